"""The provenance causes of held-out batch R (text copied out of PDFs and scans), each tested on
constructions in no batch.

* **A running footer inside a sentence.** The figure after a page's footer is the sentence's
  figure (`pdf_text`).
* **Another sub-fund's column.** A flattened table gives each sub-fund a column; the sentence
  under it says which is the account ("Our portfolio is the Pacific Bond compartment.").
* **A footnote that gives a figure to another vehicle only.** "9 %¹ … ¹ 12 % applies to the
  master fund only, not to this portfolio": the marked figure stands, the note's figure is the
  other vehicle's (`vehicle_notes`).
* **A document's deleted side.** A blackline's "Removed:" line, a bracketed deletion, a figure
  struck by hand on a scan, a draft pasted above the signed version (`redlines`).

The texts are written here, not taken from a batch.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_validation.testing import provenance_problems


def _holds(
    text: str,
    name: str,
    value: float,
    cited: str,
    unit: Literal["fraction", "multiple", "bps"] = "fraction",
    *,
    occurrence: int = 0,
) -> bool:
    """Whether a constraint citing the `occurrence`-th `cited` of `text` passes provenance."""
    return not provenance_problems(
        text, name=name, value=value, words=cited, unit=unit, nth=occurrence
    )


# --- a running footer inside a sentence ----------------------------------------------------


def test_the_figure_after_a_page_footer_is_the_sentences_figure() -> None:
    text = (
        "Holdings of a single sector shall not exceed\n"
        "Halvorsen Capital — Discretionary Terms — Page 4 of 11\n"
        "2O % of the portfolio."
    )
    assert _holds(text, "max_sector_weight", 0.2, "2O %")
    assert not _holds(text, "max_sector_weight", 0.25, "2O %")


# --- another sub-fund's column -------------------------------------------------------------

_COLUMNS = (
    "Annex C - limits per compartment\n\n"
    "Limit          Pacific Bond          Nordic Equity\n"
    "Sector concentration          18 %          27 %\n\n"
    "Our portfolio is the Pacific Bond compartment."
)


def test_another_compartments_column_is_not_the_accounts_limit() -> None:
    assert not _holds(_COLUMNS, "max_sector_weight", 0.27, "27 %")
    assert _holds(_COLUMNS, "max_sector_weight", 0.18, "18 %")


# --- a footnote that gives a figure to another vehicle -------------------------------------

_NOTE = (
    "Sector concentration: 9 %¹\n\n"
    "¹ A limit of 12 % applies to the master fund only, not to this portfolio."
)


def test_a_footnotes_figure_for_another_vehicle_is_not_the_accounts() -> None:
    assert not _holds(_NOTE, "max_sector_weight", 0.12, "12 %")


def test_the_figure_such_a_footnote_is_marked_on_stands() -> None:
    assert _holds(_NOTE, "max_sector_weight", 0.09, "9 %")


@pytest.mark.parametrize(
    "note",
    [
        "² 12 % for the USD feeder only.",
        "² For the Luxembourg parallel fund the cap is 12 %.",
        "² Sleeve B may hold up to 12 %.",
    ],
)
def test_a_related_vehicle_named_by_its_role_takes_the_notes_figure(note: str) -> None:
    text = f"Sector concentration: 9 %²\n\n{note}"
    assert not _holds(text, "max_sector_weight", 0.12, "12 %")
    assert _holds(text, "max_sector_weight", 0.09, "9 %")


# --- a document's deleted side -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        (
            "Redline against v2, clause 7.1: sector exposure capped at …\n"
            "Removed: 35 %\nAdded: 25 %",
            "35 %",
            "25 %",
        ),
        (
            "Clause 7.1: sector exposure capped at [deleted: 35 %] 25 %.",
            "35 %",
            "25 %",
        ),
        (
            "Photocopy of the signed addendum: sector exposure capped at 35 % (crossed out) "
            "25 % (initialled by both parties).",
            "35 %",
            "25 %",
        ),
        (
            "Deleted text: sector exposure capped at 35 %\nInserted text: sector exposure "
            "capped at 25 %",
            "35 %",
            "25 %",
        ),
        (
            "Draft 4\nSector exposure capped at 35 %\n\nFINAL (as signed)\n"
            "Sector exposure capped at 25 %",
            "35 %",
            "25 %",
        ),
        (
            "Both texts from the deal folder.\n\nDraft 2 (mark-up of 3 May)\n"
            "Sector exposure capped at 35 %\n\nFinal version\nSector exposure capped at 25 %",
            "35 %",
            "25 %",
        ),
    ],
)
def test_a_figure_on_a_documents_deleted_side_is_not_in_force(
    text: str, old: str, new: str
) -> None:
    assert not _holds(text, "max_sector_weight", 0.35, old)
    assert _holds(text, "max_sector_weight", 0.25, new)
