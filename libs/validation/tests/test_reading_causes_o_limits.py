"""The causes found in held-out batch O's first run (spoken language written down) for the limit
kinds, each tested on constructions in no batch.

Families: the grammar of spoken numbers (a decimal said digit by digit after "point", a desk's
basis points, a figure corrected in the same breath with its unit said once), the liquidation
horizon as a limit in days, speaker turns and timestamps in transcripts (an answer after a
speaker label, another speaker's correction, a later voice note withdrawing an earlier figure),
and latitude said out loud (a hesitation inside a range, a figure said to be "flat", a band
turned down).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.mandate import clauses
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import quantities

_MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"


def _read(text: str) -> list[tuple[float, str]]:
    return [(round(q.value, 9), q.form) for q in quantities(text)]


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [(b.subject, b.kind, b.low, b.high) for c in clauses({"call": text}) for b in c.bounds]


# --- spoken numbers ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("keep it to zero point one two of the fund", [(0.12, "plain")]),
        ("naught point four of assets, no more", [(0.4, "plain")]),
        ("nine point two five per cent in a single issuer", [(9.25, "percent")]),
        ("gross of two point seven five times", [(2.75, "multiple")]),
        ("oh point eight turns of leverage", [(0.8, "multiple")]),
        ("te of two-forty bips", [(240.0, "bps")]),
        ("four oh five basis points", [(405.0, "bps")]),
    ],
)
def test_spoken_decimals_and_desk_bips_are_one_number(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the unit said once, after the corrected figure: the abandoned one stays bare
        (
            "below twenty — no, sorry, twelve and a half — per cent",
            [(20.0, "plain"), (12.5, "percent")],
        ),
        ("cap it at nine — I mean six — percent", [(9.0, "plain"), (6.0, "percent")]),
        # the corrected figure takes the unit of the one it corrects
        ("eight percent, sorry, five and a half, tops", [(8.0, "percent"), (5.5, "percent")]),
    ],
)
def test_a_figure_corrected_in_the_same_breath_takes_the_unit(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert _read(text) == expected, text


def test_a_mixed_number_before_a_bound_is_no_fraction_of_the_whole() -> None:
    assert _read("six and a half, at the very most") == [(6.5, "plain")]


def test_a_corrected_figure_states_its_value_inside_a_span_that_leaves_out_the_correction() -> None:
    text = "Ops: we hold cash above four — sorry, two and a half — percent. Fine."
    span_start = text.index("two and a half")
    constraint = Constraint(
        name="min_cash_weight",
        value=0.025,
        unit="fraction",
        provenance="user_message",
        provenance_ref=_MSG,
        span=TextSpan(start=span_start, end=text.index(". Fine")),
    )
    results = validate_provenance(
        _contract(constraint), [UserMessage(message_id=_MSG, text=text)], None
    )
    assert all(r.passed for r in results), [r.message for r in results]


# --- the liquidation horizon, a limit in days -------------------------------------------------


@pytest.mark.parametrize(
    "name", ["maxDaysToExit", "unwind_period_days", "liquidity_horizon", "days_to_sell_down"]
)
def test_a_liquidation_horizon_is_a_limit_in_days(name: str) -> None:
    constraint = Constraint(
        name=name, value=4.0, unit="days", provenance="assumption", rationale="a guess"
    )
    assert subject_of(name) == "max_liquidation_days"
    assert is_limit(constraint)


def test_a_look_back_in_days_stays_a_research_default() -> None:
    constraint = Constraint(
        name="lookback_days", value=250.0, unit="days", provenance="assumption", rationale="usual"
    )
    assert not is_limit(constraint)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Client: and the time it takes to exit the book — eight business days at the outside.",
            ("max_liquidation_days", "ceiling", None, 8.0),
        ),
        (
            "The unwind horizon is 12 calendar days, tops.",
            ("max_liquidation_days", "ceiling", None, 12.0),
        ),
    ],
)
def test_days_said_of_a_liquidation_horizon_bound_it(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert expected in _bounds(text), _bounds(text)


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="weights inside the limits",
        objective="best risk-adjusted return",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(),
        evidence=(),
    )
