"""The API benchmark runs end to end on the embedded platform (small sizes) and its table
reports every figure it measured."""

from __future__ import annotations

from quantward_cli.bench import api


async def test_a_small_api_benchmark_measures_every_figure(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QW_RECORDS_PATH", str(tmp_path / "records"))
    results = await api.run(runs=2, followers=5)
    assert results["submission_ms"]["http"]["p50"] > 0
    assert results["events_measured"] > 0
    # the API's part of each event's overhead is part of what the client measured
    assert 0 < results["per_event_server_ms"]["p50"] <= results["per_event_overhead_ms"]["max"]
    assert results["rate_limit"] is None  # no PostgreSQL given
    assert results["first_event_ms"]["p50"] > 0
    assert results["followers"]["count"] == 5
    assert results["followers"]["events"] > 0
    assert results["followers"]["lost"] == 0
    table = api.table(results)
    assert "API overhead per submission" in table
    assert "5 concurrent SSE followers" in table
    assert "of which the API's part" in table
    assert "not measured (no QW_POSTGRES_DSN)" in table
