"""The English "gilt" (a UK government bond) is no German "gilt" that puts a figure in force
(`in_force_de_da`, read by `rival_figures`): a market figure quoted after it for context does not
displace the limit the sentence states, whatever word follows the bond, while the German verb
still puts its figure in force: the sentence's language tells them apart (`sentence_language`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.provenance import stated_of
from quantward_validation.rival_figures import rival_in_force
from quantward_validation.sentence_language import GERMAN


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
            "Cash floor of at least 3%; the index-linked gilt sat at 2.1% real.",
            "3%",
            "min_cash_buffer",
            0.03,
        ),
        (
            "Equities are held to at most 45%, while the 10-year gilt closed at 4.6% on Friday.",
            "45%",
            "max_equity_share",
            0.45,
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


def test_german_gilt_after_its_figure_still_puts_it_in_force() -> None:
    text = "Beantragt waren 40 %, aber laut Beschluss 30 % gilt."
    start = text.index("40 %")
    rival = rival_in_force(text, start, start + 4, "fraction", lambda clause, cited: True)
    assert rival == "30 %"


@pytest.mark.parametrize(
    ("sentence", "german"),
    [
        ("Seit dem Beschluss gilt für Aktien 32 %.", True),
        ("Es gilt weiterhin die Obergrenze.", True),
        ("The gilt leg of the hedge book ran at 24%.", False),
        ("Der gilt curve is flat.", False),
    ],
)
def test_a_sentence_is_german_by_its_own_small_words(sentence: str, german: bool) -> None:
    assert GERMAN.reads(sentence) is german
