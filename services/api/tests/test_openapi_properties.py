"""Property-based tests generated from the published OpenAPI document (Schemathesis): every
operation, with generated valid and invalid requests, never answers 5xx and every response
matches the schema the document gives for it. The API runs on a loopback port in a thread of
its own (with the scripted platform behind it), authenticated with an analyst's key."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error, response_schema_conformance

from quantward_api.app import openapi_document

from .conftest import Served, serve
from .grpc_fakes import start_fakes

schema = schemathesis.openapi.from_dict(openapi_document())


class Background:
    """The served API in its own event loop and thread, for the synchronous generated tests."""

    def __init__(self, folder: Any) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.lookups, address = self._run(start_fakes())
        self._serving = serve(
            folder,
            api_rate_burst=1_000_000,
            api_rate_per_s=1_000_000.0,
            api_resolver_address=address,
            api_search_address=address,
        )
        self.served: Served = self._run(self._serving.__anext__())
        self.key = self.served.key("alice", "research", "analyst")

    def _run(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(60)

    def close(self) -> None:
        self._run(self._serving.aclose())
        self._run(self.lookups.stop(0))
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Background]:
    background = Background(tmp_path_factory.mktemp("api-properties"))
    yield background
    background.close()


@schema.parametrize()
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_no_operation_fails_or_breaks_its_schema(case: Any, api: Background) -> None:
    case.call_and_validate(
        base_url=api.served.url,
        headers={"Authorization": f"Bearer {api.key}"},
        checks=[not_a_server_error, response_schema_conformance],
        timeout=10,
    )
