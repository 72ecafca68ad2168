"""The CLI as a client of a deployed HTTP API (`quantward serve api`): submit, follow, answer,
cancel, and read runs and their records.

The credential is an API key or an OIDC bearer token from `QW_API_TOKEN`, sent as
`Authorization: Bearer …` like every other API client. It is never printed: every failure
becomes one `ApiError` line built from the status and the API's own error body, and neither
ever contains the token (a message that would is masked).
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator
from typing import Any

import httpx

TOKEN_ENV = "QW_API_TOKEN"
URL_ENV = "QW_API_URL"

#: seconds to connect and to wait for an answer to a request (a stream waits as long as needed)
REQUEST_S = 30.0

#: a line for each status a user can act on; the API's own message follows it
_STATUS_LINES = {
    401: f"the API refused the credential (401): check {TOKEN_ENV}",
    403: "the API does not allow this for your roles (403)",
    404: "not found on the API (404)",
    409: "conflict (409)",
    413: "the request is too large for the API (413)",
    422: "the API refused the request (422)",
    429: "rate limited by the API (429)",
}


class ApiError(Exception):
    """One line for the user: what the API said, never the credential."""


def token_from_env() -> str:
    token = os.environ.get(TOKEN_ENV, "").strip()
    if not token:
        raise ApiError(f"set {TOKEN_ENV} to an API key or an OIDC bearer token to use --api")
    return token


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def failure_line(status: int, body: bytes, retry_after: str | None = None) -> str:
    """The one line a user sees for an error response (any body: JSON error or not)."""
    detail, field = "", None
    try:
        error = json.loads(body)["error"]
        detail, field = str(error.get("message") or ""), error.get("field")
    except (ValueError, KeyError, TypeError, AttributeError):
        pass
    if status >= 500:
        head = f"the API failed ({status}); try again later or ask its operator"
    else:
        head = _STATUS_LINES.get(status, f"the API answered {status}")
    if field:
        head += f": {field}"
    if status == 429 and retry_after:
        head += f"; retry after {retry_after} s"
    return _one_line(f"{head}: {detail}" if detail and status < 500 else head)


class ApiClient:
    """Runs on a deployed API over HTTP with one bearer credential."""

    def __init__(
        self, base_url: str, token: str, *, transport: httpx.AsyncBaseTransport | None = None
    ) -> None:
        self._token = token
        self._http = httpx.AsyncClient(
            transport=transport,
            base_url=base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
            timeout=httpx.Timeout(REQUEST_S),
        )

    async def __aenter__(self) -> ApiClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._http.aclose()

    def _masked(self, text: str) -> str:
        return text.replace(self._token, "***") if self._token else text

    def _raise_for(self, response: httpx.Response, body: bytes) -> None:
        if response.status_code >= 400:
            line = failure_line(response.status_code, body, response.headers.get("Retry-After"))
            raise ApiError(self._masked(line))

    async def _request(
        self,
        method: str,
        path: str,
        body: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        try:
            response = await self._http.request(method, path, json=body, params=params)
        except httpx.HTTPError as exc:
            raise ApiError(self._unreachable(exc)) from None
        self._raise_for(response, response.content)
        result: dict[str, Any] = response.json()
        return result

    def _unreachable(self, exc: httpx.HTTPError) -> str:
        why = _one_line(str(exc) or type(exc).__name__, 200)
        return self._masked(f"cannot reach the API at {self._http.base_url}: {why}")

    async def submit(self, body: dict[str, Any]) -> dict[str, Any]:
        """`POST /v1/runs`: the accepted run (`run_id`, `events_url`)."""
        return await self._request("POST", "/v1/runs", body)

    async def answer(self, run_id: str, clarification_id: str, answer: str) -> None:
        await self._request(
            "POST", f"/v1/runs/{run_id}/clarifications/{clarification_id}", {"answer": answer}
        )

    async def cancel(self, run_id: str, reason: str) -> None:
        """`POST /v1/runs/{id}/cancel`."""
        await self._request("POST", f"/v1/runs/{run_id}/cancel", {"reason": reason})

    async def get(self, path: str, **params: Any) -> dict[str, Any]:
        """A JSON document of the API (`/v1/runs`, a record view); None-valued params are
        left out."""
        query = {k: v for k, v in params.items() if v is not None}
        return await self._request("GET", path, params=query)

    async def lines(self, path: str) -> AsyncIterator[str]:
        """A streamed text document of the API (JSON Lines: `/v1/runs/{id}/export`), line by
        line as it arrives, each with its newline."""
        timeout = httpx.Timeout(REQUEST_S, read=None)
        try:
            async with self._http.stream(
                "GET", path, headers={"Accept": "application/x-ndjson"}, timeout=timeout
            ) as response:
                if response.status_code >= 400:
                    self._raise_for(response, await response.aread())
                async for line in response.aiter_lines():
                    yield line + "\n"
        except httpx.HTTPError as exc:
            raise ApiError(self._unreachable(exc)) from None

    async def events(self, events_url: str) -> AsyncIterator[tuple[str, dict[str, Any]]]:
        """The run's server-sent events as (event name, data) until `end`; keep-alive comments
        are skipped."""
        timeout = httpx.Timeout(REQUEST_S, read=None)
        name, data = "", ""
        try:
            async with self._http.stream(
                "GET", events_url, headers={"Accept": "text/event-stream"}, timeout=timeout
            ) as response:
                if response.status_code >= 400:
                    self._raise_for(response, await response.aread())
                async for line in response.aiter_lines():
                    if line.startswith(":"):
                        continue
                    if line:
                        key, _, value = line.partition(":")
                        value = value.removeprefix(" ")
                        if key == "event":
                            name = value
                        elif key == "data":
                            data += value
                        continue
                    if name or data:
                        yield name or "message", json.loads(data) if data else {}
                        if name == "end":
                            return
                    name, data = "", ""
        except httpx.HTTPError as exc:
            raise ApiError(self._unreachable(exc)) from None
