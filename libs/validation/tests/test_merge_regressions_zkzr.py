"""Two readings the merge of the ZK–ZR fixes moved, guarded on constructions in no batch.

A holding noun followed by "of up to" and its figure ("any single counterparty-free borrower
of up to 4 %") names every position, not a subset: the words that end a subset's qualifier stop
at "to", so the whole is read past them. A band withdrawn with its two ends written before its
noun in words ("the 15 per cent to 25 per cent corridor … was revoked") is withdrawn, so the
point the sentence keeps is held exactly.
"""

from __future__ import annotations

import pytest

from quantward_validation.band_withdrawn import band_withdrawn
from quantward_validation.limits import subject_mentions
from quantward_validation.mandate import clauses


@pytest.mark.parametrize(
    "phrase",
    [
        "the fund may lend to any one borrower of up to 4 %",
        "it may hold an issuer of at most 3 per cent",
        "a single obligor of no more than 2.5 %",
    ],
)
def test_a_holding_of_up_to_a_figure_is_every_position(phrase: str) -> None:
    assert [name for _, _, name in subject_mentions(phrase)][-1] == "max_position_weight"


def test_a_holding_qualified_by_where_it_is_listed_stays_a_subset() -> None:
    assert [name for _, _, name in subject_mentions("positions listed outside the EU")] == [
        "other_limit"
    ]


@pytest.mark.parametrize(
    ("sentence", "withdrawn"),
    [
        ("the 15 per cent to 25 per cent corridor agreed in 2021 was revoked", True),
        ("the old 0.5x to 1x net band has been removed", True),
        ("the 15 per cent to 25 per cent corridor agreed in 2021 still applies", False),
        ("the 10 % cap was revoked", False),
    ],
)
def test_a_band_with_its_ends_in_words_can_be_withdrawn(sentence: str, withdrawn: bool) -> None:
    assert band_withdrawn(sentence) is withdrawn


def test_the_point_kept_beside_a_withdrawn_worded_band_is_held_exactly() -> None:
    text = (
        "The trustees agreed to hold the share of any one country in the growth assets at 25 "
        "per cent; the 15 per cent to 25 per cent corridor agreed in 2021 was revoked."
    )
    (clause,) = clauses({"policy": text})
    assert [(b.subject, b.kind, b.low, b.high) for b in clause.bounds] == [
        ("max_country_weight", "range", 0.25, 0.25)
    ]
