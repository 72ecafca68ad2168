"""Causes behind batch ZL's needless revisions of clean limits measured in GMV (wordings of our
own, in no batch).

On a multi-manager desk GMV (gross market value) is the base most limits are measured in: a
single name's size "as % of GMV", a liquidity floor on the share of GMV sellable within a day, a
config key that ends in the base (`issuerCeilingGmv`). The limit is about what is measured, not
about gross exposure; a GMV said alone ("GMV cap", `max_gmv`) is still the gross book.
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("issuerCeilingGmv", "max_position_weight"),
        ("cash_buffer_gmv", "cash_weight"),
        ("sector cap (% of GMV)", "max_sector_weight"),
        ("GMV sellable within two days", "cash_weight"),
        # GMV alone is the gross book
        ("max_gmv", "max_gross_leverage"),
        ("gmvCeiling", "max_gross_leverage"),
    ],
)
def test_a_limit_measured_in_gmv_is_about_what_is_measured(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Desk rule: any one issuer (pct GMV) stays under 3%.", "max_position_weight"),
        ("Schedule C: GMV tradable within two days never under 55%.", "cash_weight"),
        ("Desk rule: GMV ceiling at 2.5bn.", "max_gross_leverage"),
    ],
)
def test_mentions_in_prose(text: str, subject: str) -> None:
    assert [name for _, _, name in subject_mentions(text)] == [subject]
