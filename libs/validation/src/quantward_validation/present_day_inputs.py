"""Present-day information used in every fold of a historical test: "each fold uses today's
approved fund list as its universe", "the latest analyst forecasts are plugged into all folds",
"the consultant's current buy list is the universe of every fold".

A list, forecast or assumption as it stands today was formed knowing how the past turned out;
used for a fold that tests 2016, it brings in what was known only later. The construction is
one: a present-day marker (today's, current, latest, most recent, up-to-date) on an input
noun (a ranking with its count among them: "today's top 20 by market cap"), and a scope over
the folds or years of the historical test ("in every fold", "applied back to 2010"), in either
order in the sentence. Used for the live portfolio, present-day information is right, and "the
current fold's training data" is each fold's own. `leakage` reads `PRESENT_DAY_IN_FOLDS` as a
look-ahead.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation import present_day_lexicon as eu
from quantward_validation import settled_records_lexicon as settled
from quantward_validation.month_names import MONTH_NAME
from quantward_validation.timespans import RECORD_NOUN

_PRESENT: Final = (
    # ("current account" is a balance of payments, not a present marker)
    r"(?:today['’]?s|current(?!\s+accounts?\b)|latest|present(?:[- ]day)?|up[- ]to[- ]date|"
    r"most\s+recent|newest|this\s+year['’]?s|"
    # ... in the languages that put it before the noun too: "dagens", "heutige", "huidige"
    rf"{eu.PRESENT_BEFORE})"
    # the fold's or window's own, not today's
    r"(?!\s+(?:fold|window|period|split|training|test|date|bar|step|iteration|observation|row|"
    r"day|time|sample|year)\b)"
)
#: a measuring instrument a test values with: curves, term structures, discount rates,
#: tables, methods and models, in the suite's languages, alone or heading a compound
_MEASURE: Final = (
    r"[\w-]*?(?:curves?|curvas?|courbes?|kurven?|curve|term\s+structures?|structures?|"
    r"structuur|strukturen?|estructuras?|strutture|struttura|tables?|tafels?|tabel(?:len)?|"
    r"tabellen?|tablas?|tavole|tavola|t[áa]buas?|methods?|methodolog(?:y|ies)|methodes?|"
    r"m[ée]thodes?|m[ée]todos?|metodi|metodo|methoden?|models?|mod[èe]les?|modelos?|modell[eo]?|"
    r"modelli|discount\s+rates?)"
)
_INPUT: Final = (
    r"(?:lists?|universe|constituents|members(?:hip)?|forecasts?|assumptions?|estimates?|"
    r"ratings?|weights?|recommendations?|holdings|composition|views?|expectations?|"
    r"parameters?|scores?|classifications?|index|benchmark|"
    # the rules the test is run under, as they stand today: a regulator's investment regime,
    # a mandate's limits, a policy's caps (rules changed since were not in force then), in the
    # registers and languages plans write them ("today's Régimen de Inversión", "les règles
    # actuelles", "de huidige limieten")
    r"rules?|rulebooks?|regulations?|regimes?|regimen|r[ée]gimen|r[ée]gimes?|limits?|"
    r"l[íi]mites?|limieten|grenzen|caps?|ceilings?|floors?|constraints?|contraintes?|"
    r"restrictions?|restricciones|restricties|polic(?:y|ies)|pol[íi]ticas?|politiques?|"
    r"beleid|mandates?|guidelines?|thresholds?|requirements?|reglas?|r[èe]gles?|regels?|"
    r"normas?|normes?|normen|eligibility(?:\s+criteria)?|"
    # the curves, tables, methods and models a valuation is run with, as they stand today (a
    # term structure revised since, a mortality table published later), also as the head of a
    # compound ("rentetermijnstructuur", "Sterbetafel", "UFR-methode", "Zinskurve")
    rf"{_MEASURE}|"
    # ... and the dated records the other languages name: "avgiftstabell", "taxa", "elenco"
    rf"{eu.RECORD}|"
    # ... and the inputs named in Czech and Slovak: "podľa dnešných ratingov"
    rf"{eu.INPUT}|"
    # a ranking with its count is a list: "today's top 20 by market cap"
    r"top[- ]?(?:\d+|ten|twenty|fifty|hundred))"
)
#: "each fold's current weights", "its latest estimates" are the fold's own at its time
_OWNED: Final = (
    r"(?<!fold's\s)(?<!fold’s\s)(?<!window's\s)(?<!window’s\s)(?<!period's\s)"
    r"(?<!period’s\s)(?<!\bits\s)(?<!\btheir\s)"
)
#: the present said after what it marks, of how a list or a measure is made up now: "the
#: Nifty 50 as constituted today", "the universe as it stands now", "the index as currently
#: composed", "the constituents as of today", "the rulebook in its current form"
_PRESENT_AFTER: Final = (
    r"\bas\s+(?:(?:it|they)\s+(?:stands?|is|are|reads?|looks?)|(?:constituted|composed|"
    r"defined|listed|drawn\s+up|made\s+up|published|specified|calibrated|set|configured|"
    r"worded|written))\s+(?:today|now|at\s+present|currently|at\s+the\s+moment|these\s+days)\b|"
    r"\bas\s+(?:currently|now|presently|today)\s+(?:constituted|composed|defined|listed|drawn\s+"
    r"up|made\s+up|published|specified|calibrated|set|configured|worded|written|in\s+force)\b|"
    r"\bas\s+(?:of|at|on)\s+today\b|"
    r"\bin\s+(?:its|their)\s+(?:current|present(?:[- ]day)?|latest|today['’]?s)\s+"
    r"(?:form|composition|version|state|shape|wording|make-?up)\b"
)
#: a present-day marker on an input noun, with up to five words between: owners and names
#: coordinated before it count ("today's CRISIL, ICRA and CARE ratings")
_PRESENT_INPUT: Final = (
    rf"(?:{_OWNED}\b{_PRESENT}\s+(?:[\w'’&-]+,?\s+){{0,5}}?{_INPUT}\b|{_PRESENT_AFTER}|"
    # ... the marker after its noun, as the Romance languages write it: "a tábua atual", "la
    # tavola attuale de …", "les taux actuels"
    rf"\b(?:{_INPUT}|{eu.RECORD})\s+(?:[\w'’&.-]+\s+){{0,3}}?(?:{eu.PRESENT_AFTER})\b)"
)
#: carried back in time, in so many words: "applied back to 2015", "applied retroactively",
#: "aplicada retroativamente desde 2013", "applicata a ritroso fino al 2015"
_CARRIED_BACK: Final = (
    r"(?:appl(?:y|ies|ied|ying)|used|using|carried|extended|projected|run|taken|held|kept|"
    # (German may set the adverb after a comma: "angewendet, rückwirkend bis 2016")
    rf"rolled|pushed|back-?cast|{eu.APPLIED}),?\s+(?:(?:\w+\s+){{0,2}}?(?:{eu.RETROACTIVELY})\b|"
    r"(?:(?:to|for|on|over|across|at)\s+(?:every|each|all)\s+(?:[\w-]+\s+){0,2}?)?back\s+"
    r"(?:to|through|until|till|in(?:to)?))|"
    # (the verb may come last, as German puts it: "rückwirkend ab 2015 angewandt")
    rf"\b(?:{eu.RETROACTIVELY})\s+(?:[\w.]+\s+){{0,3}}?(?:appl(?:ied|y|ies)|used|{eu.APPLIED})\b"
)
#: a present-day marker on any noun that the sentence says is carried back: "today's balanstal
#: and inkomstindex, applied back to 2015" (what is carried back is the input, whatever it is)
_PRESENT_CARRIED_BACK: Final = (
    rf"{_OWNED}\b{_PRESENT}\s+(?:[\w'’&-]+,?\s+){{0,5}}?[\w'’&-]+,?\s+(?:and\s+|which\s+(?:is|are)\s+|"
    rf"(?:is|are|was|were)\s+)?{_CARRIED_BACK}"
)
_FOLDS: Final = (
    r"\b(?:(?:every|each|all|both)\s+(?:(?:of\s+)?(?:the\s+)?(?:three|two|four|five|\d+)\s+)?"
    r"(?:[\w-]+\s+)?(?:folds?|windows?|test\s+(?:years?|periods?|windows?))|"
    r"(?:every|each|all)\s+(?:the\s+)?years?\s+of\s+the\s+(?:back-?test|history|test|walk[- ]"
    r"forward)|throughout\s+the\s+(?:back-?test|history|walk[- ]forward)|"
    r"(?:across|over)\s+the\s+(?:whole\s+|entire\s+)?(?:back-?test|walk[- ]forward|history)|"
    # every past time the test steps through: "for every past year", "each historical month",
    # "all prior rebalance dates"
    r"(?:every|each|all)\s+(?:of\s+the\s+)?(?:past|prior|previous|historical|earlier|bygone)\s+"
    r"(?:years?|months?|quarters?|dates?|periods?|rebalanc\w*(?:\s+dates?)?)|"
    # carried back through the history: "applied back to 2010", "applied to every date back
    # to 2011", "used for all months back to inception"
    r"(?:appl(?:y|ies|ied|ying)|used|using|carried|extended|projected|run|taken|held|kept|"
    r"rolled|pushed|back-?cast)\s+"
    r"(?:(?:to|for|on|over|across|at)\s+(?:every|each|all)\s+(?:[\w-]+\s+){0,2}?)?back\s+"
    r"(?:to|through|until|till|in(?:to)?)|"
    r"(?:every|each|all)\s+(?:the\s+)?(?:past\s+)?(?:dates?|days?|months?|quarters?|years?|"
    r"periods?)\s+back\s+to|"
    # ... retroactively, or back in the other languages (`present_day_lexicon_eu`)
    rf"{_CARRIED_BACK}|"
    # every year or window of the test in the other languages: "todas as janelas", "tutti gli
    # anni del test", "varje år i testet"
    rf"{eu.TEST_YEARS})\b"
)

#: the whole construction, in either order (no groups)
PRESENT_DAY_IN_FOLDS: Final = (
    rf"{_PRESENT_INPUT}[^.;]{{0,120}}?{_FOLDS}|{_FOLDS}[^.;]{{0,120}}?{_PRESENT_INPUT}|"
    rf"{_PRESENT_CARRIED_BACK}"
)

_DATE: Final = rf"(?:(?:\d{{1,2}}\s+)?{MONTH_NAME}\.?\s+)?(?:19|20)\d{{2}}(?![-–/]\d)"
#: a record or settlement of one date: "the 2020 actuarial valuation", "the June 2019 fee
#: renegotiation", or terms "agreed in 2021", "signed in March 2018"
#: a figure stamped with its date, as a record is: "the agent's 2016 rate", "the 2019 curve"
_DATED_FIGURE: Final = (
    r"(?:rates?|curves?|figures?|prices?|marks?|lists?|estimates?|forecasts?|assumptions?|"
    r"levels?|spreads?|yields?|factors?|weights?|parameters?|tables?|scales?|multiples?|"
    # a stock-take of physical assets is a record too: "the 2021 re-inventory", "the 2018 cruise"
    r"(?:re-?)?inventor(?:y|ies)|cruises?|appraisals?|counts?|tariffs?)"
)
_DATED_SOURCE: Final = (
    # (an owner may be named before the date: "at the valuation agent's 2016 rate")
    r"\b(?:(?:from|of|in|under|per|at|on|by|with|us(?:e|es|ed|ing)|appl(?:y|ies|ied|ying))\s+"
    r"the\s+(?:(?:[\w'’-]+\s+){0,2}?[\w-]+['’]s\s+)?"
    rf"(?P<date>{_DATE})\s+(?:[\w'’-]+\s+){{0,3}}?(?:{RECORD_NOUN}|{_DATED_FIGURE})\b|"
    r"(?:agreed|set|signed|adopted|negotiated|renegotiated|struck|published|issued|approved|"
    r"fixed|made|reached|settled|restated|revised|rebased)\s+"
    # ... or after an event of that date: "restated after its 2016 vendor change"
    rf"(?:in\s+|after\s+(?:its|the|their|a)\s+)(?P<date2>{_DATE})|"
    # ... or a list as someone kept it at a date: "the restricted list as compliance kept it in
    # 2022", "the watch list as it stood at end-2019", "the sector map maintained in 2023"
    r"(?:kept|held|maintained|compiled|stood|drew\s+up|drawn\s+up|recorded|updated|had)\s+"
    r"(?:(?:it|them|this|that)\s+)?(?:in|as\s+(?:of|at)|at(?:\s+(?:the\s+)?end(?:\s+of|-))?|on)"
    rf"\s*(?P<date3>{_DATE})|"
    # ... or an edition named with its year after it, as tables and curves are: "use the AG
    # Prognosetafel 2024", "under the CMI mortality model 2022", "at the EIOPA curve 2023"
    r"(?:from|of|in|under|per|at|on|by|with|us(?:e|es|ed|ing)|appl(?:y|ies|ied|ying))\s+the\s+"
    rf"(?:[\w'’-]+\s+){{0,3}}?(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE})\s+"
    r"(?P<date5>(?:19|20)\d{2})(?![-–/]?\d)|"
    # ... or as the subject, with or without its owner: "the fund's 2025 exclusion list is
    # applied …", "the 2025 exclusion list is applied …"
    r"(?:^|[,:]\s*)(?:the\s+)?(?:(?:[\w'’-]+\s+){0,2}?[\w-]+(?:['’]s|s['’])\s+)?"
    rf"(?P<date6>{_DATE})\s+(?:[\w'’-]+\s+){{0,3}}?(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|"
    rf"{eu.RECORD})\b|"
    # ... or dated after its noun by a preposition, in any of the suite's languages: "the
    # exclusion list of 2025", "a portaria PREVIC de 2025", "la tavola del 2021" (not a range's
    # start: "de 2006 a 2012")
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD}|{settled.RECORD})\s+"
    rf"(?:[^\W\d][\w.&'’-]*\s+){{0,2}}?(?:{eu.DATED_BY})\s*(?P<date7>(?:19|20)\d{{2}})(?![-–/]?\d)"
    r"(?!\s*(?:[-–/]|a|à|ao|al|till|bis|au|to|until|through|tot|t\.o\.m\.|and|e|och|und|et|y|en|"
    rf"{eu.RANGE_TO})"
    r"\s+(?:19|20)\d{2})|"
    # ... or, in the other languages, by the act that made it and its year: "aprovada em
    # 2025", "approuvée en 2024", "vedtatt i 2023", "hyväksyttiin vuonna 2022"
    # (`settled_records_lexicon`)
    rf"(?:{settled.SETTLED_IN})\s*(?P<date10>{_DATE})|"
    # ... or by a relative clause that puts its year before the participle, as Dutch and German
    # do: "de lijst die in 2025 werd goedgekeurd", "die Liste, die 2024 beschlossen wurde"
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD}|{settled.RECORD}|"
    rf"[\w-]*?(?:{_INPUT})),?\s+"
    r"(?:die|dat|welke|der|das)\s+(?:(?:in|op|im|sinds)\s+)?(?:(?:het\s+)?(?:jaar|Jahre?)\s+)?"
    rf"(?P<date12>{_DATE})\s+(?:(?:werd|werden|is|zijn|was|waren|wurde|wurden)\s+)?"
    rf"(?:{settled.SETTLED_DE_NL})\b|"
    # ... or by its year before the noun, as Finnish and German say it: "vuoden 2025
    # poissulkulista", "vuonna 2022 hyväksytty taulukko", "die im Jahr 2024 beschlossene Liste"
    rf"\b(?:{eu.DATED_BEFORE})\s+(?P<date11>(?:19|20)\d{{2}})(?![-–/]?\d)\s+"
    rf"(?:[\w'’-]+\s+){{0,2}}?(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD}|"
    rf"{settled.RECORD})|"
    # ... or by its year made an adjective before the noun, as Hungarian says it: "a 2025-ös
    # kizárási lista", "a 2024. évi halandósági tábla"
    rf"(?<![\w.-])(?P<date13>(?:19|20)\d{{2}})(?:{eu.YEAR_ADJECTIVE})\s+(?:[\w'’-]+\s+){{0,2}}?"
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD}|{settled.RECORD})|"
    # ... or by an edition name ending in its year, glued: "a tábua BR-EMSsb-v.2021", "the
    # AT-2000 table", "the CMI_2022 model"
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD})\s+(?:[\w'’-]+\s+){{0,1}}?"
    r"[A-Za-z][\w.&-]*?[-_.v](?P<date8>(?:19|20)\d{2})(?![\w-])|"
    r"\b[A-Za-z][\w.&-]*?[-_.v](?P<date9>(?:19|20)\d{2})\s+(?:[\w'’-]+\s+){0,2}?"
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE}|{_MEASURE}|{eu.RECORD})|"
    # ... or, in the languages that name an edition after its noun, by its name or complement
    # and then its year with no preposition: "les tables LPP 2025", "la liste d'exclusion
    # 2026", "die Sterbetafeln BVG 2020", "la tavola di mortalità 2020": a name in capitals or
    # a complement with its preposition, not any word ("the models estimated through 2015";
    # not a range's start: "les taux 2008 à 2015")
    rf"\b(?:{eu.RECORD}|{_MEASURE})\s+(?:(?-i:[A-Z])[\w.&-]*\s+|d['’][^\W\d][\w'’-]*\s+|"
    r"(?:de|di|del|des|du|der)\s+[^\W\d][\w'’-]*\s+){1,2}?"
    r"(?P<date14>(?:19|20)\d{2})(?![-–/]?\d)"
    r"(?!\s*(?:[-–/]|a|à|ao|al|till|bis|au|to|until|through|tot|t\.o\.m\.|and|e|och|und|et|y|en|"
    rf"{eu.RANGE_TO})"
    r"\s+(?:19|20)\d{2}))\b"
)
#: a dated record's figures carried back over the folds or years of the test: "liabilities in
#: every fold are the cashflows from the 2021 valuation, rolled back to each test date", "fees
#: at the split agreed in 2022, applied back to 2012" — in a fold testing before that date they
#: are information from its future
_DATED_IN_FOLDS: Final = (
    re.compile(rf"{_DATED_SOURCE}[^.;]{{0,120}}?{_FOLDS}", re.IGNORECASE),
    re.compile(rf"{_FOLDS}[^.;]{{0,120}}?{_DATED_SOURCE}", re.IGNORECASE),
)


#: a dated record's figures put into effect from an earlier year on, or from the start: "every
#: name on the sanctions list issued in 2022 is dropped from 2012 onwards", "the 2020 review's
#: weights are used since 2014", "… from the start of the data" (from its own year on, none)
_PUT_IN_EFFECT: Final = (
    r"(?:appl(?:y|ies|ied|ying)|us(?:e|es|ed|ing)|remov\w*|dropp?\w*|exclud\w*|screen\w*|"
    r"filter\w*|purg\w*|barred|banned|left\s+out|taken\s+out|struck\s+out|in\s+force|"
    r"effective|enforced|treated|carried|held|kept|imposed|charged|paid|"
    # ... in the other languages: "aplicada", "applicata", "tillämpad", "angewandt"
    rf"{eu.APPLIED})"
)
#: from the start of the history or of the test: "from the outset", "from the start of the test"
_FROM_THE_START: Final = (
    r"from\s+(?:the\s+(?:very\s+)?)?(?:start|beginning|outset|inception)(?:\s+of\s+the\s+"
    r"(?:data|history|sample|panel|series|back-?test|test|test\s+period|walk[- ]forward))?\b"
)
_EARLIER_START: Final = re.compile(
    rf"{_DATED_SOURCE}[^.;]{{0,80}}?\b{_PUT_IN_EFFECT}\b[^.;]{{0,40}}?"
    rf"\b(?:(?:from|since|starting(?:\s+in)?|as\s+from|{eu.SINCE})\s+"
    r"(?:(?:the\s+)?(?:start|beginning)\s+of\s+)?(?P<start>(?:[A-Za-z]+\s+)?(?:19|20)\d{2})\b"
    rf"|{_FROM_THE_START})",
    re.IGNORECASE,
)
#: ... the start said first and the dated record after it: "the screen drops the listed names
#: from the start of the test, using the list the board adopted in 2023"
_START_THEN_DATED: Final = re.compile(
    rf"\b{_PUT_IN_EFFECT}\b[^.;]{{0,60}}?{_FROM_THE_START}[^.;]{{0,80}}?{_DATED_SOURCE}",
    re.IGNORECASE,
)
#: ... said the other way round, the earlier start first and the later date it was made known
#: after it: "COI increases are applied from 2015 at the rates the carriers only announced in
#: 2016-2017", "surcharges charged since 2012 at the scale published in 2014" (the first year
#: of a range of announcements is when the first of them was known)
_ANNOUNCED_LATER: Final = re.compile(
    rf"\b{_PUT_IN_EFFECT}\b[^.;]{{0,40}}?\b(?:from|since|starting(?:\s+in)?|as\s+from|back\s+to)\s+"
    r"(?:(?:the\s+)?(?:start|beginning)\s+of\s+)?(?P<start>(?:[A-Za-z]+\s+)?(?:19|20)\d{2})\b"
    r"[^.;]{0,80}?\b(?:(?:only|first|not\s+until|later|subsequently)\s+)?(?:announced|published|"
    r"notified|issued|declared|released|disclosed|sent\s+out|made\s+public|filed|agreed|"
    r"approved|communicated|circulated)\s+(?:only\s+)?(?:in|on|during)\s+"
    rf"(?P<date4>(?:\d{{1,2}}\s+)?(?:{MONTH_NAME}\.?\s+)?(?:19|20)\d{{2}})",
    re.IGNORECASE,
)
_YEAR: Final = re.compile(r"(?:19|20)\d{2}")


def _dated(m: re.Match[str]) -> str:
    """The date a `_DATED_SOURCE` match names, whichever of its forms said it."""
    return str(
        next(
            m.group(name)
            for name in (
                "date",
                "date2",
                "date3",
                "date5",
                "date6",
                "date7",
                "date8",
                "date9",
                "date10",
                "date11",
                "date12",
                "date13",
                "date14",
            )
            if m.group(name)
        )
    )


def _year(text: str) -> int:
    found = _YEAR.search(text)
    return int(found.group(0)) if found is not None else 0


#: a model's inputs said to come from a dated record, with no date of each fold's own: "site
#: classes come from the 2021 re-inventory", "sector scores are taken from the 2019 survey" —
#: the record knows its date, and the test uses it at every earlier date too
_INPUTS_FROM_DATED: Final = re.compile(
    r"^[^.;]{0,60}?\b(?:classes|classifications?|categor(?:y|ies)|scores?|ratings?|grades?|"
    r"factors?|parameters?|weights?|betas?|inputs?|features?|signals?|tiers?|buckets?|"
    r"segments?|indices|indexes)\s+(?:(?:is|are|was|were)\s+)?(?:come|comes|came|taken|drawn|"
    rf"read|derived)\s+from\s+the\s+(?P<date>{_DATE})\s+(?:[\w'’-]+\s+){{0,3}}?"
    rf"(?:{RECORD_NOUN}|{_DATED_FIGURE})\b(?![^.;]*?\b(?:each|every)\s+(?:fold|window)['’]s)",
    re.IGNORECASE,
)


def dated_source_in_folds(sentence: str) -> str | None:
    """The date of a dated record the sentence carries over the test's folds or years, or puts
    into effect from an earlier year or the start of the history (either said first), or that
    a model's inputs come from, as written, or None."""
    for pattern in _DATED_IN_FOLDS:
        if (m := pattern.search(sentence)) is not None:
            return _dated(m)
    if (m := _INPUTS_FROM_DATED.search(sentence)) is not None:
        return str(m.group("date"))
    for m in _EARLIER_START.finditer(sentence):
        dated = _dated(m)
        if m.group("start") is None or _year(m.group("start")) < _year(dated):
            return dated
    if (m := _START_THEN_DATED.search(sentence)) is not None:
        return _dated(m)
    for m in _ANNOUNCED_LATER.finditer(sentence):
        if _year(m.group("start")) < _year(m.group("date4")):
            return str(m.group("date4"))
    return None


__all__ = ["PRESENT_DAY_IN_FOLDS", "dated_source_in_folds"]
