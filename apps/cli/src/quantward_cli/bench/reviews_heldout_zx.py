"""Held-out batch ZX: every flaw kind again, in the voice of insurance-linked securities (ILS):
catastrophe-bond funds and their investors — a cat bond offering circular's summary of terms
(attachment and exhaustion points, expected loss, annual probability of attachment), a UCITS
cat bond fund's prospectus restrictions, a pension fund's ILS mandate, the modelling agency's
output, the portfolio manager's monthly commentary, reinsurance renewal notes ("1/1", "6/1
Florida", rate-on-line, "risk-adjusted") and the shorthand of the trade (PML, 1-in-250, CRe,
sidecars, trapped collateral, Reg D / 144A).

Batch ZX is built like J, ZH, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text — and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Event names and industry losses ("Ian, USD 55bn insured"), issuance volumes in
USD bn, renewal dates (1/1, 4/1, 6/1), return periods named in nouns, attachment and exhaustion
points in USD m, collateral trapped after a loss, series numbers ("Series 2023-1 Class A") and
reinsurers' names are decoy numbers: no truth depends on them. Its parts are new:

* limits as ILS people state them: a PM's reply to a consultant ("checked the prospectus …"),
  an investment committee note with the agreed item, the monthly factsheet's line between
  issuance and the year's insured losses, a risk system's YAML export of the guideline (a bare
  number in the constraint's unit), the pension scheme's ILS mandate summary, a UCITS
  prospectus's investment-restrictions paragraph, a compliance ticket closed, a "Guideline /
  Current / Headroom" table whose current figure is a decoy, and a CIO's Bloomberg message
  after the 1/1 renewals, each form in turn; number forms "5%", "5.0%", "5 pct", "275bps",
  "2.75%", "275 bp"; subjects: the weight in any one bond, the US wind (single-peril) share,
  the 1-in-250 aggregate PML as a share of NAV, the portfolio's modelled expected loss and a
  minimum in cash and T-bills that is a floor;
* requests deferring the limit to the investment committee after the renewals, an open
  compliance query, a "[TBC]" in the draft mandate awaiting the consultant, the modelling
  agency's rerun still outstanding or the trustees' ILS sub-group yet to report;
* provenance misquoting its source: the figure in the red herring the final offering circular
  changed (in prose, or struck through in a markup), a consultant's proposal the IC rejected, the
  position at month end in the risk report (in prose or a "Metric / 31 May / Guideline" table),
  another figure in the same term sheet of limits (a per-sponsor cap, a Japan quake cap, the
  1-in-100 PML limit, the target spread or the maximum in one bond) and a peer fund's or another
  scheme's figure quoted for comparison;
* mandates as a UCITS prospectus's restrictions in the mandate's fields
  (`prospectus.appendix_iii.restriction_4`), a pension scheme's ILS side letter, an investment
  management agreement's schedule, the IC's list of resolutions in the mandate's fields
  (`ic_minutes.resolutions[2]`) and a collateralised-reinsurance sleeve's guidelines;
* latitude granted as a PM's discretion "anywhere between … and …" through the renewal season,
  a "Guideline / Band / Discretion" table, the IC's delegation and a CIO's message; refused as a
  fixed figure whose band is only an escalation trigger, an IC chair declining a PM's request and
  a PM told the trustees have not delegated the band; each twin the same text granting it;
* objectives as the prospectus's investment objective, the PM's commentary, a consultant's
  report, an investor's e-mail and IC minutes, with an earlier draft quoted or struck in the same
  text and a later message from the CIO replacing an earlier one;
* leakage as the PM and the modelling team write it: a price-to-model adjustment, an event-
  response rule, a seasonality overlay and a spread-to-EL screen set on periods reaching into the
  test years, and whole sentences (the next month's secondary-market mark as an input, event
  losses as later re-estimated by PCS, a screen picked on the whole record, results shown on the
  years the overlay was sized on); each clean twin in the same form, ending before the first test
  date (2 January 2015);
* trend claims on the Tideline Cat Bond Fund (a UCITS fund the pension scheme holds) — net
  assets, weighted average spread (in percentage points), the spread-to-expected-loss multiple
  (as "3.4x") and a total return index over twelve quarters (2021 Q1–2023 Q4), as the monthly
  commentary, a consultant's manager review, a "Fund / Comment" table, an investor's e-mail and
  IC minutes; magnitudes as "c.12%", "comfortably over 45%", "a touch under 15%", "by 1.2pp",
  "by 0.3x"; horizons covered by the series against uncovered ones ("since the fund's 2009
  launch"). Whether a claim holds is computed from the series: true, false, or too close to call
  (never used).

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

SEED: Final = 20270119
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzx5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzxx"


# --- numbers as ILS portfolio managers, consultants and risk teams write them ------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "5%", "5.0%", "5 pct"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "short": f"{_g(pct)} pct"}


def _bp_forms(value: float) -> dict[str, str]:
    """An expected-loss limit: "275bps", "2.75%", "275 bp"."""
    return {
        "bps": f"{_g(value)}bps",
        "pct2": f"{value / 100:.2f}%",
        "bp": f"{_g(value)} bp",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the trade names it, its key in the risk system's
    guideline file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_BOND: Final = _Subject(
    ("max_single_bond_weight", "singleBondLimit"),
    ("any one cat bond", "the position in a single bond", "exposure to any single issuance"),
    "single_bond_max",
    "fraction",
    (0.03, 0.04, 0.06),
    _share_forms,
)
_PERIL: Final = _Subject(
    ("max_peril_weight", "usWindLimit"),
    (
        "US named-storm (wind) exposure",
        "the single-peril concentration in US wind",
        "Florida and Gulf hurricane risk",
    ),
    "peril_us_wind_max",
    "fraction",
    (0.35, 0.4, 0.55),
    _share_forms,
)
_PML: Final = _Subject(
    ("max_pml_share_of_nav", "pmlLimit"),
    (
        "the 1-in-250 aggregate PML as a share of NAV",
        "modelled PML at the 1-in-250 return period",
        "the 250-year aggregate loss (as % of NAV)",
    ),
    "pml_250yr_agg_max",
    "fraction",
    (0.15, 0.2, 0.3),
    _share_forms,
)
_EL: Final = _Subject(
    ("max_expected_loss_bps", "expectedLossBps"),
    (
        "the portfolio's modelled expected loss",
        "the weighted average EL (Verisk, long-term rates)",
        "annual expected loss across the book",
    ),
    "expected_loss_max_bp",
    "bps",
    (200.0, 275.0, 350.0),
    _bp_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquidityFloor"),
    (
        "cash and T-bills",
        "the liquidity sleeve in cash and US Treasury bills",
        "unencumbered cash plus money-market holdings",
    ),
    "cash_tbills_min",
    "fraction",
    (0.02, 0.03, 0.07),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_BOND, _PERIL, _PML, _EL, _CASH)

_RATIONALES: Final = (
    "typical for a UCITS cat bond fund",
    "the market norm for a diversified ILS book",
    "in line with what other pension ILS mandates use",
    "a conservative placeholder until the IC signs off",
    "what the consultant usually recommends for cat bond sleeves",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights across the fund's cat bond holdings under its investment guidelines",
    "the best risk-adjusted return within the fund's ILS guidelines",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the guideline was stated")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zx", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _cap_or_floor(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the cat bond book ahead of the 6/1 Florida renewals",
    "size the fund's allocations to this quarter's primary deals",
    "redeploy the USD 85m of collateral released after the Ian loss creep settled",
    "draw up target weights for the pension scheme's new ILS mandate",
    "re-weight the portfolio after the modelling agency's version change",
)
_DEFERRALS: Final = (
    "the IC will set the limit on {noun} after the 1/1 renewals settle",
    "compliance query CQ-118 on {noun} is still open",
    "{noun}: [TBC] in the draft mandate, the consultant is to propose a figure",
    "the modelling agency's rerun is not back, so nobody has fixed the limit on {noun} yet",
    "the trustees' ILS sub-group has not yet reported on {noun}",
)
_REQUEST_FRAMES: Final = (
    "IC agenda, item 2: {task}.\nOpen point: {deferral}.",
    "Hi both,\n\nWith Q2 issuance running at a record USD 7.1bn, could you {task}? "
    "{Deferral}.\n\nThanks, Priya (PM, ILS)",
    "From the ops tracker: {task}. {Deferral}, so please flag it.",
    "Wind season starts in three weeks. Before then: {task}.\nCaveat: {deferral}.",
    "Quick one from the pension scheme's side: please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current-position decoy); {noun}, {v}, {key},
#: {limit}, {op}, {obs}, {nomore}, {cof}
_STATINGS: Final = (
    (
        "Re: your query. I've checked the prospectus and {noun} must be {nomore} {v} under "
        "the restrictions. Happy to walk your team through it. Tom (PM)",
        "figures",
    ),
    (
        "IC note, 14 December (post-1/1 pricing call). Attendees: CIO, two PMs, Head of Risk.\n"
        "Agreed: {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Monthly factsheet: primary issuance year to date USD 12.6bn; industry insured losses "
        "running near USD 60bn. Per the fund's guidelines, {noun} is held at {nomore} {v}.",
        "figures",
    ),
    (
        "Exported from the risk system (guidelines.yaml):\n    fund: ILS Opportunities\n"
        "    {key}: {v}\n    model_vendor: Verisk",
        "bare",
    ),
    (
        "Pension scheme ILS mandate, summary of key terms: the manager keeps {noun} to a "
        "{limit} of {v}.",
        "figures",
    ),
    (
        "Prospectus, Investment Restrictions, para (g): for diversification the Sub-Fund "
        "holds {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "Compliance ticket CQ-094 (guideline wording on {noun}). Resolved: {cof} confirmed as "
        "{v} ({limit}).",
        "figures",
    ),
    (
        "| Guideline | Current | Headroom |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | OK |",
        "table",
    ),
    (
        "CIO (Bloomberg, after the 1/1 renewals): signed off in IC just now. {Noun}: {limit} "
        "{v}, effective immediately.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a current position inside the limit, a decoy in the same form
        seen = round(value * (1.7 if s.floor else 0.7), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
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
        cof=_cap_or_floor(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zx", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "eligible_instruments": [
        "Rule 144A cat bonds and private cat bonds only; no collateralised reinsurance.",
        "No industry loss warranties and no sidecar equity.",
        "Collateral in US Treasury money-market funds or T-bills.",
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

#: a figure beside the limit in the same guidelines: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_bond_max": ("per-sponsor cap", 0.1),
    "peril_us_wind_max": ("Japan quake cap", 0.2),
    "pml_250yr_agg_max": ("1-in-100 PML limit", 0.1),
    "expected_loss_max_bp": ("target spread over T-bills", 700.0),
    "cash_tbills_min": ("maximum in any one sponsor", 0.1),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: looser than `value` (higher for a cap, lower for a floor)."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a preliminary figure the final document changed
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The red herring for the fund's relaunch showed {wrong} for {noun}. The final "
                f"prospectus, as approved by the board, says {right}."
            )
        else:
            text = (
                f"Investment guidelines v3 (markup vs v2): {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right} (changed by the IC, accepted)."
            )
    elif structure == 1:  # a proposal the IC rejected
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"IC minutes, item 4: the consultant proposed moving {noun} to {wrong}. "
                f"Rejected; the existing {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"FYI I pushed at IC to take {noun} to {wrong} given where spreads are, but lost "
                f"that one 2-4, so we stay at {right}. M."
            )
    elif structure == 2:  # the month-end position in the risk report
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk report at 31 May: {noun} was {wrong}, well inside the guideline "
                f"({_limit(s)} {right})."
            )
        else:
            text = (
                "| Metric | 31 May | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same term sheet of limits
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Guideline term sheet (one page, for the consultant)\n  " + "\n  ".join(lines)
    else:  # a peer fund's or another scheme's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, a peer UCITS cat bond fund runs {noun} at {wrong}. Ours is "
                f"tighter: {right}."
            )
        else:
            text = (
                f"Our mandate sets {noun} at {right}. (The other scheme on the consultant's "
                f"panel allows {wrong}; the trustees chose not to follow it.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zx", _plan),
)


# --- mandate clauses as prospectuses, side letters, IMAs, IC minutes and CRe guidelines ---------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the UCITS prospectus's restrictions in the mandate's fields
        of_assets = " of net assets" if s.unit == "fraction" else ""
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}{of_assets} at all times."
        appendix: dict[str, JsonValue] = {
            "restriction_1": "Only transferable securities admitted to a regulated market.",
            "restriction_4": clause,
        }
        return (
            {"prospectus": {"appendix_iii": appendix}},
            None,
            "prospectus.appendix_iii.restriction_4",
        )
    if shape == 1:
        letter = (
            "SIDE LETTER — Northfield Pension Scheme / ILS Opportunities Fund\n"
            "1. The Manager will notify the Scheme within five business days of any loss event "
            "expected to trap collateral.\n"
            f"2. {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "3. This letter survives any amendment to the offering documents."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        ima = (
            "Investment Management Agreement, Schedule 1 (Investment Guidelines)\n"
            "(a) Eligible: catastrophe bonds rated or unrated, Reg D or 144A.\n"
            f"(b) {_cap(noun)}: {_op(s)} {written}.\n"
            "(c) Leverage: none."
        )
        return None, ima, MANDATE_ID
    if shape == 3:  # the IC's resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "Renew the Gulf Re quota share sidecar at 1/1 for one more year.",
            "Adopt Verisk Touchstone v11 as the house view for US hurricane.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"ic_minutes": {"meeting": "IC, 12 December", "resolutions": resolutions}},
            None,
            "ic_minutes.resolutions[2]",
        )
    cre = (
        "Collateralised reinsurance sleeve: guidelines agreed with the Scheme.\n"
        "Limits (measured at each 1/1, 4/1, 6/1 and 7/1 inception):\n"
        f"- {_cap(noun)} {_op(s)} {written}.\n"
        "- No retrocession to or from affiliates."
    )
    return None, cre, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the cat bond book; every guideline in the prospectus applies.",
    "Re-run the ILS weights inside the limits the trustees agreed.",
    "Ahead of wind season, re-optimise the portfolio within the fund's restrictions.",
    "Put the new subscription to work alongside the existing bonds, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zx", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Through the renewal season the PM may run {noun} anywhere between {lo} and {hi} at "
    "their discretion; the IC only reviews it quarterly.",
    "IC delegation: {noun} may be set at any level from {lo} to {hi} without coming back to "
    "the committee.",
    "| Guideline | Band | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (full "
    "discretion within the band) |",
    "CIO: fine for you to pick {noun} yourselves, anything from {lo} up to {hi} works for us.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The guideline for {noun} is {point}. The {lo}–{hi} band in the risk appendix is only "
        "an escalation trigger for the Head of Risk; it is not a range to choose from.",
        "The guideline lets {noun} sit anywhere in the {lo}–{hi} band in the risk appendix; "
        "the PM picks the level.",
    ),
    (
        "IC minutes, item 6: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The chair declined: it stays at {point} until the annual review.",
        "IC minutes, item 6: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The chair agreed: the PM may choose within that band.",
    ),
    (
        "To the PM: the trustees have NOT delegated {noun} to you. Keep it at {point}, not "
        "anywhere in {lo}–{hi}.",
        "To the PM: the trustees have delegated {noun} to you. Anywhere in {lo}–{hi} is "
        "acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the guidelines' fields, as a mandate message, or in the IMA."""
    if shape == 0:
        return {"guidelines": {"delegation": text}}, None
    if shape == 1:
        return None, f"ILS mandate, delegated authorities (approved by the trustees)\n\n{text}"
    return {"ima": {"schedule_2": [text, "Valuations from two independent brokers."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 2,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zx", _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the prospectus, the PM's commentary, a consultant's
#: report, an investor's e-mail and IC minutes put them; the first of each is one line, so that
#: it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (prospectus, section 3): the highest return per unit of risk "
        "(Sharpe ratio) from catastrophe bonds.",
        "PM commentary:\nwe run the book for the best Sharpe ratio, i.e. the most spread earned "
        "per unit of volatility.",
        "Consultant's report: the scheme wants the ILS sleeve to earn as much as it can for the "
        "risk it takes, judged on the Sharpe ratio.",
        "Investor e-mail: what we want is the best risk-adjusted return, so please maximise the "
        "Sharpe ratio.",
        "IC minutes, item 3: RESOLVED that the book be run to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (prospectus, section 3): the least volatile cat bond portfolio "
        "available.",
        "PM commentary:\nwe build the book for minimum variance, with no view on spreads at all.",
        "Consultant's report: after Ian the scheme wants the ILS sleeve as steady as possible, "
        "the lowest volatility available, whatever the spread outlook.",
        "Investor e-mail: we just want the smoothest ride; please minimise the portfolio's "
        "variance and don't forecast returns.",
        "IC minutes, item 3: RESOLVED that the book be run to minimise variance.",
    ),
    "tracking": (
        "Investment objective (prospectus, section 3): track the Swiss Re Global Cat Bond Index "
        "as closely as possible.",
        "PM commentary:\nwe keep the book as near to the Swiss Re Global Cat Bond Index as we "
        "can, with the smallest tracking error.",
        "Consultant's report: the scheme wants the ILS sleeve to mirror the Swiss Re Global Cat "
        "Bond Index, with minimal tracking error.",
        "Investor e-mail: can you simply shadow the Swiss Re cat bond index? Minimise tracking "
        "error against it, please.",
        "IC minutes, item 3: RESOLVED that the book minimise tracking error to the Swiss Re "
        "Global Cat Bond Index.",
    ),
    "return": (
        "Investment objective (prospectus, section 3): the highest expected return, with no "
        "penalty for risk.",
        "PM commentary:\nwe aim the book at the highest expected return; risk does not enter "
        "the objective.",
        "Consultant's report: with spreads where they are, the scheme wants the ILS sleeve to "
        "maximise expected return, with no allowance for risk.",
        "Investor e-mail: let's just go for the highest expected return, no risk adjustment.",
        "IC minutes, item 3: RESOLVED that the book maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft circulated before IC read: "{old}" The committee changed it; the agreed '
    "wording is:\n\n{new}",
    "~~{old}~~ (struck by the IC, 12 December)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please ignore my earlier note on the objective. The IC's decision is:\n\n{new}",
    "Correction agreed at the next IC (it replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the ILS Opportunities Fund:\n\n{ask}",
    "{ask}\n\nPlease set up the target weights on that basis. Thanks, ILS ops",
    "Pre-renewal briefing (1/1 rate-on-line down mid-single digits, risk-adjusted).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the bonds in the fund's eligible cat bond universe",
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
    struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zx",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("secondary marks from 2009 to 2019", "secondary marks from 2009 to 2014"),
    ("every wind season up to 2017", "every wind season up to 2014"),
    (
        "the broker price history through the 2020 renewals",
        "the broker price history through the 2014 renewals",
    ),
    (
        "the 2008–2018 issuance database",
        "the 2008–2014 issuance database",
    ),
    (
        "monthly index returns from January 2008 to December 2016",
        "monthly index returns from January 2008 to December 2014",
    ),
    (
        "the modelling team's event set (Jan 2007 – Jun 2021)",
        "the modelling team's event set (Jan 2007 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the price-to-model adjustment was fitted",
    "the event-response rule (sell on a forecast landfall) was tuned",
    "the hurricane-season overlay was sized",
    "the spread-to-EL screen's cut-off was set",
    "the covariance of the peril buckets was estimated",
)
_LEAK_FRAMES: Final = (
    "Modelling note: {action} on {period}.",
    "From the PM's monthly commentary: {action} using {period}, and that setting is kept "
    "unchanged in each of the three test folds.",
    "For the IC's information, {action} just once, on {period}, before the walk-forward test "
    "was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, among other inputs, the secondary-market mark each bond "
        "goes on to receive the following month.",
        "Each month's weights use, among other inputs, the secondary-market mark each bond "
        "received the month before.",
    ),
    (
        "Event losses: PCS industry estimates as re-estimated in later resurveys, applied from "
        "each event's original date.",
        "Event losses: PCS industry estimates as first published, applied from each event's date.",
    ),
    (
        "The spread-to-EL screen is the one of six that did best over the fund's whole "
        "2008–2020 record, then used in every fold.",
        "The spread-to-EL screen is chosen from six inside each fold's training years only.",
    ),
    (
        "Results shown to the IC cover the same 2008–2020 years the seasonality overlay was "
        "sized on; no years were held back.",
        "Results shown to the IC cover only each fold's test years; the seasonality overlay is "
        "sized on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a walk-forward backtest (three folds) of the proposed cat bond allocation "
    "rule before the 1/1 renewals.",
    "Please back-test the hurricane-season overlay walk-forward, in three folds, for the trustees.",
    "Risk action: run a three-fold walk-forward test of the fund's relative-value model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zx", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Tideline Cat Bond Fund"
_ENTITY: Final = "ent_tideline_cat_bond_fund"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 against Q3", (10, 11)),
    ("over the twelve months to end-December 2023", (7, 11)),
    ("across the 2022 and 2023 renewal cycles", (3, 11)),
    ("since Q1 2021", (0, 11)),
    ("from the 2021 wind season to the 2023 wind season (end-June to end-June)", (1, 9)),
    ("between the 1/1 2022 renewals and mid-2022", (3, 5)),
    ("since the fund's 2009 launch", None),
    ("over the last fifteen hurricane seasons", None),
    ("since the scheme first allocated to ILS after Katrina", None),
)


#: "c.12%", "comfortably over 10%", "a touch under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="comfortably over {}%", short="a touch under {}%", about="c.{}%"
)


_by_points = partial(_change_by, "by {:.1f}pp", 0.2)


_by_times = partial(_change_by, "by {:.1f}x", 0.1)


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
        "net_assets_usd_m",
        (
            1180.0,
            1215.0,
            1240.0,
            1262.0,
            1238.0,
            1205.0,
            1090.0,
            1120.0,
            1255.0,
            1390.0,
            1480.0,
            1610.0,
        ),
        ("Net assets", "The Tideline Cat Bond Fund's net assets", "Fund AUM"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "weighted_avg_spread_pct",
        (6.1, 5.9, 6.0, 6.4, 7.2, 8.3, 9.6, 11.2, 11.8, 10.9, 9.7, 8.8),
        (
            "Weighted average spread",
            "The Tideline Cat Bond Fund's weighted average spread",
            "The book's average risk spread",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} tightened {m}", fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not tighten", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "spread_to_expected_loss_multiple",
        (2.6, 2.5, 2.5, 2.6, 2.9, 3.3, 3.8, 4.4, 4.6, 4.2, 3.7, 3.4),
        (
            "The spread-to-EL multiple",
            "The fund's multiple (spread over expected loss)",
            "The Tideline Cat Bond Fund's spread/EL multiple",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come in", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_times,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "total_return_index",
        (100.4, 101.2, 100.1, 101.9, 102.6, 101.5, 96.4, 99.8, 104.3, 108.1, 111.9, 115.2),
        (
            "The total return index",
            "The Tideline Cat Bond Fund's total return index",
            "Cumulative performance (TR index)",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} went down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not lose ground", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2023, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter of 2022 in every quarter of 2023",
    down_all="{s} was below the same quarter of 2022 in every quarter of 2023",
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at over 10% a year from Q4 2021 to Q4 2023",
    shrank="{s} shrank by over 10% a year, compounded, from Q4 2021 to Q4 2023",
)


_CLAIM_FRAMES: Final = (
    "Monthly commentary, portfolio section: {claim} [1].",
    "Consultant's manager review: {claim} [1], and the rating stays at 'Buy'.",
    "| Fund | Comment |\n|---|---|\n| Tideline Cat Bond Fund (UCITS, USD I) | {Claim} [1] |",
    "Investor e-mail: the Tideline factsheet says {claim} [1]. Is that after the Ian marks "
    "came back?",
    "IC minutes, item 5 (manager monitoring): the PM reported that {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2023") and "quarter" in c,
        seed=SEED,
        tag="zx",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZX: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
