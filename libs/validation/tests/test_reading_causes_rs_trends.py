"""The trend-claim causes found in held-out batches R and S's first runs, each tested on
constructions in no batch: fields named by an abbreviation the prose spells out or writes with
an ampersand (research and development, SG&A, returns on a base, the dividend a share is paid),
a span of quarters written bare ("Q2 2021 to Q4 2021", "Q2-Q4 2021"), a year in two digits after
the quarters it holds ("each quarter of 21"), a bound written as its sign (">15 % a year"), and
an offer to the reader trailing a claim ("let me know if you need the table"). The sentences are
written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.testing import history
from quantward_validation.trends import misstatements

_DAYS = (
    "2020-03-31", "2020-06-30", "2020-09-30", "2020-12-31",
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    return history(
        {field: values},
        _DAYS,
        entity_id="ent_hooli",
        function_id="custom.metrics",
        source_id="src_reading_rs",
        rows_key="rows",
        date_key="period_end",
    )


#: up over the series and in 2022; down in 2021's second half
_RISING: tuple[float, ...] = (50, 52, 55, 57, 60, 63, 61, 58, 64, 68, 71, 75)
#: down over the series and in 2022; up from Q2 to Q4 2021
_FALLING: tuple[float, ...] = (9.0, 8.8, 8.5, 8.1, 7.9, 8.2, 8.6, 8.9, 8.0, 7.6, 7.2, 6.9)


@pytest.mark.parametrize(
    ("field", "sentence"),
    [
        # a name of one figure is no name of a figure built on it
        ("dividend_yield", "The dividend was trimmed in 2022."),
        ("rd_to_revenue", "R&D outlays shrank in 2022."),
        ("roic_change_bps", "Return on invested capital deteriorated in 2022."),
    ],
)
def test_an_abbreviation_names_its_own_figure_only(field: str, sentence: str) -> None:
    assert not misstatements([sentence], [_quarters(field, _RISING)]), sentence


@pytest.mark.parametrize(
    ("field", "values", "sentence", "wrong"),
    [
        # research and development, spelled out or with its ampersand, of a field named `rd_…`
        ("rd_spend", _RISING, "Research and development outlays shrank in 2022.", True),
        ("rd_spend", _RISING, "R & D costs climbed in 2022.", False),
        ("rd_expense", _FALLING, "R&D has been trimmed in 2022.", False),
        ("rd_expense", _FALLING, "R&D expenditure went up in 2022.", True),
        # selling, general and administrative costs
        ("sga_expense", _RISING, "Selling, general and administrative costs eased in 2022.", True),
        # a return on a base, spelled out, of a field named by its acronym
        ("roce_pct", _FALLING, "Return on capital employed improved in 2022.", True),
        ("roce_pct", _FALLING, "Returns on capital employed slipped in 2022.", False),
        ("roe", _RISING, "Return on average equity deteriorated in 2022.", True),
        ("roic", _RISING, "Return on invested capital strengthened in 2022.", False),
        # the dividend a share is paid, named as "the dividend"
        ("dps", _RISING, "The interim dividend was trimmed in 2022.", True),
        (
            "dividends_per_share",
            _FALLING,
            "The payout to shareholders per share aside, the dividend was reduced in 2022.",
            False,
        ),
    ],
)
def test_fields_named_by_a_spelled_out_abbreviation(
    field: str, values: tuple[float, ...], sentence: str, wrong: bool
) -> None:
    assert bool(misstatements([sentence], [_quarters(field, values)])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # a span of quarters with no "from" before it: Q2 2021 (63) to Q4 2021 (58)
        ("Revenue slid Q2 2021 to Q4 2021.", False),
        ("Revenue advanced Q2 2021 to Q4 2021.", True),
        ("Revenue advanced, Q2 21 through Q4 21.", True),
        # quarters of one year written once
        ("Revenue advanced Q2-Q4 2021.", True),
        ("Revenue slid Q2–Q4 2021.", False),
    ],
)
def test_bare_quarter_spans(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_quarters("revenue", _RISING)])) is wrong, sentence


#: up over the series, but every quarter of 2022 below the same quarter of 2021
_BELOW_A_YEAR_EARLIER: tuple[float, ...] = (10, 11, 12, 13, 20, 21, 22, 23, 15, 16, 17, 18)


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Revenue was higher year on year in each quarter of 22.", True),
        ("Revenue was lower year on year in each quarter of 22.", False),
        ("Revenue stood above its year-earlier level in every quarter of FY22.", True),
    ],
)
def test_a_short_year_after_the_quarters_it_holds(sentence: str, wrong: bool) -> None:
    computation = _quarters("revenue", _BELOW_A_YEAR_EARLIER)
    assert bool(misstatements([sentence], [computation])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        # 60 → 75 over the four quarters to Q1 2021 … Q4 2022: about 13 % a year over two years
        ("Revenue grew >25% a year compounded over the two years to Q4 2022.", True),
        ("Revenue grew by ≥ 25 % a year over the two years to Q4 2022.", True),
        ("Revenue grew by <25% a year over the two years to Q4 2022.", False),
    ],
)
def test_a_bound_written_as_its_sign(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_quarters("revenue", _RISING)])) is wrong, sentence


@pytest.mark.parametrize(
    ("sentence", "wrong"),
    [
        ("Revenue fell in 2022 — happy to send the table if you need it.", True),
        ("Revenue dropped in 2022, shout if you would like the breakdown.", True),
        ("Revenue rose in 2022 (ping me if you want more detail).", False),
        # a condition on the claim itself stays a condition
        ("Revenue falls if demand weakens.", False),
    ],
)
def test_an_offer_to_the_reader_trailing_a_claim(sentence: str, wrong: bool) -> None:
    assert bool(misstatements([sentence], [_quarters("revenue", _RISING)])) is wrong, sentence
