"""Held-out batch Z's trend-claim causes, each tested on constructions in no batch: the cash a
company holds named as a treasurer names it, a trailing clause that rests guidance on the
claim, and fiscal years set against each other by a comparative."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.forward_sequels import without_forward_sequels
from quantward_validation.trends import misstatements

#: quarter ends of 2020-2022 and a cash series that fell from 2021 to 2022
_ENDS = [f"{y}-{md}" for y in (2020, 2021, 2022) for md in ("03-31", "06-30", "09-30", "12-31")]
_CASH = [500, 520, 560, 610, 640, 660, 650, 700, 690, 670, 640, 600]
_EBITDA = [90, 92, 95, 97, 99, 101, 104, 106, 100, 98, 96, 94]


def _computation(field: str, values: list[int]) -> Computation:
    rows = [
        {"period": f"FY{d[:4]} Q{i % 4 + 1}", "quarter_end": d, field: float(v)}
        for i, (d, v) in enumerate(zip(_ENDS, values, strict=True))
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzzt",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_acme_works", "as_of": "2023-01-31"},
        result={"entity_id": "ent_acme_works", "quarters": list(reversed(rows))},
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "The group's cash position increased over the past four quarters [1].",
        "Cash on hand climbed since the 2016 bond issue [1].",
        "Acme's cash reserves rose over the last twelve months [1].",
    ],
)
def test_cash_held_under_a_treasurers_name_is_checked(sentence: str) -> None:
    found = misstatements([sentence], [_computation("cash_and_equivalents", _CASH)])
    assert found, sentence


def test_cash_held_that_bears_the_claim_out_passes() -> None:
    sentence = "The cash position fell over the past four quarters [1]."
    assert not misstatements([sentence], [_computation("cash_and_equivalents", _CASH)])


def test_a_flow_of_cash_is_not_the_cash_held() -> None:
    sentence = "Free cash flow rose over the past four quarters [1]."
    assert not misstatements([sentence], [_computation("cash_and_equivalents", _CASH)])


@pytest.mark.parametrize(
    "sentence",
    [
        "EBITDA rose over the past four quarters [1] — next year's budget rests on this.",
        "EBITDA rose over the past four quarters [1], which underpins the FY2023 plan.",
    ],
)
def test_a_sequel_resting_guidance_on_the_claim_leaves_the_claim(sentence: str) -> None:
    assert misstatements([sentence], [_computation("ebitda", _EBITDA)]), sentence


def test_a_forecast_of_the_figure_itself_is_still_no_claim() -> None:
    sentence = "EBITDA rose over the past four quarters [1], and we expect it to keep rising."
    assert without_forward_sequels(sentence) == sentence
    assert not misstatements([sentence], [_computation("ebitda", _EBITDA)])


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("EBITDA for FY2022 finished ahead of FY2021 [1].", True),
        ("FY2022 EBITDA was short of FY2021 [1].", False),
        ("EBITDA in FY2021 was higher than in FY2020 [1].", False),
        ("EBITDA for FY2022 landed above FY2021 [1].", True),
        ("FY2022 EBITDA came in below FY2021 [1].", False),
        ("FY2021 EBITDA came in below FY2020 [1].", True),
    ],
)
def test_fiscal_years_set_against_each_other_are_compared_whole(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_computation("ebitda", _EBITDA)])) is wrong, sentence
