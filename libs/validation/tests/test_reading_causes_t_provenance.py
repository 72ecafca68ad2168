"""A value a continental message gives as past, turned down, or another fund's is no value in force.

Batch T: "bis Ende 2015 galt …", "l'ancienne limite était …", "fino al 31/03/2017 il tetto era
…", "hasta el 30/09/2016 …", "tot 31-03-2017 bedroeg …"; a proposal the committee turned down
("abgelehnt", "a rejeté", "bocciata", "rechazada", "afgewezen"); the limit of a sister fund
("beim Schwesterfonds", "le fonds frère", "l'altro comparto", "el fondo gemelo", "het
zusterfonds"). Wordings written for the tests, none from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation import polarity, scope
from quantward_validation.provenance import stated_of


def _at(sentence: str, value: str) -> tuple[int, int]:
    start = sentence.index(value)
    return start, start + len(value)


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Bis zum 30.09.2015 betrug die Obergrenze 15 %.", "15 %"),
        ("Früher lag die Grenze bei 6 %, seit der Änderung gilt 4 %.", "6 %"),
        ("Jusqu'au 31/03/2017, la limite valait 2,5 x.", "2,5 x"),
        ("L'ancienne limite de 7 % n'est plus en vigueur.", "7 %"),
        ("Fino al 31/03/2017 il tetto era il 9 %.", "9 %"),
        ("Hasta el 30/09/2016 el límite era del 4 %.", "4 %"),
        ("Tot 31-03-2017 bedroeg de grens 11 %.", "11 %"),
    ],
)
def test_a_value_told_as_past_holds_no_more(sentence: str, value: str) -> None:
    start, end = _at(sentence, value)
    assert polarity.past_part(sentence, start, end)


@pytest.mark.parametrize(
    "sentence",
    [
        "Der Vorschlag, die Grenze auf 9 % anzuheben, wurde abgelehnt.",
        "Le conseil a rejeté la hausse du plafond à 12 %.",
        "La proposta di alzare il tetto al 7 % è stata bocciata.",
        "La subida del límite al 6 % fue rechazada por el comité.",
        "Het voorstel om de grens naar 9 % te verhogen is afgewezen.",
    ],
)
def test_a_proposal_turned_down_bounds_nothing(sentence: str) -> None:
    assert polarity.hypothetical(sentence)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Beim Schwesterfonds gilt 5 %, hier 3 %.", "5 %"),
        ("Pour le fonds frère, 8 % ; ici 4 %.", "8 %"),
        ("Per l'altro comparto vale il 6 %; qui il 3 %.", "6 %"),
        ("En el fondo gemelo rige el 9 %; aquí el 5 %.", "9 %"),
        ("Voor het zusterfonds geldt 10 %; hier 6 %.", "10 %"),
    ],
)
def test_a_sister_fund_is_named_as_another_vehicle(text: str, value: str) -> None:
    start, _ = _at(text, value)
    assert scope.names_other_vehicle(text[:start], text)
    assert scope.others_named(text)


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("Fino al 5 % del patrimonio in un singolo emittente.", "5 %"),  # a ceiling, not a date
        ("Hasta el 10 % en liquidez.", "10 %"),
        ("The post-crisis era left us a 5 % cap.", "5 %"),  # the English noun "era"
    ],
)
def test_a_ceiling_or_an_english_noun_is_no_past(sentence: str, value: str) -> None:
    start, end = _at(sentence, value)
    assert not polarity.past_part(sentence, start, end)


@pytest.mark.parametrize(
    ("text", "theirs", "ours"),
    [
        ("Beim Schwesterfonds gilt 9 %; für dieses Mandat gilt höchstens 5 %.", "9 %", "5 %"),
        ("Dans le fonds frère, 9 % ; pour ce mandat, au plus 5 %.", "9 %", "5 %"),
        ("Nel fondo gemello vale il 9 %; per questo mandato al massimo il 5 %.", "9 %", "5 %"),
        ("En el fondo gemelo rige el 9 %; para este mandato, como máximo el 5 %.", "9 %", "5 %"),
        ("Bij het zusterfonds geldt 9 %; voor dit mandaat maximaal 5 %.", "9 %", "5 %"),
    ],
)
def test_a_sister_funds_value_beside_this_mandates_is_not_stated(
    text: str, theirs: str, ours: str
) -> None:
    cap = Constraint(
        name="max_issuer_weight",
        value=0.09,
        unit="fraction",
        provenance="user_message",
        provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzs1",
    )
    start, end = _at(text, theirs)
    assert stated_of(text, start, end, cap) is not None
    own = cap.model_copy(update={"value": 0.05})
    start, end = _at(text, ours)
    assert stated_of(text, start, end, own) is None
