"""Held-out batch ZZZF: every flaw kind again, in the voice of a microfinance and impact
private-debt fund: Tessaly Frontier Debt Fund, a sub-fund of Tessaly Inclusive Finance S.A.,
SICAV-SIF (Luxembourg), managed by Tessaly Impact Asset Management S.à r.l. (the AIFM), which
lends senior and subordinated loans in hard currency (USD, EUR) and in local currency (KES, KZT,
UZS, GEL, PEN, hedged through TCX or back-to-back) to microfinance institutions (MFIs), SME banks
and fintech lenders in Central Asia, Sub-Saharan Africa and Latin America. Its people and papers:
the issuing document (Part B, the sub-fund's special section, with its investment restrictions)
and the investment guidelines (IG) the Board of Directors of the SICAV adopts; the credit
committee's (CC) decision records with their portfolio conditions and covenants (PAR30, CAR,
D/E, open FX position); the side letter of the anchor investor, a development finance institution
(the Rhenish Development Finance Company, RDFC) with its exclusion list and outreach targets, and
its portfolio officer's e-mails; the local-currency hedging policy; the SPI4 social-performance
report; the CIO's Teams messages; the regional investment officers' (RIOs: Central Asia, East
Africa, LatAm) e-mails, WhatsApp lines and pipeline-call notes; the risk officer's quarterly risk
report; the Board's minutes, resolutions and delegation matrix; the impact manager's limits
template.

Batch ZZZF is built like ZZZD - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZC and ZZZD (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
CC decision record, a RIO's e-mail, the risk report's table or a Board extract (chat answers),
as the impact manager's limits template returned after the request (`template_inputs`, a bare
number in the constraint's unit, *after* the request) or as Part B of the issuing document or
RDFC's side letter given ahead of the request (`mandate`, cited as a clause); the misquote
pairing in which each structure meets every one of its eight subjects; floors in the latitude
bands (women's outreach and investees' CAR are floors), bands whose low end is four-fifths of
their top (a women's-share floor of 70 % must not make a band past 100 %), each granted case
assuming the point a quarter of the way up its band; breach ratios of 1.4 (cap) and 0.6 (floor),
uncited twins at 0.75 of a cap and 1.3 times a floor; limits as shares written the continental
way ("12,5 %", "7,5 pct") beside the Anglo way ("12.5% of total assets"), in bps (portfolio
PAR30, also written "4 %" or "4% of GLP") and as a multiple (investee D/E, "6x", "6 times
equity", "6:1"); an objective's earlier wording deleted by a Board resolution or set against
the adopted one in an IG comparison (structure 1), each wanted objective met in every structure
(`turn`); and a trend request of its own (the CC memo's listed-peer section, its heading, an
as-of date after its quarters) over twenty quarters (2017-2021), comparing 2021 with 2020
(`end=19`), with a signed series (net income, a loss in 2020) among its trends.

Decoy numbers (no truth depends on them): the sub-fund's NAV (USD 212,4m), the number of
borrowers and countries (47 in 19), loan sizes and tenors (USD 4m 36-month senior, PEN 15m, KES
450m, UZS tenors of 18-24 months), TCX all-in hedge costs (~14,2 % for KZT), the RDFC drawdown
(USD 25m), a CC vote (4:1), the pipeline awaiting disbursement (USD 38,5m), the peer's active
borrowers (412.000) and its women's share (68 %), its price-to-book and the KES/USD rate, a
prepayment fee, dates written 12.09. or 31.12.2021, article, clause and section numbers.
Its parts:

* limits as the fund's people state them: a CC decision record with its portfolio condition, a
  RIO's e-mail quoting the IG, Part B of the issuing document (a mandate message given before the
  request), the impact manager's limits template (a bare number in the constraint's unit,
  template inputs given after the request), RDFC's side letter (a mandate message given before
  it), the risk report's "Limit / IG / 31.12. actual" table whose actual is a decoy, and an
  extract of the Board minutes, each in turn; number forms "20 %", "20% of the portfolio" and
  "20 pct" for a country's or the tier-3 share, "7,5 %", "7.5% of total assets" and "7.5 per
  cent" for one obligor, "15 %", "15% of NAV" and "15 percent" for the open FX position, "400
  bps", "4 %" and "4% of GLP" for PAR30, "60 %", "60% of active clients" and "60 pct women" for
  women's outreach, "15 %", "15% of RWA" and "15 per cent" for CAR, "6x", "6 times equity" and
  "6:1" for D/E; subjects: any one country's share, any one MFI's share, unhedged local-currency
  exposure, tier-3 MFIs' share, portfolio-weighted PAR30 (a cap in bps), investee D/E (a cap, a
  multiple), and two floors: the share of end-borrowers who are women and investees' weighted
  CAR (fractions);
* requests (a RIO's e-mail, pipeline-call notes, a RIO on WhatsApp, a note for the CC, the Board
  pre-read) deferring the limit to an IG copy without its annex of numbers, a desk that could
  not say it, a CC that parked it, a Board that has not yet adopted it, or an IG review still
  consulting the DFIs (none of them the document a twin's answer is, so that no twin's request
  says its answer is blank);
* provenance misquoting its source: an earlier term sheet or IG draft changed in the final
  version; RDFC's portfolio officer or the CC refusing a request; the 31.12. actual in the risk
  report (prose, or an "Indicator / 31.12. / IG limit" table); another restriction beside it in
  the IG extract; and Fund I's figure or a peer survey quoted for comparison;
* mandates as Part B of the issuing document in the mandate's fields under a numbered key
  (`issuing_document.part_b.4.3(d)`), the investment guidelines as a message, RDFC's side letter,
  the Board's resolutions in the mandate's fields (`sicav_board.resolutions[1]`) and the credit
  risk policy;
* latitude granted as an IG corridor left to the portfolio manager, a CC delegation matrix
  table, the CIO's e-mail and RDFC's confirmation; refused as a Board resolution fixing the level,
  RDFC's portfolio officer keeping the side-letter figure and CC minutes declining; each twin the
  same text granting it; floors as well as caps; placed in the IG's delegations (fields), the
  Board's delegation matrix (a message) or a term sheet's annex of flexibilities (fields);
* objectives as Part B's investment objective, the CC's allocation paper, RDFC's portfolio
  officer, the Board pack's strategy page and the CIO on Teams (tracking the FIDI, a frontier
  inclusive-finance debt index), with an earlier wording deleted by a Board resolution or set
  against the adopted one in an IG comparison, and a later message after RDFC's annual review
  or from the CIO replacing an earlier one;
* leakage as the risk and impact teams write it: a PD model, LCY depreciation scenarios, an LGD
  assumption, country-score haircuts and a hedge-cost curve fitted on periods reaching into the
  test years (MIX Market MFI financials, borrowers' PAR30 reports, frontier spot rates, TCX
  forward quotes, the fund's own repayment history, its annual country reviews), and whole
  sentences (a quarter-end PAR30 taken from audited accounts signed months later, a hedge priced
  at a forward quoted after disbursement, a loan flagged non-performing from its disbursement
  because it was later restructured, country weights from a later WEO edition); each clean twin
  in the same form, ending before the first test date (2 January 2015), and where the data are
  published late, ending where they were out before it (MIX financials to FY2013);
* trend claims on Mwangaza Microfinance Bank plc (an NSE-listed deposit-taking MFI, the fund's
  listed peer) - gross loan portfolio and customer deposits (KES bn), PAR30 (%), net income
  (KES m, a signed series with a 2020 loss) and the capital adequacy ratio - over twenty
  quarters (2017 Q1-2021 Q4: the 2020 Covid moratoria and the 2021 recovery), as the CC memo's
  listed-peer section, a RIO's e-mail, the SPI4 report's market context, a "Listed peer / Per the
  filings" table and the Board pack's country review; horizons covered by the series against
  uncovered ones ("since its 2012 listing on the NSE"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
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

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270153
KINDS: Final = ALL_KINDS
TAG: Final = "zzzf"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfmf0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfmf1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfmf2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzfmf3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzfmf5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzfmff"

_SICAV: Final = "Tessaly Inclusive Finance S.A., SICAV-SIF"
_SUB_FUND: Final = "Tessaly Frontier Debt Fund"
_DFI: Final = "Rhenish Development Finance Company (RDFC)"


# --- numbers as a microfinance fund's CIO, RIOs, risk officer and lawyers write them -----------


def _eu(x: float) -> str:
    """A number the continental way, with a decimal comma: "12,5", "20"."""
    return _g(x).replace(".", ",")


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "20 %", "20% of the portfolio", "20 pct"."""
    p = value * 100
    return {"eu": f"{_eu(p)} %", "pf": f"{_g(p)}% of the portfolio", "pct": f"{_eu(p)} pct"}


def _asset_forms(value: float) -> dict[str, str]:
    """One obligor's share of the sub-fund: "7,5 %", "7.5% of total assets", "7.5 per cent"."""
    p = value * 100
    return {"eu": f"{_eu(p)} %", "ta": f"{_g(p)}% of total assets", "pc": f"{_g(p)} per cent"}


def _nav_forms(value: float) -> dict[str, str]:
    """The open FX position: "15 %", "15% of NAV", "15 percent"."""
    p = value * 100
    return {"eu": f"{_eu(p)} %", "nav": f"{_g(p)}% of NAV", "pc": f"{_g(p)} percent"}


def _par_forms(value: float) -> dict[str, str]:
    """Portfolio-weighted PAR30, in bps: "400 bps", "4 %", "4% of GLP"."""
    p = value / 100
    return {"bps": f"{_g(value)} bps", "eu": f"{_eu(p)} %", "glp": f"{_g(p)}% of GLP"}


def _women_forms(value: float) -> dict[str, str]:
    """Women's share of end-borrowers: "60 %", "60% of active clients", "60 pct women"."""
    p = value * 100
    return {"eu": f"{_eu(p)} %", "cl": f"{_g(p)}% of active clients", "pct": f"{_eu(p)} pct women"}


def _car_forms(value: float) -> dict[str, str]:
    """Investees' capital adequacy: "15 %", "15% of RWA", "15 per cent"."""
    p = value * 100
    return {"eu": f"{_eu(p)} %", "rwa": f"{_g(p)}% of RWA", "pc": f"{_g(p)} per cent"}


def _leverage_forms(value: float) -> dict[str, str]:
    """Investee debt to equity: "6x", "6 times equity", "6:1"."""
    return {"x": f"{_g(value)}x", "times": f"{_eu(value)} times equity", "ratio": f"{_g(value)}:1"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its code on the impact
    manager's limits template, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_COUNTRY: Final = _Subject(
    ("max_country_share", "singleCountryCap"),
    (
        "exposure to any single country",
        "the largest country's share of the loan book",
        "any one country's weight in the portfolio",
    ),
    "LIM-01 country_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_OBLIGOR: Final = _Subject(
    ("max_single_borrower_share", "obligorLimit"),
    (
        "exposure to any one MFI (the single-obligor limit)",
        "the single-borrower concentration",
        "the largest investee's share of the sub-fund",
    ),
    "LIM-02 obligor_max",
    "fraction",
    (0.05, 0.075, 0.1),
    _asset_forms,
)
_OPEN_FX: Final = _Subject(
    ("max_unhedged_lcy_share", "openFxLimit"),
    (
        "unhedged local-currency exposure",
        "the sub-fund's open FX position",
        "LCY loans not covered by a TCX or back-to-back hedge",
    ),
    "LIM-05 open_fx_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _nav_forms,
)
_TIER3: Final = _Subject(
    ("max_tier3_share", "tier3Cap"),
    (
        "tier-3 MFIs, in aggregate",
        "the tier-3 bucket",
        "loans to small (tier-3) institutions",
    ),
    "LIM-04 tier3_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_PAR30: Final = _Subject(
    ("max_portfolio_par30_bps", "par30CeilingBps"),
    (
        "the portfolio-weighted PAR30 of our investees",
        "the book's weighted PAR>30",
        "average portfolio-at-risk over 30 days across borrowers",
    ),
    "LIM-07 par30_wavg_max",
    "bps",
    (300.0, 400.0, 500.0),
    _par_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_borrower_debt_to_equity", "leverageCap"),
    (
        "investee debt-to-equity",
        "borrower leverage (D/E)",
        "the weighted D/E of the lenders we fund",
    ),
    "COV-03 de_max",
    "multiple",
    (5.0, 6.0, 7.0),
    _leverage_forms,
)
_WOMEN: Final = _Subject(
    ("min_women_borrower_share", "womenOutreachFloor"),
    (
        "the share of end-borrowers who are women",
        "women's outreach",
        "loans reaching female clients",
    ),
    "IMP-02 women_min",
    "fraction",
    (0.5, 0.6, 0.7),
    _women_forms,
    floor=True,
)
_CAR: Final = _Subject(
    ("min_borrower_car", "carFloor"),
    (
        "the portfolio-weighted capital adequacy ratio of investees",
        "borrowers' average CAR",
        "investee capitalisation (CAR)",
    ),
    "COV-01 car_min",
    "fraction",
    (0.12, 0.15, 0.18),
    _car_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _COUNTRY,
    _OBLIGOR,
    _OPEN_FX,
    _TIER3,
    _PAR30,
    _LEVERAGE,
    _WOMEN,
    _CAR,
)

_RATIONALES: Final = (
    "what the predecessor fund's IG had",
    "typical for MIVs of our size, per the last peer survey",
    "what the DFIs usually put in side letters",
    "a placeholder until the Board adopts the IG",
    "the RIO's working assumption",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the sub-fund's MFI, SME-bank and fintech loans under Part B's "
    "investment restrictions, the investment guidelines, RDFC's side letter and the CC's "
    "conditions",
    "the best risk-adjusted return within the sub-fund's limits",
    "solve the target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the sub-fund's documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "at least" if s.floor else "no more than"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _shorthand(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-allocate the Q3 pipeline (KazMicro LLP USD 4m 36-month senior, Fundación Andina de "
    "Crédito PEN 15m, Wakulima SACCO KES 450m)",
    "size the new tranche for Pamir Growth Microcredit CJSC (USD 2,5m, 24 months, bullet)",
    "rebuild the target weights after the USD 25m RDFC drawdown",
    "re-run the allocation with the two Uzbek fintech lenders added (UZS tenors 18-24m)",
    "update the country and borrower weights for the next board pack",
)
_DEFERRALS: Final = (
    "my copy of the IG has no annex with the numbers, so I don't know the limit on {noun}",
    "nobody on the desk could tell me the limit on {noun}; the RIO notes just say 'per docs'",
    "the CC parked {noun} until the November meeting",
    "the Board has not yet adopted a figure for {noun}",
    "{noun} is an open point in the IG review, the impact manager is still consulting the DFIs",
)
_REQUEST_FRAMES: Final = (
    "From: Daniyar Seitkali (RIO Central Asia)\nTo: Portfolio Management\nSubject: Q3 pipeline"
    "\n\nHi Ines, could you {task}? NB {deferral}.\n\nBR, Daniyar",
    "Pipeline call 12.09. - USD 38,5m CC-approved, awaiting disbursement; KZT hedges via TCX at "
    "~14,2 % all-in.\nAction PM: {task}.\nOpen: {deferral}.",
    "WhatsApp - Rodrigo Paz (RIO LatAm)\npls {task} before Fri. fyi {deferral}",
    "Note for the Credit Committee of 03.10.: {Task}. {Deferral}.",
    "Board pre-read (SICAV, Luxembourg) - NAV USD 212,4m, 47 borrowers in 19 countries.\n"
    "Request: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy actual; the answer's kind; whether it comes
#: ahead of the request); {noun}, {v}, {key}, {unit}, {bound}, {sign}, {short}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind, bool], ...]] = (
    (
        "CREDIT COMMITTEE - DECISION RECORD CC-2023/041\nBorrower: KazMicro Finance LLP "
        "(tier 2, KZ). Facility: USD 4m senior, 36 months. Decision: approved 4:1.\n"
        "Portfolio condition: {noun} to stay {sign} {v} after disbursement.",
        "figures",
        "clarification_answer",
        False,
    ),
    (
        "From: Wanjiru Kamau (RIO East Africa)\nRe: limits\n\nHi - checked with Ines, the IG "
        "has {noun} at {short} {v}. pls use that, not a placeholder.\n\nWanjiru",
        "figures",
        "clarification_answer",
        False,
    ),
    (
        "ISSUING DOCUMENT - PART B: SPECIAL SECTION, " + _SUB_FUND.upper() + "\n"
        "4. Investment restrictions. The Sub-Fund shall ensure that {noun} is {sign} {v}, "
        "tested on each Valuation Day.",
        "figures",
        "mandate",
        True,
    ),
    (
        "IG LIMITS TEMPLATE - returned by the impact manager\nLimit code: {key}\nType: {short}\n"
        "Unit: {unit}\nValue: {v}\nSource: IG as adopted by the Board",
        "bare",
        "template_inputs",
        False,
    ),
    (
        "SIDE LETTER - " + _DFI + "\nto " + _SICAV + "\n"
        "Clause 7 (Portfolio commitments). The AIFM shall procure that {noun} is {sign} {v} "
        "for as long as RDFC holds shares of the Sub-Fund.",
        "figures",
        "mandate",
        True,
    ),
    (
        "From the risk officer's quarterly risk report:\n"
        "| Limit | IG | 31.12. actual |\n|---|---|---|\n| {Noun} | {op} {v} | {obs} |",
        "table",
        "clarification_answer",
        False,
    ),
    (
        "Extract of the minutes of the Board of Directors of the SICAV, Luxembourg: "
        "IT IS RESOLVED that {noun} be {sign} {v}, with immediate effect.",
        "figures",
        "clarification_answer",
        False,
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """A quarter-end actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.25 if s.floor else value * 0.6, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the impact manager types it into the template."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    if s.unit == "multiple":
        return f"{value:.1f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind, _first = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_shorthand(s),
        op=_op(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: Part B and the
    side letter come before the request and are cited as clauses; the impact manager's template
    comes back after it, as a document filled in."""
    _frame, _form, kind, first = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_guidelines": {
        "eligible_borrowers": "Regulated or supervised MFIs, SME banks and fintech lenders with "
        "at least three years of audited accounts.",
        "exclusions": [
            "No lending to borrowers on RDFC's exclusion list (weapons, tobacco, gambling, "
            "forced or child labour).",
            "No equity or mezzanine instruments without a Board resolution.",
            "No borrower that has not endorsed the Client Protection Principles.",
        ],
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: another restriction beside it in the IG extract: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "LIM-01 country_max": ("5.2 Any one region (Central Asia, SSA, LatAm)", 0.45),
    "LIM-02 obligor_max": ("5.4 Any one group of connected borrowers", 0.12),
    "LIM-05 open_fx_max": ("5.8 LCY loans hedged back-to-back, minimum", 0.6),
    "LIM-04 tier3_max": ("5.5 Greenfield MFIs (under three years of operations)", 0.04),
    "LIM-07 par30_wavg_max": ("5.9 Write-offs at portfolio level, trailing 12 months", 250.0),
    "COV-03 de_max": ("5.11 Debt-to-equity of a fintech lender", 4.0),
    "IMP-02 women_min": ("6.2 Loans to rural borrowers, minimum", 0.35),
    "COV-01 car_min": ("5.10 Tier-1 capital ratio of a borrower, minimum", 0.1),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier draft's figure, changed in the final version
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The term sheet of 14.02. still had {wrong} for {noun}; the final CC approval "
                f"changed that to {right}."
            )
        else:
            text = (
                f"IG draft v0.9 (July) proposed {wrong} for {noun}. The version the Board "
                f"adopted in September says {right}."
            )
    elif structure == 1:  # a request refused
        wrong_value = _away(s, value, 1.4, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked RDFC to accept {wrong} for {noun}. Their portfolio officer said no, "
                f"so the side-letter figure of {right} stands."
            )
        else:
            text = (
                f"CC minutes, AOB: the RIO's request to go to {wrong} on {noun} for the Pamir "
                f"deal was declined. Limit remains {right}."
            )
    elif structure == 2:  # the sub-fund's actual in the quarterly risk report
        wrong_value = _actual(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk report as at 31.12.: {noun} came in at {wrong}, against the IG "
                f"{_bound(s)} of {right}."
            )
        else:
            text = (
                "| Indicator | 31.12. | IG limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_shorthand(s)} {right} |"
            )
    elif structure == 3:  # another restriction in the same section
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_bound(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IG, section 5-6 (extract sent by the risk officer)\n- " + "\n- ".join(lines)
    else:  # the predecessor fund's or the market's figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Fund I (the 2012 vintage) allowed {wrong} for {noun}; this sub-fund's IG "
                f"sets {right}."
            )
        else:
            text = (
                f"Our IG: {noun}, {right}. The MIV peer survey puts the market norm at {wrong} - "
                f"context, not a limit of ours."
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses as Part B, the IG, the side letter, the Board, the credit risk policy -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # Part B of the issuing document in the mandate's fields, numbered keys
        part_b: dict[str, JsonValue] = {
            "4.1": "The Sub-Fund invests in senior and subordinated loans to financial "
            "institutions serving micro, small and medium enterprises and low-income households.",
            "4.2": "Loans in local currency are hedged unless the Investment Guidelines allow "
            "otherwise.",
            "4.3(d)": f"The Sub-Fund shall ensure that {noun} is {_sign(s)} {written}.",
        }
        return (
            {"issuing_document": {"sub_fund": _SUB_FUND, "part_b": part_b}},
            None,
            "issuing_document.part_b.4.3(d)",
        )
    if shape == 1:
        guidelines = (
            "INVESTMENT GUIDELINES - " + _SUB_FUND + " (adopted by the Board of the SICAV)\n"
            "Instruments: senior and subordinated loans, hard and local currency, tenors up to "
            "five years.\n"
            f"Limit: {noun} {_op(s)} {written}.\n"
            "Approvals: any single loan above USD 5m needs the full credit committee."
        )
        return None, guidelines, MANDATE_ID
    if shape == 2:
        letter = (
            "SIDE LETTER - " + _DFI + "\n"
            "Clause 3 (Exclusion list): the AIFM applies RDFC's exclusion list to every loan.\n"
            f"Clause 7 (Portfolio commitments): the AIFM shall keep {noun} {_sign(s)} {written}.\n"
            "Clause 9 (Reporting): SPI4 results annually, within 120 days of year-end."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the Board's resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "Resolution 2023/04: the NAV is calculated monthly by the central administration.",
            f"Resolution 2023/05: {_cap(noun)} shall be {_sign(s)} {written} at all times.",
            "Resolution 2023/06: the AIFM reports limit breaches to the Board within five "
            "business days.",
        ]
        return (
            {"sicav_board": {"sicav": _SICAV, "resolutions": resolutions}},
            None,
            "sicav_board.resolutions[1]",
        )
    policy = (
        "CREDIT RISK POLICY - " + _SUB_FUND + " (approved by the Board, reviewed annually)\n"
        "Scope: all loans to MFIs, SME banks and fintech lenders.\n"
        f"Portfolio rule: {_cap(noun)} - {_shorthand(s)} {written}.\n"
        "Escalation: any breach goes to the CC at its next meeting and to the Board."
    )
    return None, policy, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-run the allocation across the pipeline; every IG limit, the side letter and the CC "
    "conditions apply.",
    "Rebuild the sub-fund's target weights inside Part B and the investment guidelines.",
    "Before the CC on Thursday, re-optimise the book within all of the sub-fund's limits.",
    "Fit the Pamir tranche into the portfolio without breaching anything we have signed.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the sub-fund's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.3,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IG 7.3 (corridors): the portfolio manager sets the {bound} on {noun} anywhere within "
    "{lo} to {hi} without reverting to the Board.",
    "CC delegation matrix\n| Parameter | Corridor | Decision level |\n|---|---|---|\n"
    "| {Bound} - {noun} | {lo}-{hi} | PM (no CC vote inside the corridor) |",
    "From: Ines Marchetti (CIO)\n{Noun}: set the {bound} where you think best between {lo} "
    "and {hi}, I'll sign it off.",
    "RDFC confirms that the AIFM may set the {bound} on {noun} at its discretion between {lo} "
    "and {hi}, with notice in the next quarterly report.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Board of Directors, resolution 2023/07: the {bound} on {noun} is fixed at {point}. The "
        "{lo}-{hi} corridor proposed by the AIFM was not adopted.",
        "Board of Directors, resolution 2023/07: the {lo}-{hi} corridor proposed by the AIFM for "
        "the {bound} on {noun} was adopted; the portfolio manager sets it within the corridor.",
    ),
    (
        "Mette Kjaer (RDFC portfolio officer): we can't agree to a {lo}-{hi} range for {noun}. "
        "The side letter keeps the {bound} at {point}.",
        "Mette Kjaer (RDFC portfolio officer): fine with a {lo}-{hi} range for {noun}; set the "
        "{bound} where you see fit within it.",
    ),
    (
        "CC minutes, AOB: request for flexibility on the {bound} on {noun} ({lo} to {hi}) - "
        "declined, stays at {point}.",
        "CC minutes, AOB: request for flexibility on the {bound} on {noun} ({lo} to {hi}) - "
        "approved, the PM picks the level within it.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a maximum or a minimum."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"^[\d.,]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the fund writes one, all in one form, the low end bare and the top
    with its unit ("15-20 %", "300-400 bps", "4,8-6 times equity", "15 to 20% of RWA")."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice([k for k in forms[0] if k != "ratio"])  # "4:1-5:1" reads badly
    lo, hi, mid = (f[key] for f in forms)
    found = _LEADING_NUMBER.match(lo)  # the unit once, at the top
    assert found is not None, lo
    return {"lo": found.group(0), "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IG's delegations (fields), in the Board's delegation matrix (a
    mandate message), or in a term sheet's annex of flexibilities (fields)."""
    if shape == 0:
        return {"investment_guidelines": {"delegations": {"portfolio_manager": text}}}, None
    if shape == 1:
        return None, f"DELEGATION MATRIX - approved by the Board of the SICAV on 21.06.\n\n{text}"
    flexibilities: list[JsonValue] = [text, "Prepayment: allowed after month 12, fee 1 %."]
    return {"term_sheet_annex": {"flexibilities": flexibilities}}, None


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a quarter of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    low_ratio=0.8,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as Part B, the CC's allocation paper, RDFC's portfolio
#: officer, the Board pack and the CIO on Teams put them; the first of each is one line, so that
#: a Board resolution can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Part B, art. 3 (Investment objective): the best risk-adjusted return on the loan book, "
        "i.e. the highest Sharpe ratio.",
        "CC paper 'Allocation approach':\nweights that maximise return per unit of volatility "
        "(Sharpe); yield alone is not the yardstick.",
        "RDFC portfolio officer: we anchored this fund for its risk-adjusted returns - please "
        "optimise the Sharpe ratio.",
        "Board pack, strategy page: the allocation maximises excess return over risk (Sharpe "
        "ratio).",
        "Ines (CIO) on Teams: weights -> max Sharpe. full stop.",
    ),
    "variance": (
        "Part B, art. 3 (Investment objective): a NAV as stable as possible, i.e. the "
        "lowest-variance loan book we can build.",
        "CC paper 'Allocation approach':\nweights for minimum variance; no return forecasts in "
        "the optimiser.",
        "RDFC portfolio officer: our board wants a steady fund; minimise portfolio variance, "
        "nothing else.",
        "Board pack, strategy page: the allocation minimises the volatility of the book, "
        "whatever the expected yields.",
        "Ines (CIO) on Teams: min variance weights pls, ignore the yield estimates.",
    ),
    "tracking": (
        "Part B, art. 3 (Investment objective): returns in line with the FIDI (Frontier "
        "Inclusive-Finance Debt Index, USD) with the least deviation.",
        "CC paper 'Allocation approach':\nweights that keep us as close as possible to the FIDI "
        "- smallest tracking error.",
        "RDFC portfolio officer: we measure you against the FIDI, so minimise tracking error to "
        "it.",
        "Board pack, strategy page: the allocation mirrors the FIDI debt index with minimal "
        "tracking error.",
        "Ines (CIO) on Teams: hug the FIDI. min TE.",
    ),
    "return": (
        "Part B, art. 3 (Investment objective): the highest expected yield on the loan book, "
        "with no penalty for risk.",
        "CC paper 'Allocation approach':\nweights for the highest expected return; risk is not "
        "part of the objective.",
        "RDFC portfolio officer: this sleeve is about return - maximise expected return, no "
        "risk adjustment.",
        "Board pack, strategy page: the allocation maximises expected return, unadjusted for risk.",
        "Ines (CIO) on Teams: max expected return weights, no risk adj.",
    ),
}
_AMENDMENTS: Final = (
    'Board resolution amending Part B: the sentence "{old}" is deleted and replaced by:\n"{new}"',
    "IG v2.1 against v2.0, art. 3\nOLD (withdrawn): {old}\nNEW (adopted): {new}",
)
_FOLLOW_UPS: Final = (
    "Follow-up after RDFC's annual review call - this supersedes the objective in my earlier "
    "message:\n\n{new}",
    "From: Ines Marchetti (CIO)\nCorrection to yesterday's note; the objective is now:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Allocation for the Q4 pipeline:\n\n{ask}",
    "{ask}\n\nPlease set the sub-fund's target weights on that basis. - PM desk",
    "Sub-fund snapshot: NAV USD 212,4m, 47 MFIs in 19 countries, 38 % in LCY, PAR30 3,1 %.\n\n"
    "{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the sub-fund's loans to MFIs, SME banks and fintech lenders",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the target weights",
)


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a quoted earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_AMENDMENTS[(i // 4) % len(_AMENDMENTS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording in the same text, deleted by a
    Board resolution or withdrawn in an IG comparison; every fourth from the fourth an earlier
    message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _amended},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "MIX Market MFI financials for FY2005-FY2017",
        "MIX Market MFI financials for FY2005-FY2013",
    ),
    (
        "borrowers' monthly PAR30 reports from Jan-2008 to Sep-2016",
        "borrowers' monthly PAR30 reports from Jan-2008 to Sep-2014",
    ),
    (
        "KES, KZT, UZS, GEL and PEN spot rates, 01.01.2006-30.06.2018",
        "KES, KZT, UZS, GEL and PEN spot rates, 01.01.2006-31.12.2014",
    ),
    (
        "TCX mid-market forward quotes, Jan-2009 to Dec-2019",
        "TCX mid-market forward quotes, Jan-2009 to Nov-2014",
    ),
    (
        "the repayment history of every loan the fund disbursed in 2007-2016, as observed at "
        "end-2016",
        "the repayment history of the fund's loans as observed at 30.09.2014",
    ),
    (
        "the fund's annual country reviews, 2009 to 2017 editions",
        "the fund's annual country reviews, 2009 to 2014 editions",
    ),
)
_ACTIONS: Final = (
    "the PD model's weights on PAR30, CAR and funding concentration were estimated",
    "the LCY depreciation scenarios used to price unhedged tranches were calibrated",
    "the LGD assumption for senior unsecured MFI loans was set",
    "the country-score haircuts in the allocation model were fitted",
    "the hedge-cost curve by currency and tenor was estimated",
)
_LEAK_FRAMES: Final = (
    "Risk methodology note RM-04, sec. 2: {action} on {period}.",
    "Model validation memo (independent risk function, Luxembourg): {action} from {period}, "
    "then held fixed across the three walk-forward folds.",
    "Board pack, annex C 'How the back-test works': {action} once, using {period}, before any "
    "fold was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each borrower's PAR30 at a quarter-end is taken from its audited annual accounts, "
        "which are signed off four to six months after the year closes.",
        "Each borrower's PAR30 at a quarter-end is the figure in the monthly report it sent us "
        "for that quarter, as received at the time.",
    ),
    (
        "Local-currency loans are hedged in the back-test at the forward rate TCX quoted three "
        "months after each disbursement date.",
        "Local-currency loans are hedged in the back-test at the forward rate TCX quoted on or "
        "before each disbursement date.",
    ),
    (
        "A loan counts as non-performing from its disbursement date whenever it was later "
        "restructured or written off.",
        "A loan counts as non-performing only from the date it was first reported more than 30 "
        "days past due.",
    ),
    (
        "Country weights use each country's 2015-2020 average GDP growth and inflation, as "
        "published in the IMF's April 2021 WEO.",
        "Country weights use the growth and inflation figures of the WEO edition published "
        "before each fold's first test date.",
    ),
)
_LEAK_ASKS: Final = (
    "The credit committee wants the allocation model walk-forward tested, three folds, before "
    "RDFC's annual review.",
    "Please back-test the country-and-currency allocation rules walk-forward over three folds "
    "for the board pack.",
    "Risk & impact team: a three-fold walk-forward test of the pipeline allocation model, please.",
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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Mwangaza Microfinance Bank"
_ENTITY: Final = "ent_mwangaza_microfinance_bank"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2017, 2018, 2019, 2020, 2021))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2021 against Q3", (18, 19)),
    ("over calendar 2021", (15, 19)),
    ("since the Covid shock of Q2 2020", (13, 19)),
    ("from Q1 2017 to Q4 2021", (0, 19)),
    ("between end-2017 and end-2019", (3, 11)),
    ("in the first half of 2020", (11, 13)),
    ("between end-2019 and end-2020", (11, 15)),
    ("since its 2012 listing on the NSE", None),
    ("before the 2016 interest-rate cap law", None),
    ("over the last decade", None),
)

#: what the claims answer: the credit committee memo's listed-peer section
_REQUEST: Final = TrendRequest(
    question="For the CC memo's listed-peer section: how has {company} performed?",
    heading="### Listed peer: " + _COMPANY + " plc (NSE: MWMB)",
    as_of="2022-04-29",
)


#: "by some 12 %", "by more than 10 %", "by almost 15 %"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {} %", short="by almost {} %", about="by some {} %"
)

_by_pp = partial(_change_by, "by {:.1f} pp", 0.3)

_by_points = partial(_change_by, "by {:.1f} points", 0.3)

_by_kes_bn = partial(_change_by, "by KES {:.1f}bn", 1.0)

_by_kes_m = partial(_change_by, "by KES {:.0f}m", 20.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "KES"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was higher than a year earlier in every quarter of 2021",
        "{s} was lower than a year earlier in every quarter of 2021",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "gross_loan_portfolio_kes_bn",
        (
            38.2,
            39.6,
            41.1,
            42.4,
            43.0,
            44.8,
            46.1,
            47.9,
            49.5,
            51.2,
            53.0,
            55.4,
            54.1,
            50.3,
            51.8,
            53.6,
            56.9,
            60.4,
            63.8,
            67.5,
        ),
        (
            "Gross loan portfolio",
            "Mwangaza Microfinance Bank's gross loan portfolio",
            "The bank's GLP",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never shrank from one quarter to the next", never_fell),
            ("{s} expanded in every quarter", rose_every_quarter),
            ("{s} did not shrink", held_up),
        ),
        _by_kes_bn,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "par30_pct",
        (
            4.8,
            5.1,
            4.9,
            4.6,
            4.4,
            4.5,
            4.2,
            4.0,
            3.9,
            4.1,
            3.8,
            3.6,
            4.9,
            9.7,
            8.4,
            7.1,
            6.2,
            5.5,
            5.1,
            4.7,
        ),
        (
            "PAR30",
            "Mwangaza Microfinance Bank's portfolio at risk over 30 days",
            "Portfolio at risk (>30 days)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_down),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_kes_m",
        (
            412.0,
            436.0,
            455.0,
            478.0,
            491.0,
            502.0,
            468.0,
            515.0,
            530.0,
            548.0,
            561.0,
            574.0,
            122.0,
            -846.0,
            -312.0,
            95.0,
            388.0,
            476.0,
            542.0,
            603.0,
        ),
        (
            "Net income",
            "Mwangaza Microfinance Bank's quarterly net profit",
            "Profit after tax",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} fell in every quarter", fell_every_quarter),
        ),
        _by_kes_m,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "customer_deposits_kes_bn",
        (
            29.4,
            30.1,
            31.5,
            32.8,
            33.9,
            35.2,
            36.0,
            37.7,
            39.1,
            40.6,
            42.3,
            44.0,
            45.8,
            47.9,
            50.2,
            52.6,
            55.1,
            58.3,
            61.0,
            64.4,
        ),
        (
            "Customer deposits",
            "Mwangaza Microfinance Bank's deposit base",
            "Deposits from customers",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} ran off {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} grew in every quarter", rose_every_quarter),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "capital_adequacy_ratio_pct",
        (
            21.4,
            21.0,
            20.6,
            20.9,
            20.1,
            19.8,
            19.5,
            19.9,
            19.2,
            18.8,
            18.4,
            18.9,
            18.1,
            16.2,
            16.9,
            17.4,
            17.8,
            18.3,
            18.6,
            19.1,
        ),
        (
            "The capital adequacy ratio",
            "Mwangaza Microfinance Bank's total capital to RWA",
            "CAR (total capital / RWA)",
        ),
        (
            ("{s} strengthened {m}", rose),
            ("{s} thinned {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} held its ground", held_up),
        ),
        _by_points,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2021 than in 2020",
    slower="{s} grew more slowly in 2021 than in 2020",
    grew="{s} compounded at a double-digit annual rate from end-2019 to end-2021",
    shrank="{s} shrank at a double-digit annual rate from end-2019 to end-2021",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2021, and for a growing item 2021 against 2020 and the two-year
    compound rate. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "CC memo, section 6 'Listed peer': {claim} [1]. MWMB trades at 0,6x book; our own exposure "
    "to the group is USD 7,5m senior, 3 years, KES-linked via TCX.",
    "From: Wanjiru Kamau (RIO East Africa)\nSent: 09.03.2022 17:42\nquick read of the MWMB "
    "filings - {claim} [1]. tier-2 peers look similar.",
    "SPI4 report 2021, 'Market context - Kenya': {claim} [1]; 68 % of its 412.000 active "
    "borrowers are women.",
    "| Listed peer | Per the filings |\n|---|---|\n| " + _COMPANY + " (MWMB) | {Claim} [1] |",
    "Board pack Q1-2022, item 5 (country review Kenya): {claim} [1]. KES/USD closed 2021 at 113,1.",
)


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
        special_step=7,
        left_out=lambda h, w, c: h.startswith("in Q4 2021") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZF: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
