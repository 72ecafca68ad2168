"""Held-out batch ZZZA: every flaw kind again, in the voice of a venture-debt fund: Harborline
Venture Lending Fund III, L.P., which makes senior secured term loans with warrant coverage to
VC-backed startups. Its people and papers: the credit committee's (CC) approval memos and votes,
the loan and security agreements' covenants (minimum cash, revenue performance-to-plan, the MAC
clause), the portfolio monitoring team's monthly reviews of borrowers' board decks (burn, runway
in months, ARR), the fund's limited partnership agreement (LPA) and its investment limitations,
the LPAC and an anchor LP's side letter, the bank lender's back-leverage facility (a revolving
loan and security agreement with a borrowing base and advance rates), the fund administrator's
compliance certificate, the workout team's notes, the partners' Slack channel and the annual LP
meeting deck.

Batch ZZZA is built like ZZU — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZT and ZZU (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
Slack line or a memo, as a form the CFO filled in (`template_inputs`) or as the LPA's or a side
letter's text given ahead of the request (`mandate`, cited as a clause); the misquote pairing in
which each structure meets every one of its eight subjects; floors in the latitude bands
(warrant coverage and borrowing-base headroom are floors) with bands whose low end is 60% of
their top; breach ratios of 1.4 (cap) and 0.6 (floor), uncited twins at 0.75 of a cap and 1.4
of a floor; and a trend request of its own (the question, the heading, an as-of date after its
2021-2023 quarters), with a signed series among its trends.

Decoy numbers (no truth depends on them): fund size ($410M of commitments), loan sizes and
terms, interest rates ("Prime + 4.25%, 7.50% floor", "Prime + 5.00%"), final payments, a warrant
strike price (the Series B price, $1.8372), round sizes and post-money valuations, ARR against
plan, burn and runway in months, swept cash in a forbearance, CC and LPAC votes, the facility's
size and pricing (Term SOFR + 3.10%) and its advance rate beside a headroom limit, a quarter's
actual in a compliance certificate, Fund II's and the market survey's figures, the listed comp's
price-to-NAV and dividend, slide and section numbers, Slack timestamps and dates. Its parts:

* limits as a venture-debt fund's people state them: a partner's Slack line citing the LPA, a
  CC approval memo with its vote, the LPA's investment limitations (a mandate message given
  before the request), the "Portfolio Parameters" form the CFO filled in (a bare decimal in the
  constraint's unit, template inputs), a "Covenant / Required / Q3 actual / Status" table from
  the administrator's compliance certificate whose actual is a decoy, a slide of the annual LP
  meeting deck, an anchor LP's side letter (a mandate message), fund counsel's e-mail and the
  partners' meeting notes, each in turn; number forms "7.5%", "10.0%" (one decimal) and "7.5%
  of Commitments", for loan-to-value "20% of EV", for warrant coverage "6% of the loan amount",
  for headroom "9% of the Borrowing Base", for leverage "0.75x", "0.75:1" and "0.75 times
  equity"; subjects: any one borrower's share of commitments, any one sector's share,
  pre-revenue borrowers' share, loans to borrowers with under 12 months of runway,
  loan-to-enterprise-value at closing, the fund's debt-to-equity under the back-leverage
  facility (a multiple), warrant coverage as a fraction of the loan (a floor) and headroom under
  the borrowing base (a floor);
* requests (a deal team's pipeline note, the deals Slack channel, the CFO's e-mail, a monthly
  monitoring review of a borrower's board deck and a workout note) deferring the limit to the
  LPAC's next call, the executed LPA in the closing set counsel has not circulated, a CC that
  has not set it, a "[●]" in the draft credit policy or the anchor LP's side letter still in
  negotiation;
* provenance misquoting its source: the PPM's summary of terms (the bank's term sheet, for the
  facility's limits) changed in the executed document, or a First Amendment replacing a
  figure; an LPAC waiver declined or the anchor LP refusing to reopen its side letter (the bank
  declining an amendment or a waiver, for the facility's limits); the fund's Q3 actual in the
  compliance certificate (prose, or a "Test / Q3 actual / Requirement" table); another limit
  beside it in the same section (the LPA's, the credit policy's or the facility's); and Fund
  II's figure or the placement agent's market survey quoted for comparison;
* mandates as the LPA's Article VI in the mandate's fields
  (`lpa.article_vi_investment_limitations[2]`), the CC's credit policy as a message, the
  facility's financial covenants (for leverage and headroom) or an anchor LP's side letter
  (for the rest), the credit policy manual's portfolio limits in the mandate's fields
  (`credit_policy.portfolio_limits[2]`) and an LPAC resolution;
* latitude granted as an LPA clause leaving it to the General Partner, a CC delegation to the
  deal team, a "Parameter / Band / Set by" table and the managing partner on Slack; refused as
  an LPA that fixes the level (the PPM's band being only indicative target portfolio
  characteristics), CC minutes declining the deal team's request, and the managing partner on
  Slack keeping it; each twin the same text granting it; floors as well as caps; placed in the
  GP's discretions (fields), the CC pack's list of delegations (a message) or the fund's terms
  (fields);
* objectives as the PPM's investment objective, the annual LP meeting deck, the CC charter, an
  anchor LP's e-mail and the partners' Slack, with an earlier CC memo version quoted or marked
  withdrawn in the same text, and a later message from the managing partner or after the LPAC
  call replacing an earlier one;
* leakage as the credit and monitoring teams write it: loss-given-default haircuts, a runway
  watch-list trigger, a warrant model's volatility input, an advance-rate stress and an ARR
  multiple cutoff fitted on periods reaching into the test years (Fund I and II loan tapes,
  board decks, down-round data, public SaaS multiples, venture funding data), and whole
  sentences (next month's board-deck cash in today's runway, workout recoveries known years
  later, a trigger picked on the whole record, LP-deck results on the years the model was
  fitted on); each clean twin in the same form, ending before the first test date
  (2 January 2015);
* trend claims on Kestrel Technology Capital (a listed BDC lending to venture-backed companies,
  the fund's public comp) — total investment income, net investment income (NII) per share,
  non-accruals at cost, NAV per share and the net increase (decrease) in net assets from
  operations per share, a signed series, over twelve quarters (2021 Q1-2023 Q4: the 2021
  venture boom, the 2022 rate hikes and markdowns, SVB's failure in March 2023 and the
  non-accruals after it), as an LP meeting deck slide, a partner's Slack line, a CC memo's
  comps section, a "Comp / Observation" table and a workout note; horizons covered by the series
  against uncovered ones ("since its 2012 IPO"). Whether a claim holds is computed from the
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

SEED: Final = 20270148
KINDS: Final = ALL_KINDS
TAG: Final = "zzza"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzaq0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzaq1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzaq2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzaq3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzaq5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzaqq"

_FUND: Final = "Harborline Venture Lending Fund III, L.P."
_BANK: Final = "Calder Western Bank"


# --- numbers as a venture-debt fund's partners, credit and finance people write them ----------


def _commitment_forms(value: float) -> dict[str, str]:
    """A share of the fund's commitments: "7.5%", "7.5%"/"10.0%", "7.5% of Commitments"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "of": f"{_g(pct)}% of Commitments"}


def _ev_forms(value: float) -> dict[str, str]:
    """A loan's size against the borrower's enterprise value: "20%", "20.0%", "20% of EV"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "of": f"{_g(pct)}% of EV"}


def _coverage_forms(value: float) -> dict[str, str]:
    """Warrant coverage: "6%", "6.0%", "6% of the loan amount"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "of": f"{_g(pct)}% of the loan amount"}


def _headroom_forms(value: float) -> dict[str, str]:
    """Headroom under the facility: "9%", "9.0%", "9% of the Borrowing Base"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "of": f"{_g(pct)}% of the Borrowing Base"}


def _multiple_forms(value: float) -> dict[str, str]:
    """Leverage as lenders write it: "0.75x", "0.75:1", "0.75 times equity"."""
    return {"x": f"{_g(value)}x", "ratio": f"{_g(value)}:1", "times": f"{_g(value)} times equity"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key on the CFO's
    parameters form, the values it takes, its written forms, whether it is a floor, and whether
    the bank's facility sets it."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    facility: bool = False


_BORROWER: Final = _Subject(
    ("max_single_borrower_share", "borrowerConcentrationCap"),
    (
        "commitments to any one borrower (with its affiliates)",
        "the largest single-borrower exposure",
        "any one portfolio company's share of the Fund",
    ),
    "single_borrower_max",
    "fraction",
    (0.05, 0.075, 0.1),
    _commitment_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_share", "sectorConcentrationCap"),
    (
        "loans to any one sector (per the Fund's sector taxonomy)",
        "any one sector's share of the book",
        "a single sector (enterprise SaaS, fintech, life sciences, climate, hardware)",
    ),
    "single_sector_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _commitment_forms,
)
_PRE_REVENUE: Final = _Subject(
    ("max_pre_revenue_share", "preRevenueCap"),
    (
        "loans to pre-revenue borrowers",
        "the pre-revenue bucket",
        "borrowers with no recognized revenue at closing",
    ),
    "pre_revenue_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _commitment_forms,
)
_SHORT_RUNWAY: Final = _Subject(
    ("max_short_runway_share", "subTwelveMonthRunwayCap"),
    (
        "loans to borrowers with under 12 months of runway",
        "the short-runway bucket (cash runway below a year at the last board deck)",
        "borrowers whose runway is less than 12 months",
    ),
    "short_runway_max",
    "fraction",
    (0.1, 0.125, 0.15),
    _commitment_forms,
)
_LTV: Final = _Subject(
    ("max_loan_to_enterprise_value", "ltvCap"),
    (
        "loan-to-enterprise-value at closing",
        "any loan's LTV (against the last round's post-money)",
        "loan-to-value on a new deal",
    ),
    "ltv_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _ev_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_fund_leverage", "debtToEquityCap"),
    (
        "the Fund's leverage under the back-leverage facility",
        "borrowings against the Fund's equity (debt-to-equity)",
        "fund-level debt-to-equity",
    ),
    "leverage_max",
    "multiple",
    (0.5, 0.75, 1.0),
    _multiple_forms,
    facility=True,
)
_WARRANTS: Final = _Subject(
    ("min_warrant_coverage", "warrantCoverageFloor"),
    (
        "warrant coverage on each new loan",
        "the warrant coverage we take (as a share of the committed amount)",
        "warrant coverage",
    ),
    "warrant_coverage_min",
    "fraction",
    (0.03, 0.06, 0.09),
    _coverage_forms,
    floor=True,
)
_HEADROOM: Final = _Subject(
    ("min_borrowing_base_headroom", "bbHeadroomFloor"),
    (
        "headroom under the Borrowing Base",
        "availability under the facility (Borrowing Base less outstandings)",
        "borrowing-base headroom",
    ),
    "bb_headroom_min",
    "fraction",
    (0.06, 0.09, 0.12),
    _headroom_forms,
    floor=True,
    facility=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _BORROWER,
    _SECTOR,
    _PRE_REVENUE,
    _SHORT_RUNWAY,
    _LTV,
    _LEVERAGE,
    _WARRANTS,
    _HEADROOM,
)

_RATIONALES: Final = (
    "market for a venture-debt fund of this size",
    "what Fund II ran at",
    "in line with the placement agent's survey of venture lenders",
    "a conservative placeholder until the LPAC weighs in",
    "what LPs usually negotiate in side letters",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.4
_FLOOR_BREACH: Final = 0.6


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Fund's loan and warrant book under the LPA's investment "
    "limitations and the facility's covenants",
    "the best risk-adjusted return within the Fund's limitations",
    "solve the target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Fund's documents state it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


def _limit(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _short(s: _Subject) -> str:
    return "floor" if s.floor else "capped at"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target book after Lumora Bio's Series C closed ($85M at a $640M post; our "
    "warrants strike at the Series B price, $1.8372)",
    "size our commitment to Quillfield Robotics ($20M at Prime + 4.25%, 7.50% floor, 36 months, "
    "12 interest-only)",
    "rebuild the allocation now that Tessaline has tripped its revenue-to-plan covenant",
    "re-weight the pipeline for the Q3 draws against the facility",
    "redo the portfolio targets for the annual LP meeting deck",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still with the LPAC (on the agenda for its next call)",
    "{noun}: the number is in the executed LPA, which counsel hasn't circulated from the "
    "closing set",
    "the Credit Committee hasn't set a limit on {noun} for Fund III",
    "the limit on {noun} is still '[●]' in the draft credit policy the CC reviews next week",
    "the limit on {noun} is an open point in the side letter with the anchor LP",
)
_REQUEST_FRAMES: Final = (
    "Deal team pipeline note (Mon)\nAsk: {task}.\nOpen: {deferral}.",
    "#fund3-deals\nPriya Nair  10:18 AM\ncan someone {task}? fwiw {deferral}",
    "Hi team,\n\nWith $62M drawn on the facility and the Q3 capital call out, please {task}. "
    "{Deferral}.\n\nBest,\nMarcus (CFO)",
    "Monthly monitoring review - Tessaline (board deck, Aug): burn $1.9M/mo, runway 11 months, "
    "ARR $14.2M vs. $16.0M plan.\nFollow-up: {task}. {Deferral}.",
    "Workout note: Brightmoor Health forbearance extended to Nov 30; we swept $2.3M of cash. "
    "Meanwhile {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit as a decimal, "figures" one of
#: its written forms, "table" a written form beside a decoy actual; the answer's kind); {noun},
#: {v}, {key}, {limit}, {op}, {obs}, {nomore}, {short}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "#fund3-partners\nRachel Okoye (MP)  4:12 PM\nper LPA 6.2(c), {noun} {short} {v}. "
        "that's hard, no LPAC waiver on that one",
        "figures",
        "clarification_answer",
    ),
    (
        "CREDIT COMMITTEE - APPROVAL MEMO (portfolio parameters)\nVote: approved, four in favor, "
        "one recused.\nResolved: {limit} on {noun}: {v}.",
        "figures",
        "clarification_answer",
    ),
    (
        "AMENDED AND RESTATED LIMITED PARTNERSHIP AGREEMENT OF " + _FUND.upper() + "\n"
        "Article VI - Investment Limitations\n6.2 Without the consent of the Advisory Committee, "
        "the Partnership shall keep {noun} at {nomore} {v}.",
        "figures",
        "mandate",
    ),
    (
        "PORTFOLIO PARAMETERS - completed by the CFO\nFund: " + _FUND + "\nParameter: {key}\n"
        "Value (decimal): {v}\nSource: LPA Article VI / Credit Policy",
        "bare",
        "template_inputs",
    ),
    (
        "Fwd from Alder Fund Services (administrator) - Q3 compliance certificate, Schedule 1\n"
        "| Covenant | Required | Q3 actual | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | In compliance |",
        "table",
        "clarification_answer",
    ),
    (
        "Annual LP Meeting deck, slide 11 'Portfolio guardrails':\n- {Noun}: {limit} {v}\n"
        "- Senior secured, first lien on all assets incl. IP (negative pledge where IP is "
        "licensed)",
        "figures",
        "clarification_answer",
    ),
    (
        'SIDE LETTER\nTo: Great Lakes Teachers\' Retirement System (the "Investor")\n'
        "Re: " + _FUND + "\nThe General Partner agrees to keep {noun} at {nomore} {v} "
        "for as long as the Investor is a Limited Partner.",
        "figures",
        "mandate",
    ),
    (
        "From: Elena Vasquez (fund counsel)\nRe: limits\nI checked the executed LPA: {noun} must "
        "be {nomore} {v}. The MFN election window closes on the 15th.",
        "figures",
        "clarification_answer",
    ),
    (
        "Partners' meeting notes (Tue): agreed {noun} {short} {v} going forward; Dev to put it in "
        "the credit policy before the next CC.",
        "figures",
        "clarification_answer",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """A quarter's actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.7 if s.floor else value * 0.6, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = f"{value:.4f}"
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
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
        short=_short(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: a document
    given as the fund's own terms (the LPA, a side letter) comes before the request and is
    cited as a clause."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    mandate = kind == "mandate"
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if mandate else _cite,
        answer_kind=kind,
        answer_first=mandate,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa_article_vi": [
        "No investments in publicly traded equity securities, other than warrants exercised.",
        "No loans to affiliates of the General Partner.",
        "No investments in other pooled investment vehicles.",
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

#: another limit in the same section of the LPA or the facility: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_borrower_max": ("6.2(b) Non-U.S. borrowers, in aggregate", 0.2),
    "single_sector_max": ("6.2(e) Equipment and receivables financings, in aggregate", 0.15),
    "pre_revenue_max": ("6.2(f) Loans with a maturity beyond 48 months", 0.07),
    "short_runway_max": ("6.2(g) Loans without a first lien on IP", 0.3),
    "ltv_max": ("Credit Policy 4.1 Advance against eligible receivables", 0.8),
    "leverage_max": ("Facility 7.12(a) Minimum asset coverage", 2.5),
    "warrant_coverage_min": ("Credit Policy 4.3 Minimum final payment", 0.04),
    "bb_headroom_min": ("Facility 2.4 Advance rate on eligible loans", 0.5),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller. A limit the bank's
    facility sets is quoted from the facility's papers, any other from the fund's."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft's figure, changed in the signed document or an amendment
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0 and s.facility:
            text = (
                f"{_BANK}'s term sheet showed {wrong} for {noun}. The signed Loan and Security "
                f"Agreement (7.12) has {right}."
            )
        elif variant == 0:
            text = (
                f"The PPM's summary of terms showed {wrong} for {noun}. LPs pushed back at "
                f"first close and the executed LPA (6.2) has {right}."
            )
        else:
            document = "Loan and Security Agreement" if s.facility else "LPA"
            text = (
                f"First Amendment to the {document}, Section 2: the figure for {noun}, "
                f'"{wrong}", is deleted and replaced with "{right}". (Signed by all parties.)'
            )
    elif structure == 1:  # a waiver or an amendment refused
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if s.facility and variant == 0:
            text = (
                f"{_BANK} declined our amendment request: we proposed {wrong} for {noun}; credit "
                f"came back unchanged at {right}."
            )
        elif s.facility:
            text = (
                f"Bank call notes: asked {_BANK} for a covenant waiver taking {noun} to {wrong} "
                f"through year-end. Their credit committee said no; {right} stays."
            )
        elif variant == 0:
            text = (
                f"We asked the LPAC to waive the limit on {noun} to {wrong} for the Quillfield "
                f"deal. The LPAC said no (three against, two for); {right} still governs."
            )
        else:
            text = (
                f"The anchor LP won't reopen its side letter: we proposed {wrong} for {noun}, "
                f"their counsel replied that {right} stays."
            )
    elif structure == 2:  # the fund's actual in the compliance certificate
        wrong_value = _away(s, value, 0.6, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 compliance certificate: {noun} came in at {wrong} at quarter-end, inside "
                f"the {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Test | Q3 actual | Requirement |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another limit in the same section
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Limits summary for the CC pack\n  " + "\n  ".join(lines)
    else:  # Fund II's or the market's figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        ours = "Our facility agreement" if s.facility else "Our LPA"
        if variant == 0:
            text = (
                f"For context, Fund II's documents had {wrong} for {noun}. Fund III's "
                f"{'facility' if s.facility else 'LPA'} sets {right}."
            )
        else:
            text = (
                f"{ours} sets {noun} at {right}. (The placement agent's survey has the market "
                f"at {wrong}, but that's not our document.)"
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


# --- mandate clauses as the LPA, the credit policy, the facility or a side letter, the LPAC ----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's Article VI in the mandate's fields
        limitations: list[JsonValue] = [
            "6.1 The Partnership invests principally in senior secured loans to venture-backed "
            "companies, with warrants.",
            "6.3 No investment in a company in which an Affiliate of the General Partner holds "
            "equity.",
            f"6.2 The Partnership shall keep {noun} at {_no_more(s)} {written}.",
        ]
        return (
            {"lpa": {"fund": _FUND, "article_vi_investment_limitations": limitations}},
            None,
            "lpa.article_vi_investment_limitations[2]",
        )
    if shape == 1:
        policy = (
            "HARBORLINE CAPITAL - CREDIT POLICY (Fund III), as adopted by the Credit Committee\n"
            "Loans: senior secured term loans, 24-48 months, interest-only up to 12 months, "
            "with a minimum-cash covenant or a revenue performance-to-plan covenant, and a MAC "
            "clause.\n"
            f"Portfolio: {noun} {_op(s)} {written}.\n"
            "Approvals: any loan above $15M needs a unanimous Credit Committee."
        )
        return None, policy, MANDATE_ID
    if shape == 2:
        if s.facility:
            document = (
                "LOAN AND SECURITY AGREEMENT between " + _FUND + " (Borrower) and " + _BANK + " "
                "(Lender) - revolving facility of $150,000,000 at Term SOFR + 3.10%\n"
                "2.4 Borrowing Base: the advance rate on Eligible Loans times their principal, "
                "less reserves.\n"
                f"7.12 Financial Covenants: the Borrower shall keep {noun} at {_no_more(s)} "
                f"{written}, tested monthly.\n"
                "9.1 Events of Default include a key-person event."
            )
        else:
            document = (
                "SIDE LETTER to Great Lakes Teachers' Retirement System re " + _FUND + "\n"
                "1. MFN: the Investor may elect the terms granted to any other Limited Partner.\n"
                f"2. Investment terms: the General Partner will keep {noun} at {_no_more(s)} "
                f"{written}.\n"
                "3. Reporting: quarterly portfolio company reports within 60 days."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the credit policy manual's portfolio limits in the mandate's fields
        limits: list[JsonValue] = [
            "PL-1 No loan without a first-priority lien on all assets, IP included or "
            "negative-pledged.",
            "PL-2 Minimum-cash covenants set at no less than three months of burn.",
            f"PL-7 {_cap(noun)}: {_limit(s)} {written}.",
        ]
        return (
            {"credit_policy": {"version": "2024-2", "portfolio_limits": limits}},
            None,
            "credit_policy.portfolio_limits[2]",
        )
    resolution = (
        "LIMITED PARTNER ADVISORY COMMITTEE - written resolution (five of six members "
        "consenting)\n"
        "WHEREAS the General Partner has requested guidance after the Q2 markdowns;\n"
        f"RESOLVED, that {noun} be {_no_more(s)} {written}; and\n"
        "FURTHER RESOLVED, that the General Partner report the figure in each quarterly letter."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the Fund's target book; every LPA limitation and facility covenant applies.",
    "Re-run the target weights inside the limits in the LPA, the credit policy and our side "
    "letters.",
    "Before the CC on Thursday, re-optimize the book within all of the Fund's limits.",
    "Work the Quillfield commitment into the book, staying inside every limit we have.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the Fund's investment limitation",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.4,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "LPA 6.4: the General Partner may set the {bound} on {noun} at any level from {lo} to {hi}, "
    "in its sole discretion, without Advisory Committee consent.",
    "CC delegation (minuted): the deal team sets the {bound} on {noun} itself, anywhere in "
    "{lo}-{hi}; outside that band it comes back to the Committee.",
    "| Parameter | Band | Set by |\n|---|---|---|\n| {Bound} on {noun} | {lo} to {hi} | Deal "
    "team, no CC vote needed inside the band |",
    "#fund3-partners\nRachel Okoye (MP)  9:02 AM\nyour call on the {bound} for {noun}. anything "
    "{lo} to {hi} is fine",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The LPA fixes the {bound} on {noun} at {point}. The {lo}-{hi} band in the PPM is only "
        "an indicative target portfolio characteristic and gives the General Partner no "
        "discretion.",
        "The LPA lets the General Partner set the {bound} on {noun} anywhere in the {lo}-{hi} "
        "band shown in the PPM.",
    ),
    (
        "CC minutes, item 4: the deal team asked to set the {bound} on {noun} anywhere from {lo} "
        "to {hi}. Not approved; it stays at {point} until the annual policy review.",
        "CC minutes, item 4: the deal team asked to set the {bound} on {noun} anywhere from {lo} "
        "to {hi}. Approved; the deal team picks the level within that band.",
    ),
    (
        "#fund3-partners\nRachel Okoye (MP)  5:40 PM\nno - {bound} on {noun} stays {point}. not "
        "delegating it, not anywhere in {lo}-{hi}",
        "#fund3-partners\nRachel Okoye (MP)  5:40 PM\n{bound} on {noun} is yours to set, "
        "anywhere in {lo}-{hi}",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and whether the band bounds a cap or a floor."""
    return {"noun": rng.choice(s.nouns), "bound": _limit(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds as the fund writes one: "6%", "10%" and "8%", "0.45x", "0.75x" and
    "0.6x", or the low end bare and the top in full ("6", "10% of Commitments")."""
    low = bounds[0]
    key = rng.choice(("pct", "pct1", "of") if s.unit == "fraction" else ("x", "times"))
    lo, hi, mid = (s.forms(v)[key] for v in bounds)
    if key in ("of", "times"):  # the unit once, at the top: "6 to 10% of Commitments"
        lo = _g(low * 100) if s.unit == "fraction" else _g(low)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the GP's discretions (fields), in the CC pack's list of delegations
    (a mandate message), or among the fund's terms (fields)."""
    if shape == 0:
        return {"gp_discretions": {"note": text}}, None
    if shape == 1:
        return None, f"Standing delegations and discretions (compiled for the CC pack)\n\n{text}"
    return {"fund_terms": {"discretions": [text, "Management fee: 2% on commitments."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
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
    named=_named,
    low_ratio=0.6,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the PPM, the LP meeting deck, the CC charter, an anchor
#: LP's e-mail and the partners' Slack put them; the first of each is one line, so that it can
#: be quoted from an earlier memo
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "PPM, Investment Objective: the most current income and warrant upside per unit of risk "
        "taken, i.e. the best Sharpe ratio.",
        "LP meeting deck, 'How we build the book':\nweights set for the best Sharpe ratio - "
        "return per unit of volatility, not return alone.",
        "CC charter, portfolio construction: the Committee weights the book to earn as much as "
        "it can for each unit of risk, measured by the Sharpe ratio.",
        "E-mail from the anchor LP's investment officer: we underwrote you as a risk-adjusted "
        "return story, so please maximize the Sharpe ratio.",
        "#fund3-partners: book gets weighted for max Sharpe. that's the whole brief.",
    ),
    "variance": (
        "PPM, Investment Objective: the steadiest possible income stream, i.e. the least "
        "volatile book we can build.",
        "LP meeting deck, 'How we build the book':\nweights set for minimum variance; return "
        "forecasts don't enter the weighting.",
        "CC charter, portfolio construction: the Committee weights the book for the lowest "
        "volatility available, whatever the expected returns.",
        "E-mail from the anchor LP's investment officer: our board wants this sleeve boring; "
        "minimize the book's variance and leave return forecasts out.",
        "#fund3-partners: weight the book for minimum variance, nothing else.",
    ),
    "tracking": (
        "PPM, Investment Objective: returns that track the Cliffwater Direct Lending Index as "
        "closely as possible.",
        "LP meeting deck, 'How we build the book':\nweights set to stay as close as we can to "
        "the Cliffwater Direct Lending Index - smallest tracking error.",
        "CC charter, portfolio construction: the Committee weights the book to mirror the "
        "Cliffwater Direct Lending Index, with minimal tracking error.",
        "E-mail from the anchor LP's investment officer: we benchmark you to the Cliffwater "
        "Direct Lending Index, so minimize tracking error against it.",
        "#fund3-partners: weight the book to hug the Cliffwater Direct Lending Index. min "
        "tracking error.",
    ),
    "return": (
        "PPM, Investment Objective: the highest expected total return (coupon, fees and "
        "warrants), with no penalty for risk.",
        "LP meeting deck, 'How we build the book':\nweights set for the highest expected "
        "return; risk is not part of the objective.",
        "CC charter, portfolio construction: the Committee weights the book to maximize "
        "expected return, with no allowance for risk.",
        "E-mail from the anchor LP's investment officer: this is our return-seeking sleeve; just "
        "maximize expected return, no risk adjustment.",
        "#fund3-partners: weight for max expected return. risk adj not needed.",
    ),
}
_VERSIONS: Final = (
    'CC memo v2 (supersedes v1, which read: "{old}")\n\n{new}',
    "[v1 - WITHDRAWN] {old}\n[v2 - current] {new}",
)
_FOLLOW_UPS: Final = (
    "#fund3-partners\nRachel Okoye (MP)  6:55 PM\nscratch my earlier note on the objective. "
    "after the partners' meeting:\n\n{new}",
    "Update after the LPAC call (this replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For Fund III's target book:\n\n{ask}",
    "{ask}\n\nPlease set the target weights on that basis. - Credit team",
    "Fund III at a glance: $410M of commitments, 31 borrowers, $62M drawn on the facility, "
    "weighted average yield 13.4%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the loans and warrants in the Fund's book",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the target weights",
)


def _versioned(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_VERSIONS[(i // 4) % len(_VERSIONS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same text, quoted or
    marked withdrawn; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _versioned},
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
        "the Fund I and Fund II loan tapes (originations 2006-2019)",
        "the Fund I and Fund II loan tapes (originations 2006-2014)",
    ),
    (
        "borrowers' monthly board decks from Jan-09 through Jun-16",
        "borrowers' monthly board decks from Jan-09 through Dec-14",
    ),
    (
        "venture-backed down rounds announced 2008 to 2020",
        "venture-backed down rounds announced 2008 to 2014",
    ),
    (
        "public SaaS EV/NTM revenue multiples from 2010 to mid-2017",
        "public SaaS EV/NTM revenue multiples from 2010 to end-2014",
    ),
    (
        "quarterly US venture funding totals, Q1 2007 to Q3 2018",
        "quarterly US venture funding totals, Q1 2007 to Q4 2014",
    ),
    (
        "every default and recovery the workout team logged through 2016",
        "every default and recovery the workout team logged through 2014",
    ),
)
_ACTIONS: Final = (
    "the credit model's loss-given-default haircuts were calibrated",
    "the runway trigger that puts a borrower on the watch list (months of cash left) was fitted",
    "the volatility input of the warrant valuation model was set",
    "the advance-rate stress on the Borrowing Base was tuned",
    "the underwriting cutoff on EV/ARR multiples was chosen",
)
_LEAK_FRAMES: Final = (
    "Credit model memo, appendix B: {action} on {period}.",
    "Monitoring playbook (v2.3): {action} using {period}; the same setting is used unchanged in "
    "each of the three test folds.",
    "LP meeting deck, methodology footnote: {action} once, on {period}, before the walk-forward "
    "test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's runway for a borrower is its cash from the following month's board deck "
        "divided by its trailing burn.",
        "Each month's runway for a borrower is its cash from that month's board deck divided "
        "by its trailing burn.",
    ),
    (
        "A loan's loss is the recovery the workout team finally booked, often years after the "
        "default, applied from the month of default onward.",
        "A loan's loss is estimated from what the workout team knew at each month-end, as "
        "logged that month.",
    ),
    (
        "The watch-list runway trigger is the best of six cutoffs over the Fund's whole "
        "2006-2020 loan history, then applied in every fold.",
        "The watch-list runway trigger is chosen from six cutoffs inside each fold's training "
        "years only.",
    ),
    (
        "The backtest in the LP deck covers the same 2006-2020 years the credit model was "
        "fitted on; nothing was held back.",
        "The backtest in the LP deck covers only each fold's test years; the credit model is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The Credit Committee wants a three-fold walk-forward backtest of the weighting model "
    "before the LP meeting.",
    "Please back-test the runway-based allocation overlay walk-forward, three folds, for the "
    "LP deck.",
    "Credit team action: run a three-fold walk-forward test of Fund III's weighting model.",
)
_WHERE: Final = ("purpose", "interpretation", "reasoning", "evidence")


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

_COMPANY: Final = "Kestrel Technology Capital"
_ENTITY: Final = "ent_kestrel_technology_capital"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 vs. Q3", (10, 11)),
    ("over calendar 2023", (7, 11)),
    ("over the two years to Dec-23", (3, 11)),
    ("from Q1 2021 through Q4 2023", (0, 11)),
    ("since the Fed's first hike (Q1 2022)", (4, 11)),
    ("from Q4 2022 through Q2 2023, across SVB's failure", (7, 9)),
    ("during 2021", (0, 3)),
    ("since its 2012 IPO", None),
    ("through the 2008-09 downturn", None),
    ("over the last decade", None),
)

#: what the claims answer: the LP meeting deck's public comps slide
_REQUEST: Final = TrendRequest(
    question="For the LP meeting deck's public comps slide: how has {company} done?",
    heading="### Public comp: " + _COMPANY + " (Nasdaq: KTCC)",
    as_of="2024-03-08",
)


#: "about 12%", "over 10%", "nearly 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="nearly {}%", about="about {}%")

_by_cents = partial(_change_by, "by ${:.2f}", 0.02)

_by_millions = partial(_change_by, "by ${:.1f} million", 2.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "total_investment_income",
        (21.4, 22.9, 24.1, 26.3, 28.8, 31.5, 36.2, 41.7, 44.9, 46.1, 45.3, 44.0),
        (
            "Total investment income",
            "Kestrel Technology Capital's total investment income",
            "TII",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not give ground", held_up),
            ("{s} went sideways", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_investment_income_per_share",
        (0.34, 0.35, 0.36, 0.38, 0.40, 0.43, 0.49, 0.56, 0.60, 0.58, 0.55, 0.51),
        (
            "NII per share",
            "Kestrel Technology Capital's net investment income per share",
            "Net investment income per share",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
            ("{s} did not climb", held_down),
        ),
        _by_cents,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "non_accruals_at_cost",
        (4.1, 3.2, 2.5, 2.5, 6.8, 12.4, 18.9, 27.3, 24.0, 31.6, 42.2, 38.5),
        (
            "Non-accruals at cost",
            "Kestrel Technology Capital's loans on non-accrual, at cost",
            "The non-accrual book (at cost)",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} eased {m}", fell),
            ("{s} never climbed from one quarter to the next", never_rose),
            ("{s} never eased from one quarter to the next", never_fell),
            ("{s} did not build", held_down),
        ),
        _by_millions,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "nav_per_share",
        (13.42, 13.61, 13.88, 14.02, 13.71, 13.15, 12.63, 12.08, 11.97, 11.84, 11.52, 11.31),
        ("NAV per share", "Kestrel Technology Capital's net asset value per share", "Book value"),
        (
            ("{s} rose {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} did not rise from one quarter to the next", never_rose),
            ("{s} held its ground", held_up),
        ),
        _by_cents,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_increase_in_net_assets_from_operations_per_share",
        (0.52, 0.49, 0.61, 0.55, 0.09, -0.21, -0.18, -0.33, 0.27, 0.16, -0.06, 0.11),
        (
            "Net increase (decrease) in net assets from operations per share",
            "Kestrel Technology Capital's earnings per share (NII plus gains and losses)",
            "GAAP EPS",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_change_by, "by ${:.2f}", 0.05),
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year over year
#: in each quarter of 2023, and for a growing item the two years compared and the two-year
#: compound rate (a rise or a fall). Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the year-earlier quarter in each quarter of 2023",
    down_all="{s} was below the year-earlier quarter in each quarter of 2023",
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at over 10% a year from Q4 2021 to Q4 2023",
    shrank="{s} fell by over 10% a year, compounded, from Q4 2021 to Q4 2023",
    shrinking=True,
)


_CLAIM_FRAMES: Final = (
    "Slide 14 - Market context (listed venture lenders): {claim} [1]. KTCC trades at 0.91x NAV "
    "with a $0.40 quarterly dividend.",
    "#fund3-partners\nDev Malhotra  11:47 AM\n{claim} [1]. worth a line in the LP letter",
    "CC memo, 'Comparable lenders' section: {claim} [1]; KTCC's new loans price at Prime + 5.00% "
    "with 1.5% final payments.",
    "| Comp | Observation |\n|---|---|\n| " + _COMPANY + " (KTCC) | {Claim} [1] |",
    "Workout team note: on the public side, {claim} [1]. Our own non-accruals are two loans, "
    "$9.7M at cost.",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2023") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZA: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
