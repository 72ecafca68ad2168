"""The causes batch ZI's limit and provenance kinds showed, each read in general: constructions
written here, in no batch, guarded both ways.

Causes: a security as translated English calls it ("per one brand", "each issue", "issue
ratio") and the tracking error as a "deviation risk" (`limit_lexicon_translated`); cash
equivalents and their holdings as cash, net equity as a base rather than a net exposure
(`limits`); a "lower limit of" and a key ending in "lower" as a floor (`mandate`); a value that
"remains … as before" after a refused proposal, and the new value beside an abolished old one,
in force (`polarity`, `lapsed`); the own fund named after a peer median (`peer_statistics`); a
level at a period's end or marked "in actual result", and a change notice's "Before change"
line, no limit (`monitored_levels`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_mentions, subject_of

from .clause_bounds import bounds_of
from .reading_cases import provenance_problem


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("the ratio per one brand", "max_position_weight"),
        ("each brand", "max_position_weight"),
        ("brandRatioCap", "max_position_weight"),
        ("the deviation risk against the index", "max_tracking_error"),
        ("cash and cash equivalents holding", "cash_weight"),
        ("net equity exposure", "max_net_exposure"),
        ("the standard deviation", "target_volatility"),
        # "issue" as a problem is no security
        ("there is no issue with the data", None),
        ("one issue about the report", None),
    ],
)
def test_translated_subjects(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_cash_equivalents_holdings_are_one_mention_of_cash() -> None:
    assert [m[2] for m in subject_mentions("Cash equivalents holding share: 4% or more")] == [
        "cash_weight"
    ]


def test_a_share_of_net_equity_is_no_net_exposure() -> None:
    assert bounds_of("Each brand may be at most 6% of the net equity.") == [
        ("max_position_weight", "ceiling", None, 0.06)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Cash weight: lower limit of 4%.",
        "liquidity_lower = 0.04",
        "The cash share has a lower-limit of 4% of NAV.",
    ],
)
def test_a_lower_limit_is_a_floor(text: str) -> None:
    assert bounds_of(text) == [("cash_weight", "floor", 0.04, None)]


def test_a_plain_limit_is_still_a_cap() -> None:
    assert bounds_of("Per one brand: limit of 6%.") == [
        ("max_position_weight", "ceiling", None, 0.06)
    ]


def test_a_value_that_remains_as_before_is_in_force() -> None:
    text = (
        "The board was asked to lift the sector cap to 40%, but it declined, so the sector cap "
        "stays 30% as before."
    )
    assert provenance_problem("max_sector_weight", 0.30, text, "30%") is None
    assert provenance_problem("max_sector_weight", 0.40, text, "40%") is not None


def test_the_new_value_beside_an_abolished_old_one_is_in_force() -> None:
    text = "For the sector weight, the old cap 35% was repealed, and the new cap 28% is applied."
    assert provenance_problem("max_sector_weight", 0.28, text, "28%") is None
    assert provenance_problem("max_sector_weight", 0.35, text, "35%") is not None


def test_the_own_fund_named_after_a_peer_median_is_its_own_value() -> None:
    text = (
        "Per the research house, the median of similar funds for the sector weight is 33%, but "
        "our portfolio keeps a cap of 27%."
    )
    assert provenance_problem("max_sector_weight", 0.27, text, "27%") is None
    assert provenance_problem("max_sector_weight", 0.33, text, "33%") is not None


@pytest.mark.parametrize(
    "text",
    [
        "The sector weight as of quarter-end was 22%, inside the cap of 30%.",
        "Sector weight: 22% in actual terms, against the cap of 30%.",
        "Sector weight 22% (actual); cap 30%.",
    ],
)
def test_a_level_at_a_period_end_or_marked_actual_is_no_limit(text: str) -> None:
    assert provenance_problem("max_sector_weight", 0.22, text, "22%") is not None
    assert provenance_problem("max_sector_weight", 0.30, text, "30%") is None


def test_a_change_notices_before_line_is_no_limit_in_force() -> None:
    text = "Notice of revision (sector weight)\nBefore revision: 35%\nAfter revision: 28%"
    assert provenance_problem("max_sector_weight", 0.35, text, "35%") is not None
    assert provenance_problem("max_sector_weight", 0.28, text, "28%") is None


@pytest.mark.parametrize(
    "text",
    [
        "The country weight is set as 12% by the board; the band 8%–12% shown in the factsheet "
        "is only a reference for the custodian's reporting.",
        "The country weight is fixed to 12% by the board. The corridor of 8% to 12% is only the "
        "standard for risk monitoring.",
    ],
)
def test_a_point_beside_a_range_kept_only_for_others_control_is_held_exactly(text: str) -> None:
    assert bounds_of(text, rounded=True) == [("max_country_weight", "range", 0.12, 0.12)]


def test_a_point_beside_a_range_granted_to_the_manager_leaves_the_range() -> None:
    text = (
        "The country weight is fixed to 12% by the board, but the manager may vary it freely "
        "from 8% to 12%."
    )
    assert ("max_country_weight", "range", 0.08, 0.12) in bounds_of(text, rounded=True)
