"""Plain text (`.txt`): the text as written, its first line as the title.

Nothing is inferred from layout: a heading in a text file is just a line, and chunking still
finds the headings it knows by their words ("Prepared Remarks", "Item 7."). A text file carries
no date, so the publication time must come from the options.
"""

from __future__ import annotations

from quantward_documents.loaders.base import Extracted, clean_text, first_line_title
from quantward_documents.loaders.encoding import decode


def extract_text(data: bytes) -> Extracted:
    """The decoded, normalised text; the title is the first line when it is short enough."""
    decoded = decode(data)
    text = clean_text(decoded.text)
    return Extracted(
        text=text,
        title=first_line_title(text),
        encoding=decoded.encoding,
        encoding_detected=decoded.detected,
    )
