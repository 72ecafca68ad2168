"""Defined terms of legal drafting: a limit stated as a term one place defines and another uses.

A prospectus or an IMA often defines a number in one field ('"Leverage Limit" means 2.00x.') and
states the restriction in another ("Gross leverage shall not at any time exceed the Leverage
Limit."): neither says the bound alone. The definition gives the value, the use gives the
subject and the side. This module finds the definitions whose meaning holds a number and the
places a text uses them, and writes the use out with its meaning so a limit reader can read the
restriction as if the number were written in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Final

from quantward_validation.quantities import quantities

#: a definition: the term in quotes (straight or curly), then the verb of defining, then its
#: meaning up to the end of the sentence ('"Issuer Limit" means ten per cent. (10%) of NAV.',
#: "‘Permitted Range’ shall mean 90 to 110 per cent.")
_DEFINITION: Final = re.compile(
    r"[\"“‘'](?P<term>[A-Z][\w&/-]*(?:\s+[A-Z(][\w&/()-]*){0,5})[\"”’']\s*"
    r"(?:,\s*)?(?:means|shall\s+mean|is\s+defined\s+as|refers\s+to|denotes)\s+"
    r"(?P<meaning>.+?)(?=\.\s+[A-Z]|\.?\s*$|;|\n)",
    re.DOTALL,
)


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


def definitions(texts: Iterable[tuple[str, str]]) -> list[Definition]:
    """The definitions in (clause id, text) pairs whose meaning holds a number: only those can
    give a restriction that uses them a bound."""
    found: list[Definition] = []
    for clause_id, text in texts:
        for m in _DEFINITION.finditer(text):
            meaning = m.group("meaning").strip()
            if next(quantities(meaning), None) is None:
                continue  # "Business Day" means a day on which banks are open
            start = m.start("meaning") + m.group("meaning").index(meaning)
            found.append(
                Definition(m.group("term"), meaning, clause_id, start, start + len(meaning))
            )
    return found


def uses(text: str, known: Iterable[Definition]) -> Iterator[Use]:
    """Every place `text` uses one of the known terms, with its article ("the Issuer Limit");
    the term inside its own quotes (where it is defined) is no use of it."""
    for definition in known:
        pattern = re.compile(
            rf"(?<![\"“‘'\w])(?:(?:the|The)\s+)?{re.escape(definition.term)}(?![\"”’'\w])"
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


__all__ = ["Definition", "Use", "definitions", "uses", "written_out"]
