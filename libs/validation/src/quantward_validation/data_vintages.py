"""Revised data used at dates when only the first release was known: a look-ahead of vintages.

Macro series (GDP, payrolls, inflation) and company accounts are revised after their first
release; a backtest that uses the final, revised vintage at every historical date (or restated
accounts) uses numbers nobody had then. A plan says so by naming a later vintage ("the final,
revised vintage of each macro series", "the latest vintage", "fully revised data", "as
published in 2021", "restated financials", a book's own "restated month-end holdings" or
"corrected position files") used across the history ("at every date", "for all dates",
"throughout the sample", "in every fold") or put back at their original dates. A figure
taken as it stood after the event it dates ("earnings dates from the confirmed calendar as
published after each report", "index weights as finalised after each rebalance") is the same
later vintage, and says its own history by its event. A real-time or first-release vintage
("as published at every date", "point-in-time", "the vintage available at each date") states
none.
`leakage` reads `REVISED_VINTAGE` as a look-ahead (with its negations). Pure.
"""

from __future__ import annotations

from typing import Final

#: a later vintage: the revised, final or latest one, or figures restated after the fact
_LATER_VINTAGE: Final = (
    r"\b(?:(?:final|revised|latest|current|most\s+recent|today['’]?s|ex[- ]post|fully\s+revised|"
    r"restated)(?:,\s*|\s+)(?:[\w-]+(?:,\s*|\s+)){0,2}?(?:vintages?|releases?|revisions?)|"
    # (or corrected, amended, reissued: "the corrected position files"; "split-corrected" or
    # "bias-corrected" adjusts the figures, it is no later vintage)
    # (or the final or ultimate figures, as an insurer or a lender says it: "the cedants' final
    # loss estimates", "ultimate claim figures"; "final" before a release is above)
    r"(?:fully\s+|ex[- ]post\s+)?(?:revised|restated|(?<![\w-])(?:corrected|amended|re-?issued|"
    r"final|ultimate|fully\s+developed))\s+"
    r"(?:[\w-]+\s+){0,2}?(?:data|figures|series|"
    r"values|numbers|financials|accounts|fundamentals|estimates|prints|"
    # a book's own records restated: "the restated month-end holdings", "revised position
    # files", "restated NAV histories"
    r"holdings|positions|position\s+files|balances|exposures|records|files|books|ledgers|"
    r"statements|marks|valuations|navs|histor(?:y|ies)|returns|cash\s*flows)|"
    # revised by what came out later: "as revised in later releases", "as restated in later
    # annual reports", "amended by subsequent filings"
    # ... or estimated again: "as re-estimated in later resurveys", "updated by subsequent
    # re-assessments"
    r"(?:revised|restated|amended|corrected|re-?estimated|re-?assessed|re-?surveyed|"
    r"re-?evaluated|re-?based|updated|trued[- ]up)\s+(?:in|by|with|through)\s+(?:later|subsequent|"
    r"following|the\s+latest)\s+(?:[\w-]+\s+){0,2}?(?:releases?|reports?|filings?|publications?|"
    r"editions?|statements?|accounts|vintages?|re-?surveys?|surveys?|updates?|estimates?|"
    r"re-?assessments?|reviews?|re-?runs?)|"
    # ... or said as what someone later did to it: "as the adviser later restated it", "as
    # the statistics office subsequently revised them", "as corrected afterwards"
    # (or reconciled, settled or finalised: "as the grid operator finally settled them")
    # (the reviser's name may hold an ampersand: "as S&P and Moody's later revised it")
    r"as\s+(?:(?:the\s+|its\s+|their\s+|our\s+)?[\w'’&-]+\s+){0,4}?(?:later|subsequently|since|"
    r"afterwards|eventually|finally|thereafter)\s+(?:re-?stated|revised|corrected|amended|"
    r"re-?estimated|re-?based|updated|trued[- ]up|re-?issued|reconciled|re-?settled|settled|"
    r"finali[sz]ed)|"
    r"as\s+(?:re-?stated|revised|corrected|amended|re-?estimated|updated|reconciled|"
    r"finali[sz]ed)\s+(?:later|subsequently|afterwards|thereafter)|"
    # ... or adjusted for what happened to it later: "restated for the issuers' later
    # corporate actions", "rebased for subsequent splits" (adjusting for an event at its own
    # date, "adjusted for splits from each ex-date", is none)
    r"(?:re-?stated|adjusted|back-?adjusted|re-?based|corrected|revised|re-?struck)\s+for\s+"
    r"(?:(?:the|all|any|every|each|their|its)\s+)?(?:[\w'’-]+\s+){0,2}?(?:later|subsequent|"
    r"future|eventual|post-?trade)\s+(?:[\w-]+\s+)?(?:corporate\s+actions?|actions|events|"
    r"splits?|spin-?offs?|mergers?|consolidations?|reorgani[sz]ations?|restructurings?|"
    r"rights\s+issues?|dividends?|changes)|"
    # ... with the lapse said after the verb: "as the registrar reconciled it weeks later", "as
    # the agency revised them two years afterwards"
    r"as\s+(?:(?:the\s+|its\s+|their\s+|our\s+)?[\w'’-]+\s+){0,4}?(?:re-?stated|revised|"
    r"corrected|amended|re-?estimated|re-?based|updated|reconciled|re-?settled|settled|"
    r"finali[sz]ed)\s+(?:it|them)?\s*(?:(?:some|a\s+few|several|many|\w+)\s+)?(?:days|weeks|"
    r"months|quarters|years)\s+(?:later|afterwards|after\s+the\s+fact)|"
    # one dated vintage: "the 2021 vintage", "the vintage downloaded in March 2022"
    r"(?:19|20)\d\d\s+vintages?|vintages?\s+(?:of\s+(?:[\w-]+\s+){0,3}?)?\(?(?:as\s+)?"
    r"(?:published|released|downloaded|retrieved|pulled)\s+(?:in|on)\s+(?:\w+\s+)?(?:19|20)\d\d)\b"
    # the vintage of each date is the real-time one: "the latest vintage available at each date"
    r"(?![^.;]{0,40}?\b(?:available|published|known|released|current)\s+(?:at|on|as\s+of|by)\s+"
    r"(?:each|every|that|the\s+time)\b)"
)
#: the vintage used across the history: at every date, for all dates, in every fold
_ACROSS_HISTORY: Final = (
    # (or applied to them: "applied to every year of the test")
    r"\b(?:(?:at|on|for|in|to)\s+(?:each|every|all)\s+(?:the\s+)?(?:historical\s+)?(?:dates?|"
    r"points?\s+in\s+time|periods?|months?|quarters?|years?|folds?|windows?|observations?)|"
    r"throughout\s+the\s+(?:sample|history|back-?test|walk[- ]forward)|"
    r"(?:across|over)\s+the\s+(?:whole\s+|entire\s+|full\s+)?(?:sample|history|back-?test)|"
    # ... or carried back to its start: "applied back to the start of the sample", "from the
    # beginning of the data", "back to the first year of the record"
    r"(?:(?:back\s+)?(?:to|from)|since)\s+the\s+(?:very\s+)?(?:start|beginning|outset|first\s+"
    r"(?:year|month|quarter|date|day))\s+of\s+(?:the\s+|our\s+|its\s+)?(?:[\w-]+\s+)?(?:data(?:set)?|"
    r"sample|history|record|series|back-?test|panel|study|database|file))\b"
)
#: ... or put back at the dates the figures describe, which knew only the first release:
#: "attached to the quarter they describe", "credited on the original ex-dividend dates",
#: "back-dated to the period it covers"
_ORIGINAL_DATES: Final = (
    # (or applied from them: "applied from each event's original date")
    r"\b(?:attached|assigned|credited|dated|back-?dated|stamped|booked|placed|mapped|keyed|"
    r"pinned|filed|slotted|applied|entered|recorded)\s+(?:back\s+)?(?:to|on|at|with|in|into|under|"
    r"from|as\s+(?:of|at))\s+(?:the\s+|their\s+|its\s+|each\s+)?(?:[\w-]+['’]s\s+)?"
    r"(?:(?:original|first|initial|historical)\s+(?:[\w-]+\s+){0,2}?(?:dates?|days?|"
    r"periods?|quarters?|months?|years?)|"
    # ... or a dated start of the instrument's own: "applied from each note's trade date"
    r"(?:trade|issue|inception|pricing|strike|launch|entry)\s+dates?|(?:quarter|period|month|year|date|day)s?\s+(?:that\s+|"
    r"which\s+)?(?:they|it)\s+(?:describe|describes|cover|covers|relate\s+to|relates\s+to|"
    r"refer\s+to|refers\s+to|belong\s+to|belongs\s+to|"
    # (or whose figure it is: "the days it applies to", "the months they pertain to")
    r"appl(?:y|ies)\s+to|pertains?\s+to|corresponds?\s+to|concerns?)|"
    # ... the dates the events the figures describe happened, before any estimate of them:
    # "booked in the month each event happened", "dated to the quarter the loss occurred"
    r"(?:quarter|period|month|year|week|date|day)s?\s+(?:(?:that|when|in\s+which|on\s+which)\s+)?"
    r"(?:the|each|its|their|every)\s+(?:[\w-]+\s+)?(?:events?|loss(?:es)?|claims?|defaults?|"
    r"catastrophes?|incidents?|storms?|accidents?|failures?|occurrences?)\s+(?:happened|occurred|"
    r"took\s+place|struck|hit|began|started)|"
    # ... the dates named by the first release itself: "booked in the months it was first
    # reported", "entered on the days they were originally published"
    r"(?:quarter|period|month|year|week|date|day)s?\s+(?:(?:that|when|in\s+which|on\s+which)\s+)?"
    r"(?:they|it|the\s+[\w-]+|each\s+[\w-]+)\s+(?:was|were)\s+(?:first|originally|initially)\s+"
    r"(?:reported|published|released|announced|filed|printed|disclosed|issued|posted|"
    r"made\s+public))"
)
#: a figure taken as it stood after the event it dates: "come from the calendar as published
#: after each report", "uses the weights as finalised after every rebalance"
_AFTER_ITS_EVENT: Final = (
    # taken as an input: "come from", "sourced from", "the model uses" (a report's appendix
    # "as published after each meeting" feeds nothing)
    r"\b(?:come|comes|came|coming|taken|takes?|sourced|drawn|pulled|read|built|derived|uses?|"
    r"used|using|from|feeds?|fed)\b[^.;]{0,60}?"
    r"\bas\s+(?:(?:later|subsequently|finally)\s+)?(?:published|released|confirmed|reported|"
    r"known|finali[sz]ed|revised|updated|restated|corrected|announced)\s+(?:only\s+)?after\s+"
    r"(?:each|every|the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:reports?|releases?|events?|"
    r"announcements?|fact|meetings?|prints?|filings?|publications?|rebalanc\w*|reviews?|"
    r"auctions?|settlements?|results?|decisions?)\b"
)
#: the whole construction, in either order (no groups)
REVISED_VINTAGE: Final = (
    rf"{_AFTER_ITS_EVENT}|"
    rf"{_LATER_VINTAGE}[^.;]{{0,100}}?(?:{_ACROSS_HISTORY}|{_ORIGINAL_DATES})|"
    rf"(?:{_ACROSS_HISTORY}|{_ORIGINAL_DATES})[^.;]{{0,100}}?{_LATER_VINTAGE}"
)

#: how `leakage` names this look-ahead
NAME: Final = "revised data used at dates that knew only the first release"

__all__ = ["NAME", "REVISED_VINTAGE"]
