"""JSONL (`.jsonl`): one document per line, for users who export documents from elsewhere.

Fields of a line (`?` = optional):

- `title`, `text`: non-empty strings
- `type`: one of transcript, 10-K, 10-Q, 8-K, news, broker_note, other
- `published_at`: ISO 8601 date-time *with* a time zone (`2024-10-30T07:00:00+01:00`, `…Z`);
  a date alone or a naive time is refused, because a point-in-time filter on a guessed time zone
  can let a document through a day early
- `entity_ids?`: `ent_…` ids, kept first (before the entities found by tagging)
- `source?` (default: the load options'; a user source `user:<name>`, never a shipped one),
  `fiscal_year?`, `fiscal_quarter?` (1–4, needs
  `fiscal_year`), `url?`, `language?`, `metadata?` (an object of strings)
- `id?`: the document's id where it comes from. With the source it is the document's key
  (`metadata["document_key"] = document_id_for(source, id)`); the quantward id also covers the
  version (see `base.versioned_document`), and an id that looks like a quantward `doc_…` id is
  hashed like any other, so a line can never take over an existing document. Without an id
  the key derives from the title, text and publication time, so re-loading an unchanged line
  gives the same document.

Each line stands alone: a bad line is reported with its line number, field and reason, and the
good lines of the same file still load (unlike reference data, documents do not refer to each
other, so there is nothing a bad line could leave inconsistent). A field that is not one of the
above is an error, not ignored: a misspelt `published` would otherwise vanish silently.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Final

from pydantic import Field, ValidationError, field_validator, model_validator

from quantward_documents.loaders.base import FileError, clean_text
from quantward_documents.loaders.encoding import Decoded, decode
from quantward_documents.model import DOCUMENT_TYPES, DocModel, DocumentType

_EXAMPLE_TIME: Final = "2024-10-30T07:00:00+01:00"


def parse_published_at(value: object) -> datetime:
    """An aware datetime from an ISO 8601 string; the errors say what a correct value looks like."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.strip())
        except ValueError:
            raise ValueError(
                f"{value!r} is not an ISO 8601 date-time; write e.g. {_EXAMPLE_TIME!r}"
            ) from None
    else:
        raise ValueError(f"must be an ISO 8601 date-time string like {_EXAMPLE_TIME!r}")
    if parsed.tzinfo is None:
        what = "a time and a time zone" if len(str(value).strip()) <= 10 else "a time zone"
        raise ValueError(
            f"{value!r} needs {what} (point-in-time filters depend on it); "
            f"write e.g. {_EXAMPLE_TIME!r} or '…Z' for UTC"
        )
    return parsed


class JsonlLine(DocModel):
    """One line of a documents JSONL file, validated field by field."""

    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    type: DocumentType
    published_at: datetime
    entity_ids: tuple[str, ...] = ()
    source: str | None = None
    fiscal_year: int | None = Field(default=None, ge=1900, le=2200)
    fiscal_quarter: int | None = Field(default=None, ge=1, le=4)
    url: str | None = None
    id: str | int | None = None
    language: str | None = None
    metadata: dict[str, str] = Field(default_factory=dict)

    @field_validator("published_at", mode="before")
    @classmethod
    def _published_at(cls, value: object) -> datetime:
        return parse_published_at(value)

    @field_validator("title", "text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("is empty")
        return value

    @model_validator(mode="after")
    def _quarter_needs_year(self) -> JsonlLine:
        if self.fiscal_quarter is not None and self.fiscal_year is None:
            raise ValueError("fiscal_quarter needs fiscal_year too")
        return self

    def external_id(self) -> str:
        """The document's id where it comes from: its `id`, else a hash of what it says."""
        if self.id is not None:
            return str(self.id)
        digest = hashlib.sha256(
            "\x00".join((self.title, self.text, self.published_at.isoformat())).encode()
        ).hexdigest()
        return f"sha256:{digest}"


FIELDS: Final = tuple(JsonlLine.model_fields)
_REQUIRED: Final = tuple(name for name, f in JsonlLine.model_fields.items() if f.is_required())


@dataclass(frozen=True, slots=True)
class JsonlEntry:
    line: int
    fields: JsonlLine


@dataclass(frozen=True, slots=True)
class JsonlFile:
    entries: tuple[JsonlEntry, ...]
    errors: tuple[FileError, ...]
    decoded: Decoded


def errors_of(file: str, line: int | None, exc: ValidationError) -> list[FileError]:
    """Pydantic's errors as :class:`FileError` s naming the field, in a person's words."""
    found: list[FileError] = []
    for error in exc.errors():
        loc = [str(part) for part in error.get("loc", ()) if not isinstance(part, int)]
        field = loc[0] if loc else None
        kind = error.get("type", "")
        if kind == "missing":
            reason = f"required (a line needs {', '.join(_REQUIRED)})"
        elif kind == "extra_forbidden":
            reason = f"not a document field; the fields are {', '.join(FIELDS)}"
        elif kind == "literal_error":
            reason = f"must be one of {', '.join(DOCUMENT_TYPES)}, got {error.get('input')!r}"
        else:
            reason = str(error.get("msg", "invalid")).removeprefix("Value error, ")
        found.append(FileError(file, line, field, reason))
    return found


def parse_jsonl(file: str, data: bytes) -> JsonlFile:
    """Every line validated; good lines as entries, bad ones as errors (blank lines skipped)."""
    decoded = decode(data)
    entries: list[JsonlEntry] = []
    errors: list[FileError] = []
    first_line_of: dict[str, int] = {}
    for number, raw in enumerate(decoded.text.split("\n"), start=1):
        if not raw.strip():
            continue
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError as exc:
            errors.append(
                FileError(file, number, None, f"not valid JSON: {exc.msg} at column {exc.colno}")
            )
            continue
        if not isinstance(value, dict):
            errors.append(FileError(file, number, None, "a line must be a JSON object"))
            continue
        try:
            fields = JsonlLine.model_validate(value)
        except ValidationError as exc:
            errors += errors_of(file, number, exc)
            continue
        key = f"{fields.source}\x00{fields.external_id()}"
        if key in first_line_of:
            field = "id" if fields.id is not None else None
            errors.append(
                FileError(
                    file,
                    number,
                    field,
                    f"the same document as line {first_line_of[key]} "
                    "(same id, or same title, text and time); skipped",
                )
            )
            continue
        first_line_of[key] = number
        text = clean_text(fields.text)
        entries.append(JsonlEntry(number, fields.model_copy(update={"text": text})))
    return JsonlFile(tuple(entries), tuple(errors), decoded)
