"""Stated-leakage causes of issue 18, each tested as a family on constructions in no batch:

- a period written before a chained call in code has an owner: the selection or fitting call
  of its chain (`px['2007':'2019'].ewm(halflife=20).pipe(calibrate)`, `.apply(fit_betas)`,
  `.groupby(...).apply(estimate_loadings)`), whatever the prose around the code says; a string
  argument in code (`.query("date <= '2019-12-31'")`) is code, not a quotation;
- look-ahead (a feature dated after the decision time, labels running into the test,
  whole-sample standardisation) is a leak whenever the plan tests out of sample in any form
  its text states (a hold-out, a held-out set, walk-forward, out of sample), dated or not; a
  feature dated after the decision time is a leak as soon as the plan claims a backtest. The
  clean twins (no look-ahead, or no test of any kind, or a test the text denies) stay clean.

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from datetime import date

import pytest

from quantward_validation.leakage import leaks

_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaky"),
    [
        ("The half-life comes from `px['2007':'2019'].ewm(halflife=20).pipe(calibrate)`.", True),
        ("The half-life comes from `px['2007':'2015'].ewm(halflife=20).pipe(calibrate)`.", False),
        ("Step two runs `rets['2004':'2018'].rolling(126).apply(fit_betas)`.", True),
        ("Step two runs `rets['2004':'2014'].rolling(126).apply(fit_betas)`.", False),
        (
            "Walk-forward scoring uses `ret.loc['2009':'2019'].groupby(level=1)"
            ".apply(estimate_loadings)`.",
            True,
        ),
        (
            "Walk-forward scoring uses `ret.loc['2009':'2015'].groupby(level=1)"
            ".apply(estimate_loadings)`.",
            False,
        ),
        ("Inputs: `panel.query(\"day <= '2018-06-30'\").pipe(shortlist_factors)`.", True),
        ("Inputs: `panel.query(\"day <= '2015-06-30'\").pipe(shortlist_factors)`.", False),
        # pandas' truncate keeps `before` to `after`
        ("We call `df.truncate(before='2010', after='2019').pipe(grid_search_lookback)`.", True),
        ("We call `df.truncate(before='2010', after='2015').pipe(grid_search_lookback)`.", False),
        ("The screen is `universe['2012':'2019'].agg(rank_by_ic).head(20)`.", True),
        ("The screen is `universe['2012':'2015'].agg(rank_by_ic).head(20)`.", False),
        # a chain that applies what was fitted is a test, not a use
        ("Tested with `rets['2016':'2019'].pipe(score_holdout)`.", False),
        # a chain that neither fits nor selects leaves the period to the prose around it
        ("For the chart we draw `px['2007':'2019'].pipe(plot_drawdowns)`.", False),
    ],
)
def test_a_period_before_a_chained_call_belongs_to_the_chain(text: str, leaky: bool) -> None:
    assert bool(leaks([("methods[0].purpose", text)], _FOLDS)) is leaky, text


@pytest.mark.parametrize(
    ("texts", "leaky"),
    [
        # look-ahead with an out-of-sample test stated in words, with no dates and no windows
        (
            (
                "The model is judged on a hold-out sample.",
                "Inputs include each stock's next-week return.",
            ),
            True,
        ),
        (
            (
                "The model is judged on a hold-out sample.",
                "Inputs include each stock's prior-week return.",
            ),
            False,
        ),
        (
            (
                "Signals are z-scored with the full-sample mean and deviation; performance is "
                "then measured out of sample.",
            ),
            True,
        ),
        (
            (
                "Signals are z-scored with an expanding mean and deviation; performance is then "
                "measured out of sample.",
            ),
            False,
        ),
        (
            (
                "Labels are 10-day forward returns with no purging or embargo.",
                "Accuracy is read off a held-out set.",
            ),
            True,
        ),
        (
            (
                "Labels are 10-day forward returns, purged and embargoed before each test start.",
                "Accuracy is read off a held-out set.",
            ),
            False,
        ),
        (("Labels straddle each test start.", "Accuracy is measured on a hold-out."), True),
        (("Labels never overlap the test window.", "A train/test split is used."), False),
        (
            (
                "Weights are estimated over the entire history.",
                "Performance is then checked on unseen data.",
            ),
            True,
        ),
        (
            (
                "Weights are estimated over the entire history.",
                "Performance is shown in-sample only.",
            ),
            False,
        ),
        # a feature from the future is a leak as soon as the plan claims a backtest
        (("A backtest of the carry screen, whose predictors include tomorrow's close.",), True),
        (("A backtest of the carry screen, whose predictors include yesterday's close.",), False),
        # no test of any kind, or one the text denies: look-ahead leaks into nothing
        (("An exploratory regression whose inputs include next-week returns.",), False),
        (
            (
                "There is no hold-out sample and no out-of-sample claim.",
                "Signals are z-scored with the full-sample mean and deviation.",
            ),
            False,
        ),
    ],
)
def test_look_ahead_leaks_into_any_stated_test(texts: tuple[str, ...], leaky: bool) -> None:
    found = leaks([(f"reasoning[{i}]", t) for i, t in enumerate(texts)], [])
    assert bool(found) is leaky, texts
