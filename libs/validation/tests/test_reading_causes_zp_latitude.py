"""The range and invented-limit causes batch ZP's first run showed, tested on constructions in
no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Causes:
- a subject qualified by where or over what it is measured before its value ("sector weight
  in the benchmark at 30 %") was no statement of the value (`mandate._STATEMENT`);
- a band denied as room in words of choosing or triggering ("not a setting the desk gets to
  pick", "merely a range which prompts escalation"), beside the point a sentence before fixed,
  was left as room (`denied_bands`, `mandate`);
- a proposal the sentence says was adopted ("members backed the proposal, and …") left
  the value after it only proposed (`standing_values.adopted_clause_start`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.mandate import clauses
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [
        (b.subject, b.kind, b.low, b.high) for c in clauses({"p": {"q": text}}) for b in c.bounds
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The policy sets sector weight in the benchmark at 30%. The 20%-30% band in Appendix 4"
        " is merely a range which prompts escalation.",
        "The policy sets sector weight in the benchmark at 30%. The 20%-30% band in Appendix 4"
        " is not a setting the desk gets to pick.",
    ],
)
def test_band_denied_beside_a_point(text: str) -> None:
    assert _bounds(text) == [("max_sector_weight", "range", 0.3, 0.3)]


def test_band_granted_stays() -> None:
    text = "Sector weight may sit anywhere in the 20%-30% band; the desk picks the figure."
    assert ("max_sector_weight", "range", 0.2, 0.3) in _bounds(text)


def _problem(text: str, figure: str) -> str | None:
    constraint = Constraint(
        name="max_gross_leverage",
        value=2.0,
        provenance="user_message",
        provenance_ref="m",
        unit="multiple",
        rationale="as stated",
    )
    q = next(q for q in quantities(text) if text[q.start : q.end] == figure)
    return stated_of(text, q.start, q.end, constraint)


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        (
            "Members backed the proposal, and gross leverage will be no more than 2x.",
            False,
        ),
        (
            "Members did not back the proposal, and gross leverage will be no more than 2x.",
            True,
        ),
    ],
)
def test_adopted_proposal(text: str, flagged: bool) -> None:
    assert (_problem(text, "2x") is not None) is flagged
