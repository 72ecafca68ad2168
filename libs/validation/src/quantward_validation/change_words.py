"""Verbs of change the trend lexicon lacks, written as the verbs it reads.

Business English in South Asia writes a fall of sales as "de-grew", "has de-grown", "a
de-growth": a reversative "de-" on a verb of growth, which the lexicon would otherwise read as
growth. A duration (debtor days, a cash cycle, a lead time) changes by its length: it
"stretched", "lengthened", "elongated" (rose) or "shortened" (fell). A fall is also said with
a phrasal verb: "came off", "scaled back", "pared back". Each is written as the plain verb of
the same way, only for reading a claim. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: (written, read): forms kept in tense so a negation and its auxiliary still read
_WORDS: Final = (
    # a reversative prefix on growth: a fall
    (r"de-?grew", "shrank"),
    (r"de-?grow", "shrink"),
    (r"de-?grown", "shrunk"),
    (r"de-?grows", "shrinks"),
    (r"de-?growing", "shrinking"),
    (r"de-?growth", "shrinkage"),
    # a duration's length
    # (a span in time is no change: "stretching back to 2014", "spread over three years")
    (
        r"(?:stretch|lengthen|elongat)(?:ed|es|s|ing|e)?(?=\W|$)"
        r"(?!\s+(?:back|over|across|into|out|from|beyond|through|between)\b)",
        "rose",
    ),
    (r"shorten(?:ed|s|ing)?", "fell"),
    # phrasal falls
    (r"c[ao]me\s+off", "fell"),
    (r"(?:scaled|pared|cut)\s+back", "fell"),
    # an advance denied by its idiom: "made no headway", "made no progress", "gained no
    # ground" (did not rise); "lost no ground" (did not fall)
    (
        r"(?:made|makes|make|making)\s+(?:no|little\s+or\s+no)\s+(?:headway|progress)",
        "did not rise",
    ),
    (r"(?:gained|gains|gain|gaining)\s+no\s+ground", "did not rise"),
    (r"(?:lost|loses|lose|losing)\s+no\s+ground", "did not fall"),
)
_PATTERNS: Final = tuple((re.compile(rf"\b{w}\b", re.IGNORECASE), r) for w, r in _WORDS)


def change_words_written(sentence: str) -> str:
    """The sentence with these verbs of change written as the lexicon's plain verbs ("de-grew"
    → "shrank", "lengthened" → "rose", "came off" → "fell")."""
    for pattern, read in _PATTERNS:
        sentence = pattern.sub(read, sentence)
    return sentence


__all__ = ["change_words_written"]
