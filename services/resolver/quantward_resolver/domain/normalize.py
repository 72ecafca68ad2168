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
from collections.abc import Iterable
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
        # "& Co"-style forms in other languages ("Hermès & Cie", "Merck und Co")
        "and cie",
        "and cia",
        "et cie",
        "und co",
        "y cia",
        "na",
        # legal forms spelt out, and local-language forms ("Société Anonyme", "Oyj")
        "a s",
        "sca",
        "sapa",
        "scpa",
        "ltda",
        "sl",
        "pjsc",
        "ojsc",
        "jsc",
        "kft",
        "zrt",
        "nyrt",
        "societe anonyme",
        "sociedad anonima",
        "sociedade anonima",
        "societa per azioni",
        "naamloze vennootschap",
        "besloten vennootschap",
        "public limited company",
        "joint stock company",
        "public joint stock company",
        "aktiebolag",
        "aktieselskab",
        "aksjeselskap",
        "allmennaksjeselskap",
        "osakeyhtio",
        "julkinen osakeyhtio",
        "societas europaea",
        "societe europeenne",
        "spolka akcyjna",
        "kommanditgesellschaft auf aktien",
        "gesellschaft mit beschrankter haftung",
        "gesellschaft mit beschraenkter haftung",
        "kabushiki gaisha",
    }
)
#: legal forms (and the royal warrant) written before a name in some languages: "Kabushiki
#: Kaisha Hitachi", "PT Astra International", "Aktiebolaget Volvo", "Koninklijke Ahold
#: Delhaize", "Compagnie de Saint-Gobain", "PJSC Gazprom"
LEADING_FORMS: Final[frozenset[str]] = frozenset(
    {
        "kabushiki kaisha",
        "kabushiki gaisha",
        "aktiebolaget",
        "koninklijke",
        "compagnie de",
        "compagnie",
        "pt",
        "pjsc",
        "pao",
        "oao",
        "ojsc",
    }
)
#: the longest legal form, in words ("gesellschaft mit beschrankter haftung")
_LONGEST_FORM: Final = max(len(form.split()) for form in LEGAL_SUFFIXES)

# Share classes written after a name ("Alphabet Class C", "Volkswagen Vz", "Volvo B",
# "BMW St"): the class is the instrument's, not the company's, so it is not part of the key.
#: words that say which class: preference, ordinary / common
_PREFERENCE_WORDS: Final = frozenset(
    {
        "vz",
        "vzo",
        "vorz",
        "vorzuge",
        "vorzuege",
        "vorzugsaktien",
        "pref",
        "prefs",
        "preferred",
        "pfd",
        "preference",
    }
)
_ORDINARY_WORDS: Final = frozenset(
    {"st", "stamme", "staemme", "stammaktien", "ord", "ordinary", "common"}
)
#: filler after a class ("Class A common stock", "B shares", "Vorzugsaktien")
_CLASS_FILLER: Final = frozenset({"shares", "share", "stock", "aktien", "aktie", "shs"})
_CLASS_WORDS: Final = frozenset({"class", "cl", "series", "ser", "serie"})
_CLASS_LETTERS: Final = frozenset("abc")
_CONNECTOR_WORDS: Final = frozenset({"and", "the", "of", "de", "et", "und", "y"})
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
    # conformed-name abbreviations (as EDGAR writes company names)
    "inds": "industries",
    "comms": "communications",
    "comm": "communications",
    "communication": "communications",
    "elec": "electric",
    "entmt": "entertainment",
    "finl": "financial",
    "labs": "laboratories",
    "lab": "laboratories",
    "mgmt": "management",
    "assoc": "associates",
    "bros": "brothers",
    "prods": "products",
    "pptys": "properties",
    "ppty": "properties",
    "invt": "investment",
    "rlty": "realty",
    "res": "resources",
    "chem": "chemical",
    "chemicals": "chemical",
    "mtrs": "motors",
    "ctr": "center",
    "centre": "center",
    "dev": "development",
    "semicon": "semiconductor",
    "semiconductors": "semiconductor",
    # romanised Japanese words of company names, as their English names write them
    # ("Toyota Jidosha" is Toyota Motor, "Mitsubishi Denki" Mitsubishi Electric)
    "jidosha": "motors",
    "denki": "electric",
    "ginko": "bank",
    "seiyaku": "pharmaceuticals",
    "kogyo": "industries",
    "sangyo": "industries",
    "kagaku": "chemical",
    "tetsudo": "railway",
    "hoken": "insurance",
    "shoken": "securities",
    "seitetsu": "steel",
    "kensetsu": "construction",
    "fudosan": "realty",
}
#: letters spelt out in ASCII the German and Nordic way ("Münchener" → "Muenchener",
#: "Ørsted" → "Oersted", "Ålandsbanken" → "Aalandsbanken")
_GERMAN: Final = {
    "ä": "ae",
    "ö": "oe",
    "ü": "ue",
    "ß": "ss",
    "Ä": "Ae",
    "Ö": "Oe",
    "Ü": "Ue",
    "ø": "oe",
    "Ø": "Oe",
    "å": "aa",
    "Å": "Aa",
}
#: Latin letters that Unicode does not decompose into a base letter and a mark
_LATIN: Final = str.maketrans(
    {
        "ø": "o",
        "Ø": "O",
        "æ": "ae",
        "Æ": "Ae",
        "œ": "oe",
        "Œ": "Oe",
        "ß": "ss",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "þ": "th",
        "Þ": "Th",
        "ı": "i",
    }
)
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
    decomposed = unicodedata.normalize("NFKD", text.translate(_LATIN))
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


def split_share_class(words: list[str]) -> tuple[list[str], str | None]:
    """The words without a share class written at the end, and the class: a letter ("a"),
    "pref" or "ordinary"; None when no class is written. Never removes every word."""
    result = list(words)
    while len(result) > 1 and result[-1] in _CLASS_FILLER:
        result = result[:-1]
    if len(result) < 2:
        return words, None
    last = result[-1]
    if last in _PREFERENCE_WORDS:
        share_class: str | None = "pref"
        result = result[:-1]
    elif last in _ORDINARY_WORDS:
        share_class, result = "ordinary", result[:-1]
    elif last in _CLASS_LETTERS and len(result) >= 2:
        share_class, result = last, result[:-1]
        if len(result) > 1 and result[-1] in _CLASS_WORDS:
            result = result[:-1]
        elif not any(len(w) >= 3 and w not in _CONNECTOR_WORDS for w in result):
            return words, None  # "AT&T"-like names end in a letter that is no class
    else:
        return words, None
    # "Class A common", "Vz shares": the class word before a filler or ordinary word
    if share_class == "ordinary" and len(result) > 2 and result[-1] in _CLASS_LETTERS:
        share_class = result[-1]
        result = result[:-1]
        if len(result) > 1 and result[-1] in _CLASS_WORDS:
            result = result[:-1]
    if not result or all(w in LEGAL_SUFFIXES or w in _CLASS_WORDS for w in result):
        return words, None
    return result, share_class


@lru_cache(maxsize=65_536)
def share_class_of(name: str) -> str | None:
    """The share class a name writes at its end ("Volkswagen Vz" → "pref"), or None."""
    return split_share_class(tokens_of(fold(name), expand=False))[1]


def strip_legal(words: list[str]) -> list[str]:
    """Remove legal forms and 'the' at either end, but never every word of a name."""
    result = list(words)
    changed = True
    while changed and len(result) > 1:
        changed = False
        for size in range(_LONGEST_FORM, 0, -1):
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
        for size in (2, 1):
            if len(result) > size and " ".join(result[:size]) in LEADING_FORMS:
                result = result[size:]
                changed = True
                break
    return result


@lru_cache(maxsize=65_536)
def name_key(name: str, *, german: bool = False, expand: bool = True) -> str:
    """The spaced comparison key of a name ('' if nothing distinctive is left)."""
    words, _ = split_share_class(tokens_of(fold(name, german=german), expand=False))
    if expand:
        words = [ABBREVIATIONS.get(w, w) for w in words]
    return " ".join(strip_legal(words))


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


#: one spelling for legal-form words that mean the same ("Company" and "Co", "Cie")
_FORM_SPELLING: Final[dict[str, str]] = {
    "company": "co",
    "cie": "co",
    "cia": "co",
    "corporation": "corp",
    "incorporated": "inc",
    "limited": "ltd",
    "et": "and",
    "und": "and",
    "y": "and",
}


def canonical_forms(words: Iterable[str]) -> frozenset[str]:
    """Legal-form words in one spelling each ("and company" and "& co" compare equal)."""
    return frozenset(_FORM_SPELLING.get(w, w) for w in words)


@lru_cache(maxsize=65_536)
def form_words(name: str) -> frozenset[str]:
    """The legal-form words a name writes ("Merck & Co" → {"and", "co"}), beside its key,
    each in one spelling."""
    key = set(name_key(name).split()) | set(name_key(name, expand=False).split())
    return canonical_forms(set(full_key(name).split()) - key)


def share_classes_named(descriptions: Iterable[str]) -> set[str]:
    """The classes instrument descriptions name ("Class C capital stock" → {"c"},
    "non-voting preference shares (Vorzugsaktien)" → {"pref"})."""
    found: set[str] = set()
    for description in descriptions:
        words = tokens_of(fold(description), expand=False)
        for i, word in enumerate(words):
            if word in _CLASS_WORDS and i + 1 < len(words) and words[i + 1] in _CLASS_LETTERS:
                found.add(words[i + 1])
            elif word in _PREFERENCE_WORDS:
                found.add("pref")
            elif word in _ORDINARY_WORDS:
                found.add("ordinary")
    return found
