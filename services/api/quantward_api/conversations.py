"""Conversations: a session of turns, each turn one run, kept durably beside the runs.

A conversation belongs to its creator's requester string (`user:alice@team:research`), so it
is visible by the same rule as a run (own team; auditors and admins read all). A turn keeps
what was asked — a question, or a bundled template with its inputs — and the run that answers
it; the run's status and answer are read from the record, never copied here. A follow-up turn
also keeps which earlier sources it was given (`carried`: `<run id>/<source id>`), so the
conversation says what grounding each run received even before the run's record does.

`ConversationStore` is the port; `SqliteConversationStore` is the embedded default and
`quantward_api.conversations_postgres.PostgresConversationStore` the deployed one
(`quantward_api.conversation_backends.open_conversation_store` chooses).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from pydantic import JsonValue

from quantward_contracts import new_id


@dataclass(frozen=True)
class Turn:
    turn_id: str
    conversation_id: str
    index: int
    run_id: str
    created_at: datetime
    question: str | None = None
    template_id: str | None = None
    inputs: dict[str, JsonValue] | None = None
    #: the earlier sources this turn's run was given, as `<run id>/<source id>`
    carried: tuple[str, ...] = ()


@dataclass(frozen=True)
class Conversation:
    conversation_id: str
    title: str | None
    owner: str
    team: str | None
    created_at: datetime
    turns: tuple[Turn, ...] = ()


@dataclass(frozen=True)
class NewTurn:
    """What a turn asks; exactly one of `question` or `template_id` (with `inputs`)."""

    run_id: str
    question: str | None = None
    template_id: str | None = None
    inputs: dict[str, JsonValue] | None = None
    carried: tuple[str, ...] = ()


class ConversationStore(Protocol):
    def create(self, *, title: str | None, owner: str, team: str | None) -> Conversation: ...

    def get(self, conversation_id: str) -> Conversation | None: ...

    def list(self, *, team: str | None, limit: int, offset: int) -> list[Conversation]:
        """Newest first; `team` None lists every team's."""
        ...

    def add_turn(self, conversation_id: str, turn: NewTurn) -> Turn:
        """Append a turn: its index is the next one, assigned atomically."""
        ...

    def remove_turn(self, turn_id: str) -> None:
        """Forget a turn whose run could not be submitted."""
        ...

    def close(self) -> None: ...


def now() -> datetime:
    return datetime.now(UTC)


def turn_from_row(row: tuple[object, ...]) -> Turn:
    turn_id, conversation_id, index, run_id, created_at, question, template_id, inputs, carried = (
        row
    )
    return Turn(
        turn_id=str(turn_id),
        conversation_id=str(conversation_id),
        index=int(str(index)),
        run_id=str(run_id),
        created_at=_time(created_at),
        question=None if question is None else str(question),
        template_id=None if template_id is None else str(template_id),
        inputs=None if inputs is None else json.loads(str(inputs)),
        carried=tuple(json.loads(str(carried))) if carried else (),
    )


def _time(value: object) -> datetime:
    if isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value))


def turn_values(
    turn_id: str, conversation_id: str, index: int, turn: NewTurn
) -> tuple[object, ...]:
    return (
        turn_id,
        conversation_id,
        index,
        turn.run_id,
        now().isoformat(),
        turn.question,
        turn.template_id,
        None if turn.inputs is None else json.dumps(turn.inputs, sort_keys=True),
        json.dumps(list(turn.carried)),
    )


TURN_COLUMNS = (
    "turn_id, conversation_id, idx, run_id, created_at, question, template_id, inputs, carried"
)

_SQLITE_SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (
    conversation_id TEXT PRIMARY KEY, title TEXT, owner TEXT NOT NULL, team TEXT,
    created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS conversations_team ON conversations (team, created_at);
CREATE TABLE IF NOT EXISTS conversation_turns (
    turn_id TEXT PRIMARY KEY, conversation_id TEXT NOT NULL REFERENCES conversations,
    idx INTEGER NOT NULL, run_id TEXT NOT NULL, created_at TEXT NOT NULL, question TEXT,
    template_id TEXT, inputs TEXT, carried TEXT NOT NULL DEFAULT '[]',
    UNIQUE (conversation_id, idx));
"""


class SqliteConversationStore:
    """`ConversationStore` in one SQLite file (the embedded default)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(_SQLITE_SCHEMA)
        self._lock = threading.Lock()

    def create(self, *, title: str | None, owner: str, team: str | None) -> Conversation:
        conversation = Conversation(new_id("cnv"), title, owner, team, now())
        with self._lock:
            self._db.execute(
                "INSERT INTO conversations VALUES (?, ?, ?, ?, ?)",
                (
                    conversation.conversation_id,
                    title,
                    owner,
                    team,
                    conversation.created_at.isoformat(),
                ),
            )
        return conversation

    def get(self, conversation_id: str) -> Conversation | None:
        with self._lock:
            row = self._db.execute(
                "SELECT conversation_id, title, owner, team, created_at FROM conversations "
                "WHERE conversation_id = ?",
                (conversation_id,),
            ).fetchone()
            if row is None:
                return None
            return self._with_turns(row)

    def list(self, *, team: str | None, limit: int, offset: int) -> list[Conversation]:
        where, args = ("WHERE team = ?", [team]) if team is not None else ("", [])
        with self._lock:
            rows = self._db.execute(
                "SELECT conversation_id, title, owner, team, created_at FROM conversations "
                f"{where} ORDER BY created_at DESC, conversation_id DESC LIMIT ? OFFSET ?",
                (*args, limit, offset),
            ).fetchall()
            return [self._with_turns(r) for r in rows]

    def _with_turns(self, row: tuple[object, ...]) -> Conversation:
        conversation_id, title, owner, team, created_at = row
        turns = self._db.execute(
            f"SELECT {TURN_COLUMNS} FROM conversation_turns WHERE conversation_id = ? ORDER BY idx",
            (conversation_id,),
        ).fetchall()
        return Conversation(
            conversation_id=str(conversation_id),
            title=None if title is None else str(title),
            owner=str(owner),
            team=None if team is None else str(team),
            created_at=_time(created_at),
            turns=tuple(turn_from_row(t) for t in turns),
        )

    def add_turn(self, conversation_id: str, turn: NewTurn) -> Turn:
        turn_id = new_id("trn")
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                (index,) = self._db.execute(
                    "SELECT COALESCE(MAX(idx) + 1, 0) FROM conversation_turns "
                    "WHERE conversation_id = ?",
                    (conversation_id,),
                ).fetchone()
                values = turn_values(turn_id, conversation_id, int(index), turn)
                self._db.execute(
                    f"INSERT INTO conversation_turns ({TURN_COLUMNS}) VALUES "
                    "(?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    values,
                )
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        return turn_from_row(values)

    def remove_turn(self, turn_id: str) -> None:
        with self._lock:
            self._db.execute("DELETE FROM conversation_turns WHERE turn_id = ?", (turn_id,))

    def close(self) -> None:
        with self._lock:
            self._db.close()
