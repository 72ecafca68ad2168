"""A conversation's grounding: the sources its earlier turns' answers cited, to carry forward.

A follow-up turn's run is given every source a released answer of an earlier turn cited,
exactly as that run registered it (content and passages attached, its own id), newest turns
first when there are more than `limit`. The follow-up run registers them under its own ids with
the same passages (`quantward_grounding.sharing.carried_into`), so a claim of the follow-up can
cite "the filing you cited last week" and opens the same passage. A turn whose run has not
released an answer (still running, failed) gives nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from quantward_api.conversations import Turn
from quantward_contracts.values import CarriedSource
from quantward_records import RecordStore
from quantward_records.documents import run_view


def conversation_grounding(
    store: RecordStore, turns: Sequence[Turn], *, limit: int
) -> tuple[CarriedSource, ...]:
    """The cited sources of the earlier turns' released answers, oldest turn first, each once
    (its first citing turn); at most `limit`, the newest turns' kept."""
    by_turn: list[list[CarriedSource]] = []
    seen: set[tuple[str, str]] = set()
    for turn in turns:
        view = run_view(store, turn.run_id)
        found: list[CarriedSource] = []
        if view is not None and view.released is not None:
            for citation in view.released.data.citations:
                source = view.shared.get(citation.source_id)
                key = (source.content_hash, source.tool_call_id or "") if source else None
                if source is None or key is None or key in seen:
                    continue
                seen.add(key)
                found.append(CarriedSource(from_run_id=turn.run_id, source=source))
        by_turn.append(found)
    carried: list[CarriedSource] = []
    for found in reversed(by_turn):
        carried[:0] = found[: max(0, limit - len(carried))]
    return tuple(carried)
