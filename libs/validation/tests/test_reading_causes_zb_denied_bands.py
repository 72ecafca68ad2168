"""The cause batches Z and ZB's negated latitude showed, read in general: constructions written
here, in no batch, guarded both ways.

Cause: a band named only to be denied as room ("an escalation trigger, not a discretionary
range: the level is 30 %", "listed A and B as options, not a band: the vote picked B") was read
as a range a plan may sit anywhere inside, with discretion read from "discretionary". The
family: a band said not to be one, or whose ends are options to choose from, leaves only the
level the sentence names as chosen or in force (`denied_bands`); a band granted stays one.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.denied_bands import band_denied

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(
        text, key="charter", fields=("subject", "kind", "low", "high", "discretion"), rounded=True
    )


@pytest.mark.parametrize(
    ("text", "subject", "level"),
    [
        (
            "Tracking error of 2 %-4 % is a warning bracket rather than a range: the binding "
            "level is 4 %.",
            "max_tracking_error",
            0.04,
        ),
        (
            "Members weighed 10 % and 20 % as the two alternatives for the cash reserve, not "
            "an interval: they settled on 20 %.",
            "cash_weight",
            0.2,
        ),
        (
            "The 1x to 1.6x gross leverage corridor is a reporting threshold, not a "
            "discretionary band: the figure in force is 1.6x.",
            "max_gross_leverage",
            1.6,
        ),
    ],
)
def test_a_denied_band_leaves_the_point_named(text: str, subject: str, level: float) -> None:
    assert _bounds(text) == [(subject, "range", level, level, False)], text


@pytest.mark.parametrize(
    "text",
    [
        "Positions must not exceed the band of 2 % to 4 %.",
        "Tracking error is kept within a range of 2 % to 4 %, chosen by the desk.",
        "The 1x to 1.6x gross leverage corridor is discretionary: the PM may run any level in it.",
    ],
)
def test_a_band_not_denied_is_not_read_as_denied(text: str) -> None:
    assert not band_denied(text.lower())
