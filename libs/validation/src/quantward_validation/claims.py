"""Every trend claim an answer makes, checked against the computations it cites: a direction or
horizon a series contradicts (`trends`) and a level said against a bound the computed value
does not keep (`levels`: "vol stayed under 20 %", "Sharpe above 1.5").

A module of its own so that `levels`, which reads series and horizons as `trends` does, builds
on `trends` without `trends` importing it back.
"""

from __future__ import annotations

from collections.abc import Sequence

from quantward_contracts.values import Citation, Computation
from quantward_validation.levels import level_misstatements
from quantward_validation.trends import Misstatement, series_misstatements


def misstatements(
    sentences: Sequence[str],
    computations: Sequence[Computation],
    citations: Sequence[Citation] = (),
) -> list[Misstatement]:
    """Every sentence whose direction, horizon or level the computations contradict; with the
    answer's `citations`, a sentence citing a one-series computation is read of that series
    whatever it calls it (`trends.series_misstatements`)."""
    found, asserted = series_misstatements(sentences, computations, citations)
    return [*found, *level_misstatements(asserted, computations)]
