"""Held-out batch ZZK: every flaw kind again, in the voice of a business development company
(BDC), a closed-end private-credit fund regulated under the Investment Company Act of 1940,
its external adviser, its Board and its lenders: 10-K and 10-Q excerpts (Item 7 / Item 2 MD&A,
the schedule of investments), the Board-approved investment policies and Board minutes, the
revolving credit facility's covenants and borrowing-base concentration limits, Valuation
Committee minutes (Rule 2a-5, Level 3 marks), an investment committee (IC) memo on a unitranche
deal, lender call notes, the adviser's e-mails and Bloomberg IB chat.

Batch ZZK is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. NAV and NII per share, the dividend, the weighted average yield, spreads over
SOFR ("S+575") and the 1.0% floor, facility sizes and holds ($85mm, $725mm), fee rates, dates,
votes, portfolio-company counts and meeting times are decoy numbers: no truth depends on them.
Its parts are new:

* limits as a BDC's people state them: fund counsel's e-mail after checking the Board-approved
  investment policies, Board minutes with a RESOLVED clause, a 10-Q MD&A excerpt beside NAV and
  NII per share, a compliance system's rule export (a bare number in the constraint's unit),
  the credit agreement's Section 6.07, a Bloomberg IB chat line, a "Test / Limit / 9/30 actual
  / Pass?" compliance table whose actual is a decoy and an IC memo on a unitranche deal, each
  form in turn; number forms "5%", "5.0%", "5 percent", for leverage "1.20x", "1.2x",
  "1.20 to 1.00" and for asset coverage "150%", "1.50x", "1.50 to 1.00"; subjects:
  single-portfolio-company concentration at fair value, the second-lien and equity co-invest
  bucket, PIK income as a share of total investment income, non-qualifying assets (outside
  Section 55(a)'s 70% basket), debt-to-equity, and two floors: asset coverage (Section 18 as
  modified by Section 61(a)(2)) and the first-lien senior secured share;
* requests deferring the limit to a bracket ("[●]") in the amended credit agreement draft, a
  Board that has not adopted it, an IC that has not set it for the new vehicle, lenders who have
  not come back on the facility amendment, or the independent directors' sign-off;
* provenance misquoting its source: the Agent's first draft of the A&R credit agreement against
  the executed one (in prose, or as a blackline with the Borrower's comment accepted), a request
  the independent directors or the Required Lenders declined (or a stricter level proposed and
  not adopted), the 9/30 position in the 10-Q (in prose or a "Test / 9/30 actual / Policy
  limit" table), another figure in the summary of policies and fees (the base management fee,
  the incentive fee, the quarterly hurdle, the top of the target D/E range, the facility's
  minimum interest coverage or the 70% qualifying-asset test) and the peer set's or the
  predecessor private BDC's figure quoted for comparison;
* mandates as the Board-approved investment policies in the mandate's fields
  (`investment_policies.section_3.3.4`, a dotted key), the credit agreement's financial
  covenants and concentration limits, a Board resolution, the prospectus's investment
  restrictions in the mandate's fields (`prospectus.investment_restrictions[2]`) and Schedule A
  of the Investment Advisory Agreement;
* latitude granted as a Board-approved target range the Adviser positions within, an IC
  delegation to the portfolio managers, a "Metric / Target range / Who decides" table and a
  Bloomberg chat line from the CIO; refused as a level the Board fixed whose band is only an
  early-warning level reported to the Board, IC minutes declining the PMs' request and a note
  that the Board has not delegated it; each twin the same text granting it;
* objectives as the 10-K's investment objective, an IC memo, Board minutes, the CIO's e-mail
  and a Bloomberg chat line, with an earlier draft quoted or struck through in the same text and
  a later message from the CIO replacing an earlier one;
* leakage as a BDC's credit and quant people write it: a non-accrual early-warning score, a
  Level 3 yield-calibration grid, a PIK-toggle default curve, a unitranche pricing grid and a
  screen's LTV cut-off set on periods reaching into the test years, and whole sentences (Level 3
  marks as of the quarter-end the Valuation Committee approves and the 10-Q reports weeks later,
  non-accrual flags from loans placed on non-accrual or restructured after the date, a D/E band
  picked on the whole record, refinancings announced after the date); each clean twin in the
  same form, ending before the first test date (4 January 2016);
* trend claims on Keystone Lending Corp. (a listed peer BDC the Adviser tracks) — total
  investment income, NII per share, NAV per share, non-accruals at fair value (as "by 120 bps"),
  net debt-to-equity and PIK as a share of income over twelve quarters (1Q21–4Q23, through the
  rise in base rates), as a 10-K peer review, Valuation Committee minutes, a "Peer BDC /
  Observation" table, lender call notes and a Bloomberg chat; magnitudes as "about 14%", "more
  than 45%", "just under 40%", "by $0.17", "by 0.03x", "by 1.6 percentage points"; horizons
  covered by the series against uncovered ones ("since its 2014 IPO"). Whether a claim holds is
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

SEED: Final = 20270132
KINDS: Final = ALL_KINDS
TAG: Final = "zzk"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkb0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkb1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkb2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkb3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzkb5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzkbz"


# --- numbers as a BDC's adviser, Board, counsel and lenders write them ---------------------------


def _exact(value: float, places: int) -> str:
    """`value` to `places` decimals when that is exact, else every digit it has ("3.75")."""
    fixed = f"{value:.{places}f}"
    return fixed if abs(float(fixed) - value) < 1e-9 else _g(value)


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio at fair value (or of income): "5%", "5.0%", "5 percent"."""
    pct = round(value * 100, 6)
    return {"pct": f"{_g(pct)}%", "pct1": f"{_exact(pct, 1)}%", "percent": f"{_g(pct)} percent"}


def _leverage_forms(value: float) -> dict[str, str]:
    """Debt-to-equity: "1.20x", "1.2x", and as a credit agreement writes it, "1.20 to 1.00"."""
    return {
        "x2": f"{_exact(value, 2)}x",
        "x": f"{_g(value)}x",
        "to1": f"{_exact(value, 2)} to 1.00",
    }


def _coverage_forms(value: float) -> dict[str, str]:
    """Asset coverage, as a 10-K ("150%"), a lender ("1.50x") and a credit agreement ("1.50 to
    1.00") write it."""
    return {
        "pct": f"{_g(round(value * 100, 6))}%",
        "x2": f"{_exact(value, 2)}x",
        "to1": f"{_exact(value, 2)} to 1.00",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a BDC names it, its rule id in the compliance
    system, the values it takes, its written forms, whether it is a floor, and the step by which
    another level in the same text (a draft's, a request's, a peer's) differs from it."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    notch: float = 0.0


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "singlePortfolioCompanyCap"),
    (
        "exposure to any single portfolio company (at fair value)",
        "the largest single-obligor position",
        "single-name concentration at FV",
    ),
    "single_issuer_max_fv",
    "fraction",
    (0.03, 0.04, 0.05),
    _share_forms,
    notch=0.01,
)
_JUNIOR: Final = _Subject(
    ("max_second_lien_and_equity_weight", "juniorBucketCap"),
    (
        "the combined second-lien and equity co-invest bucket",
        "the 2L/equity bucket",
        "junior capital (2L, sub debt and equity co-invests)",
    ),
    "junior_bucket_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    notch=0.05,
)
_PIK: Final = _Subject(
    ("max_pik_income_share", "pikIncomeCap"),
    (
        "PIK income as a share of total investment income",
        "payment-in-kind interest as a share of TII",
        "non-cash PIK income",
    ),
    "pik_share_of_tii_max",
    "fraction",
    (0.08, 0.1, 0.15),
    _share_forms,
    notch=0.04,
)
_NON_QA: Final = _Subject(
    ("max_non_qualifying_weight", "nonQualifyingBasketCap"),
    (
        "the non-qualifying share of total assets (outside Section 55(a))",
        "the non-QA bucket",
        "the share of total assets that are not qualifying assets",
    ),
    "non_qualifying_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
    notch=0.05,
)
_LEVERAGE: Final = _Subject(
    ("max_debt_to_equity", "leverageCap"),
    (
        "debt-to-equity (net of cash)",
        "the BDC's regulatory leverage",
        "net leverage (D/E)",
    ),
    "debt_to_equity_max",
    "multiple",
    (1.2, 1.4, 1.5),
    _leverage_forms,
    notch=0.25,
)
_COVERAGE: Final = _Subject(
    ("min_asset_coverage_ratio", "acrFloor"),
    (
        "asset coverage (Section 18, as modified by Section 61(a)(2))",
        "the asset coverage ratio",
        "ACR on senior securities",
    ),
    "asset_coverage_min",
    "multiple",
    (1.5, 1.75, 2.0),
    _coverage_forms,
    floor=True,
    notch=0.25,
)
_FIRST_LIEN: Final = _Subject(
    ("min_first_lien_weight", "firstLienFloor"),
    (
        "the share of first-lien senior secured loans (incl. unitranche) at FV",
        "the 1L share of the portfolio",
        "first-lien senior secured exposure",
    ),
    "first_lien_min",
    "fraction",
    (0.5, 0.6, 0.65),
    _share_forms,
    floor=True,
    notch=0.1,
)
#: the caps first: latitude is given over caps only
_SUBJECTS: Final = (_ISSUER, _JUNIOR, _PIK, _NON_QA, _LEVERAGE, _COVERAGE, _FIRST_LIEN)
_CAPS: Final = _SUBJECTS[:5]

_RATIONALES: Final = (
    "typical for a BDC of our size",
    "in line with where peer BDCs run it",
    "what the lenders usually ask for in a BDC revolver",
    "a placeholder until the Board adopts the policy",
    "the level the predecessor private BDC used",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the BDC's portfolio companies under its investment policies and "
    "facility covenants",
    "the best risk-adjusted return within the BDC's investment policies and covenants",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the BDC's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "at least" if s.floor else "no more than"


def _held(s: _Subject) -> str:
    return "at or above" if s.floor else "at or below"


def _exceed(s: _Subject) -> str:
    return "to fall below" if s.floor else "to exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run target weights after the Project Falcon unitranche ($85mm hold, S+575)",
    "size the book for the 1Q rotation out of broadly syndicated loans",
    "rebalance toward 1L after the two 3Q non-accruals",
    "set target weights for the new SBIC subsidiary's portfolio",
    "rework the weights so the $0.42 quarterly dividend stays covered by NII",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still bracketed ([●]) in the amended credit agreement draft",
    "the Board hasn't adopted a limit on {noun} yet (it's on the February BoD agenda)",
    "IC has not set a limit on {noun} for the new vehicle",
    "the lenders haven't come back on {noun} in the facility amendment (next lender call Thursday)",
    "{noun}: limit TBD, pending the independent directors' sign-off",
)
_REQUEST_FRAMES: Final = (
    "4Q rebalance workstream\nAction: {task}.\nOpen item: {deferral}.",
    "Hi all —\n\nPost earnings call (NII $0.43/sh, NAV $14.87) could you {task}? {Deferral}."
    "\n\nThanks, Rachel (Portfolio Mgmt)",
    "From the IC tracker: {task}. {Deferral}; flag anything that depends on it.",
    "Bloomberg IB\nRKANE (COPPERLINE ADV): need u to {task}\nRKANE (COPPERLINE ADV): fyi "
    "{deferral}",
    "Investor relations here (not on the deal team). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a 9/30 actual that is a decoy); {noun}, {v}, {key},
#: {limit}, {op}, {obs}, {nomore}, {exceed}, {held}
_STATINGS: Final = (
    (
        "Re: limits — I checked the Board-approved investment policies (adopted in February, "
        "section 3): {noun} must be {nomore} {v}. Happy to send the blackline against last "
        "year's. Dana (Fund Counsel)",
        "figures",
    ),
    (
        "Board minutes, regular meeting. Quorum: all five directors present, four of them "
        "independent.\nRESOLVED, that {noun} be subject to a {limit} of {v}, effective "
        "immediately.",
        "figures",
    ),
    (
        "10-Q excerpt, Item 2 (MD&A): NAV per share was $14.87 and NII $0.43 per share. Under "
        "our investment policies, {noun} is kept {held} {v}.",
        "figures",
    ),
    (
        "Compliance system export (rule pack: investment policies)\n  vehicle: Copperline "
        "Capital Corp\n  rule: {key}\n  limit: {v}\n  status: active",
        "bare",
    ),
    (
        "Credit agreement (A&R), Section 6.07: the Borrower shall not permit {noun} {exceed} "
        "{v}, tested as of each Measurement Date.",
        "figures",
    ),
    (
        "Bloomberg IB\nJMARSH (COPPERLINE ADV): per the IC policy {noun} {op} {v}\n"
        "JMARSH (COPPERLINE ADV): that's a hard limit, not a target",
        "figures",
    ),
    (
        "| Test | Limit | 9/30 actual | Pass? |\n|---|---|---|---|\n| {Noun} | {op} {v} | {obs} "
        "| ✓ |",
        "table",
    ),
    (
        "IC memo, Project Falcon ($85mm unitranche, S+575, SOFR floor), portfolio fit: pro "
        "forma for the deal we stay inside the policy {limit} of {v} for {noun}.",
        "figures",
    ),
)


def _inside(s: _Subject, value: float) -> float:
    """A 9/30 actual comfortably inside the limit: two steps above a floor, 0.7 of a cap."""
    return round(value + 2 * s.notch if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a 9/30 actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _inside(s, value)), rng.randrange(12), apart=True)
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
        exceed=_exceed(s),
        held=_held(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "board_policies": [
        "Level 3 investments are valued by the Adviser as valuation designee under Rule 2a-5, "
        "with an independent valuation firm reviewing each at least once a year.",
        "Co-investments with affiliated funds only under the SEC exemptive order.",
        "No investments in tobacco, firearms or thermal-coal companies.",
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

#: a figure beside the limit in the same summary of policies and fees: its name and its value,
#: in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_issuer_max_fv": ("base management fee (on gross assets, ex-cash)", 0.0125),
    "junior_bucket_max": ("incentive fee on pre-incentive fee NII", 0.175),
    "pik_share_of_tii_max": ("quarterly hurdle rate", 0.0175),
    "non_qualifying_max": ("incentive fee on realized capital gains", 0.175),
    "debt_to_equity_max": ("target debt-to-equity (top of the target range)", 1.25),
    "asset_coverage_min": ("minimum interest coverage ratio (facility)", 2.25),
    "first_lien_min": ("qualifying assets (Section 55(a) test)", 0.7),
}


def _away(s: _Subject, value: float, notches: int) -> float:
    """A wrong value for `s`, `notches` of its step from `value`: above it for a floor (a
    lender's or a peer's stricter level), above or (negative) below it for a cap."""
    return round(value + abs(notches) * s.notch if s.floor else value + notches * s.notch, 6)


def _declined(s: _Subject, noun: str, right: str, wrong: str, variant: int) -> str:
    """A request to move the limit that was turned down; for a floor the request was to raise
    it."""
    if not s.floor and variant == 0:
        return (
            f"Board minutes, item 5: the Adviser asked the Board to raise the {_limit(s)} for "
            f"{noun} to {wrong} ahead of the Falcon add-on. The independent directors declined; "
            f"the limit remains {right}."
        )
    if not s.floor:
        return (
            f"Lender call notes: we asked the Agent to loosen {noun} to {wrong} in the "
            f"amendment. Required Lenders said no, so the covenant stays at {right}."
        )
    if variant == 0:
        return (
            f"Lender call notes: the Agent asked for {noun} to step up to {wrong} in the "
            f"amendment. We pushed back and the request was dropped; the covenant stays at "
            f"{right}."
        )
    return (
        f"Board minutes, item 5: a director proposed a stricter {_limit(s)} of {wrong} for "
        f"{noun}. Not adopted (one for, four against); the policy remains {right}."
    )


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the Agent's first draft, changed in the executed agreement
        wrong_value = _away(s, value, -1)  # the Agent's stricter level
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The Agent's first draft of the A&R credit agreement had {wrong} for {noun}. "
                f"After the lender call, the executed agreement (Section 6.07(c)) says {right}."
            )
        else:
            text = (
                f"Section 6.07(c) [blackline against the Agent's draft]: {noun} {_no_more(s)} "
                f"~~{wrong}~~ {right} [Borrower comment: accepted by the Required Lenders; "
                "carried into the execution version]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        text = _declined(s, noun, right, wrong, variant)
    elif structure == 2:  # the 9/30 position in the 10-Q
        wrong_value = _inside(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"10-Q, Item 2 (MD&A): as of September 30, {noun} was {wrong}, in compliance "
                f"with the {_limit(s)} of {right} in our investment policies."
            )
        else:
            text = (
                f"| Test | 9/30 actual | Policy {_limit(s)} |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same summary of policies and fees
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Summary of investment policies and fees (from the N-2)\n  - " + "\n  - ".join(lines)
    else:  # the peer set's or the predecessor BDC's figure, quoted for comparison
        wrong_value = _away(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comp, the peer set (from last quarter's 10-Qs) runs {noun} at {wrong}; our "
                f"own policy {_limit(s)} is {right}."
            )
        else:
            text = (
                f"Our policy sets {noun} at {right}. (The predecessor private BDC's documents had "
                f"{wrong}, but that vehicle has been wound down.)"
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


# --- mandate clauses: policies, covenants, resolutions, prospectus, advisory agreement ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the Board-approved investment policies in the mandate's fields
        clause = (
            f"{_cap(noun)} shall be {_no_more(s)} {written}, tested quarterly and at each new "
            "investment."
        )
        section: dict[str, JsonValue] = {
            "3.1": "The Company invests primarily in senior secured loans to U.S. middle-market "
            "companies.",
            "3.4": clause,
        }
        return (
            {"investment_policies": {"adopted_by": "Board of Directors", "section_3": section}},
            None,
            "investment_policies.section_3.3.4",
        )
    if shape == 1:
        agreement = (
            "AMENDED AND RESTATED SENIOR SECURED REVOLVING CREDIT AGREEMENT ($725mm), "
            "Article VI\n"
            "6.07(a) Minimum Shareholders' Equity: not less than the sum of $600mm and 65% of "
            "net proceeds of equity issued after the Closing Date.\n"
            f"6.07(c) Concentration and financial covenant: the Borrower shall not permit {noun} "
            f"{_exceed(s)} {written}.\n"
            "6.08 Borrowing Base: Advance Rates per Schedule 1.01."
        )
        return None, agreement, MANDATE_ID
    if shape == 2:
        resolution = (
            "RESOLUTIONS OF THE BOARD OF DIRECTORS (unanimous, including a majority of the "
            "Independent Directors)\n"
            "WHEREAS, the Adviser has recommended portfolio limits for the Company;\n"
            f"NOW, THEREFORE, BE IT RESOLVED, that {noun} be {_op(s)} {written} at all times; "
            "and\nFURTHER RESOLVED, that the CCO report compliance at each quarterly meeting."
        )
        return None, resolution, MANDATE_ID
    if shape == 3:  # the prospectus's investment restrictions in the mandate's fields
        restrictions: list[JsonValue] = [
            "We will not invest in companies domiciled outside the U.S. and Canada except "
            "within our non-qualifying basket.",
            "We will not concentrate in any single industry (GICS sub-industry).",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"prospectus": {"form": "N-2", "investment_restrictions": restrictions}},
            None,
            "prospectus.investment_restrictions[2]",
        )
    schedule = (
        "INVESTMENT ADVISORY AGREEMENT — Schedule A (Investment Guidelines)\n"
        "A.1 Eligible investments: U.S. middle-market senior secured debt, unitranche and "
        "selected equity co-investments.\n"
        f"A.2 The Adviser shall manage the portfolio so that {noun} is {_no_more(s)} {written}.\n"
        "A.3 All co-investments require the exemptive-order conditions to be met."
    )
    return None, schedule, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the BDC's target weights; every investment policy and covenant applies.",
    "Re-run the portfolio weights for Copperline inside the limits in our documents.",
    "Ahead of the Board meeting, re-optimise the portfolio within the investment restrictions.",
    "Add the Project Falcon unitranche to the book, keeping to all our limits and covenants.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the BDC's investment policy or covenant",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Board-approved target range: {noun} between {lo} and {hi}; the Adviser determines where "
    "within the range to run it.",
    "IC delegation to the portfolio managers: {noun} may be set anywhere from {lo} to {hi} "
    "without coming back to IC.",
    "| Metric | Target range | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | "
    "Adviser (no Board approval needed inside the range) |",
    "Bloomberg IB\nCIO_MKELLY (COPPERLINE ADV): {noun} is ur call, anything {lo}-{hi} is fine "
    "w/ IC",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Board fixed {noun} at {point}. The {lo}–{hi} band in the policy is only the "
        "early-warning level reported to the Board; it gives the Adviser no discretion.",
        "The Board lets {noun} sit anywhere in the {lo}–{hi} band in the policy; the Adviser "
        "chooses the level.",
    ),
    (
        "IC minutes, item 4: the PMs asked to run {noun} anywhere between {lo} and {hi}. "
        "Declined: it stays at {point} until the annual policy review.",
        "IC minutes, item 4: the PMs asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the PMs may choose within that range.",
    ),
    (
        "Note to the PMs: the Board has NOT delegated the level of {noun}. Keep it at {point}, "
        "not anywhere in {lo}–{hi}.",
        "Note to the PMs: the Board has delegated the level of {noun} to the Adviser. Anywhere "
        "in {lo}–{hi} is acceptable.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as parts {lo, hi, mid}, in one of the subject's forms that reads in a
    range ("0.60x", "6%", never "0.60 to 1.00"), drawn."""
    said = [s.forms(v) for v in bounds]
    keys = [k for k in said[0] if k != "to1"]
    key = keys[rng.randrange(12) % len(keys)]
    lo, hi, mid = (f[key] for f in said)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investment policies' fields, as a mandate message, or in the IC
    charter."""
    if shape == 0:
        return {"investment_policies": {"targets_and_discretion": text}}, None
    if shape == 1:
        return None, f"Delegation of authority matrix (approved by the Board)\n\n{text}"
    return {"ic_charter": {"appendix_2": [text, "IC meets weekly; quorum is three members."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i,
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
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the 10-K, an IC memo, Board minutes, the CIO's e-mail
#: and a Bloomberg chat put them; the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (10-K, Item 1): the highest risk-adjusted return on the portfolio, "
        "i.e. maximize its Sharpe ratio.",
        "IC memo, portfolio construction:\nwe size positions to maximize the Sharpe ratio, the "
        "most excess return per unit of volatility.",
        "Board minutes, item 4: RESOLVED that the Adviser construct the portfolio to maximize "
        "return per unit of risk (the Sharpe ratio).",
        "E-mail from the CIO: for this rebalance optimize for the best risk-adjusted return, "
        "max Sharpe, please.",
        "Bloomberg IB\nCIO_MKELLY (COPPERLINE ADV): objective for the rebal = max sharpe. return "
        "per unit of vol, nothing fancier",
    ),
    "variance": (
        "Investment objective (10-K, Item 1): preserve capital, i.e. the lowest-volatility "
        "portfolio we can hold.",
        "IC memo, portfolio construction:\nwe will weight positions for minimum variance; no "
        "return forecasts enter the optimization.",
        "Board minutes, item 4: RESOLVED that the Adviser minimize the volatility of the "
        "portfolio (minimum-variance weights), without regard to expected returns.",
        "E-mail from the CIO: after the 3Q markdowns the Board wants the steadiest portfolio "
        "possible, so minimize portfolio variance and leave return forecasts out.",
        "Bloomberg IB\nCIO_MKELLY (COPPERLINE ADV): rebal objective = min variance. no alpha "
        "views in it pls",
    ),
    "tracking": (
        "Investment objective (liquid sleeve, 10-K Item 1): track the Morningstar LSTA US "
        "Leveraged Loan Index as closely as possible.",
        "IC memo, portfolio construction:\nwe will hold the broadly syndicated loan sleeve as "
        "close to the Morningstar LSTA US Leveraged Loan Index as we can, minimizing tracking "
        "error.",
        "Board minutes, item 4: NOTED that the liquid loan sleeve is managed to minimize "
        "tracking error against the Morningstar LSTA US Leveraged Loan Index.",
        "E-mail from the CIO: can the BSL sleeve just shadow the Morningstar LSTA US Leveraged "
        "Loan Index? Minimize tracking error to it.",
        "Bloomberg IB\nCIO_MKELLY (COPPERLINE ADV): BSL sleeve objective = min tracking error "
        "vs the Morningstar LSTA LL index",
    ),
    "return": (
        "Investment objective (opportunistic sleeve, 10-K Item 1): maximize expected total "
        "return, with no penalty for risk.",
        "IC memo, portfolio construction:\nwe will weight positions for the highest expected "
        "return; risk is not in the objective.",
        "Board minutes, item 4: NOTED that the Adviser runs the opportunistic sleeve to "
        "maximize expected return alone.",
        "E-mail from the CIO: for the opp sleeve just go for the highest expected return, no "
        "risk adjustment.",
        "Bloomberg IB\nCIO_MKELLY (COPPERLINE ADV): opp sleeve objective = max expected return. "
        "no vol penalty",
    ),
}
_DRAFTS: Final = (
    'The draft 10-K sent to the Audit Committee read: "{old}" That language was replaced '
    "before filing; the filed version reads:\n\n{new}",
    "~~{old}~~ [deleted in the Board-approved version]\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO here: ignore my earlier note on the objective. Per IC today:\n\n{new}",
    "Correction (supersedes the objective sent this morning, per IC):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Re: 4Q rebalance\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Portfolio Management",
    "Copperline at 9/30: NAV/share $14.87, NII/share $0.43, D/E 1.08x, 186 portfolio "
    "companies, weighted average yield at cost 11.6%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the BDC's portfolio companies and loan sleeves",
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
    struck through; every fourth from the fourth an earlier message a later one replaces."""
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
        "the 2009–2019 loan-level default and recovery history",
        "the 2009–2015 loan-level default and recovery history",
    ),
    ("every Level 3 mark through 3Q18", "every Level 3 mark through 4Q15"),
    (
        "the schedules of investments in the 10-Ks for calendar 2011 through 2020",
        "the schedules of investments in the 10-Ks for calendar 2011 through 2015",
    ),
    (
        "the Cliffwater Direct Lending Index from 2005 to 2021",
        "the Cliffwater Direct Lending Index from 2005 to 2015",
    ),
    (
        "quarterly portfolio-company financials from 1Q12 to 2Q17",
        "quarterly portfolio-company financials from 1Q12 to 4Q15",
    ),
    (
        "the lender-reported borrower EBITDA set (Jan 2010 – Sep 2019)",
        "the lender-reported borrower EBITDA set (Jan 2010 – Dec 2015)",
    ),
)
_ACTIONS: Final = (
    "the non-accrual early-warning score was calibrated",
    "the Level 3 yield-calibration grid was fitted",
    "the PIK-toggle default curve was estimated",
    "the spread-over-SOFR pricing grid for new unitranche deals was set",
    "the credit screen's LTV cut-off was chosen",
)
_LEAK_FRAMES: Final = (
    "IC memo, model assumptions: {action} on {period}.",
    "Per the model documentation (v3.1): {action} using {period}, and it is applied unchanged "
    "in all three walk-forward folds.",
    "For the Valuation Committee's information, {action} once, on {period}, before the "
    "walk-forward backtest was run.",
    "Bloomberg IB\nQUANT_JLEE (COPPERLINE ADV): fyi {action} on {period}, same params every fold",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter-end rebalance uses the Level 3 marks as of that same quarter-end: fair "
        "values the Valuation Committee only approves, and the 10-Q only reports, about six "
        "weeks later.",
        "Each quarter-end rebalance uses the Level 3 marks in the last 10-Q filed before the "
        "rebalance date, i.e. the prior quarter-end's fair values.",
    ),
    (
        "Non-accrual flags are taken from each loan's eventual status, so loans placed on "
        "non-accrual or restructured after the rebalance date are flagged from the start.",
        "Non-accrual flags are taken as disclosed on each rebalance date; a loan placed on "
        "non-accrual later is flagged only from its disclosure date.",
    ),
    (
        "The target D/E band is the one of five that gave the best NII coverage of the dividend "
        "over the whole 2010–2021 record, then applied in every fold.",
        "The target D/E band is chosen from five within each fold's training years only.",
    ),
    (
        "Repayment assumptions use refinancings as eventually announced, including take-outs "
        "announced after the rebalance date.",
        "Repayment assumptions use only refinancings announced on or before the rebalance date.",
    ),
)
_LEAK_ASKS: Final = (
    "The Valuation Committee wants a three-fold walk-forward backtest of the proposed "
    "allocation model before the 1Q rebalance.",
    "Please back-test the non-accrual overlay walk-forward (three folds) for IC.",
    "Action item from the lender call: run a three-fold walk-forward test of the portfolio "
    "weighting model.",
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

_COMPANY: Final = "Keystone Lending"
_ENTITY: Final = "ent_keystone_lending"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4Q23 vs. 3Q23", (10, 11)),
    ("over the twelve months to December 31, 2023", (7, 11)),
    ("over the two years ended 4Q23", (3, 11)),
    ("since 1Q21", (0, 11)),
    ("since the first Fed hike (1Q22 through 4Q23)", (4, 11)),
    ("from 2Q21 to 2Q22", (1, 5)),
    ("since its 2014 IPO", None),
    ("since the March 2020 COVID marks", None),
    ("over the life of its credit facility (since 2016)", None),
)


#: "about 12%", "more than 10%", "just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just under {}%", about="about {}%"
)
_by_dollars = partial(_change_by, "by ${:.2f}", 0.01)
_by_nav_dollars = partial(_change_by, "by ${:.2f}", 0.05)
_by_turns = partial(_change_by, "by {:.2f}x", 0.03)
_by_points = partial(_change_by, "by {:.1f} percentage points", 0.3)


def _by_bps(a: float, b: float) -> str:
    """A move in a rate given in percent, in basis points ("by 120 bps"); "" under 10 bps."""
    bps = round(abs(b - a) * 100)
    return f"by {bps} bps" if bps >= 10 else ""


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
        "nii_per_share",
        (0.36, 0.37, 0.38, 0.38, 0.39, 0.41, 0.46, 0.52, 0.57, 0.59, 0.58, 0.56),
        (
            "NII per share",
            "Keystone Lending's net investment income per share",
            "Net investment income per share",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} was never down quarter on quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _by_dollars,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "nav_per_share",
        (15.10, 15.22, 15.31, 15.38, 15.21, 14.96, 14.88, 14.71, 14.79, 14.85, 14.80, 14.62),
        ("NAV per share", "Keystone Lending's NAV per share", "Net asset value per share"),
        (
            ("{s} rose {m}", rose),
            ("{s} eroded {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _by_nav_dollars,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "total_investment_income",
        (88.0, 91.0, 95.0, 99.0, 101.0, 104.0, 112.0, 124.0, 133.0, 139.0, 142.0, 141.0),
        ("Total investment income", "Keystone Lending's total investment income", "TII"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "non_accrual_pct_fair_value",
        (0.9, 0.8, 0.7, 0.6, 0.6, 0.7, 0.9, 1.2, 1.6, 1.9, 2.1, 2.4),
        (
            "Non-accruals at fair value",
            "Keystone Lending's non-accrual rate (at FV)",
            "Loans on non-accrual, as a share of the portfolio at fair value,",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not rise", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_equity",
        (0.98, 1.02, 1.05, 1.08, 1.12, 1.15, 1.18, 1.16, 1.13, 1.10, 1.11, 1.09),
        ("Net debt-to-equity", "Keystone Lending's net leverage", "Regulatory leverage (D/E)"),
        (
            ("{s} increased {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not rise", held_down),
            ("{s} did not fall", held_up),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "pik_pct_of_total_investment_income",
        (5.1, 5.4, 5.2, 5.6, 6.0, 6.8, 7.5, 8.3, 9.1, 9.8, 10.4, 11.2),
        (
            "PIK income as a share of TII",
            "Keystone Lending's PIK share of income",
            "PIK as a percentage of total investment income",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} rose every quarter", rose_every_quarter),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
        ),
        _by_points,
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
    grew="{s} compounded at more than 10% a year from 4Q21 to 4Q23",
    shrank="{s} shrank more than 10% a year, compounded, from 4Q21 to 4Q23",
)


_CLAIM_FRAMES: Final = (
    "10-K peer review (Item 7 comps), Keystone Lending Corp.: {claim} [1].",
    "Valuation Committee minutes, item 3 (peer marks): the Adviser noted that {claim} [1].",
    "| Peer BDC | Observation |\n|---|---|\n| Keystone Lending Corp. | {Claim} [1] |",
    "Lender call notes, peer read-across: {claim} [1]; the Agent is still quoting new 1L "
    "unitranche at S+550.",
    "Bloomberg IB\nPM_RKANE (COPPERLINE ADV): {claim} [1]\nPM_RKANE (COPPERLINE ADV): worth "
    "flagging at IC",
)


def _left_out(horizon: str, window: object, claim: str) -> bool:
    """A quarter-by-quarter claim is not said of a single quarter's move."""
    return horizon.startswith("in 4Q23") and "quarter" in claim


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
        left_out=_left_out,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZK: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
