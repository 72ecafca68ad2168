"""The cause batch U showed in what risk and compliance systems print, read in general: outputs
written here, in no batch, guarded both ways.

A system prints several numbers about one limit: the exposure (current, actual, usage), the
utilisation, the headroom, a warning (soft, trigger, early-warning) level and the limit itself
(hard, threshold, max). Only the last is the limit a plan may cite; so is no level of a rule the
export shows out of force, nor an override's level once the override has ended
(`limit_roles.not_the_limit`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limit_roles import role_named
from quantward_validation.testing import provenance_problems


def _issuer(text: str, value: float, words: str) -> list[str]:
    return provenance_problems(
        [text], name="max_issuer_weight", value=value, words=words, unit="fraction"
    )


_ALERT = "ALERT >> single name ACME | actual 4.6% | cap 5.0% | limit utilisation 92% | amber"


@pytest.mark.parametrize(("value", "words"), [(0.046, "4.6%"), (0.92, "92%")])
def test_the_exposure_or_utilisation_an_alert_prints_is_not_the_limit(
    value: float, words: str
) -> None:
    assert _issuer(_ALERT, value, words) != []


def test_the_limit_an_alert_prints_is_the_limit() -> None:
    assert _issuer(_ALERT, 0.05, "5.0%") == []


_LEVELS = "Issuer concentration check: early warning at 4.2%, hard stop at 5%; usage 3.9%."


def test_an_early_warning_level_is_not_the_limit() -> None:
    assert _issuer(_LEVELS, 0.042, "4.2%") != []
    assert _issuer(_LEVELS, 0.05, "5%") == []


_COLUMNS = (
    "Desk limits (issuer)\n"
    "NAME              ACTUAL    TRIGGER    HARD\n"
    "Issuer max           3.1%       4.5%     5.0%\n"
)


@pytest.mark.parametrize(("value", "words"), [(0.031, "3.1%"), (0.045, "4.5%")])
def test_a_column_headed_as_exposure_or_trigger_is_not_the_limit(value: float, words: str) -> None:
    assert _issuer(_COLUMNS, value, words) != []


def test_the_column_headed_hard_is_the_limit() -> None:
    assert _issuer(_COLUMNS, 0.05, "5.0%") == []


_EXPORT = (
    "rules dump:\n"
    "RULE_ID=ISS_4 | TYPE=MAX | THRESHOLD=0.07 | STATUS=SUSPENDED\n"
    "RULE_ID=ISS_5 | TYPE=MAX | THRESHOLD=0.05 | STATUS=ACTIVE"
)


def test_a_suspended_rules_level_is_not_in_force() -> None:
    assert _issuer(_EXPORT, 0.07, "0.07") != []
    assert _issuer(_EXPORT, 0.05, "0.05") == []


_WAIVER = (
    "Temporary waiver granted by the risk committee: issuer limit 7% to 30-Jun. "
    "Waiver lapsed, not renewed.\nIssuer limit back to 5%."
)


def test_an_ended_waivers_level_is_not_in_force() -> None:
    assert _issuer(_WAIVER, 0.07, "7%") != []
    assert _issuer(_WAIVER, 0.05, "5%") == []


@pytest.mark.parametrize(
    ("label", "role"),
    [
        ("Exposure ", "exposure"),
        ("Current usage: ", "exposure"),
        ("limit utilisation ", "utilisation"),
        ("headroom ", "headroom"),
        ("soft ", "warning"),
        ("breach level ", "limit"),
        ("Max gross exposure ", None),
        ("Exposure limit ", "limit"),
    ],
)
def test_the_role_a_label_names(label: str, role: str | None) -> None:
    assert role_named(label) == role


_DESK = (
    "Desk screen pasted, our book is ALPHA-3:\n"
    "\n"
    "BOOK      METRIC          CURRENT    LIMIT\n"
    "ALPHA-1   Issuer max         3.0%     6.0%\n"
    "ALPHA-3   Issuer max         2.0%     4.0%\n"
)


def test_another_books_row_of_a_desk_screen_is_not_this_books_limit() -> None:
    assert _issuer(_DESK, 0.06, "6.0%") != []
    assert _issuer(_DESK, 0.04, "4.0%") == []
