"""Stated-leakage cause of issue 18 (ZZQ family), tested on constructions in no batch: figures
taken as someone reconciled, settled or finalised them later (the lapse said before or after
the verb: "as the operator finally settled them", "as the registrar reconciled it weeks
later") and put back on the dates they are for ("entered on the dates it pertains to", "the
months they correspond to") are a later vintage at dates that knew only the first one
(`data_vintages`). Each has a clean twin that stays accepted."""

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
        (
            "Load data: metered consumption as the distribution operator settled it weeks "
            "afterwards, entered on the dates it pertains to.",
            True,
        ),
        (
            "Inputs: meter readings as the grid operator eventually finalised them, credited to "
            "the months they correspond to.",
            True,
        ),
        (
            "Flows: pipeline nominations as the shipper reconciled them two quarters later, "
            "dated to the days they apply to.",
            True,
        ),
        # clean twins: the figure as it stood then, or as first published
        (
            "Load data: metered consumption as it stood at the close of each day, entered on "
            "that day.",
            False,
        ),
        (
            "Inputs: meter readings as first published, credited to the months they correspond to.",
            False,
        ),
    ],
)
def test_figures_settled_later_at_the_dates_they_are_for(text: str, leaky: bool) -> None:
    assert _leaky(text) is leaky
