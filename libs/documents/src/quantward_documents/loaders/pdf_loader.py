"""PDF (`.pdf`): the text layer of every page, pages joined by a page-break marker.

Text comes from pypdf (pure Python: no system library to install). Pages are joined with
:data:`PAGE_BREAK`, a form feed on a line of its own between blank lines: the form feed is the
page break of plain text (pdftotext writes it too), and being whitespace between paragraphs it
never ends up inside a paragraph, so chunking treats a page break as a paragraph break and a
reader can still count pages. Where each page starts is kept in the document metadata
(`page_offsets`, "page:offset" pairs), so a citation can name its page.

A PDF without a text layer (a scan, a fax, a slide deck exported as images) is refused with
"no extractable text (scanned PDF?)": an empty document would be indexed and never found, which
is worse than an error. Encrypted PDFs open when they need no password (many are "encrypted"
only against printing); otherwise they are refused too. No OCR is attempted: that is a tool of
its own, and its errors should not masquerade as the document's text.

A PDF has no paragraphs, only lines at positions; text extraction gives lines. Where the
vertical gap between two lines is clearly wider than the page's usual line spacing, a blank line
is put in, so chunking sees paragraphs and headings ("Prepared Remarks", "Item 7.") as on the
page. If the positions cannot be trusted, the page's text is kept as extracted.

The title is the PDF's Title metadata unless it is missing or a word processor's placeholder
("Microsoft Word - draft3.docx", "untitled"), else the first line of text. The publication
date is the CreationDate.
"""

from __future__ import annotations

import io
import itertools
import re
from datetime import UTC
from typing import Any, Final

from pypdf import PageObject, PdfReader
from pypdf.errors import DependencyError, FileNotDecryptedError, PdfReadError, PyPdfError

from quantward_documents.loaders.base import (
    MAX_TITLE_CHARS,
    Extracted,
    LoaderError,
    clean_text,
    first_line_title,
)

#: between two pages' texts in a document made from a PDF
PAGE_BREAK: Final = "\n\n\f\n\n"
#: fewer letters than this on every page together means there is no real text layer (a scan
#: often carries a few stray characters from its header stamp)
MIN_TEXT_CHARS: Final = 20
_PLACEHOLDER_TITLE: Final = re.compile(
    r"^(?:untitled|title|document\d*|microsoft (?:word|powerpoint) - .*|.*\.(?:docx?|pptx?|pdf))$",
    re.IGNORECASE,
)
_UTC_OFFSET_MISSING: Final = "the PDF's CreationDate has no time zone; UTC assumed"
NO_TEXT: Final = (
    "no extractable text (scanned PDF?): the pages hold images, not text; run OCR "
    "(e.g. ocrmypdf) and load the result"
)


def _open(data: bytes) -> PdfReader:
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise LoaderError(f"not a readable PDF (damaged or not a PDF): {exc}") from None
    if reader.is_encrypted:
        try:
            opened = reader.decrypt("")
        except DependencyError:
            raise LoaderError(
                "encrypted PDF whose cipher needs the `cryptography` package: "
                "`pip install cryptography`, or save the PDF without encryption"
            ) from None
        except (PyPdfError, ValueError, NotImplementedError) as exc:
            raise LoaderError(f"encrypted PDF that cannot be opened: {exc}") from None
        if not opened:
            raise LoaderError(
                "encrypted PDF (needs a password): no extractable text; "
                "save it without a password and load it again"
            )
    return reader


#: a gap between two lines wider than this many usual line spacings is a paragraph break
PARAGRAPH_GAP: Final = 1.6


def _page_text(page: PageObject) -> str:
    """The page's text with a blank line where the layout leaves a paragraph gap."""
    pieces: list[tuple[str, float]] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: Any) -> None:
        if text:
            pieces.append((text, float(tm[4] * cm[1] + tm[5] * cm[3] + cm[5])))

    plain = page.extract_text(visitor_text=visit) or ""
    if "".join(text for text, _ in pieces) != plain:
        return plain  # the visitor did not see what the extraction wrote: no positions to trust
    lines: list[tuple[str, float | None]] = []
    current: list[str] = []
    current_y: float | None = None
    for text, y in pieces:
        for index, part in enumerate(text.split("\n")):
            if index:
                lines.append(("".join(current), current_y))
                current, current_y = [], None
            if part:
                current.append(part)
                if current_y is None and part.strip():
                    current_y = y
    lines.append(("".join(current), current_y))
    placed = [y for line, y in lines if y is not None and line.strip()]
    steps = [a - b for a, b in itertools.pairwise(placed) if a - b > 0]
    if not steps:
        return plain
    # the line spacing is the smaller steps' size: a low quantile, not the median, because on a
    # page of short paragraphs the paragraph gaps can outnumber the line steps
    usual = sorted(steps)[len(steps) // 5]
    out: list[str] = []
    previous: float | None = None
    for line, line_y in lines:
        if line_y is not None:
            if previous is not None and abs(previous - line_y) > PARAGRAPH_GAP * usual:
                out.append("")
            previous = line_y
        out.append(line)
    return "\n".join(out)


def extract_pdf(data: bytes) -> Extracted:
    """The page texts joined by :data:`PAGE_BREAK`, with the title and creation date."""
    if b"%PDF-" not in data[:1024]:  # the header may follow a little junk, says the spec
        raise LoaderError("not a PDF: no '%PDF-' header at the start of the file")
    reader = _open(data)
    try:
        pages = [clean_text(_page_text(page)) for page in reader.pages]
    except FileNotDecryptedError:
        raise LoaderError("encrypted PDF (needs a password): no extractable text") from None
    except (PdfReadError, PyPdfError) as exc:
        raise LoaderError(f"damaged PDF: {exc}") from None
    except Exception as exc:  # pypdf on a damaged file can fail with anything
        raise LoaderError(f"damaged PDF ({type(exc).__name__}: {exc})") from None
    if not pages:
        raise LoaderError("damaged PDF: no pages could be read")
    if sum(sum(ch.isalnum() for ch in page) for page in pages) < MIN_TEXT_CHARS:
        raise LoaderError(NO_TEXT)

    parts: list[str] = []
    offsets: list[str] = []
    position = 0
    for number, page in enumerate(pages, start=1):
        if not page:
            continue  # an empty page adds no text and no offset
        if parts:
            parts.append(PAGE_BREAK)
            position += len(PAGE_BREAK)
        offsets.append(f"{number}:{position}")
        parts.append(page)
        position += len(page)
    text = "".join(parts)

    extracted = Extracted(text=text)
    extracted.metadata["pages"] = str(len(pages))
    extracted.metadata["page_offsets"] = ",".join(offsets)
    skipped = len(pages) - len(offsets)
    if skipped:
        extracted.warnings.append(f"{skipped} of {len(pages)} pages have no text (images only?)")
    info = None
    try:
        info = reader.metadata
    except (PyPdfError, ValueError, KeyError, TypeError):
        extracted.warnings.append("the PDF's metadata is unreadable; title and date not taken")
    title = (info.title or "").strip() if info is not None else ""
    if not title or _PLACEHOLDER_TITLE.match(title):
        title = first_line_title(text) or ""
    extracted.title = title[:MAX_TITLE_CHARS] or None
    if info is not None:
        if info.author:
            extracted.metadata["author"] = str(info.author).strip()
        try:
            created = info.creation_date
        except ValueError:
            created = None
            extracted.warnings.append(
                f"the PDF's CreationDate {info.creation_date_raw!r} is not a date; ignored"
            )
        if created is not None:
            if created.tzinfo is None:
                extracted.warnings.append(_UTC_OFFSET_MISSING)
                created = created.replace(tzinfo=UTC)
            extracted.published_at = created
            extracted.date_origin = "pdf CreationDate"
    return extracted
