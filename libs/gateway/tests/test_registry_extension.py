"""Adding a capability is one module and one registry line: `capability_example/dividends.py`
gets identity, entitlements per dataset and field, metering and source registration from the
gateway without its author touching any of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from quantward_gateway import REGISTRY, Binding, Entitlements, Gateway, Services, load

HERE = Path(__file__).parent / "capability_example"


@pytest.fixture
def gateway(services: Services, monkeypatch: pytest.MonkeyPatch) -> Gateway:
    monkeypatch.syspath_prepend(str(HERE))
    return Gateway(services, capabilities=load((*REGISTRY, "dividends")))  # the one line


def ana(entitlements: list[str]) -> Binding:
    return Binding("ana", "equities", "run_x", Entitlements.of(entitlements), execution_id="c1")


async def test_the_new_capability_is_served_cited_and_metered(gateway: Gateway) -> None:
    session = gateway.session(ana(["dividends.history"]))
    reply = await session.call({"id": 1, "capability": "dividends", "args": {"entity_id": "ent_x"}})
    assert reply["ok"], reply
    assert reply["result"]["table"]["columns"] == ["paid", "amount", "declared"]
    [source] = session.sources()
    assert source.source_id == reply["result"]["source_id"]
    assert source.synthetic is True
    assert [(c.function_id, c.allowed, c.units) for c in session.metered] == [
        ("dividends", True, 2)
    ]


async def test_the_new_capability_gets_entitlements_per_dataset_and_field(gateway: Gateway) -> None:
    refused = gateway.session(ana(["prices.daily"]))
    reply = await refused.call({"id": 1, "capability": "dividends", "args": {"entity_id": "e"}})
    assert reply["error"]["kind"] == "entitlement"
    partial = gateway.session(ana(["dividends.history.declared"]))
    reply = await partial.call({"id": 1, "capability": "dividends", "args": {"entity_id": "e"}})
    assert reply["result"]["withheld"] == ["amount"]
    assert "amount" not in reply["result"]["table"]["columns"]


async def test_the_new_capability_gets_identity_checks(gateway: Gateway) -> None:
    session = gateway.session(ana(["dividends.history"]))
    reply = await session.call(
        {"id": 1, "capability": "dividends", "args": {"entity_id": "e", "user": "bob"}}
    )
    assert reply["error"]["kind"] == "identity"


def test_a_module_without_a_capability_or_a_duplicate_is_refused() -> None:
    with pytest.raises(TypeError, match="must define CAPABILITY"):
        load(["quantward_gateway.capability"])
    with pytest.raises(ValueError, match="registered twice"):
        load([REGISTRY[0], REGISTRY[0]])
