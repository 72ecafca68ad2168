"""The causes batch J's mandate and latitude kinds showed, each read in general: constructions
written here, in no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Causes: the operators of German investment guidelines ("höchstens", "maximal", "bis zu",
"mindestens", "nicht weniger als"); a band around a value said with the period it is counted
over ("2 % a month ± 1 %"); a percentage said with its measure ("90 % gross to 180 % gross");
latitude granted by a principal's verb of handing over ("the committee delegates sizing to the
manager", "entrusts … to the PM"), by a tactical band or corridor beside a strategic level, by a
range "for positioning" or one the manager "may keep any level in" — and refused ("no tactical
corridor", "not for tactical positioning", "has not entrusted").
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.mandate import bounds_for, clauses, discretion_over, within

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, fields=("subject", "kind", "low", "high", "discretion"), rounded=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tracking error maximal 4 %.", ("max_tracking_error", "ceiling", None, 0.04, False)),
        ("Nettoexposure höchstens 12 %.", None),  # no subject named in English: nothing read
        ("Net exposure bis zu 35 %.", ("max_net_exposure", "ceiling", None, 0.35, False)),
        ("Net exposure nicht mehr als 35 %.", ("max_net_exposure", "ceiling", None, 0.35, False)),
        ("Gross leverage höchstens 140 %.", ("max_gross_leverage", "ceiling", None, 1.4, False)),
        ("Net exposure mindestens 4 %.", ("max_net_exposure", "floor", 0.04, None, False)),
        (
            "Net exposure nicht weniger als 4 %.",
            ("max_net_exposure", "floor", 0.04, None, False),
        ),
    ],
)
def test_german_guideline_operators_bound_their_subject(
    text: str, expected: tuple[str, str, float | None, float | None, bool] | None
) -> None:
    assert _bounds(text) == ([expected] if expected else [])


def test_a_band_around_a_value_said_with_its_period() -> None:
    assert _bounds("Tracking error 2 % a month ± 1 %.") == [
        ("max_tracking_error", "range", 0.01, 0.03, False)
    ]
    # no band: the value alone, with its period, bounds nothing without an operator
    assert _bounds("Tracking error 2 % a month, reviewed quarterly.") == []


def test_a_percentage_said_with_its_measure_joins_a_range() -> None:
    assert _bounds("Gross leverage: corridor 70 % gross to 130 % gross.") == [
        ("max_gross_leverage", "range", 0.7, 1.3, False)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The investment committee delegates sizing of gross leverage to the manager, "
        "within 70 %–130 %.",
        "The board entrusts gross leverage to the PM, from 0.7x to 1.3x.",
        "Gross leverage: strategic 100 %, tactical corridor 70 %–130 %.",
        "Gross leverage 0.7x–1.3x is for tactical positioning.",
        "Gross leverage 0.7x–1.3x, and the manager may keep any level inside.",
    ],
)
def test_latitude_granted_by_handing_over_or_a_tactical_band(text: str) -> None:
    found = _bounds(text)
    assert ("max_gross_leverage", "range", 0.7, 1.3, True) in found


@pytest.mark.parametrize(
    "text",
    [
        "The investment committee has not entrusted gross leverage to the manager; "
        "it is 0.7x–1.3x.",
        "Gross leverage 0.7x–1.3x is a drift range, not for tactical positioning.",
    ],
)
def test_latitude_refused(text: str) -> None:
    assert all(not b[4] for b in _bounds(text))


def test_no_tactical_corridor_grants_nothing() -> None:
    found = clauses({"policy": "Gross leverage: strategic 100 %, no tactical corridor."})
    assert not discretion_over(found, "max_gross_leverage")


@pytest.mark.parametrize(
    "text",
    [
        "Tracking error: soft target 2 %, hard limit 3 %.",
        "Tracking error: soft limit 2 %; hard limit 3 %.",
        "Tracking error: early-warning level at 2.5 %, hard limit 3 %.",
        "Tracking error: hard limit 3 %; amber threshold of 2.5 %.",
    ],
)
def test_a_soft_or_warning_level_bounds_nothing_beside_a_hard_limit(text: str) -> None:
    found = clauses({"policy": text})
    assert _bounds(text) == [("max_tracking_error", "ceiling", None, 0.03, False)]
    name = "max_tracking_error"
    assert all(within(0.03, b, name) for b in bounds_for(found, name))


def test_a_soft_limit_alone_still_bounds() -> None:
    assert _bounds("Tracking error: soft limit 2 %.") == [
        ("max_tracking_error", "ceiling", None, 0.02, False)
    ]


def test_a_present_tense_verb_of_passing_under_a_negated_time_is_a_ceiling() -> None:
    text = "The committee shall ensure that at no time the net exposure exceeds 40 %."
    assert _bounds(text) == [("max_net_exposure", "ceiling", None, 0.4, False)]
    # said of the past, it is a fact about a backtest, no bound
    assert _bounds("Net exposure never exceeded 40 % in the backtest.") == []


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Gross leverage: strategic level 3.5x, at most 4x.", "max_gross_leverage"),
        ("Net exposure: neutral level 3,5 %, no more than 6 %.", "max_net_exposure"),
        ("Level 3 assets at most 12 %.", "max_illiquid_weight"),
    ],
)
def test_a_level_of_a_figure_is_no_level_3_asset(text: str, subject: str) -> None:
    assert {b[0] for b in _bounds(text)} == {subject}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Tracking error (hard limit): 3 %; soft target: 2 %.",
            [("max_tracking_error", "ceiling", None, 0.03, False)],
        ),
        ("Net exposure (floor): 10 %.", [("max_net_exposure", "floor", 0.1, None, False)]),
        ("Gross leverage (cap) 1.4x.", [("max_gross_leverage", "ceiling", None, 1.4, False)]),
    ],
)
def test_a_limit_named_in_brackets_after_its_subject(
    text: str, expected: list[tuple[str, str, float | None, float | None, bool]]
) -> None:
    assert _bounds(text) == expected


def test_an_internal_limit_beside_a_regulatory_one_still_binds() -> None:
    text = "Tracking error: regulatory limit 5 %; internal limit 3 %."
    assert ("max_tracking_error", "ceiling", None, 0.03, False) in _bounds(text)
