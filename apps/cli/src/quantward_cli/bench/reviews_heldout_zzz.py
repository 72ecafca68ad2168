"""Held-out batch ZZZ: every flaw kind again, in the voice of a precious-metals royalty and
streaming company (TSX/NYSE-listed, Canadian-domiciled): the investment committee's (IC) deal
memos on new streams and royalties (NSR and GSR rates, stream percentages of payable gold or
silver, upfront deposits and ongoing payments per ounce or as a share of spot), the Board's
Capital Allocation Policy and its concentration limits, the technical team's reviews of
operators' mine plans (NI 43-101 and S-K 1300 technical reports, reserves and resources, grades
in g/t, strip ratios), the revolving credit facility's financial covenants (total net leverage,
interest coverage) and its compliance certificates, the treasury desk's Teams chat, the
sustainability team's screens, the analysts' notes on attributable gold-equivalent ounces
(GEOs), and the quarterly MD&A.

Batch ZZZ is built like ZZU — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Stream and royalty terms (a 6.5% gold stream stepping down to 3.25% after 140 koz,
an ongoing payment of 20% of spot, 1.75% and 2.25% NSRs), upfront deposits, deal sizes and the
deployment budget, grades in g/t, strip ratios, reserves in Moz, throughput, reserve life, gold
prices and the NAV model's price deck and discount rate, the gold/silver ratio, GEO guidance and
counts, P/NAV, the 19.9% equity-stake rule, the revolver's size and accordion, approval
thresholds, the operator's own revolver covenant, section numbers, meeting dates, chat
timestamps and the "30 Sep actual" column of a limits table are decoy numbers: no truth depends
on them. Its parts are new:

* limits as a streaming company's people state them, each answer in the form it really takes:
  the CFO's e-mail reply (a chat answer), an extract of Board minutes sent back as a mandate's
  text and cited as its clause, a filled-in IC deal-memo template ("Section 6 — Portfolio fit",
  a document the client filled in), a treasury-desk Teams thread ("max"/"min"), a "Limit /
  Policy / 30 Sep actual / Headroom" table whose actual is a decoy, the NAV model's inputs tab
  (a bare number in the constraint's unit, as a filled-in document), the Capital Allocation
  Policy's concentration section (a mandate's text, cited as its clause), the General Counsel's
  e-mail and an entry of the Board's policy register, each in turn; number forms for shares
  "25%", "25.0%" and "25 per cent" (Canadian spelling), and for ratios "2.0x", "2.00:1.00" (the
  credit agreement's) and "2.0 times"; subjects: any one asset's share of NAV, any one
  operator's share of NAV, any one country's share of NAV, assets not yet in commercial
  production, silver's share of attributable GEOs (all caps, as fractions), total net leverage
  (net debt to EBITDA, a cap as a multiple), and two floors as multiples: interest coverage, and
  liquidity (cash plus undrawn revolver over the next twelve months' committed stream deposits);
* requests deferring the limit to a blank in the draft Capital Allocation Policy going to the
  Board, a "[•]" in the revolver amendment the lenders' counsel sent, an IC that has not set
  it, the CFO's treasury policy refresh, or the Board's strategy session in March;
* provenance misquoting its source: the lenders' first markup or the May policy draft changed
  in the executed agreement or adopted policy, a covenant holiday the syndicate refused or a
  higher limit the Board declined for a deal, the 30 September actual in the compliance
  certificate or the portfolio dashboard, another limit in the same schedule (senior secured
  leverage, debt service coverage, base-metal revenue, non-OECD jurisdictions, exploration
  royalties, one counterparty's deposits), and the peers' or superseded 2019 policy's figure;
  each structure meets every subject in turn (the shared loop's other pairing);
* mandates as the Capital Allocation Policy in the mandate's fields
  (`capital_allocation_policy.section_5.5.2`, a numbered key), the credit agreement's Article 7
  for the covenants or the Board's investment guidelines for the rest, Board resolutions, the
  Board policy register in the mandate's fields (`board_policies.treasury_and_concentration[2]`)
  and the IC charter's Appendix A; each breach a quarter past its limit (1.25 times a cap, 0.75
  of a floor), each uncited twin a little inside (0.9 of a cap, 1.2 times a floor);
* latitude over floors as well as caps, a band whose low end is four-fifths of its top, a
  granted case assuming the band's low end and a flawed one 1.4 times its top (0.6 of a floor's
  low end): granted as a Board delegation to the IC, a "Limit / Board range / Set by" table, the
  CEO on Teams and the policy's Schedule B; refused as a Schedule B early-warning band, Board
  minutes marked NOT APPROVED and the CEO not delegating; each twin the same text granting it;
* objectives as the Capital Allocation Policy's objective, the CEO's shareholder letter, the IC
  charter, an e-mail from the largest holder's PM and the strategy offsite's conclusions, with a
  tracked change ("Deleted:" / "Inserted:") or the March draft quoted in the same text, and a
  later message after the IC or the Board replacing an earlier one;
* leakage as the technical, corp-dev and analyst teams write it: a grade-reconciliation haircut
  on operators' guidance, a P/NAV re-rating trigger, jurisdiction discount rates, a gold/silver
  ratio threshold for the silver weighting and a ramp-up delay for development assets fitted on
  periods reaching into the test years (LBMA PM fixes, operators' quarterly production reports,
  NI 43-101 reserve statements, a precedent stream-deal database, GDX/GDXJ returns, consensus
  price decks), and whole sentences (reserves as later restated, a full-year gold/silver ratio,
  a trigger picked on the whole record, results on the calibration years); each clean twin in
  the same form, ending before the first test date (2 January 2015);
* trend claims on Sable Creek Gold (a listed mid-tier gold miner operating the Marten Lake mine
  the company holds a gold stream on) — gold production in ounces, AISC in US$/oz, free cash
  flow in US$ millions (a signed series, negative from Q2 to Q4 2022, of which "positive in every
  quarter" is read over the quarters after the one a window is measured from) and net debt (in
  percent) over twelve quarters (2021 Q1–2023 Q4: the 2021 mill-expansion ramp-up, 2022's
  cost inflation and the Q3 2022 pit-wall failure that cut ore feed, the 2023 underground ramp-up
  and the bought-deal equity raise that paid down the revolver), as the MD&A's portfolio update,
  an analyst's GEO note, the IC's asset-monitoring table, a treasury-desk chat line, the Board
  pack's operator watch list and the sustainability screen; asked as an IC pre-read under an
  operator-monitor heading, as of 22 February 2024; horizons covered by the series against
  uncovered ones ("since we funded the stream deposit in 2018"); the year-on-year specials
  compare 2023 with 2022, and a compound fall (net debt's) is claimed as well as a rise. Whether
  a claim holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
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

SEED: Final = 20270147
KINDS: Final = ALL_KINDS
TAG: Final = "zzz"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzauk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzauk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzauk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzauk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzauk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzaukz"

_ISSUER: Final = "Halcyon Royalty & Streaming Corp."


# --- numbers as a streamer's CFO, lenders, analysts and Board write them ------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV or of GEOs: "25%", "25.0%", "25 per cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "pc": f"{_g(pct)} per cent"}


def _two_places(value: float) -> str:
    """A ratio with one decimal, or two where it needs them: "2.0", "1.35"."""
    text = f"{value:.2f}"
    return text[:-1] if text.endswith("0") else text


def _ratio_forms(value: float) -> dict[str, str]:
    """A ratio: "2.0x", "2.00:1.00" (the credit agreement's), "2.0 times"."""
    return {
        "x": f"{_two_places(value)}x",
        "ratio": f"{value:.2f}:1.00",
        "times": f"{_two_places(value)} times",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a streamer's people name it, its key in the NAV
    model, the values it takes, its written forms, whether it is a floor, and whether it is a
    financial covenant of the credit agreement (rather than a Board policy limit)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    covenant: bool = False


_ASSET: Final = _Subject(
    ("max_single_asset_nav_share", "singleAssetNavCap"),
    (
        "any one asset's share of NAV",
        "the largest single stream or royalty as a share of portfolio NAV",
        "single-asset concentration (consensus NAV basis)",
    ),
    "single_asset_nav_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_OPERATOR: Final = _Subject(
    ("max_single_operator_nav_share", "operatorConcentrationCap"),
    (
        "exposure to any single operator",
        "NAV attributable to mines run by one operator",
        "operator (counterparty) concentration",
    ),
    "single_operator_nav_max",
    "fraction",
    (0.3, 0.35, 0.4),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_single_country_nav_share", "jurisdictionCap"),
    (
        "any one country's share of NAV",
        "single-jurisdiction exposure",
        "NAV sitting in any one country",
    ),
    "single_country_nav_max",
    "fraction",
    (0.35, 0.45, 0.55),
    _share_forms,
)
_DEVELOPMENT: Final = _Subject(
    ("max_pre_production_nav_share", "developmentAssetsCap"),
    (
        "assets not yet in commercial production",
        "the development-stage bucket (pre-production streams and royalties)",
        "NAV from assets that are not yet producing",
    ),
    "pre_production_nav_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_net_debt_to_ebitda", "totalNetLeverageCap"),
    (
        "the Total Net Leverage Ratio (net debt to trailing-twelve-month adjusted EBITDA)",
        "net debt to EBITDA",
        "leverage (net debt/LTM EBITDA)",
    ),
    "total_net_leverage_max",
    "multiple",
    (1.5, 2.0, 2.5),
    _ratio_forms,
    covenant=True,
)
_SILVER: Final = _Subject(
    ("max_silver_geo_share", "silverGeoCap"),
    (
        "silver's share of attributable GEOs",
        "silver ounces as a share of total GEO deliveries",
        "the silver weighting of GEOs",
    ),
    "silver_geo_share_max",
    "fraction",
    (0.25, 0.3, 0.35),
    _share_forms,
)
_COVERAGE: Final = _Subject(
    ("min_interest_coverage", "interestCoverageFloor"),
    (
        "the Interest Coverage Ratio (adjusted EBITDA to interest expense)",
        "interest coverage",
        "EBITDA/cash interest",
    ),
    "interest_coverage_min",
    "multiple",
    (4.0, 5.0, 6.0),
    _ratio_forms,
    floor=True,
    covenant=True,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_coverage", "liquidityFloorMultiple"),
    (
        "available liquidity (cash plus undrawn revolver) over the next twelve months' committed "
        "stream deposits",
        "liquidity cover for committed deposits",
        "the liquidity floor (cash and undrawn RCF against funding commitments)",
    ),
    "liquidity_cover_min",
    "multiple",
    (1.2, 1.6, 2.0),
    _ratio_forms,
    floor=True,
)
#: the caps first, then the two floors
_SUBJECTS: Final = (
    _ASSET,
    _OPERATOR,
    _COUNTRY,
    _DEVELOPMENT,
    _LEVERAGE,
    _SILVER,
    _COVERAGE,
    _LIQUIDITY,
)

_RATIONALES: Final = (
    "typical of the senior streaming companies",
    "what the rating agencies look for in a royalty company",
    "in line with the peer group's disclosed capital allocation policies",
    "a prudent placeholder until the Board adopts a number",
    "the level the lenders usually accept in a royalty company's revolver",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the company's streams and royalties under the Board's Capital "
    "Allocation Policy and the credit agreement's covenants",
    "the best risk-adjusted return within the Board's policy limits and the covenants",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the company's policy, covenant or the CFO states it")
_clause_cite = partial(_clause_cite_as, "as the Board's text states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _chat_op(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _exceed(s: _Subject) -> str:
    return "be less than" if s.floor else "exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target weights with Project Osprey in (a 2.25% NSR on Cerro Pando for US$140M)",
    "rebuild the allocation with the proposed Marten Lake stream upsize (another US$75M deposit "
    "for 2.5% more of payable gold)",
    "re-weight the portfolio for the Board's strategy session",
    "size the 2025 deployment budget (~US$600M) across streams, royalties and offtakes",
    "redo the target exposures now that the Pinto Verde feasibility study is out (4.1 g/t Au, "
    "strip ratio 6.8:1)",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still blank in the draft Capital Allocation Policy going to the Board "
    "on 12 March",
    "{noun}: it's a '[•]' in the revolver amendment the lenders' counsel sent on Friday",
    "the IC hasn't set a limit on {noun} yet",
    "the limit on {noun} waits on the CFO's treasury policy refresh",
    "the Board will settle the limit on {noun} at the March strategy session",
)
_REQUEST_FRAMES: Final = (
    "From: VP Corporate Development\nSubject: weights for the IC pack\n\nCould you {task}? "
    "{Deferral}.",
    "[Teams] #corp-dev\n08:47 Tomasz W.: can someone {task}\n08:48 Tomasz W.: note — {deferral}",
    "IC agenda, item 3 (gold at US$2,035/oz, GEO guidance 92–100k for the year): {task}. "
    "Open point: {deferral}.",
    "Analyst team here. Please {task}. {Deferral}; flag anything that turns on it.",
    "Technical services has finished the NI 43-101 review (P&P reserves 3.2 Moz at 1.38 g/t). "
    "Next: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a decoy actual; the answer's kind); {noun}, {v},
#: {key}, {limit}, {op}, {obs}, {nomore}, {chat}
_STATINGS: Final = (
    (
        "Re: the limit you asked about. Under the Capital Allocation Policy {noun} is to be "
        "{nomore} {v}. Happy to walk the IC through it. — Priya (CFO)",
        "figures",
        "clarification_answer",
    ),
    (
        "EXTRACT FROM THE MINUTES OF A MEETING OF THE BOARD OF DIRECTORS OF "
        + _ISSUER.upper()
        + "\nA quorum being present, on motion duly made and seconded, IT WAS RESOLVED THAT "
        "{noun} shall be {nomore} {v}, measured at each quarter-end.",
        "figures",
        "mandate",
    ),
    (
        "INVESTMENT COMMITTEE MEMO — Project Osprey (1.75% NSR, Cerro Pando, US$140M)\n"
        "Section 6 — Portfolio fit (inputs completed by Corp Dev)\n"
        "  Upfront deposit: US$140M on closing\n"
        "  {Noun}, policy {limit}: {v}\n"
        "  Reserve life at 14,500 tpd: 17 years",
        "figures",
        "template_inputs",
    ),
    (
        "[Teams] #treasury-desk\n10:14 Marc L.: checked with Priya — {noun} {chat} {v}, Board "
        "policy, no exceptions\n10:15 Ines T.: noted, thx",
        "figures",
        "clarification_answer",
    ),
    (
        "| Limit | Policy | 30 Sep actual | Headroom |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | OK |",
        "table",
        "clarification_answer",
    ),
    (
        "NAV model v14 — Inputs tab (filled in by the analyst team)\n"
        "  gold_deck_lt_usd_oz: 1,950\n  discount_rate_producing: 5%\n  {key}: {v}",
        "bare",
        "template_inputs",
    ),
    (
        "CAPITAL ALLOCATION POLICY (adopted by the Board, as amended)\nSection 5 — Concentration "
        "and balance sheet\n5.3 {Noun}: {limit} {v}, measured quarterly on consensus NAV at "
        "US$1,800/oz gold.",
        "figures",
        "mandate",
    ),
    (
        "Re: limits — from Legal. I checked the policy register: {noun} must be {nomore} {v}. "
        "The covenants in Article 7 of the credit agreement sit alongside it. — Dana (GC)",
        "figures",
        "clarification_answer",
    ),
    (
        "Board policy register, entry TP-07 (printed for the analyst team):\n"
        "  {Noun} {op} {v}\n  Owner: CFO; reviewed annually by the Audit Committee",
        "figures",
        "clarification_answer",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """An actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.8 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _ = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
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
        chat=_chat_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: a chat answer,
    a filled-in document, or a Board text cited as its clause."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    stating = partial(_stating, turn)
    if kind == "mandate":
        return _invented_twins_of(
            SEED,
            TAG,
            ANSWER_ID,
            _RATIONALES,
            _plan,
            stating,
            _clause_cite,
            answer_kind="mandate",
        )
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        stating,
        _cite,
        answer_kind="template_inputs" if kind == "template_inputs" else "clarification_answer",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "capital_allocation_policy": {
        "permitted_investments": [
            "Streams, NSR and GSR royalties and offtakes on precious-metals mines.",
            "No gold or silver price hedging beyond forward sales of stream deliveries in transit.",
            "No equity stake in an operator above 19.9% of its outstanding shares.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside this one in the same schedule: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_asset_nav_max": ("Any one counterparty's share of deposits outstanding (max)", 0.45),
    "single_operator_nav_max": ("Revenue from base metals and other by-products (max)", 0.1),
    "single_country_nav_max": ("Non-OECD jurisdictions combined (max)", 0.3),
    "pre_production_nav_max": ("Exploration-stage royalties with no PEA (max)", 0.04),
    "total_net_leverage_max": ("Senior Secured Leverage Ratio (max)", 1.75),
    "silver_geo_share_max": ("Platinum-group metals share of GEOs (max)", 0.08),
    "interest_coverage_min": ("Debt Service Coverage Ratio (min)", 1.3),
    "liquidity_cover_min": ("Total Leverage Ratio, before cash (max)", 3.5),
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
    if structure == 0:  # a draft's figure, changed in the executed or adopted text
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if s.covenant:
            text = (
                f"The lenders' first markup of the credit agreement had {wrong} for {noun}. The "
                f"executed Fifth Amended and Restated Credit Agreement (s.7.1) says {right}."
            )
        else:
            text = (
                f"The May draft of the Capital Allocation Policy had {wrong} for {noun}; the "
                f"version the Board adopted on 7 August says {right}."
            )
    elif structure == 1:  # a change the syndicate or the Board refused
        wrong_value = _away(s, value, 1.6, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if s.covenant:
            text = (
                f"We asked the syndicate for a covenant holiday taking {noun} to {wrong} through "
                f"Q2. Majority Lenders did not consent, so the covenant stays at {right}."
            )
        else:
            text = (
                f"For the Cerro Pando stream, management asked the Board to move the limit on "
                f"{noun} to {wrong}. The Board declined; the {_limit(s)} of {right} stands."
            )
    elif structure == 2:  # the 30 September actual
        wrong_value = _away(s, value, 0.7, 1.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if s.covenant:
            text = (
                f"Q3 compliance certificate: {noun} was {wrong} at 30 September, against the "
                f"covenant {_limit(s)} of {right}."
            )
        else:
            text = (
                f"Portfolio dashboard, 30 Sep: {noun} {wrong} (policy {_limit(s)} {right}); "
                "nothing to escalate."
            )
    elif structure == 3:  # another limit in the same schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)[:3]}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Schedule B — Limits monitored by Treasury\n  " + "\n  ".join(lines)
    else:  # the peers' figure or a superseded policy's
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if (i // 5) % 2 == 0:
            text = (
                f"Sell-side notes put the senior streamers at {wrong} on {noun}. Our own policy, "
                f"which the Board set, is {right}."
            )
        else:
            text = (
                f"The 2019 policy (since superseded) had {wrong} for {noun}; today's policy "
                f"says {right}."
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


# --- mandate clauses as the policy, credit agreement, Board resolutions and IC charter ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the Capital Allocation Policy in the mandate's fields, a numbered key
        section: dict[str, JsonValue] = {
            "5.1": "Measured quarterly on consensus NAV at the Board's long-term price deck.",
            "5.2": f"{_cap(noun)} shall be {_no_more(s)} {written}.",
            "5.3": "Any breach is reported to the Audit Committee within ten business days.",
        }
        return (
            {"capital_allocation_policy": {"section_5": section}},
            None,
            "capital_allocation_policy.section_5.5.2",
        )
    if shape == 1:
        if s.covenant:
            document = (
                "CREDIT AGREEMENT (Fifth Amended and Restated; US$1.0bn revolving facility, "
                "accordion US$200M)\nArticle 7 — Financial Covenants\n"
                f"7.1 The Borrower shall not permit {noun} to {_exceed(s)} {written}, tested "
                "on the last day of each Fiscal Quarter.\n"
                "7.2 Equity cure: at most two in any four consecutive Fiscal Quarters."
            )
        else:
            document = (
                "INVESTMENT GUIDELINES (approved by the Board; schedule to the IC charter)\n"
                "G-1 Eligible metals: gold, silver, and PGMs; base metals only as by-products.\n"
                f"G-4 Management shall keep {noun} at {_no_more(s)} {written}.\n"
                "G-6 Technical due diligence: a site visit and an independent QP review."
            )
        return None, document, MANDATE_ID
    if shape == 2:
        resolution = (
            "RESOLUTIONS OF THE BOARD OF DIRECTORS (regular meeting; quorum present)\n"
            "WHEREAS the Investment Committee has recommended limits after the Q3 2022 pit-wall "
            "failure at Marten Lake;\n"
            f"BE IT RESOLVED THAT {noun} be {_no_more(s)} {written}; and\n"
            "FURTHER RESOLVED THAT the CFO report against it at every regular meeting."
        )
        return None, resolution, MANDATE_ID
    if shape == 3:  # the Board's policy register in the mandate's fields
        register: list[JsonValue] = [
            "TP-01 Counterparties: cash held only with Schedule I banks.",
            "TP-02 No speculative metal positions; deliveries sold within 10 business days.",
            f"TP-07 {_cap(noun)} {_op(s)} {written}.",
        ]
        return (
            {"board_policies": {"treasury_and_concentration": register}},
            None,
            "board_policies.treasury_and_concentration[2]",
        )
    charter = (
        "INVESTMENT COMMITTEE CHARTER — Appendix A, Portfolio Limits\n"
        "A1 The Committee approves any investment above US$25M; the Board above US$250M.\n"
        f"A3 {_cap(noun)}: {_limit(s)} {written}.\n"
        "A5 Every new stream needs an NI 43-101 or S-K 1300 technical report on the asset."
    )
    return None, charter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the target portfolio weights; every policy limit and covenant applies.",
    "Re-run the weights inside the Capital Allocation Policy and the credit agreement.",
    "Before the IC votes on Project Osprey, re-optimise the portfolio within all of our limits.",
    "Fold the US$75M Marten Lake upsize into the portfolio, keeping to every limit and covenant.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the Board's limit or the covenant",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=1.25,
    floor_breach=0.75,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {kind} ("cap" or "floor")
_GRANTED: Final = (
    "Board delegation (Capital Allocation Policy, s.9): the IC may set the {kind} on {noun} "
    "anywhere from {lo} to {hi} without coming back to the Board.",
    "| Limit | Board range | Set by |\n|---|---|---|\n| {Kind} on {noun} | {lo} to {hi} | CFO, "
    "within the range; reported at the next meeting |",
    "CEO to the IC (Teams): the {kind} for {noun} is your call, anything {lo}–{hi} works.",
    "Schedule B: management sets the {kind} on {noun} at a level of its choosing between {lo} "
    "and {hi}.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}, {kind}
_REFUSED: Final = (
    (
        "The policy fixes the {kind} on {noun} at {point}. The {lo}–{hi} range in Schedule B is "
        "the early-warning band the CFO reports against, not a discretion.",
        "The policy lets management fix the {kind} on {noun} anywhere in the {lo}–{hi} range in "
        "Schedule B; management picks the level.",
    ),
    (
        "Board minutes, item 7: management asked for discretion to set the {kind} on {noun} "
        "between {lo} and {hi}. NOT APPROVED: the {kind} stays at {point} until the annual "
        "policy review.",
        "Board minutes, item 7: management asked for discretion to set the {kind} on {noun} "
        "between {lo} and {hi}. APPROVED: management may set it anywhere in that range.",
    ),
    (
        "CEO (Teams): not delegating the {kind} on {noun}. it stays {point}, not anywhere in "
        "{lo}–{hi}.",
        "CEO (Teams): the {kind} on {noun} is yours to set, anywhere in {lo}–{hi}.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A noun for the limit, and whether it is a cap or a floor."""
    return {"noun": rng.choice(s.nouns), "kind": "floor" if s.floor else "cap"}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the policy writes a band: "20%" and "25%" (or "20.0%" ...), or for a
    ratio "1.6x" and "2.0x"; the middle is never written."""
    low, high, _ = bounds
    form = "x" if s.unit == "multiple" else rng.choice(("pct", "pct1"))
    return {"lo": s.forms(low)[form], "hi": s.forms(high)[form]}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the policy's fields, as a mandate message, or in the IC charter."""
    if shape == 0:
        return {"capital_allocation_policy": {"delegations": text}}, None
    if shape == 1:
        return None, f"Capital Allocation Policy — delegations (approved by the Board)\n\n{text}"
    return {"ic_charter": {"appendix_b": [text, "The IC meets every second Tuesday."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
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
    low_ratio=0.8,
    floors=True,
    assumed_value=lambda bounds: bounds[0],
    cap_breach=1.4,
    floor_breach=0.6,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the Capital Allocation Policy, the CEO's shareholder
#: letter, the IC charter, the largest holder's PM and the strategy offsite put them; the first
#: of each is one line, so that it can be quoted as a tracked change
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Capital Allocation Policy, s.2 Objective: the highest return per unit of risk across "
        "the portfolio, that is, the best Sharpe ratio.",
        "From the CEO's letter to shareholders:\nwe build the portfolio for the most return on "
        "each unit of volatility we take on; in short, the best Sharpe ratio.",
        "IC charter, purpose: the Committee weights the portfolio to maximise risk-adjusted "
        "return (Sharpe).",
        "E-mail from our largest holder's PM: we own you for risk-adjusted gold exposure, so "
        "please run the book for the best Sharpe ratio.",
        "Strategy offsite, conclusions (slide 4): optimise for Sharpe, return per unit of "
        "volatility.",
    ),
    "variance": (
        "Capital Allocation Policy, s.2 Objective: the lowest-volatility portfolio we can "
        "assemble, whatever the return forecasts say.",
        "From the CEO's letter to shareholders:\nwe weight the portfolio for minimum variance; "
        "return forecasts do not come into it.",
        "IC charter, purpose: the Committee weights the portfolio to minimise variance.",
        "E-mail from our largest holder's PM: we want the dull, steady royalty company. "
        "Minimise the portfolio's variance and leave return forecasts out of it.",
        "Strategy offsite, conclusions (slide 4): minimum variance, the least volatile mix of "
        "assets.",
    ),
    "tracking": (
        "Capital Allocation Policy, s.2 Objective: track the S&P/TSX Global Gold Index as "
        "closely as the portfolio allows.",
        "From the CEO's letter to shareholders:\nwe keep the portfolio's returns close to the "
        "S&P/TSX Global Gold Index, with the smallest tracking error we can manage.",
        "IC charter, purpose: the Committee minimises tracking error against the S&P/TSX "
        "Global Gold Index.",
        "E-mail from our largest holder's PM: our mandate benchmarks you to the S&P/TSX Global "
        "Gold Index; please minimise tracking error to it.",
        "Strategy offsite, conclusions (slide 4): hug the S&P/TSX Global Gold Index, with the "
        "least tracking error.",
    ),
    "return": (
        "Capital Allocation Policy, s.2 Objective: the highest expected return on deployed "
        "capital, with no penalty for risk.",
        "From the CEO's letter to shareholders:\nwe weight the portfolio for the highest expected "
        "return; risk is not part of the objective.",
        "IC charter, purpose: the Committee weights the portfolio to maximise expected return "
        "alone.",
        "E-mail from our largest holder's PM: just maximise expected return, we don't need you "
        "to adjust for risk.",
        "Strategy offsite, conclusions (slide 4): maximum expected return, no risk adjustment.",
    ),
}
_DRAFTS: Final = (
    "Tracked changes from the IC (6 Feb):\nDeleted: {old}\nInserted: {new}",
    'The March draft read: "{old}" The Board changed it; the final wording is:\n\n{new}',
)
_FOLLOW_UPS: Final = (
    "Further to my note this morning: scratch the objective I sent. The IC settled on:\n\n{new}",
    "Post-Board update (this supersedes the objective circulated earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the portfolio weights going to the IC on the 14th:\n\n{ask}",
    "{ask}\n\nPlease set the target weights on that basis. — Corp Dev",
    "Portfolio snapshot: 41 producing assets, 2023 GEOs 612,400, trading at 1.38x P/NAV, "
    "gold/silver ratio 84.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the company's streams and royalties",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, as a tracked
    change or a quoted draft; every fourth from the fourth an earlier message a later one
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
    ("LBMA PM gold fixes from 2010 through 2017", "LBMA PM gold fixes from 2010 through 2014"),
    (
        "operators' quarterly production reports, Q1 2010 to Q3 2016",
        "operators' quarterly production reports, Q1 2010 to Q4 2014",
    ),
    (
        "NI 43-101 reserve statements dated 2010–2019",
        "NI 43-101 reserve statements dated 2010–2014",
    ),
    (
        "the precedent stream-deal database (2010–2018 closings)",
        "the precedent stream-deal database (2010–2014 closings)",
    ),
    (
        "daily GDX and GDXJ returns, January 2011 to June 2019",
        "daily GDX and GDXJ returns, January 2011 to December 2014",
    ),
    (
        "consensus gold-price decks published up to mid-2020",
        "consensus gold-price decks published up to December 2014",
    ),
)
_ACTIONS: Final = (
    "the grade-reconciliation haircut on operators' guidance was calibrated",
    "the P/NAV re-rating trigger was fitted",
    "the jurisdiction discount rates were set",
    "the gold/silver ratio threshold behind the silver weighting was chosen",
    "the ramp-up delay assumed for development assets was tuned",
)
_LEAK_FRAMES: Final = (
    "Technical services review memo, methodology appendix: {action} on {period}.",
    "From the analyst team's model documentation (v2.3): {action} using {period}, and that "
    "setting is kept unchanged in all three test folds.",
    "For the IC pack: {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's weights use the operator's reserves as restated in the following year's "
        "NI 43-101 technical report.",
        "Each quarter's weights use the operator's reserves as published in the technical "
        "report current at that quarter-end.",
    ),
    (
        "Attributable GEOs are converted at each year's full-year average gold/silver ratio, "
        "including the months after each rebalance date.",
        "Attributable GEOs are converted at the trailing average gold/silver ratio up to each "
        "rebalance date.",
    ),
    (
        "The P/NAV trigger is the best of ten over the whole 2010–2020 record, then applied "
        "in every fold.",
        "The P/NAV trigger is chosen among ten inside each fold's training years only.",
    ),
    (
        "Results in the IC pack cover the same 2010–2020 years the ramp-up haircut was "
        "calibrated on; no years were held back.",
        "Results in the IC pack cover only each fold's test years; the ramp-up haircut is "
        "calibrated on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants the allocation model walk-forward tested (three folds) before the Board "
    "strategy session.",
    "Please back-test the P/NAV re-rating overlay walk-forward, three folds, for the IC pack.",
    "Analyst team action: a three-fold walk-forward test of the portfolio weighting model.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


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

_COMPANY: Final = "Sable Creek Gold"
_ENTITY: Final = "ent_sable_creek_gold_corp"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_REQUEST: Final = TrendRequest(
    question="IC pre-read: how has {company} been running? Production, AISC, free cash flow and "
    "net debt, from its filings please.",
    heading="**Operator monitor — Marten Lake gold stream**",
    as_of="2024-02-22",
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 against Q3", (10, 11)),
    ("over the twelve months to 31 December 2023", (7, 11)),
    ("since the Q3 2022 pit-wall failure", (6, 11)),
    ("across calendar 2022", (3, 7)),
    ("over the three years of reporting since Q1 2021", (0, 11)),
    ("during the 2021 mill-expansion ramp-up", (0, 3)),
    ("from mid-2021 to mid-2023", (1, 9)),
    ("since we funded the stream deposit in 2018", None),
    ("since commercial production was declared in 2017", None),
    ("over the life of the stream", None),
)


def _by_ounces(a: float, b: float) -> str:
    """Production's move in ounces ("by 6,120 oz"); "" under 1,000 oz."""
    return _change_by("by {:,.0f} oz", 1000, a, b)


def _by_dollars_an_ounce(a: float, b: float) -> str:
    """AISC's move in dollars an ounce ("by US$85/oz"); "" under US$15/oz."""
    return _change_by("by US${:,.0f}/oz", 15, a, b)


def _by_millions(a: float, b: float) -> str:
    """Free cash flow's move in US$ millions ("by US$12.3M"); "" under US$2M."""
    return _change_by("by US${:.1f}M", 2.0, a, b)


#: "by some 12%", "by upwards of 10%", "by a shade under 15%"; "" when it barely moved
_by_percent = partial(
    _rounded_change, past="by upwards of {}%", short="by a shade under {}%", about="by some {}%"
)


def _positive_throughout(w: Sequence[float]) -> bool | None:
    """Cash-generative in every quarter the window runs over: each after its first, the quarter
    it is measured from ("over the twelve months to 31 December 2023" starts from Q4 2022 but
    speaks of the four quarters of 2023); false as soon as one is at or below zero."""
    return all(x > 0 for x in w[1:])


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compound rate are read of it


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "gold_production_oz",
        (
            58240.0,
            63115.0,
            68470.0,
            74010.0,
            71380.0,
            77205.0,
            52460.0,
            66130.0,
            79045.0,
            85990.0,
            90310.0,
            96125.0,
        ),
        ("Gold production", "Sable Creek Gold's gold production", "Ounces poured"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never dropped from one quarter to the next", never_fell),
            ("{s} held its ground", held_up),
            ("{s} made no progress", held_down),
        ),
        _by_ounces,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "aisc_usd_per_oz",
        (
            1080.0,
            1105.0,
            1090.0,
            1125.0,
            1240.0,
            1295.0,
            1540.0,
            1410.0,
            1225.0,
            1270.0,
            1265.0,
            1250.0,
        ),
        ("AISC", "Sable Creek Gold's all-in sustaining cost", "All-in sustaining cost per ounce"),
        (
            ("{s} climbed {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never eased from one quarter to the next", never_fell),
            ("{s} never crept up from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_dollars_an_ounce,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow_usd_m",
        (18.4, 22.1, 15.6, 26.3, 4.2, -6.8, -41.5, -12.3, 14.9, 31.7, 38.2, 52.6),
        ("Free cash flow", "Sable Creek Gold's free cash flow", "FCF"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} was positive in every quarter", _positive_throughout),
            ("{s} never weakened from one quarter to the next", never_fell),
            ("{s} did not slip", held_up),
            ("{s} made no headway", held_down),
        ),
        _by_millions,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_usd_m",
        (338.0, 322.0, 305.0, 288.0, 271.0, 305.0, 372.0, 398.0, 264.0, 251.0, 229.0, 198.0),
        ("Net debt", "Sable Creek Gold's net debt", "Net debt (including leases)"),
        (
            ("{s} went up {m}", rose),
            ("{s} was paid down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not build", held_down),
        ),
        _by_percent,
        True,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year
#: in each quarter of 2023, and for production and net debt the two years compared and the
#: two-year compound rate, a fall as well as a rise. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above its year-earlier level in each of the four quarters of 2023",
    down_all="{s} was below its year-earlier level in each of the four quarters of 2023",
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at more than 10% a year from Q4 2021 to Q4 2023",
    shrank="{s} fell by more than 10% a year, compounded, from Q4 2021 to Q4 2023",
    shrinking=True,
)


_CLAIM_FRAMES: Final = (
    "MD&A, portfolio update — Marten Lake stream (6.5% of payable gold until 140 koz, then "
    "3.25%; ongoing payment 20% of spot): {claim} [1].",
    "Analyst note, GEO outlook: {claim} [1]; we model 18.5k attributable GEOs from Marten Lake in "
    "2024 at US$2,000/oz gold.",
    "| Asset | Operator | Terms | Comment |\n|---|---|---|---|\n| Marten Lake (ON) | Sable Creek "
    "Gold | 6.5% Au stream, 20% of spot | {Claim} [1] |",
    "[Teams] #treasury-desk\n09:12 D. Okonkwo: re Sable Creek — {claim} [1]. their own revolver "
    "covenant is 3.5x, no stress",
    "Board pack, operator watch list (amber): {claim} [1]; the geotechnical review of the east "
    "wall is due 14 May.",
    "Sustainability screen, Sable Creek Gold (TSF consequence 'very high' under CDA; 0 "
    "significant environmental incidents in 2023): {claim} [1].",
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
    """Batch ZZZ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
