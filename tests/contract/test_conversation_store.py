"""The ConversationStore contract: one suite, run against the embedded SQLite store and a real
PostgreSQL (each test in its own schema), reopened to show the turns are durable."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from quantward_api.conversations import ConversationStore, NewTurn
from quantward_contracts import new_id


@dataclass
class Backend:
    store: ConversationStore
    reopen: Callable[[], ConversationStore]


def _sqlite(tmp_path: Path) -> Iterator[Backend]:
    from quantward_api.conversations import SqliteConversationStore

    path = tmp_path / f"conversations-{uuid.uuid4().hex[:8]}.sqlite3"
    opened: list[ConversationStore] = [SqliteConversationStore(path)]

    def reopen() -> ConversationStore:
        opened.append(SqliteConversationStore(path))
        return opened[-1]

    yield Backend(opened[0], reopen)
    for each in opened:
        each.close()


def _postgres(dsn: str) -> Iterator[Backend]:
    import psycopg

    from quantward_api.conversations_postgres import PostgresConversationStore

    schema = f"conversations_{uuid.uuid4().hex[:12]}"
    opened: list[ConversationStore] = [PostgresConversationStore.connect(dsn, schema)]

    def reopen() -> ConversationStore:
        opened.append(PostgresConversationStore.connect(dsn, schema))
        return opened[-1]

    yield Backend(opened[0], reopen)
    for each in opened:
        each.close()
    with psycopg.connect(dsn, autocommit=True) as raw:
        raw.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["embedded", pytest.param("postgres", marks=[pytest.mark.connected])])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "embedded":
        yield from _sqlite(tmp_path)
    else:
        yield from _postgres(request.getfixturevalue("postgres_dsn"))


def test_turns_are_kept_in_order_with_what_they_asked(backend: Backend) -> None:
    store = backend.store
    made = store.create(
        title="Apple's China exposure", owner="user:a@team:research", team="research"
    )
    assert made.conversation_id.startswith("cnv_")
    assert made.turns == ()
    first_run, second_run = new_id("run"), new_id("run")
    first = store.add_turn(made.conversation_id, NewTurn(run_id=first_run, question="How big?"))
    second = store.add_turn(
        made.conversation_id,
        NewTurn(
            run_id=second_run,
            template_id="market-neutral-portfolio",
            inputs={"companies": ["Apple", "Microsoft"], "mandate": {"max_position_weight": 0.08}},
            carried=(f"{first_run}/src_abc",),
        ),
    )
    assert (first.index, second.index) == (0, 1)
    for reader in (store, backend.reopen()):
        found = reader.get(made.conversation_id)
        assert found is not None
        assert found.title == "Apple's China exposure"
        assert found.owner == "user:a@team:research"
        assert found.team == "research"
        assert [t.turn_id for t in found.turns] == [first.turn_id, second.turn_id]
        one, two = found.turns
        assert (one.run_id, one.question, one.template_id, one.inputs) == (
            first_run,
            "How big?",
            None,
            None,
        )
        assert two.inputs == {
            "companies": ["Apple", "Microsoft"],
            "mandate": {"max_position_weight": 0.08},
        }
        assert two.template_id == "market-neutral-portfolio"
        assert two.question is None
        assert two.carried == (f"{first_run}/src_abc",)
        assert one.created_at.tzinfo is not None
        assert one.created_at <= two.created_at
    assert store.get("cnv_unknown") is None


def test_listing_is_per_team_newest_first_and_paged(backend: Backend) -> None:
    store = backend.store
    mine = [
        store.create(title=f"t{n}", owner=f"user:u{n}@team:research", team="research")
        for n in range(3)
    ]
    store.create(title="theirs", owner="user:x@team:other", team="other")
    listed = store.list(team="research", limit=10, offset=0)
    assert [c.conversation_id for c in listed] == [c.conversation_id for c in reversed(mine)]
    assert [c.conversation_id for c in store.list(team="research", limit=2, offset=1)] == [
        mine[1].conversation_id,
        mine[0].conversation_id,
    ]
    assert len(store.list(team=None, limit=10, offset=0)) == 4
    assert store.list(team="nobody", limit=10, offset=0) == []


def test_a_removed_turn_frees_nothing_else(backend: Backend) -> None:
    store = backend.store
    made = store.create(title=None, owner="user:a@team:t", team="t")
    kept = store.add_turn(made.conversation_id, NewTurn(run_id=new_id("run"), question="a"))
    dropped = store.add_turn(made.conversation_id, NewTurn(run_id=new_id("run"), question="b"))
    store.remove_turn(dropped.turn_id)
    found = store.get(made.conversation_id)
    assert found is not None
    assert [t.turn_id for t in found.turns] == [kept.turn_id]
    again = store.add_turn(made.conversation_id, NewTurn(run_id=new_id("run"), question="c"))
    assert again.index == 1


def test_turns_appended_at_once_from_two_stores_get_distinct_indexes(backend: Backend) -> None:
    made = backend.store.create(title=None, owner="user:a@team:t", team="t")
    other = backend.reopen()  # a second replica of the API
    indexes: list[int] = []
    failures: list[BaseException] = []

    def append(store: ConversationStore) -> None:
        try:
            for _ in range(10):
                turn = store.add_turn(
                    made.conversation_id, NewTurn(run_id=new_id("run"), question="q")
                )
                indexes.append(turn.index)
        except BaseException as exc:  # reported below
            failures.append(exc)

    threads = [threading.Thread(target=append, args=(s,)) for s in (backend.store, other)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert sorted(indexes) == list(range(20))
