"""Runs of one strategy, and the open concerns one run hands the next (mandate drift).

A strategy runs the same template again and again for the same requester; a reviewer following
it carries what it left unresolved from one execution to the next, so an assumption questioned
last time and still made now is questioned again instead of slipping through as new.

"The same strategy" is exact: both runs are in strategy mode, with the same `requested_by`, the
same `template_id` and the same `strategy_id` (both None counts as the same). The run carried
from is the one of them that ended latest before this run was requested (ties: the greater run
id), so the rule reads the same record every time it is applied, and a run resumed from its
record finds the same previous run.

Only concerns about the plan are carried (ones a plan review reported, or that the previous run
carried itself): a concern raised only about a previous answer (its figures, its citations)
names that run's artifacts, which the next run does not have.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from quantward_contracts.events import (
    ConcernsCarriedData,
    RunRequested,
    RunRequestedData,
    event_type_tag,
)
from quantward_records.model import RunQuery, RunSummary
from quantward_records.port import RecordStore
from quantward_records.recording import restore
from quantward_records.views import RunView

#: how many of the requester's runs of the template are looked at, newest first
LOOKBACK_RUNS: Final = 1_000

StrategyKey = tuple[str, str, str | None]
#: the type tag of a run's request, read before the rest of its record
REQUESTED: Final = event_type_tag(RunRequested)


def strategy_of(data: RunRequestedData) -> StrategyKey | None:
    """The strategy a request belongs to (None: not a strategy run of a template)."""
    if data.mode != "strategy" or data.template_id is None:
        return None
    return data.requested_by, data.template_id, data.strategy_id


def carried_concerns(store: RecordStore, request: RunRequested) -> ConcernsCarriedData | None:
    """The open plan concerns of the strategy's latest run that ended before `request`, marked
    as carried from it; None when the request is no strategy run or its strategy has no such
    run. Blocking (it reads the store): call it in a thread."""
    key = strategy_of(request.data)
    if key is None:
        return None
    for summary in _ended_before(store, request):
        try:
            entries = store.entries(summary.run_id)
            # the request first: only a run of this strategy is read whole
            asked = next((e for e in entries if e.type == REQUESTED), None)
            first = restore(asked, store.artifact) if asked is not None else None
            if not isinstance(first, RunRequested) or strategy_of(first.data) != key:
                continue
            view = RunView.of(summary.run_id, (restore(e, store.artifact) for e in entries))
        except (ValueError, LookupError):
            continue  # its content was deleted or an artifact is gone: nothing to carry from it
        open_plan = [
            c.model_copy(update={"carried_from": summary.run_id})
            for c in view.ledger
            if c.status == "open" and c.concern_id in _plan_concern_ids(view)
        ]
        return ConcernsCarriedData(from_run_id=summary.run_id, concerns=tuple(open_plan))
    return None


def _ended_before(store: RecordStore, request: RunRequested) -> Iterator[RunSummary]:
    """The requester's runs of the template that ended before the request, latest first."""
    data = request.data
    found = store.runs(
        RunQuery(
            requested_by=data.requested_by,
            template_id=data.template_id,
            until=request.time,
            limit=LOOKBACK_RUNS,
        )
    )
    ended = [
        s
        for s in found
        if s.run_id != request.run_id
        and s.status != "running"
        and s.ended_at is not None
        and s.ended_at < request.time
    ]
    ended.sort(key=lambda s: (s.ended_at, s.run_id), reverse=True)
    yield from ended


def _plan_concern_ids(view: RunView) -> set[str]:
    ids = {c.concern_id for r in view.reviews if r.stage == "plan" for c in r.concerns}
    if view.carried is not None:
        ids |= {c.concern_id for c in view.carried.data.concerns}
    return ids


__all__ = ["LOOKBACK_RUNS", "StrategyKey", "carried_concerns", "strategy_of"]
