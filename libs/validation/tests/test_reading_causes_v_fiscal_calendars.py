"""Batch V cause, trend claims: a series whose fiscal year ends in a month the computation names
in words ("June", "30 June"), or whose rows carry period labels in any of the forms filings and
brokers write ("3Q FY22", "Q2FY23", "H1 FY23", "FY 2022-23"), is read on that fiscal calendar:
a claim's fiscal labels resolve against the data's own. Own wordings, a June year-end."""

from __future__ import annotations

from datetime import date

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.fiscal_years import fiscal_end_month, fiscal_words
from quantward_validation.trends import misstatements

#: eight quarters of fiscal years ending June: 1Q FY21 (Sep 2020) to 4Q FY22 (Jun 2022)
_ENDS = ("2020-09-30", "2020-12-31", "2021-03-31", "2021-06-30",
         "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")  # fmt: skip
_PROFIT = (100.0, 110.0, 105.0, 120.0, 125.0, 118.0, 130.0, 128.0)


def _figures(year_end: str | None, label: str = "{q}Q FY{y}") -> Computation:
    rows: list[JsonValue] = [
        {
            "period": label.format(q=i % 4 + 1, y=21 + i // 4),
            "quarter_end": end,
            "gross_profit": value,
        }
        for i, (end, value) in enumerate(zip(_ENDS, _PROFIT, strict=True))
    ]
    result: dict[str, JsonValue] = {"entity_id": "ent_y", "quarters": list(reversed(rows))}
    if year_end is not None:
        result["fiscal_year_end"] = year_end
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzy5",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_y", "as_of": "2022-08-31"},
        result=result,
    )


@pytest.mark.parametrize(
    ("said", "month"),
    [("June", 6), ("30 June", 6), ("Jun-30", 6), ("June 30th", 6), ("Sept", 9), ("march", 3)],
)
def test_a_year_end_said_in_words_is_its_month(said: str, month: int) -> None:
    assert fiscal_end_month({"fiscal_year_end": said}) == month


def test_a_december_year_end_in_words_is_the_calendar() -> None:
    assert fiscal_end_month({"fiscal_year_end": "31 December"}) is None


@pytest.mark.parametrize(
    ("label", "end", "month"),
    [
        ("3Q FY22", "2022-03-31", 6),
        ("Q2FY23", "2022-09-30", 3),
        ("FY23 Q2", "2022-09-30", 3),
        ("H1 FY24", "2023-12-31", 6),
        ("2H FY23", "2023-03-31", 3),
        ("FY 2022-23", "2023-03-31", 3),
    ],
)
def test_a_period_label_beside_its_end_shows_the_year_end(label: str, end: str, month: int) -> None:
    assert fiscal_end_month({"rows": [{"period": label, "period_end": end}]}) == month


def test_a_label_that_is_the_calendar_shows_no_fiscal_year() -> None:
    assert fiscal_end_month({"rows": [{"period": "Q3 FY22", "quarter_end": "2022-09-30"}]}) is None


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("profit rose in Q3FY22", "profit rose in Q3 FY22"),
        ("margins in FY 2021-22 were wider", "margins in FY2022 were wider"),
        ("debt fell in 2021/22", "debt fell in 2021/22"),  # no FY: not read as fiscal
    ],
)
def test_fiscal_labels_are_written_one_way(written: str, read: str) -> None:
    assert fiscal_words(written) == read


@pytest.mark.parametrize("year_end", ["June", "30 June", None])
@pytest.mark.parametrize(
    "text",
    [
        "Gross profit rose in 3Q FY22 compared with 2Q FY22.",
        "Gross profit climbed from 4Q FY21 to 3Q FY22.",
        "Gross profit was higher in 4Q FY22 than in 4Q FY21.",
    ],
)
def test_a_true_claim_in_fiscal_labels_stands(year_end: str | None, text: str) -> None:
    assert not misstatements([text], [_figures(year_end)])


@pytest.mark.parametrize(
    "text",
    [
        "Gross profit slipped in 3Q FY22 compared with 2Q FY22.",
        "Gross profit declined from 4Q FY21 to 3Q FY22.",
        "Gross profit rose from 1Q FY22 to 2Q FY22.",
    ],
)
def test_a_false_claim_in_fiscal_labels_is_read_on_the_fiscal_calendar(text: str) -> None:
    found = misstatements([text], [_figures("June")])
    assert [m.kind for m in found] == ["direction"]


def test_two_fiscal_quarters_named_are_the_comparison() -> None:
    # 1Q FY22 (125) against 3Q FY21 (105): up, though 1Q FY22 fell short of nothing before it
    assert not misstatements(
        ["Gross profit increased between 3Q FY21 and 1Q FY22."], [_figures("June")]
    )
    assert misstatements(["Gross profit fell between 3Q FY21 and 1Q FY22."], [_figures("June")])


def test_labels_glued_to_their_year_are_read() -> None:
    figures = _figures(None, label="Q{q}FY{y}")
    assert not misstatements(["Gross profit rose in Q3FY22 vs Q2FY22."], [figures])
    assert misstatements(["Gross profit fell in Q3FY22 vs Q2FY22."], [figures])


def test_the_calendar_reading_of_a_december_series_is_unchanged() -> None:
    day = date(2022, 12, 31)
    assert (
        fiscal_end_month({"rows": [{"period": "FY2022 Q4", "quarter_end": day.isoformat()}]})
        is None
    )


def _named_by_start() -> Computation:
    """Japan's way: fiscal 2021 runs April 2021 to March 2022, its Q4 ends 2022-03-31."""
    ends = ("2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")
    labels = ("FY2021 Q1", "FY2021 Q2", "FY2021 Q3", "FY2021 Q4", "FY2022 Q1")
    values = (50.0, 55.0, 60.0, 52.0, 58.0)
    rows: list[JsonValue] = [
        {"period": label, "quarter_end": end, "operating_profit": value}
        for label, end, value in zip(labels, ends, values, strict=True)
    ]
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzy8",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_j", "as_of": "2022-08-31"},
        result={"entity_id": "ent_j", "fiscal_year_end": "March", "quarters": rows},
    )


def test_fiscal_years_named_by_their_start_read_as_the_labels_name_them() -> None:
    # FY2021 Q4 (52) against FY2021 Q3 (60): a fall; FY2022 Q1 (58) against FY2021 Q4: a rise
    assert not misstatements(
        ["Operating profit fell in Q4 FY2021 versus Q3 FY2021."], [_named_by_start()]
    )
    assert misstatements(
        ["Operating profit rose in Q4 FY2021 versus Q3 FY2021."], [_named_by_start()]
    )
    assert not misstatements(
        ["Operating profit recovered in Q1 FY2022 compared with Q4 FY2021."], [_named_by_start()]
    )
