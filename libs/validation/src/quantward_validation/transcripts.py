"""Transcripts of speech: speaker turns, their labels and timestamps, and who corrects whom.

A call, a meeting or a voice note written down is a run of turns, each opened by a label: "PM:",
"[Client]:", "[Client, on the phone]:", "Client (chat):", "Speaker 2 (00:21:07):", "Jane Ko
(00:29:42):", "Trustee 1:"; a voice note opens with a bracketed header ("[Voice memo, 0:22]").
The limit readers read such a text as speech, not as prose:

* the labels' numbers and the timestamps are no quantities (`marks`): "Speaker 2", "(00:21:07)"
  and "[Voice memo, 0:22]" state no limit;
* an answer is read after its speaker's label (`after_label`): "…this year?\\nCFO (00:36:52):
  No." refuses the question, as "…this year? No." does;
* a turn that answers another speaker's question speaks of what the question asked
  (`answers_question`): "[Adviser]: And on sector weight?\\n[Client]: No more than a fifth.";
* a later turn by another speaker that contradicts a figure ("No — that's the old number …
  now it's …", "Actually, it changed: …"), or the turns of the colleague its speaker defers to
  later ("go with what Sarah said", "Sarah's right", "I stand corrected"), may replace the
  figure (`overruling_turns`: the places the caller reads for a restated value);
* a later voice note or message that withdraws the figure given earlier ("ignore the number I
  gave you earlier", "forget what I said before, I'd mixed it up") replaces it
  (`withdraws_earlier`).

Which statement is current in chat threads and mail chains is `threads`' and `utterances`';
this module adds only what speech written down says of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from quantward_validation.refusal_answers import BARE_REFUSAL

#: a clock time in a transcript: "(00:21:07)", "00:21:07", "[Voice memo, 0:22]"
_CLOCK: Final = r"\d{1,2}:\d{2}(?::\d{2})?"
_STAMP: Final = re.compile(
    rf"[(\[]\s*{_CLOCK}\s*[)\]]|\b\d{{1,2}}:\d{{2}}:\d{{2}}\b|\[[^\]\n]{{0,60}}?\b{_CLOCK}\b[^\]\n]{{0,60}}\]"
)
#: a speaker: a bracketed role ("[Client]", "[Client, on the phone]"), a name or a role of one or
#: two capitalised words, or a numbered one ("Speaker 2", "Trustee 1")
_SPEAKER: Final = (
    r"(?P<speaker>\[[^\]\n]{1,40}\]|"
    # ... a role in two words, the second in lower case, before its context in brackets ("Asset
    # owner (RFP Q&A):"), or an answer said as a party's ("Our answer:", "The manager's reply:")
    r"[A-Z][\w'’.-]*[ \t]+[a-z][\w'’.-]*(?=[ \t]*\((?![^()\n]*\d))|"
    r"(?:Our|My|The[ \t]+\w+['’]s|[A-Z]\w+['’]s)[ \t]+(?:answer|reply|response)|"
    # ... a chat log's lower-case handle right after its line's time ("[09:14] fx_trader:",
    # "(16:02) risk.ops:"): a handle joins its words by "_" or ".", which no prose word does
    # (... or a handle of one word there, "[14:31] cio:": a time opens a chat log's line)
    r"(?<=\d[\])][ \t])@?[a-z][a-z0-9]*(?:(?:[_.][a-z0-9]+)+|"
    r"(?=[ \t]*(?:\([^()\n]{1,24}\)[ \t]*)?:))|"
    r"[A-Z][\w'’.-]*(?:[ \t]+(?:[A-Z][\w'’.-]*|\d{1,2}))?)"
)
#: the channel a speaker's turn came by, in brackets after the speaker: "Client (chat):",
#: "Adviser (by phone):", "Client (in-app chat, recorded as a restriction):"
_CHANNEL: Final = (
    r"(?:[ \t]*\((?:[\w-]+[ \t]+){0,2}(?:chat|phone|call|e-?mail|app|video|voice(?:[ \t]+note)?|"
    r"text|sms|whatsapp|teams|zoom|message|messenger|meeting|in[ \t]+person)\b[^()\n]{0,40}\)|"
    # ... or a short context of its own that states nothing ("PM (IB):", "Asset owner (RFP
    # Q&A):", "Risk (Symphony):"): no figure, no word of a limit ("Equities (max):" labels a row)
    r"[ \t]*\((?![^()\n]*(?:\d|%|\b(?:max|maximum|min|minimum|caps?|floors?|limits?|targets?|"
    r"hard|soft|gross|net|incl|excl|including|excluding)\b))[^()\n]{1,24}\))?"
)
#: a turn's label, at the start of a line or after a sentence of the turn before on the same
#: line ("… the rebalance. Speaker 2 (00:02:15): Inside the mandate.")
_LABEL: Final = re.compile(
    # (at a line's start, perhaps after its time: "[00:14:32] Client: …")
    # (... or its app's or channel's tag: "[TG] PM: …", "[Slack] Ana: …")
    # (... or its time after the chat app's or the desk's name: "[Symphony 14:20]", "[Teams
    # 09:15]", "(Bloomberg IB, 14:02)")
    rf"(?:(?:^|(?<=\n))[ \t]*(?:[(\[]\s*(?:[A-Za-z][\w&.-]*[ \t,]+){{0,3}}{_CLOCK}\s*[)\]][ \t]*)?"
    r"(?:\[[A-Za-z#][\w#.-]{0,15}\][ \t]+)?"
    # (mid-line, only with its timestamp: "… the rebalance. Speaker 2 (00:02:15): Inside …")
    rf"|(?<=[.!?]\s)(?={_SPEAKER.replace('?P<speaker>', '?:')}[ \t]*[(\[]\s*{_CLOCK}\s*[)\]]))"
    rf"{_SPEAKER}{_CHANNEL}(?:[ \t]*[(\[]\s*{_CLOCK}\s*[)\]])?[ \t]*:[ \t]+(?=\S)"
)
#: capitalised words that head a labelled line of a document, no speaker
_NOT_SPEAKERS: Final = frozenset(
    {
        "note", "notes", "nb", "ps", "subject", "re", "from", "to", "cc", "date", "sent",
        "objective", "goal", "limits", "limit", "mandate", "policy", "update", "edit",
        "correction", "summary", "item", "agenda", "action", "actions", "decision", "result",
        "question", "answer", "q", "a", "context", "request", "scope", "constraints", "max",
        "min", "cap", "floor", "target", "cash", "gross", "net", "te", "universe", "benchmark",
        "horizon", "source", "status", "owner", "warning", "important", "fyi",
    }
)  # fmt: skip
#: words of a label that names what a line is about rather than who speaks
_LIMIT_LABEL: Final = re.compile(
    r"(?i:weight|sector|issuer|position|leverage|exposure|cash|turnover|volatility|drawdown|"
    r"tracking|country|currency|liquidity|cost|fee|name|stock|holding|limit|cap|floor|gross|"
    r"horizon|budget|buffer)"
)
#: a number that only labels a speaker ("Speaker 2", "Trustee 1")
_SPEAKER_NUMBER: Final = re.compile(
    r"(?<=[A-Za-z])[ \t]+(?P<n>\d{1,2})(?=[ \t]*(?:\([^)\n]*\)|\[[^\]\n]*\])?[ \t]*:)"
)


@dataclass(frozen=True)
class Turn:
    """One speaker's turn: the label's start, where the words start, and where the turn ends."""

    speaker: str
    start: int
    body: int
    end: int


def _speaks(label: re.Match[str]) -> bool:
    speaker = label.group("speaker").strip("[]").lower()
    if _LIMIT_LABEL.search(speaker):
        return False  # "Turnover: 50 %" labels what a line is about, no speaker
    return speaker.split(",")[0].split()[0] not in _NOT_SPEAKERS


def turns(text: str) -> list[Turn]:
    """The speaker turns of a transcript, when it holds at least two labels (by two speakers, or
    one speaker with a timestamp); else none: a text of one voice has no turns to weigh."""
    labels = [m for m in _LABEL.finditer(text) if _speaks(m)]
    speakers = {_who(m) for m in labels}
    if len(labels) < 2 or len(speakers) < 2:
        return []
    ends = [m.start() for m in labels[1:]] + [len(text)]
    return [Turn(_who(m), m.start(), m.end(), end) for m, end in zip(labels, ends, strict=True)]


def _who(label: re.Match[str]) -> str:
    return re.sub(r"\s+", " ", label.group("speaker").strip("[] ").lower())


def marks(text: str) -> Iterator[tuple[int, int]]:
    """The spans of a transcript's timestamps and speaker numbers: no quantity of what is said."""
    for m in _STAMP.finditer(text):
        yield m.start(), m.end()
    for m in _SPEAKER_NUMBER.finditer(text):
        if _LABEL.search(text, max(0, m.start() - 40), m.end() + 40) is not None:
            yield m.start("n"), m.end("n")


#: a label at a place, after white space: where an answer's own words start
_LABEL_AT: Final = re.compile(
    rf"\s*(?:[(\[]\s*{_CLOCK}\s*[)\]][ \t]*)?{_SPEAKER}{_CHANNEL}"
    rf"(?:[ \t]*[(\[]\s*{_CLOCK}\s*[)\]])?[ \t]*:[ \t]*"
)


def after_label(text: str, at: int) -> int:
    """Where the words said at `at` start, past a speaker's label ("\\nCFO (00:36:52): No."):
    the answer to a question is read from there."""
    label = _LABEL_AT.match(text, at)
    if label is None or not _speaks(label):
        return at
    return label.end()


def label_end(sentence: str) -> int:
    """Where a sentence's words start past the speaker's label it opens with ("Ann: Now it's
    7.5 %" starts at "Now"), else 0; a label that names a limit ("Cash: …") is no speaker's."""
    label = _LABEL_AT.match(sentence)
    if label is None or not _speaks(label):
        return 0
    return label.end()


def _turn_at(found: list[Turn], at: int) -> int | None:
    return next((i for i, t in enumerate(found) if t.start <= at < t.end), None)


def answers_question(text: str, at: int) -> bool:
    """Whether the words at `at` lie in a turn that answers the question another speaker's
    turn before it ends with ("[Adviser]: And on sector weight?" "[Client]: Within reason.
    Between 5 % and 10 %."), or contradicts what it said: they speak of what it spoke of."""
    found = turns(text)
    i = _turn_at(found, at + len(text[at:]) - len(text[at:].lstrip()))
    if not i:
        return False
    turn, before = found[i], found[i - 1]
    asked = text[before.body : before.end].rstrip().endswith("?")
    # ... or contradicts what the turn before said ("Hmm, 25 % at most — 40 was the old number")
    contradicts = (
        _CONTRADICTS.match(text, turn.body) is not None
        or _SAYS_OUTDATED.search(text, turn.body, turn.end) is not None
    )
    return before.speaker != turn.speaker and (asked or contradicts)


def question_answered(text: str, at: int) -> tuple[int, int] | None:
    """The words of the question another speaker asked in the turn right before the one holding
    `at`, when that turn answers it ("Adviser: And on cash?" "Client: At least 5 %."), else
    None: the answer's figure is of what the question asked about."""
    found = turns(text)
    i = _turn_at(found, at)
    if not i:
        return None
    turn, before = found[i], found[i - 1]
    if before.speaker == turn.speaker or not text[before.body : before.end].rstrip().endswith("?"):
        return None
    return before.body, before.end


#: a turn that contradicts what was said before it: "No — that's the old number", "Actually,
#: it changed", "That's wrong", "Not any more", "Correction:"
_CONTRADICTS: Final = re.compile(
    r"\W*(?:(?:no|nope|nah|not\s+(?:any\s*more|now|so|quite)|actually|correction|"
    r"that(?:'s|’s|\s+is|\s+was)\s+(?:wrong|not\s+right|incorrect|out\s+of\s+date|outdated|"
    r"(?:the\s+)?old(?:\s+\w+)?|last\s+year(?:'s|’s)?|superseded)|it(?:'s|’s)\s+changed|"
    r"(?:i\s+)?don(?:'t|’t)\s+think\s+so|i\s+think\s+you(?:'re|’re)\s+(?:wrong|thinking\s+of))\b)",
    re.IGNORECASE,
)
#: a turn that says, anywhere, that what was said is out of date: "20 % — 40 was the old
#: number", "that's last year's figure", "it no longer applies", "the board changed it"
_SAYS_OUTDATED: Final = re.compile(
    r"\b(?:(?:that|it|this|\d+(?:\.\d+)?\s*%?)\s*(?:'s|’s|\s+is|\s+was)\s+(?:the\s+|an?\s+)?"
    r"(?:old|previous|former|outdated|last\s+year(?:'s|’s)|superseded)\s+(?:number|figure|limit|"
    r"one|value|cap|rule)|out\s+of\s+date|no\s+longer\s+(?:applies|holds|stands|the\s+\w+)|"
    r"not\s+any\s*more|(?:changed|cut|raised|lowered|tightened|loosened|moved)\s+it)\b",
    re.IGNORECASE,
)
#: a speaker deferring to a colleague named after it: "go with what Sarah said", "Sarah's right",
#: "use Sarah's number", "listen to Sarah"; or to whoever spoke last: "I stand corrected"
_DEFERS: Final = re.compile(
    r"\b(?:go(?:ing)?\s+with|agree\s+with|listen\s+to|use|take)\s+(?:what\s+)?"
    r"(?P<name>[A-Z][\w'’-]*?)(?:['’]s\b|\s+(?:said|says|just\s+said|has))|"
    r"\b(?P<named>[A-Z][\w'’-]*?)(?:['’]s|\s+is)\s+right\b|"
    r"(?P<corrected>(?i:\bi\s+stand\s+corrected\b|\bmy\s+mistake\b|\bi\s+was\s+wrong\b))"
)


def overruling_turns(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The places of the turns after the one holding `start`–`end` that may replace what it
    says: another speaker's turn that opens by contradicting it, and the turns of whoever its
    speaker later defers to. The caller reads them for another value of the same limit."""
    found = turns(text)
    own = _turn_at(found, start)
    if own is None:
        return []
    speaker = found[own].speaker
    later = found[own + 1 :]
    places = [
        (t.body, t.end)
        for t in later
        if t.speaker != speaker
        and (
            _CONTRADICTS.match(text, t.body) is not None
            or _SAYS_OUTDATED.search(text, t.body, t.end) is not None
        )
    ]
    for i, turn in enumerate(later):
        if turn.speaker != speaker:
            continue
        for m in _DEFERS.finditer(text, turn.body, turn.end):
            name = (m.group("name") or m.group("named") or "").lower()
            others = [
                t
                for t in later[:i]
                if t.speaker != speaker
                and (not name or t.speaker == name or t.speaker.split()[0] == name)
            ]
            places += [(t.body, t.end) for t in others]
    return sorted(set(places))


#: an answer that refuses what a question asked: "No.", "No, we wouldn't", "Nope", "Not a
#: chance", "We wouldn't", "Absolutely not"
_REFUSES: Final = re.compile(
    r"\W*(?:(?:no|nope|nah|never)\b(?!\s+(?:more|less|higher|lower|limit|cap|problem|"
    r"worries|issue))|not\s+a\s+chance\b|absolutely\s+not\b|certainly\s+not\b|"
    r"(?:we|i|they|the\s+board)\s+(?:wouldn['’]t|won['’]t|couldn['’]t|can['’]t|would\s+not|"
    r"will\s+not|could\s+not|cannot)\b|" + BARE_REFUSAL + ")",
    # ... or a bare "Cannot.", "Can't lah." (`refusal_answers`)
    re.IGNORECASE,
)
#: a question that asks to cross the figure, which a refusal makes the limit: "could we go above
#: 10 %?", "could you exceed 2x?"
_CROSSES: Final = re.compile(
    r"\b(?:above|over|beyond|past|exceed\w*|breach\w*|more\s+than|higher\s+than|below|under|"
    r"less\s+than|lower\s+than)\s+(?:the\s+|a\s+)?$",
    re.IGNORECASE,
)


def asked_and_refused(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is what a speaker's question asked for ("Could you see
    the gross going up to 300 % this year?") and the next speaker's turn refuses it ("No. No,
    we wouldn't."): only proposed, it bounds nothing. A question that asks to cross the figure
    ("could we go above 10 %?") refused says the figure is the limit, and is left alone."""
    found = turns(text)
    i = _turn_at(found, start)
    if i is None or i + 1 >= len(found):
        return False
    turn, answer = found[i], found[i + 1]
    stop = text.find("?", end, turn.end)
    if stop < 0 or re.search(r"[.!\n]", text[end:stop]) or answer.speaker == turn.speaker:
        return False
    if _CROSSES.search(text, max(turn.body, start - 40), start):
        return False
    return _REFUSES.match(text, answer.body) is not None


#: a figure put forward, not decided: "I'd say never below 3 %", "how about 2x", "shall we say
#: 5 %", "maybe 4 %", "I'd suggest 10 %"
_PROPOSES: Final = re.compile(
    r"\b(?:i['’]d\s+(?:say|suggest|propose|go\s+(?:for|with))|i\s+(?:suggest|propose)|"
    r"how\s+about|what\s+about|shall\s+we\s+say|let['’]s\s+say|maybe|perhaps|"
    r"could\s+we\s+(?:do|go\s+(?:for|with)|try))\b[^.!?\n]*$",
    re.IGNORECASE,
)
#: a reply that turns a proposal down: "No, that's far too tight", "Too much.", "I don't think
#: so", "I disagree"
_TURNS_DOWN: Final = re.compile(
    r"\W*(?:(?:no|nope|nah)\b|(?:that['’]s|it['’]s|that\s+is|it\s+is|way|far|much)?\s*"
    r"(?:(?:far|way|much|a\s+bit|a\s+little)\s+)?too\s+(?:tight|loose|high|low|much|little|"
    r"aggressive|conservative|risky|big|small)\b|i\s+don['’]t\s+think\s+so\b|i\s+disagree\b)",
    re.IGNORECASE,
)


def proposal_refused(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` was only put forward ("I'd say never below 3 %") and
    the next speaker turned it down ("No, that's far too tight"): it is not in force."""
    found = turns(text)
    i = _turn_at(found, start)
    if i is None or i + 1 >= len(found):
        return False
    turn, reply = found[i], found[i + 1]
    if reply.speaker == turn.speaker or _PROPOSES.search(text, turn.body, start) is None:
        return False
    return _TURNS_DOWN.match(text, reply.body) is not None


#: punctuation dictated into a voice note, said as words: "comma", "full stop", "semicolon",
#: "new line", "new paragraph" ("decimal comma" names a notation, no punctuation)
_DICTATED: Final = re.compile(
    r"(?<!decimal\s)\b(?P<mark>comma|full\s+stop|semi-?colon|new\s+(?:line|paragraph))\b",
    re.IGNORECASE,
)
#: (a dictated full stop ends its sentence whatever case the next word is transcribed in)
_MARKS: Final = {"comma": ",", "full stop": ".\n", "semicolon": ";", "semi-colon": ";"}


def spoken_punctuation(text: str) -> str:
    """`text` with dictated punctuation written as the mark it names, padded to the same
    length so every offset holds ("Cash comma at least two percent full stop Gross …" reads
    "Cash ,     at least two percent .         Gross …"): the clauses and sentences a
    dictated voice note was spoken in."""
    if _DICTATED.search(text) is None:
        return text

    def mark(m: re.Match[str]) -> str:
        said = re.sub(r"\s+", " ", m.group("mark").lower())
        written = "\n" if said.startswith("new") else _MARKS[said]
        return written + " " * (len(m.group(0)) - len(written))

    return _DICTATED.sub(mark, text)


#: a speaker taking back what they just said, at the start of the next sentence: "Actually
#: no — ignore that", "Sorry, I misspoke", "Hang on — that's the other fund", "Wait, scratch
#: that", "My mistake"
_TAKES_BACK: Final = re.compile(
    r"\W*(?:(?:actually|oh|um|er|hmm)[\s,]+)*(?:no\b[\s,—–-]*)?(?:"
    r"(?:ignore|forget|scratch|strike|scrap|disregard)\s+(?:that|this|what\s+i\s+(?:just\s+)?said)|"
    r"sorry[\s,—–-]+(?:no|i\s+(?:misspoke|mis-spoke|meant|mean|got\s+that\s+wrong)|wrong\s+\w+)|"
    r"i\s+misspoke|my\s+mistake|correction|hang\s+on|wait|"
    r"that(?:['’]s|\s+is|\s+was)\s+(?:the\s+)?(?:other|old|wrong|previous|last)\s+"
    r"(?:fund|number|figure|one|account|book|mandate|portfolio|client))\b",
    re.IGNORECASE,
)
_SENTENCE_STOP: Final = re.compile(r"[.!?](?=\s)|\n")


def takes_back(sentence: str) -> bool:
    """Whether a sentence opens by taking back the one before ("Sorry, I misspoke, 1.5x max."):
    it speaks of the same limit, and its figure replaces that one's."""
    return _TAKES_BACK.match(sentence, label_end(sentence)) is not None


def taken_back(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the speaker of the figure at `start`–`end` takes it back in the next sentence
    ("Gross capped at 3x. Actually no — ignore that, it's 1.5x.") up to the end of their turn,
    else None: the caller reads that place for the value that replaces it."""
    stop = _SENTENCE_STOP.search(text, end)
    if stop is None:
        return None
    found = turns(text)
    i = _turn_at(found, start)
    last = found[i].end if i is not None else len(text)
    after = stop.end()
    if after >= last or _TAKES_BACK.match(text, after) is None:
        return None
    return after, last


#: a message that withdraws a figure given in an earlier one: "ignore the number I gave you
#: earlier", "forget what I said before", "disregard my last note", "I'd mixed it up with the
#: other fund", "the figure I sent this morning was wrong"
_WITHDRAWS_EARLIER: Final = re.compile(
    r"\b(?:ignore|forget|disregard|scrap|bin|drop)\s+(?:(?:the|that|this|my)\s+)?"
    r"(?:(?:number|figure|value|limit|one)s?\b[^.!?\n]{0,30}?\b(?:earlier|before|gave|sent|told|"
    r"said|this\s+morning|yesterday|last\s+time)\b|"
    r"(?:last|previous|earlier|first|other)\s+(?:note|memo|message|voice\s*(?:note|memo|mail)|"
    r"one|number|figure|mail|email)\b|"
    r"what\s+i\s+(?:said|told\s+you|gave\s+you|sent(?:\s+you)?)\b|everything\s+i\s+said\b)|"
    r"\b(?:the\s+)?(?:number|figure|value|limit)\s+i\s+(?:gave|sent|told)\s+you\b[^.!?\n]{0,40}?"
    r"\b(?:was|is)\s+(?:wrong|incorrect|a\s+mistake|out\s+of\s+date|the\s+old\s+one)\b|"
    r"\bi(?:'d|’d|\s+had)\s+(?:mixed|muddled|got)\s+(?:it|them|that|the\s+\w+(?:\s+\w+)?)\s+"
    r"(?:up|mixed\s+up|wrong)\b|\bi(?:'d|’d|\s+had)\s+(?:mixed|muddled)\s+up\b",
    re.IGNORECASE,
)


def withdraws_earlier(text: str) -> bool:
    """Whether a message withdraws a figure given in an earlier one (a later voice note:
    "ignore the number I gave you earlier … it's 250 bips")."""
    return _WITHDRAWS_EARLIER.search(text) is not None


__all__ = [
    "Turn",
    "after_label",
    "answers_question",
    "asked_and_refused",
    "label_end",
    "marks",
    "overruling_turns",
    "proposal_refused",
    "question_answered",
    "spoken_punctuation",
    "taken_back",
    "takes_back",
    "turns",
    "withdraws_earlier",
]
