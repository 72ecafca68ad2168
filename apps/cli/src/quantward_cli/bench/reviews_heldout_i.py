"""Held-out batch I: every flaw kind again, in the language of bond desks, private-wealth
e-mails, notebooks and analysts' shorthand.

Batch I is built like H — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, its number forms, its trend-claim truth model and
its trend loop are its own. It was written blind: no rule, reviewer, reviewer test or benchmark
result was read for it, and it was not run against the reviewers before its first recorded run.
Its parts are new:

* limits written "max. 8%", "≤ 8 %", "sits under the 8%-cap", "12.5 pct", "800 bp of NAV",
  "fifteen %", "one-fifth of the money", "upto 10%", "can't go over", "is allowed maximum";
  floors "not less than 5%", "≥ 5 %", "has a floor of"; leverage "1.5 turns", "125% of NAV";
  tracking error "0.75%", "0.5 pct"; subjects from
  fixed-income and multi-asset books (issuer concentration, the high-yield bucket, level-3
  assets, gross notional through derivatives, a liquidity buffer that is a floor);
* requests and statings as private-wealth e-mails with typos and lower case ("thats", "dont",
  "w/", "pls"), non-native English ("please to respect", "I would like that you"), a to-do
  list, a PS, markdown tables, bullet lists and numbered sub-clauses "(a) … (ii)";
* mandates as a markdown restrictions table, a client's letter (a mandate message), nested
  sub-clauses (`guidelines.section_4.a.ii`), a bulleted policy statement and a limit changed
  "with effect from 1 January 2025 (previously …)", the plan between the old and the new one;
  mandates bounding only other things: a duration band, a regional or sleeve limit that caps
  no single position, another account's limit said not to apply here;
* provenance misquoting its source: the written value recorded ten times over, a percentage
  kept as a fraction ("20%" recorded as 20) or as basis points ("1.25%" recorded as 1.25 bp),
  the other end of a stated band, a number of the next sentence about another subject, a
  number of a question the user quotes and answers "no" to, and the right value whose span
  covers the clause number ("Section 11.4");
* latitude granted in role language ("the PM may tilt … within ±4 pts of 16%", "sizing of …
  is yours, anywhere between", "we're happy for you to land … wherever you like from … up to
  …", "do not exceed … without asking us first", "set at … by the house view, and you may shift
  it to any level between") and refused ("a point, not a band", "not yours to set", "don't
  pick a number … yourselves", "needs the IC's sign-off");
* objectives in chat slang and analyst shorthand ("best bang for the buck on risk", "min var",
  "hug the Bloomberg Agg", "a carbon copy of the MSCI ACWI's", "swing for the fences"), as
  questions, after a list of what is not wanted, beside a negation of another objective ("no
  benchmark hugging"), in an earlier message a later one replaces, and in a quoted earlier
  brief (a markdown quote) the same message withdraws;
* leakage as notebook code (`grid_search(model, df.loc['2011':'2018'])`, `scaler.fit`,
  `select_k_best`), ISO quarters and weeks ("2011Q1–2017Q3", "2015-W01"), fiscal years,
  half-years, periods anchored to a stated date ("the five years before 31 Dec 2019", "the
  three years before the final test date"), tuning "using all available data", a threshold
  picked after looking at the backtest, restated against point-in-time fundamentals, today's
  index membership, a variant kept for its test-period Sharpe, and in the structured fields
  (`selection_end` past a test start, `fitting: full_sample`, `fitting_end` in a test span);
* trend claims over twelve quarters (Q4 2019–Q3 2022, newest first with fiscal period labels,
  as the platform returns them) on fields no batch used — the diluted share count, cash
  coverage, net debt to trailing net income, a bank's deposits, receivables, inventory, book
  value per share and the payout ratio — with shapes no batch claimed ("held steady", "went
  sideways", "climbed, peaked and then trended lower", "bottomed out and rebounded", "doubled",
  "halved") besides directions ("ticked up", "eroded", "kept building", "was worked down",
  "gave back"), magnitudes "roughly a third", "~15%", "a couple of points", "0.7 turns",
  and horizons "quarter on quarter", "vs. a year ago", "over the trailing twelve months", "in
  the last six prints", "from Q1 '21 to the latest print", "relative to pre-pandemic Q4 2019"
  against uncovered ones ("over a full cycle back to 2012", "from the 2015 low"). Whether a
  claim holds over a window is computed from the series: true, false, or too close to call
  (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, trend_claim_twins
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    QuarterlyTrend,
    _assume,
    _cite_as,
    _fill,
    _g,
    _leak_contract_of,
    _objective_contract,
    _plan_of,
    _request_from,
    _said_of,
    _solving_contract,
    _span_of,
    _with_mandate_of,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    HistoricalTest,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261209
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzi5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzii"


# --- numbers as desks, clients and spreadsheets write them --------------------------------------

_UNITS: Final = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_DECADES: Final = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty"}


def _number_words(n: int) -> str | None:
    """ "twelve", "twenty-five"; None above fifty-nine."""
    if n < 20:
        return _UNITS[n]
    tens, ones = divmod(n, 10)
    if tens not in _DECADES:
        return None
    return _DECADES[tens] + (f"-{_UNITS[ones]}" if ones else "")


#: shares of a book said in words, by the fraction they are
_SHARES: Final[dict[float, tuple[str, ...]]] = {
    0.05: ("1 in 20 dollars",),
    0.1: ("one-tenth of the money", "1 in 10 dollars"),
    0.125: ("one-eighth of the money",),
    0.2: ("one-fifth of the money",),
    0.25: ("a quarter of assets",),
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book. Keys starting "w" are said in words and do not follow "≤" or
    "max."."""
    pct = value * 100
    forms = {
        "sign": f"{_g(pct)}%",
        "spaced": f"{_g(pct)} %",
        "pct": f"{_g(pct)} pct",
        "bp": f"{pct * 100:,.0f} bp of NAV",
    }
    whole = round(pct)
    said = _number_words(whole) if abs(pct - whole) < 1e-9 else None
    if said is not None:
        forms["w_number"] = f"{said} %"
    for k, share in enumerate(_SHARES.get(round(value, 6), ())):
        forms[f"w_share{k}"] = share
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bp": f"{_g(value)}bp",
        "bps": f"{_g(value)} bps",
        "pct": f"{_g(value / 100)}%",
        "pct_word": f"{_g(value / 100)} pct",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    forms = {
        "x": f"{_g(value)}x",
        "turns": f"{_g(value)} turn{'' if value == 1 else 's'}",
        "nav": f"{_g(value * 100)}% of NAV",
    }
    if value == 2.0:
        forms["w_twice"] = "twice NAV"
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how people say it, a short label for a table, the
    values it takes, the written forms of a value, and whether it is a floor (a minimum)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int, *, words: bool = True, compact: bool = False) -> str:
        """One written form of `value`: any (in words one style in three, when it has a form in
        words), or (`words` False) in figures, or (`compact`) in figures with no space ("8%",
        "1.5x", "75bp")."""
        forms = self.forms(value)
        said = [v for k, v in forms.items() if k.startswith("w")]
        if words and said and style % 3 == 0:
            return said[style // 3 % len(said)]
        figures = [v for k, v in forms.items() if not k.startswith("w")]
        figures = [v for v in figures if not (compact and " " in v)]
        return figures[style % len(figures)]

    def render_pair(
        self, low: float, high: float, style: int, *, compact: bool = False
    ) -> tuple[str, str]:
        """Both ends of a range in one numeric form (`compact`: with no space)."""
        lows, highs = self.forms(low), self.forms(high)
        common = [
            k
            for k in highs
            if k in lows and not k.startswith("w") and not (compact and " " in highs[k])
        ]
        key = common[style % len(common)]
        return lows[key], highs[key]


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerCapFraction"),
    ("single-name exposure", "issuer concentration", "what we hold of any single obligor"),
    "Single issuer",
    "fraction",
    (0.05, 0.08, 0.1, 0.125),
    _share_forms,
)
_HIGH_YIELD: Final = _Subject(
    ("hy_allocation_max", "belowIgBucketCap"),
    ("the high-yield bucket", "sub-investment-grade paper", "the below-IG sleeve"),
    "High yield",
    "fraction",
    (0.1, 0.2, 0.25),
    _share_forms,
)
_ILLIQUID: Final = _Subject(
    ("illiquid_assets_cap", "maxLevel3Share"),
    (
        "the illiquid share of the book",
        "private credit and other hard-to-sell paper",
        "the level-3 bucket",
    ),
    "Illiquid assets",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_TRACKING: Final = _Subject(
    ("te_budget_bps", "activeRiskBudgetBp"),
    ("the tracking-error budget", "ex-ante TE vs the Agg", "active risk vs. the reference index"),
    "Tracking error",
    "bps",
    (50.0, 75.0, 125.0, 200.0),
    _bp_forms,
)
_LEVERAGE: Final = _Subject(
    ("gross_notional_max_x", "maxGrossLeverage"),
    ("gross notional", "leverage through futures and swaps", "gross exposure incl. derivatives"),
    "Gross notional",
    "multiple",
    (1.25, 1.5, 2.0),
    _multiple_forms,
)
_DRAWDOWN: Final = _Subject(
    ("stop_loss_drawdown", "maxPeakToTroughLoss"),
    ("the peak-to-trough loss", "the drawdown the client will sit through", "the book's stop-loss"),
    "Drawdown",
    "fraction",
    (0.08, 0.1, 0.15),
    _share_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_buffer", "cashAndBillsFloor"),
    ("the liquidity buffer", "the cash and T-bill buffer", "the daily-dealing reserve"),
    "Liquidity buffer",
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _HIGH_YIELD, _ILLIQUID, _TRACKING, _LEVERAGE, _DRAWDOWN, _LIQUIDITY)

#: (predicate, how its value may be written: 0 any form, 1 in figures, 2 in figures without a
#: space): what a limit says after a colon or in a table cell
_TERSE_CAPS: Final = (
    ("max. {v}", 1),
    ("≤ {v}", 1),
    ("no more than {v}", 0),
    ("upto {v}", 0),
    ("{v} cap", 2),
)
_TERSE_FLOORS: Final = (
    ("min. {v}", 1),
    ("≥ {v}", 1),
    ("not less than {v}", 0),
    ("at least {v}", 0),
    ("{v} floor", 2),
)
#: (predicate, how its value may be written): what a limit says after its subject
_VERB_CAPS: Final = (
    ("is capped at {v}", 0),
    ("can't go over {v}", 0),
    ("has to sit at or below {v}", 0),
    ("sits under the {v}-cap", 2),
    ("is allowed maximum {v}", 0),
)
_VERB_FLOORS: Final = (
    ("must not be less than {v}", 0),
    ("is to be at least {v}", 0),
    ("never goes below {v}", 0),
    ("has a floor of {v}", 0),
    ("is held at ≥ {v}", 1),
)


def _predicate(rng: random.Random, table: tuple[tuple[str, int], ...], written: str) -> str:
    """A predicate of `table` that reads well with the value as `written`."""
    level = 2 if " " not in written else 1 if written[0].isdigit() else 0
    return rng.choice([p for p, needs in table if needs <= level])


def _limit(rng: random.Random, s: _Subject, value: float, *, terse: bool) -> tuple[str, str]:
    """A predicate bounding `value` ("max. 8%", "must not be less than 5 pct") and the value
    as written in it."""
    table = (
        (_TERSE_FLOORS if s.floor else _TERSE_CAPS)
        if terse
        else (_VERB_FLOORS if s.floor else _VERB_CAPS)
    )
    predicate, figures = rng.choice(table)
    written = s.render(value, rng.randrange(12), words=figures == 0, compact=figures == 2)
    return predicate.format(v=written), written


#: other limits, each bounding something that is not any subject's single position
_OTHER_LIMITS: Final = (
    "Modified duration between 4 and 6 years.",
    "The emerging-market debt sleeve may make up no more than a fifth of the book in aggregate.",
    "Asia ex-Japan, taken as a region, is limited to two-thirds of the equity allocation.",
    "Average credit quality not lower than A- on a market-value-weighted basis.",
    "At least 90% of assets in EUR or hedged back to EUR.",
    "Equities 30–50% of total assets, bonds the balance.",
    "The Hendricks Trust account (a separate mandate) caps any one name at 3%; that limit does "
    "not apply here.",
)
_RATIONALES: Final = (
    "a sensible middle ground for a book like this",
    "what we normally run for private clients",
    "keeps the optimiser honest until we hear back",
    "roughly where the peer group sits",
    "a prudent default, to be revisited",
)


def _check_once(text: str, written: str) -> str:
    assert text.lower().count(written.lower()) == 1, (text, written)
    return text


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "An allocation of the client's bond and multi-asset book that keeps to its restrictions",
    "return against risk, at its best",
    "solve for the weights",
    "the solved weights with their exposures and risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client wrote it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "put together the bond ladder for the Adeyemi family trust",
    "rebuild the balanced model we use for private clients",
    "re-optimise the EUR credit sleeve after this month's downgrades",
    "size the new global aggregate portfolio for the foundation",
    "draft a 60/40 with a private-credit kicker for my parents' account",
)
_DEFERRALS: Final = (
    "for {noun} just do what we normally do, you know the drill",
    "the number for {noun} is in the IPS my advisor keeps, ask him if you need it",
    "re {noun}, same as on the other family account (dont have the number on me)",
    "{noun}: whatever the trustees decide at the next meeting",
    "{noun} to be agreed with our consultant, they will revert",
    "regarding {noun}, please use the limit of the bank, I do not remember it exactly",
)
_REQUEST_FRAMES: Final = (
    "hi, can you {task}? {deferral}. thx, Joanne",
    "Dear team,\n\nI would like that you {task}. {Deferral}.\n\nBest regards, Matteo",
    "To do:\n1. {Task}\n2. {Deferral}",
    "quick q, could you {task} by friday? {deferral}",
    "Subject: {Task}\n\n{Deferral}. Many thanks.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: messages stating a limit ({noun}, {terse} or {verb}), with numbers that bound other things
_STATINGS: Final = (
    "re your q: {noun} {terse}, thats what we agreed w/ the advisor",
    "For {noun} please to respect the rule of our family office: it {verb}.",
    "| limit | rule |\n|---|---|\n| {Noun} | {terse} |\n| duration | 4-6 yrs |",
    "Limits for this account:\n- {noun}: {terse}\n- duration: between 4 and 6 years\n"
    "- FX: EUR or hedged to EUR",
    "(a) Credit\n  (i) average rating A- or better;\n  (ii) {noun}: {terse}.\n"
    "(b) Liquidity: daily dealing.",
    "ok so {noun} {verb}. that's firm, no exceptions",
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame = rng.choice(_STATINGS)
    terse, written = _limit(rng, s, value, terse="{terse}" in frame)
    text = _fill(frame, noun=rng.choice(s.nouns), terse=terse, verb=terse)
    return _check_once(text, written), written


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 3 != 2:  # a mandate bounding other things only
            others: list[JsonValue] = list(rng.sample(_OTHER_LIMITS, 3))
            if (i // 2) % 3 == 0:
                mandate = {"ips": {"other_limits": others}}
            else:
                mandate = {
                    "policy_statement": {"restrictions": "\n".join(f"• {o}" for o in others)}
                }
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, s, value)
        if i % 4 == 1:  # stated in the request itself, after a PS
            both = f"{request}\n\n{'' if chr(10) in said else 'PS '}{said}"
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

#: (message, span on the wrong words): {noun}, {right} (the limit), {wrong} (another number)
_RANGE_STATED: Final = (
    "{Noun} can sit anywhere between {low} and {high}; the outer number is the hard one.",
    "we run {noun} in a {low} to {high} band, never outside it",
)
_NEXT_SENTENCE: Final = (
    "{Noun}: {limit}. Separately, {other} has been running at about {wrong} lately.",
    "{Noun} {limit}. fyi {other} is roughly {wrong} today, no rule on that one.",
)
_QUOTED_QUESTION: Final = (
    'You asked: "could {noun} go to {wrong}?" No. It {limit}.',
    "> can we take {noun} {way} to {wrong}?\n\nnot a chance, it {limit}.",
)
#: a percentage stated, {noun} and {limit}
_PERCENT_STATED: Final = (
    "ok so {noun} {limit}. no exceptions",
    "For {noun} please to respect the rule of our trust deed: it {limit}.",
)
_CLAUSE_NUMBERED: Final = (
    "Per clause 7.2 of the IPS (signed 2024), {noun} {limit}.",
    "Section 11.4: {noun} {limit}.",
)


def _apart(s: _Subject, a: float, b: float, style: int) -> tuple[str, str]:
    """`a` and `b` written in one numeric form where neither is part of the other ("5%" is part
    of "12.5%")."""
    for k in range(style, style + 8):
        x, y = s.render_pair(a, b, k)
        if x.lower() not in y.lower() and y.lower() not in x.lower():
            return x, y
    raise AssertionError((a, b))


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        if structure == 1:  # a percentage read as a fraction, or as basis points
            s = _TRACKING if (i // 6) % 2 == 1 else _ISSUER if s.unit != "fraction" else s
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        noun = rng.choice(s.nouns)
        question = policy == "chat"
        if structure == 0:  # the written value recorded ten times over
            said, right = _stating(rng, s, value)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = true.model_copy(update={"value": round(value * 10, 6)})
        elif structure == 1:  # "8%" recorded as 8 (a fraction), "0.75%" as 0.75 bp
            percent = value * 100 if s.unit == "fraction" else value / 100
            right = f"{_g(percent)}%"
            predicate = _predicate(rng, _VERB_FLOORS if s.floor else _VERB_CAPS, right)
            limit = predicate.format(v=right)
            said = _fill(rng.choice(_PERCENT_STATED), noun=noun, limit=limit)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = true.model_copy(update={"value": round(percent, 6)})
        elif structure == 2:  # the other end of a stated range
            low, high = round(value / 2, 6), value
            lo, hi = s.render_pair(low, high, rng.randrange(12), compact=True)
            said = _fill(rng.choice(_RANGE_STATED), noun=noun, low=lo, high=hi)
            if s.floor:  # the floor's binding end is the lower one
                said = said.replace("the outer number", "the lower number").replace(
                    "never outside it", "the bottom of it is the rule"
                )
                value, right, other, wrong = low, lo, high, hi
            else:
                right, other, wrong = hi, low, lo
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = _cite(name, s, other, ANSWER_ID, said, wrong)
        elif structure in (3, 4):  # a number of the next sentence, or of a question answered no
            if structure == 3:
                if s.unit != "fraction":
                    s = _ILLIQUID
                    name, value = rng.choice(s.fields), rng.choice(s.values)
                    noun = rng.choice(s.nouns)
                other_subject = rng.choice(
                    [x for x in _SUBJECTS if x.unit == s.unit and x is not s]
                )
                wrong_value = rng.choice([v for v in other_subject.values if v != value])
                frames, terse = _NEXT_SENTENCE, True
            else:  # the user's quoted question asks for more (a floor: less) and is refused
                other_subject = s
                wrong_value = round(value * (0.5 if s.floor else 2.0), 6)
                frames, terse = _QUOTED_QUESTION, False
            right, wrong = _apart(s, value, wrong_value, rng.randrange(12))
            table = (
                (_TERSE_FLOORS if s.floor else _TERSE_CAPS)
                if terse
                else (_VERB_FLOORS if s.floor else _VERB_CAPS)
            )
            said = _fill(
                rng.choice(frames),
                noun=noun,
                limit=_predicate(rng, table, right).format(v=right),
                other=rng.choice(other_subject.nouns),
                wrong=wrong,
                way="down" if s.floor else "up",
            )
            _check_once(said, wrong)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
        else:  # the right value, its span over the clause number
            limit, right = _limit(rng, s, value, terse=False)
            said = _fill(rng.choice(_CLAUSE_NUMBERED), noun=noun, limit=limit)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            number = "7.2" if "7.2" in said else "11.4"
            false = true.model_copy(update={"span": _span_of(said, number)})
            question = False
        _check_once(said, right)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
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


@dataclass(frozen=True)
class _Clause:
    """A clause and what it means, kept by the generator: its binding value and, for a range,
    the other end."""

    text: str
    value: float
    other_end: float | None = None


def _placed(
    rng: random.Random, s: _Subject, clause: _Clause, row: str, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause among other limits in one of five structures: (mandate fields, mandate
    message, the reference naming the clause). `row`: the clause as a table cell."""
    first, last = rng.sample(_OTHER_LIMITS, 2)
    if shape == 0:
        rows = [("Duration", "4-6 years"), ("Average rating", "A- or better")]
        rows.insert(rng.randrange(3), (s.label, row))
        table = "| Restriction | Limit |\n|---|---|\n" + "\n".join(
            f"| {a} | {b} |" for a, b in rows
        )
        return {"ips": {"restrictions_table": table}}, None, "ips.restrictions_table"
    if shape == 1:
        letter = (
            "Dear Ms Okafor,\n\nFurther to our meeting on the 3rd, I write to confirm the "
            "restrictions on my account:\n\n"
            f"1. {first}\n2. {clause.text}\n3. {last}\n\n"
            "With kind regards,\nHenrik Lindqvist"
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        guidelines: dict[str, JsonValue] = {
            "section_4": {"a": {"i": first, "ii": clause.text}, "b": last}
        }
        return {"guidelines": guidelines}, None, "guidelines.section_4.a.ii"
    if shape == 3:
        bullets = f"• {first}\n• {clause.text}\n• {last}"
        return (
            {"policy_statement": {"restrictions": bullets}},
            None,
            "policy_statement.restrictions",
        )
    limits: list[JsonValue] = [first, clause.text, last]
    return {"limits": limits}, None, "limits[1]"


def _mandate_clause(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[_Clause, str]:
    """A clause bounding `s` at `value` (a cap, or a floor), and its table cell."""
    noun = rng.choice(s.nouns)
    if shape == 4:  # a limit changed from a date in the past: the new one binds
        previous = round(value * (0.5 if s.floor else 2.0), 6)
        style = rng.randrange(12)
        now, then = _apart(s, value, previous, style)
        predicate = _predicate(rng, _VERB_FLOORS if s.floor else _VERB_CAPS, now)
        text = _fill(
            "With effect from 1 January 2025, {noun} {limit} (previously {then}).",
            noun=noun,
            limit=predicate.format(v=now),
            then=then,
        )
        return _Clause(text, value), ""
    limit, _ = _limit(rng, s, value, terse=True)
    row = limit
    frame = rng.choice(("{Noun}: {limit}.", "{Noun} — {limit} at all times."))
    return _Clause(_fill(frame, noun=noun, limit=limit), value), row


_WITHIN_ASKS: Final = (
    "can you rerun the weights for month end? everything has to fit the client's restrictions",
    "New weights please, inside every restriction the client has given us.",
    "Pls refresh the allocation, no breaches of the IPS.",
    "Re-solve the book after the coupon payments; the restrictions all still apply.",
)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 5) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        clause, row = _mandate_clause(rng, s, value, shape)
        mandate, message, ref = _placed(rng, s, clause, row, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside = round(value * rng.choice((0.3, 0.5, 0.6)), 6)
            middle = round(value * 1.5, 6)
        else:
            outside = round(value * rng.choice((1.4, 1.6, 2.0)), 6)
            middle = round(value * 0.8, 6)
        if shape == 4:  # between the limit now and the looser one it replaced
            outside = round(value * (0.75 if s.floor else 1.5), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="the client's restriction",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
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

#: discretion within [lo, hi] ({lo}, {hi}) or up to {hi}
_GRANTED: Final = (
    "Sizing of {noun} is yours, anywhere between {lo} and {hi}.",
    "We're happy for you to land {noun} wherever you like from {lo} up to {hi}.",
    "{Noun} is your call as long as it stays under {hi}.",
    "Use your own judgement on {noun}, but do not exceed {hi} without asking us first.",
    "{Noun}: the desk decides, inside a {lo}–{hi} window.",
)
#: (refused, granted) with {noun}; the plan's assumed value is the same in both
_FIXED: Final = (
    (
        "{Noun} is not yours to set; the trustees set that number each January.",
        "{Noun} is yours to set.",
    ),
    (
        "Please don't pick a number for {noun} yourselves; we will send one.",
        "Pick whatever number you think right for {noun}.",
    ),
    (
        "Any figure for {noun} needs the IC's sign-off before it is used.",
        "Any figure for {noun} is fine with the IC, no sign-off needed.",
    ),
)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        if s.floor:  # discretion over a minimum is another question; a cap is asked here
            s = _HIGH_YIELD
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        request = rng.choice(_WITHIN_ASKS)
        rationale = rng.choice(_RATIONALES)
        shape = 1 + i % 4
        style = rng.randrange(12)
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            if i % 6 == 3:  # a house view: a point, not a band; or a band around it
                low = round(high / 2, 6)
                middle = round((low + high) / 2, 6)
                lo, hi = s.render_pair(low, high, style)
                point = s.render(high, style, words=False)
                refused = _fill(
                    "{Noun} is set at {point} by the house view; that is a point, not a band, "
                    "and it is not to be moved.",
                    noun=noun,
                    point=point,
                )
                granted = _fill(
                    "{Noun} is set at {point} by the house view, and you may shift it to any "
                    "level between {lo} and {hi}.",
                    noun=noun,
                    point=point,
                    lo=lo,
                    hi=hi,
                )
                assumed = _assume(name, s, middle, rationale)
            else:
                refused_t, granted_t = rng.choice(_FIXED)
                refused, granted = _fill(refused_t, noun=noun), _fill(granted_t, noun=noun)
                assumed = _assume(name, s, high, rationale)
            others = rng.getrandbits(32)  # the same other limits around either clause
            for flawed, text in ((True, refused), (False, granted)):
                fields, message, _ = _placed(
                    random.Random(others), s, _Clause(text, high), "", shape
                )
                suffix = "" if flawed else "/twin"
                yield HeldOutCase(
                    f"heldout{SEED}/range_assumption/{i}{suffix}",
                    "range_assumption",
                    flawed,
                    _with_mandate("strategy", request, assumed, fields, message),
                )
            continue
        plus_minus = s in (_HIGH_YIELD, _ILLIQUID) and i % 4 == 0
        if plus_minus:  # "within ±4 pts of 16%": [0.6 hi, hi]
            step = round(high / 5, 6)
            low, middle = round(high - 2 * step, 6), round(high - step, 6)
            text = _fill(
                "The PM may tilt {noun} within ±{d} pts of {mid}.",
                noun=noun,
                d=_g(step * 100),
                mid=f"{_g(middle * 100)}%",
            )
        else:
            template = rng.choice(_GRANTED)
            low = round(high / 2, 6) if "{lo}" in template else 0.0
            middle = round((low + high) / 2, 6) if "{lo}" in template else round(high * 0.8, 6)
            if "{lo}" in template:
                lo, hi = s.render_pair(low, high, style)
            else:
                lo, hi = "", s.render(high, style, words=False)
            text = _fill(template, noun=noun, lo=lo, hi=hi)
        fields, message, _ = _placed(rng, s, _Clause(text, high), "", shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}",
            "range_assumption",
            True,
            _with_mandate(policy, request, outside, fields, message),
        )
        yield HeldOutCase(
            f"heldout{SEED}/range_assumption/{i}/twin",
            "range_assumption",
            False,
            _with_mandate(policy, request, inside, fields, message),
        )


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: whole sentences asking for each objective, with their own end punctuation
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Get me the best bang for the buck on risk.",
        "Vol-adjusted return is the whole game, max it.",
        "Optimise for Sharpe, full stop.",
        "What's the mix with the best risk-adjusted numbers?",
        "Make every bit of vol earn its keep: best return-to-risk you can get.",
    ),
    "variance": (
        "min var, nothing fancy.",
        "Can you find the mix that wiggles least?",
        "Smallest swings in value you can manage, that's it.",
        "Lowest-vol combo of these names please.",
        "Sleep-at-night portfolio: as little fluctuation as the names allow.",
    ),
    "tracking": (
        "Keep it as close to the index as you can.",
        "Basically hug the Bloomberg Agg: minimum TE.",
        "I want returns that are a carbon copy of the MSCI ACWI's.",
        "Can you make it look and behave like the S&P 500 as much as possible?",
        "Stay glued to the FTSE World, deviations kept tiny.",
    ),
    "return": (
        "Just swing for the fences, max expected return.",
        "Highest return you can squeeze out; I don't mind the ride.",
        "What's the mix with the biggest expected payoff? That's all I care about.",
        "Go for max upside in expectation, vol be damned.",
        "Pure return maximisation, no risk adjustment.",
    ),
}
#: clauses negating an objective, without end punctuation
_ASIDES: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "not fussed about Sharpe ratios",
        "risk-adjusted stats are for the quarterly pack only",
    ),
    "variance": (
        "not trying to minimise vol",
        "the wiggles don't bother me",
    ),
    "tracking": (
        "no benchmark hugging",
        "we are not trying to track any index",
    ),
    "return": (
        "not chasing the biggest number",
        "raw return isn't the point",
    ),
}
_OBJECTIVE_FRAMES: Final = (
    "{Ask} Oh and {aside}, fwiw.",
    "{Ask} For the record, {aside}.",
    "{Aside}, to be clear. {Ask}",
    "A few things first: {aside}; no leverage; no crypto. Now what I do want: {Ask}",
    "hey, {aside}. {Ask}",
)
_REPLACING: Final = (
    "Scrap my last message. {Ask}",
    "Change of plan after talking to my wife: {Ask}",
    "Ignore the above, the committee overruled me. {Ask}",
)
_QUOTING: Final = (
    "> {old}\n\nThat was last week's brief and it no longer stands. {Ask}",
    'Earlier I wrote "{old}" Forget that. {Ask}',
)


_solving = partial(
    _objective_contract,
    solvers={
        "maximise_risk_adjusted_return": "portfolio.market_neutral",
        "maximise_return_under_drawdown_limit": "portfolio.drawdown_aware",
    },
    interpretation="An allocation across the client's list of names",
    purpose="solve for the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="weights",
    section_title="Allocation",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]  # each ask at least once
        old = rng.choice([k for k in _ASKS if k != wanted])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages: tuple[UserMessage, ...]
        if i % 6 == 2:  # an earlier message asks another objective; the later one replaces it
            earlier = rng.choice(_ASKS[old])
            later = _fill(rng.choice(_REPLACING), ask=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=earlier),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            pairs = ((True, _solving(_KIND[old])), (False, _solving(_KIND[wanted])))
        elif i % 6 == 5:  # a quoted earlier brief, withdrawn; the right kind citing the quote
            earlier = rng.choice(_ASKS[old])
            request = _fill(rng.choice(_QUOTING), old=earlier, ask=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            cite = partial(_solving, _KIND[wanted], objective_ref=REQUEST_ID)
            pairs = (
                (True, cite(objective_span=_span_of(request, earlier))),
                (False, cite(objective_span=_span_of(request, ask))),
            )
        else:
            others = [k for k in _ASIDES if k != wanted and (wanted, k) != ("sharpe", "variance")]
            aside = rng.choice(_ASIDES[rng.choice(others)])
            request = _fill(rng.choice(_OBJECTIVE_FRAMES), ask=ask, aside=aside)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            other = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
            pairs = ((True, _solving(other)), (False, _solving(_KIND[wanted])))
        for flawed, body in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=body,
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2013, 1, 2),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2015, 1, 2),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2021, 12, 31),
    ),
)
#: (a period reaching into a test window, the same shape ending before the first test)
_PERIODS: Final = (
    ("on 2011Q1–2017Q3 data", "on 2011Q1–2015Q4 data"),
    ("over FY2012–FY2018", "over FY2011–FY2014"),
    ("on H1 2012 to H2 2019", "on H1 2012 to H2 2015"),
    ("with the five years before 31 Dec 2019", "with the five years before 31 Dec 2015"),
    (
        "on the three years before the final test date",
        "on the three years before the first test date (4 Jan 2016)",
    ),
    ("using all available data (2011–2021)", "using the 2011–2015 data only"),
    ("on ISO weeks 2015-W01 to 2019-W52", "on ISO weeks 2011-W01 to 2015-W52"),
)
_ACTIONS: Final = (
    "the ridge alpha was grid-searched",
    "the top 20 features were picked by mutual information",
    "the rebalancing band was set",
    "the carry signal's smoothing half-life was chosen",
    "the regime classifier's cut-off was tuned",
    "the spread-widening entry trigger was calibrated",
)
_LEAK_FRAMES: Final = (
    "Notebook cell 4: {action} {period}.",
    "{Action} {period} and then frozen for all three folds.",
    "Per the research log, {action} {period}.",
    "{Action} {period}; nothing is re-estimated afterwards.",
    "Setup note ({period}): {action}.",
)
#: notebook code: (leaky, clean)
_CODE: Final = (
    (
        "train = df.loc['2011':'2015']; best = grid_search(model, df.loc['2011':'2018'])",
        "train = df.loc['2011':'2015']; best = grid_search(model, train)",
    ),
    (
        "scaler.fit(X.loc[:'2021-12-31']); folds = walk_forward(X, splits=3)",
        "scaler.fit(X.loc[:'2015-12-31']); folds = walk_forward(X, splits=3)",
    ),
    (
        "features = select_k_best(X['2011':'2021'], y['2011':'2021'], k=20)",
        "features = select_k_best(X['2011':'2015'], y['2011':'2015'], k=20)",
    ),
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The 0.8 z-score entry was picked after looking at the backtest for 2016–2021.",
        "The 0.8 z-score entry was fixed in the 2015 research memo, before a single test year "
        "had been run.",
    ),
    (
        "Fundamental inputs come from today's restated database, not as first reported.",
        "Fundamental inputs are as first reported, each usable only from its filing date.",
    ),
    (
        "Feature selection used all available data, 2011 through 2021, before the folds were cut.",
        "Feature selection is redone inside each fold's own training window, before its test "
        "years are touched.",
    ),
    (
        "Index membership for every year is taken from the current constituent file.",
        "Index membership for each date is the constituent list as it stood on that date.",
    ),
    (
        "As of 31 Dec 2021 we looked back five years to choose the lookback length.",
        "As of 31 Dec 2015 we looked back five years to choose the lookback length.",
    ),
    (
        "We tried twelve model variants and kept the one with the best 2016–2021 Sharpe.",
        "We tried twelve model variants and kept the one with the best 2011–2015 Sharpe; "
        "2016–2021 was run once, at the end.",
    ),
)
_LEAK_ASKS: Final = (
    "Can you walk the credit-spread model forward over the three folds we set up?",
    "pls run the walk-forward on the carry book, 3 folds as agreed",
    "Backtest request: the duration-timing signal, three walk-forward folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _structured(j: int) -> tuple[ResearchContractBody, ResearchContractBody]:
    """Nothing in the text; the fields say it: the assets chosen with data past a test start,
    the model fitted on the full sample, or a window fitted into its own test years."""
    clean = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if j % 3 == 0:
        late = _WINDOWS[1].model_copy(update={"selection_end": date(2019, 6, 28)})
        leaky = HistoricalTest(windows=(_WINDOWS[0], late, _WINDOWS[2]))
    elif j % 3 == 1:
        leaky = HistoricalTest(windows=_WINDOWS, fitting="full_sample")
    else:
        late = _WINDOWS[2].model_copy(update={"fitting_end": date(2021, 6, 30)})
        leaky = HistoricalTest(windows=(_WINDOWS[0], _WINDOWS[1], late))
    return _contract(historical_test=leaky), clean


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 8 == 7:
            leaky_body, clean_body = _structured(i // 8)
            pairs = ((True, leaky_body, ""), (False, clean_body, ""))
        else:
            if i % 8 in (3, 6):
                which = 2 * (i // 8) + (i % 8 == 6)
                leaky, clean = _SENTENCES[which % len(_SENTENCES)]
            elif i % 8 == 5:
                leaky, clean = _CODE[(i // 8) % len(_CODE)]
                leaky, clean = f"`{leaky}`", f"`{clean}`"
            else:
                leaky_period, clean_period = _PERIODS[i % len(_PERIODS)]
                action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
                leaky = _fill(frame, action=action, period=leaky_period)
                clean = _fill(frame, action=action, period=clean_period)
            pairs = (
                (True, _leak_contract(where, leaky), leaky),
                (False, _leak_contract(where, clean), clean),
            )
        for flawed, body, sentence in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=REQUEST_ID, text=ask),),
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
    ("2019-12-31", "FY2019 Q4"),
    ("2020-03-31", "FY2020 Q1"),
    ("2020-06-30", "FY2020 Q2"),
    ("2020-09-30", "FY2020 Q3"),
    ("2020-12-31", "FY2020 Q4"),
    ("2021-03-31", "FY2021 Q1"),
    ("2021-06-30", "FY2021 Q2"),
    ("2021-09-30", "FY2021 Q3"),
    ("2021-12-31", "FY2021 Q4"),
    ("2022-03-31", "FY2022 Q1"),
    ("2022-06-30", "FY2022 Q2"),
    ("2022-09-30", "FY2022 Q3"),
)
_COMPANY: Final = "Wernham Hogg"
_ENTITY: Final = "ent_wernham_hogg"
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("quarter on quarter", (10, 11)),
    ("vs. a year ago", (7, 11)),
    ("over the trailing twelve months", (7, 11)),
    ("in the last six prints", (6, 11)),
    ("from Q1 '21 to the latest print", (5, 11)),
    ("relative to pre-pandemic Q4 2019", (0, 11)),
    ("over calendar 2021", (4, 8)),
    ("between the June 2020 and June 2022 quarters", (2, 10)),
    ("over a full cycle back to 2012", None),
    ("over the last half-decade", None),
    ("from the 2015 low", None),
    ("since the start of the 2010s", None),
)


def _relative(window: Sequence[float]) -> float:
    return (window[-1] - window[0]) / abs(window[0])


def _rose(window: Sequence[float]) -> bool | None:
    change = _relative(window)
    return True if change > 0.01 else False if change < -0.01 else None


def _fell(window: Sequence[float]) -> bool | None:
    rose = _rose(window)
    return None if rose is None else not rose


def _steady(window: Sequence[float]) -> bool | None:
    spread = (max(window) - min(window)) / abs(window[0])
    if abs(_relative(window)) <= 0.015 and spread <= 0.03:
        return True
    return False if abs(_relative(window)) >= 0.08 else None


def _peaked(window: Sequence[float]) -> bool | None:
    """Rose to a high inside the window, then fell back clearly."""
    top = max(window)
    inside = window.index(top) not in (0, len(window) - 1)
    if inside and window[0] < top * 0.98 and window[-1] < top * 0.98:
        return True
    return False if window[-1] == top and window[-1] > window[0] else None


def _bottomed(window: Sequence[float]) -> bool | None:
    """Fell to a low inside the window, then recovered clearly."""
    low = min(window)
    inside = window.index(low) not in (0, len(window) - 1)
    if inside and window[0] > low * 1.02 and window[-1] > low * 1.02:
        return True
    return False if window[-1] == low and window[-1] < window[0] else None


def _doubled(window: Sequence[float]) -> bool | None:
    ratio = window[-1] / window[0]
    return True if 1.9 <= ratio <= 2.2 else False if ratio < 1.3 else None


def _halved(window: Sequence[float]) -> bool | None:
    ratio = window[-1] / window[0]
    return True if 0.45 <= ratio <= 0.55 else False if ratio > 0.75 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _better(higher_is_better: bool) -> _Truth:
    return _rose if higher_is_better else _fell


def _worse(higher_is_better: bool) -> _Truth:
    return _fell if higher_is_better else _rose


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named, what may be claimed of it (each claim with the
    function computing its truth over a window) and how its change is written."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


def _share_of_change(a: float, b: float) -> str:
    """ "roughly a third", "about half", else "~15%"; "" when it barely moved, or moved so far
    that a share of the start says it badly (those windows have "doubled" and "halved")."""
    change = abs(b - a) / abs(a)
    if change < 0.02 or change > 0.6:
        return ""
    for share, said in ((0.5, "about half"), (1 / 3, "roughly a third"), (0.25, "about a quarter")):
        if abs(change - share) <= share * 0.08:
            return said
    return f"~{change * 100:.0f}%"


def _points_of_change(a: float, b: float) -> str:
    """A ratio's change in points: "a couple of points", "a point or so", "9.5 points"."""
    points = abs(b - a) * 100
    if points < 0.5:
        return ""
    if 1.6 <= points <= 2.4:
        return "a couple of points"
    if 0.8 <= points <= 1.2:
        return "a point or so"
    return f"{_g(round(points, 1))} points"


def _turns_of_change(a: float, b: float) -> str:
    turns = abs(b - a)
    if turns < 0.1:
        return ""
    return "half a turn" if 0.45 <= turns <= 0.55 else f"{turns:.1f} turns"


def _dollars_a_share(a: float, b: float) -> str:
    change = abs(b - a)
    return f"${change:.2f}" if change >= 0.05 else ""


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "shares",
        (412.0, 410.0, 413.0, 405.0, 401.0, 396.0, 398.0, 384.0, 379.0, 375.0, 377.0, 368.0),
        ("The diluted share count", "Shares outstanding (diluted)", "Wernham Hogg's share count"),
        (
            ("{s} shrank by {m}", _fell),
            ("{s} trended lower", _fell),
            ("{s} ticked up by {m}", _rose),
            ("{s} crept higher", _rose),
            ("{s} held steady", _steady),
        ),
        _share_of_change,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "cash_coverage",
        (0.42, 0.55, 0.61, 0.58, 0.52, 0.47, 0.44, 0.41, 0.38, 0.36, 0.37, 0.33),
        ("Cash coverage (cash/debt)", "Cash as a share of debt", "Wernham Hogg's cash cover"),
        (
            ("{s} eroded by {m}", _fell),
            ("{s} thickened by {m}", _rose),
            ("{s} climbed, peaked and then trended lower", _peaked),
            ("{s} got stronger", _better(True)),
            ("{s} got thinner", _worse(True)),
        ),
        _points_of_change,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ttm_net_income",
        (3.1, 3.4, 4.2, 4.8, 4.4, 3.9, 3.5, 3.2, 2.9, 2.7, 2.8, 2.5),
        (
            "Net debt to trailing net income",
            "Leverage on trailing earnings",
            "Wernham Hogg's net debt/TTM earnings multiple",
        ),
        (
            ("{s} came down by {m}", _fell),
            ("{s} ballooned by {m}", _rose),
            ("{s} moved the right way", _better(False)),
            ("{s} went the wrong way", _worse(False)),
            ("{s} spiked, then bled lower", _peaked),
        ),
        _turns_of_change,
    ),
    _Trend(
        "fundamentals.quarters",
        "deposits",
        (
            9800.0,
            11900.0,
            12600.0,
            13400.0,
            14100.0,
            15000.0,
            15800.0,
            16900.0,
            18100.0,
            19000.0,
            19500.0,
            19800.0,
        ),
        ("Deposits", "The deposit base", "Wernham Hogg Bank's deposits"),
        (
            ("{s} doubled", _doubled),
            ("{s} put on {m}", _rose),
            ("{s} ran off by {m}", _fell),
            ("{s} kept building", _rose),
            ("{s} drained away", _fell),
            ("{s} halved", _halved),
            ("{s} went sideways", _steady),
        ),
        _share_of_change,
    ),
    _Trend(
        "fundamentals.quarters",
        "receivables",
        (740.0, 655.0, 600.0, 690.0, 720.0, 760.0, 805.0, 790.0, 830.0, 870.0, 860.0, 905.0),
        ("Receivables", "Trade receivables", "Wernham Hogg's receivables book"),
        (
            ("{s} bottomed out and rebounded", _bottomed),
            ("{s} rebounded by {m}", _rose),
            ("{s} slid by {m}", _fell),
            ("{s} trended lower", _fell),
            ("{s} ticked up", _rose),
        ),
        _share_of_change,
    ),
    _Trend(
        "fundamentals.quarters",
        "inventory",
        (1240.0, 1390.0, 1510.0, 1320.0, 1100.0, 980.0, 870.0, 790.0, 720.0, 690.0, 655.0, 630.0),
        ("Inventory", "Stock on hand", "Wernham Hogg's inventory"),
        (
            ("{s} halved", _halved),
            ("{s} was worked down by {m}", _fell),
            ("{s} piled up by {m}", _rose),
            ("{s} held steady", _steady),
            ("{s} peaked, then was worked down", _peaked),
        ),
        _share_of_change,
    ),
    _Trend(
        "custom.per_share_values",
        "book_value_per_share",
        (21.4, 20.1, 20.9, 21.7, 22.5, 23.0, 23.8, 24.1, 24.9, 24.2, 23.6, 23.1),
        ("Book value per share", "BVPS", "Wernham Hogg's book value per share"),
        (
            ("{s} added {m}", _rose),
            ("{s} gave back {m}", _fell),
            ("{s} topped out and then eroded", _peaked),
            ("{s} bottomed out and rebounded", _bottomed),
            ("{s} held steady", _steady),
        ),
        _dollars_a_share,
    ),
    _Trend(
        "custom.capital_returns",
        "payout_ratio",
        (0.38, 0.52, 0.61, 0.55, 0.47, 0.42, 0.40, 0.41, 0.40, 0.40, 0.41, 0.40),
        ("The payout ratio", "The share of earnings paid out", "Wernham Hogg's payout"),
        (
            ("{s} held steady", _steady),
            ("{s} went sideways", _steady),
            ("{s} ticked up by {m}", _rose),
            ("{s} was cut by {m}", _fell),
            ("{s} jumped, peaked and came back down", _peaked),
        ),
        _points_of_change,
    ),
)

_CLAIM_FRAMES: Final = (
    "TL;DR: {claim} {horizon} [1].",
    "Per the print history in [1]: {claim} {horizon}.",
    "- {Claim} {horizon} [1]",
    "If you only read one line: {claim} {horizon} [1].",
    "Short version, {claim} {horizon} (source [1]).",
    "{Claim} {horizon}; numbers in [1].",
)

_said = partial(_said_of, _COMPANY)


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true over a horizon it covers; the flawed
    bundle a claim it makes false over that horizon, or (one in three) the true claim over a
    horizon it does not cover. Claims too close to call over a window are never used."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        usable: list[tuple[str, str, list[str], list[str]]] = []
        for horizon, span in _HORIZONS:
            if span is None:
                continue
            window = trend.values[span[0] : span[1] + 1]
            m = trend.magnitude(window[0], window[-1])
            claims = [(c, t(window)) for c, t in trend.claims if m or "{m}" not in c]
            holding = [c for c, held in claims if held is True]
            failing = [c for c, held in claims if held is False]
            if holding and failing:
                usable.append((horizon, m, holding, failing))
        # the claims least used so far first, so that every shape is said somewhere
        least = min(used[c] for _, _, holding, _ in usable for c in holding)
        horizon, m, true_claims, false_claims = rng.choice(
            [u for u in usable if any(used[c] == least for c in u[2])]
        )
        true = rng.choice([c for c in true_claims if used[c] == least])
        used[true] += 1
        if rng.randrange(3) == 0:  # the true claim over a horizon the series does not cover
            far = rng.choice([h for h, s in _HORIZONS if s is None])
            false_sentence = _fill(frame, claim=_said(true, subject, first, m), horizon=far)
        else:
            fewest = min(used[c] for c in false_claims)
            wrong = rng.choice([c for c in false_claims if used[c] == fewest])
            used[wrong] += 1
            false_sentence = _fill(frame, claim=_said(wrong, subject, first, m), horizon=horizon)
        true_sentence = _fill(frame, claim=_said(true, subject, first, m), horizon=horizon)
        yield from trend_claim_twins(
            f"heldout{SEED}/trend_claim/{i}",
            function_id=trend.function_id,
            result=trend.result(),
            company=_COMPANY,
            entity_id=_ENTITY,
            false_sentence=false_sentence,
            true_sentence=true_sentence,
            policy="chat" if i % 2 == 0 else "strategy",
            ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch I: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
