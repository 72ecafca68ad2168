"""Held-out batch ZZT: every flaw kind again, in the voice of a managed-futures shop: a commodity
trading advisor (CFTC-registered CTA and NFA member) running a diversified trend-following
program (the "DTP") on exchange-traded futures, its Part 4 Disclosure Document, the trading
program's risk parameters and their redlines, the investment committee's (IC) sign-off sheets
and minutes, the execution desk's chat (timestamped handles, "ES/NQ/ZN/CL", "front-month
roll"), a forwarded margin notice from its futures commission merchant (FCM), a separately
managed account's (SMA) trading advisory agreement and its Schedule B trading guidelines, a
commodity pool's offering memorandum with its "Trading Policies", an OMS `risk_limits.yaml`,
and the research team's backtest notes and wiki.

Batch ZZT is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZ, or benchmark result was read for it, and it was not run
against the reviewers before its first recorded run.

Decoy numbers (no truth depends on them): AUM ($1.84bn), the count of markets traded (62), SMA
size ($150m), fees ("2 and 20", "1% management, 15% incentive"), the "Current (14-Mar)" or
"Friday close" position beside a limit, drawdown review triggers, a daily VaR limit, a
session-volume participation cap and an ATR stop multiple beside the limit in the
risk-parameter sheet, the SG CTA peer median and the old Global Macro program's figure, the
projected M/E (14.2%) in a forwarded FCM margin notice, IC votes, version numbers, account
numbers, chat timestamps, lookback lengths (20/55/120 days), the share of excess equity kept in
T-bills and the dates of filings and meetings. Its parts:

* limits as a CTA states them: the CRO's chat after IC sign-off, a "Parameter / Limit /
  Current (14-Mar)" table whose current figure is a decoy, the Disclosure Document's trading
  program section, an SMA's Schedule B trading guidelines, an OMS `risk_limits.yaml` (a bare
  number in the constraint's unit), the desk chat, an IC sign-off sheet and a pool's offering
  memorandum, each in turn; number forms "12%", "12 percent", "12.0%"; for risk per trade in
  bp of equity "35bp", "35 bps", "0.35%"; for leverage "4x", "4.0x", "4.0 times"; subjects:
  margin-to-equity (M/E), risk per trade (bp of equity), one sector's share of total risk,
  contracts held as a share of open interest, ex-ante annualized volatility, gross notional
  leverage as a multiple of equity, and equity held away from the FCM (a floor);
* requests (a research ticket, the desk chat, the COO's e-mail, an ops checklist, compliance,
  and a forwarded FCM margin notice whose projected M/E is a decoy) deferring the limit to
  IC's sign-off of the v4 risk parameters, a blank in the draft Disclosure Document, an SMA
  client's trading guidelines not yet sent, the CRO's post-drawdown review, or the IC's April
  meeting;
* provenance misquoting its source: last year's Disclosure Document figure changed in the
  current one (prose) or a risk-parameter redline, an IC that declined a request or an SMA
  client's quoted reply refusing one, the day's position in the daily risk report (prose or a
  "Metric / Friday close / Limit" table), another figure in the same risk-parameter sheet
  (drawdown review trigger, daily VaR, session-volume participation, ATR stop multiple, target
  M/E), and a peer median or an older program's figure quoted for comparison;
* mandates as an SMA's Schedule B in the mandate's fields
  (`trading_advisory_agreement.schedule_b.guideline_4`), an IC sign-off sheet, a commodity
  pool's "TRADING POLICIES", the OMS hard limits in the mandate's fields
  (`risk_limits.hard[2]`) and an SMA side letter;
* latitude granted as the Disclosure Document's expected range at the Advisor's discretion, an
  IC delegation to the PMs, a "Parameter / Band / Who decides" table and the CIO in chat;
  refused as risk parameters that fix the level (the Disclosure Document's range being only
  historical disclosure), IC minutes not approving the PMs' request, and the CRO in chat
  saying there is no discretion; each twin the same text granting it;
* objectives as the Disclosure Document, an IC sign-off, the backtest notes, an allocator's
  e-mail and the PM in chat, with last year's Disclosure Document wording quoted or an IC
  strike-through in the same text, and a later message from the CIO replacing an earlier one;
* leakage as CTA researchers write it: breakout lookbacks, an EWMAC speed blend, a vol-target
  scalar, an ATR stop multiple and sector risk caps set on periods reaching into the test
  years, and whole sentences (rolling on open interest CME publishes the next morning, ATR
  measured over the sessions after entry, today's 62 markets back-filled to 1990, results on
  the same years the lookbacks were chosen on); each clean twin in the same form, ending
  before the first test date (2 January 2015);
* trend claims on Marlowe Clearing Group (a listed FCM and clearing broker that clears the
  program and is reviewed as its counterparty) — revenue, net interest income on customer
  funds, customer segregated funds, excess net capital and debt/equity (as "by 0.05x") over
  twelve quarters (2020 Q1–2022 Q4, through the March 2020 margin spike, zero rates and the
  2022 hikes and energy margin calls), as an FCM due-diligence memo, a counterparty review for
  IC, an "FCM / Observation" table, the ops chat and a CRO note; horizons covered by the series
  against uncovered ones ("since the MF Global collapse in 2011"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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
    FOLDS_TESTED_FROM_2015,
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
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270141
KINDS: Final = ALL_KINDS
TAG: Final = "zzt"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztzt0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztzt1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztzt2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzztzt3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzztzt5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzztztz"


# --- numbers as a CTA's risk, research and execution people write them ------------------------


def _pct_forms(value: float) -> dict[str, str]:
    """A share of equity, of risk or of open interest: "12%", "12 percent", "12.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "percent": f"{_g(pct)} percent", "pct1": f"{pct:.1f}%"}


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points of equity: "35bp", "35 bps", "0.35%"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "pct": f"{_g(value / 100)}%"}


def _times_forms(value: float) -> dict[str, str]:
    """A multiple of equity: "4x", "4.0x", "4.0 times"."""
    return {"x": f"{_g(value)}x", "x1": f"{value:.1f}x", "times": f"{value:.1f} times"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a CTA names it, its key in the OMS's
    `risk_limits.yaml`, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_MARGIN: Final = _Subject(
    ("max_margin_to_equity", "meCap"),
    ("margin-to-equity", "the M/E ratio", "initial margin as a share of equity"),
    "max_margin_to_equity",
    "fraction",
    (0.1, 0.12, 0.15),
    _pct_forms,
)
_RISK_PER_TRADE: Final = _Subject(
    ("max_risk_per_trade_bps", "riskPerTradeBp"),
    (
        "risk per trade",
        "initial risk per position (entry to stop)",
        "per-trade risk as a share of equity",
    ),
    "max_risk_per_trade_bps",
    "bps",
    (25.0, 35.0, 50.0),
    _bp_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_risk_share", "sectorRiskCap"),
    (
        "any one sector's share of total risk",
        "the risk budget of any single sector",
        "single-sector risk concentration",
    ),
    "max_sector_risk_share",
    "fraction",
    (0.25, 0.3, 0.35),
    _pct_forms,
)
_OPEN_INTEREST: Final = _Subject(
    ("max_open_interest_share", "oiShareCap"),
    (
        "contracts held as a share of open interest",
        "the position in any one contract as a share of its open interest",
        "the open-interest share in any one contract",
    ),
    "max_oi_share",
    "fraction",
    (0.01, 0.02, 0.025),
    _pct_forms,
)
_VOL: Final = _Subject(
    ("max_ex_ante_vol", "volCeiling"),
    (
        "ex-ante annualized volatility",
        "the top of the program's annualized vol target band",
        "forecast annualized vol",
    ),
    "max_ex_ante_vol",
    "fraction",
    (0.12, 0.15, 0.18),
    _pct_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_notional_leverage", "grossNotionalCap"),
    (
        "gross notional leverage",
        "gross notional exposure as a multiple of equity",
        "notional leverage",
    ),
    "max_gross_notional_leverage",
    "multiple",
    (3.0, 4.0, 6.0),
    _times_forms,
)
_AWAY: Final = _Subject(
    ("min_equity_away_from_fcm", "custodyFloor"),
    (
        "equity held away from the FCM",
        "the share of equity kept in T-bills at the custodian",
        "assets held outside the clearing account",
    ),
    "min_equity_away_from_fcm",
    "fraction",
    (0.4, 0.5, 0.6),
    _pct_forms,
    floor=True,
)
_SUBJECTS: Final = (_MARGIN, _RISK_PER_TRADE, _SECTOR, _OPEN_INTEREST, _VOL, _LEVERAGE, _AWAY)

_RATIONALES: Final = (
    "typical for a diversified trend-following CTA",
    "in line with the SG CTA peer group",
    "what allocators' DDQs usually expect",
    "a conservative placeholder until IC signs off",
    "the level the old Global Macro program ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Risk weights across the trend program's futures markets under its risk parameters",
    "the best risk-adjusted return within the program's risk parameters",
    "solve the program's target risk weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the program's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "at least" if s.floor else "no more than"


def _breach_word(s: _Subject) -> str:
    return "fall below" if s.floor else "exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-size the Diversified Trend Program after adding the grains sleeve (ZC/ZS/ZW)",
    "set position sizes for the new $150m SMA (Pacific Teachers)",
    "rerun the risk allocation across all 62 markets after the June front-month roll",
    "scale the book to the new vol target for Q3",
    "size the short-term trend overlay on ES/NQ/ZN/CL",
)
_DEFERRALS: Final = (
    "IC hasn't signed off the limit on {noun} in the v4 risk parameters yet",
    "the limit on {noun} is still blank in the draft Disclosure Document; compliance fills it "
    "in after the NFA review",
    "the SMA client hasn't sent its trading guidelines, so the limit on {noun} is open",
    "the limit on {noun} waits on the CRO's post-drawdown review",
    "IC will set the limit on {noun} at the April meeting",
)
_REQUEST_FRAMES: Final = (
    "RES-412 (research ticket)\nTask: {task}.\nBlocked on: {deferral}.",
    "[07:52:18] dpark: can you {task}? {Deferral}.\n"
    "[07:52:40] dpark: before the Globex open if poss",
    "Hi both,\n\nAhead of Thursday's IC, please {task}. {Deferral}.\n\nThanks,\nRenata (COO)",
    "From the Q3 ops checklist: {task}. Note: {deferral}; flag anything that depends on it.",
    "Compliance here (not on the trading side). Please {task}. {Deferral}.",
    "Fwd: FCM margin notice\n> CME Clearing raises CL and NG initial margins from Monday's "
    "close.\n> Account 4471-DTP: projected M/E after the change 14.2%.\n\nBefore Monday, "
    "please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current-position decoy); {noun}, {v}, {key},
#: {limit}, {op}, {obs}, {nomore}, {breach}
_STATINGS: Final = (
    (
        "CRO here. IC signed off the new risk parameters this morning. {Noun}: {limit} {v}, "
        "hard limit in the OMS.",
        "figures",
    ),
    (
        "| Parameter | Limit | Current (14-Mar) |\n|---|---|---|\n| {Noun} | {op} {v} | {obs} |",
        "table",
    ),
    (
        "Disclosure Document (March filing), Trading Program section: 'The Advisor will not "
        "permit {noun} to {breach} {v}.'",
        "figures",
    ),
    (
        "Trading Advisory Agreement, Schedule B (Trading Guidelines): {noun} shall be "
        "{nomore} {v}.",
        "figures",
    ),
    ("risk_limits.yaml (program: DTP)\n  {key}: {v}\n  enforced: pre-trade", "bare"),
    (
        "[11:03:47] cro_mkowalski: confirmed w/ IC, {noun} {limit} {v}, no exceptions\n"
        "[11:04:02] cro_mkowalski: it's in the OMS as a hard block",
        "figures",
    ),
    (
        "Investment Committee sign-off sheet, DTP risk parameters\n  Item: {noun}\n"
        "  Limit: {op} {v}\n  Approved: JM / RK / ST (unanimous)",
        "figures",
    ),
    (
        "From the pool's offering memorandum, Trading Policies: 'The Fund will keep {noun} at "
        "{nomore} {v}.'",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """Today's position, comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.2 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # today's position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
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
        breach=_breach_word(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only: a commodity pool's trading policies
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "trading_policies": [
        "The Fund will not employ the trading technique commonly known as pyramiding.",
        "The Fund trades only futures and options on futures listed on designated contract "
        "markets or approved foreign boards of trade.",
        "The Fund will not lend money, and invests its cash only in US Treasury bills and "
        "government money-market funds.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: a figure beside the limit in the same risk-parameter sheet: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "max_margin_to_equity": ("Drawdown that triggers an IC review", 0.2),
    "max_risk_per_trade_bps": ("Daily VaR limit (one-day, 99%)", 180.0),
    "max_sector_risk_share": ("Correlated-group risk cap (e.g. ES with NQ)", 0.4),
    "max_oi_share": ("Max share of a session's volume per order", 0.1),
    "max_ex_ante_vol": ("Program drawdown at which trading stops", 0.25),
    "max_gross_notional_leverage": ("Initial stop distance, in ATR multiples", 2.5),
    "min_equity_away_from_fcm": ("Target margin-to-equity", 0.12),
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
    if structure == 0:  # last year's figure, changed since
        wrong_value = _away(s, value, 1.5, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Last year's Disclosure Document had {wrong} for {noun}. The current one, as "
                f"filed with NFA this March, says {right}."
            )
        else:
            text = (
                f"Risk parameters redline (v3 to v4): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[IC: approved, live from the February roll]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked IC to take {noun} to {wrong} for the energy trade. IC declined "
                f"(two for, three against); the {_limit(s)} stays at {right}."
            )
        else:
            text = (
                "> From: Pacific Teachers' RS (SMA client)\n"
                f"> You proposed {wrong} for {noun}. We do not agree; Schedule B stays at "
                f"{right}.\n\nNoted, we'll keep to it. DTP desk"
            )
    elif structure == 2:  # today's position in the daily risk report
        wrong_value = _away(s, value, 0.7, 0.2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk report, Friday's close: {noun} at {wrong}, inside the "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Metric | Friday close | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same risk-parameter sheet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Risk parameters, Diversified Trend Program\n  " + "\n  ".join(lines)
    else:  # a peer median or an older program's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the SG CTA peer median runs {noun} around {wrong}; our risk "
                f"parameters set it at {right}."
            )
        else:
            text = (
                f"The old Global Macro program allowed {wrong} for {noun}. The DTP's risk "
                f"parameters are tighter: {right}."
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


# --- mandate clauses: Schedule B, IC sign-off, trading policies, OMS limits, side letter ------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # an SMA's trading guidelines in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, measured daily at settlement."
        schedule: dict[str, JsonValue] = {
            "guideline_1": "Futures and options on futures only, on designated contract markets "
            "and approved foreign boards of trade.",
            "guideline_4": clause,
        }
        return (
            {"trading_advisory_agreement": {"schedule_b": schedule}},
            None,
            "trading_advisory_agreement.schedule_b.guideline_4",
        )
    if shape == 1:
        sheet = (
            "INVESTMENT COMMITTEE SIGN-OFF\n"
            "Diversified Trend Program, risk parameters v4 (effective with the March roll)\n"
            "1. Markets: 62 futures markets across six sectors.\n"
            f"2. {_cap(noun)}: {_op(s)} {written} (hard limit).\n"
            "3. Execution: no market orders in the first five minutes of the session.\n"
            "Signed: JM, RK, ST"
        )
        return None, sheet, MANDATE_ID
    if shape == 2:
        policies = (
            "TRADING POLICIES (Confidential Offering Memorandum, Part Two)\n"
            "(a) The Fund will not employ the trading technique commonly known as pyramiding.\n"
            f"(b) The Fund will not permit {noun} to {_breach_word(s)} {written}.\n"
            "(c) The Fund will not lend money or buy securities other than Treasury bills."
        )
        return None, policies, MANDATE_ID
    if shape == 3:  # the OMS's hard limits in the mandate's fields
        hard: list[JsonValue] = [
            "No new positions in a contract's spot month.",
            "Max order size: 10% of the session's average daily volume.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return {"risk_limits": {"program": "DTP", "hard": hard}}, None, "risk_limits.hard[2]"
    letter = (
        "SIDE LETTER, Pacific Teachers' Retirement System (managed account, $150m)\n"
        "1. Reporting: daily positions; monthly NAV from the FCM statement.\n"
        f"2. Trading limit: the Advisor shall keep {noun} at {_no_more(s)} {written}.\n"
        "3. Fees: 1% management, 15% incentive, quarterly high-water mark."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-size the DTP book after the roll; every risk limit applies.",
    "Rerun position sizing inside every limit that binds the program.",
    "Before IC, re-optimize risk across the 62 markets within our limits.",
    "Add the grains sleeve (ZC/ZS/ZW), keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the program's risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Disclosure Document, Trading Program: the Advisor expects {noun} to range between {lo} "
    "and {hi}; where in that range it sits is at the Advisor's discretion.",
    "IC delegation to the PMs: {noun} may be set anywhere from {lo} to {hi} without returning "
    "to IC.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} to {hi} | PMs (no IC "
    "sign-off needed inside the band) |",
    "[16:02:11] cio_rhall: {noun} is your call, anything from {lo} to {hi} works for IC",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The risk parameters fix {noun} at {point}. The {lo} to {hi} range in the Disclosure "
        "Document is historical disclosure, not discretion for the PMs.",
        "The risk parameters let {noun} sit anywhere in the {lo} to {hi} range in the "
        "Disclosure Document; the PMs choose the level.",
    ),
    (
        "IC minutes, item 4: the PMs asked to run {noun} anywhere between {lo} and {hi}. Not "
        "approved: it stays at {point} until the Q3 review.",
        "IC minutes, item 4: the PMs asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the PMs may choose within that range.",
    ),
    (
        "[08:31:55] cro_mkowalski: no discretion on {noun}. It's {point}, not 'somewhere in "
        "{lo} to {hi}'",
        "[08:31:55] cro_mkowalski: {noun} is at your discretion, anywhere in {lo} to {hi}",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the trading program's fields, as a mandate message, or pinned in the
    desk channel."""
    if shape == 0:
        return {"trading_program": {"risk_parameter_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities, DTP (approved by IC)\n\n{text}"
    pinned: list[JsonValue] = [text, "Rolls: front month to next, five days before first notice."]
    return {"desk_channel": {"pinned": pinned}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:6],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the Disclosure Document, an IC sign-off, the backtest
#: notes, an allocator's e-mail and the PM in chat put them; the first of each is one line, so
#: that it can be quoted or struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Program objective (Disclosure Document, Trading Program): the highest return per unit "
        "of risk, that is, maximize the Sharpe ratio.",
        "IC sign-off, portfolio construction:\nrisk weights across the markets are set to "
        "maximize the program's Sharpe ratio.",
        "Backtest notes v3, section 1: we size the book for the best risk-adjusted return, "
        "measured by the Sharpe ratio.",
        "Allocator e-mail: as we read your DDQ, the DTP aims for the best return for the vol it "
        "runs, so please maximize Sharpe.",
        "[09:12:40] pm_dpark: objective for the resize is max Sharpe, same as always",
    ),
    "variance": (
        "Program objective (Disclosure Document, Trading Program): the lowest-volatility mix "
        "of the markets traded.",
        "IC sign-off, portfolio construction:\nrisk weights are set for minimum variance, with "
        "no view on expected returns.",
        "Backtest notes v3, section 1: for the defensive sleeve we want the smoothest book we "
        "can build, the lowest variance, whatever the trend signals forecast.",
        "Allocator e-mail: our board wants the overlay as steady as possible; minimize its "
        "variance and leave return forecasts out of it.",
        "[09:12:40] pm_dpark: for the overlay just min variance, no return views",
    ),
    "tracking": (
        "Program objective (Disclosure Document, Trend Replication Program): track the SG "
        "Trend Index as closely as possible.",
        "IC sign-off, portfolio construction:\nthe replication sleeve is weighted for the "
        "smallest tracking error to the SG Trend Index.",
        "Backtest notes v3, section 1: the replicator's weights minimize tracking error "
        "against the SG Trend Index.",
        "Allocator e-mail: we want beta to the SG Trend Index and nothing else; minimize "
        "tracking error to it, please.",
        "[09:12:40] pm_dpark: replication book is min TE vs SG Trend, that's the whole brief",
    ),
    "return": (
        "Program objective (Disclosure Document, Trading Program): the highest expected return, "
        "with no penalty for risk.",
        "IC sign-off, portfolio construction:\nweights go to the highest expected return; risk "
        "does not enter the objective (the hard limits handle it).",
        "Backtest notes v3, section 1: for the high-octane share class we maximize expected "
        "return, with no risk term.",
        "Allocator e-mail: we took the 3x leverage class for return, so just maximize expected "
        "return, no risk adjustment.",
        "[09:12:40] pm_dpark: for the 3x class it's max expected return, no risk penalty",
    ),
}
#: the same text replacing an earlier objective: last year's Disclosure Document quoted, or an
#: IC strike-through
_DRAFTS: Final = (
    'Last year\'s Disclosure Document said: "{old}" That no longer applies (it changed with '
    "this March's filing). What applies now:\n\n{new}",
    "~~{old}~~ (struck at IC, 9 January)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO: ignore my earlier note on the objective. IC agreed this instead:\n\n{new}",
    "Correction per IC sign-off of 9 January (replaces the objective sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the DTP resize:\n\n{ask}",
    "{ask}\n\nPlease size the book to that. Research",
    "DTP at a glance: $1.84bn AUM, 62 markets, M/E about 11%, 2 and 20.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Risk weights across the futures markets the program trades",
    purpose="solve for the risk weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="risk weights",
    section_title="Risk weights",
    description="the risk weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The wanted objective replacing an earlier one in the same text: the earlier Disclosure
    Document's one-line wording, quoted or struck through."""
    return _fill(rng.choice(_DRAFTS), old=_ASKS[old_kind][0], new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier objective in the same text, quoted or
    struck through; every fourth from the fourth an earlier message a later one replaces."""
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

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the back-adjusted futures history from 1990 to 2019",
        "the back-adjusted futures history from 1990 to 2014",
    ),
    ("all settlement data up to June 2017", "all settlement data up to December 2014"),
    (
        "the full CSI Data sample (Jan 1995 to Dec 2020)",
        "the CSI Data sample from Jan 1995 to Dec 2014",
    ),
    (
        "daily settlements for all 62 markets through Q3 2016",
        "daily settlements for all 62 markets through Q4 2014",
    ),
    (
        "the 2000-2018 daily returns in the research database",
        "the 2000-2014 daily returns in the research database",
    ),
    (
        "every roll-adjusted series we hold, 1985 to March 2021",
        "every roll-adjusted series we hold, 1985 to December 2014",
    ),
)
_ACTIONS: Final = (
    "the breakout lookbacks (20, 55 and 120 days) were chosen",
    "the EWMAC speed blend was optimized",
    "the vol-target scalar was calibrated",
    "the initial-stop ATR multiple was fitted",
    "the sector risk caps were set",
)
_LEAK_FRAMES: Final = (
    "Backtest notes v3, section 2 (calibration): {action} on {period}.",
    "Research wiki (DTP/sizing): {action} using {period}, and those settings are held fixed "
    "in all three walk-forward folds.",
    "For the IC pack: {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Rolls: each contract is rolled at the settlement of the day whose own open interest, "
        "which CME publishes the next morning, shows the next contract ahead of the front month.",
        "Rolls: each contract is rolled at the settlement of the day on which the open interest "
        "CME published that morning (the prior session's) shows the next contract ahead of the "
        "front month.",
    ),
    (
        "Position sizes use each market's 20-day ATR measured over the 20 sessions after the "
        "entry date.",
        "Position sizes use each market's 20-day ATR measured over the 20 sessions before the "
        "entry date.",
    ),
    (
        "The universe is the 62 markets the program trades today, each back-filled to 1990 "
        "whether or not it passed our liquidity screen at the time.",
        "The universe on each date is the markets that passed our open-interest and volume "
        "screen on that date.",
    ),
    (
        "Results in the IC pack cover the same 1990-2020 history the lookbacks were chosen on; "
        "nothing was held out.",
        "Results in the IC pack cover only each fold's test years; the lookbacks are chosen on "
        "that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "IC wants a three-fold walk-forward backtest of the resized DTP before sign-off.",
    "Please walk-forward test (three folds) the new EWMAC speed blend for the Q3 IC pack.",
    "Research ticket RES-431: run a three-fold walk-forward of the position-sizing model.",
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
    sentence_at=2,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Marlowe Clearing Group"
_ENTITY: Final = "ent_marlowe_clearing_group"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the four quarters to December 2022", (7, 11)),
    ("over the two years to end-2022", (3, 11)),
    ("since Q1 2020, the quarter of the March margin spike", (0, 11)),
    ("from the June 2020 quarter to the June 2022 quarter", (1, 9)),
    ("through 2021", (3, 7)),
    ("since its FCM registration in 1998", None),
    ("since the MF Global collapse in 2011", None),
    ("over the past decade", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


def _pct_unless_multiplied(a: float, b: float) -> str:
    """`_approx_pct`, but "" where the figure more than doubled (a desk says "it rose", not
    "it rose 1075%")."""
    return "" if abs(b - a) / abs(a) >= 1 else _approx_pct(a, b)


_by_turns = partial(_change_by, "by {:.2f}x", 0.02)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (612.0, 498.0, 471.0, 489.0, 530.0, 502.0, 495.0, 518.0, 604.0, 655.0, 688.0, 702.0),
        (
            "Revenue",
            "Marlowe Clearing Group's revenue",
            "Net revenue (commissions, clearing fees and interest)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_interest_income",
        (88.0, 21.0, 14.0, 12.0, 11.0, 10.0, 11.0, 12.0, 19.0, 47.0, 96.0, 141.0),
        (
            "Net interest income",
            "Marlowe Clearing Group's interest income on customer funds",
            "NII on segregated balances",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not pick up", held_down),
        ),
        _pct_unless_multiplied,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "customer_segregated_funds",
        (
            16400.0,
            14900.0,
            14200.0,
            14600.0,
            15300.0,
            15800.0,
            15600.0,
            16200.0,
            21900.0,
            20400.0,
            18800.0,
            18500.0,
        ),
        (
            "The customer segregated funds balance",
            "Marlowe Clearing Group's segregated customer balance",
            "Seg balance at the FCM",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "excess_net_capital",
        (412.0, 436.0, 455.0, 461.0, 478.0, 470.0, 492.0, 505.0, 498.0, 526.0, 551.0, 569.0),
        (
            "Excess net capital",
            "Marlowe Clearing Group's excess adjusted net capital",
            "Capital above the CFTC minimum",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not erode", held_up),
            ("{s} did not build", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (0.62, 0.58, 0.55, 0.55, 0.52, 0.5, 0.49, 0.47, 0.51, 0.48, 0.45, 0.44),
        ("Debt/equity", "Marlowe Clearing Group's debt to equity", "Leverage (debt/equity)"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not fall", held_up),
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
    up_all="{s} was above the same quarter of 2021 in every quarter of 2022",
    down_all="{s} was below the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "FCM due-diligence memo (annual), financial condition: {claim} [1].",
    "Counterparty review for IC: {claim} [1]; we keep 60% of excess equity in T-bills at the "
    "custodian either way.",
    "| FCM | Observation |\n|---|---|\n| Marlowe Clearing Group | {Claim} [1] |",
    "[14:22:09] ops_tnguyen: fyi {claim} [1], no change to the margin sweep",
    "CRO note to the IC, clearing relationships: {claim} [1].",
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
        special_step=15,
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZT: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
