"""Held-out batch ZG: every flaw kind again, as commodity, energy and corporate-hedging people
write to the system at work: energy and metals desks, utilities' and airlines' hedging
programmes, agricultural merchants and their risk managers — desk morning notes, risk-committee
(RC) minutes and action logs, limit sheets, hedge-programme policies, trade-capture (ETRM)
limit exports and tickets, and credit notes on counterparties, with tenors ("Cal-27", "Q1-28",
"M+1..M+6"), units and contract counts (bbl, lots) and settlement prices about the numbers that
matter.

Batch ZG is built like J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Its parts are new:

* limits of an equity overlay book written as a risk desk writes them: "5%", "5% of NAV", "5
  per cent", "120bp", "120 bps of NAV", "1.20% of NAV" (a 1-day 95% VaR limit, whose name
  carries a decoy "95%"), "1.5x", "150% of NAV", "1.5 times NAV"; stated as a limit-sheet row
  with "max"/"min", an RC resolution ("RESOLVED that … be set at …; carried"), an ETRM limit
  export line (`LIM-0417 | EQ-PRODUCERS | var_limit_bps | <= | 120 | HARD`), a morning note
  among settles and spreads, the CRO quoted, a hedge-policy section ("shall not exceed", "shall
  not fall below"), an RC instruction beside a layered jet-fuel hedge ratio ("60–80%"), a
  trade-capture ticket note among lots and barrels and a YAML block with decoy numbers
  (`var_conf: 0.95`); subjects: single-name weight, sub-sector weight, a daily VaR limit, gross
  exposure and cash held for variation margin, a floor;
* requests deferring the limit to a limit sheet not yet reissued, the next RC, the CRO's office,
  the ETRM or a draft hedge policy, as a morning note, an RC action log, a middle-office email
  and a trade-capture note; a mandate bounding only other things (shorting and turnover);
* provenance misquoting its source: a limit an RC raised and a later RC reversed, a superseded
  limit-sheet version, a temporary relaxation for a roll window or a squeeze that has lapsed, a
  number exported in percent of NAV (`UNIT=PCT_NAV VALUE=5`, `max_single_name_pct_nav: 5`)
  recorded as a fraction, another metric's row of the same sheet or minutes, another book's
  limit and a proposal the RC rejected;
* mandates as a hedge policy's nested limits, RC minutes among a layered hedge resolution, a
  limit sheet with a stop-loss in dollars, a board risk-appetite list (`risk_appetite[1]`) and
  an ETRM limit export;
* latitude granted under delegated authority, at the desk's discretion, as a default with a
  level the book may run at, and refused as a point fixed by the RC whose range is only the
  amber/red early-warning band, delegated authority suspended after a breach, and a limit only
  the CRO may move (and has not);
* objectives as a desk, an RC action or a head trader says them (max Sharpe, minimum variance
  for a hedge basket, tracking an energy index, highest expected return), struck at RC or
  corrected from the morning note in the same message, and replaced by a later message after
  the afternoon risk call;
* leakage as observation periods of settles ("daily settles observed 04-Jan-2010 to
  29-Dec-2017", trade dates from the ETRM, an ETRM curve snapshot as of a date, observation
  quarters), with roll-yield, contango, crack-spread, hedge-ratio and inventory-surprise
  calibrations; weekly EIA stocks aligned to their week-ending date rather than their release,
  fills at the same settle the signal reads, a crack z-score standardised on the full sample, a
  month-end forward curve read mid-month and unpurged forward labels; each clean twin in the
  same form, strictly before the first test date;
* trend claims on a refiner's revenue, free cash flow, gross refining margin in $/bbl and net
  debt to EBITDA over twelve quarters (Q1-20 to Q4-22, newest first), in a morning note among
  settles, an RC pack, a desk chat, a counterparty table and a credit review of an offtake
  counterparty; magnitudes as "~12%", "north of 10%", "a shade under 15%", "by $5.2/bbl", "by
  0.9x"; "never had a down quarter", "never narrowed QoQ", "was flat-to-lower", "up y/y in each
  quarter of 2022" and "a double-digit CAGR" (each made only where the series decides it
  clearly); horizons in desk shorthand ("QoQ (Q3-22 → Q4-22)", "from Q4-21 to Q4-22", "since
  Q1-20") against uncovered ones ("since Q1-15", "vs Q4-18", "over the last ten years"). Whether
  a claim holds is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270102
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzg5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzgg"


# --- numbers as a risk desk writes them ---------------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "5%", "5% of NAV", "5 per cent", and "5.0%" as a limit sheet prints it
    (where one decimal writes it exactly)."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "nav": f"{_g(pct)}% of NAV", "per_cent": f"{_g(pct)} per cent"}
    if abs(round(pct, 1) - pct) < 1e-9:
        forms["sheet"] = f"{pct:.1f}%"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    """A VaR limit in basis points of NAV: "120bp", "120 bps of NAV", "1.20% of NAV"."""
    return {
        "bp": f"{_g(value)}bp",
        "bps": f"{_g(value)} bps of NAV",
        "pct": f"{value / 100:.2f}% of NAV",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """Gross exposure: "1.5x", "150% of NAV", "1.5 times NAV"."""
    return {
        "x": f"{_g(value)}x",
        "nav": f"{_g(value * 100)}% of NAV",
        "times": f"{_g(value)} times NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit of the equity overlay book: the agent's field names, how the desk names it, its
    key in a limit export, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_NAME: Final = _Subject(
    ("max_single_name_weight", "singleNameCap"),
    ("the single-name cap", "any one producer's weight", "the per-issuer limit"),
    "max_single_name",
    "fraction",
    (0.04, 0.05, 0.075),
    _share_forms,
)
_BUCKET: Final = _Subject(
    ("max_subsector_weight", "bucketCap"),
    ("the sub-sector cap", "any one sub-sector's weight", "the per-bucket limit"),
    "max_subsector",
    "fraction",
    (0.2, 0.25, 0.35),
    _share_forms,
)
_VAR: Final = _Subject(
    ("var_limit_bps", "dailyVar95Bp"),
    ("the 1-day 95% VaR limit", "daily VaR", "the book's VaR limit"),
    "var_limit_bps",
    "bps",
    (90.0, 120.0, 150.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "maxGross"),
    ("gross exposure", "the gross book", "gross notional over NAV"),
    "max_gross",
    "multiple",
    (1.2, 1.5, 2.0),
    _multiple_forms,
)
_MARGIN: Final = _Subject(
    ("min_margin_cash", "marginBuffer"),
    ("cash held for variation margin", "the margin buffer", "unencumbered cash for margin calls"),
    "min_margin_cash",
    "fraction",
    (0.03, 0.06, 0.1),
    _share_forms,
    floor=True,
)
#: the caps first: latitude is only drawn over the first four
_SUBJECTS: Final = (_NAME, _BUCKET, _VAR, _GROSS, _MARGIN)

_RATIONALES: Final = (
    "standard for a commodity-equity overlay",
    "what the old hedge book ran with",
    "placeholder until the limit sheet is reissued",
    "in line with peers' risk appetite",
    "copied from last year's RC pack",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the equity overlay book under its risk limits",
    "the best return per unit of risk",
    "solve the overlay weights",
    "the solved weights and the book's risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the desk's risk manager stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zg", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _ascii_op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


def _words(s: _Subject) -> dict[str, str]:
    """The words that turn on whether the limit is a floor, for the frames."""
    return {
        "op": _op(s),
        "ascii_op": _ascii_op(s),
        "verb": "floor" if s.floor else "cap",
        "minmax": "min" if s.floor else "max",
        "exceed": "fall below" if s.floor else "exceed",
    }


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the E&P equity overlay for M+1",
    "size the airline-exposure hedge basket for the next 12 months",
    "re-weight the refiners book after the crack blow-out",
    "build the producers basket for the Cal-27 hedge programme",
    "refresh the weights of the metals-miners sleeve",
)
_DEFERRALS: Final = (
    "{noun} is TBC, the limit sheet hasn't been reissued",
    "{noun} goes to the next risk committee and isn't set yet",
    "for {noun} ask the CRO's office, I don't have it",
    "{noun} is whatever Endur holds for the book; I can't see it from here",
    "the draft hedge policy leaves {noun} blank",
)
_REQUEST_FRAMES: Final = (
    "Morning note 07:10\nBrent Cal-27 $71.40, WTI M+1..M+6 in backwardation.\n"
    "Task: {task}.\nOpen: {deferral}.",
    "RC action log, item 11: {task}. Status: open ({deferral}).",
    "{Task}, please. {Deferral}.",
    "From middle office: can you {task}? {Deferral}.",
    "Trade-capture note: {task}. Limit field left blank; {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, or "figures"); {noun},
#: {Noun}, {v}, {key} and the words of `_words`
_STATINGS: Final = (
    (
        "Limit sheet v12 (current), book EQ-PRODUCERS:\n\n| Metric | Limit | Type |\n"
        "|---|---|---|\n| {Noun} | {minmax} {v} | hard |",
        "figures",
    ),
    (
        "RC minutes, item 4: RESOLVED that {noun} be set at {v}. Proposed by the CRO, "
        "seconded by the CFO; carried.",
        "figures",
    ),
    ("Endur limit export: `LIM-0417 | EQ-PRODUCERS | {key} | {ascii_op} | {v} | HARD`", "bare"),
    (
        "Morning note, 07:15. Brent Cal-27 settled up, cracks weaker, M+1..M+6 flat. Re your "
        "question: {noun} is {v}, per risk. No change.",
        "figures",
    ),
    ('From the CRO: "{Noun} {op} {v}. That is a hard limit, not a trigger."', "figures"),
    ("Hedge policy v4 §6.2 (as approved): {noun} shall not {exceed} {v}.", "figures"),
    (
        "Per the risk committee: {verb} {noun} at {v}; the 60–80% layered hedge on forecast jet "
        "fuel for the next 12 months is unchanged.",
        "figures",
    ),
    (
        "Ticket T-88213 (40 lots CL Z27, 1,000 bbl each) passed the pre-trade check; that "
        "check uses {noun} {op} {v}.",
        "figures",
    ),
    (
        "Limits for the book, units as on the sheet:\n```yaml\n{key}: {v}\nvar_conf: 0.95\n"
        "holding_days: 1\n```",
        "bare",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    written = _g(value) if form == "bare" else s.render(value, rng.randrange(12))
    text = _fill(frame, noun=rng.choice(s.nouns), v=written, key=s.key, **_words(s))
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zg", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "hedge_policy": {
        "scope": "equity overlay of the commodity hedge programme",
        "rules": [
            "no short positions in the overlay",
            "monthly one-way turnover under 20% of NAV",
        ],
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


#: another metric on the same sheet: its key, its value in the subject's own unit, its name
_DECOYS: Final[dict[str, tuple[str, float, str]]] = {
    "max_single_name": ("max_subsector", 0.3, "the sub-sector cap"),
    "max_subsector": ("max_single_name", 0.04, "the single-name cap"),
    "var_limit_bps": ("stop_loss_mtd_bps", 750.0, "the month-to-date stop-loss"),
    "max_gross": ("max_net", 0.4, "net exposure"),
    "min_margin_cash": ("max_turnover", 0.25, "monthly turnover"),
}

_provenance_twins = _provenance_twins_of(SEED, "zg", _plan)


def _other(value: float, s: _Subject, up: float) -> float:
    """A value the source mentions that is not the limit: looser by `up` (half for a floor)."""
    return round(value * (0.5 if s.floor else up), 6)


def _superseded(
    rng: random.Random, i: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """An RC that changed the limit and a later RC that reversed it, or a superseded sheet:
    (text, right, wrong, wrong's value)."""
    wrong_value = _other(value, s, 1.6)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    noun = rng.choice(s.nouns)
    if (i // 5) % 2 == 0:
        text = (
            f"RC 12-Feb moved {noun} from {right} to {wrong}. RC 11-Mar reversed that after "
            "the February excess, so the earlier level applies again."
        )
    else:
        text = (
            f"Limit sheet v11 (superseded 01-Apr): {noun} {wrong}\n"
            f"Limit sheet v12 (current): {noun} {right}"
        )
    return text, right, wrong, wrong_value


def _lapsed(rng: random.Random, i: int, s: _Subject, value: float) -> tuple[str, str, str, float]:
    """A temporary relaxation that has lapsed: (text, right, wrong, wrong's value)."""
    wrong_value = _other(value, s, 1.5)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    noun = rng.choice(s.nouns)
    if (i // 5) % 2 == 0:
        text = (
            f"A temporary relaxation of {noun} to {wrong} for the Cal-27 roll window "
            f"(CRO-approved) expired on 31-Jan; the standing limit is {right}."
        )
    else:
        text = (
            f"During the March gas squeeze {noun} was relaxed to {wrong} as an emergency "
            f"measure. That lapsed on 30-Apr and {right} applies from then on."
        )
    return text, right, wrong, wrong_value


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure == 2 and s.unit != "fraction":  # a percent-of-NAV export: shares only
            s = _NAME if i % 2 == 0 else _MARGIN
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        if structure in (0, 1):  # reversed or superseded; a relaxation that lapsed
            said, right, wrong, wrong_value = (_superseded if structure == 0 else _lapsed)(
                rng, i, s, value
            )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        elif structure == 2:  # a number in percent of NAV recorded as a fraction
            n = _g(value * 100)
            if rng.randrange(2) == 0:
                right = f"UNIT=PCT_NAV VALUE={n}"
                said = f"Endur limit export:\n`LIM-0417 EQ-PRODUCERS {s.key} {right} HARD`"
            else:
                right = f"{s.key}_pct_nav: {n}"
                said = (
                    "Limit sheet (units in the key names):\n"
                    f"```yaml\nbook: EQ-PRODUCERS\n{right}\n```"
                )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = true.model_copy(update={"value": round(value * 100, 6)})
        elif structure == 3:  # another metric's row of the same sheet or minutes
            decoy_key, decoy_value, decoy_noun = _DECOYS[s.key]
            if rng.randrange(2) == 0:
                right, wrong = _g(value), _g(decoy_value)
                lines = [f"{decoy_key}: {wrong}", f"{s.key}: {right}"]
                if rng.randrange(2) == 0:
                    lines.reverse()
                said = "```yaml\nbook: EQ-PRODUCERS\n" + "\n".join(lines) + "\n```"
            else:
                right, wrong = s.alike((value, decoy_value), rng.randrange(12), apart=True)
                said = (
                    f"RC minutes. Item 5: {decoy_noun} left at {wrong}. Item 6: "
                    f"{rng.choice(s.nouns)} confirmed at {right}."
                )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, decoy_value, ANSWER_ID, _once(said, wrong), wrong)
        else:  # another book's limit, or a proposal the RC rejected
            wrong_value = _other(value, s, 1.5)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            noun = rng.choice(s.nouns)
            if (i // 10) % 2 == 0:  # another book's limit, then a rejected proposal
                said = (
                    f"For your book (EQ-PRODUCERS) {noun} is {right}. The METALS-EQ book next "
                    f"door runs {wrong}, but that is their sheet, not yours."
                )
            else:
                said = (
                    f"Market risk proposed taking {noun} to {wrong}; the RC rejected it "
                    f"(minutes of 02-May). {right} stands."
                )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield from _provenance_twins(i, policy, (ask, reply), false, true, policy == "chat")


# --- mandates as hedge policies, minutes, limit sheets and exports ----------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # a hedge policy's nested limits in the mandate's fields
        limits: dict[str, JsonValue] = {s.key: f"{_op(s)} {written}", "short_positions": "none"}
        return (
            {"hedge_policy": {"equity_overlay": {"limits": limits}}},
            None,
            f"hedge_policy.equity_overlay.limits.{s.key}",
        )
    if shape == 1:
        minutes = (
            "Risk Committee, minutes of 14 March\nPresent: CRO, CFO, Head of Trading\n\n"
            "Resolved:\n1. Forecast jet fuel hedged 60–80%, layered over the next 12 months "
            f"(unchanged).\n2. Equity overlay: {noun} {_op(s)} {written}.\n"
            "3. No short positions in the overlay."
        )
        return None, minutes, MANDATE_ID
    if shape == 2:
        sheet = (
            "Limit sheet v12, book EQ-PRODUCERS (hard limits, breach = escalate to the CRO)\n\n"
            "| Metric | Limit |\n|---|---|\n"
            f"| {noun[:1].upper()}{noun[1:]} | {_words(s)['minmax']} {written} |\n"
            "| Stop-loss (MTD) | $2.5m |"
        )
        return None, sheet, MANDATE_ID
    if shape == 3:  # a board's risk-appetite list in the mandate's fields
        appetite: list[JsonValue] = [
            "Board-approved risk appetite, FY23",
            f"{noun} {_op(s)} {written}",
            "listed equities only",
        ]
        return {"risk_appetite": appetite}, None, "risk_appetite[1]"
    export = (
        "ETRM limit definitions (binding):\n```\n"
        "LIMIT_ID  BOOK          METRIC  OP  VALUE  TYPE\n"
        f"LIM-0417  EQ-PRODUCERS  {s.key}  {_ascii_op(s)}  {_g(value)}  HARD\n```"
    )
    return None, export, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebalance the producers overlay for the month; all RC limits apply.",
    "Please re-run the E&P basket weights for M+1 and stay inside the limit sheet.",
    "Quarterly refresh of the airline-exposure equity basket, within policy.",
    "Re-weight the refiners book after the crack move; no limit excesses.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the hedge policy's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zg", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {Noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "{Noun}: the head of desk may set it anywhere between {lo} and {hi} under delegated "
    "authority DA-7.",
    "Per RC, {noun} is at the desk's discretion within [{lo}, {hi}].",
    "{Noun}: default {mid}; the book may run it at any level from {lo} to {hi} without further "
    "approval.",
    "Limit sheet note: the desk chooses {noun} itself, at any level in {lo}–{hi}.",
)
#: (refused, granted), both with {noun}, {Noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed by the RC at {point}. {lo}–{hi} is only the amber/red early-warning "
        "band, not a range to position in.",
        "{Noun} may be run anywhere in {lo}–{hi}; the desk picks the level.",
    ),
    (
        "Delegated authority to flex {noun} between {lo} and {hi} was suspended after the Q3 "
        "excess; it stays at {point} until the RC reinstates it.",
        "Delegated authority to flex {noun} between {lo} and {hi} is in force; the desk picks "
        "the level.",
    ),
    (
        "{Noun}: {point}, hard. Only the CRO may move it within {lo}–{hi}, and the CRO has not.",
        "{Noun}: the desk may move it within {lo}–{hi} without CRO sign-off.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a list of notes."""
    if shape == 0:
        return {"risk_policy": {"limits handbook §3": text}}, None
    if shape == 1:
        return None, f"Risk limits handbook (excerpt)\n\n{text}"
    return {"rc_notes": [text, "No short positions in the overlay."]}, None


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one written form drawn; a range reads in the short forms ("2%–4%",
    "75bp–150bp", "0.6x–1.2x")."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    if " " in hi:
        lo, hi, mid = s.alike(bounds, 0)
    return {"lo": lo, "hi": hi, "mid": mid}


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zg", _with_mandate),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as a desk, an RC action or a head trader says them; the
#: first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Objective for the producers overlay: best return per unit of risk (max Sharpe).",
        "RC action 7: size the E&P basket to maximise its Sharpe ratio; no other objective.",
        "Head trader: run the upstream basket for risk-adjusted return, the highest Sharpe we "
        "can get.",
        "Hedge-programme equity sleeve\nObjective: maximise excess return over volatility "
        "(Sharpe)\nRebalance: monthly, M+1",
    ),
    "variance": (
        "Objective: minimum-variance weights for the airline-exposure hedge basket; no view on "
        "returns.",
        "RC action 8: build the least volatile basket possible (min variance); expected returns "
        "are not an input.",
        "Head trader: we don't want a punt, just the lowest-variance mix of the refiners.",
        "Metals-miners sleeve\nObjective: minimise portfolio variance\nReturns forecast: none used",
    ),
    "tracking": (
        "Objective: track the S&P Global Oil index as closely as possible (minimise tracking "
        "error).",
        "RC action 9: the equity proxy hedge should replicate MSCI World Energy, lowest "
        "tracking error to it.",
        "Head trader: hug the MSCI World Energy benchmark, minimum tracking error, nothing clever.",
        "Producers overlay\nObjective: minimise tracking error\nBenchmark: S&P Global Oil",
    ),
    "return": (
        "Objective: maximise expected return on the refiners basket, no risk penalty.",
        "RC action 10: go for the highest expected return on the crack-spread basket; risk is "
        "capped by the limit sheet, not the objective.",
        "Head trader: just the top expected return on the E&P names, no risk term in it.",
        "Upstream basket\nObjective: maximise expected return\nRisk aversion: 0",
    ),
}
_DRAFTS: Final = (
    "~~{old}~~ (struck at RC)\n\n{new}",
    "Correction to the 07:00 note, which said: {old} That was wrong. The objective is:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Update after the 14:00 risk call; this replaces the objective above:\n\n{new}",
    "RC amended it, scrap the earlier ask:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Morning note. Brent Cal-27 +$0.40, cracks softer, Q1-28 gas flat.\n\n{ask}",
    "{ask}\n\ncc: middle office, market risk",
    "RC minutes, actions arising:\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the overlay's universe",
    purpose="solve for the overlay weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="overlay weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, struck
    at RC or corrected; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zg",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "daily settles observed 04-Jan-2010 to 29-Dec-2017",
        "daily settles observed 04-Jan-2010 to 31-Dec-2014",
    ),
    (
        "trade dates 2010-01-04..2018-06-29 from the ETRM price history",
        "trade dates 2010-01-04..2014-12-31 from the ETRM price history",
    ),
    (
        "the 2010–2019 history of front-month settlements",
        "the 2010–2014 history of front-month settlements",
    ),
    (
        "an ETRM curve snapshot as of 31-Dec-2019 (all history up to it)",
        "an ETRM curve snapshot as of 31-Dec-2014 (all history up to it)",
    ),
    ("observation quarters Q1-2010 to Q4-2016", "observation quarters Q1-2010 to Q4-2014"),
    ("price history through 30-Jun-2020", "price history through 31-Dec-2014"),
)
_ACTIONS: Final = (
    "the roll-yield lookback was tuned",
    "the contango entry threshold was picked",
    "the crack-spread z-score entry was calibrated",
    "the hedge ratio of each producer to Brent was estimated",
    "the inventory-surprise weights were fitted",
)
_LEAK_FRAMES: Final = (
    "Calibration: {action} on {period}.",
    "{Action} using {period}, then held fixed in every fold.",
    "As in the desk's research note, {action} once, on {period}, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Weekly EIA crude stocks enter the signal on their week-ending Friday, although each "
        "report is only released the following Wednesday.",
        "Weekly EIA crude stocks enter the signal the session after their Wednesday release, "
        "not on the week-ending date.",
    ),
    (
        "The signal reads day t's settlement price and the trade is filled at that same settle.",
        "The signal reads day t's settlement price and the trade is filled at day t+1's settle.",
    ),
    (
        "The 3-2-1 crack z-score is standardised with the mean and standard deviation of the "
        "full 2010–2020 sample.",
        "The 3-2-1 crack z-score is standardised with an expanding mean and standard deviation "
        "up to each signal date.",
    ),
    (
        "Contango/backwardation is read off the month-end forward curve of each signal's month, "
        "so a mid-month signal sees settles from later in that month.",
        "Contango/backwardation is read off the forward curve as it settled on the close before "
        "each signal date.",
    ),
    (
        "Labels are each producer's returns over the next 20 sessions, with no purge, so "
        "training labels run into each test window.",
        "Labels are each producer's returns over the next 20 sessions; the last 20 sessions "
        "before each test start are purged from training.",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk-forward the crack-spread equity signal over three folds, as in the research note.",
    "Backtest request (RC item 3): the contango timing rule on the E&P basket, three "
    "walk-forward folds.",
    "Desk wants the inventory-surprise signal on refiners walk-forwarded, three folds, same "
    "set-up as last quarter.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zg", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Borealis Refining"
_ENTITY: Final = "ent_borealis_refining"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("QoQ (Q3-22 → Q4-22)", (10, 11)),
    ("from Q4-21 to Q4-22", (7, 11)),
    ("since Q4-20", (3, 11)),
    ("since Q1-20", (0, 11)),
    ("from Q2-20 to Q2-22", (1, 9)),
    ("between Q4-20 and Q2-21", (3, 5)),
    ("since Q1-15", None),
    ("vs Q4-18", None),
    ("over the last ten years", None),
)


#: "~12%", "north of 10%", "a shade under 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="north of {}%", short="a shade under {}%", about="~{}%")


_by_dollars = partial(_change_by, "by ${:.1f}/bbl", 0.3)


_by_turns = partial(_change_by, "by {:.1f}x", 0.1)


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
        (
            9800.0,
            5100.0,
            6900.0,
            7400.0,
            8600.0,
            10200.0,
            11500.0,
            12100.0,
            14300.0,
            18900.0,
            17600.0,
            16800.0,
        ),
        ("Revenue", "Borealis Refining's revenue", "The top line"),
        (
            ("{s} was up {m}", rose),
            ("{s} was down {m}", fell),
            ("{s} never had a down quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} was flat-to-lower", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (420.0, 210.0, 250.0, 310.0, 380.0, 520.0, 610.0, 590.0, 840.0, 1120.0, 980.0, 870.0),
        ("Free cash flow", "FCF", "Borealis Refining's free cash flow"),
        (
            ("{s} climbed {m}", rose),
            ("{s} slid {m}", fell),
            ("{s} never fell QoQ", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_refining_margin_usd_per_bbl",
        (8.1, 3.2, 4.5, 5.0, 6.2, 7.4, 9.8, 9.1, 14.6, 24.3, 19.8, 16.2),
        ("Gross refining margin", "Borealis Refining's gross margin per barrel", "GRM"),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never narrowed QoQ", never_fell),
            ("{s} never widened QoQ", never_rose),
            ("{s} did not compress", held_up),
        ),
        _by_dollars,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.8, 3.9, 4.4, 3.6, 2.9, 2.4, 2.0, 1.9, 1.3, 0.8, 0.9, 1.0),
        ("Net debt / EBITDA", "Leverage (net debt to EBITDA)", "Borealis Refining's net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose QoQ", never_rose),
            ("{s} did not increase", held_down),
            ("{s} did not come down", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: y/y in each quarter
#: of 2022, and for a growing item the two calendar years compared and the two-year compound rate.
#: Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up y/y in each quarter of 2022",
    down_all="{s} was down y/y in each quarter of 2022",
    faster="{s} growth picked up in 2022 vs 2021",
    slower="{s} growth slowed in 2022 vs 2021",
    grew="{s} compounded at a double-digit CAGR from Q4-20 to Q4-22",
    shrank="{s} shrank at a double-digit CAGR from Q4-20 to Q4-22",
)


_CLAIM_FRAMES: Final = (
    "Energy equities morning note\n\n- Brent M+1 settled $84.20; Cal-27 flat.\n- {Claim} [1].",
    "RC pack, p.4 (counterparty watch): {claim} [1].",
    "Desk chat 07:42: fwiw {claim} [1], might matter for the crack hedge.",
    "| Counterparty | Note |\n|---|---|\n| Borealis Refining (offtake) | {Claim} [1] |",
    "Credit review of our offtake counterparty: {claim}, per the reported figures [1].",
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
        left_out=lambda h, w, c: h.startswith("QoQ") and ("QoQ" in c or "quarter" in c),
        seed=SEED,
        tag="zg",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZG: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
