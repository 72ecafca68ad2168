"""A review's inputs with their surface cleaned (`quantward_validation.surface`), spans kept.

The Guardian's rules and the validator's checks start here: the user's messages, the mandate's
strings, the contract's own text and the draft answer are cleaned, and every span the contract
holds into a message or a mandate clause is carried over to the clean text, so a constraint
still cites the words it cited. Cleaning is idempotent, so inputs cleaned twice (the Guardian
calls the validator's provenance check on a bundle it already cleaned) come out the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeVar

from pydantic import BaseModel, JsonValue

from quantward_contracts.values import (
    Constraint,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)
from quantward_validation.mandate import Clause, find_clause
from quantward_validation.surface import Cleaned, clean, cleaned

_Model = TypeVar("_Model", bound=BaseModel)


def cleaned_messages(messages: Sequence[UserMessage]) -> tuple[UserMessage, ...]:
    """The messages with their text cleaned."""
    return tuple(
        m if (text := clean(m.text)) == m.text else m.model_copy(update={"text": text})
        for m in messages
    )


def cleaned_mandate(mandate: Mapping[str, JsonValue] | None) -> dict[str, JsonValue] | None:
    """The mandate with every string in it cleaned (keys and numbers as they are)."""
    if mandate is None:
        return None
    out = _cleaned_json(dict(mandate))
    return out if isinstance(out, dict) else dict(mandate)


def _cleaned_json(value: JsonValue) -> JsonValue:
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, dict):
        return {k: _cleaned_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_cleaned_json(v) for v in value]
    return value


def cleaned_contract(
    contract: ResearchContractBody,
    messages: Sequence[UserMessage],
    mandate: Mapping[str, JsonValue] | None,
) -> ResearchContractBody:
    """The contract with its own text cleaned and its spans carried over to the clean text of
    the `messages` and `mandate` (as given, before cleaning) they point into."""
    sources = _Sources(messages, mandate)
    constraints = tuple(_constraint(c, sources) for c in contract.constraints)
    objective_span = contract.objective_span
    if objective_span is not None and contract.objective_ref:
        objective_span = sources.span(
            contract.objective_provenance, contract.objective_ref, objective_span
        )
    methods = tuple(
        _with_clean(m, purpose=m.purpose, custom_code_reason=m.custom_code_reason)
        for m in contract.methods
    )
    # a promise's title is matched to the answer's headings, which are cleaned too
    evidence = tuple(
        _with_clean(e, description=e.description, section_title=e.section_title)
        for e in contract.evidence
    )
    return contract.model_copy(
        update={
            "interpretation": clean(contract.interpretation),
            "objective": clean(contract.objective),
            "constraints": constraints,
            "objective_span": objective_span,
            "methods": methods,
            "evidence": evidence,
        }
    )


def _with_clean(model: _Model, **texts: str | None) -> _Model:
    """`model` with the given text fields cleaned (itself when cleaning changes none)."""
    update = {k: c for k, v in texts.items() if v is not None and (c := clean(v)) != v}
    return model.model_copy(update=update) if update else model


def cleaned_bundle(bundle: ReviewBundle) -> ReviewBundle:
    """The bundle with every text a rule reads cleaned and the contract's spans carried over."""
    return bundle.model_copy(
        update={
            "user_messages": cleaned_messages(bundle.user_messages),
            "mandate": cleaned_mandate(bundle.mandate),
            "contract": cleaned_contract(bundle.contract, bundle.user_messages, bundle.mandate),
            "reasoning": tuple(clean(r) for r in bundle.reasoning),
            "answer": None if bundle.answer is None else clean(bundle.answer),
        }
    )


def _constraint(constraint: Constraint, sources: _Sources) -> Constraint:
    update: dict[str, object] = {}
    if constraint.span is not None and constraint.provenance_ref:
        span = sources.span(constraint.provenance, constraint.provenance_ref, constraint.span)
        if span != constraint.span:
            update["span"] = span
    if constraint.rationale and (rationale := clean(constraint.rationale)) != constraint.rationale:
        update["rationale"] = rationale
    return constraint.model_copy(update=update) if update else constraint


class _Sources:
    """The texts a contract's spans point into, cleaned on demand."""

    def __init__(
        self, messages: Sequence[UserMessage], mandate: Mapping[str, JsonValue] | None
    ) -> None:
        self._messages = {m.message_id: m.text for m in messages}
        self._mandate: Mapping[str, JsonValue] | None = mandate
        self._mandate_messages = [m for m in messages if m.kind == "mandate"]

    def span(self, provenance: str | None, ref: str, span: TextSpan) -> TextSpan:
        """`span` of the text `ref` names, carried over to that text once cleaned."""
        text = self._text(provenance, ref)
        if text is None:
            return span
        found: Cleaned = cleaned(text)
        if not found.changed:
            return span
        start, end = found.span(span.start, span.end)
        return TextSpan(start=start, end=end)

    def _text(self, provenance: str | None, ref: str) -> str | None:
        if provenance == "user_message" or ref in self._messages:
            return self._messages.get(ref)
        if provenance == "mandate_clause":
            leaves = [Clause(path, text) for path, text in _strings(self._mandate or {}, "")]
            leaves += [Clause(m.message_id, m.text) for m in self._mandate_messages]
            clause = find_clause(leaves, ref)
            return None if clause is None else clause.text
        return None


def _strings(value: object, path: str) -> list[tuple[str, str]]:
    """(key path, text) of every string of a mandate, named as its clauses are (`mandate`)."""
    if isinstance(value, Mapping):
        return [p for k, v in value.items() for p in _strings(v, f"{path}.{k}" if path else str(k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _strings(v, f"{path}[{i}]")]
    return [(path, value)] if isinstance(value, str) else []
