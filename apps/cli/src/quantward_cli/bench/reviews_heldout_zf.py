"""Held-out batch ZF: every flaw kind again, as private-markets people write about the listed
side of their work: an LP's public-equity sleeve held against unfunded commitments, a GP's
listed-comps study, a fund-of-funds allocation note, a denominator-effect rebalance — in LPA
clauses and side letters, ILPA-style templates, capital-call notices, quarterly LP reports,
investment-committee memos and minutes, LPAC consents and an LP's investment policy statement.

Batch ZF is built like J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Vintage years, section and paragraph numbers, fee and hurdle
rates, LPAC votes, notice dates and row numbers are decoy numbers: no truth depends on them.
Its parts are new:

* limits as an LPA writes them, "five per cent (5%)", "two hundred basis points (200 bps)",
  beside "5%", "5% of Sleeve NAV", "2.00%", "1.5x" and "150% of Sleeve NAV"; stated in an LPA
  section ("the Manager shall keep … no more than …"), IC minutes, a list of agreed terms among
  a vintage, a preferred return and a fund term, an executed side letter's paragraph, a Fund
  Restrictions table, an LPAC consent with its vote, a capital-call notice's footnote, an IPS
  with its reporting deadline and a row of an ILPA template; subjects: any single issuer, any
  one industry, tracking error to the PME benchmark, the overlay's gross exposure and the
  liquidity reserve held against unfunded commitments, a floor;
* requests deferring the limit to the IC, a side letter legal has not sent, the LPAC, an IPS the
  board has not re-adopted or a pending LPA amendment, as an IC memo, a term-sheet block, an LP
  email, a quarterly-report action item and a one-liner; a mandate bounding only other things
  (an LPA's exclusions and its reporting duty);
* provenance misquoting its source: the original LPA's figure the First Amendment replaced (or
  the Amended and Restated LPA marks "superseded"), a term sheet's or an unsigned draft side
  letter's figure against the executed one, another limit of the same concentration clause or
  restrictions table, the prior fund's (Fund II, 2016 vintage) figure for a sleeve under Fund
  III, and a change the LPAC declined or a waiver not yet passed;
* mandates as a list of LPA investment limitations in the mandate's fields
  (`lpa.investment_limitations[1]`), a side letter as a mandate message, an LP's IPS in the
  mandate's fields (`ips.public_equity_sleeve.<key>`), an ILPA-style Fund Restrictions table
  and an IC approval's binding guardrails;
* latitude granted as the Manager's discretion within a range, a permitted range where the GP
  picks the operating point, a target with a tolerance band of full discretion and an IPS
  allocation range at staff discretion; refused (strategy) as a level the LPA fixes whose band
  is only a reporting tolerance, a denominator-effect rebalancing band that sends the sleeve
  back to its policy target, and discretion the LPAC declined;
* objectives as an IC memo, an IPS and a fund-of-funds allocation note put them — the most
  return per unit of volatility, ballast for capital calls (minimum variance), the PME benchmark
  tracked as closely as possible, the highest expected return — with an earlier memo struck
  through or corrected in the same message, and an earlier note the LPAC call or the IC minutes
  replace;
* leakage in a sleeve's backtest: "quarterly NAVs from Q1 2010 through Q4 2018", "every
  quarterly LP report from 1Q10 to 4Q19", a European look-back "31/12/2009 – 31/12/2018", an
  as-of date, FY listed comps and an inception-to-reporting-date range; NAVs desmoothed with a
  full-sample coefficient, signals from LP reports published after the quarter end, factor
  exposures standardised on the whole history and same-close rebalancing; each clean twin ending
  before the first test date (2 January 2015) or inside each window;
* trend claims in a portfolio-company update on Harborstone Holdings — EBITDA, EBITDA margin
  (in bps), net leverage (in turns) and interest cover — over twelve quarters (FY2020 Q1–FY2022
  Q4, newest first), in an LP report, an IC memo, a commentary table, an LPAC pack and a
  value-creation bridge; magnitudes as "roughly 12%", "more than 20%", "a shade under 25%", "by
  230 bps", "by 1.9 turns", "by 0.6x"; "did not go backwards", "never ticked up QoQ", "up
  year-on-year in each quarter of FY22", "growth accelerated in FY22 over FY21" and a
  double-digit compound rate (each made only where the series decides it clearly); horizons as
  "1Q20–4Q22", "from 2Q20 to 2Q22", "the 31 December 2020 mark" and "the 31/12/2020 and
  30/06/2021 NAV dates" against uncovered ones ("since Fund II's first close in 2016", "over
  the ten years to 4Q22"). Whether a claim holds is computed from the series: true, false, or
  too close to call (never used).

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
    _change_by,
    _cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _in_turn,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
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
from quantward_contracts.values import Mode, UserMessage

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270101
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzf5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzff"


# --- numbers as an LPA writes them --------------------------------------------------------------

#: the words an LPA writes before a figure in brackets ("five per cent (5%)")
_WORDS: Final[dict[float, str]] = {
    1: "one",
    1.5: "one and one-half",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7.5: "seven and one-half",
    8: "eight",
    10: "ten",
    12: "twelve",
    15: "fifteen",
    20: "twenty",
    25: "twenty-five",
    30: "thirty",
    40: "forty",
    45: "forty-five",
    48: "forty-eight",
    75: "seventy-five",
    100: "one hundred",
    150: "one hundred fifty",
    200: "two hundred",
    300: "three hundred",
    450: "four hundred fifty",
    800: "eight hundred",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the sleeve: "5%", "five per cent (5%)" (where the words are known) and "5% of
    Sleeve NAV"."""
    pct = round(value * 100, 6)
    forms = {"pct": f"{_g(pct)}%"}
    if pct in _WORDS:
        forms["lpa"] = f"{_WORDS[pct]} per cent ({_g(pct)}%)"
    forms["nav"] = f"{_g(pct)}% of Sleeve NAV"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    forms = {"bp": f"{_g(value)} bps"}
    if value in _WORDS:
        forms["lpa"] = f"{_WORDS[value]} basis points ({_g(value)} bps)"
    forms["pct"] = f"{value / 100:.2f}%"
    return forms


def _multiple_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x", "nav": f"{_g(value * 100)}% of Sleeve NAV"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how LPs and GPs name it, its IPS key, the values it
    takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_position_weight", "maxIssuerWeight"),
    (
        "exposure to any single issuer",
        "the single-issuer concentration limit",
        "any one company's share of the sleeve",
    ),
    "max_issuer_weight",
    "fraction",
    (0.04, 0.05, 0.075),
    _share_forms,
)
_INDUSTRY: Final = _Subject(
    ("max_sector_weight", "industryCap"),
    (
        "exposure to any one industry",
        "the industry concentration limit",
        "the weight of any single industry",
    ),
    "max_industry_weight",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_budget_bps", "pmeTrackingErrorBp"),
    (
        "tracking error to the PME benchmark",
        "the sleeve's tracking-error budget",
        "ex-ante tracking error vs the MSCI ACWI",
    ),
    "te_budget_bps",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_leverage_cap", "overlayGross"),
    ("the overlay's gross exposure", "gross exposure of the listed overlay", "gross exposure"),
    "max_gross_exposure",
    "multiple",
    (1.3, 1.5, 1.8),
    _multiple_forms,
)
_RESERVE: Final = _Subject(
    ("min_cash_buffer", "liquidityReserve"),
    (
        "the liquidity reserve for unfunded commitments",
        "cash held against capital calls",
        "the liquidity reserve",
    ),
    "min_liquidity_reserve",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _INDUSTRY, _TE, _GROSS, _RESERVE)

_RATIONALES: Final = (
    "a typical LPA concentration limit",
    "what Fund II's side letter had",
    "market standard per the ILPA principles",
    "placeholder until the IC minutes circulate",
    "in line with peer LPs' guidelines",
)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _op_words(s: _Subject) -> str:
    return "not less than" if s.floor else "no more than"


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the LP's public-equity sleeve within its investment guidelines",
    "the best return per unit of risk for the sleeve",
    "solve the sleeve's weights",
    "the sleeve's weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the LP stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zf", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the public-equity sleeve after the Q3 distributions",
    "size the listed overlay we hold against unfunded commitments",
    "re-run the denominator-effect rebalance of the listed equity bucket",
    "set the weights for the liquid sleeve of the fund-of-funds",
    "build the public-equity completion portfolio for the pension's private book",
)
_DEFERRALS: Final = (
    "{noun} is whatever the IC approves on Thursday",
    "{noun} is in the side letter, which legal hasn't sent over yet",
    "{noun} is to be confirmed by the LPAC at its next meeting",
    "{noun} comes from the IPS once the board re-adopts it",
    "{noun} will be set in the LPA amendment that is still being negotiated",
)
_REQUEST_FRAMES: Final = (
    "INVESTMENT COMMITTEE MEMO\nRe: listed sleeve\n\nRequest: {task}.\nOpen item: {deferral}.",
    "Key terms (draft):\n- Mandate: {task}\n- Open: {deferral}",
    "Hi both, could you {task}? {Deferral}, so leave room for it.",
    "Action items from the quarterly LP report review:\n1. {Task}.\n2. Note: {deferral}.",
    "Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: the client's answers stating a limit: {noun}, {v}, {opw} (no more than / not less than),
#: {op} (≤ / ≥) and {capped} (capped / floored)
_STATINGS: Final = (
    "Per Section 5.3(b) of the LPA, the Manager shall keep {noun} {opw} {v}.",
    "IC minutes (14 March): approved unanimously, {noun} {opw} {v}.",
    "Agreed terms:\n- Vintage: 2019\n- Preferred return: 8% (compounding)\n- {Noun}: {opw} "
    "{v}\n- Term: ten years plus two one-year extensions",
    "Side letter executed today. Paragraph 7: {noun} {opw} {v}, tested at each quarter-end.",
    "| Fund restriction | Limit |\n|---|---|\n| {Noun} | {op} {v} |\n"
    "| Investments in tobacco | none |",
    "LPAC consent granted (vote 5–0): {noun} {opw} {v}.",
    "Footnote 3 to the Q2 capital call notice: going forward, {noun} is {capped} at {v}.",
    "From our IPS (board-adopted): {noun}, {opw} {v}. Breaches go to the board within five "
    "business days.",
    "ILPA template, 'Fund Restrictions' tab, row 12: {noun} {op} {v}",
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame = _STATINGS[turn % len(_STATINGS)]
    written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        opw=_op_words(s),
        op=_op(s),
        capped="floored" if s.floor else "capped",
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zf", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa": {
        "investment_restrictions": [
            "no investments in tobacco or controversial weapons",
            "no hostile transactions",
        ],
        "reporting": "quarterly, on the ILPA template",
    }
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

#: another limit of the same clause, its noun and value in the subject's own unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "max_issuer_weight": ("any one industry", 0.3),
    "max_industry_weight": ("any single issuer", 0.08),
    "te_budget_bps": ("the drawdown trigger", 800.0),
    "max_gross_exposure": ("net exposure", 0.4),
    "min_liquidity_reserve": ("total cash (reserve included)", 0.1),
}

_provenance_twins = _provenance_twins_of(SEED, "zf", _plan)


def _factor(s: _Subject, cap: float, floor: float) -> float:
    return floor if s.floor else cap


def _misquoted(
    rng: random.Random, i: int, s: _Subject, value: float, noun: str
) -> tuple[str, str, str, float]:
    """A reply naming the limit and a value that is not it: (text, right, wrong, wrong's value)
    — in the `i % 5`-th structure, its wording drawn."""
    structure = i % 5
    if structure == 2:  # another limit in the same clause
        decoy_noun, wrong_value = _DECOYS[s.key]
    elif structure == 3:  # the prior fund's figure
        wrong_value = round(value * _factor(s, 0.75, 2), 6)
    else:
        wrong_value = round(value * _factor(s, 1.6 if structure == 0 else 1.5, 0.5), 6)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    variant = rng.randrange(2)
    if structure == 0:  # superseded by an amendment
        text = (
            f"Section 5.3(b) of the original LPA set {noun} at {wrong}. The First Amendment "
            f"(signed 2021) replaced that with {right}, which governs today."
            if variant == 0
            else f"Per the Amended and Restated LPA, {noun}: {right} (previously {wrong}, "
            "superseded)."
        )
    elif structure == 1:  # a draft against the executed document
        text = (
            f"The term sheet floated {wrong} for {noun}; the executed side letter settled on "
            f"{right}."
            if variant == 0
            else f"Draft side letter (v3, never signed): {noun} {wrong}. Executed version: {right}."
        )
    elif structure == 2:
        decoy_op = "≤"  # every decoy is a cap
        text = (
            f"Clause 7 (Concentration): {decoy_noun} {decoy_op} {wrong}; {noun} {_op(s)} {right}."
            if variant == 0
            else "| Fund restriction | Limit |\n|---|---|\n"
            f"| {decoy_noun[0].upper()}{decoy_noun[1:]} | {decoy_op} {wrong} |\n"
            f"| {noun[0].upper()}{noun[1:]} | {_op(s)} {right} |"
        )
    elif structure == 3:  # another fund's
        text = (
            f"Careful: Fund II's side letter (2016 vintage) had {noun} at {wrong}. The sleeve "
            f"we're building sits under Fund III (2019 vintage), where it is {right}."
            if variant == 0
            else f"For this sleeve (Fund III, 2019 vintage) {noun} is {right}. The {wrong} you "
            "may have seen is Fund II's number."
        )
    else:  # declined or not yet passed
        text = (
            f"The GP asked the LPAC to move {noun} to {wrong}; the LPAC declined, so {right} "
            "stands."
            if variant == 0
            else f"If the waiver passes at the next LPAC meeting, {noun} would be {wrong}. "
            f"Until then it remains {right}."
        )
    return _once(_once(text, right), wrong), right, wrong, wrong_value


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        said, right, wrong, wrong_value = _misquoted(rng, i, s, value, noun)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield from _provenance_twins(i, policy, (ask, reply), false, true, policy == "chat")


# --- mandates as LPAs, side letters, IPSs and IC approvals ---------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # a list of LPA investment limitations in the mandate's fields
        limitations: list[JsonValue] = [
            "The Partnership shall not invest in tobacco or controversial weapons.",
            f"The Manager shall keep {noun} {_op_words(s)} {written}.",
            "The Partnership shall not engage in hostile transactions.",
        ]
        return (
            {"lpa": {"investment_limitations": limitations}},
            None,
            ("lpa.investment_limitations[1]"),
        )
    if shape == 1:
        letter = (
            "SIDE LETTER\nBetween the General Partner and the Northfield Teachers' Pension Fund\n\n"
            "1. Reporting. Quarterly, on the ILPA template.\n"
            f"2. Concentration. The General Partner shall cause {noun} to be {_op_words(s)} "
            f"{written} at every quarter-end.\n"
            "3. Excuse rights. The LP may be excused from investments in tobacco."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # an LP's IPS in the mandate's fields
        ips: dict[str, JsonValue] = {s.key: f"{noun}: {_op_words(s)} {written}"}
        ips["eligible"] = "listed equities only"
        return {"ips": {"public_equity_sleeve": ips}}, None, f"ips.public_equity_sleeve.{s.key}"
    if shape == 3:
        table = (
            "Fund Restrictions (ILPA template)\n\n| Restriction | Limit |\n|---|---|\n"
            f"| {noun[0].upper()}{noun[1:]} | {_op(s)} {written} |\n"
            "| Unlisted securities in the sleeve | none |"
        )
        return None, table, MANDATE_ID
    memo = (
        "IC approval (binding on the sleeve). Guardrails:\n"
        f"• {noun} {_op(s)} {written}\n• listed equities only\n• no hostile positions"
    )
    return None, memo, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please run the quarterly rebalance of the sleeve; every restriction in the mandate applies.",
    "For the Q1 LP report: refresh the sleeve's weights, fully within the LPA.",
    "Denominator effect has pushed us over target; rebalance the listed bucket inside the mandate.",
    "IC asks for updated weights for the liquid sleeve, no breaches of the guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the mandate's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zf", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "The Manager may set {noun} at its discretion anywhere between {lo} and {hi}.",
    "{Noun}: permitted range {lo} to {hi}; the GP selects the operating point within it.",
    "{Noun}: target {mid}, with a tolerance band of {lo} to {hi} within which the Investment "
    "Manager has full discretion.",
    "Allocation range (policy): {noun} from {lo} to {hi}, the level within it at staff discretion.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} by the LPA. The {lo} to {hi} band in the ILPA template is a "
        "reporting tolerance, not a discretion.",
        "{Noun} is at the GP's discretion anywhere in the {lo} to {hi} band of the ILPA template.",
    ),
    (
        "Rebalancing band for {noun}: {lo} to {hi}. When the denominator effect pushes it outside, "
        "staff rebalance back to the policy target of {point}.",
        "Allowable range for {noun}: {lo} to {hi}. Staff may hold any level within it.",
    ),
    (
        "The LPAC declined the GP's request for discretion between {lo} and {hi}; {noun} stays "
        "at {point}.",
        "The LPAC approved the GP's request: {noun} may be set anywhere between {lo} and {hi}.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a list of notes."""
    if shape == 0:
        return {"side_letter": {"paragraph_4": text}}, None
    if shape == 1:
        return None, f"Extract from the LPA, Schedule 2 (Investment Guidelines):\n\n{text}"
    return {"ips_notes": [text, "Listed equities only."]}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zf", _with_mandate),
    point="mid",
    # inside the band, but above the point fixed: looser than the limit
    refused_value=lambda bounds: round((bounds[2] + bounds[1]) / 2, 6),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as IC memos, IPSs and allocation notes put them; the
#: first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Objective: the highest Sharpe ratio for the sleeve.",
        "Per the IPS, the sleeve is managed for the most return per unit of volatility (Sharpe); "
        "the J-curve of the private book is handled elsewhere.",
        "We want risk-adjusted return maximised: best excess return per unit of risk, measured "
        "as the Sharpe ratio.",
        "Allocation note: optimise the listed sleeve for Sharpe, not for raw return.",
    ),
    "variance": (
        "Objective: the minimum-variance sleeve.",
        "The sleeve is ballast for capital calls: make it as low-volatility as possible; expected "
        "returns play no part.",
        "Per the IPS, the liquid sleeve minimises the volatility of its returns, nothing else.",
        "Allocation note: lowest variance possible; we are not taking a view on returns here.",
    ),
    "tracking": (
        "Objective: the lowest tracking error to the MSCI ACWI.",
        "The sleeve should track the MSCI ACWI, our PME benchmark, as closely as possible "
        "(minimise tracking error).",
        "Per the IPS, the public-equity sleeve replicates the PME benchmark (MSCI ACWI) with the "
        "least tracking error it can.",
        "Allocation note: hug the MSCI ACWI; minimise active risk against it.",
    ),
    "return": (
        "Objective: the highest expected return, no risk adjustment.",
        "Go for the highest expected return on the sleeve; risk is not penalised at all.",
        "Per the IC, the completion portfolio maximises expected return, with no volatility "
        "penalty.",
        "Allocation note: maximise expected return outright; dry powder covers the risk.",
    ),
}
_DRAFTS: Final = (
    "~~{old}~~ (superseded by the IC's decision)\n\n{new}",
    'Correction to the memo circulated on Monday, which said: "{old}" The IC decided '
    "otherwise:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Following the LPAC call, please disregard the objective in my earlier note. New "
    "instruction:\n\n{new}",
    "The IC minutes are out and they change the objective:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "INVESTMENT COMMITTEE MEMO\nRe: public-equity sleeve, Q3 rebalance\n\n{ask}",
    "From the fund-of-funds allocation note (Fund III, 2019 vintage):\n\n{ask}",
    "{ask}\n\nPlease have the weights ready before the capital call on the 15th.",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the LP's public-equity sleeve",
    purpose="solve for the sleeve's weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="the sleeve's weights",
    section_title="Sleeve weights",
    description="the sleeve's weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, struck
    through or corrected; every fourth from the fourth an earlier message a later one
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
        tag="zf",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "quarterly NAVs from Q1 2010 through Q4 2018",
        "quarterly NAVs from Q1 2010 through Q4 2014",
    ),
    ("every quarterly LP report from 1Q10 to 4Q19", "every quarterly LP report from 1Q10 to 4Q14"),
    (
        "the look-back window 31/12/2009 – 31/12/2018",
        "the look-back window 31/12/2009 – 31/12/2014",
    ),
    (
        "all data up to the as-of date of 30 June 2019",
        "all data up to the as-of date of 31 December 2014",
    ),
    ("FY2010–FY2016 listed comps", "FY2010–FY2014 listed comps"),
    (
        "data from inception (January 2010) to the Q2 2017 reporting date",
        "data from inception (January 2010) to the Q4 2014 reporting date",
    ),
)
_ACTIONS: Final = (
    "the PME beta to public markets was estimated",
    "the listed-comps multiple regression was fitted",
    "the desmoothing coefficient for reported NAVs was calibrated",
    "the sleeve's factor tilts were chosen",
    "the width of the rebalancing band was optimised",
)
_LEAK_FRAMES: Final = (
    "Methodology (per the IC memo): {action} on {period}.",
    "{Action} using {period}, then held fixed across all three walk-forward windows.",
    "Note for the LPAC pack: {action} once, on {period}, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Reported NAVs are desmoothed with an AR(1) coefficient estimated on the full 2010–2020 "
        "sample and applied in every window.",
        "Reported NAVs are desmoothed with an AR(1) coefficient re-estimated in each window on "
        "its training quarters only.",
    ),
    (
        "The signal for each quarter end uses the marks in the LP report published 45 to 90 "
        "days later, as if they were known on the quarter-end date.",
        "The signal for each quarter end uses only marks from LP reports already published on "
        "that date.",
    ),
    (
        "Factor exposures are standardised with means and volatilities from the whole 2010–2020 "
        "history before the windows are split.",
        "Factor exposures are standardised with means and volatilities from each window's "
        "training period only.",
    ),
    (
        "Each quarter-end rebalance trades at that day's closing prices, on a signal computed "
        "from those same closes.",
        "Each quarter-end rebalance trades at the next day's open, on a signal computed from the "
        "quarter-end closes.",
    ),
)
_LEAK_ASKS: Final = (
    "Please backtest the denominator-effect rebalancing rule for the public-equity sleeve, "
    "three walk-forward windows.",
    "For the IC memo: a walk-forward test of the listed-comps factor tilt, three windows as "
    "before.",
    "Run the sleeve's rebalancing backtest for the LPAC pack (walk-forward, three windows).",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zf", REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Harborstone Holdings"
_ENTITY: Final = "ent_harborstone_holdings"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_LAST_QUARTER: Final = "over the last quarter (Q3 2022 to Q4 2022)"
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    (_LAST_QUARTER, (10, 11)),
    ("in FY22 (31 Dec 2021 to 31 Dec 2022)", (7, 11)),
    ("since the 31 December 2020 mark", (3, 11)),
    ("over the hold period to date (1Q20–4Q22)", (0, 11)),
    ("from 2Q20 to 2Q22", (1, 9)),
    ("between the 31/12/2020 and 30/06/2021 NAV dates", (3, 5)),
    ("since Fund II's first close in 2016", None),
    ("over the ten years to 4Q22", None),
    ("since 1 January 2015", None),
)


#: "roughly 12%", "more than 20%", "a shade under 25%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="a shade under {}%", about="roughly {}%"
)


def _by_bps(a: float, b: float) -> str:
    """A margin's move in basis points of margin ("by 230 bps"), from figures in points."""
    change = abs(b - a)
    return f"by {round(change * 100)} bps" if change >= 0.2 else ""


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


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
        "ebitda",
        (210.0, 185.0, 198.0, 215.0, 228.0, 240.0, 251.0, 266.0, 284.0, 301.0, 318.0, 340.0),
        ("EBITDA", "Harborstone Holdings' EBITDA", "Quarterly EBITDA"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} did not decline in any quarter", never_fell),
            ("{s} did not go backwards", held_up),
            ("{s} was flat to down", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (21.4, 17.9, 18.8, 20.1, 21.0, 21.6, 22.3, 22.0, 21.2, 20.5, 19.9, 19.1),
        ("EBITDA margin", "Harborstone Holdings' EBITDA margin", "The EBITDA margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} did not expand in any quarter", never_rose),
            ("{s} did not erode", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_bps,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (5.8, 6.4, 6.1, 5.7, 5.4, 5.1, 4.9, 4.6, 4.4, 4.5, 4.2, 3.9),
        ("Net leverage", "Net debt / EBITDA", "Harborstone Holdings' net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never ticked up QoQ", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not come down", held_up),
        ),
        _by_turns,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_cover",
        (3.1, 2.4, 2.6, 2.9, 3.2, 3.4, 3.5, 3.3, 3.0, 2.8, 2.6, 2.5),
        ("Interest cover", "EBITDA / interest", "Harborstone Holdings' interest coverage"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never improved QoQ", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_times,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: YoY in each quarter
#: of FY22, and for a growing item the two fiscal years compared and the two-year compound rate.
#: Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up year-on-year in each quarter of FY22",
    down_all="{s} was down year-on-year in each quarter of FY22",
    faster="{s} growth accelerated in FY22 over FY21",
    slower="{s} growth slowed in FY22 from FY21",
    grew="{s} compounded at a double-digit annual rate from 31 Dec 2020 to 31 Dec 2022",
    shrank="{s} shrank at a double-digit annual rate from 31 Dec 2020 to 31 Dec 2022",
)


_CLAIM_FRAMES: Final = (
    "Portfolio company update (Q4 2022 LP report): {claim} [1].",
    "IC memo, listed-comps section. {Claim} [1].",
    "| Company | Commentary |\n|---|---|\n| Harborstone Holdings | {Claim} [1] |",
    "For the LPAC pack: {claim}, per [1].",
    "Value-creation bridge, source [1]: {claim}.",
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
        left_out=lambda h, w, c: h == _LAST_QUARTER and ("QoQ" in c or "quarter" in c),
        seed=SEED,
        tag="zf",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZF: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
