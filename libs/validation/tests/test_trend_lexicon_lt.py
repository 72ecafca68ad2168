"""Trend claims said in Lithuanian (`trend_lexicon_lt`, `period_lexicon_lt`): verbs of change by
class in every tense and as participles ("sumažėjo", "mažėjo", "yra sumažėjusi", "išaugo",
"smuko", "krito", "susitraukė", "išsiplėtė"), negation by the prefix "ne-" ("nepadidėjo",
"nesitraukė"), "nė karto" as never, "nė viename ketvirtyje" as the negative concord, a level
against the year before ("viršijo … lygį", "buvo žemesnė nei"), the pace of two years, the
compound rate, counts in the accusative and as collective numerals ("per pastaruosius keturis
ketvirčius", "per trejus metus"), quarters, halves and dates with genitive months, an event dated
by its year; and the decoys: a sentence with no verb of change, an English or a Polish sentence,
a year's "m." at a sentence's end, a verb in the future. Sentences of a Kaunas brewery's own
drafting, not a batch's.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation import trend_lexicon_lt
from quantward_validation.claims import misstatements
from quantward_validation.period_lexicon_lt import dates_in_english
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_parts import marked, substituted
from quantward_validation.trends import sentences

_ENDS = tuple(
    f"{year}-{month}"
    for year in (2022, 2023, 2024)
    for month in ("03-31", "06-30", "09-30", "12-31")
)

#: a brewery whose net debt (millions of euros) falls every quarter from its Q3 2022 peak and
#: whose margin climbs in every quarter of 2024 after a weak 2023
BREWERY = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzalu5",
    function_id="fundamentals.quarters",
    result={
        "entity_id": "ent_kauno_alus",
        "quarters": [
            {"quarter_end": end, "net_debt_meur": debt, "ebitda_margin_pct": margin}
            for end, debt, margin in zip(
                _ENDS,
                [41.0, 43.5, 44.2, 43.1, 42.0, 40.8, 39.9, 38.7, 37.2, 36.0, 34.9, 33.1],
                [11.0, 10.2, 9.8, 10.5, 10.1, 9.6, 9.2, 9.9, 10.4, 11.2, 11.9, 12.6],
                strict=True,
            )
        ],
    },
)


def _wrong(sentence: str) -> bool:
    return bool(misstatements(sentences(sentence), [BREWERY]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the "-ėti" verbs, perfective and not, and the active participle with "yra"
        ("Grynoji skola 2024 m. sumažėjo.", False),
        ("Grynoji skola 2024 m. padidėjo.", True),
        ("Bendrovės grynoji skola 2024 m. mažėjo.", False),
        ("Grynoji skola per 2024 m. yra sumažėjusi.", False),
        # the strong roots: "išaugo", "smuko", "krito", "kilo"
        ("EBITDA marža 2024 m. išaugo.", False),
        ("EBITDA marža 2024 m. smuko.", True),
        ("EBITDA marža 2023 m. krito.", False),
        ("EBITDA marža 2023 m. pakilo.", True),
        # the reflexive verbs of a width, "-si-" after the prefix
        ("EBITDA marža 2024 m. išsiplėtė.", False),
        ("EBITDA marža 2024 m. susitraukė.", True),
        # the quality verbs
        ("EBITDA marža 2024 m. pagerėjo.", False),
        ("EBITDA marža 2024 m. pablogėjo.", True),
        # negation by the prefix "ne-", before the other prefix and before "-si-"
        ("Grynoji skola 2024 m. nepadidėjo.", False),
        ("Grynoji skola 2024 m. nesumažėjo.", True),
        ("EBITDA marža 2024 m. nesusitraukė.", False),
        ("EBITDA marža 2024 m. nepagerėjo.", True),
        # never: "nė karto" before the negated verb, against the quarter before
        (
            "Grynoji skola nuo 2022 m. III ketvirčio nė karto nepadidėjo, palyginti su "
            "ankstesniu ketvirčiu.",
            False,
        ),
        # the negative concord "nė viename ketvirtyje" with a negated verb
        ("EBITDA marža 2024 m. nė viename ketvirtyje nesumažėjo.", False),
        ("EBITDA marža 2023 m. nė viename ketvirtyje nesumažėjo.", True),
        # a size without a preposition, its unit declined after its number
        ("Grynoji skola 2024 m. sumažėjo maždaug 14 proc.", False),
        ("Grynoji skola 2024 m. sumažėjo maždaug 40 procentų.", True),
        ("EBITDA marža 2024 m. pagerėjo 2,7 procentinio punkto.", False),
        # a level against the same quarter a year before, in every quarter of a year
        (
            "EBITDA marža kiekvieną 2024 m. ketvirtį viršijo praėjusių metų to paties "
            "ketvirčio lygį.",
            False,
        ),
        (
            "EBITDA marža kiekvieną 2024 m. ketvirtį buvo žemiau praėjusių metų to paties "
            "ketvirčio lygio.",
            True,
        ),
        # quarters and halves by their case: accusative dates the change, genitive follows
        # its preposition
        ("Grynoji skola 2024 m. ketvirtąjį ketvirtį sumažėjo.", False),
        ("EBITDA marža 2023 m. pirmąjį pusmetį pagerėjo.", True),
        ("Grynoji skola sumažėjo nuo 2022 m. IV ketvirčio iki 2024 m. IV ketvirčio.", False),
        # dates with genitive months, a span closed by "laikotarpiu"
        ("Grynoji skola sumažėjo 2022 m. birželio 30 d.–2024 m. rugsėjo 30 d. laikotarpiu.", False),
        ("Grynoji skola padidėjo nuo 2022 m. gruodžio 31 d.", True),
        # the last so many quarters and years, counts in the accusative and collective
        ("Grynoji skola per pastaruosius keturis ketvirčius sumažėjo.", False),
        ("Grynoji skola per pastaruosius keturis ketvirčius padidėjo.", True),
        # horizons the series does not cover: a year before it, a decade, an event's year
        ("Grynoji skola sumažėjo nuo 2015 m.", True),
        ("Grynoji skola sumažėjo per pastarąjį dešimtmetį.", True),
        ("Grynoji skola sumažėjo nuo bendrovės akcijų įtraukimo į prekybą (2008 m.).", True),
        ("Grynoji skola sumažėjo nuo bendrovės akcijų įtraukimo į prekybą (2022 m.).", False),
    ],
)
def test_lithuanian_claims_read_by_class(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        ("2021 m. birželio 30 d.", "30 June 2021"),
        ("2024 m. gruodžio 31 d.", "31 December 2024"),
        ("2024 m. trečiąjį ketvirtį", "in Q3 2024"),
        ("2024 m. trečiajame ketvirtyje", "in Q3 2024"),
        ("nuo 2019 m. I ketvirčio", "nuo Q1 2019"),
        ("iki 2024 m. IV ketv.", "iki Q4 2024"),
        ("2024 m. antrąjį pusmetį", "in H2 2024"),
        ("2022 m. I–III ketvirčiais", "in the first nine months of 2022"),
        ("2022 m. I-II ketvirčiais", "in the first six months of 2022"),
    ],
)
def test_periods_in_their_cases(sentence: str, english: str) -> None:
    assert dates_in_english(sentence) == english


def test_pace_and_compound_rate_in_english_order() -> None:
    assert english_reading("Pajamos 2024 m. augo lėčiau nei 2023 m.").startswith(
        "revenue grew more slowly in 2024 than in 2023"
    )
    read = english_reading(
        "Pajamos per trejus metus iki 2024 m. IV ketvirčio vidutiniškai augo dviženkliu "
        "metiniu tempu."
    )
    assert read.startswith(
        "revenue rose at a double-digit compound annual rate over three years to Q4 2024"
    )


@pytest.mark.parametrize(
    "sentence",
    [
        # no verb of change: a level on a date, a decision, a fund's holding
        "Grynoji skola 2024 m. gruodžio 31 d. buvo 33,1 mln. Eur.",
        "NUTARTA vienbalsiai: balsuoti už dividendų mokėjimą (0,34 Eur akcijai).",
        "Pozicija „Gintarinė pensija Plius“ nekeičiama.",
    ],
)
def test_no_direction_without_a_verb_of_change(sentence: str) -> None:
    assert substituted(sentence, trend_lexicon_lt.LEXICON.directions) == sentence


@pytest.mark.parametrize(
    ("sentence", "will"),
    [
        # the future is a forecast, not a claim of what the series did
        ("Grynoji skola 2025 m. padidės.", "will rise"),
        ("EBITDA marža 2025 m. nepagerės.", "will not improve"),
        ("Pajamos 2025 m. augs sparčiau nei 2024 m.", "will rise faster"),
        ("Grynoji skola 2025 m. susitrauks.", "will fall"),
    ],
)
def test_the_future_claims_nothing_of_the_series(sentence: str, will: str) -> None:
    assert will in english_reading(sentence)
    assert not _wrong(sentence)


def test_other_languages_are_not_lithuanian() -> None:
    # English (whose "kilo" is a weight) and Polish, which shares "ą" and "ę" but not "ė"
    assert not marked(trend_lexicon_lt.LEXICON, "The price per kilo fell in 2024.")
    assert not marked(trend_lexicon_lt.LEXICON, "Dług netto spadł w 2024 r. o 12 %.")
    assert english_reading("Net debt fell in 2024.") == "Net debt fell in 2024."


def test_a_years_m_joins_its_quarter_but_ends_a_sentence() -> None:
    # "2024 m." before a quarter's numeral is one period; before a new sentence, its end
    assert sentences("Pajamos išaugo 2024 m. IV ketvirtį. Skola sumažėjo.") == [
        "Pajamos išaugo 2024 m. IV ketvirtį.",
        "Skola sumažėjo.",
    ]
    assert sentences("Pajamos išaugo 2024 m. Skola sumažėjo.") == [
        "Pajamos išaugo 2024 m.",
        "Skola sumažėjo.",
    ]
    # a scale's dot before "Eur" ends no sentence
    assert len(sentences("Pelnas pagerėjo 4,0 mln. Eur nuo 2020 m. pabaigos.")) == 1
