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

from quantward_api.principals import Principal, UserLimits, check_name, parse_roles
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
        self._discovery: dict[str, Any] | None = None
        self._discovered_at = 0.0
        self._lock = asyncio.Lock()
        #: fetches made (tests and metrics read it)
        self.fetches = 0

    @property
    def client(self) -> httpx.AsyncClient:
        """The HTTP client the issuer is reached with (the browser login's token request)."""
        return self._client

    async def discovery(self) -> dict[str, Any]:
        """The issuer's `/.well-known/openid-configuration`, cached like its keys; its `issuer`
        must be the configured one (else a token's `iss` could never match)."""
        fresh = time.monotonic() - self._discovered_at < self.settings.oidc_jwks_ttl_s
        if self._discovery is not None and fresh:
            return self._discovery
        url = self.issuer.rstrip("/") + "/.well-known/openid-configuration"
        response = await self._client.get(url)
        response.raise_for_status()
        document = response.json()
        if not isinstance(document, dict):
            raise TokenError("the issuer's discovery document is not a JSON object")
        if document.get("issuer") != self.issuer:
            raise TokenError(
                f"the discovery document names issuer {document.get('issuer')!r}, not "
                f"{self.issuer!r} (QW_OIDC_ISSUER must be the issuer exactly)"
            )
        self._discovery, self._discovered_at = document, time.monotonic()
        return document

    async def _jwks_url(self) -> str:
        if self.settings.oidc_jwks_url:
            return self.settings.oidc_jwks_url
        url = (await self.discovery()).get("jwks_uri")
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
        """The caller of a bearer access token (`aud` = QW_OIDC_AUDIENCE)."""
        claims = await self.claims(token, audience=self.settings.oidc_audience)
        return self.principal_of(claims)

    async def claims(self, token: str, *, audience: str) -> dict[str, Any]:
        """A JWT's claims once its signature (the issuer's keys, asymmetric algorithms only),
        `iss`, `aud`, `exp`/`nbf` and `sub` check out; TokenError saying why otherwise."""
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
                audience=audience,
                issuer=self.jwks.issuer,
                leeway=self.settings.oidc_leeway_s,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError as exc:
            raise TokenError(f"token refused: {exc}") from None
        return claims

    def principal_of(self, claims: dict[str, Any], via: str = "oidc") -> Principal:
        """The principal the configured claims name: team, roles, entitlements, limits."""
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
            limits = UserLimits.parse(claims.get(s.oidc_limits_claim), s.oidc_limits_claim)
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
            via=via,
            limits=limits,
        )
