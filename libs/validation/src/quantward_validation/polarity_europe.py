"""Values given as past, or only proposed and turned down, in German, French, Italian, Spanish
and Dutch (and a proposal turned down, withdrawn or deferred in Portuguese and Swedish:
"rejeitada", "retirada de pauta", "avslogs", "bordlades", "återremitterades").

A continental fund's correspondence tells a limit's history in its own words: "bis zum
31.12.2016 galt 20 %", "l'ancienne limite était de 3 %", "fino al 30/06/2018 il limite era il
2 %", "hasta el 31/12/2017 el límite era 3 x", "tot 31-12-2016 gold een limiet van 20 %"; and a
proposal turned down: "der Vorschlag, die Grenze auf 8 % anzuheben, wurde abgelehnt", "le comité
a refusé de porter la limite à 40 %", "ha respinto la proposta di portare il limite all'8 %",
"rechazó fijar el límite en el 1 %", "het voorstel … werd afgewezen". `PAST`, `UNTIL_DATE` and
`HYPOTHETICAL` are regular-expression fragments over lower-cased text that `polarity` joins to
its English ones, so mandate bounds and provenance alike drop those values.
"""

from __future__ import annotations

from typing import Final

#: a date as continental paperwork writes it: "31.12.2016", "30/06/2019", "15-03-2018", "1.
#: Januar 2017", "1er juillet 2018", "1° gennaio 2017", "1 de enero de 2017", "1 januari 2017"
_DATE: Final = (
    r"(?:\d{1,2}[./-]\s?\d{1,2}[./-]\d{2,4}|"
    r"\d{1,2}(?:\.|°|º|er)?\s+(?:de\s+)?[a-zäéèûìíóúñ]+\s+(?:de\s+)?\d{4}|\d{4})\b"
)

#: what held until a date: "bis zum 31.12.2016", "jusqu'au 30/06/2018", "fino al 31/12/2016",
#: "hasta el 31/12/2016", "tot 31-12-2016" (a date, never a value: "fino al 5 %" is a ceiling)
UNTIL_DATE: Final = (
    r"\b(?:bis\s+(?:zum|zur|ende|einschlie(?:ß|ss)lich)|jusqu['’]\s*(?:au|à\s+fin)|"
    r"fino\s+al(?:la)?|hasta\s+(?:el|finales\s+de)|tot(?:\s+en\s+met)?)\s+" + _DATE
)

#: words of a value that held before
PAST: Final = (
    # de
    r"\b(?:fr(?:ü|ue)her|ehemals|vormals|urspr(?:ü|ue)nglich|galt|betrug|"
    r"lag\s+(?:die|der|das|bei)|nicht\s+mehr\s+(?:g(?:ü|ue)ltig|in\s+kraft)|"
    r"alte[nr]?\s+(?:grenze|limit|obergrenze))\b|"
    # fr
    r"\b(?:auparavant|anciennement|pr(?:é|e)c(?:é|e)demment|autrefois|(?:é|e)tait|valait|"
    r"n['’]est\s+plus\s+(?:valable|en\s+vigueur|applicable)|ancienne\s+limite)\b|"
    # it
    # ("era" only after a limit's noun or before its value's article, never the English noun)
    r"\b(?:l(?:i|í)mite|soglia|tetto|valore|livello|nivel|valor)\s+era\b|"
    r"\bera\s+(?:il|la|l['’]|el|de|del|di|pari)\b|"
    r"\b(?:in\s+precedenza|precedentemente|valeva|"
    r"non\s+(?:è|e)\s+pi(?:ù|u)\s+(?:valido|in\s+vigore)|vecchio\s+limite)\b|"
    # es
    r"\b(?:anteriormente|antiguo\s+l(?:í|i)mite|estaba|"
    r"ya\s+no\s+(?:es\s+v(?:á|a)lido|est(?:á|a)\s+en\s+vigor|rige))\b|"
    # nl
    r"\b(?:voorheen|vroeger|gold|bedroeg|niet\s+meer\s+geldig|oude\s+limiet)\b"
)

#: the participle that says a proposal was adopted: "angenommen", "genehmigt", "beschlossen";
#: "retenue", "adoptée", "approuvée"; "approvata", "adottata", "accolta"; "aprobada",
#: "adoptada", "aceptada"; "aangenomen", "goedgekeurd", "vastgesteld"
_ADOPTION: Final = (
    r"(?:angenommen|genehmigt|beschlossen|verabschiedet|"
    r"(?:retenu|adopt(?:é|e)|approuv(?:é|e)|entérin(?:é|e)|valid(?:é|e))e?s?|"
    r"(?:approvat|adottat|accolt|ratificat)[aoie]|"
    r"(?:aprobad|adoptad|aceptad|ratificad)[ao]s?|"
    r"aangenomen|goedgekeurd|vastgesteld|bekrachtigd|"
    # pt "aprovada", "acolhida", "homologada"; the board's own verb: "o Conselho aprova"
    r"(?:aprovad|adotad|acolhid|homologad|ratificad)[oa]s?|aprova(?:m|ram|u)?|"
    # sv "antogs", "godkändes", "fastställdes", "biföll"
    r"antogs|antagen|antaget|antagna|godk(?:ä|a)nd(?:es|e|a|t)?|fastst(?:ä|a)lld(?:es|e)|"
    r"bif(?:ö|o)lls?|beslutade\s+att\s+fastst(?:ä|a)lla|"
    r"beslutade\s+i\s+enlighet\s+med\s+f(?:ö|o)rslaget)"
)
#: a value proposed and turned down, or whose adoption is denied ("n'est pas retenue", "nicht
#: angenommen", "non è stata approvata", "no fue aprobada", "niet aangenomen")
HYPOTHETICAL: Final = (
    r"\b(?:abgelehnt|verworfen|"
    r"refus(?:é|e)e?s?|rejet(?:é|e)e?s?|"
    r"respint[ao]|rifiutat[ao]|bocciat[ao]|"
    r"rechaz(?:ó|o|ad[ao]|aron)|"
    r"afgewezen|verworpen|"
    # it: withdrawn or deferred is not adopted either ("ritirata", "rinviata")
    r"ritirat[aoie]|rinviat[aoie]|"
    # pt "rejeitada", "indeferida", "retirada de pauta", "adiada"
    r"rejeitad[oa]s?|recusad[oa]s?|indeferid[oa]s?|retirad[oa]s?\s+de\s+pauta|adiad[oa]s?|"
    # sv "avslogs", "avslag", "bordlades", "återremitterades", "drogs tillbaka", "röstades ned"
    r"avslog(?:s)?|avslag(?:en|et|na)?|bordla(?:de|des|gd|gt|gda)|"
    r"(?:å|a)terremitter(?:ade|ades|at|ad)|drogs\s+tillbaka|r(?:ö|o)stades\s+ned|"
    rf"(?:n(?:ã|a)o|inte|ej)\s+(?:(?:foi|foram|(?:har\s+)?blivit)\s+)?{_ADOPTION}|"
    r"(?:pas|nicht|non|no|niet)\s+(?:(?:été|worden|wurde|stat[ao]|(?:è|e)\s+stat[ao]|sido|fue|"
    rf"ha\s+sido)\s+)?{_ADOPTION})\b"
)
#: a value named as only proposed ("der Vorschlag", "la fourchette proposée", "la propuesta",
#: "het voorstel"): an adoption said of it (`ADOPTED`) makes it the value in force, as the
#: English "proposed … was adopted" does
PROPOSED: Final = (
    r"\b(?:vorschlag\w*|vorgeschlagen|"
    r"proposition|propos(?:é|e)e?s?|"
    r"propost[ao]|"
    r"propuest[ao]|"
    r"voorstel|voorgesteld|"
    # pt "a proposta", "sugerida pela consultoria"; it "suggerita"; sv "förslaget", "föreslog"
    r"propost[ao]s?|sugerid[ao]s?|suggerit[ao]|"
    r"f(?:ö|o)rslag\w*|f(?:ö|o)reslog|f(?:ö|o)reslag(?:en|et|na)|tillstyrkte)\b"
)
#: a proposal said to be adopted (a negation before it is turned down: `HYPOTHETICAL`, which
#: `polarity` reads first)
ADOPTED: Final = rf"\b{_ADOPTION}\b"

__all__ = ["ADOPTED", "HYPOTHETICAL", "PAST", "PROPOSED", "UNTIL_DATE"]
