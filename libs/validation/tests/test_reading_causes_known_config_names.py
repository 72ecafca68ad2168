"""Configuration names as subjects (issue 18, known limits of the readings): a message or a
mandate that writes a limit under its config key — camelCase (`maxIssuerWeight`,
`trackingErrorLimitBps`) or snake_case (`max_single_name_pct`) — names its subject in words,
and the offsets of what is found point back into the original text. A unit the key names
(`…Pct`, `…_bps`) is the unit of a bare number after it. Constructions written here, in no
batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.limits import subject_mentions
from quantward_validation.testing import provenance_problems

from .clause_bounds import bounds_of

_SAID = "msg_01hzzzzzzzzzzzzzzzzzzzzzc1"


@pytest.mark.parametrize(
    ("text", "key", "subject"),
    [
        ("Please set maxSectorWeightCap to 0.2.", "maxSectorWeightCap", "max_sector_weight"),
        ("cfg: grossLeverageLimit=1.7", "grossLeverageLimit", "max_gross_leverage"),
        ("use max_single_name_pct of 4", "max_single_name_pct", "max_position_weight"),
        ("teBudgetBps / trackingErrorCeilingBps", "trackingErrorCeilingBps", "max_tracking_error"),
    ],
)
def test_a_config_key_in_prose_is_a_mention_at_its_own_offsets(
    text: str, key: str, subject: str
) -> None:
    spans = [(s, e) for s, e, name in subject_mentions(text) if name == subject]
    start = text.index(key)
    # found inside the key itself, at offsets of the original text (no space was inserted)
    assert any(start <= s < e <= start + len(key) for s, e in spans), spans


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, key="settings")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("maxCountryWeight = 30%", ("max_country_weight", "ceiling", None, 0.3)),
        ("minCashWeight: 2 %", ("cash_weight", "floor", 0.02, None)),
        ("max_single_name_pct: 4.5", ("max_position_weight", "ceiling", None, 0.045)),
        ("trackingErrorLimitBps: 250", ("max_tracking_error", "ceiling", None, 0.025)),
    ],
)
def test_a_config_line_bounds_its_subject_in_the_unit_its_key_names(
    text: str, expected: tuple[str, str, float | None, float | None]
) -> None:
    [found] = _bounds(text)
    assert found[:2] == expected[:2]
    assert found[2:] == pytest.approx(expected[2:])


def _problems(text: str, name: str, value: float, written: str, unit: str) -> list[str]:
    return provenance_problems(
        text,
        name=name,
        value=value,
        words=written,
        unit=unit,  # type: ignore[arg-type]
    )


def test_provenance_reads_the_subject_of_a_camel_case_key() -> None:
    text = "Config for the run: maxCashWeight=0.08, maxIssuerWeight=0.06."
    assert not _problems(text, "max_position_weight", 0.06, "0.06", "fraction")
    # the 0.08 belongs to cash, not to issuers
    text = "Config for the run: maxCashWeight=0.06, grossLeverageLimit=1.5."
    assert _problems(text, "max_position_weight", 0.06, "0.06", "fraction")


def test_provenance_reads_the_unit_a_key_names() -> None:
    text = "risk.yaml has max_single_name_pct: 4.5 and trackingErrorLimitBps: 250"
    assert not _problems(text, "max_position_weight", 0.045, "4.5", "fraction")
    assert not _problems(text, "max_tracking_error", 0.025, "250", "fraction")


def test_a_brand_in_pascal_case_is_no_config_name() -> None:
    assert subject_mentions("Keep NetApp under 5 % and BlackRock under 4 %.") == []
    assert [n for _, _, n in subject_mentions("MaxIssuerWeight: 6 %")] == ["max_position_weight"]
