"""How names are compared: the same company written differently must give the same key.

"Volkswagen AG", "VOLKSWAGEN A.G.", "volkswagen" and "Volkswagen Aktiengesellschaft" are one
name; "L'Oréal" and "LOreal" too; "Merck & Co." and "Merck and Co" as well. A key keeps the
words that distinguish a company and drops what every company has (legal form, "the",
punctuation, accents, case). Two keys are produced: a spaced one (word order and token
matching) and a compact one (no spaces, for "L Oreal" vs "LOreal").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

# Legal forms, removed from the end of a name (repeatedly: "Holding SE & Co. KGaA").
LEGAL_SUFFIXES: Final[frozenset[str]] = frozenset(
    {
        "inc",
        "incorporated",
        "corp",
        "corporation",
        "co",
        "company",
        "cos",
        "companies",
        "ltd",
        "limited",
        "llc",
        "lp",
        "plc",
        "ag",
        "se",
        "sa",
        "nv",
        "bv",
        "gmbh",
        "kgaa",
        "kg",
        "spa",
        "sab",
        "de cv",
        "ab",
        "publ",
        "asa",
        "as",
        "oyj",
        "oy",
        "aktiengesellschaft",
        "group",
        "the",
        "and co",
        "sas",
        "srl",
        "pte",
        "pty",
        "bhd",
        "tbk",
        "kk",
        "kabushiki kaisha",
        "holdings",
        "holding",
    }
)
# Multi-letter forms written with dots or spaces ("S.A.", "N. V.") collapse to these first.
_DOTTED: Final = re.compile(r"\b((?:[a-z]\s?\.\s?){2,})")
ABBREVIATIONS: Final[dict[str, str]] = {
    "intl": "international",
    "int'l": "international",
    "mfg": "manufacturing",
    "natl": "national",
    "grp": "group",
    "hldgs": "holdings",
    "hldg": "holding",
    "tech": "technologies",
    "techs": "technologies",
    "technology": "technologies",
    "svcs": "services",
    "svc": "services",
    "sys": "systems",
    "bancorp": "bancorp",
    "st": "saint",
    "ste": "sainte",
    "mt": "mount",
    "assn": "association",
    "ins": "insurance",
    "fin": "financial",
    "pharm": "pharmaceuticals",
    "pharma": "pharmaceuticals",
    "pharmaceutical": "pharmaceuticals",
    "motor": "motors",
    "industry": "industries",
    "ind": "industries",
    "indus": "industries",
}
_GERMAN: Final = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"}
# Letters of any script count as word characters: a Japanese or Greek name is a name too.
_NON_WORD: Final = re.compile(r"[\W_]+")
# Legal forms written without spaces in Chinese and Japanese names ("トヨタ自動車株式会社").
_CJK_FORMS: Final = ("株式会社", "有限会社", "合同会社", "股份有限公司", "有限公司", "集团", "公司")
_APOSTROPHE: Final = re.compile(r"(?<=[a-z])['’`](?=[a-z])")


def fold(text: str, *, german: bool = False) -> str:
    """Lower case without accents (é → e), or with German umlauts spelt out (ü → ue).

    Only combining marks are dropped, so scripts without a Latin form keep their letters.
    """
    if german:
        text = "".join(_GERMAN.get(ch, ch) for ch in text)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def tokens_of(text: str, *, expand: bool = True) -> list[str]:
    """Words of a folded text: '&' is 'and', apostrophes inside words vanish (l'oreal).

    With `expand`, abbreviations and singular forms take one spelling ("Intl" = "International",
    "Technology" = "Technologies"); without, words stay as written, which typo matching needs.
    """
    text = text.replace("&", " and ").replace("+", " and ")
    text = _APOSTROPHE.sub("", text)
    text = _DOTTED.sub(lambda m: m.group(1).replace(".", "").replace(" ", "") + " ", text)
    words = [_without_cjk_form(w) for w in _NON_WORD.split(text) if w]
    if not expand:
        return [w for w in words if w]
    return [ABBREVIATIONS.get(w, w) for w in words if w]


def _without_cjk_form(word: str) -> str:
    for form in _CJK_FORMS:
        if len(word) > len(form):
            if word.endswith(form):
                return word[: -len(form)]
            if word.startswith(form):
                return word[len(form) :]
    return word


def strip_legal(words: list[str]) -> list[str]:
    """Remove legal forms and 'the' at either end, but never every word of a name."""
    result = list(words)
    changed = True
    while changed and len(result) > 1:
        changed = False
        for size in (3, 2, 1):
            if len(result) > size and " ".join(result[-size:]) in LEGAL_SUFFIXES:
                result = result[:-size]
                changed = True
                break
        if len(result) > 1 and result[-1] == "and":
            result = result[:-1]
            changed = True
        if len(result) > 1 and result[0] == "the":
            result = result[1:]
            changed = True
    return result


@lru_cache(maxsize=65_536)
def name_key(name: str, *, german: bool = False, expand: bool = True) -> str:
    """The spaced comparison key of a name ('' if nothing distinctive is left)."""
    return " ".join(strip_legal(tokens_of(fold(name, german=german), expand=expand)))


@lru_cache(maxsize=65_536)
def full_key(name: str) -> str:
    """Every word of the name, legal form included: 'Porsche SE' → 'porsche se'."""
    return " ".join(tokens_of(fold(name)))


def compact(key: str) -> str:
    """The key without spaces: 'l oreal' and 'loreal' meet here."""
    return key.replace(" ", "")


@lru_cache(maxsize=65_536)
def keys_of(name: str) -> frozenset[str]:
    """Every key a name is indexed under: accent-folded and umlaut-spelt forms, with and
    without abbreviations expanded."""
    keys = {
        name_key(name, german=german, expand=expand)
        for german in (False, True)
        for expand in (True, False)
    }
    return frozenset(k for k in keys if k)
