"""Trend claims of a timberland and royalty fund's quarterly review (batches ZZS–ZZX's causes),
in wordings no batch uses.

- the top line under a drug maker's filing name: "net product revenue" said "net sales of
  Zorbix", "Zorbix net sales" (`trends.METRICS`);
- money held for someone said by what it sits in: escrow "funds" as escrow "balances"
  (`trends._PART_KIN`);
- a verb that places the figure against its own earlier value: "lagged the year-ago quarter",
  "outpaced the same quarter of 2021" (`comparison_positions`, `comparison_bases`);
- a heading's or a bracket's year is not the claim's: "Royalty review (we own the 2029 notes):
  … above the same quarter of 2021 in each quarter of 2022" (`comparison_bases`);
- a title before a name ends no sentence: "Mt. Alder" (`abbreviations`, `trends.sentences`);
- a stock "on hand" named without the words ("months of cash" of `months_cash_on_hand`) and a
  figure counted in quarters named without its unit (`trends._field_words`);
- the life of a dated deed opens at its year: "over the life of the 2011 trust deed";
- a span's ends named or remarked on beside them: "between Q2 2021 (the freeze) and Q2 2022
  (the thaw)", "from Q1 2020, before the pandemic, to Q4 2022" (`written_periods`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements, sentences

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip
#: up in every quarter: each quarter of 2022 above the same quarter of 2021
_CLIMBING = (10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0)
#: down in every quarter
_FALLING = tuple(reversed(_CLIMBING))
#: down from Q1 2020 to Q4 2022 overall, up from Q2 2021 to Q2 2022
_DIP_THEN_RISE = (30.0, 26.0, 22.0, 18.0, 14.0, 10.0, 12.0, 14.0, 16.0, 18.0, 16.0, 14.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_alder_timber",
        function_id="custom.royalty_history",
        source_id="src_reading_zzsx",
    )


def _wrong(text: str, field: str, values: tuple[float, ...]) -> list[str]:
    return [m.kind for m in misstatements(sentences(text), [_computation(field, values)])]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        (
            "net_product_revenue",
            "Net sales of Zorbix declined over the two years to Q4 2022.",
            "Net sales of Zorbix grew over the two years to Q4 2022.",
        ),
        (
            "net_product_revenue",
            "Alder's Zorbix net sales made no progress in 2022.",
            "Alder's Zorbix net sales rose in 2022.",
        ),
    ],
)
def test_the_top_line_under_its_filing_name(field: str, false: str, true: str) -> None:
    assert _wrong(false, field, _CLIMBING) == ["direction"]
    assert _wrong(true, field, _CLIMBING) == []


def test_money_held_for_someone_said_by_its_balances() -> None:
    field = "tenant_escrow_funds"
    assert _wrong("Escrow tenant balances shrank over 2022.", field, _CLIMBING) == ["direction"]
    assert _wrong("Escrow tenant balances grew over 2022.", field, _CLIMBING) == []


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "Stumpage income lagged the year-ago quarter in each quarter of 2022.",
            "Stumpage income outpaced the year-ago quarter in each quarter of 2022.",
        ),
        (
            "Stumpage income fell short of the same quarter of 2021 in every quarter of 2022.",
            "Stumpage income topped the same quarter of 2021 in every quarter of 2022.",
        ),
    ],
)
def test_a_verb_that_places_the_figure_against_a_year_before(false: str, true: str) -> None:
    assert _wrong(false, "stumpage_income", _CLIMBING) == ["direction"]
    assert _wrong(true, "stumpage_income", _CLIMBING) == []
    # negated, the verb keeps its own reading: no position is claimed
    negated = "Stumpage income did not beat the year-ago quarter in 2022."
    assert _wrong(negated, "stumpage_income", _CLIMBING) == []


def test_a_headings_year_is_not_the_claims() -> None:
    false = (
        "Royalty review (we own the 2029 notes): stumpage income was above the same quarter "
        "of 2021 in each quarter of 2022 [1]."
    )
    assert _wrong(false, "stumpage_income", _FALLING) == ["direction"]
    assert _wrong(false.replace("above", "below"), "stumpage_income", _FALLING) == []


def test_a_title_before_a_name_ends_no_sentence() -> None:
    text = "Harvest volume fell since the purchase of Mt. Alder in 2016 [1]. Dr. Osei agrees."
    assert sentences(text) == [
        "Harvest volume fell since the purchase of Mt. Alder in 2016 [1].",
        "Dr. Osei agrees.",
    ]


def test_a_stock_on_hand_and_a_count_of_quarters_named_without_their_words() -> None:
    assert _wrong("Months of cash rose over 2022.", "months_cash_on_hand", _FALLING) == [
        "direction"
    ]
    assert _wrong("Months of cash fell over 2022.", "months_cash_on_hand", _FALLING) == []
    # "cash" alone is another figure
    assert _wrong("Cash rose over 2022.", "months_cash_on_hand", _FALLING) == []
    cover = "backlog_cover_quarters"
    assert _wrong("Backlog cover did not shorten in Q4 2022.", cover, _FALLING) == ["direction"]
    assert _wrong("Backlog cover shortened by 1 quarter in Q4 2022.", cover, _FALLING) == []


def test_the_life_of_a_dated_deed_opens_at_its_year() -> None:
    before = "Stumpage income held up over the life of the 2011 trust deed [1]."
    assert _wrong(before, "stumpage_income", _CLIMBING) == ["horizon"]
    inside = "Stumpage income fell over the life of the 2021 swap [1]."
    assert _wrong(inside, "stumpage_income", _CLIMBING) == ["direction"]
    assert _wrong(inside.replace("fell", "rose"), "stumpage_income", _CLIMBING) == []


@pytest.mark.parametrize(
    ("false", "true"),
    [
        (
            "Stumpage income fell between Q2 2021 (the freeze) and Q2 2022 (the thaw) [1].",
            "Stumpage income rose between Q2 2021 (the freeze) and Q2 2022 (the thaw) [1].",
        ),
        (
            "Stumpage income rose from Q1 2020, before the pandemic, to Q4 2022 [1].",
            "Stumpage income fell from Q1 2020, before the pandemic, to Q4 2022 [1].",
        ),
    ],
)
def test_a_spans_ends_with_their_names_beside_them(false: str, true: str) -> None:
    assert _wrong(false, "stumpage_income", _DIP_THEN_RISE) == ["direction"]
    assert _wrong(true, "stumpage_income", _DIP_THEN_RISE) == []
