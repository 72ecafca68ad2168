"""`contract.provenance`, mandate clauses and the quantity forms they read."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation import validate_provenance
from quantward_validation.limits import is_limit, subject_of
from quantward_validation.mandate import bounds_for, clauses, discretion_over, within
from quantward_validation.quantities import quantities, stating


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("keep it at 10 %", 0.10, "fraction"),
        ("ten percent at most", 0.10, "fraction"),
        ("a cap of 0.10", 0.10, "fraction"),
        ("twelve and a half per cent", 0.125, "fraction"),
        ("costs of 10bp", 10, "bps"),
        ("costs of 0.1%", 10, "bps"),
        ("gross up to 1.5 times", 1.5, "multiple"),
        ("gross up to 150%", 1.5, "multiple"),
    ],
)
def test_a_value_is_found_in_the_forms_people_write(text: str, value: float, unit: str) -> None:
    assert stating(text, value, unit) is not None


def test_a_dash_between_two_quantities_joins_a_range_and_is_no_minus() -> None:
    assert [q.value for q in quantities("a band of 2.5%–6.25%")] == [2.5, 6.25]
    assert [q.value for q in quantities("down -3% on the day")] == [-3.0]


def test_a_different_value_is_not_stated() -> None:
    assert stating("below fifteen percent", 0.125, "fraction") is None


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("per_issuer_cap", "max_position_weight"),
        ("singleNameCeiling", "max_position_weight"),
        ("leverage_limit", "max_gross_leverage"),
        ("sector_weight_max", "max_sector_weight"),
        ("lookback_days", None),
    ],
)
def test_subjects_are_read_from_any_field_name(name: str, subject: str | None) -> None:
    assert subject_of(name) == subject


def _constraint(**fields: Any) -> Constraint:
    return Constraint.model_validate({"unit": "fraction", "rationale": "", **fields})


def test_an_invented_limit_under_a_new_name_is_still_a_limit() -> None:
    assert is_limit(_constraint(name="per_issuer_cap", value=0.1, provenance="assumption"))
    harmless = _constraint(name="lookback_days", value=756, provenance="assumption", unit="days")
    assert not is_limit(harmless)


MANDATE = {
    "notes": "Single positions may go up to 15 % of NAV. Gross leverage between 1.2x and 1.5x. "
    "Each holding at least 2%. Drawdown must never exceed eight percent.",
}


@pytest.mark.parametrize(
    ("name", "inside", "outside"),
    [
        ("max_position_weight", 0.15, 0.16),
        ("max_gross_leverage", 1.3, 1.6),
        ("min_position_weight", 0.03, 0.01),
        ("max_drawdown", 0.08, 0.09),
    ],
)
def test_mandate_prose_gives_bounds(name: str, inside: float, outside: float) -> None:
    found = bounds_for(clauses(MANDATE), name)
    assert found, name
    assert all(within(inside, b, name) for b in found)
    assert not all(within(outside, b, name) for b in found)


def test_discretion_is_read_and_a_negated_grant_grants_nothing() -> None:
    granted = clauses({"notes": "Sizing of each position is left to the manager."})
    assert discretion_over(granted, "max_position_weight")
    refused = clauses({"notes": "Position sizing is not at the manager's discretion."})
    assert not discretion_over(refused, "max_position_weight")


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="i", objective="o", constraints=constraints, methods=()
    )


MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzzz"
REQUEST = UserMessage(message_id=MSG, text="Keep every name under ten percent, please.")


def test_a_span_that_states_the_value_passes() -> None:
    cap = _constraint(
        name="max_position_weight",
        value=0.1,
        provenance="user_message",
        provenance_ref=MSG,
        span={"start": 22, "end": 33},
    )
    [result] = validate_provenance(_contract(cap), [REQUEST], None)
    assert result.passed, result.message


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"provenance_ref": "msg_01hzzzzzzzzzzzzzzzzzzzzzz9"}, "not among the messages"),
        ({"provenance_ref": MSG, "value": 0.125}, "does not state"),
        ({"provenance_ref": MSG, "span": {"start": 0, "end": 4}}, "does not state"),
        ({"provenance_ref": MSG, "span": {"start": 10, "end": 400}}, "outside"),
        ({"provenance": "mandate_clause", "provenance_ref": "notes"}, "no mandate"),
    ],
)
def test_a_provenance_that_points_nowhere_or_at_other_text_fails(
    fields: dict[str, Any], problem: str
) -> None:
    cap = _constraint(
        **{"name": "max_position_weight", "value": 0.1, "provenance": "user_message", **fields}
    )
    [result] = validate_provenance(_contract(cap), [REQUEST], None)
    assert not result.passed
    assert problem in result.message
    assert result.field == "constraints[0].provenance_ref"


def test_a_mandate_clause_is_found_by_a_reference_ending_in_its_path() -> None:
    cap = _constraint(
        name="max_position_weight",
        value=0.15,
        provenance="mandate_clause",
        provenance_ref="template:x.mandate.notes",
    )
    [result] = validate_provenance(_contract(cap), [], MANDATE)
    assert result.passed, result.message


def test_a_cited_objective_must_state_the_objective_kind() -> None:
    text = "Tracking error is no concern; maximise the expected return."
    request = UserMessage(message_id=MSG, text=text)
    start = text.index("maximise")
    cited = ResearchContractBody(
        interpretation="i",
        objective="o",
        objective_kind="maximise_expected_return",
        objective_ref=MSG,
        objective_span={"start": start, "end": len(text)},
    )
    [ok] = validate_provenance(cited, [request], None)
    assert ok.passed, ok.message
    other = cited.model_copy(update={"objective_kind": "minimise_tracking_error"})
    [wrong] = validate_provenance(other, [request], None)
    assert not wrong.passed
    assert wrong.field == "objective_ref"
    assert "not minimise_tracking_error" in wrong.message


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("Our policy caps any one sector at 31.25 per cent.", ("max_sector_weight", None, 0.3125)),
        ("The IMA restricts gross leverage to 1.5x.", ("max_gross_leverage", None, 1.5)),
        ("max_position_weight=0.1", ("max_position_weight", None, 0.1)),
        ("Hold 20 names, each up to 8%.", ("max_position_weight", None, 0.08)),
        ("Net exposure no lower than -5%.", ("max_net_exposure", -0.05, None)),
    ],
)
def test_prose_bounds_read_verbs_counts_and_field_names(
    text: str, bound: tuple[str, float | None, float | None]
) -> None:
    [found] = [(b.subject, b.low, b.high) for c in clauses({"rules": text}) for b in c.bounds]
    assert found == bound


def test_structured_fields_are_ceilings_floors_and_targets_by_their_names() -> None:
    mandate = {"min_position_weight": 0.01, "target_volatility": 0.1, "limits": {"gross": 1.5}}
    found = {b.clause_id: (b.kind, b.low, b.high) for c in clauses(mandate) for b in c.bounds}
    assert found == {
        "min_position_weight": ("floor", 0.01, None),
        "target_volatility": ("target", 0.1, 0.1),
        "limits.gross": ("ceiling", None, 1.5),
    }


def test_an_objective_a_mandate_clause_sets_is_verified_in_that_clause() -> None:
    mandate: dict[str, Any] = {"notes": "The book aims for the lowest variance it can reach."}
    text = mandate["notes"]
    cited = ResearchContractBody(
        interpretation="i",
        objective="o",
        objective_kind="minimise_variance",
        objective_provenance="mandate_clause",
        objective_ref="template:x.mandate.notes",
        objective_span={"start": text.index("the lowest"), "end": len(text)},
    )
    [ok] = validate_provenance(cited, [], mandate)
    assert ok.passed, ok.message
    wrong_kind = cited.model_copy(update={"objective_kind": "maximise_expected_return"})
    nowhere = cited.model_copy(update={"objective_ref": "template:x.mandate.objective"})
    outside = cited.model_copy(update={"objective_span": TextSpan(start=0, end=999)})
    no_mandate = (cited, None, "no mandate")
    for contract, given, problem in (
        (wrong_kind, mandate, "not maximise_expected_return"),
        (nowhere, mandate, "does not have"),
        (outside, mandate, "outside mandate clause notes"),
        no_mandate,
    ):
        [failed] = validate_provenance(contract, [], given)
        assert not failed.passed
        assert failed.field == "objective_ref"
        assert problem in failed.message, failed.message


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("dd_hard_stop", "max_drawdown"),  # an abbreviation of drawdown
        ("peakToValleyMax", "max_drawdown"),
        ("totalRiskCeiling", "target_volatility"),  # risk qualified as total/realised/ex-ante
        ("activeRiskBudgetBps", "max_tracking_error"),
        ("churn_allowance", "max_turnover"),
    ],
)
def test_a_field_is_read_through_abbreviations_and_qualified_risk(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("prose", "name", "inside", "outside"),
    [
        # the most specific word of a noun phrase names its subject
        ("Industry concentration no higher than 30pc.", "max_sector_weight", 0.3, 0.31),
        # a band around zero bounds the magnitude
        (
            "Net beta-adjusted exposure kept within plus or minus 7 %.",
            "max_net_exposure",
            0.07,
            0.08,
        ),
        ("Gross exposure can be as large as 2.2 times NAV.", "max_gross_leverage", 2.2, 2.3),
        # a plain fraction above 1.5 is still a fraction (a turnover), and a labelled range
        ("Annual turnover: 0.5 to 2.5.", "max_turnover", 2.0, 2.6),
    ],
)
def test_bounds_are_read_from_operators_bands_labels_and_noun_phrases(
    prose: str, name: str, inside: float, outside: float
) -> None:
    found = bounds_for(clauses({"limits": prose}), name)
    assert found, prose
    assert all(within(inside, b, name) for b in found)
    assert not all(within(outside, b, name) for b in found)


def test_a_subject_word_modifying_a_gerund_heading_its_phrase_is_no_subject() -> None:
    # "stock borrowing" is about borrowing: its 25 % bounds no position
    found = clauses({"limits": "Stock borrowing must stay below 25% of NAV."})
    assert not bounds_for(found, "max_position_weight")
    # a participle after the subject keeps it: positions above 4 % are still positions
    kept = clauses({"limits": "Positions weighing up to 6% are allowed."})
    assert [b.high for b in bounds_for(kept, "max_position_weight")] == [0.06]


@pytest.mark.parametrize(
    ("prose", "granted"),
    [
        ("The investment manager determines gross leverage.", True),
        ("Gross leverage as the investment manager deems appropriate.", True),
        ("Gross leverage is subject to the adviser's own judgement.", True),
        ("The investment manager does not determine gross leverage; trustees do.", False),
    ],
)
def test_discretion_is_an_agent_who_decides_and_its_negation_grants_nothing(
    prose: str, granted: bool
) -> None:
    assert discretion_over(clauses({"notes": prose}), "max_gross_leverage") is granted


@pytest.mark.parametrize(
    "prose",
    [
        "Positions exceeding 5% are not allowed.",
        "Any holding above 5 per cent requires IC approval.",
        "Single names greater than 0.05 of NAV may not be held.",
    ],
)
def test_a_forbidden_condition_is_a_ceiling(prose: str) -> None:
    found = bounds_for(clauses({"limits": prose}), "max_position_weight")
    assert [(b.kind, b.high) for b in found] == [("ceiling", 0.05)]
    assert within(0.05, found[0], "max_position_weight")
    assert not within(0.06, found[0], "max_position_weight")


def test_a_floor_stays_a_floor_beside_another_prohibition() -> None:
    found = bounds_for(
        clauses({"limits": "Each holding at least 2%, and shorting is prohibited."}),
        "min_position_weight",
    )
    assert [(b.kind, b.low) for b in found] == [("floor", 0.02)]
