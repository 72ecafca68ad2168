"""The causes batch ZW's mandate, range and invented-limit kinds showed, each read in general:
constructions written here, in no batch (each phrase grepped against bench/reviews*.py),
guarded both ways.

Cause 1: a merger-arbitrage fund's limits (`limit_lexicon_merger_arb`): one deal or situation is
a position (its "gross" the deal's legs, no gross leverage), and the exposure to one acquirer,
to deals under an extended antitrust review, the loss if the deals broke (in bps) and the
number of deals held (a count, a floor) are subjects of their own. Read as gross leverage or as
nothing, a mandate's bound on them bounded nothing: a breach was asked about, a value inside a
delegated band was questioned, and a plan value citing the clause that states it was called
false.

Cause 2: a count's noun after its value ("we stay at 12 names") is what the count counts, not a
mention of one name's weight (`limit_lexicon_merger_arb.without_counted`, for `mandate` and
`provenance`).

Cause 3: a stress measure defined by a condition ("downside at break prices if all pending
mergers failed") is no supposed clause: its "if" names the scenario the limit is measured in
(`utterances.supposed`).

Cause 4: a statement's subject qualified by the whole it is measured across before its copula
("the limit for X across its leases is 10 %") is a stated level (`mandate._STATEMENT`).
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.limit_lexicon_merger_arb import without_counted
from quantward_validation.limits import UNITS, subject_of
from quantward_validation.mandate import bounds_for, clauses, plan_kind, within
from quantward_validation.provenance import stated_of
from quantward_validation.utterances import supposed

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # one deal with a quantifier of one, or a deal's own measure, is a position
        ("deal-level gross cap", "max_position_weight"),
        ("gross notional in each announced deal", "max_position_weight"),
        ("situationGrossMax", "max_position_weight"),
        ("gross per situation", "max_position_weight"),
        ("each pending takeover", "max_position_weight"),
        # one acquirer across its deals
        ("bidder concentration", "max_acquirer_exposure"),
        ("positions in deals announced by a single acquiror", "max_acquirer_exposure"),
        ("acquirerCap", "max_acquirer_exposure"),
        ("any one purchaser", "max_acquirer_exposure"),
        # deals held up by a review
        ("names facing a Phase II investigation", "max_regulatory_review_exposure"),
        ("EC Phase 2", "max_regulatory_review_exposure"),
        ("capital in mergers pending an in-depth review", "max_regulatory_review_exposure"),
        ("secondRequestBucketCap", "max_regulatory_review_exposure"),
        ("targets facing an FTC challenge", "max_regulatory_review_exposure"),
        # the loss if the deals broke
        ("break-loss budget", "max_break_loss"),
        ("downside to unaffected prices", "max_break_loss"),
        ("dealBreakDownsideBps", "max_break_loss"),
        ("the loss should all the mergers fail", "max_break_loss"),
        # the number of deals held
        ("count of live situations", "min_holdings_count"),
        ("minimum number of issuers", "min_holdings_count"),
        ("min_deals", "min_holdings_count"),
        ("positionCountFloor", "min_holdings_count"),
    ],
)
def test_the_merger_arb_words_name_their_subjects(phrase: str, subject: str) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


@pytest.mark.parametrize(
    ("phrase", "subject"),
    [
        # the book's gross stays leverage; every deal is the book, no position
        ("gross leverage", "max_gross_leverage"),
        ("gross exposure of the fund", "max_gross_leverage"),
        ("every deal in the book", None),
        # a trial's or a project's phase is no merger review, a buyer of protection no acquirer
        ("Phase II trials", None),
        ("phase 2 rollout budget", None),
        ("the buyer of protection", None),
        ("regulatory approval", None),
        # open positions are positions, not their number
        ("open positions", "max_position_weight"),
    ],
)
def test_words_beside_the_merger_arb_subjects_keep_their_own(
    phrase: str, subject: str | None
) -> None:
    assert subject_of(phrase) == subject, (phrase, subject_of(phrase))


def test_units_and_sides_of_the_merger_arb_subjects() -> None:
    assert UNITS["max_break_loss"] == "bps"
    assert UNITS["min_holdings_count"] == "count"
    assert UNITS["max_acquirer_exposure"] == "fraction"
    assert UNITS["max_regulatory_review_exposure"] == "fraction"
    assert plan_kind("positionCountFloor") == "floor"
    assert plan_kind("dealBreakDownsideBps") == "ceiling"


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Capital in mergers held up by a second request: no more than 20 % of NAV.",
            ("max_regulatory_review_exposure", "ceiling", None, 0.2),
        ),
        (
            "Gross per situation is capped at 5 % of NAV.",
            ("max_position_weight", "ceiling", None, 0.05),
        ),
        (
            "Bidder concentration may not exceed 11 % of NAV.",
            ("max_acquirer_exposure", "ceiling", None, 0.11),
        ),
        ("Break-loss budget: at most 3.25%.", ("max_break_loss", "ceiling", None, 325.0)),
        (
            "The count of live situations must stay at or above 15 situations.",
            ("min_holdings_count", "floor", 15.0, None),
        ),
    ],
)
def test_merger_arb_limits_are_read_as_bounds(text: str, bound: tuple[Any, ...]) -> None:
    assert _bounds(text) == [bound]


def test_a_plan_count_below_the_mandates_floor_is_outside_it() -> None:
    found = clauses({"lpa": "The minimum number of issuers is never less than 18 companies."})
    (bound,) = bounds_for(found, "positionCountFloor")
    assert not within(12.0, bound, "positionCountFloor")
    assert within(18.0, bound, "positionCountFloor")


def test_a_deal_gross_bound_is_no_gross_leverage_bound() -> None:
    found = clauses({"schedule": "Deal-level gross cap: 7 % of NAV. Gross leverage at most 3x."})
    (deal,) = bounds_for(found, "dealGrossMax")
    assert deal.high == pytest.approx(0.07)
    (book,) = bounds_for(found, "max_gross_leverage")
    assert book.high == pytest.approx(3.0)


def _count(value: float, text: str, figure: str) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name="positionCountFloor",
        value=value,
        unit="count",
        provenance="user_message",
        provenance_ref="msg_1",
        rationale="quoted",
        span=TextSpan(start=start, end=start + len(figure)),
    )
    return stated_of(text, start, start + len(figure), constraint)


def test_the_noun_a_count_counts_is_no_subject_of_its_own() -> None:
    text = "ok, the IC settled it: we keep at least 12 names on the books"
    assert _count(12.0, text, "12") is None
    assert without_counted("keep 12 names, 7 live deals") == "keep 12      , 7           "


def test_a_count_said_of_another_subject_is_still_not_the_counts() -> None:
    text = "ok, the IC settled it: the single-name cap stays at 12 %"
    assert _count(12.0, text, "12") is not None


@pytest.mark.parametrize(
    "text",
    [
        "Downside at break prices if all pending mergers failed shall stay under 300 bp.",
        "The NAV hit if every spread widened to the break will not exceed 2 %.",
    ],
)
def test_a_stress_measure_defined_by_a_condition_is_not_supposed(text: str) -> None:
    start = next(i for i, c in enumerate(text) if c.isdigit() and text[i - 1] == " ")
    assert not supposed(text, start, start + 3)


def test_a_level_in_a_conditions_consequence_stays_supposed() -> None:
    text = "If the board approves the change, the loss limit would rise to 300 bp."
    start = text.index("300")
    assert supposed(text, start, start + 3)


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The limit for any one tenant across its leases is 10.0%.",
            ("max_tenant_weight", "target", 0.1, 0.1),
        ),
        (
            "The cap on exposure to one bidder over all its deals is 9 %.",
            ("max_acquirer_exposure", "target", 0.09, 0.09),
        ),
    ],
)
def test_a_subject_measured_across_a_whole_is_stated_before_its_copula(
    text: str, bound: tuple[Any, ...]
) -> None:
    assert _bounds(text) == [bound]
