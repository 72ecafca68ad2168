"""One reading of a month's name for every date reader."""

from __future__ import annotations

import re

import pytest

from quantward_validation.month_names import MONTH_NAME, full_month_name, month_number


@pytest.mark.parametrize(
    ("word", "number"),
    [("January", 1), ("feb", 2), ("Sept.", 9), ("sep", 9), ("JUNE", 6), ("jul", 7), ("Dec", 12)],
)
def test_a_month_is_read_in_any_common_form(word: str, number: int) -> None:
    assert month_number(word) == number
    assert re.fullmatch(MONTH_NAME, word.rstrip("."), re.IGNORECASE)


@pytest.mark.parametrize("word", ["Janx", "Septembre", "Mayor", "Ju", "Q3"])
def test_a_word_that_only_starts_like_a_month_is_none(word: str) -> None:
    assert month_number(word) is None
    with pytest.raises(ValueError, match="not a month's name"):
        full_month_name(word)


def test_the_full_name_is_how_a_reader_writes_a_month_back() -> None:
    assert full_month_name("sept") == "September"
