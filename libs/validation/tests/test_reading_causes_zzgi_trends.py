"""Trend claims of credit notes and bank market-risk reports (batches ZZG and ZZI's causes), in
wordings no batch uses.

- a risk measure is named by the desk's words without the calibration its field states
  ("mean ten-day VaR" of `avg_var_99_10d`), its qualifier blended into the abbreviation
  ("sVaR"), never by another calibration, qualifier or statistic (`risk_measures`);
- leverage names a ratio of gross or total debt as well as of net debt, and "net leverage" or
  "gross leverage" only its own kind;
- a ratio's name drops the bases that qualify its terms ("debt to EBITDA" of
  `gross_debt_to_ttm_adjusted_ebitda`: `basis_qualifiers.basis_variants`);
- cash parked in securities is the cash a treasurer holds (`cash_holdings`);
- a word of the field's own name after "for" is no other party ("RWEAs for market risk");
- each quarter of a fiscal year against the same quarter a year before, when the claim says
  so, not against the quarter before (`fiscal_years`);
- a size after a semicolon belongs to that clause, not to the fiscal claim before it.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.basis_qualifiers import basis_variants
from quantward_validation.risk_measures import measure_mention
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up through 2020, then down every quarter of 2021
_FALLING = (80.0, 84.0, 86.0, 88.0, 85.0, 83.0, 81.0, 79.0)
#: down through 2020, then up every quarter of 2021
_RISING = (60.0, 58.0, 57.0, 55.0, 59.0, 61.0, 63.0, 66.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_corvane_holdings",
        function_id="custom.desk_history",
        source_id="src_reading_zzgi",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # a risk measure without its calibration, with the desk's words between
        (
            "avg_var_99_10d",
            _RISING,
            "Mean ten-day VaR at the rates desk drifted lower during 2021.",
            "Mean ten-day VaR at the rates desk crept higher during 2021.",
        ),
        (
            "var_99_1d_usd_m",
            _FALLING,
            "Management value-at-risk (99 per cent) expanded during 2021.",
            "Management value-at-risk (99 per cent) contracted during 2021.",
        ),
        (
            "es_975_10d",
            _RISING,
            "Expected shortfall at 97.5% shrank during 2021.",
            "Expected shortfall at 97.5% grew during 2021.",
        ),
        # a qualifier blended into the abbreviation
        (
            "stressed_var_usd_m",
            _FALLING,
            "The book's sVaR trended up during 2021.",
            "The book's sVaR trended down during 2021.",
        ),
        # leverage of gross or total debt
        (
            "gross_debt_to_ebitda",
            _RISING,
            "Gross leverage eased during 2021.",
            "Gross leverage crept up during 2021.",
        ),
        (
            "total_debt_to_ebitdar",
            _FALLING,
            "Corvane's leverage kept building during 2021.",
            "Corvane's leverage kept easing during 2021.",
        ),
        # a ratio's terms without their bases
        (
            "gross_debt_to_ttm_adjusted_ebitda",
            _FALLING,
            "Debt to adjusted EBITDA went higher during 2021.",
            "Debt to adjusted EBITDA went lower during 2021.",
        ),
        (
            "gross_debt_to_ttm_adjusted_ebitda",
            _RISING,
            "Debt to trailing EBITDA declined during 2021.",
            "Debt to trailing EBITDA increased during 2021.",
        ),
        # cash parked in securities
        (
            "cash_and_short_term_investments",
            _RISING,
            "The company's cash hoard dwindled during 2021.",
            "The company's cash hoard swelled during 2021.",
        ),
        # a word of the field's own name after "for"
        (
            "market_risk_rwea",
            _RISING,
            "RWEAs for market risk shrank during 2021.",
            "RWEAs for market risk expanded during 2021.",
        ),
    ],
)
def test_the_figure_is_named_and_its_claim_read(
    field: str, values: tuple[float, ...], false: str, true: str
) -> None:
    assert _wrong(false, field, values) == ["direction"]
    assert _wrong(true, field, values) == []


@pytest.mark.parametrize(
    ("field", "sentence"),
    [
        # another calibration, qualifier or statistic of the measure is another figure
        ("var_99_1d", "The ten-day VaR slipped during 2021."),
        ("var_99_1d", "VaR at 95% slipped during 2021."),
        ("average_var_99_1d", "Peak VaR slipped during 2021."),
        ("var_99_1d", "Stressed VaR slipped during 2021."),
        ("var_99_1d", "CVaR slipped during 2021."),
        # net leverage is not the gross ratio, nor a field's words after "for" another's
        ("gross_debt_to_ebitda", "Net leverage slipped during 2021."),
        ("gross_debt_to_ttm_adjusted_ebitda", "Net debt to EBITDA slipped during 2021."),
        ("market_risk_rwea", "RWEAs for the sector slipped during 2021."),
    ],
)
def test_another_figure_is_not_this_field(field: str, sentence: str) -> None:
    assert _wrong(sentence, field, _RISING) == []


def test_measure_mention_spans_the_phrase_and_its_bracket() -> None:
    said = "Mean trading VaR (99%, 1-day) rose."
    found = measure_mention(said, "average_var_99_1d")
    assert found is not None
    assert said[found[0] : found[1]] == "Mean trading VaR (99%, 1-day)"
    assert measure_mention("The net interest margin rose.", "net_interest_margin") is None


def test_basis_variants_keep_a_ratios_terms() -> None:
    assert ["debt", "ebitda"] in basis_variants(["gross", "debt", "ttm", "adjusted", "ebitda"])
    assert basis_variants(["net", "debt", "ebitda"], trailing=False) == []


#: a fiscal year ending in March: FY2021 is April 2020 to March 2021
_FISCAL_DAYS = (
    ("FY2021 Q1", "2020-06-30"), ("FY2021 Q2", "2020-09-30"),
    ("FY2021 Q3", "2020-12-31"), ("FY2021 Q4", "2021-03-31"),
    ("FY2022 Q1", "2021-06-30"), ("FY2022 Q2", "2021-09-30"),
    ("FY2022 Q3", "2021-12-31"), ("FY2022 Q4", "2022-03-31"),
)  # fmt: skip


def _fiscal(field: str, values: tuple[float, ...]) -> Computation:
    return Computation(
        source_id="src_reading_zzgi_fy",
        function_id="fundamentals.quarters",
        arguments={},
        result={
            "entity_id": "ent_corvane_holdings",
            "quarters": [
                {"period": p, "quarter_end": d, field: v}
                for (p, d), v in zip(_FISCAL_DAYS, values, strict=True)
            ],
        },
    )


def test_every_fiscal_quarter_against_the_year_before() -> None:
    # sequentially up through FY2022, yet below the year before in its first three quarters
    climbing = (50.0, 50.0, 50.0, 30.0, 35.0, 40.0, 45.0, 55.0)
    said = (
        "Operating margin was higher than in the prior-year quarter in all four quarters of FY2022."
    )
    assert [m.kind for m in misstatements([said], [_fiscal("operating_margin", climbing)])] == [
        "direction"
    ]
    # above the year before every quarter, though it dipped once from the quarter before
    ahead = (10.0, 12.0, 14.0, 16.0, 15.0, 13.0, 18.0, 17.0)
    assert misstatements([said], [_fiscal("operating_margin", ahead)]) == []


def test_a_size_after_a_semicolon_is_another_clauses() -> None:
    sales = (100.0, 110.0, 120.0, 130.0, 132.0, 134.0, 136.0, 138.0)
    said = "Sales grew more slowly in FY2022 than in FY2021; the term loan is priced at 7.25%."
    assert misstatements([said], [_fiscal("revenue", sales)]) == []
    # a size before the semicolon is still the claim's: FY2022's sales are 17 % above FY2021's
    sized = "Sales rose 5% in FY2022 against FY2021; the term loan is priced at 7.25%."
    assert [m.kind for m in misstatements([sized], [_fiscal("revenue", sales)])] == ["direction"]
    right = "Sales rose 17% in FY2022 against FY2021; the term loan is priced at 7.25%."
    assert misstatements([right], [_fiscal("revenue", sales)]) == []
