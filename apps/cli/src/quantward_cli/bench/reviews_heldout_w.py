"""Held-out batch W: every flaw kind again, in text written by another AI assistant or an upstream
agent, and by the analysts who paste it — the markdown and prose that LLM copilots and
orchestrating agents produce.

Batch W is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and trend
helpers of `reviews_heldout_shared` and two window readings of `reviews_heldout_truths`; its phrase
tables, number forms, decoys, trend series and the rest of its trend truth are its own. It was
written blind: no rule, reviewer, reviewer test or benchmark result was read for it, and it was not
run against the reviewers before its first recorded run. Section numbers, list numbering,
open-question numbers, illustrative scenarios ("e.g. a 20% drawdown", "say, a 2-sigma rate shock"),
review cycles, name counts and the like are decoy numbers: no truth depends on them. Its parts are
new:

* limits stated the way a copilot formats them — a `## Constraints` list with **bold labels**
  ("- **Any one position:** ≤ 5%"), a markdown table with a "Notes" column beside an
  illustrative stress row, a function-call JSON argument block (`{"tool": "set_limits",
  "arguments": {"max_position_weight": 0.05, "hard": true}}`), an answer to "open question #2",
  a chatty reply ("Sure — here's the figure you asked about … It's worth noting … Let me know if
  you need anything else") and an analyst filling in what "the copilot's draft left blank";
  number forms "5%", "5.0%", "5 percent", "150 bps", "150bp", "1.5%" for 150 bp, "1.5x", "1.5×",
  "150% of NAV" and bare JSON numbers in the constraint's unit; subjects: any one position,
  sector concentration, ex-ante tracking error, gross leverage and a cash buffer that is a floor;
* requests deferring the limit as an orchestrator's brief to a sub-agent ("You are a research
  sub-agent. Your task: … ## Constraints - … is still TBD"), a pasted copilot plan whose
  illustrative figure the analyst disowns ("Ignore the illustrative figure, the bot made it
  up"), a tool call with the key set to `null`, an "### Open questions" list and hedged prose
  ("It's worth noting that … While the rest of the brief is complete, it is important to flag
  this gap"); strategy mandates as an agent brief bounding only scope and exclusions;
* provenance misquoting a pasted draft: the copilot's cap that the analyst corrects below it
  ("the bot got the cap wrong, it's …"), a figure given "for illustration only" as a breach, a
  value under "## Open questions" that the committee has not approved, another limit's row of
  the same table, a percentage recorded as a whole number (or "150% of NAV" as 150x), and the
  value of a first function call re-issued after a risk review;
* mandates as an assistant-prepared mandate summary (`### Hard constraints` numbered, beside
  soft targets and illustrative stress scenarios, closing with an "In summary:" that restates
  the other rules and drops the limit, which still binds), a `constraints.hard` list, a
  `register_mandate` function call pasted as the mandate message, an orchestrator's system
  prompt (`orchestrator.system_prompt`, "You are the portfolio-construction agent for …") and a
  copilot's summary of the IMA that the analyst corrects (the flawed plan between the bot's
  looser figure and the real one);
* latitude granted as a "### Latitude" bullet, hedged prose ("While the client hasn't pinned
  down …, it is important to stay between … and …; within that range, choose whatever"), a JSON
  range with `"agent_may_choose": true`, a sub-agent brief ("You may set … yourself at any level
  up to …"), a markdown table with a "Who decides" column and a target "± … either side, at
  your discretion"; refused in strategy mode ("fixed at …. Do not optimise this parameter.", a
  struck-through range withdrawn by an update, `"agent_may_choose": false, "fixed_at": …`, a
  band under "## Clarifications" that was only the copilot's illustration), each twin the same
  text granting the band; placed in a mandate message, an agent brief's `latitude` field or an
  `instructions` list;
* objectives as an orchestrator's sub-agent brief with a "## Constraints" list, a copilot draft
  the analyst rejects ("That's not what we want."), "### Key considerations" with a hedged
  negation of another objective ("It's worth noting that tracking error is not a concern
  here"), a tool call's `"objective"` argument, "**Objective:**" and "### Goal" lines, an
  "In summary" restating the objective, and an earlier brief an orchestrator's update supersedes;
* leakage written into an assistant's plan rationale: numbered steps ("Step 3: …"), a
  "**Calibration.**" paragraph that notes the fit "is done once, before the walk-forward", a
  "### Rationale" heading, hedged caveats ("While this keeps the parameters stable across folds,
  it is important to document it"), a `fit_range` in inline code, "the full sample
  (2010–2021)", "everything up to the end of the last test fold", next month's return among
  the features, factors standardised on the full panel, today's constituents applied to every
  year, a lookback picked on the test folds and a `tune` function call on `all_folds_incl_test`;
  each clean twin the same text ending before the first test date (4 January 2016) or inside
  each fold;
* trend claims in an assistant's answer — "## Key findings" numbered, a "**Bottom line:**", a
  markdown table with a row number, "It's worth noting that … Let me know if you'd like me to
  break this down by segment", "In summary, …, though past trends may not persist" and "###
  Key considerations" — on revenue, gross margin (in percentage points), net debt (lower is
  better) and EBITDA interest cover over twelve quarters (FY2020 Q1–FY2022 Q4, newest first):
  "grew in every quarter", "did not contract", "was reduced by approximately 9%", "by about 2.3
  percentage points", "by roughly 0.8x", "grew year over year in each of the last four
  quarters", "hit its highest level of FY2020–FY2022 in Q4 2022"; horizons "in Q4 2022 versus
  the prior quarter", "year over year (Q4 2022 vs Q4 2021)", "from Q1 2021 to Q4 2022",
  "across the full FY2020–FY2022 period", "during 2021 (Q1 to Q4)", "between Q2 2020 and Q2
  2022" against uncovered ones ("over the past decade", "since the 2015 IPO", "relative to 2018
  levels", "on a five-year view"); "in every quarter" is never said of two quarters or beside
  "year over year". Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2016,
    Maker,
    QuarterlyTrend,
    _assume,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _horizon_trends,
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
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import fell, rose
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261223
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzw3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzw5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzww"


# --- numbers as assistants format them ---------------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: "5%", "5.0%", "5 percent"."""
    pct = value * 100
    tenths = abs(pct * 10 - round(pct * 10)) < 1e-6  # "3.75%" is not written "3.8%"
    dec = f"{pct:.1f}%" if tenths else f"{_g(pct)}%"
    return {"pct": f"{_g(pct)}%", "dec": dec, "word": f"{_g(pct)} percent"}


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points a year: "150 bps", "150bp", or the same as a percentage, "1.5%"."""
    return {"bps": f"{_g(value)} bps", "bp": f"{_g(value)}bp", "pct": f"{_g(value / 100)}%"}


def _multiple_forms(value: float) -> dict[str, str]:
    """A multiple of NAV: "1.5x", "1.5×", "150% of NAV"."""
    return {"x": f"{_g(value)}x", "times": f"{_g(value)}×", "nav": f"{_g(value * 100)}% of NAV"}


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how assistants and analysts name it, the key a tool
    call uses, its unit, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        figures = list(self.forms(value).values())
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        """`values` all in one written form."""
        keys = list(self.forms(values[0]))
        key = keys[style % len(keys)]
        return [self.forms(v)[key] for v in values]

    def bare(self, value: float) -> str:
        """The number a function call's arguments carry, in the constraint's unit."""
        return _g(value)


_POSITION: Final = _Subject(
    ("max_position_weight", "singleNameCap"),
    ("any one position", "the single-name weight", "the maximum position size"),
    "max_position_weight",
    "fraction",
    (0.04, 0.05, 0.08),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorConcentrationLimit"),
    ("sector concentration", "the weight of any one GICS sector", "the largest sector exposure"),
    "max_sector_weight",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_budget_bps", "maxTrackingErrorBps"),
    ("ex-ante tracking error", "the tracking-error budget", "active risk versus the benchmark"),
    "tracking_error_bps",
    "bps",
    (100.0, 150.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_leverage", "grossExposureLimit"),
    ("gross leverage", "gross exposure", "total long plus short exposure"),
    "max_gross_leverage",
    "multiple",
    (1.5, 2.0, 2.5),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashBufferFloor"),
    ("the cash buffer", "cash held for liquidity", "cash on hand"),
    "min_cash_weight",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_POSITION, _SECTOR, _TE, _GROSS, _CASH)
_SHARES: Final = (_POSITION, _SECTOR, _CASH)

#: how a limit is said after a bold label or in a table cell: ({cap}, {floor})
_TERSE: Final = (
    ("≤ {v}", "≥ {v}"),
    ("max {v}", "min {v}"),
    ("{v} (hard cap)", "{v} (hard floor)"),
    ("no more than {v}", "no less than {v}"),
)
#: how a limit is said after its subject
_BOUNDED: Final = (
    ("must not exceed {v}", "must not fall below {v}"),
    ("is capped at {v}", "is floored at {v}"),
    ("should stay at or below {v}", "should stay at or above {v}"),
    ("can be at most {v}", "has to be at least {v}"),
)


def _terse(rng: random.Random, s: _Subject, written: str) -> str:
    return rng.choice(_TERSE)[s.floor].format(v=written)


def _bounded(rng: random.Random, s: _Subject, written: str) -> str:
    return rng.choice(_BOUNDED)[s.floor].format(v=written)


#: illustrative figures assistants add: none bounds anything the plan records
_SCENARIOS: Final = (
    "e.g. a 20% drawdown",
    "e.g. a 35% sell-off in tech",
    "say, a 2-sigma rate shock",
    "e.g. a 15% fall in the index",
    "e.g. a 40% spike in volatility",
)
_RATIONALES: Final = (
    "a common industry default; flagged as an assumption",
    "typical for this kind of mandate (assumption — please confirm)",
    "reasonable placeholder until the client confirms",
    "what most comparable long/short books run",
    "a sensible middle ground, pending sign-off",
)


def _unique(text: str, *written: str) -> bool:
    return all(text.lower().count(w.lower()) == 1 for w in written)


def _apart(a: str, b: str) -> bool:
    """Neither written figure is part of the other ("5%" is part of "15%")."""
    return a.lower() not in b.lower() and b.lower() not in a.lower()


def _drawn(
    rng: random.Random, build: Callable[[random.Random], tuple[str, tuple[str, ...]]]
) -> tuple[str, tuple[str, ...]]:
    """The first text `build` draws in which each figure it names occurs exactly once: a decoy
    may not contain a figure ("25%" holds "5%"), so a text that collides is drawn again."""
    for _ in range(60):
        text, written = build(rng)
        if _unique(text, *written):
            return text, written
    raise AssertionError(build(rng))


def _apart_pair(
    s: _Subject, value: float, factors: Sequence[float], style: int
) -> tuple[float, str, str]:
    """Another value of `s` (`value` times the first of `factors` that works) and both written
    in one form, where neither written figure is part of the other."""
    for factor, k in itertools.product(factors, range(style, style + 3)):
        other = round(value * factor, 6)
        right, wrong = s.alike((value, other), k)
        if _apart(right, wrong):
            return other, right, wrong
    raise AssertionError((value, factors))


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A portfolio for the brief the upstream agent handed over, inside the limits it carries",
    "the best risk-adjusted return",
    "solve for the weights",
    "the solved weights, with their exposures and risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the pasted message")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "w", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "construct the market-neutral sleeve for Q1",
    "re-optimise the global equity model portfolio",
    "size positions for the new long/short book",
    "rebalance the 130/30 extension portfolio",
    "draft weights for the thematic equity sleeve",
)
_DEFERRALS: Final = (
    "{noun} is still TBD (the client hasn't confirmed it)",
    "{noun} hasn't been given to us yet; risk will send it",
    "the figure for {noun} is in the IMA, which I don't have",
    "{noun} is pending sign-off from the investment committee",
    "nobody has told us {noun} yet",
)
#: requests with {task}, {deferral}, {noun}, {key} and {example} (a figure the analyst disowns)
_REQUEST_FRAMES: Final = (
    "You are a research sub-agent. Your task: {task}.\n\n## Constraints\n- {Deferral}\n"
    "- Use platform data only.\n\n## Output\nReturn a plan before executing any tool calls.",
    "Pasting the copilot's plan below:\n\n> ### Plan\n> 1. {Task}.\n> 2. Apply the client's "
    "limits (illustrative: {example} on {noun}).\n\nIgnore the illustrative figure, the bot made "
    "it up. {Deferral}.",
    '```json\n{{"tool": "plan_portfolio", "arguments": {{"task": "{task}", "{key}": null}}}}\n'
    "```\n{Deferral}.",
    "Hi! Could you {task}?\n\n### Open questions\n1. {Deferral}.\n2. Benchmark: MSCI World.",
    "It's worth noting that {deferral}. While the rest of the brief is complete, it is important "
    "to flag this gap. Task: {task}.",
)


def _request(rng: random.Random, s: _Subject) -> str:
    noun = rng.choice(s.nouns)
    deferral = rng.choice(_DEFERRALS).format(noun=noun)
    example = s.render(s.values[-1] * 2, rng.randrange(12))  # never the value the plan takes
    return _fill(
        rng.choice(_REQUEST_FRAMES),
        task=rng.choice(_TASKS),
        deferral=deferral,
        noun=noun,
        key=s.key,
        example=example,
    )


#: answers stating the limit: {noun}, {terse} or {bounded} (the value in words and figures),
#: {bare} (the number in a function call), {key}, {scenario}, {q}
_STATINGS: Final = (
    "## Constraints\n\n- **{Noun}:** {terse}\n- **Rebalance:** monthly\n"
    "- **Universe:** the names in the watchlist",
    '```json\n{{"tool": "set_limits", "arguments": {{"{key}": {bare}, "hard": true}}}}\n```',
    "Answering open question #{q} from your plan: {noun} {bounded}. That's a hard limit, not a "
    "target.",
    "| Constraint | Value | Notes |\n|---|---|---|\n| {Noun} | {terse} | hard |\n"
    "| Stress test | {scenario} | illustrative only |",
    "The copilot's draft left this blank, so to fill it in: {noun} {bounded}. In summary, that's "
    "the only limit you were missing.",
    "Sure — here's the figure you asked about.\n\n**{Noun}**: {terse}\n\nIt's worth noting this "
    "applies at all times, not just at rebalance. Let me know if you need anything else.",
)


def _stating(
    order: Iterator[str], rng: random.Random, s: _Subject, value: float
) -> tuple[str, str]:
    """An answer stating `s` at `value`, in the next frame of `order` (so that every frame is
    said); a frame is drawn again with other decoys when a decoy holds the figure."""
    frame = next(order)

    def build(r: random.Random) -> tuple[str, tuple[str, ...]]:
        written = s.bare(value) if "{bare}" in frame else s.render(value, r.randrange(12))
        text = _fill(
            frame,
            noun=r.choice(s.nouns),
            terse=_terse(r, s, written),
            bounded=_bounded(r, s, written),
            bare=written,
            key=s.key,
            scenario=r.choice(_SCENARIOS),
            q=str(r.randrange(1, 5)),
        )
        return text, (written,)

    text, (written,) = _drawn(rng, build)
    return text, written


#: a strategy's brief bounding only scope and exclusions
_SCOPE_ONLY: Final[dict[str, JsonValue]] = {
    "agent_brief": {
        "scope": "Developed-market listed equities only; no derivatives other than FX forwards.",
        "exclusions": "No tobacco, thermal coal or controversial weapons.",
        "benchmark": "MSCI World (net)",
    }
}


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    stating = partial(_stating, itertools.cycle(_STATINGS))
    twins = _invented_twins_of(SEED, "w", ANSWER_ID, _RATIONALES, _plan, stating, _cite)
    yield from _invented_cases(
        rng,
        count,
        subjects=_SUBJECTS,
        turn=lambda i: i + 1,
        request=_request,
        request_id=REQUEST_ID,
        other_terms=_SCOPE_ONLY,
        twins=lambda _: twins,
    )


# --- false provenance --------------------------------------------------------------------------


def _other_row(s: _Subject, value: float, style: int) -> tuple[_Subject, float, str, str]:
    """Another share limit and one of its values, for a row beside `s`'s, both written in one
    form where neither is part of the other: (the other subject, its value, `s`'s figure, the
    other's figure)."""
    others = [(x, v) for x in _SHARES if x is not s for v in x.values if v != value]
    start = style % len(others)
    for (other, other_value), k in itertools.product(
        others[start:] + others[:start], range(style, style + 3)
    ):
        right, wrong = s.alike((value, other_value), k)
        if _apart(right, wrong):
            return other, other_value, right, wrong
    raise AssertionError(value)


def _provenance_said(
    rng: random.Random, structure: int, s: _Subject, value: float, noun: str
) -> tuple[str, float, str, str]:
    """A pasted answer stating `s` at `value` beside another figure the plan may misquote:
    (text, the other value, the right figure as written, the other figure as written)."""
    style = rng.randrange(12)
    if structure == 0:  # the copilot's figure, corrected by the analyst below it
        wrong_value, right, wrong = _apart_pair(
            s, value, (0.5, 0.4) if s.floor else (1.6, 1.5, 2.0), style
        )
        text = _fill(
            "Here's what the copilot wrote:\n\n> **{Noun}:** {terse}\n> In summary, this keeps "
            "the book within the client's risk appetite.\n\nThe bot got the {what} wrong, it's "
            "{right}. Everything else in its draft is fine.",
            noun=noun,
            terse=_terse(rng, s, wrong),
            what="floor" if s.floor else "cap",
            right=right,
        )
        return text, wrong_value, right, wrong
    if structure == 1:  # a breach given as an illustration
        wrong_value, right, wrong = _apart_pair(
            s, value, (0.5, 0.4) if s.floor else (1.5, 2.0, 1.6), style
        )
        example = (
            "holding only {wrong} would be a breach"
            if s.floor
            else "a book at {wrong} would breach it and need trimming"
        )
        text = _fill(
            "### Key considerations\n\n- {Noun} {bounded}.\n- For illustration only: "
            + example
            + ".\n- Limits are checked at every rebalance.",
            noun=noun,
            bounded=_bounded(rng, s, right),
            wrong=wrong,
        )
        return text, wrong_value, right, wrong
    if structure == 2:  # a loosening the committee has not approved
        wrong_value, right, wrong = _apart_pair(
            s, value, (0.5, 0.4) if s.floor else (1.5, 2.0, 1.6), style
        )
        text = _fill(
            "## Confirmed\n- **{Noun}:** {terse}\n\n## Open questions\n- If the committee "
            "approves the change next quarter, {noun} could move to {wrong}. Not approved yet, "
            "so don't use it.",
            noun=noun,
            terse=_terse(rng, s, right),
            wrong=wrong,
        )
        return text, wrong_value, right, wrong
    if structure == 3:  # another limit's row of the same table
        other, wrong_value, right, wrong = _other_row(s, value, style)
        text = _fill(
            "| Limit | Value |\n|---|---|\n| {Noun} | {terse} |\n| {Other} | {other_terse} |\n\n"
            "Both are hard limits; the table is from the risk team's sheet.",
            noun=noun,
            terse=_terse(rng, s, right),
            other=rng.choice(other.nouns),
            other_terse=_terse(rng, other, wrong),
        )
        return text, wrong_value, right, wrong
    if structure == 4:  # a percentage recorded as a whole number, "150% of NAV" as 150x
        right = s.forms(value)["nav" if s.unit == "multiple" else "pct"]
        recorded = {"fraction": value * 100, "bps": value / 100, "multiple": value * 100}[s.unit]
        text = _fill(
            rng.choice(
                (
                    "**{Noun}** {bounded}.\n\nLet me know if you'd like me to add the soft "
                    "warning levels too.",
                    "Per the risk sheet (section 2.3): {noun} {bounded}.",
                )
            ),
            noun=noun,
            bounded=_bounded(rng, s, right),
        )
        return text, round(recorded, 6), right, right
    factors = (0.5, 0.4) if s.floor else (1.6, 1.5, 2.0)  # a first function call, re-issued
    old_value = next(
        round(value * f, 6) for f in factors if _apart(s.bare(value), s.bare(round(value * f, 6)))
    )
    right, old = s.bare(value), s.bare(old_value)
    text = _fill(
        "The first tool call had the wrong limit:\n"
        '```json\n{{"tool": "set_limits", "arguments": {{"{key}": {old}}}}}\n```\n'
        "Re-issued after the risk review, and this one stands:\n"
        '```json\n{{"tool": "set_limits", "arguments": {{"{key}": {right}}}}}\n```',
        key=s.key,
        old=old,
        right=right,
    )
    return text, old_value, right, old


_provenance_twins = _provenance_twins_of(SEED, "w", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 3 and s not in _SHARES:  # a table of shares of the book
            s = _SECTOR if s is _TE else _POSITION
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        said, wrong_value, right, wrong = _provenance_said(rng, structure, s, value, noun)
        _once(said, right)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        if structure == 4:  # the right words, the wrong number recorded from them
            false = true.model_copy(update={"value": wrong_value})
        else:
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates an assistant or an orchestrator wrote --------------------------------------------

#: a target that bounds nothing the plans record
_SOFT: Final = "Turnover: aim for under 60% a year (a soft target, not a limit)."
_OTHER_RULES: Final = (
    "Only developed-market listed equities.",
    "No single-stock options; index futures for hedging only.",
    "FX exposure hedged back to USD.",
    "Exclude names on the firm's restricted list.",
)


def _mandate_placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit of `s` at `value` in one of five documents: (mandate fields, mandate message,
    the reference naming the clause)."""
    noun = rng.choice(s.nouns)
    first, last = rng.sample(_OTHER_RULES, 2)
    if shape == 0:  # an assistant-prepared summary with illustrative stress scenarios

        def build(r: random.Random) -> tuple[str, tuple[str, ...]]:
            written = s.render(value, r.randrange(12))
            text = _fill(
                "## Mandate summary (prepared by the assistant, checked by compliance)\n\n"
                "### Hard constraints\n1. **{Noun}:** {terse}\n2. {first}\n3. {last}\n\n"
                "### Soft targets\n- {soft}\n\n"
                "### Illustrative stress scenarios\n- {scenario}: report the P&L impact only; "
                "this is not a limit.\n\nIn summary: {first} {last}",
                noun=noun,
                terse=_terse(r, s, written),
                first=first,
                last=last,
                soft=_SOFT,
                scenario=_cap(r.choice(_SCENARIOS)),
            )
            return text, (written,)

        return None, _drawn(rng, build)[0], MANDATE_ID
    clause = _fill(
        "{Noun} {bounded}.", noun=noun, bounded=_bounded(rng, s, s.render(value, rng.randrange(12)))
    )
    if shape == 1:
        hard: list[JsonValue] = [first, clause, last]
        return (
            {"constraints": {"hard": hard, "soft": [_SOFT]}},
            None,
            "constraints.hard[1]",
        )
    if shape == 2:  # a function call pasted as the mandate
        call = _fill(
            "Mandate as registered by the onboarding agent:\n"
            '```json\n{{"tool": "register_mandate", "arguments": {{"benchmark": "MSCI World", '
            '"limits": {{"{key}": {bare}}}, "review_cycle_days": 90}}}}\n```',
            key=s.key,
            bare=s.bare(value),
        )
        return None, call, MANDATE_ID
    if shape == 3:  # an orchestrator's system prompt
        prompt = (
            "You are the portfolio-construction agent for the Halden Foundation. Follow these "
            f"rules:\n1. {first}\n2. {clause}\n3. {last}\nIf a rule is unclear, ask; do not guess."
        )
        return {"orchestrator": {"system_prompt": prompt}}, None, "orchestrator.system_prompt"
    loose_value, right, loose = _apart_pair(  # the copilot's looser figure, corrected
        s, value, (0.25, 0.2) if s.floor else (2.0, 2.5), rng.randrange(12)
    )
    note = _fill(
        "Copilot's summary of the IMA says {noun} is {loose}. The bot got it wrong: the IMA says "
        "{noun} {bounded}, full stop.",
        noun=noun,
        loose=loose,
        bounded=_bounded(rng, s, right),
    )
    assert loose_value != value
    return None, note, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please re-run the optimisation; every constraint in the mandate applies.",
    "Your task: rebalance the book. Stay inside the mandate — compliance checks each limit.",
    "Can you refresh the weights? Nothing may breach the mandate (see below).",
    "## Task\nNew weights for month end.\n\n## Constraints\nAll mandate limits, no exceptions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + i // 5,  # each document with each subject
    placed=_mandate_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the mandate's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "w", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi] ({lo}, {hi}, and the bare {lo_bare}, {hi_bare}, {key}), or around a
#: target ({mid} ± {d}); "{lo}" absent: from zero
_GRANTED: Final = (
    "### Latitude\n- **{Noun}:** your call, anywhere from {lo} to {hi}.\n"
    "- **Rebalance frequency:** fixed (monthly).",
    "While the client hasn't pinned down {noun}, it is important to stay between {lo} and {hi}; "
    "within that range, choose whatever the optimiser prefers.",
    '```json\n{{"{key}": {{"min": {lo_bare}, "max": {hi_bare}, "agent_may_choose": true}}}}\n```',
    "You are the sizing sub-agent. You may set {noun} yourself, at any level up to {hi}.",
    "| Parameter | Range | Who decides |\n|---|---|---|\n| {Noun} | {lo}–{hi} | the agent |",
    "{Noun}: target {mid}, ± {d} either side, at your discretion.",
)
#: (refused, granted): the same text fixing the value at {point}, or granting the band
_REFUSED: Final = (
    (
        "**{Noun}:** fixed at {point}. Do not optimise this parameter.",
        "**{Noun}:** anywhere from {lo} to {hi}. Optimise this parameter freely.",
    ),
    (
        "~~You may choose {noun} between {lo} and {hi}.~~\nUpdate: the PM has fixed {noun} at "
        "{point}; the range above is withdrawn.",
        "You may choose {noun} between {lo} and {hi}.\nUpdate: the PM confirmed this range; pick "
        "any level inside it.",
    ),
    (
        '```json\n{{"{key}": {{"min": {lo_bare}, "max": {hi_bare}, "agent_may_choose": false, '
        '"fixed_at": {point_bare}}}}}\n```',
        '```json\n{{"{key}": {{"min": {lo_bare}, "max": {hi_bare}, "agent_may_choose": true}}}}'
        "\n```",
    ),
    (
        "## Clarifications\n- The copilot suggested a {lo}–{hi} band for {noun}, but that was its "
        "own illustration: the client's figure is {point}, not a band.",
        "## Clarifications\n- The client confirmed the {lo}–{hi} band for {noun} and left the "
        "level inside it to us.",
    ),
)


def _latitude_placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """The latitude text as a mandate message, an agent brief's field or a list item."""
    if shape == 0:
        return None, text
    if shape == 1:
        return {"agent_brief": {"latitude": text, "benchmark": "MSCI World (net)"}}, None
    items: list[JsonValue] = [_OTHER_RULES[0], text, _OTHER_RULES[3]]
    return {"instructions": items}, None


_range_twins = _mandate_twins_of(SEED, "range_assumption", "w", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        lo, hi, mid = s.alike((low, high, middle), style)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 3
        parts = {
            "noun": noun,
            "lo": lo,
            "hi": hi,
            "key": s.key,
            "lo_bare": s.bare(low),
            "hi_bare": s.bare(high),
        }
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            point = dict(parts, point=hi, point_bare=s.bare(high))
            refused, granted = _fill(refused_t, **point), _fill(granted_t, **point)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _latitude_placed(refused, shape),
                _latitude_placed(granted, shape),
            )
            continue
        template = rng.choice(_GRANTED)
        if "{lo}" not in template and "{mid}" not in template and "{lo_bare}" not in template:
            low, middle = 0.0, round(high * 0.8, 6)  # "up to": from zero
        if "{mid}" in template:  # a tolerance around a target, in the first written form
            mid, d = s.alike((middle, round(high - middle, 6)), 0)
        else:
            d = ""
        text = _fill(template, mid=mid, d=d, **parts)
        fields, message = _latitude_placed(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an assistant or an orchestrator formats them
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "**Objective:** maximise the Sharpe ratio (risk-adjusted return).",
        '```json\n{"tool": "optimize", "arguments": {"objective": "max_sharpe"}}\n```',
        "Your task: find the weights with the best return per unit of volatility.",
        "### Goal\nThe highest excess return per unit of risk. In summary: maximise Sharpe.",
    ),
    "variance": (
        "**Objective:** minimise portfolio variance; there is no return target.",
        '```json\n{"tool": "optimize", "arguments": {"objective": "min_variance"}}\n```',
        "Your task: build the lowest-volatility portfolio the listed names allow.",
        "### Goal\nKeep volatility as low as possible. In summary: minimum variance.",
    ),
    "tracking": (
        "**Objective:** minimise tracking error against the MSCI World.",
        '```json\n{"tool": "optimize", "arguments": {"objective": "min_tracking_error", '
        '"benchmark": "S&P 500"}}\n```',
        "Your task: replicate the S&P 500 as closely as the names allow.",
        "### Goal\nStay as close as possible to the benchmark's returns. In summary: minimum "
        "tracking error.",
    ),
    "return": (
        "**Objective:** maximise expected return; risk is not penalised.",
        '```json\n{"tool": "optimize", "arguments": {"objective": "max_expected_return"}}\n```',
        "Your task: the highest expected return, regardless of volatility.",
        "### Goal\nThe largest expected return. In summary: maximise return, with volatility "
        "reported but not optimised.",
    ),
}
#: a hedged sentence setting another objective aside
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("the Sharpe ratio is reported for information, not optimised",),
    "variance": ("we are not trying to minimise volatility here",),
    "tracking": ("tracking error is not a concern here", "there is no benchmark to hug"),
    "return": ("raw expected return is not what the client is after",),
}
_BRIEFS: Final = (
    "You are a research sub-agent.\n\n{ask}\n\n## Constraints\n- Long-only\n- At most 40 names "
    "from the watchlist\n\nReturn a plan first.",
    "### Key considerations\n- It's worth noting that {aside}.\n- Rebalance monthly.\n\n{ask}",
    "{ask}\n\n### Assumptions\n1. Prices from the platform.\n2. No transaction costs.\n\nLet me "
    "know if you'd like me to add a turnover penalty.",
)
_REJECTED: Final = (
    "The copilot drafted this:\n\n> {old}\n\nThat's not what we want. {new}",
    "Copilot suggestion (rejected by the PM):\n\n> {old}\n\nUse this instead:\n\n{new}",
)
_SUPERSEDED: Final = (
    "Update from the orchestrator: the previous brief is superseded.\n\n{new}",
    "Correction to my last message, the objective there was the copilot's default, not "
    "ours:\n\n{new}",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the brief",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="compute the weights",
    section_title="Weights",
    description="the weights",
)


def _rejected(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A copilot's draft, quoted and rejected in the same message."""
    quoted = old.replace("\n", "\n> ")
    return _fill(_REJECTED[(i // 4) % len(_REJECTED)], old=quoted, new=ask)


def _briefed(rng: random.Random, i: int, wanted: str, ask: str) -> str:
    """A brief with another objective's aside, never the variance aside beside the Sharpe
    ratio (one is part of the other)."""
    brief = _BRIEFS[(i // 2) % len(_BRIEFS)]
    others = [k for k in _ASIDES if k != wanted and (wanted, k) != ("sharpe", "variance")]
    aside = rng.choice(_ASIDES[rng.choice(others)])
    return _fill(brief, ask=ask, aside=aside)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Each kind in each structure (the kinds turn once more every four cases): a copilot's
    draft rejected in the same message (1), an earlier brief superseded by the next message
    (3), or a brief alone."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _rejected},
        later=lambda rng, i, ask: _fill(_SUPERSEDED[(i // 4) % len(_SUPERSEDED)], new=ask),
        framed=_briefed,
        solving=_solving,
        seed=SEED,
        tag="w",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2016)
_PERIODS: Final = (
    ("over the full sample (2010–2021)", "over 2010–2015 only, before the first test fold"),
    ("on data from Jan 2010 through Dec 2019", "on data from Jan 2010 through Dec 2015"),
    (
        'with `fit_range: ["2010-01-04", "2018-12-31"]`',
        'with `fit_range: ["2010-01-04", "2015-12-31"]`',
    ),
    ("on the 2012–2020 period", "on the 2010–2015 period"),
    (
        "on everything up to the end of the last test fold",
        "on everything up to the day before the first test fold",
    ),
    ("over the ten years to end-2021", "over the six years to end-2015"),
    ("on monthly data for 2010–2017 (96 months)", "on monthly data for 2010–2015 (72 months)"),
)
_ACTIONS: Final = (
    "the signal's decay half-life is estimated",
    "the entry threshold, in z-score units, is chosen",
    "the covariance shrinkage intensity is set",
    "the top 10 of the 25 candidate factors are selected",
    "the regime filter's cut-off is calibrated",
)
_LEAK_FRAMES: Final = (
    "Step 3: {action} {period}.",
    "**Calibration.** {Action} {period}; it's worth noting this is done once, before the "
    "walk-forward.",
    "{Action} {period}. While this keeps the parameters stable across folds, it is important to "
    "document it.",
    "### Rationale\n{Action} {period}, which gives a long and stable estimation sample.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "**Features:** trailing 12-1 momentum, plus next month's return as a control variable.",
        "**Features:** trailing 12-1 momentum, plus last month's return as a control variable.",
    ),
    (
        "Step 4. Standardise each factor with the mean and standard deviation of the full "
        "2010–2021 panel.",
        "Step 4. Standardise each factor with the mean and standard deviation of each fold's "
        "training years only.",
    ),
    (
        "## Assumptions\n- The universe is today's S&P 500 constituents, applied to every "
        "backtest year.",
        "## Assumptions\n- The universe is the S&P 500 constituents as of each rebalance date, "
        "point in time.",
    ),
    (
        "We'll pick the lookback (3, 6 or 12 months) with the best Sharpe over the test folds, "
        "then report those same folds.",
        "We'll pick the lookback (3, 6 or 12 months) with the best Sharpe inside each fold's "
        "training years, then report the untouched test folds.",
    ),
    (
        '```json\n{"tool": "tune", "arguments": {"param": "lookback", "data": '
        '"all_folds_incl_test"}}\n```',
        '```json\n{"tool": "tune", "arguments": {"param": "lookback", "data": '
        '"train_years_of_each_fold"}}\n```',
    ),
)
_LEAK_ASKS: Final = (
    "You are the backtest sub-agent. Your task: walk the value-momentum model forward over the "
    "three folds in the spec.",
    "Pasting the copilot's backtest plan for review; please run the walk-forward as it "
    "describes, three folds.",
    "## Task\nWalk-forward test of the low-vol tilt, three folds.\n\n## Output\nA plan, then "
    "results.",
)
_WHERE: Final = ("reasoning", "purpose", "evidence", "interpretation")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "w", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Vandelay Industries"
_ENTITY: Final = "ent_vandelay_industries"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 versus the prior quarter", (10, 11)),
    ("year over year (Q4 2022 vs Q4 2021)", (7, 11)),
    ("from Q1 2021 to Q4 2022", (4, 11)),
    ("across the full FY2020–FY2022 period", (0, 11)),
    ("during 2021 (Q1 to Q4)", (4, 7)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("over the past decade", None),
    ("since the 2015 IPO", None),
    ("relative to 2018 levels", None),
    ("on a five-year view", None),
)


def _rose_each_quarter(w: Sequence[float]) -> bool | None:
    """Up in every quarter: false as soon as one quarter is down, too close if one is flat."""
    if all(b > a for a, b in itertools.pairwise(w)):
        return True
    return False if any(b < a for a, b in itertools.pairwise(w)) else None


def _fell_each_quarter(w: Sequence[float]) -> bool | None:
    return _rose_each_quarter([-x for x in w])


def _not_lower(w: Sequence[float]) -> bool | None:
    """ "did not decline": true when no quarter fell, false when the window ends clearly
    lower, else too close to call."""
    if all(b >= a for a, b in itertools.pairwise(w)):
        return True
    return False if w[-1] < w[0] - abs(w[0]) * 0.01 else None


def _not_higher(w: Sequence[float]) -> bool | None:
    return _not_lower([-x for x in w])


def _approx_pct(a: float, b: float) -> str:
    """ "approximately 12%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    return f"approximately {round(change)}%" if change >= 2 else ""


def _pp(a: float, b: float) -> str:
    """A margin's change: "about 2.3 percentage points"; "" under half a point."""
    change = abs(b - a)
    return f"about {change:.1f} percentage points" if change >= 0.5 else ""


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    return f"roughly {change:.1f}x" if change >= 0.2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    higher_is_better: bool


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            1510.0,
            1385.0,
            1440.0,
            1560.0,
            1620.0,
            1705.0,
            1760.0,
            1840.0,
            1905.0,
            1960.0,
            2050.0,
            2140.0,
        ),
        ("Revenue", "Top-line revenue", "Vandelay Industries' revenue"),
        (
            ("{s} increased by {m}", rose),
            ("{s} decreased by {m}", fell),
            ("{s} grew in every quarter", _rose_each_quarter),
            ("{s} did not decline", _not_lower),
            ("{s} failed to grow", _not_higher),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (41.2, 39.8, 40.5, 41.0, 42.3, 43.1, 43.8, 43.5, 42.6, 41.9, 41.1, 40.4),
        ("Gross margin", "The gross margin", "Vandelay Industries' gross margin"),
        (
            ("{s} expanded by {m}", rose),
            ("{s} compressed by {m}", fell),
            ("{s} narrowed in every quarter", _fell_each_quarter),
            ("{s} did not contract", _not_lower),
            ("{s} did not expand", _not_higher),
        ),
        _pp,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            2450.0,
            2620.0,
            2710.0,
            2580.0,
            2440.0,
            2310.0,
            2200.0,
            2080.0,
            1960.0,
            1890.0,
            1820.0,
            1740.0,
        ),
        ("Net debt", "The net debt position", "Vandelay Industries' net debt"),
        (
            ("{s} was reduced by {m}", fell),
            ("{s} increased by {m}", rose),
            ("{s} fell in every quarter", _fell_each_quarter),
            ("{s} did not rise", _not_higher),
            ("{s} did not come down", _not_lower),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "ebitda_interest_cover",
        (6.1, 4.2, 4.8, 5.5, 6.3, 6.9, 7.4, 7.2, 7.0, 6.6, 6.1, 5.8),
        ("EBITDA interest cover", "Interest coverage", "Vandelay Industries' interest cover"),
        (
            ("{s} improved by {m}", rose),
            ("{s} weakened by {m}", fell),
            ("{s} rose in every quarter", _rose_each_quarter),
            ("{s} did not deteriorate", _not_lower),
            ("{s} did not improve", _not_higher),
        ),
        _turns,
        True,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: up (or
    down) year over year in each of the last four quarters, and a period high (or low) in the
    latest quarter. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} grew year over year in each of the last four quarters"
    down_all = "{s} fell year over year in each of the last four quarters"
    pairs += _yoy_pairs(v, up_all, down_all)
    high = "{s} hit its highest level of FY2020–FY2022 in Q4 2022"
    low = "{s} hit its lowest level of FY2020–FY2022 in Q4 2022"
    rest = v[:-1]
    if v[-1] > max(rest) * 1.005 and v[-1] > min(v) * 1.05:
        pairs.append((high, low))
    elif v[-1] < min(rest) * 0.995 and v[-1] < max(v) * 0.95:
        pairs.append((low, high))
    return pairs


_CLAIM_FRAMES: Final = (
    "## Key findings\n\n1. {Claim} [1].\n2. Quarterly figures are in the source table.",
    "**Bottom line:** {Claim} [1].",
    "| # | Observation | Source |\n|---|---|---|\n| 1 | {Claim} | [1] |",
    "It's worth noting that {claim} [1]. Let me know if you'd like me to break this down by "
    "segment.",
    "In summary, {claim} [1], though past trends may not persist.",
    "### Key considerations\n- {Claim} [1].\n- This is based on reported figures only.",
)


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """ "in every quarter" is not said of two quarters, nor beside "year over year", where it
    could be read as each quarter's growth on a year before."""
    return "every quarter" in claim and (len(window) < 3 or horizon.startswith("year over year"))


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
        left_out=_left_out,
        seed=SEED,
        tag="w",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch W: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
