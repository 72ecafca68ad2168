"""The cause batch U showed in what risk systems print beside a request, read in general: the
noun "limit" of a system's record (a compound "limit breach", "limit utilisation", a log's
"limit breached", a classifier's "hard limit", a value right after it) directs nothing; a
bound's adjective naming a limit's subject ("Min liquidity", "Maximum leverage") has its own
noun and directs no later clause; and the firm's risk department named "Risk" ("ask Risk",
"sign-off from Risk") is who speaks, not a portfolio's risk. Wordings written here, in no batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.org_units import without_org_units


@pytest.mark.parametrize(
    "text",
    [
        "Limit breach logged: ex-ante tracking error (TE_2). Rebalance the book please.",
        "[07:55:10] WARN limit breached VOL_7 realised volatility 12.4%. Redo the weights.",
        "Limit utilisation: portfolio volatility at 91 %. Rebuild the weights.",
        "Tracking error: hard limit 250bp. Please rerun the optimiser.",
        "Limit change approved - active risk now 2 %. Rerun it.",
        "Ex-ante vol limit 9.5% (was 9%). New weights please.",
    ],
)
def test_a_systems_limit_noun_directs_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Limit the tracking error, please", "tracking"),
        ("please limit volatility as far as you can", "min_risk"),
        ("Limit risk; that is the brief", "min_risk"),
        ("Limit value at risk, nothing else matters", "min_risk"),
        ("Limit excess volatility please", "min_risk"),
    ],
)
def test_the_verb_limit_still_directs(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective


@pytest.mark.parametrize(
    "text",
    [
        "The Min liquidity level is still being recalibrated, so check the risk numbers again "
        "before you trade.",
        "Thresholds for Maximum leverage are unconfirmed; the volatility report comes later.",
    ],
)
def test_a_bound_adjective_with_its_own_noun_directs_no_later_clause(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "department"),
    [
        ("We don't have the number yet; check with Risk before sizing.", "Risk"),
        ("Weights are blocked pending sign-off from Risk.", "Risk"),
        ("Hold off until Risk confirms the new level.", "Risk"),
        ("ping Risk and Compliance for the figure", "Risk"),
    ],
)
def test_the_risk_department_by_name_is_who_speaks(text: str, department: str) -> None:
    assert department not in without_org_units(text)


@pytest.mark.parametrize(
    "text",
    ["Risk is what we care about: keep it low.", "Minimise Portfolio Risk", "keep Risk low"],
)
def test_risk_as_a_measure_is_left(text: str) -> None:
    assert without_org_units(text) == text


def test_a_systems_name_ending_in_a_bound_directs_no_later_clause() -> None:
    text = "Both levels of LIQ_MIN are unconfirmed, so wait for the risk report before trading."
    assert asked(text) is None


def test_a_profile_code_still_directs() -> None:
    found = asked("Run profile TE_MIN for the sleeve")
    assert found is not None
    assert found.objective == "tracking"
