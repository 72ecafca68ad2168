"""German trend claims in the forms an Austrian issuer note or committee minute writes them,
read as English longhand (`trend_lexicon_de`, `trend_lexicon_eu`, `trends.sentences`): an
ordinal's dot before its quarter, a negation after the finite verb, the figure's own level a
year before by any noun of a level, every quarter's end, the demonstrative that stands for the
figure again, an event dated by the year after its noun, a pace said after a bare year."""

from __future__ import annotations

import pytest

from quantward_validation.trend_lexicon_eu import english_reading
from quantward_validation.trends import sentences


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Die Nettoverschuldung lag an jedem Quartalsende 2023 unter dem Wert ein Jahr davor.",
            "was below the level of a year earlier in every quarter of 2023",
        ),
        (
            "Der Umsatz lag zu allen Quartalsstichtagen 2022 über dem Niveau des Vorjahres.",
            "was above the level of a year earlier in every quarter of 2022",
        ),
        (
            "Die EBIT-Marge lag in jedem Quartal 2023 über jener des Vorjahresquartals.",
            "was above the same quarter a year earlier in every quarter of 2023",
        ),
        ("Der Umsatz stieg nicht im 2. Halbjahr 2023.", "did not rise in H2 2023"),
        ("Das Konzernergebnis sinkt nie gegenüber dem Vorquartal.", "never fell"),
        ("Der Umsatz stieg um 12 % seit der Fusion 2015.", "since the Fusion of 2015"),
        (
            "Das Konzernergebnis verbesserte sich um 13,8 Mio. EUR seit dem Börsengang 1998.",
            "since the Börsengang of 1998",
        ),
        ("Der Umsatz stieg um 12 % seit Ende 2021.", "since the end of 2021"),
        (
            "Die Umsatzerlöse wuchsen 2023 langsamer als 2022.",
            "grew slower in 2023 than in 2022",
        ),
        (
            "Die Erlöse wuchsen im Jahr 2023 stärker als im Jahr 2022.",
            "grew faster in 2023 than in 2022",
        ),
    ],
)
def test_austrian_german_claims_read_as_english(sentence: str, expected: str) -> None:
    assert expected in english_reading(sentence)


@pytest.mark.parametrize(
    ("sentence", "unexpected"),
    [
        # a period's own noun or a quarter after "seit" is the period, not a dated event
        ("Der Umsatz stieg um 12 % seit dem Geschäftsjahr 2021.", " of 2021"),
        ("Der Umsatz stieg um 12 % seit dem Q1 2021.", "Q1 of"),
        # an unnegated verb stays a rise
        ("Der Umsatz stieg im 2. Halbjahr 2023 um 4 %.", "did not"),
        # an English sentence is not read as German
        ("Revenue rose 12 % since the merger in 2015.", "merger of"),
    ],
)
def test_what_is_no_such_claim_stays(sentence: str, unexpected: str) -> None:
    assert unexpected not in english_reading(sentence)


def test_an_ordinal_dot_before_its_period_ends_no_sentence() -> None:
    text = "Die Marge stieg nicht im 4. Quartal 2024 gegenüber dem Vorquartal [1]. Wir halten."
    assert sentences(text) == [
        "Die Marge stieg nicht im 4. Quartal 2024 gegenüber dem Vorquartal [1].",
        "Wir halten.",
    ]
    # a bare number before a new sentence still ends it
    assert len(sentences("Net debt/EBITDA fell to 2. The ratio is stable.")) == 2
