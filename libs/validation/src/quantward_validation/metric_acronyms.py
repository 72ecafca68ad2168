"""Conventional acronyms of reported figures whose letters are not the field's own words.

An acronym that spells a field's name ("FCF" for `free_cash_flow`, "ROE") is found by the
field reader itself; the acronyms here abbreviate the name an analyst uses, which differs from
the field's: "DIO" (days inventory outstanding) for `inventory_days`, "DPO" for
`payable_days`, "DSO" for `receivable_days`, "CCC" for the cash conversion cycle, "OCF" for
operating cash flow, "NWC" for net working capital. They are written out before a trend claim
is read, in capitals only. "CFO" is left out: it is as often the officer as the cash flow.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import Final

from quantward_validation.typed_text import is_english_word

#: acronym → the words the field reader finds a series by
_ACRONYMS: Final = {
    "DIO": "days inventory outstanding",
    "DIH": "days inventory on hand",
    "DOH": "days of inventory on hand",
    "DPO": "days payable outstanding",
    "DSO": "days sales outstanding",
    "CCC": "cash conversion cycle",
    "OCF": "operating cash flow",
    "NWC": "net working capital",
}
_ACRONYM: Final = re.compile(r"(?<![\w\-])(" + "|".join(_ACRONYMS) + r")s?(?![\w\-])")


def acronyms_written(text: str) -> str:
    """`text` with each conventional acronym of a reported figure written as the figure's
    name, so "DIO rose" names `inventory_days` as "days inventory outstanding rose" does."""
    return _ACRONYM.sub(lambda m: _ACRONYMS[m.group(1)], text)


#: the small words a spelled-out name may join its terms with ("loan-to-value", "funds from
#: operations"); its initials may spell them or leave them out
_JOINERS: Final = frozenset({"to", "of", "on", "per", "from", "and", "in", "over", "at"})
#: words no name of a figure is spelt with: a run through one is a clause, not a name
#: ("lower than valuations" spells no `ltv`)
_NOT_IN_NAMES: Final = frozenset({"than", "the", "a", "an", "its", "their", "was", "were", "is",
                                  "are", "be", "been", "has", "have", "had", "not", "but", "or",
                                  "for", "with", "by", "as", "that", "this", "it", "we", "our",
                                  "you", "they", "which", "who", "so", "if"})  # fmt: skip
#: a run of words joined by hyphens or spaces
_WORD: Final = re.compile(r"[A-Za-z]+")


def spelled_out(sentence: str, acronym: str) -> tuple[int, int] | None:
    """Where `sentence` spells out a field named only by its acronym (`ltv_pct` as
    "loan-to-value", `dscr` as "debt service coverage ratio", `noi` as "net operating
    income"): a run of words, joined by hyphens or single spaces, whose initials are the
    acronym's letters, the joining small words ("to", "of", "from") spelt or left out. The run
    starts and ends on a word of three letters or more that is no joiner. An acronym is two to
    five letters and no English word: `price` or `cap` is a word of its own, never initials."""
    letters = acronym.lower()
    if not (2 <= len(letters) <= 5 and letters.isalpha()) or is_english_word(letters):
        return None
    words = list(_WORD.finditer(sentence))
    for i, first in enumerate(words):
        if first.group().lower() in _JOINERS or len(first.group()) < 3:
            continue
        if first.group()[0].lower() != letters[0]:
            continue
        spelt = ""
        for j in range(i, min(len(words), i + 2 * len(letters))):
            word = words[j]
            if j > i and sentence[words[j - 1].end() : word.start()] not in (" ", "-"):
                break
            lower = word.group().lower()
            if lower in _NOT_IN_NAMES:
                break
            joiner = lower in _JOINERS
            if not joiner and len(lower) < 3:
                break
            if letters.startswith(spelt + lower[0]):
                spelt += lower[0]
            elif not joiner:
                break
            if spelt == letters and not joiner:
                return first.start(), word.end()
    return None


#: a word in capitals: the initials a run of a name's words may be said by ("FV")
_CAPITALS: Final = re.compile(r"(?<![\w\-])[A-Z]{2,5}(?![\w\-])")


def names_respelt(sentence: str, named: Sequence[str]) -> Iterator[tuple[str, int, int, int]]:
    """`sentence` with one part of a field's name of several words said the other way round
    from the field, so the field reader finds the name as the field writes it: a word of the
    name that is an acronym, spelt out in the sentence (`nav_per_share` said "net asset value
    per share", `noi_margin` "net operating income margin"), written as the acronym; and a run
    of two or more of the name's words said by their initials in capitals
    (`loans_amortised_cost` said "loans at AC"), written as those words. Each rewrite is given
    as (text, start, stop, end): `sentence[start:end]` became `text[start:stop]`. A name of
    one word is the acronym reader's (`spelled_out`)."""
    if len(named) < 2:
        return
    for part in named:
        if (spelt := spelled_out(sentence, part)) is not None:
            start, end = spelt
            text = sentence[:start] + part.upper() + sentence[end:]
            yield text, start, start + len(part), end
    lowered = [p.lower() for p in named]
    for m in _CAPITALS.finditer(sentence):
        letters = m.group().lower()
        for first in range(len(lowered)):
            run = lowered[first : first + len(letters)]
            if len(run) == len(letters) and all(
                w[0] == c and w not in _JOINERS for w, c in zip(run, letters, strict=True)
            ):
                words = " ".join(run)
                text = sentence[: m.start()] + words + sentence[m.end() :]
                yield text, m.start(), m.start() + len(words), m.end()
