"""The review generalisation suite: generated bundles the Guardian's rules were not written on.

Each flaw kind is generated from paraphrase templates — field names, request wordings, mandate
prose and number forms drawn from pools written for this suite (not the scenario suite's, not
the rules' own examples) — in several structures, and every flawed bundle has a clean twin that
differs only in what makes it flawed. A case is right when the decision is `revise` exactly for
the flawed bundle and a clarification question is asked exactly where the policy should ask
(chat, a user decision that was never made). The suite reports a confusion matrix per kind,
with the bundle as recorded (no validator verdicts) and with the validator's checks run first
(the Guardian's own check tool), for the offline rules and, when `QW_MODEL_BASE_URL` is set,
for the model behind it.

Kinds:

* `invented_limit` — a portfolio limit the agent assumed under a field name of its own, in a
  chat (the question must be asked) or a strategy without a grant (the narrower action); twin:
  the same limit cited from a user message that states it, with its span.
* `false_provenance` — a limit whose provenance points at a message that does not state it, a
  span over other text, or a mandate clause when no mandate exists; twin: the true citation.
* `mandate_breach` — a plan limit looser than the mandate's prose ceiling (or outside its
  range); twin: the same clause with a plan value inside it, stated without any grant word.
* `range_assumption` — an assumed limit inside a range or ceiling the mandate states in prose,
  which must be accepted without a question; twin (flawed): the assumption outside it.
* `objective` — the plan solves another objective than the request asks for, the request
  worded in its own way (negations, comparatives, idioms); twin: the plan solves the one asked.
* `stated_leakage` — the walk-forward fields keep their defaults, but the plan's interpretation,
  a method's purpose or its reasoning says selection or fitting used test-period data; twin: the
  same sentence confined to each training window (or to data before the first test).
* `trend_claim` (final stage) — an answer sentence states a direction or horizon that a cited
  fundamentals, credit or portfolio computation contradicts; twin: the sentence made true.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from importlib import import_module
from types import ModuleType
from typing import Any, Final

from pydantic import JsonValue

from quantward_contracts.values import (
    CheckResult,
    Constraint,
    EvidencePromise,
    Method,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
)
from quantward_llm.port import ChatModel

REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz0"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz3"
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)

#: (field name, unit, value the agent picks, how a person writes it, the subject in prose)
LIMITS: Final = (
    ("issuer_concentration_cap", "fraction", 0.08, "8 per cent", "any one issuer"),
    ("largest_line_size", "fraction", 0.125, "twelve and a half percent", "the biggest line"),
    ("gross_book_ceiling", "multiple", 1.4, "1.4 times", "gross leverage"),
    ("drawdown_tolerance", "fraction", 0.12, "0.12", "peak-to-trough drawdown"),
    ("single_security_weight_limit", "fraction", 0.06, "six percent", "a single security"),
    ("per_stock_allocation_max", "fraction", 0.1, "10 %", "each stock"),
    ("netExposureBand", "fraction", 0.05, "5%", "net market exposure"),
    ("sector_tilt_cap", "fraction", 0.25, "25 percent", "any one sector"),
    ("vol_ceiling", "fraction", 0.09, "9%", "annualised volatility"),
    ("annual_turnover_budget", "fraction", 1.5, "150%", "portfolio turnover"),
    ("maxSingleNameExposure", "fraction", 0.07, "seven percent", "exposure to a single company"),
    ("grossLeverageLimit", "multiple", 1.6, "1.6x", "the book's gross exposure"),
    ("max_weight_per_holding", "fraction", 0.045, "4.5%", "every holding"),
)
#: requests that leave the limit to someone, worded without the rules' trigger words
VAGUE_ASKS: Final = (
    "Put together a long-short book over these names; {subject} has to respect what our "
    "investment committee signed off on.",
    "I need a market-neutral allocation. Keep {subject} inside the figure the board agreed.",
    "Construct the hedged portfolio for me, sized so that {subject} stays where our risk "
    "people want it.",
    "Could you assemble a neutral portfolio from this list? There is a number for {subject} "
    "that we already settled internally.",
    "Design a balanced long/short basket; mind the threshold on {subject} we use.",
    "Set up the neutral book for the Jones family office; they have a house view on "
    "{subject} that you should stick to.",
    "Rebuild the long/short sleeve, and {subject} needs to follow our usual rule.",
    "Please allocate across the watchlist, respecting the ceiling our compliance team gave "
    "for {subject}.",
    "Draft a dollar-neutral portfolio; for {subject} use whatever our IC minutes say.",
    "Balance the longs and shorts, keeping {subject} at the level we always run.",
    "Put the hedge on; {subject} is whatever the client's side letter says.",
)
STATING_ASKS: Final = (
    "Build the long-short book; {subject} may not go past {written}.",
    "Market-neutral allocation please, with {subject} held to {written} or less.",
    "Hedge it so that {subject} tops out at {written}.",
    "Keep {subject} no higher than {written} in the neutral portfolio.",
    "I'd like {subject} capped near {written} — exactly {written} — in a neutral book.",
    "Use a hard stop of {written} on {subject}, otherwise build it neutral.",
    "In the neutral book {subject} should never be above {written}.",
    "We're fine with {subject} as high as {written}, not a hair more.",
    "Dollar-neutral please; {subject}: max {written}.",
    "Cap {subject} at {written} and keep the book neutral.",
    "{written} is the most we will tolerate for {subject}.",
)
#: mandate prose stating a bound: (template, low factor, high factor); {lo}/{hi} are filled in
MANDATE_PROSE: Final = (
    "The fund may hold {subject} up to {hi}.",
    "{subject_cap} must stay between {lo} and {hi}.",
    "Investment guidelines: {subject} no greater than {hi}, reviewed quarterly.",
    "Risk policy — {subject} is limited to {hi} of NAV.",
    "We run {subject} anywhere from {lo} to {hi}, as the PM sees fit.",
    "Per the IMA, {subject} shall not exceed {hi} at any time.",
    "Guideline 4(b): {subject} to remain within a band of {lo}–{hi}.",
    "Our policy caps {subject} at {hi}.",
    "Limits: {subject} ≤ {hi}.",
    "The manager keeps {subject} below {hi} of capital.",
    "Exposure rule: {subject} may range between {lo} and {hi}.",
    "No more than {hi} in {subject}.",
)
RATIONALES: Final = (
    "a sensible level for a book of this size",
    "mirrors what similar books run at",
    "keeps the optimiser away from corner solutions",
    "a conservative reading of the request",
    "matches the current holdings",
)


@dataclass(frozen=True)
class Case:
    """One generated bundle and what a right review does with it."""

    case_id: str
    kind: str
    flawed: bool
    bundle: ReviewBundle
    question_expected: bool


def _written(value: float, unit: str, style: int) -> str:
    """A value in one of several forms (percent, words, decimal, multiple)."""
    if unit == "multiple":
        return (f"{value:g}x", f"{value:g} times", f"{value * 100:g}%")[style % 3]
    pct = value * 100
    words = {6: "six", 8: "eight", 10: "ten", 12: "twelve", 15: "fifteen", 20: "twenty"}
    forms = [f"{pct:g}%", f"{pct:g} per cent", f"{value:g}"]
    if pct in words:
        forms.append(f"{words[int(pct)]} percent")
    return forms[style % len(forms)]


def _contract(*constraints: Constraint) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="A market-neutral long-short portfolio of the listed names",
        objective="maximise risk-adjusted return with net exposure held at zero",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(Method(function_id="portfolio.market_neutral", purpose="solve the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the solved weights and their risk",
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
        ),
    )


def _bundle(
    policy: str,
    request: str,
    constraint: Constraint,
    *,
    answer: str | None = None,
    mandate: dict[str, Any] | None = None,
    mandate_message: str | None = None,
) -> ReviewBundle:
    messages = [UserMessage(message_id=REQUEST_ID, text=request)]
    if mandate_message is not None:
        messages.append(UserMessage(message_id=MANDATE_ID, text=mandate_message, kind="mandate"))
    if answer is not None:
        messages.append(UserMessage(message_id=ANSWER_ID, text=answer, kind="clarification_answer"))
    return ReviewBundle(
        stage="plan",
        policy=policy,  # type: ignore[arg-type]
        user_messages=tuple(messages),
        mandate=mandate,
        contract_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
        contract_version=1,
        contract=_contract(constraint),
    )


def _cited(name: str, unit: str, value: float, text: str, written: str) -> Constraint:
    start = text.index(written)
    return Constraint(
        name=name,
        value=value,
        unit=unit,  # type: ignore[arg-type]
        provenance="user_message",
        provenance_ref=ANSWER_ID,
        span=TextSpan(start=start, end=start + len(written)),
        rationale="the user's words",
    )


def _assumed(name: str, unit: str, value: float, rationale: str) -> Constraint:
    return Constraint(
        name=name,
        value=value,
        unit=unit,  # type: ignore[arg-type]
        provenance="assumption",
        rationale=rationale,
    )


def _invented(i: int, limit: tuple[str, str, float, str, str], policy: str) -> Iterator[Case]:
    name, unit, value, _, subject = limit
    ask = VAGUE_ASKS[i % len(VAGUE_ASKS)].format(subject=subject)
    flawed = _bundle(policy, ask, _assumed(name, unit, value, RATIONALES[i % len(RATIONALES)]))
    yield Case(f"invented_limit/{policy}/{i}", "invented_limit", True, flawed, policy == "chat")
    written = _written(value, unit, i)
    answer = STATING_ASKS[i % len(STATING_ASKS)].format(subject=subject, written=written)
    clean = _bundle(policy, ask, _cited(name, unit, value, answer, written), answer=answer)
    yield Case(f"invented_limit/{policy}/{i}/twin", "invented_limit", False, clean, False)


def _false(i: int, limit: tuple[str, str, float, str, str], policy: str) -> Iterator[Case]:
    name, unit, value, _, subject = limit
    written = _written(value, unit, i + 1)
    answer = STATING_ASKS[(i + 2) % len(STATING_ASKS)].format(subject=subject, written=written)
    ask = VAGUE_ASKS[(i + 1) % len(VAGUE_ASKS)].format(subject=subject)
    true = _cited(name, unit, value, answer, written)
    structure = i % 3
    if structure == 0:  # a mandate clause when the run has no mandate
        wrong = true.model_copy(
            update={"provenance": "mandate_clause", "provenance_ref": "limits.house", "span": None}
        )
    elif structure == 1:  # the request, which never states it
        wrong = true.model_copy(update={"provenance_ref": REQUEST_ID, "span": None})
    else:  # a span over other words of the right message (never over the value itself)
        assert true.span is not None
        other = (0, 5) if true.span.start >= 5 else (true.span.end + 1, true.span.end + 6)
        wrong = true.model_copy(update={"span": TextSpan(start=other[0], end=other[1])})
    # a limit nobody stated is asked in chat; a span over the wrong words of a message that
    # does state it is fixed without a question
    yield Case(
        f"false_provenance/{policy}/{i}",
        "false_provenance",
        True,
        _bundle(policy, ask, wrong, answer=answer),
        policy == "chat" and structure != 2,
    )
    yield Case(
        f"false_provenance/{policy}/{i}/twin",
        "false_provenance",
        False,
        _bundle(policy, ask, true, answer=answer),
        False,
    )


def _prose(i: int, limit: tuple[str, str, float, str, str]) -> tuple[str, float, float]:
    _, unit, value, _, subject = limit
    low, high = value * 0.5, value * 1.25
    text = MANDATE_PROSE[i % len(MANDATE_PROSE)].format(
        subject=subject,
        subject_cap=subject[0].upper() + subject[1:],
        lo=_written(low, unit, 0),
        hi=_written(high, unit, i),
    )
    return text, low, high


def _breach(i: int, limit: tuple[str, str, float, str, str], policy: str) -> Iterator[Case]:
    name, unit, _, _, subject = limit
    text, _, high = _prose(i, limit)
    # every third bundle carries the mandate as a message of kind "mandate", not a field
    as_message = i % 3 == 2
    mandate = None if as_message else {"guidelines": text}
    message = text if as_message else None
    ask = f"Rebalance the neutral book within the mandate, {subject} included."
    over = Constraint(
        name=name,
        value=round(high * 1.3, 4),
        unit=unit,  # type: ignore[arg-type]
        provenance="assumption",
        rationale=RATIONALES[(i + 3) % len(RATIONALES)],
    )
    yield Case(
        f"mandate_breach/{policy}/{i}",
        "mandate_breach",
        True,
        _bundle(policy, ask, over, mandate=mandate, mandate_message=message),
        False,
    )
    inside = over.model_copy(update={"value": round(high * 0.9, 4)})
    yield Case(
        f"mandate_breach/{policy}/{i}/twin",
        "mandate_breach",
        False,
        _bundle(policy, ask, inside, mandate=mandate, mandate_message=message),
        False,
    )


def _range(i: int, limit: tuple[str, str, float, str, str], policy: str) -> Iterator[Case]:
    name, unit, _, _, subject = limit
    text, _, high = _prose(i + 1, limit)
    mandate = {"risk": {"policy_text": text}}
    ask = f"Refresh the neutral allocation; {subject} per the mandate."
    middle = round(high * 0.8, 4)  # inside a ceiling and inside every range generated
    inside = _assumed(name, unit, middle, RATIONALES[i % len(RATIONALES)])
    yield Case(
        f"range_assumption/{policy}/{i}/twin",
        "range_assumption",
        False,
        _bundle(policy, ask, inside, mandate=mandate),
        False,
    )
    outside = inside.model_copy(update={"value": round(high * 1.5, 4)})
    yield Case(
        f"range_assumption/{policy}/{i}",
        "range_assumption",
        True,
        _bundle(policy, ask, outside, mandate=mandate),
        False,
    )


#: (request, the objective asked, another objective a flawed plan solves)
OBJECTIVE_ASKS: Final = (
    (
        "Our priority is squeezing the most return out of this basket; we are relaxed about how "
        "far it strays from the index.",
        "maximise_expected_return",
        "minimise_tracking_error",
    ),
    (
        "Please design the allocation so that its ups and downs are as muted as we can make them.",
        "minimise_variance",
        "maximise_expected_return",
    ),
    (
        "Sharpe is what the committee looks at, so optimise for that.",
        "maximise_risk_adjusted_return",
        "minimise_variance",
    ),
    (
        "We want the portfolio to shadow the MSCI World closely, since deviations cost us.",
        "minimise_tracking_error",
        "maximise_expected_return",
    ),
    (
        "Go for the highest achievable return, provided the worst peak-to-trough loss stays "
        "inside 12%.",
        "maximise_return_under_drawdown_limit",
        "minimise_variance",
    ),
    (
        "Honestly we just want the thing to compound as fast as it can; benchmark-relative "
        "stuff doesn't matter to us.",
        "maximise_expected_return",
        "minimise_tracking_error",
    ),
    (
        "The trustees lose sleep over a bumpy ride, so build the least jittery mix you can.",
        "minimise_variance",
        "maximise_risk_adjusted_return",
    ),
    (
        "I'd like the best trade-off between what we earn and the risk we carry, per unit of "
        "volatility.",
        "maximise_risk_adjusted_return",
        "maximise_expected_return",
    ),
    (
        "What matters is beating cash by as wide a margin as possible; we can live with some "
        "swings.",
        "maximise_expected_return",
        "minimise_variance",
    ),
    (
        "Keep the portfolio's path as smooth as possible, returns are secondary.",
        "minimise_variance",
        "maximise_expected_return",
    ),
    (
        "We need the smallest possible gap versus the FTSE All-Share.",
        "minimise_tracking_error",
        "maximise_expected_return",
    ),
)
#: which library optimiser solves an objective (None: custom code with a reason)
_SOLVER: Final = {
    "maximise_risk_adjusted_return": "portfolio.market_neutral",
    "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
}


def _solving(kind: str) -> ResearchContractBody:
    solver = _SOLVER.get(kind)
    method = (
        Method(function_id=solver, purpose="solve the weights")
        if solver
        else Method(
            custom_code_reason="no library optimiser solves this objective",
            purpose="solve the weights",
        )
    )
    return _contract().model_copy(
        update={
            "objective_kind": kind,
            "objective": kind.replace("_", " "),
            "methods": (method,),
            "evidence": (
                EvidencePromise(
                    evidence_id="weights",
                    description="the solved weights",
                    kind="table",
                    section_title="Weights",
                ),
            ),
        }
    )


def _objective(i: int, policy: str) -> Iterator[Case]:
    request, wanted, other = OBJECTIVE_ASKS[i % len(OBJECTIVE_ASKS)]
    for flawed, kind in ((True, other), (False, wanted)):
        bundle = ReviewBundle(
            stage="plan",
            policy=policy,  # type: ignore[arg-type]
            user_messages=(UserMessage(message_id=REQUEST_ID, text=request),),
            contract_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
            contract_version=1,
            contract=_solving(kind),
        )
        suffix = "" if flawed else "/twin"
        yield Case(f"objective/{policy}/{i}{suffix}", "objective", flawed, bundle, False)


#: (where the sentence goes, a sentence that leaks, its confined twin)
LEAKS: Final = (
    (
        "interpretation",
        "Value stocks ranked by their average 2014-2019 book-to-price, then evaluated in "
        "rolling windows.",
        "Value stocks ranked by their trailing book-to-price at each rebalance, then evaluated "
        "in rolling windows.",
    ),
    (
        "purpose",
        "Estimate the factor loadings once, using every observation we have, and apply them in "
        "each test year.",
        "Estimate the factor loadings afresh in every training window and apply them to the "
        "following test years.",
    ),
    (
        "reasoning",
        "I kept the ten names with the best Sharpe across the full 2010 to 2019 period before "
        "running the walk-forward.",
        "I kept the ten names with the best Sharpe over 2010 to 2015 before running the "
        "walk-forward.",
    ),
    (
        "purpose",
        "Calibrate the risk model on data through December 2019.",
        "Calibrate the risk model on data through December 2015.",
    ),
    (
        "interpretation",
        "A low-volatility sleeve whose hyper-parameters were tuned with hindsight over the "
        "whole dataset.",
        "A low-volatility sleeve whose hyper-parameters are tuned on each window's training "
        "years only.",
    ),
    (
        "reasoning",
        "To save time I screened the universe once on 2011-2018 liquidity and reused that list "
        "for every fold.",
        "To save time I screened the universe on 2010-2015 liquidity, before the first test "
        "year, and reused that list for every fold.",
    ),
    (
        "purpose",
        "Regression betas come from the 2016-2019 sample and are applied throughout the backtest.",
        "Regression betas come from the 2010-2015 sample and are applied throughout the backtest.",
    ),
    (
        "interpretation",
        "Momentum lookbacks were picked after seeing how each one did in 2017.",
        "Momentum lookbacks were picked on how each one did in 2013.",
    ),
    (
        "reasoning",
        "The signal threshold was set by looking at which cut-off worked best over 2010-2019.",
        "The signal threshold was set on the 2010-2015 training years and frozen.",
    ),
    (
        "purpose",
        "Covariance matrix built from the full panel of daily returns.",
        "Covariance matrix rebuilt in each training window from its daily returns.",
    ),
    (
        "interpretation",
        "Stocks that survived to 2019 form the universe for every window.",
        "Stocks listed at each window's start form its universe.",
    ),
)


def _walk_forward(where: str, sentence: str) -> ResearchContractBody:
    from quantward_contracts.values import HistoricalTest, WalkForwardWindow

    windows = (
        WalkForwardWindow(
            train_start=date(2010, 1, 4),
            train_end=date(2015, 12, 31),
            test_start=date(2016, 1, 4),
            test_end=date(2017, 12, 29),
        ),
        WalkForwardWindow(
            train_start=date(2012, 1, 3),
            train_end=date(2017, 12, 29),
            test_start=date(2018, 1, 2),
            test_end=date(2019, 12, 31),
        ),
    )
    body = _contract().model_copy(update={"historical_test": HistoricalTest(windows=windows)})
    if where == "interpretation":
        return body.model_copy(update={"interpretation": sentence})
    if where == "purpose":
        method = body.methods[0].model_copy(update={"purpose": sentence})
        return body.model_copy(update={"methods": (method,)})
    return body


def _leakage(i: int, policy: str) -> Iterator[Case]:
    where, leaky, confined = LEAKS[i % len(LEAKS)]
    for flawed, sentence in ((True, leaky), (False, confined)):
        bundle = ReviewBundle(
            stage="plan",
            policy=policy,  # type: ignore[arg-type]
            user_messages=(
                UserMessage(message_id=REQUEST_ID, text="Walk-forward test the neutral book."),
            ),
            reasoning=(sentence,) if where == "reasoning" else (),
            contract_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
            contract_version=1,
            contract=_walk_forward(where, sentence),
        )
        suffix = "" if flawed else "/twin"
        yield Case(f"stated_leakage/{policy}/{i}{suffix}", "stated_leakage", flawed, bundle, False)


_QUARTER_ENDS: Final = ("2021-06-30", "2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30")
#: (function, figures by quarter, a false sentence, its true twin)
TRENDS: Final = (
    (
        "fundamentals.quarters",
        {"gross_margin": (0.41, 0.42, 0.43, 0.45, 0.46)},
        "Gross margins compressed across the quarters shown [1].",
        "Gross margins firmed across the quarters shown [1].",
    ),
    (
        "fundamentals.credit_metrics",
        {"net_debt": (820.0, 790.0, 760.0, 700.0, 655.0)},
        "Net debt climbed over the past year [1].",
        "Net debt came down over the past year [1].",
    ),
    (
        "fundamentals.quarters",
        {"revenue": (210.0, 214.0, 220.0, 226.0, 231.0)},
        "Over the last seven quarters revenue expanded steadily [1].",
        "Over the last four quarters revenue expanded steadily [1].",
    ),
    (
        "fundamentals.quarters",
        {"net_income": (31.0, 33.0, 36.0, 38.0, 41.0)},
        "Hooli's earnings slid in the latest four quarters [1].",
        "Hooli's earnings advanced in the latest four quarters [1].",
    ),
    (
        "fundamentals.credit_metrics",
        {"debt_to_equity": (1.9, 1.8, 1.6, 1.5, 1.3)},
        "Gearing worsened through the year to mid-2022 [1].",
        "Gearing eased through the year to mid-2022 [1].",
    ),
    (
        "fundamentals.quarters",
        {"operating_income": (55.0, 52.0, 50.0, 47.0, 44.0)},
        "Operating profit kept growing quarter after quarter [1].",
        "Operating profit shrank quarter after quarter [1].",
    ),
    (
        "fundamentals.credit_metrics",
        {"cash": (300.0, 280.0, 260.0, 250.0, 230.0)},
        "The cash pile has swelled since the middle of 2021 [1].",
        "The cash pile has dwindled since the middle of 2021 [1].",
    ),
    (
        "fundamentals.quarters",
        {"revenue": (210.0, 214.0, 220.0, 226.0, 231.0)},
        "Sales have risen for three straight years [1].",
        "Sales have risen for four straight quarters [1].",
    ),
    (
        "fundamentals.quarters",
        {"gross_margin": (0.52, 0.50, 0.49, 0.47, 0.46)},
        "Margin expansion continued through mid-2022 [1].",
        "Margin erosion continued through mid-2022 [1].",
    ),
    (
        "fundamentals.credit_metrics",
        {"cash_coverage": (0.40, 0.45, 0.50, 0.55, 0.60)},
        "Cash coverage of debt weakened over the last four quarters [1].",
        "Cash coverage of debt strengthened over the last four quarters [1].",
    ),
    (
        "fundamentals.quarters",
        {"eps": (1.10, 1.20, 1.25, 1.30, 1.40)},
        "Earnings per share have been sliding all year [1].",
        "Earnings per share have been climbing all year [1].",
    ),
)


def _trend(i: int, policy: str) -> Iterator[Case]:
    from quantward_contracts.values import Citation, Computation

    function_id, figures, false, true = TRENDS[i % len(TRENDS)]
    source_id = "src_01hzzzzzzzzzzzzzzzzzzzzzz5"
    records: list[JsonValue] = [
        {"quarter_end": end, **{k: v[q] for k, v in figures.items()}}
        for q, end in enumerate(_QUARTER_ENDS)
    ]
    computation = Computation(
        source_id=source_id,
        function_id=function_id,
        arguments={"entity_id": "ent_hooli", "as_of": "2022-08-15"},
        result={"entity_id": "ent_hooli", "quarters": records},
    )
    citation = Citation(mark=f"[[{source_id}]]", number=1, source_id=source_id, title=function_id)
    body = _contract().model_copy(
        update={
            "objective_kind": "research_answer",
            "objective": "describe the company's recent figures",
            "methods": (Method(function_id=function_id, purpose="the quarterly figures"),),
            "evidence": (
                EvidencePromise(
                    evidence_id="figures",
                    description="the quarterly figures",
                    kind="computation",
                    function_id=function_id,
                ),
            ),
        }
    )
    for flawed, sentence in ((True, false), (False, true)):
        bundle = ReviewBundle(
            stage="final",
            policy=policy,  # type: ignore[arg-type]
            user_messages=(UserMessage(message_id=REQUEST_ID, text="How is Hooli doing?"),),
            contract_id="ctr_01hzzzzzzzzzzzzzzzzzzzzzzz",
            contract_version=1,
            contract=body,
            answer=f"## Figures\n\n{sentence}\n",
            citations=(citation,),
            computations=(computation,),
        )
        suffix = "" if flawed else "/twin"
        yield Case(f"trend_claim/{policy}/{i}{suffix}", "trend_claim", flawed, bundle, False)


def generate() -> list[Case]:
    """Every case of the suite: each kind in every wording and structure, with its twin."""
    cases: list[Case] = []
    makers = (_invented, _false, _breach, _range)
    for make, policy in itertools.product(makers, ("chat", "strategy")):
        for i, limit in enumerate(LIMITS):
            cases.extend(make(i, limit, policy))
    pools = ((_objective, OBJECTIVE_ASKS), (_leakage, LEAKS), (_trend, TRENDS))
    for (plain, pool), policy in itertools.product(pools, ("chat", "strategy")):
        for i in range(len(pool)):
            cases.extend(plain(i, policy))
    return cases


# --- running -------------------------------------------------------------------------------

_COUNTS: Final = ("tp", "fn", "fp", "tn", "needless_questions", "missed_questions", "right")


async def _decide(reviewer: Any, bundle: ReviewBundle) -> tuple[str, str | None, tuple[str, ...]]:
    from quantward_contracts import new_id
    from quantward_guardian.domain import Ledger

    data = await reviewer.review(
        bundle, Ledger(concerns={}), review_id=new_id("rev"), run_id=new_id("run")
    )
    if data.guardian_failed:
        return "failed", None, ()
    material = tuple(c.concern_id for c in data.concerns if c.material and c.status == "open")
    return data.decision, data.clarification_question, material


def _validated(bundle: ReviewBundle, market: Any) -> ReviewBundle:
    from pydantic import TypeAdapter

    from quantward_guardian.tools import run_validator

    ran = run_validator(bundle, market)
    checks = TypeAdapter(tuple[CheckResult, ...]).validate_python(ran["checks"])
    return bundle.model_copy(update={"checks": checks})


#: the held-out batches written with every kind, oldest first: modules of
#: `quantward_cli.bench`, each with its SEED, KINDS and generate()
ALL_KIND_BATCHES: Final = (
    "reviews_heldout_e",
    "reviews_heldout_f",
    "reviews_heldout_g",
    "reviews_heldout_h",
    "reviews_heldout_i",
    "reviews_heldout_j",
    "reviews_heldout_k",
    "reviews_heldout_l",
    "reviews_heldout_m",
    "reviews_heldout_n",
    "reviews_heldout_o",
    "reviews_heldout_p",
    "reviews_heldout_q",
    "reviews_heldout_r",
    "reviews_heldout_s",
    "reviews_heldout_t",
    "reviews_heldout_u",
    "reviews_heldout_v",
    "reviews_heldout_w",
    "reviews_heldout_x",
    "reviews_heldout_y",
    "reviews_heldout_z",
    "reviews_heldout_za",
    "reviews_heldout_zb",
    "reviews_heldout_zc",
    "reviews_heldout_zd",
    "reviews_heldout_ze",
    "reviews_heldout_zf",
    "reviews_heldout_zg",
    "reviews_heldout_zh",
    "reviews_heldout_zi",
    "reviews_heldout_zj",
    "reviews_heldout_zk",
    "reviews_heldout_zl",
    "reviews_heldout_zm",
    "reviews_heldout_zn",
    "reviews_heldout_zo",
    "reviews_heldout_zp",
    "reviews_heldout_zq",
    "reviews_heldout_zr",
    "reviews_heldout_zs",
    "reviews_heldout_zt",
    "reviews_heldout_zu",
    "reviews_heldout_zv",
    "reviews_heldout_zw",
    "reviews_heldout_zx",
    "reviews_heldout_zy",
    "reviews_heldout_zz",
    "reviews_heldout_zza",
    "reviews_heldout_zzb",
    "reviews_heldout_zzc",
    "reviews_heldout_zzd",
    "reviews_heldout_zze",
    "reviews_heldout_zzf",
    "reviews_heldout_zzg",
    "reviews_heldout_zzh",
    "reviews_heldout_zzi",
    "reviews_heldout_zzj",
    "reviews_heldout_zzk",
    "reviews_heldout_zzl",
    "reviews_heldout_zzm",
    "reviews_heldout_zzn",
    "reviews_heldout_zzo",
    "reviews_heldout_zzp",
    "reviews_heldout_zzq",
    "reviews_heldout_zzr",
    "reviews_heldout_zzs",
    "reviews_heldout_zzt",
    "reviews_heldout_zzu",
    "reviews_heldout_zzv",
    "reviews_heldout_zzw",
    "reviews_heldout_zzx",
    "reviews_heldout_zzy",
    "reviews_heldout_zzz",
    "reviews_heldout_zzza",
    "reviews_heldout_zzzb",
    "reviews_heldout_zzzc",
    "reviews_heldout_zzzd",
    "reviews_heldout_zzze",
    "reviews_heldout_zzzf",
    "reviews_heldout_zzzg",
    "reviews_heldout_zzzh",
    "reviews_heldout_zzzi",
    "reviews_heldout_zzzj",
    "reviews_heldout_zzzk",
    "reviews_heldout_zzzl",
    "reviews_heldout_zzzm",
    "reviews_heldout_zzzn",
    "reviews_heldout_zzzo",
    "reviews_heldout_zzzp",
    "reviews_heldout_zzzq",
    "reviews_heldout_zzzr",
    "reviews_heldout_zzzs",
    "reviews_heldout_zzzt",
    "reviews_heldout_zzzu",
    "reviews_heldout_zzzv",
    "reviews_heldout_zzzw",
    "reviews_heldout_zzzx",
    "reviews_heldout_zzzy",
    "reviews_heldout_zzzz",
    "reviews_heldout_zzzza",
    "reviews_heldout_zzzzb",
    "reviews_heldout_zzzzc",
    "reviews_heldout_zzzzd",
    "reviews_heldout_zzzze",
    "reviews_heldout_zzzzf",
    "reviews_heldout_zzzzg",
    "reviews_heldout_zzzzh",
    "reviews_heldout_zzzzi",
    "reviews_heldout_zzzzj",
    "reviews_heldout_zzzzk",
    "reviews_heldout_zzzzl",
    "reviews_heldout_zzzzm",
    "reviews_heldout_zzzzn",
    "reviews_heldout_zzzzo",
    "reviews_heldout_zzzzp",
    "reviews_heldout_zzzzq",
    "reviews_heldout_zzzzr",
    "reviews_heldout_zzzzs",
    "reviews_heldout_zzzzt",
)


def all_kind_batches() -> tuple[ModuleType, ...]:
    """The modules of ALL_KIND_BATCHES, imported on demand (the bench's import stays light)."""
    return tuple(import_module(f"quantward_cli.bench.{name}") for name in ALL_KIND_BATCHES)


def held_out(market: Any = None) -> dict[str, list[Any]]:
    """Every held-out batch by its label: A–D (objectives and trend claims), then each of
    ALL_KIND_BATCHES."""
    from quantward_cli.bench import reviews_heldout

    batches: dict[str, list[Any]] = {}
    for parts in reviews_heldout.BATCHES:
        batches[f"held-out (seed {parts.seed})"] = reviews_heldout.generate(parts, market=market)
    for batch in all_kind_batches():
        batches[f"held-out (seed {batch.SEED})"] = batch.generate(market=market)
    return batches


async def run(
    model: str | None = None,
    *,
    models: Mapping[str, ChatModel] | None = None,
    batches: Mapping[str, Sequence[Any]] | None = None,
) -> dict[str, Any]:
    """Review every case with each reviewer (offline rules; the model at QW_MODEL_BASE_URL when
    configured, or `model` there; any `models` given by label), without and with the
    validator's checks; confusion counts per kind. `batches` (label → cases) replaces the
    tuning batch and every held-out batch, for a run over a chosen few."""
    from quantward_guardian.app import Reviewer
    from quantward_guardian.settings import GuardianSettings
    from quantward_guardian.tools import GuardianTools
    from quantward_kit.builders import build_market_data, build_model
    from quantward_policy import OfflineReferencePolicy

    settings = GuardianSettings()
    market = build_market_data(settings)
    tools = GuardianTools(market)
    reviewers: dict[str, Any] = {
        "offline rules": Reviewer(settings, OfflineReferencePolicy(), tools, producer="bench")
    }
    if settings.model_base_url or model:
        chat_model = build_model(settings, model=model)
        reviewers[f"model {chat_model.name}"] = Reviewer(
            settings, chat_model, tools, producer="bench"
        )
    for label, given in (models or {}).items():
        reviewers[label] = Reviewer(settings, given, tools, producer="bench")
    if batches is None:
        batches = {"tuning": list(generate()), **held_out(market)}
    # the validator's checks depend on the bundle only: run once, shared by every reviewer
    validated: dict[str, ReviewBundle] = {}
    rows: list[dict[str, Any]] = []
    failures: list[dict[str, Any]] = []
    for (label, reviewer), (batch, cases) in itertools.product(reviewers.items(), batches.items()):
        kinds = list(dict.fromkeys(c.kind for c in cases))
        for validator in (False, True):
            counts = {k: dict.fromkeys(_COUNTS, 0) for k in kinds}
            for case in cases:
                bundle = case.bundle
                if validator:
                    seen = f"{batch}/{case.case_id}"
                    if seen not in validated:
                        validated[seen] = _validated(case.bundle, market)
                    bundle = validated[seen]
                decision, question, material = await _decide(reviewer, bundle)
                revised = decision != "accept"
                c = counts[case.kind]
                key = ("tp" if revised else "fn") if case.flawed else ("fp" if revised else "tn")
                c[key] += 1
                if question and not case.question_expected:
                    c["needless_questions"] += 1
                if case.question_expected and not question:
                    c["missed_questions"] += 1
                right = key in ("tp", "tn") and bool(question) == case.question_expected
                c["right"] += int(right)
                if not right:
                    failures.append(
                        {
                            "reviewer": label,
                            "batch": batch,
                            "validator": validator,
                            "case": case.case_id,
                            "decision": decision,
                            "question": question,
                            "concerns": list(material),
                        }
                    )
            for kind, c in counts.items():
                total = c["tp"] + c["fn"] + c["fp"] + c["tn"]
                rows.append(
                    {
                        "reviewer": label,
                        "batch": batch,
                        "validator": validator,
                        "kind": kind,
                        **c,
                        "cases": total,
                        "right_share": c["right"] / total if total else 0.0,
                    }
                )
    cases_total = sum(len(c) for c in batches.values())
    return {
        "cases": cases_total,
        "batches": {batch: len(cases) for batch, cases in batches.items()},
        "rows": rows,
        "wrong": failures,
    }


def table(results: dict[str, Any]) -> str:
    lines = [
        "# Review generalisation suite",
        "",
        f"{results['cases']} generated bundles (each flaw kind in several wordings and "
        "structures, each with a clean twin), reviewed at the plan stage (trend claims at the "
        "final stage). *Right* means revise "
        "exactly on the flawed bundle, and a question exactly where one is due. Batches: "
        "*tuning* (sentence lists; the rules were changed after earlier batches of these "
        "wordings were run, their first-run numbers are in docs/guardian.md) and *held-out* "
        "batches, each composed by a seeded grammar from its own parts (each one's first run, "
        "before the rules were changed for it, is in docs/benchmarks/reviews-heldout.md).",
        "",
        "| reviewer | batch | validator checks | kind | TP | FN | FP (needless revision) | TN | "
        "needless questions | missed questions | right |",
        "| --- | --- | --- | --- | --: | --: | --: | --: | --: | --: | --: |",
    ]
    for r in results["rows"]:
        lines.append(
            f"| {r['reviewer']} | {r['batch']} | {'run first' if r['validator'] else 'none'} | "
            f"{r['kind']} | "
            f"{r['tp']} | {r['fn']} | {r['fp']} | {r['tn']} | {r['needless_questions']} | "
            f"{r['missed_questions']} | {r['right']}/{r['cases']} ({r['right_share']:.0%}) |"
        )
    return "\n".join(lines) + "\n"


__all__ = ["KINDS", "Case", "generate", "held_out", "run", "table"]
