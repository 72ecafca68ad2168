"""What every route reaches: the settings, the run hub, the record store and who is calling."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from quantward_api.auth import Authenticator
from quantward_api.conversations import ConversationStore
from quantward_api.credential_backends import CredentialStore
from quantward_api.errors import ApiError, not_found
from quantward_api.lookups import GrpcLookups
from quantward_api.oidc_login import OidcLogin
from quantward_api.principals import Principal
from quantward_api.settings import ApiSettings
from quantward_api.streams import RunHub
from quantward_records import RecordStore


@dataclass
class ApiContext:
    settings: ApiSettings
    hub: RunHub
    store: RecordStore
    authenticator: Authenticator
    lookups: GrpcLookups
    conversations: ConversationStore
    #: API keys and browser sessions (one store: revoking a key ends its sessions)
    credentials: CredentialStore
    #: the browser's sign-in with the OIDC issuer; None unless QW_OIDC_CLIENT_ID is set
    oidc_login: OidcLogin | None = None


def context(request: Request) -> ApiContext:
    found: ApiContext = request.app.state.context
    return found


Ctx = Annotated[ApiContext, Depends(context)]


async def principal(request: Request, ctx: Ctx) -> Principal:
    return await ctx.authenticator(request)


Caller = Annotated[Principal, Depends(principal)]


async def submitter(caller: Caller) -> Principal:
    if not caller.can_submit:
        raise ApiError(
            403,
            "forbidden",
            "this role only reads (auditor): submitting, answering and "
            "cancelling runs needs analyst, strategy or admin",
        )
    return caller


Submitter = Annotated[Principal, Depends(submitter)]


async def visible_run(ctx: ApiContext, caller: Principal, run_id: str) -> str | None:
    """The run's requester when `caller` may see the run; 404 otherwise, the same answer as
    for a run that does not exist, so run ids cannot be probed across teams."""
    stream = ctx.hub.held(run_id)
    if stream is not None:
        requested_by = stream.requested_by
    else:
        summary = await asyncio.to_thread(ctx.store.summary, run_id)
        if summary is None:
            raise not_found(f"run {run_id}")
        requested_by = summary.requested_by
    if not caller.may_read(requested_by):
        raise not_found(f"run {run_id}")
    return requested_by
