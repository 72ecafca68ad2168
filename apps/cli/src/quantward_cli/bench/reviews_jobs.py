"""The review suite split across processes: the same rows, failures and table as
`reviews.run`, in a fraction of the time.

Why: the suite reviews every batch twice (without and with the validator's checks), about
26,000 bundles; the offline rules are pure Python, so one process uses one core and the whole
suite takes most of an hour. Batches are independent (each case's verdict depends on its
bundle only), so whole batches are handed to worker processes and the results are put back
in the order one process would have produced them: reviewer, then batch, as `reviews.run`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from functools import cache
from importlib import import_module
from multiprocessing import get_context
from typing import Any

TUNING = "tuning"
_SET_PREFIX = "set:"


def batch_labels() -> tuple[str, ...]:
    """Every batch of the suite by a label a worker can rebuild it from, in the suite's order:
    the tuning batch, the A–D held-out sets, then each of ALL_KIND_BATCHES."""
    from quantward_cli.bench import reviews, reviews_heldout

    sets = tuple(f"{_SET_PREFIX}{n}" for n in range(len(reviews_heldout.BATCHES)))
    return (TUNING, *sets, *reviews.ALL_KIND_BATCHES)


def _generated(label: str, market: Any) -> tuple[str, list[Any]]:
    """One batch's name (as the serial suite names it) and its cases."""
    from quantward_cli.bench import reviews, reviews_heldout

    if label == TUNING:
        return TUNING, list(reviews.generate())
    if label.startswith(_SET_PREFIX):
        parts = reviews_heldout.BATCHES[int(label.removeprefix(_SET_PREFIX))]
        return f"held-out (seed {parts.seed})", reviews_heldout.generate(parts, market=market)
    batch = import_module(f"quantward_cli.bench.{label}")
    return f"held-out (seed {batch.SEED})", batch.generate(market=market)


@cache
def _market() -> Any:
    """The shipped market data, read once per worker process, not once per batch."""
    from quantward_guardian.settings import GuardianSettings
    from quantward_kit.builders import build_market_data

    return build_market_data(GuardianSettings())


def _review_one(label: str, model: str | None) -> dict[str, Any]:
    """A worker's task: one batch generated and reviewed by every reviewer."""
    from quantward_cli.bench import reviews

    name, cases = _generated(label, _market())
    return asyncio.run(reviews.run(model, batches={name: cases}))


def merged(names: Sequence[str], parts: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The workers' results as one run over `names` (batch names in the suite's order) would
    give them: rows and failures ordered by reviewer (as first seen), then batch; within one
    batch each worker's own order is kept."""
    reviewers: list[str] = []
    for part in parts:
        for row in part["rows"]:
            if row["reviewer"] not in reviewers:
                reviewers.append(row["reviewer"])
    place = {name: n for n, name in enumerate(names)}

    def order(item: dict[str, Any]) -> tuple[int, int]:
        return reviewers.index(item["reviewer"]), place[item["batch"]]

    batches = {name: n for part in parts for name, n in part["batches"].items()}
    return {
        "cases": sum(part["cases"] for part in parts),
        "batches": {name: batches[name] for name in names},
        "rows": sorted((row for part in parts for row in part["rows"]), key=order),
        "wrong": sorted((fail for part in parts for fail in part["wrong"]), key=order),
    }


def run(
    jobs: int,
    model: str | None = None,
    *,
    labels: Sequence[str] | None = None,
    on_batch: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """Review the suite's batches (`labels`, default every one) in `jobs` processes, a batch
    per task so a free process takes the next one. `on_batch(done, total)` reports each
    finished batch for a progress line."""
    from quantward_cli.bench import reviews

    if jobs < 1:
        raise ValueError(f"jobs={jobs}: must be 1 or more")
    suite = batch_labels()
    chosen = tuple(labels or suite)
    unknown = [label for label in chosen if label not in suite]
    if unknown:
        raise ValueError(f"batch {unknown[0]!r}: not in the suite; use one of batch_labels()")
    if jobs == 1 and labels is None:
        return asyncio.run(reviews.run(model))
    with ProcessPoolExecutor(min(jobs, len(chosen)), mp_context=get_context("spawn")) as pool:
        futures = {pool.submit(_review_one, label, model): label for label in chosen}
        done: dict[str, dict[str, Any]] = {}
        for future in as_completed(futures):
            done[futures[future]] = future.result()
            if on_batch is not None:
                on_batch(len(done), len(chosen))
    parts = [done[label] for label in chosen]
    names = [name for part in parts for name in part["batches"]]
    return merged(names, parts)


__all__ = ["TUNING", "batch_labels", "merged", "run"]
