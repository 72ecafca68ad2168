"""The typist's-slip cleaner never "corrects" a German, French, Italian, Spanish or Dutch word.

Batch T: pasted continental paperwork passes the review boundary's `typed_text` cleaner, which
writes misspelt English domain words as the readers know them. A Dutch "volatiliteit" or
"limiet" is no misspelt "volatility" or "limit"; the language readers read it as it is.
Wordings written for the tests, none from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.typed_text import typed_words


@pytest.mark.parametrize(
    "text",
    [
        "De volatiliteit van het fonds blijft onder de limiet van 9 %.",
        "Het risico en het rendement van de portefeuille worden per kwartaal gemeten.",
        "Il rischio del portafoglio e il rendimento atteso restano entro la soglia.",
        "El riesgo de la cartera y la rentabilidad se revisan cada trimestre.",
        "Le risque et le rendement du portefeuille restent dans les limites du mandat.",
        "Die Rendite und das Risiko des Sondervermögens bleiben innerhalb der Grenze.",
        "La volatilita del fondo resta entro i limiti del mandato.",  # typed without accents
    ],
)
def test_a_continental_sentence_is_left_as_written(text: str) -> None:
    assert typed_words(text) == []


def test_an_english_misspelling_is_still_corrected() -> None:
    edits = typed_words("please cap the voaltility at 8%")
    assert [e.replacement for e in edits] == ["volatility"]
