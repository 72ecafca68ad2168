"""Lithuanian objectives read by `intent` through `objective_lexicon_lt`, with the decoys that
must not be read: an intransitive past that reports a move, limits that bound the risk, and
"be" / "ne" outside a Lithuanian sentence."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.sentence_language import LITHUANIAN


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Tikslas – kuo mažesni portfelio svyravimai.", "minimise_variance"),
        ("Minimizuojama portfelio dispersija, nepaisant laukiamų grąžų.", "minimise_variance"),
        ("Prašome sumažinti fondo kintamumą.", "minimise_variance"),
        ("Siekiame didžiausios laukiamos grąžos.", "maximise_expected_return"),
        ("Fondas maksimizuoja laukiamą grąžą.", "maximise_expected_return"),
        ("Didžiausia grąža rizikos vienetui.", "maximise_risk_adjusted_return"),
        ("Optimizuoti rizika pakoreguotą grąžą.", "maximise_risk_adjusted_return"),
        ("Portfelis laikomas kuo arčiau lyginamojo indekso.", "minimise_tracking_error"),
        ("Minimizuojama sekimo paklaida lyginamojo indekso atžvilgiu.", "minimise_tracking_error"),
        ("Mažiname santykinę riziką lyginamojo indekso atžvilgiu.", "minimise_tracking_error"),
    ],
)
def test_reads_the_objective(text: str, kind: str) -> None:
    got = asked(text)
    assert got is not None
    assert kind in got.kinds


def test_a_rejected_proposal_gives_way_to_the_adopted_wording() -> None:
    text = (
        "Narys siūlė formuluotę „Didžiausia grąža rizikos vienetui.“. Siūlymas atmestas.\n"
        "NUTARTA: priimti formuluotę „Kuo mažesni portfelio svyravimai.“."
    )
    got = asked(text)
    assert got is not None
    assert got.kinds == {"minimise_variance"}


@pytest.mark.parametrize(
    "text",
    [
        # a move reported in the past, no aim
        "Per ketvirtį grąža padidėjo, o svyravimai sumažėjo.",
        # an index named, no direction
        "Fondo lyginamasis indeksas yra OMX Baltic.",
    ],
)
def test_reads_no_objective(text: str) -> None:
    assert asked(text) is None


def test_lithuanian_is_told_by_its_letters_and_small_words() -> None:
    assert LITHUANIAN.reads("Valdyba nutarė, kad portfelis seka lyginamąjį indeksą.")
    assert LITHUANIAN.reads("Maksimizuojama laukiama grąža neviršijant ribų.")
    assert not LITHUANIAN.reads("The fund should be run without leverage.")
    assert not LITHUANIAN.reads("Prinos je porastao u odnosu na indeks.")
    # Finnish "suoja" (protection) is no "-uoti" verb
    assert not LITHUANIAN.reads("Valuuttasuojaus ja korkosuoja ovat ne, joita seurataan.")


def test_be_negates_only_in_lithuanian() -> None:
    got = asked("Didžiausia laukiama grąža be rizikos baudos tikslo funkcijoje.")
    assert got is not None
    assert "maximise_expected_return" in got.kinds
    assert "maximise_risk_adjusted_return" not in got.kinds
    english = asked("Returns should be maximised.")
    assert english is not None
    assert "maximise_expected_return" in english.kinds


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # "be" turns its clause: the return is the one denied, the variance the aim
        ("Minimizuojamas kintamumas be grąžos tikslo optimizavime.", "minimise_variance"),
        # a gerund negated by its prefix qualifies the pursuit, it denies no target
        ("Maksimizuojama laukiama grąža neviršijant strategijos ribų.", "maximise_expected_return"),
        ("Didžiausia laukiama grąža, nepažeidžiant apribojimų.", "maximise_expected_return"),
        # ... and where it names a target, it denies that one only
        ("Mažiname svyravimus, nesiekiant didžiausios grąžos.", "minimise_variance"),
    ],
)
def test_without_and_negated_gerunds_open_their_own_clause(text: str, kind: str) -> None:
    got = asked(text)
    assert got is not None
    assert kind in got.kinds


def test_the_english_be_opens_no_clause() -> None:
    got = asked("Variance should be minimised.")
    assert got is not None
    assert got.kinds == {"minimise_variance"}
