"""HTML (`.html`, `.htm`): the main text of a page, headings kept as `#` lines.

Parsed with BeautifulSoup over lxml, which repairs the unclosed tags and stray markup real pages
have. What is not content goes first: scripts, styles, forms, navigation, asides, and a page's
own header and footer (those inside an `<article>` or `<main>` stay: they hold the headline and
byline). The text then comes from `<main>`, else a single `<article>`, else `<body>`. Block
elements become paragraphs, list items `- ` lines, table rows `cell | cell` lines, and headings
`## Heading` lines, the form chunking recognises as a section start.

The title is `<title>`, else `og:title`, else the first `<h1>`. The publication date comes from
the usual meta tags (`article:published_time`, `datePublished`, Dublin Core …), a JSON-LD
`datePublished`, or a `<time pubdate>`; the first that parses wins.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, Final

from bs4 import BeautifulSoup
from bs4.element import NavigableString, PreformattedString, Tag

from quantward_documents.loaders.base import (
    MAX_TITLE_CHARS,
    Extracted,
    clean_text,
    parse_embedded_date,
)
from quantward_documents.loaders.encoding import decode

_DECLARED_CHARSET: Final = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]+)""", re.I
)
_NOT_CONTENT: Final = (
    "script",
    "style",
    "noscript",
    "template",
    "svg",
    "canvas",
    "iframe",
    "object",
    "form",
    "button",
    "nav",
    "aside",
    "head",
)
_PAGE_CHROME: Final = ("header", "footer")
_CHROME_ROLES: Final = frozenset({"navigation", "banner", "contentinfo", "search", "complementary"})
_HEADINGS: Final = {f"h{n}": n for n in range(1, 7)}
_BLOCKS: Final = frozenset(
    {
        "p",
        "div",
        "section",
        "article",
        "main",
        "blockquote",
        "ul",
        "ol",
        "dl",
        "dt",
        "dd",
        "figure",
        "figcaption",
        "address",
        "hr",
        "header",
        "footer",
        "details",
        "summary",
        "center",
        "body",
        "html",
    }
)
#: meta tags that carry a publication time, most specific first: (attribute, value)
_DATE_META: Final = (
    ("property", "article:published_time"),
    ("name", "article:published_time"),
    ("property", "og:article:published_time"),
    ("itemprop", "datePublished"),
    ("name", "datePublished"),
    ("name", "publication_date"),
    ("name", "publish-date"),
    ("name", "pubdate"),
    ("name", "citation_publication_date"),
    ("name", "dc.date.issued"),
    ("name", "dcterms.issued"),
    ("name", "dc.date"),
    ("name", "dcterms.created"),
    ("name", "date"),
    ("name", "parsely-pub-date"),
    ("name", "sailthru.date"),
)
_BREAK: Final = "\x00"  # stands for <br> while whitespace is collapsed
_INDENT: Final = "\x01"  # stands for a nested list item's indent, which must survive it too
_SPACES: Final = re.compile(r"[ \t\n\r\f\v\u00a0]+")


def _squash(text: str) -> str:
    """HTML whitespace rules: runs collapse to one space; a <br> survives as a newline."""
    lines = _SPACES.sub(" ", text).split(_BREAK)
    return "\n".join(line.strip().replace(_INDENT, "  ") for line in lines).strip("\n")


class _Writer:
    """Collects inline text into the current block and closes blocks at block boundaries.

    The items of a list become lines of one block (not paragraphs of their own), so a list
    stays together in one chunk like it does on the page.
    """

    def __init__(self) -> None:
        self.blocks: list[str] = []
        self.item_depth = 0  # > 0 inside a list item
        self._inline: list[str] = []
        self._last_was_item = False

    def write(self, text: str) -> None:
        self._inline.append(text)

    def block(self, text: str) -> None:
        self.flush()
        if text.strip():
            self.blocks.append(text)
            self._last_was_item = False

    def flush(self) -> None:
        text = _squash("".join(self._inline))
        self._inline.clear()
        if not text:
            return
        in_item = self.item_depth > 0
        if in_item and self._last_was_item:
            self.blocks[-1] += "\n" + text
        else:
            self.blocks.append(text)
        self._last_was_item = in_item


def _walk(node: Tag, out: _Writer) -> None:
    for child in node.children:
        if isinstance(child, NavigableString):
            if not isinstance(child, PreformattedString):  # comments, CDATA, doctype …
                out.write(str(child))
            continue
        if not isinstance(child, Tag):
            continue
        name = child.name
        if name in _HEADINGS:
            text = _squash(child.get_text(" "))
            if text:
                out.block(f"{'#' * _HEADINGS[name]} {text}")
        elif name == "br":
            out.write(_BREAK)
        elif name == "li":
            out.flush()
            out.item_depth += 1
            out.write(_BREAK + _INDENT * (out.item_depth - 1) + "- ")
            _walk(child, out)
            out.flush()
            out.item_depth -= 1
        elif name == "table":
            out.block("\n".join(_table_rows(child)))
        elif name == "pre":
            out.block(child.get_text().strip("\n"))
        elif name in _BLOCKS:
            out.flush()
            _walk(child, out)
            out.flush()
        else:
            _walk(child, out)


def _table_rows(table: Tag) -> Iterator[str]:
    caption = table.find("caption")
    if isinstance(caption, Tag) and (text := _squash(caption.get_text(" "))):
        yield text
    for row in table.find_all("tr"):
        cells = [_squash(c.get_text(" ")) for c in row.find_all(["td", "th"])]
        if any(cells):
            yield " | ".join(cells)


def _meta_content(soup: BeautifulSoup, attribute: str, value: str) -> str | None:
    for tag in soup.find_all("meta", attrs={attribute: re.compile(f"^{re.escape(value)}$", re.I)}):
        content = tag.get("content") if isinstance(tag, Tag) else None
        if isinstance(content, str) and content.strip():
            return content.strip()
    return None


def _json_ld_dates(soup: BeautifulSoup) -> Iterator[str]:
    """`datePublished` values in JSON-LD blocks (news sites put the date only there)."""

    def visit(value: Any) -> Iterator[str]:
        if isinstance(value, dict):
            found = value.get("datePublished")
            if isinstance(found, str):
                yield found
            for inner in value.values():
                yield from visit(inner)
        elif isinstance(value, list):
            for inner in value:
                yield from visit(inner)

    for script in soup.find_all("script", attrs={"type": "application/ld+json"}):
        try:
            yield from visit(json.loads(script.get_text()))
        except ValueError:
            continue  # a broken JSON-LD block is the page's problem, not a reason to fail


def _dates(soup: BeautifulSoup) -> Iterator[tuple[str, str]]:
    """(where, value) of every candidate publication date, most trustworthy first."""
    for attribute, value in _DATE_META:
        content = _meta_content(soup, attribute, value)
        if content:
            yield f"html meta {value}", content
    for found in _json_ld_dates(soup):
        yield "html json-ld datePublished", found
    for time_tag in soup.find_all("time"):
        if isinstance(time_tag, Tag) and (
            time_tag.has_attr("pubdate") or time_tag.get("itemprop") == "datePublished"
        ):
            stamp = time_tag.get("datetime")
            if isinstance(stamp, str):
                yield "html time[pubdate]", stamp


def _title(soup: BeautifulSoup) -> str | None:
    """`<title>`, or the `<h1>` when the title is the h1 plus the site's name."""
    h1_tag = soup.find("h1")
    h1 = _squash(h1_tag.get_text(" ")) if isinstance(h1_tag, Tag) else ""
    title_tag = soup.find("title")
    title = _squash(title_tag.get_text(" ")) if isinstance(title_tag, Tag) else ""
    if title:
        return h1 if h1 and title.startswith(h1) else title
    return _meta_content(soup, "property", "og:title") or h1 or None


def _drop_chrome(soup: BeautifulSoup) -> None:
    for tag in soup.find_all(_NOT_CONTENT):
        tag.decompose()
    for tag in soup.find_all(_PAGE_CHROME):
        if tag.find_parent(["article", "main"]) is None:
            tag.decompose()
    for tag in soup.find_all(True, attrs={"role": True}):
        role = tag.get("role") if isinstance(tag, Tag) else None
        if isinstance(role, str) and role.lower() in _CHROME_ROLES:
            tag.decompose()


def _content_root(soup: BeautifulSoup) -> Tag:
    main = soup.find("main")
    if isinstance(main, Tag):
        return main
    articles = soup.find_all("article")
    if len(articles) == 1 and isinstance(articles[0], Tag):
        return articles[0]
    body = soup.find("body")
    return body if isinstance(body, Tag) else soup


def extract_html(data: bytes) -> Extracted:
    """The main text, title and embedded publication date of an HTML page."""
    declared = _DECLARED_CHARSET.search(data[:4096])
    decoded = decode(data, declared=declared.group(1).decode("ascii") if declared else None)
    soup = BeautifulSoup(decoded.text, "lxml")
    extracted = Extracted(text="", encoding=decoded.encoding, encoding_detected=decoded.detected)
    title = _title(soup)
    extracted.title = title[:MAX_TITLE_CHARS] if title else None
    for origin, value in _dates(soup):  # before _drop_chrome: JSON-LD lives in <script>
        found = parse_embedded_date(value)
        if found is None:
            extracted.warnings.append(f"{origin}: {value!r} is not a date; ignored")
            continue
        extracted.published_at, assumption = found
        extracted.date_origin = origin
        if assumption:
            extracted.warnings.append(assumption)
        break
    _drop_chrome(soup)
    out = _Writer()
    _walk(_content_root(soup), out)
    out.flush()
    extracted.text = clean_text("\n\n".join(out.blocks))
    return extracted
