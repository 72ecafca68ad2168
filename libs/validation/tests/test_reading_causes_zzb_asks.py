"""The causes batch ZZB's invented-limit and false-provenance kinds showed, each read in general:
constructions written here, in no batch, guarded both ways.

Cause 1: the weighted average tenor of a short-dated book (`limit_lexicon_maturity`; its average
life apart) is a limit counted in days: unknown, its days read as a look-back's, an assumed tenor
cap passed as a research default and a month-end tenor cited as the cap was never read; a range of
days ("between 45 days and 75 days") bounds it at both ends (`mandate`).

Cause 2: "limit" before a noun of a system's output of its limits ("Limits export (risk system,
…)", "limit extract", "limits snapshot") is that output's noun, no verb directing the "risk" after
it: the objective reader took a limits export from the risk system for a wish to minimise
variance (`intent._RECORD_AFTER`).

Cause 3: a country of the emerging-markets bucket counted one at a time ("single-country EM
exposure", "any one emerging-market country", `maxSingleCountryEmWeight`) is a cap on each
country, not on the bucket: read as the bucket, a clean plan citing it for its per-country cap
was called false (`limits._one_country_of_bucket`).

Cause 4: a buyer named in everyday words ("the biggest per-buyer exposure") cited for a limit
named after a lender's debtor (`maxDebtorWeight`) is that debtor: in receivables and trade
finance the buyer of the goods owes the invoice. Read as a merger's acquirer, a clean citation
was called false (`limit_lexicon_merger_arb.buyer_is_debtor`).

Cause 5: a figure followed in its sentence by a clause of contrast in which the client's side
turns it down ("…, but our investors would not sign up to it", "…, yet the board never accepted
it") is not the value in force, like a relative clause saying so (`disowned.not_taken_up`); "our
investors", "our LPs", "our board" decide for the client as "we" do.

Cause 6: a word negated by its prefix ("uninsured", "unhedged") or by "not", "no", "without"
before it ("not covered by credit insurance", "without a hedge") is a stem of its own, so a
limit named after the negated thing (`maxUnsecuredAdvanceShare`) cited from the line naming the
thing itself ("Secured share of advances: 85%") is another setting than the line naming it negated
(`provenance._negated_stems`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.intent import asked
from quantward_validation.limits import UNITS, is_limit, subject_mentions, subject_of
from quantward_validation.provenance import stated_of

from .clause_bounds import bounds_of


def _cited(name: str, value: float, text: str, figure: str, unit: str = "fraction") -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref="msg_1",
        rationale="quoted",
        span=TextSpan(start=start, end=start + len(figure)),
    )
    return stated_of(text, start, start + len(figure), constraint)


def _days(name: str, value: float, text: str = "", figure: str = "") -> Constraint:
    start = text.index(figure) if figure else 0
    return Constraint(
        name=name,
        value=value,
        unit="days",
        provenance="user_message" if figure else "assumption",
        provenance_ref="msg_1" if figure else None,
        rationale="quoted" if figure else "a guess",
        span=TextSpan(start=start, end=start + len(figure)) if figure else None,
    )


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        ("weighted-average remaining maturity", "max_wam_days"),
        ("maxWalDays", "max_wal_days"),
        ("the book's average residual tenor", "max_wam_days"),
        ("avg days to repayment", "max_wam_days"),
        ("wtd avg life of the receivables", "max_wal_days"),
        ("WAM", "max_wam_days"),
        ("the value-weighted average loan maturity", "max_wam_days"),
    ],
)
def test_the_average_time_left_to_run_is_a_subject_in_days(phrase: str, subject: str) -> None:
    # the average to maturity and the average life to final maturity are two limits in days
    assert subject_of(phrase) == subject
    assert UNITS[subject] == "days"


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # one asset's tenor is no average, and a duration is a sensitivity, no time left
        ("the maximum tenor of any one invoice", None),
        ("modified duration cap", None),
        ("the lookback in days", None),
    ],
)
def test_words_beside_the_average_tenor_keep_their_own(phrase: str, subject: str | None) -> None:
    assert subject_of(phrase) == subject


def test_an_assumed_tenor_cap_in_days_is_a_limit_and_a_look_back_is_not() -> None:
    assert is_limit(_days("walCapDays", 90.0))
    assert is_limit(_days("max_wam", 55.0))
    assert not is_limit(_days("lookback_days", 90.0))


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The money fund's weighted-average maturity may not exceed 55 days.",
            ("max_wam_days", "ceiling", None, 55.0),
        ),
        (
            "The average residual life of the loans is to stay between 45 days and 75 days.",
            ("max_wal_days", "range", 45.0, 75.0),
        ),
        (
            "The liquidation horizon may be set anywhere between 3 days and 8 days.",
            ("max_liquidation_days", "range", 3.0, 8.0),
        ),
        ("WAL ceiling: 90d", ("max_wal_days", "ceiling", None, 90.0)),
        (
            "The desk keeps its average book tenor between 20d and 40d.",
            ("max_wam_days", "range", 20.0, 40.0),
        ),
        (
            "Our charter has the WAL in the 35 days–70 days corridor.",
            ("max_wal_days", "range", 35.0, 70.0),
        ),
    ],
)
def test_limits_in_days_are_read_as_bounds(text: str, bound: tuple[Any, ...]) -> None:
    assert bounds_of(text) == [bound]


def test_the_tenor_the_book_stood_at_is_not_its_cap() -> None:
    text = "Per the Friday risk pack, WAM stood at 38 days, against a ceiling of 60 days."
    at = text.index("38 days")
    assert stated_of(text, at, at + 7, _days("maxWamDays", 38.0, text, "38 days")) is not None
    at = text.index("60 days")
    assert stated_of(text, at, at + 7, _days("maxWamDays", 60.0, text, "60 days")) is None


@pytest.mark.parametrize(
    "text",
    [
        "Limit extract from the risk engine: issuer 5%",
        "Limits snapshot (risk platform): cash min 2%",
        "Limit dump, risk model v3:",
        "Limits printout from the risk server, desk 7",
    ],
)
def test_a_limits_export_of_a_risk_system_asks_for_no_objective(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    "text", ["Limit risk, and export the weights", "please limit risk as much as possible"]
)
def test_the_verb_limit_still_directs_risk(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "min_risk"


@pytest.mark.parametrize(
    "text",
    [
        "Per-country EM allocation stays below 6% of NAV.",
        "No more than 8% may sit in an individual developing-market country.",
        "exposure to each emerging-economy country is capped at 7%",
        "a single frontier-market country: 9% at most",
    ],
)
def test_one_country_of_the_em_bucket_is_a_country_cap(text: str) -> None:
    assert [m[2] for m in subject_mentions(text)][-1] == "max_country_weight", subject_mentions(
        text
    )


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        ("Emerging-market debt is capped at 20% of NAV.", ["max_emerging_markets_weight"]),
        (
            "limits: each country 10%, EM exposure 30%",
            ["max_country_weight", "max_emerging_markets_weight"],
        ),
    ],
)
def test_the_em_bucket_said_as_a_whole_stays_the_bucket(text: str, subjects: list[str]) -> None:
    assert [m[2] for m in subject_mentions(text)] == subjects


def test_a_field_naming_one_em_country_is_a_country_cap() -> None:
    assert subject_of("maxSingleCountryEmWeight") == "max_country_weight"
    assert subject_of("max_em_weight") == "max_emerging_markets_weight"


@pytest.mark.parametrize(
    "text",
    [
        "Per the programme terms, the biggest per-buyer exposure may not exceed 12% of funded "
        "assets.",
        "Exposure to any one purchaser under the programme is capped at 12%.",
    ],
)
def test_a_trade_buyer_cited_for_a_debtor_cap_states_it(text: str) -> None:
    assert _cited("maxDebtorWeight", 0.12, text, "12%") is None
    assert _cited("single_borrower_cap", 0.12, text, "12%") is None


def test_a_buyer_among_deal_words_stays_an_acquirer() -> None:
    text = "In the arbitrage book, deals by any one buyer stay below 12% of NAV."
    assert _cited("maxDebtorWeight", 0.12, text, "12%") is not None
    assert _cited("acquirerCap", 0.12, text, "12%") is None


@pytest.mark.parametrize(
    "text",
    [
        "The fund's rules cap any one sector at 20%. (The sponsor bank wanted 35%, but our LPs "
        "turned it down.)",
        "Any one sector is capped at 20%. The arranger's term sheet had 35%, although our "
        "trustees rejected the figure.",
        "The fund's rules cap any one sector at 20%. The consultant thinks 35% is market "
        "practice, but our investors would not sign off on that.",
    ],
)
def test_a_figure_the_clients_side_turned_down_is_not_in_force(text: str) -> None:
    assert _cited("max_sector_weight", 0.35, text, "35%") is not None
    assert _cited("max_sector_weight", 0.20, text, "20%") is None


def test_a_contrast_that_keeps_the_figure_leaves_it_in_force() -> None:
    text = "Any one sector is capped at 35%, but we may review it next year."
    assert _cited("max_sector_weight", 0.35, text, "35%") is None


_SHEET = (
    "Facility schedule (Class C)\n"
    "  Advances not secured by a pledge (maximum): 15%\n"
    "  Secured share of advances under the facility: 85%"
)


def test_a_negated_limit_cited_from_the_lines_positive_twin_is_another_setting() -> None:
    assert _cited("maxUnsecuredAdvanceShare", 0.85, _SHEET, "85%") is not None


def test_a_negated_limit_cited_from_its_negated_line_is_stated() -> None:
    assert _cited("maxUnsecuredAdvanceShare", 0.15, _SHEET, "15%") is None
