"""The browser's OIDC sign-in: the authorization code flow with PKCE (S256), state and nonce.

`start` makes a one-time state (kept in the credential store with the PKCE verifier, the nonce
and where to go back to, so any replica can finish it) and the issuer's authorization URL;
`finish` takes the state back (once), exchanges the code with the verifier at the issuer's
token endpoint, and checks the ID token: signature against the issuer's keys, `iss`,
`aud` = the client id, `exp`, and the nonce. Team, roles, entitlements and limits come from the
configured claims (as for bearer tokens). The state is also set in a short-lived cookie that
only this browser holds (`SameSite=Lax`, so it comes back on the issuer's redirect), and the
callback must present both: a code obtained by another browser cannot log this one in.
Endpoints come from the issuer's discovery document.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import secrets
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import urlencode

import httpx

from quantward_api.oidc import OidcVerifier, TokenError
from quantward_api.principals import Principal
from quantward_api.sessions import OIDC_LOGIN, SessionStore
from quantward_api.settings import ApiSettings

CALLBACK_PATH: Final = "/v1/session/oidc/callback"
STATE_COOKIE: Final = "qw_oidc_state"


class LoginError(ValueError):
    """A sign-in that cannot finish; `code` is what the login page shows, the message is
    logged."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def code_challenge(verifier: str) -> str:
    """PKCE S256: the unpadded base64url SHA-256 of the verifier (RFC 7636 §4.2)."""
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def safe_return(path: str | None) -> str:
    """Where to go after sign-in: only a path of this UI, never another site."""
    if path and path.startswith("/ui/") and not path.startswith("//") and "\\" not in path:
        return path
    return "/ui/"


@dataclass(frozen=True)
class Started:
    authorization_url: str
    state: str


class OidcLogin:
    def __init__(self, settings: ApiSettings, verifier: OidcVerifier, store: SessionStore) -> None:
        assert settings.oidc_client_id is not None
        self.settings = settings
        self.client_id = settings.oidc_client_id
        self.verifier = verifier
        self.store = store

    def redirect_uri(self, base_url: str) -> str:
        return self.settings.oidc_redirect_url or base_url.rstrip("/") + CALLBACK_PATH

    async def _endpoint(self, name: str) -> str:
        try:
            document = await self.verifier.jwks.discovery()
        except (httpx.HTTPError, ValueError) as exc:
            raise LoginError("issuer", f"the issuer's discovery document: {exc}") from None
        url = document.get(name)
        if not isinstance(url, str) or not url:
            raise LoginError("issuer", f"the issuer's discovery document names no {name}")
        return url

    async def start(self, base_url: str, return_to: str | None) -> Started:
        verifier = secrets.token_urlsafe(48)  # 64 characters, within RFC 7636's 43-128
        nonce = secrets.token_urlsafe(24)
        payload: dict[str, object] = {
            "verifier": verifier,
            "nonce": nonce,
            "return_to": safe_return(return_to),
            "redirect_uri": self.redirect_uri(base_url),
        }
        endpoint = await self._endpoint("authorization_endpoint")
        state = await asyncio.to_thread(
            self.store.put_token, OIDC_LOGIN, payload, self.settings.oidc_login_ttl_s
        )
        query = urlencode(
            {
                "response_type": "code",
                "client_id": self.client_id,
                "redirect_uri": payload["redirect_uri"],
                "scope": self.settings.oidc_scopes,
                "state": state,
                "nonce": nonce,
                "code_challenge": code_challenge(verifier),
                "code_challenge_method": "S256",
            }
        )
        separator = "&" if "?" in endpoint else "?"
        return Started(f"{endpoint}{separator}{query}", state)

    async def end_session_url(self, base_url: str) -> str | None:
        """The issuer's logout (RP-initiated logout), back to the UI after; None when its
        discovery document names no `end_session_endpoint`."""
        try:
            document = await self.verifier.jwks.discovery()
        except (httpx.HTTPError, ValueError):
            return None
        endpoint = document.get("end_session_endpoint")
        if not isinstance(endpoint, str) or not endpoint:
            return None
        query = urlencode(
            {"client_id": self.client_id, "post_logout_redirect_uri": base_url.rstrip("/") + "/ui/"}
        )
        return f"{endpoint}{'&' if '?' in endpoint else '?'}{query}"

    async def finish(self, code: str, state: str, cookie_state: str) -> tuple[Principal, str]:
        """The signed-in principal and where the browser goes next."""
        if not cookie_state or not secrets.compare_digest(cookie_state, state):
            raise LoginError("state", "the callback's state is not the one this browser began")
        pending = await asyncio.to_thread(self.store.take_token, OIDC_LOGIN, state)
        if pending is None:
            raise LoginError("expired", "the sign-in's state is unknown, used or expired")
        token_url = await self._endpoint("token_endpoint")
        form = {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": str(pending["redirect_uri"]),
            "client_id": self.client_id,
            "code_verifier": str(pending["verifier"]),
        }
        if self.settings.oidc_client_secret is not None:
            form["client_secret"] = self.settings.oidc_client_secret.get_secret_value()
        client = self.verifier.jwks.client
        try:
            response = await client.post(
                token_url, data=form, headers={"Accept": "application/json"}
            )
        except httpx.HTTPError as exc:
            raise LoginError("issuer", f"the token endpoint could not be reached: {exc}") from None
        body: Any = _json(response)
        if response.status_code != 200 or not isinstance(body, dict):
            error = body.get("error") if isinstance(body, dict) else None
            raise LoginError(
                "token", f"the token endpoint refused the code ({response.status_code} {error})"
            )
        id_token = body.get("id_token")
        if not isinstance(id_token, str):
            raise LoginError("token", "the token endpoint returned no id_token")
        try:
            claims = await self.verifier.claims(id_token, audience=self.client_id)
            if claims.get("nonce") != pending["nonce"]:
                raise TokenError("the ID token's nonce is not this sign-in's")
            principal = self.verifier.principal_of(claims, via="oidc")
        except TokenError as exc:
            raise LoginError("claims", f"ID token: {exc}") from None
        return principal, str(pending["return_to"])


def _json(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None
