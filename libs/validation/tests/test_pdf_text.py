"""The marks a PDF page or an OCR scan leaves in copied text (`pdf_text`), undone at the surface.

The sentences are written here, in no batch: a running header or footer inside a sentence,
a unit wrapped to the next line, footnote marks, OCR letters inside figures, odd bullets.
"""

from __future__ import annotations

import pytest

from quantward_validation.pdf_text import (
    footnote_marks,
    ocr_figures,
    running_headers,
    wrapped_units,
)
from quantward_validation.surface import apply, clean, cleaned


def _undone(cleaner_text: str, cleaner: str) -> str:
    edits = {
        "headers": running_headers,
        "units": wrapped_units,
        "marks": footnote_marks,
        "ocr": ocr_figures,
    }[cleaner](cleaner_text)
    return apply(cleaner_text, edits)


# --- running headers and footers ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        (
            "Sector weights shall stay below\nNorthwind Bond Fund Prospectus — Page 7 of 40\n"
            "25 % of the portfolio.",
            "Sector weights shall stay below 25 % of the portfolio.",
        ),
        (
            "The duration band is set\nSTRICTLY PRIVATE | Annex B | p. 4\nat 3 to 6 years.",
            "The duration band is set at 3 to 6 years.",
        ),
        ("Cash buffer of\nPage 2 of 9\n4 % at all times.", "Cash buffer of 4 % at all times."),
        ("No short sales.\nPage 2 of 9\n2. Cash: 4 %", "No short sales.\n2. Cash: 4 %"),
        (
            "Sector weights may not exceed\n– 12 –\n30 % of NAV.",
            "Sector weights may not exceed 30 % of NAV.",
        ),
        (
            "Borrowing is capped\nDoc 77/B – Signed copy – 12/19\nat 10 % of assets.",
            "Borrowing is capped at 10 % of assets.",
        ),
        (
            "Oakridge Pension Scheme Deed 14\nNo short positions.\n"
            "Oakridge Pension Scheme Deed 15\nNo unlisted equity.",
            "No short positions.\nNo unlisted equity.",
        ),
    ],
)
def test_a_running_header_or_footer_inside_a_sentence_is_removed(text: str, reads: str) -> None:
    assert clean(text) == reads


@pytest.mark.parametrize(
    "text",
    [
        "Hedge ratio – 3/4\nof the book",  # a fraction after one separator, not a page count
        "Table 3 – Limits by share class (p. 22)\nClass A  5 %",  # a title citing a page
        "DRAFT – FOR REVIEW – 2 June 2027\nIssuer cap 8 %",  # a draft's heading says something
        "Step 1\nsell\nStep 2\nbuy",  # numbered steps are content
        "Window 1: 2019\nWindow 2: 2020",  # labelled lines are content
        "Part 9 – Page 14 of 12",  # no page past the last
        "Issuer limit – see Schedule 2, p. 4\nof the IMA",  # a line that points to a page
    ],
)
def test_a_line_that_only_looks_like_a_footer_is_kept(text: str) -> None:
    assert _undone(text, "headers") == text


def test_a_cited_span_after_a_removed_footer_still_covers_its_figure() -> None:
    text = "Gross exposure may not exceed\nCONFIDENTIAL DRAFT – Page 3 of 5\n180 % of NAV."
    result = cleaned(text)
    start = text.index("180 %")
    a, b = result.span(start, start + len("180 %"))
    assert result.text[a:b] == "180 %"


# --- wrapped units, footnote marks, OCR letters, bullets -----------------------------------


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("capped at 12\n% of NAV", "capped at 12 % of NAV"),
        ("a budget of 175\nbps", "a budget of 175 bps"),
        ("leverage up to 1.75 \n x", "leverage up to 1.75 x"),
        ("max: 2\nx: 5", "max: 2\nx: 5"),  # a key named x on the next line is no unit
    ],
)
def test_a_unit_wrapped_to_the_next_line_joins_its_figure(text: str, reads: str) -> None:
    assert _undone(text, "units") == reads


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("the sector cap² applies", "the sector cap applies"),
        ("duration limit: 6 %³ of the book", "duration limit: 6 % of the book"),
        ("single issuer 9 %[4], see below", "single issuer 9 %, see below"),
        ("an area of 40 m² and 3 x²", "an area of 40 m² and 3 x"),  # "m²" is a unit
    ],
)
def test_a_footnote_mark_without_its_note_is_dropped(text: str, reads: str) -> None:
    assert _undone(text, "marks") == reads


def test_a_figures_mark_with_its_note_below_is_kept_to_link_them() -> None:
    text = "Sector cap 22 %²\n\n² Applies to financials only."
    assert _undone(text, "marks") == text


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("no more than l2 % per name", "no more than 12 % per name"),
        ("a budget of 3O0 bp", "a budget of 300 bp"),
        ("leverage of l.5 x", "leverage of 1.5 x"),
        ("between I0 % and 4O %", "between 10 % and 40 %"),
    ],
)
def test_an_ocr_letter_inside_a_figure_with_a_unit_is_its_digit(text: str, reads: str) -> None:
    assert _undone(text, "ocr") == reads


@pytest.mark.parametrize(
    "text", ["lO % of cases", "ABl5 % share", "Level l % rule", "model l2 without a unit"]
)
def test_letters_that_are_not_clearly_a_figure_are_kept(text: str) -> None:
    assert _undone(text, "ocr") == text


def test_an_odd_bullet_glyph_is_a_bullet() -> None:
    assert clean("\uf0a7 Cash: 3 %\n▪ Bonds: 40 %") == "• Cash: 3 %\n• Bonds: 40 %"


@pytest.mark.parametrize(
    "text",
    [
        "Cap at l2\n% ¹\nAcme Deed – Page 1 of 2\nmore",
        "Sector cap 22 %²\n\n² Applies to financials only.",
        "\uf0a7 a 3O0 bp budget[2]",
    ],
)
def test_cleaning_is_idempotent(text: str) -> None:
    once = clean(text)
    assert clean(once) == once


# --- a page set in two columns -------------------------------------------------------------

_TWO_COLUMNS = (
    "PART IV                                  PART V\n"
    "Limits                                   Fees\n"
    "1. Net exposure to any                   A fee of 0.6 % is\n"
    "sector may not exceed 22 %.              charged on assets\n"
    "2. No securities lending.                quarterly in arrears."
)


def test_a_page_in_two_columns_reads_one_column_after_the_other() -> None:
    reads = clean(_TWO_COLUMNS)
    assert "1. Net exposure to any sector may not exceed 22 %.\n2. No securities lending." in reads
    assert reads.endswith("A fee of 0.6 % is charged on assets quarterly in arrears.")
    assert clean(reads) == reads


def test_a_cited_figure_of_the_left_column_keeps_its_words() -> None:
    result = cleaned(_TWO_COLUMNS)
    start = _TWO_COLUMNS.index("22 %")
    a, b = result.span(start, start + 4)
    assert result.text[a:b] == "22 %"


@pytest.mark.parametrize(
    "text",
    [
        # an aligned table: its cells do not go on from line to line
        "Issuer limit        10 %\nCountry limit       25 %\nCash minimum        2 %",
        # a table of three columns
        "Limit     Fund A     Fund B\nissuer     5 %     7 %\nsector     20 %     25 %",
    ],
)
def test_a_table_is_no_page_in_two_columns(text: str) -> None:
    assert clean(text) == text
