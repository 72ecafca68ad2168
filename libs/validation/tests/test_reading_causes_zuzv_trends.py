"""Trend claims of real-estate and emerging-market debt research (batches ZU and ZV's causes),
in wordings no batch uses.

- a field named by its acronym alone is found where the sentence spells it out ("debt service
  coverage ratio" for `dscr_x`), never through an English word's letters (`metric_acronyms`);
- a bond's price keyed by its maturity year is named as a desk names the bond ("the 2029
  notes", "the '29s"), and the coupon before the year is part of the name, not a figure
  (`bond_maturities`);
- a landlord's contracted income by its trade names ("annualized rents", "passing rent");
- a year-on-year claim "at every quarter end of 2021" or "ahead of the corresponding quarter
  of 2020 in each quarter of 2021" is read period by period within that year
  (`trend_lexicon_lay`, `comparison_bases`);
- a forward word in another clause after a semicolon ("…; we would add on weakness") leaves
  the claim before it asserted;
- a spread kept in basis points moves in them ("tightened by 35bp" of `oas_bps`);
- a yield that "hardened" fell and one that "pushed out" rose (`yield_moves`); a margin that
  "softened" still fell;
- a valuation's "uplift" is a rise;
- an exchange rate's move said of its quoted currency ("the KES slid against the dollar", "the
  home currency depreciated", "KES/USD") is the rate's turned upside down (`fx_pairs`);
- a spread "ground wider", "finished 35bp tighter than a year before" or "blew out"
  (`yield_moves`);
- a curve's tenor field is named across the market's qualifiers ("the 5-year EUR interest
  rate swap").
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.metric_acronyms import spelled_out
from quantward_validation.numbers import mask, written_numbers
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
)  # fmt: skip
#: up through 2020 Q2, then down every quarter: 2021 below 2020 at every quarter end
_FALLING = (80.0, 84.0, 83.0, 82.0, 79.0, 78.0, 76.0, 75.0)
#: down to 2020 Q3, then up every quarter: 2021 above 2020 at every quarter end
_RISING = (60.0, 58.0, 57.0, 59.0, 61.0, 63.0, 64.0, 66.0)
#: three years, for claims of each quarter of the last against the year before
_DAYS12 = (
    "2019-03-31", "2019-06-30", "2019-09-30", "2019-12-31", *_DAYS,
)  # fmt: skip
#: 2020 above 2019 at every quarter end, 2021 below 2020 at every quarter end
_HUMP = (70.0, 72.0, 74.0, 76.0, *_FALLING)
#: 2021 above 2020 at every quarter end, yet down in two of 2021's quarters
_DIPS = (62.0, 61.0, 60.0, 60.5, 61.0, 63.0, 64.0, 66.0, 70.0, 69.0, 72.0, 71.0)
#: a yield in percent that fell through 2020 and rose through 2021
_YIELD = (5.6, 5.4, 5.3, 5.2, 5.35, 5.5, 5.7, 5.9)
#: a spread in basis points: 2021 from 410 to 375 (35bp tighter)
_SPREAD = (450.0, 440.0, 425.0, 410.0, 400.0, 395.0, 380.0, 375.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS12 if len(values) == len(_DAYS12) else _DAYS,
        entity_id="ent_harrowgate",
        function_id="custom.property_history",
        source_id="src_reading_zuzv",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # an acronym field spelt out
        (
            "dscr_x",
            _FALLING,
            "The debt service coverage ratio went up over 2021.",
            "The debt service coverage ratio went down over 2021.",
        ),
        (
            "noi",
            _RISING,
            "Net operating income declined over 2021.",
            "Net operating income increased over 2021.",
        ),
        # a bond by its maturity year
        (
            "px_2029",
            _FALLING,
            "The 2029 notes rallied during 2021.",
            "The 2029 notes slid during 2021.",
        ),
        (
            "bond_2029_price",
            _RISING,
            "The '29s fell in every quarter of 2021.",
            "The '29s rose in every quarter of 2021.",
        ),
        # a landlord's contracted income
        (
            "contracted_rent",
            _FALLING,
            "Annualized rents advanced during 2021.",
            "Annualized rents eased during 2021.",
        ),
        # a year-on-year claim at every quarter end of a year
        (
            "epra_occupancy",
            _HUMP,
            "Occupancy was above a year earlier at each quarter end of 2021.",
            "Occupancy was below a year earlier at each quarter end of 2021.",
        ),
        (
            "epra_occupancy",
            _DIPS,
            "Occupancy stood behind the corresponding quarter of 2020 in each quarter of 2021.",
            "Occupancy stood ahead of the corresponding quarter of 2020 in each quarter of 2021.",
        ),
        # a forward word in another clause
        (
            "epra_occupancy",
            _FALLING,
            "Occupancy improved over 2021; we would add on weakness.",
            "Occupancy slipped over 2021; we would add on weakness.",
        ),
        # a spread in basis points, sized in them
        (
            "oas_bps",
            _SPREAD,
            "The OAS tightened by 55bp over 2021.",
            "The OAS tightened by 35bp over 2021.",
        ),
        # a valuer's and a desk's verbs of a yield
        (
            "equivalent_yield_pct",
            _YIELD,
            "The equivalent yield hardened over 2021.",
            "The equivalent yield pushed out over 2021.",
        ),
        (
            "equivalent_yield_pct",
            _YIELD,
            "The equivalent yield moved in during 2021.",
            "The equivalent yield softened during 2021.",
        ),
        # a valuation's uplift
        (
            "portfolio_valuation",
            _FALLING,
            "The portfolio valuation posted an uplift over 2021.",
            "The portfolio valuation posted no uplift over 2021.",
        ),
        # a tenor field across the market's qualifiers
        (
            "swap_5y_pct",
            _YIELD,
            "The 5-year EUR interest rate swap fell over 2021.",
            "The 5-year EUR interest rate swap rose over 2021.",
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
        # a margin that softened fell: the valuer's reading is a yield's only
        ("gross_margin_pct", _FALLING, "The gross margin softened over 2021."),
        # a year alone names no bond
        ("px_2029", _FALLING, "Spreads out to 2029 rallied during 2021."),
        # an English word's letters are no acronym
        ("price", _FALLING, "Prices, rents and costs everywhere rose over 2021."),
    ],
)
def test_clean_wordings_are_not_misread(field: str, values: tuple[float, ...], clean: str) -> None:
    assert _wrong(clean, field, values) == []


def test_an_acronym_is_spelt_out_only_by_a_run_of_its_initials() -> None:
    sentence = "The loan-to-value ratio and the loan to value both moved."
    assert spelled_out(sentence, "ltv") == (4, 17)
    assert spelled_out("Lower than valuations suggest.", "ltv") is None
    assert spelled_out("Public rents in cities everywhere.", "price") is None


def _figures(text: str) -> list[str]:
    return [w.text for w in written_numbers(mask(text)) if w.kind != "plain"]


def test_a_coupon_in_a_bond_name_is_no_figure_of_the_sentence() -> None:
    assert _figures("The 5.875% 2030 notes lost 3.5 points in 2022") == ["3.5 points"]
    assert _figures("The 6 per cent '33s gave up 4.25 points") == ["4.25 points"]
    # a percentage before a year that names no bond is a figure
    assert _figures("Yields rose 5% 2022 to date") == ["5%"]


#: kestrels per dollar: the dollar firmed (the kestrel weakened) through 2021
_USD_KES = (10.0, 10.2, 10.1, 10.4, 10.6, 10.9, 11.3, 11.8)


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "The KES firmed against the dollar over 2021.",
            "The KES slid against the dollar over 2021.",
        ),
        (
            "The home currency appreciated during 2021.",
            "The home currency depreciated during 2021.",
        ),
        ("KES/USD climbed during 2021.", "KES/USD declined during 2021."),
        (
            "The dollar eased versus the KES during 2021.",
            "The dollar gained versus the KES during 2021.",
        ),
        ("USD-KES dropped during 2021.", "USD-KES advanced during 2021."),
        # the currency set against is the object, not the subject
        (
            "Against the KES, the dollar softened in 2021.",
            "Against the KES, the dollar rose in 2021.",
        ),
    ],
)
def test_an_exchange_rate_is_read_the_way_its_subject_currency_moves(false: str, true: str) -> None:
    assert _wrong(false, "usd_kes", _USD_KES)
    assert _wrong(true, "usd_kes", _USD_KES) == []


@pytest.mark.parametrize(
    ("false", "true"),
    [
        ("The OAS ground wider through 2021.", "The OAS ground tighter through 2021."),
        (
            "The OAS finished 2021 35bp wider than a year before.",
            "The OAS finished 2021 35bp tighter than a year before.",
        ),
        ("The OAS blew out during 2021.", "The OAS did not blow out during 2021."),
    ],
)
def test_a_spread_said_wider_tighter_or_blown_out(false: str, true: str) -> None:
    assert _wrong(false, "oas_bps", _SPREAD)
    assert _wrong(true, "oas_bps", _SPREAD) == []


def test_a_currency_named_elsewhere_in_a_sentence_is_no_rate() -> None:
    assert _wrong("Revenue in dollars fell during 2021.", "usd_kes", _USD_KES) == []


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # a value set anew with its direction
        (
            "portfolio_valuation",
            _FALLING,
            "The portfolio valuation was revalued upwards across 2021.",
            "The portfolio valuation was re-rated lower across 2021.",
        ),
        # a spread in basis points sized in percentage points
        (
            "oas_bps",
            _SPREAD,
            "The OAS narrowed 0.55 percentage points over 2021.",
            "The OAS narrowed 0.35 percentage points over 2021.",
        ),
    ],
)
def test_revaluations_and_points_of_a_basis_point_spread(
    field: str, values: tuple[float, ...], false: str, true: str
) -> None:
    assert _wrong(false, field, values)
    assert _wrong(true, field, values) == []
