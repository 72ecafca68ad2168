"""Objectives: the causes of batch ZE's misses (software engineers' records), each tested on
constructions no review batch writes (issue 18). Causes, by family:

- an engineer's document (a PR description, a ticket, a commit message, a README) reporting
  what an earlier version of itself said ("v1 of this ticket said …; that was wrong") reports
  it, as a paper's earlier version does: what it says now is what is asked;
- a chat handle, channel or rota named after risk ("@risk-oncall", "#risk-limits", "the risk
  on-call") is who is asked or where, never a risk to minimise;
- an optimiser's profile code written in kebab case, as a command line's value is
  (`--goal max-sharpe`, `--objective min-tev`), names its objective as its snake-case form does.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units


def _kinds(text: str) -> frozenset[str] | None:
    found = asked(without_org_units(text))
    return found.kinds if found is not None else None


@pytest.mark.parametrize(
    "text",
    [
        "Update: v1 of this ticket said `--goal max-ret`; that was a mistake. Now: "
        "`--goal min-vol`.",
        "The previous version of this PR said objective=max_sharpe; we have changed it. The "
        "objective is now min_variance.",
    ],
)
def test_what_an_engineers_document_said_before_is_reported_not_asked(text: str) -> None:
    assert _kinds(text) == frozenset({"minimise_variance"})


@pytest.mark.parametrize(
    "text",
    [
        "For the lowest cash float ask @risk-team.",
        "For the minimum cash level ask the risk on-call.",
        "For the smallest cash buffer ask in #risk-desk-limits.",
    ],
)
def test_a_handle_channel_or_rota_named_after_risk_asks_no_objective(text: str) -> None:
    assert _kinds(text) is None


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("run it with `qw solve --goal max-sharpe --universe eu`", "maximise_risk_adjusted_return"),
        ("nightly job: `optimise --objective min-tev`", "minimise_tracking_error"),
    ],
)
def test_a_kebab_case_profile_code_names_its_objective(text: str, kind: str) -> None:
    found = _kinds(text)
    assert found is not None
    assert kind in found


def test_kebab_case_prose_names_no_code() -> None:
    assert _kinds("a long-term, low-turnover, mean-variance-aware sleeve") is None
