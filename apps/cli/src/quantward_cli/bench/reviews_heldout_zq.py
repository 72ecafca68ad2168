"""Held-out batch ZQ: every flaw kind again, in the voice of CLO managers and leveraged-loan and
private-credit portfolio teams: indenture and collateral-management agreement extracts
(Concentration Limitations such as "Collateral Obligations rated Caa1/CCC+ or below not to exceed
7.5% of the Collateral Principal Amount", obligor and industry concentration, cov-lite and
second-lien buckets, WARF/WAS/WAL/Diversity Score collateral quality tests, OC and IC coverage
tests with their triggers), monthly trustee reports and their compliance-test tables ("Test |
Threshold | Actual | Result"), reinvestment-period notes, rating-agency presale language, a loan
trader's chat and a credit analyst's notes, an equity tranche investor's questions and the
manager's investment committee (IC) write-ups.

Batch ZQ is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. WARF figures ("2,874 WARF"), Diversity Scores, OC and IC ratios with their
minimums ("Min 102.4%"), par build, warehouse sizes, loan prices and spreads of single loans
("TLB S+400, bid 96.25"), reinvestment-period end dates and Determination Dates are decoy
numbers: no truth depends on them. Its parts are new:

* limits as a CLO desk states them: a credit analyst's reply citing the Indenture, an extract
  of the definition of "Concentration Limitations" ("provided that … shall not exceed … on any
  Measurement Date"), a trustee report's "Test | Threshold | Actual | Result" row whose actual
  is a decoy, a compliance-system configuration export (a bare number in the constraint's
  unit), IC minutes, a rating agency's presale "Key Portfolio Parameters", a loan-desk chat, a
  First Supplemental Indenture quoting the figure it deleted, and an equity investors' Q&A,
  each form in turn; number forms "7.5%", "7.50%", "7.5 per cent", "350bps", "3.50%", "350
  basis points"; subjects: single-Obligor concentration, industry concentration, the Caa/CCC
  bucket, the cov-lite bucket and a Minimum Weighted Average Spread that is a floor;
* requests deferring the limit to an Effective Date election not yet notified, a Supplemental
  Indenture still with counsel, a bracketed figure in the draft Offering Memorandum, an IC
  sign-off for the warehouse, or the anchor equity investor's side letter;
* provenance misquoting its source: the original Indenture's figure a Supplemental Indenture
  replaced (in prose, or struck through), a loosening the Subordinated Noteholders did not
  consent to, the actual in a trustee report taken for its threshold (in prose or a test
  table), another figure among the key deal terms (another bucket or a coupon floor), and
  another CLO's or the market's figure quoted for comparison;
* mandates as the Indenture's Concentration Limitations in the mandate's fields
  (`indenture.concentration_limitations.xiv`), a collateral management agreement's Investment
  Criteria, an anchor equity investor's side letter, the compliance system's Portfolio Profile
  Tests in the mandate's fields (`compliance.portfolio_profile_tests[2]`) and a First
  Supplemental Indenture quoting the looser figure it superseded;
* latitude granted as a manager's election by notice to the Trustee, a schedule of Manager
  Elections needing no Rating Agency Confirmation, a "Parameter | Permitted range | Elected
  by" table and the equity's counsel's e-mail; refused as a figure fixed by the Indenture
  whose range in the offering circular was only indicative, a CIO declining a PM's request in
  the IC minutes and a compliance note that the equity has not consented to a band; each twin
  the same text granting it;
* objectives as an IC memo, the majority equity holder, a CIO note, the deal team's e-mail and
  IC minutes, with an earlier draft quoted or struck at IC and a later note from the CIO
  replacing an earlier one;
* leakage as a CLO credit team writes it: a default-probability model, a recovery haircut, a
  spread-per-WARF-point curve, a "cheap to rating" threshold and a CCC haircut rule set on
  periods reaching into the test years, and whole sentences (the price a loan goes on to show
  in the next trustee report, today's ratings applied to every past month, a swap threshold
  picked on the whole sample, default flags from a later workout file); each clean twin in the
  same form, ending before the first test date (2 January 2015);
* trend claims on Calloway Fluid Systems (a leveraged borrower held in the deal) — revenue,
  EBITDA margin (in bps), interest coverage (as "0.4x") and net leverage (in turns) over twelve
  quarters (2020 Q1–2022 Q4), as a credit analyst's note, an IC watch-list write-up, an
  "Obligor | Analyst comment" table, an equity investor's question and a loan trader's note;
  magnitudes as "c.12%", "over 15%", "a touch under 20%", "by roughly 140bps", "by 0.6x", "by
  0.8 turns"; horizons covered by the series against uncovered ones ("since the sponsor's
  buyout in 2016"). Whether a claim holds is computed from the series: true, false, or too
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
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270112
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzq5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzqq"


# --- numbers as indentures, trustees and loan desks write them -----------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the Collateral Principal Amount: "7.5%", "7.50%", "7.5 per cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "per": f"{_g(pct)} per cent"}


def _bp_forms(value: float) -> dict[str, str]:
    """A spread: "350bps", "3.50%", "350 basis points"."""
    return {
        "bps": f"{_g(value)}bps",
        "pct2": f"{value / 100:.2f}%",
        "long": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Indenture and the desk name it, its key in the
    compliance system's configuration, the values it takes, its written forms, and whether it is
    a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_OBLIGOR: Final = _Subject(
    ("max_obligor_weight", "singleObligorLimit"),
    (
        "exposure to any single Obligor",
        "the largest single Obligor concentration",
        "the Aggregate Principal Balance of any one Obligor",
    ),
    "single_obligor_max",
    "fraction",
    (0.02, 0.025, 0.03),
    _share_forms,
)
_INDUSTRY: Final = _Subject(
    ("max_industry_weight", "industryConcentrationLimit"),
    (
        "exposure to any one Moody's Industry Classification",
        "the largest industry concentration",
        "the Aggregate Principal Balance in any single S&P Industry Classification",
    ),
    "industry_max",
    "fraction",
    (0.1, 0.12, 0.15),
    _share_forms,
)
_CCC: Final = _Subject(
    ("max_ccc_weight", "caaCccBucketMax"),
    (
        "the Caa/CCC bucket",
        "Collateral Obligations rated Caa1/CCC+ or below",
        "the aggregate of Caa-rated obligations",
    ),
    "caa_ccc_max",
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_COVLITE: Final = _Subject(
    ("max_cov_lite_weight", "covLiteBucketMax"),
    ("the cov-lite bucket", "the aggregate of Cov-Lite Loans", "Cov-Lite Loans in the portfolio"),
    "cov_lite_max",
    "fraction",
    (0.3, 0.4, 0.6),
    _share_forms,
)
_WAS: Final = _Subject(
    ("min_weighted_average_spread_bps", "wasFloorBps"),
    (
        "the Weighted Average Spread",
        "the portfolio's weighted average spread over Term SOFR",
        "WAS (the weighted average spread)",
    ),
    "was_min_bps",
    "bps",
    (325.0, 350.0, 375.0),
    _bp_forms,
    floor=True,
)
_SUBJECTS: Final = (_OBLIGOR, _INDUSTRY, _CCC, _COVLITE, _WAS)

_RATIONALES: Final = (
    "typical of a recent broadly syndicated CLO indenture",
    "the usual figure in BSL CLO documents",
    "in line with recent new-issue deals",
    "a conservative placeholder until the Indenture is checked",
    "what the rating agencies usually expect",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the CLO's loan portfolio under the Indenture's Concentration Limitations",
    "the best risk-adjusted return within the Indenture's tests",
    "solve the loan weights",
    "the solved loan weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the portfolio team stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zq", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _mm(s: _Subject) -> str:
    """A trustee report's threshold label."""
    return "Min" if s.floor else "Max"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _shall(s: _Subject) -> str:
    return "shall not be less than" if s.floor else "shall not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the loan portfolio ahead of the next Measurement Date",
    "build the ramp-up portfolio for the Ashgrove CLO 2024-2 warehouse",
    "reinvest the $18.4mm of Principal Proceeds from this quarter's repayments",
    "rework the portfolio before the Reinvestment Period ends on 15 July 2029",
    "size our allocations from this week's primary calendar",
)
_DEFERRALS: Final = (
    "{noun} is one of the Effective Date elections we have not yet notified to the Trustee",
    "the Supplemental Indenture changing {noun} is still with counsel",
    "{noun}: still in square brackets in the draft Offering Memorandum, pending the rating agency",
    "the IC has not signed off on {noun} for the warehouse",
    "the anchor equity investor still has to confirm {noun} in its side letter",
)
_REQUEST_FRAMES: Final = (
    "Portfolio management, action list\n1. {Task}.\n2. Open point: {deferral}.",
    "Team,\n\nCan someone {task}? {Deferral}.\n\nThanks, Priya (PM, Ashgrove CLO 2024-2)",
    "Trader's note: {task}. Par build so far +$1.2mm; {deferral}, so flag it.",
    "Warehouse update: $212.5mm ramped against a $400mm target. Next: {task}.\nNB: {deferral}.",
    "Question from the equity: could you {task}? {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside an actual decoy, or "amended" a written form beside the
#: figure it replaced); {noun}, {v}, {key}, {limit}, {op}, {mm}, {obs}, {old}, {nomore}, {shall}
_STATINGS: Final = (
    (
        "Re: your question. Checked the Indenture (s.12.2): {noun} must be {nomore} {v} on any "
        "Measurement Date. Rgds, Tom (credit)",
        "figures",
    ),
    (
        'Indenture, definition of "Concentration Limitations" (extract): \'… provided that '
        "{noun} {shall} {v} on any Measurement Date …'",
        "figures",
    ),
    (
        "Monthly trustee report, Portfolio Profile and Collateral Quality Tests:\n"
        "| Test | Threshold | Actual | Result |\n|---|---|---|---|\n"
        "| {Noun} | {mm} {v} | {obs} | PASS |",
        "table",
    ),
    (
        "Exported from the compliance system (deal_tests.yaml):\n    deal: ASHGROVE_CLO_2024_2\n"
        "    {key}: {v}\n    reinvestment_end: 2029-07-15",
        "bare",
    ),
    (
        "IC minutes, 14 March: the committee confirmed a {limit} of {v} for {noun}. Headroom to "
        "the 2,900 WARF covenant was also noted.",
        "figures",
    ),
    (
        "From the rating agency's presale, Key Portfolio Parameters (as represented by the "
        "Collateral Manager): {noun}, {limit} {v}.",
        "figures",
    ),
    (
        "Loan desk chat\n[10:42] trader: what's the line on {noun}?\n[10:43] PM: {v} {limit}, "
        "per the doc. we're 2,874 WARF and a 71 div score fwiw",
        "figures",
    ),
    (
        "First Supplemental Indenture (effective 9 May): the {limit} for {noun} is amended to "
        "{v}; the figure of {old} in the original Indenture is deleted.",
        "amended",
    ),
    (
        "Q&A with the equity investors\nQ: What is the limit on {noun}?\nA (Collateral "
        "Manager): {v} ({limit}), tested on each Determination Date.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = old = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        seen = round(value * 1.12) if s.floor else round(value * 0.7, 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    elif form == "amended":  # the deleted figure, looser, in the same form
        before = round(value * (0.8 if s.floor else 1.5), 6)
        written, old = s.alike((value, before), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        mm=_mm(s),
        obs=observed,
        old=old,
        nomore=_no_more(s),
        shall=_shall(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zq", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "eligibility_criteria": [
        "Each Collateral Obligation is a USD-denominated Senior Secured Loan or Bond.",
        "No Structured Finance Obligations, Letters of Credit or Zero Coupon Bonds.",
        "Obligors domiciled in a Group I, II or III Country only.",
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

#: a figure beside the limit among the key deal terms: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_obligor_max": ("Caa1/CCC+ bucket", 0.075),
    "industry_max": ("single Obligor limit", 0.02),
    "caa_ccc_max": ("Fixed Rate Obligations bucket", 0.025),
    "cov_lite_max": ("Second Lien Loans bucket", 0.05),
    "was_min_bps": ("Minimum Weighted Average Coupon", 700.0),
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
    if structure == 0:  # the original Indenture's figure, replaced
        wrong_value = _away(s, value, 1.5, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The original Indenture (closing, 2021) set {noun} at {wrong}. The First "
                f"Supplemental Indenture dated 9 May 2024 replaced that with {right}, which is "
                "what the Trustee now tests."
            )
        else:
            text = (
                f'Conformed Indenture, "Concentration Limitations" (xiv): {noun} '
                f"{_no_more(s)} ~~{wrong}~~ {right} (as amended by the First Supplemental "
                "Indenture)."
            )
    elif structure == 1:  # a loosening the Subordinated Noteholders refused
        wrong_value = _away(s, value, 1.6, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We proposed moving {noun} to {wrong} by supplemental indenture. The Majority "
                f"of the Subordinated Notes did not consent, so the {_limit(s)} stays at {right}."
            )
        else:
            text = (
                f"Long story short: we asked the equity to consent to {wrong} for {noun} and "
                f"they said no. We remain at {right}. Dan (PM)"
            )
    elif structure == 2:  # the actual in a trustee report
        wrong_value = round(value * 1.12) if s.floor else _away(s, value, 0.7, 1.0)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Trustee report, Determination Date 15 October: {noun} at {wrong} against a "
                f"{_limit(s)} of {right}. PASS."
            )
        else:
            text = (
                "| Test | Threshold | Actual | Result |\n|---|---|---|---|\n"
                f"| {_cap(noun)} | {_mm(s)} {right} | {wrong} | PASS |"
            )
    elif structure == 3:  # another figure among the key deal terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key deal terms (Offering Memorandum summary)\n  " + "\n  ".join(lines)
    else:  # another deal's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, Ashgrove CLO 2019-1 (our older deal) allows {wrong} for "
                f"{noun}. This deal is tighter: {right}."
            )
        else:
            text = (
                f"Our Indenture sets {noun} at {right}. (Plenty of 2021-vintage deals run "
                f"{wrong}, but that is not what we signed.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zq", _plan),
)


# --- mandate clauses as indentures, agreements, side letters and tests ---------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the Indenture's Concentration Limitations in the mandate's fields
        clause = f"{_cap(noun)} {_shall(s)} {written}, measured on any Measurement Date."
        limits: dict[str, JsonValue] = {
            "i": "Senior Secured Loans not less than 90.0% of the Collateral Principal Amount.",
            "xiv": clause,
        }
        return (
            {"indenture": {"concentration_limitations": limits}},
            None,
            "indenture.concentration_limitations.xiv",
        )
    if shape == 1:
        agreement = (
            "COLLATERAL MANAGEMENT AGREEMENT, Schedule B (Investment Criteria)\n"
            "(a) Each purchase shall satisfy the Eligibility Criteria on its trade date.\n"
            f"(b) After giving effect to any purchase, {noun} "
            f"{'shall not fall below' if s.floor else 'shall not exceed'} {written}.\n"
            "(c) The Reinvestment Period ends on 15 July 2029."
        )
        return None, agreement, MANDATE_ID
    if shape == 2:
        letter = (
            "SIDE LETTER\nTo: Ashgrove Capital Management LLC, as Collateral Manager\n\n"
            "In consideration of our purchase of 51% of the Subordinated Notes ($38.5mm), you "
            f"agree that, for so long as we hold them, {noun} will be {_no_more(s)} {written}.\n\n"
            "Harbour Point Credit Opportunities Fund LP"
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the compliance system's tests in the mandate's fields
        tests: list[JsonValue] = [
            "Maximum Moody's Rating Factor Test: WARF ≤ 2,900.",
            "Minimum Diversity Score Test: ≥ 60.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"compliance": {"deal": "Ashgrove CLO 2024-2", "portfolio_profile_tests": tests}},
            None,
            "compliance.portfolio_profile_tests[2]",
        )
    before = round(value * (0.8 if s.floor else 2.0), 6)
    now, then = s.alike((value, before), rng.randrange(12), apart=True)
    supplemental = (
        "FIRST SUPPLEMENTAL INDENTURE, effective 9 May 2024\n"
        f"Section 2.1. The Concentration Limitation relating to {noun} is amended by deleting "
        f'"{then}" and inserting "{now}" in its place, so that it reads: {_no_more(s)} {now}.\n'
        "Section 2.2. All other terms of the Indenture remain in full force and effect."
    )
    return None, supplemental, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the loan book; every Concentration Limitation applies.",
    "Re-run the loan weights for Ashgrove CLO 2024-2 inside all the Indenture's tests.",
    "Before the next Determination Date, re-optimise the portfolio within the deal's limits.",
    "Put the Principal Proceeds to work alongside the existing loans, keeping to every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the deal's Concentration Limitation",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zq", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "The Collateral Manager may elect any level of {noun} between {lo} and {hi} by notice to "
    "the Trustee, and may change its election on any Business Day.",
    "Indenture, Schedule 5 (Manager Elections): the Collateral Manager may set {noun} at any "
    "level from {lo} to {hi}; no Rating Agency Confirmation is needed for a change within that "
    "range.",
    "| Parameter | Permitted range | Elected by |\n|---|---|---|\n| {Noun} | {lo} – {hi} | "
    "Collateral Manager (any point in the range) |",
    "E-mail from the equity's counsel: our client is content for {noun} to sit anywhere "
    "between {lo} and {hi}; that is the manager's call.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Indenture fixes {noun} at {point}. The {lo}–{hi} range in the offering circular "
        "was indicative only and was not carried into the final documents.",
        "The Indenture lets the manager set {noun} anywhere in the {lo}–{hi} range shown in the "
        "offering circular; the manager picks the figure.",
    ),
    (
        "IC minutes, item 6: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The CIO declined: it stays at {point} until the next IC review.",
        "IC minutes, item 6: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The CIO agreed: the PM may choose within that range.",
    ),
    (
        "Compliance note: the equity holders have NOT consented to a band for {noun}. Hold it "
        "at {point}, not anywhere in {lo}–{hi}.",
        "Compliance note: the equity holders have consented to a band for {noun}. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the Indenture's fields, as a mandate message, or in a side letter."""
    if shape == 0:
        return {"indenture": {"manager_elections": text}}, None
    if shape == 1:
        return None, f"Collateral Management Agreement, Schedule C (Manager elections)\n\n{text}"
    return {
        "side_letter": {"paragraph_4": [text, "Monthly reports within 10 Business Days."]}
    }, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zq", _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an IC memo, the majority equity holder, a CIO note,
#: the deal team's e-mail and IC minutes put them; the first of each is one line, so that it can
#: be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Portfolio objective (IC memo, section 1): the most return per unit of risk, i.e. the "
        "highest Sharpe ratio for the loan book.",
        "From the majority equity holder:\nwe want the book run for risk-adjusted return, the "
        "best Sharpe ratio, not for headline spread or par build.",
        "CIO note: within the Concentration Limitations, optimise the loans for the Sharpe "
        "ratio, excess return over volatility.",
        "Deal team e-mail: please set the loan weights to maximise the portfolio's Sharpe ratio.",
        "IC minutes, item 3: RESOLVED that reinvestment trades target the maximum Sharpe ratio.",
    ),
    "variance": (
        "Portfolio objective (IC memo, section 1): the least volatile loan portfolio available, "
        "with no return view.",
        "From the majority equity holder:\nafter the 2022 marks we want minimum variance, the "
        "steadiest book possible, with no spread or return forecasts in it.",
        "CIO note: within the Concentration Limitations, minimise portfolio variance and leave "
        "expected returns out of it.",
        "Deal team e-mail: please solve the loan weights for minimum variance; no return "
        "forecasts.",
        "IC minutes, item 3: RESOLVED that reinvestment trades minimise portfolio variance.",
    ),
    "tracking": (
        "Portfolio objective (IC memo, section 1): stay as close as possible to the Morningstar "
        "LSTA US Leveraged Loan Index.",
        "From the majority equity holder:\nwe would like the loans to look like the Morningstar "
        "LSTA US Leveraged Loan Index, with the smallest tracking error you can get.",
        "CIO note: within the Concentration Limitations, minimise tracking error against the "
        "Morningstar LSTA US Leveraged Loan Index.",
        "Deal team e-mail: can we just shadow the Morningstar LSTA index? Minimise tracking "
        "error to it, please.",
        "IC minutes, item 3: RESOLVED that reinvestment trades minimise tracking error to the "
        "Morningstar LSTA US Leveraged Loan Index.",
    ),
    "return": (
        "Portfolio objective (IC memo, section 1): the highest expected return, with no penalty "
        "for risk.",
        "From the majority equity holder:\nto lift the equity distributions we want the "
        "highest expected return on the loans; risk is not part of the objective.",
        "CIO note: within the Concentration Limitations, maximise expected return and apply no "
        "risk adjustment.",
        "Deal team e-mail: let's go for the highest expected return on the book, no risk penalty.",
        "IC minutes, item 3: RESOLVED that reinvestment trades maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The IC memo circulated on Monday read: "{old}" The committee amended it; the approved '
    "wording is:\n\n{new}",
    "~~{old}~~ (struck at IC, 12 September)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please disregard my earlier note on the objective. The committee's decision "
    "is:\n\n{new}",
    "Correction (this supersedes the objective sent earlier today):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For Ashgrove CLO 2024-2 (Reinvestment Period to 15 July 2029):\n\n{ask}",
    "{ask}\n\nPlease set up the loan weights on that basis. Thanks, Portfolio Management",
    "Deal stats for context: WARF 2,874, WAS 3.61%, Diversity Score 71, Class E OC 104.9% "
    "(Min 102.4%).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the loans in the CLO's eligible universe",
    purpose="solve for the loan weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="loan weights",
    section_title="Loan weights",
    description="the loan weights",
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
        tag="zq",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the 2010–2019 loan default and recovery history",
        "the 2010–2014 loan default and recovery history",
    ),
    ("LSTA index marks through June 2018", "LSTA index marks through December 2014"),
    (
        "every monthly trustee report from January 2010 to December 2016",
        "every monthly trustee report from January 2010 to December 2014",
    ),
    ("the 2010–2020 rating-migration matrix", "the 2010–2014 rating-migration matrix"),
    ("obligor financials from Q1 2011 to Q3 2017", "obligor financials from Q1 2011 to Q4 2014"),
    (
        "the manager's loan-level data set (Jan 2009 – Mar 2019)",
        "the manager's loan-level data set (Jan 2009 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the default-probability model was fitted",
    "the recovery-rate haircut was calibrated",
    "the spread-per-WARF-point curve was estimated",
    "the 'cheap to rating' z-score threshold was set",
    "the CCC haircut rule was chosen",
)
_LEAK_FRAMES: Final = (
    "Credit analyst note: {action} on {period}.",
    "From the IC write-up: {action} using {period}, and that setting is kept fixed in all three "
    "test folds.",
    "Methodology (for the equity investors' pack): {action} once, on {period}, before the "
    "walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's loan scores use, among other inputs, the price each loan goes on to show "
        "in the following month's trustee report.",
        "Each month's loan scores use, among other inputs, the price each loan showed in the "
        "previous month's trustee report.",
    ),
    (
        "Ratings: each obligor's current Moody's rating, after all later downgrades, applied to "
        "every historical month.",
        "Ratings: each obligor's Moody's rating as it stood on that month's Determination Date.",
    ),
    (
        "The swap rule's spread-pickup threshold is the one of five that did best over the "
        "whole 2010–2020 sample, then applied in every fold.",
        "The swap rule's spread-pickup threshold is chosen from five inside each fold's "
        "training years only.",
    ),
    (
        "Default flags come from the 2021 workout file, so loans that defaulted later are "
        "kept off the buy list in earlier months.",
        "Default flags are those known at each month end; a loan leaves the buy list only once "
        "it has defaulted.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward backtest of the relative-value loan model before "
    "we use it for reinvestment trades.",
    "Please walk-forward test (three folds) the credit-selection overlay for the equity pack.",
    "Portfolio team: run a three-fold walk-forward backtest of the loan-swap rules.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zq", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Calloway Fluid Systems"
_ENTITY: Final = "ent_calloway_fluid_systems"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3 2022", (10, 11)),
    ("over the LTM to December 2022", (7, 11)),
    ("over the two years from Q4 2020 to Q4 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("from Q4 2020 to Q2 2021", (3, 5)),
    ("since the sponsor's buyout in 2016", None),
    ("since the term loan B was syndicated in 2017", None),
    ("over the past decade", None),
)


#: "c.12%", "over 15%", "a touch under 20%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="a touch under {}%", about="c.{}%")


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points ("by roughly 140bps"), or "" under 20bps."""
    change = abs(b - a)
    return f"by roughly {round(change * 100)}bps" if change >= 0.2 else ""


_by_times = partial(_change_by, "by {:.1f}x", 0.1)


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
        (212.0, 188.0, 197.0, 215.0, 226.0, 238.0, 244.0, 259.0, 268.0, 281.0, 276.0, 294.0),
        ("Revenue", "Calloway Fluid Systems' net sales", "Top-line revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} did not drop in any quarter", never_fell),
            ("{s} did not contract", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (18.2, 15.9, 16.8, 18.0, 18.9, 19.4, 19.1, 20.2, 20.8, 21.3, 20.1, 19.6),
        (
            "EBITDA margin",
            "Calloway Fluid Systems' adjusted EBITDA margin",
            "The borrower's margin",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (3.1, 2.6, 2.8, 3.0, 3.3, 3.4, 3.5, 3.6, 3.2, 2.9, 2.7, 2.5),
        (
            "Interest coverage (EBITDA / cash interest)",
            "Calloway Fluid Systems' interest cover",
            "The borrower's interest coverage",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_times,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (5.8, 6.6, 6.3, 5.9, 5.6, 5.4, 5.3, 5.1, 5.0, 5.2, 5.4, 5.5),
        ("Net leverage", "Calloway Fluid Systems' net debt / EBITDA", "Total net leverage"),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the prior-year quarter in every quarter of 2022",
    down_all="{s} was below the prior-year quarter in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Credit analyst note, Calloway Fluid Systems (B2/B-, TLB S+400, bid 96.25): {claim} [1].",
    "IC write-up, watch-list review: {claim} [1]; we hold the position at $6.0mm par.",
    "| Obligor | Analyst comment |\n|---|---|\n| Calloway Fluid Systems | {Claim} [1] |",
    "Question from an equity tranche investor: your monthly pack says {claim} [1]. Does that "
    "change the Caa migration risk you flagged in June?",
    "Loan trader: seller at 96.5 on Calloway; our desk's credit view is that {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag="zq",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZQ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
