"""The stated-leakage cause batch N missed, read as a family (issue 18): data taken in the state
a later revision left them in is known only with hindsight, whether the text names that state by
a noun of version ("the restated version", "their restated form", "the corrected release of the
accounts"), counts the restatements in ("with every restatement included", "after the subsequent
revisions"), takes them as they stand today, or refuses the point-in-time figures ("not as first
published", "rather than as initially filed"). Figures taken as first published, a correction
for autocorrelation, and a revised version of something that is no data, stay clean. The texts
are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("Book values are drawn from the vendor in their restated form.", True),
        ("Earnings per share come from the corrected release of the company accounts.", True),
        ("Cash-flow items are loaded from the vendor file rather than as initially filed.", True),
        ("Sales figures are read from the vendor with every restatement included.", True),
        ("Margins are taken from the vendor including the restatements.", True),
        ("Margins are sourced after the subsequent revisions by the issuers.", True),
        ("Margins are taken from the vendor as they stand today.", True),
        ("Book values are drawn from the vendor exactly as first published at each date.", False),
        ("Volatility is estimated with corrections for autocorrelation on the train years.", False),
        ("The revised version of the memo uses the same three folds as before.", False),
    ],
)
def test_data_in_their_revised_state_are_hindsight(text: str, leaky: bool) -> None:
    assert bool(leaks([("evidence", text)], _FOLDS)) is leaky
