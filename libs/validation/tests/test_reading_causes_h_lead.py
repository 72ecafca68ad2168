"""Causes found on batch H's limit kinds that lie in the objective reading (`intent.asked`):
a figure listed under a heading of limits, and an operator said after its number. Every
sentence here is in no batch generator."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Constraints: active risk per the IMA; we will confirm the figure on Monday.",
        "Regarding limits: the tracking error as signed off by the trustees.",
        "Limits - predicted active risk relative to the MSCI ACWI, 3 %.",
        "Our risk parameters - ex-ante TE, to be confirmed by compliance.",
        "Relative risk versus the FTSE 100: 180 bps and no more.",
        "Tracking error against the Topix, 2 % but not above, please.",
        "On the benchmark side the ceiling is 150 bp of tracking error.",
        "The TE budget stands at 3 % against the index.",
    ],
)
def test_a_figure_a_limit_is_on_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a direction of its own still asks, under a heading or beside a bound
        ("Constraints: keep the tracking error against the Topix as small as you can.", "tracking"),
        ("Limits: volatility 12 % and no more. Beyond that, maximise return.", "max_return"),
        ("Limits: none. Make the portfolio's variance as low as it can go.", "min_risk"),
        # the bound is not the objective: "the limit is …", "… and no further"
        (
            "Maximise return. On tracking error versus the benchmark the limit is 250 bp.",
            "max_return",
        ),
        ("Maximise return; reduce active risk to 200 bp and no further.", "max_return"),
    ],
)
def test_a_direction_of_its_own_still_asks_beside_a_limit(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective
