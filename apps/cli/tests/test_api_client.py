"""The CLI's HTTP API client: each error status is one line a user can act on (the field of a
422, the wait of a 429, nothing of a 5xx body), and the credential never appears in it."""

from __future__ import annotations

import httpx
import pytest

from quantward_cli.api_client import ApiClient, ApiError, failure_line, token_from_env

TOKEN = "qw_key123_s3cretvalue"


def _error(status: int, code: str, message: str, field: str | None = None) -> httpx.Response:
    body = {"error": {"code": code, "message": message, "field": field}}
    headers = {"Retry-After": "7"} if status == 429 else {}
    return httpx.Response(status, json=body, headers=headers)


@pytest.mark.parametrize(
    ("response", "expected"),
    [
        (_error(401, "unauthenticated", "unknown or revoked key"), ["401", "QW_API_TOKEN"]),
        (_error(403, "forbidden", "auditors cannot submit runs"), ["403", "auditors cannot"]),
        (_error(404, "not_found", "no such run"), ["404", "no such run"]),
        (_error(413, "too_large", "body over 65536 bytes"), ["413", "65536"]),
        (
            _error(422, "invalid", "not a date", "inputs.as_of"),
            ["422", "inputs.as_of", "not a date"],
        ),
        (_error(429, "rate_limited", "slow down"), ["429", "retry after 7 s"]),
        (_error(500, "internal", "boom at line 3"), ["500", "try again later"]),
        (httpx.Response(502, text="<html>bad gateway</html>"), ["502"]),
    ],
)
async def test_an_error_status_is_one_line_without_the_token(
    response: httpx.Response, expected: list[str]
) -> None:
    seen: list[str] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["Authorization"])
        return response

    async with ApiClient("http://api.test", TOKEN, transport=httpx.MockTransport(handle)) as api:
        with pytest.raises(ApiError) as failure:
            await api.submit({"question": "How did Apple do?"})
    line = str(failure.value)
    assert "\n" not in line
    assert TOKEN not in line
    for part in expected:
        assert part in line
    assert seen == [f"Bearer {TOKEN}"]
    if response.status_code >= 500:
        assert "boom" not in line
        assert "html" not in line


async def test_an_error_that_echoes_the_token_is_masked() -> None:
    def handle(request: httpx.Request) -> httpx.Response:
        return _error(401, "unauthenticated", f"bad key {TOKEN}")

    async with ApiClient("http://api.test", TOKEN, transport=httpx.MockTransport(handle)) as api:
        with pytest.raises(ApiError) as failure:
            await api.submit({"question": "q"})
    assert TOKEN not in str(failure.value)


async def test_the_stream_yields_events_until_end_and_skips_keep_alives() -> None:
    stream = (
        ": keep-alive\n\n"
        'id: evt_1\nevent: stage\ndata: {"stage": "planning", "detail": "x"}\n\n'
        'event: completed\ndata: {"status": "succeeded"}\n\n'
        "event: end\ndata: {}\n\n"
        'event: stage\ndata: {"stage": "after the end"}\n\n'
    )

    def handle(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, text=stream, headers={"Content-Type": "text/event-stream"})

    async with ApiClient("http://api.test", TOKEN, transport=httpx.MockTransport(handle)) as api:
        got = [item async for item in api.events("/v1/runs/run_1/events")]
    assert got == [
        ("stage", {"stage": "planning", "detail": "x"}),
        ("completed", {"status": "succeeded"}),
        ("end", {}),
    ]


async def test_an_unreachable_api_is_one_line() -> None:
    def handle(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused")

    async with ApiClient("http://api.test", TOKEN, transport=httpx.MockTransport(handle)) as api:
        with pytest.raises(ApiError, match=r"cannot reach the API at http://api\.test"):
            await api.submit({"question": "q"})


def test_a_missing_token_names_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("QW_API_TOKEN", raising=False)
    with pytest.raises(ApiError, match="QW_API_TOKEN"):
        token_from_env()


def test_a_body_that_is_not_json_still_gives_the_status() -> None:
    assert "404" in failure_line(404, b"not json")
