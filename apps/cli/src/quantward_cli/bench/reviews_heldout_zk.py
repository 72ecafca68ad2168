"""Held-out batch ZK: every flaw kind again, in the voice of sustainable and responsible
investing: ESG and stewardship teams, SFDR Article 8 and 9 product templates ("Minimum proportion
of sustainable investments", principal adverse impacts), exclusion policies with revenue
thresholds ("companies deriving more than 5% of revenue from thermal coal"), carbon budgets and
Paris-aligned decarbonisation trajectories ("7% year-on-year self-decarbonisation", tCO2e/$m
revenue), engagement logs and escalation ladders, ESG committee minutes, stewardship reports,
an asset owner's RFP to a manager, investment management agreements and net-zero notes.

Batch ZK is built like J, ZH and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. ESG scores ("61/100"), controversy levels, carbon-intensity
budgets and trajectories, taxonomy-alignment shares, exclusion revenue thresholds, vote tallies
and meeting counts, and portfolio readings in limit checks are decoy numbers: no truth depends
on them. Its parts are new:

* limits as responsible-investment people state them: a head of stewardship's e-mail ("keep …
  at most …"), the binding elements of an SFDR Article 8 annex beside a thermal-coal exclusion,
  a Paris-aligned mandate's risk-and-carbon budget under a WACI budget, ESG committee minutes
  with a vote count, a stewardship-overlay parameter block (a bare number in the constraint's
  unit), an engagement-log entry, an asset owner's RFP section on portfolio constraints, a
  stewardship report's annex among an ESG-score floor and meeting counts, and a "Limit /
  Portfolio now / Status" check whose reading is a decoy, each form in turn; number forms "4%",
  "4.0%", "4 percent", "125 bps", "1.25% ex ante", "125bp"; subjects: single-issuer weight,
  sector weight, tracking error to the Paris-aligned benchmark, the combined weight of
  companies on the engagement escalation list, and a minimum share of sustainable investments
  that is a floor;
* requests deferring the limit to the ESG committee, an unanswered RFP clarification, a blank
  field in an SFDR annex draft pending Legal, a stewardship team still agreeing it with the
  client or an open policy review, as a stewardship action, an ESG-screen update, a note after
  an engagement call, a decarbonisation check and an RFP workstream item; a mandate bounding
  only other things (an exclusion policy and a voting commitment);
* provenance misquoting its source: the value a policy review replaced (in prose, or a "Before
  / After policy review" table), an asset owner's RFP request the ESG committee declined or a
  proposal it rejected, the portfolio's current reading in a PAI-and-limits check taken for its
  limit, another commitment in the same Article 8 block (a taxonomy-aligned share, a volatility
  target), another fund's value and a value under a hypothetical NZAM target;
* mandates as a stewardship policy's portfolio limits in the mandate's fields
  (`stewardship_policy.portfolio_limits.l2`), an Article 8 template's binding elements, an
  investment management agreement's responsible-investment schedule ("never above …"), an RFP
  response's constraint list in the mandate's fields (`rfp_response.constraints[1]`) and an
  asset owner's words in engagement-meeting minutes recorded as a restriction;
* latitude granted as a target with a permitted range, a responsible-investment policy's "any
  level between … and …", a "Limit / Permitted range / Decision owner" table and a head of
  stewardship's e-mail; refused as a value set for the mandate whose band only triggers an ESG
  committee review, an RFP Q&A answering no, and ESG committee minutes declining the band; each
  twin the same text granting the band;
* objectives as an SFDR annex's fund objective, an Article 8 template's investment strategy, a
  head of stewardship's e-mail, ESG committee minutes ("objective = …") and a portfolio
  construction line, with an earlier draft corrected after the committee's review or struck
  after the stewardship review in the same message, and a revised annex or a stewardship team's
  correction replacing an earlier message;
* leakage as a stewardship-analytics methodology writes it: ESG-tilt weights, carbon-screen
  thresholds, a controversy signal's decay, a decarbonisation overlay's risk model and ESG
  momentum weights set on "the 2010–2019 carbon and returns history used in the PAB
  methodology paper", "emissions and price data up to 31 Dec 2018", "the 2010-2017 ESG score
  history from our data vendor", "the controversy back-history (2009–2020)", "every quarter
  from Q1 2010 to Q2 2016" and "financial years 2010 to 2018"; an ESG tilt's performance
  reported on the history its weights were fitted on, the next 60 trading days' ESG-score
  change as a signal input, restated emissions attached to the year they describe, exclusion
  sales filled at the close used to compute the breach, and a controversy cut-off picked on the
  full backtest; each clean twin in the same form, ending before the first test date (2 January
  2015) or inside each fold;
* trend claims on Aldermoor Materials (a cement and aggregates maker under engagement):
  revenue, carbon intensity (tCO2e per $m revenue), EBITDA margin (in percentage points) and
  low-carbon capex over twelve quarters (2020 Q1–2022 Q4), as a stewardship report's engagement
  case study, an engagement-log entry at an escalation stage, a "Holding / Stewardship
  rationale" table, a PAI statement's engagement outcome and an ESG analyst's note; magnitudes
  as "roughly 12%", "more than 10%", "just under 15%", "by 1.2 pp"; "grew", "contracted",
  "fell", "was cut", "expanded", "compressed", "did not rise", "did not fall", "showed no
  quarter-on-quarter increase", "was above the year-earlier level in every quarter of 2022",
  "grew faster in 2022 than in 2021" and "compounded at more than 10% a year" (each made only
  where the series decides it clearly); horizons such as "in the most recent quarter (Q3 to Q4
  2022)", "over FY2022 (Q4 2021 to Q4 2022)" and "between Q2 2020 and Q2 2022" against
  uncovered ones ("since its 2015 base year", "since it entered the Paris-aligned benchmark in
  2019", "over the decade to 2022"). Whether a claim holds is computed from the series: true,
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
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _growth_pairs,
    _horizon_trends,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_cases,
    _objective_contract,
    _once,
    _over_and_within_of,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _yoy_pairs,
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

SEED: Final = 20270106
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzkz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzkz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzkzk"


# --- numbers as SFDR annexes, stewardship reports and ESG committees write them -----------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "4%", "4.0%", "4 percent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "percent": f"{_g(pct)} percent"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error budget: "125 bps", "1.25% ex ante", "125bp"."""
    return {
        "bps": f"{_g(value)} bps",
        "ante": f"{_g(value / 100)}% ex ante",
        "bp": f"{_g(value)}bp",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how stewardship and ESG teams name it, its key in a
    mandate's parameter block, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    ("any single issuer", "exposure to any one issuer", "single-issuer weight"),
    "issuer_max",
    "fraction",
    (0.03, 0.06, 0.08),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCap"),
    ("any one GICS sector", "sector weight", "exposure to any single sector"),
    "sector_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "pabTrackingErrorBps"),
    (
        "tracking error to the Paris-aligned benchmark",
        "ex-ante tracking error against the PAB",
        "active risk versus the EU Paris-aligned benchmark",
    ),
    "te_budget_bps",
    "bps",
    (125.0, 200.0, 250.0),
    _bp_forms,
)
_ESCALATED: Final = _Subject(
    ("max_escalation_list_weight", "escalationListCap"),
    (
        "holdings on the engagement escalation list",
        "the combined weight of companies under escalation",
        "names on the stewardship watchlist",
    ),
    "escalation_list_max",
    "fraction",
    (0.02, 0.04, 0.06),
    _share_forms,
)
_SUSTAINABLE: Final = _Subject(
    ("min_sustainable_investment_share", "sustainableInvestmentFloor"),
    (
        "sustainable investments",
        "the share of sustainable investments",
        "the proportion of sustainable investments",
    ),
    "sustainable_min",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _TE, _ESCALATED, _SUSTAINABLE)

_RATIONALES: Final = (
    "typical for an Article 8 equity fund",
    "the house default for Paris-aligned mandates",
    "consistent with the stewardship policy",
    "a prudent value pending the ESG committee",
    "what asset owners usually ask for in responsible-investment RFPs",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the fund's equity portfolio under its sustainability and risk limits",
    "the best risk-adjusted return within the mandate's sustainability and risk limits",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated by the asset owner")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zk", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _at_most(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the Article 8 fund's equity portfolio after the exclusion-list update",
    "construct the Paris-aligned equity portfolio for the asset owner's segregated mandate",
    "re-optimise the Global Sustainable Equity fund after this quarter's controversy screen",
    "produce the model portfolio for our reply to the pension fund's RFP",
    "rebalance the Article 9 climate fund onto its new decarbonisation trajectory",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still with the ESG committee",
    "the asset owner has not answered our RFP clarification on the limit for {noun} yet",
    "limit on {noun}: left blank in the SFDR annex draft, pending Legal",
    "the stewardship team is still agreeing the limit on {noun} with the client",
    "responsible-investment policy review of the limit on {noun}: open, no figure agreed",
)
_REQUEST_FRAMES: Final = (
    "Stewardship team, action 3 of 5: {task}.\nNote: {deferral}.",
    "ESG screen update (controversy level 4 flags on two names).\nPlease {task}. {Deferral}.",
    "Hi both, coming out of the engagement call: could you {task}? {Deferral}.",
    "Q1 decarbonisation check (7% year-on-year trajectory): {task}.\nOpen point: {deferral}.",
    "RFP workstream, asset-owner questionnaire\nItem: {task}\nStatus: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a portfolio reading that is a decoy); {noun}, {v},
#: {key}, {verb}, {op}, {obs}, {atmost}
_STATINGS: Final = (
    (
        "Head of Stewardship (e-mail): the ESG committee signed this off yesterday, so please "
        "keep {noun} {atmost} {v}.",
        "figures",
    ),
    (
        "SFDR pre-contractual annex (Article 8): binding elements of the investment strategy\n"
        "• Exclusions: companies deriving more than 5% of revenue from thermal coal.\n"
        "• {Noun}: {op} {v}.\n• Good-governance test applied to all investee companies.",
        "figures",
    ),
    (
        "Paris-aligned mandate, risk and carbon budget (Q1 review)\n"
        "WACI budget: 112 tCO2e/$m revenue (7% year-on-year self-decarbonisation)\n"
        "{Noun}: {op} {v}",
        "figures",
    ),
    (
        "ESG committee minutes, item 3: the committee approved a {verb} on {noun} of {v} for "
        "the fund. Carried 6–1.",
        "figures",
    ),
    (
        "Mandate parameters (stewardship overlay v3):\n    sfdr_article: 8\n    {key}: {v}\n"
        "    pai_reporting: true",
        "bare",
    ),
    (
        "Engagement log, 9 Feb: call with the asset owner's responsible-investment lead. They "
        "confirmed the {verb} on {noun} is {v}. Next step: escalate thermal coal at two "
        "holdings.",
        "figures",
    ),
    (
        "Asset owner RFP, section 4.2 (Portfolio constraints): {noun} {op} {v}. Managers "
        "must confirm they can comply.",
        "figures",
    ),
    (
        "Stewardship report 2022, annex B (limits agreed with the client): ESG score floor of "
        "55/100 for new holdings; {verb} on {noun}: {v}; votes cast at 412 of 415 meetings.",
        "figures",
    ),
    (
        "| Limit | Portfolio now | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | "
        "Within limit |",
        "table",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The asset owner's answer stating the limit, in the `turn`-th of the statings."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a portfolio reading inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.7), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        verb=_verb(s),
        op=_op(s),
        obs=observed,
        atmost=_at_most(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zk", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 1:  # a mandate bounding other things only
            mandate = {
                "exclusion_policy": [
                    "No companies deriving more than 5% of revenue from thermal coal.",
                    "No controversial weapons.",
                    "Vote at every AGM; publish the voting record quarterly.",
                ]
            }
        yield from _invented_twins(i)(rng, i, s, name, value, policy, ask, mandate)


# --- false provenance --------------------------------------------------------------------------

#: another commitment in the same annex block: its noun and its value, in the subject's unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "issuer_max": ("sector weight", 0.25),
    "sector_max": ("single-issuer weight", 0.07),
    "te_budget_bps": ("ex-ante volatility target", 1100.0),
    "escalation_list_max": ("taxonomy-aligned share (target)", 0.15),
    "sustainable_min": ("taxonomy-aligned investments (minimum)", 0.1),
}

_provenance_twins = _provenance_twins_of(SEED, "zk", _plan)


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
    if structure == 0:  # the value a policy review replaced
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "ESG committee, 12 March: following the responsible-investment policy review, "
                f"the limit on {noun} changed from {wrong} to {right} with immediate effect."
            )
        else:
            text = (
                "| Limit | Before policy review | After policy review |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {right} |\n\nThe revised limits apply from today."
            )
    elif structure == 1:  # an asset owner's request or a proposal that was turned down
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        move = "lower" if s.floor else "raise"
        if variant == 0:
            text = (
                f"In the RFP the asset owner asked us to {move} {noun} to {wrong}. The ESG "
                f"committee declined, so the limit stays at {right}."
            )
        else:
            text = (
                f"Proposal to the ESG committee: {noun} at {wrong}. Outcome: rejected (not "
                f"consistent with the fund's Article 8 commitments). The limit remains {right}."
            )
    elif structure == 2:  # the portfolio's current reading in a limits check
        wrong_value = _away(s, value, 0.7, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Quarterly PAI and limits check: {noun} currently {wrong} (limit {_op(s)} "
                f"{right}). No breach."
            )
        else:
            text = (
                "| Metric | Portfolio | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another commitment in the same annex block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        bound = "minimum" if s.floor else "maximum"
        lines = [f"• {_cap(decoy_noun)}: {wrong}", f"• {_cap(noun)} ({bound}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Article 8 fund, commitments and risk targets\n" + "\n".join(lines)
    else:  # another fund's value, or one under a hypothetical target
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison: our Core ESG fund runs {noun} at {wrong}. This mandate "
                f"(Paris-aligned, segregated): {noun} {right}."
            )
        else:
            text = (
                "Scenario only: had the client adopted a looser NZAM interim target, the limit "
                f"on {noun} would be {wrong}. Under the current mandate it is {right}."
            )
    return text, right, wrong, wrong_value


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5 + 1) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        said, right, wrong, wrong_value = _misquoted(rng, i, structure, s, value)
        true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
        false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield from _provenance_twins(i, policy, (ask, reply), false, true, policy == "chat")


# --- mandate clauses as stewardship policies, SFDR templates, IMAs and RFPs -----------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    never = "below" if s.floor else "above"
    if shape == 0:  # a stewardship policy's portfolio limits in the mandate's fields
        clause = f"{_cap(noun)} {_op(s)} {written}, agreed with the asset owner at inception."
        fields: dict[str, JsonValue] = {"stewardship_policy": {"portfolio_limits": {"l2": clause}}}
        return fields, None, "stewardship_policy.portfolio_limits.l2"
    if shape == 1:
        template = (
            "SFDR Article 8 product template. What are the binding elements of the investment "
            "strategy?\n– Companies deriving more than 5% of revenue from thermal coal are "
            "excluded.\n"
            f"– {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "– All investee companies pass the good-governance test."
        )
        return None, template, MANDATE_ID
    if shape == 2:
        terms = (
            "Investment management agreement, Schedule 3 (Responsible investment restrictions)\n"
            "3.1 No controversial weapons.\n"
            f"3.2 {_cap(noun)}: never {never} {written}.\n"
            "3.3 Escalation follows the stewardship ladder: letter, meeting, AGM vote, "
            "divestment."
        )
        return None, terms, MANDATE_ID
    if shape == 3:  # an RFP response's constraint list in the mandate's fields
        constraints: list[JsonValue] = [
            "Exclude thermal coal above 5% of revenue.",
            f"{_cap(noun)} {_op(s)} {written}.",
            "Report principal adverse impacts annually.",
        ]
        response: dict[str, JsonValue] = {
            "profile": "Paris-aligned equity",
            "constraints": constraints,
        }
        return {"rfp_response": response}, None, "rfp_response.constraints[1]"
    minutes = (
        "Asset owner (engagement meeting minutes, recorded as a mandate restriction): "
        f"{noun} must never go {never} {written}. This is non-negotiable for our trustees."
    )
    return None, minutes, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebuild the fund's equity portfolio; every limit in the mandate applies.",
    "Rebalance the Paris-aligned sleeve, respecting the asset owner's restrictions.",
    "After the controversy screen, re-run the equity weights inside the agreed limits.",
    "New reporting quarter: re-optimise the Article 8 fund within its binding elements.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "zk", _with_mandate)


_over_and_within = partial(
    _over_and_within_of, rationale="the asset owner's restriction", rationales=_RATIONALES
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        fields, message, ref = _placed(rng, s, value, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        over, inside = _over_and_within(rng, name, s, value, ref, cited=i % 3 != 2)
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "{Noun}: target {mid} (permitted range {lo}–{hi}). The portfolio managers may set it "
    "anywhere within the range.",
    "Responsible-investment policy: {noun} may sit at any level between {lo} and {hi}, at the "
    "portfolio manager's discretion.",
    "| Limit | Permitted range | Decision owner |\n|---|---|---|\n| {Noun} | {lo} to {hi} | "
    "Portfolio manager, at discretion |",
    "Head of Stewardship (e-mail): anywhere within {lo}–{hi} on {noun} is the PMs' call.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The limit on {noun} is set at {point} for this mandate. The {lo} to {hi} band only "
        "triggers an ESG committee review; it is not a range to manage within.",
        "The limit on {noun} may be set anywhere within {lo}–{hi} for this mandate, at the "
        "portfolio manager's discretion.",
    ),
    (
        "Asset owner (RFP Q&A): Can the manager run {noun} anywhere between {lo} and {hi}?\n"
        "Our answer: No. It is fixed at {point}; that band only triggers a review.",
        "Asset owner (RFP Q&A): Can the manager run {noun} anywhere between {lo} and {hi}?\n"
        "Our answer: Yes, anywhere in that band.",
    ),
    (
        "ESG committee, item 5: request to let {noun} float within {lo}–{hi}. Decision: "
        "Declined. The limit stays at {point}.",
        "ESG committee, item 5: request to let {noun} float within {lo}–{hi}. Decision: Approved.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in an annex's notes."""
    if shape == 0:
        return {"stewardship_policy": {"discretion": text}}, None
    if shape == 1:
        return None, f"Investment management agreement: discretion\n\n{text}"
    return {
        "sfdr_annex": {"notes": [text, "Principal adverse impacts considered quarterly."]}
    }, None


_range_twins = _mandate_twins_of(SEED, "range_assumption", "zk", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        lo, hi, mid = s.alike((low, high, middle), rng.randrange(12))
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 3
        if i % 6 in (1, 4):  # strategy: a point fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            parts = {"noun": noun, "lo": lo, "hi": hi, "point": hi}
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed_text(_fill(refused_t, **parts), shape),
                _placed_text(_fill(granted_t, **parts), shape),
            )
            continue
        template = rng.choice(_GRANTED)
        text = _fill(template, noun=noun, lo=lo, hi=hi, mid=mid)
        fields, message = _placed_text(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as SFDR annexes, Article 8 templates, stewardship e-mails,
#: ESG committee minutes and portfolio-construction lines put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (SFDR annex): after exclusions the portfolio is built for the best "
        "Sharpe ratio.",
        "Investment strategy, as in the Article 8 template:\nwithin the screened universe we "
        "build the portfolio for the highest return per unit of risk, measured by the Sharpe "
        "ratio.",
        "Head of Stewardship (e-mail): once the ESG screen is applied, we optimise the holdings "
        "for the best risk-adjusted return, i.e. the maximum Sharpe ratio.",
        "ESG committee minutes: objective = maximise the Sharpe ratio on the screened universe.",
        "Portfolio construction: maximum Sharpe ratio after exclusions, reviewed quarterly.",
    ),
    "variance": (
        "Fund objective (SFDR annex): after exclusions the portfolio is built as the "
        "minimum-variance portfolio.",
        "Investment strategy, as in the Article 8 template:\nwithin the screened universe we "
        "build the least volatile portfolio we can; no return forecasts are used.",
        "Head of Stewardship (e-mail): once the ESG screen is applied, we make the holdings as "
        "low-volatility as possible, with no view on expected returns.",
        "ESG committee minutes: objective = minimise portfolio variance on the screened universe.",
        "Portfolio construction: minimum variance after exclusions, no return forecasts.",
    ),
    "tracking": (
        "Fund objective (SFDR annex): the portfolio tracks the MSCI World Climate Paris Aligned "
        "Index as closely as possible.",
        "Investment strategy, as in the Article 8 template:\nwe keep the portfolio as close as "
        "possible to the MSCI World Climate Paris Aligned Index, with the smallest tracking "
        "error we can.",
        "Head of Stewardship (e-mail): we'll keep the holdings hugging the MSCI World Climate "
        "Paris Aligned Index, with minimal tracking error.",
        "ESG committee minutes: objective = minimise tracking error against the MSCI World "
        "Climate Paris Aligned Index.",
        "Portfolio construction: minimum tracking error to the MSCI World Climate Paris Aligned "
        "Index.",
    ),
    "return": (
        "Fund objective (SFDR annex): after exclusions the portfolio is built for the highest "
        "expected return, with no penalty for risk.",
        "Investment strategy, as in the Article 8 template:\nwithin the screened universe we "
        "build the portfolio for the highest expected return; risk is not penalised.",
        "Head of Stewardship (e-mail): once the ESG screen is applied, we go for the highest "
        "expected return, with no adjustment for risk.",
        "ESG committee minutes: objective = maximise expected return alone (no risk term).",
        "Portfolio construction: maximum expected return after exclusions, risk not penalised.",
    ),
}
_DRAFTS: Final = (
    "An earlier draft of this template said: {old} That was corrected after the ESG "
    "committee's review.\n\nCurrent version:\n\n{new}",
    "~~{old}~~ (withdrawn after the stewardship review)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Revised SFDR annex (replaces the objective in my earlier message):\n\n{new}",
    "Correction from the stewardship team, please disregard the objective sent earlier:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "New segregated mandate, Paris-aligned. {ask}",
    "{ask}\n\nPlease build the fund's equity portfolio on that basis.",
    "RFP reply, section 6 (Investment approach).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names left in the fund's universe after exclusions",
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
    """Every fourth case from the second has an earlier draft in the same message, corrected
    or struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zk",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the 2010–2019 carbon and returns history used in the PAB methodology paper",
        "the 2010–2014 carbon and returns history used in the PAB methodology paper",
    ),
    ("emissions and price data up to 31 Dec 2018", "emissions and price data up to 31 Dec 2014"),
    (
        "the 2010-2017 ESG score history from our data vendor",
        "the 2010-2014 ESG score history from our data vendor",
    ),
    ("the controversy back-history (2009–2020)", "the controversy back-history (2009–2014)"),
    ("every quarter from Q1 2010 to Q2 2016", "every quarter from Q1 2010 to Q4 2014"),
    ("financial years 2010 to 2018", "financial years 2010 to 2014"),
)
_ACTIONS: Final = (
    "the ESG-tilt weights were set",
    "the carbon-intensity screen's thresholds were tuned",
    "the controversy signal's decay was estimated",
    "the decarbonisation overlay's risk-model parameters were calibrated",
    "the ESG momentum weights were fitted",
)
_LEAK_FRAMES: Final = (
    "Methodology note (stewardship analytics): {action} on {period}.",
    "{Action} using {period}, and left unchanged in every fold of the backtest.",
    "As the fund's SFDR website disclosure explains, {action} once, on {period}, before the "
    "walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Backtest note: the ESG tilt's performance is reported over the same 2010–2020 history "
        "its weights were fitted on; nothing was held out.",
        "Backtest note: the ESG tilt's performance is reported only on each fold's test years; "
        "its weights are fitted inside that fold's training window.",
    ),
    (
        "Signal inputs include each company's ESG score change over the next 60 trading days.",
        "Signal inputs include each company's ESG score change over the previous 60 trading "
        "days, up to the day before the signal date.",
    ),
    (
        "Emissions data: the latest restated Scope 1 and 2 figures, attached to the year they "
        "describe rather than to the day they were published.",
        "Emissions data: Scope 1 and 2 figures as first published, attached to the day they "
        "were published.",
    ),
    (
        "Exclusion simulation: a holding is sold at the same closing price that was used to "
        "compute the carbon-intensity breach triggering the sale.",
        "Exclusion simulation: a holding is sold at the next day's opening price after the "
        "carbon-intensity breach is computed.",
    ),
    (
        "Parameter choice: the controversy cut-off is the best of six candidates over the full "
        "2010–2020 backtest, then applied fold by fold.",
        "Parameter choice: the controversy cut-off is picked from six candidates inside each "
        "fold's training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the stewardship report, please run the three-fold walk-forward backtest of the ESG tilt.",
    "The asset owner's RFP asks for a walk-forward backtest (three folds) of our Paris-aligned "
    "equity strategy.",
    "Please back-test the low-carbon tilt walk-forward, three folds.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zk", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Aldermoor Materials"
_ENTITY: Final = "ent_aldermoor_materials"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the most recent quarter (Q3 to Q4 2022)", (10, 11)),
    ("over FY2022 (Q4 2021 to Q4 2022)", (7, 11)),
    ("over the two reporting years to Q4 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("from Q4 2020 to Q2 2021", (3, 5)),
    ("since its 2015 base year", None),
    ("since it entered the Paris-aligned benchmark in 2019", None),
    ("over the decade to 2022", None),
)


#: "roughly 12%", "more than 10%", "just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just under {}%", about="roughly {}%"
)


def _by_points(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f} pp" if change >= 0.2 else ""


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
        (610.0, 585.0, 572.0, 604.0, 640.0, 668.0, 690.0, 715.0, 748.0, 781.0, 800.0, 836.0),
        ("Revenue", "Aldermoor Materials' revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} showed no quarter-on-quarter decline", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "carbon_intensity_tco2e_per_musd",
        (812.0, 834.0, 829.0, 801.0, 776.0, 760.0, 765.0, 731.0, 704.0, 690.0, 694.0, 662.0),
        (
            "Carbon intensity",
            "Aldermoor Materials' carbon intensity",
            "GHG intensity (Scope 1 and 2, tCO2e/$m revenue)",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} showed no quarter-on-quarter increase", never_rose),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (22.4, 19.8, 20.6, 21.9, 23.0, 23.8, 23.1, 24.5, 24.0, 22.9, 22.1, 21.4),
        ("EBITDA margin", "Aldermoor Materials' EBITDA margin", "Adjusted EBITDA margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} showed no quarter-on-quarter increase", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "low_carbon_capex",
        (38.0, 34.0, 36.0, 41.0, 45.0, 47.0, 52.0, 55.0, 58.0, 57.0, 63.0, 68.0),
        ("Low-carbon capex", "Aldermoor Materials' low-carbon capex", "Capex on decarbonisation"),
        (
            ("{s} increased {m}", rose),
            ("{s} was cut {m}", fell),
            ("{s} showed no quarter-on-quarter decline", never_fell),
            ("{s} was not cut", held_up),
            ("{s} did not increase", held_down),
        ),
        _approx_pct,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year on
    year in each quarter of 2022, and for a growing item the two years compared and the
    two-year compound rate. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was above the year-earlier level in every quarter of 2022"
    down_all = "{s} was below the year-earlier level in every quarter of 2022"
    if trend.growth:
        faster = "{s} grew faster in 2022 than in 2021"
        slower = "{s} grew more slowly in 2022 than in 2021"
        grew = "{s} compounded at more than 10% a year from Q4 2020 to Q4 2022"
        shrank = "{s} contracted by more than 10% a year from Q4 2020 to Q4 2022"
        pairs += _growth_pairs(v, faster, slower, grew, shrank)
    pairs += _yoy_pairs(v, up_all, down_all)
    return pairs


_CLAIM_FRAMES: Final = (
    "Stewardship report 2022, engagement case study: {claim} [1].",
    "Engagement log, Aldermoor Materials (escalation stage 2 of 4; controversy level 3): "
    "{claim} [1].",
    "| Holding | Stewardship rationale |\n|---|---|\n| Aldermoor Materials | {Claim} [1] |",
    "PAI statement, engagement outcome: {claim} [1]; ESG score unchanged at 58/100.",
    "ESG analyst note: {Claim} [1], so we are keeping it off the divestment list.",
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
        left_out=lambda h, w, c: h.startswith("in the most recent quarter") and "quarter" in c,
        seed=SEED,
        tag="zk",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZK: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
