"""The provenance causes found in held-out batch Q's first run (tickets, forms and change
records), each tested on constructions written here, in no batch.

* a form field's label names the unit of the bare number typed after it ("Cash floor, in % of
  NAV: 4" is 4 %, "TE limit [bps] = 150" is 150 bps);
* a record's own marks say which of its values is in force (`record_marks`): the removed side
  of a merged diff (the added side of one never merged), an option left unticked beside a
  ticked one, the value a change request asked for when the record refuses it or leaves it
  pending approval, an entry a later release entry or a git revert undoes, and a key the
  payload marks as read no more or names as the old copy of another.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation import validate_provenance

MSG = "msg_01hzzzzzzzzzzzzzzzzzzzzzr2"


def _problem(text: str, name: str, value: float, unit: str) -> str | None:
    """What `contract.provenance` finds wrong with citing `value` of `name` from `text`."""
    constraint = Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=MSG
    )
    contract = ResearchContractBody(
        interpretation="i", objective="o", constraints=(constraint,), methods=()
    )
    [result] = validate_provenance(contract, [UserMessage(message_id=MSG, text=text)], None)
    return None if result.passed else result.message


# --- a form field's label names its value's unit ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (
            "Mandate intake\nCash floor, in % of NAV: 4\nSigned: J. Ortiz",
            "min_cash_weight",
            0.04,
            "fraction",
        ),
        ("Country cap [%] = 35", "max_country_weight", 0.35, "fraction"),
        ("Limits\nTE limit (basis points) | 150", "tracking_error_max_bps", 150.0, "bps"),
        ("Single name maximum (% NAV):   7.5", "max_position_weight", 0.075, "fraction"),
        ("Turnover budget in percent: 60", "max_turnover", 0.6, "fraction"),
    ],
)
def test_a_bare_value_is_read_in_its_labels_unit(
    text: str, name: str, value: float, unit: str
) -> None:
    assert _problem(text, name, value, unit) is None


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        # the label names a percent: 35 is 35 %, not 0.35 % nor 35 times
        ("Country cap [%] = 35", "max_country_weight", 0.0035),
        # the other field's value on the same form is not this field's
        ("Country cap (%): 35\nSingle name maximum (%): 5", "max_position_weight", 0.35),
    ],
)
def test_a_labelled_value_is_not_another_value(text: str, name: str, value: float) -> None:
    assert _problem(text, name, value, "fraction") is not None


# --- a record's own marks say which value is in force ------------------------------------------

UNIFIED_DIFF = (
    "--- a/risk/limits.toml\n+++ b/risk/limits.toml\n@@ -3,2 +3,2 @@\n"
    "-issuer_cap = 0.07\n+issuer_cap = 0.05\n"
)
RADIO = "Sign-off sheet — gross exposure\n( ) 1.6x gross\n(•) 1.3x gross\nReviewer: M. Osei"
GLYPHS = "Which cash floor does the board adopt?\n☐ 2 % of NAV     ☑ 5 % of NAV"
BOX_AFTER = "Country ceiling options:  40 % [ ]    30 % [X]"
DECLINED = (
    "CHG-5512 · lower the sector ceiling to 15 %\nRaised by: portfolio management\n"
    "Decision: declined by the IC on 3 May\nThe sector ceiling remains 25 %."
)
PENDING = "Request: raise the issuer cap to 9 %\nStatus: pending approval (risk office)"
WORKFLOW = "Sign-off route\nRequested change — gross cap to 2.5x\nApproved by: —\nPending: CIO"
SUPERSEDED = "RFC 88: widen the sector ceiling to 35 %\nState — superseded by RFC 91"
CHANGELOG = (
    "## 2.3.0\n- Gross leverage limit raised to 2.5x for all sleeves\n\n"
    "## 2.3.1\n- Rolled back 2.3.0 after the audit\n- Gross leverage limit: 2x\n"
)
GIT_LOG = 'a81f3c2 Cap gross leverage at 2.5x\n9bd0e41 Revert "Cap gross leverage at 2.5x"\n'
LEGACY_KEY = "limits:\n  legacy_te_cap_bps: 400\n  te_cap_bps: 250\n"
OBSOLETE_COMMENT = "te_cap_bps = 400   # obsolete, not parsed any more\nte_limit_bps = 250\n"


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (UNIFIED_DIFF, "max_issuer_weight", 0.07, "fraction"),
        (
            UNIFIED_DIFF.replace("@@", "Closed without merging.\n@@"),
            "max_issuer_weight",
            0.05,
            "fraction",
        ),
        (RADIO, "max_gross_leverage", 1.6, "multiple"),
        (GLYPHS, "min_cash_weight", 0.02, "fraction"),
        (BOX_AFTER, "max_country_weight", 0.4, "fraction"),
        (DECLINED, "max_sector_weight", 0.15, "fraction"),
        (PENDING, "max_issuer_weight", 0.09, "fraction"),
        (WORKFLOW, "max_gross_leverage", 2.5, "multiple"),
        (SUPERSEDED, "max_sector_weight", 0.35, "fraction"),
        (CHANGELOG, "max_gross_leverage", 2.5, "multiple"),
        (GIT_LOG, "max_gross_leverage", 2.5, "multiple"),
        (LEGACY_KEY, "tracking_error_max_bps", 400.0, "bps"),
        (OBSOLETE_COMMENT, "tracking_error_max_bps", 400.0, "bps"),
    ],
)
def test_a_value_the_record_sets_aside_is_not_in_force(
    text: str, name: str, value: float, unit: str
) -> None:
    assert _problem(text, name, value, unit) is not None


@pytest.mark.parametrize(
    ("text", "name", "value", "unit"),
    [
        (UNIFIED_DIFF, "max_issuer_weight", 0.05, "fraction"),
        (
            UNIFIED_DIFF.replace("@@", "Closed without merging.\n@@"),
            "max_issuer_weight",
            0.07,
            "fraction",
        ),
        # a YAML list's dashes are no diff: nothing is paired on a "+" side
        ("- issuer_cap: 0.05\n- sector_cap: 0.25", "max_issuer_weight", 0.05, "fraction"),
        (RADIO, "max_gross_leverage", 1.3, "multiple"),
        (GLYPHS, "min_cash_weight", 0.05, "fraction"),
        (BOX_AFTER, "max_country_weight", 0.3, "fraction"),
        # a to-do with no box ticked chooses nothing over it
        (
            "To do before the run:\n[ ] confirm the issuer cap of 5 % with Risk",
            "max_issuer_weight",
            0.05,
            "fraction",
        ),
        (DECLINED, "max_sector_weight", 0.25, "fraction"),
        (
            PENDING.replace("pending approval (risk office)", "approved"),
            "max_issuer_weight",
            0.09,
            "fraction",
        ),
        (CHANGELOG, "max_gross_leverage", 2.0, "multiple"),
        (
            WORKFLOW.replace("Approved by: —", "Approved by: CIO").replace("Pending: CIO", ""),
            "max_gross_leverage",
            2.5,
            "multiple",
        ),
        (LEGACY_KEY, "tracking_error_max_bps", 250.0, "bps"),
        (OBSOLETE_COMMENT, "tracking_error_max_bps", 250.0, "bps"),
        # the mark speaks of an old value, not of the key
        (
            "issuer_cap: 0.05 (the old 0.08 is no longer used)",
            "max_issuer_weight",
            0.05,
            "fraction",
        ),
        # the mark names another key right after it: the value's own key is read
        (
            "te_cap_bps: 250  # replaces the deprecated te_cap_v0",
            "tracking_error_max_bps",
            250.0,
            "bps",
        ),
    ],
)
def test_the_value_the_record_keeps_is_in_force(
    text: str, name: str, value: float, unit: str
) -> None:
    assert _problem(text, name, value, unit) is None
