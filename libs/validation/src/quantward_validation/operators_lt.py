"""A limit's operators in Lithuanian, as `operators` reads them (its tables, by side).

Lithuanian is a Baltic language: its bounds are said by a comparative adverb or adjective
negated by the particle "ne" and followed by "kaip", "nei", "negu" or "už" for "than" ("ne
daugiau kaip 60 proc.", "ne mažiau nei 70 %", "ne didesnė kaip", "ne žemesnis nei"), the
adjective agreeing with its noun in gender, number and case ("didesnis", "didesnė",
"didesni", "didesnį", "didesnės"); by a superlative adverb ("daugiausia", "mažiausiai",
"bent"); by a verb of exceeding negated by the prefix "ne-" glued to it or to its modal in any
tense and person ("neviršija", "neviršys", "neviršyti", "negali viršyti", "neturi viršyti",
"neturėtų viršyti"); by "iki" (up to, "iki 35 %"); or by naming the limit itself, "viršutinė
riba" and "apatinė riba" in any case ("viršutinę ribą", "apatinės ribos"), before its figure
or after it ("20 proc. viršutinę ribą"). The un-negated comparative bounds the other way
("daugiau kaip 5 %" is a floor), and the negated one, starting earlier, wins where both end at
the number (`operators.side_before`). A range is "nuo 30 % iki 50 %", "tarp 30 % ir 50 %",
"intervale nuo … iki …". Every pattern reads the letters with and without their marks
("maziau", "virsija"), as code and a hurried e-mail type them. The tables are kept apart from
`operators` so the language reads as one block; `operators` merges them into its own.
"""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: the letters with a mark, and their plain spelling
_A: Final = r"(?:ą|a)"
_E: Final = r"(?:ė|ę|e)"
_I: Final = r"(?:į|y|i)"
_S: Final = r"(?:š|s)"
_U: Final = r"(?:ų|ū|u)"
_Z: Final = r"(?:ž|z)"

#: "than" after a comparative: "kaip", "nei", "negu", "už"
_THAN: Final = rf"(?:kaip|nei|negu|{_U}{_Z})"
#: a comparative adjective of being greater or higher, and of being smaller or lower, in every
#: gender, number and case ("didesnis", "didesnė", "didesnį", "aukštesnės"; "mažesnė",
#: "žemesnis")
_HIGHER: Final = rf"(?:didesn\w*|auk{_S}tesn\w*)"
_LOWER: Final = rf"(?:ma{_Z}esn\w*|{_Z}emesn\w*)"
#: the comparative adverbs: "daugiau" (more), "mažiau" (less)
_MORE: Final = r"daugiau"
_LESS: Final = rf"ma{_Z}iau"
#: a modal or copula the negation may stand on before the verb or comparative: "negali",
#: "neturi", "neturėtų", "negalės", "nebus", "neturi būti"
_NOT_MODAL: Final = rf"ne(?:gal\w*|tur\w*|bus|bu{_S}\w*|b{_U}t\w*)(?:\s+b{_U}ti)?"
#: a verb of exceeding, in any tense and person ("viršyti", "viršija", "viršys", "viršytų",
#: "viršijant")
_EXCEED: Final = rf"vir{_S}(?:y|i)\w*"
#: a verb of falling below ("nukristi žemiau", "nukrenta", "sumažėti žemiau")
_FALL: Final = rf"(?:nukri\w*|nukrent\w*|suma{_Z}{_E}\w*)\s+{_Z}emiau"
#: the limit itself: "riba" (limit) in every case ("riba", "ribos", "ribą", "ribai", "riboje")
_LIMIT: Final = rf"rib(?:a|{_A}|os|ai|oje|omis|as|{_U})"
#: its side, in every gender and case of the adjective ("viršutinė", "viršutinę", "viršutinės";
#: "apatinė", "apatinę", "apatinės")
_UPPER: Final = rf"vir{_S}utin\w*"
_LOWER_SIDE: Final = r"apatin\w*"
#: what may stand between the named limit and its figure: a copula or a dash ("viršutinė riba
#: yra 20 %", "apatinė riba – 70 %", "viršutinė riba: 20 %")
_IS: Final = r"(?:\s+(?:yra|sudaro|lygi|nustatyta|nustatoma|–|-|:)|\s*:)?"

BEFORE_LT: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "lt": {
        "ceiling": (
            rf"ne\s*{_MORE}\s+{_THAN}", rf"ne\s*{_HIGHER}\s+{_THAN}",
            rf"{_NOT_MODAL}\s+{_HIGHER}\s+{_THAN}", rf"{_NOT_MODAL}\s+{_EXCEED}",
            rf"ne{_EXCEED}", rf"{_LESS}\s+{_THAN}", rf"{_LOWER}\s+{_THAN}",
            r"daugiausia(?:i)?", r"maksimal(?:iai|us|i)", r"maks\.", r"iki",
            rf"{_UPPER}\s+{_LIMIT}{_IS}",
        ),
        "floor": (
            rf"ne\s*{_LESS}\s+{_THAN}", rf"ne\s*{_LOWER}\s+{_THAN}",
            rf"{_NOT_MODAL}\s+{_LOWER}\s+{_THAN}", rf"{_NOT_MODAL}\s+{_FALL}",
            rf"ne{_FALL}", rf"{_MORE}\s+{_THAN}", rf"{_HIGHER}\s+{_THAN}",
            rf"ma{_Z}iausia(?:i)?", r"bent", r"minimal(?:iai|us|i)", r"min\.",
            rf"{_LOWER_SIDE}\s+{_LIMIT}{_IS}",
        ),
    },
}  # fmt: skip

#: said after the figure: "20 proc. viršutinę ribą", "70 % apatinė riba", "5 % ar mažiau",
#: "5 % arba daugiau", "5 % daugiausia"
AFTER_LT: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "lt": {
        "ceiling": (
            rf"{_UPPER}\s+{_LIMIT}", rf"(?:ar|arba)\s+(?:{_LESS}|ma{_Z}iau)", r"daugiausia(?:i)?",
        ),
        "floor": (
            rf"{_LOWER_SIDE}\s+{_LIMIT}", rf"(?:ar|arba)\s+{_MORE}", rf"ma{_Z}iausia(?:i)?",
        ),
    },
}  # fmt: skip

#: the upper and the lower limit and the strategic level as a table's column heads name them
#: (`mandate`): "Viršutinė riba", "Apatinė riba", "Maks.", "Min.", "Strateginis paskirstymas",
#: "Tikslinis lygis"
UPPER_LIMIT_LT: Final = rf"{_UPPER}\s+{_LIMIT}|maks(?:\.|imumas|imali\w*)?"
LOWER_LIMIT_LT: Final = rf"{_LOWER_SIDE}\s+{_LIMIT}|minimumas|minimal\w*"
TARGET_LT: Final = (
    r"strategin\w*\s+(?:paskirstym\w*|dal\w*|lyg\w*|svor\w*)|tikslin\w*\s+(?:lyg\w*|dal\w*|svor\w*)"
)
#: a limit table's column of the limit itself ("Limitas", "Riba"), read as a cap the way an
#: English "Limit" column is, and the level the book stands at beside it, which bounds nothing
#: ("Faktinė reikšmė", "Faktinis lygis", "Panaudojimas", "Dabartinė reikšmė")
LIMIT_COLUMN_LT: Final = rf"limitas|{_LIMIT}"
LEVEL_COLUMN_LT: Final = (
    rf"faktin\w*(?:\s+(?:reik{_S}m\w*|lyg\w*|dal\w*))?|panaudojim\w*|"
    rf"dabartin\w*(?:\s+(?:reik{_S}m\w*|lyg\w*))?"
)

#: what opens a range: "nuo 30 % iki 50 %" ("nuo" is read with `operators.RANGE_OPEN`'s other
#: words), "tarp 30 % ir 50 %", "intervale (nuo)", "ribose (nuo)", "diapazone (nuo)"
RANGE_OPEN_LT: Final = (
    r"nuo|tarp|(?:(?:leid\w*\s+)?(?:intervale|intervalas|diapazone|diapazonas|ribose))(?:\s+nuo)?"
)
#: what joins a range's two ends: "iki" (to), "ir" (and, after "tarp")
RANGE_JOIN_LT: Final = r"iki|ir"

__all__ = [
    "AFTER_LT",
    "BEFORE_LT",
    "LEVEL_COLUMN_LT",
    "LIMIT_COLUMN_LT",
    "LOWER_LIMIT_LT",
    "RANGE_JOIN_LT",
    "RANGE_OPEN_LT",
    "TARGET_LT",
    "UPPER_LIMIT_LT",
]
