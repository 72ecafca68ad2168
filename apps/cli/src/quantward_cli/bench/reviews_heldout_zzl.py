"""Held-out batch ZZL: every flaw kind again, in the voice of a futures commission merchant's
(FCM's) and clearing member's risk function facing a central counterparty (CCP) in listed
futures and options and cleared IRS: the client risk limits schedule and its annexes, Credit
Committee decisions on a client's margin multiplier, margin call and intraday call notices,
end-of-day (EOD) risk reports, stress-test and cover-2 reports, default fund (DF) contribution
statements, the margin model validation report, the CCP rulebook and risk procedures, ops
e-mails and Symphony and Bloomberg chat.

Batch ZZL is built like the model batch ZZ — phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text — and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. IM called and VM paid (USD m), the credit line's size, intraday call thresholds,
the CCP's confidence level and MPOR, haircut percentages, the DF's size and the member's DF
contribution, the cover-2 figure, historical VM peaks, account codes, votes and meeting dates
are decoy numbers: no truth depends on them. Its parts are new:

* limits as an FCM's client risk team states them: Client Risk's reply after checking the
  signed limits schedule, a Credit Committee decision with a quorum line, a margin call notice
  (IM and VM figures as decoys) closing on the limit, a risk-engine limits extract (a bare
  number in the constraint's unit), the schedule's own clause, a Symphony chat, a redline of
  the schedule filling a "TBD", a "Limit / EOD reading / Within limit?" table whose position
  is a decoy, and Annex C of the cleared derivatives addendum, each form in turn; number forms
  "2.5x", "2.50x", "2.5 times"; "15%", "15 pct", "0.15"; "1,500 lots", "1500 lots",
  "1,500 contracts"; "4 days", "4 business days", "4d"; subjects: a client's stress loss as a
  multiple of its posted IM, IM utilisation of the client's credit line, a position's share
  of open interest (OI) in any one contract, a position limit in lots per contract month, and
  the liquidity horizon (liquidation period) of the client margin model, a floor in days;
* requests deferring the limit to a blank in the draft limits schedule, a "[TBC]" in the
  Annex C mark-up, a Credit Committee that has not set it, Model Validation's report on the new
  margin model, or the Client Risk Committee's next meeting;
* provenance misquoting its source: a draft schedule's figure changed in the signed schedule
  (in prose, or as a redline with Credit's comment that agreed it), a client's request Credit
  declined or a Credit Committee vote against the desk, the client's EOD position in the risk
  report (in prose or a "Limit / EOD 30 Sep / Schedule limit" table), another figure in the
  same schedule (the Credit margin multiplier, a collateral haircut, the CCP's concentration
  add-on threshold, the exchange accountability level or the CCP's MPOR for cleared IRS) and a
  previous FCM's or other clearing members' figure quoted for comparison;
* mandates as the limits schedule's section 4 in the mandate's fields (a dotted clause key,
  "section_4.4.3"), a Credit Committee decision, Annex C of the cleared derivatives addendum,
  the board risk appetite statement's list of client limits in the mandate's fields
  (`board_risk_appetite.client_limits[2]`) and a Client Risk Committee resolution;
* latitude granted as a Credit Committee delegation to Client Risk, a discretionary band in
  the schedule, a "Limit / Band / Who sets it" table and a Symphony message from the CRO's
  office; refused as a fixed figure whose band is only an early-warning range, Credit
  Committee minutes declining Client Risk's request and a Symphony reply that Credit has not
  delegated it; each twin the same text granting it;
* objectives as the client's onboarding pack, a Credit Committee paper, the monthly client
  risk review, the client COO's e-mail and a Symphony line from the client's PM, with an
  earlier draft quoted or struck out in the same text and a later message from the CRO
  replacing an earlier one;
* leakage as the margin modellers and validators write it: a client margin multiplier, a
  concentration add-on curve, an intraday VM call threshold, a stress-loss trigger and a
  liquidity-horizon scaling set on periods of settlement prices, margin runs, VM history,
  stress results, SPAN arrays or the CCP's parameter files reaching into the test years, and
  whole sentences (that day's EOD settlement prices used by weights set before the open, the
  IM of the margin call issued the next morning booked on the decision date, the next day's
  stress results, the DF contribution as the CCP's quarterly recalibration announced after
  the quarter ended, a multiplier picked on the whole record, results shown on the
  years the add-on was fitted on); each clean twin in the same form, ending before the first
  test date (2 January 2015);
* trend claims on Northgate Clearing Group (the listed parent of Northgate Clearing
  Corporation, NCC, the CCP the member clears through, reviewed in its annual CCP due
  diligence) — clearing and settlement revenue, net treasury income on margin and DF cash,
  average IM on deposit and net debt to EBITDA (as "0.3x") over twelve quarters (2020 Q1–2022
  Q4, through the March 2020 margin spike, the zero-rate years and the 2022 energy-market
  stress and rate rises), as the CCP due-diligence review, a credit pack's CCP counterparty
  note, a "CCP / Observation" table, a Bloomberg IB message and Risk Committee minutes;
  magnitudes as "c.12%", "more than 45%", "just under 15%", "by 0.3x"; horizons covered by the
  series against uncovered ones ("since the CCP demutualised in 2001"). Whether a claim holds
  is computed from the series: true, false, or too close to call (never used).

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
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270133
KINDS: Final = ALL_KINDS
TAG: Final = "zzl"
REQUEST_ID: Final = "msg_01hzzlzzzzzzzzzzzzzzzzzzl0"
FOLLOW_UP_ID: Final = "msg_01hzzlzzzzzzzzzzzzzzzzzzl1"
ANSWER_ID: Final = "msg_01hzzlzzzzzzzzzzzzzzzzzzl2"
MANDATE_ID: Final = "msg_01hzzlzzzzzzzzzzzzzzzzzzl3"
SOURCE_ID: Final = "src_01hzzlzzzzzzzzzzzzzzzzzzl5"
CONTRACT_ID: Final = "ctr_01hzzlzzzzzzzzzzzzzzzzzzlz"


# --- numbers as a clearing member's risk team writes them ----------------------------------------


def _multiple_forms(value: float) -> dict[str, str]:
    """A multiple of posted margin: "2.5x", "2.50x", "2.5 times"."""
    return {"x": f"{_g(value)}x", "x2": f"{value:.2f}x", "times": f"{_g(value)} times"}


def _share_forms(value: float) -> dict[str, str]:
    """A share (of a credit line, of open interest): "15%", "15 pct", "0.15"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct_sp": f"{_g(pct)} pct", "dec": _g(value)}


def _lots_forms(value: float) -> dict[str, str]:
    """A position in contracts: "1,500 lots", "1500 lots", "1,500 contracts"."""
    return {
        "lots": f"{value:,.0f} lots",
        "plain": f"{_g(value)} lots",
        "contracts": f"{value:,.0f} contracts",
    }


def _days_forms(value: float) -> dict[str, str]:
    """A horizon in days: "4 days", "4 business days", "4d" (one day in the singular)."""
    n = _g(value)
    s = "" if value == 1 else "s"
    return {"d": f"{n} day{s}", "bd": f"{n} business day{s}", "short": f"{n}d"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A client risk limit: the agent's field names, how the FCM's risk team names it, its key
    in the risk engine's limits table, the values it takes, its written forms, and whether it is
    a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_STRESS: Final = _Subject(
    ("max_stress_loss_to_posted_im", "stressLossMultipleCap"),
    (
        "the client's stress loss as a multiple of posted IM",
        "stress loss over posted margin",
        "the stress-loss-to-IM multiple",
    ),
    "stress_loss_x_posted_im_max",
    "multiple",
    (2.0, 2.5, 3.0),
    _multiple_forms,
)
_UTILISATION: Final = _Subject(
    ("max_im_credit_line_utilisation", "imUtilisationCap"),
    (
        "IM utilisation of the client's credit line",
        "initial margin as a share of the credit line",
        "credit-line utilisation by IM",
    ),
    "im_line_utilisation_max",
    "fraction",
    (0.6, 0.7, 0.8),
    _share_forms,
)
_CONCENTRATION: Final = _Subject(
    ("max_share_of_open_interest", "oiConcentrationCap"),
    (
        "the client's position in any one contract as a share of open interest",
        "concentration by contract (% of OI)",
        "any single contract's share of OI",
    ),
    "oi_share_per_contract_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_LOTS: Final = _Subject(
    ("max_lots_per_contract_month", "positionLimitLots"),
    (
        "the net open position in any one contract month",
        "net open position per contract month",
        "the client's net position in any one expiry",
    ),
    "lots_per_contract_month_max",
    "count",
    (500.0, 1500.0, 2500.0),
    _lots_forms,
)
_HORIZON: Final = _Subject(
    ("min_liquidity_horizon_days", "liquidationPeriodFloor"),
    (
        "the liquidity horizon in the client margin model",
        "the client add-on's liquidation period",
        "the holding period assumed for the client",
    ),
    "liquidity_horizon_days_min",
    "days",
    (2.0, 4.0, 6.0),
    _days_forms,
    floor=True,
)
_SUBJECTS: Final = (_STRESS, _UTILISATION, _CONCENTRATION, _LOTS, _HORIZON)

_RATIONALES: Final = (
    "typical for a macro-fund client at an FCM",
    "in line with what other clearing members apply",
    "what the CCP's own add-on methodology implies",
    "a conservative placeholder until Credit signs off",
    "the level we ran on the client's previous account",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target position weights for Kestrel Ridge Capital's cleared futures and IRS book within "
    "the FCM's client risk limits",
    "the best risk-adjusted return within the clearing member's client risk limits",
    "solve the target position weights",
    "the solved weights with their IM and stress profile",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client risk limits schedule states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target position weights for KRC's book after the USD 2bn curve-steepener add",
    "set target weights for KRC's book ahead of onboarding to the NCC IRS service",
    "rebalance the client's book towards SOFR futures after the Bund exit",
    "size the client's allocation to the WTI and Brent contracts",
    "rework the client's position weights so the book fits inside its USD 250m credit line",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still blank in the draft client risk limits schedule (Credit "
    "comment 11)",
    '{noun}: "[TBC]" in the Annex C mark-up, pending the client\'s counsel',
    "Credit Committee has not yet set KRC's limit on {noun}",
    "the limit on {noun} waits on Model Validation's report on the new margin model, which is "
    "not out yet",
    "the Client Risk Committee decides the limit on {noun} at its next monthly meeting",
)
_REQUEST_FRAMES: Final = (
    "Client onboarding tracker: Kestrel Ridge Capital (KRC)\nAction: {task}.\n"
    "Open point: {deferral}.",
    "Hi all,\n\nAfter last night's margin run (IM called USD 184.6m, up 12% w/w) could you "
    "{task}? {Deferral}.\n\nThanks, Marcus (Head of Client Risk)",
    "From the risk ops queue: {task}. {Deferral}; flag anything that hangs on it.",
    "EOD summary: VM paid USD 41.2m, intraday call at 11:00 ET for USD 18.0m. Next: {task}.\n"
    "Caveat: {deferral}.",
    "Treasury here (not Client Risk). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: KRC limits. Checked the signed client risk limits schedule: {noun} must be "
        "{nomore} {v}. Shout if you need the credit annex too. Dana (Client Risk)",
        "figures",
    ),
    (
        "CREDIT COMMITTEE DECISION. Quorate: four of five voting members.\n"
        "Item C: Kestrel Ridge Capital. The Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "MARGIN CALL NOTICE (T+1, due 09:00 ET)\nAccount: KRC / NCC omnibus\n"
        "IM requirement: USD 184.6m | VM: USD -22.3m (pay) | Excess: nil\n"
        "Note: under the client risk limits schedule {noun} is held at {nomore} {v}.",
        "figures",
    ),
    (
        "Risk engine limits extract (table CLIENT_LIMITS):\n    account: KRC\n"
        "    {key}: {v}\n    approved_by: CRO",
        "bare",
    ),
    (
        "Client risk limits schedule, para (d): 'The Client shall keep {noun} at {nomore} {v}.'",
        "figures",
    ),
    (
        "[Symphony] dana.k (Client Risk): {noun} for KRC is {nomore} {v}, per Credit.\n"
        "[Symphony] you: thx",
        "figures",
    ),
    (
        "Limits schedule redline, KRC row: {Noun}: ~~TBD~~ {v} "
        "[Credit: agreed, accepted in the signed version]",
        "figures",
    ),
    (
        "| Limit | EOD reading | Within limit? |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | Y |",
        "table",
    ),
    (
        "Cleared Derivatives Addendum, Annex C (Client Risk Limits): the Client shall maintain "
        "{noun} at {nomore} {v}, tested at each EOD.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: a day longer than a floor, 0.7 of a cap."""
    return round(value + 1 if s.floor else value * 0.7, 6)


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
    "collateral_policy": [
        "Eligible non-cash collateral: G7 government bonds only, at the FCM's haircuts.",
        "No securities issued by the client or its affiliates accepted as margin.",
        "Customer funds held in LSOC-segregated accounts at the CCP.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: a figure beside the limit in the same schedule: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "stress_loss_x_posted_im_max": ("margin multiplier set by Credit on NCC IM", 1.5),
    "im_line_utilisation_max": ("haircut on UST collateral (all maturities)", 0.04),
    "oi_share_per_contract_max": ("NCC concentration add-on threshold (share of OI)", 0.3),
    "lots_per_contract_month_max": ("exchange accountability level", 10000.0),
    "liquidity_horizon_days_min": ("NCC MPOR for cleared IRS", 5.0),
}


def _away(s: _Subject, value: float, up: float, days: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `days` for a floor."""
    return round(value + days if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft schedule's figure changed in the signed one
        wrong_value = _away(s, value, 1.5, -1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft limits schedule sent to KRC in May had {wrong} for {noun}. After "
                f"Credit's comments the signed schedule says {right}."
            )
        else:
            text = (
                f"Limits schedule redline, KRC row: {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Credit comment: agreed, change accepted in the signed version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"KRC's COO asked us to accept {wrong} for {noun}. Credit declined; the "
                f"schedule's {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Credit Committee minutes, item C: the desk sought approval to take {noun} to "
                f"{wrong} for KRC's quarterly roll. Not approved (one for, four against); the "
                f"limit remains {right}."
            )
    elif structure == 2:  # the client's EOD position in the risk report
        wrong_value = _away(s, value, 0.7, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"EOD client risk report, 30 Sep: {noun} was {wrong}, within the schedule "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | EOD 30 Sep | Schedule limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Client risk limits schedule: Kestrel Ridge Capital\n  " + "\n  ".join(lines)
    else:  # a previous FCM's or other clearing members' figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, KRC's previous FCM allowed {wrong} for {noun}. Ours is "
                f"stricter: {right}."
            )
        else:
            text = (
                f"Our schedule sets {noun} at {right}. (Other clearing members apparently run "
                f"{wrong}, but Credit would not accept it.)"
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


# --- mandate clauses as schedules, decisions, annexes, risk appetite and resolutions ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the limits schedule's section 4 in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, measured at each EOD."
        section: dict[str, JsonValue] = {
            "4.1": "Only exchange-traded futures and options and NCC-cleared IRS.",
            "4.3": clause,
        }
        return (
            {"client_risk_limits_schedule": {"section_4": section}},
            None,
            "client_risk_limits_schedule.section_4.4.3",
        )
    if shape == 1:
        decision = (
            "CREDIT COMMITTEE DECISION: Kestrel Ridge Capital LP (macro fund, NCC omnibus)\n"
            "1. Margin multiplier: 1.5x on NCC IM, effective T+1.\n"
            f"2. The FCM shall ensure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "3. Review: quarterly, or at once on any margin call unmet by 09:00 ET."
        )
        return None, decision, MANDATE_ID
    if shape == 2:
        annex = (
            "CLEARED DERIVATIVES ADDENDUM, Annex C (Client Risk Limits)\n"
            "C.1 Intraday calls: the FCM may call VM intraday above a USD 25m move.\n"
            f"C.3 The Client shall ensure that {noun} is {_no_more(s)} {written}.\n"
            "C.5 Non-cash collateral: haircuts per the FCM's schedule (UST 0.5% to 6%)."
        )
        return None, annex, MANDATE_ID
    if shape == 3:  # the board risk appetite statement's client limits in the mandate's fields
        limits: list[JsonValue] = [
            "Uncovered cover-2 stress exposure: no more than 100% of the FCM's DF contribution.",
            "Intraday VM: call any client whose loss since the last EOD exceeds USD 25m.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"board_risk_appetite": {"version": "RAS Q2", "client_limits": limits}},
            None,
            "board_risk_appetite.client_limits[2]",
        )
    resolution = (
        "CLIENT RISK COMMITTEE: RESOLUTION (signed by all members)\n"
        "WHEREAS Kestrel Ridge Capital has applied for access to the NCC IRS service;\n"
        f"IT IS RESOLVED that {noun} be {_op(s)} {written} for all KRC accounts, and that "
        "Client Risk report compliance at each EOD."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance KRC's target weights; every limit in the client schedule applies.",
    "Re-run the position weights for KRC's book inside the limits in our client documents.",
    "Ahead of Credit Committee, re-optimise the client's book within its risk limits.",
    "Add the SOFR strip to KRC's book, keeping to all of the client's limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the client's risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Credit Committee delegation to Client Risk: {noun} may be set anywhere between {lo} and "
    "{hi} without going back to the Committee.",
    "Client risk limits schedule, s.6 (discretionary limits): {noun} has a band of {lo} to "
    "{hi}; Client Risk decides the working level.",
    "| Limit | Band | Who sets it |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Client Risk (no "
    "Credit sign-off needed inside the band) |",
    "[Symphony] cro.office: set {noun} yourselves, anything {lo}–{hi} is fine w/ Credit",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The schedule fixes {noun} at {point}. The {lo}–{hi} band in s.6 is only the "
        "early-warning range for escalation to Credit; it gives Client Risk no discretion.",
        "The schedule lets {noun} sit anywhere in the {lo}–{hi} band in s.6; Client Risk "
        "chooses the level.",
    ),
    (
        "Credit Committee minutes, item E: Client Risk asked to run {noun} anywhere between "
        "{lo} and {hi}. Declined: it stays at {point} until the annual review.",
        "Credit Committee minutes, item E: Client Risk asked to run {noun} anywhere between "
        "{lo} and {hi}. Approved: Client Risk may choose within that range.",
    ),
    (
        "[Symphony] credit.chair: no, Credit has NOT delegated {noun}. keep it at {point}, "
        "not anywhere in {lo}–{hi}",
        "[Symphony] credit.chair: yes, Credit has delegated {noun} to you. anywhere in "
        "{lo}–{hi} is fine",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the limits schedule's fields, as a mandate message, or in the
    Credit Committee's terms of reference."""
    if shape == 0:
        return {"client_risk_limits_schedule": {"section_6_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities matrix (approved by Credit Committee)\n\n{text}"
    annex: list[JsonValue] = [text, "Credit Committee meets weekly; urgent items by Symphony."]
    return {"credit_committee_tor": {"annex_b": annex}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 2,
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

#: whole statements of each objective, as the client's onboarding pack, a Credit Committee
#: paper, the monthly client risk review, the client COO's e-mail and a Symphony line put them;
#: the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Client profile (onboarding pack, s.2): KRC runs its cleared book for the best return "
        "per unit of risk, i.e. the Sharpe ratio.",
        "Credit Committee paper, portfolio construction:\nthe client weights its contracts for "
        "the highest Sharpe ratio, the most return for each unit of volatility.",
        "Monthly client risk review: KRC runs the book to earn as much as it can for the risk "
        "it takes, measured by the Sharpe ratio.",
        "E-mail from KRC's COO: as agreed at onboarding, you target the best risk-adjusted "
        "return, so please maximise the Sharpe ratio.",
        "[Symphony] pm.krc: objective = max Sharpe on the cleared book pls",
    ),
    "variance": (
        "Client profile (onboarding pack, s.2): KRC wants the least volatile book of contracts "
        "it can hold.",
        "Credit Committee paper, portfolio construction:\nthe book is weighted for minimum "
        "variance, with no view on expected returns.",
        "Monthly client risk review: KRC wants the steadiest book it can hold, the lowest "
        "volatility available, whatever the return forecasts say.",
        "E-mail from KRC's COO: our investment committee wants a low-vol ride; please minimise "
        "the book's variance and leave return forecasts out of it.",
        "[Symphony] pm.krc: objective = min variance, ignore the return forecasts",
    ),
    "tracking": (
        "Client profile (onboarding pack, s.2): KRC's commodity sleeve follows the Bloomberg "
        "Commodity Index as closely as possible.",
        "Credit Committee paper, portfolio construction:\nthe commodity sleeve is kept as close "
        "to the Bloomberg Commodity Index as it can be, with the smallest tracking error.",
        "Monthly client risk review: KRC's commodity sleeve mirrors the Bloomberg Commodity "
        "Index, with minimal tracking error.",
        "E-mail from KRC's COO: can the commodity sleeve simply shadow BCOM? Minimise tracking "
        "error against it, please.",
        "[Symphony] pm.krc: objective = min tracking error vs BCOM for the commodity sleeve",
    ),
    "return": (
        "Client profile (onboarding pack, s.2): KRC wants the highest expected return, with no "
        "penalty for risk.",
        "Credit Committee paper, portfolio construction:\nthe client weights its contracts for "
        "the highest expected return; risk does not enter the objective.",
        "Monthly client risk review: KRC weights the book to maximise expected return, with no "
        "allowance for risk; the limits do the risk work.",
        "E-mail from KRC's COO: we run this book for return, so just go for the highest "
        "expected return, no risk adjustment.",
        "[Symphony] pm.krc: objective = max expected return, no risk penalty",
    ),
}
_DRAFTS: Final = (
    'The draft onboarding pack sent to KRC in May read: "{old}" That was changed after KRC\'s '
    "comments; the signed version reads:\n\n{new}",
    "~~{old}~~ (struck at Credit Committee, 9 Oct)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CRO: please ignore my earlier note on the objective. Credit Committee's "
    "decision is:\n\n{new}",
    "Correction, agreed at Credit Committee on 9 Oct (replaces the objective sent earlier):"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For KRC's cleared book:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Client Risk",
    "KRC at a glance: IM USD 184.6m at NCC, 62 contracts on 9 exchanges, credit line USD "
    "250m.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the contracts in the client's cleared book",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, quoted or
    redlined; every fourth from the fourth an earlier message a later one replaces."""
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
        "NCC's daily settlement prices from 2009 to 2019",
        "NCC's daily settlement prices from 2009 to 2014",
    ),
    ("every EOD margin run up to March 2017", "every EOD margin run up to December 2014"),
    (
        "the ten years of client VM history to 31 March 2020",
        "the five years of client VM history to 31 December 2014",
    ),
    (
        "the 2008–2018 stress-test results in the risk data mart",
        "the 2008–2014 stress-test results in the risk data mart",
    ),
    (
        "daily SPAN risk arrays from Q1 2010 to Q4 2016",
        "daily SPAN risk arrays from Q1 2010 to Q4 2014",
    ),
    (
        "NCC's published margin parameter files (Jan 2009 – Jun 2020)",
        "NCC's published margin parameter files (Jan 2009 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the client margin multiplier was calibrated",
    "the concentration add-on curve (by share of OI) was fitted",
    "the intraday VM call threshold was set",
    "the stress-loss limit trigger in the client risk model was tuned",
    "the liquidity-horizon scaling of the client add-on was chosen",
)
_LEAK_FRAMES: Final = (
    "Margin model validation report, s.3 (assumptions): {action} on {period}.",
    "From the client margin model documentation (v3.1): {action} using {period}, and that "
    "setting is applied unchanged in each of the three test folds.",
    "For Credit Committee's information, {action} just once, on {period}, before the "
    "walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's weights are set before the open and use, among other inputs, that day's "
        "end-of-day settlement prices.",
        "Each day's weights are set before the open and use, among other inputs, the previous "
        "day's end-of-day settlement prices.",
    ),
    (
        "Each decision date uses the IM from the margin call NCC issued the following morning "
        "(T+1), booked on the decision date.",
        "Each decision date uses the IM from the latest margin call NCC had issued by that date.",
    ),
    (
        "The stress-loss trigger on each decision date reads the next day's CCP stress-test "
        "results.",
        "The stress-loss trigger on each decision date reads the stress-test results already "
        "published by then (the previous day's run).",
    ),
    (
        "Each quarter's DF contribution is the figure from NCC's quarterly DF recalibration, "
        "announced after that quarter had ended.",
        "Each quarter's DF contribution is the figure NCC had stated at the start of that quarter.",
    ),
    (
        "The margin multiplier is the one of six that gave the best result over the client's "
        "whole 2009–2020 record, then used in every fold.",
        "The margin multiplier is chosen from six inside each fold's training years only.",
    ),
    (
        "Results shown to Credit Committee cover the same 2009–2020 years the concentration "
        "add-on was fitted on; no years were held back.",
        "Results shown to Credit Committee cover only each fold's test years; the "
        "concentration add-on is fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "Credit Committee wants a walk-forward backtest (three folds) of the proposed weighting of "
    "KRC's book before the limit review.",
    "Please back-test the intraday VM overlay walk-forward, in three folds, for Model Validation.",
    "Client Risk action: run a three-fold walk-forward test of the client book weighting model.",
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

_COMPANY: Final = "Northgate Clearing Group"
_ENTITY: Final = "ent_northgate_clearing_group"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the four quarters to end-2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since Q1 2020, the quarter of the March 2020 margin spike", (0, 11)),
    ("through 2020, Q1 to Q4", (0, 3)),
    ("from end-2021 to mid-2022", (7, 9)),
    ("over 2021, Q4 on Q4", (3, 7)),
    ("since the CCP demutualised in 2001", None),
    ("since the 2008 default of a large clearing member", None),
    ("over the last fifteen years", None),
)


#: "c.12%", "more than 45%", "just under 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="more than {}%", short="just under {}%", about="c.{}%")


_by_turns = partial(_change_by, "by {:.1f}x", 0.1)


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
        "clearing_revenue",
        (612.0, 548.0, 521.0, 534.0, 566.0, 541.0, 529.0, 552.0, 648.0, 671.0, 655.0, 689.0),
        (
            "Clearing and settlement revenue",
            "Northgate Clearing Group's clearing revenue",
            "Clearing fee revenue",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_treasury_income",
        (148.0, 62.0, 41.0, 38.0, 36.0, 35.0, 37.0, 39.0, 58.0, 112.0, 198.0, 287.0),
        (
            "Net treasury income on margin and DF cash",
            "NII on cash margin",
            "Northgate Clearing Group's net treasury income",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_initial_margin_bn",
        (178.0, 162.0, 151.0, 149.0, 155.0, 158.0, 163.0, 171.0, 214.0, 236.0, 229.0, 205.0),
        (
            "Average IM on deposit",
            "Northgate Clearing Group's average IM held",
            "IM held at the CCP",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not decrease", held_up),
            ("{s} did not increase", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.9, 2.1, 2.3, 2.2, 2.2, 2.3, 2.4, 2.3, 2.0, 1.8, 1.7, 1.6),
        ("Net leverage", "Northgate Clearing Group's net debt/EBITDA", "Net debt to EBITDA"),
        (
            ("{s} fell {m}", fell),
            ("{s} rose {m}", rose),
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
    up_all="{s} was above the same quarter of 2021 in each quarter of 2022",
    down_all="{s} was below the same quarter of 2021 in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "CCP due-diligence review (NCC), financial resources section: {claim} [1].",
    "Credit pack, CCP counterparty note: {claim} [1]; NCC's internal rating stays at CR2.",
    "| CCP | Observation |\n|---|---|\n| Northgate Clearing Corp. (NCC) | {Claim} [1] |",
    "Bloomberg IB, CCP risk: fyi {claim} [1]. no change to our NCC exposure limit (our DF "
    "contribution USD 212m, cover-2 unchanged)",
    "Risk Committee minutes, item 4 (CCP exposures): the CRO noted that {claim} [1].",
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
    """Batch ZZL: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
