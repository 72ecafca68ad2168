"""Batch V causes, trend claims: verbs of change the lexicon lacked (a reversative "de-" on a
growth verb, a duration's length verbs, phrasal falls), the top line under its filing names
("revenue_from_operations"), and a claim of every quarter between two fiscal quarters. Own
wordings, a June year-end."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.change_words import change_words_written
from quantward_validation.trends import misstatements

_ENDS = ("2020-09-30", "2020-12-31", "2021-03-31", "2021-06-30",
         "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")  # fmt: skip
#: sales rise in all but one step; creditor days fall in all but one step
_SALES = (100.0, 110.0, 105.0, 120.0, 125.0, 130.0, 138.0, 150.0)
_DAYS = (80.0, 78.0, 75.0, 77.0, 72.0, 70.0, 66.0, 64.0)


def _figures(year_end: str = "June") -> Computation:
    rows: list[JsonValue] = [
        {"period": f"{i % 4 + 1}Q FY{21 + i // 4}", "quarter_end": end, "net_sales": s,
         "creditor_days": d}
        for i, (end, s, d) in enumerate(zip(_ENDS, _SALES, _DAYS, strict=True))
    ]  # fmt: skip
    return Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzy6",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_y", "as_of": "2022-08-31"},
        result={
            "entity_id": "ent_y",
            "fiscal_year_end": year_end,
            "quarters": list(reversed(rows)),
        },
    )


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("Net sales de-grew 4 %", "Net sales shrank 4 %"),
        ("sales have degrown", "sales have shrunk"),
        ("a de-growth of 3 %", "a shrinkage of 3 %"),
        ("creditor days lengthened", "creditor days rose"),
        ("the cycle got stretched by a week", "the cycle got rose by a week"),
        ("payables days shortened", "payables days fell"),
        ("volumes came off sharply", "volumes fell sharply"),
    ],
)
def test_change_words_are_written_as_the_lexicons_verbs(written: str, read: str) -> None:
    assert change_words_written(written) == read


@pytest.mark.parametrize(
    "text",
    [
        "Net sales de-grew in 4Q FY22 compared with 3Q FY22.",
        "Net sales have degrown between 1Q FY21 and 4Q FY22.",
        "Creditor days lengthened from 2Q FY22 to 4Q FY22.",
        "Creditor days elongated by about 2 days in 4Q FY22 vs 3Q FY22.",
        "Net sales came off in 3Q FY22 versus 2Q FY22.",
    ],
)
def test_a_false_claim_in_these_words_is_read(text: str) -> None:
    assert misstatements([text], [_figures()])


@pytest.mark.parametrize(
    "text",
    [
        "Net sales did not de-grow in 4Q FY22 compared with 3Q FY22.",
        "Creditor days shortened from 2Q FY22 to 4Q FY22.",
        "Creditor days have not stretched in 4Q FY22 vs 3Q FY22.",
    ],
)
def test_a_true_claim_in_these_words_stands(text: str) -> None:
    assert not misstatements([text], [_figures()])


def test_every_quarter_between_two_fiscal_quarters_is_each_step() -> None:
    # 3Q FY21 (105) to 4Q FY22 (150) rose overall and in every step; 1Q FY21 to 4Q FY22 did not
    assert not misstatements(
        ["Net sales did not decline in any quarter from 3Q FY21 to 4Q FY22."], [_figures()]
    )
    assert misstatements(
        ["Net sales did not decline in any quarter from 1Q FY21 to 4Q FY22."], [_figures()]
    )


@pytest.mark.parametrize("field", ["revenue_from_operations", "net_sales", "total_revenues"])
def test_the_top_line_names_the_revenue_line_under_its_filing_names(field: str) -> None:
    rows: list[JsonValue] = [
        {"period": f"FY2021 Q{q}", "quarter_end": end, field: value}
        for q, end, value in ((1, "2021-03-31", 50.0), (2, "2021-06-30", 40.0))
    ]
    figures = Computation(
        source_id="src_01hzzzzzzzzzzzzzzzzzzzzzy7",
        function_id="fundamentals.quarters",
        arguments={"entity_id": "ent_y", "as_of": "2021-08-31"},
        result={"entity_id": "ent_y", "quarters": rows},
    )
    assert misstatements(["The top line improved in Q2 2021."], [figures])


@pytest.mark.parametrize(
    "span", ["data stretching back to 2009", "a record that stretches over a decade"]
)
def test_a_span_in_time_is_no_change(span: str) -> None:
    assert change_words_written(span) == span
