"""Held-out batch ZZZZP: every flaw kind again, in the voice of a Bogotá pension fund
administrator (sociedad administradora de fondos de pensiones y cesantías, AFP): Cordillera
Pensiones y Cesantías S.A. (a fictional AFP with some $ 48,7 billones of afiliados' savings under
administration at 31 de diciembre de 2024), running the mandatory pension multifondos (Fondo
Conservador, Fondo Moderado, Fondo de Mayor Riesgo and the Fondo Especial de Retiro Programado)
and a cesantías fund, supervised by the Superintendencia Financiera de Colombia (SFC, "la
Superfinanciera") under the Decreto 2555 de 2010 and its régimen de inversión and rentabilidad
mínima. Its people and papers, written in Colombian Spanish with the English and Spanglish its
portfolio managers really write ("el tracking", "el benchmark", "hacer el rebalanceo", "el
backtest", an e-mail to a New York broker opening "Hi Mike"): the Junta Directiva (its presidente
Jorge Enrique Posada Lleras; secretaria Catalina Restrepo Uribe) and its Comité de Inversiones and
Comité de Riesgos, their actas with the orden del día and numbered decisiones and their votes
("por unanimidad", "con cinco votos a favor y dos en contra"; a propuesta negada "con dos votos a
favor y cinco en contra", retirada del orden del día, aplazada), the presidente de la AFP (Andrés
Felipe Rincón Ospina) and the vicepresidenta de inversiones (Luz Marina Cárdenas Villegas) and
their correos ("De: / Para: / Asunto: RE: …", an "ALCANCE" to the morning's correo) and WhatsApp
messages (struck through with "~"), the política de inversión of each fondo with its límites,
the asignación estratégica de activos (AEA) with its rangos (mínimo / máximo), the reglamento of
the Fondo de Mayor Riesgo (artículo 12), the atribuciones of the vicepresidencia, the Gerencia de
Riesgos' matriz de límites ("Límite / Tipo / Valor / Exposición / % de uso"), the custodio de
valores' archivo de parametrización (Fiduciaria Andina de Custodia S.A.: a semicolon-separated
line with the value in the constraint's unit, "0,3500", as Excel in es-CO writes it), the
Superfinanciera's requerimiento (radicación 2025018734-003-000), a New York manager's English
Schedule B to its Investment Management Agreement (Wexford Row Asset Management LLC, with English
figures: "35%", "200 bps", "20 business days") and the estudio de AEA. Its number forms are
Colombian: '$' for pesos with COP, "billones" (10^12) and "miles de millones", a decimal comma and
dot thousands ("$ 31.254,8 miles de millones", "$ 48,7 billones"), "%" after a space ("35 %",
"35,0 %"), "por ciento", "puntos básicos" and "p.b.", "puntos porcentuales", "veces", "días
hábiles", dates as "31 de diciembre de 2024" and "31/12/2024", "a corte de", "el tercer trimestre
de 2024", "en los últimos cinco trimestres", "desde 2018", "en lo corrido del año", UVR and TES,
and numbers in words where actas, reglamentos and políticas say them, the Colombian legal way with
the figure after them in brackets ("treinta y cinco por ciento (35 %)", "doscientos puntos
básicos (200 p.b.)", "veinte días hábiles (20)"); the trend claims use the verbs of a trend in
the preterite and their negations (creció, cayó, mejoró, se deterioró, bajó, subió, se redujo,
aumentó, empeoró; no cayó, no creció, no se deterioró, no subió, no aumentó, no se redujo, no
empeoró, no mejoró).

Batch ZZZZP is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend series
and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD (read for
shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id checks of `libs/contracts` (constraint units, walk-forward windows, id prefixes)
and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer, reviewer or
validator test, validator, policy, benchmark result, benchmark document, ADR or other batch was
read, and it was not run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - renta variable, inversiones en el exterior, a
single emisor, the exposición cambiaria sin cobertura and the tracking error against the
benchmark in p.b. - and two floors: the TES (títulos de deuda pública) as a share and the
liquidez in días hábiles; no multiple, no count); seven shares no factor with six, so the
misquote loop keeps its DEFAULT pairing (`i + i // 5`), one structure in three wordings (negada
with its vote, retirada del orden del día, aplazada) and one contrasting the policy's limit with
the LEGAL limit of the régimen de inversión (Decreto 2555 de 2010), which is looser; limits in
words one style in THREE (the default `words_every`), always with the figure in brackets; the
invented limit's answer in FIVE forms taken in turn (`i % 5`, odd, so each form meets both modes),
on the subject `4 * i + 1`: the Comité de Inversiones' acta (with words), the vicepresidenta's
correo and the matriz de límites' row with a decoy "Exposición" and "% de uso" (chat answers), the
custodio's archivo de parametrización given BEFORE the request (`template_inputs`,
`answer_first`, "0,3500" with four decimals and a decimal comma) and the política de inversión's
numeral sent AFTER it (`mandate`, cited as a clause); every other strategy case from the FIRST
pair under a mandate bounding other things (`other_at=0`, the default); breaches in SIX shapes
held four cases each (`shape=(i // 4) % 6`, each in both modes) at 1.2 of a cap and 0.75 of a
floor, uncited twins at 0.85 of a cap and 1.25 of a floor, the clause cited unless
`(i + i // 4) % 4 == 3` (one case of each shape uncited, in both modes), the subject `2 * i + 3`;
the shapes are the política de inversión's límites as a list of records
(`politica_de_inversion_fondo_moderado.limites[2].texto`), the Superfinanciera's requerimiento,
the New York manager's English Schedule B, the Junta Directiva's acta as numbered decisiones
(`acta_junta_directiva_512.decision_2`, with words), the reglamento's artículo 12 as a list
(`reglamento_fondo_de_mayor_riesgo.articulo_12[2]`) and the matriz de límites with a decoy
exposure; rangos over the five caps (`turn=2 * i + 1`) whose low end is THREE FIFTHS of their top
(`low_ratio=0.6`), written in short forms ("21 %", "21,0 %", "90 p.b."), each granted case
assuming TWO THIRDS of the way up (`assumed_value`), each refused case the same point
(`refused_value`) against a level fixed at the low end, the flawed value 1.2 of the top, refused at
`i % 6` in (1, 4) and placed in four shapes held three cases each (`(i // 3) % 4`, each refusal
in every shape); objectives in FIVE structures taken in turn (`structure=i % 5`, each in both
modes; the wanted objective `3 * i + 2`), three withdrawing an earlier wording in the same text (a
Comité de Inversiones acta whose first propuesta was negada con dos votos a favor y cinco en
contra, a WhatsApp line struck through with "~", and a correo "ALCANCE" withdrawing the morning's
wording) and one replaced by a later message; leakage over FOUR ANCHORED (expanding) walk-forward
folds, each trained from 2 January 2012 to the eve of its single CALENDAR YEAR of test (2018 to
2021, the Bolsa de Valores de Colombia's sessions), the whole sentence at every third case from
the FIRST (`sentence_at=0`), placed in the reasoning first; and a trend request of its own (the
Comité de Inversiones' seguimiento a emisores, its heading, an as-of date after the fourth
quarter's results) over SIXTEEN quarters (1T2021 - 4T2024) comparing 2024 with 2023 (`end=15`),
a double-digit compound FALL claimed (`shrinking=True`: the deuda financiera bruta falls), special
pairs taken every THIRD case in turn (`special_step=3`), extra frame parts drawn per claim
(`frame_parts`: the fondo's valor de mercado and its participación in the emission) and a signed
series (the utilidad neta, with losses in 4T2021 and 2T2023).

Decoy numbers (no truth depends on them): the AUM ($ 48,7 billones; the Fondo Moderado's
$ 31.254,8 miles de millones), the rentabilidad acumulada (9,84 % efectivo anual) and en lo
corrido del año (2,1 %), the rentabilidad mínima which is followed and not optimised, the UVR and
the TES UVR 2035 in the allocation, the USD 120 millones commitment to a fondo de capital privado,
the monthly mesadas (about $ 412,6 miles de millones), the Banco de la República's 50 p.b. cut
("cincuenta puntos básicos"), the acta numbers and votes, the Superfinanciera's radicación and
its deadline (31 de marzo de 2025), the matriz de límites' "Exposición" and "% de uso" beside a
limit, other límites beside it in the política's anexo 2, the legal limit of the régimen de
inversión and the promedio de las AFP quoted for comparison, the watched company's valor de
mercado and participación, and its dividendo ($ 312 por acción). Its parts:

* limits as the AFP's people state them: renta variable (a cap: "35 %", "35,0 %", "35 % del
  valor del fondo", "35 por ciento", "treinta y cinco por ciento (35 %)"), inversiones en el
  exterior ("50 %", "cincuenta por ciento (50 %)"), a single emisor ("4 %", "4,0 %"), the
  exposición cambiaria sin cobertura ("25 %"), the tracking error ("200 p.b.", "200 puntos
  básicos", "2,00 puntos porcentuales anuales", "doscientos puntos básicos (200 p.b.)"), the TES
  (a floor: "25 %", "veinticinco por ciento (25 %)") and the liquidez (a floor in days: "20 días
  hábiles", "20 días de mesadas", "veinte días hábiles (20)");
* requests (the vicepresidenta's correo, the Comité de Inversiones' orden del día, a WhatsApp
  message, a memorando, the Gerencia de Riesgos' plan de trabajo and an English e-mail to the
  New York broker) deferring the limit to a Junta not yet met, a punto aplazado or retirado del
  orden del día, a borrador reading "[pendiente Junta Directiva]", the Comité de Riesgos'
  concepto not yet given or the Superfinanciera's answer not yet received;
* provenance misquoting its source: the política de 2023 or a borrador; a propuesta negada,
  retirada del orden del día or aplazada; the matriz de límites' exposición (prose, or a
  "Límite / Exposición a corte de 31/03/2025 / Valor / % de uso" table); another límite beside it
  in the anexo 2; the legal limit of the Decreto 2555 de 2010 or the promedio de las AFP;
* latitude granted as the AEA's rango around an asignación objetivo, a "Clase de activo /
  Asignación objetivo / Mínimo / Máximo / Decide" table, a decisión of the Junta, a line of the
  vicepresidencia's atribuciones and the New York manager's English side letter; refused as above,
  each twin the same text granting it; placed in the política (fields), an extracto del acta (a
  message), the atribuciones (fields) and the Junta's presidente's correo (a message);
* objectives as the política's capítulo 2, a decisión of the Junta, the Comité de Inversiones'
  acta and the estudio de AEA, some saying what is not the aim ("y no el tracking", "O sea, no
  Sharpe") and some beside the rentabilidad mínima;
* leakage as the estudio de AEA, the Gerencia de Riesgos' informe and the Auditoría Interna write
  it: retornos esperados and covarianzas, bandas de rebalanceo, the cobertura cambiaria, a model
  of aportes and retiros and the tracking error's factor model fitted on periods reaching into
  the test years (MSCI COLCAP, the TES curve, the TRM, the DANE's IPC, the fondo's own flows), and
  whole sentences (the 2025 tablas de mortalidad applied back, today's MSCI COLCAP members, the
  2025 lista de exclusiones ASG in every period, the alternativos valued before their reports
  came); each clean twin in the same form, ending before the first test date, and where the data
  come out late, ending where they were out before it;
* trend claims on Cementos del Magdalena S.A. (BVC: CEMAGDA; a fictional Barranquilla cement
  maker whose bonds and shares the fondos hold) - ingresos operacionales (miles de millones,
  faster in 2024), margen EBITDA (moves in puntos porcentuales), deuda neta / EBITDA (veces; lower
  is better), deuda financiera bruta (miles de millones, a double-digit compound fall) and
  utilidad neta (signed, miles de millones) over sixteen quarters, as the Comité de Inversiones'
  informe de seguimiento, its acta, the gerente de portafolio's note (the claim first), an
  "Emisor / Valor de mercado / Participación / Comentario" table and an English e-mail to the New
  York broker quoting the claim in Spanish; horizons covered by the series against uncovered
  ones ("desde 2018", "desde su salida a bolsa en 2007", "en la última década"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270189
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzp"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzpco0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzpco1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzpco2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzpco3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzpco5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzpcod"

_AFP: Final = "Cordillera Pensiones y Cesantías S.A."
_VP: Final = "Luz Marina Cárdenas Villegas"
_PRESIDENT: Final = "Andrés Felipe Rincón Ospina"
_MANAGER: Final = "Wexford Row Asset Management LLC"
_CUSTODIAN: Final = "Fiduciaria Andina de Custodia S.A."


# --- numbers as a Colombian AFP's vicepresidencia de inversiones and gerencia de riesgos write
# them -----------------------------------------------------------------------------------------


def _comma(text: str) -> str:
    """A number written with a decimal comma ("12.5" → "12,5")."""
    return text.replace(".", ",")


def _pct(value: float) -> str:
    """A share in percent with a decimal comma: "35", "2,5", "31,5"."""
    return _comma(_g(value * 100))


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35,0", "1,8"), else in full
    ("30,33"): the matriz de límites always shows a decimal."""
    p = round(value * 100, 6)
    return _comma(f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p))


#: the limits' values in words, as actas, reglamentos and políticas write them
_WORDS: Final[dict[float, str]] = {
    0.03: "tres",
    0.04: "cuatro",
    0.06: "seis",
    0.2: "veinte",
    0.25: "veinticinco",
    0.3: "treinta",
    0.35: "treinta y cinco",
    0.4: "cuarenta",
    0.45: "cuarenta y cinco",
    0.5: "cincuenta",
    0.55: "cincuenta y cinco",
    0.6: "sesenta",
    20.0: "veinte",
    40.0: "cuarenta",
    60.0: "sesenta",
    150.0: "ciento cincuenta",
    200.0: "doscientos",
    250.0: "doscientos cincuenta",
}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "35 %", "35,0 %", "35 % {tail}", "35 por ciento" and, where the value has words,
    "treinta y cinco por ciento (35 %)"."""
    forms = {
        "pc": f"{_pct(value)} %",
        "p1": f"{_pct1(value)} %",
        "pt": f"{_pct(value)} % {tail}",
        "pr": f"{_pct(value)} por ciento",
    }
    said = _WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = f"{said} por ciento ({_pct(value)} %)"
    return forms


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error in basis points: "200 p.b.", "200 puntos básicos", "2,00 puntos
    porcentuales anuales", "doscientos puntos básicos (200 p.b.)"."""
    n = _g(value)
    forms = {
        "pb": f"{n} p.b.",
        "pu": f"{n} puntos básicos",
        "pp": _comma(f"{value / 100:.2f}") + " puntos porcentuales anuales",
    }
    said = _WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = f"{said} puntos básicos ({n} p.b.)"
    return forms


def _days_forms(value: float) -> dict[str, str]:
    """The liquidez in days: "20 días hábiles", "20 días de mesadas", "20 días" and "veinte días
    hábiles (20)"."""
    n = _g(value)
    forms = {"dh": f"{n} días hábiles", "dm": f"{n} días de mesadas", "d": f"{n} días"}
    said = _WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = f"{said} días hábiles ({n})"
    return forms


def _english_share(value: float) -> str:
    return f"{_g(value * 100)}%"


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms: a rango's short forms ("21 %", "21,0 %", "90 p.b.")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A límite: the agent's field names, how the AFP's people name it, its code in the
    custodio's archivo de parametrización, the values it takes, its written forms, how the New
    York manager's English Schedule B writes it and names it, and whether it is a floor (a
    mínimo). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    english: Callable[[float], str]
    noun_en: str
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_equity_share", "rentaVariableMax"),
    (
        "renta variable",
        "acciones locales y del exterior",
        "exposición a renta variable, incluidos ETF y derivados",
    ),
    "LIM_RV_MAX",
    "fraction",
    (0.35, 0.4, 0.45),
    partial(_share_forms, "del valor del fondo"),
    _english_share,
    "Equities (local and foreign, including ETFs)",
)
_FOREIGN: Final = _Subject(
    ("max_foreign_assets_share", "exteriorMax"),
    (
        "inversiones en el exterior",
        "activos emitidos por entidades del exterior",
        "inversión internacional en renta fija y variable",
    ),
    "LIM_EXT_MAX",
    "fraction",
    (0.5, 0.55, 0.6),
    partial(_share_forms, "del valor del fondo"),
    _english_share,
    "Foreign assets",
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "emisorMax"),
    (
        "un mismo emisor, excluida la Nación",
        "concentración por emisor",
        "títulos de un solo emisor o su matriz",
    ),
    "LIM_EMI_MAX",
    "fraction",
    (0.03, 0.04, 0.06),
    partial(_share_forms, "del valor del fondo"),
    _english_share,
    "Any single non-sovereign issuer or its group",
)
_FX: Final = _Subject(
    ("max_unhedged_fx_share", "divisasSinCoberturaMax"),
    (
        "exposición cambiaria sin cobertura",
        "posición en moneda extranjera sin cubrir",
        "exposición al dólar y otras divisas, neta de coberturas",
    ),
    "LIM_FX_MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "neta de coberturas"),
    _english_share,
    "Unhedged foreign-currency exposure",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorMax"),
    (
        "tracking error frente al benchmark",
        "error de seguimiento ex ante frente al portafolio de referencia",
        "desviación frente al benchmark",
    ),
    "LIM_TE_MAX",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
    lambda v: f"{_g(v)} bps",
    "Ex ante tracking error against the benchmark",
)
_TES: Final = _Subject(
    ("min_government_debt_share", "tesMin"),
    (
        "títulos de deuda pública TES",
        "TES en pesos y en UVR",
        "deuda pública interna de la Nación",
    ),
    "LIM_TES_MIN",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "del valor del fondo"),
    _english_share,
    "Colombian government debt (TES, COP and UVR)",
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "liquidezMinDias"),
    (
        "liquidez para el pago de mesadas y traslados",
        "colchón de liquidez medido en días",
        "cobertura de caja y simultáneas",
    ),
    "LIM_LIQ_MIN",
    "days",
    (20.0, 40.0, 60.0),
    _days_forms,
    lambda v: f"{_g(v)} business days",
    "Liquidity buffer for pension payments and transfers",
    floor=True,
)
#: seven límites, two of them floors (a share and days); seven shares no factor with six, so the
#: misquote loop's default pairing meets each structure with each of them in turn
_SUBJECTS: Final = (_EQUITY, _FOREIGN, _ISSUER, _FX, _TE, _TES, _LIQUIDITY)
#: the caps, the only límites a rango is given around here
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "como en la política de inversión de 2023",
    "más o menos el promedio de las AFP",
    "supuesto temporal mientras decide la Junta Directiva",
    "acorde con el escenario base del estudio de AEA",
    "colchón usual frente al límite legal",
    "cifra del borrador de la política",
    "estimación verbal de la vicepresidenta de inversiones",
)

#: where a breach's or a rango's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Asignación del Fondo Moderado ("
    + _AFP
    + "; TES en pesos y TES UVR 2035, deuda corporativa local, acciones locales, inversiones "
    "en el exterior y fondos de "
    "capital privado) dentro de los límites de la política de inversión",
    "la mejor rentabilidad ajustada por riesgo para los afiliados dentro de los límites",
    "resolver la asignación",
    "pesos resultantes y su riesgo",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "límite aprobado por la Junta Directiva en la política de inversión"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "mínimo" if s.floor else "máximo"


def _tipo(s: _Subject) -> str:
    return "Mínimo" if s.floor else "Máximo"


def _sign_en(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "hacer el rebalanceo del Fondo Moderado; a corte de 31/12/2024 el fondo tenía "
    "$ 31.254,8 miles de millones (la AFP administra $ 48,7 billones)",
    "preparar la sección de asignación del informe al Comité de Riesgos del primer trimestre "
    "de 2025",
    "acomodar en la asignación el compromiso de USD 120 millones con el fondo de capital privado",
    "volver a correr el estudio de AEA después del recorte de cincuenta puntos básicos del "
    "Banco de la República",
    "verificar que la caja alcanza para las mesadas (unos $ 412,6 miles de millones al mes)",
)
_DEFERRALS: Final = (
    "la Junta Directiva decide el límite ({noun}) en la sesión del 27 de marzo de 2025",
    "el punto «{noun}» quedó aplazado en el Comité de Inversiones",
    "la propuesta sobre «{noun}» se retiró del orden del día y vuelve en abril",
    "el borrador de la política todavía dice «{noun}: [pendiente Junta Directiva]»",
    "el Comité de Riesgos aún no ha dado su concepto ({noun})",
    "la Superfinanciera no ha respondido la consulta (tema: {noun}, radicación 2025018734-003-000)",
)
_REQUEST_FRAMES: Final = (
    "De: "
    + _VP
    + " (Vicepresidenta de Inversiones)\nPara: Equipo de Portafolios\nAsunto: Rebalanceo "
    "1T2025\n\nBuenos días a todos:\n\n¿Me ayudan a {task}? Ojo: {deferral}.\n\nMil gracias,\n"
    "Luz Marina",
    "ORDEN DEL DÍA – Comité de Inversiones, sesión ordinaria n.º 214 (13 de marzo de 2025)\n"
    "1. Verificación del quórum\n2. Aprobación del acta anterior\n3. Encargo a la "
    "Vicepresidencia de Inversiones: {task}\n4. Proposiciones y varios\nNota: {deferral}.",
    "WhatsApp – Luz Marina Cárdenas (8:14 a. m.): ¿puedes {task}? ojo que {deferral}",
    "MEMORANDO\nPara: Miembros del Comité de Inversiones\nDe: Vicepresidencia de Inversiones\n"
    "Fecha: 6 de marzo de 2025\n\n{Deferral}. Mientras tanto se solicita: {task}.",
    "Plan de trabajo – Gerencia de Riesgos (estado a 7/03/2025)\nTarea GR-2025-11 | {Task} | "
    "responsable: Vicepresidencia de Inversiones | estado: en curso\nObservación: {deferral}.",
    "Hi Mike, quick one before the call – necesitamos {task}. FYI {deferral}, so please hold "
    "the tickets. Thx, Sebastián",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {sign}, {tipo},
    {expo}, {uso}), its value's form ("bare" the number in the constraint's unit as the
    custodio's archivo holds it, "figures" one of its written forms, "words" a written form or its
    words, "table" a written form beside the matriz de límites' exposición), its kind, and whether
    it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "EXTRACTO DEL ACTA N.º 215 DEL COMITÉ DE INVERSIONES – "
        + _AFP
        + "\nPunto 3 del orden del día: límites del Fondo Moderado\nDecisión 3.1: el Comité "
        "aprobó por unanimidad fijar para «{noun}» un {sign} de {v}.\nDecisión 3.2: la propuesta "
        "de nuevo gestor en Nueva York se aplazó para la próxima sesión.\n"
        "Catalina Restrepo Uribe, secretaria",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "De: "
        + _VP
        + "\nPara: Equipo de Portafolios; Gerencia de Riesgos\nAsunto: RE: Rebalanceo 1T2025\n\n"
        "Hola a todos:\n\n{Noun}: {sign} {v}. Eso es lo que aprobó la Junta en febrero, no la "
        "cifra del borrador.\n\nSaludos,\nLuz Marina",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Matriz de límites – Gerencia de Riesgos, a corte de 31/03/2025 (Fondo Moderado)\n"
        "| Límite | Tipo | Valor | Exposición | % de uso |\n|---|---|---|---|---|\n"
        "| {Noun} | {tipo} | {v} | {expo} | {uso} |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "ARCHIVO DE PARAMETRIZACIÓN DE LÍMITES – "
        + _CUSTODIAN
        + " (custodio de valores)\nfondo;codigo;descripcion;unidad;valor;tipo\n"
        "FONDO MODERADO;{key};{noun};{unit};{v};{tipo}",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "POLÍTICA DE INVERSIÓN DEL FONDO MODERADO (aprobada por la Junta Directiva, acta n.º 512)"
        " – extracto del capítulo 6 (Límites)\n6.1 Los límites se miden a precios de mercado, "
        "incluidos los derivados.\n6.4 {Noun}: {sign} {v}.\n6.7 Todo exceso se informa el mismo "
        "día a la Presidencia y a la Superintendencia Financiera de Colombia.",
        "figures",
        "mandate",
    ),
)

#: how the custodio's archivo names a unit
_UNIT_WORDS: Final = {
    "fraction": "fraccion",
    "bps": "pb",
    "days": "dias_habiles",
}


def _real(s: _Subject, value: float) -> float:
    """The matriz de límites' exposición inside the limit: above a floor, below a cap (whole
    days and basis points)."""
    used = value * 1.4 if s.floor else value * 0.7
    if s.unit in ("days", "bps"):
        return float(round(used))
    return round(used, 4)


def _uso(s: _Subject, value: float, used: float) -> str:
    """% de uso as the matriz writes it ("70 %"): the exposición over a cap, the floor over the
    exposición."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)} %"


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the custodio's archivo holds it: a share with four
    decimals ("0,3500", "0,0400"), else the figure; always with a decimal comma."""
    if s.unit == "fraction":
        return _comma(f"{value:.4f}")
    return _comma(_g(value))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    expo = uso = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the exposición inside the limit, a decoy in the same form
        used = _real(s, value)
        written, expo = s.alike((value, used), rng.randrange(12), apart=True)
        uso = _uso(s, value, used)
    elif stating.form == "words":  # an acta: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun = rng.choice(s.nouns)
    text = _fill(
        stating.frame,
        noun=noun,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        sign=_sign(s),
        tipo=_tipo(s),
        expo=expo,
        uso=uso,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the custodio's
    archivo came before the request, the política's extract after it, cited as a clause."""
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
    "politica_de_inversion_fondo_moderado": {
        "capitulo_2_principios": [
            "Los recursos se invierten en interés exclusivo de los afiliados, con criterios de "
            "seguridad, rentabilidad, liquidez y diversificación (Decreto 2555 de 2010).",
            "La rentabilidad mínima que publica la Superintendencia Financiera de Colombia se "
            "monitorea cada mes; no es un límite de inversión.",
            "No se invierte en emisores de la lista de exclusiones ASG (armas controversiales, "
            "carbón térmico).",
            "Los derivados se usan solo con fines de cobertura; las ventas en corto están "
            "prohibidas.",
            "La Junta Directiva revisa esta política por lo menos una vez al año.",
            "El Fondo Conservador, el Fondo Especial de Retiro Programado y el fondo de "
            "cesantías tienen política propia.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 4 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another límite beside it in the política's anexo 2: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM_RV_MAX": ("Acciones de baja bursatilidad, máximo", 0.07),
    "LIM_EXT_MAX": ("Fondos mutuos del exterior, máximo", 0.18),
    "LIM_EMI_MAX": ("Una misma contraparte en derivados, máximo", 0.015),
    "LIM_FX_MAX": ("Monedas de mercados emergentes, máximo", 0.035),
    "LIM_TE_MAX": ("Tracking error del portafolio de renta fija, máximo", 70.0),
    "LIM_TES_MIN": ("TES UVR, mínimo", 0.08),
    "LIM_LIQ_MIN": ("Liquidez en escenario de estrés, mínimo", 7.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a whole basis point or day)."""
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
    if structure == 0:  # the política of 2023, or a borrador
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"En la política aprobada el 14 de diciembre de 2023, «{noun}» tenía un "
                f"{_sign(s)} de {wrong}. La Junta aprobó el 18 de febrero de 2025 el nuevo "
                f"límite: {right}, vigente desde el 1 de marzo."
            )
        else:
            text = (
                f"En el borrador (versión 3, enero) aparecía «{noun}»: {wrong}. En la política "
                f"aprobada el límite es {right}, y ese es el que aplicamos."
            )
    elif structure == 1:  # a propuesta the Junta or the Comité did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 3 == 0:
            text = (
                f"La Vicepresidencia propuso llevar el límite de «{noun}» a {wrong}. La propuesta "
                f"fue negada "
                f"con dos votos a favor y cinco en contra; el límite sigue en {right}."
            )
        elif variant % 3 == 1:
            text = (
                f"El gerente de riesgos propuso {wrong} para «{noun}», pero la propuesta se "
                f"retiró del orden del día antes de la sesión. Rige el límite de la política: "
                f"{right}."
            )
        else:
            text = (
                f"La propuesta de cambiar el límite de «{noun}» a {wrong} quedó aplazada "
                f"(Junta Directiva, "
                f"sesión del 20/03/2025, punto 9). Mientras la Junta decide, el límite es "
                f"{right}."
            )
    elif structure == 2:  # the matriz de límites' exposición
        wrong_value = _away(s, value, 0.7, 1.4)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Matriz de límites a corte de 31 de marzo de 2025: la exposición en «{noun}» "
                f"estaba en {wrong}, "
                f"con un límite de {right}. Sin excesos."
            )
        else:
            uso = _uso(s, value, wrong_value)
            text = (
                "| Límite | Exposición a corte de 31/03/2025 | Valor | % de uso |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_sign(s)} {right} | {uso} |"
            )
    elif structure == 3:  # another límite beside it in the anexo 2
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_sign(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Política de inversión 2025, anexo 2 (extracto)\n- " + "\n- ".join(lines)
    else:  # the legal limit of the régimen de inversión, or the promedio de las AFP
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "El régimen de inversión (Decreto 2555 de 2010) permitiría para «"
                f"{noun}» hasta {wrong}; la política de la Junta es más estricta: {right}, "
                "y ese es nuestro límite."
            )
        else:
            text = (
                "Como referencia: el promedio de las AFP (cifras de Asofondos a diciembre de "
                f"2024) en «{noun}» es {wrong}. Nuestra política fija {right}, y eso es lo que "
                "cumplimos."
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


# --- mandate clauses: the política's límites, the Superfinanciera's requerimiento, the English
# Schedule B, the Junta's acta, the reglamento and the matriz de límites -----------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the política's límites, as records in a list
        written = s.render(value, style)
        limites: list[JsonValue] = [
            {
                "numeral": "6.1",
                "texto": "Los límites se miden a precios de mercado, incluidos los derivados; la "
                "Gerencia de Riesgos los monitorea a diario.",
            },
            {
                "numeral": "6.2",
                "texto": "La duración del portafolio de renta fija está entre 3 y 7 años; "
                "calificación mínima AA- en escala local.",
            },
            {"numeral": "6.3", "texto": f"{_cap(noun)}: {_sign(s)} {written}."},
            {
                "numeral": "6.4",
                "texto": "Todo exceso se informa el mismo día a la Presidencia y a la Junta "
                "Directiva en su siguiente sesión.",
            },
        ]
        return (
            {"politica_de_inversion_fondo_moderado": {"version": "2025-02", "limites": limites}},
            None,
            "politica_de_inversion_fondo_moderado.limites[2].texto",
        )
    if shape == 1:  # the Superfinanciera's requerimiento, as a message
        written = s.render(value, style)
        letter = (
            "SUPERINTENDENCIA FINANCIERA DE COLOMBIA\nDelegatura para Pensiones\nRadicación: "
            "2025018734-003-000 – Bogotá D.C., 14 de febrero de 2025\nAsunto: Requerimiento – "
            "límites de inversión del Fondo Moderado – "
            + _AFP
            + "\n\nCon base en la visita de supervisión y en el régimen de inversión del Decreto "
            f"2555 de 2010, solicitamos a la AFP asegurar que la exposición en «{noun}» "
            f"se mantenga en un "
            f"{_sign(s)} de {written}.\nEl plan de ajuste debe remitirse a más tardar el 31 de "
            "marzo de 2025."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the New York manager's English Schedule B, as a message
        schedule = (
            "SCHEDULE B – Investment Guidelines to the Investment Management Agreement ("
            + _MANAGER
            + ", global equity mandate for the Fondo de Mayor Riesgo of "
            + _AFP
            + ")\nB.1 The Manager shall comply with the Client's investment policy and the "
            "Colombian investment regime.\n"
            f"B.3 {s.noun_en}: {_sign_en(s)} {s.english(value)}.\nB.4 Any breach shall be "
            "reported within one business day and cured within five business days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the Junta Directiva's acta, as numbered decisiones
        written = s.render(value, style, words=True)
        decisiones: dict[str, JsonValue] = {
            "decision_1": "La Junta aprobó por unanimidad los estados financieros de 2024.",
            "decision_2": f"La Junta aprobó con cinco votos a favor y dos en contra fijar para "
            f"«{noun}» un {_sign(s)} de {written}.",
            "decision_3": "La selección del nuevo gestor internacional se aplazó.",
        }
        return (
            {"acta_junta_directiva_512": decisiones},
            None,
            "acta_junta_directiva_512.decision_2",
        )
    if shape == 4:  # the reglamento's artículo 12, as a list
        written = s.render(value, style, words=True)
        articulo: list[JsonValue] = [
            "12.1 Los recursos del Fondo de Mayor Riesgo se invierten conforme al régimen de "
            "inversión vigente.",
            "12.2 La Vicepresidencia de Inversiones decide dentro de los rangos de la asignación "
            "estratégica.",
            f"12.3 {_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"reglamento_fondo_de_mayor_riesgo": {"articulo_12": articulo}},
            None,
            "reglamento_fondo_de_mayor_riesgo.articulo_12[2]",
        )
    used = _real(s, value)
    written, expo = s.alike((value, used), style, apart=True)
    matriz = (
        "MATRIZ DE LÍMITES – aprobada por el Comité de Riesgos (acta n.º 87), a corte de "
        "28/02/2025\n| Límite | Tipo | Valor | Exposición | % de uso |\n|---|---|---|---|---|\n"
        f"| {_cap(noun)} | {_tipo(s)} | {written} | {expo} | {_uso(s, value, used)} |"
    )
    return None, matriz, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Hagan el rebalanceo del Fondo Moderado dentro de la política, el requerimiento de la "
    "Superfinanciera y los contratos con los gestores.",
    "Please run el rebalanceo within all our limits.",
    "Para la Junta del 27 de marzo de 2025: optimicen la asignación dentro de nuestros límites.",
    "Acomoden el compromiso de USD 120 millones en capital privado sin ningún exceso de límites.",
    "Preparen la propuesta de asignación para el tercer trimestre de 2025, sin excesos.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 3,
    rationale="límite documentado de la AFP",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around an asignación objetivo {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Asignación estratégica 2025, numeral 4.2: para «{noun}» el rango es {lo} a {hi}, con "
    "asignación objetivo de {mid}; dentro del rango decide la Vicepresidencia de Inversiones.",
    "| Clase de activo | Asignación objetivo | Mínimo | Máximo | Decide dentro del rango |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | Vicepresidencia de Inversiones |",
    "La Junta Directiva decidió por unanimidad (acta n.º 513, decisión 4) que la Vicepresidencia "
    "puede ubicar «{noun}» en cualquier punto entre {lo} y {hi} sin nueva autorización.",
    "Entre {lo} y {hi}, el nivel de «{noun}» es gestión ordinaria del portafolio: lo decide la "
    "vicepresidenta y lo informa al Comité de Inversiones.",
    "Per the IMA side letter, the Manager may set the level for «{noun}» anywhere between {lo} "
    "and {hi}; no further instruction from the Client is required within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "La Junta fijó «{noun}» en {point}. La propuesta de un rango de {lo} a {hi} fue negada "
        "con dos votos a favor y cinco en contra; aquí no hay margen.",
        "La Junta aprobó la propuesta de un rango de {lo} a {hi} para «{noun}»; dentro de él "
        "decide la Vicepresidencia.",
    ),
    (
        "La propuesta de un rango de {lo} a {hi} para «{noun}» quedó aplazada (Junta del "
        "18/02/2025, punto 8). Mientras tanto el nivel es {point}.",
        "La propuesta de un rango de {lo} a {hi} para «{noun}» se aprobó por unanimidad (Junta "
        "del 18/02/2025, punto 8). La vicepresidenta escoge el nivel dentro del rango.",
    ),
    (
        "La Gerencia de Riesgos recomendó un rango de {lo} a {hi} para «{noun}», pero la "
        "recomendación se retiró del orden del día; el nivel es {point} hasta que la Junta "
        "decida otra cosa.",
        "La Gerencia de Riesgos recomendó un rango de {lo} a {hi} para «{noun}», y la Junta "
        "acogió la recomendación; la vicepresidenta fija el nivel dentro del rango.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    return {"noun": rng.choice(s.nouns)}


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A rango's bound as the tables write it, without a tail: "21 %" or "21,0 %" for a share,
    "90 p.b." for the tracking error."""
    if s.unit == "bps":
        return {"pb": f"{_g(value)} p.b."}
    return {"pc": f"{_pct(value)} %", "p1": f"{_pct1(value)} %"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A rango's mínimo, máximo and asignación objetivo in one form, and the level a refusal
    fixes: the low end, so that the point a refused plan assumes (two thirds up) is looser than
    the level fixed."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the política (fields), an extracto del acta (a mandate message), the
    vicepresidencia's atribuciones (fields) or the Junta's presidente's correo (a mandate
    message)."""
    if shape == 0:
        return {"politica_de_inversion_fondo_moderado": {"asignacion_estrategica": text}}, None
    if shape == 1:
        return None, (
            "EXTRACTO DEL ACTA N.º 512 DE LA JUNTA DIRECTIVA – Asignación estratégica y rangos "
            f"(18 de febrero de 2025)\n\n{text}\n\nCatalina Restrepo Uribe, secretaria"
        )
    if shape == 2:
        return {
            "atribuciones": {
                "vicepresidencia_de_inversiones": [
                    "La Vicepresidencia ejecuta la asignación estratégica aprobada por la Junta.",
                    text,
                ]
            }
        }, None
    return (
        None,
        "De: Jorge Enrique Posada Lleras (Presidente de la Junta Directiva)\nPara: "
        + _VP
        + "\nAsunto: Rangos 2025\n\n"
        f"{text}\n\nCordial saludo,\nJorge Enrique",
    )


def _two_thirds_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: two thirds of the way from the rango's low end to its top, the
    same for a granted and a refused rango."""
    low, high, _ = bounds
    return round(low + (high - low) * 2 / 3, 6)


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
    turn=lambda i: 2 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 3) % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    refused_value=_two_thirds_up,
    low_ratio=0.6,
    assumed_value=_two_thirds_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_DECISION: Final = "Acta n.º 513 de la Junta Directiva (27 de marzo de 2025), decisión 2:\n"
_CI: Final = "Acta n.º 215 del Comité de Inversiones (13/03/2025), punto 4: "

#: whole statements of each objective, as the política, a decisión of the Junta, the Comité de
#: Inversiones' acta and the estudio de AEA put them; the first of each is one line, so that an
#: acta, a struck line or an alcance can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Política de inversión 2025, capítulo 2 (objetivos): la mayor rentabilidad por unidad "
        "de riesgo, es decir, maximizar el índice de Sharpe.",
        _DECISION + "La Junta decidió que la asignación se escoja por la mejor rentabilidad "
        "ajustada por riesgo (índice de Sharpe); buscar más retorno con más riesgo no es el "
        "objetivo.",
        _CI + "el Comité pide a la Vicepresidencia optimizar la rentabilidad ajustada por riesgo "
        "(Sharpe) y no el tracking frente al benchmark.",
        "Estudio de AEA 2025, recomendación: escoger el portafolio con mayor retorno esperado "
        "por unidad de volatilidad (máximo Sharpe). La rentabilidad mínima se monitorea aparte.",
    ),
    "variance": (
        "Política de inversión 2025, capítulo 2 (objetivos): la menor volatilidad posible del "
        "valor de la unidad – portafolio de mínima varianza.",
        _DECISION + "La Junta decidió minimizar la varianza de la asignación; los retornos "
        "esperados no entran en la optimización.",
        _CI + "lo que más preocupa es la volatilidad del valor de la unidad. Se minimiza la "
        "varianza del portafolio, sin importar los retornos esperados.",
        "Estudio de AEA 2025, recomendación: minimizar la volatilidad sin meta de retorno en la "
        "optimización; la rentabilidad mínima se vigila, no se optimiza.",
    ),
    "tracking": (
        "Política de inversión 2025, capítulo 2 (objetivos): seguir el portafolio de referencia "
        "con la menor desviación posible.",
        _DECISION + "La Junta decidió que el fondo siga el benchmark con el menor error de "
        "seguimiento (tracking error) posible.",
        _CI + "a la Vicepresidencia se le mide contra el benchmark; se minimiza el tracking "
        "error frente a él.",
        "Estudio de AEA 2025, recomendación: quedarse lo más cerca posible del portafolio de "
        "referencia; proponemos los pesos que minimizan el tracking error ex ante.",
    ),
    "return": (
        "Política de inversión 2025, capítulo 2 (objetivos): el mayor retorno esperado, sin "
        "penalización por riesgo en la función objetivo – de eso se encargan los límites.",
        _DECISION + "La Junta decidió que los pesos busquen el mayor retorno esperado; el riesgo "
        "se acota con los límites de la política y no en la función objetivo.",
        _CI + "se maximiza el retorno esperado dentro de los límites de la política; sin ajuste "
        "por riesgo en la función objetivo.",
        "Estudio de AEA 2025, recomendación: para el largo plazo modelamos el portafolio de "
        "mayor retorno esperado; los límites manejan el riesgo. O sea, no Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Alcance después de la sesión de Junta Directiva del 27 de marzo de 2025: se ajustó la "
    "redacción. Queda así:\n\n{new}",
    "Luz Marina, 4:12 p. m. – olviden mi correo de esta mañana sobre el objetivo. Hablé con el "
    "presidente:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Política de inversión 2025 – criterio de asignación:\n\n{ask}",
    "{ask}\n\nPor favor ajusten la asignación con este criterio. – LMC",
    "Fondo Moderado: $ 31.254,8 miles de millones a corte de 31/12/2024; rentabilidad "
    "acumulada 9,84 % efectivo anual (en lo corrido del año 2,1 %).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Asignación del Fondo Moderado (" + _AFP + ")",
    purpose="resolver la asignación",
    custom_reason="no platform solver for this objective",
    custom_purpose="asignación",
    section_title="Asignación y pesos",
    description="pesos",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _negada(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Comité de Inversiones' acta: the first propuesta negada by its vote, the wanted one
    aprobada por unanimidad."""
    return (
        "Acta n.º 216 del Comité de Inversiones (10 de abril de 2025), punto 5 – Objetivo de la "
        f"gestión\nLa propuesta inicial («{_one_line(old_kind, old)}») fue negada con dos votos "
        f"a favor y cinco en contra. La nueva propuesta («{ask.replace(chr(10), ' ')}») se "
        "aprobó por unanimidad."
    )


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A WhatsApp message striking her own earlier line through and giving the right one."""
    return (
        "WhatsApp – Luz Marina Cárdenas (editado)\n"
        f"~{_one_line(old_kind, old)}~\nUy, redacción equivocada – no es lo que aprobó la "
        f"Junta. La correcta:\n\n{ask}"
    )


def _alcance(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The vicepresidenta's correo "ALCANCE" withdrawing, in the same correo, the wording she
    sent in the morning."""
    return (
        "De: " + _VP + "\nAsunto: ALCANCE: función objetivo\n\nLa redacción que envié esta "
        f"mañana («{_one_line(old_kind, old)}») queda sin efecto. La redacción correcta, "
        f"aprobada por la Junta:\n\n{ask}\n\nSaludos,\nLuz Marina"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken in turn (`i % 5`, so each meets both modes): a framed request (0), an
    acta whose first propuesta was negada (1), a struck WhatsApp line (2), an earlier message a
    later one replaces (3: an alcance after the Junta or from the vicepresidenta, by turns of two
    cases) and a correo "ALCANCE" withdrawing the morning's wording (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _negada, 2: _struck, 4: _alcance},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED walk-forward folds, each trained from 2 January 2012 to the eve of its single
#: calendar year of test (2018 to 2021), the Bolsa de Valores de Colombia's sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2012, 1, 2),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 12, 29), date(2018, 1, 2), date(2018, 12, 28)),
        (date(2018, 12, 28), date(2019, 1, 2), date(2019, 12, 30)),
        (date(2019, 12, 30), date(2020, 1, 2), date(2020, 12, 30)),
        (date(2020, 12, 30), date(2021, 1, 4), date(2021, 12, 30)),
    )
)
#: (a period reaching into the test years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "los cierres diarios del índice MSCI COLCAP del 02/01/2012 al 28/12/2018",
        "los cierres diarios del índice MSCI COLCAP del 02/01/2012 al 29/12/2017",
    ),
    (
        "la curva cero cupón de TES en pesos, mensual, de enero de 2012 a junio de 2019",
        "la curva cero cupón de TES en pesos, mensual, de enero de 2012 a diciembre de 2017",
    ),
    (
        "la TRM diaria desde 2012 hasta el 30/12/2020",
        "la TRM diaria desde 2012 hasta el 29/12/2017",
    ),
    (
        "el IPC mensual del DANE de enero de 2012 a diciembre de 2018",
        "el IPC mensual del DANE de enero de 2012 a noviembre de 2017",
    ),
    (
        "los aportes y retiros trimestrales del Fondo Moderado, 1T2012–4T2019",
        "los aportes y retiros trimestrales del Fondo Moderado, 1T2012–3T2017",
    ),
)
_ACTIONS: Final = (
    "se estimaron los retornos esperados y la matriz de covarianzas de la AEA",
    "se calibraron las bandas de rebalanceo",
    "se optimizó el porcentaje de cobertura cambiaria",
    "se estimó el modelo de aportes y retiros de afiliados",
    "se estimó el modelo de factores del tracking error",
)
_LEAK_FRAMES: Final = (
    "Estudio de AEA 2025, numeral 3.2 – supuestos: {action} con {period}.",
    "Informe de la Gerencia de Riesgos (8 de abril de 2025): {action} con {period}; los "
    "parámetros se mantienen iguales en las cuatro ventanas.",
    "Informe de Auditoría Interna, anexo 2 (backtest): {action} una sola vez con toda la muestra "
    "({period}) antes de correr las ventanas walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "En cada ventana de prueba se usan las tablas de mortalidad de rentistas vigentes en "
        "2025, aplicadas retroactivamente desde 2018.",
        "En cada ventana de prueba se usan las tablas de mortalidad de rentistas que estaban "
        "vigentes al inicio de esa ventana.",
    ),
    (
        "El portafolio de acciones del backtest se arma con las compañías que hoy componen el "
        "MSCI COLCAP.",
        "El portafolio de acciones del backtest se arma con las compañías que componían el "
        "índice en cada fecha de rebalanceo, incluidas las que después salieron de bolsa.",
    ),
    (
        "La lista de exclusiones ASG aprobada por la Junta en 2025 se aplica a todos los "
        "periodos de prueba.",
        "En cada periodo de prueba se aplica la lista de exclusiones que estaba vigente en ese "
        "momento, según la aprobó la Junta entonces.",
    ),
    (
        "Los fondos de capital privado se valoran con el último reporte del gestor, que se usa "
        "desde el cierre del trimestre que reporta.",
        "Los fondos de capital privado se valoran solo con los reportes disponibles en cada "
        "fecha, con un trimestre de rezago.",
    ),
)
_LEAK_ASKS: Final = (
    "El Comité de Inversiones quiere ver el backtest walk-forward de las nuevas bandas de "
    "rebalanceo, con cuatro ventanas anuales, antes de decidir.",
    "Please corran el backtest walk-forward (expanding window, cuatro años de prueba) de la "
    "política de cobertura cambiaria para el estudio de AEA 2025.",
    "Encargo a la Vicepresidencia: probar la asignación estratégica con walk-forward en cuatro "
    "ventanas anuales para el informe a la Junta Directiva.",
)
_WHERE: Final = ("reasoning", "interpretation", "evidence", "purpose")


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

_COMPANY: Final = "Cementos del Magdalena"
_ENTITY: Final = "ent_cementos_del_magdalena"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("en el cuarto trimestre de 2024 frente al trimestre anterior", (14, 15)),
    ("en 2024", (11, 15)),
    ("en el segundo semestre de 2024", (13, 15)),
    ("en lo corrido de 2024 a corte del tercer trimestre", (11, 14)),
    ("en los últimos cinco trimestres", (10, 15)),
    ("desde el primer trimestre de 2021", (0, 15)),
    ("entre el 30/06/2022 y el 30/09/2023", (5, 10)),
    ("en 2023", (7, 11)),
    ("en el primer semestre de 2022", (3, 5)),
    ("entre el tercer trimestre de 2022 y el segundo trimestre de 2024", (6, 13)),
    ("desde 2018", None),
    ("desde su salida a bolsa en 2007", None),
    ("en la última década", None),
)

#: what the claims answer: the Comité de Inversiones' seguimiento a emisores
_REQUEST: Final = TrendRequest(
    question="Para el Comité de Inversiones del 13 de marzo de 2025 (punto 5, seguimiento a "
    "emisores): ¿cómo le ha ido a {company}?",
    heading="### Seguimiento de emisor – Cementos del Magdalena S.A. (BVC: CEMAGDA), resultados "
    "del cuarto trimestre de 2024",
    as_of="2025-02-28",
)


#: "cerca de 12 %", "más de 10 %", "casi 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="más de {} %",
    short="casi {} %",
    about="cerca de {} %",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in puntos porcentuales with a decimal comma ("1,4 puntos porcentuales");
    "" below 0,3."""
    change = abs(b - a)
    if change < 0.3:
        return ""
    return _comma(f"{change:.1f}") + " puntos porcentuales"


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move with a decimal comma ("0,4 veces"); "" below 0,1."""
    change = abs(b - a)
    return _comma(f"{change:.1f}") + " veces" if change >= 0.1 else ""


def _by_cop(a: float, b: float) -> str:
    """A move in miles de millones de pesos with dot thousands and a decimal comma ("$ 12,3
    miles de millones"); "" below $ 2 miles de millones."""
    change = abs(b - a)
    if change < 2:
        return ""
    written = f"{change:,.1f}".replace(",", "_").replace(".", ",").replace("_", ".")
    return f"$ {written} miles de millones"


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "COP"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} fue mayor en cada trimestre de 2024 que en el mismo trimestre de 2023",
        "{s} fue menor en cada trimestre de 2024 que en el mismo trimestre de 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_cop_bn",
        (
            612.4,
            655.8,
            689.1,
            731.5,
            702.3,
            748.6,
            781.2,
            826.9,
            768.1,
            801.4,
            829.7,
            861.2,
            842.6,
            897.3,
            941.8,
            1002.5,
        ),
        (
            "Los ingresos operacionales",
            "Los ingresos de Cementos del Magdalena",
            "Las ventas consolidadas",
        ),
        (
            ("{s} crecieron {m}", rose),
            ("{s} cayeron {m}", fell),
            ("{s} no cayeron", held_up),
            ("{s} no cayeron en ningún trimestre frente al anterior", never_fell),
            ("{s} no crecieron", held_down),
        ),
        _approx_pct,
        True,
        (
            "{s} fueron mayores en cada trimestre de 2024 que en el mismo trimestre de 2023",
            "{s} fueron menores en cada trimestre de 2024 que en el mismo trimestre de 2023",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            24.1,
            25.3,
            23.8,
            22.9,
            21.4,
            20.8,
            22.6,
            23.5,
            24.7,
            25.9,
            26.4,
            25.1,
            26.8,
            27.4,
            26.9,
            28.2,
        ),
        (
            "El margen EBITDA",
            "El margen EBITDA de Cementos del Magdalena",
            "La rentabilidad operativa (margen EBITDA)",
        ),
        (
            ("{s} mejoró {m}", rose),
            ("{s} se deterioró {m}", fell),
            ("{s} no se deterioró", held_up),
            ("{s} no subió", held_down),
            ("{s} no bajó en ningún trimestre frente al anterior", never_fell),
        ),
        _by_points,
        False,
        (
            "{s} fue mejor en cada trimestre de 2024 que en el mismo trimestre de 2023",
            "{s} fue peor en cada trimestre de 2024 que en el mismo trimestre de 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            3.4,
            3.3,
            3.1,
            3.2,
            3.5,
            3.6,
            3.4,
            3.1,
            2.9,
            2.8,
            2.6,
            2.7,
            2.5,
            2.3,
            2.2,
            2.0,
        ),
        (
            "La deuda neta / EBITDA",
            "El apalancamiento de Cementos del Magdalena (deuda neta / EBITDA)",
            "El indicador de deuda neta sobre EBITDA",
        ),
        (
            ("{s} bajó {m}", fell),
            ("{s} subió {m}", rose),
            ("{s} no subió", held_down),
            ("{s} no subió en ningún trimestre frente al anterior", never_rose),
            ("{s} bajó todos los trimestres", fell_every_quarter),
        ),
        _by_times,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_financial_debt_cop_bn",
        (
            2350.2,
            2398.7,
            2441.3,
            2502.1,
            2480.5,
            2455.2,
            2410.8,
            2395.6,
            2290.4,
            2180.7,
            2105.3,
            2010.9,
            1932.6,
            1850.2,
            1781.4,
            1702.3,
        ),
        (
            "La deuda financiera bruta",
            "La deuda financiera de Cementos del Magdalena",
            "El endeudamiento financiero consolidado",
        ),
        (
            ("{s} se redujo {m}", fell),
            ("{s} aumentó {m}", rose),
            ("{s} bajó todos los trimestres", fell_every_quarter),
            ("{s} no aumentó", held_down),
            ("{s} no se redujo", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_cop_bn",
        (
            45.2,
            61.8,
            58.3,
            -22.7,
            52.1,
            70.4,
            66.9,
            74.3,
            48.6,
            -15.2,
            63.8,
            71.5,
            69.4,
            82.1,
            78.6,
            95.3,
        ),
        (
            "La utilidad neta",
            "La utilidad neta de Cementos del Magdalena",
            "El resultado neto atribuible a los accionistas",
        ),
        (
            ("{s} mejoró en {m}", rose),
            ("{s} empeoró en {m}", fell),
            ("{s} no empeoró", held_up),
            ("{s} no mejoró", held_down),
            ("{s} no bajó en ningún trimestre frente al anterior", never_fell),
        ),
        _by_cop,
        False,
        (
            "{s} fue mejor en cada trimestre de 2024 que en el mismo trimestre de 2023",
            "{s} fue peor en cada trimestre de 2024 que en el mismo trimestre de 2023",
        ),
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise,
    or a fall: `shrinking`), then year over year in each quarter of 2024. Pairs too close to
    call are left out. The verbs agree with the subject: plural for the ingresos."""
    plural = trend.field == "revenue_cop_bn"
    up_all, down_all = trend.year_on_year
    grow = "crecieron" if plural else "creció"
    fall = "cayeron" if plural else "cayó"
    return _growth_specials(
        trend,
        up_all=up_all,
        down_all=down_all,
        faster=f"{{s}} {grow} más rápido en 2024 que en 2023",
        slower=f"{{s}} {grow} más despacio en 2024 que en 2023",
        grew=f"{{s}} {grow} a una tasa compuesta anual de dos dígitos entre el cuarto trimestre "
        "de 2022 y el cuarto trimestre de 2024",
        shrank=f"{{s}} {fall} a una tasa compuesta anual de dos dígitos entre el cuarto "
        "trimestre de 2022 y el cuarto trimestre de 2024",
        end=15,
        shrinking=True,
    )


_CLAIM_FRAMES: Final = (
    "Informe de seguimiento de emisores, Comité de Inversiones (anexo 3; posición de los fondos: "
    "{valor}, {part}): {claim} [1].",
    "Acta n.º 215 del Comité de Inversiones, punto 5 del orden del día (seguimiento a emisores): "
    "{claim} [1]. El Comité decidió por unanimidad mantener la posición (dividendo decretado: "
    "$ 312 por acción).",
    "{Claim} [1] – nota del gerente de portafolio, Fondo de Mayor Riesgo; seguimos overweight "
    "frente al benchmark ({part}).",
    "| Emisor | Valor de mercado | Participación | Comentario |\n|---|---|---|---|\n| Cementos "
    "del Magdalena S.A. (CEMAGDA) | {valor} | {part} | {Claim} [1] |",
    "Hi Mike – for tomorrow's call on CEMAGDA (we hold {valor}): {claim} [1]. Seguimos "
    "con la posición, no hay que hacer el rebalanceo todavía.",
)

_MARKET_VALUES: Final = (
    "$ 684,2 miles de millones",
    "$ 0,68 billones",
    "COP 684.215 millones",
)
_PARTS: Final = (
    "4,7 % de las acciones en circulación",
    "6,2 % de la emisión de bonos 2031",
    "4,7 %",
)


def _holding(rng: random.Random) -> dict[str, str]:
    """The fondos' valor de mercado in Cementos del Magdalena and their participación, drawn for
    each claim's frame."""
    return {"valor": rng.choice(_MARKET_VALUES), "part": rng.choice(_PARTS)}


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
    """Batch ZZZZP: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
