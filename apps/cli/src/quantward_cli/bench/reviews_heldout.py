"""A held-out batch for the review suite: bundles composed by a seeded grammar, not a list.

The suite's first batches (`reviews.py`) are lists of sentences the rules were later fixed on,
so their numbers after the fixes say little about sentences nobody has seen. This batch is
composed differently: a seeded random generator (its own seed, `SEED`) assembles each request
or answer sentence from parts — an opener, an objective or a claim in one of several
grammatical forms (verb, gerund, noun, adjective, comparative, "as … as possible"), a negated
distractor about another objective, a horizon phrase — so the same kind comes in wordings and
structures no rule was written on. The parts were written before the rules were run on them;
the first run's numbers are recorded in docs/benchmarks/reviews.md and kept there.

Kinds (each flawed bundle has a clean twin that differs only in what makes it flawed):

* `objective` — the request asks for one objective (with morphology, negation of another,
  comparatives); the plan solves another; twin: the plan solves the one asked.
* `trend_claim` — a sentence states a direction or horizon of a figure that a computation
  contradicts, across every computation kind: a price window, a fundamentals series, a ratio,
  a portfolio's return, a custom computation with its own field names; twin: the true sentence.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_contracts.values import (
    Citation,
    Computation,
    EvidencePromise,
    Method,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

#: the batch's own seed: a new batch is a new seed (and new parts), never an edited one
SEED: Final = 20261201
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy0"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzy5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzyy"
KINDS: Final = ("objective", "trend_claim")


@dataclass(frozen=True)
class HeldOutCase:
    """One composed bundle and what a right review does with it (never a question here)."""

    case_id: str
    kind: str
    flawed: bool
    bundle: ReviewBundle
    question_expected: bool = False


# --- objectives -------------------------------------------------------------------------------

#: objective kinds by what the request asks
_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: what else a plan might solve instead (a kind that does not solve the request)
_OTHER: Final = {
    "sharpe": ("minimise_variance", "maximise_expected_return", "minimise_tracking_error"),
    "variance": ("maximise_expected_return", "maximise_risk_adjusted_return"),
    "tracking": ("maximise_expected_return", "minimise_variance"),
    "return": ("minimise_variance", "minimise_tracking_error", "maximise_risk_adjusted_return"),
}
#: how a request asks for each objective, in several grammatical forms
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "the Sharpe ratio ought to be as high as we can get it",
        "we're optimising for return per unit of volatility",
        "squeeze the most return out of every unit of risk we take",
        "I'm after the best reward-to-risk on offer",
        "pick the Sharpe-maximising weights",
        "a higher risk-adjusted return is the whole point",
        "maximization of the information ratio is the brief",
        "it should deliver a better return for the risk than the current book",
    ),
    "variance": (
        "the weights should minimise the book's volatility",
        "give me the least volatile mix you can find",
        "drive the variance as low as it will go",
        "keep fluctuations to an absolute minimum",
        "choose the lowest-variance combination",
        "dampening the swings matters above all",
        "we'd rather have lower volatility than higher returns",
        "a steadier ride beats a faster one for this client",
    ),
    "tracking": (
        "stay as close to the MSCI World as you possibly can",
        "the tracking error versus the S&P 500 must be minimal",
        "we can't afford to drift far from the benchmark",
        "keep the active risk against the index small",
        "minimising deviation from the Russell 1000 is the goal",
        "it should shadow the FTSE 100 closely",
    ),
    "return": (
        "the highest expected return is what we want",
        "maximising the growth of capital is the goal",
        "returns matter more than anything else here",
        "go for the largest gains available",
        "we want to earn as much as possible",
        "it should outperform cash by the widest margin it can",
        "aim for a bigger return than last year's book",
    ),
}
#: a sentence that mentions another objective only to set it aside
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("forget about the Sharpe ratio", "risk-adjusted numbers aren't the point"),
    "variance": (
        "we aren't worried about volatility",
        "how bumpy it gets is not our concern",
        "volatility doesn't bother the client",
    ),
    "tracking": (
        "tracking error is irrelevant to us",
        "never mind the benchmark",
        "there's no need to hug any index",
    ),
    "return": ("we're not chasing raw return", "maximum return isn't what we're after"),
}
_OPENERS: Final = (
    "For the new sleeve, ",
    "Across these twelve names, ",
    "When you size the book, ",
    "Going forward ",
    "",
    "Quick one: ",
    "Per the committee, ",
)


@dataclass(frozen=True)
class _PortfolioWords:
    """How a batch talks about the portfolio's return, whichever way it went."""

    subjects: tuple[str, ...]
    up: tuple[str, ...]
    down: tuple[str, ...]
    fits: tuple[str, ...]
    too_long: tuple[str, ...]
    start: str
    end: str


@dataclass(frozen=True)
class Parts:
    """Everything one batch composes its sentences from; a new batch is new parts and a new
    seed, never an edit of an earlier batch's."""

    seed: int
    asks: dict[str, tuple[str, ...]]
    asides: dict[str, tuple[str, ...]]
    openers: tuple[str, ...]
    figures: tuple[_Figure, ...]
    portfolio: _PortfolioWords
    claim_openers: tuple[str, ...]
    company: str


def _solving(kind: str) -> ResearchContractBody:
    solver = {
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
    }.get(kind)
    method = (
        Method(function_id=solver, purpose="solve the weights")
        if solver
        else Method(custom_code_reason="no library optimiser solves this", purpose="solve")
    )
    return ResearchContractBody(
        interpretation="A long-short book over the listed names",
        objective=kind.replace("_", " "),
        objective_kind=kind,  # type: ignore[arg-type]
        methods=(method,),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the solved weights",
                kind="table",
                section_title="Weights",
            ),
        ),
    )


def _request(rng: random.Random, wanted: str, parts: Parts) -> str:
    ask = rng.choice(parts.asks[wanted])
    opener = rng.choice(parts.openers)
    sentence = opener + ask if opener else ask[0].upper() + ask[1:]
    aside_of = rng.choice([k for k in parts.asides if k != wanted])
    aside = rng.choice(parts.asides[aside_of])
    shape = rng.randrange(3)
    if shape == 0:
        return f"{sentence}."
    if shape == 1:
        return f"{aside[0].upper() + aside[1:]}; {sentence[0].lower() + sentence[1:]}."
    return f"{sentence}, and {aside}."


def _objectives(rng: random.Random, count: int, parts: Parts) -> Iterator[HeldOutCase]:
    wanted_kinds = list(parts.asks)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        request = _request(rng, wanted, parts)
        other = rng.choice(_OTHER[wanted])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        for flawed, kind in ((True, other), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=REQUEST_ID, text=request),),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            case_id = f"heldout{parts.seed}/objective/{i}{suffix}"
            yield HeldOutCase(case_id, "objective", flawed, bundle)


# --- trend claims -----------------------------------------------------------------------------

_QUARTERS: Final = ("2021-09-30", "2021-12-31", "2022-03-31", "2022-06-30", "2022-09-30",
                    "2022-12-31")  # fmt: skip


@dataclass(frozen=True)
class _Figure:
    """A computation kind with one figure that moved one way, and how people talk about it."""

    function_id: str
    result: JsonValue
    #: subject words for the figure; {name} is the company
    subjects: tuple[str, ...]
    #: verb phrases for the direction the figure moved, and for the other one
    true_verbs: tuple[str, ...]
    false_verbs: tuple[str, ...]
    #: horizon phrases the series covers, and ones it does not
    fits: tuple[str, ...]
    too_long: tuple[str, ...]


def _quarterly(entity: str, field: str, values: tuple[float, ...]) -> JsonValue:
    return {
        "entity_id": entity,
        "quarters": [
            {"quarter_end": day, field: value} for day, value in zip(_QUARTERS, values, strict=True)
        ],
    }


_FIGURES: Final = (
    _Figure(
        "prices.window_stats",
        {
            "stats": [
                {
                    "entity_id": "ent_umbrella_corp",
                    "total_return": 0.187,
                    "first_day": "2020-01-02",
                    "last_day": "2022-12-30",
                }
            ]
        },
        ("Umbrella's shares", "The stock", "Umbrella's share price"),
        ("appreciated", "gained ground", "moved up", "rallied", "ended higher"),
        ("depreciated", "lost ground", "sold off", "slumped", "gave back ground"),
        ("over the three years to December 2022", "since 2020", "over the window"),
        ("over the past five years", "since 2017"),
    ),
    _Figure(
        "fundamentals.quarters",
        _quarterly("ent_umbrella_corp", "revenue", (410.0, 398.0, 377.0, 365.0, 351.0, 340.0)),
        ("Revenue", "The top line", "Sales"),
        ("shrank", "tailed off", "contracted", "slipped", "moved lower"),
        ("expanded", "picked up", "grew", "ticked higher", "advanced"),
        ("over the last four quarters", "since Q3 2021", "across the six quarters"),
        ("over the last eight quarters", "since 2019"),
    ),
    _Figure(
        "fundamentals.quarters",
        _quarterly(
            "ent_umbrella_corp", "operating_margin", (0.121, 0.128, 0.133, 0.139, 0.142, 0.15)
        ),
        ("Operating margins", "The operating margin", "Umbrella's operating margin"),
        ("widened", "fattened", "improved", "expanded", "rose"),
        ("thinned", "narrowed", "compressed", "deteriorated", "fell back"),
        ("over the last five quarters", "year to date", "since late 2021"),
        ("over the last three years", "since 2018"),
    ),
    _Figure(
        "fundamentals.credit_metrics",
        _quarterly("ent_umbrella_corp", "debt_to_equity", (2.4, 2.2, 2.0, 1.7, 1.6, 1.4)),
        ("Leverage", "Gearing", "Debt to equity"),
        ("was pared back", "came down", "improved", "eased", "declined"),
        ("crept up", "worsened", "climbed", "increased", "deteriorated"),
        ("over the last four quarters", "through 2022", "across the period shown"),
        ("over the past ten quarters", "since 2020"),
    ),
    _Figure(
        "custom.inventory_days",
        _quarterly("ent_umbrella_corp", "inventory_days", (61.0, 64.0, 67.0, 71.0, 74.0, 78.0)),
        ("Inventory days", "Days of inventory", "Umbrella's inventory days"),
        ("lengthened", "rose", "increased", "climbed", "went up"),
        ("shortened", "fell", "decreased", "came down", "dropped"),
        ("over the last five quarters", "through 2022", "since Q3 2021"),
        ("over the last nine quarters", "since 2018"),
    ),
    _Figure(
        "custom.credit_spread",
        _quarterly("ent_umbrella_corp", "spread_bps", (145.0, 152.0, 171.0, 198.0, 214.0, 236.0)),
        ("The credit spread", "Umbrella's spread", "The bond spread"),
        ("widened", "blew out", "rose", "increased", "moved wider"),
        ("tightened", "narrowed", "compressed", "came in", "fell"),
        ("over the last four quarters", "year to date", "since late 2021"),
        ("over the last four years", "since 2016"),
    ),
)
#: the portfolio is solved on the shipped prices when the batch is generated, so the validator's
#: recomputation of its weights agrees with it; in-sample, its return over the window is a gain
PORTFOLIO_NAMES: Final = ("ent_apple_inc", "ent_microsoft", "ent_jpmorgan_chase", "ent_walmart")


def _portfolio(market: MarketData, words: _PortfolioWords) -> _Figure:
    from quantward_platform.registry import LIBRARY

    solved = LIBRARY["portfolio.market_neutral"].call(
        {
            "entity_ids": list(PORTFOLIO_NAMES),
            "start": words.start,
            "end": words.end,
            "as_of": words.end,
        },
        market,
    )
    result = solved.model_dump(mode="json")
    gained = float(result["metrics"]["expected_return"]) > 0
    return _Figure(
        "portfolio.market_neutral",
        result,
        words.subjects,
        words.up if gained else words.down,
        words.down if gained else words.up,
        words.fits,
        words.too_long,
    )


_OPEN_CLAIM: Final = ("", "In short, ", "Notably, ", "According to the figures, ")


@dataclass(frozen=True)
class _Style:
    """How one case's sentences are worded: the twin differs only in its verb or horizon."""

    subject: str
    opener: str
    subject_first: bool
    true_verb: str
    false_verb: str


def _style(rng: random.Random, figure: _Figure, parts: Parts) -> _Style:
    return _Style(
        rng.choice(figure.subjects),
        rng.choice(parts.claim_openers),
        bool(rng.randrange(2)),
        rng.choice(figure.true_verbs),
        rng.choice(figure.false_verbs),
    )


def _lowered(subject: str, company: str) -> str:
    """A subject in mid-sentence: the company's name and acronyms ("DSO", "R&D") keep their
    case."""
    first = subject.split()[0] if subject.split() else subject
    if subject.startswith(company) or any(c.isupper() for c in first[1:]):
        return subject
    return subject[0].lower() + subject[1:]


def _claim(style: _Style, verb: str, horizon: str, company: str) -> str:
    subject, opener = style.subject, style.opener
    if style.subject_first:
        if opener:
            subject = _lowered(subject, company)
        return f"{opener}{subject} {verb} {horizon} [1]."
    subject = _lowered(subject, company)  # the horizon first
    lead = horizon if opener else horizon[0].upper() + horizon[1:]
    return f"{opener}{lead}, {subject} {verb} [1]."


def evidence_for(function_id: str) -> tuple[Method, EvidencePromise]:
    """A library function's method and promise, or custom code's (which names no function)."""
    if function_id.startswith("custom."):
        return (
            Method(
                custom_code_reason=f"the library has no {function_id.removeprefix('custom.')}",
                purpose="compute the figures",
            ),
            EvidencePromise(evidence_id="figures", description="the figures", kind="citation"),
        )
    return (
        Method(function_id=function_id, purpose="the figures"),
        EvidencePromise(
            evidence_id="figures",
            description="the figures",
            kind="computation",
            function_id=function_id,
        ),
    )


@dataclass(frozen=True)
class TrendRequest:
    """What a trend claim answers, as `trend_claim_twins` writes it: the user's `question` (a
    template taking `{company}`), the answer's `heading` (None: the answer is the sentence
    alone) and the computation's `as_of` date (ISO), so that a batch's quarters may end in any
    year before it. The defaults are what every batch before the option wrote."""

    question: str = "How is {company} doing?"
    heading: str | None = "## Figures"
    as_of: str = "2023-01-31"


#: the request every trend claim answered before a batch could choose its own
DEFAULT_TREND_REQUEST: Final = TrendRequest()


def trend_claim_twins(
    case_id: str,
    *,
    function_id: str,
    result: JsonValue,
    company: str,
    entity_id: str,
    false_sentence: str,
    true_sentence: str,
    policy: Mode,
    ids: tuple[str, str, str] = (REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    request: TrendRequest = DEFAULT_TREND_REQUEST,
) -> Iterator[HeldOutCase]:
    """A final review of an answer making one claim about one computation: the flawed bundle
    (`false_sentence`) and its clean twin (`true_sentence`), identical but for that sentence —
    what every held-out batch's trend-claim cases are, however their sentences are made. `ids`:
    the request's, the contract's and the computation's source's; `request`: the question, the
    answer's heading and the computation's as-of date (opt-in, `TrendRequest`)."""
    request_id, contract_id, source_id = ids
    computation = Computation(
        source_id=source_id,
        function_id=function_id,
        arguments={"entity_id": entity_id, "as_of": request.as_of},
        result=result,
    )
    citation = Citation(mark=f"[[{source_id}]]", number=1, source_id=source_id, title=function_id)
    method, promise = evidence_for(function_id)
    body = ResearchContractBody(
        interpretation=f"How {company} has been doing",
        objective="describe the recent figures",
        objective_kind="research_answer",
        methods=(method,),
        evidence=(promise,),
    )
    question = request.question.format(company=company)
    heading = "" if request.heading is None else f"{request.heading}\n\n"
    for flawed, sentence in ((True, false_sentence), (False, true_sentence)):
        bundle = ReviewBundle(
            stage="final",
            policy=policy,
            user_messages=(UserMessage(message_id=request_id, text=question),),
            contract_id=contract_id,
            contract_version=1,
            contract=body,
            answer=f"{heading}{sentence}\n",
            citations=(citation,),
            computations=(computation,),
        )
        suffix = "" if flawed else "/twin"
        yield HeldOutCase(f"{case_id}{suffix}", "trend_claim", flawed, bundle)


def _trends(
    rng: random.Random, count: int, market: MarketData, parts: Parts
) -> Iterator[HeldOutCase]:
    figures = (*parts.figures, _portfolio(market, parts.portfolio))
    company = parts.company
    entity_id = f"ent_{company.lower()}_corp"
    for i in range(count):
        figure = figures[i % len(figures)]
        fits = rng.choice(figure.fits)
        style = _style(rng, figure, parts)
        if rng.randrange(3) == 0:  # a horizon the series does not cover
            false = _claim(style, style.true_verb, rng.choice(figure.too_long), company)
        else:
            false = _claim(style, style.false_verb, fits, company)
        true = _claim(style, style.true_verb, fits, company)
        yield from trend_claim_twins(
            f"heldout{parts.seed}/trend_claim/{i}",
            function_id=figure.function_id,
            result=figure.result,
            company=company,
            entity_id=entity_id,
            false_sentence=false,
            true_sentence=true,
            policy="chat" if i % 2 == 0 else "strategy",
        )


PARTS_A: Final = Parts(
    seed=SEED,
    asks=_ASKS,
    asides=_ASIDES,
    openers=_OPENERS,
    figures=_FIGURES,
    portfolio=_PortfolioWords(
        ("The portfolio", "The book", "The strategy"),
        ("made money", "gained", "rose in value", "appreciated", "went up"),
        ("lost money", "declined", "fell short of breaking even", "lost ground", "went down"),
        ("over the two years", "since January 2021", "over the window"),
        ("over the past four years", "since 2019"),
        "2021-01-04",
        "2022-12-30",
    ),
    claim_openers=_OPEN_CLAIM,
    company="Umbrella",
)


#: batch B: new parts and a new seed, written after the rules were fixed on batch A and run once
#: before any further change (its first run is kept in docs/benchmarks/reviews-heldout.md)
PARTS_B: Final = Parts(
    seed=SEED + 1,
    asks={
        "sharpe": (
            "can you tilt the weights towards whatever earns the most per unit of volatility",
            "the mandate is judged on its Sharpe, so optimise that",
            "our aim is the strongest risk-adjusted performance",
            "give the book the highest information ratio you can find",
            "efficiency matters: the best return for each unit of risk we bear",
        ),
        "variance": (
            "please build the calmest possible portfolio",
            "volatility should be minimised, full stop",
            "the priority is a book whose value barely moves",
            "we'd like the lowest achievable variance",
            "make the portfolio less jumpy than anything we run today",
        ),
        "tracking": (
            "the client wants the portfolio to track the Euro Stoxx 50 tightly",
            "active risk relative to the benchmark should be the smallest possible",
            "replicate the Nikkei 225 as faithfully as possible",
            "we're benchmarked to the Russell 2000 and must not deviate much from it",
            "tracking error has to be cut to the bone",
        ),
        "return": (
            "let's maximise total return",
            "make the book earn the most it can",
            "returns come first, and anything that boosts them is welcome",
            "our target is outright performance, as high as it will go",
            "chase the strongest absolute gains",
        ),
    },
    asides={
        "sharpe": ("the Sharpe ratio is secondary", "we do not care about risk-adjusted figures"),
        "variance": (
            "volatility is acceptable",
            "swings are fine by us",
            "we're relaxed about volatility",
        ),
        "tracking": (
            "the index is not a constraint",
            "how far we stray from the benchmark is unimportant",
            "benchmark-relative numbers don't matter",
        ),
        "return": ("raw returns are not the target", "we won't judge it on absolute return"),
    },
    openers=("Hi team, ", "Following our call, ", "For Q3, ", "", "To be clear, "),
    figures=(
        _Figure(
            "prices.window_stats",
            {
                "stats": [
                    {
                        "entity_id": "ent_initech_corp",
                        "total_return": -0.142,
                        "first_day": "2019-01-02",
                        "last_day": "2021-12-31",
                    }
                ]
            },
            ("Initech stock", "Shares of Initech", "Initech's equity"),
            ("lost value", "traded lower", "finished lower", "headed down", "has declined"),
            ("gained value", "traded higher", "finished higher", "headed up", "has advanced"),
            ("over the three years", "since 2019", "across 2019 to 2021"),
            ("over the last six years", "since 2015"),
        ),
        _Figure(
            "fundamentals.quarters",
            _quarterly("ent_initech_corp", "free_cash_flow", (55.0, 61.0, 64.0, 70.0, 76.0, 83.0)),
            ("Free cash flow", "FCF", "Cash generation", "Initech's free cash flow"),
            ("has been rising", "kept improving", "built up", "strengthened", "grew"),
            ("has been falling", "kept shrinking", "dried up", "weakened", "dropped"),
            ("over the latest four quarters", "in the past year", "over 2022"),
            ("over the latest ten quarters", "since 2018"),
        ),
        _Figure(
            "fundamentals.credit_metrics",
            _quarterly("ent_initech_corp", "interest_coverage", (8.1, 7.6, 7.0, 6.2, 5.9, 5.1)),
            ("Interest coverage", "Interest cover", "The coverage ratio"),
            ("thinned", "has been eroding", "deteriorated", "slipped", "weakened"),
            ("strengthened", "has been building", "improved", "recovered", "firmed"),
            ("over the latest four quarters", "this year", "since the start of 2022"),
            ("over the last three years", "since 2017"),
        ),
        _Figure(
            "custom.days_sales_outstanding",
            _quarterly("ent_initech_corp", "dso_days", (38.0, 41.0, 43.0, 47.0, 50.0, 52.0)),
            ("DSO", "Days sales outstanding", "Collection days", "Initech's DSO"),
            ("lengthened", "stretched", "rose", "drifted higher", "increased"),
            ("shortened", "fell", "came down", "improved", "declined"),
            ("over the latest five quarters", "during 2022", "in the last 12 months"),
            ("over the last 36 months", "since 2019"),
        ),
        _Figure(
            "custom.customer_churn",
            _quarterly("ent_initech_corp", "churn_rate_pct", (4.8, 4.5, 4.1, 3.9, 3.6, 3.2)),
            ("Churn", "The churn rate", "Customer churn", "Initech's churn"),
            ("fell", "eased", "came down", "improved", "declined"),
            ("rose", "picked up", "worsened", "climbed", "increased"),
            ("over the latest four quarters", "through 2022", "this year"),
            ("over the past five years", "since 2016"),
        ),
    ),
    portfolio=_PortfolioWords(
        ("The optimised book", "The long-short portfolio", "Our allocation"),
        ("delivered a gain", "ended in profit", "finished ahead", "rose", "made headway"),
        ("delivered a loss", "ended in the red", "finished behind", "fell", "gave ground"),
        ("over 2022", "in the year", "across the twelve months"),
        ("over the last three years", "since 2020"),
        "2022-01-03",
        "2022-12-30",
    ),
    claim_openers=("", "Overall, ", "On these numbers, ", "As the table shows, "),
    company="Initech",
)
#: batch C: new parts and a new seed, written after batch B's fixes and run once with no change
#: to any rule afterwards: the measure of the rules as they stand
PARTS_C: Final = Parts(
    seed=SEED + 2,
    asks={
        "sharpe": (
            "we are paid on return per unit of risk, so that is what the weights should maximise",
            "I would like a portfolio with a superior Sharpe",
            "the committee will compare risk-adjusted returns, make ours the best",
            "get us the most efficient mix, meaning the top return-to-volatility ratio",
            "optimise for a better Sharpe ratio than the benchmark's",
        ),
        "variance": (
            "stability is everything, so make the book as smooth as you can",
            "the weights must produce the least variance",
            "our members hate volatility; cut it as far as you can",
            "minimum-variance weights, please",
            "build it so that the day-to-day moves are as small as they can be",
        ),
        "tracking": (
            "hug the MSCI ACWI as tightly as the constraints allow",
            "minimise the tracking error to the FTSE All-World",
            "the portfolio should mirror the S&P 500 closely",
            "we can't tolerate much active risk against the benchmark",
            "keep the gap to the index as narrow as possible",
        ),
        "return": (
            "we want the biggest possible return",
            "squeeze out as much performance as the names allow",
            "maximising expected returns is the only goal",
            "let the weights chase the highest gains",
            "the client wants her money to grow as fast as possible",
        ),
    },
    asides={
        "sharpe": ("Sharpe isn't a consideration", "ignore risk-adjusted measures"),
        "variance": ("we don't mind the ups and downs", "volatility is not a worry"),
        "tracking": (
            "we have no benchmark to worry about",
            "the index doesn't matter to us",
            "tracking error is of no concern",
        ),
        "return": ("returns are not the priority", "don't chase return"),
    },
    openers=("Dear all, ", "As agreed, ", "This quarter ", "", "In a nutshell, "),
    figures=(
        _Figure(
            "prices.window_stats",
            {
                "stats": [
                    {
                        "entity_id": "ent_hooli_corp",
                        "total_return": 0.263,
                        "first_day": "2021-01-04",
                        "last_day": "2022-12-30",
                    }
                ]
            },
            ("Hooli's stock", "The share price", "Hooli shares"),
            ("climbed", "moved higher", "put on ground", "gained", "rose"),
            ("retreated", "moved lower", "shed value", "lost", "fell"),
            ("over the two years", "since 2021", "across the window"),
            ("over the last four years", "since 2018"),
        ),
        _Figure(
            "fundamentals.quarters",
            _quarterly("ent_hooli_corp", "gross_margin", (0.62, 0.6, 0.59, 0.57, 0.55, 0.54)),
            ("Gross margin", "The gross margin", "Hooli's gross margin"),
            ("narrowed", "slipped", "came under pressure and fell", "contracted", "declined"),
            ("widened", "rose", "expanded", "improved", "climbed"),
            ("over the last five quarters", "since Q3 2021", "through 2022"),
            ("over the last eight quarters", "since 2019"),
        ),
        _Figure(
            "fundamentals.credit_metrics",
            _quarterly("ent_hooli_corp", "net_debt", (900.0, 860.0, 800.0, 760.0, 700.0, 640.0)),
            ("Net debt", "Hooli's net debt", "Net borrowing"),
            ("came down", "fell", "was reduced", "declined", "shrank"),
            ("went up", "rose", "was added to", "increased", "grew"),
            ("over the last four quarters", "in 2022", "since the third quarter of 2021"),
            ("over the last seven quarters", "since 2020"),
        ),
        _Figure(
            "custom.backlog",
            _quarterly(
                "ent_hooli_corp", "order_backlog", (120.0, 131.0, 140.0, 152.0, 161.0, 175.0)
            ),
            ("The order backlog", "Backlog", "Hooli's backlog"),
            ("built", "grew", "lengthened", "increased", "swelled"),
            ("ran down", "shrank", "fell", "decreased", "thinned out"),
            ("over the last five quarters", "through 2022", "over the six quarters"),
            ("over the last three years", "since 2017"),
        ),
        _Figure(
            "custom.capex_intensity",
            _quarterly("ent_hooli_corp", "capex_to_sales", (0.11, 0.1, 0.095, 0.09, 0.082, 0.078)),
            ("Capex intensity", "Capex as a share of sales", "Capital spending relative to sales"),
            ("eased", "fell", "declined", "moderated", "came down"),
            ("rose", "increased", "climbed", "picked up", "went up"),
            ("over the last four quarters", "in 2022", "over the six quarters"),
            ("over the last five years", "since 2016"),
        ),
    ),
    portfolio=_PortfolioWords(
        ("The model portfolio", "The hedged book", "The sleeve"),
        ("returned a profit", "ended up", "was in the black", "rose", "added value"),
        ("returned a loss", "ended down", "was in the red", "fell", "lost value"),
        ("over the two years", "since January 2020", "over the period"),
        ("over the past five years", "since 2017"),
        "2020-01-02",
        "2021-12-31",
    ),
    claim_openers=("", "All told, ", "Per the computation, ", "Looking at the data, "),
    company="Hooli",
)
#: written after batch C's fixes and run once before any rule was changed for it
PARTS_D: Final = Parts(
    seed=SEED + 3,
    asks={
        "sharpe": (
            "the metric we are judged on is reward per unit of volatility, so push it up",
            "give us the best risk-return trade-off available",
            "the efficiency of return versus risk should be maximal",
            "we'd like our risk-adjusted performance to be first-rate",
            "earn as much as possible for every unit of volatility we carry",
        ),
        "variance": (
            "make the portfolio as calm as possible",
            "the trustees want the fewest nasty surprises in the book's value",
            "keep the book's wobble to a bare minimum",
            "steer clear of big swings in value",
            "the price jumps should be rare and small",
        ),
        "tracking": (
            "replicate the Nikkei 225 as faithfully as you can",
            "the book must move in lockstep with the S&P 500",
            "we are judged against the Stoxx 600, so don't stray from it",
            "keep the tracking difference to the MSCI EM tiny",
            "stay within a whisker of the benchmark",
        ),
        "return": (
            "make as much money as you can",
            "we want the fattest possible returns",
            "performance is all that counts, the more the better",
            "go all out for growth",
            "our single goal is to maximise what the book earns",
        ),
    },
    asides={
        "sharpe": ("the Sharpe number is immaterial", "never mind risk-adjusted figures"),
        "variance": ("swings don't scare us", "we're relaxed about volatility"),
        "tracking": ("we're benchmark-agnostic", "ignore the index"),
        "return": ("we don't need outsized returns", "raw performance is beside the point"),
    },
    openers=("Team, ", "Per our call, ", "Briefly: ", "", "To recap, "),
    figures=(
        _Figure(
            "prices.window_stats",
            {
                "stats": [
                    {
                        "entity_id": "ent_vandelay_corp",
                        "total_return": -0.214,
                        "first_day": "2021-01-04",
                        "last_day": "2022-12-30",
                    }
                ]
            },
            ("Vandelay's shares", "The stock price", "Vandelay stock"),
            ("sank", "headed south", "gave up ground", "dropped", "weakened"),
            ("rose", "advanced", "firmed", "headed north", "recovered"),
            ("over the two years", "since 2021", "across 2021 and 2022"),
            ("over the last six years", "since 2015"),
        ),
        _Figure(
            "fundamentals.quarters",
            _quarterly("ent_vandelay_corp", "net_income", (52.0, 55.0, 61.0, 64.0, 70.0, 73.0)),
            ("Net income", "Profit", "Vandelay's bottom line"),
            ("grew", "expanded", "improved", "swelled", "moved up"),
            ("shrank", "dipped", "faded", "eroded", "went backwards"),
            ("over the last five quarters", "since Q3 2021", "through 2022"),
            ("over the last ten quarters", "since 2019"),
        ),
        _Figure(
            "fundamentals.credit_metrics",
            _quarterly("ent_vandelay_corp", "interest_coverage", (3.1, 3.4, 3.8, 4.2, 4.5, 4.9)),
            ("Interest coverage", "Vandelay's interest cover", "Coverage of interest costs"),
            ("strengthened", "rose", "improved", "climbed", "went up"),
            ("weakened", "fell", "slipped", "deteriorated", "thinned"),
            ("over the last four quarters", "in 2022", "since late 2021"),
            ("over the past three years", "since 2018"),
        ),
        _Figure(
            "custom.payables",
            _quarterly(
                "ent_vandelay_corp",
                "days_payable_outstanding",
                (58.0, 55.0, 53.0, 50.0, 47.0, 45.0),
            ),
            ("Payable days", "DPO", "Days payable outstanding"),
            ("shortened", "fell", "came in", "declined", "dropped"),
            ("lengthened", "stretched out", "rose", "increased", "grew"),
            ("over the last five quarters", "through 2022", "over the six quarters"),
            ("over the past four years", "since 2017"),
        ),
        _Figure(
            "custom.rd_intensity",
            _quarterly(
                "ent_vandelay_corp", "rd_to_revenue", (0.081, 0.084, 0.088, 0.09, 0.094, 0.097)
            ),
            ("R&D intensity", "Research spending as a share of revenue", "R&D relative to sales"),
            ("rose", "increased", "edged up", "climbed", "stepped up"),
            ("fell", "declined", "was cut back", "eased", "slipped"),
            ("over the last four quarters", "in 2022", "over the six quarters"),
            ("over the last six years", "since 2014"),
        ),
    ),
    portfolio=_PortfolioWords(
        ("The long/short book", "Our model allocation", "The strategy"),
        ("made money", "finished higher", "turned a profit", "was up", "gained"),
        ("lost money", "finished lower", "posted a loss", "was down", "declined"),
        ("over the two years", "since January 2021", "across the window"),
        ("over the last decade", "since 2012"),
        "2021-01-04",
        "2022-12-30",
    ),
    claim_openers=("", "Overall, ", "From the numbers, ", "As computed, "),
    company="Vandelay",
)
#: the batches the suite runs beside the tuning one, by label
BATCHES: Final = (PARTS_A, PARTS_B, PARTS_C, PARTS_D)


def generate(
    parts: Parts = PARTS_A, *, per_kind: int = 28, market: MarketData | None = None
) -> list[HeldOutCase]:
    """A held-out batch: `per_kind` flawed bundles of each kind, each with its twin, composed
    from `parts` with their seed; the portfolio is solved on `market` (the shipped prices by
    default)."""
    if market is None:
        from quantward_democorpus.market_data import EmbeddedMarketData

        market = EmbeddedMarketData.default()
    rng = random.Random(parts.seed)
    return [*_objectives(rng, per_kind, parts), *_trends(rng, per_kind, market, parts)]


__all__ = [
    "BATCHES",
    "KINDS",
    "PARTS_A",
    "PARTS_B",
    "PARTS_C",
    "PARTS_D",
    "SEED",
    "HeldOutCase",
    "Parts",
    "TrendRequest",
    "generate",
]
