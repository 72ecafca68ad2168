"""Held-out batch ZZX: every flaw kind again, in the voice of a US corporate 401(k) plan's
fiduciary investment committee under ERISA: the Halvorsen Industries 401(k) Savings Plan's
Investment Policy Statement (IPS) with its investment guidelines, watch-list criteria and
delegation section, the Committee's charter, minutes and resolutions, the plan's outside
investment consultant (Marrow Creek Advisors, a 3(21) adviser that is also the 3(38) manager of
the custom funds) and its quarterly review book, the recordkeeper's fee and participant-data
reports, ERISA counsel's privileged memos and blacklines, the QDIA (a white-label target-date
series and its glidepath), the stable value fund's wrap contracts and its guidelines, the custom
white-label funds' investment guidelines and sub-advisory schedules, participant complaints and
the Benefits team's e-mails.

Batch ZZX is built like ZZU — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZT and ZZU, or benchmark result was read for it, and it was
not run against the reviewers before its first recorded run.

Decoy numbers (no truth depends on them): plan assets ($1.27 billion), participants with
balances (9,412), the count of core options (31), the participant-complaint case number, ERISA
section numbers (§3(21), §3(38), §402(a), §404(a)(1)(B), §404(c), §408(b)(2)), Form 5500
schedules (C and H), the recordkeeper's per-head fee ($42 a year), the Committee's votes and
quorum counts, IPS section, article and guideline numbers, the "As of 9/30" position beside a
limit in the consultant's compliance table, the stable value fund's crediting rate and wrap
fee, the Morningstar star rating in a compliance test, dollar amounts mapped between options,
the dates of meetings, the 404(c) notice period, and the plan's holding in the manager's CIT.
Its parts:

* limits as a plan committee's people state them: ERISA counsel's privileged memo on the
  restated IPS, Committee minutes with a quorum line and a resolution by motion, an IPS table
  of investment guidelines, the consultant's compliance feed (a bare number in the constraint's
  unit), the consultant's quarterly review book, a "IPS guideline / Limit / As of 9/30 / In
  compliance?" table whose position is a decoy, the Committee charter's schedule of standing
  limits, the Benefits director's e-mail and the custom funds' investment guidelines exhibit,
  each in turn; number forms "20%", "20.0%" and the legal form "twenty percent (20%)", and for
  limits in basis points "35 bps", "35bp", "0.35%" and "35 basis points"; subjects: any one
  subadviser's sleeve of the white-label Core Bond Fund, a menu option's net expense ratio
  (a cap in bp), equity at the target date on the QDIA glidepath, the company stock fund's share
  of Plan assets, index options' tracking error (a cap in bp), any one wrap issuer's share of
  the stable value fund, the stable value fund's liquidity buffer (a floor) and the index share
  of the target-date funds' building blocks (a floor);
* requests (the Benefits director's e-mail, the Committee's action-item list, the consultant's
  note, a forwarded participant complaint, a Treasury memo) deferring the limit to ERISA
  counsel's bracketed IPS draft, a "TBD — Committee to determine" in the draft IPS appendix, a
  Committee that has not adopted it, the consultant's Q4 recommendation, or the annual IPS
  review;
* provenance misquoting its source: the 2019 IPS figure changed in the restated IPS (prose, or
  a "[Deleted: …][Inserted: …]" blackline), a change the Committee voted down or counsel advised
  against, the position at 9/30 in the review book (prose or a "Metric / 9/30 / IPS limit"
  table), another guideline in the same IPS table, and a peer-survey median or the recordkeeper's
  model-IPS template quoted for comparison;
* mandates as the IPS's numbered investment guidelines in the mandate's fields
  (`ips.section_6_investment_guidelines.6.2`), the Committee charter, the stable value fund's
  guidelines (for the stable value limits) or the custom funds' guidelines exhibit, the
  consultant's IPS compliance tests in the mandate's fields (`consultant_monitoring.ips_tests[2]`)
  and a unanimous written consent of the Committee;
* latitude granted as the IPS's delegation to the 3(38) manager, Committee minutes delegating
  it, a "IPS parameter / Permitted range / Set by" table and the Committee chair's e-mail, placed
  in the fiduciary file's delegation record, the Committee secretary's extract or the charter's
  log of delegations; refused as an IPS that fixes the level (the range in the review book only a
  peer-survey range), minutes not approving the consultant's request, and counsel advising the
  Committee not to delegate; each twin the same text granting it;
* objectives as the IPS's objectives section, the consultant's review book, Committee minutes,
  the Benefits team's e-mail and the Committee charter, with the 2019 IPS wording quoted or a
  blackline deleting it in the same text, and a later message from the chair or after counsel's
  review replacing an earlier one;
* leakage as a plan consultant's research writes it: a glidepath's equity roll-down slope, a
  watch-list trigger, the stable value cash-buffer rule, a participant-withdrawal stress and a
  manager-replacement score fitted on periods reaching into the test years (recordkeeper
  contribution data by plan year, wrap crediting-rate resets, Form 5500 filings, the manager
  database, market-to-book ratios, participant snapshots), and whole sentences (returns as the
  next quarter's review book restated them, today's platform funds back-filled, a trigger chosen
  on the whole record, results on the years the glidepath was fitted on); each clean twin in the
  same form, ending before the first test date (2 January 2015);
* trend claims on Brightwell & Marsh (a listed active asset manager, NYSE: BWM, whose Large Cap
  Growth CIT is a core option of the plan) — assets under management, long-term net outflows
  (in $bn a quarter), the average fee rate (in bp) and the adjusted operating margin (moves in
  bps) over twelve quarters (2020 Q1–2022 Q4: the March 2020 sell-off, the 2021 rally, then
  2022's bear market, outflows to passive and fee compression), as the consultant's
  due-diligence note, the review book's organizational-issues page, a "Manager / Parent-company
  observation / Status" table, Committee minutes and a Benefits e-mail; horizons covered by the
  series against uncovered ones ("since the firm's 2014 IPO"). Whether a claim holds is computed
  from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270145
KINDS: Final = ALL_KINDS
TAG: Final = "zzx"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzxz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzxz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzxz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzxz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzxz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzxzz"

_PLAN: Final = "Halvorsen Industries 401(k) Savings Plan"
_CONSULTANT: Final = "Marrow Creek Advisors"


# --- numbers as an IPS, the Committee's counsel and its consultant write them ----------------

_ONES: Final = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_TENS: Final = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _words(n: int) -> str:
    """A whole number from 0 to 100 in words, as counsel writes it ("twenty-five")."""
    if n < 20:
        return _ONES[n]
    if n == 100:
        return "one hundred"
    tens, ones = divmod(n, 10)
    return _TENS[tens - 2] + (f"-{_ONES[ones]}" if ones else "")


def _legal(pct: float) -> str | None:
    """A percentage as a legal document writes it, "twenty percent (20%)", for whole and
    half percents only ("seven and one-half percent (7.5%)"); None for any other."""
    whole = int(pct)
    if abs(pct - whole) < 1e-9:
        return f"{_words(whole)} percent ({whole}%)"
    if abs(pct - whole - 0.5) < 1e-9:
        return f"{_words(whole)} and one-half percent ({_g(pct)}%)"
    return None


def _pct_forms(value: float) -> dict[str, str]:
    """A share: "20%", "20.0%" (the consultant's tables) and "twenty percent (20%)" (counsel's
    and the IPS's), the last for whole and half percents only."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%"}
    legal = _legal(pct)
    if legal is not None:
        forms["legal"] = legal
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points: "35 bps", "35bp", "0.35%" (as a fund's expense ratio is printed) and
    "35 basis points"."""
    whole = abs(value - round(value)) < 1e-9
    pct = f"{value / 100:.2f}%" if whole else f"{_g(value / 100)}%"
    return {
        "bps": f"{_g(value)} bps",
        "bp": f"{_g(value)}bp",
        "pct": pct,
        "basis": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a plan committee names it, its guideline id in the
    consultant's compliance feed, the values it takes, its written forms, whether it is a floor,
    and whether it is one of the stable value fund's limits."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    stable_value: bool = False


_SLEEVE: Final = _Subject(
    ("max_single_manager_sleeve", "subadviserSleeveCap"),
    (
        "any one subadviser's sleeve of the white-label Core Bond Fund",
        "a single manager's share of the Halvorsen Core Bond Fund",
        "the largest manager allocation in the custom core bond option",
    ),
    "CBF-MGR-CONC",
    "fraction",
    (0.4, 0.5, 0.6),
    _pct_forms,
)
_EXPENSE: Final = _Subject(
    ("max_expense_ratio_bps", "netExpenseRatioCapBp"),
    (
        "any core lineup option's net expense ratio",
        "the net expense ratio of an actively managed menu option",
        "fund operating expenses (net of revenue-sharing credits)",
    ),
    "MENU-NER-MAX",
    "bps",
    (35.0, 50.0, 65.0),
    _bp_forms,
)
_LANDING: Final = _Subject(
    ("max_equity_at_target_date", "tdfLandingEquityCap"),
    (
        "equity at the target date on the QDIA glidepath",
        "the glidepath's landing-point equity allocation (age 65)",
        "the target-date series' equity exposure at retirement",
    ),
    "TDF-GLIDE-LAND-EQ",
    "fraction",
    (0.4, 0.45, 0.55),
    _pct_forms,
)
_STOCK: Final = _Subject(
    ("max_company_stock_weight", "employerStockCap"),
    (
        "the Halvorsen Stock Fund's share of total Plan assets",
        "employer securities held in the company stock fund",
        "the company stock fund",
    ),
    "CSF-PLAN-SHARE",
    "fraction",
    (0.1, 0.15, 0.2),
    _pct_forms,
)
_TRACKING: Final = _Subject(
    ("max_index_tracking_error_bps", "passiveTeCapBp"),
    (
        "annualized tracking error of an index option against its benchmark",
        "the passive options' tracking error (3-yr, annualized)",
        "tracking error on the index funds",
    ),
    "IDX-TE-3Y",
    "bps",
    (10.0, 15.0, 25.0),
    _bp_forms,
)
_WRAP: Final = _Subject(
    ("max_single_wrap_issuer_share", "wrapProviderCap"),
    (
        "any one wrap issuer's share of the stable value fund's contract value",
        "a single wrap provider's share of wrapped book value",
        "exposure to any one synthetic GIC issuer",
    ),
    "SVF-WRAP-CONC",
    "fraction",
    (0.25, 0.3, 0.35),
    _pct_forms,
    stable_value=True,
)
_BUFFER: Final = _Subject(
    ("min_stable_value_liquidity_buffer", "svCashBufferFloor"),
    (
        "the stable value fund's liquidity buffer (cash and short-term paper)",
        "the cash buffer ahead of the wrapped sleeves",
        "short-term liquidity in the stable value fund",
    ),
    "SVF-LIQ-BUFFER",
    "fraction",
    (0.04, 0.06, 0.08),
    _pct_forms,
    floor=True,
    stable_value=True,
)
_PASSIVE: Final = _Subject(
    ("min_passive_share_of_tdf", "indexBuildingBlockFloor"),
    (
        "the index (passive) share of the target-date funds' underlying assets",
        "passive building blocks in the white-label target-date series",
        "the QDIA's allocation to index strategies",
    ),
    "TDF-PASSIVE-MIN",
    "fraction",
    (0.4, 0.5, 0.6),
    _pct_forms,
    floor=True,
)
#: the caps first: discretion over a floor is another question
_SUBJECTS: Final = (_SLEEVE, _EXPENSE, _LANDING, _STOCK, _TRACKING, _WRAP, _BUFFER, _PASSIVE)
_CAPS: Final = _SUBJECTS[:6]

_RATIONALES: Final = (
    "common practice among large-plan sponsors",
    "in line with the consultant's survey of plans over $1 billion",
    "what prudent-process guidance for ERISA fiduciaries tends to suggest",
    "a placeholder until the Committee adopts a figure",
    "the level the plan's previous consultant recommended",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the plan's custom white-label funds and QDIA glidepath under the "
    "Investment Policy Statement",
    "the best risk-adjusted return for participants within the IPS's investment guidelines",
    "solve the custom funds' target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the plan's IPS and the Committee's records state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _held(s: _Subject) -> str:
    return "may not fall below" if s.floor else "may not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the QDIA glidepath's underlying allocations off the consultant's Q3 review book",
    "rebuild the Core Bond Fund's manager weights now that Calder Fixed Income is on watch",
    "re-weight the stable value fund's wrapped sleeves ahead of the 1/1 wrap renewal",
    "rework the custom funds' weights for the mapping of the Growth Fund into the new CIT class",
    "size the move of $38.6 million out of the Large Cap Value option after the fee review",
)
_DEFERRALS: Final = (
    "the limit on {noun} is one of the IPS changes ERISA counsel still has bracketed in the "
    "restatement draft",
    "{noun}: shown as 'TBD — Committee to determine' in the draft IPS appendix",
    "the Committee hasn't adopted a limit on {noun}; it's on the agenda for the November meeting",
    "the limit on {noun} waits on " + _CONSULTANT + "' recommendation, due with the Q4 review book",
    "the limit on {noun} gets set at the Committee's annual IPS review, which hasn't happened",
)
_REQUEST_FRAMES: Final = (
    "From: Benefits\nTo: 401(k) Investment Committee\nSubject: follow-up from the 10/22 "
    "meeting\n\nPer the minutes, please {task}. {Deferral}.\n\nThanks,\nRenee Albright, Director "
    "of Benefits",
    "ACTION ITEMS — 401(k) Investment Committee, Q3 meeting\n(1) {Task}.\n(2) Open: {deferral}.\n"
    "(3) Recordkeeper to confirm the Schedule C fee data for the Form 5500 (no action for you).",
    "Committee members, ahead of Thursday we'd like you to {task}. One caveat: {deferral}. Plan "
    "assets are $1.27 billion across 9,412 participants with balances. — " + _CONSULTANT,
    "Fwd: participant complaint (case #44817) about fees in the Core Bond Fund (the recordkeeper "
    "charges $42 a head, per its 408(b)(2) notice)\n\nFrom the CFO: given this, {task}. "
    "{Deferral}.",
    "MEMO — Treasury (plan sponsor)\nRe: 401(k) lineup\nPlease {task}. {Deferral}. Participants "
    "get the 404(c) notice at least 30 days before any change.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}, {held}
_STATINGS: Final = (
    (
        "PRIVILEGED & CONFIDENTIAL — ATTORNEY-CLIENT COMMUNICATION\nFrom: Dunmore & Pike LLP "
        "(ERISA counsel)\nWe reviewed the IPS as restated effective January 1. Its investment "
        "guidelines provide that {noun} shall be {nomore} {v}. Nothing in ERISA §404(a)(1)(B) "
        "calls for a different figure.",
        "figures",
    ),
    (
        "MINUTES — 401(k) INVESTMENT COMMITTEE\nPresent: four of six voting members (a quorum); "
        "the consultant and ERISA counsel attended.\nUpon motion duly made and seconded, the "
        "Committee RESOLVED that {noun} shall be {nomore} {v}. Vote: 4–0.",
        "figures",
    ),
    (
        "IPS, Investment Guidelines, Table 2\n| Parameter | Limit | Monitored |\n|---|---|---|\n"
        "| {Noun} | {op} {v} | quarterly, by the consultant |",
        "figures",
    ),
    (
        _CONSULTANT + " IPS compliance feed\n  plan: " + _PLAN + "\n  guideline_id: {key}\n  "
        "limit_value: {v}\n  limit_type: {limit}\n  source: IPS (restated)",
        "bare",
    ),
    (
        _CONSULTANT + ", Quarterly Review Book, IPS compliance page: {Noun} — IPS {limit} {v}. "
        "No exceptions this quarter.",
        "figures",
    ),
    (
        "| IPS guideline | Limit | As of 9/30 | In compliance? |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "Charter of the 401(k) Investment Committee, Schedule 1 (standing limits adopted by the "
        "Committee): {noun}, {limit} {v}.",
        "figures",
    ),
    (
        "Hi all, Legal checked with the Committee chair this morning: {noun} {held} {v}. That's "
        "straight out of the IPS. — Renee (Benefits)",
        "figures",
    ),
    (
        "EXHIBIT B TO THE TRUST AGREEMENT — Investment Guidelines for the Plan's custom funds\n"
        "(d) {Noun}: {nomore} {v}, tested at each month-end at market value.",
        "figures",
    ),
)


def _near(s: _Subject, value: float) -> float:
    """`value` as a report rounds it: to a whole basis point, or to half a percent."""
    return float(round(value)) if s.unit == "bps" else round(round(value * 200) / 200, 6)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return _near(s, value * 1.6 if s.floor else value * 0.75)


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
        held=_held(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ips": {
        "section_4_permitted_vehicles": [
            "Mutual funds, collective investment trusts and separate accounts only.",
            "No self-directed brokerage window.",
            "Revenue sharing is credited back to the participants of the fund that pays it.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another guideline beside this one in the same IPS table: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "CBF-MGR-CONC": ("Below-investment-grade bonds in the Core Bond Fund (maximum)", 0.1),
    "MENU-NER-MAX": ("Index options' net expense ratio (maximum)", 8.0),
    "TDF-GLIDE-LAND-EQ": ("Equity 40 years before the target date (maximum)", 0.95),
    "CSF-PLAN-SHARE": ("Employer contributions invested in company stock (maximum)", 0.3),
    "IDX-TE-3Y": ("Target-date series' tracking error to its policy index (maximum)", 90.0),
    "SVF-WRAP-CONC": ("Any one issuer in the underlying bond portfolio (maximum)", 0.02),
    "SVF-LIQ-BUFFER": ("Market-to-book ratio, watch trigger (minimum)", 0.97),
    "TDF-PASSIVE-MIN": ("Passive share of the Core Bond Fund (minimum)", 0.3),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return _near(s, value * (down if s.floor else up))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the 2019 IPS figure, changed in the restated IPS
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The 2019 IPS put {noun} at {wrong}. The IPS as restated effective January 1 "
                f"(adopted at the December meeting) says {right}."
            )
        else:
            text = (
                "IPS, Investment Guidelines (counsel's blackline against the 2019 IPS):\n"
                f"{_cap(noun)}: {_no_more(s)} [Deleted: {wrong}][Inserted: {right}]"
            )
    elif structure == 1:  # a change the Committee voted down or counsel advised against
        wrong_value = _away(s, value, 1.6, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"At the May meeting the consultant moved to take {noun} to {wrong}. The motion "
                f"failed, 2–3; the IPS {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Treasury asked for {noun} at {wrong}. ERISA counsel advised against it on "
                f"prudence grounds and the Committee kept {right}."
            )
    elif structure == 2:  # the position at 9/30 in the consultant's review book
        wrong_value = _away(s, value, 0.75, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 review book: {noun} was {wrong} at September 30, inside the IPS "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Metric | 9/30 | IPS limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another guideline in the same IPS table
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        rows = [f"| {beside} | {wrong} |", f"| {_cap(noun)} ({_limit(s)}) | {right} |"]
        if rng.randrange(2) == 0:
            rows.reverse()
        text = "IPS, Investment Guidelines\n| Guideline | Limit |\n|---|---|\n" + "\n".join(rows)
    else:  # a peer-survey median or the recordkeeper's template, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The consultant's survey of plans over $1 billion has a median of {wrong} for "
                f"{noun}. Our IPS sets {right}; the Committee never adopted the survey figure."
            )
        else:
            text = (
                f"Our IPS: {noun}, {right}. (The recordkeeper's model-IPS template suggests "
                f"{wrong}, but we did not use that template.)"
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


# --- mandate clauses as the IPS, the charter, the fund guidelines, the consultant's tests ------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IPS's numbered investment guidelines in the mandate's fields
        guidelines: dict[str, JsonValue] = {
            "6.1": "Each core option is measured against the benchmark named in Appendix A.",
            "6.2": f"{_cap(noun)} shall be {_no_more(s)} {written}.",
            "6.3": "Options failing the watch-list criteria for four quarters are reviewed for "
            "replacement.",
        }
        return (
            {"ips": {"section_6_investment_guidelines": guidelines}},
            None,
            "ips.section_6_investment_guidelines.6.2",
        )
    if shape == 1:
        charter = (
            f"CHARTER OF THE 401(k) INVESTMENT COMMITTEE — {_PLAN}\n"
            "Art. I. The Committee is a named fiduciary under ERISA §402(a) for the selection "
            "and monitoring of the Plan's investment options.\n"
            f"Art. V. Standing limits. {_cap(noun)} shall be {_no_more(s)} {written}.\n"
            "Art. VI. The Committee meets at least quarterly and keeps written minutes."
        )
        return None, charter, MANDATE_ID
    if shape == 2:
        if s.stable_value:
            document = (
                "HALVORSEN STABLE VALUE FUND — INVESTMENT GUIDELINES (incorporated in each wrap "
                "contract)\n"
                "1. Eligible assets: high-quality intermediate bonds, covered by benefit-"
                "responsive wrap contracts, and cash.\n"
                f"4. {_cap(noun)}: {_no_more(s)} {written}.\n"
                "7. Participant withdrawals are paid at book value; employer-initiated events "
                "are not covered. (Crediting rate reset quarterly, now 2.87%; wrap fee 18 bp a "
                "year.)"
            )
        else:
            document = (
                "CUSTOM FUND GUIDELINES — white-label options (Core Bond Fund; Target "
                "Retirement series)\n"
                "A. Each custom fund is a unitized separate account managed by the 3(38) "
                "manager.\n"
                f"D. {_cap(noun)}: {_no_more(s)} {written}.\n"
                "G. Rebalancing: at least quarterly, and whenever a sleeve drifts outside its "
                "band."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the consultant's IPS compliance tests in the mandate's fields
        tests: list[JsonValue] = [
            "T-01 Every option has a named benchmark and a peer group.",
            "T-02 No option with a Morningstar rating below 2 stars for eight quarters.",
            f"T-{s.key}: {_cap(noun)} {_op(s)} {written}.",
        ]
        return (
            {"consultant_monitoring": {"provider": _CONSULTANT, "ips_tests": tests}},
            None,
            "consultant_monitoring.ips_tests[2]",
        )
    consent = (
        "UNANIMOUS WRITTEN CONSENT OF THE 401(k) INVESTMENT COMMITTEE IN LIEU OF A MEETING\n"
        "WHEREAS the consultant has recommended a limit after the Q2 review;\n"
        f"NOW, THEREFORE, BE IT RESOLVED, that {noun} be {_no_more(s)} {written}; and\n"
        "RESOLVED FURTHER, that the consultant report compliance in each quarterly review book."
    )
    return None, consent, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the custom funds' target weights; every IPS guideline applies.",
    "Re-run the white-label funds' weights inside the IPS and the Committee's standing limits.",
    "Before the Q4 Committee meeting, re-optimize the custom funds within all IPS limits.",
    "Fold the $38.6 million from the Large Cap Value option into the custom funds, within the IPS.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="the plan's IPS guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IPS, Delegation: within {lo} to {hi}, the 3(38) manager sets the cap on {noun} at its "
    "discretion, without further Committee action.",
    "Minutes: the Committee delegated to " + _CONSULTANT + ", as 3(38) manager, the choice of "
    "the cap on {noun} anywhere from {lo} to {hi}.",
    "| IPS parameter | Permitted range | Set by |\n|---|---|---|\n| Cap on {noun} | {lo} to {hi} "
    "| 3(38) manager, at its discretion |",
    "E-mail from the Committee chair: the 3(38) can put the cap on {noun} wherever it likes "
    "between {lo} and {hi}; no need to bring it back to the Committee.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The IPS fixes the cap on {noun} at {point}. The {lo} to {hi} range in the review book is "
        "the consultant's peer-survey range, not a delegation.",
        "The IPS lets the 3(38) manager fix the cap on {noun} anywhere in the {lo} to {hi} range "
        "shown in the review book.",
    ),
    (
        "Minutes, item 4: the consultant asked for discretion to set the cap on {noun} between "
        "{lo} and {hi}. Not approved; the cap stays at {point} pending counsel's review.",
        "Minutes, item 4: the consultant asked for discretion to set the cap on {noun} between "
        "{lo} and {hi}. Approved; the consultant may set it within that range.",
    ),
    (
        "Counsel's advice: the Committee should not delegate the cap on {noun}. It stays at "
        "{point}, not anywhere in {lo} to {hi}; a 3(21) adviser has no discretionary authority.",
        "Counsel's advice: the Committee may delegate the cap on {noun} to the 3(38) manager, to "
        "be set anywhere in {lo} to {hi}.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as a plan's documents write a band: "20%", "40%" and "30%" (or
    "20.0%" ...), or in basis points "17.5", "35 bps" and "26.25 bps" ("17.5 to 35 bps")."""
    low, high, middle = bounds
    if s.unit == "bps":
        unit = rng.choice((" bps", " basis points"))
        return {"lo": _g(low), "hi": f"{_g(high)}{unit}", "mid": f"{_g(middle)}{unit}"}
    form = rng.choice(("pct", "pct1"))
    return {k: s.forms(v)[form] for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the fiduciary file's delegation record, as a mandate message from the
    Committee's secretary, or in the log of delegations appended to the Committee charter."""
    if shape == 0:
        return {"fiduciary_file": {"delegation_of_authority": text}}, None
    if shape == 1:
        return None, f"Committee secretary's extract from the fiduciary file:\n\n{text}"
    log: list[JsonValue] = [text, "Quorum: four voting members."]
    return {"committee_charter": {"appendix_delegations_log": log}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
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

#: whole statements of each objective, as the IPS, the consultant's review book, the Committee's
#: minutes, the Benefits team's e-mail and the Committee charter put them; the first of each is
#: one line, so that a blackline can delete it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS, Objectives of the custom funds: the most return per unit of risk, judged by the "
        "Sharpe ratio.",
        _CONSULTANT + ", Quarterly Review Book, custom funds:\nthe Committee wants the white-label "
        "funds weighted for the highest Sharpe ratio, the most return for each unit of volatility.",
        "Minutes: members agreed the custom funds should be built for the best risk-adjusted "
        "return, measured by the Sharpe ratio, not the highest raw return.",
        "E-mail from Benefits, forwarding the Committee chair: please set the custom funds' "
        "weights to maximize the Sharpe ratio.",
        "Committee charter, Art. II: for the custom funds the Committee seeks the best "
        "risk-adjusted return for participants, measured by the Sharpe ratio.",
    ),
    "variance": (
        "IPS, Objectives of the custom funds: the lowest volatility available; return forecasts "
        "play no part.",
        _CONSULTANT + ", Quarterly Review Book, custom funds:\nthe Committee asked for the "
        "minimum-variance mix, leaving expected returns out entirely.",
        "Minutes: after the participant complaints about 2022, RESOLVED that the custom funds be "
        "weighted for minimum variance.",
        "E-mail from Benefits: participants near retirement keep calling about the swings; please "
        "minimize the funds' variance and leave the return assumptions out of it.",
        "Committee charter, Art. II: for the custom funds the Committee seeks the steadiest "
        "value it can, the least volatility possible, whatever the return forecasts.",
    ),
    "tracking": (
        "IPS, Objectives of the custom funds: track each fund's custom policy benchmark as "
        "closely as possible.",
        _CONSULTANT + ", Quarterly Review Book, custom funds:\nthe Committee wants each custom "
        "fund held as close to its policy benchmark as it can be, the smallest tracking error.",
        "Minutes: RESOLVED that each custom fund minimize its tracking error to its custom "
        "policy benchmark.",
        "E-mail from Benefits: the chair says the custom funds should just mirror their "
        "benchmarks; minimize tracking error against them, please.",
        "Committee charter, Art. II: each custom fund mirrors its policy benchmark with the "
        "least tracking error it can.",
    ),
    "return": (
        "IPS, Objectives of the custom funds: the highest expected return, with no penalty for "
        "risk.",
        _CONSULTANT + ", Quarterly Review Book, custom funds:\nthe Committee wants the weights "
        "set for the highest expected return; risk does not enter the objective.",
        "Minutes: for the younger vintages RESOLVED that the custom funds be weighted to "
        "maximize expected return, with no allowance for risk.",
        "E-mail from Benefits: the younger employees want growth; go for the highest expected "
        "return, no risk adjustment.",
        "Committee charter, Art. II: for the custom funds the Committee seeks the highest "
        "expected return, whatever the risk.",
    ),
}
_DRAFTS: Final = (
    'The 2019 IPS said: "{old}" The IPS as restated replaces that with:\n\n{new}',
    "Counsel's blackline of the IPS objectives:\n[Deleted: {old}]\n[Inserted: as below]\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the Committee chair: disregard the objective Benefits circulated earlier. The "
    "Committee voted:\n\n{new}",
    "Update after ERISA counsel's review (this replaces my earlier e-mail on the "
    "objective):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the custom funds' weights:\n\n{ask}",
    "{ask}\n\nPlease set the custom funds' weights on that basis. — 401(k) Investment Committee",
    "Plan snapshot: $1.27 billion in assets, 9,412 participants with balances, 31 core options; "
    "QDIA: the Halvorsen Target Retirement series.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the building blocks of the plan's custom funds",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The 2019 IPS's objective (the one-line IPS wording of the earlier kind, without its
    heading, whichever statement was drawn) quoted or deleted in the same text as the wanted
    one."""
    old = _cap(_ASKS[old_kind][0].split(": ", 1)[1])
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier objective in the same text, quoted or
    deleted in a blackline; every fourth from the fourth an earlier message a later one
    replaces."""
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
        "the recordkeeper's contribution and transfer data for plan years 2009 through 2018",
        "the recordkeeper's contribution and transfer data for plan years 2009 through 2014",
    ),
    (
        "wrap-contract crediting-rate resets from Q1 2010 through Q3 2017",
        "wrap-contract crediting-rate resets from Q1 2010 through Q4 2014",
    ),
    (
        "the Form 5500 filings (Schedule H) for plan years 2008 through 2016",
        "the Form 5500 filings (Schedule H) for plan years 2008 through 2013",
    ),
    (
        "the consultant's manager-database returns, Jan 2008 – Jun 2019",
        "the consultant's manager-database returns, Jan 2008 – Dec 2014",
    ),
    (
        "daily stable value market-to-book ratios for 2011–2016",
        "daily stable value market-to-book ratios for 2011–2014",
    ),
    (
        "participant age and balance snapshots from 12/31/2009 to 12/31/2017",
        "participant age and balance snapshots from 12/31/2009 to 12/31/2013",
    ),
)
_ACTIONS: Final = (
    "the glidepath's equity roll-down slope was fitted",
    "the watch-list trigger (trailing three-year excess return) was calibrated",
    "the stable value fund's cash-buffer rule was sized",
    "the participant-withdrawal stress behind the liquidity buffer was fitted",
    "the manager-replacement score's weights were chosen",
)
_LEAK_FRAMES: Final = (
    _CONSULTANT + " glidepath research memo, methodology: {action} on {period}.",
    "From the consultant's model documentation (appendix to the review book): {action} using "
    "{period}, and that setting is then used in all three test folds.",
    "For the Committee's minutes: {action} once, on {period}, before any walk-forward testing.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's weights use each manager's trailing returns as restated in the following "
        "quarter's review book.",
        "Each quarter's weights use each manager's trailing returns as published in the "
        "previous quarter's review book.",
    ),
    (
        "Manager universe: the funds on the recordkeeper's platform today, back-filled to 2010 "
        "with their full histories.",
        "Manager universe: the funds on the recordkeeper's platform at each date, including those "
        "later closed or merged away.",
    ),
    (
        "The watch-list trigger is the one of six that flagged the most eventual replacements "
        "over the whole 2010–2020 record, then used in every fold.",
        "The watch-list trigger is chosen from six using each fold's training years only.",
    ),
    (
        "Results shown to the Committee cover the same 2010–2020 years the glidepath slope was "
        "fitted on; nothing was held out.",
        "Results shown to the Committee cover only each fold's test years; the glidepath slope is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The Committee wants a walk-forward backtest (three folds) of the proposed glidepath before "
    "the Q4 meeting.",
    "Please back-test the custom funds' weighting model walk-forward, in three folds, for the "
    "review book.",
    "Action item from the minutes: run a three-fold walk-forward test of the custom funds' model.",
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

_COMPANY: Final = "Brightwell & Marsh"
_ENTITY: Final = "ent_brightwell_marsh_asset_management"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs. Q3", (10, 11)),
    ("over the four quarters to December 2022", (7, 11)),
    ("over 2021 and 2022", (3, 11)),
    ("since the March 2020 sell-off", (0, 11)),
    ("from mid-2020 through the end of 2021", (1, 7)),
    ("in the first nine months of 2022", (7, 10)),
    ("since the firm's 2014 IPO", None),
    ("since the Plan first hired it in 2011", None),
    ("over the full market cycle since 2008", None),
)


#: "by about 12%", "by more than 10%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by about {}%"
)


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points, as the consultant writes it ("by 190 bps"); "" under
    25 bps."""
    return _change_by("by {:.0f} bps", 25, a * 100, b * 100)


_by_billions = partial(_change_by, "by ${:.1f}bn", 0.5)


_by_fee_bp = partial(_change_by, "by {:.1f} bp", 0.3)


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
        "assets_under_management_bn",
        (412.0, 468.0, 489.0, 531.0, 556.0, 584.0, 597.0, 628.0, 561.0, 498.0, 472.0, 505.0),
        ("Assets under management", "Brightwell & Marsh's AUM", "AUM"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "long_term_net_outflows_bn",
        (3.2, 5.9, 2.4, 1.8, 1.1, 0.9, 1.6, 2.2, 4.8, 7.4, 8.1, 6.3),
        (
            "Long-term net outflows",
            "Brightwell & Marsh's net outflows from long-term funds",
            "Net redemptions from long-term AUM",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_billions,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_fee_rate_bp",
        (46.8, 47.2, 46.1, 45.4, 44.9, 44.2, 43.8, 43.1, 42.6, 42.9, 41.7, 41.2),
        (
            "The average fee rate",
            "Brightwell & Marsh's average fee rate on AUM",
            "Revenue yield (the fee rate)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not erode", held_up),
            ("{s} did not increase", held_down),
        ),
        _by_fee_bp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_operating_margin_pct",
        (33.1, 29.4, 32.8, 35.2, 36.9, 38.4, 39.1, 40.2, 35.8, 33.0, 31.4, 30.2),
        (
            "Adjusted operating margin",
            "Brightwell & Marsh's adjusted operating margin",
            "The operating margin (adjusted, non-GAAP)",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never expanded from one quarter to the next", never_rose),
            ("{s} did not contract", held_up),
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
    up_all="{s} came in above the year-earlier quarter in each quarter of 2022",
    down_all="{s} came in below the year-earlier quarter in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year over 2021–2022",
    shrank="{s} shrank at more than 10% a year, compounded, over 2021–2022",
)


_CLAIM_FRAMES: Final = (
    _CONSULTANT + " manager due-diligence note (Brightwell & Marsh, parent of the Large Cap "
    "Growth CIT): {claim} [1].",
    "Q3 review book, organizational issues: {claim} [1]; no change to the Large Cap Growth CIT's "
    "portfolio team.",
    "| Manager | Parent-company observation | Status |\n|---|---|---|\n| Brightwell & Marsh "
    "(NYSE: BWM) | {Claim} [1] | Watch (organizational) |",
    "Minutes, item 7 (manager updates): the consultant reported that {claim} [1].",
    "From Benefits: a participant asked about Brightwell & Marsh after the news. Per the "
    "consultant, {claim} [1]. The Plan holds $212 million in its CIT.",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZX: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
