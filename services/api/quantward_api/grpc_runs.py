"""The gRPC mirror of the run operations (`quantward.runs.v1.RunService`).

Each call runs the same function as its HTTP route (so validation, team scoping and roles are
one code path), authenticated from the `authorization` metadata; an `ApiError` becomes the
matching status code with its message (and the field, as `field: message`).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any, NoReturn

import grpc
from google.protobuf.timestamp_pb2 import Timestamp

from quantward.runs.v1 import runs_pb2 as pb
from quantward.runs.v1 import runs_pb2_grpc
from quantward_api import routes_conversations, routes_runs
from quantward_api.context import ApiContext, submitter, visible_run
from quantward_api.errors import ApiError, not_found, store_unavailable_error
from quantward_api.principals import Principal
from quantward_api.progress import progress_item
from quantward_api.schemas import (
    Cancellation,
    ClarificationAnswer,
    ConversationCreate,
    ConversationOut,
    RunSubmission,
    TurnSubmission,
)
from quantward_api.streams import event_json
from quantward_records import RecordStoreUnavailableError

_CODES = {
    401: grpc.StatusCode.UNAUTHENTICATED,
    403: grpc.StatusCode.PERMISSION_DENIED,
    404: grpc.StatusCode.NOT_FOUND,
    409: grpc.StatusCode.FAILED_PRECONDITION,
    413: grpc.StatusCode.INVALID_ARGUMENT,
    422: grpc.StatusCode.INVALID_ARGUMENT,
    429: grpc.StatusCode.RESOURCE_EXHAUSTED,
    503: grpc.StatusCode.UNAVAILABLE,
}


async def _abort(
    context: grpc.aio.ServicerContext[Any, Any], exc: ApiError | RecordStoreUnavailableError
) -> NoReturn:
    if isinstance(exc, RecordStoreUnavailableError):
        exc = store_unavailable_error(exc)
    message = exc.message
    if exc.field and not message.startswith(exc.field):
        message = f"{exc.field}: {message}"
    await context.abort(_CODES.get(exc.status, grpc.StatusCode.INTERNAL), message)
    raise AssertionError("abort returns only by raising")  # pragma: no cover


def _timestamp(iso: str) -> Timestamp:
    from datetime import datetime

    when = Timestamp()
    when.FromDatetime(datetime.fromisoformat(iso))
    return when


def _conversation(out: ConversationOut) -> Any:
    return pb.Conversation(
        conversation_id=out.conversation_id,
        title=out.title or "",
        created_at=_timestamp(out.created_at),
        requested_by=out.requested_by,
        turns=[
            pb.Turn(
                turn_id=t.turn_id,
                index=t.index,
                run_id=t.run_id,
                question=t.question or "",
                template=t.template or "",
                inputs_json=json.dumps(t.inputs) if t.inputs is not None else "",
                status=t.status,
                created_at=_timestamp(t.created_at),
                carried=t.carried,
            )
            for t in out.turns
        ],
    )


def _invalid(field: str, error: Exception) -> ApiError:
    return ApiError(422, "invalid", f"{field}: {error}", field=field)


class RunServicer(runs_pb2_grpc.RunServiceServicer):
    def __init__(self, context: ApiContext) -> None:
        self.ctx = context

    async def _caller(self, context: grpc.aio.ServicerContext[Any, Any]) -> Principal:
        metadata = dict(context.invocation_metadata() or ())
        authorization = str(metadata.get("authorization", ""))
        api_key = str(metadata.get("x-api-key", ""))
        return await self.ctx.authenticator.authenticate(authorization, api_key)

    async def SubmitRun(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await submitter(await self._caller(context))
            try:
                inputs = json.loads(request.inputs_json) if request.inputs_json else {}
                body = RunSubmission(
                    template_id=request.template_id or None,
                    template_yaml=request.template_yaml or None,
                    inputs=inputs,
                    question=request.question or None,
                    mode=request.mode or None,
                    strategy_id=request.strategy_id or None,
                )
            except ValueError as exc:  # JSON and pydantic errors alike
                raise _invalid("request", exc) from None
            accepted = await routes_runs.submit(body, caller, self.ctx)
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return pb.SubmitRunResponse(run_id=accepted.run_id, requested_by=accepted.requested_by)

    async def FollowRun(self, request: Any, context: Any) -> AsyncIterator[Any]:  # noqa: N802
        try:
            caller = await self._caller(context)
            await visible_run(self.ctx, caller, request.run_id)
            stream = await self.ctx.hub.stream(request.run_id)
            if stream is None:
                raise not_found(f"run {request.run_id}")
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        async for event in self.ctx.hub.follow(
            stream,
            after=request.after_event_id or None,
            keepalive_s=self.ctx.settings.api_stream_keepalive_s,
        ):
            if event is None:
                continue
            item = progress_item(event)
            if item is None:
                continue
            kind, payload = item
            when = Timestamp()
            when.FromDatetime(event.time)
            yield pb.RunUpdate(
                event_id=event.event_id,
                kind=kind,
                data_json=json.dumps(event_json(event, kind, payload), ensure_ascii=False),
                time=when,
            )

    async def AnswerClarification(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await submitter(await self._caller(context))
            try:
                body = ClarificationAnswer(answer=request.answer)
            except ValueError as exc:
                raise _invalid("answer", exc) from None
            await routes_runs.answer_clarification(
                request.run_id, request.clarification_id, body, caller, self.ctx
            )
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return pb.AnswerClarificationResponse()

    async def CancelRun(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await submitter(await self._caller(context))
            body = Cancellation(reason=request.reason) if request.reason else Cancellation()
            await routes_runs.cancel(request.run_id, body, caller, self.ctx)
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return pb.CancelRunResponse()

    async def GetRun(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await self._caller(context)
            run = await routes_runs.show_run(request.run_id, caller, self.ctx)
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return pb.GetRunResponse(
            run_id=run.run_id,
            status=run.status,
            requested_by=run.requested_by or "",
            template_id=run.template_id or "",
            question=run.question or "",
            answer_id=run.answer_id or "",
            error=run.error or "",
        )

    async def CreateConversation(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await submitter(await self._caller(context))
            try:
                body = ConversationCreate(title=request.title or None)
            except ValueError as exc:
                raise _invalid("title", exc) from None
            out = await routes_conversations.create(body, caller, self.ctx)
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return _conversation(out)

    async def GetConversation(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await self._caller(context)
            out = await routes_conversations.show(request.conversation_id, caller, self.ctx)
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return _conversation(out)

    async def AddTurn(self, request: Any, context: Any) -> Any:  # noqa: N802
        try:
            caller = await submitter(await self._caller(context))
            try:
                body = TurnSubmission(
                    question=request.question or None,
                    template=request.template or None,
                    inputs=json.loads(request.inputs_json) if request.inputs_json else None,
                    changes=json.loads(request.changes_json) if request.changes_json else None,
                )
            except ValueError as exc:  # JSON and pydantic errors alike
                raise _invalid("request", exc) from None
            accepted = await routes_conversations.add_turn(
                request.conversation_id, body, caller, self.ctx
            )
        except (ApiError, RecordStoreUnavailableError) as exc:
            await _abort(context, exc)
        return pb.AddTurnResponse(
            turn_id=accepted.turn_id,
            index=accepted.index,
            run_id=accepted.run_id,
            carried=accepted.carried,
        )
