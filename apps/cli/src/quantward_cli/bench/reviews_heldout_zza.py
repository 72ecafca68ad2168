"""Held-out batch ZZA: every flaw kind again, in the voice of money market funds and institutional
cash managers: US Rule 2a-7 government and prime institutional funds and EU MMFR funds (LVNAV,
VNAV, public-debt CNAV), the corporate treasurers whose cash investment policies place operating
cash with them, the fund's prospectus and SAI, its board-approved procedures, the credit and
liquidity committees, daily portfolio holdings reports and fact sheets, N-MFP filings,
stress-testing reports, and the PM, sweep and repo desks with their chat shorthand.

Batch ZZA is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Shadow NAVs and NAVs per share to four decimals ("$1.0002", "1.0000"), 7-day SEC
yields, net assets and flows in $bn, the 397-day and 762-day maturity limits of single
securities, liquidity-fee levels, the LVNAV collar, expense ratios, votes, rule numbers and
meeting dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as cash managers state them: fund counsel's reply after checking the prospectus and
  SAI, credit committee minutes with a quorum line, the daily holdings report's summary box
  beside the shadow NAV and the 7-day SEC yield, a pre-trade compliance rule export (a bare
  number in the constraint's unit), the prospectus's principal investment strategies, a
  corporate treasurer's cash investment policy, liquidity committee minutes, a "Limit /
  Position at 31 May / Within limit?" table whose position is a decoy, and a board resolution,
  each form in turn; number forms "5%", "5.00%", "5 percent" and, for maturities, "60 days",
  "60d", "60 calendar days"; subjects: the weighted-average maturity (WAM) and weighted-average
  life (WAL) caps in days, the daily and weekly liquid asset floors (DLA, WLA), the single
  issuer cap, the single-counterparty repo cap and the second-tier securities cap;
* requests deferring the limit to the client's cash investment policy being redrafted, a "TBD
  by the Board" in the draft procedures, a credit committee that has not set it, an SAI
  supplement still with fund counsel, or the liquidity committee's next meeting;
* provenance misquoting its source: a draft cash investment policy (or procedures redline)
  changed in the approved version, a request the client's treasury or the fund board declined,
  the fund's position in the daily holdings report (in prose or a table), another figure on the
  same fact sheet (the 397-day final maturity limit, the 762-day limit on government floaters, a
  liquidity fee, the expense cap, the 7-day SEC yield, the LVNAV collar) and the pre-reform or
  peer-group figure quoted for comparison;
* mandates as the SAI's investment restrictions in the mandate's fields
  (`sai.investment_restrictions.non_fundamental_7`), a corporate cash investment policy, the
  board-approved Rule 2a-7 procedures, an EU LVNAV prospectus supplement's portfolio rules in
  the mandate's fields (`prospectus_supplement.portfolio_rules[2]`) and an IMA's Schedule B for
  a separately managed liquidity account;
* latitude granted as a credit committee delegation to the PMs, an operating range in the
  prospectus, a "Parameter / Operating range / Who decides" table and an e-mail from the Head
  of Liquidity; refused as a level fixed in the procedures whose SAI band is only a Board
  escalation trigger, liquidity committee minutes declining the desk's request, and a note that
  the committee has not delegated it; each twin the same text granting it;
* objectives as a treasurer's cash investment policy, an investment committee memo, the board
  minutes, a client's e-mail and an IMA, with an earlier draft quoted or struck out in the same
  text and a later message from the Treasurer replacing an earlier one;
* look-ahead as the risk team writes it: a redemption-stress outflow assumption, a CP spread
  model, a shadow-NAV deviation alert, the WLA buffer and an issuer screen's threshold set on
  holdings, N-MFP filings and flow histories reaching into the test years, and whole sentences
  (next week's net redemptions as an input, ratings as they stood at the end of the sample so
  issuers downgraded later are screened out from the start, N-MFP data as later amended, a WLA
  buffer picked on the whole record); each clean twin in the same form, ending before the first
  test date (2 January 2015);
* trend claims on Westhaven Bancorp (a bank holding company whose CP and CDs the prime fund
  holds on its approved list) — net interest margin (in bps), total deposits, the liquidity
  coverage ratio (in percentage points), the short-term wholesale funding share and net interest
  income, over twelve quarters (2020 Q1–2022 Q4, through the zero-rate period and the 2022
  hikes), as a credit committee issuer review, the approved-list annual review, an "Issuer /
  Observation" table, an analyst's note to the PMs and the board's credit report; magnitudes as
  "by 43 bps", "roughly 8%", "more than 45%", "just short of 15%", "by 12 percentage points";
  horizons covered by the series against uncovered ones ("since the Reserve Primary Fund broke
  the buck in 2008"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

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
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270122
KINDS: Final = ALL_KINDS
TAG: Final = "zza"
REQUEST_ID: Final = "msg_01hzzazzzzzzzzzzzzzzzzza0"
FOLLOW_UP_ID: Final = "msg_01hzzazzzzzzzzzzzzzzzzza1"
ANSWER_ID: Final = "msg_01hzzazzzzzzzzzzzzzzzzza2"
MANDATE_ID: Final = "msg_01hzzazzzzzzzzzzzzzzzzza3"
SOURCE_ID: Final = "src_01hzzazzzzzzzzzzzzzzzzza5"
CONTRACT_ID: Final = "ctr_01hzzazzzzzzzzzzzzzzzzzazz"


# --- numbers as fund counsel, treasurers, PMs and compliance write them --------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of total assets: "5%", "5.00%" (as a holdings report prints it), "5 percent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "percent": f"{_g(pct)} percent"}


def _day_forms(value: float) -> dict[str, str]:
    """A maturity in days: "60 days", "60d" (desk shorthand), "60 calendar days" (Rule 2a-7's
    wording)."""
    return {"days": f"{_g(value)} days", "d": f"{_g(value)}d", "cal": f"{_g(value)} calendar days"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how cash managers name it, its key in the compliance
    engine's rule export, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_WAM: Final = _Subject(
    ("max_wam_days", "wamCapDays"),
    (
        "portfolio WAM",
        "weighted average maturity (WAM)",
        "the dollar-weighted average portfolio maturity",
    ),
    "wam_max_days",
    "days",
    (60.0, 50.0, 40.0),
    _day_forms,
)
_WAL: Final = _Subject(
    ("max_wal_days", "walCapDays"),
    (
        "portfolio WAL",
        "weighted average life (WAL)",
        "the dollar-weighted average life to final maturity",
    ),
    "wal_max_days",
    "days",
    (120.0, 100.0, 90.0),
    _day_forms,
)
_WLA: Final = _Subject(
    ("min_weekly_liquid_assets", "wlaFloor"),
    (
        "weekly liquid assets",
        "the WLA bucket",
        "assets that can be turned into cash within five business days",
    ),
    "wla_min",
    "fraction",
    (0.5, 0.3, 0.4),
    _share_forms,
    floor=True,
)
_DLA: Final = _Subject(
    ("min_daily_liquid_assets", "dlaFloor"),
    (
        "daily liquid assets",
        "the DLA bucket",
        "cash and paper maturing within one business day",
    ),
    "dla_min",
    "fraction",
    (0.25, 0.1, 0.2),
    _share_forms,
    floor=True,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerCapExGovt"),
    (
        "exposure to any single non-government issuer",
        "issuer concentration (ex-Treasuries and agencies)",
        "the largest position in any one CP or CD issuer",
    ),
    "issuer_max",
    "fraction",
    (0.05, 0.04, 0.03),
    _share_forms,
)
_REPO: Final = _Subject(
    ("max_repo_counterparty_weight", "repoCptyCap"),
    (
        "repo exposure to any one counterparty",
        "reverse repo with a single dealer",
        "single-counterparty repo exposure",
    ),
    "repo_cpty_max",
    "fraction",
    (0.15, 0.1, 0.2),
    _share_forms,
)
_TIER2: Final = _Subject(
    ("max_second_tier_weight", "secondTierCap"),
    (
        "second-tier securities",
        "holdings of second-tier paper",
        "paper rated in the second-highest short-term category",
    ),
    "second_tier_max",
    "fraction",
    (0.03, 0.02, 0.025),
    _share_forms,
)
_SUBJECTS: Final = (_WAM, _WAL, _WLA, _DLA, _ISSUER, _REPO, _TIER2)
#: the caps, for latitude: discretion over a floor is another question
_CAPS: Final = (_WAM, _WAL, _ISSUER, _REPO, _TIER2)

_RATIONALES: Final = (
    "typical for a 2a-7 prime institutional fund",
    "in line with what most LVNAV funds run",
    "what the rating agencies expect of a AAAm fund",
    "a conservative placeholder for a newly launched fund",
    "the level our government fund runs at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the money market fund's eligible instruments (CP, CDs, repo, "
    "T-bills) under its regulatory, prospectus and board-approved limits",
    "the best risk-adjusted return within the fund's Rule 2a-7, prospectus and board limits",
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
    return "at least" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the target ladder for Institutional Prime after Tuesday's $1.2bn subscription",
    "set target weights for the EUR LVNAV fund's launch portfolio (€750m seed)",
    "rebalance the government fund into more overnight repo ahead of quarter-end",
    "size the CP and CD buckets for the treasury client's sweep into the prime fund",
    "rework the portfolio so the fund stays competitive on yield through the next FOMC",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still blank in the client's cash investment policy (Treasury is "
    "redrafting section 4)",
    '{noun}: "TBD by the Board" in the draft procedures',
    "the credit committee has not set a limit on {noun} for this fund yet",
    "the limit on {noun} waits on the SAI supplement, which is still with fund counsel",
    "the liquidity committee sets the limit on {noun} at Thursday's meeting",
)
_REQUEST_FRAMES: Final = (
    "PM desk, action items (Wed)\n1. {Task}.\n2. Open: {deferral}.",
    "Hi all,\n\nAfter this morning's flows ($640m net in, mostly sweep) could you {task}? "
    "{Deferral}.\n\nThanks,\nDana (Liquidity PM)",
    "IB chat 08:14 | can you {task} pls. nb {deferral}",
    "Shadow NAV $1.0001 at 3pm, 7-day SEC yield 5.27%. Next: {task}.\nCaveat: {deferral}.",
    "Client service here (not the PM desk). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. Checked the prospectus and the SAI (Investment Restrictions): {noun} must "
        "be {nomore} {v}. Happy to send the board-approved procedures too. Karen (Fund Counsel)",
        "figures",
    ),
    (
        "Credit committee minutes, 14 March. Present: 4 of 5 voting members (quorum met).\n"
        "Item 3: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Daily holdings report, summary box: shadow NAV $1.0002; 7-day SEC yield 5.31%; net "
        "assets $18.4bn. Board limit: {noun} {nomore} {v}.",
        "figures",
    ),
    (
        "Compliance engine export (pre-trade rules, INST PRIME):\n    rule: {key}\n"
        "    {key}: {v}\n    status: active, board-approved",
        "bare",
    ),
    (
        "From the prospectus, 'Principal Investment Strategies': 'Under normal market conditions "
        "the Fund expects {noun} to be {nomore} {v}.'",
        "figures",
    ),
    (
        "Our cash investment policy, section 4.2 (signed by the Treasurer): for any money fund "
        "we use, {noun} must be {nomore} {v}.",
        "figures",
    ),
    (
        "Liquidity committee minutes: RESOLVED that {noun} be {nomore} {v} at all times, "
        "monitored daily by Risk.",
        "figures",
    ),
    (
        "| Limit | Position at 31 May | Within limit? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Y |",
        "table",
    ),
    (
        "Board resolution, quarterly meeting (carried unanimously): {Noun}: {limit} {v}, "
        "effective with the next SAI supplement.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.3 if s.floor else value * 0.7, 6)


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
    "eligible_investments": [
        "US Treasury and agency obligations, CP and CDs of approved issuers, and repo "
        "collateralised by Treasuries or agencies.",
        "No asset-backed commercial paper and no extendible notes.",
        "Fund rating: AAAm (S&P) or Aaa-mf (Moody's), kept at all times.",
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

#: another figure on the same fact sheet as the limit: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "wam_max_days": ("maximum remaining maturity of any one security", 397.0),
    "wal_max_days": ("maximum maturity of a government floating-rate note", 762.0),
    "wla_min": ("7-day SEC yield (net)", 0.0527),
    "dla_min": ("LVNAV collar (deviation from the 1.0000 dealing NAV)", 0.002),
    "issuer_max": ("discretionary liquidity fee, at most", 0.02),
    "repo_cpty_max": ("expense cap (net expense ratio)", 0.0018),
    "second_tier_max": ("management fee", 0.0012),
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
    if structure == 0:  # a draft changed in the approved version
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft cash investment policy (v2, circulated in April) had {wrong} for "
                f"{noun}. The version the Treasurer signed, section 4.2, says {right}."
            )
        else:
            text = (
                f"Procedures redline, §3.1(b): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Board comment: agreed; accepted in the approved version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked the client's treasury to allow {wrong} for {noun} in their "
                f"investment policy. They declined; the policy {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Board minutes, item 5: the Adviser sought approval to take {noun} to {wrong}. "
                f"Not approved (one for, six against); the limit remains {right}."
            )
    elif structure == 2:  # the fund's position in the daily holdings report
        wrong_value = _away(s, value, 0.7, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily holdings report, 30 September: {noun} was {wrong}, within the board "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | 30 Sep | Board limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure on the same fact sheet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Fund fact sheet (month-end)\n  " + "\n  ".join(lines)
    else:  # the pre-reform or peer-group figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the pre-reform procedures allowed {wrong} for {noun}. The "
                f"current ones are stricter: {right}."
            )
        else:
            text = (
                f"Our procedures set {noun} at {right}. (Peer funds in the category run "
                f"{wrong}, but the Board would not go there.)"
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


# --- mandate clauses as the SAI, a cash policy, procedures, an MMFR supplement and an IMA --------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the SAI's investment restrictions in the mandate's fields
        clause = f"{_cap(noun)} will be {_no_more(s)} {written}, measured at each purchase."
        restrictions: dict[str, JsonValue] = {
            "fundamental_1": "The Fund will not concentrate in any industry other than banking.",
            "non_fundamental_7": clause,
        }
        return (
            {"sai": {"investment_restrictions": restrictions}},
            None,
            "sai.investment_restrictions.non_fundamental_7",
        )
    if shape == 1:
        policy = (
            "CASH INVESTMENT POLICY, Halvorsen Industrial Inc. (approved by the Audit Committee)\n"
            "4.1 Eligible funds: Rule 2a-7 government or prime institutional funds rated AAAm.\n"
            f"4.2 Portfolio test: a fund qualifies only while {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "4.3 Concentration: no more than $250m of operating cash in any one fund."
        )
        return None, policy, MANDATE_ID
    if shape == 2:
        procedures = (
            "BOARD-APPROVED PROCEDURES, Rule 2a-7 portfolio limits (rev. June)\n"
            "§1 Each issuer needs a minimal credit risk determination by the Credit Committee.\n"
            f"§2 {_cap(noun)} shall be {_no_more(s)} {written}.\n"
            "§3 Stress tests run weekly; results go to the Board each quarter."
        )
        return None, procedures, MANDATE_ID
    if shape == 3:  # an EU LVNAV prospectus supplement's portfolio rules in the mandate's fields
        rules: list[JsonValue] = [
            "Type: Low Volatility NAV MMF (short-term), authorised under the MMFR.",
            "Securitisations and ABCP: none.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"prospectus_supplement": {"fund": "EUR Liquidity LVNAV", "portfolio_rules": rules}},
            None,
            "prospectus_supplement.portfolio_rules[2]",
        )
    ima = (
        "INVESTMENT MANAGEMENT AGREEMENT, Schedule B (Investment Guidelines), separately "
        "managed liquidity account\nB.1 Benchmark: ICE BofA US Treasury Bill index.\n"
        f"B.4 {_cap(noun)} {_op(s)} {written}.\n"
        "B.6 Ratings: top short-term category at purchase."
    )
    return None, ima, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance Institutional Prime; every 2a-7 and board limit applies.",
    "Re-run the target weights for the sweep fund inside the limits in our fund documents.",
    "Ahead of the board meeting, re-optimise the portfolio within all its limits.",
    "Work this week's new CP offerings into the portfolio, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's portfolio limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Credit committee delegation to the PMs: {noun} may be run anywhere between {lo} and {hi} "
    "without coming back to the Committee.",
    "Prospectus, 'Portfolio management': the Adviser runs {noun} in an operating range of {lo} "
    "to {hi} and decides where in that range to sit.",
    "| Parameter | Operating range | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM "
    "desk (no Board approval needed inside the range) |",
    "E-mail from the Head of Liquidity: set {noun} yourselves; anything from {lo} up to {hi} is "
    "fine with the committee.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The procedures fix {noun} at {point}. The {lo}–{hi} band in the SAI is only the Board "
        "escalation trigger; it gives the PMs no discretion.",
        "The procedures let {noun} sit anywhere in the {lo}–{hi} band in the SAI; the PMs "
        "choose the level.",
    ),
    (
        "Liquidity committee minutes, item 4: the desk asked to run {noun} anywhere between {lo} "
        "and {hi}. Declined: it stays at {point} until the year-end review.",
        "Liquidity committee minutes, item 4: the desk asked to run {noun} anywhere between {lo} "
        "and {hi}. Approved: the desk may choose within that range.",
    ),
    (
        "Note to the PM desk: the committee has NOT delegated {noun}. Keep it at {point}, not "
        "anywhere in {lo}–{hi}.",
        "Note to the PM desk: the committee has delegated {noun} to you. Anywhere in {lo}–{hi} "
        "is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the board procedures' fields, as a mandate message, or in the
    liquidity committee's charter."""
    if shape == 0:
        return {"board_procedures": {"delegations": text}}, None
    if shape == 1:
        return None, f"Delegated authority matrix (approved by the Board)\n\n{text}"
    charter: list[JsonValue] = [
        text,
        "The Committee meets weekly, and on any day net redemptions pass $500m.",
    ]
    return {"liquidity_committee_charter": {"annex_a": charter}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,
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
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as a treasurer's cash investment policy, an investment
#: committee memo, the board minutes, a client's e-mail and an IMA put them; the first of each is
#: one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Cash investment policy, section 2 (Objective): the most yield per unit of risk across "
        "our fund allocation, measured by the Sharpe ratio.",
        "Investment committee memo, portfolio construction:\nwe will weight the buckets for the "
        "highest Sharpe ratio, the most return for each unit of volatility.",
        "Board minutes, item 8: NOTED that the Adviser weights the portfolio to maximise the "
        "Sharpe ratio.",
        "Client e-mail (Assistant Treasurer): we want the best risk-adjusted return on the "
        "excess cash, so please maximise the Sharpe ratio.",
        "IMA, Schedule A (Objective): the Manager seeks the highest return per unit of risk "
        "(the Sharpe ratio).",
    ),
    "variance": (
        "Cash investment policy, section 2 (Objective): preservation of principal first, so the "
        "least volatile mix of funds available.",
        "Investment committee memo, portfolio construction:\nwe will weight the buckets for "
        "minimum variance, with no view on expected returns.",
        "Board minutes, item 8: NOTED that the Adviser weights the portfolio to minimise variance.",
        "Client e-mail (Assistant Treasurer): this is payroll cash; please minimise the "
        "portfolio's variance and leave yield forecasts out of it.",
        "IMA, Schedule A (Objective): the Manager seeks the lowest volatility available, "
        "whatever the return forecasts say.",
    ),
    "tracking": (
        "Cash investment policy, section 2 (Objective): track the ICE BofA 3-Month US Treasury "
        "Bill Index as closely as possible.",
        "Investment committee memo, portfolio construction:\nwe will keep the account as close "
        "to the ICE BofA 3-Month US Treasury Bill Index as we can, with the smallest tracking "
        "error.",
        "Board minutes, item 8: NOTED that the account minimises tracking error to the ICE BofA "
        "3-Month US Treasury Bill Index.",
        "Client e-mail (Assistant Treasurer): can the account just shadow the ICE BofA 3-Month "
        "US Treasury Bill Index? Minimise tracking error against it, please.",
        "IMA, Schedule A (Objective): the Manager keeps tracking error to the ICE BofA 3-Month "
        "US Treasury Bill Index to a minimum.",
    ),
    "return": (
        "Cash investment policy, section 2 (Objective): the highest expected yield on strategic "
        "cash, with no penalty for risk.",
        "Investment committee memo, portfolio construction:\nwe will weight the buckets for the "
        "highest expected return; risk does not enter the objective.",
        "Board minutes, item 8: NOTED that the Adviser weights the portfolio to maximise "
        "expected return alone.",
        "Client e-mail (Assistant Treasurer): the strategic cash tranche is there for yield, so "
        "go for the highest expected return, no risk adjustment.",
        "IMA, Schedule A (Objective): the Manager maximises expected return, with no allowance "
        "for risk.",
    ),
}
_DRAFTS: Final = (
    'The draft policy sent to the Audit Committee read: "{old}" That was changed after '
    "review; the approved wording is:\n\n{new}",
    "~~{old}~~ (struck at the Treasury committee, 9 May)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the Treasurer: please ignore my earlier note on the objective. The Audit Committee "
    "decided:\n\n{new}",
    "Correction, agreed at the Board on 9 May (it replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the corporate cash portfolio's target weights:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Treasury",
    "Operating cash $2.3bn across four money funds, 7-day yields 5.12% to 5.34%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the funds and instruments the cash policy allows",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The earlier objective quoted or struck out in the same text, the two forms by turns."""
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)


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
        "the fund's daily holdings and market data from 2011 to 2019",
        "the fund's daily holdings and market data from 2011 to 2014",
    ),
    (
        "every month of N-MFP and dealer-quote data up to March 2017",
        "every month of N-MFP and dealer-quote data up to December 2014",
    ),
    (
        "the ten years of flow and spread history to 31 December 2020",
        "the four years of flow and spread history to 31 December 2014",
    ),
    (
        "the 2010–2018 history in the stress model's 'Hist' tab",
        "the 2010–2014 history in the stress model's 'Hist' tab",
    ),
    ("weekly data from Q1 2011 to Q4 2016", "weekly data from Q1 2011 to Q4 2014"),
    (
        "Risk's combined data set (Jan 2011 – Jun 2020)",
        "Risk's combined data set (Jan 2011 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the redemption-stress outflow assumption was calibrated",
    "the CP spread model was fitted",
    "the shadow-NAV deviation alert threshold was set",
    "the WLA buffer above the regulatory floor was tuned",
    "the issuer screen's maximum CDS spread was chosen",
)
_LEAK_FRAMES: Final = (
    "Stress-testing report, model assumptions: {action} on {period}.",
    "From Risk's methodology note (v3.1): {action} using {period}, and that setting is applied "
    "unchanged in each of the three test folds.",
    "For the Board's information, {action} just once, on {period}, before the walk-forward "
    "test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each week's weights use, among other inputs, the fund's net redemptions for the "
        "following week, from the transfer agent's flow file.",
        "Each week's weights use, among other inputs, the fund's net redemptions for the week "
        "before, from the transfer agent's flow file.",
    ),
    (
        "Issuer screen: each CP issuer's short-term rating as it stood at the end of the sample, "
        "so issuers later downgraded to A-2/P-2 are left out from the start.",
        "Issuer screen: each CP issuer's short-term rating as it stood on each rebalancing date; "
        "a downgrade counts only from the day it was announced.",
    ),
    (
        "Holdings data: each month's N-MFP as later amended (N-MFP/A), booked to the month it "
        "describes.",
        "Holdings data: each month's N-MFP as first filed, used only from the day it was filed, "
        "five business days after month-end.",
    ),
    (
        "The WLA buffer is the one of six that gave the best result over the fund's whole "
        "2011–2020 record, then used in every fold.",
        "The WLA buffer is chosen from six inside each fold's training years only.",
    ),
)
_LEAK_ASKS: Final = (
    "The liquidity committee wants a walk-forward backtest (three folds) of the proposed CP and "
    "repo weighting before the board meeting.",
    "Please back-test the WLA-buffer overlay walk-forward, in three folds, for the Board.",
    "Risk team action: run a three-fold walk-forward test of the fund's ladder model.",
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

_COMPANY: Final = "Westhaven Bancorp"
_ENTITY: Final = "ent_westhaven_bancorp"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the four quarters to December 2022", (7, 11)),
    ("since the Fed's first hike in March 2022", (8, 11)),
    ("through the zero-rate period, from June 2020 to December 2021", (1, 7)),
    ("over the two years to 31 December 2022", (3, 11)),
    ("since Q1 2020, before the March 2020 run on prime funds", (0, 11)),
    ("since the 2016 money fund reform took effect", None),
    ("since the Reserve Primary Fund broke the buck in 2008", None),
    ("over the whole 2015–2018 hiking cycle", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points ("by 43 bps"), or "" when under 3 bps."""
    return _change_by("by {:.0f} bps", 3, a * 100, b * 100)


_by_points = partial(_change_by, "by {:.0f} percentage points", 1.0)
_by_tenths = partial(_change_by, "by {:.1f} percentage points", 0.2)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_interest_margin_pct",
        (2.95, 2.62, 2.48, 2.45, 2.41, 2.38, 2.40, 2.44, 2.55, 2.86, 3.21, 3.38),
        ("The net interest margin", "Westhaven Bancorp's NIM", "NIM"),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never compressed from one quarter to the next", never_fell),
            ("{s} did not compress", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "total_deposits",
        (182.4, 201.7, 208.3, 214.9, 221.6, 226.0, 229.8, 233.5, 230.1, 224.6, 219.2, 213.8),
        ("Total deposits", "Westhaven Bancorp's deposit base", "Deposits"),
        (
            ("{s} grew {m}", rose),
            ("{s} ran off {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "lcr_pct",
        (118.0, 131.0, 136.0, 139.0, 141.0, 137.0, 134.0, 130.0, 126.0, 122.0, 119.0, 121.0),
        ("The liquidity coverage ratio", "Westhaven Bancorp's LCR", "The LCR"),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "short_term_wholesale_funding_share_pct",
        (14.2, 11.8, 10.9, 10.1, 9.6, 9.4, 9.1, 9.3, 10.2, 11.6, 12.9, 13.4),
        (
            "Short-term wholesale funding as a share of total funding",
            "Westhaven Bancorp's reliance on short-term wholesale funding",
            "The short-term funding share",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
        ),
        _by_tenths,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_interest_income",
        (
            1402.0,
            1331.0,
            1318.0,
            1329.0,
            1342.0,
            1369.0,
            1402.0,
            1447.0,
            1531.0,
            1702.0,
            1915.0,
            2046.0,
        ),
        ("Net interest income", "Westhaven Bancorp's net interest income", "NII"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no progress", held_down),
        ),
        _approx_pct,
        True,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter of 2021 in each quarter of 2022",
    down_all="{s} was below the same quarter of 2021 in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Credit committee memo, issuer review (Westhaven CP and CDs, A-1/P-1): {claim} [1].",
    "Approved-list annual review: {claim} [1]; Westhaven's maximum tenor stays at 90 days for now.",
    "| Issuer | Observation |\n|---|---|\n| Westhaven Bancorp (CP/CDs) | {Claim} [1] |",
    "Analyst note to the PMs: {claim} [1]; we remain comfortable holding their 3-month CP.",
    "Board credit report, approved issuers: the Adviser noted that {claim} [1].",
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
        special_step=10,
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZA: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "TAG", "generate"]
