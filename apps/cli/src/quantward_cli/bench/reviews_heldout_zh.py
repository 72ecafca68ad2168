"""Held-out batch ZH: every flaw kind again, in the voice of audit, model risk and due
diligence: internal auditors' findings ("Finding 4 (High): … Management response: … Target
date: …"), model-validation reports in SR 11-7 style (conceptual soundness, outcomes analysis,
limitations, compensating controls), operational due-diligence questionnaires answered by
managers ("Q 7.3: … A: …"), consultants' manager-research notes, RFP answers, remediation
trackers, sign-off matrices and "Limit / Observed / Status" monitoring tables.

Batch ZH is built like J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Finding, question, item and row numbers, target dates, peer-group
sizes and observed values in monitoring tables are decoy numbers: no truth depends on them. Its
parts are new:

* limits as auditors, validators and DDQ answers state them: a final management response, a
  DDQ question and its answer, a "Limit / Threshold / Status" table row, a sign-off matrix row
  with its approvers, a parameter-register extract (a bare number in the constraint's unit), a
  closed remediation item, a validation conclusion, an RFP response and a "Limit / Observed /
  Status" row whose observed value is a decoy, each form in turn; number forms "5%", "5.00%",
  "5 per cent", "150 bps", "1.50%", "150 basis points", "1.5x", "150% of NAV", "1.5 times NAV";
  subjects: single-issuer exposure, sector concentration, ex-ante tracking error, gross
  leverage and a liquidity buffer that is a floor;
* requests deferring the limit to an open audit finding, an unanswered DDQ question, the model
  risk committee, a sign-off matrix row still pending or a remediation item with no value yet,
  as a finding with its management response and target date, a DDQ follow-up, a remediation
  workstream, a manager-research request and an IC action; a mandate bounding only other things
  (a side letter on shorting and unlisted securities);
* provenance misquoting its source: the limit an audit finding had replaced (or a remediation
  tracker marks superseded), a proposal the IC declined or a developer's calibration validation
  did not accept, the observed value of a monitoring report taken for its limit, another
  question's answer in the same DDQ block, and a peer-group median from a manager-research note;
* mandates as a DDQ answer in the mandate's fields (`ddq.section_7.q7_3`), an IMA schedule of
  investment restrictions, a compliance-monitoring table with other hard limits, a side letter's
  numbered list in the mandate's fields (`side_letter[1]`) and a DDQ question and answer as the
  mandate message;
* latitude granted as a compensating control, a DDQ answer ("Is … fixed? A: No …"), a
  tolerance table and a guideline with discretion around it; refused as a value fixed by the IC
  whose band is a monitoring trigger, a DDQ answer saying no, and a sign-off row whose proposal
  was rejected; each twin the same text granting the band;
* objectives as an RFP section, a DDQ answer, a validation scope, a management response and a
  model-inventory entry, with an earlier draft withdrawn after IC review or corrected after a
  finding in the same message, and an RFP addendum or final management response replacing an
  earlier message;
* leakage as a validation report writes it: "conceptual soundness" calibrations on "Jan 2010 –
  Dec 2018", "data through 31 December 2017", "the 2010–2016 development sample", a DDQ answer
  ("estimated over 2010-2019"), a model-inventory calibration window in day-first dates and a
  workpaper reference; outcomes analysis on the sample the weights were fitted on, a forward
  return as an input (a limitation without a compensating control), restated fundamentals
  aligned on period end, same-close fills and a lookback picked on the full backtest; each clean
  twin in the same form, ending before the first test date (2 January 2015) or inside each fold;
* trend claims on Hartwell Instruments' revenue, gross margin (in points), free cash flow and
  interest cover (in turns) over twelve quarters (FY2020 Q1–FY2022 Q4, newest first), as a key
  finding, a due-diligence conclusion with "no exceptions noted", a rating table row, a
  workpaper reference and a consultant's view; magnitudes as "~12%", "more than 10%", "just
  under 15%", "by 2.0 points", "by 0.9 turns"; "showed no quarterly decline", "did not
  deteriorate", "was higher year on year in each quarter of FY2022", "growth accelerated in
  FY2022 relative to FY2021" and a double-digit compound rate (each made only where the series
  decides it clearly); horizons as review periods ("over the review period Q4 2021 to Q4
  2022", "over the eight quarters to 31 December 2022", "quarter on quarter to Q4 2022")
  against uncovered ones ("since the 2015 on-site review", "over the decade to December 2022",
  "versus the 2018 DDQ baseline"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

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

SEED: Final = 20270103
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzh5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzhh"


# --- numbers as auditors and DDQ answers write them ----------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "5%", "5.00%", "5 per cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "per_cent": f"{_g(pct)} per cent"}


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bps": f"{_g(value)} bps",
        "pct": f"{value / 100:.2f}%",
        "long": f"{_g(value)} basis points",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "x": f"{_g(value)}x",
        "nav": f"{_g(value * 100)}% of NAV",
        "times": f"{_g(value)} times NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how auditors and managers name it, its key in a
    parameter register, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    ("single-issuer exposure", "issuer concentration", "exposure to any one issuer"),
    "issuer_max",
    "fraction",
    (0.04, 0.05, 0.075),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorConcentrationCap"),
    ("sector concentration", "GICS sector exposure", "exposure to any one sector"),
    "sector_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "exAnteTeBps"),
    ("ex-ante tracking error", "tracking error to the benchmark", "active risk"),
    "te_limit_bps",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_leverage_limit", "maxGrossExposure"),
    ("gross leverage", "gross exposure", "gross notional exposure"),
    "gross_max",
    "multiple",
    (1.3, 1.5, 1.8),
    _multiple_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_buffer", "cashFloor"),
    ("liquidity buffer", "cash buffer", "cash reserve"),
    "cash_min",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _TE, _GROSS, _LIQUIDITY)

_RATIONALES: Final = (
    "consistent with peer practice in our manager-research universe",
    "the level used in the prior validation cycle",
    "a prudent interim value pending management's response",
    "in line with the consultant's standard DDQ template",
    "customary for a long-only mandate of this size",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the mandate's model portfolio under its investment restrictions",
    "the best risk-adjusted return within the restrictions",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the response")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zh", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "construct the model portfolio for the new equity sleeve",
    "rebuild the weights for the mandate under review",
    "run the optimisation for the validation re-performance",
    "produce the pro-forma portfolio for the RFP",
    "rebalance the global equity book for quarter-end",
)
_DEFERRALS: Final = (
    "{noun}: limit to be confirmed by the CRO (open item)",
    "the DDQ question on {noun} is still unanswered in the draft",
    "{noun} sits with the model risk committee and is not yet approved",
    "per the sign-off matrix, {noun} is owned by Risk; status: Pending",
    "{noun}: see the remediation tracker, item still Open, no value agreed yet",
)
_REQUEST_FRAMES: Final = (
    "Finding (High): {Deferral}.\nManagement response: agreed, a limit will be set.\n"
    "Target date: end of Q3.\n\nIn the meantime, please {task}.",
    "DDQ follow-up: please {task}. {Deferral}.",
    "Remediation tracker, workstream B: {task}.\nOpen dependency: {deferral}.",
    "For the manager-research note, please {task}. {Deferral}.",
    "Action (IC): {task}. Note: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside an observed decoy); {noun}, {v}, {key}, {verb}, {op},
#: {obs}
_STATINGS: Final = (
    (
        "Management response (final): the {noun} limit is {v}, approved by the CRO; implemented.",
        "figures",
    ),
    (
        "Q 7.3: What is the limit on {noun}?\nA: {v}. A hard limit, monitored daily by Risk.",
        "figures",
    ),
    ("| Limit | Threshold | Status |\n|---|---|---|\n| {Noun} | {op} {v} | Approved |", "figures"),
    ("Sign-off matrix, row F: {noun} {op} {v}. CRO ✔, CIO ✔, Compliance ✔.", "figures"),
    (
        "Parameter register extract:\n    {key}: {v}    # approved at MRC\n    review: annual",
        "bare",
    ),
    (
        "Remediation item closed: the {noun} {verb} was formalised at {v} in the guidelines.",
        "figures",
    ),
    (
        "Validation conclusion: a {noun} {verb} of {v} suits the strategy; no override.",
        "figures",
    ),
    (
        "RFP response, section D: we hold {noun} to a hard {verb} of {v}, checked pre-trade.",
        "figures",
    ),
    ("| Limit | Observed | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | Within |", "table"),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an observed value inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.8), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        verb=_verb(s),
        op=_op(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zh", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "side_letter": [
        "No short positions.",
        "No unlisted or private securities.",
        "Quarterly holdings transparency to the client.",
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

#: another question in the same DDQ block: its noun and its answer, in the subject's own unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "issuer_max": ("sector concentration", 0.25),
    "sector_max": ("single-issuer exposure", 0.05),
    "te_limit_bps": ("drawdown tolerance", 800.0),
    "gross_max": ("net exposure", 0.4),
    "cash_min": ("monthly one-way turnover", 0.15),
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
    if structure == 0:  # the limit a finding replaced
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Finding 4 (High): the {noun} limit of {wrong} had no documented rationale.\n"
                f"Management response: Agreed. Replaced by {right}, approved by the IC.\n"
                "Status: Closed."
            )
        else:
            text = (
                "| Item | Prior limit | Revised limit | Status |\n|---|---|---|---|\n"
                f"| {noun} | {wrong} (superseded) | {right} | Implemented |"
            )
    elif structure == 1:  # a proposal declined, or a calibration validation did not accept
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        move = "lowering" if s.floor else "raising"
        if variant == 0:
            text = (
                f"The manager proposed {move} {noun} to {wrong}; the investment committee "
                f"declined the proposal, and the limit stays at {right}."
            )
        else:
            text = (
                f"Model validation: the developer's calibration suggested {wrong} for {noun}; "
                f"validation did not accept it. Approved parameter: {right}."
            )
    elif structure == 2:  # the observed value of a monitoring report
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "| Limit | Observed | Status |\n|---|---|---|\n"
                f"| {noun} {_op(s)} {right} | {wrong} | Within |"
            )
        else:
            text = (
                f"Monitoring report, 31 December: {noun} observed at {wrong} against a limit of "
                f"{right}; within limit, no escalation."
            )
    elif structure == 3:  # another question's answer in the same DDQ block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [
            f"Q 7.3: What is the maximum {decoy_noun}?\nA: {wrong}.",
            f"Q 7.4: What is the {'minimum' if s.floor else 'maximum'} for {noun}?\nA: {right}.",
        ]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "\n\n".join(lines)
    else:  # a peer-group median from a manager-research note
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Manager research note: the peer median for {noun} in our universe is {wrong}; "
                f"this manager runs a hard limit of {right}."
            )
        else:
            text = (
                f"Peer group (38 managers): median {noun} limit {wrong}.\n"
                f"This manager: {right}, written into the IMA."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zh", _plan),
)


# --- mandate clauses as DDQs, schedules and monitoring tables ------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    bound = "minimum" if s.floor else "maximum"
    if shape == 0:  # a DDQ answer in the mandate's fields
        answer = f"A: {written}, a hard limit in the IMA ({bound} {noun})."
        return {"ddq": {"section_7": {"q7_3": answer}}}, None, "ddq.section_7.q7_3"
    if shape == 1:
        schedule = (
            "Investment Management Agreement, Schedule 2 (Investment Restrictions)\n"
            "2.1 Listed equities only.\n"
            f"2.2 {_cap(noun)} shall {'not fall below' if s.floor else 'not exceed'} {written} "
            "at any time.\n"
            "2.3 No short sales."
        )
        return None, schedule, MANDATE_ID
    if shape == 2:
        table = (
            "Compliance monitoring framework (IMA Schedule 3)\n\n"
            "| Limit | Threshold | Type |\n|---|---|---|\n"
            f"| {noun} | {_op(s)} {written} | Hard |\n"
            "| Short positions | none permitted | Hard |\n"
            "| Unlisted securities | none permitted | Hard |"
        )
        return None, table, MANDATE_ID
    if shape == 3:  # a side letter's numbered list in the mandate's fields
        clauses: list[JsonValue] = [
            "No investment in unlisted securities.",
            f"{_cap(noun)} {_op(s)} {written} at all times.",
            "Monthly holdings transparency to the client.",
        ]
        return {"side_letter": clauses}, None, "side_letter[1]"
    ddq = (
        f"Q 7.3: What is the {bound} {noun}?\nA: {written}. This is a hard limit set by the client."
    )
    return None, ddq, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebuild the portfolio for the audit re-performance; all IMA restrictions apply.",
    "Pro-forma portfolio for the DDQ pack, compliant with the client's guidelines, please.",
    "Consultant request: show the model portfolio under the mandate's limits.",
    "Remediation item B: re-run the weights inside the investment restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the mandate's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zh", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Compensating control: the PM may set {noun} anywhere between {lo} and {hi}; Risk reviews "
    "the choice monthly.",
    "Q 8.1: Is {noun} fixed?\nA: No. The manager may operate anywhere from {lo} to {hi} at its "
    "discretion.",
    "| Parameter | Permitted range | Set by |\n|---|---|---|\n| {Noun} | {lo} to {hi} | "
    "Portfolio manager |",
    "{Noun}: guideline {mid}, with discretion to run anywhere in {lo}–{hi} (IC minute).",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} by the IC. The tolerance of {lo} to {hi} in the validation "
        "report is a monitoring trigger only, not a positioning range.",
        "{Noun} may be set by the manager anywhere within {lo}–{hi}, per the validation report.",
    ),
    (
        "Q 8.1: May the manager vary {noun}?\nA: No. It is set at {point}; the band from {lo} "
        "to {hi} only triggers escalation to the CRO.",
        "Q 8.1: May the manager vary {noun}?\nA: Yes, anywhere from {lo} to {hi}.",
    ),
    (
        "Sign-off matrix: proposal to let {noun} float within {lo}–{hi}. Status: Rejected "
        "(CRO). {Noun} remains {point}.",
        "Sign-off matrix: proposal to let {noun} float within {lo}–{hi}. Status: Approved "
        "(CRO, CIO).",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a list of controls."""
    if shape == 0:
        return {"ddq_answers": {"section_8": text}}, None
    if shape == 1:
        return None, f"Investment guidelines: discretion\n\n{text}"
    return {"validation_report": {"compensating_controls": [text, "Daily pre-trade check."]}}, None


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one written form; a range of multiples reads as "0.75x to 1.5x"."""
    written = _written_alike(rng, s, bounds)  # drawn for every subject
    if s.unit == "multiple":
        return {k: f"{_g(v)}x" for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}
    return written


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zh", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as RFPs, DDQs, validation scopes, management responses and
#: model inventories put them; the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "RFP section 3.1: the portfolio is to be constructed to maximise its Sharpe ratio.",
        "Q 2.4: What is the portfolio construction objective?\nA: The highest risk-adjusted "
        "return, measured by the Sharpe ratio.",
        "Validation scope: the optimiser maximises excess return per unit of volatility.",
        "Management response: the book will be optimised for the best Sharpe ratio, as the "
        "model inventory records.",
        "Model inventory entry MI-07, objective: maximum Sharpe ratio.",
    ),
    "variance": (
        "RFP section 3.1: the portfolio is to be the minimum-variance portfolio of the universe.",
        "Q 2.4: What is the portfolio construction objective?\nA: The lowest achievable "
        "volatility; expected returns are not an input.",
        "Validation scope: the optimiser minimises portfolio variance, with no return forecasts.",
        "Management response: the book will be built as the least-volatile portfolio available.",
        "Model inventory entry MI-07, objective: minimum variance.",
    ),
    "tracking": (
        "RFP section 3.1: the portfolio is to track MSCI World as closely as possible.",
        "Q 2.4: What is the portfolio construction objective?\nA: Minimum tracking error to the "
        "MSCI World index.",
        "Validation scope: the optimiser minimises ex-ante tracking error against MSCI World.",
        "Management response: the book will hug MSCI World, keeping active risk as small as "
        "possible.",
        "Model inventory entry MI-07, objective: minimum tracking error vs MSCI World.",
    ),
    "return": (
        "RFP section 3.1: the portfolio is to maximise expected return, with no risk penalty.",
        "Q 2.4: What is the portfolio construction objective?\nA: The highest expected return; "
        "risk is not penalised in the objective.",
        "Validation scope: the optimiser maximises expected return alone.",
        "Management response: the book will chase the highest expected return, with no "
        "adjustment for risk.",
        "Model inventory entry MI-07, objective: maximum expected return.",
    ),
}
_DRAFTS: Final = (
    "Draft v0.3 read: {old} That draft was withdrawn after the IC review.\n\nFinal v1.0:\n\n{new}",
    "~~{old}~~ (struck per Finding 2)\n\nCorrected scope:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "RFP addendum (supersedes the objective stated in the earlier message):\n\n{new}",
    "Management response (final, replaces the objective stated earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Manager research request. {ask}",
    "{ask}\n\nPlease prepare the model portfolio on that basis.",
    "DDQ follow-up from the consultant:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the mandate's universe",
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
    """Every fourth case from the second has an earlier version in the same message, withdrawn
    or struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zh",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the Jan 2010 – Dec 2018 sample", "the Jan 2010 – Dec 2014 sample"),
    ("data through 31 December 2017", "data through 31 December 2014"),
    ("the 2010–2016 development sample", "the 2010–2014 development sample"),
    (
        'the period stated in DDQ answer 5.2 ("estimated over 2010-2019")',
        'the period stated in DDQ answer 5.2 ("estimated over 2010-2014")',
    ),
    (
        "the calibration window 04/01/2010 – 30/06/2017",
        "the calibration window 04/01/2010 – 31/12/2014",
    ),
    ("workpaper WP-12's sample (2011 to 2019)", "workpaper WP-12's sample (2011 to 2014)"),
)
_ACTIONS: Final = (
    "the scoring thresholds were calibrated",
    "the factor weights were set",
    "the signal decay parameter was estimated",
    "the rebalancing bands were tuned",
    "the winsorisation cut-offs were chosen",
)
_LEAK_FRAMES: Final = (
    "Conceptual soundness: {action} on {period}.",
    "{Action} over {period} and held fixed across all three folds (development documentation).",
    "Per the model inventory, {action} once, using {period}, ahead of the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Outcomes analysis: performance is measured on the same 2010–2020 sample on which the "
        "signal weights were estimated; no hold-out was kept.",
        "Outcomes analysis: performance is measured only on each fold's test years; signal "
        "weights are estimated in that fold's training window.",
    ),
    (
        "Limitation L-3: the forward 20-day return is one of the model's input features; no "
        "compensating control is in place.",
        "Limitation L-3: the trailing 20-day return, ending the day before the signal date, is "
        "one of the model's input features.",
    ),
    (
        "Data: fundamentals are taken as restated today and aligned on fiscal period end, not "
        "on the date they were first published.",
        "Data: fundamentals are point-in-time, as first reported, and aligned on the date they "
        "were published.",
    ),
    (
        "Execution assumption: trades fill at the same closing price that generated the signal.",
        "Execution assumption: trades fill at the next day's open after the signal's closing "
        "price.",
    ),
    (
        "Model selection: the lookback was chosen as the best of twelve candidates on the full "
        "2010–2020 backtest, then reported fold by fold.",
        "Model selection: the lookback was chosen from twelve candidates inside each fold's "
        "training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the validation re-performance, please run the walk-forward backtest, three folds.",
    "Audit request: reproduce the strategy's walk-forward results for the three folds.",
    "DDQ follow-up: please back-test the factor model walk-forward and share the report.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zh", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Hartwell Instruments"
_ENTITY: Final = "ent_hartwell_instruments"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("quarter on quarter to Q4 2022", (10, 11)),
    ("over the review period Q4 2021 to Q4 2022", (7, 11)),
    ("over the eight quarters to 31 December 2022", (3, 11)),
    ("since 31 March 2020", (0, 11)),
    ("from Q2 2020 to Q2 2022", (1, 9)),
    ("between 31 December 2020 and 30 June 2021", (3, 5)),
    ("since the 2015 on-site review", None),
    ("over the decade to December 2022", None),
    ("versus the 2018 DDQ baseline", None),
)


#: "~12%", "more than 10%", "just under 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="more than {}%", short="just under {}%", about="~{}%")


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


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
        "revenue",
        (410.0, 395.0, 420.0, 445.0, 470.0, 490.0, 505.0, 530.0, 575.0, 610.0, 650.0, 700.0),
        ("Revenue", "Hartwell Instruments' revenue", "Net sales"),
        (
            ("{s} increased {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (41.5, 39.8, 40.6, 42.0, 42.9, 43.5, 43.1, 44.2, 43.0, 41.9, 41.2, 40.4),
        ("Gross margin", "Hartwell Instruments' gross margin", "Gross margin (reported)"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} showed no quarterly increase", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (88.0, 72.0, 54.0, 69.0, 81.0, 97.0, 93.0, 104.0, 99.0, 112.0, 118.0, 115.0),
        ("Free cash flow", "FCF", "Hartwell Instruments' free cash flow"),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (6.8, 5.9, 5.2, 5.6, 6.1, 6.7, 7.2, 7.0, 7.6, 7.9, 8.3, 8.1),
        ("Interest cover", "EBIT interest cover", "Hartwell Instruments' interest cover"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of FY2022, and for a growing item the two fiscal years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher year on year in each quarter of FY2022",
    down_all="{s} was lower year on year in each quarter of FY2022",
    faster="{s} growth accelerated in FY2022 relative to FY2021",
    slower="{s} growth slowed in FY2022 relative to FY2021",
    grew="{s} compounded at a double-digit annual rate from Q4 2020 to Q4 2022",
    shrank="{s} contracted at a double-digit annual rate from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "**Key finding 1.** {Claim} [1].",
    "Due diligence conclusion: {claim} (source [1]); no exceptions noted.",
    "| Area | Observation | Rating |\n|---|---|---|\n| Fundamentals | {Claim} [1] | Satisfactory |",
    "Per the financial review workpaper, {claim} [1].",
    "Consultant's view: {claim} [1]. We maintain our rating.",
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
        left_out=lambda h, w, c: h.startswith("quarter on quarter") and "quarter" in c,
        seed=SEED,
        tag="zh",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZH: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
