"""A template's inputs as form fields (what the web UI's form is generated from), and a run's
record exported as its verifiable JSON Lines archive."""

from __future__ import annotations

from quantward_records.export import ExportedEntry, verify_archive

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
    served: Served,
) -> None:
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
