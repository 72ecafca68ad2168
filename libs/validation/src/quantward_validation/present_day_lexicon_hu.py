"""A present-day or later-dated record carried back over a historical test, said in Hungarian.

`present_day_inputs` reads the construction (a list, table, rate or rule as it stands today, or
as a record of one date fixed it, used for every fold or year of the test, or applied back to an
earlier year) in English and, with the other tables, in their languages. A Hungarian plan says
it with suffixes where English has prepositions ("minden tesztévben a 2025-ös halandósági
táblát használjuk, visszamenőleg 2018-ig", "a jelenlegi kizárási listát valamennyi tesztévre
alkalmazzuk"), and dates a record by an adjective made of its year, before its noun ("a 2025-ös
lista", "a 2024. évi tábla"; read by `present_day_inputs` as a year's adjective, `YEAR_ADJECTIVE`).
Hungarian inflects every noun and verb, so each class is a stem with its endings left open: the
nouns of a record head their compounds ("kizárási lista", "halandósági tábla", "hozamgörbe").
The grammar stays `present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "retroactively", "backwards": "visszamenőleg", "visszamenőleges hatállyal", "visszaható"
RETROACTIVELY: Final = r"visszamenő\w*|visszaható\w*"
#: applying and using, in every person, tense and participle: "alkalmazzuk", "alkalmazták",
#: "alkalmazva", "használjuk", "felhasználva"
APPLIED: Final = r"alkalmaz\w*|(?:fel)?használ\w*"
#: every test year, window or fold, in any case: "minden tesztévre", "valamennyi tesztévben",
#: "mind a négy ablakban", "az összes tesztablakban"
TEST_YEARS: Final = (
    r"(?:minden|valamennyi|összes|mindegyik|mind\s+a\s+\w+)\s+(?:[\w-]+\s+)?"
    r"(?:teszt\w*|ablak\w*|backtest\w*|fold\w*)"
)
#: the present before its noun: "jelenlegi", "mai", "aktuális", "hatályos", "legfrissebb",
#: "legújabb", in any case; not the one then in force ("az akkor hatályos", "az adott napon
#: aktuális", "az akkori"), which is each test year's own
PRESENT_BEFORE: Final = (
    r"(?<!akkor\s)(?<!napon\s)(?<!évben\s)(?<!adott\s)"
    r"(?:jelenlegi\w*|mai|maiak|aktuális\w*|hatályos\w*|legfrissebb\w*|legújabb\w*)"
)
#: the suffixes that make a year an adjective before its noun: "2025-ös", "2024-es", "2018-as",
#: "2021-es", "2025-i"
YEAR_ADJECTIVE: Final = r"-(?:[aeoö]s|i)|\.?\s+évi"
#: the nouns of a dated record, alone or heading a compound, in any case: lists ("kizárási
#: listát"), tables ("halandósági táblát", "táblázat"), curves ("hozamgörbe"), rates
#: ("rátát"), scales, tariffs and rules
RECORD: Final = (
    r"[\w-]*?(?:list[aáe]|tábl[aáé]|táblázat|görb[eé]|rát[aá]|skál[aá]|díjtétel|szabály|"
    r"szabályzat|módszertan)\w*"
)

__all__ = [
    "APPLIED",
    "PRESENT_BEFORE",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
    "YEAR_ADJECTIVE",
]
