"""Which value of a change record is in force: the record's own marks say so.

Tickets, forms and change records state more than one value of a limit, and their structure,
not their sentences, says which one holds:

- a diff: the removed ("-") side of a changed key is the old value once the change is merged;
  when the record says the change was not merged (closed unmerged, rejected, still a draft), the
  added ("+") side never took effect;
- a choice of options: an option whose box is left unticked ("[ ] 9 %", "( ) 2x", "☐ 300 bp")
  beside a ticked one of the same group is not the one chosen;
- a change request or approval step the record turns down ("Rejected by: …", "Status: Declined",
  "Resolution: Won't Do") or leaves pending approval: the value it asked to change the limit to
  is not in force (the verdict's own "stays at …" is);
- a release note or change log: the entry a later entry reverts ("v2.1.1 — rolled back 2.1.0",
  'Revert "…"'), or one marked "(reverted)", states a value that no longer holds;
- a payload or config: a key the text marks deprecated, legacy, ignored or no longer read
  ("`cap_v1` is obsolete", "# legacy, unused"), or one named as the old copy of a key beside it
  (`legacy_max_gross`, `max_gross_old`), holds a value nobody reads.

Pure: text and a value's span in, the reason it is out of force (or None) out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Final

# --- diffs ---------------------------------------------------------------------------------------

#: a diff line changing a key: its side, the key, then ":" or "="
_DIFF_LINE: Final = re.compile(
    r"(?m)^[ \t]*(?P<side>[-+])(?![-+])[ \t]*[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=]"
)
#: a record saying its change did not take effect: not merged, closed unmerged, rejected, a draft
_UNMERGED: Final = re.compile(
    r"\b(?:not\s+(?:yet\s+)?merged|unmerged|closed\s+without\s+merg\w*|never\s+merged|"
    r"(?:declined|rejected|abandoned|reverted|withdrawn)\b|draft\b|won['’]?t\s+(?:merge|do|fix))",
    re.IGNORECASE,
)


def _diff_side(text: str, start: int, end: int) -> str | None:
    """The side of a diff the value sits on, when the same key is on the other side too."""
    line_start = text.rfind("\n", 0, start) + 1
    own = _DIFF_LINE.match(text, line_start)
    if own is None or own.end() > start:
        return None
    key, side = own.group("key"), own.group("side")
    other = "+" if side == "-" else "-"
    paired = any(
        m.group("side") == other and m.group("key") == key for m in _DIFF_LINE.finditer(text)
    )
    if not paired:
        return None
    merged = _UNMERGED.search(text) is None
    if side == "-" and merged:
        return "is the removed side of a merged diff; the added side replaced it"
    if side == "+" and not merged:
        return "is the added side of a change the record says did not take effect"
    return None


# --- ticked and unticked options ----------------------------------------------------------------

_UNTICKED: Final = r"\[\s?\]|\(\s?\)|☐|◯|○|⬜"
_TICKED: Final = r"\[\s?[xX✓✔✗×*•]\s?\]|\(\s?[xX✓✔*•o]\s?\)|☑|☒|✅|◉|⦿|✔"
_BOX: Final = re.compile(rf"(?P<unticked>{_UNTICKED})|(?P<ticked>{_TICKED})")
#: a line that opens with a box (after an indent or a list's dash)
_BOX_FIRST: Final = re.compile(rf"[ \t]*(?:[-*•][ \t]+)?(?:{_UNTICKED}|{_TICKED})")


def _lines_with_boxes(text: str, at: int) -> tuple[int, int]:
    """The block of consecutive lines holding boxes around offset `at`, as (start, end)."""
    lines = text.splitlines(keepends=True)
    offsets, offset = [], 0
    for line in lines:
        offsets.append(offset)
        offset += len(line)
    index = max(i for i, o in enumerate(offsets) if o <= at) if offsets else 0
    first = last = index
    while first > 0 and _BOX.search(lines[first - 1]):
        first -= 1
    while last + 1 < len(lines) and _BOX.search(lines[last + 1]):
        last += 1
    return offsets[first], offsets[last] + len(lines[last])


def _unticked_option(text: str, start: int, end: int) -> str | None:
    """Whether the value lies in an option whose box is unticked, beside a ticked option."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    on_line = list(_BOX.finditer(text, line_start, line_end))
    if not on_line:
        return None
    # a line that opens with a box ticks the option after each box ("[ ] 9 %  [x] 6 %"); one
    # that opens with words, the option before each box ("9 % [ ]   6 % [x]")
    if _BOX_FIRST.match(text, line_start):
        box = next((m for m in reversed(on_line) if m.end() <= start), None)
    else:
        box = next((m for m in on_line if m.start() >= end), None)
    if box is None or not box.group("unticked"):
        return None
    block_start, block_end = _lines_with_boxes(text, start)
    if not any(m.group("ticked") for m in _BOX.finditer(text, block_start, block_end)):
        return None
    return "is an option left unticked beside the one ticked; it was not chosen"


# --- change requests turned down or pending -----------------------------------------------------

#: a record's verdict refusing its change: "Rejected by: …", "Status: Declined", "Resolution:
#: Won't Do", "Decision — not approved", "Outcome: withdrawn"
_REFUSED: Final = re.compile(
    r"(?im)^[ \t*_>-]*(?:(?:rejected|declined|denied|vetoed|refused|turned\s+down)\s+by\b|"
    r"(?:status|resolution|decision|outcome|result|state|verdict)\b[^\n:=]{0,20}[:=—–-]\s*"
    r"(?:[\w ]{0,20}[·,/|—–-]\s*)?(?:rejected|declined|denied|vetoed|refused|not\s+approved|"
    r"won['’]?t\s+(?:do|fix)|withdrawn|cancell?ed|abandoned|not\s+accepted|turned\s+down|"
    r"superseded|obsolete|duplicate))"
)
#: a record's step still waiting for approval: "Status: Pending approval", "Awaiting sign-off"
#: (a "Pending: Risk" step, or an approval line left empty: "Approved by: —")
_PENDING: Final = re.compile(
    r"(?im)^[ \t*_>-]*(?:(?:status|state|approval)\b[^\n:=]{0,20}[:=—–-]\s*(?:pending|awaiting|"
    r"waiting\s+for|not\s+yet)\s+(?:approval|sign[\s-]?off|review)|pending\s*[:=]|"
    r"approved\s+by\s*[:=]\s*(?:[—–-]+|none|n/?a|tbd|tba)?[ \t]*$)"
)
#: a later verdict that approves it after all
_APPROVED: Final = re.compile(
    r"(?im)^[ \t*_>-]*(?:(?:approved|accepted|signed\s+off|merged|implemented)\s+(?:by|on)\b"
    r"\s*[:=]?\s*[\w@]|"
    r"(?:status|resolution|decision|outcome)\b[^\n:=]{0,20}[:=—–-]\s*(?:approved|accepted|"
    r"done|implemented|merged|fixed))"
)
#: the value a record asks the limit to change to: "change … to", "raise … to", "Requested
#: value:", "Proposed:", "New value:"
_ASKED_TO: Final = re.compile(
    r"(?:\b(?:change[ds]?|chang\w*|rais\w*|increas\w*|lift\w*|lower\w*|cut\w*|reduc\w*|"
    r"decreas\w*|tighten\w*|loosen\w*|widen\w*|narrow\w*|set\w*|mov\w*|bump\w*|tak\w*|"
    r"update\w*|amend\w*|adjust\w*)\b[^\n]{0,80}?\b(?:to|at)\s+(?:\w+\s+)?|"
    r"\bnew\s*(?:value|limit|level|cap|setting)?\s*[:=]\s*|"
    r"\b(?:requested|proposed|suggested|proposal|request|asked[\s-]for)(?:\s+(?:value|limit|"
    r"level|cap|setting|change))?\s*[:=—–]\s*[^\n]{0,80}?)$",
    re.IGNORECASE,
)
#: the verdict keeps the old value: "stays at", "remains", "unchanged at", "kept at"
_KEPT: Final = re.compile(
    r"\b(?:stays?|remains?|kept|keeps?|unchanged|retained|holds?|still|back)\b", re.IGNORECASE
)


def _refused_change(text: str, start: int, end: int) -> str | None:
    """Whether the value is what a change request asked for, and the record refuses it (or
    leaves it pending approval)."""
    refused = [m.start() for m in _REFUSED.finditer(text)]
    pending = [m.start() for m in _PENDING.finditer(text)]
    verdicts = refused or pending
    if not verdicts:
        return None
    approved = [m.start() for m in _APPROVED.finditer(text)]
    if approved and max(approved) > max(verdicts):
        return None
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    if _ASKED_TO.search(before) is None:
        return None
    asked = _ASKED_TO.search(before)
    if asked is not None and _KEPT.search(before[asked.start() :]):
        return None
    if refused:
        return "is the value a change request asked for, which the record turns down"
    return "is the value a change request asks for, still pending approval"


# --- reverted release entries -------------------------------------------------------------------

#: a release or change entry's own id at the start of its line: "v3.4.0", "3.4.0", "[2.1.0]",
#: "## 1.2", "CHG-1120", "#4411"
_ENTRY_ID: Final = re.compile(
    r"(?m)^[ \t]*(?:[#*•-]+[ \t]*)?\[?(?P<id>v?\d+(?:\.\d+){1,3}\b|[A-Z]{2,10}-\d+|#\d{2,7})\]?"
)
#: an entry that undoes another one, named: "reverted: the v3.4.0 change", "rolls back 2.1",
#: "backs out CHG-1120", "undoes #4411"
_REVERTS: Final = re.compile(
    r"\b(?:revert\w*|roll(?:s|ed|ing)?\s+back|rollback|back(?:s|ed|ing)?\s+out|undo\w*|undid)"
    r"\b[^\n]{0,40}?(?P<ref>v?\d+(?:\.\d+){1,3}\b|[A-Z]{2,10}-\d+|#\d{2,7})",
    re.IGNORECASE,
)
#: an entry marked as undone on its own line: "(reverted)", "[rolled back in 2.1.1]"
_MARKED_REVERTED: Final = re.compile(
    r"[(\[]\s*(?:since\s+|later\s+)?(?:reverted|rolled\s+back|backed\s+out|undone|withdrawn)\b"
    r"[^)\]\n]*[)\]]",
    re.IGNORECASE,
)
#: a git revert of a commit by its title: 'Revert "cap gross at 2x"'
_REVERT_TITLE: Final = re.compile(r"\bRevert\s+[\"“](?P<title>[^\"”\n]{4,})[\"”]")


def _norm(entry_id: str) -> str:
    return entry_id.lower().removeprefix("v")


def _reverted_entry(text: str, start: int, end: int) -> str | None:
    """Whether the value lies in a release or change entry that another entry reverts."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    if _REVERTS.search(line):
        return None  # the reverting entry itself says what holds again
    if _MARKED_REVERTED.search(line):
        return "is in a change entry marked as reverted; it no longer holds"
    for title in _REVERT_TITLE.finditer(text, line_start, line_start + len(line)):
        if title.start("title") <= start and end <= title.end("title"):
            return "is in the title of the change a git revert undoes"
        return None  # a git revert's own words outside the title
    heads = list(_ENTRY_ID.finditer(text, 0, line_start + len(line)))
    own = heads[-1] if heads else None
    if own is not None:
        reverted = {_norm(m.group("ref")) for m in _REVERTS.finditer(text)}
        if _norm(own.group("id")) in reverted:
            return f"is in the entry {own.group('id')}, which a later entry reverts"
    for title in _REVERT_TITLE.finditer(text):
        words = title.group("title").strip().lower()
        if words in line.lower():
            return f"is in the change “{title.group('title')}”, which a revert undoes"
    return None


# --- deprecated keys ----------------------------------------------------------------------------

#: a config key right before its value (`"cap_v1": 0.12`, `cap_v1 = 0.12`)
_KEY_VALUE: Final = re.compile(r"[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=][ \t]*[\"']?$")
#: what says a key is read no more
_DEPRECATED: Final = re.compile(
    r"\b(?:deprecated|obsolete|legacy|retired|unused|ignored|superseded|no\s+longer\s+"
    r"(?:read|used|honou?red|applied|in\s+use|supported|valid|parsed|effective)|not\s+"
    r"(?:read|used|parsed)\s+any\s?more|is\s+(?:not|never)\s+read|kept\s+for\s+"
    r"(?:compatibility|backward|history))\b",
    re.IGNORECASE,
)
#: a key named as the old copy of another: `legacy_max_gross`, `max_gross_old`, `oldCap`
_OLD_NAME: Final = re.compile(
    r"^(?:legacy|old|deprecated|prev|previous|former)_(?P<a>.+)$|"
    r"^(?P<b>.+?)_(?:legacy|old|deprecated|prev|previous|former)$",
    re.IGNORECASE,
)
_ANY_KEY: Final = re.compile(r"[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=]")
_SENTENCE: Final = re.compile(r"[^\n.;]+(?:\.(?=\w)[^\n.;]*)*")


def _mentions(key: str, sentence: str) -> Iterator[re.Match[str]]:
    return re.finditer(rf"(?<![\w.\-]){re.escape(key)}(?![\w\-])", sentence)


#: the key named right after a mark ("deprecated `cap_v1`", "obsolete cap_v1")
_KEY_AFTER: Final = re.compile(r"[\s`'\"]{1,3}`?(?P<key>[A-Za-z_][\w.\-]*_[\w.\-]*|[a-z]+[A-Z]\w*)")


def _marked_key(sentence: str, keys: set[str]) -> Iterator[str]:
    """The keys a sentence marks as read no more: the one right after the mark ("deprecated
    `cap_v1`"), else the nearest one before it ("`cap_v1` is deprecated")."""
    for mark in _DEPRECATED.finditer(sentence):
        after = _KEY_AFTER.match(sentence, mark.end())
        if after is not None:
            yield after.group("key")
            continue
        before = [
            (m.end(), k)
            for k in keys
            for m in _mentions(k, sentence)
            if m.end() <= mark.start() and _about_key(sentence[m.end() : mark.start()])
        ]
        if before:
            yield max(before)[1]


#: a key's own value and the comment after it on its line: `= 400   # `, `: 0.12 // `
_OWN_COMMENT: Final = re.compile(r"^[\"'`]?\s*[:=]\s*[\w.\"'-]+\s*(?:#|//)[^\d]*$")


def _about_key(between: str) -> bool:
    """Whether a mark after a key speaks of the key: nothing numeric stands between them ("the
    old 0.15 is no longer used" speaks of a value), or the mark is in the key line's comment."""
    return not any(c.isdigit() for c in between) or _OWN_COMMENT.match(between) is not None


def _deprecated_key(text: str, start: int, end: int) -> str | None:
    """Whether the value is held by a key the text marks as read no more."""
    line_start = text.rfind("\n", 0, start) + 1
    own = _KEY_VALUE.search(text, line_start, start)
    if own is None:
        return None
    key = own.group("key")
    keys = {m.group("key") for m in _ANY_KEY.finditer(text)}
    old = _OLD_NAME.match(key)
    if old is not None and (old.group("a") or old.group("b")) in keys:
        return f"is held by {key}, the old copy of a key the payload also gives"
    for sentence in _SENTENCE.finditer(text):
        if key in set(_marked_key(sentence.group(0), keys)):
            return f"is held by {key}, which the text says is no longer read"
    return None


_READERS: Final[tuple[Callable[[str, int, int], str | None], ...]] = (
    _diff_side,
    _unticked_option,
    _refused_change,
    _reverted_entry,
    _deprecated_key,
)


def set_aside_by_record(text: str, start: int, end: int) -> str | None:
    """Why the record's own marks leave the value at `start`–`end` out of force (a diff's old
    side, an unticked option, a refused or pending change request, a reverted entry, a
    deprecated key), or None."""
    for reader in _READERS:
        why = reader(text, start, end)
        if why is not None:
            return why
    return None


__all__ = ["set_aside_by_record"]
