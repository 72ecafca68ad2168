"""A trend claim said whole in Dutch (Belgian or Netherlands) read as English longhand, and the
decoys in other languages the Dutch tables must leave to their own readers."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading


@pytest.mark.parametrize(
    ("dutch", "english"),
    [
        # strong and weak past, with the size's "met" and its hedge
        ("De omzet steeg met ruim 6% in 2024.", "the revenue rose by just over 6% in 2024."),
        ("De brutomarge daalde met bijna 2 procentpunten sinds 2021.",
         "the gross margin fell by almost 2 percentage points since 2021."),
        # the perfect with its participle last, negation anywhere in the middle
        ("De omzet is de afgelopen drie jaar met bijna 20% gestegen.",
         "the revenue has risen over the last three years by almost 20%."),
        ("Het bedrijfsresultaat is sinds 2019 niet gedaald.",
         "the operating profit did not fall since 2019."),
        ("Het orderboek heeft zich de voorbije twaalf maanden niet hersteld.",
         "the order book did not rise over the last twelve months."),
        # separable verbs: the particle closes the clause or stands before an adjunct
        ("De nettoschuld nam in 2024 niet af.", "the net debt did not fall in 2024."),
        ("De brutomarge liep in het derde kwartaal van 2025 met 0,8 procentpunt terug.",
         "the gross margin fell in Q3 2025 by 0,8 percentage points."),
        ("De marge ging er niet op achteruit sinds eind 2022.",
         "the margin did not fall since the end of 2022."),
        ("Het orderboek nam elk kwartaal toe sinds het eerste kwartaal van 2021.",
         "the order book rose in every quarter since Q1 2021."),
        # never, and in no quarter as the negation in any quarter
        ("De EBITDA-marge verbeterde nooit sinds begin dit jaar.",
         "the EBITDA margin never rose year to date."),
        ("De omzet daalde in geen enkel kwartaal van 2023.",
         "the revenue did not fall in any quarter of 2023."),
        ("Het nettoresultaat is in geen enkel kwartaal van 2023 gedaald.",
         "the net income has not fallen in any quarter of 2023."),
        # horizons, year on year, positions, paces and compound rates
        ("De omzet daalt op jaarbasis met circa 4%.", "the revenue fell year on year by about 4%."),
        ("De nettowinst lag in alle kwartalen van 2024 lager dan een jaar eerder.",
         "the net income was below a year earlier in every quarter of 2024."),
        ("De omzet groeide in 2025 trager dan in 2024.",
         "the revenue rose slower in 2025 than in 2024."),
        ("De omzet groeide met een samengestelde jaarlijkse groei van 8% sinds 2018.",
         "the revenue rose at a compound annual rate of 8% since 2018."),
        ("Het orderboek nam elk kwartaal toe in de eerste jaarhelft van 2022.",
         "the order book rose in every quarter in H1 2022."),
        # a preposition's "op" is no particle; "al drie kwartalen"; a span "van … tot"
        ("De omzet liep op jaarbasis met 3% terug.", "the revenue fell year on year by 3%."),
        ("De orderportefeuille krimpt al drie kwartalen.",
         "the order book fell over the last three quarters."),
        ("De hefboom daalde van 2,4x in 2020 tot 1,2x in 2025.",
         "the leverage fell from 2,4x in 2020 to 1,2x in 2025."),
        ("De inkomsten zijn de afgelopen 5 jaar toegenomen.",
         "the revenue has risen over the last 5 years."),
    ],
)  # fmt: skip
def test_dutch_reads_as_english(dutch: str, english: str) -> None:
    assert english_reading(dutch) == english


@pytest.mark.parametrize(
    ("sentence", "english"),
    [
        # German, Danish, French and English keep their own readers
        ("Die Umsatzerlöse stiegen um rund 4 % im Geschäftsjahr 2023.",
         "the revenue rose by about 4 % in FY2023."),
        ("Omsætningen steg med knap 9 pct. siden 1. kvt. 2021.",
         "revenue rose by just under 9 % since Q1 2021."),
        ("Le chiffre d'affaires a progressé de 34 % depuis le premier trimestre 2020.",
         "the revenue rose by 34 % since Q1 2020."),
        ("Revenue rose by 10% since Q1 2020.", "Revenue rose by 10% since Q1 2020."),
        # an English "lag" and "is" are no Dutch position nor perfect
        ("The lag is longer than a year.", "The lag is longer than a year."),
    ],
)  # fmt: skip
def test_other_languages_are_not_read_as_dutch(sentence: str, english: str) -> None:
    assert english_reading(sentence) == english


def test_a_dutch_sentence_without_a_direction_keeps_its_words() -> None:
    """Only its periods are read: "van", "met" and "en" stay Dutch."""
    assert english_reading("Het OFP stemt voor met 412.500 aandelen en 2,1% in 2025.") == (
        "Het OFP stemt voor met 412.500 aandelen en 2,1% in 2025."
    )


@pytest.mark.parametrize(
    "dutch",
    [
        "De marge is in 2025 onder druk gestegen.",
        "De omzet was in 2024 boven verwachting gestegen.",
    ],
)
def test_pressure_and_forecasts_are_no_positions(dutch: str) -> None:
    """ "onder druk" and "boven verwachting" name no level the figure stood against."""
    assert "below" not in english_reading(dutch)
    assert "above" not in english_reading(dutch)


@pytest.mark.parametrize(
    ("mixed", "english"),
    [
        # a Dutch verb and figure without a Dutch marker: `trend_lexicon_eu` reads them with
        # its other languages' rows, from the Dutch module's tables
        ("Omzet steeg 5% since 2020", "revenue rose 5% since 2020"),
        ("the orderinstroom did not fall", "the order intake did not fall"),
        ("winst per aandeel steeg met circa 3%", "EPS rose by about 3%"),
        ("Der Umsatz ist met rund 5 % gestiegen", "the revenue has risen by about 5 %"),
        # "geconsolideerde omzet" keeps its adjective; "omzetcijfer" takes it with the figure
        (
            "De geconsolideerde omzet steeg met 5% sinds 2020.",
            "the consolidated revenue rose by 5% since 2020.",
        ),
        ("The geconsolideerde omzetcijfer rose 5% since 2020.", "The revenue rose 5% since 2020."),
    ],
)
def test_dutch_words_beside_other_languages(mixed: str, english: str) -> None:
    assert english_reading(mixed) == english


def test_the_shared_tables_hold_no_dutch() -> None:
    """Dutch is read in `trend_lexicon_nl` only: `trend_lexicon_eu`'s shared tables have none
    of its words."""
    from quantward_validation import trend_lexicon_eu as eu

    shared = " ".join(p for t in (eu.FIGURES, eu.DIRECTIONS, eu.HORIZONS, eu.ORDINALS,
                                  eu.COUNTS) for p, _ in t)  # fmt: skip
    for dutch in ("omzet", "gestegen", "daalde", "kwartaal", "sinds", "procentpunt", "eerste",
                  "twee", "ongeveer", "het"):  # fmt: skip
        assert dutch not in shared
