"""The API while its rate-limit store's PostgreSQL is unreachable (the rig's server, ADR 0035).

The limiter reaches the database through a TCP proxy the test controls: `cut` drops every
connection and refuses new ones (a database down or restarting), `stall` keeps them open but
passes nothing (a network that swallows packets), `restore` passes traffic again. The API is
otherwise built from its settings, as `quantward serve api` builds it (keys in PostgreSQL).
While the store cannot answer, every request is refused 503 with `Retry-After` and a one-line
body in the API's error format (fail closed), the outage is logged once, and the API serves
again by itself once the database answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from pydantic import SecretStr

from quantward_api.app import build_app
from quantward_api.rate_limits_postgres import PostgresRateLimiter
from quantward_api.settings import ApiSettings
from quantward_bus import InMemoryEventBus

pytestmark = [pytest.mark.connected, pytest.mark.postgres]

#: how long a check waits on the database (generous: a busy machine must not look like an
#: outage), and how long checks fail fast between attempts
TIMEOUT_S = 3.0
RETRY_S = 0.3


class Proxy:
    """127.0.0.1:<port> → the database, cut, stalled and restored on the test's word."""

    def __init__(self, host: str, port: int) -> None:
        self.upstream = (host, port)
        self.port = 0
        self.stalled = False
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self._pipes: set[asyncio.Task[None]] = set()

    async def restore(self) -> None:
        self.stalled = False
        if self._server is None:
            self._server = await asyncio.start_server(self._accept, "127.0.0.1", self.port)
            self.port = self._server.sockets[0].getsockname()[1]

    async def cut(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        for writer in list(self._writers):
            writer.transport.abort()
        for pipe in list(self._pipes):
            pipe.cancel()

    def stall(self) -> None:
        self.stalled = True

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}
        for source, sink in ((reader, up_writer), (up_reader, writer)):
            pipe = asyncio.get_running_loop().create_task(self._pipe(source, sink))
            self._pipes.add(pipe)
            pipe.add_done_callback(self._pipes.discard)

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        with contextlib.suppress(OSError, asyncio.CancelledError):
            while data := await source.read(65536):
                if not self.stalled:  # a stalled network swallows what it is given
                    sink.write(data)
                    await sink.drain()
        sink.transport.abort()
        self._writers.discard(sink)


@pytest.fixture
async def proxy(postgres_dsn: str) -> AsyncIterator[Proxy]:
    where = conninfo_to_dict(postgres_dsn)
    found = Proxy(str(where.get("host", "127.0.0.1")), int(where.get("port", 5432)))
    await found.restore()
    yield found
    await found.cut()


async def me(client: httpx.AsyncClient) -> httpx.Response:
    return await client.get("/v1/me")


async def until_served(client: httpx.AsyncClient) -> httpx.Response:
    """The first answer that is not the outage's 503 (each 503 says when to come back)."""
    for _ in range(200):
        answer = await me(client)
        if answer.status_code != 503:
            return answer
        await asyncio.sleep(RETRY_S / 3)
    raise AssertionError(f"still 503 after the database came back: {answer.text}")


def assert_refused_for_the_store(answer: httpx.Response, dsn: str) -> None:
    assert answer.status_code == 503, answer.text
    assert int(answer.headers["retry-after"]) >= 1
    error = answer.json()["error"]
    assert error["code"] == "unavailable"
    assert "rate-limit store is unavailable" in error["message"]
    assert "\n" not in error["message"]
    password = str(conninfo_to_dict(dsn).get("password", "")) or "(none)"
    for secret in (dsn, password, "Traceback", "psycopg"):
        assert secret not in answer.text


async def test_the_api_refuses_with_503_while_its_rate_limit_store_is_down_and_recovers(
    postgres_dsn: str, proxy: Proxy, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    schema = f"api_outage_{uuid.uuid4().hex[:10]}"
    settings = ApiSettings(
        api_port=0,
        postgres_dsn=SecretStr(postgres_dsn),
        records_schema=schema,
        api_keys_path=tmp_path / "unused-keys.sqlite3",
        api_conversations_path=tmp_path / "unused-conversations.sqlite3",
    )
    through_proxy = make_conninfo(postgres_dsn, host="127.0.0.1", port=str(proxy.port))
    limiter = await PostgresRateLimiter.connect(
        through_proxy, schema, retry_s=RETRY_S, timeout_s=TIMEOUT_S
    )
    bus = InMemoryEventBus()
    await bus.start()
    app = await build_app(settings, bus=bus, limiter=limiter)
    await app.start()
    try:
        key, _ = app.credentials.create("alice", team="research", roles=["analyst"])
        headers = {"Authorization": f"Bearer {key}"}
        async with httpx.AsyncClient(
            base_url=f"http://127.0.0.1:{app.port}", headers=headers, timeout=30.0
        ) as client:
            assert (await me(client)).status_code == 200
            with caplog.at_level(logging.INFO, logger="quantward"):
                await proxy.cut()  # the database goes away
                for _ in range(4):
                    assert_refused_for_the_store(await me(client), postgres_dsn)
                await proxy.restore()  # and comes back: the limiter connects again
                assert (await until_served(client)).status_code == 200
                proxy.stall()  # a network that passes nothing: the check gives up in time
                assert_refused_for_the_store(await me(client), postgres_dsn)
                await proxy.restore()
                assert (await until_served(client)).status_code == 200
            records = [r for r in caplog.records if r.name.startswith("quantward")]
            assert all(r.levelno < logging.ERROR and r.exc_info is None for r in records)
            messages = [r.getMessage() for r in records if "rate-limit store" in r.getMessage()]
            # one line when each outage begins and one when it ends, none per request
            assert [("unavailable" in m, "answers again" in m) for m in messages] == [
                (True, False),
                (False, True),
                (True, False),
                (False, True),
            ], messages
            assert all(str(conninfo_to_dict(postgres_dsn)["password"]) not in m for m in messages)
    finally:
        await app.stop()
        await bus.stop()
        with psycopg.connect(postgres_dsn, autocommit=True) as db:
            db.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
