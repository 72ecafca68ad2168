"""Held-out batch ZU: every flaw kind again, in the voice of real-estate investment — listed REITs
and unlisted property funds, their fund managers, asset managers, valuers and lenders: a fund's
Information Memorandum with its Schedule 3 of investment restrictions (INREV-style), facility
agreements with loan-to-value and interest-cover covenants, lenders' compliance certificates
("test date 30 September … No Event of Default"), Red Book valuation reports, investment
committee (IC) papers and minutes for acquisitions, Advisory Committee consents, unitholder
resolutions, quarterly investor reports (NAV, GAV, WAULT, EPRA occupancy) and the trade's short
forms (NIY, ERV, passing rent, bps of yield shift, "c.12%", "4.3pp", "2.0x").

Batch ZU is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Lot sizes and prices (£48.5m), NAV and GAV, asset counts, net initial yields of
deals, WAULTs, EPRA occupancy in requests, redemption queues, the actual figure at a test date in
a compliance table, vote outcomes and meeting dates are decoy numbers: no truth depends on them.
Its parts are new:

* limits as property people state them: an asset manager relaying Schedule 3 of the IM, IC
  minutes approving a deal "conditional on …", a fund model's restrictions tab (a bare number in
  the constraint's unit), a lender's compliance certificate, a quarterly investor report's line
  after NAV and GAV, a "Restriction / Limit / Actual @ 30 Sep / Status" table whose actual is a
  decoy, a unitholder resolution passed at an EGM, a signed bank term sheet and a fund manager's
  Teams reply with the value first, each form in turn; number forms "15%", "15 per cent",
  "15.0%", and for interest cover "2.0x", "2.00 times" and "200%" (as UK facility agreements
  write an ICR); subjects: single-asset concentration, property-sector allocation,
  development exposure, fund LTV, single-tenant share of contracted rent and an interest cover
  ratio that is a floor (a multiple);
* requests deferring the limit to the Advisory Committee, a blank in the draft Schedule 3, a
  facility still in negotiation, an unvoted INREV annual review or a question with Compliance,
  as IC-paper preparation, a fund manager's e-mail after the quarter's valuation, an asset
  management meeting note, a redemption-queue note and a lender call; a mandate bounding only
  other things (Red Book valuations, EPC ratings, redemption notice);
* provenance misquoting its source: the figure in a draft IM investors pushed back on (in prose,
  or struck through in a blackline), a unitholder resolution that failed or an amendment the
  banks declined, the actual at a covenant test date (in a compliance certificate's prose or a
  "Test / Actual at 30 Sep / Covenant / limit" table), another restriction in the investor
  pack's summary (a tenant, sector, gearing or development limit, or a net debt to EBITDA cap
  beside an ICR) and another fund's limit or an INREV peer median quoted for comparison, on
  every subject but the single-tenant limit (the shared loop takes five subjects in turn);
* mandates as Schedule 3 of the IM in the mandate's fields under numbered keys
  (`im.schedule_3.3.2`), a facility agreement's financial covenants, a unitholder scheme's fund
  rules, an IC approval's conditions in the mandate's fields (`ic_approval.conditions[2]`) and
  an investor's side letter;
* latitude granted as the Manager's discretions, a grant to the Investment Manager "as it sees
  fit", a "Parameter / Permitted range / Discretion" table and an e-mail from the head of fund
  management, in a business plan's or an IMA schedule's fields or a record of delegated
  authorities; refused as a level set in
  the fund documents whose range only triggers reporting to the Advisory Committee, a consent
  the Advisory Committee refused and a lenders' agent's note that the banks have not agreed the
  band; each twin the same text granting it;
* objectives as the IM's fund objective, a fund manager's note, an IC paper's recommendation, an
  LP's e-mail and an Advisory Committee resolution, with the first draft of an IC paper quoted
  or struck in the same text and a later note from the head of fund management or a revised IM
  replacing an earlier message; the tracked benchmark the INREV ODCE Index;
* leakage as a research team and an IC paper's methodology appendix write it: a yield-shift
  assumption, a sector tilt, a cap-rate mean-reversion speed, a vacancy haircut and a sector
  drift trigger set on Red Book valuations, rent and ERV data, REIT prices, transaction evidence
  or cap-rate data reaching into the test years; whole sentences (next quarter's valuation as an
  input, today's rent roll back-filled, index yields as later revised, a drift trigger picked on
  the whole record, IC results shown on the quarters the tilt was sized on); each clean twin in
  the same form, ending before the first test date (2 January 2015) or inside each fold;
* trend claims on Brackenfield REIT (a listed holding) — contracted rent, EPRA occupancy (moves
  in bps), portfolio valuation, EPRA net initial yield (moves in bps of yield shift, "moved
  out", "compressed") and LTV (in pp) over twelve quarters (2020 Q1–2022 Q4, with the 2022
  outward yield shift and valuation falls), as a quarterly portfolio review, the fund
  manager's monthly note, a "REIT / View / Comment" table, IC minutes and a lender's credit
  update; magnitudes as "c.14%", "more than 15%", "just under 20%", "by 130bps", "by 4.3pp";
  horizons covered by the series against uncovered ones ("since the IPO in 2013", "over the last
  property cycle (2007–2022)"). Whether a claim holds is computed from the series: true,
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

SEED: Final = 20270116
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzu5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzuu"


# --- numbers as fund managers, lenders and valuers write them ------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of GAV or of contracted rent: "15%", "15 per cent", "15.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _times(value: float) -> str:
    """A multiple as lenders write it, with at least one decimal: "2.0x", "1.75x"."""
    said = _g(value)
    return f"{said}x" if "." in said else f"{said}.0x"


def _cover_forms(value: float) -> dict[str, str]:
    """Interest cover: "2.0x", "2.00 times", and "200%" as UK facility agreements write it."""
    return {"x": _times(value), "times": f"{value:.2f} times", "pct": f"{_g(value * 100)}%"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the trade names it, its key in the fund model's
    restrictions tab, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ASSET: Final = _Subject(
    ("max_asset_weight", "singleAssetLimit"),
    (
        "any single asset (by Market Value)",
        "single-asset concentration",
        "the largest asset as a share of GAV",
    ),
    "single_asset_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorAllocationLimit"),
    (
        "any one property sector (office, logistics, residential or retail)",
        "exposure to a single sector",
        "sector allocation (any one sector)",
    ),
    "sector_max",
    "fraction",
    (0.35, 0.4, 0.5),
    _share_forms,
)
_DEVELOPMENT: Final = _Subject(
    ("max_development_exposure", "developmentCap"),
    (
        "development exposure (by cost to complete)",
        "assets under development",
        "speculative and pre-let development",
    ),
    "development_max",
    "fraction",
    (0.05, 0.1, 0.15),
    _share_forms,
)
_LTV: Final = _Subject(
    ("max_ltv", "fundLtvCap"),
    ("fund-level LTV", "loan-to-value across the fund", "gearing (debt to GAV)"),
    "ltv_max",
    "fraction",
    (0.3, 0.35, 0.4),
    _share_forms,
)
_TENANT: Final = _Subject(
    ("max_tenant_weight", "singleTenantLimit"),
    (
        "any single tenant's share of contracted rent",
        "single-tenant exposure (share of the rent roll)",
        "rent from any one occupier",
    ),
    "single_tenant_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_ICR: Final = _Subject(
    ("min_interest_cover", "icrFloor"),
    ("interest cover (ICR)", "the interest cover ratio", "ICR on the facility"),
    "icr_min",
    "multiple",
    (1.75, 2.0, 2.5),
    _cover_forms,
    floor=True,
)
_SUBJECTS: Final = (_ASSET, _SECTOR, _DEVELOPMENT, _LTV, _TENANT, _ICR)

_RATIONALES: Final = (
    "typical for a UK core balanced property fund",
    "INREV-style market practice for core vehicles",
    "in line with listed REIT peers' policies",
    "a prudent placeholder until the fund documents are agreed",
    "what lenders usually ask of a core logistics portfolio",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Allocation weights across the fund's assets and property sectors under its fund documents",
    "the best risk-adjusted total return within the fund's restrictions and covenants",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated for the fund")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zu", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "not less than" if s.floor else "no more than"


def _shall(s: _Subject) -> str:
    return "not be less than" if s.floor else "not exceed"


def _looser(s: _Subject, value: float, factor: float) -> float:
    """A wrong value for `s`: looser than `value` (`factor` times a cap; a floor half a turn
    lower)."""
    return round(value - 0.5 if s.floor else value * factor, 6)


def _inside(s: _Subject, value: float) -> float:
    """An actual figure comfortably inside the limit: 0.7 of a cap, 1.1 turns above a floor."""
    return round(value + 1.1 if s.floor else value * 0.7, 6)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the sector allocation for the Core Fund after the Q3 valuation",
    "model the portfolio weights with the Didcot logistics acquisition (£48.5m) included",
    "rebalance the fund towards logistics and residential for the 2024 business plan",
    "size the disposals from the retail parks needed to meet the redemption queue",
    "optimise the asset weights for the IC paper on Project Heron",
)
_DEFERRALS: Final = (
    "the limit on {noun} sits with the Advisory Committee and won't be settled before its "
    "March meeting",
    "{noun}: TBC, the draft Schedule 3 (Investment Restrictions) still has a blank there",
    "the refinancing is still in negotiation, so nothing on {noun} is agreed with the banks yet",
    "the INREV annual review hasn't been voted on, so unitholders haven't set the limit on {noun}",
    "Fund Management has asked Compliance for the figure on {noun}; no answer yet",
)
_REQUEST_FRAMES: Final = (
    "IC paper prep, Project Heron (NIY 5.4%, WAULT 8.2 yrs)\nAction: {task}.\nOpen point: "
    "{deferral}.",
    "Hi both,\n\nFollowing the Q3 valuation (Market Value £1.27bn, down 3.1% like-for-like) can "
    "you {task}? {Deferral}.\n\nThanks, Priya (Fund Manager)",
    "Asset management meeting, 14 Nov. Action (JH): {task}. NB {deferral}.",
    "Redemption queue now £63m (4.9% of NAV). We need to {task}.\nCaveat: {deferral}.",
    "Quick one after the lender call: please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside an actual-figure decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}, {shall}
_STATINGS: Final = (
    (
        "Checked with Fund Management: Schedule 3 of the IM (Investment Restrictions) puts "
        "{noun} at {nomore} {v}. Shout if you need the page ref.\nTom, Asset Management",
        "figures",
    ),
    (
        "IC minutes, 9 October (Project Heron, £48.5m): APPROVED, conditional on {noun} "
        "staying {nomore} {v} after completion.",
        "figures",
    ),
    (
        "Fund model v14, tab 'Restrictions' (pasted):\n    vehicle: UK Core Property Fund\n"
        "    {key}: {v}\n    wault_floor_yrs: five",
        "bare",
    ),
    (
        "From the Q3 compliance certificate we sent the agent: financial covenant, {noun} "
        "{op} {v}. Signed by the CFO, no defaults outstanding.",
        "figures",
    ),
    (
        "Q3 investor report, p. 9: NAV £842m, GAV £1.12bn, 46 assets. Restriction on {noun}: "
        "{limit} {v}.",
        "figures",
    ),
    (
        "| Restriction | Limit | Actual @ 30 Sep | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Compliant |",
        "table",
    ),
    (
        "Unitholder resolution passed at the EGM on 3 November: {noun}, {limit} {v}, effective "
        "from the next quarter date.",
        "figures",
    ),
    (
        "From the term sheet we signed with the banks last week: {noun} shall {shall} {v}; "
        "cash sweep on a second breach.",
        "figures",
    ),
    (
        "Fund Manager (Teams): yes, {v} is the {limit} for {noun}, per the Advisory "
        "Committee's consent in March.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an actual figure inside the limit, a decoy in the same form
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
        shall=_shall(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zu", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "fund_documents": [
        "Valuations quarterly by an independent RICS Registered Valuer, on a Red Book basis.",
        "No acquisition with an EPC rating below C without a funded upgrade plan.",
        "Redemptions on a quarter date, subject to twelve months' notice.",
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

#: another restriction beside the limit in the investor pack: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_asset_max": ("Single-tenant limit (share of contracted rent)", 0.3),
    "sector_max": ("Single-asset limit", 0.2),
    "development_max": ("Gearing limit (LTV)", 0.3),
    "ltv_max": ("Development exposure cap", 0.12),
    "icr_min": ("Maximum net debt to EBITDA", 9.5),
}


#: the subjects misquoted: the shared loop takes each structure with each of five subjects in
#: turn, so the single-tenant limit (stated and breached elsewhere) is left out here
_MISQUOTED: Final = (_ASSET, _SECTOR, _DEVELOPMENT, _LTV, _ICR)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft IM figure investors pushed back on
        wrong_value = _looser(s, value, 1.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft IM (v3) had {wrong} for {noun}. Investors pushed back in the review "
                f"and the final IM, as issued, says {right}."
            )
        else:
            text = (
                f"Schedule 3, para 4(b), blackline v3 to v4: {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right} (change accepted by the Manager)."
            )
    elif structure == 1:  # a resolution that failed, or an amendment the banks declined
        wrong_value = _looser(s, value, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "At the unitholder meeting the Manager proposed moving the limit on "
                f"{noun} to {wrong}. The resolution fell short of the special majority, so the "
                f"limit stays at {right}."
            )
        else:
            text = (
                "Re the amendment request: we asked the banks to reset the limit on "
                f"{noun} to {wrong}. Credit declined it, so the covenant remains {right}.\n"
                "Regards, Debt Finance"
            )
    elif structure == 2:  # the actual figure at the covenant test date
        wrong_value = _inside(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Compliance certificate, test date 30 September: {noun} was {wrong} against a "
                f"{_limit(s)} of {right}. No Event of Default is continuing."
            )
        else:
            text = (
                "| Test | Actual at 30 Sep | Covenant / limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another restriction in the investor pack's summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if s.floor:  # net debt to EBITDA is written only as a multiple
            right, wrong = _times(value), _times(wrong_value)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Fund restrictions summary (investor pack, p. 14)\n  " + "\n  ".join(lines)
    else:  # another fund's limit, or a peer median
        wrong_value = _looser(s, value, 1.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the Ashcombe Core Fund permits {wrong} for {noun}; our fund is "
                f"tighter at {right}."
            )
        else:
            text = (
                f"Our fund documents set {noun} at {right}. (The INREV peer-group median is "
                f"{wrong}, quoted for context only.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_MISQUOTED,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zu", _plan),
)


# --- mandate clauses as fund documents, facilities, fund rules, IC approvals and side letters -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # Schedule 3 of the IM in the mandate's fields, under numbered keys
        schedule: dict[str, JsonValue] = {
            "3.1": "The Fund invests only in UK commercial and residential property.",
            "3.2": f"{_cap(noun)} shall {_shall(s)} {written}, tested at each quarter date.",
            "3.3": "No investment in other property funds.",
        }
        return {"im": {"schedule_3": schedule}}, None, "im.schedule_3.3.2"
    if shape == 1:
        if s.floor:  # a facility agreement writes interest cover as a percentage
            written = s.forms(value)["pct"]
        facility = (
            "FACILITY AGREEMENT (extract)\n22. FINANCIAL COVENANTS\n"
            "22.1 The Borrower shall ensure that on each Test Date:\n"
            f"(a) {noun} shall {_shall(s)} {written}; and\n"
            "(b) the Hedging Ratio is maintained.\n"
            "22.2 Each Compliance Certificate shall set out computations as to (a) and (b)."
        )
        return None, facility, MANDATE_ID
    if shape == 2:
        rules = (
            "FUND RULES (unit trust scheme), Schedule 2: Investment Restrictions\n"
            "(a) Property assets located in the United Kingdom only.\n"
            f"(b) {_cap(noun)} {_op(s)} {written}.\n"
            "(c) Valuations by the Standing Independent Valuer, quarterly (RICS Red Book)."
        )
        return None, rules, MANDATE_ID
    if shape == 3:  # an IC approval's conditions in the mandate's fields
        conditions: list[JsonValue] = [
            "Satisfactory Red Book valuation at or above the purchase price.",
            "Environmental and building surveys with no material issues.",
            f"Post-completion, {noun} {_op(s)} {written}.",
        ]
        return (
            {"ic_approval": {"project": "Heron", "conditions": conditions}},
            None,
            "ic_approval.conditions[2]",
        )
    letter = (
        "SIDE LETTER: Northfield County Pension Fund (Investor) and the Manager\n"
        "1. The Manager will give the Investor quarterly INREV reporting.\n"
        f"2. The Manager shall ensure that {noun} "
        f"{'is not less than' if s.floor else 'does not exceed'} {written} while the Investor "
        "holds units."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please re-run the fund's allocation; every restriction in the fund documents applies.",
    "Rebalance the portfolio weights for the Q4 business plan inside the covenants and "
    "restrictions.",
    "Model the post-acquisition weights for the IC paper, within all of the fund's limits.",
    "Re-optimise the asset weights after the disposals, respecting the lenders' and "
    "unitholders' restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="the fund's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zu", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Manager's discretions: {noun} may run anywhere between {lo} and {hi}, at the Fund "
    "Manager's discretion and without Advisory Committee consent.",
    "The Investment Manager may set {noun} at any level from {lo} to {hi}, as it sees fit.",
    "| Parameter | Permitted range | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | "
    "Fund Manager |",
    "E-mail from the Head of Fund Management: anything from {lo} up to {hi} on {noun} is your "
    "call, no need to bring it back to IC.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is set at {point} in the fund documents. The {lo}–{hi} range in the business "
        "plan only says when we report to the Advisory Committee; it is not a discretion.",
        "{Noun} may sit anywhere in the {lo}–{hi} range in the business plan; the Fund Manager "
        "picks the level.",
    ),
    (
        "Advisory Committee minutes, item 4: the Manager asked for discretion to run {noun} "
        "between {lo} and {hi}. Consent was refused; it stays at {point}.",
        "Advisory Committee minutes, item 4: the Manager asked for discretion to run {noun} "
        "between {lo} and {hi}. Consent was given; the Manager may choose within that range.",
    ),
    (
        "Note from the lenders' agent: the banks have NOT agreed a {lo}–{hi} band for {noun}. "
        "The facility is tested at {point}.",
        "Note from the lenders' agent: the banks have agreed a {lo}–{hi} band for {noun}; "
        "anywhere within it is permitted.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the business plan's fields, as a mandate message, or in the IMA's
    schedule in the mandate's fields."""
    if shape == 0:
        return {"business_plan": {"discretions": text}}, None
    if shape == 1:
        return None, f"Delegated authorities (recorded on the Manager's mandate file)\n\n{text}"
    return {"ima": {"schedule_1": [text, "Valuations quarterly by the independent valuer."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zu", _with_mandate),
    refused_at=(0, 3),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an IM, a fund manager's note, an IC paper, an LP's
#: e-mail and an Advisory Committee resolution put them; the first of each is one line, so that
#: it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (IM, section 2): the best risk-adjusted total return, i.e. the highest "
        "Sharpe ratio on the allocation.",
        "Fund manager's note:\nwe will set the sector and asset weights for the highest Sharpe "
        "ratio, return per unit of volatility, not the headline total return.",
        "IC paper, recommendation: allocate across the sectors for the most return per unit of "
        "risk taken (Sharpe ratio).",
        "From the LP's e-mail: our consultant would like the allocation run for the best Sharpe "
        "ratio, please.",
        "Advisory Committee resolution: the allocation is to be managed to maximise the Sharpe "
        "ratio.",
    ),
    "variance": (
        "Fund objective (IM, section 2): the least volatile allocation available across the "
        "sectors.",
        "Fund manager's note:\nafter the 2022 repricing we will weight the portfolio for the "
        "lowest volatility we can get, with no view on returns at all.",
        "IC paper, recommendation: a minimum-variance allocation; we make no total return "
        "forecast for it.",
        "From the LP's e-mail: we want the smoothest NAV possible, so please minimise the "
        "variance and leave return forecasts out.",
        "Advisory Committee resolution: the allocation is to be managed to minimise variance.",
    ),
    "tracking": (
        "Fund objective (IM, section 2): track the INREV ODCE Index as closely as possible.",
        "Fund manager's note:\nwe will hold the weights as near to the INREV ODCE Index as we "
        "can, with the smallest tracking error.",
        "IC paper, recommendation: mirror the INREV ODCE Index's sector weights, minimising "
        "tracking error against it.",
        "From the LP's e-mail: we only want index exposure here; minimise tracking error to the "
        "INREV ODCE Index, please.",
        "Advisory Committee resolution: the allocation is to minimise tracking error to the "
        "INREV ODCE Index.",
    ),
    "return": (
        "Fund objective (IM, section 2): the highest expected total return, with no penalty for "
        "risk.",
        "Fund manager's note:\nwe will set the weights for the highest expected total return; "
        "risk does not enter the objective.",
        "IC paper, recommendation: the allocation with the highest expected total return, "
        "regardless of volatility.",
        "From the LP's e-mail: this is our value-add sleeve, so go for the highest expected "
        "return, no risk adjustment.",
        "Advisory Committee resolution: the allocation is to maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The first draft of the IC paper read: "{old}" The Committee changed this; the approved '
    "wording is:\n\n{new}",
    "~~{old}~~ (struck by the Advisory Committee, 12 December)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the Head of Fund Management: please ignore my earlier note on the objective. What "
    "the Board of the Manager agreed is:\n\n{new}",
    "Revised IM (v5, replaces the objective circulated earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the UK Core Property Fund (GAV £1.12bn, 46 assets):\n\n{ask}",
    "{ask}\n\nPlease set the sector and asset weights on that basis. Thanks, Fund Finance",
    "Annual strategy review (EPRA occupancy 94.7%, WAULT 6.8 yrs).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the fund's assets and property sectors",
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
        tag="zu",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the fund's Red Book valuations, March 2010 to March 2019",
        "the fund's Red Book valuations, March 2010 to December 2014",
    ),
    ("rent and ERV data to end-2016", "rent and ERV data to end-2014"),
    (
        "the REIT price history (Jan 2008 – Sep 2020)",
        "the REIT price history (Jan 2008 – Dec 2014)",
    ),
    (
        "the 2009–2018 transaction evidence in the valuers' database",
        "the 2009–2014 transaction evidence in the valuers' database",
    ),
    ("twelve years of cap-rate data, 2010–2021", "five years of cap-rate data, 2010–2014"),
    (
        "every quarter-end from Q2 2010 to Q3 2017",
        "every quarter-end from Q2 2010 to Q4 2014",
    ),
)
_ACTIONS: Final = (
    "the yield-shift assumption in the valuation model was calibrated",
    "the sector tilt towards logistics was sized",
    "the cap-rate mean-reversion speed was estimated",
    "the vacancy haircut on ERV was fitted",
    "the sector drift trigger for rebalancing was set",
)
_LEAK_FRAMES: Final = (
    "Methodology note (IC paper appendix): {action} on {period}.",
    "{Action} using {period}; that setting is then used unchanged in all three folds.",
    "Per the research team, {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's weights take as an input the following quarter's Red Book valuation of "
        "each asset.",
        "Each quarter's weights take as an input the latest Red Book valuation of each asset "
        "available at the quarter date.",
    ),
    (
        "Rents are taken from today's rent roll, back-filled to earlier quarters as if the "
        "current leases had always been in place.",
        "Rents are taken from each quarter's rent roll as it stood at that quarter date.",
    ),
    (
        "The cap-rate spread signal uses index yields as revised in the 2021 back-series, not "
        "as first published.",
        "The cap-rate spread signal uses index yields as first published each quarter.",
    ),
    (
        "The sector drift trigger is the one of five that did best over the whole 2010–2020 "
        "record, then applied in every fold.",
        "The sector drift trigger is picked from five inside each fold's training years only.",
    ),
    (
        "Results in the IC paper are shown on the same 2010–2020 quarters on which the "
        "logistics tilt was sized; no period was held back.",
        "Results in the IC paper are shown only on each fold's test years; the logistics tilt "
        "is sized on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The Investment Committee wants a walk-forward backtest (three folds) of the proposed "
    "sector allocation model.",
    "Please back-test the logistics tilt walk-forward, three folds, for the IC paper.",
    "Research request: a three-fold walk-forward test of the fund's allocation model before the "
    "business plan.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zu", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Brackenfield REIT"
_ENTITY: Final = "ent_brackenfield_reit"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over FY22 (Q4 2021 to Q4 2022)", (7, 11)),
    ("in the two years since the December 2020 valuation", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between the end-June 2020 and end-June 2022 reporting dates", (1, 9)),
    ("from the December 2020 to the June 2021 valuation", (3, 5)),
    ("since the IPO in 2013", None),
    ("over the last property cycle (2007–2022)", None),
    ("since the fund first bought into the REIT in 2016", None),
)


#: "c.14%", "more than 15%", "just under 20%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="more than {}%", short="just under {}%", about="c.{}%")


def _by_bps(a: float, b: float) -> str:
    """A move in a percentage as the trade writes it, in basis points ("by 130bps"); "" under
    20bps."""
    moved = round(abs(b - a) * 100)
    return f"by {moved}bps" if moved >= 20 else ""


_by_pp = partial(_change_by, "by {:.1f}pp", 0.2)


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
        "contracted_rent",
        (61.2, 60.4, 60.9, 62.5, 64.1, 66.0, 68.3, 70.2, 73.9, 77.0, 80.2, 82.6),
        (
            "Contracted rent",
            "Brackenfield REIT's contracted rent roll",
            "Annualised passing rent",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} fell back {m}", fell),
            ("{s} did not fall in any quarter", never_fell),
            ("{s} did not go backwards", held_up),
            ("{s} made no progress", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "epra_occupancy_pct",
        (96.4, 94.9, 94.3, 95.1, 95.8, 96.6, 97.3, 97.9, 98.2, 98.4, 98.6, 98.5),
        ("EPRA occupancy", "Brackenfield REIT's occupancy (by ERV)", "Portfolio occupancy"),
        (
            ("{s} rose {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "portfolio_valuation",
        (
            1412.0,
            1368.0,
            1391.0,
            1455.0,
            1521.0,
            1608.0,
            1702.0,
            1815.0,
            1874.0,
            1902.0,
            1761.0,
            1538.0,
        ),
        (
            "The portfolio valuation",
            "Brackenfield REIT's portfolio value",
            "The Market Value of the portfolio",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} was never marked down quarter on quarter", never_fell),
            ("{s} held its value", held_up),
            ("{s} saw no uplift", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_initial_yield_pct",
        (4.95, 5.1, 5.05, 4.85, 4.6, 4.35, 4.1, 3.85, 3.8, 3.75, 4.2, 4.9),
        ("EPRA NIY", "The portfolio's net initial yield", "Brackenfield REIT's valuation yield"),
        (
            ("{s} moved out {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never moved out from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not soften", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "ltv_pct",
        (29.8, 31.6, 31.2, 30.1, 28.7, 27.4, 26.2, 25.1, 25.9, 26.8, 29.5, 33.7),
        ("LTV", "Brackenfield REIT's loan-to-value", "Gearing (net debt to GAV)"),
        (
            ("{s} went up {m}", rose),
            ("{s} was brought down {m}", fell),
            ("{s} did not tick up in any quarter", never_rose),
            ("{s} did not ease", held_up),
            ("{s} did not climb", held_down),
        ),
        _by_pp,
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
    shrank="{s} shrank at over 10% a year from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Quarterly portfolio review, listed holdings: {claim} [1].",
    "From the fund manager's monthly note: {claim} [1], so we are holding the position.",
    "| REIT | View | Comment |\n|---|---|---|\n| Brackenfield | Hold | {Claim} [1] |",
    "IC minutes, item 6 (listed REIT sleeve): the analyst noted that {claim} [1].",
    "Lender credit update: {claim} [1]; no change to the internal rating of the facility.",
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
        tag="zu",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZU: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
