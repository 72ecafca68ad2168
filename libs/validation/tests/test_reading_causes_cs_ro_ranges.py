"""Bands written in Czech and Romanian, read as the other languages' are: their subjects by
stem, their openers and joining words, a bracketed note of an end's side between the ends, and
a band turned down, put off or withdrawn as no room. Sentences written here, in no batch.
"""

from __future__ import annotations

from typing import Any

import pytest

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, rounded=True)


@pytest.mark.parametrize(
    ("text", "subject", "low", "high"),
    [
        ("Podíl akcií smí správce držet mezi 15 % a 30 %.", "max_equity_weight", 0.15, 0.3),
        (
            "Měnové riziko po zajištění se drží v pásmu od 5 % do 9 % majetku.",
            "max_currency_exposure",
            0.05,
            0.09,
        ),
        ("Expunerea valutară poate fi între 4% și 11%.", "max_currency_exposure", 0.04, 0.11),
        (
            "Plasamentele în acțiuni se încadrează în intervalul de la 22% la 37%.",
            "max_equity_weight",
            0.22,
            0.37,
        ),
        ("Expozice na jednoho emitenta: 3 % až 7 %.", "max_position_weight", 0.03, 0.07),
    ],
)
def test_a_czech_or_romanian_band_is_a_range_of_its_subject(
    text: str, subject: str, low: float, high: float
) -> None:
    assert (subject, "range", low, high) in _bounds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Equity share from 11 % (floor) to 19 % (cap).",
        "Ponderea acțiunilor: de la 11% (minim) la 19% (maxim).",
        "La quota azionaria va da 11 % (minimo) a 19 % (massimo).",
    ],
)
def test_a_note_of_an_ends_side_between_the_ends_keeps_the_range(text: str) -> None:
    assert ("max_equity_weight", "range", 0.11, 0.19) in _bounds(text)


def test_a_bracket_naming_another_subject_still_parts_two_figures() -> None:
    found = _bounds("Equities 11 % (listed) and 19 % (private).")
    assert ("max_equity_weight", "range", 0.11, 0.19) not in found


@pytest.mark.parametrize(
    "text",
    [
        "Návrh rozpětí 6 % až 13 % pro akciový podíl představenstvo zamítlo.",
        "Návrh na pásmo 6 % až 13 % pro podíl akcií byl odložen.",
        "Propunerea unui interval 6%–13% pentru acțiuni a fost amânată.",
        "Intervalul 6%–13% pentru acțiuni nu a fost aprobat de Consiliu.",
    ],
)
def test_a_band_turned_down_or_put_off_is_no_range(text: str) -> None:
    assert ("max_equity_weight", "range", 0.06, 0.13) not in _bounds(text)


def test_a_joint_stock_company_is_no_equity_subject() -> None:
    from quantward_validation.limits import subject_of

    assert subject_of("akciová společnost") is None
    assert subject_of("podíl akciových fondů") == "max_equity_weight"
