"""The bounds the mandate reader finds in one clause text, as tuples a test compares: one
helper for the many reading tests instead of a copy in each."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Literal

from quantward_validation.mandate import Bound, clauses

BoundField = Literal["subject", "kind", "low", "high", "discretion", "relative"]
#: what most tests compare: the subject, the kind of bound and its two ends
PLAIN: Final[tuple[BoundField, ...]] = ("subject", "kind", "low", "high")


def bounds_of(
    text: str,
    *,
    key: str = "policy",
    fields: Sequence[BoundField] = PLAIN,
    rounded: bool = False,
) -> list[tuple[Any, ...]]:
    """The `fields` of every bound the clause `key: text` states, in order; `rounded` rounds
    the ends to six places (a bound computed from a percentage, "7.5 %", is 0.075 up to float
    noise)."""
    return [_fields(b, fields, rounded) for c in clauses({key: text}) for b in c.bounds]


def _fields(bound: Bound, fields: Sequence[BoundField], rounded: bool) -> tuple[Any, ...]:
    def value(field: BoundField) -> Any:
        got = getattr(bound, field)
        if rounded and field in ("low", "high") and got is not None:
            return round(got, 6)
        return got

    return tuple(value(f) for f in fields)
