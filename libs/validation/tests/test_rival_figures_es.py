"""Colombian and Latin American Spanish figures out of force beside the one in force: the law's
looser limit a conditional quotes before the policy's stricter one ("… permitiría hasta 350
puntos básicos; la política es más estricta: 250, y ese es nuestro límite", `rival_figures` via
`decision_lexicon_es`), the other administrators' average ("el promedio de las AFP",
`peer_lexicon_eu`), a level left to someone inside a granted range ("dentro del rango decide la
Vicepresidencia", `discretion_europe`) and a strategic allocation's target inside its band
(`mandate.bounds_for`). Sentences written for these tests in the register of an AFP's actas,
a Mexican Afore and a Chilean AGF, with the decoys that must not be read."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation import mandate
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.provenance import stated_of


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    constraint = Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )
    return stated_of(text, start, start + len(figure), constraint)


@pytest.mark.parametrize(
    ("text", "out", "kept", "name", "values", "unit"),
    [
        (
            "El régimen de inversión permitiría para «un mismo emisor» hasta 6 % del valor del "
            "fondo; la política de la Junta es más estricta: 4 % del valor del fondo, y ese es "
            "nuestro límite.",
            "6 %",
            "4 %",
            "max_single_issuer_share",
            (0.06, 0.04),
            "fraction",
        ),
        (
            "La CONSAR admite hasta 300 puntos básicos de error de seguimiento; nuestro "
            "reglamento fija 200 puntos básicos.",
            "300 puntos básicos",
            "200 puntos básicos",
            "trackingErrorMax",
            (300.0, 200.0),
            "bps",
        ),
        (
            "La norma daría margen hasta 45 % en renta variable; la Junta fija 35 %, y eso es "
            "lo que cumplimos.",
            "45 %",
            "35 %",
            "max_equity_share",
            (0.45, 0.35),
            "fraction",
        ),
    ],
)
def test_the_writers_own_figure_puts_the_laws_out_of_force(
    text: str, out: str, kept: str, name: str, values: tuple[float, float], unit: ConstraintUnit
) -> None:
    assert _read(text, out, name, values[0], unit) is not None
    assert _read(text, kept, name, values[1], unit) is None


def test_a_lone_limit_of_the_policy_stays_in_force() -> None:
    # (no rival: "nuestra política" marks the only figure, which stays the limit)
    text = "Nuestra política fija la exposición en un mismo emisor en máximo 5 %."
    assert _read(text, "5 %", "max_single_issuer_share", 0.05, "fraction") is None


@pytest.mark.parametrize(
    "text",
    [
        "Como referencia: el promedio de las AFP en renta variable es 42,0 %. Nuestra política "
        "fija 30,0 %.",
        "La mediana de las demás administradoras es 42,0 %; la nuestra, 30,0 %.",
        "El promedio de los fondos de pensiones obligatorias llegó a 42,0 % en diciembre.",
    ],
)
def test_the_other_administrators_statistic_is_theirs(text: str) -> None:
    at = text.index("42,0 %")
    assert of_peer_group(text, at, at + 6)


@pytest.mark.parametrize(
    "text",
    [
        # the writer's own AFP, singular, and an average of the fund's own book
        "La AFP fija para la renta variable un máximo de 42,0 %.",
        "El plazo promedio de la cartera de la AFP no superará 42,0 % en TES de corto plazo.",
    ],
)
def test_the_writers_own_afp_is_no_peer_group(text: str) -> None:
    at = text.index("42,0 %")
    assert not of_peer_group(text, at, at + 6)


def _discretion(text: str) -> frozenset[str]:
    return frozenset(d for c in mandate.clauses({"clause": text}) for d in c.discretion)


@pytest.mark.parametrize(
    "text",
    [
        "Para la renta variable el rango es 24 % a 40 %; dentro del rango decide la "
        "Vicepresidencia de Inversiones.",
        "El rango aprobado es de 15 % a 25 %; la vicepresidenta fija el nivel dentro del rango.",
        "Rango de 2 % a 4 % por emisor; dentro de ese rango, el comité determinará la exposición.",
    ],
)
def test_a_level_left_to_someone_inside_the_range_is_a_grant(text: str) -> None:
    assert "*" in _discretion(text)


def test_a_range_without_a_grant_is_none() -> None:
    # (the level decided by the board, not left inside the range)
    assert "*" not in _discretion("Para la renta variable el rango es 24 % a 40 %.")


def test_a_target_inside_its_band_bounds_no_cap() -> None:
    text = (
        "Asignación estratégica 2025: para la renta variable el rango es 24 % a 40 %, con "
        "asignación objetivo de 32 %."
    )
    found = mandate.clauses({"clause": text})
    kinds = {b.kind for b in mandate.bounds_for(found, "max_equity_share")}
    assert kinds == {"range"}
    assert mandate.within(
        0.35, mandate.bounds_for(found, "max_equity_share")[0], "max_equity_share"
    )


def test_a_target_without_a_band_still_bounds() -> None:
    found = mandate.clauses(
        {
            "clause": "Asignación estratégica 2025: para la renta variable la asignación "
            "objetivo es de 32 %."
        }
    )
    kinds = {b.kind for b in mandate.bounds_for(found, "max_equity_share")}
    assert kinds == {"target"}


def test_a_dated_approved_version_puts_nothing_in_force() -> None:
    # (a policy "aprobada" on a date is a version; the later limit replaces it)
    text = (
        "En la política aprobada el 14 de diciembre de 2023, la renta variable tenía un máximo "
        "de 45,5 por ciento. La Junta aprobó el 18 de febrero de 2025 el nuevo límite: 35 por "
        "ciento, vigente desde el 1 de marzo."
    )
    assert _read(text, "35 por ciento", "max_equity_share", 0.35, "fraction") is None
