"""Browser sessions: an API key exchanged for an HttpOnly SameSite=Strict cookie, the CSRF token
every cookie-authenticated change must carry, logout, revocation and expiry, the one-time login
link, and bearer clients unchanged. Over real HTTP on a loopback port."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx

from quantward_api.credentials_sql import SqliteCredentialStore
from quantward_api.principals import Principal, principal_from_json, principal_to_json
from quantward_api.sessions import LOGIN_LINK

from .conftest import Served, serve

QUESTION = {"question": "What did Apple say about its guidance?"}


@asynccontextmanager
async def logged_in(served: Served, key: str) -> AsyncIterator[tuple[httpx.AsyncClient, str]]:
    """A client holding a session cookie for `key`, and the session's CSRF token."""
    async with served.client() as client:
        response = await client.post("/v1/session", json={"api_key": key})
        assert response.status_code == 201, response.text
        yield client, response.json()["csrf_token"]


async def test_login_sets_an_http_only_strict_cookie_and_answers_who_and_the_csrf_token(
    served: Served,
) -> None:
    key = served.key("alice", "research")
    async with served.client() as client:
        response = await client.post("/v1/session", json={"api_key": key})
        assert response.status_code == 201
        cookie = response.headers["set-cookie"]
        assert cookie.startswith("qw_session=")
        for flag in ("HttpOnly", "SameSite=strict", "Path=/"):
            assert flag.lower() in cookie.lower(), cookie
        assert "secure" not in cookie.lower()  # plain HTTP on loopback
        body = response.json()
        assert body["me"]["subject"] == "alice"
        assert body["me"]["team"] == "research"
        assert len(body["csrf_token"]) >= 40
        assert key not in response.text
        # the cookie alone reads; the session repeats its token for a reloaded page
        assert (await client.get("/v1/runs")).status_code == 200
        again = await client.get("/v1/session")
        assert again.json()["csrf_token"] == body["csrf_token"]


async def test_a_change_with_the_cookie_needs_the_sessions_csrf_token(served: Served) -> None:
    async with logged_in(served, served.key("alice", "research")) as (client, token):
        missing = await client.post("/v1/runs", json=QUESTION)
        assert missing.status_code == 403
        assert missing.json()["error"]["code"] == "csrf"
        wrong = await client.post("/v1/runs", json=QUESTION, headers={"X-CSRF-Token": "x" * 43})
        assert wrong.status_code == 403
        # another session's token is no good either
        async with logged_in(served, served.key("carol", "research")) as (_, other_token):
            pass
        crossed = await client.post(
            "/v1/runs", json=QUESTION, headers={"X-CSRF-Token": other_token}
        )
        assert crossed.status_code == 403
        accepted = await client.post("/v1/runs", json=QUESTION, headers={"X-CSRF-Token": token})
        assert accepted.status_code == 202, accepted.text
        assert accepted.json()["requested_by"] == "user:alice@team:research"


async def test_bearer_clients_need_no_csrf_token_and_the_header_wins_over_a_cookie(
    served: Served,
) -> None:
    alice = served.key("alice", "research")
    bob = served.key("bob", "trading")
    async with logged_in(served, alice) as (client, _):
        # a bearer header is the credential even when a session cookie rides along
        response = await client.post(
            "/v1/runs", json=QUESTION, headers={"Authorization": f"Bearer {bob}"}
        )
        assert response.status_code == 202
        assert response.json()["requested_by"] == "user:bob@team:trading"


async def test_logout_ends_the_session_on_the_server(served: Served) -> None:
    async with logged_in(served, served.key("alice", "research")) as (client, token):
        value = client.cookies["qw_session"]
        assert (await client.delete("/v1/session")).status_code == 403  # no CSRF: no logout
        out = await client.delete("/v1/session", headers={"X-CSRF-Token": token})
        assert out.status_code == 204
        assert (
            'qw_session=""' in out.headers["set-cookie"] or "Max-Age=0" in out.headers["set-cookie"]
        )
    async with served.client(cookies={"qw_session": value}) as stale:
        refused = await stale.get("/v1/runs")
        assert refused.status_code == 401
        assert refused.json()["error"]["code"] == "unauthenticated"


async def test_revoking_the_key_ends_its_sessions(served: Served) -> None:
    key = served.key("alice", "research")
    async with logged_in(served, key) as (client, _):
        assert (await client.get("/v1/runs")).status_code == 200
        key_id = key.removeprefix("qw_").split("_", 1)[0]
        served.keys.revoke(key_id)
        refused = await client.get("/v1/runs")
        assert refused.status_code == 401
        assert "revoked" in refused.json()["error"]["message"]


async def test_a_wrong_key_or_no_key_gets_no_session(served: Served) -> None:
    async with served.client() as client:
        wrong = await client.post("/v1/session", json={"api_key": "qw_0000_nothing"})
        assert wrong.status_code == 401
        assert "set-cookie" not in wrong.headers
        token = await client.post("/v1/session", json={"api_key": "eyJhbGciOi.not.a.key"})
        assert token.status_code == 422
        assert token.json()["error"]["field"] == "api_key"
        assert (await client.get("/v1/session")).status_code == 401
    async with served.client(cookies={"qw_session": "made-up"}) as forging:
        assert (await forging.get("/v1/runs")).status_code == 401


def test_sessions_expire_and_login_links_work_once(tmp_path: Path) -> None:
    now = [1000.0]
    store = SqliteCredentialStore(tmp_path / "k.sqlite3", clock=lambda: now[0])
    alice = Principal(subject="alice", team="research", roles=frozenset({"analyst"}))
    session = store.open(alice, 60.0)
    assert store.session(session.session_id) == session
    now[0] += 61
    assert store.session(session.session_id) is None

    link = store.put_token(LOGIN_LINK, principal_to_json(alice), ttl_s=10)
    found = store.take_token(LOGIN_LINK, link)
    assert found is not None
    assert principal_from_json(found) == alice
    assert store.take_token(LOGIN_LINK, link) is None  # used up
    late = store.put_token(LOGIN_LINK, principal_to_json(alice), ttl_s=10)
    now[0] += 11
    assert store.take_token(LOGIN_LINK, late) is None  # expired
    assert store.take_token(LOGIN_LINK, "made-up") is None
    store.close()


async def test_the_ui_pages_are_served_with_a_strict_content_security_policy(
    served: Served,
) -> None:
    async with served.client() as client:
        root = await client.get("/")
        assert root.status_code == 307
        assert root.headers["location"] == "/ui/"
        page = await client.get("/ui/")
        assert page.status_code == 200
        assert '<script type="module" src="/ui/static/app.js">' in page.text
        csp = page.headers["content-security-policy"]
        assert "script-src 'self'" in csp
        assert "frame-ancestors 'none'" in csp
        module = await client.get("/ui/static/app.js")
        assert module.status_code == 200
        assert "javascript" in module.headers["content-type"]
        assert module.headers["content-security-policy"] == csp
        assert (await client.get("/ui/static/../app.py")).status_code == 404
        # a used or unknown login link goes back to the login page, with no cookie
        link = await client.get("/ui/login-link", params={"token": "made-up"})
        assert link.status_code == 303
        assert link.headers["location"] == "/ui/#/login?link=expired"
        assert "set-cookie" not in link.headers


async def test_two_api_processes_share_keys_logins_and_logouts(
    served: Served, tmp_path: Path
) -> None:
    """A second API on the same credential store (another replica): a key made for one works
    on the other, a browser logged in on one is logged in on the other, and a logout or a
    revocation on one holds on both (the PostgreSQL store is the same suite's
    `tests/contract/test_credential_store.py`)."""
    shared = tmp_path / "keys.sqlite3"
    async for other in serve(tmp_path / "replica", credentials=shared):
        key = served.key("alice", "research")
        async with other.client(key) as client:
            assert (await client.get("/v1/me")).json()["subject"] == "alice"
        async with logged_in(served, key) as (client, token):
            cookie = client.cookies["qw_session"]
            async with other.client(cookies={"qw_session": cookie}) as elsewhere:
                again = await elsewhere.get("/v1/session")
                assert again.status_code == 200
                assert again.json()["csrf_token"] == token
                out = await elsewhere.delete("/v1/session", headers={"X-CSRF-Token": token})
                assert out.status_code == 204
            assert (await client.get("/v1/runs")).status_code == 401  # logged out everywhere
        async with logged_in(other, key) as (client, _):
            served.keys.revoke(key.removeprefix("qw_").split("_", 1)[0])
            assert (await client.get("/v1/runs")).status_code == 401
