"""The causes batch ZM (a bank's treasury and ALCO) showed on the limit side, each read in
general: constructions written here, in no batch, guarded both ways.

Causes: a bank's investment portfolio is cut into classes ("any one asset class", covered
bonds, the lower HQLA tiers; agencies and supranationals are a bucket of their own), each bounded
one at a time like a sector, neither one position nor the whole buffer, while the top HQLA tier
("Level 1 assets") is its liquid-assets
floor; a subject's words inside a benchmark's name ("tracking error to the liquidity buffer
benchmark") name what the measure is taken against, not a subject; a RAG key after a limit
("Red if breached, Amber within 10 % of the limit") neither turns the limit to the other side
nor adds its amber margin as a second limit.
"""

from __future__ import annotations

import pytest

from quantward_validation.limit_lexicon_buckets import AGENCIES_SUPRAS
from quantward_validation.limits import subject_mentions, subject_of
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of

#: a class of the book bounded one at a time is sector-like, as a bucket of the book is
ASSET_CLASS = "max_sector_weight"


@pytest.mark.parametrize(
    "phrase",
    [
        "the weight of each asset type",
        "Pfandbrief holdings",
        "SSA paper",
        "Level 2B securities",
        "any one instrument category",
    ],
)
def test_a_class_of_the_book_names_its_subject(phrase: str) -> None:
    assert [name for _, _, name in subject_mentions(phrase)] == [ASSET_CLASS]


@pytest.mark.parametrize("phrase", ["the supranationals sleeve", "agency notes"])
def test_agencies_and_supranationals_are_a_bucket_of_their_own(phrase: str) -> None:
    assert [name for _, _, name in subject_mentions(phrase)] == [AGENCIES_SUPRAS]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("maxAssetTypeShare", ASSET_CLASS),
        ("pfandbrief_bucket_cap", ASSET_CLASS),
        ("minLevelOneShare", "cash_weight"),
        ("hqla_floor_pct", "cash_weight"),
        ("l1_assets_min", "cash_weight"),
    ],
)
def test_treasury_field_names_name_their_class(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # one holding of a named class is a position; the grouping itself stays the class
        ("a single Pfandbrief issue", "max_position_weight"),
        ("every asset category", ASSET_CLASS),
        # the top tier of high-quality liquid assets is the liquid-assets subject
        ("level one HQLA", "cash_weight"),
        ("the level-1 bucket", "cash_weight"),
    ],
)
def test_a_class_said_of_one_holding_or_a_tier(phrase: str, subject: str) -> None:
    assert [name for _, _, name in subject_mentions(phrase)][-1] == subject


@pytest.mark.parametrize(
    "phrase",
    [
        # a classification's level is no tier of liquid assets; the whole buffer is no class
        "industry exposure (ICB level 1)",
        "the HQLA portfolio",
        "a level 1 escalation",
    ],
)
def test_a_level_or_the_whole_buffer_is_no_liquid_tier(phrase: str) -> None:
    assert "cash_weight" not in [name for _, _, name in subject_mentions(phrase)]


def test_a_cap_on_one_class_bounds_no_position_and_no_other_subject() -> None:
    found = clauses({"alco": "Pfandbriefe: no more than 15 % of the buffer."})
    assert [b.high for b in bounds_for(found, "maxAssetTypeShare")] == [0.15]
    assert bounds_for(found, "max_position_weight") == []


def test_a_floor_on_the_top_tier_is_the_liquid_assets_floor() -> None:
    assert bounds_of("Level one HQLA must make up at least 45 % of the buffer.", rounded=True) == [
        ("cash_weight", "floor", 0.45, None)
    ]


@pytest.mark.parametrize(
    ("text", "high"),
    [
        (
            "Ex-ante active risk against the emerging-markets debt index: no more than 250 bp.",
            0.025,
        ),
        ("Tracking error relative to the cash benchmark must stay under 1.2 %.", 0.012),
    ],
)
def test_a_subject_in_a_benchmark_name_is_what_the_measure_is_taken_against(
    text: str, high: float
) -> None:
    assert bounds_of(text, rounded=True) == [("max_tracking_error", "ceiling", None, high)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Gross leverage ≤ 2.5x (Red when breached; Amber above 90% of the cap).",
            [("max_gross_leverage", "ceiling", None, 2.5)],
        ),
        (
            "Net exposure ≥ 10 % (shown red once crossed).",
            [("max_net_exposure", "floor", 0.1, None)],
        ),
        # a sheet's alarm after its condition still says which side is unwanted
        ("Turnover above 60 % then red.", [("max_turnover", "ceiling", None, 0.6)]),
        ("Cash < 4 % → amber.", [("cash_weight", "floor", 0.04, None)]),
    ],
)
def test_a_rag_key_after_a_limit_keeps_its_side_and_adds_no_limit(
    text: str, expected: list[tuple[object, ...]]
) -> None:
    assert bounds_of(text, rounded=True) == expected


def test_a_limit_with_its_rag_key_states_the_cap_it_is_cited_for() -> None:
    text = (
        "Risk appetite: portfolio churn ≤ 45 pct a year "
        "(red if crossed, amber within 5 pct of the limit)."
    )
    assert provenance_problems(text, name="churnCap", value=0.45, words="45 pct") == []


def test_a_measure_said_against_the_index_keeps_its_subject() -> None:
    # (the benchmark's name is right before the benchmark's noun, not across a preposition)
    assert bounds_of(
        "A cap of 4 percentage points applies to relative risk versus the index.", rounded=True
    ) == [("max_tracking_error", "ceiling", None, 0.04)]


def test_a_class_s_drift_before_a_rebalance_bounds_no_weight() -> None:
    assert bounds_of("We rebalance once any asset category drifts by more than 4 %.") == []
