"""The English "gilt" (a UK government bond) is no German "gilt" that puts a figure in force
(`in_force_de_da`, read by `rival_figures`): a market figure quoted after it for context does not
displace the limit the sentence states, while the German verb still puts its figure in force."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of
from quantward_validation.rival_figures import rival_in_force


def _limit(name: str, value: float) -> Constraint:
    return Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit="fraction"
    )


@pytest.mark.parametrize(
    ("text", "figure", "name", "value"),
    [
        (
            "Per the trust deed, schedule 2: equities are to be no more than 55%. (Background: "
            "the gilt curve sits near 4.3%, inflation at 3.1%.)",
            "55%",
            "max_equity_share",
            0.55,
        ),
        (
            "The Trustees' minute records a cash floor of at least 3%; long-dated gilt yields "
            "of 5.1% were noted for information.",
            "3%",
            "min_cash_buffer",
            0.03,
        ),
        (
            "Any single issuer is capped at 4%, the Treasury 4.25% Gilt 2036 included.",
            "4%",
            "issuer_cap",
            0.04,
        ),
    ],
)
def test_english_gilt_puts_no_market_figure_in_force(
    text: str, figure: str, name: str, value: float
) -> None:
    start = text.index(figure)
    end = start + len(figure)
    assert rival_in_force(text, start, end, "fraction", lambda clause, cited: True) is None
    assert stated_of(text, start, end, _limit(name, value)) is None


def test_german_gilt_still_puts_its_figure_in_force() -> None:
    text = "Beantragt waren 40 %, nach dem Beschluss des Ausschusses gilt 30 %."
    start = text.index("40 %")
    rival = rival_in_force(text, start, start + 4, "fraction", lambda clause, cited: True)
    assert rival == "30 %"
