"""Which store holds the API keys and browser sessions: the record store's PostgreSQL when
`QW_POSTGRES_DSN` is set (shared by every API replica), else the SQLite file `QW_API_KEYS_PATH`.
The API and `quantward api-keys` open it here, so both reach the same keys."""

from __future__ import annotations

from typing import Protocol

from quantward_api.keys import ApiKeyStore
from quantward_api.sessions import SessionStore
from quantward_api.settings import ApiSettings


class CredentialStore(ApiKeyStore, SessionStore, Protocol):
    """Both ports on one store: a session refers to its key, and revoking a key ends them."""


def open_credential_store(settings: ApiSettings) -> CredentialStore:
    conninfo = settings.postgres_conninfo()  # the DSN with QW_POSTGRES_SSL… merged in
    if conninfo is not None:
        from quantward_api.credentials_postgres import PostgresCredentialStore

        return PostgresCredentialStore.connect(
            conninfo,
            settings.records_schema,
            retry_s=settings.postgres_retry_s,
            timeout_s=settings.postgres_timeout_s,
        )
    from quantward_api.credentials_sql import SqliteCredentialStore

    return SqliteCredentialStore(settings.api_keys_path)
