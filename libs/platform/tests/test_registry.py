"""The registry: every function id runs through its spec with its argument model, and a wrong id
is answered with the closest registered one."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_platform import (
    DATASETS,
    LIBRARY,
    UnknownDatasetError,
    UnknownFunctionError,
    dataset,
    get_function,
    has_field,
)

MARKET = EmbeddedMarketData.default()

WINDOW = {"start": "2021-01-01", "end": "2021-06-30", "as_of": "2021-07-01"}
NAMES = ["ent_apple_inc", "ent_microsoft", "ent_walmart"]

SAMPLES: dict[str, dict[str, Any]] = {
    "prices.window_stats": {"entity_ids": NAMES, **WINDOW},
    "prices.drawdowns": {"entity_ids": NAMES, "top": 2, **WINDOW},
    "fundamentals.quarters": {"entity_id": "ent_apple_inc", "as_of": "2022-12-31"},
    "fundamentals.credit_metrics": {
        "entity_id": "ent_apple_inc",
        "as_of": "2022-11-04T20:15:00Z",
        "count": 2,
    },
    "portfolio.market_neutral": {
        "entity_ids": NAMES,
        "constraints": {"max_position_weight": 0.4, "max_gross_leverage": 1.0},
        **WINDOW,
    },
    "portfolio.drawdown_aware": {
        "entity_ids": NAMES,
        "constraints": {"max_drawdown": 0.3},
        **WINDOW,
    },
    "portfolio.evaluate": {"weights": {"ent_apple_inc": 0.5, "ent_walmart": 0.5}, **WINDOW},
    "earnings.history": {"entity_id": "ent_apple_inc", "as_of": "2022-12-31", "count": 4},
}


def test_every_function_is_sampled() -> None:
    assert set(SAMPLES) == set(LIBRARY)


@pytest.mark.parametrize("function_id", sorted(SAMPLES))
def test_every_function_runs_through_its_spec(function_id: str) -> None:
    spec = get_function(function_id)
    assert spec.id == function_id
    result = spec.call(SAMPLES[function_id], MARKET)
    assert isinstance(result, spec.result)
    assert spec.call(spec.arguments.model_validate(SAMPLES[function_id]), MARKET) == result
    json.dumps(spec.schema())
    assert all(d in DATASETS for d in spec.datasets)


def test_arguments_are_validated_by_the_model() -> None:
    with pytest.raises(ValueError, match="entity_ids"):
        get_function("prices.window_stats").call({**WINDOW, "entity_ids": []}, MARKET)
    with pytest.raises(ValueError, match="unexpected_argument"):
        get_function("prices.window_stats").call(
            {**WINDOW, "entity_ids": NAMES, "unexpected_argument": 1}, MARKET
        )


def test_unknown_ids_suggest_the_closest() -> None:
    with pytest.raises(UnknownFunctionError, match=re.escape("Did you mean 'prices.window_stats'")):
        get_function("prices.window_stat")
    with pytest.raises(
        UnknownFunctionError, match=re.escape("Did you mean 'portfolio.market_neutral'")
    ):
        get_function("portfolio.marketneutral")
    with pytest.raises(UnknownDatasetError, match=re.escape("Did you mean 'prices.daily'")):
        dataset("price.daily")
    with pytest.raises(UnknownDatasetError):
        has_field("fundamental.quarterly", "revenue")


def test_datasets_and_fields() -> None:
    assert set(DATASETS) == {
        "prices.daily",
        "fundamentals.quarterly",
        "earnings.calendar",
        "documents.chunks",
    }
    assert has_field("fundamentals.quarterly", "debt_to_equity")
    assert not has_field("fundamentals.quarterly", "ebitda")
    assert has_field("earnings.calendar", "eps_surprise_pct")
    assert dataset("fundamentals.quarterly").point_in_time_column.startswith("published_at")
    assert dataset("fundamentals.quarterly").synthetic
