"""East Asian typography around numbers (`wide_forms`), read as its ASCII twins at the surface:
constructions written here, in no batch."""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.surface import clean, cleaned

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("上限は７．５％", "上限は7.5%"),
        ("Ｔｏｔａｌ：３．２倍", "Total:3.2x"),
        ("period ２０１２年４月 〜 ２０１９年３月", "period April 2012 – March 2019"),
        ("between 40bp～80bp", "between 40bp–80bp"),
        ("note ～ see below", "note ~ see below"),
    ],
)
def test_wide_forms_are_written_in_ascii(text: str, plain: str) -> None:
    assert clean(text) == plain
    assert clean(plain) == plain  # idempotent


def test_a_span_over_wide_digits_covers_the_same_words_after_cleaning() -> None:
    text = "Cash ratio: lower limit ３．０％ of NAV"
    at = text.index("３")
    done = cleaned(text)
    start, end = done.span(at, at + 4)
    assert done.text[start:end] == "3.0%"


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(clean(text), fields=("subject", "kind", "low", "high", "discretion"))


def test_a_wave_dash_range_of_multiples_is_a_range() -> None:
    assert _bounds("Gross leverage: the PM may choose freely between ０．８倍～１．６倍.") == [
        ("max_gross_leverage", "range", 0.8, 1.6, True)
    ]
