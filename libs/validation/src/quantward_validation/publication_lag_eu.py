"""Figures used before they were published, said in Portuguese, Italian, Spanish, French,
German, Dutch or Swedish, and an inflation print used inside its own period in any of them.

`publication_lag` reads, in English, figures dated at a time before their release. Two of its
constructions are said the same way in the suite's other languages:

- a figure of a period said to be published in the period after it ("the report on the same
  year, published in June of the following year", "pubblicata a giugno dell'anno successivo",
  "publicado em junho do ano seguinte", "publicerad i juni året därpå"): used for that period,
  it was not yet out; a sentence that waits for the release ("only after", "once published",
  "solo dopo", "só a partir de", "först efter", "erst nach") or takes the last one already
  out states none;
- an official inflation measure (a consumer price index: CPI, HICP, IPCA, INPC, FOI, NIC,
  KPI, VPI, IPC, RPI, PCE, or "inflation" itself) of each period read at a point of that same
  period ("each month's IPCA on the last business day of the month itself", "the year's
  revaluation by inflation used from 1 January of the same year"): a statistics office
  publishes a month's index weeks after the month ends, so no point inside the month has it.

An expert's valuations, a fund manager's report or a company's accounts used from the end of
the period they are for are read with the audited figures of every language
(`audited_at_period_end`).

Pure: regex fragments `leakage` reads as look-ahead, under `publication_lag.NAME`.
"""

from __future__ import annotations

from typing import Final

#: a verb or participle of making figures public, in the seven languages and English
_PUBLISHED: Final = (
    r"(?:published|released|issued|reported|publicad[oa]s?|divulgad[oa]s?|pubblicat[oiae]|"
    r"diffus[oaie]|rilasciat[oiae]|publi[ée]e?s?|diffus[ée]e?s?|ver[öo]ffentlicht|"
    r"herausgegeben|gepubliceerd|uitgebracht|publicera(?:d|de|des|s|t)|offentliggjord[ae]?|"
    r"offentliggörs)"
)
#: a month, spelt out, in the seven languages (only to skip it: "in June of the following year")
_MONTH_WORD: Final = r"[A-Za-zÀ-ÿ]{3,10}\.?"
#: the period after the one the figure is for: "the following year", "dell'anno successivo",
#: "do ano seguinte", "året därpå", "des Folgejahres", "de l'année suivante", "van het
#: volgende jaar"
_NEXT_PERIOD: Final = (
    r"(?:of\s+)?the\s+(?:following|next|subsequent)\s+(?:year|quarter|month|half)|"
    r"(?:dell['’]|del\s+|nell['’]|nel\s+|l['’])\s*(?:anno|trimestre|mese|semestre)\s+"
    r"(?:successivo|seguente|dopo)|"
    r"(?:d?[oa]\s+|n[oa]\s+)(?:ano|trimestre|m[êe]s|semestre)\s+(?:seguinte|posterior|subsequente)|"
    r"(?:del\s+|el\s+|en\s+el\s+)(?:a[ñn]o|trimestre|mes|semestre)\s+(?:siguiente|posterior)|"
    r"(?:de\s+l['’]|l['’])\s*ann[ée]e\s+suivante|(?:du\s+|le\s+)(?:trimestre|mois|semestre)\s+"
    r"suivant|"
    r"(?:des\s+|im\s+)?Folge(?:jahr|quartal|monat)(?:es|s)?|"
    r"(?:van\s+)?(?:het\s+|de\s+)?(?:volgende|daaropvolgende)\s+(?:jaar|kwartaal|maand)|"
    r"(?:året|kvartalet|månaden|halvåret)\s+(?:därpå|därefter|efter)|"
    r"(?:följande|nästa|påföljande)\s+(?:år|kvartal|månad|halvår)"
)
#: ... a published figure dated in the next period: "published in June of the following year"
#: (said of the figure as a participle, not as the sentence's own predicate: "each quarter's
#: volume is reported in the following quarter's pack" says when it comes out, not that it is
#: used before)
_NOT_PREDICATE: Final = (
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)(?<!\bbeen\s)"
    r"(?<!\bé\s)(?<!\bè\s)(?<!\bfoi\s)(?<!\bsão\s)(?<!\bviene\s)(?<!\bvengono\s)"
    r"(?<!\bsono\s)(?<!\bwird\s)(?<!\bwerden\s)(?<!\best\s)(?<!\bsont\s)(?<!\bes\s)"
    r"(?<!\bson\s)(?<!\bfue\s)(?<!\bwordt\s)(?<!\bworden\s)(?<!\bär\s)(?<!\bblir\s)"
)
_PUBLISHED_NEXT: Final = (
    rf"{_NOT_PREDICATE}\b{_PUBLISHED}\s+(?:(?:only|solo|s[óo]|först|erst|seulement|pas|pas\s+avant|"
    r"in|a|em|en|i|im|au|al|ad|nel|no|na|om|sólo|solamente)\s+){0,2}?"
    rf"(?:{_MONTH_WORD}\s+)?(?:{_NEXT_PERIOD})\b"
)
#: a sentence that waits for the release, or takes the last one already out
_WAITS: Final = (
    r"\b(?:only\s+(?:after|once|from)|once|after\s+(?:its|their|the)\s+(?:release|publication)|"
    r"solo\s+dopo|soltanto\s+dopo|una\s+volta|gi[àa]\s+pubblicat|s[óo]\s+(?:a\s+partir|depois|"
    r"ap[óo]s)|somente\s+(?:depois|ap[óo]s)|j[áa]\s+(?:publicad|divulgad)|"
    r"s[óo]lo\s+despu[ée]s|una\s+vez|ya\s+publicad|seulement\s+apr[èe]s|une\s+fois|d[ée]j[àa]\s+"
    r"publi|erst\s+nach|sobald|bereits\s+ver[öo]ffentlicht|pas\s+na|zodra|al\s+gepubliceerd|"
    r"först\s+efter|när\s+(?:den|de|det)\s+(?:har\s+)?publicer|redan\s+publicer|"
    r"lag\w*|ritardo|atraso|defasagem|eftersläpning|Verz[öo]gerung|d[ée]calage|retraso|"
    r"vertraging|rezago|desfase|defasad\w*)"
)
PUBLISHED_NEXT_PERIOD: Final = rf"^(?![^.;]*?{_WAITS})[^.;]*?{_PUBLISHED_NEXT}"

#: an official inflation measure: a consumer price index by its acronym or its name, or the
#: inflation it measures
_INFLATION: Final = (
    r"(?:(?-i:CPI|HICP|HVPI|VPI|RPI|PCE|IPCA|INPC|IGP-M|IPC|IPCH|FOI|NIC|IPCA-E|KPI|KPIF|HIKP)"
    r"|inflation\w*|infla[çc][ãa]o|inflazione|inflaci[óo]n|inflatie|Inflation\w*|"
    r"consumer\s+price\s+index|[íi]ndice\s+de\s+pre[çc]os|indice\s+dei\s+prezzi|"
    r"[íi]ndice\s+de\s+precios|indice\s+des\s+prix|Verbraucherpreisindex|"
    r"consumentenprijsindex|konsumentprisindex\w*)"
)
#: each period, as the figure's own: "de cada mês", "di ciascun anno", "of each month", "each
#: month's", "varje månads", "jedes Monats", "de chaque mois"
_EACH_PERIOD: Final = (
    r"(?:(?:de|di|del|of|för|von|van)\s+)?(?:cada|ciascun[oa]?|ogni|each|every|varje|jede[ns]?|"
    r"chaque|elke?)\s+(?:m[êe]s|mese|mes|month|månad|Monats?|mois|maand|ano|anno|año|year|år|"
    r"Jahr(?:es)?|ann[ée]e|jaar|trimestre|quarter|kvartal|Quartals?|kwartaal)(?:['’]s|s)?"
)
#: a point of that same period: "do próprio mês", "dello stesso anno", "of the month itself",
#: "of the same year", "samma månad", "desselben Monats", "du même mois", "del mismo año"
_SAME_PERIOD: Final = (
    r"(?:d?[oa]\s+)?(?:pr[óo]pri[oa]|mesm[oa])\s+(?:m[êe]s|ano|trimestre)|"
    r"(?:dello|della|del)\s+stess[oa]\s+(?:mese|anno|trimestre)|"
    r"(?:del|dell['’])\s*(?:mese|anno|trimestre)\s+stesso|"
    r"(?:of\s+)?(?:the\s+)?(?:same\s+(?:month|year|quarter)|(?:month|year|quarter)\s+itself)|"
    r"(?:its|their)\s+own\s+(?:month|year|quarter)|"
    r"(?:samma|själva)\s+(?:månad(?:en)?|år(?:et)?|kvartal(?:et)?)|"
    r"desselben\s+(?:Monats|Jahres|Quartals)|"
    r"du\s+m[êe]me\s+(?:mois|ann[ée]e|trimestre)|"
    r"del\s+mismo\s+(?:mes|a[ñn]o|trimestre)|"
    r"van\s+(?:dezelfde|diezelfde)\s+(?:maand|kwartaal)|van\s+hetzelfde\s+jaar"
)
#: a point inside a period, named before it: "the last business day of", "o último dia útil
#: do", "dal 1° gennaio", "the start of", "la fine", "slutet av" (a point the figure is read
#: or used at, not the period as a whole: "the CPI of the same month" only names the figure)
_POINT: Final = (
    r"(?:days?|dia|giorno|d[íi]a|dag(?:en)?|Tag(?:es)?|jour|end|fim|fine|slut(?:et)?|Ende|fin|"
    r"einde|close|fechamento|chiusura|cierre|cl[ôo]ture|start|beginning|in[íi]cio|inizio|"
    r"b[öo]rjan|Anfang|Beginn|d[ée]but|begin|\d{1,2}(?:°|º|st|nd|rd|th|er)?\s+(?:de\s+)?"
    r"[A-Za-zÀ-ÿ]{3,10})"
)
#: ... the measure of each period and a point of the same period in one sentence that does not
#: wait for the release: "lê o IPCA de cada mês no último dia útil do próprio mês" (the match
#: ends at the figure's period, the point said after it only in a lookahead: the polarity read
#: is the figure's, and a preposition like Portuguese "no" before the point denies nothing)
OWN_PERIOD_PRINT: Final = (
    rf"^(?![^.;]*?{_WAITS})(?=[^.;]*?\b{_INFLATION}\b)[^.;]*?{_EACH_PERIOD}\b"
    rf"(?=[^.;]{{0,160}}?\b{_POINT}\b[^.;]{{0,20}}?\b(?:{_SAME_PERIOD})\b)"
)

__all__ = ["OWN_PERIOD_PRINT", "PUBLISHED_NEXT_PERIOD"]
