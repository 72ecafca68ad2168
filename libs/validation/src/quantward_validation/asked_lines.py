"""Which line of a pasted list the conversation is about, when the lines differ only in what
they bound.

A client pastes an extract of limits, one per line, several in one unit ("1. The liquid fund's
WAM, Max. 80 days" over "2. Kaveri Money Market Fund: WAM, Max. 150 days"), and the request
says which one is open ("Risk is recalibrating the liquid fund's WAM"). A constraint whose name
is too generic to pick the line (`max_wam_days`) is stated only by the line the request and the
name speak of: the words that set each line apart from its siblings (the fund, the measure, the
book it names) are found in the name or in the other messages for the line meant, and for none
of another's. A line's acronym counts as the words it abbreviates where those words' initials
are the acronym ("TE" is the tracking error the name spells out).

The lines are list items (a bullet, a number, a letter opening them), without a colon needed
between a label and its value ("2. Tracking difference of the Next 50 fund, Max. 120 bps"); each
holds a figure in the constraint's unit. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from quantward_validation.lexical_synonyms import singular
from quantward_validation.limits import subject_mentions
from quantward_validation.quantities import Quantity, quantities

#: a list item's opening mark: a bullet, a number or a letter with its stop or bracket
_ITEM: Final = re.compile(
    r"[ \t]*(?:[•·▪◦・][ \t]*|[*+‐–-][ \t]+|(?:\d{1,2}[.)]|\([a-z0-9]{1,2}\)|[a-z][.)])[ \t]+)"
)
#: a word: a run of Latin letters, or of kana and ideographs (a Japanese or Chinese term; the
#: middle dot "・" joins two terms, it is none of either)
_WORD: Final = re.compile(r"[A-Za-zÀ-ÿ]+|[\u3040-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff]+")
#: an acronym as a text writes it: two to four capitals standing alone ("TE", "WAM")
_ACRONYM: Final = re.compile(r"(?<![A-Za-z])[A-Z]{2,4}(?![A-Za-z])")
#: words that set no line apart: articles, prepositions, the bound's own words
_PLAIN: Final = frozenset(
    {
        "the", "a", "an", "of", "in", "on", "at", "to", "for", "by", "and", "or", "its", "it",
        "with", "from", "as", "per", "any", "one", "each", "all", "is", "are", "be", "was",
        "max", "maxim", "min", "minim", "limit", "cap", "floor", "ceili", "upper", "lower",
        "bound", "not", "more", "less", "than", "most", "least", "up", "no", "under", "over",
        "above", "below", "against", "de", "het", "van", "en", "der", "die", "das", "und",
        "le", "la", "les", "du", "des", "et",
    }
)  # fmt: skip


#: what marks a subject a vocabulary reads among a line's words
_SUBJECT: Final = "§"


def _stem(word: str) -> str:
    """A Latin word's first five letters in the singular; a CJK term as written."""
    if word.isascii() or (word[0].isalpha() and ord(word[0]) < 0x3000):
        return singular(word.lower())[:5]
    return word


def _tokens(text: str) -> set[str]:
    """The words of `text` that may set a line apart: each subject a vocabulary reads in it as
    that subject, whatever language names it ("Hefboom" and "Leverage" are one leverage), every
    other word by its stem, and each acronym it writes in capitals."""
    found = subject_mentions(text)
    kept = list(text)
    for a, b, _ in found:
        kept[a:b] = " " * (b - a)
    rest = "".join(kept)
    stems = {s for s in (_stem(w) for w in _WORD.findall(rest)) if s not in _PLAIN}
    return stems | {_SUBJECT + name for _, _, name in found}


def _acronyms(text: str) -> set[str]:
    return {m.group(0).lower() for m in _ACRONYM.finditer(text)}


def _initials(text: str) -> set[str]:
    """The initials of each run of two to four Latin words of `text` ("te" of "tracking
    error"), the plain words passed over."""
    found = [w.lower() for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in _PLAIN]
    return {
        "".join(w[0] for w in found[i : i + n])
        for n in (2, 3, 4)
        for i in range(len(found) - n + 1)
    }


def _items(text: str, at: int) -> list[tuple[int, int]] | None:
    """The spans of the list items of the block holding offset `at` (the item lines around it,
    up to a line that is none), the one holding `at` among them; None when `at` stands on no
    list item."""
    lines: list[tuple[int, int]] = []
    for m in re.finditer(r"[^\n]*", text):
        if not lines or m.start() != lines[-1][1]:
            lines.append((m.start(), m.end()))
    here = next((k for k, (a, b) in enumerate(lines) if a <= at <= b), None)
    if here is None or not _ITEM.match(text, lines[here][0]):
        return None
    first = here
    while first > 0 and _ITEM.match(text, lines[first - 1][0]):
        first -= 1
    last = here
    while last + 1 < len(lines) and _ITEM.match(text, lines[last + 1][0]):
        last += 1
    return lines[first : last + 1]


def line_asked_elsewhere(
    text: str, start: int, context: str, in_unit: Callable[[Quantity], bool]
) -> str | None:
    """The line of the list that the `context` (the conversation's other messages) speaks of,
    when the figure at `start` stands on another line of it: the cited line's own words (those
    no sibling shares) are none of the context's, while a sibling's are. `in_unit` says
    whether a figure is in the constraint's unit. Else None."""
    items = _items(text, start)
    if items is None:
        return None
    lines = []
    for a, b in items:
        marker = _ITEM.match(text, a)
        body = text[marker.end() if marker else a : b]
        figures = [q for q in quantities(body) if in_unit(q)]
        if len(figures) > 1:  # a clause's code ("G-02") beside the figure with its unit
            figures = [q for q in figures if q.form != "plain"]
        if len(figures) != 1:
            continue  # a line with no figure of the unit, or several, is no one setting
        label = body[: figures[0].start] + " " + body[figures[0].end :]
        lines.append((a <= start <= b, label.strip()))
    if len(lines) < 2 or sum(own for own, _ in lines) != 1:
        return None
    # an acronym one side writes in capitals meets the words whose initials it is on the other
    # ("TE" in the request, "tracking error" on a line; or the other way round)
    written = set.union(*(_acronyms(label) for _, label in lines))
    said = _tokens(context) | (_initials(context) & written)
    asked = _acronyms(context)
    words_of = [_tokens(label) | (_initials(label) & asked) for _, label in lines]
    common = set.intersection(*words_of)
    cited = next(k for k, (own, _) in enumerate(lines) if own)
    if (words_of[cited] - common) & said:
        return None
    for k, (_, label) in enumerate(lines):
        if k != cited and (words_of[k] - common) & said:
            return label
    return None


__all__ = ["line_asked_elsewhere"]
