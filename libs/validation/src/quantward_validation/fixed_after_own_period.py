"""A period's figure fixed only after that period had begun or closed, and used for it.

Some figures are not measured but decided or re-measured: a rate a regulator or a board sets
for a year, an amount a council adopts for a fiscal year, a fund's value restated or revalued
at its year-end. When the decision comes after the period it is for has started or ended, a
backtest that applies it throughout the period uses, at the period's earlier dates, a figure
nobody had yet. A plan says so by the figure's own timing, whatever the figure is called:

- the figure is *for* the period and fixed after it began or closed ("the minimum rate the
  government set for that year only after it had started");
- each period's decision uses a figure fixed after *that* period closed ("each year's payout
  uses the amount the board set after that fiscal year closed");
- holdings are valued at a figure re-fixed after each period closed ("units are valued at the
  prices revalued after each year closed").

A figure fixed after an *earlier* period ("after the prior year closed") or before its own
("set for each year before it starts") states none. Pure: regular-expression text for
`leakage` to embed (no groups).
"""

from __future__ import annotations

from typing import Final

#: a period a figure is fixed for
_PERIOD: Final = r"(?:day|week|month|quarter|half[- ]year|half|year|period|season|term)"
#: a word naming which period of its kind it is: "fiscal year", "irrigation season" (a word
#: placing it before or after another, "the previous year", names another period)
_KIND: Final = (
    r"(?:(?!(?:previous|prior|preceding|last|earlier|former|next|following|coming|subsequent)\b)"
    r"[\w-]+\s+)?"
)
#: a verb of fixing a figure, by a decision or by measuring it again
_FIXED: Final = (
    r"(?:set|fixed|determined|decided|adopted|approved|declared|announced|agreed|voted|"
    r"finali[sz]ed|re-?valued|restated|revised|reset|re-?appraised|re-?measured|re-?marked|"
    r"trued[- ]up)"
)
#: the period's start or end having come: "closed", "had started", "was over"
_PASSED: Final = (
    r"(?:(?:had|has)\s+(?:already\s+)?)?(?:started|begun|began|opened|commenced|closed|ended|"
    r"finished|elapsed|run\s+out|ran\s+out)|(?:was|had\s+been)\s+over"
)
#: the same period named again after "after": "that fiscal year closed", "it had started"
_ITS_PERIOD: Final = rf"(?:that|the\s+same|its|each|every|the)\s+{_KIND}{_PERIOD}"
#: a decision taking a figure: "uses", "is credited with", "applies", "is based on"
_USES: Final = (
    r"(?:uses?|used|using|takes?|took|taken|reads?|draws?\s+on|relies\s+on|appl(?:y|ies|ied)|"
    r"credit(?:s|ed)?\s+with|based\s+on|(?:set|sized|computed|calculated)\s+(?:from|on|with))"
)
_AFTER: Final = r"(?:only\s+|just\s+|not\s+until\s+)?(?:after|once)\s+"
FIXED_AFTER_OWN_PERIOD: Final = (
    # the figure for the period, fixed after it began or closed
    rf"\b{_FIXED}\s+for\s+{_ITS_PERIOD}\s+{_AFTER}(?:it|{_ITS_PERIOD})\s+(?:{_PASSED})\b|"
    # each period's decision from a figure fixed after that same period (a figure only said
    # to be fixed then, "each quarter's report is finalised after that quarter closed", is not
    # used by anything)
    rf"\b(?:each|every)\s+(?:[\w-]+\s+)?{_PERIOD}(?:['’]s)?\b[^.;]{{0,80}}?\b{_USES}\b"
    rf"[^.;]{{0,80}}?\b{_FIXED}\s+"
    rf"{_AFTER}(?:that|the\s+same|its)\s+{_KIND}{_PERIOD}\s+(?:{_PASSED})\b|"
    # holdings valued at a figure fixed again after each period
    r"\b(?:valued|marked|carried|priced|booked|held)\s+(?:[\w-]+\s+){0,3}?(?:at|on|using)\s+"
    rf"(?:[\w'’-]+\s+){{0,4}}?{_FIXED}\s+{_AFTER}{_ITS_PERIOD}\s+(?:{_PASSED})\b"
)
#: how `leakage` names it
NAME: Final = "a period's figure fixed only after that period had begun or closed"

__all__ = ["FIXED_AFTER_OWN_PERIOD", "NAME"]
