"""The subjects of a limit in Hungarian, by stem.

A Hungarian pension fund's befektetési politika or limittábla names what it bounds with a noun
that takes its case endings, possessive and plural glued on ("részvények aránya",
"részvénykitettség", "devizában", "kibocsátóra", "kibocsátóval szembeni kitettség"), and joins
nouns into one compound word ("devizakockázat", "devizapozíció", "részvényportfólió"). Each
pattern is a stem with any ending or compound tail, so every case of the noun is read, not the
one a sentence happens to use. A text is lower-cased before it is read, with its accents kept or
dropped as code types them ("reszvenyMax" is "reszveny max", "kibocsatoMax"), so every accented
letter is matched with and without its accent. `limit_lexicon_europe` joins these to the other
languages' words, one pattern per canonical subject (`limits.SUBJECTS`).

As in Czech, the bare word for an issuer is no subject (the fund's own bonds have one): one
issuer ("egy / egyetlen / bármely / minden kibocsátó"), per issuer ("kibocsátónként") or a
limit on it ("kibocsátói limit", a field's "kibocsato max") is; the issuers' number
("kibocsátók száma") is the count of holdings. "Részvénytársaság" (a company's form, Zrt.) is
no equity.
"""

from __future__ import annotations

import re
from typing import Final

#: the stem of the issuer: "kibocsátó" in every case ("kibocsátóra", "kibocsátóval",
#: "kibocsátónként", "kibocsátói")
_ISSUER: Final = r"kibocs(?:á|a)t(?:ó|o)"
#: the number of: "száma", "számának", "darabszám"
_NUMBER: Final = r"(?:sz(?:á|a)m(?:a|ának|anak|át|at)\b|darabsz(?:á|a)m\w*)"

#: one issuer: "egy (vállalati) kibocsátó", "egyetlen kibocsátó", "bármely / minden / ugyanazon
#: kibocsátó", "kibocsátónként", "kibocsátói limit / koncentráció", a field's "kibocsato max"
_POSITION: Final = re.compile(
    rf"\b(?:egy|egyetlen|b(?:á|a)rmely|minden|ugyanazon|azonos)\s+(?:\w+\s+)?{_ISSUER}\w*|"
    rf"\b{_ISSUER}nk(?:é|e)nt\b|"
    rf"\b{_ISSUER}i\s+(?:limit|koncentr(?:á|a)ci|kitetts(?:é|e)g)\w*|"
    rf"\b{_ISSUER}\s+(?:max|min|limit)\b"
)
#: how many holdings: "kibocsátók / részvények / értékpapírok / pozíciók száma", "a
#: részvényportfólió kibocsátóinak száma" (the things counted after a figure, "legalább 40
#: különböző részvény", are its unit: `limit_lexicon_merger_arb`)
_HOLDINGS_COUNT: Final = re.compile(
    rf"\b(?:{_ISSUER}|r(?:é|e)szv(?:é|e)ny|(?:é|e)rt(?:é|e)kpap(?:í|i)r|poz(?:í|i)ci(?:ó|o))"
    rf"\w*\s+{_NUMBER}"
)
#: equities: "részvény" and its compounds in every case ("tőzsdei részvények",
#: "részvénykitettség", "részvényhányad", a field's "reszveny"), never "részvénytársaság"
_EQUITY: Final = re.compile(r"\br(?:é|e)szv(?:é|e)ny(?!t(?:á|a)rsas(?:á|a)g)\w*")
#: currencies: "deviza" and its compounds ("devizakockázat", "nyitott devizapozíció",
#: "devizában", "devizakitettség"), never an exchange rate ("devizaárfolyam")
_CURRENCY: Final = re.compile(r"\bdeviz(?:a|á)(?!(?:á|a)rfolyam)\w*")
#: the tracking error: "követési hiba / eltérés" ("várható követési eltérés"), "aktív kockázat"
_TRACKING: Final = re.compile(
    r"\bk(?:ö|o)vet(?:é|e)si\s+(?:hib|elt(?:é|e)r(?:é|e)s)\w*|\bakt(?:í|i)v\s+kock(?:á|a)zat\w*"
)
#: cash: "likvid eszközök", "készpénz" and its compounds, "pénzeszközök", "bankbetét"
_CASH: Final = re.compile(
    r"(?<!il)\blikvid\s+eszk(?:ö|o)z\w*|\bk(?:é|e)szp(?:é|e)nz\w*|\bp(?:é|e)nzeszk(?:ö|o)z\w*|"
    r"\bbankbet(?:é|e)t\w*"
)
#: illiquid holdings: "illikvid", "nem likvid", "tőzsdén kívüli", "nem jegyzett"
_ILLIQUID: Final = re.compile(
    r"\billikvid\w*|\bnem\s+likvid\w*|\bt(?:ő|o)zsd(?:é|e)n\s+k(?:í|i)v(?:ü|u)li\b|"
    r"\bnem\s+jegyzett\w*"
)
#: leverage: "tőkeáttétel" in every case
_GROSS: Final = re.compile(r"\bt(?:ő|o)ke(?:á|a)tt(?:é|e)tel\w*")
#: volatility: "volatilitás", "szórás"
_VOLATILITY: Final = re.compile(r"\bvolatilit(?:á|a)s\w*|\bsz(?:ó|o)r(?:á|a)s(?:a|t|\b)")
#: sectors and countries: "ágazat", "szektor"; "ország", "országonként"
_SECTOR: Final = re.compile(r"\b(?:á|a)gazat\w*|\bszektor\w*")
_COUNTRY: Final = re.compile(r"\borsz(?:á|a)g(?!os)\w*")

#: canonical subject -> its words in Hungarian
HU_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "min_holdings_count": _HOLDINGS_COUNT,
    "max_equity_weight": _EQUITY,
    "max_currency_exposure": _CURRENCY,
    "max_tracking_error": _TRACKING,
    "cash_weight": _CASH,
    "max_illiquid_weight": _ILLIQUID,
    "max_gross_leverage": _GROSS,
    "target_volatility": _VOLATILITY,
    "max_sector_weight": _SECTOR,
    "max_country_weight": _COUNTRY,
}

__all__ = ["HU_SUBJECTS"]
