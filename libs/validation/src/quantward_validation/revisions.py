"""The commitment boundary between contract versions: what the user said stays said.

A later version of a research contract may tighten a limit the user stated, or restate it; it
may not loosen it, drop it, or turn it into an assumption unless a newer message of the user
says so (the constraint then names that message). Pure: two contract bodies and the ids of the
user's messages, in the order they were written, in; one sentence per loosened limit out.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import JsonValue

from quantward_contracts.values import Constraint, ResearchContractBody

#: limits where a larger value allows more (everything named max_… is one too)
_UPPER_BOUNDS = frozenset({"target_volatility", "cost_bps"})
#: booleans that restrict when true
_RESTRICTING_FLAGS = frozenset({"long_only", "market_neutral"})


def _looser(name: str, before: JsonValue, after: JsonValue) -> bool:
    """Whether `after` allows more than `before` for limit `name` (any change of a value whose
    direction is unknown counts: only the user can change what the user said)."""
    if before == after:
        return False
    if isinstance(before, bool) or isinstance(after, bool):
        return name not in _RESTRICTING_FLAGS or (before is True and after is not True)
    if isinstance(before, int | float) and isinstance(after, int | float):
        if name.startswith("max_") or name in _UPPER_BOUNDS:
            return after > before
        if name.startswith("min_"):
            return after < before
    return True


def loosened_user_limits(
    previous: ResearchContractBody,
    proposed: ResearchContractBody,
    user_messages: Sequence[str],
) -> list[str]:
    """Every limit the user stated in `previous` that `proposed` loosens without a newer user
    message naming it; `user_messages` are the run's message ids, oldest first."""
    order = {message_id: i for i, message_id in enumerate(user_messages)}
    now = {c.name: c for c in proposed.constraints}
    problems = []
    for was in previous.constraints:
        if was.provenance != "user_message":
            continue
        kept = now.get(was.name)
        if kept is not None and _newer(kept, was, order):
            continue  # a newer message of the user says so
        stated = f"{was.name} = {was.value} (stated in the user's message {was.provenance_ref})"
        if kept is None:
            problems.append(f"{stated} is dropped")
        elif kept.provenance != "user_message":
            problems.append(f"{stated} becomes {_article(kept.provenance)}")
        elif _looser(was.name, was.value, kept.value):
            problems.append(f"{stated} is loosened to {kept.value}")
    return problems


def _newer(now: Constraint, was: Constraint, order: dict[str, int]) -> bool:
    if now.provenance != "user_message" or now.provenance_ref is None:
        return False
    before = order.get(was.provenance_ref or "", -1)
    return order.get(now.provenance_ref, -1) > before


def _article(provenance: str) -> str:
    words = provenance.replace("_", " ")
    return f"an {words}" if words[0] in "aeiou" else f"a {words}"
