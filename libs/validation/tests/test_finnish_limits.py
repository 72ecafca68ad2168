"""A Finnish limit read as the English one is: a constraint's name bounded by "enintään",
"vähintään" or a compound of "raja" is a limit to question (`limit_sides_finnish`); a reserve
counted in days of "maksuvalmius" or Polish "płynność" is a floor, no look-back; a share written
"prosenttia" and a number spelled out in Finnish ("kolmekymmentäkaksi") state their figure."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit
from quantward_validation.quantities import quantities
from quantward_validation.spelled_numbers import spelled_value


def _assumed(name: str, unit: str = "fraction") -> Constraint:
    return Constraint(name=name, value=0.1, provenance="assumption", unit=unit, rationale="x")


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("korkosijoituksetVahintaan", "fraction"),
        ("hedgeRahastotEnintaan", "fraction"),
        ("pääomasijoitukset_korkeintaan", "fraction"),
        ("sijoitusrajaKorkoriski", "bps"),
        ("ylarajaVipu", "multiple"),
        ("alarajaLikvidit", "fraction"),
        ("vastapuolirajoitus", "fraction"),
        ("liikkeeseenlaskijoitaVah", "count"),
        ("kassapuskuriVahintaan", "days"),
        ("rezerwaPlynnosciMin", "days"),
    ],
)
def test_a_finnish_bound_in_a_name_makes_a_limit(name: str, unit: str) -> None:
    assert is_limit(_assumed(name, unit))


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("tarkastelujaksoPaivat", "days"),  # a look-back, no bound
        ("kassapuskuriVahintaan", "date"),
        ("salkunNimi", "fraction"),
        ("trajoRatio", "fraction"),  # a Spanish word, no Finnish "raja"
        # the verbs of making least that share Finnish "minimi": no bound, a preference
        ("minimizeSalkunKierto", "fraction"),
        ("minimiserRotation", "fraction"),
        ("minimierenKosten", "fraction"),
        ("minimizarCustos", "fraction"),
        ("minimivarianssisalkkuPaino", "fraction"),  # a minimum-variance portfolio's weight
    ],
)
def test_a_name_without_a_finnish_bound_stays_a_setting(name: str, unit: str) -> None:
    assert not is_limit(_assumed(name, unit))


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("kolmekymmentäkaksi", 32),
        ("yksitoista", 11),
        ("kuusikymmentä", 60),
        ("kolmesataaseitsemänkymmentä", 370),
        ("kaksituhatta", 2000),
        ("kymmenen", 10),
    ],
)
def test_a_finnish_number_in_words_has_its_value(words: str, value: int) -> None:
    assert spelled_value(words) == value


def test_a_finnish_ten_or_teen_without_its_unit_is_no_number() -> None:
    assert spelled_value("kymmentä") is None
    assert spelled_value("toista") is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("pääomasijoitukset korkeintaan 9 prosenttia sijoituksista", 9.0),
        ("yhden liikkeeseenlaskijan osuus enintään 2,5 prosentin verran", 2.5),
        ("hallitus vahvisti rajaksi kolmekymmentäkaksi prosenttia", 32.0),
    ],
)
def test_a_finnish_share_is_read_as_a_percentage(text: str, value: float) -> None:
    found = [q for q in quantities(text) if q.form == "percent"]
    assert [q.value for q in found] == [value]


def test_a_finnish_percentage_point_reads_as_every_other_languages_does() -> None:
    finnish = [(q.value, q.form) for q in quantities("nousu 3 prosenttiyksikköä")]
    assert finnish == [(q.value, q.form) for q in quantities("rose 3 percentage points")]
    assert finnish == [(3.0, "percent")]


@pytest.mark.parametrize(
    "name",
    ["osakkeetMinimiosuus", "likviditeettiMinimi", "kassaMinimitaso", "pääomaMinimivaatimus"],
)
def test_a_finnish_minimum_in_a_name_makes_a_limit(name: str) -> None:
    assert is_limit(_assumed(name))


@pytest.mark.parametrize(
    ("label", "floor"),
    [
        ("korkosijoitukset, väh.: 40 %", True),
        ("kassan alaraja 2 %", True),
        ("osakkeiden minimiosuus 20 %", True),
        ("osakkeet, enint.: 45 %", False),
        ("minimise tracking error 2 %", False),
        ("tracking error minimieren 2 %", False),
    ],
)
def test_a_finnish_floor_in_a_label_is_a_floor_to_a_mandate(label: str, floor: bool) -> None:
    from quantward_validation.mandate import _FLOOR_NAME

    assert (_FLOOR_NAME.search(label) is not None) is floor
