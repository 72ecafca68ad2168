"""Opening the API's tables in the record store's PostgreSQL schema, shared by its stores.

Every replica opens them at start: the DDL runs only when a table is missing, because `CREATE
INDEX IF NOT EXISTS` locks its table even when the index exists, and every replica starting would
otherwise queue behind the others' (and the recorder's) writes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Final

import psycopg

_SCHEMA_NAME: Final = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def open_schema(dsn: str, schema: str, tables: Sequence[str], ddl: str) -> psycopg.Connection[Any]:
    """An autocommit connection with `tables` present in `schema` (`ddl`, formatted with the
    schema, creates them when any is missing)."""
    if not _SCHEMA_NAME.match(schema):
        raise ValueError(
            f"records schema {schema!r}: use lower-case letters, digits and _ (QW_RECORDS_SCHEMA)"
        )
    connection = psycopg.connect(dsn, autocommit=True)
    found = connection.execute(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = %s "
        "AND table_name = ANY(%s)",
        (schema, list(tables)),
    ).fetchone()
    if found is None or found[0] < len(tables):
        connection.execute(ddl.format(schema=schema))
    return connection
