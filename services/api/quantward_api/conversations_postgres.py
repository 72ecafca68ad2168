"""Conversations in PostgreSQL: the deployed API's store, in the record store's schema.

Several API replicas append to one conversation: the next turn's index is taken under a row
lock on the conversation (`SELECT … FOR UPDATE`), so two follow-ups posted at once get two
indexes, never the same one.
"""

from __future__ import annotations

import threading
from typing import Any

import psycopg

from quantward_api.conversations import (
    TURN_COLUMNS,
    Conversation,
    NewTurn,
    Turn,
    now,
    turn_from_row,
    turn_values,
)
from quantward_api.postgres_schema import open_schema
from quantward_contracts import new_id

_DDL = """
CREATE SCHEMA IF NOT EXISTS {schema};
CREATE TABLE IF NOT EXISTS {schema}.conversations (
    conversation_id TEXT PRIMARY KEY, title TEXT, owner TEXT NOT NULL, team TEXT,
    created_at TIMESTAMPTZ NOT NULL);
CREATE INDEX IF NOT EXISTS conversations_team ON {schema}.conversations (team, created_at);
CREATE TABLE IF NOT EXISTS {schema}.conversation_turns (
    turn_id TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES {schema}.conversations,
    idx INTEGER NOT NULL, run_id TEXT NOT NULL, created_at TIMESTAMPTZ NOT NULL, question TEXT,
    template_id TEXT, inputs TEXT, carried TEXT NOT NULL DEFAULT '[]',
    UNIQUE (conversation_id, idx));
"""


class PostgresConversationStore:
    """`ConversationStore` in a PostgreSQL schema (QW_RECORDS_SCHEMA)."""

    def __init__(self, connection: psycopg.Connection[Any], schema: str) -> None:
        self._db = connection
        self._schema = schema
        self._lock = threading.Lock()  # one connection, used from worker threads one at a time

    @classmethod
    def connect(cls, dsn: str, schema: str) -> PostgresConversationStore:
        connection = open_schema(dsn, schema, ("conversations", "conversation_turns"), _DDL)
        return cls(connection, schema)

    def _q(self, statement: str) -> Any:
        return statement.format(s=self._schema)

    def create(self, *, title: str | None, owner: str, team: str | None) -> Conversation:
        conversation = Conversation(new_id("cnv"), title, owner, team, now())
        with self._lock:
            self._db.execute(
                self._q("INSERT INTO {s}.conversations VALUES (%s, %s, %s, %s, %s)"),
                (conversation.conversation_id, title, owner, team, conversation.created_at),
            )
        return conversation

    def get(self, conversation_id: str) -> Conversation | None:
        with self._lock:
            row = self._db.execute(
                self._q(
                    "SELECT conversation_id, title, owner, team, created_at "
                    "FROM {s}.conversations WHERE conversation_id = %s"
                ),
                (conversation_id,),
            ).fetchone()
            return None if row is None else self._with_turns(row)

    def list(self, *, team: str | None, limit: int, offset: int) -> list[Conversation]:
        where, args = ("WHERE team = %s", [team]) if team is not None else ("", [])
        with self._lock:
            rows = self._db.execute(
                self._q(
                    "SELECT conversation_id, title, owner, team, created_at "
                    f"FROM {{s}}.conversations {where} "
                    "ORDER BY created_at DESC, conversation_id DESC LIMIT %s OFFSET %s"
                ),
                (*args, limit, offset),
            ).fetchall()
            return [self._with_turns(r) for r in rows]

    def _with_turns(self, row: tuple[Any, ...]) -> Conversation:
        conversation_id, title, owner, team, created_at = row
        turns = self._db.execute(
            self._q(
                f"SELECT {TURN_COLUMNS} FROM {{s}}.conversation_turns "
                "WHERE conversation_id = %s ORDER BY idx"
            ),
            (conversation_id,),
        ).fetchall()
        return Conversation(
            conversation_id=conversation_id,
            title=title,
            owner=owner,
            team=team,
            created_at=created_at,
            turns=tuple(turn_from_row(t) for t in turns),
        )

    def add_turn(self, conversation_id: str, turn: NewTurn) -> Turn:
        turn_id = new_id("trn")
        with self._lock, self._db.transaction():
            locked = self._db.execute(
                self._q("SELECT 1 FROM {s}.conversations WHERE conversation_id = %s FOR UPDATE"),
                (conversation_id,),
            ).fetchone()
            if locked is None:
                raise LookupError(f"conversation {conversation_id}")
            (index,) = self._db.execute(
                self._q(
                    "SELECT COALESCE(MAX(idx) + 1, 0) FROM {s}.conversation_turns "
                    "WHERE conversation_id = %s"
                ),
                (conversation_id,),
            ).fetchone() or (0,)
            values = turn_values(turn_id, conversation_id, int(index), turn)
            self._db.execute(
                self._q(
                    f"INSERT INTO {{s}}.conversation_turns ({TURN_COLUMNS}) VALUES "
                    "(%s, %s, %s, %s, %s, %s, %s, %s, %s)"
                ),
                values,
            )
        return turn_from_row(values)

    def remove_turn(self, turn_id: str) -> None:
        with self._lock:
            self._db.execute(
                self._q("DELETE FROM {s}.conversation_turns WHERE turn_id = %s"), (turn_id,)
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()
