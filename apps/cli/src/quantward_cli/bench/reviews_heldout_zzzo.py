"""Held-out batch ZZZO: every flaw kind again, in the voice of a US non-profit hospital health
system's treasury and investment office: Blue Heron Health System, a 501(c)(3) system of eleven
hospitals in Ohio and Kentucky with about $3.1 billion of operating revenue, fiscal years ending
June 30, rated A2/A/A+ and borrowing through an Obligated Group under a Master Trust Indenture
(Series 2019A, 2021B and 2025A bonds, Third Coast Trust Company, N.A. as master trustee). Its
money: the operating cash and the long-term investment pool (LTIP, $1.86 billion at December 31,
2024), run by an outsourced CIO (Halyard Point Partners), and the Blue Heron Health Foundation's
endowment ($214.6 million) invested beside it. Its people and papers: the Board Finance
Committee and its Investment Subcommittee with their minutes, resolutions and packets; the
investment policy statement (IPS) with its Appendix A asset-allocation table (targets, ranges
and limits), its delegations and objective; the Board's treasury and liquidity policy; the MTI's
covenants (days cash on hand, debt service coverage, the cushion ratio against maximum annual
debt service) and the rating agencies' medians; the OCIO's investment management agreement, its
client-constraints questionnaire, allocation studies and credit notes; the CFO's (Glenn Pruitt)
and the VP & Treasurer's (Marisol Okafor) e-mails and texts; and the auditors' (Pemberton Kray
LLP) management letter. Its number forms are American: "$1.86 billion", "$412.5 million",
"12.5%", "45 percent", "150 bps", "200 days", "12.0x", fiscal years as "FY2024" and "Q3 FY25",
dates as "June 30, 2024" and "6/30/2024".

Batch ZZZO is built like ZZZL and ZZZM - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZL and ZZZM (read for shape, with their tests), or benchmark
result was read for it, and it was not run against the reviewers before its first recorded run.

Where the shared loops allow, its structures differ from ZZZL's and ZZZM's: seven limits (not
eight), one of them in days and one a multiple, so the misquote loop keeps its default pairing
(`i + i // 5`, which pairs each structure with each of seven subjects in turn); the invented
limit's answer in seven forms taken in a turn that slides by one every seven cases - a Board Finance
Committee resolution, the Treasurer's e-mail, the Investment Subcommittee's adopted-limits table
beside a decoy target and the CFO's text (chat answers), the OCIO's client-constraints
questionnaire returned BEFORE the request (`template_inputs`, `answer_first`, a bare number in
the constraint's unit), and the IPS's Appendix A or the Board's liquidity policy sent AFTER the
request (`mandate`, cited as a clause); the limit in six places for the breaches (the IPS's
section V under lettered keys, Appendix A as a message, a Board resolution inside a list of
records, the OCIO agreement's Schedule B, the treasury policy's list, the Subcommittee's
minutes), breach ratios of 1.25 (cap) and 0.75 (floor), uncited twins at 0.85 of a cap and 1.15
of a floor, every third case assumed; latitude bands whose low end is four fifths of their top
(an IPS range around a target), floors among them (days cash on hand, the cushion ratio and the
30-day liquidity share), the granted plan at the band's middle, refused cases at `i % 6` in
(1, 4) fixing the band's conservative end, placed in four ways (the IPS's delegation in fields,
the Subcommittee charter's authority matrix, the Finance Committee's delegations on file in
fields, the OCIO agreement's discretion exhibit), one granted text and one refusal worded as a
negation ("Nothing in the IPS ..."); objectives withdrawn inside the same text at structure 2
(a motion to amend, tracked changes, and the new wording first with the old one quoted after
it), each wanted objective in every structure; the walk-forward folds first tested in January
2016, the fixed leakage sentences from the first case on (`sentence_at=0`), placed evidence
first; and trend claims on a calendar-year company read over the system's June fiscal years: sixteen
quarters from September 2020 to June 2024, comparing the twelve months to June 30, 2024 with the
twelve before (`end=15`), with one signed series (net income, a loss in the quarters of the 2022
labor-cost spike and of a 2024 impairment).

Decoy numbers (no truth depends on them): the LTIP ($1.86 billion at December 31, 2024; $1.79
billion at June 30, 2024), unrestricted cash and investments ($1.52 billion), the foundation's
endowment ($214.6 million), the system's own days cash on hand (212 days at March 31) and debt
service coverage (2.9x), the MTI's liquidity covenant (75 days cash on hand), S&P's median
cushion ratio quoted for comparison, the Series 2025A bonds ($412.5 million), the
private-credit commitment ($85 million), the operating-to-LTIP sweep ($120 million), the assumed
return (6.5%), the Foundation's endowment, Appendix A's other rows, the Subcommittee's targets
beside a limit, the OCIO's "as of 3/31/2025" actuals and peer medians, resolution numbers, votes
(6-1), meeting dates, and the watched issuer's notes ($14.2 million of its 6.25% senior secured
notes due 2029, at a spread of 312 bps). Its parts:

* limits as a health system's treasury states them: public equity (a cap, "45%", "45.0% of the
  LTIP", "45 percent of pool assets"), illiquid alternatives (a cap, "20%", "20 percent at NAV",
  "20.0% of total pool"), any one active manager (a cap, "10%", "10 percent with any one
  manager", "10.0% per manager"), the tracking error to the Policy Benchmark (a cap, "200 bps",
  "2.00% annualized", "200 basis points"), days cash on hand (a floor in days, "200 days", "200
  days cash on hand", "200 days' cash"), the cushion ratio (a floor, a multiple of maximum annual
  debt service: "12.0x", "12 times MADS", "12.0x maximum annual debt service") and the share of
  the pool redeemable within 30 days (a floor, "48%", "48 percent of the pool", "48.0% redeemable
  within 30 days");
* requests (the Treasurer's e-mail to the OCIO, the Finance Committee's agenda, the CFO's text,
  a Treasury memo that opens with its caveat, a management-letter follow-up) deferring the limit
  to a Finance Committee meeting not yet held, an IPS redline that leaves it "[to be set by the
  Investment Subcommittee]", the OCIO's unfinished asset-liability study, bond counsel's reading
  of the new MTI, or the response to the auditors' management letter;
* provenance misquoting its source: the 2019 IPS or the OCIO's draft IPS changed since; an OCIO
  recommendation the Subcommittee declined (6-1) or a motion the Finance Committee tabled; the
  OCIO's flash report as of 3/31/2025 (prose, or a "Measure / 3/31/2025 actual / IPS limit"
  table); another row beside it in Appendix A; the MTI covenant (days cash on hand), a Moody's
  or S&P median (the cushion ratio), or the OCIO's peer median, quoted for comparison;
* mandates as the IPS's section V in the mandate's fields (`investment_policy_statement.section_V
  .C`), Appendix A as a message, the Board's resolutions as records in the mandate's fields
  (`board_resolutions[1].resolved`), the OCIO agreement's Schedule B as a message, the treasury
  policy's list in the mandate's fields (`treasury_policy.liquidity_and_risk[2]`) and the
  Subcommittee's minutes as a message;
* latitude granted as the IPS's delegation, a "Policy item / Board range / Delegated to" table,
  the Subcommittee's minutes and the CFO's e-mail, and as "Nothing in the IPS ties ..."; refused
  as a Finance Committee resolution fixing the level (the OCIO's proposed range not adopted), the
  Subcommittee denying the Treasurer a range, and "Nothing in the IPS lets management move ...";
  each twin the same text granting it;
* objectives as the IPS's Section II, the Subcommittee's minutes, the OCIO's memo and the CFO's
  e-mail, one saying what it is not ("not the highest return and not the lowest volatility") and
  one that "tracking error to the Policy Benchmark is not a concern" while it wants the least
  variance; an earlier wording withdrawn in a motion to amend (strike / insert), in tracked
  changes with a comment, or quoted after the new one as replaced; a later note after the
  Finance Committee met or from the Treasurer replacing an earlier one; the tracking benchmark is
  the IPS's Policy Benchmark in Appendix A;
* leakage as the OCIO's allocation study, Treasury's back-test memo and the auditors' model
  review write it: capital-market assumptions, a liquidity stress test's call and drawdown
  rates, a regression of days cash on hand on pool returns, rebalancing band widths and a
  manager-selection screen fitted on periods reaching into the test years (S&P 500 and Bloomberg
  US Aggregate returns, Cambridge Associates private-equity returns, Moody's not-for-profit
  healthcare medians, the system's own operating cash flow, CMS IPPS payment updates, a long
  Treasury index), and whole sentences (audited June 30 days cash on hand used before the audit
  was issued, today's manager line-up applied back, NAVs the general partners reported after the
  quarter closed, medians used for the year they describe); each clean twin in the same form,
  ending before the first test date (January 4, 2016), and where the data are published late,
  ending where they were out before it (private-equity returns to 2015 Q2, Moody's medians for
  FY2014, the IPPS update for FFY2016);
* trend claims on Redhaven Hospital Partners, Inc. (NYSE: RHVN; a fictional investor-owned
  hospital operator that competes with the system in two of its markets and whose senior secured
  notes the LTIP's high-yield manager holds; it reports on the calendar year) - net operating
  revenues, the adjusted EBITDA margin (in percent, moves said in points), contract labor
  expense, net leverage (a multiple) and net income (a signed series) - over sixteen quarters
  (September 2020 to June 2024), as the Subcommittee's credit watch, the OCIO's credit analyst
  (the claim first), the Treasurer's e-mail, an "Issuer / What the 10-Q shows / Action" table
  and the Treasurer's report to the Finance Committee; horizons in the system's fiscal years and
  calendar terms, covered by the series, against uncovered ones ("since the Affordable Care Act's
  Medicaid expansion in 2014"). Whether a claim holds is computed from the series: true, false,
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

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2016,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
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

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270162
KINDS: Final = ALL_KINDS
TAG: Final = "zzzo"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzopk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzopk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzopk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzopk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzopk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzopkd"

_SYSTEM: Final = "Blue Heron Health System"
_OCIO: Final = "Halyard Point Partners"
_AUDITOR: Final = "Pemberton Kray LLP"


# --- numbers as a health system's treasury, OCIO and Board committees write them ---------------


def _pct(value: float) -> str:
    """A share in percent as a policy writes it: "45", "12.5"."""
    return _g(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal: "45.0", "12.5" (the OCIO's reports)."""
    return f"{value * 100:.1f}"


def _equity_forms(value: float) -> dict[str, str]:
    """Public equity: "45%", "45.0% of the LTIP", "45 percent of pool assets"."""
    return {
        "pct": f"{_pct(value)}%",
        "ltip": f"{_pct1(value)}% of the LTIP",
        "pc": f"{_pct(value)} percent of pool assets",
    }


def _alternatives_forms(value: float) -> dict[str, str]:
    """Illiquid alternatives: "20%", "20 percent at NAV", "20.0% of total pool"."""
    return {
        "pct": f"{_pct(value)}%",
        "nav": f"{_pct(value)} percent at NAV",
        "pool": f"{_pct1(value)}% of total pool",
    }


def _manager_forms(value: float) -> dict[str, str]:
    """Any one active manager: "10%", "10 percent with any one manager", "10.0% per
    manager"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} percent with any one manager",
        "per": f"{_pct1(value)}% per manager",
    }


def _te_forms(value: float) -> dict[str, str]:
    """A tracking error in basis points: "200 bps", "2.00% annualized", "200 basis points"."""
    return {
        "bps": f"{_g(value)} bps",
        "ann": f"{value / 100:.2f}% annualized",
        "basis": f"{_g(value)} basis points",
    }


def _days_forms(value: float) -> dict[str, str]:
    """Days cash on hand: "200 days", "200 days cash on hand", "200 days' cash"."""
    return {
        "days": f"{_g(value)} days",
        "dcoh": f"{_g(value)} days cash on hand",
        "cash": f"{_g(value)} days' cash",
    }


def _cushion_forms(value: float) -> dict[str, str]:
    """The cushion ratio, unrestricted cash and investments over maximum annual debt service:
    "12.0x", "12 times MADS", "12.0x maximum annual debt service"."""
    return {
        "x": f"{value:.1f}x",
        "times": f"{_g(value)} times MADS",
        "mads": f"{value:.1f}x maximum annual debt service",
    }


def _liquidity_forms(value: float) -> dict[str, str]:
    """The share of the pool redeemable within 30 days: "48%", "48 percent of the pool", "48.0%
    redeemable within 30 days"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} percent of the pool",
        "t30": f"{_pct1(value)}% redeemable within 30 days",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the system's people name it, its id in the OCIO's
    client-constraints questionnaire, a figure quoted beside it for comparison (a covenant or a
    rating agency's median, None where the OCIO's peer median is quoted), the values it takes,
    its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    compared: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_public_equity_share", "publicEquityCeiling"),
    (
        "public equity (U.S., non-U.S. and global mandates together)",
        "the LTIP's equity allocation",
        "total public equities",
    ),
    "C-01 public_equity_max",
    None,
    "fraction",
    (0.45, 0.5, 0.55),
    _equity_forms,
)
_ALTERNATIVES: Final = _Subject(
    ("max_illiquid_alternatives_share", "illiquidAltsCeiling"),
    (
        "illiquid alternatives (private equity, private credit and private real assets)",
        "the private-markets sleeve",
        "capital committed to lock-up funds (at NAV)",
    ),
    "C-04 illiquid_alts_max",
    None,
    "fraction",
    (0.15, 0.2, 0.25),
    _alternatives_forms,
)
_MANAGER: Final = _Subject(
    ("max_single_manager_share", "singleManagerCeiling"),
    (
        "the pool's exposure to any one active manager",
        "a single external manager",
        "the largest manager relationship",
    ),
    "C-07 single_manager_max",
    None,
    "fraction",
    (0.08, 0.1, 0.12),
    _manager_forms,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "policyBenchmarkTeCeiling"),
    (
        "the pool's tracking error to the Policy Benchmark",
        "active risk against the IPS Policy Benchmark",
        "the LTIP's ex-ante tracking error",
    ),
    "C-09 tracking_error_max",
    None,
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
)
_DAYS_CASH: Final = _Subject(
    ("min_days_cash_on_hand", "daysCashOnHandFloor"),
    (
        "days cash on hand",
        "the system's days cash on hand after the move",
        "DCOH (unrestricted cash and investments over daily operating expenses)",
    ),
    "C-11 dcoh_min",
    ("the MTI's liquidity covenant (Section 4.12)", 75.0),
    "days",
    (160.0, 200.0, 240.0),
    _days_forms,
    floor=True,
)
_CUSHION: Final = _Subject(
    ("min_cushion_ratio", "cushionRatioFloor"),
    (
        "the cushion ratio",
        "unrestricted cash and investments to maximum annual debt service",
        "cash-to-MADS coverage",
    ),
    "C-12 cushion_ratio_min",
    ("S&P's 'A' rated health-system median", 21.4),
    "multiple",
    (8.0, 12.0, 16.0),
    _cushion_forms,
    floor=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_30_day_liquidity_share", "thirtyDayLiquidityFloor"),
    (
        "the share of the LTIP redeemable within 30 days",
        "Tier 1 and Tier 2 liquidity in the pool",
        "30-day liquidity",
    ),
    "C-14 liquidity_30d_min",
    None,
    "fraction",
    (0.4, 0.48, 0.56),
    _liquidity_forms,
    floor=True,
)
#: seven limits, three of them floors (one in days, one a multiple); latitude bands are drawn for
#: floors too
_SUBJECTS: Final = (
    _EQUITY,
    _ALTERNATIVES,
    _MANAGER,
    _TRACKING,
    _DAYS_CASH,
    _CUSHION,
    _LIQUIDITY,
)

_RATIONALES: Final = (
    "about where Moody's A2 medians put a system our size",
    "Halyard Point's standard setting for its healthcare clients",
    "a working number until the Finance Committee acts in May",
    "what the 2019 IPS used before the restatement",
    "consistent with what the rating agencies told us on the last call",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the system's long-term investment pool (public equity, core and "
    "long-duration fixed income, private equity, private credit, real assets, hedge funds and "
    "cash) within the IPS's ranges and limits, the Board's treasury and liquidity policy and "
    "the Master Trust Indenture's covenants",
    "the best risk-adjusted return the system's liquidity and covenants allow",
    "solve the pool's target weights",
    "the solved pool weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the system's Board-approved policies state it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _short(s: _Subject) -> str:
    return "Min." if s.floor else "Max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rerun the LTIP's target allocation for the Q3 FY25 Investment Subcommittee packet",
    "fit the $85 million private-credit commitment and its call pacing into the pool",
    "redo the pool weights after the $120 million sweep from operating cash into the LTIP",
    "size the rebalance now that the LTIP is at $1.86 billion (12/31/2024)",
    "rebalance the pool before the $412.5 million Series 2025A bonds price",
    "re-optimize the pool ahead of the Moody's annual review in April",
)
_DEFERRALS: Final = (
    "the Finance Committee won't act on {noun} until its May 14 meeting",
    "the IPS redline still shows {noun} as '[to be set by the Investment Subcommittee]'",
    "Halyard Point's asset-liability study, which is supposed to drive {noun}, isn't final",
    "bond counsel hasn't told us whether the new MTI changes {noun}",
    "{noun} is on hold until we answer " + _AUDITOR + "'s management letter",
)
_REQUEST_FRAMES: Final = (
    "From: Marisol Okafor, VP & Treasurer\nTo: " + _OCIO + " (OCIO team)\nCc: Glenn Pruitt, "
    "CFO\nSubject: LTIP allocation\n\nTeam - please {task}. One caveat: {deferral}.\n\nThanks,"
    "\nMarisol",
    "BOARD FINANCE COMMITTEE - AGENDA, March 18, 2025\nItem 5 (Treasury): management to {task}."
    "\nStaff note: {deferral}.",
    "Text from Glenn Pruitt (CFO), 7:42 AM: can treasury {task} by Friday? fyi {deferral}",
    "MEMORANDUM\nTO: Investment Subcommittee\nFROM: Treasury\nRE: Pool allocation\n\n"
    "{Deferral}. In the meantime we have been asked to {task}.",
    "Management letter follow-up (" + _AUDITOR + ", FY2024 audit): Treasury will {task}; "
    "note that {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy target; the answer's kind); {noun}, {v}, {key},
#: {unit}, {bound}, {sign}, {short}, {target}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "BOARD FINANCE COMMITTEE - RESOLUTION FC-25-07\nWHEREAS the Investment Subcommittee has "
        "recommended a limit on {noun};\nNOW, THEREFORE, BE IT RESOLVED that the {bound} for "
        "{noun} is {v}.",
        "figures",
        "clarification_answer",
    ),
    (
        "From: Marisol Okafor (Treasurer)\nRe: your question on the limit\n\nShort answer: "
        "{v}. That's the {bound} the Subcommittee set for {noun}, and it's in the IPS as "
        "restated.",
        "figures",
        "clarification_answer",
    ),
    (
        _SYSTEM.upper() + " - INVESTMENT POLICY STATEMENT, APPENDIX A (as amended, attached)\n"
        "Limits. {Noun}: {sign} {v}, measured at each month-end by the custodian.",
        "figures",
        "mandate",
    ),
    (
        _OCIO.upper() + " - CLIENT CONSTRAINTS QUESTIONNAIRE (returned by Treasury)\n"
        "Q7. Constraint: {key}\n    Units: {unit}\n    Client answer: {v}\n    Hard or soft: "
        "hard\n    Source document: IPS Appendix A",
        "bare",
        "template_inputs",
    ),
    (
        "INVESTMENT SUBCOMMITTEE - LIMITS ADOPTED\n"
        "| Item | Policy target | Limit |\n|---|---|---|\n| {Noun} | {target} | {short} {v} |",
        "table",
        "clarification_answer",
    ),
    (
        "Text from Glenn Pruitt (CFO): the board went with {v} on {noun} last night. Use that.",
        "figures",
        "clarification_answer",
    ),
    (
        "TREASURY AND LIQUIDITY POLICY (Board-approved) - excerpt sent in reply\n"
        "4.3 The System shall keep {noun} at {sign} {v} at every quarter-end.",
        "figures",
        "mandate",
    ),
)


def _target(s: _Subject, value: float) -> float:
    """The Subcommittee's policy target beside a limit, inside it: above a floor, below a cap."""
    return round(value * 1.15 if s.floor else value * 0.8, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as Treasury types it into the OCIO's
    questionnaire."""
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    target = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the policy target inside the limit, a decoy in the same form
        written, target = s.alike((value, _target(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        target=target,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the OCIO's
    questionnaire was returned before the request (a document filled in, ahead of it); the IPS's
    appendix or the liquidity policy is sent in reply, after it, and cited as a clause."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind == "template_inputs",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ips_general_provisions": [
        "The LTIP is invested for the exclusive benefit of the System's charitable mission.",
        "No direct holdings in tobacco manufacturers; managers are told of the screen in writing.",
        "Securities lending is not permitted in separately managed accounts.",
        "Proxies are voted by the managers under their own policies and reported annually.",
        "The Foundation's endowment ($214.6 million) is invested alongside the LTIP in its own "
        "unitized account.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i + i // 7),
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another row beside it in Appendix A: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "C-01 public_equity_max": ("Non-U.S. developed equity within public equity, Max.", 0.18),
    "C-04 illiquid_alts_max": ("Unfunded commitments, Max.", 0.09),
    "C-07 single_manager_max": ("Any one passive index fund, Max.", 0.3),
    "C-09 tracking_error_max": ("Core fixed income sleeve tracking error, Max.", 60.0),
    "C-11 dcoh_min": ("Days cash on hand, operating accounts only, Min.", 30.0),
    "C-12 cushion_ratio_min": ("Debt service coverage, Min.", 2.2),
    "C-14 liquidity_30d_min": ("Daily liquidity (T+1), Min.", 0.22),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole basis point or day, a tenth of a
    turn)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 1)
    return float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a superseded IPS
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"{right} is the {_bound(s)} for {noun} in the IPS restated on June 24, 2024. "
                f"The 2019 IPS said {wrong}; that version is void."
            )
        else:
            text = (
                f"Halyard Point's first draft of the restated IPS carried {wrong} for {noun}. "
                f"The Board adopted it with {right} instead."
            )
    elif structure == 1:  # a recommendation not adopted
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The OCIO recommended moving {noun} to {wrong}. The Subcommittee declined, "
                f"6-1, and the {_bound(s)} is still {right}."
            )
        else:
            text = (
                f"Not {wrong} - that was the motion the Finance Committee tabled in January. "
                f"The {_bound(s)} on {noun} stands at {right}."
            )
    elif structure == 2:  # the OCIO's flash report
        wrong_value = _away(s, value, 0.7, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Per Halyard Point's flash report as of 3/31/2025, {noun} was {wrong}, "
                f"comfortably inside the IPS {_bound(s)} of {right}."
            )
        else:
            text = (
                "| Measure | 3/31/2025 actual | IPS limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another row beside it in Appendix A
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside} {wrong}", f"{_cap(noun)}, {_short(s)} {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Appendix A (excerpt, rev. 6/24/2024)\n* " + "\n* ".join(lines)
    else:  # a covenant, a rating agency's median or the OCIO's peers, quoted for comparison
        if s.compared is not None:
            source, wrong_value = s.compared
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            if variant == 0:
                text = (
                    f"For comparison only: {source} is {wrong}. Our own policy {_bound(s)} for "
                    f"{noun}, the one that binds Treasury, is {right}."
                )
            else:
                text = f"The Board set {noun} at {right}. Don't confuse it with {source}, {wrong}."
        else:
            wrong_value = _away(s, value, 1.5, 0.55)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Halyard Point's healthcare peer group runs a median of {wrong} for {noun}. "
                f"Ours is {right}, per the IPS - the peer figure is background."
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


# --- mandate clauses as the IPS, its Appendix A, Board resolutions, the OCIO agreement, the
# --- treasury policy and the Subcommittee's minutes


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IPS's section V in the mandate's fields, under lettered keys
        section: dict[str, JsonValue] = {
            "A": "All assets are held by the custodian in the name of the System.",
            "B": "Managers report holdings monthly; Treasury reconciles them to the custodian.",
            "C": f"Risk and liquidity limits: {noun} - {_bound(s)} {written}.",
        }
        return (
            {"investment_policy_statement": {"system": _SYSTEM, "section_V": section}},
            None,
            "investment_policy_statement.section_V.C",
        )
    if shape == 1:  # Appendix A as a message
        appendix = (
            "IPS APPENDIX A - ASSET ALLOCATION AND LIMITS (rev. 6/24/2024)\n"
            "| Asset class / measure | Target | Range | Limit |\n|---|---|---|---|\n"
            "| Core fixed income | 27% | 22%-32% | - |\n"
            f"| {_cap(noun)} | - | - | {_short(s)} {written} |\n"
            "Treasury reviews the allocation monthly and reports to the Subcommittee quarterly."
        )
        return None, appendix, MANDATE_ID
    if shape == 2:  # the Board's resolutions as records in the mandate's fields
        resolutions: list[JsonValue] = [
            {
                "number": "2024-14",
                "resolved": "Halyard Point Partners is engaged as outsourced CIO for the LTIP.",
            },
            {
                "number": "2024-19",
                "resolved": f"The {_bound(s)} for {noun} is {written}, effective July 1, 2024.",
            },
        ]
        return {"board_resolutions": resolutions}, None, "board_resolutions[1].resolved"
    if shape == 3:
        agreement = (
            "INVESTMENT MANAGEMENT AGREEMENT - " + _OCIO + " and " + _SYSTEM + "\n"
            "Schedule B (Investment Guidelines)\n"
            "1. The OCIO has discretion to hire and terminate managers within the IPS.\n"
            f"2. The OCIO shall keep {noun} at {_sign(s)} {written}.\n"
            "3. Any breach is reported to the Treasurer within two business days."
        )
        return None, agreement, MANDATE_ID
    if shape == 4:  # the treasury policy's list in the mandate's fields
        rules: list[JsonValue] = [
            "Operating cash at the depository bank covers at least two weeks of disbursements.",
            "Bond proceeds are held by the trustee and never commingled with the LTIP.",
            f"{_cap(noun)}: {_sign(s)} {written}.",
        ]
        return (
            {"treasury_policy": {"approved": "June 24, 2024", "liquidity_and_risk": rules}},
            None,
            "treasury_policy.liquidity_and_risk[2]",
        )
    minutes = (
        "INVESTMENT SUBCOMMITTEE - MINUTES OF FEBRUARY 11, 2025\n"
        "Present: Dr. E. Voss (Chair), G. Pruitt, M. Okafor, two community members; the OCIO "
        "by video.\n"
        f"Action: the Subcommittee adopted a {_bound(s)} of {written} on {noun}, which the "
        "Finance Committee ratified on February 25."
    )
    return None, minutes, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalance the LTIP inside every limit in the IPS, the treasury policy and the Board's "
    "resolutions.",
    "Re-optimize the pool for the Q3 FY25 Subcommittee packet - nothing may breach policy.",
    "Please rerun the allocation within all of the Board's limits before the Moody's call.",
    "Fit the $85 million private-credit commitment in without breaking any covenant or limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the system's Board-approved limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.15,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "IPS Section VI.B (Delegation): the Treasurer may set the {bound} for {noun} at any level "
    "from {lo} to {hi}; a level outside that range needs the Subcommittee's approval.",
    "| Policy item | Board range | Delegated to |\n|---|---|---|\n| {Noun} ({bound}) | {lo} to "
    "{hi} | OCIO, within range |",
    "Investment Subcommittee minutes, 2/11/2025: by consensus, Halyard Point may manage {noun} "
    "to a {bound} anywhere between {lo} and {hi} without further action.",
    "Nothing in the IPS ties {noun} to a single level: management may place its {bound} "
    "anywhere from {lo} to {hi} and report where it landed.",
    "From: Glenn Pruitt (CFO)\nMarisol - any {bound} for {noun} between {lo} and {hi} is fine "
    "with me. Your call; note it in the treasury report.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Finance Committee resolution FC-24-11: the {bound} for {noun} is fixed at {point}. "
        "Halyard Point's proposed range of {lo} to {hi} was not adopted, and management has no "
        "discretion over the level.",
        "Finance Committee resolution FC-24-11: Halyard Point's proposed range of {lo} to {hi} "
        "for the {bound} on {noun} is adopted; management sets the level within it.",
    ),
    (
        "Nothing in the IPS lets management move the {bound} on {noun} off {point}. The "
        "Treasurer asked for {lo} to {hi}; the Subcommittee said no.",
        "The IPS lets management move the {bound} on {noun} anywhere in {lo} to {hi}. The "
        "Treasurer asked for that range; the Subcommittee said yes.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a minimum or a maximum."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one form, both ends in full ("36% to 45%", "160 days to 200 days");
    the middle; and the level a refusal fixes: the band's low end for a cap and its top for a
    floor, so that the middle a plan assumes is looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IPS's delegations (fields), the Subcommittee charter's authority
    matrix (a mandate message), the Finance Committee's delegations on file (fields) or the OCIO
    agreement's discretion exhibit (a mandate message)."""
    if shape == 0:
        return {"investment_policy_statement": {"section_VI": {"B": text}}}, None
    if shape == 1:
        return None, f"INVESTMENT SUBCOMMITTEE CHARTER - Appendix 2 (Authority matrix)\n\n{text}"
    if shape == 2:
        return {
            "board_finance_committee": {
                "delegations_on_file": [
                    "FC-24-09: the FY2025 capital budget is approved as presented.",
                    text,
                ]
            }
        }, None
    return None, f"OCIO AGREEMENT - Exhibit C (Scope of discretion)\n\n{text}"


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IPS, the Subcommittee's minutes, the OCIO's memo and
#: the CFO's e-mail put them; the first of each is one line, so that a motion can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS Section II (Objective): the most return per unit of risk the LTIP can earn - the "
        "highest Sharpe ratio the liquidity policy allows.",
        "Investment Subcommittee minutes:\nMembers asked that the pool be positioned for the "
        "best risk-adjusted return, judged by its Sharpe ratio rather than by raw return.",
        _OCIO + " memo: we recommend the weights that maximise the pool's Sharpe ratio; extra "
        "return is worth having only if it pays for its volatility.",
        "From: Glenn Pruitt (CFO)\nOur objective is not the highest return and not the lowest "
        "volatility. It is the best return per unit of risk - optimize the Sharpe ratio.",
    ),
    "variance": (
        "IPS Section II (Objective): keep the LTIP's volatility as low as it can go - the "
        "minimum-variance mix - so days cash on hand stays steady.",
        "Investment Subcommittee minutes:\nThe Subcommittee asked for the lowest-variance "
        "portfolio; return forecasts are to play no part in the weights.",
        _OCIO + " memo: given how close the covenants sit, we would minimise the variance of "
        "pool returns and nothing else.",
        "From: Glenn Pruitt (CFO)\nThe pool should swing as little as possible from quarter to "
        "quarter. Tracking error to the Policy Benchmark is not a concern here.",
    ),
    "tracking": (
        "IPS Section II (Objective): follow the Policy Benchmark in Appendix A as closely as "
        "possible - the smallest tracking error to it.",
        "Investment Subcommittee minutes:\nThe Subcommittee wants the pool kept close to the "
        "Policy Benchmark (Appendix A) with the lowest tracking error.",
        _OCIO + " memo: we will minimise tracking error against the Policy Benchmark in "
        "Appendix A of the IPS.",
        "From: Glenn Pruitt (CFO)\nThe Board grades us against the Policy Benchmark. Keep our "
        "deviation from it as small as we can.",
    ),
    "return": (
        "IPS Section II (Objective): the highest expected return on the LTIP, with no penalty "
        "for risk in the objective; the ranges and floors handle risk.",
        "Investment Subcommittee minutes:\nMembers want the portfolio that maximizes expected "
        "return; risk is controlled by the IPS ranges and the liquidity floor, not the "
        "objective.",
        _OCIO + " memo: maximise expected return within the IPS ranges, with no volatility "
        "adjustment in the objective.",
        "From: Glenn Pruitt (CFO)\nThe pool has to earn its 6.5% assumed return. Maximize "
        "expected return, no risk adjustment.",
    ),
}
_AMENDMENTS: Final = (
    'MOTION TO AMEND IPS SECTION II (carried 6-1)\nStrike: "{old}"\nInsert: "{new}"',
    "Draft IPS (tracked changes)\n[Deleted: {old}]\n[Inserted: {new}]\n[Comment, E. Voss: "
    "the Subcommittee agreed the inserted language on 2/11.]",
    '{new}\n\n(This replaces the earlier language - "{old}" - which the Finance Committee '
    "withdrew.)",
)
_FOLLOW_UPS: Final = (
    "Update after the Board Finance Committee met this morning - disregard the objective in my "
    "earlier note. It is now:\n\n{new}",
    "Marisol, 5:18 PM: scratch the objective I sent earlier today. Per the CFO:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Q3 FY25 Investment Subcommittee packet, item 4 (pool allocation):\n\n{ask}",
    "{ask}\n\nPlease size the LTIP weights to that. - Treasury",
    "LTIP $1.86 billion at 12/31/2024 ($1.79 billion at June 30, 2024); unrestricted cash and "
    "investments $1.52 billion; 212 days cash on hand and 2.9x debt service coverage at March "
    "31.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Target weights for the system's long-term investment pool",
    purpose="solve for the pool's target weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="the pool's target weights",
    section_title="LTIP target allocation",
    description="the pool's target weights",
)


def _amended(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An earlier objective withdrawn in the same text: in a motion to amend, in tracked
    changes, or quoted after the new wording as the language it replaces (each in turn)."""
    if "\n" in old:  # a motion quotes one line: the earlier objective's one-line form
        old = _ASKS[old_kind][0]
    head, _, body = ask.partition("\n")
    if body:  # a motion quotes the words, not an e-mail's header; a heading runs on
        ask = body.replace("\n", " ") if head.startswith("From:") else ask.replace("\n", " ")
    return _fill(_AMENDMENTS[(i // 4) % len(_AMENDMENTS)], old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording withdrawn in the same text; every
    fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _amended},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + 3 * (i // 4) + 2,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, January 4,
#: 2016, or where it was published by then)
_PERIODS: Final = (
    (
        "S&P 500 and Bloomberg US Aggregate monthly returns, January 1998 through December 2018",
        "S&P 500 and Bloomberg US Aggregate monthly returns, January 1998 through December 2015",
    ),
    (
        "Cambridge Associates US private equity quarterly returns, 2001 Q1 to 2019 Q4",
        "Cambridge Associates US private equity quarterly returns, 2001 Q1 to 2015 Q2",
    ),
    (
        "Moody's not-for-profit healthcare medians for FY2008-FY2017",
        "Moody's not-for-profit healthcare medians for FY2008-FY2014",
    ),
    (
        "the system's own monthly operating cash flow, July 2005 to June 2019",
        "the system's own monthly operating cash flow, July 2005 to November 2015",
    ),
    (
        "CMS IPPS final-rule payment updates for FFY2006 through FFY2020",
        "CMS IPPS final-rule payment updates for FFY2006 through FFY2016",
    ),
    (
        "the Bloomberg US Long Treasury index, daily, 2003 to mid-2018",
        "the Bloomberg US Long Treasury index, daily, 2003 to December 31, 2015",
    ),
)
_ACTIONS: Final = (
    "the capital-market assumptions for the enterprise risk model were estimated",
    "the liquidity stress test's capital-call and drawdown rates were calibrated",
    "the regression of days cash on hand on pool returns was fitted",
    "the rebalancing band widths in Appendix A were tuned",
    "the OCIO's manager-selection screen was calibrated",
)
_LEAK_FRAMES: Final = (
    _OCIO + " asset-allocation study, Appendix C: {action} on {period}.",
    "{Action} over {period}, and the resulting parameters are held fixed in every walk-forward "
    "fold (Treasury back-test memo).",
    "Per " + _AUDITOR + "'s model-risk review, {action} using {period} before the three folds "
    "were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each fiscal year's days cash on hand in the back-test is the audited June 30 figure, "
        "which the system only has once the audited statements are issued in late September.",
        "Each fiscal year's days cash on hand in the back-test is the unaudited figure the "
        "system had reported as of each test date.",
    ),
    (
        "The manager line-up in every fold is " + "Halyard Point's current approved list, applied "
        "back to 2010.",
        "The manager line-up in every fold is the approved list " + _OCIO + " had on file at "
        "the start of that fold.",
    ),
    (
        "Private-equity and real-asset holdings are marked at the final NAVs the general "
        "partners reported after each quarter closed, backfilled to the quarter-end.",
        "Private-equity and real-asset holdings are marked at the latest NAV the general "
        "partners had delivered as of each date, one quarter in arrears.",
    ),
    (
        "The rating-agency medians used as targets in each fold are the medians for that same "
        "fiscal year, which Moody's publishes the following August.",
        "The rating-agency medians used as targets in each fold are the ones Moody's had "
        "published before that fold began.",
    ),
)
_LEAK_ASKS: Final = (
    "The Investment Subcommittee wants a three-fold walk-forward back-test of the proposed LTIP "
    "allocation before the Finance Committee votes.",
    "Please back-test the pool's rebalancing rule walk-forward (three folds) for the auditors' "
    "file.",
    "Run the liquidity-aware allocation walk-forward, three folds, for the Moody's review packet.",
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

_COMPANY: Final = "Redhaven"
_ENTITY: Final = "ent_redhaven_hospital_partners"
#: sixteen calendar quarters, oldest first: September 2020 to June 2024 (the company's own
#: labels; the system reads them in its fiscal years, July to June)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023, 2024))[2:18]
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the June 2024 quarter against March", (14, 15)),
    ("over the twelve months to June 30, 2024 (the system's FY2024)", (11, 15)),
    ("in the first half of calendar 2024", (13, 15)),
    ("over the two fiscal years to 6/30/2024", (7, 15)),
    ("since September 2020", (0, 15)),
    ("through the 2022 labor-cost spike (December 2021 to December 2022)", (5, 9)),
    ("in calendar 2023", (9, 13)),
    ("over the system's FY2022 (July 2021 to June 2022)", (3, 7)),
    ("since the Affordable Care Act's Medicaid expansion in 2014", None),
    ("over the last ten fiscal years", None),
    ("since Redhaven's 2011 IPO", None),
)

#: what the claims answer: the Investment Subcommittee's credit watch
_REQUEST: Final = TrendRequest(
    question="For the Investment Subcommittee's credit watch (agenda item 6): how has {company} "
    "performed?",
    heading="CREDIT WATCH - Redhaven Hospital Partners, Inc. (NYSE: RHVN), 6.25% senior "
    "secured notes due 2029",
    as_of="2024-08-15",
)


#: "by about 12%", "by just over 10%", "by nearly 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by just over {}%", short="by nearly {}%", about="by about {}%"
)

_by_points = partial(_change_by, "by {:.1f} points", 0.3)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was above its year-earlier level in each of the four quarters to June 30, 2024",
        "{s} was below its year-earlier level in each of the four quarters to June 30, 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_operating_revenues_mm",
        (
            1412.0,
            1468.0,
            1439.0,
            1521.0,
            1556.0,
            1578.0,
            1561.0,
            1605.0,
            1618.0,
            1642.0,
            1627.0,
            1665.0,
            1742.0,
            1790.0,
            1776.0,
            1832.0,
        ),
        (
            "Net operating revenues",
            "Redhaven's net revenue",
            "Revenue, net of implicit price concessions",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitda_margin_pct",
        (
            12.8,
            13.4,
            12.1,
            13.9,
            11.6,
            10.2,
            9.4,
            10.1,
            10.8,
            11.5,
            11.2,
            12.0,
            12.4,
            12.9,
            12.6,
            13.3,
        ),
        (
            "The adjusted EBITDA margin",
            "Redhaven's EBITDA margin",
            "EBITDA as a share of net revenue",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never contracted from one quarter to the next", never_fell),
            ("{s} widened in every quarter", rose_every_quarter),
            ("{s} held up", held_up),
        ),
        _by_points,
        False,
        (
            "{s} ran wider than a year earlier in each of the four quarters to June 30, 2024",
            "{s} ran narrower than a year earlier in each of the four quarters to June 30, 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "contract_labor_expense_mm",
        (
            38.0,
            46.0,
            71.0,
            64.0,
            92.0,
            118.0,
            131.0,
            104.0,
            87.0,
            79.0,
            72.0,
            66.0,
            61.0,
            58.0,
            55.0,
            57.0,
        ),
        (
            "Contract labor expense",
            "Redhaven's spending on travel nurses and agency staff",
            "Premium (contract) labor",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} never crept back up from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
        ),
        partial(_change_by, "by ${:.0f} million", 5.0),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_leverage_x",
        (
            4.6,
            4.4,
            4.5,
            4.2,
            4.4,
            4.9,
            5.3,
            5.1,
            4.8,
            4.6,
            4.5,
            4.3,
            4.1,
            3.9,
            4.0,
            3.8,
        ),
        (
            "Net leverage",
            "Redhaven's net debt to EBITDA",
            "Leverage (net debt over trailing EBITDA)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never ticked up from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not come down", held_up),
        ),
        partial(_change_by, "by {:.1f}x", 0.2),
        False,
        (
            "{s} stood higher than a year earlier in each of the four quarters to June 30, 2024",
            "{s} stood lower than a year earlier in each of the four quarters to June 30, 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mm",
        (
            42.1,
            48.6,
            31.2,
            55.4,
            28.7,
            -12.4,
            -63.8,
            6.1,
            18.9,
            24.5,
            21.7,
            33.0,
            36.8,
            41.2,
            -8.6,
            44.9,
        ),
        (
            "Net income",
            "Redhaven's bottom line",
            "Net income attributable to Redhaven",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never weakened from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_change_by, "by ${:.1f} million", 3.0),
        False,
        (
            "{s} was better than a year earlier in each of the four quarters to June 30, 2024",
            "{s} was worse than a year earlier in each of the four quarters to June 30, 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in the system's FY2024 (July 2023 to June 2024) than in FY2023",
    slower="{s} grew more slowly in the system's FY2024 (July 2023 to June 2024) than in FY2023",
    grew="{s} compounded at a double-digit annual rate over the two years to June 30, 2024",
    shrank="{s} shrank at a double-digit annual rate, compounded, over the two years to June 30, "
    "2024",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each of the four quarters to June 2024, and for a growing item the system's FY2024
    against FY2023 and the two-year compound rate (a rise or a fall). Pairs too close to call
    are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Investment Subcommittee credit watch, item 6: {claim} [1]. The LTIP holds $14.2 million of "
    "the notes through its high-yield manager.",
    "{Claim} [1] - Halyard Point's credit analyst, on whether to keep the RHVN notes.",
    "From: Marisol Okafor (Treasurer)\nGlenn - short version on Redhaven: {claim} [1]. They "
    "compete with us in two of our markets, so I'm watching it for the strategic plan too.",
    "| Issuer | What the 10-Q shows | Action |\n|---|---|---|\n| Redhaven Hospital Partners "
    "(RHVN) | {Claim} [1] | Hold |",
    "Treasurer's report to the Board Finance Committee, Q1 FY25: among the pool's credit "
    "holdings, {claim} [1]; the notes trade at a spread of 312 bps.",
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
        special_step=4,
        left_out=lambda h, w, c: h.startswith("in the June 2024 quarter") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZO: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
