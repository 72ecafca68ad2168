"""Turning citation marks into citations while the answer streams.

The model's output arrives in deltas; marks can be split across them ("[[src_0" … "1ab#chk"
… "_9]]"). `CitationStream` passes prose through at once, holds only a possible mark until its
closing brackets, and then either emits numbered citations or a rejection. What a reference
stands for is a `Resolver`'s answer: by default a source registered in this run (own, adopted,
or inherited), but a caller holding citations already grounded elsewhere (the orchestrator
with its researchers') plugs in a look-up in those, so scanning, numbering and the rejection
rules exist once. Anything a resolver refuses is rejected with the reason and never becomes a
citation, and a draft with a rejection fails validation. The cost is linear in the text and
independent of how it is split.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Final, TypeAlias

from quantward_contracts.values import Citation
from quantward_grounding.marks import CLOSE, MAX_MARK_LENGTH, OPEN, Ref, parse_mark
from quantward_grounding.registry import SourceRegistry
from quantward_grounding.sources import Source

QUOTE_LIMIT: Final = 600


@dataclass(frozen=True, slots=True)
class CitationTarget:
    """What one reference of a mark cites; the scanner adds the mark as written and the number
    by first use in this text, building each `Citation` once."""

    source_id: str
    chunk_id: str | None
    quote: str
    title: str
    published: date | None
    synthetic: bool

    @classmethod
    def of(cls, citation: Citation) -> CitationTarget:
        """The target of a citation made for another text (its mark and number dropped)."""
        return cls(
            citation.source_id,
            citation.chunk_id,
            citation.quote,
            citation.title,
            citation.published,
            citation.synthetic,
        )


#: What one reference of a mark stands for: its target, or why it cannot be cited.
Resolver: TypeAlias = Callable[[Ref], CitationTarget | str]


@dataclass(frozen=True, slots=True)
class Rejected:
    """A mark (or one ref of it) that did not become a citation, and why."""

    mark: str
    reason: str


@dataclass(frozen=True, slots=True)
class Piece:
    """What the stream emits: prose, a citation marker to render, or a rejection."""

    text: str
    citations: tuple[Citation, ...] = ()
    rejected: tuple[Rejected, ...] = ()


@dataclass
class GroundedText:
    """The finished answer: text with [n] markers, its citations, and what was rejected."""

    text: str
    citations: list[Citation] = field(default_factory=list)
    rejected: list[Rejected] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        """A draft with any rejected mark fails validation: it claimed an unread source."""
        return not self.rejected


@dataclass(frozen=True, slots=True)
class RegistryResolver:
    """The default resolver: a reference cites only a source registered in `registry`'s run,
    so a model cannot cite what it never retrieved (or what another run retrieved)."""

    registry: SourceRegistry

    def __call__(self, ref: Ref) -> CitationTarget | str:
        found = self._find(ref)
        if isinstance(found, str):
            return found
        source, chunk_id = found
        passage = source.passage(chunk_id) if chunk_id else None
        quote = passage.text if passage else source.content
        return CitationTarget(
            source.source_id,
            chunk_id,
            quote[:QUOTE_LIMIT],
            source.title,
            source.published,
            source.synthetic,
        )

    def _find(self, ref: Ref) -> tuple[Source, str | None] | str:
        if ref.source_id is None:
            assert ref.chunk_id is not None
            holders = self.registry.sources_with_chunk(ref.chunk_id)
            if len(holders) != 1:
                why = "no source of this run holds it" if not holders else "several sources hold it"
                return f"passage {ref.chunk_id}: {why}"
            source = self.registry.get(holders[0])
            assert source is not None
            return source, ref.chunk_id
        source = self.registry.get(ref.source_id)
        if source is None:
            return f"{ref.source_id} was not registered in run {self.registry.run_id}"
        if ref.chunk_id is not None and source.passage(ref.chunk_id) is None:
            return f"{ref.source_id} has no passage {ref.chunk_id}"
        return source, ref.chunk_id


class CitationStream:
    """Feed model output deltas; get prose and citations back as soon as they are certain."""

    def __init__(self, lookup: SourceRegistry | Resolver) -> None:
        """`lookup` is a run's registry (resolved by `RegistryResolver`) or any `Resolver`."""
        self._resolve: Resolver = (
            RegistryResolver(lookup) if isinstance(lookup, SourceRegistry) else lookup
        )
        self._pending = ""
        self._numbers: dict[tuple[str, str | None], int] = {}
        self._result = GroundedText(text="")
        self._parts: list[str] = []  # joined once in result(): no quadratic string growth

    # --- streaming ------------------------------------------------------------------------------

    def feed(self, delta: str) -> list[Piece]:
        """Process the next delta; returns what can be emitted now."""
        if not self._pending and "[" not in delta:
            return [self._prose(delta)] if delta else []  # plain prose: the common case
        self._pending += delta
        return self._drain(final=False)

    def close(self) -> list[Piece]:
        """End of the stream: a mark left open is rejected, the rest emitted."""
        return self._drain(final=True)

    def result(self) -> GroundedText:
        self._result.text = "".join(self._parts)
        return self._result

    def _drain(self, *, final: bool) -> list[Piece]:
        pieces: list[Piece] = []
        text = self._pending
        position = 0
        while position < len(text):
            opening = text.find(OPEN, position)
            if opening < 0:
                # Keep a trailing "[" back: it may begin a mark in the next delta.
                end = len(text) - 1 if (not final and text.endswith("[")) else len(text)
                if end > position:
                    pieces.append(self._prose(text[position:end]))
                position = end
                break
            if opening > position:
                pieces.append(self._prose(text[position:opening]))
            closing = text.find(CLOSE, opening + len(OPEN))
            if closing < 0:
                if final or len(text) - opening > MAX_MARK_LENGTH:
                    broken = text[opening:]
                    pieces.append(self._reject(broken, "mark is not closed with ]]"))
                    position = len(text)
                else:
                    position = opening
                break
            body = text[opening + len(OPEN) : closing]
            pieces.append(self._mark(text[opening : closing + len(CLOSE)], body))
            position = closing + len(CLOSE)
        self._pending = text[position:]
        return [p for p in pieces if p.text or p.citations or p.rejected]

    # --- pieces ---------------------------------------------------------------------------------

    def _prose(self, text: str) -> Piece:
        self._parts.append(text)
        return Piece(text)

    def _reject(self, mark: str, reason: str) -> Piece:
        rejected = Rejected(mark, reason)
        self._result.rejected.append(rejected)
        return Piece("", rejected=(rejected,))

    def _mark(self, mark: str, body: str) -> Piece:
        refs = parse_mark(body)
        if isinstance(refs, str):
            return self._reject(mark, refs)
        citations: list[Citation] = []
        rejected: list[Rejected] = []
        for ref in refs:
            outcome = self._resolve(ref)
            if isinstance(outcome, str):
                rejected.append(Rejected(ref.raw, outcome))
            else:
                citations.append(self._cite(ref, outcome))
        self._result.rejected.extend(rejected)
        rendered = "".join(f"[{c.number}]" for c in citations)
        self._parts.append(rendered)
        return Piece(rendered, tuple(citations), tuple(rejected))

    def _cite(self, ref: Ref, found: CitationTarget) -> Citation:
        key = (found.source_id, found.chunk_id)
        number = self._numbers.get(key)
        new = number is None
        if number is None:
            number = self._numbers[key] = len(self._numbers) + 1
        citation = Citation(
            mark=f"{OPEN}{ref.raw}{CLOSE}",
            number=number,
            source_id=found.source_id,
            chunk_id=found.chunk_id,
            quote=found.quote,
            title=found.title,
            published=found.published,
            synthetic=found.synthetic,
        )
        if new:
            self._result.citations.append(citation)
        return citation


def ground(lookup: SourceRegistry | Resolver, text: str) -> GroundedText:
    """Resolve every mark of a complete text (the non-streaming path, same rules)."""
    stream = CitationStream(lookup)
    stream.feed(text)
    stream.close()
    return stream.result()
