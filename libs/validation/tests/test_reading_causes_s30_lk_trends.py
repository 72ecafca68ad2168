"""Trend-claim causes of issue 18 (session 30), each tested on constructions in no batch:

- a coupon written before a debt's noun and its maturity ("the 6.375% senior secured notes due
  2031") is part of the instrument's name, not a figure the sentence claims from its source
  (`bond_maturities.COUPON`, masked by `answer.numbers_match`).
"""

from __future__ import annotations

from quantward_validation.numbers import mask, written_numbers


def _figures(text: str) -> list[str]:
    return [w.text for w in written_numbers(mask(text)) if w.kind != "plain"]


def test_a_coupon_before_the_debt_noun_and_its_maturity_is_no_figure() -> None:
    assert _figures("Its 6.375% senior secured notes due 2031 widened 40 bp") == ["40 bp"]
    assert _figures("the 5.5% subordinated debentures maturing in 2029 lost 2.5%") == ["2.5%"]
    # a percentage before a noun that names no maturity is a figure
    assert _figures("Margins of 6.375% on senior notes held up") == ["6.375%"]
