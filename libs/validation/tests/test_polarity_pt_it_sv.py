"""Proposals turned down or put off, drafts, persisting values and peer statistics read in
Portuguese, Italian and Swedish (`polarity_europe`, `standing_values`, `peer_statistics`)."""

from __future__ import annotations

import pytest

from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.polarity import hypothetical, hypothetical_at, said_as_past
from quantward_validation.standing_values import standing_clause_start


@pytest.mark.parametrize(
    "sentence",
    [
        "A gestora propôs 18% para o segmento imobiliário.",
        "A minuta do regulamento trazia 40% para crédito privado.",
        "La proposta di alzare il tetto al 12% è stata rinviata al prossimo consiglio.",
        "Il punto sul limite azionario (50%) è stato ritirato dall'ordine del giorno: ritirato.",
        "VD föreslog 3 procent för fastighetsaktier.",
        "Ärendet om taket på 7 procent bordlades.",
        "Utkastet angav 45 procent för aktier.",
        "O conselho rejeitou 22% para o exterior.",
    ],
)
def test_proposed_or_put_off_values_are_not_in_force(sentence: str) -> None:
    assert hypothetical(sentence)


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("O Conselho rejeitou a proposta (4 votos a 1) e o teto continua em 9%.", "9%"),
        ("A sugestão foi recusada; o limite permanece em 3%.", "3%"),
        ("Il consiglio ha respinto la proposta e il limite resta al 15%.", "15%"),
        ("Styrelsen avslog förslaget (6 röster mot 3); gränsen ligger kvar på 40 procent.", "40"),
        (
            "The motion to lift it to 9 procent was bordlagt on 2024-11-05. Until the board "
            "rules, the cap is 7 procent.",
            "7 procent",
        ),
    ],
)
def test_what_a_refusal_keeps_is_in_force(sentence: str, figure: str) -> None:
    here = sentence.index(figure)
    assert not hypothetical_at(sentence, here, here + len(figure)) or not hypothetical(
        sentence[standing_clause_start(sentence, here) :]
    )


def test_persisting_verbs_start_their_clause() -> None:
    sentence = "Rifiutata la modifica, il tetto rimane al 25%."
    here = sentence.index("25%")
    assert standing_clause_start(sentence, here) > 0
    sentence = "Förslaget drogs tillbaka och taket ligger kvar på 12 procent."
    assert standing_clause_start(sentence, sentence.index("12")) > 0


def test_an_earlier_texts_imperfect_is_past() -> None:
    sentence = "O regulamento antigo fixava 5% para derivativos."
    here = sentence.index("5%")
    assert said_as_past(sentence, here, here + 2)


@pytest.mark.parametrize(
    ("text", "figure", "peers"),
    [
        ("Média das entidades similares: 11% em imóveis. O nosso é 6%.", "11%", True),
        ("Média das entidades similares: 11% em imóveis. O nosso é 6%.", "6%", False),
        ("Mediana dei fondi comparabili: 4,5% in private equity.", "4,5%", True),
        ("Genomsnittet för andra AP-fonder: 8 procent i onoterat.", "8 procent", True),
        ("Vår egen placeringspolicy: 5 procent i onoterat.", "5 procent", False),
    ],
)
def test_peer_statistics_in_other_languages(text: str, figure: str, peers: bool) -> None:
    here = text.index(figure)
    assert of_peer_group(text, here, here + len(figure)) is peers
