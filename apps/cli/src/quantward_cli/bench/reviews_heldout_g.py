"""Held-out batch G: every flaw kind again, in wordings and structures batches A–F never use.

Batch G is written like E and F — phrase-level parts, a seeded generator, the truth kept by the
generator and never by the text — and shares E's and F's machinery (fill-in, spans, the plan
and constraint helpers, the figure and claim-truth model, the trend-claim loop) from
`reviews_heldout_shared`, passing its own ids and phrase tables. Its parts are new:

* numbers as "15.0%", "15% of the fund", "1,500 bps", "a tenth of the portfolio",
  "one-quarter of assets", "2.0 times capital", "200% of equity", "2:1", "double the capital",
  "3 percentage points", "300 basis pts", "3.0% p.a.";
* operators "capped at … save that …", "tops out at", "max …", "≤", "must stay at or under",
  "a hard limit of … unless …", "a floor of … and a cap of …", "min …, max …", "… ≤ x ≤ …",
  "within a …–… band", "somewhere in the … to … area";
* mandates as nested guideline records (`guidelines.risk.limits[1].rule`), a numbered mandate
  message ("7.1 … 7.2 …"), one prose field with (i)/(ii)/(iii), and a table in prose ("Risk
  limits (maxima): single issuer 5%; single sector 20%; …") where several subjects share a clause;
* provenance that cites the request instead of the message stating the value, a span over part
  of the number, a clause path the mandate does not have, basis points read as a percentage, no
  reference at all, and a value rounded away from what was said;
* latitude granted as "left to the manager, subject to a cap of …", "manager's call, max …",
  "at its option, not exceeding …", and refused as "fixed by the risk committee and may not be
  varied by the manager", "the manager has no say over …";
* objectives with morphology ("Sharpe maximisation", "minimisation of portfolio variance"),
  comparatives ("wobble less than any alternative weighting"), negations ("we're not out to beat
  the TOPIX, only to stay glued to it"), σ, and a contract whose objective span cites the aside;
* leakage with UK fiscal years ("FY16/17 to FY18/19"), "fiscal years ending March …",
  "the 36 months to December 2017", "Jan '13 – Mar '17", "CY2014–CY2016", "2014M01–2016M12",
  periods relative to the test windows ("the three years preceding the second test window"), in
  a second method's purpose, and in the structured fields (`selection_end`, `fitting`);
* trend claims over eight quarters of a gross margin, revenue, interest cover, net debt/EBITDA,
  a custom inventory turnover, a custom bank cost/income ratio, a share price and an evaluated
  portfolio, with magnitudes in bps, x and percent, and horizons "in 1Q23", "between 3Q21 and
  3Q22", "over calendar 2022", "over the past four quarters", "since mid-2021".

Every bundle carries no validator checks as generated: the "none" rows measure a review of a
bundle without checks. The parts were written before any rule was read for this batch; the
first run is recorded in docs/benchmarks/reviews-heldout.md.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _Bound,
    _cite_as,
    _Figure,
    _fill,
    _g,
    _lower_first,
    _plan_of,
    _quarterly_of,
    _request_from,
    _said_of,
    _Series,
    _series_trends,
    _span_of,
    _unsized,
    _with_mandate_of,
    _with_sentence,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    EvidencePromise,
    HistoricalTest,
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

SEED: Final = 20261207
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg0"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzg3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzg5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzgg"


# --- numbers in forms no earlier batch writes -----------------------------------------------

_PART_WORDS: Final = {
    0.1: "a tenth of the portfolio",
    0.125: "an eighth of the portfolio",
    0.2: "a fifth of the portfolio",
    0.25: "one-quarter of assets",
    0.3: "three-tenths of assets",
}


def _one_decimal(x: float) -> str:
    """ "15.0", "12.5"; a value with more decimals keeps them ("6.25")."""
    return f"{x:.1f}" if abs(round(x, 1) - x) < 1e-9 else _g(x)


def _forms(value: float, unit: str, of_fund: bool | str = True) -> dict[str, str]:
    """Every written form of a value in this batch, by the name of the form. `of_fund`: the
    figure is a share of the fund (a weight, an exposure, turnover), so "15% of the fund" and
    "a tenth of the portfolio" say it; a volatility or a drawdown is not a share of anything."""
    if unit == "multiple":
        forms = {
            "times": f"{_one_decimal(value)} times capital",
            "equity": f"{_g(value * 100)}% of equity",
            "ratio": f"{_g(value)}:1",
        }
        if value == 2:
            forms["double"] = "double the capital"
        return forms
    if unit == "bps":
        return {
            "bps": f"{value:,.0f} bps",
            "pp": f"{_g(value / 100)} percentage points",
            "pts": f"{_g(value)} basis pts",
            "pa": f"{_one_decimal(value / 100)}% a year",
        }
    pct = value * 100
    forms = {"decimal": f"{_one_decimal(pct)}%"}
    if of_fund is True:
        forms["fund"] = f"{_g(pct)}% of the fund"
        if value in _PART_WORDS:
            forms["part"] = _PART_WORDS[value]
    elif of_fund:
        forms["own"] = f"{_g(pct)}% {of_fund}"
    if pct <= 12.5:
        forms["bps"] = f"{pct * 100:,.0f} bps"
    if of_fund is True:
        forms["total"] = f"{_g(pct)} % of total assets"
    return forms


def _render(value: float, unit: str, style: int, of_fund: bool | str = True) -> str:
    forms = list(_forms(value, unit, of_fund).values())
    return forms[style % len(forms)]


def _render_range(
    low: float, high: float, unit: str, style: int, dashed: bool, of_fund: bool | str = True
) -> tuple[str, str]:
    """Both ends in one form; a dashed range has its unit once ("5–10%", "1.5–3x")."""
    if dashed:
        if unit == "multiple":
            return _g(low), f"{_g(high)}x"
        if unit == "bps":
            return f"{low:,.0f}", f"{high:,.0f} bps"
        return _g(low * 100), f"{_g(high * 100)}%"
    lows, highs = _forms(low, unit, of_fund), _forms(high, unit, of_fund)
    common = [k for k in highs if k in lows and k not in ("part", "double")]
    kind = common[style % len(common)]
    return lows[kind], highs[kind]


# --- subjects ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how people say it, a short label, values it takes."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    unit: str
    values: tuple[float, ...]
    floored: bool = False
    #: a share of the fund (weights, exposures, turnover); a volatility or a drawdown is not,
    #: and says its own qualifier instead
    of_fund: bool | str = True

    def render(self, value: float, style: int) -> str:
        return _render(value, self.unit, style, self.of_fund)


_SUBJECTS: Final = (
    _Subject(
        ("largest_holding_limit", "perNameCapFrac", "obligor_concentration_ceiling"),
        ("the holding in any single company", "any one name's weight", "per-issuer exposure"),
        "single issuer",
        "fraction",
        (0.04, 0.05, 0.08, 0.1, 0.125),
    ),
    _Subject(
        ("gicsSectorMax", "sector_allocation_upper_bound"),
        (
            "the allocation to any industry sector",
            "any single sector's weight",
            "sector exposure (GICS level 1)",
        ),
        "single sector",
        "fraction",
        (0.2, 0.25, 0.3),
    ),
    _Subject(
        ("per_market_exposure_max", "geoBucketCap"),
        (
            "exposure to any one country",
            "each country allocation",
            "the weight in any single country of domicile",
        ),
        "single country",
        "fraction",
        (0.2, 0.25, 0.35),
    ),
    _Subject(
        ("grossNotionalMultiple", "leverage_gross_max"),
        ("gross notional", "longs plus shorts", "the book's gross exposure"),
        "gross exposure",
        "multiple",
        (1.5, 2.0, 3.0),
        floored=True,
    ),
    _Subject(
        ("net_long_short_band", "netDeltaBound"),
        ("net exposure", "the net long", "net delta"),
        "net exposure",
        "fraction",
        (0.1, 0.2, 0.3),
        floored=True,
    ),
    _Subject(
        ("stop_out_peak_loss", "maxCumulativeLossFromHigh"),
        (
            "the peak-to-trough decline",
            "drawdown from the high-water mark",
            "the cumulative loss from the peak",
        ),
        "drawdown",
        "fraction",
        (0.1, 0.125, 0.2, 0.25),
        of_fund="of NAV",
    ),
    _Subject(
        ("realised_sigma_ceiling", "riskTargetAnnualVol"),
        ("ex-post volatility", "realised vol", "the annualised standard deviation of the fund"),
        "volatility",
        "fraction",
        (0.08, 0.1, 0.125, 0.2),
        floored=True,
        of_fund="annualised",
    ),
    _Subject(
        ("active_risk_budget_bps", "trackingDeviationMax"),
        (
            "tracking error versus the benchmark",
            "relative volatility against the index",
            "active risk",
        ),
        "tracking error",
        "bps",
        (150.0, 250.0, 300.0, 450.0),
        floored=True,
    ),
    _Subject(
        ("annual_portfolio_turnover_cap", "rebalancingTurnoverMax"),
        ("portfolio turnover", "yearly turnover", "annual trading as a share of the fund"),
        "turnover",
        "fraction",
        (0.5, 0.8, 1.2, 2.5),
    ),
)
_FRACTION_SUBJECTS: Final = tuple(s for s in _SUBJECTS if s.unit == "fraction")
#: clauses about other things, with their own numbers and the same operators
_OTHER_CLAUSES: Final = (
    "Cash is capped at 5% save in the 20 days after a subscription.",
    "Unlisted securities: max 10% of the fund.",
    "A hard limit of 2 prime brokers applies.",
    "Holdings with a market cap under USD 1bn may not exceed 15% in total.",
    "No more than 30% may be held in non-euro assets, unless fully hedged.",
    "At least 35 names must be held (40 from year two).",
    "Securities lending tops out at 25% of the fund.",
    "Derivatives may be used for hedging only, notional ≤ 100% of NAV.",
)


# --- bundles -----------------------------------------------------------------------------------


def _contract(*constraints: Constraint, **update: object) -> ResearchContractBody:
    body = ResearchContractBody(
        interpretation="A hedged long/short book over the names the desk listed",
        objective="the best risk-adjusted return with the net kept small",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(Method(function_id="portfolio.market_neutral", purpose="solve for weights"),),
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
_cite = partial(_cite_as, "as the client said")


# --- limit requests ----------------------------------------------------------------------------

_TASKS: Final = (
    "put together a 25-stock market-neutral book for the USD 400m mandate",
    "re-run the hedged sleeve optimisation as of 30 June",
    "size the pairs book using 2 years of weekly data",
    "refresh the relative-value book after the Q3 results season",
    "rebuild the neutral sleeve with 10bp round-trip costs",
)
_DEFERRALS: Final = (
    "{noun}: per the IMA schedule, which legal will send over",
    "on {noun}, same as the sister fund",
    "{noun} is to be confirmed by the risk team on Monday",
    "{noun} should respect whatever compliance signs off",
    "the client's risk appetite statement covers {noun}",
    "leave {noun} at the usual house level",
)
_REQUEST_FRAMES: Final = (
    "Hi both — {task}. {Deferral}.",
    "Brief:\n- {task}\n- {deferral}\n- base currency USD",
    "{Task} (and note: {deferral}).",
    "Could you {task}? {Deferral}; everything else is up to you.",
    "Subject: rebalance\n\n{Task}; {deferral}.",
)
#: messages stating a limit; most carry a number that bounds nothing
_STATINGS: Final = (
    "{Noun} is capped at {value} — the client confirmed this morning.",
    "Please keep {noun} to no more than {value}.",
    "Our risk appetite statement puts {noun} at {value} max.",
    "For {noun} the hard limit is {value} (applies to all 3 sleeves).",
    "Fine to go up to {value} on {noun}, not beyond.",
    "{Noun} ≤ {value}, as agreed on the call of 4 October.",
)
_RATIONALES: Final = (
    "typical for a neutral book of 25 names",
    "house default pending confirmation",
    "keeps the optimiser away from corner solutions",
    "what peers in the category run",
    "a prudent starting point",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    written = s.render(value, rng.randrange(12))
    text = _fill(rng.choice(_STATINGS), noun=rng.choice(s.nouns), value=written)
    assert text.lower().count(written.lower()) == 1, text
    return text, written


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 0:  # a mandate bounding only other things
            first, last = rng.sample(_OTHER_CLAUSES, 2)
            mandate = {"guidelines": {"risk": {"limits": [{"rule": first}, {"rule": last}]}}}
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, s, value)
        if i % 3 == 0:  # stated inside the request, after its text
            both = f"{request}\n\nP.S. {_lower_first(said)}"
            messages: tuple[UserMessage, ...] = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, s, value, REQUEST_ID, both, written)
        else:
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            cited = _cite(name, s, value, ANSWER_ID, said, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance --------------------------------------------------------------------------


def _part_of(text: str, written: str) -> TextSpan:
    """A span over part of the written value that no longer states it: a figure without its
    first digit ("5.0%" of "15.0%"), a word form's trailing words ("of assets"), or its last
    word ("capital" of "double the capital")."""
    whole = _span_of(text, written)
    if written[0].isdigit():
        return TextSpan(start=whole.start + 1, end=whole.end)
    cut = written.find(" of ")
    cut = cut + 1 if cut >= 0 else written.rindex(" ") + 1
    return TextSpan(start=whole.start + cut, end=whole.end)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        if structure == 3:
            s = next(x for x in _SUBJECTS if x.unit == "bps")
        elif structure == 5:
            s = _FRACTION_SUBJECTS[i % len(_FRACTION_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        request = _request(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if structure == 2:  # a mandate clause path the mandate does not have
            written = s.render(value, rng.randrange(12))
            clause = _fill("{Noun} tops out at {value}.", noun=rng.choice(s.nouns), value=written)
            first, last = rng.sample(_OTHER_CLAUSES, 2)
            mandate = {
                "guidelines": {"risk": {"limits": [{"rule": first}, {"rule": clause}]}},
                "other": {"notes": [last]},
            }
            messages: tuple[UserMessage, ...] = (
                UserMessage(message_id=REQUEST_ID, text="Rebalance inside the guidelines."),
            )
            true = Constraint(
                name=name,
                value=value,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref="guidelines.risk.limits[1].rule",
                span=_span_of(clause, written),
                rationale="the guideline",
            )
            wrong = true.model_copy(update={"provenance_ref": "guidelines.risk.limits[4].rule"})
        else:
            if structure == 3:  # basis points stated, read as a percentage
                written = f"{value:,.0f} bps"
                said = _fill(
                    "Please keep {noun} to no more than {value}.",
                    noun=rng.choice(s.nouns),
                    value=written,
                )
            elif structure == 5:  # a value with a decimal part, cited rounded
                value = rng.choice((0.125, 0.075, 0.175))
                written = s.render(value, 0)
                said = _fill(rng.choice(_STATINGS), noun=rng.choice(s.nouns), value=written)
            else:
                said, written = _stating(rng, s, value)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, said, written)
            if structure == 0:  # cites the request, which does not state it
                wrong = true.model_copy(update={"provenance_ref": REQUEST_ID, "span": None})
            elif structure == 1:  # the span covers only part of the written value
                wrong = true.model_copy(update={"span": _part_of(said, written)})
            elif structure == 3:
                wrong = true.model_copy(update={"value": round(value / 100, 6), "unit": "fraction"})
            elif structure == 4:  # no reference at all
                wrong = true.model_copy(update={"provenance_ref": None, "span": None})
            else:
                wrong = true.model_copy(update={"value": round(int(value * 100) / 100, 6)})
        # a citation of a source that does not state the value makes the value an assumption,
        # asked in chat, as in every earlier batch; a span over the wrong words of a message that
        # does state it, or a clause path missed in a mandate that bounds it, is not
        question = policy == "chat" and structure in (0, 3, 4, 5)
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}",
            "false_provenance",
            True,
            _plan(policy, messages, wrong, mandate),
            question,
        )
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}/twin",
            "false_provenance",
            False,
            _plan(policy, messages, true, mandate),
        )


# --- mandate prose -----------------------------------------------------------------------------

_CEILINGS: Final = (
    "{Noun} is capped at {hi}, save that government bonds are exempt.",
    "The upper limit for {noun} is {hi}.",
    "{Noun} tops out at {hi}.",
    "{Noun}: max {hi}.",
    "{Noun} must stay at or under {hi} (measured at each month end).",
    "A hard limit of {hi} applies to {noun}, unless the board approves otherwise in writing.",
    "{Noun} ≤ {hi}.",
    "{Noun} must not go beyond {hi} other than through market movements, corrected within 10 days.",
)
_RANGES: Final = (
    "A floor of {lo} and a cap of {hi} apply to {noun}.",
    "{Noun}: min {lo}, max {hi}.",
    "{Lo} ≤ {noun} ≤ {hi}.",
    "{Noun} is to be kept within a {lo}–{hi} band.",
    "{Noun} should sit somewhere in the {lo} to {hi} area, never outside it.",
    "{Noun} shall be at least {lo} and at most {hi}.",
)


def _clause(rng: random.Random, s: _Subject, high: float, i: int) -> _Bound:
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if s.floored and i % 3 != 0:
        low = round(high / 2, 6)
        template = rng.choice(_RANGES)
        lo, hi = _render_range(low, high, s.unit, style, "{lo}–{hi}" in template, s.of_fund)
        return _Bound(_fill(template, noun=noun, lo=lo, hi=hi), low, high)
    hi = s.render(high, style)
    return _Bound(_fill(rng.choice(_CEILINGS), noun=noun, hi=hi), None, high)


def _table(rng: random.Random, s: _Subject, high: float) -> str:
    """A table written as one sentence: several subjects' maxima, this one's among them."""
    others = rng.sample([x for x in _SUBJECTS if x.label != s.label and x.unit == s.unit], 2)
    cells = [(x.label, x.render(x.values[0], 0)) for x in others]
    cells.insert(rng.randrange(3), (s.label, s.render(high, 0)))
    return "Risk limits (maxima): " + "; ".join(f"{a} {b}" for a, b in cells) + "."


def _mandate(
    rng: random.Random, clause: str, i: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause among others, in one of four structures, and the reference that names it."""
    first, last = rng.sample(_OTHER_CLAUSES, 2)
    shape = i % 4
    if shape == 0:
        limits: list[JsonValue] = [
            {"metric": "cash", "rule": first},
            {"metric": "risk", "rule": clause},
            {"metric": "other", "rule": last},
        ]
        return {"guidelines": {"risk": {"limits": limits}}}, None, "guidelines.risk.limits[1].rule"
    if shape == 1:
        message = f"Clause 7 — Investment limits\n7.1 {first}\n7.2 {clause}\n7.3 {last}"
        return None, message, MANDATE_ID
    if shape == 2:
        text = (
            f"The Fund shall observe the following: (i) {_lower_first(first).rstrip('.')}; "
            f"(ii) {_lower_first(clause).rstrip('.')}; and (iii) {_lower_first(last)}"
        )
        return (
            {"investment_policy": {"text": text}, "currency": "EUR"},
            None,
            "investment_policy.text",
        )
    return {"schedule": {"B": [first, clause, last]}}, None, "schedule.B[1]"


_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


_WITHIN_ASKS: Final = (
    "Quarter-end rebalance please, inside the IMA limits.",
    "Re-optimise; the fund's guidelines apply in full.",
    "Produce new weights that respect the investment limits.",
    "Update the book; stay within the documented restrictions.",
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 5) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        high = rng.choice(s.values)
        if i % 5 == 4 and not s.floored:  # several subjects' maxima in one sentence
            bound = _Bound(_table(rng, s, high), None, high)
        else:
            bound = _clause(rng, s, high, i)
        mandate, message, ref = _mandate(rng, bound.text, i)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if bound.low is not None and i % 2 == 1:
            outside = round(bound.low * 0.5, 6)
        else:
            outside = round(high * rng.choice((1.2, 1.6, 2.0)), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="per the fund's limits",
            )
            inside = over.model_copy(update={"value": high})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            middle = high * 0.8 if bound.low is None else (bound.low + high) / 2
            inside = over.model_copy(update={"value": round(middle, 6)})
        yield HeldOutCase(
            f"heldout{SEED}/mandate_breach/{i}",
            "mandate_breach",
            True,
            _with_mandate(policy, request, over, mandate, message),
        )
        yield HeldOutCase(
            f"heldout{SEED}/mandate_breach/{i}/twin",
            "mandate_breach",
            False,
            _with_mandate(policy, request, inside, mandate, message),
        )


# --- latitude ----------------------------------------------------------------------------------

_GRANTED: Final = (
    "{Noun} is left to the manager, subject to a cap of {hi}.",
    "The manager may elect any level of {noun} from {lo} to {hi}.",
    "{Noun}: manager's call, max {hi}.",
    "The investment adviser sets {noun} at its option, not exceeding {hi}.",
    "{Noun} is to be chosen by the portfolio manager within a {lo}–{hi} band.",
    "The manager chooses {noun}; it may not exceed {hi}.",
)
_OPEN: Final = (
    "{Noun} is at the manager's option.",
    "{Noun}: manager's call.",
    "The choice of {noun} rests with the portfolio manager.",
)
_REFUSED: Final = (
    "{Noun} is fixed by the risk committee and may not be varied by the manager.",
    "The manager has no say over {noun}, which the depositary sets.",
    "{Noun} is not the manager's call; the board sets it each year.",
)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 7) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = round(high / 2, 6)
        request = rng.choice(_WITHIN_ASKS)
        rationale = rng.choice(_RATIONALES)
        if i % 5 == 3:  # strategy: open latitude, against latitude refused
            granted = _fill(rng.choice(_OPEN), noun=noun)
            refused = _fill(rng.choice(_REFUSED), noun=noun)
            first, last = rng.sample(_OTHER_CLAUSES, 2)
            assumed = _assume(name, s, high, rationale)
            for flawed, clause in ((True, refused), (False, granted)):
                mandate: dict[str, JsonValue] = {"schedule": {"B": [first, clause, last]}}
                suffix = "" if flawed else "/twin"
                yield HeldOutCase(
                    f"heldout{SEED}/range_assumption/{i}{suffix}",
                    "range_assumption",
                    flawed,
                    _with_mandate("strategy", request, assumed, mandate, None),
                )
            continue
        template = rng.choice(_GRANTED)
        has_low = "{lo}" in template
        style = rng.randrange(12)
        if has_low:
            lo, hi = _render_range(low, high, s.unit, style, "{lo}–{hi}" in template, s.of_fund)
        else:
            lo, hi = "", s.render(high, style)
        text = _fill(template, noun=noun, lo=lo, hi=hi)
        mandate_field, message, _ = _mandate(rng, text, i)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        middle = (low + high) / 2 if has_low else high * 0.8
        inside = _assume(name, s, round(middle, 6), rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}",
            "range_assumption",
            True,
            _with_mandate(policy, request, outside, mandate_field, message),
        )
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}/twin",
            "range_assumption",
            False,
            _with_mandate(policy, request, inside, mandate_field, message),
        )


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Sharpe maximisation is the whole brief",
        "the optimiser should deliver the highest excess return relative to volatility",
        "we want more return for each point of risk than any other weighting would give",
        "a portfolio that maximises risk-adjusted performance",
        "the weights should earn the most per unit of standard deviation",
    ),
    "variance": (
        "minimisation of portfolio variance is the only aim",
        "the book should wobble less than any alternative weighting",
        "we'd like the portfolio's σ as small as it gets",
        "a minimum-variance construction is what we need",
        "the least volatile combination of these names",
    ),
    "tracking": (
        "deviate from the MSCI World as little as possible",
        "the fund is benchmarked to the FTSE 100 and must not wander from it",
        "minimise active risk versus the STOXX Europe 600",
        "relative risk against the S&P/ASX 200 has to be kept to a minimum",
        "we're not out to beat the TOPIX, only to stay glued to it",
    ),
    "return": (
        "the portfolio that maximises expected return, nothing else",
        "greatest expected performance, however bumpy the ride",
        "as much upside as these names can give",
        "we care about return and nothing but return",
        "top expected return is the one thing we're optimising",
    ),
}
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Sharpe isn't a KPI here",
        "risk-adjusted ratios play no part in how we're assessed",
        "don't bother with return per unit of risk",
    ),
    "variance": (
        "swings in value don't bother the client",
        "volatility per se isn't a worry",
        "a bumpy ride is acceptable",
    ),
    "tracking": (
        "we don't benchmark this sleeve",
        "TE against any index is of no interest",
        "closeness to an index doesn't matter",
    ),
    "return": (
        "we're not chasing raw performance",
        "headline return is beside the point",
        "maximum return isn't what we want",
    ),
}
_OBJECTIVE_FRAMES: Final = (
    "Goal: {ask}.",
    "{Ask} ({aside}).",
    "Dear desk,\n\n{Aside}; {ask}.\n\nBest,\nTom",
    "Requirements\n* {ask}\n* {aside}\n* weekly rebalancing",
    "{Aside}, but {ask}.",
    "For the USD 400m sleeve (25 names, long-only): {ask}. {Aside}.",
)


def _solving(kind: str, **update: object) -> ResearchContractBody:
    solver = {
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
    }.get(kind)
    method = (
        Method(function_id=solver, purpose="solve for weights")
        if solver
        else Method(custom_code_reason="no library optimiser solves this", purpose="weights")
    )
    body = ResearchContractBody(
        interpretation="Weights for the listed names",
        objective=kind.replace("_", " "),
        objective_kind=kind,  # type: ignore[arg-type]
        methods=(method,),
        evidence=(
            EvidencePromise(
                evidence_id="weights", description="the weights", kind="table", section_title="W"
            ),
        ),
    )
    return body.model_copy(update=update) if update else body


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = rng.choice(_ASKS[wanted])
        aside = rng.choice(_ASIDES[rng.choice([k for k in _ASIDES if k != wanted])])
        cites = i % 6 == 5  # the right kind, but the objective cites the aside, not the ask
        frames = [f for f in _OBJECTIVE_FRAMES if not cites or "side}" in f]
        request = _fill(rng.choice(frames), ask=ask, aside=aside)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        if cites:
            at_ask, at_aside = _span_of(request, ask), _span_of(request, aside)
            pairs = (
                (True, _solving(_KIND[wanted], objective_ref=REQUEST_ID, objective_span=at_aside)),
                (False, _solving(_KIND[wanted], objective_ref=REQUEST_ID, objective_span=at_ask)),
            )
        else:
            other = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
            pairs = ((True, _solving(other)), (False, _solving(_KIND[wanted])))
        for flawed, body in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=REQUEST_ID, text=request),),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=body,
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
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
#: (a period reaching into a test window, the same shape ending before the first test)
_PERIODS: Final = (
    (
        "over FY16/17 to FY18/19 (years to 31 March)",
        "over FY11/12 to FY14/15 (years to 31 March)",
    ),
    (
        "on the fiscal years ending March 2014 through March 2018",
        "on the fiscal years ending March 2011 through March 2015",
    ),
    ("on the 36 months to December 2017", "on the 36 months to December 2014"),
    ("over 1 Jul 2013 – 30 Jun 2016", "over 1 Jul 2011 – 30 Jun 2014"),
    ("using Jan '13 – Mar '17", "using Jan '10 – Mar '14"),
    (
        "over the three years preceding the second test window",
        "over the three years preceding the first test window",
    ),
    ("through the end of the first test window", "up to the start of the first test window"),
    ("on in-sample and out-of-sample data alike", "on in-sample data only"),
    ("over CY2014–CY2016", "over CY2011–CY2013"),
    ("on 2014M01–2016M12 monthly data", "on 2011M01–2013M12 monthly data"),
    ("over the 2015–2019 sample", "over the 2010–2015 sample"),
)
_ACTIONS: Final = (
    "the rebalancing frequency was chosen",
    "the 20 stocks with the best backtested Sharpe were kept",
    "the stop-loss level was calibrated",
    "the regime classifier was trained",
    "the weights of the three signals were estimated",
    "the liquidity screen's thresholds were set",
    "we ran a grid search for the decay half-life",
    "the shrinkage intensity was picked by cross-validation",
)
_LEAK_FRAMES: Final = (
    "Parameter choice: {action} {period}.",
    "Note that {action} {period}, before any fold was run.",
    "• {Action} {period}.",
    "Steps: (1) {action} {period}; (2) run the walk-forward folds.",
    "In short — {action} {period} — and the folds reuse that choice.",
)
_NEGATED_PAIRS: Final = (
    (
        "Everything in 2016–2019 went into choosing the half-life.",
        "Nothing from 2016–2019 went into choosing the half-life.",
    ),
    (
        "The lookback was chosen with reference to 2016 and later.",
        "The lookback was chosen without reference to 2016 or later.",
    ),
    (
        "Returns up to 2019 were used to rank the signals.",
        "Only pre-2016 returns were used to rank the signals.",
    ),
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "second_method")


def _leak_contract(where: str, sentence: str) -> ResearchContractBody:
    body = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if where == "second_method":
        extra = Method(custom_code_reason="the screen is not in the library", purpose=sentence)
        return body.model_copy(update={"methods": (*body.methods, extra)})
    return _with_sentence(body, where, sentence)


def _structured(i: int) -> tuple[ResearchContractBody, ResearchContractBody]:
    """The text says nothing; the fields say it: a window whose selection or fitting ends after
    its test starts, or fitting on the full sample."""
    clean = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if i % 2 == 0:
        late = _WINDOWS[0].model_copy(update={"selection_end": date(2019, 12, 31)})
        leaky = HistoricalTest(windows=(late, _WINDOWS[1]))
    else:
        leaky = HistoricalTest(windows=_WINDOWS, fitting="full_sample")
    return _contract(historical_test=leaky), clean


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        if i % 8 == 7:
            leaky_body, clean_body = _structured(i // 8)
            pairs = ((True, leaky_body, ""), (False, clean_body, ""))
        else:
            if i % 8 == 3:
                leaky_sentence, clean_sentence = _NEGATED_PAIRS[(i // 8) % len(_NEGATED_PAIRS)]
            else:
                leaky, clean = _PERIODS[i % len(_PERIODS)]
                action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
                leaky_sentence = _fill(frame, action=action, period=leaky)
                clean_sentence = _fill(frame, action=action, period=clean)
            pairs = (
                (True, _leak_contract(where, leaky_sentence), leaky_sentence),
                (False, _leak_contract(where, clean_sentence), clean_sentence),
            )
        for flawed, body, sentence in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(
                    UserMessage(
                        message_id=REQUEST_ID,
                        text="Walk-forward backtest of the hedged book: two folds, as specified.",
                    ),
                ),
                reasoning=(sentence,) if where == "reasoning" and sentence else (),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=body,
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{SEED}/stated_leakage/{i}{suffix}", "stated_leakage", flawed, bundle
            )


# --- trend claims ------------------------------------------------------------------------------

_QUARTERS: Final = (
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
    "2023-03-31",
)
_COMPANY: Final = "Soylent"
_ENTITY: Final = "ent_soylent_corp"
_Span = tuple[int, int] | None
_QUARTER_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("since mid-2021", (0, 7)),
    ("over the 21 months to March 2023", (0, 7)),
    ("across all eight quarters", (0, 7)),
    ("over the past four quarters", (3, 7)),
    ("in the latest quarter", (6, 7)),
    ("in 1Q23", (6, 7)),
    ("over calendar 2022", (2, 6)),
    ("in the second half of 2022", (4, 6)),
    ("between 3Q21 and 3Q22", (1, 5)),
    ("on a five-year view", None),
    ("since 2015", None),
    ("over the last three fiscal years", None),
    ("over twelve quarters", None),
)


_quarterly = partial(_quarterly_of, _QUARTERS, _ENTITY)


def _bps(a: float, b: float) -> str:
    return f"{abs(b - a) * 10_000:,.0f}bps"


def _turns(a: float, b: float) -> str:
    return f"{abs(b - a):.1f}x"


def _relative(a: float, b: float) -> str:
    return f"{abs(b - a) / abs(a):.0%}" if a else f"{abs(b - a):.0%}"


_MARGIN_CLAIMS: Final = (
    ("{s} firmed", "up"),
    ("{s} crept up by {m}", "up"),
    ("{s} was on the rise", "up"),
    ("{s} came under pressure", "down"),
    ("{s} was eroded by {m}", "down"),
    ("{s} nudged lower", "down"),
    ("{s} ended the period below where it started", "down"),
    ("{s} finished higher than it began", "up"),
)
_SALES_CLAIMS: Final = (
    ("{s} rose in every quarter", "never_down"),
    ("{s} grew by {m}", "up"),
    ("{s} was higher at the end than at the start", "up"),
    ("{s} shrank", "down"),
    ("{s} fell back by {m}", "down"),
    ("{s} did not grow", "down"),
)
_RATIO_CLAIMS: Final = (
    ("{s} weakened", "worse"),
    ("{s} strengthened", "better"),
    ("{s} slipped by {m}", "down"),
    ("{s} rose by {m}", "up"),
    ("{s} got better", "better"),
    ("{s} got worse", "worse"),
    ("{s} headed lower", "down"),
    ("{s} moved up", "up"),
)
#: "weakened" and "strengthened" say better or worse only of a figure where higher is better
#: (interest cover weakens as it falls; of leverage they would be ambiguous)
_LOWER_IS_BETTER_CLAIMS: Final = tuple(
    c for c in _RATIO_CLAIMS if c[0] not in ("{s} weakened", "{s} strengthened")
)
_FIGURES: Final = (
    _Series(
        _Figure(
            "fundamentals.quarters",
            _quarterly("gross_margin", (0.412, 0.405, 0.398, 0.401, 0.389, 0.377, 0.381, 0.388)),
            (0.412, 0.405, 0.398, 0.401, 0.389, 0.377, 0.381, 0.388),
            ("Soylent's gross margin", "Gross margin", "The gross margin percentage"),
            _MARGIN_CLAIMS,
            _QUARTER_HORIZONS,
        ),
        _bps,
    ),
    _Series(
        _Figure(
            "fundamentals.quarters",
            _quarterly("revenue", (812.0, 845.0, 861.0, 903.0, 948.0, 931.0, 1004.0, 1050.0)),
            (812.0, 845.0, 861.0, 903.0, 948.0, 931.0, 1004.0, 1050.0),
            ("Soylent's revenue", "Net sales", "The top line"),
            _SALES_CLAIMS,
            _QUARTER_HORIZONS,
        ),
        _relative,
    ),
    _Series(
        _Figure(
            "fundamentals.credit_metrics",
            _quarterly("interest_coverage", (9.8, 9.1, 8.7, 8.2, 7.9, 7.4, 7.6, 7.1)),
            (9.8, 9.1, 8.7, 8.2, 7.9, 7.4, 7.6, 7.1),
            ("Interest cover", "EBIT/interest", "Soylent's interest coverage ratio"),
            _RATIO_CLAIMS,
            _QUARTER_HORIZONS,
        ),
        _turns,
    ),
    _Series(
        _Figure(
            "fundamentals.credit_metrics",
            _quarterly("net_debt_to_ebitda", (1.6, 1.7, 1.9, 2.1, 2.0, 2.3, 2.4, 2.6)),
            (1.6, 1.7, 1.9, 2.1, 2.0, 2.3, 2.4, 2.6),
            ("Net debt/EBITDA", "Leverage (net debt to EBITDA)", "Soylent's net leverage"),
            _LOWER_IS_BETTER_CLAIMS,
            _QUARTER_HORIZONS,
            higher_is_better=False,
        ),
        _turns,
    ),
    _Series(
        _Figure(
            "custom.inventory_efficiency",
            _quarterly("inventory_turnover", (6.2, 6.0, 5.7, 5.9, 5.5, 5.3, 5.4, 5.1)),
            (6.2, 6.0, 5.7, 5.9, 5.5, 5.3, 5.4, 5.1),
            ("Inventory turnover", "Stock turns", "Soylent's inventory turns"),
            _RATIO_CLAIMS,
            _QUARTER_HORIZONS,
        ),
        _turns,
    ),
    _Series(
        _Figure(
            "custom.bank_efficiency",
            _quarterly("cost_income_ratio", (0.58, 0.57, 0.55, 0.56, 0.54, 0.53, 0.52, 0.53)),
            (0.58, 0.57, 0.55, 0.56, 0.54, 0.53, 0.52, 0.53),
            ("The cost/income ratio", "Cost-to-income", "Soylent Bank's cost-income ratio"),
            _LOWER_IS_BETTER_CLAIMS,
            _QUARTER_HORIZONS,
            higher_is_better=False,
        ),
        _bps,
    ),
    _Series(
        _Figure(
            "prices.window_stats",
            {
                "stats": [
                    {
                        "entity_id": _ENTITY,
                        "total_return": -0.27,
                        "first_day": "2022-01-03",
                        "last_day": "2022-12-30",
                    }
                ]
            },
            (1.0, 0.73),
            ("Soylent shares", "The share price", "SOYL stock"),
            (
                ("{s} sold off", "down"),
                ("{s} declined by {m}", "down"),
                ("{s} rallied", "up"),
                ("{s} ended the year lower", "down"),
                ("{s} closed higher", "up"),
                ("{s} gained {m}", "up"),
            ),
            (
                ("in calendar 2022", (0, 1)),
                ("during the twelve months to December 2022", (0, 1)),
                ("over 2022", (0, 1)),
                ("over the last three years", None),
                ("since end-2019", None),
            ),
        ),
        _relative,
    ),
)

_BASKET: Final = {
    "ent_coca_cola": 0.3,
    "ent_exxonmobil": 0.3,
    "ent_pfizer": 0.2,
    "ent_home_depot": 0.2,
}


def _basket(market: MarketData) -> _Series:
    """An evaluated fixed-weight basket on the shipped prices; its claims follow its sign."""
    from quantward_platform.registry import LIBRARY

    start, end = "2020-01-02", "2021-12-31"
    result = (
        LIBRARY["portfolio.evaluate"]
        .call({"weights": dict(_BASKET), "start": start, "end": end, "as_of": end}, market)
        .model_dump(mode="json")
    )
    gained = float(result["metrics"]["expected_return"])
    figure = _Figure(
        "portfolio.evaluate",
        result,
        (0.0, gained),
        ("The evaluated mix", "The four-stock basket", "The fixed-weight blend"),
        (
            ("{s} came out ahead", "up"),
            ("{s} posted a gain", "up"),
            ("{s} paid off", "up"),
            ("{s} posted a loss", "down"),
            ("{s} was a money-loser", "down"),
            ("{s} ended below its starting value", "down"),
        ),
        (
            ("over 2020–21", (0, 1)),
            ("across the two years to end-2021", (0, 1)),
            ("from January 2020", (0, 1)),
            ("since 2010", None),
            ("over a full ten-year cycle", None),
        ),
    )
    return _Series(figure, _unsized)


_CLAIM_FRAMES: Final = (
    "Per the computed series [1], {claim} {horizon}.",
    "{Claim} {horizon} (see [1]).",
    "Key point — {horizon}, {claim} [1].",
    "As the table shows: {claim} {horizon} [1].",
    "Looking at [1], {claim} {horizon}.",
)


_said = partial(_said_of, _COMPANY)


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    yield from _series_trends(
        rng,
        count,
        (*_FIGURES, _basket(market)),
        frames=_CLAIM_FRAMES,
        said=_said,
        seed=SEED,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch G: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
