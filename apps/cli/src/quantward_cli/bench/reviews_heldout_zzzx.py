"""Held-out batch ZZZX: every flaw kind again, in the voice of a Mexican Afore managing a
generational SIEFORE Básica: Afore Tepeyac (fictional) and its SIEFORE Básica Tepeyac 80-84, S.A.
de C.V. (the generational target-date fund of the workers born 1980 to 1984, with some 187,453.2
mdp of activo neto al cierre de diciembre de 2024), supervised by CONSAR under the Disposiciones
de carácter general que establecen el régimen de inversión (DCGRI). Its people and papers,
written in Mexican Spanish throughout: the Consejo de Administración (secretaria Lic. Patricia
Anaya Robles) and its actas; the Comité de Inversión and the Comité de Riesgos Financieros, with
their actas, acuerdos (CI-xx/2025, CRF-xx/2025) and puntos del orden del día (aprobados, "no se
aprueba", "se difiere", "se retira del orden del día", "se devuelve a la UAIR"); the Unidad de
Administración Integral de Riesgos (UAIR; Mtro. Luis Ortega Salcedo) and its reports (VaR
histórico, diferencial de CVaR, límites prudenciales, "Observado al 31/03/2025"); the Director
de Inversiones (Act. Mariana Villaseñor Ruiz) and her correos; the Contralor Normativo (Lic.
Héctor Garduño Pliego) and his opiniones; CONSAR's oficios (D00/400/0312/2025); the prospecto de
información, the política de inversión and the Manual de Inversiones; the mandatario for
renta variable internacional (Cordillera Global Investors) and its contrato de mandato; the
custodian's layout of límites (a pipe-separated file). Its number forms are Mexican: point
decimals and comma thousands ("187,453.2 mdp", "2,500 mdp", "12.5%", "60.0% del activo neto"),
"por ciento" beside "%", "millones de pesos", "miles de millones", "puntos base" and "pb",
"puntos porcentuales", "veces", numbers in words in actas and policy text ("sesenta por ciento",
"treinta y seis emisoras", "noventa días"), dates as 31/12/2024, periods as "4T24", "1T25",
"ejercicio 2024", "al cierre de diciembre de 2024" and "segundo semestre de 2024", and the
instruments Cetes, Mbonos, Udibonos and UDIS.

Batch ZZZX is built like ZZZU and ZZZV - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZU and ZZZV
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`, which the shared module imports), the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` part of `reviews_heldout`, the tests' `heldout_checks` and
the contract models and ids of `libs/contracts` (constraint units, windows, id prefixes) were read
for it; no rule, reviewer, reviewer or validator test, validator, benchmark result, benchmark
document or other batch was read, and it was not run against the reviewers or the validator
before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZU's and ZZZV's
where the loops allow: ten subjects (six caps by asset class of the régimen de inversión - renta
variable, valores extranjeros, instrumentos estructurados (CKDs y CERPIs), FIBRAs, divisas and
mercancías -, one cap in basis points, the diferencial de CVaR, and three floors: valores
gubernamentales as a share, a count of emisoras in the mandato de renta variable and the
liquidity reserve in days of retiros), no multiple; limits in words every second style
(`words_every=2`); the misquote loop pairs them by a pairing of its own (`pair=i % 5 + 3 * (i //
5)`: each structure meets five different subjects three apart, all ten misquoted), a proposal
"no se aprueba", "se difiere" or "se retira del orden del día" in one structure; the invented
limit's answer in five forms taken in a turn that slides by two every five cases (`i + 2 * (i //
5)`, so each form meets both modes):
the Comité de Riesgos Financieros' acta, the Director de Inversiones' correo and the UAIR's
report with a decoy "Observado" (chat answers), the custodian's pipe-separated layout AFTER the
request (`template_inputs`, a bare number in the constraint's unit with a decimal point: "0.20",
"64", "36"), and the política de inversión given BEFORE the request as a `mandate` (cited as a
clause); every other strategy case from the second under a mandate bounding other things
(`other_at=1`); breaches in five shapes (`shape=i % 5`) at 1.3 of a cap and two thirds of a
floor, uncited twins at 0.9 of a cap and four thirds of a floor, the clause cited in three cases
of four (`i % 4 != 3`, so every shape is cited and uncited), one shape a table that puts the
régimen's looser regulatory limit beside the internal one; latitude bands whose low end is three
quarters of their top (`low_ratio=0.75`, floors among them, whole emisoras and days in and out of
the band), refused at `i % 6` in (0, 3) with "no se aprueba", "se difiere", "se retira del orden
del día" and "se devuelve a la UAIR", placed in three shapes taken two cases at a time
(`(i // 2) % 3`); objectives in six structures taken two cases at a time (`structure=(i // 2) %
6`, each in both modes, the wanted objective skipping one every four cases: `turn=i + i // 4`),
three of them withdrawing an earlier wording in the same text (a "Texto vigente / Texto
propuesto" table, an acta in which the earlier wording "se retira" and is replaced, and a fe de
erratas, "Dice: … Debe decir: …"); leakage over four rolling walk-forward folds of six years'
training and eighteen months' test, the first tested from 02/01/2014, the whole sentence at every
third case from the second (`sentence_at=1`), placed in the method's purpose first; and a trend
request of its own (the Comité de Inversión's point on an emisora under watch, its heading, an
as-of date after the 4T24 report) over twenty quarters (1T20 to 4T24) comparing 2024 with 2023
(`end=19`), no compound fall claimed, special pairs taken every second case (`special_step=2`),
extra frame parts drawn per claim (`frame_parts`: the SIEFORE's posición in mdp and the
emisora's calificación) and a signed series (utilidad neta, losses in 2T20 and in the 4T22
deterioro).

Decoy numbers (no truth depends on them): the activo neto (187,453.2 mdp), the 2,500 mdp
compromiso in CERPIs, a traspaso of 4,312.8 mdp, Banxico's recorte of 25 pb, the rendimiento
neto of the ejercicio 2024 (11.38% nominal) and the indicador de rendimiento neto, the VaR
histórico (0.91% a un día, escenarios de 1,000 días), the UAIR's "Observado", the régimen's
looser regulatory limit beside an internal one, another limit beside it in the anexo, the
promedio del sistema and the estudio de trayectoria's unconstrained portfolio quoted for
comparison, a política's superseded and a borrador's figure, acta, acuerdo and oficio numbers
(sesión 2/2025, CRF-07/2025, D00/400/0312/2025), votes (4 votos a favor y 5 en contra), the
14.2 miles de millones de pesos of plusvalías, and the watched emisora's posición and
calificación. Its parts:

* limits as the Afore's people state them: renta variable (a cap: "60%", "60.0% del activo
  neto", "60 por ciento", "sesenta por ciento"), valores extranjeros ("20%", "20.0% del activo
  administrado", "20 por ciento"), instrumentos estructurados, CKDs y CERPIs ("15%", "15.0% del
  activo neto de la SIEFORE", "15 por ciento"), FIBRAs ("10%", "10.0% en FIBRAs", "10 por ciento
  del activo neto"), divisas ("30%", "30.0% de exposición cambiaria", "30 por ciento"),
  mercancías ("5%", "5.0% del activo neto", "5 por ciento"), the diferencial de CVaR (a cap in
  bp: "64 pb", "64 puntos base", "0.64% del activo neto"), valores gubernamentales - Cetes,
  Mbonos, Udibonos - (a floor: "30%", "30.0% en valores gubernamentales", "30 por ciento"),
  emisoras in the mandato de renta variable (a floor, a count: "36 emisoras", "36 emisoras
  distintas", "36 nombres", "treinta y seis emisoras") and the reserva de liquidez (a floor in
  days: "60 días", "60 días de retiros", "60 días naturales", "sesenta días");
* requests (the Director de Inversiones' correo, the Comité de Inversión's orden del día, a
  Teams message, a nota that opens with its caveat, the UAIR's pendientes and CONSAR's oficio)
  deferring the limit to a Comité not yet held, a punto que se difiere or se retira del orden del
  día, a draft reading "[por definir]", the Contralor Normativo's opinión not yet issued or a
  Consejo not yet held;
* provenance misquoting its source: the política de inversión of 2023 or its draft; a proposal
  that no se aprueba (4 votos a favor y 5 en contra), se difiere or se retira del orden del día;
  the UAIR's observado (prose, or a "Límite / Observado al 31/03/2025 / Límite aprobado" table);
  another limit beside it in the anexo; the promedio del sistema or the trayectoria de
  inversión's target, quoted for comparison;
* mandates as the Comité de Riesgos Financieros' acuerdos as records in the mandate's fields
  (`acta_crf_sesion_2_2025.acuerdos[1].texto`), the Manual de Inversiones' anexo 2 as a message
  (a table with the régimen's limit beside the internal one), the prospecto de información's
  régimen in the mandate's fields under a Roman-numbered key
  (`prospecto_de_informacion.regimen_de_inversion.IV.b)`), the mandatario's contrato de mandato
  as a message and a CONSAR oficio as a message;
* latitude granted as the política de inversión's bandas de desviación around a nivel
  estratégico, a "Límite / Nivel estratégico / Banda / Quién decide" table, an acuerdo of the
  Comité de Inversión, a delegación to the Director de Inversiones and the mandato's wording;
  refused as a Comité fixing the level ("no se aprueba" the band), a band whose decision "se
  difiere", a punto retirado del orden del día and a propuesta devuelta a la UAIR, each twin the
  same text granting it; placed in the política de inversión (fields), the contrato de mandato's
  anexo técnico (a message) and the Presidente del Comité de Inversión's correo (a message);
* objectives as the política de inversión's apartado 3, an acuerdo of the Consejo, the Comité de
  Inversión's acta, the UAIR's opinión and the Contralor Normativo's note, some saying what is
  not the aim ("no el error de seguimiento contra la trayectoria", "no el Sharpe") and some
  beside the indicador de rendimiento neto, which is reported and not optimised; an earlier
  wording withdrawn in a "Texto vigente / Texto propuesto" table, an acta or a fe de erratas, or
  replaced by a later correo after the Consejo or from the Director de Inversiones; the tracking
  benchmark is the portafolio de referencia de la trayectoria;
* leakage as the UAIR, the Contralor Normativo and the auditor externo write it: the expected
  returns and correlations of the estudio de trayectoria, the rebalanceo's bands, the cobertura
  cambiaria, a model of the retiros parciales por desempleo and the CVaR model fitted on
  periods reaching into the test (S&P/BMV IPC, the MSCI ACWI in pesos, INEGI's INPC, CONSAR's
  retiros, Banxico's curva de Mbonos, the SIEFORE's own precio de la acción), and whole sentences
  (today's trayectoria de inversión applied back to 2014, today's IPC constituents, the 2025
  lista de emisoras elegibles applied to every year, CKD valuations from the proveedor de
  precios' revised figures used before they were published); each clean twin in the same form,
  ending before the first test date, and where the data come out late, ending where they were
  out before it (the INPC to noviembre de 2013, the retiros to 4T12, the precio de la acción to
  3T13);
* trend claims on Grupo Industrial Sierra Madre, S.A.B. de C.V. (BMV: GISMA A; a fictional steel
  and construction-materials group the SIEFORE holds) - ventas netas (mdp), margen EBITDA (moves
  in puntos porcentuales), deuda neta/EBITDA (veces; lower is better), utilidad neta (signed,
  mdp) and volumen despachado (miles de toneladas, falling through 2024) over twenty quarters
  (1T20 to 4T24: the pandemic, the 2022 peak, the 4T22 deterioro, the recovery), as the UAIR's
  report, the Comité de Inversión's acta, an analyst's comment (the claim first), an "Emisora /
  Posición / Calificación / Comentario" table and the Director de Inversiones' correo; horizons
  covered by the series against uncovered ones ("desde su colocación en la BMV en 1997").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _clause_cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270171
KINDS: Final = ALL_KINDS
TAG: Final = "zzzx"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzxmx0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzxmx1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzxmx2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzxmx3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzxmx5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzxmxd"

_AFORE: Final = "Afore Tepeyac"
_FUND: Final = "SIEFORE Básica Tepeyac 80-84"
_CIO: Final = "Mariana Villaseñor Ruiz"
_MANDATARIO: Final = "Cordillera Global Investors"


# --- numbers as an Afore's inversiones, UAIR and contraloría write them --------------------------


def _pct(value: float) -> str:
    """A share in percent: "30", "4.5", "22.5"."""
    return _g(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("30.0", "4.5"), else in full
    ("4.375"): the UAIR's tables always show a decimal."""
    p = round(value * 100, 6)
    return f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p)


#: the limits' values in words, as actas and the política de inversión write some of them
_WORDS: Final[dict[float, str]] = {
    0.03: "tres",
    0.04: "cuatro",
    0.05: "cinco",
    0.08: "ocho",
    0.1: "diez",
    0.15: "quince",
    0.18: "dieciocho",
    0.2: "veinte",
    0.24: "veinticuatro",
    0.25: "veinticinco",
    0.3: "treinta",
    0.45: "cuarenta y cinco",
    0.5: "cincuenta",
    0.6: "sesenta",
    30.0: "treinta",
    36.0: "treinta y seis",
    40.0: "cuarenta",
    42.0: "cuarenta y dos",
    48.0: "cuarenta y ocho",
    60.0: "sesenta",
    64.0: "sesenta y cuatro",
    80.0: "ochenta",
    90.0: "noventa",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its `unit` ("sesenta por ciento"), under the key "w", when the
    Afore's papers have a word for it; none otherwise."""
    said = _WORDS.get(round(value, 6))
    return {"w": f"{said} {unit}"} if said else {}


def _share_forms(tail: str, per: str) -> Callable[[float], dict[str, str]]:
    """A share's forms: "60%", "60.0%{tail}", "60 por ciento{per}", "sesenta por ciento"."""

    def forms(value: float) -> dict[str, str]:
        return {
            "ps": f"{_pct(value)}%",
            "p1": f"{_pct1(value)}%{tail}",
            "pc": f"{_pct(value)} por ciento{per}",
            **_words(value, "por ciento"),
        }

    return forms


def _cvar_forms(value: float) -> dict[str, str]:
    """The diferencial de CVaR in basis points: "64 pb", "64 puntos base", "0.64% del activo
    neto", "sesenta y cuatro puntos base"."""
    return {
        "pb": f"{_g(value)} pb",
        "bp": f"{_g(value)} puntos base",
        "pa": f"{_g(value / 100)}% del activo neto",
        **_words(value, "puntos base"),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emisoras in the mandato de renta variable: "36 emisoras", "36 emisoras distintas", "36
    nombres", "treinta y seis emisoras"."""
    n = _g(value)
    return {
        "em": f"{n} emisoras",
        "ed": f"{n} emisoras distintas",
        "no": f"{n} nombres",
        **_words(value, "emisoras"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The reserva de liquidez in days: "60 días", "60 días de retiros", "60 días naturales",
    "sesenta días"."""
    n = _g(value)
    return {
        "d": f"{n} días",
        "dr": f"{n} días de retiros",
        "dn": f"{n} días naturales",
        **_words(value, "días"),
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A límite: the agent's field names, how the Afore's people name it, its clave in the
    custodian's layout, the values it takes, its written forms and whether it is a floor."""

    #: words for one style in two, where the sentence allows them
    words_every: ClassVar[int] = 2

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "limiteRentaVariable"),
    (
        "renta variable",
        "la exposición a renta variable (nacional e internacional)",
        "acciones e índices accionarios, vía directa y mandatos",
    ),
    "LIM-RV-MAX",
    "fraction",
    (0.45, 0.5, 0.6),
    _share_forms(" del activo neto", ""),
)
_FOREIGN: Final = _Subject(
    ("max_foreign_securities_share", "limiteValoresExtranjeros"),
    (
        "valores extranjeros",
        "la inversión en valores extranjeros (deuda y renta variable)",
        "los valores de emisores extranjeros",
    ),
    "LIM-EXT-MAX",
    "fraction",
    (0.15, 0.18, 0.2),
    _share_forms(" del activo administrado", ""),
)
_STRUCTURED: Final = _Subject(
    ("max_structured_instruments_share", "limiteEstructurados"),
    (
        "instrumentos estructurados (CKDs y CERPIs)",
        "los CKDs y CERPIs en su conjunto",
        "la clase de instrumentos estructurados",
    ),
    "LIM-ESTR-MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms(" del activo neto de la SIEFORE", ""),
)
_FIBRAS: Final = _Subject(
    ("max_fibras_share", "limiteFibras"),
    (
        "FIBRAs",
        "la inversión en FIBRAs (incluidas FIBRA E)",
        "los fideicomisos de infraestructura y bienes raíces",
    ),
    "LIM-FIBRA-MAX",
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms(" en FIBRAs", " del activo neto"),
)
_CURRENCY: Final = _Subject(
    ("max_currency_exposure", "limiteDivisas"),
    (
        "divisas",
        "la exposición cambiaria neta (divisas distintas al peso)",
        "la posición en divisas",
    ),
    "LIM-DIV-MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms(" de exposición cambiaria", ""),
)
_COMMODITIES: Final = _Subject(
    ("max_commodities_share", "limiteMercancias"),
    (
        "mercancías",
        "la exposición a mercancías (vía índices y ETFs)",
        "los instrumentos referidos a mercancías",
    ),
    "LIM-MERC-MAX",
    "fraction",
    (0.03, 0.04, 0.05),
    _share_forms(" del activo neto", ""),
)
_CVAR: Final = _Subject(
    ("max_cvar_differential_bps", "limiteDiferencialCVaR"),
    (
        "el diferencial de CVaR",
        "el límite del diferencial del CVaR",
        "el diferencial de CVaR calculado por la UAIR",
    ),
    "LIM-DCVAR-MAX",
    "bps",
    (40.0, 64.0, 80.0),
    _cvar_forms,
)
_GOVERNMENT: Final = _Subject(
    ("min_government_securities_share", "minimoValoresGubernamentales"),
    (
        "valores gubernamentales (Cetes, Mbonos, Udibonos)",
        "la tenencia de deuda del Gobierno Federal",
        "los valores gubernamentales en directo y reporto",
    ),
    "LIM-GUB-MIN",
    "fraction",
    (0.24, 0.3, 0.18),
    _share_forms(" en valores gubernamentales", ""),
    floor=True,
)
_ISSUERS: Final = _Subject(
    ("min_issuers_equity_mandate", "minimoEmisorasMandatoRV"),
    (
        "el número de emisoras del mandato de renta variable",
        "la diversificación del mandato de renta variable (emisoras)",
        "las emisoras en cartera del mandatario",
    ),
    "LIM-EMIS-MIN",
    "count",
    (30.0, 36.0, 48.0),
    _issuers_forms,
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_reserve_days", "minimoReservaLiquidezDias"),
    (
        "la reserva de liquidez para retiros",
        "la cobertura de retiros parciales y totales (en días)",
        "la reserva de liquidez",
    ),
    "LIM-LIQ-MIN",
    "days",
    (42.0, 60.0, 90.0),
    _days_forms,
    floor=True,
)
#: ten limits, three of them floors (one a count, one in days); the misquote loop puts each of
#: its five structures with five of them, three apart
_SUBJECTS: Final = (
    _EQUITY,
    _FOREIGN,
    _STRUCTURED,
    _FIBRAS,
    _CURRENCY,
    _COMMODITIES,
    _CVAR,
    _GOVERNMENT,
    _ISSUERS,
    _LIQUIDITY,
)

_RATIONALES: Final = (
    "lo que traía la política de inversión 2023 antes de la revisión",
    "aproximadamente el promedio del sistema para las SIEFOREs 80-84",
    "un valor provisional mientras sesiona el Comité de Riesgos Financieros",
    "lo que implica la trayectoria de inversión para 2025",
    "el margen habitual que dejamos dentro del régimen de CONSAR",
    "el nivel del borrador de la política de inversión",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 2 / 3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Cartera de la " + _FUND + " (valores gubernamentales: Cetes, Mbonos, Udibonos; deuda "
    "privada; renta variable nacional e internacional; instrumentos estructurados, FIBRAs, "
    "divisas y mercancías) dentro del régimen de inversión de CONSAR y la política de inversión",
    "el mejor rendimiento ajustado por riesgo para los trabajadores de la generación 1980-1984",
    "optimizar la cartera de la SIEFORE",
    "los pesos optimizados y su riesgo",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "conforme a la política de inversión y a los acuerdos de los comités"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _contracted(text: str) -> str:
    """Spanish contractions where a noun with its article follows "de" or "a" ("de el número"
    → "del número")."""
    return text.replace(" de el ", " del ").replace(" a el ", " al ")


def _sign(s: _Subject) -> str:
    return "al menos" if s.floor else "hasta"


def _bound(s: _Subject) -> str:
    return "el mínimo" if s.floor else "el máximo"


def _short(s: _Subject) -> str:
    return "mín." if s.floor else "máx."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalancear la cartera con activos netos de 187,453.2 mdp al cierre de diciembre de 2024",
    "preparar la sección de inversiones del informe al Consejo de Administración del 1T25",
    "acomodar el compromiso de 2,500 mdp en CERPIs de infraestructura en la cartera",
    "correr de nuevo los escenarios tras el recorte de 25 pb de Banxico",
    "cubrir los retiros por desempleo y el traspaso de 4,312.8 mdp de marzo",
)
_DEFERRALS: Final = (
    "el límite de {noun} lo fija el Comité de Riesgos Financieros en su sesión del 24/04/2025",
    "el punto sobre {noun} se difirió en la sesión de marzo del Comité de Inversión",
    "el punto de {noun} se retiró del orden del día para que la UAIR lo revise",
    "el borrador de la política de inversión todavía dice '{noun}: [por definir]'",
    "el Contralor Normativo aún no emite su opinión sobre {noun}",
    "{noun} depende del estudio de trayectoria 2025, que el Consejo aún no aprueba",
)
_REQUEST_FRAMES: Final = (
    "De: " + _CIO + " (Directora de Inversiones)\nPara: Mesa de inversiones\nAsunto: "
    "Rebalanceo\n\nBuen día:\n\n¿Nos ayudan a {task}? Ojo: {deferral}.\n\nSaludos,\nMariana",
    "Orden del día – Sesión ordinaria 3/2025 del Comité de Inversión\n1. Lista de asistencia y "
    "quórum\n2. {Task}\n3. Asuntos generales\nNota: {deferral}.",
    "Teams – Dirección de Inversiones (09:41): ¿pueden {task}? ojo, {deferral}",
    "NOTA INTERNA DI-017/2025\nPara: Comité de Inversión\nDe: Dirección de Inversiones\n\n"
    "{Deferral}. Mientras tanto se nos pidió {task}.",
    "Pendientes UAIR (28/03/2025)\nPunto 2025-11 | {Task} | responsable: DI | estatus: en "
    "proceso\nComentario: {deferral}.",
    "CONSAR, oficio D00/400/0312/2025: solicita información de la cartera a más tardar el "
    "15/05/2025.\nLa Dirección General pide a Inversiones {task} antes de responder. {Deferral}.",
)


def _request(rng: random.Random, s: _Subject) -> str:
    """A request deferring the limit to someone, in the Afore's words."""
    return _contracted(_request_from(_TASKS, _DEFERRALS, _REQUEST_FRAMES, rng, s))


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {bound}, {sign},
    {short}, {observado}), its value's form ("bare" the number in the constraint's unit with a
    decimal point, "figures" one of its written forms, "words" a written form or its words,
    "table" a written form beside the UAIR's observado), its kind, and whether it comes before
    the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extracto del acta de la sesión ordinaria 2/2025 del Comité de Riesgos Financieros de "
        + _AFORE
        + " (24/04/2025)\nPunto 5 del orden del día. Acuerdo CRF-07/2025: se aprueba fijar "
        "{bound} de {noun} en {v}. El punto 6 (cambio de proveedor de precios) se retira del "
        "orden del día.\nLic. Patricia Anaya Robles, secretaria",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De: " + _CIO + " (Directora de Inversiones)\nPara: Mesa de inversiones; UAIR\nAsunto: "
        "RE: Rebalanceo\n\nHola: para {noun} aplica {sign} {v}, aprobado por el Comité de "
        "Riesgos Financieros el 24/04/2025, igual que en el borrador.\n\nSaludos,\nMariana",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Reporte de la UAIR al Comité de Riesgos Financieros, 1T25 (seguimiento de límites)\n"
        "VaR histórico a un día (escenarios de 1,000 días): 0.91% del activo neto.\n"
        "| Límite | Aprobado | Observado al 31/03/2025 | Estatus |\n|---|---|---|---|\n"
        "| {Noun} | {short} {v} | {observado} | Dentro de límite |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "layout_limites_1T25.txt (custodio, generado después de la sesión del comité)\n"
        "clave|descripcion|valor|unidad\n{key}|{noun}|{v}|{unit}",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "POLÍTICA DE INVERSIÓN DE LA " + _FUND.upper() + " (aprobada por el Comité de Inversión, "
        "se adjunta antes de la solicitud)\nApartado 4.2 Límites internos. {Noun}: {sign} {v}, "
        "medido a valor de mercado al cierre de cada mes.",
        "words",
        "mandate",
        first=True,
    ),
)

#: how the custodian's layout names a unit
_UNIT_WORDS: Final = {
    "fraction": "proporcion",
    "bps": "pb",
    "count": "numero",
    "days": "dias",
}


def _observado(s: _Subject, value: float) -> float:
    """The UAIR's observado inside the limit: above a floor, below a cap (whole emisoras, days
    and basis points)."""
    used = value * 1.25 if s.floor else value * 0.7
    if s.unit in ("count", "days", "bps"):
        return float(round(used))
    return round(used, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the custodian's layout holds it: a share with two
    decimals or three where it needs them ("0.20", "0.045"), else the figure."""
    if s.unit == "fraction":
        return f"{value:.2f}" if abs(round(value, 2) - value) < 1e-9 else f"{value:.3f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    observado = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the observado inside the limit, a decoy in the same form
        written, observado = s.alike((value, _observado(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        observado=observado,
    )
    return _once(_contracted(text), written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the política de
    inversión was attached before the request and is cited as a clause; the layout came after
    it."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "prospecto_de_informacion": {
        "objetivo_y_horizonte": [
            "La SIEFORE invierte los recursos de los trabajadores nacidos entre 1980 y 1984 "
            "siguiendo una trayectoria de inversión que reduce gradualmente el riesgo conforme "
            "se acerca su edad de retiro.",
            "La SIEFORE se sujeta en todo momento al régimen de inversión que establece la "
            "CONSAR en las Disposiciones de carácter general.",
            "El indicador de rendimiento neto se publica mensualmente; no es una meta garantizada.",
            "No se invierte en emisoras que no cumplan los criterios ASG del Comité de Inversión.",
            "Las operaciones con derivados se realizan solo con fines de cobertura o de "
            "replicación de índices autorizados.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + 2 * (i // len(_STATINGS))),
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the anexo of the política de inversión: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM-RV-MAX": ("Renta variable internacional vía mandatario, máx.", 0.22),
    "LIM-EXT-MAX": ("Valores extranjeros de un mismo país distinto a México, máx.", 0.07),
    "LIM-ESTR-MAX": ("CERPIs de un mismo administrador, máx.", 0.035),
    "LIM-FIBRA-MAX": ("FIBRA E, máx.", 0.027),
    "LIM-DIV-MAX": ("Divisas de países no elegibles, máx.", 0.012),
    "LIM-MERC-MAX": ("Mercancías agrícolas, máx.", 0.013),
    "LIM-DCVAR-MAX": ("VaR histórico a un día, máx.", 135.0),
    "LIM-GUB-MIN": ("Udibonos dentro de gubernamentales, mín.", 0.07),
    "LIM-EMIS-MIN": ("Emisoras del mandato de renta variable internacional, mín.", 17.0),
    "LIM-LIQ-MIN": ("Reserva de liquidez en escenario de estrés, mín.", 13.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, emisora or day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # an earlier política de inversión or its draft
        wrong_value = _away(s, value, 1.35, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"En la política de inversión aprobada el 15/02/2023, {noun} tenía {wrong}. El "
                f"Comité de Inversión aprobó el 13/02/2025 el nuevo texto: {right}, vigente a "
                "partir del 01/03/2025."
            )
        else:
            text = (
                f"El borrador de enero traía {wrong} para {noun}. La política de inversión "
                f"vigente dice {right}, y ese es el texto que aplica."
            )
    elif structure == 1:  # a proposal the comité did not adopt
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"La Dirección de Inversiones propuso {wrong} para {noun}. No se aprueba la "
                f"propuesta (4 votos a favor y 5 en contra); {_bound(s)} se queda en {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"La UAIR planteó {wrong} para {noun}; el Comité de Riesgos Financieros difiere "
                f"el punto a la siguiente sesión, así que sigue aplicando {right}."
            )
        else:
            text = (
                f"La propuesta de llevar {noun} a {wrong} se retira del orden del día de la "
                f"sesión del 20/03/2025. Mientras el comité no resuelva, el límite es {right}."
            )
    elif structure == 2:  # the UAIR's observado
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Reporte de la UAIR, 1T25: {noun} se ubicó en {wrong} al 31/03/2025, contra un "
                f"límite de {right}. Sin excesos a los límites prudenciales."
            )
        else:
            text = (
                "| Límite | Observado al 31/03/2025 | Límite aprobado |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Política de inversión, anexo 1 (extracto)\n- " + "\n- ".join(lines)
    else:  # the promedio del sistema or the trayectoria's target, for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Promedio del sistema (SIEFOREs Básicas 80-84, cierre de diciembre de 2024): "
                f"{wrong} en {noun}. Nuestra política de inversión: {right}; esa es la que nos "
                "aplica."
            )
        else:
            text = (
                f"Estudio de trayectoria 2025: el portafolio sin restricciones implicaba {wrong} "
                f"para {noun}; el Comité de Inversión mantuvo {right} en la política."
            )
    return _contracted(text), right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
    pair=lambda i: i % 5 + 3 * (i // 5),
)


# --- mandate clauses: the CRF's acuerdos, the Manual de Inversiones, the prospecto, the contrato
# de mandato, a CONSAR oficio ---------------------------------------------------------------------


def _regulatory(s: _Subject, value: float) -> str:
    """The régimen's looser regulatory limit, shown beside the internal one (a decoy): half as
    much again above a cap, half of a floor."""
    if s.unit == "fraction":
        loose = min(round(value * 1.5, 4), 0.95) if not s.floor else round(value / 2, 4)
        return f"{_pct1(loose)}%"
    if s.unit == "bps":
        return f"{_g(value * 1.5)} pb"
    return f"{_g(round(value / 2))} {'emisoras' if s.unit == 'count' else 'días'}"


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 2))
    if shape == 0:  # the CRF's acuerdos, as records in the mandate's fields
        records: list[JsonValue] = [
            {
                "acuerdo": "CRF-04/2025",
                "texto": "Se toma conocimiento del VaR histórico y del diferencial de CVaR al "
                "cierre de diciembre de 2024.",
            },
            {
                "acuerdo": "CRF-05/2025",
                "texto": f"Se aprueba como límite prudencial interno para {noun}: {_sign(s)} "
                f"{written}.",
            },
            {
                "acuerdo": "CRF-06/2025",
                "texto": "El punto sobre el nuevo modelo de liquidez se difiere a la siguiente "
                "sesión.",
            },
        ]
        return (
            {"acta_crf_sesion_2_2025": {"fecha": "13/02/2025", "acuerdos": records}},
            None,
            "acta_crf_sesion_2_2025.acuerdos[1].texto",
        )
    if shape == 1:  # the Manual de Inversiones' anexo 2, the régimen's limit beside it
        table = (
            "MANUAL DE INVERSIONES – Anexo 2: Límites internos de la " + _FUND + "\n"
            "| Concepto | Límite regulatorio (DCGRI) | Límite interno (CRF) |\n|---|---|---|\n"
            f"| {_cap(noun)} | {_regulatory(s, value)} | {_short(s)} {written} |\n"
            "| Calificación mínima, deuda privada nacional | BBB+(mex) | A-(mex) |"
        )
        return None, table, MANDATE_ID
    if shape == 2:  # the prospecto's régimen, under a Roman-numbered key
        regimen: dict[str, JsonValue] = {
            "IV.a)": "La SIEFORE se sujeta al régimen de inversión autorizado por la CONSAR.",
            "IV.b)": f"{_cap(noun)}: {_sign(s)} {written}.",
            "IV.c)": "Los excesos a los límites se informan a la CONSAR y al Comité de Riesgos "
            "Financieros al día hábil siguiente.",
        }
        return (
            {"prospecto_de_informacion": {"version": "2025-1", "regimen_de_inversion": regimen}},
            None,
            "prospecto_de_informacion.regimen_de_inversion.IV.b)",
        )
    if shape == 3:  # the mandatario's contrato de mandato, as a message
        agreement = (
            "CONTRATO DE MANDATO – Anexo B: Lineamientos de inversión (" + _MANDATARIO + ", renta "
            "variable internacional, por cuenta de la " + _FUND + ")\nCláusula 1: El mandatario "
            f"observa el régimen de inversión de la CONSAR.\nCláusula 2: {_cap(noun)}: "
            f"{_sign(s)} {written}.\nCláusula 3: Los excesos se corrigen en un plazo de cinco "
            "días hábiles."
        )
        return None, agreement, MANDATE_ID
    oficio = (
        "Oficio D00/400/0312/2025 – CONSAR, Vicepresidencia Financiera\nEsta Comisión toma "
        "nota de los límites internos de la " + _FUND + " y requiere que se observen en todo "
        f"momento; en particular, {noun}: {_sign(s)} {written}.\nAtentamente, el Director "
        "General Adjunto"
    )
    return None, oficio, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalanceen la cartera dentro del régimen de inversión, la política y el contrato de mandato.",
    "Por favor, reoptimicen la cartera de la SIEFORE sin salirse de ningún límite.",
    "Para la sesión del Comité de Inversión del 24/04/2025: optimicen la cartera dentro de "
    "nuestros límites prudenciales.",
    "Acomoden los 2,500 mdp del compromiso en CERPIs sin generar ningún exceso.",
    "Propuesta de cartera para el informe al Consejo del 1T25, sin excesos a límites.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 7 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="el límite documentado de la SIEFORE",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 5,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=4 / 3,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a nivel estratégico {mid}: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Política de inversión 2025, apartado 6.1: para {noun} se establece una banda de desviación "
    "de {lo} a {hi} alrededor del nivel estratégico de {mid}; dentro de la banda la Directora de "
    "Inversiones fija {bound}, fuera de ella resuelve el Comité de Inversión.",
    "| Límite | Nivel estratégico | Banda | Quién decide dentro de la banda |\n"
    "|---|---|---|---|\n| {Noun} ({bound}) | {mid} | {lo} – {hi} | Dirección de Inversiones |",
    "Acuerdo CI-09/2025: el Comité de Inversión autoriza que {bound} de {noun} se ubique en "
    "cualquier punto entre {lo} y {hi} sin nueva sesión.",
    "Dentro del rango {lo} – {hi}, {bound} de {noun} es decisión de la Dirección de Inversiones, "
    "que lo informa en el reporte mensual de la UAIR.",
    "El mandato permite a la mesa colocar {bound} de {noun} en cualquier nivel de {lo} a {hi}; "
    "no se requiere acuerdo del comité dentro de ese rango.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "El Comité de Inversión acuerda fijar {bound} de {noun} en {point}. No se aprueba la "
        "banda de {lo} a {hi} que propuso la Dirección de Inversiones; no hay margen de decisión.",
        "El Comité de Inversión acuerda una banda de {lo} a {hi} para {bound} de {noun}, como "
        "propuso la Dirección de Inversiones; dentro de la banda ella fija el nivel.",
    ),
    (
        "La propuesta de una banda de {lo} a {hi} para {bound} de {noun} se difiere (punto 7, "
        "sesión del 20/03/2025). Mientras tanto aplica {point}.",
        "La propuesta de una banda de {lo} a {hi} para {bound} de {noun} se aprueba (punto 7, "
        "sesión del 20/03/2025). La Dirección de Inversiones elige el nivel dentro de la banda.",
    ),
    (
        "La UAIR recomendó una banda de {lo} a {hi} para {noun}; el punto se retira del orden "
        "del día y {bound} se queda en {point} hasta que se vuelva a presentar.",
        "La UAIR recomendó una banda de {lo} a {hi} para {noun}; el comité la aprueba en sus "
        "términos y la Dirección de Inversiones fija {bound} dentro de ella.",
    ),
    (
        "La mesa pidió margen de {lo} a {hi} en {bound} de {noun}. Se devuelve a la UAIR para "
        "mayor análisis: {point} se mantiene sin cambio.",
        "La mesa pidió margen de {lo} a {hi} en {bound} de {noun}. Se autoriza: elijan el "
        "nivel dentro de la banda.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a mínimo or a máximo."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its nivel estratégico in one form, and the level a refusal fixes:
    the low end of a cap, the top of a floor, so that the middle a plan assumes is looser than
    the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the política de inversión (fields), the contrato de mandato's anexo
    técnico (a mandate message) or the Presidente del Comité de Inversión's correo (a mandate
    message)."""
    text = _contracted(text)
    if shape == 0:
        return {"politica_de_inversion_2025": {"bandas_de_desviacion": [text]}}, None
    if shape == 1:
        return None, (
            "CONTRATO DE MANDATO – Anexo técnico (aprobado por el Comité de Inversión el "
            f"13/02/2025)\n\n{text}"
        )
    return (
        None,
        "De: Ing. Ernesto Lozano Treviño (Presidente del Comité de Inversión)\nPara: Dirección "
        f"de Inversiones; UAIR\nAsunto: Bandas\n\n{text}\n\nSaludos cordiales,\nErnesto",
    )


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 9 * i + 5,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the política de inversión, the Consejo, the Comité de
#: Inversión, the UAIR and the Contralor Normativo put them; the first of each is one line, so
#: that a table, an acta or a fe de erratas can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Política de inversión 2025, apartado 3 (objetivo): el mayor rendimiento por unidad de "
        "riesgo, es decir, la máxima razón de Sharpe.",
        "Acuerdo del Consejo de Administración (sesión 1/2025):\nSe acuerda que la cartera de la "
        "SIEFORE se construya buscando el mayor rendimiento ajustado por riesgo (Sharpe); más "
        "rendimiento comprado con más riesgo no es el objetivo.",
        "Acta del Comité de Inversión, sesión 2/2025: se instruye a la Dirección de Inversiones "
        "optimizar el rendimiento ajustado por riesgo (Sharpe), no el error de seguimiento "
        "contra la trayectoria.",
        "Opinión de la UAIR: elegir la cartera con el mayor rendimiento esperado por unidad de "
        "volatilidad, o sea la máxima razón de Sharpe. El indicador de rendimiento neto se "
        "reporta aparte y no se optimiza.",
        "Nota del Contralor Normativo: el objetivo aprobado es la mejor razón de Sharpe posible; "
        "ningún otro criterio debe mover los pesos.",
    ),
    "variance": (
        "Política de inversión 2025, apartado 3 (objetivo): la menor volatilidad posible del "
        "activo neto, es decir, mínima varianza.",
        "Acuerdo del Consejo de Administración (sesión 1/2025):\nSe acuerda que la cartera tenga "
        "la mínima varianza posible; los rendimientos esperados no entran en la optimización.",
        "Acta del Comité de Inversión, sesión 2/2025: con los retiros por desempleo al alza, el "
        "comité quiere estabilidad. Minimicen la varianza de la cartera, sin importar los "
        "rendimientos esperados.",
        "Opinión de la UAIR: dada la cercanía del retiro de parte de la generación, minimizar la "
        "volatilidad y no fijar meta de rendimiento en la optimización; el 11.38% del ejercicio "
        "2024 se reporta, no se persigue.",
        "Nota del Contralor Normativo: mantener el activo neto lo más estable posible, con pesos "
        "que minimicen la varianza. El Sharpe no es lo que se pide aquí.",
    ),
    "tracking": (
        "Política de inversión 2025, apartado 3 (objetivo): un rendimiento lo más cercano posible "
        "al portafolio de referencia de la trayectoria, con la mínima desviación.",
        "Acuerdo del Consejo de Administración (sesión 1/2025):\nSe acuerda que la cartera siga "
        "al portafolio de referencia de la trayectoria con el menor error de seguimiento posible.",
        "Acta del Comité de Inversión, sesión 2/2025: a la Dirección de Inversiones se le evalúa "
        "contra el portafolio de referencia; minimicen el error de seguimiento contra él.",
        "Opinión de la UAIR: mantener la SIEFORE lo más pegada posible al portafolio de "
        "referencia de la trayectoria; proponemos pesos que minimicen el tracking error "
        "esperado.",
        "Nota del Contralor Normativo: nadie pide alfa; manténganse cerca del portafolio de "
        "referencia, con la menor desviación posible.",
    ),
    "return": (
        "Política de inversión 2025, apartado 3 (objetivo): el mayor rendimiento esperado, sin "
        "penalización por riesgo en la función objetivo; los límites acotan el riesgo.",
        "Acuerdo del Consejo de Administración (sesión 1/2025):\nSe acuerda que los pesos den el "
        "mayor rendimiento esperado; el riesgo se controla con los límites, no en la función "
        "objetivo.",
        "Acta del Comité de Inversión, sesión 2/2025: maximicen el rendimiento esperado dentro "
        "de los límites prudenciales; sin ajuste por riesgo en la función objetivo.",
        "Opinión de la UAIR: para el tramo de largo plazo modelamos la cartera con el mayor "
        "rendimiento esperado; los límites del régimen acotan el riesgo.",
        "Nota del Contralor Normativo: el comité eligió rendimiento. Maximizar el rendimiento "
        "esperado es el objetivo, no el Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Alcance después de la sesión del Consejo del 24/04/2025: se ajustó la redacción del "
    "objetivo. Queda así:\n\n{new}",
    "Mariana, 17:20 – no tomen en cuenta mi correo de la mañana sobre el objetivo. Después de "
    "hablar con el Presidente del Comité:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Política de inversión 2025 – insumos para la cartera de la SIEFORE:\n\n{ask}",
    "{ask}\n\nFavor de ajustar la cartera en consecuencia. /Mariana",
    "Activo neto: 187,453.2 mdp al 31/12/2024; rendimiento neto del ejercicio 2024: 11.38% "
    "nominal; plusvalías de 14.2 miles de millones de pesos.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Cartera de la " + _FUND,
    purpose="optimizar la cartera de la SIEFORE",
    custom_reason="no hay optimizador de la plataforma para este objetivo",
    custom_purpose="cartera de la SIEFORE",
    section_title="Cartera propuesta y pesos",
    description="los pesos",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A "Texto vigente / Texto propuesto" table: the earlier objective as the text in force,
    the wanted one as the proposed text the Comité adopted."""
    return (
        "Modificación a la política de inversión, apartado 3\n| Texto vigente | Texto propuesto "
        f"|\n|---|---|\n| {_one_line(old_kind, old)} | {ask.replace(chr(10), ' ')} |\n"
        "Se aprueba el texto propuesto por unanimidad (sesión del 24/04/2025)."
    )


def _retired_in_acta(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An acta in which the earlier objective's wording se retira and the wanted one replaces
    it."""
    return (
        "Acta de la sesión ordinaria 3/2025 del Comité de Inversión, punto 4 (objetivo de la "
        f'cartera)\nSe retira la redacción "{_one_line(old_kind, old)}" y en su lugar se '
        f"aprueba: {ask.replace(chr(10), ' ')}"
    )


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A fe de erratas: what the política said, and what it should say."""
    return (
        "FE DE ERRATAS – Política de inversión 2025 (versión enviada el 10/03/2025)\n"
        f"Dice: «{_one_line(old_kind, old)}»\nDebe decir: «{ask.replace(chr(10), ' ')}»"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures, each for two cases in a row (so both modes): a framed request (0, 2), a
    "Texto vigente / Texto propuesto" table (1), an earlier message a later one replaces (3:
    after the Consejo, or from the Directora de Inversiones, by turns of two cases), an acta
    retiring a wording (4) and a fe de erratas (5)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended, 4: _retired_in_acta, 5: _errata},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
        structure=lambda i: (i // 2) % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling walk-forward folds, each trained on six years and tested on the eighteen months
#: after them, the first tested from 02/01/2014
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=train_start,
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_start, train_end, test_start, test_end in (
        (date(2008, 1, 2), date(2013, 12, 31), date(2014, 1, 2), date(2015, 6, 30)),
        (date(2009, 7, 1), date(2015, 6, 30), date(2015, 7, 1), date(2016, 12, 30)),
        (date(2011, 1, 3), date(2016, 12, 30), date(2017, 1, 2), date(2018, 6, 29)),
        (date(2012, 7, 2), date(2018, 6, 29), date(2018, 7, 2), date(2019, 12, 31)),
    )
)
#: (a period reaching into the test, the same form ending before the first test, and before it
#: where the data come out late)
_PERIODS: Final = (
    (
        "S&P/BMV IPC, datos diarios, del 02/01/2008 al 29/12/2017",
        "S&P/BMV IPC, datos diarios, del 02/01/2008 al 31/12/2013",
    ),
    (
        "MSCI ACWI en pesos, datos mensuales, enero de 2008 a junio de 2018",
        "MSCI ACWI en pesos, datos mensuales, enero de 2008 a diciembre de 2013",
    ),
    (
        "INPC (INEGI), mensual, enero de 2008 a diciembre de 2016",
        "INPC (INEGI), mensual, enero de 2008 a noviembre de 2013",
    ),
    (
        "retiros parciales por desempleo publicados por la CONSAR, 1T08 a 4T16",
        "retiros parciales por desempleo publicados por la CONSAR, 1T08 a 4T12",
    ),
    (
        "curva de Mbonos de Banxico (10 años), del 02/01/2008 al 30/06/2016",
        "curva de Mbonos de Banxico (10 años), del 02/01/2008 al 31/12/2013",
    ),
    (
        "el precio de la acción de la propia SIEFORE, 1T08 a 4T15",
        "el precio de la acción de la propia SIEFORE, 1T08 a 3T13",
    ),
)
_ACTIONS: Final = (
    "los rendimientos esperados y las correlaciones del estudio de trayectoria se estimaron",
    "las bandas de rebalanceo se calibraron",
    "el nivel de cobertura cambiaria se optimizó",
    "el modelo de retiros parciales por desempleo se ajustó",
    "el modelo del diferencial de CVaR se estimó",
)
_LEAK_FRAMES: Final = (
    "Estudio de trayectoria 2025, sección 3 (supuestos): {action} con {period}.",
    "Revisión de la UAIR (08/04/2025): {action} usando {period}, y los parámetros se dejan "
    "fijos en las cuatro ventanas.",
    "Opinión del Contralor Normativo, anexo 2 (backtest): {action} una sola vez, sobre "
    "{period}, antes de correr las ventanas walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Cada año de la prueba aplica la trayectoria de inversión vigente hoy, proyectada hacia "
        "atrás hasta 2014.",
        "Cada año de la prueba aplica la trayectoria de inversión que estaba autorizada al "
        "inicio de ese año.",
    ),
    (
        "La renta variable nacional del backtest se compone de las emisoras que hoy integran el "
        "S&P/BMV IPC.",
        "La renta variable nacional del backtest se compone de las emisoras del S&P/BMV IPC tal "
        "como estaban en cada fecha de rebalanceo, incluidas las que luego salieron de la BMV.",
    ),
    (
        "La lista de emisoras elegibles del Comité de Inversión de 2025 se aplica a todos los "
        "años de la prueba.",
        "En cada año de la prueba se aplica la lista de emisoras elegibles vigente en esa fecha, "
        "tal como la aprobó entonces el Comité de Inversión.",
    ),
    (
        "Los CKDs se valúan con los precios revisados del proveedor de precios, usados desde el "
        "trimestre al que se refieren.",
        "Los CKDs se valúan solo con los precios que el proveedor de precios había publicado en "
        "cada fecha, con un trimestre de rezago.",
    ),
)
_LEAK_ASKS: Final = (
    "El Comité de Inversión quiere ver una prueba walk-forward de cuatro ventanas de la nueva "
    "regla de rebalanceo antes de aprobarla.",
    "Por favor, una prueba walk-forward de cuatro ventanas de la cobertura cambiaria para el "
    "estudio de trayectoria 2025.",
    "Encargo a la Dirección de Inversiones: probar la cartera estratégica walk-forward sobre "
    "cuatro ventanas para el informe al Consejo del 1T25.",
)
_WHERE: Final = ("purpose", "interpretation", "reasoning", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "GISMA"
_ENTITY: Final = "ent_grupo_industrial_sierra_madre"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("en el 4T24 contra el 3T24", (18, 19)),
    ("durante el ejercicio 2024", (15, 19)),
    ("en el segundo semestre de 2024", (17, 19)),
    ("en los últimos dos ejercicios (al 31/12/2024)", (11, 19)),
    ("desde el 1T20", (0, 19)),
    ("entre el 30/06/2021 y el 30/09/2024", (5, 18)),
    ("desde el mínimo de la pandemia (2T20)", (1, 19)),
    ("durante el ejercicio 2023", (11, 15)),
    ("en el primer semestre de 2022", (7, 9)),
    ("desde su colocación en la BMV en 1997", None),
    ("en los últimos diez años", None),
    ("desde la crisis de 2008", None),
)

#: what the claims answer: the Comité de Inversión's point on an emisora under watch
_REQUEST: Final = TrendRequest(
    question="Para la sesión del Comité de Inversión del 13/03/2025 (punto 6 del orden del día): "
    "¿cómo va {company}?",
    heading="### Emisoras en vigilancia – Grupo Industrial Sierra Madre, S.A.B. de C.V. (BMV: "
    "GISMA A), reporte del 4T24",
    as_of="2025-03-05",
)


#: "en alrededor de 12%", "en poco más de 10%", "en casi 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="en poco más de {}%",
    short="en casi {}%",
    about="en alrededor de {}%",
)
#: the same in por ciento, as the área de crédito writes it
_approx_por_ciento = partial(
    _rounded_change,
    past="en algo más de {} por ciento",
    short="en cerca de {} por ciento",
    about="en aproximadamente {} por ciento",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in puntos porcentuales ("en 1.4 puntos porcentuales"); "" below 0.3."""
    change = abs(b - a)
    return f"en {change:.1f} puntos porcentuales" if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move ("en 0.4 veces"); "" below 0.1."""
    change = abs(b - a)
    return f"en {change:.1f} veces" if change >= 0.1 else ""


def _by_mdp(a: float, b: float) -> str:
    """A move in mdp with comma thousands ("en 1,234.5 mdp"); "" below 20 mdp."""
    change = abs(b - a)
    return f"en {change:,.1f} mdp" if change >= 20 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "MXN"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} superó al mismo trimestre de 2023 en cada trimestre de 2024",
        "{s} quedó por debajo del mismo trimestre de 2023 en cada trimestre de 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_sales_mxn_m",
        (
            9812.4,
            7455.1,
            8902.3,
            9640.8,
            10388.5,
            11204.9,
            11736.2,
            12118.7,
            13402.6,
            14211.3,
            14005.8,
            13650.2,
            14105.2,
            14530.6,
            14388.0,
            14702.3,
            15611.3,
            16402.8,
            16206.4,
            17115.9,
        ),
        (
            "La facturación de GISMA (mdp)",
            "El ingreso consolidado",
            "GISMA, en ventas netas,",
        ),
        (
            ("{s} creció {m}", rose),
            ("{s} cayó {m}", fell),
            ("{s} aumentó en todos los trimestres", rose_every_quarter),
            ("{s} no disminuyó", held_up),
            ("{s} nunca bajó de un trimestre al siguiente", never_fell),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            18.2,
            12.4,
            16.8,
            19.1,
            20.3,
            21.0,
            21.4,
            20.8,
            22.1,
            20.6,
            19.2,
            17.9,
            17.4,
            18.1,
            18.6,
            19.3,
            19.9,
            20.7,
            20.4,
            21.6,
        ),
        (
            "El margen EBITDA",
            "El margen EBITDA de GISMA",
            "El margen de flujo operativo (EBITDA entre ventas netas)",
        ),
        (
            ("{s} se amplió {m}", rose),
            ("{s} se redujo {m}", fell),
            ("{s} nunca se redujo de un trimestre a otro", never_fell),
            ("{s} no se redujo", held_up),
            ("{s} no se amplió", held_down),
        ),
        _by_pp,
        False,
        (
            "{s} se ubicó por encima del nivel del mismo trimestre de 2023 en cada trimestre de "
            "2024",
            "{s} se ubicó por debajo del nivel del mismo trimestre de 2023 en cada trimestre de "
            "2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.4,
            3.1,
            2.8,
            2.5,
            2.3,
            2.1,
            1.9,
            1.8,
            1.7,
            1.9,
            2.2,
            2.4,
            2.6,
            2.5,
            2.3,
            2.2,
            2.0,
            1.9,
            1.9,
            1.7,
        ),
        (
            "Deuda neta/EBITDA",
            "El apalancamiento de GISMA (deuda neta entre EBITDA)",
            "El apalancamiento neto",
        ),
        (
            ("{s} bajó {m}", fell),
            ("{s} subió {m}", rose),
            ("{s} no subió", held_down),
            ("{s} nunca subió de un trimestre al siguiente", never_rose),
            ("{s} bajó en todos los trimestres", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} estuvo por arriba de su nivel de un año antes en cada cierre trimestral de 2024",
            "{s} estuvo por debajo de su nivel de un año antes en cada cierre trimestral de 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mxn_m",
        (
            412.5,
            -638.9,
            287.4,
            655.1,
            802.3,
            911.6,
            1004.2,
            968.7,
            1120.4,
            1045.8,
            702.3,
            -215.6,
            512.8,
            688.4,
            731.9,
            845.2,
            902.6,
            1011.3,
            987.5,
            1140.8,
        ),
        (
            "La utilidad neta mayoritaria",
            "El resultado neto de GISMA",
            "La última línea (utilidad neta)",
        ),
        (
            ("{s} mejoró {m}", rose),
            ("{s} se deterioró {m}", fell),
            ("{s} no se deterioró", held_up),
            ("{s} no mejoró", held_down),
            ("{s} nunca cayó de un trimestre al siguiente", never_fell),
        ),
        _by_mdp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "steel_shipments_kt",
        (
            1212.0,
            905.0,
            1140.0,
            1188.0,
            1245.0,
            1302.0,
            1288.0,
            1260.0,
            1318.0,
            1355.0,
            1296.0,
            1241.0,
            1198.0,
            1236.0,
            1210.0,
            1187.0,
            1173.0,
            1205.0,
            1165.0,
            1150.0,
        ),
        (
            "El volumen despachado (miles de toneladas)",
            "El volumen de acero vendido por GISMA",
            "El tonelaje despachado",
        ),
        (
            ("{s} aumentó {m}", rose),
            ("{s} disminuyó {m}", fell),
            ("{s} no disminuyó", held_up),
            ("{s} no aumentó", held_down),
            ("{s} disminuyó en todos los trimestres", fell_every_quarter),
        ),
        _approx_por_ciento,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} creció más rápido en 2024 que en 2023",
    slower="{s} creció más lento en 2024 que en 2023",
    grew="{s} creció a una tasa anual compuesta de dos dígitos del 4T22 al 4T24",
    shrank="{s} se contrajo a una tasa anual compuesta de dos dígitos del 4T22 al 4T24",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024's pace against 2023's and the two-year compound rate, then year over year
    in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Reporte de la UAIR al Comité de Riesgos Financieros, 4T24 – anexo 5 (emisoras en "
    "vigilancia): {claim} [1]. Posición de la SIEFORE: {posicion}; calificación {calif}.",
    "Acta de la sesión ordinaria 3/2025 del Comité de Inversión, punto 6 del orden del día: "
    "{claim} [1]. La venta parcial de la posición ({posicion}) se difiere a la siguiente sesión.",
    "{Claim} [1] — comentario del analista de crédito corporativo; la posición ({posicion}, "
    "{calif}) sigue dentro de los límites por emisor.",
    "| Emisora | Posición | Calificación | Comentario |\n|---|---|---|---|\n| GISMA A | "
    "{posicion} | {calif} | {Claim} [1] |",
    "De: " + _CIO + "\nAsunto: GISMA\n\nNo se aprueba aumentar la posición por ahora "
    "({posicion}): {claim} [1]. Calificación vigente: {calif}.",
)

_POSICIONES: Final = ("1,845.3 mdp", "2,310.0 mdp", "978.6 millones de pesos")
_CALIFICACIONES: Final = ("AA+(mex)", "AA(mex)", "mxAA-")


def _holding(rng: random.Random) -> dict[str, str]:
    """The SIEFORE's posición in the emisora and its calificación, drawn for each claim's
    frame."""
    return {"posicion": rng.choice(_POSICIONES), "calif": rng.choice(_CALIFICACIONES)}


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover."""
    return _horizon_trends(
        rng,
        count,
        _TRENDS,
        horizons=_HORIZONS,
        frames=_CLAIM_FRAMES,
        said=partial(_said_named, _COMPANY),
        specials=_specials,
        special_step=2,
        left_out=lambda h, w, c: h.startswith("en el 4T24") and "trimestre" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holding,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZX: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
