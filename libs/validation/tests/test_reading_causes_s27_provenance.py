"""Session 27 provenance readings, in registers of their own (a shipping bank, a timberland
fund, a farmland trust): what a cited figure is when the text sets another figure of the same
limit beside it."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import subject_mentions
from quantward_validation.monitored_levels import measured_at, not_a_limit_column
from quantward_validation.provenance import stated_of


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # a report's level with its limit in a bracket after it (ZZZ 2zzz, 7zzz, 17zzz)
        (
            "Fleet report, 31 Oct: any one charterer's share of hire revenue 17.5% (policy "
            "maximum 25%); no action.",
            "17.5%",
        ),
        ("Q3 dashboard - hardwood stumpage share 12 % [cap 20 %].", "12 %"),
        ("Monitoring report: dry-bulk tonnage 2.4x (facility limit: 3x), in line.", "2.4x"),
    ],
)
def test_a_reported_figure_with_its_limit_bracketed_after_it_is_a_level(
    text: str, figure: str
) -> None:
    at = text.index(figure)
    assert measured_at(text, at, at + len(figure))


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # a list of limits, no report: a house limit set beside a looser one stays a limit
        ("Single charterer: 20% (regulatory maximum 25%)", "20%"),
        # a bound said in its own clause
        ("31 Oct: charterer share capped at 20% (hard limit 25%).", "20%"),
    ],
)
def test_a_limit_beside_a_bracketed_limit_is_no_level(text: str, figure: str) -> None:
    at = text.index(figure)
    assert not measured_at(text, at, at + len(figure))


def test_a_dated_valuation_column_beside_the_limit_column_is_a_level() -> None:
    # "| … | Q2 marks | LPA limit |" (ZZY 7zzy, 17zzy): a date with the valuation's word
    text = (
        "| Measure | H1 valuations | Trust deed limit |\n|---|---|---|\n"
        "| Irrigated acreage share | 31% | ≤ 40% |"
    )
    at = text.index("31%")
    assert not_a_limit_column(text, at, at + 3) is not None
    at = text.index("40%")
    assert not_a_limit_column(text, at, at + 3) is None


def _problem(text: str, value: str, name: str, number: float, unit: str | None) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name, value=number, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize(
    "ratio",
    [
        "EBITDA/net finance costs",
        "operating cash flow to interest paid",
        "adjusted EBIT over cash interest expense",
        "times interest earned",
    ],
)
def test_interest_cover_written_as_its_ratio_is_interest_cover(ratio: str) -> None:
    # the interest's "cash" or "net" narrows the interest; no cash holding (ZZZ 3zzz, 22zzz)
    text = f"Shipping bank covenant: the owner's {ratio} must stay at or above 2.5x."
    assert [n for _, _, n in subject_mentions(text)] == ["min_interest_cover"]
    assert _problem(text, "2.5x", "icrFloorTimes", 2.5, "multiple") is None


@pytest.mark.parametrize(
    "text",
    [
        "Arbitration book: single-forum concentration may not exceed 30% of commitments.",
        "Claims seated in any one forum are capped at 30% of commitments.",
    ],
)
def test_a_forum_counted_one_by_one_is_a_jurisdiction(text: str) -> None:
    # a court's or a tribunal's forum is where a claim is heard (ZZY 2zzy twin)
    assert _problem(text, "30%", "maxJurisdictionShare", 0.30, "fraction") is None
    assert [n for _, _, n in subject_mentions(text)][:1] == ["max_country_weight"]


def test_a_labelled_line_citing_its_clause_number_is_another_setting() -> None:
    # "Credit Policy 4.1 Advance …: 80 %" beside the limit's own line (ZZZA 8zzza, 18zzza, 23zzza)
    text = (
        "Covenant summary for the credit committee\n"
        "  Loan Agreement 7.2 Minimum liquidity per vessel: 5% of the loan\n"
        "  Hull value cover on the fleet (floor): 130%"
    )
    name = "hullCoverFloor"
    assert _problem(text, "5% of the loan", name, 0.05, "fraction") is not None
    assert _problem(text, "130%", name, 1.30, "fraction") is None


def test_a_unit_word_closing_a_name_is_no_word_of_its_subject() -> None:
    # `…_years` shares no subject with another line counted in years (ZZY 13zzy)
    text = (
        "Timber fund deed, Schedule 2 (extract)\n"
        "  Plantation lease term, with both renewals: 40 yrs\n"
        "  Average harvest rotation across the estate (maximum): 28 yrs"
    )
    name = "max_harvest_rotation_years"
    assert _problem(text, "40 yrs", name, 40.0, None) is not None
    assert _problem(text, "28 yrs", name, 28.0, None) is None


_PAIRS = [
    # an amendment deleting the old figure and putting in the new (ZZZA 5zzza, 15zzza)
    (
        'Deed of Variation, clause 3: the figure for the fleet\'s loan-to-value, "35%", shall be '
        'deleted and replaced by "25%".',
        "35%",
        "25%",
    ),
    # a waiver asked of the lenders and refused (ZZZ 16zzz)
    (
        "We asked the bank group for a waiver taking the fleet's loan-to-value to 75% through "
        "the dry-docking. The lenders did not agree, so the covenant stays at 65%.",
        "75%",
        "65%",
    ),
    # a draft's figure, then the signed document's (ZZZA 0zzza, 10zzza, 20zzza)
    (
        "The term sheet showed 70% for the fleet's loan-to-value. The banks pushed back and the "
        "signed facility agreement (7.1) has 60%.",
        "70%",
        "60%",
    ),
    # a broker's figure, then our own (ZZZ 4zzz, 14zzz)
    (
        "Shipbrokers put the listed owners at 80% on loan-to-value. Our own policy, which the "
        "credit committee set, is 55%.",
        "80%",
        "55%",
    ),
    # a survey's figure in an aside that says it is not ours (ZZZA 9zzza, 19zzza)
    (
        "Our facility sets the fleet's loan-to-value at 60%. (A valuer's survey has the market "
        "at 72%, but that's not our document.)",
        "72%",
        "60%",
    ),
    # a proposal and the other side's reply (ZZZA 6zzza, 16zzza twins)
    (
        "The lenders won't reopen the facility: we proposed 70% for the fleet's loan-to-value, "
        "their counsel came back with 62%.",
        "70%",
        "62%",
    ),
]


@pytest.mark.parametrize(("text", "flawed", "in_force"), _PAIRS)
def test_a_figure_set_against_the_one_in_force_is_not_stated(
    text: str, flawed: str, in_force: str
) -> None:
    name = "maxFleetLtv"
    amount = float(flawed.rstrip("%")) / 100
    assert _problem(text, flawed, name, amount, "fraction") is not None
    amount = float(in_force.rstrip("%")) / 100
    assert _problem(text, in_force, name, amount, "fraction") is None


def test_a_redline_read_against_a_draft_gives_its_inserted_figure() -> None:
    # "compare against the … draft": the draft is the base, the inserted side in force (ZZY
    # 5zzy, 15zzy twins)
    text = (
        "Trust deed cl. 4.2, compare against the signing draft: any one estate shall be not "
        "more than [Deleted: 40% of the Trust] [Inserted: 30% of the Trust]."
    )
    name = "singleEstateCap"
    assert _problem(text, "30% of the Trust", name, 0.30, "fraction") is None
    assert _problem(text, "40% of the Trust", name, 0.40, "fraction") is not None


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("subTwelveMonthCharterCap", "Charters with less than a year left (maximum): 15% of hire"),
        ("subOneYearStandCap", "Sub-18-month stands of the estate (maximum): 15%"),
    ],
)
def test_a_length_compared_with_a_period_is_no_rate_period(name: str, text: str) -> None:
    # "runway below a year" sets a bucket apart; it counts no rate per year (ZZZA 9zzza twin)
    assert _problem(text, "15%", name, 0.15, "fraction") is None


def test_a_clause_naming_its_own_subject_keeps_its_figure() -> None:
    # the name's words said across the sentence do not take a neighbour clause's figure (S 5s)
    text = "liquidity buffer 4pct, tracking error 9pct, thats it from the trustees"
    assert _problem(text, "9pct", "liquidityBufferMin", 0.09, "fraction") is not None
    assert _problem(text, "4pct", "liquidityBufferMin", 0.04, "fraction") is None


def test_our_own_figure_of_another_limit_disowns_nothing() -> None:
    # "Our own …" with a figure disowns the figure before only when it speaks of the same limit
    text = (
        "The index caps any one issuer at 10%. Our own cash buffer, which the trustees set, is "
        "at least 5%."
    )
    assert _problem(text, "10%", "maxIssuerWeight", 0.10, "fraction") is None
