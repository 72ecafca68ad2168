"""Held-out batch ZZZH: every flaw kind again, in the voice of a life-settlements fund:
Wrenfield Life Settlement Fund III, L.P., a closed-end Delaware fund that buys US life insurance
policies in the secondary market (life settlements from the original owners through licensed
providers, tertiary trades between funds, and a tail of older viatical policies), pays their
premiums until maturity, and runs a small listed sleeve of life insurers and reinsurers. Its
people and papers: the confidential offering memorandum (OM) and its investment guidelines
(concentration by insured, by carrier, by AM Best rating, by life-expectancy band and by face
amount; a premium-reserve floor; a minimum number of insured lives; an LE-extension stress),
the LPA's schedules and the LPAC's consents, the investment committee's (IC) minutes and
resolutions, the credit agreement's borrowing-base eligibility criteria, the LE underwriters'
reports (21st, ISC, Predictive, LSI: "LE of 96 months", mortality multipliers), the servicer's
(Baypoint Policy Services) monthly tape, the administrator's (Cortlandt Fund Administration)
compliance test set-up and monthly compliance certificate, the fund's actuary (D. Achterberg,
FSA), the portfolio manager (T. Hallorann) and the CIO (R. Vance) on Teams, and the
abbreviations they use: NDB, DB, face, COI, LE, IRR at purchase, NTM premiums, STOLI, DMF.

Batch ZZZH is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZG (read for shape), or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
Teams line from the CIO, an IC minutes table, the actuary's e-mail or the administrator's
monthly compliance certificate (chat answers), as the administrator's compliance-test set-up
completed by the PM (`template_inputs`, given ahead of the request) or as the OM's or the LPA
schedule's text given ahead of the request (`mandate`, cited as a clause); the misquote pairing
in which each structure meets every one of its eight subjects; floors in the latitude bands (the
premium reserve, a multiple of NTM premiums, and the number of insured lives, a count, are
floors), bands whose low end is three-quarters of their top, each granted case assuming the
point two-fifths of the way up its band, each refused one a level fixed where the band's middle
is looser than it (the low end of a cap, the top of a floor: `point`); breach ratios of 1.3
(cap) and 0.7 (floor), uncited twins at 0.75 of a cap and 1.2 of a floor; limits as shares of
aggregate NDB or face, a count of lives, a multiple of NTM premiums and an IRR give-up in bp;
an objective's earlier wording deleted in a counsel's blackline or a Word comment, each wanted
objective met in every structure (`turn`); and a trend request of its own (the question, the
heading, an as-of date after its 2019-2022 quarters) over sixteen quarters, comparing 2022
with 2021 (`end=15`), with a signed series (operating income through the COVID mortality
quarters) among its trends.

Decoy numbers (no truth depends on them): the fund's size ($1.38bn NDB on the Oct-26 tape, 212
policies), block sizes and asks ("14 policies, NDB $86.5m, ask $21.2m"), insureds' ages, LE
months and mortality ratings from the LE reports, IRRs at purchase, policy and tape counts,
the listed holding's share count, price-to-book and NAV share, Teams timestamps, IC
resolution and minute numbers and dates, admin query numbers and today's test results in the
compliance certificate. Its parts:

* limits as a life-settlements fund's people state them: the CIO on Teams, the IC's minutes
  table, the OM's investment guidelines (a mandate message given before the request), the
  administrator's compliance-test set-up completed by the PM (a bare number in the constraint's
  unit, template inputs given before the request), the actuary's e-mail, the administrator's
  monthly compliance certificate ("Test / Threshold / Oct-26 tape", whose tape figure is a
  decoy) and the LPA's Schedule C (a mandate message), each in turn; number forms "4% of
  aggregate NDB", "4 per cent of net death benefit" and "4.00% of total DB" for one insured
  life, "20% of NDB by carrier", "20%" and "20pct of face" for one carrier, "10% of portfolio
  NDB", "10%", "10 per cent of face" and "10.00% of NDB" for carriers rated below A-, "25% of
  NDB", "25% by face" and "25 per cent" for the long-LE band, "15% of aggregate face", "15%"
  and "15pct" for jumbo face, "1.5x NTM premiums", "150% of projected 12-month premiums" and
  "1.5 times annual premium outlay" for the premium reserve, "180 lives", "180 insured lives"
  and "180 insureds" for the number of lives, "200bp of IRR", "2 pts of IRR" and "200 bps" for
  the LE-extension stress;
  subjects: any one insured life's share of NDB, any one carrier's share, the share written by
  carriers rated below A- by AM Best, the share of policies with LE over 120 months, the share
  in policies of $10m face or more, the premium reserve over NTM projected premiums (a floor, a
  multiple), the number of distinct insured lives (a floor, a count) and the IRR give-up under
  a +6-month LE extension (a cap in bp);
* requests (the PM's e-mail to the actuary and the administrator, the IC pre-read, a note on the
  servicer's monthly tape, Teams and the administrator's query log) deferring the limit to an IC
  not yet met, an LPAC that has not voted, an OM supplement's "[TBD - subject to GP approval]",
  the actuary's portfolio review or the lender's borrowing-base consent;
* provenance misquoting its source: the OM's draft of 14 March or investment guidelines rev. 2
  changed since, a PM request the IC declined or a GP waiver the LPAC refused; the
  administrator's month-end certificate (prose, or a "Test / Oct-26 tape / Guideline" table);
  another guideline beside it in an excerpt; and Fund II's figure or the placement agent's peer
  deck quoted for comparison;
* mandates as the OM's investment guidelines in the mandate's fields under paragraph keys
  (`offering_memorandum.investment_guidelines.7(c)`), an IC resolution as a message, the
  guidelines' concentration tests in the mandate's fields
  (`investment_guidelines.concentration_tests[2]`), the credit agreement's eligibility criteria
  and an LPAC consent as messages;
* latitude granted as an investment-guidelines paragraph, an IC resolution, a "Guideline / PM
  band / Sign-off inside band" table and the CIO on Teams; refused as an OM that fixes the level
  (the placement agent's deck describing the market), the LPAC declining a GP band and the CIO
  on Teams keeping it; each twin the same text granting it; floors as well as caps; placed in
  the GP's discretions (fields), the IC's delegated authorities matrix (a message) or the
  fund's terms (fields);
* objectives as the OM, the CIO's memo, the IC's minutes, an insurer LP's consultant's e-mail
  and Teams, with an earlier wording deleted in the same text ("[Deleted: ...] [Inserted: ...]")
  or in a Word comment, and a later note after the IC or from the CIO replacing an earlier one;
  the tracking benchmark is the Ashdown Life Settlement Index;
* leakage as the actuary and the PM write it: a mortality-multiplier blend, a fair-value
  discount spread, premium-optimisation lapse assumptions, LE-band allocation thresholds and a
  COI-increase hazard regression fitted on periods reaching into the test years (servicer
  maturity history, A/E studies, tertiary-trade prints, Death Master File matches, carriers' COI
  notices, fair-value reports), and whole sentences (LE reports issued after the valuation date,
  deaths reported to SSA years late, policies dropped because they lapsed or were sold later,
  COI increases applied before their notices); each clean twin in the same form, ending before
  the first test date (2 January 2015);
* trend claims on Corbel Life Re Holdings Ltd (a NYSE-listed Bermuda life and annuity reinsurer,
  the sleeve's largest holding) - net premiums earned, adjusted operating income (a signed
  series that goes below zero in the COVID mortality quarters), the individual-life A/E
  mortality ratio, book value per share (falling with rates in 2022) and debt to capital, over
  sixteen quarters (2019 Q1-2022 Q4), as the listed sleeve's weekly note, a Teams line, the
  quarterly LP letter, a "Holding / What the 10-Q shows" table and the IC pack; horizons covered
  by the series against uncovered ones ("since the 2008 VBT came out"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
import re
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

SEED: Final = 20270155
KINDS: Final = ALL_KINDS
TAG: Final = "zzzh"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhqs0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhqs1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhqs2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzhqs3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzhqs5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzhqsd"

_FUND: Final = "Wrenfield Life Settlement Fund III, L.P."
_ADMIN: Final = "Cortlandt Fund Administration"
_LENDER: Final = "Harrowgate Capital Finance"


# --- numbers as a life-settlements fund's PM, actuary, administrator and counsel write them ----


def _pct(value: float) -> str:
    return _g(value * 100)


def _insured_forms(value: float) -> dict[str, str]:
    """One insured life against the book's NDB: "4% of aggregate NDB", "4 per cent of net death
    benefit", "4.00% of total DB"."""
    return {
        "agg": f"{_pct(value)}% of aggregate NDB",
        "pc": f"{_pct(value)} per cent of net death benefit",
        "db": f"{value * 100:.2f}% of total DB",
    }


def _carrier_forms(value: float) -> dict[str, str]:
    """One carrier's share: "20% of NDB by carrier", "20%", "20pct of face"."""
    return {
        "ndb": f"{_pct(value)}% of NDB by carrier",
        "pct": f"{_pct(value)}%",
        "face": f"{_pct(value)}pct of face",
    }


def _rating_forms(value: float) -> dict[str, str]:
    """Face written by carriers rated below A-: "10% of portfolio NDB", "10%", "10 per cent of
    face", "10.00% of NDB"."""
    return {
        "ndb": f"{_pct(value)}% of portfolio NDB",
        "pct": f"{_pct(value)}%",
        "face": f"{_pct(value)} per cent of face",
        "dp": f"{value * 100:.2f}% of NDB",
    }


def _band_forms(value: float) -> dict[str, str]:
    """The long-LE band's share: "25% of NDB", "25% by face", "25 per cent"."""
    return {
        "ndb": f"{_pct(value)}% of NDB",
        "face": f"{_pct(value)}% by face",
        "pc": f"{_pct(value)} per cent",
    }


def _jumbo_forms(value: float) -> dict[str, str]:
    """Jumbo face's share: "15% of aggregate face", "15%", "15pct"."""
    return {
        "face": f"{_pct(value)}% of aggregate face",
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)}pct",
    }


def _reserve_forms(value: float) -> dict[str, str]:
    """The premium reserve over NTM projected premiums: "1.5x NTM premiums", "150% of projected
    12-month premiums", "1.5 times annual premium outlay"."""
    return {
        "x": f"{_g(value)}x NTM premiums",
        "pct": f"{_pct(value)}% of projected 12-month premiums",
        "times": f"{_g(value)} times annual premium outlay",
    }


def _lives_forms(value: float) -> dict[str, str]:
    """The number of distinct insured lives: "180 lives", "180 insured lives", "180
    insureds"."""
    n = _g(value)
    return {"lives": f"{n} lives", "insured": f"{n} insured lives", "insureds": f"{n} insureds"}


def _stress_forms(value: float) -> dict[str, str]:
    """IRR give-up under a +6-month LE extension, in bp: "200bp of IRR", "2 pts of IRR", "200
    bps"."""
    return {
        "bp": f"{_g(value)}bp of IRR",
        "pts": f"{_g(value / 100)} pts of IRR",
        "bps": f"{_g(value)} bps",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A guideline: the agent's field names, how the fund's people name it, its test id on the
    administrator's compliance set-up, the values it takes, its written forms and whether it is
    a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_INSURED: Final = _Subject(
    ("max_single_insured_ndb_share", "singleLifeCap"),
    (
        "exposure to any one insured life",
        "the NDB on any single insured (all policies on that life combined)",
        "the largest single-life concentration",
    ),
    "single_life_max",
    "fraction",
    (0.03, 0.04, 0.05),
    _insured_forms,
)
_CARRIER: Final = _Subject(
    ("max_single_carrier_share", "carrierConcentrationCap"),
    (
        "exposure to any one issuing carrier",
        "single-carrier concentration (NDB by issuing insurer)",
        "the biggest carrier name on the tape",
    ),
    "carrier_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _carrier_forms,
)
_RATING: Final = _Subject(
    ("max_below_a_minus_carrier_share", "subAMinusCarrierCap"),
    (
        "policies issued by carriers rated below A- by AM Best",
        "the sub-A- carrier bucket",
        "face written by carriers under AM Best A-",
    ),
    "below_a_minus_max",
    "fraction",
    (0.05, 0.1, 0.15),
    _rating_forms,
)
_LONG_LE: Final = _Subject(
    ("max_long_le_band_share", "leOver120mCap"),
    (
        "policies whose blended LE exceeds 120 months",
        "the long-LE band (LE over 120 months)",
        "the >120-month LE bucket",
    ),
    "le_over_120m_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _band_forms,
)
_JUMBO: Final = _Subject(
    ("max_jumbo_face_share", "jumboFaceCap"),
    (
        "policies with face of $10m or more",
        "the jumbo-face bucket ($10m+ per policy)",
        "face sitting in policies of $10 million and up",
    ),
    "jumbo_face_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _jumbo_forms,
)
_RESERVE: Final = _Subject(
    ("min_premium_reserve_cover", "premiumReserveFloor"),
    (
        "the premium reserve against the next 12 months' projected premiums",
        "premium reserve cover (cash set aside for premiums and COI)",
        "reserve cover for NTM premium calls",
    ),
    "premium_reserve_min",
    "multiple",
    (1.2, 1.5, 1.8),
    _reserve_forms,
    floor=True,
)
_LIVES: Final = _Subject(
    ("min_insured_lives", "minLivesCount"),
    (
        "the number of distinct insured lives",
        "lives in the portfolio",
        "the count of separate insureds on the tape",
    ),
    "insured_lives_min",
    "count",
    (150.0, 180.0, 240.0),
    _lives_forms,
    floor=True,
)
_STRESS: Final = _Subject(
    ("max_irr_drop_le_plus_6m_bps", "leExtensionStressCap"),
    (
        "the IRR give-up under a +6-month LE extension across the book",
        "the LE-extension stress (every LE six months longer)",
        "projected IRR loss if all LEs run six months long",
    ),
    "le_ext_stress_max_bps",
    "bps",
    (160.0, 200.0, 240.0),
    _stress_forms,
)
#: eight guidelines, two of them floors (a multiple and a count); latitude bands are drawn for
#: floors too
_SUBJECTS: Final = (
    _INSURED,
    _CARRIER,
    _RATING,
    _LONG_LE,
    _JUMBO,
    _RESERVE,
    _LIVES,
    _STRESS,
)

_RATIONALES: Final = (
    "what Fund II ran with",
    "typical for a life-settlement fund of our size, per the placement agent",
    "where peer funds sit in the LPs' ODD survey",
    "a placeholder until the IC meets",
    "what the actuary suggested on a call",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target allocation weights across the fund's policy pools (by LE band and carrier) and its "
    "listed insurer and reinsurer sleeve, within the OM's investment guidelines, the IC's "
    "resolutions and the credit agreement's eligibility criteria",
    "the best risk-adjusted IRR inside the investment guidelines",
    "solve the target allocation weights",
    "the solved allocation and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's governing documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    if s.unit == "count":
        return "no fewer than"
    return "not less than" if s.floor else "not more than"


def _bound(s: _Subject) -> str:
    return "floor" if s.floor else "ceiling"


def _shorthand(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "price the Hollis tertiary block (14 policies, NDB $86.5m, blended LE 94 months, ask $21.2m)",
    "re-run the target allocation across LE bands now that the 21st and ISC updates are on the "
    "Oct-26 tape",
    "size our bid on the Carrow policy ($10m face, male 84, LE of 96 months, rated 175 on "
    "the ISC report, IRR at purchase 13.8%)",
    "rebalance the policy pools and the listed sleeve ahead of the Q4 capital call",
    "work out how much of the Sable Point pipeline (31 policies, $212m face) we can take",
)
_DEFERRALS: Final = (
    "{noun}: the IC only sets that at the January meeting",
    "the LPAC hasn't voted on {noun}",
    "the OM supplement shows {noun} as '[TBD - subject to GP approval]'",
    "{noun}: waiting on the actuary's portfolio review",
    "{noun}: open until " + _LENDER + " gives its borrowing-base consent",
)
_REQUEST_FRAMES: Final = (
    "From: T. Hallorann (PM)\nTo: D. Achterberg; " + _ADMIN + "\nRe: next purchases\n\n"
    "Can you {task}? Caveat: {deferral}.\n\nTH",
    "IC pre-read, item 3 (new purchases): {task}. Open point: {deferral}.",
    "Baypoint tape (Oct-26) is in: 212 policies, $1.38bn NDB, three maturities in the month. "
    "Please {task}. {Deferral}.",
    "Teams | 08:12 | T. Hallorann: morning - can someone {task}? fyi {deferral}",
    "Admin query log #4471 (Cortlandt): the GP asked us to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy test result; the answer's kind); {noun}, {v},
#: {key}, {unit}, {bound}, {sign}, {short}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "Teams | 17:40 | R. Vance (CIO): guidelines have {noun} at {short} {v}. that's where "
        "it stays, no waiver this side of the LPAC",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT COMMITTEE - MINUTES, item 5 (guideline levels, adopted)\n"
        "| Guideline | Max/min | Level |\n|---|---|---|\n| {Noun} | {Short} | {v} |",
        "figures",
        "clarification_answer",
    ),
    (
        "CONFIDENTIAL OFFERING MEMORANDUM - " + _FUND.upper() + "\n"
        "Investment Guidelines, paragraph 7(d). The General Partner will cause {noun} to be "
        "{sign} {v}, tested at each purchase date.",
        "figures",
        "mandate",
    ),
    (
        "COMPLIANCE TEST SET-UP - " + _ADMIN + " (completed by the PM)\n"
        "test_id: {key}\nunit: {unit}\nthreshold: {v}\nsource: investment guidelines",
        "bare",
        "template_inputs",
    ),
    (
        "From: D. Achterberg, FSA, MAAA\nSubject: RE: guideline question\n\n"
        "IC confirmed it on the call: {noun}, {sign} {v}. I've loaded it into the pricing "
        "model's compliance screen.\n\nDirk",
        "figures",
        "clarification_answer",
    ),
    (
        "Monthly compliance certificate (" + _ADMIN + ")\n"
        "| Test | Threshold | Oct-26 tape |\n|---|---|---|\n| {Noun} | {op} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "LIMITED PARTNERSHIP AGREEMENT - SCHEDULE C (INVESTMENT RESTRICTIONS)\n"
        "(c) The Partnership shall keep {noun} {sign} {v} for the life of the Partnership.",
        "figures",
        "mandate",
    ),
)


def _today(s: _Subject, value: float) -> float:
    """The tape's test result comfortably inside the guideline: above a floor, below a cap."""
    return round(value * 1.2 if s.floor else value * 0.55, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the PM keys it into the administrator's set-up."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the guideline, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the tape's result inside the guideline, a decoy in the same form
        written, observed = s.alike((value, _today(s, value)), rng.randrange(12), apart=True)
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
    """The shared invented-limit twins, stating the guideline in the `turn`-th form: the OM or
    the LPA schedule comes before the request and is cited as a clause; the administrator's
    set-up also comes before it, as a document filled in."""
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
    "investment_guidelines": [
        "No policy bought without two LE reports from different LE providers.",
        "No STOLI: every policy at least 24 months past issue and past its contestability period.",
        "No purchase from an owner resident in a state where the provider is not licensed.",
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

#: another guideline beside it in an excerpt: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_life_max": ("G-2 Policies on insureds under 70 at purchase", 0.08),
    "carrier_max": ("G-4 Any one carrier group (all affiliated issuers together)", 0.35),
    "below_a_minus_max": ("G-5 Carriers rated B++ or lower", 0.02),
    "le_over_120m_max": ("G-7 Policies with LE under 36 months", 0.12),
    "jumbo_face_max": ("G-8 Policies under $250k face", 0.06),
    "premium_reserve_min": ("F-2 Reserve cover at which the GP must call capital", 1.1),
    "insured_lives_min": ("G-9 Lives with only one LE report (legacy purchases), max", 12.0),
    "le_ext_stress_max_bps": ("R-3 IRR give-up under a 10% mortality-multiplier cut", 90.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the guideline) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier draft's figure, changed since
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The OM draft of 14 March had {wrong} for {noun}. The final OM that went to "
                f"LPs at first close says {right}, and that's what binds."
            )
        else:
            text = (
                f"Investment guidelines rev. 2 put {noun} at {wrong}; rev. 3, adopted at the "
                f"9 June IC, replaced it with {right}."
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Tom asked the IC for {wrong} on {noun} so we could take the Hollis block. "
                f"Declined, 4-1. It's still {right}."
            )
        else:
            text = (
                f"LPAC, 2 Sept: the GP's waiver request to take {noun} to {wrong} was refused; "
                f"the {_bound(s)} of {right} stands."
            )
    elif structure == 2:  # the administrator's month-end certificate
        wrong_value = _away(s, value, 0.7, 1.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Cortlandt's month-end certificate: {noun} tested at {wrong} on the Oct-26 "
                f"tape, against a guideline of {right}. Pass."
            )
        else:
            text = (
                "| Test | Oct-26 tape | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_shorthand(s)} {right} |"
            )
    elif structure == 3:  # another guideline beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_shorthand(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investment guidelines rev. 3 (excerpt, sent by the PM)\n- " + "\n- ".join(lines)
    else:  # Fund II's or the placement agent's peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1.4, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Fund II ran {noun} at {wrong}. Fund III's guidelines tightened that to {right}."
            )
        else:
            text = (
                f"Ours: {noun}, {right}. The placement agent's peer deck has the median "
                f"life-settlement fund at {wrong} - for colour only, not our terms."
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


# --- mandate clauses as the OM, an IC resolution, the guidelines, the credit agreement, the
# --- LPAC ----------------------------------------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The guideline in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the OM's investment guidelines in the mandate's fields, paragraph keys
        guidelines: dict[str, JsonValue] = {
            "7(a)": "The Fund acquires life insurance policies on US insureds aged 65 or over "
            "through providers licensed in the owner's state of residence.",
            "7(b)": "No policy is acquired unless the issuing carrier is rated by AM Best.",
            "7(c)": f"The General Partner will cause {noun} to be {_sign(s)} {written}.",
        }
        return (
            {"offering_memorandum": {"fund": _FUND, "investment_guidelines": guidelines}},
            None,
            "offering_memorandum.investment_guidelines.7(c)",
        )
    if shape == 1:
        resolution = (
            "INVESTMENT COMMITTEE RESOLUTION 2026-14\n"
            "RESOLVED, that purchases close only through the securities intermediary, with "
            "ownership and beneficiary changes confirmed by the carrier;\n"
            f"RESOLVED FURTHER, that {noun} be kept {_sign(s)} {written};\n"
            "RESOLVED FURTHER, that premium-optimisation runs are reviewed by the actuary "
            "monthly."
        )
        return None, resolution, MANDATE_ID
    if shape == 2:  # the guidelines' concentration tests in the mandate's fields
        tests: list[JsonValue] = [
            "T1: no policy with a contestability period still running.",
            "T2: every LE is no more than 18 months old at purchase.",
            f"T3: {noun} {_op(s)} {written}.",
        ]
        return (
            {"investment_guidelines": {"revision": 3, "concentration_tests": tests}},
            None,
            "investment_guidelines.concentration_tests[2]",
        )
    if shape == 3:
        criteria = (
            "CREDIT AGREEMENT - SCHEDULE 1.1(b), ELIGIBILITY CRITERIA (" + _LENDER + ")\n"
            "(i) The policy is owned by the Borrower through the securities intermediary.\n"
            f"(ii) Portfolio test: {noun}, {_shorthand(s)} {written}.\n"
            "(iii) The insured has two LE reports dated within the last 24 months."
        )
        return None, criteria, MANDATE_ID
    consent = (
        "LPAC CONSENT NO. 3 - " + _FUND + "\n"
        "1. The LPAC consents to the purchase of the Hollis tertiary block.\n"
        f"2. Condition: the GP keeps {noun} {_sign(s)} {written} after closing.\n"
        "3. This consent lapses if the block has not closed by 31 March."
    )
    return None, consent, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-run the target allocation; the OM guidelines, the IC resolutions and the credit "
    "agreement's eligibility criteria all apply.",
    "Fit the Hollis tertiary block in without tripping a guideline or a borrowing-base test.",
    "Before Thursday's IC, re-optimise the pools and the listed sleeve inside every limit we've "
    "signed.",
    "Allocation for the Q4 capital call, within the guidelines as written.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's documented guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Investment guidelines 9.2 (Manager discretion): the PM may set the {bound} on {noun} at "
    "any level from {lo} to {hi} without going back to the IC.",
    "IC minutes, 12 Aug 2026, item 6: RESOLVED that the PM fixes the {bound} on {noun} within "
    "{lo}-{hi}; anything outside that comes back to the IC.",
    "| Guideline | PM band | Sign-off inside band |\n|---|---|---|\n| {Bound} on {noun} | {lo} "
    "to {hi} | PM alone |",
    "Teams | 11:05 | R. Vance (CIO): {bound} on {noun} - your call Tom, anywhere {lo}-{hi}",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The OM sets the {bound} on {noun} at {point}. The {lo}-{hi} range in the placement "
        "agent's deck is a market survey and gives the GP no discretion.",
        "The OM lets the GP set the {bound} on {noun} anywhere in the {lo}-{hi} range shown in "
        "the placement agent's deck.",
    ),
    (
        "LPAC meeting, item 2: GP asked for a {lo}-{hi} band on the {bound} for {noun}. "
        "Declined; {point} stands until the term-extension vote.",
        "LPAC meeting, item 2: GP asked for a {lo}-{hi} band on the {bound} for {noun}. "
        "Approved; the GP picks the level within it.",
    ),
    (
        "Teams | 16:48 | R. Vance (CIO): {bound} on {noun} stays at {point}. no {lo}-{hi} "
        "band, sorry",
        "Teams | 16:48 | R. Vance (CIO): {bound} on {noun} is your call, anywhere {lo}-{hi}",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a floor or a ceiling."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"[\d.]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the PM writes one: the low end as a bare number and the top with its
    unit ("15 to 20% of NDB by carrier", "180-240 lives", "1.2-1.6x NTM premiums"); the middle
    and the level a refusal fixes in full."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    match = _LEADING_NUMBER.match(lo)
    assert match is not None, lo
    # a refused band's fixed level: its low end for a cap, its top for a floor, so that the
    # middle a plan assumes is looser than the level fixed
    fixed = hi if s.floor else lo
    return {"lo": match.group(), "hi": hi, "mid": mid, "fixed": fixed}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the GP's discretions (fields), in the IC's delegated authorities
    matrix (a mandate message), or among the fund's terms (fields)."""
    if shape == 0:
        return {"gp_discretions": {"portfolio": text}}, None
    if shape == 1:
        return None, f"Delegated authorities matrix (IC, v2)\n\n{text}"
    return {
        "fund_terms": {
            "notes": [
                text,
                "Term: seven years from final close, plus two one-year extensions; 1.75% on "
                "commitments.",
            ],
        }
    }, None


def _two_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: two-fifths of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.4, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    point="fixed",
    low_ratio=0.75,
    floors=True,
    assumed_value=_two_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the OM, the CIO's memo, the IC's minutes, an insurer
#: LP's consultant and Teams put them; the first of each is one line, so that it can be deleted
#: in a blackline
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "OM, Investment Objective: the highest return per unit of volatility the policy book "
        "and listed sleeve can deliver - the best Sharpe ratio.",
        "CIO memo, 'Sizing the pools':\nweight for the best Sharpe ratio; a higher IRR that "
        "comes with more volatility doesn't win by itself.",
        "IC minutes: allocation to be set for maximum risk-adjusted return (Sharpe), as "
        "agreed with the LPAC.",
        "E-mail from the Ridgeline Mutual consultant: our client bought a risk-adjusted "
        "longevity story, so please allocate for the best Sharpe ratio.",
        "Teams | R. Vance (CIO): allocation = max sharpe. keep it simple",
    ),
    "variance": (
        "OM, Investment Objective: the steadiest NAV the fund can run - the least volatile "
        "allocation available.",
        "CIO memo, 'Sizing the pools':\nminimum-variance weights; no return view goes in.",
        "IC minutes: allocation to be set for the lowest volatility, whatever the IRRs at "
        "purchase say.",
        "E-mail from the Ridgeline Mutual consultant: the client's investment committee wants "
        "this allocation dull; minimise variance and nothing else.",
        "Teams | R. Vance (CIO): min variance. ignore the return views",
    ),
    "tracking": (
        "OM, Investment Objective: returns close to the Ashdown Life Settlement Index, with as "
        "little drift from it as possible.",
        "CIO memo, 'Sizing the pools':\nweights that keep us nearest the Ashdown Life "
        "Settlement Index - lowest tracking error.",
        "IC minutes: allocation to be set to mirror the Ashdown Life Settlement Index with "
        "minimal tracking error.",
        "E-mail from the Ridgeline Mutual consultant: we benchmark you against the Ashdown Life "
        "Settlement Index, so minimise tracking error to it.",
        "Teams | R. Vance (CIO): hug the Ashdown index. min TE",
    ),
    "return": (
        "OM, Investment Objective: the highest expected return from the policy book, with no "
        "penalty for the risk taken.",
        "CIO memo, 'Sizing the pools':\nweights for the highest expected return; risk stays "
        "out of the objective.",
        "IC minutes: allocation to be set for maximum expected return, with no adjustment for "
        "risk.",
        "E-mail from the Ridgeline Mutual consultant: this is the client's return-seeking "
        "allocation; maximise expected return, no risk adjustment.",
        "Teams | R. Vance (CIO): max expected return. no risk adj",
    ),
}
_REDLINES: Final = (
    "OM Supplement No. 2, blackline against the original (fund counsel):\n[Deleted: {old}]\n"
    "[Inserted: {new}]",
    'Comment [GC1] (general counsel): strike "{old}" and insert "{new}"',
)
_FOLLOW_UPS: Final = (
    "Post-IC note - this replaces the objective in my e-mail of this morning:\n\n{new}",
    "Teams | 20:02 | R. Vance (CIO): ignore the objective from earlier, the LPAC call changed "
    "it:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Target allocation for the Q4 capital call:\n\n{ask}",
    "{ask}\n\nPlease size the pools on that basis. - RV",
    "Tape as of 31-Oct: 212 policies, $1.38bn NDB, blended LE 101 months.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the fund's policy pools and listed insurer sleeve",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target allocation",
    description="the target allocation weights",
)


def _marked_up(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a deleted earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    if "\n" in ask:  # the comment quotes one line
        ask = ask.replace("\n", " ")
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording in the same text, deleted in a
    blackline or a Word comment; every fourth from the fourth an earlier message a later one
    replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={2: _marked_up},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4 + 1,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "Baypoint's maturity history (deaths confirmed), Jan 2008 to Jun 2019",
        "Baypoint's maturity history (deaths confirmed), Jan 2008 to Dec 2014",
    ),
    (
        "the A/E mortality study on deaths observed 2005-2017",
        "the A/E mortality study on deaths observed 2005-2014",
    ),
    (
        "tertiary-market trade prints from Q3 2009 through Q2 2016",
        "tertiary-market trade prints from Q3 2009 through Q4 2014",
    ),
    (
        "SSA Death Master File matches run to March 2018",
        "SSA Death Master File matches run to November 2014",
    ),
    (
        "carriers' COI increase notices, 2010-2019",
        "carriers' COI increase notices, 2010-2014",
    ),
    (
        "the fund's quarterly fair-value reports (Q1 2010 - Q2 2016)",
        "the fund's quarterly fair-value reports (Q1 2010 - Q3 2014)",
    ),
)
_ACTIONS: Final = (
    "the mortality-multiplier blend across the four LE providers was calibrated",
    "the fair-value discount spread over the high-yield index was fitted",
    "the premium-optimisation model's lapse-at-grace assumptions were set",
    "the LE-band allocation signal's thresholds were tuned",
    "the COI-increase hazard regression was estimated",
)
_LEAK_FRAMES: Final = (
    "Valuation policy, appendix B (actuary): {action} on {period}.",
    "IC pack, back-test annex: {action} once, on {period}; the parameters are held fixed "
    "across all three walk-forward folds.",
    "Model governance log, entry 2026-31: {action} over {period} before the walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each test-year policy is priced off the LE report issued after the insured's next "
        "health update, not the report in hand at the valuation date.",
        "Each test-year policy is priced off the latest LE report already issued at the "
        "valuation date.",
    ),
    (
        "Maturities in the test years come from the Death Master File as it reads today, "
        "deaths reported to SSA years late included.",
        "Maturities in the test years are booked only as Baypoint had confirmed them by each "
        "valuation date.",
    ),
    (
        "Policies that later lapsed or were sold are dropped from the history, so the back-test "
        "holds only policies still on today's tape.",
        "The back-test keeps every policy held at each date, including those that later "
        "lapsed or were sold.",
    ),
    (
        "COI increases are applied from 2015 at the rates the carriers only announced in "
        "2016-2017.",
        "COI increases are applied only from the date each carrier's notice went to policy owners.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward back-test of the LE-band allocation model before "
    "we use it for the Q4 call.",
    "Please back-test the pool weighting model walk-forward, three folds, for the LPAC pack.",
    "Actuary's request: a three-fold walk-forward test of the allocation model, as for the "
    "annual valuation review.",
)
_WHERE: Final = ("evidence", "interpretation", "purpose", "reasoning")


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

_COMPANY: Final = "Corbel Life Re"
_ENTITY: Final = "ent_corbel_life_re"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2019, 2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4-22 against Q3-22", (14, 15)),
    ("over calendar 2022", (11, 15)),
    ("over the three years to Dec-22", (3, 15)),
    ("from Q1-19 through Q4-22", (0, 15)),
    ("through the COVID mortality quarters (Q2-20 to Q3-21)", (5, 10)),
    ("across 2019", (0, 3)),
    ("since the Delta wave (Q3-21 on)", (10, 15)),
    ("in H2-22", (13, 15)),
    ("since the 2008 VBT came out", None),
    ("over the last decade", None),
    ("since the 2013 COI-increase litigation began", None),
)

#: what the claims answer: the LP letter's listed-sleeve page
_REQUEST: Final = TrendRequest(
    question="For the LP letter's listed-sleeve page: how has {company} done?",
    heading="**Listed sleeve - " + _COMPANY + " Holdings Ltd (NYSE: CBLR)**",
    as_of="2023-03-15",
)


#: "up around 12%", "more than 10%", "a touch under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by a touch under {}%", about="by around {}%"
)

_by_points = partial(_change_by, "by {:.0f} points", 3.0)

_by_book = partial(_change_by, "by ${:.2f} a share", 1.0)

_by_usd = partial(_change_by, "by ${:.0f}m", 8.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} topped the same quarter of 2021 in every quarter of 2022",
        "{s} fell short of the same quarter of 2021 in every quarter of 2022",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_premiums_earned",
        (
            412.0,
            425.0,
            431.0,
            448.0,
            455.0,
            462.0,
            471.0,
            490.0,
            503.0,
            518.0,
            526.0,
            544.0,
            566.0,
            590.0,
            612.0,
            641.0,
        ),
        (
            "Net premiums earned",
            "Corbel Life Re's net premiums earned",
            "Reinsurance premiums earned net of retrocession",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} did not drop", held_up),
            ("{s} went sideways", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_operating_income",
        (
            58.0,
            61.0,
            57.0,
            64.0,
            49.0,
            -38.0,
            12.0,
            22.0,
            -71.0,
            18.0,
            -54.0,
            41.0,
            52.0,
            63.0,
            47.0,
            70.0,
        ),
        (
            "Adjusted operating income",
            "Corbel Life Re's adjusted operating income",
            "Operating earnings after excess-mortality claims",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never deteriorated from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_usd,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "individual_life_ae_ratio_pct",
        (
            98.0,
            101.0,
            97.0,
            99.0,
            104.0,
            131.0,
            112.0,
            118.0,
            142.0,
            109.0,
            127.0,
            106.0,
            103.0,
            100.0,
            104.0,
            101.0,
        ),
        (
            "The individual-life A/E mortality ratio",
            "Corbel Life Re's actual-to-expected mortality on individual life",
            "A/E on the US individual life block",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} eased {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} never eased from one quarter to the next", never_fell),
            ("{s} did not rise", held_down),
        ),
        _by_points,
        False,
        (
            "{s} ran above the same quarter of 2021 in every quarter of 2022",
            "{s} ran below the same quarter of 2021 in every quarter of 2022",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "book_value_per_share",
        (
            61.2,
            62.8,
            64.1,
            65.0,
            60.4,
            63.9,
            66.2,
            67.5,
            66.8,
            68.9,
            68.1,
            70.4,
            64.2,
            58.9,
            54.6,
            56.3,
        ),
        (
            "Book value per share",
            "Corbel Life Re's book value per share",
            "BVPS (AOCI included)",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not climb", held_down),
        ),
        _by_book,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_capital_pct",
        (
            24.1,
            23.8,
            23.5,
            23.9,
            26.8,
            27.4,
            26.9,
            26.1,
            25.7,
            25.2,
            25.9,
            24.8,
            26.3,
            28.1,
            29.6,
            28.7,
        ),
        (
            "Debt to capital",
            "Corbel Life Re's debt-to-capital ratio",
            "Leverage (debt over total capital)",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never went up from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not go up", held_down),
        ),
        partial(_change_by, "by {:.1f} points", 0.8),
        False,
        (
            "{s} sat above the same quarter of 2021 in every quarter of 2022",
            "{s} sat below the same quarter of 2021 in every quarter of 2022",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at a double-digit annual rate from Q4-20 to Q4-22",
    shrank="{s} shrank at a double-digit annual rate, compounded, from Q4-20 to Q4-22",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2022, and for a growing item 2022 against 2021 and the two-year
    compound rate (a rise or a fall). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Listed sleeve weekly, 'Reinsurers': {claim} [1]. CBLR trades at 0.92x book; we hold "
    "41,500 shares.",
    "Teams | 10:22 | S. Iyer (analyst, listed sleeve): {claim} [1]. lines up with what the "
    "carriers are telling us on COI",
    "Quarterly LP letter, 'Listed sleeve': {claim} [1], while US excess mortality at 65+ has "
    "drifted back toward 2019 levels.",
    "| Holding | What the 10-Q shows |\n|---|---|\n| " + _COMPANY + " (CBLR) | {Claim} [1] |",
    "IC pack, listed sleeve page: {claim} [1]. The position is 1.9% of NAV.",
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
        special_step=5,
        left_out=lambda h, w, c: h.startswith("in Q4-22") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZH: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
