"""Documents and their chunks: what search indexes and what a citation points into.

A chunk's id is derived from its document and its exact text, so re-chunking an unchanged
document gives the same ids and a citation stays valid; its character offsets locate it in the
document (`document.text[chunk.start:chunk.end] == chunk.text`), so a reader clicking a citation
lands on the passage. Chunks repeat the document fields search filters on (entities, type,
publication time, source, synthetic), because an index filters chunks, not documents.
"""

from __future__ import annotations

import hashlib
import re
from datetime import date, datetime
from typing import Final, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, field_validator, model_validator

DocumentType = Literal["transcript", "10-K", "10-Q", "8-K", "news", "broker_note", "other"]
DOCUMENT_TYPES: Final[tuple[DocumentType, ...]] = (
    "transcript",
    "10-K",
    "10-Q",
    "8-K",
    "news",
    "broker_note",
    "other",
)
_DOCUMENT_ID: Final = re.compile(r"^doc_[a-z0-9][a-z0-9_\-.]{2,127}$")
_ENTITY_ID: Final = re.compile(r"^ent_[a-z0-9][a-z0-9_]{1,127}$")
_SOURCE: Final = re.compile(r"^[a-z0-9][a-z0-9_\-.:/]{0,127}$")


class DocModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class FiscalPeriod(DocModel):
    """The fiscal period a document reports on: a quarter, or the whole year (quarter None)."""

    fiscal_year: int = Field(ge=1900, le=2200)
    fiscal_quarter: int | None = Field(default=None, ge=1, le=4)

    def label(self) -> str:
        return f"FY{self.fiscal_year}" + (f" Q{self.fiscal_quarter}" if self.fiscal_quarter else "")


def document_id_for(source: str, external_id: str) -> str:
    """A stable document id from where the document comes from and its id there."""
    digest = hashlib.sha256(f"{source}\x00{external_id}".encode()).hexdigest()[:24]
    return f"doc_{digest}"


class Document(DocModel):
    """A document a run may read: its text and what search filters on."""

    document_id: str
    title: str = Field(min_length=1)
    type: DocumentType
    entity_ids: tuple[str, ...] = ()
    published_at: AwareDatetime
    fiscal_period: FiscalPeriod | None = None
    source: str = Field(description="Where it comes from; allow-lists filter on this.")
    synthetic: bool = Field(description="True for generated documents; said in every answer.")
    language: str = "en"
    url: str | None = None
    text: str = Field(min_length=1)
    metadata: dict[str, str] = Field(default_factory=dict)

    @field_validator("document_id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not _DOCUMENT_ID.match(value):
            raise ValueError(f"{value!r} is not a document id like 'doc_…'")
        return value

    @field_validator("entity_ids")
    @classmethod
    def _entities(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for entity_id in value:
            if not _ENTITY_ID.match(entity_id):
                raise ValueError(f"{entity_id!r} is not an entity id like 'ent_volkswagen'")
        return tuple(dict.fromkeys(value))

    @field_validator("source")
    @classmethod
    def _source(cls, value: str) -> str:
        if not _SOURCE.match(value):
            raise ValueError(
                f"{value!r} is not a source name (lower-case letters, digits, '_-.:/'), "
                "e.g. 'synthetic-corpus' or 'user:research-notes'"
            )
        return value

    @property
    def published_on(self) -> date:
        return self.published_at.date()


def chunk_id_for(document_id: str, text: str) -> str:
    """Content-derived: the same passage of the same document always gets the same id."""
    digest = hashlib.sha256(f"{document_id}\x00{text}".encode()).hexdigest()[:24]
    return f"chk_{digest}"


class Chunk(DocModel):
    """A passage of a document, with its place in it and the document's filter fields."""

    chunk_id: str
    document_id: str
    ordinal: int = Field(ge=0, description="Position among the document's chunks.")
    start: int = Field(ge=0, description="Offset of the first character in the document text.")
    end: int = Field(description="Offset after the last character (exclusive).")
    text: str = Field(min_length=1)
    section: str = Field(default="", description="e.g. 'Prepared remarks', 'Q&A', 'Item 7'.")
    title: str
    type: DocumentType
    entity_ids: tuple[str, ...] = ()
    published_at: AwareDatetime
    fiscal_period: FiscalPeriod | None = None
    source: str
    synthetic: bool

    @model_validator(mode="after")
    def _span(self) -> Chunk:
        if self.end - self.start != len(self.text):
            raise ValueError(
                f"chunk {self.chunk_id}: offsets {self.start}..{self.end} do not span its "
                f"{len(self.text)} characters"
            )
        return self


def published(value: datetime) -> datetime:
    """Refuse naive datetimes early: point-in-time filters need a time zone."""
    if value.tzinfo is None:
        raise ValueError("publication times must carry a time zone")
    return value
