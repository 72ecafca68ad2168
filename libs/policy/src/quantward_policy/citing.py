"""Where a source states what the contract writer commits to: spans, so provenance can be proved.

A provenance that names a message is a claim; a span (character offsets into the message or the
mandate clause) makes it checkable: the validator's `contract.provenance` reads the cited words
and proves they state the value. The writer finds the span the way a reader would: the field's
name (or its words) in the message, then the first quantity after it that states the value in
the constraint's unit (`quantward_validation.quantities`), never a number elsewhere that merely
happens to be equal. Nothing found means no span: the writer then cites the message without
offsets (the check searches all of it) rather than pointing at the wrong words.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

from pydantic import JsonValue

from quantward_contracts.values import TextSpan, UserMessage
from quantward_validation.intent import asked
from quantward_validation.mandate import clauses
from quantward_validation.quantities import in_unit, number, quantities, same

#: how far after a field's name its value may be written ("max_position_weight": 0.1)
_NEAR: Final = 60


def _names(key: str) -> list[str]:
    words = key.replace("_", " ")
    return [key, words, words.replace("max ", "maximum "), words.replace("min ", "minimum ")]


def _literal(value: JsonValue) -> list[str]:
    """How a non-numeric value may be written after its name (JSON or prose)."""
    if isinstance(value, bool):
        return ["true", "yes"] if value else ["false", "no"]
    return [str(value), json.dumps(value)]


def value_span(text: str, key: str, value: JsonValue, unit: str | None) -> TextSpan | None:
    """The span of `text` that states `key = value`: from the name to the value, or None."""
    lowered = text.lower()
    wanted = number(value)
    for name in dict.fromkeys(_names(key)):
        for m in re.finditer(re.escape(name.lower()), lowered):
            window = text[m.end() : m.end() + _NEAR]
            if wanted is not None:
                for q in quantities(window):
                    if any(same(v, wanted) for v in in_unit(q, unit)):
                        return TextSpan(start=m.start(), end=m.end() + q.end)
                continue
            for written in _literal(value):
                at = window.lower().find(written.lower())
                if at >= 0:
                    return TextSpan(start=m.start(), end=m.end() + at + len(written))
    return None


def stated_span(text: str, value: JsonValue, unit: str | None) -> TextSpan | None:
    """The quantity of `text` that states `value` (an answer to a question about one limit)."""
    wanted = number(value)
    if wanted is None:
        return None
    for q in quantities(text):
        if any(same(v, wanted) for v in in_unit(q, unit)):
            return TextSpan(start=q.start, end=q.end)
    return None


def whole(text: str) -> TextSpan | None:
    """The span of a whole clause text (a mandate field's value)."""
    return TextSpan(start=0, end=len(text)) if text else None


@dataclass(frozen=True)
class ObjectiveCitation:
    """Where the objective is stated: a user message or a mandate clause, and the span."""

    provenance: Literal["user_message", "mandate_clause"]
    ref: str
    span: TextSpan


def _spoken_citation(messages: Sequence[UserMessage], kind: str) -> ObjectiveCitation | None:
    for message in reversed(messages):
        wanted = asked(message.text)
        if wanted is None:
            continue
        if kind not in wanted.kinds:
            return None  # the latest objective the user states is another one
        clause = asked(message.text[wanted.start : wanted.end])
        if clause is not None and kind in clause.kinds:
            span = TextSpan(start=wanted.start, end=wanted.end)
            return ObjectiveCitation("user_message", message.message_id, span)
        # the objective is read from several clauses together: cite the whole message
        whole_span = whole(message.text)
        if whole_span is None:
            return None
        return ObjectiveCitation("user_message", message.message_id, whole_span)
    return None


def _mandate_citation(
    mandate: Mapping[str, JsonValue] | None,
    mandate_messages: Sequence[UserMessage],
    kind: str,
    prefix: str,
) -> ObjectiveCitation | None:
    """The first mandate clause that asks for `kind`, cited like a constraint's clause."""
    for clause in clauses(mandate, mandate_messages):
        wanted = asked(clause.text)
        if wanted is None or kind not in wanted.kinds:
            continue
        span = TextSpan(start=wanted.start, end=wanted.end)
        stated = asked(clause.text[span.start : span.end])
        if stated is None or kind not in stated.kinds:
            span = TextSpan(start=0, end=len(clause.text))
        is_message = any(m.message_id == clause.clause_id for m in mandate_messages)
        ref = clause.clause_id if is_message else f"{prefix}{clause.clause_id}"
        return ObjectiveCitation("mandate_clause", ref, span)
    return None


def objective_citation(
    messages: Sequence[UserMessage],
    kind: str | None,
    mandate: Mapping[str, JsonValue] | None = None,
    *,
    clause_prefix: str = "",
) -> ObjectiveCitation | None:
    """Where the objective `kind` solves is stated: the user's latest message that asks for it,
    else the mandate clause that sets it (a template's or client's mandate), with the span.

    A research answer (no optimiser) is what the request asks for as a whole: its span is the
    request. A portfolio objective is cited only where a message or clause asks for it
    (`intent.asked`); the user's words come first, since a mandate's objective is what the user
    may override. `clause_prefix` names the mandate's origin in the reference
    (`template:x.mandate.`), as the constraints cite it.
    """
    spoken = [m for m in messages if m.kind != "mandate"]
    if kind in (None, "research_answer"):
        request = next((m for m in spoken if m.kind != "clarification_answer"), None)
        if request is None:
            return None
        span = whole(request.text)
        return ObjectiveCitation("user_message", request.message_id, span) if span else None
    states_another = any(asked(m.text) is not None for m in spoken)
    cited = _spoken_citation(spoken, kind)
    if cited is not None or states_another:
        return cited
    mandate_messages = [m for m in messages if m.kind == "mandate"]
    return _mandate_citation(mandate, mandate_messages, kind, clause_prefix)


__all__ = ["ObjectiveCitation", "objective_citation", "stated_span", "value_span", "whole"]
