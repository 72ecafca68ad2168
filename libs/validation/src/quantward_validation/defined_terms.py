"""Defined terms of formal documents, read where they are used.

A prospectus, an IMA, a methodology appendix or a term sheet defines a term once and uses it by
name everywhere else, often in another section or field: '"Leverage Limit" means 2.00x.' and
"Gross leverage shall not at any time exceed the Leverage Limit."; '"Calibration Period" means
the period from 3 January 2011 to 30 June 2018.' and "the factor loadings are estimated over the
Calibration Period". A reader of the use alone sees neither the bound nor the dates. One grammar
of defining serves two readers:

- `number_definitions`, `uses` and `written_out` keep offsets: a limit reader needs the span of
  a clause that states a bound, so a use is written out with where its meaning now lies;
- `definitions` and `resolved` work on sentences: a period reader keeps the definitions that
  state a period (`keep`), including a term given in brackets after what it names ('… from
  2 January 2012 through 31 August 2019 (the "Training Span")').

The drafting forms are those of the kind rather than of one document: a quoted term and a
defining verb ('"X" means …', '“X” shall mean …', '"X" refers to …', '"X" is defined as …'; for
sentences also '"X" is …', '"X": …'), an unquoted term of two or more capitalised words and a
strict defining verb ("Look-Back Sample means …"), and a bracketed term ('(hereinafter the
“Estimation Window”)').
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from quantward_validation.qualifiers import meaning_start
from quantward_validation.quantities import quantities

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
#: a definition anywhere in a clause whose meaning runs to the end of its sentence, the form a
#: limit is defined in ('"Issuer Limit" means ten per cent. (10%) of NAV.', "‘Permitted Range’
#: shall mean 90 to 110 per cent."); a term may hold brackets and ampersands ("Net Asset Value
#: (NAV)", "Cash & Equivalents")
_NUMBER_DEFINITION: Final = re.compile(
    rf"[{_OPEN_QUOTE}](?P<term>[A-Z][\w&/-]*(?:\s+[A-Z(][\w&/()-]*){{0,5}})[{_CLOSE_QUOTE}]\s*"
    # the meaning may be set off by a comma: '"X" means, at any time, …'
    rf"(?:,\s*)?{_STRICT_VERB}(?:\s*,\s*|\s+)"
    r"(?P<meaning>.+?)(?=\.\s+[A-Z]|\.?\s*$|;|\n)",
    re.DOTALL,
)
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


@dataclass(frozen=True)
class Definition:
    """A defined term whose meaning states a number, and where that meaning is written."""

    term: str
    meaning: str
    clause_id: str
    start: int
    end: int


@dataclass(frozen=True)
class Use:
    """Where a text uses a defined term ("the Leverage Limit"), and which term."""

    start: int
    end: int
    definition: Definition


def number_definitions(texts: Iterable[tuple[str, str]]) -> list[Definition]:
    """The definitions in (clause id, text) pairs whose meaning holds a number: only those can
    give a restriction that uses them a bound."""
    found: list[Definition] = []
    for clause_id, text in texts:
        for m in _NUMBER_DEFINITION.finditer(text):
            # a qualifier that opens the meaning ("at any time,", "subject to clause 4,") is no
            # part of the value a use of the term states
            written = m.group("meaning")
            written = written[meaning_start(written) :]
            meaning = written.strip()
            if next(quantities(meaning), None) is None:
                continue  # "Business Day" means a day on which banks are open
            start = m.end("meaning") - len(written) + written.index(meaning)
            found.append(
                Definition(m.group("term"), meaning, clause_id, start, start + len(meaning))
            )
    return found


def uses(text: str, known: Iterable[Definition]) -> Iterator[Use]:
    """Every place `text` uses one of the known terms, with its article ("the Issuer Limit");
    the term inside its own quotes (where it is defined) is no use of it."""
    for definition in known:
        pattern = re.compile(
            rf"(?<![{_OPEN_QUOTE}\w])(?:(?:the|The)\s+)?{re.escape(definition.term)}"
            rf"(?![{_CLOSE_QUOTE}\w])"
        )
        for m in pattern.finditer(text):
            yield Use(m.start(), m.end(), definition)


def written_out(text: str, found: list[Use]) -> tuple[str, list[tuple[int, int, Use]]]:
    """`text` with each use replaced by its term's meaning, and where each meaning now lies."""
    parts: list[str] = []
    placed: list[tuple[int, int, Use]] = []
    last = 0
    length = 0
    for use in sorted(found, key=lambda u: u.start):
        if use.start < last:
            continue  # overlapping uses of two terms: the first one read
        parts.append(text[last : use.start])
        length += use.start - last
        meaning = use.definition.meaning
        placed.append((length, length + len(meaning), use))
        parts.append(meaning)
        length += len(meaning)
        last = use.end
    parts.append(text[last:])
    return "".join(parts), placed


__all__ = [
    "Definition",
    "Use",
    "definitions",
    "number_definitions",
    "resolved",
    "uses",
    "written_out",
]
