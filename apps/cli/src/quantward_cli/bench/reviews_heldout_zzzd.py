"""Held-out batch ZZZD: every flaw kind again, in the voice of a private-equity secondaries fund:
Cordell Secondary Partners V, L.P., which buys portfolios of LP interests from pension plans and
endowments at a discount to reference-date NAV and leads GP-led continuation vehicles (CVs),
single-asset and multi-asset, often paying part of the price later (deferred consideration).
Its people and papers: the limited partnership agreement (LPA) and its Section 5.3 investment
limitations, the side letters and the MFN compendium, the investment committee's (IC) memos and
guidelines, the placement agent's (Ardent Park Advisors) teasers and its semi-annual secondary
market review, the LP Advisory Committee's (LPAC) consent letters and standing consents, the
CFO's screening checklist, the fund administrator's quarterly LP report and compliance pack
(DPI, TVPI, RVPI), the deal team's Slack channel (#secondaries-deals: "LPI", "SACV", "ref
date", "rollfwd", "px", "min TE") and the annual meeting's portfolio review.

Batch ZZZD is built like ZZZA - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZ and ZZZA (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
Slack line, an IC approval, an LPAC consent or an administrator's table (chat answers), as the
CFO's screening checklist (`template_inputs`, given ahead of the request) or as the LPA's or a
side letter's text given ahead of the request (`mandate`, cited as a clause); the misquote
pairing in which each structure meets every one of its eight subjects; floors in the latitude
bands (the discount to NAV, the unfunded-coverage ratio and the number of distinct sponsors are
floors), bands whose low end is half their top, each granted case assuming the point
four-fifths of the way up its band (a whole number of sponsors, as a count must be); breach ratios
of 1.3 (cap) and 0.7 (floor), uncited twins at 0.9 of a cap and 1.2 of a floor; limits in basis
points (a premium over NAV, a discount to it) and as a count (sponsors) beside shares and a
multiple; an objective's earlier wording struck through in a redline, each wanted objective met
in every structure (`turn`); and a trend request of its
own (the question, the heading, an as-of date after its 2019-2022 quarters) over sixteen
quarters, comparing 2022 with 2021 (`end=15`), with two signed series among its trends.

Decoy numbers (no truth depends on them): the fund's size ($2.35bn of commitments), deal NAVs
and reference dates, bid prices as a share of NAV ("88.5% of NAV"), deferred tranches and their
dates, the CV's rollover election and the status-quo option, DPI/TVPI/RVPI of funds in a
portfolio, unfunded amounts, the subscription line's size, LPAC votes, Fund IV's figures, the
placement agent's market pricing, the carry and preferred return beside a discretion (12.5% over
8%), the listed comp's share price, dividend and buyback, Slack
timestamps, section numbers and dates. Its parts:

* limits as a secondaries fund's people state them: the managing partner's Slack line, an IC
  final-approval memo, the LPA's Section 5.3 (a mandate message given before the request), the
  CFO's screening checklist (a bare number in the constraint's unit, template inputs given
  before the request), an LPAC consent letter, the administrator's "Limit / LPA / 30-Jun actual"
  table whose actual is a decoy, and an anchor LP's side letter (a mandate message), each in
  turn; number forms "20%", "20 percent" and "20% of aggregate Commitments" for shares of
  commitments, "30%", "30 pct" and "30% of portfolio NAV" for a vintage's share, "300 bps", "3%
  of NAV" and "3 percent" for a premium, "1,000 bps", "10% discount" and "10% below reference
  NAV" for a discount, "1.25x", "125% of unfunded" and "1.25 to 1" for coverage, "20
  GPs", "20 sponsors" and "20 managers" for the count; subjects: any one sponsor's (GP's) share
  of commitments, any one vintage year's share of NAV, single-asset CVs' share of commitments,
  deferred consideration outstanding as a share of commitments, the premium over reference NAV
  on a GP-led deal (a cap in bps), the discount to reference NAV on an LP-interest purchase (a
  floor in bps), cash and undrawn facility over unfunded commitments (a floor, a multiple) and
  the number of distinct sponsors in the book (a floor, a count);
* requests (a placement agent's teaser forwarded to the deal team, #secondaries-deals, the CFO's
  e-mail, an IC pre-read and the valuation committee's quarterly roll-forward) deferring the
  limit to an LPAC consent not yet given, LP counsel's open LPA markup, an IC that has not set it
  for Fund V, a "[TBC at final close]" in the PPM, or the MFN compendium not yet circulated;
* provenance misquoting its source: LP counsel's first markup or the PPM changed in the executed
  LPA, or a side-letter election replacing a figure; an LPAC consent withheld or the IC turning
  down a waiver; the 30 June actual in the quarterly LP report (prose, or a "Metric / 30-Jun /
  LPA limit" table); another limit beside it in the LPA abstract; and Fund IV's figure or the
  placement agent's market review quoted for comparison;
* mandates as the LPA's Section 5.3 in the mandate's fields under a numbered key
  (`lpa.article_5.5.3(c)`), the IC's investment guidelines as a message, an anchor LP's side
  letter, the LPAC's standing consents in the mandate's fields (`lpac.standing_consents[1]`)
  and the fund's portfolio construction policy;
* latitude granted as an LPA clause leaving it to the General Partner, an IC delegation to the
  deal team, a "Guardrail / Range / Who sets it" table and the managing partner on Slack; refused
  as an LPA that fixes the level (the placement agent's teaser band being marketing only), IC
  minutes turning the deal team down and the managing partner on Slack keeping it; each twin
  the same text granting it; floors as well as caps; placed in the GP's discretions (fields),
  the IC pack's delegation schedule (a message) or the fund's key terms (fields);
* objectives as the PPM, the IC memo, the LPAC deck, an anchor LP's e-mail and the deal team's
  Slack, with an earlier memo wording struck through in the same text ("~~...~~") or marked
  deleted in a tracked-changes line, and a later message after the LPAC call or from the
  managing partner replacing an earlier one;
* leakage as the valuation and pricing teams write it: a NAV roll-forward beta, a pricing
  model's discount regression, a cash-flow pacing model, a tail-end exit-timing assumption and a
  stale-NAV haircut fitted on periods reaching into the test years (Fund I-IV deal logs, GP
  quarterly NAVs, the placement agent's pricing surveys, Burgiss-style cash flows, listed PE
  discounts), and whole sentences (a quarter's NAV taken from the audited NAV published months
  later, the full-year pricing survey used on a deal dated before it, DPI with later
  distributions, a pacing model fitted on funds through liquidation); each clean twin in the same
  form, ending before the first test date (2 January 2015), and where the data are published
  late, ending where they were out before it (GP NAVs to 30 June 2014, the H1 2014 survey);
* trend claims on Halberd Private Equity Trust plc (an LSE-listed fund of PE funds, the fund's
  public comp) - NAV per share in pence, the share price's discount to NAV (a signed series),
  distributions received from the underlying funds, net portfolio cash flow (distributions less
  drawdowns, a signed series that changes sign) and cash plus undrawn facility, over sixteen
  quarters (2019 Q1-2022 Q4: the March 2020 sell-off, the 2021 exit boom, 2022's markdowns and
  widening discounts), as an IC memo's listed-comps section, a Slack line, an LP letter, a
  "Listed comp / What the filings show" table and the annual meeting's portfolio review;
  horizons covered by the series against uncovered ones ("since its 1999 listing"). Whether a
  claim holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270151
KINDS: Final = ALL_KINDS
TAG: Final = "zzzd"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdsx0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdsx1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdsx2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzdsx3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzdsx5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzdsxd"

_FUND: Final = "Cordell Secondary Partners V, L.P."
_AGENT: Final = "Ardent Park Advisors"
_ANCHOR: Final = "Northern Prairie Public Employees' Retirement Fund"


# --- numbers as a secondaries fund's partners, deal team, CFO and counsel write them -----------


def _commitment_forms(value: float) -> dict[str, str]:
    """A share of the fund's commitments: "20%", "20 percent", "20% of aggregate
    Commitments"."""
    pct = _g(value * 100)
    return {"pct": f"{pct}%", "pc": f"{pct} percent", "of": f"{pct}% of aggregate Commitments"}


def _nav_share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio's NAV: "30%", "30 pct", "30% of portfolio NAV"."""
    pct = _g(value * 100)
    return {"pct": f"{pct}%", "pct_short": f"{pct} pct", "of": f"{pct}% of portfolio NAV"}


def _bps(value: float) -> str:
    """Basis points with a thousands comma: "300", "1,000", "262.5"."""
    return f"{round(value, 6):,g}"


def _premium_forms(value: float) -> dict[str, str]:
    """A premium over reference NAV, in bps: "300 bps", "3% of NAV", "3 percent"."""
    pct = _g(value / 100)
    return {"bps": f"{_bps(value)} bps", "nav": f"{pct}% of NAV", "pc": f"{pct} percent"}


def _discount_forms(value: float) -> dict[str, str]:
    """A discount to reference NAV, in bps: "1,000 bps", "10% discount", "10% below
    reference NAV"."""
    pct = _g(value / 100)
    return {
        "bps": f"{_bps(value)} bps",
        "disc": f"{pct}% discount",
        "below": f"{pct}% below reference NAV",
    }


def _coverage_forms(value: float) -> dict[str, str]:
    """Cash and undrawn facility over unfunded commitments: "1.25x", "125% of unfunded",
    "1.25 to 1"."""
    return {
        "x": f"{_g(value)}x",
        "pct": f"{_g(value * 100)}% of unfunded",
        "to": f"{_g(value)} to 1",
    }


def _count_forms(value: float) -> dict[str, str]:
    """A number of distinct sponsors: "20 GPs", "20 sponsors", "20 managers"."""
    n = _g(value)
    return {"gps": f"{n} GPs", "sponsors": f"{n} sponsors", "managers": f"{n} managers"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key on the CFO's
    screening checklist, the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_SPONSOR: Final = _Subject(
    ("max_single_gp_share", "sponsorConcentrationCap"),
    (
        "exposure to any one General Partner (with its affiliated funds)",
        "the largest single-sponsor exposure",
        "any one GP's share of the Fund",
    ),
    "single_gp_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _commitment_forms,
)
_VINTAGE: Final = _Subject(
    ("max_single_vintage_share", "vintageYearCap"),
    (
        "NAV from any one vintage year",
        "the heaviest vintage year's share of the book",
        "a single vintage's weight in portfolio NAV",
    ),
    "single_vintage_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _nav_share_forms,
)
_SACV: Final = _Subject(
    ("max_single_asset_cv_share", "sacvCap"),
    (
        "single-asset continuation vehicles, in aggregate",
        "the SACV bucket",
        "GP-led deals with one underlying company",
    ),
    "single_asset_cv_max",
    "fraction",
    (0.1, 0.125, 0.15),
    _commitment_forms,
)
_DEFERRED: Final = _Subject(
    ("max_deferred_consideration_share", "deferredPaymentCap"),
    (
        "deferred consideration outstanding (unpaid tranches of purchase price)",
        "the deferred-payment book",
        "purchase price still owed to sellers under deferrals",
    ),
    "deferred_consideration_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _commitment_forms,
)
_PREMIUM: Final = _Subject(
    ("max_premium_to_reference_nav_bps", "gpLedPremiumCap"),
    (
        "the premium over reference NAV on a GP-led deal",
        "any price paid above reference-date NAV in a continuation vehicle",
        "the premium to NAV we will pay on a CV",
    ),
    "cv_premium_max_bps",
    "bps",
    (200.0, 300.0, 500.0),
    _premium_forms,
)
_DISCOUNT: Final = _Subject(
    ("min_discount_to_reference_nav_bps", "lpiDiscountFloor"),
    (
        "the discount to reference NAV on an LP-interest purchase",
        "the discount we buy LP portfolios at",
        "the minimum discount on LPI deals",
    ),
    "lpi_discount_min_bps",
    "bps",
    (500.0, 800.0, 1000.0),
    _discount_forms,
    floor=True,
)
_COVERAGE: Final = _Subject(
    ("min_unfunded_coverage", "unfundedCoverageFloor"),
    (
        "cash plus undrawn facility against unfunded commitments",
        "the unfunded-coverage ratio",
        "liquidity cover for the unfunded commitments we have bought",
    ),
    "unfunded_coverage_min",
    "multiple",
    (1.0, 1.25, 1.5),
    _coverage_forms,
    floor=True,
)
_SPONSORS: Final = _Subject(
    ("min_distinct_sponsors", "sponsorCountFloor"),
    (
        "the number of distinct sponsors in the book",
        "how many different GPs the Fund is exposed to",
        "sponsor diversification (distinct managers)",
    ),
    "distinct_sponsors_min",
    "count",
    (10.0, 20.0, 30.0),
    _count_forms,
    floor=True,
)
#: eight limits, three of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _SPONSOR,
    _VINTAGE,
    _SACV,
    _DEFERRED,
    _PREMIUM,
    _DISCOUNT,
    _COVERAGE,
    _SPONSORS,
)

_RATIONALES: Final = (
    "what Fund IV's LPA had",
    "market terms for a secondaries fund of this size, per the placement agent",
    "what the larger secondaries funds in the ILPA survey run to",
    "a working number until the LPAC consents",
    "what LPs tend to ask for in side letters",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Fund's LP interests and continuation-vehicle positions under "
    "the LPA's Section 5.3 limitations, side letters and LPAC consents",
    "the best risk-adjusted return within the Fund's limitations",
    "solve the target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Fund's governing documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _bound(s: _Subject) -> str:
    return "floor" if s.floor else "ceiling"


def _shorthand(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-cut the target book for Project Juniper (22 LP interests, $540M NAV at the 3/31 ref "
    "date, seller wants 88.5% of NAV with 40% deferred 12 months)",
    "size our lead on Project Talon, the Brightwater SACV (Merrow Industrial, $310M, 1.8x "
    "TVPI to date)",
    "re-weight the book after the Q2 NAV roll-forward",
    "rebuild the allocation with the Harwick endowment strip in it (DPI 0.4x, RVPI 1.2x)",
    "redo the portfolio targets for the LPAC deck",
)
_DEFERRALS: Final = (
    "the limit on {noun} needs LPAC consent, which we don't have yet",
    "{noun}: still an open point in LP counsel's markup of the LPA",
    "the IC hasn't fixed a limit on {noun} for Fund V",
    "the PPM has the limit on {noun} as '[TBC at final close]'",
    "the limit on {noun} depends on the MFN compendium, which hasn't gone out",
)
_REQUEST_FRAMES: Final = (
    "Fwd: Ardent Park teaser - Project Juniper\nBids due in three weeks; reference date 3/31.\n"
    "Ask: {task}.\nNote: {deferral}.",
    "#secondaries-deals\nNadia Fenwick  8:41 AM\nrollfwd to 6/30 done, Juniper px still 88.5. "
    "can someone {task}? fyi {deferral}",
    "Team,\n\nWith $1.46bn called of $2.35bn and the sub line at $180M drawn, please {task}. "
    "{Deferral}.\n\nThanks,\nGareth (CFO)",
    "IC pre-read, Thursday: {task}. Outstanding item: {deferral}.",
    "Valuation committee - Q2 roll-forward done (GP NAVs at 3/31 rolled with public comps).\n"
    "Next: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy actual; the answer's kind); {noun}, {v}, {key},
#: {unit}, {bound}, {sign}, {short}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "#secondaries-deals\nOwen Cordell (MP)  7:02 PM\nlpa has {noun} at {short} {v}. "
        "hard stop, we're not going to the lpac for a waiver",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT COMMITTEE - FINAL APPROVAL (Fund V portfolio construction)\n"
        "Decision: approved, 5-0.\nGuardrail: {noun}, {bound} {v}.",
        "figures",
        "clarification_answer",
    ),
    (
        "AMENDED AND RESTATED AGREEMENT OF LIMITED PARTNERSHIP OF " + _FUND.upper() + "\n"
        "Section 5.3 Investment Limitations. Except with the consent of the Advisory Committee, "
        "the General Partner shall cause {noun} to be {sign} {v}.",
        "figures",
        "mandate",
    ),
    (
        "SCREENING CHECKLIST - portfolio parameters (completed by the CFO)\n"
        "Parameter key: {key}\nUnit: {unit}\nEntry: {v}\nBasis: LPA / IC guidelines",
        "bare",
        "template_inputs",
    ),
    (
        "Letter from the LPAC chair: the Committee consents to the Project Juniper purchase "
        "on the condition that {noun} stay {sign} {v} after closing.",
        "figures",
        "clarification_answer",
    ),
    (
        "From the administrator's quarterly compliance pack:\n"
        "| Limit | LPA | 30-Jun actual |\n|---|---|---|\n| {Noun} | {op} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "SIDE LETTER - " + _ANCHOR + "\nre " + _FUND + "\n"
        "4. Portfolio terms. The General Partner shall keep {noun} {sign} {v} for the term of "
        "the Partnership.",
        "figures",
        "mandate",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """A quarter's actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.6 if s.floor else value * 0.55, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the CFO types it into the checklist."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        short=_shorthand(s),
        op=_op(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the LPA or a
    side letter comes before the request and is cited as a clause; the CFO's checklist also
    comes before it, as a document filled in."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind != "clarification_answer",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa_section_5_3": [
        "No primary commitments to blind pools other than as part of a secondary transaction.",
        "No purchases from, or sales to, funds managed by an Affiliate of the General Partner "
        "without LPAC consent.",
        "No direct investments in publicly traded securities, other than distributions in kind.",
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
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit in the same section of the LPA abstract: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_gp_max": ("5.3(a) Funds-of-funds and other pooled vehicles, in aggregate", 0.1),
    "single_vintage_max": ("5.3(d) Interests in funds in their first three years", 0.2),
    "single_asset_cv_max": ("5.3(e) Co-investments alongside a CV", 0.075),
    "deferred_consideration_max": ("5.3(g) Fund-level borrowing, including the sub line", 0.35),
    "cv_premium_max_bps": ("IC guideline 7 Maximum transaction fee paid to a CV's sponsor", 75.0),
    "lpi_discount_min_bps": ("IC guideline 4 Minimum gross margin on a strip sale", 250.0),
    "unfunded_coverage_min": ("IC guideline 11 Coverage that triggers a pacing review", 1.75),
    "distinct_sponsors_min": ("IC guideline 9 Maximum new GP relationships a year", 12.0),
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
    if structure == 0:  # an earlier draft's figure, changed in the executed LPA or a side letter
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"LP counsel's first markup had {wrong} for {noun}. That didn't survive final "
                f"close: the executed LPA, Section 5.3, says {right}."
            )
        else:
            text = (
                f"The PPM showed {noun} at {wrong}; the side-letter election made at final "
                f"close replaced it, and what binds us now is {right}."
            )
    elif structure == 1:  # a consent or a waiver refused
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked the LPAC to consent to {wrong} for {noun} so Juniper fits. Consent "
                f"withheld, 4-2. The {_bound(s)} stays {right}."
            )
        else:
            text = (
                f"IC minutes: the deal team proposed a one-off waiver taking {noun} to {wrong}. "
                f"Declined. {right} it is."
            )
    elif structure == 2:  # the fund's actual in the quarterly LP report
        wrong_value = _away(s, value, 0.55, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Quarterly LP report: at the 30 June reference date {noun} stood at {wrong}, "
                f"against an LPA {_bound(s)} of {right}."
            )
        else:
            text = (
                "| Metric | 30-Jun | LPA limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_shorthand(s)} {right} |"
            )
    elif structure == 3:  # another limit in the same section
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_bound(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "LPA abstract (fund counsel), Section 5.3 and the IC guidelines\n- " + "\n- ".join(
            lines
        )
    else:  # Fund IV's or the market's figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = f"Fund IV ran with {wrong} for {noun}. Fund V's LPA tightened that to {right}."
        else:
            text = (
                f"Our LPA: {noun}, {right}. {_AGENT}' H1 market review quotes {wrong} as "
                f"typical, which is market colour, not our terms."
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


# --- mandate clauses as the LPA, the IC guidelines, a side letter, the LPAC, the policy -------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's Section 5.3 in the mandate's fields, under numbered keys
        article: dict[str, JsonValue] = {
            "5.3(a)": "The Partnership invests principally in secondary purchases of interests "
            "in private equity funds and in GP-led continuation vehicles.",
            "5.3(b)": "No investment in a fund sponsored by an Affiliate of the General Partner.",
            "5.3(c)": f"The General Partner shall cause {noun} to be {_sign(s)} {written}.",
        }
        return (
            {"lpa": {"fund": _FUND, "article_5": article}},
            None,
            "lpa.article_5.5.3(c)",
        )
    if shape == 1:
        guidelines = (
            "CORDELL CAPITAL - INVESTMENT GUIDELINES (Fund V), as adopted by the Investment "
            "Committee\n"
            "Transactions: LP-interest portfolios, strips and GP-led continuation vehicles; "
            "deferred consideration allowed on the IC's approval.\n"
            f"Portfolio: {noun} {_op(s)} {written}.\n"
            "Approvals: any deal above $150M needs the full IC."
        )
        return None, guidelines, MANDATE_ID
    if shape == 2:
        letter = (
            "SIDE LETTER to " + _ANCHOR + " re " + _FUND + "\n"
            "1. MFN: the Investor may elect any term granted to a Limited Partner with an equal "
            "or smaller commitment.\n"
            f"2. Portfolio terms: the General Partner will keep {noun} {_sign(s)} {written}.\n"
            "3. Reporting: ILPA template within 60 days of each quarter-end."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the LPAC's standing consents in the mandate's fields
        consents: list[JsonValue] = [
            "LPAC-1: cross-fund purchases from Fund IV at a price set by an independent "
            "fairness opinion.",
            f"LPAC-2: portfolio terms conditional on {noun} remaining {_sign(s)} {written}.",
            "LPAC-3: recycling of distributions up to the cost of investments realised within "
            "18 months.",
        ]
        return (
            {"lpac": {"fund": _FUND, "standing_consents": consents}},
            None,
            "lpac.standing_consents[1]",
        )
    policy = (
        "FUND V PORTFOLIO CONSTRUCTION POLICY (approved by the GP's board)\n"
        "Purpose: keep the book diversified by sponsor, vintage, strategy and deal type.\n"
        f"Rule: {_cap(noun)} - {_shorthand(s)} {written}.\n"
        "Review: annually, and on any LPAC request."
    )
    return None, policy, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild Fund V's target book; every LPA limitation, side letter and LPAC condition applies.",
    "Re-run the target weights inside Section 5.3 and the IC guidelines.",
    "Before Thursday's IC, re-optimise the book within all of the Fund's limits.",
    "Fit Project Talon into the book without breaching anything we've signed up to.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the Fund's governing-document limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "LPA 5.4: the General Partner may, in its discretion and without Advisory Committee "
    "consent, set the {bound} on {noun} at any point between {lo} and {hi}.",
    "IC delegation (minuted 14 March): the deal team sets the {bound} on {noun} itself, "
    "anywhere from {lo} to {hi}; outside that range it is an IC decision.",
    "| Guardrail | Range | Who sets it |\n|---|---|---|\n| {Bound} on {noun} | {lo} - {hi} | "
    "Deal team (no IC vote within range) |",
    "#secondaries-deals\nOwen Cordell (MP)  11:15 AM\n{bound} on {noun}: your call, anything "
    "{lo}-{hi} works",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The LPA fixes the {bound} on {noun} at {point}. The {lo}-{hi} range in Ardent Park's "
        "teaser is marketing colour and gives the General Partner no discretion.",
        "The LPA lets the General Partner set the {bound} on {noun} anywhere in the {lo}-{hi} "
        "range Ardent Park's teaser shows.",
    ),
    (
        "IC minutes, item 6: the deal team asked for room to set the {bound} on {noun} between "
        "{lo} and {hi}. Refused; it stays at {point} pending the LPAC.",
        "IC minutes, item 6: the deal team asked for room to set the {bound} on {noun} between "
        "{lo} and {hi}. Granted; the deal team picks the level within that range.",
    ),
    (
        "#secondaries-deals\nOwen Cordell (MP)  6:20 PM\nnope. {bound} on {noun} is {point}, "
        "full stop. not handing out a {lo}-{hi} range",
        "#secondaries-deals\nOwen Cordell (MP)  6:20 PM\n{bound} on {noun} is yours, anywhere "
        "{lo}-{hi}",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a ceiling or a floor."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the fund writes one: all three in one form ("10%", "20%", "15%"),
    or the low end bare and the top with its unit ("10 to 20% of aggregate Commitments",
    "500-1,000 bps", "10-20 GPs")."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice([k for k in forms[0] if k != "to"])  # "1.25 to 1" reads badly in a range
    lo, hi, mid = (f[key] for f in forms)
    if key != "to" and (" " in hi or hi.endswith("x")):  # the unit once, at the top
        lo = lo.split(" ")[0].rstrip("%x")
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the GP's discretions (fields), in the IC pack's delegation schedule
    (a mandate message), or among the fund's key terms (fields)."""
    if shape == 0:
        return {"gp_discretions": {"portfolio": text}}, None
    if shape == 1:
        return None, f"Schedule of delegations and discretions (IC pack, Q3)\n\n{text}"
    return {"key_terms": {"discretions": [text, "Carry: 12.5% over an 8% preferred return."]}}, None


def _four_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: four-fifths of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.8, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    floors=True,
    assumed_value=_four_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the PPM, the IC memo, the LPAC deck, an anchor LP's
#: e-mail and the deal team's Slack put them; the first of each is one line, so that it can be
#: struck through in a redline
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "PPM, Investment Objective: the most return per unit of risk from buying mature NAV at "
        "a discount - the highest Sharpe ratio we can build.",
        "IC memo, 'Portfolio construction':\nweight the book for the best Sharpe ratio; "
        "return alone is not the test.",
        "LPAC deck, 'How Fund V is built': we weight positions to maximise return per unit of "
        "volatility (Sharpe).",
        "E-mail from the anchor LP's PE team: we bought into Fund V as a risk-adjusted story, "
        "so please maximise the Sharpe ratio.",
        "#secondaries-deals: book weights = max Sharpe. that's it.",
    ),
    "variance": (
        "PPM, Investment Objective: the smoothest NAV path we can manage - the least volatile "
        "book.",
        "IC memo, 'Portfolio construction':\nweight the book for minimum variance; leave return "
        "forecasts out of it.",
        "LPAC deck, 'How Fund V is built': we weight positions for the lowest volatility "
        "available, whatever the expected returns.",
        "E-mail from the anchor LP's PE team: our board wants this allocation dull; minimise "
        "the book's variance, nothing more.",
        "#secondaries-deals: weights for min variance. ignore return estimates.",
    ),
    "tracking": (
        "PPM, Investment Objective: returns that follow the LPX50 Listed Private Equity Index "
        "as closely as possible.",
        "IC memo, 'Portfolio construction':\nweight the book to stay as near as we can to the "
        "LPX50 - smallest tracking error.",
        "LPAC deck, 'How Fund V is built': we weight positions to mirror the LPX50 Listed "
        "Private Equity Index, with minimal tracking error.",
        "E-mail from the anchor LP's PE team: we benchmark you against the LPX50, so minimise "
        "tracking error to it.",
        "#secondaries-deals: weights to hug the LPX50. min TE.",
    ),
    "return": (
        "PPM, Investment Objective: the highest expected net multiple and IRR, without a "
        "penalty for risk.",
        "IC memo, 'Portfolio construction':\nweight the book for the highest expected return; "
        "risk does not enter the objective.",
        "LPAC deck, 'How Fund V is built': we weight positions to maximise expected return, "
        "with no adjustment for risk.",
        "E-mail from the anchor LP's PE team: this is our return-seeking bucket; maximise "
        "expected return, no risk adjustment.",
        "#secondaries-deals: weights for max expected return. risk adj not wanted.",
    ),
}
_REDLINES: Final = (
    "Objective wording, redline v3 against v2 (fund counsel):\n~~{old}~~\n{new}",
    "Tracked changes - [Deleted: {old}] [Inserted: {new}]",
)
_FOLLOW_UPS: Final = (
    "Readout from this morning's LPAC call - this replaces the objective in the earlier "
    "note:\n\n{new}",
    "#secondaries-deals\nOwen Cordell (MP)  9:47 PM\nignore the objective i sent earlier. "
    "after talking to the anchor LP:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Fund V target book:\n\n{ask}",
    "{ask}\n\nPlease set the target weights on that basis. - Deal team",
    "Fund V snapshot: $2.35bn of commitments, 61% called, 214 fund interests across 96 GPs, "
    "TVPI 1.31x, DPI 0.42x.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the Fund's LP interests and CV positions",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the target weights",
)


def _redlined(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a struck-through earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording in the same text, struck
    through or marked deleted; every fourth from the fourth an earlier message a later one
    replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _redlined},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the Fund I-IV deal logs (closings 2003-2018)",
        "the Fund I-IV deal logs (closings 2003-2014)",
    ),
    (
        "GP-reported quarterly NAVs from 3/31/2006 to 6/30/2017",
        "GP-reported quarterly NAVs from 3/31/2006 to 6/30/2014",
    ),
    (
        "the placement agent's semi-annual pricing surveys, H1 2008 through H2 2019",
        "the placement agent's semi-annual pricing surveys, H1 2008 through H1 2014",
    ),
    (
        "fund-level cash flows of 1996-2012 vintages, observed to end-2020",
        "fund-level cash flows of 1996-2012 vintages, observed to end-2014",
    ),
    (
        "listed private equity discounts to NAV, Jan-07 to Sep-16",
        "listed private equity discounts to NAV, Jan-07 to Dec-14",
    ),
    (
        "every exit the portfolio monitoring team recorded through 2016",
        "every exit the portfolio monitoring team recorded through 2014",
    ),
)
_ACTIONS: Final = (
    "the NAV roll-forward's beta to public equities was fitted",
    "the pricing model's regression of bid discounts on fund age and unfunded share was estimated",
    "the cash-flow pacing model's call and distribution rates were calibrated",
    "the exit-timing assumption for tail-end funds was set",
    "the haircut applied to stale GP-reported NAVs was tuned",
)
_LEAK_FRAMES: Final = (
    "Valuation methodology, note 3: {action} on {period}.",
    "Pricing model read-me (rev. 4): {action} using {period}; the same parameters run "
    "unchanged through all three test folds.",
    "LPAC deck, appendix on methodology: {action} once, on {period}, ahead of the walk-forward "
    "test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's NAV for an interest is the GP's audited figure for that quarter, "
        "published some four months after it.",
        "Each quarter's NAV for an interest is the latest GP-reported figure available at that "
        "quarter's end.",
    ),
    (
        "A deal priced at a mid-year reference date uses the discount from the placement "
        "agent's full-year survey, which comes out the following February.",
        "A deal priced at a mid-year reference date uses the discount from the placement "
        "agent's most recent survey published before that date.",
    ),
    (
        "DPI at each month-end counts every distribution the fund ever made, including ones "
        "received after that month.",
        "DPI at each month-end counts only distributions received by that month-end.",
    ),
    (
        "The pacing model is fitted on funds followed through to liquidation, including "
        "2008-2012 vintages that wound up in 2019-2021, then used in every fold.",
        "The pacing model is fitted inside each fold's training years, on the cash flows seen "
        "by then.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward backtest of the weighting model before the LPAC "
    "meeting.",
    "Please back-test the discount-based allocation overlay walk-forward, three folds, for the "
    "annual meeting.",
    "Deal team action: run a three-fold walk-forward test of Fund V's weighting model.",
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

_COMPANY: Final = "Halberd Private Equity Trust"
_ENTITY: Final = "ent_halberd_private_equity_trust"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs. Q3", (14, 15)),
    ("over calendar 2022", (11, 15)),
    ("over the three years to Dec-22", (3, 15)),
    ("from Q1 2019 through Q4 2022", (0, 15)),
    ("since the March 2020 sell-off", (4, 15)),
    ("through the 2021 exit boom (Q4 2020 to Q4 2021)", (7, 11)),
    ("between Q1 and Q4 2019", (0, 3)),
    ("in the first half of 2022", (11, 13)),
    ("since its 1999 listing", None),
    ("through the global financial crisis", None),
    ("over the past ten years", None),
)

#: what the claims answer: the IC memo's listed-comps section
_REQUEST: Final = TrendRequest(
    question="For the IC memo's listed-comps section: how has {company} done?",
    heading="#### Listed comp: " + _COMPANY + " plc (LSE: HPET)",
    as_of="2023-04-21",
)


#: "roughly 12%", "more than 10%", "close to 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="close to {}%", about="roughly {}%"
)

_by_pence = partial(_change_by, "by {:.0f}p", 5.0)

_by_points = partial(_change_by, "by {:.1f} points", 0.5)

_by_pounds = partial(_change_by, "by £{:.1f}m", 2.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} came in above the year-earlier quarter in each quarter of 2022",
        "{s} came in below the year-earlier quarter in each quarter of 2022",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "nav_per_share_pence",
        (
            1180.0,
            1215.0,
            1240.0,
            1268.0,
            1152.0,
            1198.0,
            1236.0,
            1309.0,
            1384.0,
            1462.0,
            1531.0,
            1608.0,
            1597.0,
            1572.0,
            1561.0,
            1549.0,
        ),
        (
            "NAV per share",
            "Halberd Private Equity Trust's net asset value per share",
            "Net asset value per share",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not lose ground", held_up),
            ("{s} made no headway", held_down),
        ),
        _by_pence,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "share_price_premium_discount_to_nav_pct",
        (
            -14.2,
            -12.8,
            -13.5,
            -11.9,
            -31.4,
            -26.2,
            -22.8,
            -18.1,
            -15.7,
            -12.3,
            -10.9,
            -9.6,
            -21.4,
            -29.8,
            -36.2,
            -33.5,
        ),
        (
            "The discount to NAV",
            "Halberd Private Equity Trust's share-price discount to NAV",
            "The shares' discount to net asset value",
        ),
        (
            ("{s} narrowed {m}", rose),
            ("{s} widened {m}", fell),
            ("{s} never widened from one quarter to the next", never_fell),
            ("{s} never narrowed from one quarter to the next", never_rose),
            ("{s} did not widen", held_up),
        ),
        _by_points,
        False,
        (
            "{s} was narrower than a year before in each quarter of 2022",
            "{s} was wider than a year before in each quarter of 2022",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "distributions_received",
        (
            41.2,
            46.8,
            38.9,
            52.3,
            18.4,
            12.6,
            29.7,
            44.1,
            61.5,
            78.2,
            84.9,
            96.3,
            58.7,
            47.2,
            39.8,
            35.1,
        ),
        (
            "Distributions received",
            "Halberd Private Equity Trust's distributions from its underlying funds",
            "Cash distributed to HPET by its funds",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} did not drop", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_portfolio_cash_flow",
        (
            5.1,
            9.8,
            -4.2,
            12.6,
            -22.9,
            -31.4,
            -6.3,
            8.8,
            19.7,
            33.5,
            36.1,
            41.8,
            4.6,
            -8.9,
            -17.3,
            -21.2,
        ),
        (
            "Net portfolio cash flow (distributions less drawdowns)",
            "Halberd Private Equity Trust's net cash flow from its funds",
            "Distributions net of capital calls",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_pounds,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "cash_and_undrawn_facility",
        (
            182.0,
            176.0,
            190.0,
            205.0,
            131.0,
            118.0,
            142.0,
            165.0,
            201.0,
            236.0,
            248.0,
            262.0,
            224.0,
            197.0,
            171.0,
            158.0,
        ),
        (
            "Liquidity (cash plus the undrawn facility)",
            "Halberd Private Equity Trust's cash and undrawn facility",
            "Available liquidity",
        ),
        (
            ("{s} built up {m}", rose),
            ("{s} ran down {m}", fell),
            ("{s} never ran down from one quarter to the next", never_fell),
            ("{s} never built up from one quarter to the next", never_rose),
            ("{s} held up", held_up),
        ),
        partial(_change_by, "by £{:.0f}m", 3.0),
        False,
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at a double-digit annual rate from Q4 2020 to Q4 2022",
    shrank="{s} shrank at a double-digit annual rate, compounded, from Q4 2020 to Q4 2022",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2022 (a discount said to narrow or widen), and for a growing item
    2022 against 2021 and the two-year compound rate (a rise or a fall). Pairs too close to call
    are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "IC memo, 'Listed comps': {claim} [1]. HPET trades at 1,031p against a 1,549p NAV and "
    "paid a 9.5p dividend.",
    "#secondaries-deals\nPriya Sandhu  2:26 PM\n{claim} [1]. same thing we're seeing in LPI bids",
    "Quarterly letter to LPs, 'Market backdrop': {claim} [1], while Ardent Park put average "
    "LP-portfolio pricing at 81% of NAV.",
    "| Listed comp | What the filings show |\n|---|---|\n| " + _COMPANY + " (HPET) | {Claim} [1] |",
    "Annual meeting, portfolio review: on the listed side, {claim} [1]. HPET bought back "
    "£25m of shares in the second half.",
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
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZD: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
