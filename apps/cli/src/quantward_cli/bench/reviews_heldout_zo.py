"""Held-out batch ZO: every flaw kind again, in the voice of charities, foundations and small
university endowments run by volunteer trustees and small finance teams: a trustee board's
investment policy statement written by non-specialists, a finance committee's minutes with
action points ("ACTION: Treasurer to …"), the treasurer's report to the AGM, an ethical
investment policy in the style of the Charity Commission's CC14 guidance, a volunteer trustee's
long e-mail full of questions, the investment adviser's quarterly letter, grant-spending rules
("spend 4% of the three-year average") and a donor's restricted-gift letter.

Batch ZO is built like J, ZH and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Grant totals in £ and $, spending rates, membership numbers, months of reserves,
donations, legacy income and meeting dates are decoy numbers: no truth depends on them. Its
parts are new:

* limits as trustees and their advisers state them: a trustee's reply e-mail ("I've checked
  the IPS and …"), minutes of the finance committee with an agreed item, a treasurer's AGM
  report line between grant totals and membership, a spreadsheet export of the policy's
  parameters (a bare number in the constraint's unit), the adviser's quarterly letter, a CC14
  style ethical-policy paragraph, an action point closed in the minutes, a "Limit / Position at
  31 March / Within limit?" compliance table whose position is a decoy, and a chair's note
  after a board vote, each form in turn; number forms "5%", "5 percent", "5.0%", "150bp",
  "1.50%", "150 basis points"; subjects: single-holding weight, sector weight, tracking error
  to the composite benchmark, annual turnover and a minimum cash reserve that is a floor;
* requests deferring the limit to the next trustee meeting, an open action point, a blank line
  in the draft IPS awaiting the adviser, a vacant treasurer's post or a sub-committee still to
  report;
* provenance misquoting its source: a draft IPS figure the board amended (in prose, or struck
  through in tracked changes), a trustee's proposal not seconded or voted down, the position at
  the quarter end in the adviser's valuation (in prose or a "Measure / 30 June / Policy"
  table), another figure in a policy summary for new trustees (a sector or single-holding
  limit, expected volatility, the equity allocation or the annual spending rate) and another
  charity's or a neighbouring college's figure quoted for comparison;
* mandates as an IPS's restrictions in the mandate's fields (`ips.section_4.restriction_c`), a
  CC14-style ethical investment policy, a donor's restricted-gift letter, the minutes' list of
  decisions in the mandate's fields (`minutes.decisions[2]`) and the adviser's signed terms of
  engagement;
* latitude granted as a delegation to the investment sub-committee, an adviser's discretion
  "anywhere between … and …", a "Parameter / Band / Delegated to" table and a trustee's e-mail;
  refused as a fixed figure whose band is only a review trigger, a chair declining a
  trustee's request in the minutes and an adviser told the board has not delegated the band;
  each twin the same text granting it;
* objectives as an IPS's investment objective, the adviser's letter, the treasurer's AGM report,
  a trustee's e-mail and minutes, with an earlier draft quoted or struck in the same text and a
  later e-mail from the chair replacing an earlier one;
* leakage as the adviser's quarterly letter and a committee paper write it: a spending-rule
  smoothing, a value tilt, an ethical screen's threshold and a rebalancing band set on periods
  reaching into the test years, and whole sentences (the next month's return as an input,
  dividends as later restated, a band picked on the whole record, results shown on the
  years the tilt was sized on); each
  clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Penrose Instruments plc (an endowment holding) — revenue, operating margin (in
  percentage points), free cash flow and net debt to EBITDA (as "0.3x") over twelve quarters
  (2020 Q1–2022 Q4), as an adviser's letter, the treasurer's AGM report, a "Holding / Comment"
  table, a trustee's e-mail and minutes; magnitudes as "roughly 12%", "more than 45%", "just
  short of 15%", "by 1.2 percentage points", "by 0.3x"; horizons covered by the series against
  uncovered ones ("since the Foundation first bought the shares in 2011"). Whether a claim
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

SEED: Final = 20270110
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzo5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzoo"


# --- numbers as trustees, treasurers and advisers write them ------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the fund: "5%", "5 percent", "5.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "percent": f"{_g(pct)} percent", "pct1": f"{pct:.1f}%"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error limit: "150bp", "1.50%", "150 basis points"."""
    return {
        "bp": f"{_g(value)}bp",
        "pct2": f"{value / 100:.2f}%",
        "long": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how trustees and advisers name it, its key in the
    policy's parameter sheet, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_HOLDING: Final = _Subject(
    ("max_holding_weight", "singleIssuerLimit"),
    ("any single holding", "any one company in the fund", "the largest single shareholding"),
    "single_issuer_max",
    "fraction",
    (0.05, 0.06, 0.1),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorLimit"),
    ("any one industry sector", "exposure to a single sector", "sector concentration"),
    "sector_max",
    "fraction",
    (0.2, 0.3, 0.35),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "trackingErrorBps"),
    (
        "tracking error against the composite benchmark",
        "how far the fund may stray from its benchmark (tracking error)",
        "tracking error relative to the agreed benchmark",
    ),
    "tracking_error_bp",
    "bps",
    (150.0, 250.0, 350.0),
    _bp_forms,
)
_TURNOVER: Final = _Subject(
    ("max_annual_turnover", "turnoverLimit"),
    ("portfolio turnover in any one year", "annual turnover", "trading turnover per year"),
    "turnover_max",
    "fraction",
    (0.25, 0.35, 0.6),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashReserveMin"),
    ("the cash reserve", "cash held in the fund", "the liquidity reserve in cash"),
    "cash_min",
    "fraction",
    (0.02, 0.03, 0.07),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_HOLDING, _SECTOR, _TE, _TURNOVER, _CASH)

_RATIONALES: Final = (
    "usual for a small charity's endowment",
    "a common figure in charity investment policies",
    "in line with what similar foundations adopt",
    "a cautious placeholder until the trustees decide",
    "the adviser's usual recommendation for charities",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the endowment's listed-equity portfolio under the trustees' policy",
    "the best risk-adjusted return within the trustees' investment policy",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the trustees stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zo", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the endowment's equity portfolio after this year's grant draw",
    "draw up the listed-equity weights for the Foundation's new investment policy",
    "reinvest the £250,000 legacy into the equity portfolio",
    "prepare the model equity weights the adviser asked the trustees to approve",
    "rework the equity portfolio so the 4% spending rule can be met next year",
)
_DEFERRALS: Final = (
    "the trustees will agree the limit on {noun} at their next meeting (14 May)",
    "ACTION 7 (limit on {noun}) is still open, carried forward from February",
    "{noun}: left blank in the draft IPS, the adviser is to suggest a figure",
    "we have no treasurer at the moment, so nobody has proposed a figure for {noun}",
    "the investment sub-committee has not yet reported on {noun}",
)
_REQUEST_FRAMES: Final = (
    "Finance Committee, matters arising\nItem 4: {task}.\nNote: {deferral}.",
    "Dear all,\n\nFollowing the AGM (112 members present) could someone {task}? {Deferral}.\n\n"
    "Best, Margaret (Hon. Secretary)",
    "From the treasurer's to-do list: {task}. {Deferral}, so please flag it.",
    "Grants paid this year: £182,400 to 37 charities. Next step: {task}.\nCaveat: {deferral}.",
    "Hi, Trustee here (volunteer, not a finance person!). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: your question. I've checked the IPS we adopted in 2019 and it says {noun} must be "
        "{nomore} {v}. Hope that's what you needed. Richard (trustee)",
        "figures",
    ),
    (
        "Minutes of the Finance Committee, 9 October. Present: 5 trustees, the Bursar.\n"
        "Item 3: the committee agreed a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Treasurer's report to the AGM: grants of £96,000 were paid and membership stands at "
        "1,240. Under our policy, {noun} is kept at {nomore} {v}.",
        "figures",
    ),
    (
        "Exported from the policy spreadsheet (tab 'Limits'):\n    fund: General Endowment\n"
        "    {key}: {v}\n    reserves_months: nine",
        "bare",
    ),
    (
        "From the adviser's quarterly letter: 'As agreed with your board, we manage {noun} to a "
        "{limit} of {v}.'",
        "figures",
    ),
    (
        "Ethical investment policy (following CC14), para 5: to manage risk as well as values, "
        "the trustees set {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "ACTION 12 (Treasurer): confirm the limit on {noun}. CLOSED: confirmed as {v} ({limit}).",
        "figures",
    ),
    (
        "| Limit | Position at 31 March | Within limit? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "Chair's note: the board voted 7–1 this evening. {Noun}: {limit} {v}, effective "
        "immediately.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
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
    return _invented_twins_of(SEED, "zo", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ethical_policy": [
        "No investment in tobacco, gambling or thermal coal (CC14 review, 2021).",
        "Engage with companies on the Living Wage before divesting.",
        "Report the fund's carbon footprint to members each year.",
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

#: a figure beside the limit in the same policy: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_issuer_max": ("sector limit", 0.3),
    "sector_max": ("single-holding limit", 0.1),
    "tracking_error_bp": ("expected volatility", 1200.0),
    "turnover_max": ("equity allocation", 0.7),
    "cash_min": ("annual spending rate", 0.04),
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
    if structure == 0:  # a draft figure the board amended
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft IPS circulated in January proposed {wrong} for {noun}. The board "
                f"amended this at the March meeting and the adopted policy says {right}."
            )
        else:
            text = (
                f"IPS, section 4 (tracked changes): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "(amended by the trustees, accepted)."
            )
    elif structure == 1:  # a trustee's proposal voted down
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Minutes, item 6: Mr Osei proposed changing {noun} to {wrong}. Not seconded; "
                f"the existing {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"Sorry for the long e-mail. I did ask the board to move {noun} to {wrong}, but "
                f"I lost the vote 2–6, so we stay at {right}. Jean"
            )
    elif structure == 2:  # the quarter-end position in the adviser's valuation
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Adviser's valuation at 30 June: {noun} stood at {wrong}, comfortably inside "
                f"the policy ({_limit(s)} {right})."
            )
        else:
            text = (
                "| Measure | 30 June | Policy |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same policy
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Policy summary for new trustees\n  " + "\n  ".join(lines)
    else:  # another charity's policy, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the Hartley Trust allows {wrong} for {noun}. Ours is "
                f"stricter: {right}."
            )
        else:
            text = (
                f"Our policy sets {noun} at {right}. (The college next door uses {wrong}, but "
                "we decided against copying it.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zo", _plan),
)


# --- mandate clauses as policies, gift letters, minutes and terms --------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IPS's restrictions in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} at all times."
        section: dict[str, JsonValue] = {
            "restriction_a": "Only assets listed on a recognised exchange.",
            "restriction_c": clause,
        }
        return {"ips": {"section_4": section}}, None, "ips.section_4.restriction_c"
    if shape == 1:
        policy = (
            "ETHICAL INVESTMENT POLICY (adopted under CC14 guidance)\n"
            "1. We do not invest in companies whose activities conflict with our purposes.\n"
            f"2. To limit risk, {noun} must {'not fall below' if s.floor else 'not exceed'} "
            f"{written}.\n"
            "3. This policy is reviewed every three years."
        )
        return None, policy, MANDATE_ID
    if shape == 2:
        letter = (
            "Dear Trustees,\n\nI enclose my gift of $500,000 to the Scholarship Endowment. It is "
            "a restricted gift: the capital is to be kept invested and only the income spent. "
            f"My one condition on the investments is that {noun} is {_no_more(s)} {written}.\n\n"
            "With warm regards,\nDr Elaine Porter"
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the minutes' list of decisions in the mandate's fields
        decisions: list[JsonValue] = [
            "Grant budget for next year: £210,000.",
            "Reserves policy kept at six months of expenditure.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"minutes": {"meeting": "Trustees, 21 November", "decisions": decisions}},
            None,
            ("minutes.decisions[2]"),
        )
    terms = (
        "Terms of engagement between the Trustees and Fairmile Investment Advisers, signed.\n"
        "Schedule 2, investment restrictions:\n"
        f"(a) {_cap(noun)} {_op(s)} {written}.\n"
        "(b) No derivatives except for currency hedging."
    )
    return None, terms, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the endowment's equities; everything in the trustees' policy applies.",
    "Re-run the equity weights for the Foundation inside the limits we've agreed.",
    "Ahead of the AGM, re-optimise the listed equities within the policy restrictions.",
    "Invest the new gift alongside the existing equities, keeping to all our restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the trustees' restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zo", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Delegation to the Investment Sub-Committee: {noun} may be set at any level between {lo} "
    "and {hi} without coming back to the full board.",
    "The adviser may keep {noun} anywhere between {lo} and {hi}, at their discretion; the "
    "trustees only need to hear about it at the quarterly review.",
    "| Parameter | Band | Delegated to |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Adviser "
    "(full discretion within the band) |",
    "E-mail from the chair: I'm happy for you to choose {noun} yourselves, anything from {lo} "
    "up to {hi} is fine by the board.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The policy figure for {noun} is {point}. The {lo}–{hi} band in the appendix only "
        "tells the adviser when they must report back to us; it is not a choice.",
        "The policy lets {noun} be anywhere in the {lo}–{hi} band in the appendix; the adviser "
        "picks the figure.",
    ),
    (
        "Minutes, item 8: a trustee asked whether {noun} could vary between {lo} and {hi}. The "
        "chair said no: it remains {point} until the policy is reviewed.",
        "Minutes, item 8: a trustee asked whether {noun} could vary between {lo} and {hi}. The "
        "chair said yes: the adviser may choose within that band.",
    ),
    (
        "Note to the adviser: the board has NOT delegated the level of {noun} to you. Please "
        "keep it at {point}, not anywhere in {lo}–{hi}.",
        "Note to the adviser: the board has delegated the level of {noun} to you. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IPS's fields, as a mandate message, or in the adviser's terms."""
    if shape == 0:
        return {"ips": {"delegation": text}}, None
    if shape == 1:
        return None, f"Scheme of delegation (approved by the trustees)\n\n{text}"
    return {"adviser_terms": {"schedule_3": [text, "Valuations sent quarterly."]}}, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zo", _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an IPS, the adviser's letter, the treasurer's report,
#: a trustee's e-mail and minutes put them; the first of each is one line, so that it can be
#: struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (IPS, section 2): the best return for each unit of risk taken "
        "(the Sharpe ratio).",
        "Adviser's letter:\nwe will run the equities for the highest Sharpe ratio, that is the "
        "most return per unit of volatility.",
        "Treasurer's report: the board wants the equity portfolio to earn as much as it can for "
        "the risk it takes, measured by the Sharpe ratio.",
        "Trustee e-mail: as I understand it, we want the best risk-adjusted return, so please "
        "maximise the Sharpe ratio.",
        "Minutes, item 5: RESOLVED that the equities be managed to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (IPS, section 2): the least volatile equity portfolio possible.",
        "Adviser's letter:\nwe will build the equities for minimum variance, with no forecast "
        "of returns at all.",
        "Treasurer's report: after 2022 the board wants the equity portfolio as steady as it can "
        "be, the lowest volatility available, regardless of return forecasts.",
        "Trustee e-mail: we just want the smoothest ride possible; please minimise the "
        "portfolio's variance and don't try to forecast returns.",
        "Minutes, item 5: RESOLVED that the equities be managed to minimise variance.",
    ),
    "tracking": (
        "Investment objective (IPS, section 2): follow the FTSE All-World index as closely as "
        "possible.",
        "Adviser's letter:\nwe will keep the equities as near to the FTSE All-World as we can, "
        "with the smallest tracking error.",
        "Treasurer's report: the board wants the equity portfolio to mirror the FTSE All-World "
        "index, with minimal tracking error.",
        "Trustee e-mail: can we simply shadow the FTSE All-World? Minimise tracking error "
        "against it, please.",
        "Minutes, item 5: RESOLVED that the equities minimise tracking error to the FTSE "
        "All-World.",
    ),
    "return": (
        "Investment objective (IPS, section 2): the highest expected return, with no penalty "
        "for risk.",
        "Adviser's letter:\nwe will aim the equities at the highest expected return; risk does "
        "not enter the objective.",
        "Treasurer's report: to fund the 4% spending rule the board wants the equity portfolio "
        "to maximise expected return, with no allowance for risk.",
        "Trustee e-mail: let's just go for the highest expected return on the equities, no risk "
        "adjustment.",
        "Minutes, item 5: RESOLVED that the equities maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft sent round before the meeting read: "{old}" The trustees changed it; the '
    "agreed wording is:\n\n{new}",
    "~~{old}~~ (deleted by the board, 21 November)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the chair: please disregard my earlier e-mail about the objective. The board's "
    "decision is:\n\n{new}",
    "Correction agreed at the next trustees' meeting (it replaces the objective sent "
    "earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Foundation's equity portfolio:\n\n{ask}",
    "{ask}\n\nPlease set up the equity weights accordingly. Thank you, the Bursar",
    "Trustees' briefing (membership 1,240; reserves cover nine months of spending).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the endowment's equity universe",
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
        tag="zo",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the fund's record from 2010 to 2019", "the fund's record from 2010 to 2014"),
    ("everything up to March 2017", "everything up to December 2014"),
    (
        "the eleven financial years to 31 March 2021",
        "the five financial years to 31 December 2014",
    ),
    (
        "the 2010–2018 history in the committee paper",
        "the 2010–2014 history in the committee paper",
    ),
    (
        "quarterly valuations from Q1 2010 to Q4 2016",
        "quarterly valuations from Q1 2010 to Q4 2014",
    ),
    (
        "the adviser's data set (Jan 2009 – Jun 2020)",
        "the adviser's data set (Jan 2009 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the smoothing of the spending rule was chosen",
    "the value tilt was sized",
    "the ethical screen's revenue threshold was set",
    "the rebalancing band was calibrated",
    "the equity risk model was estimated",
)
_LEAK_FRAMES: Final = (
    "Committee paper: {action} on {period}.",
    "From the adviser's quarterly letter: {action} using {period}, and that setting is applied "
    "unchanged in each of the three test folds.",
    "For the trustees' information, {action} just once, on {period}, before the walk-forward "
    "test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, among other inputs, the return each share goes on to make "
        "in the following month.",
        "Each month's weights use, among other inputs, the return each share made in the month "
        "before.",
    ),
    (
        "Dividend data: the amounts as restated in later annual reports, credited on the "
        "original ex-dividend dates.",
        "Dividend data: the amounts as announced at the time, credited on the ex-dividend dates.",
    ),
    (
        "The rebalancing band is the one of six that gave the best result over the fund's whole "
        "2010–2020 record, then used in every fold.",
        "The rebalancing band is chosen from six inside each fold's training years only.",
    ),
    (
        "Results shown to the trustees cover the same 2010–2020 years the value tilt was sized "
        "on; no years were held back.",
        "Results shown to the trustees cover only each fold's test years; the value tilt is "
        "sized on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The trustees would like a walk-forward backtest (three folds) of the proposed equity "
    "approach before the AGM.",
    "Please back-test the adviser's value tilt walk-forward, in three folds, for the committee.",
    "Finance Committee action: run a three-fold walk-forward test of the endowment's equity model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zo", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Penrose Instruments"
_ENTITY: Final = "ent_penrose_instruments"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the last quarter of 2022, against the third", (10, 11)),
    ("across the twelve months to December 2022", (7, 11)),
    ("over the two years to the end of 2022", (3, 11)),
    ("since the first quarter of 2020", (0, 11)),
    ("between June 2020 and June 2022", (1, 9)),
    ("from December 2020 to June 2021", (3, 5)),
    ("since the Foundation first bought the shares in 2011", None),
    ("over the last fifteen years", None),
    ("since the Porter bequest was invested in 2008", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


_by_times = partial(_change_by, "by {:.1f}x", 0.1)


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
        (310.0, 284.0, 296.0, 322.0, 341.0, 356.0, 369.0, 384.0, 402.0, 415.0, 409.0, 436.0),
        ("Revenue", "Penrose Instruments' revenue", "Group revenue"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (14.1, 12.2, 13.0, 14.4, 15.2, 15.9, 16.5, 16.1, 16.9, 17.4, 16.6, 16.0),
        (
            "Operating margin",
            "Penrose Instruments' operating margin",
            "The group's operating margin",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not slip back", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (38.0, 27.0, 31.0, 40.0, 45.0, 41.0, 48.0, 53.0, 50.0, 56.0, 59.0, 63.0),
        ("Free cash flow", "Penrose Instruments' free cash flow", "Cash generation (FCF)"),
        (
            ("{s} went up {m}", rose),
            ("{s} went down {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.9, 2.5, 2.3, 2.1, 1.8, 1.7, 1.8, 1.6, 1.5, 1.6, 1.4, 1.2),
        ("Net debt to EBITDA", "Gearing (net debt/EBITDA)", "Penrose Instruments' net debt/EBITDA"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not rise", held_down),
        ),
        _by_times,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher than in the same quarter of 2021 in each quarter of 2022",
    down_all="{s} was lower than in the same quarter of 2021 in each quarter of 2022",
    faster="{s} grew more quickly in 2022 than it had in 2021",
    slower="{s} grew less quickly in 2022 than it had in 2021",
    grew="{s} grew by over 10% a year, compounded, from Q4 2020 to Q4 2022",
    shrank="{s} fell by over 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Adviser's quarterly letter, on our largest holding: {claim} [1].",
    "Treasurer's report to the AGM: {claim} [1], so the trustees see no reason to sell.",
    "| Holding | Comment |\n|---|---|\n| Penrose Instruments plc | {Claim} [1] |",
    "Trustee e-mail (long, sorry!): on Penrose, the adviser's pack says {claim} [1]. I'd like "
    "to understand what that means for the fund.",
    "Minutes, item 7 (investments): the adviser reported that {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in the last quarter") and "quarter" in c,
        seed=SEED,
        tag="zo",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZO: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
