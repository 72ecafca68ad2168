"""Sections a document's own headings mark as no longer in force: the body under "## Objective
(v1, superseded by the amendment below)", "### Original motion — withdrawn", "**Draft A
(rejected)**", "Prior wording (replaced by §4):".

Governance documents (a DAO proposal template, a board paper, a policy with its amendment
history) keep the old wording under a heading that says it lapsed and put the text in force
under another heading ("## Amendment (passed)"). A line-level reading (`intent._readable`)
blanks only the labelled line itself, so the body under the heading is read as if it stood.
The mark is in the heading; what it marks is the section the heading opens.

A paragraph may carry its heading as a tag in brackets on its first line ("[superseded] Please
find below the objective: …", "(withdrawn) …"): the tag marks that paragraph alone.

A section runs from the line after its heading to the next heading (a Markdown heading, a
line in bold, or a label line ending with a colon), or, when no later heading follows, to the
end of its first paragraph. A withdrawal word that opens the heading and introduces what
replaces ("Superseded by: …", "Replaced by the following:") marks nothing: the text under it
is the new one. `out_of_force` (`record_marks`) registers the sections, so every reader of a
record's marks (objective, mandate, provenance, leakage) leaves them out.

Pure: text in, spans out.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: a word saying the text under a heading lapsed: superseded, withdrawn, rejected, voted down…
_LAPSED: Final = (
    r"(?:superseded|withdrawn|rejected|declined|defeated|failed|voted\s+down|"
    r"not\s+(?:passed|adopted|approved|carried|ratified|in\s+force)|did\s+not\s+pass|"
    r"lapsed|obsolete|void|rescinded|revoked|repealed|retracted|struck(?:\s+out)?|deleted|"
    r"replaced|overruled|overtaken|abandoned|dropped|scrapped|cancell?ed|retired|archived|"
    r"deprecated|no\s+longer\s+(?:valid|current|applies|applicable|in\s+force|stands))"
)
#: a heading line: Markdown ("## …"), a line in bold ("**…**", "__…__"), or a short label
#: line ending with a colon and nothing after it ("Prior wording (superseded):"; a decimal point
#: is no full stop: "replaced by clause 4.2")
_HEADING: Final = re.compile(
    r"(?m)^[ \t]*(?:#{1,6}[ \t]+(?P<md>[^\n]+)|\*\*(?P<bold>[^*\n]+)\*\*[ \t:]*|"
    r"__(?P<under>[^_\n]+)__[ \t:]*|(?P<label>(?:[^\n:.!?;]|\.(?=\d)){1,60}):[ \t]*)$"
)
_LAPSED_IN: Final = re.compile(rf"\b{_LAPSED}\b", re.IGNORECASE)
#: a heading that opens with the withdrawal and names what replaces: "Superseded by: …",
#: "Replaced by the amendment below", "Supersedes v1" — the text under it stands
_REPLACING: Final = re.compile(
    rf"^\W*(?:{_LAPSED}\s+(?:by|with|in\s+favou?r\s+of)\b|supersedes\b|replaces\b|"
    r"replacement\b|amendment\b|new\b|current\b|revised\b|final\b|"
    # a correction of another text, which the heading names: "Corrigendum to the note above
    # (its objective no longer applies)", "Erratum: …" — what lapses is that text, not this one
    r"corrigend(?:um|a)\b|errat(?:um|a)\b|addend(?:um|a)\b|correction\b|rectification\b)|"
    r"\b(?:to|of|on|for)\s+(?:the|our|my|your|this)\s+(?:[\w-]+\s+){0,2}?(?:above|earlier|"
    r"previous|prior|preceding|below)\b|"
    # a heading that ends by introducing what follows: "Replaced after the IC meeting by:",
    # "Struck out and substituted with", "Superseded as follows", "the clause now reads"
    r"\b(?:by|with|in\s+favou?r\s+of|as\s+follows|the\s+following|reads?|says|becomes)\W*$|"
    # ... or says what holds now: "Struck per IC — the cell now reads:"
    r"\bnow\b",
    re.IGNORECASE,
)
_PARAGRAPH_END: Final = re.compile(r"\n[ \t]*\n")


def _heading_text(m: re.Match[str]) -> str:
    return next(
        g for g in (m.group("md"), m.group("bold"), m.group("under"), m.group("label")) if g
    )


#: a label is a short phrase, not a sentence ending in a colon ("the vote changed it:")
_LABEL_WORDS: Final = 8


def _marks_its_section(heading: str) -> bool:
    """Whether a heading says the section it opens lapsed: a withdrawal word said of the
    heading's subject ("Objective (v1, superseded by …)"), not one introducing the new text."""
    return bool(_LAPSED_IN.search(heading)) and not _REPLACING.search(heading)


def _is_heading(m: re.Match[str]) -> bool:
    return m.group("label") is None or len(m.group("label").split()) <= _LABEL_WORDS


#: a tag in brackets that opens a paragraph and labels it, the way a mail or a board pack marks
#: its drafts: "[superseded] Please find below …", "(withdrawn) The IC approved …", "【rejected】"
_TAG: Final = re.compile(
    r"(?m)^[ \t]*(?:[\[(【{<]\s*(?P<tag>[^\])】}>\n\d]{1,40}?)\s*[\])】}>])[ \t]*(?=\S)"
)


#: ... or any tag that opens a line, with text after it or alone on its line, as a redline sets
#: its marks: "[DELETED] <old line>\n[INSERTED, replacing the line above]\n<new line>"
_LINE_TAG: Final = re.compile(
    r"(?m)^[ \t]*(?:[\[(【{<]\s*(?P<tag>[^\])】}>\n\d]{1,40}?)\s*[\])】}>])[ \t]*(?=\S|$)"
)


def _tagged_paragraphs(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the paragraphs a tag at their start marks as lapsed ("[superseded] …"):
    the tag is the paragraph's heading, said on its first line."""
    for m in _TAG.finditer(text):
        if not _marks_its_section(m.group("tag")):
            continue
        stop = _PARAGRAPH_END.search(text, m.end())
        end = stop.start() if stop else len(text)
        # a line opened by another tag ("[In force] …", "[INSERTED]" alone on its line)
        # starts another paragraph
        following = _LINE_TAG.search(text, m.end())
        if following is not None and following.start() < end:
            end = following.start()
        yield m.end(), end


def superseded_sections(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the bodies of the sections whose headings (or opening tags) mark them as
    lapsed."""
    yield from _tagged_paragraphs(text)
    headings = [m for m in _HEADING.finditer(text) if _is_heading(m)]
    for k, heading in enumerate(headings):
        if not _marks_its_section(_heading_text(heading)):
            continue
        start = heading.end()
        if k + 1 < len(headings):
            end = headings[k + 1].start()
        else:
            # no later heading: the lapsed text is the paragraph right under this one
            body = text[start:].lstrip("\n")
            offset = len(text) - len(body)
            stop = _PARAGRAPH_END.search(body)
            end = offset + (stop.start() if stop else len(body))
        if end > start:
            yield start, end


__all__ = ["superseded_sections"]
