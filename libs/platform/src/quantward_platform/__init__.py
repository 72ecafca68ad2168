"""quantward_platform: what research agents compute with — registered datasets and library
functions (prices, fundamentals, earnings, cvxpy portfolio optimisers), all point in time.

Every function takes an `as_of` (or a window `end` that must not pass it) and never reads data
published after it; every function is pure and deterministic: it takes the data it computes on
as an argument, from a `MarketData` adapter the caller was given, so a result can be recomputed
by the validator and replayed from the run record. A research contract names datasets and
functions by the stable ids in `registry` (`DATASETS`, `LIBRARY`).

    from quantward_platform import get_function
    from quantward_democorpus.market_data import EmbeddedMarketData
    get_function("prices.window_stats").call(
        {"entity_ids": ["ent_apple_inc"], "start": "2021-01-01", "end": "2021-12-31",
         "as_of": "2022-01-03"},
        EmbeddedMarketData.default(),
    )

This library reaches no network and reads no data on its own; the sandbox imports it as is.
It holds the `MarketData` port, not an adapter: the embedded one builds on the demo corpus
generator, so it lives in the demo-only package `quantward_democorpus` (`market_data`), which
this library never imports.
"""

from quantward_platform.earnings import EarningsHistory
from quantward_platform.errors import (
    EmptyWindowError,
    LookAheadError,
    PlatformError,
    UnknownDatasetError,
    UnknownEntityError,
    UnknownFunctionError,
)
from quantward_platform.fundamentals import (
    CreditMetrics,
    CreditQuarter,
    FundamentalsQuarters,
    QuarterFigures,
)
from quantward_platform.market_data import MarketData
from quantward_platform.portfolio import (
    ConstraintCheck,
    Evaluation,
    PortfolioConstraints,
    PortfolioMetrics,
    PortfolioResult,
    PortfolioWindow,
)
from quantward_platform.prices import (
    Drawdowns,
    EntityDrawdowns,
    EntityWindowStats,
    WindowStats,
)
from quantward_platform.registry import (
    DATASETS,
    LIBRARY,
    DatasetSpec,
    FunctionSpec,
    dataset,
    get_function,
    has_field,
)

__all__ = [
    "DATASETS",
    "LIBRARY",
    "ConstraintCheck",
    "CreditMetrics",
    "CreditQuarter",
    "DatasetSpec",
    "Drawdowns",
    "EarningsHistory",
    "EmptyWindowError",
    "EntityDrawdowns",
    "EntityWindowStats",
    "Evaluation",
    "FunctionSpec",
    "FundamentalsQuarters",
    "LookAheadError",
    "MarketData",
    "PlatformError",
    "PortfolioConstraints",
    "PortfolioMetrics",
    "PortfolioResult",
    "PortfolioWindow",
    "QuarterFigures",
    "UnknownDatasetError",
    "UnknownEntityError",
    "UnknownFunctionError",
    "WindowStats",
    "dataset",
    "get_function",
    "has_field",
]
