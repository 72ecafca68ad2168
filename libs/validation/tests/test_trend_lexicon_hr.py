"""Trend claims said in Croatian, Serbian or Bosnian (`trend_lexicon_hr`): the l-participle with
its clitic auxiliary and reflexive on either side ("smanjio se", "su se smanjila", "je porastao")
in both aspects and every gender, the masculine's "-o" and "rasti"'s inserted "t" ("porastao",
"porasla"), the negated auxiliary ("nije", "nisu"), "nijednom … nije" as never, the passive
with its auxiliary ("je smanjen"), comparatives in each gender ("viša", "niži"), quarters,
halves, dates with genitive months, counts and events in their cases, the year's ordinal dot;
and the decoys: a record dated by "od" ("Zapisnik … od 12. ožujka") opens no horizon, a passive
adjective without its auxiliary ("smanjeni troškovi") is no direction, a Slovak sentence stays
Slovak's. Sentences of a Split olive-oil producer's own drafting.

Slovenian trend claims read by the South Slavic reader (`trend_lexicon_hr`): the l-participle
that keeps its "-l" in the masculine ("zmanjšal", "povečal") and the fleeting "e" ("padel",
"padla"; "zrasel"), the reflexive "se" and the auxiliary "je"/"so" on either side, the negated
"ni"/"niso" before or after "se", "okrepil"/"oslabel", "zoževal"/"širil", the present
("narašča", "se zmanjšuje"), comparatives in "-ji" with "kot" ("višja kot leto prej"), the year
by its noun ("v letu 2024", "leta 2024"), counts in their cases ("v zadnjih dveh letih"), the
years as an adjective ("v petletnem obdobju"), quarters ("od 3. četrtletja 2022"), halves ("v
drugi polovici leta 2024"), "med … in …" with months in the instrumental ("med 30. junijem
2022 in 30. septembrom 2024"); and the decoys: "glede na prejšnje leto" is year on year, not
the quarter before; a record dated by "od" opens no horizon; a passive adjective without its
auxiliary and the English "padel" are no direction. Sentences of a Celje maker's own drafting,
checked against the same producer as the Croatian tests."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation import trend_lexicon_hr, trend_lexicon_sk
from quantward_validation.claims import misstatements
from quantward_validation.months_hr import AMBIGUOUS, MONTHS_HR
from quantward_validation.period_lexicon_hr import dates_in_english
from quantward_validation.trend_lexicon_eu import english_reading
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


# --- Slovenian ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the masculine's "-l", the reflexive and the auxiliary before the horizon
        ("Neto dolg se je v letu 2024 zmanjšal.", False),
        ("Neto dolg se je v letu 2024 povečal.", True),
        # the fleeting "e" of "padel", "zrasel"
        ("Neto dolg je padel v letu 2024.", False),
        ("Neto dolg je zrasel v letu 2024.", True),
        # the feminine
        ("Marža EBITDA se je izboljšala v letu 2024.", False),
        ("Marža EBITDA se je poslabšala v letu 2024.", True),
        # "ni" with "se" before it and after it
        ("Neto dolg se ni povečal v letu 2024.", False),
        ("Neto dolg se ni zmanjšal v letu 2024.", True),
        ("Marža EBITDA v letu 2024 ni se poslabšala.", False),
        ("Marža EBITDA v letu 2024 ni se izboljšala.", True),
        # the present
        ("Neto dolg se zmanjšuje od konca leta 2022.", False),
        ("Neto dolg narašča od konca leta 2022.", True),
        # a count in the locative plural and the dual
        ("Neto dolg se je v zadnjih dveh letih zmanjšal.", False),
        ("Neto dolg se je v zadnjih dveh letih povečal.", True),
        # horizons the series does not cover: a year, the years as an adjective
        ("Neto dolg se je zmanjšal od leta 2018.", True),
        ("Neto dolg se je zmanjšal v petletnem obdobju.", True),
        # "med … in …" with instrumental months, the span before the verb
        (
            "Neto dolg se je med 30. junijem 2022 in 30. septembrom 2024 zmanjšal za približno "
            "9 mio EUR.",
            False,
        ),
        (
            "Neto dolg se je med 30. junijem 2022 in 30. septembrom 2024 povečal za približno "
            "9 mio EUR.",
            True,
        ),
        # quarters by their ordinal in the genitive
        ("Neto dolg se je znižal od 3. četrtletja 2022 do 4. četrtletja 2024.", False),
        ("Neto dolg se je zvišal od 3. četrtletja 2022 do 4. četrtletja 2024.", True),
        # a day-first date in figures
        ("Neto dolg se je od 30. 9. 2022 zmanjšal.", False),
        ("Neto dolg se je od 30. 9. 2022 povečal.", True),
        # a level against a year earlier, the comparative in "-ji" and "kot"
        ("Marža EBITDA je bila v vsakem četrtletju leta 2024 višja kot leto prej.", False),
        ("Marža EBITDA je bila v vsakem četrtletju leta 2024 nižja kot leto prej.", True),
        # strengthened and weakened, narrowed and widened
        ("Marža EBITDA se je v letu 2024 okrepila.", False),
        ("Marža EBITDA je v letu 2024 oslabela.", True),
        ("Marža EBITDA se je zoževala v letu 2023.", False),
        ("Marža EBITDA se je širila v letu 2023.", True),
        # never against the quarter before, its noun understood from the clause
        (
            "Neto dolg se ni zvišal v nobenem četrtletju glede na prejšnje od konca leta 2022.",
            False,
        ),
        (
            "Marža EBITDA se ni znižala v nobenem četrtletju glede na prejšnje od konca leta 2022.",
            True,
        ),
        # a half named by "polovica" and the year's noun
        ("Marža EBITDA se je v drugi polovici leta 2024 izboljšala za 1,4 odstotne točke.", False),
        ("Marža EBITDA se je v drugi polovici leta 2024 poslabšala za 1,4 odstotne točke.", True),
    ],
)
def test_slovenian_claims(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong


def test_slovenian_read_in_english() -> None:
    assert english_reading(
        "Prihodki so se povečali za približno 12 % v zadnjih petih četrtletjih."
    ) == ("revenue rose by about 12 % over the last five quarters.")
    assert english_reading(
        "Prihodki so rasli po dvomestni povprečni letni stopnji od konca leta 2021 do konca "
        "leta 2024."
    ) == (
        "revenue rose at a double-digit compound annual rate from the end of 2021 to the end of "
        "2024"
    )
    # the pace with its horizon before the verb, in English order
    assert english_reading("Prihodki so v letu 2024 rasli počasneje kot v letu 2023.") == (
        "revenue grew more slowly in 2024 than in 2023"
    )
    assert english_reading(
        "Čisti dobiček se je poslabšal za 1,2 mio EUR od vstopa na borzo (2007)."
    ) == ("net income deteriorated by 1,2 million since 2007.")


def test_against_the_year_before_is_not_against_the_quarter_before() -> None:
    # "prejšnje" agrees with "leto" as with "četrtletje": the noun decides
    assert english_reading("Prihodki so se povečali za 12 % glede na prejšnje leto.") == (
        "revenue rose by 12 % year on year."
    )


def test_decoys() -> None:
    # the minutes' date after "od" is no horizon
    read = english_reading(
        "Zapisnik naložbenega odbora od 12. novembra 2025: neto dolg se je zmanjšal v letu 2024."
    )
    assert "dated 12 November 2025" in read
    assert "since 12 November" not in read
    # a passive adjective without its auxiliary names no change
    sentence = "Zmanjšani stroški in neto dolg v letu 2024."
    assert english_reading(sentence) == "Zmanjšani stroški in net debt v letu 2024."
    assert not _wrong(sentence)
    # the English "padel" is a sport, not Slovenian "fell"
    english = "Padel club revenue rose in 2024."
    assert english_reading(english) == english


def test_slovenian_dates_share_the_leakage_readers_months() -> None:
    assert dates_in_english("med 30. junijem 2021 in 30. septembrom 2023") == (
        "med 30 June 2021 in 30 September 2023"
    )
    assert dates_in_english("do 31. decembra 2024") == "do 31 December 2024"
    assert MONTHS_HR["junijem"] == 6
    assert MONTHS_HR["januarjem"] == 1
