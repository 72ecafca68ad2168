"""The gazetteer: every name, alias, short name and ticker of the graph, found in free text.

Names are stored as a trie over normalised words (folded, lower case, abbreviations spelt out,
legal forms dropped: the resolver's name keys), so one pass over the words of a text finds
every known name at word boundaries, the longest first, in time linear in the text. Besides
each whole name the first word of a longer name is kept as a short name ("Exxon" of "Exxon
Mobil", "Goldman" of "Goldman Sachs"); whether a short name means one company is the
resolver's decision, not the gazetteer's.

The gazetteer only finds; `mentions` decides what a match is worth (case rules, everyday
words) and the resolver what it means. A word trie was chosen over an Aho-Corasick automaton
(pyahocorasick) because a mention is made of words: the trie walks normalised words, knows
where a name may stop (a possessive, punctuation) and which ends are short names, with no
boundary checks afterwards and no compiled dependency in the service. The automaton finds
names faster (docs/benchmarks/resolver.md, "Mentions"), but finding is about one per cent of
a mention pass; resolving each span is the rest.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Final

from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.normalize import ABBREVIATIONS, LEGAL_SUFFIXES, fold

#: a word of text: dotted initials ("U.S.", "S.A.", "A. O."), a word with inner apostrophes
#: ("L'Oréal", "Apple's"), or an ampersand / plus that joins names ("AT&T", "S&P")
_TOKEN: Final = re.compile(r"(?:[^\W\d_]\. ?)+[^\W\d_]\.|[^\W_]+(?:['’][^\W_]+)*|[&+]")
_POSSESSIVE: Final = re.compile(r"['’]s$", re.IGNORECASE)
_APOSTROPHES: Final = re.compile(r"['’`]")
#: characters after which a new sentence (or a list item, a heading) begins
_SENTENCE_END: Final = frozenset('.!?:;\n"“•')
#: punctuation that no name runs across
_BREAKS: Final = frozenset(',;:!?()[]{}"“”/|\n')
#: dotted initials as one word ("U.S.", "A. O.")
_DOTTED_WORD: Final = re.compile(r"^(?:[^\W\d_]\. ?)+[^\W\d_]\.$")
#: words that join the parts of one name and never stand alone
CONNECTORS: Final = frozenset(
    {"of", "and", "de", "du", "der", "la", "le", "von", "van", "y", "the"}
)


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a text, where it stands, and how it compares with names."""

    raw: str  # as written, a possessive "'s" removed
    norm: str  # folded, lower case, abbreviation spelt out
    start: int
    end: int
    possessive: bool
    sentence_start: bool
    #: punctuation between this word and the one before ("," in "Zorblax, Quintor")
    after_punctuation: bool = False


@lru_cache(maxsize=131_072)
def normalise_word(raw: str) -> str:
    """A word as name keys spell it: "Intl" → "international", "L'Oréal" → "loreal"."""
    if raw in ("&", "+"):
        return "and"
    word = _APOSTROPHES.sub("", fold(raw)).replace(".", "").replace(" ", "")
    return ABBREVIATIONS.get(word, word)


def tokenize(text: str) -> list[Token]:
    """The words of `text` with offsets; a possessive is part of no name ("Exxon's")."""
    tokens: list[Token] = []
    for match in _TOKEN.finditer(text):
        raw, start, end = match.group(), match.start(), match.end()
        possessive = False
        if len(raw) > 2 and _POSSESSIVE.search(raw):
            raw, end, possessive = raw[:-2], end - 2, True
        previous = tokens[-1] if tokens else None
        gap = text[previous.end if previous else 0 : start]
        marks = gap.strip()
        if previous is None:
            sentence_start = True
        elif not marks:
            # "U.S. Steel": a period that belongs to dotted initials ends no sentence
            sentence_start = previous.raw.endswith(".") and not _DOTTED_WORD.match(previous.raw)
        else:
            # a period after a short word is an abbreviation ("Inc.", "vs."), not an end
            abbreviated = marks == "." and len(previous.raw) <= 4
            sentence_start = marks[-1] in _SENTENCE_END and not abbreviated
        punctuated = previous is not None and any(ch in _BREAKS for ch in gap)
        tokens.append(
            Token(raw, normalise_word(raw), start, end, possessive, sentence_start, punctuated)
        )
    return tokens


@dataclass
class _Node:
    children: dict[str, _Node] = field(default_factory=dict)
    #: a whole name key ends here
    name: bool = False
    #: the first word of a longer name ends here (a short name)
    short: bool = False


@dataclass(frozen=True, slots=True)
class Match:
    """Words `first`..`last` (inclusive) of a token list spell a known name or short name."""

    first: int
    last: int
    short: bool


#: words this frequent (about the 1,500 most used in English: "now", "all", "key") written in
#: capitals are emphasis, not a name or a ticker
VERY_FREQUENT: Final = 5.0


@lru_cache(maxsize=1)
def everyday_words() -> dict[str, float]:
    """Ordinary English words and their Zipf frequency (the shipped list, see
    tools/build_common_words.py)."""
    text = (
        resources.files("quantward_resolver")
        .joinpath("data/common_words.txt")
        .read_text(encoding="utf-8")
    )
    words: dict[str, float] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            word, _, zipf = line.partition("\t")
            words[word] = float(zipf)
    return words


class Gazetteer:
    """Every name key of one resolver index in a word trie, plus the index's tickers."""

    def __init__(self, index: ResolverIndex) -> None:
        self._root = _Node()
        self.tickers = frozenset(index.by_ticker)
        for key in index.by_key:
            words = key.split()
            if not words:
                continue
            self._insert(words).name = True
            first = words[0]
            if len(words) > 1 and len(first) > 2 and first not in LEGAL_SUFFIXES | CONNECTORS:
                self._insert([first]).short = True

    def _insert(self, words: list[str]) -> _Node:
        node = self._root
        for word in words:
            node = node.children.setdefault(word, _Node())
        return node

    def matches_at(self, tokens: list[Token], first: int) -> list[Match]:
        """Every known name beginning at token `first`, the longest first."""
        found: list[Match] = []
        node = self._root
        for last in range(first, len(tokens)):
            if last > first and (tokens[last].after_punctuation or tokens[last].sentence_start):
                break
            token = tokens[last]
            if token.possessive:
                # "Exxon's" ends a name; "Lowe's" and "Sainsbury's" are names themselves
                for norm in (token.norm + "s", token.norm):
                    end = node.children.get(norm)
                    if end is not None and (end.name or end.short):
                        found.append(Match(first, last, short=not end.name))
                break
            child = node.children.get(token.norm)
            if child is None:
                break
            node = child
            if node.name or node.short:
                found.append(Match(first, last, short=not node.name))
        return found[::-1]
