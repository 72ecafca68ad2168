"""A Hungarian pension fund's figures read by stem and suffix: values past, supposed (the
conditional), proposed and put off or turned down, a verb's prefix split off after it; the
figure put in force against another; a peer group's statistic; a level a report reads on a day;
a model's portfolio built without the limits (`polarity_hu`, `in_force_hu`,
`reported_levels_europe`, `decision_lexicon_es`). Sentences written for these tests."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.polarity import hypothetical, past_part
from quantward_validation.provenance import stated_of
from quantward_validation.reported_levels_europe import reported_against_limit


@pytest.mark.parametrize(
    "sentence",
    [
        "A vagyonkezelő 12 százalékos limitet javasolt a vállalati kötvényekre.",
        "Az előterjesztés szerint a likviditási tartalék 3% lett volna.",
        "A tervezetben a részvényarány felső határa 55% szerepelt.",
        "A 9 százalékos limitre vonatkozó indítványt az IT elutasította.",
        "A javaslatot (18% ingatlan) a bizottság végül visszavonta.",
        "A 20%-os devizalimitről szóló előterjesztést vonták vissza az ülés előtt.",
        "Az igazgatótanács nem fogadta el a 6%-os korlátot.",
        "A 40%-os limitről szóló pontot levették a napirendről.",
        "Az IT a döntést elnapolta, a javasolt érték 7% volt.",
        "A korlátozás nélküli optimális portfólió 65% részvényt tartalmazna.",
    ],
)
def test_hungarian_values_only_supposed_or_proposed(sentence: str) -> None:
    assert hypothetical(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # decoys: a limit stated and in force, an adopted one, a plain report
        "A részvények aránya legfeljebb 35 százalék.",
        "Az IT a 30%-os limitet egyhangúlag elfogadta.",
        "A likviditási tartalék legalább 2 százalék, ezt tartjuk be.",
        # ... and the Romance words the Hungarian suffixes must not be read in
        "La pensione minima de 600 euros se mantiene.",
    ],
)
def test_hungarian_limits_in_force_are_not_hypothetical(sentence: str) -> None:
    assert not hypothetical(sentence)


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("A korábbi szabályzatban a limit 12% volt.", "12%"),
        ("Eredetileg a határ 25 százalék volt, ma 20.", "25 százalék"),
    ],
)
def test_hungarian_values_that_held_before(sentence: str, figure: str) -> None:
    here = sentence.index(figure)
    assert past_part(sentence, here, here + len(figure))


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


def test_the_figure_in_force_wins_over_the_superseded_one() -> None:
    text = "Az ingatlanlimit korábban 14% volt, a hatályos limit: 10%."
    assert _read(text, "14%", "max_real_estate_share", 0.14, "fraction") is not None


def test_a_proposal_withdrawn_leaves_the_figure_in_force() -> None:
    text = (
        "A portfóliókezelő 11% értéket javasolt (ingatlan), de a javaslatot visszavonták. "
        "Hatályos a szabályzat szerinti 8%."
    )
    assert _read(text, "11%", "max_real_estate_share", 0.11, "fraction") is not None
    assert _read(text, "8%", "max_real_estate_share", 0.08, "fraction") is None


def test_the_writers_own_hungarian_figure_wins_over_a_peer_average() -> None:
    text = (
        "A pénztárak átlaga 12% a vállalati kötvényekben. A mi szabályzatunkban a limit 9%, "
        "és ezt tartjuk be."
    )
    assert _read(text, "12%", "max_corporate_bond_share", 0.12, "fraction") is not None
    assert _read(text, "9%", "max_corporate_bond_share", 0.09, "fraction") is None


@pytest.mark.parametrize(
    ("text", "figure", "peers"),
    [
        ("Az ágazati medián 15% ingatlanban, a mi limitünk 10%.", "15%", True),
        ("Az ágazati medián 15% ingatlanban, a mi limitünk 10%.", "10%", False),
    ],
)
def test_a_hungarian_peer_statistic(text: str, figure: str, peers: bool) -> None:
    here = text.index(figure)
    assert of_peer_group(text, here, here + len(figure)) is peers


@pytest.mark.parametrize(
    ("text", "figure", "level"),
    [
        ("Negyedéves jelentés: a devizakitettség 2025.06.30-án 12%, a limit 20%.", "12%", True),
        ("Negyedéves jelentés: a devizakitettség 2025.06.30-án 12%, a limit 20%.", "20%", False),
        ("A kötvények aránya 2024. december 31-én 48 százalék, a korlát 40 százalék.",
         "48 százalék", True),
        # a limit dated, no level: the figure is the limit itself
        ("A limit 2025.03.01-jén 30%, ezt alkalmazzuk.", "30%", False),
    ],
)  # fmt: skip
def test_a_hungarian_level_read_on_a_day(text: str, figure: str, level: bool) -> None:
    here = text.index(figure)
    assert reported_against_limit(text, here, here + len(figure)) is level


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # the Spanish "más" is "more", no Hungarian "other": no group of others here
        ("La media es más baja en renta variable: 5 %.", "5 %"),
        # "-ank" of a German or English bank is no Hungarian "our"
        ("Die Zentralbank hält 3 %, der Median liegt bei 4 %.", "3 %"),
    ],
)
def test_no_hungarian_peer_words_in_other_languages(text: str, figure: str) -> None:
    here = text.index(figure)
    assert not of_peer_group(text, here, here + len(figure))


def test_kotelezo_binds_with_its_own_vowels() -> None:
    text = (
        "A vagyonkezelő 11% értéket javasolt (ingatlan), de a javaslatot visszavonták. "
        "Kötelező a szabályzat szerinti 8%."
    )
    assert _read(text, "11%", "max_real_estate_share", 0.11, "fraction") is not None
    assert _read(text, "8%", "max_real_estate_share", 0.08, "fraction") is None
