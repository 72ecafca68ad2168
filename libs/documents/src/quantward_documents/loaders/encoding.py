"""Bytes to text for the text formats (plain text, Markdown, HTML, JSONL).

UTF-8 first, because it is what almost every file is and a valid UTF-8 byte sequence is almost
never anything else; then the encoding the file declares (HTML `<meta charset>`); then a guess
by `charset-normalizer`. A guess is reported in the load result, so a user whose old cp1252
export came out garbled can see why. Binary data is refused rather than decoded into noise.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from typing import Final

from charset_normalizer import from_bytes

from quantward_documents.loaders.base import LoaderError

_BOMS: Final = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


@dataclass(frozen=True, slots=True)
class Decoded:
    text: str
    encoding: str
    #: True when the encoding was guessed (neither UTF-8, a byte-order mark, nor declared)
    detected: bool


def decode(data: bytes, *, declared: str | None = None) -> Decoded:
    """The text of `data`; raises :class:`LoaderError` for binary data."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            try:
                return Decoded(data.decode(name), name, detected=False)
            except UnicodeDecodeError:
                break  # a BOM followed by garbage: let the checks below refuse or guess
    if b"\x00" in data[:8192]:
        raise LoaderError("binary data, not text (is the file extension right?)")
    try:
        return Decoded(data.decode("utf-8"), "utf-8", detected=False)
    except UnicodeDecodeError:
        pass
    if declared:
        try:
            return Decoded(data.decode(declared), codecs.lookup(declared).name, detected=False)
        except (LookupError, UnicodeDecodeError):
            pass  # an unknown or wrong declaration: guess instead
    best = from_bytes(data).best()
    if best is None:
        raise LoaderError("not text in any encoding that could be detected (binary file?)")
    return Decoded(str(best), best.encoding, detected=True)
