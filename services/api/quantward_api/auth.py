"""Authentication of each request: an API key or an OIDC bearer token, then the rate limit.

`Authorization: Bearer qw_…` (or `X-API-Key: qw_…`) is an API key; any other bearer token is
checked as a JWT from the configured issuer. Without either header, the web UI's session cookie
is the credential (`sessions.py`), and a request that changes something must then carry the
session's CSRF token. No credential, a wrong one, or a bearer token when no issuer is configured
is 401 with a `WWW-Authenticate` challenge. Each user's rate and request-size limits are their
own when their key or token sets them (`UserLimits`), else the settings'.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from fastapi import Request

from quantward_api.credential_backends import CredentialStore
from quantward_api.errors import ApiError
from quantward_api.keys import PREFIX
from quantward_api.limits import retry_after
from quantward_api.oidc import OidcVerifier, TokenError
from quantward_api.principals import Principal
from quantward_api.rate_limit_errors import CredentialStoreUnavailableError
from quantward_api.rate_limits import RateLimiter, RateLimitStoreUnavailableError
from quantward_api.sessions import COOKIE, CSRF_HEADER, SAFE_METHODS, csrf_matches
from quantward_api.settings import ApiSettings

_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="quantward"'}


def _unavailable(store: str, retry_s: float) -> ApiError:
    """503 for a store whose database cannot answer: the request was fine, try it again."""
    wait = retry_after(retry_s)
    return ApiError(
        503,
        "unavailable",
        f"the {store} store is unavailable; retry in {wait} s",
        headers={"Retry-After": wait},
    )


P = ParamSpec("P")
T = TypeVar("T")


def _unauthenticated(message: str) -> ApiError:
    return ApiError(401, "unauthenticated", message, headers=_CHALLENGE)


class Authenticator:
    def __init__(
        self,
        store: CredentialStore,
        oidc: OidcVerifier | None,
        limiter: RateLimiter,
        settings: ApiSettings,
    ) -> None:
        self.store = store
        self.oidc = oidc
        self.limiter = limiter
        self.settings = settings

    async def __call__(self, request: Request) -> Principal:
        authorization = request.headers.get("authorization", "")
        api_key = request.headers.get("x-api-key", "")
        cookie = request.cookies.get(COOKIE, "")
        if not authorization and not api_key and cookie:
            principal = await self.session_principal(
                cookie, request.method, request.headers.get(CSRF_HEADER, "")
            )
            await self._take(principal)
            return principal
        return await self.authenticate(authorization, api_key)

    async def identify(self, request: Request) -> Principal | None:
        """Who a request is from, if anybody (no rate limit taken, no CSRF checked): the body
        size limit is chosen by it before the route (which authenticates in full) runs."""
        authorization = request.headers.get("authorization", "")
        api_key = request.headers.get("x-api-key", "")
        cookie = request.cookies.get(COOKIE, "")
        try:
            if not authorization and not api_key and cookie:
                session = await self._stored(self.store.session, cookie)
                return None if session is None else session.principal
            return await self._principal(authorization, api_key)
        except ApiError:
            return None

    async def _stored(self, read: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """`read` of the credential store (in a thread: it blocks); 503 with `Retry-After`
        while the store's database cannot answer (the store logs the outage once)."""
        try:
            return await asyncio.to_thread(read, *args, **kwargs)
        except CredentialStoreUnavailableError as exc:
            raise _unavailable("credential", exc.retry_after_s) from None

    def max_request_bytes(self, principal: Principal | None) -> int:
        own = None if principal is None else principal.limits.max_request_bytes
        return own if own is not None else self.settings.api_max_request_bytes

    async def session_principal(self, cookie: str, method: str, csrf: str) -> Principal:
        """The principal of a session cookie: 401 when the session (or its key) is gone, 403
        when a request that changes something lacks the session's CSRF token."""
        session = await self._stored(self.store.session, cookie)
        if session is None:
            raise _unauthenticated("the session has expired or was logged out: log in again")
        principal = session.principal
        if principal.key_id is not None:
            current = await self._stored(self.store.authenticate_id, principal.key_id)
            if current is None:
                await self._stored(self.store.end, cookie)
                raise _unauthenticated("the API key of this session was revoked: log in again")
            await self._stored(self.store.refresh, session, current)
            principal = current
        if method.upper() not in SAFE_METHODS and not csrf_matches(session, csrf):
            raise ApiError(
                403,
                "csrf",
                "a request with the session cookie that changes something needs the session's "
                "X-CSRF-Token header (GET /v1/session returns it)",
            )
        return principal

    async def authenticate(self, authorization: str, api_key: str = "") -> Principal:
        """The caller of an `Authorization` value (or an `X-API-Key` one), rate-limited;
        `ApiError` 401, 429 or 503 (the rate-limit store cannot answer) otherwise. HTTP and
        gRPC (its metadata) both come here."""
        principal = await self._principal(authorization, api_key)
        await self._take(principal)
        return principal

    async def _take(self, principal: Principal) -> None:
        limits = principal.limits
        try:
            wait = await self.limiter.take(
                principal.subject,
                rate_per_s=limits.rate_per_s or self.settings.api_rate_per_s,
                burst=limits.rate_burst or self.settings.api_rate_burst,
            )
        except RateLimitStoreUnavailableError as exc:
            # fail closed (ADR 0035): no request passes unmetered while the limit is blind;
            # the store logs the outage once, so nothing is logged here per request
            raise _unavailable("rate-limit", exc.retry_after_s) from None
        if wait is not None:
            raise ApiError(
                429,
                "rate_limited",
                f"too many requests from {principal.subject}; retry in {wait:.1f} s",
                headers={"Retry-After": retry_after(wait)},
            )

    async def _principal(self, header: str, api_key: str) -> Principal:
        scheme, _, credential = header.partition(" ")
        credential = credential.strip()
        if not header:
            credential = api_key.strip()
            if not credential:
                raise _unauthenticated(
                    "no credential: send `Authorization: Bearer <API key or OIDC token>`"
                )
        elif scheme.lower() != "bearer" or not credential:
            raise _unauthenticated("the Authorization header must be `Bearer <credential>`")
        if credential.startswith(PREFIX):
            principal = await self._stored(self.store.authenticate, credential)
            if principal is None:
                raise _unauthenticated("the API key is unknown or revoked")
            return principal
        if self.oidc is None:
            raise _unauthenticated("bearer tokens are not accepted here (no QW_OIDC_ISSUER)")
        try:
            return await self.oidc.principal(credential)
        except TokenError as exc:
            raise _unauthenticated(str(exc)) from None
