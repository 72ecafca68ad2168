"""The gateway's call path: capabilities run as the socket's binding, results are filtered per
field, metered per user and run, and registered as citable sources of the run."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from quantward_gateway import Binding, Entitlements, Gateway
from quantward_grounding.sources import item_chunk_id

APPLE = "ent_apple_inc"


def binding(entitlements: list[str] | None = None, *, as_of: date | None = None) -> Binding:
    return Binding(
        user="ana",
        team="equities",
        run_id="run_1",
        entitlements=Entitlements.of(entitlements),
        as_of=as_of,
        execution_id="call_1",
    )


async def test_prices_are_a_table_by_day_registered_as_a_source(gateway: Gateway) -> None:
    session = gateway.session(binding(as_of=date(2021, 12, 31)))
    reply = await session.call(
        {"id": 1, "capability": "prices", "args": {"entity_id": APPLE, "start": "2021-12-01"}}
    )
    assert reply["ok"], reply
    result = reply["result"]
    table = result["table"]
    assert table["columns"] == ["day", "close", "return"]
    assert table["index"] == "day"
    days = [row[0] for row in table["rows"]]
    assert days[0] >= "2021-12-01"
    assert days[-1] <= "2021-12-31"  # capped at the run's as-of day
    [source] = session.sources()
    assert result["source_id"] == source.source_id
    assert source.run_id == "run_1"
    assert source.kind == "computation"
    assert source.published == date(2021, 12, 31)
    # every row is citable on its own
    assert source.passage(item_chunk_id(source.source_id, days[-1])) is not None
    assert session.metered[-1].function_id == "prices"
    assert session.metered[-1].allowed
    assert session.metered[-1].units == len(days)


async def test_an_end_after_the_as_of_day_is_capped(gateway: Gateway) -> None:
    session = gateway.session(binding(as_of=date(2020, 6, 30)))
    reply = await session.call(
        {"id": 1, "capability": "prices", "args": {"entity_id": APPLE, "end": "2022-12-01"}}
    )
    assert max(row[0] for row in reply["result"]["table"]["rows"]) <= "2020-06-30"


async def test_fields_the_user_is_not_entitled_to_are_withheld(gateway: Gateway) -> None:
    entity = gateway.services.market_data.reported_entity_ids()[0]
    session = gateway.session(binding(["fundamentals.quarterly.revenue"]))
    reply = await session.call(
        {
            "id": 2,
            "capability": "fundamentals",
            "args": {"entity_id": entity, "as_of": "2022-12-28", "count": 2},
        }
    )
    assert reply["ok"], reply
    columns = reply["result"]["table"]["columns"]
    assert "revenue" in columns
    assert "net_income" not in columns
    assert "net_income" in reply["result"]["withheld"]
    assert "period" in columns  # not a dataset field: always shown
    # the registered source holds only what the user saw
    [source] = session.sources()
    assert "net_income" not in source.content
    assert reply["result"]["synthetic"] is True


async def test_same_result_in_another_execution_is_another_source(gateway: Gateway) -> None:
    request = {"id": 1, "capability": "company", "args": {"entity_id": APPLE}}
    first = await gateway.session(binding()).call(request)
    other = Binding(user="ana", team=None, run_id="run_1", execution_id="call_2")
    second = await gateway.session(other).call(request)
    assert first["result"]["value"]["ticker"] == "AAPL"
    assert first["result"]["source_id"] != second["result"]["source_id"]


async def test_a_bad_argument_is_named_and_metered(gateway: Gateway) -> None:
    session = gateway.session(binding())
    reply = await session.call({"id": 3, "capability": "prices", "args": {"entity": APPLE}})
    assert not reply["ok"]
    assert reply["error"]["kind"] == "invalid"
    assert "entity" in reply["error"]["message"]
    assert [(c.function_id, c.allowed, c.units) for c in session.metered] == [("prices", True, 0)]


async def test_unknown_capability_lists_the_registered_ones(gateway: Gateway) -> None:
    session = gateway.session(binding())
    reply = await session.call({"id": 4, "capability": "price", "args": {}})
    assert reply["error"]["kind"] == "unknown"
    assert "prices" in reply["error"]["message"]


async def test_optimiser_and_chart_capabilities(gateway: Gateway) -> None:
    session = gateway.session(binding(as_of=date(2021, 12, 31)))
    reply = await session.call(
        {
            "id": 5,
            "capability": "optimise",
            "args": {
                "entity_ids": [APPLE, "ent_amd", "ent_chevron_corporation"],
                "objective": "drawdown_aware",
                "constraints": {"max_drawdown": 0.4},
                "start": "2020-01-01",
            },
        }
    )
    assert reply["ok"], reply
    weights = reply["result"]["value"]["weights"]
    assert abs(sum(weights.values()) - 1) < 1e-6
    png = b"\x89PNG\r\n\x1a\n" + b"\x00" * 16
    import base64

    chart = await session.call(
        {
            "id": 6,
            "capability": "chart",
            "args": {"title": "Drawdown", "png_base64": base64.b64encode(png).decode()},
        }
    )
    assert chart["ok"], chart
    [name] = chart["result"]["artifacts"]
    assert session.artifacts[name] == png
    assert name.startswith(chart["result"]["source_id"])
    not_png = await session.call(
        {"id": 7, "capability": "chart", "args": {"title": "x", "png_base64": "aGVsbG8="}}
    )
    assert not_png["error"]["kind"] == "invalid"


async def test_socket_is_owner_only_and_removed_on_close(gateway: Gateway, tmp_path: Path) -> None:
    path = tmp_path / "gw.sock"
    session = await gateway.open(binding(), path)
    assert path.stat().st_mode & 0o777 == 0o600
    await session.close()
    assert not path.exists()
