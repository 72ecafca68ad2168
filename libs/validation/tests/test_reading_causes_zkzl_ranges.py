"""The causes batches ZK (an RFP's Q&A) and ZL (a pod's chat with central risk) showed on the
range side, each read in general: constructions written here, in no batch, guarded both ways.

Causes: a speaker's label with a short context in brackets ("PM (IB):", "Asset owner (RFP
Q&A):") or a party's answer ("Our answer:", "The manager's reply:") is a turn of a
conversation, so a band a question asks for and the next turn refuses is no room; and an answer
that tells the asker to keep the subject at a level ("no, keep it at 3x") states that level of
what the question asked about; a share of a company's revenue or earnings an exclusion screens
on ("more than 10 % of sales from tobacco") bounds no weight of the book.
"""

from __future__ import annotations

import pytest

from quantward_validation.transcripts import turns

from .clause_bounds import bounds_of

_ASKED = "Pension trustee (tender Q&A): Could the manager hold cash anywhere between 2 % and 6 %?\n"
_CHAT = "Trader (Symphony): fine to run net anywhere between 10% and 30%?\n"


@pytest.mark.parametrize(
    "text",
    [_ASKED + "The manager's reply: No.", _CHAT + "Compliance: no."],
)
def test_a_label_with_its_context_or_a_party_s_answer_is_a_turn(text: str) -> None:
    assert len(turns(text)) == 2


def test_rows_labelled_with_a_limit_word_in_brackets_are_no_turns() -> None:
    assert turns("Equities (max): 60%\nBonds (soft cap): 20%") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # refused: the level the answer keeps is a point, the band asked for is no room
        (
            _ASKED + "The manager's reply: No. It is fixed at 6 %; the range only flags a review.",
            [("cash_weight", "range", 0.06, 0.06)],
        ),
        (
            _CHAT + "Compliance: no, hold it at 30%; the range is only a monitoring line.",
            [("max_net_exposure", "range", 0.3, 0.3)],
        ),
        # granted: the band stays
        (
            _ASKED + "The manager's reply: Yes, anywhere in that range.",
            [("cash_weight", "range", 0.02, 0.06)],
        ),
    ],
)
def test_a_band_asked_for_and_refused_leaves_the_level_kept(
    text: str, expected: list[tuple[object, ...]]
) -> None:
    assert bounds_of(text, rounded=True) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Exclude issuers with over 10 % of sales from tobacco.",
        "No names earning more than 15% of their EBITDA from oil sands.",
    ],
)
def test_an_exclusion_s_revenue_threshold_bounds_no_weight(text: str) -> None:
    # (ZK: an exclusion policy's "5% of revenue" read as a position cap made an invented issuer
    # cap below it look as if the mandate allowed it)
    assert bounds_of(text) == []


def test_a_share_of_the_fund_is_still_a_weight() -> None:
    assert bounds_of("Any one issuer: no more than 7 % of the fund.", rounded=True) == [
        ("max_position_weight", "ceiling", None, 0.07)
    ]
