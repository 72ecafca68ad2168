"""Which statement of a conversation is current: one reading for every reader of pasted chat.

A text pasted from team chat, a ticket or a mail client is a conversation, not one speaker's
sentence, and it states more than one value of a limit or more than one ask; only one is
current. Which one is read from how these media order their parts, the same for every reader:

- what is later replaces what is earlier: a later turn of a thread ("Ana: …", "Lena (PM): …"),
  the text after an edit marker ("edit: …", "upd: …", "correction: …", "scratch that, …"), a
  shallower level of a quoted mail chain (a reply quotes what it answers with one more ">"), the
  upper mail of a forwarded chain (each mail sits above the one it answers);
- a decision outranks a later remark: the turn of a decision-maker (a PM, the CIO, the client)
  or a turn that decides ("… it is", "going with …") is read before the others, and one that
  only agrees with a colleague ("agree w/ Raj") points at that colleague's words;
- what the text sets aside itself is not current: words struck through (Markdown's "~~…~~",
  Slack's "~…~", HTML's "<del>", "<s>", "<strike>"), an option a poll or a verdict turns down
  (by its votes, by its reactions, by "Result: rejected", by a closing ":x:", by another option
  that "won over" it), a colleague's proposal a reported decision overrules, the old end of a
  change told with both ends ("switching from X to Y", "Y (was: X)");
- what is not yet agreed is not current: a level supposed in a condition ("if the IC signs off
  it'd go to 6 %"), or said to be pending ("nothing's agreed", "TBC").

One module owns this reading, so that a limit's reader and the objective's reader cannot
disagree on which part of the same pasted thread is in force. Its two callers need it in two
shapes, each a thin layer at the end of this module:

- the limit readers (`provenance`, `mandate`) ask of one value at a span whether it is still in
  force (`struck`, `turned_down`, `supposed`, `not_current`) and where the newer words that may
  replace it are (`edits_after`, `replies_to`, `newer_places`); whether those words state the
  same limit is theirs to decide, with their reading of subjects;
- the objective reader (`intent`) takes the utterances newest first (`newest_first`, each a view
  of the whole text with the rest blanked, so offsets hold) and asks each in turn, with what the
  text sets aside blanked (`set_aside`).

Pure: text in, spans or views out.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Literal

from quantward_validation.limit_lexicon_securitized import TBA_HELD
from quantward_validation.redlines import deleted, deleted_spans
from quantward_validation.text_lines import line_at


@dataclass(frozen=True)
class Utterance:
    """One utterance of a conversation, as a view of the whole text (the rest blanked)."""

    view: str
    #: it withdraws what came before it: when it asks nothing, nothing older is read
    withdraws: bool = False


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


def _view(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with everything outside `spans` blanked (line breaks kept)."""
    chars = [c if c == "\n" else " " for c in text]
    for start, end in spans:
        chars[start:end] = text[start:end]
    return "".join(chars)


# --- what a chat client adds: struck-through words, shortcodes, the "(edited)" flag ----------

#: text struck through, in every form a pasted message carries it: Markdown's "~~…~~" (across
#: a line break too), Slack's and Teams' one tilde "~…~" (the tildes hug the words, so a hedge
#: "~5 % and ~6 %" strikes nothing), and HTML's "<del>", "<s>", "<strike>"
STRUCK: Final = re.compile(
    r"~~[^~]+~~"
    r"|(?is:<(?P<tag>del|s|strike)>.*?</(?P=tag)>)"
    r"|(?<![~\w])~(?=[^\s~])[^~\n]*?(?<=[^\s~])~(?![~\w])"
)

#: an emoji shortcode (":pushpin:", ":white_check_mark:", ":+1:"): a picture, not a word (its
#: name may hold a direction word: ":chart_with_downwards_trend:")
_SHORTCODE: Final = re.compile(r"(?<![\w:]):[a-z0-9_+-]*[a-z][a-z0-9_+-]*:(?![\w:])", re.I)
#: the flag a client shows on an edited message
_EDITED_FLAG: Final = re.compile(r"\((?:edited|modifié|bearbeitet)\)", re.I)


def struck(text: str, start: int, end: int) -> bool:
    """Whether `start`–`end` lies in text struck through ("~~2.25 %~~ 1.5 % (edited)") or on a
    document's deleted side (`redlines`: "Deleted: 15 %", "15 % [struck through by hand]", a
    draft above the execution version): struck words are deleted words, whatever they say."""
    return any(m.start() < start and end < m.end() for m in STRUCK.finditer(text)) or deleted(
        text, start, end
    )


def unstruck(text: str) -> str:
    """`text` with its struck-through words (and a document's deleted side, `redlines`)
    blanked, offsets kept: "at most ~~2.5x~~ 2x" reads as "at most          2x", the operator
    then bounds the value that stands."""
    chars = list(STRUCK.sub(lambda m: " " * len(m.group(0)), text))
    for a, b in deleted_spans(text):
        _blank(chars, a, b)
    return "".join(chars)


def chat_plain(text: str) -> str:
    """The text without what a chat client adds (offsets kept): emoji shortcodes, the
    "(edited)" flag and struck-through words are blanked, so none of them is read as the
    speaker's words."""
    chars = list(text)
    for pattern in (_SHORTCODE, STRUCK, _EDITED_FLAG):
        for m in pattern.finditer(text):
            _blank(chars, m.start(), m.end())
    return "".join(chars)


# --- quoting: the depth of a line in a chain ---------------------------------------------------

#: a list item's marker before a quote: Markdown and forums let a numbered or bulleted item
#: quote ("2. > can the AI choose …?", "1) >> …", "(b) > …", "- > …", "• > …"); only before
#: words, since a list of limits may open an item with the operator ("- > 2x needs sign-off")
_LIST_MARK: Final = (
    r"(?:(?:\d{1,3}|[a-z]|[ivxlc]{1,5})[.)]|\((?:\d{1,3}|[a-z]|[ivxlc]{1,5})\)|[-*+•·‣▪◦])"
    r"[ \t]+(?=(?:>[ \t]?)+[^\d\s.,$€£¥+−-])"
)
#: the quote markers that open a line: ">", ">>", "> >" (e-mail and Slack quoting), after a
#: list item's marker too
_QUOTE_PREFIX: Final = re.compile(rf"[ \t]*(?i:{_LIST_MARK})?((?:>[ \t]?)+)")


def quote_depth(text: str, at: int) -> int:
    """How many quote markers open the line holding `at` (0 for a line nobody quotes)."""
    line_start = text.rfind("\n", 0, at) + 1
    prefix = _QUOTE_PREFIX.match(text, line_start)
    return 0 if prefix is None else prefix.group(1).count(">")


def _quoted_lines(text: str) -> list[tuple[int, int, int]]:
    """The quoted lines of `text` as (start, end, depth), a line break ending each."""
    lines = []
    offset = 0
    for line in text.split("\n"):
        if _QUOTE_PREFIX.match(line):
            lines.append((offset, offset + len(line), quote_depth(text, offset)))
        offset += len(line) + 1
    return lines


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


# --- edits: what follows a marker replaces what came before ------------------------------------

#: the labels of an edit of a message after it was sent: "edit", "upd", "update", "correction",
#: "erratum", "amended", "revised" ("ETA:" adds to a message and replaces nothing)
_EDIT_LABEL: Final = (
    r"(?:edit(?:ed)?|upd(?:ate[d]?)?|correct(?:ion|ed)|erratum|amend(?:ed|ment)?|revised)"
)
#: an edit label with its mark, where a limit's line may hold it: "edit:", "EDIT 2 -", "upd:"
_EDIT_MARKER: Final = re.compile(
    rf"(?im)(?:^|(?<=[\s(\[*_])){_EDIT_LABEL}(?:\s*\d+)?\s*[:—–-](?!\w)"
)
#: the record an edit label may name before it: "KYC update", "Risk-profile correction"
_RECORD_QUALIFIER: Final = (
    r"(?:(?:KYC|profile|risk[- ]profile|suitability|compliance|mandate|objective|client|"
    r"adviser|advisor|file|record)[ \t]+)?"
)
#: an edit of a message, or a correction said inline, where an utterance starts (a line, or
#: after punctuation): what follows replaces what came before
_EDIT: Final = re.compile(
    r"(?im)(?:^|(?<=[.!?;:,(\[—–-])|(?<=[.!?;:,(\[—–-]\s))[ \t]*(?:"
    # the label may be set in emphasis: "*Edit:*", "_update_ —"; it may name the record it
    # updates and carry its version or date: "KYC update (v8):", "Profile correction (12 May):"
    rf"{_RECORD_QUALIFIER}[*_]{{0,2}}{_EDIT_LABEL}[ \t]*\d*[*_]{{0,2}}[ \t]*"
    r"(?:\([^()\n]{1,24}\)[ \t]*)?(?:[:—–-]|\))|"
    # a change of the objective said inline: "the objective was corrected to …", "after the
    # review, the client's goal has been changed to …"
    r"(?:the\s+|our\s+|your\s+|their\s+|its\s+)?(?:client['’]s\s+)?(?:investment\s+)?"
    r"(?:objective|goal|aim)\s+(?:(?:was|has\s+been|have\s+been|is|got|now)\s+)*"
    r"(?:changed|corrected|updated|amended|revised|switched|reset)\s+to\b|"
    r"scratch\s+that|strike\s+that|scrap\s+that|on\s+second\s+thoughts?|change\s+of\s+plans?|"
    r"wait,?\s+no|no,?\s+wait|(?:sorry,?\s+)?i\s+mean\b|(?:actually,?\s+)?make\s+that\b|"
    r"or\s+rather\b|(?:hmm+,?\s+)?(?:nah|nope)(?=\s*[.,!;:—–-])|hmm+,?\s+no(?=\s*[.,!;:—–-])|"
    # a turn against what was just typed: "… min TE... actually no. min variance"
    # ("actually, no more than 5 %" turns against nothing: the "no" stands alone)
    r"actually,?\s+no(?=\s*[.,!;:—–-]|\s*$)|no,?\s+actually\b|on\s+reflection\b|"
    r"thinking\s+about\s+it(?:\s+more)?,)"
)
#: what withdraws everything said before it
_WITHDRAWING: Final = re.compile(
    r"\b(?:scratch|strike|scrap|cancel|forget|ignore|disregard|drop)\s+(?:that|this|it|my|the|"
    r"what|everything|all)\b|\bnever\s*mind\b|\bchange\s+of\s+plans?\b|\bon\s+second\s+thoughts?\b|"
    r"\bactually,?\s+no(?=\s*[.,!;:—–-]|\s*$)|\bno,?\s+actually\b|\bon\s+reflection\b|"
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


#: a correction typed with an asterisk hugging its first word, as the next line or the next
#: message ("*5 pct", "*1.5x sorry, typo", "*tracking error"): chat's mark for "read this in
#: place of what I just wrote". A bullet ("* item") has a space after its asterisk, and
#: emphasis ("*note*", "*Edit:*") closes on its line; neither corrects anything.
_STAR_FIX: Final = re.compile(r"(?m)^[ \t]*\*(?=[^\s*])(?![^\n]*\*)")


#: an asterisk glued to the end of a word or a figure, as a footnote's mark ("10 %*", "cap*"):
#: a line opened by an asterisk after it is the footnote, not a correction
_FOOTNOTE_MARK: Final = re.compile(r"(?<=[\w%)])\*+(?=[\s.,;:)]|$)", re.M)


def _edit_marks(text: str, start: int = 0) -> list[tuple[int, int]]:
    """The edit marks of `text` from `start`, as (start, end), in order: labels ("edit:") and
    asterisk corrections ("*5 pct")."""
    found = [(m.start(), m.end()) for m in _EDIT_MARKER.finditer(text, start)]
    found += [
        (m.start(), m.end())
        for m in _STAR_FIX.finditer(text, start)
        if _FOOTNOTE_MARK.search(text, 0, m.start()) is None
    ]
    return sorted(found)


def star_corrects(line: str, before: str = "") -> bool:
    """Whether `line` is an asterisk correction ("*5 pct", "*1.5x sorry fat thumbs"): it puts
    its words in place of the words of the same kind just before it; one that only respells a
    word ("*tracking error") states no value, so it replaces none. After a footnote's mark in
    the text `before` it ("10 %*"), the line is that footnote."""
    return _STAR_FIX.match(line) is not None and _FOOTNOTE_MARK.search(before) is None


def edits_before(line: str) -> bool:
    """Whether `line` opens with an edit marker ("edit: …", "upd: …") or an asterisk correction
    ("*5 pct"): it speaks of the words it edits, the line before."""
    if star_corrects(line):
        return True
    marker = _EDIT_MARKER.search(line)
    return marker is not None and line[: marker.start()].strip(" \t*_([") == ""


def edits_after(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """What each edit marker after the words at `start`–`end` says, as (start, end): a value
    stated of the same limit there replaces theirs."""
    marks = _edit_marks(text, end)
    for (_, mark_end), following in itertools.zip_longest(marks, marks[1:]):
        # what the edit says runs to the next edit, which is newer still
        yield mark_end, following[0] if following is not None else len(text)


# --- a message sent to the wrong person -------------------------------------------------------

#: a message that says the one before it was not meant for this reader: "sorry, that last one
#: was meant for my brother", "wrong chat!", "that wasn't for you", "sent that to the wrong
#: person", "ignore, wrong thread"
_MISDIRECTED: Final = re.compile(
    r"\b(?:that|the)\s+(?:last|previous|earlier)\s+(?:one|message|text|msg)\s+(?:was|is)\s+"
    r"(?:meant|intended|supposed\s+to\s+go|for)\b(?!\s+(?:for\s+)?(?:you|u)\b)|"
    r"\b(?:that|this|it)\s+(?:was|is)\s*(?:n['’]?t|not)\s+(?:meant\s+|intended\s+)?for\s+(?:you|u)\b|"
    r"\bwrong\s+(?:chat|thread|person|group|window|convo|conversation|channel|contact)\b|"
    r"\bsent\s+(?:that|this|it)\s+to\s+the\s+wrong\b|\bmeant\s+to\s+send\s+(?:that|this|it)\s+to\b",
    re.IGNORECASE,
)


def misdirected(text: str) -> bool:
    """Whether a message says the one before it went to the wrong reader ("sorry, that last
    one was meant for my brother", "wrong chat"): what that one said is not said to us."""
    return _MISDIRECTED.search(chat_plain(text)) is not None


# --- levels supposed, not agreed ---------------------------------------------------------------

#: where a segment of chat ends: a line, a full stop (of any case: chat writes "today. if the
#: IC …"), a question or exclamation mark, a semicolon, a colon before its answer (not a time's)
_SEGMENT_END: Final = re.compile(r"\n|(?<!\d)\.(?!\d)|[?!;]|(?<!\d):(?!\d)")
#: an "if" that opens a reported question, not a condition: "wondered if", "asked if", "to see if"
_ASKING_IF: Final = re.compile(
    r"\b(?:ask\w*|wonder\w*|know|see|check\w*|quer\w*|enquir\w*|inquir\w*)\s+if\b"
)
#: a condition that opens a supposed clause: "if", "once", "assuming", "provided", "in case",
#: "should the IC …", "were it to …" (a deed's proviso supposes nothing, it restricts: "PROVIDED
#: ALWAYS that … shall not exceed", "provided, however, that", "provided further that")
_CONDITION: Final = re.compile(
    r"\b(?:if|once|assuming|"
    r"provided(?!\s*,?\s*(?:always|however|further|nevertheless|also|always\s+and)\b)"
    r"(?:\s+that)?|in\s+case|supposing|should\s+(?:the|we|they|it)|"
    r"were\s+(?:the|we|they|it)|in\s+the\s+event)\b"
)
#: a stress measure a condition defines rather than supposes: "the loss if every deal broke",
#: "downside to undisturbed prices if every deal broke", "the NAV impact should spreads double"
#: name what a limit bounds (a scenario's loss), so the "if" after them opens no supposed
#: clause
_SCENARIO_MEASURE: Final = re.compile(
    r"\b(?:loss(?:es)?|downside|hit|impact|p\s?&\s?l|pnl|drawdown)"
    r"(?:\s+(?:to|at|on|of|in|for|from|versus|vs\.?)\s+(?:the\s+|an?\s+)?[\w-]+(?:\s+[\w-]+)?)?"
    r"\s+$"
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
    # ("TBA" held as the mortgage forward, "TBA and dollar-roll position", is no placeholder:
    # `limit_lexicon_securitized`)
    rf"(?:tbc|tbd|tba(?!{TBA_HELD}))|to\s+be\s+(?:confirmed|decided|agreed)|pending\s+(?:\w+\s+)?(?:approval|"
    r"sign[\s-]?off|review)|subject\s+to\s+(?:\w+\s+)?(?:approval|sign[\s-]?off|vote)|"
    r"under\s+(?:discussion|review|consideration)|no\s+decision\s+yet|"
    r"(?:being\s+)?(?:floated|mooted)|on\s+the\s+table|up\s+for\s+discussion)\b"
)
#: where a part of a chat segment ends: a comma, a dash, a parenthesis
_PART_END: Final = re.compile(r",|\s[—–-]\s|[()]")


#: a contrast that ends a supposed consequence and says what holds instead: "…, but the IMA
#: says", "however the mandate caps it at"
_TURNS_TO_WHAT_HOLDS: Final = re.compile(r"\b(?:but|however|whereas|though|although|yet)\b")


#: a main clause that forbids or restricts before the condition it trails: "the Fund will not
#: make an investment if …", "no manager may buy a name if …", "the trust shall not acquire
#: units if …", "a purchase is permitted only if …". Its condition names what the rule tests,
#: so a "would" inside it ("… if, after it, the share would exceed 20 %") is the condition's
#: own verb, not a consequence only supposed
_RESTRICTS_BEFORE: Final = re.compile(
    r"(?:\b(?:will|shall|may|must|can|could|should|would|is|are)\s*(?:not|n['’]t)\b|"
    r"\b(?:cannot|won['’]t|never|no)\b|\bonly\s*,?\s*$)"
)


def _restricting_condition(lowered: str, condition: re.Match[str]) -> bool:
    """Whether `condition` trails a main clause that forbids or restricts (`_RESTRICTS_BEFORE`):
    the value inside it is the limit the rule tests, whatever modal the condition uses."""
    before = lowered[: condition.start()]
    return bool(before.strip()) and _RESTRICTS_BEFORE.search(before) is not None


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
    # (a placeholder struck through for the figure that replaces it is deleted, no doubt of
    # the figure: "~~TBC~~ 2,000 lots", "[deleted: TBD] 12 %")
    lowered = unstruck(text)[first:last].lower()
    here = start - first
    modal = _MODAL if firm_future else _SOFT_MODAL
    unagreed = _UNAGREED.search(lowered) is not None
    condition = next(
        (
            m
            for m in _CONDITION.finditer(lowered, 0, here)
            if not _ASKING_IF.search(lowered, max(0, m.start() - 20), m.end())
            and not _SCENARIO_MEASURE.search(lowered, max(0, m.start() - 50), m.start())
        ),
        None,
    )
    # the value lies in the consequence: a modal between the condition and it ("if … it'd go
    # to 6 %"); a value inside the condition ("if a name goes above 5 % we'll trim it") is the
    # limit the condition tests; a contrast after the consequence turns to what holds ("if it
    # were up to me I'd do 2 %, but the IMA says 5 %")
    consequence = (
        condition is not None
        and not _restricting_condition(lowered, condition)
        and modal.search(lowered, condition.end(), here)
        and _TURNS_TO_WHAT_HOLDS.search(lowered, condition.end(), here) is None
    )
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


# --- decisions: polls, verdicts, options marked down -------------------------------------------

#: the marks of a vote against or a rejection, as reactions: ":x:", ":thumbsdown:", "❌", "👎"
_DOWN_MARK: Final = (
    r"(?::(?:x|no_entry(?:_sign)?|thumbsdown|-1|heavy_multiplication_x|"
    r"negative_squared_cross_mark|no_good):|[❌👎🚫✖]\ufe0f?)"
)
#: a vote for or against, by its reaction or its word: ":thumbsup:", ":+1:", "👍", "yes", "for"
_FOR: Final = (
    r"(?::thumbsup:|:\+1:|:white_check_mark:|👍|✅|\byes\b|\bfor\b|\bayes?\b|\bin\s+favou?r\b)"
)
_AGAINST: Final = rf"(?:{_DOWN_MARK}|\bno\b|\bagainst\b|\bnays?\b|\bopposed\b)"
#: a line that puts a value up for a decision: a poll, a proposal, a motion, a suggestion
_PUT_TO_DECISION: Final = re.compile(
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


#: a poll option's count: "X: 7 votes", "X — 7 votes", "X (7 votes)", "X · 7 votes"
_VOTES: Final = re.compile(r"\s*(?:[:=—–·•-]\s*|\(\s*)(?P<n>\d{1,6})\s+votes?\b\s*\)?", re.I)
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

#: a reaction that backs an option, one per voter: a thumb up (any skin tone), a tick, a raised
#: hand, ":+1:" and its kin, or a "+1" typed (not "+1%" nor "+10")
_UP: Final = (
    r"(?::(?:\+1|thumbsup|thumbs_up|white_check_mark|heavy_check_mark|ballot_box_with_check|"
    r"raised_hand|raising_hand)(?:::skin-tone-\d)?:|👍[\U0001F3FB-\U0001F3FF]?|[✅☑✋🙋]\ufe0f?|"
    r"(?<![\w+])\+1(?![\d%.,]\d|[\d%]))"
)


def _counted_up(*, lead: bool) -> str:
    """Reactions counted: the reaction then its multiplier ("👍 ×7"), the reaction repeated one
    per voter ("+1 +1 +1", "👍👍👍") perhaps with a number after (":+1: 7"), and with `lead` a
    number before it ("7x :thumbsup:", "7 👍"); a number before a reaction that follows an
    option's words may be the option's own value ("2x 👍👍"), so the reading after an option
    takes no lead."""
    leading = rf"|(?P<lead>\d{{1,5}})[ \t]*[x×*]?[ \t]*{_UP}" if lead else ""
    return (
        rf"(?:{_UP}[ \t]*[x×*][ \t]*(?P<times>\d{{1,5}})\b{leading}|"
        rf"(?P<each>{_UP}(?:[ \t]*{_UP})*)(?:[ \t]*(?P<after>\d{{1,5}})\b(?![ \t]*[x×*%.,]))?)"
    )


#: reactions counted before the option they back: "👍 ×3 for 2 %", "+1 +1 on the 3 % option";
#: the option runs to a separator, a conjunction or the next counted reaction
_BACKING: Final = re.compile(
    rf"{_counted_up(lead=True)}[ \t]*(?:votes?[ \t]+)?(?:for|on|behind|backing)[ \t]+"
    r"(?P<option>[^,;|\n]+?)(?=[ \t]*(?:[,;|\n]|\.(?!\d)|$)|[ \t]+(?:and|but|while|whereas|"
    rf"vs\.?|versus)[ \t]|[ \t]*{_UP})",
    re.I,
)
#: reactions counted after the option they back, at its end: "15 % 👍👍👍", "min var — 👍 ×4"
_BACKED: Final = re.compile(
    rf"[ \t]*(?:[:=—–·•-][ \t]*|\([ \t]*)?{_counted_up(lead=False)}[ \t]*\)?"
    r"(?=[ \t]*(?:[,;|/\n]|$))",
    re.I,
)


@dataclass(frozen=True)
class _Option:
    """An option of a poll: its words (with its count) and the votes it got."""

    start: int
    end: int
    votes: int


def _votes(m: re.Match[str]) -> int:
    """The votes a counted reaction gives: its multiplier, or one per reaction repeated."""
    for group in ("times", "lead", "after"):
        if group in m.re.groupindex and m.group(group):
            return int(m.group(group))
    return len(re.findall(_UP, m.group("each")))


def _counted_after(plain: str, counts: list[tuple[int, int, int]]) -> list[_Option]:
    """The options whose counts (start, end, votes) follow their words: each option starts
    after the separator that ends the one before, or after the poll's heading."""
    options = []
    previous_end: int | None = None
    for count_start, count_end, votes in counts:
        if previous_end is not None and (sep := _OPTION_SEP.match(plain, previous_end)):
            start = sep.end()
        else:
            heads = [h.end() for h in _OPTION_HEAD.finditer(plain, 0, count_start)]
            start = max(heads, default=0)
        options.append(_Option(start, count_end, votes))
        previous_end = count_end
    return options


def _poll_options(text: str, *, bare_counts: bool = True) -> list[_Option]:
    """The options of a poll the text reports with their votes, read by the first grammar that
    finds two: counts in words after each option ("X (7 votes)"), bare counts in a text that
    says it is a poll ("X — 3", unless `bare_counts` is False: in a limit's text a bare number
    after its words is a value, not a count), reactions counted before the option they back
    ("👍 ×7 for X"), reactions counted after it ("X 👍👍👍")."""
    plain = chat_plain(text)
    spans = [(m.start(), m.end(), int(m.group("n"))) for m in _VOTES.finditer(plain)]
    if len(spans) < 2 and bare_counts and _POLL.search(plain):
        spans = [(m.start(), m.end(), int(m.group("n"))) for m in _BARE_COUNT.finditer(plain)]
    if len(spans) >= 2:
        return _counted_after(plain, spans)
    backing = [_Option(m.start(), m.end(), _votes(m)) for m in _BACKING.finditer(text)]
    if len(backing) >= 2:
        return backing
    backed = [(m.start(), m.end(), _votes(m)) for m in _BACKED.finditer(text)]
    return _counted_after(plain, backed) if len(backed) >= 2 else []


def _poll_losers(text: str, *, bare_counts: bool = True) -> list[tuple[int, int]]:
    """The spans of a poll's losing options (with their counts), when one option has more
    votes than every other; a tie decides nothing and sets nothing aside."""
    options = _poll_options(text, bare_counts=bare_counts)
    if not options:
        return []
    best = max(o.votes for o in options)
    if sum(1 for o in options if o.votes == best) > 1:
        return []
    return [(o.start, o.end) for o in options if o.votes != best]


#: a mark of rejection closing its line: the line's option is turned down (a mark opening a
#: line is its writer's reaction to what came before)
_REJECTED_LINE: Final = re.compile(rf"(?m)^(?P<line>[^\n]*?\S[^\n]*?)[ \t]*{_DOWN_MARK}[ \t]*$")
#: an option that lost to another: "X won the poll 7–2 over Y", "X prevailed over Y"
_BEATEN: Final = re.compile(
    r"\b(?:won|wins|prevailed|triumphed|edged\s+(?:it|out))\b[^.;\n]*?\bover\s+(?P<loser>[^.;\n]+)",
    re.I,
)


def _options_marked_down(text: str) -> list[tuple[int, int]]:
    """Options the text itself turns down: a line closed by a mark of rejection, the loser of
    an option that won over it."""
    spans = [(m.start("line"), m.end("line")) for m in _REJECTED_LINE.finditer(text)]
    return spans + [(m.start("loser"), m.end("loser")) for m in _BEATEN.finditer(text)]


# --- proposals a decision overrules ------------------------------------------------------------

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
_COLLEAGUE_PROPOSAL: Final = re.compile(
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
        for pattern in (_COLLEAGUE_PROPOSAL, _PROPOSAL_LABEL)
        for m in pattern.finditer(text)
    ]
    if not proposals:
        return []
    decided = any(
        not any(a <= d.start() < b for a, b in proposals) for d in _DECISION.finditer(text)
    )
    return proposals if decided else []


# --- a change told with both ends --------------------------------------------------------------

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


# --- the structures: quoted chains, mail blocks, thread turns, edits ---------------------------

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


def _quote_levels(text: str) -> list[Utterance]:
    """A chain quoted level under level: the text with every level deeper than d blanked, for
    d from the shallowest (the newest mail) to the deepest (the oldest)."""
    lines = _quoted_lines(text)
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


# --- for a value at a span: the limit readers --------------------------------------------------


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


def turned_down(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is put up for a decision (in a poll, a proposal, a
    question) that a later line of the same message turns down ("Poll: move cash to 1.5 %? …
    Result: rejected — stays at 3 %"), in words or by more votes against than for; or it is
    an option of a poll that another option won (`_lost_in_poll`)."""
    if _lost_in_poll(text, start, end):
        return True
    first, last = line_at(text, start)
    line = text[first:last]
    asked = "?" in text[end:last] or _PUT_TO_DECISION.search(line) is not None
    if not asked:
        return False
    verdict = text[last:]
    if _REJECTED.search(verdict) is not None and _ADOPTED.search(verdict) is None:
        return True
    # no verdict in words: the votes decide ("👍 1 👎 6", "2 for, 5 against")
    votes = _tally(verdict.split("\n\n")[0])
    return votes is not None and votes[1] > votes[0]


def _stated_in(said: str, words: str) -> bool:
    """Whether `words` state the value `said` ("1.5x" in "1.5x — 2 votes", not in "11.5x"),
    spaces aside ("5 %" is "5%")."""
    value = re.escape(re.sub(r"\s+", "", said))
    return re.search(rf"(?<![\d.]){value}(?![\d])", re.sub(r"\s+", "", words)) is not None


def _lost_in_poll(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is a poll's losing option: it lies in an option with
    fewer votes than the winner ("Poll: … :one: 5 % (2 votes) :two: 8 % (6 votes)", "👍 ×2 for
    12 %", "+1 on the 3 % one"), or the poll's question names it before the options and only
    losing options state it ("cap at 5 % or 8 %? …"). Bare counts are not votes here: after a
    limit's words a bare number is a value. A tie decides nothing."""
    options = _poll_options(text, bare_counts=False)
    if not options:
        return False
    best = max(o.votes for o in options)
    if sum(1 for o in options if o.votes == best) > 1:
        return False
    holding = next((o for o in options if o.start <= start and end <= o.end), None)
    if holding is not None:
        return holding.votes != best
    if end > min(o.start for o in options):
        return False  # not the question: words between or after the options
    said = text[start:end]
    stating = [o for o in options if _stated_in(said, text[o.start : o.end])]
    return bool(stating) and all(o.votes != best for o in stating)


#: why a value is not in force by the text's own structure, whatever else the text says
NotCurrent = Literal["struck", "turned down", "supposed"]


def not_current(text: str, start: int, end: int, *, firm_future: bool = True) -> NotCurrent | None:
    """Why the value at `start`–`end` is out of force by the thread's structure alone (struck
    through, turned down by a poll or a verdict, only supposed), or None: the questions every
    limit reader asks before it looks for newer words of the same limit (`newer_places`)."""
    if struck(text, start, end):
        return "struck"
    if turned_down(text, start, end):
        return "turned down"
    if supposed(text, start, end, firm_future=firm_future):
        return "supposed"
    return None


# --- for the current ask: the objective reader -------------------------------------------------


def refuses(own_words: str) -> bool:
    """Whether a reply's own words turn down the quoted words they answer ("> min var?" then
    "nope"): the quote is then no ask, and a reply that asks nothing else states none."""
    return _REFUSAL.match(chat_plain(own_words)) is not None


def set_aside(text: str) -> str:
    """The text with what it sets aside itself blanked (offsets kept): chat decorations and
    struck-through words, options turned down (a poll's losers, a line closed by ":x:", the
    option another won over), proposals a decision overrules and the old end of a change
    ("switching from X to Y")."""
    plain = chat_plain(text)
    chars = list(plain)
    spans = [*_options_marked_down(text), *_poll_losers(text), *_overruled(plain)]
    for start, end in [*spans, *_old_ends(plain)]:
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


__all__ = [
    "STRUCK",
    "NotCurrent",
    "Utterance",
    "chat_plain",
    "edits_after",
    "edits_before",
    "misdirected",
    "newer_places",
    "newest_first",
    "not_current",
    "quote_depth",
    "refuses",
    "replies_to",
    "set_aside",
    "star_corrects",
    "struck",
    "supposed",
    "turned_down",
    "unquoted",
    "unstruck",
]
