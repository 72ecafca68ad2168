"""The answer's citations, taken from what the researchers grounded; no grounding of its own.

A researcher grounds its answer against what it retrieved and returns the citations with it;
the grounder checks every draft independently before release. The orchestrator composes from
the researchers' answers and keeps their marks, so numbering a draft's marks is a look-up in the
citations they returned: a mark no researcher returned is reported at once (the draft is
repaired without waiting for the grounder, which would hold it hoping the source turns up).
Only that look-up lives here: the marks are scanned, numbered and rejected by grounding's own
scanner, so a draft's text and numbers are exactly what grounding the same text would give.
Pure: text and citations in, numbered text and citations out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from quantward_contracts.values import Citation
from quantward_grounding import CitationTarget, Rejected, ground
from quantward_grounding.marks import Ref


@dataclass
class Cited:
    """A draft with its marks as numbers `[n]`, its citations, and the marks that were unknown
    (each a mark or one reference of it, with why)."""

    text: str
    citations: list[Citation] = field(default_factory=list)
    unknown: list[Rejected] = field(default_factory=list)


class _Book:
    """The researchers' citations, by the reference that names them: a grounding resolver."""

    def __init__(self, returned: Iterable[Citation]) -> None:
        self.by_ref: dict[tuple[str, str | None], CitationTarget] = {}
        self.by_chunk: dict[str, list[CitationTarget]] = {}
        for citation in returned:
            target = self.by_ref.setdefault(
                (citation.source_id, citation.chunk_id), CitationTarget.of(citation)
            )
            if target.chunk_id is not None:
                holders = self.by_chunk.setdefault(target.chunk_id, [])
                if all(h.source_id != target.source_id for h in holders):
                    holders.append(target)

    def __call__(self, ref: Ref) -> CitationTarget | str:
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
    grounded = ground(_Book(returned), text)
    return Cited(grounded.text, grounded.citations, grounded.rejected)
