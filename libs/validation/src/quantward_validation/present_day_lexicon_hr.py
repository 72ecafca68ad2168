"""A present-day or later-dated record carried back over a historical test, said in Croatian,
Serbian and Bosnian (Latin script) or Slovenian.

`present_day_inputs` reads the construction (a list, table, rate or rule as it stands today,
or as a record of one date fixed it, used for every fold or year of the test, or applied back
to an earlier year); `present_day_lexicon` joins each language's words class by class. These
languages say it with their own verbs and nouns, each in every case, gender and aspect ("popis
isključenja usvojen 2025. primjenjuje se na sva testna razdoblja", "tablice smrtnosti iz 2025.,
retroaktivno primijenjene", Serbian "primenjene unazad", Slovenian "seznam iz leta 2025 se
uporablja v vseh testnih obdobjih"). The grammar stays `present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "back in time": "retroaktivno", "unatrag" (Serbian "unazad"), "s povratnim učinkom",
#: Slovenian "za nazaj"
RETROACTIVELY: Final = (
    r"retroaktivn\w*|unatrag|unazad|s\s+povratnim\s+(?:učinkom|ucinkom|djelovanjem)|za\s+nazaj"
)
#: applying and using: primijeniti / primjenjivati (Serbian "primeniti"), koristiti,
#: upotrijebiti, Slovenian uporabiti / uporabljati
APPLIED: Final = (
    r"primjenj\w*|primijenj\w*|primijen\w*|primenj\w*|primen\w*|korist(?:i|e|imo|ili|io|ila|"
    r"ile|eno|ena|en|eni)|upotreb\w*|upotrijeb\w*|uporab\w*|upor(?:ablja|abi)\w*"
)
#: every year, window or period of the test: "sva (četiri) testna razdoblja", "u svim testnim
#: razdobljima", "svake godine testa", Slovenian "vsa testna obdobja", "v vseh oknih"
TEST_YEARS: Final = (
    r"(?:sv(?:a|e|i|ih|im|ima|aka|ako|aki|akoj|akom|ake|akog|akome)|vs(?:a|e|eh|ak\w*))\s+"
    r"(?:\w+\s+)?(?:testn\w+\s+)?(?:razdobl\w*|period\w*|prozor\w*|godin\w*|obdob\w*|okn\w*|"
    r"tromjeseč\w*)"
)
#: the present before its noun: "današnji", "sadašnji", "trenutni", "trenutačni", "aktualni",
#: "najnoviji" in every case and gender; Slovenian "najnovejši"
PRESENT_BEFORE: Final = (
    r"današnj\w+|danasnj\w+|sadašnj\w+|sadasnj\w+|trenutn\w+|trenutačn\w+|aktualn\w+|"
    r"najnovij\w+|najnovejš\w+"
)
#: what dates a record after its noun: "iz (godine) 2025", "za (godinu) 2024", a participle of
#: adoption ("usvojen 2025.", "donesen u 2025."), Slovenian "iz leta 2025"
DATED_BY: Final = (
    r"iz(?:\s+(?:godine|leta))?|za\s+(?:godinu|leto)|"
    r"(?:usvoj|donese|odobre|sprejet|objavlje)\w*(?:\s+(?:u|v|godine|leta))?"
)
#: the nouns of a dated record: lists, tables, curves, rates, formulas, rules, methodologies
RECORD: Final = (
    r"popis\w*|list(?:a|e|i|u|om)|tablic\w*|krivulj\w*|stop(?:a|e|i|u|om)|formul\w*|"
    r"pravil(?:a|o|ima|nik\w*)|metodologij\w*|seznam\w*|tabel(?:a|e|i|o)"
)

__all__ = [
    "APPLIED",
    "DATED_BY",
    "PRESENT_BEFORE",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
]
