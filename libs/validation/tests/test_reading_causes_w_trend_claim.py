"""Batch W causes, trend claims: a year's horizon narrowed by the quarters in brackets ("during
2021 (Q1 to Q4)"), fiscal years of a calendar-year company as calendar years ("across
FY2019–FY2021"), a field named without its basis qualifier ("interest cover" for
`ebit_interest_cover`), and a claim followed or preceded by a caveat about the future. Own
wordings."""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.trends import misstatements

_ENDS = ("03-31", "06-30", "09-30", "12-31")
#: revenue jumps between 4Q 2020 and 1Q 2021, then creeps; interest cover falls through 2021
_REVENUE = (80.0, 85.0, 90.0, 95.0, 96.0, 98.0, 99.0, 100.0, 120.0, 122.0, 124.0, 126.0)
_COVER = (3.0, 3.2, 3.1, 3.5, 3.4, 3.8, 4.0, 4.1, 3.9, 3.6, 3.3, 3.0)
_ROWS: list[JsonValue] = [
    {
        "period": f"FY{2019 + i // 4} Q{i % 4 + 1}",
        "quarter_end": f"{2019 + i // 4}-{_ENDS[i % 4]}",
        "revenue": r,
        "ebit_interest_cover": c,
    }
    for i, (r, c) in enumerate(zip(_REVENUE, _COVER, strict=True))
]
_FIGURES = Computation(
    source_id="src_01hzzzzzzzzzzzzzzzzzzzzzw7",
    function_id="fundamentals.quarters",
    arguments={"entity_id": "ent_z", "as_of": "2022-02-28"},
    result={"entity_id": "ent_z", "quarters": list(reversed(_ROWS))},
)


def _wrong(text: str) -> bool:
    return bool(misstatements([text], [_FIGURES]))


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Revenue rose by about 5% during 2021 (Q1 to Q4).", False),
        ("Revenue rose by about 5% in 2021 (first to fourth quarter).", False),
        ("Revenue rose by about 26% over 2021 (1Q–4Q).", True),
        ("Revenue was broadly flat in 2021 (from Q2 to Q4).", False),
    ],
)
def test_a_year_narrowed_by_its_quarters_in_brackets(text: str, wrong: bool) -> None:
    assert _wrong(text) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Revenue rose by roughly 58% across the full FY2019–FY2021 period.", False),
        ("Revenue rose by roughly 58% over the whole FY19-FY21 period.", False),
        ("Revenue fell across FY2019–FY2021.", True),
    ],
)
def test_fiscal_years_of_a_calendar_year_company_are_calendar_years(text: str, wrong: bool) -> None:
    assert _wrong(text) is wrong


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Interest cover weakened in 2021.", False),
        ("Interest cover strengthened in 2021.", True),
        ("The company's interest cover improved compared with 2017 levels.", True),
    ],
)
def test_a_field_is_named_without_its_basis_qualifier(text: str, wrong: bool) -> None:
    assert _wrong(text) is wrong


@pytest.mark.parametrize(
    "text",
    [
        "Revenue fell by about 2% in Q4 2021 versus the prior quarter, although this may not "
        "continue.",
        "While the pattern could reverse, revenue fell in Q4 2021 versus Q3 2021.",
        "Revenue slipped in Q4 2021 from Q3 2021, but future quarters might differ.",
    ],
)
def test_a_caveat_about_the_future_leaves_the_claim_standing(text: str) -> None:
    assert _wrong(text)


@pytest.mark.parametrize(
    "text",
    [
        "Revenue could fall in 2022.",
        "Revenue may have fallen in Q4 2021, though the data are preliminary.",
    ],
)
def test_a_claim_the_modal_governs_is_still_no_claim(text: str) -> None:
    assert not _wrong(text)
