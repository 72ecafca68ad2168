"""Which utterance of a conversation states the current request.

A request pasted from team chat or a mail client is a conversation, not one speaker's sentence:
a thread of turns ("Ana: …", "Lena (PM): …"), a message edited after it was sent ("edit:
scratch that, …", a struck-through "~old~ new (edited)"), a poll's result, a bot's summary of a
discussion, or a chain of forwarded mails. Such a text states several asks, and only one is
current. The rules, read from how these media order their parts:

- what is later replaces what is earlier: a later turn of a thread, the text after an edit
  marker, a shallower level of a quoted mail chain (a reply quotes the mail it answers with one
  more ">"), the upper mail of a forwarded chain (each mail sits above the one it answers);
- a decision outranks a later remark: the turn of a decision-maker (a PM, the CIO, the client)
  or a turn that decides ("… it is", "going with …", "decided on …") is read before other turns,
  and one that only agrees with a colleague ("agree w/ Raj") points at that colleague's words;
- what the text itself sets aside is no ask (`set_aside`): a struck-through part ("~…~",
  Slack's one tilde), an option turned down (a poll's losers by their counts, a line closed by
  ":x:", the option another "won over"), a colleague's proposal ("Dan argued for …",
  "Options discussed: …") when the same text reports a decision, and the old end of a change
  told with both ("switching from X to Y", "was X, now Y", "Y (was: X)");
- an utterance that asks nothing but withdraws what came before ("scratch that", "change of
  plan", "forget my earlier note") leaves nothing older standing, and a reply that turns its
  quote down ("> min var?" then "nope") leaves the quote no ask (`refuses`).

`newest_first` gives the utterances as views of the whole text (everything else blanked, so
offsets hold), the current one first; a reader asks each in turn and takes the first that asks.
A text with no conversation structure is one utterance, itself. `chat_plain` blanks what chat
clients add that is no word of the speaker (emoji shortcodes such as ":pushpin:", the
"(edited)" flag, struck-through text). Pure; the objective reader
(`quantward_validation.intent`) reads through it.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Final

from quantward_validation.threads import STRUCK


@dataclass(frozen=True)
class Utterance:
    """One utterance of a conversation, as a view of the whole text (the rest blanked)."""

    view: str
    #: it withdraws what came before it: when it asks nothing, nothing older is read
    withdraws: bool = False


# --- what chat clients add ------------------------------------------------------------------

#: an emoji shortcode (":pushpin:", ":white_check_mark:", ":+1:"): a picture, not a word (its
#: name may hold a direction word: ":chart_with_downwards_trend:")
_SHORTCODE: Final = re.compile(r"(?<![\w:]):[a-z0-9_+-]*[a-z][a-z0-9_+-]*:(?![\w:])", re.I)
#: text struck through with one tilde (Slack, Teams) or two (Markdown): withdrawn by its writer;
#: a tilde of approximation ("~5 %") has no closing tilde right after a non-space
#: the flag a client shows on an edited message
_EDITED_FLAG: Final = re.compile(r"\((?:edited|modifié|bearbeitet)\)", re.I)


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


def chat_plain(text: str) -> str:
    """The text without what a chat client adds (offsets kept): emoji shortcodes, the
    "(edited)" flag and struck-through words are blanked, so none of them is read as the
    speaker's words."""
    chars = list(text)
    for pattern in (_SHORTCODE, STRUCK, _EDITED_FLAG):
        for m in pattern.finditer(text):
            _blank(chars, m.start(), m.end())
    return "".join(chars)


# --- polls ----------------------------------------------------------------------------------

#: a poll option's count: "X: 7 votes", "X — 7 votes", "X (7 votes)"
_VOTES: Final = re.compile(r"\s*(?:[:=—–-]\s*|\(\s*)(?P<n>\d{1,6})\s+votes?\b\s*\)?", re.I)
#: where a poll's first option starts: after its heading ("Poll closed —", "Poll: …?")
_OPTION_HEAD: Final = re.compile(r"(?:^|[—–?|\n]|:\s)\s*", re.M)
#: what separates one option (with its count) from the next
_OPTION_SEP: Final = re.compile(r"\s*(?:[,;|/\n]|\bvs\.?\b|\bversus\b)\s*", re.I)


#: a text that reports a poll: its options may carry bare counts ("X — 3", "X (7)")
_POLL: Final = re.compile(r"\b(?:poll\w*|vot(?:e|es|ed|ing)|ballot\w*|survey\w*)\b", re.I)
#: a bare count after an option, at the end of the option: "X — 3", "X (7)", "X: 8"
_BARE_COUNT: Final = re.compile(
    r"(?:\s+[—–-]\s*|\s*\(\s*|:\s*)(?P<n>\d{1,5})\s*\)?(?=[ \t]*(?:[,;|/\n]|vs\b|versus\b|$))",
    re.I,
)


def _poll_losers(text: str) -> list[tuple[int, int]]:
    """The spans of a poll's losing options (with their counts), when one option has more
    votes than every other; a tie decides nothing and sets nothing aside."""
    counts = list(_VOTES.finditer(text))
    if len(counts) < 2 and _POLL.search(text):
        counts = list(_BARE_COUNT.finditer(text))
    if len(counts) < 2:
        return []
    options: list[tuple[int, int, int]] = []  # (start, end, votes)
    previous_end: int | None = None
    for m in counts:
        if previous_end is not None and (sep := _OPTION_SEP.match(text, previous_end)):
            start = sep.end()
        else:
            heads = [h.end() for h in _OPTION_HEAD.finditer(text, 0, m.start())]
            start = max(heads, default=0)
        options.append((start, m.end(), int(m.group("n"))))
        previous_end = m.end()
    best = max(n for _, _, n in options)
    if sum(1 for _, _, n in options if n == best) > 1:
        return []
    return [(start, end) for start, end, n in options if n != best]


# --- proposals a decision overrules ---------------------------------------------------------

#: a party named in chat: an @handle, a name (with a role in brackets), a role
_PARTY: Final = (
    r"(?:@[\w.-]+|(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?|someone|somebody|"
    r"(?:the\s+)?(?:team|desk|quants?|analysts?|juniors?|risk|sales|trading|research))"
    r"(?:\s*\([^)\n]{1,30}\))?"
)
#: a verb of proposing: what a colleague argued for is a proposal until someone decides (a
#: verb of wanting or asking is not one: "the client wanted …" is the ask itself)
_PROPOSING: Final = (
    r"(?:argued|argues|pushed|pushes|lobbied|lobbies|pitched|pitches|floated|floats|suggested|"
    r"suggests|proposed|proposes|advocated|advocates|recommended|recommends|backed|voted|"
    r"made\s+(?:the|a)\s+case)"
)
_PROPOSAL: Final = re.compile(
    rf"(?<![\w@]){_PARTY}\s+(?:\w+ly\s+)?(?:had\s+|originally\s+|initially\s+)?{_PROPOSING}\b"
    r"[^.;\n]*",
    re.I,
)
#: words of deciding: a decision names the current ask
_DECISION: Final = re.compile(
    r"\b(?:decided|decides|decision|chose|chosen|went\s+with|going\s+with|settled\s+on|"
    r"agreed\s+on|signed\s+off|approved|ruled|verdict|final\s+call|(?:pm|cio|ic)['’]?s?\s+call|"
    r"converged\s+on|landed\s+on|consensus|concluded|locked\s+in|"
    # "min var it is." closes a choice; "it is important to …" does not
    r"it\s+is(?=\s*(?:[.!;,:—–-]|$))|that['’]?s\s+final|closing\s+this|action\s*:|"
    r"outcome\s*:|resolution\s*:)",
    re.I,
)


#: proposals listed under a label of their own: "Proposals: …", "Options discussed: …"
_PROPOSAL_LABEL: Final = re.compile(
    r"\b(?:proposals?|suggestions?|ideas?|alternatives?|options?\s+(?:considered|discussed|"
    r"raised|on\s+the\s+table)|floated|pitched)\s*(?:\([^)\n]{0,30}\))?\s*:[^.;\n]*",
    re.I,
)
#: where a clause of a list of reports starts: "…, @lena chose …", "… but the PM decided …"
_CLAUSE_START: Final = re.compile(
    r"[,—–]\s*|\s+(?:but|and|while|whereas|then|until|before)\s+", re.I
)


def _proposal_end(text: str, start: int, end: int) -> int:
    """Where a proposal ends: at its sentence's end, or at the clause that reports the decision
    when that comes in the same sentence ("@ana pitched …, @lena (PM) chose …")."""
    decision = _DECISION.search(text, start, end)
    if decision is None:
        return end
    cuts = [m.start() for m in _CLAUSE_START.finditer(text, start, decision.start())]
    return max(cuts, default=end)


def _overruled(text: str) -> list[tuple[int, int]]:
    """The spans of colleagues' proposals ("Dan argued for …", "@Ana suggested …", "Proposals:
    …") in a text that also reports a decision: the decision, not the proposal, is the ask."""
    proposals = [
        (m.start(), _proposal_end(text, m.start(), m.end()))
        for pattern in (_PROPOSAL, _PROPOSAL_LABEL)
        for m in pattern.finditer(text)
    ]
    if not proposals:
        return []
    decided = any(
        not any(a <= d.start() < b for a, b in proposals) for d in _DECISION.finditer(text)
    )
    return proposals if decided else []


# --- the structures: quoted chains, mail blocks, thread turns, edits -------------------------

#: a quoted line with its depth: ">", ">>", "> >"
_QUOTED: Final = re.compile(r"(?m)^[ \t]*(?P<marks>(?:>[ \t]?)+)[^\n]*$")
#: where an older mail starts in a forwarded or replied chain
_MAIL_HEAD: Final = re.compile(
    r"(?im)^[ \t]*(?:-{2,}\s*(?:original\s+message|forwarded\s+message)\s*-{2,}[ \t]*$|"
    r"on\s[^\n]{3,80}\swrote:[ \t]*$|"
    r"from:[^\n]*\n[ \t]*(?:sent|date):)"
)
#: a speaker: an @handle, a bot in brackets, a name of one or two capitalised words, perhaps
#: with a role in brackets ("Lena (PM)")
_SPEAKER: Final = (
    r"(?P<speaker>@[\w.-]+|\[[^\]\n]{1,30}\]|[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*)?)"
    r"(?:[ \t]*\((?P<role>[^)\n]{1,30})\))?"
)
_TIME: Final = r"\[?\d{1,2}:\d{2}(?:\s*[AaPp][Mm])?\]?"
#: a turn of a thread: a speaker and a colon at the start of a line, after a time perhaps
#: ("[09:14] Ana Souza: …"), or a line of its own with the speaker and the time of the post
#: (a Teams or Slack copy: "Ana Souza  10:02 AM", the words on the lines below)
_TURN: Final = re.compile(rf"(?m)^[ \t]*(?:{_TIME}[ \t]+)?{_SPEAKER}[ \t]*:[ \t]+(?=\S)")
_TURN_HEADER: Final = re.compile(rf"(?m)^[ \t]*{_SPEAKER}[ \t]+{_TIME}[ \t]*\n")
_TIMED: Final = re.compile(rf"\s*{_TIME}|[^\n]*{_TIME}[ \t]*\n")
#: capitalised words that head a labelled line, not a speaker's turn
_LABELS: Final = frozenset(
    {
        "objective", "objectives", "goal", "goals", "aim", "target", "action", "actions",
        "subject", "from", "to", "cc", "bcc", "sent", "date", "re", "fw", "fwd", "labels",
        "label", "priority", "status", "summary", "note", "notes", "nb", "ps", "update", "edit",
        "correction", "criteria", "topic", "description", "title", "owner", "assignee",
        "reporter", "constraints", "constraint", "limits", "limit", "universe", "benchmark",
        "horizon", "question", "answer", "q", "a", "context", "background", "request", "ask",
        "brief", "mandate", "policy", "result", "results", "poll", "options", "option",
        "decision", "outcome", "fyi", "tl;dr", "tldr", "important", "warning", "reminder",
        "agenda", "todo", "done", "risk", "return", "returns", "method", "methods", "data",
        "period", "window", "frequency", "rebalancing", "costs", "cost", "currency", "style",
        "approach", "scope", "requirements", "requirement", "deliverable", "deliverables",
        "output", "outputs", "input", "inputs", "comment", "comments", "reason", "why", "what",
        "when", "how", "who", "where", "step", "steps", "next", "plan", "thread", "channel",
        "pinned", "acceptance", "definition", "type", "component", "components", "version",
        "draft", "final", "old", "new", "before", "after", "now", "then", "also", "and", "but",
        "so", "ok", "okay", "yes", "no", "thanks", "hi", "hey", "hello", "dear", "regards",
    }
)  # fmt: skip
#: a speaker whose word decides: a portfolio manager, a CIO, the client, a committee
_AUTHORITY: Final = re.compile(
    r"\b(?:pm|cio|ceo|cfo|head|lead|client|chair\w*|ic|boss|owner|director|md|partner)\b", re.I
)
#: agreeing with a colleague named after it: "agree w/ Raj", "+1 to Ana", "Raj is right"
_AGREEMENT: Final = (
    r"(?:\b(?:agree[sd]?\s+(?:with|w/)|seconded?|go(?:ing)?\s+with|side\s+with|as)\s+|"
    r"\+1\s*(?:to\s+)?)@?(?P<name>[A-Z][\w'’-]*)|"
    r"@?(?P<named>[A-Z][\w'’-]*)\s+(?:is|'s|’s)\s+right"
)
#: an edit of a message after it was sent, or a correction said inline: what follows replaces
_EDIT: Final = re.compile(
    r"(?im)(?:^|(?<=[.!?;:,(\[—–-])|(?<=[.!?;:,(\[—–-]\s))[ \t]*(?:"
    # the label may be set in emphasis: "*Edit:*", "_update_ —"
    r"[*_]{0,2}(?:edit(?:ed)?|update[d]?|correction|amended|revised)[ \t]*\d*[*_]{0,2}[ \t]*"
    r"(?:[:—–-]|\))|"
    r"scratch\s+that|strike\s+that|scrap\s+that|on\s+second\s+thoughts?|change\s+of\s+plans?|"
    r"wait,?\s+no|no,?\s+wait|(?:sorry,?\s+)?i\s+mean\b|make\s+that\b)"
)
#: what withdraws everything said before it
_WITHDRAWING: Final = re.compile(
    r"\b(?:scratch|strike|scrap|cancel|forget|ignore|disregard|drop)\s+(?:that|this|it|my|the|"
    r"what|everything|all)\b|\bnever\s*mind\b|\bchange\s+of\s+plans?\b|\bon\s+second\s+thoughts?\b|"
    r"\b(?:no\s+longer\s+(?:stands?|applies|holds|valid)|withdrawn|retract\w*|supersed\w*|"
    r"replaced|rescind\w*|overrul\w*)\b",
    re.I,
)


#: a reply that turns down what it answers: "nope", "@Tom nah", "no —", "-1", "disagree"
_REFUSAL: Final = re.compile(
    r"^\W*(?:@[\w.-]+[\s,:]+)?(?:no|nope|nah|negative|disagree[sd]?|-1|no\s+way|"
    r"absolutely\s+not|not\s+(?:that|this(?:\s+time)?|happening))\b",
    re.I,
)


def refuses(own_words: str) -> bool:
    """Whether a reply's own words turn down the quoted words they answer ("> min var?" then
    "nope"): the quote is then no ask, and a reply that asks nothing else states none."""
    return _REFUSAL.match(chat_plain(own_words)) is not None


def _view(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with everything outside `spans` blanked (line breaks kept)."""
    chars = [c if c == "\n" else " " for c in text]
    for start, end in spans:
        chars[start:end] = text[start:end]
    return "".join(chars)


def _quote_levels(text: str) -> list[Utterance]:
    """A chain quoted level under level: the text with every level deeper than d blanked, for
    d from the shallowest (the newest mail) to the deepest (the oldest)."""
    lines = [(m.start(), m.end(), m.group("marks").count(">")) for m in _QUOTED.finditer(text)]
    deepest = max((depth for _, _, depth in lines), default=0)
    if deepest < 2:
        return []
    views = []
    for level in range(1, deepest + 1):
        chars = list(text)
        for start, end, depth in lines:
            if depth > level:
                _blank(chars, start, end)
        newest = "".join(c for (s, e, d) in lines if d == level for c in text[s:e])
        views.append(Utterance("".join(chars), bool(_WITHDRAWING.search(newest))))
    return views


def _mail_blocks(text: str) -> list[Utterance]:
    """A forwarded or replied chain without quote marks: each mail, the upper (newer) first."""
    heads = [m.start() for m in _MAIL_HEAD.finditer(text)]
    starts = sorted({0, *heads})
    if len(starts) < 2:
        return []
    ends = [*starts[1:], len(text)]
    return [
        Utterance(_view(text, [(s, e)]), bool(_WITHDRAWING.search(text[s:e])))
        for s, e in zip(starts, ends, strict=True)
        if text[s:e].strip()
    ]


@dataclass(frozen=True)
class _Turn:
    speaker: str
    start: int
    end: int
    decisive: bool


def _speaks(head: re.Match[str]) -> bool:
    """Whether a line's head names a speaker: a name, a handle or a bot that is no field
    label ("Objective:", "From:"), or a label whose brackets name a person ("Comment (Lena):")."""
    speaker = head.group("speaker")
    if all(w.lower().strip("[]@") not in _LABELS for w in speaker.split()):
        return True
    role = head.group("role") or ""
    return bool(re.search(r"(?-i:[A-Z][a-z]+)|@\w", role) or _AUTHORITY.search(role))


def _turns(text: str) -> list[_Turn]:
    """The turns of a thread (a line opening with a speaker and everything to the next such
    line), when the text holds at least two of them by two speakers."""
    found = sorted([*_TURN.finditer(text), *_TURN_HEADER.finditer(text)], key=lambda m: m.start())
    heads = [m for m in found if _speaks(m)]
    prefix = bool(heads) and bool(text[: heads[0].start()].strip())
    speakers = {m.group("speaker").lower() for m in heads} | ({""} if prefix else set())
    # one turn under the poster's words (a ticket's comment) counts when its speaker is plain:
    # an @handle, a bot, a role in brackets or a time
    strong = any(
        m.group("role") or m.group("speaker").startswith(("@", "[")) or _TIMED.match(m.group(0))
        for m in heads
    )
    if len(speakers) < 2 or (len(heads) < 2 and not strong):
        return []
    ends = [m.start() for m in heads[1:]] + [len(text)]
    turns = []
    for m, end in zip(heads, ends, strict=True):
        words = text[m.end() : end]
        who = f"{m.group('speaker')} {m.group('role') or ''}"
        decisive = bool(_AUTHORITY.search(who) or _DECISION.search(words))
        turns.append(_Turn(m.group("speaker").strip("[]@").lower(), m.start(), end, decisive))
    # the words before the first speaker are the poster's own, older than every turn
    if text[: heads[0].start()].strip():
        turns.insert(0, _Turn("", 0, heads[0].start(), False))
    return turns


def _thread(text: str) -> list[Utterance]:
    """A thread's turns, the current first: decisive turns (latest first), each followed by the
    turns of a colleague it agrees with, then the other turns (latest first)."""
    turns = _turns(text)
    if not turns:
        return []
    ordered: list[_Turn] = []
    for turn in [t for t in reversed(turns) if t.decisive] + list(reversed(turns)):
        if turn in ordered:
            continue
        ordered.append(turn)
        if turn.decisive:
            agreed = {
                (m.group("name") or m.group("named")).lower()
                for m in re.finditer(_AGREEMENT, text[turn.start : turn.end], re.I)
            }
            ordered += [
                t
                for t in reversed(turns)
                if t.speaker in agreed and t.start < turn.start and t not in ordered
            ]
    out: list[Utterance] = []
    for turn in ordered:
        out += _edits(text, turn.start, turn.end) or [
            Utterance(_view(text, [(turn.start, turn.end)]))
        ]
    return out


def _edits(text: str, start: int = 0, end: int | None = None) -> list[Utterance]:
    """A message with edits or inline corrections: the part after the last marker first, then
    the parts before it (a part that withdraws leaves nothing before it standing)."""
    end = len(text) if end is None else end
    marks = [m.start() for m in _EDIT.finditer(text, start, end) if m.start() > start]
    if not marks:
        return []
    bounds = [start, *marks, end]
    parts = list(itertools.pairwise(bounds))
    return [
        Utterance(_view(text, [(s, e)]), bool(_WITHDRAWING.search(text[s:e])))
        for s, e in reversed(parts)
        if text[s:e].strip()
    ]


# --- a change told with both ends -------------------------------------------------------------

#: a change of the ask told with its old end: "switching from X to Y", "changed from X to Y"
_CHANGE_FROM: Final = re.compile(
    r"\b(?:chang|switch|mov|shift|pivot|swap|migrat|transition|convert|flip|updat|revis|amend|"
    r"go(?=\s)|goes|going|went)\w*(?:\s+[\w'’-]+){0,3}?\s+from\s+",
    re.I,
)
#: the word that leads to the new end ("… to Y", "… in favour of Y")
_CHANGE_TO: Final = re.compile(r"\s+(?:to|into|in\s+favou?r\s+of)\s+", re.I)
#: an index after "to" belongs to the old end ("from the smallest TE to the index to …")
_INDEX_AFTER: Final = re.compile(
    r"(?:the\s+|our\s+|its\s+)?(?:benchmark|index|bmk|bench|s&p|msci|ftse|stoxx|russell|"
    r"nikkei|topix|(?-i:[A-Z]{2,}\b))",
    re.I,
)
#: an ask told as the past of a status: "was X, now Y"
_WAS_NOW: Final = re.compile(r"\bwas\s+(?P<old>[^.;\n]+?)[,;]?\s+(?:but\s+)?(?:is\s+)?now\b", re.I)
#: the old value noted in brackets after the new: "min var (was: max Sharpe)"
_WAS_NOTE: Final = re.compile(
    r"[(\[]\s*(?:was|previously|formerly|earlier|old|prior)\b\s*[:=]?\s*(?P<old>[^)\]\n]+)[)\]]",
    re.I,
)


def _old_ends(text: str) -> list[tuple[int, int]]:
    """The old ends of changes told with both ("switching from X to Y": X; "was X, now Y": X):
    what the ask was, not what it is."""
    spans = [
        (m.start("old"), m.end("old")) for p in (_WAS_NOW, _WAS_NOTE) for m in p.finditer(text)
    ]
    for m in _CHANGE_FROM.finditer(text):
        stop = re.compile(r"[.;!?\n]").search(text, m.end())
        limit = stop.start() if stop else len(text)
        for to in _CHANGE_TO.finditer(text, m.end(), limit):
            if not _INDEX_AFTER.match(text, to.end()):
                spans.append((m.end(), to.start()))
                break
    return spans


# --- options marked rejected, or beaten ----------------------------------------------------------

#: a mark of rejection (":x:", ":thumbsdown:", "❌", "👎") closing its line: the line's option is
#: turned down (a mark opening a line is its writer's reaction to what came before)
_REJECTED_LINE: Final = re.compile(
    r"(?m)^(?P<line>[^\n]*?\S[^\n]*?)[ \t]*(?::(?:x|no_entry(?:_sign)?|thumbsdown|-1|"
    r"heavy_multiplication_x|negative_squared_cross_mark|no_good):|[❌👎🚫✖]\ufe0f?)[ \t]*$"
)
#: an option that lost to another: "X won the poll 7–2 over Y", "X prevailed over Y"
_BEATEN: Final = re.compile(
    r"\b(?:won|wins|prevailed|triumphed|edged\s+(?:it|out))\b[^.;\n]*?\bover\s+(?P<loser>[^.;\n]+)",
    re.I,
)


def _turned_down(text: str) -> list[tuple[int, int]]:
    """Options the text itself turns down: a line closed by a mark of rejection, the loser of
    an option that won over it."""
    spans = [(m.start("line"), m.end("line")) for m in _REJECTED_LINE.finditer(text)]
    return spans + [(m.start("loser"), m.end("loser")) for m in _BEATEN.finditer(text)]


def set_aside(text: str) -> str:
    """The text with what it sets aside itself blanked (offsets kept): chat decorations and
    struck-through words, options turned down (a poll's losers, a line closed by ":x:", the
    option another won over), proposals a decision overrules and the old end of a change
    ("switching from X to Y")."""
    plain = chat_plain(text)
    chars = list(plain)
    spans = [*_turned_down(text), *_poll_losers(plain), *_overruled(plain), *_old_ends(plain)]
    for start, end in spans:
        _blank(chars, start, end)
    return "".join(chars)


def newest_first(text: str) -> list[Utterance]:
    """The utterances of `text`, the current request's first (see the module docstring); a
    text without conversation structure is one utterance."""
    plain = set_aside(text)
    for structure in (_quote_levels, _mail_blocks, _thread, _edits):
        found = structure(plain)
        if found:
            return found
    return [Utterance(plain)]


__all__ = ["Utterance", "chat_plain", "newest_first", "refuses", "set_aside"]
