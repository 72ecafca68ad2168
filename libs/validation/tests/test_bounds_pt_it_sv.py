"""Bounds written in Portuguese, Italian and Swedish, read as their English ones are.

Causes: the operators of these languages' guidelines ("no máximo", "não poderá ultrapassar",
"non superiore al", "massimo", "högst", "får inte understiga"); numbers spelled out in words,
alone or restating a figure in brackets ("12% (doze por cento)", "1.250 (mil duzentos e
cinquanta) dias", "tolv procent"); the subjects of limits in those languages and limit names
typed without accents; a range granted with a level left to someone inside it, or a proposed
range turned down, deferred or withdrawn (which grants nothing). The sentences are written here.
"""

from __future__ import annotations

from typing import Any

import pytest

from quantward_validation.lexical_synonyms import tokens
from quantward_validation.limits import subject_of
from quantward_validation.mandate import bounds_for, clauses, discretion_over
from quantward_validation.polarity import hypothetical
from quantward_validation.quantities import quantities
from quantward_validation.spelled_numbers import spelled_value, unrestated

from .clause_bounds import bounds_of


def _bounds(text: str) -> list[tuple[Any, ...]]:
    return bounds_of(text, fields=("subject", "kind", "low", "high"), rounded=True)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A liquidez da carteira: no máximo 6%.", ("cash_weight", "ceiling", None, 0.06)),
        (
            "A alavancagem não poderá ultrapassar 1,5x.",
            ("max_gross_leverage", "ceiling", None, 1.5),
        ),
        ("A liquidez: no mínimo 3% (três por cento).", ("cash_weight", "floor", 0.03, None)),
        ("La liquidità non deve essere superiore al 4%.", ("cash_weight", "ceiling", None, 0.04)),
        ("La liquidità non inferiore al 2 per cento.", ("cash_weight", "floor", 0.02, None)),
        ("Liquidità: massimo 7 per cento.", ("cash_weight", "ceiling", None, 0.07)),
        ("Likviditeten får inte understiga 2 procent.", ("cash_weight", "floor", 0.02, None)),
        ("Kassan: högst tolv procent.", ("cash_weight", "ceiling", None, 0.12)),
        (
            "Valutaexponeringen får inte överstiga 15 procent.",
            ("max_currency_exposure", "ceiling", None, 0.15),
        ),
    ],
)
def test_operators_in_portuguese_italian_swedish(text: str, expected: Any) -> None:
    found = _bounds(text)
    assert expected in found


def test_spelled_numbers() -> None:
    assert spelled_value("trinta e dois") == 32
    assert spelled_value("mil duzentos e cinquanta") == 1250
    assert spelled_value("trecentoventi") == 320
    assert spelled_value("sjuttiofem") == 75
    assert spelled_value("três inteiros e cinco décimos") == 3.5
    assert spelled_value("quota massima") is None
    said = [(q.value, q.form) for q in quantities("sessantacinque punti base")]
    assert said == [(65, "bps")]


def test_a_figure_restated_in_words_is_one_figure() -> None:
    text = "de 12% (doze por cento) a 14% (catorze por cento)"
    assert [q.value for q in quantities(unrestated(text))] == [12, 14]
    # the words show the full stop groups thousands
    days = unrestated("1.250 (mil duzentos e cinquanta) dias")
    assert [q.value for q in quantities(days)] == [1250]
    # a bracket that says something else is kept
    assert unrestated("4% (limite rígido)") == "4% (limite rígido)"


def test_subjects_and_unaccented_names() -> None:
    assert subject_of("valutaexponeringMax") == "max_currency_exposure"
    assert subject_of("limiteSuperiorRendaVariavel") == "max_equity_weight"
    assert subject_of("quotaAzioniMax") == "max_equity_weight"
    assert tokens("ränteintäkter") == ["ranteintakter"]


def test_granted_range_and_refused_range() -> None:
    granted = clauses(
        {
            "ata": "O Comitê aprova a faixa de 2% a 4% para a liquidez; "
            "dentro dela a gestora fixa o nível."
        }
    )
    assert any(b.kind == "range" for b in bounds_for(granted, "cash_weight"))
    assert discretion_over(granted, "cash_weight")
    for refused in (
        "A faixa de 2% a 4% proposta pela gestora foi retirada de pauta.",
        "La forchetta dal 2% al 4% proposta dal gestore è stata rinviata.",
        "Intervallet 2–4 procent som förvaltaren föreslog bordlades.",
    ):
        assert hypothetical(refused), refused
    assert not hypothetical(
        "Styrelsen beslutade att fastställa intervallet 2–4 procent som VD föreslog."
    )
