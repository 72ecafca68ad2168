"""The objective-reading cause of issue 18 tested as a family on constructions in no batch: a
figure the requester asks to see — reported, shown, included, plotted, charted, tabulated,
monitored, logged, printed, displayed, listed — or one placed beside the work ("alongside",
"as a diagnostic", "for information", "for context", "in the tearsheet") is output, not the
objective. The objective is what is maximised, minimised, targeted or optimised for; a verb of
reporting with a direction of its own ("show me the portfolio with the highest Sharpe ratio")
still asks for it. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


def _objective(text: str) -> str | None:
    found = asked(text)
    return found.objective if found is not None else None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a reported ratio is output; the objective is what is maximised or minimised
        ("Maximise expected return. Report the Sortino ratio monthly.", "max_return"),
        (
            "Go for the highest expected return, and chart the rolling Sharpe each quarter.",
            "max_return",
        ),
        ("Minimise volatility; show the tracking error alongside.", "min_risk"),
        (
            "Minimise volatility, with the information ratio printed alongside for context.",
            "min_risk",
        ),
        ("Maximise return. Include the max drawdown in the tearsheet.", "max_return"),
        (
            "Please tabulate the Calmar ratio by year; the book should maximise expected return.",
            "max_return",
        ),
        ("Target the lowest variance mix and plot the Treynor ratio as a diagnostic.", "min_risk"),
        (
            "Track tracking error for information only; we want the least volatile portfolio.",
            "min_risk",
        ),
        (
            "Log the Sharpe ratio in the run notes. The aim is maximum expected return.",
            "max_return",
        ),
        ("Keep an eye on active risk versus the index; maximise expected return.", "max_return"),
        # a participle of reporting after the figure, a wish to see it, a modal passive
        (
            "Maximise expected return; we'd also like to see the Sharpe ratio reported each month.",
            "max_return",
        ),
        ("Maximise expected return, and give us the information ratio too.", "max_return"),
        (
            "Our aim: maximise expected return. For information, the Sharpe ratio should also be "
            "displayed.",
            "max_return",
        ),
        # reporting alone asks for no objective
        ("Display the Sortino ratio on the dashboard.", None),
        ("Could you list the information ratio of each sleeve?", None),
        # what is optimised still is the objective, with or without a report beside it
        ("Maximise the Sortino ratio and report the volatility alongside.", "risk_adjusted"),
        ("Show me the portfolio with the highest Sharpe ratio.", "risk_adjusted"),
        ("I want to see the best Sharpe ratio achievable.", "risk_adjusted"),
        (
            "Minimise tracking error against the FTSE All-Share; plot the volatility monthly.",
            "tracking",
        ),
    ],
)
def test_a_figure_reported_shown_or_included_is_not_the_objective(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a value that moves little, said with a low degree or frequency of its movement
        ("We want a portfolio whose NAV hardly fluctuates.", "min_risk"),
        ("Our members want a fund whose worth seldom lurches.", "min_risk"),
        ("Build the book so that its value rarely wobbles.", "min_risk"),
        # an unwelcome move in the value, counted down
        ("The goal is the fewest unpleasant shocks to the fund's value.", "min_risk"),
        ("Minimise the nasty surprises in the portfolio's value.", "min_risk"),
        # the weights moving little, or a surprise welcomed, say nothing of risk
        ("Maximise expected return even if the weights barely move.", "max_return"),
        ("Maximise expected return; a surprise on the upside is welcome.", "max_return"),
    ],
)
def test_a_value_that_barely_moves_is_risk_kept_down(text: str, objective: str | None) -> None:
    assert _objective(text) == objective, text
