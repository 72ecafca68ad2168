"""The blind batch ZZO (a sovereign wealth fund's limits) showed, each read in general:
constructions written here, in no batch, guarded both ways.

One holding of a subset said with a quantifier of one ("any single non-government obligor")
is a position, not the subset's bucket (`limits._subset`).

The part of one company owned, said as an ownership share, interest or stake, or counted in its
voting shares or rights ("8 % of the voting rights of any investee", `votingStakeCap`), is the
issue-ownership subject (`limit_lexicon_convertibles`).

A proposal the sentence says was turned down ("the trustees rejected the suggestion, and …")
proposes nothing else the sentence states (`polarity`); and the level a sentence keeps while it
turns down the band proposed before it is a point (`mandate`).

A figure someone else applies that the owner of a public fund chose not to follow ("…, but the
government decided not to adopt it") is disowned (`disowned`).

A reported level beside a limit named with its owner ("above the policy's floor of 5 %") is a
level, not the limit (`provenance`).

Fixed income (fixed interest) and bonds are one class of `lexical_synonyms`.

A level fixed over a long object ("fixes the limit on the weight of … held in any one company
at 4 %") beside words that take every room from it is a point (`fixed_levels`); fixed alone it
stays a cap.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.disowned import not_taken_up
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, within
from quantward_validation.polarity import hypothetical
from quantward_validation.provenance import stated_of

POSITION = "max_position_weight"
OWNERSHIP = "max_issue_ownership"


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"statute": {"part_2": text}})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


def _inside(text: str, name: str, value: float) -> bool:
    found = clauses({"statute": {"part_2": text}})
    read = bounds_for(found, name)
    assert read, "the clause bounds the limit"
    return all(within(value, b, name) for b in read)


def _problem(text: str, value: str, name: str, number: float) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit="fraction",
    )
    return stated_of(text, start, start + len(value), constraint)


# --- one holding of a subset is a position ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "credit to any one non-bank borrower is capped at 3%",
        "the single-obligor limit: each non-sovereign obligor stays below 2%",
    ],
)
def test_one_holding_of_a_subset_is_a_position(text: str) -> None:
    assert POSITION in {name for _, _, name in subject_mentions(text)}
    assert "other_limit" not in {name for _, _, name in subject_mentions(text)}


@pytest.mark.parametrize(
    "text",
    ["Non-government holdings may not exceed 20%", "any non-US issuers may total 30% at most"],
)
def test_a_subset_as_a_whole_stays_no_position(text: str) -> None:
    assert POSITION not in {name for _, _, name in subject_mentions(text)}


def test_a_cap_on_one_holding_of_a_subset_bounds_the_borrower_limit() -> None:
    one = "Credit to any one non-bank borrower is limited to 4 % of the loan book."
    every = "Credit to non-bank borrowers is limited to 25 % of the loan book."
    assert _bounds(one, "maxBorrowerWeight") == [("ceiling", None, 0.04)]
    assert _bounds(every, "maxBorrowerWeight") == []


# --- a company's ownership or voting share ------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "ownershipStakeCap",
        "max_voting_rights",
        "the ownership percentage of a single investee",
        "the scheme's stake of the voting shares of any one firm",
        "10 % of the voting capital of an issuer",
    ],
)
def test_ownership_of_one_company_is_issue_ownership(phrase: str) -> None:
    assert subject_of(phrase) == OWNERSHIP


@pytest.mark.parametrize(
    "phrase", ["voting members of the committee", "our active ownership report", "max_position"]
)
def test_other_uses_of_the_words_are_no_ownership(phrase: str) -> None:
    assert subject_of(phrase) != OWNERSHIP


def test_a_voting_rights_cap_bounds_the_ownership_limit() -> None:
    text = "The scheme may hold no more than 8 % of the voting rights of any investee."
    assert _bounds(text, "votingRightsLimit") == [("ceiling", None, 0.08)]
    assert _bounds(text, "maxIssuerWeight") == []


# --- a proposal turned down proposes nothing else ------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "The trustees rejected the proposal, and the ceiling of 6 % remains",
        "The committee did not adopt the draft; the cap stays at 3 %",
        "That draft was turned down, so 12 % applies",
    ],
)
def test_a_turned_down_proposal_leaves_the_rest_in_force(sentence: str) -> None:
    assert not hypothetical(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The trustees rejected the proposal of 9 %",
        "The manager proposed 12 % for the issuer cap",
        "the proposal of 8 % was rejected",
    ],
)
def test_the_proposal_and_its_own_figure_stay_proposed(sentence: str) -> None:
    assert hypothetical(sentence)


def test_the_value_kept_beside_a_refused_proposal_is_stated() -> None:
    text = (
        "In March the manager proposed 12 % for any one holding. The trustees turned down the "
        "proposal, and the existing maximum of 6 % applies."
    )
    assert _problem(text, "6 %", "maxHoldingWeight", 0.06) is None
    assert _problem(text, "12 %", "maxHoldingWeight", 0.12) is not None


def test_a_band_turned_down_in_the_sentence_keeping_the_level_leaves_a_point() -> None:
    proposed = "Minutes: the CIO proposed letting the single-name cap float between 3 % and 6 %. "
    refused = proposed + "The committee rejected the proposal: the cap remains at 6 % for now."
    pending = proposed + "The committee has not met yet; the cap remains at 6 % for now."
    assert not _inside(refused, "maxSingleName", 0.045)
    assert _inside(pending, "maxSingleName", 0.045)


# --- a figure the owner chose not to follow -------------------------------------------------------


@pytest.mark.parametrize(
    "after",
    [
        ", but the government decided not to adopt it.",
        ", but the finance ministry chose not to follow it.)",
        ", yet the owner opted not to follow it",
    ],
)
def test_a_figure_the_owner_chose_not_to_follow_is_not_taken_up(after: str) -> None:
    assert not_taken_up(after)


@pytest.mark.parametrize(
    "after", [", and the government applies it.", ", which the ministry follows."]
)
def test_a_figure_the_owner_follows_is_taken_up(after: str) -> None:
    assert not not_taken_up(after)


def test_a_neighbours_figure_not_adopted_is_not_the_limit() -> None:
    text = (
        "The statute sets the cap on any one holding at 4 %. (A neighbouring pension scheme "
        "uses 6 %, but the government decided not to adopt it.)"
    )
    assert _problem(text, "6 %", "maxHoldingWeight", 0.06) is not None
    assert _problem(text, "4 %", "maxHoldingWeight", 0.04) is None


# --- a reported level beside a limit named with its owner ---------------------------------------


def test_a_level_beside_an_owned_limit_is_reported() -> None:
    text = "Half-year review: the cash buffer was 12 % at 30 June, above the policy's floor of 5 %."
    assert _problem(text, "12 %", "min_cash_weight", 0.12) is not None
    assert _problem(text, "5 %", "min_cash_weight", 0.05) is None


# --- fixed income and bonds ----------------------------------------------------------------------


def test_a_fixed_interest_floor_bounds_a_bond_floor() -> None:
    text = "The manager shall keep the fixed-interest share of the scheme above 40 per cent."
    assert _bounds(text, "minBondAllocation") == [("floor", 0.4, None)]
    other = "The manager shall keep the property share of the scheme above 10 per cent."
    assert _bounds(other, "minBondAllocation") == []


# --- a level fixed over a long object, with no room beside it, is a point ---------------------


def test_a_level_fixed_over_a_long_object_with_no_room_is_a_point() -> None:
    fixed = (
        "The trust deed fixes the limit on the weight of the listed equity portfolio in any one "
        "company at 4 %. The trustees must be told; it gives the manager no discretion."
    )
    roomy = (
        "The trust deed fixes the limit on the weight of the listed equity portfolio in any one "
        "company at 4 %."
    )
    assert not _inside(fixed, "maxHoldingWeight", 0.03)
    assert _inside(roomy, "maxHoldingWeight", 0.03)
