"""Held-out batch ZZQ: every flaw kind again, in the voice of a European utility's power and gas
trading desk (Energy Trading & Origination, ET&O) and the people who police it: the Energy
Trading Risk Policy (ETRP) and its Limit Manual annexes, the Delegated Authority Schedule (DAS)
approved by the Management Board, the Risk Committee (RiCo) and its minutes, Middle Office Risk
Control's Daily Risk Report (DRR, "COB 14-Mar"), the ETRM system's limit table, trader and risk
chat on ICE Chat and Bloomberg IB, CRO e-mails and credit committee (CreCo) papers on a
counterparty, with REMIT, EMIR and MiFID II in the background.

Batch ZZQ is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Volumes (MW, MWh, TWh, therms), prices (EUR/MWh, p/th), VaR and PaR in EUR m,
VaR confidence levels ("95%, 1-day"), margin calls, credit lines and CSA thresholds in EUR m,
CDS spreads in bp, products and delivery periods ("Cal-27", "Q1-27 base", "Dec-26 peak"),
trade counts, quorum counts, chat timestamps and meeting dates are decoy numbers: no truth
depends on them. Its parts are new:

* limits as the desk and Risk Control state them: Risk Control's reply after checking the ETRP,
  RiCo minutes with a quorum line, the DRR's limit section under its VaR and PaR lines, an ETRM
  limit-table export (a bare number in the constraint's unit), the DAS, a Bloomberg IB message
  from Risk Control, a CRO e-mail, a "Limit / COB usage / Status" table whose usage is a decoy
  and a Management Board circular resolution, each form in turn; number forms "20%", "20 %" and
  "20.0%" for shares and "36 months", "36M", "36 mths" for tenors; subjects: the net open
  position in any one delivery period as a share of the book, counterparty exposure as a share
  of its credit line, the share of the book at illiquid hubs (PSV, CEGH VTP, HUPX), PaR as a
  share of budgeted gross margin, the tenor limit in months (a count) and the liquidity
  headroom left after a stressed margin call, a floor;
* requests deferring the limit to a comment open in the ETRP redraft, a "TBC" in the DAS
  awaiting the CRO, a RiCo that has not set it, the credit committee's next meeting or the
  Supervisory Board's approval of the risk budget;
* provenance misquoting its source: a draft ETRP figure RiCo changed (in prose, or as a Limit
  Manual redline), a temporary limit increase the CRO declined (in an e-mail, or in chat), the
  book's usage in the DRR (in prose or a "Limit / COB usage / Limit" table), another figure in
  the same limit schedule (the front-year hedge-ratio target, the credit early-warning trigger,
  the ICE Endex cleared share of gas, the VaR warning level, the Origination book's PPA tenor,
  the cleared share of power) and a sister desk's or the EFET peer survey's figure quoted for
  comparison;
* mandates as the ETRP's section 5 limits in the mandate's fields (`etrp.section_5_limits.5.3`,
  a key holding a dot), the DAS, the Board's risk mandate letter, the Limit Manual's Annex 3
  list in the mandate's fields (`limit_manual.annex_3[2]`) and a RiCo resolution;
* latitude granted as a DAS delegation to the Head of Trading, an ETRP target band, a
  "Parameter / Band / Who decides" table and a CRO's chat line; refused as a fixed Limit Manual
  figure whose band is only Risk Control's traffic-light corridor, a CRO refusing in chat, and
  a matter reserved to RiCo; each twin the same text granting it;
* objectives as the ETRP's hedge strategy, a RiCo paper, the monthly risk report, a CFO's
  e-mail and the Head of Trading's chat line, with the ETRP's earlier line quoted from a RiCo
  pre-read or struck out in the same text and a later message from the CRO replacing an
  earlier one; tracking is against a rolling 36-month equal-tranche hedge benchmark;
* leakage as quants and model validation write it: a VaR EWMA decay, a PaR volatility surface,
  forward-curve shaping factors, a stressed-price scenario for margin calls and a power-gas-EUA
  correlation matrix set on periods reaching into the test years (settlement prices, gas years,
  day-ahead history, the desk's curve snapshots), and whole sentences (the next day's EEX
  settlement as an input, load as the TSO later reconciled it, a decay factor picked on the
  whole record, results shown on the years the volatility surface was fitted on); each clean
  twin in the same form, ending before the first test date (4 January 2016);
* trend claims on Kallenberg Energie AG (a listed German utility and one of the desk's larger
  counterparties, reviewed by the credit committee) — revenue, EBITDA margin (in percentage
  points, "pp"), net debt/EBITDA (in turns) and cash collateral posted over twelve quarters
  (Q1-20 to Q4-22, through the 2021–22 gas crisis and its margin calls), as a CreCo paper, a
  credit committee e-mail, a "Counterparty / Observation" table, a Risk Control note to the desk
  and a chat line; magnitudes as "by about 12%", "by more than 45%", "by just under 15%",
  "by 1.3 pp", "by 0.4 turns"; horizons covered by the series ("in Q4-22 against Q3-22",
  "from Q1-22 to Q4-22") against uncovered ones ("since its listing in 2011"). Whether a claim holds
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
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270138
KINDS: Final = ALL_KINDS
TAG: Final = "zzq"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqzq0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqzq1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqzq2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqzq3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzqzq5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzqzqz"


# --- numbers as a trading desk and its risk controllers write them ----------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book, of a credit line or of the budgeted margin: "20%", "20 %" (as the
    continental risk reports set it), "20.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "spaced": f"{_g(pct)} %", "pct1": f"{pct:.1f}%"}


def _tenor_forms(value: float) -> dict[str, str]:
    """A tenor in months: "36 months", "36M", "36 mths"."""
    months = _g(value)
    return {"months": f"{months} months", "m": f"{months}M", "mths": f"{months} mths"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk names it, its column in the ETRM limit
    table, the values it takes, its written forms, whether it is a tenor in months and whether
    it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    tenor: bool = False
    floor: bool = False


_OPEN: Final = _Subject(
    ("max_open_position_share", "openPosPerPeriodCap"),
    (
        "the net open position in any one delivery period",
        "the unhedged share of any delivery month",
        "open position per delivery period as a share of the book",
    ),
    "nop_per_period_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_CREDIT: Final = _Subject(
    ("max_credit_line_utilisation", "cptyLineUsageCap"),
    (
        "exposure to any one counterparty as a share of its credit line",
        "credit-line utilisation per counterparty",
        "counterparty exposure against the approved line",
    ),
    "cpty_line_usage_max",
    "fraction",
    (0.7, 0.8, 0.85),
    _share_forms,
)
_ILLIQUID: Final = _Subject(
    ("max_illiquid_hub_share", "illiquidHubShareCap"),
    (
        "the share of the book at illiquid hubs",
        "volume at illiquid hubs (PSV, CEGH VTP, HUPX) as a share of the book",
        "illiquid-hub exposure",
    ),
    "illiquid_hub_share_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_PAR: Final = _Subject(
    ("max_par_to_gross_margin", "parBudgetShareCap"),
    (
        "Profit-at-Risk as a share of budgeted gross margin",
        "PaR (95 %, to delivery) against the budgeted gross margin",
        "PaR as a share of the gross-margin budget",
    ),
    "par_to_gm_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TENOR: Final = _Subject(
    ("max_tenor_months", "tenorLimitMonths"),
    (
        "the maximum tenor of new hedges",
        "the tenor of new forward trades",
        "the tenor of any new forward position",
    ),
    "tenor_max_months",
    "count",
    (24.0, 36.0, 48.0),
    _tenor_forms,
    tenor=True,
)
_HEADROOM: Final = _Subject(
    ("min_margin_headroom", "liquidityHeadroomFloor"),
    (
        "liquidity headroom after a stressed margin call (share of committed facilities)",
        "margin headroom under the stressed-price scenario",
        "the share of committed facilities left undrawn after a stressed margin call",
    ),
    "margin_headroom_min",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
    floor=True,
)
#: the caps first: the ranges take the first five
_SUBJECTS: Final = (_OPEN, _CREDIT, _ILLIQUID, _PAR, _TENOR, _HEADROOM)

_RATIONALES: Final = (
    "typical for a utility hedge desk of our size",
    "in line with what EFET peers put in their risk policies",
    "what the auditors accepted at the last ETRP review",
    "a conservative placeholder until RiCo decides",
    "the level the old Group risk policy used",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Hedge weights across the power and gas books under the Energy Trading Risk Policy's limits",
    "the best risk-adjusted gross margin within the ETRP's limits",
    "solve the hedge weights by book and delivery period",
    "the solved hedge weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the desk's risk documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _min_max(s: _Subject) -> str:
    return "min" if s.floor else "max"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rerun the hedge optimisation for Cal-27 now that the 400 MW CCGT is back from outage",
    "set target hedge weights for Q1-27 base and peak across DE, FR and NL power",
    "rebalance the gas book between TTF, THE and PSV ahead of the winter strip",
    "size the Cal-28 baseload hedges for the 2.4 TWh retail portfolio",
    "re-optimise the book after Tuesday's EUR 38m variation-margin call",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still open in the ETRP v8 redraft (RiCo comment 7)",
    "{noun}: TBC in the Delegated Authority Schedule, pending the CRO's sign-off",
    "RiCo has not yet set a limit on {noun} for the new gas book",
    "the limit on {noun} waits on the credit committee, which sits on the 19th",
    "{noun} gets its limit when the Supervisory Board approves the 2027 risk budget",
)
_REQUEST_FRAMES: Final = (
    "ET&O weekly, action list\nA-17: {task}.\nOpen: {deferral}.",
    "Hi all,\n\nAfter the RiCo call (7 of 9 members, quorate) can you {task}? {Deferral}.\n\n"
    "Cheers, Lena (Head of Power Trading)",
    "[ICE Chat 08:42] j.mueller: need you to {task}. {Deferral}, fyi",
    "DRR summary, COB yesterday: VaR EUR 4.2m (limit EUR 6.0m), PaR EUR 11.8m. Next: {task}.\n"
    "Caveat: {deferral}.",
    "Middle Office here (we don't trade). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a usage decoy); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {nomore}, {minmax}
_STATINGS: Final = (
    (
        "Re: limits. Checked the ETRP v7.2 (section 5, Board-approved): {noun} must be {nomore} "
        "{v}. Ping me if you need the DAS as well. Katrin, Risk Control",
        "figures",
    ),
    (
        "RiCo minutes, 11 February. Quorum: 7 of 9 voting members present.\n"
        "Item 3: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Daily Risk Report, COB 14-Mar, limits page: VaR (95%, 1-day) EUR 4.2m against EUR 6.0m; "
        "PaR EUR 11.8m. Under the policy, {noun} is held at {nomore} {v}.",
        "figures",
    ),
    (
        "ETRM limit export (table LIM_MASTER):\n    book: DE_PWR_HEDGE\n    {key}: {v}\n"
        "    status: ACTIVE",
        "bare",
    ),
    (
        "From the Delegated Authority Schedule, Part B: '{Noun}: {limit} {v}. Anything outside it "
        "goes to the CRO.'",
        "figures",
    ),
    (
        "[Bloomberg IB 14:07] k.brandt (Risk Control): {noun}: hard limit {v} {minmax}, not "
        "the early-warning level",
        "figures",
    ),
    (
        "CRO e-mail: confirmed with the Board. {Noun} is {nomore} {v}, measured at COB every "
        "trading day.",
        "figures",
    ),
    (
        "| Limit | COB 14-Mar usage | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | green |",
        "table",
    ),
    (
        "Management Board circular resolution (Umlaufbeschluss), 4 March: {Noun}: {limit} {v}, "
        "effective 1 April.",
        "figures",
    ),
)


def _usage(s: _Subject, value: float) -> float:
    """The book's usage comfortably inside the limit: above a floor, below a cap, a year short
    of a tenor limit."""
    if s.tenor:
        return value - 12
    return round(value + 0.15 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # usage inside the limit, a decoy in the same form
        written, observed = s.alike((value, _usage(s, value)), rng.randrange(12), apart=True)
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
        minmax=_min_max(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "regulatory_conduct": [
        "REMIT: no trading on inside information; every wholesale trade reported via the RRM.",
        "EMIR: the group stays an NFC-; Risk Control monitors the clearing thresholds.",
        "MiFID II: trading stays within the ancillary-activity exemption.",
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

#: a figure beside the limit in the same limit schedule: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "nop_per_period_max": ("hedge-ratio target for the front year", 0.7),
    "cpty_line_usage_max": ("early-warning trigger on line utilisation", 0.6),
    "illiquid_hub_share_max": ("target share of gas volume cleared on ICE Endex", 0.55),
    "par_to_gm_max": ("VaR warning level (share of the VaR limit)", 0.9),
    "tenor_max_months": ("Origination book's maximum PPA tenor", 120.0),
    "margin_headroom_min": ("target cleared share of the power book", 0.65),
}


def _away(s: _Subject, value: float, how: str) -> float:
    """A wrong value for `s`: a looser draft ("draft"), the increase asked for ("asked"), the
    book's usage ("usage") or another desk's figure ("peer")."""
    if s.tenor:
        return value + {"draft": 12, "asked": 24, "usage": -12, "peer": 24}[how]
    if s.floor:
        return round(value + {"draft": -0.1, "asked": -0.1, "usage": 0.15, "peer": -0.05}[how], 6)
    if s.key == "cpty_line_usage_max":  # a share of a line: looser, but never past the line
        step = {"draft": 0.15, "asked": 0.1, "peer": 0.15}.get(how)
        return round(value * 0.7 if step is None else min(value + step, 1.0), 6)
    return round(value * {"draft": 1.5, "asked": 1.6, "usage": 0.7, "peer": 1.5}[how], 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft ETRP figure RiCo changed
        wrong_value = _away(s, value, "draft")
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The ETRP v8 draft that went to RiCo as a pre-read had {wrong} for {noun}. RiCo "
                f"did not accept it; the approved version, section 5.3, says {right}."
            )
        else:
            text = (
                f"Limit Manual redline, Annex 3, line 4: {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right} [RiCo 11-Feb: change accepted, effective 1 April]"
            )
    elif structure == 1:  # a temporary increase declined
        wrong_value = _away(s, value, "asked")
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Re: temporary limit increase. The desk asked for {wrong} for {noun} over the "
                f"winter (Q4-26/Q1-27). The CRO declined on Friday, so the {_limit(s)} of "
                f"{right} stands."
            )
        else:
            text = (
                f"[ICE Chat 09:12] gas_desk: can we take {noun} to {wrong} for the Dec-26 "
                f"strip?\n[ICE Chat 09:15] risk_ctrl: no, CRO said no. stays at {right}"
            )
    elif structure == 2:  # the book's usage in the DRR
        wrong_value = _away(s, value, "usage")
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"DRR, COB 14-Mar: {noun} at {wrong}, inside the ETRP {_limit(s)} of {right} "
                "(VaR EUR 4.2m, no other excesses)."
            )
        else:
            text = (
                "| Limit | COB 14-Mar usage | Limit value |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same limit schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} (hard {_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "ETRP Annex 3, limit schedule (power & gas)\n  " + "\n  ".join(lines)
    else:  # a sister desk's or the peer survey's figure, quoted for comparison
        wrong_value = _away(s, value, "peer")
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the Nordic trading subsidiary runs {noun} at {wrong}. Ours is "
                f"tighter: {right}, per the Group ETRP."
            )
        else:
            text = (
                f"Our ETRP puts {noun} at {right}. (The EFET peer survey shows {wrong} as the "
                "median, but RiCo did not want to go there.)"
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


# --- mandate clauses as the ETRP, the DAS, the Board's mandate, the Limit Manual and RiCo ------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the ETRP's section 5 limits in the mandate's fields, keyed "5.1", "5.3"
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, measured at COB each day."
        section: dict[str, JsonValue] = {
            "5.1": "Only products on the approved product list may be traded.",
            "5.3": clause,
        }
        return {"etrp": {"section_5_limits": section}}, None, "etrp.section_5_limits.5.3"
    if shape == 1:
        das = (
            "DELEGATED AUTHORITY SCHEDULE — Energy Trading & Origination (Board-approved)\n"
            "B.1 Head of Trading: new counterparties up to a EUR 10m line, with CreCo noting.\n"
            f"B.2 The desk shall ensure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "B.4 Any limit excess is escalated to the CRO within one hour."
        )
        return None, das, MANDATE_ID
    if shape == 2:
        letter = (
            "RISK MANDATE — letter from the Management Board to the Head of ET&O\n"
            "1. Products: exchange-traded and OTC power, gas, emissions and coal under EFET.\n"
            f"2. Limits: {noun} is to be {_no_more(s)} {written} at all times.\n"
            "3. Conduct: REMIT and EMIR obligations are met by the desk, not by Middle Office."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the Limit Manual's Annex 3 in the mandate's fields
        limits: list[JsonValue] = [
            "VaR (95%, 1-day): no more than EUR 6.0m for ET&O as a whole.",
            "Stop-loss: EUR 2.5m a month per trader.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"limit_manual": {"version": "2026-2", "annex_3": limits}},
            None,
            "limit_manual.annex_3[2]",
        )
    resolution = (
        "RISK COMMITTEE RESOLUTION 2026/05 (carried 8–1)\n"
        "Considering the margin calls of winter 2022/23 and the Q1-27 base trades still open,\n"
        f"RiCo resolves that {noun} be {_op(s)} {written} until the next ETRP review, and that "
        "Risk Control report it in the DRR daily."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the hedge book; every ETRP limit applies.",
    "Rerun the Cal-27 hedge weights inside the limits in our risk documents.",
    "Before Tuesday's RiCo, re-optimise the power and gas books within the policy limits.",
    "Add the new 180 MW solar PPA's hedges to the book, within all of our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the desk's risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "DAS, Part B (delegated to the Head of Trading): {noun}, at any level from {lo} to {hi}. No "
    "RiCo approval is needed inside that range.",
    "ETRP §5.4: the target band for {noun} is {lo}–{hi}; where in the band the book sits is a "
    "desk decision.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Head of Trading "
    "(no CRO sign-off inside the band) |",
    "[ICE Chat 16:55] cro: {noun} is your call, anything between {lo} and {hi} is fine by me "
    "and by RiCo",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Limit Manual, Annex 3: {noun} is a fixed limit of {point}. The {lo}–{hi} corridor next "
        "to it is the amber/red traffic-light band Risk Control reports on; it is not a trading "
        "range.",
        "Limit Manual, Annex 3: {noun} is a corridor limit of {lo}–{hi}. The desk sets the "
        "working level inside the corridor; it is a trading range.",
    ),
    (
        "[ICE Chat 10:03] head_trading: can we run {noun} anywhere in {lo}–{hi} over the "
        "winter?\n[ICE Chat 10:09] cro: no. {point}, full stop, until RiCo reviews it in June",
        "[ICE Chat 10:03] head_trading: can we run {noun} anywhere in {lo}–{hi} over the "
        "winter?\n[ICE Chat 10:09] cro: yes, anywhere in that band is your call until RiCo "
        "reviews it in June",
    ),
    (
        "DAS, Part C (reserved to RiCo): the level of {noun}, currently {point}. The desk "
        "proposed a band of {lo}–{hi}; RiCo did not adopt it.",
        "DAS, Part B (delegated to the Head of Trading): the level of {noun}, anywhere in "
        "{lo}–{hi}. The desk proposed that band; RiCo adopted it.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the limit framework's fields, as a mandate message, or in RiCo's terms of
    reference."""
    if shape == 0:
        return {"limit_framework": {"notes": text}}, None
    if shape == 1:
        return None, f"Extract from the ET&O limit framework (Board-approved)\n\n{text}"
    return {
        "rico_terms_of_reference": {"annex_2": [text, "RiCo meets every second Tuesday."]}
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
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

#: whole statements of each objective, as the ETRP, a RiCo paper, the monthly risk report, a
#: CFO's e-mail and the Head of Trading's chat line put them; the first of each is one line, so
#: that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Hedge strategy (ETRP, section 3): the most gross margin per unit of risk run, i.e. the "
        "highest Sharpe ratio on the book.",
        "RiCo paper, portfolio optimisation:\nweight the books for the best risk-adjusted return "
        "(the highest Sharpe ratio), not the biggest margin.",
        "Monthly risk report: the desk is steered on return per unit of volatility, the Sharpe "
        "ratio, as agreed with the Board.",
        "CFO e-mail: we want the best margin for the risk we carry. Maximise the Sharpe ratio, "
        "please.",
        "[ICE Chat] head_trading: objective = max Sharpe, same as last year. risk-adjusted, not "
        "raw P&L",
    ),
    "variance": (
        "Hedge strategy (ETRP, section 3): the lowest-variance hedge book we can build, whatever "
        "the fundamental desk's curve view says.",
        "RiCo paper, portfolio optimisation:\nweight the books for minimum variance of the "
        "gross margin; no view on where prices go.",
        "Monthly risk report: as a regulated-style utility we want the steadiest margin "
        "possible, the lowest volatility, whatever the forecasts say.",
        "CFO e-mail: the rating agency wants a predictable margin. Minimise the book's variance "
        "and leave the price forecasts out of it.",
        "[ICE Chat] head_trading: objective = min variance. no curve views in the optimiser",
    ),
    "tracking": (
        "Hedge strategy (ETRP, section 3): follow the rolling 36-month equal-tranche hedge "
        "benchmark as closely as possible.",
        "RiCo paper, portfolio optimisation:\nkeep the hedge book as close to the equal-tranche "
        "benchmark as we can, with the smallest tracking error.",
        "Monthly risk report: the hedge book mirrors the rolling equal-tranche benchmark, with "
        "minimal tracking error against it.",
        "CFO e-mail: can the hedges simply shadow the equal-tranche benchmark? Minimise the "
        "tracking error to it, please.",
        "[ICE Chat] head_trading: objective = min tracking error vs the tranche benchmark. no "
        "freelancing",
    ),
    "return": (
        "Hedge strategy (ETRP, section 3): the highest expected return on the book, with no "
        "penalty for risk.",
        "RiCo paper, portfolio optimisation:\nweight the books for the highest expected return; "
        "risk does not enter the objective.",
        "Monthly risk report: to hit the margin budget the desk maximises expected return, with "
        "no allowance for risk.",
        "CFO e-mail: the budget gap has to close. Go for the highest expected return on the "
        "book, no risk adjustment.",
        "[ICE Chat] head_trading: objective = max expected return. risk is policed by the "
        "limits, not the optimiser",
    ),
}
_DRAFTS: Final = (
    'The RiCo pre-read (v1) said: "{old}" The Board changed that on 4 March; the approved '
    "wording is:\n\n{new}",
    "~~{old}~~ (deleted in the Board-approved ETRP v7.2)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CRO here: ignore my earlier message on the objective. RiCo decided:\n\n{new}",
    "Update after RiCo on 11 March (supersedes the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Cal-27 hedge optimisation:\n\n{ask}",
    "{ask}\n\nPlease run the hedge weights on that basis. Thanks, ET&O Middle Office",
    "Book at a glance: 14.6 TWh power, 2.1bn therms gas, VaR EUR 4.2m, 412 open trades.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Hedge weights across the desk's power and gas books",
    purpose="solve for the hedge weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="hedge weights",
    section_title="Hedge weights",
    description="the hedge weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    old = _ASKS[old_kind][0]  # the earlier version is always the ETRP's one line
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

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2016)
_PERIODS: Final = (
    (
        "EEX and ICE Endex settlement prices from 2010 to 2019",
        "EEX and ICE Endex settlement prices from 2010 to 2015",
    ),
    (
        "all TTF front-month history up to March 2018",
        "all TTF front-month history up to December 2015",
    ),
    (
        "TTF and THE prices over the gas years 2010/11 to 2017/18",
        "TTF and THE prices over the gas years 2010/11 to 2014/15",
    ),
    (
        "daily Phelix DE base settlements, Jan 2010 – Jun 2017",
        "daily Phelix DE base settlements, Jan 2010 – Dec 2015",
    ),
    (
        "the day-ahead history 01/2011–12/2018 in the ETRM's PRICE_HIST table",
        "the day-ahead history 01/2011–12/2015 in the ETRM's PRICE_HIST table",
    ),
    (
        "the desk's daily curve snapshots from Q1-10 to Q4-17",
        "the desk's daily curve snapshots from Q1-10 to Q4-15",
    ),
)
_ACTIONS: Final = (
    "the VaR model's EWMA decay factor was calibrated",
    "the PaR volatility surface was fitted",
    "the forward curve's monthly and hourly shaping factors were estimated",
    "the stressed-price scenario for margin calls was chosen",
    "the correlation matrix between DE power, TTF and EUAs was estimated",
)
_LEAK_FRAMES: Final = (
    "Model validation note MV-2026-03: {action} on {period}.",
    "From the methodology document (v3.1): {action} using {period}, and the same setting is "
    "reused unchanged in all three test folds.",
    "For RiCo's information, {action} once, on {period}, before the walk-forward back-test was "
    "run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's hedge weights use, among other inputs, the next day's EEX settlement price.",
        "Each day's hedge weights use, among other inputs, the previous day's EEX settlement "
        "price.",
    ),
    (
        "Volumes: the retail load as the TSO finally reconciled it months later, booked on the "
        "days it applies to.",
        "Volumes: the retail load forecast as it stood at the close of each trading day, booked "
        "on that day.",
    ),
    (
        "The EWMA decay factor is the one of five that gave the best back-test over the full "
        "2010–2021 record, then used in every fold.",
        "The EWMA decay factor is chosen from five inside each fold's training years only.",
    ),
    (
        "Back-test results shown to RiCo cover the same 2010–2021 years the PaR volatility "
        "surface was fitted on; nothing was held out.",
        "Back-test results shown to RiCo cover only each fold's test years; the PaR volatility "
        "surface is fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "RiCo wants a three-fold walk-forward back-test of the hedge optimisation before the ETRP "
    "renewal.",
    "Please back-test the PaR-based hedge overlay walk-forward, in three folds, for the Board's "
    "risk committee.",
    "Middle Office action: run a 3-fold walk-forward test of the desk's hedge weighting model.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


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

_COMPANY: Final = "Kallenberg Energie"
_ENTITY: Final = "ent_kallenberg_energie"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4-22 against Q3-22", (10, 11)),
    ("over the twelve months to Dec-22", (7, 11)),
    ("from Q1-22 to Q4-22", (8, 11)),
    ("since the gas squeeze began in Q3-21", (6, 11)),
    ("from Q2-20 to Q2-22", (1, 9)),
    ("over the two years to end-2022", (3, 11)),
    ("since its listing in 2011", None),
    ("over the last ten years", None),
    ("since the last full credit review in 2018", None),
)


#: "by about 12%", "by more than 45%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by about {}%"
)


_by_pp = partial(_change_by, "by {:.1f} pp", 0.2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # year-on-year pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            1840.0,
            1610.0,
            1702.0,
            2015.0,
            2230.0,
            2105.0,
            2560.0,
            3790.0,
            4820.0,
            4310.0,
            5960.0,
            5120.0,
        ),
        ("Revenue", "Kallenberg Energie's revenue", "Group revenue"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (11.2, 10.8, 11.5, 12.1, 11.9, 10.6, 9.4, 7.8, 6.1, 7.4, 5.2, 8.9),
        ("EBITDA margin", "Kallenberg Energie's EBITDA margin", "The group's EBITDA margin"),
        (
            ("{s} improved {m}", rose),
            ("{s} eroded {m}", fell),
            ("{s} slipped in every quarter", fell_every_quarter),
            ("{s} did not erode", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.4, 2.5, 2.4, 2.3, 2.3, 2.5, 2.8, 3.4, 3.9, 3.7, 4.3, 3.6),
        ("Net debt/EBITDA", "Kallenberg Energie's leverage", "Leverage (net debt/EBITDA)"),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} rose every quarter", rose_every_quarter),
            ("{s} did not come down", held_up),
            ("{s} never rose from one quarter to the next", never_rose),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_collateral_posted",
        (210.0, 190.0, 205.0, 240.0, 260.0, 310.0, 540.0, 1180.0, 1650.0, 1420.0, 2310.0, 1370.0),
        (
            "Cash collateral posted",
            "Kallenberg Energie's posted margin",
            "Initial and variation margin posted",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not fall", held_up),
        ),
        _approx_pct,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter a year earlier in each quarter of Cal-22",
    down_all="{s} was below the same quarter a year earlier in each quarter of Cal-22",
    faster="{s} grew faster in Cal-22 than in Cal-21",
    slower="{s} grew more slowly in Cal-22 than in Cal-21",
    grew="{s} compounded at more than 10% a year from Q4-20 to Q4-22",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4-20 to Q4-22",
)


_CLAIM_FRAMES: Final = (
    "CreCo paper 2026/14, counterparty review (Kallenberg Energie AG, line EUR 60m, CDS "
    "185 bp): {claim} [1].",
    "Credit committee e-mail: {claim} [1]; we keep the line at EUR 60m and the CSA threshold at "
    "zero for now.",
    "| Counterparty | Observation |\n|---|---|\n| Kallenberg Energie AG | {Claim} [1] |",
    "Risk Control note to the desk: {claim} [1], so go easy on new Q1-27 base trades with them.",
    "[ICE Chat 11:20] credit_risk: fyi {claim} [1]",
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
        left_out=lambda h, w, c: h.startswith("in Q4-22") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZQ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "TAG", "generate"]
