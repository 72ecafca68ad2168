"""Typed, prefixed identifiers.

Every id names its kind in its prefix (`run_…`, `ent_…`, `src_…`) so that an id pasted into a log,
a citation or a support ticket says what it points at, and so that a `src_` id can never be passed
where an `ent_` id is expected: each kind is its own validated type.

Generated ids are ULID-like (48-bit millisecond time + 80 random bits, Crockford base32,
lower-case): sortable by creation time, unique without coordination between processes.
Derived ids (`derived_id`) are a stable hash of what they name instead: a run re-executed after
a crash, or a command delivered twice, makes the same ids again, so what was already published
is recognised and the consumers' deduplication by event id makes the repeat harmless.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from typing import Annotated, Final

from pydantic import AfterValidator, WithJsonSchema

_CROCKFORD: Final = "0123456789abcdefghjkmnpqrstvwxyz"
_BODY: Final = r"[0-9a-z][0-9a-z_\-.]{2,127}"

#: every id kind, prefix → what it identifies (used in docs and the AsyncAPI document)
ID_KINDS: Final[dict[str, str]] = {
    "evt": "an event (envelope `event_id`)",
    "run": "a research run",
    "ent": "a resolved entity in the knowledge graph",
    "src": "a registered source (a tool result, document or computation)",
    "chk": "a chunk of a registered source",
    "tsk": "a task delegated to a researcher",
    "ctr": "a research contract",
    "rev": "a Guardian review",
    "ans": "an answer (draft or released)",
    "clr": "a clarification question",
    "cod": "a sandboxed code execution",
    "msg": "a user or agent message",
    "tcl": "a tool call",
    "dlq": "a dead-letter record",
    "cnv": "a conversation (a session of turns, in the API)",
    "trn": "a turn of a conversation",
}


def _encode(value: int, length: int) -> str:
    chars = []
    for _ in range(length):
        chars.append(_CROCKFORD[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def new_id(prefix: str) -> str:
    """A new time-ordered id with the given kind prefix, e.g. ``new_id("run")`` → ``run_01j…``."""
    if prefix not in ID_KINDS:
        raise ValueError(f"unknown id prefix {prefix!r}; known: {', '.join(sorted(ID_KINDS))}")
    millis = time.time_ns() // 1_000_000
    rand = int.from_bytes(os.urandom(10), "big")
    return f"{prefix}_{_encode(millis, 10)}{_encode(rand, 16)}"


#: derived ids start with this letter after the prefix (a generated one starts with a digit
#: until the year 3084), so a log reader can tell which kind of id it sees
_DERIVED_MARK: Final = "d"


def derived_id(prefix: str, *parts: object) -> str:
    """The same id for the same `parts`, e.g. ``derived_id("evt", cause, "task.completed.v1")``.

    `parts` are hashed as canonical JSON (anything JSON cannot spell is hashed by its `str`), so
    the order of the parts matters and the order of keys inside a part does not. 128 bits of
    SHA-256: collisions are as unlikely as between generated ids.
    """
    if prefix not in ID_KINDS:
        raise ValueError(f"unknown id prefix {prefix!r}; known: {', '.join(sorted(ID_KINDS))}")
    text = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    digest = int.from_bytes(hashlib.sha256(text.encode()).digest()[:16], "big")
    return f"{prefix}_{_DERIVED_MARK}{_encode(digest, 26)}"


def reply_id(command_event_id: str, reply_type: str) -> str:
    """The event id of the one reply of type `reply_type` to a command: a command delivered
    again is answered with the same id, so the second answer is a duplicate, not a second
    answer."""
    return derived_id("evt", "reply", command_event_id, reply_type)


def _checker(prefix: str) -> AfterValidator:
    pattern = re.compile(rf"^{prefix}_{_BODY}$")

    def check(value: str) -> str:
        if not pattern.match(value):
            raise ValueError(
                f"expected the id of {ID_KINDS[prefix]}, like '{prefix}_…' "
                f"(lower-case letters, digits, '_', '-', '.'), got {value!r}"
            )
        return value

    return AfterValidator(check)


def _json_schema(prefix: str) -> WithJsonSchema:
    """The id's format in JSON Schema, so the AsyncAPI document tells consumers what an id is
    (the validator above is opaque to schema generation)."""
    return WithJsonSchema(
        {
            "type": "string",
            "pattern": rf"^{prefix}_{_BODY}$",
            "description": f"Id of {ID_KINDS[prefix]} (`{prefix}_…`).",
        }
    )


EventId = Annotated[str, _checker("evt"), _json_schema("evt")]
RunId = Annotated[str, _checker("run"), _json_schema("run")]
EntityId = Annotated[str, _checker("ent"), _json_schema("ent")]
SourceId = Annotated[str, _checker("src"), _json_schema("src")]
ChunkId = Annotated[str, _checker("chk"), _json_schema("chk")]
TaskId = Annotated[str, _checker("tsk"), _json_schema("tsk")]
ContractId = Annotated[str, _checker("ctr"), _json_schema("ctr")]
ReviewId = Annotated[str, _checker("rev"), _json_schema("rev")]
AnswerId = Annotated[str, _checker("ans"), _json_schema("ans")]
ClarificationId = Annotated[str, _checker("clr"), _json_schema("clr")]
CodeRunId = Annotated[str, _checker("cod"), _json_schema("cod")]
MessageId = Annotated[str, _checker("msg"), _json_schema("msg")]
ToolCallId = Annotated[str, _checker("tcl"), _json_schema("tcl")]
