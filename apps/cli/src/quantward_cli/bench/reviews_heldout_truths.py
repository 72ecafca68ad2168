"""Whether a trend claim holds over a window of quarters (oldest first): true, false, or too
close to call (None, a claim the batches never make).

Batches J and V-ZC each kept a letter-for-letter copy of these readings under their own names
("never dipped", "did not de-grow", "higher every quarter"); they live here once, so that a
batch's claims table names what it claims and this module decides it. A batch whose reading
differs (W's "did not decline", measured against the first quarter's size; ZA's "increased
monotonically", too close to call on a flat quarter) keeps its own. Nothing here draws from an
rng, so a batch that uses them generates exactly what it did with its copy.

Every reading here holds for a signed series (net flows, net income) too: a move is measured
against the first quarter's size, so "1 % lower" of -100 is -101, not -99. `held_up` and
`held_down` once compared against `w[0] * 0.99` and `w[0] * 1.01` whatever the sign; for a
positive start they still do, bit for bit, and no registered batch's reading of a negative start
changed (every call they make was checked against the old reading).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

#: a claim's reading over a window: true, false, or too close to call (None)
Truth = Callable[[Sequence[float]], bool | None]


def rose(w: Sequence[float]) -> bool | None:
    """Up over the window by more than 1 % of where it started; down by more is false, and a
    move within 1 % too close to call."""
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def fell(w: Sequence[float]) -> bool | None:
    """`rose` read the other way: too close to call where it is."""
    up = rose(w)
    return None if up is None else not up


def never_fell(w: Sequence[float]) -> bool | None:
    """No quarter below the one before it; false as soon as one is."""
    return all(b >= a for a, b in itertools.pairwise(w))


def never_rose(w: Sequence[float]) -> bool | None:
    """No quarter above the one before it; false as soon as one is."""
    return all(b <= a for a, b in itertools.pairwise(w))


def rose_every_quarter(w: Sequence[float]) -> bool | None:
    """Every quarter above the one before it; false as soon as one is not, so a flat quarter
    breaks it where `never_fell` lets it pass."""
    return all(b > a for a, b in itertools.pairwise(w))


def fell_every_quarter(w: Sequence[float]) -> bool | None:
    """Every quarter below the one before it; false as soon as one is not."""
    return all(b < a for a, b in itertools.pairwise(w))


def _one_percent_lower(start: float) -> float:
    """1 % of its size below `start`: `start * 0.99` for a positive start (as the batches read
    it), `start * 1.01` for a negative one, so that a signed series (net flows, net income) that
    starts below zero is read the same way."""
    return start * 0.99 if start >= 0 else start * 1.01


def _one_percent_higher(start: float) -> float:
    """1 % of its size above `start`: `start * 1.01` for a positive start, `start * 0.99` for
    a negative one."""
    return start * 1.01 if start >= 0 else start * 0.99


def held_up(w: Sequence[float]) -> bool | None:
    """ "did not fall": true when no quarter fell, false when the window ends more than 1 % (of
    the first quarter's size) lower; a dip it recovered from is too close to call. Read the same
    way for a series that starts below zero."""
    if never_fell(w):
        return True
    return False if w[-1] < _one_percent_lower(w[0]) else None


def held_down(w: Sequence[float]) -> bool | None:
    """ "did not rise": true when no quarter rose, false when the window ends more than 1 % (of
    the first quarter's size) higher; a rise it gave back is too close to call. Read the same
    way for a series that starts below zero."""
    if never_rose(w):
        return True
    return False if w[-1] > _one_percent_higher(w[0]) else None


__all__ = [
    "Truth",
    "fell",
    "fell_every_quarter",
    "held_down",
    "held_up",
    "never_fell",
    "never_rose",
    "rose",
    "rose_every_quarter",
]
