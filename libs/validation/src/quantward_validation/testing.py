"""Test support: the provenance check run on a contract that cites words of a conversation.

The reading tests of `contract.provenance` all ask one question — does citing these words of
this message, for this limit and value, pass? — over conversations of one or more messages.
`provenance_problems` builds that contract and conversation the way the contract writer does
(a `user_message` provenance with a character span), so each test states only its text, what
is cited and the value.

The reading tests of trend claims ask the same of a custom computation's quarterly history:
`quarterly_history` builds one (a field's values at the given quarter ends), and `history` any
shape of dated records the platform returns, so each test states only its sentence and the series
it is checked against.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from pydantic import JsonValue

from quantward_contracts.values import (
    Computation,
    Constraint,
    ConstraintUnit,
    ResearchContractBody,
    TextSpan,
    UserMessage,
)
from quantward_validation.provenance import validate_provenance

__all__ = ["history", "message_id", "provenance_problems", "quarterly_history"]


def message_id(i: int) -> str:
    """The id of the `i`-th message of a test conversation (a valid message id)."""
    return f"msg_01hzzzzzzzzzzzzzzzzzzzzzt{i}"


def provenance_problems(
    texts: str | Sequence[str],
    *,
    name: str,
    value: float,
    words: str,
    cited: int = 0,
    nth: int = 0,
    unit: ConstraintUnit | None = None,
    decided: date | None = None,
) -> list[str]:
    """The messages of the failing provenance checks for a contract whose one constraint, `name`
    = `value`, cites the `nth` occurrence of `words` in message `cited` of `texts`."""
    conversation = [texts] if isinstance(texts, str) else list(texts)
    text = conversation[cited]
    start = -1
    for _ in range(nth + 1):
        start = text.index(words, start + 1)
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        decision_date=decided,
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit=unit,
                provenance="user_message",
                provenance_ref=message_id(cited),
                span=TextSpan(start=start, end=start + len(words)),
            ),
        ),
    )
    messages = [UserMessage(message_id=message_id(i), text=t) for i, t in enumerate(conversation)]
    return [r.message for r in validate_provenance(contract, messages, None) if not r.passed]


def quarterly_history(
    field: str,
    values: Sequence[float],
    days: Sequence[str],
    *,
    entity_id: str,
    function_id: str,
    source_id: str,
) -> Computation:
    """A custom computation of one entity's quarterly records: `field` = each of `values` at the
    quarter end of the same place in `days` (ISO dates)."""
    return history(
        {field: values}, days, entity_id=entity_id, function_id=function_id, source_id=source_id
    )


def history(
    fields: Mapping[str, Sequence[float]],
    days: Sequence[str],
    *,
    entity_id: str,
    function_id: str,
    source_id: str,
    rows_key: str = "quarters",
    date_key: str = "quarter_end",
    newest_first: bool = False,
) -> Computation:
    """A computation of one entity's dated records, each field's values at the dates of the same
    place in `days` (ISO dates). The platform's results differ in shape — `quarters` keyed by
    `quarter_end`, a custom tool's `rows` keyed by `period_end`, newest first or oldest first —
    and the trend readers must read every shape, so each shape is one call here."""
    for name, series in fields.items():
        if len(series) != len(days):
            raise ValueError(f"{name}: {len(series)} values for {len(days)} dates")
    rows: list[JsonValue] = [
        {date_key: day, **{name: series[i] for name, series in fields.items()}}
        for i, day in enumerate(days)
    ]
    return Computation(
        source_id=source_id,
        function_id=function_id,
        arguments={},
        result={"entity_id": entity_id, rows_key: rows[::-1] if newest_first else rows},
    )
