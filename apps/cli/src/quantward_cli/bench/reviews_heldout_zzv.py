"""Held-out batch ZZV: every flaw kind again, in the voice of a healthcare and biotech long/short
equity hedge fund (Halyard Bioscience Partners, manager of the Halyard Life Sciences Master Fund):
the PM and the analysts (MDs and PhDs) writing about clinical catalysts (PDUFA dates, Phase 2/3
top-line readouts, AdComs, CRLs), the fund's risk manual with its limit schedule, the prime broker's
margin terms under the PBA, the CRO's daily risk pack and its limit breaches, the investment
committee's (IC) record of decision, the LPA, the PPM and LP side letters, the compliance desk's
MNPI, expert-network (GLG call) and restricted-list rules, the traders' chat (Symphony, "[08:14:02]
raman.p:"), the Enfusion pre-trade rule export and the quarterly investor letter.

Batch ZZV is built like ZZU — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with `reviews_heldout_truths`;
its phrase tables, document shapes, number forms, subjects, trend series and the claims it makes of
them are its own. It was written blind: no rule, reviewer, reviewer test, other batch than ZZT and
ZZU (read as the model of shape), or benchmark result was read for it, and it was not run against
the reviewers before its first recorded run.

Decoy numbers (no truth depends on them): trial sizes (n=412, n=96), p-values (p=0.003), hazard
ratios (HR 0.71), NCT numbers, PDUFA dates, ticker prices and price targets, share counts, NAV,
gross and net exposure, the T-1 actual beside a limit, options-implied moves, IC votes, chat
timestamps, GLG call dates, side-letter paragraph numbers, manual versions and the dates of
meetings. Its parts:

* limits as such a fund states them: the CRO's daily risk pack limit sheet, the risk manual's
  catalyst and concentration section, the IC record of decision with its vote, the PPM's "Risk
  Parameters", an Enfusion pre-trade rule export (a bare number in the constraint's unit), the CRO
  on Symphony ("<=", ">="), a "Metric / Limit / T-1 actual / Status" table whose actual is a decoy,
  an LP side letter and a compliance e-mail with a restricted-list reminder, each in turn; number
  forms "4%", "4% NAV" (or "% GMV", "% LMV") and "4.00% of NAV" (or "of gross market value", "of
  long market value"); basis points "100bp", "100 bps of NAV" and "1.00% of NAV"; days "6 days",
  "6d" and "6 trading days"; subjects: exposure to any one binary catalyst, single-name gross, the
  micro-cap share of GMV, the pre-revenue biotech share of LMV, option premium at risk (bp of NAV),
  days to exit any one position at 25% of ADV, and two floors: unencumbered cash at the prime broker
  and the share of NAV liquid within five trading days;
* requests (an analyst's pre-PDUFA e-mail, the traders' chat, the PM's morning note, the COO and the
  CRO) deferring the limit to a blank in the risk manual v7 redline, the PB's draft margin schedule,
  a side letter still in negotiation, the IC's vote on the catalyst policy, or the CRO's drawdown
  post-mortem;
* provenance misquoting its source: the 2022 PPM's figure replaced by the 2024 supplement (in prose,
  or as a risk-manual redline with "[deleted: …] [inserted: …]"), a higher limit the IC did not
  approve or an LP's side-letter request for a tighter term the manager declined, the T-1 figure in
  the daily risk pack (in prose or a "Risk pack line / T-1 / Limit" table), another line of the risk
  manual's Appendix B limit schedule, and a wound-down fund's figure or the PB's capital intro
  team's peer figure quoted for comparison;
* mandates as the LPA's investment restrictions in the mandate's fields (`lpa.article_vii.7.4`), an
  LP side letter, the risk manual's catalyst or liquidity and financing section, the risk manual's
  limit schedule in the mandate's fields (`risk_manual.limits.L-6`) and an IC record of decision;
* latitude granted as an IC delegation in the catalyst policy, a risk-manual corridor the PM picks
  in, a "Parameter / Corridor / Set by / Sign-off" table, the CIO on Symphony and the PPM's Risk
  Parameters, placed in the risk-governance fields, the CRO's delegations file or the IC's
  delegations, corridors written "2.5 to 5% NAV", "50–100bp", "3–6d"; refused as a manual cap whose
  corridor is only the CRO's early-warning band, an IC record of decision not approving the PM's
  request, and the CRO on Symphony; each twin the same text granting it;
* objectives as the PPM's investment objective, the quarterly investor letter, an IC memo, a
  consultant's due-diligence e-mail and the PM on Symphony (the index named is the NASDAQ
  Biotechnology Index), with the 2022 PPM's wording deleted by the March 2024 supplement or an IC
  memo's wording withdrawn at the IC quoted in the same text, and a later message from the PM or the
  CIO replacing an earlier one;
* leakage as the analysts and the CRO write it: the binary-event sizing curve, the PDUFA
  approval-probability priors, the borrow-cost cutoff of the short screen, the pre-readout run-up
  window and the implied-move haircut in the premium budget fitted on periods reaching into the test
  years (the fund's catalyst database, biotech prices, options and PB borrow data, the biotech event
  history, BioMedTracker records, the CRO's risk-pack archive, post-catalyst moves), and whole
  sentences (the readout day's actual move as an input, labels as the FDA later revised them, a
  cutoff picked on the whole sample, today's biotech universe back-filled); each clean twin in the
  same form, ending before the first test date (2 January 2015);
* trend claims on Tessaly Biosciences (TSLY, a commercial-stage biotech the fund is long, selling
  Velnora for a rare kidney disease since its January 2020 approval) — net product revenue (its
  launch curve, each first quarter's gross-to-net reset), R&D expense (up into the failed Phase 2 of
  its second asset, then the 2022 reprioritisation), cash runway in quarters (the August 2020
  follow-on and the 2021 convertible) and gross margin (moves in bps, the 2022 royalty step-up) over
  twelve quarters (2020 Q1–2022 Q4), as an analyst note, the investor letter, a "Name / Thesis
  check" table, the analysts' chat and an IC position review; horizons covered by the series against
  uncovered ones ("since the 2016 IPO"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
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

SEED: Final = 20270143
KINDS: Final = ALL_KINDS
TAG: Final = "zzv"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzvz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzvz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzvz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzvz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzvz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzvzz"

_FUND: Final = "Halyard Life Sciences Master Fund"


# --- numbers as a healthcare L/S fund's PM, CRO and compliance write them ----------------------


def _two_places(x: float) -> str:
    """`x` with two decimals, as a risk system prints it ("4.00", "11.25"), or with as many as
    it needs where two would round it ("1.125")."""
    fixed = f"{x:.2f}"
    return fixed if abs(float(fixed) - x) < 1e-9 else _g(x)


def _pct_forms(base: str, spelled: str, value: float) -> dict[str, str]:
    """A share of a base (NAV, GMV or LMV): "4%", "4% NAV", "4.00% of NAV"."""
    pct = value * 100
    fixed = _two_places(pct)
    return {"pct": f"{_g(pct)}%", "short": f"{_g(pct)}% {base}", "fixed": f"{fixed}% of {spelled}"}


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points of NAV: "100bp", "100 bps of NAV", "1.00% of NAV"."""
    pct = _two_places(value / 100)
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps of NAV", "pct": f"{pct}% of NAV"}


def _day_forms(value: float) -> dict[str, str]:
    """Trading days of ADV: "6 days", "6d", "6 trading days"."""
    return {"days": f"{_g(value)} days", "d": f"{_g(value)}d", "td": f"{_g(value)} trading days"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its rule id in the
    Enfusion pre-trade export, its unit, the values it takes, its written forms, whether it is
    a floor, and whether it belongs to the liquidity and financing section of the manual."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    financing: bool = False


_of_nav = partial(_pct_forms, "NAV", "NAV")
_of_gmv = partial(_pct_forms, "GMV", "gross market value")
_of_lmv = partial(_pct_forms, "LMV", "long market value")

_BINARY: Final = _Subject(
    ("max_binary_event_exposure", "perCatalystExposureCap"),
    (
        "gross exposure to any single binary catalyst (PDUFA, top-line or AdCom)",
        "the book's exposure to any one binary event",
        "per-catalyst binary risk",
    ),
    "binary_event_max",
    "fraction",
    (0.02, 0.03, 0.04),
    _of_nav,
)
_SINGLE: Final = _Subject(
    ("max_single_name_gross", "singleNameGrossCap"),
    (
        "single-name gross exposure (long or short)",
        "any one issuer's gross position",
        "the largest single-name gross",
    ),
    "single_name_gross_max",
    "fraction",
    (0.05, 0.07, 0.1),
    _of_nav,
)
_MICRO: Final = _Subject(
    ("max_microcap_share", "microCapGrossCap"),
    (
        "names under $300mm market cap",
        "the micro-cap bucket",
        "micro-caps (sub-$300mm market cap)",
    ),
    "microcap_gmv_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _of_gmv,
)
_PRE_REVENUE: Final = _Subject(
    ("max_pre_revenue_share", "preRevenueBiotechCap"),
    (
        "pre-revenue biotechs with no approved product",
        "clinical-stage, pre-revenue names",
        "the pre-commercial bucket of the long book",
    ),
    "pre_revenue_lmv_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _of_lmv,
)
_PREMIUM: Final = _Subject(
    ("max_option_premium_bps", "premiumAtRiskCapBps"),
    (
        "option premium at risk (long calls and puts, at cost)",
        "premium outstanding on long options",
        "the options premium budget",
    ),
    "premium_at_risk_max_bps",
    "bps",
    (50.0, 100.0, 150.0),
    _bp_forms,
)
_ADV: Final = _Subject(
    ("max_days_to_liquidate", "liquidationDaysCap"),
    (
        "days to exit any single position at 25% of ADV",
        "the slowest position's days-to-liquidate (25% ADV participation)",
        "single-name liquidity in days of ADV",
    ),
    "days_to_exit_max",
    "days",
    (4.0, 6.0, 10.0),
    _day_forms,
    financing=True,
)
_CASH: Final = _Subject(
    ("min_unencumbered_cash", "cashBufferFloor"),
    (
        "unencumbered cash at the prime broker",
        "free cash after PB margin",
        "the cash cushion over the PB's house requirement",
    ),
    "pb_free_cash_min",
    "fraction",
    (0.05, 0.08, 0.1),
    _of_nav,
    floor=True,
    financing=True,
)
_LIQUID: Final = _Subject(
    ("min_five_day_liquidity", "fiveDayLiquidityFloor"),
    (
        "the share of NAV that can be sold within five trading days at a quarter of ADV",
        "five-day liquidity",
        "the book liquid inside a week",
    ),
    "five_day_liquidity_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _of_nav,
    floor=True,
    financing=True,
)
#: the caps first: discretion over a floor is another question
_SUBJECTS: Final = (_BINARY, _SINGLE, _MICRO, _PRE_REVENUE, _PREMIUM, _ADV, _CASH, _LIQUID)
_CAPS: Final = _SUBJECTS[:6]

_RATIONALES: Final = (
    "standard for a healthcare long/short book",
    "in line with what the other specialist funds on our PB run",
    "what institutional LPs' ODD questionnaires tend to expect",
    "a placeholder until the IC adopts a number",
    "the level Halyard Opportunities I ran at before it wound down",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target long and short weights for the healthcare book under the fund's risk manual, PPM "
    "and prime-broker terms",
    "the best risk-adjusted return within the fund's risk limits",
    "solve the book's target weights",
    "the solved long/short weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's risk documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _held(s: _Subject) -> str:
    return "floored at" if s.floor else "capped at"


def _chat_op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "resize the book ahead of the three PDUFAs landing in the next six weeks",
    "size the CLWY long into its Phase 3 top-line (n=412, NCT05531864) due late Q3",
    "re-solve target weights now the ASCO abstracts are out",
    "rebalance the short book after XBI's 9% rip on Friday",
    "rebuild the weights for the 63-long / 71-short book before JPM week",
)
_DEFERRALS: Final = (
    "the limit on {noun} is blank in the risk manual v7 redline (CRO comment [RR4])",
    "the number for {noun} comes out of the PB's draft margin schedule, which we haven't agreed",
    "Pelham's side letter is still being negotiated and may set its own number for {noun}",
    "there's no limit on {noun} until the IC votes on the revised catalyst policy",
    "the CRO is re-deriving the limit on {noun} in the March drawdown post-mortem",
)
_REQUEST_FRAMES: Final = (
    "From: T. Achebe, PhD (analyst, nephrology/CNS)\nSubject: NRVX PDUFA 6/21\n\nCan you {task}? "
    "{Deferral}. NRVX $38.40, 41.2mm shares out, options imply a ±46% move.",
    "[07:58:31] okafor.j (trading): need u to {task}\n[07:58:49] okafor.j (trading): fyi "
    "{deferral}",
    "PM morning note (E. Voss, MD): {task}. Open item: {deferral}.",
    "COO here (ops, not investment): the admin needs the new targets by Thursday. Please {task}. "
    "{Deferral}.",
    "CRO: before you {task} — {deferral}. Flag anything that depends on it.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a T-1 actual decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {held}, {chat}
_STATINGS: Final = (
    (
        "HALYARD — DAILY RISK PACK, limit sheet (p. 3)\n{Noun}: hard {limit} {v}. A breach goes "
        "to the CRO and the PM within the hour and is logged for the IC.",
        "figures",
    ),
    (
        "Risk Manual, §4 Catalyst and concentration risk: {noun} is {held} {v}, measured on "
        "the morning's closing marks.",
        "figures",
    ),
    (
        "IC record of decision (vote four for, none against; CIO recused on the CLWY item): "
        "ADOPTED a {limit} of {v} on {noun}.",
        "figures",
    ),
    (
        "PPM, Investment Program — Risk Parameters: 'The Investment Manager intends to keep "
        "{noun} {held} {v}.'",
        "figures",
    ),
    (
        "Enfusion pre-trade rule (export)\n  fund: " + _FUND + "\n  rule_id: {key}\n"
        "  threshold: {v}\n  on_breach: BLOCK",
        "bare",
    ),
    (
        "[08:14:02] raman.p (CRO): confirmed with the IC — {noun} {chat} {v}, hard, Enfusion "
        "blocks it pre-trade\n[08:14:19] voss.e (PM): 👍",
        "figures",
    ),
    (
        "| Metric | Limit | T-1 actual | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | OK |",
        "table",
    ),
    (
        "Side letter (Pelham University Endowment), ¶7: the Investment Manager will keep {noun} "
        "{held} {v} and tell Pelham within two Business Days of any breach.",
        "figures",
    ),
    (
        "From: Compliance (M. Greer, CCO)\nPer the risk manual the {limit} on {noun} is {v}. "
        "Reminder: ORVN is on the restricted list after Tuesday's GLG call — no trading until "
        "Compliance clears it.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A T-1 actual comfortably inside the limit: below a cap, above a floor (and below all of
    NAV)."""
    if s.floor:
        return round(min(value * 1.8, value + (1 - value) / 2), 6)
    return round(value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a T-1 actual inside the limit, a decoy in the same form
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
        held=_held(s),
        chat=_chat_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa_investment_restrictions": [
        "No private placements other than PIPEs in listed issuers.",
        "No physical commodities; index futures and listed options for hedging and catalyst "
        "trades only.",
        "Borrowing only from the Prime Broker under the Prime Brokerage Agreement.",
        "No trading in any issuer on the Compliance restricted list.",
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

#: another line of the risk manual's Appendix B limit schedule beside this one: its name and its
#: value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "binary_event_max": ("All binary events in any 30-day window, aggregate (max)", 0.15),
    "single_name_gross_max": ("Any one short, market value (max)", 0.04),
    "microcap_gmv_max": ("Names under $100mm market cap, short side (max)", 0.03),
    "pre_revenue_lmv_max": ("Any one therapeutic area, gross (max)", 0.55),
    "premium_at_risk_max_bps": ("Net vega per vol point, in bps of NAV (max)", 15.0),
    "days_to_exit_max": ("Short-interest days-to-cover on a new short (max)", 12.0),
    "pb_free_cash_min": ("Margin debit at the PB (max)", 0.3),
    "five_day_liquidity_min": ("Any one position as a share of its 20-day ADV (max)", 0.25),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor; whole days
    for a count of days."""
    wrong = value * (down if s.floor else up)
    return float(round(wrong)) if s.unit == "days" else round(wrong, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the 2022 PPM's figure, replaced by the 2024 supplement
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The 2022 PPM had {wrong} for {noun}. The March 2024 PPM supplement, which "
                f"every LP received with the subscription booklet, replaced it with {right}."
            )
        else:
            text = (
                "Risk Manual v7 (tracked changes), §4.2: "
                f"{noun} {_held(s)} [deleted: {wrong}] [inserted: {right}] "
                "— CRO: accepted; IC ratified at the April meeting"
            )
    elif structure == 1:  # a change the IC did not approve, or a side-letter ask refused
        if variant == 0:
            wrong_value = _away(s, value, 1.6, 0.6)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"The PM asked the IC to take {noun} to {wrong} into the CLWY readout. Not "
                f"approved (two for, three against); the {_limit(s)} stays at {right}."
            )
        else:  # an LP asks for a tighter term
            wrong_value = _away(s, value, 0.6, 1.6)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Pelham's counsel asked for a tighter term, {noun} at {wrong}, in its side "
                f"letter. We declined; the PPM's {right} applies to every investor (MFN, ¶12)."
            )
    elif structure == 2:  # the T-1 figure in the CRO's daily risk pack
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk pack, T-1: {noun} closed at {wrong} against the {_limit(s)} of "
                f"{right}; no breach."
            )
        else:
            text = (
                "| Risk pack line | T-1 | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another line of the same limit schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"• {beside}: {wrong}", f"• {_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = f"Risk Manual, Appendix B — limit schedule ({_FUND})\n" + "\n".join(lines)
    else:  # a wound-down fund's or the peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Halyard Opportunities I (wound down in 2019) let {noun} run to {wrong}. The "
                f"Master Fund's risk manual says {right}."
            )
        else:
            text = (
                f"Our manual has {noun} at {right}. (The PB's cap-intro team says specialist "
                f"peers run at {wrong}; the IC has never adopted that.)"
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


# --- mandate clauses as the LPA, a side letter, the risk manual and the IC ---------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's investment restrictions in the mandate's fields
        clause = (
            f"The General Partner shall cause the Fund to keep {noun} {_held(s)} {written}, "
            "tested at each month-end on the Administrator's NAV."
        )
        article: dict[str, JsonValue] = {
            "7.1": "The Fund invests principally in equity securities of healthcare companies.",
            "7.2": "Short sales are permitted; naked short sales are not.",
            "7.4": clause,
        }
        return {"lpa": {"article_vii": article}}, None, "lpa.article_vii.7.4"
    if shape == 1:
        letter = (
            "SIDE LETTER — Pelham University Endowment re: " + _FUND + "\n"
            "¶3 Transparency: monthly risk report within ten Business Days of month-end.\n"
            f"¶7 Portfolio limits: the Investment Manager will keep {noun} {_held(s)} "
            f"{written}.\n"
            "¶12 MFN: Pelham gets the benefit of any more favourable term given to another LP."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        if s.financing:
            section = (
                "RISK MANUAL (v7, adopted by the IC) — §6 Liquidity and financing\n"
                "6.1 Liquidity is measured daily at 25% participation in 20-day ADV.\n"
                f"6.3 The CRO shall keep {noun} {_held(s)} {written}.\n"
                "6.5 The PB's margin terms are reviewed each quarter against a second PB's."
            )
        else:
            section = (
                "RISK MANUAL (v7, adopted by the IC) — §4 Catalyst and concentration risk\n"
                "4.1 A catalyst is a scheduled binary event: PDUFA date, AdCom, top-line readout.\n"
                f"4.3 The PM shall keep {noun} {_held(s)} {written}.\n"
                "4.6 Positions in a name on the restricted list are frozen until Compliance clears."
            )
        return None, section, MANDATE_ID
    if shape == 3:  # the manual's limit schedule in the mandate's fields
        limits: dict[str, JsonValue] = {
            "L-1": "Gross exposure within the IC's approved band.",
            "L-2": "Net exposure within the IC's approved band.",
            "L-6": f"{_cap(noun)} {_op(s)} {written} (hard; Enfusion blocks pre-trade).",
        }
        return {"risk_manual": {"version": "v7", "limits": limits}}, None, "risk_manual.limits.L-6"
    record = (
        "INVESTMENT COMMITTEE — RECORD OF DECISION (quorum present; CIO, CRO, two PMs, COO)\n"
        "Context: after the Q1 drawdown on the two CRLs, the CRO proposed a tighter limit.\n"
        f"DECIDED: {noun} to be {_held(s)} {written}.\n"
        "ACTION: CRO to load the limit in Enfusion and report utilisation in the daily pack."
    )
    return None, record, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please re-solve the book's target weights; every limit in the LPA, the manual and the side "
    "letters applies.",
    "Rebalance long and short weights inside all of the fund's risk limits.",
    "Ahead of the IC, re-optimize the book within every limit we've agreed to.",
    "Work the new CLWY and NRVX positions into the weights, keeping to every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="the fund's risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IC delegation (catalyst policy §2): the PM sets the cap on {noun} anywhere from {lo} to "
    "{hi}; no IC vote is needed inside that corridor.",
    "Risk manual §3.1: the cap on {noun} floats with the catalyst calendar; the PM picks it in "
    "the {lo}–{hi} corridor and logs the choice in the daily risk pack.",
    "| Parameter | Corridor | Set by | Sign-off |\n|---|---|---|---|\n| Cap on {noun} | {lo} to "
    "{hi} | PM | none inside the corridor |",
    "[16:02:11] voss.e (CIO/PM): cap on {noun} — ur call, anywhere {lo} to {hi}",
    "PPM, Risk Parameters: the Investment Manager sets its own cap on {noun} within {lo}–{hi} "
    "and may move it inside that range without notice to investors.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Risk manual: the cap on {noun} is {point}. The {lo}–{hi} corridor shown in the daily "
        "risk pack is the CRO's early-warning band only and delegates nothing to the PM.",
        "Risk manual: the PM may set the cap on {noun} anywhere in the {lo}–{hi} corridor shown "
        "in the daily risk pack.",
    ),
    (
        "IC record of decision: the PM's request to float the cap on {noun} between {lo} and "
        "{hi} was NOT APPROVED; the cap stays at {point}.",
        "IC record of decision: the PM's request to float the cap on {noun} between {lo} and "
        "{hi} was APPROVED; the PM picks the level.",
    ),
    (
        "[17:40:55] raman.p (CRO): no — cap on {noun} stays {point}. not a {lo}–{hi} corridor, "
        "not delegated",
        "[17:40:55] raman.p (CRO): cap on {noun} is the PM's call, anywhere {lo}–{hi}",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A corridor as the fund writes one: both ends and the middle in one written form, the low
    end without the unit the high end repeats ("2.5 to 5% NAV", "50–100bp", "2 to 4 days")."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    found = re.fullmatch(r"([\d.]+)(.*)", lo)
    assert found is not None, lo
    number, unit = found.groups()
    if hi.endswith(unit):  # "2.5% NAV" and "5% NAV": "2.5 to 5% NAV"
        lo = number
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the risk-governance fields, as a mandate message (the CRO's
    delegations file), or in the IC's delegations."""
    if shape == 0:
        return {"risk_governance": {"latitude": text, "owner": "CRO"}}, None
    if shape == 1:
        return None, f"Delegations file (kept by the CRO; current as of the last IC)\n\n{text}"
    return {"ic_delegations": [text, "The IC meets every other Tuesday."]}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i + 4,
    written=_band,
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

#: whole statements of each objective, as the PPM, the quarterly investor letter, an IC memo, a
#: consultant's e-mail and the PM on Symphony put them; the first of each is one line, so that it
#: can be quoted as the withdrawn wording
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "PPM, Investment Objective: the highest risk-adjusted return (Sharpe ratio) from long "
        "and short positions in healthcare equities.",
        "Q3 investor letter:\nWe size every position for the most return per unit of risk the "
        "book can carry; the Sharpe ratio is the scorecard we hold ourselves to.",
        "IC memo: the target weights should maximize the book's Sharpe ratio.",
        "From the consultant's due-diligence team: your PPM says risk-adjusted return, so please "
        "build the weights to maximize the Sharpe ratio.",
        "[09:31:07] voss.e (PM): optimize for sharpe, not raw return",
    ),
    "variance": (
        "PPM, Investment Objective: the lowest-volatility long/short healthcare book the "
        "Investment Manager can hold.",
        "Q3 investor letter:\nAfter the Q1 drawdown we are running the book for the smallest "
        "swings we can get, with no return forecasts in the weights.",
        "IC memo: the target weights should minimize the book's variance; ignore alpha views.",
        "From the consultant's due-diligence team: the allocator wants this sleeve as a "
        "diversifier; please minimize variance and leave return forecasts out.",
        "[09:31:07] voss.e (PM): just minimize variance for now, no alpha in it",
    ),
    "tracking": (
        "PPM, Investment Objective (Pelham managed account): to track the NASDAQ Biotechnology "
        "Index as closely as possible.",
        "Q3 investor letter:\nThe managed account stays as close to the NASDAQ Biotechnology "
        "Index as we can keep it, with the least tracking error.",
        "IC memo: the beta sleeve should minimize tracking error to the NASDAQ Biotechnology "
        "Index.",
        "From the consultant's due-diligence team: can the sleeve just shadow the NASDAQ "
        "Biotechnology Index? Minimize tracking error against it, please.",
        "[09:31:07] voss.e (PM): hug the NBI, min tracking error",
    ),
    "return": (
        "PPM, Investment Objective: the highest expected return, with no penalty for risk.",
        "Q3 investor letter:\nFor the catalyst sleeve we weight for the highest expected return; "
        "risk does not enter the objective.",
        "IC memo: the catalyst sleeve should maximize expected return alone, no risk penalty.",
        "From the consultant's due-diligence team: the LP holds this for upside; please go for "
        "the highest expected return, with no risk adjustment.",
        "[09:31:07] voss.e (PM): max expected return on this one, forget the risk term",
    ),
}
_DRAFTS: Final = (
    'Objective, as revised in the March 2024 PPM supplement — the 2022 PPM wording "{old}" is '
    "deleted and replaced by:\n\n{new}",
    'Withdrawn at the 4-Mar IC: "{old}" What stands instead:\n\n{new}',
)
_FOLLOW_UPS: Final = (
    "PM here — disregard my note above on the objective. After today's IC:\n\n{new}",
    "From the CIO (this replaces the objective in the earlier message):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Book as of last night: $2.3bn NAV, 148% gross, 22% net, 63 longs / 71 shorts.\n\n{ask}",
    "{ask}\n\nPlease set the target weights to match. — E. Voss, MD",
    "For the Halyard Master Fund's target weights (post-ASCO, 3 PDUFAs in the window):\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Long and short weights across the fund's healthcare universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the long/short weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The withdrawn wording in its own one-line form: the 2022 PPM's for the PPM supplement's
    markup, the IC memo's for the IC's withdrawal (each in turn)."""
    turn = (i // 4) % len(_DRAFTS)
    return _fill(_DRAFTS[turn], old=_ASKS[old_kind][2 * turn], new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording in the same text, marked as
    deleted or withdrawn; every fourth from the fourth an earlier message a later one replaces."""
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
        "the fund's catalyst database (every PDUFA, AdCom and Phase 3 top-line) from 2008 through "
        "2019",
        "the fund's catalyst database (every PDUFA, AdCom and Phase 3 top-line) from 2008 through "
        "2014",
    ),
    (
        "US biotech prices, options and PB borrow data up to March 2018",
        "US biotech prices, options and PB borrow data up to December 2014",
    ),
    ("the 2010–2021 biotech event history", "the 2010–2014 biotech event history"),
    (
        "BioMedTracker event records and the PB's borrow file, Jan 2011 – Jun 2016",
        "BioMedTracker event records and the PB's borrow file, Jan 2011 – Dec 2014",
    ),
    (
        "every catalyst in the CRO's risk-pack archive through Q3 2017",
        "every catalyst in the CRO's risk-pack archive through Q4 2014",
    ),
    (
        "2,100 biotech catalysts and their one-day moves, 2009–2020",
        "2,100 biotech catalysts and their one-day moves, 2009–2014",
    ),
)
_ACTIONS: Final = (
    "the binary-event sizing curve (position size against implied move) was fit",
    "the PDUFA approval-probability model's priors were estimated",
    "the short screen's borrow-cost cutoff was set",
    "the pre-readout run-up window was chosen",
    "the implied-move haircut in the option premium budget was calibrated",
)
_LEAK_FRAMES: Final = (
    "Quant appendix to the IC memo: {action} on {period}.",
    "Risk model documentation (CRO, v3): {action} using {period}; the same setting is used in "
    "all three walk-forward folds.",
    "Analyst note (T. Achebe, PhD): {action} once, over {period}, before the walk-forward test "
    "was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each catalyst position is sized with the stock's actual move on the day of the readout "
        "as one of its inputs.",
        "Each catalyst position is sized with the options market's implied move at the prior "
        "day's close as one of its inputs.",
    ),
    (
        "Approval outcomes are labelled with each drug's label as the FDA later revised it, "
        "post-marketing expansions included, back to the start of the data.",
        "Approval outcomes are labelled with the action letter issued on the PDUFA date "
        "(approval or CRL), as known that day.",
    ),
    (
        "The borrow-cost cutoff is the one of ten that did best over the whole 2010–2020 "
        "sample, then used in every fold.",
        "The borrow-cost cutoff is chosen from ten within each fold's training years only.",
    ),
    (
        "The universe is today's 212 listed commercial- and clinical-stage biotechs, back-filled "
        "to 2010, so names that failed their trials or were acquired are absent.",
        "The universe at each date is the biotechs listed on that date, names later delisted "
        "after failed trials or acquired included.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward backtest of the catalyst-sizing model before it "
    "goes live.",
    "Please backtest the short screen walk-forward, three folds, for the LP risk review.",
    "CRO action item: run a three-fold walk-forward test of the book's weighting model.",
)
_WHERE: Final = ("evidence", "interpretation", "purpose", "reasoning")


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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Tessaly Biosciences"
_ENTITY: Final = "ent_tessaly_biosciences"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("sequentially in 4Q22", (10, 11)),
    ("over the four quarters to 4Q22", (7, 11)),
    ("over the two years to 4Q22", (3, 11)),
    ("since launch in 1Q20", (0, 11)),
    ("from 2Q20 to 2Q22", (1, 9)),
    ("across 2021 (4Q20 to 4Q21)", (3, 7)),
    ("since the 2016 IPO", None),
    ("since the pivotal VELOCITY-1 readout (HR 0.71, p=0.003) in 2018", None),
    ("since the spin-out from Arkwright Pharma", None),
)


#: "about 12%", "north of 10%", "a touch under 15%"; "" when it barely moved
_about_pct = partial(
    _rounded_change, past="north of {}%", short="a touch under {}%", about="about {}%"
)


def _pct_below_double(a: float, b: float) -> str:
    """`_about_pct`, but "" once the figure has doubled or more: a launch curve is "up", not
    "up 2158%"."""
    return "" if abs(b - a) / abs(a) >= 1 else _about_pct(a, b)


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points, as the sell side writes it ("by 310bps"); "" under 20."""
    return _change_by("by {:.0f}bps", 20, a * 100, b * 100)


_by_quarters = partial(_change_by, "by {:g} quarters", 1)


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
        "net_product_revenue",
        (4.1, 9.8, 18.6, 27.9, 26.2, 42.5, 51.0, 60.3, 57.8, 71.4, 80.9, 92.6),
        ("Net product revenue", "TSLY's Velnora net sales", "US net sales of Velnora"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not fall", held_up),
            ("{s} made no headway", held_down),
        ),
        _pct_below_double,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "research_and_development_expense",
        (38.2, 41.5, 44.0, 47.9, 52.3, 55.1, 58.7, 63.4, 61.2, 57.9, 54.6, 52.0),
        ("R&D expense", "TSLY's R&D spend", "Research and development spend"),
        (
            ("{s} rose {m}", rose),
            ("{s} was cut {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
        ),
        _about_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_runway_quarters",
        (10.0, 8.5, 12.5, 11.5, 10.5, 14.0, 13.0, 12.0, 11.0, 12.5, 15.0, 19.0),
        ("Cash runway", "TSLY's cash runway (at the trailing burn)", "The cash runway"),
        (
            ("{s} lengthened {m}", rose),
            ("{s} shortened {m}", fell),
            ("{s} never shortened from one quarter to the next", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not lengthen", held_down),
        ),
        _by_quarters,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (78.0, 81.5, 84.2, 86.0, 85.1, 87.3, 88.0, 88.6, 86.9, 87.2, 87.8, 88.1),
        ("Gross margin", "TSLY's gross margin", "Product gross margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never contracted from one quarter to the next", never_fell),
            ("{s} did not erode", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_bps,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year over year
#: in each quarter of 2022, and for a growing item the two years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} beat the year-ago quarter in each quarter of 2022",
    down_all="{s} came in below the year-ago quarter in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at better than 10% a year from 4Q20 to 4Q22",
    shrank="{s} shrank by more than 10% a year, compounded, from 4Q20 to 4Q22",
)


_CLAIM_FRAMES: Final = (
    "Analyst note (TSLY, long, 3.1% NAV; PT $74 vs. $51.20 last): {claim} [1].",
    "Q4 investor letter, top contributors: in Tessaly, {claim} [1]; the EU decision (CHMP "
    "opinion expected 2H23) is not in our numbers.",
    "| Name | Thesis check |\n|---|---|\n| TSLY (long) | {Claim} [1] |",
    "[09:12:44] achebe.t: TSLY — {claim} [1]. sNDA PDUFA is 11/14, 96 pts in the label "
    "expansion study",
    "IC memo, position review (TSLY, 4.2% gross, 118mm shares out): {claim} [1]; next catalyst "
    "is the Phase 3 VELOCITY-2 top-line (n=412, NCT04418297) in 2H23.",
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
        left_out=lambda h, w, c: h.startswith("sequentially") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZV: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
