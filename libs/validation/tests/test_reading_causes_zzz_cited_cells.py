"""A citation in a table row's free-text cell covers that cell, not the row's other cells
(ZZZ trend_claim twins: a stream's terms in one cell, the cited claim in the comment cell).
Phrasings of our own (a shipping bank's loan book, a timber fund's stands)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Citation, Computation
from quantward_validation.numbers import cited_scope, numbers_match


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


# --- an amount's currency written before it --------------------------------------------------


#: a shipping bank's charter income in $m or €m, quarter by quarter (up 7.9 over 2022)
_CHARTER = Computation(
    source_id="src_reading_zzz_cells",
    function_id="custom.charter_book",
    arguments={},
    result={
        "entity_id": "ent_hallam_fjord",
        "rows": [
            {"period_end": d, "charter_income_m": v}
            for d, v in (
                ("2021-12-31", 31.2), ("2022-03-31", 33.0), ("2022-06-30", 35.4),
                ("2022-09-30", 36.8), ("2022-12-31", 39.1),
            )
        ],
    },
)  # fmt: skip
_CHARTER_CITATION = Citation(
    mark="[[src_reading_zzz_cells]]", number=1, source_id="src_reading_zzz_cells", title="t"
)


@pytest.mark.parametrize("amount", ["US$7.9m", "€7.9m", "A$7.9m", "NOK 7.9m", "$7.9m"])
def test_a_change_sized_in_an_amount_with_its_currency_before_it(amount: str) -> None:
    def passes(size: str) -> bool:
        sentence = f"Charter income rose by {size} over 2022 [1]."
        checks = numbers_match(sentence, [_CHARTER_CITATION], [_CHARTER])
        return all(c.passed for c in checks)

    assert passes(amount)
    assert not passes(amount.replace("7.9", "9.7"))
