"""A limit counted in days (a book's weighted average maturity or life, `limit_lexicon_maturity`)
is the client's decision like a weight cap: assumed with no bound, chat asks for it; inside a
band the mandate writes in days it is waived. A look-back in days stays a research default that
nobody is asked about. The wording is in no batch."""

from __future__ import annotations

from typing import Any

from pydantic import JsonValue

from . import one_limit
from .one_limit import material as _material

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzze0"


def _decided(name: str, value: float, mandate: dict[str, JsonValue] | None) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit="days",
        rationale="what short books usually run",
        interpretation="Weights across the short-duration sleeve under its guidelines",
        ask="Rebuild the sleeve; the average tenor limit is still with the client.",
        message_id=_ASK,
        mandate=mandate,
    )


def test_an_assumed_average_tenor_in_days_is_asked_about() -> None:
    decided = _decided("avgTenorCeilingDays", 75.0, None)
    assert "assumption:avgTenorCeilingDays" in _material(decided)
    assert decided["clarification_question"] is not None


def test_inside_a_band_the_mandate_writes_in_days_it_is_waived() -> None:
    band = {"guidelines": {"item_2": "The weighted average tenor may run from 50 days to 90 days."}}
    decided = _decided("avgTenorCeilingDays", 75.0, band)
    assert decided["clarification_question"] is None
    assert "assumption:avgTenorCeilingDays" not in _material(decided)


def test_a_look_back_in_days_is_not_asked_about() -> None:
    decided = _decided("trailing_window_days", 90.0, None)
    assert "assumption:trailing_window_days" not in _material(decided)
    assert decided["clarification_question"] is None
