"""Held-out batch ZZP: every flaw kind again, in the voice of a distressed-debt and
special-situations credit fund: its investment committee (IC) memos and approval conditions,
the limited partnership agreement's (LPA's) investment limitations and an anchor LP's side
letter, the PPM's summary of principal terms, the risk system's limits file and the chief risk
officer's (CRO's) notes, a NAV facility's credit agreement, restructuring term sheets (DIP
new money, roll-ups, SOFR spreads in bp), the claims-trading desk's chat ("62 bid / 64
offered", "$38mm face", "fwiw"), quarterly letters to LPs, LPAC minutes and due-diligence
questionnaire (DDQ) answers.

Batch ZZP is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Commitments and called capital, face amounts, bid/offer levels and bond prices in
points, DIP sizes, SOFR spreads and fees in bp, roll-up ratios, gross exposure as % of NAV,
position counts, net IRRs, LPAC votes, section numbers, chat timestamps, the management fee,
preferred return, carry, target MOIC and the trade-claim purchase cap beside a limit, and a
portfolio's current position in a compliance table are decoy numbers: no truth depends on them.
Its parts are new:

* limits as a distressed fund states them: the general counsel's reply after checking the
  executed LPA's §7.3 investment limitations, an IC approval memo's conditions to approval, the
  risk system's `risk_limits.yaml` (a bare number in the constraint's unit), a risk analyst's
  chat line, the quarterly letter to LPs, an "Investment limitation / LPA § / Limit / 9/30
  actual" table whose actual is a decoy, an anchor LP's side letter, the PPM's summary of
  principal terms and a compliance e-mail, each form in turn; number forms "15%", "15.0%",
  "15 percent"; for litigation claims also basis points ("750bp"); for recoveries "30 cents on
  the dollar", "30c", "30%"; for leverage "0.5x", "0.50x", "0.5 times"; subjects: single-issuer
  exposure as a share of committed capital, the fund's share of any one class of claims (a
  fulcrum tranche), the DIP / rescue-financing basket, litigation-claim exposure as a share of
  NAV, borrowings as a multiple of NAV, and the downside-case recovery a new position is
  underwritten on, which is a floor;
* requests deferring the limit to a bracket on counsel's LPA issues list, a blank awaiting the
  anchor LP's side letter, an IC that has not set it for the special-situations sleeve, the CRO
  after the next risk committee, or the LPAC's next vote;
* provenance misquoting its source: a limit the risk committee reset (in minutes, or in the
  CRO's chat), a waiver the LPAC denied or a GP proposal the LPs pushed back on, the book's
  position in the quarterly compliance certificate (in prose or a "Limitation / Limit / 9/30
  actual" table), another figure in the summary of principal terms (preferred return, carry,
  the management fee in bp, target gross MOIC, the trade-claim purchase cap in cents) and a
  predecessor fund's or a placement agent's peer-survey figure quoted for comparison;
* mandates as the LPA's §7.3 investment limitations in the mandate's fields
  (`lpa.investment_limitations.7.3(c)`), an anchor LP's side letter, a NAV facility's credit
  agreement with its portfolio covenants, the risk policy's hard limits in the mandate's
  fields (`risk_policy.hard_limits[2]`) and the IC charter's annex of concentration limits;
* latitude granted as IC approval language giving the PM discretion, an LPA target band within
  which the GP decides, a "Limit / Band / Who decides" table and the CIO's chat; refused as a
  hard LPA figure whose band is only what the DDQ told LPs to expect, risk-committee minutes
  declining the PM's request, and the CRO's chat saying it is not at PM discretion; each twin
  the same text granting it;
* objectives as the PPM's investment objective, an IC memo on portfolio construction, the
  quarterly letter to LPs, an LP consultant's e-mail and the PM's chat, with an earlier draft
  quoted or struck out in the same text and a later message from the PM replacing an earlier
  one;
* leakage as a distressed fund's analysts write it: a recovery haircut by seniority, a
  fulcrum-identification screen, a post-reorg equity discount, a trade-claim entry-price cut-off
  and downside waterfall assumptions set on periods reaching into the test years, and whole
  sentences (ultimate recoveries as finally distributed under the confirmed plan used as each
  month's input, default flags back-filled from the eventual filing date, an entry-price cut-off
  picked on the whole record, a universe of survivors that had emerged by 2021); each clean twin
  in the same form, ending before the first test date (4 January 2016);
* trend claims on Brightwater Packaging (a stressed issuer whose 1L and 2L the fund holds) —
  revenue, adjusted EBITDA, net leverage (as "1.3 turns"), liquidity and interest coverage (as
  "0.35x") over twelve quarters (2020 Q1–2022 Q4, the slide towards a restructuring), as an IC
  memo's credit update, the desk's chat, an "Issuer / Credit observation" table, a restructuring
  committee update and the quarterly letter to LPs; magnitudes as "~18%", "more than 20%",
  "just shy of 25%", "by 1.3 turns", "by 0.35x"; special claims on every quarter of 2022 against
  the same quarter of 2021 and on full-year 2022 against 2021; horizons covered by the series
  against uncovered ones ("since the 2L notes were issued in 2016"). Whether a claim holds is
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
    _clear_pair,
    _fill,
    _g,
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

SEED: Final = 20270137
KINDS: Final = ALL_KINDS
TAG: Final = "zzp"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzpq0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzpq1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzpq2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzpq3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzpq5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzpqz"


# --- numbers as a distressed-credit fund writes them ---------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of commitments, of a class or of NAV: "15%", "15.0%", "15 percent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "percent": f"{_g(pct)} percent"}


def _bp_forms(value: float) -> dict[str, str]:
    """A small share of NAV, as credit people also write it: "7.5%", "750bp", "7.5 percent"."""
    pct = value * 100
    return {
        "pct": f"{_g(pct)}%",
        "bp": f"{round(value * 10000):,}bp",
        "percent": f"{_g(pct)} percent",
    }


def _recovery_forms(value: float) -> dict[str, str]:
    """A recovery: "30 cents on the dollar", "30c", "30%"."""
    cents = _g(value * 100)
    return {"cents": f"{cents} cents on the dollar", "c": f"{cents}c", "pct": f"{cents}%"}


def _bare(value: float) -> str:
    """A value with a decimal point ("1.0", "0.075"), as the risk system's file holds it."""
    said = _g(value)
    return said if "." in said else f"{value:.1f}"


def _multiple_forms(value: float) -> dict[str, str]:
    """A multiple of NAV: "0.5x", "0.50x", "0.5 times" ("1x", "1.00x", "1.0 times")."""
    return {"x": f"{_g(value)}x", "x2": f"{value:.2f}x", "times": f"{_bare(value)} times"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a distressed fund names it, its key in the risk
    system's limits file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerConcentrationCap"),
    (
        "exposure to any single issuer (at cost, as a share of Commitments)",
        "single-issuer concentration",
        "the Fund's investment in any one obligor group",
    ),
    "single_issuer_max_pct_commitments",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_CLASS: Final = _Subject(
    ("max_share_of_claim_class", "fulcrumClassHoldingCap"),
    (
        "our holding of any one class of claims",
        "the Fund's share of a fulcrum tranche (by face amount)",
        "ownership of any single class in a plan of reorganization",
    ),
    "class_holding_max",
    "fraction",
    (0.2, 0.3, 0.4),
    _share_forms,
)
_DIP: Final = _Subject(
    ("max_dip_basket", "rescueFinancingBasket"),
    (
        "the DIP and rescue-financing basket",
        "DIP / rescue financing (as a share of Commitments)",
        "new-money DIP and exit-facility commitments",
    ),
    "dip_rescue_basket_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_LITIGATION: Final = _Subject(
    ("max_litigation_claim_exposure", "litigationClaimsCap"),
    (
        "litigation-claim exposure",
        "litigation trust interests and other litigation claims (as a share of NAV)",
        "exposure to litigation and avoidance-action claims",
    ),
    "litigation_claims_max_pct_nav",
    "fraction",
    (0.04, 0.05, 0.075),
    _bp_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_leverage_to_nav", "fundLeverageCap"),
    (
        "fund-level borrowings as a multiple of NAV",
        "leverage (x NAV)",
        "borrowings (repo, TRS financing and the NAV facility) relative to NAV",
    ),
    "leverage_max_x_nav",
    "multiple",
    (0.5, 1.0, 1.5),
    _multiple_forms,
)
_RECOVERY: Final = _Subject(
    ("min_downside_recovery", "downsideRecoveryFloor"),
    (
        "the downside-case recovery on any new position",
        "the underwritten downside recovery per position",
        "the recovery assumed in the downside case",
    ),
    "downside_recovery_min",
    "fraction",
    (0.3, 0.35, 0.4),
    _recovery_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _CLASS, _DIP, _LITIGATION, _LEVERAGE, _RECOVERY)

_RATIONALES: Final = (
    "typical of a special-situations credit fund",
    "in line with what distressed LPAs usually carry",
    "what the placement agent says LPs will expect for Fund V",
    "a conservative placeholder until the LPA is executed",
    "the level Fund III operated at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the fund's distressed and special-situations positions under its LPA "
    "investment limitations",
    "the best risk-adjusted return within the fund's investment limitations",
    "solve the target position weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-size the book now that the Harlan Energy exchange has closed (new 1.5L notes at 87)",
    "set target weights for the post-reorg equity we received in Meridian Health",
    "work up sizing for our piece of the Kestrel Retail DIP ($275mm new money, S+750bp, 1:1 "
    "roll-up)",
    "rebalance the book ahead of the Q4 letter to LPs",
    "re-run position sizing across the fulcrum securities on the watchlist",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still bracketed in the Fund V LPA draft (open point 9 on counsel's "
    "issues list)",
    "{noun}: left blank in the LPA pending the anchor LP's side letter",
    "IC hasn't set a limit on {noun} for the special sits sleeve yet",
    "the CRO will come back on {noun} after the risk committee on the 18th",
    "the LPAC is due to vote on {noun} at its next meeting",
)
_REQUEST_FRAMES: Final = (
    "IC prep, week of the 14th\nTo do: {task}.\nOpen item: {deferral}.",
    "[08:52] mkatz: can you {task}? heads up, {deferral}, so flag anything that hangs on it",
    "Claims desk: we're 62 bid / 64 offered on the trade claims ($38mm face). PM ask: {task}. "
    "NB: {deferral}.",
    "From the restructuring team: {task}. {Deferral}.",
    "Investor relations here, not on the investment side. Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a decoy position); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: investment limits. Fund counsel checked the executed LPA, §7.3 (Investment "
        "Limitations): {noun} must be {nomore} {v}. Side letters don't loosen it. Dana (GC)",
        "figures",
    ),
    (
        "IC approval memo, Conditions to approval\n(i) cleansing materials reviewed by "
        "Compliance\n(ii) {noun}: {limit} {v}\n(iii) position reviewed at each monthly risk "
        "meeting",
        "figures",
    ),
    (
        "risk_limits.yaml (owner: CRO)\nfund: SSF-IV\n{key}: {v}\nbreach_action: hard_block",
        "bare",
    ),
    (
        "[09:14] jlee (Risk): fyi the hard limit on {noun} is {v} per the LPA. don't size past it",
        "figures",
    ),
    (
        "Q3 letter to LPs, portfolio construction: gross exposure ended the quarter at 91% of NAV "
        "across 27 positions, and under the LPA we keep {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "| Investment limitation | LPA § | Limit | 9/30 actual |\n|---|---|---|---|\n"
        "| {Noun} | 7.3 | {op} {v} | {obs} |",
        "table",
    ),
    (
        "Side letter (Commonwealth Teachers' Retirement System, anchor LP), ¶6(b): the General "
        "Partner shall cause {noun} to be {nomore} {v}.",
        "figures",
    ),
    (
        "PPM, Summary of Principal Terms, Investment Limitations: '{Noun} will be {nomore} {v}.'",
        "figures",
    ),
    (
        "Compliance (e-mail): confirmed with the CCO this morning, the IC risk limits put {noun} "
        "at {nomore} {v}, tested on each trade date.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.2 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(value)
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
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "trading_restrictions": [
        "No trading in any issuer on the Firm's restricted list while the desk is wall-crossed.",
        "No purchases of consumer or natural-person claims.",
        "Trade claims only with an assignment agreement reviewed by counsel.",
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

#: a figure beside the limit in the same summary of principal terms: its name and its value, in
#: the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_issuer_max_pct_commitments": ("preferred return", 0.08),
    "class_holding_max": ("carried interest", 0.175),
    "dip_rescue_basket_max": ("recycling limit (share of Commitments)", 0.35),
    "litigation_claims_max_pct_nav": ("management fee on invested capital", 0.0175),
    "leverage_max_x_nav": ("target gross MOIC", 1.8),
    "downside_recovery_min": ("maximum purchase price for trade claims", 0.7),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a limit the risk committee reset
        wrong_value = _away(s, value, 1.5, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk committee minutes, 12 September: the limit on {noun} was reset from "
                f"{wrong} to {right}, effective immediately, after the Zenith mark-down."
            )
        else:
            text = (
                f"[10:02] cro: heads up, we moved {noun} to {right} (was {wrong}). applies to "
                "everything booked from today"
            )
    elif structure == 1:  # a waiver denied, a proposal pushed back on
        wrong_value = _away(s, value, 1.6, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"LPAC minutes, item 3: the GP asked for a waiver to take {noun} to {wrong} for "
                f"the Harlan fulcrum. Waiver denied (3 for, 4 against); {right} stands."
            )
        else:
            text = (
                f"The GP's Fund V term sheet proposed {wrong} for {noun}. LPs pushed back and the "
                f"executed LPA says {right}."
            )
    elif structure == 2:  # the book's position in the compliance certificate
        wrong_value = _away(s, value, 0.7, 0.2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 compliance certificate: {noun} stood at {wrong} on 30 September, inside "
                f"the LPA {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limitation | Limit | 9/30 actual |\n|---|---|---|\n"
                f"| {_cap(noun)} | {_op(s)} {right} | {wrong} |"
            )
    elif structure == 3:  # another figure in the same summary of terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Summary of Principal Terms (Fund V)\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or the peer survey's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, Fund III's LPA allowed {wrong} for {noun}. Fund V's is tighter: "
                f"{right}."
            )
        else:
            text = (
                f"Our LPA sets {noun} at {right}. (The placement agent's peer survey has "
                f"distressed funds at {wrong} on average; our LPs would not accept that.)"
            )
    return text, right, wrong, wrong_value


#: the subjects as the misquote loop reads them (`(i + i // 5)` modulo their count): written
#: out so that each of the five structures meets five of the six subjects, where the six read
#: in turn would give each structure one subject only
_MISQUOTED: Final = tuple(_SUBJECTS[(j + j // 6) % len(_SUBJECTS)] for j in range(30))


_false = partial(
    _misquote_cases,
    subjects=_MISQUOTED,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses as LPAs, side letters, facility covenants, risk policies and charters -----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's investment limitations in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, tested at the time of purchase."
        limitations: dict[str, JsonValue] = {
            "7.3(a)": "No investment in any issuer that is an Affiliate of the General Partner.",
            "7.3(c)": clause,
        }
        return (
            {"lpa": {"investment_limitations": limitations}},
            None,
            "lpa.investment_limitations.7.3(c)",
        )
    if shape == 1:
        letter = (
            "SIDE LETTER: Commonwealth Teachers' Retirement System (anchor LP, $300mm)\n"
            "1. Reporting: ILPA template, quarterly, within 45 days.\n"
            f"2. Investment limitation: the General Partner shall cause {noun} "
            f"{'not to fall below' if s.floor else 'not to exceed'} {written}.\n"
            "3. Co-investment: pro rata offer on any rescue financing above $75mm."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        facility = (
            "NAV FACILITY CREDIT AGREEMENT ($250mm), Section 7.11 Portfolio Covenants\n"
            "(a) Eligible Investments: no fewer than eight obligors at any time.\n"
            f"(b) The Borrower shall ensure that {noun} is {_no_more(s)} {written}.\n"
            "(c) Cash sweep: any LTV above the Trigger LTV."
        )
        return None, facility, MANDATE_ID
    if shape == 3:  # the risk policy's hard limits in the mandate's fields
        limits: list[JsonValue] = [
            "Minimum position: $5mm face.",
            "No short positions outside hedges of a long in the same capital structure.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"risk_policy": {"version": "2025-2", "hard_limits": limits}},
            None,
            "risk_policy.hard_limits[2]",
        )
    charter = (
        "INVESTMENT COMMITTEE CHARTER, Annex A (Concentration and Risk Limits)\n"
        "A.1 The Committee approves every position above $20mm at cost.\n"
        f"A.4 {_cap(noun)}: {_limit(s)} {written}, for the life of the Fund.\n"
        "A.6 Any breach is reported to the LPAC within ten business days."
    )
    return None, charter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the book's target weights; every LPA investment limitation applies.",
    "Re-run position sizing for Fund IV inside the limits in our fund documents.",
    "Ahead of the LPAC, re-optimise the book within the investment limitations.",
    "Add the Kestrel Retail DIP to the book, keeping to all of our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's investment limitation",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}
_GRANTED: Final = (
    "IC approval, delegated authority: the PM may run {noun} anywhere from {lo} to {hi} without "
    "coming back to the Committee.",
    "LPA §7.4: {noun} has a target band of {lo} to {hi}; within the band the General Partner "
    "decides the level.",
    "| Limit | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} to {hi} | PM (no IC or LPAC "
    "sign-off needed inside the band) |",
    "[07:41] cio: your call on {noun}. anything from {lo} up to {hi} works for IC",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Per the LPA, {noun} is set at {point}, full stop. The range of {lo} to {hi} in the DDQ "
        "is only where we told LPs to expect it; it gives the PM no discretion.",
        "Per the LPA, {noun} may sit anywhere in the range of {lo} to {hi} in the DDQ; the PM "
        "picks the level.",
    ),
    (
        "Risk committee, item 4: the PM asked for a band of {lo} to {hi} on {noun}. Not "
        "approved: it stays at {point} until the annual limits review.",
        "Risk committee, item 4: the PM asked for a band of {lo} to {hi} on {noun}. Approved: "
        "the PM may choose within that band.",
    ),
    (
        "[11:20] cro: to be clear, {noun} is NOT at PM discretion. it's {point}, not anything "
        "from {lo} to {hi}",
        "[11:20] cro: to be clear, {noun} is at PM discretion. anything from {lo} to {hi} is fine",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the LPA's fields, as a mandate message, or in the risk policy's
    delegations."""
    if shape == 0:
        return {"lpa": {"investment_limitations_notes": text}}, None
    if shape == 1:
        return None, f"Delegation of authority matrix (approved by IC)\n\n{text}"
    return {"risk_policy": {"delegations": [text, "Risk committee meets monthly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
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

#: whole statements of each objective, as the PPM, an IC memo, the quarterly letter to LPs, an LP
#: consultant's e-mail and the PM's chat put them; the first of each is one line, so that it can
#: be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (PPM, section 2): the best return per unit of risk across the "
        "book, i.e. the highest Sharpe ratio.",
        "IC memo, portfolio construction:\nsize positions for the highest Sharpe ratio, the "
        "most return for each unit of volatility we take.",
        "Q3 letter to LPs: we run the book to earn as much as we can for the risk we carry, and "
        "we measure that by the Sharpe ratio.",
        "LP consultant e-mail: as we read the PPM you target the best risk-adjusted return, so "
        "please maximise the Sharpe ratio.",
        "[16:05] pm: objective for the rebalance is max Sharpe. return per unit of vol, nothing "
        "fancier",
    ),
    "variance": (
        "Investment objective (PPM, section 2): the least volatile book we can build.",
        "IC memo, portfolio construction:\nsize positions for minimum variance; no view on "
        "expected returns goes into the weights.",
        "Q3 letter to LPs: for the stressed-credit income sleeve we want the steadiest book "
        "possible, the lowest volatility available, whatever our return forecasts say.",
        "LP consultant e-mail: the pension board wants a smoother ride; please minimise the "
        "book's variance and leave return forecasts out of it.",
        "[16:05] pm: objective for the rebalance is min variance. ignore the return forecasts",
    ),
    "tracking": (
        "Investment objective (PPM, section 2): track the ICE BofA US High Yield CCC & Lower "
        "index as closely as possible.",
        "IC memo, portfolio construction:\nkeep the liquid sleeve as close to the ICE BofA US "
        "High Yield CCC & Lower index as we can, with the smallest tracking error.",
        "Q3 letter to LPs: the liquid sleeve mirrors the ICE BofA US High Yield CCC & Lower "
        "index, with minimal tracking error.",
        "LP consultant e-mail: can the liquid sleeve simply shadow the ICE BofA CCC & Lower "
        "index? Minimise tracking error against it, please.",
        "[16:05] pm: objective for the liquid sleeve is min tracking error to the CCC & Lower "
        "index",
    ),
    "return": (
        "Investment objective (PPM, section 2): the highest expected return, with no penalty "
        "for risk.",
        "IC memo, portfolio construction:\nsize positions for the highest expected return; risk "
        "does not enter the objective.",
        "Q3 letter to LPs: to hit the opportunistic target we weight the book to maximise "
        "expected return, with no allowance for risk.",
        "LP consultant e-mail: our client is in the opportunistic fund for return, so just go "
        "for the highest expected return, no risk adjustment.",
        "[16:05] pm: objective for the rebalance is max expected return. no risk penalty",
    ),
}
_DRAFTS: Final = (
    'The draft PPM sent to LPs before first close said: "{old}" That was changed after LP '
    "feedback; the final text is:\n\n{new}",
    "~~{old}~~ [deleted per IC, 2 November]\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "PM here: ignore my last note on the objective. IC landed on:\n\n{new}",
    "Correction, agreed at IC on 2 November (it supersedes the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the book's target weights:\n\n{ask}",
    "{ask}\n\nPlease size the book accordingly. Thanks, Portfolio Management",
    "Fund IV snapshot: $1.75bn committed, 68% called, 23 positions, net IRR to date 14.2%.\n\n"
    "{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the positions in the fund's distressed-credit universe",
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
    struck out; every fourth from the fourth an earlier message a later one replaces."""
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
        "Chapter 11 cases filed from 2008 through 2019",
        "Chapter 11 cases filed from 2008 through 2015",
    ),
    (
        "every bankruptcy filing in the database up to March 2017",
        "every bankruptcy filing in the database up to December 2015",
    ),
    (
        "the desk's trade-claim marks from Q1 2010 to Q4 2018",
        "the desk's trade-claim marks from Q1 2010 to Q4 2015",
    ),
    (
        "the recovery study's 2009-2020 emergence vintages",
        "the recovery study's 2009-2015 emergence vintages",
    ),
    (
        "Fund II and Fund III realized positions, January 2008 to June 2020",
        "Fund II and Fund III realized positions, January 2008 to December 2015",
    ),
    (
        "default and recovery data for the ten years to 31 December 2017",
        "default and recovery data for the eight years to 31 December 2015",
    ),
)
_ACTIONS: Final = (
    "the recovery haircut by seniority was calibrated",
    "the fulcrum-identification screen was tuned",
    "the discount applied to post-reorg equity was fitted",
    "the entry-price cut-off for trade claims was set",
    "the downside waterfall assumptions were estimated",
)
_LEAK_FRAMES: Final = (
    "IC memo, underwriting assumptions: {action} on {period}.",
    "From the model notes: {action} using {period}, and that setting is used unchanged in all "
    "three walk-forward folds.",
    "Backtest appendix for the LPAC: {action} just once, on {period}, before the walk-forward "
    "test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, among other inputs, each issuer's ultimate recovery as finally "
        "distributed under the confirmed plan.",
        "Each month's weights use, among other inputs, each issuer's recovery as estimated at "
        "that month-end from the trading levels then available.",
    ),
    (
        "Default flags are taken from each issuer's eventual Chapter 11 filing and back-filled to "
        "the start of every fold.",
        "Default flags are set from each issuer's Chapter 11 filing on the date it was filed, "
        "never earlier.",
    ),
    (
        "The entry-price cut-off is the one of six that worked best over the whole 2008-2021 "
        "record, then applied in every fold.",
        "The entry-price cut-off is chosen from six inside each fold's training years only.",
    ),
    (
        "The universe is the issuers that had emerged from Chapter 11 by the end of 2021; "
        "names that liquidated are left out.",
        "The universe is every issuer trading below 80 on each rebalance date, including names "
        "that later liquidated.",
    ),
)
_LEAK_ASKS: Final = (
    "IC wants a three-fold walk-forward backtest of the recovery-weighted sizing model before "
    "Fund V's first close.",
    "Please back-test the fulcrum screen walk-forward, in three folds, for the LPAC.",
    "Risk action item: run a three-fold walk-forward test of the fund's position-sizing model.",
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

_COMPANY: Final = "Brightwater Packaging"
_ENTITY: Final = "ent_brightwater_packaging"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs Q3", (10, 11)),
    ("over the twelve months to December 2022", (7, 11)),
    ("over the two years to year-end 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("in the second half of 2022", (9, 11)),
    ("since the 2017 LBO", None),
    ("since the 2L notes were issued in 2016", None),
    ("over the last five years", None),
)


#: "~18%", "more than 20%", "just shy of 25%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="more than {}%", short="just shy of {}%", about="~{}%")


_by_turns = partial(_change_by, "by {:.1f} turns", 0.2)


_by_cover = partial(_change_by, "by {:.2f}x", 0.05)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    flow: bool  # a flow over the quarter, so a full year's sum means something


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (612.0, 540.0, 575.0, 590.0, 570.0, 588.0, 601.0, 596.0, 560.0, 531.0, 505.0, 488.0),
        ("Revenue", "Brightwater Packaging's revenue", "Sales"),
        (
            ("{s} was down {m}", fell),
            ("{s} was up {m}", rose),
            ("{s} did not decline in any quarter", never_fell),
            ("{s} shrank in every quarter", fell_every_quarter),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitda",
        (88.0, 61.0, 72.0, 76.0, 70.0, 73.0, 69.0, 64.0, 52.0, 44.0, 39.0, 33.0),
        ("Adjusted EBITDA", "Brightwater Packaging's adjusted EBITDA", "Quarterly EBITDA"),
        (
            ("{s} fell {m}", fell),
            ("{s} grew {m}", rose),
            ("{s} deteriorated every quarter", fell_every_quarter),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_leverage",
        (5.4, 6.9, 6.3, 6.0, 6.2, 6.1, 6.4, 6.8, 7.6, 8.5, 9.3, 10.4),
        ("Net leverage", "Brightwater Packaging's net leverage", "Net debt / EBITDA"),
        (
            ("{s} increased {m}", rose),
            ("{s} came in {m}", fell),
            ("{s} never ticked down from one quarter to the next", never_fell),
            ("{s} rose every quarter", rose_every_quarter),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "liquidity",
        (210.0, 145.0, 168.0, 175.0, 162.0, 170.0, 151.0, 138.0, 112.0, 94.0, 71.0, 58.0),
        ("Liquidity (cash plus undrawn RCF)", "Brightwater Packaging's liquidity", "Liquidity"),
        (
            ("{s} shrank {m}", fell),
            ("{s} grew {m}", rose),
            ("{s} never increased from one quarter to the next", never_rose),
            ("{s} fell every quarter", fell_every_quarter),
            ("{s} did not shrink", held_up),
            ("{s} did not build", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (2.4, 1.7, 2.0, 2.1, 1.9, 2.0, 1.85, 1.7, 1.35, 1.1, 0.95, 0.8),
        (
            "Interest coverage",
            "Brightwater Packaging's interest coverage",
            "EBITDA / cash interest",
        ),
        (
            ("{s} weakened {m}", fell),
            ("{s} improved {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_cover,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year on
    year in each quarter of 2022, and for a flow full-year 2022 against full-year 2021. Pairs
    too close to call are left out."""
    pairs = _yoy_pairs(
        trend.values,
        "{s} was above the same quarter of 2021 in every quarter of 2022",
        "{s} was below the same quarter of 2021 in every quarter of 2022",
    )
    if trend.flow:
        pairs += _clear_pair(
            sum(trend.values[8:12]),
            sum(trend.values[4:8]),
            "{s} for full-year 2022 came in above 2021",
            "{s} for full-year 2022 came in below 2021",
        )
    return pairs


_CLAIM_FRAMES: Final = (
    "IC memo, credit update (Brightwater 1L / 2L): {claim} [1].",
    "[08:31] rbose: fwiw {claim} [1]. still like the Brightwater 1L at 78, 2L less so at 41",
    "| Issuer | Credit observation |\n|---|---|\n| Brightwater Packaging | {Claim} [1] |",
    "Restructuring committee update: {claim} [1]; we expect an RSA with the crossover group "
    "before the 2024 maturities.",
    "Q4 letter to LPs, portfolio update: {claim} [1], which is why we moved up the capital "
    "structure into the 1L.",
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
    """Batch ZZP: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "TAG", "generate"]
