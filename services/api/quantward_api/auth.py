"""Authentication of each request: an API key or an OIDC bearer token, then the rate limit.

`Authorization: Bearer qw_…` (or `X-API-Key: qw_…`) is an API key; any other bearer token is
checked as a JWT from the configured issuer. No credential, a wrong one, or a bearer token when
no issuer is configured is 401 with a `WWW-Authenticate` challenge.
"""

from __future__ import annotations

from fastapi import Request

from quantward_api.errors import ApiError
from quantward_api.keys import PREFIX, ApiKeyStore
from quantward_api.limits import TokenBuckets, retry_after
from quantward_api.oidc import OidcVerifier, TokenError
from quantward_api.principals import Principal

_CHALLENGE = {"WWW-Authenticate": 'Bearer realm="quantward"'}


def _unauthenticated(message: str) -> ApiError:
    return ApiError(401, "unauthenticated", message, headers=_CHALLENGE)


class Authenticator:
    def __init__(self, keys: ApiKeyStore, oidc: OidcVerifier | None, buckets: TokenBuckets) -> None:
        self.keys = keys
        self.oidc = oidc
        self.buckets = buckets

    async def __call__(self, request: Request) -> Principal:
        return await self.authenticate(
            request.headers.get("authorization", ""), request.headers.get("x-api-key", "")
        )

    async def authenticate(self, authorization: str, api_key: str = "") -> Principal:
        """The caller of an `Authorization` value (or an `X-API-Key` one), rate-limited;
        `ApiError` 401 or 429 otherwise. HTTP and gRPC (its metadata) both come here."""
        principal = await self._principal(authorization, api_key)
        wait = self.buckets.take(principal.subject)
        if wait is not None:
            raise ApiError(
                429,
                "rate_limited",
                f"too many requests from {principal.subject}; retry in {wait:.1f} s",
                headers={"Retry-After": retry_after(wait)},
            )
        return principal

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
            principal = self.keys.authenticate(credential)
            if principal is None:
                raise _unauthenticated("the API key is unknown or revoked")
            return principal
        if self.oidc is None:
            raise _unauthenticated("bearer tokens are not accepted here (no QW_OIDC_ISSUER)")
        try:
            return await self.oidc.principal(credential)
        except TokenError as exc:
            raise _unauthenticated(str(exc)) from None
