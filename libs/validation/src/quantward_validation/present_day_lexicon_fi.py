"""A present-day or later-dated record carried back over a historical test, said in Finnish.

`present_day_inputs` reads the construction (a list, table, rate or rule as it stands today,
or as a record of one date fixed it, used for every fold or year of the test, or applied back
to an earlier year) in English and, with the continental, Norwegian and Polish tables, in
their languages. A Finnish plan says the same with case endings where the others use
prepositions ("jokaisella testijaksolla käytetään vuoden 2024 korkokäyrää", "nykyistä
poissulkulistaa sovelletaan kaikkiin testi-ikkunoihin", "taulukkoa sovelletaan
takautuvasti"), and dates a record by a genitive or adessive year *before* its noun ("vuoden
2023 kuolevuustaulukko", "vuonna 2022 hyväksytty lista"). Finnish inflects every noun and
verb, so each class is a stem with its endings left open (`\\w*`): a lexicon of forms would
miss most of the fifteen cases. The grammar stays `present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "retroactively", "backwards": "taannehtivasti", "takautuvasti", "taaksepäin"
RETROACTIVELY: Final = r"taannehtiva\w*|takautuva\w*|taaksepäin"
#: applying and using in every person, tense, passive and participle: soveltaa ("sovelletaan",
#: "sovellettiin", "soveltaen"), käyttää ("käytetään", "käytämme", "käytetty"), hyödyntää
APPLIED: Final = r"sovel(?:l|t)\w*|käyt(?:e|ä|t)\w*|hyödyn\w*"
#: every or each fold, test period, window or test year, in any case: "jokaisella
#: testijaksolla", "kaikkiin testi-ikkunoihin", "kunkin testivuoden", "kaikissa ikkunoissa"
TEST_YEARS: Final = (
    r"(?:jokai|kaik|kuki|kunki|kussaki|kullaki|kuhunki|kaikki)\w*\s+(?:\w+\s+)?"
    r"(?:testi[\w-]*|ikkun\w*|backtest\w*|validointi\w*)"
)
#: the present before its noun: "nykyinen", "tämänhetkinen", "tämän päivän", "voimassa oleva",
#: "uusin", "tuorein" (every case)
PRESENT_BEFORE: Final = (
    r"nykyi\w+|tämänhetki\w+|tämän\s+päivän|voimassa\s+olev\w+|uusi(?:n|mma\w*|nta)|"
    r"tuorei\w+"
)
#: the year dating a record before its noun: the genitive or adessive of "vuosi" ("vuoden
#: 2025 lista", "vuonna 2022 vahvistettu taulukko")
DATED_BEFORE: Final = r"vuoden|vuonna"
#: the nouns of a dated record, alone or heading a compound, in any case: lists
#: ("poissulkulistaa"), tables ("kuolevuustaulukon"), bases ("laskuperusteet"), curves
#: ("korkokäyrää"), rates ("diskonttokorko", "koron"), scales, tariffs, regulations
RECORD: Final = (
    r"[\w-]*?(?:lista|listo|taulukko|taulukon|taulukoi|peruste|käyr|korko|koro|korot|"
    r"asteik|tariffi|määräy|säännö|sääntö)\w*"
)

__all__ = [
    "APPLIED",
    "DATED_BEFORE",
    "PRESENT_BEFORE",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
]
