"""Settings of the API service (`QW_` environment variables; docs/operations/settings.md)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator

from quantward_kit.settings import DATA_HOME, RecordSettings


class ApiSettings(RecordSettings):
    service_name: str = Field(default="api", description="Producer name on events.")
    api_host: str = Field(default="127.0.0.1", description="Address the HTTP API binds.")
    api_port: int = Field(
        default=8080, ge=0, le=65535, description="Port of the HTTP API (0 = any free port)."
    )
    api_grpc_host: str = Field(
        default="127.0.0.1", description="Address the gRPC RunService (and health) binds."
    )
    api_grpc_port: int | None = Field(
        default=None,
        ge=0,
        le=65535,
        description="Port of the gRPC RunService (0 = any free port); unset = HTTP only.",
    )
    api_keys_path: Path = Field(
        default=DATA_HOME / "api-keys.sqlite3",
        validate_default=True,
        description="SQLite file of the API keys and browser sessions (hashes only; "
        "`quantward api-keys` manages it); with QW_POSTGRES_DSN they live in the record "
        "store's PostgreSQL schema instead, shared by every API replica.",
    )
    api_conversations_path: Path = Field(
        default=DATA_HOME / "conversations.sqlite3",
        validate_default=True,
        description="SQLite file of the conversations (used when QW_POSTGRES_DSN is unset; with "
        "it, they live in the record store's PostgreSQL schema).",
    )
    oidc_issuer: str | None = Field(
        default=None,
        description="OIDC issuer whose bearer tokens are accepted (its `iss`); unset = API keys "
        "only.",
    )
    oidc_audience: str = Field(
        default="quantward", description="The `aud` a bearer token must carry."
    )
    oidc_jwks_url: str | None = Field(
        default=None,
        description="The issuer's JWKS; unset = `jwks_uri` of its "
        "`/.well-known/openid-configuration`.",
    )
    oidc_jwks_ttl_s: float = Field(
        default=300.0,
        gt=0,
        description="How long fetched signing keys are used before they are fetched again (an "
        "unknown key id refetches sooner, at most every `oidc_jwks_min_refetch_s`).",
    )
    oidc_jwks_min_refetch_s: float = Field(
        default=10.0, ge=0, description="Least time between two fetches of the JWKS."
    )
    oidc_leeway_s: float = Field(
        default=30.0, ge=0, description="Clock skew allowed on `exp`, `nbf` and `iat`."
    )
    oidc_team_claim: str = Field(default="team", description="Claim naming the user's team.")
    oidc_roles_claim: str = Field(
        default="roles", description="Claim listing the user's roles (analyst, strategy, …)."
    )
    oidc_entitlements_claim: str = Field(
        default="entitlements", description="Claim listing the datasets the user may use."
    )
    oidc_limits_claim: str = Field(
        default="quantward_limits",
        description="Claim holding the user's own limits, an object with `rate_per_s`, "
        "`rate_burst`, `max_request_bytes` (each optional; absent = the api_rate_* and "
        "api_max_request_bytes settings).",
    )
    oidc_client_id: str | None = Field(
        default=None,
        description="The web UI's client id at the issuer: set, the login page offers "
        "signing in with the issuer (authorization code flow with PKCE); the ID token's `aud`.",
    )
    oidc_client_secret: SecretStr | None = Field(
        default=None,
        description="The client's secret when the issuer registered it as confidential (sent "
        "with the code, `client_secret_post`); unset = a public client (PKCE only).",
    )
    oidc_redirect_url: str | None = Field(
        default=None,
        description="The callback URL registered at the issuer, ending in "
        "`/v1/session/oidc/callback`; unset = this API's own address as the browser reached it "
        "(set it behind a proxy).",
    )
    oidc_scopes: str = Field(
        default="openid profile", description="Scopes asked for at sign-in (`openid` first)."
    )
    oidc_login_ttl_s: float = Field(
        default=600.0,
        gt=0,
        description="How long a browser has to come back from the issuer with its code.",
    )
    api_rate_per_s: float = Field(
        default=20.0,
        gt=0,
        description="Requests per second each user may make on average (token bucket refill), "
        "unless their key (`api-keys create --rate-per-s`) or token (QW_OIDC_LIMITS_CLAIM) "
        "sets their own.",
    )
    api_rate_burst: int = Field(
        default=60,
        ge=1,
        description="Requests a user may make at once (token bucket size), unless their key "
        "or token sets their own.",
    )
    api_max_request_bytes: int = Field(
        default=1_048_576,
        ge=1024,
        description="Largest request body a user may send, unless their key or token sets "
        "their own.",
    )
    api_stream_keepalive_s: float = Field(
        default=15.0, gt=0, description="Seconds between keep-alive comments on an idle stream."
    )
    api_streams_kept: int = Field(
        default=1_000,
        ge=1,
        description="Finished runs whose streamed events stay in memory (older ones are "
        "replayed from the record).",
    )
    api_resolver_address: str | None = Field(
        default=None,
        description="host:port of the resolver's gRPC service (entity autocomplete); unset = "
        "503 on /v1/resolve.",
    )
    api_search_address: str | None = Field(
        default=None,
        description="host:port of the search service's gRPC (passage search); unset = 503 on "
        "/v1/search.",
    )
    api_grounding_max: int = Field(
        default=50,
        ge=0,
        description="Most earlier sources a conversation's follow-up run is given (the newest "
        "turns' first).",
    )
    api_page_max: int = Field(default=200, ge=1, description="Most runs one list page holds.")
    api_session_ttl_s: float = Field(
        default=8 * 3600.0,
        gt=0,
        description="How long a web UI login lasts (its session cookie), in seconds.",
    )
    api_session_cookie_secure: bool = Field(
        default=False,
        description="Mark the session cookie Secure even on plain HTTP (behind a TLS proxy); "
        "it is always Secure on HTTPS.",
    )

    @field_validator("api_keys_path", "api_conversations_path")
    @classmethod
    def _expand_keys_path(cls, value: Path) -> Path:
        return value.expanduser()
