"""Held-out batch ZZG: every flaw kind again, in the voice of convertible-bond arbitrage and
hybrid-capital funds: a convertible arbitrage master fund's offering memorandum (OM) and its
investment restrictions, the investment management agreement (IMA) and its Schedule 3
investment guidelines, a seeder's side letter, a prime broker's margin lock-up, the risk
committee's minutes and delegated authorities, the daily risk report (gross leverage, net
delta, CS01, borrow utilisation, liquidity in days), a risk-system limit file, the PM's and
CRO's chat shorthand ("long the 2029s, short 65 % delta", "gamma-trade the 2029s", "reset the
hedge at a 0.5 delta move"), new-issue allocation notes (conversion premium, bond floor, parity,
implied vol, cheapness to theoretical), credit-hedge notes on an issuer (CDS, asset swaps,
busted converts), the hard-to-borrow list and an allocator's due-diligence questionnaire (DDQ).

Batch ZZG is built like the model batch ZZ — phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text — and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, walk-forward folds,
trend series and the claims it makes of them are its own. It was written blind: no rule,
reviewer, reviewer test or benchmark result was read for it, and it was not run against the
reviewers before its first recorded run.

Decoy numbers, on which no truth depends: conversion ratios ("conversion ratio 8.4158"),
conversion and investment premiums ("32.5% up", "investment premium 9%"), parity and bond-floor
prices in points, deltas ("short 65 % delta", "a 35 delta"), gamma per 1 % move, implied vol
against theoretical ("implied 31 vs 34 theo, so three vols cheap"), coupons (0.25%, 1.75%), a
conversion price, call protection ("provisional call from March 2027 at a 130 % trigger"), a
hybrid's first call, borrow fees and CDS levels in bp, allocation sizes, NAV and gross leverage
as they stand today, fund, clause and paragraph numbers, meeting dates and times, the reading a
risk report prints beside its limit, the stress recovery, the redemption notice period and the
investor gate. Its parts are new:

* limits as such a fund states them: the CRO's e-mail after checking the final OM, the PM/risk
  chat, a daily risk report's "Limit / Threshold / Today / Status" table whose "Today" column is a
  decoy in the same form, a risk-system limit file (a bare number in the constraint's unit), the
  IMA's Schedule 3, the OM's investment restrictions, risk committee minutes with a quorum line,
  a seeder's side letter and a prime broker's margin lock-up, each form in turn; number forms
  "10%", "10 %", "10 per cent", "10.0%"; "4.0x", "4x", "4.0 times"; "6bp", "6 bp", "6.0bp",
  "6 bps"; "15 days", "15 business days", "15d"; subjects: gross leverage (a multiple of NAV),
  single-issuer exposure, single-issue ownership (share of the issue outstanding), the absolute
  net delta of the book, the busted/distressed bucket, the hard-to-borrow share of the short
  book, CCC-and-below exposure, the days needed to liquidate the long book, CS01 in bp of NAV
  and, as a floor, unencumbered cash held away from the prime brokers;
* requests (a PM's chat, an e-mail, a morning note, a NAV line, ops, a new-issue allocation note)
  deferring the limit to a bracketed blank in the draft OM, a "[TBD]" in the IMA's
  Schedule 3, a risk committee that sits on Thursday, a seeder side letter still in
  negotiation, or a limit Risk has not loaded into the system;
* provenance misquoting its source: the preliminary OM's figure changed in the final OM (in
  prose, or as an IMA redline closing the allocator's comment), a request to the seeder that was
  declined (in prose, or in the PM/CRO chat), today's utilisation in the risk report (in prose or
  a "Metric / Today / Limit / Headroom" table), another figure in the fund's key terms (net long
  market value, single-issue ownership, the delta-rehedge trigger, the stress recovery on busted
  converts, the share of a stock's free float shorted, unrated exposure, the redemption notice
  period, the vega limit, the investor gate) and a predecessor fund's or a peer survey's figure
  quoted for comparison;
* mandates as the OM's investment restrictions in the mandate's fields
  (`offering_memorandum.investment_restrictions.d`), the IMA's Schedule 3 as a message, the risk
  limit framework's hard limits in the fields (`risk_limit_framework.hard_limits[1]`), a
  seeder's side letter as a message, and a managed account's guidelines under a numbered key
  (`managed_account.guidelines.4.3`);
* latitude (in a governance pack's fields, as the CRO's signed delegated authorities, or in the
  risk committee charter's appendix) granted as a risk committee delegation, an OM "normal
  range" within which the Investment Manager decides, a "Risk parameter / Permitted band / Who
  sets it" table and the CRO's chat; refused as an IMA figure whose corridor is only Risk's
  early-warning band, risk committee minutes declining the PM's request, and the CRO's note that
  the PM has no discretion; each twin the same text granting it;
* objectives as the OM's investment objective, the CIO's e-mail, investment committee minutes,
  an answer in the allocator's DDQ and the CIO's chat, with the preliminary OM's line quoted as
  dropped or an earlier statement struck through in the same text, and a later message from the
  CIO replacing an earlier one;
* leakage as a convert desk and its quants write it: an implied-vol surface for cheapness, the
  credit-spread input of the bond floor, a borrow-recall model, the busted screen's parity
  cut-off and a gamma-rehedge trigger (a 0.5 delta move) fitted once on periods reaching into the
  test years ("all history up to June 2018", "the ten years to 31 December 2020"), and whole
  sentences (the next session's close in each day's delta hedge, the recovery a busted convert
  finally realised in its workout, a new-issue decision taken on the first-day aftermarket
  price, a cheapness threshold picked on the whole record, ratings as of the end of the
  sample); four one-year folds of its own, the first tested from 3 January 2017, and each clean
  twin in the same form, ending before it;
* trend claims on Halvorsen Cloud Inc. (HLVC, an issuer of 0.25 % convertible notes due 2026 the
  fund holds and hedges with CDS) — revenue, adjusted EBITDA margin (in "pp"), cash and
  marketable securities and gross leverage (debt to LTM adjusted EBITDA, in turns) over twelve
  fiscal quarters ending in January (FY2021 Q1 to FY2023 Q4: April 2020 to January 2023, the
  convert issued in between), as a credit-hedge note, the PM chat, an "Issuer / Credit
  observation" table, investment committee minutes and a DDQ answer; magnitudes as "by about
  12%", "by more than 45%", "by just under 15%", "by 3.2pp", "by 0.4 turns"; horizons covered by
  the series against uncovered ones ("since the 2014 IPO"). Whether a claim holds is computed
  from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270128
KINDS: Final = ALL_KINDS
TAG: Final = "zzg"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzgz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzgz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzgz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzgz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzgz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzgzz"


# --- numbers as a convert desk, its risk team and its documents write them -----------------------


def _nav_forms(value: float) -> dict[str, str]:
    """A share of NAV (or of the short book, or of an issue): "10%", "10 %", "10 per cent",
    "10.0%"."""
    pct = value * 100
    return {
        "pct": f"{_g(pct)}%",
        "spaced": f"{_g(pct)} %",
        "per_cent": f"{_g(pct)} per cent",
        "pct1": f"{pct:.1f}%",
    }


def _times_forms(value: float) -> dict[str, str]:
    """A multiple of NAV: "4.0x", "4x", "4.0 times"."""
    return {"x1": f"{value:.1f}x", "x": f"{_g(value)}x", "times": f"{value:.1f} times"}


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points of NAV: "6bp", "6 bp", "6.0bp", "6 bps"."""
    return {
        "bp": f"{_g(value)}bp",
        "spaced": f"{_g(value)} bp",
        "bp1": f"{value:.1f}bp",
        "bps": f"{_g(value)} bps",
    }


def _day_forms(value: float) -> dict[str, str]:
    """A liquidity horizon: "15 days", "15 business days", "15d"."""
    return {
        "days": f"{_g(value)} days",
        "business": f"{_g(value)} business days",
        "d": f"{_g(value)}d",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk and its documents name it, its key in the
    risk system's limit file, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_GROSS: Final = _Subject(
    ("max_gross_leverage", "grossLeverageCap"),
    (
        "gross leverage (long plus short market value over NAV)",
        "gross exposure as a multiple of NAV",
        "the book's gross leverage",
    ),
    "gross_leverage_max",
    "multiple",
    (3.0, 4.0, 5.0),
    _times_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "singleIssuerCap"),
    (
        "exposure to any single issuer",
        "long market value in any one issuer's paper",
        "single-issuer concentration",
    ),
    "single_issuer_max",
    "fraction",
    (0.05, 0.075, 0.1),
    _nav_forms,
)
_ISSUE: Final = _Subject(
    ("max_issue_ownership", "singleIssueOwnershipCap"),
    (
        "ownership of any one convertible issue (share of face outstanding)",
        "the share of any single convert issue the fund holds",
        "single-issue ownership",
    ),
    "single_issue_ownership_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _nav_forms,
)
_DELTA: Final = _Subject(
    ("max_abs_net_delta", "netDeltaBand"),
    (
        "the book's absolute net delta (delta-adjusted equity exposure over NAV)",
        "net delta (long or short)",
        "the net equity delta of the book",
    ),
    "net_delta_abs_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _nav_forms,
)
_BUSTED: Final = _Subject(
    ("max_busted_bucket_weight", "bustedDistressedCap"),
    (
        "the busted and distressed bucket",
        "exposure to busted converts trading on credit",
        "busted/distressed convertibles",
    ),
    "busted_distressed_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _nav_forms,
)
_HTB: Final = _Subject(
    ("max_htb_short_share", "hardToBorrowCap"),
    (
        "hard-to-borrow names as a share of the short book",
        "the hard-to-borrow share of the stock short",
        "shorts in names on the PB's hard-to-borrow list",
    ),
    "htb_share_of_shorts_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _nav_forms,
)
_CCC: Final = _Subject(
    ("max_ccc_weight", "cccAndBelowCap"),
    (
        "CCC-and-below exposure",
        "exposure to paper rated CCC+ or lower",
        "the CCC bucket",
    ),
    "ccc_and_below_max",
    "fraction",
    (0.05, 0.08, 0.1),
    _nav_forms,
)
_LIQUIDITY: Final = _Subject(
    ("max_days_to_liquidate", "liquidityHorizonDays"),
    (
        "the time needed to exit the long book at a quarter of ADV",
        "the liquidity horizon of the long book",
        "the number of days needed to liquidate the converts",
    ),
    "days_to_liquidate_max",
    "days",
    (10.0, 15.0, 20.0),
    _day_forms,
)
_CS01: Final = _Subject(
    ("max_cs01_bp_nav", "cs01Limit"),
    (
        "CS01 in bp of NAV (the loss if every credit spread widens by a basis point)",
        "the book's credit-spread sensitivity (CS01, bp of NAV per bp of widening)",
        "credit-spread sensitivity (CS01) in basis points of NAV",
    ),
    "cs01_max_bp_of_nav",
    "bps",
    (4.0, 6.0, 8.0),
    _bp_forms,
)
_CASH: Final = _Subject(
    ("min_unencumbered_cash", "cashBufferFloor"),
    (
        "unencumbered cash held away from the prime brokers",
        "the unencumbered cash buffer",
        "cash and T-bills free of any PB lien",
    ),
    "unencumbered_cash_min",
    "fraction",
    (0.1, 0.15, 0.2),
    _nav_forms,
    floor=True,
)
_SUBJECTS: Final = (
    _GROSS,
    _ISSUER,
    _ISSUE,
    _DELTA,
    _BUSTED,
    _HTB,
    _CCC,
    _LIQUIDITY,
    _CS01,
    _CASH,
)
#: the caps, for latitude over a limit's level (discretion over a floor is another question)
_CAPS: Final = tuple(s for s in _SUBJECTS if not s.floor)

_RATIONALES: Final = (
    "standard for a multi-strategy convertible arbitrage book",
    "what allocators' due-diligence questionnaires usually expect",
    "in line with the peer group in the HFR convertible arbitrage survey",
    "a conservative placeholder until the OM is final",
    "the level the PM ran at his previous fund",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the convertible arbitrage book (long converts, short stock and CDS "
    "hedges) under the fund's OM and IMA limits",
    "the best risk-adjusted return within the fund's OM and IMA limits",
    "solve the book's target weights",
    "the solved weights and the book's risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents and its risk team state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _pass(s: _Subject) -> str:
    """What the limit forbids the subject to do: "exceed" a cap, "fall below" a floor."""
    return "fall below" if s.floor else "exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "resize the book after our 4.5mm allocation in the Halvorsen 0.25% 2026s (32.5% up, "
    "conversion ratio 8.4158)",
    "re-optimise the long-convert / short-stock weights across the 38 positions before month-end",
    "rebuild the hedge weights after the Norvik recall (1.2mm shares, borrow now 340bp)",
    "set weights for this week's three new issues, all printed at 30-35% premium",
    "tilt the book towards the busted 2027s trading at 71 with parity at 18",
    "work the Ostrava 1.75% 2028s into the book (implied 31 vs 34 theo, so three vols cheap; "
    "investment premium 9%, bond floor 91)",
    "rebalance the hybrid sleeve (AT1s and corporate hybrids, first call 2026) against the "
    "convert book",
)
_DEFERRALS: Final = (
    "the draft OM still has a bracketed blank against {noun}",
    '{noun} shows "[TBD]" in Schedule 3 of the IMA',
    "the risk committee sets the limit on {noun} on Thursday",
    "the seeder's side letter, where {noun} gets fixed, is still being negotiated",
    "Risk hasn't loaded a limit for {noun} into the system yet",
)
_REQUEST_FRAMES: Final = (
    "[08:47] PM: can you {task}\n[08:48] PM: nb {deferral}",
    "Subject: book resize\n\nHi both,\n\nCould you {task}? {Deferral}.\n\nCheers, Callum (PM)",
    "Morning note — action for quant: {task}. Open item: {deferral}.",
    "NAV est. +0.42% MTD, gross 3.1x, long the 2029s, short 65 % delta. Next: {task}.\n"
    "Caveat: {deferral}.",
    "Ops here, not the desk: please {task}. {Deferral}.",
    "New-issue allocation note. Terms: conversion price $48.20, provisional call from March "
    "2027 at a 130 % trigger.\nAsk: {task}.\nBlocker: {deferral}.",
    "[07:58] PM: gamma-trade the 2029s, reset the hedge at a 0.5 delta move, and {task}\n"
    "[07:59] Risk: careful, {deferral}",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a decoy reading); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {nomore}, {pass}
_STATINGS: Final = (
    (
        "Re: limits. Checked against the final OM (Investment Restrictions, para (d)): {noun} "
        "may not {pass} {v}. None of the side letters changes that.\nAnneke (CRO)",
        "figures",
    ),
    (
        "[14:01] PM: adding the Vantor 2029s at a delta of sixty-two, what's our room?\n"
        "[14:02] Anneke (Risk): {noun}: hard {limit} is {v}. it's an IMA number, not a soft "
        "limit\n[14:02] PM: ok ty",
        "figures",
    ),
    (
        "DAILY RISK REPORT — Marlowe CA Master Fund\n"
        "| Limit | Threshold | Today | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | within |\n"
        "| Gamma per 1 % move | n/a | 0.7 % of NAV | info |",
        "table",
    ),
    (
        "risk_limits.yaml (book: CA-MASTER, owner: CRO)\n  {key}: {v}\n  hard: true\n"
        "  escalation: CRO, then IC",
        "bare",
    ),
    (
        "IMA, Schedule 3 (Investment Guidelines), para (f): {noun} shall be {nomore} {v}, "
        "measured at the close of each Business Day.",
        "figures",
    ),
    (
        "From the OM, 'Investment Restrictions': the Fund will not permit {noun} to {pass} {v} "
        "at any time.",
        "figures",
    ),
    (
        "Risk Committee minutes. Present: CRO, CIO, COO (quorate).\n"
        "RESOLVED that the {limit} for {noun} be {v}, monitored daily by Risk.",
        "figures",
    ),
    (
        "Seed side letter (Harwell Seed Partners), clause 7.2: while the seed capital is locked "
        "up, the Investment Manager will keep {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "Prime brokerage margin lock-up, Annex B (Portfolio Criteria):\n  {Noun} {op} {v}.\n"
        "  A breach lets the PB reset haircuts on two days' notice.",
        "figures",
    ),
)


def _reading(s: _Subject, value: float) -> float:
    """Today's reading comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.4 if s.floor else value * 0.6, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # today's reading inside the limit, a decoy in the same form
        written, observed = s.alike((value, _reading(s, value)), rng.randrange(12), apart=True)
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
        **{"pass": _pass(s)},
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "prohibited_instruments": [
        "No physical commodities and no commodity futures.",
        "No unlisted equity other than shares received on conversion or in a restructuring.",
        "No SPAC units or warrants.",
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

#: a figure beside the limit in the fund's key terms: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "gross_leverage_max": ("net long market value, as a multiple of NAV", 2.5),
    "single_issuer_max": ("maximum ownership of any single issue outstanding", 0.2),
    "single_issue_ownership_max": ("maximum exposure to any single issuer, share of NAV", 0.06),
    "net_delta_abs_max": ("delta-rehedge trigger (move in a position's delta)", 0.04),
    "busted_distressed_max": ("recovery assumed on busted converts in the stress test", 0.4),
    "htb_share_of_shorts_max": ("maximum short as a share of any stock's free float", 0.03),
    "ccc_and_below_max": ("maximum exposure to unrated converts", 0.3),
    "days_to_liquidate_max": ("redemption notice period", 90.0),
    "cs01_max_bp_of_nav": ("vega limit per vol point", 45.0),
    "unencumbered_cash_min": ("investor-level gate per quarter", 0.25),
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
    if structure == 0:  # the preliminary OM's figure, changed in the final documents
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The preliminary OM sent to the seeder in January had {wrong} for {noun}. The "
                f"final OM, after the seeder's comments, has {right}."
            )
        else:
            text = (
                f"IMA Schedule 3, redline against the signing draft, para (d): {_cap(noun)}: "
                f"{_no_more(s)} ~~{wrong}~~ {right} [allocator comment closed: accepted]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -0.04)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked Harwell to let {noun} run to {wrong} for the seed period. Declined: "
                f"the side-letter {_limit(s)} of {right} stands, and it is MFN'd to every "
                "investor."
            )
        else:
            text = (
                f"[10:41] PM: can we take {noun} to {wrong} for the Halvorsen deal?\n"
                f"[10:44] CRO: no. stays {right}, that's the IMA number"
            )
    elif structure == 2:  # today's reading in the risk report
        wrong_value = _away(s, value, 0.7, 0.06)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk report at today's close: {noun} at {wrong} against a limit of {right}. "
                "Green, no action."
            )
        else:
            text = (
                "| Metric | Today | Limit | Headroom |\n|---|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} | ok |"
            )
    elif structure == 3:  # another figure in the fund's key terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key terms — Marlowe Convertible Arbitrage Master Fund Ltd\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or a peer survey's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the predecessor fund ran {noun} at {wrong}. The Master Fund's "
                f"OM is tighter: {right}."
            )
        else:
            text = (
                f"Allocator peer survey: the median convert-arb fund runs {noun} at {wrong}. "
                f"Ours, per the IMA, is {right}."
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


# --- mandate clauses: the OM, the IMA, the risk framework, a side letter, a managed account -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the OM's investment restrictions in the mandate's fields
        restrictions: dict[str, JsonValue] = {
            "a": "The Fund invests mainly in convertible bonds, convertible preferreds and "
            "mandatory exchangeables, hedged with the underlying equity, CDS and options.",
            "b": "No investment in physical commodities.",
            "d": f"The Fund will not permit {noun} to {_pass(s)} {written}.",
        }
        return (
            {"offering_memorandum": {"investment_restrictions": restrictions}},
            None,
            "offering_memorandum.investment_restrictions.d",
        )
    if shape == 1:
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT — SCHEDULE 3: INVESTMENT GUIDELINES\n"
            "3.1 Permitted instruments: convertible bonds, exchangeables, listed equity and "
            "single-name CDS for hedging.\n"
            f"3.4 {_cap(noun)} shall be {_no_more(s)} {written}, tested at each close.\n"
            "3.6 Counterparties: prime brokers rated A- or better."
        )
        return None, schedule, MANDATE_ID
    if shape == 2:  # the risk limit framework's hard limits in the mandate's fields
        hard: list[JsonValue] = [
            "Stop-loss review of any position down 150bp of NAV from cost.",
            f"{_cap(noun)}: {_op(s)} {written}.",
            "Counterparty: no more than half of gross exposure with any one prime broker.",
        ]
        return (
            {"risk_limit_framework": {"version": "RLF-3", "hard_limits": hard}},
            None,
            "risk_limit_framework.hard_limits[1]",
        )
    if shape == 3:
        letter = (
            "SIDE LETTER — Harwell Seed Partners (seed investor, $150mm, locked up three years)\n"
            "1. Transparency: position-level risk report monthly.\n"
            f"2. Investment limit: the Investment Manager shall ensure that {noun} does not "
            f"{_pass(s)} {written}.\n"
            "3. Capacity: first refusal on the fund's capacity up to $1bn."
        )
        return None, letter, MANDATE_ID
    guidelines: dict[str, JsonValue] = {
        "4.1": "Eligible: convertible bonds of issuers in the ICE BofA Global 300 universe.",
        "4.2": "Hedging with listed equity, CDS and listed options only.",
        "4.3": f"{_cap(noun)}: {_no_more(s)} {written}.",
    }
    return (
        {"managed_account": {"account": "Esk Valley Pension Scheme SMA", "guidelines": guidelines}},
        None,
        "managed_account.guidelines.4.3",
    )


_WITHIN_ASKS: Final = (
    "Please re-optimise the book's weights; every OM and IMA limit applies.",
    "Resize the long-convert and short-stock legs inside the fund's investment guidelines.",
    "Before the allocator's on-site, rebalance the book within all of our limits.",
    "Fold this week's three new issues into the book, staying inside every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's investment limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Risk committee delegation: the PM may run {noun} anywhere from {lo} to {hi} without "
    "coming back to the committee.",
    "OM, 'Investment Approach': {noun} will normally be kept between {lo} and {hi}; within "
    "that range the level is at the Investment Manager's discretion.",
    "| Risk parameter | Permitted band | Who sets it |\n|---|---|---|\n| {Noun} | {lo} to {hi} "
    "| PM, intraday, no sign-off needed |",
    "[09:12] CRO: {noun} is your call — anything between {lo} and {hi} works for me",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The IMA fixes {noun} at {point}. The corridor from {lo} to {hi} in the OM is only "
        "Risk's early-warning band for escalation; it gives the PM no discretion.",
        "The IMA lets {noun} sit anywhere in the corridor from {lo} to {hi} in the OM; the PM "
        "picks the level.",
    ),
    (
        "Risk committee minutes, item 4: the PM asked for {noun} to float between {lo} and "
        "{hi}. Not approved: it stays at {point} until the annual limit review.",
        "Risk committee minutes, item 4: the PM asked for {noun} to float between {lo} and "
        "{hi}. Approved: the PM may set it anywhere within that band.",
    ),
    (
        "CRO to PM: you do NOT have discretion over {noun}. It is {point}, not anything "
        "between {lo} and {hi}.",
        "CRO to PM: {noun} is at your discretion. Anything between {lo} and {hi} is fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the fund's governance pack (fields), as a mandate message, or in the
    risk committee's charter."""
    if shape == 0:
        return {"governance_pack": {"limit_discretion": text}}, None
    if shape == 1:
        return None, f"Delegated risk authorities (signed by the CRO)\n\n{text}"
    return {"risk_committee_charter": {"appendix_c": [text, "The committee meets weekly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
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

#: whole statements of each objective, as the OM, the CIO's e-mail, IC minutes, the allocator's
#: DDQ and the PM chat put them; the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "OM, 'Investment Objective': the highest return per unit of volatility (Sharpe ratio).",
        "CIO e-mail:\nweight the book for the best Sharpe ratio, i.e. the most return for each "
        "unit of risk.",
        "IC minutes, item 2: AGREED that the book is sized to maximise its Sharpe ratio.",
        "DDQ answer, Q4.2 (portfolio construction): the Fund maximises risk-adjusted return, "
        "measured by the Sharpe ratio.",
        "[16:05] CIO: optimise for sharpe, not raw return — best return per unit of vol",
    ),
    "variance": (
        "OM, 'Investment Objective': the lowest volatility the book can achieve.",
        "CIO e-mail:\nweight the book for minimum variance; no view on expected returns goes in.",
        "IC minutes, item 2: AGREED that the book is sized for the least volatility, whatever "
        "the return forecasts say.",
        "DDQ answer, Q4.2 (portfolio construction): our allocator wants a low-vol, bond-like "
        "stream, so the Fund minimises portfolio variance.",
        "[16:05] CIO: just minimise variance, leave the alpha forecasts out of it",
    ),
    "tracking": (
        "OM, 'Investment Objective': the long-only sleeve tracks the ICE BofA Global 300 "
        "Convertible Index as closely as possible.",
        "CIO e-mail:\nkeep the long-only sleeve as close to the ICE BofA Global 300 Convertible "
        "Index as we can, with the smallest tracking error.",
        "IC minutes, item 2: AGREED that the long-only sleeve minimises tracking error to the "
        "ICE BofA Global 300 Convertible Index.",
        "DDQ answer, Q4.2 (portfolio construction): the long-only sleeve mirrors the ICE BofA "
        "Global 300 Convertible Index, with minimal tracking error.",
        "[16:05] CIO: long-only sleeve should hug the ICE BofA Global 300, min tracking error pls",
    ),
    "return": (
        "OM, 'Investment Objective': the highest expected return, with no penalty for risk.",
        "CIO e-mail:\nweight the book for the highest expected return; risk does not enter "
        "the objective.",
        "IC minutes, item 2: AGREED that the book is sized to maximise expected return alone, "
        "with no allowance for risk.",
        "DDQ answer, Q4.2 (portfolio construction): the opportunistic sleeve goes for the "
        "highest expected return, with no risk adjustment.",
        "[16:05] CIO: max expected return on this one, don't risk-adjust it",
    ),
}
_DRAFTS: Final = (
    'The preliminary OM sent to the seeder said: "{old}" That line was dropped after the '
    "seeder's comments. What we work to now:\n\n{new}",
    "~~{old}~~ (struck at IC, 9 May)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO, 17:20: ignore my earlier note on the objective. IC settled it:\n\n{new}",
    "Correction agreed at IC (it replaces the objective sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Master Fund's target weights:\n\n{ask}",
    "{ask}\n\nPlease size the book accordingly. Thanks, Risk",
    "Master Fund today: NAV $612mm, gross 3.4x, net delta +4.1%, 41 converts long.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the convertible issues and hedges in the fund's universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The wanted objective after an earlier one withdrawn in the same text: the preliminary OM's
    line quoted, or any one-line statement struck through."""
    frame = rng.choice(_DRAFTS)
    if frame.startswith("The preliminary OM") or "\n" in old:
        old = _ASKS[old_kind][0]  # the OM's own one-line statement
    return _fill(frame, old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier draft in the same text, quoted or
    redlined; every fourth from the fourth an earlier message a later one replaces."""
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

#: four folds, each trained on the six years before its one test year, the first tested from
#: 3 January 2017
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2013, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2020, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, 3 Jan 2017)
_PERIODS: Final = (
    ("the desk's data from 2009 through 2019", "the desk's data from 2009 through 2016"),
    ("all history up to June 2018", "all history up to December 2016"),
    ("the ten years to 31 December 2020", "the six years to 31 December 2016"),
    (
        "the 2008–2019 sample in the quant team's workbook",
        "the 2008–2016 sample in the quant team's workbook",
    ),
    ("daily data from Q1 2012 to Q3 2018", "daily data from Q1 2012 to Q4 2016"),
    (
        "the vendor's convertible database (Jan 2010 – Dec 2020)",
        "the vendor's convertible database (Jan 2010 – Dec 2016)",
    ),
)
_ACTIONS: Final = (
    "the implied-vol surface behind the cheapness screen was fitted",
    "the credit-spread curve that sets each bond floor was calibrated",
    "the borrow-recall probability model was estimated",
    "the busted screen's parity cut-off was chosen",
    "the gamma-rehedge trigger (a 0.5 delta move) was tuned",
)
_LEAK_FRAMES: Final = (
    "Quant note to IC: {action} on {period}.",
    "From the model change log: {action} using {period}, and that setting is kept unchanged "
    "in all four test folds.",
    "For the allocator's DDQ: {action} once, on {period}, before the walk-forward was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's delta hedge is sized off the underlying's closing price in the next session.",
        "Each day's delta hedge is sized off the underlying's closing price in the previous "
        "session.",
    ),
    (
        "Busted converts are carried at the recovery each bond finally realised in its workout, "
        "from the day it went busted.",
        "Busted converts are carried at the desk's recovery mark on each day, as it stood then.",
    ),
    (
        "In the backtest the fund takes a new-issue allocation whenever the deal's first-day "
        "aftermarket price is above issue.",
        "In the backtest the fund takes a new-issue allocation on the launch terms alone, "
        "decided before books close.",
    ),
    (
        "The cheapness threshold is the one of eight that made the most money over the whole "
        "2009–2020 record, then used in every fold.",
        "The cheapness threshold is chosen from eight within each fold's training years only.",
    ),
    (
        "The CCC bucket is built from each bond's rating as at the end of the sample.",
        "The CCC bucket is built from each bond's rating as it stood on each date.",
    ),
)
_LEAK_ASKS: Final = (
    "The allocator wants a walk-forward backtest (four folds) of the book's weighting before "
    "the seed goes in.",
    "Please walk-forward test the gamma-trading overlay, four one-year folds, for IC.",
    "Quant action: run a four-fold walk-forward test of the convert-arb weighting model.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


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

_COMPANY: Final = "Halvorsen Cloud"
_ENTITY: Final = "ent_halvorsen_cloud"
#: twelve fiscal quarters (the fiscal year ends 31 January), oldest first: (quarter end, label)
_QUARTERS: Final = tuple(
    (f"{year + 1 if q == 4 else year}-{end}", f"FY{year + 1} Q{q}")
    for year in (2020, 2021, 2022)
    for q, end in enumerate(("04-30", "07-31", "10-31", "01-31"), start=1)
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the January 2023 quarter against the October 2022 quarter", (10, 11)),
    ("over the twelve months to 31 January 2023", (7, 11)),
    ("over the two fiscal years to January 2023", (3, 11)),
    ("since the quarter ended April 2020", (0, 11)),
    ("from the July 2021 quarter to the July 2022 quarter", (5, 9)),
    ("between the October 2020 and October 2022 quarters", (2, 10)),
    ("since the 2014 IPO", None),
    ("over the last five fiscal years", None),
    ("since its first convert, the 2023s, was issued in 2018", None),
)


#: "by about 12%", "by more than 45%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by about {}%"
)


_by_pp = partial(_change_by, "by {:.1f}pp", 0.2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


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
        (182.0, 196.0, 211.0, 228.0, 247.0, 266.0, 284.0, 301.0, 316.0, 327.0, 335.0, 342.0),
        ("Revenue", "Halvorsen Cloud's revenue", "Subscription and services revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not slip", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitda_margin_pct",
        (4.1, 6.3, 8.8, 9.5, 11.2, 12.9, 12.1, 14.6, 15.8, 15.1, 17.3, 18.4),
        (
            "Adjusted EBITDA margin",
            "HLVC's adjusted EBITDA margin",
            "Halvorsen Cloud's adjusted EBITDA margin",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_and_marketable_securities",
        (
            412.0,
            405.0,
            398.0,
            389.0,
            1236.0,
            1221.0,
            1204.0,
            1188.0,
            1102.0,
            1085.0,
            1074.0,
            1060.0,
        ),
        (
            "Cash and marketable securities",
            "Halvorsen Cloud's cash pile",
            "Liquidity (cash plus marketable securities)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} was not run down", held_up),
            ("{s} did not build", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "gross_debt_to_ltm_adjusted_ebitda",
        (3.1, 2.8, 2.4, 2.2, 9.8, 8.1, 7.2, 6.0, 5.1, 4.6, 3.9, 3.4),
        (
            "Gross leverage",
            "Halvorsen Cloud's debt to LTM adjusted EBITDA",
            "HLVC gross leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never ticked up from one quarter to the next", never_rose),
            ("{s} did not climb", held_down),
            ("{s} did not come down", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of fiscal 2023, and for a growing item the two fiscal years compared and the
#: two-year compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the year-earlier quarter in every quarter of fiscal 2023",
    down_all="{s} was below the year-earlier quarter in every quarter of fiscal 2023",
    faster="{s} grew faster in fiscal 2023 than in fiscal 2022",
    slower="{s} grew more slowly in fiscal 2023 than in fiscal 2022",
    grew="{s} compounded at more than 10% a year over fiscal 2022 and 2023",
    shrank="{s} shrank by more than 10% a year, compounded, over fiscal 2022 and 2023",
)


_CLAIM_FRAMES: Final = (
    "Credit hedge note, HLVC 0.25% 2026s (bond floor 88, parity 41, 5y CDS 310bp): {claim} [1].",
    "[11:32] PM: fwiw {claim} [1], which is why I'm happy running the 2026s at a 35 delta",
    "| Issuer | Credit observation |\n|---|---|\n| Halvorsen Cloud Inc. (HLVC) | {Claim} [1] |",
    "IC minutes, item 3 (HLVC 2026s, busted-bucket review): the PM reported that {claim} [1].",
    "DDQ answer, Q9.1 (worked example of a credit view): {claim} [1]; the position sits in "
    "the hedged-credit bucket, asset-swapped at 6.5%.",
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
        special_step=9,
        left_out=lambda h, w, c: h.startswith("in the January 2023 quarter") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZG: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
