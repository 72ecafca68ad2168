"""Every error the API returns: a status and `{"error": {"code", "message", "field"}}`.

A handler raises `ApiError`; request validation, unknown routes and anything unexpected are
turned into the same body here. An unexpected exception is logged with its traceback on the
server and answered `500 internal` with no detail of it: a stack trace never reaches a client.
"""

from __future__ import annotations

import logging
import math
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from quantward_api.rate_limit_errors import (
    CredentialStoreUnavailableError,
    RateLimitStoreUnavailableError,
)
from quantward_records import RecordStoreUnavailableError

log = logging.getLogger("quantward.api")


class ErrorDetail(BaseModel):
    code: str = Field(description="Stable machine-readable code, e.g. `not_found`.")
    message: str = Field(description="What went wrong and what to do, for a person.")
    field: str | None = Field(
        default=None, description="The request field at fault (`inputs.as_of`, `answer`)."
    )


class ErrorBody(BaseModel):
    error: ErrorDetail


class ApiError(Exception):
    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        *,
        field: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.headers = headers or {}


def error_response(
    status: int,
    code: str,
    message: str,
    field: str | None = None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    body = ErrorBody(error=ErrorDetail(code=code, message=message, field=field))
    return JSONResponse(body.model_dump(mode="json"), status_code=status, headers=headers)


def not_found(what: str) -> ApiError:
    return ApiError(404, "not_found", f"no {what}")


_CODES = {
    400: "bad_request",
    401: "unauthenticated",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "too_large",
    415: "unsupported_media_type",
    422: "invalid",
    429: "rate_limited",
    503: "unavailable",
}


def _field(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    return ".".join(parts) or "body"


def store_unavailable_error(exc: RecordStoreUnavailableError) -> ApiError:
    """503 with `Retry-After` for a call the record store could not answer (gRPC and the
    routes that turn errors into `ApiError` themselves)."""
    retry = str(max(1, math.ceil(exc.retry_after_s)))
    return ApiError(503, "unavailable", str(exc), headers={"Retry-After": retry})


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return error_response(exc.status, exc.code, exc.message, exc.field, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        field = _field(tuple(first.get("loc", ())))
        return error_response(422, "invalid", f"{field}: {first.get('msg', 'invalid')}", field)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = _CODES.get(exc.status_code, "error")
        return error_response(exc.status_code, code, str(exc.detail))

    @app.exception_handler(CredentialStoreUnavailableError)
    @app.exception_handler(RateLimitStoreUnavailableError)
    @app.exception_handler(RecordStoreUnavailableError)
    async def store_unavailable(_: Request, exc: Exception) -> JSONResponse:
        # a route that reads a store itself (logins, key management, runs and their records):
        # the request was fine, the database is not; the store logged the outage once
        retry = str(max(1, math.ceil(getattr(exc, "retry_after_s", 1.0))))
        return error_response(503, "unavailable", str(exc), None, {"Retry-After": retry})

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return error_response(
            500, "internal", "the API failed on this request; it is logged on the server"
        )
