"""The review suite in several processes gives exactly what one process gives."""

from __future__ import annotations

import asyncio

import pytest

from quantward_cli.bench import reviews, reviews_heldout, reviews_jobs
from quantward_guardian.settings import GuardianSettings
from quantward_kit.builders import build_market_data


def test_two_processes_give_one_process_rows_and_failures() -> None:
    labels = ("set:1", "set:0")
    market = build_market_data(GuardianSettings())
    serial = asyncio.run(
        reviews.run(
            batches={
                f"held-out (seed {reviews_heldout.BATCHES[n].seed})": reviews_heldout.generate(
                    reviews_heldout.BATCHES[n], market=market
                )
                for n in (1, 0)
            }
        )
    )
    progress: list[tuple[int, int]] = []
    parallel = reviews_jobs.run(2, labels=labels, on_batch=lambda d, t: progress.append((d, t)))
    assert parallel == serial
    assert sorted(progress) == [(1, 2), (2, 2)]


def test_results_are_put_back_in_reviewer_then_batch_order() -> None:
    def part(batch: str) -> dict[str, object]:
        return {
            "cases": 2,
            "batches": {batch: 2},
            "rows": [{"reviewer": r, "batch": batch, "kind": "k"} for r in ("rules", "model")],
            "wrong": [{"reviewer": "model", "batch": batch, "case": f"{batch}/1"}],
        }

    got = reviews_jobs.merged(["b", "a"], [part("a"), part("b")])
    assert [(r["reviewer"], r["batch"]) for r in got["rows"]] == [
        ("rules", "b"),
        ("rules", "a"),
        ("model", "b"),
        ("model", "a"),
    ]
    assert [w["case"] for w in got["wrong"]] == ["b/1", "a/1"]
    assert got["batches"] == {"b": 2, "a": 2}
    assert got["cases"] == 4


def test_a_batch_outside_the_suite_is_named_in_the_error() -> None:
    with pytest.raises(ValueError, match="'reviews_heldout_nope': not in the suite"):
        reviews_jobs.run(2, labels=("reviews_heldout_nope",))
    with pytest.raises(ValueError, match="jobs=0"):
        reviews_jobs.run(0)


def test_every_batch_of_the_suite_has_a_label() -> None:
    labels = reviews_jobs.batch_labels()
    assert labels[0] == reviews_jobs.TUNING
    assert labels[-len(reviews.ALL_KIND_BATCHES) :] == reviews.ALL_KIND_BATCHES
    assert len(labels) == 1 + len(reviews_heldout.BATCHES) + len(reviews.ALL_KIND_BATCHES)
