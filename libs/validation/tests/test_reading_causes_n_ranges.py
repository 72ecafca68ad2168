"""The range and mandate readings batch N missed, each read as a family (issue 18): sentences
written here, in no batch, guarded both ways.

- The emerging-markets bucket is a subject of its own ("developing economies", "EM debt",
  "frontier and emerging countries", `max_em_weight`): its bounds bound it, and no position cap.
- Money placed with a bank ("sight and time deposits", "deposits with credit institutions") is
  cash.
- A level held exactly ("precisely 6 %") or fixed with every room taken from it ("set at 1,4x by
  the committee … no tolerance") is a point: another level, lower or higher, is outside it. A
  level only "fixed at" is still a cap.
- A range kept only for someone else's control ("serves solely for the custodian's
  surveillance") gives way to the point the clause holds.
- A matter said outside the manager's remit ("not within the province of the manager") grants
  no discretion.
- An abbreviation's full stop before a range's dash ends no sentence ("0,5 % p.a. – 1 % p.a.").
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses, discretion_over, within


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None]]:
    return [(b.kind, b.low, b.high) for b in bounds_for(clauses({"policy": text}), name)]


def _inside(text: str, name: str, value: float) -> bool:
    """Whether `value` of `name` lies inside every bound the clause states on it (and one is)."""
    bounds = bounds_for(clauses({"policy": text}), name)
    assert bounds, text
    return all(within(value, b, name) for b in bounds)


@pytest.mark.parametrize(
    "name", ["maxEmExposure", "em_equities_cap", "developing_markets_share", "emergingDebtLimit"]
)
def test_an_emerging_markets_field_names_the_bucket(name: str) -> None:
    assert subject_of(name) == subject_of("emerging markets") is not None
    assert subject_of(name) != subject_of("max_position_weight")


@pytest.mark.parametrize(
    "text",
    [
        "Developing economies may account for no more than 12 % of the portfolio.",
        "EM debt: 12 % at most.",
        "Holdings in frontier and emerging countries are capped at 12 %.",
    ],
)
def test_a_bound_on_the_emerging_bucket_bounds_it_and_no_position(text: str) -> None:
    assert _inside(text, "maxEmExposure", 0.10)
    assert not _inside(text, "maxEmExposure", 0.14)
    assert _bounds(text, "max_position_weight") == []


def test_an_em_dash_is_no_market() -> None:
    assert subject_mentions("use an em dash between the two figures") == []


@pytest.mark.parametrize(
    "text",
    [
        "Sight and time deposits must stay at or above 3 % of the fund.",
        "Deposits with credit institutions: at least 3 %.",
    ],
)
def test_money_placed_with_a_bank_is_cash(text: str) -> None:
    assert _bounds(text, "min_cash_weight") == [("floor", 0.03, None)]


@pytest.mark.parametrize(
    "text",
    [
        "The single-issuer ceiling is precisely 6 %.",
        "The committee set the single-issuer ceiling at 6 %; the level cannot be altered by the "
        "manager.",
        "The single-issuer ceiling is pinned at 6 %. No tolerance whatsoever around it.",
    ],
)
def test_a_level_held_exactly_is_a_point(text: str) -> None:
    assert _inside(text, "max_issuer_weight", 0.06)
    assert not _inside(text, "max_issuer_weight", 0.045)
    assert not _inside(text, "max_issuer_weight", 0.07)


def test_a_level_only_fixed_is_still_a_cap() -> None:
    text = "The single-issuer ceiling is fixed at 6 % of the fund."
    assert _inside(text, "max_issuer_weight", 0.045)
    assert not _inside(text, "max_issuer_weight", 0.07)


def test_a_range_kept_for_the_custodians_surveillance_gives_way_to_the_managers_point() -> None:
    text = (
        "A band of 1,1x to 1,6x on leverage serves solely for the custodian's surveillance; "
        "the manager's own leverage limit is precisely 1,6x."
    )
    assert _inside(text, "max_gross_leverage", 1.6)
    assert not _inside(text, "max_gross_leverage", 1.3)


def test_a_range_granted_to_the_manager_keeps_its_room() -> None:
    text = "A band of 1,1x to 1,6x on leverage; within it the level is the manager's own choice."
    assert _inside(text, "max_gross_leverage", 1.3)


@pytest.mark.parametrize(
    "text",
    [
        "Choosing the sector cap is not within the province of the manager; the trustees will "
        "advise.",
        "The leverage level is outside the competence of the portfolio manager.",
    ],
)
def test_a_matter_outside_the_managers_remit_grants_nothing(text: str) -> None:
    name = "max_gross_leverage" if "leverage" in text else "max_sector_weight"
    assert not discretion_over(clauses({"policy": text}), name)


def test_a_matter_inside_the_managers_remit_still_grants() -> None:
    text = "The leverage level is within the competence of the portfolio manager."
    assert discretion_over(clauses({"policy": text}), "max_gross_leverage")


@pytest.mark.parametrize(
    "text",
    [
        "Ex-ante tracking error: corridor 0,5 % p.a. – 1 % p.a., the manager picks the level.",
        "Active risk window 50 bp p.a. - 100 bp p.a.",
    ],
)
def test_an_abbreviations_full_stop_before_a_range_dash_ends_no_sentence(text: str) -> None:
    assert _bounds(text, "max_tracking_error") == [("range", 0.005, 0.01)]


@pytest.mark.parametrize(
    "text",
    [
        "The sector ceiling you may place where you like, from 6 percent until 12 percent.",
        "Sector ceiling: from 6 % till 12 %, at the manager's choice.",
    ],
)
def test_a_range_joined_by_until_is_a_range(text: str) -> None:
    assert _bounds(text, "max_sector_weight") == [("range", 0.06, 0.12)]


def test_a_value_until_a_date_is_no_range() -> None:
    assert _bounds("The sector ceiling is 6 % until 2026.", "max_sector_weight") == [
        ("ceiling", None, 0.06)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The board leaves the sector ceiling at 9 % sharp; the manager has no freedom on it.",
        "The sector ceiling remains at 9 %, with no possibility of modification by the PM.",
    ],
)
def test_a_level_kept_with_no_room_is_a_point_and_grants_nothing(text: str) -> None:
    assert not _inside(text, "max_sector_weight", 0.07)
    assert not discretion_over(clauses({"policy": text}), "max_sector_weight")


def test_a_corridor_only_indicative_for_risk_control_gives_way_to_the_point() -> None:
    text = (
        "Leverage corridor 1,1x – 1,6x, only indicative for the risk controlling; the "
        "manager's leverage limit is 1,6x exactly."
    )
    assert not _inside(text, "max_gross_leverage", 1.3)


def test_a_control_only_range_gives_way_to_the_managers_own_cap() -> None:
    text = (
        "The band 4 %–8 % per issuer is used solely for the custodian's checks; the manager's "
        "own issuer cap is 8 %."
    )
    assert _bounds(text, "max_issuer_weight") == [("ceiling", None, 0.08)]
    assert _inside(text, "max_issuer_weight", 0.03)  # below the band: the band is not the PM's
