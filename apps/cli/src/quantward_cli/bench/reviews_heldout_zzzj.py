"""Held-out batch ZZZJ: every flaw kind again, in the voice of a university student-managed
investment fund: the Tillinghast Student Investment Fund (TSIF), a long-only US equity portfolio
of about $1.84m carved out of the Tillinghast State University Foundation's endowment and run by
students in the two-semester course FIN 4870/4871 (Applied Portfolio Management) under a faculty
adviser (Prof. Ines Marchbank, CFA) and an advisory board of alumni practitioners. Its people and
papers: the fund's investment policy statement (IPS), approved by the Foundation's investment
committee (IC), with its Section 6 constraints; the fund's bylaws (Article VII, portfolio limits;
Article VIII, delegation); the course syllabus ("a stock pitch must include ..."); the advisory
board's and the full fund's meeting minutes with their motions and votes ("motion to buy passed
7-2"); the faculty adviser's formal e-mails and vetoes; the student portfolio manager's (PM) and
sector heads' GroupMe and Slack lines (lower case, "tbh", "@everyone", "lmk"); the analysts'
pitch decks and stock write-ups; the risk analyst's Monday risk report and the IPS compliance
worksheet sent to the Foundation's Treasury Office; and the handover notes one cohort leaves the
next.

Batch ZZZJ is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZF and ZZZG (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as the
adviser's e-mail, the PM's GroupMe line, the advisory board's minutes with a vote or the Monday
risk report (chat answers), as the risk analyst's IPS compliance worksheet returned after the
request (`template_inputs`, the bare number in the constraint's unit) or as the IPS's Section 6
or the bylaws' Article VII given ahead of the request (`mandate`, cited as a clause); the
misquote pairing in which each structure meets every one of its eight subjects; floors in the
latitude bands (the number of holdings, a count, and the smallest position's weight are floors),
wide bands whose low end is three-fifths of their top (students are given room), each granted
case assuming the point three-quarters of the way up its band (nine-tenths of a cap, one and a
half times a floor), and each refused case assuming that same point where the text fixes the
band's low end (a cap) or its top (a floor); breach ratios of 1.4 (cap) and 2/3 (floor), uncited
twins at 0.9 of a cap and 4/3 of a floor (so that a count stays a whole number of names); limits
as shares of the fund, a count of names, an ex-ante tracking error in bp and a beta (a multiple);
an objective's earlier wording struck through in a tracked-changes IPS redline or a Google Doc
comment, each wanted objective met in every structure (`turn`); and a trend request of its own
(the pitch deck's question and heading, an as-of date after its quarters) over twenty fiscal
quarters of a June fiscal year (FY2020 Q1, ending September 2019, to FY2024 Q4, ending June
2024), comparing fiscal 2024 with fiscal 2023 (`end=19`), with a signed series (operating income,
a loss through fiscal 2021) among its trends.

Decoy numbers (no truth depends on them): the fund's size ($1.84m), its holdings and cash today
(27 names, 6.3%), the price target and upside in a pitch deck ($61, ~22%), P/E and EV/EBITDA
multiples, the dividend sweep ($46k), vote tallies (7-2, 6-1, 3-4, 8-1, 9-1), course and
assignment numbers (FIN 4870, FIN 4871, Assignment 6), IPS, bylaw and resolution numbers, meeting
dates (10/14, 11/4, 11/20, Dec 10), the risk report's current readings, the Foundation's 30
days' notice, another university's fund's figure and the CFA Research Challenge deck's. Its
parts:

* limits as the fund's people state them: the faculty adviser's e-mail, the PM's GroupMe line,
  the IPS's Section 6 (a mandate message given before the request), the advisory board's minutes
  with the motion and the vote, the risk analyst's IPS compliance worksheet (a bare number in the
  constraint's unit, template inputs given after the request), the bylaws' Article VII (a mandate
  message given before it) and the Monday risk report's "Constraint / IPS limit / Current" table
  whose current reading is a decoy, each in turn; number forms "5.0%" (a spreadsheet's one
  decimal), "5% of fund AUM" and "5 percent at market" for one stock, "25.0%", "25% of the
  portfolio" and "25 pct" for a GICS sector, "10.0%", "10% in cash" and "10 percent of AUM" for
  cash, "15.0%", "15% of equities" and "15 pct" for small caps, "400bp", "400 bps ex-ante" and
  "4% tracking error" for active risk, "1.2", "1.2x the S&P 500" and "1.2 beta" for beta, "24
  names", "24 stocks" and "24 positions" for the number of holdings (a floor, a count) and
  "1.5%", "1.5% at purchase" and "1.5 percent of AUM" for the smallest position (a floor);
* requests (a sector head on GroupMe, the PM's e-mail, the syllabus's assignment, a handover note
  and the adviser's office hours note) deferring the limit to an advisory board vote not yet
  held, the Foundation's IC, an IPS draft's "[TBD - IC to approve]", last cohort's handover
  notes that never wrote the outcome down, or a bylaws review tabled until spring;
* provenance misquoting its source: the 2019 IPS or bylaws v3 changed since, a sector head's
  request the adviser vetoed or a motion the advisory board voted down 3-4; the Monday risk
  report's current reading (prose, or a "Constraint / As of 11/20 / IPS" table); another limit
  beside it in an IPS Section 6 excerpt; and another university's student fund or the CFA
  Research Challenge deck quoted for comparison;
* mandates as the IPS's Section 6 in the mandate's fields under numbered keys
  (`investment_policy_statement.section_6.6.3`), the bylaws' Article VII as a message, the
  advisory board's resolutions in the mandate's fields (`advisory_board.resolutions[2]`), the
  syllabus's fund rules and the Foundation's memorandum of understanding as messages;
* latitude granted as a bylaws section, an advisory board minute with its vote, a "Constraint /
  Student discretion / Who decides" table and the adviser's e-mail; refused as an IPS that fixes
  the level (a range in last year's Research Challenge deck describing other funds), the adviser
  vetoing a band and the PM on GroupMe keeping it; each twin the same text granting it; floors
  as well as caps; placed in the fund binder's delegations page (fields), the advisory board's
  delegation of authority (a message) or the cohort's handover notes (fields);
* objectives as the IPS, the adviser's memo, the full fund's minutes, the syllabus and GroupMe,
  with an earlier wording struck through in the same text: an IPS redline in which both are the
  IPS's Section 2 sentences ("~~...~~ -> ..."), or the adviser's Google Doc comment on the IPS
  quoting the wanted statement's words; and a later note after the vote or from the adviser
  replacing an earlier one; the tracking benchmark is the S&P 500 Total Return Index;
* leakage as the quant sleeve's students write it: a 12-1 momentum screen, Fama-French factor
  loadings, a value-quality composite, an earnings-revision signal and a sector-rotation rule
  fitted on periods reaching into the test years (CRSP monthly returns via WRDS, Compustat annual
  fundamentals, Ken French factor returns, Bloomberg daily prices, I/B/E/S consensus estimates,
  Zacks rank history), and whole sentences (10-K figures dated at fiscal year-end though filed
  later, today's S&P 500 constituents as the universe, restated EPS instead of EPS as first
  reported, back-test names picked from the fund's own pitches that worked out); each clean twin
  in the same form, ending before the first test date (2 January 2015), and where data are filed
  late, ending where they were out before it (Compustat fiscal years through FY2012, whose last
  fiscal years end in May 2013, all on EDGAR by the end of 2013);
* trend claims on Quillfeather Veterinary Partners (NYSE: QVET), a vet-clinic roll-up with a June
  fiscal year pitched by the healthcare sector - revenue, active clinics (a count), operating
  income (a signed series: losses through fiscal 2021), net debt (the Q4 FY21 acquisition, then
  paid down) and gross margin - over twenty fiscal quarters (FY2020 Q1-FY2024 Q4: the COVID
  quarter, the Q4 FY21 acquisition, the vet-staffing crunch), as a pitch deck slide, a GroupMe
  line, a stock write-up, a "Ticker / What the 10-Q shows" table and the full fund's minutes;
  horizons covered by the series against uncovered ones ("since the 2015 IPO"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
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
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270157
KINDS: Final = ALL_KINDS
TAG: Final = "zzzj"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjsm0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjsm1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjsm2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzjsm3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzjsm5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzjsmf"

_FUND: Final = "Tillinghast Student Investment Fund"
_FOUNDATION: Final = "the Tillinghast State University Foundation"
_ADVISER: Final = "Prof. Marchbank"


# --- numbers as the students, the adviser, the IPS and the risk report write them --------------


def _pct(value: float) -> str:
    return _g(value * 100)


def _dp(value: float) -> str:
    """A percent as a spreadsheet shows it, with at least one decimal: "5.0", "12.8", "6.25"."""
    said = _pct(value)
    return said if "." in said else f"{said}.0"


def _stock_forms(value: float) -> dict[str, str]:
    """One stock's weight: "5.0%", "5% of fund AUM", "5 percent at market"."""
    return {
        "pct": f"{_dp(value)}%",
        "aum": f"{_pct(value)}% of fund AUM",
        "mkt": f"{_pct(value)} percent at market",
    }


def _sector_forms(value: float) -> dict[str, str]:
    """A GICS sector's weight: "25.0%", "25% of the portfolio", "25 pct"."""
    return {
        "pct": f"{_dp(value)}%",
        "port": f"{_pct(value)}% of the portfolio",
        "pct_word": f"{_pct(value)} pct",
    }


def _cash_forms(value: float) -> dict[str, str]:
    """Cash: "10.0%", "10% in cash", "10 percent of AUM"."""
    return {
        "pct": f"{_dp(value)}%",
        "cash": f"{_pct(value)}% in cash",
        "aum": f"{_pct(value)} percent of AUM",
    }


def _small_cap_forms(value: float) -> dict[str, str]:
    """Small caps' share of the equities: "15.0%", "15% of equities", "15 pct"."""
    return {
        "pct": f"{_dp(value)}%",
        "eq": f"{_pct(value)}% of equities",
        "pct_word": f"{_pct(value)} pct",
    }


def _te_forms(value: float) -> dict[str, str]:
    """Ex-ante tracking error in bp: "400bp", "400 bps ex-ante", "4% tracking error"."""
    return {
        "bp": f"{_g(value)}bp",
        "bps": f"{_g(value)} bps ex-ante",
        "pct": f"{_g(value / 100)}% tracking error",
    }


def _beta_forms(value: float) -> dict[str, str]:
    """Beta against the S&P 500: "1.2", "1.2x the S&P 500", "1.2 beta"."""
    return {
        "bare": _g(value),
        "x": f"{_g(value)}x the S&P 500",
        "beta": f"{_g(value)} beta",
    }


def _names_forms(value: float) -> dict[str, str]:
    """A number of holdings: "24 names", "24 stocks", "24 positions"."""
    return {
        "names": f"{value:.0f} names",
        "stocks": f"{value:.0f} stocks",
        "pos": f"{value:.0f} positions",
    }


def _starter_forms(value: float) -> dict[str, str]:
    """The smallest position's weight: "1.5%", "1.5% at purchase", "1.5 percent of AUM"."""
    return {
        "pct": f"{_pct(value)}%",
        "buy": f"{_pct(value)}% at purchase",
        "aum": f"{_pct(value)} percent of AUM",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its id on the IPS
    compliance worksheet, the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_STOCK: Final = _Subject(
    ("max_single_stock_weight", "singleNameCapPct"),
    (
        "any single stock's weight in the fund",
        "one name at market value",
        "the biggest single position",
    ),
    "single_issuer_max",
    "fraction",
    (0.05, 0.06, 0.08),
    _stock_forms,
)
_SECTOR: Final = _Subject(
    ("max_gics_sector_weight", "sectorWeightCap"),
    (
        "any one GICS sector",
        "a single sector's weight (tech, healthcare and so on)",
        "the largest sector sleeve",
    ),
    "gics_sector_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _sector_forms,
)
_CASH: Final = _Subject(
    ("max_cash_weight", "cashDragCap"),
    (
        "cash and the money-market sweep",
        "uninvested cash",
        "the cash sleeve (SPAXX included)",
    ),
    "cash_max",
    "fraction",
    (0.05, 0.1, 0.15),
    _cash_forms,
)
_SMALL: Final = _Subject(
    ("max_small_cap_share", "smallCapCap"),
    (
        "small caps (market cap under two billion dollars)",
        "the small-cap bucket",
        "holdings below the small-cap cutoff",
    ),
    "small_cap_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _small_cap_forms,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "exAnteTECap"),
    (
        "ex-ante tracking error against the S&P 500",
        "active risk versus the benchmark",
        "the fund's TE off the S&P (the Bloomberg PORT number)",
    ),
    "tracking_error_max_bps",
    "bps",
    (300.0, 400.0, 500.0),
    _te_forms,
)
_BETA: Final = _Subject(
    ("max_portfolio_beta", "betaCap"),
    (
        "portfolio beta against the S&P 500",
        "the fund's beta",
        "weighted-average beta of the holdings",
    ),
    "beta_max",
    "multiple",
    (1.1, 1.2, 1.3),
    _beta_forms,
)
_HOLDINGS: Final = _Subject(
    ("min_number_of_holdings", "minPositionCount"),
    (
        "the number of individual stocks held",
        "the count of names in the portfolio",
        "distinct equity positions",
    ),
    "holdings_min",
    "count",
    (18.0, 24.0, 30.0),
    _names_forms,
    floor=True,
)
_STARTER: Final = _Subject(
    ("min_position_weight", "starterPositionFloor"),
    (
        "the smallest position in the book",
        "any new position at the time of purchase",
        "a position's weight once bought (no 'tracker' sizes)",
    ),
    "position_min",
    "fraction",
    (0.012, 0.015, 0.018),
    _starter_forms,
    floor=True,
)
#: eight limits, two of them floors (a count and a weight); latitude bands are drawn for floors
_SUBJECTS: Final = (
    _STOCK,
    _SECTOR,
    _CASH,
    _SMALL,
    _TE,
    _BETA,
    _HOLDINGS,
    _STARTER,
)

_RATIONALES: Final = (
    "what last year's cohort used, per the handover doc",
    "roughly what other student-managed funds do",
    "the number in the CFA Research Challenge example deck",
    "placeholder until the advisory board votes",
    "what Prof. Marchbank mentioned in class, not in writing",
)

#: where a breach lies and where an uncited twin lies, as multiples of the limit; the floors'
#: ratios keep a number of names whole
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 2 / 3
_CAP_INSIDE: Final = 0.9
_FLOOR_INSIDE: Final = 4 / 3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the Tillinghast Student Investment Fund's US equity holdings and cash, "
    "within the IPS's Section 6 constraints, the bylaws and the advisory board's resolutions",
    "the best risk-adjusted return the IPS allows",
    "solve for the target weights",
    "the target weights and the fund's risk at them",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's governing documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    if s.floor:
        return "no fewer than" if s.unit == "count" else "not less than"
    return "not more than"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "cap"


def _short(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance after the ABNB sell (motion passed 7-2 on Tuesday)",
    "size the QVET pitch for Thursday's vote - Rafe's deck has a $61 PT, ~22% upside",
    "re-weight everything for the semester-end report to the Foundation",
    "put the $46k from the dividend sweep to work",
    "redo the target weights before we hand over to the spring cohort",
)
_DEFERRALS: Final = (
    "the advisory board doesn't vote on {noun} until the Dec 10 meeting",
    "{noun} is still TBD until the Foundation's IC weighs in",
    "the new IPS draft has {noun} as '[TBD - IC to approve]'",
    "last cohort's handover notes just say {noun} was 'being revisited', nobody wrote down "
    "what they landed on",
    "{noun} is part of the bylaws review and that got tabled until spring",
)
_REQUEST_FRAMES: Final = (
    "GroupMe | TSIF Fall '26 | Yusra (Tech head): hey @everyone can someone {task}? also fyi "
    "{deferral} lol",
    "Hi all,\n\nWe're at $1.84m AUM after the October statement. Could the quant team {task}? "
    "One open item: {deferral}.\n\nThanks,\nKeziah (PM)",
    "FIN 4871 - Assignment 6 (team): {task}. Note from the syllabus page: {deferral}.",
    "Handover notes, Fall '26 -> Spring '27, to-do: {task}. Heads up: {deferral}.",
    "Office hours note (Prof. Marchbank): before anyone trades, {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy current reading; the answer's kind); {noun},
#: {v}, {key}, {unit}, {bound}, {sign}, {short}, {op}, {now}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "From: Ines Marchbank, CFA (Faculty Adviser)\nRe: your question on the IPS\n\nDear "
        "students,\n\nThe IPS is explicit: {noun} must be {sign} {v}. Please build the "
        "weights on that basis.\n\nRegards,\nI. Marchbank",
        "figures",
        "clarification_answer",
    ),
    (
        "GroupMe | TSIF Fall '26 | Keziah (PM): ok just confirmed w Marchbank, {noun} is "
        "{short} {v}. pls don't ask again",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT POLICY STATEMENT - " + _FUND.upper() + "\n(as approved by the Investment "
        "Committee of " + _FOUNDATION + ")\nSection 6. Constraints. 6.4 {Noun} shall be "
        "{sign} {v}, measured at market value at each month-end.",
        "figures",
        "mandate",
    ),
    (
        "TSIF Advisory Board - minutes\nItem 3. Motion to set the {bound} on {noun} at {v}. "
        "Moved by J. Osterhout, seconded. Motion passed 7-2.",
        "figures",
        "clarification_answer",
    ),
    (
        "IPS COMPLIANCE WORKSHEET (risk analyst -> Foundation Treasury Office)\n"
        "constraint_id: {key}\nunits: {unit}\nthreshold: {v}\ntype: {bound}",
        "bare",
        "template_inputs",
    ),
    (
        "BYLAWS OF THE " + _FUND.upper() + "\nArticle VII - Portfolio Limits. Sec. 3. {Noun} "
        "shall at all times be {sign} {v}.",
        "figures",
        "mandate",
    ),
    (
        "Monday risk report (risk analyst)\n"
        "| Constraint | IPS limit | Current |\n|---|---|---|\n| {Noun} | {op} {v} | {now} |",
        "table",
        "clarification_answer",
    ),
)


def _now(s: _Subject, value: float) -> float:
    """Today's reading comfortably inside the limit: above a floor, below a cap."""
    return round(value * 4 / 3 if s.floor else value * 0.8, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the risk analyst types it into the worksheet."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    if s.unit == "count":
        return f"{value:.0f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    now = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # today's reading inside the limit, a decoy in the same form
        written, now = s.alike((value, _now(s, value)), rng.randrange(12), apart=True)
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
        op=_op(s),
        now=now,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the IPS or the
    bylaws come before the request and are cited as a clause; the compliance worksheet comes
    after it, filled in by the risk analyst in answer."""
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


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ips_section_5_permitted_investments": [
        "US-listed common stock and ADRs only; no options, no short sales, no margin.",
        "No purchase of a security within 5 trading days of its earnings date.",
        "No holdings in companies on the Foundation's exclusion list (thermal coal, tobacco).",
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
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in an IPS Section 6 excerpt: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_issuer_max": ("6.2 Any one issuer at cost, incl. ADRs", 0.07),
    "gics_sector_max": ("6.5 Top two GICS sectors combined", 0.45),
    "cash_max": ("6.7 Cash kept for the Foundation's annual draw", 0.02),
    "small_cap_max": ("6.6 Micro caps (under $300m), share of equities", 0.03),
    "tracking_error_max_bps": ("6.9 TE at which the PM must e-mail the adviser", 650.0),
    "beta_max": ("6.10 Beta of any single new buy", 1.8),
    "holdings_min": ("6.3 Most names the analysts can cover", 40.0),
    "position_min": ("6.8 Trim trigger for a winner", 0.09),
}

#: (cap, floor) multiples of the limit for each misquote structure's wrong figure
_AWAY: Final = ((1.6, 0.5), (1.4, 2 / 3), (0.8, 4 / 3), (1.0, 1.0), (1.5, 1.5))


def _away(s: _Subject, value: float, structure: int) -> float:
    """A wrong value for `s` in `structure`: the limit times that structure's multiple."""
    up, down = _AWAY[structure]
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    beside, wrong_value = _BESIDE[s.key]  # another limit beside it, in structure 3
    if structure != 3:
        wrong_value = _away(s, value, structure)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    if structure == 0:  # an earlier version's figure, changed since
        if variant == 0:
            text = (
                f"The 2019 IPS had {noun} at {wrong}. The IC re-approved the IPS in March "
                f"and the current version says {right} - that's the one that binds us."
            )
        else:
            text = (
                f"bylaws v3 said {wrong} for {noun}, but we amended it at the April meeting "
                f"(passed 9-1) and v4 says {right}."
            )
    elif structure == 1:  # a request vetoed or voted down
        if variant == 0:
            text = (
                f"Yusra asked to take {noun} to {wrong} so we could add to NVDA. "
                f"{_ADVISER} vetoed it. Still {right}."
            )
        else:
            text = (
                f"Advisory board minutes: motion to amend {noun} to {wrong} failed 3-4. The "
                f"IPS {_bound(s)} of {right} stands."
            )
    elif structure == 2:  # the Monday risk report's current reading
        if variant == 0:
            text = (
                f"From the Monday risk report: {noun} is currently at {wrong} vs the IPS "
                f"{_bound(s)} of {right}. All green."
            )
        else:
            text = (
                "| Constraint | As of 11/20 | IPS |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:
        lines = [f"{beside}: {wrong}", f"6.4 {_cap(noun)} ({_bound(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Section 6 (excerpt, pasted by the risk analyst)\n- " + "\n- ".join(lines)
    else:  # another fund's or a competition deck's figure, quoted for comparison
        if variant == 0:
            text = (
                f"fwiw the student fund at Pemberton College runs {noun} at {wrong}. ours is "
                f"{right}, per our IPS."
            )
        else:
            text = (
                f"Our IPS: {noun}, {right}. The CFA Research Challenge example deck uses "
                f"{wrong} - that's just an example, not our rule."
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


# --- mandate clauses as the IPS, the bylaws, the advisory board, the syllabus, the MOU --------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IPS's Section 6 in the mandate's fields, under numbered keys
        section: dict[str, JsonValue] = {
            "6.1": "The Fund invests only in US-listed common stock, ADRs and cash.",
            "6.2": "No leverage, short sales, options or private placements.",
            "6.3": f"{_cap(noun)} shall be {_sign(s)} {written}.",
        }
        return (
            {
                "investment_policy_statement": {
                    "fund": _FUND,
                    "approved_by": "Investment Committee, " + _FOUNDATION,
                    "section_6": section,
                }
            },
            None,
            "investment_policy_statement.section_6.6.3",
        )
    if shape == 1:
        bylaws = (
            "BYLAWS OF THE " + _FUND.upper() + " (as amended)\n"
            "Article VII - Portfolio Limits\n"
            "Sec. 1. A purchase requires a two-thirds vote of the members present.\n"
            f"Sec. 2. {_cap(noun)} shall be {_sign(s)} {written}.\n"
            "Sec. 3. Every holding is re-pitched at least once a year."
        )
        return None, bylaws, MANDATE_ID
    if shape == 2:  # the advisory board's resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "R1: the faculty adviser approves every trade ticket before it goes to Schwab.",
            "R2: a position down 25% from cost must be re-pitched within two weeks.",
            f"R3: {noun} {_op(s)} {written}.",
        ]
        return (
            {"advisory_board": {"term": "2026-27", "resolutions": resolutions}},
            None,
            "advisory_board.resolutions[2]",
        )
    if shape == 3:
        syllabus = (
            "FIN 4870 Applied Portfolio Management - Syllabus, 'Fund rules you will be graded on'\n"
            "1. A stock pitch must include a DCF, a comps table and a downside case.\n"
            f"2. Portfolio construction: {noun} - {_short(s)} {written}.\n"
            "3. No trade without the adviser's sign-off on the ticket."
        )
        return None, syllabus, MANDATE_ID
    mou = (
        "MEMORANDUM OF UNDERSTANDING between " + _FOUNDATION + " and the " + _FUND + "\n"
        "1. The Foundation allocates the Fund's capital and may withdraw it on 30 days' notice.\n"
        f"2. The Fund shall keep {noun} {_sign(s)} {written}.\n"
        "3. The Fund reports holdings to the Treasury Office each quarter."
    )
    return None, mou, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the target weights; the IPS, the bylaws and the advisory board's resolutions all "
    "apply.",
    "Re-run the weights for Thursday, inside every rule we're bound by.",
    "Before the advisory board meeting, re-optimise the fund without breaking anything in the IPS.",
    "Fit the QVET buy (motion passed 7-2) into the portfolio without breaching anything.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's documented constraint",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=_CAP_INSIDE,
    floor_inside=_FLOOR_INSIDE,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Bylaws Art. VIII Sec. 2: the student Portfolio Manager may set the {bound} on {noun} "
    "anywhere from {lo} to {hi} without a full-fund vote.",
    "Advisory board minutes 10/14, item 5: motion passed 6-1 - the PM may run the {bound} on "
    "{noun} at any level in {lo}-{hi}; anything outside that comes back to a vote.",
    "| Constraint | Student discretion | Who decides |\n|---|---|---|\n| {Bound} on {noun} | "
    "{lo} to {hi} | PM and CIO (students) |",
    "From: Ines Marchbank, CFA\nRe: discretion\n\nYou may choose the {bound} on {noun} "
    "yourselves, within {lo}-{hi}.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The IPS sets the {bound} on {noun} at {point}. The {lo}-{hi} range in last year's "
        "Research Challenge deck describes other funds and grants us no discretion.",
        "The IPS lets the student PM set the {bound} on {noun} anywhere in the {lo}-{hi} range "
        "shown in last year's Research Challenge deck.",
    ),
    (
        "Prof. Marchbank vetoed the proposed {lo}-{hi} band on the {bound} for {noun}; it stays "
        "at {point} until the Foundation's IC reviews the IPS in May.",
        "Prof. Marchbank approved the proposed {lo}-{hi} band on the {bound} for {noun}; the PM "
        "picks the level inside it.",
    ),
    (
        "GroupMe | Keziah (PM): {bound} on {noun} stays {point}. we are NOT doing a {lo}-{hi} "
        "band, Marchbank said no",
        "GroupMe | Keziah (PM): {bound} on {noun} is our call now, anything {lo}-{hi}, "
        "Marchbank ok'd it",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a minimum or a cap."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"[\d.]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the students write one: the low end as a bare number and the top with
    its unit ("3-5% of fund AUM", "18-30 names", "0.66-1.1x the S&P 500"); the middle and the
    level a refusal fixes in full."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    match = _LEADING_NUMBER.match(lo)
    assert match is not None, lo
    # a refused band's fixed level: its low end for a cap, its top for a floor, so that the
    # point a plan assumes is looser than the level fixed
    fixed = hi if s.floor else lo
    return {"lo": match.group(), "hi": hi, "mid": mid, "fixed": fixed}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the fund binder's delegations page (fields), in the advisory board's
    delegation of authority (a mandate message), or in the cohort's handover notes (fields)."""
    if shape == 0:
        return {"fund_binder": {"delegations_and_discretion": text}}, None
    if shape == 1:
        return None, f"Delegation of authority (TSIF Advisory Board, adopted 9/2026)\n\n{text}"
    return {
        "handover_notes": {
            "fall_2026": [
                text,
                "Trade tickets go to Prof. Marchbank's approval queue, then Schwab.",
            ],
        }
    }, None


def _three_quarters_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: three-quarters of the way from the low end to the top (with a
    low end three-fifths of the top: nine-tenths of a cap, one and a half times a floor)."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.75, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    refused_value=_three_quarters_up,
    low_ratio=0.6,
    floors=True,
    assumed_value=_three_quarters_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IPS, the adviser's memo, the full fund's minutes,
#: the syllabus and GroupMe put them; the first of each is one line, so that it can be struck
#: through in a redline
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS, Section 2 (Objective): the Fund seeks the highest return per unit of risk taken, "
        "measured by the Sharpe ratio.",
        "Memo from the faculty adviser, 'Portfolio construction':\nweight the holdings for the "
        "best Sharpe ratio; more return bought with more volatility is not an improvement.",
        "Full-fund minutes 11/4: motion that target weights maximise the risk-adjusted return "
        "(Sharpe) passed 8-1.",
        "FIN 4870 syllabus: your final portfolio recommendation must maximise the Sharpe ratio "
        "of the fund.",
        "GroupMe | Keziah (PM): weights = max sharpe. that's it. nothing fancy",
    ),
    "variance": (
        "IPS, Section 2 (Objective): the Fund seeks the lowest volatility of its value, since "
        "the Foundation draws on it each year.",
        "Memo from the faculty adviser, 'Portfolio construction':\nweight the holdings for "
        "minimum variance; return forecasts do not enter the weights.",
        "Full-fund minutes 11/4: motion that target weights minimise the fund's volatility, "
        "whatever the pitches forecast, passed 8-1.",
        "FIN 4870 syllabus: your final portfolio recommendation must minimise the variance of "
        "the fund.",
        "GroupMe | Keziah (PM): min variance weights pls. ignore the PTs in the decks",
    ),
    "tracking": (
        "IPS, Section 2 (Objective): the Fund seeks returns close to the S&P 500 Total Return "
        "Index, with as little deviation from it as possible.",
        "Memo from the faculty adviser, 'Portfolio construction':\nweight the holdings to stay "
        "closest to the S&P 500 Total Return Index - the lowest tracking error.",
        "Full-fund minutes 11/4: motion that target weights minimise tracking error to the S&P "
        "500 Total Return Index passed 8-1.",
        "FIN 4870 syllabus: your final portfolio recommendation must minimise tracking error "
        "against the S&P 500 Total Return Index.",
        "GroupMe | Keziah (PM): just hug the S&P 500 TR index. min TE",
    ),
    "return": (
        "IPS, Section 2 (Objective): the Fund seeks the highest expected return, with no "
        "penalty for the risk taken.",
        "Memo from the faculty adviser, 'Portfolio construction':\nweight the holdings for the "
        "highest expected return; risk is not part of the objective.",
        "Full-fund minutes 11/4: motion that target weights maximise expected return, with no "
        "risk adjustment, passed 8-1.",
        "FIN 4870 syllabus: your final portfolio recommendation must maximise the fund's "
        "expected return, not risk-adjusted.",
        "GroupMe | Keziah (PM): max expected return weights. no risk adj, we're students, "
        "that's the point",
    ),
}
_REDLINES: Final = (
    "IPS redline (tracked changes, Foundation counsel), Section 2 (Objective):\n~~{old}~~\n"
    "-> {new}",
    'Google Doc comment on the IPS, Section 2 (Ines Marchbank): strike "{old}" and use '
    '"{new}" instead',
)
_FOLLOW_UPS: Final = (
    "Update after tonight's full-fund meeting (motion passed 8-1) - this replaces the "
    "objective I sent earlier:\n\n{new}",
    "From: Ines Marchbank, CFA\nPlease disregard the objective in the earlier message; the "
    "advisory board settled it as follows:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Semester-end rebalance:\n\n{ask}",
    "{ask}\n\nTarget weights needed for Thursday's full-fund meeting. - Keziah (PM)",
    "AUM $1.84m (Foundation account at Schwab), 27 holdings, cash 6.3%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the student fund's US equity holdings and cash",
    purpose="solve for the target weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="target weights",
    section_title="Target weights",
    description="the target weights",
)


_IPS_OBJECTIVE: Final = "IPS, Section 2 (Objective): "


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The earlier objective struck through in the same text: in the IPS redline both are the
    IPS's own Section 2 sentences (the earlier kind's and the wanted kind's), in the adviser's
    Google Doc comment the earlier IPS sentence against the wanted statement's words on one
    line (its label, "FIN 4870 syllabus:", dropped)."""
    wanted = next(kind for kind, said in _ASKS.items() if ask in said)
    old = _ASKS[old_kind][0].removeprefix(_IPS_OBJECTIVE)
    if (i // 4) % len(_REDLINES) == 0:  # the redline: the IPS's sentence for each
        ask = _ASKS[wanted][0].removeprefix(_IPS_OBJECTIVE)
    else:  # the comment quotes the wanted statement's words, on one line, without its label
        ask = ask.replace("\n", " ").split(": ", 1)[1]
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording in the same text, struck through
    in a redline or a Google Doc comment; every fourth from the fourth an earlier message a
    later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _struck},
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
        "CRSP monthly returns (pulled through WRDS), Jan 2005 - Dec 2019",
        "CRSP monthly returns (pulled through WRDS), Jan 2005 - Dec 2014",
    ),
    (
        "Compustat annual fundamentals for FY2003-FY2017",
        "Compustat annual fundamentals for FY2003-FY2012 (all on EDGAR by the end of 2013)",
    ),
    (
        "the Ken French data library's factor returns, July 2006 to June 2018",
        "the Ken French data library's factor returns, July 2006 to December 2014",
    ),
    (
        "Bloomberg daily closes for S&P 500 names, 1/2/2008-12/30/2016",
        "Bloomberg daily closes for S&P 500 names, 1/2/2008-12/31/2014",
    ),
    (
        "I/B/E/S consensus EPS estimates, 2004-2017",
        "I/B/E/S consensus EPS estimates, 2004-2014",
    ),
    (
        "the library's Zacks Rank history, 2009 through 2020",
        "the library's Zacks Rank history, 2009 through 2014",
    ),
)
_ACTIONS: Final = (
    "the momentum screen's 12-1 lookback and top-decile cutoff were chosen",
    "the Fama-French three-factor loadings behind our expected returns were estimated",
    "the value-quality composite's weights were fit",
    "the earnings-revision signal's thresholds were tuned",
    "the sector-rotation rule's moving-average window was picked",
)
_LEAK_FRAMES: Final = (
    "Quant sleeve write-up (Alex K., Fall '26), methodology: {action} on {period}.",
    "Handover notes for the Spring '27 quant analysts: {action} using {period}; we kept the "
    "parameters fixed across all three walk-forward folds.",
    "Pitch deck, slide 9 ('Backtest'): {action} once, on {period}, before running the "
    "walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The screen uses each company's 10-K figures as of its fiscal year-end date, even "
        "though the 10-K was only filed with the SEC 60 to 90 days later.",
        "The screen uses each company's 10-K figures only from the date the 10-K was filed on "
        "EDGAR.",
    ),
    (
        "The universe is today's S&P 500 constituents, back-tested over the whole period.",
        "The universe is the S&P 500 constituents as they stood on each rebalance date, "
        "including the names later dropped from the index.",
    ),
    (
        "The earnings-surprise signal uses restated quarterly EPS as Compustat shows it today, "
        "not the EPS first reported.",
        "The earnings-surprise signal uses quarterly EPS as first reported, on its announcement "
        "date.",
    ),
    (
        "Back-test names are taken from the stocks the fund actually bought after a pitch, "
        "since we know those worked out.",
        "Back-test names are every stock the screen passed on each date, whether or not the "
        "fund ever pitched it.",
    ),
)
_LEAK_ASKS: Final = (
    "Prof. Marchbank wants a three-fold walk-forward back-test of the quant screen before we "
    "use it for real money.",
    "Can the quant team back-test the weighting model walk-forward (three folds) for the "
    "advisory board deck?",
    "Assignment 7: run a three-fold walk-forward test of the fund's weighting model.",
)
_WHERE: Final = ("reasoning", "interpretation", "evidence", "purpose")


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

_COMPANY: Final = "Quillfeather Veterinary Partners"
_ENTITY: Final = "ent_quillfeather_veterinary_partners"
#: twenty quarters of a June fiscal year, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = tuple(
    (f"{fy - 1 if q <= 2 else fy}-{end}", f"FY{fy} Q{q}")
    for fy in (2020, 2021, 2022, 2023, 2024)
    for q, end in enumerate(("09-30", "12-31", "03-31", "06-30"), start=1)
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 FY24 vs Q3 FY24", (18, 19)),
    ("over fiscal 2024", (15, 19)),
    ("over the three fiscal years to June 2024", (7, 19)),
    ("from Q1 FY20 through Q4 FY24", (0, 19)),
    ("since the COVID quarter (Q4 FY20)", (3, 19)),
    ("across fiscal 2021", (3, 7)),
    ("in H1 FY23", (11, 13)),
    ("through the vet-staffing crunch (Q2 FY22 to Q1 FY23)", (9, 12)),
    ("since the 2015 IPO", None),
    ("over the last ten fiscal years", None),
    ("since FY2012", None),
)

#: what the claims answer: the healthcare pitch deck's financials slide
_REQUEST: Final = TrendRequest(
    question="For the QVET pitch deck's 'Financials' slide (Healthcare, Fall '24): how has "
    "{company} been trending?",
    heading="**QVET - " + _COMPANY + " (NYSE) | Healthcare pitch, Fall '24**",
    as_of="2024-09-06",
)


#: "by roughly 12%", "by a bit over 10%", "by almost 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by a bit over {}%", short="by almost {}%", about="by roughly {}%"
)

_by_clinics = partial(_change_by, "by {:.0f} clinics", 3.0)

_by_usd = partial(_change_by, "by ${:.1f}m", 1.0)

_by_pts = partial(_change_by, "by {:.1f} pts", 0.3)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was up y/y in every quarter of FY24",
        "{s} was down y/y in every quarter of FY24",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            141.2,
            146.8,
            150.3,
            138.9,
            155.4,
            162.1,
            170.8,
            181.5,
            188.2,
            193.0,
            199.7,
            206.4,
            211.9,
            214.3,
            220.8,
            226.1,
            233.5,
            242.0,
            251.8,
            262.4,
        ),
        (
            "Revenue",
            "Quillfeather Veterinary Partners' total revenue",
            "Sales across the clinic network",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never dropped q/q", never_fell),
            ("{s} went up every single quarter", rose_every_quarter),
            ("{s} held up", held_up),
            ("{s} basically went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "active_clinics",
        (
            212.0,
            218.0,
            221.0,
            219.0,
            226.0,
            234.0,
            241.0,
            247.0,
            251.0,
            249.0,
            256.0,
            263.0,
            262.0,
            268.0,
            274.0,
            281.0,
            279.0,
            286.0,
            293.0,
            301.0,
        ),
        (
            "Active clinics",
            "Quillfeather Veterinary Partners' clinic count",
            "The number of clinics open",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell q/q", never_fell),
            ("{s} never grew q/q", never_rose),
            ("{s} didn't shrink", held_up),
        ),
        _by_clinics,
        False,
        (
            "{s} was higher y/y in every quarter of FY24",
            "{s} was lower y/y in every quarter of FY24",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_income",
        (
            -8.4,
            -5.1,
            -3.7,
            -12.6,
            -6.2,
            -1.9,
            2.4,
            4.8,
            3.1,
            6.7,
            9.2,
            11.5,
            8.9,
            12.4,
            14.1,
            16.8,
            13.2,
            17.5,
            19.9,
            22.6,
        ),
        (
            "Operating income",
            "Quillfeather Veterinary Partners' EBIT",
            "Operating profit (GAAP)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} got worse {m}", fell),
            ("{s} never got worse q/q", never_fell),
            ("{s} didn't deteriorate", held_up),
            ("{s} didn't improve", held_down),
        ),
        _by_usd,
        False,
        (
            "{s} beat the year-ago quarter in every quarter of FY24",
            "{s} trailed the year-ago quarter in every quarter of FY24",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            310.0,
            318.0,
            322.0,
            347.0,
            341.0,
            336.0,
            329.0,
            412.0,
            405.0,
            398.0,
            391.0,
            380.0,
            372.0,
            366.0,
            351.0,
            340.0,
            332.0,
            319.0,
            305.0,
            288.0,
        ),
        (
            "Net debt",
            "Quillfeather Veterinary Partners' net debt",
            "Debt net of cash",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never went up q/q", never_rose),
            ("{s} never came down q/q", never_fell),
            ("{s} didn't go up", held_down),
        ),
        partial(_change_by, "by ${:.0f}m", 5.0),
        False,
        (
            "{s} was above the year-ago level in every quarter of FY24",
            "{s} was below the year-ago level in every quarter of FY24",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (
            38.4,
            38.9,
            39.2,
            36.8,
            38.1,
            39.0,
            39.6,
            40.2,
            40.0,
            40.5,
            40.9,
            41.3,
            40.8,
            41.2,
            41.0,
            41.7,
            41.9,
            42.3,
            42.0,
            42.6,
        ),
        (
            "Gross margin",
            "Quillfeather Veterinary Partners' gross margin",
            "GM %",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never compressed q/q", never_fell),
            ("{s} held up", held_up),
            ("{s} didn't expand", held_down),
        ),
        _by_pts,
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in FY24 than in FY23",
    slower="{s} grew slower in FY24 than in FY23",
    grew="{s} compounded at a double-digit rate over the two fiscal years to June 2024",
    shrank="{s} shrank at a double-digit compound rate over the two fiscal years to June 2024",
    end=19,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of fiscal 2024, and for a growing item fiscal 2024 against fiscal 2023
    and the two-year compound rate (a rise or a fall). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Pitch deck, slide 6 ('Why now'): {claim} [1]. Our PT is $61, ~22% upside at 14x EV/EBITDA.",
    "GroupMe | TSIF Fall '24 | Rafe (Healthcare head): {claim} [1]. that's the whole thesis tbh",
    "Stock write-up (R. Castellanos, Healthcare): {claim} [1], while peers still trade near "
    "19x forward P/E.",
    "| Ticker | What the 10-Q shows |\n|---|---|\n| QVET | {Claim} [1] |",
    "Full-fund minutes 10/22, item 2 (QVET pitch): {claim} [1]. Motion to buy passed 7-2.",
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
        left_out=lambda h, w, c: len(w) == 2 and ("q/q" in c or "quarter" in c),
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZJ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
