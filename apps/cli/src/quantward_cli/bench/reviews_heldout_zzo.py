"""Held-out batch ZZO: every flaw kind again, in the voice of a sovereign wealth fund's
investment management under its finance ministry's mandate: a state fund (the Government
Reserve Fund, "the Fund") that invests the state's petroleum revenue abroad, managed by the
central bank ("the Bank") under the Ministry of Finance's management mandate. Its documents are
those that world writes, in English translation of a Nordic administration: the mandate's
chapters and sections ("The Bank shall…"), the Executive Board's investment principles and risk
limits, the reference index's definition, the Council on Ethics' recommendations on exclusion
and observation, the annual and quarterly reports' tables, the Ministry's white paper to
Parliament (Meld. St.), the Supervisory Council's statements, letters between the Ministry and
the Bank, Executive Board minutes, and memos and e-mails among the Bank's staff.

Batch ZZO is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. The Fund's market value in NOK billion, the annual return, the management cost
in basis points, the number of companies held, the Council on Ethics' exclusion counts, the
currency basket's weights, the oil price assumption, the fiscal rule's 3 per cent, the
strategic equity share, case and reference numbers and meeting dates are decoy numbers: no
truth depends on them, except where a misquote cites one of them as the limit. Its parts are
new:

* limits as the Ministry and the Bank state them: the management mandate's section (unofficial
  translation), Executive Board minutes with a case number, an annual report note between the
  market value and the return, a risk-limits register extract (a bare number in the
  constraint's unit), the white paper to Parliament, a letter from the Ministry with its
  reference, the Supervisory Council's statement, a "Limit / Position 31 Dec / Within limit?"
  table whose position is a decoy, and Compliance's e-mail reply, each form in turn; number
  forms "7%", "7 per cent", "7.0 per cent" and, for expected relative volatility, "125 basis
  points", "125 bp" and "1.25 percentage points"; subjects: the ownership share of any one
  listed company's voting shares, expected relative volatility (tracking error) to the
  reference index in basis points, the unlisted real estate and renewable infrastructure share
  of the Fund, the share of the fixed-income portfolio in one corporate issuer, and the
  fixed-income share of the Fund, which is a floor;
* requests deferring the limit to the Ministry's public consultation, a "[…]" in the draft
  amendment to the mandate, an Executive Board that has not set it for the strategy period,
  the white paper due this spring, or Parliament's standing committee on finance;
* provenance misquoting its source: a consultation draft's figure the Ministry changed (in
  prose, or as tracked changes with the Ministry's letter adopting them), the Bank's proposal
  the Ministry did not follow or the Executive Board declined, the Fund's actual position in
  the quarterly report (in prose or a "Limit / Actual 30 Sep / Mandate" table), another figure
  in the mandate's key figures (the currency basket's European weight, the management cost
  ceiling, the fiscal rule's 3 per cent, the emerging-markets bond minimum, the strategic
  equity share) and the earlier mandate's or a peer fund's figure quoted for comparison;
* mandates as the management mandate's chapter 3 in the mandate's fields
  (`management_mandate.chapter_3.3.4`, a numbered section), the Executive Board's investment
  principles, a letter from the Ministry to the Bank, the Executive Board's risk limits in the
  mandate's fields (`risk_limits.limits[1]`) and a regulation laid down by Royal Decree;
* latitude granted as the Executive Board's delegation to the CEO, a mandate section letting
  the Bank determine a level within an interval, a "Limit / Interval / Determined by" table and
  an e-mail from the CIO; refused as a fixed mandate figure whose interval in the white paper
  is only a reporting threshold, Executive Board minutes not approving the administration's
  proposal, and a letter saying the Ministry has not delegated it; each twin the same text
  granting it;
* objectives as the mandate's chapter 1, the Executive Board's investment principles, the
  white paper, a letter from the Ministry and Supervisory Council minutes, with an earlier
  draft of the mandate's section quoted (dropped after the public consultation) or struck out
  in the same text, and a later letter from the Ministry or note from the CIO office replacing
  an earlier one;
* leakage as the Bank's risk and allocation staff write it: the index provider's rebalancing
  known only after the date, the Council on Ethics' exclusion list as it stood years later,
  the annual report's final valuations of unlisted real estate, year-end currency rates applied
  to the months before them, and the Ministry's later revisions of the currency basket, as
  calibration periods reaching into the test years and as whole sentences; each clean twin in
  the same form, ending before the first test date (2 January 2015);
* trend claims on Skjoldvik Kraft ASA (a listed Nordic utility with coal-fired plants that the
  Fund holds and the Council on Ethics keeps under observation) — revenue, the coal-fired share
  of generation (in percentage points), CO₂ intensity (in g CO₂e/kWh) and installed renewable
  capacity (in MW) over twelve quarters (2020 Q1–2022 Q4, through the energy crisis), as the
  Council's assessment, an active-ownership memo, a "Company / Observation" table, an e-mail
  from the Council's secretariat and Executive Board minutes; magnitudes as "about 12 per
  cent", "more than 45 per cent", "just under 15 per cent", "by 3.2 percentage points", "by 85
  g CO₂e/kWh", "by 640 MW"; horizons covered by the series against uncovered ones ("since the
  listing on Oslo Børs in 2004"). Whether a claim holds is computed from the series: true,
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
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270136
KINDS: Final = ALL_KINDS
TAG: Final = "zzo"
REQUEST_ID: Final = "msg_01hzzozzzzzzzzzzzzzzzzzzo0"
FOLLOW_UP_ID: Final = "msg_01hzzozzzzzzzzzzzzzzzzzzo1"
ANSWER_ID: Final = "msg_01hzzozzzzzzzzzzzzzzzzzzo2"
MANDATE_ID: Final = "msg_01hzzozzzzzzzzzzzzzzzzzzo3"
SOURCE_ID: Final = "src_01hzzozzzzzzzzzzzzzzzzzzo5"
CONTRACT_ID: Final = "ctr_01hzzozzzzzzzzzzzzzzzzzzoz"


# --- numbers as the Ministry, the Bank and their translators write them -----------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the Fund (or of a company's voting shares): "7%", "7 per cent", "7.0 per
    cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f} per cent"}


def _bp_forms(value: float) -> dict[str, str]:
    """Expected relative volatility in basis points: "125 basis points", "125 bp", or as the
    mandate's translation writes it, "1.25 percentage points"."""
    points = _g(value / 100)
    unit = "percentage point" if points == "1" else "percentage points"
    return {"bps": f"{_g(value)} basis points", "bp": f"{_g(value)} bp", "pp": f"{points} {unit}"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Ministry and the Bank name it, its key in the
    risk-limits register, the values it takes, a step between plausible neighbouring values
    (for misquotes), its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    step: float
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_OWNERSHIP: Final = _Subject(
    ("max_ownership_share", "votingShareCap"),
    (
        "the ownership share in any one listed company",
        "the Fund's holding of the voting shares of a single listed company",
        "the ownership interest in a single company (share of its voting shares)",
    ),
    "ownership_share_max",
    "fraction",
    (0.05, 0.07, 0.1),
    0.02,
    _share_forms,
)
_RELVOL: Final = _Subject(
    ("max_expected_relative_volatility", "trackingErrorLimitBps"),
    (
        "expected relative volatility",
        "the expected relative volatility against the reference index",
        "the tracking error to the reference index (expected relative volatility)",
    ),
    "expected_relative_volatility_bp_max",
    "bps",
    (100.0, 125.0, 150.0),
    25.0,
    _bp_forms,
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_share", "unlistedRealAssetsCap"),
    (
        "unlisted real estate and unlisted renewable infrastructure as a share of the Fund",
        "the unlisted real estate share of the Fund",
        "unlisted investments (real estate and infrastructure) as a share of the Fund's value",
    ),
    "unlisted_share_max",
    "fraction",
    (0.05, 0.07, 0.08),
    0.02,
    _share_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight_fi", "corporateIssuerCap"),
    (
        "the share of the fixed-income portfolio in any single corporate issuer",
        "holdings of any one corporate issuer's bonds as a share of fixed income",
        "exposure to one non-sovereign issuer in the fixed-income portfolio",
    ),
    "fi_issuer_max",
    "fraction",
    (0.02, 0.03, 0.05),
    0.01,
    _share_forms,
)
_BONDS: Final = _Subject(
    ("min_fixed_income_share", "bondShareFloor"),
    (
        "the fixed-income share of the Fund",
        "the bond allocation as a share of the Fund's value",
        "the share of the Fund invested in fixed income",
    ),
    "fixed_income_share_min",
    "fraction",
    (0.25, 0.3, 0.35),
    0.05,
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_OWNERSHIP, _RELVOL, _UNLISTED, _ISSUER, _BONDS)

_RATIONALES: Final = (
    "usual for a large sovereign wealth fund",
    "in line with what peer funds apply",
    "consistent with the Fund's long investment horizon",
    "a prudent working assumption until the Ministry decides",
    "the level in the previous strategy period",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Fund's asset classes and regions under the Ministry's management "
    "mandate",
    "the highest return after costs for the risk taken, within the management mandate",
    "solve the Fund's target weights",
    "the solved weights and their expected relative volatility",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Fund's governing documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _limit_phrase(s: _Subject) -> str:
    return "shall not fall below" if s.floor else "shall not exceed"


def _limit_verb(s: _Subject) -> str:
    return "does not fall below" if s.floor else "does not exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the equity portfolio after the reference index's semi-annual review",
    "set target weights for the fixed-income portfolio after the change to the currency basket",
    "re-optimise the Fund's allocation ahead of the phase-in of unlisted renewable infrastructure",
    "size the emerging-markets equity allocation for the strategy plan 2026–2028",
    "rework the portfolio weights for the NOK 412 billion transfer from the state budget",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still out for public consultation (deadline 1 March)",
    '{noun}: "[…]" in the Ministry\'s draft amendment to the mandate, pending its decision',
    "the Executive Board has not yet set the limit on {noun} for the new strategy period",
    "the limit on {noun} awaits the white paper to Parliament this spring",
    "Parliament's standing committee on finance has yet to give its recommendation on the "
    "limit for {noun}",
)
_REQUEST_FRAMES: Final = (
    "MEMO\nTo: Allocation Strategies\nFrom: Office of the CIO\n\nPlease {task}. Note that "
    "{deferral}.",
    "Dear colleagues,\n\nFollowing the Executive Board meeting (the Fund now holds shares in "
    "8,859 companies) could you {task}? {Deferral}.\n\nBest regards, Kari (Strategy Council "
    "secretariat)",
    "From the strategy plan tracker: {task}. {Deferral}; flag anything that depends on it.",
    "Market value at the close: NOK 19,742 billion (USD 1,862 billion). Next: {task}.\n"
    "Caveat: {deferral}.",
    "Communications department here, not Investments. Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}, {shall}
_STATINGS: Final = (
    (
        "Management mandate, section 3-3 (unofficial translation): 'The Bank shall ensure that "
        "{noun} is {nomore} {v}.'",
        "figures",
    ),
    (
        "Minutes of the Executive Board, meeting of 18 December, case 112/24 (all members "
        "present).\nThe Board set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Annual report, note 1: the market value of the Fund was NOK 15,765 billion at year-end "
        "and management costs were 4.4 bp of assets. Under the mandate, {noun} is kept at "
        "{nomore} {v}.",
        "figures",
    ),
    (
        "Risk limits register (extract, as at 31 January):\n    owner: Executive Board\n"
        "    {key}: {v}\n    monitored_by: Risk and Compliance",
        "bare",
    ),
    (
        "White paper to Parliament (Meld. St. 22, chapter 4): 'The Ministry has set {noun} at a "
        "{limit} of {v}.'",
        "figures",
    ),
    (
        "Letter from the Ministry of Finance to the Bank (our ref. 23/1187): The Ministry has "
        "decided that {noun} {shall} {v}.",
        "figures",
    ),
    (
        "Supervisory Council, statement on the annual report: the Council notes that {noun} was "
        "kept at {nomore} {v} throughout the year, as the mandate requires.",
        "figures",
    ),
    (
        "| Limit | Position 31 Dec | Within limit? |\n|---|---|---|\n| {Noun} {op} {v} | {obs} "
        "| Yes |",
        "table",
    ),
    (
        "Sv: limits\n\nHi, I have checked the mandate as amended with effect from 1 January: "
        "{noun}, {nomore} {v}. Regards, Ingrid (Compliance)",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.08 if s.floor else value * 0.6, 6)


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
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
        shall=_limit_phrase(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "guidelines_for_observation_and_exclusion": [
        "Companies that produce weapons that violate fundamental humanitarian principles "
        "through their normal use shall be excluded.",
        "Mining companies and power producers that derive 30 per cent or more of their income "
        "from thermal coal may be excluded.",
        "The Council on Ethics gives its recommendations to the Bank, which decides.",
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

#: a figure beside the limit among the mandate's key figures: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "ownership_share_max": ("Currency basket, European currencies", 0.5),
    "expected_relative_volatility_bp_max": ("Ceiling on management costs", 8.0),
    "unlisted_share_max": ("Fiscal rule, expected real return spent each year", 0.03),
    "fi_issuer_max": ("Emerging-markets bonds, minimum share of the reference index", 0.1),
    "fixed_income_share_min": ("Strategic equity share", 0.7),
}


def _away(s: _Subject, value: float, steps: float) -> float:
    """A value `steps` steps from `value` on the lenient side: above a cap, below a floor (a
    negative `steps` is the strict side, where a position inside the limit sits)."""
    return round(value - steps * s.step if s.floor else value + steps * s.step, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a consultation draft's figure the Ministry changed
        wrong_value = _away(s, value, 2)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The consultation draft of the mandate amendment (sent for comment in May) had "
                f"{wrong} for {noun}. After the consultation the Ministry laid down {right} in "
                "section 3-4 of the mandate."
            )
        else:
            text = (
                f"Mandate, section 3-4 (tracked changes): {noun} {_no_more(s)} ~~{wrong}~~ "
                f"{right} [Ministry's letter of 14 December: amendment adopted with effect from "
                "1 January]"
            )
    elif structure == 1:  # a proposal not followed
        wrong_value = _away(s, value, 3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"In its letter of 5 May the Bank proposed {wrong} for {noun}. The Ministry did "
                f"not follow the proposal, and the mandate's {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Executive Board minutes, case 31/24: the administration asked to take {noun} "
                f"to {wrong}. The Board did not approve this; the limit remains {right}."
            )
    elif structure == 2:  # the Fund's actual position in the quarterly report
        wrong_value = _away(s, value, -1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Quarterly report, third quarter: {noun} was {wrong} at 30 September, within "
                f"the mandate's {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | Actual 30 Sep | Mandate |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure among the mandate's key figures
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key figures in the management mandate (as amended)\n  " + "\n  ".join(lines)
    else:  # the earlier mandate's or a peer fund's figure, quoted for comparison
        wrong_value = _away(s, value, 1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the mandate before the 2017 amendment allowed {wrong} for "
                f"{noun}. The current mandate is stricter: {right}."
            )
        else:
            text = (
                f"The white paper sets {noun} at {right}. (A peer sovereign fund applies "
                f"{wrong}, but the Ministry chose not to follow it.)"
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


# --- mandate clauses as the mandate, principles, letters, risk limits and a regulation ---------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the management mandate's chapter 3, a numbered section, in the fields
        chapter: dict[str, JsonValue] = {
            "3.1": "The Bank shall compose the Fund's investments with the reference index "
            "as its starting point.",
            "3.4": f"The Bank shall manage the Fund so that {noun} {_limit_verb(s)} {written}.",
        }
        return (
            {"management_mandate": {"chapter_3": chapter}},
            None,
            "management_mandate.chapter_3.3.4",
        )
    if shape == 1:
        principles = (
            "INVESTMENT PRINCIPLES — adopted by the Executive Board under section 1-3 of the "
            "management mandate\n"
            "1. The CEO shall manage the Fund with the aim of the highest possible return "
            "after costs.\n"
            f"2. Limits: {noun} {_limit_phrase(s)} {written}.\n"
            "3. Reporting: breaches are reported to the Executive Board without delay."
        )
        return None, principles, MANDATE_ID
    if shape == 2:
        letter = (
            "MINISTRY OF FINANCE\nTo: the Bank\nOur ref.: 24/2210   Date: 20 June\n\n"
            "Amendment to the management mandate for the Government Reserve Fund\n\n"
            "The Ministry refers to the white paper and to Parliament's decision of 10 June. "
            f"With effect from 1 September, {noun} shall be {_no_more(s)} {written}. The "
            "Ministry asks the Bank to confirm that the change has been implemented."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the Executive Board's risk limits in the mandate's fields
        limits: list[JsonValue] = [
            "Leverage may be used only to implement the investments efficiently.",
            f"{_cap(noun)}: {_op(s)} {written}.",
            "Securities lending: only against collateral approved by Risk.",
        ]
        return (
            {"risk_limits": {"adopted": "Executive Board, 18 December", "limits": limits}},
            None,
            "risk_limits.limits[1]",
        )
    regulation = (
        "REGULATION ON THE MANAGEMENT OF THE GOVERNMENT RESERVE FUND\n"
        "(laid down by Royal Decree under section 2 of the Government Reserve Fund Act)\n"
        "§ 4 Limits\n(1) The reference index is composed of equities and bonds.\n"
        f"(2) {_cap(noun)} shall be {_no_more(s)} {written}."
    )
    return None, regulation, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the Fund's strategic allocation; every limit in the management mandate "
    "applies.",
    "Re-run the Fund's target weights within the limits in the mandate and the Board's principles.",
    "Ahead of the Executive Board meeting, re-optimise the portfolio within the risk limits.",
    "Phase in the new emerging-markets allocation, keeping to all the Fund's limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the limit in the Fund's governing documents",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Executive Board delegation to the CEO, item 4: the CEO may set the limit on {noun} at "
    "any level between {lo} and {hi} without reverting to the Board.",
    "Management mandate, section 3-2: the Bank determines the limit on {noun} within the "
    "interval {lo} to {hi}.",
    "| Limit | Interval | Determined by |\n|---|---|---|\n| {Noun} | {lo} – {hi} | the Bank "
    "(no approval from the Ministry needed within the interval) |",
    "E-mail from the CIO: set the limit on {noun} yourselves; anything from {lo} up to {hi} "
    "is fine with the Board.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The mandate fixes the limit on {noun} at {point}. The {lo}–{hi} interval in the white "
        "paper only sets when the Bank must report to the Ministry; it gives the Bank no "
        "discretion.",
        "The mandate lets the limit on {noun} lie anywhere in the {lo}–{hi} interval in the "
        "white paper; the Bank determines the level.",
    ),
    (
        "Executive Board minutes, case 47/24: the administration proposed to set the limit on "
        "{noun} anywhere between {lo} and {hi}. The Board did not approve the proposal: the "
        "limit stays at {point} until the next strategy plan.",
        "Executive Board minutes, case 47/24: the administration proposed to set the limit on "
        "{noun} anywhere between {lo} and {hi}. The Board approved the proposal: the "
        "administration may choose within that interval.",
    ),
    (
        "Letter from the Ministry: the Ministry has not delegated the limit on {noun} to the "
        "Bank. It is {point}, not any level in {lo}–{hi}.",
        "Letter from the Ministry: the Ministry has delegated the limit on {noun} to the Bank. "
        "Any level in {lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in the Executive
    Board's investment principles."""
    if shape == 0:
        return {"management_mandate": {"chapter_3_notes": text}}, None
    if shape == 1:
        return None, f"Mandates and delegated authorities (compiled by Compliance)\n\n{text}"
    principles: list[JsonValue] = [text, "The Executive Board reviews these principles yearly."]
    return {"investment_principles": {"section_4": principles}}, None


_ranges = partial(
    _range_cases,
    # caps only, and in per cent: discretion over a floor is another question
    subjects=(_OWNERSHIP, _UNLISTED, _ISSUER),
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

#: whole statements of each objective, as the mandate, the investment principles, the white
#: paper, a letter from the Ministry and the Supervisory Council put them; the first of each is
#: one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Management mandate, section 1-3: the Bank shall seek the highest return per unit of "
        "risk (the Sharpe ratio) across the Fund.",
        "Investment principles (Executive Board), section 2:\nthe Fund's weights are set for "
        "the highest Sharpe ratio, the most return for each unit of volatility.",
        "White paper to Parliament, chapter 2: the Ministry expects the Bank to earn as much "
        "return as possible for the risk it takes, measured by the Sharpe ratio.",
        "Letter from the Ministry: the Ministry asks the Bank to weight the Fund for the best "
        "risk-adjusted return, i.e. to maximise the Sharpe ratio.",
        "Supervisory Council minutes, item 6: NOTED that the Fund is weighted to maximise the "
        "Sharpe ratio.",
    ),
    "variance": (
        "Management mandate, section 1-3: the stabilisation tranche shall be the least "
        "volatile portfolio attainable.",
        "Investment principles (Executive Board), section 2:\nthe stabilisation tranche is "
        "weighted for minimum variance, with no view on expected returns.",
        "White paper to Parliament, chapter 2: the buffer part of the Fund must be as steady as "
        "possible, the lowest volatility available, whatever the return forecasts say.",
        "Letter from the Ministry: the budget may need to draw on this tranche at short notice; "
        "the Bank shall minimise its variance and leave return forecasts out of it.",
        "Supervisory Council minutes, item 6: NOTED that the stabilisation tranche is weighted "
        "to minimise variance.",
    ),
    "tracking": (
        "Management mandate, section 1-3: the Fund shall follow the reference index as closely "
        "as possible.",
        "Investment principles (Executive Board), section 2:\nthe portfolio is kept as close "
        "to the reference index as the Bank can, with the lowest expected relative volatility.",
        "White paper to Parliament, chapter 2: the Fund mirrors the reference index the "
        "Ministry has set, with minimal tracking error.",
        "Letter from the Ministry: the Bank shall track the reference index as closely as it "
        "can; please minimise the tracking error against it.",
        "Supervisory Council minutes, item 6: NOTED that the Fund minimises its tracking error "
        "to the reference index.",
    ),
    "return": (
        "Management mandate, section 1-3: the long-term tranche shall seek the highest expected "
        "return, with no penalty for risk.",
        "Investment principles (Executive Board), section 2:\nthe long-term tranche is "
        "weighted for the highest expected return; risk does not enter the objective.",
        "White paper to Parliament, chapter 2: given its very long horizon, the long-term "
        "tranche maximises expected return, with no allowance for risk.",
        "Letter from the Ministry: the long-term tranche is there for return; the Bank shall "
        "aim for the highest expected return, without any risk adjustment.",
        "Supervisory Council minutes, item 6: NOTED that the long-term tranche is weighted to "
        "maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'An earlier draft read: "{old}" That wording was dropped after the public consultation; the '
    "text now in force is:\n\n{new}",
    "~~{old}~~ (deleted by the Ministry's letter of 14 December)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Letter from the Ministry of Finance (our ref. 24/3018): the Ministry withdraws its letter "
    "of 3 March on the Fund's objective. The Bank shall instead follow this:\n\n{new}",
    "From the Office of the CIO: this replaces the note on the objective sent earlier today, "
    "after the Executive Board's decision:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the strategic allocation review:\n\n{ask}",
    "{ask}\n\nPlease set the portfolio weights accordingly. Allocation Strategies",
    "The Fund at 31 December: NOK 15,765 billion, 70.9 per cent in equities, 4,210 bond "
    "issuers.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the securities in the Fund's reference index universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The earlier objective as the mandate's draft section worded it (a one-line form, so
    that it can be quoted inline or struck through), then the text in force."""
    return _fill(rng.choice(_DRAFTS), old=_ASKS[old_kind][0], new=ask)


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

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan
#: 2015; the annual report for a year is published the following spring)
_PERIODS: Final = (
    (
        "the reference index's history as the index provider had rebalanced it by June 2019",
        "the reference index's history as the index provider had rebalanced it by December 2014",
    ),
    (
        "the equity universe net of the Council on Ethics' exclusion list as it stood in March "
        "2021",
        "the equity universe net of the Council on Ethics' exclusion list as it stood on 31 "
        "December 2014",
    ),
    (
        "the Fund's returns with unlisted real estate at the annual reports' final valuations "
        "for 2010–2018",
        "the Fund's returns with unlisted real estate at the annual reports' final valuations "
        "for 2010–2013",
    ),
    (
        "returns translated into NOK at month-end currency rates from January 2010 to June 2018",
        "returns translated into NOK at month-end currency rates from January 2010 to December "
        "2014",
    ),
    (
        "returns in the currency basket as the Ministry had revised it by 2016",
        "returns in the currency basket as it stood at the end of 2014",
    ),
    (
        "the Fund's monthly returns from January 1998 to December 2019",
        "the Fund's monthly returns from January 1998 to December 2014",
    ),
)
_ACTIONS: Final = (
    "the rebalancing rule's trigger for the equity share was calibrated",
    "the risk model behind the expected relative volatility estimate was fitted",
    "the weighting model's shrinkage parameter was chosen",
    "the regional tilts of the simulated portfolio were tuned",
    "the currency-hedge ratio of the simulated reference portfolio was set",
)
_LEAK_FRAMES: Final = (
    "Memo to the Executive Board, methodology annex: {action} on {period}.",
    "From Risk's model documentation (v3.1): {action} using {period}, and that calibration is "
    "used unchanged in all three test folds.",
    "For the Supervisory Council's information, {action} once only, on {period}, before the "
    "walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "At each month-end the simulated Fund holds the constituents the index provider "
        "announced, after that date, for its next quarterly rebalancing.",
        "At each month-end the simulated Fund holds the constituents in force at that date, as "
        "the index provider had announced them by then.",
    ),
    (
        "Every company on the exclusion list published in 2021 is removed from the portfolio "
        "from 2010 onwards, whenever its exclusion was announced.",
        "Each excluded company is removed from the portfolio from the month after the Bank "
        "announced its exclusion, and not before.",
    ),
    (
        "Unlisted real estate is carried each quarter at the values the annual report later "
        "finalised for that year.",
        "Unlisted real estate is carried each quarter at the values in that quarter's report, "
        "before any year-end revaluation.",
    ),
    (
        "Returns are translated into NOK at each year's closing (31 December) exchange rates for "
        "every month of that year.",
        "Returns are translated into NOK at each month-end's exchange rates, as published on "
        "that day.",
    ),
)
_LEAK_ASKS: Final = (
    "The Executive Board asks for a three-fold walk-forward test of the proposed rebalancing "
    "rule before the strategy plan is adopted.",
    "Please run a walk-forward test (three folds) of the revised reference index for the Ministry.",
    "Allocation Strategies: walk-forward test, three folds, of the Fund's weighting model "
    "ahead of the white paper.",
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

_COMPANY: Final = "Skjoldvik Kraft"
_ENTITY: Final = "ent_skjoldvik_kraft"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the four quarters to 31 December 2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since the first quarter of 2020", (0, 11)),
    ("between the second quarter of 2020 and the second quarter of 2022", (1, 9)),
    ("from the end of 2020 to mid-2021", (3, 5)),
    ("since the listing on Oslo Børs in 2004", None),
    ("since the Fund first bought shares in the company in 2001", None),
    ("since the Council on Ethics placed the company under observation in 2015", None),
)


#: "about 12 per cent", "more than 45 per cent", "just under 15 per cent"; "" when it barely
#: moved
_approx_pct = partial(
    _rounded_change,
    past="more than {} per cent",
    short="just under {} per cent",
    about="about {} per cent",
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


_by_grams = partial(_change_by, "by {:.0f} g CO₂e/kWh", 5.0)


_by_megawatts = partial(_change_by, "by {:,.0f} MW", 50.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "NOK"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            9120.0,
            7480.0,
            7910.0,
            9860.0,
            10240.0,
            9310.0,
            11870.0,
            15420.0,
            18960.0,
            16240.0,
            17480.0,
            19350.0,
        ),
        ("Revenue", "Skjoldvik Kraft's revenue", "Group revenue"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "coal_share_of_generation_pct",
        (38.5, 36.2, 35.8, 34.1, 33.0, 31.4, 32.2, 29.5, 27.9, 28.6, 26.1, 24.3),
        (
            "The coal-fired share of generation",
            "Skjoldvik Kraft's coal-fired share of generation",
            "Coal's share of the group's power output",
        ),
        (
            ("{s} fell {m}", fell),
            ("{s} rose {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not fall", held_up),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "co2_intensity_g_per_kwh",
        (412.0, 398.0, 405.0, 381.0, 366.0, 352.0, 359.0, 334.0, 318.0, 322.0, 297.0, 281.0),
        (
            "CO₂ intensity",
            "Skjoldvik Kraft's emissions intensity (Scope 1)",
            "The carbon intensity of its generation",
        ),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not increase", held_down),
            ("{s} did not decrease", held_up),
        ),
        _by_grams,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "renewable_capacity_mw",
        (
            2140.0,
            2140.0,
            2310.0,
            2480.0,
            2480.0,
            2655.0,
            2655.0,
            2920.0,
            3105.0,
            3105.0,
            3390.0,
            3520.0,
        ),
        (
            "Installed renewable capacity",
            "Skjoldvik Kraft's renewable capacity",
            "Wind and hydro capacity",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} rose in every single quarter", rose_every_quarter),
            ("{s} did not increase", held_down),
        ),
        _by_megawatts,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher than a year earlier in each of the four quarters of 2022",
    down_all="{s} was lower than a year earlier in each of the four quarters of 2022",
    faster="{s} grew more in 2022 than in 2021",
    slower="{s} grew less in 2022 than in 2021",
    grew="{s} rose at a compound annual rate above 10 per cent from Q4 2020 to Q4 2022",
    shrank="{s} fell by more than 10 per cent a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Council on Ethics, assessment of Skjoldvik Kraft ASA (unofficial translation), section 4: "
    "{claim} [1].",
    "Active ownership memo (climate team): {claim} [1]; the company remains under observation, "
    "not exclusion.",
    "| Company | Observation |\n|---|---|\n| Skjoldvik Kraft ASA | {Claim} [1] |",
    "E-mail from the Council's secretariat: {claim} [1], so the coal criterion is still being "
    "assessed.",
    "Executive Board minutes, case 9/23 (observation list): the administration reported that "
    "{claim} [1].",
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
    """Batch ZZO: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
