"""Held-out batch ZZZK: every flaw kind again, in the voice of a tribal nation's permanent fund
and trust investments: the Kinnewa Falls Tribal Nation (a fictional federally recognized
nation with a gaming enterprise), whose Tribal Council governs the Kinnewa Falls Permanent Fund
(about $1.42 billion), the Minors' Trust that holds the per capita payments of enrolled minors
until they turn eighteen, and the reserve that pays the General Welfare Program. Its people and
papers: the Tribal Council's resolutions ("WHEREAS ... NOW, THEREFORE, BE IT RESOLVED ...",
numbered "Resolution No. 2024-117", with the Secretary's certification of the vote) and its
ordinances (Title 12 of the Tribal Code, the Per Capita Distribution Ordinance, with its
sections "Sec. 12-407"); the Investment Committee of three Council members and two outside
advisers, its minutes ("MOTION by ..., seconded by ...; carried 4-0-1") and its charter; the
Investment Policy Statement (IPS) adopted by resolution, with its Exhibit A of policy ranges;
the OCIO (Bramhall Ridge Advisors), its Quarterly Investment Review (QIR) and its memos in a
consultant's words ("policy portfolio", "rebalancing ranges", "tracking error versus the Policy
Benchmark", "manager line-up"), and its Schedule B discretionary guidelines; the Tribal
Treasurer's and the CFO's plain e-mails; the Tribal Attorney's memos; the outside auditor's
management letter; the values-based restrictions the Council adopted (Resolution No. 2023-41: no
private prisons, no tobacco, the sacred-sites watch list).

Batch ZZZK is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZF and ZZZG (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as
the Treasurer's e-mail, an Investment Committee motion, the OCIO's QIR compliance table or the
Tribal Attorney's memo (chat answers), as the CFO's IPS limits worksheet returned *after* the
request (`template_inputs`, a bare number in the constraint's unit), or as a Council
resolution or a section of the Per Capita Distribution Ordinance given ahead of the request
(`mandate`, cited as a clause); the misquote pairing in which each structure meets every one of
its eight subjects; floors in the latitude bands (the Minors' Trust's investment-grade share and
the liquidity reserve's cover of scheduled distributions are floors), bands whose low end is
three-quarters of their top, each granted case assuming the point three-fifths of the way up
its band, each refused one a level fixed where the band's middle is looser than it (the low end
of a cap, the top of a floor); breach ratios of 1.2 (cap) and 0.8 (floor), uncited twins at 0.9
of a cap and 1.1 times a floor; limits written the way a council's counsel drafts them ("sixty-
five percent (65%)") beside the OCIO's figures ("65%", "65 percent of the market value of the
Fund"), in basis points (tracking error, also "3.00% annualized") and as a multiple (reserve
cover, "1.5x", "1.5 times", "150 percent of scheduled distributions"); an objective's earlier
wording struck out by an amending resolution ("by striking '...' and inserting in lieu thereof
'...'") or rescinded by a later resolution, each wanted objective met in every structure
(`turn`); and a trend request of its own (the Treasurer's question for the Council's work
session, the watch-list review's heading, an as-of date after its quarters) over twenty quarters
(2019-2023), comparing 2023 with 2022 (`end=19`), with a signed series (net income, a loss in
2020) among its trends and a shrinking one (leverage, whose double-digit compound fall is
claimed: `shrinking`).

Decoy numbers (no truth depends on them): the Fund's size ($1.42 billion) and the Minors'
Trust's ($186.3 million), the gaming enterprise's distribution ($38 million on the 15th), the
per capita amount ($1,250 a quarter) and the enrolled members (4,118), the age-18 cohort (61
members), the settlement proceeds ($12.4 million), resolution, ordinance and section numbers,
vote counts (4-0-1, 3-4), meeting dates, the OCIO's fee (22 basis points, said only in requests),
the QIR's "actual" column and the watch-list holding (412,600 shares, a $18.7 million position,
the share price). Its parts:

* limits as the Nation's people state them: the Treasurer's e-mail quoting the IPS, an
  Investment Committee motion carried, a Council resolution (a mandate message given before the
  request), the CFO's IPS limits worksheet for the OCIO (a bare number in the constraint's unit,
  template inputs given after the request), a section of the Per Capita Distribution Ordinance
  (a mandate message before the request), the QIR's "Limit / IPS / Actual 9/30" table whose
  actual is a decoy, and the Tribal Attorney's memo, each in turn; subjects: public equity's
  share of the Fund, any one issuer's, any one external manager's, private markets' share, the
  Indian Country economic-development allocation, tracking error against the Policy Benchmark (a
  cap in bps), and two floors: the Minors' Trust's share in investment-grade bonds and cash, and
  the liquidity reserve's cover of the next twelve months' per capita and General Welfare
  payments (a multiple);
* requests (the CFO's e-mail to the OCIO, the Treasurer's draft report to the IC, a Finance and
  Budget Committee work session's notes, the Treasurer's e-mail, an IC agenda item) deferring the
  limit to a Council that tabled it, an IPS draft awaiting the Tribal Attorney, an IC that has
  not voted, the General Council's annual meeting, or the auditor's open finding;
* provenance misquoting its source: an IPS draft or an ordinance's first reading changed when
  adopted or enacted; the OCIO's recommendation the Council did not adopt or a motion that
  failed; the QIR's 9/30 actual (prose, or an "Asset class / Actual 9/30/25 / IPS limit"
  table); another limit beside it in Exhibit A; and the peer tribal funds' median or the Tribal
  Housing Authority's (a separate entity's) figure quoted for comparison;
* mandates as the IPS in the mandate's fields under a numbered key
  (`investment_policy_statement.article_vii.7.3`), a Council resolution as a message, the Per
  Capita Distribution Ordinance in the mandate's fields (`tribal_code.title_12.sections[2]`),
  the OCIO agreement's Schedule B and Article IV of the Investment Committee's charter as
  messages;
* latitude granted as an IPS delegation section, an IC delegation to the CFO, an Exhibit A
  table ("Limit / Policy range / Who sets it inside the range") and the Treasurer's e-mail;
  refused as "the Council did not adopt" the OCIO's proposed range, an IC motion that failed
  for lack of a second, and the CFO's e-mail keeping the level; each twin the same text granting
  it; floors as well as caps; placed in the IPS's Exhibit D of delegations on file (fields), the
  Council work-session packet's tab of delegations in force (a message), the instructions on
  file under the OCIO agreement (fields) or the OCIO's delegation log (a message);
* objectives as the IPS's "Investment Objectives", a Council resolution, the OCIO's memo, the
  CFO's e-mail and the IC chair's remarks, with an earlier wording struck by an amending
  resolution or rescinded by a later one in the same text, and a later e-mail after the Council's
  vote replacing an earlier one; the tracking benchmark is the Policy Benchmark of the IPS;
* leakage as the OCIO's analysts and the Fund's actuary write it: a tactical tilt signal, the
  spending rule's smoothing weight, the risk model's shrinkage, the rebalancing ranges' regime
  model and the Minors' Trust glide path, fitted on market data reaching into the test years
  (MSCI ACWI IMI returns, Bloomberg US Aggregate levels, NCREIF ODCE returns), and the per
  capita liability model and the gaming inflow model fitted on the Nation's own data (Enrollment
  Office census counts, the Gaming Commission's net-win reports by fiscal year ending 30
  September), each in frames of its own, and whole sentences (Revenue Allocation Plan amounts
  set after the year, today's manager line-up, audited private-equity NAVs reported ninety days
  late, a values screen applied before the Council adopted it); each clean twin in the same
  form, ending before the first test date (2 January 2015), and where data come out late ending
  where they were out before it (ODCE through Q3 2014, FY2014 ending 30 September 2014);
* trend claims on Tamarack Midstream Corp. (NYSE: TMKM; fictional), a pipeline company the
  Fund holds and the Council put on its sacred-sites watch list: revenue, pipeline throughput
  (thousand barrels a day), distributable cash flow, net income (a loss in 2020) and net debt to
  EBITDA (falling), over twenty quarters (2019 Q1-2023 Q4: the pandemic, the 2021 recovery,
  the 2022 tariff case), as the OCIO's QIR commentary, an IC minute, the CFO's e-mail, a
  watch-list table and the Treasurer's report to Council; horizons covered by the series
  against uncovered ones ("since the Nation first bought the stock in 2012"). Whether a claim
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

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
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
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270158
KINDS: Final = ALL_KINDS
TAG: Final = "zzzk"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkpf0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkpf1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkpf2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzkpf3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzkpf5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzkpfd"

_NATION: Final = "Kinnewa Falls Tribal Nation"
_FUND: Final = "Kinnewa Falls Permanent Fund"
_OCIO: Final = "Bramhall Ridge Advisors"


# --- numbers as the Council's counsel, the OCIO, the Treasurer and the CFO write them ---------

_ONES: Final = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
_TENS: Final = (
    "",
    "",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)


def _whole_words(n: int) -> str:
    """0 to 999 in words, as a resolution spells them ("sixty-five", "one hundred twenty")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" {_whole_words(rest)}" if rest else "")


def _words(figure: str) -> str:
    """A figure ("65", "67.5", "1.25") in words as counsel drafts it: "sixty-five", "sixty-seven
    and one-half", otherwise "... point two five"."""
    whole, _, tail = figure.partition(".")
    said = _whole_words(int(whole))
    if not tail:
        return said
    if tail == "5":
        return f"{said} and one-half"
    return f"{said} point " + " ".join(_ONES[int(d)] for d in tail)


def _pct(value: float) -> str:
    return _g(value * 100)


def _legal_pct(value: float) -> str:
    """A share as a resolution writes it: "sixty-five percent (65%)"."""
    return f"{_words(_pct(value))} percent ({_pct(value)}%)"


def _equity_forms(value: float) -> dict[str, str]:
    """Public equity against the Fund: "65%", "65 percent of the market value of the Fund",
    "sixty-five percent (65%)"."""
    return {
        "pct": f"{_pct(value)}%",
        "mv": f"{_pct(value)} percent of the market value of the Fund",
        "legal": _legal_pct(value),
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """One issuer: "5% of Fund market value", "5 percent", "five percent (5%)"."""
    return {
        "mv": f"{_pct(value)}% of Fund market value",
        "pc": f"{_pct(value)} percent",
        "legal": _legal_pct(value),
    }


def _manager_forms(value: float) -> dict[str, str]:
    """One external manager's mandate: "25% of total Fund assets", "25 percent", "twenty-five
    percent (25%)"."""
    return {
        "assets": f"{_pct(value)}% of total Fund assets",
        "pc": f"{_pct(value)} percent",
        "legal": _legal_pct(value),
    }


def _private_forms(value: float) -> dict[str, str]:
    """Private markets: "15%", "15% of the Fund at market", "fifteen percent (15%)"."""
    return {
        "pct": f"{_pct(value)}%",
        "mv": f"{_pct(value)}% of the Fund at market",
        "legal": _legal_pct(value),
    }


def _eti_forms(value: float) -> dict[str, str]:
    """The Indian Country economic-development allocation: "3% of the Permanent Fund", "3
    percent", "three percent (3%)"."""
    return {
        "fund": f"{_pct(value)}% of the Permanent Fund",
        "pc": f"{_pct(value)} percent",
        "legal": _legal_pct(value),
    }


def _te_forms(value: float) -> dict[str, str]:
    """Tracking error against the Policy Benchmark: "300 basis points", "300 bps", "3.00%
    annualized"."""
    return {
        "bp": f"{_g(value)} basis points",
        "bps": f"{_g(value)} bps",
        "ann": f"{value / 100:.2f}% annualized",
    }


def _minors_forms(value: float) -> dict[str, str]:
    """The Minors' Trust's investment-grade share: "70%", "70 percent of the Minors' Trust",
    "seventy percent (70%)"."""
    return {
        "pct": f"{_pct(value)}%",
        "trust": f"{_pct(value)} percent of the Minors' Trust",
        "legal": _legal_pct(value),
    }


def _cover_forms(value: float) -> dict[str, str]:
    """The liquidity reserve over the next twelve months' scheduled distributions: "1.5x",
    "1.5 times", "150 percent of scheduled distributions"."""
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times",
        "pc": f"{_pct(value)} percent of scheduled distributions",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Nation's people name it, its line on the CFO's
    IPS limits worksheet, the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_EQUITY: Final = _Subject(
    ("max_public_equity_weight", "publicEquityCeiling"),
    (
        "the Fund's allocation to public equity (domestic and international)",
        "total public equities",
        "the equity sleeve of the policy portfolio",
    ),
    "IPS-A1 public equity, max",
    "fraction",
    (0.55, 0.6, 0.65),
    _equity_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerConcentrationCap"),
    (
        "the securities of any one issuer (U.S. Government obligations excepted)",
        "any single issuer",
        "the Fund's largest single-company position",
    ),
    "IPS-C2 single issuer, max",
    "fraction",
    (0.03, 0.04, 0.05),
    _issuer_forms,
)
_MANAGER: Final = _Subject(
    ("max_single_manager_weight", "managerConcentrationCap"),
    (
        "the assets under any one external investment manager",
        "any single manager's mandate",
        "the largest manager in the line-up",
    ),
    "IPS-C3 single manager, max",
    "fraction",
    (0.2, 0.25, 0.3),
    _manager_forms,
)
_PRIVATE: Final = _Subject(
    ("max_private_markets_weight", "illiquidAllocationCap"),
    (
        "private markets (private equity, private credit and real assets) combined",
        "the illiquid allocation",
        "private fund commitments at market value",
    ),
    "IPS-A4 private markets, max",
    "fraction",
    (0.1, 0.15, 0.2),
    _private_forms,
)
_ETI: Final = _Subject(
    ("max_indian_country_eti_weight", "economicDevelopmentCap"),
    (
        "economically targeted investments in Indian Country",
        "the Nation's economic-development set-aside",
        "loans and deposits with Native CDFIs and tribal enterprises",
    ),
    "IPS-A6 Indian Country ETIs, max",
    "fraction",
    (0.02, 0.03, 0.05),
    _eti_forms,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "activeRiskBudget"),
    (
        "ex ante tracking error against the Policy Benchmark",
        "the active risk budget",
        "the Fund's tracking error to its policy portfolio",
    ),
    "IPS-R1 tracking error, max",
    "bps",
    (200.0, 250.0, 300.0),
    _te_forms,
)
_MINORS: Final = _Subject(
    ("min_minors_trust_investment_grade", "minorsTrustIgFloor"),
    (
        "the Minors' Trust's holding in investment-grade bonds and cash",
        "investment-grade fixed income in the Minors' Trust",
        "the Minors' Trust's high-quality bond and cash share",
    ),
    "MT-1 investment grade and cash, min",
    "fraction",
    (0.6, 0.675, 0.75),
    _minors_forms,
    floor=True,
)
_COVER: Final = _Subject(
    ("min_reserve_cover_of_distributions", "distributionReserveFloor"),
    (
        "the liquidity reserve against the next twelve months' per capita and General Welfare "
        "payments",
        "the distribution reserve's cover",
        "cash and T-bills held against scheduled distributions",
    ),
    "L-1 distribution reserve cover, min",
    "multiple",
    (1.5, 1.8, 2.25),
    _cover_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _EQUITY,
    _ISSUER,
    _MANAGER,
    _PRIVATE,
    _ETI,
    _TRACKING,
    _MINORS,
    _COVER,
)

_RATIONALES: Final = (
    "what the Fund ran under the 2016 IPS",
    "in line with other tribal permanent funds, per the OCIO",
    "the OCIO's standard range for a fund with this spending rule",
    "a placeholder until the Council acts",
    "what the Treasurer said informally at the work session",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the Permanent Fund and the Minors' Trust within the IPS adopted by "
    "Council resolution, the Per Capita Distribution Ordinance and the Council's values-based "
    "restrictions",
    "the best risk-adjusted return the IPS allows",
    "solve the policy-portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Nation's governing documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _shall(s: _Subject) -> str:
    """How counsel binds it: "shall not exceed", "shall not be less than"."""
    return "shall not be less than" if s.floor else "shall not exceed"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _short(s: _Subject) -> str:
    return "floor" if s.floor else "ceiling"


def _atmost(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the Permanent Fund once the $38 million gaming distribution lands on the 15th",
    "rebuild the Minors' Trust allocation before the age-18 payout cohort (61 members this "
    "fiscal year)",
    "re-run the policy-portfolio weights for the Q3 Quarterly Investment Review",
    "redo the allocation after we terminate the small-cap value manager",
    "fold the $12.4 million trust-accounting settlement proceeds into the Fund",
)
_DEFERRALS: Final = (
    "Council tabled the limit on {noun} to the next regular session",
    "the line for {noun} is left blank in the IPS redraft until the Tribal Attorney signs off",
    "the Investment Committee hasn't voted a limit for {noun}",
    "the limit on {noun} waits on the General Council's annual meeting in June",
    "the auditor's management letter flagged the missing limit on {noun} and our response "
    "isn't final",
)
_REQUEST_FRAMES: Final = (
    "From: CFO\nTo: " + _OCIO + " (OCIO team)\nSubject: Permanent Fund - action needed\n\n"
    "Please {task}. Note: {deferral}.\n\nThanks,\nJoanne Kemper, CFO",
    "Treasurer's report to the Investment Committee (DRAFT): the OCIO is asked to {task}. "
    "Open item - {deferral}.",
    "Finance & Budget Committee work session, notes: {Task}. {Deferral}.",
    "Hi all - can the OCIO {task}? Heads up, {deferral}. Per capita of $1,250 goes out to "
    "4,118 enrolled members next week regardless.\n- Vern Ashby, Tribal Treasurer",
    "IC agenda item 6 (OCIO, 22 bps fee schedule attached): {Task}. Staff note: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy actual; the answer's kind); {noun}, {v}, {key},
#: {unit}, {bound}, {shall}, {short}, {atmost}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "From: Vern Ashby, Tribal Treasurer\nSubject: RE: the limit you asked about\n\n"
        "It's in the IPS Council adopted last spring - {noun} is {atmost} {v}. I checked the "
        "signed copy in the Secretary's office.",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT COMMITTEE - MINUTES OF SPECIAL MEETING\n"
        "MOTION by Councilwoman Dorsey, seconded by Mr. Ruel (outside adviser), to set the "
        "{bound} for {noun} at {v}. Motion carried 4-0-1 (Councilman Pike abstaining).",
        "figures",
        "clarification_answer",
    ),
    (
        "RESOLUTION NO. 2024-117 OF THE TRIBAL COUNCIL OF THE " + _NATION.upper() + "\n"
        "WHEREAS, the Tribal Council is the governing body of the Nation under Article V of "
        "the Constitution; and\nWHEREAS, the Council holds the " + _FUND + " in trust for "
        "present and future generations;\nNOW, THEREFORE, BE IT RESOLVED, that {noun} {shall} "
        "{v}.\nCERTIFICATION: adopted at a duly called meeting, a quorum present, by a vote of "
        "six for, none against, one absent.",
        "figures",
        "mandate",
    ),
    (
        "IPS LIMITS WORKSHEET - Schedule B inputs for the OCIO (completed by the CFO)\n"
        "line: {key}\nunit: {unit}\nvalue: {v}\nauthority: Council resolution",
        "bare",
        "template_inputs",
    ),
    (
        "TITLE 12 - PER CAPITA DISTRIBUTION ORDINANCE\n"
        "Sec. 12-407. Investment of the Permanent Fund, the Minors' Trust and the distribution "
        "reserve.\n(c) {Noun} {shall} {v} at each month-end; the Treasurer shall certify "
        "compliance to the Council quarterly.",
        "figures",
        "mandate",
    ),
    (
        "Quarterly Investment Review, compliance page (" + _OCIO + ")\n"
        "| Limit | IPS | Actual 9/30 |\n|---|---|---|\n| {Noun} | {short} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "MEMORANDUM - Office of the Tribal Attorney\nRe: your question on the investment "
        "limits\n\nThe ordinance as amended is clear: {noun} {shall} {v}. Nothing in the "
        "OCIO agreement overrides it.",
        "figures",
        "clarification_answer",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """The QIR's actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.2 if s.floor else value * 0.7, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the CFO types it into the worksheet."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the 9/30 actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        shall=_shall(s),
        short=_short(s),
        atmost=_atmost(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: a Council
    resolution or the ordinance comes before the request and is cited as a clause; the CFO's
    worksheet comes back after it, as a document filled in."""
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
        answer_first=kind == "mandate",
    )


#: a mandate bounding other things only: the Council's values-based restrictions
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "values_based_restrictions": {
        "adopted_by": "Resolution No. 2023-41",
        "restrictions": [
            "No securities of companies that operate private prisons or immigration detention "
            "facilities.",
            "No securities of tobacco manufacturers.",
            "No new purchases of companies on the Council's sacred-sites watch list; existing "
            "holdings are reviewed by the Investment Committee each quarter.",
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
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the IPS's Exhibit A: its line and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "IPS-A1 public equity, max": ("A2 Fixed income (core and TIPS), maximum", 0.45),
    "IPS-C2 single issuer, max": ("C1 Any one issuer in a commingled fund, maximum", 0.1),
    "IPS-C3 single manager, max": ("C4 Any one private fund commitment, maximum", 0.06),
    "IPS-A4 private markets, max": ("A5 Real assets, minimum before rebalancing", 0.04),
    "IPS-A6 Indian Country ETIs, max": ("A7 Direct loans to tribal enterprises, maximum", 0.01),
    "IPS-R1 tracking error, max": ("R2 Tracking error of any one active manager, maximum", 600.0),
    "MT-1 investment grade and cash, min": ("MT-2 Minors' Trust equity, maximum", 0.35),
    "L-1 distribution reserve cover, min": ("L-2 Cover at which the CFO must notify Council", 1.1),
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
    if structure == 0:  # a draft or a first reading, changed when adopted
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The IPS draft the OCIO circulated in March had {wrong} for {noun}. Council "
                f"adopted the final IPS by Resolution No. 2025-031 with {right}, and that's the "
                "one we're bound by."
            )
        else:
            text = (
                f"On first reading the ordinance amendment set {noun} at {wrong}. As enacted on "
                f"second reading (Ord. 2025-04) it reads {right}."
            )
    elif structure == 1:  # the OCIO's recommendation not adopted, a motion that failed
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The OCIO recommended moving {noun} to {wrong}. The Council did not adopt the "
                f"recommendation, so the {_bound(s)} remains {right}."
            )
        else:
            text = (
                f"IC minutes, item 4: motion to amend {noun} to {wrong}. Motion failed 3-4. "
                f"The IPS {_bound(s)} of {right} stays."
            )
    elif structure == 2:  # the QIR's 9/30 actual
        wrong_value = _actual(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Per the Q3 QIR, {noun} stood at {wrong} on September 30, against the IPS "
                f"{_bound(s)} of {right}. In compliance."
            )
        else:
            text = (
                "| Asset class / limit | Actual 9/30/25 | IPS limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it in Exhibit A
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_bound(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Exhibit A - Policy Limits (excerpt)\n- " + "\n- ".join(lines)
    else:  # peer tribal funds, or the Permanent Fund's looser limit, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Ours is {right} for {noun}. The OCIO's survey of other tribal permanent funds "
                f"has a median of {wrong} - that's background, not our policy."
            )
        else:
            text = (
                "For comparison only: the Tribal Housing Authority, a separate entity with its "
                f"own board, uses {wrong} in its reserve policy. Ours, for {noun}: {right}."
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses: the IPS, a resolution, the ordinance, Schedule B, the trust guidelines ---


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IPS in the mandate's fields, under numbered keys
        article: dict[str, JsonValue] = {
            "7.1": "The Fund shall be invested for the exclusive benefit of the Nation and its "
            "present and future members.",
            "7.2": "Rebalancing to the policy targets occurs when an asset class leaves its "
            "Exhibit A range at a quarter-end.",
            "7.3": f"Concentration and allocation: {noun} {_shall(s)} {written}.",
        }
        return (
            {
                "investment_policy_statement": {
                    "adopted_by": "Resolution No. 2024-117",
                    "article_vii": article,
                }
            },
            None,
            "investment_policy_statement.article_vii.7.3",
        )
    if shape == 1:
        resolution = (
            "RESOLUTION NO. 2025-009 - INVESTMENT LIMITS\n"
            "WHEREAS, the Tribal Council adopted the Investment Policy Statement by Resolution "
            "No. 2024-117; and\nWHEREAS, the Investment Committee has recommended a limit "
            "after review of the OCIO's Quarterly Investment Review;\n"
            f"NOW, THEREFORE, BE IT RESOLVED, that {noun} {_shall(s)} {written}; and\n"
            "BE IT FURTHER RESOLVED, that the Treasurer shall report compliance to the Council "
            "each quarter."
        )
        return None, resolution, MANDATE_ID
    if shape == 2:  # the Per Capita Distribution Ordinance in the mandate's fields
        sections: list[JsonValue] = [
            "Sec. 12-401. Per capita payments are made only from net gaming revenues under the "
            "Revenue Allocation Plan.",
            "Sec. 12-405. A minor's share is held in the Minors' Trust until the member reaches "
            "eighteen and has a high school diploma or equivalent.",
            "Sec. 12-407(a). The Permanent Fund, the Minors' Trust and the distribution reserve "
            f"are invested under this section. (c) {_cap(noun)} {_shall(s)} {written}.",
        ]
        return (
            {
                "tribal_code": {
                    "title_12": {"name": "Per Capita Distribution", "sections": sections}
                }
            },
            None,
            "tribal_code.title_12.sections[2]",
        )
    if shape == 3:
        schedule = (
            "SCHEDULE B TO THE OCIO AGREEMENT - DISCRETIONARY INVESTMENT GUIDELINES\n"
            "B.1 The OCIO may hire and terminate managers on the approved list.\n"
            f"B.2 Portfolio limits: {noun}, {_short(s)} {written}.\n"
            "B.3 The OCIO shall not buy any security on the values-based restricted list."
        )
        return None, schedule, MANDATE_ID
    charter = (
        "INVESTMENT COMMITTEE CHARTER (Resolution No. 2022-019), ARTICLE IV - STANDING LIMITS\n"
        "4.1 The Committee recommends; the Council adopts. No limit changes without a "
        "resolution.\n"
        f"4.2 For the Permanent Fund and the Minors' Trust: {noun} - {_atmost(s)} {written}.\n"
        "4.3 Any breach is reported to the Chairwoman within five business days."
    )
    return None, charter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the policy portfolio; the IPS, the ordinance and every Council resolution apply.",
    "Re-run the target weights inside the IPS and Schedule B of the OCIO agreement.",
    "Before the Council's work session, re-optimize the Fund within every limit it has adopted.",
    "Fold the settlement proceeds in without breaking anything Council has passed.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the limit the Council adopted",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.1,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IPS Sec. 9.2 (Delegation). Within the ranges in Exhibit A, the OCIO may set the {bound} "
    "for {noun} at any level from {lo} to {hi} without further action of the Council.",
    "IC minutes: the Committee delegated to the CFO the authority to set the {bound} for "
    "{noun} anywhere between {lo} and {hi}, reporting the level chosen at the next meeting.",
    "| Limit | Policy range | Who sets it inside the range |\n|---|---|---|\n| {Bound}, "
    "{noun} | {lo} - {hi} | OCIO |",
    "From: Vern Ashby, Tribal Treasurer\nCouncil's fine with the OCIO picking the {bound} on "
    "{noun} - anything from {lo} to {hi} works.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Council did not adopt the OCIO's proposed range of {lo} to {hi} for {noun}. The "
        "{bound} remains fixed at {point} under Resolution No. 2023-088.",
        "The Council adopted the OCIO's proposed range of {lo} to {hi} for {noun}. The OCIO "
        "sets the {bound} within it.",
    ),
    (
        "IC minutes: MOTION to give the OCIO a {lo} - {hi} range on the {bound} for {noun}. "
        "The motion failed for lack of a second; the {bound} stays at {point}.",
        "IC minutes: MOTION to give the OCIO a {lo} - {hi} range on the {bound} for {noun}. "
        "Motion carried 5-0; the OCIO picks the level inside the range.",
    ),
    (
        "From: Joanne Kemper, CFO\nNo range on {noun}. The {bound} is {point} until Council "
        "reopens the IPS; a range of {lo} to {hi} never went to a vote.",
        "From: Joanne Kemper, CFO\nThe {bound} on {noun} is the OCIO's call, anywhere in "
        "{lo} to {hi} - Council voted the range through.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a minimum or a maximum."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's ends and middle all in one of the subject's forms ("fifty-two percent (52%) to
    sixty-five percent (65%)", "225 bps - 300 bps"); the level a refusal fixes is its low end
    for a cap, its top for a floor, so that the middle a plan assumes is looser than it."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note filed with the IPS's Exhibit D (fields), in the Council work-session
    packet's tab of delegations in force (a mandate message), among the instructions on file
    under the OCIO agreement (fields) or in the OCIO's delegation log (a mandate message)."""
    if shape == 0:
        return {"investment_policy_statement": {"exhibit_d_delegations_on_file": [text]}}, None
    if shape == 1:
        return None, f"COUNCIL WORK SESSION PACKET - Tab 7, delegations in force\n\n{text}"
    if shape == 2:
        return {
            "ocio_agreement": {
                "counterparty": _OCIO,
                "instructions_on_file": [text, "Fee: 22 basis points on assets, billed quarterly."],
            }
        }, None
    return None, (
        f"OCIO DELEGATION LOG ({_OCIO}) - entry 2025-14, source document quoted in full:\n\n{text}"
    )


def _three_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: three-fifths of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.6, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 4,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    assumed_value=_three_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IPS, a Council resolution, the OCIO's memo, the
#: CFO's e-mail and the IC chair put them; the first of each is one line, so that an amending
#: resolution can strike it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS, Investment Objectives: the highest return for each unit of risk taken, measured "
        "by the Sharpe ratio over rolling five-year periods.",
        "NOW, THEREFORE, BE IT RESOLVED, that the Permanent Fund shall be managed for the best "
        "risk-adjusted return, as measured by the Sharpe ratio.",
        "OCIO memo, 'Policy portfolio construction':\nwe size the policy portfolio to maximize "
        "the Sharpe ratio; more return at more volatility is not an improvement by itself.",
        "From the CFO: weight it for the best return per unit of risk (Sharpe). That's what "
        "the Committee agreed.",
        "IC chair, opening remarks: risk-adjusted return is the test - give us the highest "
        "Sharpe ratio the IPS allows.",
    ),
    "variance": (
        "IPS, Investment Objectives: the least volatile Fund that can be built, so that "
        "distributions are never at risk from a bad year.",
        "NOW, THEREFORE, BE IT RESOLVED, that the Permanent Fund shall be managed for the lowest "
        "possible volatility, without regard to expected returns.",
        "OCIO memo, 'Policy portfolio construction':\nthe Committee asked for the minimum-"
        "variance portfolio; return forecasts play no part in the weights.",
        "From the CFO: minimize the swings, full stop. Minimum variance, no return views.",
        "IC chair, opening remarks: after 2022 the members want it steady - build the lowest-"
        "variance portfolio we can.",
    ),
    "tracking": (
        "IPS, Investment Objectives: returns that stay as close as possible to the Policy "
        "Benchmark, with minimal tracking error.",
        "NOW, THEREFORE, BE IT RESOLVED, that the Permanent Fund shall be managed to follow the "
        "Policy Benchmark in Exhibit B with the least tracking error.",
        "OCIO memo, 'Policy portfolio construction':\nweights that minimize tracking error "
        "to the Policy Benchmark; we are not being paid to take active risk here.",
        "From the CFO: keep us on top of the Policy Benchmark - minimum tracking error.",
        "IC chair, opening remarks: we're judged against the Policy Benchmark, so hug it - "
        "lowest tracking error.",
    ),
    "return": (
        "IPS, Investment Objectives: the highest expected return the Fund can earn, with no "
        "penalty for the risk it takes.",
        "NOW, THEREFORE, BE IT RESOLVED, that the Permanent Fund shall be managed for the "
        "highest expected return, risk not being a consideration.",
        "OCIO memo, 'Policy portfolio construction':\nthe Committee wants maximum expected "
        "return; volatility is not part of the objective.",
        "From the CFO: go for the highest expected return. No risk adjustment.",
        "IC chair, opening remarks: seven generations is a long horizon - maximize expected "
        "return and don't penalize risk.",
    ),
}
#: an earlier objective struck in the same text: {old}, {new}
_AMENDMENTS: Final = (
    "RESOLUTION NO. 2025-044 - AMENDING THE INVESTMENT POLICY STATEMENT\n"
    "BE IT RESOLVED, that Article II of the Investment Policy Statement is amended by striking "
    "'{old}' and inserting in lieu thereof '{new}'",
    "RESOLUTION NO. 2025-051\nBE IT RESOLVED, that the objective adopted in Resolution No. "
    "2022-070 ('{old}') is hereby rescinded; and\nBE IT FURTHER RESOLVED, that the objective "
    "of the Fund shall be: {new}",
)
_FOLLOW_UPS: Final = (
    "From: Joanne Kemper, CFO\nCouncil voted last night and changed the objective - please "
    "disregard my earlier note. Going forward:\n\n{new}",
    "Treasurer, after the Council's regular session: the earlier instruction is withdrawn. "
    "Council adopted this instead:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Policy portfolio for the Q3 review:\n\n{ask}",
    "{ask}\n\nPlease set the target weights on that basis. - Treasurer",
    "Fund at $1.42 billion, Minors' Trust at $186.3 million.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Policy-portfolio weights for the Permanent Fund across its asset classes",
    purpose="solve for the policy-portfolio weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="the policy-portfolio weights",
    section_title="Policy portfolio",
    description="the policy-portfolio weights",
)


_IPS_OBJECTIVE: Final = "IPS, Investment Objectives: "


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An amending resolution quotes the IPS's own wording, the earlier objective struck and
    the wanted one inserted: each objective's first statement without its heading."""
    (wanted,) = [k for k, said in _ASKS.items() if ask in said]
    struck = _ASKS[old_kind][0].removeprefix(_IPS_OBJECTIVE)
    inserted = _ASKS[wanted][0].removeprefix(_IPS_OBJECTIVE)
    return _fill(_AMENDMENTS[(i // 4) % len(_AMENDMENTS)], old=struck, new=inserted)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording in the same text, struck by an
    amending resolution or rescinded; every fourth from the fourth an earlier message a later
    one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _struck},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "monthly MSCI ACWI IMI returns, January 2003 through June 2019",
        "monthly MSCI ACWI IMI returns, January 2003 through December 2014",
    ),
    (
        "the Gaming Commission's net-win reports for FY2006-FY2017 (fiscal years ending "
        "September 30)",
        "the Gaming Commission's net-win reports for FY2006-FY2014 (fiscal years ending "
        "September 30)",
    ),
    (
        "Enrollment Office census counts, 2004 to 2018",
        "Enrollment Office census counts, 2004 to 2014",
    ),
    (
        "Bloomberg US Aggregate index levels from 2000 to year-end 2016",
        "Bloomberg US Aggregate index levels from 2000 to year-end 2014",
    ),
    (
        "NCREIF ODCE quarterly returns, 2002 Q1 to 2017 Q4",
        "NCREIF ODCE quarterly returns, 2002 Q1 to 2014 Q3",
    ),
)
_ACTIONS: Final = (
    "the OCIO's tactical tilt signal was calibrated",
    "the spending rule's smoothing weight was chosen",
    "the covariance shrinkage of the OCIO's risk model was set",
    "the regime model behind the rebalancing ranges was estimated",
    "the Minors' Trust glide path was optimized",
)
_LEAK_FRAMES: Final = (
    "OCIO research note, 'Methodology': {action} using {period}.",
    "Actuarial memo to the Investment Committee, assumptions: {action} on {period}; the "
    "parameters are held constant in all three walk-forward folds.",
    "QIR appendix C (back-test): {action} once, over {period}, before the walk-forward run.",
)
#: frames for the Nation's own data, whose model each names itself (the drawn action unused)
_ENROLLMENT_FRAMES: Final = (
    "Actuarial memo to the Investment Committee: the per capita liability model's enrollment "
    "growth rate was estimated on {period}; it is held constant in all three walk-forward folds.",
    "OCIO research note, 'Liabilities': per capita outflows in the back-test grow at the rate "
    "fitted to {period}.",
    "QIR appendix C (back-test): the Minors' Trust cohort sizes come from a trend fitted once, "
    "over {period}, before the walk-forward run.",
)
_GAMING_FRAMES: Final = (
    "OCIO research note, 'Inflows': the sensitivity of the Nation's gaming distributions to "
    "the business cycle was estimated on {period}.",
    "Actuarial memo to the Investment Committee: projected gaming inflows to the Fund follow "
    "the growth rate fitted to {period}, unchanged across the three folds.",
    "QIR appendix C (back-test): the inflow model was fitted once, over {period}, before the "
    "walk-forward run.",
)


def _leak_frames(period: str) -> tuple[str, ...]:
    """The frames a period is written in: the Nation's enrollment and gaming data name their own
    model; market data take the drawn action."""
    if period.startswith("Enrollment"):
        return _ENROLLMENT_FRAMES
    if "Gaming Commission" in period:
        return _GAMING_FRAMES
    return _LEAK_FRAMES


#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each year's per capita outflow in the back-test uses the Revenue Allocation Plan "
        "amount the Council set after that fiscal year closed.",
        "Each year's per capita outflow in the back-test uses the Revenue Allocation Plan "
        "amount the Council adopted before that fiscal year began.",
    ),
    (
        "The manager line-up in every fold is today's approved list, the managers that "
        "survived the OCIO's reviews through 2024.",
        "The manager line-up in every fold is the approved list as it stood at each rebalance "
        "date, taken from the OCIO's archived minutes.",
    ),
    (
        "Private equity is marked at each year's audited December NAVs, which the general "
        "partners report about ninety days after year-end.",
        "Private equity is marked at the latest NAV the general partners had reported by each "
        "date, a quarter in arrears.",
    ),
    (
        "The values screen drops the watch-list companies from the start of the test, using "
        "the list the Council adopted in 2023.",
        "The values screen drops a company only from the date it was on a restricted list the "
        "Council had adopted, using the list in force at each rebalance.",
    ),
)
_LEAK_ASKS: Final = (
    "The Investment Committee wants a three-fold walk-forward back-test of the OCIO's "
    "tactical overlay before it approves it.",
    "Please back-test the policy-portfolio model walk-forward, three folds, for the Council's "
    "work session.",
    "Auditor's follow-up: run a three-fold walk-forward test of the Fund's allocation model.",
)
_WHERE: Final = ("purpose", "interpretation", "reasoning", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_leak_frames,
    twins=_leak_twins,
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Tamarack Midstream"
_ENTITY: Final = "ent_tamarack_midstream"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 versus Q3 2023", (18, 19)),
    ("during calendar 2023", (15, 19)),
    ("since the pandemic trough in Q2 2020", (5, 19)),
    ("over the five years from Q1 2019 to Q4 2023", (0, 19)),
    ("through 2020", (3, 7)),
    ("over the two years to December 2023", (11, 19)),
    ("in the first half of 2021", (7, 9)),
    ("during the 2022 tariff case", (11, 15)),
    ("since the Nation first bought the stock in 2012", None),
    ("since the 2016 easement dispute", None),
    ("over the past ten years", None),
)

#: what the claims answer: the Treasurer's question for the Council's work session
_REQUEST: Final = TrendRequest(
    question="For Thursday's Council work session on the watch list: how has {company} been doing?",
    heading="WATCH-LIST REVIEW - " + _COMPANY.upper() + " CORP. (NYSE: TMKM), Resolution "
    "No. 2023-41",
    as_of="2024-03-08",
)


#: "by roughly 12%", "by better than 10%", "by a little under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by better than {}%",
    short="by a little under {}%",
    about="by roughly {}%",
)

_by_mbd = partial(_change_by, "by {:.0f} thousand barrels a day", 8.0)

_by_musd = partial(_change_by, "by ${:.1f} million", 4.0)

_by_turns = partial(_change_by, "by {:.1f} turns", 0.2)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} came in above the year-earlier quarter in each quarter of 2023",
        "{s} came in below the year-earlier quarter in each quarter of 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            612.0,
            634.0,
            641.0,
            668.0,
            590.0,
            471.0,
            523.0,
            566.0,
            604.0,
            659.0,
            712.0,
            748.0,
            801.0,
            842.0,
            889.0,
            903.0,
            937.0,
            961.0,
            1012.0,
            1068.0,
        ),
        (
            "Revenue",
            "Tamarack Midstream's total revenue",
            "Pipeline and storage revenue",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} held its ground", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "throughput_mbd",
        (
            1184.0,
            1201.0,
            1226.0,
            1240.0,
            1198.0,
            1012.0,
            1087.0,
            1131.0,
            1150.0,
            1176.0,
            1203.0,
            1219.0,
            1232.0,
            1224.0,
            1248.0,
            1261.0,
            1255.0,
            1270.0,
            1262.0,
            1289.0,
        ),
        (
            "Throughput",
            "Tamarack Midstream's pipeline volumes (thousand barrels a day)",
            "Barrels moved through the system",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not increase", held_down),
        ),
        _by_mbd,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "distributable_cash_flow",
        (
            284.0,
            291.0,
            302.0,
            310.0,
            268.0,
            201.0,
            239.0,
            262.0,
            279.0,
            301.0,
            318.0,
            335.0,
            322.0,
            309.0,
            297.0,
            288.0,
            301.0,
            316.0,
            327.0,
            344.0,
        ),
        (
            "Distributable cash flow",
            "Tamarack Midstream's DCF",
            "Cash available for distribution",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never decreased from one quarter to the next", never_fell),
            ("{s} never increased from one quarter to the next", never_rose),
            ("{s} did not decrease", held_up),
        ),
        _by_musd,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            118.0,
            124.0,
            131.0,
            127.0,
            -42.0,
            -186.0,
            -38.0,
            22.0,
            71.0,
            96.0,
            108.0,
            117.0,
            84.0,
            -12.0,
            63.0,
            102.0,
            121.0,
            133.0,
            129.0,
            146.0,
        ),
        (
            "Net income",
            "Tamarack Midstream's net income",
            "Bottom-line earnings",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_change_by, "by ${:.0f} million", 5.0),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            4.6,
            4.5,
            4.5,
            4.4,
            4.7,
            5.6,
            5.3,
            5.0,
            4.8,
            4.5,
            4.3,
            4.1,
            4.0,
            4.2,
            3.9,
            3.8,
            3.5,
            3.3,
            3.1,
            3.0,
        ),
        (
            "Leverage",
            "Tamarack Midstream's net debt to EBITDA",
            "Debt relative to cash earnings",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never went up from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        True,
        (
            "{s} was above the year-earlier quarter in each quarter of 2023",
            "{s} was below the year-earlier quarter in each quarter of 2023",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at a double-digit yearly rate from Q4 2021 to Q4 2023",
    shrank="{s} shrank at a double-digit yearly rate, compounded, from Q4 2021 to Q4 2023",
    end=19,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2023, and for a growing (or shrinking) item 2023 against 2022 and
    the two-year compound rate, a rise or a fall. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "QIR, equity holdings commentary (" + _OCIO + "): {claim} [1]. The Fund holds 412,600 "
    "TMKM shares, a $18.7 million position.",
    "IC minutes, watch-list item: the OCIO reported that {claim} [1]; no motion was made.",
    "From: Joanne Kemper, CFO\nShort version for the Treasurer: {claim} [1]. Shares closed at "
    "$45.32 yesterday.",
    "| Holding | Screen status | What the 10-Q shows |\n|---|---|---|\n| " + _COMPANY + " "
    "(TMKM) | Watch list, Res. 2023-41 | {Claim} [1] |",
    "Treasurer's report to Council: {claim} [1]. Divestment stays before the Investment Committee.",
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
        special_step=5,
        left_out=lambda h, w, c: h.startswith("in Q4 2023") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZK: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
