"""/v1/runs: submit, list, show, follow (server-sent events), answer, cancel, the answer."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, time
from typing import Annotated, Literal

from fastapi import APIRouter, Header, Query
from fastapi.responses import StreamingResponse
from pydantic import JsonValue

from quantward_api.context import ApiContext, Caller, Ctx, Submitter, visible_run
from quantward_api.errors import ApiError, ErrorBody, not_found
from quantward_api.principals import TEAM_MARK
from quantward_api.progress import progress_item
from quantward_api.schemas import (
    Accepted,
    AnswerOut,
    Cancellation,
    ClarificationAnswer,
    EvidenceOut,
    Me,
    RunAccepted,
    RunOut,
    RunPage,
    RunSubmission,
)
from quantward_api.streams import event_json
from quantward_contracts.events import AnswerReleased, match_choice
from quantward_contracts.values import TemplateDocument
from quantward_records import RunQuery
from quantward_records.documents import evidence_json, run_view
from quantward_records.views import RunView

ERRORS: dict[int | str, dict[str, object]] = {
    401: {"model": ErrorBody, "description": "No or a wrong credential."},
    404: {"model": ErrorBody, "description": "No such run, or not one the caller may see."},
    429: {"model": ErrorBody, "description": "Rate limited; see Retry-After."},
    503: {
        "model": ErrorBody,
        "description": "The rate-limit store (its database) is unavailable; see Retry-After.",
    },
}

router = APIRouter(prefix="/v1", responses=ERRORS)


@router.get("/me", response_model=Me, tags=["auth"])
async def me(caller: Caller) -> Me:
    """Who the credential authenticates: subject, team, roles and dataset entitlements."""
    return Me.of(caller)


def _invalid(field: str, reason: str) -> ApiError:
    return ApiError(422, "invalid", f"{field}: {reason}", field=field)


def template_run(
    body: RunSubmission,
) -> tuple[str, str, TemplateDocument | None, dict[str, JsonValue]]:
    """(mode, template id, own template document, bound inputs), checked as `quantward run`
    checks them before anything starts; 422 naming the first field at fault."""
    from quantward_workflows import TemplateError, bind_inputs, bundled_templates, parse_template

    own: TemplateDocument | None = None
    try:
        if body.template_yaml is not None:
            workflow = parse_template(body.template_yaml, source="template_yaml")
            own = TemplateDocument.of(body.template_yaml, name="template.yaml")
        else:
            assert body.template_id is not None
            library = bundled_templates()  # never a path: the server's disk is not the user's
            if body.template_id not in library:
                raise _invalid(
                    "template_id",
                    f"no bundled template {body.template_id!r}; available: {', '.join(library)}",
                )
            workflow = library[body.template_id]
        mode = body.mode or workflow.mode
        bound = bind_inputs(workflow, body.inputs, allow_missing=mode == "chat")
    except TemplateError as exc:
        first = exc.problems[0]
        field = first.field if body.template_yaml is None else f"template_yaml.{first.field}"
        raise _invalid(field, first.reason) from None
    return mode, workflow.id, own, bound.as_json()


@router.post("/runs", status_code=202, response_model=RunAccepted, tags=["runs"])
async def submit(body: RunSubmission, caller: Submitter, ctx: Ctx) -> RunAccepted:
    """Start a run: a template with typed inputs, or a free question. Follow it at
    `events_url`."""
    if body.question is not None:
        request = await ctx.hub.submit(
            caller, mode=body.mode or "chat", question=body.question, strategy_id=body.strategy_id
        )
    else:
        mode, template_id, own, inputs = template_run(body)
        request = await ctx.hub.submit(
            caller,
            mode=mode,
            template_id=template_id,
            template=own,
            inputs=inputs,
            strategy_id=body.strategy_id,
        )
    assert request.run_id is not None
    return RunAccepted(
        run_id=request.run_id,
        requested_by=caller.requester,
        events_url=f"/v1/runs/{request.run_id}/events",
        run_url=f"/v1/runs/{request.run_id}",
    )


def _day(value: date | None, *, end: bool) -> datetime | None:
    if value is None:
        return None
    return datetime.combine(value, time.max if end else time.min, tzinfo=UTC)


@router.get("/runs", response_model=RunPage, tags=["runs"])
async def list_runs(
    caller: Caller,
    ctx: Ctx,
    template: Annotated[str | None, Query(max_length=200)] = None,
    status: Literal["running", "succeeded", "failed", "cancelled"] | None = None,
    company: Annotated[str | None, Query(max_length=200, description="Entity id.")] = None,
    since: Annotated[date | None, Query(description="Started on or after (YYYY-MM-DD).")] = None,
    until: Annotated[date | None, Query(description="Started on or before.")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> RunPage:
    """The runs the caller may see (their team's; every run for auditors and admins), newest
    first."""
    limit = min(limit, ctx.settings.api_page_max)
    query = RunQuery(
        template_id=template,
        status=status,
        entity_id=company,
        since=_day(since, end=False),
        until=_day(until, end=True),
        limit=limit + 1,
        offset=offset,
        requested_by_suffix=None if caller.reads_all else f"{TEAM_MARK}{caller.team}",
    )
    found = await asyncio.to_thread(ctx.store.runs, query)
    runs = [RunOut.of(s) for s in found[:limit] if caller.may_read(s.requested_by)]
    return RunPage(runs=runs, next_offset=offset + limit if len(found) > limit else None)


@router.get("/runs/{run_id}", response_model=RunOut, tags=["runs"])
async def show_run(run_id: str, caller: Caller, ctx: Ctx) -> RunOut:
    """One run's summary; a run just submitted and not yet recorded shows as running."""
    requested_by = await visible_run(ctx, caller, run_id)
    summary = await asyncio.to_thread(ctx.store.summary, run_id)
    if summary is not None:
        return RunOut.of(summary)
    stream = ctx.hub.held(run_id)
    status = stream.completed.data.status if stream and stream.completed else "running"
    return RunOut(run_id=run_id, status=status, requested_by=requested_by)


@router.get(
    "/runs/{run_id}/events",
    tags=["runs"],
    response_class=StreamingResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": "The run's events."}},
)
async def follow(
    run_id: str,
    caller: Caller,
    ctx: Ctx,
    last_event_id: Annotated[str | None, Header(max_length=200)] = None,
    after: Annotated[
        str | None, Query(max_length=200, description="Resume after this event id.")
    ] = None,
) -> StreamingResponse:
    """Server-sent events of what the run's user sees, from its start (or after
    `Last-Event-ID`) until it completes: `stage`, `plan`, `delegation`, `task`, `contract`,
    `checks`, `contract_status`, `review_started`, `review`, `clarification`, `answer`,
    `completed`. Each event's `id` is the run event's id."""
    await visible_run(ctx, caller, run_id)
    stream = await ctx.hub.stream(run_id)
    if stream is None:
        raise not_found(f"run {run_id}")
    resume = last_event_id or after

    async def lines() -> AsyncIterator[str]:
        async for event in ctx.hub.follow(
            stream, after=resume, keepalive_s=ctx.settings.api_stream_keepalive_s
        ):
            if event is None:
                yield ": keep-alive\n\n"
                continue
            item = progress_item(event)
            if item is None:
                continue
            kind, payload = item
            data = json.dumps(event_json(event, kind, payload), ensure_ascii=False)
            yield f"id: {event.event_id}\nevent: {kind}\ndata: {data}\n\n"
        yield "event: end\ndata: {}\n\n"

    return StreamingResponse(
        lines(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )


@router.post(
    "/runs/{run_id}/clarifications/{clarification_id}",
    status_code=202,
    response_model=Accepted,
    tags=["runs"],
    responses={409: {"model": ErrorBody, "description": "Already answered, or run ended."}},
)
async def answer_clarification(
    run_id: str, clarification_id: str, body: ClarificationAnswer, caller: Submitter, ctx: Ctx
) -> Accepted:
    """Answer a run's question: by an option's number, id or label (422 naming `answer` when it
    names none and the question takes no free text)."""
    await visible_run(ctx, caller, run_id)
    stream = await ctx.hub.stream(run_id)
    question = stream.questions.get(clarification_id) if stream else None
    if stream is None or question is None:
        raise not_found(f"clarification {clarification_id} in run {run_id}")
    if stream.completed is not None:
        raise ApiError(409, "conflict", f"run {run_id} has ended ({stream.completed.data.status})")
    if clarification_id in stream.answered:
        raise ApiError(409, "conflict", f"clarification {clarification_id} is already answered")
    data = question.data
    if data.choices and not data.free_text and match_choice(body.answer, data.choices) is None:
        listed = "; ".join(f"{n}. {c.label} ({c.option_id})" for n, c in enumerate(data.choices, 1))
        raise _invalid(
            "answer", f"names none of the options ({listed}): give a number, id or label"
        )
    await ctx.hub.answer(stream, question, body.answer, caller)
    return Accepted(run_id=run_id, detail=f"answered {clarification_id}")


@router.post(
    "/runs/{run_id}/cancel",
    status_code=202,
    response_model=Accepted,
    tags=["runs"],
    responses={409: {"model": ErrorBody, "description": "The run has ended."}},
)
async def cancel(run_id: str, body: Cancellation, caller: Submitter, ctx: Ctx) -> Accepted:
    """Ask a running run to stop: its agents stop and it ends `cancelled`."""
    await visible_run(ctx, caller, run_id)
    stream = ctx.hub.held(run_id)
    summary = await asyncio.to_thread(ctx.store.summary, run_id)
    ended = (stream is not None and stream.completed is not None) or (
        summary is not None and summary.status != "running"
    )
    if ended:
        raise ApiError(409, "conflict", f"run {run_id} has already ended")
    await ctx.hub.cancel(run_id, body.reason, caller)
    return Accepted(run_id=run_id, detail="cancel requested")


async def _released(ctx: ApiContext, run_id: str) -> tuple[RunView, AnswerReleased]:
    view = await asyncio.to_thread(run_view, ctx.store, run_id)
    if view is None or view.released is None:
        raise not_found(f"released answer of run {run_id} (yet)")
    return view, view.released


@router.get("/runs/{run_id}/answer", response_model=AnswerOut, tags=["runs"])
async def answer(run_id: str, caller: Caller, ctx: Ctx) -> AnswerOut:
    """The released answer with its numbered citations, each with the passage it cites."""
    await visible_run(ctx, caller, run_id)
    view, released_event = await _released(ctx, run_id)
    released = released_event.data
    citations = []
    for citation in released.citations:
        item = view.evidence(citation.number)
        assert item is not None
        citations.append(EvidenceOut.model_validate(evidence_json(view, item)))
    return AnswerOut(
        run_id=run_id,
        answer_id=released.answer_id,
        version=released.version,
        text=released.text,
        content_hash=released.content_hash,
        citations=citations,
    )


@router.get("/runs/{run_id}/citations/{number}", response_model=EvidenceOut, tags=["runs"])
async def citation(run_id: str, number: int, caller: Caller, ctx: Ctx) -> EvidenceOut:
    """Citation `[number]` of the released answer: its passage, source and tool call."""
    await visible_run(ctx, caller, run_id)
    view, _ = await _released(ctx, run_id)
    item = view.evidence(number)
    if item is None:
        raise not_found(f"citation [{number}] in the answer of run {run_id}")
    return EvidenceOut.model_validate(evidence_json(view, item))
