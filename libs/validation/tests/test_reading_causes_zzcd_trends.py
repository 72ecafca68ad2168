"""Trend claims of pension-scheme hedging and securities-lending reports (batches ZZC and ZZD's
causes), in wordings no batch uses.

- a field's basis said after its name in a phrase of its own ("… measured on the insurer
  buyout basis") is part of its name, so the phrase's words do not part the name
  (`basis_qualifiers.basis_phrases`);
- a basis trailing a field's name may be left unsaid ("the inflation hedge ratio" of
  `inflation_hedge_ratio_buyout_pct`), and a field of one word and its basis is named by that
  word with its measure word ("the funding level") or, for a ratio, its definition ("hedged
  as a percentage of liabilities"), never by the one word alone;
- a quarter's close dated by its month ("between the March 2020 and December 2020
  quarter-ends") is a day, no quarter (`month_named_quarters`, `spoken_dates`), so it ends or
  opens a horizon as that month does;
- a lending figure is one of loans ("the fee charged on loans" for `lending_fee`), and a
  lender's fee goes by the desk's names ("the borrow fee").
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.basis_qualifiers import basis_phrases, without_basis
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
        entity_id="ent_millbrook_trust",
        function_id="custom.scheme_history",
        source_id="src_reading_zzcd",
    )


def _wrong(sentence: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "values", "false", "true"),
    [
        # a basis said after the name, in its own phrase
        (
            "funding_ratio_ifrs_pct",
            _FALLING,
            "The funding ratio measured on a full IFRS basis improved through 2021.",
            "The funding ratio measured on a full IFRS basis slipped through 2021.",
        ),
        (
            "solvency_cover_gaap_pct",
            _RISING,
            "Solvency cover computed on a local GAAP basis weakened during 2021.",
            "Solvency cover computed on a local GAAP basis strengthened during 2021.",
        ),
        # a trailing basis left unsaid
        (
            "inflation_hedge_ratio_buyout_pct",
            _FALLING,
            "Our inflation hedge ratio climbed during 2021.",
            "Our inflation hedge ratio drifted down during 2021.",
        ),
        # one word and its basis: the word with its measure word, or a ratio's definition
        (
            "funding_level_gaap_pct",
            _RISING,
            "The funding level sank over 2021.",
            "The funding level recovered over 2021.",
        ),
        (
            "hedge_ratio_buyout_pct",
            _FALLING,
            "Interest-rate exposure hedged as a percentage of liabilities went up in 2021.",
            "Interest-rate exposure hedged as a percentage of liabilities went down in 2021.",
        ),
        # a period's close dated by its month, as a horizon's ends (the whole series went the
        # other way)
        (
            "collateral_headroom_bp",
            _FALLING,
            "Collateral headroom shrank between the March 2020 and December 2020 quarter-ends.",
            "Collateral headroom grew between the March 2020 and December 2020 quarter-ends.",
        ),
        # a lending figure is one of loans; a lender's fee by the desk's names
        (
            "lending_fee_bps",
            _FALLING,
            "The fee charged on loans went up over 2021.",
            "The fee charged on loans went down over 2021.",
        ),
        (
            "avg_lending_fee_bps",
            _RISING,
            "The borrow fee eased over 2021.",
            "The borrow fee firmed over 2021.",
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
        # one word of a one-word-and-basis field names nothing on its own: the hedging costs
        # are no hedge ratio, nor the funding plan a funding level
        ("hedge_ratio_buyout_pct", _FALLING, "Hedging costs as a share of returns rose in 2021."),
        ("funding_level_gaap_pct", _RISING, "The funding plan was cut back over 2021."),
        # a ratio's last term is its denominator, not a basis: net debt is no debt-to-EBITDA
        ("net_debt_to_ebitda", _FALLING, "Net debt rose over 2021."),
        # a month-named quarter is still a quarter: the June 2021 quarter against the March
        ("collateral_headroom_bp", _FALLING, "Collateral headroom fell in the June 2021 quarter."),
        # a basis phrase of another figure adds nothing to this one's name
        (
            "funding_ratio_buyout_pct",
            _FALLING,
            "The ratio of deficit contributions on a buyout basis rose over 2021.",
        ),
    ],
)
def test_clean_wordings_are_not_misread(field: str, values: tuple[float, ...], clean: str) -> None:
    assert _wrong(clean, field, values) == []


def test_a_basis_is_dropped_from_either_end_of_a_long_name_only() -> None:
    assert without_basis(["inflation", "hedge", "buyout"]) == ["inflation", "hedge"]
    assert without_basis(["adjusted", "interest", "cover"]) == ["interest", "cover"]
    assert without_basis(["funding", "buyout"]) is None
    assert without_basis(["net", "income", "growth"]) is None
    assert without_basis(["net", "debt", "ebitda"], trailing=False) is None


def test_a_basis_phrase_is_found_with_its_words() -> None:
    sentence = "Deficit on a look-through basis, and cover (statutory basis)."
    found = basis_phrases(sentence)
    assert [sentence[a:b] for _, a, b in found] == ["look-through", "statutory"]
    assert basis_phrases("The basis of preparation changed.") == []


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        # the desk's names of a lender's fee stay that fee's
        (
            "avg_lending_fee_bps",
            "The stock's borrow fee softened across 2021.",
            "The stock's borrow fee climbed across 2021.",
        ),
        (
            "lending_fee_bps",
            "Our securities lending fee decreased during 2021.",
            "Our securities lending fee increased during 2021.",
        ),
        # a company's borrowing costs are the interest its debt costs it
        (
            "interest_expense",
            "The issuer's borrowing costs fell during 2021.",
            "The issuer's borrowing costs rose during 2021.",
        ),
    ],
)
def test_a_lenders_fee_and_a_companys_borrowing_costs_are_each_their_own(
    field: str, false: str, true: str
) -> None:
    assert _wrong(false, field, _RISING)
    assert _wrong(true, field, _RISING) == []


@pytest.mark.parametrize("field", ["lending_fee_bps", "debt"])
def test_a_companys_borrowing_costs_are_no_lending_fee_nor_its_debt(field: str) -> None:
    assert _wrong("The issuer's borrowing costs fell during 2021.", field, _RISING) == []
