"""A superlative that ranks a reported fact among peers or over time asks for no objective
(`quantward_validation.rankings`); one in a wish, a direction or a specification still does."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.rankings import ranked_facts


@pytest.mark.parametrize(
    "text",
    [
        "Returns were the highest in a decade.",
        "Our flagship fund posted one of the largest gains in its peer group last year.",
        "The utility reported its strongest earnings in five years.",
        "Kestrel Partners now owns 6.2% of the miner, making it among the biggest shareholders.",
        "Spreads on the notes are the widest since 2009, according to the desk.",
        "The stock yields 5.1%, the highest on record for the name.",
        "Volatility in gilts was the lowest in over a decade last month.",
    ],
)
def test_a_ranked_fact_asks_for_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Returns should be the highest in the peer group.", "max_return"),
        ("We want the biggest gains in the sector.", "max_return"),
        ("Returns: the highest in the universe.", "max_return"),
        ("Lowest volatility in the peer group, please.", "min_risk"),
        ("Highest return in a decade is the goal.", "max_return"),
        ("Pick the mix with the highest Sharpe among the candidates.", "risk_adjusted"),
    ],
)
def test_a_ranking_that_is_asked_for_still_directs(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


def test_a_decimal_point_ends_no_sentence() -> None:
    text = "The shares trade on 11.8x forward earnings, the widest discount to peers in a decade."
    assert [text[s:e] for s, e in ranked_facts(text)] == ["widest"]


def test_the_rest_of_the_message_is_still_read() -> None:
    text = (
        "Chart of the day: the bank trades at 0.6x book, the cheapest in its sector since 2012.\n\n"
        "For the client book, please keep volatility as low as you can."
    )
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk"
