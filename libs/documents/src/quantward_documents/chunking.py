"""Cutting documents into chunks that a reader can cite and a model can read.

Chunks follow the document's structure: a section heading (a line like "Prepared Remarks",
"Question-and-Answer Session", "Item 7. Management's Discussion…") starts a new section, and a
chunk never spans two sections; inside a section, paragraphs are packed up to a target size and
an over-long paragraph is split at sentence ends. Offsets are exact, and ids depend only on the
document and the passage, so chunking is deterministic.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from quantward_documents.model import Chunk, Document, chunk_id_for

TARGET_CHARS: Final = 900
MAX_CHARS: Final = 1600
_HEADING: Final = re.compile(
    r"^(?:#{1,6}\s+.+"
    r"|item\s+\d+(?:\.\d+)?[a-z]?\.?(?:\s.*)?"  # Item 7. / Item 2.02 Results of …
    r"|part\s+[ivx]+\b.*"
    # whole-line headings only: "Operator: our next question …" is a turn, not a section
    r"|(?:prepared remarks|question-and-answer session|questions and answers|q&a"
    r"|forward-looking statements|financial statements|balance sheet|risk factors"
    r"|exhibits?|signatures?)\s*:?)$",
    re.IGNORECASE,
)
_PARAGRAPH: Final = re.compile(r"\n\s*\n")
_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")


def _paragraphs(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each paragraph, whitespace at the edges excluded."""
    position = 0
    for match in [*_PARAGRAPH.finditer(text), None]:
        end = match.start() if match else len(text)
        raw = text[position:end]
        stripped = raw.strip()
        if stripped:
            left = position + (len(raw) - len(raw.lstrip()))
            yield left, left + len(stripped)
        if match:
            position = match.end()


def _sentences(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Sentence spans of text[start:end]; a sentence longer than MAX_CHARS is cut at spaces."""
    position = start
    for match in [*_SENTENCE_END.finditer(text, start, end), None]:
        stop = match.start() if match else end
        while stop - position > MAX_CHARS:
            cut = text.rfind(" ", position, position + MAX_CHARS)
            cut = cut if cut > position else position + MAX_CHARS
            yield position, cut
            position = _skip_spaces(text, cut, stop)
        if stop > position:
            yield position, stop
        if match:
            position = match.end()


def _pieces(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """A paragraph whole, or, when longer than MAX_CHARS, runs of its sentences."""
    if end - start <= MAX_CHARS:
        yield start, end
        return
    run: tuple[int, int] | None = None
    for s, e in _sentences(text, start, end):
        if run and e - run[0] > TARGET_CHARS:
            yield run
            run = None
        run = (run[0], e) if run else (s, e)
    if run:
        yield run


def _skip_spaces(text: str, position: int, limit: int) -> int:
    while position < limit and text[position].isspace():
        position += 1
    return position


def chunk_document(document: Document) -> list[Chunk]:
    """The chunks of a document, in order."""
    text = document.text
    spans: list[tuple[int, int, str]] = []
    section = ""
    current: list[tuple[int, int]] = []

    def flush() -> None:
        if current:
            spans.append((current[0][0], current[-1][1], section))
            current.clear()

    for p_start, p_end in _paragraphs(text):
        first_line = text[p_start:p_end].split("\n", 1)[0].strip()
        if len(first_line) <= 120 and _HEADING.match(first_line):
            flush()
            section = first_line.lstrip("#").strip()
        for s, e in _pieces(text, p_start, p_end):
            if current and e - current[0][0] > TARGET_CHARS:
                flush()
            current.append((s, e))
    flush()

    chunks = []
    for ordinal, (start, end, name) in enumerate(spans):
        passage = text[start:end]
        chunks.append(
            Chunk(
                chunk_id=chunk_id_for(document.document_id, passage),
                document_id=document.document_id,
                ordinal=ordinal,
                start=start,
                end=end,
                text=passage,
                section=name,
                title=document.title,
                type=document.type,
                entity_ids=document.entity_ids,
                published_at=document.published_at,
                fiscal_period=document.fiscal_period,
                source=document.source,
                synthetic=document.synthetic,
            )
        )
    return chunks
