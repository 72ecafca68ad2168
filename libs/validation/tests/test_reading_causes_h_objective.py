"""The objective-reading causes found in held-out batch H's first run, each tested on
constructions in no batch.

Three causes: an expected return written as a formula ("E(R)") was no return, so a ratio of it
to risk was no risk-adjusted objective; a risk-adjusted figure said to be reported or monitored
was read as asked for (a named Sharpe or information ratio asks for itself); and the frontier's
minimum-variance point named by its place ("the left-most point of the frontier") was read as
nothing. The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked, stated_in


def _objective(text: str) -> str | None:
    found = asked(text)
    return found.objective if found is not None else None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # an expectation of returns over a risk measure is a return-to-risk ratio
        ("Weights are chosen so that E(R) / volatility is as large as it gets.", "risk_adjusted"),
        (
            "We rank the candidate mixes by E[r - r_f] divided by sigma and keep the top one.",
            "risk_adjusted",
        ),
        ("Score each allocation on E(Rp − Rf)/vol, higher is better.", "risk_adjusted"),
        # the expectation alone, with a direction, is expected return
        ("E(R) should be pushed as high as the names allow.", "max_return"),
        # twins: the formula named without a ratio or a direction asks for nothing
        ("Please tabulate E(R) and sigma for every sleeve.", None),
    ],
)
def test_an_expected_return_written_as_a_formula_is_a_return(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("The information ratio will be monitored quarterly.", None),
        (
            "Calmar is only disclosed in the annual letter; keep volatility as low as you can.",
            "min_risk",
        ),
        (
            "Sortino figures are published monthly for each sleeve, and total return is the goal.",
            "max_return",
        ),
        # twins: a direction said of the figure still asks for it
        ("Push the information ratio higher; it is reported to the trustees.", "risk_adjusted"),
        ("We want the best Sortino ratio, which is monitored weekly.", "risk_adjusted"),
        ("The information ratio is what the trustees want.", "risk_adjusted"),
    ],
)
def test_a_risk_adjusted_figure_said_to_be_reported_is_not_asked(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Put the fund on the far-left end of the mean-variance frontier.", "min_risk"),
        ("We want the leftmost portfolio on the frontier, nothing else.", "min_risk"),
        ("Our brief: hold the vertex of the efficient frontier.", "min_risk"),
        # twins: the frontier without its left end, or that end set aside, asks for no variance
        ("Plot the efficient frontier for the trustees.", None),
        ("We do not want to be at the left-most point of the frontier.", None),
    ],
)
def test_the_left_end_of_the_frontier_is_the_minimum_variance_portfolio(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


def test_a_formula_cited_alone_states_its_objective() -> None:
    text = "Mandate note. Target: maximise E(R)/σ over the approved list."
    start = text.index("maximise")
    found = stated_in(text, start, len(text) - len(" over the approved list."))
    assert found is not None
    assert found.objective == "risk_adjusted"
