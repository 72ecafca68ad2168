"""Chunking: exact offsets, stable ids, sections respected, sizes bounded."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from quantward_documents.chunking import MAX_CHARS, chunk_document
from quantward_documents.model import Document, document_id_for

TRANSCRIPT = (
    """Acme Corp Q3 FY2022 Earnings Call

Prepared Remarks

Jane Doe, CFO: Revenue grew 12% to $4.1 billion. """
    + ("Margins held up well. " * 80)
    + """

We now expect full-year revenue at the lower end of our range.

Question-and-Answer Session

Analyst, Big Bank: Can you talk about inventory?

John Roe, CEO: Inventory rose 9% as we built ahead of the holiday season.
"""
)


def document(text: str) -> Document:
    return Document(
        document_id=document_id_for("test", "acme-q3"),
        title="Acme Q3 call",
        type="transcript",
        entity_ids=("ent_acme",),
        published_at=datetime(2022, 10, 27, 21, 0, tzinfo=UTC),
        source="test",
        synthetic=True,
        text=text,
    )


def test_offsets_are_exact_and_sections_are_kept_apart() -> None:
    doc = document(TRANSCRIPT)
    chunks = chunk_document(doc)
    for c in chunks:
        assert doc.text[c.start : c.end] == c.text
        assert len(c.text) <= MAX_CHARS
        assert c.entity_ids == ("ent_acme",)
    sections = [c.section for c in chunks]
    assert sections[0] == ""
    assert "Prepared Remarks" in sections
    assert sections[-1] == "Question-and-Answer Session"
    qa = [c for c in chunks if c.section == "Question-and-Answer Session"]
    assert all("Margins" not in c.text for c in qa)
    assert [c.ordinal for c in chunks] == list(range(len(chunks)))


def test_ids_are_content_derived_and_stable() -> None:
    first = chunk_document(document(TRANSCRIPT))
    again = chunk_document(document(TRANSCRIPT))
    assert [c.chunk_id for c in first] == [c.chunk_id for c in again]
    edited = chunk_document(document(TRANSCRIPT.replace("inventory?", "pricing?")))
    changed = {c.chunk_id for c in first} ^ {c.chunk_id for c in edited}
    assert len(changed) == 2  # only the chunk holding the edit changes id


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from("abc XY.\n!?,"), min_size=1, max_size=6000))
def test_any_text_is_covered_without_overlap(text: str) -> None:
    if not text.strip():
        return
    chunks = chunk_document(document(text))
    assert chunks
    previous_end = 0
    for c in chunks:
        assert text[c.start : c.end] == c.text
        assert c.start >= previous_end
        assert len(c.text) <= MAX_CHARS
        previous_end = c.end
    covered = "".join(text[c.start : c.end] for c in chunks)
    assert "".join(covered.split()) == "".join(text.split())
