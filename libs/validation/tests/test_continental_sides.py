"""A constraint's name written in German, French, Italian, Spanish or Dutch says its floor side
as the English "min" does (`mandate.plan_kind`): a "Mindest-" or "plancher" limit is a floor,
so a source stating it "at least" states it on its side."""

from __future__ import annotations

import pytest

from quantward_validation.limits import is_limit
from quantward_validation.mandate import plan_kind
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize(
    ("name", "side"),
    [
        ("mindestEigenkapitalquote", "floor"),
        ("plancherTresorerie", "floor"),
        ("liquidita_minima", "floor"),
        ("cobertura_minima", "floor"),
        ("liquiditeit_minimaal", "floor"),
        ("ondergrens_kas", "floor"),
        # the default side of a limit stays a ceiling; English "minimal" names no floor
        ("hoechstQuoteAktien", "ceiling"),
        ("minimal_turnover_penalty", "ceiling"),
    ],
)
def test_a_continental_names_side(name: str, side: str) -> None:
    assert plan_kind(name) == side


def test_a_continental_floor_is_stated_by_a_floor() -> None:
    text = "Treasury rules, annex 2: cash at the custodian at least 4 per cent of assets."
    assert (
        provenance_problems(
            text, name="mindestKasse", value=0.04, words="4 per cent", unit="fraction"
        )
        == []
    )


@pytest.mark.parametrize(
    ("name", "side"),
    [
        # hr / sr / bs "najmanje", sl "najmanj": at least
        ("kritje_zajamcene_najmanj", "floor"),
        ("likvidnostNajmanje", "floor"),
        # hr "najviše", sl "največ": at most
        ("nepremicnine_najvec", "ceiling"),
        ("udioDionicaNajvise", "ceiling"),
    ],
)
def test_a_south_slavic_names_side(name: str, side: str) -> None:
    assert plan_kind(name) == side


@pytest.mark.parametrize(
    ("name", "unit", "limit"),
    [
        ("nepremicnine_najvec", "fraction", True),
        ("kritje_zajamcene_najmanj", "multiple", True),
        ("sledilnaNapakaNajvise", "bps", True),
        # a research setting in those languages names no side: no limit
        ("obdobje_ocene", "fraction", False),
    ],
)
def test_a_south_slavic_side_makes_a_limit(name: str, unit: str, limit: bool) -> None:
    from quantward_contracts.values import Constraint

    constraint = Constraint(
        name=name, value=0.1, provenance="assumption", unit=unit, rationale="ocena"
    )
    assert is_limit(constraint) is limit
