"""Held-out batch ZZE: every flaw kind again, in the voice of agency MBS and securitized-products
portfolio management: the agency MBS sleeve of a core-plus or securitized bond fund run as a
separately managed account (SMA), its investment management agreement (IMA) with Schedule B
guidelines and a compliance schedule, the client's investment committee (IC) and trustees, their
investment consultant, the prepayment analyst's notes, the desk's Bloomberg-chat (IB) shorthand,
the compliance system's rule export and the quarterly portfolio-review deck.

Batch ZZE is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. TBA coupons ("UMBS 30y 5.5s", "G2SF 6s"), prices in 32nds ("99-16+"), dollar-roll
drops ("4+/32"), specified-pool pay-ups, CPR prints, factor months, pool numbers and CUSIP-like
ids, account numbers, market values in $mm/$bn, OAS in bps, index durations, positions at
month-end, votes and meeting dates are decoy numbers: no truth depends on them. Its parts are
new:

* limits as the client side of an SMA states them: client service's reply after checking the
  executed IMA, the client IC's minutes with the trustees present, the consultant's e-mail after
  a board call, a compliance-system rule export (a bare number in the constraint's unit; years
  with two decimals), an amendment to the investment guidelines, the trustees' side letter, a
  "Guideline test / Position 31-Oct / Status" table whose position is a decoy, the client CIO on
  IB chat and the review deck's guideline-compliance slide, each form in turn; number forms
  "25%", "25.0%", "25% of MV" for shares of market value, "6.5 yrs", "6.5 years", "6.5 yrs"
  with one decimal ("6.0 yrs") for durations and WAL, "150 bps", "150bp", "150 basis points"
  for tracking error; subjects: OAS duration (a cap in years, and a floor in years), TBA
  dollar-roll exposure, the non-agency RMBS / CMBS / ABS sleeve, single-coupon concentration in
  the 30y stack, ex-ante tracking error in bps, the spread sleeve's WAL in years, and an agency
  MBS floor;
* requests deferring the limit to an open client comment in the IMA redline, a "[TBD]" in
  Schedule B awaiting the client's board, a client IC that has not set it, the consultant after
  the next board meeting, or compliance that has no rule and guidelines that are silent;
* provenance misquoting its source: the consultant's draft guidelines changed in the executed
  IMA (in prose, or as a Schedule B redline with the client comment that agreed it), the PM's
  request the client IC declined or the board voted down, the sleeve's month-end position in
  the compliance report (in prose or a "Test / 31-Oct / Guideline" table), another figure of
  the same Schedule B (a spread-duration or WAL cap, a single-pool cap, an excess-return target,
  the TBA cap) and the client's pre-2023 guidelines or the consultant's peer survey;
* mandates as the IMA's Schedule B in the mandate's fields (`ima.schedule_b.4(c)`), Exhibit A
  investment guidelines, a compliance-schedule table (Appendix 2 to the IMA), the guidelines'
  numbered limits in the mandate's fields (`guidelines.limits.4.3`) and an amendment agreed
  with a county retirement system's trustees;
* latitude granted as a band in the guidelines at the PM's discretion, the consultant's e-mail,
  a "Parameter / Band / Who decides" table and a client IC delegation; refused as a fixed IMA
  figure whose range is only compliance's amber alert band, client IC minutes declining the
  PM's request and a note that the client has not delegated it; each twin the same text
  granting it;
* objectives as the IMA's Schedule A, the consultant's e-mail, the review deck, the client CIO
  on IB and the client IC's minutes, an earlier draft quoted or struck out in the same text and
  a later message from the client's CIO or the consultant replacing an earlier one;
* leakage as prepayment analysts and quants write it: an S-curve, a burnout factor, a turnover
  baseline, a spec-pool pay-up model and a coupon-swap OAS threshold fitted on prepayment data,
  factor releases, CPR prints and desk marks reaching into the test years, and whole sentences
  (pool factors published after the decision, CPRs from the agencies' corrected factor files,
  a roll-special threshold picked on the whole record, results shown on the years the S-curve
  was fitted on, the drop that printed on the next 48-hour day); each clean twin in the same
  form, ending before the first test date (4 January 2016);
* trend claims on Larkspur Mortgage Capital (a listed agency mortgage REIT the desk uses as a
  comparable) — book value per share, the 3-month CPR on its agency portfolio (as "7.4 CPR"),
  leverage (as "0.4x") and net interest spread (in bps) over twelve quarters (2020 Q1–2022 Q4,
  through the refi wave and the 2022 hiking cycle), as the review deck's listed-comps slide, a
  "Comp / Observation" table, the prepayment analyst's note, the desk's IB chat and the
  consultant's e-mail; magnitudes as "about 12%", "more than 30%", "just shy of 25%",
  "by 7.4 CPR", "by 0.4x", "by 37 bps"; horizons covered by the series against uncovered ones
  ("since the REIT's 2009 IPO"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

The contracts have no unit for years: a limit in years (OAS duration, WAL) carries no unit, its
value the number of years as written.

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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270126
KINDS: Final = ALL_KINDS
TAG: Final = "zze"
REQUEST_ID: Final = "msg_01hzzezzzzzzzzzzzzzzzzzze0"
FOLLOW_UP_ID: Final = "msg_01hzzezzzzzzzzzzzzzzzzzze1"
ANSWER_ID: Final = "msg_01hzzezzzzzzzzzzzzzzzzzze2"
MANDATE_ID: Final = "msg_01hzzezzzzzzzzzzzzzzzzzze3"
SOURCE_ID: Final = "src_01hzzezzzzzzzzzzzzzzzzzze5"
CONTRACT_ID: Final = "ctr_01hzzezzzzzzzzzzzzzzzzzzez"


# --- numbers as MBS portfolio managers, their clients and consultants write them ---------------


def _mv_forms(value: float) -> dict[str, str]:
    """A share of market value: "25%", "25.0%", "25% of MV"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "mv": f"{_g(pct)}% of MV"}


def _year_forms(value: float) -> dict[str, str]:
    """A duration or WAL in years: "6.5 yrs", "6.5 years", and "6.0 yrs" where one decimal
    says it exactly."""
    forms = {"yrs": f"{_g(value)} yrs", "years": f"{_g(value)} years"}
    if round(value, 1) == value:
        forms["yrs1"] = f"{value:.1f} yrs"
    return forms


def _bps_forms(value: float) -> dict[str, str]:
    """Tracking error in basis points: "150 bps", "150bp", "150 basis points"."""
    return {"bps": f"{_g(value)} bps", "bp": f"{_g(value)}bp", "basis": f"{_g(value)} basis points"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk and the client name it, its key in the
    compliance system's rule export, its unit (none for years), the values it takes, its written
    forms, how it is measured, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    basis: str
    floor: bool = False

    def bare(self, value: float) -> str:
        """The value as the rule export writes it: in the constraint's unit, years to two
        decimals."""
        return f"{value:.2f}" if self.forms is _year_forms else _g(value)


#: a limit in years: the contracts have no unit for it, so its constraint carries none
_YEARS: Final[str | None] = None

_OAD: Final = _Subject(
    ("max_oas_duration_yrs", "oadCapYears"),
    (
        "the sleeve's OAS duration",
        "OAS duration (OAD) of the MBS sleeve",
        "option-adjusted duration of the agency book",
    ),
    "oad_max_yrs",
    _YEARS,
    (5.5, 6.0, 6.5),
    _year_forms,
    "Yield Book OAS model, month-end",
)
_ROLL: Final = _Subject(
    ("max_tba_roll_weight", "tbaDollarRollCap"),
    (
        "TBA dollar-roll exposure",
        "net TBA notional, dollar rolls included",
        "the sleeve's TBA and dollar-roll position",
    ),
    "tba_roll_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _mv_forms,
    "net notional over market value, trade date",
)
_NON_AGENCY: Final = _Subject(
    ("max_non_agency_weight", "nonAgencySleeveCap"),
    (
        "the non-agency RMBS, CMBS and ABS sleeve",
        "combined non-agency / CMBS / ABS exposure",
        "spread product outside agency MBS",
    ),
    "non_agency_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _mv_forms,
    "market value, trade date",
)
_COUPON: Final = _Subject(
    ("max_single_coupon_weight", "couponStackCap"),
    (
        "exposure to any one coupon in the 30y stack",
        "single-coupon concentration (UMBS and G2SF 30y)",
        "any one 30-year coupon",
    ),
    "single_coupon_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _mv_forms,
    "market value, TBAs at notional",
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "teCapBps"),
    (
        "ex-ante tracking error against the Bloomberg US MBS Index",
        "tracking error vs the index",
        "the sleeve's ex-ante TE",
    ),
    "te_max_bps",
    "bps",
    (100.0, 125.0, 150.0),
    _bps_forms,
    "ex ante, on the risk model",
)
_WAL: Final = _Subject(
    ("max_spread_sleeve_wal_yrs", "walCapYears"),
    (
        "WAL of the non-agency and CMBS holdings",
        "weighted-average life of the spread sleeve",
        "the spread sleeve's WAL",
    ),
    "wal_max_yrs",
    _YEARS,
    (5.0, 6.0, 7.0),
    _year_forms,
    "at the pricing speed, month-end",
)
_AGENCY: Final = _Subject(
    ("min_agency_mbs_weight", "agencyFloor"),
    (
        "agency MBS (UMBS, FN/FH pools and GNMA)",
        "the agency share of the sleeve",
        "agency pass-throughs and TBAs",
    ),
    "agency_min",
    "fraction",
    (0.5, 0.55, 0.6),
    _mv_forms,
    "market value, TBAs at notional",
    floor=True,
)
_OAD_FLOOR: Final = _Subject(
    ("min_oas_duration_yrs", "oadFloorYears"),
    (
        "the sleeve's OAS duration",
        "OAD of the portfolio",
        "option-adjusted duration",
    ),
    "oad_min_yrs",
    _YEARS,
    (3.0, 3.5, 4.0),
    _year_forms,
    "Yield Book OAS model, month-end",
    floor=True,
)
_SUBJECTS: Final = (_OAD, _ROLL, _NON_AGENCY, _COUPON, _TE, _WAL, _AGENCY, _OAD_FLOOR)
#: the caps a band of discretion is granted or refused over
_CAPS: Final = (_OAD, _ROLL, _NON_AGENCY, _COUPON, _TE)

_RATIONALES: Final = (
    "typical for a core-plus MBS sleeve",
    "in line with what consultants usually sign off",
    "the level our flagship securitized fund runs at",
    "a conservative placeholder until Schedule B is executed",
    "where the peer group sits in the consultant's manager survey",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the SMA's agency MBS sleeve (UMBS and GNMA TBAs, specified pools, "
    "CMBS and ABS) under the IMA's investment guidelines",
    "the best risk-adjusted return inside the IMA's guidelines",
    "solve the sleeve's target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's guidelines state it")
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
    "re-run the sleeve's target weights after moving $240mm from UMBS 30y 5.5s into G2SF 6s",
    "set target weights for the new SMA's funding ($1.2bn, mostly FN CL 5s and 5.5s)",
    "rework the coupon stack ahead of the December roll (5.5s drop 4+/32)",
    "size a conduit CMBS AAA and prime auto ABS sleeve against the agency book",
    "rebalance the sleeve now that the 1-month CPR on the 2.5s printed 7.2",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still open in the IMA redline (client comment 9)",
    '{noun}: "[TBD]" in Schedule B until the client\'s board meets',
    "the client's investment committee has not set a limit on {noun} yet",
    "the consultant will confirm the limit on {noun} after the Q3 board meeting",
    "compliance has no rule coded for {noun}, and the draft guidelines are silent on it",
)
_REQUEST_FRAMES: Final = (
    "SMA onboarding tracker, item 7\nAction: {task}.\nOpen point: {deferral}.",
    "Hi all,\n\nAfter the client's quarterly review (sleeve MV $1.85bn, OAS 52 bps) could you "
    "{task}? {Deferral}.\n\nThanks, Dana (PM, Securitized)",
    "IB chat 09:42 — mkt: UMBS 30y 5.5s 99-16+, G2SF 6s 101-02, specs pay-ups firm.\n"
    "PM: {task}. {Deferral}.",
    "Client service here (not on the desk). Please {task}. {Deferral}.",
    "From the onboarding checklist: {task}. {Deferral}; flag anything that hangs on it.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: guidelines. Checked with the client's compliance officer against the executed IMA "
        "(Schedule B, 4(c)): {noun} must be {nomore} {v}. — Mark (Client Service)",
        "figures",
    ),
    (
        "Client IC minutes, 19 March. Present: four of five trustees.\n"
        "Item 3: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Consultant e-mail: following Tuesday's board call, {noun} is to be kept at {nomore} "
        "{v}, as the guidelines will now say.",
        "figures",
    ),
    (
        "Compliance rule export (Charles River, rule MBS-B4c):\n    account: SMA-7702\n"
        "    {key}: {v}\n    test: pre-trade and end-of-day",
        "bare",
    ),
    (
        "Amendment No. 2 to the Investment Guidelines, effective 1 July: '{Noun}: {nomore} {v}.'",
        "figures",
    ),
    (
        "Side letter from the trustees, paragraph 2(b): the Manager shall ensure that {noun} is "
        "{nomore} {v}.",
        "figures",
    ),
    (
        "| Guideline test | Position 31-Oct | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} "
        "| Pass |",
        "table",
    ),
    ("Client CIO on IB: confirmed w/ the board — {noun} {op} {v}. pls code it.", "figures"),
    (
        "Q3 portfolio review deck, slide 22 'Guideline compliance': {Noun} — {limit} {v} "
        "(client-approved).",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.2 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = s.bare(value)
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
    "eligibility": [
        "Non-agency RMBS, CMBS and ABS: AAA-rated tranches only at purchase.",
        "No inverse IOs, POs or CMO residuals.",
        "TBAs only with counterparties that have signed an MSFTA or clear through FICC.",
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

#: a figure beside the limit in the same Schedule B: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "oad_max_yrs": ("maximum WAL of the spread sleeve", 8.0),
    "tba_roll_max": ("specified-pool concentration limit", 0.4),
    "non_agency_max": ("maximum below-investment-grade (downgrades only)", 0.03),
    "single_coupon_max": ("maximum in any one pool", 0.02),
    "te_max_bps": ("excess-return target over the index", 80.0),
    "wal_max_yrs": ("maximum spread duration", 7.5),
    "agency_min": ("maximum TBA notional", 0.3),
    "oad_min_yrs": ("maximum OAS duration", 6.5),
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
    if structure == 0:  # the consultant's draft changed in the executed IMA
        wrong_value = _away(s, value, 1.5, -0.15 if s.unit == "fraction" else -0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft guidelines (v2, sent round by the consultant in August) had {wrong} "
                f"for {noun}. The executed IMA, Schedule B 4(c), says {right}."
            )
        else:
            text = (
                f"Schedule B redline, 4(c): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[client comment 6: agreed, accepted in the execution copy]"
            )
    elif structure == 1:  # the PM's request declined
        wrong_value = _away(s, value, 1.6, -0.1 if s.unit == "fraction" else -0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked the client to allow {wrong} for {noun} so we could add G2SF 6s. The "
                f"client IC declined, so the {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Consultant e-mail: the board did not approve taking {noun} to {wrong} (two "
                f"for, three against). The guideline stays at {right}."
            )
    elif structure == 2:  # the sleeve's month-end position in the compliance report
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"October compliance report: {noun} stood at {wrong} at month-end, "
                f"{'above' if s.floor else 'inside'} the {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Test | 31-Oct | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure of the same Schedule B
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Schedule B, principal limits (SMA-7702)\n  " + "\n  ".join(lines)
    else:  # the client's old guidelines or the consultant's survey, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05 if s.unit == "fraction" else -0.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the client's pre-2023 guidelines allowed {wrong} for {noun}. "
                f"The current IMA is tighter: {right}."
            )
        else:
            text = (
                f"Our IMA sets {noun} at {right}. (The consultant's peer survey puts the norm "
                f"at {wrong}, but the board would not go there.)"
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


# --- mandate clauses: Schedule B, Exhibit A, the compliance schedule, amendments ---------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's Schedule B in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} ({s.basis})."
        schedule: dict[str, JsonValue] = {
            "4(a)": "Eligible: agency MBS (UMBS, GNMA), agency CMOs, non-agency RMBS, CMBS and "
            "ABS; TBAs and dollar rolls permitted.",
            "4(c)": clause,
        }
        return {"ima": {"schedule_b": schedule}}, None, "ima.schedule_b.4(c)"
    if shape == 1:
        exhibit = (
            "INVESTMENT GUIDELINES — Exhibit A to the Investment Management Agreement (SMA-7702)\n"
            "1. Benchmark: Bloomberg US MBS Index.\n"
            "2. Permitted: TBAs, specified pools, agency CMOs; non-agency, CMBS and ABS in "
            "AAA-rated tranches only.\n"
            f"3. {_cap(noun)}: {_no_more(s)} {written} ({s.basis}).\n"
            "4. No leverage beyond TBA forward settlement."
        )
        return None, exhibit, MANDATE_ID
    if shape == 2:
        schedule_table = (
            "COMPLIANCE SCHEDULE (Appendix 2 to the IMA)\n"
            "| # | Test | Limit | Basis |\n|---|---|---|---|\n"
            "| 1 | Inverse IOs, POs, residuals | Not permitted | n/a |\n"
            f"| 2 | {_cap(noun)} | {_op(s)} {written} | {s.basis} |\n"
            "| 3 | TBA counterparties | MSFTA signed or FICC-cleared | n/a |"
        )
        return None, schedule_table, MANDATE_ID
    if shape == 3:  # the guidelines' numbered limits in the mandate's fields
        limits: dict[str, JsonValue] = {
            "4.1": "Minimum rating at purchase: AAA for non-agency, CMBS and ABS tranches.",
            "4.2": "No CMO tranche with a support or companion structure.",
            "4.3": f"{_cap(noun)}: {_op(s)} {written}.",
        }
        return (
            {"guidelines": {"version": "2025-2", "limits": limits}},
            None,
            "guidelines.limits.4.3",
        )
    amendment = (
        "AMENDMENT No. 3 TO THE INVESTMENT GUIDELINES\n"
        "Agreed between the Trustees of the Calloway County Employees' Retirement System and the "
        "Manager.\n"
        f"Clause 4(f) is replaced with: '{_cap(noun)} {_op(s)} {written}.' All other guidelines "
        "are unchanged."
    )
    return None, amendment, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the agency MBS sleeve; every guideline in the IMA applies.",
    "Re-run the sleeve's target weights inside the client's guidelines.",
    "Ahead of the quarterly review, re-optimise the sleeve within the compliance schedule.",
    "Add the G2SF 6s and the conduit CMBS AAAs to the sleeve, keeping to all the account's limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the IMA's investment guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investment guidelines, 5(b): {noun} may be run anywhere from {lo} to {hi}; positioning "
    "within the band is at the PM's discretion.",
    "Consultant e-mail: the board is happy for you to set {noun} yourselves; anything between "
    "{lo} and {hi} works.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (no client "
    "sign-off needed inside the band) |",
    "Client IC delegation: the PM may set {noun} between {lo} and {hi} without coming back to "
    "the Committee.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The IMA fixes {noun} at {point}. The {lo}–{hi} range in the pitch book is only "
        "compliance's amber alert band; it gives the PM no discretion.",
        "The IMA lets {noun} sit anywhere in the {lo}–{hi} range in the pitch book; the PM "
        "chooses the level.",
    ),
    (
        "Client IC minutes, item 5: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Declined: it stays at {point} until the annual guideline review.",
        "Client IC minutes, item 5: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the PM may choose within that range.",
    ),
    (
        "Note to the desk: the client has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the desk: the client has delegated the level of {noun} to the PM. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IMA's fields, as a mandate message, or in the PM's authorities."""
    if shape == 0:
        return {"ima": {"schedule_b_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities (approved by the client IC)\n\n{text}"
    return {
        "pm_authority": {"delegations": [text, "Trades above $250mm face need the CIO's sign-off."]}
    }, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
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

#: whole statements of each objective, as the IMA, the consultant, the review deck, the client
#: CIO on IB and the client IC's minutes put them; the first of each is one line, so that it can
#: be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (IMA, Schedule A): the best return per unit of risk in the MBS "
        "sleeve, i.e. the Sharpe ratio.",
        "Consultant e-mail:\nthe board wants the sleeve run for the highest Sharpe ratio, the "
        "most return for each unit of volatility.",
        "Q3 portfolio review deck, slide 3: the sleeve is positioned to earn as much as it can "
        "for the risk it carries, judged by its Sharpe ratio.",
        "Client CIO on IB: pls run the MBS book for max Sharpe — best risk-adjusted return, not "
        "just carry.",
        "Client IC minutes, item 4: AGREED that the sleeve be weighted to maximise the Sharpe "
        "ratio.",
    ),
    "variance": (
        "Investment objective (IMA, Schedule A): the lowest-volatility agency MBS sleeve that "
        "can be built.",
        "Consultant e-mail:\nthe board wants the sleeve weighted for minimum variance, with no "
        "view on expected returns.",
        "Q3 portfolio review deck, slide 3: as the plan's liquidity reserve, the sleeve is run "
        "for the lowest volatility available, whatever the return forecasts say.",
        "Client CIO on IB: just minimise variance on the MBS sleeve pls, leave the return "
        "forecasts out of it.",
        "Client IC minutes, item 4: AGREED that the sleeve be weighted to minimise variance.",
    ),
    "tracking": (
        "Investment objective (IMA, Schedule A): track the Bloomberg US MBS Index as closely as "
        "possible.",
        "Consultant e-mail:\nthe board wants the sleeve to hug the Bloomberg US MBS Index, with "
        "the smallest tracking error you can run.",
        "Q3 portfolio review deck, slide 3: the sleeve mirrors the Bloomberg US MBS Index, with "
        "minimal tracking error.",
        "Client CIO on IB: can the sleeve just shadow the MBS index? minimise TE to the "
        "Bloomberg US MBS Index pls.",
        "Client IC minutes, item 4: AGREED that the sleeve minimise tracking error to the "
        "Bloomberg US MBS Index.",
    ),
    "return": (
        "Investment objective (IMA, Schedule A): the highest expected return, with no penalty "
        "for risk.",
        "Consultant e-mail:\nthe board wants the sleeve weighted for the highest expected "
        "return; risk does not enter the objective.",
        "Q3 portfolio review deck, slide 3: to close the funding gap the sleeve is weighted to "
        "maximise expected return, with no allowance for risk.",
        "Client CIO on IB: we're in this sleeve for return, just go for the highest expected "
        "return, no risk adjustment.",
        "Client IC minutes, item 4: AGREED that the sleeve be weighted to maximise expected "
        "return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft guidelines the consultant circulated in August read: "{old}" The board has '
    "since changed that. Where it stands now:\n\n{new}",
    "~~{old}~~ (struck at the client IC, 14 November)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the client's CIO: ignore my earlier e-mail on the objective. The board's decision "
    "is:\n\n{new}",
    "Correction from the consultant (it supersedes the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the agency MBS sleeve's target weights:\n\n{ask}",
    "{ask}\n\nPlease set the sleeve's weights accordingly. — Portfolio Management",
    "Sleeve snapshot: $1.85bn MV, OAD 5.9 yrs, OAS 52 bps, 1-month CPR printed 7.2.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the agency MBS sleeve's coupons, pools and spread sectors",
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

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2016)
_PERIODS: Final = (
    (
        "eMBS pool-level prepayment data from Jan-2010 to Jun-2018",
        "eMBS pool-level prepayment data from Jan-2010 to Oct-2015",
    ),
    (
        "every factor release through the Mar-2017 factor",
        "every factor release through the Oct-2015 factor (out in early November 2015)",
    ),
    (
        "the 2010–2019 S-curve sample (all FN/FH 30y cohorts)",
        "the 2010–2014 S-curve sample (all FN/FH 30y cohorts)",
    ),
    ("monthly CPR prints from 2010 to 2016", "monthly CPR prints from 2010 to 2014"),
    (
        "the desk's TBA and specs marks from Q1 2010 to Q2 2017",
        "the desk's TBA and specs marks from Q1 2010 to Q3 2015",
    ),
    (
        "Freddie Mac PMMS rates and pool speeds through December 2020",
        "Freddie Mac PMMS rates and pool speeds through September 2015",
    ),
)
_ACTIONS: Final = (
    "the S-curve (CPR against refi incentive) was fitted",
    "the burnout factor on seasoned 30y cohorts was calibrated",
    "the turnover baseline and its seasonals were estimated",
    "the specified-pool pay-up model was fitted",
    "the OAS rich/cheap threshold for coupon swaps was set",
)
_LEAK_FRAMES: Final = (
    "Prepay model memo, assumptions: {action} on {period}.",
    "From the model validation log (v3.4): {action} using {period}, and those parameters are "
    "applied unchanged in all three test folds.",
    "For the client's consultant: {action} once, on {period}, before the walk-forward test was "
    "run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month-end's weights use the pool factors published on the fourth business day of "
        "the following month.",
        "Each month-end's weights use the pool factors already published by then, on the fourth "
        "business day of that month.",
    ),
    (
        "Pool CPRs come from the agencies' corrected factor files, as later revised, booked in "
        "the months they first printed.",
        "Pool CPRs are taken as first published, booked in the months they printed.",
    ),
    (
        "The roll-special threshold is the best of six over the whole 2010–2021 record, then "
        "used in every fold.",
        "The roll-special threshold is chosen from six inside each fold's training years only.",
    ),
    (
        "Results shown to the consultant cover the same 2010–2021 years the S-curve was fitted "
        "on; no years were held back.",
        "Results shown to the consultant cover only each fold's test years; the S-curve is "
        "refitted on that fold's training years.",
    ),
    (
        "Dollar-roll carry on each trade date uses the drop that printed on the next 48-hour day.",
        "Dollar-roll carry on each trade date uses the drop quoted on that trade date.",
    ),
)
_LEAK_ASKS: Final = (
    "The client's consultant wants a walk-forward backtest (three folds) of the proposed "
    "coupon-stack weighting before the next review.",
    "Please back-test the spec-pool overlay walk-forward, in three folds, for the client IC.",
    "PM action: run a three-fold walk-forward test of the sleeve's weighting model.",
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

_COMPANY: Final = "Larkspur Mortgage Capital"
_ENTITY: Final = "ent_larkspur_mortgage_capital"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 versus Q3", (10, 11)),
    ("over the four quarters to 31 Dec 2022", (7, 11)),
    ("over 2021 and 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("from the March 2020 dislocation to the end of 2021", (0, 7)),
    ("over the first half of 2022", (7, 9)),
    ("since the 2013 taper tantrum", None),
    ("since the REIT's 2009 IPO", None),
    ("over the full 2004–2022 rate cycle", None),
)


#: "about 12%", "more than 30%", "just shy of 25%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just shy of {}%", about="about {}%"
)


_by_cpr = partial(_change_by, "by {:.1f} CPR", 0.5)


_by_turns = partial(_change_by, "by {:.1f}x", 0.2)


_by_bps = partial(_change_by, "by {:.0f} bps", 5)


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
        "book_value_per_share",
        (14.2, 15.85, 16.4, 16.75, 16.1, 16.3, 16.05, 15.6, 13.9, 12.4, 10.85, 11.2),
        ("Book value per share", "Larkspur Mortgage Capital's book value per share", "BVPS"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "agency_cpr_3m_pct",
        (18.5, 24.1, 27.8, 29.2, 26.4, 22.9, 21.7, 19.8, 14.6, 11.2, 8.9, 7.2),
        (
            "The agency portfolio's 3-month CPR",
            "Larkspur Mortgage Capital's prepayment speed",
            "CPR on the agency book",
        ),
        (
            ("{s} picked up {m}", rose),
            ("{s} slowed {m}", fell),
            ("{s} never picked up from one quarter to the next", never_rose),
            ("{s} did not slow", held_up),
            ("{s} did not pick up", held_down),
        ),
        _by_cpr,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (7.8, 6.1, 6.4, 6.9, 7.2, 7.0, 7.4, 7.8, 7.1, 7.6, 8.2, 7.9),
        (
            "Leverage (debt to equity)",
            "Larkspur Mortgage Capital's leverage",
            "Debt-to-equity",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_interest_spread_bps",
        (185.0, 210.0, 235.0, 248.0, 262.0, 255.0, 240.0, 228.0, 205.0, 172.0, 131.0, 118.0),
        (
            "Net interest spread",
            "Larkspur Mortgage Capital's net interest spread",
            "NIS on the agency book",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_bps,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022 (no series here is a growing line item). Pairs too close to call are left
#: out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter of 2021 in every quarter of 2022",
    down_all="{s} was below the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at over 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by over 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Q4 portfolio review deck, slide 17 (listed comps): {claim} [1].",
    "| Comp | Observation |\n|---|---|\n| Larkspur Mortgage Capital (LMC) | {Claim} [1] |",
    "Prepayment analyst's note: {claim} [1]; our own 30y 2.5s cohort printed 4.1 CPR in the "
    "latest factor release.",
    "IB chat, desk: fwiw {claim} [1]. LLB 5.5s pay-ups still 28+/32 over TBA.",
    "Consultant e-mail reply: as you said on the call, {claim} [1].",
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
        special_step=3,
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZE: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
