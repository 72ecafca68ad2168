"""Words reduced to a common stem, so one entry of a lexicon covers every form of a word.

"lower", "lowest" and "low"; "widened", "widening" and "widen"; "days" and "day"; "minimising",
"minimised" and "minimise" land on one stem. A lexicon written as stems (`stem` applied to its
entries) then reads a form nobody listed, and a field name (`inventory_days`) is found in a
sentence that words it another way ("days of inventory"). This is a light suffix stripper, not
a dictionary: it only has to map the forms of one word to one stem, the same on both sides.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

#: forms no suffix rule reaches
_IRREGULAR: Final = {
    "fell": "fall", "fallen": "fall", "rose": "rise", "risen": "rise", "grew": "grow",
    "grown": "grow", "more": "much", "most": "much", "less": "little", "least": "little",
    "fewer": "few", "fewest": "few", "better": "good", "best": "good", "worse": "bad",
    "worst": "bad", "lost": "lose", "sank": "sink", "sunk": "sink", "shrank": "shrink",
    "shrunk": "shrink", "crept": "creep", "went": "go", "gone": "go", "came": "come",
    "slid": "slide", "swollen": "swell", "data": "datum",
}  # fmt: skip
#: longest first; each leaves a stem of at least three letters
_SUFFIXES: Final = (
    "isations", "izations", "isation", "ization", "ations", "ation", "ising", "izing", "ised",
    "ized", "ises", "izes", "ise", "ize", "iest", "ier", "ies", "ied", "ing", "est", "ed", "er",
    "es", "ly", "s", "e",
)  # fmt: skip
_Y_SUFFIXES: Final = frozenset({"iest", "ier", "ies", "ied"})
_WORD: Final = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)


def stem(word: str) -> str:
    """The stem of one word (lower case); unknown forms lose their inflection suffix."""
    lowered = word.lower()
    if lowered in _IRREGULAR:
        return _IRREGULAR[lowered]
    for suffix in _SUFFIXES:
        if lowered.endswith(suffix) and len(lowered) - len(suffix) >= 3:
            base = lowered[: -len(suffix)]
            if suffix in _Y_SUFFIXES:
                return base + "y"
            if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiouls":
                base = base[:-1]  # bigg-est, stopp-ed
            return base.removesuffix("e") if len(base) > 3 else base
    return lowered


@dataclass(frozen=True)
class Token:
    """A word of a text with its stem and character span."""

    text: str
    stem: str
    start: int
    end: int


def tokens(text: str, start: int = 0, end: int | None = None) -> Iterator[Token]:
    """Every word of `text[start:end]`, in order, with offsets into `text`."""
    for m in _WORD.finditer(text, start, len(text) if end is None else end):
        yield Token(m.group(0), stem(m.group(0)), m.start(), m.end())


def stems(*words: str) -> frozenset[str]:
    """A lexicon of stems, written as words. A verb ending in "-er" ("crater", "falter") keeps
    it in its inflections ("cratered" stems to "crater") although the base loses it like a
    comparative ("lower"): the lexicon holds both, so the entry matches every form."""
    return frozenset(stem(w) for w in words) | frozenset(
        stem(w + "s") for w in words if w.lower().endswith("er")
    )


#: derivational endings of nouns made from verbs (Nomlex's -tion/-sion/-ment/-al/-age/-ery
#: pairs) and the verb endings they replace, tried in order: "expansion" → "expand",
#: "erosion" → "erode", "deterioration" → "deteriorate", "improvement" → "improve",
#: "shrinkage" → "shrink", "reversal" → "reverse", "recovery" → "recover"
_NOMINAL_ENDINGS: Final = (
    ("ssion", ("ss",)),
    ("ation", ("ate", "")),
    ("ution", ("ute",)),
    ("uction", ("uce",)),
    ("ction", ("ct",)),
    ("sion", ("d", "de")),
    ("tion", ("te", "")),
    ("ment", ("",)),
    ("age", ("", "e")),
    ("ery", ("er",)),
    ("al", ("e", "")),
)


def verb_stems(word: str) -> frozenset[str]:
    """The word's stem and, for a noun made from a verb, that verb's stem (`stem` of each
    candidate base), so a lexicon of verbs reads its nominalisations too ("an expansion",
    "the erosion of", "a deterioration in"). Added for `trends`; `stem` is unchanged."""
    lowered = word.lower()
    found = {stem(lowered)}
    for ending, bases in _NOMINAL_ENDINGS:
        if lowered.endswith(ending) and len(lowered) - len(ending) >= 3:
            root = lowered[: -len(ending)]
            if len(root) >= 4 and root[-1] == root[-2] and root[-1] not in "aeiouls":
                root = root[:-1]  # slipp-age
            found.update(stem(root + base) for base in bases)
            break
    return frozenset(found)


__all__ = ["Token", "stem", "stems", "tokens", "verb_stems"]
