"""Test support: the Guardian's assumption rules run on a plan with one constraint.

The reading tests of the Guardian's limit rules ask one question — what does it find about
this constraint, given these messages and this mandate? — and `assumption_findings` builds the
plan bundle the way the run does, so each test states only its constraint, text and mandate.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final, Literal

from quantward_contracts.values import ReviewBundle
from quantward_policy.guardian import Review, _assumptions

__all__ = ["assumption_findings"]

#: the request every such plan answers, when a test gives none
REQUEST: Final = "msg_request"


def assumption_findings(
    constraint: Mapping[str, Any],
    *,
    policy: Literal["chat", "strategy"] = "chat",
    messages: Sequence[tuple[str, str, str]] = ((REQUEST, "Build the book.", "request"),),
    mandate: Mapping[str, Any] | None = None,
) -> dict[str, tuple[bool, str]]:
    """The Guardian's findings on a plan whose one constraint is `constraint`: concern id ->
    (material, summary). `messages` are (message id, text, kind). (Read from JSON, as the
    bundle travels.)"""
    bundle = ReviewBundle.model_validate_json(
        json.dumps(
            {
                "stage": "plan",
                "policy": policy,
                "user_messages": [
                    {"message_id": i, "text": text, "kind": kind} for i, text, kind in messages
                ],
                "mandate": dict(mandate) if mandate is not None else None,
                "contract_id": "ctr_1",
                "contract_version": 1,
                "contract": {
                    "interpretation": "A portfolio within the stated limits",
                    "objective": "maximise risk-adjusted return",
                    "constraints": [dict(constraint)],
                },
            }
        )
    )
    review = Review()
    _assumptions(bundle, review)
    return {f.concern.concern_id: (f.concern.material, f.concern.summary) for f in review.findings}
