"""What the reading tests ask of the leakage and provenance readers, in one place: a plan's
texts checked against test windows, and a quoted figure checked as the source of a constraint.
One helper for the reading tests instead of a copy in each (as `clause_bounds` is for mandate
bounds)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Final, Literal

from quantward_contracts.values import Constraint, TextSpan
from quantward_validation.leakage import leaks
from quantward_validation.provenance import stated_of

#: two walk-forward test windows, 2016–2017 and 2018–2019: most reading tests' folds
TWO_FOLDS: Final = ((date(2016, 1, 4), date(2017, 12, 29)), (date(2018, 1, 2), date(2019, 12, 31)))

Unit = Literal["fraction", "bps", "multiple"]


def leaky(
    *texts: str,
    where: str | None = None,
    folds: Sequence[tuple[date, date]] = TWO_FOLDS,
) -> bool:
    """Whether the plan's texts state a use that overlaps a test window: each text in the field
    `where`, or in a field of its own (`field0`, `field1`, …) when none is named."""
    fields = [(where or f"field{k}", text) for k, text in enumerate(texts)]
    return bool(leaks(fields, folds))


def provenance_problem(
    name: str,
    value: float,
    text: str,
    figure: str,
    *,
    unit: Unit = "fraction",
    nth: int = 0,
) -> str | None:
    """What the provenance check finds wrong with a constraint whose span is the `nth`
    occurrence of `figure` in `text` (None: the span states the value in force)."""
    start = -1
    for _ in range(nth + 1):
        start = text.index(figure, start + 1)
    constraint = Constraint(
        name=name,
        value=value,
        unit=unit,
        provenance="user_message",
        provenance_ref="msg_1",
        rationale="quoted",
        span=TextSpan(start=start, end=start + len(figure)),
    )
    return stated_of(text, start, start + len(figure), constraint)
