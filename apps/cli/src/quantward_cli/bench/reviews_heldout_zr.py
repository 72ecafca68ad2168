"""Held-out batch ZR: every flaw kind again, in the voice of CTAs and systematic-macro managers
and the people who allocate to them: a trend-following programme's description and disclosure-
document extracts (target volatility, margin-to-equity "typically … not to exceed …", sector
risk budgets in risk units, leverage in notional terms, stop and de-risking rules), monthly
investor letters with MTD and YTD figures, research notes on trend signals and lookbacks, a
fund-of-funds analyst's questions, operational due-diligence (ODD) follow-ups, a managed-account
agreement's trading guidelines and the CIO's and risk committee's notes.

Batch ZR is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Target volatilities ("vol target 12% annualised"), MTD and YTD returns, numbers of
markets traded, typical margin-to-equity ranges, month-end readings in risk tables, committee
votes, version numbers and dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as a CTA, its risk committee and its allocators state them: the disclosure document's
  trading-programme section, risk committee minutes with attendees, the monthly letter's line
  after "+3.2% MTD", a `risk_limits.yaml` block (a bare number in the constraint's unit), the
  manager's answer to an ODD questionnaire, the CIO's "a hard limit, not a target" beside the
  vol target, a "Risk measure / Limit / Dec-24 / Nov-24" table whose readings are decoys, an
  amended disclosure document quoted over its superseded draft, and an allocator's call notes
  with a de-risking rule, each form in turn; number forms "15%", "15 per cent", "15.0%", and
  for leverage in notional terms "4.5x", "4.5 times NAV", "450% of NAV"; subjects: ex-ante
  volatility, margin-to-equity, gross notional leverage, a sector's share of risk units and a
  minimum in cash and T-bills that is a floor;
* requests deferring the limit to the risk committee, a "TBC" in the draft disclosure
  document, the allocator's ODD team, the CIO's sign-off or a blank IMA schedule;
* provenance misquoting its source: a superseded disclosure document's figure (in prose, or
  struck in a redline), a research proposal the committee did not adopt or a PM outvoted, the
  month-end reading in a risk report (in prose or a "Metric / 31-Dec / Limit" table), another
  figure among the key terms (the vol target, average margin-to-equity, average leverage, a
  per-market risk limit, cash at the FCM) and a closed programme's or a peer manager's figure;
* mandates as an IMA schedule's trading restrictions in the mandate's fields
  (`ima.schedule_2.para_5`), a managed-account agreement's trading guidelines, an allocator's
  side letter, the risk committee's list of hard limits in the mandate's fields
  (`risk_framework.hard_limits[2]`) and a disclosure document's Part 4 with its vol target and
  typical margin-to-equity beside the limit;
* latitude granted as the CIO's discretion "anywhere from … to …", a disclosure document's
  range set by the programme, a "Parameter / Permitted range / Set by" table and an allocator's
  e-mail; refused as a fixed figure whose range only triggers a report to the committee, the
  risk committee declining a PM's request and the CRO telling a PM the range is not theirs;
  each twin the same text granting it;
* objectives as the disclosure document's programme objective, a CIO note, an allocator's
  mandate summary, risk committee minutes ("AGREED that …") and the monthly letter, with a
  withdrawn programme description quoted or struck in the same text and a later note from the
  CIO or the risk committee replacing an earlier one;
* leakage as a research note and the monthly letter write it: trend lookbacks, the blend of
  fast and slow signals, the vol estimator's half-life, sector risk budgets and a stop rule's
  ATR multiple set on periods reaching into the test years, and whole sentences (the next
  session's settlement price as an input, roll dates picked on later open interest, a lookback
  picked on the whole record, performance shown on the years the blend was fitted on); each
  clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Halyard Capital Group plc, the listed parent of the manager, as an ODD review
  of its financial strength reads them — management fee income, assets under management (in
  $bn), operating margin (in points) and the compensation ratio (in "pp") over twelve quarters
  (2020 Q1–2022 Q4), as an ODD note, an allocator's manager review, an "Item / Analyst
  comment" table, a fund-of-funds analyst's message to the CIO and risk committee notes;
  magnitudes as "by around 23%", "by over 20%", "by a shade under 25%", "by $2.3bn", "by 4.1
  points", "by 1.9pp"; horizons covered by the series against uncovered ones ("since the
  programme's launch in 1998"). Whether a claim holds is computed from the series: true,
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

SEED: Final = 20270113
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzr5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzrr"


# --- numbers as CTAs, risk committees and allocators write them ---------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of equity or of risk: "15%", "15 per cent", "15.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "percent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _notional_forms(value: float) -> dict[str, str]:
    """Leverage in notional terms: "4.5x", "4.5 times NAV", "450% of NAV"."""
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times NAV",
        "pct": f"{_g(value * 100)}% of NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a CTA and its allocators name it, its key in the
    risk-limits file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_VOL: Final = _Subject(
    ("max_annualised_volatility", "volCeiling"),
    (
        "ex-ante annualised volatility",
        "the programme's forecast volatility on the risk model",
        "portfolio volatility (ex-ante, annualised)",
    ),
    "vol_ceiling",
    "fraction",
    (0.1, 0.14, 0.18),
    _share_forms,
)
_MTE: Final = _Subject(
    ("max_margin_to_equity", "marginToEquityMax"),
    ("margin-to-equity", "initial margin as a share of equity", "the margin-to-equity ratio"),
    "margin_to_equity_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_leverage", "grossNotionalCap"),
    (
        "gross notional exposure",
        "leverage in notional terms",
        "the sum of absolute contract notionals",
    ),
    "gross_notional_max",
    "multiple",
    (3.0, 4.5, 6.0),
    _notional_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_risk_share", "sectorRiskBudget"),
    (
        "the risk budget of any one sector",
        "any single sector's share of risk units",
        "sector risk concentration",
    ),
    "sector_risk_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_tbill_weight", "cashCollateralMin"),
    (
        "cash and T-bills held against margin",
        "the unencumbered T-bill holding",
        "the Treasury-bill reserve",
    ),
    "tbill_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_VOL, _MTE, _GROSS, _SECTOR, _CASH)

_RATIONALES: Final = (
    "typical for a diversified trend-following programme",
    "in line with the CTA peer group",
    "a common figure in CTA disclosure documents",
    "a conservative placeholder until the manager confirms",
    "what the risk team usually runs for managed accounts",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the programme's futures and forward markets",
    "the best risk-adjusted return within the programme's risk limits",
    "solve the target weights",
    "the solved weights and their ex-ante risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the manager stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zr", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _not_past(s: _Subject) -> str:
    return "not fall below" if s.floor else "not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the programme's target weights across the 84 markets for the January roll",
    "size the positions for the managed account we are opening with the allocator",
    "re-run the diversified programme's weights after the risk committee's review",
    "set up the weights for the new USD share class launching on 1 February",
    "rework the book so the slow trend signals get more of the risk units",
)
_DEFERRALS: Final = (
    "the risk committee sets the limit on {noun} at its meeting on the 14th",
    "{noun} is marked 'TBC' in the draft disclosure document",
    "the allocator's ODD team still has to agree {noun} with our CIO",
    "the CIO has not yet signed off {noun} for this account",
    "the IMA schedule is blank on {noun}, pending the client's investment committee",
)
_REQUEST_FRAMES: Final = (
    "Risk committee, open items\n3. {Task}.\n   Note: {deferral}.",
    "From: Operations\nTo: Research; Risk\n\nCould someone {task}? {Deferral}.\n\nThanks, Priya",
    "Programme: Diversified Trend (vol target 12% annualised). Next step: {task}.\n"
    "Caveat: {deferral}.",
    "CIO note: {task}. {Deferral}.",
    "Allocator query (DDQ follow-up 2291): please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside two month-end decoys); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {obs2}, {nomore}, {notpast}
_STATINGS: Final = (
    (
        "Disclosure document, Part 4 (The trading programme): the programme is managed so that "
        "{noun} stays at {nomore} {v}. Target volatility is set separately.",
        "figures",
    ),
    (
        "Risk committee minutes, 12 January. Attendees: CIO, CRO, Head of Research.\n"
        "Agreed: a {limit} of {v} for {noun}, effective from the February roll.",
        "figures",
    ),
    (
        "Monthly letter, December: the programme returned +3.2% MTD and +18.6% YTD, with trend "
        "in rates doing most of the work. As before, {noun} is held to {nomore} {v}.",
        "figures",
    ),
    (
        "From risk_limits.yaml (programme: Diversified Trend):\n    vol_target_pct: 11\n"
        "    {key}: {v}\n    markets_traded: 84",
        "bare",
    ),
    (
        "ODD questionnaire, answer to Q7: the manager confirms a hard {limit} of {v} on {noun}, "
        "monitored intraday by the risk team.",
        "figures",
    ),
    (
        "CIO: for the record, {noun}: {limit} {v}. That is a hard limit, not a target; the 12% "
        "vol target is a separate thing.",
        "figures",
    ),
    (
        "| Risk measure | Limit | Dec-24 | Nov-24 |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | {obs2} |",
        "table",
    ),
    (
        "Extract from the disclosure document as amended in March (the December draft is "
        "superseded): '{Noun} will {notpast} {v}.'",
        "figures",
    ),
    (
        "Allocator call notes: asked about {noun}. Answer: {v} ({limit}), checked daily; a "
        "breach means risk is cut by half within two sessions.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = observed2 = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # two month-end readings inside the limit, decoys in the same form
        seen = round(value * (1.3 if s.floor else 0.7), 6)
        seen2 = round(value * (1.4 if s.floor else 0.6), 6)
        written, observed, observed2 = s.alike((value, seen, seen2), rng.randrange(12), apart=True)
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
        obs2=observed2,
        nomore=_no_more(s),
        notpast=_not_past(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zr", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "side_letter": [
        "Monthly transparency: positions and risk by sector within ten business days.",
        "Notice to the allocator of any change in key personnel.",
        "No single-stock futures and no OTC options.",
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

#: a figure beside the limit among the programme's key terms: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "vol_ceiling": ("target volatility", 0.12),
    "margin_to_equity_max": ("average margin-to-equity since inception", 0.11),
    "gross_notional_max": ("average gross leverage in 2024", 2.2),
    "sector_risk_max": ("risk limit per market", 0.08),
    "tbill_min": ("cash held at the FCM", 0.15),
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
    if structure == 0:  # a superseded version of the disclosure document
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The disclosure document dated March 2023 gave {wrong} for {noun}. It was "
                f"superseded in September; the current document says {right}."
            )
        else:
            text = (
                f"Programme description, section 5 (redline against the prior version): "
                f"{noun} {_op(s)} ~~{wrong}~~ {right}, change approved by the risk committee."
            )
    elif structure == 1:  # a proposal the committee did not adopt
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Risk committee, item 4: Research proposed moving {noun} to {wrong} for the "
                f"new fast-signal sleeve. The CRO objected and it was not adopted; {right} "
                f"remains the {_limit(s)}."
            )
        else:
            text = (
                f"PM's note: after the 2022 run I argued for {wrong} on {noun}. The committee "
                f"voted it down four to one, so we stay at {right}."
            )
    elif structure == 2:  # the month-end reading in the risk report
        wrong_value = _away(s, value, 0.7, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            side = "comfortably above the minimum" if s.floor else "inside the maximum"
            text = f"Month-end risk report, 31 December: {noun} was {wrong}, {side} of {right}."
        else:
            text = (
                "| Metric | 31-Dec | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure among the key terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key terms of the programme\n  " + "\n  ".join(lines)
    else:  # a closed programme's or a peer manager's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the Classic programme (closed to new money) runs {noun} at "
                f"{wrong}; the Diversified programme you are allocating to uses {right}."
            )
        else:
            text = (
                f"This manager's limit on {noun} is {right}. (Manager B in our peer deck allows "
                f"{wrong}, for comparison only.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zr", _plan),
)


# --- mandate clauses as IMAs, managed-account agreements, side letters and risk frameworks -------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's trading restrictions in the mandate's fields
        clause = f"{_cap(noun)} shall {_not_past(s)} {written} at any time."
        schedule: dict[str, JsonValue] = {
            "para_3": "Exchange-traded futures and deliverable FX forwards only.",
            "para_5": clause,
        }
        return {"ima": {"schedule_2": schedule}}, None, "ima.schedule_2.para_5"
    if shape == 1:
        agreement = (
            "MANAGED ACCOUNT AGREEMENT, Annex B (Trading Guidelines)\n"
            "(i) Only exchange-traded futures and FX forwards.\n"
            f"(ii) {_cap(noun)} must {_not_past(s)} {written}.\n"
            "(iii) Positions are marked to the exchange settlement price each day."
        )
        return None, agreement, MANDATE_ID
    if shape == 2:
        letter = (
            "SIDE LETTER to the subscription agreement of the Allocator.\n\nThe Manager "
            f"undertakes, for as long as the Allocator is invested, that {noun} is kept at "
            f"{_no_more(s)} {written}, and to notify the Allocator within one business day if "
            "it is not."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the risk committee's hard limits in the mandate's fields
        limits: list[JsonValue] = [
            "No position in a market with under twenty days of average volume cover.",
            "Stops reviewed at every monthly committee.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"risk_framework": {"approved_by": "Risk committee", "hard_limits": limits}},
            None,
            "risk_framework.hard_limits[2]",
        )
    lines = ["DISCLOSURE DOCUMENT, Part 4: The trading programme"]
    lines.append("Target volatility: 12% annualised (a target, not a limit).")
    if s is _MTE:  # the usual range beside the limit, a decoy
        low, high = round(value * 40), round(value * 60)
        lines.append(f"{_cap(noun)}: typically {low}–{high}%, not to exceed {written}.")
    else:
        lines.append("Margin-to-equity: typically 8 to 11 per cent.")
        lines.append(f"{_cap(noun)}: {_op(s)} {written}.")
    return None, "\n".join(lines), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please re-run the programme's weights for the managed account; every guideline applies.",
    "Rebalance the diversified programme inside all the limits in the documents.",
    "Re-optimise the futures weights for the February roll, within every client restriction.",
    "Size the allocation for the new share class, keeping to all the trading guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    shape=lambda i: (i + i // 5) % 5,  # each place with each subject
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the client's trading guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zr", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Risk framework: the CIO may run {noun} anywhere from {lo} to {hi} as signal strength "
    "warrants; no committee approval is needed inside that range.",
    "Disclosure document, Part 4: the programme sets {noun} anywhere between {lo} and {hi}; "
    "where it sits in that range is at the manager's discretion.",
    "| Parameter | Permitted range | Set by |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Trading "
    "team (discretionary within the range) |",
    "Allocator to manager, e-mail: we are comfortable with {noun} anywhere between {lo} and "
    "{hi} in our account; your call within that.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is run at {point}, fixed. The range in the appendix, from {lo} to "
        "{hi}, is only the band outside which risk reports to the committee; the trading team "
        "does not choose within it.",
        "{Noun} is run anywhere in the range in the appendix, from {lo} to {hi}; "
        "the trading team chooses the level within it.",
    ),
    (
        "Risk committee minutes, item 5: the PM asked to vary {noun} between {lo} and {hi} "
        "with signal strength. Declined: it stays at {point} until the annual review.",
        "Risk committee minutes, item 5: the PM asked to vary {noun} between {lo} and {hi} "
        "with signal strength. Approved: the PM may set it anywhere in that range.",
    ),
    (
        "CRO to PM: you do not have discretion over {noun}. Keep it at {point}; the range from "
        "{lo} to {hi} is not yours to use.",
        "CRO to PM: you have discretion over {noun}. Anywhere from {lo} to {hi} is fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the programme description's fields, as a mandate message, or in the
    IMA's schedule."""
    if shape == 0:
        return {"programme_description": {"risk_discretion": text}}, None
    if shape == 1:
        return None, f"Risk framework, section 6 (approved by the risk committee)\n\n{text}"
    return {"ima": {"schedule_3": [text, "Reporting: monthly NAV and sector attribution."]}}, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zr", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the disclosure document, a CIO note, an allocator's
#: mandate summary, risk committee minutes and the monthly letter put them; the first of each
#: is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Programme objective (disclosure document, Part 4): the highest return per unit of "
        "volatility, that is, maximise the Sharpe ratio.",
        "CIO note:\nwe size the book for the best Sharpe, not the biggest return; maximise the "
        "Sharpe ratio.",
        "Allocator's mandate summary: the account should earn as much as it can for each unit "
        "of risk it takes (the Sharpe ratio).",
        "Risk committee minutes, item 2: AGREED that the weights be set to maximise the Sharpe "
        "ratio.",
        "From the monthly letter: our aim remains the best risk-adjusted return the signals "
        "allow, measured by the Sharpe ratio.",
    ),
    "variance": (
        "Programme objective (disclosure document, Part 4): the least volatile combination of "
        "the markets, with no return forecast.",
        "CIO note:\nfor the defensive sleeve, build the minimum-variance portfolio; we make no "
        "return forecast there.",
        "Allocator's mandate summary: the overlay account is there to reduce risk; minimise "
        "portfolio variance and ignore expected returns.",
        "Risk committee minutes, item 2: AGREED that the weights minimise variance.",
        "From the monthly letter: in the overlay we simply minimise volatility; no view on "
        "returns enters the weights.",
    ),
    "tracking": (
        "Programme objective (disclosure document, Part 4): follow the SG Trend Index as "
        "closely as possible.",
        "CIO note:\nthe replication sleeve should sit as close to the SG Trend Index as we can "
        "get it; minimise tracking error.",
        "Allocator's mandate summary: the account is low-cost trend beta; minimise tracking "
        "error to the SG Trend Index.",
        "Risk committee minutes, item 2: AGREED that the replication book minimise tracking "
        "error to the SG Trend Index.",
        "From the monthly letter: the replication programme aims only to follow the SG Trend "
        "Index, with the least tracking error we can manage.",
    ),
    "return": (
        "Programme objective (disclosure document, Part 4): the highest expected return, with "
        "no penalty for risk.",
        "CIO note:\nfor the high-conviction sleeve, maximise expected return; risk is handled "
        "by the stops, not by the objective.",
        "Allocator's mandate summary: maximise expected return in the account; risk does not "
        "enter the objective.",
        "Risk committee minutes, item 2: AGREED that the sleeve maximise expected return alone.",
        "From the monthly letter: the new sleeve aims at the highest expected return, with no "
        "risk adjustment in the optimiser.",
    ),
}
_DRAFTS: Final = (
    'The previous programme description (v3, withdrawn) read: "{old}" It has been replaced; '
    "the current wording is:\n\n{new}",
    "~~{old}~~ (struck by the risk committee, 14 November)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "CIO, later the same day: ignore my earlier note on the objective, it was the old "
    "sleeve's. The current one is:\n\n{new}",
    "Correction from the risk committee (it supersedes the message above):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Diversified Trend programme (84 markets, vol target 12% annualised):\n\n{ask}",
    "{ask}\n\nPlease set up the weights on that basis. Research",
    "Allocator review pack, section 3 (ODD completed in October).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the programme's futures and forward markets",
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
    """Every fourth case from the second has a withdrawn version in the same text, quoted or
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
        tag="zr",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the programme's pro-forma record from 2000 to 2018",
        "the programme's pro-forma record from 2000 to 2014",
    ),
    ("daily futures data through June 2017", "daily futures data through December 2014"),
    (
        "back-adjusted continuous contracts for 1990–2020",
        "back-adjusted continuous contracts for 1990–2014",
    ),
    ("the full 2008–2019 sample in the research note", "the 2008–2014 sample in the research note"),
    ("all monthly returns to the end of 2016", "all monthly returns to the end of 2014"),
    ("the 1985–2021 history of the 84 markets", "the 1985–2014 history of the 84 markets"),
)
_ACTIONS: Final = (
    "the trend lookbacks (20 to 250 days) were chosen",
    "the blend of fast and slow signals was weighted",
    "the half-life of the vol-targeting estimator was set",
    "the sector risk budgets were calibrated",
    "the stop rule's multiple of ATR was fitted",
)
_LEAK_FRAMES: Final = (
    "Research note: {action} on {period}.",
    "From the monthly letter: {action} using {period}, and those settings are applied "
    "unchanged in all three walk-forward folds.",
    "For the allocator's ODD file: {action} once, on {period}, before the walk-forward test "
    "was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's signal uses, among other inputs, the settlement price of the following "
        "session.",
        "Each day's signal uses, among other inputs, the settlement price of the previous session.",
    ),
    (
        "Roll dates are picked by which contract turned out to carry the most open interest "
        "over the following month.",
        "Roll dates follow a calendar rule fixed in advance: five business days before first "
        "notice.",
    ),
    (
        "The lookback is the one of eight that gave the highest Sharpe over the whole "
        "2000–2020 record, then used in every fold.",
        "The lookback is chosen from eight inside each fold's training years only.",
    ),
    (
        "Performance shown to the allocator covers the same 2010–2020 years the signal blend "
        "was fitted on; no years were held out.",
        "Performance shown to the allocator covers only each fold's test years; the signal "
        "blend is fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The allocator wants a three-fold walk-forward backtest of the revised signal blend before "
    "investing.",
    "Please run the new lookbacks walk-forward, three folds, for the risk committee.",
    "Research request: a three-fold walk-forward test of the programme with the proposed stop "
    "rule.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zr", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Halyard Capital"
_ENTITY: Final = "ent_halyard_capital"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over calendar 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since March 2020", (0, 11)),
    ("between the June 2020 and June 2022 quarter-ends", (1, 9)),
    ("in the first half of 2021", (3, 5)),
    ("since the programme's launch in 1998", None),
    ("since the IPO in 2006", None),
    ("over the last ten years", None),
)


#: "by around 23%", "by over 20%", "by a shade under 25%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by over {}%", short="by a shade under {}%", about="by around {}%"
)


_by_bn = partial(_change_by, "by ${:.1f}bn", 0.3)


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


_by_pp = partial(_change_by, "by {:.1f}pp", 0.2)


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
        "management_fees",
        (88.0, 84.0, 86.0, 90.0, 95.0, 99.0, 103.0, 108.0, 114.0, 121.0, 127.0, 133.0),
        (
            "Management fee income",
            "Halyard Capital's management fees",
            "Net management fee revenue",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} did not fall in any quarter", never_fell),
            ("{s} held its ground", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "assets_under_management_usd_bn",
        (21.4, 19.8, 20.6, 22.1, 23.0, 23.9, 23.2, 24.6, 26.8, 28.9, 28.1, 30.4),
        ("Total AUM", "Halyard Capital's AUM", "Firm-wide AUM"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never dropped from one quarter-end to the next", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        _by_bn,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (31.2, 27.5, 29.0, 33.4, 34.1, 35.0, 33.8, 36.2, 41.5, 44.0, 42.7, 46.3),
        ("Operating margin", "Halyard Capital's operating margin", "The group's operating margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} never widened from one quarter to the next", never_rose),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "compensation_ratio_pct",
        (48.5, 52.0, 50.3, 47.1, 46.0, 45.2, 46.4, 44.0, 40.9, 39.5, 40.3, 38.2),
        ("The compensation ratio", "Halyard Capital's comp ratio", "Compensation to revenue"),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
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
    up_all="{s} was above the year-earlier quarter in every quarter of 2022",
    down_all="{s} was below the year-earlier quarter in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} declined at more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "ODD review of the manager's parent, financial strength: {claim} [1].",
    "From the allocator's quarterly manager review: {claim} [1], which supports the firm's "
    "staying power.",
    "| Item | Analyst comment |\n|---|---|\n| Halyard Capital Group plc | {Claim} [1] |",
    "Fund-of-funds analyst to the CIO: on the manager's business risk, {claim} [1]. Worth a "
    "line in the IC memo?",
    "Risk committee notes, item 6 (manager and counterparty review): {claim} [1].",
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
        tag="zr",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZR: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
