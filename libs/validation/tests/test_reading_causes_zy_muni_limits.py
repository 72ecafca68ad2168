"""The causes batch ZY's limit kinds showed (US municipal bond accounts), each read in general:
constructions written here, in no batch, guarded both ways.

Causes: two credit buckets that share one noun ("HY / unrated credit ≤ 12 %", "junk and unrated
credit: at most 12 %"), whose cap bounds them together and so caps either (a floor does not,
a band gives its upper end, a level fixed for both fixes each); a municipal account's AMT
(private-activity) bucket, a subject of its own that a field `max_amt_weight` named as a
position cap; "zero" naming an instrument ("no zero-coupon bonds"), read as a cap of 0; and a
band someone asked for, refused under an answer label ("Answer: no, …"), read as a range; and a
figure someone asked for and was talked out of ("she talked me out of it"), cited as a limit.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.quantities import quantities
from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize("name", ["max_high_yield_weight", "max_unrated_weight"])
def test_buckets_sharing_a_noun_on_the_left_of_a_relation_are_both_bounded(name: str) -> None:
    text = "Compliance grid, Q3 | cash ≥ 2 % | junk & unrated credit ≤ 12 % of NAV | breaches: none"
    assert provenance_problems(text, name=name, value=0.12, words="12 %") == []


def test_a_bucket_not_coordinated_with_the_nearest_stays_apart() -> None:
    text = "Compliance grid, Q3 | junk: see annex | unrated credit ≤ 12 % of NAV"
    assert provenance_problems(text, name="max_high_yield_weight", value=0.12, words="12 %")
    assert provenance_problems(text, name="max_unrated_weight", value=0.12, words="12 %") == []


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    found = clauses({"limits": [text]})
    return [(b.kind, b.low, b.high) for b in bounds_for(found, name)]


@pytest.mark.parametrize("name", ["max_high_yield_weight", "max_unrated_weight"])
def test_a_cap_on_buckets_named_together_caps_each(name: str) -> None:
    assert _bounds("Junk and unrated credit combined: at most 12 % of NAV.", name) == [
        ("ceiling", None, 0.12)
    ]


def test_a_band_on_buckets_named_together_gives_the_other_its_upper_end() -> None:
    band = "Sub-IG or unrated holdings may move within 4 % to 9 % as the desk sees fit."
    assert _bounds(band, "max_high_yield_weight") == [("ceiling", None, 0.09)]
    assert _bounds(band, "max_unrated_weight") == [("range", 0.04, 0.09)]


def test_a_floor_on_buckets_named_together_is_no_floor_of_either() -> None:
    text = "Junk and unrated credit combined: at least 3 % of NAV."
    assert _bounds(text, "min_high_yield_weight") == []


def test_buckets_each_with_a_figure_of_their_own_share_none() -> None:
    text = "Junk and unrated credit: 12 % and 4 % respectively."
    assert ("ceiling", None, 0.12) not in _bounds(text, "max_unrated_weight")


def test_a_level_fixed_for_buckets_named_together_is_each_ones_level() -> None:
    text = "Junk / unrated credit stays at 6 %; the 3–6 % band is not the desk's to use."
    assert _bounds(text, "max_high_yield_weight") == [("range", 0.06, 0.06)]


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("amtSleeveCap", "max_amt_weight"),
        ("bonds whose interest is subject to the AMT", "max_amt_weight"),
        ("the private activity bond allocation", "max_amt_weight"),
        ("paper paying alternative minimum tax income", "max_amt_weight"),
        # twins: "amt" as an amount, and one AMT bond, are no bucket
        ("max_order_amt", None),
        ("any one AMT bond", "max_position_weight"),
    ],
)
def test_the_amt_bucket_is_a_subject_of_its_own(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_a_compound_of_zero_naming_an_instrument_is_no_figure() -> None:
    text = "AMT sleeve under 15 %; we buy no zero-cost collars and no zero-coupon munis."
    assert _bounds(text, "max_amt_weight") == [("ceiling", None, 0.15)]
    assert [q.value for q in quantities("Zero-coupon paper: zero.")] == [0.0]


def test_a_band_asked_for_and_refused_under_an_answer_label_is_no_range() -> None:
    asked = "Notes: the trustee asked whether cash could drift between 2 % and 6 %. "
    assert _bounds(asked + "Reply: no, the board keeps it where it is.", "cash_weight") == []
    # twin: the answer that grants it leaves the band standing
    assert _bounds(asked + "Reply: yes, within the desk's remit.", "cash_weight") == [
        ("range", 0.02, 0.06)
    ]


@pytest.mark.parametrize(
    "refusal",
    [
        "Compliance argued us out of it",
        "Risk advised against it",
        "The CIO shot the idea down",
        "Legal nixed it",
    ],
)
def test_a_question_whose_asker_was_dissuaded_states_no_limit(refusal: str) -> None:
    text = f"I asked Priya whether we could take cash down to 1 %. {refusal}, so cash stays at 3 %."
    assert provenance_problems(text, name="cash_floor", value=0.01, words="1 %")
    assert provenance_problems(text, name="cash_floor", value=0.03, words="3 %") == []


def test_a_question_granted_states_its_value() -> None:
    text = "I asked Priya whether we could take cash down to 1 %. She agreed, so it goes to 1 %."
    assert provenance_problems(text, name="cash_floor", value=0.01, words="1 %") == []
