"""Which library optimiser solves which economic objective.

The mapping is exact because each optimiser solves one fixed problem (see
`quantward_platform.portfolio`): `portfolio.market_neutral` maximises a risk-adjusted return
(mean-variance, net exposure pinned), `portfolio.drawdown_aware` maximises expected return under a
historical drawdown cap. Objectives without a library solver need custom code with a reason;
whether that code solves the objective is the Guardian's judgement, not a check.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

#: objective kind → the library function that solves it (None: no library solver exists)
SOLVERS: Final[Mapping[str, str | None]] = MappingProxyType(
    {
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
        "maximise_expected_return": None,
        "minimise_variance": None,
        "minimise_tracking_error": None,
    }
)

#: library optimiser → the objective kind it solves
OPTIMISERS: Final[Mapping[str, str]] = MappingProxyType(
    {function_id: kind for kind, function_id in SOLVERS.items() if function_id is not None}
)

#: what each optimiser does, in the words a reviewer checks the objective against
OPTIMISER_TEXT: Final[Mapping[str, str]] = MappingProxyType(
    {
        "portfolio.market_neutral": "maximises expected return minus risk aversion x variance "
        "with net exposure pinned at zero (mean-variance, long-short)",
        "portfolio.drawdown_aware": "maximises expected return, long-only and fully invested, "
        "under a cap on the historical maximum drawdown",
    }
)

#: library functions that recompute or describe a portfolio rather than choose one
PORTFOLIO_FUNCTIONS: Final[frozenset[str]] = frozenset({*OPTIMISERS, "portfolio.evaluate"})


def is_portfolio_objective(kind: str | None) -> bool:
    """Whether the objective is one an optimiser must solve (not a plain research answer)."""
    return kind is not None and kind in SOLVERS
