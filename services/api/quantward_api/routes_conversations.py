"""/v1/conversations: sessions of turns, each turn a run; follow-ups carry the grounding.

A turn is a free question, a bundled template with inputs, or `changes` to the inputs of the
conversation's latest template turn (the same template runs again, its inputs checked like a
new submission's). Every turn after the first is given the sources the earlier turns' released
answers cited (`run.requested.v1` `grounding`; ADR 0023). Visibility and roles are the runs':
a conversation is its creator team's (another team's id answers 404), auditors read, cannot
post.
"""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import JsonValue

from quantward_api.context import ApiContext, Caller, Ctx, Submitter
from quantward_api.conversations import Conversation, NewTurn, Turn
from quantward_api.errors import ApiError, ErrorBody, not_found
from quantward_api.grounding import conversation_grounding
from quantward_api.principals import Principal
from quantward_api.routes_runs import template_run
from quantward_api.schemas import (
    ConversationCreate,
    ConversationOut,
    ConversationPage,
    RunSubmission,
    TurnAccepted,
    TurnOut,
    TurnSubmission,
)
from quantward_contracts import new_id

ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody, "description": "No or a wrong credential."},
    404: {"model": ErrorBody, "description": "No such conversation, or not the caller's to see."},
    429: {"model": ErrorBody, "description": "Rate limited; see Retry-After."},
    503: {
        "model": ErrorBody,
        "description": "The rate-limit store (its database) is unavailable; see Retry-After.",
    },
}

router = APIRouter(prefix="/v1", responses=ERRORS, tags=["conversations"])


async def _status(ctx: ApiContext, run_id: str) -> str:
    summary = await asyncio.to_thread(ctx.store.summary, run_id)
    if summary is not None:
        return summary.status
    stream = ctx.hub.held(run_id)
    if stream is not None and stream.completed is not None:
        return stream.completed.data.status
    return "running"  # submitted, not recorded yet


async def _turn_out(ctx: ApiContext, turn: Turn) -> TurnOut:
    return TurnOut(
        turn_id=turn.turn_id,
        index=turn.index,
        run_id=turn.run_id,
        question=turn.question,
        template=turn.template_id,
        inputs=turn.inputs,
        status=await _status(ctx, turn.run_id),
        created_at=turn.created_at.isoformat(),
        carried=list(turn.carried),
    )


async def _out(ctx: ApiContext, conversation: Conversation) -> ConversationOut:
    return ConversationOut(
        conversation_id=conversation.conversation_id,
        title=conversation.title,
        created_at=conversation.created_at.isoformat(),
        requested_by=conversation.owner,
        turns=[await _turn_out(ctx, t) for t in conversation.turns],
    )


async def _visible(ctx: ApiContext, caller: Principal, conversation_id: str) -> Conversation:
    """The conversation when `caller` may see it; 404 otherwise (as for an unknown id)."""
    found = await asyncio.to_thread(ctx.conversations.get, conversation_id)
    if found is None or not caller.may_read(found.owner):
        raise not_found(f"conversation {conversation_id}")
    return found


@router.post("/conversations", status_code=201, response_model=ConversationOut)
async def create(body: ConversationCreate, caller: Submitter, ctx: Ctx) -> ConversationOut:
    """Start a conversation (no turn yet)."""
    created = await asyncio.to_thread(
        ctx.conversations.create, title=body.title, owner=caller.requester, team=caller.team
    )
    return await _out(ctx, created)


@router.get("/conversations", response_model=ConversationPage)
async def list_conversations(
    caller: Caller,
    ctx: Ctx,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> ConversationPage:
    """The conversations the caller may see (their team's; every one for auditors and admins),
    newest first."""
    limit = min(limit, ctx.settings.api_page_max)
    found = await asyncio.to_thread(
        ctx.conversations.list,
        team=None if caller.reads_all else caller.team,
        limit=limit + 1,
        offset=offset,
    )
    shown = [c for c in found[:limit] if caller.may_read(c.owner)]
    return ConversationPage(
        conversations=[await _out(ctx, c) for c in shown],
        next_offset=offset + limit if len(found) > limit else None,
    )


@router.get("/conversations/{conversation_id}", response_model=ConversationOut)
async def show(conversation_id: str, caller: Caller, ctx: Ctx) -> ConversationOut:
    """One conversation with its turns, each with its run's status."""
    return await _out(ctx, await _visible(ctx, caller, conversation_id))


def _changed_inputs(
    conversation: Conversation, changes: dict[str, JsonValue]
) -> tuple[str, dict[str, JsonValue]]:
    """The latest template turn's template and its inputs with `changes` applied; 422 naming
    `changes` when no earlier turn ran a template."""
    previous = next((t for t in reversed(conversation.turns) if t.template_id is not None), None)
    if previous is None or previous.template_id is None:
        raise ApiError(
            422,
            "invalid",
            "changes: no earlier turn of this conversation ran a template; send "
            '{"template": id, "inputs": {…}} first',
            field="changes",
        )
    return previous.template_id, merged(previous.inputs or {}, changes)


def merged(inputs: dict[str, JsonValue], changes: dict[str, JsonValue]) -> dict[str, JsonValue]:
    """`inputs` with `changes` applied; an object-valued input (a mandate) changes field by
    field, so `{"mandate": {"max_position_weight": 0.08}}` keeps the mandate's other limits."""
    result = dict(inputs)
    for name, value in changes.items():
        before = result.get(name)
        if isinstance(before, dict) and isinstance(value, dict):
            result[name] = merged(before, value)
        else:
            result[name] = value
    return result


@router.post(
    "/conversations/{conversation_id}/turns",
    status_code=201,
    response_model=TurnAccepted,
    responses={422: {"model": ErrorBody, "description": "A field of the turn is at fault."}},
)
async def add_turn(
    conversation_id: str, body: TurnSubmission, caller: Submitter, ctx: Ctx
) -> TurnAccepted:
    """Ask the next turn: its run starts at once (follow it at `events_url`). A follow-up is
    given the sources the earlier turns' answers cited, so it can cite the same passages."""
    conversation = await _visible(ctx, caller, conversation_id)
    template_id = inputs = None
    if body.question is None:
        if body.changes is not None:
            template_id, inputs = _changed_inputs(conversation, body.changes)
        else:
            template_id, inputs = body.template, body.inputs or {}
        submission = RunSubmission(template_id=template_id, inputs=inputs)
        try:
            mode, _, _, bound = template_run(submission)
        except ApiError as exc:
            if body.changes is not None and exc.field and exc.field.startswith("inputs."):
                field = f"changes.{exc.field.removeprefix('inputs.')}"
                message = exc.message.replace(exc.field, field)
                raise ApiError(422, exc.code, message, field=field) from None
            if exc.field == "template_id":
                message = exc.message.replace("template_id", "template")
                raise ApiError(422, exc.code, message, field="template") from None
            raise
        inputs = bound  # defaults filled in: the next `changes` starts from what ran
    grounding = await asyncio.to_thread(
        conversation_grounding,
        ctx.store,
        conversation.turns,
        limit=ctx.settings.api_grounding_max,
    )
    carried = tuple(f"{c.from_run_id}/{c.source.source_id}" for c in grounding)
    run_id = new_id("run")
    turn = await asyncio.to_thread(
        ctx.conversations.add_turn,
        conversation_id,
        NewTurn(
            run_id=run_id,
            question=body.question,
            template_id=template_id,
            inputs=inputs,
            carried=carried,
        ),
    )
    try:
        if body.question is not None:
            await ctx.hub.submit(
                caller,
                run_id=run_id,
                mode="chat",
                question=body.question,
                conversation_id=conversation_id,
                grounding=grounding,
            )
        else:
            await ctx.hub.submit(
                caller,
                run_id=run_id,
                mode=mode,
                template_id=template_id,
                inputs=bound,
                conversation_id=conversation_id,
                grounding=grounding,
            )
    except BaseException:
        await asyncio.to_thread(ctx.conversations.remove_turn, turn.turn_id)
        raise
    return TurnAccepted(
        turn_id=turn.turn_id,
        index=turn.index,
        run_id=run_id,
        events_url=f"/v1/runs/{run_id}/events",
        answer_url=f"/v1/runs/{run_id}/answer",
        carried=list(carried),
    )
