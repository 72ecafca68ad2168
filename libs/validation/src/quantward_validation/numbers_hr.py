"""Numbers, per cents, basis points and multiples as Croatian, Serbian, Bosnian and Slovenian
papers write them.

A Croatian statut, prospekt or zapisnik states a limit in digits with a word for its unit
("najviše 35 posto", "200 baznih bodova", "1,5 puta očekivanih isplata") or wholly in words
("trideset pet posto", "dvjesto baznih bodova"). Without these words the figure is a bare number
and no source "states" a 35 % limit, so a sourced limit is taken for an invented one.

The South Slavic languages say a compound number as its parts side by side ("trideset pet", 35;
"dvjesto pedeset", 250), a hundred fused after its unit ("dvjesto", "tristo", "petsto"), the one
to four declined ("jednog", "dviju", "triju"); Serbian writes its hundreds ekavian ("dvesta",
"trista") and its thousand "hiljada"; Slovenian has its own words ("štiri", "sedem", "dvajset",
"štirideset") and fuses a unit before its ten with "in" ("petintrideset"), which is read by its
parts as the Czech "a" is (`INFIXES`). The unit nouns take the case a figure asks for: the
genitive plural after five and more ("35 posto" is invariable; "postotaka", "baznih bodova",
"postotnih bodova"), the paucal after two to four ("dva postotna boda", "tri bazna boda"). Every
form is listed in each spelling, with and without its diacritics (a chat drops them:
"cetrdeset", "sest").

The unspaced "p.b." stays the Italian and Portuguese basis point (`quantities`); a Croatian
percentage point is read when it is written out ("postotnih bodova"), as the Czech spaced
"p. b." is. `MORPHEMES` feeds `spelled_numbers`; the unit patterns feed `quantities`.
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: the Croatian, Serbian and Bosnian number words in the forms a limit is written in, the one to
#: four with their declined forms, the hundreds fused ijekavian and ekavian
_HR: Final[dict[int, tuple[str, ...]]] = {
    1: ("jedan", "jedna", "jedno", "jednog", "jednoga", "jednom", "jednoj", "jednu"),
    2: ("dva", "dvije", "dve", "dvaju", "dviju", "dvama"),
    3: ("tri", "triju", "trima"),
    4: ("četiri", "četiriju"),
    5: ("pet",),
    6: ("šest",),
    7: ("sedam",),
    8: ("osam",),
    9: ("devet",),
    10: ("deset",),
    11: ("jedanaest",),
    12: ("dvanaest",),
    13: ("trinaest",),
    14: ("četrnaest",),
    15: ("petnaest",),
    16: ("šesnaest",),
    17: ("sedamnaest",),
    18: ("osamnaest",),
    19: ("devetnaest",),
    20: ("dvadeset",),
    30: ("trideset",),
    40: ("četrdeset",),
    50: ("pedeset",),
    60: ("šezdeset",),
    70: ("sedamdeset",),
    80: ("osamdeset",),
    90: ("devedeset",),
    100: ("sto", "stotinu", "stotina"),
    200: ("dvjesto", "dvesta", "dvjesta"),
    300: ("tristo", "trista"),
    400: ("četiristo", "četiristotine"),
    500: ("petsto",),
    600: ("šeststo",),
    700: ("sedamsto",),
    800: ("osamsto",),
    900: ("devetsto",),
    1000: ("tisuću", "tisuća", "tisuće", "hiljadu", "hiljada", "hiljade"),
}
#: the Slovenian number words where they differ from the Croatian ("ena" and "en" are left
#: out: the Swedish and Danish "one" and article)
_SL: Final[dict[int, tuple[str, ...]]] = {
    4: ("štiri",),
    7: ("sedem",),
    8: ("osem",),
    11: ("enajst",),
    12: ("dvanajst",),
    13: ("trinajst",),
    14: ("štirinajst",),
    15: ("petnajst",),
    16: ("šestnajst",),
    17: ("sedemnajst",),
    18: ("osemnajst",),
    19: ("devetnajst",),
    20: ("dvajset",),
    40: ("štirideset",),
    50: ("petdeset",),
    60: ("šestdeset",),
    70: ("sedemdeset",),
    80: ("osemdeset",),
    90: ("devetdeset",),
    1000: ("tisoč",),
}


def _spellings(word: str) -> set[str]:
    """A word with its diacritics and without them ("četrdeset", "cetrdeset")."""
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
    return {word, bare}


#: every form of the languages' number words, with its value
MORPHEMES: Final[dict[str, int]] = {
    spelled: value
    for table in (_HR, _SL)
    for value, words in table.items()
    for word in words
    for spelled in _spellings(word)
}
#: what fuses a Slovenian unit before its ten ("petintrideset", "dvainštirideset")
INFIXES: Final = ("in",)

#: a per cent: the invariable "posto" and the noun "postotak" in its cases ("postotaka",
#: "postotka"), the Serbian and Bosnian "procenat" ("procenata", "procenta"), the Slovenian
#: "odstotek" ("odstotkov", "odstotka", the paucal "tri odstotke"); never their adjectives
#: ("postotni", "odstotna": a point)
PERCENT_WORDS: Final = (
    r"posto\b|postot(?:ak|ka|aka|ku|kom|ke|ci|cima)\b|"
    r"procen(?:at|ata|ta|tu|tom|ti|te|tima)\b|"
    r"odstot(?:ek|ka|kov|ku|kom|ki|kih|koma|ke)\b"
)
#: a basis point: "bazni bod" in its cases ("200 baznih bodova", "tri bazna boda", "baznim
#: bodom"), the Serbian "bazni poen" ("baznih poena"), the Slovenian "bazična točka" ("bazičnih
#: točk"); the abbreviation "b.b." is the Czech one too (`numbers_cs_ro.BPS_WORDS`)
BPS_WORDS: Final = (
    r"bazn(?:i|a|ih|og|oga|im|ima|e)\s+(?:bod(?:ova|a|u|om|ovi|ovima|ove)?|poen(?:a|i|ima)?)\b|"
    r"bazi(?:č|c)n(?:a|e|ih|o|i|im|imi)\s+to(?:č|c)k(?:a|e|i|o|ami|ah)?\b"
)
#: a percentage point, read as a per cent as the other languages' are: "postotni bod" in its
#: cases ("0,5 postotnih bodova", "dva postotna boda"), the Serbian "procentni poen", the
#: Slovenian "odstotna točka" ("odstotne točke")
POINT_WORDS: Final = (
    r"postotn(?:i|a|ih|og|oga|im|ima|e)\s+bod(?:ova|a|u|om|ovi|ovima|ove)?\b|"
    r"procentn(?:i|a|ih|og|im|ima|e)\s+(?:bod(?:ova|a|u|om|ovi|ovima|ove)?|poen(?:a|i|ima)?)\b|"
    r"odstotn(?:a|e|ih|o|i|im|imi)\s+to(?:č|c)k(?:a|e|i|o|ami|ah)?\b"
)
#: a multiple after its figure: "1,5 puta" (Croatian, Serbian, Bosnian; the Slovenian "krat" is
#: the Czech word, `numbers_cs_ro.MULTIPLE_WORDS`)
MULTIPLE_WORDS: Final = r"puta\b"

#: a Slovenian basis point as its papers write it beside "bazična točka": the adjective "bazna"
#: with "točka" in its dual, plural and genitive plural ("bazna točka", "dve bazni točki", "tri
#: bazne točke", "150 baznih točk"), and its abbreviation "bt" after a figure ("180 bt"); kept
#: apart from `BPS_WORDS` so the Slovenian forms are one block
BPS_WORDS_SL: Final = (
    r"bazn(?:a|i|e|ih|o|im|imi)\s+to(?:č|c)k(?:a|e|i|o|ami|ah)?\b|bt\b(?!\.?\s*\d)"
)
#: a Slovenian multiple, the noun "-kratnik" glued to its figure or apart in its cases ("1,05-
#: kratnik", "1,5-kratnika zajamčene vrednosti", "2-kratniku"); the bare "krat" ("1,5 krat") is
#: the Czech word, read there. Kept apart from the number words so each job stays one block.
MULTIPLE_WORDS_SL: Final = r"-?kratni(?:k|ka|ku|kom|ki|kov|kih|ke)\b"

__all__ = [
    "BPS_WORDS",
    "BPS_WORDS_SL",
    "INFIXES",
    "MORPHEMES",
    "MULTIPLE_WORDS",
    "MULTIPLE_WORDS_SL",
    "PERCENT_WORDS",
    "POINT_WORDS",
]
