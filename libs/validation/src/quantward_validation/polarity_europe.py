"""Values given as past, or only proposed and turned down, in German, French, Italian, Spanish
and Dutch.

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

#: a value only proposed, or proposed and turned down
HYPOTHETICAL: Final = (
    r"\b(?:vorschlag\w*|vorgeschlagen|abgelehnt|verworfen|"
    r"proposition|propos(?:é|e)e?s?|refus(?:é|e)e?s?|rejet(?:é|e)e?s?|"
    r"propost[ao]|respint[ao]|rifiutat[ao]|bocciat[ao]|"
    r"propuest[ao]|rechaz(?:ó|o|ad[ao]|aron)|"
    r"voorstel|voorgesteld|afgewezen|verworpen)\b"
)

__all__ = ["HYPOTHETICAL", "PAST", "UNTIL_DATE"]
