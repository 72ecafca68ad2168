"""A list's line that names a narrower part of what another line of the same list names.

A policy's annex lists a class's limit beside the limits of its parts: "Commodities, max.: 5 %"
and "Agricultural commodities, max.: 1.3 %"; "Liquidity reserve, min.: 60 days" and "Liquidity
reserve under stress, min.: 13 days"; "REITs, max.: 5 %" and "REIT E, max.: 2.7 %". The part's
label says every word of the class's label and more: the words it adds narrow it to a part
(a kind, a scenario, a series letter). A constraint on the class cited from the part's line
holds the whole class to the part's figure.

`narrower_label` reads that from the labels alone, in any language: the content words of each
label (function words, a side's word and single lower-case letters left out, accents and
plurals folded) are compared as sets; the cited label is narrower when another label's words are
a non-empty proper subset of its own, and no word it adds is a word of the constraint's name (a
constraint on the part itself, `maxAgriculturalCommodities`, is stated by the part's line). A
bare capital letter is a word (a series' letter, "REIT E"), a lower-case one is not (the
Portuguese and Italian "e" is "and"). Words are compared by stem, not whole (`_one_stem`): a
Slavic label names its class in another case or by the adjective of its noun ("Naložbe v
nepremičnine" beside "Nepremičninski skladi"). Pure: strings in, a label or None out.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Final

from quantward_validation.compound_heads import compound_parts
from quantward_validation.lexical_synonyms import singular

#: a label's words: runs of letters in any script, or a lone capital
_WORD: Final = re.compile(r"[^\W\d_]+")

#: words that name no part of a subject: articles, prepositions and conjunctions of the
#: languages the suite's papers are written in, and the words that say a bound's side
_FUNCTION: Final = frozenset(
    word
    for words in (
        # en
        "the a an of in on at for to by and or per any each its with",
        # es / pt / it / fr
        "el la los las lo un una de del en y o u al por para con da do das dos um uma",
        "e il le les di della dello delle dei degli des du et ou au aux sur",
        # de / nl / da / sv
        "der die das den dem des ein eine einer eines und oder im pro je het een van",
        "aus von vom zum zur bei mit nach uber",
        # ... and the whole a German label says it bounds ("das gesamte Aktienexposure")
        "gesamt gesamte gesamten gesamter gesamtes insgesamt",
        "og eller af i pa til och av",
        # a bound's side and its noun
        "max maximum maximo maxima maximal min minimum minimo minima minimal",
        "limit limite limites cap floor tope piso hochstens mindestens grenze hojst mindst",
        "graense",
        # (... as `_fold` leaves them, their final "s" read as a plural's)
        "hochsten mindesten",
        # hr / sr / bs / sl prepositions and conjunctions, and a side's words ("najviše",
        # "največ", "maks.")
        "u na s sa z iz od do za po pri prema izmedu med brez ali ter",
        "najvise najmanje najvec najmanj maks",
        # ... and the head noun of an annex's every line, which names no part: "Ulaganja u
        # dionice", "Naložbe v nepremičnine" say "equities" and "real estate" as "Equities" does
        "ulaganja ulaganje nalozbe nalozba",
        # ... the noun of what is measured ("izloženost", "izpostavljenost", "udio", "delež"),
        # and the book itself in the genitive singular ("… kritnega sklada", "… mirovinskog
        # fonda", "… portfelja"): the whole the line bounds, no part of it
        "izlozenost izpostavljenost udio udjel delez",
        "fonda sklada portfelja kritnega mirovinskog mirovinskega pokojninskega",
    )
    for word in words.split()
)


def _fold(word: str) -> str:
    """A word without its accents, in lower case and the singular ("Mercancías" is
    "mercancia")."""
    plain = "".join(
        c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c)
    ).lower()
    return singular(plain)


def content_words(label: str) -> frozenset[str]:
    """The words of a label that name what it bounds (`_FUNCTION` and lower-case single
    letters left out; a capital letter alone kept as a series' letter)."""
    kept: set[str] = set()
    for m in _WORD.finditer(label):
        raw = m.group(0)
        if len(raw) == 1:
            if raw.isupper():
                kept.add(f"#{raw}")  # a series' letter, no article or conjunction
            continue
        word = _fold(raw)
        # a German compound of a measuring head is its class ("Immobilienquote" is
        # "immobilien", as "Immobilien" is: `compound_heads`)
        parts = compound_parts(word)
        if parts is not None:
            word = parts[0]
        if word not in _FUNCTION:
            kept.add(word)
    return frozenset(kept)


def narrower_label(label: str, siblings: Iterable[str], name_words: Iterable[str]) -> bool:
    """Whether `label` names a narrower part of what one of `siblings` names: a sibling's
    content words are a non-empty proper subset of the label's, and none of the words the label
    adds is among `name_words` (the constraint's name, split into words)."""
    own = content_words(label)
    named = {_fold(w) for w in name_words}
    for other in siblings:
        theirs = content_words(other)
        # (a sibling's word is the label's when they are one stem in two cases: "Naložbe v
        # nepremičnine" and "Nepremičninski skladi", "dionice" and "dionicama", `_one_stem`)
        if not theirs or not all(any(_one_stem(t, o) for o in own) for t in theirs):
            continue
        added = {o for o in own if not any(_one_stem(t, o) for t in theirs)}
        if added and not any(word in named or _shares_stem(word, named) for word in added):
            return True
    return False


def _one_stem(a: str, b: str) -> bool:
    """Whether two folded words are one stem in two forms: equal, or agreeing in all but the
    last four letters of the longer and in five letters at least. The Slavic languages inflect
    a noun and derive its adjective by the ending ("nepremičnine", "nepremičninski"; "delnice",
    "delniška"; "dionice", "dionicama"), which a whole-word comparison takes for two words;
    a root shared only at its start ("international", "internal") is no stem."""
    if a == b:
        return True
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= 5 and common >= max(len(a), len(b)) - 4


def _shares_stem(word: str, named: set[str]) -> bool:
    """Whether `word` and a word of the name share their first five letters (an English name
    and a Romance label: "agricultural" and "agricola")."""
    return len(word) >= 5 and any(len(n) >= 5 and n[:5] == word[:5] for n in named)


__all__ = ["content_words", "narrower_label"]
