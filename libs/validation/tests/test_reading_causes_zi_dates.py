"""Japanese era years (`era_years`) and CJK-form dates (`cjk_dates.cjk_date_marks`) written in
English at the review surface, so the horizon, trend and leakage readers date them:
constructions written here, in no batch."""

from __future__ import annotations

from datetime import date

import pytest

from quantward_contracts.values import Computation
from quantward_validation.leakage import leaks
from quantward_validation.surface import clean, cleaned
from quantward_validation.trends import misstatements


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        # any year of any era, by one sum: Heisei 1 is 1989, Reiwa 1 is 2019, Showa 60 is 1985
        ("audited in Heisei 12", "audited in 2000"),
        ("the Showa 60 vintage", "the 1985 vintage"),
        ("from Reiwa 4 onward", "from 2022 onward"),
        ("in Reiwa first year", "in 2019"),
        # the Gregorian year in brackets after it is one year with it, when they agree
        ("until Heisei 8 (1996) only", "until 1996 only"),
        ("Reiwa 2 (2019)", "2020 (2019)"),
        # CJK forms keep 年 for the date reader, and an era year past the era's end is no year
        ("令和3年6月", "June 2021"),
        ("平成元年", "1989"),
        ("Heisei 40 and 平成40年", "Heisei 40 and 平成40年"),
        ("the Reiwa-era paper", "the Reiwa-era paper"),
    ],
)
def test_era_years_are_written_as_gregorian_years(text: str, plain: str) -> None:
    assert clean(text) == plain
    assert clean(plain) == plain  # idempotent


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("since 2019年第2四半期", "since Q2 2019"),
        ("2018年 Q3 to 2019年 Q1", "Q3 2018 to Q1 2019"),
        ("2019년 3분기", "Q3 2019"),
        ("2017年第三季度", "Q3 2017"),
        ("as of 2019年2月末", "as of 28 February 2019"),
        ("as of 2020年2月末", "as of 29 February 2020"),
        ("2016년 9월 말", "30 September 2016"),
        ("2015年末", "31 December 2015"),
        ("2014年7月1日から2016年6月30日まで", "1 July 2014 to 30 June 2016"),
        # a Japanese fiscal year is left as written
        ("2019年度", "2019年度"),
    ],
)
def test_cjk_dates_are_written_in_english(text: str, plain: str) -> None:
    assert clean(text) == plain
    assert clean(plain) == plain


def test_a_span_after_a_cjk_date_still_covers_its_words() -> None:
    text = "期間：2019年第2四半期, cap 6%"
    at = text.index("6%")
    done = cleaned(text)
    start, end = done.span(at, at + 2)
    assert done.text[start:end] == "6%"


_FOLDS = [(date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31))]


@pytest.mark.parametrize(
    ("text", "leaked"),
    [
        ("The smoothing constant was calibrated on prices up to the end of Heisei 30.", True),
        ("The smoothing constant was calibrated on prices up to the end of Heisei 26.", False),
        ("The smoothing constant was calibrated on prices from 平成22年 to 平成30年.", True),
        ("The smoothing constant was calibrated on prices from 平成22年 to 平成27年.", False),
    ],
)
def test_an_era_year_dates_a_fitting(text: str, leaked: bool) -> None:
    assert bool(leaks([("interpretation", clean(text))], _FOLDS)) is leaked, text


_DAYS = ("2019-03-31", "2019-06-30", "2019-09-30", "2019-12-31", "2020-03-31", "2020-06-30")
#: down in 2019's first quarters, then up from Q3 2019 on
_MARGIN = Computation(
    source_id="src_reading_zi",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_sakura",
        "rows": [
            {"period_end": d, "ebit_margin": v}
            for d, v in zip(_DAYS, (0.12, 0.10, 0.09, 0.10, 0.11, 0.12), strict=True)
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("EBIT margin rose in every quarter from 2019年第3四半期 to 2020年第2四半期.", False),
        ("EBIT margin fell from 2019年第3四半期 to 2020年第2四半期.", True),
        ("EBIT margin widened between 2019年9月末 and 2020年6月末.", False),
        ("EBIT margin narrowed between 2019年9月末 and 2020年6月末.", True),
    ],
)
def test_a_trend_over_cjk_dates_is_read_over_them(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([clean(sentence)], [_MARGIN])) is wrong, sentence


@pytest.mark.parametrize(
    ("text", "leaked"),
    [
        # a test period that a relative clause says was also the fit's, or the choice's
        (
            "The hit rate is assessed in the same years 2012–2019 in which the weights of the "
            "score were estimated.",
            True,
        ),
        ("Sharpe is reported on 2012–2019, over which the holding period was chosen.", True),
        ("Sharpe is reported on 2012–2019, in which period the fund was open.", False),
        # a figure counted to a horizon ahead, used as an input
        ("Among the inputs is the price 5 sessions later.", True),
        ("Among the inputs is the price of 10 trading days ahead.", True),
        ("Among the inputs is the price of the previous 10 trading days.", False),
    ],
)
def test_a_relative_fit_over_a_test_period_and_a_horizon_ahead(text: str, leaked: bool) -> None:
    assert bool(leaks([("interpretation", clean(text))], _FOLDS)) is leaked, text


_RATIOS = Computation(
    source_id="src_reading_zi",
    function_id="custom.metrics",
    arguments={},
    result={
        "entity_id": "ent_sakura",
        "rows": [
            {"period_end": d, "operating_margin_pct": v}
            for d, v in zip(_DAYS, (8.0, 8.5, 9.1, 9.4, 9.9, 10.2), strict=True)
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a margin as its profit's ratio to sales, a field named with its unit
        ("The operating profit ratio declined over the period.", True),
        ("The operating income rate went up over the period.", False),
        ("Operating margin rose over the period.", False),
        # a judgement with the plain adjective
        ("The operating profit ratio did not become strong over the period.", True),
        ("The operating profit ratio became weak over the period.", True),
        ("The operating profit ratio became strong over the period.", False),
    ],
)
def test_translated_names_and_judgements_of_a_margin(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([clean(sentence)], [_RATIOS])) is wrong, sentence
