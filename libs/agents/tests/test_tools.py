"""Typed tools: schemas for the model, validated calls, errors returned instead of raised."""

from __future__ import annotations

from pydantic import BaseModel, Field

from quantward_agents.tools import CallContext, Tool, Toolbox, ToolError
from quantward_llm.port import ToolCall


class SearchArgs(BaseModel):
    query: str = Field(min_length=1, description="Words to search for.")
    limit: int = Field(default=5, ge=1, le=50)


async def search(args: SearchArgs, ctx: CallContext) -> dict[str, object]:
    if args.query == "nothing":
        raise ToolError("no documents before 1990")
    if args.query == "bug":
        raise KeyError("oops")
    return {"query": args.query, "hits": args.limit}


TOOLBOX = Toolbox([Tool("search", "Search documents.", SearchArgs, search)])


async def test_the_model_sees_the_argument_schema() -> None:
    (spec,) = TOOLBOX.specs()
    assert spec.name == "search"
    assert spec.parameters["properties"]["limit"]["maximum"] == 50
    assert spec.parameters["required"] == ["query"]


async def test_each_toolbox_gets_its_own_copy_of_a_schema_generated_once() -> None:
    again = Toolbox([Tool("search", "Search documents.", SearchArgs, search)])
    (first,), (second,) = TOOLBOX.specs(), again.specs()
    assert first.parameters == second.parameters
    second.parameters["properties"]["limit"]["maximum"] = 7  # one spec's reader changes it
    assert first.parameters["properties"]["limit"]["maximum"] == 50


async def test_a_valid_call_runs_and_returns_json() -> None:
    outcome = await TOOLBOX.call(
        ToolCall(call_id="c1", name="search", arguments={"query": "eps", "limit": 3})
    )
    assert not outcome.error
    assert outcome.content == '{"query": "eps", "hits": 3}'


async def test_bad_arguments_come_back_to_the_model_naming_the_field() -> None:
    outcome = await TOOLBOX.call(
        ToolCall(call_id="c2", name="search", arguments={"query": "", "limit": 99})
    )
    assert outcome.error
    assert "invalid arguments for search" in outcome.content
    assert "query:" in outcome.content
    assert "limit:" in outcome.content


async def test_a_tool_outside_the_role_is_refused_with_what_is_allowed() -> None:
    outcome = await TOOLBOX.call(ToolCall(call_id="c3", name="run_code", arguments={}))
    assert outcome.error
    assert "no tool named 'run_code'" in outcome.content
    assert "allowed: search" in outcome.content


async def test_a_tool_error_is_returned_to_the_model() -> None:
    outcome = await TOOLBOX.call(
        ToolCall(call_id="c4", name="search", arguments={"query": "nothing"})
    )
    assert outcome.error
    assert outcome.content == "error: search: no documents before 1990"


async def test_a_failing_tool_does_not_end_the_run() -> None:
    outcome = await TOOLBOX.call(ToolCall(call_id="c5", name="search", arguments={"query": "bug"}))
    assert outcome.error
    assert "search failed: KeyError" in outcome.content


def test_the_incremental_request_digest_equals_the_whole_request_s() -> None:
    from quantward_agents.loop import RequestDigest, request_digest
    from quantward_llm.port import ChatRequest, Message

    specs = TOOLBOX.specs()
    digest = RequestDigest(specs)
    messages: list[Message] = [Message(role="system", content="rules")]
    for i in range(5):
        assert digest(messages) == request_digest(
            ChatRequest(messages=tuple(messages), tools=specs)
        )
        messages.append(Message(role="user", content=f"turn {i} “quoted”"))


def test_a_request_digest_does_not_depend_on_the_key_order_of_tool_call_arguments() -> None:
    """A conversation rebuilt from the run record (which keeps keys sorted) hashes as the
    original did, so a resumed agent finds its recorded answers."""
    from quantward_agents.loop import request_digest
    from quantward_llm.port import ChatRequest, Message, ToolCall

    def asked(arguments: dict[str, object]) -> ChatRequest:
        call = ToolCall(call_id="c1", name="search", arguments=arguments)  # type: ignore[arg-type]
        return ChatRequest(
            messages=(
                Message(role="user", content="q"),
                Message(role="assistant", tool_calls=(call,)),
            )
        )

    original = asked({"query": "guidance", "entity_ids": ["ent_a"], "k": {"z": 1, "a": 2}})
    recorded = asked({"entity_ids": ["ent_a"], "k": {"a": 2, "z": 1}, "query": "guidance"})
    assert request_digest(original) == request_digest(recorded)
    assert request_digest(original) != request_digest(asked({"query": "other"}))
