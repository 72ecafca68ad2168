"""A value that names the level of a limit noun after it, with the limit's subject between.

"6 per cent is the issuer cap", "4 % remains our hard sector ceiling" and "3 % is the cash
minimum" say the value *is* a limit, as "20 % is the ceiling" does, with the words of what the
limit is on between the article and the noun. "A 7,5 % issuer limit", "a 2x gross leverage
cap" and "a 4 % liquidity minimum" say the same with the value as the noun's modifier. Either
way the side is the noun's (a cap or maximum a ceiling, a floor or minimum a floor) and the
subject is the one named between, not one said elsewhere in the sentence.

"A 10 % limit on exposure to any single issuer", "a 5–10 % band on annual turnover" and "a 1x
to 2x range for gross leverage" name the subject after the noun instead, behind a preposition:
that subject is the limit's, not one said before the value (a memo's title, "FX reserves").

The words between are a noun phrase's modifiers only: a function word or a verb ends the
phrase ("a 5 % drop would breach the issuer limit" names no 5 % limit), and a noun phrase that
ends in another noun ("the issuer's dividend yield", "a 5 % coupon bond") bounds nothing.
"""

from __future__ import annotations

import re
from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: words that end a noun phrase: articles, prepositions, conjunctions, auxiliaries, pronouns
_STOP: Final = (
    r"(?:the|a|an|of|in|on|at|to|for|from|by|with|into|over|under|above|below|and|or|but|nor|"
    r"is|are|was|were|be|been|being|has|have|had|will|would|shall|should|may|might|must|can|"
    r"could|do|does|did|not|no|we|you|they|it|this|that|which|who|than|as|per\s+cent)"
)
#: one modifier of the limit noun: a word (hyphened or possessive) that is no stop word
_MODIFIER: Final = rf"(?!{_STOP}\b)[a-z][\w'’-]*"
#: the limit nouns, by side
_NOUN: Final = (
    r"(?P<ceiling>limits?|caps?|ceilings?|maximum|max|upper\s+(?:limit|bound)|budgets?)|"
    r"(?P<floor>floors?|minimum|min|lower\s+(?:limit|bound))"
)
#: a copula and a determiner before the limit's phrase: "is the", "remains our", "will be its"
_COPULA: Final = (
    # ... after a pronoun that takes the value up: "7 %, which is the sector ceiling", "5 % –
    # that's the issuer cap"; or elided in a second coordinate: "… and 20 % the sector cap"
    r"(?:[–—-]\s*)?(?:(?:which|that|this|it)\s*(?:'s|’s|\s+is|\s+are)\s+|"
    r"(?:is|are|was|remains?|stays?|will\s+be|shall\s+be|represents?|constitutes?|"
    r"serves?\s+as|acts?\s+as)\s+)?(?:the|our|its|their|your|an?)\s+"
)
_AFTER_VALUE: Final = re.compile(
    rf"[\s,]*(?:{_COPULA})?(?P<phrase>(?:{_MODIFIER}\s+){{0,4}}?)(?:{_NOUN})\b(?![\w'’-])"
)


def limit_noun_after(lowered: str, end: int) -> tuple[Side, int, int] | None:
    """The side of the limit noun a value at `end` names ("6 % is the issuer cap", "a 5 %
    single-name cap"), with the span of the words between (where its subject is named), else
    None. A value followed by a bare limit noun ("20 % cap") is read by the caller's own
    operators; this reads the noun across its modifiers or after a copula."""
    m = _AFTER_VALUE.match(lowered, end)
    if m is None:
        return None
    if not m.group("phrase") and m.start("phrase") == m.start(0) + _lead(lowered, end):
        return None  # "20 % cap": no copula and no modifier
    side: Side = "ceiling" if m.group("ceiling") is not None else "floor"
    return side, m.start("phrase"), m.end("phrase")


def _lead(lowered: str, end: int) -> int:
    """How many spaces and commas follow the value before its next word."""
    return len(lowered[end:]) - len(lowered[end:].lstrip(" \t,"))


#: the other end of a range the value opens: "–10 pct", "to 60 bp", "and 2x"
_OTHER_END: Final = (
    r"(?:(?:[-–—]|to|and)\s*\d[\d.,]*\s*(?:%|pct|per\s?cent|percent|bps?|basis\s+points|x|×)?"
    r"(?:\s*\([^()\n]{1,30}\))?\s*)?"
)
#: a value's limit or band noun with what it is on after a preposition: "limit on", "band on",
#: "range for", "corridor over", "cap applying to"
_OBJECT_AFTER: Final = re.compile(
    rf"[\s,]*{_OTHER_END}(?:{_MODIFIER}\s+){{0,2}}?"
    r"(?:limits?|caps?|ceilings?|floors?|maximum|minimum|bands?|ranges?|corridors?|brackets?|"
    r"budgets?|allowances?)\s+"
    r"(?:on|for|over|covering|applying\s+to|applied\s+to)\s+"
    r"(?:the\s+|an?\s+|its\s+|our\s+|their\s+)?"
)


def noun_object_at(lowered: str, end: int) -> int | None:
    """Where the subject of the limit or band noun after a value at `end` is named behind its
    preposition ("a 10 % limit on exposure to any single issuer", "a 5–10 % band on turnover":
    the offset of "exposure", "turnover"), else None."""
    m = _OBJECT_AFTER.match(lowered, end)
    return m.end() if m is not None else None


#: a limit noun before its object, behind a preposition: "the cap on", "Floor for", "the
#: ceiling over", "a limit applying to", or the measure it limits between them ("the maximum
#: exposure to", "the minimum level of") (the side its noun says; "limit" and a band's nouns
#: say none: "a band for the liquidity cover of 1.2x to 1.5x")
_NOUN_BEFORE_OBJECT: Final = re.compile(
    r"\b(?:(?P<ceiling>caps?|ceilings?|maximum|max)|(?P<floor>floors?|minimum|min)|limits?|"
    r"bands?|ranges?|corridors?)\s+"
    r"(?:(?:exposure|share|weight|allocation|concentration|level|amount|holding|position|"
    r"percentage|proportion|commitment)s?\s+)?"
    r"(?:on|for|over|of|to|in|covering|(?:applying|applied|applicable)\s+to)\s+"
    r"(?:the\s+|an?\s+|its\s+|our\s+|their\s+)?"
)
#: where the object ends: the grant's verb or copula, the words that open its range or its
#: level ("at any level", "anywhere", "within", "between", "from"), a clause's or a table
#: cell's mark
_OBJECT_END: Final = re.compile(
    r"\s+(?:at|anywhere|somewhere|is|are|was|were|shall|must|may|can|will|should|within|"
    r"between|from|to\s+be|in\s+the\s+(?:\S+\s+){0,2}?(?:range|band|corridor))\b|"
    r"[,;|:—–]|\.(?:\s|$)|\s+-\s+|\n"
)
#: where a sentence, a clause of a list or a table's row begins
_SENTENCE_START: Final = re.compile(r"[.;!?](?=\s)|\n")


def object_before(lowered: str, start: int) -> tuple[Side | None, int, int] | None:
    """What the last limit noun before a figure at `start`, in its sentence or table row, is
    said of ("the Portfolio Manager may set the cap on any one Matter's share at any level
    from 3 % to 5 %", "| Floor on EBITDA/cash interest | 4.0x to 5.0x |": the span of "any one
    Matter's share", "EBITDA/cash interest") with the side its noun says (None for "limit"),
    else None.

    Why: a grant names the limit it delegates as its noun's object, and a range it gives is
    that limit's; a vocabulary reading the whole sentence may read a qualifier or a word of the
    register for the subject instead ("single-forum concentration" as one holding's weight,
    "assets not yet in commercial production" as nothing), and the grant bound no limit. A
    bracket inside the object is the object's ("the floor on availability (Borrowing Base
    less outstandings)")."""
    opened = max((m.end() for m in _SENTENCE_START.finditer(lowered, 0, start)), default=0)
    found = list(_NOUN_BEFORE_OBJECT.finditer(lowered, opened, start))
    if not found:
        return _object_elsewhere(lowered, opened, start)
    noun = found[-1]
    # (what a bracket holds cannot end the object: blanked where the end is looked for)
    flat = re.sub(r"\([^()\n]*\)", lambda m: "_" * len(m.group()), lowered[: start + 1])
    end = _OBJECT_END.search(flat, noun.end(), start)
    stop = end.start() if end is not None else start
    if stop <= noun.end():
        return None
    side: Side | None = (
        "ceiling" if noun.group("ceiling") else "floor" if noun.group("floor") else None
    )
    return side, noun.end(), stop


#: a limit noun owned by what was named before it, with no object of its own: "its cap",
#: "the floor", "their limit"
_OWNED_NOUN: Final = re.compile(
    r"\b(?:its|their|the|this|that)\s+(?:(?P<ceiling>caps?|ceilings?|maximum)|"
    r"(?P<floor>floors?|minimum)|limits?|bands?|ranges?)\b(?!\s+(?:on|for|over|of|to|in)\b)"
)
#: words that point back to what the sentence before named: "it", "anything", "whatever level"
_POINTS_BACK: Final = re.compile(r"\b(?:it|its|this|that|anything|whatever|any\s+level)\b")


def _object_elsewhere(lowered: str, opened: int, start: int) -> tuple[Side | None, int, int] | None:
    """The object of a limit noun a figure's sentence takes from elsewhere: a label it is
    said under ("Any one shipyard's share: the desk may set its cap anywhere from 8 % to
    12 %", the label's words), or, in a sentence pointing back ("It may sit anywhere from 8 %
    to 12 %", "Anything from 1.2x to 1.5x is fine"), the last limit noun's object in the
    sentence before."""
    own = lowered[opened:start]
    colon = own.find(":")
    owned = _OWNED_NOUN.search(own, colon + 1) if colon > 0 else None
    if owned is not None:
        label = own[:colon]
        stripped = len(label) - len(label.lstrip())
        side: Side | None = (
            "ceiling" if owned.group("ceiling") else "floor" if owned.group("floor") else None
        )
        return side, opened + stripped, opened + len(label.rstrip())
    if opened == 0 or _POINTS_BACK.search(own) is None:
        return None
    before = opened - 1
    while before > 0 and lowered[before - 1] in ".;!? \n":
        before -= 1
    previous = max((m.end() for m in _SENTENCE_START.finditer(lowered, 0, before)), default=0)
    if not _NOUN_BEFORE_OBJECT.search(lowered, previous, before):
        return None
    return object_before(lowered, before)


#: a heading that says the rows under it are limits, without saying their side ("Investment
#: restrictions:", "Portfolio limits:", "Concentration limits —"): a bare row under it
#: ("Single issuer   5,0 %") is a ceiling, as under "Maxima:"; a heading of anything else
#: ("Current positioning:", "Notes:") ends its list
LIMITS_HEADING: Final = re.compile(
    r"^\s*(?:[\w'’-]+\s+){0,3}?(?:restrictions|limits|limitations|caps|constraints|"
    r"maximum\s+(?:exposures|weights|holdings))\s*(?:\([^()\d]*\))?"
    # "The following limits apply:", "Limits in force:"
    r"(?:\s+(?:apply|applies|shall\s+apply|are\s+in\s+force|in\s+force|are\s+binding))?"
    r"\s*[:—–-]\s*$",
    re.IGNORECASE,
)
#: a line that only heads what follows it: a label and its colon, no number
HEADING_LINE: Final = re.compile(r"^\s*[^\d:\n]{2,80}:\s*$")


__all__ = [
    "HEADING_LINE",
    "LIMITS_HEADING",
    "limit_noun_after",
    "noun_object_at",
    "object_before",
]
