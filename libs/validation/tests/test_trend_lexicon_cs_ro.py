"""Trend claims said in Czech and Romanian (`trend_lexicon_cs`, `trend_lexicon_ro`): verbs of
change in both aspects and every gender, the Czech negation that is the verb's own prefix, the
Romanian compound perfect with its auxiliary and negation, comparatives said after their
horizon, horizons and counts in words (`numbers_cs_ro`); and what the readers around them need:
a scale abbreviated before its currency ends no sentence, "since the end of 2022" is no event,
a Romanian participle is no misspelt English verb, a figure kept in billions. Sentences of a
Plzeň brewery's and a Iași pharmaceutical maker's own drafting."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.claims import misstatements
from quantward_validation.continental_words import continental_word
from quantward_validation.dated_events import since_dated_event
from quantward_validation.field_units import bare_field
from quantward_validation.surface import clean
from quantward_validation.text import split_sentences
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trends import sentences

_ENDS = tuple(
    f"{year}-{month}"
    for year in (2022, 2023, 2024)
    for month in ("03-31", "06-30", "09-30", "12-31")
)


def _quarterly(entity: str, fields: dict[str, list[float]]) -> Computation:
    rows: list[JsonValue] = [
        {"quarter_end": end, **{k: v[i] for k, v in fields.items()}} for i, end in enumerate(_ENDS)
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzbrw5",
        function_id="fundamentals.quarters",
        result={"entity_id": entity, "quarters": rows},
    )


#: a brewery whose net debt (in billions of crowns) falls every quarter from its 2022 peak and
#: whose margin climbs in 2024
BREWERY = _quarterly(
    "ent_pivovar_radegast",
    {
        "net_debt_bczk": [3.1, 3.4, 3.6, 3.5, 3.3, 3.2, 3.0, 2.8, 2.7, 2.5, 2.4, 2.2],
        "ebitda_margin_pct": [
            18.0,
            17.2,
            16.9,
            17.5,
            17.1,
            16.4,
            16.0,
            16.8,
            17.3,
            18.1,
            18.6,
            19.0,
        ],
    },
)
#: a drug maker whose net result (in millions of lei) improves every quarter of 2024
PHARMA = _quarterly(
    "ent_farmaceutica_moldova",
    {
        "net_result_mron": [8.0, 7.1, 6.4, 9.0, 8.2, 7.4, 6.9, 9.4, 9.9, 10.3, 11.0, 12.6],
        "revenue_mron": [95.0, 98.0, 97.0, 104.0, 101.0, 99.0, 96.0, 103.0, 108.0, 112.0, 115.0,
                         121.0],
    },
)  # fmt: skip


def _wrong(sentence: str, computation: Computation) -> bool:
    return bool(misstatements(sentences(sentence), [computation]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the negation is the verb's prefix, in any gender: true of a debt that fell all 2024
        ("Čistý dluh pivovaru v roce 2024 nevzrostl.", False),
        ("Čistý dluh pivovaru v roce 2024 neklesl.", True),
        # "ani jednou … ne-": never, with the adverb between them read after the verb
        ("Čistý dluh se od konce roku 2022 ani jednou mezičtvrtletně nezvýšil.", False),
        ("Čistý dluh ani jednou mezičtvrtletně neklesal od začátku roku 2022.", True),
        # the imperfective past and the feminine ending
        ("Marže EBITDA v roce 2024 stoupala.", False),
        ("Marže EBITDA se v roce 2024 snižovala.", True),
        # a comparative after its horizon: "byla v každém čtvrtletí … vyšší než"
        ("Marže EBITDA byla v každém čtvrtletí roku 2024 vyšší než o rok dříve.", False),
        ("Marže EBITDA byla v každém čtvrtletí roku 2024 nižší než o rok dříve.", True),
        # a horizon the series does not cover, its count in the genitive
        ("Čistý dluh klesl během posledních šesti let.", True),
    ],
)
def test_czech_claims(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, BREWERY) is wrong


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the compound perfect, with and without the reflexive, with and without diacritics
        ("Rezultatul net s-a îmbunătățit în fiecare trimestru din 2024.", False),
        ("Rezultatul net s-a deteriorat în 2024.", True),
        ("Rezultatul net s-a deteriorat in 2024.", True),
        ("Cifra de afaceri a scazut in 2024.", True),
        # "nu … în niciun trimestru": negative concord, read as "in any quarter"
        ("Cifra de afaceri nu a scăzut în niciun trimestru din 2024.", False),
        ("Cifra de afaceri nu a crescut în niciun trimestru din 2024.", True),
        # a comparative after its horizon, and a span said "în perioada … – …"
        ("Cifra de afaceri a fost în fiecare trimestru din 2024 mai mare decât cu un an înainte.",
         False),
        ("Cifra de afaceri a fost în fiecare trimestru din 2024 mai mică decât cu un an înainte.",
         True),
        ("Rezultatul net a scăzut în perioada T1 2022 – T3 2022.", False),
        ("Rezultatul net a crescut în perioada T1 2022 – T3 2022.", True),
        # a count in words: longer than the series
        ("Cifra de afaceri a crescut în ultimii doisprezece ani.", True),
    ],
)  # fmt: skip
def test_romanian_claims(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, PHARMA) is wrong


def test_sizes_and_periods_read_in_english() -> None:
    assert english_reading("Tržby vzrostly zhruba o 12 % od 2. čtvrtletí 2021.") == (
        "revenue rose by about 12 % since Q2 2021."
    )
    assert english_reading("Marja EBITDA a scăzut cu peste 2 puncte procentuale în S2 2023.") == (
        "EBITDA margin fell by more than 2 percentage points in H2 2023."
    )


def test_scale_before_currency_ends_no_sentence() -> None:
    line = (
        "Pozice 512,4 mil. Kč, tj. 1,2 % majetku. Tržby 4,1 mld. Kč vzrostly. Klesly o 3 mil. "
        "Potom."
    )
    assert split_sentences(line) == [
        "Pozice 512,4 mil. Kč, tj. 1,2 % majetku.",
        "Tržby 4,1 mld. Kč vzrostly.",
        "Klesly o 3 mil.",
        "Potom.",
    ]
    assert len(sentences("Deținere 86,1 mil. RON. Vânzări în creștere.")) == 2
    assert len(sentences("Hodnota 86,1 mil. Kč byla stabilní.")) == 1


def test_end_of_a_year_is_no_event() -> None:
    assert since_dated_event("Leverage fell since the end of 2022.") == (
        "Leverage fell since the end of 2022."
    )
    assert since_dated_event("Sales rose since the brewery's listing in 2016.") == (
        "Sales rose since 2016."
    )


def test_romanian_participles_are_not_misspelt_english() -> None:
    assert continental_word("deteriorat")
    assert continental_word("scăzută")
    assert clean("Marja nu s-a deteriorat în 2024.") == "Marja nu s-a deteriorat în 2024."


def test_billions_before_a_currency_code_are_a_unit() -> None:
    assert bare_field("net_debt_bczk") == "net_debt"
    assert bare_field("gross_bars") == "gross_bars"
