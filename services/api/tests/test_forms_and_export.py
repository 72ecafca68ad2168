"""A template's inputs as form fields (what the web UI's form is generated from), and a run's
record exported as its verifiable JSON Lines archive."""

from __future__ import annotations

import json

import pytest

from quantward_records import verify_run
from quantward_records.documents import run_view
from quantward_records.export import ExportedEntry, verify_archive
from quantward_records.packets import packet, packet_json

from .conftest import Served
from .test_runs import sse


async def test_a_templates_form_names_each_input_with_its_type_limits_and_mandate(
    served: Served,
) -> None:
    from quantward_workflows import bundled_templates

    async with served.client(served.key("alice", "research")) as client:
        for template in bundled_templates().values():
            response = await client.get(f"/v1/templates/{template.id}/form")
            assert response.status_code == 200, response.text
            form = response.json()
            assert [f["name"] for f in form["fields"]] == list(template.inputs)
            for field in form["fields"]:
                spec = template.inputs[field["name"]]
                assert field["type"] == spec.type
                assert field["required"] == spec.required
                assert (field["minimum"], field["maximum"]) == (spec.minimum, spec.maximum)
                assert bool(field["mandate"]) == (spec.type == "mandate")
        form = (await client.get("/v1/templates/drawdown-aware-allocation/form")).json()
        [mandate] = [f for f in form["fields"] if f["type"] == "mandate"]
        units = {m["name"]: m["unit"] for m in mandate["mandate"]}
        assert units["max_drawdown"] == "fraction"
        assert units["max_gross_leverage"] == "multiple"
        assert units["cost_bps"] == "bps"
        assert units["long_only"] == "bool"
        assert units["objective"] == "text"
        missing = await client.get("/v1/templates/no-such-template/form")
        assert missing.status_code == 404
        assert missing.json()["error"]["code"] == "not_found"


async def test_a_run_exports_as_an_archive_that_verifies_and_other_teams_get_404(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    from quantward_api import routes_export

    monkeypatch.setattr(routes_export, "BATCH", 3)  # streamed in many batches, none lost
    async with served.client(served.key("alice", "research")) as client:
        run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
        await sse(client, run["events_url"])
        exported = await client.get(f"/v1/runs/{run['run_id']}/export")
        assert exported.status_code == 200, exported.text
        assert exported.headers["content-type"].startswith("application/x-ndjson")
        assert f'filename="{run["run_id"]}.jsonl"' in exported.headers["content-disposition"]
    lines = [ExportedEntry.model_validate_json(x) for x in exported.text.splitlines()]
    assert {line.run_id for line in lines} == {run["run_id"]}
    assert len(lines) == len(served.store.entries(run["run_id"]))
    verification = verify_archive(lines)
    assert verification.ok, verification
    async with served.client(served.key("bob", "trading")) as other:
        refused = await other.get(f"/v1/runs/{run['run_id']}/export")
        assert refused.status_code == 404


async def test_a_runs_record_is_verified_by_the_api_and_its_packets_read_as_locally(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`/record/verify` runs the record's check next to the store and reports it as `record
    verify --json` does; `/record/packets/{kind}` is the document `record show --packet`
    builds. Both as the other record views: the owner, a team-mate and an auditor read them,
    another team gets 404."""
    async with served.client(served.key("alice", "research")) as client:
        run = (await client.post("/v1/runs", json={"question": "How did Apple do?"})).json()
        await sse(client, run["events_url"])
    run_id = run["run_id"]
    view = run_view(served.store, run_id)
    assert view is not None
    readers = [served.key("carol", "research"), served.key("dora", "audit", "auditor")]
    for key in readers:
        async with served.client(key) as client:
            verified = await client.get(f"/v1/runs/{run_id}/record/verify")
            assert verified.status_code == 200, verified.text
            store = served.store
            local = verify_run(
                run_id, store.entries(run_id), store.head(run_id), store.artifact,
                store.tombstone_of(run_id),
            )  # fmt: skip
            assert local.ok
            assert verified.json() == {
                "ok": True, "runs": 1, "entries": local.entries, "artifacts": local.artifacts,
                "problems": [],
            }  # fmt: skip
            for kind in ("acceptance", "commitment"):
                got = await client.get(f"/v1/runs/{run_id}/record/packets/{kind}")
                assert got.status_code == 200, got.text
                expected = packet_json(view, packet(view, kind))  # type: ignore[arg-type]
                assert got.json() == json.loads(json.dumps(expected, default=str))
            wrong = await client.get(f"/v1/runs/{run_id}/record/packets/approval")
            assert wrong.status_code == 422
    async with served.client(served.key("bob", "trading")) as other:
        for path in ("record/verify", "record/packets/commitment"):
            refused = await other.get(f"/v1/runs/{run_id}/{path}")
            assert refused.status_code == 404, path
            assert refused.json()["error"]["code"] == "not_found"

    # a record whose chain does not hold: the problem is named, `ok` is false
    entries = served.store.entries(run_id)
    monkeypatch.setattr(served.store, "entries", lambda _: entries[:2] + entries[3:])
    async with served.client(served.key("alice", "research")) as client:
        broken = (await client.get(f"/v1/runs/{run_id}/record/verify")).json()
    assert broken["ok"] is False
    assert broken["problems"]
    assert all(run_id in p for p in broken["problems"])
