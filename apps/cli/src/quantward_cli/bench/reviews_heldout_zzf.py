"""Held-out batch ZZF: every flaw kind again, in the voice of currency overlay and FX hedging for
institutional investors: a currency-overlay manager running a mandate for a Dutch or Nordic
pension fund or for a US endowment's international sleeve — the investment management
agreement (IMA) and its currency overlay guidelines (strategic hedge ratios with tactical bands
written "60 % ± 20 %", per-currency caps on unhedged exposure, emerging-currency and NDF caps,
maximum forward tenors in months, counterparty limits per dealing bank, CSAs with daily variation
margin and a cash buffer for margin calls), the board's FX policy, investment-committee minutes
and resolutions, the overlay manager's monthly reports (hedge effectiveness, roll P&L, carry,
forward points), the custodian's overlay statements and the treasury desk's chat shorthand
("EURUSD 1.0825/27", "3m fwd pts", "spot-next", "cable", "loonie", "NDF fixing").

Batch ZZF is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Spot rates and two-way quotes, pips, forward points, roll P&L, carry in bp, hedge
effectiveness, notionals in mln or bn, value and fixing dates, trade-ticket and mandate codes,
CSA thresholds and minimum transfer amounts, ratings, quorum counts and the benchmark's own
"50% Hedged" are decoy numbers: no truth depends on them. Its parts are new:

* limits as the trade states them: client legal's reply after checking the signed IMA's
  Schedule 3, IC minutes with a quorum line, a chat between the client's ALM desk and the
  overlay desk with a two-way quote beside it, the overlay system's limits file (a bare number
  in the constraint's unit), a monthly overlay report line between hedge effectiveness, roll P&L
  and carry, a "Guideline / Position 31 Mar / Within limit?" table whose position is a decoy, the
  board's FX policy with its CSA terms, an e-mail from the client's head of ALM and an endowment
  IC resolution, each form in turn; number forms "10%", "10 %", "10 per cent", "10.0%" and, for
  tenors, "12 months", "12M", "12 mths"; subjects: the hedge ratio's cap (no over-hedging),
  unhedged exposure to any single foreign currency, emerging-market (NDF) currency exposure,
  forward notional with any one dealing bank, the longest forward tenor in months (a count of
  months), and a liquidity buffer for variation-margin calls that is a floor;
* requests deferring the limit to square brackets in the draft IMA schedule, a board awaiting
  its ALM study, a "TBC" in the overlay guidelines, Risk waiting on the new CSAs, or the IC's
  next meeting;
* provenance misquoting its source: a draft overlay guideline changed in the signed schedule
  (in prose, or as a redline with the client comment that agreed it), a request to the board or
  in the desk chat that was declined, the position in the monthly overlay report (in prose or a
  "Guideline / 31 Mar / Mandate limit" table), another figure in the same schedule (the
  strategic hedge ratio, the tracking-error budget, the EM strategic ratio, the platform share,
  the roll cycle or the strategic cash allocation) and the previous mandate's or a peer survey's
  figure quoted for comparison;
* mandates as the IMA's Schedule 3 in the mandate's fields (`ima.schedule_3.para_4_2`), the
  pension fund's currency overlay guidelines, the board's counterparty and collateral policy, the
  overlay policy's list of limits in the mandate's fields (`overlay_policy.limits[2]`) and an
  endowment IC resolution;
* latitude granted as a strategic level "± a band" within which the overlay manager decides, an
  IC delegation, a "Parameter / Strategic / Tactical band / Set by" table and a chat from the
  client's ALM desk; refused as a fixed strategic level whose band is only a notification level,
  IC minutes declining the overlay manager's request, and client risk saying it has not given
  tactical latitude — the fixed level the band's middle, the plan assuming another level inside
  the band; each twin the same text granting it;
* objectives as the IMA's objective clause, IC minutes, the monthly overlay report, the client
  ALM team's e-mail and a desk chat ("max Sharpe", "min TE"), with an earlier draft quoted or
  struck out in the same text and a later message from the CIO replacing an earlier one;
* leakage as overlay quants write it: a tactical hedge-ratio rule, a carry signal's lookback,
  a forward-points threshold for lengthening tenors, a margin-call stress and a roll-timing rule
  set on periods reaching into the test years, and whole sentences (the next month's WMR 4pm
  fixing as an input, the custodian's restated holdings booked as of the original dates, a band
  width picked on the whole record, results shown on the years the carry signal was tuned on);
  each clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Nordvik Bank ASA (a Nordic dealing bank on the overlay's panel, reviewed as a
  counterparty) — net interest income, FX and markets income, CET1 ratio (in percentage points)
  and cost/income ratio (in bp) over twelve quarters (2020 Q1–2022 Q4, through the March 2020
  dash for dollars and the 2022 rate rises), as a counterparty review, the monthly overlay
  report's counterparty section, a "Dealing bank / Credit note" table, the desk chat and IC
  minutes; magnitudes as "roughly 12%", "more than 20%", "just short of 15%", "by 1.2 pp", "by
  roughly 340bp"; horizons covered by the series against uncovered ones ("since the bank joined
  our dealing panel in 2011"). Whether a claim holds is computed from the series: true, false, or
  too close to call (never used).

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
    _written_with_spread,
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

SEED: Final = 20270127
KINDS: Final = ALL_KINDS
TAG: Final = "zzf"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzfz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzfz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzfz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzfz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzfz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzfzz"


# --- numbers as overlay managers, their clients and the desk write them ------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio, of the exposure or of the overlay's notional: "10%", the
    Continental "10 %", "10 per cent" and, where one decimal says it exactly, "10.0%" (never
    "18.8%" for 18.75 %)."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "pct_spaced": f"{_g(pct)} %", "per_cent": f"{_g(pct)} per cent"}
    if round(pct, 1) == round(pct, 6):
        forms["pct1"] = f"{pct:.1f}%"
    return forms


def _tenor_forms(value: float) -> dict[str, str]:
    """A tenor in months: "12 months", the desk's "12M", "12 mths"."""
    n = _g(value)
    return {"months": f"{n} months", "m": f"{n}M", "mths": f"{n} mths"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the overlay trade names it, its key in the overlay
    system's limits file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_HEDGE: Final = _Subject(
    ("max_hedge_ratio", "hedgeRatioCap"),
    (
        "the hedge ratio on developed-market currencies",
        "the overlay's hedge ratio",
        "the hedge ratio per currency",
    ),
    "hedge_ratio_max",
    "fraction",
    (0.6, 0.8, 1.0),
    _share_forms,
)
_CURRENCY: Final = _Subject(
    ("max_unhedged_single_currency", "singleCurrencyOpenCap"),
    (
        "unhedged exposure to any single foreign currency",
        "residual open exposure per currency",
        "the per-currency cap on unhedged exposure",
    ),
    "single_ccy_open_max",
    "fraction",
    (0.04, 0.06, 0.1),
    _share_forms,
)
_EMERGING: Final = _Subject(
    ("max_em_currency_exposure", "ndfCurrencyCap"),
    (
        "exposure to emerging-market currencies",
        "exposure to non-deliverable (NDF) currencies",
        "emerging-currency exposure (NDFs included)",
    ),
    "em_ccy_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_BANK: Final = _Subject(
    ("max_notional_per_counterparty", "dealingBankShareCap"),
    (
        "forward notional with any single dealing bank",
        "the share of overlay notional with one counterparty bank",
        "exposure to any one dealing bank (by notional)",
    ),
    "per_bank_notional_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TENOR: Final = _Subject(
    ("max_forward_tenor_months", "hedgeTenorCapMonths"),
    (
        "the tenor of any forward contract",
        "the longest hedge tenor",
        "forward tenors",
    ),
    "forward_tenor_max_months",
    "count",
    (6.0, 12.0, 24.0),
    _tenor_forms,
)
_BUFFER: Final = _Subject(
    ("min_margin_liquidity_buffer", "vmCashBufferFloor"),
    (
        "the liquidity buffer for margin calls (as a share of hedged notional)",
        "cash and T-bills held against VM calls (as a share of hedged notional)",
        "the VM liquidity buffer relative to hedged notional",
    ),
    "vm_buffer_min",
    "fraction",
    (0.03, 0.05, 0.08),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_HEDGE, _CURRENCY, _EMERGING, _BANK, _TENOR, _BUFFER)

_RATIONALES: Final = (
    "typical for a pension fund's currency overlay",
    "in line with peer overlay mandates",
    "what the consultant's peer survey suggests",
    "a conservative placeholder until the IMA is signed",
    "the level of the previous overlay mandate",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights of the hedged international sleeve under the currency overlay guidelines",
    "the best risk-adjusted return within the overlay mandate's limits",
    "solve the sleeve's target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's overlay documents state it")
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
    "re-run the overlay's hedge weights across USD, GBP, JPY and CHF after the Q1 rebalance",
    "set up the hedge book for the new EUR 1.8 bn global equity sleeve",
    "re-size the hedges when the March forwards roll",
    "rework the currency weights of the endowment's international sleeve",
    "size the EM currency hedges (BRL, INR, KRW via NDFs) for the new EMD mandate",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still in square brackets in the draft IMA schedule",
    "the board has not yet decided the limit on {noun}; the ALM study is due in June",
    '{noun}: "TBC" in the overlay guidelines, pending the IC',
    "Risk will set the limit on {noun} once the new CSAs with the dealing banks are signed",
    "the IC decides the limit on {noun} at its next meeting",
)
_REQUEST_FRAMES: Final = (
    "Overlay desk, action log (w/c 17 March)\nAction: {task}.\nOpen: {deferral}.",
    "Hi both,\n\nAfter this morning's IC (EURUSD 1.0825/27 at the time) could you {task}? "
    "{Deferral}.\n\nThanks, Sanne (Portfolio Manager, FX overlay)",
    "[08:55] pm_ams: can you {task}? fyi {deferral}, so flag anything that depends on it",
    "Roll schedule: March forwards (USD 1,250 mln, value date 19 March) roll spot-next. "
    "Next: {task}.\nCaveat: {deferral}.",
    "Client service here (custody, not the dealing desk). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: overlay limits. I've checked the signed IMA, Schedule 3 (Currency Overlay "
        "Guidelines), para 4.2: {noun} must be {nomore} {v}. Shout if you need the CSA annex as "
        "well. Maarten (Legal, client side)",
        "figures",
    ),
    (
        "Minutes of the Investment Committee, 14 March. Present: 5 of 7 members (quorate).\n"
        "Item 3: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "[09:14] alm_noordzee: limits from the board just in: {noun} {op} {v}\n"
        "[09:15] ovl_desk: thx, noted. cable 1.2641/44, loonie 1.3580/83 fwiw",
        "figures",
    ),
    (
        "overlay_limits.yaml (signed off by Risk)\n  mandate: Noordzee overlay\n"
        "  base_ccy: EUR\n  {key}: {v}",
        "bare",
    ),
    (
        "Monthly overlay report, March: hedge effectiveness 98.2%, roll P&L EUR -4.3 mln, carry "
        "+31 bp annualised. Mandate limit on {noun}: {nomore} {v}.",
        "figures",
    ),
    (
        "| Guideline | Position 31 Mar | Within limit? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "Board FX policy (approved 2 July), section 5: {noun} is kept at {nomore} {v}; CSAs "
        "with every dealing bank, daily VM, zero threshold.",
        "figures",
    ),
    (
        "From: Kristin Aas (Head of ALM, client)\nSubject: RE: overlay limits\n\nThe board's "
        "decision on {noun}: a {limit} of {v}. The ALM study assumed the same.",
        "figures",
    ),
    (
        "INVESTMENT COMMITTEE RESOLUTION (Halvorsen University Endowment, international "
        "sleeve): RESOLVED, that {noun} shall be {nomore} {v}.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap, whole months for a
    tenor."""
    if s.floor:
        return round(value * 1.6, 6)
    if s.unit == "count":
        return float(round(value * 0.5))
    return round(value * 0.7, 6)


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
    "overlay_instruments": [
        "Deliverable FX forwards and FX swaps only; no options.",
        "Settlement through CLS wherever the currency is CLS-eligible.",
        "Benchmark fixing: WM/Refinitiv 4pm London.",
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
    "hedge_ratio_max": ("strategic hedge ratio", 0.5),
    "single_ccy_open_max": ("tracking-error budget against the hedged benchmark", 0.015),
    "em_ccy_max": ("strategic hedge ratio on EM currencies", 0.25),
    "per_bank_notional_max": ("minimum share of trades executed on multi-dealer platforms", 0.6),
    "forward_tenor_max_months": ("roll cycle", 3.0),
    "vm_buffer_min": ("strategic cash allocation of the total fund", 0.01),
}


def _away(s: _Subject, value: float, up: float, step: float, months: float) -> float:
    """A wrong value for `s`: `value` plus `step` for a floor, `value` times `months` (whole
    months) for a tenor, `value` times `up` for any other cap."""
    if s.floor:
        return round(value + step, 6)
    if s.unit == "count":
        return float(round(value * months))
    return round(value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft guideline changed in the signed schedule
        wrong_value = _away(s, value, 1.5, -0.02, 1.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft overlay guidelines (v2, circulated 3 February) had {wrong} for "
                f"{noun}. After the client's comments the signed Schedule 3, para 4.2, says "
                f"{right}."
            )
        else:
            text = (
                f"Schedule 3 redline, para 4.2: {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[client comment 7: accepted, carried into the execution version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.25, -0.01, 2.0)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked the board to allow {wrong} for {noun} while the dollar rallied. "
                f"Declined: the {_limit(s)} stays at {right}."
            )
        else:
            text = (
                f"[14:02] ovl_pm: can we take {noun} to {wrong} into month-end?\n"
                f"[14:05] client_risk: no. IC set {right} and that holds, incl. over the roll"
            )
    elif structure == 2:  # the position in the monthly overlay report
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"March overlay report: {noun} stood at {wrong} at month-end, within the mandate "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Guideline | 31 Mar | Mandate limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Schedule 3 — Currency Overlay Guidelines (extract)\n  " + "\n  ".join(lines)
    else:  # the previous mandate's or a peer survey's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.01, 2.0)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the previous overlay mandate (2019 IMA) allowed {wrong} for "
                f"{noun}. The new one is tighter: {right}."
            )
        else:
            text = (
                f"Our guidelines set {noun} at {right}. (The consultant's peer survey has "
                f"{wrong} as the median for Dutch pension funds, but the board did not adopt it.)"
            )
    return text, right, wrong, wrong_value


#: the subjects the misquotes take in turn: seven, so that each structure meets several of them
#: (the shared loop takes structure `i % 5` on subject `i + i // 5`, which with six subjects
#: pairs every structure with one subject only); the floor comes round twice
_MISQUOTED: Final = (*_SUBJECTS, _BUFFER)


_false = partial(
    _misquote_cases,
    subjects=_MISQUOTED,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses as the IMA, guidelines, policies and resolutions --------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's Schedule 3 in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, measured at each month-end."
        schedule: dict[str, JsonValue] = {
            "para_4_1": "Strategic hedge ratio: 50% of developed-market exposure, WMR 4pm.",
            "para_4_2": clause,
        }
        return {"ima": {"schedule_3": schedule}}, None, "ima.schedule_3.para_4_2"
    if shape == 1:
        guidelines = (
            "CURRENCY OVERLAY GUIDELINES — Stichting Pensioenfonds Noordzee (the Client)\n"
            "1. Benchmark: MSCI World 50% Hedged to EUR, WM/Refinitiv 4pm fixing.\n"
            f"2. {_cap(noun)} shall {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "3. Instruments: deliverable forwards and FX swaps; NDFs for EM currencies only."
        )
        return None, guidelines, MANDATE_ID
    if shape == 2:
        policy = (
            "COUNTERPARTY AND COLLATERAL POLICY (approved by the Board)\n"
            "5.1 Dealing banks: long-term rating of at least A-/A3; no new trades below.\n"
            f"5.3 The overlay manager shall keep {noun} at {_no_more(s)} {written}.\n"
            "5.4 CSAs: daily variation margin, zero threshold, MTA EUR 250k."
        )
        return None, policy, MANDATE_ID
    if shape == 3:  # the overlay policy's limits in the mandate's fields
        limits: list[JsonValue] = [
            "Hedge instruments: forwards and FX swaps; options only with IC approval.",
            "Rolls: staggered over at least three business days around month-end.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"overlay_policy": {"version": "2025-2", "limits": limits}},
            None,
            "overlay_policy.limits[2]",
        )
    resolution = (
        "INVESTMENT COMMITTEE RESOLUTION — Halvorsen University Endowment\n"
        "WHEREAS the international equity sleeve is hedged by an external overlay manager;\n"
        f"RESOLVED, that {noun} be held at {_no_more(s)} {written}, and that the overlay "
        "manager report compliance monthly."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the hedged sleeve's target weights; every overlay guideline applies.",
    "Re-run the sleeve's weights inside the limits in the IMA and its schedules.",
    "Ahead of the IC, re-optimise the international sleeve within the overlay mandate.",
    "Add the new Japanese equity allocation to the sleeve, keeping to all our FX limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the client's overlay guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around mid ± d: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "Overlay guidelines, para 3.2: {noun}: {mid} ± {d}. Within the band the overlay manager sets "
    "the level at its discretion; outside it, the Client's approval is needed.",
    "IC delegation to the overlay manager: {noun} may be set anywhere from {lo} to {hi} without "
    "referring back to the Committee.",
    "| Parameter | Strategic | Tactical band | Set by |\n|---|---|---|---|\n"
    "| {Noun} | {mid} | {lo} – {hi} | Overlay manager |",
    "[08:41] client_alm: on {noun}, your call anywhere in {lo}–{hi}. Board is fine with that.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point} (the band's middle)
_REFUSED: Final = (
    (
        "Overlay guidelines, para 3.2: {noun} is fixed at {point}. The {lo}–{hi} band only sets "
        "when the Client must be notified; it gives the overlay manager no discretion.",
        "Overlay guidelines, para 3.2: {noun}: strategic level {point}, with a tactical band of "
        "{lo}–{hi} within which the overlay manager sets the level at its discretion.",
    ),
    (
        "IC minutes, item 4: the overlay manager asked for discretion on {noun} between {lo} and "
        "{hi}. Declined: it stays at {point} until the next ALM study.",
        "IC minutes, item 4: the overlay manager asked for discretion on {noun} between {lo} and "
        "{hi}. Approved: it may set the level anywhere in that range.",
    ),
    (
        "From client risk: we have NOT given you tactical latitude on {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "From client risk: we have given you tactical latitude on {noun}: anywhere in "
        "{lo}–{hi} is fine, {point} being the strategic level.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IMA's fields, as a mandate message, or in the overlay policy's
    annex."""
    if shape == 0:
        return {"ima": {"schedule_3_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authority matrix (approved by the Board)\n\n{text}"
    return {"overlay_policy": {"annex_b": [text, "Reviewed annually with the ALM study."]}}, None


def _below_middle(bounds: tuple[float, float, float]) -> float:
    """A level inside the band but off its middle, the fixed strategic level: halfway between
    the bottom of the band and its middle."""
    low, _, middle = bounds
    return round((low + middle) / 2, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_with_spread,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    point="mid",
    refused_value=_below_middle,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IMA, IC minutes, the monthly overlay report, the
#: client's ALM team and the desk chat put them; the first of each is one line, so that it can be
#: struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IMA, clause 2.1 (objective): the best return per unit of risk on the hedged sleeve, "
        "i.e. the highest Sharpe ratio.",
        "IC minutes, item 3 (currency policy):\nthe Committee wants the international sleeve "
        "weighted for the highest Sharpe ratio after hedging costs.",
        "Monthly overlay report, note to the Client: the sleeve is run to earn the most return "
        "for each unit of volatility it carries (its Sharpe ratio), carry included.",
        "E-mail from the client's ALM team: as agreed in the ALM study, please maximise the "
        "risk-adjusted return of the hedged sleeve, its Sharpe ratio.",
        "[09:02] client_cio: objective for the rebalance = max Sharpe on the hedged book pls",
    ),
    "variance": (
        "IMA, clause 2.1 (objective): the lowest volatility of the sleeve in EUR, with no "
        "return target.",
        "IC minutes, item 3 (currency policy):\nthe Committee wants the sleeve weighted for "
        "minimum variance in base currency; return forecasts are not to be used.",
        "Monthly overlay report, note to the Client: the hedge exists to cut risk, so the "
        "sleeve is weighted for the least volatility available, whatever the carry.",
        "E-mail from the client's ALM team: our funding ratio cannot take FX swings; please "
        "minimise the variance of the sleeve in EUR and leave return forecasts out of it.",
        "[09:02] client_cio: objective = min variance in EUR, no return views",
    ),
    "tracking": (
        "IMA, clause 2.1 (objective): track the MSCI World 50% Hedged to EUR Index as closely "
        "as possible.",
        "IC minutes, item 3 (currency policy):\nthe Committee wants the sleeve kept as close as "
        "possible to the MSCI World 50% Hedged to EUR Index, with the smallest tracking error.",
        "Monthly overlay report, note to the Client: the sleeve mirrors the MSCI World 50% "
        "Hedged to EUR Index with minimal tracking error.",
        "E-mail from the client's ALM team: can the sleeve simply shadow the MSCI World 50% "
        "Hedged to EUR Index? Minimise tracking error against it, please.",
        "[09:02] client_cio: objective = min TE vs MSCI World 50% Hedged to EUR",
    ),
    "return": (
        "IMA, clause 2.1 (objective): the highest expected return, carry and forward points "
        "included, with no penalty for risk.",
        "IC minutes, item 3 (currency policy):\nthe Committee wants the sleeve weighted for the "
        "highest expected return; risk does not enter the objective.",
        "Monthly overlay report, note to the Client: the sleeve is weighted to maximise expected "
        "return, with no allowance for risk.",
        "E-mail from the endowment's investment office: we hold this sleeve for return, so go "
        "for the highest expected return, no risk adjustment.",
        "[09:02] client_cio: objective = max expected return, ignore vol",
    ),
}
_DRAFTS: Final = (
    'The draft IMA sent to the Client in January read: "{old}" The board changed it before '
    "signing; the executed wording is:\n\n{new}",
    "~~{old}~~ (struck out by the IC, 11 June)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please disregard my earlier message on the objective. The IC's decision "
    "is:\n\n{new}",
    "Correction after today's IC (it replaces the objective I sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Q2 rebalance of the international sleeve:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Regards, Overlay Desk",
    "Sleeve at a glance: EUR 4.6 bn, 52.3% hedged, 3m fwd pts EURUSD +41.7, roll P&L MTD "
    "EUR -3.1 mln.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the hedged international sleeve",
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
    struck out; every fourth from the fourth an earlier message a later one replaces."""
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
    ("EURUSD daily closes from 2005 to 2019", "EURUSD daily closes from 2005 to 2014"),
    ("WMR 4pm fixings up to June 2018", "WMR 4pm fixings up to December 2014"),
    (
        "the overlay's trade history (Jan 2008 – Mar 2021)",
        "the overlay's trade history (Jan 2008 – Dec 2014)",
    ),
    ("the 2010–2017 forward-points history", "the 2010–2014 forward-points history"),
    (
        "monthly hedge-effectiveness reports from Q1 2009 to Q2 2016",
        "monthly hedge-effectiveness reports from Q1 2009 to Q4 2014",
    ),
    (
        "the custodian's overlay statements for 2007–2020",
        "the custodian's overlay statements for 2007–2014",
    ),
)
_ACTIONS: Final = (
    "the tactical hedge-ratio rule (spot against its 200-day average) was calibrated",
    "the carry signal's lookback was tuned",
    "the forward-points threshold for lengthening tenors was chosen",
    "the margin-call stress behind the VM liquidity buffer was sized",
    "the roll-timing rule (roll three days before the IMM date) was fitted",
)
_LEAK_FRAMES: Final = (
    "Overlay model note: {action} on {period}.",
    "From the methodology pack (v5.3): {action} using {period}, and that setting is then "
    "applied unchanged in all three test folds.",
    "For the IC's information, {action} once, on {period}, before the walk-forward was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month-end's hedge ratio uses, among other inputs, the following month's WMR 4pm "
        "fixing for each currency.",
        "Each month-end's hedge ratio uses, among other inputs, the prior month-end's WMR 4pm "
        "fixing for each currency.",
    ),
    (
        "Exposure data: the custodian's restated month-end holdings (corrected after the "
        "audit), booked as of the original dates.",
        "Exposure data: the custodian's month-end holdings as first reported, booked as of the "
        "dates they were reported.",
    ),
    (
        "The tactical band width is the one of five that gave the best hedge effectiveness over "
        "the whole 2006–2020 record, then applied in every fold.",
        "The tactical band width is chosen from five inside each fold's training years only.",
    ),
    (
        "Results shown to the IC cover the same 2006–2020 years the carry signal was tuned on; "
        "no years were held back.",
        "Results shown to the IC cover only each fold's test years; the carry signal is tuned "
        "on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a walk-forward backtest (three folds) of the tactical hedge-ratio rule "
    "before it goes live.",
    "Please back-test the carry tilt on the overlay walk-forward, in three folds, for the board.",
    "Overlay desk action: run a three-fold walk-forward test of the dynamic hedging model.",
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

_COMPANY: Final = "Nordvik Bank"
_ENTITY: Final = "ent_nordvik_bank"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the twelve months to 31 December 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since Q1 2020, the quarter of the dash for dollars", (0, 11)),
    ("between the June 2020 quarter and June 2022", (1, 9)),
    ("from the end of 2020 to mid-2021", (3, 5)),
    ("since the bank joined our dealing panel in 2011", None),
    ("since the 2008 crisis", None),
    ("over the last decade", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_points = partial(_change_by, "by {:.1f} pp", 0.2)


def _by_bp(a: float, b: float) -> str:
    """A ratio's move in percent written in basis points ("by roughly 340bp"), or "" under
    20bp."""
    change = abs(b - a) * 100
    return f"by roughly {change:.0f}bp" if change >= 20 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "NOK"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_interest_income",
        (
            3120.0,
            2980.0,
            2910.0,
            2890.0,
            2930.0,
            3010.0,
            3090.0,
            3180.0,
            3350.0,
            3610.0,
            3940.0,
            4220.0,
        ),
        ("Net interest income", "Nordvik Bank's net interest income", "NII"),
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
        "fx_and_markets_income",
        (
            1840.0,
            2210.0,
            1630.0,
            1580.0,
            1710.0,
            1650.0,
            1600.0,
            1690.0,
            2050.0,
            2180.0,
            2390.0,
            2260.0,
        ),
        (
            "FX and markets income",
            "Nordvik Bank's FX and markets income",
            "Income from the FX and markets desk",
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
        "fundamentals.credit_metrics",
        "cet1_ratio_pct",
        (16.8, 17.2, 17.9, 18.3, 18.6, 18.4, 18.1, 17.7, 17.2, 17.0, 17.4, 17.6),
        ("The CET1 ratio", "Nordvik Bank's CET1 ratio", "The bank's core tier 1 ratio"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cost_income_ratio_pct",
        (48.5, 51.2, 49.8, 50.6, 47.9, 46.3, 45.8, 46.9, 44.2, 42.7, 41.5, 42.1),
        (
            "The cost/income ratio",
            "Nordvik Bank's cost/income ratio",
            "The bank's cost-income ratio",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not fall", held_up),
        ),
        _by_bp,
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
    grew="{s} compounded at over 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by over 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Counterparty review, Nordvik Bank ASA (dealing panel, rated A+/Aa3): {claim} [1].",
    "Monthly overlay report, counterparty section: {claim} [1]; its CSA threshold stays at "
    "zero and the bank stays on the panel.",
    "| Dealing bank | Credit note |\n|---|---|\n| Nordvik Bank ASA | {Claim} [1] |",
    "[10:22] cpty_risk: fyi {claim} [1]. EURNOK 11.4230/55, no change to its line",
    "IC minutes, item 5 (counterparty exposure): the overlay manager reported that {claim} [1].",
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
    """Batch ZZF: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
