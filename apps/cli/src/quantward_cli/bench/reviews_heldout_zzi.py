"""Held-out batch ZZI: every flaw kind again, in the voice of a bank's trading-book market-risk
management: a USD credit flow trading desk (IG and HY cash bonds, single-name CDS, CDX index
hedges) run under a desk charter written for the Volcker rule's market-making exemption (permitted
products, hedging strategies, RENTD) and for FRTB's trading-desk structure, the market-risk limit
framework that binds it (VaR at 99 %, 1-day, stress-loss limits, DV01 per tenor bucket, CS01,
aged-inventory limits in days, single-issuer concentration, notional caps, Volcker metric
thresholds), limit-excess notices and temporary limit increases ("TLI approved by CRO until …"),
the daily risk P&L and backtesting report, Market Risk Committee (MRC) minutes and resolutions,
the CRO's limit letter, the model-risk team's findings, and the desk head's e-mails and chat with
the desk's market-risk officer (MRO).

Batch ZZI is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, walk-forward folds,
trend series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run.

Decoy numbers, on which no truth depends: confidence levels (99 %, 97.5 % for expected
shortfall), holding periods (1-day, 10-day), backtesting exception counts ("3 in the last 250
days"), the traffic-light zone and its multiplier (3.0, plus-factor 0.4), VaR utilisation ("71%
of limit") and the early-warning trigger (85 %), tenor buckets (2y, 5y, 10y, 30y), notionals (a
USD 500m portfolio trade, a USD 4bn single-name CDS cap), stress-loss limits in USD m beside a VaR
limit in USD m, hypothetical and actual P&L, ticket, finding, notice and resolution numbers,
meeting dates and vote counts. Its parts are new:

* limits as a trading desk states them: the MRO's e-mail after checking the limit-management
  system (LMS), MRC minutes with a quorum line, the desk charter's section 7, an LMS limit-record
  extract (a bare number in the constraint's scale, which the record's unit line names), the MRO
  on chat, a COB limits table whose position is a decoy beside a stress-loss row, the daily risk
  P&L and backtesting report's limits page, a Volcker compliance attestation and the desk head
  forwarding the CRO's limit letter, each form in turn; number forms "USD 16m", "$16mm",
  "USD 16mn"; "USD 300k/bp", "$300k per bp", "USD 300k per 1bp"; "120 days", "120d",
  "120 calendar days"; "15%", "15.0%", "15 pct"; and "1.5x", "1.5:1", "1.50x"; subjects: the
  desk's 1-day 99 % VaR (USD m, no unit), net DV01 in any one tenor bucket (USD k per bp, no
  unit), the age of any inventory position (days), single-issuer concentration of gross
  inventory, and the Volcker customer-facing trade ratio, a floor;
* requests deferring the limit to the next MRC, an FY25 desk charter at the CRO's office, Market
  Risk's calibration for a new sub-book, a provisional FRTB trading-desk ID, or an open model-risk
  finding on the VaR model, as a risk-optimisation ticket, the desk head's chat, an e-mail after
  the backtesting count, a weekly desk-review action or the desk COO's note;
* provenance misquoting its source: a limit MRC cut (in prose, as a desk-charter redline) or a
  TLI that lapsed; a TLI request the CRO declined, the MRO turning down the desk head on chat, or
  MRC voting a request down; the COB position in the daily risk P&L (prose or a "Metric / COB /
  Limit / Status" table) or a closed limit-excess notice; another figure on the same limit sheet
  (stressed VaR, CS01, the IPV stale-price tolerance, the early-warning trigger, the inventory
  turnover minimum); and another desk's, a peer median's or last year's charter's figure quoted
  for comparison;
* mandates as the desk charter's section 7 in the mandate's fields
  (`desk_charter.s7_risk_limits.7.5`), an MRC-approved limit schedule, the CRO's limit letter, the
  Volcker compliance programme's market-making limits in the mandate's fields
  (`volcker.market_making_limits[2]`) and an MRC resolution;
* latitude granted as a delegated authority to the MRO, a limit-framework band within which the
  desk head picks the working level, a "Limit / Approved band / Who sets the level" table and an
  e-mail from the head of market risk; refused as a fixed charter limit whose band is only the
  LMS escalation band, MRC minutes voting down a floating limit, and a note that the CRO has not
  delegated the level; each twin the same text granting it;
* objectives as the desk charter's strategy section, the desk head's note, MRC minutes, the desk
  head's chat and the FY25 business plan or a response to a model-risk finding, with an earlier
  charter draft quoted or struck out in the same text and a later message replacing an earlier;
* leakage as model owners and validators write it, against four annual walk-forward folds of its
  own (each trained on the four years before its test year, the first tested from 3 January
  2017): an EWMA decay factor, a stressed-VaR window, a CDS-bond basis proxy mapping, bond-CDX
  hedge ratios and liquidity horizons calibrated on periods reaching into the test years, and
  whole sentences (the next morning's closes as an input, P&L as restated after the month-end IPV
  true-up, a decay factor picked for the fewest backtesting exceptions on the whole history,
  results shown on the years the hedge ratios were fitted on); each clean twin in the same form,
  ending before the first test date;
* trend claims on Aldbury Morgan Group (a listed peer bank whose Pillar 3 the MRC benchmarks
  against) — FICC trading revenue, average regulatory VaR (99 %, 1-day, in USD m), market-risk
  RWAs and average stressed VaR over twelve quarters (2020 Q1–2022 Q4, through the March 2020
  volatility and the 2022 rates sell-off), as an MRC pack's peer slide, Market Risk's note to the
  CRO, a "Peer / Pillar 3 observation" table, an e-mail from the head of market-risk analytics and
  MRC minutes; magnitudes as "about 12%", "over 20%", "a shade under 15%", "by USD 7m";
  horizons covered by the series against uncovered ones ("since the 2008 crisis"). Whether a
  claim holds is computed from the series: true, false, or too close to call (never used).

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

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
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
    _written_alike,
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
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270130
KINDS: Final = ALL_KINDS
TAG: Final = "zzi"
REQUEST_ID: Final = "msg_01hzzizzzzzzzzzzzzzzzzmr0"
FOLLOW_UP_ID: Final = "msg_01hzzizzzzzzzzzzzzzzzzmr1"
ANSWER_ID: Final = "msg_01hzzizzzzzzzzzzzzzzzzmr2"
MANDATE_ID: Final = "msg_01hzzizzzzzzzzzzzzzzzzmr3"
SOURCE_ID: Final = "src_01hzzizzzzzzzzzzzzzzzzmr5"
CONTRACT_ID: Final = "ctr_01hzzizzzzzzzzzzzzzzzzmrz"


# --- numbers as a trading desk and its market-risk officers write them -------------------------


def _usd_m_forms(value: float) -> dict[str, str]:
    """An amount in USD millions: "USD 16m", "$16mm", "USD 16mn"."""
    v = _g(value)
    return {"m": f"USD {v}m", "mm": f"${v}mm", "mn": f"USD {v}mn"}


def _per_bp_forms(value: float) -> dict[str, str]:
    """A sensitivity in USD thousands per basis point: "USD 300k/bp", "$300k per bp",
    "USD 300k per 1bp"."""
    v = _g(value)
    return {"slash": f"USD {v}k/bp", "per": f"${v}k per bp", "one": f"USD {v}k per 1bp"}


def _day_forms(value: float) -> dict[str, str]:
    """A number of days: "120 days", "120d", "120 calendar days"."""
    v = _g(value)
    return {"days": f"{v} days", "d": f"{v}d", "cal": f"{v} calendar days"}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the desk's gross inventory: "15%", "15.0%", "15 pct"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "pct_word": f"{_g(pct)} pct"}


def _ratio_forms(value: float) -> dict[str, str]:
    """A ratio of trade counts: "1.5x", "1.5:1", "1.50x"."""
    return {"x": f"{_g(value)}x", "colon": f"{_g(value)}:1", "x2": f"{value:.2f}x"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk and Market Risk name it in prose and in a
    table's row, its id in the limit-management system (LMS) and the unit line of its record
    there, the constraint's unit (None for an amount in USD, whose scale the field name says),
    the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    key: str
    scale: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_VAR: Final = _Subject(
    ("var_99_1d_limit_usd_m", "deskVaRLimitUsdMm"),
    (
        "desk VaR (99%, 1-day)",
        "the desk's 1-day 99% VaR",
        "one-day VaR at the 99% confidence level",
    ),
    "Desk VaR (99%, 1-day)",
    "CFT_VAR_99_1D",
    "USD m (historical simulation, 99% confidence, 1-day horizon)",
    None,
    (10.0, 16.0, 24.0),
    _usd_m_forms,
)
_DV01: Final = _Subject(
    ("max_bucket_dv01_usd_k", "dv01PerTenorBucketUsdK"),
    (
        "net DV01 in any single tenor bucket",
        "the desk's DV01 per tenor bucket (2y, 5y, 10y, 30y)",
        "bucketed interest-rate DV01",
    ),
    "Net DV01, any single tenor bucket",
    "CFT_DV01_BUCKET_MAX",
    "USD k per bp, absolute net DV01, each tenor bucket separately",
    None,
    (200.0, 300.0, 400.0),
    _per_bp_forms,
)
_AGED: Final = _Subject(
    ("max_inventory_age_days", "agedInventoryLimitDays"),
    (
        "the age of any inventory position",
        "aged inventory (days since first acquired)",
        "the holding period of any single bond position",
    ),
    "Inventory age (days since acquired)",
    "CFT_AGED_INV_MAX",
    "calendar days since the position was first acquired",
    "days",
    (60.0, 120.0, 180.0),
    _day_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_share", "issuerConcentrationCap"),
    (
        "exposure to any single issuer as a share of gross inventory",
        "single-issuer concentration",
        "the largest single-name share of the book",
    ),
    "Single-issuer concentration (share of gross inventory)",
    "CFT_ISSUER_CONC_MAX",
    "fraction of gross inventory market value (longs plus shorts)",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_CFTR: Final = _Subject(
    ("min_customer_facing_trade_ratio", "cftrFloor"),
    (
        "the customer-facing trade ratio (trade count, 90-day)",
        "the desk's Volcker customer-facing trade ratio",
        "the ratio of customer to non-customer trades by count",
    ),
    "Customer-facing trade ratio (count, 90-day)",
    "CFT_CFTR_MIN",
    "ratio of customer-facing to non-customer trades, by count, 90-day window",
    "multiple",
    (1.25, 1.5, 1.75),
    _ratio_forms,
    floor=True,
)
_SUBJECTS: Final = (_VAR, _DV01, _AGED, _ISSUER, _CFTR)

_RATIONALES: Final = (
    "typical for a flow credit desk of this size",
    "in line with what peer banks' desk charters carry",
    "a placeholder until MRC approves the limit",
    "what the desk ran under last year's charter",
    "the level Market Risk usually starts a new desk at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the credit flow desk's inventory and hedges within its approved "
    "market-risk limits",
    "the best risk-adjusted return within the desk's approved market-risk limits",
    "solve the inventory and hedge weights",
    "the solved weights, their VaR and the limit usage",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the desk's limit documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _warning(s: _Subject) -> str:
    """The early-warning line of a limit: utilisation for a cap, a cushion for a floor."""
    if s.floor:
        return "Early warning fires if the 30-day ratio comes within 0.25 of it."
    return "Early warning fires at 85% utilisation."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the inventory weights after this morning's USD 500m portfolio trade",
    "rebalance the IG cash inventory and the CDX hedges ahead of FOMC",
    "size the book across the 40 IG issuers on our axe sheet",
    "rework the hedge weights after the sell-off in the 10y Treasury",
    "set target weights for the new HY sub-book before it goes live on 1 July",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still with MRC (next meeting 22 May)",
    "the limit on {noun} is TBC while the FY25 desk charter sits with the CRO's office for "
    "sign-off",
    "Market Risk haven't calibrated the limit on {noun} for the new sub-book yet",
    "the limit on {noun} waits for the FRTB desk approval; the trading-desk ID is still "
    "provisional",
    "the limit on {noun} is on hold until model risk closes finding MRF-0117 on the VaR model",
)
_REQUEST_FRAMES: Final = (
    "Credit Flow risk-optimisation ticket RISKOPT-412 (P2)\nAsk: {task}.\nBlocked on: {deferral}.",
    "[07:42] M.Okafor (desk head): can you {task}? {Deferral}. fyi hypo P&L yday -1.2m, no BT "
    "exception",
    "Subject: inventory rebalance\n\nHi,\n\nVaR closed at 71% of limit and we're on 3 exceptions "
    "in the last 250 days (still green). Please {task}. {Deferral}.\n\nThanks,\nMarta (Head of "
    "Credit Flow)",
    "Weekly desk review, action 4: {task}. NB {deferral}.",
    "From the desk's COO (not Market Risk): please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's scale, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {label}, {v}, {key},
#: {scale}, {limit}, {op}, {obs}, {nomore}, {warn}
_STATINGS: Final = (
    (
        "Re: limits for the optimiser\n\nChecked LMS this morning: {noun} has a hard {limit} of "
        "{v}, no TLI in place. {warn}\n\nDev (Market Risk, Credit)",
        "figures",
    ),
    (
        "Market Risk Committee, minutes of 14 March (quorate: CRO in the chair, 5 of 7 members)\n"
        "Item 4.2, Credit Flow: the Committee APPROVED a {limit} of {v} for {noun}, effective "
        "1 April.",
        "figures",
    ),
    (
        "Desk Charter, USD Credit Flow Trading (FRTB trading desk CFT-NY-02)\ns.7 Risk limits\n"
        "(c) {label}: {op} {v}.",
        "figures",
    ),
    (
        "LMS limit record (extract)\n  desk: CREDIT_FLOW_NY\n  limit_id: {key}\n  limit_value: "
        "{v}\n  unit: {scale}\n  type: HARD\n  approved_by: MRC",
        "bare",
    ),
    (
        "[09:03] desk head: what's the hard number on {noun}?\n[09:04] MRO: {v}. that's what's "
        "live in LMS, no TLI on it",
        "figures",
    ),
    (
        "| Limit | Limit value | COB 13-Mar | Status |\n|---|---|---|---|\n"
        "| {label} | {op} {v} | {obs} | GREEN |\n"
        "| Stress loss (firm scenario set) | ≤ USD 95m | USD 61m | GREEN |",
        "table",
    ),
    (
        "Daily risk P&L and backtesting, COB 12-Mar: hypothetical P&L -USD 1.8m, actual -USD "
        "2.3m, no exception (3 in the last 250 days; green zone, multiplier 3.0).\nLimits page: "
        "{label}, {limit} {v}.",
        "figures",
    ),
    (
        "Volcker compliance attestation, Q1 (desk CFT-NY-02, market-making exemption): RENTD "
        "supports current inventory, and under the desk's limits {noun} is kept at {nomore} {v}.",
        "figures",
    ),
    (
        "Fwd: FY25 limit letter\n\nPer the CRO's letter (signed 2 April), {noun} must be "
        "{nomore} {v}. Everything else unchanged.\n\nMarta",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.6 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        label=s.label,
        v=written,
        key=s.key,
        scale=s.scale,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
        warn=_warning(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a desk charter bounding other things only: products, hedging, RENTD and two other limits
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "desk_charter": {
        "permitted_products": [
            "USD investment-grade and high-yield corporate bonds",
            "Single-name CDS on issuers in the desk's coverage list",
            "CDX.NA.IG and CDX.NA.HY index CDS, for hedging only",
            "US Treasury futures and USD swaps, for hedging interest-rate risk only",
        ],
        "hedging_strategies": "Rates risk hedged with Treasury futures and swaps; spread risk "
        "with CDX and single-name CDS. Hedges are documented at inception.",
        "rentd": "Inventory is sized to reasonably expected near-term client demand, reviewed "
        "quarterly against client inquiry data.",
        "other_limits": [
            "Stress-loss limit (firm scenario set): USD 95m.",
            "Gross notional cap on single-name CDS: USD 4bn.",
        ],
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another figure on the same limit sheet: its name and its value, in the subject's scale
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "CFT_VAR_99_1D": ("stressed VaR limit (99%, 1-day)", 40.0),
    "CFT_DV01_BUCKET_MAX": ("CS01 limit, all tenors", 150.0),
    "CFT_AGED_INV_MAX": ("IPV stale-price tolerance", 10.0),
    "CFT_ISSUER_CONC_MAX": ("VaR early-warning trigger (share of limit used)", 0.85),
    "CFT_CFTR_MIN": ("inventory turnover minimum, 90-day", 4.0),
}
_SHEETS: Final = (
    "Limit sheet, USD Credit Flow Trading (extract)",
    "LMS limit schedule, desk CREDIT_FLOW_NY",
    "Desk charter, Appendix B (limits)",
)


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, each in three variants by turns (the structure's
    `i // 5`-th case, offset by the structure, so that chat and strategy plans see each):
    (text, right written, wrong written, wrong value); the truth (which value is the limit) is
    `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5 + structure) % 3
    if structure == 0:  # a limit changed since: cut by MRC, redlined, or a TLI that lapsed
        wrong_value = _away(s, value, 1.5, -0.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        moved = "raised" if s.floor else "cut"
        if variant == 0:
            text = (
                f"MRC, 12 March: {noun} {moved} from {wrong} to {right} after the model-risk "
                "finding on the proxy-spread mapping; effective T+1."
            )
        elif variant == 1:
            text = (
                f"Desk charter v4.2, redline, s.7(d): {noun} {_op(s)} ~~{wrong}~~ {right} "
                "[Market Risk: tightened per MRC 12-Mar. Accepted]"
            )
        else:
            text = (
                f"TLI approved by CRO until 28 February: {noun} temporarily at {wrong}. The TLI "
                f"has lapsed and was not renewed; the standing limit of {right} applies again."
            )
    elif structure == 1:  # the desk asked for more room and was turned down
        wrong_value = _away(s, value, 1.25, -0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"TLI request TLI-0387: Credit Flow asked for {noun} at {wrong} through the "
                f"quarter-end index rebalance. CRO: declined. The limit remains {right}."
            )
        elif variant == 1:
            text = (
                f"[14:22] desk head: can we get {wrong} on {noun} till the new-issue calendar "
                f"clears?\n[14:26] MRO: CRO said no, sorry. you stay at {right}"
            )
        else:
            text = (
                f"MRC minutes, item 5: the request to move {noun} to {wrong} was NOT APPROVED "
                f"(2 for, 4 against). The {_limit(s)} stays at {right}."
            )
    elif structure == 2:  # the desk's position at the close, inside the limit
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk P&L, COB 13-Mar: {noun} at {wrong} against a limit of {right}; "
                "within limit, no excess notice raised."
            )
        elif variant == 1:
            text = (
                "| Metric | COB 13-Mar | Limit | Status |\n|---|---|---|---|\n"
                f"| {s.label} | {wrong} | {_op(s)} {right} | GREEN |"
            )
        else:
            text = (
                f"Limit-excess notice LEN-0412, CLOSED: {noun} is back at {wrong}, inside the "
                f"{_limit(s)} of {right}. The excess lasted two business days."
            )
    elif structure == 3:  # another figure on the same limit sheet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{s.label}, {_limit(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = f"{_SHEETS[variant]}\n  " + "\n  ".join(lines)
    else:  # another desk's, a peer median's or last year's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the EM Credit desk's charter has {wrong} for {noun}. Ours has "
                f"{right}."
            )
        elif variant == 1:
            text = (
                f"Our charter sets {noun} at {right}. (Model risk's benchmarking note quotes "
                f"{wrong} as the peer median; that is not our limit.)"
            )
        else:
            text = (
                f"Last year's charter had {wrong} for {noun}; the FY25 charter MRC approved "
                f"has {right}."
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


# --- mandate clauses as charters, limit schedules, limit letters, Volcker programmes, resolutions -


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the desk charter's section 7 in the mandate's fields
        limits: dict[str, JsonValue] = {
            "7.1": "Stress-loss limit (firm severely adverse scenario): USD 120m.",
            "7.2": "All limits are measured at close of business New York and reported in the "
            "daily risk P&L.",
            "7.5": f"{_cap(noun)} shall be {_no_more(s)} {written}.",
        }
        charter: dict[str, JsonValue] = {
            "desk": "USD Credit Flow Trading (FRTB trading desk CFT-NY-02)",
            "s7_risk_limits": limits,
        }
        return {"desk_charter": charter}, None, "desk_charter.s7_risk_limits.7.5"
    if shape == 1:
        schedule = (
            "MARKET RISK LIMIT SCHEDULE: USD Credit Flow Trading | effective 1-Apr | approved "
            "MRC 28-Mar\n"
            "L-01 Stress loss (desk scenario set): USD 85m\n"
            f"L-04 {s.label}: {_op(s)} {written}\n"
            "L-07 Gross notional cap, CDX index hedges: USD 2.5bn"
        )
        return None, schedule, MANDATE_ID
    if shape == 2:
        letter = (
            "From: Chief Risk Officer\nTo: Head of Credit Flow\nRe: FY25 delegated limit "
            "mandate\n\nYou are authorised to run the desk within the limits below until the "
            "next annual review.\n"
            f"- {_cap(noun)}: {'at least' if s.floor else 'not to exceed'} {written}.\n"
            "- Expected shortfall (97.5%, 10-day) is reported for information only.\n"
            "This letter supersedes the FY24 letter."
        )
        return None, letter, MANDATE_ID
    if (
        shape == 3
    ):  # the Volcker compliance programme's market-making limits in the mandate's fields
        thresholds: list[JsonValue] = [
            "Inventory aging reported daily in 0-30, 31-60, 61-90 and 90+ day buckets.",
            "Trades that are not customer-facing must be hedges documented under the desk's "
            "hedging policy.",
            f"{s.label}: {_op(s)} {written}.",
        ]
        volcker: dict[str, JsonValue] = {
            "exemption": "Market making-related activities, 12 CFR 248.4(b)",
            "market_making_limits": thresholds,
        }
        return {"volcker": volcker}, None, "volcker.market_making_limits[2]"
    resolution = (
        "MARKET RISK COMMITTEE, RESOLUTION MRC/2025/031\n"
        "RESOLVED that, for USD Credit Flow Trading, "
        f"{noun} be {_op(s)} {written} until the next annual limit review; and that any excess "
        "be escalated under the limit-excess procedure by T+1."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-optimise the desk's inventory and hedges; every approved limit applies.",
    "Rebalance the credit flow book inside the limits in the desk's mandate documents.",
    "Before tomorrow's MRC, re-run the inventory weights within all desk limits.",
    "Work the USD 400m block from the portfolio trade into the book, staying inside every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the desk's approved market-risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {label}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Delegated authority (Head of Market Risk to the desk MRO): the MRO may set {noun} anywhere "
    "from {lo} to {hi} without going back to MRC.",
    "Limit framework, s.5.3 (bands): {noun} runs within an approved band of {lo} to {hi}; the "
    "desk head picks the working level and tells Market Risk.",
    "| Limit | Approved band | Who sets the level |\n|---|---|---|\n| {label} | {lo} – {hi} | "
    "Desk head, within the band (no MRC approval needed) |",
    "E-mail from the Head of Market Risk: set {noun} yourselves, anywhere between {lo} and {hi}; "
    "I'll sign it off in LMS.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The charter fixes {noun} at {point}. The {lo}–{hi} range in LMS is only the escalation "
        "band; it gives the desk no discretion over the level.",
        "The charter lets {noun} sit anywhere in the {lo}–{hi} range in LMS; the desk head "
        "chooses the level.",
    ),
    (
        "MRC minutes, item 6: the desk asked for {noun} to float between {lo} and {hi}. NOT "
        "APPROVED: it stays at {point} until the annual limit review.",
        "MRC minutes, item 6: the desk asked for {noun} to float between {lo} and {hi}. "
        "APPROVED: the desk head may set it anywhere within that band.",
    ),
    (
        "Note from Market Risk: the CRO has NOT delegated the level of {noun}. It stays at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note from Market Risk: the CRO has delegated the level of {noun} to the desk. Anywhere "
        "in {lo}–{hi} is acceptable.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A limit's prose noun (drawn) and its table row's label."""
    return {"noun": rng.choice(s.nouns), "label": s.label}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the desk charter's fields, as a mandate message, or in MRC's terms of
    reference."""
    if shape == 0:
        return {"desk_charter": {"s7_notes": text}}, None
    if shape == 1:
        return None, f"Market Risk delegated-authority matrix (approved by the CRO)\n\n{text}"
    terms: list[JsonValue] = [text, "MRC meets monthly; quorum is four members including the CRO."]
    return {"mrc_terms_of_reference": {"annex_c": terms}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 3) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the desk charter, the desk head's note, MRC minutes,
#: the desk head's chat and the business plan (or a response to model risk) put them; the first
#: of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Desk charter, s.3 (strategy): the book is weighted for the most P&L per unit of risk, "
        "that is the highest Sharpe ratio.",
        "Desk head's note:\nweight the book for the highest Sharpe ratio; I want the most return "
        "for each unit of volatility we run.",
        "MRC minutes, item 3: NOTED that the desk weights its inventory to maximise "
        "risk-adjusted return (the Sharpe ratio).",
        "[08:55] desk head: optimise for sharpe pls, best return per unit of risk, not raw P&L",
        "FY25 business plan, Credit Flow: revenue quality matters more than size, so the book "
        "is run for the highest Sharpe ratio.",
    ),
    "variance": (
        "Desk charter, s.3 (strategy): the hedge overlay makes desk P&L as stable as possible, "
        "minimum variance.",
        "Desk head's note:\nfor the hedges I only care about minimising the variance of daily "
        "P&L; ignore expected returns.",
        "MRC minutes, item 3: NOTED that the hedge overlay is weighted to minimise the variance "
        "of the desk's P&L.",
        "[08:55] desk head: min variance on the hedges please, no return view at all",
        "Response to model-risk finding MRF-0142: the hedge weights will be set for the lowest "
        "P&L variance, with no return forecasts in the optimiser.",
    ),
    "tracking": (
        "Desk charter, s.3 (strategy): the index sleeve tracks the iBoxx USD Liquid Investment "
        "Grade index as closely as possible.",
        "Desk head's note:\nkeep the portfolio-trading sleeve as close to the iBoxx USD Liquid "
        "Investment Grade index as we can, with the smallest tracking error.",
        "MRC minutes, item 3: NOTED that the index sleeve is weighted to minimise tracking error "
        "to the iBoxx USD Liquid Investment Grade index.",
        "[08:55] desk head: just shadow the iBoxx $ Liquid IG on the index sleeve, min TE",
        "FY25 business plan, Credit Flow: the portfolio-trading sleeve replicates the iBoxx USD "
        "Liquid Investment Grade index with minimal tracking error.",
    ),
    "return": (
        "Desk charter, s.3 (strategy): within its limits the desk runs inventory for the highest "
        "expected P&L, with no penalty for risk.",
        "Desk head's note:\nweight the inventory for the highest expected return from carry and "
        "roll-down; risk is handled by the limits, not by the objective.",
        "MRC minutes, item 3: NOTED that within its limits the desk weights inventory to "
        "maximise expected return alone.",
        "[08:55] desk head: max expected P&L, no risk adjustment, the limits do the policing",
        "FY25 business plan, Credit Flow: the desk targets the highest expected revenue from its "
        "inventory; risk enters only through the limit framework.",
    ),
}
_DRAFTS: Final = (
    'An earlier charter draft (v0.9, sent to MRC) read: "{old}" Market Risk objected; what '
    "stands is:\n\n{new}",
    "~~{old}~~ (deleted at MRC, 11 April)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Desk head, later the same day: scrap what I sent this morning on the objective. Agreed "
    "with Market Risk:\n\n{new}",
    "Correction after the MRC pre-meet (this supersedes my earlier message):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Credit Flow inventory optimisation, objective:\n\n{ask}",
    "{ask}\n\nPlease set the weights on that basis. Desk management",
    "Desk snapshot, COB: VaR 99%/1d USD 11.4m (71% of limit), 2 backtesting exceptions in 250 "
    "days (green), gross inventory USD 3.2bn.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the desk's inventory and hedge instruments",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An earlier charter draft quoted or struck out (by turns) before the wording that stands:
    the draft is always the charter's own one-line form of the earlier objective."""
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=_ASKS[old_kind][0], new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier charter draft in the same text, quoted
    or struck out; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

#: four annual folds, each trained on the four years before its test year; first test 3 Jan 2017
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2013, 1, 2),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2015, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2016, 1, 4),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2020, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, 3 Jan 2017)
_PERIODS: Final = (
    ("daily desk P&L and risk from 2012 to 2019", "daily desk P&L and risk from 2012 to 2016"),
    ("all TRACE prints up to June 2018", "all TRACE prints up to December 2016"),
    (
        "the 1,250 business days to 31 December 2019",
        "the 1,000 business days to 30 December 2016",
    ),
    (
        "the 2008–2020 history in the VaR engine's time-series store",
        "the 2008–2016 history in the VaR engine's time-series store",
    ),
    ("month-end marks from Jan 2011 to Mar 2017", "month-end marks from Jan 2011 to Dec 2016"),
    (
        "the combined front-office and risk data set (Q1 2010 – Q4 2018)",
        "the combined front-office and risk data set (Q1 2010 – Q4 2016)",
    ),
)
_ACTIONS: Final = (
    "the EWMA decay factor (λ) for the covariance matrix was chosen",
    "the stressed-VaR calibration window was selected",
    "the CDS-bond basis proxy mapping was fitted",
    "the hedge ratios between cash bonds and CDX were estimated",
    "the liquidity horizons behind the aged-inventory haircut were set",
)
_LEAK_FRAMES: Final = (
    "Model documentation, s.4.2 (calibration): {action} on {period}.",
    "Per the model-risk submission pack, {action} using {period}; that calibration is then held "
    "fixed across all four test folds.",
    "For MRC: {action} once, on {period}, before any walk-forward fold was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's hedge weights use the next morning's closing CDX and Treasury levels as "
        "inputs.",
        "Each day's hedge weights use the prior evening's closing CDX and Treasury levels as "
        "inputs.",
    ),
    (
        "Actual P&L is taken as restated after the month-end IPV true-up, booked back on the "
        "original trade dates.",
        "Actual P&L is taken as first reported in each day's risk P&L, before any month-end IPV "
        "true-up.",
    ),
    (
        "The decay factor is the one of five candidates that gave the fewest backtesting "
        "exceptions over the desk's full 2009–2020 history, then applied in every fold.",
        "The decay factor is chosen from five candidates using each fold's training years only.",
    ),
    (
        "The results shown to MRC cover the same 2013–2020 years the hedge ratios were fitted "
        "on; nothing was held back.",
        "The results shown to MRC cover each fold's test year only; the hedge ratios are fitted "
        "on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "MRC wants a walk-forward backtest (four annual folds, 2017–2020) of the hedge-weighting "
    "model before it is approved for the desk.",
    "Model risk (finding MRF-0219) asks for an out-of-sample walk-forward test of the inventory "
    "optimiser in four one-year folds.",
    "Please run the four-fold walk-forward test of the desk's hedge model for the annual model "
    "review.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


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

_COMPANY: Final = "Aldbury Morgan"
_ENTITY: Final = "ent_aldbury_morgan_group"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the four quarters to December 2022", (7, 11)),
    ("over the two years to end-2022", (3, 11)),
    ("since Q1 2020 and the March 2020 volatility spike", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("through 2021", (3, 7)),
    ("since Basel 2.5 took effect in 2013", None),
    ("since the 2008 crisis", None),
    ("since the bank's FRTB parallel run began in 2017", None),
)


#: "about 12%", "over 20%", "a shade under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="over {}%", short="a shade under {}%", about="about {}%"
)


_by_usd_m = partial(_change_by, "by USD {:.3g}m", 1.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "ficc_trading_revenue",
        (
            4210.0,
            4870.0,
            3150.0,
            2640.0,
            3920.0,
            2980.0,
            2760.0,
            2410.0,
            3880.0,
            3410.0,
            3050.0,
            2720.0,
        ),
        (
            "FICC trading revenue",
            "Aldbury Morgan's FICC trading revenue",
            "Fixed income, currencies and commodities revenue",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not increase", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_var_99_1d",
        (48.0, 71.0, 62.0, 54.0, 45.0, 41.0, 38.0, 36.0, 47.0, 52.0, 57.0, 55.0),
        (
            "Average regulatory VaR (99%, 1-day)",
            "Aldbury Morgan's average trading VaR",
            "Average daily VaR",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_usd_m,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "market_risk_rwa",
        (58.4, 66.9, 63.2, 57.8, 55.1, 52.6, 51.9, 50.3, 55.9, 59.8, 61.5, 58.9),
        ("Market-risk RWAs", "Aldbury Morgan's market-risk RWAs", "RWAs for market risk"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never increased from one quarter to the next", never_rose),
            ("{s} did not decrease", held_up),
            ("{s} did not increase", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_stressed_var",
        (82.0, 85.0, 88.0, 90.0, 93.0, 97.0, 101.0, 106.0, 112.0, 119.0, 127.0, 134.0),
        (
            "Average stressed VaR",
            "Aldbury Morgan's stressed VaR",
            "SVaR (quarterly average)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        True,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} ran above the same quarter of 2021 in each quarter of 2022",
    down_all="{s} ran below the same quarter of 2021 in each quarter of 2022",
    faster="{s} rose faster in 2022 than in 2021",
    slower="{s} rose more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "MRC pack, peer comparison slide: {claim} [1].",
    "Market Risk's quarterly note to the CRO: {claim} [1], which we read as a shift in risk "
    "appetite rather than a model change.",
    "| Peer | Pillar 3 observation |\n|---|---|\n| Aldbury Morgan Group | {Claim} [1] |",
    "E-mail from the head of market-risk analytics: FYI, {claim} [1]; our own VaR stayed in the "
    "green zone throughout.",
    "Minutes of the Market Risk Committee, item 7 (peer benchmarking): the Committee noted that "
    "{claim} [1].",
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
        special_step=12,
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZI: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
