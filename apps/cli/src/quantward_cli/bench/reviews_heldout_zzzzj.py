"""Held-out batch ZZZZJ: every flaw kind again, in the voice of a Spanish occupational pension
fund (fondo de pensiones de empleo) in Madrid: Almenara Empleo, Fondo de Pensiones (a fictional
fondo de empleo integrating the Plan de Pensiones de Empleo de Distribuciones Almenara, with a
patrimonio of 1.284,6 millones de euros and 14.320 partícipes y beneficiarios at 31/12/2025),
managed by its entidad gestora Castellana Pensiones, S.G.F.P., S.A., held by its entidad
depositaria Banco Depositario Ibérico, S.A., and supervised by the Dirección General de Seguros y
Fondos de Pensiones (DGSFP) under the texto refundido de la Ley de Regulación de los Planes y
Fondos de Pensiones and its Reglamento. Its people and papers, written in Peninsular Spanish as
they write it, with the English its external manager writes and the English loanwords Madrid
investment staff really use ("tracking error", "backtest", "walk-forward", "rebalanceo",
"fyi", "ok"): the comisión de control (its presidenta Lucía Arrieta Gorostiza, its secretario
Javier Montes Peral, representantes del promotor and de los partícipes) with its actas, acuerdos
and votes ("por unanimidad", "por nueve votos a favor y tres en contra" — numbers in words, as
actas write them), its comisión de inversiones, the Declaración de Principios de la Política de
Inversión (DPPI) with its artículos and anexos, the entidad gestora's directora de inversiones
(Marta Villalba Ríos) and director general (Ignacio Ferrer Soto) and their correos ("De: / Para:
/ Asunto: RE: …") and Teams messages, the función de gestión de riesgos (Elena Cuadrado Lasa)
with its cuadro de límites ("Límite / Exposición / Consumo"), the entidad depositaria's ficha de
límites as a semicolon CSV ("Código;Descripción;Unidad;Límite", as Spanish spreadsheets write
it), the DGSFP's requerimiento (Ref.: SGI/FP/0417/2025), the mandato de gestión with the
external manager, Harwell Street Investment Management Ltd, whose Investment Guidelines are in
English with English figures ("35%", "150 bps", "40 issuers", "30 business days"), the estudio
ALM, the auditoría interna and the informe de gestión. Its number forms are Spain's: a decimal
comma and dot thousands ("1.284,6 millones de euros", "14.320 partícipes", "1.284.600 miles de
euros"), "%" after a space ("35 %", "35,0 % del patrimonio"), "por ciento", "puntos básicos" and
"p.b.", "puntos porcentuales", dates as "31/12/2025", "el tercer trimestre de 2025", "4T 2025",
"en 2025", "el segundo semestre de 2025", "desde el inicio del año", and numbers in words in the
actas and the DPPI's articles ("treinta y cinco por ciento", "ciento cincuenta puntos básicos",
"cuarenta emisores", "treinta días hábiles"); the trend claims use the verbs of a trend in the
preterite and their negations (creció, cayó, subió, bajó, mejoró, empeoró, aumentó, se redujo;
no cayó, no creció, no subió, no empeoró, no mejoró, no se redujo, no aumentó).

Batch ZZZZJ is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, id prefixes)
and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer, reviewer or
validator test, validator, policy, benchmark result, benchmark document, ADR or other batch was
read, and it was not run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - renta variable, inversiones inmobiliarias, a
single emisor, divisa distinta del euro sin cubrir and the tracking error in p.b. - and two
floors: a count of emisores in the cartera de renta variable directa and the colchón de liquidez
in días hábiles; no multiple), so the misquote loop keeps its DEFAULT pairing (`i + i // 5`:
seven shares no factor with six, so each of the five structures meets five different subjects),
one structure in four wordings (rechazada por votos, retirada del orden del día, quedó sobre la
mesa, devuelta a la comisión de inversiones); limits in words one style in THREE (the default
`words_every=3`) where the DPPI or a guideline sentence allows, and ALWAYS in words in the
comisión de control's acta; the invented limit's answer in FIVE forms taken in turn (`i % 5`,
odd, so each form meets both modes), on the subject `5 * i + 2`: the comisión de control's acta
(numbers in words), the directora de inversiones' correo and the director general's Teams
message (chat answers), the entidad depositaria's ficha de límites as a semicolon CSV sent AFTER
the request (`template_inputs`, "35,00" under a "%" unit column: a percent, where the constraint
holds a fraction) and the DPPI's artículo 6 given BEFORE it (`mandate`, `answer_first`, cited as
a clause); every other strategy case from the FIRST pair under a mandate bounding other things
(`other_at=0`, the default); breaches in SIX shapes taken in turn (`shape=i % 6`, each in both
modes), on the subject `2 * i + 1`, at 1.4 of a cap and 0.6 of a floor, uncited twins at 0.85 of
a cap and 1.25 of a floor, the clause cited unless `(i + i // 6) % 4 == 3` (six uncited, one of
each shape) - the DPPI's artículo 6 as records in a list (`dppi_2026.articulo_6.limites[2].texto`),
the DGSFP's requerimiento, the English guidelines, the comisión de control's acta as records
(`acta_comision_control_2_2026.acuerdos[1].texto`), the función de gestión de riesgos' cuadro de
límites (a table, with decoy rows) and the normas de funcionamiento del fondo under a numbered
key (`normas_de_funcionamiento.artículo 14.2`); latitude bands (bandas tácticas) over the five
caps (`turn=2 * i + 1`) whose low end is SIX tenths of their top (`low_ratio=0.6`), written in
short forms ("de 24 % a 40 %", "entre 90 p.b. y 150 p.b."), each granted case assuming ONE
THIRD of the way up
(`assumed_value`), each refused case assuming the same point (`refused_value`) against a level
fixed at the low end, the flawed value 1.4 of the top, refused at `i % 6` in (1, 3) (rechazada,
quedó sobre la mesa, retirada, devuelta) and placed in THREE shapes held two cases each
(`(i // 2) % 3`, each in both modes: the DPPI's artículo 5 (fields), a certificación of the
comisión de control's acuerdo (a message) and the mandato de gestión's anexo (fields));
objectives in FIVE structures held three cases each (`structure=(i // 3) % 5`, each in both
modes; the wanted objective `3 * i + 2`), three withdrawing an earlier wording in the same text
(the acta's "corrección de errores: donde dice «…», debe decir «…»", the directora's correo "FE
DE ERRATAS" and an enmienda rechazada by votes in words) and one replaced by a later message
(after the comisión de control, then in Teams); leakage over FOUR ANCHORED (expanding)
walk-forward folds, each trained from 2 January 2008 to the session before the single CALENDAR
YEAR it tests (2018 to 2021, Bolsa de Madrid sessions), the whole sentence at every third case
from the FIRST (`sentence_at=0`), placed in the evidence's description first; and a trend request
of its own (the comisión de inversiones' point on the ejercicio de los derechos de voto, its
heading, an as-of date after the 4T 2025 results) over SIXTEEN quarters (1T 2022 - 4T 2025)
comparing 2025 with 2024 (`end=15`), a double-digit compound FALL claimed (`shrinking=True`: the
cartera de pedidos falls some 19 % a year), special pairs taken every THIRD case in turn
(`special_step=3`), extra frame parts drawn per claim (`frame_parts`: the valor de mercado and
the peso en cartera) and a signed series (resultado neto, a loss in the 2T 2023 deterioro).

Decoy numbers (no truth depends on them): the patrimonio (1.284,6 millones de euros; 1.284.600
miles de euros), the partícipes (14.320), the 2025 rentabilidad (6,8 %) and desde el inicio del
año (1,2 %), the aportaciones del promotor (38,7 millones de euros), the rentabilidad objetivo
(IPC + 2 puntos porcentuales), which is followed and not optimised, a 60 millones de euros
compromiso in capital riesgo, the monthly prestaciones (4,9 millones de euros), the BCE's 25
p.b., the DGSFP's reference and its plazo de un mes, acta, punto and artículo numbers, votes
(nueve a favor y tres en contra), the cuadro de límites' "Exposición" and "Consumo" beside a
limit, other límites beside it in the DPPI's anexo II, the duración modificada of 2 a 6 años and
rating mínimo BBB-, the INVERCO average of fondos de empleo and the estudio ALM's unconstrained
cartera quoted for comparison, the watched company's valor de mercado and peso, and its
dividendo (0,42 euros por acción). Its parts:

* limits as the fund's people state them: renta variable (a cap: "35 %", "35,0 % del
  patrimonio", "35 por ciento", "treinta y cinco por ciento"), inversiones inmobiliarias ("8 %",
  "8,0 % del patrimonio", "ocho por ciento"), a single emisor ("3 %", "3,0 % por emisor"), divisa
  distinta del euro sin cubrir ("15 %", "15,0 % tras coberturas"), the tracking error ("150
  p.b.", "150 puntos básicos", "1,50 puntos porcentuales anuales", "ciento cincuenta puntos
  básicos"), emisores in the cartera de renta variable directa (a floor, a count: "40
  emisores", "40 valores distintos", "cuarenta emisores") and the colchón de liquidez (a floor in
  days: "30 días hábiles", "30 días de prestaciones", "treinta días hábiles");
* requests (the directora's correo, the comisión de inversiones' orden del día, a Teams message,
  a nota interna, the función de gestión de riesgos' plan de trabajo and the DGSFP's
  requerimiento) deferring the limit to a comisión de control not yet met, a punto que quedó
  sobre la mesa, a propuesta retirada, a draft DPPI reading "[pendiente de acuerdo de la comisión
  de control]", the función de gestión de riesgos' informe not yet issued or the DGSFP's answer
  not yet received;
* provenance misquoting its source: the DPPI of 2022 or a borrador; a propuesta rechazada (por
  nueve votos a favor y tres en contra… in words), retirada del orden del día, sobre la mesa or
  devuelta a la comisión de inversiones; the cuadro de límites' exposición (prose, or a
  "Límite / Exposición a 31/12/2025 / Máximo-Mínimo / Consumo" table); another límite beside it
  in anexo II; the INVERCO average or the estudio ALM's cartera sin restricciones;
* latitude granted as the DPPI's artículo 5 (a banda táctica around an asignación estratégica),
  a "Clase de activo / Asignación estratégica / Mínimo / Máximo / Decide" table, an acuerdo of
  the comisión de control, a line of gestión ordinaria and the mandato de gestión's English;
  refused as above, each twin the same text granting it;
* objectives as the DPPI's artículo 3, an acuerdo of the comisión de control, the comisión de
  inversiones' acta and the estudio ALM, some saying what is not the aim ("y no el tracking
  error", "No se trata, pues, del Sharpe") and some beside the rentabilidad objetivo (IPC + 2);
* leakage as the estudio ALM, the función de gestión de riesgos and the auditoría interna write
  it: rentabilidades esperadas y correlaciones, bandas de rebalanceo, the ratio de cobertura de
  divisa, a model of aportaciones y prestaciones and the tracking error's factor model fitted on
  periods reaching into the test years (IBEX 35 con dividendos, MSCI World en euros, the INE's
  IPC, the plan's own flows, the curva swap del euro, euro credit spreads), and whole sentences
  (the 2025 tablas de mortalidad applied back, today's IBEX 35, the 2025 lista de exclusión in
  every period, tasaciones of the inmuebles used before they came); each clean twin in the same
  form, ending before the first test date, and where the data come out late, ending where they
  were out before it;
* trend claims on Cerámicas Levantinas, S.A. (Mercado Continuo: CLV; a fictional Castellón maker
  of ceramic tiles the fund holds directly) - cifra de negocio (millones de euros, faster in
  2025 and a double-digit compound rise), margen EBITDA (moves in puntos porcentuales), deuda
  financiera neta/EBITDA (veces; lower is better), cartera de pedidos (millones de euros, a
  double-digit compound fall) and resultado neto (signed, millones de euros) over sixteen
  quarters, as the comisión de inversiones' informe de seguimiento, the comisión de control's
  acta, the gestora's analyst in Teams (the claim first), an "Emisor / Valor de mercado / Peso /
  Comentario" table and the informe de gestión draft; horizons covered by the series against
  uncovered ones ("desde su salida a Bolsa en 1999"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

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
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270183
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzj"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjfe0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjfe1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjfe2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjfe3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzjfe5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzjfed"

_FUND: Final = "Almenara Empleo, Fondo de Pensiones"
_GESTORA: Final = "Castellana Pensiones, S.G.F.P., S.A."
_DEPOSITARIA: Final = "Banco Depositario Ibérico, S.A."
_CIO: Final = "Marta Villalba Ríos"
_CEO: Final = "Ignacio Ferrer Soto"
_PRESIDENTA: Final = "Lucía Arrieta Gorostiza"
_SECRETARIO: Final = "Javier Montes Peral"
_MANAGER: Final = "Harwell Street Investment Management Ltd"


# --- numbers as a Spanish fondo de pensiones de empleo writes them -----------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "2,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as actas and the DPPI's articles write them
_WORDS: Final[dict[tuple[str, float], str]] = {
    ("fraction", 0.02): "dos",
    ("fraction", 0.03): "tres",
    ("fraction", 0.05): "cinco",
    ("fraction", 0.06): "seis",
    ("fraction", 0.08): "ocho",
    ("fraction", 0.1): "diez",
    ("fraction", 0.15): "quince",
    ("fraction", 0.2): "veinte",
    ("fraction", 0.3): "treinta",
    ("fraction", 0.35): "treinta y cinco",
    ("fraction", 0.4): "cuarenta",
    ("bps", 100.0): "cien",
    ("bps", 150.0): "ciento cincuenta",
    ("bps", 200.0): "doscientos",
    ("count", 30.0): "treinta",
    ("count", 40.0): "cuarenta",
    ("count", 50.0): "cincuenta",
    ("days", 20.0): "veinte",
    ("days", 30.0): "treinta",
    ("days", 45.0): "cuarenta y cinco",
}


def _words(unit: str, value: float, tail: str) -> dict[str, str]:
    """The value in words with its unit under the key "w" ("treinta y cinco por ciento"), when
    the actas have a word for it; none otherwise."""
    said = _WORDS.get((unit, round(value, 6)))
    return {} if said is None else {"w": f"{said} {tail}"}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "35 %", "35,0 % {tail}", "35 por ciento", "treinta y cinco por ciento"."""
    return {
        "pc": f"{_pct(value)} %",
        "pt": f"{_pct1(value)} % {tail}",
        "pr": f"{_pct(value)} por ciento",
        **_words("fraction", value, "por ciento"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error: "150 p.b.", "150 puntos básicos", "1,50 puntos porcentuales anuales",
    "ciento cincuenta puntos básicos"."""
    n = _comma(_g(value))
    return {
        "pb": f"{n} p.b.",
        "pu": f"{n} puntos básicos",
        "pp": _comma(f"{value / 100:.2f}") + " puntos porcentuales anuales",
        **_words("bps", value, "puntos básicos"),
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """Emisores in the cartera de renta variable directa: "40 emisores", "40 valores
    distintos", "cuarenta emisores"."""
    n = _g(value)
    return {
        "e": f"{n} emisores",
        "v": f"{n} valores distintos",
        **_words("count", value, "emisores"),
    }


def _days_forms(value: float) -> dict[str, str]:
    """The colchón de liquidez: "30 días hábiles", "30 días de prestaciones", "treinta días
    hábiles"."""
    n = _g(value)
    return {
        "h": f"{n} días hábiles",
        "p": f"{n} días de prestaciones",
        **_words("days", value, "días hábiles"),
    }


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms: a banda táctica's short forms ("de 24 % a 40 %")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A límite: the agent's field names, how the fund's people name it, its code in the
    depositaria's ficha, its unit as the ficha writes it, the values it takes, its written forms,
    how the manager's English guidelines write it and name it, and whether it is a floor (a
    mínimo). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    ficha_unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "limiteRentaVariable"),
    (
        "renta variable",
        "renta variable cotizada (incluidos derivados, en equivalente delta)",
        "exposición a acciones",
    ),
    "RV-MAX",
    "fraction",
    "%",
    (0.3, 0.35, 0.4),
    partial(_share_forms, "del patrimonio"),
    _english_share,
    "Listed equities (including derivatives, delta-adjusted)",
)
_REAL_ESTATE: Final = _Subject(
    ("max_real_estate_share", "limiteInmuebles"),
    (
        "inversiones inmobiliarias",
        "inmuebles y fondos inmobiliarios",
        "activos inmobiliarios",
    ),
    "INM-MAX",
    "fraction",
    "%",
    (0.06, 0.08, 0.1),
    partial(_share_forms, "del patrimonio"),
    _english_share,
    "Real estate (direct and through funds)",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limiteEmisor"),
    (
        "un mismo emisor (excluida deuda pública)",
        "concentración en un solo emisor",
        "exposición a un mismo grupo emisor",
    ),
    "EMI-MAX",
    "fraction",
    "%",
    (0.02, 0.03, 0.05),
    partial(_share_forms, "por emisor"),
    _english_share,
    "Exposure to any single non-sovereign issuer",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "limiteDivisaSinCubrir"),
    (
        "divisa distinta del euro sin cubrir",
        "exposición neta a divisa no euro",
        "riesgo de tipo de cambio tras coberturas",
    ),
    "DIV-MAX",
    "fraction",
    "%",
    (0.1, 0.15, 0.2),
    partial(_share_forms, "tras coberturas"),
    _english_share,
    "Unhedged non-euro currency exposure",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "limiteTrackingError"),
    (
        "tracking error ex ante frente a la asignación estratégica",
        "error de seguimiento ex ante",
        "riesgo activo frente al índice de referencia",
    ),
    "TE-MAX",
    "bps",
    "p.b.",
    (100.0, 150.0, 200.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the strategic asset allocation",
)
_ISSUERS: Final = _Subject(
    ("min_direct_equity_issuers", "minimoEmisoresRV"),
    (
        "número de emisores en la cartera de renta variable directa",
        "diversificación de la renta variable directa (emisores)",
        "valores distintos en la cartera de acciones gestionada directamente",
    ),
    "EMS-MIN",
    "count",
    "nº",
    (30.0, 40.0, 50.0),
    _issuers_forms,
    lambda v: f"{_g(v)} issuers",
    "Number of issuers held",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "minimoColchonLiquidez"),
    (
        "colchón de liquidez para prestaciones",
        "activos líquidos frente a prestaciones (en días)",
        "cobertura de tesorería y monetarios",
    ),
    "LIQ-MIN",
    "days",
    "días",
    (20.0, 30.0, 45.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for benefit payments",
    floor=True,
)
#: seven límites, two of them floors (a count and days); seven shares no factor with six, so the
#: misquote loop's default pairing meets each structure with five different ones
_SUBJECTS: Final = (_EQUITY, _REAL_ESTATE, _ISSUER, _FX, _TE, _ISSUERS, _LIQUIDITY)
#: the caps, the only límites a banda táctica is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "según la DPPI de 2022",
    "en línea con la media de los fondos de empleo según INVERCO",
    "supuesto provisional hasta que acuerde la comisión de control",
    "coherente con el escenario central del estudio ALM",
    "margen de prudencia habitual respecto del límite",
    "cifra del borrador de la DPPI",
    "estimación verbal de la directora de inversiones",
)

#: where a breach's or a banda's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Asignación de activos de "
    + _FUND
    + " (renta fija, renta variable, inmuebles, capital riesgo, infraestructuras y liquidez) "
    "dentro de los límites de la DPPI",
    "la mejor rentabilidad ajustada al riesgo para los partícipes dentro de los límites de la DPPI",
    "resolver la asignación",
    "pesos resultantes y su riesgo",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "límite acordado por la comisión de control en la DPPI"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "como mínimo" if s.floor else "como máximo"


def _bound(s: _Subject) -> str:
    return "límite mínimo" if s.floor else "límite máximo"


def _short(s: _Subject) -> str:
    return "mín." if s.floor else "máx."


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _el(s: _Subject) -> str:
    """The article a share takes in Spanish ("el 35 %"); a count, days or p.b. take none."""
    return "el " if s.unit == "fraction" else ""


def _dots(text: str) -> str:
    """A sentence ending on "p.b." takes no second full stop."""
    return text.replace("p.b..", "p.b.")


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalancear la cartera; el patrimonio del fondo era de 1.284,6 millones de euros a 31/12/2025",
    "preparar la parte de asignación del informe de riesgos del primer trimestre de 2026",
    "encajar el compromiso de 60 millones de euros en capital riesgo en la asignación estratégica",
    "actualizar las simulaciones del estudio ALM tras la bajada de 25 p.b. del BCE",
    "asegurar que la tesorería cubre las prestaciones (unos 4,9 millones de euros al mes)",
)
_DEFERRALS: Final = (
    "la comisión de control acordará el límite de «{noun}» en su reunión del 23/04/2026",
    "el punto «{noun}» quedó sobre la mesa en la comisión de inversiones",
    "la propuesta sobre el límite de «{noun}» se retiró del orden del día y volverá en junio",
    "el borrador de la DPPI sigue diciendo «{noun}: [pendiente de acuerdo de la comisión de "
    "control]»",
    "la función de gestión de riesgos aún no ha emitido su informe (punto: {noun})",
    "seguimos sin respuesta de la DGSFP (punto: {noun}; Ref.: SGI/FP/0417/2025)",
)
_REQUEST_FRAMES: Final = (
    "De: "
    + _CIO
    + " (directora de inversiones, "
    + _GESTORA
    + ")\nPara: Equipo de inversiones\nAsunto: Rebalanceo 1T 2026\n\nHola a todos:\n\n¿Podéis "
    "{task}? Ojo: {deferral}.\n\nGracias,\nMarta",
    "ORDEN DEL DÍA – Comisión de inversiones, reunión 2/2026 (12/03/2026)\n1. Lectura y "
    "aprobación, en su caso, del acta anterior\n2. Encargo a la gestora: {task}\n3. Ruegos y "
    "preguntas\nNota: {deferral}.",
    "Teams – Marta V. (9:12): ¿puedes {task}? fyi {deferral}",
    "NOTA INTERNA\nA: miembros de la comisión de inversiones\nDe: dirección de inversiones\n"
    "Fecha: 27/03/2026\n\n{Deferral}. Mientras tanto, se solicita {task}.",
    "Plan de trabajo – función de gestión de riesgos (situación a 30/03/2026)\nTarea 2026-07 | "
    "{Task} | responsable: directora de inversiones | estado: en curso\nComentario: {deferral}.",
    "La DGSFP pide información adicional en el plazo de un mes.\nEl secretario de la comisión "
    "de control pide a la gestora que antes se ocupe de {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {Noun}, {v}, {key}, {unit}, {bound},
    {sign}, {short}, {sign_en}, {noun_en}), its value's form ("ficha" the number as the
    depositaria's CSV holds it under its unit column, "figures" one of its written forms, "words"
    its words where it has them), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "EXTRACTO DEL ACTA N.º 2/2026 DE LA COMISIÓN DE CONTROL DE "
        + _FUND.upper()
        + "\nReunión celebrada en Madrid el 19 de febrero de 2026, con la asistencia de doce de "
        "sus trece miembros.\nPunto 4.º del orden del día – Revisión de la DPPI.\nSe acuerda, por "
        "unanimidad, fijar como {bound} para la partida «{noun}» {el}{v}. El punto 5.º "
        "(selección de un nuevo gestor de renta fija) queda sobre la mesa.\n"
        "El secretario, " + _SECRETARIO + ". Vº Bº la presidenta, " + _PRESIDENTA + ".",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De: "
        + _CIO
        + " (directora de inversiones)\nPara: Equipo de inversiones; Riesgos\nAsunto: RE: "
        "Rebalanceo 1T 2026\n\nBuenas:\n\n{Noun}: {sign} {el}{v}. Es lo que aprobó la comisión de "
        "control en febrero, no la cifra del borrador (que era solo un documento de "
        "trabajo).\n\nUn saludo,\nMarta",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Teams – " + _CEO + " (director general), 8:47\nla comisión de control lo aprobó ayer: "
        "{noun}, {sign} {el}{v}. tiramos con eso, gracias",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "FICHA DE LÍMITES – "
        + _DEPOSITARIA
        + " (entidad depositaria), control de límites de inversión de "
        + _FUND
        + "\nFichero: limites_almenara_2026.csv (separador «;»)\n"
        "Código;Descripción;Unidad;Límite;Tipo;Fuente\n"
        "{key};{Noun};{unit};{v};{kind};DPPI art. 6",
        "ficha",
        "template_inputs",
    ),
    _Stating(
        "DECLARACIÓN DE PRINCIPIOS DE LA POLÍTICA DE INVERSIÓN (DPPI) de "
        + _FUND
        + ", aprobada por la comisión de control el 19/02/2026 – extracto\nArtículo 6. Límites "
        "de inversión.\n6.1 Los límites se calculan sobre el valor de mercado del patrimonio, "
        "incluidos los derivados.\n6.3 {Noun}: {sign} {el}{v}.\n6.5 Todo exceso se comunicará sin "
        "demora a la comisión de control.",
        "figures",
        "mandate",
        first=True,
    ),
)


def _ficha(s: _Subject, value: float) -> str:
    """The number as the depositaria's CSV holds it under its unit column: a share in percent
    with two decimals ("35,00", "3,00"), else the whole figure."""
    if s.unit == "fraction":
        return _comma(f"{value * 100:.2f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    if stating.form == "ficha":
        written = _ficha(s, value)
    elif stating.form == "words":  # the acta: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun = rng.choice(s.nouns)
    text = _fill(
        stating.frame,
        noun=noun,
        v=written,
        key=s.key,
        unit=s.ficha_unit,
        kind="mínimo" if s.floor else "máximo",
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        sign_en=_sign_en(s),
        noun_en=s.noun_en,
        el=_el(s),
    )
    text = _dots(text)
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the DPPI's
    artículo 6 came before the request (cited as a clause), the depositaria's ficha after it."""
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
    "dppi_2026": {
        "articulo_2_principios_generales": [
            "El activo del fondo se invierte en interés de los partícipes y beneficiarios, con "
            "criterios de seguridad, rentabilidad, diversificación, liquidez y congruencia "
            "monetaria y de plazos.",
            "La rentabilidad objetivo (IPC + 2 puntos porcentuales a largo plazo) se sigue "
            "anualmente; no es un límite de inversión.",
            "El fondo no invierte en la lista de exclusión (armamento controvertido, carbón "
            "térmico, tabaco).",
            "Los derivados se usan para cubrir riesgos y para una gestión más eficaz; no se "
            "permiten ventas en descubierto.",
            "La comisión de control revisa la DPPI al menos cada tres años.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another límite beside it in the DPPI's anexo II: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "RV-MAX": ("Renta variable de mercados emergentes, máx.", 0.07),
    "INM-MAX": ("Fondos inmobiliarios cotizados, máx.", 0.025),
    "EMI-MAX": ("Una misma contraparte en derivados OTC, máx.", 0.015),
    "DIV-MAX": ("Divisas de mercados emergentes, máx.", 0.045),
    "TE-MAX": ("Tracking error de la cartera de renta fija, máx.", 65.0),
    "EMS-MIN": ("Emisores en la cartera de pequeñas compañías, mín.", 12.0),
    "LIQ-MIN": ("Colchón de liquidez en escenario de estrés, mín.", 7.0),
}

#: the votes by which a proposal was rejected, in words, as actas write them
_VOTES: Final = (
    "por tres votos a favor y nueve en contra",
    "por cuatro votos a favor, siete en contra y una abstención",
)


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point, emisor or day)."""
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
    if structure == 0:  # the DPPI of 2022, or a borrador
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"En la DPPI aprobada el 15/12/2022 el {_bound(s)} para «{noun}» era "
                f"{_el(s)}{wrong}. La comisión de control aprobó el 19/02/2026 el nuevo: {right}, "
                "vigente desde el 01/03/2026."
            )
        else:
            text = (
                f"En el borrador (versión 3, enero) figuraba «{noun}: {wrong}». En la DPPI "
                f"aprobada el límite es {right}, y es el que se aplica."
            )
    elif structure == 1:  # a proposal the comisión did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"La gestora propuso llevar el {_bound(s)} («{noun}») a {wrong}. La propuesta "
                f"fue rechazada {_VOTES[variant // 4 % 2]}; el límite sigue en {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"La directora de riesgos propuso para «{noun}» {_el(s)}{wrong}, pero la "
                "propuesta se retiró del orden del día antes de la reunión. Sigue vigente el "
                f"límite de la DPPI, {right}."
            )
        elif variant % 4 == 2:
            text = (
                f"La propuesta de modificar «{noun}» hasta {wrong} quedó sobre la mesa "
                f"(comisión de control, reunión del 20/03/2026, punto 6.º). Mientras no se "
                f"acuerde otra cosa, el límite es {right}."
            )
        else:
            text = (
                "La comisión de control devolvió a la comisión de inversiones la propuesta "
                f"que fijaba «{noun}» en {wrong}. Límite vigente: {_short(s)} {right}."
            )
    elif structure == 2:  # the cuadro de límites' exposición
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Informe de riesgos del cuarto trimestre de 2025: «{noun}» estaba a "
                f"31/12/2025 en {wrong}, con un límite de {right}. Sin excesos."
            )
        else:
            used = value / wrong_value if s.floor else wrong_value / value
            text = (
                "| Límite | Exposición a 31/12/2025 | Máximo/Mínimo | Consumo |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{round(used * 100)} % |"
            )
    elif structure == 3:  # another límite beside it in anexo II
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "DPPI 2026, anexo II (extracto)\n- " + "\n- ".join(lines)
    else:  # INVERCO's average or the estudio ALM's unconstrained cartera
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "A título comparativo: la media de los fondos de empleo (estadística de INVERCO "
                f"a cierre de 2025) para «{noun}» es {wrong}. En nuestra DPPI el límite es "
                f"{right}, y es el que cumplimos."
            )
        else:
            text = (
                "Estudio ALM 2026: la cartera óptima sin restricciones habría requerido para "
                f"«{noun}» {wrong}; la comisión de control mantuvo en la DPPI el límite de {right}."
            )
    return _dots(text), right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses: the DPPI's artículo 6, the DGSFP's requerimiento, the English guidelines,
# the comisión de control's acta, the cuadro de límites and the normas de funcionamiento -------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the DPPI's artículo 6, as records in a list
        written = s.render(value, style, words=True)
        limites: list[JsonValue] = [
            {
                "apartado": "6.1",
                "texto": "Los límites se calculan sobre el valor de mercado del patrimonio, "
                "incluidos los derivados; la función de gestión de riesgos los vigila a diario.",
            },
            {
                "apartado": "6.2",
                "texto": "La duración modificada de la renta fija estará entre 2 y 6 años; "
                "rating mínimo BBB-.",
            },
            {"apartado": "6.3", "texto": _dots(f"{_cap(noun)}: {_sign(s)} {_el(s)}{written}.")},
            {
                "apartado": "6.4",
                "texto": "Todo exceso se comunica el mismo día a la comisión de control.",
            },
        ]
        return (
            {"dppi_2026": {"aprobada": "19/02/2026", "articulo_6": {"limites": limites}}},
            None,
            "dppi_2026.articulo_6.limites[2].texto",
        )
    if shape == 1:  # the DGSFP's requerimiento, as a message
        written = s.render(value, style)
        letter = (
            "MINISTERIO DE ECONOMÍA, COMERCIO Y EMPRESA\nDirección General de Seguros y Fondos de "
            "Pensiones – Subdirección General de Inspección\nRef.: SGI/FP/0417/2025 – Madrid, "
            "14/01/2026\nAsunto: Seguimiento de las conclusiones de la inspección – "
            + _FUND
            + "\n\nA la vista de las actuaciones inspectoras y de acuerdo con el Reglamento de "
            f"Planes y Fondos de Pensiones, se requiere que «{noun}» se mantenga {_sign(s)} "
            f"en {_el(s)}{written}; deberán remitir un plan de adecuación en el plazo de un mes."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the manager's English investment guidelines, as a message
        guidelines = (
            "INVESTMENT GUIDELINES – Schedule 2 to the Investment Management Agreement ("
            + _MANAGER
            + ", global equity mandate for "
            + _FUND
            + ")\n2.1 The Manager shall comply with the Client's DPPI (statement of investment "
            f"principles).\n2.3 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\n2.4 Any breach "
            "shall be notified within one business day and cured within five business days."
        )
        return None, guidelines, MANDATE_ID
    if shape == 3:  # the comisión de control's acta, as records
        written = s.render(value, style, words=True)
        acuerdos: list[JsonValue] = [
            {
                "punto": "3.º",
                "texto": "Se aprueban, por unanimidad, las cuentas anuales de 2025 y el informe "
                "de gestión.",
            },
            {
                "punto": "4.º",
                "texto": f"Se acuerda, por nueve votos a favor y tres en contra, fijar «{noun}» "
                f"{_sign(s)} en {_el(s)}{written}.",
            },
            {
                "punto": "5.º",
                "texto": "La selección de un nuevo gestor de renta fija queda sobre la mesa.",
            },
        ]
        return (
            {"acta_comision_control_2_2026": {"fecha": "19/02/2026", "acuerdos": acuerdos}},
            None,
            "acta_comision_control_2_2026.acuerdos[1].texto",
        )
    if shape == 4:  # the función de gestión de riesgos' cuadro de límites, as a message
        written = s.render(value, style)
        table = (
            "CUADRO DE LÍMITES – función de gestión de riesgos ("
            + _GESTORA
            + "), aprobado por la comisión de control\n"
            "| Límite | Máximo/Mínimo | Medición |\n|---|---|---|\n"
            "| VaR (95 %, un mes) | máx. 4,5 % | diaria |\n"
            f"| {_cap(noun)} | {_short(s)} {written} | diaria |\n"
            "| Duración modificada de la renta fija | 2 a 6 años | semanal |"
        )
        return None, table, MANDATE_ID
    written = s.render(value, style, words=True)
    return (
        {
            "normas_de_funcionamiento": {
                "artículo 14.1": "El fondo invierte conforme a la DPPI y al Reglamento de Planes "
                "y Fondos de Pensiones.",
                "artículo 14.2": _dots(f"{_cap(noun)}: {_sign(s)} {_el(s)}{written}."),
                "artículo 14.3": "La entidad depositaria controla el cumplimiento de los límites.",
            }
        },
        None,
        "normas_de_funcionamiento.artículo 14.2",
    )


_WITHIN_ASKS: Final = (
    "Rebalanceen la cartera dentro de los límites de la DPPI, del requerimiento de la DGSFP y de "
    "los mandatos de gestión.",
    "Please revisad la asignación within all our limits.",
    "Para la comisión de control del 23/04/2026: optimicen la asignación dentro de nuestros "
    "límites.",
    "Encajen el compromiso de 60 millones de euros en capital riesgo sin ningún exceso de límite.",
    "Preparen la propuesta de asignación estratégica para el tercer trimestre de 2026, sin "
    "excesos.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 6) % 4 != 3,
    rationale="límite documentado del fondo",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around an asignación estratégica {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "DPPI 2026, artículo 5: para «{noun}» la banda táctica va de {lo} a {hi}, con una "
    "asignación estratégica de {mid}; dentro de la banda decide la gestora.",
    "| Clase de activo | Asignación estratégica | Mínimo | Máximo | Decide dentro de la banda |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Directora de inversiones |",
    "La comisión de control acordó por unanimidad (acta 2/2026, punto 4.º) que la gestora puede "
    "situar «{noun}» en cualquier punto entre {lo} y {hi} sin nuevo acuerdo.",
    "Entre {lo} y {hi} el nivel de «{noun}» es gestión ordinaria: lo decide la directora de "
    "inversiones, que informa a la comisión de inversiones.",
    "Per the IMA side letter, the Manager may set the level for “{noun}” anywhere between {lo} "
    "and {hi}; no further instruction from the Client is required within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "La comisión de control fijó «{noun}» en {point}. La propuesta de banda táctica de {lo} "
        "a {hi} fue rechazada por tres votos a favor y nueve en contra; aquí no hay margen.",
        "La comisión de control aprobó la propuesta de banda táctica de {lo} a {hi} («{noun}»); "
        "dentro de ella la gestora decide el nivel.",
    ),
    (
        "La propuesta de banda para «{noun}» entre {lo} y {hi} quedó sobre la mesa (comisión de "
        "control del 19/02/2026, punto 6.º). Hasta entonces el nivel es {point}.",
        "La propuesta de banda para «{noun}» entre {lo} y {hi} se aprobó por unanimidad "
        "(comisión de control del 19/02/2026, punto 6.º). La directora elige el nivel dentro "
        "de la banda.",
    ),
    (
        "La función de gestión de riesgos recomendó para «{noun}» una banda de {lo} a {hi}, "
        "pero la recomendación se retiró antes de la reunión; el nivel es {point} mientras la "
        "comisión no acuerde otra cosa.",
        "La función de gestión de riesgos recomendó para «{noun}» una banda de {lo} a {hi}, y "
        "la comisión de control la hizo suya; la gestora fija el nivel dentro de la banda.",
    ),
    (
        "La comisión de control devolvió a la comisión de inversiones la propuesta de dar a la "
        "gestora un margen de {lo} a {hi} («{noun}»). Se mantiene el nivel de {point} mientras "
        "tanto.",
        "La comisión de control aprobó la propuesta de dar a la gestora un margen de {lo} a "
        "{hi} («{noun}»). La gestora elige el nivel dentro de ese margen.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A banda's mínimo and máximo and its asignación estratégica in one short form, and the
    level a refusal fixes: the band's low end, so that the point a refused plan assumes (a third
    of the way up) is looser than the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A banda's bound as the tables write it, without a tail: "24 %" or "24,0 %" for a share,
    "90 p.b." for the tracking error."""
    if s.unit == "bps":
        return {"pb": f"{_comma(_g(value))} p.b."}
    return {"pc": f"{_pct(value)} %", "p1": f"{_pct1(value)} %"}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the DPPI's artículo 5 (fields), a certificación of the comisión de
    control's acuerdo (a mandate message) or the mandato de gestión's anexo 1 (fields)."""
    text = _dots(text)
    if shape == 0:
        return {"dppi_2026": {"articulo_5_asignacion_estrategica": text}}, None
    if shape == 1:
        return None, (
            "CERTIFICACIÓN – Don "
            + _SECRETARIO
            + ", secretario de la comisión de control de "
            + _FUND
            + ", certifica que en la reunión del 19/02/2026 se adoptó el siguiente acuerdo:\n\n"
            f"{text}\n\nVº Bº la presidenta, " + _PRESIDENTA
        )
    return {
        "mandato_de_gestion": {
            "anexo_1_margenes": [
                "La gestora ejecuta la asignación estratégica aprobada por la comisión de control.",
                text,
            ]
        }
    }, None


def _a_third_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a third of the way from the band's low end to its top, the
    same for a granted and a refused band."""
    low, high, _ = bounds
    return round(low + (high - low) / 3, 6)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    return {"noun": rng.choice(s.nouns)}


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 3),
    named=_named,
    point="fixed",
    refused_value=_a_third_up,
    low_ratio=0.6,
    assumed_value=_a_third_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_ACUERDO: Final = "Acuerdo de la comisión de control (acta 3/2026, punto 5.º, 26/03/2026):\n"
_CI: Final = "Acta de la comisión de inversiones de 05/03/2026, punto 3.º: "

#: whole statements of each objective, as the DPPI's artículo 3, an acuerdo of the comisión de
#: control, the comisión de inversiones' acta and the estudio ALM put them; the first of each is
#: one line, so that a corrección, an erratum or a rejected enmienda can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "DPPI 2026, artículo 3 (objetivos): la mejor rentabilidad por unidad de riesgo, es "
        "decir, maximizar la ratio de Sharpe.",
        _ACUERDO + "La comisión acuerda que la asignación se elija por la mejor rentabilidad "
        "ajustada al riesgo (ratio de Sharpe); buscar más rentabilidad con más riesgo no es el "
        "objetivo.",
        _CI + "se pide a la gestora que optimice la rentabilidad ajustada al riesgo (ratio de "
        "Sharpe) y no el tracking error frente a la asignación estratégica.",
        "Estudio ALM 2026, recomendación: elegir la cartera con mayor rentabilidad esperada por "
        "unidad de volatilidad (máximo Sharpe). La rentabilidad objetivo (IPC + 2) se sigue "
        "aparte.",
    ),
    "variance": (
        "DPPI 2026, artículo 3 (objetivos): la menor oscilación posible del valor liquidativo, "
        "es decir, la cartera de mínima varianza.",
        _ACUERDO + "La comisión acuerda minimizar la varianza de la cartera; las rentabilidades "
        "esperadas no entran en la optimización.",
        _CI + "lo primero es reducir la volatilidad que ven los partícipes. Se minimiza la "
        "varianza de la cartera con independencia de las rentabilidades esperadas.",
        "Estudio ALM 2026, recomendación: minimizar la volatilidad sin objetivo de "
        "rentabilidad en la optimización; la rentabilidad objetivo se sigue, no se optimiza.",
    ),
    "tracking": (
        "DPPI 2026, artículo 3 (objetivos): una rentabilidad lo más cercana posible a la "
        "asignación estratégica, con la mínima desviación.",
        _ACUERDO + "La comisión acuerda que la cartera replique la asignación estratégica con "
        "el menor tracking error posible.",
        _CI + "la gestora se evalúa frente a la asignación estratégica; se minimiza el "
        "tracking error respecto de ella.",
        "Estudio ALM 2026, recomendación: mantenerse lo más cerca posible de la asignación "
        "estratégica; proponemos los pesos que minimizan el error de seguimiento ex ante.",
    ),
    "return": (
        "DPPI 2026, artículo 3 (objetivos): la máxima rentabilidad esperada sin penalización "
        "por riesgo en la función objetivo – de eso se ocupan los límites.",
        _ACUERDO + "La comisión acuerda que los pesos busquen la máxima rentabilidad esperada; "
        "el riesgo se acota con los límites de la DPPI y no en la función objetivo.",
        _CI + "se maximiza la rentabilidad esperada dentro de los límites de la DPPI, sin "
        "ajuste por riesgo en la función objetivo.",
        "Estudio ALM 2026, recomendación: a largo plazo modelizamos la cartera con la máxima "
        "rentabilidad esperada; el riesgo lo acotan los límites. No se trata, pues, del Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Aclaración tras la comisión de control del 23/04/2026: se cambió la redacción. Queda "
    "así:\n\n{new}",
    "Teams – Marta V. (16:05): olvidad mi mensaje de esta mañana sobre el objetivo. Lo he "
    "hablado con Ignacio:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "DPPI 2026 – criterio de asignación:\n\n{ask}",
    "{ask}\n\nActualizad la asignación en consecuencia. – MVR",
    "Patrimonio a 31/12/2025: 1.284.600 miles de euros; rentabilidad 2025: 6,8 % (desde el "
    "inicio del año, 1,2 %).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Asignación de activos de " + _FUND,
    purpose="resolver la asignación",
    custom_reason="no platform solver for this objective",
    custom_purpose="asignación",
    section_title="Asignación y pesos",
    description="pesos",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _corrected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The comisión de control's acta with a corrección de errores: where it says the first
    wording, it must say the wanted one."""
    return (
        "Acta 3/2026 de la comisión de control, punto 5.º – Objetivo de la política de "
        "inversión\nCorrección de errores: donde dice «"
        f"{_one_line(old_kind, old)}», debe decir «{ask.replace(chr(10), ' ')}»."
    )


def _erratum(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The directora's correo, a fe de erratas withdrawing the morning's wording in the same
    mail."""
    return (
        "De: " + _CIO + "\nAsunto: FE DE ERRATAS: función objetivo\n\nLa redacción que os mandé "
        f"esta mañana («{_one_line(old_kind, old)}») queda anulada. La redacción correcta, la "
        f"aprobada por la comisión de control, es:\n\n{ask}\n\nUn saludo,\nMarta"
    )


def _amendment(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The comisión de control's acta: a vocal's enmienda rechazada by votes in words, the
    gestora's propuesta aprobada."""
    return (
        "Acta de la comisión de control de 26/03/2026, punto 5.º – Objetivo de la política de "
        "inversión\nEl vocal de los partícipes Tomás Ugarte Leal presenta una enmienda con la "
        f"redacción «{_one_line(old_kind, old)}». La enmienda se rechaza por dos votos a favor y "
        "diez en contra. Se aprueba la propuesta de la gestora: "
        f"«{ask.replace(chr(10), ' ')}»"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures held three cases each (`(i // 3) % 5`, so each meets both modes): a
    framed request (0), an acta's corrección de errores (1), a correo's fe de erratas (2), an
    earlier message a later one replaces (3: after the comisión de control, then in Teams, by
    turns of two cases) and an enmienda rechazada (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _corrected, 2: _erratum, 4: _amendment},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: (i // 3) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED (expanding) walk-forward folds, each trained from 2 January 2008 to the session
#: before the single calendar year it tests (2018 to 2021), Bolsa de Madrid's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2008, 1, 2),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 31)),
        (date(2018, 12, 31), date(2019, 1, 2), date(2019, 12, 31)),
        (date(2019, 12, 31), date(2020, 1, 2), date(2020, 12, 31)),
        (date(2020, 12, 31), date(2021, 1, 4), date(2021, 12, 31)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "cierres diarios del IBEX 35 con dividendos del 02/01/2008 al 30/12/2020",
        "cierres diarios del IBEX 35 con dividendos del 02/01/2008 al 29/12/2017",
    ),
    (
        "MSCI World en euros, datos mensuales de enero de 2008 a junio de 2019",
        "MSCI World en euros, datos mensuales de enero de 2008 a diciembre de 2017",
    ),
    (
        "IPC general del INE, mensual, de 01/2008 a 12/2019",
        "IPC general del INE, mensual, de 01/2008 a 11/2017",
    ),
    (
        "aportaciones y prestaciones del plan, trimestrales, del 1T 2008 al 2T 2021",
        "aportaciones y prestaciones del plan, trimestrales, del 1T 2008 al 3T 2017",
    ),
    (
        "curva swap del euro con datos de fin de mes de enero de 2008 a diciembre de 2021",
        "curva swap del euro con datos de fin de mes de enero de 2008 a diciembre de 2017",
    ),
    (
        "diferenciales de crédito corporativo en euros, semanales, de 2008 a la semana 39 de 2018",
        "diferenciales de crédito corporativo en euros, semanales, de 2008 a la semana 51 de 2017",
    ),
)
_ACTIONS: Final = (
    "las rentabilidades esperadas y correlaciones del estudio ALM se estimaron",
    "las bandas de rebalanceo se calibraron",
    "el ratio de cobertura de divisa se optimizó",
    "el modelo de aportaciones y prestaciones se estimó",
    "el modelo de factores del tracking error se estimó",
)
_LEAK_FRAMES: Final = (
    "Estudio ALM 2026, capítulo 3 – hipótesis: {action} (datos: {period}).",
    "Nota de la función de gestión de riesgos (08/04/2026): {action} con {period}; los "
    "parámetros se mantienen iguales en las cuatro ventanas.",
    "Informe de auditoría interna, anexo 2 (backtest): {action} una sola vez con toda la muestra "
    "({period}) antes de ejecutar las ventanas walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "En cada periodo de prueba se aplican las tablas de mortalidad de 2025, "
        "retroactivamente hasta 2018.",
        "En cada periodo de prueba se aplican las tablas de mortalidad vigentes antes del "
        "inicio de ese periodo.",
    ),
    (
        "La cartera de renta variable del backtest la forman las compañías que hoy componen el "
        "IBEX 35.",
        "La cartera de renta variable del backtest la forman las compañías que componían el "
        "IBEX 35 en cada fecha de rebalanceo, incluidas las que después salieron del índice.",
    ),
    (
        "La lista de exclusión de 2025 (armamento controvertido, carbón térmico) se aplica a "
        "todos los periodos de prueba.",
        "En cada periodo de prueba se aplica la lista de exclusión vigente entonces, tal como "
        "la aprobó en su día la comisión de control.",
    ),
    (
        "Los inmuebles se valoran con las tasaciones anuales, que se usan ya desde el cierre "
        "del trimestre tasado.",
        "Los inmuebles se valoran solo con las tasaciones disponibles en cada momento, con un "
        "trimestre de retraso.",
    ),
)
_LEAK_ASKS: Final = (
    "La comisión de inversiones quiere ver un walk-forward de las nuevas bandas de rebalanceo "
    "con cuatro ventanas anuales antes de decidir.",
    "Please haced un backtest walk-forward (ventana expansiva, cuatro años de prueba) de la "
    "política de cobertura de divisa para el estudio ALM 2026.",
    "Encargo a la gestora: probar la asignación estratégica con un walk-forward de cuatro "
    "ventanas para el informe de gestión.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Cerámicas Levantinas"
_ENTITY: Final = "ent_ceramicas_levantinas"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2022, 2023, 2024, 2025))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("en el cuarto trimestre de 2025 respecto del tercero", (14, 15)),
    ("en 2025", (11, 15)),
    ("en el segundo semestre de 2025", (13, 15)),
    ("desde el cierre de 2023", (7, 15)),
    ("desde el primer trimestre de 2022", (0, 15)),
    ("entre el 30/06/2022 y el 30/09/2025", (1, 14)),
    ("en 2024", (7, 11)),
    ("en el primer semestre de 2023", (3, 5)),
    ("entre el 3T 2023 y el 2T 2025", (6, 13)),
    ("desde su salida a Bolsa en 1999", None),
    ("en la última década", None),
    ("desde la crisis de 2008", None),
)

#: what the claims answer: the comisión de inversiones' point on the derechos de voto
_REQUEST: Final = TrendRequest(
    question="Comisión de inversiones del 12/03/2026 (punto 5.º, ejercicio de los derechos de "
    "voto): ¿cómo ha evolucionado {company}?",
    heading="### Análisis – Cerámicas Levantinas, S.A. (Mercado Continuo: CLV), resultados del "
    "4T 2025",
    as_of="2026-02-27",
)


#: "en torno a un 12 %", "más de un 10 %", "casi un 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="más de un {} %",
    short="casi un {} %",
    about="en torno a un {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in puntos porcentuales with a decimal comma ("1,4 puntos
    porcentuales"); "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return _comma(f"{change:.1f}") + " puntos porcentuales"


def _by_turns(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 veces"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " veces" if change >= 0.1 else ""


def _by_meur(a: float, b: float) -> str:
    """A move in millones de euros with dot thousands and a decimal comma ("12,3 millones de
    euros"); "" below 2 millones."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", "#").replace(".", ",").replace("#", ".")
    return f"{written} millones de euros"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} superó en cada trimestre de 2025 su nivel del mismo trimestre de 2024",
        "{s} quedó en cada trimestre de 2025 por debajo de su nivel del mismo trimestre de 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_meur",
        (
            210.4,
            228.1,
            221.6,
            240.3,
            238.2,
            259.4,
            251.1,
            270.2,
            262.5,
            285.3,
            279.4,
            301.1,
            305.2,
            336.4,
            329.1,
            357.3,
        ),
        (
            "La cifra de negocio",
            "La cifra de negocio de Cerámicas Levantinas",
            "La facturación consolidada",
        ),
        (
            ("{s} creció {m}", rose),
            ("{s} cayó {m}", fell),
            ("{s} no cayó", held_up),
            ("{s} no bajó en ningún trimestre respecto del anterior", never_fell),
            ("{s} no creció", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            14.2,
            15.1,
            13.8,
            15.6,
            12.9,
            13.4,
            12.1,
            13.0,
            13.8,
            14.6,
            14.1,
            15.2,
            15.9,
            16.4,
            15.8,
            17.1,
        ),
        (
            "El margen EBITDA",
            "El margen EBITDA de Cerámicas Levantinas",
            "El margen bruto de explotación",
        ),
        (
            ("{s} mejoró {m}", rose),
            ("{s} empeoró {m}", fell),
            ("{s} no empeoró", held_up),
            ("{s} no subió", held_down),
            ("{s} no retrocedió en ningún trimestre", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} fue en cada trimestre de 2025 mejor que en el mismo trimestre de 2024",
            "{s} fue en cada trimestre de 2025 peor que en el mismo trimestre de 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.6,
            2.5,
            2.7,
            2.4,
            2.8,
            3.1,
            3.3,
            3.0,
            2.7,
            2.5,
            2.4,
            2.1,
            1.9,
            1.8,
            1.8,
            1.5,
        ),
        (
            "La deuda financiera neta sobre EBITDA",
            "El apalancamiento de Cerámicas Levantinas (DFN/EBITDA)",
            "DFN/EBITDA",
        ),
        (
            ("{s} bajó {m}", fell),
            ("{s} subió {m}", rose),
            ("{s} no subió", held_down),
            ("{s} no aumentó en ningún trimestre", never_rose),
            ("{s} bajó trimestre tras trimestre", fell_every_quarter),
        ),
        _by_turns,
        False,
        (
            "{s} se situó al cierre de cada trimestre de 2025 por encima de su nivel de un año "
            "antes",
            "{s} se situó al cierre de cada trimestre de 2025 por debajo de su nivel de un año "
            "antes",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "order_backlog_meur",
        (
            820.4,
            845.1,
            870.3,
            890.2,
            905.6,
            880.1,
            850.4,
            815.2,
            770.3,
            725.8,
            690.1,
            655.4,
            620.2,
            590.7,
            560.3,
            530.1,
        ),
        (
            "La cartera de pedidos",
            "La cartera de pedidos de Cerámicas Levantinas",
            "La cartera de pedidos del grupo",
        ),
        (
            ("{s} se redujo {m}", fell),
            ("{s} aumentó {m}", rose),
            ("{s} se redujo trimestre tras trimestre", fell_every_quarter),
            ("{s} no aumentó", held_down),
            ("{s} no se redujo", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_result_meur",
        (
            8.4,
            11.2,
            9.7,
            12.5,
            6.1,
            -14.8,
            5.2,
            9.9,
            10.3,
            13.1,
            11.8,
            15.4,
            16.2,
            19.5,
            17.9,
            22.6,
        ),
        (
            "El resultado neto",
            "El resultado neto de Cerámicas Levantinas",
            "El resultado atribuido a la sociedad dominante",
        ),
        (
            ("{s} mejoró {m}", rose),
            ("{s} empeoró {m}", fell),
            ("{s} no empeoró", held_up),
            ("{s} no mejoró", held_down),
            ("{s} no bajó en ningún trimestre respecto del anterior", never_fell),
        ),
        _by_meur,
        False,
        (
            "{s} fue en cada trimestre de 2025 mejor que un año antes",
            "{s} fue en cada trimestre de 2025 peor que un año antes",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} creció más deprisa en 2025 que en 2024",
    slower="{s} creció más despacio en 2025 que en 2024",
    grew="{s} creció a una tasa anual compuesta de dos dígitos entre el 4T 2023 y el 4T 2025",
    shrank="{s} se redujo a una tasa anual compuesta de dos dígitos entre el 4T 2023 y el 4T 2025",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing (or shrinking) item 2025's pace against 2024's and the two-year compound rate, a
    rise or a fall, then year over year in each quarter of 2025. Pairs too close to call are
    left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Informe de seguimiento de la comisión de inversiones, 4T 2025, anexo 2 (renta variable "
    "directa; valor de mercado {vm}, peso {peso}): {claim} [1].",
    "Acta de la comisión de control de 12/03/2026, punto 5.º (derechos de voto): {claim} [1]. "
    "La comisión acuerda por unanimidad votar a favor del dividendo propuesto (0,42 euros por "
    "acción).",
    "{Claim} [1] – analista de la gestora en Teams; mantenemos el peso ({peso}).",
    "| Emisor | Valor de mercado | Peso | Comentario |\n|---|---|---|---|\n| Cerámicas "
    "Levantinas, S.A. (CLV) | {vm} | {peso} | {Claim} [1] |",
    "Informe de gestión 2025 (borrador), inversión socialmente responsable: {claim} [1]. La "
    "compañía no está en la lista de exclusión (valor de mercado {vm}).",
)

_MARKET_VALUES: Final = ("18,6 millones de euros", "17,9 M€", "18.640 miles de euros")
_WEIGHTS: Final = ("1,4 % del patrimonio", "1,45 %", "1,4 % de la cartera")


def _holding(rng: random.Random) -> dict[str, str]:
    """The fund's valor de mercado in Cerámicas Levantinas and its peso, drawn for each claim's
    frame."""
    return {"vm": rng.choice(_MARKET_VALUES), "peso": rng.choice(_WEIGHTS)}


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
        special_step=3,
        left_out=lambda h, w, c: h.startswith("en el cuarto trimestre") and "trimestre" in c,
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
    """Batch ZZZZJ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
