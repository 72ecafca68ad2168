"""Plain everyday words and quant shorthand, read as the longhand the trend grammar reads.

People who are not analysts name a company's figures by what they are ("what they sell", "what
they owe", "the share of each sale they keep after costs", "their debt compared with the
shareholders' money", "how many years of profit it would take to pay off the debt") and say
which way they went with everyday words ("got fatter", "got smaller", "they're making less per
share than a year ago", "selling more than they did a year ago"); quants write the same claim
in shorthand ("NI ↓ ~43%", "D/E ↑ 0.30x", "Rev up every Q", "ND/TTM NI ↑ YoY in each of last
4Q", "over 8Q", "1Q21→1Q22", "Q1 21 to Q3 21", "Q1-Q3 2021", "every quarter of 22", "over
10Y", "CY22"). Horizons are named by events as often as by
dates ("since the GFC", "vs. pre-COVID levels").

`plain_reading` rewrites each of those forms into the longhand `trends` already reads (a
figure's trade name, a verb of change, a counted span, a year), so the one grammar reads every
register. It rewrites a sentence only for reading; what is reported is the sentence as written.
`yearly_periods` and `yearly_wrong` read one construction the longhand has no form for: a
year-on-year change said of each of the last few periods or of every period of a horizon
("higher than a year earlier in each of the last four quarters", "up YoY every quarter of
2022"), which claims one comparison per period.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import date
from typing import Final, Literal

from quantward_validation.quantities import WORD_VALUES

Direction = Literal["up", "down"]

#: arrows as directions: a rise and a fall ("NI ↑ 12%", "GM ▼ 40bp")
UP_ARROWS: Final = "↑⬆↗▲⇧⇑⤴"
DOWN_ARROWS: Final = "↓⬇↘▼⇩⇓⤵"
#: an arrow between two periods or two figures is a span or a move ("1Q21→1Q22", "2.3x → 2.6x")
_SPAN_ARROW: Final = r"(?:→|->|⟶|⇒|➝|➔|=>)"


def arrow_side(word: str) -> Direction | None:
    """The direction an arrow says ("↑" up, "↓" down), else None: for `trends.change_side`, so
    a figure right after an arrow ("↓ 0.30x") is read as the size of a change."""
    if word and all(c in UP_ARROWS for c in word):
        return "up"
    if word and all(c in DOWN_ARROWS for c in word):
        return "down"
    return None


#: words of a comparative said after a verb of change, which a telegraphic line uses without
#: a copula ("debt up every quarter", "EPS down ~4% QoQ", "sales down compared with 2021")
COMPLEMENT_ADJUNCTS: Final = (
    r"(?:every|each|yoy|qoq|y/y|q/q|y-o-y|q-o-q|vs\.?|versus|compared|relative|sequentially|"
    r"now|overall|again|both|all|between)(?!\w)|[~≈]"
)
#: verbs of becoming that a comparative completes, like "went" and "moved" ("sales didn't go
#: down", "margins got higher", "debt has gotten lower", "costs became higher")
PREDICATE_VERBS: Final = r"go|goes|gone|got|gotten|get|gets|getting|became|become|becomes"

_NUM: Final = r"(\d+|" + "|".join(sorted(WORD_VALUES, key=len, reverse=True)) + r")"


def _count(word: str) -> int:
    return int(word) if word.isdigit() else WORD_VALUES.get(word.lower(), 0)


# --- the figure's name -------------------------------------------------------------------------

_WHO: Final = r"(?:they|it|the\s+(?:company|firm|business|group)|we)"
_DEBT_WORDS: Final = (
    rf"(?:(?:their|its|the\s+company['’]s|the\s+firm['’]s|our)\s+)?(?:total\s+)?"
    rf"(?:debts?|borrowings?|loans|what\s+{_WHO}\s+(?:owes?|owed))"
)
_EQUITY_WORDS: Final = (
    r"(?:(?:the|their|its|our)\s+)?(?:(?:shareholders?|owners?|stockholders?|investors?|"
    r"partners?)['’]?s?\s+(?:own\s+)?(?:money|stake|equity|capital|funds|investment|cash|"
    r"skin\s+in\s+the\s+game)|equity|net\s+worth|own\s+money|book\s+value)"
)
_RELATIVE: Final = (
    r"(?:compared\s+(?:with|to)|relative\s+to|measured\s+against|set\s+against|against|next\s+to|"
    r"as\s+an?\s+(?:share|multiple|proportion|fraction|percentage)\s+of|divided\s+by|over|"
    r"for\s+(?:each|every)\s+(?:dollar|pound|euro)\s+of)"
)
_YEAR_OF_PROFIT: Final = (
    r"(?:a|one|the\s+(?:last|past)|a\s+full|(?:their|its)\s+(?:last|past))\s+year['’]?s?\s+"
    r"(?:worth\s+of\s+)?(?:(?:profits?|earnings|net\s+income)|(?:of\s+)?(?:profits?|earnings))"
)
_PROFIT: Final = r"(?:profits?|earnings|net\s+income|income)"
_SHARE: Final = r"(?:per|a|for\s+(?:each|every))\s+share"
#: a kind of income named before the word: "net investment income per share", "distributable
#: income per share" are trade names of their own, never the everyday "income per share"
_INCOME_KINDS: Final = (
    "investment", "interest", "fee", "dividend", "rental", "premium", "trading", "operating",
    "distributable", "comprehensive", "taxable", "royalty", "lease", "fiduciary", "service",
)  # fmt: skip
_NOT_A_KIND: Final = "".join(rf"(?<!\b{kind}\s)(?<!\b{kind}-)" for kind in _INCOME_KINDS)

#: the everyday names of a figure and its trade name; ratios first, so "their debt compared
#: with the owners' stake" is the ratio, not the debt
_FIGURE_NAMES: Final[tuple[tuple[str, str], ...]] = (
    # net debt against a year of profit, and the years of profit its repayment takes
    (
        rf"\bhow\s+many\s+years\s+(?:of\s+(?:(?:their|its)\s+)?{_PROFIT}\s+)?(?:{_WHO}\s+)?"
        r"(?:would\s+|will\s+|could\s+)?(?:take|takes|took|need|needs)\s+(?:(?:them|it)\s+)?"
        r"to\s+(?:pay\s+(?:off|back|down)|repay|clear|settle)\s+(?:all\s+)?(?:of\s+)?"
        r"(?:the|their|its)\s+(?:net\s+)?debts?",
        "net debt to trailing net income",
    ),
    # ("over" would take in a span: "debt over the last year")
    (
        rf"\b{_DEBT_WORDS}\s+(?!over\b){_RELATIVE}\s+{_YEAR_OF_PROFIT}",
        "net debt to trailing net income",
    ),
    # debt against the owners' money
    (rf"\b{_DEBT_WORDS}\s+{_RELATIVE}\s+{_EQUITY_WORDS}", "debt-to-equity"),
    # cash against debt
    (
        rf"\b(?:the\s+)?cash\s+(?:that\s+)?{_WHO}\s+(?:have|has|had|hold|holds|held|keep|keeps|"
        r"kept)\s+(?:on\s+hand\s+|in\s+the\s+bank\s+)?(?:to|for|that\s+could)\s+cover(?:ing)?\s+"
        r"(?:their|its|the)\s+debts?",
        "cash coverage",
    ),
    (
        r"\b(?:(?:their|its|the)\s+)?cash\s+(?:cushion|buffer|pile)?\s*"
        rf"{_RELATIVE}\s+(?:their\s+|its\s+|the\s+)?(?:debts?|borrowings?|what\s+{_WHO}\s+owes?)",
        "cash coverage",
    ),
    # the share of a sale kept after costs
    (
        r"\b(?:the\s+)?(?:share|part|portion|fraction|slice|cut|percentage|proportion|bit|"
        r"amount|cents?|pennies)\s+(?:of|from|out\s+of|on)\s+(?:each|every|a)\s+(?:sale|"
        r"dollar|pound|euro)(?:\s+(?:of|in)\s+(?:sales|revenue))?\s+(?:that\s+)?"
        rf"{_WHO}\s+(?:get\s+to\s+|gets\s+to\s+)?(?:keep|keeps|kept|hold\s+on\s+to|holds\s+on\s+"
        r"to|make|makes|made|pocket|pockets|pocketed)(?:\s+after\s+(?:all\s+)?(?:(?:paying\s+)?"
        r"(?:for\s+)?(?:the\s+|its\s+|their\s+)?(?:costs?|expenses|goods|materials)|what\s+"
        r"(?:it|they|the\s+goods)\s+cost(?:s)?(?:\s+(?:them|it))?))?",
        "margin",
    ),
    # profit per share
    (
        rf"{_NOT_A_KIND}\b(?:{_PROFIT}|money|what\s+{_WHO}\s+(?:earn|earns|earned|make|makes|"
        rf"made))\s+{_SHARE}",
        "earnings per share",
    ),
    # what is sold
    (
        rf"\b(?:what|how\s+much)\s+{_WHO}\s+(?:sell|sells|sold|take\s+in|takes\s+in|took\s+in|"
        r"bring\s+in|brings\s+in|brought\s+in|bill|bills|billed)(?!\s+(?:for|per|at)\b)|"
        r"\b(?:the\s+)?money\s+coming\s+in(?:\s+from\s+(?:sales|customers))?|"
        r"\bwhat\s+customers\s+(?:pay|paid|spend|spent)(?:\s+(?:them|it))?",
        "revenue",
    ),
    # what is earned, and what is left after costs
    (
        rf"\b(?:what|how\s+much)\s+{_WHO}\s+(?:earn|earns|earned|make|makes|made|clear|clears|"
        r"cleared|net|nets|netted)(?:\s+in\s+profits?)?(?!\s+(?:of|from|out\s+of|on)\b)|"
        rf"\b(?:the\s+)?(?:money|what|how\s+much)\s+(?:that\s+)?{_WHO}\s+(?:have|has|had|keep|"
        r"keeps|kept)\s+left(?:\s+over)?\s+(?:after|once)\s+(?:all\s+)?(?:(?:the|its|their)\s+)?"
        r"(?:costs|expenses|bills|taxes)(?:\s+(?:are|were|have\s+been)\s+paid)?",
        "net income",
    ),
    # what is owed
    (
        rf"\b(?:what|how\s+much|the\s+(?:amount|money|sum)(?:\s+that)?)\s+{_WHO}\s+"
        r"(?:owe|owes|owed|have\s+borrowed|has\s+borrowed|had\s+borrowed|borrowed)",
        "debt",
    ),
)

#: "making more per share", "selling less", "owing more": a verb of the figure with more or
#: less is the figure, higher or lower (its subject and auxiliary are taken in)
_VERB_FIGURE: Final = (
    (r"mak(?:e|es|ing)|made|earn(?:s|ed|ing)?", "earnings per share", True),
    (r"mak(?:e|es|ing)|made|earn(?:s|ed|ing)?|clear(?:s|ed|ing)?", "net income", False),
    (r"sell(?:s|ing)?|sold", "revenue", False),
    (r"ow(?:e|es|ed|ing)|borrow(?:s|ed|ing)?", "debt", False),
)
_SUBJECT_AUX: Final = (
    rf"(?:\b{_WHO}(?:['’]re|['’]s|\s+(?:are|is|were|was|have\s+been|has\s+been|had\s+been))?"
    r"\s+)?"
)


#: what follows "more" or "less" when the figure itself is compared ("selling more than a year
#: ago", "owing less now", "earning more per share."), not a noun it counts ("selling more
#: stores")
_COMPARED_WITH: Final = (
    r"\s+(?:than|now|today|these\s+days|nowadays|over|since|compared|vs\.?|versus|year|"
    r"quarter|in|during|this|last)\b|\s*[.,;:!?\[(—–]|\s*$"
)


def _verb_figure(text: str) -> str:
    for verbs, name, per_share in _VERB_FIGURE:
        tail = (
            rf"\s+(?:money\s+|profits?\s+|cash\s+)?{_SHARE}"
            if per_share
            else (r"(?:\s+(?:money|profits?|cash|goods|product|stuff))?")
        )
        pattern = re.compile(
            rf"{_SUBJECT_AUX}\b(?:{verbs})\s+(?P<cmp>more|less|fewer)(?!\s+(?:and|or)\b){tail}\b"
            rf"(?={_COMPARED_WITH})",
            re.IGNORECASE,
        )

        def said(m: re.Match[str], name: str = name) -> str:
            higher = m.group("cmp").lower() == "more"
            return f"{name} {'was higher' if higher else 'was lower'}"

        text = pattern.sub(said, text)
    return text


#: shorthand names of figures, as quants write them (case matters: "NI", not "ni")
_SHORT_NAMES: Final[tuple[tuple[str, str], ...]] = (
    (r"\bNI\b", "net income"),
    (r"\b(?:Rev|REV|rev)s?\b(?!\.\s*[A-Z])", "revenue"),
    (r"\bGM\b", "gross margin"),
    (r"\bOM\b", "operating margin"),
    (r"\bGP\b", "gross profit"),
    (r"\bND\b", "net debt"),
    (r"\bOpInc\b|\bOI\b", "operating income"),
    (r"\bCapEx\b", "capex"),
)
#: a ratio over a trailing figure: "ND/TTM NI", "debt / LTM EBITDA" (the trailing twelve months)
_OVER_TRAILING: Final = re.compile(r"\s*/\s*(?:TTM|LTM|T12M|L12M)\s+", re.IGNORECASE)


def _figure_names(text: str) -> str:
    text = _OVER_TRAILING.sub(" to trailing ", text)
    for short, name in _SHORT_NAMES:
        text = re.sub(short, name, text)
    text = _verb_figure(text)
    for described, name in _FIGURE_NAMES:
        text = re.sub(described, name, text, flags=re.IGNORECASE)
    return text


# --- the way it went ---------------------------------------------------------------------------

#: comparatives of size: what grew is bigger, fatter, wider; what fell smaller, thinner, slimmer
_BIGGER: Final = (
    r"bigger|larger|fatter|wider|thicker|heavier|greater|taller|fuller|deeper|higher|richer|longer|"
    r"chunkier|beefier|plumper"
)
_SMALLER: Final = (
    r"smaller|thinner|slimmer|narrower|lighter|leaner|shorter|lower|skinnier|shallower|tinier|"
    r"poorer|scantier"
)
_DEGREE: Final = (
    r"(?:(?:a\s+(?:bit|lot|little|touch|tad)|much|far|slightly|even|somewhat|quite\s+a\s+bit|"
    r"noticeably|considerably|steadily|gradually|a\s+good\s+deal)\s+)?"
)
_BECOMING: Final = (
    r"(?:got|gotten|get|gets|getting|became|become|becomes|becoming|grew|grown|grows|growing|"
    r"turned|turns|ended\s+up|came\s+out|come\s+out|kept\s+getting|keeps\s+getting)"
)
_BECAME_BIGGER: Final = re.compile(
    rf"\b{_BECOMING}\s+{_DEGREE}(?:(?P<up>{_BIGGER})|(?P<down>{_SMALLER}))\b(?!\s+than\b)",
    re.IGNORECASE,
)
_BIGGER_THAN: Final = re.compile(
    rf"\b(?:(?P<up>{_BIGGER})|(?P<down>{_SMALLER}))(?=\s+(?:now\s+)?than\b)", re.IGNORECASE
)
#: a judgement said with any comparative of health or strength ("got healthier", "turned
#: weaker"): read as "got better" or "got worse", which `trends` reads through whether higher
#: is better for the figure
_BETTER_WORDS: Final = (
    r"healthier|stronger|sturdier|rosier|brighter|sounder|safer|nicer|tidier|cleaner|"
    r"more\s+(?:comfortable|robust|solid|resilient)"
)
_WORSE_WORDS: Final = (
    r"unhealthier|weaker|shakier|bleaker|gloomier|riskier|uglier|messier|scarier|"
    r"less\s+(?:comfortable|robust|solid|resilient|healthy)"
)
_BECAME_BETTER: Final = re.compile(
    rf"\b{_BECOMING}\s+{_DEGREE}(?:(?P<good>{_BETTER_WORDS})|(?P<bad>{_WORSE_WORDS}))\b",
    re.IGNORECASE,
)
#: "than they did a year ago": the comparison with the figure's own past, its verb dropped
_THAN_DID: Final = re.compile(
    rf"\bthan\s+{_WHO}\s+(?:did|had|were|was|made|earned|sold|owed|used\s+to)\s+", re.IGNORECASE
)
#: "above"/"below" a figure of its own past is higher/lower than it ("came in below the same
#: quarter a year before", "sits above its pre-2020 level"), and so is "ahead of"/"behind" it
#: ("ran ahead of a year earlier")
_ABOVE_PAST: Final = re.compile(
    r"\b(?:(?P<up>above|ahead\s+of)|(?P<down>below|behind))\s+(?=(?:the\s+same\s+(?:quarter|period|month)|"
    r"(?:a|one)\s+year\s+(?:earlier|before|ago)|the\s+year[- ]ago|last\s+year|the\s+(?:prior|"
    r"previous)\s+(?:year|quarter|period)|(?:its|their)\s+(?:level|figure)s?\s+(?:a|one)\s+year|"
    r"pre-?\d))",
    re.IGNORECASE,
)
#: the same period a year before is the figure a year earlier: "than the same quarter last
#: year", "than in the same quarter a year before"
_SAME_PERIOD: Final = re.compile(
    r"\bthan\s+(?:in\s+|at\s+)?the\s+same\s+(?:quarter|period|month)\s+(?:(?:a|one)\s+year\s+"
    r"(?:earlier|before|ago|prior)|(?:of\s+)?(?:the\s+)?(?:last|previous|prior)\s+year)\b",
    re.IGNORECASE,
)
_BARE_ARROW: Final = re.compile(rf"\s*([{UP_ARROWS}]+|[{DOWN_ARROWS}]+)\s*")


#: "ended up smaller": the phrasal verb of becoming, whose "up" is no rise
_ENDED_UP: Final = re.compile(
    rf"\b(end(?:ed|s|ing)?|wound|wind(?:s|ing)?)\s+up\s+(?={_DEGREE}(?:{_BIGGER}|{_SMALLER}|"
    r"more|less|fewer|at|as|being|with|in|on)\b)",
    re.IGNORECASE,
)


def _ways(text: str) -> str:
    text = _ENDED_UP.sub(lambda m: f"{m.group(1)} ", text)
    text = _BECAME_BETTER.sub(lambda m: "got better" if m.group("good") else "got worse", text)
    text = _BECAME_BIGGER.sub(lambda m: "rose" if m.group("up") else "fell", text)
    text = _BIGGER_THAN.sub(lambda m: "higher" if m.group("up") else "lower", text)
    text = _THAN_DID.sub("than ", text)
    text = _ABOVE_PAST.sub(lambda m: "higher than " if m.group("up") else "lower than ", text)
    text = _SAME_PERIOD.sub("than a year earlier", text)
    return _BARE_ARROW.sub(lambda m: " rose " if arrow_side(m.group(1)) == "up" else " fell ", text)


# --- the horizon -------------------------------------------------------------------------------

_QUARTER_FORM: Final = r"(?:[1-4]Q['’]?(?:19|20)?\d{2}|Q[1-4]\s?['’]?(?:19|20)?\d{2})"
_PERIOD_FORM: Final = rf"(?:{_QUARTER_FORM}|(?:FY|CY)\s?['’]?(?:19|20)?\d{{2}}|(?:19|20)\d{{2}})"
_FIGURE_FORM: Final = r"[-−]?[$€£]?\d[\d,]*(?:\.\d+)?\s?(?:%|x|×|bps?|pp|pts?)?"
_ARROW_SPAN: Final = re.compile(
    rf"(?<!from\s)\b(?P<a>{_PERIOD_FORM}|{_FIGURE_FORM})\s*{_SPAN_ARROW}\s*"
    rf"(?P<b>{_PERIOD_FORM}|{_FIGURE_FORM})(?!\w|\.\d)",
    re.IGNORECASE,
)
#: a dash between two quarters is a span too ("3Q21–2Q22"), and so is "to", "through" or
#: "until" between them with no "from" before ("widened Q1 2021 to Q3 2021"); between years
#: `trends` reads it; a span said after "in", "since" or "to" is left to the reading of those
_DASH_SPAN: Final = re.compile(
    r"(?<!from\s)(?<!between\s)(?<!\bin\s)(?<!\bsince\s)(?<!\bto\s)(?<!\bduring\s)"
    rf"\b(?P<a>{_QUARTER_FORM})\s*(?:[-–—]|(?:to|through|thru|until|till)\s)\s*"
    rf"(?P<b>{_QUARTER_FORM})\b(?!\.\d)",
    re.IGNORECASE,
)
#: quarters of one year with the year written once: "Q1-Q3 2021", "Q2 to Q4 2022"
_QUARTERS_OF_A_YEAR: Final = re.compile(
    r"(?<![\w'’/.-])Q(?P<a>[1-4])\s*(?:[-–—]|(?:to|through|until)\s)\s*Q(?P<b>[1-4])\s?['’]?"
    r"(?P<y>(?:19|20)?\d{2})\b(?![\d,/-]|\.\d)",
    re.IGNORECASE,
)
#: "every quarter of 2022": every quarter in that year; its year may be written in two digits
#: ("each quarter of 22", "every month of FY21"), not a figure ("each quarter of 22 %")
_EVERY_OF_YEAR: Final = re.compile(
    r"\b(every|each)\s+(single\s+)?(quarter|month|period)(?:[- ]?ends?)?\s+of\s+"
    r"(?=(?:fy\s?|cy\s?)?['’]?(?:(?:19|20)\d{2}|\d{2}(?![\d,]|\.\d|\s*(?:%|per\s?cent|bps?\b|"
    r"pts?\b|points?\b|x\b|days?\b)))\b)",
    re.IGNORECASE,
)
#: a two-digit year after "every quarter in" (as `_EVERY_OF_YEAR` writes it) in full
_SHORT_YEAR_AFTER_IN: Final = re.compile(
    r"\b(?P<lead>(?:quarter|month|period)\s+in\s+(?:(?:fy|cy)\s?)?)['’]?(?P<y>\d{2})\b(?![\d,]|\.\d)",
    re.IGNORECASE,
)
#: "every Q", "each Y": a step of each period
_EVERY_UNIT: Final = re.compile(r"\b(every|each)\s+(Q|Y|M|qtr|yr)\b(?![\w'’])")
_UNIT_LETTERS: Final = {
    "q": "quarter", "qtr": "quarter", "qtrs": "quarter", "y": "year", "yr": "year",
    "yrs": "year", "m": "month", "mo": "month", "mos": "month",
}  # fmt: skip
#: a counted span in shorthand: "over 8Q", "last 4Q", "over 10Y", "L4Q", "T12M", "5yrs"; a bare
#: "3M" or "10Y" is too often an amount or a tenor ("$3M", "the 10Y yield"), so those are read
#: only after a word that opens a span
_SPAN_OPENER: Final = (
    r"(?:over|across|in|during|for|through|within|of|last|past|trailing|prior|previous|latest|"
    r"recent)"
)
_COUNTED: Final = re.compile(
    rf"\b(?P<opener>{_SPAN_OPENER})\s+(?P<n>\d+)\s?(?P<unit>Q|qtrs?|Y|yrs?|mos?)\b(?![\w'’])"
    # a tenor names an instrument, not a span: "in 10Y yields", "the 2Y note"
    r"(?!\s+(?:yields?|notes?|bonds?|treasur(?:y|ies)|ust|bunds?|gilts?|swaps?|rates?|paper|"
    r"breakevens?|tenors?|maturit(?:y|ies)|spreads?|futures?|bills?)\b)"
    # ... and a quarter's label names one quarter of a year: "in 2Q FY23", "in 3Q 2024"
    r"(?!\s*(?:(?:fy|cy)\s?['’]?\d|fiscal\b)|\s+['’]?(?:19|20)?\d{2}\b)",
    re.IGNORECASE,
)
_LAST_COUNTED: Final = re.compile(r"\b(?:L|T)(?P<n>\d+)(?P<unit>Q|Y|M)\b(?![\w'’])")
#: "last 4 quarters" without its article, as shorthand drops it: the grammar reads "the last"
_NO_ARTICLE: Final = re.compile(
    rf"(?<!\bthe\s)\b(?P<w>last|past|trailing|prior|previous|latest)\s+(?=(?:{_NUM[1:-1]})\s+"
    r"(?:quarters?|years?|months?|weeks?)\b)",
    re.IGNORECASE,
)
#: a year by its last two digits after a preposition of time: "over '22", "since ’19"
_CLIPPED_YEAR: Final = re.compile(
    r"\b(?P<p>over|in|during|across|through|throughout|for|since|from|to|until|vs\.?|versus|"
    r"than)\s+['’](?P<yy>\d{2})\b(?!['’])",
    re.IGNORECASE,
)
#: a calendar year in two digits ("CY22", "CY '22")
_SHORT_CY: Final = re.compile(r"\bCY\s?['’]?(\d{2})\b", re.IGNORECASE)
#: the period before, in everyday words: "the quarter before", "last quarter", "the year before"
_PERIOD_BEFORE: Final = re.compile(
    r"\b(?:the\s+(?P<a>quarter|year|month)\s+(?:before|prior)(?!\s+(?:that|it|last))|"
    r"(?<!the\s)last\s+(?P<b>quarter|month)\b|"
    r"the\s+(?P<c>quarter|year|month)\s+(?:just\s+)?gone)",
    re.IGNORECASE,
)

#: events that name a year: a horizon opened by one starts in that year; one before it
#: ("pre-COVID", "before the pandemic") is the level of the year before
_EVENTS: Final[tuple[tuple[str, str], ...]] = (
    (
        r"(?:the\s+)?(?:gfc|(?:global\s+)?financial\s+crisis|credit\s+crunch|lehman(?:\s+"
        r"(?:collapse|bankruptcy|crash))?|(?:2008|great)\s+(?:crash|recession|financial\s+crisis))",
        "2008",
    ),
    (r"(?:the\s+)?dot[- ]?com\s+(?:bust|crash|bubble|boom)", "2000"),
    (r"(?:the\s+)?(?:euro(?:zone|pean)?\s+(?:debt\s+)?|sovereign\s+debt\s+)crisis", "2011"),
    (r"(?:the\s+)?taper\s+tantrum", "2013"),
    (r"(?:the\s+)?brexit(?:\s+(?:vote|referendum))?", "2016"),
    (
        r"(?:the\s+)?(?:covid(?:[- ]?19)?|coronavirus|(?:covid\s+)?pandemic|lockdowns?)"
        r"(?:\s+(?:crash|hit|shock|slump))?",
        "2020",
    ),
    # the catastrophes insurance-linked writing dates its market by: a storm by its name
    # after its kind ("Hurricane Andrew", "Superstorm Sandy"), or the few the trade names
    # bare (Katrina, the 2017 trio HIM, the Tohoku and Northridge earthquakes)
    (r"hurricane\s+andrew", "1992"),
    (r"(?:the\s+)?northridge(?:\s+(?:earthquake|quake))?", "1994"),
    (r"(?:hurricanes?\s+)?katrina(?:,?\s+rita\s+and\s+wilma)?|(?-i:KRW)", "2005"),
    (
        r"(?:the\s+)?(?:tohoku|t[oō]hoku|great\s+east\s+japan)(?:\s+(?:earthquake|quake|"
        r"tsunami))?",
        "2011",
    ),
    (r"(?:super)?storm\s+sandy|hurricane\s+sandy", "2012"),
    (r"(?-i:HIM)|hurricanes\s+harvey,?\s+irma\s+and\s+maria", "2017"),
    (r"hurricane\s+(?:harvey|irma|maria)", "2017"),
    (r"hurricane\s+michael|typhoon\s+jebi", "2018"),
    (r"hurricane\s+ida", "2021"),
    (r"hurricane\s+ian", "2022"),
)
#: a horizon opened by something done after, or in the wake of, a named event: "since the
#: scheme first allocated to ILS after Katrina", "since the fund launched post-GFC" opens in
#: the event's year
_AFTER_EVENT: Final = r"(?:after|following|post-?|in\s+the\s+wake\s+of)\s*"
#: a figure's extreme the event qualifies: "the pandemic trough", "the GFC lows"
_EXTREME_NOUN: Final = r"(?:lows?|troughs?|bottoms?|nadirs?|highs?|peaks?|tops?)\b"
_LEVEL_WORDS: Final = r"(?:\s+(?:levels?|figures?|highs?|lows?|peaks?|numbers?|run-?rates?))?"


#: any event of `_EVENTS`, to pass over the many sentences that name none at once
_ANY_EVENT: Final = re.compile(rf"(?:{'|'.join(e for e, _ in _EVENTS)})", re.IGNORECASE)


def _events(text: str) -> str:
    if _ANY_EVENT.search(text) is None:
        return text
    for event, year in _EVENTS:
        # "higher than before the pandemic": than the year before it
        text = re.sub(
            rf"\bthan\s+(?:(?:it|they)\s+(?:was|were)\s+)?(?:before\s+|pre-?\s*){event}(?![\w-])",
            f"than in {int(year) - 1}",
            text,
            flags=re.IGNORECASE,
        )
        # "pre-COVID 2019", "pre-GFC (2007)", "pre-covid (Q1 '20)": the period said stays
        text = re.sub(
            rf"\bpre-?\s*{event}\s*\(?\s*(?P<p>{_PERIOD_FORM})\s*\)?(?!\w)",
            lambda m: m.group("p"),
            text,
            flags=re.IGNORECASE,
        )
        text = re.sub(
            rf"\b(?:pre-?\s*|before\s+){event}{_LEVEL_WORDS}(?![\w-])",
            f"pre-{year} levels",
            text,
            flags=re.IGNORECASE,
        )
        # "since the pandemic trough" is since the figure's low, which the event only dates
        text = re.sub(
            # (not when the event is dated after it, "since the Covid shock of Q2 2020": that
            # date is the horizon's, `dated_events`)
            rf"\b(?P<p>since|from)\s+{event}(?![\w-])(?!\s+{_EXTREME_NOUN})"
            rf"(?!(?:\s+[\w-]+){{0,2}}\s*,?\s+(?:of|in|on|dated)\s+(?:the\s+)?(?:{_PERIOD_FORM})"
            r"(?![\w-]))",
            rf"\g<p> {year}",
            text,
            flags=re.IGNORECASE,
        )
        text = re.sub(
            rf"\bsince\s+(?:(?![.;:,]|since\b)[^\s]+\s+){{1,8}}?{_AFTER_EVENT}{event}(?![\w-])",
            f"since {year}",
            text,
            flags=re.IGNORECASE,
        )
    return text


def _span(m: re.Match[str]) -> str:
    """Two periods are a span ("between 1Q21 and 1Q22"), two figures a move ("from 2.3x to
    2.6x"), as `trends` reads each."""
    a, b = m.group("a"), m.group("b")
    if re.fullmatch(_PERIOD_FORM, a, re.IGNORECASE) and re.fullmatch(
        _PERIOD_FORM, b, re.IGNORECASE
    ):
        return f"between {a} and {b}"
    return f"from {a} to {b}"


def _unit(m: re.Match[str]) -> str:
    n, unit = m.group("n"), _UNIT_LETTERS[m.group("unit").lower()]
    return f"{n} {unit}{'' if n == '1' else 's'}"


def _horizons(text: str) -> str:
    text = _events(text)
    text = _ARROW_SPAN.sub(_span, text)
    text = _QUARTERS_OF_A_YEAR.sub(
        lambda m: f"Q{m.group('a')} {m.group('y')}–Q{m.group('b')} {m.group('y')}", text
    )
    text = _DASH_SPAN.sub(lambda m: f"between {m.group('a')} and {m.group('b')}", text)
    text = _EVERY_UNIT.sub(lambda m: f"{m.group(1)} {_UNIT_LETTERS[m.group(2).lower()]}", text)
    text = _EVERY_OF_YEAR.sub(lambda m: f"{m.group(1)} {m.group(2) or ''}{m.group(3)} in ", text)
    text = _SHORT_YEAR_AFTER_IN.sub(lambda m: f"{m.group('lead')}20{m.group('y')}", text)
    text = _LAST_COUNTED.sub(lambda m: f"the last {_unit(m)}", text)
    text = _COUNTED.sub(lambda m: f"{m.group('opener')} {_unit(m)}", text)
    text = _NO_ARTICLE.sub(lambda m: f"the {m.group('w')} ", text)
    text = _SHORT_CY.sub(lambda m: f"CY20{m.group(1)}", text)
    text = _CLIPPED_YEAR.sub(lambda m: f"{m.group('p')} 20{m.group('yy')}", text)
    return _PERIOD_BEFORE.sub(
        lambda m: f"the previous {m.group('a') or m.group('b') or m.group('c')}", text
    )


_STEPS: Final[tuple[Callable[[str], str], ...]] = (_horizons, _figure_names, _ways)


def plain_reading(sentence: str) -> str:
    """The sentence in the longhand `trends` reads: everyday names of figures as their trade
    names, arrows and everyday comparatives as verbs of change, shorthand spans and events as
    counted spans and years. Only for reading a claim; a sentence in longhand is unchanged."""
    for step in _STEPS:
        sentence = step(sentence)
    return re.sub(r"[ \t]{2,}", " ", sentence)


# --- a year-on-year change in each of the last few periods -------------------------------------

_YEARLY_WORDS: Final = (
    r"(?:yoy|y/y|y-o-y|year[- ](?:on|over)[- ]year|(?:than|from|versus|vs\.?|on|over|compared\s+"
    r"(?:with|to))\s+(?:a\s+year\s+(?:earlier|before|ago|prior)|the\s+same\s+(?:quarter|period|"
    r"month)\s+(?:a\s+year\s+(?:earlier|before|ago)|(?:of\s+)?(?:the\s+)?(?:last|previous|prior)"
    r"\s+year)|the\s+year[- ]ago\s+(?:quarter|period|month))|"
    # the year before named as such ("up on the year before", "below the prior year", "versus
    # the preceding twelve months"); not after "over", which may be a span ("rose over the
    # previous year")
    r"(?:than|from|versus|vs\.?|on|compared\s+(?:with|to))\s+the\s+(?:(?:year|twelve\s+months|"
    r"12\s+months)\s+(?:earlier|before|prior)|(?:previous|prior|preceding)\s+year))"
)
#: "in each of the last four quarters", and of a counted span that ends at a date it names ("in
#: each of the four quarters to June 30, 2024", "in all of its eight quarters through 2Q24")
_IN_EACH: Final = (
    rf"(?:in|for|across)\s+(?:each|every|all)\s+(?:one\s+)?of\s+(?:(?:the|its|their)\s+)?"
    rf"(?:(?:last|past|latest|trailing|most\s+recent|previous)\s+)?{_NUM}\s+"
    r"(?P<unit>quarters|months|years)"
)
_YEARLY_EACH: Final = (
    re.compile(rf"\b{_YEARLY_WORDS}\b.{{0,40}}?\b{_IN_EACH}\b", re.IGNORECASE),
    re.compile(rf"\b{_IN_EACH}\b.{{0,80}}?\b{_YEARLY_WORDS}\b", re.IGNORECASE),
)


#: a year-on-year change said of every period of a horizon: "up YoY every quarter of 2022",
#: "each quarter since 1Q21 came in above the same quarter a year before"
_EVERY_PERIOD: Final = (
    r"(?:in\s+|for\s+)?(?:each|every)\s+(?:single\s+)?(?:quarter|month|period|reporting\s+period)"
)
_YEARLY_EVERY: Final = (
    re.compile(rf"\b{_YEARLY_WORDS}\b.{{0,40}}?\b{_EVERY_PERIOD}\b", re.IGNORECASE),
    re.compile(rf"\b{_EVERY_PERIOD}\b.{{0,80}}?\b{_YEARLY_WORDS}\b", re.IGNORECASE),
)


_YEARLY_WORDS_RE: Final = re.compile(rf"\b{_YEARLY_WORDS}\b", re.IGNORECASE)
#: "YoY to Q4 2022", "y/y through June 2023": the year up to a period, a span whose steps a
#: claim of each step is read over ("not up in any quarter YoY to Q4 2022"), not a comparison
#: of each period with the one a year before it
_YEAR_TO: Final = re.compile(
    rf"\b{_YEARLY_WORDS}\s+(?:to|through|thru|until|till|up\s+to|ending|ended|into)\s+"
    r"(?:the\s+)?(?:end\s+of\s+)?(?:[A-Za-z]+\.?\s+)?[\w'’-]*\d",
    re.IGNORECASE,
)
#: the span of a horizon a text names (its start and its end when it ends before the series),
#: a misstatement of it, or None for the whole series: `trends` reads it
Span = tuple[date, date | None] | str | None


def yearly_periods(
    sentence: str,
    points: Sequence[tuple[date, float]],
    horizon: Callable[[str], Span],
) -> tuple[list[tuple[date, float]], bool] | str | None:
    """The periods a year-on-year change is claimed for, each to be set against the figure a
    year before it, and whether each must have one; a misstatement of the horizon; else None.
    "Up YoY in each of the last four quarters" claims the last four, each shown; "up YoY every
    quarter of 2022" every period of the horizon the rest of the sentence names (`horizon`),
    each shown; "up YoY every quarter" with no horizon every period with a figure a year
    before it; "YoY to Q4 2022" is the year to Q4 2022, a horizon (None)."""
    if _YEAR_TO.search(sentence):
        return None  # the year to a period is the horizon, read as a span
    for pattern in _YEARLY_EACH:
        m = pattern.search(sentence)
        if m is not None and (count := _count(m.group(1))) >= 1:
            return _ending_at(sentence, points, horizon)[-count:], True
    if not any(p.search(sentence) for p in _YEARLY_EVERY):
        return _one_period_yearly(sentence, points, horizon)
    span = horizon(_YEARLY_WORDS_RE.sub(" ", sentence))
    if isinstance(span, str):
        return span
    if span is None:
        return list(points), False
    start, until = span
    return [p for p in points if p[0] >= start and (until is None or p[0] <= until)], True


def _ending_at(
    sentence: str,
    points: Sequence[tuple[date, float]],
    horizon: Callable[[str], Span],
) -> list[tuple[date, float]]:
    """The points up to the end of the span the sentence names ("the four quarters to June
    2023" ends there, not at the series' latest figure); every point when it names no end
    before the series'."""
    span = horizon(_YEARLY_WORDS_RE.sub(" ", sentence))
    if not isinstance(span, tuple) or span[1] is None:
        return list(points)
    until = span[1]
    return [p for p in points if p[0] <= until]


def _one_period_yearly(
    sentence: str,
    points: Sequence[tuple[date, float]],
    horizon: Callable[[str], Span],
) -> tuple[list[tuple[date, float]], bool] | str | None:
    """The one period a year-on-year change is claimed for ("revenue fell year over year in
    Q3 2021", "3Q21 sales were higher than a year earlier", "down y/y in the June quarter"):
    the period the rest of the sentence names when it holds one figure of the series, the
    latest period when the sentence names none ("revenue rose 4 % y/y"); None when the named
    span holds several (a year or a half compared as a whole is `whole_years`' reading)."""
    if not points or _YEARLY_WORDS_RE.search(sentence) is None:
        return None
    span = horizon(_YEARLY_WORDS_RE.sub(" ", sentence))
    if isinstance(span, str):
        return span
    if span is None:
        return [points[-1]], True
    start, until = span
    named = [p for p in points if (until is not None and start < p[0] <= until)]
    return (named, True) if len(named) == 1 else None


#: how far a figure a year before may stand from exactly a year: a month and a half
_YEAR_SLACK: Final = 45


def yearly_wrong(
    points: Sequence[tuple[date, float]],
    periods: Sequence[tuple[date, float]],
    side: Direction,
    *,
    shown: bool,
) -> str | None:
    """Why "`side` year on year in each of `periods`" is false of the series' points (oldest
    first), else None. A period with no figure a year before is a claim the series cannot
    show when `shown` (the claim names its periods), else it is passed over."""
    for day, value in periods:
        before = [(d, v) for d, v in points if abs((day - d).days - 365) <= _YEAR_SLACK]
        if not before:
            if shown:
                return f"no figure a year before {day}, so a year-on-year change there is not shown"
            continue
        then_day, then = before[0]
        if (value <= then) if side == "up" else (value >= then):
            went = "down" if value < then else "flat" if value == then else "up"
            return f"went {went} year on year at {day} ({then_day}: {then:.4g} → {value:.4g})"
    return None


__all__ = [
    "COMPLEMENT_ADJUNCTS",
    "DOWN_ARROWS",
    "PREDICATE_VERBS",
    "UP_ARROWS",
    "Span",
    "arrow_side",
    "plain_reading",
    "yearly_periods",
    "yearly_wrong",
]
