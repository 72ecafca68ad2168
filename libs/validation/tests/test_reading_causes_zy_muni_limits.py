"""The causes batch ZY's limit kinds showed (US municipal bond accounts), each read in general:
constructions written here, in no batch, guarded both ways.

Causes: two credit buckets that share one noun on the left of a relation ("HY / unrated credit
≤ 12 %"), whose figure bounds them together and so is either's.
"""

from __future__ import annotations

import pytest

from quantward_validation.testing import provenance_problems


@pytest.mark.parametrize("name", ["max_high_yield_weight", "max_unrated_weight"])
def test_buckets_sharing_a_noun_on_the_left_of_a_relation_are_both_bounded(name: str) -> None:
    text = "Compliance grid, Q3 | cash ≥ 2 % | junk & unrated credit ≤ 12 % of NAV | breaches: none"
    assert provenance_problems(text, name=name, value=0.12, words="12 %") == []


def test_a_bucket_not_coordinated_with_the_nearest_stays_apart() -> None:
    text = "Compliance grid, Q3 | junk: see annex | unrated credit ≤ 12 % of NAV"
    assert provenance_problems(text, name="max_high_yield_weight", value=0.12, words="12 %")
    assert provenance_problems(text, name="max_unrated_weight", value=0.12, words="12 %") == []
