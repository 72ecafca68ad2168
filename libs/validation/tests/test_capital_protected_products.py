"""A product named by the protection it carries is no objective (batch ZZN's cause, phrases in
no batch): "principal-protected certificates", "the capital protected bond programme" are
things a desk issues or a client buys; keeping the capital whole is still asked for when it is
the book's aim (`capital_preservation`)."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Allocate the new principal-protected certificates across the three baskets.",
        "Price the capital protected bond programme for the March window.",
        "Size the capital-protection 100% notes against the hedge book.",
    ],
)
def test_a_protected_product_asks_no_objective(text: str) -> None:
    assert asked(text) is None, asked(text)


@pytest.mark.parametrize(
    "text",
    [
        "Our first aim for the endowment is capital preservation.",
        "Build the sleeve with principal protection above everything else.",
    ],
)
def test_keeping_the_capital_whole_is_still_asked(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk", found
