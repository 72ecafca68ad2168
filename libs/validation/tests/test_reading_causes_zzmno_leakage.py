"""Stated-leakage causes of issue 18 (ZZM/ZZN/ZZO families), each tested as a family on
constructions in no batch:

- a fitted setting used on as it is ("that estimate is employed unchanged over every fold",
  "the setting is retained as is for …") is the test applying it, not a fit over the test's
  dates (`leakage._CARRIED_ON`);
- a fit or choice made on a list, universe or basket as it stood at a date ("the watch list
  as it stood in May 2022", "the index as constituted in June 2019") uses everything up to
  that date, so it reaches a test that ends before it (`event_bounds`).

Each has a clean twin that stays as it was. The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2015, 1, 2), date(2016, 12, 30)), (date(2017, 1, 3), date(2018, 12, 31))]


def _leaky(text: str) -> bool:
    return bool(leaks([("methods[0].purpose", text)], _FOLDS))


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        # the fit's own dates end before the first fold: using it on is the test
        (
            "The beta was estimated on 2006-2013 prices, and that estimate is employed "
            "unchanged over both test folds.",
            False,
        ),
        (
            "Our vol target was calibrated to daily data up to June 2014, and the calibration "
            "is retained as is in both test folds.",
            False,
        ),
        (
            "The spread model was fitted once on 2009-2014, and that fit is then used "
            "unchanged in both test folds.",
            False,
        ),
        # the same use of a fit whose own dates reach into a fold still leaks
        (
            "The beta was estimated on 2006-2017 prices, and that estimate is employed "
            "unchanged over both test folds.",
            True,
        ),
        (
            "The spread model was fitted once on the full history, and that fit is used, "
            "without re-estimation, in both walk-forward folds.",
            True,
        ),
    ],
)
def test_a_fit_used_on_unchanged_is_the_test(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        (
            "The overlay weights were calibrated on the credit universe less the watch list "
            "as it stood in May 2022.",
            True,
        ),
        ("The sector caps were tuned on the benchmark as constituted in June 2019.", True),
        ("We estimated the betas on the peer group as the list stood in 2023.", True),
        # clean twins: the state dated before the first fold
        (
            "The overlay weights were calibrated on the credit universe less the watch list "
            "as it stood on 30 September 2014.",
            False,
        ),
        ("The sector caps were tuned on the benchmark as constituted in June 2014.", False),
        ("We estimated the betas on the peer group as it stood at the end of 2013.", False),
    ],
)
def test_a_fit_on_a_state_as_it_stood_at_a_date(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
