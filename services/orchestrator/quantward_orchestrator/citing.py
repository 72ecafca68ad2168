"""The answer's citations, taken from what the researchers grounded; no grounding of its own.

A researcher grounds its answer against what it retrieved and returns the citations with it;
the grounder checks every draft independently before release. The orchestrator composes from
the researchers' answers and keeps their marks, so numbering a draft's marks is a look-up in the
citations they returned: a mark no researcher returned is reported at once (the draft is
repaired without waiting for the grounder, which would hold it hoping the source turns up).
Pure: text and citations in, numbered text and citations out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from quantward_contracts.values import Citation
from quantward_grounding.marks import CLOSE, OPEN, Ref, parse_mark


@dataclass(frozen=True)
class Unknown:
    """A mark (or one reference of it) that is not among the researchers' citations, and why."""

    mark: str
    reason: str


@dataclass
class Cited:
    """A draft with its marks as numbers `[n]`, its citations, and the marks that were unknown."""

    text: str
    citations: list[Citation] = field(default_factory=list)
    unknown: list[Unknown] = field(default_factory=list)


class _Book:
    """The researchers' citations, by the reference that names them."""

    def __init__(self, returned: Iterable[Citation]) -> None:
        self.by_ref: dict[tuple[str, str | None], Citation] = {}
        self.by_chunk: dict[str, list[Citation]] = {}
        for citation in returned:
            self.by_ref.setdefault((citation.source_id, citation.chunk_id), citation)
            if citation.chunk_id is not None:
                holders = self.by_chunk.setdefault(citation.chunk_id, [])
                if all(h.source_id != citation.source_id for h in holders):
                    holders.append(citation)

    def find(self, ref: Ref) -> Citation | str:
        if ref.source_id is None:
            assert ref.chunk_id is not None
            holders = self.by_chunk.get(ref.chunk_id, [])
            if len(holders) != 1:
                why = "no researcher cited it" if not holders else "several sources hold it"
                return f"passage {ref.chunk_id}: {why}"
            return holders[0]
        found = self.by_ref.get((ref.source_id, ref.chunk_id))
        if found is None:
            return f"{ref.raw} is not among the citations the researchers returned"
        return found


def cite(text: str, returned: Iterable[Citation]) -> Cited:
    """Number `text`'s marks in order of first use, each from the researcher's citation."""
    book = _Book(returned)
    numbers: dict[tuple[str, str | None], int] = {}
    result = Cited(text="")
    parts: list[str] = []
    position = 0
    while position < len(text):
        opening = text.find(OPEN, position)
        if opening < 0:
            parts.append(text[position:])
            break
        parts.append(text[position:opening])
        closing = text.find(CLOSE, opening + len(OPEN))
        if closing < 0:
            result.unknown.append(Unknown(text[opening:], "mark is not closed with ]]"))
            break
        body = text[opening + len(OPEN) : closing]
        position = closing + len(CLOSE)
        refs = parse_mark(body)
        if isinstance(refs, str):
            result.unknown.append(Unknown(text[opening:position], refs))
            continue
        rendered = []
        for ref in refs:
            found = book.find(ref)
            if isinstance(found, str):
                result.unknown.append(Unknown(ref.raw, found))
                continue
            key = (found.source_id, found.chunk_id)
            number = numbers.get(key)
            if number is None:
                number = numbers[key] = len(numbers) + 1
                result.citations.append(
                    found.model_copy(update={"mark": f"{OPEN}{ref.raw}{CLOSE}", "number": number})
                )
            rendered.append(f"[{number}]")
        parts.append("".join(rendered))
    result.text = "".join(parts)
    return result
