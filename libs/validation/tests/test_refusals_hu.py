"""One Hungarian class of the verbs that withdraw, put off or turn down a proposal or a wording,
read by `polarity_hu` and by `withdrawal_hu` alike (`refusals_hu`)."""

from __future__ import annotations

import re

import pytest

from quantward_validation import polarity_hu, withdrawal_hu
from quantward_validation.polarity import hypothetical_at
from quantward_validation.refusals_hu import HUNGARIAN
from quantward_validation.withdrawn_quotes import withdrawn_quotes


def _reads(text: str) -> bool:
    return re.search(rf"\b(?:{HUNGARIAN})", text.lower()) is not None


@pytest.mark.parametrize(
    "text",
    [
        "Az igazgatótanács a javaslatot visszavonta.",
        "A bizottság vonta vissza a módosítást.",
        "Az IT utasította el a javaslatot.",
        "A javaslatot elvetették.",
        "A döntést napolták el.",
        "A napirendi pontot levették a napirendről.",
        "A javaslatot nem fogadta el a testület.",
        "A módosító indítvány nem kapott támogatást.",
        "A bizottság nem szavazta meg.",
        "A javaslatot az IT elutasitotta.",  # a chat drops the accents
    ],
)
def test_a_refusal_is_read(text: str) -> None:
    assert _reads(text)


@pytest.mark.parametrize(
    "text",
    [
        "Az igazgatótanács a javaslatot elfogadta.",
        "A limit 45,5% marad.",
        "A befektetők a piacról vonultak vissza.",  # retreated, no proposal withdrawn
        "Ez a pontra vonatkozik vissza.",  # refers back
    ],
)
def test_no_refusal_is_read(text: str) -> None:
    assert not _reads(text)


def test_both_readers_take_the_one_class() -> None:
    # a word added to the class is read by the polarity reader and by the withdrawal reader
    assert HUNGARIAN in polarity_hu.REFUSAL
    assert HUNGARIAN in polarity_hu.HYPOTHETICAL
    assert HUNGARIAN in withdrawal_hu.WITHDRAWN
    # ... its own words stay each reader's: a wording said to be wrong is the quotations' only
    assert "tévesen" in withdrawal_hu.WITHDRAWN
    assert "tévesen" not in HUNGARIAN


def test_a_word_of_one_reader_is_read_by_the_other() -> None:
    # ("elhalasztotta" was the polarity reader's only, "nem szavazta meg" the quotations')
    text = "A módosító indítványt („a limit 30%”) a bizottság elhalasztotta."
    assert withdrawn_quotes(text)
    proposed = "A kockázatkezelés 30%-os limitet javasolt, de a bizottság nem szavazta meg."
    at = proposed.index("30")
    assert hypothetical_at(proposed, at, at + 2)
