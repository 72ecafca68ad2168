"""A form's or checklist's option group read as its choice, for the mandate reader.

A record states a limit by ticking one of several options under a heading ("The sector cap:\\n
[ ] 20 %\\n[x] Manager discretion within 15%–30%"). Which option is ticked, and which are left
out of force, is `record_marks`' one reading of a record's marks; this module only rewrites
the text so the ticked option reads as a sentence of its heading.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.record_marks import BOX, option_groups, unticked_options

#: a heading line that introduces options ("The sector cap:", "- Gross exposure:")
_HEADING_END: Final = re.compile(r":[ \t]*$")


def options_as_chosen(text: str) -> str:
    """`text` (same length) with each option group read as its choice: the unticked options
    blanked, the ticked option's box blanked, and the ticked option joined to a heading that
    introduces it ("The sector cap:\\n[x] Manager discretion within 15%–30%" reads "The sector
    cap:      Manager discretion within 15%–30%"), so a limit stated by a ticked box is read
    with its subject."""
    chars = list(text)
    for aside in unticked_options(text):
        _spaces(chars, aside.start, aside.end)
    for start, end in _contested_groups(text):
        for box in BOX.finditer(text, start, end):
            if box.group("ticked"):
                _spaces(chars, box.start(), box.end())
                _join_heading(text, chars, box.start())
    return "".join(chars)


def _contested_groups(text: str) -> list[tuple[int, int]]:
    """The option groups, as (start, end), where some box is left unticked: a ticked box among
    them is a choice; one alone is only a mark."""
    spans = [(group[0][0], group[-1][1]) for group in option_groups(text)]
    return [
        (start, end)
        for start, end in spans
        if any(m.group("unticked") for m in BOX.finditer(text, start, end))
    ]


def _join_heading(text: str, chars: list[str], at: int) -> None:
    """Join the option ticked at `at` to the heading line above its group ("…cap:"), over
    the (blanked) unticked options between them."""
    breaks: list[int] = []
    line_start = text.rfind("\n", 0, at)
    if line_start < 0 or text[line_start + 1 : at].strip():
        return
    while line_start > 0:
        breaks.append(line_start)
        before = text.rfind("\n", 0, line_start) + 1
        line = text[before:line_start]
        if _HEADING_END.search(line):
            for i in breaks:
                chars[i] = " "
            return
        if not BOX.match(line.lstrip()) or "".join(chars[before:line_start]).strip():
            return  # another ticked option or prose: no heading of this option's own
        line_start = before - 1


def _spaces(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


__all__ = ["options_as_chosen"]
