"""Trend claims said in Croatian, Serbian or Bosnian (`trend_lexicon_hr`): the l-participle with
its clitic auxiliary and reflexive on either side ("smanjio se", "su se smanjila", "je porastao")
in both aspects and every gender, the masculine's "-o" and "rasti"'s inserted "t" ("porastao",
"porasla"), the negated auxiliary ("nije", "nisu"), "nijednom … nije" as never, the passive
with its auxiliary ("je smanjen"), comparatives in each gender ("viša", "niži"), quarters,
halves, dates with genitive months, counts and events in their cases, the year's ordinal dot;
and the decoys: a record dated by "od" ("Zapisnik … od 12. ožujka") opens no horizon, a passive
adjective without its auxiliary ("smanjeni troškovi") is no direction, a Slovak sentence stays
Slovak's. Sentences of a Split olive-oil producer's own drafting."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation import trend_lexicon_hr, trend_lexicon_sk
from quantward_validation.claims import misstatements
from quantward_validation.months_hr import AMBIGUOUS, MONTHS_HR
from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trend_lexicon_hr import dates_in_english
from quantward_validation.trend_lexicon_parts import marked
from quantward_validation.trends import sentences

_ENDS = tuple(
    f"{year}-{month}"
    for year in (2022, 2023, 2024)
    for month in ("03-31", "06-30", "09-30", "12-31")
)

#: a producer whose net debt (in millions of euros) falls every quarter from its 2022 peak and
#: whose margin climbs in every quarter of 2024
PRODUCER = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzulj5",
    function_id="fundamentals.quarters",
    result={
        "entity_id": "ent_uljara_split",
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
    return bool(misstatements(sentences(sentence), [PRODUCER]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the masculine's "-o", the reflexive after the participle and before it
        ("Neto dug uljare smanjio se u 2024.", False),
        ("Neto dug uljare povećao se u 2024.", True),
        ("Neto dug se u 2024. smanjivao.", False),
        # the feminine, the auxiliary after the participle and before it, both aspects
        ("EBITDA marža porasla je u 2024.", False),
        ("EBITDA marža pala je u 2024.", True),
        ("EBITDA marža je u 2024. padala.", True),
        # the negated auxiliary, the reflexive on either side of it, "godini" after the year
        ("Neto dug nije porastao u 2024. godini.", False),
        ("Neto dug nije se smanjio u 2024.", True),
        ("Neto dug se nije smanjio u 2024.", True),
        # never: "nijednom … nije", the adverbial between them read after the verb
        (
            "Neto dug od kraja 2022. nijednom nije porastao u odnosu na prethodno tromjesečje.",
            False,
        ),
        ("Neto dug nijednom nije pao u odnosu na prethodno tromjesečje od početka 2023.", True),
        # a level against a year earlier, the comparative in the feminine
        ("EBITDA marža bila je viša nego godinu dana ranije u svakom tromjesečju 2024.", False),
        ("EBITDA marža bila je niža nego godinu dana ranije u svakom tromjesečju 2024.", True),
        # negative concord: "nije bila niža … ni u jednom tromjesečju" is "not lower in any"
        (
            "EBITDA marža nije bila niža nego u istom tromjesečju prethodne godine ni u jednom "
            "tromjesečju 2024.",
            False,
        ),
        (
            "EBITDA marža nije bila viša nego u istom tromjesečju prethodne godine ni u jednom "
            "tromjesečju 2024.",
            True,
        ),
        # a half by its ordinal in the locative
        ("EBITDA marža poboljšala se u drugom polugodištu 2024.", False),
        ("EBITDA marža pogoršala se u drugom polugodištu 2024.", True),
        # quarters by Roman numerals in the genitive: a span
        ("Neto dug smanjio se od III. tromjesečja 2022. do IV. tromjesečja 2024.", False),
        ("Neto dug povećao se od III. tromjesečja 2022. do IV. tromjesečja 2024.", True),
        # a horizon the series does not cover: a count in words, an event dated by its year
        ("Neto dug smanjio se u posljednjih šest godina.", True),
        ("Neto dug smanjio se od ulaska Hrvatske u Europsku uniju 2013.", True),
        ("Neto dug smanjio se od ulaska Hrvatske u eurozonu 2023.", False),
        # a span named by its years as an adjective
        ("Neto dug smanjio se u posljednjem trogodišnjem razdoblju.", False),
        ("Neto dug smanjio se tijekom petogodišnjeg razdoblja.", True),
        # dates with genitive months
        (
            "Neto dug se smanjio za oko 8 mil. EUR između 31. ožujka 2022. i 31. prosinca 2024.",
            False,
        ),
        ("Neto dug je porastao od 31. prosinca 2022.", True),
        # the present
        ("Neto dug se smanjuje od kraja 2022.", False),
        ("Neto dug raste od kraja 2022.", True),
        # the passive with its auxiliary
        ("Neto dug je smanjen u 2024.", False),
        ("Neto dug je povećan u 2024.", True),
        # Serbian and Bosnian: "kvartal", "tokom", "opao"
        ("EBITDA marža je rasla u svakom kvartalu 2024. godine.", False),
        ("EBITDA marža je opadala u svakom kvartalu 2024. godine.", True),
        ("Neto dug je opao tokom posljednje dvije godine.", False),
        ("Neto dug nije opao u 2024.", True),
    ],
)
def test_croatian_claims(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong


def test_sizes_horizons_and_spans_read_in_english() -> None:
    assert english_reading("Prihodi su porasli za oko 12 % od I. tromjesečja 2019.") == (
        "revenue rose by about 12 % since Q1 2019"
    )
    assert english_reading("Neto dug smanjio se za gotovo 5 mil. EUR u zadnjih pet godina.") == (
        "net debt fell by almost 5 million over the last five years."
    )
    assert english_reading("EBITDA marža porasla je za 1,1 p.b. od kraja 2021. do kraja 2024.") == (
        "EBITDA margin rose by 1,1 percentage points from the end of 2021 to the end of 2024"
    )
    assert (
        english_reading(
            "Prihodi su rasli po dvoznamenkastoj prosječnoj godišnjoj stopi od IV. tromjesečja "
            "2022. do IV. tromjesečja 2024."
        )
        == "revenue rose at a double-digit compound annual rate from Q4 2022 to Q4 2024"
    )


def test_a_record_dated_by_od_opens_no_horizon() -> None:
    # "Zapisnik … od 12. ožujka 2026." is the minutes' date, not the claim's start
    read = english_reading(
        "Zapisnik Investicijskog odbora od 12. ožujka 2026.: neto dug smanjio se u 2024."
    )
    assert "dated 12 March 2026" in read
    assert "since 12 March" not in read


def test_a_passive_adjective_without_its_auxiliary_is_no_direction() -> None:
    sentence = "Smanjeni troškovi i neto dug u 2024."
    assert english_reading(sentence) == "Smanjeni troškovi i net debt u 2024."
    assert not _wrong(sentence)


def test_slovak_stays_slovak() -> None:
    # "padali" is both languages' participle: the sentence's own words decide who reads it
    slovak = "Tržby padali v každom štvrťroku za posledných päť rokov."
    hr, sk = trend_lexicon_hr.LEXICON, trend_lexicon_sk.LEXICON
    assert marked(sk, slovak) > marked(hr, slovak)
    assert english_reading(slovak) == "revenue fell in every quarter over the last five years."


def test_year_dots_and_genitive_months() -> None:
    assert dates_in_english("od kraja 2022. do 30. lipnja 2024.") == (
        "od kraja 2022 do 30 June 2024"
    )
    assert dates_in_english("od 2018. godine") == "od 2018"
    # the Serbian and Bosnian names of the month, and Croatian's adjective "studeni"
    assert dates_in_english("30. juna 2021.") == "30 June 2021"
    assert dates_in_english("30. studenoga 2021.") == "30 November 2021"
    # a number that is no year keeps its dot ("točka 5.")
    assert dates_in_english("točka 5.") == "točka 5."
    assert MONTHS_HR["prosinca"] == 12
    assert AMBIGUOUS["listopada"] == 10
    # Croatian October in a Croatian sentence; the same word is Czech November, left alone
    assert dates_in_english("Prihodi su porasli u odnosu na 31. listopada 2021.") == (
        "Prihodi su porasli u odnosu na 31 October 2021"
    )
    assert dates_in_english("Tržby vzrostly do 30. listopadu 2021.") == (
        "Tržby vzrostly do 30. listopadu 2021"
    )


def test_an_english_sentence_is_not_read_as_croatian() -> None:
    # "pala" and "pali" are Croatian participles only in a sentence with Croatian words
    sentence = "The pala of the mill and the pali were sold in 2024."
    assert english_reading(sentence) == sentence
