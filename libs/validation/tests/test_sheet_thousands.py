"""A comma grouping a figure's thousands is no CSV cell separator (`sheet_separators`), in a
shipping bank's words (ZZZE 19zzze: a side letter's title "… Fund II, L.P." over "no higher than
1,500 bps of NAV" was read as a CSV header and row, and the cap as 1)."""

from __future__ import annotations

from quantward_validation.mandate import clauses
from quantward_validation.sheet_separators import tabbed


def test_a_prose_line_with_a_thousands_comma_under_a_titled_line_is_no_sheet() -> None:
    text = (
        "FACILITY LETTER - Nordhavn Shipping Bank / Skarv Tankers, Ltd\n"
        "4. Portfolio: the Bank keeps its largest single-obligor exposure no higher than "
        "2,500 bps of NAV."
    )
    assert tabbed(text) == text
    (clause,) = clauses({"letter": text})
    assert [round(b.high or 0, 4) for b in clause.bounds] == [0.25]


def test_a_csv_rows_thousands_stay_in_their_cell() -> None:
    assert tabbed("Metric,Limit (USD)\nVaR,1,500,000\nCash,5") == (
        "Metric\tLimit (USD)\nVaR\t1,500,000\nCash\t5"
    )
