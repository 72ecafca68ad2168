"""French numbers in words, with the Swiss and Belgian tens (`spelled_numbers`)."""

from __future__ import annotations

import pytest

from quantward_validation.quantities import quantities
from quantward_validation.spelled_numbers import spelled_value


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("septante-cinq", 75),
        ("huitante", 80),
        ("nonante-neuf", 99),
        ("soixante-quinze", 75),
        ("soixante-dix", 70),
        ("quatre-vingts", 80),
        ("quatre-vingt-dix", 90),
        ("vingt et un", 21),
        ("soixante et onze", 71),
        ("deux cent cinquante", 250),
        ("cent cinquante", 150),
    ],
)
def test_french_numbers_in_words(words: str, value: int) -> None:
    assert spelled_value(words) == value


def test_a_limit_in_words_before_its_unit() -> None:
    found = quantities("max. septante-cinq points de base")
    assert [(q.value, q.form) for q in found] == [(75, "bps")]
    # the whole number, not its last word ("soixante-quinze" is no fifteen)
    assert [q.value for q in quantities("soixante-quinze points de base")] == [75]
    assert [q.value for q in quantities("la limite est de septante pour cent")] == [70]


def test_words_that_are_no_number() -> None:
    assert spelled_value("pour") is None
    assert list(quantities("Le plan d'actions prévoit des points de base")) == []
