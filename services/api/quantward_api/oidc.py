"""OIDC bearer tokens: a JWT signed by the configured issuer, checked against its JWKS.

The signing keys are fetched over HTTP (the configured JWKS URL, or the `jwks_uri` of the
issuer's discovery document) and cached for `oidc_jwks_ttl_s`; a token naming a key id the
cache does not hold refetches at once (the issuer rotated its keys), but never more often than
`oidc_jwks_min_refetch_s`, so tokens with made-up key ids cannot make the API hammer the issuer.
Only asymmetric algorithms are accepted: an `HS256` token signed with a public key is refused.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Final

import httpx
import jwt

from quantward_api.principals import Principal, check_name, parse_roles
from quantward_api.settings import ApiSettings

ALGORITHMS: Final = ["RS256", "RS384", "RS512", "PS256", "ES256", "ES384", "EdDSA"]


class TokenError(ValueError):
    """A bearer token that is not accepted; the message says why (for the 401 body)."""


class JwksCache:
    def __init__(self, settings: ApiSettings, client: httpx.AsyncClient | None = None) -> None:
        assert settings.oidc_issuer is not None
        self.settings = settings
        self.issuer = settings.oidc_issuer
        self._client = client or httpx.AsyncClient(timeout=5.0)
        self._owns_client = client is None
        self._keys: dict[str, jwt.PyJWK] = {}
        self._fetched_at: float | None = None
        self._lock = asyncio.Lock()
        #: fetches made (tests and metrics read it)
        self.fetches = 0

    async def _jwks_url(self) -> str:
        if self.settings.oidc_jwks_url:
            return self.settings.oidc_jwks_url
        discovery = self.issuer.rstrip("/") + "/.well-known/openid-configuration"
        response = await self._client.get(discovery)
        response.raise_for_status()
        url = response.json().get("jwks_uri")
        if not isinstance(url, str):
            raise TokenError("the issuer's discovery document names no jwks_uri")
        return url

    async def _fetch(self) -> None:
        self.fetches += 1
        self._fetched_at = time.monotonic()
        response = await self._client.get(await self._jwks_url())
        response.raise_for_status()
        keys: dict[str, jwt.PyJWK] = {}
        for data in response.json().get("keys", []):
            try:
                key = jwt.PyJWK(data)
            except (jwt.PyJWKError, jwt.InvalidKeyError):
                continue  # a key of a kind this API does not use
            keys[str(data.get("kid", ""))] = key
        self._keys = keys

    async def key(self, kid: str) -> jwt.PyJWK:
        async with self._lock:
            now = time.monotonic()
            age = None if self._fetched_at is None else now - self._fetched_at
            stale = age is None or age > self.settings.oidc_jwks_ttl_s
            unknown = kid not in self._keys and (
                age is None or age >= self.settings.oidc_jwks_min_refetch_s
            )
            if stale or unknown:
                try:
                    await self._fetch()
                except (httpx.HTTPError, ValueError) as exc:
                    if kid not in self._keys:
                        raise TokenError(
                            f"the issuer's signing keys cannot be fetched: {exc}"
                        ) from None
            found = self._keys.get(kid)
        if found is None:
            raise TokenError(f"the token's key id {kid!r} is not among the issuer's keys")
        return found

    async def close(self) -> None:
        if self._owns_client:
            await self._client.aclose()


class OidcVerifier:
    def __init__(self, settings: ApiSettings, jwks: JwksCache) -> None:
        self.settings = settings
        self.jwks = jwks

    async def principal(self, token: str) -> Principal:
        try:
            header = jwt.get_unverified_header(token)
        except jwt.PyJWTError as exc:
            raise TokenError(f"not a JWT: {exc}") from None
        if header.get("alg") not in ALGORITHMS:
            raise TokenError(f"token algorithm {header.get('alg')!r} is not accepted")
        key = await self.jwks.key(str(header.get("kid", "")))
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key=key,
                algorithms=ALGORITHMS,
                audience=self.settings.oidc_audience,
                issuer=self.jwks.issuer,
                leeway=self.settings.oidc_leeway_s,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError as exc:
            raise TokenError(f"token refused: {exc}") from None
        s = self.settings
        team = claims.get(s.oidc_team_claim)
        if not isinstance(team, str):
            raise TokenError(f"the token carries no {s.oidc_team_claim!r} claim naming a team")
        try:
            check_name(team, "team")
            entitlements = claims.get(s.oidc_entitlements_claim) or []
            if not isinstance(entitlements, list):
                raise ValueError(f"{s.oidc_entitlements_claim!r} must be a list")
            datasets = tuple(check_name(str(d), "entitlement") for d in entitlements)
        except ValueError as exc:
            raise TokenError(str(exc)) from None
        roles = parse_roles(claims.get(s.oidc_roles_claim))
        if not roles:
            raise TokenError(f"the token's {s.oidc_roles_claim!r} claim grants no known role")
        return Principal(
            subject=str(claims["sub"]),
            team=team,
            roles=roles,
            entitlements=datasets,
            via="oidc",
        )
