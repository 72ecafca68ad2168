"""A count is a whole number: "1.1 beta", "2.5 leverage", "0.9 delta" name a measure's value
in the measure's own word, not 1.1 things counted (`mandate._counts`). As a shipping bank's
credit policy and a hospital foundation's investment policy write their limits."""

from __future__ import annotations

import pytest

from quantward_contracts.values import UserMessage
from quantward_validation.mandate import bounds_for, clauses

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzz1"


@pytest.mark.parametrize(
    ("text", "name", "high"),
    [
        (
            "Credit policy, part 4. The equity sleeve's weighted beta shall not be more than "
            "1.15 beta at any month-end.",
            "max_portfolio_beta",
            1.15,
        ),
        (
            "Foundation investment policy\n3. The endowment keeps its portfolio beta not above "
            "1.35 beta.\n4. Reports go to the treasurer each quarter.",
            "max_portfolio_beta",
            1.35,
        ),
    ],
)
def test_a_fractional_figure_before_the_measures_word_is_its_bound(
    text: str, name: str, high: float
) -> None:
    message = UserMessage(message_id=_ID, text=text, kind="mandate")
    found = bounds_for(clauses(None, [message]), name)
    assert [b.high for b in found] == [high]
