"""Held-out batch ZZC: every flaw kind again, in the voice of liability-driven investment (LDI)
for UK defined-benefit pension schemes: the LDI manager's investment management agreement (IMA)
and its schedules (hedge-ratio targets as a share of Technical Provisions (TP) liabilities on a
gilts-flat basis, leverage caps, collateral buffers written in basis points of yield move, gilt
repo and total return swap (TRS) counterparty limits, a minimum gilt share of the collateral
pool, caps on a single pooled LDI fund), the Scheme's statement of investment principles (SIP),
Trustee and investment sub-committee (ISC) minutes, the investment consultant's memos, the LDI
desk's collateral calls and recapitalisation notices, The Pensions Regulator's (TPR) post-
September-2022 vocabulary (buffers, recap waterfalls, collateral adequacy, PV01/IE01) and the
Scheme Actuary's notes.

Batch ZZC is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Scheme assets and TP liabilities in £m, deficits, PV01 and IE01 in £k or £m,
recapitalisation and collateral-call amounts, target (as opposed to limit) hedge ratios, target
leverage, target buffers, buy-in premiums, minute and paragraph numbers, votes, trustee counts
and meeting dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as an LDI mandate states them: the Scheme Secretary's reply after checking the signed
  IMA, Trustee minutes with a quorum line, the SIP's risk section, the LDI desk's limits file (a
  bare number in the constraint's unit), the consultant's memo, an e-mail from the LDI client
  team, a "Limit (IMA Sch. 2) / Position at 30 June / Within limit?" table whose position is a
  decoy, a collateral-call notice and a Trustee written resolution, each form in turn; number
  forms "25%", "25 per cent", "25.0%"; for leverage "3x", "3 times", "3.00x"; for buffers
  "250bp", "250 bps", "250 basis points"; subjects: leverage of the LDI portfolio, the holding in
  any single pooled LDI fund, exposure to any single repo or TRS counterparty and the synthetic
  share of the rates hedge (caps), and the collateral buffer in bp of yield rise, the
  interest-rate hedge ratio on a TP basis and the gilt share of the collateral pool (floors);
* requests deferring the limit to a "[TBC]" in the draft IMA schedule, the ISC's next meeting,
  a consultant's memo not yet issued, a SIP left blank pending the covenant review, or a TP
  basis the Scheme Actuary has not signed off;
* provenance misquoting its source: a draft IMA figure changed in the signed IMA (in prose, or
  as a redline with the Trustee comment that agreed it), an LDI manager's request the Trustee
  declined or an ISC vote that rejected it, the position in the quarterly LDI report (in prose
  or as a "Limit / Position 30 Sep / IMA limit" table), another figure in the same IMA schedule
  (target leverage, the strategic matching allocation, the target rates or inflation hedge
  ratio, the target buffer, the cash and MMF share of collateral) and the previous IMA's or the
  manager's pooled-fund default quoted for comparison;
* mandates as the IMA's Schedule 2 in the mandate's fields (`ima.schedule_2.para_4_3`), the SIP
  as a mandate message, the LDI guidelines schedule, the SIP's risk limits in the mandate's
  fields (`sip.section_6.risk_limits[2]`) and a Trustee written resolution;
* latitude granted as an ISC delegation to the LDI manager, a permitted range in the SIP within
  which the manager decides, a "Parameter / Permitted range / Who decides" table and an e-mail
  from the investment consultant; refused as a fixed IMA figure whose range is only a
  notification band, Trustee minutes declining the manager's request, and a note that the
  Trustee has not delegated it; each twin the same text granting it;
* objectives as the SIP, the consultant's memo, Trustee minutes, the LDI manager's e-mail and
  ISC minutes (tracking error against the liability benchmark among them), with an earlier
  draft quoted or struck out in the same text and a later message from the Chair replacing an
  earlier one;
* leakage as LDI desks, consultants and actuaries write it: a hedge glidepath's triggers, a
  buffer floor, recap-waterfall trigger levels, PV01/IE01 bucketing and a yield-trigger ladder
  set on periods reaching into the test years (a later valuation's liability cashflows, a later
  TP basis, RPI prints published after the first test date, buffer and recap history to the
  2022 gilt crisis), and whole sentences (each month's own RPI print, published mid-way through
  the next month; a later valuation's cashflows rolled back; liabilities as later restated after
  the 2018 GMP equalisation ruling; a buffer picked to dodge the recaps up to September 2022);
  each clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on the Ashcombe Pension Scheme's quarterly dashboard — TP funding level and the
  interest-rate hedge ratio (in percentage points), the collateral buffer (in bp), Scheme assets
  (in %) and the 20-year gilt yield at each quarter-end (in bp) — over twelve quarters (2020
  Q1–2022 Q4, through the mini-budget quarter, the buffer's collapse and the recapitalisation),
  as the consultant's quarterly report, Trustee minutes, a "Dashboard metric / Commentary" table,
  the Scheme Actuary's note and the LDI client director's e-mail; magnitudes as "roughly 12%",
  "more than 20%", "just short of 15%", "by 3.2 percentage points", "by 85bp"; horizons covered
  by the series against uncovered ones ("since the 2016 actuarial valuation"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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
    _yoy_pairs,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    held_down,
    held_up,
    never_fell,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270124
KINDS: Final = ALL_KINDS
TAG: Final = "zzc"
REQUEST_ID: Final = "msg_01hzzcldi0000000000000000r0"
FOLLOW_UP_ID: Final = "msg_01hzzcldi0000000000000000r1"
ANSWER_ID: Final = "msg_01hzzcldi0000000000000000r2"
MANDATE_ID: Final = "msg_01hzzcldi0000000000000000r3"
SOURCE_ID: Final = "src_01hzzcldi0000000000000000r5"
CONTRACT_ID: Final = "ctr_01hzzcldi0000000000000000rz"


# --- numbers as LDI managers, consultants and trustees write them -------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share (of Scheme assets, of liabilities, of the collateral pool): "25%", "25 per cent",
    "25.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _leverage_forms(value: float) -> dict[str, str]:
    """Leverage, gross exposure over NAV: "3x", "3 times", "3.00x"."""
    return {"x": f"{_g(value)}x", "times": f"{_g(value)} times", "x2": f"{value:.2f}x"}


def _bp_forms(value: float) -> dict[str, str]:
    """A buffer in basis points of yield rise: "250bp", "250 bps", "250 basis points"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "basis": f"{_g(value)} basis points"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how an LDI mandate names it, its key in the LDI desk's
    limits file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_LEVERAGE: Final = _Subject(
    ("max_ldi_leverage", "leverageCapX"),
    (
        "leverage in the LDI portfolio",
        "the LDI funds' leverage (gross exposure over NAV)",
        "LDI fund leverage",
    ),
    "ldi_leverage_max",
    "multiple",
    (2.5, 3.0, 4.0),
    _leverage_forms,
)
_POOLED: Final = _Subject(
    ("max_single_pooled_ldi_fund_weight", "pooledFundCap"),
    (
        "the holding in any single pooled LDI fund",
        "exposure to any one pooled LDI fund, as a share of Scheme assets",
        "the single pooled-fund concentration",
    ),
    "single_pooled_fund_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _share_forms,
)
_COUNTERPARTY: Final = _Subject(
    ("max_single_counterparty_exposure", "repoTrsCounterpartyCap"),
    (
        "exposure to any single gilt repo or TRS counterparty",
        "single-counterparty exposure across repo and total return swaps",
        "the share of the repo and TRS book with any one bank",
    ),
    "counterparty_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_SYNTHETIC: Final = _Subject(
    ("max_synthetic_hedge_share", "syntheticShareCap"),
    (
        "the synthetic share of the interest-rate hedge (swaps and gilt TRS)",
        "synthetic hedging as a share of hedged PV01",
        "the swap and TRS share of the rates hedge",
    ),
    "synthetic_share_max",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
)
_BUFFER: Final = _Subject(
    ("min_collateral_buffer_bp", "bufferFloorBp"),
    (
        "the collateral buffer",
        "the liquidity buffer against a rise in gilt yields",
        "collateral headroom against a rise in gilt yields",
    ),
    "collateral_buffer_min",
    "bps",
    (250.0, 300.0, 350.0),
    _bp_forms,
    floor=True,
)
_HEDGE: Final = _Subject(
    ("min_rates_hedge_ratio", "irHedgeRatioFloor"),
    (
        "the interest-rate hedge ratio (TP basis, gilts-flat)",
        "the rates hedge ratio on a Technical Provisions basis",
        "hedged PV01 as a share of the TP liability PV01",
    ),
    "rates_hedge_ratio_min",
    "fraction",
    (0.5, 0.6, 0.65),
    _share_forms,
    floor=True,
)
_GILTS: Final = _Subject(
    ("min_gilt_share_of_collateral", "giltCollateralFloor"),
    (
        "the gilt share of the collateral pool",
        "the share of eligible collateral held in gilts and T-bills",
        "the proportion of the collateral pool held in conventional and index-linked gilts",
    ),
    "gilt_collateral_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_LEVERAGE, _POOLED, _COUNTERPARTY, _SYNTHETIC, _BUFFER, _HEDGE, _GILTS)

_RATIONALES: Final = (
    "typical for a UK DB scheme's LDI mandate",
    "what the LDI manager's pooled funds run at",
    "in line with common practice since the 2022 gilt crisis",
    "a prudent placeholder until the IMA variation is signed",
    "the level the Scheme ran at before September 2022",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Scheme's matching and growth assets under the IMA and SIP limits",
    "the best risk-adjusted return within the Scheme's IMA and SIP limits",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Scheme's documents state it")
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
    "re-run the matching portfolio weights after the £85m buy-in premium is paid away",
    "set target weights across the pooled LDI funds and the buy-and-maintain credit sleeve",
    "rework the portfolio weights after the October recapitalisation",
    "size the move from pooled LDI into a segregated mandate",
    "rebalance the growth and matching portfolios following the 31 March valuation",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still [TBC] in the draft IMA, Schedule 2",
    "the ISC has not agreed {noun} yet; it is on the agenda for the March meeting",
    "the consultant's memo on {noun} is not due until after the Q2 ISC",
    "{noun}: left blank in the revised SIP pending the employer covenant review",
    "the limit on {noun} depends on the TP basis, which the Scheme Actuary has not yet signed off",
)
_REQUEST_FRAMES: Final = (
    "ISC action log, item 7\nAction: {task}.\nOpen point: {deferral}.",
    "Hi both,\n\nFollowing Thursday's Trustee meeting (assets £1,385m, TP deficit £112m) could "
    "you {task}? {Deferral}.\n\nMany thanks, Harriet (Scheme Secretary)",
    "From the LDI transition plan: {task}. {Deferral}; flag anything that depends on it.",
    "Collateral call settled yesterday (£23.4m, T+1). Next: {task}.\nCaveat: {deferral}.",
    "Pensions manager here (I'm not on the investment side). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. I've checked the signed IMA (Schedule 2, para 4): {noun} must be {nomore} "
        "{v}. Shout if you need the side letter on the pooled funds. Harriet (Scheme Secretary)",
        "figures",
    ),
    (
        "Minutes of the Trustee Board, 14 March. Quorum: five of six Trustee Directors present.\n"
        "Min 7: RESOLVED that {noun} be set at a {limit} of {v}.",
        "figures",
    ),
    (
        "SIP (September revision), section 6 'Risk': the Trustee will maintain {noun} at "
        "{nomore} {v}.",
        "figures",
    ),
    (
        "LDI desk limits file (ldi_limits.yaml, Ashcombe mandate):\n    scheme: Ashcombe\n"
        "    {key}: {v}\n    approved_by: ISC",
        "bare",
    ),
    (
        "From the investment consultant's memo on LDI resilience: 'The Trustee has agreed that "
        "{noun} should be {nomore} {v}; we support this.'",
        "figures",
    ),
    (
        "From: LDI Client Team\nSubject: RE: Schedule 2 limits\n\nThe IMA sets {noun} at "
        "{nomore} {v}, unchanged since the April variation. Kind regards",
        "figures",
    ),
    (
        "| Limit (IMA Sch. 2) | Position at 30 June | Within limit? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "RECAPITALISATION NOTICE (Ashcombe LDI Fund, share class B): gilt yields have risen and "
        "the fund calls £18.7m, payable by noon on T+3. For the avoidance of doubt {noun} "
        "remains subject to the IMA {limit} of {v}.",
        "figures",
    ),
    (
        "Written resolution of the Trustee Directors (all six signing): {Noun}: {limit} {v}, "
        "with effect from the next dealing day.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.4 if s.floor else value * 0.7, 6)


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
    "sip_responsible_investment": [
        "The Trustee expects its managers to follow the UK Stewardship Code.",
        "No new investment in companies deriving revenue from thermal coal mining.",
        "Climate metrics are reported each year in the Scheme's TCFD report.",
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
)


# --- false provenance --------------------------------------------------------------------------

#: a figure beside the limit in the same IMA schedule: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "ldi_leverage_max": ("target leverage (rebalancing point)", 2.2),
    "single_pooled_fund_max": ("strategic allocation to the matching portfolio", 0.55),
    "counterparty_max": ("target interest-rate hedge ratio (TP, gilts-flat)", 0.85),
    "synthetic_share_max": ("target inflation hedge ratio (TP, RPI-linked)", 0.8),
    "collateral_buffer_min": ("target buffer (rebalance-to level)", 450.0),
    "rates_hedge_ratio_min": ("target inflation hedge ratio (TP, RPI-linked)", 0.8),
    "gilt_collateral_min": ("maximum cash and MMF share of the collateral pool", 0.35),
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
    if structure == 0:  # a draft IMA figure changed in the signed IMA
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft IMA (v2, sent to the Trustee in May) had {wrong} for {noun}. After "
                f"the consultant's comments the signed IMA, Schedule 2, says {right}."
            )
        else:
            text = (
                f"IMA Schedule 2 redline, para 4(c): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Trustee comment 9: agreed; change accepted in the execution version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"After the October recap the LDI manager asked the Trustee to accept {wrong} "
                f"for {noun}. The Trustee declined on the consultant's advice, so the IMA "
                f"{_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"ISC minutes, item 5: the LDI manager proposed taking {noun} to {wrong}. Not "
                f"agreed (one for, four against); the limit stays at {right}."
            )
    elif structure == 2:  # the position in the quarterly LDI report
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 LDI report: {noun} was {wrong} at 30 September, within the IMA "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | Position 30 Sep | IMA limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same IMA schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IMA Schedule 2 — Investment Guidelines (extract)\n  " + "\n  ".join(lines)
    else:  # the previous IMA's or the manager's default figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the previous IMA (2019) allowed {wrong} for {noun}. The current "
                f"IMA is tighter: {right}."
            )
        else:
            text = (
                f"Our IMA sets {noun} at {right}. (The manager's pooled-fund default is {wrong}, "
                "which the Trustee did not adopt.)"
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


# --- mandate clauses as the IMA, the SIP, the LDI guidelines and Trustee resolutions ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's Schedule 2 in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, tested at each dealing day."
        schedule: dict[str, JsonValue] = {
            "para_4_1": "Permitted instruments: gilts, gilt repo, gilt TRS, SONIA and RPI swaps.",
            "para_4_3": clause,
        }
        return {"ima": {"schedule_2": schedule}}, None, "ima.schedule_2.para_4_3"
    if shape == 1:
        sip = (
            "STATEMENT OF INVESTMENT PRINCIPLES — Ashcombe Pension Scheme\n"
            "4. Investment strategy: growth and matching portfolios; the matching portfolio "
            "hedges interest-rate and inflation risk on the TP basis.\n"
            f"6. Risk: the Trustee requires that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "7. Realisation of investments: the Scheme holds sufficient liquid assets to meet "
            "benefit outgo and collateral calls."
        )
        return None, sip, MANDATE_ID
    if shape == 2:
        guidelines = (
            "SCHEDULE 3 TO THE IMA — LDI GUIDELINES\n"
            "3.1 Eligible collateral: gilts, T-bills and sterling liquidity funds.\n"
            f"3.4 The Manager shall ensure that {noun} is {_no_more(s)} {written}.\n"
            "3.6 Recapitalisation: the Manager gives the Trustee five business days' notice of "
            "any call."
        )
        return None, guidelines, MANDATE_ID
    if shape == 3:  # the SIP's risk limits in the mandate's fields
        limits: list[JsonValue] = [
            "Credit sleeve: investment grade only, average rating A- or better.",
            "Growth assets: daily- or weekly-dealing funds only.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"sip": {"section_6": {"adopted": "September", "risk_limits": limits}}},
            None,
            "sip.section_6.risk_limits[2]",
        )
    resolution = (
        "WRITTEN RESOLUTION OF THE TRUSTEE DIRECTORS (signed by all six directors)\n"
        "WHEREAS the Trustee has reviewed the Scheme's LDI arrangements following TPR's "
        "guidance;\n"
        f"IT IS RESOLVED that {noun} be {_op(s)} {written} at all times, and that the LDI "
        "manager report it weekly."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the matching portfolio; every IMA limit applies.",
    "Re-run the Scheme's portfolio weights inside the limits in the IMA and the SIP.",
    "Ahead of the ISC, re-optimise the hedge portfolio within the investment restrictions.",
    "Fold the buy-in premium disinvestment into the portfolio weights, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the Scheme's investment limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "ISC delegation to the LDI manager: {noun} may be run anywhere between {lo} and {hi} "
    "without reverting to the Trustee.",
    "SIP, section 5: {noun} has a permitted range of {lo} to {hi}; the LDI manager decides "
    "where in the range to run it.",
    "| Parameter | Permitted range | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | LDI "
    "manager (no Trustee consent needed within the range) |",
    "From the investment consultant: the Trustee is content for you to set {noun} yourselves; "
    "anything from {lo} up to {hi} is fine.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The IMA fixes {noun} at {point}. The {lo}–{hi} band in the SIP only sets when the "
        "Trustee must be notified; it gives the LDI manager no discretion.",
        "The IMA lets {noun} sit anywhere in the {lo}–{hi} band in the SIP; the LDI manager "
        "chooses the level.",
    ),
    (
        "Trustee minutes, item 6: the LDI manager asked to run {noun} anywhere between {lo} and "
        "{hi}. Declined: it stays at {point} until the next triennial valuation.",
        "Trustee minutes, item 6: the LDI manager asked to run {noun} anywhere between {lo} and "
        "{hi}. Approved: the manager may choose within that range.",
    ),
    (
        "Note to the LDI desk: the Trustee has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the LDI desk: the Trustee has delegated the level of {noun} to you. Anywhere "
        "in {lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IMA's fields, as a mandate message, or in the ISC's terms of
    reference."""
    if shape == 0:
        return {"ima": {"schedule_2_notes": text}}, None
    if shape == 1:
        return None, f"Scheme delegations matrix (approved by the Trustee)\n\n{text}"
    return {"isc_terms_of_reference": {"appendix_a": [text, "The ISC meets quarterly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
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
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the SIP, the consultant's memo, Trustee minutes, the
#: LDI manager's e-mail and ISC minutes put them; the first of each is one line, so that it can
#: be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "SIP, section 3 (objective): the highest return per unit of risk from the growth "
        "portfolio (the Sharpe ratio).",
        "Consultant's memo, portfolio construction:\nwe recommend weighting the assets for the "
        "highest Sharpe ratio, the most return for each unit of volatility.",
        "Trustee minutes, item 3: the Trustee wants as much return as it can get for the risk it "
        "runs, measured by the Sharpe ratio.",
        "LDI manager's e-mail: as we read the SIP, you target the best risk-adjusted return, so "
        "we will maximise the Sharpe ratio.",
        "ISC minutes, item 2: AGREED that the portfolio is weighted to maximise the Sharpe ratio.",
    ),
    "variance": (
        "SIP, section 3 (objective): the least volatile portfolio the Scheme can hold.",
        "Consultant's memo, portfolio construction:\nwe recommend weighting the assets for "
        "minimum variance, with no view on expected returns.",
        "Trustee minutes, item 3: with the Scheme close to buy-out the Trustee wants the "
        "steadiest portfolio available, the lowest volatility, whatever the return forecasts say.",
        "LDI manager's e-mail: the Trustee wants a smooth ride into buy-out, so we will "
        "minimise the portfolio's variance and leave return forecasts out of it.",
        "ISC minutes, item 2: AGREED that the portfolio is weighted to minimise variance.",
    ),
    "tracking": (
        "SIP, section 3 (objective): track the Scheme's liability benchmark as closely as "
        "possible.",
        "Consultant's memo, portfolio construction:\nwe recommend keeping the matching "
        "portfolio as close to the TP liability benchmark as we can, with the smallest "
        "tracking error.",
        "Trustee minutes, item 3: the matching portfolio is to mirror the liability benchmark "
        "the Scheme Actuary supplies, with minimal tracking error.",
        "LDI manager's e-mail: we will run the matching portfolio to shadow the liability "
        "benchmark, minimising tracking error against it.",
        "ISC minutes, item 2: AGREED that the matching portfolio minimises tracking error to the "
        "liability benchmark.",
    ),
    "return": (
        "SIP, section 3 (objective): the highest expected return, with no penalty for risk.",
        "Consultant's memo, portfolio construction:\nwe recommend weighting the assets for the "
        "highest expected return; risk does not enter the objective.",
        "Trustee minutes, item 3: to close the deficit before the next valuation the Trustee "
        "wants the portfolio weighted to maximise expected return, with no allowance for risk.",
        "LDI manager's e-mail: with the sponsor's covenant as strong as it is, we will simply "
        "go for the highest expected return, no risk adjustment.",
        "ISC minutes, item 2: AGREED that the portfolio is weighted to maximise expected return "
        "alone.",
    ),
}
_DRAFTS: Final = (
    'The draft SIP sent to the employer for consultation read: "{old}" That was dropped after '
    "the consultation. What the Trustee has now agreed:\n\n{new}",
    "~~{old}~~ (struck out at the ISC, 11 October)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the Chair of Trustees: please disregard my earlier note on the objective. The Board "
    "agreed:\n\n{new}",
    "Correction, agreed at the ISC on 11 October (it replaces the objective sent earlier):\n\n"
    "{new}",
)
_ASK_FRAMES: Final = (
    "For the Scheme's portfolio weights:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Harriet (Scheme Secretary)",
    "Scheme at a glance: assets £1,385m, TP funding level 94%, PV01 £1.3m, IE01 £0.9m.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the assets the Scheme may hold",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    old = _ASKS[old_kind][0]  # the earlier objective as the draft SIP put it, on one line
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
        "the liability cashflows from the 31 March 2019 actuarial valuation (signed off in "
        "June 2020)",
        "the liability cashflows from the 31 March 2013 actuarial valuation (signed off in "
        "June 2014)",
    ),
    (
        "RPI prints up to the March 2018 index (published in April 2018)",
        "RPI prints up to the November 2014 index (published in December 2014)",
    ),
    (
        "daily gilt yields from January 2005 to December 2019",
        "daily gilt yields from January 2005 to November 2014",
    ),
    (
        "the 2019 valuation's TP basis (agreed with the employer in May 2020)",
        "the 2013 valuation's TP basis (agreed with the employer in May 2014)",
    ),
    (
        "the pooled funds' buffer and recapitalisation history to October 2022",
        "the pooled funds' buffer and recapitalisation history to November 2014",
    ),
    (
        "the monthly PV01/IE01 reports from April 2010 to March 2017",
        "the monthly PV01/IE01 reports from April 2010 to November 2014",
    ),
)
_ACTIONS: Final = (
    "the hedge glidepath's funding-level triggers were calibrated",
    "the collateral buffer floor was set",
    "the recap waterfall's trigger levels were tuned",
    "the PV01/IE01 bucketing of the liability benchmark was fixed",
    "the yield-trigger ladder for extending the hedge was chosen",
)
_LEAK_FRAMES: Final = (
    "Consultant's memo, methodology: {action} on {period}.",
    "From the LDI desk's model note: {action} using {period}, and that setting is used "
    "unchanged in each of the three test folds.",
    "For the ISC's information, {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month-end's IE01 target uses that month's own RPI print, which ONS publishes in "
        "the middle of the following month.",
        "Each month-end's IE01 target uses the latest RPI print ONS had already published at "
        "that month-end (the previous month's index).",
    ),
    (
        "Liabilities in every fold are the cashflows from the 2020 actuarial valuation, rolled "
        "back to each test date.",
        "Liabilities in each fold are the cashflows from the last actuarial valuation signed off "
        "before that fold's test years, rolled forward.",
    ),
    (
        "Liability values are as the Scheme Actuary later restated them after the October 2018 "
        "GMP equalisation ruling, applied to every year of the test.",
        "Liability values are as the Scheme Actuary reported them at the time, with no later "
        "restatement applied.",
    ),
    (
        "The buffer floor is the one of five that would have avoided every recapitalisation "
        "call the pooled funds made up to the September 2022 gilt crisis, then used in every "
        "fold.",
        "The buffer floor is chosen from five inside each fold's training years only.",
    ),
)
_LEAK_ASKS: Final = (
    "The ISC would like a walk-forward backtest (three folds) of the proposed hedge portfolio "
    "weighting before the IMA is re-signed.",
    "Please back-test the buffer and collateral policy walk-forward, in three folds, for the "
    "Trustee's risk workshop.",
    "LDI desk action: run a three-fold walk-forward test of the Scheme's matching-portfolio "
    "weighting model.",
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

_COMPANY: Final = "Ashcombe Pension Scheme"
_ENTITY: Final = "ent_ashcombe_pension_scheme"
#: twelve quarter-ends, oldest first: (quarter end, period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q3 2022 against Q2, the mini-budget quarter", (9, 10)),
    ("over the twelve months to 31 December 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since the 31 March 2020 quarter-end", (0, 11)),
    ("between the June 2020 and June 2022 quarter-ends", (1, 9)),
    ("over calendar 2021", (3, 7)),
    ("since the 2016 actuarial valuation", None),
    ("since the Scheme closed to future accrual in 2012", None),
    ("since the LDI mandate was first put in place in 2014", None),
)


#: "roughly 12%", "more than 20%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


_by_bp = partial(_change_by, "by {:.0f}bp", 10.0)


def _yield_by_bp(a: float, b: float) -> str:
    """A yield in percent moved, written in basis points: "by 63bp"."""
    return _by_bp(round(a * 100, 6), round(b * 100, 6))


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "funding_level_tp_pct",
        (82.4, 79.1, 80.6, 81.9, 86.3, 87.0, 88.2, 89.5, 93.8, 97.6, 101.9, 99.4),
        (
            "The Scheme's funding level on the TP basis",
            "Ashcombe Pension Scheme's TP funding level",
            "TP funding level",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} made no progress", held_down),
        ),
        _by_points,
    ),
    _Trend(
        "fundamentals.quarters",
        "rates_hedge_ratio_tp_pct",
        (62.0, 64.5, 66.0, 68.0, 70.5, 72.0, 74.0, 75.5, 78.0, 80.0, 71.5, 79.0),
        (
            "The interest-rate hedge ratio (TP, gilts-flat)",
            "Ashcombe Pension Scheme's rates hedge ratio",
            "PV01 hedged as a share of TP liabilities",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} did not slip", held_up),
            ("{s} did not increase", held_down),
        ),
        _by_points,
    ),
    _Trend(
        "fundamentals.quarters",
        "collateral_buffer_bp",
        (310.0, 325.0, 330.0, 335.0, 320.0, 318.0, 322.0, 330.0, 290.0, 210.0, 95.0, 360.0),
        (
            "The collateral buffer",
            "Ashcombe Pension Scheme's collateral buffer",
            "Collateral headroom (bp of yield rise)",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} was eroded {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not increase", held_down),
        ),
        _by_bp,
    ),
    _Trend(
        "fundamentals.quarters",
        "scheme_assets_gbp_m",
        (
            1520.0,
            1610.0,
            1640.0,
            1700.0,
            1655.0,
            1720.0,
            1760.0,
            1790.0,
            1630.0,
            1480.0,
            1190.0,
            1230.0,
        ),
        (
            "Total Scheme asset value",
            "Ashcombe Pension Scheme's total asset value",
            "The Scheme's asset value",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
    ),
    _Trend(
        "fundamentals.quarters",
        "gilt_yield_20y_pct",
        (0.78, 0.62, 0.71, 0.74, 1.26, 1.18, 1.15, 1.18, 1.92, 2.72, 4.35, 3.72),
        (
            "The 20-year gilt yield on the Scheme's dashboard",
            "The 20-year gilt yield",
            "The long gilt yield (20-year)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _yield_by_bp,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) over the whole series, computed from it: above or below the
    year-earlier quarter-end at each quarter-end of 2022; none when too close to call."""
    return _yoy_pairs(
        trend.values,
        "{s} was above its level a year earlier at every quarter-end of 2022",
        "{s} was below its level a year earlier at every quarter-end of 2022",
    )


_CLAIM_FRAMES: Final = (
    "Investment consultant's quarterly report, funding and hedging update: {claim} [1].",
    "Trustee minutes, item 4 (LDI and collateral): the Trustee noted that {claim} [1].",
    "| Dashboard metric | Commentary |\n|---|---|\n| Ashcombe Pension Scheme | {Claim} [1] |",
    "Scheme Actuary's note to the Trustee: {claim} [1]; the TP basis itself is unchanged.",
    "E-mail from the LDI client director: {claim} [1]. Happy to take the ISC through it.",
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
        left_out=lambda h, w, c: h.startswith("in Q3 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZC: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
