"""A limit defined as a share of a base is measured on it (`other_bases.base_defined_before`),
in a hospital foundation's words."""

from __future__ import annotations

from quantward_validation.other_bases import base_defined_before


def test_a_share_defined_on_the_base_after_the_figure_is_its_own() -> None:
    said = "payer concentration (one insurer's share of patient revenue) is at most "
    assert base_defined_before(said, " of trailing net patient revenue")


def test_a_subject_not_defined_on_the_base_is_not() -> None:
    assert not base_defined_before("tobacco companies, at most ", " of revenue")
    assert not base_defined_before("the share of the endowment in equities ", " of revenue")
