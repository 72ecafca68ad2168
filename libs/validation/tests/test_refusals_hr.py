"""One South Slavic class of the verbs that withdraw, put off or turn down a proposal
(`refusals_hr`), read by `polarity_hr` for the values a body did not adopt, and the values said
as held before: sentences written for these tests, with their decoys."""

from __future__ import annotations

import re

import pytest

from quantward_validation.polarity import hypothetical_at, past_part
from quantward_validation.refusals_hr import SOUTH_SLAVIC


def _reads(text: str) -> bool:
    return re.search(rf"\b(?:{SOUTH_SLAVIC})(?!\w)", text.lower()) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Prijedlog je odbijen.",
        "Uprava je odbila prijedlog izmjene.",
        "Točka je povučena s dnevnog reda.",
        "Predlagatelj je povukao prijedlog.",
        "Prijedlog je odgođen za sljedeću sjednicu.",
        "Odbor je odgodio odluku.",
        "Prijedlog nije usvojen.",
        "Uprava nije usvojila izmjene.",
        "Izmjene nisu prihvaćene.",
        "Prijedlog nije dobio potrebnu većinu.",
        "Prijedlog neće biti odobren.",
        "Prijedlog je vraćen predlagatelju na doradu.",
        "Predlog je odložen.",  # sr
        "Predlog je bil zavrnjen.",  # sl
        "Tocka je povucena s dnevnog reda.",  # a chat drops the diacritics
    ],
)
def test_a_refusal_is_read(text: str) -> None:
    assert _reads(text)


@pytest.mark.parametrize(
    "text",
    [
        "Prijedlog je usvojen jednoglasno.",
        "Uprava je prihvatila prijedlog.",
        "Ta je razina prihvatljiva.",
        "Većina članova glasala je za.",
        "Usvajanje zapisnika s prethodne sjednice.",
    ],
)
def test_an_adoption_or_a_majority_is_no_refusal(text: str) -> None:
    assert not _reads(text)


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        (
            "Funkcija upravljanja rizicima predložila je 36,0 % za imovinu u eurima, ali je "
            "točka povučena s dnevnog reda",
            "36,0 %",
        ),
        (
            "Prijedlog od 1,5 puta očekivanih isplata nije dobio potrebnu većinu na sjednici "
            "Uprave",
            "1,5 puta",
        ),
        ("Nacrt izmjena statuta predviđao je 13 % neto imovine fonda", "13 %"),
        ("Odbor je predložio limit od 12 %, ali je prijedlog odbijen", "12 %"),
    ],
)
def test_a_proposal_not_adopted_is_supposed(sentence: str, figure: str) -> None:
    start = sentence.index(figure)
    assert hypothetical_at(sentence, start, start + len(figure))


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # a decision the committee passed proposes nothing of its own
        (
            "Nakon rasprave jednoglasno je donesena odluka: predlaže se Upravi da limit iznosi "
            "2,5 %",
            "2,5 %",
        ),
        ("Uprava je usvojila prijedlog od 35 %", "35 %"),
        ("Limit za dionice iznosi 35 %", "35 %"),
    ],
)
def test_an_adopted_value_is_not_supposed(sentence: str, figure: str) -> None:
    start = sentence.index(figure)
    assert not hypothetical_at(sentence, start, start + len(figure))


@pytest.mark.parametrize(
    ("sentence", "figure", "past"),
    [
        ("Statut je propisivao 6,5 %", "6,5 %", True),
        ("Ranije je limit bio 6,5 %", "6,5 %", True),
        ("Dosadašnji limit od 6,5 % više ne vrijedi", "6,5 %", True),
        ("Limit je 5,0 % i primjenjuje se od 1. siječnja 2026", "5,0 %", False),
        ("Statut propisuje najviše 5 %", "5 %", False),
        # the Portuguese "empty" is no Croatian "held" typed without its caron
        ("O campo ficou vazio e o limite é 5 %", "5 %", False),
    ],
)
def test_a_value_held_before(sentence: str, figure: str, past: bool) -> None:
    start = sentence.index(figure)
    assert past_part(sentence, start, start + len(figure)) is past
