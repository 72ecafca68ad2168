"""Held-out batch ZZB: every flaw kind again, in the voice of trade-finance and supply-chain-
finance funds and the banks and insurers around them: receivables purchase (RPA) and payables
(reverse factoring) programmes, letters of credit and documentary collections, pre-export and
commodity trade finance, credit insurance and its policy schedules, the fund's investment
guidelines and offering memorandum (OM), credit committee (CC) approvals and minutes, the
originating bank's participation agreements (funded and unfunded risk participations on the
BAFT MRPA form), an investor's side letter, servicer reports and monthly investor reports.

Batch ZZB is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Funded amounts, facility sizes, obligor counts, past-due and dilution figures,
discount margins (over SOFR), advance rates, the insurer's indemnity level, the maximum tenor of
a single receivable, ICC article numbers (UCP 600, URDG 758), insurer policy numbers, votes and
meeting dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as trade-finance funds state them: compliance's reply after checking the signed
  investment guidelines, CC minutes with a quorum line, a monthly investor report line between
  the funded amount and arrears, a risk-system limits export (a bare number in the constraint's
  unit), the OM's investment restrictions, an anchor investor's side letter, the originating
  bank's participation agreement (BAFT MRPA schedule), a "Limit / Position at 31 May /
  Compliant?" table whose position is a decoy, and an IC e-mail approval, each form in turn;
  number forms "15%", "15 per cent", "15.0%" and, for tenor, "120 days", "120 calendar days",
  "120d"; subjects: single-obligor concentration, exposure to any one emerging-market country,
  the weighted average tenor (days to maturity, in days), the uninsured share of the book, any
  one commodity sector, and a floor on the share credit-insured or investment-grade;
* requests deferring the limit to a bracketed clause in the draft guidelines, a blank in the
  side-letter draft, a CC that has not set it, a credit insurer's policy schedule not yet
  received, or the investment committee's next meeting;
* provenance misquoting its source: a draft guidelines figure changed in the signed version
  (in prose, or as a redline with the investor comment that agreed it), a side-letter request
  the anchor investor refused or a CC that declined the PM, the book's month-end position in the
  investor report (in prose or a "Limit / Month-end position / Guideline" table), another
  figure in the fund's term sheet (advance rate, dilution reserve, the insurer's indemnity
  level, the maximum tenor of a single receivable), and a predecessor fund's or the originating
  bank's figure quoted for comparison;
* mandates as the guidelines' section 4 restrictions in the mandate's fields
  (`investment_guidelines.section_4_investment_restrictions.4.3`), an anchor investor's side
  letter, a credit insurance policy schedule's special conditions, the CC approval's conditions
  in the mandate's fields (`credit_committee_approval.conditions[2]`) and a BAFT MRPA schedule;
* latitude granted as a CC delegation to the PM, a target range in the OM, a "Parameter / Range
  / Who decides" table and an e-mail from the CIO; refused as a fixed guideline whose band is
  only an investor notification level, CC minutes declining the PM, and a note that CC has not
  delegated it; each twin the same text granting it;
* objectives as the OM's fund objective, a CC paper, the monthly investor report, an investor's
  e-mail and IC minutes, with an earlier draft quoted or struck out in the same text and a later
  message from the CIO replacing an earlier one;
* leakage as a trade-finance desk writes it: a dilution reserve, obligor default probabilities,
  an eligibility screen's DSO threshold, a discount-margin grid and tenor-bucket loss rates set
  on periods reaching into the test years, and whole sentences (an obligor screen dropping names
  sanctioned later, the insurer's claims paid after the month, receivables found fictitious in a
  later fraud review removed from all history, dilution from final servicer reports with credit
  notes issued later); each clean twin in the same form, ending before the first test date
  (2 January 2015);
* trend claims on Brennmoor Trading plc (a listed metals, energy and agri commodity trader, an
  obligor in the book and a buyer under one of its programmes) — revenue, days sales
  outstanding (in days), net working capital and net debt over twelve quarters (2020 Q1–2022
  Q4, through the 2020 slump and the 2021–22 commodity price spike), as a CC counterparty
  paper, the monthly investor report, an "Obligor / Analyst comment" table, the credit insurer's
  buyer review and a chat from the analyst to the PM; magnitudes as "roughly 12%", "more than
  45%", "just short of 15%", "by 3.6 days"; horizons covered by the series against uncovered ones
  ("since its 2011 listing"). Whether a claim holds is computed from the series: true, false,
  or too close to call (never used).

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

SEED: Final = 20270123
KINDS: Final = ALL_KINDS
TAG: Final = "zzb"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzbz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzbz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzbz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzbz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzbz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzbzz"


# --- numbers as trade-finance funds, their banks and insurers write them ----------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: "15%", "15 per cent", "15.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _day_forms(value: float) -> dict[str, str]:
    """A tenor: "120 days", "120 calendar days", "120d"."""
    return {
        "days": f"{_g(value)} days",
        "calendar": f"{_g(value)} calendar days",
        "d": f"{_g(value)}d",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how trade-finance people name it, its key in the risk
    system's limits table, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_OBLIGOR: Final = _Subject(
    ("max_single_obligor_weight", "singleObligorCap"),
    (
        "exposure to any single obligor",
        "single-obligor concentration",
        "the largest single-buyer exposure",
    ),
    "single_obligor_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_em_country_weight", "emSingleCountryCap"),
    (
        "exposure to any one emerging-market country",
        "single-country EM exposure",
        "country risk on any one non-OECD jurisdiction",
    ),
    "em_country_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_TENOR: Final = _Subject(
    ("max_weighted_avg_tenor_days", "waTenorCapDays"),
    (
        "the weighted average tenor of the book",
        "WA days to maturity",
        "the portfolio's average remaining tenor",
    ),
    "wa_tenor_days_max",
    "days",
    (60, 120, 180),
    _day_forms,
)
_UNINSURED: Final = _Subject(
    ("max_uninsured_share", "uninsuredRetentionCap"),
    (
        "the uninsured share of the book",
        "uninsured (retained) exposure",
        "exposure not covered by credit insurance",
    ),
    "uninsured_max",
    "fraction",
    (0.2, 0.3, 0.4),
    _share_forms,
)
_COMMODITY: Final = _Subject(
    ("max_commodity_sector_weight", "commoditySectorCap"),
    (
        "exposure to any one commodity sector",
        "single-sector commodity exposure (metals, energy or softs)",
        "the largest commodity-sector concentration",
    ),
    "commodity_sector_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _share_forms,
)
_COVERED: Final = _Subject(
    ("min_insured_or_ig_share", "insuredOrIgFloor"),
    (
        "the share of the book credit-insured or rated investment grade",
        "insured-or-IG obligor exposure",
        "the portion of receivables on credit-insured or investment-grade obligors",
    ),
    "insured_or_ig_min",
    "fraction",
    (0.6, 0.7, 0.75),
    _share_forms,
    floor=True,
)
#: the floor last: the range cases take the caps before it
_SUBJECTS: Final = (_OBLIGOR, _COUNTRY, _TENOR, _UNINSURED, _COMMODITY, _COVERED)

_RATIONALES: Final = (
    "typical for a trade-finance fund of this size",
    "in line with what other supply-chain-finance funds disclose in their OMs",
    "what the placement agent says investors expect",
    "a conservative placeholder until the guidelines are signed",
    "the level Fund I ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the fund's trade-finance programmes and participations under its "
    "investment guidelines",
    "the best risk-adjusted return within the fund's investment guidelines",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents state it")
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
    "re-run the target weights after onboarding the Halvorsen Metals RPA (USD 75m facility)",
    "size our participations in the two new pre-export finance deals (Ghana cocoa, Peru copper)",
    "rebalance the book between payables finance and confirmed LCs for Q3",
    "set target weights for the supply-chain-finance sleeve ahead of the December close",
    "rework the allocation so the SOFR + 450bp net target still holds",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still in square brackets in the draft guidelines (anchor investor "
    "comment outstanding)",
    "{noun}: left blank in the side-letter draft (the investor's counsel hasn't come back)",
    "CC hasn't set a limit on {noun} for the new programme yet",
    "the limit on {noun} waits on the credit insurer's policy schedule, which hasn't come through",
    "the limit on {noun} goes to the investment committee next month",
)
_REQUEST_FRAMES: Final = (
    "Portfolio desk, to do\n* {task}\n* open: {deferral}",
    "Hi both,\n\nPost the investor call, can you {task}? {Deferral}.\n\nCheers, Anneke "
    "(Head of Portfolio)",
    "IB chat (09:14) from the PM: {task} pls. {Deferral}, so flag anything that hangs on it",
    "Monthly investor report is out (USD 412m funded, 96.8% of receivables current). Next up: "
    "{task}.\nNB: {deferral}.",
    "Ops here, not credit. Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. Checked the signed investment guidelines (s. 4): {noun} must be {nomore} "
        "{v}. Ping me if you need the OM wording as well. Farah, Legal & Compliance",
        "figures",
    ),
    (
        "CC minutes, 14 March. Quorum present: four of five voting members.\n"
        "Item 3: the Committee approved a {limit} of {v} for {noun} across the fund.",
        "figures",
    ),
    (
        "Monthly investor report, portfolio section: USD 388.4m funded, arrears over thirty "
        "days at 2.1% of the book. Under the guidelines {noun} is held at {nomore} {v}.",
        "figures",
    ),
    (
        "Limits export (risk system, book TF-OPP, limits table):\n    fund: Trade Finance "
        "Opportunities\n    {key}: {v}\n    approved_by: CC",
        "bare",
    ),
    (
        "From the OM, Investment Restrictions: '{Noun} will be subject to a {limit} of {v}.'",
        "figures",
    ),
    (
        "Side letter with Nordvik Pensjon, para 3(c): the Investment Manager shall keep {noun} "
        "at {nomore} {v}.",
        "figures",
    ),
    (
        "Participation agreement with the originating bank (BAFT MRPA, Schedule 2, Participant "
        "conditions): {noun} shall be {nomore} {v} on each transfer date.",
        "figures",
    ),
    (
        "| Limit | Position at 31 May | Compliant? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Y |",
        "table",
    ),
    (
        "IC approval by e-mail, all four members in favour: {Noun}: {limit} {v}, effective from "
        "the next funding date.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.1 if s.floor else value * 0.7, 6)


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
    "eligibility_and_sanctions": [
        "No obligor, seller or goods connected with a jurisdiction under OFAC, EU or UK sanctions.",
        "No financing of arms, thermal coal or conflict minerals.",
        "KYC on the seller and every obligor before the first purchase under a programme.",
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

#: a figure beside the limit in the same term sheet: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_obligor_max": ("advance rate on eligible receivables", 0.9),
    "em_country_max": ("dilution reserve", 0.08),
    "wa_tenor_days_max": ("maximum tenor of any single receivable", 270),
    "uninsured_max": ("insured percentage under the credit insurance policy", 0.9),
    "commodity_sector_max": ("advance rate on warehoused inventory", 0.85),
    "insured_or_ig_min": ("dilution reserve", 0.08),
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
    if structure == 0:  # a draft guidelines figure changed in the signed version
        wrong_value = _away(s, value, 1.5, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft investment guidelines (v4, sent to the anchor investor in May) had "
                f"{wrong} for {noun}. After the investor's comments the signed version, s. 4.3, "
                f"says {right}."
            )
        else:
            text = (
                f"Guidelines redline, s. 4.3(b): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Investor comment 9: agreed, accepted in the execution version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Side-letter negotiation: we asked the anchor investor to accept {wrong} for "
                f"{noun}. They said no, and through the MFN clause the OM {_limit(s)} of {right} "
                "applies to every investor."
            )
        else:
            text = (
                f"CC minutes, item 4: the PM asked to take {noun} to {wrong} for the Santos "
                f"coffee pre-export facility. Declined (one for, four against); the limit stays "
                f"at {right}."
            )
    elif structure == 2:  # the book's month-end position in the investor report
        wrong_value = _away(s, value, 0.7, 0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Monthly investor report (May): {noun} stood at {wrong} at month-end, inside "
                f"the guidelines' {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | Month-end position | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same term sheet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Fund term sheet (Trade Finance Opportunities, Class B)\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or the originating bank's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, Fund I's guidelines allowed {wrong} for {noun}. Fund II's are "
                f"tighter: {right}."
            )
        else:
            text = (
                f"Our guidelines set {noun} at {right}. (The originating bank says {wrong} is "
                "standard on its distribution desk, but our investors wouldn't sign up to it.)"
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


# --- mandate clauses as guidelines, side letters, policies, CC approvals and MRPAs -------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the guidelines' section 4 restrictions in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, tested on each purchase date."
        section: dict[str, JsonValue] = {
            "4.1": "Eligible assets: short-term trade receivables, payables and LC instruments.",
            "4.2": "No single seller above 25% of funded exposure.",
            "4.3": clause,
        }
        return (
            {"investment_guidelines": {"section_4_investment_restrictions": section}},
            None,
            "investment_guidelines.section_4_investment_restrictions.4.3",
        )
    if shape == 1:
        letter = (
            "SIDE LETTER: Nordvik Pensjon (anchor investor, USD 150m)\n"
            "1. Reporting: monthly investor report within 15 business days of month-end.\n"
            f"2. Concentration: the Investment Manager shall ensure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "3. Excuse right: no exposure to obligors in sanctioned jurisdictions."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        policy = (
            "TRADE CREDIT INSURANCE POLICY SCHEDULE, policy no. TCI/0448/GB (whole turnover)\n"
            "Insured percentage: 90% of the indemnifiable loss. Waiting period: 150 days.\n"
            f"Special condition 7: the Insured shall ensure {noun} is {_no_more(s)} {written}, "
            "failing which cover on new shipments is suspended.\n"
            "Special condition 9: overdue accounts notified within 60 days of due date."
        )
        return None, policy, MANDATE_ID
    if shape == 3:  # the CC approval's conditions in the mandate's fields
        conditions: list[JsonValue] = [
            "Each programme reviewed annually; any seller downgraded to 7 or worse goes to CC.",
            "Dilution reserve of at least the highest three-month dilution in the last year.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"credit_committee_approval": {"reference": "CC-2024-031", "conditions": conditions}},
            None,
            "credit_committee_approval.conditions[2]",
        )
    mrpa = (
        "MASTER RISK PARTICIPATION AGREEMENT (BAFT form), Schedule 3: Participant's Portfolio "
        "Conditions\n3.1 Participations are unfunded unless a Participation Advice says funded.\n"
        f"3.2 {_cap(noun)}, taken across all Participation Advices, shall be {_no_more(s)} "
        f"{written}.\n"
        "3.4 Underlying instruments are subject to UCP 600 or URDG 758 as the case may be."
    )
    return None, mrpa, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the receivables book; every investment guideline applies.",
    "Re-run the fund's target weights inside the limits in our documents.",
    "Before the investor report goes out, re-optimise the book within the investment restrictions.",
    "Add the Halvorsen Metals RPA to the book, staying within all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "CC delegation to the PM: {noun} may be set anywhere between {lo} and {hi} without coming "
    "back to the Committee.",
    "OM, Investment Policy: {noun} has a target range of {lo} to {hi}; the Investment Manager "
    "decides where in the range to run it.",
    "| Parameter | Range | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (no "
    "investor consent needed inside the range) |",
    "E-mail from the CIO: your call on {noun}; anything from {lo} up to {hi} is fine by CC.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The guidelines fix {noun} at {point}. The {lo}–{hi} band in the OM only sets when "
        "investors must be told; it gives the PM no discretion.",
        "The guidelines let {noun} sit anywhere in the {lo}–{hi} band in the OM; the PM "
        "chooses the level.",
    ),
    (
        "CC minutes, item 5: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Declined: it stays at {point} until the annual guidelines review.",
        "CC minutes, item 5: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the PM may choose within that range.",
    ),
    (
        "Note to the portfolio desk: CC has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the portfolio desk: CC has delegated the level of {noun} to you. Anywhere in "
        "{lo}–{hi} is fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the guidelines' fields, as a mandate message, or in the CC's terms of
    reference."""
    if shape == 0:
        return {"investment_guidelines": {"section_4_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authority matrix (approved by CC)\n\n{text}"
    return {"cc_terms_of_reference": {"annex_b": [text, "CC meets every Tuesday."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
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

#: whole statements of each objective, as the OM, a CC paper, the monthly investor report, an
#: investor's e-mail and IC minutes put them; the first of each is one line, so that it can be
#: struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (OM, section 2): the best return per unit of risk across the book, "
        "i.e. the highest Sharpe ratio.",
        "CC paper, portfolio construction:\nweight the programmes for the highest Sharpe "
        "ratio, the most return for each unit of volatility.",
        "Monthly investor report: the Investment Manager runs the book to earn as much as it "
        "can for the risk it takes, measured by the Sharpe ratio.",
        "Investor e-mail: as we read the OM you're after the best risk-adjusted return, so "
        "please maximise the Sharpe ratio.",
        "IC minutes, item 6: NOTED that the book is weighted to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Fund objective (OM, section 2): the steadiest, least volatile book of short-dated "
        "trade assets we can build.",
        "CC paper, portfolio construction:\nweight the programmes for minimum variance, with no "
        "view on expected returns.",
        "Monthly investor report: for a cash-plus trade-finance fund the Investment Manager "
        "wants the lowest volatility available, whatever the return forecasts say.",
        "Investor e-mail: our treasury wants a cash-like ride; please minimise the portfolio's "
        "variance and leave return forecasts out of it.",
        "IC minutes, item 6: NOTED that the book is weighted to minimise variance.",
    ),
    "tracking": (
        "Fund objective (OM, section 2): the liquidity sleeve follows the ICE BofA 0-3 Month US "
        "Treasury Bill Index as closely as possible.",
        "CC paper, portfolio construction:\nkeep the liquidity sleeve as close to the ICE BofA "
        "0-3 Month US Treasury Bill Index as we can, with the smallest tracking error.",
        "Monthly investor report: the liquidity sleeve mirrors the ICE BofA 0-3 Month US "
        "Treasury Bill Index, with minimal tracking error.",
        "Investor e-mail: can the liquidity sleeve just shadow the ICE BofA 0-3 Month T-bill "
        "index? Minimise tracking error against it, please.",
        "IC minutes, item 6: NOTED that the liquidity sleeve minimises tracking error to the "
        "ICE BofA 0-3 Month US Treasury Bill Index.",
    ),
    "return": (
        "Fund objective (OM, section 2): the highest expected yield on the book, with no "
        "penalty for risk.",
        "CC paper, portfolio construction:\nweight the programmes for the highest expected "
        "return; risk does not enter the objective.",
        "Monthly investor report: to hit the enhanced-yield target the Investment Manager "
        "weights the book to maximise expected return, with no allowance for risk.",
        "Investor e-mail: we're in the enhanced-yield class for return, so just go for the "
        "highest expected return, no risk adjustment.",
        "IC minutes, item 6: NOTED that the book is weighted to maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The OM draft circulated to investors before first close read: "{old}" That was changed '
    "after investor comments; the final wording is:\n\n{new}",
    "~~{old}~~ (struck at IC, 3 October)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please ignore my earlier note on the objective. IC has decided:\n\n{new}",
    "Correction agreed at IC on 3 October (it replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the fund's target weights:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Portfolio desk",
    "Fund at a glance: USD 412m funded, 1,140 obligors, 58-day WA tenor, net return since "
    "launch 7.2% p.a.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the programmes and participations in the fund's "
    "trade-finance book",
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
        "the programme's receivables tape from 2009 to 2019",
        "the programme's receivables tape from 2009 to 2014",
    ),
    ("every servicer report up to March 2017", "every servicer report up to December 2014"),
    (
        "the credit insurer's loss history to 31 March 2020",
        "the credit insurer's loss history to 31 December 2014",
    ),
    (
        "monthly investor reports from Jan 2010 to Jun 2018",
        "monthly investor reports from Jan 2010 to Dec 2014",
    ),
    (
        "quarterly obligor financials from Q1 2010 to Q4 2016",
        "quarterly obligor financials from Q1 2010 to Q4 2014",
    ),
    (
        "the ICC Trade Register data for 2008–2019",
        "the ICC Trade Register data for 2008–2014",
    ),
)
_ACTIONS: Final = (
    "the dilution reserve was calibrated",
    "the obligor default probabilities were fitted",
    "the eligibility screen's DSO cut-off was chosen",
    "the discount-margin grid by obligor grade was set",
    "the loss rates for each tenor bucket were estimated",
)
_LEAK_FRAMES: Final = (
    "CC paper, model assumptions: {action} on {period}.",
    "From the methodology note (rev. 7): {action} using {period}, and that setting is applied "
    "unchanged in all three test folds.",
    "For the investment committee: {action} once, on {period}, before the walk-forward test "
    "was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The obligor screen drops any name that was ever put on the OFAC SDN or EU sanctions "
        "list, from the start of the data, whenever the designation came.",
        "The obligor screen drops a name only from the date it was put on the OFAC SDN or EU "
        "sanctions list.",
    ),
    (
        "Each month's weights use, among other inputs, the claims the credit insurer paid on "
        "each buyer, including claims settled after that month.",
        "Each month's weights use, among other inputs, the claims the credit insurer had paid "
        "on each buyer by the end of the month before.",
    ),
    (
        "Receivables later found to be fictitious in the 2016 fraud review are taken out of the "
        "whole history before the backtest.",
        "Receivables later found to be fictitious stay in the history as booked until the month "
        "the fraud came to light.",
    ),
    (
        "Dilution per seller is taken from the final servicer reports, credit notes issued after "
        "each month-end included.",
        "Dilution per seller is taken as each month's servicer report gave it at the time.",
    ),
)
_LEAK_ASKS: Final = (
    "IC wants a walk-forward backtest (three folds) of the proposed book weighting before the "
    "next close.",
    "Please back-test the insured/uninsured overlay walk-forward, in three folds, for CC.",
    "Portfolio desk action: run a three-fold walk-forward test of the fund's weighting model.",
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

_COMPANY: Final = "Brennmoor Trading"
_ENTITY: Final = "ent_brennmoor_trading"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the twelve months to December 2022", (7, 11)),
    ("over the two years to end-2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between June 2020 and June 2022", (1, 9)),
    ("over the first half of 2021", (3, 5)),
    ("in the nine months to September 2022", (7, 10)),
    ("since its 2011 listing", None),
    ("through the 2014–15 commodity downturn", None),
    ("over the last full commodity cycle", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_days = partial(_change_by, "by {:.1f} days", 0.5)


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
            38400.0,
            29100.0,
            33800.0,
            37600.0,
            41200.0,
            46900.0,
            52300.0,
            58800.0,
            66400.0,
            74100.0,
            69800.0,
            63200.0,
        ),
        ("Revenue", "Brennmoor Trading's revenue", "Group turnover"),
        (
            ("{s} grew {m}", rose),
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
        "days_sales_outstanding",
        (31.0, 38.5, 35.2, 33.4, 32.1, 30.6, 29.8, 31.5, 33.9, 36.2, 37.4, 35.1),
        ("DSO", "Brennmoor Trading's days sales outstanding", "Debtor days"),
        (
            ("{s} lengthened {m}", rose),
            ("{s} shortened {m}", fell),
            ("{s} never lengthened from one quarter to the next", never_rose),
            ("{s} did not shorten", held_up),
            ("{s} did not lengthen", held_down),
        ),
        _by_days,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_working_capital",
        (
            6100.0,
            5200.0,
            5600.0,
            6300.0,
            7400.0,
            8600.0,
            9900.0,
            11800.0,
            13900.0,
            15200.0,
            13600.0,
            12100.0,
        ),
        ("Net working capital", "Brennmoor Trading's working capital", "NWC"),
        (
            ("{s} increased {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
            ("{s} did not build", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            4200.0,
            5100.0,
            4700.0,
            4400.0,
            4900.0,
            5800.0,
            6900.0,
            8100.0,
            9400.0,
            10200.0,
            8800.0,
            7600.0,
        ),
        ("Net debt", "Brennmoor Trading's net debt", "Group net debt"),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} was not reduced", held_up),
            ("{s} did not go up", held_down),
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
    up_all="{s} was higher than a year earlier in every quarter of 2022",
    down_all="{s} was lower than a year earlier in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year between Q4 2020 and Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, between Q4 2020 and Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "CC counterparty paper (Brennmoor Trading plc, buyer limit USD 150m): {claim} [1].",
    "Monthly investor report, obligor commentary: {claim} [1]; our exposure to the name stays "
    "inside the single-obligor cap.",
    "| Obligor | Analyst comment |\n|---|---|\n| Brennmoor Trading plc | {Claim} [1] |",
    "Credit insurer's buyer review (grade unchanged, limit held): {claim} [1].",
    "Chat, credit analyst to PM: fyi {claim} [1], so I'd leave the buyer limit where it is",
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
    """Batch ZZB: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
