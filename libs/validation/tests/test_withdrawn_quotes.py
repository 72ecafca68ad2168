"""A quoted proposal voted down or put off, as Latin-American minutes say it ("fue negada con
dos votos a favor y cinco en contra", "no prosperó", "aplazada"), is no longer in force
(`withdrawn_quotes`), and the proposal adopted beside it is what is asked (`intent.asked`).
Sentences written for this test, with the decoys that withdraw nothing."""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked
from quantward_validation.withdrawn_quotes import withdrawn_quotes


def _kinds(text: str) -> set[str] | None:
    found = asked(text)
    return None if found is None else set(found.kinds)


@pytest.mark.parametrize(
    "verdict",
    [
        "fue negada con dos votos a favor y cinco en contra",
        "no fue aprobada",
        "no prosperó en la votación",
        "fue votada negativamente por la Junta",
        "quedó aplazada para la próxima sesión",
    ],
)
def test_a_proposal_voted_down_or_put_off_is_withdrawn(verdict: str) -> None:
    text = (
        "Acta n.º 44 de la Junta Directiva, punto 3\nLa propuesta de la Vicepresidencia "
        f"(«maximizar el índice de Sharpe del portafolio») {verdict}. La nueva propuesta "
        "(«minimizar la varianza del portafolio») se aprobó por unanimidad."
    )
    assert len(withdrawn_quotes(text)) == 1
    assert _kinds(text) == {"minimise_variance"}


@pytest.mark.parametrize(
    "verdict",
    [
        "se aprobó con cinco votos a favor y dos en contra",
        "fue aprobada por unanimidad",
    ],
)
def test_a_proposal_adopted_stands(verdict: str) -> None:
    text = f"La propuesta de la Vicepresidencia («minimizar la varianza del portafolio») {verdict}."
    assert withdrawn_quotes(text) == []
