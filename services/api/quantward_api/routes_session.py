"""/v1/session: the web UI's login (an API key, or signing in with the OIDC issuer, for an
HttpOnly session cookie), who is logged in with the CSRF token, and logout. API clients keep
sending `Authorization: Bearer`."""

from __future__ import annotations

import asyncio
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from fastapi.responses import RedirectResponse
from pydantic import Field

from quantward_api.context import Caller, Ctx
from quantward_api.errors import ApiError, ErrorBody
from quantward_api.keys import PREFIX
from quantward_api.oidc_login import STATE_COOKIE, LoginError
from quantward_api.principals import Principal
from quantward_api.schemas import Me, _Body
from quantward_api.sessions import COOKIE, Session

log = logging.getLogger("quantward.api.session")

router = APIRouter(prefix="/v1/session", tags=["auth"])

OIDC_PATH = "/v1/session/oidc"


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
    end_session_url: str | None = Field(
        default=None,
        description="For a user signed in with the OIDC issuer: the issuer's logout, where "
        "the page goes after `DELETE /v1/session` (None when the issuer has none).",
    )


class LoginOptions(_Body):
    api_key: bool = Field(default=True, description="A key can be exchanged for a session.")
    oidc_login_url: str | None = Field(
        default=None,
        description="Where the browser goes to sign in with the OIDC issuer (None: not set up; "
        "QW_OIDC_CLIENT_ID).",
    )
    oidc_issuer: str | None = Field(default=None, description="The issuer signed in with.")


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


async def open_session(
    ctx: Ctx, principal: Principal, response: Response, request: Request
) -> Session:
    """A new session for `principal`, its cookie set on `response`."""
    session = await asyncio.to_thread(
        ctx.credentials.open, principal, ctx.settings.api_session_ttl_s
    )
    set_cookie(response, request, session, secure=ctx.settings.api_session_cookie_secure)
    return session


async def _session_of(request: Request, ctx: Ctx) -> Session:
    session = await asyncio.to_thread(ctx.credentials.session, request.cookies.get(COOKIE, ""))
    if session is None:
        raise ApiError(401, "unauthenticated", "no session: log in (POST /v1/session)")
    return session


async def _out(request: Request, ctx: Ctx, session: Session, caller: Principal) -> SessionOut:
    end = None
    if caller.via == "oidc" and ctx.oidc_login is not None:
        end = await ctx.oidc_login.end_session_url(str(request.base_url))
    return SessionOut(
        csrf_token=session.csrf_token,
        expires_at=session.expires_at,
        me=Me.of(caller),
        end_session_url=end,
    )


#: the OpenAPI document: these routes need no credential (the login page and the sign-in)
NO_CREDENTIAL: dict[str, Any] = {"security": []}


@router.get("/options", response_model=LoginOptions, openapi_extra=NO_CREDENTIAL)
async def options(ctx: Ctx) -> LoginOptions:
    """How a browser may log in here (no credential needed: the login page asks)."""
    if ctx.oidc_login is None:
        return LoginOptions()
    return LoginOptions(oidc_login_url=f"{OIDC_PATH}/login", oidc_issuer=ctx.settings.oidc_issuer)


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
    session = await open_session(ctx, principal, response, request)
    return await _out(request, ctx, session, principal)


@router.get(
    "",
    response_model=SessionOut,
    responses={401: {"model": ErrorBody, "description": "Not logged in."}},
)
async def current(request: Request, caller: Caller, ctx: Ctx) -> SessionOut:
    """The logged-in browser's session: who it is and the CSRF token its pages send."""
    session = await _session_of(request, ctx)
    return await _out(request, ctx, session, caller)


@router.delete(
    "",
    status_code=204,
    response_class=Response,
    responses={401: {"model": ErrorBody}, 403: {"model": ErrorBody, "description": "No CSRF."}},
)
async def logout(request: Request, caller: Caller, ctx: Ctx) -> Response:
    """Log the browser out: the session ends on the server and its cookie is cleared."""
    session = await _session_of(request, ctx)
    await asyncio.to_thread(ctx.credentials.end, session.session_id)
    response = Response(status_code=204)
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
    return response


@router.get(
    "/oidc/login",
    status_code=303,
    response_class=RedirectResponse,
    responses={
        303: {"description": "To the issuer's sign-in page."},
        404: {"model": ErrorBody, "description": "OIDC sign-in is not set up."},
        502: {"model": ErrorBody, "description": "The issuer's discovery document failed."},
    },
    openapi_extra=NO_CREDENTIAL,
)
async def oidc_login(
    request: Request,
    ctx: Ctx,
    return_to: Annotated[
        str | None, Query(max_length=500, description="A /ui/ path to come back to.")
    ] = None,
) -> Response:
    """Sign in with the OIDC issuer: the authorization code flow with PKCE (S256), state and
    nonce. The browser is sent to the issuer and comes back to `/v1/session/oidc/callback`."""
    if ctx.oidc_login is None:
        raise ApiError(404, "not_found", "OIDC sign-in is not set up here (QW_OIDC_CLIENT_ID)")
    try:
        started = await ctx.oidc_login.start(str(request.base_url), return_to)
    except LoginError as exc:
        log.warning("OIDC sign-in could not start: %s", exc)
        raise ApiError(
            502, "issuer_unavailable", f"the OIDC issuer cannot be reached: {exc}"
        ) from None
    response = RedirectResponse(started.authorization_url, status_code=303)
    response.set_cookie(
        STATE_COOKIE,
        started.state,
        max_age=int(ctx.settings.oidc_login_ttl_s),
        path=OIDC_PATH,
        httponly=True,
        # Lax: the issuer's redirect back is a cross-site top-level navigation
        samesite="lax",
        secure=ctx.settings.api_session_cookie_secure or request.url.scheme == "https",
    )
    return response


@router.get(
    "/oidc/callback",
    status_code=303,
    response_class=RedirectResponse,
    responses={303: {"description": "To the UI, logged in; or to its login page, saying why."}},
    openapi_extra=NO_CREDENTIAL,
)
async def oidc_callback(
    request: Request,
    ctx: Ctx,
    code: Annotated[str, Query(max_length=4096)] = "",
    state: Annotated[str, Query(max_length=200)] = "",
    error: Annotated[str, Query(max_length=200)] = "",
) -> Response:
    """Where the issuer sends the browser back: the code is exchanged (with the PKCE
    verifier), the ID token checked (signature, issuer, audience, expiry, nonce) and a session
    opened. Any failure goes to the login page with a short reason (`#/login?oidc=…`)."""
    cookie_state = request.cookies.get(STATE_COOKIE, "")
    try:
        if ctx.oidc_login is None:
            raise LoginError("disabled", "OIDC sign-in is not set up here")
        if error:
            raise LoginError("denied", f"the issuer answered error={error}")
        if not code or not state:
            raise LoginError("state", "the callback carries no code or no state")
        principal, return_to = await ctx.oidc_login.finish(code, state, cookie_state)
    except LoginError as exc:
        log.warning("OIDC sign-in refused (%s): %s", exc.code, exc)
        response: Response = RedirectResponse(f"/ui/#/login?oidc={exc.code}", status_code=303)
    else:
        response = RedirectResponse(return_to, status_code=303)
        await open_session(ctx, principal, response, request)
    response.delete_cookie(STATE_COOKIE, path=OIDC_PATH, httponly=True, samesite="lax")
    return response
