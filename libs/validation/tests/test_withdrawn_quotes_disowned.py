"""A wording quoted and said to be wrong or void is taken back, as one said to be withdrawn is
(`withdrawn_quotes`): "in my last mail "…" was wrong", "In meiner letzten Mail war „…" falsch";
Spain's passive with "se" in the present ("la enmienda se rechaza") turns a motion down; and a
verb of limiting whose agent is a compound of the limits ("durch die Veranlagungsgrenzen
begrenzt") asks for no minimum of risk (`limiting_agents`). Sentences written for this test."""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


def test_a_quoted_wording_said_to_be_wrong_is_taken_back() -> None:
    text = (
        "Betreff: KORREKTUR\n\nIn meiner letzten Mail war „Ziel: der höchste erwartete Ertrag.“ "
        "falsch, das hat der Vorstand so nicht beschlossen. Richtig ist:\n\n"
        "Die Gewichtung soll die geringstmögliche Varianz aufweisen."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}
    text = (
        "In my last mail, “maximise the expected return” was wrong. Correct is: the weights "
        "should have the lowest possible variance."
    )
    assert len(withdrawn_quotes(text)) == 1


def test_a_quoted_wording_said_to_stand_is_kept() -> None:
    text = "In meiner letzten Mail stand „Ziel: die geringstmögliche Varianz“, das gilt weiter."
    assert withdrawn_quotes(text) == []


def test_spains_present_passive_turns_a_motion_down() -> None:
    text = (
        "El vocal presenta una enmienda con la redacción «maximizar la ratio de Sharpe». "
        "La enmienda se rechaza por dos votos a favor y diez en contra. Se aprueba la "
        "propuesta: «minimizar la volatilidad de la cartera»."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}


def test_risk_bounded_by_a_compound_of_the_limits_asks_no_minimum() -> None:
    text = (
        "Die Gewichte sollen den höchsten erwarteten Ertrag anstreben; das Risiko wird durch die "
        "Veranlagungsgrenzen begrenzt, nicht durch die Zielfunktion."
    )
    assert _kinds(text) == {"maximise_expected_return", "maximise_return_under_drawdown_limit"}
    # limiting within the limits is still asked of the portfolio: a risk-adjusted aim
    text = (
        "Die Gewichte sollen den höchsten erwarteten Ertrag anstreben; das Risiko wird "
        "innerhalb der Anlagegrenzen begrenzt."
    )
    assert _kinds(text) == {"maximise_risk_adjusted_return"}
