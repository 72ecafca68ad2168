"""The mandate-reading cause of held-out batch X, tested as a family on constructions in no
batch: a book split into pools named by what each is for (growth or return-seeking, matching or
LDI or liability-hedging, liquidity or collateral, core, satellite, a speculative sleeve) gives
each pool its own terms, and a term whose subject is another pool than the one a plan is for —
by a label heading its line, the noun phrase its sentence opens with, or a word of scope before
or after the figure — does not bound the plan (`other_pools`). A term of the plan's own pool,
of the whole book, of no pool, or a plan that names no pool, bounds as before. The texts are
written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.other_pools import own_pools_bounds, plan_pools


def _bounds(
    text: str, plan: list[str], name: str = "max_gross_leverage"
) -> list[tuple[float | None, float | None]]:
    found = own_pools_bounds(clauses({"rules": [text]}), plan_pools(plan))
    return [(b.low, b.high) for b in bounds_for(found, name)]


_GROWTH_PLAN = ["Rebalance the return-seeking assets of the plan"]


@pytest.mark.parametrize(
    "text",
    [
        # a label heading the line
        "Liability-hedging sleeve — leverage between 3 and 5 times.",
        "(c) LDI overlay: gearing may range from 2.5x to 6x.",
        # the pool the sentence opens with
        "The cashflow-matching portfolio may be geared from 2x up to 5x.",
        "Segregated LDI mandates are leveraged at no more than 7x.",
        # a word of scope before or after the figure
        "In the collateral pool, gross leverage is kept under 1.2x.",
        "Gross leverage sits between 2x and 4.5x within the hedging sleeve.",
    ],
)
def test_a_term_of_another_pool_does_not_bound_the_plan(text: str) -> None:
    assert clauses({"rules": [text]})[0].bounds, text  # the mandate does state it
    assert _bounds(text, _GROWTH_PLAN) == [], text


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        # the plan's own pool, named in other words
        ("Growth assets: gross leverage no higher than 1.4x.", _GROWTH_PLAN),
        (
            "The LDI sleeve may be geared from 2x up to 5x.",
            ["Weights of the liability-matching portfolio"],
        ),
        # the whole book
        ("Total portfolio leverage is capped at 1.3x.", _GROWTH_PLAN),
        # a plan that names no pool
        ("Hedging portfolio: leverage up to 4x.", ["Weights across the funds on the buy list"]),
        # a term of no pool
        ("Gross leverage may not exceed 1.5x.", _GROWTH_PLAN),
    ],
)
def test_a_term_of_the_plans_pool_or_of_the_whole_still_bounds(text: str, plan: list[str]) -> None:
    assert _bounds(text, plan), text


@pytest.mark.parametrize(
    ("text", "plan", "name"),
    [
        # a pool's share of the whole splits the book: every plan's term
        (
            "The moonshot bucket tops out at 3% of the account.",
            ["Rebalance my long-term retirement account"],
            "max_speculative_sleeve",
        ),
        (
            "Hedging sleeve: gross leverage of 1.2x to 1.5x of the scheme's net assets.",
            _GROWTH_PLAN,
            "max_gross_leverage",
        ),
        # a class of holdings whose weight is bounded, not a pool's inside
        ("Money market funds may not exceed 10% in total.", _GROWTH_PLAN, "cash_weight"),
    ],
)
def test_a_pools_share_of_the_whole_still_bounds(text: str, plan: list[str], name: str) -> None:
    assert _bounds(text, plan, name), text


def test_each_pool_of_one_sentence_keeps_its_own_term() -> None:
    text = "Growth sleeve leverage at most 1.5x; in the matching sleeve, leverage at most 4x."
    assert _bounds(text, _GROWTH_PLAN) == [(None, 1.5)]


def test_a_speculative_sleeve_is_a_pool_of_its_own() -> None:
    text = "Club rule: the moonshot bucket can run margin up to 2x."
    assert clauses({"rules": [text]})[0].bounds
    assert _bounds(text, ["Rebalance my long-term retirement account"]) == []
    assert _bounds(text, ["Size the positions of my moonshot bucket"])


def test_a_constraints_name_alone_names_no_pool() -> None:
    assert plan_pools(["Weights across the names on the list"], ["max_cash_weight"]) == frozenset()
    assert plan_pools(["Weights of the core portfolio"], ["maxSatelliteLeverage"]) == {
        "core",
        "satellite",
    }
