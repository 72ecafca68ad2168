"""Held-out batch ZN: every flaw kind again, in the voice of central-bank and sovereign reserve
management: a reserve manager's strategic asset allocation (SAA) note and its parameter annex,
tranche guidelines (liquidity, investment and gold tranches), the Reserve Management Committee's
(RMC) decisions and minutes, an external manager's investment mandate from a central bank,
BIS/World Bank RAMP-style training notes and peer surveys, Board memos and resolutions on FX
intervention capacity, eligibility lists (sovereigns, supranationals, agencies) and compliance
reports against the guidelines.

Batch ZN is built like J, ZH and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Gross reserves in USD bn, months of import cover, reserves against the IMF ARA
metric, the Guidotti-Greenspan ratio, credit ratings, gold tonnage, mandate sizes, peer-survey
medians and the actual positions of a compliance report are decoy numbers: no truth depends on
them. Its parts are new:

* limits as reserve managers state them: an RMC decision ("Decision 3: … shall not exceed …"),
  a "Tranche / Parameter / Guideline" table beside the gold tranche, the Head of Reserve
  Management's reply with reserves and import cover as context, an SAA parameter annex (a bare
  number in the constraint's unit), a RAMP workshop handout using the bank's own guideline, a
  Board memo on FX intervention capacity among reserve-adequacy decoys and an investment
  management agreement's Schedule 2, each form in turn; number forms "10 percent", "10.0%",
  "10 pct", "60bp", "0.60 percent", "60 basis points (ex ante)"; subjects: single-issuer
  weight, the agencies-and-supranationals bucket, tracking error to the strategic benchmark,
  annual turnover of the investment tranche and a minimum liquidity-tranche share (a floor);
* requests deferring the limit to the RMC, the Board's SAA adoption, a paper taken off the
  agenda, the Risk Management Department or an unsigned tranche guideline, as a task note, a
  memo to the external manager, an RMC action list, a front-office note and a request under a
  reserves headline; a mandate bounding only other things (gold lending, securities lending,
  deposit counterparties' ratings);
* provenance misquoting its source: the value a revised tranche guideline or an amended RMC
  decision superseded, a Risk Department or management proposal the Committee or Board did not
  accept, the actual position of a compliance report (in prose, or a "Guideline / Limit /
  Actual / Status" table), a RAMP peer-survey median beside the bank's own guideline, a crisis
  protocol's value and a scenario of the SAA review that was not adopted;
* mandates as an external manager's investment guidelines in the mandate's fields
  (`investment_guidelines.schedule_2.4c`), an RMC record of decisions, an investment tranche's
  eligibility-and-limits list in the mandate's fields (`tranche_guidelines.investment[1]`), an
  appointment letter to an external manager and a Board resolution ("RESOLVED, that …");
* latitude granted as a tranche guideline's neutral value with an operating band, an RMC
  decision, a "Parameter / Band / Discretion" table and a split of discretion between the
  external manager and the Bank; refused as a value set by the SAA whose corridor is only a
  monitoring trigger, minutes in which the Committee declined discretion, and a Board memo not
  delegating the band; each twin the same text granting the band;
* objectives as an SAA objective line, a strategic asset allocation note, an RMC decision, an
  external mandate's objective clause and a training note's answer, with an earlier draft
  struck by the RMC or marked "[Superseded]" in the same message, and a corrigendum or a final
  record of decisions replacing an earlier message;
* leakage as an SAA methodology annex or an RMC paper writes it: the duration target,
  currency-composition weights, a covariance matrix, rebalancing bands and risk-budget
  parameters set on "the 2010–2019 return history used in the SAA review", "data through
  end-2017", "the RAMP training data set (2010-2021)", "reserve data for fiscal years 2010/11
  to 2017/18" and others; efficient-frontier results measured on the estimation sample, next
  month's yield change as an input, revised currency shares attached to the quarter they
  describe, rebalancing fills at the fixing that triggered the band breach and a band width
  picked on the full backtest; each clean twin in the same form, ending before the first test
  date (2 January 2015) or inside each fold;
* trend claims on an eligible supranational issuer, Caldera Development Bank: its loans
  outstanding, equity-to-loans ratio (in points), net interest income and debt to equity (in
  "x") over twelve quarters (2020 Q1–2022 Q4), as a credit note on an eligible issuer, an
  "Issuer / Eligibility comment" table, RMC minutes of an issuer review, a reply to a Board
  member and a box in the annual report on reserve management; magnitudes as "by roughly 4%",
  "by more than 10%", "by just under 15%", "by 1.1 points", "by 0.2x"; "expanded",
  "contracted", "strengthened", "weakened", "eased", "held its ground", "made no headway",
  "never dropped from one quarter to the next", "was above its year-earlier level in each
  quarter of 2022", "grew more quickly in 2022 than in 2021" and "grew at a compound rate above
  10% a year" (each made only where the series decides it clearly); horizons such as "in the
  most recent quarter (Q3 to Q4 2022)", "in the twelve months to end-2022" and "between June
  2020 and June 2022" against uncovered ones ("since we first bought its bonds in 2014", "over
  the last decade", "since the bank's 2017 capital increase"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270109
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzn5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzznn"


# --- numbers as reserve managers, committees and mandates write them ----------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the tranche or of reserves: "10 percent", "10.0%", "10 pct"."""
    pct = value * 100
    return {"percent": f"{_g(pct)} percent", "pct1": f"{pct:.1f}%", "pct": f"{_g(pct)} pct"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error budget: "50bp", "0.50 percent", "50 basis points (ex ante)"."""
    return {
        "bp": f"{_g(value)}bp",
        "percent": f"{value / 100:.2f} percent",
        "long": f"{_g(value)} basis points (ex ante)",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how reserve managers name it, its key in a tranche
    guideline's parameter annex, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "issuerLimit"),
    ("exposure to any single issuer", "the single-issuer limit", "holdings of any one issuer"),
    "issuer_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_AGENCY: Final = _Subject(
    ("max_bucket_weight", "agencySupraBucketCap"),
    (
        "the agencies and supranationals bucket",
        "the combined supra/agency allocation",
        "non-sovereign holdings (agencies and supranationals)",
    ),
    "supra_agency_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teLimitBp"),
    (
        "tracking error to the strategic benchmark",
        "ex-ante tracking error against the SAA benchmark",
        "the active-risk budget",
    ),
    "te_limit_bp",
    "bps",
    (40.0, 60.0, 80.0),
    _bp_forms,
)
_TURNOVER: Final = _Subject(
    ("max_annual_turnover", "turnoverLimit"),
    ("annual turnover of the investment tranche", "portfolio turnover per year", "turnover"),
    "turnover_max",
    "fraction",
    (0.6, 0.8, 1.2),
    _share_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_tranche_share", "liquidityTrancheFloor"),
    (
        "the liquidity tranche's share of reserves",
        "the liquidity tranche (as a share of gross reserves)",
        "the share of reserves held in the liquidity tranche",
    ),
    "liquidity_tranche_min",
    "fraction",
    (0.15, 0.2, 0.3),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _AGENCY, _TE, _TURNOVER, _LIQUIDITY)

_RATIONALES: Final = (
    "in line with common central-bank practice for an investment tranche",
    "the value most reserve managers in the RAMP peer group use",
    "prudent given the country's import cover",
    "a conservative placeholder until the next SAA review",
    "consistent with the reserve adequacy assessment",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the investment tranche's holdings under the reserve guidelines",
    "the best risk-adjusted return within the tranche guidelines",
    "solve the tranche weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated by the reserve manager")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zn", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "ceiling"


def _at_most(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _shall(s: _Subject) -> str:
    return "shall not fall below" if s.floor else "shall not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the investment tranche to the new strategic benchmark",
    "build the USD investment tranche after the annual SAA review",
    "propose weights for the investment tranche's sovereign, supranational and agency bonds",
    "re-optimise the externally managed global government bond portfolio",
    "rebuild the investment tranche after the transfer of USD 1.5bn to the liquidity tranche",
)
_DEFERRALS: Final = (
    "the RMC has not yet decided {noun}",
    "{noun} is to be set by the Board when it adopts the SAA review",
    "the paper on {noun} was taken off the Committee's agenda, so there is no figure",
    "the Risk Management Department has still to propose {noun}",
    "the tranche guideline covering {noun} is unsigned by the Governor's office",
)
_REQUEST_FRAMES: Final = (
    "Reserve Management Department, task note RM-27/014: {task}.\nOpen item: {deferral}.",
    "Memo to the external manager: please {task}. {Deferral}.",
    "RMC action list\n– {task}\n– pending: {deferral}",
    "From the front office: could you {task}? Bear in mind that {deferral}.",
    "Gross reserves USD 38.4bn, 6.2 months of import cover. Request: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms); {noun}, {v}, {key}, {verb}, {op}, {atmost}, {shall}
_STATINGS: Final = (
    (
        "Reserve Management Committee, meeting 4/2027\nDecision 3: {noun} {shall} {v}.\n"
        "Decision 4: gold holdings unchanged at 104.3 tonnes.",
        "figures",
    ),
    (
        "| Tranche | Parameter | Guideline |\n|---|---|---|\n| Investment | {Noun} | {op} {v} |\n"
        "| Gold | Physical holdings | 104.3 t, no lending |",
        "figures",
    ),
    (
        "From: Head of Reserve Management\nRe: your query\n\nThe Board approved {v} as the "
        "{verb} on {noun} when it adopted the SAA. For context, gross reserves stand at "
        "USD 48.7bn, or 7.1 months of imports.",
        "figures",
    ),
    (
        "SAA 2027, Annex B (parameters)\n  tranche: investment\n  {key}: {v}\n"
        "  benchmark: ICE 1-5y G7 sovereigns, USD-hedged",
        "bare",
    ),
    (
        "RAMP workshop handout, worked example (these are our own guidelines, not a textbook "
        "case): {noun}, {atmost} {v}.",
        "figures",
    ),
    (
        "Board memo: FX intervention capacity\nReserves at 128% of the IMF ARA metric; "
        "Guidotti-Greenspan ratio 2.4x.\nPortfolio guideline: {noun} {op} {v}.",
        "figures",
    ),
    (
        "Investment Management Agreement, Schedule 2 (Investment Guidelines), para 4(c): "
        "{noun}, {atmost} {v}, measured at each month-end.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    written = _g(value) if form == "bare" else s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        verb=_verb(s),
        op=_op(s),
        atmost=_at_most(s),
        shall=_shall(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zn", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "reserve_policy": [
        "Gold tranche: physical holdings only, no gold lending.",
        "No securities lending without the RMC's approval.",
        "Deposit counterparties rated A- or better.",
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
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------


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
    if structure == 0:  # the value a revised guideline superseded
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "Tranche guidelines v4 (March 2027) replace v3 in full. On "
                f"{noun}, v3 allowed {wrong}; v4 sets {right}."
            )
        else:
            text = (
                f"Minutes, RMC 2/2027, item 5: the limit on {noun} was amended from {wrong} "
                f"to {right}, effective 1 April."
            )
    elif structure == 1:  # a proposal that was not adopted
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The Risk Department proposed {wrong} for {noun}. The Committee did not "
                f"accept the proposal and kept {right}."
            )
        else:
            text = (
                f"Board memo: management sought {wrong} on {noun} to widen intervention "
                f"capacity. The Board declined; the guideline remains {right}."
            )
    elif structure == 2:  # the actual position in a compliance report
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Compliance report, 30 June: {noun} at {wrong} against a guideline of "
                f"{_op(s)} {right}. Within guideline."
            )
        else:
            text = (
                "| Guideline | Limit | Actual, 30 Jun | Status |\n|---|---|---|---|\n"
                f"| {_cap(noun)} | {_op(s)} {right} | {wrong} | compliant |"
            )
    elif structure == 3:  # a peer-survey figure beside the bank's own
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [
            f"RAMP peer survey (median of participating central banks): {wrong}",
            f"Our own guideline: {right}",
        ]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = f"Benchmarking note on {noun}\n" + "\n".join(lines)
    else:  # a crisis or scenario value, not in force
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "Under the crisis protocol (only once the Board declares an intervention "
                f"episode) {noun} could go to {wrong}. In normal times it is {right}."
            )
        else:
            text = (
                f"Scenario B of the SAA review (not adopted) assumed {wrong} for {noun}. "
                f"The adopted Scenario A keeps {right}."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zn", _plan),
)


# --- mandate clauses as guidelines, decisions, mandates and resolutions -------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # an external manager's investment guidelines in the mandate's fields
        clause = f"{_cap(noun)} {_shall(s)} {written}."
        fields: dict[str, JsonValue] = {"investment_guidelines": {"schedule_2": {"4c": clause}}}
        return fields, None, "investment_guidelines.schedule_2.4c"
    if shape == 1:
        record = (
            "Reserve Management Committee: record of decisions, meeting 3/2027\n"
            "D1. Gold tranche unchanged at 104.3 tonnes.\n"
            f"D2. {_cap(noun)} {_shall(s)} {written}.\n"
            "D3. Next SAA review in the fourth quarter."
        )
        return None, record, MANDATE_ID
    if shape == 2:  # an eligibility and limits list in the mandate's fields
        rules: list[JsonValue] = [
            "Eligible: sovereigns rated AA- or better, supranationals, guaranteed agencies.",
            f"{_cap(noun)}: {_op(s)} {written}.",
            "Currency composition as set by the SAA.",
        ]
        return (
            {"tranche_guidelines": {"investment": rules}},
            None,
            "tranche_guidelines.investment[1]",
        )
    if shape == 3:
        letter = (
            "Dear Sirs,\nThe Bank appoints you to manage USD 2.0bn of its investment tranche "
            "against the agreed benchmark. The following limit binds at all times: "
            f"{noun}, {_at_most(s)} {written}.\nYours faithfully,\nReserve Management Department"
        )
        return None, letter, MANDATE_ID
    never = "below" if s.floor else "above"
    resolution = (
        f"RESOLVED, that {noun} be held at no time {never} {written}; and that the Governor "
        "report any breach to the Board within one business day."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the investment tranche; every guideline in force applies.",
    "Re-run the tranche weights inside the approved guidelines.",
    "Quarterly rebalancing of the investment tranche, within its limits please.",
    "Rebuild the externally managed portfolio within the mandate's guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the guideline in force",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zn", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Tranche guideline 7: {noun}, neutral {mid}, operating band {lo} to {hi}; the portfolio "
    "managers position within the band at their discretion.",
    "RMC decision: the front office may run {noun} anywhere between {lo} and {hi} without "
    "further approval.",
    "| Parameter | Band | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Head of "
    "Reserve Management |",
    "Within {lo}–{hi} for {noun} the external manager decides; outside it, the Bank does.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun}: set at {point} by the SAA. The {lo} to {hi} corridor is a monitoring "
        "trigger for the Risk Department, not an operating band.",
        "{Noun}: may be positioned anywhere in the {lo} to {hi} corridor, at the front "
        "office's discretion.",
    ),
    (
        "Minutes: the front office asked for discretion over {noun} within {lo}–{hi}. The "
        "Committee declined and fixed it at {point}.",
        "Minutes: the front office asked for discretion over {noun} within {lo}–{hi}. The "
        "Committee agreed.",
    ),
    (
        "Board memo, FX intervention capacity: {noun} held at {point}; the Board has not "
        "delegated a {lo}–{hi} band to management.",
        "Board memo, FX intervention capacity: the Board delegates a {lo}–{hi} band on {noun} "
        "to management, to use as it sees fit.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the tranche guidelines, as a delegation message, or in RMC minutes."""
    if shape == 0:
        return {"tranche_guidelines": {"discretion": text}}, None
    if shape == 1:
        return None, f"Delegation of authority (reserve management)\n\n{text}"
    return {"rmc_minutes": {"items": [text, "Gold tranche unchanged."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 2,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zn", _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as SAA notes, RMC decisions, external mandates and
#: training answers put them; the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "SAA objective: the investment tranche maximises its Sharpe ratio.",
        "Strategic asset allocation note:\nfor the investment tranche we seek the highest "
        "excess return per unit of volatility, that is the Sharpe ratio.",
        "RMC decision 4: the investment tranche is optimised for the best risk-adjusted "
        "return (maximum Sharpe ratio).",
        "External mandate, objective clause: maximise the Sharpe ratio of the portfolio.",
        "Training note, question 3, our answer: the investment tranche is run for maximum Sharpe.",
    ),
    "variance": (
        "SAA objective: the investment tranche is the minimum-variance portfolio.",
        "Strategic asset allocation note:\ncapital preservation comes first, so the investment "
        "tranche is built for the lowest volatility possible, with no view on returns.",
        "RMC decision 4: the investment tranche is set as the minimum-variance portfolio.",
        "External mandate, objective clause: minimise the variance of portfolio returns; no "
        "return forecasts are to be used.",
        "Training note, question 3, our answer: safety first, so we run the lowest-variance mix.",
    ),
    "tracking": (
        "SAA objective: the investment tranche tracks the strategic benchmark as closely as "
        "possible.",
        "Strategic asset allocation note:\nthe investment tranche should stay as close to the "
        "strategic benchmark as it can, with the smallest tracking error achievable.",
        "RMC decision 4: the investment tranche minimises tracking error to the SAA benchmark.",
        "External mandate, objective clause: replicate the benchmark with minimum tracking error.",
        "Training note, question 3, our answer: we hug the strategic benchmark; minimum "
        "tracking error.",
    ),
    "return": (
        "SAA objective: the investment tranche maximises expected return, with no risk penalty.",
        "Strategic asset allocation note:\nthe investment tranche goes for the highest "
        "expected return; risk is handled by the guidelines, not in the objective.",
        "RMC decision 4: the investment tranche maximises expected return alone.",
        "External mandate, objective clause: maximise expected return, with no penalty for risk.",
        "Training note, question 3, our answer: the investment tranche simply chases the "
        "highest expected return.",
    ),
}
_DRAFTS: Final = (
    "The draft of this note said: {old} The RMC struck that at its March meeting.\n\n"
    "Adopted text:\n\n{new}",
    "[Superseded] {old}\n[In force] {new}",
)
_FOLLOW_UPS: Final = (
    "Corrigendum to the note above (its objective no longer applies):\n\n{new}",
    "Record of decisions, final version, replacing the draft circulated earlier:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "SAA review 2027. {ask}",
    "{ask}\n\nPlease set up the investment tranche accordingly.",
    "Memo to the external manager:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the eligible issuers of the investment tranche",
    purpose="solve for the tranche weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="tranche weights",
    section_title="Tranche weights",
    description="the tranche weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, struck or
    superseded; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zn",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the 2010–2019 return history used in the SAA review",
        "the 2010–2014 return history used in the SAA review",
    ),
    ("data through end-2017", "data through end-2014"),
    (
        "the benchmark's history from January 2010 to September 2018",
        "the benchmark's history from January 2010 to December 2014",
    ),
    ("the RAMP training data set (2010-2021)", "the RAMP training data set (2010-2014)"),
    ("all month-ends between 2010 and 2016", "all month-ends between 2010 and 2014"),
    (
        "reserve data for fiscal years 2010/11 to 2017/18",
        "reserve data for fiscal years 2010/11 to 2013/14",
    ),
)
_ACTIONS: Final = (
    "the duration target of the investment tranche was set",
    "the currency-composition weights were estimated",
    "the covariance matrix of the eligible bonds was calibrated",
    "the rebalancing bands around the strategic benchmark were tuned",
    "the risk-budget parameters of the tranches were fitted",
)
_LEAK_FRAMES: Final = (
    "SAA methodology annex: {action} on {period}.",
    "{Action} over {period} and left unchanged across the walk-forward folds.",
    "As the RMC paper records, {action} once, using {period}, before the backtest was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The efficient-frontier results in the SAA paper are measured on the same 2010–2020 "
        "sample the covariance matrix was estimated on; no period was held out.",
        "The efficient-frontier results in the SAA paper are measured only on each fold's test "
        "years; the covariance matrix is estimated in that fold's training window.",
    ),
    (
        "Yield inputs include each bond's yield change over the following month.",
        "Yield inputs include each bond's yield change over the previous month, known at the "
        "decision date.",
    ),
    (
        "Reserve data: currency shares as revised in later releases, attached to the quarter "
        "they describe.",
        "Reserve data: currency shares as first published, dated on their release day.",
    ),
    (
        "Backtest fills: rebalancing trades execute at the same day's fixing that triggered "
        "the band breach.",
        "Backtest fills: rebalancing trades execute at the next day's fixing after the band "
        "breach was observed.",
    ),
    (
        "Parameter choice: the band width is the best of six candidates over the full "
        "2010–2020 backtest, then applied to each fold.",
        "Parameter choice: the band width is chosen from six candidates inside each fold's "
        "training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the SAA review, please backtest the proposed investment-tranche benchmark "
    "walk-forward, three folds.",
    "The Board wants a three-fold walk-forward backtest of the investment tranche's "
    "rebalancing rule.",
    "Please run a walk-forward backtest (three folds) of the duration overlay on the "
    "investment tranche.",
)
_WHERE: Final = ("purpose", "reasoning", "evidence", "interpretation")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zn", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Caldera Development Bank"
_ENTITY: Final = "ent_caldera_development_bank"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the most recent quarter (Q3 to Q4 2022)", (10, 11)),
    ("in the twelve months to end-2022", (7, 11)),
    ("over 2021 and 2022", (3, 11)),
    ("since March 2020", (0, 11)),
    ("between June 2020 and June 2022", (1, 9)),
    ("from end-2020 to mid-2021", (3, 5)),
    ("since we first bought its bonds in 2014", None),
    ("over the last decade", None),
    ("since the bank's 2017 capital increase", None),
)


#: "roughly 12%", "by more than 10%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by roughly {}%"
)


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


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
        "loans_outstanding",
        (41.2, 40.6, 42.3, 43.8, 45.1, 46.0, 45.7, 48.9, 51.0, 52.6, 53.9, 55.8),
        ("Loans outstanding", "Caldera Development Bank's loan book", "CDB's outstanding loans"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} held its ground", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "equity_to_loans_pct",
        (24.8, 25.6, 25.1, 24.3, 23.9, 23.2, 23.6, 22.8, 22.1, 22.5, 21.7, 21.2),
        (
            "The equity-to-loans ratio",
            "Caldera Development Bank's equity-to-loans ratio",
            "CDB's capital ratio (equity to loans)",
        ),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} was never higher than in the quarter before", never_rose),
            ("{s} did not erode", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_interest_income",
        (212.0, 205.0, 219.0, 226.0, 231.0, 228.0, 240.0, 252.0, 266.0, 259.0, 274.0, 288.0),
        ("Net interest income", "Caldera Development Bank's net interest income", "NII"),
        (
            ("{s} climbed {m}", rose),
            ("{s} slid {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (4.1, 4.3, 4.2, 4.5, 4.6, 4.8, 4.7, 4.9, 5.1, 5.0, 5.2, 5.3),
        ("Debt to equity", "Leverage (debt/equity)", "Caldera Development Bank's debt-to-equity"),
        (
            ("{s} rose {m}", rose),
            ("{s} eased {m}", fell),
            ("{s} was never higher than in the quarter before", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_times,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above its year-earlier level in each quarter of 2022",
    down_all="{s} was below its year-earlier level in each quarter of 2022",
    faster="{s} grew more quickly in 2022 than in 2021",
    slower="{s} grew less quickly in 2022 than in 2021",
    grew="{s} grew at a compound rate above 10% a year between end-2020 and end-2022",
    shrank="{s} declined at a compound rate above 10% a year between end-2020 and end-2022",
)


_CLAIM_FRAMES: Final = (
    "Credit note on an eligible issuer: {claim} [1].",
    "| Issuer | Eligibility comment |\n|---|---|\n| Caldera Development Bank | {Claim} [1] |",
    "RMC minutes, item 6 (issuer review): {claim} [1]; the issuer stays on the eligibility list.",
    "Reply to the Board member's question: {Claim} [1].",
    "Annual report on reserve management, box 3: {claim} [1], while gross reserves rose to "
    "USD 44.9bn.",
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
        left_out=lambda h, w, c: h.startswith("in the most recent quarter") and "quarter" in c,
        seed=SEED,
        tag="zn",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZN: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
