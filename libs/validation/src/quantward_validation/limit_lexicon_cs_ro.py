"""The subjects of a limit in Czech, Slovak and Romanian, by stem.

A Czech statut or investiční strategie and a Romanian prospect de pensii name what they bound in
inflected nouns, as Polish does ("podíl akcií", "akciové investice"; "plasamente în acțiuni"),
and often with the thing qualified by a genitive after it ("podíl expozice vůči jednomu
emitentovi", "tracking error mandátu", "expunerea pe un singur emitent", "riscul valutar după
acoperire"). Each pattern is a stem with any ending, so every case of the noun is read, not the
one a sentence happens to use. A text is lower-cased before it is read, with its accents kept or
dropped as code types them ("limitNezajistenaMenaMax" is "nezajistena mena", "pakovyPomer"), so
every accented letter is matched with and without its accent. Slovak shares Czech's stems
with its own vowels and endings ("expozícia voči jednému emitentovi", "aktívne riziko",
"menová pozícia", "počet titulov", "akciám"), so each Czech pattern also takes the Slovak
spelling of its stem rather than a second table. `limit_lexicon_europe` joins these
to the other languages' words, one pattern per canonical subject (`limits.SUBJECTS`).

The bare word for an issuer is no subject in either language (the fund's own securities have
one): only one issuer, each issuer or a limit on the issuer is; its plural counts issuers
("počet emitentů", "număr de emitenți") and is left to the count.
"""

from __future__ import annotations

import re
from typing import Final

#: one issuer: cs "jednoho / jediného / jednotlivého / téhož / každého emitenta", "vůči jednomu
#: emitentovi", "na emitenta"; sk "jedného / toho istého emitenta", "voči jednému emitentovi",
#: a field's "jeden emitent"; ro "un (singur) emitent", "pe emitent", "per emitent", "același
#: emitent", "fiecare / orice emitent", "limita pe emitent" (and a field's "limitaEmitent")
_POSITION: Final = re.compile(
    r"\b(?:jedn\w*|jeden|ist(?:é|e)(?:ho|mu)|jedin\w*|jednotliv\w*|t(?:é|e)(?:ho|mu)(?:ž|z)|t(?:í|i)m(?:ž|z)|stejn\w*|na|ka(?:ž|z)d\w*|per|pe|"
    r"(?:un|unui|o)(?:\s+singur\w*)?|acela(?:ș|s|ş)i|acelui(?:ași|asi|aşi)|fiecare|orice|"
    r"limit\w*|concentr\w*)\s+emiten(?:t|ta|tem|tovi|tu|tul|tului|ți|ti|ţi)\b"
)
#: cash: cs "hotovost", "peněžní prostředky" in every case ("prostředcích"); ro "numerar",
#: "lichidități" (the plural, the holdings; the singular "lichiditate" is the market's
#: liquidity), "disponibilități bănești"
_CASH: Final = re.compile(
    r"\bhotovost\w*|\bpen(?:ě|e)(?:ž|z)n\w*\s+prost(?:ř|r)ed\w*|\bnumerar\w*|"
    r"\blichidit(?:ă|a)(?:ț|t|ţ)i\w*|\bdisponibilit(?:ă|a)(?:ț|t|ţ)i\w*\s+b(?:ă|a)ne(?:ș|s|ş)ti\b"
)
#: leverage: cs "páka" in every case, "pákový poměr", "pákový efekt", "finanční páka", "úroveň
#: páky" (typed "pakovy" too, never the adverb "pak"), "celková expozice" (gross exposure, as a
#: ratio to the fund's capital); sk "celková / hrubá expozícia"; ro "levier", "efectul de
#: levier", "expunerea totală"
_GROSS: Final = re.compile(
    r"\bp(?:á|a)k(?:a|y|u|ou|ov\w*)\b|\b(?:celkov|hrub)\w*\s+expoz(?:í|i)c\w*|"
    r"\blevier\w*|\bexpuner\w*\s+total\w*"
)
#: the tracking error: cs "aktivní riziko", "chyba sledování", "odchylka od benchmarku"; sk
#: "aktívne riziko", "odchýlka od referenčného indexu"; ro
#: "risc(ul) activ", "eroarea de urmărire"
_TRACKING: Final = re.compile(
    r"\bakt(?:í|i)vn\w*\s+rizik\w*|\bchyb\w*\s+sledov(?:á|a)n\w*|"
    r"\bodch(?:ý|y)lk\w*\s+od\s+(?:benchmark|srovn(?:á|a)vac|referen(?:č|c)n)\w*|"
    r"\brisc\w*\s+activ\w*|\beroare\w*\s+de\s+urm(?:ă|a)rire\b"
)
#: currencies: cs "cizoměnový podíl", "cizí měna" in every case, "měnové riziko", "měnově
#: nezajištěné"; sk "menová pozícia", "menové riziko", "nezabezpečené voči EUR … mena", "cudzia
#: mena", "aktíva v iných menách" (the noun "mena" by its endings, never "menej", less); ro
#: "risc valutar", "expunerea valutară", "plafonul valutar", "active în valută", the adjective
#: "valutar(ă)" (never a bare "valuta" or "valutare": the Italian currency and verb of
#: evaluating)
_CURRENCY: Final = re.compile(
    r"\bcizom(?:ě|e)n\w*|\bciz(?:í|i|ích|ich|ími|imi)\s+m(?:ě|e)n\w*|"
    r"\bm(?:ě|e)nov\w*\s+(?:nezaji(?:š|s)t\w*|nezabezpe(?:č|c)\w*|rizik\w*|expoz(?:í|i)c\w*|"
    r"poz(?:í|i)c\w*)|"
    r"\bnezabezpe(?:č|c)\w*\s+(?:\w+\s+){0,3}?(?:men(?:a|y|e|u|ou|ách|ach|ami)\b|menov\w*)|"
    r"\b(?:cudz\w*|in(?:ých|ych|ej|ú|u|á|a|é|e|ými|ymi))\s+men(?:a|y|e|u|ou|ách|ach|ami)\b|"
    r"\bnezaji(?:š|s)t\w*\s+(?:\w+\s+){0,3}?m(?:ě|e)n\w*|"
    r"\b(?:risc\w*|expuner\w*|pozi(?:ț|t|ţ)i\w*|limit\w*|plafon\w*|prag\w*)\s+(?:\w+\s+)?valut\w*|"
    r"\b(?:î|i)n\s+valut\w*|\bvalut(?:ă|ei|elor)\b|\bvalutar(?:ă|a|ul|i)?\b"
)
#: unlisted and illiquid holdings: cs "nelikvidní", "nekótované"; ro "nelichide", "necotate",
#: "netranzacționate"
_ILLIQUID: Final = re.compile(
    r"\bnelikvid\w*|\bnek(?:ó|o)tovan\w*|\bnelichid\w*|\bnecotat\w*|\bnetranzac(?:ț|t|ţ)ionat\w*"
)
#: equities: cs "akcie" in every case, "akciový / akciová / akciové" (never "akciová
#: společnost", a company's form, nor "akce", an event); sk "akciám", "akciách", "akciami" (never
#: "akciová spoločnosť"); ro "acțiuni" in the plural (the
#: singular "acțiunea" is an action), "titluri de capital"
_EQUITY: Final = re.compile(
    r"\bakci(?:e|í|i|ím|im|emi|ích|ich|ám|am|ách|ach|ami)\b|"
    # (an adjective of the titles or issues a count counts is the count's noun, no weight:
    # "najmenej 400 akciových titulov", "400 akciových emisií")
    r"\bakciov\w*\b(?!\s+(?:spol(?:e|o)(?:č|c)nos|titul|emis(?:í|i)))|"
    r"\bac(?:ț|t|ţ)iuni(?:le|lor)?\b|\btitlur\w*\s+de\s+capital\b"
)
#: how many holdings: cs "počet emitentů / společností / titulů / pozic / cenných papírů"; sk
#: "počet emitentov / spoločností / titulov / pozícií / emisií / cenných papierov"; ro
#: "numărul (minim) de emitenți / companii / societăți / titluri / poziții / acțiuni"
_HOLDINGS_COUNT: Final = re.compile(
    r"\bpo(?:č|c)\w*\s+(?:\w+\s+)?(?:emitent(?:ů|u|ov)|spol(?:e|o)(?:č|c)nost(?:í|i)|"
    r"titul(?:ů|u|ov)|pozic|poz(?:í|i)ci(?:í|i)|emisi(?:í|i)|"
    r"cenn(?:ý|y)ch\s+pap(?:í|i)(?:e)?r(?:ů|u|ov))\b|"
    r"\bnum(?:ă|a)r\w*\s+(?:\w+\s+)?de\s+(?:emiten\w*|companii|societ\w*|titluri|pozi\w*|"
    r"ac(?:ț|t|ţ)iuni)\b"
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
