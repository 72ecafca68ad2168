"""Retry backoff bounds and the duplicate stores."""

from __future__ import annotations

from pathlib import Path

import pytest

from quantward_bus import InMemoryDedupeStore, RetryPolicy, SqliteDedupeStore


def test_backoff_grows_exponentially_up_to_the_ceiling_without_jitter() -> None:
    policy = RetryPolicy(initial_backoff_s=0.1, multiplier=2, max_backoff_s=0.5, jitter=False)
    assert [policy.backoff(a) for a in range(1, 6)] == [0.1, 0.2, 0.4, 0.5, 0.5]


def test_jittered_backoff_stays_between_half_and_the_full_step() -> None:
    policy = RetryPolicy(initial_backoff_s=0.1, multiplier=2, max_backoff_s=10)
    for attempt in range(1, 6):
        step = 0.1 * 2 ** (attempt - 1)
        samples = [policy.backoff(attempt) for _ in range(200)]
        assert all(step / 2 <= s <= step for s in samples)
        assert len(set(samples)) > 1


@pytest.mark.parametrize("bad", [{"max_attempts": 0}, {"initial_backoff_s": -1}])
def test_nonsense_policies_are_refused(bad: dict[str, float]) -> None:
    with pytest.raises(ValueError, match="RetryPolicy"):
        RetryPolicy(**bad)  # type: ignore[arg-type]


def test_in_memory_store_is_per_group_and_forgets_the_oldest_beyond_capacity() -> None:
    store = InMemoryDedupeStore(capacity=2)
    store.mark("a", "evt_1")
    assert store.seen("a", "evt_1")
    assert not store.seen("b", "evt_1")
    store.mark("a", "evt_2")
    store.seen("a", "evt_1")  # touching keeps it recent
    store.mark("a", "evt_3")
    assert store.seen("a", "evt_1")
    assert not store.seen("a", "evt_2")
    assert store.seen("a", "evt_3")


def test_sqlite_store_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "dedupe.sqlite"
    first = SqliteDedupeStore(path)
    first.mark("g", "evt_1")
    first.mark("g", "evt_1")
    first.close()
    second = SqliteDedupeStore(path)
    assert second.seen("g", "evt_1")
    assert not second.seen("other", "evt_1")
    second.close()
