"""Held-out batch ZZZI: every flaw kind again, in the voice of an Australian industry
superannuation fund: Coolabah Super (the Fund), whose trustee, Coolabah Super Pty Ltd (the
Trustee), runs a MySuper Balanced option and a menu of choice options (Growth, Indexed
Diversified, Conservative, Cash) under APRA's prudential standards - SPS 530 (investment
governance), SPS 515 (strategic planning and member outcomes) - and the Your Future, Your Super
(YFYS) performance test. Its people and papers: the Board-approved investment governance
framework (IGF) with its delegations schedule and its risk limits; each option's investment
strategy with its strategic asset allocation and ranges ("SAA 23.0% Australian shares, range
15-35%"), return objective ("CPI + 3.25% p.a. over rolling 10 years") and standard risk measure
(SRM); the Investment Committee's (IC) papers, minutes and resolutions; the Trustee Board's
resolutions and its instrument of delegation; the risk appetite statement (RAS); the SPS 530
limits register and the head of investment risk's monthly compliance dashboard; the asset
consultant's (Kestrel Partners) advice letters, capital market assumptions (CMAs) and peer
survey; the member-facing product disclosure statement (PDS) and its investment guide; and
e-mails and Teams messages between the CIO, the head of investment risk and the sector heads,
in Australian business English (financial years to 30 June, "FY25", "bps p.a.", "$A", "per
cent", "Board-delegated", "pcp").

Batch ZZZI is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZF and ZZZG (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as
the head of investment risk's e-mail, an IC resolution, the compliance dashboard or the asset
consultant's advice letter (chat answers), as the SPS 530 limits register's upload template
returned *after* the request (`template_inputs`, a bare number in the constraint's unit), or as
the IGF's or the PDS's text given *ahead of* the request (`mandate`, cited as a clause); the
misquote pairing in which each structure meets every one of its eight subjects; floors in the
latitude bands (liquid assets and the liquidity-stress coverage ratio are floors), bands whose
low end is three-fifths of their top (an SAA range is wide), each granted case assuming the
point three-quarters of the way up its band, each refused one a level fixed where the band's
middle is looser than it (the low end of a cap, the top of a floor: `point`); breach ratios of
1.3 (cap) and 0.7 (floor), uncited twins at 0.9 of a cap and 1.2 times a floor; limits as
shares of the option, of FUM, of the Australian equities sector, tracking error in bps p.a. and
a coverage multiple of stressed outflows; an objective's earlier wording struck through in the
IGF's tracked changes or revoked by a Board resolution (structure 1), each wanted objective met
in every structure (`structure` taken in blocks of four while the wanted objective turns each
case); and a trend request of its own (the Australian equities sector report for the IC, a
stock-note heading, an as-of date after the FY23 result) over sixteen quarters of the
Australian financial year (the September 2019 quarter, FY20 Q1, to the June 2023 quarter, FY23
Q4), comparing FY23 with FY22 (`end=15`), with two signed series among its trends (free cash
flow, and net debt that turns to net cash).

Decoy numbers (no truth depends on them): the Fund's size and members ($A 48.2bn FUM, 1.3m
members), the Balanced option's FUM ($A 31.6bn) and SRM (4), the CPI-plus return objective,
the YFYS test margin (41 bps), a $A 600m infrastructure co-investment, the AUD/USD rate, the
cash row of the SAA schedule (SAA 3.0%, range 1-8%), section, item and workstream numbers,
model versions, dates (1 July, 24 June, 31 May, the week of 9 June), positions at month-end on
the compliance dashboard, MRB's multiple and the Fund's share of its register, Teams
timestamps. Its parts:

* limits as the Fund's people state them: the head of investment risk's e-mail, an IC
  resolution, the IGF's section 7 (a mandate message given before the request), the SPS 530
  limits register's upload template (a bare number in the constraint's unit, template inputs
  given after the request), the compliance dashboard's "Limit / Threshold / Position 31-May /
  Status" table whose position is a decoy, Kestrel Partners' advice letter, and the PDS
  investment guide (a mandate message given before the request), each in turn; number forms
  "40%", "40.0% of the option" and "40 per cent of FUM" for Australian shares, "30%", "30 per
  cent" and "30% of total assets" for unlisted assets, "15% of FUM", "15 per cent of Fund
  assets" and "15.0%" for one external manager, "30% unhedged", "30 per cent of the option" and
  "30.0%" for foreign currency, "100 bps p.a.", "1.00% p.a." and "100 basis points per annum" for
  tracking error, "5% of the sector", "5 per cent of the Australian equities sector" and "5.0%"
  for one ASX stock, "18% of FUM in liquid assets", "18 per cent" and "18.0%" for liquid assets,
  "1.5x stressed outflows", "1.5 times" and "150% of stressed outflows" for the stress coverage;
  subjects: the Australian shares allocation, unlisted assets (property, infrastructure, private
  equity), any one external manager's share of FUM, unhedged foreign currency exposure, tracking
  error to the YFYS benchmark portfolio (a cap in bps), any one ASX-listed company's share of the
  Australian equities sector, and two floors: liquid assets' share of FUM and liquid assets as a
  multiple of the outflows of the SPS 530 liquidity stress test;
* requests (the CIO's e-mail, a sector head on Teams, an IC paper's action items, the SPS 530
  annual review and a Board-delegated action list) deferring the limit to an IC that has not
  met, an IGF refresh the Board has not ratified, a draft IGF's "[TBC - IC to confirm]", the
  asset consultant's pending advice or the SPS 530 annual review;
* provenance misquoting its source: the IGF's consultation draft or the SAA review paper's v2
  changed since; a sector head's request the IC declined or a CIO proposal the Board did not
  approve; the month-end position in the risk report (prose, or a "Measure / 31-May / Limit"
  table); another limit beside it in a limits-register extract; and the APRA heatmap median or
  Kestrel's peer survey quoted for comparison;
* mandates as the IGF's section 7 in the mandate's fields under a numbered key
  (`investment_governance_framework.section_7.7.3`), an option's investment strategy as a
  message, the option's SAA schedule in the mandate's fields (`saa_schedule.rows[1]`, "must
  not exceed", "must be at least"), a Trustee Board resolution and the risk
  appetite statement as messages;
* latitude granted as the IGF's delegations schedule, an IC resolution, a "Limit / Range /
  Delegate" table and the CIO's e-mail; refused as a Trustee decision fixing the level (the
  consultant's range for information only), an IC minute not supporting the range, the head
  of investment risk's e-mail keeping it and the "Limit / Range / Delegate" table marking the
  range "Not delegated"; each twin the same text granting it; floors as well as
  caps; placed in the IGF's delegations (fields), the Board's instrument of delegation (a
  message) or the option's investment strategy (fields);
* objectives as the IGF, an IC paper, the CIO's e-mail, Kestrel's advice and the CIO on Teams,
  with the YFYS benchmark portfolio as the tracking target; an earlier wording struck through in
  tracked changes ("~~...~~") or revoked by a Board resolution in the same message, and a later
  note after the IC or the Board strategy day replacing an earlier one;
* leakage as the investment risk and DAA teams write it: a liquidity-stress model, a currency
  hedge ratio, a desmoothing factor for unlisted valuations, a DAA signal and a CPI-plus
  probability model fitted on periods reaching into the test years (S&P/ASX 200 accumulation
  returns, APRA's quarterly statistics, member switching outflows by financial year, RBA cash
  rate and ACGB yields, AUD/USD fixes, unlisted valuations), and whole sentences (CPI used before
  the ABS released it, unlisted assets marked at valuations signed off later, APRA statistics as
  since revised, today's index constituents backfilled); each clean twin in the same form, ending
  before the first test date (2 January 2015): "FY08 to FY14" ends on 30 June 2014;
* trend claims on Marrabel Minerals Limited (ASX: MRB, a South Australian copper-gold producer
  in the Fund's top 20 ASX holdings, which reports production and costs in its quarterly
  activities report and results each half) - revenue, copper production, AISC per pound,
  free cash flow (a signed series that changes sign) and net debt (which turns to net cash),
  over sixteen quarters of its financial year (FY20 Q1-FY23 Q4: the COVID quarters of 2020,
  the FY21 recovery, the FY22 copper price peak, the FY23 cost inflation), as a sector
  head's note to the IC, a Teams message, the Board's quarterly investment report, a "Holding /
  What the FY23 numbers show" table and the stewardship engagement log; horizons covered by the
  series against uncovered ones ("since the 2012 ASX listing"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270156
KINDS: Final = ALL_KINDS
TAG: Final = "zzzi"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzisp0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzisp1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzisp2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzisp3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzisp5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzispd"

_FUND: Final = "Coolabah Super"
_TRUSTEE: Final = "Coolabah Super Pty Ltd"
_CONSULTANT: Final = "Kestrel Partners"


# --- numbers as a super fund's investment office, risk team, consultant and PDS write them ------


def _pct(value: float) -> str:
    return _g(value * 100)


def _at_least(value: float, places: int) -> str:
    """`value` to at least `places` decimal places, and to as many more as it needs, so that
    the written figure is the value itself ("23.0", "6.25")."""
    fixed = f"{value:.{places}f}"
    return fixed if float(fixed) == round(value, 6) else _g(value)


def _one_dp(value: float) -> str:
    """A share to one decimal place, as an SAA table prints it: "23.0%" ("6.25%" when it needs
    two)."""
    return f"{_at_least(value * 100, 1)}%"


def _tidy(text: str) -> str:
    """A sentence ending on "p.a." takes no second full stop."""
    return text.replace("p.a..", "p.a.")


def _aus_equities_forms(value: float) -> dict[str, str]:
    """The Australian shares allocation: "40%", "40.0% of the option", "40 per cent of FUM"."""
    return {
        "pct": f"{_pct(value)}%",
        "option": f"{_one_dp(value)} of the option",
        "pc": f"{_pct(value)} per cent of FUM",
    }


def _unlisted_forms(value: float) -> dict[str, str]:
    """Unlisted assets: "30%", "30 per cent", "30% of total assets"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent",
        "ta": f"{_pct(value)}% of total assets",
    }


def _manager_forms(value: float) -> dict[str, str]:
    """One external manager's share: "15% of FUM", "15 per cent of Fund assets", "15.0%"."""
    return {
        "fum": f"{_pct(value)}% of FUM",
        "pc": f"{_pct(value)} per cent of Fund assets",
        "dp": _one_dp(value),
    }


def _currency_forms(value: float) -> dict[str, str]:
    """Unhedged foreign currency: "30% unhedged", "30 per cent of the option", "30.0%"."""
    return {
        "unhedged": f"{_pct(value)}% unhedged",
        "pc": f"{_pct(value)} per cent of the option",
        "dp": _one_dp(value),
    }


def _tracking_forms(value: float) -> dict[str, str]:
    """Tracking error in bps a year: "100 bps p.a.", "1.00% p.a.", "100 basis points per
    annum"."""
    return {
        "bps": f"{_g(value)} bps p.a.",
        "pa": f"{_at_least(value / 100, 2)}% p.a.",
        "basis": f"{_g(value)} basis points per annum",
    }


def _stock_forms(value: float) -> dict[str, str]:
    """One ASX stock's share of the sector: "5% of the sector", "5 per cent of the Australian
    equities sector", "5.0%"."""
    return {
        "sector": f"{_pct(value)}% of the sector",
        "pc": f"{_pct(value)} per cent of the Australian equities sector",
        "dp": _one_dp(value),
    }


def _liquid_forms(value: float) -> dict[str, str]:
    """Liquid assets' share of FUM: "18% of FUM in liquid assets", "18 per cent", "18.0%"."""
    return {
        "fum": f"{_pct(value)}% of FUM in liquid assets",
        "pc": f"{_pct(value)} per cent",
        "dp": _one_dp(value),
    }


def _coverage_forms(value: float) -> dict[str, str]:
    """Liquid assets over the stress test's outflows: "1.5x stressed outflows", "1.5 times",
    "150% of stressed outflows"."""
    return {
        "x": f"{_g(value)}x stressed outflows",
        "times": f"{_g(value)} times",
        "pct": f"{_pct(value)}% of stressed outflows",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Fund's people name it, its code in the SPS 530
    limits register, the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_AUS_EQUITIES: Final = _Subject(
    ("max_australian_equities_weight", "ausSharesSaaCeiling"),
    (
        "the Australian shares allocation",
        "the option's weight in Australian equities (listed, ASX 300)",
        "Aussie equities",
    ),
    "AE_MAX",
    "fraction",
    (0.35, 0.4, 0.45),
    _aus_equities_forms,
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_assets_weight", "unlistedAssetsCap"),
    (
        "unlisted assets (property, infrastructure and private equity together)",
        "the illiquid sleeve",
        "the option's unlisted allocation",
    ),
    "UNL_MAX",
    "fraction",
    (0.25, 0.3, 0.35),
    _unlisted_forms,
)
_MANAGER: Final = _Subject(
    ("max_single_manager_share", "externalManagerConcentrationCap"),
    (
        "FUM with any one external investment manager",
        "single-manager concentration",
        "the largest external mandate",
    ),
    "MGR_MAX",
    "fraction",
    (0.1, 0.15, 0.2),
    _manager_forms,
)
_CURRENCY: Final = _Subject(
    ("max_unhedged_fx_exposure", "foreignCurrencyExposureCap"),
    (
        "unhedged foreign currency exposure",
        "the option's open FX position against the AUD",
        "foreign currency left unhedged",
    ),
    "FX_MAX",
    "fraction",
    (0.25, 0.3, 0.35),
    _currency_forms,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_vs_yfys_bps", "yfysTrackingErrorCap"),
    (
        "ex-ante tracking error to the YFYS benchmark portfolio",
        "tracking error against the performance-test benchmark",
        "active risk relative to the YFYS BRP",
    ),
    "TE_YFYS_MAX",
    "bps",
    (75.0, 100.0, 125.0),
    _tracking_forms,
)
_STOCK: Final = _Subject(
    ("max_single_asx_stock_weight", "singleStockSectorCap"),
    (
        "any one ASX-listed company",
        "a single stock in the Australian equities sector",
        "the largest active position in one ASX name",
    ),
    "AE_STOCK_MAX",
    "fraction",
    (0.04, 0.05, 0.06),
    _stock_forms,
)
_LIQUID: Final = _Subject(
    ("min_liquid_assets_share", "liquidAssetsFloor"),
    (
        "liquid assets (cash, listed securities and sovereign bonds)",
        "the Fund's liquidity buffer",
        "assets realisable within 30 days",
    ),
    "LIQ_MIN",
    "fraction",
    (0.12, 0.18, 0.24),
    _liquid_forms,
    floor=True,
)
_COVERAGE: Final = _Subject(
    ("min_liquidity_stress_coverage", "stressedOutflowCoverageFloor"),
    (
        "liquidity coverage under the SPS 530 stress scenario",
        "liquid assets over stressed outflows (switching, benefit payments and FX margin calls)",
        "the stress-test coverage ratio",
    ),
    "LIQ_STRESS_COVER_MIN",
    "multiple",
    (1.2, 1.5, 1.8),
    _coverage_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _AUS_EQUITIES,
    _UNLISTED,
    _MANAGER,
    _CURRENCY,
    _TRACKING,
    _STOCK,
    _LIQUID,
    _COVERAGE,
)

_RATIONALES: Final = (
    "roughly where the median industry fund sits in Kestrel's SAA survey",
    "what the old Balanced option ran before the merger",
    "a working number until the IC meets",
    "Kestrel's indicative figure from the strategy day",
    "in line with the APRA heatmap's middle band",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Implementation weights across the MySuper Balanced option's sectors (Australian and "
    "international shares, unlisted property and infrastructure, private equity, fixed income "
    "and cash) within the IGF, the option's SAA ranges and the SPS 530 limits register",
    "the best risk-adjusted return inside the Board-approved limits",
    "solve the implementation weights",
    "the solved weights and the option's risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Trustee's documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _must(s: _Subject) -> str:
    return "must be at least" if s.floor else "must not exceed"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _shorthand(s: _Subject) -> str:
    return "floor" if s.floor else "ceiling"


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the MySuper Balanced implementation weights after the February rebalance (FUM "
    "$A 48.2bn across 1.3m members)",
    "model the $A 600m Port of Hartley infrastructure co-investment into the Growth option",
    "redo the weights for the FY27 SAA review",
    "rebalance now the YFYS result is in (we passed by 41 bps)",
    "size the currency hedge reset with AUD/USD at 0.6620",
)
_DEFERRALS: Final = (
    "{noun} - the IC only sets that at its August meeting",
    "the Board hasn't ratified {noun} in the IGF refresh yet",
    "the draft IGF has {noun} as '[TBC - IC to confirm]'",
    "{noun} is with Kestrel for advice, nothing back yet",
    "{noun} is being looked at in the SPS 530 annual review, which hasn't closed",
)
_REQUEST_FRAMES: Final = (
    "From: CIO\nTo: Head of Investment Risk; Sector Heads\nSubject: implementation weights\n\n"
    "Team - can we please {task}? One gap: {deferral}.\n\nRegards,\nCIO",
    "Teams | 08:14 | Head of Australian Equities: can someone {task}? heads up, {deferral}",
    "IC paper - action items (Investment Office)\n1. {Task}.\n2. Open point: {deferral}.",
    "SPS 530 annual review - workstream 3 (investment risk)\nAction: {task}. Note: {deferral}.",
    "Board-delegated actions list, week of 9 June\n- {Task}\n- {Deferral}",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy position; the answer's kind); {noun}, {v},
#: {key}, {unit}, {bound}, {sign}, {short}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "From: Head of Investment Risk\nTo: CIO; Sector Heads\nSubject: RE: limits for the "
        "rebalance\n\nConfirmed with the IC Chair this morning - {noun}: {short} of {v}. "
        "Please work to that.\n\nKind regards",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT COMMITTEE - RESOLUTION\nRESOLVED that, with effect from 1 July, {noun} be "
        "{sign} {v} in every diversified option.",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT GOVERNANCE FRAMEWORK (Board-approved)\nSection 7 Risk limits. At all times, "
        "{noun} {must} {v}.",
        "figures",
        "mandate",
    ),
    (
        "SPS 530 LIMITS REGISTER - upload template (investment risk)\nlimit_code: {key}\n"
        "unit: {unit}\nthreshold: {v}\ntype: {short}\nowner: Head of Investment Risk",
        "bare",
        "template_inputs",
    ),
    (
        "Monthly investment risk report - compliance dashboard\n"
        "| Limit | Threshold | Position 31-May | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Green |",
        "table",
        "clarification_answer",
    ),
    (
        "KESTREL PARTNERS - ADVICE TO THE TRUSTEE\nWe recommend, and the IC adopted at its May "
        "meeting, a {bound} for {noun} of {v}.",
        "figures",
        "clarification_answer",
    ),
    (
        "PRODUCT DISCLOSURE STATEMENT - INVESTMENT GUIDE (" + _TRUSTEE + ")\n"
        "How we manage risk: {noun} {must} {v}.",
        "figures",
        "mandate",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """The month-end position comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.25 if s.floor else value * 0.8, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the risk team keys it into the register."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the month-end position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _tidy(
        _fill(
            frame,
            noun=rng.choice(s.nouns),
            v=written,
            key=s.key,
            unit=str(s.unit),
            bound=_bound(s),
            sign=_sign(s),
            must=_must(s),
            short=_shorthand(s),
            op=_op(s),
            obs=observed,
        )
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the IGF and
    the PDS come before the request and are cited as a clause; the limits register template
    comes back after it, filled in."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind == "mandate",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_governance_framework": [
        "No loans to members, employer-sponsors or their associates.",
        "Tobacco manufacturers are excluded across all options (Board exclusion).",
        "Derivatives only for hedging and efficient portfolio management, per the Derivatives "
        "Risk Statement.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in a limits-register extract: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "AE_MAX": ("R2 International shares, maximum of the option", 0.55),
    "UNL_MAX": ("R6 Private equity on its own, maximum", 0.08),
    "MGR_MAX": ("R9 Any one internally managed mandate, maximum of FUM", 0.25),
    "FX_MAX": ("R4 Emerging-markets currency left unhedged, maximum", 0.08),
    "TE_YFYS_MAX": ("R11 Tracking error of the Australian equities sector alone", 300.0),
    "AE_STOCK_MAX": ("R5 Largest underweight to any one ASX 20 stock", 0.03),
    "LIQ_MIN": ("L2 Cash held for switches and benefit payments, minimum", 0.03),
    "LIQ_STRESS_COVER_MIN": ("L4 Coverage at which the Liquidity Committee convenes", 1.1),
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
    if structure == 0:  # an earlier draft's figure, changed since
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The IGF consultation draft had {wrong} for {noun}. The version the Board "
                f"approved on 24 June has {right} - that's the one that binds."
            )
        else:
            text = (
                f"SAA review paper v2 proposed {wrong} on {noun}; the final paper, as resolved "
                f"by the IC, has {right}."
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Head of Australian Equities asked for {wrong} on {noun}. Not supported by the "
                f"IC at the April meeting, so it stays at {right}."
            )
        else:
            text = (
                f"Board minutes: the CIO's proposal to move {noun} to {wrong} was not approved; "
                f"the {_bound(s)} remains {right}."
            )
    elif structure == 2:  # the month-end position in the risk report
        wrong_value = _away(s, value, 0.8, 1.2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk report at 31 May: {noun} sat at {wrong} against a {_bound(s)} of "
                f"{right}. Within tolerance, nothing to escalate."
            )
        else:
            text = (
                "| Measure | 31-May | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_shorthand(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_shorthand(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Limits register (extract, investment risk)\n- " + "\n- ".join(lines)
    else:  # the APRA heatmap or the consultant's peers, quoted for comparison
        wrong_value = _away(s, value, 1.2, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For context, the APRA heatmap median for {noun} is {wrong}. Our IGF sets {right}."
            )
        else:
            text = (
                f"Ours: {noun}, {right}. {_CONSULTANT}' peer survey has the median industry "
                f"fund at {wrong} - for reference only, it doesn't bind the Trustee."
            )
    return _tidy(text), right, wrong, wrong_value


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


# --- mandate clauses as the IGF, the investment strategy, the SAA schedule, the Board, the RAS --


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    stop = "" if written.endswith(".") else "."  # "100 bps p.a." ends its sentence itself
    if shape == 0:  # the IGF's section 7 in the mandate's fields, under numbered keys
        section: dict[str, JsonValue] = {
            "7.1": "The Trustee sets each option's SAA and ranges on the IC's recommendation.",
            "7.2": "Rebalancing to within ranges is monthly, or sooner after a market move.",
            "7.3": f"{_cap(noun)} {_must(s)} {written}{stop}",
        }
        return (
            {"investment_governance_framework": {"fund": _FUND, "section_7": section}},
            None,
            "investment_governance_framework.section_7.7.3",
        )
    if shape == 1:
        strategy = (
            "INVESTMENT STRATEGY - MySuper Balanced (approved by the Trustee Board)\n"
            "Return objective: CPI + 3.25% p.a. over rolling 10-year periods.\n"
            "Standard risk measure: 4 (medium to high), 2 to 3 negative years in 20.\n"
            f"Limits: {noun} {_op(s)} {written}{stop}\n"
            "Rebalancing: monthly, to within ranges."
        )
        return None, strategy, MANDATE_ID
    if shape == 2:  # the option's SAA schedule in the mandate's fields
        rows: list[JsonValue] = [
            "Cash: SAA 3.0%, range 1-8%.",
            f"{_cap(noun)}: {_must(s)} {written}{stop}",
            "Benchmarks: the YFYS benchmark portfolio's index for each asset class.",
        ]
        return (
            {"saa_schedule": {"option": "MySuper Balanced", "effective": "1 July", "rows": rows}},
            None,
            "saa_schedule.rows[1]",
        )
    if shape == 3:
        resolution = (
            "TRUSTEE BOARD - RESOLUTION (" + _TRUSTEE + ")\n"
            "Having considered the IC's recommendation and Kestrel Partners' advice, the Board "
            f"RESOLVED that {noun} be {_sign(s)} {written}{stop}\n"
            "Signed: Chair"
        )
        return None, resolution, MANDATE_ID
    appetite = (
        "RISK APPETITE STATEMENT (Trustee Board)\n"
        "Investment risk - the Trustee has a low appetite for liquidity risk and a moderate "
        "appetite for market risk.\n"
        f"Tolerance: {noun}, {_shorthand(s)} {written}{stop}\n"
        "Breaches are reported to the Board Risk Committee within five business days."
    )
    return None, appetite, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalance the MySuper Balanced option; the IGF, the investment strategy and the IMAs all "
    "apply.",
    "Re-run the implementation weights inside every Board-approved limit.",
    "Ahead of the August IC, re-optimise the option within its ranges and limits.",
    "Fit the $A 600m infrastructure co-investment into the Growth option without breaching "
    "anything the Trustee has approved.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="the Trustee's approved limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IGF Schedule 3 (delegations): the CIO may set the {bound} for {noun} anywhere in the range "
    "{lo}–{hi} without reference to the IC.",
    "IC resolution: the {bound} for {noun} may be set by the CIO within {lo} to {hi}; a level "
    "outside that range returns to the Committee.",
    "| Limit | Range | Delegate |\n|---|---|---|\n| {Bound} for {noun} | {lo}–{hi} | CIO "
    "(Board-delegated) |",
    "From: CIO\nSubject: RE: ranges\n\nHappy for the sector heads to run the {bound} for {noun} "
    "anywhere from {lo} to {hi}. It's Board-delegated, so no IC paper needed.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Trustee has set the {bound} for {noun} at {point}. The {lo}–{hi} range in "
        "Kestrel's advice is for information only and is not delegated.",
        "The Trustee has delegated the {bound} for {noun} to the CIO within the {lo}–{hi} range "
        "in Kestrel's advice.",
    ),
    (
        "IC minutes, item 6.2: the CIO's request for a {lo}–{hi} range on the {bound} for "
        "{noun} was not supported; {point} stands until the FY27 SAA review.",
        "IC minutes, item 6.2: the CIO's request for a {lo}–{hi} range on the {bound} for "
        "{noun} was supported; the CIO sets the level within it.",
    ),
    (
        "From: Head of Investment Risk\n\nNo - the {bound} for {noun} stays at {point}. There's "
        "no {lo} to {hi} range in the delegations register.",
        "From: Head of Investment Risk\n\nYes - the {bound} for {noun} can sit anywhere from "
        "{lo} to {hi}; it's in the delegations register.",
    ),
    (
        "| Limit | Range | Delegate |\n|---|---|---|\n| {Bound} for {noun} | {lo}–{hi} (consultant "
        "advice only) | Not delegated: Trustee fixes {point} |",
        "| Limit | Range | Delegate |\n|---|---|---|\n| {Bound} for {noun} | {lo}–{hi} | CIO "
        "(Board-delegated) |",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a minimum or a maximum."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"[\d.]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as an SAA table writes one: the low end as a bare number and the top
    with its unit ("21–35%", "75–125 bps p.a.", "1.2–2x stressed outflows"); the middle and the
    level a refusal fixes in full."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    match = _LEADING_NUMBER.match(lo)
    assert match is not None, lo
    # a refused range's fixed level: its low end for a cap, its top for a floor, so that the
    # middle a plan assumes is looser than the level fixed
    fixed = hi if s.floor else lo
    return {"lo": match.group(), "hi": hi, "mid": mid, "fixed": fixed}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IGF's delegations (fields), in the Board's instrument of
    delegation (a mandate message), or in the option's investment strategy (fields)."""
    text = _tidy(text)
    if shape == 0:
        return {"investment_governance_framework": {"schedule_3_delegations": [text]}}, None
    if shape == 1:
        return None, f"INSTRUMENT OF DELEGATION ({_TRUSTEE}, Board)\n\n{text}"
    return {
        "investment_strategy": {
            "option": "MySuper Balanced",
            "notes": [text, "Rebalancing: monthly, to within ranges."],
        }
    }, None


def _three_quarters_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: three-quarters of the way from the low end to the
    top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.75, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i + i // 6) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.6,
    floors=True,
    assumed_value=_three_quarters_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IGF, an IC paper, the CIO's e-mail, Kestrel's
#: advice and the CIO on Teams put them; the first of each is one line, so that it can be struck
#: through in tracked changes
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IGF, option objective: the highest return for each unit of risk taken - the best "
        "Sharpe ratio the option can carry.",
        "IC paper, 'Portfolio construction':\nweight the sectors for the best risk-adjusted "
        "return (Sharpe); more return at more risk is not an improvement on its own.",
        "From: CIO\nPlease build the weights to maximise the Sharpe ratio - that was the "
        "Board's steer at the strategy day.",
        "Kestrel Partners advice: we recommend weights that maximise expected return per unit "
        "of volatility, i.e. the Sharpe ratio.",
        "Teams | CIO: max Sharpe on the weights pls. keep it simple.",
    ),
    "variance": (
        "IGF, option objective: the smoothest ride for members - the lowest-volatility "
        "portfolio the option can hold.",
        "IC paper, 'Portfolio construction':\nweights for minimum variance; the return "
        "forecasts don't come into it.",
        "From: CIO\nMembers close to retirement need a steady balance, so minimise the "
        "option's volatility and nothing more.",
        "Kestrel Partners advice: we recommend the minimum-variance weights, with no view on "
        "returns.",
        "Teams | CIO: min variance. ignore the CMAs.",
    ),
    "tracking": (
        "IGF, option objective: performance as close as we can get to the YFYS benchmark "
        "portfolio - the least tracking error to it.",
        "IC paper, 'Portfolio construction':\nweights that sit closest to the YFYS benchmark "
        "portfolio (the BRP indices) - minimum tracking error.",
        "From: CIO\nAfter last year's test margin, minimise tracking error against the YFYS "
        "benchmark portfolio.",
        "Kestrel Partners advice: we recommend minimising tracking error to the YFYS "
        "benchmark portfolio.",
        "Teams | CIO: hug the YFYS BRP. min TE.",
    ),
    "return": (
        "IGF, option objective: the highest expected return for members, with no adjustment "
        "for the risk taken.",
        "IC paper, 'Portfolio construction':\nweights for the maximum expected return; risk is "
        "managed through the ranges, not the objective.",
        "From: CIO\nThe Growth option is for members with 20-plus years to go - maximise "
        "expected return, no risk adjustment.",
        "Kestrel Partners advice: maximise expected return on our CMAs, unadjusted for risk.",
        "Teams | CIO: max expected return. no risk adj.",
    ),
}
_REDLINES: Final = (
    "IGF - tracked changes against the previous version (Trustee Office):\nOption objective: "
    "~~{old}~~ {new}",
    'Trustee Board resolution: the option objective "{old}" is revoked and replaced with "{new}"',
)
_FOLLOW_UPS: Final = (
    "Post-IC note - this replaces the objective in my earlier e-mail, per the Committee:\n\n{new}",
    "Teams | 16:40 | CIO: ignore the objective I sent this morning. The Board strategy day "
    "landed on:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the FY27 SAA review:\n\n{ask}",
    "{ask}\n\nPlease set the implementation weights on that basis. - CIO",
    "MySuper Balanced, FUM $A 31.6bn, SRM 4.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the MySuper Balanced option's sectors",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Implementation weights",
    description="the implementation weights",
)


#: the label a statement opens with, which a tracked change or a resolution leaves off
_LABEL: Final = re.compile(
    r"^(IGF, option objective: |IC paper, 'Portfolio construction':\n|From: CIO\n"
    r"|Kestrel Partners advice: |Teams \| CIO: )"
)


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The IGF's earlier objective struck through in tracked changes, or revoked by a Board
    resolution, and the wanted one in its place, both as the option's objective reads."""
    old = _cap(_LABEL.sub("", _ASKS[old_kind][0]))  # the IGF's own wording of it
    new = _cap(_LABEL.sub("", ask).replace("\n", " "))
    return _fill(_REDLINES[(i + i // 16) % len(_REDLINES)], old=old, new=new)  # both in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Cases come in blocks of four by structure (`(i // 4) % 4`) while the wanted objective
    turns every case, so that each wanted objective meets every structure: in structure 1 an
    earlier wording is struck through or revoked in the same text, in structure 3 a later
    message replaces an earlier one."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _struck},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        structure=lambda i: (i // 4) % 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "S&P/ASX 200 Accumulation Index monthly returns, Jan 2000 to Jun 2019",
        "S&P/ASX 200 Accumulation Index monthly returns, Jan 2000 to Dec 2014",
    ),
    (
        "APRA quarterly superannuation performance statistics, Sep 2004 to Jun 2017",
        "APRA quarterly superannuation performance statistics, Sep 2004 to Jun 2014",
    ),
    (
        "member switching and benefit-payment outflows, FY08 to FY20",
        "member switching and benefit-payment outflows, FY08 to FY14",
    ),
    (
        "RBA cash-rate decisions and 10-year ACGB yields, 2003-2018",
        "RBA cash-rate decisions and 10-year ACGB yields, 2003-2014",
    ),
    (
        "AUD/USD month-end WM/Reuters fixes, Jul 2001 - Jun 2016",
        "AUD/USD month-end WM/Reuters fixes, Jul 2001 - Dec 2014",
    ),
    (
        "independent valuations of unlisted property and infrastructure, 30 June 2006 to "
        "30 June 2017",
        "independent valuations of unlisted property and infrastructure, 30 June 2006 to "
        "30 June 2014",
    ),
)
_ACTIONS: Final = (
    "the liquidity stress model's switching-outflow parameters were estimated",
    "the strategic currency hedge ratio was optimised",
    "the desmoothing factor for unlisted asset returns was estimated",
    "the DAA signal's entry and exit thresholds were tuned",
    "the CPI-plus objective's probability-of-success model was calibrated",
)
_LEAK_FRAMES: Final = (
    "SPS 530 model documentation (liquidity stress, v4), section 3: {action} on {period}.",
    "DAA framework, appendix B: {action} over {period}; the parameters are then held fixed "
    "through all three walk-forward folds.",
    "IC paper, back-test method: {action} once, on {period}, before the walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's CPI-plus target uses that quarter's CPI, which the ABS only releases "
        "about four weeks after the quarter ends.",
        "Each quarter's CPI-plus target uses the latest CPI the ABS had released by each "
        "rebalance date.",
    ),
    (
        "Unlisted property and infrastructure are marked at each 30 June independent "
        "valuation, signed off the following September and applied back to every date in the "
        "year.",
        "Unlisted property and infrastructure are marked at the latest independent valuation "
        "signed off on or before each date.",
    ),
    (
        "The peer-ranking signal uses APRA's quarterly statistics as since revised, not as "
        "first published.",
        "The peer-ranking signal uses APRA's quarterly statistics as first published, from "
        "their publication date.",
    ),
    (
        "The Australian equities universe is today's S&P/ASX 300 constituents, backfilled "
        "through the test years.",
        "The Australian equities universe at each date is that date's S&P/ASX 300 "
        "constituents, from the index-change notices then published.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward back-test of the DAA overlay before it goes to "
    "the Board.",
    "Please back-test the option's weighting model walk-forward (three folds) for the SPS 530 "
    "annual review.",
    "Investment risk action: run a three-fold walk-forward test of the Balanced option's weights.",
)
_WHERE: Final = ("reasoning", "evidence", "interpretation", "purpose")


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

_COMPANY: Final = "Marrabel Minerals"
_ENTITY: Final = "ent_marrabel_minerals"


def _financial_quarters(years: Sequence[int]) -> tuple[tuple[str, str], ...]:
    """The quarters of Australian financial years to 30 June, oldest first: (quarter end,
    fiscal period label), FY2020 Q1 ending 30 September 2019."""
    ends = (("09-30", -1), ("12-31", -1), ("03-31", 0), ("06-30", 0))
    return tuple(
        (f"{year + shift}-{end}", f"FY{year} Q{q}")
        for year in years
        for q, (end, shift) in enumerate(ends, start=1)
    )


#: sixteen quarters, oldest first: the September 2019 quarter (FY20 Q1) to the June 2023 one
_QUARTERS: Final = _financial_quarters((2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the June 2023 quarter against the March quarter", (14, 15)),
    ("over FY23", (11, 15)),
    ("over the three years to 30 June 2023", (3, 15)),
    ("from the September 2019 quarter to the June 2023 quarter", (0, 15)),
    ("in 1H FY23", (11, 13)),
    ("across FY21, the COVID recovery year", (3, 7)),
    ("in 2H FY22", (9, 11)),
    ("since the March 2020 quarter, when COVID hit", (2, 15)),
    ("since the 2012 ASX listing", None),
    ("over the decade to FY23", None),
    ("since the mining boom peaked in 2011", None),
)

#: what the claims answer: the Australian equities sector report to the IC
_REQUEST: Final = TrendRequest(
    question="Australian equities sector report for the IC: how has {company} tracked?",
    heading="**Stock note - " + _COMPANY + " Limited (ASX: MRB)**",
    as_of="2023-08-24",
)


#: "by around 12 per cent", "by better than 10 per cent", "by a touch under 15 per cent"
_approx_pct = partial(
    _rounded_change,
    past="by better than {} per cent",
    short="by a touch under {} per cent",
    about="by around {} per cent",
)

_by_kt = partial(_change_by, "by {:.1f} kt", 0.5)

_by_lb = partial(_change_by, "by A${:.2f}/lb", 0.1)

_by_aud = partial(_change_by, "by $A{:.1f}m", 5.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "AUD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was up on the pcp in every quarter of FY23",
        "{s} was down on the pcp in every quarter of FY23",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            182.4,
            190.1,
            171.6,
            165.3,
            188.9,
            205.7,
            231.4,
            248.2,
            242.9,
            259.6,
            281.3,
            264.8,
            270.5,
            297.2,
            318.6,
            334.1,
        ),
        (
            "Revenue",
            "Marrabel Minerals' sales revenue",
            "Group revenue (copper and gold sales)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} held up", held_up),
            ("{s} went sideways or lower", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "copper_production_kt",
        (
            10.8,
            11.3,
            10.1,
            9.4,
            11.9,
            12.6,
            12.2,
            13.5,
            12.9,
            12.4,
            13.8,
            14.6,
            13.1,
            14.9,
            15.3,
            14.7,
        ),
        (
            "Copper production",
            "Marrabel Minerals' payable copper output",
            "Copper in concentrate produced",
        ),
        (
            ("{s} lifted {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never slipped quarter on quarter", never_fell),
            ("{s} didn't go backwards", held_up),
            ("{s} didn't lift", held_down),
        ),
        _by_kt,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "aisc_aud_per_lb",
        (
            2.15,
            2.21,
            2.38,
            2.44,
            2.12,
            2.05,
            2.18,
            2.26,
            2.41,
            2.57,
            2.69,
            2.83,
            2.95,
            2.88,
            3.04,
            3.12,
        ),
        (
            "AISC",
            "Marrabel Minerals' all-in sustaining cost per pound of copper",
            "All-in sustaining costs (A$/lb)",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never came down quarter on quarter", never_fell),
            ("{s} never went up quarter on quarter", never_rose),
            ("{s} did not come down", held_up),
        ),
        _by_lb,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (
            -14.2,
            8.6,
            -22.5,
            -31.8,
            12.4,
            25.1,
            38.7,
            41.2,
            -6.3,
            19.8,
            44.5,
            -11.9,
            7.2,
            36.4,
            52.8,
            61.5,
        ),
        (
            "Free cash flow",
            "Marrabel Minerals' free cash flow",
            "Cash after sustaining and growth capex",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated quarter on quarter", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_aud,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            186.0,
            174.5,
            198.2,
            231.6,
            212.3,
            181.9,
            140.4,
            96.8,
            104.1,
            82.5,
            35.6,
            49.2,
            38.7,
            -12.4,
            -58.9,
            -104.6,
        ),
        (
            "Net debt",
            "Marrabel Minerals' net debt (net cash shown negative)",
            "Borrowings less cash",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never went up quarter on quarter", never_rose),
            ("{s} never came down quarter on quarter", never_fell),
            ("{s} did not go up", held_down),
        ),
        partial(_change_by, "by $A{:.0f}m", 10.0),
        False,
        (
            "{s} stood above the pcp in every quarter of FY23",
            "{s} stood below the pcp in every quarter of FY23",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in FY23 than in FY22",
    slower="{s} grew more slowly in FY23 than in FY22",
    grew="{s} compounded at a double-digit rate a year over the two years to June 2023",
    shrank="{s} shrank at a double-digit compound rate over the two years to June 2023",
    end=15,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: against
    the pcp in each quarter of FY23, and for a growing item FY23 against FY22 and the two-year
    compound rate. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Sector head's note to the IC (Australian equities): {claim} [1]. MRB trades on 6.8x FY24 "
    "EV/EBITDA; the Fund holds 4.1% of the register.",
    "Teams | 10:42 | Head of Australian Equities: {claim} [1]. worth flagging before the "
    "stewardship call",
    "Quarterly investment report to the Board, 'Top 20 ASX holdings': {claim} [1].",
    "| Holding | What the FY23 numbers show |\n|---|---|\n| " + _COMPANY + " (MRB) | {Claim} [1] |",
    "Engagement log (ESG & stewardship): {claim} [1]. Tailings storage review raised with the "
    "chair ahead of the AGM.",
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
        special_step=5,
        left_out=lambda h, w, c: h.startswith("in the June 2023 quarter") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZI: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
