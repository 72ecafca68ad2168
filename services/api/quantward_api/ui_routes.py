"""The web UI: static HTML, CSS and ES modules shipped in this package (`ui/`), served under
`/ui/` with a strict Content-Security-Policy (only this origin's scripts, styles and requests:
no inline script, no external font or CDN), and the one-time login link of `quantward ui`."""

from __future__ import annotations

import asyncio
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Final

from fastapi import APIRouter, FastAPI, Query, Request
from fastapi.responses import FileResponse, RedirectResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from quantward_api.context import Ctx
from quantward_api.principals import principal_from_json
from quantward_api.routes_session import open_session
from quantward_api.sessions import LOGIN_LINK

UI_DIR: Final = Path(str(files("quantward_api") / "ui"))

CSP: Final = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
HEADERS: Final = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-cache",
}

router = APIRouter(include_in_schema=False)


@router.get("/")
async def root() -> RedirectResponse:
    return RedirectResponse("/ui/", status_code=307)


@router.get("/ui")
async def ui_no_slash() -> RedirectResponse:
    return RedirectResponse("/ui/", status_code=307)


@router.get("/ui/")
async def index() -> FileResponse:
    return FileResponse(UI_DIR / "index.html", headers=HEADERS, media_type="text/html")


@router.get("/ui/login-link")
async def login_link(
    request: Request, ctx: Ctx, token: Annotated[str, Query(max_length=200)] = ""
) -> Response:
    """`quantward ui`'s one-time link: opens a session and goes to the UI; used once."""
    found = await asyncio.to_thread(ctx.credentials.take_token, LOGIN_LINK, token)
    if found is None:
        return RedirectResponse("/ui/#/login?link=expired", status_code=303, headers=HEADERS)
    response = RedirectResponse("/ui/", status_code=303, headers=HEADERS)
    await open_session(ctx, principal_from_json(found), response, request)
    return response


class _SecurityHeaders:
    """The UI's headers on every static file too."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                headers += [(k.lower().encode(), v.encode()) for k, v in HEADERS.items()]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, sending)


def install_ui(app: FastAPI) -> None:
    """Serve the UI on `app`: `/` and `/ui/` the page, `/ui/static/…` its files."""
    app.include_router(router)
    app.mount(
        "/ui/static",
        _SecurityHeaders(StaticFiles(directory=UI_DIR / "static", follow_symlink=False)),
        name="ui-static",
    )
