"""Fixtures: a gateway over the embedded market data, with a known service credential."""

from __future__ import annotations

import pytest

from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_gateway import Gateway, ServiceCredentials, Services

SECRET = "svc-key-7f3a9c1e-never-in-the-sandbox"


@pytest.fixture(scope="session")
def services() -> Services:
    return Services(
        market_data=EmbeddedMarketData.default(),
        credentials=ServiceCredentials("platform", SECRET),
    )


@pytest.fixture
def gateway(services: Services) -> Gateway:
    return Gateway(services)
