"""One reading of a record's marks (`record_marks`): every reader — provenance, the objective,
the stated windows of leakage, the mandate's options — honours every mark either of the two
former readers knew. Constructions written here, in no batch:

- the objective and leakage readers now honour a revert, a deprecated or old-copy key, a diff
  the record says never took effect, and a change request the record refuses;
- the mandate reader now honours a merged diff's removed side and a reverted entry;
- provenance now honours a numbered submission turned down beside one that stands, and an
  inline option group whose boxes precede their labels;
- every reader knows every box glyph either vocabulary had ("⬜", "✅", "⚪", "●").
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import (
    Constraint,
    ConstraintUnit,
    ResearchContractBody,
    UserMessage,
)
from quantward_validation import validate_provenance
from quantward_validation.intent import asked
from quantward_validation.leakage import leaks
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.record_marks import in_force, out_of_force, set_aside_by_record
from quantward_validation.record_options import options_as_chosen

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzm8"


def _kinds(text: str) -> frozenset[str]:
    found = asked(text)
    assert found is not None
    return found.kinds


def _problem(text: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    """What the provenance check finds wrong with citing `value` of `name` from `text`."""
    constraint = Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=MSG
    )
    contract = ResearchContractBody(
        interpretation="i", objective="o", constraints=(constraint,), methods=()
    )
    [result] = validate_provenance(contract, [UserMessage(message_id=MSG, text=text)], None)
    return None if result.passed else result.message


def _aside(text: str, value: str) -> str | None:
    start = text.index(value)
    return set_aside_by_record(text, start, start + len(value))


# --- the objective reader honours every mark ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # a release entry a later one rolls back
        "Model changelog\n4.2.0 - optimiser goal switched to maximise the Sharpe ratio\n"
        "4.2.1 - rolls back 4.2.0; the goal is minimum variance again",
        # an entry marked as undone on its own line
        "* goal: maximise the Sharpe ratio (reverted)\n* goal: minimise variance",
        # a key named as the old copy of another
        "```yaml\nobjective_legacy: max_sharpe\nobjective: min_variance\n```",
        # a key the text says is read no more
        "target_v1: highest sharpe ratio\ntarget: lowest variance\n"
        "Note: target_v1 is no longer read by the optimiser",
        # a diff the record says never took effect: its added side never held
        "PR #88 (closed, not merged)\n- objective: min_variance\n+ objective: max_sharpe",
        # a proposal the next line refuses
        "Change request: move the goal to the best Sharpe ratio.\nStatus: Rejected by the CIO.\n"
        "The objective remains to minimise variance.",
    ],
)
def test_the_objective_is_read_from_what_the_record_holds_in_force(text: str) -> None:
    assert _kinds(text) == frozenset({"minimise_variance"})


# --- the leakage reader honours a refused change request ----------------------------------------

_WINDOWS = ((date(2017, 1, 2), date(2018, 12, 31)), (date(2019, 1, 2), date(2020, 12, 31)))


def test_a_refused_request_for_a_later_fit_end_is_no_fit() -> None:
    text = (
        "Ticket RISK-311: please set fit_end to 2020-06-30 for the factor model.\n"
        "Resolution: Won't Do - the fit still ends on 2016-12-30."
    )
    assert not leaks([("method", text)], _WINDOWS)


def test_a_deprecated_fit_key_is_no_fit() -> None:
    text = "fit_end_old: 2020-06-30\nfit_end: 2016-12-30"
    assert not leaks([("method", text)], _WINDOWS)


# --- the mandate reader honours every mark -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Issuer limit change, merged:\n```diff\n- The issuer limit is 9%.\n"
        "+ The issuer limit is 5%.\n```",
        "Release notes\n3.1.0 - the issuer limit is 9%\n"
        "3.1.1 - rolls back 3.1.0: the issuer limit is 5% again",
        "The issuer limit is 9% (reverted)\nThe issuer limit is 5%.",
    ],
)
def test_the_mandate_bounds_only_by_what_the_record_holds_in_force(text: str) -> None:
    found = clauses({"mandate_change": {"after": text}})
    assert [(b.low, b.high) for b in bounds_for(found, "max_issuer_weight")] == [(None, 0.05)]


# --- provenance honours every mark --------------------------------------------------------------


def test_a_submission_turned_down_beside_one_that_stands_is_not_stated() -> None:
    text = (
        "Attempt 1 - state: withdrawn by the desk\nLeverage ceiling 3.5x\n\n"
        "Attempt 2 - state: approved\nLeverage ceiling 2.5x"
    )
    assert _aside(text, "3.5x") is not None
    assert _aside(text, "2.5x") is None
    assert _problem(text, "max_leverage", 3.5, "multiple") is not None


@pytest.mark.parametrize(
    ("text", "out", "chosen"),
    [
        ("Cash buffer: ( ) 12 %   (•) 7 %", "12 %", "7 %"),  # boxes before their labels
        ("Cash buffer:  12 % ( )   7 % (x)", "12 %", "7 %"),  # labels before their boxes
        ("Cash buffer:\n⚪ 12 %\n● 7 %", "12 %", "7 %"),
        ("Cash buffer:\n⬜ 12 %\n✅ 7 %", "12 %", "7 %"),
    ],
)
def test_an_unticked_option_is_set_aside_whatever_its_layout(
    text: str, out: str, chosen: str
) -> None:
    assert _aside(text, out) is not None
    assert _aside(text, chosen) is None


def test_the_ticked_option_of_any_glyph_is_read_under_its_heading() -> None:
    text = "Gross exposure cap:\n⬜ 220 %\n✅ 160 %"
    chosen = options_as_chosen(text)
    assert len(chosen) == len(text)
    assert "220" not in chosen
    assert chosen.split() == ["Gross", "exposure", "cap:", "160", "%"]


# --- one reading: every reader derives from the same spans --------------------------------------


def test_every_reader_derives_from_the_same_spans() -> None:
    text = (
        "```diff\n- te_budget: 300bp\n+ te_budget: 150bp\n```\n"
        "[ ] 9 %\n[x] 6 %\n"
        "legacy_gross: 250 %\ngross: 180 %"
    )
    spans = out_of_force(text)
    blanked = in_force(text)
    assert len(blanked) == len(text)
    for value in ("300bp", "9 %", "250 %"):
        start = text.index(value)
        assert any(a.start <= start < a.end for a in spans)
        assert value not in blanked
        assert _aside(text, value) is not None
    for value in ("150bp", "6 %", "180 %"):
        assert value in blanked
        assert _aside(text, value) is None
