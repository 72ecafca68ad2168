"""The causes batch P's invented-limit and provenance kinds showed, each read in general:
constructions written here, in no batch, guarded both ways.

* credit below investment grade named by its place on the rating scale ("paper with a rating
  under Baa3", "bonds rated BB+ or lower") is the high-yield bucket, not a subset of positions
  whose bound is some other limit (`credit_ratings`); a threshold higher up the scale ("rated
  below A") is not;
* a draft said to be settled ("the agreed draft", "the signed-off draft") is the wording in
  force; a draft alone still only proposes (`polarity`);
* "my earlier e-mail" names where a value was said, not when it held: the value of a
  correction that cites it is the one in force (`polarity`);
* a decimal share of the whole ("0.06 of the fund", ".3 of net assets") is the percentage it
  stands for, so a limit in percent may take it and a later correction may restate one
  (`decimal_shares`).
"""

from __future__ import annotations

from typing import Literal

from quantward_validation.limits import subject_of
from quantward_validation.quantities import in_unit, quantities
from quantward_validation.testing import provenance_problems

_FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"
_LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzp2"


def _problems(
    texts: list[str],
    cited: int,
    name: str,
    value: float,
    words: str,
    unit: Literal["fraction", "multiple", "bps"] = "fraction",
) -> list[str]:
    return provenance_problems(texts, name=name, value=value, words=words, cited=cited, unit=unit)


# --- high yield by its rating ------------------------------------------------------------------


def test_rating_thresholds_at_the_investment_grade_boundary_are_high_yield() -> None:
    for phrase in (
        "paper with a rating under Baa3",
        "bonds rated BB+ or lower",
        "anything graded worse than BBB-",
        "sub-BBB credit",
    ):
        assert subject_of(phrase) == "max_high_yield_weight", phrase


def test_a_rating_threshold_higher_up_the_scale_is_not_high_yield() -> None:
    for phrase in ("bonds rated below A-", "credit rated below Baa1", "names rated below BBB+"):
        assert subject_of(phrase) != "max_high_yield_weight", phrase


def test_a_cap_on_paper_rated_below_the_boundary_states_the_high_yield_cap() -> None:
    text = "Our IMA: securities rated BB+ or lower may not exceed 12 percent of the fund."
    assert _problems([text], 0, "hyBucketMax", 0.12, "12 percent") == []


# --- a settled draft ---------------------------------------------------------------------------


def test_a_settled_draft_states_the_value_in_force() -> None:
    for text in (
        "Legal sent the signed-off draft: the gross book is capped at 180% of NAV.",
        "Per the agreed draft, gross exposure tops out at 180%.",
    ):
        assert _problems([text], 0, "grossCap", 1.8, "180%", "fraction") == [], text


def test_a_draft_alone_still_only_proposes() -> None:
    text = "A draft circulating on the desk puts the gross book at 180% of NAV."
    assert _problems([text], 0, "grossCap", 1.8, "180%", "fraction") != []


# --- a correction that cites an earlier message -------------------------------------------------


def test_a_correction_citing_an_earlier_message_states_its_value() -> None:
    texts = [
        "Cap on any one name: 9%.",
        "Re my earlier memo: the per-name cap should read 6%, and not 9% as I typed.",
    ]
    assert _problems(texts, 1, "maxNameWeight", 0.06, "6%") == []


def test_a_value_said_to_be_earlier_still_held_before() -> None:
    texts = ["Cap on any one name: earlier 9%, 6% from today."]
    assert _problems(texts, 0, "maxNameWeight", 0.09, "9%") != []


# --- a decimal share of the whole ---------------------------------------------------------------


def test_a_decimal_share_of_the_whole_is_a_percentage() -> None:
    for text, value in (("up to 0.06 of the fund", 0.06), ("at least .3 of net assets", 0.3)):
        found = [v for q in quantities(text) for v in in_unit(q, "fraction")]
        assert found == [value], text
        assert all(q.form == "percent" for q in quantities(text)), text


def test_a_correction_in_decimal_shares_retracts_the_earlier_value() -> None:
    texts = [
        "Country exposure: no more than 0.35 of the portfolio.",
        "Please disregard my previous message: country exposure is 0.25 of the portfolio.",
    ]
    assert _problems(texts, 0, "maxCountryWeight", 0.35, "0.35 of the portfolio") != []
    assert _problems(texts, 1, "maxCountryWeight", 0.25, "0.25 of the portfolio") == []
