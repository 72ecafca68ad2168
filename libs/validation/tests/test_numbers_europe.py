"""`answer.numbers_match` in the registers of the rest of Europe: quoted passages in their own
quotation marks, and the extent of a change marked by a case suffix."""

from __future__ import annotations

import pytest

from quantward_validation.numbers import extent_by_case, mask, written_numbers


@pytest.mark.parametrize(
    "sentence",
    [
        "Tržby klesli o 5 % [1] – komentár analytičky: „we stay invested, spread okolo 145 bp“.",
        "Die Marge stieg [1]; der Vorstand sprach von „rund 12 % Wachstum“.",
        "Przychody wzrosły [1], a zarząd mówi o „wzroście o 9 %”.",
        "Las ventas crecieron [1]; el consejero habló de «un 20 % más de pedidos».",
        "Umsatz stieg [1], »mit 15 % Marge« laut Vorstand.",
    ],
)
def test_a_quoted_passage_in_european_quotation_marks_is_masked(sentence: str) -> None:
    quoted = [w.text for w in written_numbers(mask(sentence))]
    assert not any(n in quoted for n in ("145 bp", "12 %", "9 %", "20 %", "15 %"))


def test_a_figure_outside_the_quotation_marks_is_still_read() -> None:
    sentence = "Tržby klesli o 5,2 % [1] – komentár: „spread okolo 145 bp“."
    assert [w.text for w in written_numbers(mask(sentence))] == ["5.2 %"]


@pytest.mark.parametrize(
    "sentence",
    [
        "az árbevétel közel 30%-kal csökkent 2024-ben",
        "a nettó eredmény 12%-kal nőtt",
        "az EBITDA 5-tel emelkedett",
        "a marzs 1,5 százalékponttal 2-vel javult",
        "a bevétel 10-zel esett",
    ],
)
def test_the_instrumental_suffix_marks_the_extent_of_a_change(sentence: str) -> None:
    masked = mask(sentence)
    ends = [w.end for w in written_numbers(masked) if masked[w.end : w.end + 1] == "-"]
    # the first figure with a suffix is the extent; a year's "-ben" ("in 2024") is not
    assert extent_by_case(masked, ends[0])
    assert not any(extent_by_case(masked, end) for end in ends[1:] if "ben" in masked[end:])


@pytest.mark.parametrize(
    "sentence",
    [
        "a 3-wheel design for 12% of the fleet",  # an English compound
        "the 2024-panel and 5%-level",  # a hyphenated noun, not a case
        "a 2024-es évben 12%-os arány",  # the adjective suffix -os/-es is not an extent
        "12%-ban, 5%-ra, 3%-nál",  # other cases: in, onto, at
    ],
)
def test_other_suffixes_and_compounds_are_not_an_extent(sentence: str) -> None:
    masked = mask(sentence)
    assert not any(extent_by_case(masked, w.end) for w in written_numbers(masked))
