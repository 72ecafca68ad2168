"""Held-out batch ZZR: every flaw kind again, in the voice of a 130/30 active-extension equity
fund at an asset manager: a US '40 Act fund (the Kittering US 130/30 Core Equity Fund,
benchmarked to the Russell 1000) that shorts physically through its prime broker — its
prospectus and Statement of Additional Information (SAI), the Board of Trustees' minutes and
resolutions, the board-approved investment guidelines, the portfolio manager's rebalance notes,
the compliance team's pre-trade rules coded in the order management system (CRD) and their
month-end reports, the risk committee's minutes, the stock-loan desk's e-mails and chat, and the
shareholder letter.

Batch ZZR is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Decoy numbers, on which no truth depends: the fund's "130/30", "gross 160" and
"net 100" (its targets, never its limits: no limit value is 30%, 130% or 160%), NAV, the counts
of longs and shorts, ex-ante tracking error, beta, GC and specials borrow rates on named stocks,
utilisation, days to cover, recall notices, rule ids, vote counts, meeting dates and a
position beside each limit in a compliance table. Its parts are new:

* limits as such a fund states them: compliance's reply after checking the SAI's
  non-fundamental policies, Board minutes with a quorum line, the prospectus's principal
  investment strategies (beside the 130%/30% decoys), a CRD pre-trade rule export (a bare number
  in the constraint's unit), a "Guideline / Limit / Current / Status" table whose current
  position is a decoy, the PM's rebalance note, the stock-loan desk's chat and the risk
  committee's minutes, each form in turn; number forms "40%", "40% of NAV", "40.0%", "170%",
  "1.70x NAV", "1.5%", "150bp", "±4%", "+/-4%", "400bp", "75bp", "75 bps", "75bp annualised";
  subjects: the short book as a % of NAV, gross exposure, single-name short weight, the borrow
  cost of the short book (in bp), the hard-to-borrow (HTB) names' share of the short book, net
  GICS sector deviation from the benchmark, and an active-share floor;
* requests deferring the limit to the Board's next meeting, a "[TBD]" in the draft investment
  guidelines awaiting the consultant, compliance not having coded the rule in CRD, the prime
  broker's margin review, or the risk committee;
* provenance misquoting its source: a draft guideline changed in the final (in prose or as a
  redline with the Board's comment), the PM's request the Board or risk committee declined, the
  fund's position in the month-end compliance report (in prose or a "Guideline / 31 Mar / Limit"
  table), another figure in the same guideline summary (target short extension, target gross,
  the single-name long active weight, the GC borrow assumption, the largest single short, the
  GICS industry band, the active-share target) and the old 120/20 fund's or the peer median's
  figure quoted for comparison;
* mandates as the SAI's non-fundamental restrictions in the mandate's fields
  (`sai.non_fundamental_restrictions.c`), a board-approved guidelines memo, a CRD rule library
  export, the guidelines' exposure limits in the mandate's fields
  (`investment_guidelines.exposure_limits[1]`) and a Board of Trustees' resolution;
* latitude granted as the guidelines' PM discretion, a "Parameter / Guideline range / Set by"
  table, an e-mail from the CIO and the risk committee's delegation; refused as a fixed SAI
  figure whose band is only CRD's amber warning level, risk committee minutes declining the PM's
  request, and a CIO note that it has not been delegated; each twin the same text granting it;
* objectives as the prospectus's investment objective, the PM's rebalance note, the risk
  committee's minutes, the consultant's e-mail and the Board's minutes, with an earlier draft
  quoted or struck out in the same text and a later message from the CIO replacing an earlier
  one;
* leakage as a quant PM and the risk team write it: a borrow-cost haircut, a short-signal
  z-score cut-off, a crowding screen's short-interest threshold, the sector-neutralisation band
  and the extension ratio set on periods reaching into the test years; and whole sentences
  (next week's stock-loan utilisation as an input, earnings as later restated, today's Russell
  1000 constituents applied to every year, the HTB list as of 2021 applied to every year); each
  clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Halvard Home & Electronics (HHE, a US electronics retailer in the short book,
  through the stay-at-home boom and the bust) — revenue, gross margin (in bp), free cash flow
  (in $m) and net debt/EBITDA (in turns) over twelve quarters (1Q20–4Q22), as the PM's
  rebalance note, a short-thesis check, a "Name / Side / Thesis check" table, a stock-loan desk
  e-mail and the shareholder letter; magnitudes as "c.12%", "north of 15%", "a touch under 20%",
  "by 180bp", "by $95m", "by 1.2 turns"; horizons in the sell-side's "2Q21" against uncovered
  ones ("since we initiated the short in 2017"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

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

SEED: Final = 20270139
KINDS: Final = ALL_KINDS
TAG: Final = "zzr"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrzr0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrzr1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrzr2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzrzr3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzrzr5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzrzrz"


# --- numbers as a long/short equity desk, its compliance team and stock-loan desk write them --


def _nav_forms(value: float) -> dict[str, str]:
    """A share of net assets: "40%", "40% of NAV", "40.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "nav": f"{_g(pct)}% of NAV", "pct1": f"{pct:.1f}%"}


def _gross_forms(value: float) -> dict[str, str]:
    """Gross exposure: "170%", "170% of NAV", "1.70x NAV"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "nav": f"{_g(pct)}% of NAV", "x": f"{value:.2f}x NAV"}


def _weight_forms(value: float) -> dict[str, str]:
    """A single name's weight: "1.5%", "150bp", "1.50%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "bp": f"{_g(value * 10000)}bp", "pct2": f"{pct:.2f}%"}


def _borrow_forms(value: float) -> dict[str, str]:
    """A borrow fee in basis points: "75bp", "75 bps", "75bp annualised"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "pa": f"{_g(value)}bp annualised"}


def _book_forms(value: float) -> dict[str, str]:
    """A share of the short book: "15%", "15% of the short book", "15.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "book": f"{_g(pct)}% of the short book", "pct1": f"{pct:.1f}%"}


def _band_forms(value: float) -> dict[str, str]:
    """A band around the benchmark's weight: "±4%", "+/-4%", "400bp"."""
    pct = value * 100
    return {"pm": f"±{_g(pct)}%", "slash": f"+/-{_g(pct)}%", "bp": f"{_g(value * 10000)}bp"}


def _share_forms(value: float) -> dict[str, str]:
    """Active share: "55%", "55.0%", "55 per cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "per_cent": f"{_g(pct)} per cent"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk names it, its key in the compliance
    system's rule export, the values it takes, its written forms, the step by which a draft, a
    request or a position is off it, whether it is a floor, and whether a position is written
    with a sign (a band's position is an over- or underweight)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    step: float
    floor: bool = False
    signed: bool = False


_SHORT: Final = _Subject(
    ("max_short_exposure", "shortBookCapPctNav"),
    (
        "the short book",
        "total short market value",
        "the fund's short exposure",
    ),
    "short_book_max_pct_nav",
    "fraction",
    (0.4, 0.45, 0.5),
    _nav_forms,
    0.1,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure", "grossExposureCap"),
    (
        "gross exposure (longs plus shorts)",
        "the fund's gross market exposure",
        "gross leverage",
    ),
    "gross_max_pct_nav",
    "fraction",
    (1.7, 1.8, 2.0),
    _gross_forms,
    0.2,
)
_SINGLE: Final = _Subject(
    ("max_single_name_short_weight", "singleShortCap"),
    (
        "the largest single-name short",
        "single-stock short weight",
        "the biggest short position",
    ),
    "single_short_max",
    "fraction",
    (0.01, 0.015, 0.02),
    _weight_forms,
    0.005,
)
_BORROW: Final = _Subject(
    ("max_short_book_borrow_cost_bps", "borrowCostCapBps"),
    (
        "the weighted borrow cost of the short book",
        "the short book's average borrow fee",
        "stock-loan cost on the short book",
    ),
    "short_borrow_cost_max_bps",
    "bps",
    (50.0, 75.0, 100.0),
    _borrow_forms,
    25.0,
)
_HTB: Final = _Subject(
    ("max_htb_share_of_short_book", "htbShareCap"),
    (
        "hard-to-borrow names' share of the short book",
        "HTB names in the short book",
        "the HTB share of short market value",
    ),
    "htb_share_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _book_forms,
    0.05,
)
_SECTOR: Final = _Subject(
    ("max_sector_net_active_weight", "sectorDeviationCap"),
    (
        "net sector deviation from the Russell 1000",
        "the largest GICS sector net active weight",
        "the sector net over/underweight versus the benchmark",
    ),
    "sector_net_dev_max",
    "fraction",
    (0.03, 0.04, 0.05),
    _band_forms,
    0.01,
    signed=True,
)
_ACTIVE_SHARE: Final = _Subject(
    ("min_active_share", "activeShareFloor"),
    (
        "active share against the Russell 1000",
        "the fund's active share",
        "holdings-based active share",
    ),
    "active_share_min",
    "fraction",
    (0.5, 0.55, 0.6),
    _share_forms,
    0.1,
    floor=True,
)
_SUBJECTS: Final = (_SHORT, _GROSS, _SINGLE, _BORROW, _HTB, _SECTOR, _ACTIVE_SHARE)
#: the caps whose band from half of the cap to the cap reads as a band the desk would run
#: (half a gross cap is below the fund's net long)
_BANDED: Final = (_SHORT, _SINGLE, _BORROW, _HTB, _SECTOR)

_RATIONALES: Final = (
    "standard for a 130/30 active-extension fund",
    "in line with what the consultants see across 130/30 peers",
    "what the prime broker's margin model tolerates",
    "a conservative placeholder until the guidelines are approved",
    "the level the old 120/20 fund ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Long and short target weights for the 130/30 fund within its investment guidelines",
    "the best risk-adjusted active return within the fund's guidelines and SAI restrictions",
    "solve the long and short target weights",
    "the solved long and short weights and their ex-ante risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "floor" if s.floor else "hard limit"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _never(s: _Subject) -> str:
    return "may not fall below" if s.floor else "may not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the optimiser for the month-end rebalance (gross 160, net 100)",
    "rebalance the 130/30 book after the June Russell reconstitution",
    "rotate the short book out of the regional banks and into consumer discretionary",
    "size the new shorts from Tuesday's idea meeting (MRVL, HHE, DGX)",
    "rework the long/short weights so ex-ante TE stays near 3.8%",
)
_DEFERRALS: Final = (
    "the limit on {noun} goes to the Board at the March meeting",
    '{noun}: "[TBD]" in the draft investment guidelines, pending the consultant\'s comments',
    "compliance hasn't coded a rule for {noun} in CRD yet and Legal is still on the SAI supplement",
    "the limit on {noun} waits on the annual guidelines review, still with Legal",
    "the risk committee has not set a limit on {noun} yet",
)
_REQUEST_FRAMES: Final = (
    "Rebalance checklist, wk 23\nTo do: {task}.\nOpen: {deferral}.",
    "Hi all,\n\nNAV $2.4bn, 412 longs / 96 shorts, beta 1.02. Could you {task}? "
    "{Deferral}.\n\nThanks, Marcus (PM, US 130/30)",
    "From the PM's to-do list: {task}. {Deferral}; flag anything that depends on it.",
    "Subs this month +$38m, reds -$12m. Next up: {task}.\nNB: {deferral}.",
    "Ops here, not on the investment side. Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current position, a decoy); {noun}, {v}, {key},
#: {limit}, {op}, {obs}, {nomore}, {never}
_STATINGS: Final = (
    (
        "Re: limits. Checked the SAI, non-fundamental policy 7: {noun} {never} {v}. Happy to "
        "send the prospectus pages too. Dana (Compliance)",
        "figures",
    ),
    (
        "Board of Trustees, Q3 meeting. Quorum present: 7 of 8 Trustees, 5 independent.\n"
        "RESOLVED, that the {limit} for {noun} be set at {v}.",
        "figures",
    ),
    (
        "Prospectus, Principal Investment Strategies: the Fund normally holds long positions of "
        "approximately 130% and short positions of approximately 30% of its net assets. "
        "{Noun} will be {nomore} {v}.",
        "figures",
    ),
    (
        "CRD pre-trade rule export (compliance, hard block):\n    rule_id: LS-B\n"
        "    {key}: {v}\n    breach_action: block order",
        "bare",
    ),
    (
        "| Guideline | Limit | Current | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | OK |",
        "table",
    ),
    (
        "From Marcus's rebalance note: {limit} on {noun} is {v}; we run with room to spare.",
        "figures",
    ),
    (
        "[09:14] Dana (Compliance): {noun} {limit} = {v} per the guidelines, coded in CRD\n"
        "[09:15] Priya (Stock loan): thx, will tell the PB",
        "figures",
    ),
    (
        "Risk committee minutes, item 3: the Committee confirmed a {limit} of {v} for {noun}.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 1.5 * s.step if s.floor else value - s.step, 6)


def _signed(s: _Subject, written: str) -> str:
    """A position in a band's form, written as an overweight ("+3%", "+/-3%" → "-3%")."""
    if not s.signed:
        return written
    return written.replace("+/-", "-").replace("±", "+")


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
        observed = _signed(s, observed)
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
        never=_never(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "short_selling_policy": [
        "Reg SHO: a locate from the prime broker before every short sale; no naked shorts.",
        "No shorting of a stock within 30 days of its IPO.",
        "Controversial-weapons exclusion applies to longs and shorts alike.",
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

#: a figure beside the limit in the same guideline summary: its name and its value, in the
#: subject's unit and forms
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "short_book_max_pct_nav": ("target short extension", 0.3),
    "gross_max_pct_nav": ("target gross exposure", 1.6),
    "single_short_max": ("maximum single-name long active weight", 0.04),
    "short_borrow_cost_max_bps": ("GC borrow assumption in the alpha model", 25.0),
    "htb_share_max": ("largest single short", 0.06),
    "sector_net_dev_max": ("GICS industry net deviation", 0.02),
    "active_share_min": ("active share target", 0.75),
}


def _looser(s: _Subject, value: float, steps: float) -> float:
    """A value `steps` steps looser than the limit: above a cap, below a floor."""
    return round(value - steps * s.step if s.floor else value + steps * s.step, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft guideline changed in the final
        wrong_value = _looser(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft guidelines (v0.3, sent to the consultant in May) had {wrong} for "
                f"{noun}. The final version the Board approved says {right}."
            )
        else:
            text = (
                f"Guidelines redline, §4.2(c): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Board comment: tighten, accepted in the approved version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _looser(s, value, 2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Marcus asked the Board to allow {wrong} for {noun} for the earnings season. "
                f"Declined at the March meeting; the guideline stays at {right}."
            )
        else:
            text = (
                f"Risk committee minutes, item 4: the PM sought approval to take {noun} to "
                f"{wrong} for the semis pair trade. Not approved (2 for, 3 against); the limit "
                f"remains {right}."
            )
    elif structure == 2:  # the fund's position in the month-end compliance report
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        wrong = _signed(s, wrong)
        if variant == 0:
            text = (
                f"March compliance report: {noun} was {wrong} at 31 Mar, inside the guideline "
                f"{_limit(s)} of {right}. No breaches, no warnings."
            )
        else:
            text = (
                "| Guideline | 31 Mar | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same guideline summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investment guidelines, summary (US 130/30 Core Equity)\n  " + "\n  ".join(lines)
    else:  # the old fund's or the peer group's figure, quoted for comparison
        wrong_value = _looser(s, value, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the old 120/20 fund's guidelines allowed {wrong} for {noun}. "
                f"This fund's are tighter: {right}."
            )
        else:
            text = (
                f"Our guidelines set {noun} at {right}. (The consultant's 130/30 peer median is "
                f"{wrong}, but the Board wanted it tighter.)"
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


# --- mandate clauses as the SAI, guidelines, CRD rules and Board resolutions -------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the SAI's non-fundamental restrictions in the mandate's fields
        clause = f"{_cap(noun)} {_never(s)} {written}, measured at the time of each trade."
        restrictions: dict[str, JsonValue] = {
            "a": "The Fund will not purchase securities on margin, except as needed for short "
            "sales.",
            "c": clause,
        }
        return (
            {"sai": {"non_fundamental_restrictions": restrictions}},
            None,
            "sai.non_fundamental_restrictions.c",
        )
    if shape == 1:
        memo = (
            "INVESTMENT GUIDELINES — US 130/30 Core Equity Fund (approved by the Board, 14 Feb)\n"
            "1. Benchmark: Russell 1000 Index (total return).\n"
            f"2. Exposure: {noun} {'shall be at least' if s.floor else 'shall not exceed'} "
            f"{written}.\n"
            "3. Derivatives: index futures for cash equitisation only."
        )
        return None, memo, MANDATE_ID
    if shape == 2:
        rules = (
            "CRD COMPLIANCE RULE LIBRARY — export for fund KTRX (hard rules only)\n"
            "LS-01  Reg SHO locate on file before release  | block\n"
            f"LS-06  {_cap(noun)} {_op(s)} {written}  | block\n"
            "LS-09  No shorts in restricted-list names  | block"
        )
        return None, rules, MANDATE_ID
    if shape == 3:  # the guidelines' exposure limits in the mandate's fields
        limits: list[JsonValue] = [
            "Cash: at most 5% of net assets, outside of short-sale proceeds.",
            f"{_cap(noun)}: {_op(s)} {written}.",
            "Number of long positions: between 120 and 450.",
        ]
        return (
            {"investment_guidelines": {"version": "2024-2", "exposure_limits": limits}},
            None,
            "investment_guidelines.exposure_limits[1]",
        )
    resolution = (
        "BOARD OF TRUSTEES — RESOLUTION (adopted unanimously, 11 June)\n"
        "WHEREAS the Adviser proposes to expand the Fund's short book into small caps;\n"
        f"RESOLVED, that {noun} be {_op(s)} {written} at all times, and that the Adviser report "
        "compliance at each quarterly meeting."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please run the month-end rebalance; every guideline and SAI restriction applies.",
    "Re-run the long/short weights for KTRX inside the limits in the fund documents.",
    "Ahead of the Board meeting, re-optimise the book within the investment guidelines.",
    "Add the three new shorts from the idea meeting, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investment guidelines, §5.1: the PM may run {noun} anywhere from {lo} to {hi} without "
    "going back to the Board.",
    "| Parameter | Guideline range | Set by |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM "
    "(no risk committee sign-off needed inside the range) |",
    "E-mail from the CIO: your call on {noun}; anything between {lo} and {hi} is fine by the "
    "risk committee.",
    "Risk committee delegation: {noun} may be set at the PM's discretion within {lo} to {hi}.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The SAI fixes {noun} at {point}. The {lo}–{hi} band is only CRD's amber warning "
        "level; it gives the PM no discretion over the setting.",
        "The SAI lets the PM set {noun} anywhere in the {lo}–{hi} band; CRD warns outside it.",
    ),
    (
        "Risk committee minutes, item 5: the PM asked to run {noun} anywhere between {lo} and "
        "{hi}. Declined: it stays at {point} until the annual guidelines review.",
        "Risk committee minutes, item 5: the PM asked to run {noun} anywhere between {lo} and "
        "{hi}. Approved: the PM may choose within that range.",
    ),
    (
        "Note from the CIO: the level of {noun} has NOT been delegated to the PM. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note from the CIO: the level of {noun} has been delegated to the PM. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the guidelines' fields, as a mandate message, or in the risk
    committee's terms of reference."""
    if shape == 0:
        return {"investment_guidelines": {"section_5_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities — US equity long/short (approved by the CIO)\n\n{text}"
    return {"risk_committee_tor": {"appendix_a": [text, "The Committee meets monthly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_BANDED,  # caps only: discretion over a floor is another question
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
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the prospectus, the PM's rebalance note, the risk
#: committee's minutes, the consultant's e-mail and the Board's minutes put them; the first of
#: each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (prospectus): the highest return per unit of total risk, i.e. "
        "the best Sharpe ratio.",
        "Rebalance note:\nsize the longs and shorts for the best Sharpe ratio, the most return "
        "for each unit of volatility.",
        "Risk committee minutes: the book is run to earn as much as it can for the risk it "
        "takes, judged by its Sharpe ratio.",
        "Consultant's e-mail: our client reads the fund as a risk-adjusted return product, so "
        "please maximise the Sharpe ratio.",
        "Board minutes: NOTED that the Adviser weights the book to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (prospectus): the lowest volatility achievable with a 130/30 book.",
        "Rebalance note:\nsize the longs and shorts for minimum variance, with no view on "
        "expected returns this month.",
        "Risk committee minutes: after the March drawdown the book should be as steady as it "
        "can be, the lowest volatility available, whatever the alpha model says.",
        "Consultant's e-mail: the client wants a smooth ride; please minimise the fund's "
        "variance and leave the return forecasts out of it.",
        "Board minutes: NOTED that the Adviser weights the book to minimise variance.",
    ),
    "tracking": (
        "Investment objective (prospectus): track the Russell 1000 as closely as a 130/30 "
        "book allows.",
        "Rebalance note:\nkeep the book as close to the Russell 1000 as we can this month, with "
        "the smallest tracking error.",
        "Risk committee minutes: until the new PM is in seat the fund hugs the Russell 1000, "
        "minimal tracking error.",
        "Consultant's e-mail: can the fund just shadow the Russell 1000 for now? Minimise "
        "tracking error against it, please.",
        "Board minutes: NOTED that the Adviser weights the book to minimise tracking error to "
        "the Russell 1000.",
    ),
    "return": (
        "Investment objective (prospectus): the highest expected return, with no penalty for risk.",
        "Rebalance note:\nsize the longs and shorts for the highest expected return; risk does "
        "not enter the objective.",
        "Risk committee minutes: to close the gap to the benchmark the book is weighted to "
        "maximise expected return, with no allowance for risk.",
        "Consultant's e-mail: the client bought this for alpha, so go for the highest expected "
        "return, no risk adjustment.",
        "Board minutes: NOTED that the Adviser weights the book to maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft prospectus filed in the 485(a) read: "{old}" The SEC comments changed that; '
    "the effective wording is:\n\n{new}",
    "~~{old}~~ (struck out by the Board, 11 June)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: ignore the earlier note on the objective. The risk committee's decision "
    "is:\n\n{new}",
    "Correction, agreed at the risk committee on 3 October (it replaces the objective sent "
    "earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the KTRX month-end rebalance:\n\n{ask}",
    "{ask}\n\nPlease set the long and short target weights accordingly. Thanks, Marcus",
    "KTRX at a glance: NAV $2.4bn, 130/30, gross 160, net 100, ex-ante TE 3.8%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Long and short weights across the fund's Russell 1000 universe",
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
        "the Russell 1000 return history from 2003 to 2019",
        "the Russell 1000 return history from 2003 to 2014",
    ),
    (
        "the stock-loan desk's borrow-rate file through June 2018",
        "the stock-loan desk's borrow-rate file through December 2014",
    ),
    (
        "every month-end from Jan-05 to Dec-20",
        "every month-end from Jan-05 to Dec-14",
    ),
    (
        "the 2006–2017 short-interest data in the crowding sheet",
        "the 2006–2014 short-interest data in the crowding sheet",
    ),
    (
        "weekly factor returns from 1Q08 to 3Q16",
        "weekly factor returns from 1Q08 to 4Q14",
    ),
    (
        "the quant team's combined panel (Jan 2004 – Mar 2021)",
        "the quant team's combined panel (Jan 2004 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the borrow-cost haircut on expected alpha was calibrated",
    "the short signal's z-score cut-off was set",
    "the crowding screen's short-interest threshold (% of float) was chosen",
    "the sector-neutralisation band in the optimiser was tuned",
    "the 130/30 extension ratio was picked",
)
_LEAK_FRAMES: Final = (
    "Model notes, alpha overlay: {action} on {period}.",
    "From the research log (entry 412): {action} using {period}, and that setting is applied "
    "unchanged in each of the three test folds.",
    "For the risk committee's information, {action} just once, on {period}, before the "
    "walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each rebalance sizes the shorts on, among other inputs, each name's stock-loan "
        "utilisation for the following week.",
        "Each rebalance sizes the shorts on, among other inputs, each name's stock-loan "
        "utilisation for the week before.",
    ),
    (
        "Fundamentals: each company's earnings as later restated, booked in the quarters they "
        "were first reported.",
        "Fundamentals: each company's earnings as first reported (point-in-time), booked in "
        "the quarters they were reported.",
    ),
    (
        "The universe is today's Russell 1000 constituents, applied to every year of the test.",
        "The universe at each rebalance is the Russell 1000 as constituted on that date.",
    ),
    (
        "The HTB list as the stock-loan desk kept it in 2021 is applied to every year of the test.",
        "Each month's HTB list is the one the stock-loan desk kept at that month-end.",
    ),
)
_LEAK_ASKS: Final = (
    "The risk committee wants a walk-forward backtest (three folds) of the new short-side "
    "signal before it goes live.",
    "Please back-test the 130/30 extension walk-forward, in three folds, for the Board.",
    "Quant team action: run a three-fold walk-forward test of the long/short optimiser.",
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
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Halvard"
_ENTITY: Final = "ent_halvard_home_electronics"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4Q22 vs 3Q22", (10, 11)),
    ("over the four quarters to Dec-22", (7, 11)),
    ("from 2Q21 through 4Q22", (5, 11)),
    ("over the stay-at-home boom, 1Q20 to 4Q20", (0, 3)),
    ("since 4Q20", (3, 11)),
    ("between 1Q22 and 3Q22", (8, 10)),
    ("since we initiated the short in 2017", None),
    ("since the 2014 spin-off from Corbell", None),
    ("over the past five years", None),
)


#: "c.12%", "north of 15%", "a touch under 20%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="north of {}%", short="a touch under {}%", about="c.{}%"
)


def _by_bp(a: float, b: float) -> str:
    """A margin's move in basis points ("by 180bp"), from values in percent; "" under 20bp."""
    change = abs(b - a) * 100
    return f"by {change:.0f}bp" if change >= 20 else ""


_by_dollars = partial(_change_by, "by ${:.0f}m", 5.0)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # compounding and the two years' pace: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            2410.0,
            2980.0,
            3350.0,
            3720.0,
            3610.0,
            3540.0,
            3180.0,
            3390.0,
            2870.0,
            2720.0,
            2610.0,
            2940.0,
        ),
        ("Revenue", "Halvard's revenue", "Net sales"),
        (
            ("{s} grew {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (38.5, 36.2, 37.8, 39.1, 38.4, 37.6, 35.9, 35.2, 33.8, 32.9, 32.1, 31.4),
        ("Gross margin", "Halvard's gross margin", "The retailer's gross margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_bp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (85.0, 240.0, 190.0, 310.0, 40.0, 120.0, 15.0, 95.0, -60.0, -35.0, -80.0, 20.0),
        ("Free cash flow", "Halvard's free cash flow", "FCF"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_dollars,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.2, 0.9, 0.7, 0.5, 0.6, 0.7, 1.0, 1.1, 1.6, 2.0, 2.4, 2.3),
        ("Leverage", "Halvard's net debt/EBITDA", "Net debt to EBITDA"),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022 (no series here is a growing one, so no pace or compounding claims).
#: Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the year-ago quarter in every quarter of 2022",
    down_all="{s} was below the year-ago quarter in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at over 10% a year from 4Q20 to 4Q22",
    shrank="{s} shrank by over 10% a year, compounded, from 4Q20 to 4Q22",
)


_CLAIM_FRAMES: Final = (
    "Rebalance note, short book — HHE: {claim} [1]; keeping it at -1.2% active.",
    "Short thesis check (HHE, borrow 180bp, 6.5 days to cover): {claim} [1].",
    "| Name | Side | Thesis check |\n|---|---|---|\n| Halvard (HHE) | Short | {Claim} [1] |",
    "From the stock-loan desk: HHE utilisation is 92% and recall risk is up. For context, "
    "{claim} [1].",
    "Shareholder letter, short-book commentary: {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in 4Q22") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZR: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
