"""The API service's composition: FastAPI routes on uvicorn, the run hub on the caller's bus,
the record store, the API keys, the rate-limit buckets and the OIDC verifier.

`build_app(settings, bus=…)` wires it the way every service is wired; the caller owns the bus
(and, when it passes one, the record store). Deployed, the bus is Kafka and the store is the
recorder's PostgreSQL; alone (`quantward serve api` without QW_KAFKA_BOOTSTRAP) the CLI starts
the embedded platform on the same bus first.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterator
from typing import Any

import httpx
import uvicorn
from fastapi import FastAPI, Request
from starlette.types import Scope

from quantward_api.auth import Authenticator
from quantward_api.context import ApiContext
from quantward_api.conversation_backends import open_conversation_store
from quantward_api.conversations import ConversationStore
from quantward_api.credential_backends import CredentialStore, open_credential_store
from quantward_api.errors import install_error_handlers
from quantward_api.limits import BodySizeLimit
from quantward_api.lookups import GrpcLookups
from quantward_api.oidc import JwksCache, OidcVerifier
from quantward_api.oidc_login import OidcLogin
from quantward_api.principals import Principal, principal_to_json
from quantward_api.rate_limits import RateLimiter, open_rate_limiter
from quantward_api.routes_conversations import router as conversations_router
from quantward_api.routes_export import router as export_router
from quantward_api.routes_forms import router as forms_router
from quantward_api.routes_lookups import router as lookups_router
from quantward_api.routes_records import router as records_router
from quantward_api.routes_runs import router as runs_router
from quantward_api.routes_session import router as session_router
from quantward_api.routes_templates import router as templates_router
from quantward_api.sessions import LOGIN_LINK
from quantward_api.settings import ApiSettings
from quantward_api.streams import RunHub
from quantward_api.ui_routes import install_ui
from quantward_bus import EventBus
from quantward_kit.builders import open_record_store
from quantward_kit.lifecycle import StartStop
from quantward_records import RecordStore

log = logging.getLogger("quantward.api")

TITLE = "quantward API"
VERSION = "1.0.0"


def create_fastapi(context: ApiContext | None = None) -> FastAPI:
    """The FastAPI application (its routes and error handling); `context` is what the routes
    reach (None only to render the OpenAPI document)."""
    app = FastAPI(
        title=TITLE,
        version=VERSION,
        description="Submit, follow, answer and cancel research runs; read their answers, "
        "citations and records; list and check templates. Authenticate with "
        "`Authorization: Bearer <API key or OIDC token>`, or (the web UI) with the session "
        "cookie of `POST /v1/session` plus `X-CSRF-Token` on changes. Errors are "
        '`{"error": {"code", "message", "field"}}`. See docs/api/README.md.',
        openapi_url="/v1/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    app.state.context = context
    install_error_handlers(app)
    app.include_router(runs_router)
    app.include_router(conversations_router)
    app.include_router(records_router)
    app.include_router(templates_router)
    app.include_router(lookups_router)
    app.include_router(session_router)
    app.include_router(export_router)
    app.include_router(forms_router)
    install_ui(app)

    @app.get("/healthz", tags=["health"])
    async def healthz() -> dict[str, str]:
        """Liveness and readiness (no credential needed)."""
        return {"status": "ok"}

    if context is not None:
        authenticator = context.authenticator

        async def limit_of(scope: Scope) -> int:
            return authenticator.max_request_bytes(await authenticator.identify(Request(scope)))

        app.add_middleware(
            BodySizeLimit, limit_of=limit_of, default=context.settings.api_max_request_bytes
        )
    return app


def openapi_document() -> dict[str, Any]:
    """The OpenAPI document as `make api` commits it (docs/api/openapi.json)."""
    document: dict[str, Any] = create_fastapi().openapi()
    document.setdefault("components", {})["securitySchemes"] = {
        "bearer": {
            "type": "http",
            "scheme": "bearer",
            "description": "An API key (`qw_…`, from `quantward api-keys create`) or an OIDC "
            "access token (JWT) of the configured issuer.",
        },
        "session": {
            "type": "apiKey",
            "in": "cookie",
            "name": "qw_session",
            "description": "The web UI's session (`POST /v1/session`); a request with it that "
            "changes something also sends `X-CSRF-Token`.",
        },
    }
    document["security"] = [{"bearer": []}, {"session": []}]
    return document


class _Server(uvicorn.Server):
    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        """Signals are the process owner's (`quantward serve` stops the app on SIGTERM): the
        server only serves."""
        yield


class ApiApp(StartStop):
    def __init__(
        self,
        settings: ApiSettings,
        hub: RunHub,
        store: RecordStore,
        credentials: CredentialStore,
        jwks: JwksCache | None,
        conversations: ConversationStore,
        limiter: RateLimiter,
        *,
        owns_store: bool,
    ) -> None:
        self.settings = settings
        self.hub = hub
        self.store = store
        #: API keys and browser sessions
        self.credentials = credentials
        self.jwks = jwks
        self.conversations = conversations
        #: the per-user rate buckets (shared by the replicas when in PostgreSQL)
        self.limiter = limiter
        self._owns_store = owns_store
        oidc = OidcVerifier(settings, jwks) if jwks is not None else None
        self.lookups = GrpcLookups(
            settings.api_resolver_address,
            settings.api_search_address,
            security=settings.grpc_security(),
        )
        login = (
            OidcLogin(settings, oidc, credentials)
            if oidc is not None and settings.oidc_client_id
            else None
        )
        self.context = ApiContext(
            settings,
            hub,
            store,
            Authenticator(credentials, oidc, limiter, settings),
            self.lookups,
            conversations,
            credentials,
            login,
        )
        self.fastapi = create_fastapi(self.context)
        self._server: uvicorn.Server | None = None
        self._serving: asyncio.Task[None] | None = None
        #: the bound port once started (the configured one, or the one port 0 chose)
        self.port: int | None = None
        #: the gRPC RunService's port once serving (None without gRPC)
        self.grpc_port: int | None = None
        self._grpc: Any = None

    def login_link(self, principal: Principal, ttl_s: float) -> str:
        """A one-time secret (`/ui/login-link?token=…`) that opens one browser session for
        `principal` within `ttl_s` (`quantward ui`, on loopback only)."""
        return self.credentials.put_token(LOGIN_LINK, principal_to_json(principal), ttl_s)

    async def start(self) -> None:
        await self.hub.start()
        config = uvicorn.Config(
            self.fastapi,
            host=self.settings.api_host,
            port=self.settings.api_port,
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_graceful_shutdown=5,
        )
        server = _Server(config)
        self._server = server
        self._serving = asyncio.create_task(server.serve(), name="api-http")
        while not server.started:
            if self._serving.done():
                await self._serving  # raises why it could not start
                raise RuntimeError(
                    f"the API could not bind {self.settings.api_host}:{self.settings.api_port}"
                )
            await asyncio.sleep(0.01)
        sockets = [s for srv in server.servers for s in srv.sockets]
        self.port = int(sockets[0].getsockname()[1]) if sockets else self.settings.api_port
        if self.settings.api_grpc_port is not None:
            await self._serve_grpc(self.settings.api_grpc_port)

    async def _serve_grpc(self, port: int) -> None:
        """The run operations over gRPC (and health), on the same context as HTTP."""
        from quantward.runs.v1 import runs_pb2_grpc
        from quantward_api.grpc_runs import RunServicer
        from quantward_kit.grpc_health import HealthServicer, Mount, serve_grpc

        self._grpc, self.grpc_port = await serve_grpc(
            HealthServicer(),
            Mount(RunServicer(self.context), runs_pb2_grpc.add_RunServiceServicer_to_server),
            host=self.settings.api_grpc_host,
            port=port,
            # TLS as configured, but no deployment token: RunService's callers are users, who
            # authenticate with their API key or OIDC token in the same `authorization` header
            security=self.settings.grpc_security().without_token(),
        )

    async def stop(self) -> None:
        # streams end first, so open SSE responses finish and the server can shut down
        await self.hub.stop()
        if self._grpc is not None:
            await self._grpc.stop(5.0)
            self._grpc = None
        if self._server is not None and self._serving is not None:
            self._server.should_exit = True
            try:
                await asyncio.wait_for(self._serving, 10.0)
            except TimeoutError:
                self._server.force_exit = True
                await self._serving
        self._server = self._serving = None
        await self.lookups.close()
        if self.jwks is not None:
            await self.jwks.close()
        await asyncio.to_thread(self.credentials.close)
        await asyncio.to_thread(self.conversations.close)
        await self.limiter.close()
        if self._owns_store:
            await asyncio.to_thread(self.store.close)


async def build_app(
    settings: ApiSettings | None = None,
    *,
    bus: EventBus,
    store: RecordStore | None = None,
    credentials: CredentialStore | None = None,
    limiter: RateLimiter | None = None,
    http: httpx.AsyncClient | None = None,
) -> ApiApp:
    """Wire the API on the caller's bus; the record store, the credential store (keys and
    sessions) and the rate limiter come from the settings unless given (a given record store
    is closed by the caller, a given credential store or limiter by the app; `http` reaches the
    OIDC issuer)."""
    settings = settings or ApiSettings()
    owns = store is None
    if store is None:
        store = await asyncio.to_thread(open_record_store, settings)
    if credentials is None:
        credentials = await asyncio.to_thread(open_credential_store, settings)
    conversations = await asyncio.to_thread(
        open_conversation_store, settings, settings.api_conversations_path
    )
    if limiter is None:
        limiter = await open_rate_limiter(settings)
    jwks = JwksCache(settings, http) if settings.oidc_issuer else None
    hub = RunHub(bus, store, producer=settings.service_name, streams_kept=settings.api_streams_kept)
    return ApiApp(settings, hub, store, credentials, jwks, conversations, limiter, owns_store=owns)


__all__ = ["ApiApp", "build_app", "create_fastapi", "openapi_document"]
