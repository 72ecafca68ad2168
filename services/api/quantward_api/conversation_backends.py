"""Which conversation store the API opens: the record store's PostgreSQL, or a SQLite file."""

from __future__ import annotations

from pathlib import Path

from quantward_api.conversations import ConversationStore, SqliteConversationStore
from quantward_kit.settings import RecordSettings


def open_conversation_store(settings: RecordSettings, path: Path) -> ConversationStore:
    """PostgreSQL (the record store's database and schema) when `QW_POSTGRES_DSN` is set,
    else the SQLite file at `path`."""
    conninfo = settings.postgres_conninfo()  # the DSN with QW_POSTGRES_SSL… merged in
    if conninfo is not None:
        from quantward_api.conversations_postgres import PostgresConversationStore

        return PostgresConversationStore.connect(conninfo, settings.records_schema)
    return SqliteConversationStore(path)
