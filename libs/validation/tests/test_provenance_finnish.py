"""A Finnish pension company's figures read by stem and suffix: the units of a share, a basis
point and a multiple in every case; values past, supposed (the conditional), proposed and put
off; the figure put in force against another; a peer group's statistic; a limit's side in a
field name (`polarity_fi`, `in_force_fi`, `quantities`, `limit_sides_europe`)."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.limits import names_a_bound
from quantward_validation.mandate import plan_kind
from quantward_validation.monitored_levels import not_a_limit_column
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.polarity import hypothetical, hypothetical_at, past_part
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities
from quantward_validation.reported_levels_europe import reported_against_limit
from quantward_validation.standing_values import standing_clause_start


@pytest.mark.parametrize(
    ("text", "value", "form"),
    [
        ("osakkeiden osuus enintään 35 prosenttia", 35.0, "percent"),
        ("kassan osuus vähintään 4 prosentin tasolla", 4.0, "percent"),
        ("riski nousi 0,75 prosenttiyksiköllä", 0.75, "percent"),
        ("aktiiviriski enintään 150 peruspistettä", 150.0, "bps"),
        ("marginaali 40 peruspisteen verran", 40.0, "bps"),
        ("vakavaraisuus vähintään 1,4 kertaa", 1.4, "multiple"),
        ("vipu 2-kertainen", 2.0, "multiple"),
        ("o desvio pode ir até 1,5 p.p. ao ano", 1.5, "percent"),
    ],
)
def test_finnish_units_are_read_in_every_case(text: str, value: float, form: str) -> None:
    read = list(quantities(text))
    assert [(q.value, q.form) for q in read] == [(value, form)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Toimitusjohtaja ehdotti korkosijoituksille 55 prosentin ylärajaa.",
        "Muutosesityksessä raja olisi noussut 12 prosenttiin.",
        "Esitys 9 prosentin rajasta hylättiin äänestyksessä.",
        "Luonnoksessa pääomasijoitusten raja oli 14 %.",
        "Ehdotus 30 päivän puskurista jätettiin hallituksessa pöydälle.",
        "Hallitus ei hyväksynyt 6 prosentin rajaa.",
        "Mallin mukaan rajoittamaton salkku sallisi 70 % osakkeita.",
    ],
)
def test_finnish_values_only_supposed_or_proposed(sentence: str) -> None:
    assert hypothetical(sentence)


def test_a_finnish_proposal_withdrawn_leaves_the_next_clause_in_force() -> None:
    sentence = "Riskienhallinta ehdotti 8 %, mutta raja pysyy 6 prosentissa."
    here = sentence.index("6 prosentissa")
    assert not hypothetical_at(sentence, here, here + len("6 prosentissa"))


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        ("Aiemmin kiinteistöjen raja oli 11 %.", "11 %"),
        ("Vanhan rajan mukaan osuus oli enintään 9 prosenttia.", "9 prosenttia"),
    ],
)
def test_finnish_values_that_held_before(sentence: str, figure: str) -> None:
    here = sentence.index(figure)
    assert past_part(sentence, here, here + len(figure))


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


def test_the_writers_own_finnish_figure_wins_over_a_peer_average() -> None:
    text = (
        "Eläkekassojen keskiarvo on 9 prosenttia pääomasijoituksissa. Meidän "
        "rajamme on 6 prosenttia, ja sitä noudatetaan."
    )
    assert _read(text, "9 prosenttia", "max_private_equity_share", 0.09, "fraction") is not None
    assert _read(text, "6 prosenttia", "max_private_equity_share", 0.06, "fraction") is None


@pytest.mark.parametrize(
    ("text", "figure", "peers"),
    [
        ("Toimialan mediaani on 12 % kiinteistöissä, oma rajamme 8 %.", "12 %", True),
        ("Toimialan mediaani on 12 % kiinteistöissä, oma rajamme 8 %.", "8 %", False),
    ],
)
def test_a_finnish_peer_statistic(text: str, figure: str, peers: bool) -> None:
    here = text.index(figure)
    assert of_peer_group(text, here, here + len(figure)) is peers


def test_a_finnish_outcome_column_is_a_level_measured() -> None:
    text = (
        "| Mittari | Toteuma 30.6.2025 | Raja |\n|---|---|---|\n| Osakkeet | 41 % | enint. 50 % |"
    )
    here = text.index("41 %")
    assert not_a_limit_column(text, here, here + 4) is not None


@pytest.mark.parametrize(
    ("name", "side"),
    [("osakkeetEnintaan", "ceiling"), ("likviditeettiVahintaan", "floor")],
)
def test_a_finnish_field_name_says_its_side(name: str, side: str) -> None:
    assert names_a_bound(name)
    assert plan_kind(name) == side


def test_a_portuguese_year_end_is_no_final_version() -> None:
    text = (
        "Para comparação, a mediana das gestoras (dados públicos, final de 2024) é de 7,5% "
        "para a dívida privada. O nosso regulamento prevê 4% – é esse que seguimos."
    )
    assert _read(text, "4%", "max_private_debt_share", 0.04, "fraction") is None


def test_a_european_portuguese_level_against_its_limit() -> None:
    text = "A exposição cambial situava-se em 7,1% a 30.06.2025, face a um limite de 10%."
    here = text.index("7,1%")
    assert reported_against_limit(text, here, here + 4)


def test_what_continues_to_apply_in_european_portuguese_holds() -> None:
    sentence = (
        "O gestor sugeriu 12% para imobiliário, mas o ponto foi retirado da ordem de "
        "trabalhos: continua a aplicar-se o limite de 9%."
    )
    here = sentence.index("9%")
    assert standing_clause_start(sentence, here) > 0
