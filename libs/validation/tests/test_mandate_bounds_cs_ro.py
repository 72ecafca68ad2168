"""Czech and Romanian mandate clauses read as bounds: the side from the operator (before or
after the figure, a negated verb, a noun of limiting with a long subject before "ve výši"), the
subject from its inflected noun (a genitive or a preposition after it), and the unit from the
language's word for a per cent or a basis point."""

from __future__ import annotations

import pytest

from quantward_validation import mandate
from quantward_validation.limits import subject_of
from quantward_validation.operators import side_after, side_before


def _bounds(text: str) -> list[tuple[str, float | None, float | None, str | None]]:
    found = mandate.clauses({"clause": text})
    return [(b.kind, b.low, b.high, b.subject) for c in found for b in c.bounds]


@pytest.mark.parametrize(
    ("before", "side"),
    [
        ("akciová složka činí nanejvýš ", "ceiling"),
        ("expozice nesmí v žádném případě ", None),
        ("expozice nesmí překračovat ", "ceiling"),
        ("hotovost nikdy neklesne pod ", "floor"),
        ("podíl nemůže být nižší než ", "floor"),
        ("podíl musí činit alespoň ", "floor"),
        ("ponderea nu va depăși ", "ceiling"),
        ("ponderea trebuie să fie de cel puțin ", "floor"),
        ("lichiditatea să nu scadă sub ", "floor"),
        ("ponderea nu poate fi mai mare decât ", "ceiling"),
    ],
)
def test_czech_and_romanian_operators_give_their_side(before: str, side: str | None) -> None:
    assert side_before(before) == side


def test_an_operator_after_the_figure_gives_its_side() -> None:
    assert side_after(" nebo méně.") == "ceiling"
    assert side_after(" sau mai mult.") == "floor"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a subject qualified by a genitive and a preposition after it
        ("Váha akcií v portfoliu fondu smí činit nejvýše 35 procent.", ("ceiling", None, 0.35)),
        ("Expozice vůči témuž emitentovi nepřekročí 4 %.", ("ceiling", None, 0.04)),
        ("Měnové riziko po zajištění nesmí přesáhnout 12 %.", ("ceiling", None, 0.12)),
        # a noun of limiting, its subject, then "ve výši" before the figure
        (
            "Rada stanoví horní limit pro akcie a akciové fondy ve výši 45 %.",
            ("ceiling", None, 0.45),
        ),
        ("Expunerea pe același emitent nu poate depăși 6 la sută.", ("ceiling", None, 0.06)),
        ("Acțiunile listate: maximum 55 de procente din activ.", ("ceiling", None, 0.55)),
        ("Efectul de levier: cel mult 1,3 ori capitalul.", None),
        ("Riscul activ al mandatului: cel mult 250 de puncte de bază.", ("ceiling", None, 0.025)),
    ],
)
def test_czech_and_romanian_clauses_bound_their_subject(
    text: str, expected: tuple[str, float | None, float | None] | None
) -> None:
    read = _bounds(text)
    if expected is None:
        return  # a multiple said with "ori" is left unread: "ori" is also "or"
    assert [(kind, low, high) for kind, low, high, _ in read] == [expected]
    assert all(subject is not None for *_, subject in read)


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("limitTemuzEmitentu", "max_position_weight"),
        ("plafonValutar", "max_currency_exposure"),
        ("limitaActiunilor", "max_equity_weight"),
        ("pakovyKoeficientMax", "max_gross_leverage"),
    ],
)
def test_czech_and_romanian_config_names_name_their_subject(name: str, subject: str) -> None:
    assert subject_of(name) == subject
