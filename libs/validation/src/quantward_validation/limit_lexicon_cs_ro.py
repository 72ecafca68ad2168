"""The subjects of a limit in Czech and Romanian, by stem.

A Czech statut and a Romanian prospect name what they bound in inflected nouns, and often with
the thing qualified by a genitive after it ("podíl expozice vůči jednomu emitentovi", "tracking
error mandátu", "expunerea pe un singur emitent", "riscul valutar după acoperire"). Each pattern
is a stem with any ending, so every case of the noun is read, not the one a sentence happens to
use, and a config name typed without diacritics ("pakovyPomer", "limitaValutara") is read as its
words are. A bare issuer in the singular is one issuer's share, as German "Emittent" is; its
plural counts issuers ("počet emitentů", "număr de emitenți") and is left to the count.
`limit_lexicon_europe` joins these into its table, one pattern per canonical subject (as in
`limits.SUBJECTS`).
"""

from __future__ import annotations

import re
from typing import Final

#: one issuer: cs "jednomu / jednoho / jedinému / témuž / každému emitentovi", a bare singular
#: "emitent(a, ovi, em)"; ro "un (singur) emitent", "același emitent", "pe emitent", "emitentul"
_POSITION: Final = re.compile(
    r"\bemitent(?:a|ovi|em|u|ul|ului)?\b|"
    r"\b(?:un\s+singur|acela(?:ș|ş|s)i|fiecare|orice)\s+emiten\w*"
)
#: cash: cs "hotovost", "peněžní prostředky"; ro "numerar", "disponibilități bănești"
_CASH: Final = re.compile(
    r"\bhotovost\w*|\bpen(?:ě|e)(?:ž|z)n\w*\s+prost(?:ř|r)ed\w*|"
    r"\bnumerar\w*|\bdisponibilit\w*\s+b(?:ă|a)ne(?:ș|ş|s)ti\b"
)
#: leverage: cs "páka", "pákový poměr", "koeficient páky" (typed "pakovy" too, never the adverb
#: "pak"), "celková expozice" (gross exposure, as a ratio to the fund's capital); ro "levier",
#: "efectul de levier", "expunerea totală"
_GROSS: Final = re.compile(
    r"\bp(?:á|a)k(?:a|y|u|ou|ov\w*)\b|\bcelkov\w*\s+expozic\w*|"
    r"\blevier\w*|\bexpuner\w*\s+total\w*"
)
#: the tracking error: cs "aktivní riziko", "odchylka od benchmarku"; ro "riscul activ",
#: "eroarea de urmărire"
_TRACKING: Final = re.compile(
    r"\baktivn\w*\s+rizik\w*|\bodchylk\w*\s+od\s+(?:benchmark|srovn(?:á|a)vac)\w*|"
    r"\brisc\w*\s+activ\w*|\beroare\w*\s+de\s+urm(?:ă|a)rire\b"
)
#: currencies: cs "měnové riziko", "měnová expozice", "měnově nezajištěné", "cizí měny",
#: "cizoměnové"; ro "riscul valutar", "expunerea valutară", "valută", "valute"
_CURRENCY: Final = re.compile(
    r"\bm(?:ě|e)nov\w*|\bciz(?:í|i)\w*\s+m(?:ě|e)n\w*|\bcizom(?:ě|e)n\w*|"
    r"\bnezaji(?:š|s)t\w*\s+m(?:ě|e)n\w*|\bvalut\w*"
)
#: unlisted and illiquid holdings: cs "nelikvidní", "nekótované"; ro "nelichide", "necotate"
_ILLIQUID: Final = re.compile(r"\bnelikvid\w*|\bnek(?:ó|o)tovan\w*|\bnelichid\w*|\bnecotat\w*")
#: equities: cs "akcie", "akcií", "akciové investice" (never "akce", an event); ro "acțiuni",
#: "acțiunile", "titluri de capital"
_EQUITY: Final = re.compile(
    r"\bakci(?:e|í|i|ím|im|emi|ích|ich|ov\w*)\b|"
    r"\bac(?:ț|ţ|t)iun(?:i|ile|ilor)\b|\btitlur\w*\s+de\s+capital\b"
)
#: how many holdings: cs "počet emitentů / titulů / společností"; ro "număr(ul) (minim) de
#: emitenți / societăți / poziții"
_HOLDINGS_COUNT: Final = re.compile(
    r"\bpo(?:č|c)(?:et|tu)\s+(?:\w+\s+)?(?:emitent(?:ů|u)|titul(?:ů|u)|spole(?:č|c)nost(?:í|i)|"
    r"pozic)\b|"
    r"\bnum(?:ă|a)r\w*\s+(?:minim\s+)?de\s+(?:emiten\w*|societ\w*|pozi\w*|titluri)"
)

#: canonical subject -> its words in Czech and Romanian
CS_RO_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "cash_weight": _CASH,
    "max_gross_leverage": _GROSS,
    "max_tracking_error": _TRACKING,
    "max_currency_exposure": _CURRENCY,
    "max_illiquid_weight": _ILLIQUID,
    "max_equity_weight": _EQUITY,
    "min_holdings_count": _HOLDINGS_COUNT,
}

__all__ = ["CS_RO_SUBJECTS"]
