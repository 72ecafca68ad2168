"""Binding and resolving: the request's inputs complete and every company an entity id.

Nothing is researched about a name: each company is resolved by the resolver first. A chat run
asks the user for a missing input, an ambiguous company or one that is not found; a strategy
run fails instead, naming what it could not decide.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import date
from typing import Final, Literal

from quantward_contracts import Event
from quantward_contracts.events import (
    ClarificationOption,
    EntityAlternative,
    EntityResolved,
    EntityResolvedData,
    MentionsResolved,
    ResolvedMention,
    ResolveEntity,
    ResolveEntityData,
    ResolveMentions,
    ResolveMentionsData,
)
from quantward_orchestrator.journal import Run, RunFailedError
from quantward_orchestrator.preflight import (
    Obstacle,
    needed_approaches,
    obstacles,
    obstacles_text,
    read_coverage,
)
from quantward_orchestrator.state import Clarified
from quantward_workflows.model import CompanyRole

ResolverRole = Literal["issuer", "parent", "listing"]
#: how a template's company input is resolved: a company input means the company (no role
#: hint, so the name decides); only an input that asks for a debt issuer asks for the issuer
_RESOLVER_ROLE: Final[dict[CompanyRole, ResolverRole | None]] = {
    "company": None,
    "debt_issuer": "issuer",
}


async def bind_and_resolve(run: Run) -> None:
    """Complete the inputs, resolve the companies, check that the data can answer what the
    template pins, and announce the companies (the state keeps them).

    What the data cannot serve is found here, before any model call: a strategy run fails
    saying what to change; a chat run asks for a new value of the input that fixes it and
    resolves again.
    """
    await run.progress("resolving", "binding inputs and resolving companies")
    attempts = run.settings.orchestrator_clarification_attempts
    for attempt in range(attempts + 1):
        await _complete_inputs(run)
        entity_ids = await _resolve(run)
        found = await _preflight(run, entity_ids)
        if not found:
            break
        fixable = next((o for o in found if o.input_name is not None), None)
        if run.state.mode != "chat" or fixable is None or attempt == attempts:
            raise RunFailedError(obstacles_text(found))
        await _ask_to_change(run, fixable)
    candidates = run.state.candidates
    names = ", ".join(candidates[e].described() for e in entity_ids)
    await run.progress("planning", f"companies: {names}", entity_ids=entity_ids)


async def _preflight(run: Run, entity_ids: list[str]) -> list[Obstacle]:
    spec = run.state.spec
    needs = needed_approaches(spec)
    if not needs - {"search"}:
        return []
    market = run.gateway.market_data
    coverage = await asyncio.to_thread(read_coverage, market, entity_ids, needs)
    candidates = run.state.candidates
    entities = [candidates[e] for e in entity_ids if e in candidates]
    unique = {o.text: o for o in obstacles(spec, entities, coverage)}
    return list(unique.values())


async def _ask_to_change(run: Run, obstacle: Obstacle) -> None:
    """Chat: ask for the value of the input that removes `obstacle` (it replaces the old)."""
    template = run.state.template
    assert template is not None
    assert obstacle.input_name is not None
    name = obstacle.input_name
    spec = template.inputs[name]
    await run.ask_user(
        f"The data cannot answer this as asked: {obstacle.text}. What {name.replace('_', ' ')} "
        f"should the {template.title} use instead? ({spec.description})",
        "the data the template's questions need does not cover the request; research cannot "
        "change that",
        tuple(ClarificationOption(option_id=c, label=c) for c in spec.choices),
        input_name=name,
    )


async def _complete_inputs(run: Run) -> None:
    state = run.state
    data = state.request.data if state.request is not None else None
    if data is None or (data.template_id is None and not data.question):
        raise RunFailedError("the request has neither a question nor a template")
    misfits: dict[str, int] = {}
    while True:
        state = run.state
        if state.binding_error is not None:
            raise RunFailedError(state.binding_error)
        if not state.missing_inputs:
            return
        assert state.template is not None
        name = state.missing_inputs[0]
        spec = state.template.inputs[name]
        question = (
            f"What {name.replace('_', ' ')} should the {state.template.title} use? "
            f"({spec.description})"
        )
        problem = state.input_problem
        if problem is not None:
            misfits[name] = misfits.get(name, 0) + 1
            if misfits[name] >= run.settings.orchestrator_clarification_attempts:
                raise RunFailedError(f"input `{name}`: {problem}")
            label = name.replace("_", " ")
            question = f"The value for {label} does not fit: {problem}. {question}"
        await run.ask_user(
            question,
            f"the template requires `{name}` ({spec.type}) and the request did not give it",
            tuple(ClarificationOption(option_id=c, label=c) for c in spec.choices),
            input_name=name,
        )


async def _resolve(run: Run) -> list[str]:
    spec = run.state.spec
    as_of = spec.as_of
    if spec.inputs is not None:
        roles = spec.inputs.company_roles()
        found = list(
            await asyncio.gather(
                *(
                    _resolve_one(run, q, as_of, role=_RESOLVER_ROLE[roles[q.casefold()]])
                    for q in spec.inputs.companies()
                )
            )
        )
    else:
        found = await _resolve_mentions(run, spec.question or "", as_of)
    unique = list(dict.fromkeys(found))
    if not unique:
        raise RunFailedError("no company could be resolved for this request")
    return unique


async def _resolve_one(
    run: Run, query: str, as_of: date | None, *, role: ResolverRole | None = None
) -> str:
    for _attempt in range(3):
        event = await _request_resolution(run, query, as_of, role)
        if event.data.status == "resolved" and event.data.entity_id:
            return event.data.entity_id
        if run.state.mode != "chat":
            raise RunFailedError(
                f"{unresolved_text(query, event.data)}; a strategy run does not guess and does "
                "not wait for a user"
            )
        clarified = await _ask_entity(run, query, event)
        if clarified.choice is not None and role is None:
            return clarified.choice.option_id
        # The company the user picked still plays the role asked for (its debt issuer); a
        # company not found: the answer is another name to try.
        query = clarified.choice.option_id if clarified.choice is not None else clarified.answer
    raise RunFailedError(f"'{query}' could not be resolved after three answers")


def unresolved_text(query: str, data: EntityResolvedData | ResolvedMention) -> str:
    """ "'Merck' is ambiguous (candidates: …)" / "no company called 'Exxon' is known
    (closest: …)": what a user needs to name the company precisely."""
    listed = ", ".join(f"{a.name} ({a.entity_id})" for a in data.alternatives[:5])
    if data.status == "ambiguous":
        return f"'{query}' is ambiguous" + (f" (candidates: {listed})" if listed else "")
    return f"no company called '{query}' is known" + (f" (closest: {listed})" if listed else "")


def _entity_choices(alternatives: Sequence[EntityAlternative]) -> tuple[ClarificationOption, ...]:
    return tuple(ClarificationOption(option_id=a.entity_id, label=a.name) for a in alternatives)


async def _ask_entity(run: Run, query: str, event: EntityResolved) -> Clarified:
    choices = _entity_choices(event.data.alternatives[:5])
    if event.data.status == "ambiguous":
        return await run.ask_user(
            f"Which company do you mean by '{query}'?",
            f"'{query}' matches several companies and the answer depends on which",
            choices,
            cause=event,
        )
    closest = " Did you mean one of these?" if choices else ""
    return await run.ask_user(
        f"I could not find a company called '{query}'.{closest} Which company do you mean?",
        "every tool needs a resolved company",
        choices,
        cause=event,
        free_text=True,
    )


async def _request_resolution(
    run: Run, query: str, as_of: date | None, role: ResolverRole | None
) -> EntityResolved:
    command = ResolveEntity(
        **run.envelope(), data=ResolveEntityData(query=query, as_of=as_of, role=role)
    )
    reply = await _ask_resolver(run, command, f" for '{query}'")
    assert isinstance(reply, EntityResolved)
    return reply


async def _resolve_mentions(run: Run, text: str, as_of: date | None) -> list[str]:
    command = ResolveMentions(**run.envelope(), data=ResolveMentionsData(text=text, as_of=as_of))
    reply = await _ask_resolver(run, command)
    assert isinstance(reply, MentionsResolved)
    unresolved = [m for m in reply.data.mentions if m.status != "resolved" or not m.entity_id]
    if unresolved and run.state.mode != "chat":
        # Every company the question names is researched or the run says which it could not
        # decide, all of them at once: researching the others only would answer another question.
        raise RunFailedError(
            "; ".join(unresolved_text(m.text, m) for m in unresolved)
            + "; a strategy run does not guess and does not wait for a user"
        )
    found: list[str] = []
    for mention in reply.data.mentions:
        if mention.status == "resolved" and mention.entity_id:
            found.append(mention.entity_id)
        else:
            found.append(await _resolve_one(run, mention.text, as_of))
    if not found:
        if run.state.mode != "chat":
            raise RunFailedError("the question names no company the knowledge graph knows")
        clarified = await run.ask_user(
            "Which company is this question about?",
            "the question names no company the knowledge graph knows",
            cause=reply,
        )
        found.append(await _resolve_one(run, clarified.answer, as_of))
    return found


async def _ask_resolver(
    run: Run, command: ResolveEntity | ResolveMentions, about: str = ""
) -> Event:
    failure = f"the resolver did not answer{about} (is it running?)"
    timeout_s = run.settings.orchestrator_reply_timeout_s
    return await run.ask(command, "resolution", timeout_s, "entity", failure=failure)
