"""Held-out batch E: every flaw kind, composed from phrase-level parts with the truth computed.

Batches A–D (`reviews_heldout`) compose whole request and claim sentences and cover two kinds.
Batch E is built a different way again: each sentence is assembled from *phrase-level* parts —
a subject's noun phrase, an operator phrase ("capped at", "not more than", "anywhere from … to
…"), a number rendered in one of the forms people write ("7.5%", "seven and a half per cent",
"750bp", "0.075", "1.5x", "150% of NAV"), a frame (a list item, a parenthesis, a long sentence
with other clauses, a bullet under a heading) — and the generator, not the text, knows what the
sentence means: the bound's low and high ends, the period a leak covers, the direction a figure
moved. The flawed bundle and its clean twin are then derived from that meaning (a plan value
outside or inside the bound, a period overlapping a test window or ending before the first one,
a direction the series contradicts or agrees with). Mandates carry clauses about other subjects
with their own numbers, so a bound must land on the right subject.

Kinds (each flawed bundle has a clean twin that differs only in what makes it flawed):

* `invented_limit` — a portfolio limit assumed under a field name of the agent's own while the
  request defers it to someone ("per the client's IPS"); twin: the limit cited, with its span,
  from the message that states it.
* `false_provenance` — a mandate clause cited when no mandate exists, a mandate clause that
  does not state the value, a message that does not state it, a message id that does not exist,
  or a span over other words; twin: the true citation.
* `mandate_breach` — a plan value outside a bound the mandate states in prose among other
  clauses (above a ceiling, below a floor, outside a range, ±band); twin: inside it.
* `range_assumption` — an assumption inside a discretionary range or ceiling ("at the PM's
  discretion up to …"), accepted with no question; flawed twin outside it; in strategy, a grant
  with no number against a negated grant.
* `objective` — requests in forms batches A–D do not use (abbreviations, passives, clefts,
  lists, questions, "what we want minimised is …"); the plan solves another objective.
* `stated_leakage` — selection or fitting stated only in the plan's text over a period written
  as "FY2019–FY2023", "Q3 2021 onwards", "H2'20", "the full history", …; twin: the same
  sentence over a period that ends before the first test window, or confined to each fold.
* `trend_claim` — a direction (verbs and nouns: "margins compressed", "a contraction in
  margins", "leverage came down", "no longer rising") or a horizon ("on a three-year CAGR
  basis", "LTM") that a price window, fundamentals series, credit ratio, portfolio or custom
  computation contradicts; twin: the true claim.

The parts were written before any rule was run on them; the first run is recorded in
docs/benchmarks/reviews-heldout.md.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, trend_claim_twins
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _cap,
    _fill,
    _g,
    _leak_contract_of,
    _plan_of,
    _quarterly_of,
    _with_mandate_of,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    EvidencePromise,
    Method,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261205
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze0"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze3"
MISSING_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze9"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzze5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzee"


# --- numbers as people write them -------------------------------------------------------------

_UNITS_WORDS: Final = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS_WORDS: Final = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty"}


def _in_words(n: float) -> str | None:
    """A number in words ("seven and a half", "twenty-five"), when it has a common one."""
    whole, half = int(n), n - int(n)
    if half not in (0.0, 0.5) or whole >= 70:
        return None
    if whole < 20:
        text = _UNITS_WORDS[whole]
    else:
        tens, rest = whole - whole % 10, whole % 10
        text = _TENS_WORDS[tens] + (f"-{_UNITS_WORDS[rest]}" if rest else "")
    if half:
        return "a half" if whole == 0 else f"{text} and a half"
    return text


def _render(value: float, unit: str, style: int) -> str:
    """One written form of a value: the forms are cycled by `style`."""
    if unit == "multiple":
        words = _in_words(value)
        forms = [f"{_g(value)}x", f"{_g(value)} times", f"{_g(value * 100)}% of NAV"]
        if words:
            forms.append(f"{words} times")
        return forms[style % len(forms)]
    if unit == "bps":
        words = _in_words(value)
        forms = [f"{_g(value)}bp", f"{_g(value)} bps", f"{_g(value / 100)}%"]
        if words:
            forms.append(f"{words} basis points")
        return forms[style % len(forms)]
    pct = value * 100
    words = _in_words(pct)
    forms = [f"{_g(pct)}%", f"{_g(pct)} per cent", f"{_g(value)}", f"{_g(pct)}pc"]
    if words:
        forms.append(f"{words} percent")
    if pct <= 5:
        forms.append(f"{_g(value * 10_000)}bp")
    return forms[style % len(forms)]


# --- subjects of limits -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Subject:
    """A portfolio limit: the agent's field names for it, how people say it, a typical value."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    typical: float


_SUBJECTS: Final = (
    _Subject(
        ("top_holding_pct", "single_obligor_limit", "nameLevelMax"),
        ("any single obligor", "the top holding", "an individual name", "each line item"),
        "fraction",
        0.05,
    ),
    _Subject(
        ("industry_bucket_max", "gicsSectorCeiling"),
        ("any GICS sector", "a single industry group", "sector concentration"),
        "fraction",
        0.2,
    ),
    _Subject(
        ("gross_notional_multiple", "grossBookMax"),
        ("gross notional", "the gross book", "gross exposure (longs plus shorts)"),
        "multiple",
        1.5,
    ),
    _Subject(
        ("beta_adjusted_net_band", "netDeltaMax"),
        ("net exposure", "the net long/short", "net market exposure"),
        "fraction",
        0.1,
    ),
    _Subject(
        ("peak_to_valley_stop", "max_dd_trigger"),
        ("peak-to-valley loss", "the maximum drawdown", "drawdown (peak to trough)"),
        "fraction",
        0.15,
    ),
    _Subject(
        ("ex_ante_vol_budget", "realisedRiskCap"),
        ("ex-ante volatility", "annualised vol", "portfolio volatility"),
        "fraction",
        0.1,
    ),
    _Subject(
        ("ex_ante_te_budget", "active_risk_limit"),
        ("tracking error", "ex-ante TE", "tracking error versus the benchmark"),
        "fraction",
        0.03,
    ),
    _Subject(
        ("two_way_turnover_allowance", "annual_churn_max"),
        ("two-way turnover", "annual portfolio turnover", "turnover"),
        "fraction",
        1.2,
    ),
)
#: clauses about other subjects a mandate also states (distractors with their own numbers)
_OTHER_CLAUSES: Final = (
    "Cash may not exceed 10% outside of subscription days.",
    "Derivatives are permitted for hedging only.",
    "The portfolio must hold at least 40 securities at all times.",
    "Liquidity: at least 80% of the book must be liquidatable within five days.",
    "Reporting is monthly, within ten business days of month end.",
    "Securities lending is capped at 20% of NAV.",
    "FX exposure is hedged back to EUR within a 5% tolerance.",
)


# --- limit requests ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the long/short sleeve over the watchlist",
    "put together a market-neutral book from these 30 names",
    "re-optimise the hedged portfolio for next month",
    "size the pair book across the European banks",
    "draft weights for the quant-neutral carve-out",
)
#: a request leaves the limit to someone without a number
_DEFERRALS: Final = (
    "{noun} as per the client's IPS",
    "keep {noun} where the risk committee normally has it",
    "{noun} at the usual house level",
    "{noun} in line with what the trustees approved last year",
    "observe the limit on {noun} from our side letter",
    "{noun} — same as the flagship fund",
)
#: how a frame holds the deferral: a sentence, a parenthesis, a list under the task
_REQUEST_FRAMES: Final = (
    "{Task}; {deferral}.",
    "Could you {task}? ({Deferral}.)",
    "{Task}.\nConstraints:\n- long/short, dollar neutral\n- {deferral}\n- no shorting of ADRs",
    "Hi, when you {task}, please make sure of the following: {deferral}, and that nothing "
    "illiquid gets in.",
    "{Task} (usual universe, usual costs); {deferral}, thanks.",
)
#: how a message states a limit: {noun} and {value}; the value appears exactly once
_STATINGS: Final = (
    "{Noun} capped at {value}.",
    "For {noun}: not more than {value}, please.",
    "Limits:\n- {noun}: max {value}\n- shorts: allowed",
    "We'd accept {noun} up to {value} (hard limit, not a target).",
    "The IPS sets {noun} at no more than {value} of the fund.",
    "{Noun} ≤ {value}; everything else as before.",
    "Please keep {noun} below {value} at all times — that's what compliance signed.",
)
_RATIONALES: Final = (
    "a typical level for books like this",
    "house convention (no source)",
    "keeps the optimiser out of corner solutions",
    "in line with peers",
    "judgement: the request does not give a number",
)


def _request(rng: random.Random, subject: _Subject) -> str:
    noun = rng.choice(subject.nouns)
    deferral = rng.choice(_DEFERRALS).format(noun=noun)
    return _fill(rng.choice(_REQUEST_FRAMES), task=rng.choice(_TASKS), deferral=deferral)


def _stating(rng: random.Random, subject: _Subject, value: float) -> tuple[str, str]:
    """A message stating the value, and the value as written in it."""
    written = _render(value, subject.unit, rng.randrange(8))
    text = _fill(rng.choice(_STATINGS), noun=rng.choice(subject.nouns), value=written)
    return text, written


def _contract(*constraints: Constraint, **update: Any) -> ResearchContractBody:
    body = ResearchContractBody(
        interpretation="A market-neutral long/short book over the listed names",
        objective="maximise risk-adjusted return with net exposure held near zero",
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
    return body.model_copy(update=update) if update else body


_plan = partial(_plan_of, CONTRACT_ID, _contract)


def _cite(
    name: str, subject: _Subject, value: float, ref: str, text: str, written: str
) -> Constraint:
    start = text.index(written)
    return Constraint(
        name=name,
        value=value,
        unit=subject.unit,  # type: ignore[arg-type]
        provenance="user_message",
        provenance_ref=ref,
        span=TextSpan(start=start, end=start + len(written)),
        rationale="stated by the user",
    )


def _value(rng: random.Random, subject: _Subject) -> float:
    return round(subject.typical * rng.choice((0.6, 0.8, 1.0, 1.2, 1.4)), 4)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[i % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        value = _value(rng, subject)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, subject)
        assumed = _assume(name, subject, value, rng.choice(_RATIONALES))
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        # in strategy, every other bundle has a mandate that speaks only of other things
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and i % 4 == 1:
            mandate = {"guidelines": " ".join(rng.sample(_OTHER_CLAUSES, 3))}
        flawed = _plan(policy, (ask,), assumed, mandate)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}", "invented_limit", True, flawed, policy == "chat"
        )
        said, written = _stating(rng, subject, value)
        if i % 3 == 0:  # stated in the request itself, after the deferral
            both = f"{request}\n{said}"
            clean = _plan(
                policy,
                (UserMessage(message_id=REQUEST_ID, text=both),),
                _cite(name, subject, value, REQUEST_ID, both, written),
                mandate,
            )
        else:  # stated in the user's answer
            answer = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            clean = _plan(
                policy,
                (ask, answer),
                _cite(name, subject, value, ANSWER_ID, said, written),
                mandate,
            )
        yield HeldOutCase(f"heldout{SEED}/invented_limit/{i}/twin", "invented_limit", False, clean)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        value = _value(rng, subject)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, subject)
        said, written = _stating(rng, subject, value)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        answer = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        true = _cite(name, subject, value, ANSWER_ID, said, written)
        structure = i % 5
        mandate: dict[str, JsonValue] | None = None
        if structure == 0:  # a "mandate clause" when the run has no mandate
            ref = rng.choice(("mandate.limits.concentration", "IMA §4.2(b)", "guidelines[3]"))
            wrong = true.model_copy(
                update={"provenance": "mandate_clause", "provenance_ref": ref, "span": None}
            )
        elif structure == 1:  # a mandate clause that exists and states something else
            mandate = {"guidelines": " ".join(rng.sample(_OTHER_CLAUSES, 3))}
            wrong = true.model_copy(
                update={
                    "provenance": "mandate_clause",
                    "provenance_ref": "guidelines",
                    "span": None,
                }
            )
        elif structure == 2:  # the request, which never states it
            wrong = true.model_copy(update={"provenance_ref": REQUEST_ID, "span": None})
        elif structure == 3:  # a message id the run does not have
            wrong = true.model_copy(update={"provenance_ref": MISSING_ID})
        else:  # a span over other words of the message that does state it
            assert true.span is not None
            if true.span.start >= 4:
                other = TextSpan(start=0, end=min(4, true.span.start))
            else:
                other = TextSpan(start=true.span.end + 1, end=min(len(said), true.span.end + 6))
            wrong = true.model_copy(update={"span": other})
        messages = (ask, answer)
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}",
            "false_provenance",
            True,
            _plan(policy, messages, wrong, mandate),
            policy == "chat" and structure != 4,
        )
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}/twin",
            "false_provenance",
            False,
            _plan(policy, messages, true, mandate),
        )


# --- mandate prose ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Bound:
    """What a clause means, kept by the generator: the text says it, this knows it."""

    text: str
    low: float | None
    high: float | None
    stated: float  # a value the clause states, which a mandate-clause citation may carry


def _ceiling(rng: random.Random, subject: _Subject, high: float, style: int) -> _Bound:
    noun = rng.choice(subject.nouns)
    hi = _render(high, subject.unit, style)
    frames = (
        "{Noun} is capped at {hi}.",
        "{Noun}: not more than {hi} of the fund's NAV.",
        "The manager may run {noun} of up to {hi}.",
        "{Noun} shall at no time exceed {hi} (measured at close).",
        "Maximum {noun}: {hi}.",
        "{Noun} must be kept at or below {hi}.",
        "There is a hard limit of {hi} on {noun}.",
    )
    return _Bound(_fill(rng.choice(frames), noun=noun, hi=hi), None, high, high)


def _range(rng: random.Random, subject: _Subject, low: float, high: float, style: int) -> _Bound:
    noun = rng.choice(subject.nouns)
    lo, hi = _render(low, subject.unit, style), _render(high, subject.unit, style)
    if hi.endswith(" of NAV"):  # "90% of NAV-180% of NAV" nobody writes: "90%-180% of NAV"
        lo = lo.removesuffix(" of NAV")
    frames = (
        "{Noun} anywhere from {lo} to {hi}.",
        "{Noun} is to be kept between {lo} and {hi}.",
        "The fund targets {noun} in a {lo}–{hi} band.",
        "{Noun} of not less than {lo} and not more than {hi}.",
        "{Noun}: minimum {lo}, maximum {hi}.",
        "We expect {noun} to sit within {lo}-{hi} (hard limits).",
    )
    return _Bound(_fill(rng.choice(frames), noun=noun, lo=lo, hi=hi), low, high, high)


def _plus_minus(rng: random.Random, subject: _Subject, high: float, style: int) -> _Bound:
    noun = rng.choice(subject.nouns)
    hi = _render(high, subject.unit, style)
    frames = ("{Noun} within ±{hi}.", "{Noun} is held inside a band of +/- {hi} around zero.")
    return _Bound(_fill(rng.choice(frames), noun=noun, hi=hi), None, high, high)


def _clause(rng: random.Random, subject: _Subject, high: float, i: int) -> _Bound:
    """A clause bounding `subject` with `high` as its upper end, in one of several shapes."""
    shape = i % 4
    if shape == 1 or (shape == 3 and subject.unit == "multiple"):
        return _range(rng, subject, round(high * 0.5, 4), high, i)
    if shape == 3 and subject.fields[0] == "beta_adjusted_net_band":
        return _plus_minus(rng, subject, high, i)
    return _ceiling(rng, subject, high, i)


def _mandate(
    rng: random.Random, clause: str, i: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause among others, as a mandate field (nested, listed) or a mandate message; and
    the clause reference a citation names."""
    others = rng.sample(_OTHER_CLAUSES, 2)
    shape = i % 3
    if shape == 0:
        items: list[JsonValue] = [others[0], clause, others[1]]
        return (
            {"investment_guidelines": {"risk_limits": items}},
            None,
            "investment_guidelines.risk_limits[1]",
        )
    if shape == 1:
        prose = f"{others[0]} {clause} {others[1]}"
        return {"mandate_text": prose, "benchmark": "MSCI Europe"}, None, "mandate_text"
    text = (
        "Investment management agreement, schedule 2.\n"
        f"(a) {others[0]}\n(b) {clause}\n(c) {others[1]}"
    )
    return None, text, MANDATE_ID


_bundle_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


_WITHIN_ASKS: Final = (
    "Rebalance the neutral book inside the mandate.",
    "Monthly re-optimisation, IMA limits apply.",
    "Please refresh the long/short weights; stay within the guidelines.",
    "Run the usual rebalance for the sleeve (mandate as attached).",
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 5) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        high = _value(rng, subject)
        bound = _clause(rng, subject, high, i)
        mandate, message, ref = _mandate(rng, bound.text, i)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        below = bound.low is not None and i % 8 == 1
        outside = round(bound.low * 0.5, 4) if below and bound.low else round(high * 1.4, 4)
        cited = i % 3 != 2  # the plan says the mandate set it
        if cited:
            over = Constraint(
                name=name,
                value=outside,
                unit=subject.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="from the mandate",
            )
            inside = over.model_copy(update={"value": bound.stated})
        else:
            over = _assume(name, subject, outside, rng.choice(_RATIONALES))
            middle = high * 0.85 if bound.low is None else (bound.low + high) / 2
            inside = over.model_copy(update={"value": round(middle, 4)})
        flawed = _bundle_with_mandate(policy, request, over, mandate, message)
        yield HeldOutCase(f"heldout{SEED}/mandate_breach/{i}", "mandate_breach", True, flawed)
        clean = _bundle_with_mandate(policy, request, inside, mandate, message)
        yield HeldOutCase(f"heldout{SEED}/mandate_breach/{i}/twin", "mandate_breach", False, clean)


#: discretion granted with a number; {grant} is who decides
_GRANTS: Final = (
    "at the PM's discretion",
    "as the portfolio manager sees fit",
    "at the manager's sole discretion",
    "subject to the PM's judgement",
)
_GRANTED_CLAUSES: Final = (
    "{Noun} {grant}, up to {hi}.",
    "{Noun} may vary {grant} between {lo} and {hi}.",
    "{Grant}, {noun} can go as high as {hi}.",
    "{Noun}: {lo} to {hi}, {grant}.",
)
#: discretion without a number, and its negation
_OPEN_GRANTS: Final = (
    "{Noun} is left to the manager.",
    "The PM decides {noun}.",
    "{Noun} is at the discretion of the portfolio manager.",
)
_NEGATED_GRANTS: Final = (
    "{Noun} is not left to the manager; the board sets it.",
    "The PM does not decide {noun} — it requires IC approval.",
    "{Noun} is not at the discretion of the portfolio manager.",
)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        noun = rng.choice(subject.nouns)
        high = _value(rng, subject)
        low = round(high * 0.5, 4)
        request = rng.choice(_WITHIN_ASKS)
        rationale = rng.choice(_RATIONALES)
        if i % 4 == 3:  # strategy: a grant with no number, against a negated grant
            granted = _fill(rng.choice(_OPEN_GRANTS), noun=noun)
            refused = _fill(rng.choice(_NEGATED_GRANTS), noun=noun)
            others = rng.sample(_OTHER_CLAUSES, 2)
            assumed = _assume(name, subject, high, rationale)
            for flawed, clause in ((True, refused), (False, granted)):
                mandate: dict[str, JsonValue] = {"rules": [others[0], clause, others[1]]}
                bundle = _bundle_with_mandate("strategy", request, assumed, mandate, None)
                suffix = "" if flawed else "/twin"
                yield HeldOutCase(
                    f"heldout{SEED}/range_assumption/{i}{suffix}",
                    "range_assumption",
                    flawed,
                    bundle,
                )
            continue
        style = rng.randrange(8)
        template = rng.choice(_GRANTED_CLAUSES)
        has_low = "{lo}" in template
        text = _fill(
            template,
            noun=noun,
            grant=rng.choice(_GRANTS),
            lo=_render(low, subject.unit, style),
            hi=_render(high, subject.unit, style),
        )
        mandate_field, message, _ = _mandate(rng, text, i)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(
            name, subject, round(high * 0.8 if not has_low else (low + high) / 2, 4), rationale
        )
        outside = inside.model_copy(update={"value": round(high * 1.5, 4)})
        clean = _bundle_with_mandate(policy, request, inside, mandate_field, message)
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}/twin", "range_assumption", False, clean
        )
        flawed_bundle = _bundle_with_mandate(policy, request, outside, mandate_field, message)
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}", "range_assumption", True, flawed_bundle
        )


# --- objectives -------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
_OTHER: Final = {
    "sharpe": ("minimise_variance", "maximise_expected_return", "minimise_tracking_error"),
    "variance": (
        "maximise_expected_return",
        "maximise_risk_adjusted_return",
        "minimise_tracking_error",
    ),
    "tracking": ("maximise_expected_return", "minimise_variance", "maximise_risk_adjusted_return"),
    "return": ("minimise_variance", "minimise_tracking_error", "maximise_risk_adjusted_return"),
}
#: forms batches A–D do not use: abbreviations, passives, clefts, lists, questions, headings
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Objective: max Sharpe (ex-ante, 3y lookback)",
        "it is the Sharpe ratio that the consultants rank us on, so that's the number to push",
        "what we want maximised is excess return divided by vol",
        "can the weights be chosen so the return/risk ratio is as good as it gets?",
        "the book should be MVO'd for the tangency portfolio",
        "each unit of risk has to be paid for as well as possible",
    ),
    "variance": (
        "Objective: min-var",
        "portfolio variance is to be minimised",
        "what matters is that the NAV moves as little as possible day to day",
        "is there a mix whose vol is lower than all the others? that's the one we want",
        "the trustees asked for the least risky combination, risk meaning volatility",
        "we'd take a smoother NAV over extra performance any day",
    ),
    "tracking": (
        "Objective: min TE vs. MSCI Europe",
        "tracking error relative to the Stoxx Europe 600 is to be kept to a minimum",
        "what we want minimised is the active risk against the FTSE 250",
        "the returns should look as much like the TOPIX's as possible",
        "it's the deviation from the S&P/ASX 200 that the client cares about, so shrink that",
        "we are an index-plus sleeve: benchmark-like behaviour (MSCI World) comes first",
    ),
    "return": (
        "Objective: max expected return",
        "expected return is to be maximised, nothing else",
        "what we want maximised is the book's forecast return",
        "which weights give the most upside? those are the ones we'd like",
        "it is absolute return that the client pays us for, so go for as much of it as possible",
        "the aim is to grow NAV faster than any alternative mix would",
    ),
}
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("Sharpe is not what we're measured on", "don't bother with risk-adjusted stats"),
    "variance": ("vol per se isn't a concern", "we can stomach a bumpy NAV"),
    "tracking": ("TE is not a concern", "no benchmark applies (absolute-return mandate)"),
    "return": ("we're not maximising return here", "upside is not the priority"),
}
_OBJECTIVE_FRAMES: Final = (
    "{ask}.",
    "{Aside}; {ask}.",
    "{ask} ({aside}).",
    "Brief for the rebalance:\n- universe: the 40 names attached\n- {ask}\n- {aside}",
    "Following the IC, {ask}, and {aside}.",
)


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
        interpretation="A portfolio over the listed names",
        objective=kind.replace("_", " "),
        objective_kind=kind,  # type: ignore[arg-type]
        methods=(method,),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the weights",
                kind="table",
                section_title="Weights",
            ),
        ),
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = rng.choice(_ASKS[wanted])
        aside = rng.choice(_ASIDES[rng.choice([k for k in _ASIDES if k != wanted])])
        frame = rng.choice(_OBJECTIVE_FRAMES)
        request = _fill(frame, ask=ask, aside=aside)
        request = _cap(request.replace("?.", "?"))
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
            yield HeldOutCase(f"heldout{SEED}/objective/{i}{suffix}", "objective", flawed, bundle)


# --- leakage in the plan's text ----------------------------------------------------------------

#: the walk-forward windows every leakage bundle carries (defaults: inside each window)
_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2020, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2016, 1, 4),
        train_end=date(2020, 12, 31),
        test_start=date(2021, 1, 4),
        test_end=date(2022, 12, 30),
    ),
)
#: periods that reach into a test window, and periods that end before the first one
_LEAKY_PERIODS: Final = (
    "over FY2019–FY2023",
    "from Q3 2021 onwards",
    "across the full history",
    "on 2015-22 data",
    "over H2'19 to H1'21",
    "using Jan-2016 through Dec-2021",
    "on every year in the panel, 2014 to 2022 inclusive",
    "on the whole 2014–2022 sample",
    "with data to end-2022",
)
_CLEAN_PERIODS: Final = (
    "over FY2010–FY2013",
    "from Q3 2011 to Q4 2013",
    "within each fold's training years only",
    "on 2009-13 data",
    "over H2'10 to H1'13",
    "using Jan-2010 through Dec-2013",
    "on every year before the first test, 2010 to 2013 inclusive",
    "separately inside each training window",
    "with data to end-2013",
)
#: what is selected or fitted: (the action in past tense, the thing)
_ACTIONS: Final = (
    "the value factor's decile cut-offs were calibrated",
    "we shortlisted the 25 most liquid names",
    "the lookback length was optimised",
    "the shrinkage intensity for the covariance was estimated",
    "signal weights were fitted by ridge regression",
    "the stop-loss level was chosen by grid search",
    "I settled on the rebalance frequency",
    "the universe filter (min ADV) was tuned",
)
_LEAK_FRAMES: Final = (
    "{Action} {period}, then the strategy is walked forward.",
    "Note: {action} {period} (see appendix).",
    "Walk-forward backtest of the neutral book; {action} {period}.",
    "{Period}, {action}; the test windows are as specified.",
)


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        leaky = _LEAKY_PERIODS[i % len(_LEAKY_PERIODS)]
        clean = _CLEAN_PERIODS[i % len(_CLEAN_PERIODS)]
        action = rng.choice(_ACTIONS)
        frame = rng.choice(_LEAK_FRAMES)
        where = ("interpretation", "purpose", "reasoning")[i % 3]
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        for flawed, period in ((True, leaky), (False, clean)):
            sentence = _fill(frame, action=action, period=period)
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(
                    UserMessage(message_id=REQUEST_ID, text="Walk-forward test the neutral book."),
                ),
                reasoning=(sentence,) if where == "reasoning" else (),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_leak_contract(where, sentence),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{SEED}/stated_leakage/{i}{suffix}", "stated_leakage", flawed, bundle
            )


# --- trend claims -----------------------------------------------------------------------------

_QUARTERS: Final = (
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)
_COMPANY: Final = "Soylent"
_ENTITY: Final = "ent_soylent_corp"


_quarterly = partial(_quarterly_of, _QUARTERS, _ENTITY)


@dataclass(frozen=True)
class _Claimable:
    """A figure that moved one way; claims are templates over the subject ({s})."""

    function_id: str
    result: JsonValue
    subjects: tuple[str, ...]
    #: claims true of the series, and claims it contradicts (verb and noun forms, negations)
    true: tuple[str, ...]
    false: tuple[str, ...]
    fits: tuple[str, ...]
    too_long: tuple[str, ...]


_CLAIMABLES: Final = (
    _Claimable(
        "prices.window_stats",
        {
            "stats": [
                {
                    "entity_id": _ENTITY,
                    "total_return": -0.168,
                    "first_day": "2020-01-02",
                    "last_day": "2022-12-30",
                }
            ]
        },
        ("Soylent's shares", "The equity", "SOYL stock"),
        (
            "{s} underperformed cash and ended lower",
            "{s} de-rated",
            "there was a sell-off in {s}",
            "{s} gave back all of the earlier gains and more",
        ),
        (
            "{s} re-rated upwards",
            "{s} put in a rally",
            "{s} ended the period in positive territory",
            "there was a steady climb in {s}",
        ),
        ("over the three years to end-2022", "since January 2020", "over the 36 months"),
        ("over the last five years", "since 2016"),
    ),
    _Claimable(
        "fundamentals.quarters",
        _quarterly("ebitda_margin", (0.212, 0.205, 0.199, 0.192, 0.186, 0.181)),
        ("EBITDA margins", "The EBITDA margin", "Soylent's EBITDA margin"),
        (
            "{s} compressed by roughly 310bp",
            "there was a contraction in {s}",
            "{s} is no longer rising",
            "{s} saw steady erosion",
        ),
        (
            "{s} expanded",
            "{s} kept rising",
            "there was an expansion in {s}",
            "{s} showed a clear improvement",
        ),
        ("over the six quarters shown", "since Q3 2021", "from Q3 2021 to Q4 2022"),
        ("on a three-year view", "since FY2018"),
    ),
    _Claimable(
        "fundamentals.credit_metrics",
        _quarterly("net_debt_to_ebitda", (3.4, 3.1, 2.8, 2.5, 2.2, 1.9)),
        ("Leverage", "Net debt/EBITDA", "Net leverage"),
        (
            "{s} came down to 1.9x",
            "{s} is no longer rising",
            "there was a marked deleveraging",
            "{s} fell by more than a turn",
            "{s} trended lower",
        ),
        (
            "{s} went up to 3.4x",
            "{s} kept creeping up",
            "there was a build-up in {s}",
            "{s} deteriorated",
            "{s} trended higher",
        ),
        ("over the last six quarters", "over 2022", "since Q3 2021"),
        ("over the past four years", "since 2019"),
    ),
    _Claimable(
        "fundamentals.quarters",
        _quarterly("revenue", (512.0, 530.0, 548.0, 571.0, 590.0, 612.0)),
        ("Revenue", "Net sales", "The top line"),
        (
            "{s} compounded",
            "{s} kept growing",
            "there was an acceleration in {s}",
            "{s} did not stall",
        ),
        (
            "{s} contracted",
            "{s} did not grow",
            "there was a decline in {s}",
            "{s} stagnated and then fell",
        ),
        ("LTM", "in FY2022", "over the six quarters shown"),
        ("on a three-year CAGR basis", "since FY2017"),
    ),
    _Claimable(
        "custom.working_capital",
        _quarterly("cash_conversion_cycle_days", (48.0, 52.0, 55.0, 59.0, 64.0, 67.0)),
        ("The cash conversion cycle", "CCC", "Soylent's cash conversion cycle"),
        ("{s} lengthened", "{s} deteriorated", "there was a lengthening of {s}", "{s} drew out"),
        ("{s} shortened", "{s} improved", "there was a tightening of {s}", "{s} was cut"),
        ("over the last five quarters", "through 2022", "since Q3 2021"),
        ("over the last three years", "since 2015"),
    ),
    _Claimable(
        "custom.bank_margin",
        _quarterly("net_interest_margin", (0.0181, 0.0185, 0.0192, 0.0204, 0.0221, 0.0236)),
        ("The NIM", "Net interest margin", "Soylent Bank's NIM"),
        (
            "{s} widened by more than 50bp",
            "{s} expanded",
            "there was a widening in {s}",
            "{s} kept improving",
        ),
        ("{s} narrowed", "{s} was squeezed", "there was a compression of {s}", "{s} slipped"),
        ("over the last five quarters", "year to date", "since Q3 2021"),
        ("over the past decade", "since 2012"),
    ),
)


@dataclass(frozen=True)
class _Book:
    """A portfolio solved on the shipped prices; its claims depend on how it did."""

    subjects: tuple[str, ...] = ("The long/short book", "The sleeve's NAV", "The hedged basket")
    gains: tuple[str, ...] = (
        "{s} produced a positive return",
        "{s} appreciated",
        "there was a gain in {s}",
        "{s} did not lose money",
    )
    losses: tuple[str, ...] = (
        "{s} produced a negative return",
        "{s} depreciated",
        "there was a loss in {s}",
        "{s} failed to make money",
    )
    fits: tuple[str, ...] = ("over the two years", "since January 2021", "through 2022")
    too_long: tuple[str, ...] = ("over the last seven years", "since 2013")
    start: str = "2021-01-04"
    end: str = "2022-12-30"


_NAMES: Final = ("ent_apple_inc", "ent_microsoft", "ent_jpmorgan_chase", "ent_walmart")


def _book(market: MarketData) -> _Claimable:
    from quantward_platform.registry import LIBRARY

    book = _Book()
    solved = LIBRARY["portfolio.market_neutral"].call(
        {"entity_ids": list(_NAMES), "start": book.start, "end": book.end, "as_of": book.end},
        market,
    )
    result = solved.model_dump(mode="json")
    gained = float(result["metrics"]["expected_return"]) > 0
    return _Claimable(
        "portfolio.market_neutral",
        result,
        book.subjects,
        book.gains if gained else book.losses,
        book.losses if gained else book.gains,
        book.fits,
        book.too_long,
    )


_CLAIM_FRAMES: Final = (
    "{Claim} {horizon} [1].",
    "{Horizon}, {claim} [1].",
    "{Claim} {horizon} (see the table) [1].",
    "In summary: {claim} {horizon}, which matters for the thesis [1].",
)


def _said(template: str, subject: str) -> str:
    """A claim with its subject; "there was …" claims put the subject mid-sentence."""
    if template.startswith("{s}"):
        return template.format(s=subject)
    lowered = (
        subject
        if subject.split()[0].isupper() or subject.startswith(_COMPANY)
        else (subject[0].lower() + subject[1:])
    )
    return template.format(s=lowered)


def _claim_sentence(frame: str, claim: str, horizon: str) -> str:
    if frame.startswith("{Horizon}"):
        first = claim.split()[0]
        if not (first.isupper() or first.startswith(_COMPANY) or first in ("EBITDA", "SOYL")):
            claim = claim[0].lower() + claim[1:]
    if frame.startswith("In summary"):
        first = claim.split()[0]
        if not (first.isupper() or first.startswith(_COMPANY) or first in ("EBITDA", "SOYL")):
            claim = claim[0].lower() + claim[1:]
    return _fill(frame, claim=claim, horizon=horizon)


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    claimables = (*_CLAIMABLES, _book(market))
    for i in range(count):
        figure = claimables[i % len(claimables)]
        subject = rng.choice(figure.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        true = _said(rng.choice(figure.true), subject)
        fits = rng.choice(figure.fits)
        if rng.randrange(3) == 0:  # a horizon the series does not cover
            false_sentence = _claim_sentence(frame, true, rng.choice(figure.too_long))
        else:
            false_sentence = _claim_sentence(frame, _said(rng.choice(figure.false), subject), fits)
        true_sentence = _claim_sentence(frame, true, fits)
        yield from trend_claim_twins(
            f"heldout{SEED}/trend_claim/{i}",
            function_id=figure.function_id,
            result=figure.result,
            company=_COMPANY,
            entity_id=_ENTITY,
            false_sentence=false_sentence,
            true_sentence=true_sentence,
            policy="chat" if i % 2 == 0 else "strategy",
            ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 28, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch E: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
