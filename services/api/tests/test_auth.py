"""Authentication and limits: API keys, OIDC bearer tokens against a JWKS served on loopback,
rate and size limits, and error bodies that never carry a stack trace."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from quantward_api.credentials_sql import SqliteCredentialStore
from quantward_api.principals import UserLimits
from quantward_api.rate_limit_errors import CredentialStoreUnavailableError
from quantward_api.rate_limits import MemoryRateLimiter, RateLimitStoreUnavailableError

from .conftest import Served, serve
from .oidc_issuer import ISSUER_KID, Issuer


@pytest.fixture
def issuer() -> Iterator[Issuer]:
    found = Issuer()
    yield found
    found.close()


@pytest.fixture
async def with_oidc(tmp_path: Path, issuer: Issuer) -> AsyncIterator[Served]:
    async for s in serve(tmp_path, oidc_issuer=issuer.url, oidc_jwks_min_refetch_s=0):
        yield s


async def test_an_oidc_token_authenticates_with_its_team_roles_and_entitlements(
    with_oidc: Served, issuer: Issuer
) -> None:
    async with with_oidc.client(issuer.token()) as client:
        me = await client.get("/v1/me")
        assert me.status_code == 200, me.text
        assert me.json() == {
            "subject": "erin",
            "team": "research",
            "roles": ["analyst"],
            "entitlements": ["prices"],
            "via": "oidc",
            "requested_by": "user:erin@team:research",
        }
        await client.get("/v1/me")
    # discovery and keys fetched once, then cached
    assert issuer.requests == ["/.well-known/openid-configuration", "/jwks"]


@pytest.mark.parametrize(
    ("claims", "says"),
    [
        ({"aud": "someone-else"}, "audience"),
        ({"exp": int(time.time()) - 3600}, "expired"),
        ({"iss": "http://127.0.0.1:1"}, "issuer"),
        ({"roles": ["superuser"]}, "role"),
        ({"team": None}, "team"),
    ],
)
async def test_a_token_with_a_wrong_claim_is_401(
    with_oidc: Served, issuer: Issuer, claims: dict[str, Any], says: str
) -> None:
    token = issuer.token(**claims)
    async with with_oidc.client(token) as client:
        response = await client.get("/v1/me")
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    error = response.json()["error"]
    assert error["code"] == "unauthenticated"
    assert says in error["message"].lower()


async def test_a_token_signed_by_another_key_or_unknown_kid_is_401(
    with_oidc: Served, issuer: Issuer
) -> None:
    stranger = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    async with with_oidc.client(issuer.token(key=stranger)) as client:
        assert (await client.get("/v1/me")).status_code == 401
    async with with_oidc.client(issuer.token(kid="rotated")) as client:
        response = await client.get("/v1/me")
    assert response.status_code == 401
    assert "key id" in response.json()["error"]["message"]


async def test_a_symmetric_token_is_refused(with_oidc: Served, issuer: Issuer) -> None:
    forged = jwt.encode(
        {"iss": issuer.url, "aud": "quantward", "sub": "x", "exp": int(time.time()) + 60},
        "a-shared-secret-of-sufficient-length-32b",
        algorithm="HS256",
        headers={"kid": ISSUER_KID},
    )
    async with with_oidc.client(forged) as client:
        response = await client.get("/v1/me")
    assert response.status_code == 401
    assert "algorithm" in response.json()["error"]["message"]


def _stored_bytes(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in folder.glob("keys.sqlite3*"))


async def test_keys_are_stored_hashed_rotated_and_revoked(served: Served, tmp_path: Path) -> None:
    old = served.key("alice", "research")
    new = served.key("alice", "research")
    raw = _stored_bytes(tmp_path)
    assert old.encode() not in raw
    assert old.split("_", 2)[2].encode() not in raw
    async with served.client(old) as client:
        assert (await client.get("/v1/me")).status_code == 200
    old_id = old.split("_", 2)[1]
    assert served.keys.revoke(old_id) is not None
    async with served.client(old) as client:
        refused = await client.get("/v1/me")
    assert refused.status_code == 401
    assert refused.json()["error"]["message"] == "the API key is unknown or revoked"
    async with served.client(new) as client:
        assert (await client.get("/v1/me")).status_code == 200
    listed = served.keys.list("alice")
    assert [k.revoked_at is not None for k in listed] == [True, False] or [
        k.revoked_at is not None for k in listed
    ] == [False, True]


async def test_no_or_a_wrong_credential_is_401(served: Served) -> None:
    async with served.client() as client:
        assert (await client.get("/v1/runs")).status_code == 401
        tampered = served.key("alice", "research")[:-2] + "xx"
        response = await client.get("/v1/runs", headers={"Authorization": f"Bearer {tampered}"})
        assert response.status_code == 401
        basic = await client.get("/v1/runs", headers={"Authorization": "Basic YTpi"})
        assert basic.status_code == 401
        # no issuer configured: a JWT is not accepted
        jwt_like = await client.get("/v1/runs", headers={"Authorization": "Bearer e30.e30.x"})
        assert "QW_OIDC_ISSUER" in jwt_like.json()["error"]["message"]
        assert (await client.get("/healthz")).status_code == 200


def test_a_key_store_refuses_bad_teams_and_roles(tmp_path: Path) -> None:
    store = SqliteCredentialStore(tmp_path / "k.sqlite3")
    with pytest.raises(ValueError, match="team"):
        store.create("a", team="re search", roles=["analyst"])
    with pytest.raises(ValueError, match="roles"):
        store.create("a", team="research", roles=["root"])  # type: ignore[list-item]
    store.close()


async def test_the_in_memory_buckets_forget_the_least_recently_seen_users() -> None:
    """Bounded memory: beyond `max_users` the oldest bucket goes (and is a full one again)."""
    limiter = MemoryRateLimiter(clock=lambda: 0.0, max_users=2)
    assert await limiter.take("a", rate_per_s=1.0, burst=1) is None
    assert await limiter.take("a", rate_per_s=1.0, burst=1) == pytest.approx(1.0)
    for user in ("b", "c"):
        assert await limiter.take(user, rate_per_s=1.0, burst=1) is None
    assert await limiter.take("a", rate_per_s=1.0, burst=1) is None


async def test_a_user_over_the_rate_gets_429_with_retry_after(tmp_path: Path) -> None:
    async for s in serve(tmp_path, api_rate_burst=2, api_rate_per_s=0.01):
        key = s.key("alice", "research")
        other = s.key("bob", "research")
        async with s.client(key) as client:
            assert [(await client.get("/v1/me")).status_code for _ in range(2)] == [200, 200]
            limited = await client.get("/v1/me")
            assert limited.status_code == 429
            assert int(limited.headers["retry-after"]) >= 1
            assert limited.json()["error"]["code"] == "rate_limited"
        async with s.client(other) as client:
            assert (await client.get("/v1/me")).status_code == 200


class FailingLimiter(MemoryRateLimiter):
    """A rate-limit store whose database is down until `back` is set."""

    def __init__(self) -> None:
        super().__init__()
        self.back = False
        self.asked = 0

    async def take(self, subject: str, *, rate_per_s: float, burst: int) -> float | None:
        self.asked += 1
        if not self.back:
            raise RateLimitStoreUnavailableError(retry_after_s=2.5)
        return await super().take(subject, rate_per_s=rate_per_s, burst=burst)


async def test_a_rate_limit_store_that_cannot_answer_fails_closed_with_503_and_retry_after(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """No request passes unmetered while the limit is blind; the answer is one line in the
    API's error format, with Retry-After, no traceback and nothing logged per request; once
    the store answers again so does the API."""
    limiter = FailingLimiter()
    async for s in serve(tmp_path, limiter=limiter):
        key = s.key("alice", "research")
        with caplog.at_level("WARNING", logger="quantward"):
            async with s.client(key) as client:
                refused = [await client.get("/v1/me") for _ in range(3)]
                run = await client.post("/v1/runs", json={"question": "Apple's revenue?"})
        for answer in [*refused, run]:
            assert answer.status_code == 503, answer.text
            assert answer.headers["retry-after"] == "3"
            assert answer.json() == {
                "error": {
                    "code": "unavailable",
                    "message": "the rate-limit store is unavailable; retry in 3 s",
                    "field": None,
                }
            }
        assert s.platform.requests == []  # the run was not started unmetered
        assert caplog.records == []  # the store logs its outage, once; the API adds nothing
        limiter.back = True
        async with s.client(key) as client:
            assert (await client.get("/v1/me")).status_code == 200
        assert limiter.asked == 5


class FailingCredentials(SqliteCredentialStore):
    """A credential store whose database is down until `back` is set."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.back = True

    def _run(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if not self.back:
            raise CredentialStoreUnavailableError(retry_after_s=1.5)
        return super()._run(sql, args)


async def test_a_credential_store_that_cannot_answer_is_503_with_retry_after_not_500(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """An API key (or a session) cannot be checked while the key store's database is down:
    the answer is 503 in the API's error format with Retry-After, no traceback and nothing
    logged per request; once the store answers again so does the API."""
    keys = FailingCredentials(tmp_path / "failing-keys.sqlite3")
    async for s in serve(tmp_path, credential_store=keys):
        key = s.key("alice", "research")
        keys.back = False
        with caplog.at_level("WARNING", logger="quantward"):
            async with s.client(key) as client:
                refused = [await client.get("/v1/me"), await client.get("/v1/runs")]
                run = await client.post("/v1/runs", json={"question": "Apple's revenue?"})
        for answer in [*refused, run]:
            assert answer.status_code == 503, answer.text
            assert answer.headers["retry-after"] == "2"
            assert answer.json() == {
                "error": {
                    "code": "unavailable",
                    "message": "the credential store is unavailable; retry in 2 s",
                    "field": None,
                }
            }
        assert s.platform.requests == []
        assert caplog.records == []
        keys.back = True
        async with s.client(key) as client:
            assert (await client.get("/v1/me")).status_code == 200


async def test_a_body_over_the_size_limit_is_413(tmp_path: Path) -> None:
    async for s in serve(tmp_path, api_max_request_bytes=2048):
        key = s.key("alice", "research")
        async with s.client(key) as client:
            big = await client.post("/v1/runs", json={"question": "x" * 5000})
            assert big.status_code == 413
            assert big.json()["error"]["code"] == "too_large"

            async def chunks() -> AsyncIterator[bytes]:
                for _ in range(10):
                    yield b" " * 1000

            streamed = await client.post(
                "/v1/runs", content=chunks(), headers={"Content-Type": "application/json"}
            )
            assert streamed.status_code == 413
        assert s.platform.requests == []


async def test_an_unexpected_failure_is_500_without_a_stack_trace(
    served: Served, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*_: Any) -> Any:
        raise RuntimeError("secret internal detail at /srv/quantward/x.py line 3")

    monkeypatch.setattr(served.store, "runs", broken)
    key = served.key("alice", "research")
    async with served.client(key) as client:
        response = await client.get("/v1/runs")
    assert response.status_code == 500
    assert response.json() == {
        "error": {
            "code": "internal",
            "message": "the API failed on this request; it is logged on the server",
            "field": None,
        }
    }
    assert "Traceback" not in response.text
    assert "secret internal detail" not in response.text
    assert "secret internal detail" in caplog.text


async def test_a_users_own_limits_override_the_settings(tmp_path: Path) -> None:
    """A key's own rate, burst and body size apply to its user alone; others keep the
    settings' (QW_API_RATE_*, QW_API_MAX_REQUEST_BYTES)."""
    async for s in serve(
        tmp_path, api_rate_burst=2, api_rate_per_s=0.01, api_max_request_bytes=2048
    ):
        roomy, _ = s.keys.create(
            "svc-bulk",
            team="research",
            roles=["analyst"],
            limits=UserLimits(rate_burst=5, max_request_bytes=20_000),
        )
        tight, _ = s.keys.create(
            "dora", team="research", roles=["analyst"], limits=UserLimits(rate_burst=1)
        )
        plain = s.key("carl", "research")
        async with s.client(roomy) as client:
            codes = [(await client.get("/v1/me")).status_code for _ in range(6)]
            assert codes == [200] * 5 + [429]
        async with s.client(tight) as client:
            codes = [(await client.get("/v1/me")).status_code for _ in range(2)]
            assert codes == [200, 429]
        async with s.client(plain) as client:
            codes = [(await client.get("/v1/me")).status_code for _ in range(3)]
            assert codes == [200, 200, 429]

    async for s in serve(tmp_path / "sizes", api_max_request_bytes=2048):
        roomy, _ = s.keys.create(
            "svc-bulk",
            team="research",
            roles=["analyst"],
            limits=UserLimits(max_request_bytes=20_000),
        )
        plain = s.key("carl", "research")
        body = {"question": "x" * 3500}
        async with s.client(plain) as client:
            refused = await client.post("/v1/runs", json=body)
            assert refused.status_code == 413
            assert "2048" in refused.json()["error"]["message"]
        async with s.client(roomy) as client:
            accepted = await client.post("/v1/runs", json=body)
            assert accepted.status_code == 202, accepted.text

            async def chunks() -> AsyncIterator[bytes]:
                for _ in range(30):
                    yield b" " * 1000

            streamed = await client.post(
                "/v1/runs", content=chunks(), headers={"Content-Type": "application/json"}
            )
            assert streamed.status_code == 413  # its own limit holds on a chunked body too


def test_limits_name_the_field_at_fault() -> None:
    assert UserLimits.parse({"rate_per_s": 3, "max_request_bytes": 4096}, "quota") == UserLimits(
        rate_per_s=3.0, max_request_bytes=4096
    )
    for bad, field in (
        ({"rate_per_s": 0}, "rate_per_s"),
        ({"rate_burst": 1.5}, "rate_burst"),
        ({"max_request_bytes": 10}, "max_request_bytes"),
        ({"speed": 1}, "quota.speed"),
        ("fast", "quota"),
    ):
        with pytest.raises(ValueError, match=field):
            UserLimits.parse(bad, "quota")
