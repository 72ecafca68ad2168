"""A figure the same text calls wrong, and the place where the figure that replaces it may be.

Analysts paste what an assistant, a copilot, an agent or a tool call wrote, and correct it in
their own words, either after it ("> Issuer cap: 7 %" … "The bot got the cap wrong, it's 5 %";
"That number is off — …"; "The tool misread the IMA here, …") or in the line that introduces
it ("The first tool call had the wrong limit:" {…} "Re-issued, and this one stands:" {…};
"Old config (superseded):" … "Current config:" …). The figure so called wrong is not in force
when a figure of the same limit follows the words that say so; the reader that knows the
limit (`provenance`, `mandate`) checks that in the places `called_wrong_after` returns.
"""

from __future__ import annotations

import re
from typing import Final

#: words that say a figure, a draft or a call is wrong: "got the cap wrong", "is incorrect",
#: "is off", "misread", "made a mistake", "in error", "superseded", "no longer stands"
_WRONG: Final = (
    r"(?:(?:got|gets|get|had|has|have)\s+(?:[\w-]+\s+){0,3}?(?:wrong|backwards|mixed\s+up)|"
    r"(?:is|was|are|were|be|been|'s|’s)\s+(?:(?:just|simply|clearly|plainly|also|all)\s+)?"
    r"(?:wrong|incorrect|mistaken|erroneous|in\s+error|inaccurate|a\s+typo|an?\s+error|"
    r"a\s+mistake|not\s+(?:right|correct|accurate)|outdated|out\s+of\s+date|stale|obsolete|"
    r"superseded|replaced|overridden|withdrawn|discarded|void)|"
    # ("off" only of a figure: "that number is off", not "hedging is off")
    r"(?:figure|number|value|cap|limit|ceiling|floor|level|that|this|it)\s*(?:is|was|'s|’s)\s+"
    r"(?:(?:way|a\s+bit|slightly|just)\s+)?off\b|"
    r"mis(?:read|stated?|quoted?|typed|reported|copied|transcribed|remembered)|"
    r"made\s+(?:a|an)\s+(?:mistake|error|typo)|"
    r"wrong\s+(?:figure|number|value|limit|cap|ceiling|floor|level|amount|one)|"
    r"no\s+longer\s+(?:stands|holds|applies|valid|current)|"
    r"(?:incorrect|erroneous|mistaken|superseded|outdated|obsolete|discarded|withdrawn|stale)"
    r"(?=[\s):,;—–-]))"
)
_WRONG_WORDS: Final = re.compile(rf"\b{_WRONG}", re.IGNORECASE)
#: where a sentence ends: a full stop that is no decimal point, a semicolon, a line
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?!\d)|[;!?]|\n")
#: a line that only carries structure: a code fence, a brace, a key and its value, a table row
_STRUCTURED: Final = re.compile(
    r"^\s*(?:```|~~~|[{}\[\]]|\||[\"']?[\w.-]+[\"']?\s*[:=]\s*\S|[-*>]\s*[\"']?[\w.-]+[\"']?\s*[:=])"
)


def _sentence_bounds(text: str, at: int) -> tuple[int, int]:
    """The sentence of `text` holding `at`."""
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, at)), len(text))
    return first, last


def _said_after(text: str, end: int) -> list[tuple[int, int]]:
    """The places after a sentence that calls a figure before it wrong: from the words that
    say so to the end of the next sentence ("The bot got the cap wrong, it's 5 %." / "That
    number is off. The cap is 5 %.")."""
    _, last = _sentence_bounds(text, end)
    places: list[tuple[int, int]] = []
    for found in _WRONG_WORDS.finditer(text, last):
        _, own_end = _sentence_bounds(text, found.end())
        _, next_end = _sentence_bounds(text, min(len(text), own_end + 1))
        places.append((found.end(), max(own_end, next_end)))
    return places


def _lead_in(text: str, start: int) -> str:
    """The words that introduce the block a value is in: the line's own label before it
    ("Old call (discarded): {…}"), else the nearest line above ending in a colon when only
    structure (a fence, braces, keys, table rows) stands between."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    own = text[line_start:start]
    if ":" in own and not _STRUCTURED.match(
        text[line_start : len(text) if line_end < 0 else line_end]
    ):
        return own[: own.rfind(":")]
    at = line_start
    while at > 0:
        above_start = text.rfind("\n", 0, at - 1) + 1
        above = text[above_start : at - 1]
        if above.rstrip().endswith(":") and not _STRUCTURED.match(above):
            return above
        if above.strip() and not _STRUCTURED.match(above):
            return ""
        at = above_start
    return ""


def called_wrong_after(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The places of `text` where a figure replacing the one at `start`–`end` would stand,
    when the text calls that figure wrong: after words of a later sentence that say so, or
    after the value's block when the lead-in that introduces it says so. A figure of the same
    limit in one of these places (the caller's check) takes the value out of force."""
    places = _said_after(text, end)
    if _WRONG_WORDS.search(_lead_in(text, start)):
        places.append((end, len(text)))
    return places


__all__ = ["called_wrong_after"]
