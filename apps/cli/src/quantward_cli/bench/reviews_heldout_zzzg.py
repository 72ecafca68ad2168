"""Held-out batch ZZZG: every flaw kind again, in the voice of an environmental-markets fund:
Skerrow Carbon Opportunities Fund ICAV, which runs a directional and relative-value book in
compliance allowances (EU ETS EUAs, UK UKAs, California CCAs, RGGI allowances), mostly as futures
on ICE Endex and ICE US with spot registry transfers beside them, and a sleeve of voluntary carbon
credits (nature-based ARR and REDD+, and tech removals: biochar, DACCS, enhanced weathering).
Its people and papers: the offering memorandum (OM) and its Part 4 investment restrictions, the
trading policy, the risk committee's limit sheet (net tonnes, vintage buckets, "per €1/t"
sensitivities, registry and developer limits) and the risk manager's daily risk report, the
clearing broker's (Halden Futures) margin notices, the integrity committee's eligibility rules
for voluntary credits (ICVCM CCP labels, vintage floors, buffer pools), the compliance officer's
compliance calendar (surrender deadlines), an investors' consultant's (Tarrant Lyle) e-mails and
side letters, and the desk's IB chat ("Dec-26 EUAs", "spec length", "MSR intake", "TNAC",
"UKA-EUA spread", "V21s").

Batch ZZZG is built like ZZZD - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZC and ZZZD (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as an
IB chat line, a risk-committee limit sheet, the integrity chair's e-mail or the daily risk
report (chat answers), as the risk manager's limit template for the administrator
(`template_inputs`, given ahead of the request) or as the OM's or a side letter's text given
ahead of the request (`mandate`, cited as a clause); the misquote pairing in which each
structure meets every one of its eight subjects; floors in the latitude bands (cash over initial
margin and the CCP-labelled share are floors), bands whose low end is four-fifths of their top
(a desk band is narrow), each granted case assuming the point a quarter of the way up its band,
each refused one a level fixed where the band's middle is looser than it (the low end of a cap,
the top of a floor: `point`);
breach ratios of 1.25 (cap) and 0.75 (floor), uncited twins at 0.85 of a cap and 1.25 of a
floor; limits as shares of NAV, of tonnes held and of the voluntary sleeve, a sensitivity in bp
of NAV per €1/t and a multiple of initial margin; an objective's earlier wording deleted in an
HTML-style markup or a compliance comment, each wanted objective met in every structure
(`turn`); and a trend request of its own (the question, the heading, an as-of date after its
2020-2023 quarters) over sixteen quarters, comparing 2023 with 2022 (`end=15`), with two signed
series among its trends.

Decoy numbers (no truth depends on them): the fund's size (€640m NAV), positions in kt and Mt
("4.2 Mt Dec-26 EUAs", "650 kt UKAs"), futures and auction prices in €/t, £/t and $/t, MSR
intake and TNAC figures, surrender dates, the broker's initial-margin rates per lot, clearing
fees, vintages (V19-V24), the consultants' peer survey, today's utilisations in the daily risk
report, the comp's share price and multiple, IB chat timestamps, limit-sheet versions, minute
numbers and dates. Its parts:

* limits as a carbon fund's people state them: the head of trading in IB chat, the risk
  committee's limit sheet, the OM's Part 4 (a mandate message given before the request), the
  risk manager's limit template for the administrator (a bare number in the constraint's unit,
  template inputs given before the request), the integrity committee chair's e-mail, the daily
  risk report's "Metric / Limit / Today" table whose "today" is a decoy, and a consultant
  client's side letter (a mandate message), each in turn; number forms "75% of NAV", "75 per
  cent of NAV" and "0.75x NAV" for the net long, "40%", "40pc" and "40% of tonnes held" for a
  vintage, "15% of NAV", "15%" and "15 per cent" for the voluntary sleeve, "50% of the VCM
  sleeve", "50%" and "50% by tonnes" for nature-based credits, "25%", "25% of voluntary
  holdings" and "25pc" for one developer, "20bp per €1/t", "0.2% of NAV per €1/t" and "20 bps/€"
  for the price sensitivity, "2x IM", "200% of initial margin" and "2 times initial margin" for
  cash cover, "70%", "70% by tonnes" and "70% CCP-labelled" for the CCP share; subjects: net
  long compliance exposure as a share of NAV, any one vintage's share of tonnes held, voluntary
  credits' share of NAV, nature-based credits' share of the voluntary sleeve, any one project
  developer's share of it, the P&L sensitivity per €1/t move (a cap in bp of NAV), unencumbered
  cash over initial margin (a floor, a multiple) and the CCP-labelled share of voluntary tonnes
  (a floor);
* requests (a consultant's e-mail forwarded by the CIO, IB chat, the CIO's e-mail, the risk
  committee's pre-read and the compliance calendar note) deferring the limit to a risk
  committee not yet met, an integrity committee that has not ruled, an OM supplement's
  "[to be confirmed by the Board]", the depositary's sign-off or a consultant's ODD review;
* provenance misquoting its source: the OM's first draft or limit sheet v6 changed since, a
  desk request the risk committee declined or a proposal the Board rejected; the
  daily risk report's close (prose, or a "Metric / Close 17-Mar / Limit" table); another limit
  beside it in a limit-sheet excerpt; and the predecessor fund's figure or the consultant's peer
  survey quoted for comparison;
* mandates as the OM's Part 4 in the mandate's fields under a numbered key
  (`offering_memorandum.part_4.4.3`), the trading policy as a message, the risk committee's
  limit sheet in the mandate's fields (`limit_sheet.limits[2]`), the integrity committee's
  eligibility rules and a side letter as messages;
* latitude granted as a trading-policy paragraph, a risk-committee minute, a "Limit / Desk band /
  Approver inside band" table and the CIO in IB chat; refused as an OM that fixes the level (the
  consultant's DDQ band describing peers), the risk committee declining a desk band and the CIO
  in IB chat keeping it; each twin the same text granting it; floors as well as caps; placed in
  the Manager's discretions (fields), the risk committee's delegation schedule (a message) or
  the fund's dealing terms (fields);
* objectives as the OM, the CIO's memo, the risk committee's minutes, the consultant's e-mail and
  IB chat, with an earlier wording deleted in the same text ("<del>...</del> <ins>...</ins>") or
  in a compliance comment, and a later note after the IC or from the CIO replacing an earlier
  one; the tracking benchmark is the ICE Global Carbon Futures Index;
* leakage as the desk's quants and the risk manager write it: an EUA carry model, a
  fuel-switching regression, a hedging-demand signal, a vintage-spread half-life and auction-week
  dummies fitted on periods reaching into the test years (Dec-contract settlements, EUTL verified
  emissions, EEX auction clearing prices, CER prices, RGGI and WCI auction results), and whole
  sentences (verified emissions used before the EUTL published them, a roll date chosen by the
  open interest later seen, OTC marks published after the year closed, a speculative-positioning
  series revised after the fact); each clean twin in the same form, ending before the first
  test date (2 January 2015), and where the data are published late, ending where they were out
  before it (verified emissions of 2013, published 1 April 2014);
* trend claims on Hallvik Carbon Removal AB (a Nasdaq Stockholm-listed biochar and BECCS
  removals developer, the sleeve's public comp) - credit revenue, tonnes delivered, contracted
  offtake backlog, free cash flow (a signed series that changes sign) and net debt (falling
  toward net cash), over sixteen quarters (2020 Q1-2023 Q4: the pre-IPO years, the June 2021
  listing, the 2022 spike and the 2023 integrity debate), as a weekly desk note, an IB chat line,
  the investor letter, a "Comp / What the Q-report shows" table and the risk committee's pack;
  horizons covered by the series against uncovered ones ("since Phase III began in 2013").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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

SEED: Final = 20270154
KINDS: Final = ALL_KINDS
TAG: Final = "zzzg"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgcb0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgcb1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgcb2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzgcb3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzgcb5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzgcbd"

_FUND: Final = "Skerrow Carbon Opportunities Fund ICAV"
_CONSULTANT: Final = "Tarrant Lyle"
_CLIENT: Final = "the Ostmark Municipal Pension Scheme"


# --- numbers as a carbon fund's desk, risk manager, integrity committee and lawyers write them --


def _pct(value: float) -> str:
    return _g(value * 100)


def _net_long_forms(value: float) -> dict[str, str]:
    """Net long allowance exposure against NAV: "75% of NAV", "75 per cent of NAV", "0.75x
    NAV"."""
    return {
        "nav": f"{_pct(value)}% of NAV",
        "pc": f"{_pct(value)} per cent of NAV",
        "x": f"{_g(value)}x NAV",
    }


def _tonnes_forms(value: float) -> dict[str, str]:
    """A share of the tonnes held: "40%", "40pc", "40% of tonnes held"."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)}pc",
        "t": f"{_pct(value)}% of tonnes held",
    }


def _sleeve_nav_forms(value: float) -> dict[str, str]:
    """The voluntary sleeve against NAV: "15% of NAV", "15%", "15 per cent"."""
    return {
        "nav": f"{_pct(value)}% of NAV",
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} per cent",
    }


def _vcm_forms(value: float) -> dict[str, str]:
    """A share of the voluntary sleeve: "50% of the VCM sleeve", "50%", "50% by tonnes"."""
    return {
        "sleeve": f"{_pct(value)}% of the VCM sleeve",
        "pct": f"{_pct(value)}%",
        "t": f"{_pct(value)}% by tonnes",
    }


def _developer_forms(value: float) -> dict[str, str]:
    """One developer's share of the voluntary holdings: "25%", "25% of voluntary holdings",
    "25pc"."""
    return {
        "pct": f"{_pct(value)}%",
        "vol": f"{_pct(value)}% of voluntary holdings",
        "pc": f"{_pct(value)}pc",
    }


def _sensitivity_forms(value: float) -> dict[str, str]:
    """P&L per €1/t move, in bp of NAV: "20bp per €1/t", "0.2% of NAV per €1/t", "20 bps/€"."""
    return {
        "bp": f"{_g(value)}bp per €1/t",
        "nav": f"{_g(value / 100)}% of NAV per €1/t",
        "bps": f"{_g(value)} bps/€",
    }


def _cover_forms(value: float) -> dict[str, str]:
    """Unencumbered cash over initial margin: "2x IM", "200% of initial margin", "2 times
    initial margin"."""
    return {
        "x": f"{_g(value)}x IM",
        "pct": f"{_pct(value)}% of initial margin",
        "times": f"{_g(value)} times initial margin",
    }


def _ccp_forms(value: float) -> dict[str, str]:
    """The CCP-labelled share of voluntary tonnes: "70%", "70% by tonnes", "70% CCP-labelled"."""
    return {
        "pct": f"{_pct(value)}%",
        "t": f"{_pct(value)}% by tonnes",
        "ccp": f"{_pct(value)}% CCP-labelled",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its id on the risk
    manager's limit template, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_NET_LONG: Final = _Subject(
    ("max_net_long_allowances_nav", "netLongTonnesCap"),
    (
        "net long compliance exposure (EUA, UKA, CCA and RGGI tonnes at market)",
        "the book's net length in allowances",
        "net long tonnes marked at settlement",
    ),
    "net_long_max",
    "fraction",
    (0.6, 0.75, 0.9),
    _net_long_forms,
)
_VINTAGE: Final = _Subject(
    ("max_single_vintage_share", "vintageBucketCap"),
    (
        "any one vintage bucket",
        "the holding in any single vintage (V21, V22 and so on)",
        "the largest vintage bucket",
    ),
    "vintage_bucket_max",
    "fraction",
    (0.3, 0.4, 0.5),
    _tonnes_forms,
)
_VOLUNTARY: Final = _Subject(
    ("max_voluntary_credit_share", "vcmSleeveCap"),
    (
        "the aggregate voluntary carbon credit position",
        "the VCM sleeve",
        "the voluntary holding (nature-based and removals together)",
    ),
    "vcm_sleeve_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _sleeve_nav_forms,
)
_NATURE: Final = _Subject(
    ("max_nature_based_share", "natureBasedCap"),
    (
        "the nature-based share (ARR, IFM and REDD+)",
        "the nature-based bucket",
        "the forestry and land-use share of the voluntary book",
    ),
    "nature_based_max",
    "fraction",
    (0.4, 0.5, 0.6),
    _vcm_forms,
)
_DEVELOPER: Final = _Subject(
    ("max_single_developer_share", "projectDeveloperCap"),
    (
        "exposure to any one project developer",
        "single-developer concentration",
        "the biggest developer name in the voluntary book",
    ),
    "developer_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _developer_forms,
)
_SENSITIVITY: Final = _Subject(
    ("max_pnl_per_eur_per_tonne_bps", "eurPerTonneSensitivityCap"),
    (
        "the book's P&L sensitivity to a €1/t move in EUAs",
        "the per-euro-a-tonne sensitivity",
        "the allowance book's euro delta",
    ),
    "eur1_sensitivity_max_bps",
    "bps",
    (15.0, 20.0, 25.0),
    _sensitivity_forms,
)
_COVER: Final = _Subject(
    ("min_cash_over_initial_margin", "imCoverFloor"),
    (
        "unencumbered cash over initial margin at Halden Futures",
        "cash cover for IM",
        "free cash against the clearing broker's initial margin call",
    ),
    "im_cover_min",
    "multiple",
    (1.6, 2.0, 2.4),
    _cover_forms,
    floor=True,
)
_CCP: Final = _Subject(
    ("min_ccp_labelled_share", "ccpLabelFloor"),
    (
        "the share of credits carrying the ICVCM CCP label",
        "the CCP-approved share of voluntary tonnes",
        "the part of the VCM sleeve in CCP-labelled methodologies",
    ),
    "ccp_share_min",
    "fraction",
    (0.6, 0.7, 0.8),
    _ccp_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _NET_LONG,
    _VINTAGE,
    _VOLUNTARY,
    _NATURE,
    _DEVELOPER,
    _SENSITIVITY,
    _COVER,
    _CCP,
)

_RATIONALES: Final = (
    "what the predecessor fund ran with",
    "typical for a carbon fund of our size, per the consultants",
    "where the peer group sits in Tarrant Lyle's survey",
    "a placeholder until the risk committee meets",
    "what the integrity committee chair suggested informally",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.75


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the fund's allowance futures (EUA, UKA, CCA, RGGI) and voluntary "
    "credit holdings within the OM's restrictions, the trading policy and the limit sheet",
    "the best risk-adjusted return inside the limit sheet",
    "solve the target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the fund's limit documents set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "limit"


def _shorthand(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the book for the Dec-26 roll (we're 4.2 Mt long Dec-26 EUAs, 650 kt UKAs, "
    "UKA-EUA spread at -€6.40)",
    "size the CCA add-on ahead of the August joint auction (last one cleared at $29.40)",
    "re-weight after the MSR intake number (circa 277 Mt off the auction calendar)",
    "put the 300 kt V21 ARR block from Mirelle Forestry into the book at $18.50/t",
    "redo the target weights for the Q1 investor letter",
)
_DEFERRALS: Final = (
    "{noun}: the risk committee only sets that at its March meeting",
    "the integrity committee hasn't ruled on {noun} yet",
    "the OM supplement has {noun} as '[to be confirmed by the Board]'",
    "{noun} is waiting on the depositary's sign-off",
    "{noun} is parked until Tarrant Lyle's ODD review closes",
)
_REQUEST_FRAMES: Final = (
    "Fwd: Tarrant Lyle - follow-up questions\n> Can the Manager show the book after the "
    "change?\nDesk - please {task}. Open point: {deferral}. - CIO",
    "IB chat | 07:48 | J. Varga (trader): dec-26 settled 71.85, spec length still heavy per "
    "COT. can someone {task}? fyi {deferral}",
    "All,\n\nNAV €640m, IM at Halden €58m after yesterday's call. Please {task}. "
    "{Deferral}.\n\nThanks,\nCIO",
    "Risk committee pre-read (Thursday): {task}. Outstanding: {deferral}.",
    "Compliance calendar: free allocation issued 28 Feb; surrender for 2025 emissions due "
    "30 Sep.\nAction for the desk: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy utilisation; the answer's kind); {noun}, {v},
#: {key}, {unit}, {bound}, {sign}, {short}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "IB chat | 18:04 | M. Okafor (HoT): limit sheet has {noun} at {short} {v}. not "
        "moving it before Dec expiry, don't ask",
        "figures",
        "clarification_answer",
    ),
    (
        "RISK COMMITTEE - LIMIT SHEET (approved at today's meeting)\n"
        "| Limit | Type | Level |\n|---|---|---|\n| {Noun} | {Short} | {v} |",
        "figures",
        "clarification_answer",
    ),
    (
        "OFFERING MEMORANDUM - " + _FUND.upper() + "\n"
        "Part 4 Investment Restrictions. The Manager shall ensure that {noun} is at all "
        "times {sign} {v}.",
        "figures",
        "mandate",
    ),
    (
        "LIMIT TEMPLATE - for the administrator (completed by the risk manager)\n"
        "limit_id: {key}\nunit: {unit}\nlevel: {v}\nsource: risk committee",
        "bare",
        "template_inputs",
    ),
    (
        "From: Chair, Integrity Committee\nSubject: eligibility rules - decision\n\n"
        "The committee signed off this afternoon: {noun}, {sign} {v}, for every purchase "
        "from the next registry cycle.",
        "figures",
        "clarification_answer",
    ),
    (
        "Daily risk report (risk manager)\n"
        "| Metric | Limit | Today |\n|---|---|---|\n| {Noun} | {op} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "SIDE LETTER - " + _CLIENT + "\nre " + _FUND + "\n"
        "3.2 The Manager shall keep {noun} {sign} {v} for as long as the Investor holds "
        "Shares.",
        "figures",
        "mandate",
    ),
)


def _today(s: _Subject, value: float) -> float:
    """Today's utilisation comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.15 if s.floor else value * 0.6, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the risk manager keys it into the template."""
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
    elif form == "table":  # today's utilisation inside the limit, a decoy in the same form
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
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the OM or a
    side letter comes before the request and is cited as a clause; the risk manager's template
    also comes before it, as a document filled in."""
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
    "trading_policy": [
        "No physical delivery of allowances into a registry account the fund does not hold.",
        "Options only as covered calls against EUAs or UKAs already held.",
        "No credits from a project on the integrity committee's watchlist.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in a limit-sheet excerpt: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "net_long_max": ("L2 Gross notional across all allowance futures", 1.5),
    "vintage_bucket_max": ("L5 Any one registry account, share of tonnes held", 0.6),
    "vcm_sleeve_max": ("L8 Credits awaiting registry serial-number checks", 0.02),
    "nature_based_max": ("I-3 Credits from projects with an open reversal event", 0.05),
    "developer_max": ("I-6 Any one methodology, share of the voluntary book", 0.45),
    "eur1_sensitivity_max_bps": ("L3 Per-€1/t sensitivity of the UKA book alone", 8.0),
    "im_cover_min": ("L11 Cash cover at which the desk must de-risk", 1.2),
    "ccp_share_min": ("I-1 Removals tonnes that must be CCP-labelled, min", 0.9),
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
    if structure == 0:  # an earlier draft's figure, changed since
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The OM's first draft had {wrong} for {noun}. The Board-approved OM, Part 4, "
                f"went out with {right}, and that's what binds us."
            )
        else:
            text = (
                f"Limit sheet v6 showed {noun} at {wrong}; v7, in force since 1 Feb, "
                f"replaced it with {right}."
            )
    elif structure == 1:  # a desk request declined
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"HoT put in for {wrong} on {noun} ahead of the Dec expiry. Risk committee "
                f"declined, 3-1. Still {right}."
            )
        else:
            text = (
                f"Board minutes, Q3 meeting: the Manager's proposal to take {noun} to {wrong} "
                f"was rejected; the {_bound(s)} of {right} stands."
            )
    elif structure == 2:  # the daily risk report's close
        wrong_value = _away(s, value, 0.6, 1.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk report: {noun} closed yesterday at {wrong}, against a "
                f"{_bound(s)} of {right}. No flags."
            )
        else:
            text = (
                "| Metric | Close 17-Mar | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_shorthand(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_shorthand(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Limit sheet v7 (excerpt, risk manager)\n* " + "\n* ".join(lines)
    else:  # the predecessor fund's or the peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The predecessor fund ran {noun} at {wrong}. This fund's OM tightened that "
                f"to {right}."
            )
        else:
            text = (
                f"Ours: {noun}, {right}. {_CONSULTANT}'s peer survey puts the median carbon "
                f"fund at {wrong} - reference only, not our terms."
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


# --- mandate clauses as the OM, the trading policy, the limit sheet, the integrity rules -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the OM's Part 4 in the mandate's fields, under numbered keys
        part: dict[str, JsonValue] = {
            "4.1": "The Fund invests in emission allowances of regulated cap-and-trade schemes, "
            "in futures on them and in voluntary carbon credits.",
            "4.2": "The Fund does not take physical delivery of credits it cannot retire or "
            "transfer through its own registry accounts.",
            "4.3": f"The Manager shall ensure that {noun} is {_sign(s)} {written}.",
        }
        return (
            {"offering_memorandum": {"fund": _FUND, "part_4": part}},
            None,
            "offering_memorandum.part_4.4.3",
        )
    if shape == 1:
        policy = (
            "TRADING POLICY (Skerrow Capital, as approved by the Board)\n"
            "Instruments: ICE Endex EUA and UKA futures, ICE US CCA and RGGI futures, spot "
            "registry transfers, voluntary credits in Verra and Gold Standard accounts.\n"
            f"Position limits: {noun} {_op(s)} {written}.\n"
            "Execution: block trades above 500 lots are pre-cleared with the risk manager."
        )
        return None, policy, MANDATE_ID
    if shape == 2:  # the risk committee's limit sheet in the mandate's fields
        limits: list[JsonValue] = [
            "L1: no position in an allowance market the fund holds no registry account for.",
            "L4: stop-loss review at a 6% drawdown from the month's high-water mark.",
            f"L7: {noun} {_sign(s)} {written}.",
        ]
        return (
            {"limit_sheet": {"version": "v7", "owner": "risk committee", "limits": limits}},
            None,
            "limit_sheet.limits[2]",
        )
    if shape == 3:
        rules = (
            "INTEGRITY COMMITTEE - ELIGIBILITY RULES FOR VOLUNTARY CREDITS\n"
            "R1. Only credits issued under a methodology the committee has reviewed.\n"
            f"R2. Portfolio: {noun} - {_shorthand(s)} {written}.\n"
            "R3. Removals credits need a durability statement from the developer."
        )
        return None, rules, MANDATE_ID
    letter = (
        "SIDE LETTER to " + _CLIENT + " re " + _FUND + "\n"
        "1. Reporting: monthly holdings by registry and vintage within 15 business days.\n"
        f"2. Investment terms: the Manager will keep {noun} {_sign(s)} {written}.\n"
        "3. Most favoured nation on fees."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the target book; the OM's Part 4, the trading policy and the limit sheet all apply.",
    "Re-run the weights inside the limit sheet and the integrity committee's rules.",
    "Before Thursday's risk committee, re-optimise the book within every limit we have.",
    "Fit the Mirelle ARR block into the book without breaching anything we've signed.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's documented limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Trading policy 6.2: within the band the risk committee sets, the Head of Trading fixes "
    "the {bound} on {noun} anywhere from {lo} to {hi} without further sign-off.",
    "Risk committee minute 11/26: the desk may run the {bound} on {noun} at any level in "
    "{lo}-{hi}; outside that band it comes back to committee.",
    "| Limit | Desk band | Approver inside band |\n|---|---|---|\n| {Bound} on {noun} | {lo} to "
    "{hi} | Head of Trading |",
    "IB chat | 12:31 | CIO: {bound} on {noun} is the desk's call, {lo}-{hi}",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The OM fixes the {bound} on {noun} at {point}. The {lo}-{hi} band in our DDQ answer "
        "to Tarrant Lyle describes peers and gives the Manager no discretion.",
        "The OM lets the Manager set the {bound} on {noun} anywhere in the {lo}-{hi} band "
        "given in our DDQ answer to Tarrant Lyle.",
    ),
    (
        "Risk committee, item 4: desk request for a {lo}-{hi} band on the {bound} for {noun}. "
        "Not approved; {point} stays until the annual limit review.",
        "Risk committee, item 4: desk request for a {lo}-{hi} band on the {bound} for {noun}. "
        "Approved; the desk picks the level inside it.",
    ),
    (
        "IB chat | 17:55 | CIO: {bound} on {noun} stays {point}. no {lo}-{hi} band, not now",
        "IB chat | 17:55 | CIO: {bound} on {noun} is yours, anywhere {lo}-{hi}",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a minimum or a limit."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


_LEADING_NUMBER: Final = re.compile(r"[\d.]+")


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the desk writes one: the low end as a bare number and the top with
    its unit ("60 to 75% of NAV", "16-20bp per €1/t", "1.6-2x IM"); the middle and the level a
    refusal fixes in full."""
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
    """A latitude note in the Manager's discretions (fields), in the risk committee's
    delegation schedule (a mandate message), or among the fund's dealing terms (fields)."""
    if shape == 0:
        return {"manager_discretions": {"trading": text}}, None
    if shape == 1:
        return None, f"Delegation schedule (risk committee, rev. 3)\n\n{text}"
    return {
        "dealing_terms": {
            "notes": [text, "Dealing: monthly, 30 days' notice; 1.5% management fee."],
        }
    }, None


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a quarter of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    point="fixed",
    low_ratio=0.8,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the OM, the CIO's memo, the risk committee's minutes,
#: the consultant's e-mail and IB chat put them; the first of each is one line, so that it can be
#: deleted in a markup
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "OM, Investment Objective: the highest return per unit of volatility from carbon "
        "markets - the best Sharpe ratio the book can carry.",
        "CIO memo, 'How we size':\nweights go where the Sharpe ratio is best; a bigger return "
        "with more vol doesn't win on its own.",
        "Risk committee minutes: the book is to be weighted for maximum risk-adjusted return "
        "(Sharpe), as agreed with the Board.",
        "E-mail from Tarrant Lyle: our client bought a risk-adjusted carbon story, so please "
        "weight for the best Sharpe ratio.",
        "IB chat | CIO: weights = max sharpe. nothing fancier.",
    ),
    "variance": (
        "OM, Investment Objective: the steadiest NAV path carbon allows - the least volatile "
        "book we can build.",
        "CIO memo, 'How we size':\nweights for minimum variance; no view on returns goes in.",
        "Risk committee minutes: the book is to be weighted for the lowest volatility, "
        "whatever the return forecasts say.",
        "E-mail from Tarrant Lyle: the client's board wants the carbon allocation dull; "
        "minimise the book's variance and nothing else.",
        "IB chat | CIO: min variance weights. ignore the return views.",
    ),
    "tracking": (
        "OM, Investment Objective: returns close to the ICE Global Carbon Futures Index, "
        "with as little drift from it as possible.",
        "CIO memo, 'How we size':\nweights that keep us nearest the ICE Global Carbon Futures "
        "Index - lowest tracking error.",
        "Risk committee minutes: the book is to be weighted to mirror the ICE Global Carbon "
        "Futures Index with minimal tracking error.",
        "E-mail from Tarrant Lyle: we benchmark you against the ICE Global Carbon Futures "
        "Index, so minimise tracking error to it.",
        "IB chat | CIO: hug the ICE carbon index. min TE.",
    ),
    "return": (
        "OM, Investment Objective: the highest expected return from carbon markets, with no "
        "penalty for risk taken.",
        "CIO memo, 'How we size':\nweights for the highest expected return; risk stays out of "
        "the objective.",
        "Risk committee minutes: the book is to be weighted for maximum expected return, with "
        "no adjustment for risk.",
        "E-mail from Tarrant Lyle: this is the client's return-seeking sleeve; maximise "
        "expected return, no risk adjustment.",
        "IB chat | CIO: max expected return weights. no risk adj.",
    ),
}
_REDLINES: Final = (
    "OM supplement, markup v4 against v3 (fund counsel):\n<del>{old}</del>\n<ins>{new}</ins>",
    'Compliance comment [CO]: delete "{old}" and replace with "{new}"',
)
_FOLLOW_UPS: Final = (
    "Note after today's investment committee - this supersedes the objective in my earlier "
    "mail:\n\n{new}",
    "IB chat | 21:12 | CIO: scrap the objective from this morning. after the call with "
    "Tarrant Lyle:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Target book for the Dec-26 roll:\n\n{ask}",
    "{ask}\n\nSet the target weights on that basis. - CIO",
    "Ahead of the risk committee: €640m NAV, 4.2 Mt Dec-26 EUAs long, VCM sleeve at 11% of "
    "NAV.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the fund's allowance futures and voluntary credit holdings",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target weights",
    description="the target weights",
)


def _marked_up(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a deleted earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    if "\n" in ask:  # the compliance comment quotes one line
        ask = ask.replace("\n", " ")
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the third has an earlier wording in the same text, deleted in a
    markup or a compliance comment; every fourth from the fourth an earlier message a later one
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
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "Dec-contract EUA settlement prices, Dec-08 through Dec-19",
        "Dec-contract EUA settlement prices, Dec-08 through Dec-14",
    ),
    (
        "EUTL verified emissions for compliance years 2005-2017",
        "EUTL verified emissions for compliance years 2005-2013",
    ),
    (
        "EEX primary-auction clearing prices from Nov-12 to Jun-18",
        "EEX primary-auction clearing prices from Nov-12 to Dec-14",
    ),
    (
        "secondary CER prices, 2008-2016",
        "secondary CER prices, 2008-2014",
    ),
    (
        "RGGI quarterly auction results, Sep 2008 to Mar 2017",
        "RGGI quarterly auction results, Sep 2008 to Dec 2014",
    ),
    (
        "WCI joint-auction settlement prices (Nov 2012 - Nov 2019)",
        "WCI joint-auction settlement prices (Nov 2012 - Nov 2014)",
    ),
)
_ACTIONS: Final = (
    "the EUA carry model's convenience-yield term was fitted",
    "the regression of Dec-future returns on the gas-coal switching spread was estimated",
    "the compliance hedging-demand signal's lookback and thresholds were tuned",
    "the vintage-spread mean-reversion half-life was calibrated",
    "the auction-week seasonality dummies were estimated",
)
_LEAK_FRAMES: Final = (
    "Model card (EUA carry v2), section 2, calibration: {action} on {period}.",
    "Trading policy annex C, systematic overlays: {action} over {period}; the parameters stay "
    "fixed through all three walk-forward folds.",
    "Risk committee pack, back-test appendix: {action} once, on {period}, before the "
    "walk-forward run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each year's compliance-demand input uses that year's verified emissions, which the "
        "EUTL only publishes on 1 April of the following year.",
        "Each year's compliance-demand input uses only the verified emissions the EUTL had "
        "already published by that date.",
    ),
    (
        "Back-adjusted Dec-contract prices roll on the day that turned out, after the fact, to "
        "carry the most open interest.",
        "Back-adjusted Dec-contract prices roll on a fixed calendar rule, five business days "
        "before expiry, known in advance.",
    ),
    (
        "Voluntary credits in the test years are marked at the year-end OTC assessments "
        "published after each year closed.",
        "Voluntary credits in the test years are marked at the latest weekly OTC assessment "
        "published on or before each date.",
    ),
    (
        "The speculative-positioning signal uses the revised Commitments of Traders history "
        "as it stands today, not the figures first released each week.",
        "The speculative-positioning signal uses the Commitments of Traders figures as first "
        "released each week, on their release date.",
    ),
)
_LEAK_ASKS: Final = (
    "Risk committee wants a three-fold walk-forward back-test of the EUA carry overlay before "
    "it goes live.",
    "Please back-test the allowance weighting model walk-forward, three folds, for the "
    "investor letter.",
    "Desk action: run a three-fold walk-forward test of the book's weighting model.",
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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Hallvik Carbon Removal"
_ENTITY: Final = "ent_hallvik_carbon_removal"
#: sixteen quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4-23 against Q3-23", (14, 15)),
    ("over calendar 2023", (11, 15)),
    ("over the three years to Dec-23", (3, 15)),
    ("from Q1-20 through Q4-23", (0, 15)),
    ("since the June 2021 IPO", (5, 15)),
    ("through the 2022 price spike (Q4-21 to Q3-22)", (7, 10)),
    ("across 2020", (0, 3)),
    ("in H1-23", (11, 13)),
    ("since Phase III of the EU ETS began in 2013", None),
    ("over the first Kyoto commitment period", None),
    ("over the last decade", None),
)

#: what the claims answer: the investor letter's removals box
_REQUEST: Final = TrendRequest(
    question="For the Q1 investor letter's 'Removals market' box: how has {company} done?",
    heading="**Removals comp - " + _COMPANY + " AB (STO: HALV)**",
    as_of="2024-04-26",
)


#: "by about 12%", "by north of 10%", "by just shy of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by north of {}%", short="by just shy of {}%", about="by about {}%"
)

_by_kt = partial(_change_by, "by {:.0f} kt", 3.0)

_by_mt = partial(_change_by, "by {:.1f} Mt", 0.2)

_by_eur = partial(_change_by, "by €{:.1f}m", 1.5)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} beat the same quarter of 2022 in every quarter of 2023",
        "{s} trailed the same quarter of 2022 in every quarter of 2023",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "credit_revenue",
        (
            4.1,
            4.8,
            5.6,
            6.9,
            7.4,
            8.8,
            10.2,
            12.5,
            13.1,
            15.6,
            17.9,
            21.4,
            22.8,
            26.1,
            29.7,
            34.2,
        ),
        (
            "Credit revenue",
            "Hallvik Carbon Removal's revenue from credit deliveries",
            "Revenue from removal credits",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} did not slip", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "tonnes_delivered_kt",
        (
            38.0,
            45.0,
            41.0,
            57.0,
            62.0,
            59.0,
            74.0,
            88.0,
            81.0,
            97.0,
            104.0,
            126.0,
            118.0,
            109.0,
            131.0,
            152.0,
        ),
        (
            "Tonnes delivered",
            "Hallvik Carbon Removal's delivered removals (kt CO2e)",
            "Removal tonnes delivered to buyers",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not rise", held_down),
        ),
        _by_kt,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "contracted_offtake_backlog_mt",
        (
            0.9,
            1.1,
            1.4,
            1.3,
            1.8,
            2.2,
            2.6,
            3.1,
            3.0,
            3.4,
            3.9,
            4.6,
            4.4,
            4.1,
            4.8,
            5.3,
        ),
        (
            "The contracted offtake backlog",
            "Hallvik Carbon Removal's contracted offtake (Mt CO2e)",
            "Tonnes under signed offtake agreements",
        ),
        (
            ("{s} built {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never shrank from one quarter to the next", never_fell),
            ("{s} never grew from one quarter to the next", never_rose),
            ("{s} did not shrink", held_up),
        ),
        _by_mt,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (
            -6.2,
            -8.1,
            -4.4,
            -9.7,
            -3.1,
            1.2,
            -2.6,
            3.8,
            5.1,
            -1.9,
            7.4,
            9.6,
            4.2,
            11.8,
            -3.5,
            14.1,
        ),
        (
            "Free cash flow",
            "Hallvik Carbon Removal's free cash flow",
            "Cash generated after capex",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} worsened {m}", fell),
            ("{s} never worsened from one quarter to the next", never_fell),
            ("{s} did not worsen", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_eur,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            42.0,
            48.0,
            51.0,
            60.0,
            58.0,
            55.0,
            63.0,
            49.0,
            44.0,
            52.0,
            38.0,
            31.0,
            27.0,
            19.0,
            22.0,
            8.0,
        ),
        (
            "Net debt",
            "Hallvik Carbon Removal's net debt",
            "Borrowings net of cash",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never went up from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not go up", held_down),
        ),
        partial(_change_by, "by €{:.0f}m", 3.0),
        False,
        (
            "{s} stood above the same quarter of 2022 in every quarter of 2023",
            "{s} stood below the same quarter of 2022 in every quarter of 2023",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at a double-digit annual rate from Q4-21 to Q4-23",
    shrank="{s} shrank at a double-digit annual rate, compounded, from Q4-21 to Q4-23",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2023, and for a growing item 2023 against 2022 and the two-year
    compound rate (a rise or a fall). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Weekly desk note, 'Removals': {claim} [1]. HALV closed at SEK 38.20, about 14x forward "
    "EV/EBITDA.",
    "IB chat | 09:17 | R. Lindqvist (analyst): {claim} [1]. same as what we see in biochar "
    "offtake pricing",
    "Investor letter, 'Removals market': {claim} [1], while durable removals still priced "
    "near $140/t in the OTC assessments.",
    "| Comp | What the Q-report shows |\n|---|---|\n| " + _COMPANY + " (HALV) | {Claim} [1] |",
    "Risk committee pack, VCM section: {claim} [1]. The sleeve holds 85 kt of HALV-issued "
    "biochar credits.",
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
        left_out=lambda h, w, c: h.startswith("in Q4-23") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZG: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
