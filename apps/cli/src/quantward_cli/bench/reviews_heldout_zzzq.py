"""Held-out batch ZZZQ: every flaw kind again, in the voice of an Indian asset management company
under the SEBI (Mutual Funds) Regulations, 1996: Kaveri Asset Management Company Ltd, investment
manager to Kaveri Mutual Fund (sponsor Kaveri Financial Holdings Ltd; trustee Kaveri Trustee
Company Pvt Ltd), with a quarterly average AUM of about ₹ 1,86,420 crore across open-ended
equity, hybrid and debt schemes (Kaveri Flexi Cap Fund, Kaveri Balanced Advantage Fund, Kaveri
Nifty 50 Index Fund, Kaveri Liquid Fund, Kaveri Corporate Bond Fund among them). Its people and
papers, written in Indian business English: the Investment Committee (IC) and its minutes and
agenda; the CIO's (Venkatesh Iyer) and the fund managers' e-mails; the MD & CEO's messages; the
Risk Management Committee (RMC) and the Head – Risk's notes with its limit register; the
Compliance Officer's daily exception report; the dealing desk's notes; the Scheme Information
Document (SID) with its asset allocation table ("Indicative allocation (% of net assets)
Minimum / Maximum") and investment restrictions, its notices-cum-addenda and the Statement of
Additional Information (SAI); the Board of AMC's and the Trustees' resolutions; the AMC's
investment policy with its delegation of powers; SEBI's master circular and observation letters
and AMFI's data. Its number forms are Indian: lakh and crore with Indian digit grouping ("₹
12,450 crore", "₹ 1,86,420 crore", "Rs. 85 lakh", "4,82,316 folios"), "per cent" beside "%",
"bps", "per annum", dates as 31.03.2025, Indian financial years ("FY24", "Q3FY24", "H2FY24",
"9MFY24", April to March) and "[●]" for a figure a draft leaves open.

Batch ZZZQ is built like ZZZO and ZZZP - phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text - and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZO and ZZZP (for
shape) and their tests, `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms`, the tests' `heldout_checks` and the contract and bundle models they
import were read for it - no rule, reviewer, reviewer test, validator, benchmark result or other
batch - and it was not run against the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZO's and ZZZP's
where the loops allow: eight subjects (five caps, three floors: a share, a net-equity share and a
count; units in fractions, basis points, days and a count), so the misquote loop pairs each
structure with every subject (`pair=_each_structure_each_subject`, where ZZZO and ZZZP keep
`i + i // 5` over seven), its variant turning every ten cases (so both variants meet both
modes); the invented limit's answer in six forms taken in a turn that slides by one every six
cases - the IC's minutes, the CIO's e-mail and the Compliance Officer's exception report with a
decoy "Actual (EOD)" (chat answers), the RMC's limit register returned after the request and the
OMS pre-trade restriction master sent ahead of it (both `template_inputs`, a bare number in the
constraint's unit with a decimal point), and the SID's investment restrictions sent after the
request (`mandate`, cited as a clause, the SEBI limit beside it); the mandate bounding other
things on the other half of the strategy cases (`other_at=1`); breach ratios of 1.3 (cap) and
0.8 (floor), uncited twins at 0.9 of a cap and 1.2 of a floor, the clause cited in three cases
of four (`i % 4 != 3`) and placed in seven shapes (`shape=i % 7`); latitude bands whose low end
is three fifths of their top (`low_ratio=0.6`), floors among them, each granted case assuming
the band's top (`assumed_value`), each refused one (`refused_at` 2 and 5) a level fixed where
the middle is looser, placed in five shapes; objectives in six structures (`structure=i % 6`),
three of them withdrawing an earlier wording in the same text (a notice-cum-addendum's existing
and revised provision, an IC minutes' para as recorded and as modified, and the new wording
first with the old one quoted after it), each objective meeting every structure
(`turn=i + i // 6`); leakage over four rolling walk-forward folds of its own, each trained on
seven financial years and tested on the next (FY15 to FY18, the first test day 01.04.2014),
the whole sentence in every third case from the second (`sentence_at=1`), placed in the
reasoning first; and a trend request of its own (the IC's holdings review, its heading, an as-of
date after the Q4FY24 results) over twenty Indian fiscal quarters (Q1FY20 to Q4FY24, labelled
"FY2020 Q1" to "FY2024 Q4" and ending 30 June, 30 September, 31 December and 31 March) comparing
FY24 with FY23 (`end=19`), special pairs taken every second case (`special_step=2`), with an
extra frame part drawn per claim (`frame_parts`: which Kaveri schemes hold the stock) and a
signed series (PAT, a loss in Q2FY23, the quarter of an impairment).

Decoy numbers (no truth depends on them): the fund house's QAAUM (₹ 1,86,420 crore), a scheme's
AUM (₹ 12,450 crore) and folios (4,82,316), SIP inflows (₹ 412 crore a month), NFO money (₹ 1,240
crore), RBI's 25 bps repo cut and the repo rate (6.25 per cent), the TER (1.62%), the exit load (1
per cent within 365 days), meeting and addendum numbers (the 112th IC meeting, Addendum No.
37/2024), votes (4:1), dates, SEBI's limits quoted beside the AMC's own (10% of NAV in one
company, 10% in one AAA issuer, 20% in one sector, 2% tracking error for index funds, 20% liquid
assets for liquid funds, 91 days' residual maturity), the exception report's "Actual (EOD)", the
AMFI category average, the SID's asset allocation rows, other rows of the internal limits, and
the watched company's share price (₹ 1,842.35), market cap (₹ 24,860 crore), NCDs held (₹ 75
crore of its 7.85% NCDs), rating and dividend (₹ 7.50 per share). Its parts:

* limits as the AMC's people state them: any one company's equity (a cap, "8%", "8 per cent of
  net assets", "8.00% of NAV"), any one AAA issuer's debt in Kaveri Corporate Bond Fund (a cap,
  "7.5%", "7.5 per cent of net assets", "7.50% per issuer"), any one sector in the debt schemes
  (a cap, "15%", "15 per cent", "15.0% of net assets in any one sector"), Kaveri Nifty 50 Index
  Fund's tracking error (a cap in bps, "60 bps", "0.60% per annum", "60 basis points"), Kaveri
  Liquid Fund's liquid assets (a floor, "24%", "24 per cent of net assets", "24.0% in liquid
  assets"), its weighted average maturity (a cap in days, "60 days", "60 calendar days", "60
  days (WAM basis)"), the number of stocks in Kaveri Flexi Cap Fund (a floor, a count, "45
  stocks", "45 companies", "45 scrips") and Kaveri Balanced Advantage Fund's net equity (a
  floor, "36%", "36 per cent net equity", "36.0% of net assets (net equity)");
* requests (the CIO's e-mail to the fund managers, the IC's agenda, the Head – Risk's note, the
  MD & CEO's message, the dealing desk's note, the Compliance Officer's note on a SEBI
  observation) deferring the limit to an IC meeting not yet held, a Board of AMC that has not
  approved it, a draft SID addendum's "[●]", the Trustees' next meeting or the RMC's
  recalibration;
* provenance misquoting its source: an earlier SID revised by a notice-cum-addendum or an old
  investment policy withdrawn; a fund manager's proposal the IC did not accept (4:1) or a
  figure the CIO corrects as a typo; the Compliance Officer's actual (prose, or an "Actual as on
  28.02.2025 / Internal limit" table); another row beside it in Annexure II; SEBI's limit or the
  AMFI category average quoted for comparison;
* mandates as the SID's investment restrictions in the mandate's fields under a numbered key
  (`scheme_information_document.section_II_C.5`), the IC's minutes, a Trustee resolution
  ("RESOLVED THAT ..."), the RMC's risk-limit matrix in the mandate's fields
  (`rmc_risk_limits.matrix[3]`), the investment policy's clauses, the Board of Trustees'
  resolutions in the mandate's fields (`board_of_trustees.resolutions.TR-07`) and the SID's asset
  allocation table with its restrictions below;
* latitude granted as the investment policy's para 7.2, a "Parameter / Approved band / Decides
  within the band" table, the IC's authorisation, the CIO's note and a negation ("Nothing in
  the policy requires IC approval ..."); refused as a Board of AMC fixing the level (Risk's band
  noted, not approved), an IC item not approving the CIO's band and the Trustees delegating none;
  each twin the same text granting it; placed in the investment policy's delegation of powers
  (fields), an Annexure III (a message), the IC charter (fields), the MD & CEO's e-mail (a
  message) or the Trustees' approvals (fields);
* objectives as the IC's note and minutes, the CIO's e-mail, the SID's investment objective,
  the RMC's note and a fund manager's note, some saying what is not the aim ("not the highest
  return", "tracking error is not the concern here"); an earlier wording withdrawn in a
  notice-cum-addendum, in an IC minutes' para as modified, or quoted after the new one as
  superseded; a later note after the IC met or from the CIO replacing an earlier one; the
  tracking benchmark is the scheme's first-tier benchmark (Nifty 500 TRI) or the Nifty 50 TRI;
* leakage as the quant desk and the RMC write it: the model portfolio's expected returns, the
  Balanced Advantage Fund's valuation-based equity band, a liquidity stress test's redemption
  rates, a duration call and a credit spread model fitted on periods reaching into the test
  years (Nifty 50 TRI, the 10-year G-sec yield, the CRISIL composite bond index, AAA PSU spreads,
  AMFI's monthly flows, MIBOR OIS), and whole sentences (monthly portfolio disclosures used as of
  the month-end before they were published, today's Nifty 50 constituents applied back, today's
  credit ratings, SEBI's 2017 categorisation applied to every year); each clean twin in the same
  form, ending before the first test day (01.04.2014);
* trend claims on Tungabhadra Cement Ltd (NSE: TUNGCEM, BSE: 532918; a fictional south Indian
  cement maker whose shares the equity schemes and whose NCDs the debt schemes hold) - revenue
  from operations (₹ crore), EBITDA margin (moves said in bps), net debt to EBITDA (times; lower
  is better), PAT (signed) and cement sales volume (million tonnes) over twenty quarters (Q1FY20
  to Q4FY24: the first lockdown, the FY22 petcoke and coal spike, an impairment in Q2FY23 and the
  FY24 recovery), as the IC's minutes, a fund manager's e-mail to the CIO, a "Company / Held in /
  Analyst's view" table, the RMC's issuer watch and the stewardship voting note for the AGM;
  horizons covered by the series against uncovered ones ("since demonetisation (Q3FY17)", "over
  the last ten years", "since its listing on the NSE in 2007", "since GST came in (July 2017)").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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
    _cap,
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

SEED: Final = 20270164
KINDS: Final = ALL_KINDS
TAG: Final = "zzzq"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqqk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqqk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqqk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqqk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzqqk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzqqkd"

_AMC: Final = "Kaveri Asset Management Company Ltd"
_CIO: Final = "Venkatesh Iyer"


# --- numbers as an Indian AMC's IC, CIO's office, RMC and compliance write them ------------------


def _indian(n: int) -> str:
    """A whole number with Indian digit grouping: "1,25,000", "12,450", "412"."""
    text = str(abs(n))
    head, tail = text[:-3], text[-3:]
    groups: list[str] = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    grouped = ",".join([*groups, tail])
    return f"-{grouped}" if n < 0 else grouped


def _pct(value: float) -> str:
    """A share in percent: "8", "7.5", "4.2"."""
    return _g(value * 100)


def _pct_places(value: float, places: int) -> str:
    """A share in percent with `places` decimals where that is exact ("7.50", "24.0"), else in
    full: the compliance function never rounds a limit."""
    p = round(value * 100, 6)
    fixed = f"{p:.{places}f}"
    return fixed if abs(float(fixed) - p) < 1e-9 else _g(p)


def _stock_forms(value: float) -> dict[str, str]:
    """Any one company's equity: "8%", "8 per cent of net assets", "8.00% of NAV"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent of net assets",
        "nav": f"{_pct_places(value, 2)}% of NAV",
    }


def _issuer_forms(value: float) -> dict[str, str]:
    """Any one AAA issuer's debt: "7.5%", "7.5 per cent of net assets", "7.50% per issuer"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent of net assets",
        "iss": f"{_pct_places(value, 2)}% per issuer",
    }


def _sector_forms(value: float) -> dict[str, str]:
    """Any one sector in the debt schemes: "15%", "15 per cent", "15.0% of net assets in any
    one sector"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent",
        "sec": f"{_pct_places(value, 1)}% of net assets in any one sector",
    }


def _te_forms(value: float) -> dict[str, str]:
    """The index fund's tracking error, in basis points: "60 bps", "0.60% per annum", "60 basis
    points"."""
    return {
        "bps": f"{_g(value)} bps",
        "pa": f"{value / 100:.2f}% per annum",
        "bp": f"{_g(value)} basis points",
    }


def _liquid_forms(value: float) -> dict[str, str]:
    """The liquid fund's liquid assets: "24%", "24 per cent of net assets", "24.0% in liquid
    assets"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent of net assets",
        "liq": f"{_pct_places(value, 1)}% in liquid assets",
    }


def _wam_forms(value: float) -> dict[str, str]:
    """The liquid fund's weighted average maturity: "60 days", "60 calendar days", "60 days
    (WAM basis)"."""
    n = _g(value)
    return {"d": f"{n} days", "cal": f"{n} calendar days", "wam": f"{n} days (WAM basis)"}


def _stocks_forms(value: float) -> dict[str, str]:
    """The stocks in the flexi cap fund: "45 stocks", "45 companies", "45 scrips"."""
    n = _g(value)
    return {"st": f"{n} stocks", "co": f"{n} companies", "sc": f"{n} scrips"}


def _net_equity_forms(value: float) -> dict[str, str]:
    """The balanced advantage fund's net equity: "36%", "36 per cent net equity", "36.0% of net
    assets (net equity)"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent net equity",
        "ne": f"{_pct_places(value, 1)}% of net assets (net equity)",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the AMC's people name it, the scheme it binds and
    its code in the OMS, its code in the RMC's limit register, SEBI's limit beside it (None
    where SEBI sets none), the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    scheme: str
    scheme_code: str
    key: str
    law: tuple[str, float] | None
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_STOCK: Final = _Subject(
    ("max_single_stock_weight", "singleCompanyEquityCap"),
    (
        "the exposure to the equity of any one company",
        "the single-stock limit",
        "any one scrip's weight in Kaveri Flexi Cap Fund",
    ),
    "Kaveri Flexi Cap Fund",
    "KFCF",
    "IR/EQ/STK",
    ("Seventh Schedule, SEBI (MF) Regulations", 0.1),
    "fraction",
    (0.07, 0.08, 0.09),
    _stock_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "aaaIssuerCap"),
    (
        "the exposure to debt instruments of any one AAA-rated issuer",
        "the single-issuer limit in Kaveri Corporate Bond Fund",
        "any one issuer's paper (AAA) in the corporate bond scheme",
    ),
    "Kaveri Corporate Bond Fund",
    "KCBF",
    "IR/DT/ISS",
    ("SEBI Master Circular, AAA issuer", 0.1),
    "fraction",
    (0.06, 0.075, 0.085),
    _issuer_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight_debt", "debtSectorCap"),
    (
        "the exposure to any one sector in the debt schemes",
        "the sectoral limit (debt)",
        "any single sector's share of the corporate bond book",
    ),
    "Kaveri Corporate Bond Fund",
    "KCBF",
    "IR/DT/SEC",
    ("SEBI Master Circular, debt schemes", 0.2),
    "fraction",
    (0.12, 0.15, 0.175),
    _sector_forms,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "indexFundTeCap"),
    (
        "the tracking error of Kaveri Nifty 50 Index Fund against the Nifty 50 TRI",
        "the index fund's annualised tracking error",
        "TE of the Nifty 50 index scheme",
    ),
    "Kaveri Nifty 50 Index Fund",
    "KN50",
    "IR/IX/TE",
    ("SEBI, index funds and ETFs", 200.0),
    "bps",
    (40.0, 60.0, 80.0),
    _te_forms,
)
_LIQUID: Final = _Subject(
    ("min_liquid_assets_share", "liquidAssetsFloor"),
    (
        "the share of Kaveri Liquid Fund held in liquid assets (cash, T-bills, G-secs, TREPS)",
        "the liquid fund's liquid-asset buffer",
        "liquid assets in the liquid scheme",
    ),
    "Kaveri Liquid Fund",
    "KLQF",
    "IR/LQ/LA",
    ("SEBI, liquid and overnight schemes", 0.2),
    "fraction",
    (0.24, 0.27, 0.3),
    _liquid_forms,
    floor=True,
)
_WAM: Final = _Subject(
    ("max_weighted_average_maturity_days", "liquidFundWamCap"),
    (
        "the weighted average maturity of Kaveri Liquid Fund",
        "the liquid fund's WAM",
        "the portfolio maturity (WAM) of the liquid scheme",
    ),
    "Kaveri Liquid Fund",
    "KLQF",
    "IR/LQ/WAM",
    ("SEBI, residual maturity of any one security", 91.0),
    "days",
    (40.0, 60.0, 80.0),
    _wam_forms,
)
_STOCKS: Final = _Subject(
    ("min_number_of_stocks", "flexiCapMinHoldings"),
    (
        "the number of stocks held in Kaveri Flexi Cap Fund",
        "the minimum holdings count of the flexi cap scheme",
        "how many names the flexi cap portfolio carries",
    ),
    "Kaveri Flexi Cap Fund",
    "KFCF",
    "IR/EQ/CNT",
    None,
    "count",
    (30.0, 45.0, 60.0),
    _stocks_forms,
    floor=True,
)
_NET_EQUITY: Final = _Subject(
    ("min_net_equity_share", "bafNetEquityFloor"),
    (
        "the net equity of Kaveri Balanced Advantage Fund (gross equity less arbitrage and hedges)",
        "the BAF's net equity floor",
        "unhedged equity in the balanced advantage scheme",
    ),
    "Kaveri Balanced Advantage Fund",
    "KBAF",
    "IR/HY/NEQ",
    None,
    "fraction",
    (0.3, 0.36, 0.42),
    _net_equity_forms,
    floor=True,
)
#: eight limits, three of them floors (one a count); the misquote loop pairs each of its five
#: structures with every one of them
_SUBJECTS: Final = (_STOCK, _ISSUER, _SECTOR, _TE, _LIQUID, _WAM, _STOCKS, _NET_EQUITY)

_RATIONALES: Final = (
    "what the investment policy carried before the FY25 review",
    "roughly the AMFI category average for this kind of scheme",
    "a working number till the IC decides",
    "what Risk indicated informally at the last RMC",
    "the usual headroom we keep below the SEBI limit",
)

#: where a breach's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Portfolio weights for Kaveri Mutual Fund's open-ended schemes (equity, hybrid, debt) "
    "within the SEBI (Mutual Funds) Regulations, each scheme's SID asset allocation and the "
    "AMC's internal investment limits",
    "the best risk-adjusted return each scheme's unitholders can be offered",
    "solve the scheme weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the AMC's internal investment limits set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _bound(s: _Subject) -> str:
    return "minimum limit" if s.floor else "maximum limit"


def _short(s: _Subject) -> str:
    return "Min." if s.floor else "Max."


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "deploy the ₹ 1,240 crore of NFO and lumpsum money received in March",
    "rerun the model portfolio after RBI's 25 bps repo cut (repo now 6.25 per cent)",
    "rebalance ahead of the month-end portfolio disclosure",
    "absorb the SIP book (about ₹ 412 crore a month) without moving the TER of 1.62%",
    "redo the target weights for the annual review of the investment policy (QAAUM ₹ 1,86,420 "
    "crore for Q3FY25)",
)
_DEFERRALS: Final = (
    "the IC will fix {noun} only at its meeting on 24.04.2025",
    "the Board of AMC has not yet approved {noun} in the revised policy",
    "the draft SID addendum still shows {noun} as '[●]'",
    "{noun} goes to the Trustees at their next meeting",
    "Risk is recalibrating {noun} after the RMC's stress test review",
)
_REQUEST_FRAMES: Final = (
    "From: " + _CIO + " (CIO)\nTo: Fund Managers – Equity & Fixed Income\nSubject: Portfolio "
    "action for April\n\nDear all,\n\nPls {task}. One open point: {deferral}.\n\nRegards,\n"
    "Venkatesh",
    "Agenda – 113th meeting of the Investment Committee\n1. Confirmation of minutes of the "
    "112th meeting\n2. {Task}\n3. Any other item with the permission of the Chair\nNote: "
    "{deferral}.",
    "Note from Head – Risk to the fund managers: we have been asked to {task}. {Deferral}.",
    "MD & CEO (Teams, 9:47 am): can we {task} this week? pl note {deferral}",
    "Dealing desk note dated 28.02.2025:\nInstruction: {task}.\n{Deferral}.",
    "SEBI observation letter (inspection for FY24), point 6: 'The AMC shall review its internal "
    "investment limits and place them before the Trustees.'\nCompliance Officer: pending our "
    "reply, please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {scheme}, {code}, {key}, {unit},
    {bound}, {sign}, {short}, {law}, {actual}, {kind}), its value's form ("bare" the number in
    the constraint's unit, "figures" one of its written forms, "law" a written form beside
    SEBI's limit, "table" a written form beside the exception report's actual), its kind, and
    whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Minutes of the 112th meeting of the Investment Committee of " + _AMC + " held on "
        "18.03.2025\nItem 4: After discussion, the Committee decided that {noun} shall be {sign} "
        "{v}. Approved unanimously; Compliance to update the restriction master.",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "From: " + _CIO + " (CIO)\nSubject: RE: Portfolio action for April\n\nDear all,\n\n"
        "{Noun}: {sign} {v}, with immediate effect. Pls ensure the same is built into the "
        "pre-trade checks.\n\nRegards,\nVenkatesh",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "RMC_LIMIT_REGISTER_FY26.csv (completed by Risk)\nscheme,limit_code,limit_type,unit,"
        "value\n{scheme},{key},{kind},{unit},{v}",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "Compliance Officer – daily exception report dated 28.02.2025\n| Restriction | "
        "Internal limit | Actual (EOD) | Status |\n|---|---|---|---|\n| {Noun} | {short} {v} | "
        "{actual} | Within limit |",
        "table",
        "clarification_answer",
    ),
    _Stating(
        "OMS pre-trade restriction master (uploaded by Compliance on 03.03.2025)\nRULE_ID|SCHEME|"
        "DESCRIPTION|TYPE|UNIT|VALUE\n{key}|{code}|{Noun}|{kind}|{unit}|{v}",
        "bare",
        "template_inputs",
        first=True,
    ),
    _Stating(
        "Scheme Information Document – {scheme} (extract)\nSection II.C, Investment "
        "restrictions\n(vii) {Noun} shall be {sign} {v}. This internal limit is approved by the "
        "Board of AMC and the Trustee. SEBI's own limit: {law}.",
        "law",
        "mandate",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """The exception report's Actual (EOD) inside the limit: above a floor, below a cap (whole
    stocks or days for a count or days)."""
    actual = value * 1.3 if s.floor else value * 0.8
    return float(round(actual)) if s.unit in ("count", "days", "bps") else round(actual, 4)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as Compliance keys it in: a share with four decimals
    ("0.0750"), else the figure."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    return _g(value)


def _law(s: _Subject, written: str) -> str:
    """SEBI's limit beside the AMC's, where it cannot be mistaken for `written`; "none
    prescribed" where SEBI sets none."""
    if s.law is None:
        return "none prescribed"
    where, legal = s.law
    for said in s.alike((legal,), 0) + s.alike((legal,), 1):
        if written.lower() not in said.lower() and said.lower() not in written.lower():
            return f"{said} ({where})"
    raise AssertionError((s.key, written))


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    actual = law = ""
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "table":  # the actual inside the limit, a decoy in the same form
        written, actual = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
        law = _law(s, written)
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        scheme=s.scheme,
        code=s.scheme_code,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_short(s),
        law=law,
        actual=actual,
        kind="MIN" if s.floor else "MAX",
    )
    return _once(text, written), written


def _stated_in(i: int) -> int:
    """The statement case `i` uses: each in turn, the turn sliding by one every six cases."""
    return (i + i // len(_STATINGS)) % len(_STATINGS)


def _invented_twins(i: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in case `i`'s form: the SID's
    restrictions are cited as a clause, sent after the request; the RMC's register comes back
    after it and the OMS restriction master was sent ahead of it, both documents filled in."""
    stating = _STATINGS[_stated_in(i)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, _stated_in(i)),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "scheme_information_document": {
        "general_provisions": [
            "The scheme shall not invest in securitised debt or in credit default swaps.",
            "Derivatives are used for hedging and portfolio rebalancing only, as the SID permits.",
            "No investment in unlisted equity or in any scheme of another mutual fund except as "
            "SEBI permits.",
            "Inter-scheme transfers only at market price and with the Compliance Officer's "
            "sign-off.",
            "Voting at general meetings follows the AMC's stewardship policy and is disclosed "
            "quarterly.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another row beside it in Annexure II of the investment policy: its name and value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "IR/EQ/STK": ("Any one group of companies (equity), Max.", 0.2),
    "IR/DT/ISS": ("Any one issuer rated AA (debt), Max.", 0.05),
    "IR/DT/SEC": ("Additional exposure to housing finance companies, Max.", 0.05),
    "IR/IX/TE": ("Tracking difference of Kaveri Nifty Next 50 Index Fund, Max.", 120.0),
    "IR/LQ/LA": ("Kaveri Money Market Fund: liquid assets, Min.", 0.1),
    "IR/LQ/WAM": ("Kaveri Money Market Fund: WAM, Max.", 150.0),
    "IR/EQ/CNT": ("Kaveri Large Cap Fund: number of stocks, Min.", 35.0),
    "IR/HY/NEQ": ("Kaveri Equity Savings Fund: net equity, Min.", 0.15),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded
    as the papers quote it (a tenth of a percent, a whole basis point, day or stock)."""
    wrong = value * (down if s.floor else up)
    return round(wrong, 3) if s.unit == "fraction" else float(round(wrong))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller. The variant turns
    every ten cases, so both meet chat and strategy."""
    noun = rng.choice(s.nouns)
    variant = (i // 10) % 2
    if structure == 0:  # a superseded SID or policy
        wrong_value = _away(s, value, 1.4, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The SID dated 12.07.2021 carried {wrong} for {noun}. Notice-cum-Addendum No. "
                f"37/2024 dated 20.11.2024 revised it to {right}, effective 01.12.2024."
            )
        else:
            text = (
                f"Investment policy v3.1 (FY22): {noun} – {wrong}. Revised policy v4.0, approved "
                f"by the Board of AMC on 29.01.2025: {right}. v3.1 stands withdrawn."
            )
    elif structure == 1:  # a proposal not accepted, or a typo corrected
        wrong_value = _away(s, value, 1.3, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The fund manager proposed {wrong} for {noun}; the IC did not accept it (4:1) "
                f"and the {_bound(s)} remains {right}."
            )
        else:
            text = (
                f"Correction to my mail of yesterday: {noun} is {right}, not {wrong} as typed. "
                "Regret the error. – Venkatesh"
            )
    elif structure == 2:  # the exception report's actual
        wrong_value = _away(s, value, 0.75, 1.35)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"As per the Compliance Officer's report of 28.02.2025, {noun} stood at {wrong} "
                f"against the internal {_bound(s)} of {right}. No breach."
            )
        else:
            text = (
                "| Restriction | Actual as on 28.02.2025 | Internal limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_short(s)} {right} |"
            )
    elif structure == 3:  # another row beside it in Annexure II
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside} {wrong}", f"{_cap(noun)}, {_short(s)} {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Annexure II – Internal investment limits (extract)\n1. " + "\n2. ".join(lines)
    else:  # SEBI's limit or the AMFI category average, quoted for comparison
        if variant == 0 and s.law is not None:
            where, wrong_value = s.law
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            verb = "requires" if s.floor else "permits"
            text = (
                f"SEBI {verb} {wrong} for {noun} ({where}). Our internal limit, approved by the "
                f"Trustees, is tighter at {right}, and that is what we run to."
            )
        else:
            wrong_value = _away(s, value, 1.45, 0.55)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            text = (
                f"Our limit (internal): {noun}, {_short(s)} {right}. The category average in "
                f"AMFI's data for February 2025 is {wrong} – for reference only, not our rule."
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


# --- mandate clauses: the SID, the IC, the Trustees, the RMC, the investment policy -----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of seven places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the SID's investment restrictions in the mandate's fields, numbered keys
        restrictions: dict[str, JsonValue] = {
            "1": "All investments are subject to the SEBI (Mutual Funds) Regulations, 1996.",
            "2": "The scheme shall not borrow except to meet redemptions, as the Regulations "
            "permit.",
            "3": "Investments in debt instruments are in rated instruments only.",
            "4": "Restrictions apply at the time of investment; passive breaches are "
            "rebalanced as SEBI prescribes.",
            "5": f"{_cap(noun)} shall be {_sign(s)} {written}.",
        }
        return (
            {
                "scheme_information_document": {
                    "scheme": s.scheme,
                    "dated": "30.06.2024",
                    "section_II_C": restrictions,
                }
            },
            None,
            "scheme_information_document.section_II_C.5",
        )
    if shape == 1:  # the IC's minutes, as a message
        minutes = (
            "MINUTES OF THE 112TH MEETING OF THE INVESTMENT COMMITTEE – " + _AMC.upper() + "\n"
            "Present: MD & CEO (Chair), CIO, Head – Fixed Income, Head – Risk. In attendance: "
            "Compliance Officer.\n"
            "Item 1: Minutes of the 111th meeting were confirmed.\n"
            f"Item 2: It was decided that {noun} shall be {_sign(s)} {written}.\n"
            "Item 3: Compliance to report any breach to the Trustees within 2 working days."
        )
        return None, minutes, MANDATE_ID
    if shape == 2:  # a Trustee resolution, as a message
        resolution = (
            "KAVERI TRUSTEE COMPANY PVT LTD – extract of the resolution passed at the meeting of "
            "the Board of Directors held on 14.02.2025\n"
            "RESOLVED THAT the internal investment limits placed before the Board be and are "
            "hereby approved, and in particular that "
            f"{noun} shall be {_sign(s)} {written};\n"
            "RESOLVED FURTHER THAT the Compliance Officer be authorised to intimate the same to "
            "SEBI where required."
        )
        return None, resolution, MANDATE_ID
    if shape == 3:  # the RMC's risk-limit matrix in the mandate's fields
        rows: list[JsonValue] = [
            "IR/DT/DUR | Modified duration, Kaveri Short Duration Fund | 1 to 3 years",
            "IR/DT/UNR | Unrated debt (other than permitted) | Nil",
            "IR/EQ/ILQ | Illiquid stocks (less than Rs. 85 lakh ADV) | Max. 5%",
            f"{s.key} | {_cap(noun)} | {_short(s)} {written}",
            "IR/HY/ARB | Arbitrage book, Kaveri Equity Savings Fund | As per SID",
        ]
        return (
            {"rmc_risk_limits": {"approved_on": "27.01.2025", "matrix": rows}},
            None,
            "rmc_risk_limits.matrix[3]",
        )
    if shape == 4:  # the investment policy's clauses, as a message
        policy = (
            "INVESTMENT POLICY OF " + _AMC.upper() + " (v4.0, approved 29.01.2025)\n"
            "Clause 5.1: Fund managers act within the SID and this policy at all times.\n"
            f"Clause 5.2: For {s.scheme}, {noun} shall be {_sign(s)} {written}.\n"
            "Clause 5.3: Any breach is rectified within 5 working days and reported to the RMC."
        )
        return None, policy, MANDATE_ID
    if shape == 5:  # the Board of Trustees' resolutions in the mandate's fields
        resolutions: dict[str, JsonValue] = {
            "TR-05": "The half-yearly compliance test report of the AMC is taken on record.",
            "TR-06": "The Trustees note the AMC's stewardship report for H1FY25.",
            "TR-07": f"{_cap(noun)}: {_sign(s)} {written}.",
        }
        return (
            {"board_of_trustees": {"meeting": "14.02.2025", "resolutions": resolutions}},
            None,
            "board_of_trustees.resolutions.TR-07",
        )
    table = (  # the SID's asset allocation table, its internal restrictions below it
        f"SID – {s.scheme}, Section II.A (extract)\n"
        "| Instruments | Indicative allocation (% of net assets) Minimum | Maximum |\n"
        "|---|---|---|\n"
        "| Equity & equity related instruments | 0 | 100 |\n"
        "| Debt & money market instruments (incl. TREPS) | 0 | 100 |\n"
        "| Units of REITs and InvITs | 0 | 10 |\n\n"
        "Internal investment restrictions (approved by the Board of AMC and the Trustee):\n"
        f"(a) {_cap(noun)}: {_sign(s)} {written}.\n"
        "(b) Stock lending up to the limit in the SID only."
    )
    return None, table, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rerun the scheme weights; SEBI's limits, the SID and our internal limits all apply.",
    "Please redo the model portfolio within every internal limit approved by the Trustees.",
    "Before the IC meets, re-optimise the portfolio inside all our investment restrictions.",
    "Deploy the ₹ 1,240 crore of fresh inflows without any breach, active or passive.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 3 * i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the AMC's documented internal limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 7,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investment policy, para 7.2: within a band of {lo} to {hi}, the CIO may set the {bound} "
    "for {noun}; outside the band, IC approval is required.",
    "| Parameter | Approved band | Decides within the band |\n|---|---|---|\n| {Noun} ({bound})"
    " | {lo} – {hi} | CIO |",
    "The IC has authorised the fund managers to fix the {bound} for {noun} anywhere between "
    "{lo} and {hi} without coming back to the Committee.",
    "Nothing in the policy requires IC approval to move the {bound} for {noun} within {lo} to "
    "{hi}; that is the CIO's call. Pls record it in the next minutes.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Board of AMC has fixed the {bound} for {noun} at {point}. The band of {lo} to {hi} "
        "suggested by Risk was noted but not approved; no discretion is delegated.",
        "The Board of AMC has approved the band of {lo} to {hi} suggested by Risk for the "
        "{bound} for {noun}; the CIO fixes the level within it.",
    ),
    (
        "IC item 6: the CIO's request for a band of {lo} to {hi} for the {bound} on {noun} was "
        "not approved. The limit of {point} continues till the next review.",
        "IC item 6: the CIO's request for a band of {lo} to {hi} for the {bound} on {noun} was "
        "approved; the CIO fixes the level within the band.",
    ),
    (
        "The Trustees have not delegated any band for the {bound} on {noun}: it is {point}. A "
        "{lo} – {hi} band may be considered at the FY26 policy review, not before.",
        "The Trustees have delegated a band of {lo} – {hi} for the {bound} on {noun}: the CIO "
        "may set it anywhere within, and report at the next meeting.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and whether it bounds a minimum or a maximum limit."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds, each in full in one form ("4.8% to 8%"), and the level a refusal fixes:
    the low end of a cap, the top of a floor, so that the middle a refused plan assumes is
    looser than the level fixed."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), apart=True)
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investment policy's delegation of powers (fields), an Annexure
    III (a mandate message), the IC charter (fields), the MD & CEO's e-mail (a mandate message)
    or the Trustees' approvals (fields)."""
    if shape == 0:
        return {"investment_policy": {"delegation_of_powers": text}}, None
    if shape == 1:
        return (
            None,
            "Annexure III – Delegation of investment powers (approved by the Board of AMC, "
            f"29.01.2025)\n\n{text}",
        )
    if shape == 2:
        return {
            "ic_charter": {
                "version": "2.3",
                "clauses": [text, "The IC meets at least once a month; quorum is three."],
            }
        }, None
    if shape == 3:
        return (
            None,
            f"From: MD & CEO\nTo: CIO; Head – Risk; Compliance Officer\n\n{text}\n\nMeera "
            "Subramanian",
        )
    return {"trustee_approvals": [{"date": "14.02.2025", "item": text}]}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.6,
    floors=True,
    assumed_value=lambda bounds: bounds[1],
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IC's note and minutes, the CIO, the SID, the RMC
#: and a fund manager put them; the first of each is one line, so that an addendum can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IC note on the model portfolio: the objective is the best risk-adjusted return – the "
        "highest Sharpe ratio the scheme can deliver.",
        "Minutes of the IC, item 3:\nThe Committee desired that the weights maximise return per "
        "unit of volatility (Sharpe ratio); extra return bought with extra risk is not the aim.",
        "From: " + _CIO + " (CIO)\nOptimise for Sharpe, i.e. return per unit of risk. Not the "
        "highest return, not the lowest volatility – the best trade-off between the two.",
        "RMC note: we recommend the allocation with the highest Sharpe ratio; tracking error "
        "against the first-tier benchmark is not the concern here.",
        "FM note: the IC wants the best Sharpe possible, nothing else.",
    ),
    "variance": (
        "IC note on the model portfolio: the objective is the lowest volatility achievable – the "
        "least volatile mix the SID allows.",
        "Minutes of the IC, item 3:\nThe Committee asked for minimum-variance weights; return "
        "forecasts are not to enter the optimisation.",
        "From: " + _CIO + " (CIO)\nAfter the redemptions of March the unitholders need "
        "stability. Minimise portfolio variance, whatever the expected returns.",
        "RMC note: given the investor profile, we recommend the minimum-variance allocation; no "
        "return target.",
        "FM note: keep the NAV as steady as possible – weights that minimise volatility.",
    ),
    "tracking": (
        "IC note on the model portfolio: returns as close as possible to the first-tier "
        "benchmark (Nifty 500 TRI), with the least deviation from it.",
        "Minutes of the IC, item 3:\nThe Committee wants the weights to follow the Nifty 50 TRI "
        "with the lowest tracking error.",
        "SID, investment objective: to generate returns that closely correspond to the total "
        "returns of the Nifty 50 TRI, subject to tracking error. Minimise it.",
        "RMC note: keep the scheme as close as possible to its benchmark; we propose weights "
        "minimising ex-ante tracking error.",
        "FM note: nobody is asking for alpha here – stay close to the Nifty 500 TRI, the "
        "smallest active risk possible.",
    ),
    "return": (
        "IC note on the model portfolio: the highest expected return, with no penalty for risk "
        "– the internal limits take care of risk.",
        "Minutes of the IC, item 3:\nThe Committee wants the weights with the highest expected "
        "return; risk is handled by the investment restrictions, not by the objective.",
        "From: " + _CIO + " (CIO)\nMaximise expected return within the SID's asset allocation; "
        "no risk adjustment, volatility is not the issue for this scheme.",
        "RMC note: for the aggressive hybrid we model the allocation with the greatest expected "
        "return; the limits bound the risk.",
        "FM note: unitholders picked this scheme for return. Maximising expected return is the "
        "goal, not Sharpe.",
    ),
}
_FOLLOW_UPS: Final = (
    "Update after the IC meeting of 21.03.2025: the objective has been changed. It now reads:"
    "\n\n{new}",
    "CIO, 6:40 pm: please disregard this morning's mail on the objective. After discussion with "
    "the MD & CEO:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Model portfolio review – Kaveri Balanced Advantage Fund:\n\n{ask}",
    "{ask}\n\nPls set the weights accordingly. Regards, Venkatesh",
    "AUM of the scheme: ₹ 12,450 crore as on 28.02.2025; 4,82,316 folios; exit load 1 per cent "
    "within 365 days.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Model portfolio weights for the scheme",
    purpose="solve the scheme weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="the scheme weights",
    section_title="Model portfolio",
    description="the model portfolio weights",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted provision holds it: the first (one-line) wording when it spans
    lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _addendum(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A notice-cum-addendum: the existing provision quoted, the revised one after it."""
    return (
        "NOTICE-CUM-ADDENDUM No. 41/2025 – Modification in the model portfolio objective\n"
        f"Existing provision: «{_one_line(old_kind, old)}»\n"
        f"Revised provision: «{ask.replace(chr(10), ' ')}»\n"
        "All other terms remain unchanged."
    )


def _modified(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An IC minutes' para as recorded, and as modified at the next meeting, which alone
    stands."""
    return (
        f"Para 3 (as recorded at the 111th IC meeting): {_one_line(old_kind, old)}\n"
        f"Para 3 (as modified at the 112th IC meeting; this alone stands): "
        f"{ask.replace(chr(10), ' ')}"
    )


def _superseding(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The wanted objective first, the earlier one quoted after it as superseded."""
    return (
        f"{ask}\n\n(This supersedes the note circulated on 03.03.2025, which read "
        f"'{_one_line(old_kind, old)}' – please ignore that version.)"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Six structures in turn: a framed request (0, 1), a notice-cum-addendum (2), an earlier
    message a later one replaces (3), a minutes' para as modified (4) and the new wording with
    the superseded one after it (5); the objective turning by one more every six cases, each
    meets every structure."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _addendum, 4: _modified, 5: _superseding},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 6,
        structure=lambda i: i % 6,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four rolling walk-forward folds over Indian financial years, each trained on seven years and
#: tested on the next: FY15 to FY18, the first test day 01.04.2014
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2007, 4, 2),
        train_end=date(2014, 3, 31),
        test_start=date(2014, 4, 1),
        test_end=date(2015, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2008, 4, 1),
        train_end=date(2015, 3, 31),
        test_start=date(2015, 4, 1),
        test_end=date(2016, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2009, 4, 1),
        train_end=date(2016, 3, 31),
        test_start=date(2016, 4, 1),
        test_end=date(2017, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2010, 4, 1),
        train_end=date(2017, 3, 31),
        test_start=date(2017, 4, 3),
        test_end=date(2018, 3, 28),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test day)
_PERIODS: Final = (
    (
        "Nifty 50 TRI monthly returns, April 2005 to March 2018",
        "Nifty 50 TRI monthly returns, April 2005 to March 2014",
    ),
    (
        "10-year G-sec benchmark yields (FBIL/RBI), 01.04.2006 to 31.12.2016",
        "10-year G-sec benchmark yields (FBIL/RBI), 01.04.2006 to 31.03.2014",
    ),
    ("CRISIL Composite Bond Index, FY07–FY17", "CRISIL Composite Bond Index, FY07–FY14"),
    (
        "AAA PSU bond spreads over G-secs, Q1FY08 to Q3FY16",
        "AAA PSU bond spreads over G-secs, Q1FY08 to Q4FY14",
    ),
    (
        "AMFI's monthly industry net flows by category, April 2008 to September 2017",
        "AMFI's monthly industry net flows by category, April 2008 to February 2014",
    ),
    (
        "the MIBOR OIS curve (1y and 5y), daily, 2009–2015",
        "the MIBOR OIS curve (1y and 5y), daily, 2009 to 31.03.2014",
    ),
)
_ACTIONS: Final = (
    "the model portfolio's expected returns and covariances were estimated",
    "the Balanced Advantage Fund's valuation-based equity band was calibrated",
    "the liquidity stress test's redemption rates were fitted",
    "the duration call rule for the dynamic bond scheme was optimised",
    "the credit spread model for the corporate bond book was estimated",
)
_LEAK_FRAMES: Final = (
    "Quant desk back-test note, section 3 (assumptions): {action} on {period}.",
    "RMC methodology note: {action} using {period}; the parameters are then held fixed "
    "across all four walk-forward folds.",
    "IC annexure B (back-test): {action} once, over {period}, before the walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's holdings in the test are the monthly portfolio disclosures, used as of "
        "the month-end they describe although they are published about ten days later.",
        "Each month's holdings in the test are only the monthly portfolio disclosures already "
        "published by that date.",
    ),
    (
        "The equity universe in the back-test is the Nifty 50 as constituted today, applied back "
        "to FY15.",
        "The equity universe in the back-test is the Nifty 50 as constituted on each date, "
        "excluded names included.",
    ),
    (
        "Debt papers are screened with today's CRISIL, ICRA and CARE ratings in every year of "
        "the test.",
        "Debt papers are screened with the ratings in force on each date of the test.",
    ),
    (
        "Every year of the test applies SEBI's October 2017 categorisation and today's "
        "internal limits, including to the years before they existed.",
        "Every year of the test applies the SEBI rules and the internal limits in force in "
        "that year.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a four-fold walk-forward back-test of the revised model portfolio before the "
    "Trustees approve it.",
    "Please back-test the BAF's equity band rule walk-forward, four folds, one FY each.",
    "Request to the quant desk: four-fold walk-forward test of the hybrid allocation, FY15 to "
    "FY18.",
)
_WHERE: Final = ("reasoning", "purpose", "evidence", "interpretation")


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

_COMPANY: Final = "Tungabhadra"
_ENTITY: Final = "ent_tungabhadra_cement"


def _fiscal_quarters(years: tuple[int, ...]) -> tuple[tuple[str, str], ...]:
    """Indian fiscal quarters of the financial years `years` (FY2020 runs from April 2019 to
    March 2020), oldest first: (quarter end, fiscal period label such as "FY2020 Q1")."""
    ends = ((-1, "06-30"), (-1, "09-30"), (-1, "12-31"), (0, "03-31"))
    return tuple(
        (f"{fy + shift}-{end}", f"FY{fy} Q{q}")
        for fy in years
        for q, (shift, end) in enumerate(ends, start=1)
    )


#: twenty quarters, oldest first: Q1FY20 (June 2019) to Q4FY24 (March 2024)
_QUARTERS: Final = _fiscal_quarters((2020, 2021, 2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4FY24 over Q3FY24", (18, 19)),
    ("during FY24 (31.03.2023 to 31.03.2024)", (15, 19)),
    ("in H2FY24", (17, 19)),
    ("over the two financial years to 31.03.2024", (11, 19)),
    ("since Q1FY20", (0, 19)),
    ("since the first lockdown quarter (Q1FY21)", (4, 19)),
    ("through the FY22 fuel-cost spike (Q4FY21 to Q4FY22)", (7, 11)),
    ("between Q2FY23 and Q2FY24", (13, 17)),
    ("in 9MFY24", (15, 18)),
    ("since demonetisation (Q3FY17)", None),
    ("over the last ten years", None),
    ("since its listing on the NSE in 2007", None),
    ("since GST came in (July 2017)", None),
)

#: what the claims answer: the IC's holdings review
_REQUEST: Final = TrendRequest(
    question="IC meeting of 21.06.2024, holdings review (equity and debt schemes): how has "
    "{company} done over the recent quarters?",
    heading="**Holdings review – Tungabhadra Cement Ltd (NSE: TUNGCEM | BSE: 532918)**",
    as_of="2024-06-14",
)


#: "by about 12%", "by over 10%", "by close to 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by over {}%",
    short="by close to {}%",
    about="by about {}%",
)


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points with Indian grouping ("by 190 bps"); "" below 30."""
    change = round(abs(b - a) * 100)
    return f"by {_indian(change)} bps" if change >= 30 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move in times ("by 0.8x"); "" below 0.1."""
    change = abs(b - a)
    return f"by {change:.1f}x" if change >= 0.1 else ""


def _by_crore(a: float, b: float) -> str:
    """A move in ₹ crore with Indian grouping ("by ₹ 1,120 crore"); "" below 20."""
    change = round(abs(b - a))
    return f"by ₹ {_indian(change)} crore" if change >= 20 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "INR"
    growth: bool  # FY24 against FY23 and the two years' compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was higher YoY in each quarter of FY24",
        "{s} was lower YoY in each quarter of FY24",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            2412.0,
            2086.0,
            2298.0,
            2654.0,
            1598.0,
            2164.0,
            2487.0,
            3012.0,
            2655.0,
            2389.0,
            2571.0,
            3148.0,
            2932.0,
            2640.0,
            2873.0,
            3405.0,
            3214.0,
            2885.0,
            3102.0,
            3560.0,
        ),
        (
            "Revenue from operations",
            "Tungabhadra's revenue from operations",
            "Net sales (₹ crore)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} did not decline", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (
            17.8,
            16.2,
            18.4,
            19.6,
            14.1,
            21.3,
            22.8,
            23.5,
            19.4,
            16.7,
            15.2,
            14.6,
            11.8,
            9.6,
            12.9,
            15.3,
            16.8,
            15.9,
            17.6,
            19.2,
        ),
        (
            "EBITDA margin",
            "Tungabhadra's EBITDA margin",
            "Operating margin (EBITDA over revenue)",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never contracted quarter-on-quarter", never_fell),
            ("{s} never expanded quarter-on-quarter", never_rose),
            ("{s} did not contract", held_up),
        ),
        _by_bps,
        False,
        (
            "{s} was wider YoY in each quarter of FY24",
            "{s} was narrower YoY in each quarter of FY24",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            2.4,
            2.5,
            2.3,
            2.1,
            2.6,
            2.0,
            1.7,
            1.4,
            1.5,
            1.7,
            2.0,
            2.3,
            2.9,
            3.4,
            3.1,
            2.7,
            2.4,
            2.2,
            1.9,
            1.6,
        ),
        (
            "Net debt to EBITDA",
            "Tungabhadra's net debt/EBITDA",
            "Leverage (net debt over trailing EBITDA)",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} did not go up", held_down),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} never rose quarter-on-quarter", never_rose),
        ),
        _by_times,
        False,
        (
            "{s} stood above its level a year earlier in each quarter of FY24",
            "{s} stood below its level a year earlier in each quarter of FY24",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (
            168.0,
            92.0,
            174.0,
            246.0,
            41.0,
            198.0,
            241.0,
            312.0,
            205.0,
            118.0,
            96.0,
            137.0,
            38.0,
            -142.0,
            64.0,
            188.0,
            226.0,
            171.0,
            238.0,
            341.0,
        ),
        (
            "PAT",
            "Tungabhadra's profit after tax",
            "Reported PAT (after exceptional items)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} did not decline", held_up),
            ("{s} did not improve", held_down),
            ("{s} never declined quarter-on-quarter", never_fell),
        ),
        _by_crore,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cement_sales_volume_mt",
        (
            4.62,
            4.05,
            4.38,
            5.01,
            3.08,
            4.21,
            4.74,
            5.56,
            4.87,
            4.43,
            4.69,
            5.62,
            5.18,
            4.76,
            5.09,
            5.94,
            5.71,
            5.22,
            5.63,
            6.61,
        ),
        (
            "Cement sales volume",
            "Tungabhadra's sales volume (million tonnes)",
            "Volume sold",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} increased in every quarter", rose_every_quarter),
            ("{s} decreased in every quarter", fell_every_quarter),
            ("{s} did not decrease", held_up),
        ),
        _approx_pct,
        True,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in FY24 than in FY23",
    slower="{s} grew more slowly in FY24 than in FY23",
    grew="{s} grew at a double-digit CAGR between Q4FY22 and Q4FY24",
    shrank="{s} shrank at a double-digit CAGR between Q4FY22 and Q4FY24",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing item FY24 against FY23 and the two-year compound rate (a rise only), then year on
    year in each quarter of FY24. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "IC minutes, item 5 (stock review): {claim} [1]. The Committee decided to retain the stock "
    "in {schemes}; CMP ₹ 1,842.35, market cap ₹ 24,860 crore.",
    "From: Ananya Rao (Fund Manager – Equity)\nTo: " + _CIO + " (CIO)\nVenkatesh, on TUNGCEM: "
    "{claim} [1]. We hold it in {schemes}; I would keep the weight unchanged.",
    "| Company | Held in | Analyst's view |\n|---|---|---|\n| Tungabhadra Cement Ltd (TUNGCEM) "
    "| {schemes} | {Claim} [1] |",
    "RMC issuer watch (the debt schemes hold ₹ 75 crore of its 7.85% NCDs maturing 2027): "
    "{claim} [1]. Rating CARE AA (Stable), unchanged; equity held in {schemes}.",
    "Stewardship – voting note for the AGM of 08.08.2024: {claim} [1]. {Schemes} will vote FOR "
    "the final dividend of ₹ 7.50 per share.",
)

_HOLDERS: Final = (
    "Kaveri Flexi Cap Fund (2.4% of NAV)",
    "Kaveri Flexi Cap Fund and Kaveri Infrastructure Fund",
    "Kaveri Large & Mid Cap Fund",
    "Kaveri ELSS Tax Saver Fund and Kaveri Balanced Advantage Fund",
)


def _holders(rng: random.Random) -> dict[str, str]:
    """Which Kaveri schemes hold the stock, drawn for each claim's frame."""
    return {"schemes": rng.choice(_HOLDERS)}


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
        special_step=2,
        left_out=lambda h, w, c: h.startswith("in Q4FY24") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=_holders,
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZQ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
