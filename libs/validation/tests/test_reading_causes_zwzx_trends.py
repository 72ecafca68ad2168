"""Trend claims of event-driven and insurance-linked research (batches ZW and ZX's causes), in
wordings no batch uses.

- a forward word that only names something measured today looks nowhere: a deal's target as
  the company being bought ("the takeover target's operating margin"), a risk model's
  expected figure ("expected shortfall") and a forward word of a carried figure's own name
  (`forecast_error_pct`); "management targets …", "is expected to …" still look ahead
  (`forward_names`);
- a fund's size and performance index by a fund house's names ("assets under management",
  "the cumulative return index"), and a scale letter in a field's name (`premiums_usd_m`)
  as a unit;
- periods named by a trade's yearly cycle: a count of seasons or underwriting years as years,
  two consecutive years' cycles as their span, a span between two seasons glossed by months,
  a renewal dated month first (`annual_cycles`);
- a spread that "came in" or "gapped in" fell, one that "came in at" a level made no move, one
  that "gapped out" rose (`yield_moves`); a price or a rate that "hardened" firmed;
- a horizon opened by a named catastrophe, or by something done after one ("since the fund
  was seeded following Hurricane Andrew") opens in the event's year (`trend_lexicon_lay`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.annual_cycles import cycles_as_periods
from quantward_validation.forward_names import forward_names_set_aside
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up through 2020 Q2, then down every quarter
_FALLING = (80.0, 84.0, 83.0, 82.0, 79.0, 78.0, 76.0, 75.0)
#: down to 2020 Q3, then up every quarter
_RISING = (60.0, 58.0, 57.0, 59.0, 61.0, 63.0, 64.0, 66.0)
#: up over the two years, with a fall from 2020 Q4 to 2021 Q1
_DIPPED = (50.0, 52.0, 55.0, 58.0, 56.0, 59.0, 61.0, 64.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_marlowe",
        function_id="custom.fund_history",
        source_id="src_reading_zwzx",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # the deal's target as the company being bought
        (
            "operating_margin",
            _FALLING,
            "Per the bid memo, the takeover target's operating margin improved over 2021.",
            "Per the bid memo, the takeover target's operating margin narrowed over 2021.",
        ),
        (
            "net_leverage",
            _RISING,
            "Target financials: net leverage declined during 2021.",
            "Target financials: net leverage increased during 2021.",
        ),
        # a risk model's expected figure, and a forward word of the field's own name
        (
            "expected_shortfall_pct",
            _RISING,
            "Expected shortfall decreased over 2021.",
            "Expected shortfall increased over 2021.",
        ),
        (
            "forecast_error_pct",
            _FALLING,
            "Forecast error grew through 2021.",
            "Forecast error shrank through 2021.",
        ),
        # a fund's size and performance index by a fund house's names
        (
            "net_assets_eur_bn",
            _RISING,
            "The fund's AUM contracted over 2021.",
            "The fund's AUM expanded over 2021.",
        ),
        (
            "total_return_index",
            _FALLING,
            "Cumulative performance climbed during 2021.",
            "Cumulative performance slid during 2021.",
        ),
        # a scale letter in a field's name is its unit
        (
            "premiums_usd_m",
            _FALLING,
            "Premiums went up over 2021.",
            "Premiums went down over 2021.",
        ),
        # periods named by a yearly cycle
        (
            "premiums",
            _RISING,
            "Premiums went up over the last six typhoon seasons.",
            "Premiums went up over the last two typhoon seasons.",
        ),
        (
            "premiums",
            _DIPPED,
            "Premiums rose 12 % over the 2020 and 2021 underwriting years.",
            "Premiums rose 28 % over the 2020 and 2021 underwriting years.",
        ),
        (
            "premiums",
            _DIPPED,
            "Premiums rose every quarter between the 10/1 2020 renewals and end-2021.",
            "Premiums rose every quarter between the 4/1 2021 renewals and end-2021.",
        ),
        (
            "premiums",
            _DIPPED,
            "Premiums rose some 28 % from the 2020 typhoon season to the 2021 typhoon season "
            "(end-September to end-September).",
            "Premiums rose some 11 % from the 2020 typhoon season to the 2021 typhoon season "
            "(end-September to end-September).",
        ),
        # a spread that came in fell
        (
            "oas_bps",
            _FALLING,
            "The OAS did not come in during 2021.",
            "The OAS came in during 2021.",
        ),
        (
            "oas_bps",
            _RISING,
            "The OAS gapped in over 2021.",
            "The OAS gapped out over 2021.",
        ),
        # a rate that hardened firmed
        (
            "rate_on_line_pct",
            _FALLING,
            "Rate on line hardened through 2021.",
            "Rate on line softened through 2021.",
        ),
        # two renewals named by one noun
        (
            "premiums",
            _DIPPED,
            "Premiums grew between the 1/1 2021 and 4/1 2021 renewals.",
            "Premiums shrank between the 1/1 2021 and 4/1 2021 renewals.",
        ),
        # a horizon opened after a named catastrophe
        (
            "premiums",
            _RISING,
            "Premiums went up since the book was seeded following Hurricane Andrew.",
            "Premiums went up since the book was seeded in the third quarter of 2020.",
        ),
    ],
)
def test_false_claims_fail_and_true_ones_pass(
    field: str, values: tuple[float, ...], false: str, true: str
) -> None:
    assert _wrong(false, field, values)
    assert _wrong(true, field, values) == []


@pytest.mark.parametrize(
    ("field", "values", "clean"),
    [
        # a forward word that looks ahead still makes no claim of the past
        ("operating_margin", _FALLING, "Management targets operating margin growth over 2021."),
        ("expected_shortfall_pct", _RISING, "Expected shortfall is expected to decline in 2021."),
        ("operating_margin", _FALLING, "Our target is for operating margin to rise over 2021."),
        # before a figure's name "target" stays a goal
        ("net_leverage", _RISING, "Target net leverage falls over 2021 under the plan."),
        # a spread that came in at a level states the level
        ("oas_bps", _FALLING, "The OAS came in at 75bp in 2021, higher than at launch."),
    ],
)
def test_clean_wordings_are_not_misread(field: str, values: tuple[float, ...], clean: str) -> None:
    assert _wrong(clean, field, values) == []


def test_forward_names_keep_what_looks_ahead() -> None:
    assert "target" not in forward_names_set_aside("the acquisition target's backlog rose")
    assert "target" in forward_names_set_aside("we target a 10 % margin")
    assert "expected" in forward_names_set_aside("losses are expected to rise")
    masked = forward_names_set_aside("the guided-to EBITDA guidance rose", ["ebitda_guidance"])
    assert "guidance" not in masked


def test_cycles_as_periods() -> None:
    assert cycles_as_periods("over the past 4 underwriting years") == "over the past 4 years"
    assert cycles_as_periods("across the 2019 and 2021 renewal seasons") == (
        "across the 2019 and 2021 renewal seasons"
    )
    assert cycles_as_periods("between the 2021 7/1 renewal and now") == "between June 2021 and now"
    assert cycles_as_periods("sales rose 4/1 2021") == "sales rose 4/1 2021"
