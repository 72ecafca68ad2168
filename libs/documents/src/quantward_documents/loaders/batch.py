"""Loading a batch of users' files into documents, one file's failure never stopping the rest.

Each file is read, checked against the size limit, turned into text by its format's extractor
(in a worker thread: a long PDF is CPU work and should not stall the event loop), given its
metadata from the options and the file, tagged with entities through the resolver, and checked
by the `Document` model. Anything that goes wrong becomes a :class:`FileError` naming the file
(and for JSONL the line and field) and the batch goes on; nothing is written anywhere, so the
caller decides what to do with a partly good batch (index the good ones, show the errors).

Ids are stable and versioned: a file's key comes from its source and either its path relative
to `options.base_dir` or the SHA-256 of its bytes, a JSONL line's from its `id` or its content;
its id also covers what a reader sees (text, title, type, dates), so loading the same files
again gives the same documents, and a changed one (or the same one with another date or type)
is a new version with its own id, never a rewrite of passages a run cited. Within one batch a
document seen twice is loaded once, with a warning. Loaded documents live in user sources
(`user:<name>`) only.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Final

from pydantic import ValidationError

from quantward_documents.loaders.base import (
    Extracted,
    FileError,
    LoaderError,
    LoadOptions,
    title_from_name,
    user_source,
    versioned_document,
)
from quantward_documents.loaders.html_loader import extract_html
from quantward_documents.loaders.jsonl_loader import JsonlEntry, errors_of, parse_jsonl
from quantward_documents.loaders.markdown_loader import extract_markdown
from quantward_documents.loaders.pdf_loader import extract_pdf
from quantward_documents.loaders.tagging import (
    AmbiguousMention,
    ResolveMentions,
    Tagging,
    tag_entities,
)
from quantward_documents.loaders.text_loader import extract_text
from quantward_documents.model import Document, FiscalPeriod

log = logging.getLogger("quantward.documents.loaders")

#: file extension → (format name, extractor); JSONL is handled apart (many documents per file)
_EXTRACTORS: Final[dict[str, tuple[str, Callable[[bytes], Extracted]]]] = {
    ".txt": ("text", extract_text),
    ".text": ("text", extract_text),
    ".md": ("markdown", extract_markdown),
    ".markdown": ("markdown", extract_markdown),
    ".html": ("html", extract_html),
    ".htm": ("html", extract_html),
    ".pdf": ("pdf", extract_pdf),
}
SUPPORTED_EXTENSIONS: Final = (*_EXTRACTORS, ".jsonl")


@dataclass(frozen=True, slots=True)
class FileResult:
    """What became of one file: its documents, or the errors that kept them out."""

    file: str
    documents: tuple[Document, ...] = ()
    errors: tuple[FileError, ...] = ()
    #: the encoding the text was decoded from (None for PDF, or when the file was not read)
    encoding: str | None = None
    #: True when the encoding was guessed: worth a look if characters come out wrong
    encoding_detected: bool = False
    #: ambiguous mentions per document id: reported, not tagged
    ambiguous: dict[str, tuple[AmbiguousMention, ...]] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.errors


@dataclass(frozen=True, slots=True)
class LoadReport:
    """Every file of a batch, in the order given."""

    files: tuple[FileResult, ...]

    @property
    def documents(self) -> tuple[Document, ...]:
        return tuple(d for f in self.files for d in f.documents)

    @property
    def errors(self) -> tuple[FileError, ...]:
        return tuple(e for f in self.files for e in f.errors)

    @property
    def ambiguous(self) -> tuple[tuple[str, AmbiguousMention], ...]:
        """(document id, mention) for every mention that was left untagged."""
        return tuple(
            (document_id, mention)
            for f in self.files
            for document_id, mentions in f.ambiguous.items()
            for mention in mentions
        )

    def summary(self) -> str:
        """One line for a person: "4 files: 3 documents loaded, 2 errors, 1 ambiguous …"."""
        parts = [f"{len(self.documents)} document(s) loaded", f"{len(self.errors)} error(s)"]
        if self.ambiguous:
            parts.append(f"{len(self.ambiguous)} ambiguous mention(s) not tagged")
        return f"{len(self.files)} file(s): " + ", ".join(parts)


def _megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def _read(path: Path, max_bytes: int, advice: str = "raise the limit") -> bytes:
    """The file's bytes, or a :class:`LoaderError` saying why not (size checked first)."""
    try:
        if path.is_dir():
            raise LoaderError("a folder, not a file; pass the files in it")
        size = path.stat().st_size
        if size > max_bytes:
            raise LoaderError(
                f"{_megabytes(size)} is over the limit of {_megabytes(max_bytes)} per file; "
                f"split the file or {advice}",
                field="max_bytes",
            )
        if size == 0:
            raise LoaderError("the file is empty")
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)  # the file may have grown since stat()
    except FileNotFoundError:
        raise LoaderError("file not found") from None
    except PermissionError:
        raise LoaderError("cannot read the file: permission denied") from None
    except OSError as exc:
        raise LoaderError(f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        raise LoaderError(
            f"over the limit of {_megabytes(max_bytes)} per file; split the file or {advice}",
            field="max_bytes",
        )
    return data


def _relative(path: Path, base_dir: Path) -> str:
    """`path` relative to `base_dir` in POSIX form, the same on every machine (ValueError if
    it is not under it). Lexical, not resolved: no I/O, and a symlinked folder keeps its name."""
    absolute = Path(os.path.abspath(path))
    return absolute.relative_to(os.path.abspath(base_dir)).as_posix()


class _Batch:
    """One call of :func:`load_documents`: the options, the tagger, the ids seen so far."""

    def __init__(self, options: LoadOptions, resolve_mentions: ResolveMentions | None) -> None:
        self.options = options
        self.resolve_mentions = resolve_mentions
        self.seen: dict[str, str] = {}  # document id → the file (and line) that loaded it

    async def load(self, path: Path) -> FileResult:
        name = str(path)
        suffix = path.suffix.lower()
        if suffix not in SUPPORTED_EXTENSIONS:
            kind = repr(suffix) if suffix else "(no extension)"
            return self._failed(
                name,
                f"unsupported file type {kind}; supported: {', '.join(SUPPORTED_EXTENSIONS)} "
                "(convert it to PDF or text first)",
            )
        try:
            data = await asyncio.to_thread(
                _read, path, self.options.max_bytes, self.options.limit_advice
            )
            if suffix == ".jsonl":
                return await self._jsonl(path, data)
            fmt, extract = _EXTRACTORS[suffix]
            extracted = await asyncio.to_thread(extract, data)
            return await self._single(path, fmt, data, extracted)
        except LoaderError as exc:
            return self._failed(name, exc.reason, exc.line, exc.field)
        except Exception as exc:  # one odd file must not end the batch; the log has the trace
            log.exception("loading %s failed unexpectedly", name)
            return self._failed(name, f"could not be loaded ({type(exc).__name__}: {exc})")

    @staticmethod
    def _failed(
        name: str, reason: str, line: int | None = None, field: str | None = None
    ) -> FileResult:
        return FileResult(name, errors=(FileError(name, line, field, reason),))

    async def _tagged(
        self, document: Document, line: int | None = None
    ) -> tuple[Document, Tagging]:
        """The document with its entity ids: the given ones, then those found in title and text
        as of the publication date. Raises :class:`LoaderError` if the resolver fails."""
        if self.resolve_mentions is None:
            return document, Tagging(document.entity_ids, ())
        title, text = document.title, document.text
        # a title the text does not start with (an HTML <title>, a JSONL title) is read too
        tagged = text if title in text[: len(title) + 10] else f"{title}\n\n{text}"
        try:
            tagging = await tag_entities(
                tagged, document.published_on, self.resolve_mentions, given=document.entity_ids
            )
        except Exception as exc:  # the resolver's failure is this document's error, not the batch's
            raise LoaderError(
                f"entity tagging failed ({type(exc).__name__}: {exc}); is the resolver running? "
                "Load without tagging to skip it",
                line=line,
                field="entity_ids",
            ) from exc
        # validated again: the ids came from outside (the resolver), not from the model
        tagged_document = Document.model_validate(
            {**document.model_dump(), "entity_ids": tagging.entity_ids}
        )
        return tagged_document, tagging

    def _duplicate(self, document_id: str, where: str) -> str | None:
        first = self.seen.get(document_id)
        if first is not None:
            return f"the same document as {first} ({document_id}); loaded once"
        self.seen[document_id] = where
        return None

    async def _single(self, path: Path, fmt: str, data: bytes, found: Extracted) -> FileResult:
        """The one document of a text, Markdown, HTML or PDF file."""
        name = str(path)
        options = self.options
        warnings = list(found.warnings)
        if found.encoding_detected:
            warnings.append(
                f"not UTF-8: decoded as {found.encoding} (detected); "
                "check the text if characters look wrong"
            )
        result = FileResult(
            name,
            encoding=found.encoding,
            encoding_detected=found.encoding_detected,
            warnings=tuple(warnings),
        )
        if not found.text:
            return replace(result, errors=(FileError(name, None, "text", "no text in the file"),))
        published_at = options.published_at or found.published_at
        if published_at is None:
            error = FileError(
                name,
                None,
                "published_at",
                f"--published-at required for {path.name}: no date in the file",
            )
            return replace(result, errors=(error,))
        digest = hashlib.sha256(data).hexdigest()
        external = f"sha256:{digest}"
        if options.base_dir is not None:
            try:
                external = _relative(path, options.base_dir)
            except ValueError:
                warnings.append(
                    f"not under {options.base_dir}: the id derives from the content instead"
                )
        title = found.title or title_from_name(path)
        metadata = {
            **found.metadata,
            "file_name": path.name,
            "format": fmt,
            "content_sha256": digest,
            "published_at_from": "option" if options.published_at else str(found.date_origin),
        }
        if found.encoding:
            metadata["encoding"] = found.encoding
        try:
            document = versioned_document(
                {
                    "title": title,
                    "type": options.document_type,
                    "entity_ids": options.entity_ids,
                    "published_at": published_at,
                    "fiscal_period": options.fiscal_period,
                    "source": options.source,
                    "synthetic": False,
                    "language": options.language,
                    "text": found.text,
                    "metadata": metadata,
                },
                external,
            )
            document, tagging = await self._tagged(document)
        except ValidationError as exc:
            return replace(result, errors=tuple(errors_of(name, None, exc)))
        if duplicate := self._duplicate(document.document_id, name):
            return replace(result, warnings=(*warnings, duplicate))
        ambiguous = {document.document_id: tagging.ambiguous} if tagging.ambiguous else {}
        return replace(result, documents=(document,), ambiguous=ambiguous, warnings=tuple(warnings))

    async def _jsonl(self, path: Path, data: bytes) -> FileResult:
        """One document per good line; each bad line is an error of its own."""
        name = str(path)
        parsed = await asyncio.to_thread(parse_jsonl, name, data)
        errors = list(parsed.errors)
        warnings: list[str] = []
        if parsed.decoded.detected:
            warnings.append(
                f"not UTF-8: decoded as {parsed.decoded.encoding} (detected); "
                "check the text if characters look wrong"
            )
        documents: list[Document] = []
        ambiguous: dict[str, tuple[AmbiguousMention, ...]] = {}
        for entry in parsed.entries:
            try:
                document, tagging = await self._jsonl_document(path, entry)
            except LoaderError as exc:
                errors.append(FileError(name, entry.line, exc.field, exc.reason))
                continue
            except ValidationError as exc:
                for error in errors_of(name, entry.line, exc):
                    renamed = "id" if error.field == "document_id" else error.field
                    errors.append(FileError(name, entry.line, renamed, error.reason))
                continue
            if duplicate := self._duplicate(document.document_id, f"{name}, line {entry.line}"):
                warnings.append(f"line {entry.line}: {duplicate}")
                continue
            documents.append(document)
            if tagging.ambiguous:
                ambiguous[document.document_id] = tagging.ambiguous
        if not documents and not errors:
            errors.append(FileError(name, None, None, "no documents: every line is blank"))
        return FileResult(
            name,
            documents=tuple(documents),
            errors=tuple(sorted(errors, key=lambda e: (e.line or 0, e.field or ""))),
            encoding=parsed.decoded.encoding,
            encoding_detected=parsed.decoded.detected,
            ambiguous=ambiguous,
            warnings=tuple(warnings),
        )

    async def _jsonl_document(self, path: Path, entry: JsonlEntry) -> tuple[Document, Tagging]:
        line = entry.fields
        source = line.source or self.options.source
        try:
            user_source(source)
        except ValueError as exc:
            raise LoaderError(str(exc), line=entry.line, field="source") from None
        # An `id` is the document's id where it comes from, never a quantward id: one that
        # looks like `doc_…` is hashed like any other, so a line cannot take over a shipped
        # document's id (or another source's) and add passages under its title.
        external = line.external_id()
        fiscal_period = (
            FiscalPeriod(fiscal_year=line.fiscal_year, fiscal_quarter=line.fiscal_quarter)
            if line.fiscal_year is not None
            else self.options.fiscal_period
        )
        document = versioned_document(
            {
                "title": line.title.strip(),
                "type": line.type,
                "entity_ids": (*self.options.entity_ids, *line.entity_ids),
                "published_at": line.published_at,
                "fiscal_period": fiscal_period,
                "source": source,
                "synthetic": False,
                "language": line.language or self.options.language,
                "url": line.url,
                "text": line.text,
                "metadata": {
                    **line.metadata,
                    "file_name": path.name,
                    "format": "jsonl",
                    "line": str(entry.line),
                },
            },
            external,
        )
        return await self._tagged(document, entry.line)


async def load_documents(
    paths: Iterable[str | os.PathLike[str]],
    *,
    options: LoadOptions | None = None,
    resolve_mentions: ResolveMentions | None,
    on_file: Callable[[Path, int, int], None] | None = None,
) -> LoadReport:
    """Load every file; a file that fails is reported in the result and the others go on.

    `resolve_mentions` is the resolver's mention function (`ResolverApp.resolve_mentions`); pass
    None explicitly to load without entity tagging (documents then carry only the given ids).
    `on_file(path, position, count)` is called before each file is read, for progress.
    """
    batch = _Batch(options or LoadOptions(), resolve_mentions)
    files = [Path(p) for p in paths]
    results = []
    for position, path in enumerate(files):
        if on_file is not None:
            on_file(path, position, len(files))
        results.append(await batch.load(path))
    return LoadReport(tuple(results))
