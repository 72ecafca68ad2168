"""Which statement of a chat thread or a mail chain is the current, agreed one.

A message pasted from team chat or forwarded mail carries more than one value of a limit, and
only one of them is the limit in force. The others are:

* deleted by an edit: the words before an edit marker ("edit: make that 8 pct", "upd: …",
  "correction: …") that the words after it replace, and text struck through ("~~2.25 %~~",
  Slack's "~2.25 %~");
* older in a chain: quoted text is someone else's earlier words being answered, and the more
  ">" a line carries the older it is ("> New limit: …" answers ">> The old limit: …"), so a
  line quoted deeper than one that states another value of the limit is superseded by it;
* never agreed: a level supposed in a conditional ("if the IC signs off it'd go to 6 %"), or
  said to be pending ("nothing's agreed", "TBC", "subject to IC approval");
* turned down: a proposal (a poll, a line ending in "?", "proposal: …") whose result the same
  message gives as rejected ("Result: rejected — stays at 3 %", "voted down").

The functions here read the text's structure only (markers, quote depth, verdicts); whether a
newer place states the same limit is `provenance`'s to decide, with its reading of subjects.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Final

#: text struck through: Markdown's "~~…~~", or Slack's "~…~" (the tildes hug the words, so a
#: hedge "~5 % and ~6 %" strikes nothing)
STRUCK: Final = re.compile(
    r"~~(?=\S)[^~\n]+?(?<=\S)~~|(?<![~\w])~(?=[^\s~])[^~\n]*?(?<=[^\s~])~(?![~\w])"
)

#: a marker that what follows replaces what came before in the same message: "edit:",
#: "edited:", "EDIT 2 -", "upd:", "update:", "correction:", "erratum:", "amended:"
#: ("ETA:" adds to a message and replaces nothing)
_EDIT_MARKER: Final = re.compile(
    r"(?im)(?:^|(?<=[\s(\[*_]))(?:edit(?:ed)?|upd(?:ate[d]?)?|correction|corrected|erratum|"
    r"amend(?:ed|ment)?)(?:\s*\d+)?\s*[:—–-](?!\w)"
)

#: the quote markers that open a line: ">", ">>", "> >" (e-mail and Slack quoting)
_QUOTE_PREFIX: Final = re.compile(r"[ \t]*((?:>[ \t]?)+)")

#: where a segment of chat ends: a line, a full stop (of any case: chat writes "today. if the
#: IC …"), a question or exclamation mark, a semicolon, a colon before its answer (not a time's)
_SEGMENT_END: Final = re.compile(r"\n|(?<!\d)\.(?!\d)|[?!;]|(?<!\d):(?!\d)")
#: an "if" that opens a reported question, not a condition: "wondered if", "asked if", "to see if"
_ASKING_IF: Final = re.compile(
    r"\b(?:ask\w*|wonder\w*|know|see|check\w*|quer\w*|enquir\w*|inquir\w*)\s+if\b"
)
#: a condition that opens a supposed clause: "if", "once", "assuming", "provided", "in case",
#: "should the IC …", "were it to …"
_CONDITION: Final = re.compile(
    r"\b(?:if|once|assuming|provided(?:\s+that)?|in\s+case|supposing|should\s+(?:the|we|they|it)|"
    r"were\s+(?:the|we|they|it)|in\s+the\s+event)\b"
)
#: the modal of a consequence not yet in force: "it'd go to", "would be", "could rise to",
#: "might move to", "will go to", "'ll be"
_MODAL: Final = re.compile(r"(?:\b(?:would|could|might|will|shall)\b|\w['’](?:d|ll)\b|\bgonna\b)")
#: the modals of a consequence only supposed, without the future a rule binds with
_SOFT_MODAL: Final = re.compile(r"(?:\b(?:would|could|might)\b|\w['’]d\b)")
#: a level said not to be agreed: "nothing's agreed", "not agreed yet", "not signed off", "TBC",
#: "pending approval", "subject to IC sign-off", "still under discussion"
_UNAGREED: Final = re.compile(
    r"\b(?:nothing(?:['’]s|\s+is|\s+has\s+been)?\s+(?:agreed|decided|approved|signed\s+off|final)|"
    r"not\s+(?:yet\s+)?(?:agreed|decided|approved|signed\s+off|final(?:ised|ized)?|confirmed)|"
    r"(?:tbc|tbd|tba)|to\s+be\s+(?:confirmed|decided|agreed)|pending\s+(?:\w+\s+)?(?:approval|"
    r"sign[\s-]?off|review)|subject\s+to\s+(?:\w+\s+)?(?:approval|sign[\s-]?off|vote)|"
    r"under\s+(?:discussion|review|consideration)|no\s+decision\s+yet|"
    r"(?:being\s+)?(?:floated|mooted)|on\s+the\s+table|up\s+for\s+discussion)\b"
)
#: where a part of a chat segment ends: a comma, a dash, a parenthesis
_PART_END: Final = re.compile(r",|\s[—–-]\s|[()]")

#: a line that puts a value up for a decision: a poll, a proposal, a motion, a suggestion
_PROPOSAL: Final = re.compile(
    r"\b(?:poll|vote|voting|proposal|proposed|propose|proposing|motion|suggest(?:ion|ed|ing)?|"
    r"rfc|straw\s+poll)\b",
    re.IGNORECASE,
)
#: a verdict that turns a proposal down: "Result: rejected", "voted down", "declined", "vetoed",
#: "didn't pass", "no consensus", "not approved", "stays at …", "unchanged"
_REJECTED: Final = re.compile(
    r"\b(?:rejected|declined|vetoed|nixed|overruled|turned\s+down|voted\s+down|shot\s+down|"
    r"did\s*n[o']?t\s+pass|failed|fails|no\s+consensus|not\s+(?:approved|adopted|accepted|"
    r"carried|passed)|stays?\s+(?:at|where)|remains?\s+(?:at|where|unchanged)|unchanged|"
    r"no\s+change)\b",
    re.IGNORECASE,
)
#: a verdict that adopts it: "approved", "passed", "carried", "adopted", "agreed", "accepted"
_ADOPTED: Final = re.compile(
    r"(?<!not\s)(?<!n't\s)\b(?:approved|passed|carried|adopted|accepted|agreed|goes\s+ahead)\b",
    re.IGNORECASE,
)


def struck(text: str, start: int, end: int) -> bool:
    """Whether `start`–`end` lies in text struck through ("~~2.25 %~~ 1.5 % (edited)"): struck
    words are deleted words, whatever they say."""
    return any(m.start() < start and end < m.end() for m in STRUCK.finditer(text))


def unstruck(text: str) -> str:
    """`text` with its struck-through words blanked, offsets kept: "at most ~~2.5x~~ 2x"
    reads as "at most          2x", the operator then bounds the value that stands."""
    return STRUCK.sub(lambda m: " " * len(m.group(0)), text)


def quote_depth(text: str, at: int) -> int:
    """How many quote markers open the line holding `at` (0 for a line nobody quotes)."""
    line_start = text.rfind("\n", 0, at) + 1
    prefix = _QUOTE_PREFIX.match(text, line_start)
    return 0 if prefix is None else prefix.group(1).count(">")


def unquoted(line: str, text: str) -> str:
    """`line` (a line of `text`) with its leading quote markers blanked, offsets kept: "> 2.2
    Long-only" reads as "  2.2 Long-only". A lone line "> 5 % cash" in a text that quotes
    nothing else keeps its ">", an operator then."""
    prefix = _QUOTE_PREFIX.match(line)
    if prefix is None or prefix.group(1).rstrip() == "" or line[prefix.end() :].startswith("="):
        return line
    rest = line[prefix.end() :]
    quoting = sum(1 for other in text.splitlines() if _QUOTE_PREFIX.match(other)) > 1
    if not quoting and (rest[:1].isdigit() or not prefix.group(1).endswith((" ", "\t"))):
        return line
    return " " * prefix.end() + rest


def edits_before(line: str) -> bool:
    """Whether `line` opens with an edit marker ("edit: …", "upd: …"): it speaks of the words
    it edits, the line before."""
    marker = _EDIT_MARKER.search(line)
    return marker is not None and line[: marker.start()].strip(" \t*_([") == ""


def edits_after(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """What each edit marker after the words at `start`–`end` says, as (start, end): a value
    stated of the same limit there replaces theirs."""
    for marker in _EDIT_MARKER.finditer(text, end):
        # what the edit says runs to the next edit, which is newer still
        following = next(iter(_EDIT_MARKER.finditer(text, marker.end())), None)
        yield marker.end(), following.start() if following is not None else len(text)


def replies_to(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The lines quoted less deeply than the one holding `start`–`end`, as (start, end): the
    newer mails of a chain, or the reply to a quoted message (a reply is quoted one level less
    than what it answers)."""
    depth = quote_depth(text, start)
    if depth == 0:
        return
    offset = 0
    for line in text.splitlines(keepends=True):
        if quote_depth(text, offset) < depth:
            yield offset, offset + len(line)
        offset += len(line)


def newer_places(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The parts of `text` written after the words at `start`–`end`: what an edit after them
    says (`edits_after`) and the lines that answer them (`replies_to`)."""
    yield from edits_after(text, start, end)
    yield from replies_to(text, start, end)


def _segment(text: str, start: int, end: int) -> tuple[int, int]:
    first = max((m.end() for m in _SEGMENT_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SEGMENT_END.finditer(text, end)), len(text))
    return first, last


def supposed(text: str, start: int, end: int, *, firm_future: bool = True) -> bool:
    """Whether the value at `start`–`end` is only supposed: its segment puts it in a condition's
    consequence ("if the IC signs off it'd go to 6 %", "once approved, we could run 2x"), or
    says it is not agreed beside a condition or a modal ("… it'd go to 6 %, but nothing's
    agreed"). Without `firm_future`, "will" and "shall" suppose nothing: a mandate's "if the
    NAV falls below …, leverage will be limited to 1.5x" binds."""
    first, last = _segment(text, start, end)
    lowered = text[first:last].lower()
    here = start - first
    modal = _MODAL if firm_future else _SOFT_MODAL
    unagreed = _UNAGREED.search(lowered) is not None
    condition = next(
        (
            m
            for m in _CONDITION.finditer(lowered, 0, here)
            if not _ASKING_IF.search(lowered, max(0, m.start() - 20), m.end())
        ),
        None,
    )
    # the value lies in the consequence: a modal between the condition and it ("if … it'd go
    # to 6 %"); a value inside the condition ("if a name goes above 5 % we'll trim it") is the
    # limit the condition tests
    consequence = condition is not None and modal.search(lowered, condition.end(), here)
    return (
        bool(consequence)
        or (unagreed and (condition is not None or bool(modal.search(lowered))))
        or _said_unagreed(lowered, here)
    )


def _said_unagreed(segment: str, here: int) -> bool:
    """Whether the part of `segment` holding the value at `here` says it is not agreed
    ("200 % is floated", "6 % pending IC approval"), or the part right after it does and holds
    no value of its own ("6 %, but nothing's agreed")."""
    cuts = [0, *(m.start() for m in _PART_END.finditer(segment)), len(segment)]
    parts = list(itertools.pairwise(cuts))
    at = next((i for i, (a, b) in enumerate(parts) if a <= here < b), None)
    if at is None:
        return False
    if _UNAGREED.search(segment, *parts[at]):
        return True
    if at + 1 == len(parts):
        return False
    following = segment[parts[at + 1][0] : parts[at + 1][1]]
    return _UNAGREED.search(following) is not None and not any(c.isdigit() for c in following)


def _line(text: str, at: int) -> tuple[int, int]:
    first = text.rfind("\n", 0, at) + 1
    last = text.find("\n", at)
    return first, len(text) if last < 0 else last


def turned_down(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is put up for a decision (in a poll, a proposal, a
    question) that a later line of the same message turns down ("Poll: move cash to 1.5 %? …
    Result: rejected — stays at 3 %"), in words or by more votes against than for."""
    first, last = _line(text, start)
    line = text[first:last]
    asked = "?" in text[end:last] or _PROPOSAL.search(line) is not None
    if not asked:
        return False
    verdict = text[last:]
    if _REJECTED.search(verdict) is not None and _ADOPTED.search(verdict) is None:
        return True
    # no verdict in words: the votes decide ("👍 1 👎 6", "2 for, 5 against")
    votes = _tally(verdict.split("\n\n")[0])
    return votes is not None and votes[1] > votes[0]


#: a vote for or against, by its reaction or its word: ":thumbsup:", ":+1:", "👍", "yes", "for"
_FOR: Final = (
    r"(?::thumbsup:|:\+1:|:white_check_mark:|👍|✅|\byes\b|\bfor\b|\bayes?\b|\bin\s+favou?r\b)"
)
_AGAINST: Final = r"(?::thumbsdown:|:-1:|:x:|👎|❌|\bno\b|\bagainst\b|\bnays?\b|\bopposed\b)"


def _count(side: str, text: str) -> int | None:
    """The votes one side got: its marker then a number ("👎 6", "no: 4") or a number then its
    marker ("5 against")."""
    after = re.search(side + r"\s*[:=x×]?\s*(\d+)\b", text, re.IGNORECASE)
    before = re.search(r"\b(\d+)\s*(?:votes?\s+)?" + side, text, re.IGNORECASE)
    found = after or before
    return int(found.group(1)) if found else None


def _tally(text: str) -> tuple[int, int] | None:
    """(votes for, votes against) a proposal, when the text counts both."""
    up, down = _count(_FOR, text), _count(_AGAINST, text)
    return None if up is None or down is None else (up, down)


__all__ = [
    "edits_after",
    "edits_before",
    "newer_places",
    "quote_depth",
    "replies_to",
    "struck",
    "supposed",
    "turned_down",
    "unquoted",
    "unstruck",
]
