"""Look-ahead said as a period's outcome: a figure of a later period among the inputs ("the
forecast features include next month's actual cash receipts", "regressors: the following
quarter's reported sales"), or a decision for a period taken from that same period's outcome
("each month's allocation is set from that same month's realised returns", "the day's hedge
ratio is sized on the same day's realised volatility").

`leakage` reads a future quantity by its market nouns ("next-day returns", "tomorrow's
close"); treasury and operating models forecast from other figures — receipts, sales, inflows,
redemptions, deposits — and a figure is from the future by its period, whatever it measures.
The two constructions:

- `LATER_PERIOD_FIGURE`: a later period's possessive ("next month's", "the following
  quarter's", "the coming week's") and a figure noun (a lexicon of what is observed or
  reported), with an optional word of observation between ("actual", "realised", "reported",
  "final"); `leakage` reads it where it reads other future quantities (among the features);
- `SAME_PERIOD_OUTCOME`: a verb of deriving a decision ("set from", "sized on", "based on",
  "computed from", "uses") and then the same period's outcome ("that same month's realised
  returns", "the same quarter's actual flows"): the period's own result is known only at its
  end, after the decision it informs;
- `EVENTUAL_OUTCOME`: how a situation ended, said as what eventually happened ("whether the
  deal eventually closed or broke", "how each bond ultimately resolved", "the loan's eventual
  recovery"): the end is known only when it comes, after every decision taken before it;
- `SEEN_LATER`: a verb of seeing or using and then figures from later than the decision ("a
  mid-month signal sees settles from later in that month", "the rebalance uses quotes
  from after its own signal date"): the decision reads what was not yet printed;
- `LATER_EVENTS_COUNTED`: a period's figure said to count events that happened after the
  period ("each quarter's losses, including recoveries booked after that quarter", "arrears
  per borrower, payments received after each month-end counted in", "write-offs, with those
  recorded later included"): the period's figure as first known held none of them;
- `MADE_AFTER_LATER`: what each period's decision uses, finalised or compiled only after a
  later period, season or meeting ("each month's pool is cut by the list the committee
  finalised after the following proxy season"): it did not exist at the decision;
- `VALUED_AT_OUTCOME`: a holding carried, marked or valued at how its situation ended ("busted
  bonds carried at the recovery each finally realised", "marked at the recovery obtained at the
  end of its bankruptcy"): every mark before the end uses a figure nobody had yet;
- `SET_BEFORE_OWN_CLOSE`: a decision timed at the start of its day ("set before the open",
  "fixed pre-market") said to use that same day's closing or settlement figures: the day's end
  had not come;
- `DECIDED_IF` (ended by `leakage` with its future quantities) and `TAKEN_ON_AFTERMARKET`: a
  decision made conditional on a figure known only after it ("goes long whenever the following
  session's settlement is higher"), or a new issue taken up on its own first trading ("takes an
  allocation whenever the deal's first-day price is above issue"): the condition was not known
  when the decision was taken;
Members left out of a panel from the test's start for a fate that came later are
`hindsight_screens`' (`later_fate_excluded`), the one reader of screens by a later verdict.

Pure: regular-expression text for `leakage` to embed (no groups).
"""

from __future__ import annotations

from typing import Final

#: a period a figure belongs to
_PERIOD: Final = r"(?:day|week|month|quarter|year|period|session|bar|epoch|cycle|fortnight)"
#: a word of having been observed: the figure is the outcome, not a plan of it
_OBSERVED: Final = (
    r"(?:actual|realised|realized|reported|final|observed|true|ex[- ]post|booked|settled|"
    r"audited|closing)"
)
#: what is observed or reported for a period (market, treasury and operating figures)
_FIGURE: Final = (
    r"(?:returns?|rets?|prices?|closes?|closing\s+prices?|performance|volatility|vol|moves?|"
    r"yields?|spreads?|rates?|fx\s+rates?|levels?|nav|navs|values?|valuations?|"
    # a vendor's or a broker's model price of what does not trade: "evaluated pricing",
    # "desktop marks", "appraisals"
    r"pricing|pricings|marks?|appraisals?|evaluations?|"
    r"(?:cash\s+)?(?:receipts?|inflows?|outflows?|flows?|payments?|collections?|balances?|"
    r"positions?)|sales|revenues?|earnings|profits?|income|margins?|volumes?|orders?|demand|"
    r"deposits?|withdrawals?|redemptions?|subscriptions?|defaults?|losses?|p&l|pnl|"
    r"results?|figures?|numbers?|data|prints?|readings?|fundamentals?|outcomes?|"
    # a futures or commodity desk's daily prices
    r"settles?|settlements?|settlement\s+prices?|quotes?|curves?|open\s+interest|"
    # a currency desk's benchmark rates: "the following month's 4pm fixing", "next week's
    # spot fix" (a bare "fix" may be a repair)
    r"fixings?|(?:rate|fx|spot|benchmark|wm|wmr|ecb|closing|\d{1,2}\s*(?:pm|am|p\.m\.|a\.m\.))"
    r"\s+fix(?:es)?|"
    # what a real asset or an operator counts and meters: "each toll road's traffic count",
    # "the plant's output", "a pipeline's throughput", "the hotels' occupancy rate"
    r"counts?|tall(?:y|ies)|output|generation|production|throughput|traffic|usage|"
    r"consumption|occupancy|ridership|footfall|shipments?|tonnages?|utili[sz]ation|"
    r"index\s+levels?)"
)
#: a record a period's figures are filed in, a list or a report ("the following quarter's
#: regulatory list of holdings", "next month's trustee report", "the next year's balance
#: sheet"): a later period's record holds that period's figures, known only after it
_RECORD_OF: Final = (
    r"(?:lists?|registers?|reports?|filings?|templates?|statements?|schedules?|submissions?|"
    r"disclosures?|returns?|balance[- ]sheets?|accounts|ledgers?|tapes?|files?|"
    # ... or the pack a board, a lender or an investor is sent: "next month's board deck", "the
    # following quarter's lender pack", "the next month's compliance certificate"
    r"decks?|packs?|packets?|presentations?|minutes|memos?|letters?|updates?|bulletins?|"
    r"newsletters?|circulars?|certificates?|packages?|workbooks?|financials|management\s+accounts)"
)
_FIGURE_OR_RECORD: Final = rf"(?:{_FIGURE}|{_RECORD_OF})"
#: a later period said by its order, or by the point that closes or opens it: "the following
#: month", "the next quarter-end", "the subsequent week's close"
_LATER: Final = r"(?:next|following|subsequent|coming|upcoming|succeeding|ensuing)"
_POINT: Final = rf"{_PERIOD}(?:[- ]?(?:end|ends|close|open|start))?"
#: whose figure it is, said after it: "the occupancy rate of each hotel", "the count at every
#: plaza"
_WHOSE: Final = r"(?:\s+(?:of|for|at|in)\s+(?:each|every|the|its|their|our|a|an)\s+[\w'’-]+)?"
#: a later period's figure: "next month's actual cash receipts", "the following quarter's sales"
#: (the figure may carry a source's name of two words: "the following quarter's Red Book
#: valuation", "next month's IPD capital values")
LATER_PERIOD_FIGURE: Final = (
    rf"\b{_LATER}[- ]{_POINT}['’]?s?\s+"
    rf"(?:{_OBSERVED}\s+)?(?:[\w-]+\s+){{0,2}}?{_FIGURE_OR_RECORD}\b|"
    # ... or the figure said first, of the later period: "the settlement price of the following
    # session", "closes for the next day"
    rf"\b{_FIGURE_OR_RECORD}\s+(?:of|for)\s+(?:the\s+)?(?:next|following|subsequent|coming|upcoming|"
    rf"succeeding)\s+(?:(?:trading|business|calendar)\s+)?{_PERIOD}\b|"
    # ... dated at a later period's closing or opening point, or the period named after the
    # one of the decision: "the bond's price at the following month-end", "each road's traffic
    # count for the month after", "the index level on the next quarter-end" (a figure "for the
    # following month" that is a forecast is made now: `_FIGURE` names no forecast)
    # (or dated at it: "the brokers' valuations dated the following month-end")
    rf"\b{_FIGURE}{_WHOSE}\s+(?:of|for|at|on|as\s+(?:of|at)|during|in|dated)\s+(?:the\s+|each\s+)?"
    rf"{_LATER}\s+"
    rf"(?:(?:trading|business|calendar)\s+)?{_POINT}\b(?!['’])|"
    rf"\b{_FIGURE}{_WHOSE}\s+(?:of|for|at|on|as\s+(?:of|at)|during|in)\s+the\s+{_POINT}\s+"
    r"(?:after|afterwards|ahead|later|hence)\b(?!\s+(?:the|that|this|each|its|their|a|an|\d))"
)
#: a period's own figure read from a later period's figure or record: "each month's runway is
#: its cash from the following month's board deck", "every quarter's covenant test uses the
#: next quarter's compliance certificate", "each year's tonnage as given in the following year's
#: report" — the later record did not exist when the period's decision was taken (what the
#: period earns, is measured or compared against, or traded at later is the test, not an input)
LATER_PERIOD_RECORD: Final = (
    rf"\b(?:each|every)\s+(?:[\w-]+\s+)?{_PERIOD}['’]?s?\b"
    r"(?:(?!\b(?:earn\w*|returns?|performance|p&l|pnl|held|hold\w*|trad\w*|fill\w*|execut\w*|"
    r"rebalanc\w*|evaluat\w*|scor\w*|compar\w*|measur\w*|test\w*|assess\w*|judg\w*|paid|settl\w*|"
    r"checked|versus|vs|against|reported|published|released|disclosed|reconciled|restated|"
    r"shown|appears?|filed|circulated|sent)\b)[^.;:]){0,80}?"
    # (a figure "reported in" or "published in" a later record says when it came out, no use)
    r"\b(?:from|per|off|according\s+to|uses?|used|using|reads?)\s+"
    r"(?:the\s+|its\s+|their\s+|his\s+|her\s+)?"
    rf"{_LATER}[- ]{_POINT}['’]?s?\s+(?:{_OBSERVED}\s+)?(?:[\w-]+\s+){{0,2}}?{_FIGURE_OR_RECORD}\b"
)
#: a figure measured over a span that opens at the decision it informs: "the 20-day ATR
#: measured over the 20 sessions after the entry date", "volatility computed across the month
#: following each rebalance", "the spread averaged over the week after the trade date": every
#: day of the span is later than the decision
SPAN_AFTER_DECISION: Final = (
    r"\b(?:measured|computed|calculated|taken|estimated|observed|averaged|sampled|read)\s+"
    r"(?:over|across|during|in|for|from)\s+(?:the\s+)?(?:(?:\d+|one|two|three|four|five|six|ten|"
    r"twenty|sixty)\s+)?(?:(?:trading|business|calendar)\s+)?(?:days?|sessions?|bars?|weeks?|"
    r"months?|quarters?|periods?)\s+(?:after|following|since|post)\s+(?:the\s+|each\s+|its\s+|"
    r"their\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:dates?|days?|decisions?|entry|entries|trades?|"
    r"signals?|rebalanc\w*|formations?|purchases?|investments?|allocations?|fundings?)\b"
)
#: how an event's own day turned out, used before it: "the stock's actual move on the day of
#: the readout", "each issuer's realised return on the day of the rating action", "the
#: observed reaction around the announcement"
EVENT_DAY_OUTCOME: Final = (
    r"\b(?:actual|realised|realized|observed|eventual)\s+(?:[\w-]+\s+)?(?:moves?|"
    r"returns?|reactions?|price\s+(?:changes?|moves?|reactions?)|gaps?|jumps?|drops?|responses?)"
    r"\s+(?:on|over|across|around|after|at)\s+(?:the\s+)?(?:(?:day|date|session|week)\s+of\s+)?"
    r"(?:the\s+|its\s+|each\s+|their\s+)?(?:[\w-]+\s+)?(?:readouts?|events?|announcements?|"
    r"releases?|decisions?|results?|rulings?|verdicts?|approvals?|votes?|catalysts?|"
    r"(?:earnings|data|rating|court|regulatory)\s+(?:releases?|days?|actions?|decisions?))\b"
)

#: a verb of deriving a decision from figures
_DERIVED: Final = (
    r"(?:set|sets|setting|sized?|sizing|chosen|chose|choose[sn]?|picked|computed|calculated|"
    r"formed|determined|built|based|driven|derived|taken|decided|estimated|calibrated|fitted|"
    r"scaled|weighted|informed|uses?|using|used|reads?|depends?|relies|relying|keyed)"
)
#: a decision taken from that same period's outcome
SAME_PERIOD_OUTCOME: Final = (
    rf"\b{_DERIVED}\b[^.;:]{{0,40}}?\b(?:that|the|this|its)\s+(?:(?:very\s+)?same|very|selfsame|identical)\s+"
    rf"{_PERIOD}"
    rf"['’]?s?\s+(?:{_OBSERVED}\s+)?(?:[\w-]+\s+)?{_FIGURE}\b"
)

#: an adverb of what happened in the end
_IN_THE_END: Final = r"(?:eventually|ultimately|finally|in\s+the\s+end|in\s+due\s+course)"
#: what a figure came to in the end: "realised", "recovered", "paid out", "settled at"
_CAME_TO: Final = (
    r"realised|realized|recovered|received|obtained|paid(?:\s+out)?|fetched|returned|"
    r"settled(?:\s+at)?|"
    r"closed(?:\s+at)?|cleared(?:\s+at)?|ended(?:\s+(?:at|up\s+at))?|achieved|delivered|"
    r"distributed|yielded|got|sold\s+for|traded\s+at|came\s+to|amounted\s+to|booked"
)
#: a resolution of distress whose end comes later than the decisions taken during it
_RESOLUTION: Final = (
    r"(?:work-?outs?|bankruptc(?:y|ies)|liquidations?|restructurings?|insolvenc(?:y|ies)|"
    r"wind-?downs?|administrations?|receiverships?|resolutions?)"
)
#: how a situation ended: "whether the deal eventually closed or broke", "how each bond
#: ultimately resolved", "the deal's eventual outcome", "each loan's ultimate recovery"
EVENTUAL_OUTCOME: Final = (
    rf"\b(?:whether|how)\s+(?:[\w'’-]+\s+){{0,4}}?{_IN_THE_END}\s+[a-z]+|"
    r"\b(?:eventual|ultimate)\s+(?:[\w-]+\s+)?(?:outcomes?|results?|fates?|completions?|"
    r"closings?|defaults?|recover(?:y|ies)|breaks?|resolutions?|losses|payouts?|settlements?)\b|"
    # ... or the standing a name came to, said right after the adverb ("each loan's eventual
    # status", "the bond's ultimate rating"; "the ultimate parent's rating" is a parent's)
    r"\b(?:eventual|ultimate)\s+(?:status(?:es)?|states?|standings?|classifications?|ratings?|"
    r"grades?|stages?|designations?|categor(?:y|ies))\b|"
    # ... or the figure first, and what it came to in the end in a clause after it: "the
    # recovery each bond finally realised", "the price the claim ultimately settled at", "the
    # payout that the estate in the end distributed"; whoever paid may be named with an
    # ampersand or a dot: "the settlement the P&I club finally paid")
    rf"\b(?:{_FIGURE}|recover(?:y|ies)|payouts?|proceeds|distributions?|outcomes?|fates?)\s+"
    rf"(?:(?:that|which)\s+)?(?:[\w&.'’-]+\s+){{0,4}}?{_IN_THE_END}\s+(?:{_CAME_TO})\b|"
    # ... or the figure of a resolution that ends later: "the recovery realised in each
    # workout", "the proceeds received at the end of the bankruptcy", "the loss booked on the
    # liquidation's close"
    r"\b(?:recover(?:y|ies)|payouts?|proceeds|distributions?|loss(?:es)?|values?|prices?)\s+"
    rf"(?:(?:that|which)\s+)?(?:[\w'’-]+\s+){{0,3}}?(?:{_CAME_TO})\s+(?:in|from|on|at|through|"
    r"by)\s+(?:the\s+(?:end|close|completion|conclusion)\s+of\s+)?(?:its|their|the|each|every)\s+"
    rf"(?:[\w'’-]+\s+)?{_RESOLUTION}\b"
)

#: a holding valued, before the end came, at how its situation ended: "busted bonds are
#: carried at the recovery each finally realised", "defaulted loans are marked at their
#: ultimate recovery", "the claim is valued at what it eventually settled for" — every mark
#: before the end uses a figure nobody had yet
_VALUING: Final = (
    r"\b(?:carried|carries|carry|carrying|marked|marks?|marking|valued|values|valuing|priced|"
    r"prices|pricing|held|holds?|booked|books|recorded|records|written\s+(?:down|up)|"
    r"accrued|accrues|kept)\s+"
)
#: the stretch of time the marks are made over, said between the verb and its figure: "each
#: quarter", "every month-end", "from 2014 onwards", "since 2012", "throughout"
_OVER_TIME: Final = (
    r"(?:in\s+the\s+(?:book|backtest|fund|portfolio|model)|throughout(?:\s+the\s+[\w-]+)?|"
    r"daily|(?:each|every)\s+(?:[\w-]+\s+)?(?:day|week|month|quarter|year|period|"
    r"(?:month|quarter|year)[- ]end|valuation\s+date)|"
    r"(?:from|since)\s+(?:[A-Za-z]+\s+)?(?:19|20)\d{2}(?:\s+on(?:wards?)?)?)"
)
#: a figure someone made final only later: "the values the annual report later finalised",
#: "the NAVs the auditor subsequently confirmed", "the marks as afterwards restated"
_MADE_FINAL_LATER: Final = (
    rf"\b(?:{_FIGURE})\s+(?:(?:that|which|as)\s+)?(?:[\w'’-]+\s+){{0,4}}?"
    r"(?:later|subsequently|afterwards|eventually|ultimately|finally)\s+(?:finali[sz]ed|"
    r"determined|fixed|confirmed|agreed|audited|restated|revised|struck|computed|calculated|"
    r"signed\s+off|set)\b"
)
#: a holding's exit dated in a year, its figure said first: "the price the stake was sold for
#: in 2020", "the value it was exited at in 2018" (read only with `_OVER_TIME`'s marks)
_DATED_EXIT: Final = (
    rf"\b(?:{_FIGURE})\s+(?:(?:that|which)\s+)?(?:[\w'’-]+\s+){{0,4}}?(?:{_CAME_TO}|"
    r"(?:sold|exited|bought\s+out|taken\s+over|acquired|floated|listed)(?:\s+(?:for|at))?)"
    r"\s+(?:in|during)\s+(?:[A-Za-z]+\s+)?(?:19|20)\d{2}\b"
)
#: a product priced at its start with a figure of its own later fixing: "each note priced at its
#: trade date with the final fixing's close", "valued at inception on the maturity observation"
_PRICED_ON_LATER_FIXING: Final = (
    r"\b(?:pric|valu|mark)\w*\s+(?:[\w'’-]+\s+){0,3}?(?:at|on|as\s+of)\s+(?:its|their|the|each)\s+"
    r"(?:trade|issue|inception|start|pricing|strike|entry|launch)(?:\s+dates?)?\b[^.;:]{0,40}?"
    r"\b(?:final|maturity|expiry|expiration|redemption|last)\s+(?:fixing|observation|"
    r"valuation|settlement|fix)\b"
)
VALUED_AT_OUTCOME: Final = (
    rf"{_VALUING}(?:{_OVER_TIME}\s+)?(?:at|to|on)\s+"
    r"(?:(?!\b(?:and|but|while|whereas)\b)[^.;:]){0,30}?"
    rf"(?:{EVENTUAL_OUTCOME}|{_MADE_FINAL_LATER})|"
    rf"{_VALUING}{_OVER_TIME}\s+(?:at|to|on)\s+"
    r"(?:(?!\b(?:and|but|while|whereas)\b)[^.;:]){0,30}?"
    rf"{_DATED_EXIT}|{_PRICED_ON_LATER_FIXING}"
)
#: how `leakage` names a holding valued at its eventual outcome
VALUED_NAME: Final = "a holding valued at an outcome known only later"

#: a figure as it stood at the end: "damages as finally awarded", "the price as ultimately
#: adjudicated", "the claim as eventually paid"
_AS_IT_ENDED: Final = rf"\bas\s+{_IN_THE_END}\s+[a-z]{{3,}}\b"
#: put into effect back from an earlier point: "applied from its funding date", "used from the
#: month of default onward", "booked as of the signing date", "backdated to the arrest"
_FROM_EARLIER_POINT: Final = (
    r"\b(?:applied|applies|apply|used|uses|taken|booked|recogni[sz]ed|recorded|assumed|carried|"
    r"entered|counted|imputed|reflected|credited|charged|effective|in\s+force|plugged\s+in|"
    r"substituted|back-?dated|backdated)\s+(?:back\s+|retro(?:actively|spectively)\s+)?"
    # ("booked at the date the workout closes", "recorded on the settlement date" are when it
    # came: only a start it runs from is earlier)
    r"(?:from|since|back\s+to)\s+(?:the\s+|its\s+|their\s+|each\s+|"
    r"every\s+)?(?:[\w'’-]+\s+){0,3}?(?:dates?|days?|months?|quarters?|years?|start|inception|"
    r"outset|onset|beginning|origination|time|moment|point)\b|"
    r"\b(?:back-?dated|backdated|retroactively|retrospectively)\b"
)
#: in place of what was known then: "in place of the expert's estimate at the time", "instead
#: of the mark then current", "replacing the value known at each month-end"
_IN_PLACE_OF_THEN: Final = (
    r"\b(?:in\s+place\s+of|instead\s+of|rather\s+than|replacing|overriding|superseding)\s+"
    r"(?:the\s+|its\s+|their\s+|each\s+)?(?:[\w'’-]+\s+){0,4}?(?:estimates?|figures?|values?|"
    r"marks?|forecasts?|projections?|views?|numbers?|assumptions?|valuations?|appraisals?)\s+"
    r"(?:(?:at|of|from)\s+the\s+time|then\s+(?:current|available|known|held|on\s+file)|"
    r"(?:known|available|current|held|on\s+file)\s+(?:then|at\s+the\s+time)|"
    r"as\s+(?:of|at)\s+(?:that|each|the)\s+(?:date|time|month[- ]end|quarter[- ]end))"
)
#: ... or set against what was expected then, whatever it is called: ", not the speeds
#: projected at the time", "rather than the rates assumed back then" (read ahead of the
#: outcome, so that its "not" negates the expectation, not the outcome)
_NOT_AS_EXPECTED_THEN: Final = (
    r"\b(?:in\s+place\s+of|instead\s+of|rather\s+than|not)\s+(?:the\s+|its\s+|their\s+|each\s+)?"
    r"(?:[\w'’-]+\s+){1,3}?(?:projected|expected|estimated|forecast|forecasted|anticipated|"
    r"assumed|predicted|budgeted|modell?ed)\s+(?:(?:at|of)\s+the\s+time|(?:back\s+)?then)\b"
)
#: an observed figure that something later came to, whatever it measures: "the actual CPRs the
#: pools later paid", "the realised rates the loans subsequently reset to"
_LATER_ACTUAL: Final = (
    rf"\b{_OBSERVED}\s+(?:[\w-]+\s+){{0,2}}?[\w-]+\s+(?:(?:that|which)\s+)?"
    rf"(?:[\w'’-]+\s+){{0,3}}?(?:later|subsequently|afterwards|{_IN_THE_END})\s+[a-z]{{3,}}\b"
)
#: an outcome known only at the end, applied back from an earlier date: "each claim's damages as
#: finally awarded, applied from its funding date", "the recovery the workout team finally
#: booked, applied from the month of default onward", "the sale price as ultimately
#: adjudicated, in place of the surveyor's estimate at the time" — every date before the end
#: uses a figure nobody had yet
#: a standing given from an earlier point: "counts as non-performing from its disbursement
#: date", "is flagged impaired since origination", "classed as a default from the first
#: missed coupon's month"
_STANDING_FROM: Final = (
    r"\b(?:counts?|counted|treated|treats|classed|classified|flagged|marked|tagged|labell?ed|"
    r"rated|graded|scored|shown|carried|designated)\s+(?:as\s+)?(?:[\w'’-]+\s+){0,3}?"
    r"(?:from|since|back\s+to)\s+(?:the\s+|its\s+|their\s+|each\s+|every\s+)?(?:[\w'’-]+\s+){0,3}?"
    r"(?:dates?|days?|months?|quarters?|years?|start|inception|outset|onset|beginning|origination|"
    r"disbursement|issue|funding|purchase|acquisition|entry)\b"
)
#: ... on a condition that comes later: "whenever it was later restructured", "if the
#: borrower subsequently defaulted", "where it was eventually written off"
_LATER_CONDITION: Final = (
    r"\b(?:whenever|wherever|if|where|when|once|because|since|provided)\s+(?:[\w'’-]+\s+){0,4}?"
    rf"(?:later|subsequently|afterwards|{_IN_THE_END})\s+[a-z]+"
)
#: amounts of a later event put back into the earlier periods they concern: "catch-up
#: payments booked back into the quarters they relate to", "arrears credited back to the
#: months they cover", "the settlement allocated back over the years it covers"
_BOOKED_BACK: Final = (
    r"\b(?:booked|recorded|allocated|credited|charged|posted|attributed|spread|restated|put|"
    r"pushed|entered|recogni[sz]ed|assigned)\s+back\s+(?:in(?:to)?|to|over|across)\s+"
    r"(?:the\s+|each\s+|their\s+|its\s+|all\s+)?(?:[\w'’-]+\s+){0,3}?(?:periods?|months?|"
    r"quarters?|half[- ]years?|halves|years?|dates?|weeks?|seasons?|vintages?)\b"
)
APPLIED_BACK: Final = (
    rf"(?:{EVENTUAL_OUTCOME}|{_MADE_FINAL_LATER}|{_AS_IT_ENDED})"
    r"(?:(?!\b(?:but|whereas|while)\b)[^.;]){0,80}?"
    rf"(?:{_FROM_EARLIER_POINT}|{_IN_PLACE_OF_THEN})|"
    # an observed figure something later came to, set against what was expected then
    rf"{_LATER_ACTUAL}(?=(?:(?!\b(?:but|whereas|while)\b)[^.;]){{0,40}}?{_NOT_AS_EXPECTED_THEN})|"
    # a standing from an earlier point on a condition met later, in either order
    rf"{_STANDING_FROM}(?:(?!\b(?:but|whereas|while)\b)[^.;]){{0,40}}?{_LATER_CONDITION}|"
    rf"{_LATER_CONDITION}(?:(?!\b(?:but|whereas|while)\b)[^.;]){{0,60}}?{_STANDING_FROM}|"
    rf"{_BOOKED_BACK}"
)
#: how `leakage` names an outcome applied back from an earlier date
APPLIED_BACK_NAME: Final = "an outcome known only later applied from an earlier date"

#: a new issue's figure from its first trading, after every allocation of it was made: "the
#: deal's first-day aftermarket price", "the IPO's day-one pop", "the bond's opening-session
#: close", "its aftermarket performance", "the post-listing premium"
AFTERMARKET_FIGURE: Final = (
    r"\b(?:(?:first|opening|debut|initial)[- ](?:day|session|week|trade|print)|day[- ]one|"
    r"after[- ]?market|secondary[- ]market|post[- ](?:listing|issue|"
    r"pricing|ipo|launch|allocation|break))['’]?s?\s+(?:(?:after[- ]?market|secondary[- ]market|"
    r"trading|closing|opening)\s+)?(?:[\w-]+\s+)?"
    rf"(?:{_FIGURE}|pops?|premi(?:um|a)|trading|performance|bounces?|jumps?|gains?)\b"
)
#: a word making a decision conditional on what follows it: "whenever", "only if", "provided",
#: "in deals whose …"
_CONDITION: Final = (
    r"(?:whenever|wherever|if|only\s+if|only\s+when|when|where|provided(?:\s+that)?|as\s+long\s+as|"
    r"so\s+long\s+as|on\s+condition\s+that|in\s+(?:any|each|every)\s+case\s+where|unless|whose|"
    r"depending\s+on|according\s+to)"
)
#: the words of the condition up to its figure: no clause of another act ("and sells …", ",
#: filled at the next session's close": a trade's later price is its execution)
_CONDITION_WORDS: Final = (
    r"(?:(?!\b(?:and|then|but|while|whereas|before|after|once|until|till|fill\w*|execut\w*|"
    r"trad(?:e|es|ed|ing)|orders?|sell\w*|sold|exit\w*|unwound|unwind\w*)\b)[^.;:,]){0,60}?"
)
#: a figure said to be published then, not used: "when next month's figures come out"
NOT_YET_OUT: Final = (
    r"(?!\s+(?:(?:are|is|were|was|become|becomes|became|get|gets|got|have\s+been|has\s+been)\s+)?"
    r"(?:\w+\s+)?(?:published|released|available|out|known|announced|reported|printed|filed|"
    r"posted|come\s+out|comes\s+out|came\s+out)\b)"
)
#: a decision of the plan's own: to buy, take, hold, weight or join something
_DECIDES: Final = (
    r"(?:buys?|bought|buying|takes?|took|taking|enters?|entered|entering|goes\s+(?:long|short)|"
    r"went\s+(?:long|short)|holds?|adds?|added|allocates?|allocated|invests?|invested|"
    r"participat\w+|subscribes?|subscribed|joins?|joined|bids?|overweights?|underweights?|"
    r"overweighted|underweighted|includes?|included|selects?|selected|picks?|picked|"
    r"hedges?|hedged|switch(?:es|ed)|rotates?|rotated|tilts?|tilted|accepts?|accepted)"
)
#: a new issue the decision is to take part in: "a new-issue allocation", "deals", "the IPO"
_PRIMARY: Final = (
    r"(?:allocations?|subscriptions?|new[- ]issues?|primary(?:[- ]market)?|ipos?|deals?|"
    r"offerings?|placements?|listings?|launch(?:es)?|tranches?|books?|issues?)"
)
#: the plan's decision made conditional: "the fund buys whenever …", "takes part only if …"
#: (`leakage` ends it with its future quantities)
DECIDED_IF: Final = rf"\b{_DECIDES}\b[^.;:]{{0,60}}?\b{_CONDITION}\b{_CONDITION_WORDS}"
#: a new issue taken part in on a condition its own first trading decides: "takes a new-issue
#: allocation whenever the deal's first-day aftermarket price is above issue", "subscribes to
#: IPOs whose day-one pop exceeds 10 %" — the allocation was made before that trading
TAKEN_ON_AFTERMARKET: Final = (
    rf"\b{_DECIDES}\b(?=[^.;:]{{0,140}}?\b{_PRIMARY}\b)[^.;:]{{0,60}}?\b{_CONDITION}\b"
    rf"{_CONDITION_WORDS}{AFTERMARKET_FIGURE}{NOT_YET_OUT}"
)

#: a verb of seeing or using figures
_SEES: Final = (
    r"(?:sees?|saw|seen|seeing|uses?|used|using|reads?|reading|picks?\s+up|picked\s+up|"
    r"includes?|included|including|incorporat\w*|contains?|reflects?|reflected|knows?|knew|"
    r"draws?\s+on|drew\s+on)"
)
#: later than the decision: "later in that month", "after its own signal date"
_LATER_THAN_DECISION: Final = (
    rf"(?:later\s+in\s+(?:that|the|this|its|their|each)\s+(?:same\s+)?{_PERIOD}|"
    r"after\s+(?:the|its|their|each)\s+(?:own\s+)?(?:signal|decision|trade|rebalanc\w*|"
    r"formation|entry)['’]?s?\s+(?:date|day|time|bar|point))"
)
#: figures from later than the decision that the decision sees
SEEN_LATER: Final = (
    rf"\b{_SEES}\b[^.;:]{{0,40}}?\b{_FIGURE}\s+(?:(?:dated|printed|published|observed|"
    rf"struck|set|taken)\s+)?(?:from\s+)?{_LATER_THAN_DECISION}\b"
)

#: a decision timed at an early point of its day: "set before the open", "fixed pre-market",
#: "taken at the opening bell", "struck in the morning"
_EARLY_IN_DAY: Final = (
    r"(?:(?:before|ahead\s+of|prior\s+to|at|by|for)\s+(?:the\s+|each\s+|every\s+)?(?:(?:market|"
    r"day['’]s|session['’]s|exchange['’]s)\s+)?(?:open|opening(?:\s+(?:bell|auction|print))?|"
    r"start\s+of\s+(?:trading|the\s+(?:day|session))|first\s+trade)|pre-?(?:open|market|"
    r"opening)|(?:in|during)\s+the\s+(?:early\s+)?morning|(?:at|by)\s+(?:noon|midday|"
    r"lunchtime)|intra-?day)\b"
)
#: that same day's figure from its end: "that day's end-of-day settlement prices", "the same
#: session's closing marks", "its own day's close"
_SAME_DAY_CLOSE: Final = (
    r"\b(?:that|this|the\s+same|its\s+own|the\s+very\s+same|the\s+very)\s+(?:trading\s+|business\s+)?"
    r"(?:day|session|date)['’]s\s+(?:own\s+)?(?:(?:end[- ]of[- ](?:day|session)|eod|closing|"
    r"close|settlement|settle|final|official\s+clos\w+)\b(?:\s+[\w-]+){0,3}?|"
    r"close|settle(?:ment)?s?)\b"
)
#: a decision's being taken: `_DERIVED`'s verbs, and "fixed", "struck", "locked in"
_TIMED: Final = (
    rf"(?:{_DERIVED}|fixed|struck|made|agreed|locked(?:\s+in)?|finali[sz]ed|run|ran|done|"
    r"decided|determined)"
)
#: a decision for a day taken at its start from that day's end: "each day's weights are set
#: before the open and use that day's settlement prices", "the hedge, fixed pre-market, reads
#: the same session's closing marks" — the day's close did not yet exist
SET_BEFORE_OWN_CLOSE: Final = (
    rf"\b{_TIMED}\b\s+(?:[\w-]+\s+)?{_EARLY_IN_DAY}"
    r"(?:(?!\b(?:but|whereas|while|trades?|fills?|filled|execut\w*|orders?)\b)[^.;:]){0,80}?"
    rf"{_SAME_DAY_CLOSE}|"
    # ... the figure first, the timing after it: "use that day's closing prices, although the
    # weights are fixed before the open"
    rf"\b{_DERIVED}\b[^.;:]{{0,40}}?{_SAME_DAY_CLOSE}[^.;]{{0,80}}?\b{_TIMED}\b\s+"
    rf"(?:[\w-]+\s+)?{_EARLY_IN_DAY}"
)

#: an event's participle: what was paid, settled, booked or issued, and when
_HAPPENED: Final = (
    r"(?:settled|paid|issued|received|booked|recorded|made|filed|posted|raised|granted|"
    r"recogni[sz]ed|reported|collected|recovered|written\s+off|charged\s+off|written\s+down|"
    r"declared|announced|lodged|submitted|approved|processed|registered|cleared|realised|"
    r"realized|incurred|refunded|reversed|cancell?ed|credited|debited)"
)
#: after the period the figure is of, or later without a date: "after that month", "after
#: each month-end", "in later quarters", "later on"
_AFTER_THE_PERIOD: Final = (
    rf"(?:(?:after|subsequent\s+to|later\s+than|beyond)\s+(?:that|the|each|every|its|their|this)\s+"
    rf"(?:same\s+)?(?:{_POINT}|(?:reporting|cut-?off|valuation|balance[- ]sheet|observation|"
    r"pricing|trade|trading|decision|signal|rebalancing|fixing|strike|issue|inception)\s+"
    rf"(?:date|day|point)|rebalanc\w*(?:\s+date)?)|"
    rf"in\s+(?:later|subsequent|following|ensuing)\s+{_PERIOD}s|later(?:\s+on)?|afterwards|"
    rf"subsequently)"
)
#: a word of counting something in: "including", "included", "counted in", "with … too"
_COUNTED_IN: Final = (
    r"(?:including|includ(?:e|es|ed)|incl\b\.?|counting|counted(?:\s+in)?|plus|"
    r"together\s+with|added(?:\s+in|\s+back)?|folded\s+in|taken\s+in(?:to\s+account)?|"
    r"added\s+to\s+it|as\s+well|too)"
)
#: a period's figure counting events after the period: the counting word before the events or
#: after them ("including claims settled after that month", "credit notes issued after each
#: month-end included")
LATER_EVENTS_COUNTED: Final = (
    rf"\b{_COUNTED_IN}\s+(?:(?:all|any|the|those|every|each)\s+)?(?:[\w'’-]+\s+){{0,3}}?"
    rf"{_HAPPENED}\s+(?:(?:only|much|well|long|months?|weeks?|days?|years?)\s+)?"
    rf"{_AFTER_THE_PERIOD}\b|"
    rf"\b{_HAPPENED}\s+(?:(?:only|much|well|long)\s+)?{_AFTER_THE_PERIOD}\b"
    rf"(?:\s+(?:were|was|are|is|being|also))?\s+(?:also\s+)?{_COUNTED_IN}\b"
)

#: an average over a stretch said to take in time after the decision it informs: "each year's
#: full-year average rate, including the months after each rebalance date", "the quarter's mean
#: price, counting the weeks following each trade" (a return measured over those months is the
#: test, and names no average)
_AVERAGED: Final = (
    r"(?:averages?|averaged|averaging|mean|means|median|vwap|twap|"
    r"(?:full|whole|calendar)[- ](?:year|quarter|month|period))"
)
_SPAN_WORDS: Final = (
    r"(?:days?|weeks?|months?|quarters?|sessions?|periods?|time|dates?|prices?|data|"
    r"observations?|fixings?|readings?|prints?)"
)
AVERAGE_TAKES_LATER: Final = (
    rf"\b{_AVERAGED}\b"
    r"(?:(?!\b(?:returns?|performance|p&l|pnl|drawdowns?|gains?|losses|results?)\b)[^.;]){0,80}?"
    rf"\b{_COUNTED_IN}\s+(?:(?:all|any|the|those|every|each)\s+)?"
    rf"(?:[\w'’-]+\s+){{0,2}}?{_SPAN_WORDS}\s+"
    r"(?:after|following|subsequent\s+to|later\s+than|beyond|post)\s+(?:the|each|every|its|their|"
    r"that)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:dates?|days?|decisions?|trades?|signals?|rebalanc\w*|"
    r"formations?|purchases?|entry|entries|fixings?|allocations?)\b"
)

#: a verb of making a list or figures final
_MADE: Final = (
    r"(?:finali[sz]ed|compiled|drawn\s+up|drew\s+up|agreed|confirmed|published|released|issued|"
    r"approved|produced|prepared|settled|signed\s+off|locked(?:\s+down)?|ratified|updated|"
    r"revised|completed|closed\s+off)"
)
#: what comes round later than a decision: a later period, or a season, round or meeting
_LATER_ROUND: Final = (
    rf"(?:the\s+)?{_LATER}\s+(?:[\w'’-]+\s+){{0,2}}?(?:{_PERIOD}(?:[- ]?end)?|seasons?|rounds?|"
    r"meetings?|cycles?|reviews?|votes?|auctions?|rebalanc\w*|reporting\s+dates?|"
    r"year[- ]ends?|quarter[- ]ends?|month[- ]ends?)"
)
#: what each period's decision uses, made only after a later period: "each month's pool is cut
#: by the exclusion list the committee finalised after the following proxy season", "every
#: quarter's weights use the ratings confirmed after the next annual review"
MADE_AFTER_LATER: Final = (
    rf"\b(?:each|every)\s+(?:[\w-]+\s+)?(?:{_PERIOD}|rebalanc\w*|date)['’]?s?\b[^.;]{{0,80}}?"
    rf"\b(?:{_MADE}|announced|declared|disclosed|computed|calculated|determined)\s*,?\s+"
    r"(?:only\s+)?(?:after|following|once)\s+"
    # ... or after the decision's own point: "the list announced, after that date, for …"
    rf"(?:{_LATER_ROUND}|(?:that|this|the\s+same|its|each\s+such)\s+(?:{_POINT}|date|day))\b"
)
#: a shorter period's decision using its longer period's closing figure, made final later:
#: "each month's hedge uses the year-end position as finally audited", "every quarter's
#: test reads the year-end NAV as later restated"; or that closing figure applied to every
#: shorter period inside it: "at each year's closing rates for every month of that year"
ENCLOSING_END: Final = (
    r"\b(?:each|every)\s+(?:[\w-]+\s+)?(?:day|week|month|quarter)['’]?s?\b[^.;]{0,80}?"
    r"\b(?:the|that|its)\s+(?:year|quarter|half[- ]year)[- ]end(?:['’]s)?\s+(?:[\w-]+\s+){0,3}?"
    r"(?:as\s+)?(?:final|finally|later|subsequently|afterwards|audited|restated|revised)\b|"
    r"\b(?:each|every|that|the)\s+(?:year|quarter|half[- ]year)['’]s\s+(?:closing|final|"
    r"year[- ]end|quarter[- ]end|period[- ]end|end[- ]of[- ](?:year|quarter|period))\s+"
    rf"(?:\([^()]{{0,30}}\)\s+)?(?:[\w-]+\s+){{0,2}}?(?:{_FIGURE})\s+(?:for|to|in|across|over)\s+"
    r"(?:each|every|all)\s+(?:the\s+)?(?:days?|weeks?|months?|quarters?)\s+(?:of|in|within)\s+"
    r"(?:that|the\s+same|each|its)\s+(?:year|quarter|half[- ]year)\b"
)


__all__ = [
    "AFTERMARKET_FIGURE",
    "APPLIED_BACK",
    "APPLIED_BACK_NAME",
    "AVERAGE_TAKES_LATER",
    "DECIDED_IF",
    "ENCLOSING_END",
    "EVENTUAL_OUTCOME",
    "EVENT_DAY_OUTCOME",
    "LATER_EVENTS_COUNTED",
    "LATER_PERIOD_FIGURE",
    "LATER_PERIOD_RECORD",
    "MADE_AFTER_LATER",
    "NOT_YET_OUT",
    "SAME_PERIOD_OUTCOME",
    "SEEN_LATER",
    "SET_BEFORE_OWN_CLOSE",
    "SPAN_AFTER_DECISION",
    "TAKEN_ON_AFTERMARKET",
    "VALUED_AT_OUTCOME",
    "VALUED_NAME",
]
