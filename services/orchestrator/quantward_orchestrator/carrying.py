"""What a run takes over from earlier runs: a conversation's grounding, a strategy's concerns.

A follow-up turn of a conversation is given the sources its earlier turns' answers cited
(`run.requested` `grounding`, ADR 0023). Before anything is researched the run registers each
under its own id with the same passages (`source.registered`, caused by the request), so the
grounder resolves a mark of it like any source of the run, the researchers inherit it, and the
record shows which earlier source each one is. A resumed run publishes the same events (derived
ids), which the record already holds.

A strategy run takes over what its strategy's previous run left open (mandate drift).

Before its first review, a strategy run of a template publishes `review.concerns_carried`: the
open plan concerns of the latest run of the same strategy that ended before this run was
requested (`quantward_records.strategies`), each marked with the run it came from. They join the
run's ledger, so every review bundle carries them and the Guardian treats an open carried
concern like an open one of this run: an assumption questioned last time and still made is
raised again, and one that no longer holds is reported resolved. The event is the record's
answer to "where did this concern come from?".

The previous run is found by a rule on the record alone, and a resumed run that finds the event
in its record takes it from there: both read the same carried ledger.
"""

from __future__ import annotations

from quantward_contracts.events import ConcernsCarried
from quantward_grounding.events import source_registered
from quantward_orchestrator.journal import Run


async def carry_concerns(run: Run) -> None:
    """Publish the carried concerns once, before the run's first review; nothing for a chat
    run, a question, a run without the Guardian or an orchestrator without a record store."""
    request = run.state.request
    if request is None or run.state.mode != "strategy" or not run.settings.orchestrator_guardian:
        return
    recorded = run.resumption.carried
    carried = recorded.data if recorded is not None else await run.gateway.carried_concerns(request)
    if carried is None:
        return
    # Resumed, the same two events again: the record holds them, so neither is published twice.
    await run.progress(
        "planning",
        f"carrying {len(carried.concerns)} open concern(s) of this strategy's previous run "
        f"{carried.from_run_id}"
        if carried.concerns
        else f"this strategy's previous run {carried.from_run_id} left no concern open",
    )
    await run.publish(ConcernsCarried(**run.envelope(), data=carried))


async def carry_grounding(run: Run) -> None:
    """Register the conversation's carried sources as this run's, before research starts;
    nothing for a run that is no follow-up."""
    state = run.state
    if not state.given and not state.refused_grounding:
        return
    detail = (
        f"given {len(state.given)} source(s) the conversation's earlier answers cited; "
        "they can be cited again as they were"
    )
    if state.refused_grounding:
        detail += f"; refused {len(state.refused_grounding)}: " + "; ".join(state.refused_grounding)
    await run.progress("planning", detail)
    producer = run.gateway.producer
    cause = state.request_event_id
    await run.publish(
        *(source_registered(s, producer=producer, causation_id=cause) for s in state.given)
    )
