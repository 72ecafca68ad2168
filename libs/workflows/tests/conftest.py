"""A small valid template as plain data; each test breaks exactly one rule of a fresh copy."""

from __future__ import annotations

import copy
from typing import Any

import pytest

_MINIMAL: dict[str, Any] = {
    "id": "tiny-review",
    "version": 1,
    "title": "Tiny review",
    "description": "A template small enough to break one rule at a time.",
    "mode": "chat",
    "inputs": {
        "company": {"type": "company", "description": "The company."},
        "as_of": {"type": "date", "description": "Point in time.", "default": "2022-12-28"},
    },
    "plan": [
        {
            "id": "guidance",
            "question": "What guidance did {company} give before {as_of}?",
            "document_types": ["transcript"],
            "look_for": ["guidance"],
        },
        {
            "id": "eps",
            "question": "How did {company}'s EPS compare with estimates?",
            "approach": "earnings_calendar",
        },
    ],
    "sources": {"allow": ["synthetic-corpus:transcripts", "earnings-calendar"]},
    "output": {
        "sections": [
            {"id": "summary", "title": "Summary", "from_plan": ["guidance", "eps"]},
        ],
        "tables": [
            {"id": "eps_table", "title": "EPS", "columns": ["Quarter", "EPS"], "from_plan": ["eps"]}
        ],
        "risks": {"minimum": 1},
    },
}


@pytest.fixture
def data() -> dict[str, Any]:
    """A fresh, valid template as plain data (what YAML or an API would hand over)."""
    return copy.deepcopy(_MINIMAL)
