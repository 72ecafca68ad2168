"""Trend-claim causes of issue 18, each tested as a family on constructions in no batch:

- a claim that a figure held steady is a claim about every figure of its window, not only its
  two ends: a series that ends where it began after a swing in between did not "hold steady";
  a hedged flat claim ("broadly unchanged", "roughly flat", "range-bound") allows twice the
  swing of a plain one;
- a size written in digits ("rose 12 %", "fell by 0.3x", "up 140bp") is the size of the change
  over the horizon the claim names, not of any two figures of the series;
- a rate said as a band ("compounded at a double-digit annual rate", "a high-single-digit
  CAGR", "mid-teens growth") is checked against the compound annual rate over the horizon;
- a custom computation's series in the shapes code returns them (a mapping keyed by date, a
  table of parallel columns) is read like a fundamentals series.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements, series_of

_DAYS = (
    "2021-03-31",
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)
_ROWS = {
    # the ends of 2021 agree (17.8 % → 17.9 %) after a swing to 25 % in between; 2022 (from
    # its base, the figure of Q4 2021) stays within 17.6–17.9 %
    "operating_margin": (0.178, 0.21, 0.25, 0.179, 0.178, 0.176, 0.179, 0.177),
    # 2022: 110 → 125 (+13.6 %); since Q1 2021: 100 → 125 over 1.75 years (13.6 % a year)
    "revenue": (100.0, 104.0, 98.0, 110.0, 115.0, 112.0, 120.0, 125.0),
    # 2022: 2.4 → 3.0 (+0.6 turns); the whole series 2.0 → 3.0
    "net_debt_to_ebitda": (2.0, 2.1, 2.3, 2.4, 2.6, 2.7, 2.8, 3.0),
    # 2022: 4.00 % → 4.14 % held as fractions (+14 bp); rose 9 % a quarter before that
    "deposit_yield": (0.0300, 0.0330, 0.0360, 0.0400, 0.0405, 0.0409, 0.0411, 0.0414),
    # swings by 7 % of its level over 2022: too much for "flat", enough for "broadly flat"
    "headcount": (900.0, 950.0, 1000.0, 1000.0, 1040.0, 1010.0, 970.0, 1000.0),
}


def _computation(result: dict[str, object]) -> Computation:
    return Computation(
        source_id="src_reading_k",
        function_id="custom.operating_history",
        arguments={},
        result=result,  # type: ignore[arg-type]
    )


_QUARTERS = _computation(
    {
        "entity_id": "ent_hooli",
        "rows": [
            {"period_end": day, **{field: values[i] for field, values in _ROWS.items()}}
            for i, day in enumerate(_DAYS)
        ],
    }
)


def _wrong(sentence: str, computation: Computation = _QUARTERS) -> bool:
    return bool(misstatements([sentence], [computation]))


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the two ends of 2021 agree; the third quarter stood 30 % higher
        ("Operating margin stayed level through 2021.", True),
        ("The operating margin was essentially unchanged across 2021.", True),
        ("Operating margin went nowhere in 2021.", True),
        ("Operating margin traded sideways during 2021.", True),
        # 2022 stayed inside a 2 % band
        ("Operating margin stayed level through 2022.", False),
        ("The operating margin was essentially unchanged across 2022.", False),
        ("Operating margin went nowhere in 2022.", False),
        # a hedged flat claim allows twice the swing of a plain one
        ("Headcount stayed level through 2022.", True),
        ("Headcount was more or less flat through 2022.", False),
        ("Headcount remained broadly stable during 2022.", False),
        ("Headcount hovered around 1,000 through 2022.", False),
        ("Headcount stayed range-bound during 2022.", False),
        ("Headcount was flat-ish during 2022.", False),
        ("Headcount was more or less flat across the whole series.", True),
        # a negated flat claim says it moved, not which way
        ("Operating margin did not stay level through 2021.", False),
    ],
)
def test_a_flat_claim_holds_over_every_figure_of_its_window(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # 2022's own change: +13.6 %; 12 % is the change of another pair (Q2 2021 → Q3 2022)
        ("Revenue climbed 14 % during 2022.", False),
        ("Revenue climbed 12 % during 2022.", True),
        ("Revenue was up some 13 % in 2022.", False),
        ("Revenue was up some 20 % in 2022.", True),
        ("Revenue advanced by more than 10 % over calendar 2022.", False),
        ("Revenue advanced by more than 15 % over calendar 2022.", True),
        # a multiple's change in turns over the horizon named
        ("Net debt to EBITDA went up by 0.6x over 2022.", False),
        ("Net debt to EBITDA went up by 1.0x over 2022.", True),
        ("Net debt to EBITDA went up by 1.0x across the whole record since Q1 2021.", False),
        # a yield's change in basis points (held as a fraction)
        ("The deposit yield edged up 14bp in 2022.", False),
        ("The deposit yield edged up 100 basis points in 2022.", True),
        ("The deposit yield edged up 0.14 percentage points in 2022.", False),
        ("The deposit yield edged up 1.4 percentage points in 2022.", True),
        # a level after its change is no size: "to 125"
        ("Revenue climbed 14 % to 125 in 2022.", False),
        # a later size may be of another period: the claim's is the first
        ("Revenue climbed 14 % in 2022 after falling 5 % in 2021.", False),
        # a size said per year is the compound annual rate (13.6 % since Q1 2021), not the
        # whole change (25 %)
        ("Revenue has expanded at a 13.6 % annual rate since Q1 2021.", False),
        ("Revenue has expanded 25 % a year since Q1 2021.", True),
        ("Revenue has expanded 25 % since Q1 2021.", False),
        # a size per step (a quarter's) is no size of the window's whole change
        ("Revenue put on 4 % a quarter during 2022.", False),
        ("Revenue advanced 4 % per quarter on average in 2022.", False),
    ],
)
def test_a_size_in_digits_is_the_change_over_the_stated_horizon(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # since Q1 2021: 100 → 125 over 1.75 years, 13.6 % a year
        ("Revenue has compounded at a double-digit annual rate since Q1 2021.", False),
        ("Revenue has compounded at a high-single-digit annual rate since Q1 2021.", True),
        ("Revenue grew at a low-to-mid-teens CAGR since Q1 2021.", False),
        ("Revenue grew at a high-teens CAGR since Q1 2021.", True),
        ("Revenue posted mid-teens growth in 2022.", False),
        ("Revenue posted low-single-digit growth in 2022.", True),
        ("Revenue grew in the low twenties in 2022.", True),
        # the band of a fall is its size: net debt to EBITDA never fell
        ("Net debt to EBITDA rose at a double-digit pace over 2022.", False),
        ("Net debt to EBITDA rose at a single-digit pace over 2022.", True),
        # a negated change: revenue did grow, so the claim is false whatever its band
        ("Revenue did not grow at a double-digit rate in 2022.", True),
    ],
)
def test_a_rate_band_is_the_compound_annual_rate_over_the_horizon(
    sentence: str, wrong: bool
) -> None:
    assert _wrong(sentence) is wrong, sentence


_BY_DATE = _computation(
    {
        "entity_id": "ent_hooli",
        "operating_margin": {day: _ROWS["operating_margin"][i] for i, day in enumerate(_DAYS)},
        "revenue": {day: _ROWS["revenue"][i] for i, day in enumerate(_DAYS)},
    }
)
_DATED_ROWS = _computation(
    {
        "entity_id": "ent_hooli",
        "by_quarter": {
            day: {field: values[i] for field, values in _ROWS.items()}
            for i, day in enumerate(_DAYS)
        },
    }
)
_COLUMNS = _computation(
    {
        "entity_id": "ent_hooli",
        "dates": list(_DAYS),
        "revenue": list(_ROWS["revenue"]),
        "operating_margin": list(_ROWS["operating_margin"]),
    }
)
_SPLIT = _computation(
    {
        "entity_id": "ent_hooli",
        "index": list(_DAYS),
        "columns": ["revenue", "operating_margin"],
        "data": [[_ROWS["revenue"][i], _ROWS["operating_margin"][i]] for i in range(8)],
    }
)


_PAIRS = _computation(
    {
        "entity_id": "ent_hooli",
        "series": {
            field: [[day, _ROWS[field][i]] for i, day in enumerate(_DAYS)]
            for field in ("revenue", "operating_margin")
        },
    }
)


@pytest.mark.parametrize("computation", [_BY_DATE, _DATED_ROWS, _COLUMNS, _SPLIT, _PAIRS])
def test_a_custom_series_in_any_shape_code_returns_is_read(computation: Computation) -> None:
    metrics = {s.metric for s in series_of(computation)}
    assert {"revenue", "operating_margin"} <= metrics
    assert _wrong("Revenue contracted over 2022.", computation)
    assert not _wrong("Revenue expanded over 2022.", computation)
    assert _wrong("Operating margin improved over 2022.", computation)
    assert not _wrong("Operating margin slid over 2022.", computation)


_EARNINGS_DAYS = ("2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31")
_EARNINGS = Computation(
    source_id="src_reading_k_earnings",
    function_id="earnings.history",
    arguments={},
    result={
        "entity_id": "ent_hooli",
        "quarters": [
            {
                "entity_id": "ent_hooli",
                "quarter_end": day,
                "report_at": f"{day}T21:00:00Z",
                "status": "reported",
                "eps_actual": actual,
                "eps_estimate": estimate,
                "eps_surprise": round(actual - estimate, 4),
                "eps_surprise_pct": round((actual - estimate) / estimate, 4),
            }
            # reported EPS rises every quarter; the estimates rise faster, so the surprise falls
            for day, actual, estimate in zip(
                _EARNINGS_DAYS, (2.0, 2.1, 2.2, 2.3, 2.4), (1.8, 1.95, 2.15, 2.35, 2.6), strict=True
            )
        ],
    },
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the reported figure, its expectation and its surprise are three series
        ("Reported EPS inched up every quarter.", False),
        ("EPS climbed quarter after quarter.", False),
        ("Street EPS estimates climbed steadily.", False),
        ("Street EPS estimates eased over the period.", True),
        ("The EPS beat shrank over the period.", False),
        ("EPS surprises grew over the period.", True),
        ("Earnings per share slid over the period.", True),
    ],
)
def test_an_earnings_history_reads_the_reported_the_expected_and_the_surprise_apart(
    sentence: str, wrong: bool
) -> None:
    assert _wrong(sentence, _EARNINGS) is wrong, sentence


_WORKING = _computation(
    {
        "entity_id": "ent_hooli",
        "rows": [
            {"period_end": day, "dso_days": dso, "free_cash_flow": fcf}
            for day, dso, fcf in zip(
                _DAYS[:6],
                (41.0, 43.0, 44.0, 46.0, 49.0, 52.0),  # collection lengthens
                (90.0, 84.0, 80.0, 71.0, 66.0, 60.0),  # cash generation falls
                strict=True,
            )
        ],
    }
)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # the trade's names of receivable days
        ("Debtor days lengthened over the period.", False),
        ("Debtor days shortened over the period.", True),
        ("The average collection period improved over the period.", True),
        ("Days of receivables stretched over the period.", False),
        # ... and of the cash a business throws off
        ("Cash generated slowed over the period.", False),
        ("Free cash generation strengthened over the period.", True),
        ("Cash generation tailed off over the period.", False),
    ],
)
def test_working_capital_and_cash_figures_by_the_trades_names(sentence: str, wrong: bool) -> None:
    assert _wrong(sentence, _WORKING) is wrong, sentence


_WINDOW = Computation(
    source_id="src_reading_k_window",
    function_id="prices.window_stats",
    arguments={},
    result={
        "stats": [
            {
                "entity_id": "ent_hooli",
                "total_return": -0.168,
                "first_day": "2020-01-02",
                "last_day": "2022-12-30",
            }
        ]
    },
)
_BOOK_EQUITY = _computation(
    {
        "entity_id": "ent_hooli",
        "rows": [{"period_end": day, "equity": 500.0 + 10 * i} for i, day in enumerate(_DAYS)],
    }
)


@pytest.mark.parametrize(
    ("sentence", "computations", "wrong"),
    [
        # with only a price window, "the equity" and a company's equity are its stock
        ("Hooli's equity rallied over the three years.", (_WINDOW,), True),
        ("Hooli's equity slid over the three years.", (_WINDOW,), False),
        ("The equity sank over the window.", (_WINDOW,), False),
        ("The equity marched higher over the window.", (_WINDOW,), True),
        # ... but not a longer name, or equity as a balance-sheet line
        ("Return on equity improved over the window.", (_WINDOW,), False),
        ("Hooli's equity base grew over the window.", (_WINDOW,), False),
        ("Shareholders' equity grew over the window.", (_WINDOW,), False),
        # with book equity held, "equity" is book equity (which rose)
        ("Hooli's equity rallied over the series.", (_WINDOW, _BOOK_EQUITY), False),
    ],
)
def test_equity_is_the_stock_when_no_book_equity_is_held(
    sentence: str, computations: tuple[Computation, ...], wrong: bool
) -> None:
    assert bool(misstatements([sentence], list(computations))) is wrong, sentence
