"""Held-out batch H: every flaw kind again, in the language of mandates, committees and desks.

Batch H is written like E, F and G — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and shares their machinery (fill-in, spans, the
plan and constraint helpers, the figure and claim-truth model, the trend-claim loop) from
`reviews_heldout_shared`, passing its own ids and phrase tables. It was written blind: before
any rule was read for it. Its parts are new:

* numbers as IMA and prospectus lawyers write them ("ten (10) per cent", "5 per cent. of NAV",
  "7½%", "1½x", "one and a half times NAV", "10.00%", "150 bp", "1.50% p.a."), limits relative
  to a benchmark ("3 pts over the benchmark weight") and per time unit ("8% per calendar month");
* clauses "shall not at any time exceed", "in no event shall … be greater than", "restricted to a
  maximum of", a hard limit beside an early-warning level, a limit whose temporary waiver has
  lapsed, "save with the prior consent of the Client"; ranges "within the range … to …
  inclusive", "in the interval [lo, hi]", "the permitted corridor", "lo minimum / hi maximum",
  "0.5x-1.5x";
* mandates as an IMA schedule of restrictions, risk-committee minutes (a mandate message), a
  statement of additional information's fundamental policies, an RFP answer, and a term sheet
  with dotted leaders where several subjects share one field;
* provenance citing a hypothetical value, a value the user rejected, another fund's value, the
  early-warning level of a hard limit, "12½%" recorded without its half, and a monthly limit
  recorded as an annual one;
* latitude granted as "full authority to determine …, provided that …", "empowered to vary",
  "an investment decision for the Manager", "to calibrate …, with … as the outer limit", and
  refused as "reserved to the Board and is not delegated", "require the prior written consent
  of the Client", or a hypothetical delegation ("Had the Client delegated …; it has not");
* objectives in committee, RFP and academic language ("the left-most point of the efficient
  frontier", "E[R − Rf]/σ, to be maximised", "shadow the Nikkei 225"), with asides and with an
  objective the request says is superseded;
* leakage in methodology prose (cross-validation, early stopping, universe look-ahead and
  survivorship, "held fixed across folds", "refit annually on an expanding window"), periods
  written "2010-01 → 2018-12", "1/2010–12/2019", "31.12.2016", "2015 & 2016", "across all three
  test windows", hypothetical and negated twins, in the evidence promised, and in the
  structured fields (`fitting_end`, `selection: full_sample`);
* trend claims over ten quarters (3Q20–4Q22) on fields no batch used — operating cash flow,
  SG&A to sales, FFO/debt, a CET1 ratio, an insurer's combined ratio, a REIT's occupancy, net
  revenue retention — and on `earnings.history` (EPS newest first, as the platform returns it),
  with magnitudes in "per cent", "bp", "ppt", "points", "pts" and "$", and horizons "in Q4 2022
  alone", "during the back half of 2022", "year over year in the December quarter", "since the
  close of 2020" against uncovered ones ("on a ten-year lookback", "since the 2016 trough").

Every bundle carries no validator checks as generated. The first run is recorded in
docs/benchmarks/reviews-heldout.md.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    FOLDS_TESTED_FROM_2015,
    Maker,
    _assume,
    _Bound,
    _cite_as,
    _Figure,
    _fill,
    _g,
    _leak_contract_of,
    _lower_first,
    _objective_contract,
    _plan_of,
    _quarterly_of,
    _request_from,
    _said_of,
    _Series,
    _series_trends,
    _span_of,
    _with_mandate_of,
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
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261208
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh0"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzh3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzh5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzhh"


# --- numbers as lawyers, committees and desks write them ----------------------------------------

_ONES: Final = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_TENS: Final = (
    "",
    "",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    "sixty",
    "seventy",
    "eighty",
    "ninety",
)


def _words(n: int) -> str:
    """A whole number below a thousand in British words ("one hundred and fifty")."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    return f"{_ONES[hundreds]} hundred" + (f" and {_words(rest)}" if rest else "")


def _whole_or_half(x: float) -> tuple[int, bool] | None:
    """(whole part, has a half) when `x` is a whole number or a whole and a half."""
    whole = int(x)
    if abs(x - whole) < 1e-9:
        return whole, False
    if abs(x - whole - 0.5) < 1e-9:
        return whole, True
    return None


def _legal(x: float, unit: str) -> str | None:
    """ "ten (10) per cent", "twelve and one-half (12.5) per cent"; None for other decimals."""
    parts = _whole_or_half(x)
    if parts is None:
        return None
    whole, half = parts
    said = _words(whole) + (" and one-half" if half else "")
    return f"{said} ({_g(x)}) {unit}"


def _half(x: float, sign: str) -> str | None:
    """ "7½%", "1½x"; None unless `x` has a half."""
    parts = _whole_or_half(x)
    if parts is None or not parts[1]:
        return None
    return f"{parts[0] or ''}½{sign}"


def _times(x: float) -> str | None:
    """ "two times NAV", "one and a half times NAV"."""
    parts = _whole_or_half(x)
    if parts is None:
        return None
    whole, half = parts
    return _words(whole) + (" and a half" if half else "") + " times NAV"


def _keep(forms: dict[str, str | None]) -> dict[str, str]:
    return {k: v for k, v in forms.items() if v is not None}


def _fund_forms(value: float) -> dict[str, str]:
    """A share of the fund: a weight, an exposure, turnover."""
    pct = value * 100
    return _keep(
        {
            "two": f"{pct:.2f}%",
            "ucits": f"{_g(pct)} per cent. of NAV",
            "legal": _legal(pct, "per cent"),
            "nav": f"{_g(pct)}% of Net Asset Value",
            "half": _half(pct, "%"),
        }
    )


def _qualified_forms(qualifier: str) -> Callable[[float], dict[str, str]]:
    """A percentage with its own qualifier: "of NAV" for a loss, "per annum" for a volatility,
    "per calendar month" for a monthly limit."""

    def forms(value: float) -> dict[str, str]:
        pct = value * 100
        legal = _legal(pct, "per cent")
        half = _half(pct, "%")
        return _keep(
            {
                "two": f"{pct:.2f}% {qualifier}",
                "ucits": f"{_g(pct)} per cent. {qualifier}",
                "legal": f"{legal} {qualifier}" if legal else None,
                "half": f"{half} {qualifier}" if half else None,
            }
        )

    return forms


def _relative_forms(value: float) -> dict[str, str]:
    """A weight relative to the benchmark's: "3 pts over the benchmark weight"."""
    pct = value * 100
    legal = _legal(pct, "percentage points")
    return _keep(
        {
            "pts": f"{_g(pct)} pts over the benchmark weight",
            "pp": f"{_g(pct)} percentage points above the index weight",
            "plus": f"the benchmark weight plus {_g(pct)} pts",
            "legal": f"{legal} above the benchmark weight" if legal else None,
        }
    )


def _bp_forms(value: float) -> dict[str, str]:
    pct = value / 100
    return _keep(
        {
            "bp": f"{value:.0f} bp",
            "pa": f"{pct:.2f}% p.a.",
            "legal": _legal(value, "basis points"),
            "half": _half(pct, "%"),
        }
    )


def _multiple_forms(value: float) -> dict[str, str]:
    return _keep(
        {
            "ucits": f"{_g(value * 100)} per cent. of NAV",
            "times": _times(value),
            "x": f"{value:.2f}x NAV",
            "half": _half(value, "x"),
        }
    )


def _dashed(low: float, high: float, unit: str) -> tuple[str, str]:
    """A range written with a hyphen and the unit on both ends: "0.75x-1.5x", "5%-10%"."""
    if unit == "multiple":
        return f"{_g(low)}x", f"{_g(high)}x"
    if unit == "bps":
        return f"{low:.0f}bp", f"{high:.0f}bp"
    return f"{_g(low * 100)}%", f"{_g(high * 100)}%"


# --- subjects ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how people say it, a label, the values it takes and
    the written forms of a value."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floored: bool = False

    def render(self, value: float, style: int) -> str:
        forms = list(self.forms(value).values())
        return forms[style % len(forms)]

    def render_range(self, low: float, high: float, style: int, dashed: bool) -> tuple[str, str]:
        """Both ends in one form."""
        if dashed and self.forms is _relative_forms:
            return _g(low * 100), f"{_g(high * 100)} pts over the benchmark weight"
        if dashed:
            return _dashed(low, high, self.unit)
        lows, highs = self.forms(low), self.forms(high)
        common = [k for k in highs if k in lows and k != "half"]
        kind = common[style % len(common)]
        return lows[kind], highs[kind]


_SUBJECTS: Final = (
    _Subject(
        ("issuerConcentrationLimitPct", "max_weight_any_one_issuer"),
        (
            "investment in the securities of any single issuer",
            "any individual holding",
            "a single-name position",
        ),
        "single issuer",
        "fraction",
        (0.045, 0.05, 0.075, 0.1),
        _fund_forms,
    ),
    _Subject(
        ("sector_active_weight_max", "maxSectorOverweightVsBmk"),
        (
            "a sector's weight",
            "the weight of any one economic sector",
            "exposure to any single GICS sector",
        ),
        "sector overweight",
        "fraction",
        (0.03, 0.05, 0.08),
        _relative_forms,
    ),
    _Subject(
        ("grossExposureMultipleMax", "gross_leverage_ceiling_x"),
        (
            "aggregate gross exposure",
            "total gross leverage",
            "the sum of the long and short books",
        ),
        "gross exposure",
        "multiple",
        (1.5, 2.0, 2.5),
        _multiple_forms,
        floored=True,
    ),
    _Subject(
        ("netMarketExposureLimit", "net_equity_exposure_band"),
        ("net market exposure", "the fund's net long position", "net equity exposure"),
        "net exposure",
        "fraction",
        (0.15, 0.25, 0.4),
        _fund_forms,
        floored=True,
    ),
    _Subject(
        ("lossFromPeakTrigger", "max_nav_decline_from_peak"),
        (
            "the fall in NAV from its high",
            "peak-to-trough NAV loss",
            "the largest decline from a previous high",
        ),
        "drawdown",
        "fraction",
        (0.1, 0.15, 0.2),
        _qualified_forms("of NAV"),
    ),
    _Subject(
        ("ex_ante_vol_limit_pct", "targetVolCeiling"),
        (
            "forecast volatility",
            "predicted annual volatility",
            "the expected standard deviation of fund returns",
        ),
        "volatility",
        "fraction",
        (0.06, 0.09, 0.12),
        _qualified_forms("per annum"),
        floored=True,
    ),
    _Subject(
        ("te_limit_bp", "activeRiskCeilingBp"),
        (
            "ex-ante tracking error",
            "predicted TE relative to the index",
            "expected active risk against the benchmark",
        ),
        "tracking error",
        "bps",
        (100.0, 150.0, 250.0),
        _bp_forms,
        floored=True,
    ),
    _Subject(
        ("monthly_turnover_cap", "turnoverPerMonthMax"),
        ("turnover in any calendar month", "monthly turnover", "the amount traded each month"),
        "monthly turnover",
        "fraction",
        (0.08, 0.1, 0.15),
        _qualified_forms("per calendar month"),
    ),
    _Subject(
        ("unhedgedFxMax", "open_currency_exposure_limit"),
        (
            "unhedged foreign-currency exposure",
            "open FX exposure",
            "non-base-currency exposure left unhedged",
        ),
        "unhedged currency",
        "fraction",
        (0.1, 0.2, 0.3),
        _fund_forms,
    ),
)
#: clauses about other things, with their own numbers and the same operators
_OTHER_CLAUSES: Final = (
    "Cash and near-cash may not exceed 10 per cent. of NAV, save during the first 30 days "
    "after launch.",
    "Borrowing is permitted only on a temporary basis and up to 10 per cent. of NAV.",
    "Investment in other collective investment schemes is limited to 10 per cent. of NAV in "
    "aggregate.",
    "The Fund shall hold at least 30 issuers at all times.",
    "Exposure to any single OTC counterparty shall not exceed 5 per cent. of NAV (10 per cent. "
    "for credit institutions).",
    "Securities lending may not exceed 25 per cent. of the Portfolio on any day.",
    "The management fee is 0.65 per cent. per annum of NAV, accrued daily.",
    "A performance fee of 20 per cent. is charged on returns above the hurdle.",
)


def _tidy(text: str) -> str:
    """A value ending in a full stop ("per cent.", "p.a.") at the end of a sentence takes no
    second one."""
    return re.sub(r"(?:(?<=cent)|(?<=p\.a))\.\.", ".", text)


# --- bundles -----------------------------------------------------------------------------------


def _contract(*constraints: Constraint, **update: object) -> ResearchContractBody:
    body = ResearchContractBody(
        interpretation="A long/short equity book for the managed account, inside its limits",
        objective="the highest return per unit of risk",
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(Method(function_id="portfolio.market_neutral", purpose="optimise the weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description="the optimised weights with their risk figures",
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
        ),
    )
    return body.model_copy(update=update) if update else body


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "stated by the client")


# --- limit requests ----------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the GBP 300m UK equity income sleeve into the new model",
    "build a 40-name global quality portfolio for the pension scheme's RFP",
    "run the annual optimisation for the endowment's EM equity carve-out",
    "construct a long/short European book for the €150m managed account",
    "re-weight the multi-asset fund after the November IC",
)
_DEFERRALS: Final = (
    "{noun}: as in the side letter, which the client's counsel will circulate",
    "{noun} per the KIID of the master fund",
    "{noun} is TBC by the CIO after the board meeting",
    "for {noun}, mirror what the consultant's model portfolio does",
    "{noun} as in our RFP answer from March (I don't have it to hand)",
    "{noun} in line with the prospectus, whatever it currently says",
)
_REQUEST_FRAMES: Final = (
    "Morning, could you {task} today? {Deferral}. Cheers, Sam",
    "RFP section 4.2 (portfolio construction): we will {task}; {deferral}.",
    "Action from IC: {task}.\nOpen point: {deferral}.",
    "{Task}, please. Re limits: {deferral}.",
    "Following our call, {task}. One caveat: {deferral}.",
)
#: messages stating a limit, some with numbers that bound nothing
_STATINGS: Final = (
    "{Noun} should be capped at {value}, per the client's e-mail of 2 December.",
    "Confirmed with compliance: {noun} is limited to {value}.",
    "The client has signed off on {value} for {noun}.",
    "We used to run {noun} tighter, but the agreed maximum is now {value}.",
    "{Noun}: {value} max, per the IMA (clause 14.3).",
    "Re {noun}, {value} and no more; the RFP answer quoted the same figure.",
)
_RATIONALES: Final = (
    "in line with comparable mandates we run",
    "a conservative placeholder until the client confirms",
    "stops the optimiser concentrating the book",
    "the level our risk team is comfortable with",
    "market practice for a fund of this size",
)
#: a mandate clause naming the subject without bounding it
_MONITORED: Final = (
    "{Noun} shall be monitored daily and reported to the Board monthly.",
    "The depositary reviews {noun} at each quarter end.",
)

_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    written = s.render(value, rng.randrange(12))
    text = _tidy(_fill(rng.choice(_STATINGS), noun=rng.choice(s.nouns), value=written))
    assert text.lower().count(written.lower()) == 1, text
    return text, written


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 3 == 0:  # a mandate bounding only other things
            first, last = rng.sample(_OTHER_CLAUSES, 2)
            mandate = {"ima": {"schedule_2": {"investment_restrictions": [first, last]}}}
        elif policy == "strategy" and (i // 2) % 3 == 1:  # it names the subject, bounds nothing
            named = _fill(rng.choice(_MONITORED), noun=rng.choice(s.nouns))
            mandate = {"ima": {"schedule_2": {"investment_restrictions": [named]}}}
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, s, value)
        if i % 3 == 1:  # stated in the request itself, in a line of its own
            both = f"{request}\n\nLimits: {said}"
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

#: (message with {noun}, {wrong} and {right}) where the wrong value is not the limit
_UNSUPPORTED: Final = (
    # a hypothetical
    "If the client were a UCITS, {noun} would be capped at {wrong}; as a QIAIF it is "
    "limited to {right}.",
    # a value the user rejected
    "The consultant proposed {wrong} for {noun}. We did not accept that: please use {right}.",
    # another fund's value
    "For Fund A, {noun} is limited to {wrong}; for this fund (Fund B) the limit is {right}.",
)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + 4) % len(_SUBJECTS)]
        if structure == 4:  # a value with a half, cited without it
            s = next(x for x in _SUBJECTS if x.label == "single issuer")
        elif structure == 5:  # a monthly limit cited as an annual one
            s = next(x for x in _SUBJECTS if x.label == "monthly turnover")
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        request = _request(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        noun = rng.choice(s.nouns)
        style = rng.randrange(12)
        if structure < 3:  # a value the message says is not the limit
            factors = [0.5, 2.0]
            rng.shuffle(factors)
            for factor in factors:  # neither written value may lie inside the other
                other = round(value * factor, 6)
                wrong, right = s.render(other, style), s.render(value, style)
                if wrong.lower() not in right.lower() and right.lower() not in wrong.lower():
                    break
            said = _tidy(_fill(_UNSUPPORTED[structure], noun=noun, wrong=wrong, right=right))
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = _cite(name, s, other, ANSWER_ID, said, wrong)
        elif structure == 3:  # the span on the early-warning level; the value is the hard one
            soft = round(value * 0.8, 6)
            right, warning = s.render(value, style), s.render(soft, style)
            said = _tidy(
                _fill(
                    "{Noun}: hard limit {right}, early-warning trigger at {warning}.",
                    noun=noun,
                    right=right,
                    warning=warning,
                )
            )
            true = _cite(name, s, value, ANSWER_ID, said, right)
            assert warning.lower() not in right.lower(), said
            false = true.model_copy(update={"span": _span_of(said, warning)})
        elif structure == 4:
            value = rng.choice((0.045, 0.075, 0.125))
            right = f"{_g(value * 100 - 0.5)}½%"
            said = _fill(rng.choice(_STATINGS), noun=noun, value=right)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = true.model_copy(update={"value": round(int(value * 100) / 100, 6)})
        else:
            right = s.render(value, style)
            said = _tidy(_fill(rng.choice(_STATINGS), noun=noun, value=right))
            true = _cite(name, s, value, ANSWER_ID, said, right)
            annual = rng.choice(("annual_turnover_max", "yearlyTurnoverCap"))
            false = true.model_copy(update={"name": annual})
        assert said.lower().count(right.lower()) == 1, said
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        # a value the cited message does not state as the limit is an assumption, asked in chat
        # (as in every earlier batch); a span over the wrong words of a message that does state
        # the value asks nothing
        question = policy == "chat" and structure != 3
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}",
            "false_provenance",
            True,
            _plan(policy, messages, false),
            question,
        )
        yield HeldOutCase(
            f"heldout{SEED}/false_provenance/{i}/twin",
            "false_provenance",
            False,
            _plan(policy, messages, true),
        )


# --- mandate prose -----------------------------------------------------------------------------

_CEILINGS: Final = (
    "{Noun} shall not at any time exceed {hi}.",
    "In no event shall {noun} be greater than {hi}.",
    "{Noun} is restricted to a maximum of {hi}.",
    "{Noun} may represent no more than {hi}.",
    "Save with the prior consent of the Client, {noun} shall be limited to {hi}.",
    "{Noun} must remain at or below {hi}.",
    "{Noun}: hard limit {hi}; early-warning level {soft}.",
    "{Noun} shall not exceed {hi}; the temporary waiver to {waiver} granted in March lapsed on "
    "30 September 2026.",
)
_RANGES: Final = (
    "{Noun} shall be maintained within the range {lo} to {hi} inclusive.",
    "{Noun} must lie in the interval [{lo}, {hi}].",
    "The permitted corridor for {noun} is {lo} to {hi}.",
    "{Noun}: {lo} minimum / {hi} maximum.",
    "{Noun} is permitted to range from {lo} up to a maximum of {hi}.",
    "{Noun} target band: {lo}-{hi}.",
)


def _clause(rng: random.Random, s: _Subject, high: float, i: int) -> _Bound:
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if s.floored and i % 3 != 0:
        low = round(high / 2, 6)
        template = rng.choice(_RANGES)
        lo, hi = s.render_range(low, high, style, "{lo}-{hi}" in template)
        return _Bound(_tidy(_fill(template, noun=noun, lo=lo, hi=hi)), low, high)
    template = rng.choice(_CEILINGS)
    text = _fill(
        template,
        noun=noun,
        hi=s.render(high, style),
        soft=s.render(round(high * 0.8, 6), style),
        waiver=s.render(round(high * 1.5, 6), style),
    )
    return _Bound(_tidy(text), None, high)


def _term_sheet(rng: random.Random, s: _Subject, high: float) -> str:
    """A term sheet's limits with dotted leaders: several subjects' maxima in one field."""
    others = rng.sample([x for x in _SUBJECTS if x.label != s.label and not x.floored], 2)
    rows = [(x.label, x.render(x.values[0], 1)) for x in others]
    rows.insert(rng.randrange(3), (s.label, s.render(high, 1)))
    return "\n".join(f"Max. {a} ........ {b}" for a, b in rows)


def _mandate(
    rng: random.Random, clause: str, i: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause among others, in one of four structures, and the reference that names it."""
    first, last = rng.sample(_OTHER_CLAUSES, 2)
    shape = i % 4
    if shape == 0:
        restrictions: list[JsonValue] = [first, clause, last]
        return (
            {"ima": {"schedule_2": {"investment_restrictions": restrictions}}, "base_ccy": "GBP"},
            None,
            "ima.schedule_2.investment_restrictions[1]",
        )
    if shape == 1:
        message = (
            "Risk Committee, minutes of 14 November 2026\n"
            "Present: CIO, CRO, Head of Compliance\n"
            "Item 4 (investment restrictions), RESOLVED:\n"
            f"(a) {first}\n(b) {clause}\n(c) {last}\n"
            "Action: the PM to confirm adherence by Friday."
        )
        return None, message, MANDATE_ID
    if shape == 2:
        text = (
            f"Fundamental investment policies. {first} {clause} {last} These policies may be "
            "changed only with the approval of a majority of the Fund's outstanding voting "
            "securities."
        )
        return {"sai": {"fundamental_policies": text}}, None, "sai.fundamental_policies"
    answer = (
        f"Q7. Which risk limits apply to the strategy? A7. {clause} In addition, "
        f"{_lower_first(first)} {last}"
    )
    return {"rfp_response": {"q7_risk_limits": answer}}, None, "rfp_response.q7_risk_limits"


_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


_WITHIN_ASKS: Final = (
    "Month-end rebalance, fully compliant with the investment restrictions please.",
    "Please re-run the optimiser; every limit in the governing documents applies.",
    "New target weights, please, inside all client restrictions.",
    "Refresh the model portfolio without breaching any guideline.",
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 6) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        high = rng.choice(s.values)
        if i % 5 == 4 and not s.floored:  # several subjects' maxima in a term sheet
            sheet = _term_sheet(rng, s, high)
            mandate: dict[str, JsonValue] | None = {
                "term_sheet": {"instrument": "Segregated account", "limits": sheet}
            }
            message: str | None = None
            ref = "term_sheet.limits"
            low: float | None = None
        else:
            bound = _clause(rng, s, high, i)
            mandate, message, ref = _mandate(rng, bound.text, i)
            low = bound.low
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if low is not None and i % 2 == 1:
            outside = round(low * 0.5, 6)
        else:
            outside = round(high * rng.choice((1.2, 1.4, 2.0)), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="per the governing documents",
            )
            inside = over.model_copy(update={"value": high})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            middle = high * 0.8 if low is None else (low + high) / 2
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
    "The Investment Manager has full authority to determine {noun}, provided that it does not "
    "exceed {hi}.",
    "{Noun} will be set by the Portfolio Manager on its own assessment, within {lo} to {hi}.",
    "The PM is empowered to vary {noun} between {lo} and {hi}.",
    "{Noun} is an investment decision for the Manager, capped at {hi}.",
    "It is for the Investment Manager to calibrate {noun}, with {hi} as the outer limit.",
    "{Noun}: determined by the investment team from time to time (range {lo}-{hi}).",
)
_OPEN: Final = (
    "The Manager is authorised to set {noun} as it thinks fit.",
    "{Noun} is a matter for the Investment Manager alone.",
    "The investment team may calibrate {noun} freely.",
)
_REFUSED: Final = (
    "{Noun} is reserved to the Board and is not delegated to the Investment Manager.",
    "The Manager has no authority to alter {noun}; the Risk Committee determines it.",
    "Changes to {noun} require the prior written consent of the Client.",
    "Had the Client delegated {noun}, the Manager could set it freely; it has not.",
)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
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
                restrictions: list[JsonValue] = [first, clause, last]
                mandate: dict[str, JsonValue] = {
                    "ima": {"schedule_2": {"investment_restrictions": restrictions}}
                }
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
            lo, hi = s.render_range(low, high, style, "{lo}-{hi}" in template)
        else:
            lo, hi = "", s.render(high, style)
        text = _tidy(_fill(template, noun=noun, lo=lo, hi=hi))
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
        "the portfolio is to be built for the highest attainable ratio of excess return to "
        "volatility",
        "objective function: E[R − Rf]/σ, to be maximised",
        "we want the mean-variance efficient mix with the steepest capital allocation line",
        "return earned per unit of risk borne is the yardstick, and it should be as high as "
        "possible",
        "the board will judge us on reward for risk taken, so optimise for that",
    ),
    "variance": (
        "the portfolio should sit at the left-most point of the efficient frontier",
        "the objective is the global minimum-variance portfolio (GMV)",
        "dampen fluctuations in the portfolio's value to the greatest extent possible",
        "we want the steadiest possible ride in NAV terms",
        "volatility is to be driven to its floor",
    ),
    "tracking": (
        "the fund should behave as a close proxy for the MSCI EM index",
        "keep ex-ante TE to the Russell 1000 as near zero as practicable",
        "shadow the Nikkei 225 as closely as the constraints allow",
        "the aim is to stay as near as possible to the FTSE All-Share in composition and returns",
        "the ex-post tracking difference to the Euro Stoxx 50 must be negligible",
    ),
    "return": (
        "the sole criterion is expected return, risk notwithstanding",
        "we are return-seekers first and last",
        "the highest ex-ante return the names can offer, without regard to volatility",
        "an aggressive, return-maximising stance is required",
        "capital growth, as much of it as possible, is our objective",
    ),
}
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "risk-adjusted measures play no role in the fee calculation",
        "the Sharpe ratio is reported, not targeted",
        "no one here is paid on return per unit of risk",
    ),
    "variance": (
        "the Committee is relaxed about short-term fluctuations",
        "drawdowns along the way are tolerated",
        "the members can stomach large swings",
    ),
    "tracking": (
        "the fund is unconstrained and has no benchmark",
        "had the client been benchmarked we would minimise TE, but they are not",
        "no index is relevant to this sleeve",
    ),
    "return": (
        "absolute return is not the goal",
        "the client isn't after the highest raw return",
        "outright performance is not what we are measured on",
    ),
}
#: how a request names an objective it says is no longer the one
_OLD: Final = {
    "sharpe": "maximum Sharpe",
    "variance": "minimum variance",
    "tracking": "the lowest tracking error to the MSCI World",
    "return": "maximum expected return",
}
_OBJECTIVE_FRAMES: Final = (
    "RESOLVED: {ask}. NOTED: {aside}.",
    "Q: What is the portfolio's objective?\nA: {Ask}. {Aside}.",
    "Following Markowitz (1952), {ask}; {aside}.",
    "Investment Objective. {Ask}. For the avoidance of doubt, {aside}.",
    "Hi team, quick one: {ask}. FYI {aside}. Thanks, Priya",
    "{Aside}. That said, {ask}.",
)
_SUPERSEDED_FRAMES: Final = (
    "Until now the sleeve was run for {old}; the IC has replaced that: {ask}.",
    "The previous mandate specified {old}. Under the amended IMA, {ask}.",
    "Please note the change of objective, no longer {old}: {ask}.",
)


_solving = partial(
    _objective_contract,
    solvers={
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
    },
    interpretation="Target weights for the approved list",
    purpose="optimise the weights",
    custom_reason="the library has no optimiser for it",
    custom_purpose="weights",
    section_title="Weights",
    description="the target weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = rng.choice(_ASKS[wanted])
        old = rng.choice([k for k in _ASKS if k != wanted])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        if i % 6 in (2, 5):  # the request says which objective it replaces
            request = _fill(rng.choice(_SUPERSEDED_FRAMES), old=_OLD[old], ask=ask)
            if i % 6 == 5:  # the right kind, citing the superseded objective
                cite = partial(_solving, _KIND[wanted], objective_ref=REQUEST_ID)
                pairs = (
                    (True, cite(objective_span=_span_of(request, _OLD[old]))),
                    (False, cite(objective_span=_span_of(request, ask))),
                )
            else:  # the superseded objective solved
                pairs = ((True, _solving(_KIND[old])), (False, _solving(_KIND[wanted])))
        else:
            aside = rng.choice(_ASIDES[rng.choice([k for k in _ASIDES if k != wanted])])
            request = _fill(rng.choice(_OBJECTIVE_FRAMES), ask=ask, aside=aside)
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

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into a test window, the same shape ending before the first test)
_PERIODS: Final = (
    ("on 2010-01 → 2018-12", "on 2010-01 → 2014-12"),
    ("over 1/2010–12/2019", "over 1/2010–12/2014"),
    ("using the 120 months ending December 2019", "using the 60 months ending December 2014"),
    (
        "over calendar years 2011 to 2017 inclusive",
        "over calendar years 2011 to 2014 inclusive",
    ),
    ("on data through 31.12.2016", "on data through 31.12.2014"),
    ("on the 2015 & 2016 returns", "on the 2013 & 2014 returns"),
    ("across all three test windows", "within each window's training span only"),
    ("on the entire history available today", "on the data available at each training end"),
    ("over the decade 2010–2019", "over the five years 2010–2014"),
)
_ACTIONS: Final = (
    "the hyper-parameters of the gradient-boosted model were tuned by five-fold cross-validation",
    "early stopping monitored the validation loss",
    "the winsorisation cut-offs were derived",
    "the lasso penalty was selected",
    "the factor's sign convention was settled",
    "the momentum lookback and skip-month were chosen",
    "the volatility-scaling target was calibrated",
)
_LEAK_FRAMES: Final = (
    "Methodology: {action} {period}.",
    "{Action} {period}; the walk-forward folds then apply these settings unchanged.",
    "As documented in the model card, {action} {period}.",
    "Step 2 of 4: {action} {period}.",
    "For robustness, {action} {period}, and results are reported per fold.",
)
#: whole sentences: survivorship, look-ahead in the universe, a fit held across folds, and
#: hypothetical or negated twins
_SENTENCE_PAIRS: Final = (
    (
        "The investable universe is the index's constituent list as at 30 June 2019, applied "
        "to every fold.",
        "The investable universe is the index's constituent list as at 30 June 2014, applied "
        "to every fold.",
    ),
    (
        "Only stocks still listed at the end of 2020 were kept in the backtest universe.",
        "Delisted stocks stay in the backtest universe up to their delisting date.",
    ),
    (
        "Coefficients were estimated once on an expanding window ending December 2019 and "
        "held fixed across folds.",
        "Coefficients are refit annually on an expanding window that stops the day before each "
        "fold's test period.",
    ),
    (
        "We used 2015–2018 data to set the rebalancing threshold, so the test may flatter the "
        "strategy slightly.",
        "Had we used 2015–2018 data to set the rebalancing threshold, the test would flatter "
        "the strategy; we did not.",
    ),
    (
        "The learning rate was tuned with 2017 and 2018 returns in the validation set.",
        "At no point were 2017 or 2018 returns consulted when tuning the learning rate.",
    ),
    (
        "The sector-neutrality rule was adopted after reviewing how the factor fared in 2016–2017.",
        "The sector-neutrality rule was adopted in 2012, before any test year, and never "
        "revisited.",
    ),
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _structured(i: int) -> tuple[ResearchContractBody, ResearchContractBody]:
    """The text says nothing; the fields say it: a window fitted past its test start, or the
    assets selected on the full sample."""
    clean = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if i % 2 == 0:
        late = _WINDOWS[1].model_copy(update={"fitting_end": date(2018, 6, 29)})
        leaky = HistoricalTest(windows=(_WINDOWS[0], late, _WINDOWS[2]))
    else:
        leaky = HistoricalTest(windows=_WINDOWS, selection="full_sample")
    return _contract(historical_test=leaky), clean


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        if i % 8 == 7:
            leaky_body, clean_body = _structured(i // 8)
            pairs = ((True, leaky_body, ""), (False, clean_body, ""))
        else:
            if i % 8 in (3, 6):
                which = 2 * (i // 8) + (i % 8 == 6)
                leaky_sentence, clean_sentence = _SENTENCE_PAIRS[which % len(_SENTENCE_PAIRS)]
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
                        text="Please backtest the book walk-forward over the three agreed folds.",
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
    "2020-09-30",
    "2020-12-31",
    "2021-03-31",
    "2021-06-30",
    "2021-09-30",
    "2021-12-31",
    "2022-03-31",
    "2022-06-30",
    "2022-09-30",
    "2022-12-31",
)
_COMPANY: Final = "Vandelay"
_ENTITY: Final = "ent_vandelay_industries"
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("from Q3 2020 through Q4 2022", (0, 9)),
    ("over the ten quarters on file", (0, 9)),
    ("since the close of 2020", (1, 9)),
    ("on a two-year view to December 2022", (1, 9)),
    ("in 2022 as a whole", (5, 9)),
    ("year over year in the December quarter", (5, 9)),
    ("during the back half of 2022", (7, 9)),
    ("in Q4 2022 alone", (8, 9)),
    ("through the first nine months of 2022", (5, 8)),
    ("between the March quarter of 2021 and the March quarter of 2022", (2, 6)),
    ("on a ten-year lookback", None),
    ("since the 2016 trough", None),
    ("across the last twenty quarters", None),
    ("over a five-year horizon", None),
)

_quarterly = partial(_quarterly_of, _QUARTERS, _ENTITY)


def _per_cent(a: float, b: float) -> str:
    return f"{abs(b - a) / abs(a) * 100:.0f} per cent"


def _bp(a: float, b: float) -> str:
    return f"{abs(b - a) * 10_000:.0f}bp"


def _ppt(a: float, b: float) -> str:
    return f"{abs(b - a) * 100:.1f} ppt"


def _points(a: float, b: float) -> str:
    return f"{abs(b - a) * 100:.1f} points"


def _pts(a: float, b: float) -> str:
    return f"{abs(b - a) * 100:.0f} pts"


def _dollars(a: float, b: float) -> str:
    return f"${abs(b - a):.2f}"


_CASH_CLAIMS: Final = (
    ("{s} advanced by {m}", "up"),
    ("{s} ratcheted up", "up"),
    ("{s} showed a marked increase", "up"),
    ("{s} did not retreat", "up"),
    ("{s} trended downward", "down"),
    ("{s} tailed off", "down"),
    ("{s} was dragged down by {m}", "down"),
    ("{s} did not advance", "down"),
)
#: for figures where lower is better (a cost ratio, a combined ratio)
_COST_CLAIMS: Final = (
    ("{s} was trimmed by {m}", "down"),
    ("{s} receded", "down"),
    ("{s} drifted down", "down"),
    ("{s} swelled by {m}", "up"),
    ("{s} drifted up", "up"),
    ("{s} bulged", "up"),
    ("{s} turned for the better", "better"),
    ("{s} took a turn for the worse", "worse"),
)
_CAPITAL_CLAIMS: Final = (
    ("{s} was built up by {m}", "up"),
    ("{s} marched higher", "up"),
    ("{s} looked healthier", "better"),
    ("{s} eased by {m}", "down"),
    ("{s} slid", "down"),
    ("{s} retreated", "down"),
    ("{s} showed slippage", "worse"),
    ("{s} did not slip", "up"),
)
_EPS_CLAIMS: Final = (
    ("{s} climbed without a single down quarter", "never_down"),
    ("{s} fell quarter after quarter", "never_up"),
    ("{s} was lifted by {m}", "up"),
    ("{s} lost {m}", "down"),
    ("{s} advanced", "up"),
    ("{s} slid", "down"),
    ("{s} did not retreat", "up"),
)


def _series(
    function_id: str,
    field: str,
    values: tuple[float, ...],
    subjects: tuple[str, ...],
    claims: tuple[tuple[str, str], ...],
    magnitude: Callable[[float, float], str],
    *,
    higher_is_better: bool = True,
) -> _Series:
    figure = _Figure(
        function_id,
        _quarterly(field, values),
        values,
        subjects,
        claims,
        _HORIZONS,
        higher_is_better=higher_is_better,
    )
    return _Series(figure, magnitude)


_EPS: Final = (1.02, 1.10, 0.97, 1.15, 1.21, 1.18, 1.26, 1.31, 1.24, 1.38)
_ESTIMATES: Final = (0.98, 1.06, 1.01, 1.09, 1.17, 1.2, 1.22, 1.27, 1.28, 1.33)


def _earnings() -> _Series:
    """`earnings.history` as the platform returns it: newest quarter first, with estimates."""
    rows: list[JsonValue] = [
        {
            "entity_id": _ENTITY,
            "quarter_end": day,
            "status": "reported",
            "eps_actual": actual,
            "eps_estimate": estimate,
            "eps_surprise": round(actual - estimate, 6),
        }
        for day, actual, estimate in reversed(list(zip(_QUARTERS, _EPS, _ESTIMATES, strict=True)))
    ]
    result: JsonValue = {
        "entity_id": _ENTITY,
        "quarters": rows,
        "reported": len(rows),
        "beats": sum(1 for a, e in zip(_EPS, _ESTIMATES, strict=True) if a > e),
        "misses": sum(1 for a, e in zip(_EPS, _ESTIMATES, strict=True) if a < e),
    }
    figure = _Figure(
        "earnings.history",
        result,
        _EPS,
        ("Diluted EPS", "Earnings per share", "Vandelay's reported EPS"),
        _EPS_CLAIMS,
        _HORIZONS,
    )
    return _Series(figure, _dollars)


_FIGURES: Final = (
    _series(
        "fundamentals.quarters",
        "operating_cash_flow",
        (212.0, 240.0, 198.0, 255.0, 261.0, 230.0, 284.0, 301.0, 276.0, 318.0),
        ("Vandelay's operating cash flow", "Cash from operations", "CFO"),
        _CASH_CLAIMS,
        _per_cent,
    ),
    _series(
        "fundamentals.quarters",
        "sga_to_sales",
        (0.231, 0.228, 0.236, 0.224, 0.219, 0.222, 0.214, 0.209, 0.213, 0.205),
        ("The SG&A ratio", "SG&A as a share of sales", "Overhead intensity (SG&A/sales)"),
        _COST_CLAIMS,
        _bp,
        higher_is_better=False,
    ),
    _series(
        "fundamentals.credit_metrics",
        "ffo_to_debt",
        (0.34, 0.31, 0.29, 0.30, 0.27, 0.26, 0.28, 0.25, 0.24, 0.22),
        ("FFO/debt", "Funds from operations to debt", "Vandelay's FFO-to-debt ratio"),
        _CAPITAL_CLAIMS,
        _pts,
    ),
    _series(
        "fundamentals.credit_metrics",
        "cet1_ratio",
        (0.128, 0.131, 0.133, 0.130, 0.135, 0.138, 0.134, 0.137, 0.140, 0.142),
        ("The CET1 ratio", "Common equity tier 1", "Vandelay Bank's core capital ratio"),
        _CAPITAL_CLAIMS,
        _bp,
    ),
    _series(
        "custom.underwriting_results",
        "combined_ratio",
        (0.982, 0.975, 0.991, 0.968, 0.961, 0.972, 0.955, 0.949, 0.958, 0.944),
        ("The combined ratio", "The COR", "Vandelay Re's underwriting combined ratio"),
        _COST_CLAIMS,
        _points,
        higher_is_better=False,
    ),
    _series(
        "custom.property_operations",
        "occupancy_rate",
        (0.912, 0.905, 0.897, 0.901, 0.909, 0.918, 0.921, 0.926, 0.924, 0.931),
        ("Occupancy", "The occupancy rate", "Vandelay REIT's let ratio"),
        _CAPITAL_CLAIMS,
        _ppt,
    ),
    _series(
        "custom.subscription_metrics",
        "net_revenue_retention",
        (1.24, 1.22, 1.21, 1.18, 1.19, 1.16, 1.14, 1.12, 1.13, 1.10),
        ("Net revenue retention", "NRR", "Net dollar retention"),
        _CAPITAL_CLAIMS,
        _pts,
    ),
    _earnings(),
)

_CLAIM_FRAMES: Final = (
    "Bottom line from [1]: {claim} {horizon}.",
    "{Claim} {horizon}, against a consensus that had pencilled in the reverse [1].",
    "Unlike the peer group (not computed here), {claim} {horizon} [1].",
    "Q: how did the numbers evolve? A: {claim} {horizon} (source: [1]).",
    "{Claim} {horizon}, as the computed table shows [1].",
    "Reading the quarterly data in [1], {claim} {horizon}.",
)


_said = partial(_said_of, _COMPANY)


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    yield from _series_trends(
        rng,
        count,
        _FIGURES,
        frames=_CLAIM_FRAMES,
        said=_said,
        seed=SEED,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch H: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
