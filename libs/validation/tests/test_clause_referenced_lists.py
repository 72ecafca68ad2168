"""A list item's label may open with the reference its source numbers the clause by, and a
figure of such a list belongs to the line that names its limit best — in registers of their
own: a shipping bank's credit policy, a hospital foundation's investment policy."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.field_labels import line_label
from quantward_validation.monitored_levels import not_a_limit_column
from quantward_validation.provenance import stated_of


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("- 4.3 Any one shipowner group: 15%", "Any one shipowner group"),
        ("* B-7 Vessels older than 20 years, maximum: 10%", "Vessels older than 20 years, maximum"),
        ("  9.1(c) Tanker tonnage in the book: 30%", "Tanker tonnage in the book"),
        ("- Credit rule 12 Maximum loan-to-value: 70%", "Maximum loan-to-value"),
        ("• R2 Hospital bonds held, minimum: 25 %", "Hospital bonds held, minimum"),
        # a number that is part of a word or a per-unit stays in the label
        ("- Tier-2 instruments of any one bank: 5 %", "Tier-2 instruments of any one bank"),
    ],
)
def test_a_clause_reference_before_the_heading_is_no_part_of_the_label(
    line: str, label: str
) -> None:
    assert line_label(line, line.index(":") + 2) == label


def _read(text: str, figure: str, name: str, value: float) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit="fraction"
    )
    return stated_of(text, start, start + len(figure), constraint)


_POLICY = (
    "Credit policy, section 4 (extract)\n"
    "- 4.3 Any one shipowner group: 15%\n"
    "- Dry-bulk vessels in the loan book (maximum): 40%"
)


def test_a_referenced_clause_beside_the_limits_own_line_is_another_setting() -> None:
    problem = _read(_POLICY, "15%", "max_dry_bulk_share", 0.15)
    assert problem is not None
    assert "another setting" in problem
    assert _read(_POLICY, "40%", "max_dry_bulk_share", 0.4) is None


def test_a_sibling_naming_fewer_of_the_limits_words_takes_no_figure() -> None:
    # the cited line names the name's "cash" and "operating"; its sibling only "cash"
    text = (
        "Foundation IPS, liquidity\n"
        "* L2 Cash the treasurer may hold at one bank: 10 %\n"
        "* Cash for operating needs (floor): 4 %"
    )
    assert _read(text, "4 %", "min_operating_cash_share", 0.04) is None


@pytest.mark.parametrize(
    ("table", "figure", "level"),
    [
        # a row bounds one figure and gives the other bare: the bare one is the level
        (
            "| Covenant | Fleet (Q3) | Facility |\n|---|---|---|\n| Asset cover | 1.6x | ≥ 1.25x |",
            "1.6x",
            True,
        ),
        (
            "| Restriction | Policy | Valued 30/9 |\n|---|---|---|\n"
            "| Hospital bonds | no more than 30% | 22% |",
            "22%",
            True,
        ),
        ("| Item | 31.3. | Board limit |\n|---|---|---|\n| Cash | 4% | min. 2% |", "4%", True),
        # the bounded figure is the limit, and a column headed by a limit or an aim keeps its
        # bare figure
        (
            "| Covenant | Fleet (Q3) | Facility |\n|---|---|---|\n| Asset cover | 1.6x | ≥ 1.25x |",
            "1.25x",
            False,
        ),
        ("| Asset | Min | Max |\n|---|---|---|\n| Cash | 2% | ≤ 10% |", "2%", False),
        ("| Asset | Target | Limit |\n|---|---|---|\n| Bonds | 40% | at most 50% |", "40%", False),
    ],
)
def test_a_bare_cell_beside_a_bounded_cell_of_its_row_is_a_level(
    table: str, figure: str, level: bool
) -> None:
    at = table.rindex(figure)
    assert (not_a_limit_column(table, at, at + len(figure)) is not None) is level
