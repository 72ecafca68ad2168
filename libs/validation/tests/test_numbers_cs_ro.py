"""Czech and Romanian figures, limit words and threshold names (`numbers_cs_ro`,
`limit_sides_europe`, `threshold_names`): sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit
from quantward_validation.quantities import quantities
from quantward_validation.threshold_names import side_unnamed


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("Depozitele bancare: cel mult 12 procente din activ.", 12.0, "percent"),
        ("Obligațiunile municipale, minimum 25 de procente.", 25.0, "percent"),
        ("Ponderea ETF-urilor nu depășește 8 la suta.", 8.0, "percent"),
        ("Expunerea valutară: treizeci și doi la sută.", 32.0, "percent"),
        ("Fondul investește cel mult șaizeci la sută în acțiuni.", 60.0, "percent"),
        ("Podíl hotovosti nesmí přesáhnout patnáct procent.", 15.0, "percent"),
        ("Akcie nejvýše do třiceti procent majetku.", 30.0, "percent"),
        ("Dluhopisy alespoň pětačtyřicet procent.", 45.0, "percent"),
        ("Odchylka nejvýše sto padesát bazických bodů.", 150.0, "bps"),
        ("Marja de risc: 75 de puncte de bază.", 75.0, "bps"),
        ("Posun o 2 procentní body.", 2.0, "percent"),
    ],
)
def test_czech_and_romanian_figures_carry_their_unit(text: str, value: float, form: str) -> None:
    assert any(q.value == value and q.form == form for q in quantities(text)), list(
        quantities(text)
    )


def _assumed(name: str, unit: Any) -> Constraint:
    return Constraint(name=name, value=5.0, unit=unit, provenance="assumption", rationale="x")


@pytest.mark.parametrize(
    ("name", "unit"),
    [
        ("limitaObligatiuni", "fraction"),
        ("plafonDepozite", "fraction"),
        ("pragEmitentiMin", "count"),
        ("stropHotovost", "fraction"),
        ("horniMezAkcie", "fraction"),
        ("pragLichiditateZile", "days"),
    ],
)
def test_romanian_and_czech_field_names_name_a_limit(name: str, unit: str) -> None:
    assert is_limit(_assumed(name, unit))


def test_a_threshold_names_no_side_but_a_side_word_beside_it_does() -> None:
    assert side_unnamed("pragObligatiuniStat")
    assert side_unnamed("sogliaInfrastrutture")
    assert side_unnamed("prahFondyNemovitosti")
    assert not side_unnamed("pragMinimObligatiuni")
    assert not side_unnamed("maxObligatiuni")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("pákový poměr nejvýše 1,5násobek fondového kapitálu", 1.5),
        ("celková expozice do 2,25-násobku kapitálu", 2.25),
        ("nejvýše 1,1 násobek", 1.1),
        ("páka max. 3krát vlastní kapitál", 3.0),
    ],
)
def test_a_czech_multiple_is_a_multiple_not_a_per_cent(text: str, value: float) -> None:
    found = list(quantities(text))
    assert [(q.value, q.form) for q in found] == [(value, "multiple")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("expozícia voči jednému emitentovi, max.: 3 percentá", 3.0),
        ("limit 3,7 percenta čistej hodnoty majetku", 3.7),
        ("najviac 50 percent", 50.0),
        ("odchýlka nanajvýš 0,5 percentuálneho bodu", 0.5),
    ],
)
def test_a_slovak_per_cent_is_a_per_cent(text: str, value: float) -> None:
    assert [(q.value, q.form) for q in quantities(text)] == [(value, "percent")]


def test_an_italian_p_b_stays_a_basis_point() -> None:
    # "p.b." is the Italian and Portuguese basis point; the Slovak "p. b." is not read for it
    assert [q.form for q in quantities("TEV ex ante, max.: 300 p.b.")] != ["percent"]
