"""The units of a Hungarian limit's figure: a per cent and a basis point in every case.

Hungarian glues a case ending to the unit word ("10 százalék", "százalékot", "százalékban",
"százaléknál", "százalékos", "százaléka") and, after a sign or an abbreviation, to a hyphen
("10 %-ot", "150 bp-os", which the unit's own pattern leaves outside it). The percentage point
("százalékpont") is read as a per cent, as the other languages' are. Every accented letter is
also read without its accent, as plain-text mail and code spell it. A figure in words
("negyven százalék") is read by its morphemes (`MORPHEMES`, for `spelled_numbers`).
"""

from __future__ import annotations

from typing import Final

#: a per cent: "százalék" and every ending on it ("százalékot", "százalékos", "százalékpont")
PERCENT_WORDS: Final = r"sz(?:á|a)zal(?:é|e)k\w*"
#: a basis point: "bázispont" in every case ("150 bázispontot", "bázisponttal")
BPS_WORDS: Final = r"b(?:á|a)zispont\w*"

#: the morphemes of a Hungarian number word, fused as the language fuses them ("harmincöt" is
#: 35, "tizenöt" 15, "huszonöt" 25, "kétszáz" 200: a hundred or a thousand multiplies what
#: precedes it, any other morpheme adds), for `spelled_numbers`; "tizen" and "huszon" are the
#: ten and the twenty before a unit. Only the accented spellings: unaccented, "het" and "negy"
#: are other languages' words
MORPHEMES: Final[dict[str, int]] = {
    "egy": 1, "két": 2, "kettő": 2, "három": 3, "négy": 4, "öt": 5, "hat": 6, "hét": 7,
    "nyolc": 8, "kilenc": 9, "tíz": 10, "tizen": 10, "húsz": 20, "huszon": 20,
    "harminc": 30, "negyven": 40, "ötven": 50, "hatvan": 60, "hetven": 70, "nyolcvan": 80,
    "kilencven": 90, "száz": 100, "ezer": 1000,
}  # fmt: skip

__all__ = ["BPS_WORDS", "MORPHEMES", "PERCENT_WORDS"]
