"""A screen by a verdict reached only later, carried back to the start of the history: "any
obligor ever put on the watch list is dropped from the start of the data", "loans later
found to be fraudulent are removed from the whole history", "issuers that went on to default
are left out from day one", "each name's rating as it stood at the end of the sample".

A name that a later event marks (a downgrade, a designation, a default, a fraud uncovered, a
delisting) was an ordinary name before that event; a backtest that screens it out at dates
before the event knew what nobody knew then. Survivorship said with today's members is read
by `leakage`'s hindsight universe and `present_day_inputs`; this is the same look-ahead said
with the event that marks the name and the reach of the screen back through the history. The
constructions:

- `LATER_VERDICT_SCREEN`: a mark of a later or ever-reached verdict ("later downgraded",
  "subsequently found", "ever placed on", "went on to default"), a verb of screening out
  ("dropped", "removed", "left out", "taken out", "excluded", "purged") and a reach back over
  the history ("from the start", "from day one", "of the whole history", "at every date",
  "retroactively", "whenever the event came"), in any order in one sentence. A screen from the
  event's own date ("dropped only from the date it was designated") reaches no earlier date,
  and says none of the reaches;
- `FORWARD_WINDOW_SCREEN`: a screen at each date by what came to a name in a window counted
  forward from that date ("each rebalance drops the issuers whose downgrade came within the
  next quarter"): the screen used what only the window after it showed;
- `END_OF_SAMPLE_STATE`: a name's status (a rating, a listing, a classification, a
  membership) taken as it stood at the end of the sample or history, not at each date.

- `later_fate_excluded`: members left out of a panel from the test's start, named by a fate
  that came to them later in a clause of its own ("the panel leaves out, from the start, the
  two issuers that defaulted in 2019", "drops, from day one, every issuer that later went
  bust"), and the fate's year when it is said.

`leakage` reads `HINDSIGHT_SCREEN` as a look-ahead into every test. The screening verbs are
themselves words of exclusion, so `leakage` judges this construction's polarity by its negators
only (a screen that is "not" carried back states none). Where no `HINDSIGHT_SCREEN` is read,
`leakage` reads `later_fate_excluded` as a use of the history up to the fate's year (the whole
history when none is said): a test after the fate is not screened by anything it did not know.
This module is the one reader of the family; the two forms keep the words each has read so far.
Pure: regular-expression text (no groups), and `later_fate_excluded`.
"""

from __future__ import annotations

import re
from itertools import permutations
from typing import Final

#: a verdict reached only later, or at any time: "later downgraded", "subsequently found to
#: be", "ever put on", "eventually written off", "went on to default"
_LATER_VERDICT: Final = (
    r"\b(?:(?:later|subsequently|eventually|ultimately|afterwards|thereafter|ever|"
    r"at\s+any\s+(?:point|time|stage))\s+(?:(?:been|be|being|was|were|got|get)\s+)?"
    r"(?:[a-z-]+ed|found|put|shown|proven|made|hit|caught|taken|struck|sent|written\s+off|"
    r"charged\s+off|known|seen|identified|uncovered|revealed|named|listed|cut|downgraded)|"
    r"(?:go|goes|went|gone|going)\s+on\s+to\s+(?:be\s+)?[a-z-]+)\b"
)
#: a verb of screening a name out of the data
_SCREENED_OUT: Final = (
    r"\b(?:drop(?:s|ped|ping)?|remov(?:e|es|ed|ing)|exclud(?:e|es|ed|ing)|purg(?:e|es|ed|ing)|"
    r"delet(?:e|es|ed|ing)|strip(?:s|ped|ping)?\s+out|"
    r"(?:left|leave|leaves|leaving|taken|take|takes|taking|filtered|filter|filters|screened|"
    r"screens?|struck|kept|keeps?|cut|cuts|weeded|knocked|thrown|carved|scrubbed)\s+out|"
    r"struck\s+off|barred|omit(?:s|ted|ting)?|ban(?:s|ned)?|blacklist(?:s|ed)?)\b"
)
#: a reach back over the history: from its start, over the whole of it, at every date, or
#: whatever the date of the event
_HISTORY: Final = r"(?:data|sample|history|panel|back-?test|test|series|record|dataset|data\s?set)"
_REACH_BACK: Final = (
    rf"\b(?:from|since|at)\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|outset|first\s+date|"
    rf"first\s+day)(?:\s+of\s+(?:the\s+)?{_HISTORY})?|"
    r"\bfrom\s+(?:day|date)\s+(?:one|zero|1)|\bfrom\s+inception|"
    rf"\b(?:of|from|across|over|throughout|for)\s+(?:the\s+)?(?:whole|entire|full|complete)\s+"
    rf"{_HISTORY}|\bthroughout\s+the\s+{_HISTORY}|"
    r"\b(?:at|for|on|in)\s+(?:every|each|all)\s+(?:the\s+)?(?:past\s+|historical\s+|earlier\s+)?"
    r"(?:dates?|months?|quarters?|years?|periods?|rebalanc\w*(?:\s+dates?)?)|"
    r"\bretro(?:actively|spectively)|\bback\s+to\s+(?:the\s+)?(?:start|beginning|inception)|"
    # whatever the date of the event: "whenever the designation came"
    r"\b(?:whenever|regardless\s+of\s+when|no\s+matter\s+when|irrespective\s+of\s+when)\b"
)
_GAP: Final = r"[^.;]{0,160}?"
#: the three parts in any order in one sentence
LATER_VERDICT_SCREEN: Final = "|".join(
    _GAP.join(f"(?:{part})" for part in order)
    for order in permutations((_LATER_VERDICT, _SCREENED_OUT, _REACH_BACK))
)

#: a name's status taken as it stood at the end of the sample: "each issuer's rating as it
#: stood at the end of the sample", "sector classifications as at the last date of the data"
_STATUS: Final = (
    r"(?:ratings?|grades?|gradings?|listings?|status(?:es)?|classifications?|memberships?|"
    r"designations?|watch[- ]?lists?|eligibility|sectors?|domiciles?|credit\s+quality)"
)
END_OF_SAMPLE_STATE: Final = (
    rf"\b{_STATUS}\b[^.;]{{0,40}}?\bas\s+(?:(?:it|they)\s+(?:stood|stand|was|were)\s+)?"
    rf"(?:at|of|on)\s+(?:the\s+)?(?:(?:very\s+)?end|close|last\s+(?:date|day)|final\s+(?:date|day))"
    rf"\s+of\s+(?:the\s+)?{_HISTORY}\b|"
    rf"\b(?:end|close)[- ]of[- ](?:the[- ])?(?:sample|history|data)\s+{_STATUS}\b"
)

#: a window counted forward from the screen's own date: "in the next three months", "over the
#: following year", "within the coming 30 trading days"
_WINDOW_AHEAD: Final = (
    r"\b(?:in|within|over|during|across|by\s+the\s+end\s+of)\s+(?:the\s+)?(?:next|following|"
    r"coming|subsequent|ensuing|succeeding)\s+(?:(?:\d+|one|two|three|four|five|six|nine|twelve|"
    r"eighteen|few|several)\s+)?(?:(?:trading|business|calendar)\s+)?(?:days?|weeks?|months?|"
    r"quarters?|years?|sessions?|periods?)\b"
)
#: a screen at each date by what came to a name in the window after that date: "each review
#: removes the issuers whose default was declared within the following year", "the monthly
#: screen excludes bonds that are cut to junk over the next quarter" (a forecast of it, or the
#: screen's own later selling, is none)
FORWARD_WINDOW_SCREEN: Final = (
    rf"{_SCREENED_OUT}[^.;]{{0,80}}?\b(?:whose|that|which|who|if|where|once)\b"
    r"(?:(?!\b(?:and|but|then|sells?|sold|selling|trad\w*|exit\w*|unwound|unwind\w*|"
    r"liquidat\w*|expect\w*|forecast\w*|predict\w*|likely|probab\w*|risk|could|might|would|"
    r"may|projected)\b)[^.;]){0,80}?"
    rf"{_WINDOW_AHEAD}"
)

#: the end of a member's own life: "at maturity", "on expiry", "upon redemption", "at its final
#: fixing", "at the end of its term"
_END_OF_LIFE: Final = (
    r"(?:at|on|upon|by)\s+(?:(?:its|their|the)\s+)?(?:maturity|expiry|expiration|redemption|"
    r"exit|final\s+(?:fixing|observation|valuation|date)|wind-?(?:up|down)|"
    r"(?:end|close)\s+of\s+(?:its|their)\s+(?:life|lives|term|terms|tenor))"
)
#: a sample kept or cut by each member's status at its own end: "only the swaps whose status at
#: expiry was 'in the money' enter the test", "bonds whose rating at maturity was below BBB are
#: dropped" — the status came after every date the test uses them at
END_OF_LIFE_SCREEN: Final = (
    rf"\bonly\b[^.;]{{0,80}}?\b(?:{_STATUS}|outcomes?|payoffs?|results?|fates?)\s+"
    rf"{_END_OF_LIFE}\b[^.;]{{0,80}}?\b(?:kept|retained|included|used|sampled|admitted|"
    r"enter\w*|remain\w*|left\s+in|counted|tested)\b|"
    rf"\b(?:{_STATUS}|outcomes?|payoffs?|results?|fates?)\s+{_END_OF_LIFE}\b[^.;]{{0,80}}?"
    rf"{_SCREENED_OUT}|{_SCREENED_OUT}[^.;]{{0,60}}?\b(?:whose|with|if\s+(?:its|their))\s+"
    rf"(?:[\w-]+\s+)?(?:{_STATUS}|outcomes?|payoffs?|results?|fates?)\s+{_END_OF_LIFE}\b"
)

#: the whole family (no groups)
HINDSIGHT_SCREEN: Final = (
    f"(?:{LATER_VERDICT_SCREEN})|(?:{END_OF_SAMPLE_STATE})|(?:{FORWARD_WINDOW_SCREEN})|"
    f"(?:{END_OF_LIFE_SCREEN})"
)

#: how `leakage` names this look-ahead
NAME: Final = "a screen by a verdict reached only later, carried back through the history"

#: a verb of leaving members out of a panel or universe (the later-fate form's words)
_LEFT_OUT: Final = (
    r"(?:leaves?\s+out|left\s+out|leaving\s+out|exclud\w+|drops?|dropped|dropping|remov\w+|"
    r"omit\w*|strips?\s+out|stripped\s+out|screens?\s+out|screened\s+out|filters?\s+out|"
    r"filtered\s+out|takes?\s+out|taken\s+out|purg\w+|bars?|barred|blacklist\w*)"
)
#: from the test's first day or all through it
_FROM_THE_START: Final = (
    r"(?:from\s+(?:the\s+)?(?:very\s+)?(?:start|outset|beginning|first\s+(?:day|date|"
    r"rebalanc\w*|month|quarter)|inception|"
    r"day\s+one)|throughout\s+the\s+(?:back-?test|history|test|sample)|in\s+(?:every|each|all)\s+"
    r"(?:(?:of\s+)?(?:the\s+)?(?:three|two|four|five|\d+)\s+)?(?:test\s+)?(?:folds?|windows?|"
    r"years?))"
)
#: the members a later fate names: "the two counterparties that defaulted in 2019", "issuers
#: which later went bust", "the funds that were wound up in 2018"
_LATER_FATE: Final = (
    r"(?:that|which|who)\s+(?:later\s+|subsequently\s+|eventually\s+|went\s+on\s+to\s+)?"
    r"(?:defaulted|default|failed|fail|collapsed|went\s+(?:bust|bankrupt|under|into\s+"
    r"(?:default|administration|liquidation))|were\s+(?:delisted|suspended|wound\s+up|"
    r"liquidated|downgraded|de-?registered)|got\s+(?:delisted|suspended)|delisted|blew\s+up)"
    r"(?:\s+(?:in|during)\s+(?P<year>(?:19|20)\d\d))?"
)
#: members left out from the test's start for a fate that came later: the exclusion knows it
EXCLUDED_FOR_LATER_FATE: Final = re.compile(
    rf"\b{_LEFT_OUT}\b[^.;]{{0,60}}?\b{_FROM_THE_START}\b[^.;]{{0,80}}?\b{_LATER_FATE}\b|"
    rf"\b{_LEFT_OUT}\b[^.;]{{0,80}}?\b{_LATER_FATE.replace('P<year>', 'P<year2>')}\b"
    rf"[^.;]{{0,60}}?\b{_FROM_THE_START}\b|"
    rf"\b{_FROM_THE_START}\b[^.;]{{0,40}}?\b{_LEFT_OUT}\b[^.;]{{0,80}}?\b"
    rf"{_LATER_FATE.replace('P<year>', 'P<year3>')}\b",
    re.IGNORECASE,
)
#: how `leakage` names the later-fate form's use of the history
FATE_NAME: Final = "members left out from the test's start for a fate that came later"


def later_fate_excluded(sentence: str) -> tuple[bool, str | None]:
    """Whether the sentence leaves members out from the test's start for a fate that came
    later ("drops, from day one, the issuers that defaulted in 2016"), and the year of that
    fate as written, if it says one."""
    m = EXCLUDED_FOR_LATER_FATE.search(sentence)
    if m is None:
        return False, None
    return True, m.group("year") or m.group("year2") or m.group("year3")


__all__ = [
    "END_OF_SAMPLE_STATE",
    "EXCLUDED_FOR_LATER_FATE",
    "FATE_NAME",
    "FORWARD_WINDOW_SCREEN",
    "HINDSIGHT_SCREEN",
    "LATER_VERDICT_SCREEN",
    "NAME",
    "later_fate_excluded",
]
