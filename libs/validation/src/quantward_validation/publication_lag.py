"""Fundamentals used before they were published: a look-ahead of reporting dates.

A company's quarter ends on one day and its results are declared weeks later (SEBI's LODR
allows 45 days, the SEC's 10-Q 40 to 45, annual accounts longer); a weekly inventory or
survey report is dated at its week's end and published days later. A backtest that dates the
figures at the period's end uses them before anyone could have had them. A plan says so by
dating the data at the period end while saying the figures come out later ("taken from the
quarter-end date itself, though companies declare them up to 45 days later"), by setting the
period end against the release date ("aligned to the period end rather than the filing
date"), by saying the figures used for a time came out after it ("audited balance sheets
for that fiscal year, published after the month in question"), by saying each point's
decision uses figures that come out at a later point ("each month-end's weights use the pool
factors released on the fourth business day of the following month"), by saying no
reporting lag is applied, or by dating figures that are always reported later — fundamentals,
accounts, earnings, "each quarter's numbers" — at their period's end with no release or lag
said anywhere in the sentence ("joined on the fiscal period end", "in the book from the day
the quarter closes"). A plan that uses the figures from their
release date, or lags them, states none. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAME
from quantward_validation.spoken_numbers import WHOLE_IN_WORDS

#: dating or using the figures: "taken from", "used as of", "aligned to", "enter … at"
_USE: Final = (
    r"(?:tak(?:en|e|es)|used?|uses|recorded|dated|stamped|time-?stamped|aligned|available|"
    r"assumed\s+(?:to\s+be\s+)?(?:known|available)|enter(?:s|ed)?|booked|incorporated|"
    r"included|as\s+(?:of|at)|"
    # filed under a date: "attached to", "assigned to", "mapped to", "keyed to", "pinned to"
    r"attached|assigned|mapped|keyed|pinned|tied|linked|indexed|allocated|matched|slotted|"
    # joined to prices on a date: "joined on the fiscal period end", "merged at the quarter
    # end"; or present in the book from a date: "are in the book from the day …", "go live"
    r"joined|joins?|merged|merges?|lined\s+up|(?:is|are|was|were)\s+(?:in|live|usable|known)|"
    r"go(?:es)?\s+live|went\s+live)"
)
_WEEKDAY: Final = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
#: a later point named by its month or its part of the day: "the following April", "the next
#: morning"
_DAY_PART: Final = r"(?:morning|afternoon|evening|night|lunchtime|midday)"
#: the period's end: "the quarter-end date", "the fiscal period end", "the end of each quarter"
_END: Final = (
    r"(?:(?:fiscal|financial|reporting|accounting)\s+)?(?:quarter|period|year|month|half|week)"
    # a weekly survey's or inventory report's date: "their week-ending Friday", "the week-end"
    # (or the period's own end: "each fiscal year's end")
    rf"(?:['’]s)?[- ]?(?:ends?|ending)(?:\s+(?:dates?|{_WEEKDAY}))?\b|"
    # (a participle may name the period by the figures: "the end of the appraised quarter")
    r"end\s+of\s+(?:the|each|every)\s+(?:fiscal\s+|appraised\s+|audited\s+|valued\s+|"
    r"reported\s+|reporting\s+|covered\s+)?(?:quarter|period|year|half|week)|"
    # the period the figures report on, named by them: "the quarter they describe", "the
    # period it covers", "the fiscal year the accounts relate to"
    r"(?:(?:fiscal|financial|reporting|accounting)\s+)?(?:quarter|period|year|month|half)\s+"
    r"(?:(?:that|which)\s+)?(?:they|it|the\s+(?:figures|accounts|numbers|results|data|"
    r"statements))\s+(?:describe|describes|cover|covers|relate\s+to|relates\s+to|refer\s+to|"
    r"refers\s+to|report\s+on|reports\s+on|belong\s+to|belongs\s+to|measure|measures)|"
    # the day of the state the figures record: "the date the positions were held", "the day
    # the balances were struck", "the holding date", "the as-of date"
    r"(?:date|day)\s+(?:(?:that|when|on\s+which)\s+)?(?:the\s+|its\s+|their\s+)?[\w-]+\s+"
    r"(?:was|were)\s+(?:held|owned|struck|measured|observed|recorded|valued|taken|outstanding)|"
    r"(?:holding|position|as[- ]of|reference|record|observation|snapshot)\s+dates?|"
    # the day the period ends, said as a clause or as its close: "the day the quarter closes",
    # "the date each fiscal year ends", "the quarter close", "the close of each half"
    r"(?:day|date)\s+(?:(?:that|when|on\s+which)\s+)?(?:the|each|every|its|their)\s+"
    r"(?:(?:fiscal|financial|reporting|accounting)\s+)?(?:quarter|period|year|month|half)\s+"
    r"(?:closes|closed|ends|ended|is\s+over|was\s+over|finishes|finished)\b|"
    r"(?:(?:fiscal|financial|reporting|accounting)\s+)?(?:quarter|period|year|month|half)[- ]"
    r"(?:close|closing)(?:\s+dates?)?\b|"
    r"close\s+of\s+(?:the|each|every|its|their)\s+(?:fiscal\s+)?(?:quarter|period|year|half)|"
    # ... named in the suite's other languages, inside an English sentence: "the kvartalsslut
    # they describe", "the Quartalsende", "the fine trimestre", "the fim do trimestre"
    r"(?:kvartals|månads|halvårs|års|tertial)(?:slut|skifte|bokslut)(?:et)?|bokslutsdag(?:en)?|"
    r"(?:Quartals|Monats|Halbjahres|Jahres|Gesch[äa]ftsjahres)(?:ende|schluss|ultimo)|Stichtag|"
    r"(?:kwartaal|maand|jaar|halfjaar)(?:einde|ultimo|afsluiting)|"
    r"(?:fine|chiusura)\s+(?:del(?:l['’])?\s*)?(?:trimestre|mese|anno|semestre|esercizio)|"
    r"(?:fim|fechamento|encerramento)\s+d[oe]\s+(?:trimestre|m[êe]s|ano|semestre|exerc[íi]cio)|"
    r"(?:fin|cl[ôo]ture)\s+(?:du|de\s+l['’]|de)\s*(?:trimestre|mois|ann[ée]e|semestre|exercice)|"
    r"cierre\s+del?\s+(?:trimestre|mes|a[ñn]o|semestre|ejercicio)"
)
#: a few words between, none placing the use after the end ("40 days after the quarter end")
_BETWEEN: Final = r"(?:(?!(?:after|before|following|post|once|until|till)\b)[\w'’-]+\s+){0,4}?"
#: a verb of making figures public (a disclosure site's "posted", "uploaded", "lodged")
_PUBLISH: Final = (
    r"(?:declar|report|publish|releas|announc|fil|disclos|print|com(?:e|es|ing)\s+out|came\s+out|"
    r"made\s+public|posts|posted|posting|uploads|uploaded|lodges|lodged|put\s+out)"
)
_RELEASED_LATER: Final = (
    rf"\b{_PUBLISH}\w*"
    r"\b[^.;]{0,50}?\b(?:later|afterwards|after(?:wards)?|weeks?|days?|months?|lags?|delays?|"
    # "only released the following Wednesday", "published the next business day"
    rf"(?:following|next|subsequent)\s+(?:{_WEEKDAY}|{MONTH_NAME}|{_DAY_PART}|"
    r"(?:business\s+|trading\s+)?days?|sessions?|weeks?|months?|quarters?|years?))\b"
)
#: ... the adverb said first: "as later posted on the disclosure site", "as subsequently filed"
_LATER_RELEASED: Final = (
    rf"\b(?:later|subsequently|afterwards|eventually|belatedly)\s+(?:only\s+)?{_PUBLISH}\w*\b"
)
_AGAINST_RELEASE: Final = (
    r"\b(?:rather\s+than|instead\s+of|not)\s+(?:on\s+|at\s+|from\s+|to\s+)?(?:the\s+|their\s+|"
    r"its\s+)?(?:filing|announcement|release|publication|report(?:ing)?|declaration|"
    r"disclosure|results?)\s+dates?\b|"
    # the release said as a clause: "rather than to the day they were announced", "instead of
    # the date it was filed"
    r"\b(?:rather\s+than|instead\s+of|not)\s+(?:on\s+|at\s+|from\s+|to\s+|with\s+)?(?:the\s+)?"
    r"(?:day|date|time|moment|week)\s+(?:(?:that|when|on\s+which)\s+)?(?:they|it|the\s+"
    r"(?:figures|accounts|numbers|results|data))\s+(?:was|were|is|are|got|get)\s+(?:first\s+)?"
    r"(?:announced|published|released|reported|filed|declared|disclosed|made\s+public|issued)\b|"
    # ... with whoever published them as its subject: "rather than the date the PB published
    # them", "instead of the day the exchange released it"
    r"\b(?:rather\s+than|instead\s+of|not)\s+(?:on\s+|at\s+|from\s+|to\s+|with\s+)?(?:the\s+)?"
    r"(?:day|date|time|moment|week)\s+(?:(?:that|when|on\s+which)\s+)?(?:the\s+|its\s+|their\s+)?"
    r"[\w'’-]+\s+(?:published|released|announced|filed|reported|disclosed|issued|made\s+public|"
    r"printed|distributed|sent)\s+(?:them|it|the\s+(?:figures|data|numbers|report))\b"
)
#: figures a company reports, always some weeks after the period they describe: fundamentals,
#: accounts, earnings, statements, filings, "each quarter's numbers"
_REPORTED: Final = (
    r"(?:fundamentals?|fundamental\s+(?:[\w-]+\s+)?(?:data|signals?|figures|factors?|inputs?|"
    r"variables?|values?|ratios?|items?|scores?)|accounting\s+(?:data|figures|numbers|ratios|"
    r"variables|items)|(?:company|firm|issuer|corporate)['’]?s?\s+(?:accounts|financials|results|"
    r"earnings|figures)|financial\s+statements?|financials|balance[- ]sheets?(?:\s+(?:data|items|"
    r"figures))?|income\s+statements?|cash[- ]flow\s+statements?|earnings(?:\s+(?:figures|"
    r"numbers|data))?|book\s+values?|reported\s+(?:[\w-]+\s+)?(?:figures|numbers|results|"
    r"earnings|sales|data|accounts)|(?:quarterly|annual|interim|half-?yearly)\s+(?:results|"
    r"accounts|reports?|figures|numbers|filings?|earnings|statements)|10-?[kq]s?|"
    r"(?:each|every|the|that|its|their)\s+(?:fiscal\s+)?(?:quarter|year|half|period)['’]s\s+"
    r"(?:reported\s+)?(?:numbers|figures|results|accounts|earnings|fundamentals|data|"
    r"statements|financials)|"
    # figures an auditor has signed, always after the period's close: "the audited figures",
    # "certified accounts"
    r"(?:audited|certified)\s+(?:[\w-]+\s+)?(?:figures|accounts|numbers|results|statements?|"
    r"financials|data|balances|values?|ratios?)|"
    # ... or an appraiser has made, after the date it values: "the annual appraisals", "the
    # appraised values", "the valuers' reports", "the independent valuations"
    r"(?:re-?)?appraisals?|appraised\s+(?:[\w-]+\s+)?values?|(?:appraiser|valuer)s?['’]?s?\s+"
    r"(?:[\w-]+\s+)?(?:values?|valuations?|marks|reports?|appraisals?|figures)|"
    r"(?:independent|external|third[- ]party)\s+(?:[\w-]+\s+)?valuations?|"
    # an annual report or annual accounts in the suite's other languages (annual reports in
    # English are read above)
    r"jaarverslag\w*|jaarrekening\w*|jahresbericht\w*|gesch[äa]ftsbericht\w*|jahresabschl\w*|"
    r"rapports?\s+annuels?|comptes\s+annuels|informes?\s+anual(?:es)?|cuentas\s+anuales|"
    r"memorias?\s+anual(?:es)?|relazion[ei]\s+annual[ei]|bilanci\s+annuali|"
    r"relat[óo]rios?\s+(?:anua(?:l|is)|e\s+contas)|"
    # ... and in Swedish, with the interim and quarterly reports of each language
    r"årsredovisning\w*|årsrapport\w*|delårsrapport\w*|kvartalsrapport\w*|bokslut(?:et|en)?|"
    r"(?:quartals|halbjahres|zwischen)bericht\w*|kwartaal(?:bericht|cijfers|verslag)\w*|"
    r"halfjaar(?:bericht|cijfers|verslag)\w*|rapports?\s+(?:trimestriels?|semestriels?)|"
    r"comptes\s+(?:trimestriels|semestriels)|relazion[ei]\s+(?:semestral[ei]|trimestral[ei])|"
    r"relat[óo]rios?\s+(?:trimestra(?:l|is)|semestra(?:l|is))|"
    r"informes?\s+(?:trimestral(?:es)?|semestral(?:es)?)|demonstra[çc](?:ão|ões)\s+financeiras|"
    r"[ée]tats\s+financiers|estados\s+financieros|Jahresabschl[üu]ss\w*)"
)
#: a release the sentence says the figures wait for: a filing or release date, a lag, "once
#: they are public"
_RELEASE_SAID: Final = (
    r"\b(?:(?:filing|release|publication|announcement|report(?:ing)?|declaration|disclosure|"
    r"availability|earnings)\s+(?:dates?|days?)|lag\w*|delay\w*|point[- ]in[- ]time|"
    # a lag in the suite's other languages: "med ett kvartals eftersläpning", "con ritardo"
    r"eftersläpning\w*|fördröjning\w*|Verz[öo]gerung\w*|ritardo|sfasamento|atraso|defasagem|"
    r"d[ée]calage|retraso|desfase|vertraging|"
    r"(?:once|after|when|until|till)\s+(?:they|it|the\s+\w+)\s+(?:are|is|were|was|have\s+been|"
    r"has\s+been|become|becomes|became)\s+(?:\w+\s+)?(?:public|published|filed|released|"
    r"announced|out|available|disclosed)|(?:once|after|when)\s+(?:published|filed|released|"
    r"announced|public|disclosed))"
)
#: reported figures dated at the end of the period they describe, with no release said: "the
#: fundamental data are joined on the fiscal period end", "each year's accounts are in the
#: panel from the day the year ends" — they were published weeks later (from the sentence's
#: start, so a lag said before the figures counts too)
#: ... (the words between naming no earlier period either: "dated the prior quarter-end" is
#: the end of a period whose figures were out by then)
_BETWEEN_OWN: Final = (
    r"(?:(?!(?:after|before|following|post|once|until|till|prior|previous|preceding|last|"
    r"earlier)\b)[\w'’-]+\s+){0,4}?"
)
_DATED_AT_END: Final = (
    rf"^(?![^.;]*?{_RELEASE_SAID})[^.;]*?\b{_REPORTED}\b[^.;]{{0,60}}?\b{_USE}\s+{_BETWEEN_OWN}"
    rf"(?:the\s+|each\s+|their\s+|its\s+)?(?:{_END})"
)
_LAG: Final = (
    r"(?:publication|reporting|report|release|filing|announcement|disclosure|availability)"
    r"[- ](?:lags?|delays?)"
)
#: the time the figures are used at, named as such: "the month in question", "that month", "the
#: date they are used for", "the rebalance being tested"
_USE_TIME: Final = (
    r"(?:the\s+)?(?:(?:month|quarter|date|day|year|period|rebalanc\w*|screen(?:ing)?(?:\s+date)?|"
    r"decision|trade|test\s+date)s?\s+(?:in\s+question|concerned|(?:it|they)\s+(?:is|are)\s+"
    r"used\s+(?:for|in|on|at)|of\s+use|being\s+(?:screened|tested|traded|rebalanced))|"
    r"(?:that|this|the\s+same|each\s+such)\s+(?:month|quarter|date|day|year|period|rebalanc\w*))"
)
#: ... and the figures said to come out after it: "balance sheets for that fiscal year,
#: published after the month in question", "accounts released only after the screening date
#: they are used for"
_PUBLISHED_AFTER_USE: Final = (
    r"\b(?:published|released|filed|reported|declared|announced|issued|disclosed|"
    r"made\s+(?:public|available)|available)\s+(?:only\s+)?(?:after|following|later\s+than)\s+"
    rf"{_USE_TIME}\b"
)
#: figures said to come out later and then treated as though known at the period's end: "the
#: marks in the LP report published 45 to 90 days later, as if they were known on the
#: quarter-end date", "released weeks afterwards but treated as available at period end"
_AS_IF_KNOWN: Final = (
    rf"{_RELEASED_LATER}[^.;]{{0,40}}?\b(?:as\s+(?:if|though)|treated\s+as|taken\s+as|"
    rf"assumed)\b[^.;]{{0,40}}?\b(?:on|at|by|as\s+of|from)\s+(?:the\s+|each\s+|its\s+)?"
    rf"(?:{_END})"
)
#: the figure of the very period the decision is made in: "that month's own inflation print",
#: "each quarter's own GDP figure", "the same week's claims count" (or of the point closing
#: it: "that half-year-end's solvency return", "each month-end's own NAV")
_OWN_PERIOD: Final = (
    r"(?:that|this|the\s+same|each|every)\s+(?:(?:month|quarter|week|half)[- ]?)?"
    r"(?:month|quarter|week|year|half|period|day)(?:[- ]?end)?['’]s\s+(?:own\s+)?"
)
#: a decision taken at each point in time: "each month-end's weights", "on every trade date",
#: "at each Friday's rebalance", "every quarter's hedge"
_EACH_POINT: Final = (
    r"\b(?:each|every)\s+(?:[\w-]+\s+){0,2}?(?:(?:day|week|month|quarter|year|half|period|"
    rf"session)(?:[- ]?(?:ends?|close|open|start))?|dates?|rebalanc\w*|{_WEEKDAY})(?:['’]s)?\b"
)
#: ... deriving it from figures: "uses", "reads", "is sized from", "draws on"
_DECIDES_FROM: Final = (
    r"\b(?:uses?|used|using|takes?|took|taken|reads?|draws?\s+on|drew\s+on|relies\s+on|"
    r"incorporates?|includes?|(?:is|are|was|were)\s+(?:set|sized|computed|calculated|built|"
    r"based|formed|scaled|estimated|derived)\s+(?:from|on|off|with|using))\b"
)
#: a later period or day, named by its order: "the following month", "the next 48-hour day",
#: "the next business day", "the subsequent Monday"; or a count of days or weeks after it
_LATER_POINT: Final = (
    r"\b(?:(?:following|next|subsequent|ensuing)\s+(?:[\w-]+\s+){0,2}?(?:days?|sessions?|"
    rf"weeks?|months?|quarters?|years?|periods?|{_WEEKDAY}|{MONTH_NAME}|{_DAY_PART})|"
    r"(?:\d+|one|two|three|four|five|six|seven|ten|several|a\s+few)\s+(?:business\s+|"
    r"trading\s+|calendar\s+)?(?:days?|sessions?|weeks?|months?)\s+(?:later|afterwards|after\s+"
    r"(?:it|that|the|each|its))|later\s+(?:that|the\s+same)\s+(?:week|month|quarter))\b"
)
#: a verb of producing figures: a model run, a stress test, a call or a mark is made at a time
#: ("the stress results run in the following quarter", "the margin call issued the next
#: morning", "the marks struck the following week")
_PRODUCED: Final = (
    r"(?:run|ran|performed|conducted|carried\s+out|computed|calculated|produced|prepared|"
    r"compiled|issued|struck|made|generated|sent|finali[sz]ed|signed\s+off|completed)"
)
#: the figures a point's decision uses, published only at a later point: "each month-end's
#: weights use the factors released on the third business day of the following month", "on
#: every trade date the model reads the drop that printed the next day"; a release said to
#: come before the decision ("…, ahead of the rebalance") states none
_DECIDED_BEFORE_RELEASE: Final = (
    rf"{_EACH_POINT}[^.;]{{0,80}}?{_DECIDES_FROM}"
    # (a figure of an earlier period, "the prior month's factors, published the following
    # month", came out by the later point it names; one used once published, or lagged until
    # then, is used after it)
    r"(?:(?:(?!\b(?:last|previous|prior|preceding|earlier|once|when|after|lag\w*|delay\w*|"
    rf"wait\w*)\b)[^.;]){{0,60}}?\b{_PUBLISH}\w*|"
    # (figures produced later, with no act of trading between: "orders are sent the next
    # morning" is the trade's own later time)
    r"(?:(?!\b(?:last|previous|prior|preceding|earlier|once|when|after|lag\w*|delay\w*|"
    r"wait\w*|and|but|then|orders?|trades?|trading|fills?|filled|execut\w*|deals?|dealt|"
    rf"transact\w*)\b)[^.;]){{0,60}}?\b{_PRODUCED}\b)"
    r"(?:(?!\b(?:before|ahead|prior|by|until|till|already|earlier|previous|preceding|last)\b)"
    rf"[^.;]){{0,40}}?{_LATER_POINT}"
    r"(?![^.;]{0,40}?\b(?:before|ahead\s+of|prior\s+to|in\s+time\s+for)\b)"
)
#: a verb by which a figure becomes known, in any register: a statement paid out, accounts
#: signed off, a survey that comes out, a quote struck, an assessment published
_MADE_KNOWN: Final = (
    r"(?:publish(?:es|ed)?|releas(?:es|ed)?|issu(?:es|ed)|com(?:es|e)\s+out|came\s+out|"
    r"pa(?:ys|id)\s+out|pa(?:ys|id)|signs?\s+off|signed\s+off|finali[sz](?:es|ed)|"
    r"audited|quot(?:es|ed)|assess(?:es|ed)|report(?:s|ed)|fil(?:es|ed)|announc(?:es|ed)|"
    r"print(?:s|ed)|post(?:s|ed)|circulat(?:es|ed)|appear(?:s|ed)|struck|sent|delivered|"
    r"becom(?:es|e)\s+(?:known|available)|became\s+(?:known|available)|made\s+(?:public|available)|"
    # ... in its base form after a plural subject ("which the partners report ninety days after
    # year-end"); after an article or a possessive it is a noun ("the report after each close")
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bits\s)(?<!\btheir\s)(?<!\beach\s)(?<!\bevery\s)"
    r"(?<!\bour\s)(?:release|issue|report|file|announce|print|post|quote|circulate))"
)
#: a count of days or periods, in digits or words ("45", "ninety", "a few")
_COUNT: Final = rf"(?:\d+|\b{WHOLE_IN_WORDS}\b|a\s+few|several)"
#: the time a figure is for, named again after "after": "the quarter ends", "each year closed",
#: "the half", "each disbursement date", "it" (the period just named)
_ITS_TIME: Final = (
    r"(?:(?:the|each|every|its|their|that|this)\s+(?:[\w-]+\s+){0,2}?(?:(?:quarter|half|year|month|"
    r"week|period|session)(?:[- ]?ends?|[- ]close)?|half[- ]year|date|day|deadline)\b|"
    r"(?:quarter|half|year|month|period)[- ]end\b|it\b|them\b)"
)
#: the figure said to become known after the time it is used for: "audited accounts, which
#: are signed off four to six months after the year closes", "the figure for that quarter,
#: published some four months after it", "the forward rate quoted three months after each
#: disbursement date", "a survey which comes out the following February", "ratios reported in
#: their following annual reports"; a release said to come before the use ("published after
#: the quarter ends but before the rebalance") states none
_KNOWN_AFTER_ITS_TIME: Final = (
    # (said of the figure in a relative clause or a participle, not as the sentence's own
    # predicate: "each quarter's volume is reported in the following quarter's pack" says when
    # it is reported, not that it is used before)
    r"(?:\b(?:which|that)\s+(?:is|are|was|were)\s+(?:only\s+|typically\s+|usually\s+)?|"
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)\b)"
    rf"{_MADE_KNOWN}\s+(?:[\w'’-]+\s+){{0,2}}?(?:(?:only|some|about|roughly|around|up\s+to|"
    rf"typically|usually)\s+)?(?:(?:{_COUNT}(?:\s+(?:to|or|-)\s+{_COUNT})?\s+(?:business\s+|"
    r"calendar\s+|working\s+)?(?:days?|weeks?|months?|quarters?|years?)\s+)?(?:after|following)\s+"
    rf"{_ITS_TIME}|(?:in\s+|during\s+)?(?:the\s+)?(?:following|next|subsequent)\s+(?:{MONTH_NAME}\b|"
    r"(?:year|quarter|half|month|spring|summer|autumn|fall|winter)\b)|in\s+(?:the|their|its)\s+"
    r"(?:following|next|subsequent|later)\s+(?:[\w-]+\s+){0,2}?(?:reports?|accounts|statements?|"
    r"filings?|reviews?|surveys?|editions?|returns))"
    r"(?![^.;]{0,40}?\b(?:before|ahead\s+of|prior\s+to|in\s+time\s+for)\b)"
)
#: ... in a sentence that does not wait for the release ("lagged", "once published", "from
#: the day they are out") nor takes the figure of an earlier period ("the prior quarter's
#: NAV, published …")
_WAITS: Final = (
    r"\b(?:lag\w*|delay\w*|once|as\s+soon\s+as|until|till|point[- ]in[- ]time|"
    r"(?:from|after|on)\s+(?:the\s+)?(?:day|date|moment)\s+(?:that\s+|when\s+|on\s+which\s+)?"
    r"(?:it|they|the\s+\w+)\s+(?:is|are|was|were|becomes?|became|comes?|came)|"
    r"(?:from|after|on|at)\s+(?:its|their|the)\s+(?:release|publication|filing|sign[- ]off)|"
    r"(?:previous|prior|preceding|last|earlier)\s+(?:[\w-]+\s+)?(?:quarter|half|year|month|"
    r"period|week)['’]?s?)\b"
)
KNOWN_AFTER: Final = re.compile(
    rf"^(?![^.;]*?{_WAITS})[^.;]*?{_KNOWN_AFTER_ITS_TIME}", re.IGNORECASE
)
#: ... a figure dated at its day or period end, and a relative clause on it saying it is had
#: only once it is made known: "the audited June 30 figure, which the system only has once the
#: statements are issued in late September", "the year-end NAV, which is only available after
#: the auditors sign off" — the main clause uses the figure as of its date; no lag or wait said
#: before the relative
_HAD_ONLY_ONCE_KNOWN: Final = (
    rf"(?:\b{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?|\b\d{{1,2}}(?:st|nd|rd|th)?\s+"
    rf"(?:of\s+)?{MONTH_NAME}\b|(?:{_END})|\b(?:year|quarter|month|half)[- ]end)"
    r"(?:(?!\b(?:lag\w*|delay\w*|once|after|until|till|when|from|each|every)\b)[^.;,]){0,40}?,\s*"
    r"(?:which|that)\s+(?:[\w'’&-]+\s+){0,3}?(?:only|first)\s+(?:(?:has|have|had|gets?|got|"
    r"receives?|received|knows?|knew|sees?|saw|obtains?|obtained)\s+(?:it\s+|them\s+)?|"
    r"(?:is|are|was|were|becomes?|became)\s+(?:available|known|public|final)\s+|"
    rf"{_MADE_KNOWN}\s+)(?:once|when|after|from\s+the\s+(?:day|date|time))\b"
    # (the sentence waiting for it afterwards states none: "…, and is used from the day it
    # arrives", "… lagged a quarter")
    r"(?![^.;]*?\b(?:lag\w*|delay\w*|point[- ]in[- ]time|as\s+soon\s+as|(?:from|on|at)\s+"
    r"(?:the\s+)?(?:day|date|moment|time)\s+(?:that\s+|when\s+|on\s+which\s+)?(?:it|they)\b))"
)
#: ... a release with its lag said first, then the figures dated at their period's end: "the
#: ones the SP published with its usual lag, used as of the month-end they describe" (dated at
#: an end after which the release comes, "the month-end following publication", is not)
_RELEASED_LATER_THEN_DATED: Final = (
    rf"{_RELEASED_LATER}[^.;]{{0,60}}?\b{_USE}\s+{_BETWEEN}(?:the\s+|each\s+|their\s+|its\s+)?"
    rf"(?:{_END})(?![^.;]{{0,25}}?(?:\+|\b(?:plus|after|following|later|past)\b))"
)
PUBLICATION_LAG: Final = re.compile(
    rf"{_PUBLISHED_AFTER_USE}|{_DECIDED_BEFORE_RELEASE}|"
    # ... used at that period though published later: "each month-end's target uses that
    # month's own CPI print, which comes out mid-way through the next month"
    rf"\b{_USE}\s+{_BETWEEN}{_OWN_PERIOD}(?=[^.;]*?{_RELEASED_LATER})|"
    # ... or acted on at a day chosen by that day's own figure, published later: "rolled at the
    # settlement of the day whose own open interest, which the exchange publishes the next
    # morning, shows …", "rebalanced on the date whose flows, reported two days later, …"
    r"\b(?:on|at|of|for)\s+(?:the\s+|each\s+|every\s+)?(?:[\w-]+\s+){0,2}?(?:day|session|date|"
    rf"week|month|quarter|period)\s+whose\s+(?:own\s+)?(?=[^.;]*?{_RELEASED_LATER})|"
    rf"\b{_USE}\s+{_BETWEEN}(?:the\s+|each\s+|their\s+|its\s+)?(?:{_END})"
    rf"(?=[^.;]*?(?:{_RELEASED_LATER}|{_AGAINST_RELEASE}))|{_AS_IF_KNOWN}|"
    # the later release said first, the dating after it: "the audited accounts as later posted
    # on the disclosure site, dated to each fiscal year's end"
    rf"{_LATER_RELEASED}[^.;]{{0,60}}?\b{_USE}\s+{_BETWEEN}(?:the\s+|each\s+|their\s+|its\s+)?"
    rf"(?:{_END})|"
    rf"\b(?:no|zero|without(?:\s+any)?)\s+{_LAG}\b|\bignor\w*\s+(?:the\s+|any\s+)?{_LAG}\b|"
    rf"{_DATED_AT_END}|{_HAD_ONLY_ONCE_KNOWN}|{_RELEASED_LATER_THEN_DATED}|"
    # a figure said to become known after the time it is used for (`KNOWN_AFTER`)
    rf"^(?![^.;]*?{_WAITS})[^.;]*?{_KNOWN_AFTER_ITS_TIME}",
    re.IGNORECASE,
)
NAME: Final = "figures used from their period's end, before they were published"

__all__ = ["KNOWN_AFTER", "NAME", "PUBLICATION_LAG"]
