"""Defined terms, as formal documents define them, read where they are used.

A prospectus, a methodology appendix or a term sheet defines a term once and uses it by name
everywhere else, often in another section or field: '"Calibration Period" means the period from
3 January 2011 to 30 June 2018.' and, elsewhere, "the factor loadings are estimated over the
Calibration Period". A reader of the use alone sees no dates. `definitions` collects the terms
a text defines, in the drafting forms of the kind rather than of one document:

- a quoted term and a defining verb: '"X" means …', '“X” shall mean …', '"X" refers to …',
  '"X" is defined as …', '"X" is …', '"X": …';
- an unquoted term of two or more capitalised words and a strict defining verb ("Look-Back
  Sample means …", "Test Period shall mean …");
- a term given in brackets after what it names: '… from 2 January 2012 through 31 August 2019
  (the "Training Span")', '(hereinafter the “Estimation Window”)'.

`resolved` writes each use of a term (not its definition) as what it stands for, so the same
grammar reads "estimated over the period from 3 January 2011 to 30 June 2018". What counts as a
definiens worth keeping is the caller's (`keep`): a period reader keeps the definitions that
state a period.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Final

_OPEN_QUOTE: Final = "\"“'‘"
_CLOSE_QUOTE: Final = "\"”'’"
#: a term as drafters capitalise it: one to five words, each starting with a capital
_TERM: Final = r"[A-Z][\w’'-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w’'-]*){0,4}"
_QUOTED_TERM: Final = rf"[{_OPEN_QUOTE}](?P<term>{_TERM})[{_CLOSE_QUOTE}]"
#: the verbs that define; a quoted term may be defined by a looser one ("is", a colon)
_STRICT_VERB: Final = (
    r"(?:means|shall\s+mean|shall\s+have\s+the\s+meaning\s+of|is\s+defined\s+as|"
    r"shall\s+be\s+defined\s+as|refers\s+to|shall\s+refer\s+to|denotes|shall\s+denote)"
)
_QUOTED_DEFINITION: Final = re.compile(
    rf"(?:^|(?<=[\s(]))(?:the\s+)?{_QUOTED_TERM}\s*(?:{_STRICT_VERB}|is|shall\s+be|:|=)\s*"
    r"(?P<what>\S.*?)\s*[.;]?$"
)
_PLAIN_DEFINITION: Final = re.compile(
    rf"(?:^|(?<=\s))(?P<term>[A-Z][\w’'-]*(?:\s+[A-Z][\w’'-]*){{1,4}})\s+{_STRICT_VERB}\s+"
    r"(?P<what>\S.*?)\s*[.;]?$"
)
#: a term in brackets after what it names: '(the "Training Span")', '(hereinafter "X")'
_BRACKETED: Final = re.compile(
    rf"\(\s*(?:hereinafter\s+|each\s+a\s+|together\s+)?(?:(?:referred\s+to\s+as|called)\s+)?"
    rf"(?:the\s+|a\s+|an\s+)?{_QUOTED_TERM}\s*\)"
)
#: how far before the brackets what they name may end ("… 2019 inclusive (the "X")")
_BRACKET_REACH: Final = 24
#: a term defined as another defined term is not followed further than this
_MAX_DEPTH: Final = 3


def _named_before(
    sentence: str, bracket: int, find: Callable[[str], list[tuple[int, int]]]
) -> str | None:
    """What a bracketed term names: the last span `find` reads in the sentence before the
    bracket that ends close to it."""
    spans = [(a, b) for a, b in find(sentence[:bracket]) if bracket - b <= _BRACKET_REACH]
    if not spans:
        return None
    a, b = spans[-1]
    return sentence[a:b]


def definitions(
    sentences: Iterable[str],
    keep: Callable[[str], bool],
    find: Callable[[str], list[tuple[int, int]]],
) -> dict[str, str]:
    """The terms the sentences define, each with what it stands for, for the definitions
    whose definiens `keep` accepts; a bracketed term stands for the span `find` reads right
    before its brackets. A term defined twice keeps its first definition."""
    found: dict[str, str] = {}
    for sentence in sentences:
        for pattern in (_QUOTED_DEFINITION, _PLAIN_DEFINITION):
            m = pattern.search(sentence)
            if m is not None and keep(m.group("what")):
                found.setdefault(m.group("term"), m.group("what"))
                break
        for m in _BRACKETED.finditer(sentence):
            named = _named_before(sentence, m.start(), find)
            if named is not None and keep(named):
                found.setdefault(m.group("term"), named)
    return found


def _use(term: str) -> re.Pattern[str]:
    """A use of a term: with its article, not in quotes (its definition); a term of one word
    only as capitalised, one of several words in any case ("the calibration period")."""
    flags = re.IGNORECASE if re.search(r"\s", term) else 0
    words = r"\s+".join(re.escape(w) for w in term.split())
    return re.compile(
        rf"(?<![{_OPEN_QUOTE}\w])(?:(?i:the|its|their|our|this|that)\s+)?{words}"
        rf"(?![{_CLOSE_QUOTE}\w])(?!\s*{_STRICT_VERB})",
        flags,
    )


def _constant(text: str) -> Callable[[re.Match[str]], str]:
    """A replacement that writes `text` as it is (no group references)."""
    return lambda _m: text


def resolved(sentence: str, terms: dict[str, str]) -> str:
    """The sentence with every use of a defined term written as what the term stands for
    (longest terms first; a definiens naming another term is resolved in turn)."""
    for _ in range(_MAX_DEPTH):
        before = sentence
        for term in sorted(terms, key=len, reverse=True):
            sentence = _use(term).sub(_constant(terms[term]), sentence)
        if sentence == before:
            break
    return sentence


__all__ = ["definitions", "resolved"]
