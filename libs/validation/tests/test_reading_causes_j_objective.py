"""The objective-reading causes found in held-out batch J's first run, each tested on
constructions in no batch.

Objectives written as optimisation notation were read as stray words (a "Σ" read as the "σ" of
volatility, a "min" as a direction of anything) or not at all. `intent._formulas` reads an
operator (max_w, argmin_{w}, min over w, maximise) or a named function (Reward, Utility, Payoff
= …, maximised; Loss, Cost, Penalty = …, minimised) applied to an expression whose terms are
read by their sign:

* a quadratic form in the weights, wᵀΣw (also w'Vw, w^T Ω w), a variance Var(r_p), σ² or σ_p,
  is risk: minimised (or maximised with a minus, Utility = −σ²) it is minimum variance;
* a ratio of a mean to a standard deviation, (μᵀw − r_f)/√(wᵀΣw) or (E[r_p] − r_f)/σ_p, is a
  Sharpe ratio: maximised, a risk-adjusted return;
* a tracking difference under Σ, (w − w_b)ᵀΣ(w − w_b), or the square of active return,
  E[(r_p − r_b)²] or Var(r_P − r_M), is active risk: minimised, tracking error;
* a mean, μᵀw, w'μ or E[r], maximised (or minimised with a minus), is expected return;
* a mean-variance utility, μᵀw − λ wᵀΣw (μ − λσ²), wants the mean up and the variance down:
  a risk-adjusted return.

Text the message withdraws itself is not read: struck through (markdown "~~…~~", HTML
"<del>", "<s>"), a line marked superseded or withdrawn by its label, the earlier of numbered
versions ("Version 1 …", "Version 2 …"). A snake_case name ("minimise_active_risk") is read as
its words; a P&L is a return; earning whatever an index earns is tracking it. The texts are
written here, not taken from a batch.
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
        # quadratic forms of the weights: the variance
        ("The optimiser solves min over w of w'Vw with the weights summing to one.", "min_risk"),
        ("Reward := −σ_p, nothing more.", "min_risk"),
        # the variance maximised asks for no objective of ours, and its Σ is no volatility word
        ("For the stress appendix only, report max_w wᵀΣw.", None),
        # a mean over a deviation: a Sharpe ratio
        ("Optimiser spec: maximise (E[r_p] - r_f)/σ_p over the long-only set.", "risk_adjusted"),
        # a tracking difference under a covariance, or the square of active return
        ("The program is min_x (x - x_bmk)' Ω (x - x_bmk).", "tracking"),
        ("Cost = Var(r_P − r_M); that is what the desk is paid on.", "tracking"),
        # a mean: maximised, or its negative minimised
        ("Loss(w) := −μ'w and nothing else.", "max_return"),
        # a mean-variance utility: the mean up and the variance down
        ("We want argmax_{w} w^T mu - gamma * w^T Sigma w.", "risk_adjusted"),
        ("Utility(w) = w'μ − λ w'Σw, long-only.", "risk_adjusted"),
    ],
)
def test_objectives_in_optimisation_notation(text: str, objective: str | None) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # struck through: withdrawn in the same message
        (
            "<s>Hug the benchmark as closely as possible.</s> Lowest possible volatility.",
            "min_risk",
        ),
        ("<del>Best Sharpe ratio.</del> Keep active risk minimal.", "tracking"),
        ("~~Keep active risk minimal.~~ Best Sharpe ratio we can get.", "risk_adjusted"),
        # a line whose label marks it withdrawn; "superseded by" introduces what stands
        (
            "Old brief (withdrawn): best Sharpe ratio.\nNew brief: keep active risk minimal.",
            "tracking",
        ),
        ("Superseded by the committee: keep active risk minimal.", "tracking"),
        # numbered versions: the last one stands
        ("Version 1 — maximise the Sortino ratio.\nVersion 2 — minimise active risk.", "tracking"),
        # a numbered list is no set of versions
        ("1. Minimise active risk.\n2. Stay fully invested at all times.", "tracking"),
    ],
)
def test_text_withdrawn_in_the_message_asks_for_nothing(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # snake_case names in configuration
        ("```ini\ngoal = minimise_active_risk\n```", "tracking"),
        ("optimiser.target: lowest_variance", "min_risk"),
        # a P&L is a return
        ("Maximise expected PnL for the sleeve.", "max_return"),
        # earning whatever an index earns is tracking it
        ("Our aim is to earn precisely whatever the Nikkei 225 earns.", "tracking"),
    ],
)
def test_configuration_names_pnl_and_earning_what_an_index_earns(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a part of the book named by its purpose, definite or possessive: a name, no wish
        ("Please trim the foundation's yield-enhancing overlay back to its weights.", None),
        ("Rebalance our return-maximising sleeve; the IC meets Friday.", None),
        ("Those growth-chasing holdings of the endowment need a rebalance.", None),
        ("Rebalance their liability-hedging portfolio to cut volatility.", "min_risk"),
        # the same attribute on a portfolio still to be built is what is wanted
        ("Construct a return-seeking book for the charity.", "max_return"),
    ],
)
def test_a_part_of_the_book_named_by_its_purpose_asks_for_nothing(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective, text
