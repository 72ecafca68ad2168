"""Numbers, per cents and basis points as Hungarian papers write them.

A Hungarian befektetési politika, IT határozat or limittábla states a limit in digits with a
word for its unit ("legfeljebb 30 százalék", "150 bázispont") or wholly in words ("legfeljebb
harminc százalék", "százötven bázispont"). Without these words the figure is a bare number and
no source "states" a 30 % limit, so a sourced limit is taken for an invented one.

Hungarian is agglutinative: the unit word carries the case the sentence asks for
("30 százalékra", "százalékban", "százalékig", "százalékot", "százaléknál", "százalékkal", the
adjective "30 százalékos"), so a unit is read by its stem and any suffix after it. A number word
before a noun takes no suffix, but its parts fuse without an infix: a ten before its unit in the
ten's bound form ("huszonöt" 25, "tizenöt" 15, "harmincöt" 35), a unit before the hundred that it
multiplies ("kétszázötven" 250, "százötven" 150). "Két" is the form of two before a noun,
"kettő" the form alone. The words are typed without their accents as often as with them
("szazalek", "harminc", "husz"), and every form is listed in each spelling (`_spellings`).

`MORPHEMES` feeds `spelled_numbers` (a run of number words before a unit); the unit patterns
feed `quantities` (what a figure is counted in).
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: the bound forms of the tens that fuse with a unit after them ("tizenöt" 15, "huszonöt" 25)
BOUND_TENS: Final[dict[int, str]] = {10: "tizen", 20: "huszon"}
#: the Hungarian number morphemes, as written with their accents, by value: the bound forms of
#: the tens (`BOUND_TENS`) and the noun-attributive "két" included
NUMBER_WORDS: Final[dict[int, tuple[str, ...]]] = {
    1: ("egy",),
    2: ("kettő", "két"),
    3: ("három",),
    4: ("négy",),
    5: ("öt",),
    6: ("hat",),
    7: ("hét",),
    8: ("nyolc",),
    9: ("kilenc",),
    10: ("tíz", BOUND_TENS[10]),
    20: ("húsz", BOUND_TENS[20]),
    30: ("harminc",),
    40: ("negyven",),
    50: ("ötven",),
    60: ("hatvan",),
    70: ("hetven",),
    80: ("nyolcvan",),
    90: ("kilencven",),
    100: ("száz",),
    1000: ("ezer",),
}


def _spellings(word: str) -> set[str]:
    """A word as written and typed without its accents ("négy", "negy")."""
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
    return {word, bare}


#: unaccented forms that are common words of other languages, never read as Hungarian numbers:
#: "ot" (five; a two-letter word in many) and "het" (seven; the Dutch article)
_OTHER_LANGUAGES_WORDS: Final = frozenset({"ot", "het"})
#: every form of the Hungarian number words, with its value
MORPHEMES: Final[dict[str, int]] = {
    spelled: value
    for value, words in NUMBER_WORDS.items()
    for word in words
    for spelled in _spellings(word)
    if spelled not in _OTHER_LANGUAGES_WORDS
}

#: a per cent: "százalék" with any case suffix or the adjective's ("30 százalékra",
#: "százalékban", "százalékos"), accented or not; never "százalékpont" (a point, below)
PERCENT_WORDS: Final = r"sz(?:á|a)zal(?:é|e)k(?!pont)\w*"
#: a basis point: "bázispont" in its cases ("150 bázispontot", "bázisponttal", "bázispontos")
BPS_WORDS: Final = r"b(?:á|a)zispont\w*"
#: a percentage point, read as a per cent as the other languages' are: "százalékpont" in its
#: cases ("2 százalékponttal", "százalékpontos")
POINT_WORDS: Final = r"sz(?:á|a)zal(?:é|e)kpont\w*"

__all__ = ["BOUND_TENS", "BPS_WORDS", "MORPHEMES", "NUMBER_WORDS", "PERCENT_WORDS", "POINT_WORDS"]
