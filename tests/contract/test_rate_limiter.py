"""The rate-limiter contract (per-user token buckets, `RateLimiter`): one suite, run against
the in-memory buckets of one API process and the PostgreSQL ones shared by replicas (the rig's
server, each test in its own schema). `replica` is the limiter another API process uses: for
PostgreSQL a second connection on the same table, for memory the same buckets (one process has
one). Each test therefore also shows what replicas share: together they allow a user's rate
once."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest

from quantward_api.rate_limits import (
    MemoryRateLimiter,
    RateLimiter,
    RateLimitStoreUnavailableError,
)
from tests.ports import closed_port


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Backend:
    limiter: RateLimiter
    replica: RateLimiter
    clock: Clock
    shares_a_database: bool


async def _memory() -> AsyncIterator[Backend]:
    clock = Clock()
    limiter = MemoryRateLimiter(clock=clock)
    yield Backend(limiter, limiter, clock, shares_a_database=False)
    await limiter.close()


async def _postgres(dsn: str, *, with_clock: bool = True) -> AsyncIterator[Backend]:
    import psycopg

    from quantward_api.rate_limits_postgres import PostgresRateLimiter

    schema = f"rate_{uuid.uuid4().hex[:12]}"
    clock = Clock()
    given = clock if with_clock else None
    first = await PostgresRateLimiter.connect(dsn, schema, clock=given)
    second = await PostgresRateLimiter.connect(dsn, schema, clock=given)
    yield Backend(first, second, clock, shares_a_database=True)
    await first.close()
    await second.close()
    with psycopg.connect(dsn, autocommit=True) as db:
        db.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["embedded", pytest.param("postgres", marks=[pytest.mark.connected])])
async def backend(request: pytest.FixtureRequest) -> AsyncIterator[Backend]:
    if request.param == "embedded":
        async for found in _memory():
            yield found
    else:
        async for found in _postgres(request.getfixturevalue("postgres_dsn")):
            yield found


async def test_a_bucket_holds_its_burst_and_refills_at_its_rate(backend: Backend) -> None:
    take = backend.limiter.take
    assert [await take("alice", rate_per_s=2.0, burst=3) for _ in range(3)] == [None] * 3
    assert await take("alice", rate_per_s=2.0, burst=3) == pytest.approx(0.5)
    backend.clock.now += 0.25  # half a token back: still refused, for the other half
    assert await take("alice", rate_per_s=2.0, burst=3) == pytest.approx(0.25)
    backend.clock.now += 0.25
    assert await take("alice", rate_per_s=2.0, burst=3) is None
    assert await take("alice", rate_per_s=2.0, burst=3) == pytest.approx(0.5)
    backend.clock.now += 3600  # a long pause refills to the burst, never beyond it
    assert [await take("alice", rate_per_s=2.0, burst=3) for _ in range(4)][3] is not None


async def test_each_user_has_their_own_bucket_and_their_own_limits(backend: Backend) -> None:
    take = backend.limiter.take
    assert await take("alice", rate_per_s=1.0, burst=1) is None
    assert await take("alice", rate_per_s=1.0, burst=1) == pytest.approx(1.0)
    assert await take("bob", rate_per_s=1.0, burst=1) is None  # alice's empty bucket is hers
    assert await take("svc-bulk", rate_per_s=0.1, burst=5) is None
    assert await take("svc-bulk", rate_per_s=0.1, burst=5) is None
    # the user's limits lowered (a new key, a new token claim): the bucket holds the new burst
    backend.clock.now += 3600
    assert [await take("svc-bulk", rate_per_s=0.1, burst=2) for _ in range(3)][:2] == [None] * 2
    assert await take("svc-bulk", rate_per_s=0.1, burst=2) == pytest.approx(10.0)


async def test_replicas_take_from_one_bucket(backend: Backend) -> None:
    """Requests alternating between two API processes: the burst is the user's, not each
    replica's."""
    limiters = [backend.limiter, backend.replica]
    outcomes = [await limiters[i % 2].take("alice", rate_per_s=1.0, burst=4) for i in range(8)]
    assert outcomes[:4] == [None] * 4
    assert all(wait is not None for wait in outcomes[4:])
    backend.clock.now += 1.0
    assert await backend.replica.take("alice", rate_per_s=1.0, burst=4) is None
    assert await backend.limiter.take("alice", rate_per_s=1.0, burst=4) is not None


async def test_concurrent_checks_on_both_replicas_grant_exactly_the_burst(
    backend: Backend,
) -> None:
    """Forty requests at once, half on each replica, no time passing: exactly the burst of
    them get a token (the check is atomic: no two requests take the same token)."""
    checks = [
        limiter.take("alice", rate_per_s=0.001, burst=7)
        for _ in range(20)
        for limiter in (backend.limiter, backend.replica)
    ]
    outcomes = await asyncio.gather(*checks)
    assert sum(wait is None for wait in outcomes) == 7


@pytest.mark.connected
async def test_postgres_buckets_run_on_the_database_clock_and_full_ones_are_swept(
    postgres_dsn: str,
) -> None:
    """Without a given clock the database's is the time: one clock for every replica. Rows of
    buckets that have refilled are swept; a swept user starts again from a full bucket."""
    import psycopg

    async for backend in _postgres(postgres_dsn, with_clock=False):
        from quantward_api.rate_limits_postgres import PostgresRateLimiter

        limiter = backend.limiter
        assert isinstance(limiter, PostgresRateLimiter)
        assert await limiter.take("alice", rate_per_s=1000.0, burst=1) is None
        assert await limiter.take("idle", rate_per_s=0.001, burst=2) is None
        await asyncio.sleep(0.01)  # alice's single token (1 ms at 1000/s) is back
        assert await backend.replica.take("alice", rate_per_s=1000.0, burst=1) is None
        await asyncio.sleep(0.01)
        assert await limiter.sweep() == 1  # alice's full bucket; "idle" is still refilling
        with psycopg.connect(postgres_dsn) as db:
            rows = db.execute(f"SELECT subject FROM {limiter.table}").fetchall()
        assert rows == [("idle",)]
        assert await limiter.take("alice", rate_per_s=1000.0, burst=1) is None


@pytest.mark.connected
async def test_a_postgres_limiter_connects_again_after_losing_its_connection(
    postgres_dsn: str,
) -> None:
    """A dropped connection (a restarted server, a killed backend) fails no request: the next
    check connects again and finds the bucket as it was."""
    import psycopg

    async for backend in _postgres(postgres_dsn):
        from quantward_api.rate_limits_postgres import PostgresRateLimiter

        limiter = backend.limiter
        assert isinstance(limiter, PostgresRateLimiter)
        assert await limiter.take("alice", rate_per_s=1.0, burst=2) is None
        with psycopg.connect(postgres_dsn, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (limiter._db.info.backend_pid,))
        assert await limiter.take("alice", rate_per_s=1.0, burst=2) is None
        assert await limiter.take("alice", rate_per_s=1.0, burst=2) == pytest.approx(1.0)


async def test_a_postgres_limiter_whose_database_is_down_fails_closed_and_logs_it_once(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """No server at the DSN: every check raises `RateLimitStoreUnavailableError` (the API's
    503) instead of a driver error (its 500); between two attempts to connect, checks fail at
    once without touching the network; the outage is one warning without the password and
    without a traceback."""
    import psycopg

    from quantward_api.rate_limits_postgres import PostgresRateLimiter

    attempts: list[str] = []
    connect = psycopg.AsyncConnection.connect

    async def counted(conninfo: str, **kwargs: Any) -> Any:
        attempts.append(conninfo)
        return await connect(conninfo, **kwargs)

    monkeypatch.setattr(psycopg.AsyncConnection, "connect", counted)
    dsn = f"postgresql://qw:s3cret-pw@127.0.0.1:{closed_port()}/qw"
    limiter = PostgresRateLimiter(None, "rate_down", dsn=dsn, retry_s=30.0)
    with caplog.at_level("WARNING", logger="quantward.api"):
        with pytest.raises(RateLimitStoreUnavailableError) as first:
            await limiter.take("alice", rate_per_s=1.0, burst=2)
        for _ in range(5):
            with pytest.raises(RateLimitStoreUnavailableError) as later:
                await limiter.take("alice", rate_per_s=1.0, burst=2)
    assert first.value.retry_after_s == 30.0
    assert 0 < later.value.retry_after_s <= 30.0
    assert len(attempts) == 1  # the failed ones in between waited for the retry, not the network
    (record,) = caplog.records
    message = record.getMessage()
    assert "rate-limit store" in message
    assert "unavailable" in message
    assert "s3cret" not in message
    assert record.exc_info is None
    await limiter.close()
