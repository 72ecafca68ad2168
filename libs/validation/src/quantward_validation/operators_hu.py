"""A limit's operators in Hungarian, as `operators` reads them (its tables, by side).

Hungarian puts a bound's side in an adverb before the figure ("legfeljebb 10 %", "legalább
60 %", "maximum", "minimálisan") or in a negated verb of exceeding or falling whose prefix splits
off after the negation ("nem haladhatja meg a 10 %-ot", "nem lépheti túl", "nem csökkenhet 5 %
alá"), and it glues a case ending to the figure itself ("10 %-ot", "5 százaléknál", "8 %-ig",
"30 %-os felső korlát"): said after the figure, the side is in that ending and the words after
it ("10 %-ig" is up to, "5 százaléknál nem kevesebb" no less than, "30 %-os felső korlát" a
ceiling of 30 %). Every accented letter is also read without its accent, as a limit typed in
code or a plain-text mail spells it. The tables are kept apart from `operators` so the language
reads as one block; `operators` merges them into its own.
"""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: the article before a figure ("a 10 %", "az 5 %")
_ART: Final = r"(?:\s+az?)?"
#: a verb of exceeding with its split-off prefix, in any person and mood: "haladja meg",
#: "haladhatja meg", "haladhatják meg", "lépheti túl", "lépi át"
_EXCEED: Final = (
    r"(?:halad\w*\s+meg|l(?:é|e)p\w*\s+(?:t(?:ú|u)l|(?:á|a)t)|"
    r"meghalad\w*|t(?:ú|u)ll(?:é|e)p\w*)"
)
#: a verb of falling below: "csökkenhet", "süllyedhet", "mehet"
_FALL: Final = r"(?:cs(?:ö|o)kken\w*|s(?:ü|u)llyed\w*|mehet\w*|eshet\w*)"
#: a comparative of more or less, with "than" ("több, mint", "kevesebb mint")
_MORE_WORD: Final = r"(?:t(?:ö|o)bb|magasabb|nagyobb)"
_LESS_WORD: Final = r"(?:kevesebb|alacsonyabb|kisebb)"
_MORE: Final = rf"{_MORE_WORD}\s*,?\s+mint"
_LESS: Final = rf"{_LESS_WORD}\s*,?\s+mint"
#: a modal "lehet" between "nem" and its comparative ("nem lehet több, mint")
_MAY_BE: Final = r"(?:lehet(?:nek)?\s+|szabad\s+)?"
#: the case ending glued to a figure by a hyphen, or straight to a unit word ("10 %-ot",
#: "százalékot", "5 százaléknál", "30 %-os")
_ENDING: Final = r"(?:-?\w{0,4}\s+)?"

BEFORE_HU: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "hu": {
        "ceiling": (
            rf"legf(?:e|ö|o)ljebb{_ART}", rf"maxim(?:á|a)lisan{_ART}", rf"maximum{_ART}",
            rf"nem\s+(?:\w+\s+)?{_EXCEED}{_ART}", rf"nem\s+{_MAY_BE}{_MORE}{_ART}",
            rf"{_LESS}{_ART}",
        ),
        "floor": (
            rf"legal(?:á|a)bb{_ART}", rf"minim(?:á|a)lisan{_ART}", rf"minimum{_ART}",
            rf"nem\s+{_MAY_BE}{_LESS}{_ART}", rf"{_MORE}{_ART}",
        ),
    },
}  # fmt: skip

#: the upper and the lower limit as Hungarian names them, "felső korlát", "alsó határ", "felső
#: limit": after a figure ("30 %-os felső korlát", below) and as a table's column head
#: (`mandate`), one list of the words
UPPER_LIMIT: Final = r"fels(?:ő|o)\s+(?:korl(?:á|a)t|hat(?:á|a)r|limit)"
LOWER_LIMIT: Final = r"als(?:ó|o)\s+(?:korl(?:á|a)t|hat(?:á|a)r|limit)"

#: said after the figure and its case ending: "10 %-ig", "a 10 %-ot nem haladhatja meg",
#: "30 %-os felső korlát", "5 % vagy kevesebb", "5 % alá nem csökkenhet", "60 %-nál nem
#: kevesebb"
AFTER_HU: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "hu": {
        "ceiling": (
            r"-?ig\b(?!\s+(?:terjed\w*\s+)?(?:id(?:ő|o)|napig|(?:é|e)vig))",
            rf"{_ENDING}{UPPER_LIMIT}\w*",
            rf"{_ENDING}nem\s+(?:\w+\s+)?{_EXCEED}", rf"{_ENDING}nem\s+{_MORE_WORD}",
            rf"vagy\s+{_LESS_WORD}",
        ),
        "floor": (
            rf"{_ENDING}{LOWER_LIMIT}\w*",
            rf"(?:-?\w{{0,4}}\s+)?al(?:á|a)\s+nem\s+(?:\w+\s+)?{_FALL}",
            rf"{_ENDING}nem\s+{_LESS_WORD}",
            rf"vagy\s+{_MORE_WORD}",
        ),
    },
}  # fmt: skip

#: what joins a range's two ends: "24 % és 40 % között", "24-től 40 %-ig" (the ending "-tól"
#: glued to the first end, "-ig" to the second)
RANGE_JOIN_HU: Final = r"(?:-?t(?:ó|o|ő|ö)l\s+)|(?:-?\w{0,3}\s+)?(?:é|e)s(?:\s+az?)?"

__all__ = ["AFTER_HU", "BEFORE_HU", "LOWER_LIMIT", "RANGE_JOIN_HU", "UPPER_LIMIT"]
