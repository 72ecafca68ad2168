"""A motion that amends a wording by replacing one quotation with another ("en remplaçant « … »
par « … »"): the quotation after the act of replacing is the old wording, withdrawn, and the
one its agent brings in is the objective, however plainly the old one names an objective
(nearness to a reference, read since the round that added it). Sentences written for this
test."""

from __future__ import annotations

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


def test_french_motion_replacing_a_nearness_objective() -> None:
    text = (
        "Sur proposition de M. Bélanger, le comité amende l'article 3 en remplaçant « Objectif : "
        "rester aussi près que possible du portefeuille de référence. » par « Objectif : "
        "minimiser la volatilité de la caisse. ». Adopté."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}


def test_english_replacing_with_and_the_replacement_before_the_verb() -> None:
    text = 'The board amends the policy, replacing "minimise variance" with "maximise Sharpe".'
    assert _kinds(text) == {"maximise_risk_adjusted_return"}
    # the quotation before the verb is the new wording, and stands
    text = 'The new aim, "maximise the Sharpe ratio", replacing the old text, is adopted.'
    assert withdrawn_quotes(text) == []
