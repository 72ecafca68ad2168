"""A fake OIDC issuer on 127.0.0.1 for the API's tests: discovery, JWKS (an RSA key generated
here), tokens it signs, and the browser sign-in's endpoints — `/authorize` (the user is already
signed in at the issuer: it answers with a code at once) and `/token`, which checks the code,
the client, the redirect URI and the PKCE verifier against the S256 challenge the way an
issuer must, and answers an ID token carrying the nonce."""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

ISSUER_KID = "key-1"
CLIENT_ID = "quantward-ui"


class Issuer:
    """An OIDC issuer on 127.0.0.1: its discovery document and JWKS, and tokens it signs."""

    def __init__(self) -> None:
        self.key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        self.kid = ISSUER_KID
        self.requests: list[str] = []
        #: the user signed in at the issuer: the ID token's claims (besides iss, aud, exp, nonce)
        self.user: dict[str, Any] = {
            "sub": "olivia",
            "team": "research",
            "roles": ["analyst"],
            "entitlements": ["prices"],
        }
        #: what the ID token says differently (a test's forgery: another nonce, audience, …)
        self.id_token_overrides: dict[str, Any] = {}
        #: each /authorize query and /token form received
        self.authorizations: list[dict[str, str]] = []
        self.token_requests: list[dict[str, str]] = []
        self.logouts: list[dict[str, str]] = []
        self._codes: dict[str, dict[str, str]] = {}
        issuer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                issuer.requests.append(self.path)
                path = urlparse(self.path).path
                if path == "/.well-known/openid-configuration":
                    self._json(200, issuer.discovery())
                elif path == "/jwks":
                    public = json.loads(RSAAlgorithm.to_jwk(issuer.key.public_key()))
                    keys = [{**public, "kid": issuer.kid, "use": "sig", "alg": "RS256"}]
                    self._json(200, {"keys": keys})
                elif path == "/logout":  # RP-initiated logout: back where the client asks
                    query = {k: v[0] for k, v in parse_qs(urlparse(self.path).query).items()}
                    issuer.logouts.append(query)
                    self.send_response(302)
                    self.send_header("Location", query.get("post_logout_redirect_uri", "/"))
                    self.end_headers()
                elif path == "/authorize":
                    query = {k: v[0] for k, v in parse_qs(urlparse(self.path).query).items()}
                    issuer.authorizations.append(query)
                    self.send_response(302)
                    self.send_header("Location", issuer.authorize(query))
                    self.end_headers()
                else:
                    self.send_error(404)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                form = {k: v[0] for k, v in parse_qs(self.rfile.read(length).decode()).items()}
                issuer.token_requests.append(form)
                if urlparse(self.path).path != "/token":
                    self.send_error(404)
                    return
                status, body = issuer.exchange(form)
                self._json(status, body)

            def _json(self, status: int, body: dict[str, Any]) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def discovery(self) -> dict[str, Any]:
        return {
            "issuer": self.url,
            "jwks_uri": f"{self.url}/jwks",
            "authorization_endpoint": f"{self.url}/authorize",
            "token_endpoint": f"{self.url}/token",
            "end_session_endpoint": f"{self.url}/logout",
            "code_challenge_methods_supported": ["S256"],
        }

    def authorize(self, query: dict[str, str]) -> str:
        """Where /authorize sends the browser: back with a code, or with an error."""
        back = query.get("redirect_uri", "")
        if (
            query.get("response_type") != "code"
            or query.get("client_id") != CLIENT_ID
            or query.get("code_challenge_method") != "S256"
            or not query.get("code_challenge")
            or "openid" not in query.get("scope", "").split()
        ):
            return (
                f"{back}?{urlencode({'error': 'invalid_request', 'state': query.get('state', '')})}"
            )
        code = secrets.token_urlsafe(16)
        self._codes[code] = query
        return f"{back}?{urlencode({'code': code, 'state': query.get('state', '')})}"

    def exchange(self, form: dict[str, str]) -> tuple[int, dict[str, Any]]:
        """The token endpoint: a code once, for its client and redirect URI, with the verifier
        whose S256 hash is the challenge."""
        asked = self._codes.pop(form.get("code", ""), None)
        if asked is None or form.get("grant_type") != "authorization_code":
            return 400, {"error": "invalid_grant"}
        if form.get("client_id") != asked["client_id"] or form.get("redirect_uri") != asked.get(
            "redirect_uri"
        ):
            return 400, {"error": "invalid_grant"}
        digest = hashlib.sha256(form.get("code_verifier", "").encode()).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode() != asked["code_challenge"]:
            return 400, {"error": "invalid_grant", "error_description": "PKCE verifier"}
        now = int(time.time())
        claims = {
            "iss": self.url,
            "aud": CLIENT_ID,
            "iat": now,
            "exp": now + 300,
            "nonce": asked.get("nonce"),
            **self.user,
            **self.id_token_overrides,
        }
        id_token = jwt.encode(claims, self.key, algorithm="RS256", headers={"kid": self.kid})
        return 200, {"id_token": id_token, "access_token": "opaque", "token_type": "Bearer"}

    def token(self, *, key: Any = None, kid: str | None = None, **claims: Any) -> str:
        now = int(time.time())
        payload = {
            "iss": self.url,
            "aud": "quantward",
            "sub": "erin",
            "team": "research",
            "roles": ["analyst"],
            "entitlements": ["prices"],
            "iat": now,
            "exp": now + 300,
            **claims,
        }
        return jwt.encode(
            payload, key or self.key, algorithm="RS256", headers={"kid": kid or self.kid}
        )

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
