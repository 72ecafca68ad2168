"""TLS and a bearer token for every gRPC server and client of quantward (ADR 0031).

A server (resolver, search, recorder, the api's RunService) takes its certificate and key, and
optionally a client CA (then it demands a client certificate: mutual TLS); a client takes the CA
that signed the servers' certificates. Both take one deployment-wide bearer token: the client
sends it as `authorization: Bearer …` on every call, the server refuses a call without it with
UNAUTHENTICATED and one line saying what is missing. The standard `grpc.health.v1.Health` is
exempt, so load balancers and probes that cannot send a token still see SERVING.

The certificate files are re-read when they change (on the next handshake), so a renewed
certificate in a mounted Secret is served without a restart. Nothing here ever puts the token
into a message or a log line.
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import grpc

log = logging.getLogger("quantward.grpc")

#: RPCs answered without a token: the standard health protocol, which kubelets and load
#: balancers call without metadata (it says only SERVING or NOT_SERVING)
TOKEN_EXEMPT_PREFIXES: tuple[str, ...] = ("/grpc.health.v1.Health/",)


class GrpcSecurityError(ValueError):
    """The gRPC TLS / token settings cannot work as given; the message names the setting."""


def _read(setting: str, path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise GrpcSecurityError(f"{setting} {path}: cannot read it ({exc.strerror})") from None


def _stamp(paths: Sequence[Path | None]) -> tuple[tuple[int, int], ...]:
    out = []
    for path in paths:
        if path is None:
            continue
        try:
            st = path.stat()
        except OSError:  # mid-swap of a mounted Secret: keep what is served until it settles
            return ()
        out.append((st.st_mtime_ns, st.st_size))
    return tuple(out)


@dataclass(frozen=True)
class GrpcSecurity:
    """How this process serves and calls gRPC (built from the `QW_GRPC_…` settings)."""

    tls: bool = False
    #: the process's certificate and key (PEM): served by its gRPC server, and presented to a
    #: server that asks for a client certificate
    certfile: Path | None = None
    keyfile: Path | None = None
    #: server side: demand client certificates signed by this CA (mutual TLS)
    client_cafile: Path | None = None
    #: client side: the CA that signed the servers' certificates; unset = the system's CAs
    cafile: Path | None = None
    #: sent by clients, required by servers; unset = no token sent or required
    token: str | None = None
    #: also accepted by servers, never sent (the token being rotated in or out)
    also_accepted: str | None = None

    def __post_init__(self) -> None:
        if (self.certfile is None) != (self.keyfile is None):
            raise GrpcSecurityError(
                "QW_GRPC_TLS_CERTFILE and QW_GRPC_TLS_KEYFILE go together: set both or neither"
            )
        given = [
            name
            for name, value in (
                ("QW_GRPC_TLS_CERTFILE", self.certfile),
                ("QW_GRPC_TLS_CLIENT_CAFILE", self.client_cafile),
                ("QW_GRPC_TLS_CAFILE", self.cafile),
            )
            if value is not None
        ]
        if given and not self.tls:
            raise GrpcSecurityError(
                f"{', '.join(given)} set but QW_GRPC_TLS is off: set QW_GRPC_TLS=true "
                "(or unset them)"
            )
        if self.also_accepted and not self.token:
            raise GrpcSecurityError(
                "QW_GRPC_TOKEN_ALSO_ACCEPTED needs QW_GRPC_TOKEN (the token this process sends)"
            )

    # --- server -------------------------------------------------------------------------------

    def server_credentials(self) -> grpc.ServerCredentials | None:
        """TLS credentials for a server, re-reading the files when they change; None = plaintext."""
        if not self.tls:
            return None
        if self.certfile is None or self.keyfile is None:
            raise GrpcSecurityError(
                "QW_GRPC_TLS is on but this process serves gRPC without a certificate: set "
                "QW_GRPC_TLS_CERTFILE and QW_GRPC_TLS_KEYFILE"
            )
        watched = (self.certfile, self.keyfile, self.client_cafile)
        served = {"stamp": _stamp(watched)}
        initial = self._certificate_configuration()

        def fetch() -> Any:
            stamp = _stamp(watched)
            if not stamp or stamp == served["stamp"]:
                return None  # keep serving what is loaded
            try:
                fresh = self._certificate_configuration()
            except GrpcSecurityError as exc:
                log.warning("gRPC certificate not reloaded: %s", exc)
                return None
            served["stamp"] = stamp
            log.info("gRPC certificate reloaded from %s", self.certfile)
            return fresh

        return grpc.dynamic_ssl_server_credentials(
            initial, fetch, require_client_authentication=self.client_cafile is not None
        )

    def _certificate_configuration(self) -> Any:
        assert self.certfile is not None
        assert self.keyfile is not None
        pair = (
            _read("QW_GRPC_TLS_KEYFILE", self.keyfile),
            _read("QW_GRPC_TLS_CERTFILE", self.certfile),
        )
        client_ca = (
            _read("QW_GRPC_TLS_CLIENT_CAFILE", self.client_cafile)
            if self.client_cafile is not None
            else None
        )
        return grpc.ssl_server_certificate_configuration([pair], root_certificates=client_ca)

    def without_token(self) -> GrpcSecurity:
        """The same TLS, no deployment token: for a service whose callers are users, who send
        their own credentials in the same `authorization` header (the api's RunService)."""
        return replace(self, token=None, also_accepted=None)

    def server_interceptors(self) -> list[grpc.aio.ServerInterceptor]:
        """The token check (empty when no token is configured)."""
        if not self.token:
            return []
        accepted = [self.token] + ([self.also_accepted] if self.also_accepted else [])
        return [BearerTokenCheck(accepted)]

    # --- client -------------------------------------------------------------------------------

    def channel(self, address: str) -> grpc.aio.Channel:
        """A channel to `address` (host:port) over TLS when QW_GRPC_TLS is on, sending the token."""
        interceptors = [BearerTokenSender(self.token)] if self.token else None
        if not self.tls:
            return grpc.aio.insecure_channel(address, interceptors=interceptors)
        credentials = grpc.ssl_channel_credentials(
            root_certificates=_read("QW_GRPC_TLS_CAFILE", self.cafile) if self.cafile else None,
            private_key=_read("QW_GRPC_TLS_KEYFILE", self.keyfile) if self.keyfile else None,
            certificate_chain=_read("QW_GRPC_TLS_CERTFILE", self.certfile)
            if self.certfile
            else None,
        )
        return grpc.aio.secure_channel(address, credentials, interceptors=interceptors)


# --- the token on the wire ------------------------------------------------------------------------

_HEADER = "authorization"
_SCHEME = "bearer "


def _refusal(problem: str) -> Callable[..., Any]:
    async def refuse(request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> None:
        await context.abort(grpc.StatusCode.UNAUTHENTICATED, problem)

    return refuse


class BearerTokenCheck(grpc.aio.ServerInterceptor):
    """Refuses every call (but the standard health check) without an accepted bearer token."""

    def __init__(self, accepted: Sequence[str]) -> None:
        self._accepted = [t.encode() for t in accepted]

    def problem(self, metadata: Sequence[tuple[str, Any]] | None) -> str | None:
        """Why a call with this metadata is refused; None = accepted."""
        values = [v for k, v in (metadata or ()) if k.lower() == _HEADER]
        if not values:
            return (
                "no bearer token: this gRPC service needs `authorization: Bearer <token>` "
                "(set QW_GRPC_TOKEN on the client to the deployment's token)"
            )
        value = values[0] if isinstance(values[0], str) else values[0].decode(errors="replace")
        if not value.lower().startswith(_SCHEME):
            return "the authorization metadata is not `Bearer <token>`"
        given = value[len(_SCHEME) :].strip().encode()
        # every accepted token is compared, so the time taken says nothing about which matched
        matched = [hmac.compare_digest(given, token) for token in self._accepted]
        if not any(matched):
            return "the bearer token is not valid for this service (QW_GRPC_TOKEN differs)"
        return None

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Any],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> Any:
        method = handler_call_details.method
        handler = await continuation(handler_call_details)
        if handler is None or method.startswith(TOKEN_EXEMPT_PREFIXES):
            return handler
        problem = self.problem(handler_call_details.invocation_metadata)
        if problem is None:
            return handler
        log.warning("gRPC call to %s refused: %s", method, problem)
        refuse = _refusal(problem)
        make = {
            (False, False): grpc.unary_unary_rpc_method_handler,
            (False, True): grpc.unary_stream_rpc_method_handler,
            (True, False): grpc.stream_unary_rpc_method_handler,
            (True, True): grpc.stream_stream_rpc_method_handler,
        }[(handler.request_streaming, handler.response_streaming)]
        return make(
            refuse,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )


class BearerTokenSender(
    grpc.aio.UnaryUnaryClientInterceptor,
    grpc.aio.UnaryStreamClientInterceptor,
):
    """Adds `authorization: Bearer <token>` to every call of a channel."""

    def __init__(self, token: str) -> None:
        self._value = f"Bearer {token}"

    def _details(self, details: grpc.aio.ClientCallDetails) -> grpc.aio.ClientCallDetails:
        metadata = grpc.aio.Metadata(*(details.metadata or ()))
        metadata.add(_HEADER, self._value)
        return grpc.aio.ClientCallDetails(
            details.method, details.timeout, metadata, details.credentials, details.wait_for_ready
        )

    async def intercept_unary_unary(
        self, continuation: Any, client_call_details: grpc.aio.ClientCallDetails, request: Any
    ) -> Any:
        return await continuation(self._details(client_call_details), request)

    async def intercept_unary_stream(
        self, continuation: Any, client_call_details: grpc.aio.ClientCallDetails, request: Any
    ) -> Any:
        return await continuation(self._details(client_call_details), request)
