"""The mandate causes of held-out batch R (text copied out of PDFs and scans), each tested on
constructions in no batch: the mandate's clauses are read after the surface is cleaned, as
the review reads them (`surface_bundle.cleaned_mandate`).

* **A running footer inside a sentence** of a clause: the sentence reads through it.
* **A page set in two columns**: a clause of the left column is read whole.
* **A redline's sides**: "Removed: …" is not in force, "Added: …" is (`scope`).
* **A range granted by a pronoun after a reference level**: "X has a neutral weight of 5 %;
  the PM may vary it between 2 % and 8 %" grants the range for X.
* **A figure struck by hand, a draft above the execution copy** (`redlines`).

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.surface_bundle import cleaned_mandate


def _bounds(text: str, name: str) -> list[tuple[str, float | None, float | None, bool]]:
    found = clauses(cleaned_mandate({"annex": {"clause_3": text}}), [])
    return [(b.kind, b.low, b.high, b.discretion) for b in bounds_for(found, name)]


def test_a_clause_broken_by_a_page_footer_reads_through() -> None:
    text = (
        "The Adviser shall keep the weight of any single sector below\n"
        "Northwind Bond Fund Prospectus — Page 7 of 40\n"
        "22 % of the portfolio."
    )
    assert _bounds(text, "max_sector_weight") == [("ceiling", None, 0.22, False)]


def test_a_clause_of_a_page_in_two_columns_is_read_whole() -> None:
    text = (
        "ANNEX 1                                  ANNEX 2\n"
        "Risk limits                              Notices\n"
        "(ii) Gross leverage of the Fund          Notices under this\n"
        "shall stay below 1.8 x.                  Agreement are sent\n"
        "(iii) No short positions.                by registered mail."
    )
    assert _bounds(text, "max_gross_leverage") == [("ceiling", None, 1.8, False)]


def test_a_redlines_removed_side_gives_way_to_its_added_side() -> None:
    text = (
        "Removed: sector weight fixed at 25 %\n"
        "Added: sector weight between 15 % and 25 %, as the Manager sees fit"
    )
    assert _bounds(text, "max_sector_weight") == [("range", 0.15, 0.25, True)]


@pytest.mark.parametrize(
    "text",
    [
        "Cash has a neutral level of 5 %; the PM may vary it between 2 % and 8 %.",
        "Cash has a strategic level of 5 %; the Manager can adjust it from 2 % to 8 %.",
    ],
)
def test_a_range_granted_over_a_pronoun_after_a_reference_level(text: str) -> None:
    found = clauses(cleaned_mandate({"annex": {"clause_3": text}}), [])
    assert [(b.low, b.high) for b in bounds_for(found, "min_cash_weight")] == [(0.02, 0.08)]
    assert discretion_over(found, "min_cash_weight") or all(
        b.discretion for b in bounds_for(found, "min_cash_weight")
    )


@pytest.mark.parametrize(
    "text",
    [
        "Sector exposure shall not exceed 30 % (crossed out) 25 % (initialled by both parties).",
        "Both from the deal folder.\n\nDraft 2 (mark-up)\nSector exposure shall not exceed 30 %."
        "\n\nExecution copy\nSector exposure shall not exceed 25 %.",
    ],
)
def test_a_struck_or_drafted_figure_bounds_nothing(text: str) -> None:
    assert _bounds(text, "max_sector_weight") == [("ceiling", None, 0.25, False)]
