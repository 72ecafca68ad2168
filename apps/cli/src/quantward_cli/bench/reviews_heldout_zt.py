"""Held-out batch ZT: every flaw kind again, in the voice of options, volatility and
structured-products desks: a volatility fund's risk-limit framework (net vega per vol point as a
share of NAV, premium at risk, gross notional caps, single-underlying concentration and an
unencumbered-cash floor), structured-products term sheets and notes (barriers, caps,
participation, coupons, "up to" and "not less than" clauses), a derivatives committee's minutes and
resolutions, a market-maker's end-of-day risk e-mails with greeks tables, a dealer's trade-recap
chat, a client's ISDA Schedule and CSA excerpts (thresholds, minimum transfer amounts and
independent amounts as decoys) and an allocator's due-diligence questions.

Batch ZT is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Greeks at the close (delta, gamma per 1% move, vega and theta in dollars),
P&L attribution, a limit's end-of-day reading, strikes, barriers, coupons, participation rates, note
sizes, CSA thresholds, minimum transfer amounts, independent amounts, fees, committee votes,
version numbers, times and dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as a vol fund, its risk team and its counterparties state them: a risk manager's reply
  ("Checked with the CRO this morning"), a derivatives committee resolution carried with a
  quorum, an end-of-day risk e-mail's "Limit / Today / Status" table under a greeks line whose
  reading is a decoy, a `risk_limits.yaml` block (a bare number in the constraint's unit), the
  daily risk e-mail's reminder that all limits are green, a dealer's trade-recap chat with
  timestamps and handles, the investment restrictions annexed to a client's ISDA Schedule beside
  the CSA's threshold and minimum transfer amount, an allocator's DDQ answer and a PM's
  correction of an earlier note, each form in turn; number forms "15%", "15.0%", "15 pct", for
  vega "25bp", "0.25%", "25 bps" (of NAV per vol point), for notional "4×", "4.0x", "400% NAV";
  subjects: single-underlying concentration, net vega per vol point, premium at risk, gross
  notional as a multiple of NAV and an unencumbered-cash buffer that is a floor;
* requests deferring the limit to the derivatives committee, a "TBD by Risk" line in a draft
  limit schedule, the CRO's sign-off, a client's risk team or an allocator's ODD, as a desk note,
  a COO's e-mail, an action log, a P&L line and an allocator call's follow-up; a mandate bounding
  only other things (eligible underlyings and the CSA's terms);
* provenance misquoting its source: a superseded version of the limit schedule (in prose, or as
  a "[DELETED] / [INSERTED]" redline), a PM's request the committee declined or the CRO refused
  in chat, the close's reading in a risk e-mail (in prose or a "Measure / EOD / Limit" table),
  another figure among the fund's key risk parameters (a sector limit, a gamma limit, a drawdown
  trigger, the expected notional in the offering memorandum, initial margin posted) and a sister
  fund's or peer managers' figure quoted for comparison or in an allocator's question;
* mandates as the investment restrictions in a client's ISDA Schedule in the mandate's fields
  (`client_schedule.part_5.restriction_k`, beside the CSA's Paragraph 13 terms), a risk-limit
  framework, an indicative term sheet for a volatility overlay (notional "up to", put strikes
  "not less than", a capped participation), the
  derivatives committee's decisions in the mandate's fields (`derivatives_committee.decisions[2]`)
  and an allocator's side letter beside its fees;
* latitude granted as a committee delegation "anywhere from … to …", a risk e-mail's discretion,
  a "Limit / Floor / Ceiling / Owner" table and a CRO's chat; refused as a fixed limit whose
  band in an appendix only triggers escalation, a committee declining a PM's request and a CRO's
  note that the limit is not delegated; placed in the limit framework's fields, as delegated
  authorities or among a desk mandate's delegated limits; each twin the same text granting it;
* objectives as an offering memorandum's fund objective, a CIO note, derivatives committee
  minutes ("AGREED that …"), an allocator's question with the manager's answer and a CIO's chat
  line, with the offering memorandum's earlier objective quoted as v1 of the term sheet or
  redlined ("[DELETED] / [INSERTED, replacing the line above]") in the same text, and a later
  CIO message or committee correction replacing an earlier one;
* leakage as a research note, a committee paper and a DDQ answer write it: strike selection for
  an overwrite, the vol-risk-premium lookback, a delta-hedging band, a skew threshold for selling
  puts and a term-structure model set on periods reaching into the test years (VIX futures
  history, expiry cycles, implied-vol surfaces, earnings-straddle samples), and whole sentences
  (the next day's implied vol in the hedge ratio, earnings dates confirmed only afterwards, a
  hedging band picked on the whole backtest, performance shown on the years the strike rule was
  chosen on, today's list of names with weekly options applied back in time); each clean twin
  in the same form, ending before the first test date (2 January 2015) or inside each fold;
* trend claims on Vantorre Biologics, the largest underlying of the desk's worst-of autocallables
  — revenue, gross margin (its change in basis points), free cash flow and interest cover (its
  change in turns) over twelve quarters (2020 Q1–2022 Q4), as an underlying review for the autocall
  desk, a trade-recap chat beside a note's barrier and coupon, an "Underlying / Fundamental view"
  table, committee minutes and a reply to an allocator; magnitudes as "by ~12%", "north of
  45%", "by just under 15%", "by 140bp", "by 1.2 turns"; horizons such as "between the June 2020 and
  June 2022 fixings" and "from the December 2020 observation date to the June 2021 one" against
  uncovered ones ("since the notes' strike date in March 2016"). Whether a claim holds is
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
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270115
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzt3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzt5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzztt"


# --- numbers as vol desks, risk teams and structurers write them ------------------------------


def _one_place(pct: float) -> str:
    """A percentage with one decimal ("15.0%"), or as many as it needs ("3.75%")."""
    return f"{pct:.1f}%" if abs(round(pct, 1) - pct) < 1e-9 else f"{_g(pct)}%"


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "15%", "15.0%", "15 pct"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": _one_place(pct), "pct_short": f"{_g(pct)} pct"}


def _vega_forms(value: float) -> dict[str, str]:
    """Net vega per vol point as basis points of NAV: "25bp", "0.25%", "25 bps"."""
    return {"bp": f"{_g(value)}bp", "pct": f"{_g(value / 100)}%", "bps": f"{_g(value)} bps"}


def _times_forms(value: float) -> dict[str, str]:
    """Gross notional as a multiple of NAV: "4×", "4.0x", "400% NAV"."""
    return {
        "times": f"{_g(value)}×",
        "x1": f"{value:.1f}x" if abs(round(value, 1) - value) < 1e-9 else f"{_g(value)}x",
        "pct_nav": f"{_g(value * 100)}% NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how desks and risk teams name it, its key in the risk
    system's limit file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_UNDERLYING: Final = _Subject(
    ("max_underlying_weight", "singleUnderlyingCap"),
    (
        "exposure to any single underlying",
        "single-underlying concentration",
        "the share of the book in any one underlying",
    ),
    "single_underlying_max",
    "fraction",
    (0.1, 0.15, 0.25),
    _share_forms,
)
_VEGA: Final = _Subject(
    ("max_net_vega_bps_nav", "vegaLimitBpsNav"),
    (
        "net vega per vol point as a share of NAV",
        "the book's vega (NAV impact of a one-point move in implied vol)",
        "vega per vol point measured against NAV",
    ),
    "vega_bp_nav_per_vol_pt",
    "bps",
    (15.0, 25.0, 40.0),
    _vega_forms,
)
_PREMIUM: Final = _Subject(
    ("max_premium_at_risk", "premiumAtRiskCap"),
    (
        "premium at risk",
        "total long-option premium outstanding against NAV",
        "premium spent on long options and still at risk",
    ),
    "premium_at_risk_max",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
)
_NOTIONAL: Final = _Subject(
    ("max_gross_notional_multiple", "grossNotionalCapX"),
    (
        "gross notional",
        "gross option notional across all legs",
        "the book's total notional relative to NAV",
    ),
    "gross_notional_max_x",
    "multiple",
    (3.0, 4.0, 6.0),
    _times_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "unencumberedCashMin"),
    (
        "unencumbered cash",
        "cash free of initial margin",
        "the liquidity buffer in unencumbered cash and T-bills",
    ),
    "unencumbered_cash_min",
    "fraction",
    (0.15, 0.2, 0.3),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_UNDERLYING, _VEGA, _PREMIUM, _NOTIONAL, _CASH)

_RATIONALES: Final = (
    "typical for a single-stock volatility fund of this size",
    "in line with what allocators expect of a relative-value vol book",
    "the desk's usual working assumption",
    "a conservative placeholder until Risk confirms",
    "standard in a market-maker's house limits",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights across the underlyings of the fund's delta-hedged option book under its risk limits",
    "the best risk-adjusted return within the fund's risk limits",
    "solve the weights across underlyings",
    "the solved weights and the book's risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's risk team stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zt", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _peers(s: _Subject) -> str:
    return "ask for as little as" if s.floor else "allow up to"


def _exceed(s: _Subject) -> str:
    return "fall below" if s.floor else "exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-weight the single-stock vol book across underlyings before Monday's open",
    "size the new dispersion trade across the index constituents",
    "rebuild the overwriting programme's weights after the March expiry",
    "put the fresh $40m subscription to work across the underlyings we trade vol on",
    "draw up the weights for the relative-value vol sleeve ahead of the derivatives committee",
)
_DEFERRALS: Final = (
    "the derivatives committee sets the limit on {noun} on Thursday; nothing is agreed yet",
    "{noun} still reads 'TBD by Risk' in the draft limit schedule (v0.3)",
    "the CRO has not signed off {noun} for the new fund",
    "the client's risk team still owes us their number for {noun}",
    "{noun} is one of the open points on the onboarding checklist, pending the allocator's ODD",
)
_REQUEST_FRAMES: Final = (
    "Desk note, 07:12\nTo do: {task}.\nOpen item: {deferral}.",
    "Hi both,\n\nCould you {task}? Flagging that {deferral}, so please don't hard-code a "
    "figure.\n\nThanks, Priya (COO)",
    "Derivatives committee action log, item 9: {task}. Status: {deferral}.",
    "Yesterday's P&L +$212k (theta +$95k, vega -$41k, gamma scalping +$158k). Today: {task}.\n"
    "Caveat: {deferral}.",
    "Follow-up from the allocator call: they asked us to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside an end-of-day reading that is a decoy); {noun}, {v},
#: {key}, {limit}, {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. Checked with the CRO this morning: {noun} must be {nomore} {v}. The gamma "
        "limit is a soft one, so leave it out of this exercise. Tom (Risk)",
        "figures",
    ),
    (
        "Derivatives Committee, minutes of 14 March (quorate, four of five members present).\n"
        "Resolution 2: {noun}, hard {limit} {v}. Carried unanimously.",
        "figures",
    ),
    (
        "EOD risk, Tue. Greeks at the close (USD): delta +1.2m, gamma +310k per 1% move, vega "
        "-85k, theta +42k.\n\n| Limit | Today | Status |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | OK |",
        "table",
    ),
    (
        "risk_limits.yaml (fund: Ortolan Volatility Partners)\n  {key}: {v}\n"
        "  gamma_soft_usd_per_pct: 180000\n  snapshot: NY close",
        "bare",
    ),
    (
        "From: risk-daily\nSubject: EOD limits, all green\n\nReminder that {noun} runs against a "
        "hard {limit} of {v}; no amber flags anywhere in the book today.",
        "figures",
    ),
    (
        "[09:41] jmoss: recap for the file: risk says {noun} stays {nomore} {v} on this "
        "account, so size the dispersion accordingly\n[09:42] akhan: 👍 noted",
        "figures",
    ),
    (
        "Client's investment restrictions, annexed to the ISDA Schedule (Part 5): {noun} shall "
        "be {nomore} {v}.\nCSA, Paragraph 13: Threshold (Party B) USD 0; Minimum Transfer Amount "
        "USD 250,000; Rounding USD 10,000.",
        "figures",
    ),
    (
        "DDQ, question 14: 'What is your limit on {noun}?'\nOur answer: a hard {limit} of {v}, "
        "monitored intraday and reported to the board monthly.",
        "figures",
    ),
    (
        "Correction to my note at 08:15, which had the wrong line in it. {Noun}: {limit} {v}. "
        "Everything else in that note stands. Dev (PM)",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a reading inside the limit, a decoy in the same form
        seen = round(value * (1.7 if s.floor else 0.7), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
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
    return _invented_twins_of(SEED, "zt", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only: the eligible underlyings and the CSA's terms
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "client_schedule": {
        "eligible_underlyings": "Single stocks in the S&P 500 and EURO STOXX 50 with listed "
        "options; no ADRs.",
        "csa_paragraph_13": [
            "Threshold: USD 0 for both parties.",
            "Minimum Transfer Amount: USD 500,000.",
            "Independent Amount: 5% of vega notional for any variance swap.",
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
)


# --- false provenance --------------------------------------------------------------------------

#: a figure beside the limit among the same key risk parameters: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_underlying_max": ("single-sector concentration limit", 0.4),
    "vega_bp_nav_per_vol_pt": ("gamma limit (NAV impact of a 1% move)", 60.0),
    "premium_at_risk_max": ("drawdown that triggers a limit review", 0.08),
    "gross_notional_max_x": ("expected gross notional (offering memorandum)", 2.5),
    "unencumbered_cash_min": ("initial margin posted, as a share of NAV", 0.12),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: looser than `value` (higher for a cap, lower for a floor)."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a superseded version of the limit schedule
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Limit schedule v2 (superseded) had {wrong} for {noun}. v3, approved by the "
                f"derivatives committee on 2 May and live since, has {right}."
            )
        else:
            text = (
                f"Redline of the limit schedule, as approved:\n{_cap(noun)}, {_limit(s)}:\n"
                f"[DELETED] {wrong}\n[INSERTED] {right}"
            )
    elif structure == 1:  # a PM's request turned down
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Derivatives committee, item 4: the PM asked for {noun} to go to {wrong} over "
                f"earnings season. Declined, 2 for and 3 against; the limit remains {right}."
            )
        else:
            text = (
                f"[14:02] pm_lee: can we take {noun} to {wrong} for the earnings run?\n"
                f"[14:05] cro_dasilva: no. it stays at {right}, same as before\n"
                "[14:05] pm_lee: ok"
            )
    elif structure == 2:  # the close's reading in the risk e-mail
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"EOD risk, 12 March: {noun} closed at {wrong} against a {_limit(s)} of "
                f"{right}. No action needed."
            )
        else:
            text = (
                "| Measure | EOD 12-Mar | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure among the key risk parameters
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key risk parameters (from the fund's limit framework)\n  " + "\n  ".join(lines)
    else:  # a sister fund's or a peer's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the sister fund (Ortolan Vol Absolute Return) keeps {noun} at "
                f"{_no_more(s)} {wrong}. This fund's limit is stricter: {right}."
            )
        else:
            text = (
                f"Allocator's question: 'Peer managers we see {_peers(s)} {wrong} for {noun}; "
                f"what is yours?' Our answer: {right}, and we have never changed it."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zt", _plan),
)


# --- mandate clauses as ISDA schedules, frameworks, term sheets, minutes and side letters -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the client's ISDA Schedule, Part 5, beside the CSA's terms
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} at all times."
        part_5: dict[str, JsonValue] = {
            "restriction_h": "Only options listed on a recognised exchange or traded under "
            "this Agreement.",
            "restriction_k": clause,
        }
        paragraph_13: dict[str, JsonValue] = {
            "threshold_party_b": "USD 0",
            "minimum_transfer_amount": "USD 250,000",
            "valuation_time": "close of business on the Local Business Day before the "
            "Valuation Date",
        }
        fields: dict[str, JsonValue] = {
            "client_schedule": {"part_5": part_5, "csa_paragraph_13": paragraph_13}
        }
        return fields, None, "client_schedule.part_5.restriction_k"
    if shape == 1:
        framework = (
            "RISK LIMIT FRAMEWORK, Ortolan Volatility Partners (approved by the Board, v4)\n"
            "1. All limits are measured on the New York close snapshot.\n"
            f"2. {_cap(noun)} must not {_exceed(s)} {written}.\n"
            "3. Gamma is a soft limit, reviewed weekly by the CRO."
        )
        return None, framework, MANDATE_ID
    if shape == 2:
        term_sheet = (
            "INDICATIVE TERM SHEET: Volatility Overlay Mandate\n"
            "Client: Kestrel Pension Scheme\n"
            "Notional: up to USD 150m\n"
            "Put strikes: not less than 90% of the Initial Level\n"
            "Upside: 100% participation, capped at 118% of the Initial Level\n"
            f"Risk limits: {noun} {_op(s)} {written}\n"
            "Tenor: 12 months, rolling"
        )
        return None, term_sheet, MANDATE_ID
    if shape == 3:  # the derivatives committee's decisions in the mandate's fields
        decisions: list[JsonValue] = [
            "Approve the new variance-swap counterparty, subject to a signed CSA.",
            "Gamma limit remains soft; reviewed again in September.",
            f"{_cap(noun)}: {_op(s)} {written} (hard limit).",
        ]
        return (
            {"derivatives_committee": {"meeting": "12 June", "decisions": decisions}},
            None,
            "derivatives_committee.decisions[2]",
        )
    letter = (
        "SIDE LETTER: Meridian Endowment and Ortolan Volatility Partners\n"
        "1. Fees: 1.25% management, 17.5% performance over a hurdle.\n"
        "2. Transparency: a greeks report within 5 business days of each month-end.\n"
        f"3. {_cap(noun)} shall not {_exceed(s)} {written} at any time."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-run the vol book's weights; every limit in the fund's framework applies.",
    "Please size the dispersion book within the client's restrictions.",
    "Rebalance across the underlyings after expiry, staying inside everything agreed.",
    "Put the new subscription to work across the underlyings, respecting the mandate.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the client's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zt", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Derivatives committee delegation: the PM may run {noun} anywhere from {lo} to {hi} "
    "without coming back to the committee.",
    "From Risk: you have discretion on {noun} between {lo} and {hi}. Pick what suits the book "
    "and tell us at month-end.",
    "| Limit | Floor | Ceiling | Owner |\n|---|---|---|---|\n| {Noun} | {lo} | {hi} | PM "
    "(any level in between, no approval needed) |",
    "[11:03] cro_dasilva: {noun} is yours to set, {lo} to {hi}, your call\n[11:04] pm_lee: "
    "great, thanks",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The limit on {noun} is {point}. The {lo}–{hi} band in Appendix B is an escalation "
        "trigger for Risk, not a range the PM may choose from.",
        "The limit on {noun} may sit anywhere in the {lo}–{hi} band in Appendix B; the PM "
        "chooses where.",
    ),
    (
        "Derivatives committee, item 6: the PM asked for discretion on {noun} between {lo} and "
        "{hi}. Refused; the limit stays at {point}.",
        "Derivatives committee, item 6: the PM asked for discretion on {noun} between {lo} and "
        "{hi}. Granted; the PM may choose within that band.",
    ),
    (
        "Note from the CRO: {noun} is NOT delegated to the desk. It is {point}, not any number "
        "you like between {lo} and {hi}.",
        "Note from the CRO: {noun} is delegated to the desk. Any number you like between {lo} "
        "and {hi} is fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the limit framework's fields, as a mandate message, or among the
    desk mandate's delegated limits."""
    if shape == 0:
        return {"limit_framework": {"delegations": text}}, None
    if shape == 1:
        return None, f"Delegated authorities (approved by the derivatives committee)\n\n{text}"
    notes: list[JsonValue] = [text, "Greeks are reported to Risk daily by 09:00 NY."]
    return {"desk_mandate": {"delegated_limits": notes}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zt", _with_mandate),
    refused_at=(0, 3),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an offering memorandum, a CIO note, committee minutes,
#: an allocator's question and a CIO's chat line put them; the first of each is one line, so that
#: it can be quoted as an earlier version
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (offering memorandum, section 3): the highest return per unit of "
        "volatility, that is the best Sharpe ratio.",
        "CIO note:\nwe are paid for risk-adjusted returns, so build the book to maximise its "
        "Sharpe ratio, not raw P&L.",
        "Derivatives committee minutes, item 2: AGREED that the book be optimised for the best "
        "Sharpe ratio.",
        "Allocator's question: 'Is the book run for the best return per unit of risk?' Our "
        "answer: yes, the weights maximise the Sharpe ratio.",
        "[08:30] cio: reminder, objective is max Sharpe on the whole book. not max carry",
    ),
    "variance": (
        "Fund objective (offering memorandum, section 3): the lowest volatility the book can "
        "have, with no return forecast.",
        "CIO note:\nafter March we want the smoothest P&L we can get; minimise the book's "
        "variance and do not forecast returns.",
        "Derivatives committee minutes, item 2: AGREED that the book be built for minimum "
        "variance.",
        "Allocator's question: 'Do you target the lowest volatility achievable?' Our answer: "
        "yes, the weights minimise variance, with no return view.",
        "[08:30] cio: objective = min variance. no alpha forecasts in the optimiser pls",
    ),
    "tracking": (
        "Fund objective (offering memorandum, section 3): track the Cboe S&P 500 BuyWrite "
        "Index (BXM) as closely as possible.",
        "CIO note:\nthe overwriting sleeve should shadow the BXM; minimise tracking error "
        "against it.",
        "Derivatives committee minutes, item 2: AGREED that the sleeve minimise tracking error "
        "to the BXM.",
        "Allocator's question: 'How close do you stay to the BXM?' Our answer: as close as we "
        "can, the weights minimise tracking error to it.",
        "[08:30] cio: objective is min TE vs BXM, that's what the client bought",
    ),
    "return": (
        "Fund objective (offering memorandum, section 3): the highest expected return, with no "
        "penalty for risk.",
        "CIO note:\nfor this sleeve risk is handled by the hard limits, so maximise expected "
        "return and nothing else.",
        "Derivatives committee minutes, item 2: AGREED that the sleeve maximise expected return "
        "alone.",
        "Allocator's question: 'Is there a risk penalty in the optimiser?' Our answer: no, we "
        "maximise expected return and the limits do the rest.",
        "[08:30] cio: objective = max expected return. limits are the guardrails, no risk term",
    ),
}
_DRAFTS: Final = (
    'Earlier version (v1 of the term sheet): "{old}" Superseded before launch; what applies '
    "now:\n\n{new}",
    "Redline, as approved by the committee:\n[DELETED] {old}\n[INSERTED, replacing the line "
    "above]\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO, 17:40: scrap what I sent this morning on the objective. Final version:\n\n{new}",
    "Correction from the derivatives committee (it replaces the earlier note):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the vol book:\n\n{ask}",
    "{ask}\n\nSet the optimiser up on that basis. Thanks, Dev",
    "EOD: vega -$85k per vol, gamma +$310k per 1%, theta +$42k.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the underlyings of the fund's option book",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The wanted objective replacing an earlier version quoted or redlined in the same text:
    the earlier one always as the offering memorandum's one-line objective."""
    return _fill(rng.choice(_DRAFTS), old=_ASKS[old_kind][0], new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same text, quoted or
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
        tag="zt",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the VIX futures history from 2008 to 2018", "the VIX futures history from 2008 to 2014"),
    (
        "every monthly expiry up to the June 2017 expiry",
        "every monthly expiry up to the December 2014 expiry",
    ),
    ("the implied-vol surfaces for 2010–2019", "the implied-vol surfaces for 2010–2014"),
    (
        "OptionMetrics data through 30 September 2016",
        "OptionMetrics data through 31 December 2014",
    ),
    ("the 2011–2020 earnings-straddle sample", "the 2009–2014 earnings-straddle sample"),
    (
        "realised-versus-implied spreads measured Jan 2009 – Mar 2021",
        "realised-versus-implied spreads measured Jan 2009 – Dec 2014",
    ),
)
_ACTIONS: Final = (
    "the overwrite's strike-selection rule was chosen",
    "the vol-risk-premium signal's lookback was set",
    "the delta-hedging band was calibrated",
    "the skew-richness threshold for selling puts was fixed",
    "the term-structure roll-down model was estimated",
)
_LEAK_FRAMES: Final = (
    "Research note: {action} on {period}.",
    "Derivatives committee paper: {action} using {period}, and the same setting is applied "
    "in all three walk-forward folds.",
    "For the allocator's DDQ: {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's hedge ratio uses the next day's closing implied vol for each option.",
        "Each day's hedge ratio uses that day's closing implied vol for each option.",
    ),
    (
        "Earnings dates come from the confirmed calendar as published after each report, "
        "not the expected dates known when the straddle was bought.",
        "Earnings dates are the expected dates as known on the day each straddle was bought.",
    ),
    (
        "The delta-hedging band is the one of five that did best over the whole 2010–2020 "
        "backtest, then used in every fold.",
        "The delta-hedging band is chosen from five inside each fold's training years only.",
    ),
    (
        "The performance shown to the allocator covers the same 2010–2020 years the strike "
        "rule was chosen on; nothing was held out.",
        "The performance shown to the allocator covers only each fold's test years; the strike "
        "rule is chosen on that fold's training years.",
    ),
    (
        "The universe is today's list of names with listed weekly options, applied back to 2010.",
        "The universe on each date is the names that had listed weekly options on that date.",
    ),
)
_LEAK_ASKS: Final = (
    "Backtest the put-writing overlay walk-forward, three folds, before the derivatives "
    "committee meets.",
    "The allocator wants a three-fold walk-forward test of the vol-risk-premium strategy.",
    "Please run the dispersion model through a walk-forward backtest (three folds).",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zt", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Vantorre Biologics"
_ENTITY: Final = "ent_vantorre_biologics"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("quarter on quarter into Q4 2022", (10, 11)),
    ("over the four quarters to Q4 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("from Q1 2020 to Q4 2022", (0, 11)),
    ("between the June 2020 and June 2022 fixings", (1, 9)),
    ("from the December 2020 observation date to the June 2021 one", (3, 5)),
    ("since the notes' strike date in March 2016", None),
    ("over the last ten years", None),
    ("since Vantorre was first added to our baskets in 2013", None),
)


#: "by ~12%", "north of 45%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="north of {}%", short="by just under {}%", about="by ~{}%"
)


def _by_bp(a: float, b: float) -> str:
    """A margin's move in basis points ("by 140bp"), or "" when it moved under 20bp."""
    change = abs(b - a)
    return f"by {round(change * 100):.0f}bp" if change >= 0.2 else ""


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
        (820.0, 760.0, 790.0, 845.0, 870.0, 890.0, 905.0, 930.0, 990.0, 1040.0, 1028.0, 1120.0),
        ("Revenue", "Vantorre Biologics' revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} did not drop in any quarter", never_fell),
            ("{s} did not decline", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (61.2, 57.8, 58.9, 60.4, 61.7, 62.5, 63.1, 62.6, 63.8, 64.4, 63.9, 62.7),
        ("Gross margin", "Vantorre Biologics' gross margin", "The group's gross margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} did not widen in any quarter", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_bp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (96.0, 58.0, 71.0, 88.0, 102.0, 97.0, 110.0, 121.0, 115.0, 126.0, 133.0, 141.0),
        ("Free cash flow", "Vantorre Biologics' free cash flow", "FCF"),
        (
            ("{s} climbed {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} did not fall in any quarter", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (7.4, 5.1, 5.6, 6.2, 6.9, 7.3, 7.1, 7.8, 8.2, 8.0, 8.6, 9.1),
        ("Interest cover", "Vantorre Biologics' interest cover", "EBITDA interest cover"),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
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
    up_all="{s} was up on the same quarter a year earlier in every quarter of 2022",
    down_all="{s} was down on the same quarter a year earlier in every quarter of 2022",
    faster="{s} saw its growth accelerate in 2022 against 2021",
    slower="{s} saw its growth slow in 2022 against 2021",
    grew="{s} compounded at better than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} fell by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Underlying review for the autocall desk, Vantorre Biologics: {claim} [1].",
    "[16:22] sales_ng: client asks about the Vantorre leg of the worst-of (barrier 60%, "
    "coupon 9.4% p.a.)\n[16:24] struct_desk: {claim} [1], fwiw",
    "| Underlying | Fundamental view |\n|---|---|\n| Vantorre Biologics | {Claim} [1] |",
    "Derivatives committee minutes, item 5 (single-name underlyings): the analyst reported "
    "that {claim} [1].",
    "Reply to the allocator's question on the notes' largest underlying: {claim} [1], which is "
    "why it stays in the basket.",
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
        left_out=lambda h, w, c: h.startswith("quarter on quarter") and "quarter" in c,
        seed=SEED,
        tag="zt",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZT: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
