"""Which figure of a Norwegian, Polish or Québec French paper is a limit in force (issue 18):
an unconstrained model's answer, a peer statistic, a proposal put off or voted down and what it
leaves in force, a report's measured level, an old value a newer rule replaces, and a count of
holdings by its noun. Sentences written here, in no batch; each fails without the reading it
guards."""

from __future__ import annotations

import pytest

from quantward_contracts.values import ConstraintUnit
from quantward_validation.continental_words import continental_word
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.polarity import hypothetical, hypothetical_at
from quantward_validation.reported_levels_europe import reported_against_limit
from quantward_validation.testing import provenance_problems


def _at(text: str, figure: str) -> tuple[int, int]:
    start = text.index(figure)
    return start, start + len(figure)


def _problems(
    text: str, name: str, value: float, written: str, unit: ConstraintUnit = "fraction"
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=written, unit=unit)


# --- a portfolio built without the limits ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name", "value", "figure"),
    [
        (
            "Aktuarens studie: den ubegrensede modellen ga 42 % i aksjer; styret beholdt 30 %.",
            "max_equity_share",
            0.42,
            "42 %",
        ),
        (
            "Symulacja: alokacja nieograniczona dawała 9% w nieruchomościach, a komitet "
            "zostawił 5%.",
            "max_property_share",
            0.09,
            "9%",
        ),
        (
            "Le portefeuille non contraint de l'actuaire plaçait 38 % en actions; l'énoncé garde "
            "25 %.",
            "max_equity_share",
            0.38,
            "38 %",
        ),
    ],
)
def test_an_unconstrained_models_figure_is_no_limit(
    text: str, name: str, value: float, figure: str
) -> None:
    assert _problems(text, name, value, figure)


def test_a_french_participle_of_constraint_is_not_corrected_into_english() -> None:
    assert continental_word("contraint")
    assert continental_word("contraintes")


# --- a statistic over peers ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "figure", "peers"),
    [
        (
            "Gjennomsnittet for sammenlignbare pensjonskasser er 14 % i eiendom; vårt eget "
            "reglement har 10 %.",
            "14 %",
            True,
        ),
        (
            "Gjennomsnittet for sammenlignbare pensjonskasser er 14 % i eiendom; vårt eget "
            "reglement har 10 %.",
            "10 %",
            False,
        ),
        (
            "Średnia branży wynosi 7% w akcjach zagranicznych, nasza polityka pozwala na 4%.",
            "7%",
            True,
        ),
        ("Mediana funduszy w badaniu: 40 dni. Nasz regulamin wymaga 55 dni.", "40 dni", True),
        (
            "La médiane de l'échantillon est de 12 % en immobilier. Notre politique retient 8 %.",
            "12 %",
            True,
        ),
    ],
)
def test_peer_statistics_in_norwegian_polish_and_french(
    text: str, figure: str, peers: bool
) -> None:
    assert of_peer_group(text, *_at(text, figure)) is peers


# --- a proposal put off or voted down ------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "Zarząd zaproponowała podniesienie limitu do 12% dla obligacji korporacyjnych.",
        "Komitet odrzucił wniosek o 15% w private equity.",
        "Propozycję 3x dźwigni odłożono do czerwca.",
        "Vedtaksforslaget på 25 % i eiendom ble utsatt.",
        "Saksfremlegget om 6 % per utsteder ble trukket.",
        "Le trésorier recommandait 4 % d'encaisse.",
        "La hausse à 60 % a été ajournée par le comité.",
    ],
)
def test_proposed_or_put_off_values_are_not_in_force(sentence: str) -> None:
    assert hypothetical(sentence)


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        (
            "Dział ryzyka proponował 2x, ale propozycję wycofano na posiedzeniu, więc "
            "obowiązuje 1,5x.",
            "1,5x",
        ),
        (
            "Le gestionnaire proposait 9 %, mais la demande a été rejetée (4 voix contre 2) : "
            "le plafond reste de 7 %.",
            "7 %",
        ),
    ],
)
def test_what_a_refusal_leaves_is_in_force(sentence: str, figure: str) -> None:
    assert not hypothetical_at(sentence, *_at(sentence, figure))


@pytest.mark.parametrize(
    ("text", "name", "value", "figure", "proposed"),
    [
        (
            "Dział ryzyka proponował 2x, ale propozycję wycofano na posiedzeniu, więc "
            "obowiązuje 1,5x.",
            "max_gross_leverage",
            1.5,
            "1,5x",
            False,
        ),
        (
            "Dział ryzyka proponował 2x, ale propozycję wycofano na posiedzeniu, więc "
            "obowiązuje 1,5x.",
            "max_gross_leverage",
            2.0,
            "2x",
            True,
        ),
    ],
)
def test_a_withdrawn_proposals_figure_and_the_one_kept(
    text: str, name: str, value: float, figure: str, proposed: bool
) -> None:
    assert bool(_problems(text, name, value, figure, unit="multiple")) is proposed


# --- a level a report measured -------------------------------------------------------------------


def test_a_polish_reported_level_beside_its_limit_is_no_limit() -> None:
    text = "Na koniec marca udział akcji osiągnął 41% aktywów, wobec limitu 50% aktywów."
    assert reported_against_limit(text, *_at(text, "41%"))
    assert not reported_against_limit(text, *_at(text, "50%"))


# --- an old value a newer rule replaces ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "old", "new", "value_old", "value_new"),
    [
        (
            "Etter instruksen fra 2021 var grensen for eiendom 15 %. Styret satte i mai en ny "
            "grense: 12 %, gjeldende fra 1. juni.",
            "15 %",
            "12 %",
            0.15,
            0.12,
        ),
        (
            "Według polityki z 2022 r. limit dla nieruchomości wynosił 15%. Zarząd przyjął w "
            "maju nowy limit: 12%, obowiązujący od 1 czerwca.",
            "15%",
            "12%",
            0.15,
            0.12,
        ),
    ],
)
def test_a_value_a_newer_rule_replaces_is_not_in_force(
    text: str, old: str, new: str, value_old: float, value_new: float
) -> None:
    assert _problems(text, "max_property_share", value_old, old)
    assert not _problems(text, "max_property_share", value_new, new)


# --- a count of holdings by its noun -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("Spredning (antall navn i mandatet): minst 40 enkeltselskaper.", "40"),
        ("Styret holdt fast ved minimum 45 aksjer per navn i mandatet.", "45"),
    ],
)
def test_a_count_by_its_noun_states_the_holdings_floor(text: str, figure: str) -> None:
    assert not _problems(text, "min_holdings_count", float(figure), figure, unit="count")
