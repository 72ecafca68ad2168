"""Markdown (`.md`, `.markdown`): the text without markup, headings kept as `#` lines.

The file is parsed (CommonMark plus tables), not stripped with regular expressions, so emphasis,
links, images and inline HTML disappear while code blocks, table cells and list items keep their
text. Headings stay as ATX lines (`## Outlook`) because that is the form chunking recognises as
a section start whatever the heading says; a setext heading (underlined with `===`) becomes one
too. The title is the front matter's `title`, else the first level-1 heading, else the first
line. A front matter `date` / `published_at` is the embedded publication date.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from markdown_it import MarkdownIt
from markdown_it.token import Token

from quantward_documents.loaders.base import (
    MAX_TITLE_CHARS,
    Extracted,
    clean_text,
    first_line_title,
    parse_embedded_date,
)
from quantward_documents.loaders.encoding import decode

_FRONT_MATTER: Final = re.compile(r"\A---[ \t]*\n(.*?)\n(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
_KEY_VALUE: Final = re.compile(r"^([A-Za-z_][\w\-]*)\s*:\s*(.*?)\s*$")
_DATE_KEYS: Final = ("published_at", "date", "published")
_TAGS: Final = re.compile(r"<[^>]+>")


def _front_matter(text: str) -> tuple[dict[str, str], str]:
    """Top-level `key: value` pairs of a YAML front matter block, and the text after it.

    Only scalar keys are read (title, date): enough for what a loader needs, without making YAML
    a dependency of reading a note.
    """
    match = _FRONT_MATTER.match(text)
    if not match:
        return {}, text
    fields: dict[str, str] = {}
    for line in match.group(1).split("\n"):
        pair = _KEY_VALUE.match(line)
        if pair and pair.group(2):
            fields[pair.group(1).lower()] = pair.group(2).strip("'\"")
    return fields, text[match.end() :]


def _inline(token: Token) -> str:
    """The visible text of an inline token: markup dropped, image alt text and code kept."""
    parts: list[str] = []
    for child in token.children or ():
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == "image":
            parts.append(child.content)  # the alt text
    return "".join(parts).strip()


def _render(tokens: Sequence[Token]) -> tuple[str, str | None]:
    """Plain text of the token stream (blocks separated by blank lines) and the first h1."""
    blocks: list[str] = []
    first_h1: str | None = None
    markers: list[str] = []  # the marker of each open list item, innermost last
    pending_marker: str | None = None
    new_list = False  # the next list line starts a block (not joined to the paragraph before)
    row: list[str] = []
    rows: list[str] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        kind = token.type
        if kind == "heading_open":
            text = _inline(tokens[i + 1])
            if text:
                blocks.append(f"{'#' * int(token.tag[1])} {text}")
                if token.tag == "h1" and first_h1 is None:
                    first_h1 = text
            i += 3
            continue
        if kind in ("bullet_list_open", "ordered_list_open"):
            new_list = new_list or not markers
            markers.append("- " if kind == "bullet_list_open" else "1. ")
        elif kind in ("bullet_list_close", "ordered_list_close"):
            markers.pop()
        elif kind == "list_item_open":
            number = token.info
            bullet = f"{number}{token.markup} " if number else "- "
            pending_marker = "  " * (len(markers) - 1) + bullet
        elif kind == "inline" and tokens[i - 1].type == "paragraph_open":
            text = _inline(token)
            if pending_marker is not None:
                text, pending_marker = pending_marker + text, None
            if text:
                # a tight list's items are lines of one block, not paragraphs of their own
                if tokens[i - 1].hidden and markers and not new_list:
                    blocks[-1] += "\n" + text
                else:
                    blocks.append(text)
                new_list = False
        elif kind in ("fence", "code_block"):
            if token.content.strip():
                blocks.append(token.content.rstrip("\n"))
        elif kind == "html_block":
            text = _TAGS.sub("", token.content).strip()
            if text:
                blocks.append(text)
        elif kind in ("th_open", "td_open"):
            row.append(_inline(tokens[i + 1]))
        elif kind == "tr_close":
            rows.append(" | ".join(row))
            row = []
        elif kind == "table_close":
            blocks.append("\n".join(rows))
            rows = []
        i += 1
    return "\n\n".join(blocks), first_h1


_PARSER: Final = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def extract_markdown(data: bytes) -> Extracted:
    """The rendered text, the title and any front matter date of a Markdown file."""
    decoded = decode(data)
    fields, body = _front_matter(clean_text(decoded.text))
    text, first_h1 = _render(_PARSER.parse(body))
    text = clean_text(text)
    extracted = Extracted(text=text, encoding=decoded.encoding, encoding_detected=decoded.detected)
    title = fields.get("title") or first_h1 or first_line_title(text)
    extracted.title = title[:MAX_TITLE_CHARS] if title else None
    for key in _DATE_KEYS:
        if key in fields:
            found = parse_embedded_date(fields[key])
            if found is None:
                extracted.warnings.append(
                    f"front matter {key}: {fields[key]!r} is not a date; ignored"
                )
                continue
            extracted.published_at, assumption = found
            extracted.date_origin = f"markdown front matter {key}"
            if assumption:
                extracted.warnings.append(assumption)
            break
    return extracted
