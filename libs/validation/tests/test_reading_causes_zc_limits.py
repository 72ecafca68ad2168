"""The limit causes of held-out batch ZC (spreadsheets pasted as text), each tested on
constructions in no batch.

A workbook says its limits in its own grammar: a CSV or bar-separated row under a header whose
unit is its cells' unit, a check formula whose flagged side is the side forbidden, a cell that
turns red past a level, two cells side by side holding a range's ends, a cell of its own kind
("target") in a row labelled a limit, a change log's "old → new", a scenario tab beside the live
one, a row of another grain (a region beside a country) or of a group (the top ten together).
The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.abbreviations import ABBREVIATIONS
from quantward_validation.cell_refs import blank_place_asides, slashed_ranges, spans_two_cells
from quantward_validation.change_logs import new_side, old_side, typed_arrows
from quantward_validation.geo_grain import other_grain
from quantward_validation.mandate import quantities_as_written, sheet_quantities
from quantward_validation.provenance import stated_of
from quantward_validation.sheet_checks import formula_reading
from quantward_validation.sheet_separators import tabbed
from quantward_validation.what_if import tried_out

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="x")


def _constraint(name: str, unit: str, value: float = 1.0) -> Constraint:
    return Constraint(name=name, value=value, provenance="assumption", rationale="t", unit=unit)


def _problem(text: str, figure: str, name: str, unit: str) -> str | None:
    at = text.index(figure)
    return stated_of(text, at, at + len(figure), _constraint(name, unit))


# --- a sheet's rows written with commas, bars or semicolons ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Rule,Ceiling (%),Signed off by\nSector concentration,35,CRO",
        "Rule;Ceiling (%)\nSector concentration;35",
        "Headers: Rule | Ceiling (%)\nRow: Sector concentration | 35",
    ],
)
def test_a_header_unit_is_its_columns_unit_whatever_separates_the_cells(text: str) -> None:
    cells = sheet_quantities(text)
    assert [(q.text, q.value, q.form) for q in cells] == [("35", 35.0, "percent")]
    assert _bounds(text) == [("max_sector_weight", "ceiling", None, pytest.approx(0.35))]


def test_the_rewrite_keeps_every_offset_and_leaves_prose_commas() -> None:
    text = "Rule,Ceiling (%)\nSector concentration,35"
    assert len(tabbed(text)) == len(text)
    prose = "Keep sectors small, say 35, and cash at 2, thanks."
    assert tabbed(prose) == prose


def test_a_row_with_a_decimal_comma_is_no_row_of_the_csv() -> None:
    # "7,5" splits into one cell more than the header has: the block is not read as a sheet
    text = "Rule,Ceiling (%)\nSingle issuer,7,5"
    assert "\t" not in tabbed(text).split("\n")[1]


def test_a_bare_cell_is_written_in_its_header_form_for_every_reader() -> None:
    text = "Item,Max (%)\nAny sector,30"
    assert [(q.value, q.form) for q in quantities_as_written(text)] == [(30.0, "percent")]


def test_an_abbreviated_label_keeps_its_value() -> None:
    assert "lev" in ABBREVIATIONS
    assert _bounds("Item\tCap (x)\nGross lev.\t1.8") == [
        ("max_gross_leverage", "ceiling", None, pytest.approx(1.8))
    ]


# --- a workbook's checks: formulas and alarms ------------------------------------------------


@pytest.mark.parametrize(
    ("line", "prose"),
    [
        ('=IF(SectorWt>=0.3,"FAIL","PASS")  // sector ceiling', "sector ceiling: at most 0.3"),
        ('=IF(HoldCash<3%,"ALERT","")', "Hold Cash: at least 3%"),
        ('=IF(Lev<=2,"OK","NOT OK")', "Lev: at most 2"),
        ('=IF(0.25<SectorWt,"BREACH","OK")', "Sector Wt: at most 0.25"),
        ('=IF(AND(Lev>=1,Lev<=2),"OK","BREACH")', "Lev: between 1 and 2"),
        ('=IF(ActiveRisk_bps>200,"BREACH","OK")', "Active Risk bps: at most 200bp"),
    ],
)
def test_a_check_formula_reads_as_the_limit_it_enforces(line: str, prose: str) -> None:
    read = formula_reading(line)
    assert read is not None
    assert read[0] == prose


def test_a_count_check_bounds_nothing() -> None:
    assert formula_reading('=IF(COUNTA(B2:B30)<>29,"CHECK","OK")') == ("", [])


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            'Compliance tab:\n=IF(SectorWt>=0.3,"FAIL","PASS")  // sector ceiling',
            ("max_sector_weight", "ceiling", None, 0.3),
        ),
        (
            'Compliance tab:\n=IF(AND(GrossLev>=1,GrossLev<=2),"OK","BREACH")  // gross leverage',
            ("max_gross_leverage", "range", 1.0, 2.0),
        ),
        (
            "The sector subtotal gets highlighted when it rises above 0.35 (sector ceiling).",
            ("max_sector_weight", "ceiling", None, 0.35),
        ),
        (
            "The cash cell goes amber if it drops below 1.5% (liquidity floor).",
            ("cash_weight", "floor", 0.015, None),
        ),
    ],
)
def test_a_check_and_an_alarm_bound_the_side_they_flag(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert [pytest.approx(b) for b in _bounds(text)] == [bound]


def test_a_formula_states_its_limit_for_provenance() -> None:
    text = 'Checks:\n=IF(SectorWt>=0.3,"FAIL","PASS")  // sector ceiling'
    assert _problem(text, "0.3", "max_sector_weight", "fraction") is None


# --- places: cells, columns and two cells holding a range ------------------------------------


def test_an_aside_naming_a_place_is_blank() -> None:
    text = "tracking error: aim 2% (col H), band ±1% (col I)"
    assert len(blank_place_asides(text)) == len(text)
    assert "col" not in blank_place_asides(text)
    assert [pytest.approx(b) for b in _bounds(text)] == [
        ("max_tracking_error", "range", 0.01, 0.03)
    ]


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Cols F:G on the sector row (10% / 25%) define the allowed range.",
            ("max_sector_weight", "range", 0.1, 0.25),
        ),
        (
            "'Risk'!E4:F4 = 0.01 / 0.03 for the cash holding; anywhere inside is fine.",
            ("cash_weight", "range", 0.01, 0.03),
        ),
    ],
)
def test_two_cells_side_by_side_hold_a_ranges_ends(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert [pytest.approx(b) for b in _bounds(text)] == [bound]


def test_a_slash_elsewhere_is_no_range() -> None:
    text = "soft / hard for sectors: 20% / 25%"
    assert slashed_ranges(text) == text
    assert spans_two_cells("B4:C4")
    assert not spans_two_cells("B4:D9")


@pytest.mark.parametrize(
    ("text", "level"),
    [
        (
            "Sector concentration limit\ttarget 0.2\tband: none — the committee's call, no leeway",
            0.2,
        ),
        ("Sector cap\ttarget 22%\twidth: n/a, no room either way", 0.22),
    ],
)
def test_a_cell_of_its_own_kind_is_read_by_it_not_by_its_rows_label(
    text: str, level: float
) -> None:
    assert _bounds(text) == [("max_sector_weight", "range", level, level)]


# --- a change log's arrow --------------------------------------------------------------------


def test_the_figure_before_an_arrow_is_the_old_one() -> None:
    text = "Revision history: r4 sector cap 30% => 25%"
    at = text.index("30%")
    assert old_side(text, at, at + 3)
    assert new_side(text[: text.index("25%")])
    assert _problem(text, "30%", "max_sector_weight", "fraction") is not None
    assert _problem(text, "25%", "max_sector_weight", "fraction") is None
    assert _bounds(text) == [("max_sector_weight", "ceiling", None, pytest.approx(0.25))]


def test_a_typed_arrow_is_no_comparison() -> None:
    assert typed_arrows("issuer limit 9% -> 7%") == "issuer limit 9%  → 7%"
    assert typed_arrows("weight => 5%") == "weight => 5%"  # after a name: left alone
    text = "issuer limit 9% -> 7%"
    assert _problem(text, "7%", "max_position_weight", "fraction") is None


# --- a case the sheet tries out --------------------------------------------------------------


def test_a_scenario_tabs_figure_is_not_the_limit() -> None:
    text = "Stress tab (not the live limit): gross 3x.\nLive sheet: gross 2x."
    assert tried_out(text, text.index("3x"), text.index("3x") + 2)
    assert not tried_out(text, text.index("2x"), text.index("2x") + 2)
    assert _problem(text, "3x", "max_gross_leverage", "multiple") is not None
    assert _problem(text, "2x", "max_gross_leverage", "multiple") is None


def test_a_figure_called_a_scenario_is_not_the_limit() -> None:
    text = "Sector cap is 20%. The 12% in column K is the downside scenario, disregard it."
    assert _problem(text, "12%", "max_sector_weight", "fraction") is not None
    assert _problem(text, "20%", "max_sector_weight", "fraction") is None


# --- a row of another grain or of a group ----------------------------------------------------


def test_a_regions_row_does_not_state_a_country_cap() -> None:
    text = "Limit\tValue\nLargest regional bucket\t0.55\nOne country\t0.15"
    assert other_grain("max country weight", "Largest regional bucket\t0.55") == "region"
    assert _problem(text, "0.55", "max_country_weight", "fraction") is not None
    assert _problem(text, "0.15", "max_country_weight", "fraction") is None


def test_a_groups_row_does_not_state_a_single_position_cap() -> None:
    text = "Limit\tValue\nTop 5 holdings combined\t35%\nOne issuer\t6%"
    assert _problem(text, "35%", "max_issuer_weight", "fraction") is not None
    assert _problem(text, "6%", "max_issuer_weight", "fraction") is None


# --- what none of these readings takes -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "figure", "name", "unit"),
    [
        # an asset class or a case's own measure named in the lead-in is a limit's label
        ("Alternative investments: max 10%", "10%", "max_illiquid_weight", "fraction"),
        ("Scenario loss limit: 10%", "10%", "max_drawdown", "fraction"),
        ("Stressed VaR limit: 8%", "8%", "max_drawdown", "fraction"),
    ],
)
def test_a_limit_of_a_cases_measure_is_still_a_limit(
    text: str, figure: str, name: str, unit: str
) -> None:
    at = text.index(figure)
    assert not tried_out(text, at, at + len(figure))


def test_a_slash_between_a_soft_and_a_hard_level_is_no_range() -> None:
    text = "'Limits'!C12:D12 = 4% / 5% for the sector, soft / hard"
    assert slashed_ranges(text) == text


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "Input rule on D9 rejects entries greater than 0.3 (sector weight).",
            ("max_sector_weight", "ceiling", None, 0.3),
        ),
        (
            "Format rule: sector total > 28% → shade red.",
            ("max_sector_weight", "ceiling", None, 0.28),
        ),
        ("Format rule: cash < 1.5% → fill amber.", ("cash_weight", "floor", 0.015, None)),
        ("Item;Cap (fraction)\nAny sector;0.3", ("max_sector_weight", "ceiling", None, 0.3)),
    ],
)
def test_a_refusing_rule_an_alarm_after_its_condition_and_a_fraction_header(
    text: str, bound: tuple[str, str, float | None, float | None]
) -> None:
    assert [pytest.approx(b) for b in _bounds(text)] == [bound]


def test_a_clause_before_a_colon_is_no_scenario_label() -> None:
    # the case word sits in prose that hands over to the limit, not in a label of the line
    text = "Their desk models a downside case, unlike our own rulebook, which says: sector cap 25%"
    assert not tried_out(text, text.index("25%"), text.index("25%") + 3)
