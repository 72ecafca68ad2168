"""Held-out batch ZZH: every flaw kind again, in the voice of quantitative equity market-neutral
and statistical-arbitrage teams: a quant PM's research notebook cells and markdown, backtest
reports and tear sheets (walk-forward folds, purged k-fold with an embargo, IC and ICIR, alpha
decay, turnover, capacity), the risk model's end-of-day exposure report (beta to the market,
Barra-style style-factor exposures in standard deviations, sector net exposure as a share of
GMV, the idiosyncratic share of predicted risk), the optimiser's portfolio construction spec
(a YAML file, hard constraints, tunable parameters), the firm risk policy's schedule for
market-neutral books, a PM mandate letter, the research review committee's (RRC) decisions and
minutes, and the risk team's Slack shorthand.

Batch ZZH is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Sharpe ratios, IC and ICIR values, t-stats, signal half-lives in days, numbers
of names and of signals, fold counts, embargo days, GMV in dollars, gross leverage, the
volatility target, drawdown stops, crowding scores, short interest, ticket and cell numbers,
quorum counts and dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as such a book has them: the absolute ex-ante beta to the market (a bare coefficient,
  no unit: "0.1", "0.10"), absolute net exposure as a share of GMV, the single-name weight cap
  in basis points of GMV ("150bp", "150 bps", "150 basis points"), participation in a name's
  20-day ADV, the absolute exposure to any style factor in standard deviations (no unit:
  "0.2σ", "0.2 sd", "0.2 std"), the sector net cap as a share of GMV (also "300bp") and the
  idiosyncratic share of predicted risk, a floor; shares as "5%", "5.0%" and "5 pct";
* limits stated as risk's Slack reply quoting the book limits sheet, an RRC decision log entry
  with its quorum and the signal's OOS t-stat, the optimiser's YAML (a bare number in the
  constraint's unit), a "Limit / Level / Close / Status" exposure table whose close is a decoy,
  a quoted e-mail reply citing the risk policy, a notebook markdown cell listing the
  constraints, a tear sheet's footer after its Sharpe and IC, the firm risk policy's Schedule B
  and the CRO's mandate letter, each form in turn;
* requests deferring the limit to a TBD in the optimiser spec, a `TBD` in the YAML until the
  CRO signs, an RRC that has not set it, the prime broker's margin terms, or Thursday's limits
  meeting;
* provenance misquoting its source: a PM proposal the RRC replaced (in minutes, or a spec
  redline), a widening risk refused (a Slack thread, or a quoted e-mail the CRO declined), the
  book's close in the exposure report (prose or a table), another line of the optimiser spec's
  risk block (daily turnover, the borrow-fee ceiling, the closing-auction cap, a soft alert
  level, a country net cap, the vol target, a re-hedge trigger) and the legacy book's or
  a prime broker's peer figure quoted for comparison;
* mandates as the book limits' hard list in the mandate's fields (`book_limits.hard[3]`), a PM
  mandate letter, the firm risk policy's Schedule B, the optimiser spec's hard constraints in
  the mandate's fields (`optimiser_spec.hard_constraints.c4`) and an RRC approval to trade with
  its conditions;
* latitude granted as a CRO delegation, a tunable parameter range in the spec, a "Parameter /
  Allowed range / Who decides" table and a Slack note from risk; refused as a risk-policy
  figure whose range is only the risk desk's early-warning band, RRC minutes rejecting the PM's
  request and a CRO note that the level is not delegated; each twin the same text granting it;
* objectives as a notebook cell, a PM's construction note, an RRC decision, a CIO message and a
  Slack line (max Sharpe, min variance, min tracking error to the research paper portfolio, max
  expected alpha with no risk-aversion term), with an earlier cell quoted or struck out in the
  same text and a later message replacing an earlier one;
* leakage as quant researchers write it: a signal half-life, winsorisation cut-offs, ensemble
  weights, a covariance shrinkage intensity, a market-impact coefficient and a liquidity screen
  fitted on periods reaching into the test years, and whole sentences (fundamentals joined on
  the fiscal period end rather than the filing date, today's index membership applied back in
  time, purged k-fold CV run over the whole sample, the signal variant kept for its Sharpe
  across the test folds); each clean twin in the same form, ending before the first test date
  (4 January 2016);
* trend claims on Orrin Microsystems (ticker ORRN, a semiconductor name short in the book) —
  revenue, gross margin (changes in bp), days inventory outstanding (where lower is better) and
  net debt to EBITDA (in turns) over twelve quarters (2020 Q1–2022 Q4, through the chip upcycle
  and the 2022 inventory build), as a notebook markdown cell, a weekly attribution note, a
  "Ticker / Side / Fundamental read" table, a Slack line from the risk desk and RRC minutes on
  a single-name override; magnitudes as "about 12%", "north of 45%", "a touch under 15%", "by
  310bp", "by 21 days", "by 0.9 turns"; horizons covered by the series against uncovered ones
  ("since the 2011 IPO"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2016,
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

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270129
KINDS: Final = ALL_KINDS
TAG: Final = "zzh"
REQUEST_ID: Final = "msg_01hzzhqntemn00000000000000h0"
FOLLOW_UP_ID: Final = "msg_01hzzhqntemn00000000000000h1"
ANSWER_ID: Final = "msg_01hzzhqntemn00000000000000h2"
MANDATE_ID: Final = "msg_01hzzhqntemn00000000000000h3"
SOURCE_ID: Final = "src_01hzzhqntemn00000000000000h5"
CONTRACT_ID: Final = "ctr_01hzzhqntemn00000000000000hz"


# --- numbers as quant PMs, risk managers and their tools write them --------------------------


def _coefficient_forms(value: float) -> dict[str, str]:
    """A bare coefficient (a beta): "0.1", and "0.10" where two decimals say it exactly."""
    forms = {"g": _g(value)}
    if round(value, 2) == value:
        forms["d2"] = f"{value:.2f}"
    return forms


def _sigma_forms(value: float) -> dict[str, str]:
    """An exposure in cross-sectional standard deviations: "0.2σ", "0.2 sd", "0.2 std"."""
    g = _g(value)
    return {"sig": f"{g}σ", "sd": f"{g} sd", "std": f"{g} std"}


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points of GMV: "150bp", "150 bps", "150 basis points"."""
    g = _g(value)
    return {"bp": f"{g}bp", "bps": f"{g} bps", "basis": f"{g} basis points"}


def _share_forms(value: float) -> dict[str, str]:
    """A share: "5%", "5.0%" (only where one decimal says it exactly) and "5 pct"."""
    pct = round(value * 100, 6)
    forms = {"pct": f"{_g(pct)}%"}
    if round(pct, 1) == pct:
        forms["pct1"] = f"{pct:.1f}%"
    forms["pctw"] = f"{_g(pct)} pct"
    return forms


def _gmv_forms(value: float) -> dict[str, str]:
    """A share of GMV, which a desk also writes in basis points: "3%", "3.0%", "3 pct",
    "300bp"."""
    return {**_share_forms(value), "bp": f"{_g(value * 10000)}bp"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk names it, its key in the optimiser's
    YAML, the values it takes (in `unit`: None for a bare coefficient or standard deviations),
    its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_BETA: Final = _Subject(
    ("max_abs_beta", "betaBandAbs"),
    (
        "the absolute ex-ante beta to the market",
        "the risk model's abs(β) to SPX",
        "the book's net market beta (either side of zero)",
    ),
    "beta_abs_max",
    None,
    (0.05, 0.1, 0.15),
    _coefficient_forms,
)
_NET: Final = _Subject(
    ("max_abs_net_exposure", "netBandPctGmv"),
    (
        "absolute net exposure as a share of GMV",
        "the abs(net) / GMV ratio",
        "net dollar exposure as a share of gross (long or short)",
    ),
    "net_gmv_abs_max",
    "fraction",
    (0.02, 0.05, 0.1),
    _share_forms,
)
_NAME: Final = _Subject(
    ("max_name_weight_bps", "singleNameCapBp"),
    (
        "any single name's absolute weight in GMV terms",
        "per-name position size (long or short, of GMV)",
        "the largest position in any one ticker (weight of GMV)",
    ),
    "name_cap_bp",
    "bps",
    (100.0, 150.0, 250.0),
    _bp_forms,
)
_ADV: Final = _Subject(
    ("max_adv_participation", "advParticipationCap"),
    (
        "participation in any name's 20-day ADV",
        "daily trading in a name as a share of its ADV",
        "ADV participation per name",
    ),
    "adv_participation_max",
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms,
)
_STYLE: Final = _Subject(
    ("max_style_exposure_sd", "styleFactorCapSigma"),
    (
        "the absolute exposure to any Barra-style factor",
        "each style-factor exposure in absolute terms (size, value, momentum and the rest)",
        "the net tilt on any single style factor of the risk model",
    ),
    "style_abs_sd_max",
    None,
    (0.1, 0.2, 0.3),
    _sigma_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_net", "sectorNetCapPctGmv"),
    (
        "net exposure to any GICS sector as a share of GMV",
        "sector net (any one GICS sector, of GMV)",
        "net exposure per GICS sector, of GMV",
    ),
    "sector_net_gmv_max",
    "fraction",
    (0.03, 0.04, 0.06),
    _gmv_forms,
)
_IDIO: Final = _Subject(
    ("min_idio_risk_share", "idioShareFloor"),
    (
        "the idiosyncratic share of predicted risk",
        "stock-specific risk as a share of total ex-ante variance",
        "idio % of risk",
    ),
    "idio_share_min",
    "fraction",
    (0.5, 0.55, 0.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_BETA, _NET, _NAME, _ADV, _STYLE, _SECTOR, _IDIO)
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "a typical level for a US equity market-neutral book",
    "what multi-manager platforms usually impose on a pod",
    "in line with the prime broker's risk-based margin assumptions",
    "a conservative placeholder until risk confirms",
    "the level the legacy stat-arb book ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the equity market-neutral book under its hard risk limits",
    "the best risk-adjusted alpha the book can earn inside its risk limits",
    "run the optimiser for target weights",
    "the target weights with their ex-ante risk decomposition",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the book's risk documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _level(s: _Subject) -> str:
    """What an exposure report calls the level: a floor or a limit."""
    return "floor" if s.floor else "limit"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the optimiser for tomorrow's open with the 11-signal ensemble switched on",
    "build target weights for the new small/mid-cap sleeve (about 400 names)",
    "rebalance EMN-3 after the Q3 risk-model refresh",
    "size the post-earnings-drift sleeve inside the main book",
    "re-optimise the book so the 6% vol target holds through year end",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still TBD in the optimiser spec (open comment from risk)",
    "{noun}: `TBD` in portfolio_construction.yaml until the CRO signs the new risk policy",
    "the RRC has not set a limit on {noun} for this book yet",
    "the limit on {noun} waits on the prime broker's new margin terms, which haven't arrived",
    "risk will set the limit on {noun} at Thursday's limits meeting",
)
_REQUEST_FRAMES: Final = (
    "EMN-3 rebalance ticket #5512\nTask: {task}.\nBlocked on: {deferral}.",
    "hey, can you {task}? {Deferral}. thx, Kofi (PM, EMN-3)",
    "From the research notebook (cell [4], markdown): TODO {task}. NB {deferral}.",
    "Morning risk summary: gross 3.1x NAV, 612 names, ICIR of the composite 0.47. Next: "
    "{task}.\nOpen item: {deferral}.",
    "Research ops here (not PM, not risk). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a close decoy); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {nomore}
_STATINGS: Final = (
    (
        "Slack #emn-risk\n[10:02] risk (MO): per the book limits sheet {noun} is {nomore} {v}. "
        "hard constraint in the optimiser, not a penalty term",
        "figures",
    ),
    (
        "RRC decision log #142 (quorum 4 of 5; signal: residual reversal, OOS t-stat 3.4)\n"
        "Decision: approved, subject to {noun} {op} {v}.",
        "figures",
    ),
    (
        "portfolio_construction.yaml (book EMN-3):\n  solver: OSQP\n  risk_model: US equity, "
        "68 factors\n  {key}: {v}\n  rebalance: daily at the close",
        "bare",
    ),
    (
        "| Limit | Level | Close 14 Nov | Status |\n|---|---|---|---|\n| {Noun} | {op} {v} | {obs} "
        "| OK |",
        "table",
    ),
    (
        "> Quick one: what's the limit on {noun}?\n\n{Nomore} {v}. That's the number the CRO "
        "signed in risk policy v7, section B. — Marta",
        "figures",
    ),
    (
        "Notebook cell [12] (markdown)\n### Constraints\n* {Noun}: {op} {v} (hard)\n"
        "* Turnover: penalised, κ calibrated in cell [9]",
        "figures",
    ),
    (
        "Tear sheet, EMN-3 walk-forward (three folds, OOS 2019–2023): Sharpe 1.7, IC 0.031, "
        "ICIR 0.52. Constraints applied: {noun} {op} {v}.",
        "figures",
    ),
    (
        "Firm risk policy v7, Schedule B (equity market-neutral books), limit 4: {noun} shall be "
        "{nomore} {v}, measured on the end-of-day risk run.",
        "figures",
    ),
    (
        "From the CRO's mandate letter for EMN-3: {Noun}: {limit} {v}. Breaches are escalated "
        "the same day.",
        "figures",
    ),
)


def _close(s: _Subject, value: float) -> float:
    """A close comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.15 if s.floor else value * 0.6, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a close inside the limit, a decoy in the same form
        written, observed = s.alike((value, _close(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "compliance": [
        "No trading in names on the firm's restricted or watch list.",
        "Short sales only against a confirmed locate (Reg SHO).",
        "No IPO allocations, SPACs or single-stock options in this book.",
    ]
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

#: another line of the optimiser spec's risk block beside the limit: its name and its value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "beta_abs_max": ("intraday beta drift that triggers a futures re-hedge", 0.03),
    "net_gmv_abs_max": ("daily one-way turnover, as a share of GMV", 0.15),
    "name_cap_bp": ("borrow-fee ceiling for new shorts, annualised", 300.0),
    "adv_participation_max": ("closing-auction participation cap", 0.2),
    "style_abs_sd_max": ("soft alert level (risk desk pinged, no action)", 0.05),
    "sector_net_gmv_max": ("country net cap, ex-US, of GMV", 0.1),
    "idio_share_min": ("ex-ante vol target, annualised", 0.06),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the PM's proposal, replaced by the RRC
        wrong_value = _away(s, value, 1.5, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"RRC minutes, 7 March: the PM proposed {wrong} for {noun}; the committee "
                f"approved {right} instead, effective from the next rebalance."
            )
        else:
            text = (
                "portfolio construction spec, redline v3.2 → v3.3\n"
                f"  {noun}: {_op(s)} ~~{wrong}~~ {right}    # RRC decision, accepted"
            )
    elif structure == 1:  # a widening risk refused
        wrong_value = _away(s, value, 2, -0.2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"[09:14] PM (KA): can we take {noun} to {wrong} for the earnings-season tilt?\n"
                f"[09:31] risk (JH): no. stays at {right}, not revisiting before Q2"
            )
        else:
            text = (
                f"> Requesting a temporary change of {noun} to {wrong} while the book re-sizes."
                f"\n\nDeclined by the CRO. The {_level(s)} is unchanged at {right}."
            )
    elif structure == 2:  # the book's close in the exposure report
        wrong_value = _close(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Exposure report, close 14 Nov: {noun} at {wrong} against a {_level(s)} of "
                f"{right}. No breach."
            )
        else:
            text = (
                "| Exposure | Close 14 Nov | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another line of the spec's risk block
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"- {_cap(beside)}: {wrong}", f"- {_cap(noun)}: {_op(s)} {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Optimiser spec v3.3, risk block:\n" + "\n".join(lines)
    else:  # the legacy book's or a peer figure, quoted for comparison
        wrong_value = _away(s, value, 0.5, 0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For context, the legacy stat-arb book (closed in 2021) ran {noun} at {wrong}. "
                f"The current book's {_level(s)} is {right}."
            )
        else:
            text = (
                f"Our {_level(s)} on {noun} is {right}. (The prime broker's capital-intro deck "
                f"quotes {wrong} as typical for EMN peers; that is not ours.)"
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


# --- mandate clauses as limit lists, mandate letters, risk policy, spec and RRC approvals -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the book limits' hard list in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} on the end-of-day risk run."
        hard: list[JsonValue] = [
            "Gross leverage up to 4x NAV.",
            "Drawdown of 7% from the high-water mark halves gross; 11% takes the book flat.",
            "No names on the firm's restricted list.",
            clause,
        ]
        return {"book_limits": {"book": "EMN-3", "hard": hard}}, None, "book_limits.hard[3]"
    if shape == 1:
        letter = (
            "PM MANDATE — Book EMN-3 (US equity market neutral)\n"
            "PM: K. Asante | Capital: $1.2bn GMV | Risk model: 68-factor US equity\n"
            "1. Universe: Russell 1000 plus ADRs with at least $20m ADV.\n"
            f"2. {_cap(noun)} must stay {'at or above' if s.floor else 'at or below'} {written}.\n"
            "3. Gross leverage up to 4x NAV; drawdown stop at 7% from the high-water mark."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        policy = (
            "FIRM RISK POLICY v7 — SCHEDULE B (equity market-neutral books)\n"
            "B.1 Limits are hard and tested on the end-of-day risk run.\n"
            f"B.4 {_cap(noun)}: {_op(s)} {written}.\n"
            "B.6 A breach is cured by the PM within two trading days, or risk cuts the position."
        )
        return None, policy, MANDATE_ID
    if shape == 3:  # the optimiser spec's hard constraints in the mandate's fields
        constraints: dict[str, JsonValue] = {
            "c1": "Every name may be held long or short.",
            "c2": "Short orders go out only against a confirmed locate.",
            "c4": f"{_cap(noun)} {_op(s)} {written}, enforced as a hard constraint.",
        }
        return (
            {"optimiser_spec": {"version": "3.3", "hard_constraints": constraints}},
            None,
            "optimiser_spec.hard_constraints.c4",
        )
    approval = (
        "RESEARCH REVIEW COMMITTEE — APPROVAL TO TRADE (short-horizon residual reversal)\n"
        "Evidence: six walk-forward folds, OOS Sharpe 1.4, IC 0.024 (t = 3.9), half-life 4 days.\n"
        f"Condition 1: {noun} {_op(s)} {written}.\n"
        "Condition 2: a capacity review once GMV passes $300m."
    )
    return None, approval, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance EMN-3 for tomorrow's open; every hard limit applies.",
    "Re-run the optimiser inside the limits in the book's risk documents.",
    "Before Thursday's RRC, re-optimise the book within its risk limits.",
    "Add the post-earnings-drift sleeve to the book, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the book's hard risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}
_GRANTED: Final = (
    "CRO delegation: the PM sets the limit on {noun} anywhere from {lo} to {hi} without coming "
    "back to risk.",
    "Optimiser spec v3.3, tunable parameters: the limit on {noun}, the PM's choice within "
    "[{lo}, {hi}].",
    "| Parameter | Allowed range | Who decides |\n|---|---|---|\n| Limit on {noun} | {lo} to {hi} "
    "| PM (no RRC sign-off needed inside the range) |",
    "Slack #emn-risk, risk (MO): the limit on {noun} is your call; anything between {lo} and "
    "{hi} is fine by us.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Risk policy v7 fixes the limit on {noun} at {point}. The {lo}–{hi} range in the spec is "
        "only the early-warning band the risk desk monitors; the PM has no discretion inside it.",
        "Risk policy v7 lets the PM set the limit on {noun} anywhere in the {lo}–{hi} range in "
        "the spec; the PM picks the level.",
    ),
    (
        "RRC minutes, item 4: the PM asked to set the limit on {noun} anywhere between {lo} and "
        "{hi}. Rejected: it stays at {point} until the annual limits review.",
        "RRC minutes, item 4: the PM asked to set the limit on {noun} anywhere between {lo} and "
        "{hi}. Approved: the PM may pick the level within that range.",
    ),
    (
        "Note from the CRO: the limit on {noun} is NOT delegated to the PM. Set it at {point}, "
        "not anywhere in {lo}–{hi}.",
        "Note from the CRO: the limit on {noun} is delegated to the PM. Anywhere in {lo}–{hi} "
        "is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the risk policy's fields, as a mandate message, or in the RRC's terms
    of reference."""
    if shape == 0:
        return {"risk_policy": {"schedule_b_notes": text}}, None
    if shape == 1:
        return None, f"Limits and delegations register (risk team, v7)\n\n{text}"
    return {
        "rrc_terms_of_reference": {"delegations": [text, "The RRC meets every other Tuesday."]}
    }, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as a notebook cell, a PM's construction note, an RRC
#: decision, a CIO message and a Slack line put them; the first of each is one line, so that it
#: can be quoted or struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Notebook cell [7], markdown: objective = max ex-ante Sharpe (forecast alpha over "
        "predicted risk).",
        "PM note, portfolio construction:\nthe optimiser should maximise the ratio of forecast "
        "alpha to predicted volatility, i.e. the book's ex-ante Sharpe ratio.",
        "RRC decision 2024-19: APPROVED to trade provided the book is sized for the best return "
        "per unit of risk (Sharpe), not for raw alpha.",
        "From the CIO: what I care about is risk-adjusted return, so maximise the Sharpe ratio "
        "of the book.",
        "#emn-risk: objective for the rebal is max Sharpe, pls check the solver config matches",
    ),
    "variance": (
        "Notebook cell [7], markdown: objective = minimum ex-ante variance; alpha forecasts "
        "not used.",
        "PM note, portfolio construction:\nfor now the optimiser should find the lowest-variance "
        "weights and ignore the alpha forecasts entirely.",
        "RRC decision 2024-19: APPROVED as a risk-reduction book only: weights minimise "
        "predicted variance and take no view on returns.",
        "From the CIO: until the signal proves itself out of sample, run the minimum-variance "
        "book, with no alpha in the objective.",
        "#emn-risk: objective for the rebal is min variance (pure risk min), alphas switched off",
    ),
    "tracking": (
        "Notebook cell [7], markdown: objective = minimise tracking error to the research "
        "paper portfolio.",
        "PM note, portfolio construction:\nthe live book should follow the paper portfolio as "
        "closely as costs allow, so minimise ex-ante tracking error against it.",
        "RRC decision 2024-19: APPROVED provided the live book tracks the committee's model "
        "portfolio with the smallest tracking error possible.",
        "From the CIO: the allocator wants the live book to shadow the model portfolio, so "
        "minimise tracking error to it.",
        "#emn-risk: objective for the rebal is min TE vs the paper book, nothing else",
    ),
    "return": (
        "Notebook cell [7], markdown: objective = maximise expected alpha, no risk-aversion "
        "term (λ = 0).",
        "PM note, portfolio construction:\nthe optimiser should put on as much forecast alpha "
        "as it can; risk is handled by the hard limits, not by the objective.",
        "RRC decision 2024-19: APPROVED as a high-conviction sleeve: weights maximise expected "
        "return with no penalty for risk.",
        "From the CIO: for the capacity test, maximise expected return outright, with no risk "
        "adjustment.",
        "#emn-risk: objective for the rebal is max expected alpha, risk aversion set to zero",
    ),
}
_DRAFTS: Final = (
    'The first draft of this note said: "{old}" That was superseded after the RRC review; '
    "the current version is:\n\n{new}",
    "~~{old}~~ (struck through after the RRC review, 14 Nov)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Scratch my last message on the objective. After talking to risk:\n\n{new}",
    "Update from the PM meeting (it supersedes what I sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Rebalance for EMN-3 (612 names, signal half-life 20 days):\n\n{ask}",
    "{ask}\n\nRun it through the optimiser for tomorrow's open. KL",
    "Backtest summary: OOS Sharpe 1.3, IC 0.027, ICIR 0.41, 5-fold purged CV with a 10-day "
    "embargo.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the book's universe",
    purpose="run the optimiser for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the target weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier cell in the same text, quoted or struck
    through; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2016)
_PERIODS: Final = (
    ("the 2010–2019 daily sample", "the 2010–2015 daily sample"),
    ("all data through June 2018", "all data through December 2015"),
    ("the 2008–2021 history", "the 2008–2015 history"),
    ("the quarters from Q1 2010 to Q4 2017", "the quarters from Q1 2010 to Q4 2015"),
    ("the vendor's history (Jan 2009 – Sep 2020)", "the vendor's history (Jan 2009 – Dec 2015)"),
    ("the 252-day window ending 31 Dec 2019", "the 252-day window ending 31 Dec 2015"),
)
_ACTIONS: Final = (
    "the signal's decay half-life was fitted",
    "the z-score winsorisation cut-offs were set",
    "the ensemble weights across the 11 alphas were fitted",
    "the Ledoit-Wolf shrinkage intensity was tuned",
    "the market-impact coefficient of the cost model was calibrated",
    "the universe's liquidity screen was chosen",
)
_LEAK_FRAMES: Final = (
    "Notebook cell [23]: {action} on {period}.",
    "Backtest report, methodology: {action} over {period}, and the same setting is used in all "
    "three walk-forward folds.",
    "RRC pre-read: {action} once, on {period}, before the walk-forward folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Fundamental signals are joined on the fiscal period end, so each quarter's numbers are "
        "in the book from the day the quarter closes.",
        "Fundamental signals are joined on the filing date plus one trading day, so each "
        "quarter's numbers enter the book only once they are public.",
    ),
    (
        "The universe is today's Russell 1000 membership, applied to every date back to 2010.",
        "The universe is the Russell 1000 as it was constituted on each rebalance date.",
    ),
    (
        "Hyper-parameters were picked by 5-fold purged CV with a 10-day embargo over the whole "
        "2010–2021 sample and then used in every walk-forward fold.",
        "Hyper-parameters were picked by 5-fold purged CV with a 10-day embargo inside each "
        "walk-forward fold's training years only.",
    ),
    (
        "Of the 40 signal variants tried, the one kept is the one with the best Sharpe across "
        "all three test folds.",
        "Of the 40 signal variants tried, the one kept in each fold is the one with the best "
        "Sharpe on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The RRC wants a three-fold walk-forward backtest of the new composite before it goes live.",
    "Please walk-forward test the residual-reversal book in three folds for Thursday's RRC.",
    "PM action: run a three-fold walk-forward backtest of the optimiser with the new alphas.",
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

_COMPANY: Final = "Orrin Microsystems"
_ENTITY: Final = "ent_orrin_microsystems"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 versus Q3", (10, 11)),
    ("over calendar 2022", (7, 11)),
    ("over the last eight quarters", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2021 and Q2 2022", (5, 9)),
    ("in the first half of 2021", (3, 5)),
    ("since the 2011 IPO", None),
    ("over the last ten years", None),
    ("through the 2015–16 downcycle", None),
)


#: "about 12%", "north of 45%", "a touch under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="north of {}%", short="a touch under {}%", about="about {}%"
)


def _by_bp(a: float, b: float) -> str:
    """A margin's move in basis points ("by 310bp"), or "" under 20bp."""
    change = round(abs(b - a) * 100)
    return f"by {change}bp" if change >= 20 else ""


_by_days = partial(_change_by, "by {:.0f} days", 2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.15)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            812.0,
            790.0,
            868.0,
            931.0,
            1004.0,
            1072.0,
            1139.0,
            1188.0,
            1221.0,
            1262.0,
            1240.0,
            1209.0,
        ),
        ("Revenue", "Orrin Microsystems' revenue", "Top-line sales"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (51.2, 50.4, 52.8, 54.1, 55.6, 56.9, 57.8, 58.3, 58.9, 57.4, 54.6, 52.0),
        ("Gross margin", "Orrin Microsystems' gross margin", "The gross margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never expanded from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_bp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "days_inventory_outstanding",
        (118.0, 124.0, 109.0, 101.0, 96.0, 92.0, 88.0, 90.0, 97.0, 108.0, 121.0, 134.0),
        ("Days inventory outstanding", "Orrin Microsystems' DIO", "The inventory-days figure"),
        (
            ("{s} improved {m}", fell),
            ("{s} deteriorated {m}", rose),
            ("{s} never lengthened from one quarter to the next", never_rose),
            ("{s} did not lengthen", held_down),
            ("{s} did not shorten", held_up),
        ),
        _by_days,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.9, 2.1, 1.7, 1.4, 1.1, 0.9, 0.7, 0.6, 0.6, 0.8, 1.1, 1.5),
        ("Net debt to EBITDA", "Orrin Microsystems' leverage", "Net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not increase", held_down),
            ("{s} did not decrease", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the year-earlier quarter in each quarter of 2022",
    down_all="{s} was below the year-earlier quarter in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at a double-digit annual rate from Q4 2020 to Q4 2022",
    shrank="{s} shrank at a double-digit annual rate from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Notebook cell [31] (markdown), top short contributor: {claim} [1].",
    "Attribution note, week 47: {claim} [1]; the name is 180bp of GMV short and 9% of its "
    "20-day ADV.",
    "| Ticker | Side | Fundamental read |\n|---|---|---|\n| ORRN | short | {Claim} [1] |",
    "#emn-risk: fyi on ORRN, {claim} [1]. crowding score 0.87, short interest 11% of float",
    "RRC minutes, item 3 (single-name override on ORRN): the PM noted that {claim} [1].",
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
        special_step=4,
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZH: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
