"""Derived ids: the same parts give the same id, different parts another, and a reply's id is
its command's and its type's."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter

from quantward_contracts import derived_id, new_id, reply_id
from quantward_contracts.events import (
    EntityResolved,
    EntityResolvedData,
    ResolveEntity,
    ResolveEntityData,
)
from quantward_contracts.ids import EventId, TaskId


def test_the_same_parts_give_the_same_id_and_any_change_another() -> None:
    first = derived_id("tsk", "run_x", "part-1", 0)
    assert first == derived_id("tsk", "run_x", "part-1", 0)
    assert first != derived_id("tsk", "run_x", "part-1", 1)
    assert first != derived_id("tsk", "run_x", "part-2", 0)
    assert first != derived_id("tsk", "part-1", "run_x", 0)  # the order of the parts counts
    assert derived_id("evt", {"a": 1, "b": 2}) == derived_id("evt", {"b": 2, "a": 1})


def test_a_derived_id_is_a_valid_id_of_its_kind_and_not_a_generated_one() -> None:
    TypeAdapter(TaskId).validate_python(derived_id("tsk", "x"))
    TypeAdapter(EventId).validate_python(derived_id("evt", "x"))
    assert derived_id("evt", "x").startswith("evt_d")
    assert not new_id("evt").startswith("evt_d")
    with pytest.raises(ValueError, match="unknown id prefix"):
        derived_id("nope", "x")


def test_a_reply_to_a_command_delivered_twice_has_one_id() -> None:
    command = ResolveEntity(
        run_id="run_abc", producer="orchestrator", data=ResolveEntityData(query="Apple")
    )
    data = EntityResolvedData(query="Apple", status="not_found", confidence=0.0)
    first = EntityResolved(**command.replied(EntityResolved, producer="resolver", data=data))
    again = EntityResolved(**command.replied(EntityResolved, producer="resolver", data=data))
    assert first.event_id == again.event_id == reply_id(command.event_id, "entity.resolved.v1")
    assert first.causation_id == command.event_id
    assert first.run_id == "run_abc"
    other = ResolveEntity(
        run_id="run_abc", producer="orchestrator", data=ResolveEntityData(query="Apple")
    )
    assert EntityResolved(**other.replied(EntityResolved, producer="r", data=data)).event_id != (
        first.event_id
    )
