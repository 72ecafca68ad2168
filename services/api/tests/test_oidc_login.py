"""The browser's OIDC sign-in against a fake issuer on 127.0.0.1: the authorization code flow
with PKCE (S256), state bound to the browser, the nonce in the ID token, the same HttpOnly
session and CSRF token as a key login, logout through the issuer, and every way it must fail
(another browser's state, a replayed callback, a forged nonce, another audience, a refusal at
the issuer, a user without a team). Over real HTTP on loopback ports."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import httpx
import pytest

from quantward_api.oidc_login import code_challenge, safe_return

from .conftest import Served, serve
from .oidc_issuer import CLIENT_ID, Issuer

QUESTION = {"question": "What did Apple say about its guidance?"}


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    yield found
    found.close()


@pytest.fixture
async def served(tmp_path: Path, issuer: Issuer) -> AsyncIterator[Served]:
    async for s in serve(tmp_path, oidc_issuer=issuer.url, oidc_client_id=CLIENT_ID):
        yield s


async def _to_issuer(client: httpx.AsyncClient, return_to: str = "/ui/#/runs") -> httpx.Response:
    """Begin signing in: the API's redirect to the issuer's authorization endpoint."""
    begun = await client.get("/v1/session/oidc/login", params={"return_to": return_to})
    assert begun.status_code == 303, begun.text
    return begun


async def _back_from_issuer(client: httpx.AsyncClient, begun: httpx.Response) -> str:
    """The browser at the issuer (already signed in there): the callback URL it is sent to."""
    async with httpx.AsyncClient() as browser_at_issuer:
        at_issuer = await browser_at_issuer.get(begun.headers["location"])
    assert at_issuer.status_code == 302
    return at_issuer.headers["location"]


async def sign_in(client: httpx.AsyncClient) -> httpx.Response:
    back = await _back_from_issuer(client, await _to_issuer(client))
    return await client.get(back)


async def test_signing_in_with_the_issuer_opens_the_same_session_a_key_login_does(
    served: Served, issuer: Issuer
) -> None:
    async with served.client() as client:
        options = (await client.get("/v1/session/options")).json()
        assert options["oidc_login_url"] == "/v1/session/oidc/login"
        assert options["oidc_issuer"] == issuer.url

        begun = await _to_issuer(client)
        target = urlparse(begun.headers["location"])
        assert f"{target.scheme}://{target.netloc}{target.path}" == f"{issuer.url}/authorize"
        asked = {k: v[0] for k, v in parse_qs(target.query).items()}
        assert asked["response_type"] == "code"
        assert asked["client_id"] == CLIENT_ID
        assert asked["code_challenge_method"] == "S256"
        assert asked["redirect_uri"] == f"{served.url}/v1/session/oidc/callback"
        assert len(asked["state"]) >= 40
        assert len(asked["nonce"]) >= 30
        state_cookie = begun.headers["set-cookie"]
        assert state_cookie.startswith("qw_oidc_state=")
        for flag in ("HttpOnly", "SameSite=lax", "Path=/v1/session/oidc"):
            assert flag.lower() in state_cookie.lower(), state_cookie

        back = await _back_from_issuer(client, begun)
        done = await client.get(back)
        assert done.status_code == 303
        assert done.headers["location"] == "/ui/#/runs"
        assert "qw_session=" in done.headers.get("set-cookie", "")
        assert "samesite=strict" in done.headers["set-cookie"].lower()

        # the issuer checked the verifier against the challenge (it refuses otherwise)
        (exchange,) = issuer.token_requests
        assert code_challenge(exchange["code_verifier"]) == asked["code_challenge"]
        assert exchange["grant_type"] == "authorization_code"
        assert exchange["client_id"] == CLIENT_ID

        session = await client.get("/v1/session")
        assert session.status_code == 200, session.text
        body = session.json()
        assert body["me"] == {
            "subject": "olivia",
            "team": "research",
            "roles": ["analyst"],
            "entitlements": ["prices"],
            "via": "oidc",
            "requested_by": "user:olivia@team:research",
        }
        assert body["end_session_url"].startswith(f"{issuer.url}/logout?client_id={CLIENT_ID}")
        token = body["csrf_token"]
        assert (await client.post("/v1/runs", json=QUESTION)).status_code == 403  # no CSRF
        submitted = await client.post("/v1/runs", json=QUESTION, headers={"X-CSRF-Token": token})
        assert submitted.status_code == 202, submitted.text
        assert submitted.json()["requested_by"] == "user:olivia@team:research"

        out = await client.delete("/v1/session", headers={"X-CSRF-Token": token})
        assert out.status_code == 204
        assert (await client.get("/v1/runs")).status_code == 401


async def test_roles_team_entitlements_and_limits_come_from_the_configured_claims(
    tmp_path: Path, issuer: Issuer
) -> None:
    issuer.user = {
        "sub": "sam",
        "grp": "audit",
        "perm": "auditor",
        "data": ["fundamentals"],
        "quota": {"rate_per_s": 0.01, "rate_burst": 3},
    }
    async for s in serve(
        tmp_path,
        oidc_issuer=issuer.url,
        oidc_client_id=CLIENT_ID,
        oidc_team_claim="grp",
        oidc_roles_claim="perm",
        oidc_entitlements_claim="data",
        oidc_limits_claim="quota",
    ):
        async with s.client() as client:
            assert (await sign_in(client)).status_code == 303
            me = (await client.get("/v1/session")).json()["me"]
            assert (me["subject"], me["team"], me["roles"], me["entitlements"]) == (
                "sam",
                "audit",
                ["auditor"],
                ["fundamentals"],
            )
            # the token's own burst (3): the session read above was the first request
            codes = [(await client.get("/v1/runs")).status_code for _ in range(3)]
            assert codes == [200, 200, 429]


async def test_a_callback_without_this_browsers_state_logs_nobody_in(
    served: Served, issuer: Issuer
) -> None:
    async with served.client() as victim, served.client() as attacker:
        # the attacker begins a sign-in and lures the victim's browser to its callback
        back = await _back_from_issuer(attacker, await _to_issuer(attacker))
        lured = await victim.get(back)
        assert lured.status_code == 303
        assert lured.headers["location"] == "/ui/#/login?oidc=state"
        assert "qw_session=" not in lured.headers.get("set-cookie", "")
        assert issuer.token_requests == []  # the code was never exchanged


async def test_a_callback_works_once(served: Served) -> None:
    async with served.client() as client:
        begun = await _to_issuer(client)
        back = await _back_from_issuer(client, begun)
        assert (await client.get(back)).headers["location"] == "/ui/#/runs"
        client.cookies.set("qw_oidc_state", parse_qs(urlparse(back).query)["state"][0])
        again = await client.get(back)
        assert again.headers["location"] == "/ui/#/login?oidc=expired"


@pytest.mark.parametrize(
    ("forged", "reason"),
    [
        ({"nonce": "another-sign-in"}, "claims"),
        ({"aud": "another-client"}, "claims"),
        ({"iss": "http://127.0.0.1:1"}, "claims"),
        ({"team": None}, "claims"),
        ({"exp": 1}, "claims"),
    ],
)
async def test_an_id_token_that_does_not_check_out_logs_nobody_in(
    served: Served, issuer: Issuer, forged: dict[str, object], reason: str
) -> None:
    issuer.id_token_overrides = forged
    async with served.client() as client:
        done = await sign_in(client)
        assert done.headers["location"] == f"/ui/#/login?oidc={reason}"
        assert "qw_session=" not in done.headers.get("set-cookie", "")
        assert (await client.get("/v1/session")).status_code == 401


async def test_a_refusal_at_the_issuer_or_a_wrong_verifier_goes_back_to_the_login_page(
    served: Served, issuer: Issuer
) -> None:
    async with served.client() as client:
        begun = await _to_issuer(client)
        state = parse_qs(urlparse(begun.headers["location"]).query)["state"][0]
        denied = await client.get(
            "/v1/session/oidc/callback", params={"error": "access_denied", "state": state}
        )
        assert denied.headers["location"] == "/ui/#/login?oidc=denied"

        # the issuer refuses a code whose verifier does not hash to the challenge
        begun = await _to_issuer(client)
        back = await _back_from_issuer(client, begun)
        code = parse_qs(urlparse(back).query)["code"][0]
        asked = issuer.authorizations[-1]
        asked["code_challenge"] = code_challenge("not the verifier the API holds")
        refused = await client.get(back)
        assert refused.headers["location"] == "/ui/#/login?oidc=token"
        assert issuer.token_requests[-1]["code"] == code


async def test_without_a_client_id_there_is_no_browser_sign_in(tmp_path: Path) -> None:
    async for s in serve(tmp_path / "plain"):
        async with s.client() as client:
            assert (await client.get("/v1/session/options")).json()["oidc_login_url"] is None
            missing = await client.get("/v1/session/oidc/login")
            assert missing.status_code == 404
            assert missing.json()["error"]["code"] == "not_found"
            back = await client.get("/v1/session/oidc/callback", params={"code": "x", "state": "y"})
            assert back.headers["location"] == "/ui/#/login?oidc=disabled"


def test_only_a_path_of_the_ui_is_returned_to() -> None:
    assert safe_return("/ui/#/runs/run_1") == "/ui/#/runs/run_1"
    for hostile in ("https://evil.example/", "//evil.example/ui/", "/v1/runs", None, "/ui/\\x"):
        assert safe_return(hostile) == "/ui/"
