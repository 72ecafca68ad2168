"""What every loader shares: the options a user gives, the errors a file can have, and the
shape a format's extractor hands back.

Extractors (one module per format) turn bytes into text, a title and, when the file carries one,
a publication date; they never build a `Document`, never tag entities and never touch the file
system. That keeps each format testable on bytes alone and leaves ids, metadata, tagging and the
rule "a bad file never stops the batch" in one place (`batch.py`).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import Any, Final

from pydantic import AwareDatetime, Field, field_validator, model_validator

from quantward_documents.model import (
    DocModel,
    Document,
    DocumentType,
    FiscalPeriod,
    document_id_for,
)

#: where users' documents come from unless they say otherwise; search allow-lists filter on it
DEFAULT_SOURCE: Final = "user:upload"
#: larger files are refused: a 50 MB PDF is several thousand pages, beyond what one document
#: should be, and reading it whole would hold the batch for minutes
MAX_BYTES_DEFAULT: Final = 50 * 1024 * 1024
#: titles are for lists and citations; a "title" longer than this is a paragraph, not a title
MAX_TITLE_CHARS: Final = 200
#: the namespace of loaded documents: `user:` then a name. Everything else (the shipped
#: `synthetic-corpus:…` sources, `prices`, `earnings-calendar`…) is written only by quantward,
#: so a loaded document can never pass as a shipped one (docs/operations/documents-and-search.md)
USER_SOURCE: Final = re.compile(r"^user:[a-z0-9][a-z0-9_\-.]{0,63}$")


def user_source(value: str) -> str:
    """`value` if it is a user source; else a ValueError saying what a user source looks like."""
    if USER_SOURCE.match(value):
        return value
    raise ValueError(
        f"{value!r} is not a user source: loaded documents go to a source of their own, "
        "'user:' then 1 to 64 lower-case letters, digits, '_', '-' or '.' (e.g. "
        "user:desk-notes); shipped sources (synthetic-corpus:…, prices, …) are written only by "
        "quantward"
    )


def versioned_document(fields: dict[str, Any], external: str) -> Document:
    """The `Document` of `fields` with an id for this exact version of it.

    A document's identity where it comes from (`source`, `external`) is its *key*
    (`metadata["document_key"]`); its id also covers everything a reader or a filter sees
    (title, type, publication time, fiscal period, language, url, text, given entities). So
    loading a changed file, or the same file with another `--published-at` or `--type`, makes
    a new version with new chunk ids instead of rewriting passages earlier runs cited; loading
    an unchanged one gives the same id again.
    """
    seen = {
        name: fields.get(name)
        for name in (
            "title",
            "type",
            "published_at",
            "fiscal_period",
            "language",
            "url",
            "text",
            "entity_ids",
        )
    }
    canonical = json.dumps(seen, sort_keys=True, default=str, ensure_ascii=False)
    version = hashlib.sha256(canonical.encode()).hexdigest()[:16]
    source = str(fields["source"])
    metadata = {
        **dict(fields.get("metadata") or {}),
        "document_key": document_id_for(source, external),
        "version": version,
    }
    return Document.model_validate(
        {
            **fields,
            "document_id": document_id_for(source, f"{external}\x00{version}"),
            "metadata": metadata,
        }
    )


class LoadOptions(DocModel):
    """What a user says about the files they load (the CLI's flags); defaults for every file.

    For text, Markdown, HTML and PDF files these are the document's metadata. A JSONL line says
    its own `type`, `published_at` and `title`; `source`, `fiscal_period` and `language` here are
    defaults for lines that do not say them, and `entity_ids` here come first on every document.
    """

    document_type: DocumentType = "other"
    published_at: AwareDatetime | None = Field(
        default=None,
        description="Overrides a date found in the file; required when the file has none.",
    )
    source: str = DEFAULT_SOURCE
    entity_ids: tuple[str, ...] = Field(
        default=(), description="Kept first, before the entities found by tagging."
    )
    fiscal_period: FiscalPeriod | None = None
    language: str = "en"
    base_dir: Path | None = Field(
        default=None,
        description=(
            "When set, a file's key derives from its path relative to this folder, so an edited "
            "file is a new version of the same document; otherwise from its content, so the "
            "same file loaded from anywhere gets the same id."
        ),
    )
    max_bytes: int = Field(default=MAX_BYTES_DEFAULT, gt=0)
    limit_advice: str = Field(
        default="raise LoadOptions.max_bytes",
        description="How the caller raises `max_bytes`, said in the too-large error (the CLI: "
        "its option and setting).",
    )

    @field_validator("source")
    @classmethod
    def _user_source(cls, value: str) -> str:
        return user_source(value)

    @model_validator(mode="after")
    def _document_rules(self) -> LoadOptions:
        # A bad source or entity id is the caller's mistake, not a file's: fail once, up front,
        # with the Document's own message, instead of once per file.
        Document(
            document_id=document_id_for(self.source, "options"),
            title="options",
            type=self.document_type,
            entity_ids=self.entity_ids,
            published_at=datetime(2000, 1, 1, tzinfo=UTC),
            source=self.source,
            synthetic=False,
            text="options",
        )
        return self


@dataclass(frozen=True, slots=True)
class FileError:
    """One problem with one file: where (file, line, field) and why, in words a person can act
    on. `line` is set for line-based formats (JSONL), `field` when one field is at fault."""

    file: str
    line: int | None
    field: str | None
    reason: str

    def __str__(self) -> str:
        where = [self.file]
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.field is not None:
            where.append(f"field {self.field}")
        return f"{', '.join(where)}: {self.reason}"


class LoaderError(Exception):
    """Raised by an extractor for a file it cannot turn into text; becomes a :class:`FileError`."""

    def __init__(self, reason: str, *, line: int | None = None, field: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.line = line
        self.field = field


@dataclass(slots=True)
class Extracted:
    """What a format extractor found in one file: normalised text and what the file says about
    itself. `published_at` is None when the file carries no date; `date_origin` names where it
    was found ("html meta article:published_time", "pdf CreationDate") for the metadata."""

    text: str
    title: str | None = None
    published_at: datetime | None = None
    date_origin: str | None = None
    encoding: str | None = None
    encoding_detected: bool = False
    metadata: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


_TRAILING_SPACE: Final = re.compile(r"[ \t\u00a0]+\n")
_MANY_BLANK_LINES: Final = re.compile(r"\n{3,}")
_CONTROL: Final = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def clean_text(text: str) -> str:
    """One newline convention, no control characters, at most one blank line in a row.

    Chunking splits paragraphs at blank lines and offsets index this exact text, so every format
    is brought to the same shape before it becomes a document. The form feed (page break) stays.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = _CONTROL.sub("", text)
    text = _TRAILING_SPACE.sub("\n", text + "\n")
    return _MANY_BLANK_LINES.sub("\n\n", text).strip()


def first_line_title(text: str) -> str | None:
    """The first non-empty line, if it is short enough to be a title (headlines usually are)."""
    for line in text.split("\n"):
        stripped = line.strip().lstrip("#").strip()
        if stripped:
            return stripped if len(stripped) <= MAX_TITLE_CHARS else None
    return None


def title_from_name(path: Path) -> str:
    """A readable title from a file name: "vw_q3-2024_release.pdf" → "vw q3 2024 release"."""
    return re.sub(r"[_\-\s]+", " ", path.stem).strip() or path.name


def parse_embedded_date(value: str) -> tuple[datetime, str | None] | None:
    """A date a file carries about itself (HTML meta, front matter), as an aware datetime.

    Accepts ISO 8601 (with or without time) and RFC 2822 ("Wed, 30 Oct 2024 07:00:00 +0100").
    A value without a time zone is taken as UTC and a date without a time as midnight UTC; the
    second element then says so, because point-in-time filters depend on it and the user should
    be able to see the assumption. None when the value is not a date at all.
    """
    value = value.strip()
    if not value:
        return None
    parsed: datetime | None = None
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        try:
            parsed = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            parsed = None
    if parsed is None:
        return None
    if parsed.tzinfo is None:
        kind = "date" if len(value) <= 10 else "time"
        return parsed.replace(
            tzinfo=UTC
        ), f"the file's {kind} {value!r} has no time zone; UTC assumed"
    return parsed, None
