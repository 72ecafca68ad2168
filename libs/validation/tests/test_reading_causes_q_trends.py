"""Trend claims: the causes of held-out batch Q's trend misses, each tested on constructions no
review batch writes. Causes, by family:

- a change stated as a position against the figure's own earlier value
  (`comparison_positions`): "sat under the prior-year print", "ran ahead of its level twelve
  months before", "stayed beneath the last quarter's reading" are the comparatives "lower
  than a year earlier" and "lower than the previous quarter"; a base that is some other
  figure ("below its target", "above the peer median") is left alone;
- an analyst's acronym of a figure whose letters are not the field's words
  (`metric_acronyms`): "DPO", "DIO", "DSO" name `payable_days`, `inventory_days`,
  `receivable_days`.
"""

from __future__ import annotations

import pytest
from pydantic import JsonValue

from quantward_contracts.values import Computation
from quantward_validation.comparison_positions import positions_as_comparisons
from quantward_validation.trends import misstatements

_ENDS = tuple(
    f"{year}-{end}" for year in (2021, 2022) for end in ("03-31", "06-30", "09-30", "12-31")
)


def _quarters(field: str, values: tuple[float, ...]) -> Computation:
    rows: list[JsonValue] = [
        {"period": f"FY{d[:4]} Q{i % 4 + 1}", "quarter_end": d, field: v}
        for i, (d, v) in enumerate(zip(_ENDS, values, strict=True))
    ]
    return Computation(
        source_id="src_reading_q",
        function_id="fundamentals.quarters",
        arguments={},
        result={"entity_id": "ent_initrode_systems", "quarters": rows[::-1]},
    )


# every 2022 quarter above its 2021 quarter; each quarter of 2022 above the one before
_RISING = (50.0, 52.0, 54.0, 56.0, 58.0, 60.0, 62.0, 64.0)


def _flagged(sentence: str, computation: Computation) -> bool:
    return bool(misstatements([sentence], [computation]))


@pytest.mark.parametrize(
    "sentence",
    [
        "Operating cash flow sat under the prior-year print in each quarter of 2022.",
        "Operating cash flow stayed beneath its level twelve months before in every quarter "
        "of 2022.",
        "In every quarter of 2022 operating cash flow came in short of the same quarter of the "
        "previous year.",
        "Operating cash flow held below the last quarter's reading in every quarter of 2022.",
    ],
)
def test_a_position_below_an_earlier_value_is_a_fall(sentence: str) -> None:
    assert _flagged(sentence, _quarters("operating_cash_flow", _RISING))


@pytest.mark.parametrize(
    "sentence",
    [
        "Operating cash flow ran ahead of its year-ago figure in each quarter of 2022.",
        "Operating cash flow stood above the previous quarter's number in every quarter of 2022.",
    ],
)
def test_a_true_position_stays_unflagged(sentence: str) -> None:
    assert not _flagged(sentence, _quarters("operating_cash_flow", _RISING))


@pytest.mark.parametrize(
    "text",
    [
        "Margin was below its target in 2022.",
        "Margin sat above the peer median last year.",
        "The price closed below the previous year's high.",
        "Sales came in under the prior-year budget.",
    ],
)
def test_a_base_that_is_another_figure_is_left_as_written(text: str) -> None:
    assert positions_as_comparisons(text) == text


@pytest.mark.parametrize(
    ("field", "sentence"),
    [
        ("payable_days", "DPO shortened in every quarter of 2022."),
        ("inventory_days", "Across 2022, DIOs fell each quarter."),
        ("receivable_days", "The DSO contracted in every quarter of 2022."),
    ],
)
def test_an_analysts_acronym_names_its_field(field: str, sentence: str) -> None:
    assert _flagged(sentence, _quarters(field, _RISING))
