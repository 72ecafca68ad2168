"""A citation in a table row's free-text cell covers that cell, not the row's other cells
(ZZZ trend_claim twins: a stream's terms in one cell, the cited claim in the comment cell).
Phrasings of our own (a shipping bank's loan book, a timber fund's stands)."""

from __future__ import annotations

import pytest

from quantward_validation.numbers import cited_scope


@pytest.mark.parametrize(
    ("row", "kept", "blanked"),
    [
        (
            "| Hallam Fjord | Capesize, 55% LTV covenant, 2.75% margin | Charter income beat the "
            "year-earlier quarter in each quarter of 2023, by 8.1% at the end [2] |",
            "8.1%",
            ("55%", "2.75%"),
        ),
        (
            "| Northfell stand 7 | 1,240 ha, 38% thinned | Standing volume grew about 4% a year "
            "over the decade [1] |",
            "4%",
            ("38%", "1,240"),
        ),
    ],
)
def test_a_cited_sentence_in_a_cell_does_not_cover_the_rows_other_cells(
    row: str, kept: str, blanked: tuple[str, ...]
) -> None:
    scoped = cited_scope(row)
    assert len(scoped) == len(row)
    assert kept in scoped
    for figure in blanked:
        assert figure not in scoped


@pytest.mark.parametrize(
    "row",
    [
        # the citation alone in its cell, or beside a figure, vouches for the row's figures
        "| Net loan-to-value | 61.5% | [1] |",
        "| Charter income | 14.2% | up from 12.9% [1] |",
    ],
)
def test_a_citation_that_annotates_a_rows_figures_still_covers_them(row: str) -> None:
    assert cited_scope(row) == row
