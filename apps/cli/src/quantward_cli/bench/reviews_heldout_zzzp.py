"""Held-out batch ZZZP: every flaw kind again, in the voice of a Chilean pension fund
administrator: AFP Araucaria S.A., which runs the multifondos A to E (valor de los Fondos A a E
of about US$ 178.400 millones, some 2,1 millones de afiliados) under DL 3.500, the
Superintendencia de Pensiones' (SP) Régimen de Inversión with its límites (por instrumento, por
emisor, moneda extranjera sin cobertura, activos alternativos, renta variable by fund) and the
Banco Central's limits on foreign investment. Its people and papers, written in Latin-American
business English with the Spanish terms left in: the Directorio and its acuerdos; the Comité de
Inversión y de Solución de Conflictos de Interés (the Comité, CISCI) with its actas, acuerdos and
tabla de sesión; the política de inversiones (its capítulos and sección 6.3 límites internos,
its delegación de facultades and a fe de erratas); the gerente de inversiones (R. Saavedra) and
his correos, the gerente general's WhatsApps and e-mails; the portfolio managers and the mesa de
dinero's minutas; the área de riesgo's reports (the control diario de límites with its
"Utilizado" column, the planilla de límites internos as a semicolon CSV); an oficio from the
Superintendencia; a contrato de administración de cartera with an external manager; and the
área de riesgo's notes on the local issuers whose bonds and shares the Fondos hold. Its number
forms are Chilean: decimal comma and dot thousands ("9,5%", "1.250.000", "US$ 3.400
millones", "CLP 2,8 billones", "UF 1.500"), "pb" for basis points, "pp" for percentage points,
"0,2500" in a spreadsheet, dates as 31-12-2024 and periods with Spanish month abbreviations
("ene. 2005 – dic. 2016").

Batch ZZZP is built like ZZZL and ZZZM - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, validator, benchmark result or other batch than ZZZL and ZZZM (read for shape,
with their tests) was read for it, and it was not run against the reviewers or the validator
before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZL's and ZZZM's
where the loops allow: seven subjects (so the misquote loop's default pairing, `i + i // 5`,
meets every structure with every subject), three of them floors and one a count; the invented
limit's answer as a Comité acta, the gerente de inversiones' correo, a risk report's table
beside the Régimen de Inversión or the control diario de límites with its "Utilizado" (chat
answers), the área de riesgo's planilla de límites internos returned after the request
(`template_inputs`, a bare number with a decimal comma in the constraint's unit), and the
política de inversiones either sent back after the request or sent ahead of it (`mandate`, cited
as a clause, `answer_first` on one of the two only); every other strategy case, from the first,
under a mandate bounding other things (`other_at=0`); breach ratios of 1.2 (cap) and 0.75
(floor), uncited twins at 0.85 of a cap and 1.25 of a floor, the clause cited in two cases of
three and placed in six shapes (`shape=i % 6`); latitude bands whose low end is four fifths of
their top, floors among them, each granted case assuming the band's middle, each refused one
(`refused_at` 1 and 4) a level fixed where the middle is looser, placed in four shapes;
objectives in five structures (`structure=i % 5`), two of them withdrawing an earlier wording in
the same text (a fe de erratas "Donde dice / Debe decir" and a "versión 1 / versión 2" pair);
leakage over expanding walk-forward folds of its own tested from 2 January 2013, the whole
sentence first in every three (`sentence_at=0`), placed in the evidence first; and a trend
request of its own (the Comité's question on a local issuer, its heading, an as-of date after
its quarters) over twenty-four quarters (2019-2024) comparing 2024 with 2023 (`end=23`), special
pairs taken every third case (`special_step=3`), with an extra frame part drawn per claim
(`frame_parts`: which Fondos hold the issuer) and a signed series (ganancia neta, a loss in the
quarter of a coal plant's deterioro).

Decoy numbers (no truth depends on them): the Fondos' size (US$ 178.400 millones, CLP 2,8
billones moved between funds), the traspasos of February, the peso (CLP 968 per dollar), the
Banco Central's 25 pb cut, the US$ 150 millones infrastructure commitment, session and oficio
numbers (N° 216, Ord. N° 4.512), dates, the Régimen de Inversión's legal limits quoted beside
the política's own (35% sin cobertura in Fondo C, 13%
alternativos in Fondo A, 10% por emisor, 40% renta variable mínima in Fondo A), the control
diario's "Utilizado", the promedio de la industria, the issuer's bonds held (UF 1.500.000), its
dividend ($ 38,5 por acción), its risk rating and share price. Its parts:

* limits as the AFP's people state them, each statement in turn: the Comité's acta (acuerdo N°
  3), the gerente de inversiones' correo, the política de inversiones' sección 6.3 sent back
  after the request (a mandate message), the planilla de límites internos (a CSV row, template
  inputs after the request), a risk report's "Límite / Política interna / Régimen de Inversión"
  table, the control diario de límites' "Límite / Política / Utilizado" table whose Utilizado is
  a decoy, and an extract of the política sent ahead of the request (a mandate message); number
  forms "25%", "25,0% sin cobertura" and "25 por ciento del Fondo C" for moneda extranjera sin
  cobertura, "9,5%", "9,5 por ciento" and "9,50% del Fondo A" for activos alternativos, "5%",
  "5,0% por emisor" and "5 por ciento del activo del fondo" per emisor, "200 pb", "2% anual" and
  "200 puntos base" for the ex-ante desviación against the promedio del sistema, "48%", "48,0%
  del Fondo A" and "48 por ciento" for renta variable mínima in Fondo A (a floor), "32
  emisores", "32 emisores distintos" and "32 nombres" for the issuers in Fondo E's renta fija (a
  floor, a count) and "4,8%", "4,8% del valor del Fondo E" and "4,8 por ciento" for Fondo E's
  liquidez (a floor);
* requests (the gerente de inversiones' correo, the Comité's tabla de sesión, the área de
  riesgo's note, the gerente general's WhatsApp, the mesa de dinero's minuta, the gerencia's note
  on an oficio) deferring the limit to a Comité session not yet held, a Directorio that has not
  approved it, a draft política's "por definir (pendiente acuerdo del Comité)", the answer to an
  oficio or the área de riesgo's recalibration;
* provenance misquoting its source: the política 2021 or its borrador changed since, a PM's
  proposal the Comité rejected (5 votos a 1) or an área de riesgo recommendation the gerente did
  not take; the control diario's Utilizado (prose, or a "Límite / Utilizado al 28-02-2025 /
  Política" table); another line beside it in an Anexo; and the Régimen de Inversión's limit or
  the promedio de la industria quoted for comparison;
* mandates as the política's capítulo VI in the mandate's fields under a numbered key
  (`politica_de_inversiones.capitulo_VI.6.3`), the Comité's acta, an oficio from the
  Superintendencia, the límites internos' rows in the mandate's fields
  (`limites_internos.filas[2]`), a contrato de administración de cartera and the Directorio's
  acuerdos in the mandate's fields (`directorio.acuerdos.A-3`);
* latitude granted as the política's sección 7.2, a "Materia / Rango / Decide dentro del rango"
  table, a Comité acuerdo and the gerente general; refused as a Directorio that fixes the level
  (the área de riesgo's rango noted, not adopted), a Comité that rejected the gerente's rango and
  the gerente general keeping it fixed; each twin the same text granting it; placed in the
  política's delegación de facultades (fields), an Anexo 2 (a message), the manual de inversiones
  (fields) or the gerente general's e-mail (a message);
* objectives as the política's sección 2, the Comité's acta, the gerente de inversiones' correo,
  the área de riesgo's report and a PM's note, some of them saying what is not the aim ("the
  desviación vs. the promedio del sistema is not what we optimize", "not Sharpe"); an earlier
  wording withdrawn in a fe de erratas or a "versión 1 (reemplazada) / versión 2 (vigente)" pair,
  or replaced by a later note after the Comité or from the gerente; the tracking benchmark is the
  promedio del sistema (the rentabilidad mínima rule);
* leakage as the área de riesgo and the ALM consultant write it: strategic weights, a
  rebalancing trigger, a traspasos model, a hedge ratio and a spread model fitted on periods
  reaching into the test years (IPSA returns, BCU/BTU yields, the cámara swap curve, local
  corporate spreads, valores cuota, traspasos between funds), and whole sentences (valores cuota
  the SP published with a lag, the IPSA as it stands today, today's risk ratings, today's
  Régimen de Inversión applied to every year); each clean twin in the same form, ending before
  the first test date (2 January 2013);
* trend claims on Eléctrica Ñuble S.A. (Bolsa de Santiago: ELNUBLE; a fictional generation and
  distribution utility in the Región de Ñuble whose bonds and shares the Fondos hold) - ingresos
  (CLP millones), margen EBITDA (moves in pp), deuda financiera neta / EBITDA (veces; lower is
  better), ganancia neta (signed) and generación neta (GWh) over twenty-four quarters (1T 2019 -
  4T 2024: the estallido social, the pandemic, the 2022 drought and a coal plant's deterioro, the
  2024 recovery), as the área de riesgo's credit report, the Comité's acta, a PM's correo, an
  "Emisor / Comentario del analista" table and the note for the junta de accionistas (art. 45
  bis); horizons covered by the series against uncovered ones ("over the last decade", "since
  its IPO on the Bolsa de Santiago in 2011"). Whether a claim holds is computed from the
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
    rose_every_quarter,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270163
KINDS: Final = ALL_KINDS
TAG: Final = "zzzp"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzppk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzppk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzppk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzppk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzppk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzppkd"

_AFP: Final = "AFP Araucaria S.A."
_COMITE: Final = "Comité de Inversión y de Solución de Conflictos de Interés"
_GERENTE: Final = "Rodrigo Saavedra"


# --- numbers as an AFP's Comité, gerencia de inversiones and área de riesgo write them ----------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("52.5" → "52,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "52", "9,5", "47,25"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("52,0", "4,8"), else in full
    ("47,25"): the área de riesgo's reports never round a limit."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


def _pct2(value: float) -> str:
    """A share in percent with two decimals where that is exact ("9,50"), else in full."""
    p = round(value * 100, 6)
    return _comma(f"{p:.2f}" if abs(round(p, 2) - p) < 1e-9 else _g(p))


def _fx_c_forms(value: float) -> dict[str, str]:
    """Moneda extranjera sin cobertura in Fondo C: "25%", "25,0% sin cobertura", "25 por ciento
    del Fondo C"."""
    return {
        "pct": f"{_pct(value)}%",
        "sc": f"{_pct1(value)}% sin cobertura",
        "pc": f"{_pct(value)} por ciento del Fondo C",
    }


def _alternative_forms(value: float) -> dict[str, str]:
    """Activos alternativos in Fondo A: "9,5%", "9,5 por ciento", "9,50% del Fondo A"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} por ciento",
        "fa": f"{_pct2(value)}% del Fondo A",
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Any one emisor: "5%", "5,0% por emisor", "5 por ciento del activo del fondo"."""
    return {
        "pct": f"{_pct(value)}%",
        "em": f"{_pct1(value)}% por emisor",
        "pc": f"{_pct(value)} por ciento del activo del fondo",
    }


def _deviation_forms(value: float) -> dict[str, str]:
    """The ex-ante desviación against the promedio del sistema, in basis points: "200 pb", "2%
    anual", "200 puntos base"."""
    return {
        "pb": f"{_comma(_g(value))} pb",
        "anual": f"{_comma(_g(value / 100))}% anual",
        "pbs": f"{_comma(_g(value))} puntos base",
    }


def _equity_floor_forms(value: float) -> dict[str, str]:
    """Renta variable mínima in Fondo A: "48%", "48,0% del Fondo A", "48 por ciento"."""
    return {
        "pct": f"{_pct(value)}%",
        "fa": f"{_pct1(value)}% del Fondo A",
        "pc": f"{_pct(value)} por ciento",
    }


def _issuers_forms(value: float) -> dict[str, str]:
    """The issuers in Fondo E's renta fija local: "32 emisores", "32 emisores distintos", "32
    nombres"."""
    n = _g(value)
    return {"em": f"{n} emisores", "dist": f"{n} emisores distintos", "nom": f"{n} nombres"}


def _liquidity_forms(value: float) -> dict[str, str]:
    """Fondo E's liquidez: "4,8%", "4,8% del valor del Fondo E", "4,8 por ciento"."""
    return {
        "pct": f"{_pct(value)}%",
        "fe": f"{_pct1(value)}% del valor del Fondo E",
        "pc": f"{_pct(value)} por ciento",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the AFP's people name it, the fund it binds, its
    code in the planilla de límites internos, the Régimen de Inversión's limit beside it (None
    where the rules set none), the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    fund: str
    key: str
    law: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_FX_C: Final = _Subject(
    ("max_unhedged_fx_share_fondo_c", "monedaExtranjeraSinCoberturaMaxC"),
    (
        "moneda extranjera sin cobertura cambiaria in Fondo C",
        "the Fondo C's open dollar position",
        "the unhedged foreign-currency exposure of Fondo C",
    ),
    "C",
    "LI-MX-C",
    ("Régimen de Inversión, Fondo C", 0.35),
    "fraction",
    (0.2, 0.25, 0.3),
    _fx_c_forms,
)
_ALTERNATIVE_A: Final = _Subject(
    ("max_alternatives_share_fondo_a", "activosAlternativosMaxA"),
    (
        "activos alternativos (private equity, private debt, infraestructura, inmobiliario)",
        "the Fondo A's alternativos bucket",
        "total activos alternativos del Fondo A",
    ),
    "A",
    "LI-ALT-A",
    ("Régimen de Inversión, Fondo A", 0.13),
    "fraction",
    (0.08, 0.095, 0.11),
    _alternative_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "limitePorEmisorMax"),
    (
        "the exposure to any single emisor (bonos, depósitos y acciones)",
        "the límite por emisor",
        "any one bank's depósitos a plazo and bonos in Fondo C",
    ),
    "C",
    "LI-EM-C",
    ("DL 3.500, art. 47, before the factor de riesgo", 0.1),
    "fraction",
    (0.04, 0.05, 0.06),
    _issuer_forms,
)
_DEVIATION: Final = _Subject(
    ("max_tracking_error_vs_system_bps", "desviacionExAnteMaxC"),
    (
        "the ex-ante desviación of Fondo C against the promedio del sistema",
        "the tracking error versus the industry average (rentabilidad mínima)",
        "Fondo C's TE contra el promedio de los Fondos C",
    ),
    "C",
    "LI-TE-C",
    None,
    "bps",
    (150.0, 200.0, 250.0),
    _deviation_forms,
)
_EQUITY_FLOOR_A: Final = _Subject(
    ("min_equity_share_fondo_a", "rentaVariableMinFondoA"),
    (
        "renta variable mínima in Fondo A",
        "the Fondo A's equity floor",
        "the minimum renta variable of the riskiest fund",
    ),
    "A",
    "LI-RVMIN-A",
    ("Régimen de Inversión, Fondo A (mínimo)", 0.4),
    "fraction",
    (0.44, 0.48, 0.52),
    _equity_floor_forms,
    floor=True,
)
_ISSUERS_E: Final = _Subject(
    ("min_issuer_count_fondo_e", "numeroMinimoEmisoresE"),
    (
        "the number of emisores in Fondo E's renta fija local",
        "the diversification floor of Fondo E (emisores)",
        "distinct issuers in the Fondo E bond book",
    ),
    "E",
    "LI-NEM-E",
    None,
    "count",
    (24.0, 32.0, 40.0),
    _issuers_forms,
    floor=True,
)
_LIQUIDITY_E: Final = _Subject(
    ("min_liquidity_share_fondo_e", "liquidezMinFondoE"),
    (
        "Fondo E's liquidez (caja and depósitos under 30 días)",
        "the liquidity buffer for traspasos out of Fondo E",
        "liquidez mínima del Fondo E",
    ),
    "E",
    "LI-LIQ-E",
    None,
    "fraction",
    (0.04, 0.048, 0.056),
    _liquidity_forms,
    floor=True,
)
#: seven limits, three of them floors (one a count); seven shares no factor with six, so the
#: misquote loop's default pairing meets every structure with every subject
_SUBJECTS: Final = (
    _FX_C,
    _ALTERNATIVE_A,
    _ISSUER,
    _DEVIATION,
    _EQUITY_FLOOR_A,
    _ISSUERS_E,
    _LIQUIDITY_E,
)

_RATIONALES: Final = (
    "what the política 2021 had before the reform",
    "roughly the promedio de la industria for this fund",
    "a working figure until the Comité decides",
    "what the área de riesgo suggested informally in the last session",
    "the usual holgura we keep inside the Régimen de Inversión",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Pesos estratégicos of the multifondos (renta variable nacional y extranjera, renta fija "
    "local en UF y pesos, renta fija internacional, activos alternativos, caja) within the "
    "Régimen de Inversión, the Banco Central's limits and the política de inversiones",
    "the best risk-adjusted return each fund's afiliados can bear",
    "solve the pesos estratégicos",
    "the solved weights and their riesgo",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the AFP's política de inversiones sets it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _bound(s: _Subject) -> str:
    return "límite mínimo" if s.floor else "límite máximo"


def _short(s: _Subject) -> str:
    return "mín." if s.floor else "máx."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rerun the pesos estratégicos after the February traspasos (CLP 2,8 billones moved from B "
    "to E)",
    "prepare the rebalanceo proposal for the Comité after the Banco Central's 25 pb cut",
    "fit the US$ 150 millones commitment to the Andes infraestructura fund into the cartera",
    "size the cobertura cambiaria program now that the dollar is at CLP 968",
    "redo the target weights for the revisión de la política (valor de los Fondos A a E US$ "
    "178.400 millones al 31-01-2025)",
)
_DEFERRALS: Final = (
    "the Comité only sets {noun} at its session of 27 de marzo",
    "the Directorio has not approved {noun} in the new política yet",
    "the draft política shows {noun} as 'por definir (pendiente acuerdo del Comité)'",
    "{noun} depends on our answer to the Superintendencia's oficio",
    "the área de riesgo is still recalibrating {noun}",
)
_REQUEST_FRAMES: Final = (
    "De: " + _GERENTE + " (Gerente de Inversiones)\nPara: Portfolio managers\nAsunto: "
    "Rebalanceo multifondos\n\nEstimados:\n\nPlease {task}. Pendiente: {deferral}.\n\nSaludos "
    "cordiales,\nRodrigo",
    "Tabla de la sesión N° 217 del " + _COMITE + "\n1. Aprobación del acta anterior\n2. {Task}"
    "\n3. Varios\nNota: {deferral}.",
    "Área de riesgo to the PMs: we have been asked to {task}. {Deferral}.",
    "WhatsApp – gerente general (08:12): can we {task}? ojo, {deferral}",
    "Minuta interna (mesa de dinero), 28-02-2025:\nEncargo: {task}.\n{Deferral}.",
    "Oficio Ord. N° 4.512 de la Superintendencia de Pensiones (extracto): 'Se solicita remitir "
    "la política de inversiones actualizada antes del 31-03-2025.'\nGerencia: before we answer "
    "the oficio, please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {fund}, {key}, {unit}, {bound},
    {sign}, {short}, {law}, {used}), its value's form ("bare" the number in the constraint's
    unit with a decimal comma, "figures" one of its written forms, "law" a written form beside
    the Régimen de Inversión's limit, "table" a written form beside the control diario's
    Utilizado), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Acta de la sesión N° 216 del " + _COMITE + ", 18-03-2025\nAcuerdo N° 3: the Comité "
        "sets the {bound} for {noun} at {v}. Aprobado por unanimidad.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "De: " + _GERENTE + " (Gerente de Inversiones)\nAsunto: RE: Rebalanceo multifondos\n\n"
        "Confirmado: {noun}, {sign} {v}. We keep it there until the next revisión de la "
        "política.\n\nSaludos",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "POLÍTICA DE INVERSIONES DE LOS FONDOS DE PENSIONES – " + _AFP.upper() + "\n(versión "
        "aprobada por el Directorio el 26-02-2025)\nSección 6.3, Límites internos: {Noun} shall "
        "be {sign} {v}, measured at valor de mercado.",
        "figures",
        "mandate",
    ),
    _Stating(
        "PLANILLA_LIMITES_INTERNOS.csv (área de riesgo, completada)\nfondo;codigo;unidad;valor"
        "\n{fund};{key};{unit};{v}",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "Reporte de riesgo de inversiones (extracto)\n| Límite | Política interna | Régimen de "
        "Inversión |\n|---|---|---|\n| {Noun} | {short} {v} | {law} |",
        "law",
        "clarification_answer",
    ),
    _Stating(
        "Control diario de límites al 28-02-2025 (área de riesgo)\n| Límite | Política | "
        "Utilizado |\n|---|---|---|\n| {Noun} | {short} {v} | {used} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "Extracto de la Política de Inversiones y de Solución de Conflictos de Interés (texto "
        "vigente)\nArtículo 14: {noun}, {sign} {v}; any exceso is reported to the Comité within "
        "2 días hábiles.",
        "figures",
        "mandate",
        first=True,
    ),
)


def _used(s: _Subject, value: float) -> float:
    """The control diario's Utilizado inside the limit: above a floor, below a cap (a whole
    number of issuers for a count)."""
    used = value * 1.3 if s.floor else value * 0.8
    return float(round(used)) if s.unit == "count" else round(used, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the área de riesgo keys it in its planilla: a
    share with four decimals and a decimal comma ("0,0480"), else the figure."""
    if s.unit == "fraction":
        return _comma(f"{value:.4f}")
    return _comma(_g(value))


def _law(s: _Subject, written: str) -> str:
    """The Régimen de Inversión's limit beside the política's, where it cannot be mistaken for
    `written`; "no aplica" where the rules set none."""
    if s.law is None:
        return "no aplica"
    where, legal = s.law
    for said in (f"{_pct(legal)}% ({where})", f"{where}: {_pct(legal)} por ciento"):
        if written.lower() not in said.lower():
            return said
    raise AssertionError((s.key, written))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    used = law = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the Utilizado inside the limit, a decoy in the same form
        written, used = s.alike((value, _used(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
        law = _law(s, written)
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        fund=s.fund,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        law=law,
        used=used,
    )
    return _once(text, written), written


def _stated_in(i: int) -> int:
    """The statement case `i` uses: each in turn."""
    return i % len(_STATINGS)


def _invented_twins(i: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in case `i`'s form: the política is
    cited as a clause, sent back after the request or (its extract) ahead of it; the planilla
    comes after the request, as a document filled in."""
    stating = _STATINGS[_stated_in(i)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, _stated_in(i)),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "politica_de_inversiones": {
        "disposiciones_generales": [
            "Los Fondos se invierten en el interés exclusivo de los afiliados, buscando "
            "rentabilidad y seguridad adecuadas (art. 45, DL 3.500).",
            "Derivados only for cobertura or as the Régimen de Inversión allows; no "
            "apalancamiento.",
            "Préstamo de valores only through the DCV and against garantías.",
            "No transactions with personas relacionadas to the AFP (Título XVI, DL 3.500).",
            "Votes in juntas de accionistas follow the Comité's criteria (art. 45 bis).",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + i // len(_STATINGS) + 4,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another line beside it in an Anexo of the política: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LI-MX-C": ("Moneda extranjera sin cobertura, Fondo D, máx.", 0.15),
    "LI-ALT-A": ("Activos alternativos, Fondo C, máx.", 0.065),
    "LI-EM-C": ("Cuotas de un mismo fondo mutuo, máx.", 0.02),
    "LI-TE-C": ("Desviación ex ante Fondo E vs. promedio del sistema, máx.", 80.0),
    "LI-RVMIN-A": ("Renta variable mínima, Fondo B", 0.25),
    "LI-NEM-E": ("Emisores extranjeros en el Fondo C, mín.", 60.0),
    "LI-LIQ-E": ("Liquidez del Fondo D, mín.", 0.025),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole basis point, a whole issuer)."""
    wrong = value * (down if s.floor else up)
    return round(wrong, 3) if s.unit == "fraction" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier version of the política
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The borrador of the política circulated in diciembre had {wrong} for {noun}. "
                f"The Directorio approved it with {right}, vigente desde el 01-03-2025."
            )
        else:
            text = (
                f"Política 2021, Anexo 1: {noun}, {wrong}. Modificación 2025: {right}. Only the "
                "modified text rige."
            )
    elif structure == 1:  # a proposal nobody took
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The PM de renta variable proposed {wrong} for {noun}. The Comité rejected it, 5 "
                f"votos a 1; the {_bound(s)} stays at {right}."
            )
        else:
            text = (
                f"The área de riesgo recommended {wrong} on {noun}. The gerente de inversiones "
                f"did not take the recommendation and kept {right}."
            )
    elif structure == 2:  # the control diario's Utilizado
        wrong_value = _away(s, value, 0.75, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Control diario 28-02-2025: {noun} was at {wrong}, against a {_bound(s)} of "
                f"{right} in the política. Sin excesos."
            )
        else:
            text = (
                "| Límite | Utilizado al 28-02-2025 | Política |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another line beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Anexo 1 de la política de inversiones (extracto)\n* " + "\n* ".join(lines)
    else:  # the Régimen's limit or the industry's average, quoted for comparison
        if variant == 0 and s.law is not None:
            where, wrong_value = s.law
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"The Régimen de Inversión allows {wrong} for {noun} ({where}). Our política is "
                f"stricter: {right}, and it is the one that applies."
            )
        else:
            wrong_value = _away(s, value, 1.45, 0.55)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Nuestro límite (política): {noun}, {_short(s)} {right}. The promedio de la "
                f"industria in the SP's informe is {wrong} – referencial, not our rule."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses: the política, the Comité, an oficio, límites internos, a contrato, the
# Directorio ---------------------------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the política's capítulo VI in the mandate's fields, under numbered keys
        chapter: dict[str, JsonValue] = {
            "6.1": "The límites of the Régimen de Inversión apply unless this política sets a "
            "stricter one.",
            "6.2": "Límites are measured daily at valor de mercado, as the custodio reports them.",
            "6.3": f"{_cap(noun)} shall be {_sign(s)} {written}.",
        }
        return (
            {
                "politica_de_inversiones": {
                    "administradora": _AFP,
                    "vigencia": "01-03-2025",
                    "capitulo_VI": chapter,
                }
            },
            None,
            "politica_de_inversiones.capitulo_VI.6.3",
        )
    if shape == 1:  # the Comité's acta, as a message
        acta = (
            "ACTA SESIÓN ORDINARIA N° 216 – " + _COMITE.upper() + "\n"
            "Asistentes: tres directores (dos autónomos) y el gerente de inversiones.\n"
            "Acuerdo 1: approve the acta of session N° 215.\n"
            f"Acuerdo 2: {_cap(noun)}, {_sign(s)} {written}.\n"
            "Acuerdo 3: the área de riesgo reports every exceso within 2 días hábiles."
        )
        return None, acta, MANDATE_ID
    if shape == 2:  # an oficio from the Superintendencia, as a message
        oficio = (
            "OFICIO ORD. N° 4.512 – SUPERINTENDENCIA DE PENSIONES\n"
            "MAT.: Límites de inversión de los Fondos de Pensiones administrados por " + _AFP + "\n"
            f"This Superintendencia instructs the AFP to keep {noun} at {_sign(s)} {written} from "
            "01-04-2025, and to report compliance monthly."
        )
        return None, oficio, MANDATE_ID
    if shape == 3:  # the límites internos' rows in the mandate's fields
        rows: list[JsonValue] = [
            "LI-DUR-E | Duración de la cartera de renta fija, Fondo E | máx. 4,5 años",
            "LI-CLA-C | Instrumentos bajo BBB, Fondo C | máx. 3%",
            f"{s.key} | {_cap(noun)} | {_short(s)} {written}",
        ]
        return (
            {"limites_internos": {"vigentes_al": "31-12-2024", "filas": rows}},
            None,
            "limites_internos.filas[2]",
        )
    if shape == 4:  # a contrato de administración de cartera, as a message
        contrato = (
            "CONTRATO DE ADMINISTRACIÓN DE CARTERA – Fondo " + s.fund + " (mandato de inversión)\n"
            "Cláusula Cuarta: the gestor follows the política de inversiones of " + _AFP + ".\n"
            f"Cláusula Quinta (Restricciones): {noun}, {_sign(s)} {written}.\n"
            "Cláusula Sexta: any exceso is regularised within 5 días hábiles."
        )
        return None, contrato, MANDATE_ID
    acuerdos: dict[str, JsonValue] = {
        "A-1": "The Directorio approves the política de inversiones 2025.",
        "A-2": "The Comité meets at least monthly and its actas go to the Directorio.",
        "A-3": f"{_cap(noun)}: {_sign(s)} {written}.",
    }
    return (
        {"directorio": {"sesion": "26-02-2025", "acuerdos": acuerdos}},
        None,
        "directorio.acuerdos.A-3",
    )


_WITHIN_ASKS: Final = (
    "Rerun the pesos estratégicos; the Régimen de Inversión, the Banco Central's limits and our "
    "política all apply.",
    "Please redo the multifondos allocation inside every límite of the política and the "
    "Directorio's acuerdos.",
    "Before the Comité meets, re-optimise the cartera within all of our límites.",
    "Fit the US$ 150 millones infraestructura commitment in without any exceso.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="the AFP's documented límite",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Política, sección 7.2: within a rango de {lo} a {hi}, the gerente de inversiones sets the "
    "{bound} for {noun} on his own; outside it, the Comité decides.",
    "| Materia | Rango | Decide dentro del rango |\n|---|---|---|\n| {Noun} ({bound}) | {lo} – "
    "{hi} | Gerente de inversiones |",
    "Acuerdo del Comité N° 5: the portfolio managers may place the {bound} for {noun} anywhere "
    "from {lo} to {hi} without a new acuerdo.",
    "The {bound} for {noun} is the gerencia de inversiones' call, between {lo} and {hi}. Favor "
    "dejarlo en acta.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Directorio fixes the {bound} for {noun} at {point}. The rango of {lo} to {hi} the "
        "área de riesgo proposed was noted but not adopted; there is no discretion here.",
        "The Directorio adopts the rango of {lo} to {hi} the área de riesgo proposed for the "
        "{bound} on {noun}; the gerente de inversiones sets the level inside it.",
    ),
    (
        "Acuerdo del Comité N° 6: the gerente de inversiones asked for a rango of {lo} to {hi} "
        "for the {bound} on {noun}. Rechazado; {point} rige until the next revisión de la "
        "política.",
        "Acuerdo del Comité N° 6: the gerente de inversiones asked for a rango of {lo} to {hi} "
        "for the {bound} on {noun}. Aprobado; the gerente picks the level inside it.",
    ),
    (
        "No, the {bound} on {noun} stays at {point}. No hay rango de {lo} a {hi}, and I will "
        "not take one to the Directorio this year.",
        "Sí, the {bound} on {noun} may move within {lo} to {hi}. The gerencia de inversiones "
        "decides where.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a límite mínimo or máximo."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds, each in full in one form ("de 41,6% a 52%"), and the level a refusal
    fixes: the low end of a cap, the top of a floor, so that the middle a plan assumes is looser
    than the level fixed."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the política's delegación de facultades (fields), an Anexo 2 (a
    mandate message), the manual de inversiones (fields) or the gerente general's e-mail (a
    mandate message)."""
    if shape == 0:
        return {"politica_de_inversiones": {"delegacion_de_facultades": text}}, None
    if shape == 1:
        return (
            None,
            f"ANEXO 2 – Facultades del gerente de inversiones (vigente 01-03-2025)\n\n{text}",
        )
    if shape == 2:
        return {
            "manual_de_inversiones": {
                "version": "4.2",
                "notas": [text, "Rebalanceo mensual, or at once on an exceso of a límite."],
            }
        }, None
    return (
        None,
        f"De: Gerente General\nPara: Gerente de Inversiones; Comité\n\n{text}\n\nM. Echeverría",
    )


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the política, the Comité's acta, the gerente de
#: inversiones, the área de riesgo and a PM put them; the first of each is one line, so that a
#: fe de erratas can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Política de inversiones, sección 2 (objetivo): the best retorno ajustado por riesgo for "
        "the afiliados – the highest Sharpe ratio.",
        "Acta del Comité N° 216, acuerdo 2:\nThe Comité asks for weights that maximize return "
        "per unit of volatility (ratio de Sharpe); more return bought with more risk is not "
        "the goal.",
        "Correo del gerente de inversiones: optimize for Sharpe, i.e. rentabilidad por unidad de "
        "riesgo. That is the mandate for this rebalanceo.",
        "Informe del área de riesgo: we recommend the allocation that maximizes the "
        "risk-adjusted return (Sharpe); the desviación vs. the promedio del sistema is not what "
        "we optimize.",
        "Nota del PM: the Comité wants the mejor Sharpe posible, nothing else.",
    ),
    "variance": (
        "Política de inversiones, sección 2 (objetivo): the lowest volatility achievable, the "
        "least volatile cartera we can hold.",
        "Acta del Comité N° 216, acuerdo 2:\nThe Comité wants mínima varianza weights; expected "
        "returns are not to enter the optimization.",
        "Correo del gerente de inversiones: after the March traspasos the afiliados need calm. "
        "Minimize the portfolio's variance, whatever the expected returns.",
        "Informe del área de riesgo: given the afiliados' horizon, we recommend the "
        "minimum-variance allocation; no rentabilidad target.",
        "Nota del PM: the oficio asks us to keep the cartera as stable as possible – weights "
        "that minimize volatility.",
    ),
    "tracking": (
        "Política de inversiones, sección 2 (objetivo): returns as close as possible to the "
        "promedio del sistema, with the smallest deviation from it (rentabilidad mínima).",
        "Acta del Comité N° 216, acuerdo 2:\nThe Comité wants the weights to follow the "
        "benchmark (the promedio del sistema) with the lowest tracking error.",
        "Correo del gerente de inversiones: the rentabilidad mínima rule is what matters; "
        "minimize tracking error versus the system average.",
        "Informe del área de riesgo: keep the fund as close as possible to the industry "
        "average; we propose weights minimizing the ex-ante tracking error.",
        "Nota del PM: nobody is asking for alpha here – stay close to the promedio del "
        "sistema, the smallest desviación de rentabilidad possible.",
    ),
    "return": (
        "Política de inversiones, sección 2 (objetivo): the highest expected return for the "
        "Fondo A afiliados, with no penalty for risk – they chose the riskiest fund.",
        "Acta del Comité N° 216, acuerdo 2:\nThe Comité wants the weights with the highest "
        "expected return; risk is handled by the límites, not by the objective.",
        "Correo del gerente de inversiones: maximize expected return within the Régimen de "
        "Inversión; no risk adjustment, and volatility is not a concern for Fondo A.",
        "Informe del área de riesgo: for Fondo A we model the allocation with the greatest "
        "rentabilidad esperada; the límites bound the risk.",
        "Nota del PM: the afiliados of Fondo A picked it for return. Maximizing expected return "
        "is the goal, not Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Actualización tras la sesión del Comité del 27-03-2025: the Comité changed the objective. "
    "It now reads:\n\n{new}",
    "Gerente de inversiones, 18:05: please replace this morning's objetivo. After the call "
    "with the gerente general:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Rebalanceo multifondos – preparación para el Comité:\n\n{ask}",
    "{ask}\n\nPlease set the pesos estratégicos accordingly. Saludos, R. Saavedra",
    "Valor de los Fondos A a E: US$ 178.400 millones; 2,1 millones de afiliados.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Pesos estratégicos of the multifondos",
    purpose="solve the pesos estratégicos",
    custom_reason="no platform solver for this objective",
    custom_purpose="pesos estratégicos",
    section_title="Pesos estratégicos",
    description="the pesos estratégicos",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _errata(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A fe de erratas: the earlier objective quoted where it stood, the wanted one after."""
    return (
        "FE DE ERRATAS – Política de inversiones, sección 2\n"
        f"Donde dice: «{_one_line(old_kind, old)}»\nDebe decir: «{ask.replace(chr(10), ' ')}»"
    )


def _versions(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An earlier objective marked as replaced, the wanted one as in force."""
    return (
        f"Objetivo – versión 1 (reemplazada, no usar): {_one_line(old_kind, old)}\n"
        f"Objetivo – versión 2 (vigente desde 01-04-2025): {ask.replace(chr(10), ' ')}"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures in turn: a framed request (0, 1), a fe de erratas (2), an earlier message
    a later one replaces (3) and a replaced version beside the one in force (4); with four
    objectives in turn, each meets every structure."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _errata, 4: _versions},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: three expanding walk-forward folds, every one trained from January 2005, the first tested
#: from 2 January 2013
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2005, 1, 3),
        train_end=date(2012, 12, 31),
        test_start=date(2013, 1, 2),
        test_end=date(2014, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2005, 1, 3),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 2),
        test_end=date(2016, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2005, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 2),
        test_end=date(2018, 12, 28),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test)
_PERIODS: Final = (
    (
        "IPSA total-return mensual, ene. 2005 – dic. 2016",
        "IPSA total-return mensual, ene. 2005 – dic. 2012",
    ),
    (
        "tasas de los BCU a 10 años (Banco Central), de marzo de 2005 a junio de 2015",
        "tasas de los BCU a 10 años (Banco Central), de marzo de 2005 a diciembre de 2012",
    ),
    ("the cámara swap curve (SPC), 2006–2018", "the cámara swap curve (SPC), 2006–2012"),
    (
        "local corporate spreads (AA, UF), ene. 2007 – sept. 2014",
        "local corporate spreads (AA, UF), ene. 2007 – nov. 2012",
    ),
    (
        "the valores cuota of the Fondos A to E (SP), 31-01-2005 to 31-12-2017",
        "the valores cuota of the Fondos A to E (SP), 31-01-2005 to 31-12-2012",
    ),
    (
        "monthly traspasos between Fondos (SP statistics), de enero de 2008 a abril de 2019",
        "monthly traspasos between Fondos (SP statistics), de enero de 2008 a octubre de 2012",
    ),
)
_ACTIONS: Final = (
    "the strategic weights' expected returns and correlations were estimated",
    "the rebalanceo trigger for the multifondos was calibrated",
    "the model of afiliados' traspasos between Fondos was fitted",
    "the cobertura cambiaria ratio for Fondo C was optimized",
    "the spread model for the renta fija local was estimated",
)
_LEAK_FRAMES: Final = (
    "Estudio ALM 2025, capítulo 3 (supuestos): {action} on {period}.",
    "Área de riesgo, nota metodológica: {action} with {period}; the parameters stay fixed "
    "across the three walk-forward folds.",
    "Informe al Comité, Anexo B (backtest): {action} once, over {period}, before the "
    "walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's valores cuota in the test are the ones the SP published with its usual "
        "lag, used as of the month-end they describe.",
        "Each month's valores cuota in the test are only those the SP had already published "
        "by that date.",
    ),
    (
        "Renta variable nacional in the backtest is the IPSA as it stands today, applied back "
        "to 2013.",
        "Renta variable nacional in the backtest is the IPSA as it stood on each date, "
        "deslistadas included.",
    ),
    (
        "Issuers are screened with today's clasificaciones de riesgo in every year of the test.",
        "Issuers are screened with the clasificaciones de riesgo in force on each date of the "
        "test.",
    ),
    (
        "Every year of the test applies today's Régimen de Inversión and its límites, "
        "including those the SP changed later.",
        "Every year of the test applies the Régimen de Inversión and the límites in force in "
        "that year.",
    ),
)
_LEAK_ASKS: Final = (
    "The Comité wants a three-fold walk-forward backtest of the new pesos estratégicos before "
    "the Directorio approves them.",
    "Please backtest the rebalanceo rule walk-forward, three folds, for the revisión de la "
    "política.",
    "Encargo al área de riesgo: three-fold walk-forward test of the multifondos allocation.",
)
_WHERE: Final = ("evidence", "reasoning", "interpretation", "purpose")


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

_COMPANY: Final = "Eléctrica Ñuble"
_ENTITY: Final = "ent_electrica_nuble"
#: twenty-four quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4T 2024 versus 3T 2024", (22, 23)),
    ("during 2024 (31-12-2023 to 31-12-2024)", (19, 23)),
    ("in the 2S 2024", (21, 23)),
    ("over the two years to 31-12-2024", (15, 23)),
    ("from 2019 to 2024", (0, 23)),
    ("since the pandemic quarter (2T 2020)", (5, 23)),
    ("between mar. 2022 and dic. 2023", (12, 19)),
    ("since the estallido social (3T 2019)", (2, 23)),
    ("in the 1S 2021", (7, 9)),
    ("since the 2008 reform of the pension system (Ley 20.255)", None),
    ("over the last decade", None),
    ("since its IPO on the Bolsa de Santiago in 2011", None),
)

#: what the claims answer: the Comité's question on a local issuer
_REQUEST: Final = TrendRequest(
    question="For the Comité of 27-03-2025 (emisores locales en cartera de los Fondos A a E): "
    "how has {company} done?",
    heading="**Emisor local – " + _COMPANY + " S.A. (Bolsa de Santiago: ELNUBLE)**",
    as_of="2025-03-14",
)


#: "by about 12%", "by more than 10%", "by almost 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by more than {}%",
    short="by almost {}%",
    about="by about {}%",
)


def _by_pp(a: float, b: float) -> str:
    """A margin's move in percentage points with a decimal comma ("by 1,4 pp"); "" below 0,3."""
    change = abs(b - a)
    return _comma(f"by {change:.1f} pp") if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move in veces ("by 0,4x"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"by {change:.1f}x") if change >= 0.1 else ""


def _by_clp(a: float, b: float) -> str:
    """A move in CLP millones with dot thousands ("by CLP 12.300 millones"); "" below 2.000."""
    change = abs(b - a)
    return f"by CLP {change:,.0f} millones".replace(",", ".") if change >= 2000 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "CLP"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was higher than a year earlier in each quarter of 2024",
        "{s} was lower than a year earlier in each quarter of 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            298400.0,
            305100.0,
            312800.0,
            309600.0,
            287300.0,
            264900.0,
            281500.0,
            296200.0,
            318700.0,
            331400.0,
            347900.0,
            362100.0,
            389500.0,
            412300.0,
            436800.0,
            451200.0,
            442600.0,
            438900.0,
            455700.0,
            470300.0,
            478100.0,
            491600.0,
            503400.0,
            522900.0,
        ),
        (
            "Ingresos de actividades ordinarias",
            "Eléctrica Ñuble's ingresos",
            "Revenue (CLP millones)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not fall", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            38.2,
            37.9,
            38.6,
            39.1,
            36.4,
            33.8,
            35.2,
            36.9,
            37.5,
            36.8,
            35.1,
            33.4,
            30.2,
            28.7,
            29.5,
            31.8,
            33.6,
            34.9,
            34.2,
            35.8,
            36.4,
            37.1,
            36.6,
            38.3,
        ),
        (
            "The margen EBITDA",
            "Eléctrica Ñuble's EBITDA margin",
            "EBITDA over ingresos",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never contracted from one quarter to the next", never_fell),
            ("{s} never expanded from one quarter to the next", never_rose),
            ("{s} did not contract", held_up),
        ),
        _by_pp,
        False,
        (
            "{s} was wider than a year earlier in each quarter of 2024",
            "{s} was narrower than a year earlier in each quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            3.1,
            3.0,
            2.9,
            2.9,
            3.3,
            3.8,
            3.6,
            3.4,
            3.2,
            3.3,
            3.5,
            3.7,
            4.0,
            4.3,
            4.1,
            3.9,
            3.7,
            3.5,
            3.4,
            3.2,
            3.1,
            2.9,
            2.8,
            2.6,
        ),
        (
            "Deuda financiera neta / EBITDA",
            "Eléctrica Ñuble's leverage (deuda financiera neta sobre EBITDA)",
            "Net leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} did not rise", held_down),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never increased from one quarter to the next", never_rose),
        ),
        _by_times,
        False,
        (
            "{s} stood above its level a year earlier in each quarter of 2024",
            "{s} stood below its level a year earlier in each quarter of 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            41200.0,
            43800.0,
            39600.0,
            45100.0,
            28300.0,
            12600.0,
            21400.0,
            30900.0,
            36700.0,
            33200.0,
            29800.0,
            24100.0,
            18500.0,
            -64300.0,
            11900.0,
            22700.0,
            27400.0,
            31800.0,
            29600.0,
            35200.0,
            38900.0,
            41300.0,
            37800.0,
            46500.0,
        ),
        (
            "Ganancia neta (atribuible a los controladores)",
            "Eléctrica Ñuble's net income",
            "The bottom line (ganancia neta)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} did not drop", held_up),
            ("{s} did not improve", held_down),
            ("{s} never dropped from one quarter to the next", never_fell),
        ),
        _by_clp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_generation_gwh",
        (
            2410.0,
            2385.0,
            2520.0,
            2470.0,
            2360.0,
            2290.0,
            2430.0,
            2510.0,
            2490.0,
            2440.0,
            2580.0,
            2560.0,
            2390.0,
            2310.0,
            2450.0,
            2420.0,
            2470.0,
            2530.0,
            2610.0,
            2640.0,
            2700.0,
            2750.0,
            2830.0,
            2910.0,
        ),
        (
            "Generación neta (GWh)",
            "Eléctrica Ñuble's net generation",
            "Energy generated",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} increased in every quarter", rose_every_quarter),
            ("{s} decreased in every quarter", fell_every_quarter),
            ("{s} did not decrease", held_up),
        ),
        _approx_pct,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2024 than in 2023",
    slower="{s} grew more slowly in 2024 than in 2023",
    grew="{s} grew at a double-digit compound annual rate between 4T 2022 and 4T 2024",
    shrank="{s} shrank at a double-digit compound annual rate between 4T 2022 and 4T 2024",
    end=23,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item 2024 against 2023 and the two-year compound rate (a rise or a fall), then
    year over year in each quarter of 2024. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Informe de riesgo de crédito – emisores locales (área de riesgo): {claim} [1]. "
    "Clasificación AA- (local), sin cambios; the Fondos {fondos} hold UF 1.500.000 of its "
    "bonos serie F.",
    "Acta del Comité N° 219, punto 4 (emisores en cartera): {claim} [1]. No action; the Fondos "
    "{fondos} keep their position.",
    "Correo PM renta variable local: Rodrigo, {claim} [1]. The share closed at $ 1.284,50; "
    "Fondos {fondos} are overweight.",
    "| Emisor | Fondos | Comentario del analista |\n|---|---|---|\n| " + _COMPANY + " S.A. "
    "(ELNUBLE) | {fondos} | {Claim} [1] |",
    "Nota para la junta de accionistas 2025 (voto de la AFP, art. 45 bis): {claim} [1]. The "
    "Fondos {fondos} vote for the dividend of $ 38,5 por acción and for an independent "
    "director.",
)

_HOLDERS: Final = ("A y B", "C", "C, D y E", "A a E")


def _holders(rng: random.Random) -> dict[str, str]:
    """Which Fondos hold the issuer, drawn for each claim's frame."""
    return {"fondos": rng.choice(_HOLDERS)}


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
        left_out=lambda h, w, c: h.startswith("in 4T 2024") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holders,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZP: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
