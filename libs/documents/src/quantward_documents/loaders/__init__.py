"""Loaders for users' own documents: text, Markdown, HTML, PDF and JSONL files into `Document` s.

One module per format turns bytes into text (`text_loader`, `markdown_loader`, `html_loader`,
`pdf_loader`, `jsonl_loader`); `batch` gives each document its id and metadata, tags it with
entities through the resolver (`tagging`), and reports per file what loaded and what did not.
Users' documents are never synthetic. Nothing here writes to an index or a store: the caller
decides what to do with the report.

    report = await load_documents(
        paths,
        options=LoadOptions(document_type="news", source="user:research"),
        resolve_mentions=resolver_app.resolve_mentions,
    )
"""

from quantward_documents.loaders.base import (
    DEFAULT_SOURCE,
    MAX_BYTES_DEFAULT,
    FileError,
    LoaderError,
    LoadOptions,
)
from quantward_documents.loaders.batch import (
    SUPPORTED_EXTENSIONS,
    FileResult,
    LoadReport,
    load_documents,
)
from quantward_documents.loaders.pdf_loader import PAGE_BREAK
from quantward_documents.loaders.tagging import (
    AmbiguousMention,
    MentionLike,
    ResolveMentions,
    Tagging,
    tag_entities,
)

__all__ = [
    "DEFAULT_SOURCE",
    "MAX_BYTES_DEFAULT",
    "PAGE_BREAK",
    "SUPPORTED_EXTENSIONS",
    "AmbiguousMention",
    "FileError",
    "FileResult",
    "LoadOptions",
    "LoadReport",
    "LoaderError",
    "MentionLike",
    "ResolveMentions",
    "Tagging",
    "load_documents",
    "tag_entities",
]
