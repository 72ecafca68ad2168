"""The sandbox service: runs agent-written Python isolated, behind one gateway socket per run.

Consumes `code.requested` (topic `CODE`, consumer group `sandbox`) and publishes the one
`code.completed` each request is answered with (event id derived from the request, so a
redelivery publishes nothing new). For every request it:

1. opens a gateway session bound to the run's requester (user, team, run, entitlements, as-of),
   on a socket of its own, owner-only — or, with the Kubernetes backend, admits the session to
   the gateway's TCP listener and gets the execution's one-time token for its Pod;
2. executes the code through the `SandboxBackend` port with that socket mounted at
   `/run/quantward/gateway.sock` (or the token handed to the Pod's launcher) — when the backend
   raises `IsolationUnavailable` the code is NOT run and the completion says so
   (`status=failed`, `isolation=None`, the reason in `error`);
3. collects stdout, the tables (`*.csv`) and figures (`*.png`) written under `/scratch/out/` and
   the charts kept through the gateway, registers each as a source, and registers the
   computation itself (code, reason, stdout, what it read) as the citable `result_source_id`;
4. publishes `code.completed` with the metered calls, so usage lands in the run record.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from quantward_bus import EventBus, Subscription
from quantward_contracts import Event, topics_of
from quantward_contracts.events import CodeCompleted, CodeCompletedData, CodeRequested
from quantward_gateway import (
    Binding,
    Entitlements,
    Gateway,
    GatewaySession,
    Quota,
    ServiceCredentials,
    Services,
    TcpGatewayListener,
    UsageStore,
)
from quantward_grounding.sharing import shared_sources
from quantward_kit.lifecycle import StartStop
from quantward_sandbox import (
    ExecutionRequest,
    ExecutionResult,
    GatewayTicket,
    IsolationUnavailable,
    Limits,
    SandboxBackend,
)
from quantward_sandbox_service import collect
from quantward_sandbox_service.settings import SandboxSettings

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData
    from quantward_search import SearchIndex

log = logging.getLogger("quantward.sandbox")

#: stdout carried in the event and the computation source (the backend caps it too)
MAX_STDOUT = 64 * 1024
#: seconds a token outlives the wall limit: the Pod's scheduling and start, the launcher's report
TOKEN_GRACE_S = 120.0


class SandboxApp(StartStop):
    """Executes every `code.requested` in isolation and publishes its `code.completed`."""

    def __init__(
        self,
        settings: SandboxSettings,
        bus: EventBus,
        gateway: Gateway,
        backend: SandboxBackend,
        *,
        owned_search: SearchIndex | None = None,
        listener: TcpGatewayListener | None = None,
        owns_gateway: bool = False,
    ) -> None:
        self.settings = settings
        self.bus = bus
        self.gateway = gateway
        self.backend = backend
        #: the gateway over TCP (Kubernetes backend); None: a unix socket per execution
        self.listener = listener
        self._owns_gateway = owns_gateway
        self._owned_search = owned_search
        self._subscription: Subscription | None = None

    def describe(self) -> str:
        return self.backend.describe()

    async def start(self) -> None:
        self.settings.sandbox_socket_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        warm = getattr(self.backend, "warm", None)
        if callable(warm) and self.settings.sandbox_warm:
            # in the background: start is not held up, and an execution meanwhile only compiles
            # what is not cached yet, as it would have anyway
            threading.Thread(target=_warm, args=(warm,), name="sandbox-warm", daemon=True).start()
        if self.listener is not None:
            await self.listener.start()
        self._subscription = await self.bus.subscribe(
            topics_of([CodeRequested]),
            group=self.settings.sandbox_group,
            handler=self.handle,
            accept=[CodeRequested],
            name="sandbox",
            concurrency=self.settings.sandbox_workers,
        )

    async def stop(self) -> None:
        if self._subscription is not None:
            await self._subscription.close()
            self._subscription = None
        if self._owned_search is not None:
            await self._owned_search.close()
            self._owned_search = None
        if self.listener is not None:
            await self.listener.close()
        if self._owns_gateway:
            await self.gateway.close()
        close = getattr(self.backend, "close", None)
        if callable(close):
            close()

    async def handle(self, event: Event) -> None:
        if not isinstance(event, CodeRequested):
            return  # `accept` keeps other types out
        data = await self.execute(event)
        log.info(
            "code %s of run %s: %s, %d platform calls%s",
            event.data.code_run_id,
            event.run_id,
            data.status,
            len(data.metered_calls),
            f" ({data.error})" if data.error else "",
        )
        await self.bus.publish(
            CodeCompleted(
                **event.replied(
                    CodeCompleted,
                    producer=self.settings.service_name,
                    entity_ids=event.entity_ids,
                    data=data,
                )
            )
        )

    def _socket(self, event: CodeRequested) -> Path:
        token = hashlib.sha256(event.event_id.encode()).hexdigest()[:16]
        return self.settings.sandbox_socket_dir / f"{token}.sock"

    async def execute(self, event: CodeRequested) -> CodeCompletedData:
        """Run one request; every outcome, isolation unavailable included, is a completion."""
        request = event.data
        if event.run_id is None:
            return CodeCompletedData(
                code_run_id=request.code_run_id,
                status="failed",
                error="code.requested has no run_id: code runs only inside a run",
            )
        binding = Binding(
            user=request.requested_by or event.producer,
            team=request.team,
            run_id=event.run_id,
            entitlements=Entitlements.of(request.entitlements),
            as_of=request.as_of,
            execution_id=request.code_run_id,
        )
        limits = Limits(
            wall_seconds=min(request.timeout_s, self.settings.sandbox_max_wall_s),
            cpu_seconds=min(request.timeout_s, self.settings.sandbox_max_wall_s),
        )
        session, execution = await self._open(event, binding, request.source, limits)
        try:
            try:
                result = await self.backend.execute(execution)
            except IsolationUnavailable as exc:
                log.error("code %s NOT run: %s", request.code_run_id, exc)
                return CodeCompletedData(
                    code_run_id=request.code_run_id,
                    status="failed",
                    error=f"isolation unavailable, the code was not run: {exc}",
                    isolation=None,
                    metered_calls=tuple(session.metered),
                )
        finally:
            await session.close()
            if self.listener is not None:
                self.listener.revoke(session)
        return self._completed(event, session, result)

    async def _open(
        self, event: CodeRequested, binding: Binding, code: str, limits: Limits
    ) -> tuple[GatewaySession, ExecutionRequest]:
        """The execution's gateway session and the request reaching it: its own unix socket, or
        (a Pod) a one-time token on the TCP listener, valid until the execution ends."""
        if self.listener is None:
            session = await self.gateway.open(binding, self._socket(event))
            return session, ExecutionRequest(
                code=code, limits=limits, gateway_socket=session_path(session)
            )
        session = self.gateway.session(binding)
        token = self.listener.admit(session, ttl_s=limits.wall_seconds + TOKEN_GRACE_S)
        host = self.settings.sandbox_gateway_advertise or self.listener.host
        ticket = GatewayTicket(host, self.listener.port, token)
        return session, ExecutionRequest(code=code, limits=limits, gateway_ticket=ticket)

    def _completed(
        self, event: CodeRequested, session: GatewaySession, result: ExecutionResult
    ) -> CodeCompletedData:
        request = event.data
        read = session.sources()
        written = {"code": request.source, "reason": request.reason}
        tables = collect.tables(
            result.outputs, session.registry, request.code_run_id, request.as_of, **written
        )
        figures = collect.figures(
            result.outputs, session.artifacts, session.registry, request.code_run_id, **written
        )
        stdout = result.stdout[:MAX_STDOUT]
        status: Literal["succeeded", "failed", "timed_out"] = (
            "succeeded"
            if result.status == "succeeded"
            else "timed_out"
            if result.status == "timed_out"
            else "failed"
        )
        computation = collect.computation(
            session.registry,
            execution_id=request.code_run_id,
            code=request.source,
            reason=request.reason,
            status=status,
            stdout=stdout,
            read=read,
            outputs=[*tables, *figures],
            as_of=request.as_of,
        )
        error = None
        if status != "succeeded":
            last = result.stderr.strip().splitlines()[-1:] or [f"exit code {result.exit_code}"]
            error = f"killed by the {result.killed_by} limit" if result.killed_by else last[0]
        return CodeCompletedData(
            code_run_id=request.code_run_id,
            status=status,
            stdout=stdout,
            stderr=result.stderr[:MAX_STDOUT],
            error=error,
            result_source_id=computation.source_id,
            metered_calls=tuple(session.metered),
            isolation=self.backend.describe(),
            killed_by=result.killed_by,
            truncated=result.truncated,
            sources=shared_sources(session.sources()),
            tables=tuple(tables),
            figures=tuple(figures),
            duration_s=result.duration_s,
        )


def _warm(warm: Callable[[], float]) -> None:
    try:
        log.info("sandbox bytecode caches ready in %.1f s", warm())
    except Exception:  # a slow or broken warm-up only costs speed, never correctness
        log.exception("compiling the sandbox's packages failed; executions compile them")


def session_path(session: GatewaySession) -> Path:
    path = session.socket_path
    if path is None:
        raise RuntimeError("the gateway session is not listening")
    return path


async def build_app(
    settings: SandboxSettings | None = None,
    *,
    bus: EventBus,
    backend: SandboxBackend | None = None,
    market_data: MarketData | None = None,
    index: SearchIndex | None = None,
    gateway: Gateway | None = None,
) -> SandboxApp:
    """Wire the sandbox service; tests pass an in-memory bus and, if they like, a backend.

    Without a gateway, one is built over `market_data` (else the kit's `build_market_data`) and
    `index` (else one opened by the kit's builder, closed with the app), with the settings'
    quotas and service key. Without a backend, bubblewrap (or a refusal saying it is missing).
    """
    from quantward_kit.builders import build_market_data, open_search_index
    from quantward_sandbox_service.backends import default_backend, kubernetes_backend

    settings = settings or SandboxSettings()
    owned: SearchIndex | None = None
    owns_gateway = gateway is None
    if gateway is None:
        if index is None:
            index = owned = await open_search_index(settings)
        gateway = Gateway(
            Services(
                market_data=market_data or build_market_data(settings),
                credentials=ServiceCredentials(
                    settings.service_name, settings.platform_service_key.get_secret_value()
                ),
                search=index,
            ),
            quota=Quota(
                calls_per_execution=settings.sandbox_calls_per_execution,
                units_per_execution=settings.sandbox_units_per_execution,
                units_per_user=settings.sandbox_units_per_user,
            ),
            usage=await _usage_store(settings),
        )
    listener = None
    if settings.sandbox_backend == "kubernetes":
        listener = TcpGatewayListener(settings.sandbox_gateway_bind, settings.sandbox_gateway_port)
        backend = backend or kubernetes_backend(settings)
    return SandboxApp(
        settings,
        bus,
        gateway,
        backend or default_backend(),
        owned_search=owned,
        listener=listener,
        owns_gateway=owns_gateway,
    )


async def _usage_store(settings: SandboxSettings) -> UsageStore | None:
    """PostgreSQL shared by every replica when `sandbox_usage_dsn` is set (over TLS as the
    `QW_POSTGRES_SSL…` settings say); else None (memory)."""
    conninfo = usage_conninfo(settings)
    if conninfo is None:
        return None
    from quantward_gateway.postgres_usage import PostgresUsageStore

    return await PostgresUsageStore.connect(conninfo, settings.sandbox_usage_schema)


def usage_conninfo(settings: SandboxSettings) -> str | None:
    """The libpq connection string of the usage store: its DSN with the TLS settings merged
    in (the same ones the record store's connections take); None without a DSN."""
    if settings.sandbox_usage_dsn is None:
        return None
    return settings.with_postgres_tls(settings.sandbox_usage_dsn.get_secret_value())
