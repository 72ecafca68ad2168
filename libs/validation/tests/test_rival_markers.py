"""Markers that put one of two figures of a limit in force (`rival_figures`), read by the
structure of the passage: a label's abbreviated "max." or "min." ends no sentence, so the
writer's own heading still governs its figure; the writer's own limit named by who sets it ("our
trustees' cap") or by its document's code ("our SIP"); a law "as enacted"; a pointer back
("that's what we apply"); and two versions dated by year, of which the later holds."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.provenance import stated_of


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


#: (text, the figure out of force, the figure in force, name, values, unit)
_PASSAGES = [
    # the writer's own heading over a label abbreviated with a stop
    (
        "Ours, per the SIP: tracking error of the LDI sleeve, max. 90 bp. The consultants' "
        "review shows 140 bp.",
        "140 bp",
        "90 bp",
        "max_ldi_tracking_error_bps",
        (140.0, 90.0),
        "bps",
    ),
    # the writer's own limit named by who sets it
    (
        "The broker's model assumed 40 % in covered bonds. Our trustees' cap is 25 %.",
        "40 %",
        "25 %",
        "coveredBondCap",
        (0.4, 0.25),
        "fraction",
    ),
    # the writer's own document named by its code
    (
        "The regulation allows 10 % in sponsor-related loans. Our SIP is stricter: 4 %, and we "
        "keep to it.",
        "10 %",
        "4 %",
        "sponsorLoanCap",
        (0.1, 0.04),
        "fraction",
    ),
    # a by-law as enacted, after a bracketed reference with stops of its own
    (
        "On first reading the by-law put cash at 9 per cent. As enacted (Sec. 4, Art. 2) it "
        "reads 6 per cent.",
        "9 per cent",
        "6 per cent",
        "max_cash_share",
        (0.09, 0.06),
        "fraction",
    ),
    # a pointer back at the figure before it
    (
        "The 2016 charter had a floor of 30 % in sovereign bonds. The charter the trustees "
        "reissued in May has 35 %, and that's what we apply.",
        "30 %",
        "35 %",
        "minSovereignShare",
        (0.3, 0.35),
        "fraction",
    ),
    # two versions dated by year: the later holds
    (
        "Rulebook 2017, schedule B: real estate 14 % of assets. Rulebook 2023: 10 % of assets. "
        "The newer rulebook governs.",
        "14 %",
        "10 %",
        "maxRealEstateShare",
        (0.14, 0.1),
        "fraction",
    ),
]


@pytest.mark.parametrize(("text", "out", "kept", "name", "values", "unit"), _PASSAGES)
def test_the_marked_figure_wins(
    text: str, out: str, kept: str, name: str, values: tuple[float, float], unit: ConstraintUnit
) -> None:
    assert _read(text, out, name, values[0], unit) is not None
    assert _read(text, kept, name, values[1], unit) is None


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        # a year said of an observation, not of a version, beside a limit with no year
        (
            "Cash was 4 % in 2019. The floor is 2 %.",
            "2 %",
            "min_cash_share",
            0.02,
        ),
        # the earlier version put in force by the passage stays in force
        (
            "Rulebook 2017: real estate 14 %. The 2023 draft has 10 %, but the 2017 rulebook "
            "still governs.",
            "14 %",
            "maxRealEstateShare",
            0.14,
        ),
        # a pointer back said with a negation marks nothing
        (
            "The adviser suggested 12 %, and that's not what we apply; the cap is 8 %.",
            "8 %",
            "max_hy_share",
            0.08,
        ),
    ],
)
def test_a_figure_no_marker_sets_aside_stays(
    text: str, figure: str, name: str, value: float
) -> None:
    assert _read(text, figure, name, value, "fraction") is None
