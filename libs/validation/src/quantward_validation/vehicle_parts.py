"""The parts of one sentence that give a term for another vehicle than the message's own.

A prospectus, a schedule or a memo sets two vehicles' terms side by side inside one sentence:
"Sub-Fund A may hold up to 10 % in any one issuer, whereas Sub-Fund B may hold up to 30 %",
"The Issuer Limit is 15 per cent. in respect of the Asia Credit Sub-Fund and 7.5 per cent. in
respect of the Sub-Fund", "Class I Shares may be hedged up to 100 %; the Fund itself may not
borrow more than 10 %". `scope` sets another vehicle's sections and sentences aside; this module
does it for the clauses of a sentence. A sentence is cut into parts at its coordinators and
contrasts (";", "whereas", "while", "but", "and", "as against", "compared with" — not the "and"
of a range, "between 5 % and 10 %"); a part that names another vehicle, and not the message's
own, is another vehicle's text when the message says which vehicle is its own: by a part of the
same sentence that names it ("the Sub-Fund", "this Portfolio", "our fund") or by a name the
message, or its context (the other fields of the same mandate), makes its subject ('(the
"Sub-Fund")', "this memo concerns …", "Fund: X Sub-Fund"). A sentence whose vehicles none of
that tells apart is read as it stands. A message that gives each vehicle a sentence of its own
("The sister fund caps each issuer at 3 %. For this mandate, …") is read the same way, when the
other vehicle is named as another ("the sister fund", "another sub-fund"). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from quantward_validation.quantities import quantities
from quantward_validation.scope import others_named, subject_names, vehicles_named

Span = tuple[int, int]

#: where a sentence ends: a full stop that is neither a decimal point nor an abbreviation's
#: before lower case or a bracket ("15 per cent. in respect of", "per cent. (15%)"), "!", "?",
#: a line
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?!\d|\s*[a-z(,;])|[!?](?=\s|$)|\n")
#: where the parts of a sentence that may speak of different vehicles meet
_PART_CUT: Final = re.compile(
    r";|\b(?:whereas|while|whilst|but|and|as\s+against|compared\s+(?:with|to)|"
    r"as\s+opposed\s+to|in\s+contrast\s+to|by\s+contrast|unlike)\b",
    re.IGNORECASE,
)
#: a range still open before an "and": "between 5 % and 10 %"
_OPEN_RANGE: Final = re.compile(r"\bbetween\b(?![^;]*\band\b)[^;]*$", re.IGNORECASE)
#: the message's own vehicle named by a determiner or a defined term: "the Sub-Fund", "this
#: Portfolio", "our fund", "the Fund's" (a capitalised noun with no code after it)
_OWN_MARK: Final = re.compile(
    r"\b(?i:this|our|the\s+present)\s+(?i:sub-?fund|fund|portfolio|account|mandate|sleeve|"
    r"compartment|scheme|vehicle|strategy|share\s+class)\b|"
    r"\b(?i:the)\s+(?:Sub-Fund|Fund|Portfolio|Account|Compartment|Scheme|Mandate|Sleeve)"
    r"(?![\w-])(?!\s+(?:[A-Z]{1,2}|\d{1,3})\b)"
)


def _sentences(text: str) -> Iterator[Span]:
    start = 0
    for m in _SENTENCE_END.finditer(text):
        yield start, m.end()
        start = m.end()
    yield start, len(text)


def _parts(text: str, start: int, end: int) -> list[Span]:
    """The parts of the sentence `text[start:end]`, cut at coordinators and contrasts that do
    not stand inside a figure ("seven and one-half per cent.") or join a range's ends."""
    figures = [(start + q.start, start + q.end) for q in quantities(text[start:end])]
    cuts: list[Span] = []
    last = start
    for m in _PART_CUT.finditer(text, start, end):
        if any(a <= m.start() < b for a, b in figures):
            continue
        if m.group(0).lower() == "and" and _OPEN_RANGE.search(text, last, m.start()):
            continue
        cuts.append((m.start(), m.end()))
        last = m.end()
    bounds = [start, *(c for cut in cuts for c in cut), end]
    return [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]


#: where a vehicle stands as what a part speaks of: at its head ("Sub-Fund B may …", "the
#: Asia Sub-Fund's limit …") or after a word of scope ("in respect of the X Sub-Fund", "for
#: Class B"), not as a holding ("in units of the X Money Market Fund")
_SCOPE_BEFORE: Final = re.compile(
    r"(?:^[\W\d]*|\b(?:for|in\s+respect\s+of|in\s+relation\s+to|in\s+the\s+case\s+of|"
    r"with\s+respect\s+to|with\s+regard\s+to|as\s+regards|as\s+for|applicable\s+to|"
    r"appl(?:y|ies)\s+to|relating\s+to|under|of)\s+)(?:the\s+|its\s+)?$",
    re.IGNORECASE,
)
#: a vehicle named as what is held, not whose term it is: "in units of the X Money Market Fund",
#: "shares issued by the Y Trust"
_HELD_BEFORE: Final = re.compile(
    r"\b(?:units?|shares?|securities|notes?|bonds?|interests?|issues?|paper|debt|stakes?)\s+"
    r"(?:issued\s+by|of|in)\s+(?:the\s+|its\s+)?$|"
    r"\b(?:holdings?|investments?|positions?|exposures?)\s+(?:in|to)\s+(?:the\s+|its\s+)?$|"
    r"\b(?:invest\w*|held|hold\w*|buy\w*|bought|acquir\w*)\s+(?:in\s+)?(?:the\s+|its\s+)?$",
    re.IGNORECASE,
)


def _scope_spans(part: str) -> list[tuple[int, int, str | None]]:
    """The vehicles a part speaks of (`_SCOPE_BEFORE`), named (with their names) or named as
    another (None)."""
    named: list[tuple[int, int, str | None]] = [*vehicles_named(part)]
    named += [(a, b, None) for a, b in others_named(part)]
    return [
        (a, b, n)
        for a, b, n in named
        if _SCOPE_BEFORE.search(part[:a]) and not _HELD_BEFORE.search(part[:a])
    ]


def _names_own(part: str, ours: set[str]) -> bool:
    return _OWN_MARK.search(part) is not None or any(n in ours for _, _, n in vehicles_named(part))


def _names_other(part: str, ours: set[str]) -> bool:
    return any(n is None or n not in ours for _, _, n in _scope_spans(part))


#: a clause that opens with the vehicle it speaks of: "Class B Shares up to 3x", "for Sub-Fund
#: B, 30 %", "the Sub-Fund: 5 %"
_OPENING_REACH: Final = 30


def opens_with_vehicle(clause: str) -> bool:
    """Whether a clause opens with the vehicle it speaks of, and so continues a limit said of
    another vehicle just before it with its own figure ("Class A Shares may be leveraged up to
    1.5x; Class B Shares up to 3x")."""
    own = _OWN_MARK.search(clause)
    if (
        own is not None
        and own.start() < _OPENING_REACH
        and _SCOPE_BEFORE.search(clause[: own.start()])
    ):
        return True
    return any(a < _OPENING_REACH for a, _, _ in _scope_spans(clause))


def _another_vehicles_sentence(
    text: str, sentence: Span, sentences: list[Span], ours: set[str]
) -> bool:
    """Whether a sentence of one part speaks of a vehicle named as another ("The sister fund
    caps each issuer at 3 %.", "Another sub-fund holds …") and not of the message's own, while
    another sentence names the message's own ("For this mandate, …", "Our fund: …"): each
    vehicle is given its sentence. A vehicle named by its proper name may be the message's own,
    named before "this fund" is said, so only one named as another counts."""
    start, end = sentence
    part = text[start:end]
    if _names_own(part, ours):
        return False
    if not any(name is None for _, _, name in _scope_spans(part)):
        return False
    return any((a, b) != sentence and _OWN_MARK.search(text[a:b]) is not None for a, b in sentences)


def other_vehicle_parts(text: str, context: str = "") -> list[Span]:
    """The spans of the parts of `text`'s sentences that give a term for another vehicle than
    the message's own (module docstring); `context` is the rest of the document the text
    belongs to (a mandate's other fields), read only for which vehicle is the subject."""
    ours = subject_names(text) | (subject_names(context) if context else set())
    found: list[Span] = []
    sentences = list(_sentences(text))
    for start, end in sentences:
        parts = _parts(text, start, end)
        if len(parts) < 2:
            if _another_vehicles_sentence(text, (start, end), sentences, ours):
                found.append((start, end))
            continue
        own = [_names_own(text[a:b], ours) for a, b in parts]
        if not any(own) and not ours:
            continue  # the sentence and the message leave open which vehicle is the subject
        found += [
            (a, b)
            for (a, b), is_own in zip(parts, own, strict=True)
            if not is_own and _names_other(text[a:b], ours)
        ]
    return found


__all__ = ["opens_with_vehicle", "other_vehicle_parts"]
