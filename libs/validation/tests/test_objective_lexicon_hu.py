"""The objective read in Hungarian (`objective_lexicon_hu`): targets on their stems with any
suffix and as the head of a compound, the comparative "-bb" and the superlative "leg-…-bb", the
postpositions that set aside their own noun ("függetlenül", "nélkül"), the negation "nem" and the
prohibitive "ne" in a Hungarian sentence (`sentence_language.HUNGARIAN`), and a wording a minute
withdraws (`withdrawal_hu`). Sentences written for these tests, with the decoys that ask nothing."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.sentence_language import HUNGARIAN
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("A cél a portfólió szórásának minimalizálása.", {"minimise_variance"}),
        (
            "Az árfolyam-ingadozást a lehető legalacsonyabb szinten kell tartani.",
            {"minimise_variance"},
        ),
        ("A lehető legmagasabb hozamot várjuk a részvényportfóliótól.", _RETURN),
        ("A többlethozamot maximalizáljuk.", _RETURN),
        (
            "Az alap kövesse a referenciaindexet a lehető legkisebb követési eltéréssel.",
            {"minimise_tracking_error"},
        ),
        ("Maradjunk minél közelebb a benchmarkhoz.", {"minimise_tracking_error"}),
        ("A kockázattal korrigált hozamot optimalizáljuk.", {"maximise_risk_adjusted_return"}),
        (
            "A legnagyobb hozamot egységnyi kockázatra nézve keressük.",
            {"maximise_risk_adjusted_return"},
        ),
    ],
)
def test_hungarian_targets_and_directions(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        # a postposition sets aside the noun right before it, not the target
        ("A volatilitást minimalizáljuk, a hozamoktól függetlenül.", {"minimise_variance"}),
        ("A varianciát csökkentjük hozamcél nélkül.", {"minimise_variance"}),
        # "nem" and the prohibitive "ne" deny their own clause
        ("A szórást minimalizáljuk, nem a hozamot.", {"minimise_variance"}),
        ("A portfólió szórását csökkentjük, ne a hozamot maximalizáljuk.", {"minimise_variance"}),
        ("A legnagyobb várható hozamot keressük; a tracking error nem cél.", _RETURN),
    ],
)
def test_hungarian_scope_of_negation_and_postpositions(text: str, kinds: set[str]) -> None:
    assert _kinds(text) == kinds


@pytest.mark.parametrize(
    "text",
    [
        # a report of a figure, an intransitive fall, a management activity: no objective
        "A hozam 2024-ben 9,7% volt.",
        "A volatilitás a negyedévben csökkent.",
        "A kockázatkezelési vezető jelentése csatolva.",
    ],
)
def test_hungarian_decoys_ask_nothing(text: str) -> None:
    assert _kinds(text) is None


def test_hungarian_sentence_is_told_by_its_small_words() -> None:
    assert HUNGARIAN.reads("A portfólió szórását csökkentjük, és ne a hozamot.")
    assert not HUNGARIAN.reads("Jde nám o maximální zisk, ne o Sortino.")
    assert not HUNGARIAN.reads("Nous ne cherchons pas le rendement.")


@pytest.mark.parametrize(
    "text",
    [
        "Az ügyvezető indítványa („a hozam maximalizálása”) nem kapott támogatást.",
        "A korábbi megfogalmazást („a szórás minimalizálása”) az IT visszavonta, és helyette: …",
        "A bizottság a módosító javaslatot („a tracking error csökkentése”) elutasította.",
        "A napirendi pontot („a Sharpe-mutató maximalizálása”) levették a napirendről.",
        "Az elnök a határozatot („a hozam maximalizálása”) vonta vissza.",
    ],
)
def test_hungarian_withdrawn_wordings(text: str) -> None:
    assert len(withdrawn_quotes(text)) == 1


def test_hungarian_adopted_wording_stands() -> None:
    text = "Az IT öt igen szavazattal elfogadta az előterjesztést: „a szórás minimalizálása”."
    assert withdrawn_quotes(text) == []
    withdrawn = (
        "A tervezetet („a hozam maximalizálása”) visszavonták. Az IT elfogadta: „a portfólió "
        "szórását minimalizáljuk”."
    )
    assert _kinds(withdrawn) == {"minimise_variance"}
