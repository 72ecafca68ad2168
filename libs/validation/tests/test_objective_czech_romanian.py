"""The objective read in Czech and Romanian (declined nouns, articled nouns, graded adjectives,
negation by particle and by verb prefix, the Romanian pronoun "ne" that negates nothing), and the
wordings those languages withdraw in a quotation. Sentences written for these tests."""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes

_RETURN = {"maximise_expected_return", "maximise_return_under_drawdown_limit"}


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


# --- Czech ------------------------------------------------------------------------------------


def test_czech_variance_in_its_cases() -> None:
    assert _kinds("Portfolio by mělo vykazovat co nejmenší výkyvy.") == {"minimise_variance"}
    assert _kinds("Úkolem správce je snížit rozptyl celého portfolia.") == {"minimise_variance"}


def test_czech_return_by_its_verb_and_superlative() -> None:
    assert _kinds("Chceme maximalizovat zisk z investic v rámci limitů.") == _RETURN
    assert _kinds("Fond usiluje o co největší zhodnocení úspor.") == _RETURN


def test_czech_tracking_by_closeness_and_deviation() -> None:
    assert _kinds("Podfond má kopírovat index PX co nejvěrněji.") == {"minimise_tracking_error"}
    assert _kinds("Požadujeme nízkou odchylku od referenčního indexu.") == {
        "minimise_tracking_error"
    }


def test_czech_risk_adjusted() -> None:
    assert _kinds("Rozhoduje výkonnost očištěná o riziko.") == {"maximise_risk_adjusted_return"}


def test_czech_negation_by_particle_and_verb_prefix() -> None:
    # the particle before a noun, and a verb negated by its prefix, deny their target
    assert _kinds("Jde nám o maximální zisk, ne o Sortino.") == _RETURN
    assert _kinds("Volatilitu neřešíme; usilujeme o nejvyšší zisk.") == _RETURN
    # a superlative's "nej-" is no negation
    assert _kinds("Cílem je nejnižší kolísání.") == {"minimise_variance"}


# --- Romanian ---------------------------------------------------------------------------------


def test_romanian_articled_nouns_and_graded_adjectives() -> None:
    assert _kinds("Dorim ca oscilațiile portofoliului să fie cât mai reduse.") == {
        "minimise_variance"
    }
    assert _kinds("Fondul urmărește un câștig cât mai mare pe termen lung.") == _RETURN


def test_romanian_tracking_and_risk_adjusted() -> None:
    assert _kinds("Portofoliul trebuie să rămână aproape de indicele BET.") == {
        "minimise_tracking_error"
    }
    assert _kinds("Obiectivul: randamentul ajustat la risc, nimic altceva.") == {
        "maximise_risk_adjusted_return"
    }


def test_romanian_negation_and_the_pronoun_ne() -> None:
    assert _kinds("Nu urmărim volatilitatea; vrem cel mai mare profitul posibil.") is not None
    assert _kinds("Nu ne interesează profitul; riscul să fie minim.") == {"minimise_variance"}
    # "ne" before a verb in the first person plural is a pronoun: the clause still asks
    assert _kinds("Ne propunem reducerea volatilității fondului.") == {"minimise_variance"}


# --- withdrawn wordings -----------------------------------------------------------------------


def test_czech_wording_cancelled_and_replaced_by_instrumental() -> None:
    text = (
        "Dosavadní text «snížit kolísání portfolia» se zrušuje a nahrazuje se textem "
        "«maximalizovat zisk fondu»."
    )
    spans = withdrawn_quotes(text)
    assert [text[a:b] for a, b in spans] == ["«snížit kolísání portfolia»"]
    assert _kinds(text) == _RETURN


def test_label_carrying_the_withdrawal() -> None:
    text = (
        "Bod 2 (vzat zpět předkladatelem): «snížit rozptyl portfolia»\n"
        "Bod 3 (přijato): maximalizovat zisk fondu."
    )
    assert _kinds(text) == _RETURN


def test_romanian_wording_rejected_and_retracted() -> None:
    rejected = (
        "Varianta veche („minimizarea volatilității”) a fost respinsă de comitet. Varianta "
        "aprobată („maximizarea câștigului”) intră în vigoare."
    )
    assert _kinds(rejected) == _RETURN
    retracted = (
        "Directorul a propus textul „cât mai aproape de indicele BET”, pe care l-a retras. "
        "S-a aprobat: „minimizarea riscului portofoliului”."
    )
    assert _kinds(retracted) == {"minimise_variance"}
