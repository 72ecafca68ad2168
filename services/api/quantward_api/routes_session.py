"""/v1/session: the web UI's login (an API key for an HttpOnly session cookie), who is logged
in with the CSRF token, and logout. API clients keep sending `Authorization: Bearer`."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from pydantic import Field

from quantward_api.context import Caller, Ctx
from quantward_api.errors import ApiError, ErrorBody
from quantward_api.keys import PREFIX
from quantward_api.schemas import Me, _Body
from quantward_api.sessions import COOKIE, Session

router = APIRouter(prefix="/v1/session", tags=["auth"])


class Login(_Body):
    api_key: str = Field(
        min_length=len(PREFIX) + 2,
        max_length=500,
        description="An API key (`qw_…`, from `quantward api-keys create`).",
    )


class SessionOut(_Body):
    csrf_token: str = Field(
        description="Send it as `X-CSRF-Token` on every POST/DELETE made with the cookie."
    )
    expires_at: float = Field(description="When the session ends (seconds since the epoch).")
    me: Me


def set_cookie(response: Response, request: Request, session: Session, *, secure: bool) -> None:
    response.set_cookie(
        COOKIE,
        session.session_id,
        max_age=int(session.expires_at - session.created_at),
        path="/",
        httponly=True,
        samesite="strict",
        secure=secure or request.url.scheme == "https",
    )


def _session_of(request: Request, ctx: Ctx) -> Session:
    session = ctx.authenticator.sessions.get(request.cookies.get(COOKIE, ""))
    if session is None:
        raise ApiError(401, "unauthenticated", "no session: log in (POST /v1/session)")
    return session


@router.post(
    "",
    status_code=201,
    response_model=SessionOut,
    responses={401: {"model": ErrorBody, "description": "Unknown or revoked key."}},
)
async def login(body: Login, request: Request, response: Response, ctx: Ctx) -> SessionOut:
    """Log a browser in: the key is checked once and a session cookie (HttpOnly,
    SameSite=Strict) is set; the key itself is not kept by the page."""
    if not body.api_key.startswith(PREFIX):
        raise ApiError(422, "invalid", "api_key must be an API key (qw_…)", field="api_key")
    principal = await ctx.authenticator.authenticate(f"Bearer {body.api_key}")
    session = ctx.authenticator.sessions.open(principal)
    set_cookie(response, request, session, secure=ctx.settings.api_session_cookie_secure)
    return SessionOut(
        csrf_token=session.csrf_token, expires_at=session.expires_at, me=Me.of(principal)
    )


@router.get(
    "",
    response_model=SessionOut,
    responses={401: {"model": ErrorBody, "description": "Not logged in."}},
)
async def current(request: Request, caller: Caller, ctx: Ctx) -> SessionOut:
    """The logged-in browser's session: who it is and the CSRF token its pages send."""
    session = _session_of(request, ctx)
    return SessionOut(
        csrf_token=session.csrf_token, expires_at=session.expires_at, me=Me.of(caller)
    )


@router.delete(
    "",
    status_code=204,
    response_class=Response,
    responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody, "description": "No CSRF."}},
)
async def logout(request: Request, caller: Caller, ctx: Ctx) -> Response:
    """Log the browser out: the session ends on the server and its cookie is cleared."""
    session = _session_of(request, ctx)
    ctx.authenticator.sessions.close(session.session_id)
    response = Response(status_code=204)
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
    return response
