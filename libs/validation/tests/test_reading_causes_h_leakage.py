"""Stated leakage: the causes of batch H's misses, each tested on constructions no review
batch writes (issue 18, session 8). Causes: an ISO month and an arrow as a range's connector
(a period form); "settled" and "to set"/"setting" as a selection, early stopping as fitting
(activities); a moving window with a fixed end is one fit, not a confined refit (scope of the
confinement). Each has its clean side: negated, hypothetical or confined sentences stay clean."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks
from quantward_validation.timespans import periods

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        # an ISO month, alone and as a range's ends, with arrows as connectors
        ("in 2013-07", date(2013, 7, 1), date(2013, 7, 31)),
        ("2011-03 ⟶ 2017-09", date(2011, 3, 1), date(2017, 9, 30)),
        ("2011-03 -> 2017-11", date(2011, 3, 1), date(2017, 11, 30)),
        ("from 2012-02 => 2014-10", date(2012, 2, 1), date(2014, 10, 31)),
        ("2009 → 2013", date(2009, 1, 1), date(2013, 12, 31)),
        # a two-digit year after a four-digit one is still a range of years, not a month
        ("2012-13 returns", date(2012, 1, 1), date(2013, 12, 31)),
    ],
)
def test_iso_months_and_arrows(text: str, start: date, end: date) -> None:
    assert [(p.start, p.end) for p in periods(text)] == [(start, end)], text


@pytest.mark.parametrize(
    ("sentence", "reached"),
    [
        # a period in ISO months with an arrow: leaky, and the same shape before the folds
        ("The skip-month was fixed on 2011-03 ⟶ 2017-09.", 1),
        ("The skip-month was fixed on 2011-03 ⟶ 2015-09.", 0),
        ("The carry signal's decay was fitted over 2012-02 -> 2019-06.", 2),
        # "settled" is a choice: passive, or settled over/using a period
        ("The rebalance band was settled using 2016–2019 prices.", 2),
        ("The stop rule got settled after looking at the 2018 returns.", 1),
        ("The rebalance band was never settled using 2016–2019 prices.", 0),
        ("The rebalance band was settled using 2011–2014 prices.", 0),
        # "to set", "we set", "setting the": a choice; "set aside" for the test is not
        ("We looked at 2017–2019 drawdowns to set the stop-loss level.", 2),
        ("Setting the entry threshold drew on the 2018 return distribution.", 1),
        ("We set the entry threshold from the 2012–2015 return distribution.", 0),
        ("Were we to set the stop level from 2017–2019 drawdowns, the test would be biased.", 0),
        ("We set aside 2016–2019 for the out-of-sample test.", 0),
        # early stopping is training against a validation loss
        ("Early stopping watched the loss over 2018–2019.", 1),
        ("Early-stopping patience was judged on 2012–2015 losses only.", 0),
        ("Early stopping used a validation slice inside each training window.", 0),
        ("No early stopping was run on 2016–2019 data.", 0),
        # a moving window with a fixed end is a single fit; one that moves stays confined
        ("Betas come from a single trailing window ending March 2019.", 2),
        ("Loadings were estimated on an anchored sample through 2017.", 1),
        ("Loadings were estimated on an anchored sample through 2014.", 0),
        ("Betas are re-estimated on a rolling window ending at each rebalance date.", 0),
        ("Loadings come from a trailing 36-month window, refit every quarter.", 0),
    ],
)
def test_causes_of_batch_h(sentence: str, reached: int) -> None:
    assert len(leaks([("interpretation", sentence)], _FOLDS)) == reached, sentence
