"""Held-out batch ZZZC: every flaw kind again, in the voice of a timberland and farmland investment
management organisation (TIMO): Bracken Hollow Land Management, LLC, which runs a separate
account of timberland and farmland for a public pension plan, the Tri-County Municipal
Employees' Retirement System (TCMERS). Its people and papers: the client's investment policy
statement (IPS) for real assets with its regional, species-group and farmland limits, the
investment management agreement (IMA) and its Schedule B investment guidelines, the Board of
Trustees' minutes and resolutions, the client's CIO's e-mails and phone notes, the account's
consultant's memos (Meridian Pacific Consulting), the client's guidelines questionnaire, the
TIMO's portfolio manager, acquisitions and harvest-planning teams, its foresters' cruise and
field notes (site index, tons and MBF per acre, stumpage), its farm manager's notes on leases
(cash rent per acre against crop share), the harvest policy (harvest against net growth), and
the Board's annual review deck.

Batch ZZZC is built like ZZZA — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZ and ZZZA (read for shape), or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
CIO's e-mail, a consultant's memo, minutes, a guidelines table or a phone note (a chat answer),
as the client's guidelines questionnaire (`template_inputs`, a bare number in the constraint's
unit) or as the IPS's or the IMA's text given ahead of the request (`mandate`, cited as a
clause); the misquote pairing in which each structure meets every one of its eight subjects;
floors in the latitude bands (high-site acreage and the number of separate properties are
floors) with bands whose low end is two-thirds of their top, and a granted case that takes the
band's top; breach ratios of 1.3 (cap) and 0.75 (floor), uncited twins at 0.85 of a cap and
1.25 times a floor; a trend request of its own (the Trustees' annual review, its heading and an
as-of date after its quarters), a sixteen-quarter series (2020-2023) with a signed series among
its trends, and growth specials over two different years (2022 against 2021, and 2023 against
2022).

Decoy numbers (no truth depends on them): acres and hectares of the account and of tracts,
purchase prices per acre, stumpage prices ($/ton for pine sawtimber and pulpwood, $/MBF for
Douglas-fir), tons and MBF per acre from cruises, site indexes and base ages, stand ages and
rotation lengths, cash rents per acre and crop-share splits, appraised values, harvest plans in
tons, the listed comp's implied value per acre, the fee rate, votes (5-2, 6-1, 7-0), stream
buffers in feet, section, item and slide numbers, dates and phone-note times. Its parts:

* limits as a pension plan's real-assets people state them: the CIO's e-mail ("the Trustees
  voted it"), the IPS's Section 7 (a mandate message given before the request), the
  consultant's memo, the client's guidelines questionnaire (a bare number, template inputs), the
  IMA's Schedule B (a mandate message), an excerpt of the Board minutes with its motion and vote,
  a "Guideline / Limit / Source" table, the CIO's phone note and an accepted IPS redline
  replacing a "TBD", each in turn; number forms "45%", "45 percent", "45% of Account market
  value" (of timber value, farmland value, leased acres, plantation acres), "1.2x", "1.2 times
  net growth" and "120% of net growth" for the harvest ratio, "450 bps", "450 basis points" and
  "4.5% a year" for tracking error, "12 properties", "12 separate properties" and "12 farms and
  tracts" for the property count; subjects: any one timber region's share, any one species
  group's share of timber value, permanent crops' share of farmland, crop-share leases' share of
  leased acres, annual harvest against net growth (a multiple), tracking error against the
  NCREIF Timberland Index (bps), and two floors: high-site acreage (site-index classes I-II, a
  fraction) and the number of separate properties (a count);
* requests (a forester's cruise notes, the portfolio manager's e-mail, the acquisitions call's
  action items, the farm manager's lease note and the quarterly rebalancing memo) deferring the
  limit to the Board's IPS amendment, the consultant's memo not yet in, a CIO who has not given a
  figure, a "TBD - per Trustees" in the draft IPS, or the IMA schedule counsel is redlining;
* provenance misquoting its source: the consultant's March draft changed in the adopted IPS, or
  an IPS amendment striking a figure; the CIO or the consultant declining to move it; the
  account's actual at the 6/30 appraisal (prose, or a "Guideline / IPS / 6/30 appraisal"
  table); another limit in the same IPS section or harvest policy; and a peer plan's or the
  TIMO's commingled fund's figure quoted for comparison;
* mandates as the IPS's Section 7 in the mandate's fields (a numbered key,
  `ips.section_7_diversification.7.3`), the IMA's Schedule B as a message, a Trustees'
  resolution (the harvest policy, for the harvest ratio), the IMA's guidelines in the mandate's
  fields (`ima.schedule_b_investment_guidelines[2]`) and the consultant's memo as adopted;
* latitude granted as an IMA Schedule B note, a Trustees' delegation, a "Guideline / Permitted
  range / Discretion" table, the CIO's e-mail and the consultant's memo with the IPS's leave,
  each inclusive of the band's ends; refused as an IPS that fixes the level (the consultant's
  study's range being only an expected operating range), Board minutes marked DENIED, and the
  CIO keeping it; each twin the same text granting it; floors as well as caps; placed in the
  account's compliance binder (fields), the account's register of delegations (a message) or
  the account's terms (fields);
* objectives as the IPS's investment objective, the consultant's memo, the CIO's e-mail, the
  Trustees' strategic plan and the TIMO's account plan, with an earlier wording struck through
  in a redline or restated in the same text, and a later message from the CIO or the Board
  replacing an earlier one; the benchmark is the NCREIF Timberland Property Index;
* leakage as harvest planners, farm managers and the consultant write it: a stumpage price
  forecast, site-index yield curves, a cash-rent-to-crop-share switching rule, an
  appraisal-smoothing adjustment and a harvest-deferral trigger fitted on periods reaching into
  the test years (Timber Mart-South stumpage, NCREIF returns, NASS cash rents, the account's
  cruise and harvest records, appraisals, delivered log prices), and whole sentences (the next
  quarter's stumpage price in this quarter's harvest decision, appraisals completed the
  following year, a margin picked on the whole record, site index from a later re-inventory);
  each clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Sawbuck Timberlands (a listed timber REIT, the account's public comp) -
  harvest volume in million tons, realized southern sawtimber stumpage in $/ton, Adjusted
  EBITDDA, net debt to Adjusted EBITDDA and net income (loss), a signed series, over sixteen
  quarters (2020 Q1-2023 Q4: the pandemic, the 2021 lumber run-up, the 2022 housing slowdown and
  2023) as the consultant's flash report, a forester's aside, a "Public comp / What the filings
  show" table, the portfolio manager's e-mail to the CIO and the annual review deck; horizons
  covered by the series against uncovered ones ("since its 2009 spin-off"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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
    _yoy_pairs,
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

SEED: Final = 20270150
KINDS: Final = ALL_KINDS
TAG: Final = "zzzc"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzct0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzct1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzct2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzct3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzct5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzctt"

_TIMO: Final = "Bracken Hollow Land Management, LLC"
_PLAN: Final = "Tri-County Municipal Employees' Retirement System"
_ACCOUNT: Final = "TCMERS Real Assets Separate Account (Timberland and Farmland)"
_CONSULTANT: Final = "Meridian Pacific Consulting"


# --- numbers as a TIMO's foresters, farm managers and its pension client write them -------------


def _share_forms(of: str) -> Callable[[float], dict[str, str]]:
    """A share of something: "45%", "45 percent", "45% of {of}"."""

    def forms(value: float) -> dict[str, str]:
        pct = _g(value * 100)
        return {"pct": f"{pct}%", "percent": f"{pct} percent", "of": f"{pct}% of {of}"}

    return forms


def _harvest_forms(value: float) -> dict[str, str]:
    """Harvest against growth: "1.2x", "1.2 times net growth", "120% of net growth"."""
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times net growth",
        "pct": f"{_g(value * 100)}% of net growth",
    }


def _bps_forms(value: float) -> dict[str, str]:
    """Tracking error: "450 bps", "450 basis points", "4.5% a year"."""
    return {
        "bps": f"{_g(value)} bps",
        "basis": f"{_g(value)} basis points",
        "pct": f"{_g(value / 100)}% a year",
    }


def _count_forms(value: float) -> dict[str, str]:
    """Properties held: "12 properties", "12 separate properties", "12 farms and tracts"."""
    n = _g(value)
    return {
        "n": f"{n} properties",
        "sep": f"{n} separate properties",
        "ft": f"{n} farms and tracts",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the account's people name it, its item on the
    client's questionnaire, the values it takes, its written forms, whether it is a floor, and
    whether it is a harvest-policy limit (the Trustees' harvest policy sets it)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    harvest: bool = False


_REGION: Final = _Subject(
    ("max_region_share", "timberRegionCap"),
    (
        "any one timber region (wood basin)",
        "the largest region's share of the Account",
        "exposure to a single region (US South, Pacific Northwest, Lake States or Northeast)",
    ),
    "region_concentration_max",
    "fraction",
    (0.3, 0.45, 0.6),
    _share_forms("Account market value"),
)
_SPECIES: Final = _Subject(
    ("max_species_group_share", "speciesGroupCap"),
    (
        "any one species group (southern yellow pine, Douglas-fir, northern hardwoods)",
        "a single species group's share of timber value",
        "the concentration in one commercial species group",
    ),
    "species_group_max",
    "fraction",
    (0.45, 0.6, 0.75),
    _share_forms("timber value"),
)
_PERMANENT: Final = _Subject(
    ("max_permanent_crop_share", "permanentCropsCap"),
    (
        "permanent crops (orchards, vineyards, tree nuts)",
        "the permanent-crop share of the farmland",
        "farmland in permanent plantings",
    ),
    "permanent_crops_max",
    "fraction",
    (0.15, 0.3, 0.45),
    _share_forms("farmland value"),
)
_CROP_SHARE: Final = _Subject(
    ("max_crop_share_lease_share", "cropShareLeaseCap"),
    (
        "farmland leased on crop share rather than cash rent",
        "the crop-share part of the lease book",
        "acres under crop-share or flex leases",
    ),
    "crop_share_leases_max",
    "fraction",
    (0.3, 0.45, 0.6),
    _share_forms("leased acres"),
)
_HARVEST: Final = _Subject(
    ("max_harvest_to_growth", "harvestGrowthRatioCap"),
    (
        "annual harvest as a multiple of net annual growth",
        "the harvest-to-growth ratio",
        "removals against growth (the sustained-yield test)",
    ),
    "harvest_to_growth_max",
    "multiple",
    (1.05, 1.2, 1.35),
    _harvest_forms,
    harvest=True,
)
_TRACKING: Final = _Subject(
    ("max_tracking_error_bps", "ncreifTrackingErrorCap"),
    (
        "tracking error against the NCREIF Timberland Index",
        "the Account's active risk versus NCREIF Timberland",
        "annualized tracking error (vs. the NTI)",
    ),
    "tracking_error_max",
    "bps",
    (300.0, 450.0, 600.0),
    _bps_forms,
)
_HIGH_SITE: Final = _Subject(
    ("min_high_site_share", "highSiteAcresFloor"),
    (
        "high-site acreage (site-index classes I-II)",
        "pine plantation acres on site index 70+ ground (base age 25)",
        "acres in site-index classes I and II",
    ),
    "high_site_acres_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms("plantation acres"),
    floor=True,
)
_PROPERTIES: Final = _Subject(
    ("min_property_count", "minSeparateProperties"),
    (
        "the number of separate properties (tracts and farms) in the Account",
        "the Account's property count",
        "distinct properties held",
    ),
    "property_count_min",
    "count",
    (8.0, 12.0, 16.0),
    _count_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _REGION,
    _SPECIES,
    _PERMANENT,
    _CROP_SHARE,
    _HARVEST,
    _TRACKING,
    _HIGH_SITE,
    _PROPERTIES,
)

_RATIONALES: Final = (
    "typical of TIMO separate-account guidelines for public pension plans",
    "what the consultant's peer survey of pension timber accounts shows",
    "in line with our commingled Timber Fund IV",
    "a prudent placeholder until the Trustees act",
    "standard practice among NCREIF timberland managers",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.75
#: a band's low end as a share of its top: two-thirds keeps percents, bps and counts whole
_LOW_RATIO: Final = 2 / 3


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Account's timberland and farmland properties under the IPS and "
    "the IMA's investment guidelines",
    "the best risk-adjusted return within the Account's guidelines",
    "solve the target property weights",
    "the solved property weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the client's documents state it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    if s.floor:
        return "no fewer than" if s.unit == "count" else "not less than"
    return "not more than"


def _bounded(s: _Subject, written: str, turn: int) -> str:
    """A clause's verb and value, as the IPS and the IMA word a cap or a floor."""
    if s.floor:
        less = "fewer" if s.unit == "count" else "less"
        said = ("shall not fall below", "shall be at least", f"may not be {less} than")
    else:
        said = ("shall not exceed", "is limited to", "may not be more than")
    return f"{said[turn % len(said)]} {written}"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the Account's target allocation now the Tensaw River tract has closed (18,450 "
    "acres of loblolly at $1,985/acre)",
    "size our bid on the Willamette foothills package (6,900 acres of Douglas-fir, about 38 "
    "MBF/acre standing)",
    "rebalance the Account now that the Pemiscot County farms have gone from cash rent to a "
    "two-thirds/one-third crop share",
    "re-weight the Account for next year's harvest plan (1.42 million tons, mostly pine "
    "sawtimber and chip-n-saw)",
    "redo the target weights for the Trustees' annual review",
)
_DEFERRALS: Final = (
    "the limit on {noun} sits with the Board of Trustees (the IPS amendment is on the March "
    "agenda)",
    "{noun}: the consultant's memo on the IPS refresh hasn't come through yet",
    "the client's CIO hasn't given us a figure for {noun}",
    "the draft IPS still reads 'TBD - per Trustees' for {noun}",
    "{noun} is one of the open items in the IMA schedule counsel is still redlining",
)
_REQUEST_FRAMES: Final = (
    "Field notes - Tensaw River tract, cruise wk of 9/16 (R. Delacroix, RF)\nSI 72 (base 25), "
    "18-yr loblolly plantation, ~31 tons/acre merchantable; first thinning due.\nOffice: {task}. "
    "{Deferral}.",
    "From: Will Hartigan (Portfolio Manager)\nTo: Acquisitions; Harvest Planning\nPlease {task}. "
    "Heads-up: {deferral}.\n- W.",
    "Acquisitions call (Tue) - action items\n1. {Task}.\n2. Open: {deferral}.",
    "Farm manager's note (L. Sorensen, AFM): 2025 cash rents set at $285/acre on the Corn Belt "
    "farms; the Delta farms stay on a 75/25 crop share.\nAsk: {task}. Caveat: {deferral}.",
    "TCMERS Account - quarterly rebalancing memo (draft)\nStumpage: pine sawtimber $27.80/ton, "
    "pulpwood $9.15/ton; Douglas-fir $640/MBF.\n{Task}; {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms; the answer's kind); {noun}, {v}, {key}, {limit}, {op}, {nomore}, {clause}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "From: Janet Oduya, CIO (TCMERS)\nSubject: RE: open items\nWill - the Trustees voted it "
        "Thursday: {noun}, {op} {v}. Nothing else in the guidelines moves.",
        "figures",
        "clarification_answer",
    ),
    (
        "TCMERS INVESTMENT POLICY STATEMENT - REAL ASSETS (TIMBERLAND AND FARMLAND)\n"
        "Section 7. Diversification\n7.3 {Noun} {clause}, measured at each year-end appraisal.",
        "figures",
        "mandate",
    ),
    (
        "MEMORANDUM\nFrom: " + _CONSULTANT + "\nTo: TCMERS Investment Committee\nRe: Separate "
        "account guidelines\nOur recommendation, adopted at the May meeting: {noun} - {limit} "
        "{v}.",
        "figures",
        "clarification_answer",
    ),
    (
        "SEPARATE ACCOUNT GUIDELINES QUESTIONNAIRE (completed by the client)\nAccount: "
        + _ACCOUNT
        + "\nItem: {key}\nUnit: {unit}\nClient's response: {v}\nAuthorized by: J. Oduya, CIO",
        "bare",
        "template_inputs",
    ),
    (
        "INVESTMENT MANAGEMENT AGREEMENT between " + _PLAN + " and " + _TIMO + "\nSchedule B - "
        "Investment Guidelines\nB-4 Concentration. {Noun} {clause}.",
        "figures",
        "mandate",
    ),
    (
        "Excerpt, minutes of the TCMERS Board of Trustees (regular meeting): Trustee Alvarez "
        "moved, Trustee Kim seconded, that {noun} be {nomore} {v}. Motion carried 7-0.",
        "figures",
        "clarification_answer",
    ),
    (
        "Here's the line from our guidelines summary:\n| Guideline | Limit | Source |\n"
        "|---|---|---|\n| {Noun} | {op} {v} | IPS 7.3, as amended |",
        "figures",
        "clarification_answer",
    ),
    (
        "Call note (2:15 pm) - Janet Oduya, CIO: confirmed the {limit} for {noun} is {v}. She'll "
        "send the IPS page once the Board packet is out.",
        "figures",
        "clarification_answer",
    ),
    (
        "IPS Appendix A - consultant's redline, accepted by the Trustees:\n  {Noun}: ~~TBD~~ {v} "
        "({limit})",
        "figures",
        "clarification_answer",
    ),
)


#: how the questionnaire names each unit
_UNIT_WORDS: Final = {
    "fraction": "decimal fraction (one = the whole)",
    "multiple": "multiple of net annual growth",
    "bps": "basis points",
    "count": "number of properties",
}


def _bare(s: _Subject, value: float) -> str:
    """The number as the questionnaire takes it: a decimal for shares and ratios, whole basis
    points and a whole count."""
    return f"{value:.2f}" if s.unit in ("fraction", "multiple") else _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    written = _bare(s, value) if form == "bare" else s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        nomore=_no_more(s),
        clause=_bounded(s, written, turn),
        unit=_UNIT_WORDS[str(s.unit)],
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the client's
    own terms (the IPS, the IMA) come before the request and are cited as a clause."""
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
    "ips_section_6_prohibited_investments": [
        "No shares of timber REITs or other listed securities.",
        "No farmland or timberland outside the United States.",
        "No conversion of timberland to development; higher-and-better-use sales need a "
        "separate Trustee approval.",
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

#: another limit in the same IPS section or harvest policy: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "region_concentration_max": ("7.3(b) Any one state", 0.2),
    "species_group_max": ("7.3(d) Hardwood pulpwood, share of timber value", 0.25),
    "permanent_crops_max": ("7.4(a) Irrigated acres in a single water district", 0.35),
    "crop_share_leases_max": ("7.4(c) Any one tenant's share of leased acres", 0.2),
    "harvest_to_growth_max": ("Harvest Policy H-2 Minimum harvest, against net growth", 0.8),
    "tracking_error_max": ("7.1 Excess return target over the NCREIF Timberland Index", 150.0),
    "high_site_acres_min": ("7.5(b) Pre-merchantable plantation acres, maximum", 0.35),
    "property_count_min": ("7.6(a) Properties bought in any one year, maximum", 5.0),
}


#: the step a wrong figure is rounded to, as people round one: a whole percent, a twentieth of
#: a turn of growth, 25 bps, a whole property
_STEPS: Final = {"fraction": 0.01, "multiple": 0.05, "bps": 25.0, "count": 1.0}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded to
    the step people write it in (a whole percent, 0.05x, 25 bps, a whole property)."""
    step = _STEPS[str(s.unit)]
    return round(round(value * (down if s.floor else up) / step) * step, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft's figure, changed in the adopted IPS or an amendment
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"{_CONSULTANT}'s March draft of the IPS had {wrong} for {noun}. The Trustees "
                f"adopted {right} in the final (Section 7.3)."
            )
        else:
            text = (
                f'IPS Amendment No. 2: in Section 7.3, the figure for {noun}, "{wrong}", is '
                f'struck and "{right}" inserted. Adopted by the Board of Trustees.'
            )
    elif structure == 1:  # a move the client or its consultant declined
        wrong_value = _away(s, value, 1.25, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We asked Janet (CIO) whether the Trustees would move {noun} to {wrong} for the "
                f"Willamette bid. Her answer: no, {right} stands."
            )
        else:
            text = (
                f"{_CONSULTANT} replied that it won't recommend {wrong} for {noun} to the Board; "
                f"the guideline remains {right}."
            )
    elif structure == 2:  # the Account's own actual at the appraisal
        wrong_value = _away(s, value, 0.7, 1.4)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"At the 6/30 appraisal the Account stood at {wrong} for {noun}, inside the IPS "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Guideline | IPS | 6/30 appraisal |\n|---|---|---|\n"
                f"| {_cap(noun)} | {_op(s)} {right} | {wrong} |"
            )
    elif structure == 3:  # another limit in the same section
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        source = "TCMERS Harvest Policy" if s.harvest else "IPS Section 7, as adopted"
        text = f"{source}:\n  - " + "\n  - ".join(lines)
    else:  # a peer plan's or the commingled fund's figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the State Teachers' plan runs its timber account with {wrong} "
                f"for {noun}. TCMERS's own IPS sets {right}."
            )
        else:
            text = (
                f"This Account's guideline for {noun} is {right}. (Our commingled Timber Fund IV "
                f"uses {wrong}, but that's the fund's LPA, not this client's IPS.)"
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


# --- mandate clauses as the IPS, the IMA, the Trustees and the consultant's adopted memo -------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    clause = _bounded(s, written, rng.randrange(3))
    if shape == 0:  # the IPS's Section 7 in the mandate's fields, under numbered keys
        section: dict[str, JsonValue] = {
            "7.1": "The Account is diversified across timber regions, species groups and farmland "
            "types; farmland is held for current income and land appreciation.",
            "7.2": "Limits are measured on appraised market value at each year-end appraisal.",
            "7.3": f"{_cap(noun)} {clause}.",
        }
        return (
            {"ips": {"plan": _PLAN, "section_7_diversification": section}},
            None,
            "ips.section_7_diversification.7.3",
        )
    if shape == 1:
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT - SCHEDULE B (INVESTMENT GUIDELINES)\n"
            "B-1 Eligible investments: fee-simple timberland and farmland in the United States, "
            "with their leases, timber deeds and conservation easements.\n"
            f"B-4 Concentration: {noun} {clause}.\n"
            "B-7 Fees: 0.85% a year on appraised value, billed quarterly in arrears."
        )
        return None, schedule, MANDATE_ID
    if shape == 2:
        if s.harvest:
            document = (
                "TCMERS HARVEST POLICY (SFI-certified lands), adopted by Board resolution\n"
                "H-1 Harvests follow the approved ten-year harvest schedule and the stand-level "
                "prescriptions.\n"
                f"H-3 Sustained yield: {noun} {clause}, tested on a rolling five-year basis.\n"
                "H-5 Streamside management zones of at least 50 feet on perennial streams."
            )
        else:
            document = (
                "RESOLUTION OF THE BOARD OF TRUSTEES OF THE " + _PLAN.upper() + "\n"
                "WHEREAS the Trustees have reviewed the consultant's real assets study;\n"
                f"RESOLVED, that {noun} {clause}; and\n"
                "FURTHER RESOLVED, that the Manager report compliance in each quarterly report."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the IMA's guidelines in the mandate's fields, as a list
        guidelines: list[JsonValue] = [
            "Eligible investments: fee-simple timberland and farmland in the United States.",
            "No leverage at the property level without the CIO's written consent.",
            f"{_cap(noun)} {clause}.",
        ]
        return (
            {"ima": {"manager": _TIMO, "schedule_b_investment_guidelines": guidelines}},
            None,
            "ima.schedule_b_investment_guidelines[2]",
        )
    memo = (
        _CONSULTANT + " - Guidelines memo to the TCMERS Board of Trustees (adopted at the May "
        "meeting, 6-1)\n"
        "1. Timberland and farmland are held together as one real assets account.\n"
        f"2. {_cap(noun)} {clause}.\n"
        "3. The Manager rebalances through acquisitions, harvests and sales, not forced selling."
    )
    return None, memo, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the Account's target weights inside every IPS and IMA guideline.",
    "Re-run the allocation for the Trustees' annual review; all of the Account's guidelines apply.",
    "Fold the Tensaw River tract into the target weights, within the Account's investment "
    "guidelines.",
    "Update the target weights ahead of the consultant's quarterly review - stay inside the IPS.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the Account's investment guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion over [lo, hi], both ends included: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IMA Schedule B, note 4: the Manager sets the {bound} for {noun} at its discretion, at any "
    "level from {lo} to {hi} inclusive, and reports the level it chose each quarter.",
    "Trustees' delegation (Resolution 2024-11): the {bound} for {noun} is delegated to the "
    "Manager, who may put it anywhere between {lo} and {hi}, both ends included.",
    "| Guideline | Permitted range | Discretion |\n|---|---|---|\n| {Bound} for {noun} | {lo} "
    "to {hi} (inclusive) | Manager, no prior consent |",
    "From: Janet Oduya (CIO)\nWill - I'm happy to leave the {bound} for {noun} to you. Anything "
    "from {lo} up to and including {hi} works for us.",
    _CONSULTANT + " recommends, and IPS 7.8 allows, a Manager-set {bound} for {noun} anywhere "
    "in the band {lo} to {hi}, ends included.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "IPS 7.8: the {bound} for {noun} is fixed at {point}. The range of {lo} to {hi} in "
        "the consultant's asset-class study is an expected operating range for modelling only; it "
        "gives the Manager no discretion.",
        "IPS 7.8: the Manager may set the {bound} for {noun} anywhere in the range of {lo} "
        "to {hi} from the consultant's asset-class study, ends included.",
    ),
    (
        "Board minutes, item 6: the Manager asked for authority to set the {bound} for {noun} "
        "within {lo} to {hi}. DENIED (5-2); it remains at {point} pending the IPS review.",
        "Board minutes, item 6: the Manager asked for authority to set the {bound} for {noun} "
        "within {lo} to {hi}. GRANTED (5-2); the Manager picks the level inside that range.",
    ),
    (
        "From: Janet Oduya (CIO)\nNo - I'm keeping the {bound} for {noun} at {point} myself. "
        "I won't hand you a band of {lo} to {hi} on that one.",
        "From: Janet Oduya (CIO)\nThe {bound} for {noun} is yours to set, anywhere from {lo} "
        "to {hi}. Just tell me where you land.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and whether the band bounds a ceiling or a floor."""
    return {"noun": rng.choice(s.nouns), "bound": "floor" if s.floor else "ceiling"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds as the account's people write one: each in full ("30%", "45%"), or the
    low end bare and the unit once, at the top ("30 to 45% of leased acres", "200 to 300 bps",
    "0.9 to 1.35 times net growth", "8 to 12 properties"); "x" is written on both ends."""
    keys = list(s.forms(bounds[1]))
    key = keys[rng.randrange(len(keys))]
    lo, hi, mid = (s.forms(v)[key] for v in bounds)
    if rng.randrange(2) == 0 and key != "x":  # the unit once, at the top
        low = bounds[0]
        if s.unit == "fraction" or (s.unit == "multiple" and key == "pct"):
            lo = _g(low * 100)
        elif s.unit == "bps" and key == "pct":
            lo = _g(low / 100)
        else:
            lo = _g(low)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the account's compliance binder (fields), in the Account's register of
    delegations (a mandate message), or among the account's terms (fields)."""
    if shape == 0:
        binder: list[JsonValue] = [text, "Valuations: an MAI appraiser, each year-end."]
        return {"compliance_binder": {"discretions_and_delegations": binder}}, None
    if shape == 1:
        return None, f"TCMERS Account - register of delegations and discretions\n\n{text}"
    return {"account_terms": {"manager_discretion": text}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i + i // 6) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(0, 3),
    named=_named,
    low_ratio=_LOW_RATIO,
    floors=True,
    assumed_value=lambda bounds: bounds[1],
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the IPS, the consultant's memo, the CIO's e-mail, the
#: Trustees' strategic plan and the TIMO's account plan put them; the first of each is one line,
#: so that it can be struck through or restated
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS Section 3, Investment Objective: the highest return per unit of risk, i.e. the "
        "best Sharpe ratio for the real assets account.",
        "Consultant's memo, 'Portfolio construction':\nweight the properties for the best "
        "Sharpe ratio - appraisal-based return over its volatility, not return by itself.",
        "CIO's e-mail: the Trustees bought timber and farmland for risk-adjusted return, so "
        "maximize the Sharpe ratio.",
        "Trustees' strategic plan, real assets: earn as much as we can for each unit of risk "
        "taken, measured by the Sharpe ratio.",
        "Account plan (Bracken Hollow): target weights that maximize the Sharpe ratio across "
        "tracts and farms.",
    ),
    "variance": (
        "IPS Section 3, Investment Objective: the steadiest possible return stream - the least "
        "volatile mix of properties.",
        "Consultant's memo, 'Portfolio construction':\nweight the properties for minimum "
        "variance; return forecasts play no part in the weighting.",
        "CIO's e-mail: this sleeve is our ballast - minimize its variance and leave the return "
        "forecasts out of it.",
        "Trustees' strategic plan, real assets: the lowest volatility we can build, whatever the "
        "expected returns.",
        "Account plan (Bracken Hollow): target weights for the minimum-variance mix of tracts "
        "and farms.",
    ),
    "tracking": (
        "IPS Section 3, Investment Objective: returns that follow the NCREIF Timberland Property "
        "Index as closely as possible.",
        "Consultant's memo, 'Portfolio construction':\nweight the properties to stay as close "
        "as we can to the NCREIF Timberland Property Index - smallest tracking error.",
        "CIO's e-mail: we're measured against NCREIF Timberland, so minimize tracking error to "
        "that index.",
        "Trustees' strategic plan, real assets: mirror the NCREIF Timberland Property Index, "
        "with the least tracking error we can get.",
        "Account plan (Bracken Hollow): target weights that hug the NCREIF Timberland Property "
        "Index - minimum tracking error.",
    ),
    "return": (
        "IPS Section 3, Investment Objective: the highest expected total return - harvest "
        "income, biological growth and land appreciation - with no charge for risk.",
        "Consultant's memo, 'Portfolio construction':\nweight the properties for the highest "
        "expected return; risk is not part of the objective.",
        "CIO's e-mail: this is the return-seeking sleeve. Maximize expected return, no risk "
        "adjustment.",
        "Trustees' strategic plan, real assets: the largest expected return available, with no "
        "allowance for risk.",
        "Account plan (Bracken Hollow): target weights for maximum expected return across tracts "
        "and farms.",
    ),
}
_RESTATED: Final = (
    "IPS redline ({consultant}), Section 3:\n~~{old}~~\n{new}",
    'Objective as restated at the September meeting (the 2019 wording, "{old}", no longer '
    "applies):\n{new}",
)
_FOLLOW_UPS: Final = (
    "From: Janet Oduya (CIO)\nCorrection to my note this morning - after talking with Meridian, "
    "the objective is:\n\n{new}",
    "Board of Trustees, special meeting: the Board replaces the objective circulated last week "
    "with the following.\n\n{new}",
)
_ASK_FRAMES: Final = (
    "TCMERS Account - 2025 portfolio plan\n\n{ask}",
    "{ask}\n\nPlease size the target weights across the timber and farm properties on that "
    "basis. - Portfolio management",
    "Account snapshot: 61,300 acres of timberland (24,800 ha) in three regions and 9,450 acres "
    "of row-crop and permanent-crop farmland; $412M at the 12/31 appraisal.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the Account's timberland and farmland properties",
    purpose="solve for the property weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="property weights",
    section_title="Target property weights",
    description="the target property weights",
)


def _restated(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier wording quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    frame = _RESTATED[(i // 4) % len(_RESTATED)]  # each in turn
    return _fill(frame, old=old, new=ask, consultant=_CONSULTANT)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording struck through or restated in
    the same text; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _restated},
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
        "Timber Mart-South quarterly stumpage prices, 1Q2005-4Q2017",
        "Timber Mart-South quarterly stumpage prices, 1Q2005-4Q2014",
    ),
    (
        "the NCREIF Timberland Property Index, 2000 through 2019",
        "the NCREIF Timberland Property Index, 2000 through 2014",
    ),
    (
        "USDA NASS county cash rents, survey years 2008-2016",
        "USDA NASS county cash rents, survey years 2008-2014",
    ),
    (
        "the Account's own cruise and harvest records, calendar 2006 to 2018",
        "the Account's own cruise and harvest records, calendar 2006 to 2014",
    ),
    (
        "farmland appraisals (the client's and NCREIF Farmland), 2009 to mid-2016",
        "farmland appraisals (the client's and NCREIF Farmland), 2009 to year-end 2014",
    ),
    (
        "delivered log prices from Forest2Market, Jan 2007-Sep 2015",
        "delivered log prices from Forest2Market, Jan 2007-Dec 2014",
    ),
)
_ACTIONS: Final = (
    "the stumpage price forecast that drives the harvest schedule was calibrated",
    "the site-index-to-yield curves used to value pre-merchantable stands were fitted",
    "the rule for switching a farm lease from cash rent to crop share was tuned",
    "the appraisal-smoothing (de-lagging) adjustment to the NCREIF returns was estimated",
    "the harvest-deferral trigger (hold the wood while pine sawtimber stumpage sits below its "
    "trailing average by more than a set margin) was chosen",
)
_LEAK_FRAMES: Final = (
    "Harvest planning memo, methods: {action} on {period}.",
    "Consultant's due-diligence questionnaire, Q27 (modelling): {action} using {period}, and "
    "the same parameters are held fixed across all three walk-forward folds.",
    "Footnote 3 to the Trustees' annual review deck: {action} once, over {period}, ahead of the "
    "walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's harvest-or-defer decision uses the next quarter's Timber Mart-South "
        "pine sawtimber stumpage price, since the report comes out after the quarter ends.",
        "Each quarter's harvest-or-defer decision uses the last Timber Mart-South pine "
        "sawtimber stumpage price published before that quarter began.",
    ),
    (
        "Each quarter's farmland values use the appraisal completed the following year, once "
        "the appraiser had that year's sale comparables.",
        "Each quarter's farmland values use the last appraisal completed by that quarter's end.",
    ),
    (
        "The harvest-deferral margin is the one of eight candidates that did best over the full "
        "2003-2020 record, then applied unchanged in every fold.",
        "The harvest-deferral margin is picked from eight candidates inside each fold's "
        "training years only.",
    ),
    (
        "Site-index classes come from the 2021 re-inventory of every tract, the stands cut "
        "before it included.",
        "Site-index classes come from the inventory on file at the end of each fold's training "
        "years.",
    ),
)
_LEAK_ASKS: Final = (
    "The consultant wants a three-fold walk-forward backtest of the harvest-timing and "
    "allocation model before the Trustees' annual review.",
    "Please walk-forward test (three folds) the cash-rent versus crop-share overlay for the "
    "Trustees.",
    "Action from the IC: a three-fold walk-forward test of the Account's weighting model.",
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
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Sawbuck Timberlands"
_ENTITY: Final = "ent_sawbuck_timberlands"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4Q23 against 3Q23", (14, 15)),
    ("over calendar 2023", (11, 15)),
    ("over the three years to December 2023", (3, 15)),
    ("from 1Q20 through 4Q23", (0, 15)),
    ("through the 2021 lumber run-up (4Q20 to 2Q21)", (3, 5)),
    ("since housing starts peaked in 2Q22", (9, 15)),
    ("during 2020, the pandemic year", (0, 3)),
    ("across the four quarters of 2022", (8, 11)),
    ("since its 2009 spin-off", None),
    ("over a full 25-year pine rotation", None),
    ("through the 2008-11 housing bust", None),
)

#: what the claims answer: the public-market check in the Trustees' annual review
_REQUEST: Final = TrendRequest(
    question="For the Trustees' annual review, how has the listed comp {company} done?",
    heading="#### Listed timber REIT check: " + _COMPANY + ", Inc. (NYSE: SBTL)",
    as_of="2024-02-29",
)


#: "about 12%", "more than 10%", "almost 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="more than {}%", short="almost {}%", about="about {}%")


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
        "harvest_volume_million_tons",
        (
            3.62,
            3.41,
            3.75,
            3.88,
            3.97,
            4.12,
            4.05,
            4.21,
            4.30,
            4.18,
            3.96,
            3.84,
            3.79,
            3.92,
            4.08,
            4.15,
        ),
        (
            "Harvest volume",
            "Sawbuck Timberlands' harvest volume (million tons)",
            "Tons harvested",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} gave no ground", held_up),
        ),
        partial(_change_by, "by {:.2f} million tons", 0.05),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "south_sawtimber_stumpage_per_ton",
        (
            24.10,
            23.85,
            24.60,
            25.40,
            26.95,
            28.70,
            29.35,
            29.10,
            30.05,
            31.40,
            31.95,
            31.60,
            31.10,
            30.45,
            29.90,
            30.25,
        ),
        (
            "Realized southern sawtimber stumpage",
            "Sawbuck Timberlands' realized pine sawtimber price per ton",
            "South sawtimber stumpage",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} softened {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} did not climb", held_down),
        ),
        partial(_change_by, "by ${:.2f} a ton", 0.25),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitdda",
        (
            52.4,
            49.8,
            57.1,
            60.3,
            63.5,
            74.2,
            71.8,
            70.4,
            76.9,
            83.1,
            79.5,
            74.2,
            70.8,
            77.6,
            81.9,
            86.3,
        ),
        (
            "Adjusted EBITDDA",
            "Sawbuck Timberlands' Adjusted EBITDDA",
            "EBITDDA (adjusted)",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_adjusted_ebitdda",
        (4.9, 5.1, 4.7, 4.4, 4.1, 3.6, 3.5, 3.4, 3.2, 2.9, 3.0, 3.3, 3.5, 3.3, 3.1, 2.9),
        (
            "Net debt to Adjusted EBITDDA",
            "Sawbuck Timberlands' leverage (net debt / Adjusted EBITDDA)",
            "Leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not come down", held_up),
        ),
        partial(_change_by, "by {:.1f} turns", 0.1),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_attributable",
        (
            -6.2,
            -11.4,
            3.1,
            8.7,
            12.4,
            25.9,
            21.3,
            18.0,
            22.6,
            27.8,
            14.1,
            4.2,
            -3.8,
            6.5,
            11.0,
            -1.9,
        ),
        (
            "Net income (loss)",
            "Sawbuck Timberlands' net income (loss) attributable to shareholders",
            "GAAP net income",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} improved in every quarter", rose_every_quarter),
            ("{s} never worsened from one quarter to the next", never_fell),
            ("{s} held up", held_up),
        ),
        partial(_change_by, "by ${:.1f} million", 1.0),
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: for a growing
#: item 2022's pace against 2021's and the two-year compound rate to Q4 2022, then year on year in
#: each quarter of 2022 and of 2023. Pairs too close to call are left out.
_specials_2022 = partial(
    _growth_specials,
    up_all="{s} was higher than a year earlier in every quarter of 2022",
    down_all="{s} was lower than a year earlier in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at a double-digit annual rate from 4Q20 to 4Q22",
    shrank="{s} shrank at a double-digit annual rate, compounded, from 4Q20 to 4Q22",
    end=11,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    return _specials_2022(trend) + _yoy_pairs(
        trend.values,
        "{s} beat the year-earlier quarter in each of the four quarters of 2023",
        "{s} trailed the year-earlier quarter in each of the four quarters of 2023",
        end=15,
    )


_CLAIM_FRAMES: Final = (
    "Consultant's quarterly flash, 'Listed timber comps': {claim} [1]. SBTL trades at an "
    "implied $1,710 per timberland acre.",
    "Field notes, margin (R. Delacroix, RF): on the listed side, {claim} [1] - the mills around "
    "the Tensaw River tract say the same.",
    "| Public comp | What the filings show |\n|---|---|\n| " + _COMPANY + " (SBTL) | {Claim} [1] |",
    "From: Will Hartigan\nTo: Janet Oduya (CIO)\nOn the listed side, {claim} [1]. Our own 2024 "
    "harvest plan is 1.38 million tons.",
    "Trustees' annual review deck, slide 9 (public-market check): {claim} [1].",
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
        special_step=7,
        left_out=lambda h, w, c: h.startswith("in 4Q23") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZC: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
