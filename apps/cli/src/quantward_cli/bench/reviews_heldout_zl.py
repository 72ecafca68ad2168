"""Held-out batch ZL: every flaw kind again, in the voice of multi-manager hedge funds and prime
brokerage: pod PMs, the central risk team and the allocator talking about a pod's book, in
risk managers' Bloomberg IB and Symphony shorthand ("pls keep single name < 4% GMV"), pod risk
limit sheets with drawdown tiers ("-6% from HWM → capital halved; -9% → pod shut"), capital
allocation letters, weekly risk packs with factor z-scores, prime-broker margin reports (house
margin, haircuts, financing spreads), central-book crossing notes, PM onboarding term sheets
(payout, netting) and an allocator's due-diligence call notes.

Batch ZL is built like J, ZH and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. P&L in $m, pod capital, GMV and AUM in $m and $bn, the pod's
Sharpe and Sharpe hurdle, house margin, haircuts and financing spreads, payout percentages,
drawdown tiers, factor z-scores and current utilisation in a risk pack are decoy numbers: no
truth depends on them. Its parts are new:

* limits as central risk, the allocator and the PM state them: a risk manager's IB shorthand
  ("pls keep … < …"), a pod risk-limit sheet between its capital and its stop-loss tiers, a
  capital allocation letter's lettered terms, a `pod_limits.yaml` block (a bare number in the
  constraint's unit), a Symphony confirmation from central risk, a PM term sheet beside payout
  and netting, an allocator's DD call notes, a "Metric / Limit / Now / Status" risk-pack table
  whose current utilisation is a decoy, a central-book crossing note and a prime-broker margin
  report, each form in turn; number forms "4%", "4.00%", "4pct", "3.5x", "3.5x capital", "350%
  of capital", "50bp", "0.5% of capital", "50 bps of pod capital"; subjects: single-name size
  as a share of GMV, gross leverage (a multiple), absolute net exposure, one-day 95% VaR in
  bps, and one-day liquidity of the book, a floor;
* requests leaving the limit with central risk, an unsent limit sheet, a blank line pending
  CRO sign-off, the allocator's next call or a term sheet still being negotiated, as an IB
  chat, a risk pack's action items, a note from the COO, a draft allocation letter and a
  Symphony channel; pod terms bounding only other things (universe, options, payout);
* provenance misquoting its source: the value a limit-sheet revision replaced (in prose, or a
  "Rev. 3 (old) / Rev. 4 (live)" table), a PM's ask central risk or the risk committee turned
  down, the current utilisation in a risk pack taken for its limit, another line of the same
  limit-sheet block (sector net, the PB's house leverage cap, a stress loss, five-day
  liquidity), another pod's value and a step-up conditional on a Sharpe hurdle not yet met;
* mandates as a pod limit sheet's hard limits in the mandate's fields
  (`pod_limit_sheet.hard_limits.L3`), a capital allocation letter, a PM term sheet's risk
  schedule ("never above …"), a risk framework's list in the mandate's fields
  (`risk_framework.limits[1]`) and a CRO's message pinned as a standing limit;
* latitude granted as a target with a band at the PM's discretion, an allocation letter's
  "anywhere from … to …", a "Limit / Band / Who sets it" table and a risk manager's IB;
  refused as a value central risk set whose band is only an alert level, a risk manager
  answering a PM's IB with no, and a risk committee declining the band; each twin the same
  text granting it;
* objectives as a pod mandate, an allocation letter, a risk manager's IB, a term sheet
  ("objective = …") and an allocator's call notes, a central-book overlay for tracking, with
  an earlier version in the same thread changed at the risk committee or struck by central
  risk, and an update or a correction from central risk replacing an earlier message;
* leakage as central risk and a DD pack write it: factor-neutralisation weights, stop-loss
  tiers, a short-interest lookback, a covariance half-life and crowding-score weights set on
  "the pod's 2010–2019 simulated track record in the DD pack", "the PB's data through
  Dec-18", "the Barra factor history from Jan 2010 to Jun 2017", "the risk-pack sample
  (2010-2020)", "every week from 4 Jan 2010 to 30 Dec 2016" and "FY2010 through FY2018"; a
  simulated Sharpe measured on the history the weights were fitted on, the next 10 trading
  days' return as an alpha input, the PB's settled short interest stamped with the holding date,
  fills at the signal's own close and stop-loss tiers picked on the whole backtest; each clean
  twin in the same form, ending before the first test date (2 January 2015) or inside each fold;
* trend claims on a pod's short, Halvorsen Freight: revenue, gross margin (in pp), free cash
  flow and interest cover (in x) over twelve quarters (2020 Q1–2022 Q4), as a PM's IB, a risk
  pack's top-shorts commentary, a "Top short / Thesis" table, an allocator's call notes and a
  Symphony channel; magnitudes as "roughly 12%", "more than 10%", "just under 15%", "by
  0.8pp", "by 0.7x"; "grew", "contracted", "expanded", "compressed", "improved",
  "deteriorated", "had no down quarter", "had no up quarter", "fell in every quarter", "did not
  weaken", "did not expand", "was up year on year in each quarter of 2022", "growth decelerated
  in 2022 versus 2021" and "compounded at a double-digit annual rate" (each made only where the
  series decides it clearly); horizons such as "in Q4 2022 (vs Q3)", "over the four quarters
  to Dec-22" and "between Q2 2020 and Q2 2022" against uncovered ones ("from the pod's first
  short in 2015 to Q4 2022", "over the last decade", "between its 2017 refinancing and the end
  of 2022"). Whether a claim holds is computed from the series: true, false, or too close to
  call (never used).

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
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _growth_pairs,
    _horizon_trends,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_cases,
    _objective_contract,
    _once,
    _over_and_within_of,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _yoy_pairs,
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
from quantward_contracts.values import Mode, UserMessage

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270107
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzl5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzll"


# --- numbers as risk managers, limit sheets and prime brokers write them -------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of GMV or capital: "4%", "4.00%" (two decimals, as a risk pack prints it),
    "4pct" (chat shorthand)."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "pct_chat": f"{_g(pct)}pct"}


def _multiple_forms(value: float) -> dict[str, str]:
    """Gross leverage: "3.5x", "3.5x capital", "350% of capital"."""
    return {
        "x": f"{_g(value)}x",
        "cap": f"{_g(value)}x capital",
        "cap_pct": f"{_g(value * 100)}% of capital",
    }


def _bp_forms(value: float) -> dict[str, str]:
    """A daily VaR budget: "50bp", "0.5% of capital", "50 bps of pod capital"."""
    return {
        "bp": f"{_g(value)}bp",
        "pct": f"{_g(value / 100)}% of capital",
        "bps": f"{_g(value)} bps of pod capital",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A pod limit: the agent's field names, how risk managers and PMs name it, its key in a
    pod's limit file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_NAME: Final = _Subject(
    ("max_single_name_weight", "singleNameCapGmv"),
    ("single name (% GMV)", "single-name size", "single-name concentration"),
    "single_name_max_gmv",
    "fraction",
    (0.03, 0.04, 0.05),
    _share_forms,
)
_GROSS: Final = _Subject(
    ("gross_leverage_limit", "maxGrossMultiple"),
    ("gross", "gross exposure", "gross leverage"),
    "gross_max_x",
    "multiple",
    (3.0, 3.5, 4.0),
    _multiple_forms,
)
_NET: Final = _Subject(
    ("max_abs_net_exposure", "netExposureCap"),
    ("net exposure", "absolute net", "net (long or short)"),
    "net_abs_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_VAR: Final = _Subject(
    ("var_limit_bps", "dailyVar95Bps"),
    ("1-day 95% VaR", "daily VaR", "one-day VaR"),
    "var_1d_limit_bps",
    "bps",
    (40.0, 50.0, 75.0),
    _bp_forms,
)
_LIQ: Final = _Subject(
    ("min_one_day_liquidity", "liquidityFloorGmv"),
    ("one-day liquidity", "GMV liquidatable in one day", "1-day liquidity at 20% ADV"),
    "liq_1d_min_gmv",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_NAME, _GROSS, _NET, _VAR, _LIQ)

_RATIONALES: Final = (
    "standard for a fundamental equity long/short pod at a multi-manager",
    "the platform's default limit for a new pod",
    "in line with what central risk usually sets",
    "a conservative placeholder until the limit sheet arrives",
    "typical of pod limits across the industry",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Position sizes for the pod's long/short equity book under its risk limits",
    "the best risk-adjusted return within the pod's limits",
    "size the book",
    "the sized book and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as set by the pod's risk limits")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zl", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _lt(s: _Subject) -> str:
    return ">" if s.floor else "<"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "limit"


def _at_most(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-size the pod's long/short book for next week",
    "rebuild the TMT pod's book after the capital top-up",
    "run the optimiser on the consumer pod's longs and shorts",
    "size the new pod's starting book off its onboarding term sheet",
    "re-cut the book after this morning's central-book crossing",
)
_DEFERRALS: Final = (
    "the {noun} limit is still with central risk, no number yet",
    "risk hasn't sent the limit sheet, so {noun} is TBD",
    "{noun}: blank on the draft limit sheet, pending CRO sign-off",
    "the allocator wants to agree {noun} on Thursday's call, nothing agreed before then",
    "{noun} is still being negotiated in the PM's term sheet",
)
_REQUEST_FRAMES: Final = (
    "IB chat, risk → PM desk: pls {task}. fyi {deferral}.",
    "Weekly risk pack (P&L WTD +$2.4m, Sharpe 1.9 YTD), action items\n1. {Task}.\n"
    "2. Open: {deferral}.",
    "From the COO: could you {task}? {Deferral}.",
    "Capital allocation letter (draft 2), next steps: {task}. Note that {deferral}.",
    "Symphony #pod-risk: {task} pls. {Deferral}, will revert.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current-utilisation decoy); {noun}, {v}, {key},
#: {verb}, {op}, {lt}, {obs}, {atmost}
_STATINGS: Final = (
    ("Risk (IB): pls keep {noun} {lt} {v}, that's the number from the CRO. thx", "figures"),
    (
        "POD RISK LIMITS: Pod 7 (TMT L/S)\nCapital: $450m | Target Sharpe: 1.6\n"
        "{Noun}: {op} {v}\nStop-loss: -6% from HWM → capital halved; -9% → pod shut",
        "figures",
    ),
    (
        "CAPITAL ALLOCATION LETTER\nWe are pleased to allocate $300m to your pod effective 1 "
        "February, on the terms below.\n(c) {Noun}: {atmost} {v} at all times.",
        "figures",
    ),
    (
        "pod_limits.yaml (Pod K, rev. b)\n    book: equity_ls\n    {key}: {v}\n"
        "    stop_loss_hwm: -0.06",
        "bare",
    ),
    (
        "Symphony (Central Risk): confirmed with the CRO this am, {v} is the {verb} on {noun} "
        "for your pod. Effective Monday.",
        "figures",
    ),
    (
        "PM TERM SHEET (indicative)\nPayout: 17% of net P&L | Netting across pods: none\n"
        "Drawdown: -6% soft / -9% hard\n{Noun}: {op} {v}",
        "figures",
    ),
    (
        "DD call notes (allocator, 14 Nov): PM walked us through the risk framework. Sharpe "
        "1.7 since launch, AUM $2.1bn; the hard {verb} on {noun} is {v}.",
        "figures",
    ),
    (
        "| Metric | Limit | Now | Status |\n|---|---|---|---|\n| {Noun} | {op} {v} | {obs} | "
        "Green |\n| Momentum z | n/a | 0.4 | n/a |",
        "table",
    ),
    (
        "Central book crossing note: 1.2m HALV crossed internally against Pod 3 at mid, about "
        "$40k saved in commissions. Reminder from risk: {noun} {op} {v} still applies after "
        "the cross.",
        "figures",
    ),
    (
        "PB margin report (Meridian Prime): house margin 18%, single-name haircut 30%, "
        "financing SOFR + 45bp. Pod limit per central risk: {noun} {atmost} {v}.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """Risk's or the PM's answer stating the limit, in the `turn`-th of the statings."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # current utilisation inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.8), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        verb=_verb(s),
        op=_op(s),
        lt=_lt(s),
        obs=observed,
        atmost=_at_most(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zl", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + i // len(_STATINGS) + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 1:  # pod terms bounding other things only
            mandate = {
                "pod_terms": [
                    "Universe: US and European listed equities only.",
                    "No single-stock options without risk sign-off.",
                    "Payout: 17% of net P&L, paid annually, no netting across pods.",
                ]
            }
        yield from _invented_twins(i)(rng, i, s, name, value, policy, ask, mandate)


# --- false provenance --------------------------------------------------------------------------

#: another line of the same limit-sheet block: its noun and its value, in the subject's unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "single_name_max_gmv": ("sector net", 0.2),
    "gross_max_x": ("PB house leverage cap", 6.0),
    "net_abs_max": ("single-name size", 0.06),
    "var_1d_limit_bps": ("10-day stress loss", 180.0),
    "liq_1d_min_gmv": ("five-day liquidity", 0.9),
}

_provenance_twins = _provenance_twins_of(SEED, "zl", _plan)


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
    if structure == 0:  # the value a limit-sheet revision replaced
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "Limit sheet rev. 4 (after the March drawdown): "
                f"{noun} taken from {wrong} to {right}, live from Monday's open."
            )
        else:
            text = (
                "| Limit | Rev. 3 (old) | Rev. 4 (live) |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {right} |\n\nRev. 3 is withdrawn."
            )
    elif structure == 1:  # a PM's ask that central risk turned down
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"PM asked on IB to take {noun} to {wrong}. Central risk said no; "
                f"it stays at {right}."
            )
        else:
            text = (
                f"Risk committee minute: the pod's request for {wrong} on {noun} was declined "
                f"(drawdown tier 1 still open). Limit remains {right}."
            )
    elif structure == 2:  # current utilisation in a risk pack taken for the limit
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk pack, Friday close: {noun} running at {wrong} vs limit {_op(s)} {right}. "
                "Nothing to do."
            )
        else:
            text = (
                "| Metric | Current | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another line of the same limit-sheet block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        bound = "min" if s.floor else "max"
        lines = [f"• {_cap(decoy_noun)}: {wrong}", f"• {_cap(noun)} ({bound}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Pod 7 limit sheet, risk block\n" + "\n".join(lines)
    else:  # another pod's value, or a step-up the pod has not earned yet
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the macro pod runs {noun} at {wrong}. "
                f"Yours (Pod 7, equity L/S): {noun} {right}."
            )
        else:
            text = (
                "Only if the pod clears its Sharpe hurdle of 1.6 for twelve months does "
                f"{noun} step up to {wrong}. Until then it is {right}."
            )
    return text, right, wrong, wrong_value


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5 + 1) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        said, right, wrong, wrong_value = _misquoted(rng, i, structure, s, value)
        true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
        false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield from _provenance_twins(i, policy, (ask, reply), false, true, policy == "chat")


# --- mandate clauses as limit sheets, allocation letters, term sheets and pinned chats ---------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    never = "below" if s.floor else "above"
    if shape == 0:  # a pod limit sheet's hard limits in the mandate's fields
        clause = f"{_cap(noun)} {_op(s)} {written}. Hard limit: a breach means de-gross same day."
        fields: dict[str, JsonValue] = {"pod_limit_sheet": {"hard_limits": {"L3": clause}}}
        return fields, None, "pod_limit_sheet.hard_limits.L3"
    if shape == 1:
        letter = (
            "CAPITAL ALLOCATION LETTER: Pod 7\nAllocated capital: $450m; target GMV $1.2bn\n"
            "Risk limits:\n"
            f"(a) {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "(b) Drawdown: -6% from HWM → capital halved; -9% → pod closed."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        terms = (
            "PM Term Sheet, Schedule B (Risk)\n"
            "B.1 Listed equities only; no credit, no converts.\n"
            f"B.2 {_cap(noun)}: never {never} {written}.\n"
            "B.3 Payout 17% of net P&L; no netting across pods."
        )
        return None, terms, MANDATE_ID
    if shape == 3:  # the risk framework's list of limits in the mandate's fields
        limits: list[JsonValue] = [
            "Max drawdown from HWM: -9% (pod shut).",
            f"{_cap(noun)} {_op(s)} {written}.",
            "No IPO allocations without CRO approval.",
        ]
        framework: dict[str, JsonValue] = {"pod": "TMT L/S", "limits": limits}
        return {"risk_framework": framework}, None, "risk_framework.limits[1]"
    chat = (
        "CRO (Symphony, pinned in #pod-risk as a standing limit): "
        f"{noun} never {never} {written}. No exceptions, no overnight breaches."
    )
    return None, chat, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-optimise the pod's book; every limit on the sheet applies.",
    "Rebuild the long/short book inside the pod's risk limits.",
    "Post-crossing: re-cut the book within the pod's limits.",
    "New quarter, new capital: re-size the book within the allocation letter's limits.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "zl", _with_mandate)


_over_and_within = partial(
    _over_and_within_of, rationale="the pod's hard limit", rationales=_RATIONALES
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + i // 5 + 3) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        fields, message, ref = _placed(rng, s, value, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        over, inside = _over_and_within(rng, name, s, value, ref, cited=i % 3 != 2)
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "{Noun}: target {mid}, band {lo}–{hi}. Anywhere in the band is at the PM's discretion.",
    "Capital allocation letter: the PM may run {noun} anywhere from {lo} to {hi}, as they see fit.",
    "| Limit | Band | Who sets it |\n|---|---|---|\n| {Noun} | {lo} to {hi} | PM, at their "
    "discretion |",
    "Risk (IB): {noun} anywhere in {lo}–{hi} is your call, no need to check with us.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is set at {point} by central risk. The {lo}–{hi} band is only where we start "
        "talking to you; it is not yours to use.",
        "{Noun} may sit anywhere within {lo}–{hi}, at the PM's discretion.",
    ),
    (
        "PM (IB): ok to run {noun} anywhere between {lo} and {hi}?\nRisk: no, keep it at "
        "{point}; the band is just our alert level.",
        "PM (IB): ok to run {noun} anywhere between {lo} and {hi}?\nRisk: yes, anywhere in "
        "that band is fine.",
    ),
    (
        "Risk committee: PM request to flex {noun} within {lo}–{hi}. Outcome: declined. "
        "{Noun} stays at {point}.",
        "Risk committee: PM request to flex {noun} within {lo}–{hi}. Outcome: approved.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a term sheet's
    notes."""
    if shape == 0:
        return {"limit_sheet": {"discretion": text}}, None
    if shape == 1:
        return None, f"Allocation letter, section 4 (PM discretion)\n\n{text}"
    return {"term_sheet": {"notes": [text, "Limits reviewed monthly by central risk."]}}, None


_range_twins = _mandate_twins_of(SEED, "range_assumption", "zl", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        lo, hi, mid = s.alike((low, high, middle), rng.randrange(12))
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 3
        if i % 6 in (1, 4):  # strategy: a point fixed by central risk, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            parts = {"noun": noun, "lo": lo, "hi": hi, "point": hi}
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed_text(_fill(refused_t, **parts), shape),
                _placed_text(_fill(granted_t, **parts), shape),
            )
            continue
        template = rng.choice(_GRANTED)
        text = _fill(template, noun=noun, lo=lo, hi=hi, mid=mid)
        fields, message = _placed_text(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as pod mandates, allocation letters, risk chats, term
#: sheets and allocators' call notes put them; the first of each is one line, so that it can be
#: struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Pod mandate: size the book for the best Sharpe ratio.",
        "Capital allocation letter, objective:\nthe pod is run for the highest return per unit "
        "of risk taken, i.e. max Sharpe.",
        "Risk (IB): optimise the book for max risk-adjusted return pls, Sharpe basically.",
        "PM term sheet: objective = maximise the pod's Sharpe ratio.",
        "DD call notes: PM says every book is sized for maximum Sharpe, re-run weekly.",
    ),
    "variance": (
        "Pod mandate: size the book as the minimum-variance portfolio.",
        "Capital allocation letter, objective:\nthis sleeve is run to be as low-vol as "
        "possible; no return forecasts go into it.",
        "Risk (IB): just min the vol on the book pls, no alpha views in it.",
        "PM term sheet: objective = minimise portfolio variance.",
        "DD call notes: PM says the hedge book is built for minimum variance, no return forecasts.",
    ),
    "tracking": (
        "Central book overlay: track the S&P 500 as closely as possible.",
        "Capital allocation letter, objective:\nthe completion sleeve replicates the S&P 500 "
        "with the smallest tracking error it can.",
        "Risk (IB): make the overlay hug the S&P 500 pls, min tracking error, nothing clever.",
        "Central book mandate: objective = minimise tracking error against the S&P 500.",
        "DD call notes: the overlay is run for minimum tracking error to the S&P 500.",
    ),
    "return": (
        "Pod mandate: size the book for the highest expected return, no risk penalty.",
        "Capital allocation letter, objective:\nthe book is sized for the highest expected "
        "return; risk does not enter the objective.",
        "Risk (IB): go for max expected return on the book, no risk adjustment in the objective.",
        "PM term sheet: objective = maximise expected return alone (no risk term).",
        "DD call notes: PM says the book is sized for maximum expected return, risk not penalised.",
    ),
}
_DRAFTS: Final = (
    "Earlier in this thread: {old} (changed at Tuesday's risk committee)\n\nCurrent:\n\n{new}",
    "~~{old}~~ (struck by central risk)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Update, supersedes the objective in my last message:\n\n{new}",
    "Correction from central risk, ignore the objective sent earlier:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "New pod onboarding. {ask}",
    "{ask}\n\nPls build the book on that basis.",
    "Weekly risk pack (P&L WTD +$3.1m, GMV $1.1bn).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Position sizes across the names in the pod's universe",
    purpose="size the positions",
    custom_reason="no platform solver for this objective",
    custom_purpose="position sizes",
    section_title="Position sizes",
    description="the position sizes",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, changed
    or struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zl",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the pod's 2010–2019 simulated track record in the DD pack",
        "the pod's 2010–2014 simulated track record in the DD pack",
    ),
    ("the PB's data through Dec-18", "the PB's data through Dec-14"),
    (
        "the Barra factor history from Jan 2010 to Jun 2017",
        "the Barra factor history from Jan 2010 to Dec 2014",
    ),
    ("the risk-pack sample (2010-2020)", "the risk-pack sample (2010-2014)"),
    (
        "every week from 4 Jan 2010 to 30 Dec 2016",
        "every week from 4 Jan 2010 to 31 Dec 2014",
    ),
    ("FY2010 through FY2018", "FY2010 through FY2014"),
)
_ACTIONS: Final = (
    "the pod's factor-neutralisation weights were fitted",
    "the stop-loss tiers were tuned",
    "the short-interest signal's lookback was chosen",
    "the risk model's covariance half-life was calibrated",
    "the crowding score's weights were estimated",
)
_LEAK_FRAMES: Final = (
    "Central risk methodology note: {action} on {period}.",
    "{Action} using {period} and then left fixed in every walk-forward fold.",
    "Per the DD pack, {action} once, on {period}, ahead of the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Track record note: the pod's simulated Sharpe is measured on the same 2010–2020 "
        "history the signal weights were fitted on; nothing held out.",
        "Track record note: the pod's simulated Sharpe is measured only on each fold's test "
        "years; the signal weights are fitted in that fold's training window.",
    ),
    (
        "Alpha inputs include each name's return over the next 10 trading days.",
        "Alpha inputs include each name's return over the prior 10 trading days, up to the "
        "day before the rebalance.",
    ),
    (
        "Short-interest data: the PB's final settled figures, stamped with the date the "
        "positions were held rather than the date the PB published them.",
        "Short-interest data: the figures as the PB first published them, stamped with their "
        "publication date.",
    ),
    (
        "Execution sim: fills at the same close that generated the signal.",
        "Execution sim: fills at the next session's VWAP after the signal.",
    ),
    (
        "Stop-loss tiers: the best of ten settings over the whole 2010–2020 backtest, then "
        "applied fold by fold.",
        "Stop-loss tiers: chosen from ten settings inside each fold's training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the allocator's DD pack, pls run a three-fold walk-forward backtest of the pod's book.",
    "Central risk wants a walk-forward (three folds) of the pod's long/short strategy.",
    "Backtest the short-interest tilt walk-forward, three folds, before we scale the pod.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zl", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Halvorsen Freight"
_ENTITY: Final = "ent_halvorsen_freight"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 (vs Q3)", (10, 11)),
    ("over the four quarters to Dec-22", (7, 11)),
    ("from Q2 2022 to Q4 2022", (9, 11)),
    ("over the eight quarters to Q4 2022", (3, 11)),
    ("from Q1 2020 to Q4 2022", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("from Q4 2020 to Q2 2021", (3, 5)),
    ("from the pod's first short in 2015 to Q4 2022", None),
    ("over the last decade", None),
    ("between its 2017 refinancing and the end of 2022", None),
)


#: "roughly 12%", "more than 10%", "just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just under {}%", about="roughly {}%"
)


def _by_points(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f}pp" if change >= 0.2 else ""


def _by_times(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f}x" if change >= 0.1 else ""


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
        (410.0, 428.0, 446.0, 470.0, 492.0, 515.0, 536.0, 560.0, 572.0, 581.0, 590.0, 598.0),
        ("Revenue", "Halvorsen Freight's revenue", "Top line"),
        (
            ("{s} grew {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} had no down quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (41.2, 40.5, 39.8, 40.6, 41.0, 40.2, 39.1, 38.4, 37.9, 38.3, 37.2, 36.5),
        ("Gross margin", "Halvorsen Freight's gross margin", "Gross margin (adj.)"),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} had no up quarter", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (38.0, 22.0, 31.0, 45.0, 40.0, 33.0, 27.0, 35.0, 24.0, 18.0, 21.0, 12.0),
        ("Free cash flow", "FCF", "Halvorsen Freight's free cash flow"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} had no up quarter", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (9.8, 9.1, 8.7, 8.9, 8.2, 7.6, 7.9, 7.1, 6.4, 6.6, 5.9, 5.2),
        ("Interest cover", "EBITDA/interest", "Halvorsen Freight's interest coverage"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_times,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year on
    year in each quarter of 2022, and for a growing item the two years compared and the
    two-year compound rate. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was up year on year in each quarter of 2022"
    down_all = "{s} was down year on year in each quarter of 2022"
    if trend.growth:
        faster = "{s} growth accelerated in 2022 versus 2021"
        slower = "{s} growth decelerated in 2022 versus 2021"
        grew = "{s} compounded at a double-digit annual rate from Q4 2020 to Q4 2022"
        shrank = "{s} fell at a double-digit annual rate from Q4 2020 to Q4 2022"
        pairs += _growth_pairs(v, faster, slower, grew, shrank)
    pairs += _yoy_pairs(v, up_all, down_all)
    return pairs


_CLAIM_FRAMES: Final = (
    "Pod PM (IB): still short Halvorsen Freight, sized at 2.1% of GMV. {Claim} [1].",
    "Weekly risk pack, top shorts commentary: {claim} [1].",
    "| Top short | Thesis |\n|---|---|\n| Halvorsen Freight | {Claim} [1] |",
    "DD call notes (allocator): asked about the largest short; PM said {claim} [1].",
    "Symphony #pod-risk: re the HALV short, {claim} [1]; keep sizing as is (momentum z -0.3).",
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
        tag="zl",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZL: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
