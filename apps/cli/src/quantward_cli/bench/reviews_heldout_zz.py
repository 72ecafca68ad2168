"""Held-out batch ZZ: every flaw kind again, in the voice of infrastructure and project-finance
investors: infrastructure equity and debt funds (core, core-plus, value-add), their limited
partnership agreements (LPAs) and side letters, lenders' common terms agreements, investment
committee (IC) memos on concessions, availability-payment PPPs, toll roads, airports, ports,
fibre networks and wind and solar portfolios with PPAs and a merchant tail, LP advisory
committee (LPAC) minutes and written resolutions, quarterly LP reports, technical and traffic
advisers' reports and financial-model exports.

Batch ZZ is built like J, ZH, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept
by the generator and never read from the text — and uses the plan, span and constraint helpers
of `reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Commitments, the drawn share and distributions in €, megawatts, yield on cost,
target IRRs and cash yields, fund-level gearing, FX hedge ratios, remaining concession life, LP
counts, votes, fund numbers and meeting dates are decoy numbers: no truth depends on them. Its
parts are new:

* limits as infrastructure investors state them: legal's reply after checking the executed LPA,
  IC minutes with a quorum line, a quarterly LP report line between distributions and the
  drawn share of commitments, a financial-model export (a bare number in the constraint's
  unit), the placement memorandum's summary of terms, an anchor LP's side letter, a fund
  facility's common terms agreement, a "Restriction / Position at 30 June / Compliant?" table
  whose position is a decoy and an LPAC written resolution, each form in turn; number forms
  "20%", "20 per cent", "20.0%" and, for cover ratios, "1.30x", "1.3x", "1.30 times";
  subjects: single-asset (single-concession) concentration, greenfield and construction-stage
  exposure, the merchant (uncontracted) share of revenue, single-country exposure outside the
  UK, and a portfolio DSCR that is a floor;
* requests deferring the limit to an open LP comment in the LPA mark-up, a "[●]" in the draft
  LPA awaiting the anchor LP's side letter, an IC that has not set it, a lenders' technical
  adviser who has not reported, or the LPAC's next meeting;
* provenance misquoting its source: a draft LPA figure changed in the executed LPA (in prose,
  or as a redline with the LP comment that agreed it), a GP's side-letter request the anchor
  LP refused or an LPAC that withheld consent, the portfolio's position in the quarterly report
  (in prose or a "Restriction / 30 Sep position / LPA limit" table), another figure in the
  summary of terms (fund-level gearing, target net IRR, target cash yield, the FX hedge ratio
  or the minimum LLCR) and a predecessor fund's or market practice's figure quoted for
  comparison;
* mandates as the LPA's Schedule 2 restrictions in the mandate's fields
  (`lpa.schedule_2.restriction_d`), an anchor LP's side letter, a fund facility's common terms
  agreement with its portfolio covenants, the investment guidelines' list of limits in the
  mandate's fields (`investment_guidelines.limits[2]`) and an LPAC written resolution;
* latitude granted as an IC delegation to the portfolio team, a target range in the PPM within
  which the Manager decides, a "Parameter / Range / Discretion" table and an e-mail from the
  head of portfolio management; refused as a fixed LPA figure whose range is only an LPAC
  notification level, IC minutes declining the deal team's request, and a note that IC has not
  delegated it; each twin the same text granting it;
* objectives as the fund strategy in the PPM, an IC memo, the quarterly LP report, an LP's
  e-mail and LPAC minutes, with an earlier draft quoted or struck out in the same text and a
  later message from the CIO replacing an earlier one;
* leakage as the portfolio team and their advisers write it: a P90 haircut, a traffic ramp-up
  curve, a merchant-tail price deck, a lock-up trigger and an asset screen's DSCR threshold set
  on periods reaching into the test years, and whole sentences (the next month's traffic count
  as an input, generation as the technical adviser later restated it, a gearing band picked on
  the whole record, results shown on the years the price deck was set on); each clean twin in
  the same form, ending before the first test date (2 January 2015);
* trend claims on Harbourgate Infrastructure plc (a listed toll-road, airport and port operator
  the fund holds in its listed sleeve and uses as a comparable) — revenue, EBITDA margin (in
  percentage points), cash available for distribution and DSCR (as "0.25x") over twelve quarters
  (2020 Q1–2022 Q4, through the lockdown collapse in traffic and the recovery), as an IC memo's
  comparables section, the quarterly LP report, a "Comparable / Observation" table, the
  traffic adviser's cover note and LPAC minutes; magnitudes as "roughly 12%", "more than 45%",
  "just short of 15%", "by 3.2 percentage points", "by 0.25x"; horizons covered by the series
  against uncovered ones ("since the IPO in 2006"). Whether a claim holds is computed from the
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

SEED: Final = 20270121
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzyz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzyz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzyz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzyz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzyz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzyzz"


# --- numbers as fund managers, lenders and their advisers write them ------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio (or of its revenue): "20%", "20 per cent", "20.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _cover_forms(value: float) -> dict[str, str]:
    """A cover ratio: "1.30x", "1.3x", "1.30 times"."""
    return {"x2": f"{value:.2f}x", "x": f"{_g(value)}x", "times": f"{value:.2f} times"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how infrastructure investors name it, its key in the
    financial model's limits sheet, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ASSET: Final = _Subject(
    ("max_single_asset_weight", "singleConcessionCap"),
    (
        "exposure to any single asset",
        "the largest single-concession exposure",
        "single-asset concentration",
    ),
    "single_asset_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_GREENFIELD: Final = _Subject(
    ("max_greenfield_weight", "constructionExposureCap"),
    (
        "greenfield and construction-stage exposure",
        "exposure to assets still under construction",
        "construction-risk exposure",
    ),
    "greenfield_max",
    "fraction",
    (0.1, 0.15, 0.3),
    _share_forms,
)
_MERCHANT: Final = _Subject(
    ("max_merchant_revenue_share", "merchantShareCap"),
    (
        "the merchant (uncontracted) share of portfolio revenue",
        "the uncontracted share of revenue",
        "revenue exposed to merchant power prices",
    ),
    "merchant_share_max",
    "fraction",
    (0.25, 0.35, 0.4),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight_ex_home", "singleCountryCapExUK"),
    (
        "exposure to any one country outside the UK",
        "single-country exposure (ex-UK)",
        "exposure to any one non-UK jurisdiction",
    ),
    "country_ex_uk_max",
    "fraction",
    (0.2, 0.3, 0.35),
    _share_forms,
)
_DSCR: Final = _Subject(
    ("min_portfolio_dscr", "dscrFloor"),
    (
        "portfolio DSCR",
        "the portfolio's debt service cover ratio",
        "look-forward DSCR at portfolio level",
    ),
    "portfolio_dscr_min",
    "multiple",
    (1.2, 1.3, 1.4),
    _cover_forms,
    floor=True,
)
_SUBJECTS: Final = (_ASSET, _GREENFIELD, _MERCHANT, _COUNTRY, _DSCR)

_RATIONALES: Final = (
    "typical for a core-plus infrastructure fund",
    "in line with market practice in infrastructure LPAs",
    "what the placement agent says LPs expect",
    "a conservative placeholder until the LPA is signed",
    "the level our last fund operated at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the infrastructure fund's assets under its LPA investment restrictions",
    "the best risk-adjusted return within the fund's LPA investment restrictions",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zz", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target portfolio weights after the Kestrel Wind acquisition (412 MW)",
    "set target weights for Fund IV's first-close portfolio (€1.2bn of commitments)",
    "rebalance the fund towards availability-payment PPPs after the fibre exit",
    "size the allocation to the airport and port assets in the pipeline",
    "rework the portfolio weights so the 6% cash-yield target holds through 2027",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still open in the LPA mark-up (LP comment 22)",
    '{noun}: "[●]" in the draft LPA, pending the anchor LP\'s side letter',
    "IC has not yet set a limit on {noun} for Fund IV",
    "the limit on {noun} waits on the lenders' technical adviser, who has not reported yet",
    "the LPAC will decide the limit on {noun} at its March meeting",
)
_REQUEST_FRAMES: Final = (
    "Portfolio management workstream, week 14\nAction: {task}.\nOpen point: {deferral}.",
    "Hi team,\n\nFollowing the LP AGM (38 LPs, 91% of commitments represented) could you {task}? "
    "{Deferral}.\n\nThanks, Tomás (Portfolio Director)",
    "From the fundraising tracker: {task}. {Deferral}; flag anything that depends on it.",
    "Distributions this quarter: €48.6m (yield on cost 7.1%). Next: {task}.\nCaveat: {deferral}.",
    "Investor relations here (not on the deal side). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. I've checked the executed LPA (clause 6.2): {noun} must be {nomore} {v}. "
        "Shout if you need the side letters too. Priya (Legal)",
        "figures",
    ),
    (
        "IC minutes, 12 September. Quorate: 5 of 6 voting members.\n"
        "Item 2: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Quarterly LP report, portfolio section: distributions of €31.2m were paid and the fund "
        "is 71% drawn. Under the LPA, {noun} is kept at {nomore} {v}.",
        "figures",
    ),
    (
        "Financial model export (v14.2, sheet 'Fund_Limits'):\n    fund: Fund IV\n"
        "    {key}: {v}\n    model_auditor: signed off",
        "bare",
    ),
    (
        "From the PPM's summary of terms: 'The Fund will hold {noun} to a {limit} of {v}.'",
        "figures",
    ),
    (
        "Side letter with the anchor LP, paragraph 4(b): the Manager shall keep {noun} at "
        "{nomore} {v}.",
        "figures",
    ),
    (
        "Fund facility common terms agreement, clause 21.4: {noun} shall be {nomore} {v}, "
        "tested on each calculation date.",
        "figures",
    ),
    (
        "| Restriction | Position at 30 June | Compliant? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "LPAC written resolution, passed 6–0: {Noun}: {limit} {v}, with effect from final close.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.45 if s.floor else value * 0.7, 6)


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
    return _invented_twins_of(SEED, "zz", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "esg_policy": [
        "No coal-fired generation and no thermal-coal port or rail terminals.",
        "Every asset reports to GRESB Infrastructure each year.",
        "Human-rights due diligence on EPC contractors' solar-module supply chains.",
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

#: a figure beside the limit in the same summary of terms: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_asset_max": ("fund-level gearing limit", 0.5),
    "greenfield_max": ("target net IRR", 0.08),
    "merchant_share_max": ("target cash yield", 0.06),
    "country_ex_uk_max": ("minimum FX hedge ratio on non-sterling assets", 0.75),
    "portfolio_dscr_min": ("minimum LLCR", 1.55),
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
    if structure == 0:  # a draft LPA figure changed in the executed LPA
        wrong_value = _away(s, value, 1.5, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft LPA (v3, circulated to LPs in May) had {wrong} for {noun}. After LP "
                f"comments the executed LPA, clause 6.2, says {right}."
            )
        else:
            text = (
                f"LPA redline, clause 6.2(c): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[LP comment 14: agreed, change accepted in the execution version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Side-letter negotiations: we asked the anchor LP to accept {wrong} for {noun}. "
                f"It refused, and through the MFN clause the LPA {_limit(s)} of {right} "
                "stands for every LP."
            )
        else:
            text = (
                f"LPAC minutes, item 3: the GP sought consent to take {noun} to {wrong} for "
                f"Project Osprey. Consent was withheld (2 for, 5 against); the limit remains "
                f"{right}."
            )
    elif structure == 2:  # the portfolio's position in the quarterly report
        wrong_value = _away(s, value, 0.7, 0.45)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 portfolio report: {noun} was {wrong} at 30 September, compliant with the "
                f"LPA {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Restriction | 30 Sep position | LPA limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same summary of terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Summary of principal terms (Fund IV)\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or the market's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, Fund III's LPA allowed {wrong} for {noun}. Fund IV's is "
                f"stricter: {right}."
            )
        else:
            text = (
                f"Our LPA sets {noun} at {right}. (The placement agent says market practice is "
                f"{wrong}, but the anchor LP would not accept it.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zz", _plan),
)


# --- mandate clauses as LPAs, side letters, facility terms, guidelines and resolutions ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's Schedule 2 restrictions in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, measured at each acquisition."
        schedule: dict[str, JsonValue] = {
            "restriction_a": "Only core and core-plus infrastructure in OECD countries.",
            "restriction_d": clause,
        }
        return {"lpa": {"schedule_2": schedule}}, None, "lpa.schedule_2.restriction_d"
    if shape == 1:
        letter = (
            "SIDE LETTER — Northfield Local Government Pension Scheme (anchor LP, €250m)\n"
            "1. Reporting: ILPA template, quarterly, within 60 days.\n"
            f"2. Investment limit: the General Partner shall procure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "3. Co-investment: pro rata offer on any equity syndication above €50m."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        cta = (
            "COMMON TERMS AGREEMENT (fund-level facility, €400m), clause 22 Portfolio "
            "Covenants\n22.1 Lock-up: no distributions while any asset's historic DSCR is "
            "below its lock-up level.\n"
            f"22.3 The Borrower shall ensure that {noun} is {_no_more(s)} {written}.\n"
            "22.5 Hedging: at least 75% of floating-rate debt hedged."
        )
        return None, cta, MANDATE_ID
    if shape == 3:  # the investment guidelines' limits in the mandate's fields
        limits: list[JsonValue] = [
            "Remaining concession life at acquisition: at least 15 years.",
            "Fund-level gearing: no more than 50% of gross asset value.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"investment_guidelines": {"version": "2024-1", "limits": limits}},
            None,
            "investment_guidelines.limits[2]",
        )
    resolution = (
        "LPAC WRITTEN RESOLUTION No. 7 (signed by all members)\n"
        "WHEREAS the fund's pipeline includes two availability-payment PPPs;\n"
        f"IT IS RESOLVED that {noun} be {_op(s)} {written} for the life of the fund, and that "
        "the GP report compliance quarterly."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the fund's target weights; every LPA restriction applies.",
    "Re-run the portfolio weights for Fund IV inside the limits in our fund documents.",
    "Ahead of the LPAC, re-optimise the portfolio within the investment restrictions.",
    "Add the Kestrel Wind acquisition to the portfolio, keeping to all our restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zz", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IC delegation to the portfolio team: {noun} may be set at any level between {lo} and {hi} "
    "without returning to the Committee.",
    "PPM, section 5: {noun} has a target range of {lo} to {hi}; the Manager decides where in the "
    "range to run it.",
    "| Parameter | Range | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Manager (no "
    "LPAC consent needed within the range) |",
    "E-mail from the Head of Portfolio Management: choose {noun} yourselves; anything from {lo} "
    "up to {hi} is fine with IC.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The LPA fixes {noun} at {point}. The {lo}–{hi} band in the PPM only sets when the "
        "LPAC must be notified; it gives the Manager no discretion.",
        "The LPA lets {noun} sit anywhere in the {lo}–{hi} band in the PPM; the Manager "
        "chooses the level.",
    ),
    (
        "IC minutes, item 5: the deal team asked to run {noun} anywhere between {lo} and {hi}. "
        "Declined: it stays at {point} until the annual strategy review.",
        "IC minutes, item 5: the deal team asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the deal team may choose within that range.",
    ),
    (
        "Note to the portfolio team: IC has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the portfolio team: IC has delegated the level of {noun} to you. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the LPA's fields, as a mandate message, or in the IC's terms of
    reference."""
    if shape == 0:
        return {"lpa": {"schedule_2_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities matrix (approved by IC)\n\n{text}"
    return {"ic_terms_of_reference": {"annex_b": [text, "IC meets monthly."]}}, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zz", _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the PPM, an IC memo, the quarterly LP report, an LP's
#: e-mail and LPAC minutes put them; the first of each is one line, so that it can be struck
#: through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund strategy (PPM, section 3): the highest return per unit of risk across the "
        "portfolio (the Sharpe ratio).",
        "IC memo, portfolio construction:\nwe will weight the assets for the highest Sharpe "
        "ratio, the most return for each unit of volatility.",
        "Quarterly LP report: the Manager runs the portfolio to earn as much as it can for the "
        "risk it takes, measured by the Sharpe ratio.",
        "LP e-mail: as we read the PPM, you target the best risk-adjusted return, so please "
        "maximise the Sharpe ratio.",
        "LPAC minutes, item 6: NOTED that the portfolio is weighted to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Fund strategy (PPM, section 3): the least volatile portfolio of core assets possible.",
        "IC memo, portfolio construction:\nwe will weight the assets for minimum variance, with "
        "no view on expected returns.",
        "Quarterly LP report: for a core fund the Manager wants the steadiest portfolio it can "
        "build, the lowest volatility available, whatever the return forecasts say.",
        "LP e-mail: our pension scheme wants a bond-like ride; please minimise the portfolio's "
        "variance and leave return forecasts out of it.",
        "LPAC minutes, item 6: NOTED that the portfolio is weighted to minimise variance.",
    ),
    "tracking": (
        "Fund strategy (PPM, section 3): follow the FTSE Global Core Infrastructure 50/50 "
        "index as closely as possible.",
        "IC memo, portfolio construction:\nwe will keep the listed sleeve as close to the FTSE "
        "Global Core Infrastructure 50/50 as we can, with the smallest tracking error.",
        "Quarterly LP report: the listed sleeve mirrors the FTSE Global Core Infrastructure "
        "50/50 index, with minimal tracking error.",
        "LP e-mail: can the listed sleeve simply shadow the FTSE Global Core Infrastructure "
        "50/50? Minimise tracking error against it, please.",
        "LPAC minutes, item 6: NOTED that the listed sleeve minimises tracking error to the FTSE "
        "Global Core Infrastructure 50/50.",
    ),
    "return": (
        "Fund strategy (PPM, section 3): the highest expected return, with no penalty for risk.",
        "IC memo, portfolio construction:\nwe will weight the assets for the highest expected "
        "return; risk does not enter the objective.",
        "Quarterly LP report: to reach the value-add target the Manager weights the portfolio "
        "to maximise expected return, with no allowance for risk.",
        "LP e-mail: we are in the value-add fund for return, so just go for the highest "
        "expected return, no risk adjustment.",
        "LPAC minutes, item 6: NOTED that the portfolio is weighted to maximise expected return "
        "alone.",
    ),
}
_DRAFTS: Final = (
    'The draft PPM sent to LPs before first close read: "{old}" That was changed after LP '
    "feedback; the final wording is:\n\n{new}",
    "~~{old}~~ (struck out at IC, 3 October)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please disregard my earlier note on the objective. IC's decision is:\n\n{new}",
    "Correction, agreed at IC on 3 October (it replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For Fund IV's portfolio weights:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Portfolio Management",
    "Fund IV at a glance: €1.2bn committed, 71% drawn, 14 assets, net IRR to date 9.4%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the fund's infrastructure universe",
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
        tag="zz",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the portfolio's operating record from 2009 to 2019",
        "the portfolio's operating record from 2009 to 2014",
    ),
    ("all operating data up to March 2017", "all operating data up to December 2014"),
    (
        "the ten financial years to 31 March 2020",
        "the five financial years to 31 December 2014",
    ),
    (
        "the 2008–2018 actuals in the financial model's 'Hist' sheet",
        "the 2008–2014 actuals in the financial model's 'Hist' sheet",
    ),
    (
        "quarterly asset data from Q1 2010 to Q4 2016",
        "quarterly asset data from Q1 2010 to Q4 2014",
    ),
    (
        "the advisers' combined data set (Jan 2009 – Jun 2020)",
        "the advisers' combined data set (Jan 2009 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the P90 haircut on the wind portfolio was calibrated",
    "the traffic ramp-up curve was fitted",
    "the merchant-tail power price deck was set",
    "the DSCR lock-up trigger in the portfolio model was tuned",
    "the asset screen's minimum DSCR threshold was chosen",
)
_LEAK_FRAMES: Final = (
    "IC memo, model assumptions: {action} on {period}.",
    "From the model book (v14.2): {action} using {period}, and that setting is applied "
    "unchanged in each of the three test folds.",
    "For the LPAC's information, {action} just once, on {period}, before the walk-forward test "
    "was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, among other inputs, each toll road's traffic count for the "
        "following month.",
        "Each month's weights use, among other inputs, each toll road's traffic count for the "
        "month before.",
    ),
    (
        "Generation data: each wind farm's output as the technical adviser later restated it, "
        "booked in the months it was first reported.",
        "Generation data: each wind farm's output as first reported, booked in the months it "
        "was reported.",
    ),
    (
        "The gearing band is the one of six that gave the best result over the fund's whole "
        "2009–2020 record, then used in every fold.",
        "The gearing band is chosen from six inside each fold's training years only.",
    ),
    (
        "Results shown to the LPAC cover the same 2009–2020 years the power price deck was set "
        "on; no years were held back.",
        "Results shown to the LPAC cover only each fold's test years; the power price deck is "
        "set on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "IC would like a walk-forward backtest (three folds) of the proposed portfolio weighting "
    "before final close.",
    "Please back-test the merchant-tail overlay walk-forward, in three folds, for the LPAC.",
    "Portfolio management action: run a three-fold walk-forward test of the fund's weighting "
    "model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zz", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Harbourgate Infrastructure"
_ENTITY: Final = "ent_harbourgate_infrastructure"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the twelve months to 31 December 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since Q1 2020, before the lockdowns", (0, 11)),
    ("between the June 2020 trough and June 2022", (1, 9)),
    ("from the end of 2020 to mid-2021", (3, 5)),
    ("since financial close on the M-Link concession in 2009", None),
    ("over the life of the airport concession to date", None),
    ("since the IPO in 2006", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


_by_cover = partial(_change_by, "by {:.2f}x", 0.05)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (412.0, 228.0, 301.0, 318.0, 296.0, 352.0, 421.0, 437.0, 445.0, 468.0, 502.0, 511.0),
        ("Revenue", "Harbourgate Infrastructure's revenue", "Toll, airport and port revenue"),
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
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (58.2, 41.5, 50.3, 52.1, 49.8, 55.6, 60.2, 61.0, 60.4, 61.7, 62.9, 62.2),
        (
            "EBITDA margin",
            "Harbourgate Infrastructure's EBITDA margin",
            "The group's EBITDA margin",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_available_for_distribution",
        (96.0, 31.0, 58.0, 64.0, 55.0, 80.0, 108.0, 114.0, 111.0, 119.0, 131.0, 128.0),
        (
            "Cash available for distribution",
            "Harbourgate Infrastructure's distributable cash",
            "CAFD",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "dscr",
        (2.1, 1.35, 1.6, 1.7, 1.62, 1.85, 2.05, 2.1, 2.08, 2.15, 2.2, 2.12),
        ("Group DSCR", "Harbourgate Infrastructure's DSCR", "Debt service cover (DSCR)"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_cover,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was ahead of the same quarter of 2021 in every quarter of 2022",
    down_all="{s} was behind the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at over 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by over 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "IC memo, listed comparables section: {claim} [1].",
    "Quarterly LP report, note on the listed sleeve: {claim} [1]; we keep the airport's "
    "yield-on-cost case under review.",
    "| Comparable | Observation |\n|---|---|\n| Harbourgate Infrastructure plc | {Claim} [1] |",
    "Traffic adviser's cover note: {claim} [1]; our own ramp-up case for the M-Link stays more "
    "cautious.",
    "LPAC minutes, item 4 (listed holdings): the Manager noted that {claim} [1].",
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
        tag="zz",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
