"""Numbers, per cents and basis points as Czech and Romanian papers write them.

A Czech statut or zápis and a Romanian prospect or hotărâre state a limit in digits with a word
for its unit ("40 procent", "min. 40 de procente", "max. 20 la sută", "100 bazických bodů",
"25 puncte de bază") or wholly in words ("čtyřicet procent", "patruzeci și cinci la sută").
Without these words the figure is a bare number and no source "states" a 40 % limit, so a
sourced limit is taken for an invented one.

Czech declines its numbers: the case a preposition or a noun asks for changes the word
("do čtyřiceti procent", "nejvýše pěti procent", "dvou procent"), and it fuses a unit before its
ten with "a" ("pětadvacet", 25). Romanian joins a ten to its unit with "și" ("douăzeci și
cinci") and says its teens with "-sprezece" or, in speech, "-șpe" ("cincisprezece", "cinșpe").
Both are typed without diacritics as often as with them ("ctyricet", "patruzeci si cinci",
"la suta"), and Romanian in the older cedilla letters ("şi", "şase"); every form is listed in
each spelling (`_spellings`).

`MORPHEMES` feeds `spelled_numbers` (a run of number words before a unit), `COUNTS_CS` and
`COUNTS_RO` the trend lexicons' horizons (the same words as English counts); the unit patterns
feed `quantities` (what a figure is counted in).
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: the Czech number words in their cases (nominative, genitive/locative/dative "-i", the
#: instrumental "-em"/"-mi"), the hundred and the thousand in the forms a unit before them asks for
_CS: Final[dict[int, tuple[str, ...]]] = {
    1: ("jeden", "jedna", "jedno", "jednoho", "jedné", "jednomu", "jedním", "jednou"),
    2: ("dva", "dvě", "dvou", "dvěma"),
    3: ("tři", "tří", "třech", "třem", "třemi"),
    4: ("čtyři", "čtyř", "čtyřech", "čtyřem", "čtyřmi"),
    5: ("pět", "pěti"),
    6: ("šest", "šesti"),
    7: ("sedm", "sedmi"),
    8: ("osm", "osmi"),
    9: ("devět", "devíti"),
    10: ("deset", "deseti"),
    11: ("jedenáct", "jedenácti", "jedenáctem"),
    12: ("dvanáct", "dvanácti", "dvanáctem"),
    13: ("třináct", "třinácti", "třináctem"),
    14: ("čtrnáct", "čtrnácti", "čtrnáctem"),
    15: ("patnáct", "patnácti", "patnáctem"),
    16: ("šestnáct", "šestnácti", "šestnáctem"),
    17: ("sedmnáct", "sedmnácti", "sedmnáctem"),
    18: ("osmnáct", "osmnácti", "osmnáctem"),
    19: ("devatenáct", "devatenácti", "devatenáctem"),
    20: ("dvacet", "dvaceti", "dvacíti"),
    30: ("třicet", "třiceti"),
    40: ("čtyřicet", "čtyřiceti"),
    50: ("padesát", "padesáti"),
    60: ("šedesát", "šedesáti"),
    70: ("sedmdesát", "sedmdesáti"),
    80: ("osmdesát", "osmdesáti"),
    90: ("devadesát", "devadesáti"),
    100: ("sto", "sta", "stě", "set", "stech", "stům"),
    1000: ("tisíc", "tisíce", "tisíci"),
}
#: the Romanian number words, with their feminine and genitive forms and the spoken teens
_RO: Final[dict[int, tuple[str, ...]]] = {
    1: ("unu", "una", "unui", "unei"),
    2: ("doi", "două", "doua"),
    3: ("trei",),
    4: ("patru",),
    5: ("cinci",),
    6: ("șase",),
    7: ("șapte",),
    8: ("opt",),
    9: ("nouă",),
    10: ("zece",),
    11: ("unsprezece", "unsprezeci", "unșpe"),
    12: ("doisprezece", "douăsprezece", "doișpe"),
    13: ("treisprezece", "treișpe"),
    14: ("paisprezece", "patrusprezece", "paișpe"),
    15: ("cincisprezece", "cincisprezeci", "cinsprezece", "cinșpe"),
    16: ("șaisprezece", "șaișpe"),
    17: ("șaptesprezece", "șaptișpe"),
    18: ("optsprezece", "optișpe"),
    19: ("nouăsprezece", "nouășpe"),
    20: ("douăzeci",),
    30: ("treizeci",),
    40: ("patruzeci",),
    50: ("cincizeci",),
    60: ("șaizeci",),
    70: ("șaptezeci",),
    80: ("optzeci",),
    90: ("nouăzeci",),
    100: ("sută", "sute"),
    1000: ("mie", "mii"),
}


def _spellings(word: str) -> set[str]:
    """A word as it is typed: with its letters, with the cedilla letters of older Romanian
    keyboards ("şi", "ţ"), and without diacritics ("ctyricet", "sase")."""
    cedilla = word.replace("ș", "ş").replace("ț", "ţ")
    bare = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
    return {word, cedilla, bare}


#: every form of the two languages' number words, with its value
MORPHEMES: Final[dict[str, int]] = {
    spelled: value
    for table in (_CS, _RO)
    for value, words in table.items()
    for word in words
    for spelled in _spellings(word)
}
#: the English words of the counts a horizon is said in ("za posledních pět čtvrtletí", "în
#: ultimii cincisprezece ani")
_ENGLISH: Final[dict[int, str]] = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
    10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen",
    16: "sixteen", 17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty",
}  # fmt: skip


def _counts(table: dict[int, tuple[str, ...]]) -> tuple[tuple[str, str], ...]:
    """(forms, English) for every count from two to twenty: a whole word's forms in every
    spelling, longest first, so any reader of these languages (trends, horizons, sizes) takes a
    count the same way as `spelled_numbers` takes its value."""
    return tuple(
        ("|".join(sorted({f for w in table[n] for f in _spellings(w)}, key=len, reverse=True)), en)
        for n, en in _ENGLISH.items()
    )


#: (forms, English): Czech counts in every case ("pět", "pěti"; "dvou", "dvěma")
COUNTS_CS: Final = _counts(_CS)
#: (forms, English): Romanian counts, feminine forms too ("două", "douăsprezece")
COUNTS_RO: Final = _counts(_RO)
#: what joins a Romanian ten to its unit ("douăzeci și cinci"); like the Spanish "y" it also
#: joins two numbers ("cinci și zece"), so it is read as a conjunction
CONJUNCTIONS: Final = frozenset(_spellings("și"))
#: what fuses a Czech unit before its ten ("pětadvacet", "dvaatřicet")
INFIXES: Final = ("a",)

#: a per cent: Czech "procent", "procenta", "procento", "procentech", "procentům"; Romanian
#: "procent", "procente", "procentul", "procentele", "la sută" (and "de procente" after twenty
#: and more); Slovak "percentá"; never the Czech adjective "procentní" (a point, below)
PERCENT_WORDS: Final = (
    r"(?:de\s+)?procent(?:e|ele|elor|ul|ului|o|u|em|ech|ům|um|y)?\b|"
    r"la\s+sut[ăa]\b|"
    # ... and the Slovak "percento", "percentá", "percenta", "percentách", "percentami" (the
    # bare "percent" is read with the English word)
    r"percent(?:o|á|a|ách|ach|ami|ám|am|u)\b"
)
#: a basis point: Czech "bazický bod" in its cases ("100 bazických bodů", "bazické body", "b. b."),
#: Romanian "puncte de bază" ("25 de puncte de bază", "un punct de bază")
BPS_WORDS: Final = (
    r"bazick(?:ý|ých|é|ého|ým|ými|y|ych|e|eho|ym|ymi)\s+bod(?:ů|u|y|em|ech|ům|um)?\b|"
    r"b\.\s?b\.(?!\w)|"
    r"(?:de\s+)?punct(?:e|ul|ele|elor)?\s+de\s+baz[ăa]\b"
)
#: a percentage point, read as a per cent as the other languages' are: Czech "procentní bod"
#: ("2 procentní body", "procentního bodu"), Romanian "puncte procentuale"
POINT_WORDS: Final = (
    r"procentn(?:í|i)(?:ho|m|mi|ch)?\s+bod(?:ů|u|y|em|ech|ům|um)?\b|"
    r"(?:de\s+)?punct(?:e|ul|ele|elor)?\s+procentual(?:e|ă|a)?\b|"
    # ... and the Slovak "percentuálny bod" in its cases ("0,5 percentuálneho bodu"; its "p. b."
    # is left alone: the Italian "p.b." is a basis point)
    r"percentu(?:á|a)ln\w*\s+bod(?:u|y|ov|om|mi|och)?\b"
)

#: a Czech multiple, glued to its figure or apart: "1,1násobek", "1,5-násobku", "2krát"
MULTIPLE_WORDS: Final = r"-?n(?:á|a)sob\w*|-?kr(?:á|a)t\b"

__all__ = [
    "BPS_WORDS",
    "CONJUNCTIONS",
    "COUNTS_CS",
    "COUNTS_RO",
    "INFIXES",
    "MORPHEMES",
    "MULTIPLE_WORDS",
    "PERCENT_WORDS",
    "POINT_WORDS",
]
