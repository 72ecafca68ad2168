"""Held-out batch ZW: every flaw kind again, in the voice of event-driven and merger-arbitrage
hedge funds: the risk-arb desk's chat in its shorthand ("the spread blew out", "break price",
"cash/stock deal", "CVR", "collar"), deal-committee memos with a gross and an annualised spread,
the fund's risk-limit schedule (per-deal gross, per-acquirer caps, aggregate exposure to deals in
an HSR second request, CMA Phase 2 or a SAMR review, maximum loss to break as a share of NAV, a
minimum number of deals in the book), an LP's side letter and the offering memorandum's
investment restrictions, an activist's 13D letter and the prime broker's margin notes.

Batch ZW is built like J, ZH, ZJ and ZO — phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text — and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Offer prices, gross and annualised spreads, break prices, CVR values, collar
bands, expected close dates, HSR and Phase 2 deadlines, net exposure and margin figures are
decoy numbers: no truth depends on them. Its parts are new:

* limits as the arb desk and its risk team state them: a PM's chat reply ("per the risk
  schedule …"), a deal-committee memo's sizing line beside the deal's gross and annualised
  spread, the offering memorandum's investment restrictions, the risk system's YAML limit file
  (a bare number in the constraint's unit), a side letter's clause, the prime broker's margin
  note, a risk-committee action closed, a "Limit / Current / Headroom" table whose current
  figure is a decoy, and the CIO's note after the spread blew out, each form in turn; number
  forms "6%", "6% of NAV", "6.0%", "300bp", "3.00%", "300 basis points", "20 deals", "20
  names", "20 live situations"; subjects: per-deal gross, per-acquirer exposure, aggregate
  exposure to deals in second request or Phase 2, maximum loss to break (in basis points of
  NAV) and a minimum number of deals that is a floor;
* requests deferring the limit to the risk committee, a side letter still being negotiated,
  a new CRO not yet started, a blank in the OM's restriction schedule or the PB's review;
* provenance misquoting its source: a limit the risk committee amended (in prose or struck
  through in a redline), a PM's proposal the CIO turned down, the book's current figure in the
  daily risk pack (in prose or a "Metric / Today / Limit" table), another figure on the same
  limit sheet and a peer fund's or the PB's house figure quoted for comparison;
* mandates as the OM's investment restrictions in the mandate's fields
  (`om.restrictions.item_7`), an LP side letter, an activist's co-investment terms, the risk
  committee's resolutions in the mandate's fields (`risk_committee.resolutions[2]`) and the
  prime broker's margin addendum;
* latitude granted as the CIO's delegation to the PM, a "Limit / Band / Owner" table, the risk
  committee's band and the PM's chat; refused as a fixed figure whose band is only an escalation
  trigger, the CIO declining in the deal-committee minutes and a note that the band is not
  delegated; each twin the same text granting it;
* objectives as the fund's investment objective in the OM, a deal-committee memo, the desk's
  chat, an LP letter and the risk committee's minutes, with an earlier draft quoted or struck in
  the same text and a later message replacing an earlier one;
* leakage as a quant on the arb desk writes it: a deal-completion model, a spread-entry
  threshold, a break-price estimate and a position-sizing rule fitted on deal histories reaching
  into the test years, and whole sentences (the deal's eventual outcome as an input, spreads
  from a database later corrected, an entry threshold picked on the whole record, results on
  the deals the model was fitted on); each clean twin in the same form, ending before the first
  test date (2 January 2015);
* trend claims on Calloway Biosystems (a target under a pending cash/stock offer) — revenue,
  EBITDA, EBITDA margin (in percentage points) and net debt to EBITDA (as "1.4x") over twelve
  quarters (2021 Q1–2023 Q4), as a deal-committee memo, the desk's chat, a "Target / Read"
  table, an LP letter and the 13D letter; magnitudes as "about 12%", "north of 15%", "a touch
  under 20%", "by 1.2 points", "by 0.3x"; horizons covered by the series against uncovered ones
  ("since the 2016 Brenner acquisition"). Whether a claim holds is computed from the series: true,
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

SEED: Final = 20270118
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzw5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzww"


# --- numbers as an arb desk, its risk team and its prime broker write them ----------------------


def _nav_forms(value: float) -> dict[str, str]:
    """A share of NAV: "6%", "6% of NAV", "6.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "nav": f"{_g(pct)}% of NAV", "pct1": f"{pct:.1f}%"}


def _bp_forms(value: float) -> dict[str, str]:
    """A loss-to-break limit in basis points of NAV: "300bp", "3.00%", "300 basis points"."""
    return {
        "bp": f"{_g(value)}bp",
        "pct2": f"{value / 100:.2f}%",
        "long": f"{_g(value)} basis points",
    }


def _count_forms(value: float) -> dict[str, str]:
    """A number of deals: "20 deals", "20 names", "20 live situations"."""
    n = _g(value)
    return {"deals": f"{n} deals", "names": f"{n} names", "live": f"{n} live situations"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk and its risk team name it, its key in the
    risk system's limit file, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_DEAL: Final = _Subject(
    ("max_deal_gross", "perDealGrossLimit"),
    ("gross exposure to any one deal", "per-deal gross", "the position in any single situation"),
    "per_deal_gross_max",
    "fraction",
    (0.04, 0.06, 0.08),
    _nav_forms,
)
_ACQUIRER: Final = _Subject(
    ("max_acquirer_exposure", "perAcquirerLimit"),
    (
        "exposure to any one acquirer across its deals",
        "per-acquirer exposure",
        "aggregate exposure to deals by the same buyer",
    ),
    "per_acquirer_max",
    "fraction",
    (0.1, 0.12, 0.15),
    _nav_forms,
)
_REVIEW: Final = _Subject(
    ("max_second_request_exposure", "phase2ExposureLimit"),
    (
        "aggregate exposure to deals in second request or Phase 2",
        "gross in deals under an extended antitrust review (HSR second request, CMA Phase 2, SAMR)",
        "the bucket of deals stuck in second request",
    ),
    "second_request_agg_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _nav_forms,
)
_BREAK: Final = _Subject(
    ("max_loss_to_break_bps", "breakLossLimitBps"),
    (
        "the maximum loss to break across the book",
        "aggregate downside to undisturbed prices if every deal broke",
        "loss-to-break for the whole book",
    ),
    "loss_to_break_max_bp",
    "bps",
    (250.0, 300.0, 400.0),
    _bp_forms,
)
_DEALS_MIN: Final = _Subject(
    ("min_deal_count", "minLiveDeals"),
    ("the number of deals in the book", "live deals held", "diversification by deal count"),
    "deal_count_min",
    "count",
    (10.0, 20.0, 30.0),
    _count_forms,
    floor=True,
)
_SUBJECTS: Final = (_DEAL, _ACQUIRER, _REVIEW, _BREAK, _DEALS_MIN)

_RATIONALES: Final = (
    "typical for a diversified merger-arb book",
    "a common figure in event-driven funds' risk schedules",
    "in line with what peer arb funds run",
    "a conservative placeholder until risk committee sets it",
    "the prime broker's usual house assumption for arb books",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Position sizes for the fund's merger-arbitrage book under its risk limits",
    "the best risk-adjusted spread capture within the fund's risk limits",
    "solve the position sizes",
    "the solved position sizes and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the risk schedule states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zw", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    if s.floor:
        return "no fewer than" if s.unit == "count" else "no less than"
    return "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "resize the arb book now that the Halden/Strome deal has closed",
    "size the new position in Vireo Networks (the $41.50 cash offer, gross spread 3.9%)",
    "rebalance the book after the CMA referred Ardent/Kessel to Phase 2",
    "put together position sizes for the eleven deals on the committee's watch list",
    "re-run the sizing with the SAMR clock restarted on Lumen/Osaka Precision",
)
_DEFERRALS: Final = (
    "risk committee sets the limit on {noun} on Thursday, not before",
    "the LP's side letter is still being negotiated and may cap {noun}",
    "our new CRO starts on the 3rd and will sign off {noun} then",
    "the OM's restriction schedule has a blank for {noun}, counsel to fill it",
    "the PB is reviewing our margin terms, which will drive {noun}",
)
_REQUEST_FRAMES: Final = (
    "Deal committee, agenda item 2: {task}.\nOpen point: {deferral}.",
    "hey, can you {task}? fyi {deferral}. spread blew out to 7.2% annualised overnight",
    "Morning. Please {task}. {Deferral}, so flag whatever you assume.",
    "Book: 17 live deals, net long 62%. Next: {task}.\nCaveat: {deferral}.",
    "From the PM's list for today: {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "re your q: per the risk schedule {noun} is {nomore} {v}. that's hard, not soft. — JK",
        "figures",
    ),
    (
        "DEAL COMMITTEE MEMO: Vireo Networks / Talon Systems ($41.50 cash; gross spread 3.9%, "
        "annualised 13.7% to a September close)\nSizing: within the fund's {limit} of {v} for "
        "{noun}.",
        "figures",
    ),
    (
        "Offering Memorandum, Investment Restrictions: the Fund will keep {noun} at {nomore} "
        "{v}, measured at the time of investment.",
        "figures",
    ),
    (
        "limits.yaml (risk system, arb book):\n    book: MERGER_ARB\n    {key}: {v}\n"
        "    net_exposure_max: see PB terms",
        "bare",
    ),
    (
        "Side letter, para 3(b): the Manager shall keep {noun} at {nomore} {v} for so long as "
        "the Investor holds its interest.",
        "figures",
    ),
    (
        "PB margin note: house haircut on arb longs 17%, collar names 23%. Separately, your "
        "limit sheet has {noun} at a {limit} of {v}, which we have loaded.",
        "figures",
    ),
    (
        "Risk committee action 14 (CRO): confirm {noun}. CLOSED: {limit} {v}, confirmed.",
        "figures",
    ),
    (
        "| Limit | Current | Headroom |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | ok |",
        "table",
    ),
    (
        "CIO note after the spread blew out on Ardent/Kessel: no change to limits. {Noun} "
        "stays at {v} ({limit}).",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a current figure inside the limit, a decoy in the same form
        seen = round(value * (1.7 if s.floor else 0.7), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
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
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zw", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "side_letter": [
        "Most-favoured-nation treatment on fees and liquidity terms.",
        "Quarterly transparency report listing every deal in the book.",
        "No investment in hostile situations where the Manager has filed a 13D.",
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

#: a figure beside the limit on the same limit sheet: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "per_deal_gross_max": ("per-acquirer cap", 0.12),
    "per_acquirer_max": ("per-deal gross limit", 0.06),
    "second_request_agg_max": ("per-acquirer cap", 0.12),
    "loss_to_break_max_bp": ("single-deal stop-loss", 75.0),
    "deal_count_min": ("target number of positions", 25.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: looser than `value` (higher for a cap, lower for a floor)."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a limit the risk committee amended
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The limit sheet the PMs proposed in January had {wrong} for {noun}. Risk "
                f"committee cut that at the February meeting; the approved sheet says {right}."
            )
        else:
            text = (
                f"Risk limits v3 (redline): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "(risk committee change, accepted)."
            )
    elif structure == 1:  # a PM's proposal the CIO turned down
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Deal committee minutes: the PM asked to take {noun} to {wrong} while spreads "
                f"are this wide. CIO declined; the {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"[09:14] dana: pushed for {wrong} on {noun}, CIO said no\n"
                f"[09:14] dana: so we stay at {right}, sorry guys"
            )
    elif structure == 2:  # the book's current figure in the daily risk pack
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk pack, close of business: {noun} at {wrong}, inside the "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Metric | Today | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure on the same limit sheet
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Arb book limit sheet (extract)\n  " + "\n  ".join(lines)
    else:  # a peer fund's or the PB's house figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For context, Larchmont Event Partners runs {noun} at {wrong}. Ours is tighter: "
                f"{right}."
            )
        else:
            text = (
                f"We hold {noun} to {right}. (The PB's house model assumes {wrong}; that is "
                "their number, not ours.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zw", _plan),
)


# --- mandate clauses as offering documents, side letters, resolutions and PB terms --------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the OM's investment restrictions in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, tested at the time of trade."
        restrictions: dict[str, JsonValue] = {
            "item_1": "The Fund invests in announced M&A situations and other corporate events.",
            "item_7": clause,
        }
        return {"om": {"restrictions": restrictions}}, None, "om.restrictions.item_7"
    if shape == 1:
        letter = (
            "SIDE LETTER — Northfield State Employees' Retirement System\n"
            "1. Notice of key-person events within five business days.\n"
            f"2. The Manager shall ensure that {noun} does "
            f"{'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "3. Capacity: the Investor may add up to $75 million on the same terms."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        letter = (
            "To the Board of Kessel Industries (copy as filed with our Schedule 13D):\n\n"
            "We own 7.3% of the outstanding shares and believe the $38 offer undervalues the "
            "company. Our co-investors have agreed that, in the fund that holds this stake, "
            f"{noun} is {_no_more(s)} {written}.\n\nSincerely,\nPell Harbor Capital"
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the risk committee's resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "Net exposure kept between 40% and 90% long.",
            "No new positions in deals with a financing condition.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"risk_committee": {"meeting": "Q3 risk committee", "resolutions": resolutions}},
            None,
            "risk_committee.resolutions[2]",
        )
    terms = (
        "Prime Brokerage Margin Addendum, Schedule B (portfolio conditions):\n"
        "(i) Margin on merger-arb longs at the house rate, stressed to the break price.\n"
        f"(ii) {_cap(noun)} {_op(s)} {written}.\n"
        "(iii) Breach of (ii) moves the account to standard Reg T terms."
    )
    return None, terms, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Resize the arb book; every limit in the OM and the side letters applies.",
    "re-run position sizes for the deals inside the limits we've signed up to",
    "Before the deal committee, re-optimise the book within the risk schedule.",
    "Add the Vireo position and resize the rest, keeping to all our restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the fund's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zw", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "CIO delegation to the arb PM: {noun} may be run anywhere between {lo} and {hi} without "
    "going back to risk committee.",
    "Risk committee: {noun} is a band, {lo} to {hi}; the PM picks the level and reports it in "
    "the weekly pack.",
    "| Limit | Band | Owner |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (discretion within "
    "the band) |",
    "[16:02] cio: your call on {noun}, anything from {lo} to {hi} is fine by me",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The limit for {noun} is {point}. The {lo}–{hi} band on the sheet is only the "
        "escalation trigger for risk; it is not yours to choose.",
        "The limit for {noun} is the {lo}–{hi} band on the sheet; where in it to run is the "
        "PM's choice.",
    ),
    (
        "Deal committee minutes: the PM asked whether {noun} could float between {lo} and "
        "{hi}. The CIO said no: it stays at {point} until the next review.",
        "Deal committee minutes: the PM asked whether {noun} could float between {lo} and "
        "{hi}. The CIO said yes: the PM may pick within that band.",
    ),
    (
        "Note to the desk: risk has NOT delegated the level of {noun}. Keep it at {point}, not "
        "anywhere in {lo}–{hi}.",
        "Note to the desk: risk has delegated the level of {noun} to you. Anywhere in {lo}–{hi} "
        "is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the OM's fields, as a mandate message, or in the PB's terms."""
    if shape == 0:
        return {"om": {"delegation": text}}, None
    if shape == 1:
        return None, f"Risk limits framework (approved by the risk committee)\n\n{text}"
    return {"pb_terms": {"schedule_c": [text, "Margin calls settle T+1."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 2,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zw", _with_mandate),
    refused_at=(2, 5),
)

# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the OM, a deal-committee memo, the desk's chat, an LP
#: letter and the risk committee's minutes put them; the first of each is one line, so that it
#: can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (OM, section 3): the highest spread capture per unit of risk "
        "(Sharpe ratio).",
        "Deal committee memo:\nsize the book for the best Sharpe ratio, return per unit of "
        "volatility, not for the widest spreads.",
        "desk chat: we're paid on risk-adjusted, so max the Sharpe ratio across the deals pls",
        "LP letter: the Fund seeks the best return for the risk it takes, measured by the "
        "Sharpe ratio.",
        "Risk committee minutes: RESOLVED that the arb book be sized to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (OM, section 3): the least volatile arb book that can be built.",
        "Deal committee memo:\nsize the book for minimum variance; no view on which deals close "
        "or spread forecasts.",
        "desk chat: after last month's breaks just give me the lowest-vol book, minimise "
        "variance, forget the spread calls",
        "LP letter: the Fund will run its deals to the lowest portfolio volatility available, "
        "with no return forecasts.",
        "Risk committee minutes: RESOLVED that the arb book be sized to minimise variance.",
    ),
    "tracking": (
        "Investment objective (OM, section 3): follow the HFRI Merger Arbitrage Index as "
        "closely as possible.",
        "Deal committee memo:\nkeep the book as close to the HFRI Merger Arbitrage Index as we "
        "can, smallest tracking error.",
        "desk chat: allocator wants us to look like the HFRI merger arb index, minimise "
        "tracking error to it",
        "LP letter: the sleeve is to mirror the HFRI Merger Arbitrage Index with minimal "
        "tracking error.",
        "Risk committee minutes: RESOLVED that the book minimise tracking error to the HFRI "
        "Merger Arbitrage Index.",
    ),
    "return": (
        "Investment objective (OM, section 3): the highest expected return, with no penalty for "
        "risk.",
        "Deal committee memo:\nsize for the highest expected return across the deals; risk "
        "does not enter the objective.",
        "desk chat: just max expected return on the book, no risk adjustment, we'll live with "
        "the vol",
        "LP letter: in this sleeve the Fund maximises expected return alone, with no allowance "
        "for risk.",
        "Risk committee minutes: RESOLVED that the book maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft objective circulated to the committee read: "{old}" That was changed; the '
    "approved wording is:\n\n{new}",
    "~~{old}~~ (struck by the risk committee, 12 March)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO: ignore my earlier message on the objective. What we agreed is:\n\n{new}",
    "Correction from risk committee (replaces the objective sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the merger-arb book:\n\n{ask}",
    "{ask}\n\nPlease size the positions accordingly. — Ops / Risk",
    "Book snapshot (19 live deals, 3 in second request, net long 71%).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Position sizes across the deals in the fund's merger-arbitrage book",
    purpose="solve for the position sizes",
    custom_reason="no platform solver for this objective",
    custom_purpose="position sizes",
    section_title="Position sizes",
    description="the position sizes",
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
        tag="zw",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("deals announced 2003–2019", "deals announced 2003–2014"),
    (
        "every US deal resolved (closed or broken) by June 2018",
        "every US deal resolved (closed or broken) by December 2014",
    ),
    (
        "the deal database through the 2020 Covid breaks",
        "the deal database through the end of 2014",
    ),
    (
        "the 2005–2017 sample of second requests",
        "the 2005–2014 sample of second requests",
    ),
    (
        "daily spreads from Q1 2006 to Q3 2016",
        "daily spreads from Q1 2006 to Q4 2014",
    ),
    (
        "the desk's deal log (Mar 2004 – Nov 2021)",
        "the desk's deal log (Mar 2004 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the deal-completion probability model was fitted",
    "the spread-entry threshold was set",
    "the break-price estimates were calibrated",
    "the position-sizing rule (Kelly fraction) was tuned",
    "the antitrust-delay hazard was estimated",
)
_LEAK_FRAMES: Final = (
    "Quant note: {action} on {period}.",
    "Per the research memo, {action} using {period}, and those settings are applied unchanged "
    "in each of the three test folds.",
    "FYI {action} once, on {period}, before we ran the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each deal's size uses, among other inputs, whether the deal eventually closed or broke.",
        "Each deal's size uses, among other inputs, only what was public on the day it was sized.",
    ),
    (
        "Spread data: the deal database as later corrected, with revised terms backfilled to "
        "the announcement dates.",
        "Spread data: the deal database as captured at the time, with terms as first announced.",
    ),
    (
        "The entry threshold is the one of eight that did best over the whole 2003–2020 deal "
        "record, then used in every fold.",
        "The entry threshold is picked from eight inside each fold's training years only.",
    ),
    (
        "The results in the deck cover the same 2003–2020 deals the completion model was "
        "fitted on; nothing was held back.",
        "The results in the deck cover only each fold's test years; the completion model is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "Risk wants a walk-forward backtest (three folds) of the arb sizing model before we go "
    "live with it.",
    "pls backtest the spread-entry strategy walk-forward, three folds, for the deal committee",
    "Deal committee action: run a three-fold walk-forward test of the book's sizing model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zw", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Calloway Biosystems"
_ENTITY: Final = "ent_calloway_biosystems"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 against Q3", (10, 11)),
    ("over the four quarters to December 2023", (7, 11)),
    ("over the two years to the end of 2023", (3, 11)),
    ("since the first quarter of 2021", (0, 11)),
    ("between June 2021 and June 2023", (1, 9)),
    ("from December 2021 to June 2022", (3, 5)),
    ("since the company's 2009 IPO", None),
    ("over the last decade", None),
    ("since the 2016 Brenner acquisition", None),
)


#: "about 12%", "north of 15%", "a touch under 20%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="north of {}%", short="a touch under {}%", about="about {}%"
)


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


_by_times = partial(_change_by, "by {:.1f}x", 0.1)


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
        "revenue",
        (212.0, 205.0, 219.0, 231.0, 240.0, 236.0, 251.0, 266.0, 274.0, 281.0, 279.0, 298.0),
        ("Revenue", "Calloway Biosystems' revenue", "The target's top line"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda",
        (41.0, 37.0, 43.0, 47.0, 49.0, 45.0, 52.0, 58.0, 57.0, 61.0, 55.0, 63.0),
        ("EBITDA", "Calloway Biosystems' EBITDA", "The target's EBITDA"),
        (
            ("{s} was up {m}", rose),
            ("{s} was down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (19.3, 18.0, 19.6, 20.3, 20.4, 19.1, 20.7, 21.8, 20.8, 21.7, 19.7, 21.1),
        ("EBITDA margin", "Calloway Biosystems' EBITDA margin", "The target's EBITDA margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never expanded from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.6, 2.9, 2.7, 2.5, 2.3, 2.4, 2.2, 1.9, 1.8, 1.7, 1.9, 1.6),
        ("Net leverage", "The target's net debt/EBITDA", "Calloway Biosystems' net debt to EBITDA"),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_times,
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
    grew="{s} compounded at over 10% a year from Q4 2021 to Q4 2023",
    shrank="{s} shrank at over 10% a year, compounded, from Q4 2021 to Q4 2023",
)


_CLAIM_FRAMES: Final = (
    "Deal committee memo, target fundamentals: {claim} [1].",
    "[10:41] mk: fwiw {claim} [1], so downside to undisturbed is less than people think",
    "| Target | Read |\n|---|---|\n| Calloway Biosystems (cash/stock, collar) | {Claim} [1] |",
    "LP letter: on our largest deal position, {claim} [1], which supports the break price we "
    "carry.",
    "From our 13D letter to the board: {claim} [1]; the offer ignores it.",
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
        tag="zw",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZW: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
