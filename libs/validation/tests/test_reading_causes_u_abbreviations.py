"""The cause batch U showed in labels that abbreviate a measure's qualifier, read in general:
"(ann.)", "(approx.)", "(est.)", "(incl. …)", "vs.", "avg.", "e.g." inside a label or a
clause end no sentence, so the value after the label keeps its subject. Wordings written here,
in no batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.intent import asked
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="limits")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ex-ante tracking error (approx.): no more than 2.5 %", ("max_tracking_error", 0.025)),
        ("Realised volatility (hist.) must stay below 9 %", ("target_volatility", 0.09)),
        ("Volatility (est.) p.a. may not exceed 11 %", ("target_volatility", 0.11)),
        ("Single issuer (incl. derivatives): up to 6 %", ("max_position_weight", 0.06)),
        ("Tracking error vs. MSCI World: at most 3 %", ("max_tracking_error", 0.03)),
        ("Avg. issuer weight aside, any one issuer: up to 4 %", ("max_position_weight", 0.04)),
    ],
)
def test_an_abbreviated_qualifier_keeps_the_label_on_its_value(
    text: str, expected: tuple[str, float]
) -> None:
    subject, high = expected
    assert (subject, "ceiling", None, high) in _bounds(text)


def test_an_abbreviated_qualifier_in_a_fixed_width_row_keeps_its_row() -> None:
    screen = (
        "RISK MEASURE                  WATCH      LIMIT\n"
        "Volatility (ann., ex-ante)    8.10%      9.00%\n"
    )
    assert _bounds(screen) == [("target_volatility", "ceiling", None, 0.09)]


@pytest.mark.parametrize(
    "text",
    [
        "Risk budget. Volatility (ann.): 10 % at most, reviewed yearly",
        "Our volatility cap (est.) - at most 10 %",
        "Volatility vs. the benchmark's: no higher than 10 %",
    ],
)
def test_a_cited_value_after_an_abbreviated_label_is_stated(text: str) -> None:
    problems = provenance_problems(text, name="max_portfolio_volatility", value=0.1, words="10 %")
    assert problems == []


def test_a_sentence_still_ends_after_a_word_that_is_no_abbreviation() -> None:
    # the full stop after "book." ends its sentence: the cap after it is not the book's subject
    found = _bounds("Volatility is reported for the book. Any one issuer: up to 5 %")
    assert found == [("max_position_weight", "ceiling", None, 0.05)]


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Best return vs. the risk we run, please", "risk_adjusted"),
        ("Maximise the return we earn vs. the vol we take", "risk_adjusted"),
    ],
)
def test_versus_after_its_stop_still_relates_return_to_risk(text: str, objective: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == objective
