"""One realistic example of every event type, as it travels on the wire.

Consumers learn an event faster from one instance than from its schema, so the AsyncAPI document
shows these; tests use them to prove that what producers emit validates against what the document
publishes. They follow one imaginary chat run about Volkswagen so the ids connect.

The examples are written as wire JSON (not as model constructors) and parsed with the real
decoder, so an example that the contract would reject fails at import, not in a consumer. Ids and
times are fixed so the generated document is byte-stable. Every type in the catalogue needs one
(a test enforces it): adding an event means showing consumers what it looks like.
"""

from __future__ import annotations

import json
from typing import Any, Final

from quantward_contracts.codec import decode_event
from quantward_contracts.envelope import Event

RUN: Final = "run_01jfx3k9m2a7c4e6g8j0n2q4s6"
VW: Final = "ent_01jfx0volkswagen0000000000"
VW_PREF: Final = "ent_01jfx0volkswagenpref00000"
BMW: Final = "ent_01jfx0bmw00000000000000000"
SOURCE: Final = "src_01jfx3kb7annualreport2023"
CHUNK: Final = "chk_01jfx3kb7annualreport2023.p42"
CONTRACT: Final = "ctr_01jfx3ka1contract00000000"
ANSWER: Final = "ans_01jfx3kd2answer0000000000"
TASK: Final = "tsk_01jfx3kb1deliveries000000"
_HASH: Final = "9f2c4e1a7b3d5f6e8a0c2e4f6a8b0d1c3e5f7a9b1d3f5a7c9e1b3d5f7a9c1e3f"

_CITATION: Final[dict[str, Any]] = {
    "mark": "[1]",
    "number": 1,
    "source_id": SOURCE,
    "chunk_id": CHUNK,
    "quote": "Group deliveries by region are shown in the table on page 42.",
    "title": "Volkswagen AG Annual Report 2023",
    "published": "2024-03-12",
}
_CHECK: Final[dict[str, Any]] = {
    "check_id": "contract.complete",
    "passed": True,
    "message": "every constraint has a provenance and every binding an as-of date",
}


def _envelope(seq: int, producer: str, type_: str, data: dict[str, Any], **extra: Any) -> str:
    fields: dict[str, Any] = {
        "event_id": f"evt_01jfx3k9m2a7c4e6g8j0n2q{seq:03d}",
        "type": type_,
        "run_id": RUN,
        "time": f"2026-01-15T09:30:{seq:02d}Z",
        "producer": producer,
        "data": data,
    }
    if seq > 1:
        fields["causation_id"] = f"evt_01jfx3k9m2a7c4e6g8j0n2q{seq - 1:03d}"
    fields.update(extra)
    return json.dumps(fields)


_WIRE: Final[tuple[str, ...]] = (
    _envelope(
        1,
        "api",
        "run.requested.v1",
        {
            "mode": "chat",
            "question": "How did Volkswagen's deliveries by region develop in 2023?",
            "requested_by": "user:analyst-17",
            "message_id": "msg_01jfx3k9m1question00000000",
        },
    ),
    _envelope(
        2,
        "orchestrator",
        "entity.resolve.requested.v1",
        {"query": "Volkswagen", "as_of": "2023-12-31", "country": "DE", "role": "issuer"},
    ),
    _envelope(
        3,
        "resolver",
        "entity.resolved.v1",
        {
            "query": "Volkswagen",
            "as_of": "2023-12-31",
            "status": "resolved",
            "entity_id": VW,
            "canonical_name": "Volkswagen AG",
            "confidence": 0.97,
            "match_path": ["name alias 'Volkswagen'", "country DE", "role issuer"],
            "alternatives": [
                {"entity_id": VW_PREF, "name": "Volkswagen AG (pref. shares)", "confidence": 0.41}
            ],
        },
        entity_ids=[VW],
    ),
    _envelope(
        4,
        "orchestrator",
        "contract.proposed.v1",
        {
            "contract_id": CONTRACT,
            "version": 1,
            "contract": {
                "interpretation": "Deliveries of the Volkswagen group per region for 2023.",
                "objective": "Table of 2023 deliveries by region with the change against 2022.",
                "constraints": [
                    {
                        "name": "period",
                        "value": ["2023-01-01", "2023-12-31"],
                        "provenance": "user_message",
                        "provenance_ref": "msg_01jfx3k9m1question00000000",
                    }
                ],
                "data_bindings": [
                    {
                        "dataset": "filings",
                        "fields": ["deliveries_by_region"],
                        "as_of": "2024-03-31",
                        "entity_ids": [VW],
                    }
                ],
                "methods": [{"function_id": "tables.extract"}],
                "promised_evidence": ["deliveries table cited from the annual report"],
            },
        },
        entity_ids=[VW],
    ),
    _envelope(
        5,
        "validator",
        "contract.validated.v1",
        {"contract_id": CONTRACT, "version": 1, "passed": True, "checks": [_CHECK]},
    ),
    _envelope(
        6,
        "orchestrator",
        "review.requested.v1",
        {
            "review_id": "rev_01jfx3ka3planreview0000000",
            "stage": "plan",
            "subject_id": CONTRACT,
            "subject_version": 1,
            "subject_hash": _HASH,
            "policy": "chat",
        },
    ),
    _envelope(
        7,
        "guardian",
        "review.decided.v1",
        {
            "review_id": "rev_01jfx3ka3planreview0000000",
            "stage": "plan",
            "decision": "accept",
            "summary": "The plan answers the question with a cited primary source.",
            "concerns": [
                {
                    "concern_id": "c1",
                    "status": "open",
                    "material": False,
                    "summary": "Regions are as Volkswagen defines them; say so in the answer.",
                }
            ],
        },
    ),
    _envelope(
        8,
        "orchestrator",
        "task.delegated.v1",
        {
            "task_id": TASK,
            "instructions": "Find Volkswagen's 2023 deliveries by region in its annual report.",
            "questions": ["Which regions does the report use?"],
            "as_of": "2024-03-31",
        },
        entity_ids=[VW],
    ),
    _envelope(
        9,
        "researcher-2",
        "source.registered.v1",
        {
            "source_id": SOURCE,
            "kind": "document",
            "title": "Volkswagen AG Annual Report 2023",
            "tool_call_id": "tcl_01jfx3kb6searchfilings0000",
            "tool_name": "search.filings",
            "content_hash": _HASH,
            "chunk_ids": [CHUNK],
            "published": "2024-03-12",
        },
        entity_ids=[VW],
    ),
    _envelope(
        10,
        "researcher-2",
        "task.completed.v1",
        {
            "task_id": TASK,
            "status": "succeeded",
            "answer": "The report breaks deliveries down by region in one table [1].",
            "citations": [_CITATION],
        },
        entity_ids=[VW],
        source_refs=[{"source_id": SOURCE, "chunk_id": CHUNK}],
    ),
    _envelope(
        11,
        "grounder",
        "citations.resolved.v1",
        {
            "task_id": TASK,
            "citations": [_CITATION],
            "unresolved": [{"mark": "[2]", "reason": "source not registered in run"}],
        },
        source_refs=[{"source_id": SOURCE, "chunk_id": CHUNK}],
    ),
    _envelope(
        12,
        "orchestrator",
        "clarification.requested.v1",
        {
            "clarification_id": "clr_01jfx3kc1regions0000000000",
            "question": "Should China include the joint ventures?",
            "reason": "The report shows China with and without joint ventures.",
            "options": ["with joint ventures", "without joint ventures"],
            "choices": [
                {"option_id": "with_jv", "label": "with joint ventures"},
                {"option_id": "without_jv", "label": "without joint ventures"},
            ],
        },
    ),
    _envelope(
        13,
        "api",
        "clarification.answered.v1",
        {
            "clarification_id": "clr_01jfx3kc1regions0000000000",
            "answer": "with joint ventures",
            "answered_by": "user:analyst-17",
            "message_id": "msg_01jfx3kc2answer0000000000",
        },
    ),
    _envelope(
        14,
        "researcher-2",
        "code.requested.v1",
        {
            "code_run_id": "cod_01jfx3kc5growth00000000000",
            "source": "rows = platform.tables.extract(source_id)\nprint(len(rows))",
            "reason": "The change against 2022 needs a per-region division.",
            "timeout_s": 30.0,
        },
    ),
    _envelope(
        15,
        "sandbox",
        "code.completed.v1",
        {
            "code_run_id": "cod_01jfx3kc5growth00000000000",
            "status": "succeeded",
            "stdout": "6\n",
            "result_source_id": "src_01jfx3kc6growthtable00000",
            "metered_calls": [{"function_id": "tables.extract", "units": 1, "allowed": True}],
        },
    ),
    _envelope(
        16,
        "orchestrator",
        "answer.drafted.v1",
        {
            "answer_id": ANSWER,
            "version": 1,
            "text": "Volkswagen reports its 2023 deliveries in six regions [1].",
            "citations": [_CITATION],
        },
        entity_ids=[VW],
    ),
    _envelope(
        17,
        "validator",
        "answer.validated.v1",
        {
            "answer_id": ANSWER,
            "version": 1,
            "passed": True,
            "checks": [
                {
                    "check_id": "answer.citations_resolve",
                    "passed": True,
                    "message": "every citation mark resolves to a registered chunk",
                }
            ],
        },
    ),
    _envelope(
        18,
        "orchestrator",
        "answer.released.v1",
        {
            "answer_id": ANSWER,
            "version": 1,
            "text": "Volkswagen reports its 2023 deliveries in six regions [1].",
            "citations": [_CITATION],
            "content_hash": _HASH,
        },
        entity_ids=[VW],
        source_refs=[{"source_id": SOURCE, "chunk_id": CHUNK}],
    ),
    _envelope(
        29,
        "orchestrator",
        "run.boundary_refused.v1",
        {
            "boundary": "commitment",
            "stage": "release",
            "actor": "orchestrator",
            "action": "release",
            "subject_id": ANSWER,
            "reason": "the candidate's content hash differs from the one the final review approved",
            "candidate_hash": "0" * 64,
            "approved_hash": _HASH,
        },
    ),
    _envelope(
        19,
        "orchestrator",
        "run.completed.v1",
        {
            "status": "succeeded",
            "answer_id": ANSWER,
            "summary": "Answered with one cited table; one open non-material concern noted.",
        },
    ),
    _envelope(
        20,
        "bus-probe",
        "bus.probe.v1",
        {"key": "probe-lane-3", "seq": 41, "sent_at_ns": 1_768_469_420_000_000_000},
        run_id=None,  # probes belong to no run
        causation_id=None,
    ),
    _envelope(
        21,
        "orchestrator",
        "run.progressed.v1",
        {"stage": "researching", "detail": "2 tasks delegated to researchers"},
    ),
    _envelope(
        22,
        "orchestrator",
        "run.planned.v1",
        {
            "version": 1,
            "template_id": "earnings-preview",
            "parts": [
                {
                    "part_id": "deliveries.vw",
                    "question": "How did Volkswagen's deliveries by region develop in 2023?",
                    "entity_ids": [VW],
                    "plan_item_id": "deliveries",
                    "approach": "search",
                }
            ],
        },
        entity_ids=[VW],
    ),
    _envelope(
        23,
        "api",
        "run.cancel.requested.v1",
        {"reason": "the analyst closed the chat", "requested_by": "user:analyst-17"},
    ),
    _envelope(
        24,
        "orchestrator",
        "agent.model_called.v1",
        {
            "agent_id": "orchestrator",
            "role": "orchestrator",
            "turn": 1,
            "model": "offline-reference-policy",
            "request_digest": _HASH,
            "new_messages": [
                {"role": "system", "content": "You orchestrate a research run."},
                {"role": "user", "content": "How did Volkswagen's deliveries develop in 2023?"},
            ],
            "tools": ["plan", "delegate"],
            "completion": {
                "content": "",
                "tool_calls": [
                    {
                        "call_id": "call_1",
                        "name": "delegate",
                        "arguments": {"part_ids": ["deliveries.vw"]},
                    }
                ],
                "finish_reason": "tool_calls",
                "model": "offline-reference-policy",
            },
            "latency_ms": 0.4,
        },
    ),
    _envelope(
        25,
        "researcher-2",
        "agent.tool_called.v1",
        {
            "agent_id": TASK,
            "role": "researcher",
            "task_id": TASK,
            "turn": 1,
            "call_id": "call_1",
            "tool_call_id": "tcl_01jfx3kb6searchfilings0000",
            "tool": "search_documents",
            "arguments": {"entity_ids": [VW], "query": "deliveries by region"},
            "error": False,
            "result": '{"hits": 1}',
            "source_ids": [SOURCE],
            "duration_ms": 3.2,
        },
        entity_ids=[VW],
    ),
    _envelope(
        26,
        "orchestrator",
        "entity.mentions.requested.v1",
        {"text": "How did Volkswagen and BMW deliveries compare in 2023?", "as_of": "2023-12-31"},
    ),
    _envelope(
        27,
        "resolver",
        "entity.mentions.resolved.v1",
        {
            "text": "How did Volkswagen and BMW deliveries compare in 2023?",
            "as_of": "2023-12-31",
            "mentions": [
                {
                    "text": "Volkswagen",
                    "start": 8,
                    "end": 18,
                    "status": "resolved",
                    "entity_id": VW,
                    "canonical_name": "Volkswagen AG",
                    "confidence": 0.95,
                },
                {
                    "text": "BMW",
                    "start": 23,
                    "end": 26,
                    "status": "resolved",
                    "entity_id": BMW,
                    "canonical_name": "Bayerische Motoren Werke AG",
                    "confidence": 0.97,
                },
            ],
        },
        entity_ids=[VW, BMW],
    ),
    _envelope(
        28,
        "orchestrator",
        "contract.status_changed.v1",
        {
            "contract_id": CONTRACT,
            "version": 1,
            "status": "accepted",
            "reason": "validated and accepted by the Guardian at plan commit",
        },
    ),
    _envelope(
        29,
        "orchestrator",
        "review.concerns_carried.v1",
        {
            "from_run_id": "run_01jfx2earlierstrategyrun000",
            "concerns": [
                {
                    "concern_id": "assumption:max_position_weight",
                    "status": "open",
                    "material": True,
                    "summary": "The plan assumes max_position_weight = 12.5%, but the maximum "
                    "position weight is the client's decision.",
                    "requested_change": "Take the narrower action or make no change.",
                    "carried_from": "run_01jfx2earlierstrategyrun000",
                }
            ],
        },
    ),
)

EXAMPLES: Final[dict[str, Event]] = {
    event.type: event for event in (decode_event(wire) for wire in _WIRE)
}
"""Example event per type tag (`run.requested.v1` → a `RunRequested`)."""
