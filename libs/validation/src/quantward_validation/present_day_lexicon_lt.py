"""A present-day or later-dated record carried back over a historical test, said in Lithuanian.

`present_day_inputs` reads the construction (a list, table, structure or rule as it stands
today, or as a record of one year fixed it, used for every year or window of the test, or
applied back to an earlier year); `present_day_lexicon` joins each language's words class by
class. Lithuanian says it with its own verbs and nouns, each in every case and gender:
"visuose testavimo metuose taikoma dabartinė fondų sandara", "2025 m. išimčių sąrašas taikomas
visiems testavimo metams", "pritaikyta atgaline data nuo 2015 m.". The year before its record
("2025 m. … sąrašas") is read once `leakage_periods_lt` has dropped its "m.". The grammar stays
`present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "back in time": "atgaline data", "atgal" (back), "retrospektyviai"
RETROACTIVELY: Final = r"atgaline\s+data|retrospektyv\w*|atgal"
#: applying and using: taikyti / pritaikyti ("taikoma", "taikomas", "pritaikyta"), naudoti
#: ("naudojamas", "naudojami")
APPLIED: Final = r"(?:pri)?taiko\w*|(?:pri)?taikyt\w*|naudoj\w*|naudot\w*"
#: every or each year, window or period of the test, in every case: "visuose testavimo
#: metuose", "visiems testavimo metams", "kiekvienais testavimo metais", "visuose languose"
TEST_YEARS: Final = (
    r"(?:vis(?:i|us|uose|iems|ais|ų|ose|oms|as|os)|kiekvien\w*)\s+(?:\w+\s+)?"
    r"(?:testavimo\s+|testo\s+|istorinio\s+testo\s+)?(?:met\w*|lang\w*|laikotarp\w*|period\w*|"
    r"ketvir\w*)"
)
#: the present before its noun: "dabartinis", "šiandieninis", "naujausias", "esamas" in every
#: case and gender
PRESENT_BEFORE: Final = r"dabartin\w+|šiandienin\w+|naujausi\w+|esam(?:a|as|os|ą|ų|i|ai)\b"
#: what dates a record after its noun: "iš 2025", a participle of adoption ("patvirtintas
#: 2025", "priimtas 2025")
DATED_BY: Final = r"iš|(?:patvirtint|priimt|paskelbt)\w*"
#: the nouns of a dated record: lists, tables, curves, rules, methodologies, a structure or a
#: composition
RECORD: Final = (
    r"sąraš\w*|lentel\w*|kreiv\w*|taisykl\w*|metodik\w*|metodologij\w*|sandar\w*|sudėt\w*|"
    r"norm(?:a|os|ą|ų|as)\b"
)

__all__ = [
    "APPLIED",
    "DATED_BY",
    "PRESENT_BEFORE",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
]
