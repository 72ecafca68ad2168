"""Held-out batch F: every flaw kind again, in wordings and structures batches A–E never use.

Batch F is written like E — phrase-level parts, a seeded generator, the truth kept by the
generator and never by the text — but every part is new, and so are the structures:

* numbers as people also write them: words with "per cent" ("twelve per cent", "one hundred
  and twenty per cent"), basis points in words ("three hundred basis points"), fractions ("a
  fifth of NAV", "1/8 of NAV"), "7.5 %", "7.5pct", "twice NAV"; ranges with the unit only at the
  end ("between 5 and 10 per cent"), signed ranges around zero ("between -10 % and +10 %");
* operators and clause shapes: "not to exceed", "a ceiling of … is placed on", "no lower than
  … nor higher than", "may not be less than … and may not be more than", "anything above … is
  not permitted", the number first ("7.5 % is the most that … may reach"), with numbers in the
  same clause that bound nothing ("breaches are cured within 5 business days", "§4.3");
* mandates as lettered sections, as a table in a mandate message, as a paragraph and as a list
  of records; distractor clauses that bound other things with the same operators;
* provenance that points at a number the message says about something else, at a superseded
  value, at a clause about cash that happens to carry the same number, at a tenfold misread, or
  beyond the end of the text;
* grants of latitude without the word discretion ("is for the manager to determine", "nothing
  in this agreement prevents the manager from …") and refusals naming another body;
* objectives stated indirectly ("the calmest mix", "how much we earn per point of volatility",
  "we cannot afford not to follow the DAX closely");
* leakage in prose with periods as "between March 2016 and June 2020", "03/01/2012 to
  30/12/2021", "1Q14–4Q20", "fiscal 2015 to fiscal 2021", "the decade to 2021", "post-2017",
  and negated twins ("no signal weight was fitted on returns after December 2017");
* trend claims over margins, returns on equity, balance-sheet and liquidity ratios, a bank's
  loan book, a unit cost, a share price and a drawdown-capped portfolio, with horizons such as
  "quarter on quarter", "year on year", "over the trailing twelve months", "since the 2019
  low" — and series that do not move one way, so whether a claim is true is computed from the
  figures over the horizon it names.

Each flawed bundle has a clean twin that differs only in what makes it flawed. The parts were
written before any rule was run on them; the first run is recorded in
docs/benchmarks/reviews-heldout.md.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Any, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _Bound,
    _cap,
    _cite_as,
    _Figure,
    _fill,
    _g,
    _leak_contract_of,
    _plan_of,
    _quarterly_of,
    _request_from,
    _Series,
    _series_trends,
    _span_of,
    _unsized,
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

SEED: Final = 20261206
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf0"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzf3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzf5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzff"


# --- numbers as people write them -------------------------------------------------------------

_ONES: Final = (
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
)
_TENS: Final = (
    "_",
    "_",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)
#: fractions people write as words, and as a slash
_FRACTION_WORDS: Final = {
    0.5: "half",
    0.25: "a quarter",
    0.2: "a fifth",
    0.1: "one tenth",
    0.125: "one eighth",
    0.05: "one twentieth",
    0.3: "three tenths",
    0.4: "two fifths",
}
_SLASHES: Final = {0.5: "1/2", 0.25: "1/4", 0.2: "1/5", 0.1: "1/10", 0.125: "1/8", 0.4: "2/5"}


def _words(n: float) -> str | None:
    """A number below a thousand in words, with "and a half" for halves ("one hundred and
    twenty", "seven and a half"); None when it has no common word form."""
    whole, rest = int(n), round(n - int(n), 6)
    if rest not in (0.0, 0.5) or whole >= 1000:
        return None
    parts: list[str] = []
    hundreds, below = divmod(whole, 100)
    if hundreds:
        parts.append(f"{_ONES[hundreds]} hundred")
    if below or not hundreds:
        if below < 20:
            small = _ONES[below]
        else:
            small = _TENS[below // 10] + (f"-{_ONES[below % 10]}" if below % 10 else "")
        parts.append(small if not hundreds else f"and {small}")
    text = " ".join(parts)
    if rest:
        return "a half" if whole == 0 else f"{text} and a half"
    return text


def _forms(value: float, unit: str) -> dict[str, str]:
    """Every written form a value has, by the name of the form; none of batch E's forms."""
    if unit == "multiple":
        forms = {"x": f"{_g(value)}x NAV", "capital": f"{_g(value * 100)} per cent of capital"}
        words = _words(value)
        if words:
            forms["words"] = f"{words} times NAV"
        if value == 2:
            forms["twice"] = "twice NAV"
        return forms
    if unit == "bps":
        pct = value / 100
        forms = {"bp": f"{_g(value)} basis points", "pct": f"{_g(pct)} %"}
        words, pct_words = _words(value), _words(pct)
        if words:
            forms["words"] = f"{words} basis points"
        if pct_words:
            forms["pct_words"] = f"{pct_words} per cent"
        return forms
    pct = value * 100
    forms = {"pct": f"{_g(pct)} %", "pc": f"{_g(pct)}pct", "nav": f"{_g(pct)} percent of NAV"}
    words = _words(pct)
    if words:
        forms["words"] = f"{words} per cent"
    if value in _FRACTION_WORDS:
        forms["fraction"] = f"{_FRACTION_WORDS[value]} of NAV"
    if value in _SLASHES:
        forms["slash"] = f"{_SLASHES[value]} of NAV"
    if pct <= 5:
        forms["bp"] = f"{_g(pct * 100)} basis points"
    return forms


def _render(value: float, unit: str, style: int) -> str:
    """One written form of a value, cycled by `style`."""
    forms = list(_forms(value, unit).values())
    return forms[style % len(forms)]


def _render_range(low: float, high: float, unit: str, style: int) -> tuple[str, str]:
    """Both ends of a range in one form; every other style writes the unit only once, at the
    end ("between 5 and 10 per cent", "1.5 to 2.5x NAV")."""
    lows, highs = _forms(low, unit), _forms(high, unit)
    if style % 2 == 0:
        common = [k for k in highs if k in lows and k not in ("fraction", "slash", "twice")]
        kind = common[(style // 2) % len(common)]
        return lows[kind].removesuffix(" of NAV"), highs[kind]
    if unit == "multiple":
        return _g(low), f"{_g(high)}x NAV"
    if unit == "bps":
        return _g(low), f"{_g(high)} basis points"
    lo_words, hi_words = _words(low * 100), _words(high * 100)
    if lo_words and hi_words and style % 4 == 1:
        return lo_words, f"{hi_words} per cent"
    return _g(low * 100), f"{_g(high * 100)} per cent"


# --- subjects of limits -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Subject:
    """A portfolio limit: the agent's field names, how people say it, values it takes."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    #: a mandate may also set a floor (gross, net, volatility and tracking error bands); a
    #: floor on a position, sector, country, drawdown or turnover limit nobody writes
    floored: bool = False


_SUBJECTS: Final = (
    _Subject(
        ("issuer_weight_ceiling", "maxIssuerPct", "position_size_guardrail"),
        ("exposure to any one issuer", "a single line", "the weight of each company"),
        "fraction",
        (0.04, 0.05, 0.06, 0.075, 0.1),
    ),
    _Subject(
        ("sectorBucketLimit", "industry_weight_upper"),
        ("the weight of any one sector", "each sector", "a single GICS sector"),
        "fraction",
        (0.15, 0.2, 0.25, 0.3),
    ),
    _Subject(
        ("country_weight_cap", "singleCountryMax"),
        ("any single country", "exposure to one country", "the largest country weight"),
        "fraction",
        (0.25, 0.3, 0.4),
    ),
    _Subject(
        ("gross_leverage_turns", "grossExposureMultipleMax"),
        ("gross leverage", "the sum of long and short positions", "total gross exposure"),
        "multiple",
        (1.5, 2.0, 2.5, 3.0),
        floored=True,
    ),
    _Subject(
        ("net_beta_exposure_limit", "netExposureAbsMax"),
        ("net market exposure", "the book's net position", "longs minus shorts"),
        "fraction",
        (0.05, 0.1, 0.15),
        floored=True,
    ),
    _Subject(
        ("drawdown_circuit_breaker", "maxPeakTroughLoss"),
        ("the fall from peak", "a peak-to-trough loss", "maximum drawdown"),
        "fraction",
        (0.1, 0.12, 0.15, 0.2),
    ),
    _Subject(
        ("vol_target_upper", "annualisedStdevCap"),
        ("annualised volatility", "the standard deviation of returns", "portfolio vol"),
        "fraction",
        (0.08, 0.1, 0.12, 0.15),
        floored=True,
    ),
    _Subject(
        ("te_budget_bps", "relative_risk_ceiling"),
        ("tracking error", "ex-ante tracking error against the index", "active risk"),
        "bps",
        (200.0, 300.0, 400.0, 500.0),
        floored=True,
    ),
    _Subject(
        ("turnover_per_annum_limit", "tradingTurnoverCap"),
        ("annual turnover", "one-way turnover", "trading turnover"),
        "fraction",
        (0.8, 1.0, 1.5, 2.0),
    ),
)
#: subjects a clause about cash or borrowing could be confused with (same unit, small values)
_FRACTION_SUBJECTS: Final = tuple(s for s in _SUBJECTS if s.unit == "fraction")
#: those whose values a clause about cash or borrowing may also carry (not turnover)
_SMALL_SUBJECTS: Final = tuple(s for s in _FRACTION_SUBJECTS if max(s.values) < 0.5)
#: clauses about other things, with their own numbers and the same operators
_OTHER_CLAUSES: Final = (
    "Borrowing is limited to 10% of NAV, for temporary purposes only.",
    "No more than 3 OTC counterparties may be used.",
    "Holdings rated below BBB- may not exceed 5% of assets.",
    "At least 25 issuers must be held.",
    "Illiquid assets: at most 15%.",
    "Non-base-currency exposure may reach 30% if hedged.",
    "The fund reports within 15 business days of each quarter end.",
    "Cash above 8% must be reported to the board.",
)


# --- limit requests ---------------------------------------------------------------------------

#: tasks carry numbers that bound nothing (names, a sleeve's size, a date, costs)
_TASKS: Final = (
    "build a 30-name long/short book for the EUR 250m sleeve",
    "rebalance the hedged book by 17 March",
    "construct the neutral portfolio on 3 years of daily data",
    "re-weight the pairs book, assuming costs of 5bp a side",
    "set up the 2024 version of the relative-value sleeve",
)
#: a request leaves the limit to someone without a number
_DEFERRALS: Final = (
    "{noun} follows the limit in the client's investment policy statement, which I'll forward",
    "the client will tell us the figure for {noun} next week",
    "{noun} should match last quarter's rebalance",
    "apply our standard guardrail on {noun}",
    "for {noun}, use whatever the consultant recommended in their report",
    "a limit on {noun} has been agreed with the client (not in this note)",
    "{noun} is governed by the side agreement",
)
_REQUEST_FRAMES: Final = (
    "{Task}. One more thing: {deferral}.",
    "Re the rebalance: {deferral}. Otherwise, {task}.",
    "Task: {task}\nNotes: (1) {deferral}; (2) report in EUR.",
    "Please {task}, bearing in mind that {deferral}.",
    "{Task} — {deferral}; the other parameters are yours to choose.",
)
#: a message stating a limit; every one but the first two carries a number that bounds nothing
_STATINGS: Final = (
    "The client confirmed that {noun} is not to exceed {value}.",
    "{Value} — that is the most we allow for {noun}.",
    "At most {value} for {noun}; we review it again in 6 months.",
    "A cap of {value} applies to {noun}, per the 2023 IPS.",
    "{Noun} has been limited by the IC to {value} (minutes of 12 May).",
    "We can live with {noun} up to {value} but never beyond it, across all 40 names.",
)
_RATIONALES: Final = (
    "a sensible default for a book of this size",
    "what similar sleeves usually run",
    "keeps the solution diversified",
    "my estimate until the client confirms",
    "standard for market-neutral books",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


def _stating(
    rng: random.Random, subject: _Subject, value: float, frames: tuple[str, ...] = _STATINGS
) -> tuple[str, str]:
    """A message stating the value, and the value as written in it (exactly once)."""
    written = _render(value, subject.unit, rng.randrange(12))
    text = _fill(rng.choice(frames), noun=rng.choice(subject.nouns), value=written)
    assert text.lower().count(written.lower()) == 1, text
    return text, written


def _contract(*constraints: Constraint, **update: Any) -> ResearchContractBody:
    body = ResearchContractBody(
        interpretation="A dollar-neutral long/short portfolio over the names given",
        objective="best risk-adjusted return with the net position held close to flat",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(Method(function_id="portfolio.market_neutral", purpose="find the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="book",
                description="the weights found and the book's risk",
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
        ),
    )
    return body.model_copy(update=update) if update else body


_plan = partial(_plan_of, CONTRACT_ID, _contract)


_cite = partial(_cite_as, "the user's figure")


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        value = rng.choice(subject.values)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = _request(rng, subject)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and i % 3 == 0:  # a mandate that bounds only other things
            mandate = {
                "restrictions": {"a": _OTHER_CLAUSES[i % 8], "b": _OTHER_CLAUSES[(i + 3) % 8]}
            }
        assumed = _assume(name, subject, value, rng.choice(_RATIONALES))
        flawed = _plan(policy, (ask,), assumed, mandate)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}", "invented_limit", True, flawed, policy == "chat"
        )
        said, written = _stating(rng, subject, value)
        if i % 2 == 0:  # stated in a later message of the same user
            answer = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages: tuple[UserMessage, ...] = (ask, answer)
            cited = _cite(name, subject, value, ANSWER_ID, said, written)
        else:  # stated first, before the request's text
            both = f"{said}\n\n{request}"
            messages = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, subject, value, REQUEST_ID, both, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance -------------------------------------------------------------------------

#: statings with a number that bounds nothing, which a wrong span may point at
_STATINGS_WITH_NOISE: Final = (
    ("At most {value} for {noun}; we review it again in 6 months.", "6"),
    ("A cap of {value} applies to {noun}, per the 2023 IPS.", "2023"),
    ("{Noun} has been limited by the IC to {value} (minutes of 12 May).", "12"),
    ("We can live with {noun} up to {value} but never beyond it, across all 40 names.", "40"),
)
_SUPERSEDED: Final = (
    "We used to cap {noun} at {old}; the IC has now set the cap at {value}.",
    "Not {old} any more — the cap on {noun} is {value} from this quarter.",
    "The limit on {noun} was {old} last year and is {value} now.",
)
_OTHER_SUBJECT_CLAUSES: Final = (
    "Cash may not exceed {value}.",
    "Borrowing is limited to {value} of NAV.",
    "Holdings rated below BBB- may not exceed {value} of assets.",
)


def _noise_span(text: str, noise: str, written: str) -> TextSpan:
    """Where `noise` stands as a number of its own, outside the written value."""
    value = _span_of(text, written)
    for found in re.finditer(rf"(?<![\d.]){re.escape(noise)}(?![\d.])", text):
        if found.end() <= value.start or found.start() >= value.end:
            return TextSpan(start=found.start(), end=found.end())
    raise AssertionError(f"no {noise!r} outside the value in {text!r}")


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "strategy" if structure in (3, 4) or (i // 6) % 2 == 1 else "chat"
        subject = _SUBJECTS[(i + 4) % len(_SUBJECTS)]
        if structure == 1:
            subject = _FRACTION_SUBJECTS[i % len(_FRACTION_SUBJECTS)]
        elif structure == 3:
            subject = _SMALL_SUBJECTS[i % len(_SMALL_SUBJECTS)]
        name = rng.choice(subject.fields)
        value = rng.choice(subject.values)
        request = _request(rng, subject)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        question = False
        if structure == 0:  # the span is on a number of the message that bounds nothing
            frame, noise = rng.choice(_STATINGS_WITH_NOISE)
            said, written = _stating(rng, subject, value, (frame,))
            true = _cite(name, subject, value, ANSWER_ID, said, written)
            wrong = true.model_copy(update={"span": _noise_span(said, noise, written)})
            messages: tuple[UserMessage, ...] = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer"),
            )
        elif structure == 1:  # the value is stated, but for another subject
            other = _FRACTION_SUBJECTS[(i + 1) % len(_FRACTION_SUBJECTS)]
            value = rng.choice(other.values)
            request = _request(rng, other)
            said, written = _stating(rng, other, value)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=request),
                UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer"),
            )
            wrong = _cite(name, subject, value, ANSWER_ID, said, written)
            true = _cite(rng.choice(other.fields), other, value, ANSWER_ID, said, written)
            question = policy == "chat"
        elif structure == 2:  # the span is on a value the same message says is superseded
            old = next(v for v in (*subject.values, subject.values[0] * 2) if v != value)
            style = rng.randrange(12)
            old_written = _render(old, subject.unit, style)
            written = _render(value, subject.unit, style)
            said = _fill(
                rng.choice(_SUPERSEDED),
                noun=rng.choice(subject.nouns),
                old=old_written,
                value=written,
            )
            true = _cite(name, subject, value, ANSWER_ID, said, written)
            wrong = _cite(name, subject, old, ANSWER_ID, said, old_written)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer"),
            )
            # a superseded value is not stated as the limit: chat asks (the convention of G-J)
            question = policy == "chat"
        elif structure == 3:  # a mandate clause about cash that carries the same number
            style = rng.randrange(12)
            written = _render(value, subject.unit, style)
            decoy = rng.choice(_OTHER_SUBJECT_CLAUSES).format(value=written)
            for doubled in (" of NAV of NAV", " of NAV of assets"):
                decoy = decoy.replace(doubled, doubled.removeprefix(" of NAV"))
            clause = _fill(
                "{Noun} is not to exceed {value}.", noun=rng.choice(subject.nouns), value=written
            )
            mandate = {"limits": [decoy, clause, _OTHER_CLAUSES[i % 8]]}
            messages = (UserMessage(message_id=REQUEST_ID, text="Rebalance within the mandate."),)
            true = Constraint(
                name=name,
                value=value,
                unit=subject.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref="limits[1]",
                span=_span_of(clause, written),
                rationale="the mandate's limit",
            )
            wrong = true.model_copy(
                update={"provenance_ref": "limits[0]", "span": _span_of(decoy, written)}
            )
        elif structure == 4:  # the stated value misread tenfold
            said, written = _stating(rng, subject, value)
            true = _cite(name, subject, value, ANSWER_ID, said, written)
            wrong = true.model_copy(update={"value": round(value * 10, 6)})
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer"),
            )
        else:  # a span past the end of the message that states it
            said, written = _stating(rng, subject, value)
            true = _cite(name, subject, value, ANSWER_ID, said, written)
            beyond = TextSpan(start=len(said) + 3, end=len(said) + 3 + len(written))
            wrong = true.model_copy(update={"span": beyond})
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer"),
            )
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


# --- mandate prose ----------------------------------------------------------------------------


_CEILINGS: Final = (
    "{Noun} is not to exceed {hi} (see §4.3).",
    "{Noun} shall be capped at {hi}; breaches must be cured within 5 business days.",
    "A ceiling of {hi} is placed on {noun}.",
    "{Noun} is limited to {hi} by the investment committee, which meets 4 times a year.",
    "Under no circumstances may {noun} exceed {hi}.",
    "{Hi} is the most that {noun} may reach.",
    "Anything above {hi} for {noun} is not permitted.",
    "{Noun} should be kept at no more than {hi} over any rolling 60-day period.",
)
_RANGES: Final = (
    "{Noun} must lie between {lo} and {hi} inclusive.",
    "{Noun} shall be no lower than {lo} nor higher than {hi}.",
    "The permitted range for {noun} runs from {lo} up to {hi}.",
    "{Noun} of {lo} through {hi} is required at all times (30 days' grace after inflows).",
    "{Noun} may not be less than {lo} and may not be more than {hi}.",
    "{Noun}: in the {lo} to {hi} range.",
    "The corridor for {noun} is {lo}–{hi}.",
)
_BANDS: Final = (
    "{Noun} must lie between -{hi} and +{hi}.",
    "{Noun} may be no more than {hi} either way.",
    "{Noun}, long or short, is held to {hi} at most.",
)


def _dashed(template: str, style: int) -> int:
    """A range joined by a dash is written in figures with one unit ("10–20 per cent")."""
    return 3 if "{lo}–{hi}" in template else style


def _clause(rng: random.Random, subject: _Subject, high: float, i: int) -> _Bound:
    """A clause bounding `subject` with `high` as its upper end, in one of several shapes."""
    noun = rng.choice(subject.nouns)
    style = rng.randrange(12)
    if subject.fields[0] == "net_beta_exposure_limit" and i % 2 == 0:
        hi = _render(high, subject.unit, style % 2)  # a sign needs a figure: "-10 %", "-10pct"
        return _Bound(_fill(rng.choice(_BANDS), noun=noun, hi=hi), None, high)
    if subject.floored and i % 3 != 0:
        low = round(high / 2, 6)
        template = rng.choice(_RANGES)
        lo, hi = _render_range(low, high, subject.unit, _dashed(template, style))
        return _Bound(_fill(template, noun=noun, lo=lo, hi=hi), low, high)
    hi = _render(high, subject.unit, style)
    return _Bound(_fill(rng.choice(_CEILINGS), noun=noun, hi=hi), None, high)


def _mandate(
    rng: random.Random, clause: str, i: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause among others: lettered sections, a table in a mandate message, a paragraph,
    a list of records; and the reference a citation names."""
    first, last = rng.sample(_OTHER_CLAUSES, 2)
    shape = (i // 2) % 4
    if shape == 0:
        return {"restrictions": {"a": first, "b": clause, "c": last}}, None, "restrictions.b"
    if shape == 1:
        table = (
            "Schedule 3 — investment restrictions\n\n| no. | restriction |\n| --- | --- |\n"
            f"| 1 | {first} |\n| 2 | {clause} |\n| 3 | {last} |"
        )
        return None, table, MANDATE_ID
    if shape == 2:
        first_word = clause.split()[0]
        acronym = len(first_word) > 1 and first_word.isupper()
        lowered = clause if acronym else clause[0].lower() + clause[1:]
        prose = f"{first} In addition, {lowered} {last}"
        return {"policy": prose, "base_currency": "USD"}, None, "policy"
    records: list[JsonValue] = [
        {"id": "R1", "text": first},
        {"id": "R2", "text": clause},
        {"id": "R3", "text": last},
    ]
    return {"rules": records}, None, "rules[1].text"


_bundle_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


_WITHIN_ASKS: Final = (
    "Do the quarterly re-weighting; the restrictions are binding.",
    "Refresh the book under the agreed restrictions.",
    "New weights please, compliant with the schedule.",
    "Rerun the optimiser with the client's restrictions.",
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 7) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        high = rng.choice(subject.values)
        bound = _clause(rng, subject, high, i)
        mandate, message, ref = _mandate(rng, bound.text, i)
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if bound.low is not None and i % 2 == 1:
            outside = round(bound.low * 0.6, 6)
        else:
            outside = round(high * rng.choice((1.25, 1.5, 2.0)), 6)
        if i % 3 != 1:  # the plan says the mandate set it
            over = Constraint(
                name=name,
                value=outside,
                unit=subject.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="the mandate's limit",
            )
            inside = over.model_copy(update={"value": high})
        else:
            over = _assume(name, subject, outside, rng.choice(_RATIONALES))
            middle = high * 0.75 if bound.low is None else (bound.low + high) / 2
            inside = over.model_copy(update={"value": round(middle, 6)})
        flawed = _bundle_with_mandate(policy, request, over, mandate, message)
        yield HeldOutCase(f"heldout{SEED}/mandate_breach/{i}", "mandate_breach", True, flawed)
        clean = _bundle_with_mandate(policy, request, inside, mandate, message)
        yield HeldOutCase(f"heldout{SEED}/mandate_breach/{i}/twin", "mandate_breach", False, clean)


# --- latitude the mandate grants ---------------------------------------------------------------

_GRANTED_CLAUSES: Final = (
    "{Noun} is for the manager to determine, up to {hi}.",
    "The manager is free to set {noun} anywhere from {lo} to {hi}.",
    "Within {lo}–{hi}, {noun} is a portfolio-management decision.",
    "Authority to set {noun}, at no more than {hi}, is delegated to the PM.",
    "Nothing in this agreement prevents the manager from running {noun} of up to {hi}.",
    "{Noun} may be chosen by the investment team, though never above {hi}.",
    "The PM has latitude on {noun} between {lo} and {hi}.",
)
_OPEN_GRANTS: Final = (
    "{Noun} is delegated to the investment manager.",
    "The manager is free to choose {noun}.",
    "Nothing in this agreement restricts the manager's choice of {noun}.",
    "{Noun} is a portfolio-management decision.",
)
_NEGATED_GRANTS: Final = (
    "{Noun} is not delegated to the manager; the trustees fix it annually.",
    "The manager is not free to choose {noun}; the IC sets it.",
    "No latitude is given on {noun}: the board decides it.",
    "{Noun} is not a portfolio-management decision but a board one.",
)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        subject = _SUBJECTS[(i + 5) % len(_SUBJECTS)]
        name = rng.choice(subject.fields)
        noun = rng.choice(subject.nouns)
        high = rng.choice(subject.values)
        low = round(high / 2, 6)
        request = rng.choice(_WITHIN_ASKS)
        rationale = rng.choice(_RATIONALES)
        if i % 4 == 2:  # strategy: latitude with no number, against latitude refused
            granted = _fill(rng.choice(_OPEN_GRANTS), noun=noun)
            refused = _fill(rng.choice(_NEGATED_GRANTS), noun=noun)
            first, last = rng.sample(_OTHER_CLAUSES, 2)
            assumed = _assume(name, subject, high, rationale)
            for flawed, clause in ((True, refused), (False, granted)):
                sections: dict[str, JsonValue] = {"a": first, "b": clause, "c": last}
                mandate: dict[str, JsonValue] = {"restrictions": sections}
                bundle = _bundle_with_mandate("strategy", request, assumed, mandate, None)
                suffix = "" if flawed else "/twin"
                yield HeldOutCase(
                    f"heldout{SEED}/range_assumption/{i}{suffix}",
                    "range_assumption",
                    flawed,
                    bundle,
                )
            continue
        template = rng.choice(_GRANTED_CLAUSES)
        has_low = "{lo}" in template
        style = rng.randrange(12)
        if has_low:
            lo, hi = _render_range(low, high, subject.unit, _dashed(template, style))
        else:
            lo, hi = "", _render(high, subject.unit, style)
        text = _fill(template, noun=noun, lo=lo, hi=hi)
        mandate_field, message, _ = _mandate(rng, text, i)
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        middle = (low + high) / 2 if has_low else high * 0.75
        inside = _assume(name, subject, round(middle, 6), rationale)
        outside = inside.model_copy(update={"value": round(high * 1.6, 6)})
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}",
            "range_assumption",
            True,
            _bundle_with_mandate(policy, request, outside, mandate_field, message),
        )
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}/twin",
            "range_assumption",
            False,
            _bundle_with_mandate(policy, request, inside, mandate_field, message),
        )


# --- objectives -------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: objectives said indirectly, by comparison, negation and double negation
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "the committee judges us on how much we earn per point of volatility, so do best on that",
        "give us the mix with a better reward-to-variability ratio than any other",
        "the quotient of excess return over volatility should be as large as we can make it",
        "we can't settle for anything less than the best risk-adjusted return on offer",
        "the best trade-off between what we earn and how bumpy it gets is what the weights "
        "should deliver",
    ),
    "variance": (
        "find the calmest mix the names allow",
        "the trustees can't live with big swings, so the steadiest combination is the one to build",
        "we don't want anything other than the lowest-variance book",
        "pick the weights that give the narrowest spread of daily returns",
        "the standard deviation of returns has to come out lower than for any other mix",
    ),
    "tracking": (
        "stay as close to the Russell 1000 as you can",
        "our returns must not stray from the Nikkei 225's",
        "we cannot afford not to follow the DAX closely",
        "replicate the S&P 500 as faithfully as the names permit",
        "the gap between our return and the CAC 40's should vary as little as possible",
    ),
    "return": (
        "make as much money as the names allow",
        "the highest total return the portfolio can deliver is what we're after",
        "there's no reason not to chase the biggest expected gain",
        "pure return-seeking, no risk penalty at all",
        "we want the portfolio that earns more than every other mix",
    ),
}
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "risk-adjusted numbers are not how we're judged",
        "never mind the Sharpe ratio",
        "the reward-to-risk ratio doesn't matter to this client",
    ),
    "variance": (
        "nothing matters less to us than volatility",
        "bumps in the NAV are fine",
        "we're indifferent to how much the value swings",
    ),
    "tracking": (
        "never mind the index",
        "relative performance is not something we report",
        "there is no benchmark to hug",
    ),
    "return": (
        "raw return is not the goal",
        "chasing performance isn't the point",
        "we don't need the highest return",
    ),
}
_OBJECTIVE_FRAMES: Final = (
    "{Ask}.",
    "{Aside}. {Ask}.",
    "{Ask}; {aside}.",
    "Hello team,\n\n{Ask}. {Aside}.\n\nThanks,\nMaria",
    "Two points for the rebalance:\n1. {Aside}.\n2. {Ask}.",
    "For the 40-name sleeve, with no more than 5% in any one name: {ask}.",
)


def _solving(kind: str) -> ResearchContractBody:
    solver = {
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
    }.get(kind)
    method = (
        Method(function_id=solver, purpose="find the weights")
        if solver
        else Method(custom_code_reason="the library has no optimiser for this", purpose="weights")
    )
    return ResearchContractBody(
        interpretation="Weights for the names provided",
        objective=kind.replace("_", " "),
        objective_kind=kind,  # type: ignore[arg-type]
        methods=(method,),
        evidence=(
            EvidencePromise(
                evidence_id="book",
                description="the weights",
                kind="table",
                section_title="Book",
            ),
        ),
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = rng.choice(_ASKS[wanted])
        aside = rng.choice(_ASIDES[rng.choice([k for k in _ASIDES if k != wanted])])
        request = _fill(rng.choice(_OBJECTIVE_FRAMES), ask=ask, aside=aside)
        other = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
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

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2021, 12, 31),
    ),
)
#: (a period reaching into a test window, the same shape ending before the first test)
_PERIODS: Final = (
    ("between March 2016 and June 2020", "between March 2010 and June 2016"),
    ("over fiscal 2015 to fiscal 2021", "over fiscal 2010 to fiscal 2015"),
    ("from 1 January 2013 to 31 December 2021", "from 1 January 2008 to 31 December 2016"),
    (
        "on data running from 03/01/2012 to 30/12/2021",
        "on data running from 03/01/2008 to 30/12/2016",
    ),
    ("across calendar years 2017 through 2019", "across calendar years 2013 through 2016"),
    (
        "on the period from Dec 31, 2015 to Dec 31, 2020",
        "on the period from Dec 31, 2009 to Dec 31, 2015",
    ),
    ("using 1Q14–4Q20 results", "using 1Q09–4Q15 results"),
    ("over the decade to 2021", "over the decade to 2016"),
    ("with everything up to and including 2019", "with everything up to and including 2016"),
    ("on post-2017 data", "on pre-2017 data"),
    ("across the 2010s", "across the 2000s"),
    ("on the whole backtest, test years included", "only on data available at each rebalance date"),
)
#: what is selected or fitted, active and passive
_ACTIONS: Final = (
    "the momentum lookback was picked",
    "we chose which 50 names enter the universe",
    "the model's hyperparameters were tuned",
    "the factor weights were set by regression",
    "the entry threshold was backtested and fixed",
    "the covariance shrinkage was calibrated",
    "the best of 12 signal variants was selected",
    "the volatility target was set",
)
_LEAK_FRAMES: Final = (
    "{Action} {period}; the walk-forward test then runs as specified.",
    "Before the walk-forward, {action} {period}.",
    "Method note — {action} {period}.",
    "{Period}, {action}.",
)
#: whole sentences whose twin is their negation, or names the test windows as untouched
_NEGATED_PAIRS: Final = (
    (
        "Signal weights were fitted including the returns after December 2017.",
        "No signal weight was fitted on returns after December 2017.",
    ),
    (
        "The universe was screened with information from 2018 onwards.",
        "The universe was never screened with information from 2018 onwards.",
    ),
    (
        "The test windows (2018–2019, 2020–2021) were also used to pick the lookback.",
        "The test windows (2018–2019, 2020–2021) were not used to pick the lookback; it was "
        "chosen on 2012–2016.",
    ),
)


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = ("purpose", "reasoning", "interpretation")[i % 3]
        policy: Mode = "chat" if (i // 3) % 2 == 0 else "strategy"
        if i % 7 == 6:
            leaky_sentence, clean_sentence = _NEGATED_PAIRS[(i // 7) % len(_NEGATED_PAIRS)]
        else:
            leaky, clean = _PERIODS[i % len(_PERIODS)]
            action = rng.choice(_ACTIONS)
            frame = rng.choice(_LEAK_FRAMES)
            leaky_sentence = _fill(frame, action=action, period=leaky)
            clean_sentence = _fill(frame, action=action, period=clean)
        for flawed, sentence in ((True, leaky_sentence), (False, clean_sentence)):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(
                    UserMessage(
                        message_id=REQUEST_ID,
                        text="Backtest the neutral book walk-forward, two test windows.",
                    ),
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
_COMPANY: Final = "Vandelay"
_ENTITY: Final = "ent_vandelay_corp"
#: horizons over six quarter-ends: the phrase and the indices it compares (None: not covered)
_QUARTER_HORIZONS: Final[tuple[tuple[str, tuple[int, int] | None], ...]] = (
    ("since September 2021", (0, 5)),
    ("over the last fifteen months", (0, 5)),
    ("from end-September 2021 to end-December 2022", (0, 5)),
    ("quarter on quarter", (4, 5)),
    ("sequentially in the latest quarter", (4, 5)),
    ("year on year", (1, 5)),
    ("over the trailing twelve months", (1, 5)),
    ("across calendar 2022", (1, 5)),
    ("in the second half of 2022", (3, 5)),
    ("over a five-year horizon", None),
    ("since 2017", None),
    ("over the trailing three years", None),
    ("over the last twelve quarters", None),
)


_quarterly = partial(_quarterly_of, _QUARTERS, _ENTITY)


_MARGIN_CLAIMS: Final = (
    ("{s} edged up", "up"),
    ("{s} inched higher", "up"),
    ("{s} fattened", "up"),
    ("there was an uptick in {s}", "up"),
    ("{s} never fell", "never_down"),
    ("{s} thinned", "down"),
    ("{s} softened", "down"),
    ("{s} slipped back", "down"),
    ("{s} suffered a step-down", "down"),
    ("{s} failed to rise", "down"),
)
_RETURN_CLAIMS: Final = (
    ("{s} edged up", "up"),
    ("{s} inched higher", "up"),
    ("there was an uptick in {s}", "up"),
    ("{s} never fell", "never_down"),
    ("{s} softened", "down"),
    ("{s} slipped back", "down"),
    ("{s} suffered a step-down", "down"),
    ("{s} failed to rise", "down"),
)
_RATIO_CLAIMS: Final = (
    ("{s} climbed", "up"),
    ("{s} mounted", "up"),
    ("{s} did not fall", "up"),
    ("{s} was whittled down", "down"),
    ("{s} retreated", "down"),
    ("{s} dwindled", "down"),
    ("{s} worsened", "worse"),
    ("{s} moved in the right direction", "better"),
    ("{s} did not improve", "worse"),
)
_COST_CLAIMS: Final = (
    ("{s} swelled", "up"),
    ("{s} ballooned", "up"),
    ("{s} has not stopped rising", "up"),
    ("{s} was brought down", "down"),
    ("{s} eased", "down"),
    ("there was a pick-up in {s}", "up"),
    ("there was a slide in {s}", "down"),
)

_FIGURES: Final = (
    _Figure(
        "fundamentals.quarters",
        _quarterly("operating_margin", (0.118, 0.121, 0.127, 0.131, 0.142, 0.136)),
        (0.118, 0.121, 0.127, 0.131, 0.142, 0.136),
        ("Vandelay's operating margin", "Operating margins", "EBIT margin"),
        _MARGIN_CLAIMS,
        _QUARTER_HORIZONS,
    ),
    _Figure(
        "fundamentals.quarters",
        _quarterly("return_on_equity", (0.19, 0.18, 0.172, 0.165, 0.151, 0.154)),
        (0.19, 0.18, 0.172, 0.165, 0.151, 0.154),
        ("Return on equity", "ROE", "Vandelay's return on equity"),
        _RETURN_CLAIMS,
        _QUARTER_HORIZONS,
    ),
    _Figure(
        "fundamentals.credit_metrics",
        _quarterly("debt_to_equity", (0.62, 0.68, 0.75, 0.81, 0.88, 0.95)),
        (0.62, 0.68, 0.75, 0.81, 0.88, 0.95),
        ("Debt to equity", "The debt/equity ratio", "Gearing"),
        _RATIO_CLAIMS,
        _QUARTER_HORIZONS,
        higher_is_better=False,
    ),
    _Figure(
        "fundamentals.quarters",
        _quarterly("current_ratio", (1.9, 1.8, 1.72, 1.6, 1.55, 1.41)),
        (1.9, 1.8, 1.72, 1.6, 1.55, 1.41),
        ("The current ratio", "Vandelay's current ratio", "Liquidity (the current ratio)"),
        _RATIO_CLAIMS,
        _QUARTER_HORIZONS,
    ),
    _Figure(
        "custom.loan_book",
        _quarterly("npl_ratio", (0.041, 0.038, 0.035, 0.031, 0.029, 0.026)),
        (0.041, 0.038, 0.035, 0.031, 0.029, 0.026),
        (
            "The NPL ratio",
            "Non-performing loans as a share of the book",
            "Vandelay Bank's NPL ratio",
        ),
        _RATIO_CLAIMS,
        _QUARTER_HORIZONS,
        higher_is_better=False,
    ),
    _Figure(
        "custom.unit_economics",
        _quarterly("customer_acquisition_cost", (41.0, 44.0, 47.0, 52.0, 55.0, 61.0)),
        (41.0, 44.0, 47.0, 52.0, 55.0, 61.0),
        ("Customer acquisition cost", "CAC", "The cost to acquire a customer"),
        _COST_CLAIMS,
        _QUARTER_HORIZONS,
        higher_is_better=False,
    ),
    _Figure(
        "prices.window_stats",
        {
            "stats": [
                {
                    "entity_id": _ENTITY,
                    "total_return": 0.42,
                    "first_day": "2019-03-15",
                    "last_day": "2022-12-30",
                }
            ]
        },
        (1.0, 1.42),
        ("Vandelay's share price", "VDLY shares", "The stock"),
        (
            ("{s} climbed", "up"),
            ("{s} advanced", "up"),
            ("{s} recovered strongly", "up"),
            ("{s} slid", "down"),
            ("{s} retreated", "down"),
            ("{s} trended down", "down"),
            ("{s} failed to rise", "down"),
        ),
        (
            ("since the 2019 low", (0, 1)),
            ("since March 2019", (0, 1)),
            ("over the 45 months to December 2022", (0, 1)),
            ("since the 2016 low", None),
            ("over the past eight years", None),
        ),
    ),
)

_BOOK_NAMES: Final = ("ent_apple_inc", "ent_walmart", "ent_microsoft", "ent_jpmorgan_chase")


def _book(market: MarketData) -> _Figure:
    """A drawdown-capped portfolio solved on the shipped prices; its claims follow its sign."""
    from quantward_platform.registry import LIBRARY

    start, end = "2019-01-02", "2020-12-31"
    solved = LIBRARY["portfolio.drawdown_aware"].call(
        {
            "entity_ids": list(_BOOK_NAMES),
            "start": start,
            "end": end,
            "as_of": end,
            "constraints": {"max_drawdown": 0.3},
        },
        market,
    )
    result = solved.model_dump(mode="json")
    gained = float(result["metrics"]["expected_return"])
    return _Figure(
        "portfolio.drawdown_aware",
        result,
        (0.0, gained),
        ("The drawdown-capped portfolio", "The long-only book", "The allocation"),
        (
            ("{s} made money", "up"),
            ("{s} finished in profit", "up"),
            ("{s} grew in value", "up"),
            ("{s} lost money", "down"),
            ("{s} finished underwater", "down"),
            ("{s} shrank in value", "down"),
        ),
        (
            ("over 2019–2020", (0, 1)),
            ("since January 2019", (0, 1)),
            ("over the two calendar years", (0, 1)),
            ("over the past decade", None),
            ("since 2012", None),
        ),
    )


_CLAIM_FRAMES: Final = (
    "According to the filing [1], {claim} {horizon}.",
    "{Claim} — {horizon} — as the figures show [1].",
    "What stands out: {claim} {horizon} [1].",
    "The table [1] shows that {claim} {horizon}.",
    "{Horizon}, the figures show that {claim} [1].",
)


def _said(template: str, subject: str, first: bool, magnitude: str) -> str:
    """A claim with its subject, lower-cased unless a name or an acronym, or first (F's claims
    state no magnitude)."""
    keep = subject.startswith(_COMPANY) or subject.split()[0].isupper()
    if not keep:
        subject = subject[0].lower() + subject[1:]
    text = template.format(s=subject)
    return _cap(text) if first else text


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    yield from _series_trends(
        rng,
        count,
        tuple(_Series(figure, _unsized) for figure in (*_FIGURES, _book(market))),
        frames=_CLAIM_FRAMES,
        said=_said,
        seed=SEED,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 28, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch F: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
