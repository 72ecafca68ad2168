"""The blind batch ZZA's invented limits and false provenance, each family read in general, with
constructions written here (in no batch), guarded both ways.

- a book's weighted average maturity and life, limits counted in days (`limit_lexicon_maturity`):
  a plan's assumed `maxAvgTenorDays` is a limit to ask about, not a look-back; a mandate's range
  or cap in days ("between 20 days and 40 days", "35d") bounds it; the life is not the maturity,
  and one security's final maturity is neither;
- a counterparty named by its role ("any one broker-dealer", "per clearing member") is a
  counterparty limit, not a position (`limits`);
- the rules before a change ("the prior guidelines", "the pre-amendment policy") give a figure
  as past (`polarity`), and a later sentence naming the version now in force ("the revised
  ones") restates the limit (`back_references`);
- what peers run, set after the account's own figure given first (`peer_statistics`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.provenance import stated_of

from .clause_bounds import bounds_of


def _problem(text: str, value: str, name: str, number: float, unit: str) -> str | None:
    start = text.index(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit=unit,
    )
    return stated_of(text, start, start + len(value), constraint)


# --- the average maturity and life of a book, limits in days ----------------------------------


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("maxAvgTenorDays", "max_wam_days"),
        ("wa_maturity_limit", "max_wam_days"),
        ("the value-weighted average remaining maturity", "max_wam_days"),
        ("average days to maturity of the sleeve", "max_wam_days"),
        ("WATM", "max_wam_days"),
        ("the WA remaining days to maturity", "max_wam_days"),
        ("waLifeCap", "max_wal_days"),
        ("the weighted avg life to legal final maturity", "max_wal_days"),
        ("the average life of the book", "max_wal_days"),
    ],
)
def test_an_average_maturity_or_life_is_a_subject_of_its_own(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject


def test_one_securitys_final_maturity_is_no_average() -> None:
    averages = ("max_wam_days", "max_wal_days")
    assert subject_of("the longest final maturity of any note") not in averages


def test_an_assumed_average_maturity_in_days_is_a_limit_not_a_look_back() -> None:
    def assumed(name: str) -> Constraint:
        return Constraint(
            name=name, value=45.0, unit="days", provenance="assumption", rationale="usual"
        )

    assert is_limit(assumed("maxAvgTenorDays"))
    assert is_limit(assumed("wa_life_ceiling_days"))
    # the clean twin: a window in days stays a research default
    assert not is_limit(assumed("rolling_window_days"))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The manager may keep the average portfolio maturity between 20 days and 40 days.",
            ("max_wam_days", "range", 20.0, 40.0),
        ),
        (
            "WA tenor: 20 business days – 40 business days, at the desk's discretion.",
            ("max_wam_days", "range", 20.0, 40.0),
        ),
        (
            "Weighted avg life may sit anywhere in a 70d to 110d corridor.",
            ("max_wal_days", "range", 70.0, 110.0),
        ),
        ("Average life of the book: not above 95d.", ("max_wal_days", "ceiling", None, 95.0)),
    ],
)
def test_days_said_of_an_average_maturity_bound_it(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert expected in bounds_of(text), bounds_of(text)


def test_a_count_of_things_beside_days_is_still_a_count() -> None:
    # the clean twin: "30 holdings" counts holdings, it bounds no maturity
    found = bounds_of("The average portfolio maturity is reviewed across 30 holdings weekly.")
    assert all(b[0] != "max_wam_days" for b in found), found


def test_a_life_figure_is_not_the_maturitys() -> None:
    text = "Sleeve rules: average life at most 110 days; WAM at most 55 days."
    assert _problem(text, "110 days", "wamCeilingDays", 110.0, "days") is not None
    assert _problem(text, "55 days", "wamCeilingDays", 55.0, "days") is None


# --- a counterparty named by its role -----------------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "securities lent to any one broker-dealer",
        "exposure per clearing member",
        "balances held at a single prime broker",
        "swap dealer concentration",
    ],
)
def test_a_counterparty_named_by_its_role_is_a_counterparty(phrase: str) -> None:
    assert subject_of(phrase) == "other_limit"


def test_a_role_said_of_no_one_counterparty_is_none() -> None:
    # the clean twins: a dealer's quote or broker research bounds no counterparty
    assert subject_of("the quote from a dealer") is None
    assert subject_of("broker research budget") != "other_limit"


def test_a_cap_on_one_dealer_is_stated_of_the_counterparty_limit() -> None:
    text = "Custody terms: balances at any one broker-dealer, 12 % at most."
    assert _problem(text, "12 %", "cptyLendingCap", 0.12, "fraction") is None
    assert _problem(text, "12 %", "max_position_weight", 0.12, "fraction") is not None


# --- the rules before a change, and the version in force now ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The prior guidelines let the sleeve hold 9 % in any one issuer. The revised ones say 6 %.",
        "Under the pre-amendment policy any one issuer could reach 9 %. Today's policy: 6 %.",
        "The outgoing guidelines allowed 9 % per issuer. The updated guidelines allow 6 %.",
    ],
)
def test_a_figure_of_the_rules_before_a_change_is_not_in_force(text: str) -> None:
    assert _problem(text, "9 %", "max_position_weight", 0.09, "fraction") is not None
    assert _problem(text, "6 %", "max_position_weight", 0.06, "fraction") is None


def test_pre_trade_rules_are_no_earlier_rules() -> None:
    # the clean twin: "pre-trade" names when a rule is checked, not a version before a change
    text = "Pre-trade rules: any one issuer 9 % at most."
    assert _problem(text, "9 %", "max_position_weight", 0.09, "fraction") is None


# --- what peers run, after the account's own figure ---------------------------------------------


def test_what_peers_run_after_our_own_figure_is_theirs() -> None:
    text = "Our guidelines cap any one issuer at 5 %. (Comparable funds run 8 %.)"
    assert _problem(text, "8 %", "max_position_weight", 0.08, "fraction") is not None
    assert _problem(text, "5 %", "max_position_weight", 0.05, "fraction") is None


def test_what_peers_run_with_no_own_figure_before_is_left_alone() -> None:
    # the clean twin: no figure of the account's own before, so nothing sets the peers' apart
    text = "Our guidelines are under review. Comparable funds run 8 % in any one issuer."
    assert _problem(text, "8 %", "max_position_weight", 0.08, "fraction") is None
