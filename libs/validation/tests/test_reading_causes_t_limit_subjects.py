"""Limits named in German, French, Italian, Spanish or Dutch are read as the subjects they bound.

Batch T: a Spezialfonds' or fonds dédié's paperwork names the issuer, cash, leverage or volatility
limit in its own language; every limit reader maps those words (and German compound field names)
to the same canonical subject as the English ones. Wordings here are written for the tests.
"""

from __future__ import annotations

import pytest

from quantward_validation import limits


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        # German, with compounds
        ("Die Anlage je Einzelemittent ist auf 3 % begrenzt.", "max_position_weight"),
        ("Die Mindestliquidität des Sondervermögens beträgt 2 %.", "cash_weight"),
        ("Der Bruttohebel darf das Zweifache nicht übersteigen.", "max_gross_leverage"),
        ("Die Volatilitätsgrenze liegt bei 10 %.", "target_volatility"),
        ("Je Sektor sind höchstens 25 % zulässig.", "max_sector_weight"),
        ("Fremdwährungen dürfen 10 % nicht überschreiten.", "max_currency_exposure"),
        # French
        ("Les titres d'un même émetteur sont plafonnés à 5 %.", "max_position_weight"),
        ("La trésorerie du fonds reste supérieure à 1 %.", "cash_weight"),
        ("L'effet de levier ne dépasse jamais 1,3 fois l'actif.", "max_gross_leverage"),
        ("Pour chaque secteur, la pondération reste sous 20 %.", "max_sector_weight"),
        # Italian
        ("Le disponibilità liquide non scendono sotto il 2 %.", "cash_weight"),
        ("Per ciascun emittente vale un tetto del 6 %.", "max_position_weight"),
        ("La leva finanziaria resta entro 1,2 volte.", "max_gross_leverage"),
        ("Ogni settore pesa al più il 30 %.", "max_sector_weight"),
        # Spanish
        ("Ningún emisor superará el 7 % del patrimonio.", "max_position_weight"),
        ("La liquidez nunca bajará del 3 %.", "cash_weight"),
        ("El apalancamiento queda por debajo de 1,4 veces.", "max_gross_leverage"),
        ("La volatilidad anual se mantiene bajo el 9 %.", "target_volatility"),
        # Dutch
        ("Per uitgevende instelling geldt een grens van 4 %.", "max_position_weight"),
        ("De liquide middelen bedragen minimaal 1 %.", "cash_weight"),
        ("De hefboomwerking blijft onder 1,5 keer.", "max_gross_leverage"),
        ("De volatiliteit van de portefeuille blijft onder 11 %.", "target_volatility"),
    ],
)
def test_a_subject_named_in_a_european_language_is_read(text: str, subject: str) -> None:
    found = {name for _, _, name in limits.subject_mentions(text)}
    assert subject in found


@pytest.mark.parametrize(
    ("field", "subject"),
    [
        ("einzelemittentenlimit", "max_position_weight"),
        ("volatilitaetsgrenze", "target_volatility"),
        ("liquiditaetsquote", "cash_weight"),
        ("bruttohebelgrenze", "max_gross_leverage"),
    ],
)
def test_a_german_compound_field_name_is_read(field: str, subject: str) -> None:
    assert limits.subject_of(field) == subject


@pytest.mark.parametrize(
    "text",
    [
        "The bank has branches in three cities.",  # an English "branch" is no sector
        "Il comitato valuta la proposta domani.",  # the Italian verb "valuta" is no currency
        "Die Regel lässt sich nicht aushebeln.",  # "aushebeln" is no leverage
        "Es un remedio muy efectivo.",  # "efectivo" as "effective" is no cash
    ],
)
def test_everyday_words_sharing_the_letters_bound_nothing(text: str) -> None:
    assert limits.subject_mentions(text) == []
