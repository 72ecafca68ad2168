"""Spoken fillers between a limit's operator and its value (issue 18, known limits of the
readings): transcribed voice notes and chat say "keep it under, like, uh, you know, 5 %" or "no
more than, I'd say, 4 percent"; the hesitations, discourse markers and speaker's hedges between
the operator and the number hide nothing. Constructions written here, in no batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.fillers import blank_fillers
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of

_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzt1"


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="voice_note")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "so sector weights, keep them under, um, like, 18 %, yeah",
            ("max_sector_weight", "ceiling", None, 0.18),
        ),
        (
            "turnover should be no more than — erm — I'd say 60 percent a year",
            ("max_turnover", "ceiling", None, 0.6),
        ),
        (
            "and the liquidity buffer, at least, you know, basically 3 %",
            ("cash_weight", "floor", 0.03, None),
        ),
        (
            "gross leverage capped at... uh... call it 1.6x",
            ("max_gross_leverage", "ceiling", None, 1.6),
        ),
    ],
)
def test_an_operator_reads_through_the_fillers_before_its_value(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    assert _bounds(text) == [expected]


def test_blanking_keeps_every_offset_and_leaves_a_speakers_own_verbs() -> None:
    said = "keep it under, like, uh, 5 %"
    assert len(blank_fillers(said)) == len(said)
    assert blank_fillers(said).index("5 %") == said.index("5 %")
    assert blank_fillers("we'd like 5 % in cash") == "we'd like 5 % in cash"
    assert blank_fillers("issuer cap 5 %, sector 20 %") == "issuer cap 5 %, sector 20 %"


def _problems(text: str, name: str, value: float, written: str) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=written, unit="fraction")


def test_provenance_reads_the_side_through_the_fillers() -> None:
    floor = "cash-wise, uh, at least, you know, like 4 % at all times"
    assert _problems(floor, "max_cash_weight", 0.04, "4 %")  # a floor recorded as a cap
    assert not _problems(floor, "min_cash_weight", 0.04, "4 %")
    cap = "issuers, no more than, I'd say, 6 percent each"
    assert not _problems(cap, "max_issuer_weight", 0.06, "6 percent")
    assert _problems(cap, "min_issuer_weight", 0.06, "6 percent")
