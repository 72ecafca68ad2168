"""Held-out batch ZZM: every flaw kind again, in the voice of a single-family office (SFO)
managing an ultra-high-net-worth family's wealth: the Halvorsen family, whose founder Erik
Halvorsen still holds a large stake in the company he built (Halvorsen Freight plc, "HFRT"),
its family office CIO, the next generation (NextGen), the family's trustee, its outsourced CIO
(OCIO) and its private banker. Documents as that world writes them: the family's investment
policy statement (IPS) and its Schedule B of limits, family council and investment committee
(IC) minutes, the trust deed's investment powers, a letter of wishes, the private bank's
Lombard credit agreement and facility letter, the CIO's quarterly letter, the OCIO's memo, the
SFO's risk-system export, and WhatsApp and e-mail between the principal, the NextGen, the CIO
and the banker.

Batch ZZM is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. The family's total wealth, last year's spending, distributions from the trust,
capital calls and new commitments, the placing price and share counts, the founder's lock-up
dates, the bank's advance rates per asset class, the philanthropy pledge, tax rates, the
facility size, votes and meeting dates are decoy numbers: no truth depends on them. Its parts
are new:

* limits as an SFO's people state them: the principal on WhatsApp, a line of IPS Schedule B, a
  trustee's resolution, the risk system's policy-limit export (a bare number in the
  constraint's unit), the Lombard facility letter, a quoted e-mail reply from the principal,
  an "IPS limit / 31 Mar / Headroom" table whose position is a decoy, IC minutes with the
  members present and family council minutes, each form in turn; number forms "35%", "35 per
  cent", "35.0%" and, for the reserve, "24 months", "24 months' spending", "24x monthly
  spend"; subjects: the founder's company stock as a share of liquid wealth (a concentration
  being sold down), private-markets commitments as a share of total wealth, the Lombard
  loan-to-value, any single direct deal's share of total wealth, and a liquidity reserve
  counted in months of the family's spending, which is a floor;
* requests deferring the limit to a "[TBC]" in the draft IPS, the family council's next
  meeting, the trustees, an open disagreement between the principal and the NextGen, or an OCIO
  who has not come back, in a workplan, a WhatsApp chat, an e-mail, the OCIO's action list and
  a balance-sheet snapshot;
* provenance misquoting its source: the draft IPS's figure changed when the council adopted it
  (in prose, or as a Schedule B redline), the principal's request the IC voted down or the
  CIO refused on WhatsApp, the position against the limit in the quarterly dashboard (prose or
  a table), another figure in the same Schedule B (the annual sell-down target, the pacing of
  new commitments, the bank's advance rate on large caps, the philanthropy pledge or the
  reserve's ceiling) and a non-binding letter of wishes or the OCIO's peer survey quoted
  for comparison;
* mandates as IPS Schedule B in the mandate's fields (`ips.schedule_b.B.4`), the trust deed's
  schedule of investment powers, the Lombard credit agreement's undertakings, IC resolutions
  in the mandate's fields (`investment_committee.minutes_2024_06_11.resolutions[2]`) and a
  family council resolution;
* latitude granted as an IPS note, family council minutes, a "Parameter / Band / Who decides"
  table and the principal's WhatsApp; refused as a fixed IPS figure whose corridor only sets
  when the IC must be told, trustees' minutes refusing the CIO, and the IC chair's note that
  no discretion was given; each twin the same text granting it;
* objectives as the IPS's return objective, an IC memo, the CIO's quarterly letter, a WhatsApp
  from the principal or a NextGen and family council minutes, with the 2022 IPS wording
  quoted, a struck-out line, or a quoted chat reply in the same text, and a later message
  replacing an earlier one;
* leakage in this world's look-ahead shapes: a private fund's quarter-end NAV used on the date
  it relates to though reported a quarter later, a direct stake marked at an exit price known
  years later, the year-end tax position used month by month, capital calls from notices
  issued after the rebalancing date; and a NAV smoothing adjustment, pacing-model rates, the
  HFRT sell-down schedule, a reserve trigger and a direct-deal haircut set on periods reaching
  into the test years; each clean twin in the same form, ending before the first test date
  (4 January 2016);
* trend claims on Halvorsen Freight plc (the founder's listed company, the family's
  concentrated position) — revenue, EBIT margin (in percentage points), free cash flow and
  net debt/EBITDA (in turns, "0.35x") over twelve quarters (2020 Q1–2022 Q4, through the
  pandemic dip, the freight boom and its easing), as the CIO's quarterly letter, the family
  council pack, a "Holding / Note for the IC" table, a WhatsApp from the CIO and the OCIO's
  memo; magnitudes as "c.20%", "over 45%", "nearly 25%", "by 1.3pp", "by 0.35x"; horizons
  covered by the series against uncovered ones ("since the 2014 IPO"). Whether a claim holds
  is computed from the series: true, false, or too close to call (never used).

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
    _written_alike,
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

SEED: Final = 20270134
KINDS: Final = ALL_KINDS
TAG: Final = "zzm"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzmf0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzmf1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzmf2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzmf3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzmf5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzmff"


# --- numbers as a family office writes them ----------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the family's wealth (or of the collateral): "35%", "35 per cent", "35.0%"
    (one decimal only where the value has no more)."""
    pct = value * 100
    one = f"{pct:.1f}%" if abs(pct * 10 - round(pct * 10)) < 1e-6 else f"{_g(pct)}%"
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": one}


def _month_forms(value: float) -> dict[str, str]:
    """Months of the family's spending: "24 months", "24 months' spending", "24x monthly
    spend"."""
    n = _g(value)
    return {"mo": f"{n} months", "spend": f"{n} months' spending", "x": f"{n}x monthly spend"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the family office names it, its key in the risk
    system's policy-limit export, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_FOUNDER: Final = _Subject(
    ("max_founder_stock_weight", "hfrtShareOfLiquidCap"),
    (
        "HFRT stock as a share of liquid wealth",
        "the founder's single-stock position as a share of liquid assets",
        "the family's concentration in Halvorsen Freight shares",
    ),
    "founder_stock_max_pct_liquid",
    "fraction",
    (0.3, 0.4, 0.45),
    _share_forms,
)
_PRIVATE: Final = _Subject(
    ("max_private_markets_commitments", "privateCommitmentsCap"),
    (
        "private-markets commitments as a share of total wealth",
        "total commitments to PE, VC and private credit funds",
        "the illiquid sleeve (commitments to private funds)",
    ),
    "private_commitments_max_pct_total",
    "fraction",
    (0.2, 0.25, 0.35),
    _share_forms,
)
_LTV: Final = _Subject(
    ("max_lombard_ltv", "lombardLoanToValueCap"),
    (
        "the Lombard loan-to-value",
        "LTV on the Lombard facility",
        "drawn Lombard credit as a share of the pledged portfolio",
    ),
    "lombard_ltv_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _share_forms,
)
_DIRECT: Final = _Subject(
    ("max_single_direct_deal_weight", "directDealCap"),
    (
        "any single direct deal as a share of total wealth",
        "the largest single direct investment",
        "exposure to any one direct or club deal",
    ),
    "single_direct_deal_max_pct_total",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
)
_RESERVE: Final = _Subject(
    ("min_liquidity_reserve_months", "liquidityReserveMonthsFloor"),
    (
        "the liquidity reserve",
        "cash and T-bills held against the family's spending",
        "the family's liquidity buffer",
    ),
    "liquidity_reserve_min_months",
    "count",
    (12.0, 18.0, 24.0),
    _month_forms,
    floor=True,
)
_SUBJECTS: Final = (_FOUNDER, _PRIVATE, _LTV, _DIRECT, _RESERVE)

_RATIONALES: Final = (
    "typical for a single-family office of this size",
    "what the private bank suggested at the last review",
    "in line with the OCIO's peer survey of family offices",
    "a prudent placeholder until the IPS is signed",
    "the level the family ran last year",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Strategic weights across the Halvorsen family's liquid portfolio under its IPS limits",
    "the best risk-adjusted return within the family's IPS and trust limits",
    "solve the strategic allocation weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the family's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _short(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _past(s: _Subject) -> str:
    return "below" if s.floor else "past"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-cut the strategic allocation after the March HFRT placing (4.1m shares at 612p)",
    "set the weights for next year's private-markets programme ($90m of new commitments)",
    "rebalance after the £2.5m trust distribution to Ingrid and Sam",
    "size a new Lombard draw for the Chelsea house purchase",
    "rework the allocation so that spending (£11.3m last year) is covered without selling HFRT "
    "before the lock-up ends on 14 March",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still '[TBC]' in IPS Schedule B (draft 4)",
    "the family council decides the limit on {noun} at its June meeting",
    "the trustees have not agreed a limit on {noun} yet; Fjordline meet on the 20th",
    "Erik and the NextGen still disagree on the limit on {noun}, nothing settled",
    "the OCIO was asked to propose a limit on {noun} and hasn't come back",
)
_REQUEST_FRAMES: Final = (
    "SFO workplan, week 23\n• {Task}\n• Open: {deferral}",
    "[09:41] Erik: Ruth can you {task}\n[09:42] Erik: fyi {deferral}",
    "Hi Ruth,\n\nFollowing Tuesday's IC (total family wealth £1.42bn at 31 March), could you "
    "{task}? {Deferral}.\n\nBest, Ingrid",
    "From the OCIO's action list: {task}. NB {deferral}.",
    "Family balance sheet snapshot: total wealth £1.42bn; capital calls YTD $6.8m.\n"
    "Ask: {task}.\nCaveat: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {short}, {op}, {obs}, {nomore}, {past}
_STATINGS: Final = (
    ("[18:07] Erik: spoke to the trustees. {noun} {short} {v}. that's final", "figures"),
    ("IPS as adopted by the family council, Schedule B, line B.4: {Noun}: {limit} {v}.", "figures"),
    (
        "Fjordline Trustees (Jersey) Limited, as trustee of the Halvorsen Settlement, RESOLVED "
        "on 20 May that {noun} shall be {nomore} {v}.",
        "figures",
    ),
    (
        "SFO risk system: policy limits (export)\n    entity: Halvorsen consolidated\n"
        "    {key}: {v}\n    approved_by: IC",
        "bare",
    ),
    (
        "Banque Lemaire facility letter, clause 8.2: the Borrower shall keep {noun} at {nomore} "
        "{v} while any advance is outstanding.",
        "figures",
    ),
    (
        "> Ruth: which limit do we use for {noun}?\n\nErik: {v}, as agreed at council. Don't go "
        "{past} it.",
        "figures",
    ),
    (
        "| IPS limit | 31 Mar | Headroom |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | ok |",
        "table",
    ),
    (
        "IC minutes, 11 June (present: Erik, Ruth, two independent members; Ingrid observing)\n"
        "Item 4: the IC set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Family council, June meeting: agreed unanimously. {Noun}: {limit} {v}, reviewed "
        "each year.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: six months above a floor, or below a cap."""
    return round(value + 6 if s.floor else value * 0.7, 6)


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
        short=_short(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
        past=_past(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ips_values": [
        "No tobacco, thermal coal or controversial weapons, directly or through funds.",
        "The impact sleeve reports to the family council once a year.",
        "No investment in a company where a family member sits on the board without IC sign-off.",
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

#: a figure beside the limit in the same Schedule B: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "founder_stock_max_pct_liquid": ("annual sell-down target (share of the HFRT holding)", 0.15),
    "private_commitments_max_pct_total": ("pacing: new commitments per vintage year", 0.06),
    "lombard_ltv_max": ("bank advance rate on listed large-cap equities", 0.65),
    "single_direct_deal_max_pct_total": ("philanthropy pledge (of net wealth, each year)", 0.01),
    "liquidity_reserve_min_months": ("reserve ceiling (cash above it is reinvested)", 30.0),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` months for a
    floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # the draft IPS's figure changed when the council adopted it
        wrong_value = _away(s, value, 1.5, -6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft IPS that went round in January had {wrong} for {noun}. The family "
                f"council changed it before adopting the IPS in March; the adopted text says "
                f"{right}."
            )
        else:
            text = (
                f"IPS Schedule B, redline v3 → adopted: {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right} [IK: accepted, family council 14/3]"
            )
    elif structure == 1:  # the principal's request, voted down or refused
        wrong_value = _away(s, value, 1.6, -3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"IC, 9 May: Erik proposed moving {noun} to {wrong}. Not carried (3–2 against); "
                f"the IPS {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"[14:02] Erik: can we just run {noun} at {wrong}?\n"
                f"[14:09] Ruth: No. IPS Sched. B says {right} and the trustees haven't agreed a "
                "change.\n[14:10] Erik: fine 👍"
            )
    elif structure == 2:  # the position against the limit in the quarterly dashboard
        wrong_value = _away(s, value, 0.7, 6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 risk dashboard: {noun} stood at {wrong} on 30 September, inside the IPS "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | 30 Sep actual | IPS Sched. B |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same Schedule B
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"B.2 {_cap(beside)}: {wrong}", f"B.4 {_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Schedule B: policy limits and targets\n  " + "\n  ".join(lines)
    else:  # a letter of wishes or a peer survey, quoted for comparison
        wrong_value = _away(s, value, 1.2, -3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Erik's 2019 letter of wishes hoped for {wrong} for {noun}, but it binds no one. "
                f"The IPS limit the trustees adopted is {right}."
            )
        else:
            text = (
                f"Our IPS sets {noun} at {right}. (The OCIO's peer survey median is {wrong}; "
                "the council saw it and kept ours.)"
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


# --- mandate clauses as the IPS, the trust deed, the credit agreement and resolutions ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # IPS Schedule B in the mandate's fields
        clause = f"{_cap(noun)}: {_no_more(s)} {written}, tested at each quarter-end."
        schedule: dict[str, JsonValue] = {
            "B.1": "Strategic asset allocation: as set out in Schedule A.",
            "B.4": clause,
        }
        return {"ips": {"adopted": "14 March", "schedule_b": schedule}}, None, "ips.schedule_b.B.4"
    if shape == 1:
        bound = "shall not be less than" if s.floor else "shall not exceed"
        deed = (
            "THE HALVORSEN SETTLEMENT: SCHEDULE 3 (INVESTMENT POWERS)\n"
            "3.1 The Trustees may invest the Trust Fund in any investment of whatever nature as "
            "if they were absolutely entitled to it.\n"
            f"3.4 PROVIDED ALWAYS that {noun} {bound} {written}.\n"
            "3.6 No Trustee shall be liable for any loss not caused by its own fraud."
        )
        return None, deed, MANDATE_ID
    if shape == 2:
        agreement = (
            "CREDIT AGREEMENT (Lombard facility), Banque Lemaire SA\nClause 8: Undertakings\n"
            "8.1 Advance rates: as set out in Annex 2, as amended by the Bank from time to time.\n"
            f"8.2 The Borrower shall keep {noun} at {_no_more(s)} {written} at all times.\n"
            "8.4 Margin call: the Borrower shall cure any shortfall within two Business Days."
        )
        return None, agreement, MANDATE_ID
    if shape == 3:  # IC resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "The OCIO's mandate is renewed for a further year.",
            "New fund commitments above $15m need the chair's sign-off.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"investment_committee": {"minutes_2024_06_11": {"resolutions": resolutions}}},
            None,
            "investment_committee.minutes_2024_06_11.resolutions[2]",
        )
    resolution = (
        "FAMILY COUNCIL: RESOLUTION (unanimous, all members present)\n"
        "Recalling the family charter's principle of stewardship across generations;\n"
        f"RESOLVED that {noun} be held at {_op(s)} {written}, and that the CIO report on it at "
        "each council."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Ruth, please re-run the family's strategic allocation within every IPS limit.",
    "Rebalance the liquid portfolio; all limits in the IPS, the trust deed and the credit "
    "agreement apply.",
    "Ahead of the family council, re-optimise the weights inside our policy limits.",
    "Fold the HFRT placing proceeds into the portfolio, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the family's policy limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: (i + i // 5) % 5,  # each subject in each place
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IPS Schedule B, note 3: the CIO may set {noun} anywhere between {lo} and {hi} without "
    "going back to the IC.",
    "Family council minutes, item 6: the council gave the SFO discretion over {noun} within "
    "{lo}–{hi}.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} to {hi} | CIO, within "
    "the band |",
    'Erik on WhatsApp, as recorded by the SFO: "you and Ruth pick {noun}. anything {lo}–{hi} '
    'is fine by me"',
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "IPS clause 7.2 fixes {noun} at {point}. The {lo}–{hi} corridor in Schedule B only "
        "sets when the IC must be told; it gives the SFO no discretion.",
        "IPS clause 7.2 lets the SFO run {noun} anywhere in the {lo}–{hi} corridor in "
        "Schedule B; the CIO chooses the level.",
    ),
    (
        "Trustees' minutes, item 3: the CIO asked for latitude on {noun} between {lo} and {hi}. "
        "Refused: it stays at {point} until the trust's annual review.",
        "Trustees' minutes, item 3: the CIO asked for latitude on {noun} between {lo} and {hi}. "
        "Agreed: the CIO may choose within that range.",
    ),
    (
        "Note from the IC chair: the IC has NOT given the office discretion on {noun}. Keep it "
        "at {point}, not anywhere in {lo}–{hi}.",
        "Note from the IC chair: the IC has given the office discretion on {noun}. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IPS's fields, as a mandate message, or in the IC's charter."""
    if shape == 0:
        return {"ips": {"schedule_b_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities (adopted by the family council)\n\n{text}"
    return {"ic_charter": {"appendix_2": [text, "The IC meets quarterly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_alike,
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

#: whole statements of each objective, as the IPS, an IC memo, the CIO's quarterly letter, a
#: WhatsApp from the family and family council minutes put them; the first of each is one line,
#: so that it can be struck through or quoted
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS section 2 (return objective): the best return per unit of risk, i.e. the highest "
        "Sharpe ratio.",
        "IC memo, strategic allocation:\nwe will weight the liquid portfolio for the highest "
        "Sharpe ratio, as much return as we can earn for each unit of volatility.",
        "CIO quarterly letter: the office runs the family's liquid wealth to earn the most it "
        "can for the risk taken, which we measure by the Sharpe ratio.",
        "[20:15] Sam: not max return, not min risk. best return for the risk. maximise the "
        "sharpe ratio pls",
        "Family council minutes, item 5: AGREED that the liquid portfolio be weighted to "
        "maximise the Sharpe ratio.",
    ),
    "variance": (
        "IPS section 2 (return objective): preserve capital; the least volatile portfolio we "
        "can build.",
        "IC memo, strategic allocation:\nwe will weight the liquid portfolio for minimum "
        "variance, with no view on expected returns.",
        "CIO quarterly letter: with the founder's wealth already made, the office wants the "
        "steadiest portfolio it can build, the lowest volatility available, whatever the "
        "return forecasts say.",
        "[07:52] Erik: I made it once, I don't need to make it twice. lowest volatility you can "
        "build. forget return forecasts",
        "Family council minutes, item 5: AGREED that the liquid portfolio be weighted to "
        "minimise variance.",
    ),
    "tracking": (
        "IPS section 2 (return objective): track the policy benchmark (60% MSCI ACWI / 40% "
        "Bloomberg Global Aggregate, GBP hedged) as closely as possible.",
        "IC memo, strategic allocation:\nwe will keep the liquid portfolio as close to the "
        "60/40 policy benchmark as we can, with the smallest tracking error.",
        "CIO quarterly letter: the liquid portfolio mirrors the family's 60/40 policy "
        "benchmark, with minimal tracking error.",
        "[16:03] Ingrid: can the liquid book just shadow the 60/40 policy benchmark? minimise "
        "tracking error to it pls",
        "Family council minutes, item 5: AGREED that the liquid portfolio minimise tracking "
        "error to the 60/40 policy benchmark.",
    ),
    "return": (
        "IPS section 2 (return objective): the highest expected return, with no penalty for risk.",
        "IC memo, strategic allocation (NextGen growth pool):\nwe will weight the pool for the "
        "highest expected return; risk does not enter the objective.",
        "CIO quarterly letter: the NextGen growth pool has a fifty-year horizon, so the office "
        "weights it to maximise expected return, with no allowance for risk.",
        "[22:40] Sam: we're in our thirties with a 50-year horizon. go for the highest expected "
        "return, no risk adjustment",
        "Family council minutes, item 5: AGREED that the NextGen growth pool be weighted to "
        "maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The 2022 IPS read: "{old}" The family council replaced it in March; the IPS now says:'
    "\n\n{new}",
    "~~{old}~~ [struck through at the 9 May IC]\n\n{new}",
    "> {old}\n\nNo, that's the old line. What we want now:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "[21:14] Erik: ignore what I sent earlier about the objective. After talking to the kids "
    "it's this:\n\n{new}",
    "Correction from the CIO (supersedes my earlier e-mail on the objective):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the strategic allocation review:\n\n{ask}",
    "{ask}\n\nPlease build the weights on that basis. Ruth (CIO, Halvorsen Family Office)",
    "Family balance sheet at 31 March: £1.42bn total, £11.3m spent last year, 38% still in "
    "HFRT.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the funds and securities in the family's liquid portfolio",
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
    """Every fourth case from the second has an earlier wording in the same text, quoted,
    struck out or quoted in a reply; every fourth from the fourth an earlier message a later
    one replaces."""
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
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan
#: 2016)
_PERIODS: Final = (
    (
        "the family's consolidated returns from 2010 to 2019",
        "the family's consolidated returns from 2010 to 2015",
    ),
    (
        "all of the OCIO's manager data through June 2018",
        "all of the OCIO's manager data through December 2015",
    ),
    ("private-fund NAV statements for 2009–2021", "private-fund NAV statements for 2009–2015"),
    (
        "the custodian's monthly records, Jan 2010 – Dec 2020",
        "the custodian's monthly records, Jan 2010 – Dec 2015",
    ),
    (
        "the Q1 2011 – Q4 2017 capital-call and distribution history",
        "the Q1 2011 – Q4 2015 capital-call and distribution history",
    ),
    (
        "every year-end tax computation up to 2019/20",
        "every year-end tax computation up to 2014/15",
    ),
)
_ACTIONS: Final = (
    "the NAV smoothing adjustment for the private funds was estimated",
    "the pacing model's call and distribution rates were fitted",
    "the sell-down schedule for the HFRT stake was calibrated",
    "the liquidity-reserve top-up trigger was set",
    "the valuation haircut on direct deals was chosen",
)
_LEAK_FRAMES: Final = (
    "OCIO memo, methodology: {action} on {period}.",
    "CIO's note to the IC: {action} using {period}, and that setting is then held fixed in all "
    "three walk-forward folds.",
    "Appendix to the family council pack: {action} once, on {period}, before the folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's weights use the private funds' NAVs as at that quarter-end, which the "
        "GPs only report about a quarter later.",
        "Each quarter's weights use the private funds' NAVs from the last statements received "
        "by that date, a quarter stale.",
    ),
    (
        "Project Tern's direct stake is marked from 2016 onwards at the price the company was "
        "sold for in 2019.",
        "Project Tern's direct stake is marked from 2016 onwards at the last funding-round "
        "price known at each date.",
    ),
    (
        "Each month's tax-loss harvesting uses the year-end tax position as finally computed "
        "after 5 April.",
        "Each month's tax-loss harvesting uses the tax position as it stood at that month-end.",
    ),
    (
        "Capital calls are modelled from the call notices, including those the GPs issued "
        "after each rebalancing date.",
        "Capital calls are modelled only from notices received by each rebalancing date; later "
        "calls are projected with the pacing model.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a walk-forward backtest (three folds) of the HFRT sell-down and "
    "reallocation before the June family council.",
    "OCIO: please back-test the private-markets pacing plan walk-forward, in three folds.",
    "Could the SFO run a three-fold walk-forward test of the liquidity policy? The NextGen "
    "asked for it at council.",
)
_WHERE: Final = ("reasoning", "interpretation", "evidence", "purpose")


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
    sentence_at=2,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Halvorsen Freight"
_ENTITY: Final = "ent_halvorsen_freight"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 on Q3", (10, 11)),
    ("in the twelve months to 31 December 2022", (7, 11)),
    ("over the two years to Q4 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2020 and Q3 2022", (1, 10)),
    ("through 2021", (3, 7)),
    ("since the 2014 IPO", None),
    ("since Erik founded the business in 1988", None),
    ("over the family's whole holding period", None),
)


#: "c.20%", "over 45%", "nearly 25%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="nearly {}%", about="c.{}%")


_by_pp = partial(_change_by, "by {:.1f}pp", 0.2)


_by_turns = partial(_change_by, "by {:.2f}x", 0.1)


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
        (610.0, 540.0, 655.0, 742.0, 801.0, 918.0, 1064.0, 1187.0, 1243.0, 1302.0, 1215.0, 1196.0),
        ("Revenue", "Halvorsen Freight's revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never dipped quarter on quarter", never_fell),
            ("{s} went up every single quarter", rose_every_quarter),
            ("{s} held its ground", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebit_margin_pct",
        (6.1, 4.8, 6.9, 7.8, 8.4, 9.6, 10.9, 11.5, 11.2, 10.6, 9.1, 7.9),
        ("EBIT margin", "Halvorsen Freight's EBIT margin", "The group's operating margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never improved quarter on quarter", never_rose),
            ("{s} did not contract", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (38.0, 24.0, 51.0, 64.0, 47.0, 72.0, 95.0, 118.0, 104.0, 99.0, 81.0, 58.0),
        ("Free cash flow", "Halvorsen Freight's free cash flow", "FCF"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} fell in every quarter", fell_every_quarter),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.4, 2.9, 2.6, 2.1, 1.8, 1.5, 1.2, 0.9, 0.8, 0.7, 0.75, 0.85),
        (
            "Net debt/EBITDA",
            "Halvorsen Freight's leverage (net debt/EBITDA)",
            "Leverage",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not come down", held_up),
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
    up_all="{s} was higher than a year earlier in every quarter of 2022",
    down_all="{s} was lower than a year earlier in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year over the two years to Q4 2022",
    shrank="{s} shrank at more than 10% a year, compounded, over the two years to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "CIO quarterly letter, Q4 2022 (the HFRT position): {claim} [1]. The sell-down continues "
    "in the dealing windows the company allows.",
    "Family council pack, item 3 (the founder's company): {claim} [1].",
    "| Holding | Note for the IC |\n|---|---|\n| Halvorsen Freight plc (HFRT) | {Claim} [1] |",
    "[08:12] Ruth: fyi {claim} [1]. more at Thursday's IC",
    "OCIO memo to the IC, concentrated stock: {claim} [1]; we still recommend the staged disposal.",
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
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZM: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "TAG", "generate"]
