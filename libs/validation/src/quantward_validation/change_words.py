"""Verbs of change the trend lexicon lacks, written as the verbs it reads.

Business English in South Asia writes a fall of sales as "de-grew", "has de-grown", "a
de-growth": a reversative "de-" on a verb of growth, which the lexicon would otherwise read as
growth. A duration (debtor days, a cash cycle, a lead time) changes by its length: it
"stretched", "lengthened", "elongated" (rose) or "shortened" (fell). A fall is also said with
a phrasal verb: "came off", "scaled back", "pared back". A stock of cash or reserves "builds"
(rose) when no object follows. A value set anew says its direction
by an adverb: "revalued upwards", "re-rated lower", "marked higher". A figure that "held up"
did not fall. Each is written as the
plain verb of the same way, only for reading a claim. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the end of a particle of direction: a clause's end, or what a claim puts after its verb (a
#: measure, a horizon, a reference): "went down by 0.4x", "did not go up from Q1 2020", "moved
#: up over the year", "went up to 5.3x", "ticked down [1]" ("go up to the desk" is no move)
#: a verb a flat state is said with, and the state ("went sideways", "was flat", "stayed level")
_FLAT_VERB: Final = (
    r"(?:went|goes|go|going|moved|moves|traded|trades|was|were|is|are|been|stayed|stays|"
    r"remained|remains|came\s+in|comes\s+in|ended|finished|held)"
)
_FLAT_WORD: Final = r"(?:flat|sideways|steady|stable|unchanged|level)"
_PARTICLE_END: Final = (
    r"(?=\s*(?:$|[.,;:)\[]|\sto\s+[-−+$€£]?\d|"
    r"\s(?:by|from|since|over|in|during|between|through|until|till|"
    r"after|before|across|year|quarter|month|again|slightly|sharply|steadily|markedly|"
    r"materially|a\s+(?:little|lot|bit)|\d)\b))"
)
#: a verb of motion in each tense, with the plain verb of the same tense it is read as
_UP_FORMS: Final = (
    ("(?:go|move|tick|edge|creep|head)", "rise"),
    ("(?:goes|moves|ticks|edges|creeps|heads)", "rises"),
    ("(?:went|moved|ticked|edged|crept|headed)", "rose"),
    ("gone", "risen"),
    ("(?:going|moving|ticking|edging|creeping|heading)", "rising"),
)
_DOWN_FORMS: Final = (
    ("(?:go|move|tick|edge|creep|head)", "fall"),
    ("(?:goes|moves|ticks|edges|creeps|heads)", "falls"),
    ("(?:went|moved|ticked|edged|crept|headed)", "fell"),
    ("gone", "fallen"),
    ("(?:going|moving|ticking|edging|creeping|heading)", "falling"),
)
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
    # a verb of motion with its particle of direction: "went down", "did not go up", "has
    # moved up", "ticked down", "edged up" (a lead's "go up to the desk" is no figure's move:
    # only the particle at a clause's end or before a measure, a horizon or a reference); a
    # return to an earlier level keeps the particle's way: "crept back up", "went back down"
    *(
        (rf"{verb}\s+(?:back\s+)?{particle}{_PARTICLE_END}", read)
        for particle, forms in (("up", _UP_FORMS), ("down", _DOWN_FORMS))
        for verb, read in forms
    ),
    # a stock that accumulates, said without an object: "liquidity built over 2022",
    # "reserves did not build year over year" ("we built a model" takes an object and is no
    # figure's move)
    *(
        (rf"{verb}(?:\s+up)?{_PARTICLE_END}", read)
        for verb, read in (
            ("build", "rise"),
            ("builds", "rises"),
            ("(?:built|accreted)", "rose"),
            ("building", "rising"),
        )
    ),
    # a value set anew with its direction: "revalued upwards", "re-rated lower", "marked
    # higher", "adjusted downward" (a valuer's or a desk's revaluation)
    (
        r"(?:re-?valued|re-?rated|re-?marked|marked|written|adjusted|revised)\s+"
        r"(?:upwards?|higher)",
        "rose",
    ),
    (
        r"(?:re-?valued|re-?rated|re-?marked|marked|written|adjusted|revised)\s+"
        r"(?:downwards?|lower)",
        "fell",
    ),
    # an advance denied by its idiom: "made no headway", "made no progress", "gained no
    # ground" (did not rise); "lost no ground" (did not fall)
    (
        r"(?:made|makes|make|making)\s+(?:no|little\s+or\s+no)\s+(?:headway|progress)",
        "did not rise",
    ),
    (r"(?:gained|gains|gain|gaining)\s+no\s+ground", "did not rise"),
    (r"(?:lost|loses|lose|losing)\s+no\s+ground", "did not fall"),
    # ground not conceded: "gave no ground", "ceded no ground", "yielded no ground"
    (
        r"(?:gave|gives|give|giving|given|ceded|cedes|cede|ceding|yielded|yields|yield|yielding|"
        r"surrendered|surrenders|surrender|surrendering)\s+no\s+ground",
        "did not fall",
    ),
    # flat joined to a direction bounds the move, denying the other way: "went sideways or
    # lower", "was flat to down", "stayed flat-to-up", "came in flat or better"
    (
        rf"{_FLAT_VERB}\s+{_FLAT_WORD}(?:\s+(?:or|to)\s+|-to-|/)(?:lower|down|weaker|worse|"
        r"smaller|declining|negative)",
        "did not rise",
    ),
    (
        rf"{_FLAT_VERB}\s+{_FLAT_WORD}(?:\s+(?:or|to)\s+|-to-|/)(?:higher|up|stronger|better|"
        r"larger|rising|positive)",
        "did not fall",
    ),
    # ground held against a fall: "held its ground", "stood their ground" (did not fall; it
    # says nothing of how far the figure rose, so it is no claim that it stood still)
    (
        r"(?:held|holds|hold|holding|stood|stands|stand|standing)\s+(?:its|their|our|his|her)\s+"
        r"ground",
        "did not fall",
    ),
    # a figure said to have withstood a fall: "held up", "has held up well", "is holding up",
    # "was held up by fee income" (did not fall; a figure after it, "held up 5 %", is no size
    # of a move it denies, and is left to the plain reading)
    (
        r"(?:held|holds|hold|holding)\s+up(?:\s+(?:well|fine|nicely|firmly|solidly))?"
        rf"(?!\s+(?:by\s+)?[-−+$€£]?\d){_PARTICLE_END}",
        "did not fall",
    ),
)
_PATTERNS: Final = tuple((re.compile(rf"\b{w}\b", re.IGNORECASE), r) for w, r in _WORDS)


def change_words_written(sentence: str) -> str:
    """The sentence with these verbs of change written as the lexicon's plain verbs ("de-grew"
    → "shrank", "lengthened" → "rose", "came off" → "fell")."""
    for pattern, read in _PATTERNS:
        sentence = pattern.sub(read, sentence)
    return sentence


__all__ = ["change_words_written"]
