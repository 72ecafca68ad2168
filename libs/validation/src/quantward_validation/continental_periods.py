"""Days, months and years said after a number in the continental languages of a fund's papers.

A Brazilian política de investimentos bounds the duration of its carteira de imunização in
"dias úteis" ("1.512 d.u."), an Italian DPI its duration in "anni" and its settlement in "giorni
lavorativi", a Swedish placeringspolicy its liquidity reserve in "dagar" ("minst 60 dagars
utbetalningar"), a German Anlagerichtlinie in "Handelstagen", a French règlement in "jours
ouvrés", a Spanish folleto in "días hábiles", a Dutch richtlijn in "werkdagen". The English
readers of a limit counted in time (`liquidation_horizon.days_after`,
`limit_lexicon_maturity.period_of`, the mandate's value tail) know "days", "years" and
"months" only, so such a figure was read as a bare count of nothing, and its limit as no
limit at all. The patterns here match those words right after a number (leading space
allowed), each inflection and the register's abbreviations ("d.u.", "d.c.", "gg."), so every
reader counts the figure in the period it says.

The same writers group thousands with a full stop ("1.512 dias úteis", "1.008 giorni"): a
point before three digits is a decimal point in English, but an English figure never takes one
of these words, so before them the point is read as a separator (`decimal_commas`,
`quantities`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation import numbers_lt

#: the days of each language, with their qualifiers (business, trading, calendar days) and the
#: register's abbreviations: pt "dias úteis/corridos/de pregão", "d.u.", "d.c."; es "días hábiles/
#: naturales"; it "giorni lavorativi/di borsa/di calendario", "gg."; fr "jours ouvrés/
#: ouvrables/calendaires/de bourse"; de "(Handels-, Bank-, Geschäfts-, Kalender-)Tage(n)";
#: nl "(werk-, handels-, kalender-)dagen"; sv "(bank-, handels-, arbets-, kalender-)dagar(s)";
#: da/no "(bank-, handels-, børs-)dage(s)", "hverdage", "virkedager"
CONTINENTAL_DAYS: Final = (
    r"(?:d(?:i|í)as?(?:\s+(?:(?:ú|u)teis|(?:ú|u)til|corridos|de\s+calend(?:á|a)rio|"
    r"de\s+preg(?:ã|a)o|h(?:á|a)biles|naturales|laborables))?|d\.\s?[uc]\.|"
    r"giorn[oi](?:\s+(?:lavorativ[oi]|di\s+borsa|di\s+calendario|bancari|solari|"
    r"di\s+mercato|lavorativ[oi]\s+bancari))?|gg\.?|"
    r"jours?(?:\s+(?:ouvr(?:é|e)s|ouvrables|calendaires|de\s+bourse|francs))?|"
    r"(?:handels|bank|gesch(?:ä|ae)fts|kalender|arbeits|b(?:ö|oe)rsen)?tage[n]?|"
    r"(?:werk|handels|kalender|beurs)?dag(?:en)?|"
    r"(?:bank|handels|arbets|kalender|b(?:ö|o)rs)?dag(?:ar(?:s|na)?|s)?|"
    # da/no "(bank-, handels-, børs-, arbejds-, kalender-)dage(s)", "hverdage", "virkedager"
    r"(?:bank|handels|b(?:ø|o)rs|arbejds|arbeids|kalender|hver|virke|yrkes)?dag(?:e|er|es|ene|ene)?s?|"
    # lt "(darbo, kalendorinių) dienos/dienų", "d. d." (`numbers_lt`)
    rf"{numbers_lt.DAY_WORDS})"
)
#: the months: pt/es "meses", "mês"; it "mesi", "mese"; fr "mois"; de "Monate(n)"; nl
#: "maand(en)"; sv "månad(er)"; da/no "måned(er)"
CONTINENTAL_MONTHS: Final = (
    r"(?:meses|m(?:ê|e)s|mesi|mese|mois|monate?n?|maand(?:en)?|m(?:å|a)nad(?:er(?:s|na)?)?|"
    r"m(?:å|a)ned(?:er|erne|ene)?|"
    # lt "mėnesiai", "mėnesių", "mėn." (`numbers_lt`)
    rf"{numbers_lt.MONTH_WORDS})"
)
#: the years: pt "anos", es "años", it "anni/anno", fr "ans/années", de "Jahre(n)", nl
#: "jaar/jaren", sv "år"
CONTINENTAL_YEARS: Final = (
    r"(?:anos?|a(?:ñ|n)os|anni|anno|ans|ann(?:é|e)es?|jahre?n?|jaar|jaren|år(?:s|en)?|"
    # lt "metai", "metų" (`numbers_lt`)
    rf"{numbers_lt.YEAR_WORDS})"
)
_AFTER: Final = r"\s*(?:{})(?![\w])"
_DAYS_AFTER: Final = re.compile(_AFTER.format(CONTINENTAL_DAYS), re.IGNORECASE)
_MONTHS_AFTER: Final = re.compile(_AFTER.format(CONTINENTAL_MONTHS), re.IGNORECASE)
_YEARS_AFTER: Final = re.compile(_AFTER.format(CONTINENTAL_YEARS), re.IGNORECASE)
#: any of them, for the readers that only ask whether a period follows
PERIOD_AFTER: Final = re.compile(
    _AFTER.format(f"{CONTINENTAL_DAYS}|{CONTINENTAL_MONTHS}|{CONTINENTAL_YEARS}"),
    re.IGNORECASE,
)


def continental_period(text: str, end: int) -> str | None:
    """The period ("days", "months", "years") a continental word right after `end` counts the
    number ending there in, else None."""
    if _DAYS_AFTER.match(text, end):
        return "days"
    if _MONTHS_AFTER.match(text, end):
        return "months"
    if _YEARS_AFTER.match(text, end):
        return "years"
    return None


__all__ = [
    "CONTINENTAL_DAYS",
    "CONTINENTAL_MONTHS",
    "CONTINENTAL_YEARS",
    "PERIOD_AFTER",
    "continental_period",
]
