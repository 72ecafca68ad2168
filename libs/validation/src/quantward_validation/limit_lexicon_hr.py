"""The subjects of a limit in Croatian and its South Slavic kin (Serbian and Bosnian in Latin
script, Slovenian), by stem.

A Croatian statut, prospekt or pravilnik of a mirovinski or investicijski fond names what it
bounds in inflected nouns, as Czech and Polish do ("udio dionica", "ulaganja u dionice",
"izloženost prema dionicama", "dionički dio portfelja"), often with the thing qualified by a
genitive after it ("izloženost prema jednom izdavatelju", "odstupanje od referentnog
indeksa"). Each pattern is a stem with the endings of its cases, so every case of the noun is
read, not the one a sentence happens to use; a text is lower-cased before it is read, with its
letters' marks kept or dropped as code types them ("limitDioniceMaks", "udioNovcaMin"), so every
marked letter is matched with and without its mark. Serbian and Bosnian share the stems with
their own words for a few ("akcije", "emitent"), Slovenian has its own ("delnice", "izdajatelj",
"tveganje"); each is a branch of the same pattern rather than a second table.
`limit_lexicon_europe` joins these to the other languages' words, one pattern per canonical
subject (`limits.SUBJECTS`).

The company form "dioničko društvo" (a joint-stock company, "d.d.") is no equity, nor is the
bare word for an issuer (the fund's own securities have one): only one issuer, each issuer or
a limit on the issuer is; its plural counts issuers ("broj izdavatelja") and is left to the
count.
"""

from __future__ import annotations

import re
from typing import Final

#: one issuer: hr "jednog / istog / pojedinačnog / svakog izdavatelja", "prema jednom
#: izdavatelju", "po izdavatelju"; sr, bs "jednog emitenta", "istog izdavaoca"; sl "enega /
#: istega izdajatelja", "posameznega izdajatelja"
_POSITION: Final = re.compile(
    r"\b(?:jedn\w*|ist\w*|pojedina(?:č|c)n\w*|svak\w*|po|en(?:ega|emu|im|em)|"
    r"posamezn\w*|vsak\w*)\s+"
    r"(?:izdavatelj\w*|izdava(?:oc|lac)\w*|emitent\w*|izdajatelj\w*)"
)
#: cash: hr "novac" and "novčana sredstva" in every case ("novca", "novčanih sredstava"),
#: "gotovina"; sl "denar", "denarna sredstva", "gotovina"
_CASH: Final = re.compile(
    r"\bnov(?:ac|ca|cu|cem)\b|\bnov(?:č|c)an\w*\s+sredst\w*|\bgotovin\w*|"
    r"\bdenar(?:ja|ju|jem)?\b|\bdenarn\w*\s+sredst\w*"
)
#: leverage: hr, sr, bs "(financijska) poluga" in every case; sl "(finančni) vzvod"
_GROSS: Final = re.compile(r"\bpolug(?:a|e|i|u|om|ama)\b|\bvzvod\w*")
#: the tracking error: hr "aktivni rizik" in every case, "odstupanje od referentnog indeksa /
#: referentne vrijednosti", "pogreška praćenja"; sl "aktivno tveganje", "odstopanje od
#: primerjalnega indeksa"
_TRACKING: Final = re.compile(
    r"\baktivn\w*\s+rizik\w*|\bpogre(?:š|s)k\w*\s+pra(?:ć|c)enja\b|"
    r"\bodstupanj\w*\s+(?:\w+\s+){0,3}?od\s+referentn\w*|"
    r"\baktivn\w*\s+tveganj\w*|\bodstopanj\w*\s+(?:\w+\s+){0,3}?od\s+(?:primerjaln|referen(?:č|c)n)\w*"
)
#: currencies: hr "valutni rizik", "valutna izloženost / pozicija", "strana valuta" in every
#: case ("stranim valutama"); sl "valutno tveganje", "tuja valuta" (never "valutno usklađena
#: imovina": the assets matched to the fund's currency are its floor, no exposure)
_CURRENCY: Final = re.compile(
    r"\bvalutn\w*\s+(?:rizik\w*|izlo(?:ž|z)en\w*|pozicij\w*|tveganj\w*)|"
    r"\b(?:stran|tuj)\w*\s+valut\w*|\bvalutno\s+neusklađen\w*|\bvalutno\s+neuskladjen\w*"
)
#: unlisted and illiquid holdings: hr "nelikvidna imovina", "neuvrštene dionice"; sl
#: "nelikvidna sredstva", "neuvrščeni"
_ILLIQUID: Final = re.compile(r"\bnelikvidn\w*|\bneuvr(?:š|s)ten\w*|\bneuvr(?:š|s)(?:č|c)en\w*")
#: equities: hr, bs "dionice" in every case ("dionica", "dionicama", "dionicu"), the adjective
#: "dionički" in its genders and cases ("dioničkog dijela", "dionička izloženost"; never
#: "dioničko društvo", a company's form); sr "akcije", "akcijski"; sl "delnice", "delniški"
_EQUITY: Final = re.compile(
    r"\bdionic(?:e|a|i|u|om|ama)\b|\bdioni(?:č|c)k\w*\b(?!\s+dru(?:š|s)t)|"
    r"\bakcij(?:e|a|ama|i|u)\b|\bakcijsk\w*\b(?!\s+dru(?:š|s)t)|"
    r"\bdelnic(?:e|a|i|o|am|ami|ah)?\b|\bdelni(?:š|s)k\w*\b(?!\s+dru(?:ž|z)b)"
)
#: how many holdings: hr "broj izdavatelja / dionica / pozicija / vrijednosnih papira /
#: izdanja" in every case ("brojem izdavatelja"); sl "število izdajateljev / delnic / naložb"
_HOLDINGS_COUNT: Final = re.compile(
    r"\bbroj\w*\s+(?:\w+\s+)?(?:izdavatelja|izdavalaca|emitenata|dionica|akcija|pozicija|"
    r"izdanja|vrijednosnih\s+papira|vrednosnih\s+papira)\b|"
    r"\b(?:š|s)tevil\w*\s+(?:\w+\s+)?(?:izdajateljev|delnic|nalo(?:ž|z)b|vrednostnih\s+papirjev)\b"
)

#: the Slovenian tracking error beside the words above: "sledilna napaka" (the tracking error
#: itself) in every case ("sledilne napake", "sledilno napako"), and the return's "odmik" (a
#: deviation) from the benchmark ("odmik donosnosti od primerjalnega indeksa"), as the Croatian
#: "odstupanje od referentnog indeksa" is read
_TRACKING_SL: Final = re.compile(
    r"\bsledil\w*\s+napak\w*|"
    r"\bodmik\w*\s+(?:\w+\s+){0,3}?od\s+(?:primerjaln|referen(?:č|c)n)\w*"
)
#: the Slovenian and Croatian equity securities by their adjective of ownership: sl
#: "lastniški vrednostni papirji" in every case ("lastniških vrednostnih papirjev"), hr
#: "vlasnički vrijednosni papiri" ("vlasničkih vrijednosnih papira"), as against the debt
#: securities ("dolžniški", "dužnički")
_EQUITY_SECURITIES: Final = re.compile(
    r"\b(?:lastni(?:š|s)k|vlasni(?:č|c)k)\w*\s+vr(?:ij)?ednost?n\w*\s+papir\w*"
)


def _either(*patterns: re.Pattern[str]) -> re.Pattern[str]:
    """One pattern that reads what any of `patterns` reads."""
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


#: canonical subject -> its words in Croatian, Serbian, Bosnian and Slovenian
HR_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "cash_weight": _CASH,
    "max_gross_leverage": _GROSS,
    "max_tracking_error": _either(_TRACKING, _TRACKING_SL),
    "max_currency_exposure": _CURRENCY,
    "max_illiquid_weight": _ILLIQUID,
    "max_equity_weight": _either(_EQUITY, _EQUITY_SECURITIES),
    "min_holdings_count": _HOLDINGS_COUNT,
}

__all__ = ["HR_SUBJECTS"]
