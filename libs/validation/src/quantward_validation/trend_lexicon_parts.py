"""The parts one language's trend lexicon is made of, and how a lexicon rewrites a sentence.

`trend_lexicon_eu` reads German, French, Italian, Spanish and Dutch with one set of tables;
a language added later (`trend_lexicon_pt`, `trend_lexicon_sv`) keeps its own, so that its
small words ("a", "em", "i", "och", "med") are read only in a sentence whose direction is said
in that language, never in an English one or in another language's. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from quantward_validation.period_lexicon_eu import periods_in_english

Table = tuple[tuple[str, str], ...]
Compiled = tuple[tuple[re.Pattern[str], str], ...]

#: a word's edges: neither a letter nor a hyphen on either side ("expandiu-se" is one word)
_EDGE_BEFORE: Final = r"(?<![\w-])"
_EDGE_AFTER: Final = r"(?![\w-])"


def compiled(table: Table) -> Compiled:
    """Each (pattern, English) row as a case-blind whole-word pattern."""
    return tuple(
        (re.compile(rf"{_EDGE_BEFORE}(?:{p}){_EDGE_AFTER}", re.IGNORECASE), e) for p, e in table
    )


def substituted(sentence: str, table: Compiled) -> str:
    """The sentence with every row of `table` written as its English, in the table's order."""
    for pattern, english in table:
        sentence = pattern.sub(english, sentence)
    return sentence


@dataclass(frozen=True)
class TrendLexicon:
    """One language's words for a trend claim, each table read as English longhand.

    `figures` name series and are read in any sentence; `periods` are the forms that name
    their period or unit unambiguously ("fjärde kvartalet 2024", "procentenheter") and are read
    even inside a sentence said in English; `directions` (negations first) say which way a
    figure went, and a sentence that has one is read whole with `rest` (horizons, comparisons,
    sizes, ordinals, counts and small words) and then `finish` (word order)."""

    figures: Compiled
    periods: Compiled
    directions: Compiled
    rest: Compiled
    finish: Callable[[str], str] = lambda sentence: sentence


def read_whole(lexicon: TrendLexicon, directed: str) -> str:
    """A sentence whose direction `lexicon` has read, read whole: the periods it names first
    (the ones `period_lexicon_eu` reads in every language, then the language's own), then the
    rest of its words, then its word order. The shared reader goes first so a language keeps
    no copy of a form it reads ("4º tri/2024", "andra kvartalet 2023")."""
    read = substituted(periods_in_english(directed), lexicon.periods)
    return lexicon.finish(substituted(read, lexicon.rest))


__all__ = ["Compiled", "Table", "TrendLexicon", "compiled", "read_whole", "substituted"]
