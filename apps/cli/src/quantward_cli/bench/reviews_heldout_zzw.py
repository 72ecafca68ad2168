"""Held-out batch ZZW: every flaw kind again, in the voice of a transportation-finance fund
investing in ships and aircraft — vessel and aircraft leases (sale-and-leasebacks, bareboat and
operating leases), senior ship mortgages, EETCs, listed shipping equities and Nordic shipping
bonds: its LPA with Schedule 3 (Investment Restrictions), Annex B investment guidelines and an
anchor investor's side letter, the LP Advisory Committee (LPAC), the credit committee's (CC)
approval memos, the fund-level loan agreement's covenants (LTV / value maintenance against two
brokers' desktop valuations, minimum liquidity in days of opex and debt service) and its
quarterly compliance certificate, the risk engine's `limits.yaml`, the lender group's waiver
requests, the chartering desk's chat ("[16:02] eleni.p (risk): …"), Baltic index and
time-charter-equivalent (TCE) reports, and the investor-relations team's quarterly report.

Batch ZZW is built like ZZU — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it made of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZT and ZZU, or benchmark result was read for it, and it was not
run against the reviewers before its first recorded run.

Decoy numbers (no truth depends on them): deadweight tonnage ("82,000 dwt", "63,500 dwt"),
container capacity ("14,000 TEU"), IMO numbers (seven digits), aircraft MSNs, build years
("2019-built"), time-charter rates ("$21,500/day", "~$17k/day"), Baltic index levels (BDI 1,874,
5,600 in 2021, 290 in 2016), lease-rate factors, SOFR margins, bond coupons and prices
("8.25% 2026s at 103.5"), facility sizes, commitments, DPI and IRR, CC reference numbers and
votes, LPA clause numbers, chat timestamps, the "Actual" column of a compliance certificate and
the dates of meetings and filings. Its parts:

* limits as a shipping and aircraft fund's people state them: fund counsel after checking the
  executed LPA, a CC approval memo's portfolio condition, the fund-level loan agreement's
  financial covenant, a risk-engine `limits.yaml` (a bare number in the constraint's unit), an
  Annex B "Ref / Guideline / Limit" table, the risk desk on chat ("max"/"min"), a quarterly
  compliance certificate ("Covenant / Required / Actual / Compliant", whose actual is a decoy), a
  letter to the LPAC and an anchor investor's side letter, each in turn; loan-agreement wording
  ("not more than", "not less than"); number forms "35%", "35 per cent" and "35.0%", fleet age
  as "12 yo", "12 years" and "12.0 years" (a constraint with no unit: years), liquidity as
  "120 days", "120d" and "120 calendar days"; subjects: any single lessee or charterer, any one
  asset type (Capesizes, feeders, narrowbodies), the weighted-average fleet age (a cap in
  years), sub-investment-grade lessees, any one flag state, the loan-to-value ratio against the
  brokers' valuations, and two floors: twelve-month fixed charter cover and minimum liquidity in
  days (unit days);
* requests (a CC pre-read, the head of shipping credit's e-mail, the desk chat, the aviation
  team, investor relations) deferring the limit to square brackets in a draft LPA amendment, a term
  sheet's "TBD – subject to CC", a CC that has not set it, the lender group's answer to a waiver
  request, or the LPAC's next meeting;
* provenance misquoting its source: the indicative term sheet's figure changed in the executed
  LPA (prose) or a Word-compare blackline ("[Deleted: …] [Inserted: …]"), a waiver the Majority
  Lenders did not consent to or a CC proposal voted down, the fund's quarter-end actual in the
  investor report (prose or a "Metric / 30-Sep actual / Covenant" table), another limit in the
  same Schedule 3 extract (a lessee's non-OECD guarantor, newbuilding finance, age at loan
  maturity, unsecured bonds, grey-list flags, portfolio-wide LTV, index-linked hire, retention
  accounts) and Fund I's or the placement agent's peers' figure quoted for comparison;
* mandates as Schedule 3 of the LPA in the mandate's fields (`lpa.schedule_3.para_d`), a CC
  approval memo's portfolio conditions, the loan agreement's financial covenants (for LTV,
  charter cover and liquidity) or the Annex B guidelines, the risk engine's hard limits in the
  mandate's fields (`risk_engine.hard_limits[2]`) and LPAC minutes;
* latitude granted as a CC delegation to the deal team, an Annex B note, a "Limit / Permitted
  band / Set by" table and the CIO on chat; refused as a Schedule 3 cap whose band in the risk
  engine is only an amber alert, CC minutes not approving the deal team's request, and the CIO
  on chat not delegating it; each twin the same text granting it; bands as "15–30 per cent";
* objectives as the LPA's investment-objective clause, the investor report, a CC portfolio
  paper, an anchor LP's e-mail and the CIO on chat, with the first-close LPA wording quoted as
  replaced, or a trailing "Superseded – do not use" note quoting it, in the same text, and a
  later message after a CC or LPAC call replacing an earlier one;
* leakage as a shipping credit team writes it: charterer default-scoring cutoffs, an LTV
  early-warning haircut, a BDI momentum lookback, stressed-liquidity thresholds and a
  residual-value curve fitted on periods reaching into the test years (Baltic Dry Index closes,
  desktop valuations, default and repossession records, financial years, one-year TC rates,
  aircraft lease rates), and whole sentences (next month-end's broker valuations as an input,
  lessee ratings as the agencies later revised them, a lookback picked on the whole track
  record, results on the years the cutoffs were fitted on); each clean twin in the same form,
  ending before the first test date (2 January 2015);
* trend claims on Skerry Bulk Carriers (an Oslo-listed dry-bulk owner whose shares and bonds
  the fund holds) — TCE revenue, fleet utilisation (moves in percentage points), net LTV (moves
  in points; down is better) and EBITDA margin (moves in pp) over twelve quarters (2020 Q1–2022
  Q4: the lockdowns and the Q2 2020 trough, the 2021 dry-bulk boom, 2022's softening rates and
  rising values), as a credit note, the investor report, a "Holding / Comment" table, the desk
  chat and the LPAC watch list; horizons covered by the series against uncovered ones ("since
  the company's Oslo listing in 2014"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
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
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270144
KINDS: Final = ALL_KINDS
TAG: Final = "zzw"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzwz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzwz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzwz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzwz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzwz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzwzz"

_FUND: Final = "Halyard Transport Finance Fund II"


# --- numbers as shipping lenders, lessors and their lawyers write them --------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of commitments, of fleet value or of fleet days: "35%", "35 per cent" (the loan
    agreement's), "35.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pc": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _age_forms(value: float) -> dict[str, str]:
    """A fleet age in years, as brokers and lenders write it: "12 yo", "12 years", "12.0
    years"."""
    return {"yo": f"{_g(value)} yo", "years": f"{_g(value)} years", "y1": f"{value:.1f} years"}


def _day_forms(value: float) -> dict[str, str]:
    """Liquidity in days of opex and debt service: "120 days", "120d", "120 calendar days"."""
    return {"days": f"{_g(value)} days", "d": f"{_g(value)}d", "cal": f"{_g(value)} calendar days"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a transport-finance fund's people name it, its id in
    the risk engine's `limits.yaml`, its unit, the values it takes, its written forms, the step
    by which people move it (for the wrong figures and the decoy actuals), whether it is a floor,
    and whether the fund-level loan agreement sets it as a covenant."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    step: float
    floor: bool = False
    covenant: bool = False


_LESSEE: Final = _Subject(
    ("max_single_lessee_weight", "lesseeConcentrationCap"),
    (
        "exposure to any single lessee or charterer (together with its affiliates)",
        "any one lessee group's share of commitments",
        "single-charterer concentration",
    ),
    "single_lessee_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    0.05,
)
_ASSET_TYPE: Final = _Subject(
    ("max_asset_type_weight", "vesselTypeShareCap"),
    (
        "exposure to any one asset type (Capesize bulkers, feeder containerships, narrowbody "
        "aircraft and so on)",
        "a single vessel or aircraft type's share of commitments",
        "one segment's share of the book",
    ),
    "asset_type_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _share_forms,
    0.1,
)
_AGE: Final = _Subject(
    ("max_avg_fleet_age_years", "fleetAgeCap"),
    (
        "the weighted-average age of the financed fleet (by appraised value)",
        "average fleet age",
        "the portfolio's average age since delivery",
    ),
    "avg_fleet_age_max_years",
    None,
    (10.0, 12.0, 16.0),
    _age_forms,
    3.0,
)
_SUB_IG: Final = _Subject(
    ("max_non_ig_lessee_weight", "subIgLesseeCap"),
    (
        "exposure to lessees rated below investment grade (or unrated, on the Manager's shadow "
        "rating)",
        "the sub-IG lessee bucket",
        "the non-investment-grade charterer share",
    ),
    "sub_ig_lessee_max",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
    0.1,
)
_FLAG: Final = _Subject(
    ("max_single_flag_weight", "flagStateCap"),
    (
        "the share of the fleet registered under any one flag state",
        "a single flag's share of the fleet by value",
        "exposure to any one ship registry (Liberia, the Marshall Islands, Panama and so on)",
    ),
    "single_flag_max",
    "fraction",
    (0.25, 0.35, 0.45),
    _share_forms,
    0.1,
)
_LTV: Final = _Subject(
    ("max_ltv", "ltvCeiling"),
    (
        "the loan-to-value ratio on any financed asset",
        "LTV against the average of the two brokers' desktop valuations",
        "senior debt as a share of charter-free market value",
    ),
    "ltv_max",
    "fraction",
    (0.55, 0.6, 0.65),
    _share_forms,
    0.1,
    covenant=True,
)
_COVER: Final = _Subject(
    ("min_charter_cover", "charterCoverFloor"),
    (
        "fixed charter cover for the next twelve months",
        "the share of fleet days fixed on time charter or lease",
        "forward contracted coverage",
    ),
    "charter_cover_min",
    "fraction",
    (0.5, 0.6, 0.7),
    _share_forms,
    0.1,
    floor=True,
    covenant=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_days", "minLiquidityDays"),
    (
        "minimum liquidity (cash plus undrawn RCF, in days of fleet opex and debt service)",
        "free liquidity",
        "the liquidity reserve",
    ),
    "min_liquidity_days",
    "days",
    (90.0, 120.0, 180.0),
    _day_forms,
    30.0,
    floor=True,
    covenant=True,
)
#: the caps first: discretion over a floor is another question
_SUBJECTS: Final = (_LESSEE, _ASSET_TYPE, _AGE, _SUB_IG, _FLAG, _LTV, _COVER, _LIQUIDITY)
_CAPS: Final = _SUBJECTS[:6]

_RATIONALES: Final = (
    "standard for a transport-finance fund of this size",
    "in line with what the Nordic bond-market lenders accept",
    "what LPs' operational due diligence usually expects",
    "a prudent placeholder until the LPAC signs off",
    "the level Fund I ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target allocations across the Fund's vessel and aircraft financings under its LPA, "
    "investment guidelines and loan covenants",
    "the best risk-adjusted return within the Fund's investment restrictions",
    "solve the target allocations",
    "the solved allocations and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Fund's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _not_past(s: _Subject) -> str:
    """How a loan agreement bounds it: "not less than" a floor, "not more than" a cap."""
    return "not less than" if s.floor else "not more than"


def _chat_op(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _away(s: _Subject, value: float, steps: int) -> float:
    """A figure `steps` of the subject's steps past the limit (above a cap, below a floor), or
    inside it for negative `steps`."""
    move = s.step * steps
    return round(value - move if s.floor else value + move, 6)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target allocations now the two Kamsarmax leasebacks (2019-built, 82,000 dwt) "
    "have closed",
    "rebuild the model book for the $85m EETC Class A tranche we've been shown",
    "re-weight the portfolio after the Ultramax charterer missed its March hire",
    "size a position in the Nordic shipping bond (3m SOFR + 2.85%, 2028) next to the loans",
    "rework the allocations so LP distributions hold after the 14,000 TEU refinancing",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still in square brackets in the draft LPA amendment (Schedule 3)",
    "{noun}: the term sheet just says 'TBD – subject to CC'",
    "the CC hasn't set a level for {noun} on this fund yet",
    "the level for {noun} depends on the lender group's answer to our waiver request",
    "the LPAC will fix the limit on {noun} at its next meeting in Piraeus",
)
_REQUEST_FRAMES: Final = (
    "CC pre-read, week 41\nTo do: {task}.\nOpen point: {deferral}.",
    "Hi team,\n\nWith the BDI at 1,874 and 1y TC Capes fixing around $21,500/day, could you "
    "{task}? {Deferral}.\n\nBest, Nikos (Head of Shipping Credit)",
    "[08:14] yannis.k: can u {task}\n[08:15] yannis.k: nb – {deferral}",
    "Aviation team: {task}. {Deferral}. (LRF on the A321neo, MSN 10457, is 0.68%.)",
    "IR here, not the credit side. The Q3 letter goes out on 15 Oct showing 0.94x DPI. Please "
    "{task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a decoy actual); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {bound}, {chat}
_STATINGS: Final = (
    (
        "Re: Schedule 3 — checked the executed LPA (clause 14.2 and Schedule 3, Investment "
        "Restrictions): {noun} shall be {bound} {v}. Happy to send the side letters too. — "
        "Eleni Marinou, Fund Counsel",
        "figures",
    ),
    (
        "CREDIT COMMITTEE — APPROVAL MEMO CC-24-031\nDeal: sale-and-leaseback, 2 x 2019-built "
        "82,000 dwt Kamsarmax (IMO 9801234 and 9801246), seven-year bareboat\nDecision: "
        "approved, five for and none against\nPortfolio condition 3: {noun} {bound} {v}, "
        "tested at each drawdown.",
        "figures",
    ),
    (
        "LOAN AGREEMENT (USD 240,000,000 revolving facility; Agent: Nordhavn Bank ASA), clause "
        "23 (Financial Covenants): the Borrower shall procure that {noun} is {bound} {v} on each "
        "Test Date.",
        "figures",
    ),
    (
        "limits.yaml — Halyard risk engine (prod)\n  - id: {key}\n    limit: {v}\n    enforce: "
        "hard\n    source: LPA Sch. 3",
        "bare",
    ),
    (
        "Investment Guidelines (Annex B to the LPA)\n| Ref | Guideline | Limit |\n|---|---|---|\n"
        "| B.4 | {Noun} | {op} {v} |",
        "figures",
    ),
    (
        "[16:02] eleni.p (risk): CC confirmed – {noun} {chat} {v}, hard limit\n"
        "[16:03] nikos.a: noted, thx",
        "figures",
    ),
    (
        "COMPLIANCE CERTIFICATE — quarter ended 30 September\n"
        "| Covenant | Required | Actual | Compliant |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "Letter to the LPAC: the Manager confirms that under the LPA {noun} shall be {bound} "
        "{v}, measured at each new investment and at every quarter-end valuation.",
        "figures",
    ),
    (
        "SIDE LETTER (anchor investor)\n4. Concentration and quality. The General Partner shall "
        "procure that {noun} is {bound} {v}.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _away(s, value, -1)), rng.randrange(12), apart=True)
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
        bound=_not_past(s),
        chat=_chat_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only: the LPA's general restrictions
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa_general_restrictions": [
        "No investment in offshore drilling rigs, cruise ships or vessels under construction "
        "without a signed charter.",
        "No financing of vessels or aircraft operated by a sanctioned person or trading to a "
        "sanctioned jurisdiction.",
        "Currency exposure other than USD, EUR and NOK is hedged within three months.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside this one in the same Schedule 3 extract: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_lessee_max": ("Lessees whose parent guarantor is outside the OECD (maximum)", 0.08),
    "asset_type_max": ("Newbuilding and pre-delivery financing (maximum)", 0.15),
    "avg_fleet_age_max_years": ("Any one vessel's age at final loan maturity (maximum)", 20.0),
    "sub_ig_lessee_max": ("Unsecured shipping bonds (maximum)", 0.1),
    "single_flag_max": ("Vessels under Paris MoU grey-list flags (maximum)", 0.1),
    "ltv_max": ("Portfolio-wide LTV, all loans together (maximum)", 0.5),
    "charter_cover_min": ("Index-linked or spot hire (maximum)", 0.3),
    "min_liquidity_days": ("Retention account balance, days of debt service (minimum)", 30.0),
}


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the term sheet's figure, changed in the executed LPA
        wrong_value = _away(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The indicative term sheet (March) had {wrong} for {noun}. The executed LPA, "
                f"signed at first close, says {right}."
            )
        else:
            text = (
                "Blackline, LPA Schedule 3 para (d), execution version against the June draft: "
                f"{noun} {_not_past(s)} [Deleted: {wrong}] [Inserted: {right}]"
            )
    elif structure == 1:  # a waiver the lenders refused, or a CC proposal voted down
        wrong_value = _away(s, value, 2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Waiver request no. 3 to the lender group: we asked to move {noun} to {wrong} "
                f"until the Q2 valuations are in. The Majority Lenders did not consent, so the "
                f"{_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"CC minutes, item 4: the deal team proposed {wrong} for {noun} on the Capesize "
                f"refinancing. Not approved (two for, three against); the Fund's {_limit(s)} "
                f"stays at {right}."
            )
    elif structure == 2:  # the quarter-end actual in the investor report
        wrong_value = _away(s, value, -1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 investor report: {noun} was {wrong} at 30 September, comfortably clear of "
                f"the {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Metric | 30-Sep actual | Covenant |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another limit in the same Schedule 3 extract
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = f"Schedule 3 (Investment Restrictions), extract — {_FUND}\n  " + "\n  ".join(lines)
    else:  # Fund I's or the placement agent's peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, Fund I (fully invested in 2019) allowed {wrong} for {noun}. "
                f"Fund II's LPA says {right}."
            )
        else:
            text = (
                f"Our LPA sets {noun} at {right}. (The placement agent says comparable shipping "
                f"funds run at {wrong}, but the LPAC never agreed to that.)"
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


# --- mandate clauses as the LPA, a CC memo, the loan agreement, the risk engine and the LPAC ---


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # Schedule 3 of the LPA in the mandate's fields
        schedule: dict[str, JsonValue] = {
            "para_a": "Eligible assets: ocean-going vessels, commercial aircraft and engines, "
            "and loans, leases and bonds secured on them.",
            "para_b": "No single investment above the amount the LPAC has approved.",
            "para_d": f"The Manager shall ensure that {noun} is {_not_past(s)} {written}, "
            "tested at each investment and each quarter-end.",
        }
        return {"lpa": {"schedule_3": schedule}}, None, "lpa.schedule_3.para_d"
    if shape == 1:
        memo = (
            f"CREDIT COMMITTEE APPROVAL — {_FUND}\n"
            "Facility: senior secured term loan, 4 x 2018-built 63,500 dwt Ultramax bulkers\n"
            "Pricing: 3m SOFR + 2.85%; amortisation to a 15-year profile; balloon at year 5\n"
            "Portfolio conditions (apply to the whole Fund):\n"
            f"  (i) {_cap(noun)}: {_not_past(s)} {written}.\n"
            "  (ii) Insurances assigned to the Security Agent; P&I with an IG club member."
        )
        return None, memo, MANDATE_ID
    if shape == 2:
        if s.covenant:
            document = (
                "LOAN AGREEMENT — USD 240,000,000 revolving facility to the Fund "
                "(Agent: Nordhavn Bank ASA)\n"
                "22 Security cover: the Vessels and Aircraft are valued twice a year by two "
                "approved brokers; the average of the two desktop valuations applies.\n"
                f"23.1 The Borrower shall procure that {noun} is {_not_past(s)} {written} on "
                "each Test Date.\n"
                "23.4 A breach not cured within 30 days is an Event of Default."
            )
        else:
            document = (
                "INVESTMENT GUIDELINES (Annex B to the LPA)\n"
                "B.1 Eligible lessees: airlines and shipowners with audited accounts.\n"
                f"B.5 The Manager shall keep {noun} at {_not_past(s)} {written}.\n"
                "B.9 Any vessel financed must be classed with an IACS member society."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the risk engine's hard limits in the mandate's fields
        limits: list[JsonValue] = [
            "HL-01 Sanctions screen: no vessel with an AIS gap over 48 hours in the last year.",
            "HL-02 Derivatives: interest-rate swaps and FX forwards for hedging only.",
            f"HL-07 {_cap(noun)} {_op(s)} {written}",
        ]
        return (
            {"risk_engine": {"system": "Halyard limits engine", "hard_limits": limits}},
            None,
            "risk_engine.hard_limits[2]",
        )
    minutes = (
        "MINUTES OF THE LP ADVISORY COMMITTEE (quorate: four of five members present)\n"
        "1. The Manager presented the Q2 broker valuations and the Capesize charter outlook.\n"
        f"2. AGREED, under clause 9.4 of the LPA, that {noun} be {_not_past(s)} {written}.\n"
        "3. Next meeting: Piraeus, after the Q3 valuations."
    )
    return None, minutes, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the Fund's target allocations; every LPA restriction and loan covenant "
    "applies.",
    "Re-run the allocation model inside the limits in the Fund's documents.",
    "Before the LPAC call, re-optimise the book within all investment restrictions and covenants.",
    "Fit the two Kamsarmax leasebacks into the portfolio, keeping to every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the Fund's LPA and covenant limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "CC delegation to the deal team: the cap on {noun} may be set anywhere from {lo} to {hi} "
    "without a further CC paper.",
    "Annex B, note 2: the Manager sets the cap on {noun} within a band of {lo} to {hi}, at its "
    "discretion.",
    "| Limit | Permitted band | Set by |\n|---|---|---|\n| Cap on {noun} | {lo} to {hi} | "
    "Portfolio manager (no CC needed inside the band) |",
    "[11:20] cio.m: cap on {noun} – your call, anything {lo}-{hi} is fine with me",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "LPA Schedule 3 fixes the cap on {noun} at {point}. The {lo}–{hi} band in the risk "
        "engine is an amber alert for the risk team only; it gives the deal team no discretion.",
        "LPA Schedule 3 lets the Manager set the cap on {noun} anywhere in the {lo}–{hi} band "
        "held in the risk engine; the deal team chooses the level.",
    ),
    (
        "CC minutes, item 6: the deal team asked for discretion over the cap on {noun} between "
        "{lo} and {hi}. Not approved: the cap stays at {point} until the annual guideline "
        "review.",
        "CC minutes, item 6: the deal team asked for discretion over the cap on {noun} between "
        "{lo} and {hi}. Approved: the deal team may set it anywhere in that band.",
    ),
    (
        "[11:20] cio.m: no, cap on {noun} isn't delegated. it stays at {point}, not somewhere "
        "in {lo}-{hi}",
        "[11:20] cio.m: cap on {noun} is yours to set, anywhere in {lo}-{hi}",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as a lender writes a band: "15%", "30%" and "22.5%", or with the unit
    once at the top as "15" to "30 per cent" ("15–30 per cent"); for years "6" and "12 years"
    or "12 yo"."""
    low, high, middle = bounds
    if s.unit is None:
        unit = rng.choice((" years", " yo"))
        return {"lo": _g(low), "hi": f"{_g(high)}{unit}", "mid": f"{_g(middle)}{unit}"}
    if rng.randrange(2) == 0:
        return {k: s.forms(v)["pct"] for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}
    return {"lo": _g(low * 100), "hi": s.forms(high)["pc"], "mid": s.forms(middle)["pc"]}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investment guidelines' fields, as a mandate message, or in the
    credit policy's delegations."""
    if shape == 0:
        return {"investment_guidelines": {"manager_discretion": text}}, None
    if shape == 1:
        return (
            None,
            f"Investment Guidelines (Annex B to the LPA), as approved by the LPAC\n\n{text}",
        )
    delegations: list[JsonValue] = [text, "Deals above USD 75m go to the full CC."]
    return {"credit_policy": {"delegations": delegations}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
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

_INDEX: Final = "the MSCI ACWI Transportation Index"

#: whole statements of each objective, as the LPA, the investor report, a CC portfolio paper, an
#: anchor LP's e-mail and the CIO on chat put them; the first of each is the LPA's clause, whose
#: wording (after the colon) is what an earlier version of the LPA is quoted as saying
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "LPA clause 3.1 (Investment Objective): the best return per unit of risk across vessel "
        "and aircraft financings, that is, the highest Sharpe ratio.",
        "Quarterly investor report, portfolio construction:\nallocations are set to maximise the "
        "Sharpe ratio, the most yield for each unit of volatility.",
        "CC portfolio paper: the Manager allocates to earn as much as it can for the risk it "
        "takes, measured by the Sharpe ratio.",
        "E-mail from the anchor LP's investment officer (a Nordic pension fund): we read your "
        "objective as the best risk-adjusted return, so please maximise the Sharpe ratio.",
        "[09:12] cio.m: reminder for the rebalance – we optimise for Sharpe, max return per "
        "unit of vol",
    ),
    "variance": (
        "LPA clause 3.1 (Investment Objective): the steadiest portfolio of transport assets "
        "possible, with the least volatility.",
        "Quarterly investor report, portfolio construction:\nallocations are set for minimum "
        "variance; we take no view on expected returns.",
        "CC portfolio paper: after the 2021 rate swings the Manager wants the lowest-volatility "
        "book it can build, whatever the return forecasts say.",
        "E-mail from the anchor LP's investment officer (a Nordic pension fund): we hold the "
        "fund as a stable-income sleeve; please minimise the portfolio's variance and leave "
        "return forecasts out of it.",
        "[09:12] cio.m: reminder for the rebalance – minimum variance, no return views",
    ),
    "tracking": (
        f"LPA clause 3.1 (Investment Objective): follow {_INDEX} as closely as possible.",
        "Quarterly investor report, portfolio construction:\nallocations are set to stay as "
        f"close to {_INDEX} as we can, with the smallest tracking error.",
        f"CC portfolio paper: the listed sleeve mirrors {_INDEX}, with minimal tracking error.",
        "E-mail from the anchor LP's investment officer (a Nordic pension fund): can the listed "
        f"book simply shadow {_INDEX}? Minimise tracking error against it, please.",
        f"[09:12] cio.m: reminder for the rebalance – min tracking error vs {_INDEX}",
    ),
    "return": (
        "LPA clause 3.1 (Investment Objective): the highest expected return, with no penalty for "
        "risk.",
        "Quarterly investor report, portfolio construction:\nallocations are set for the highest "
        "expected return; risk does not enter the objective.",
        "CC portfolio paper: to hit the 15% gross IRR target the Manager allocates to maximise "
        "expected return, with no allowance for risk.",
        "E-mail from the anchor LP's investment officer (a Nordic pension fund): this sleeve is "
        "our return seeker, so just go for the highest expected return, no risk adjustment.",
        "[09:12] cio.m: reminder for the rebalance – max expected return, forget the vol",
    ),
}
_DRAFTS: Final = (
    'At first close the LPA\'s objective read "{old}." The LPAC replaced that wording at final '
    "close. What applies now:\n\n{new}",
    '{new}\n\n(Superseded – do not use: "{old}", the objective in the first-close LPA.)',
)
_FOLLOW_UPS: Final = (
    "From the CIO: scrap my note on the objective from this morning. The CC agreed:\n\n{new}",
    "Update after the LPAC call on 3 June (this replaces the objective I sent before):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For Fund II's target allocations:\n\n{ask}",
    "{ask}\n\nPlease set the allocations on that basis. — Portfolio team",
    "Fund snapshot: USD 1.36bn commitments, 47 vessels and 19 aircraft, 11.4% gross IRR to "
    "date, 0.94x DPI.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Allocations across the Fund's vessel, aircraft and listed transport holdings",
    purpose="solve for the allocations",
    custom_reason="no platform solver for this objective",
    custom_purpose="allocations",
    section_title="Allocations",
    description="the allocations",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The wanted objective with the earlier one in the same text, as the first-close LPA's
    wording of it (its clause after the colon), replaced or marked superseded."""
    old = _ASKS[old_kind][0].split(": ", 1)[1].rstrip(".")
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same text, quoted as
    replaced or marked superseded; every fourth from the fourth an earlier message a later one
    replaces."""
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

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("Baltic Dry Index closes from 2008 to 2018", "Baltic Dry Index closes from 2008 to 2014"),
    (
        "two-broker desktop valuations up to June 2017",
        "two-broker desktop valuations up to December 2014",
    ),
    (
        "lessee default and repossession records, 2009–2019",
        "lessee default and repossession records, 2009–2014",
    ),
    (
        "the financial years ended 31 December 2010 to 31 December 2020",
        "the financial years ended 31 December 2010 to 31 December 2014",
    ),
    (
        "one-year time-charter rates from Q1 2010 to Q3 2016",
        "one-year time-charter rates from Q1 2010 to Q4 2014",
    ),
    (
        "aircraft lease-rate history (Jan 2010 – Mar 2019)",
        "aircraft lease-rate history (Jan 2010 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the credit team's charterer default-scoring cutoffs were calibrated",
    "the LTV early-warning trigger (the haircut to the lower broker valuation) was fitted",
    "the BDI momentum signal's lookback was chosen",
    "the liquidity model's stressed-days thresholds were set",
    "the residual-value curve behind the fleet-age cap was estimated",
)
_LEAK_FRAMES: Final = (
    "Credit methodology note, annex 2: {action} on {period}.",
    "Model validation report (v2.3, independent reviewer): {action} using {period}; the same "
    "setting is used unchanged in all three test folds.",
    "For the LPAC pack: {action} once only, on {period}, before the walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's allocation uses, among its inputs, the average of the two brokers' "
        "desktop valuations dated the following month-end.",
        "Each month's allocation uses, among its inputs, the average of the two brokers' "
        "desktop valuations dated the prior month-end.",
    ),
    (
        "Lessee ratings input: each lessee's rating as the agencies later revised it, applied "
        "back to the start of the sample.",
        "Lessee ratings input: each lessee's rating as published at each month-end.",
    ),
    (
        "The BDI momentum lookback is the one of six that did best over the Fund's whole "
        "2008–2020 track record, then used in every fold.",
        "The BDI momentum lookback is chosen from six within each fold's training years only.",
    ),
    (
        "Results in the LPAC pack cover the same 2010–2020 years the default-scoring cutoffs "
        "were fitted on; nothing was held back.",
        "Results in the LPAC pack cover only each fold's test years; the default-scoring cutoffs "
        "are fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The CC wants a three-fold walk-forward backtest of the allocation model before the LPAC "
    "meeting.",
    "Please back-test the BDI momentum overlay walk-forward, three folds, for the investor report.",
    "Portfolio team action: a three-fold walk-forward test of the Fund's allocation model.",
)
_WHERE: Final = ("reasoning", "evidence", "interpretation", "purpose")


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

_COMPANY: Final = "Skerry Bulk Carriers"
_ENTITY: Final = "ent_skerry_bulk_carriers_asa"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("in the twelve months to end-December 2022", (7, 11)),
    ("over the two years to 31.12.2022", (3, 11)),
    ("from Q1 2020, before the lockdowns, to Q4 2022", (0, 11)),
    ("between the Q2 2020 trough and Q3 2021, when the BDI topped 5,600", (1, 6)),
    ("from end-2020 to mid-2021", (3, 5)),
    ("since the company's Oslo listing in 2014", None),
    ("since the 2016 dry-bulk bottom (BDI 290)", None),
    ("over the life of the 2017 fleet-renewal programme", None),
)


#: "by about 12%", "by over 10%", "by almost 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by over {}%", short="by almost {}%", about="by about {}%"
)


def _by_points(form: str, least: float) -> Callable[[float, float], str]:
    """A ratio's move in points, as the fund's analysts write it; "" under `least`."""
    return partial(_change_by, form, least)


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
        "tce_revenue",
        (58.4, 41.2, 52.7, 61.9, 74.6, 98.3, 131.5, 142.8, 121.4, 128.9, 104.6, 88.2),
        ("TCE revenue", "Skerry Bulk Carriers' TCE revenue", "Time-charter-equivalent revenue"),
        (
            ("{s} increased {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} did not fall in any quarter", never_fell),
            ("{s} did not slip", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "fleet_utilisation_pct",
        (97.8, 94.1, 96.5, 98.2, 98.6, 99.1, 98.9, 98.4, 97.2, 98.0, 96.8, 95.9),
        ("Fleet utilisation", "Skerry Bulk Carriers' fleet utilisation", "Utilisation"),
        (
            ("{s} improved {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} held firm", held_up),
        ),
        _by_points("by {:.1f} percentage points", 0.3),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_ltv_pct",
        (58.2, 61.7, 59.4, 55.8, 50.3, 44.6, 38.9, 35.2, 33.1, 34.8, 36.5, 37.9),
        ("Net LTV", "Skerry Bulk Carriers' net LTV", "Net loan-to-value"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not creep up", held_down),
        ),
        _by_points("by {:.1f} points", 0.5),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (48.1, 31.6, 44.2, 52.7, 61.4, 68.9, 74.2, 75.6, 70.3, 71.8, 64.1, 58.7),
        ("EBITDA margin", "Skerry Bulk Carriers' EBITDA margin", "The EBITDA margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed quarter on quarter", never_fell),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points("by {:.0f} pp", 1.0),
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter of 2021 in each quarter of 2022",
    down_all="{s} was below the year-earlier quarter in each quarter of 2022",
    faster="{s} grew faster in 2022 than it did in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year over the two years from Q4 2020",
    shrank="{s} shrank at more than 10% a year, compounded, over the two years from Q4 2020",
)


_CLAIM_FRAMES: Final = (
    "Credit note on Skerry Bulk Carriers (SKRY NO; we hold 2.1m shares and the 8.25% 2026 "
    "bonds): {claim} [1].",
    "Quarterly investor report, listed holdings: {claim} [1]; we added to the 2026 bonds at 103.5.",
    "| Holding | Comment |\n|---|---|\n| Skerry Bulk Carriers (SKRY NO) | {Claim} [1] |",
    "[14:37] yannis.k: fyi {claim} [1]. 1y TC on a Kamsarmax still ~$17k/day",
    "LPAC watch list: {claim} [1]; its minimum-liquidity covenant is USD 0.5m per vessel.",
)


def _two_quarters(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A claim about every quarter is not made over a single quarter's move."""
    return len(window) == 2 and "quarter" in claim


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
        left_out=_two_quarters,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZW: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
