"""Trend claims: the causes of held-out batch K's misses (claims typed into team chat), each
tested on constructions no review batch writes. Causes, by family:

- chat shorthand (`shorthand`): abbreviated periods ("qtr", "yrs", "mths"), two-digit years
  after an apostrophe ("over '21", "since Q2 '19"), abbreviated series ("OM", "rev", "vol",
  "DD", "topline"), a company by its initials, a period in parentheses after the label it dates
  ("than at the spin-off (Q2 '19)"), and emoji reactions, which are no words of the claim;
- a telegraphic comparative (the verb dropped): "OM lower vs …", "EPS up every quarter";
- a participle of reduction with its auxiliary dropped: "net debt whittled down over 2021";
- "since Q2 2020" on quarterly figures is measured from that quarter's own figure;
- a level said against a bound on a computed statistic (`levels`): a window's volatility,
  drawdown and total return, a portfolio's Sharpe ratio (mean over volatility); negation
  turns the bound ("never drew down more than …"), "worse"/"better" take their side from the
  statistic; and such a bound is no quoted figure for `answer.numbers_match`.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.claims import misstatements
from quantward_validation.levels import level_misstatements
from quantward_validation.numbers import numbers_match
from quantward_validation.shorthand import written_out
from quantward_validation.testing import history

_QUARTER_ENDS = tuple(
    f"{year}-{end}" for year in (2019, 2020, 2021) for end in ("03-31", "06-30", "09-30", "12-31")
)


def _quarterly(field: str, values: tuple[float, ...]) -> Computation:
    return history(
        {field: values},
        _QUARTER_ENDS,
        entity_id="ent_initrode_systems",
        function_id="fundamentals.quarters",
        source_id="src_reading_k",
        newest_first=True,
    )


# rising over 2021 from its 2020 close, with one dip inside 2021
_OM = _quarterly(
    "operating_margin",
    (0.20, 0.19, 0.18, 0.17, 0.16, 0.15, 0.15, 0.16, 0.17, 0.165, 0.18, 0.19),
)
# rising over the last two years
_REV = _quarterly(
    "revenue", (300.0, 310.0, 305.0, 320.0, 330.0, 340.0, 350.0, 360.0, 370.0, 380.0, 390.0, 400.0)
)
# net debt rising through 2021
_ND = _quarterly(
    "net_debt", (900.0, 880.0, 860.0, 840.0, 820.0, 800.0, 790.0, 780.0, 800.0, 820.0, 850.0, 870.0)
)
# revenue: a high Q1 2020, a slump in Q2 2020, recovering since but not to Q1's level
_SLUMP = _quarterly(
    "revenue", (110.0, 112.0, 115.0, 118.0, 120.0, 90.0, 95.0, 98.0, 100.0, 102.0, 104.0, 105.0)
)


@pytest.mark.parametrize(
    ("sentence", "computation", "wrong"),
    [
        # abbreviated periods and two-digit years
        ("OM widened every qtr over '21 :tada:", _OM, True),
        ("OM widened over '21 :tada:", _OM, False),
        ("rev slipped over the last 2 yrs (n)", _REV, True),
        ("rev climbed over the last 2 yrs (y)", _REV, False),
        ("Initrode's topline went backwards since Q3 '19", _REV, True),
        # a telegraphic comparative: the verb dropped
        ("OM lower compared with Q4 '20 fwiw", _OM, True),
        ("OM higher compared with Q4 '20 fwiw", _OM, False),
        ("rev down every qtr in '21", _REV, True),
        # a period in parentheses dates the label before it
        ("net debt is lower than at the spin-off (Q4 '20)", _ND, True),
        ("net debt is higher than at the spin-off (Q4 '20)", _ND, False),
        # a participle of reduction with its auxiliary dropped
        ("net debt whittled down over '21, per the deck", _ND, True),
        ("net debt worked down across FY20 per the deck", _ND, False),
        # since a quarter on quarterly figures: from that quarter's own figure
        ("Revenue is up since Q2 2020.", _SLUMP, False),
        ("Revenue has slipped since Q2 2020.", _SLUMP, True),
    ],
)
def test_chat_claims_on_quarterly_figures(
    sentence: str, computation: Computation, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [computation])) is wrong, sentence


def test_shorthand_is_written_out_as_whole_tokens_only() -> None:
    said = written_out(
        "AW vol since Q1 '19 :chart_with_upwards_trend: over 3 mths", ["ent_acme_widgets"]
    )
    assert said == "acme widgets volatility since Q1 2019 over 3 months"
    # a word that starts like an abbreviation, a decade and lower-case initials stay as written
    kept = "the revolver in the '90s, aw shucks, the 9 AW call, AW-2 form"
    assert written_out(kept, ["ent_acme_widgets"]) == kept


_STOCK = Computation(
    source_id="src_reading_k",
    function_id="prices.window_stats",
    arguments={},
    result={
        "start": "2021-01-04",
        "end": "2021-12-31",
        "stats": [
            {
                "entity_id": "ent_acme_widgets",
                "base_day": "2020-12-31",
                "first_day": "2021-01-04",
                "last_day": "2021-12-31",
                "total_return": 0.12,
                "annualised_volatility": 0.42,
                "max_drawdown": 0.28,
            }
        ],
    },
)
_SLEEVE = Computation(
    source_id="src_reading_k",
    function_id="portfolio.evaluate",
    arguments={},
    result={
        "weights": {"ent_a": 0.6, "ent_b": 0.4},
        "window": {"base_day": "2020-12-31", "first_day": "2021-01-04", "last_day": "2021-12-31"},
        "metrics": {"expected_return": 0.10, "volatility": 0.20, "max_drawdown": 0.09},
    },
)


@pytest.mark.parametrize(
    ("sentence", "computation", "wrong"),
    [
        # a window's volatility, drawdown and total return against a bound
        ("AW realised vol stayed south of 30% in 2021", _STOCK, True),
        ("AW's volatility topped 35% in 2021", _STOCK, False),
        ("Acme Widgets did not draw down more than 20% during 2021", _STOCK, True),
        ("peak-to-trough on AW was shy of 30% in '21", _STOCK, False),
        ("AW returned in excess of 20% over calendar 2021", _STOCK, True),
        ("AW returned upwards of 10% over calendar 2021", _STOCK, False),
        # "better" of a drawdown is smaller, of a Sharpe ratio larger
        ("AW's drawdown was better than 25% in 2021", _STOCK, True),
        ("AW's drawdown was better than 30% in 2021", _STOCK, False),
        # a portfolio's Sharpe ratio is its mean over its volatility (0.5 here)
        ("the sleeve's risk-adjusted return was at least 0.8 in 2021", _SLEEVE, True),
        ("the sleeve's Sharpe came in no higher than 0.7 in 2021", _SLEEVE, False),
        ("sleeve Sharpe was worse than 0.4 in 2021", _SLEEVE, True),
        ("sleeve max DD never exceeded 10% in '21", _SLEEVE, False),
    ],
)
def test_a_level_against_a_bound(sentence: str, computation: Computation, wrong: bool) -> None:
    assert bool(misstatements([sentence], [computation])) is wrong, sentence


@pytest.mark.parametrize(
    "sentence",
    [
        # a count or a year after a comparative is no bound
        "AW volatility over 5 years is what the desk watches",
        "AW volatility over 2021 was the story",
        # a horizon the window does not cover is no level of this window (trends reads it)
        "AW realised vol stayed south of 30% in 2015",
        # another's statistic: the sector's, an index's
        "the sector's realised vol stayed south of 30% in 2021",
        "AW lagged as the index drew down more than 40% in 2021",
    ],
)
def test_what_is_no_level_of_the_window(sentence: str) -> None:
    own = written_out(sentence, ["ent_acme_widgets"])
    assert level_misstatements([(own, sentence)], [_STOCK]) == [], sentence


@pytest.mark.parametrize(
    "sentence",
    [
        "Acme Widgets' volatility ran north of 35% in 2021 [1].",
        "Acme Widgets' drawdown was worse than 25% in 2021 [1].",
        "Acme Widgets returned in excess of 10% in 2021 [1].",
    ],
)
def test_a_bound_is_no_quoted_figure(sentence: str) -> None:
    citation = Citation(mark="[[src_reading_k]]", number=1, source_id="src_reading_k", title="t")
    assert all(c.passed for c in numbers_match(sentence, [citation], [_STOCK])), sentence
