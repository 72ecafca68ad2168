"""Which value of a ticket, form or change record is in force: the record's own marks say so.

Tickets, forms and change records state more than one value of a limit or a goal, and their
structure, not their sentences, says which one holds. This module is the one reading of those
marks — one vocabulary per mark, one function (`out_of_force`) finding every span a record
leaves out of force with its reason — that the provenance check (`set_aside_by_record`), the
objective reader and the mandate reader (`out_of_force`), the leakage reader (`in_force`) and
the mandate's option groups (`record_options.options_as_chosen`) all derive from:

- a choice of options: an option whose box is left unticked ("[ ] 9 %", "( ) 2x", "☐ 300 bp",
  "9 % [ ]") beside a ticked one of the same group ("[x]", "(•)", "☒", "◉") is not the one
  chosen; a box precedes its label unless the line opens with words and ends with a box;
- a diff: the removed ("-") side of a changed key (every "-" line of a fenced diff) is the old
  value once the change is merged; when the record says the change did not take effect (not
  merged, rejected, withdrawn, a draft, reverted), the added ("+") side is what never held;
- a change request or approval step the record turns down ("Rejected by: …", "Status:
  Declined", "Resolution: Won't Do", "Status: Superseded") or leaves pending approval: the value
  it asked to change the limit to is not in force (the verdict's own "stays at …" is); nor is a
  numbered submission turned down beside one that stands ("Submission 1 — Status: Rejected"),
  nor a proposal the next sentence refuses ("Request: a 20–40 % band. Rejected by: Risk.",
  "a trustee asked whether X could vary between 10 % and 20 %. The chair said no");
- a release note or change log: the entry a later entry reverts ("v2.1.1 — rolled back 2.1.0",
  'Revert "…"'), or one marked "(reverted)", states a value that no longer holds;
- a change named by its title that the record says never landed ('PR #903 "set min_cash to
  0.025" was closed without merging'), and a clause that holds only behind a feature flag the
  text says is off ("Behind `FF_X` (OFF in prod) the cap would be 45 %");
- a payload or config: a key the text marks deprecated, legacy, ignored or no longer read
  ("`cap_v1` is obsolete", "# legacy, unused"), or one named as the old copy of a key beside it
  (`legacy_max_gross`, `max_gross_old`), holds a value nobody reads.

Pure: text in, spans with their reasons out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Final, NamedTuple

from quantward_validation.feature_flags import flag_gated
from quantward_validation.superseded_sections import superseded_sections
from quantward_validation.text_lines import line_at
from quantward_validation.unlanded_changes import unlanded_titles
from quantward_validation.vote_tables import changed_by_vote


class SetAside(NamedTuple):
    """A span of a record its own marks leave out of force, and why (a phrase that follows the
    value it holds: "is an option left unticked …")."""

    start: int
    end: int
    reason: str


# --- the vocabulary: one pattern per mark -------------------------------------------------------

#: an option's box left unticked: "[ ]", "( )", "☐", "○"
UNTICKED: Final = r"\[\s?\]|\(\s?\)|☐|◯|○|⬜|⚪"
#: an option's box ticked: "[x]", "[✓]", "(•)", "(o)", "☒", "☑", "◉", "●", "✔"
TICKED: Final = r"\[\s?[xX✓✔✗×*•]\s?\]|\(\s?[xX✓✔*•o●]\s?\)|☑|☒|✅|◉|⦿|●|✔"
#: either box, named by its state
BOX: Final = re.compile(rf"(?P<unticked>{UNTICKED})|(?P<ticked>{TICKED})")
#: a line that opens with a box (after an indent or a list's dash)
_BOX_FIRST: Final = re.compile(rf"[ \t]*(?:[-*•][ \t]+)?(?:{UNTICKED}|{TICKED})")

#: a diff line changing a key: its side, the key, then ":" or "="
_DIFF_LINE: Final = re.compile(
    r"(?m)^[ \t]*(?P<side>[-+])(?![-+])[ \t]*[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=]"
)
#: a fenced diff block
_DIFF_FENCE: Final = re.compile(r"```diff[^\n]*\n(?P<body>.*?)```", re.DOTALL)
#: a changed line of a fenced diff ("- objective: max_sharpe"), not a file header ("--- a/x")
_FENCED_LINE: Final = re.compile(r"(?m)^(?P<side>[-+])(?!(?P=side){2})[^\n]*")

#: the words of a verdict refusing a change: rejected, declined, vetoed, won't do, withdrawn, …
REFUSED_WORDS: Final = (
    r"rejected|declined|denied|vetoed|refused|turned\s+down|not\s+approved|"
    r"won['’]?t\s+(?:do|fix)|withdrawn|cancell?ed|abandoned|not\s+accepted"
)
#: the words of a verdict replacing or undoing a change: superseded, obsolete, reverted, …
SUPERSEDED_WORDS: Final = r"superseded|obsolete|duplicate|reverted"
#: a status that turns a change, submission or proposal down
TURNED_DOWN: Final = re.compile(rf"\b(?:{REFUSED_WORDS}|{SUPERSEDED_WORDS})\b", re.IGNORECASE)
#: a record saying its change did not take effect: not merged, a draft, refused, reverted
_NOT_MERGED: Final = re.compile(
    rf"\b(?:not\s+(?:yet\s+)?merged|unmerged|closed\s+without\s+merg\w*|never\s+merged|"
    rf"won['’]?t\s+merge|draft|reverted|{REFUSED_WORDS})\b",
    re.IGNORECASE,
)
#: a record's verdict refusing its change: "Rejected by: …", "Status: Declined", "Resolution:
#: Won't Do", "Decision — not approved", "Outcome: withdrawn", "Status: Superseded"
_REFUSED: Final = re.compile(
    r"(?im)^[ \t*_>-]*(?:(?:rejected|declined|denied|vetoed|refused|turned\s+down)\s+by\b|"
    r"(?:status|resolution|decision|outcome|result|state|verdict)\b[^\n:=]{0,20}[:=—–-]\s*"
    rf"(?:[\w ]{{0,20}}[·,/|—–-]\s*)?(?:{REFUSED_WORDS}|{SUPERSEDED_WORDS}))"
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
#: a value a change request can ask for: a number with its unit ("30 %", "$5m", "150bp", "2x")
_VALUE: Final = re.compile(
    r"[-+−~≈<>≤≥$€£¥]?\d[^\s,;]*(?:[ \t](?:%|‰|bps?|bp|basis\s+points?|per\s?cent|percent|"
    r"pct|x|×|times)(?!\w))?"
)
#: the head of one of several numbered submissions of a record
_SECTION: Final = re.compile(
    r"^[ \t]*(?:submission|version|revision|draft|attempt|iteration|proposal|request|option|"
    r"change)\s*#?\s*\d+\b",
    re.IGNORECASE | re.MULTILINE,
)
#: a section's status line
_STATUS_LINE: Final = re.compile(
    r"^\W*(?:status|state|resolution|outcome|decision)\b[^\n]*", re.IGNORECASE | re.MULTILINE
)
#: a proposal a record then turns down: "Request: a 20%–40% band … . Rejected by: Risk.", or
#: minutes reporting who asked for it: "Minutes: a trustee asked whether the sector weight could
#: vary between 10 % and 20 %.", "the desk requested a 1x–2x corridor", "the front office asked
#: for discretion over turnover within 30–60 %"
_PROPOSAL: Final = re.compile(
    r"(?:^|(?<=[\n.;—–-]\s)|(?<=^\s))[ \t]*(?:(?:change\s+)?(?:request(?:ed)?|proposal|proposed|"
    r"ask|suggestion|rfc)\b|"
    r"[^.\n]{0,80}?\b(?:asked|enquired|inquired|requested|sought|applied|queried|wondered)\s+"
    r"(?:(?:the\s+)?(?:board|committee|chair|trustees|council|ic)\s+)?(?:whether|if|for|to)\b)"
    r"\s*[:\-—]?[^\n]*?(?:\.(?=\s)|(?=\n)|$)",
    re.IGNORECASE | re.MULTILINE,
)
#: the sentence after a proposal that turns it down: a verdict's word, or the chair's answer
#: reported ("The chair said no", "the Committee answered no")
_REFUSAL: Final = re.compile(
    rf"\s*(?:(?:status|state|resolution|outcome|decision)\s*:\s*)?[^.\n]{{0,40}}?"
    rf"(?:{TURNED_DOWN.pattern}|"
    r"\b(?:said|answered|replied|responded|ruled|voted)\s+(?:that\s+)?(?:no|against)\b)",
    re.IGNORECASE,
)

#: a release or change entry's own id at the start of its line: "v3.4.0", "3.4.0", "[2.1.0]",
#: "## 1.2", "CHG-1120", "#4411"
#: a git commit's short or full hash: hex digits, a digit and a letter among them ("4b7a0d2")
_HASH: Final = r"(?=[0-9a-f]{0,39}\d)(?=[0-9a-f]{0,39}[a-f])[0-9a-f]{7,40}"
_ENTRY_ID: Final = re.compile(
    r"(?m)^[ \t]*(?:[#*•-]+[ \t]*)?\[?(?P<id>v?\d+(?:\.\d+){1,3}\b|[A-Z]{2,10}-\d+|#\d{2,7}|"
    + _HASH
    + r"(?=\s))\]?"
)
#: an entry that undoes another one, named: "reverted: the v3.4.0 change", "rolls back 2.1",
#: "backs out CHG-1120", "undoes #4411", "This reverts commit 4b7a0d2"
_REVERTS: Final = re.compile(
    r"\b(?:revert\w*|roll(?:s|ed|ing)?\s+back|rollback|back(?:s|ed|ing)?\s+out|undo\w*|undid)"
    r"\b[^\n]{0,40}?(?:commit\s+(?P<hash>" + _HASH + r")\b|"
    r"(?P<ref>v?\d+(?:\.\d+){1,3}\b|[A-Z]{2,10}-\d+|#\d{2,7}))",
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
#: a change written from its old value to its new one: "from 4 % to 6 %", "4 % → 6 %",
#: "0.04 -> 0.06"; undoing it restores the old value
_CHANGED_FROM: Final = re.compile(
    rf"(?:\bfrom\s+|(?<![\w.]))(?P<old>{_VALUE.pattern})\s*(?:\bto\b|→|->|=>)\s*[-+−~≈$€£¥]?\d"
)

#: a config key and its separator, before its value (`"cap_v1": 0.12`, `cap_v1 = 0.12`)
_KEY_AT: Final = re.compile(r"[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=][ \t]*[\"']?")
#: a key's value: up to the next item, the line's end or a comment
_KEY_VALUE: Final = re.compile(r"(?:(?!//)[^\n,;}\]#])*")
#: what says a key is read no more
_DEPRECATED: Final = re.compile(
    r"\b(?:deprecated|obsolete|legacy|retired|unused|ignored|superseded|no\s+longer\s+"
    r"(?:read|used|honou?red|applied|in\s+use|supported|valid|parsed|effective)|not\s+"
    r"(?:read|used|parsed)\s+any\s?more|is\s+(?:not|never)\s+read|kept\s+for\s+"
    r"(?:compatibility|backward|history))\b",
    re.IGNORECASE,
)
#: a key named as the old copy of another: `legacy_max_gross`, `max_gross_old`
_OLD_NAME: Final = re.compile(
    r"^(?:legacy|old|deprecated|prev|previous|former)_(?P<a>.+)$|"
    r"^(?P<b>.+?)_(?:legacy|old|deprecated|prev|previous|former)$",
    re.IGNORECASE,
)
_ANY_KEY: Final = re.compile(r"[\"'`]?(?P<key>[A-Za-z_][\w.\-]*)[\"'`]?[ \t]*[:=]")
_SENTENCE: Final = re.compile(r"[^\n.;]+(?:\.(?=\w)[^\n.;]*)*")
#: the key named right after a mark ("deprecated `cap_v1`", "obsolete cap_v1")
_KEY_AFTER: Final = re.compile(r"[\s`'\"]{1,3}`?(?P<key>[A-Za-z_][\w.\-]*_[\w.\-]*|[a-z]+[A-Z]\w*)")
#: a key's own value and the comment after it on its line: `= 400   # `, `: 0.12 // `
_OWN_COMMENT: Final = re.compile(r"^[\"'`]?\s*[:=]\s*[\w.\"'-]+\s*(?:#|//)[^\d]*$")


# --- lines --------------------------------------------------------------------------------------


def _lines(text: str) -> list[tuple[int, int]]:
    """Each line of `text` as (start, end), its newline left out."""
    lines, at = [], 0
    for line in text.split("\n"):
        lines.append((at, at + len(line)))
        at += len(line) + 1
    return lines


# --- ticked and unticked options ----------------------------------------------------------------


def option_groups(text: str) -> list[list[tuple[int, int]]]:
    """The groups of options of `text`: each run of consecutive lines holding a box, as lines."""
    groups: list[list[tuple[int, int]]] = [[]]
    for start, end in _lines(text):
        if end > start and BOX.search(text, start, end) is not None:
            groups[-1].append((start, end))
        elif groups[-1]:
            groups.append([])
    return [group for group in groups if group]


def unticked_options(text: str) -> Iterator[SetAside]:
    """Each option left unticked in a group where another is ticked: its box and its label."""
    for group in option_groups(text):
        if any(m.group("ticked") for start, end in group for m in BOX.finditer(text, start, end)):
            for start, end in group:
                yield from _unticked_on_line(text, start, end)


def _unticked_on_line(text: str, start: int, end: int) -> Iterator[SetAside]:
    """The unticked options of one line. A box precedes its label ("[ ] 9 %  [x] 6 %",
    "Goal: ( ) A (•) B") unless the line opens with words and ends with a box ("9 % [ ]
    6 % [x]"): then each label precedes its box."""
    boxes = list(BOX.finditer(text, start, end))
    labels_first = _BOX_FIRST.match(text, start) is None and not text[boxes[-1].end() : end].strip()
    why = "is an option left unticked beside the one ticked; it was not chosen"
    for i, box in enumerate(boxes):
        if not box.group("unticked"):
            continue
        if labels_first:
            begin = boxes[i - 1].end() if i else _after_heading(text, start, box.start())
            yield SetAside(begin, box.end(), why)
        else:
            finish = boxes[i + 1].start() if i + 1 < len(boxes) else end
            yield SetAside(box.start(), finish, why)


def _after_heading(text: str, start: int, end: int) -> int:
    """Where a line's first label begins: after a heading ("Cap: 9 % [ ]"), else at its start."""
    heading = text.rfind(": ", start, end)
    return start if heading < 0 else heading + 1


# --- diffs --------------------------------------------------------------------------------------


def _diff_sides(text: str) -> Iterator[SetAside]:
    """The side of a diff that does not hold: the removed side of a merged change (every "-"
    line of a fenced diff, a "-" line of a key the diff also adds), or the added side of one
    the record says did not take effect."""
    lines: list[tuple[str, int, int]] = []  # side, start, end
    fences: list[tuple[int, int]] = []
    for fence in _DIFF_FENCE.finditer(text):
        fences.append((fence.start("body"), fence.end("body")))
        for line in _FENCED_LINE.finditer(fence.group("body")):
            at = fence.start("body")
            lines.append((line.group("side"), at + line.start(), at + line.end()))
    keyed = [m for m in _DIFF_LINE.finditer(text) if not any(a <= m.start() < b for a, b in fences)]
    sides = {(m.group("side"), m.group("key")) for m in keyed}
    for m in keyed:
        if ("+" if m.group("side") == "-" else "-", m.group("key")) in sides:
            lines.append((m.group("side"), m.start("side"), line_at(text, m.start())[1]))
    if not lines:
        return
    if _NOT_MERGED.search(text) is None:
        why, side = "is the removed side of a merged diff; the added side replaced it", "-"
    else:
        why, side = "is the added side of a change the record says did not take effect", "+"
    yield from (SetAside(start, end, why) for own, start, end in lines if own == side)


# --- change requests turned down or pending -----------------------------------------------------


def _refused_changes(text: str) -> Iterator[SetAside]:
    """The values change requests asked for, when the record refuses them (or leaves them
    pending approval) and no later verdict approves them; not a value the verdict keeps
    ("stays at 40 %")."""
    refused = [m.start() for m in _REFUSED.finditer(text)]
    pending = [m.start() for m in _PENDING.finditer(text)]
    verdicts = refused or pending
    if not verdicts:
        return
    approved = [m.start() for m in _APPROVED.finditer(text)]
    if approved and max(approved) > max(verdicts):
        return
    why = (
        "is the value a change request asked for, which the record turns down"
        if refused
        else "is the value a change request asks for, still pending approval"
    )
    for line_start, line_end in _lines(text):
        for value in _VALUE.finditer(text, line_start, line_end):
            before = text[line_start : value.start()]
            asked = _ASKED_TO.search(before)
            if asked is None or _KEPT.search(before[asked.start() :]):
                continue
            word = re.search(r"[A-Za-z]+\s+$", before)  # "to USD 5m", "to roughly 30 %"
            yield SetAside(value.start() - (len(word.group(0)) if word else 0), value.end(), why)


def _turned_down_sections(text: str) -> Iterator[SetAside]:
    """The numbered submissions a record turned down, when another one was not: the head
    line or a status line within the section says rejected, withdrawn, superseded, …"""
    heads = [m.start() for m in _SECTION.finditer(text)]
    if len(heads) < 2:
        return
    sections = list(zip(heads, [*heads[1:], len(text)], strict=True))
    down = [(s, e) for s, e in sections if _status_down(text[s:e])]
    if len(down) < len(sections):
        why = "is in a submission the record turns down, beside one that stands"
        yield from (SetAside(s, e, why) for s, e in down)


def _status_down(section: str) -> bool:
    head = section.split("\n", 1)[0]
    status = _STATUS_LINE.search(section)
    return bool(TURNED_DOWN.search(head) or (status and TURNED_DOWN.search(status.group(0))))


def _turned_down_proposals(text: str) -> Iterator[SetAside]:
    """The proposals a record turns down in the sentence after them ("Request: a 20%–40% band
    on the sector cap. Rejected by: Risk. Resolution: Won't Do — the cap stays at 40%"): what
    was asked and refused bounds nothing; what the resolution keeps still does."""
    why = "is what a proposal asked for, which the sentence after it turns down"
    for m in _PROPOSAL.finditer(text):
        if _REFUSAL.match(text, m.end()) is not None:
            yield SetAside(m.start(), m.end(), why)


# --- reverted release entries -------------------------------------------------------------------


def _norm(entry_id: str) -> str:
    return entry_id.lower().removeprefix("v")


def _reverted_entries(text: str) -> Iterator[SetAside]:
    """The lines of release or change entries another entry reverts, or marked as reverted;
    not the reverting entry's own line, which says what holds again; of a git revert's own
    line only the title it undoes."""
    for start, end, why, whole in _undone_lines(text):
        if whole:
            yield from _undone(text, start, end, why)
        else:
            yield SetAside(start, end, why)


def _undone_lines(text: str) -> Iterator[tuple[int, int, str, bool]]:
    """The undone entries' lines (start, end, reason, True), and a git revert's undone title
    (start, end, reason, False)."""
    reverted = {_norm(m.group("ref") or m.group("hash")) for m in _REVERTS.finditer(text)}
    titles = list(_REVERT_TITLE.finditer(text))
    if not reverted and not titles and _MARKED_REVERTED.search(text) is None:
        return
    heads = list(_ENTRY_ID.finditer(text))
    for start, end in _lines(text):
        line = text[start:end]
        # a git revert's own line: only its title is undone (its title may hold a figure that
        # reads like a version, 'Revert "bump cap to 0.064"', so this is asked first)
        own_title = _REVERT_TITLE.search(text, start, end)
        if own_title is not None:
            why = "is in the title of the change a git revert undoes"
            yield own_title.start("title"), own_title.end("title"), why, False
            continue
        if _REVERTS.search(line):
            continue
        if _MARKED_REVERTED.search(line):
            yield start, end, "is in a change entry marked as reverted; it no longer holds", True
            continue
        own = next((m for m in reversed(heads) if m.start() < end), None)
        if own is not None and _norm(own.group("id")) in reverted:
            yield (
                start,
                end,
                f"is in the entry {own.group('id')}, which a later entry reverts",
                True,
            )
            continue
        for title in titles:
            if title.group("title").strip().lower() in line.lower():
                why = f"is in the change “{title.group('title')}”, which a revert undoes"
                yield start, end, why, True
                break


def restored_by_undo(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is the old value of a change the record undoes
    ("4b7a0d2 raise the cap from 4 % to 6 %" under 'Revert "raise the cap"'): it holds again,
    and the change's words around it say nothing of it any more."""
    for line_start, line_end, _, whole in _undone_lines(text):
        restored = _CHANGED_FROM.search(text, line_start, line_end) if whole else None
        if restored is not None and restored.start("old") <= start and end <= restored.end("old"):
            return True
    return False


def _undone(text: str, start: int, end: int, why: str) -> Iterator[SetAside]:
    """The part of an undone change's line that no longer holds: all of it, except the value
    it changed from ("raise the cap from 4 % to 6 %", "cap 4 % → 6 %"), which holds again once
    the change is undone."""
    restored = _CHANGED_FROM.search(text, start, end)
    if restored is None:
        yield SetAside(start, end, why)
        return
    if restored.start("old") > start:
        yield SetAside(start, restored.start("old"), why)
    yield SetAside(restored.end("old"), end, why)


# --- deprecated keys ----------------------------------------------------------------------------


def _mentions(key: str, sentence: str) -> Iterator[re.Match[str]]:
    return re.finditer(rf"(?<![\w.\-]){re.escape(key)}(?![\w\-])", sentence)


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


def _about_key(between: str) -> bool:
    """Whether a mark after a key speaks of the key: nothing numeric stands between them ("the
    old 0.15 is no longer used" speaks of a value), or the mark is in the key line's comment."""
    return not any(c.isdigit() for c in between) or _OWN_COMMENT.match(between) is not None


def _deprecated_keys(text: str) -> Iterator[SetAside]:
    """The values held by keys the text marks as read no more, or names as the old copy of a
    key it also gives."""
    keys = {m.group("key") for m in _ANY_KEY.finditer(text)}
    old = {
        key: "is held by {key}, the old copy of a key the payload also gives"
        for key in keys
        if (m := _OLD_NAME.match(key)) is not None and (m.group("a") or m.group("b")) in keys
    }
    marked = {key for s in _SENTENCE.finditer(text) for key in _marked_key(s.group(0), keys)}
    reasons = dict.fromkeys(marked, "is held by {key}, which the text says is no longer read")
    reasons |= old
    if not reasons:
        return
    for m in _KEY_AT.finditer(text):
        why = reasons.get(m.group("key"))
        if why is not None:
            value = _KEY_VALUE.match(text, m.end())
            end = m.end() + len(value.group(0).rstrip()) if value is not None else m.end()
            if end > m.end():
                yield SetAside(m.end(), end, why.format(key=m.group("key")))


def _lapsed_sections(text: str) -> Iterator[SetAside]:
    """The bodies of sections whose own headings mark them lapsed ("## Objective (v1,
    superseded by the amendment below)"), read by `superseded_sections`."""
    why = "is under a heading that marks its section as superseded or withdrawn"
    yield from (SetAside(start, end, why) for start, end in superseded_sections(text))


# --- changes that never landed, values behind a flag that is off -------------------------------


def _unlanded_changes(text: str) -> Iterator[SetAside]:
    """The titles of changes the record says never landed (`unlanded_changes`): 'PR #903 "set
    the cap to 6 %" was closed without merging'."""
    yield from (SetAside(start, end, why) for start, end, why in unlanded_titles(text))


def _flag_gated(text: str) -> Iterator[SetAside]:
    """The clauses that hold only behind a feature flag the text says is off
    (`feature_flags`): "Behind `FF_X` (OFF in prod) the cap would be 45 %"."""
    yield from (SetAside(start, end, why) for start, end, why in flag_gated(text))


# --- every mark at once -------------------------------------------------------------------------


def _vote_table_cells(text: str) -> Iterator[SetAside]:
    """A parameter-change table's column the vote beside it leaves out of force (`vote_tables`):
    the old values once it carried, the proposed ones while it has not."""
    for start, end, why in changed_by_vote(text):
        yield SetAside(start, end, why)


_FINDERS: Final[tuple[Callable[[str], Iterator[SetAside]], ...]] = (
    _vote_table_cells,
    _diff_sides,
    unticked_options,
    _refused_changes,
    _turned_down_sections,
    _turned_down_proposals,
    _reverted_entries,
    _deprecated_keys,
    _lapsed_sections,
    _unlanded_changes,
    _flag_gated,
)


@lru_cache(maxsize=64)
def _out_of_force(text: str) -> tuple[SetAside, ...]:
    return tuple(aside for finder in _FINDERS for aside in finder(text))


def out_of_force(text: str) -> list[SetAside]:
    """Every span of `text` its own record marks leave out of force, with the reason: a diff's
    side that does not hold, an unticked option, a refused or pending change request, a
    submission or proposal turned down, a reverted entry, a deprecated key's value."""
    return list(_out_of_force(text))


def set_aside_by_record(text: str, start: int, end: int) -> str | None:
    """Why the record's own marks leave the value at `start`–`end` out of force, or None: the
    provenance check's reading of the same spans every other reader blanks."""
    return next((a.reason for a in _out_of_force(text) if a.start <= start and end <= a.end), None)


def in_force(text: str) -> str:
    """`text` with what its record marks as not in force blanked (offsets kept): for readers
    that take a record's words as stated."""
    chars = list(text)
    for aside in _out_of_force(text):
        for i in range(aside.start, aside.end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars)


__all__ = [
    "BOX",
    "SetAside",
    "in_force",
    "option_groups",
    "out_of_force",
    "restored_by_undo",
    "set_aside_by_record",
    "unticked_options",
]
