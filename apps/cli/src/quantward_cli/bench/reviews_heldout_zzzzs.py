"""Held-out batch ZZZZS: every flaw kind again, in the voice of a US state public employees'
retirement system: the Wyandot Public Employees' Retirement System ("WyPERS", "the System"; a
fictional defined-benefit public pension plan of a fictional state, with some $48.2 billion of
System assets at March 31, 2025, a funded ratio of 72.4 percent and an actuarial assumed rate of
return of 6.75%), governed by a Board of Trustees under the Wyandot Retirement Code (Title 38, §
38-1207, the prudent investor and investment-limit sections). Its people and papers, written in
American English as a US public pension board's trustees, staff, consultant, custodian and auditor
write it: the Board of Trustees (Chair Margaret Okafor-Reyes; Board Secretary Janet Pruitt; Trustees
Alvarez, Kim, Delgado and Whitaker) and its Investment Committee, their meeting minutes with
motions, seconds and roll calls ("Trustee Alvarez moved, seconded by Trustee Kim, to approve…",
"Roll call vote: 7 ayes, 2 nays; motion carried", "the motion failed on a roll call vote of 4 ayes,
5 nays", "tabled until the May meeting", "withdrawn by staff", "the motion died for lack of a
second"), the Executive Director and the Chief Investment Officer (Renee Castellano) with her
e-mails ("From / To / Subject: RE: …", "per the IPS", "FYI", "heads up") and the Deputy CIO's
(Marcus Whitfield's) Teams messages; the Investment Policy Statement (IPS) with its asset allocation
policy (a target and a range per asset class: "target …%, range …%–…%"), its rebalancing and
delegation-of-authority provisions and a redline of section II.B; the private markets pacing plan
(FY 2026 commitments of $850 million); the general investment consultant's (Halsey Rowe
Consulting's) asset-liability study memo; the staff recommendation memo; the custodian's (Granite
Trust Company's) compliance rule setup and compliance report; the State Auditor's finding letter
(Audit Report No. 2025-117); an external manager's (Ridgeway Harbor Capital Management, LLC's)
Investment Management Agreement, Exhibit B, and its side letter; the Board's delegation of authority
resolution (Resolution 2024-09); and the Annual Comprehensive Financial Report. Its number forms are
American: a decimal point and comma thousands ("$48.2 billion", "$850 million", "$1.2B", "1,284,500
shares"), "%" with no space ("49%", "49.0% of total System assets"; a US paper writes no space
before it) beside "percent" ("49 percent"), "basis points" and "bps", "percentage points", "1.2x"
and "times", fiscal years ending June 30 ("FY 2024", "the fiscal year ended June 30, 2024", "fiscal
year-to-date"), dates month first ("March 20, 2025", "3/31/2025"), "trailing five-year", "since
inception", and numbers in words where minutes, resolutions and the Retirement Code write them,
hyphenated ("forty-nine percent", "one hundred fifty basis points", "sixty days"); the trend claims
use the past tense of a trend and its negation (rose, fell, increased, declined, improved,
deteriorated, shrank, grew; did not decline, did not increase, did not deteriorate, never declined,
never rose).

Batch ZZZZS is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend series
and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD (read for
shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id prefixes of `libs/contracts` (constraint units, walk-forward windows, message kinds)
and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer, reviewer or
validator test, validator, policy, `reviews.py` beyond its batch tuple, benchmark result,
benchmark document, ADR or other batch was read, and it was not run against the reviewers or the
validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and ZZZZD's
where the loops allow: SEVEN subjects (five caps - Public Equity, Private Equity, assets with any
one external manager, the Total Fund's active risk in bps and, new, the overlay program's
leverage as a CAP on a MULTIPLE of net assets - and two floors: Core Fixed Income as a share and
liquidity in days of net benefit payments; no count); limits in words one style in THREE (the
default `words_every`), said where minutes, the Retirement Code or a resolution would; the
misquote loop pairing each structure by a pairing of its own (`pair=2 * i + i // 5`: seven shares
no factor with the steps, so each structure meets four or five subjects and every subject is
misquoted), one structure in four wordings (the motion failed on a roll call, tabled until the
May meeting, withdrawn by staff, died for lack of a second); the invented limit's answer in FIVE
forms taken in turn (`i % 5`, odd, so each form meets both modes), on the subject `5 * i + 2`:
the Board's minutes (words wherever the value has them), the CIO's e-mail and the Deputy CIO's
Teams message (chat answers), the IPS's section IV given BEFORE the request (`mandate`,
`answer_first`, cited as a clause) and the custodian's compliance rule setup sent AFTER it
(`template_inputs`, "Limit Value: 0.4900" in the constraint's unit with four decimals); every
other strategy case from the FIRST pair under a mandate bounding other things (`other_at=0`);
breaches in SIX shapes held four cases each (`shape=(i // 4) % 6`, each shape in both modes), on
the subject `3 * i + 5`, at 1.2 of a cap and 0.75 of a floor, uncited twins at 0.85 of a cap and
1.25 of a floor, the clause cited unless `(i + i // 4) % 4 == 3` (one case in four, every shape
cited thrice and uncited once, uncited in both modes) - the IPS's asset allocation policy as a
list of records (`investment_policy_statement.section_iv_limits[3].limit`), the State Auditor's
finding letter, the Retirement Code's section in words (`§ 38-1207(c)`), the Board's minutes as
records by item (`board_minutes_2025_03_20.item_7`), the manager's IMA Exhibit B and the Board's
delegation of authority resolution; asset allocation ranges over FOUR caps (Public Equity,
Private Equity, one manager, active risk; `turn=i + i // 4`) whose low end is four fifths of the
top (`low_ratio=0.8`, as "39%–49%" is nearly), each granted case assuming the policy target (the
middle, the default), the flawed value 1.2 of the top, refused at `i % 6` in (1, 4) with the
allocation fixed at the range's low end (`point="lo"`; the motion failed, tabled, withdrawn by
staff, died for lack of a second), placed in FIVE shapes (`i % 5`, each in both modes); objectives
in FIVE structures with a slide of two every five cases (`structure=(i + 2 * (i // 5)) % 5`,
each in both modes; the wanted objective `3 * i + 2`),
three withdrawing an earlier wording in the same text (the Board's minutes in which a substitute
motion carried and the original was withdrawn, the CIO's e-mail "CORRECTION", and an IPS redline
"[deleted: …] [inserted: …]"), one replaced by a later message; leakage over FOUR ANCHORED
fiscal-year walk-forward folds (each trained from July 1, 2009 to the June 30 before a single
fiscal year of test, FY 2018 - FY 2021, NYSE sessions), the whole sentence at every third case
from the FIRST (`sentence_at=0`), placed in the evidence's description first; and a trend request
of its own (the Investment Committee's proxy voting and engagement item, a staff memo heading, an
as-of date after the Q4 2024 earnings release) over SIXTEEN quarters (Q1 2021 - Q4 2024) comparing
2024 with 2023 (`end=15`), a double-digit compound FALL claimed too (`shrinking=True`: the coal
fleet's revenues), special pairs taken every THIRD case in turn (`special_step=3`), one extra frame
part drawn per claim (`frame_parts`: the System's market value in the holding) and a signed series
(net income, a loss in the Q2 2022 impairment quarter).

Decoy numbers (no truth depends on them): System assets ($48.2 billion), the funded ratio (72.4
percent), the assumed rate of return (6.75%), which is followed and not optimized, the return for
the fiscal year ended June 30, 2024 (9.4%), fiscal year-to-date (5.1%), trailing five-year (7.2%)
and since inception (8.1%), the FY 2026 private markets pacing of $850 million and a $1.2B
commitment, monthly benefit payments ($312.6 million), the Fed's 25 basis points, roll call votes
(7 ayes, 2 nays; 4 ayes, 5 nays), item and section numbers, the audit report number and its
response date (June 13, 2025), the compliance report's "Actual" and "Utilization" beside a limit,
other limits beside it in the IPS's Appendix A, the duration band of 4 to 7 years and the BBB-
quality floor, the NASRA peer median and the consultant's unconstrained portfolio quoted for
comparison, the watched company's market value, shares and dividend ($0.74 per share). Its parts:

* limits as the System's people state them: Public Equity (a cap: "49%", "49.0% of total System
  assets", "49 percent", "forty-nine percent"), Private Equity ("15%", "15.0% of the Total Fund at
  market value", "fifteen percent"), any one external manager ("10%", "10.0% of System assets"),
  active risk ("150 bps", "150 basis points", "1.50 percentage points annualized", "one hundred
  fifty basis points"), overlay leverage (a cap, a multiple: "1.2x", "1.20 times net assets", "1.2
  times"), Core Fixed Income (a floor: "18%", "18.0% of the Total Fund", "eighteen percent") and
  liquidity (a floor in days: "60 days", "60 days of net benefit payments", "60 calendar days",
  "sixty days");
* requests (the CIO's e-mail, the Investment Committee's agenda, a Teams message, a staff memo,
  the consultant's open items list and a State Auditor request for information) deferring the
  limit to a Board meeting not yet held, an item tabled until the May meeting, a limit withdrawn
  by staff, a draft IPS reading "[TBD by the Board]", the consultant's asset-liability study not
  yet delivered or the State Auditor's response not yet received;
* provenance misquoting its source: the IPS adopted September 17, 2021 or a staff draft; a motion
  that failed, was tabled, withdrawn by staff or died for lack of a second; the custodian's
  compliance report's actual (prose, or a "Limit / Actual as of 3/31/2025 / Maximum/Minimum /
  Utilization" table); another limit beside it in the IPS's Appendix A; the NASRA peer median or
  the consultant's unconstrained portfolio;
* latitude granted as the IPS's asset allocation policy (a target and a range), an "Asset Class /
  Policy Target / Minimum / Maximum / Authority" table, a Board motion that carried, the
  delegation of authority to the CIO and the IMA side letter; refused as above, each twin the same
  text granting it; placed in the IPS (fields), an excerpt of the minutes (a message), the
  delegation of authority resolution (fields), the Board Chair's e-mail (a message) and the
  consultant's memo (a message);
* objectives as the IPS's section II, a Board motion, the Investment Committee's minutes and the
  consultant's asset-liability study, some saying what is not the aim ("not tracking error",
  "Not Sharpe") and some beside the assumed rate of 6.75%;
* leakage as the consultant's asset-liability study, the staff memo and the internal audit write
  it: capital market assumptions, rebalancing bands, the currency hedge ratio, a model of
  contributions and benefit payments and the private markets pacing model fitted on periods
  reaching into the test fiscal years (the S&P 500, the Russell 3000, CPI-U, the System's own cash
  flows, the Treasury curve, Bloomberg US Aggregate spreads, NCREIF ODCE returns), and whole
  sentences (today's mortality improvement scale applied back, today's S&P 500 constituents, the
  2025 restricted securities list in every year, final audited NAVs used before they came); each
  clean twin in the same form, ending before the first test date, and where the data come out
  late, ending where they were out before it;
* trend claims on Calloway Basin Energy, Inc. (NYSE: CBEX; a fictional Ohio Valley utility the
  System holds in its internally managed equity portfolio) - operating revenues ($ millions, faster
  in 2024 than 2023), operating margin (moves in percentage points), net debt/EBITDA (x; lower is
  better), coal generation revenues ($ millions, a double-digit compound fall from Q4 2022 to Q4
  2024) and net income (signed, $ millions) over sixteen quarters, as the staff memo to the
  Investment Committee, the Investment Committee's minutes, the analyst's Teams note (the claim
  first), a "Company / Ticker / Market Value / Staff Comment" table and the proxy voting report;
  horizons covered by the series against uncovered ones ("since its 1987 IPO"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _clause_cite_as,
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

SEED: Final = 20270192
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzs"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspn0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspn1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspn2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzspn3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzspn5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzspnd"

_SYSTEM: Final = "Wyandot Public Employees' Retirement System"
_CIO: Final = "Renee Castellano"
_DEPUTY: Final = "Marcus Whitfield"
_CHAIR: Final = "Margaret Okafor-Reyes"
_SECRETARY: Final = "Janet Pruitt"
_CONSULTANT: Final = "Halsey Rowe Consulting"
_CUSTODIAN: Final = "Granite Trust Company"
_MANAGER: Final = "Ridgeway Harbor Capital Management, LLC"


# --- numbers as a US public pension's staff, consultant and Board write them --------------------


def _pct(value: float) -> str:
    """A share in percent with a decimal point: "49", "2.5"."""
    return _g(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("49.0", "2.5"), else in full:
    the IPS's tables always show a decimal."""
    p = round(value * 100, 6)
    return f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p)


#: the limits' values in words, as minutes, resolutions and the Retirement Code write them
_WORDS: Final[dict[float, str]] = {
    0.08: "eight",
    0.1: "ten",
    0.12: "twelve",
    0.13: "thirteen",
    0.15: "fifteen",
    0.17: "seventeen",
    0.18: "eighteen",
    0.2: "twenty",
    0.47: "forty-seven",
    0.49: "forty-nine",
    0.52: "fifty-two",
    30.0: "thirty",
    60.0: "sixty",
    90.0: "ninety",
    100.0: "one hundred",
    150.0: "one hundred fifty",
    200.0: "two hundred",
}


def _words(value: float, unit: str) -> dict[str, str]:
    """The value in words with its unit, under the key "w", when the papers have a word for it."""
    said = _WORDS.get(round(value, 6))
    return {} if said is None else {"w": f"{said} {unit}"}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "49%", "49.0% of {tail}", "49 percent", "forty-nine percent"."""
    return {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% of {tail}",
        "pr": f"{_pct(value)} percent",
        **_words(value, "percent"),
    }


def _te_forms(value: float) -> dict[str, str]:
    """Active risk in basis points: "150 bps", "150 basis points", "1.50 percentage points
    annualized", "one hundred fifty basis points"."""
    n = _g(value)
    return {
        "b": f"{n} bps",
        "bp": f"{n} basis points",
        "pp": f"{value / 100:.2f} percentage points annualized",
        **_words(value, "basis points"),
    }


def _leverage_forms(value: float) -> dict[str, str]:
    """Overlay leverage as a multiple of net assets: "1.2x", "1.20 times net assets", "1.2
    times"; no words (a resolution writes the figure)."""
    return {"x": f"{_g(value)}x", "t": f"{value:.2f} times net assets", "tm": f"{_g(value)} times"}


def _days_forms(value: float) -> dict[str, str]:
    """Liquidity in days: "60 days", "60 days of net benefit payments", "60 calendar days",
    "sixty days"."""
    n = _g(value)
    return {
        "d": f"{n} days",
        "bd": f"{n} days of net benefit payments",
        "cd": f"{n} calendar days",
        **_words(value, "days"),
    }


@dataclass(frozen=True)
class _Forms(WrittenForms):
    """Another set of a limit's forms: an asset allocation range's short forms ("39%–49%")."""

    forms: Callable[[float], dict[str, str]]


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the System's people name it, its rule id in the
    custodian's compliance system, the values it takes, its written forms and whether it is a
    floor (a minimum). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_public_equity_share", "publicEquityMax"),
    ("Public Equity", "public equity (domestic and international)", "total public equity"),
    "WYP-PUBEQ-MAX",
    "fraction",
    (0.47, 0.49, 0.52),
    partial(_share_forms, "total System assets"),
)
_PRIVATE: Final = _Subject(
    ("max_private_equity_share", "privateEquityMax"),
    (
        "Private Equity",
        "private equity (buyout, growth and venture)",
        "private equity, all strategies",
    ),
    "WYP-PE-MAX",
    "fraction",
    (0.13, 0.15, 0.17),
    partial(_share_forms, "the Total Fund at market value"),
)
_MANAGER_SHARE: Final = _Subject(
    ("max_single_manager_share", "singleManagerMax"),
    (
        "assets with any one external manager",
        "single-manager concentration",
        "any single manager's mandate",
    ),
    "WYP-MGR-MAX",
    "fraction",
    (0.08, 0.1, 0.12),
    partial(_share_forms, "System assets"),
)
_ACTIVE_RISK: Final = _Subject(
    ("max_active_risk_bps", "activeRiskMax"),
    (
        "Total Fund active risk (tracking error vs. the Policy Benchmark)",
        "ex ante tracking error of the Total Fund",
        "active risk relative to the Policy Benchmark",
    ),
    "WYP-TE-MAX",
    "bps",
    (100.0, 150.0, 200.0),
    _te_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_overlay_leverage_multiple", "overlayLeverageMax"),
    (
        "overlay program leverage (gross exposure to net assets)",
        "gross notional exposure of the overlay program",
        "Total Fund leverage",
    ),
    "WYP-LEV-MAX",
    "multiple",
    (1.1, 1.2, 1.3),
    _leverage_forms,
)
_FIXED_INCOME: Final = _Subject(
    ("min_core_fixed_income_share", "coreFixedIncomeMin"),
    ("Core Fixed Income", "investment-grade core fixed income", "core bonds"),
    "WYP-CFI-MIN",
    "fraction",
    (0.15, 0.18, 0.2),
    partial(_share_forms, "the Total Fund"),
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "liquidityDaysMin"),
    (
        "liquidity coverage (cash and Treasuries)",
        "cash reserve for benefit payments",
        "liquid assets against net benefit payments",
    ),
    "WYP-LIQ-MIN",
    "days",
    (30.0, 60.0, 90.0),
    _days_forms,
    floor=True,
)
#: seven limits, two of them floors (a share and days); a multiple among the caps
_SUBJECTS: Final = (
    _EQUITY,
    _PRIVATE,
    _MANAGER_SHARE,
    _ACTIVE_RISK,
    _LEVERAGE,
    _FIXED_INCOME,
    _LIQUIDITY,
)
#: the caps an asset allocation range is given around here (not leverage: a band under 1x is no
#: leverage at all)
_RANGED: Final = (_EQUITY, _PRIVATE, _MANAGER_SHARE, _ACTIVE_RISK)

_RATIONALES: Final = (
    "per the 2021 IPS",
    "roughly the NASRA peer median",
    "placeholder until the Board acts",
    "consistent with the consultant's asset-liability study base case",
    "a customary cushion inside the limit",
    "per the staff draft of the IPS",
    "the CIO's verbal guidance",
)

#: where a breach's or a range's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Asset allocation of the Total Fund ("
    + _SYSTEM
    + "; public equity, core fixed income, private equity, real assets, credit and cash) within "
    "the limits of the Investment Policy Statement",
    "the best risk-adjusted return for the Total Fund within the IPS limits",
    "solve the asset allocation",
    "the resulting weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "limit adopted by the Board of Trustees in the IPS"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _side(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the Total Fund; System assets were $48.2 billion as of March 31, 2025",
    "prepare the allocation section of the Q1 2025 quarterly investment report",
    "fit the FY 2026 private markets pacing plan ($850 million of commitments) into the policy",
    "rerun the asset-liability study after the Fed's 25 basis point cut",
    "confirm the cash on hand covers benefit payments (about $312.6 million a month)",
)
_DEFERRALS: Final = (
    "the Board takes up the {noun} limit at its May 15, 2025 meeting",
    "the item on {noun} was tabled until the May meeting",
    "staff withdrew the proposed {noun} limit and will bring it back in June",
    "the draft IPS still reads '{noun}: [TBD by the Board]'",
    "the consultant's asset-liability study recommendation on {noun} is not in yet",
    "the State Auditor has not responded on {noun} (Audit Report No. 2025-117)",
)
_REQUEST_FRAMES: Final = (
    "From: "
    + _CIO
    + " (Chief Investment Officer)\nTo: Investment Staff\nSubject: Q2 rebalance\n\nTeam,\n\n"
    "Can you {task}? Heads up: {deferral}.\n\nThanks,\nRenee",
    "AGENDA – Investment Committee, Regular Meeting of April 17, 2025\n1. Call to order and roll "
    "call\n2. Approval of the minutes of March 20, 2025\n3. Staff direction: {task}\n4. Other "
    "business\nNote: {deferral}.",
    "Teams – Marcus W. (9:12 AM): can you {task}? FYI {deferral}",
    "STAFF MEMO\nTo: Investment Committee\nFrom: Investment Staff\nDate: March 27, 2025\nRe: "
    "Interim allocation\n\n{Deferral}. In the meantime, staff is asked to {task}.",
    "Open Items – " + _CONSULTANT + " (as of 3/28/2025)\n#2025-09 | {Task} | owner: CIO | "
    "status: open\nComment: {deferral}.",
    "The State Auditor requests additional information by June 13, 2025.\nThe Executive "
    "Director asks staff first to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {sign}, {side}),
    its value's form ("bare" the number in the constraint's unit as the custodian's system holds
    it, "figures" one of its written forms, "words" a written form or its words), its kind, and
    whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "EXCERPT OF MINUTES – Board of Trustees, " + _SYSTEM + "\nRegular Meeting of March 20, "
        "2025\nItem 7. Investment Policy Statement – Investment Limits\nTrustee Alvarez moved, "
        "seconded by Trustee Kim, to set the limit on {noun} at {sign} {v}. Roll call vote: 7 "
        "ayes, 2 nays; motion carried.\nItem 8 (emerging manager program) was tabled until the "
        "May meeting.\nAttest: " + _SECRETARY + ", Board Secretary",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "From: "
        + _CIO
        + " (Chief Investment Officer)\nTo: Investment Staff; Risk\nSubject: RE: Q2 rebalance"
        "\n\nAll,\n\nPer the IPS as the Board adopted it last week: {noun}, {sign} {v}. That is "
        "the adopted number, not the one in the staff draft.\n\nRenee",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Teams – " + _DEPUTY + " (Deputy CIO), 8:47 AM\nBoard approved it yesterday: {noun} "
        "{sign} {v}. go with that, thx",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "INVESTMENT POLICY STATEMENT – " + _SYSTEM + " (adopted by the Board of Trustees March "
        "20, 2025)\nSection IV. Investment Limits\nIV.A Limits are measured at market value, "
        "including the notional exposure of derivatives.\nIV.D {Noun}: {sign} {v}.\nIV.F Staff "
        "reports any breach to the Executive Director at once and to the Board at its next "
        "regular meeting.",
        "figures",
        "mandate",
        first=True,
    ),
    _Stating(
        "COMPLIANCE RULE SETUP – "
        + _CUSTODIAN
        + " (custodian), Sentinel compliance monitoring\nClient: WyPERS Total Fund\nRule ID: "
        "{key}\nDescription: {noun}\nLimit Type: {side}\nUnit: {unit}\nLimit Value: {v}\n"
        "Source: IPS Section IV (Board adopted)",
        "bare",
        "template_inputs",
    ),
)

#: how the custodian's compliance system names a unit
_UNIT_WORDS: Final = {
    "fraction": "decimal fraction of market value",
    "bps": "basis points",
    "multiple": "multiple of net assets",
    "days": "days",
}


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the custodian's system holds it: a share with four
    decimals ("0.4900", "0.0800"), a multiple with two ("1.20"), else the figure."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "words":  # minutes: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    noun = rng.choice(s.nouns)
    text = _fill(
        stating.frame,
        noun=noun,
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        sign=_sign(s),
        side=_side(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the IPS came
    before the request and is cited as a clause, the custodian's rule setup after it."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_policy_statement": {
        "section_ii_general_provisions": [
            "The Board of Trustees invests the assets of the System solely in the interest of "
            "members and beneficiaries, as a prudent investor would (Retirement Code § 38-1204).",
            "The actuarial assumed rate of return (6.75%) is reviewed in each experience study; "
            "it is not an investment limit.",
            "The funded ratio (72.4 percent at June 30, 2024) is reported to the Board each "
            "fiscal year.",
            "The System does not invest in companies on the restricted securities list "
            "(Sudan and Iran divestment statutes).",
            "Derivatives are used for hedging and efficient exposure only; no short selling.",
            "The Board reviews this IPS at least once each fiscal year.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the IPS's Appendix A: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "WYP-PUBEQ-MAX": ("Emerging markets equity, max.", 0.09),
    "WYP-PE-MAX": ("Venture capital within Private Equity, max.", 0.03),
    "WYP-MGR-MAX": ("Any one emerging manager, max.", 0.015),
    "WYP-TE-MAX": ("Core fixed income active risk, max.", 60.0),
    "WYP-LEV-MAX": ("Risk parity sleeve leverage, max.", 2.5),
    "WYP-CFI-MIN": ("Treasury Inflation-Protected Securities, min.", 0.04),
    "WYP-LIQ-MIN": ("Liquidity under the stress scenario, min.", 20.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a percent, a hundredth of a multiple, a whole basis point or
    day)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the IPS of 2021, or a staff draft
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"The IPS adopted September 17, 2021 set the {_side(s)} for {noun} at {wrong}. "
                f"On March 20, 2025 the Board adopted a new limit of {right}, effective April 1, "
                "2025."
            )
        else:
            text = (
                f"The staff draft (v3, January) had {noun} at {wrong}. The IPS as adopted says "
                f"{right}, and that is what we follow."
            )
    elif structure == 1:  # a motion the Board did not adopt
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"Trustee Delgado moved to change the limit on {noun} to {wrong}. The motion "
                f"failed on a roll call vote of 4 ayes, 5 nays; the limit remains {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Staff had proposed {wrong} for {noun}, but the item was withdrawn by staff "
                f"before the meeting. The IPS limit of {right} stands."
            )
        elif variant % 4 == 2:
            text = (
                f"A motion to move {noun} to {wrong} was tabled until the May meeting (Board, "
                f"March 20, 2025, Item 9). Until the Board acts, the limit is {right}."
            )
        else:
            text = (
                f"Trustee Whitaker moved to set {noun} at {wrong}; the motion died for lack of "
                f"a second. The limit in effect: {_short(s)} {right}."
            )
    elif structure == 2:  # the custodian's compliance report's actual
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Q1 2025 compliance report ({_CUSTODIAN}): {noun} was {wrong} as of 3/31/2025 "
                f"against a limit of {right}. No exceptions."
            )
        else:
            util = value / wrong_value if s.floor else wrong_value / value
            text = (
                "| Limit | Actual as of 3/31/2025 | Maximum/Minimum | Utilization |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | "
                f"{round(util * 100)} percent |"
            )
    elif structure == 3:  # another limit beside it in Appendix A
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Appendix A – Investment Limits (excerpt)\n- " + "\n- ".join(lines)
    else:  # the NASRA peer median or the consultant's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "For comparison only: the NASRA peer median for state systems (FY 2024) on "
                f"{noun} is {wrong}. Our IPS limit is {right}, and that is the one we follow."
            )
        else:
            text = (
                f"{_CONSULTANT}'s asset-liability study: the unconstrained portfolio would have "
                f"put {noun} at {wrong}; the Board kept the IPS limit of {right}."
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
    pair=lambda i: 2 * i + i // 5,
)


# --- mandate clauses: the IPS, the State Auditor's letter, the Retirement Code, the Board's
# minutes, the IMA's Exhibit B and the delegation of authority ---------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the IPS's section IV, as records in a list
        written = s.render(value, style)
        limits: list[JsonValue] = [
            {
                "section": "IV.A",
                "limit": "Limits are measured at market value, including derivatives' notional "
                "exposure; the custodian monitors them daily.",
            },
            {
                "section": "IV.B",
                "limit": "Core fixed income duration of 4 to 7 years; average quality BBB- or "
                "better.",
            },
            {
                "section": "IV.C",
                "limit": "Rebalancing: staff rebalances to target when an asset class reaches "
                "the edge of its range.",
            },
            {"section": "IV.D", "limit": f"{_cap(noun)}: {_sign(s)} {written}."},
        ]
        return (
            {"investment_policy_statement": {"version": "2025-03", "section_iv_limits": limits}},
            None,
            "investment_policy_statement.section_iv_limits[3].limit",
        )
    if shape == 1:  # the State Auditor's finding letter, as a message
        written = s.render(value, style)
        letter = (
            "OFFICE OF THE STATE AUDITOR – STATE OF WYANDOT\nAudit Report No. 2025-117 – "
            + _SYSTEM
            + "\nFinding 2025-03: Investment Limit Monitoring\n\n"
            "Based on our audit and under the Retirement Code, we recommend that the System "
            f"keep {noun} at {_sign(s)} {written}.\nPlease provide a corrective "
            "action plan by June 13, 2025."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the Retirement Code's section, in words where the statute has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
        code = (
            "WYANDOT RETIREMENT CODE, TITLE 38 – § 38-1207. Investment limitations.\n(a) The "
            "Board shall invest the fund as a prudent investor would.\n(c) The Board shall keep "
            f"{noun} at {_sign(s)} {written}, measured at market value.\n(d) The Board may "
            "delegate the management of investments within these limits."
        )
        return None, code, MANDATE_ID
    if shape == 3:  # the Board's minutes, as records by item
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
        items: dict[str, JsonValue] = {
            "item_6": "The Board accepted the Annual Comprehensive Financial Report for FY 2024.",
            "item_7": f"Trustee Alvarez moved, seconded by Trustee Kim, to set {noun} at "
            f"{_sign(s)} {written}. Roll call vote: 7 ayes, 2 nays; motion carried.",
            "item_8": "The emerging manager program was tabled until the May meeting.",
        }
        return {"board_minutes_2025_03_20": items}, None, "board_minutes_2025_03_20.item_7"
    if shape == 4:  # the manager's IMA Exhibit B, as a message
        written = s.render(value, style)
        exhibit = (
            "EXHIBIT B – INVESTMENT GUIDELINES to the Investment Management Agreement between "
            + _SYSTEM
            + " and "
            + _MANAGER
            + "\nB.1 The Manager shall comply with the System's IPS as amended from time to time."
            f"\nB.4 System-level restriction: {noun}, {_sign(s)} {written}.\nB.6 The Manager "
            "shall report any breach within one business day."
        )
        return None, exhibit, MANDATE_ID
    written = s.render(value, style, words=True)
    resolution = (
        "RESOLUTION 2024-09 – Delegation of Investment Authority (adopted by the Board of "
        "Trustees December 12, 2024)\nRESOLVED, that the Chief Investment Officer may implement "
        f"the asset allocation within the IPS ranges;\nRESOLVED FURTHER, that {noun} be kept at "
        f"{_sign(s)} {written};\nRESOLVED FURTHER, that any action outside these limits "
        "requires the prior approval of the Investment Committee Chair."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalance the Total Fund within the IPS, the State Auditor's finding and the manager "
    "agreements.",
    "Per the IPS: update the allocation, within all of our limits.",
    "For the May 15, 2025 Board meeting: optimize the allocation within our limits.",
    "Fit the $1.2B private credit commitment into the portfolio without breaching any limit.",
    "Prepare the FY 2026 policy portfolio proposal; no breaches.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 4) % 4 != 3,
    rationale="the System's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i // 4) % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] around a policy target {mid}: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IPS Section III, Asset Allocation Policy: {noun}: target {mid}, range {lo}–{hi}; within the "
    "range the CIO sets the level.",
    "| Asset Class | Policy Target | Minimum | Maximum | Authority within range |\n"
    "|---|---|---|---|---|\n| {Noun} | {mid} | {lo} | {hi} | CIO |",
    "Trustee Alvarez moved, seconded by Trustee Kim, to authorize staff to set {noun} anywhere "
    "from {lo} to {hi} without further Board action. Roll call vote: 8 ayes, 1 nay; motion "
    "carried.",
    "Between {lo} and {hi}, {noun} is day-to-day portfolio management: the CIO decides it and "
    "reports to the Investment Committee.",
    "Per the side letter to the IMA, the Manager may set {noun} anywhere between {lo} and {hi}; "
    "no further instruction from the System is required within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Board fixed {noun} at {point}. The motion to allow a range of {lo}–{hi} failed on a "
        "roll call vote of 4 ayes, 5 nays; there is no discretion here.",
        "The Board approved a range of {lo}–{hi} for {noun} on a roll call vote of 7 ayes, 2 "
        "nays; within it, staff sets the level.",
    ),
    (
        "A motion to give staff a range of {lo}–{hi} for {noun} was tabled until the May "
        "meeting (Board, March 20, 2025, Item 8). Until then, the level is {point}.",
        "A motion to give staff a range of {lo}–{hi} for {noun} carried unanimously (Board, "
        "March 20, 2025, Item 8). The CIO picks the level within the range.",
    ),
    (
        "Staff recommended a range of {lo}–{hi} for {noun}, but the recommendation was "
        "withdrawn by staff before the meeting; the level stays at {point} until the Board acts.",
        "Staff recommended a range of {lo}–{hi} for {noun}, and the Board adopted the "
        "recommendation; the CIO sets the level within the range.",
    ),
    (
        "Trustee Whitaker moved to give the CIO discretion of {lo}–{hi} on {noun}; the motion "
        "died for lack of a second. The level of {point} remains in effect.",
        "Trustee Whitaker moved to give the CIO discretion of {lo}–{hi} on {noun}; the motion "
        "carried. She picks the level within the range.",
    ),
)


def _band_forms(s: _Subject, value: float) -> dict[str, str]:
    """A range's bound as the IPS's tables write it, without a tail: "39%" or "39.0%" for a
    share, "120 bps" for active risk."""
    if s.unit == "bps":
        return {"b": f"{_g(value)} bps"}
    return {"pc": f"{_pct(value)}%", "p1": f"{_pct1(value)}%"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's minimum, maximum and policy target in one form."""
    lo, hi, mid = _Forms(partial(_band_forms, s)).alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IPS (fields), an excerpt of the minutes (a mandate message), the
    delegation of authority (fields), the Board Chair's e-mail (a mandate message) or the
    consultant's memo (a mandate message)."""
    if shape == 0:
        return {"investment_policy_statement": {"section_iii_asset_allocation": text}}, None
    if shape == 1:
        return None, (
            "EXCERPT OF MINUTES – Board of Trustees, Regular Meeting of March 20, 2025\n"
            f"Item 8. Asset Allocation Ranges\n\n{text}\n\nAttest: {_SECRETARY}, Board Secretary"
        )
    if shape == 2:
        return {
            "delegation_of_authority": {
                "cio_authority": [
                    "The CIO implements the asset allocation policy adopted by the Board.",
                    text,
                ]
            }
        }, None
    if shape == 3:
        return (
            None,
            "From: " + _CHAIR + " (Chair, Board of Trustees)\nTo: " + _CIO + "\nSubject: "
            f"Allocation ranges for FY 2026\n\n{text}\n\nBest regards,\nMargaret",
        )
    return (
        None,
        "MEMORANDUM – " + _CONSULTANT + "\nTo: Investment Committee\nRe: Asset allocation "
        f"implementation\n\n{text}",
    )


_ranges = partial(
    _range_cases,
    subjects=_RANGED,
    turn=lambda i: i + i // 4,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=lambda rng, s: {"noun": rng.choice(s.nouns)},
    point="lo",
    low_ratio=0.8,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_MOTION: Final = "Board of Trustees, motion carried March 20, 2025 (Item 5):\n"
_IC: Final = "Investment Committee minutes, February 20, 2025, Item 4: "

#: whole statements of each objective, as the IPS, a Board motion, the Investment Committee's
#: minutes and the consultant's study put them; the first of each is one line, so that minutes, a
#: redline or a correction can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS Section II.B (Objectives): the highest return per unit of risk - maximize the "
        "Sharpe ratio of the Total Fund.",
        _MOTION + "The Board directed that the asset allocation be chosen for the best "
        "risk-adjusted return (Sharpe ratio); more return for more risk is not the goal.",
        _IC + "the Committee asks staff to optimize risk-adjusted return (Sharpe ratio), not "
        "tracking error against the Policy Benchmark.",
        _CONSULTANT + ", asset-liability study, recommendation: choose the portfolio with the "
        "highest expected return per unit of volatility (max Sharpe). The assumed rate of 6.75% "
        "is monitored separately.",
    ),
    "variance": (
        "IPS Section II.B (Objectives): the least volatile Total Fund possible - a minimum "
        "variance portfolio.",
        _MOTION + "The Board directed that the variance of the asset allocation be minimized; "
        "expected returns are not part of the optimization.",
        _IC + "contribution rate volatility is the Committee's first concern. Minimize the "
        "portfolio's variance regardless of expected returns.",
        _CONSULTANT + ", asset-liability study, recommendation: minimize volatility with no "
        "return target in the optimizer; the 6.75% assumed rate is monitored, not optimized.",
    ),
    "tracking": (
        "IPS Section II.B (Objectives): returns as close to the Policy Benchmark as possible, "
        "with the smallest deviation.",
        _MOTION + "The Board directed that the Total Fund track the Policy Benchmark with the "
        "least active risk (tracking error).",
        _IC + "staff is evaluated against the Policy Benchmark; minimize tracking error "
        "relative to it.",
        _CONSULTANT + ", asset-liability study, recommendation: stay as close to the Policy "
        "Benchmark as possible; we propose weights that minimize ex ante tracking error.",
    ),
    "return": (
        "IPS Section II.B (Objectives): the highest expected return, with no risk penalty in "
        "the objective - the IPS limits handle risk.",
        _MOTION + "The Board directed that the weights seek the highest expected return; risk "
        "is bounded by the IPS limits, not in the objective.",
        _IC + "maximize expected return within the IPS limits; no risk adjustment in the "
        "objective function.",
        _CONSULTANT + ", asset-liability study, recommendation: for the long horizon we model the "
        "portfolio with the highest expected return; the limits handle risk. Not Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Following the Board's action on May 15, 2025, the objective language was amended. It "
    "now reads:\n\n{new}",
    "Renee, 4:05 PM - scratch my note from this morning on the objective. Talked to the "
    "Executive Director:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investment Policy Statement – basis for the asset allocation:\n\n{ask}",
    "{ask}\n\nPlease update the allocation accordingly. – RC",
    "System assets $48.2 billion at 3/31/2025; return for the fiscal year ended June 30, 2024: "
    "9.4% (fiscal year-to-date 5.1%, trailing five-year 7.2%, since inception 8.1%).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Asset allocation of the Total Fund (" + _SYSTEM + ")",
    purpose="solve the asset allocation",
    custom_reason="no platform solver for this objective",
    custom_purpose="asset allocation",
    section_title="Asset Allocation and Weights",
    description="the weights",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _substituted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Board's minutes: a substitute motion carried and the original was withdrawn."""
    return (
        "Minutes of the Board of Trustees, April 17, 2025, Item 5 – Investment Objective\n"
        f'Trustee Alvarez moved to adopt "{_one_line(old_kind, old)}" Trustee Kim offered a '
        f'substitute motion: "{ask.replace(chr(10), " ")}" Trustee Alvarez withdrew the '
        "original motion. The substitute motion carried on a roll call vote of 7 ayes, 2 nays."
    )


def _corrected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The CIO's e-mail withdrawing, in the same e-mail, the wording she sent in the morning."""
    return (
        "From: " + _CIO + "\nSubject: CORRECTION: objective function\n\nPlease disregard the "
        f'language I sent this morning ("{_one_line(old_kind, old)}"). Per the IPS as the Board '
        f"adopted it:\n\n{ask}\n\nRenee"
    )


def _redline(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A redline of the IPS's section II.B in the Board packet: the old wording deleted, the
    wanted one inserted."""
    return (
        "IPS REDLINE – Section II.B (Board packet, May 15, 2025; approved as marked)\n"
        f"[deleted: {_one_line(old_kind, old)}]\n[inserted: {ask.replace(chr(10), ' ')}]"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures with a slide of two every five cases (`(i + 2 * (i // 5)) % 5`, so each
    meets both modes): a framed request (0), minutes in which a substitute motion carried (1), the
    CIO's correction (2), an earlier message a later one replaces (3: after the Board's action
    or from the CIO, by turns of two cases) and an IPS redline (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _substituted, 2: _corrected, 4: _redline},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: (i + 2 * (i // 5)) % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED walk-forward folds, each trained from July 1, 2009 to the June 30 before a single
#: fiscal year of test (FY 2018 to FY 2021, July 1 to June 30), NYSE sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2009, 7, 1),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2017, 6, 30), date(2017, 7, 3), date(2018, 6, 29)),
        (date(2018, 6, 29), date(2018, 7, 2), date(2019, 6, 28)),
        (date(2019, 6, 28), date(2019, 7, 1), date(2020, 6, 30)),
        (date(2020, 6, 30), date(2020, 7, 1), date(2021, 6, 30)),
    )
)
#: (a period reaching into the test fiscal years, the same form ending before the first test, and
#: before it where the data come out late)
_PERIODS: Final = (
    (
        "S&P 500 daily closes from July 1, 2009 through December 29, 2017",
        "S&P 500 daily closes from July 1, 2009 through June 30, 2017",
    ),
    (
        "Russell 3000 monthly total returns, July 2009 to June 2019",
        "Russell 3000 monthly total returns, July 2009 to June 2017",
    ),
    (
        "monthly CPI-U, 7/2009 through 12/2018",
        "monthly CPI-U, 7/2009 through 5/2017",
    ),
    (
        "the System's contributions and benefit payments by fiscal year, FY 2010 through FY 2019",
        "the System's contributions and benefit payments by fiscal year, FY 2010 through FY 2016",
    ),
    (
        "month-end Treasury yield curves from July 2009 to June 2020",
        "month-end Treasury yield curves from July 2009 to June 2017",
    ),
    (
        "NCREIF ODCE quarterly returns, Q3 2009 through Q2 2018",
        "NCREIF ODCE quarterly returns, Q3 2009 through Q4 2016",
    ),
    (
        "weekly Bloomberg US Aggregate option-adjusted spreads, 2009 through September 2017",
        "weekly Bloomberg US Aggregate option-adjusted spreads, 2009 through June 2017",
    ),
)
_ACTIONS: Final = (
    "the capital market assumptions (expected returns and correlations) were estimated",
    "the rebalancing bands were calibrated",
    "the currency hedge ratio was optimized",
    "the contributions and benefit payments model was fitted",
    "the private markets pacing model was calibrated",
)
_LEAK_FRAMES: Final = (
    _CONSULTANT + ", asset-liability study, Section 3 (assumptions): {action} on {period}.",
    "Staff memo to the Investment Committee (April 8, 2025): {action}, using {period}; the "
    "parameters are held fixed in all four fiscal-year folds.",
    "Internal Audit report, Appendix B (backtest review): {action} once on the full data set "
    "({period}) before the walk-forward folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Every test year applies the Pub-2010 tables with the MP-2021 improvement scale, "
        "applied back to FY 2018.",
        "Every test year applies the mortality improvement scale the actuary had published "
        "before that fiscal year began.",
    ),
    (
        "The backtest's public equity portfolio holds the companies in the S&P 500 today.",
        "The backtest's public equity portfolio holds the companies in the S&P 500 on each "
        "rebalancing date, including those later removed.",
    ),
    (
        "The 2025 restricted securities list (Sudan and Iran divestment statutes) is applied "
        "in every test year.",
        "Each test year applies the restricted securities list in effect at the time, as the "
        "Board then adopted it.",
    ),
    (
        "Private equity is valued at the final audited NAVs, used from the quarter-end they "
        "refer to.",
        "Private equity is valued only at the NAVs received by each date, one quarter in arrears.",
    ),
)
_LEAK_ASKS: Final = (
    "The Investment Committee wants the proposed rebalancing bands tested walk-forward over four "
    "fiscal years (FY 2018 - FY 2021) before it votes.",
    "Per the IPS review: backtest the currency hedge policy walk-forward, one fiscal year at a "
    "time, for the asset-liability study.",
    "Staff direction: test the policy portfolio walk-forward, anchored, fiscal year by fiscal "
    "year, for the Annual Comprehensive Financial Report.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


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

_COMPANY: Final = "Calloway Basin Energy"
_ENTITY: Final = "ent_calloway_basin_energy"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2024 versus Q3 2024", (14, 15)),
    ("in calendar 2024", (11, 15)),
    ("over the second half of 2024", (13, 15)),
    ("from the end of 2021 through the end of 2024", (3, 15)),
    ("since the first quarter of 2021", (0, 15)),
    ("between June 30, 2022 and September 30, 2023", (5, 10)),
    ("during 2023", (7, 11)),
    ("over the trailing eight quarters", (7, 15)),
    ("in the first half of 2022", (3, 5)),
    ("since its 1987 IPO", None),
    ("over the past decade", None),
    ("since the 2008 financial crisis", None),
)

#: what the claims answer: the Investment Committee's proxy voting and engagement item
_REQUEST: Final = TrendRequest(
    question="Investment Committee, April 17, 2025, Item 6 (proxy voting and engagement): how "
    "has {company} performed?",
    heading="### Staff Memo – Calloway Basin Energy, Inc. (NYSE: CBEX), Q4 2024 results",
    as_of="2025-02-21",
)


#: "about 12%", "more than 10%", "nearly 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="more than {}%",
    short="nearly {}%",
    about="about {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in percentage points ("by 1.4 percentage points"); "" below 0.3."""
    change = abs(b - a)
    return f"by {change:.1f} percentage points" if change >= 0.3 else ""


def _by_turns(a: float, b: float) -> str:
    """A leverage ratio's move in turns ("by 0.4x"); "" below 0.1."""
    change = abs(b - a)
    return f"by {change:.1f}x" if change >= 0.1 else ""


def _by_musd(a: float, b: float) -> str:
    """A move in $ millions with comma thousands ("by $12.3 million"); "" below $2 million."""
    change = abs(b - a)
    return f"by ${change:,.1f} million" if change >= 2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-over-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was higher in every quarter of 2024 than in the same quarter of 2023",
        "{s} was lower in every quarter of 2024 than in the same quarter of 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "operating_revenue_musd",
        (
            1412.3,
            1388.6,
            1521.9,
            1467.2,
            1503.4,
            1479.8,
            1642.5,
            1566.1,
            1571.2,
            1552.4,
            1718.9,
            1634.7,
            1688.5,
            1671.3,
            1869.2,
            1788.4,
        ),
        ("Operating revenue", "Calloway Basin Energy's operating revenue", "Total revenue"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} did not decline", held_up),
            ("{s} never declined from one quarter to the next", never_fell),
            ("{s} did not increase", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (
            14.2,
            13.1,
            16.8,
            12.9,
            13.6,
            12.4,
            15.9,
            11.8,
            14.1,
            13.3,
            17.2,
            13.5,
            14.9,
            14.0,
            18.1,
            14.6,
        ),
        (
            "Operating margin",
            "Calloway Basin Energy's operating margin",
            "Adjusted operating margin",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} improved in every quarter", rose_every_quarter),
        ),
        _by_points,
        False,
        (
            "{s} was better in every quarter of 2024 than in the same quarter of 2023",
            "{s} was worse in every quarter of 2024 than in the same quarter of 2023",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            4.6,
            4.7,
            4.5,
            4.4,
            4.5,
            4.6,
            4.3,
            4.2,
            4.1,
            4.2,
            3.9,
            3.8,
            3.7,
            3.6,
            3.5,
            3.3,
        ),
        ("Net debt to EBITDA", "Calloway Basin Energy's leverage (net debt/EBITDA)", "Leverage"),
        (
            ("{s} declined {m}", fell),
            ("{s} increased {m}", rose),
            ("{s} did not increase", held_down),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} declined in every quarter", fell_every_quarter),
        ),
        _by_turns,
        False,
        (
            "{s} was higher at the end of every quarter of 2024 than a year earlier",
            "{s} was lower at the end of every quarter of 2024 than a year earlier",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "coal_generation_revenue_musd",
        (
            312.4,
            298.7,
            334.1,
            287.6,
            276.2,
            259.8,
            288.4,
            241.5,
            228.6,
            211.3,
            236.9,
            194.2,
            181.7,
            166.4,
            184.2,
            148.9,
        ),
        ("Coal generation revenue", "Calloway Basin Energy's coal fleet revenue", "Coal revenue"),
        (
            ("{s} shrank {m}", fell),
            ("{s} grew {m}", rose),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} did not increase", held_down),
            ("{s} did not decline", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_musd",
        (
            98.4,
            71.2,
            142.6,
            63.1,
            104.9,
            -212.7,
            151.3,
            58.4,
            109.6,
            82.5,
            168.2,
            71.9,
            121.4,
            94.7,
            183.5,
            88.2,
        ),
        ("Net income", "Calloway Basin Energy's net income", "Net income attributable to common"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} never declined from the prior quarter", never_fell),
        ),
        _by_musd,
        False,
        (
            "{s} was higher in every quarter of 2024 than a year earlier",
            "{s} was lower in every quarter of 2024 than a year earlier",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2024 than in 2023",
    slower="{s} grew more slowly in 2024 than in 2023",
    grew="{s} grew at a double-digit compound annual rate from Q4 2022 to Q4 2024",
    shrank="{s} shrank at a double-digit compound annual rate from Q4 2022 to Q4 2024",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item 2024's pace against 2023's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year over year in each quarter of 2024. Pairs too close to
    call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Staff memo to the Investment Committee, internally managed equity (market value {mv}): "
    "{claim} [1].",
    "Investment Committee minutes, April 17, 2025, Item 6 (proxy voting and engagement): {claim} "
    "[1]. Trustee Alvarez moved, seconded by Trustee Kim, to support the dividend of $0.74 per "
    "share; motion carried.",
    "{Claim} [1] - per the analyst on Teams; our position ({mv}) is unchanged. FYI.",
    "| Company | Ticker | Market Value | Staff Comment |\n|---|---|---|---|\n| Calloway Basin "
    "Energy, Inc. | CBEX | {mv} | {Claim} [1] |",
    "Proxy voting report, FY 2025 (draft), engagement: {claim} [1]. The company is not on the "
    "restricted securities list (market value {mv}).",
)

_MARKET_VALUES: Final = ("$63.4 million", "$58.9M", "$61,250,000 (1,284,500 shares)")


def _holding(rng: random.Random) -> dict[str, str]:
    """The System's market value in Calloway Basin Energy, drawn for each claim's frame."""
    return {"mv": rng.choice(_MARKET_VALUES)}


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
        special_step=3,
        left_out=lambda h, w, c: h.startswith("in Q4 2024") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holding,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZS: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
