"""What a ticket, form or change record itself leaves out of force, for reading the objective.

Records state the goal with its alternatives beside it: a web form lists every goal and marks
one ("( ) Lowest volatility / (•) Closest to the benchmark"), a checklist ticks one box
("[x] minimum variance [ ] maximum Sharpe"), a config diff shows the old line and the new
("- objective: max_sharpe\n+ objective: min_variance"), a ticket keeps a rejected submission
above the approved one ("Submission 1 — Status: Rejected … Submission 2 — Status: Approved").
Only the marked option, the diff's added side and the sections not turned down are the
request; the rest is blanked before the objective is read.

This is a narrow reader for the objective (another reader of record state serves provenance;
they are to be merged).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: an option's box, marked or not: "( )", "(•)", "(x)", "[ ]", "[x]", "[X]", "☐", "☒", "◉", "○"
_BOX: Final = re.compile(
    r"(?P<box>\(\s?\)|\[\s?\]|☐|○|◯|⚪)|(?P<marked>\((?:•|x|X|\*|o|●|✓|✔)\)|\[(?:x|X|\*|✓|✔|•)\]"
    r"|☒|☑|◉|●|⦿)"
)
#: a fenced diff block
_DIFF_FENCE: Final = re.compile(r"```diff[^\n]*\n(?P<body>.*?)```", re.DOTALL)
#: a removed line of a diff ("- objective: max_mean_return"), not a file header ("--- a/x")
_REMOVED: Final = re.compile(r"^-(?!--)[^\n]*", re.MULTILINE)
#: a "- key: value" line followed by a "+ key: value" line: a diff outside a fence
_PAIRED: Final = re.compile(
    r"^-\s*(?P<key>[\w.\-]+)\s*[:=][^\n]*\n(?=\+\s*(?P=key)\s*[:=])", re.MULTILINE
)
#: the head of one of several numbered submissions of a record
_SECTION: Final = re.compile(
    r"^[ \t]*(?:submission|version|revision|draft|attempt|iteration|proposal|request|option|"
    r"change)\s*#?\s*\d+\b",
    re.IGNORECASE | re.MULTILINE,
)
#: a status that turns a submission down
_TURNED_DOWN: Final = re.compile(
    r"\b(?:rejected|declined|withdrawn|superseded|cancell?ed|abandoned|reverted|refused|"
    r"won['’]t\s+do|not\s+approved|denied)\b",
    re.IGNORECASE,
)


def _unmarked_options(text: str) -> Iterator[tuple[int, int]]:
    """Each unmarked option of a group in which one option is marked: the box and its label up
    to the next box or the line's end; a group is the run of consecutive lines with boxes."""
    lines, at = [], 0
    for line in text.split("\n"):
        lines.append((at, at + len(line)))
        at += len(line) + 1
    group: list[tuple[int, int]] = []
    for start, end in [*lines, (len(text), len(text))]:
        if end > start and _BOX.search(text, start, end) is not None:
            group.append((start, end))
            continue
        yield from _unmarked_in(text, group)
        group = []


def _unmarked_in(text: str, group: list[tuple[int, int]]) -> Iterator[tuple[int, int]]:
    boxes = [m for start, end in group for m in _BOX.finditer(text, start, end)]
    if not any(m.group("marked") for m in boxes):
        return
    for start, end in group:
        on_line = list(_BOX.finditer(text, start, end))
        for box, after in zip(on_line, [*on_line[1:], None], strict=True):
            if box.group("box"):
                yield box.start(), after.start() if after is not None else end


def _diff_removed(text: str) -> Iterator[tuple[int, int]]:
    """The removed side of a diff: the "-" lines of a fenced diff, and a "- key:" line
    followed by a "+ key:" line anywhere."""
    for fence in _DIFF_FENCE.finditer(text):
        for line in _REMOVED.finditer(fence.group("body")):
            yield fence.start("body") + line.start(), fence.start("body") + line.end()
    for pair in _PAIRED.finditer(text):
        yield pair.start(), pair.end() - 1


def _turned_down_sections(text: str) -> Iterator[tuple[int, int]]:
    """The numbered submissions a record turned down, when another one was not: the head
    line or a status line within the section says rejected, withdrawn, superseded, …"""
    heads = [m.start() for m in _SECTION.finditer(text)]
    if len(heads) < 2:
        return
    sections = list(zip(heads, [*heads[1:], len(text)], strict=True))
    down = [(s, e) for s, e in sections if _status_down(text[s:e])]
    if len(down) < len(sections):
        yield from down


def _status_down(section: str) -> bool:
    head = section.split("\n", 1)[0]
    status = re.search(
        r"^\W*(?:status|state|resolution|outcome|decision)\b[^\n]*",
        section,
        re.IGNORECASE | re.MULTILINE,
    )
    return bool(_TURNED_DOWN.search(head) or (status and _TURNED_DOWN.search(status.group(0))))


def out_of_force(text: str) -> list[tuple[int, int]]:
    """The spans of `text` its own record marks as not the request: unmarked options beside a
    marked one, a diff's removed side, submissions turned down beside one that stands."""
    return [*_unmarked_options(text), *_diff_removed(text), *_turned_down_sections(text)]


def in_force(text: str) -> str:
    """`text` with what its record marks as not in force blanked (offsets kept): for readers
    that take a record's words as stated, not only the objective's."""
    chars = list(text)
    for start, end in out_of_force(text):
        for i in range(start, end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


#: a heading line that introduces options ("The sector cap:", "- Gross exposure:")
_HEADING_END: Final = re.compile(r":[ \t]*$")


def options_as_chosen(text: str) -> str:
    """`text` (same length) with each option group read as its choice: the unmarked options
    blanked, the marked option's box blanked, and the marked option joined to a heading that
    introduces it ("The sector cap:\\n[x] Manager discretion within 15%–30%" reads "The sector
    cap:      Manager discretion within 15%–30%"), so a limit stated by a ticked box is read
    with its subject."""
    chars = list(text)
    for start, end in _unmarked_options(text):
        _spaces(chars, start, end)
    for box in _BOX.finditer(text):
        if box.group("marked") and _in_group(text, box.start()):
            _spaces(chars, box.start(), box.end())
            _join_heading(text, chars, box.start())
    return "".join(chars)


def _join_heading(text: str, chars: list[str], at: int) -> None:
    """Join the option marked at `at` to the heading line above its group ("…cap:"), over
    the (blanked) unmarked options between them."""
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
        if not _BOX.match(line.lstrip()) or "".join(chars[before:line_start]).strip():
            return  # another marked option or prose: no heading of this option's own
        line_start = before - 1


def _in_group(text: str, at: int) -> bool:
    """Whether a marked box at `at` stands among options (some box unmarked beside it)."""
    return any(a <= at < b for a, b in _option_groups(text)) and any(
        m.group("box")
        for a, b in _option_groups(text)
        if a <= at < b
        for m in _BOX.finditer(text, a, b)
    )


def _option_groups(text: str) -> list[tuple[int, int]]:
    groups: list[tuple[int, int]] = []
    at, start, end = 0, -1, -1
    for line in text.split("\n"):
        if line and _BOX.search(line):
            start = at if start < 0 else start
            end = at + len(line)
        elif start >= 0:
            groups.append((start, end))
            start = -1
        at += len(line) + 1
    if start >= 0:
        groups.append((start, end))
    return groups


def _spaces(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


#: a proposal a record then turns down: "Request: a 20%–40% band … . Rejected by: Risk."
_PROPOSAL: Final = re.compile(
    r"(?:^|(?<=[\n.;—–-]\s)|(?<=^\s))[ \t]*(?:change\s+)?(?:request(?:ed)?|proposal|proposed|"
    r"ask|suggestion|rfc)\b\s*[:\-—]?[^\n]*?(?:\.(?=\s)|(?=\n)|$)",
    re.IGNORECASE | re.MULTILINE,
)
#: the sentence after a proposal that turns it down
_REFUSAL: Final = re.compile(
    rf"\s*(?:(?:status|state|resolution|outcome|decision)\s*:\s*)?[^.\n]{{0,40}}?"
    rf"{_TURNED_DOWN.pattern}",
    re.IGNORECASE,
)


def turned_down_proposals(text: str) -> list[tuple[int, int]]:
    """The proposals a record turns down in the sentence after them ("Request: a 20%–40% band
    on the sector cap. Rejected by: Risk. Resolution: Won't Do — the cap stays at 40%"): what
    was asked and refused bounds nothing; what the resolution keeps still does."""
    return [
        (m.start(), m.end())
        for m in _PROPOSAL.finditer(text)
        if _REFUSAL.match(text, m.end()) is not None
    ]
