"""Held-out batch M: every flaw kind again, in the plain everyday English of non-specialists
and the terse shorthand of quants, side by side.

Batch M is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Each case is written in
one of two registers — a retired teacher's IRA, a charity's volunteer treasurer, a doctor's
practice pension, someone helping a parent, a student club's fund; or a quant's ticket, notebook
and one-liners — and its parts are new:

* limits in everyday words and fractions ("a tenth", "a fifth", "a quarter", "half", "one dollar
  in ten", "ten percent", "10 per cent", "1.5 times our own money", "twice our own money") and in
  shorthand ("w_i ≤ 5%", "lev <= 1.5x", "TE vs bmk ≤ 300bp", "cash ≥ 0.05"), as a pandas
  `assert` or an SQL `CHECK`; said with hedges ("Ideally … if possible. I'd rather not go above
  that"), negations ("I don't want … to be more than", "never less than"), a rhetorical question
  answered ("Would a tenth be too much …? I don't think so, but that's as high as I'd go"), a
  figure misremembered and corrected in the same breath ("no higher than 22.5 percent. No, sorry,
  I misremembered: the adviser's number was 15 percent"), a list with a decoy age and year beside
  it, and a P.S. to the request; subjects: one company, one industry, gross exposure with
  borrowed money, the gap to the index (tracking error), the worst drop from a high point and a
  cash floor;
* requests deferring the limit to trust papers, a predecessor treasurer, a brother, a committee
  or an adviser nobody can reach, or to "TBD by risk", "per the IMA (not attached)", "pending PM
  sign-off"; strategy mandates bounding only other things (a charity's payout and ethics, a
  club's spending rule);
* provenance citing a figure the user corrected in a later message ("Oops, I misremembered"),
  corrected in the same message ("no wait, sorry"), asked about and refused ("Would 20% be too
  much? Yes, far too much"), belonging to the next item of a list, another adviser's or a former
  treasurer's figure, and a shorthand percentage read as a bare number ("TE ≤ 3%" recorded as 3
  bp, "lev ≤ 150%" as 150x);
* mandates as a charity's investment policy, a note of a parent's wishes (a mandate message), a
  quant's list of shorthand limits, a student club's rules voted at its AGM (markdown, a mandate
  message) and a small practice's pension plan document whose limit was tightened ("it used to
  be …"), the plan between the old limit and the new one;
* latitude granted in both registers ("Anything from … to … is fine by us, you pick", "up to
  you, as long as … isn't more than …", "w_i ∈ [2.5%, 5%], PM's call", "lev 1x–2x,
  discretionary") and refused ("Please don't pick a number … yourself; our accountant will send
  it", "…: …, and that's not up for discussion", "… = …, fixed, no band");
* objectives in lay terms ("do what the index does, no better and no worse", "the calmest mix
  you can find", "the bumps don't scare me, I'm 28", "I don't care about the index") and in
  shorthand ("obj: max SR, i.e. (μ − r_f)/σ", "min w'Σw s.t. Σw = 1", "obj: max E[r], no risk
  penalty", "min (w − w_b)'Σ(w − w_b)"), beside a negated aside, after a rhetorical question
  ("What do I actually want?"), in an earlier message a later one scraps, and quoted in the same
  message and withdrawn;
* leakage described naively ("the client picked the rule that worked best from 2008 to 2018 and
  then checked it on 2013–2018") and in shorthand ("IS 2008-16 / OOS 2013-18", `df.loc['2008':
  '2017']`, `WHERE dt < '2016-01-01'`, "feat: r_{t+1} incl."), today's index members applied to
  the past, volatility scaled on the whole history, a variant kept for its test-period drawdown,
  and in the structured fields; each clean twin in the same form, before the first test date;
* trend claims over twelve quarters (FY2020 Q3–FY2023 Q2, newest first) on net income, gross
  debt, diluted EPS, revenue and the ratios gross margin, debt to equity, cash coverage and net
  debt to trailing net income, in lay words ("profits went down", "their debt kept piling up",
  "they're making more per share than a year ago", "their margins got thinner by about 5
  percentage points", "borrowing relative to the owners' stake got better") and shorthand ("NI
  ↓ ~43%", "D/E ↓ 0.43x", "GM compressed ~5.4pp", "Rev up every Q", "EPS ↑ YoY in each of last
  4Q"), over "compared with the quarter before" / "QoQ", "compared with a year earlier" / "YoY",
  "over 8Q", "since 1Q21", "over CY2022" (a claim over a calendar year made only when its
  Q4-on-Q4 and in-year readings agree), against uncovered horizons ("since the 2008 crash", "over
  10Y", "vs. pre-COVID 2019"). Whether a claim holds is computed from the series: true, false,
  or too close to call (never used); the claims and horizons least used so far are drawn first,
  so that each is said somewhere.

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _mandate_twins_of,
    _newest_first,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _true_or_far,
    _twins_of,
    _with_mandate_of,
    _with_sentence,
    _yoy_pairs,
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

SEED: Final = 20261213
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzm5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzmm"

#: the two registers a case is written in
_LAY: Final[str] = "lay"
_QUANT: Final[str] = "quant"


# --- numbers in everyday words and in shorthand ------------------------------------------------

#: a share of the money said in words
_SHARE_WORDS: Final[dict[float, tuple[str, ...]]] = {
    0.05: ("five percent",),
    0.1: ("a tenth", "ten percent", "one dollar in ten"),
    0.15: ("fifteen percent",),
    0.2: ("a fifth", "one dollar in five", "twenty percent"),
    0.25: ("a quarter", "twenty-five percent"),
    0.3: ("thirty percent",),
    0.5: ("half",),
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the money. Keys: "q…" shorthand, "l…" everyday figures, "w…" words."""
    pct = value * 100
    forms = {
        "q_sign": f"{_g(pct)}%",
        "q_decimal": f"{value:.2f}" if abs(value * 100 - round(value * 100)) < 1e-9 else _g(value),
        "l_percent": f"{_g(pct)} percent",
        "l_per_cent": f"{_g(pct)} per cent",
        "l_sign": f"{_g(pct)}%",
    }
    for k, said in enumerate(_SHARE_WORDS.get(round(value, 6), ())):
        forms[f"w{k}"] = said
    return forms


_MULTIPLE_WORDS: Final[dict[float, tuple[str, ...]]] = {
    1.5: ("one and a half times our own money",),
    2.0: ("twice our own money",),
    1.25: ("one and a quarter times our own money",),
}


def _multiple_forms(value: float) -> dict[str, str]:
    forms = {
        "q_x": f"{_g(value)}x",
        "l_times": f"{_g(value)} times our own money",
        "l_pct": f"{_g(value * 100)}% of our own money",
    }
    for k, said in enumerate(_MULTIPLE_WORDS.get(round(value, 6), ())):
        forms[f"w{k}"] = said
    return forms


_BP_WORDS: Final[dict[float, str]] = {
    200.0: "two percent",
    300.0: "three percent",
    400.0: "four percent",
    500.0: "five percent",
}


def _bp_forms(value: float) -> dict[str, str]:
    forms = {
        "q_pct": f"{_g(value / 100)}%",
        "q_bp": f"{_g(value)}bp",
        "l_percent": f"{_g(value / 100)} percent",
        "l_bps": f"{_g(value)} basis points",
    }
    if value in _BP_WORDS:
        forms["w0"] = _BP_WORDS[value]
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how non-specialists say it (`things`), quant labels,
    a pandas expression and an SQL column for it, the values it takes, its written forms, and
    whether it is a floor."""

    fields: tuple[str, ...]
    things: tuple[str, ...]
    labels: tuple[str, ...]
    code: str
    column: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    @property
    def nouns(self) -> tuple[str, ...]:
        return self.things

    def render(self, value: float, style: int, register: str) -> str:
        """One written form of `value` in `register`: everyday words one style in two when it
        has them, else figures; shorthand is always compact figures."""
        forms = self.forms(value)
        if register == _QUANT:
            quant = [v for k, v in forms.items() if k.startswith("q")]
            return quant[style % len(quant)]
        said = [v for k, v in forms.items() if k.startswith("w")]
        if said and style % 2 == 0:
            return said[style // 2 % len(said)]
        figures = [v for k, v in forms.items() if k.startswith("l")]
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int, register: str) -> list[str]:
        """`values` all in one form of `register` where no one is part of another."""
        all_forms = [self.forms(v) for v in values]
        prefixes = ("q",) if register == _QUANT else ("l", "w")  # figures before words
        keys = [
            k for k in all_forms[0] if k.startswith(prefixes) and all(k in f for f in all_forms)
        ]
        keys.sort(key=lambda k: k.startswith("w"))
        figures = [k for k in keys if not k.startswith("w")]
        for offset in range(len(keys)):
            key = (
                figures[(style + offset) % len(figures)] if offset < len(figures) else keys[offset]
            )
            said = [f[key] for f in all_forms]
            if all(a.lower() not in b.lower() for a, b in itertools.permutations(said, 2)):
                return said
        raise AssertionError((values, register))

    def op(self, style: int) -> str:
        return ("≥", ">=")[style % 2] if self.floor else ("≤", "<=")[style % 2]


_STOCK: Final = _Subject(
    ("max_position_weight", "single_stock_cap"),
    ("the amount in any one company", "any single stock", "what goes into one company"),
    ("w_i", "single-name wt", "pos size"),
    "w.max() {op} {x}",
    "weight",
    "fraction",
    (0.05, 0.1, 0.2),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "industry_cap"),
    ("any one industry", "the amount in a single industry", "one sector"),
    ("sector wt", "w_sector", "GICS sector wt"),
    "w.groupby(sector).sum().max() {op} {x}",
    "sector_weight",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "gross_exposure_cap"),
    ("our total exposure including borrowed money", "how much we invest including borrowed money"),
    ("lev", "gross lev", "gross"),
    "w.abs().sum() {op} {x}",
    "gross_exposure",
    "multiple",
    (1.5, 2.0),
    _multiple_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "max_te_bps"),
    (
        "the tracking error (how far we drift from the index)",
        "the gap to the index (tracking error)",
    ),
    ("TE vs bmk", "ex-ante TE", "TE"),
    "te_bps {op} {x}",
    "te_bps",
    "bps",
    (200.0, 300.0, 500.0),
    _bp_forms,
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown", "drawdown_limit"),
    ("the worst drop from a high point", "the biggest fall from a peak"),
    ("max DD", "DD", "peak-to-trough"),
    "max_dd {op} {x}",
    "max_drawdown",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cash_floor"),
    ("the cash we keep", "the amount kept in cash"),
    ("cash", "cash buffer", "w_cash"),
    "w['CASH'] {op} {x}",
    "cash_weight",
    "fraction",
    (0.05, 0.1),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_STOCK, _SECTOR, _LEVERAGE, _TE, _DRAWDOWN, _CASH)
_CAPS: Final = (_STOCK, _SECTOR, _LEVERAGE, _TE, _DRAWDOWN)

_RATIONALES: Final = (
    "a common rule of thumb for a retirement account",
    "typical for a small charity's reserves",
    "placeholder, std for books like this",
    "what most balanced funds run",
    "conservative default until the client confirms",
)


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "A portfolio for the client's money, inside the limits they gave",
    "the best return for the risk taken",
    "solve the weights",
    "the weights and what they add up to",
)

_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client said it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "sort out what my IRA is invested in",
        "put the charity's reserve money to work",
        "set up an investment plan for my mum's savings, I'm helping her with it now",
        "invest the surgery's staff pension pot",
        "work out how to invest the chess club's fund",
    ),
    _QUANT: (
        "rebal the L/S sleeve for Q1",
        "re-opt the model book, same universe",
        "new wts for the monthly rebal",
    ),
}
_DEFERRALS: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "as for {thing}, the rule is in the trust papers somewhere, I'll dig them out",
        "for {thing}, whatever the treasurer before me used, I honestly don't know the number",
        "my brother knows the limit on {thing}, I'll ask him at the weekend",
        "the committee still has to agree on {thing}",
        "I can't remember what the adviser said about {thing}",
    ),
    _QUANT: (
        "{label}: TBD by risk",
        "{label} per the IMA (not attached)",
        "{label} limit pending PM sign-off",
    ),
}
_REQUEST_FRAMES: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "Hi, could you {task}? {Deferral}. Thanks so much!",
        "Hello, I'm new to all this. Could you {task}? {Deferral}.",
        "Dear sir or madam, please {task}. {Deferral}.\n\nKind regards,\nMargaret",
    ),
    _QUANT: (
        "{Task}. {Deferral}.",
        "req: {task}\n{deferral}",
        "- {task}\n- {deferral}",
    ),
}


def _request(rng: random.Random, s: _Subject, register: str) -> str:
    deferral = rng.choice(_DEFERRALS[register]).format(
        thing=rng.choice(s.things), label=rng.choice(s.labels)
    )
    return _fill(
        rng.choice(_REQUEST_FRAMES[register]), task=rng.choice(_TASKS[register]), deferral=deferral
    )


#: everyday statings of a limit: (a cap's, a floor's); {thing}, {v}, and {wrong} (a figure the
#: speaker corrects in the same breath)
_LAY_STATINGS: Final = (
    (
        "I don't want {thing} to be more than {v}.",
        "I don't want {thing} to be less than {v}.",
    ),
    (
        "Ideally {thing} stays under {v}, if possible. I'd rather not go above that.",
        "Ideally {thing} stays above {v}, if possible. I'd rather not go below that.",
    ),
    (
        "Would {v} be too much for {thing}? I don't think so, but that's as high as I'd go.",
        "Would {v} be too little for {thing}? I don't think so, but that's as low as I'd go.",
    ),
    (
        "{Thing}: nothing crazy, {v} at most.",
        "{Thing}: never less than {v}.",
    ),
    (
        "I want {thing} to be no higher than {wrong}. No, sorry, I misremembered: the "
        "adviser's number was {v}, and that's the one to use.",
        "I want {thing} to be no lower than {wrong}. No, sorry, I misremembered: the "
        "adviser's number was {v}, and that's the one to use.",
    ),
    (
        "Things I care about:\n- {thing}: {v} at most\n- nothing in tobacco\n- I'm 67 and "
        "retired in 2019, so I can't top it up",
        "Things I care about:\n- {thing}: at least {v}\n- nothing in tobacco\n- I'm 67 and "
        "retired in 2019, so I can't top it up",
    ),
)
#: shorthand statings: {label}, {op}, {v}; "code" ones take {expr} or {column} and {x}
_QUANT_STATINGS: Final = (
    "{label} {op} {v}, hard.",
    "limits: {label} {op} {v} (hard), nothing else changes",
    "re your q → {label} {op} {v}",
    "`assert {expr}`  # that's the limit",
    "```sql\nALTER TABLE book ADD CONSTRAINT lim CHECK ({column} {op} {x});\n```",
)


def _stating(rng: random.Random, s: _Subject, value: float, register: str) -> tuple[str, str]:
    """A message stating `value` as `s`'s limit, and the value as written in it."""
    style = rng.randrange(12)
    if register == _LAY:
        cap, floor = rng.choice(_LAY_STATINGS)
        frame = floor if s.floor else cap
        if "{wrong}" in frame:
            wrong_value = round(value * (0.4 if s.floor else 1.5), 6)
            written, wrong = s.alike((value, wrong_value), style, _LAY)
        else:
            written, wrong = s.render(value, style, _LAY), ""
        text = _fill(frame, thing=rng.choice(s.things), v=written, wrong=wrong)
        return _once(text, written), written
    frame = rng.choice(_QUANT_STATINGS)
    if "{x}" in frame or "{expr}" in frame:
        written = _g(value)
        op = "<=" if not s.floor else ">="
        expr = s.code.format(op=op, x=written)
        text = frame.format(expr=expr, column=s.column, op=op, x=written)
    else:
        written = s.render(value, style, _QUANT)
        text = frame.format(label=rng.choice(s.labels), op=s.op(style), v=written)
    return _once(text, written), written


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        register = (_LAY, _QUANT)[(i // 2) % 2]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, s, register)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and i % 4 == 1:  # a mandate bounding other things only
            mandate = {
                "investment_policy": {
                    "ethics": "No tobacco, no weapons, no gambling.",
                    "income": "Pay out 4% of the fund's value each year.",
                }
            }
        elif policy == "strategy" and i % 8 == 3:
            mandate = {
                "club_rules": {
                    "spending": "The club may spend no more than half of each year's income.",
                    "approval": "Two officers sign off any withdrawal.",
                }
            }
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}m",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, s, value, register)
        if i % 4 == 3 and "\n" not in said and not said.startswith("re your q"):  # a P.S.
            both = f"{request}\n\nP.S. {said}"
            messages: tuple[UserMessage, ...] = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, s, value, REQUEST_ID, _once(both, written), written)
        else:
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            cited = _cite(name, s, value, ANSWER_ID, said, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}m/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance --------------------------------------------------------------------------

_LATER_FIXES: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "Oops, I misremembered. It's {right}, not {wrong}. Sorry!",
        "Hang on, I checked the papers: {right}, not {wrong}. My mistake.",
    ),
    _QUANT: (
        "correction: {right} not {wrong}",
        "typo above, read {right} for {wrong}",
    ),
}


def _limit_words(s: _Subject, register: str, style: int) -> str:
    """What bounds a value in a sentence: "no more than", "≤"."""
    if register == _QUANT:
        return s.op(style)
    return (
        ("never less than", "at least")[style % 2]
        if s.floor
        else (
            "no more than",
            "at most",
        )[style % 2]
    )


_provenance_twins = _provenance_twins_of(SEED, "m", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        register = (_LAY, _QUANT)[(i // 3) % 2]
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 3 and s.unit != "fraction":  # another item of a list: the same unit
            s = _STOCK if i % 2 else _DRAWDOWN
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        thing, label = rng.choice(s.things), rng.choice(s.labels)
        style = rng.randrange(12)
        bound = _limit_words(s, register, style)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, register))
        subject = label if register == _QUANT else f"{_cap(thing)}:"
        messages: tuple[UserMessage, ...]
        if structure == 0:  # corrected in a later message: the first figure cited
            wrong_value = round(value * (0.4 if s.floor else 2.0), 6)
            right, wrong = s.alike((value, wrong_value), style, register)
            first = f"{subject} {bound} {wrong}."
            fix = rng.choice(_LATER_FIXES[register]).format(right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=fix),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(fix, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 1:  # corrected in the same breath
                wrong_value = round(value * (0.4 if s.floor else 1.5), 6)
                right, wrong = s.alike((value, wrong_value), style, register)
                frame = (
                    "{Subject} {bound} {wrong}, no wait, sorry, {right}. I was thinking of my "
                    "old account."
                    if register == _LAY
                    else "{subject} {bound} {wrong} -- scratch that, {right}"
                )
                said = _fill(frame, subject=subject, bound=bound, wrong=wrong, right=right)
                true_value, false_value = value, wrong_value
            elif structure == 2:  # a figure asked about and refused
                wrong_value = round(value * (0.4 if s.floor else 2.0), 6)
                right, wrong = s.alike((value, wrong_value), style, register)
                if register == _LAY:
                    frame = (
                        "Would {wrong} be too little for {thing}? Yes, far too little. Let's "
                        "keep it to at least {right}."
                        if s.floor
                        else "Would {wrong} be too much for {thing}? Yes, far too much. Let's "
                        "keep it to {right} at most."
                    )
                else:
                    frame = "> can we do {label} {wrong}?\n\nno. {label} {op} {right}"
                said = _fill(
                    frame, thing=thing, label=label, wrong=wrong, right=right, op=s.op(style)
                )
                true_value, false_value = value, wrong_value
            elif structure == 3:  # the next item of a list, another subject's figure
                other = rng.choice([x for x in _SUBJECTS if x.unit == s.unit and x is not s])
                other_value = rng.choice(other.values)
                while other_value == value:
                    value = rng.choice(s.values)
                right, wrong = s.alike((value, other_value), style, register)
                if register == _LAY:
                    said = (
                        f"- {_cap(thing)}: {bound} {right}\n"
                        f"- {_cap(rng.choice(other.things))}: "
                        f"{_limit_words(other, register, style)} {wrong}"
                    )
                else:
                    said = (
                        f"{label} {bound} {right} | {rng.choice(other.labels)} "
                        f"{other.op(style)} {wrong}"
                    )
                true_value, false_value = value, other_value
            elif structure == 4:  # a shorthand percentage read as a bare number
                if s.unit == "fraction":
                    number = value * 100
                elif s.unit == "bps":
                    number = value / 100
                else:
                    number = value * 100
                right = f"{_g(number)}%"
                said = f"{label} {s.op(style)} {right}" + rng.choice(
                    ("", ", hard", " (firm)", "; everything else as before")
                )
                true_value, false_value = value, round(number, 6)
                wrong = right
            else:  # someone else's figure, or a former one
                wrong_value = round(value * (2.0 if s.floor else 1.5), 6)
                right, wrong = s.alike((value, wrong_value), style, register)
                if register == _LAY:
                    frame = rng.choice(
                        (
                            "The old treasurer used {wrong} for {thing}; the committee changed "
                            "it to {right} last spring.",
                            "My adviser suggested {wrong} for {thing}, but I'd rather keep it "
                            "to {right}.",
                        )
                    )
                else:
                    frame = "{label}: {wrong} was the old desk's number, ours is {right}"
                said = _fill(frame, thing=thing, label=label, wrong=wrong, right=right)
                true_value, false_value = value, wrong_value
            _once(said, right)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, true_value, ANSWER_ID, said, right)
            if structure == 4:
                false = true.model_copy(update={"value": false_value})
            else:
                false = _cite(name, s, false_value, ANSWER_ID, _once(said, wrong), wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses ---------------------------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    style = rng.randrange(12)
    thing = rng.choice(s.things)
    if shape == 2:
        return f"{rng.choice(s.labels)} {s.op(style)} {s.render(value, style, _QUANT)}"
    written = s.render(value, style, _LAY)
    if shape == 4:  # tightened: the old, looser limit said beside the new one
        old_value = round(value * (0.4 if s.floor else 2.0), 6)
        now, old = s.alike((value, old_value), style, _LAY)
        word = "less" if s.floor else "more"
        return _fill(
            "Since 1 July 2024, {thing} may not be {word} than {now} (it used to be {old}).",
            thing=thing,
            word=word,
            now=now,
            old=old,
        )
    if shape == 1:
        word = "less" if s.floor else "more"
        return f"She doesn't want {thing} to be {word} than {written}, she was very clear."
    word = "less" if s.floor else "more"
    return _fill("{Thing} must never be {word} than {v}.", thing=thing, word=word, v=written)


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        policy: dict[str, JsonValue] = {
            "agreed_at": "Trustees' meeting, 12 March 2025",
            "ethics": "No tobacco, no weapons.",
            "risk": clause,
        }
        return {"investment_policy": policy}, None, "investment_policy.risk"
    if shape == 1:
        note = (
            "Mum's wishes (written down with her, March 2025):\n\n"
            "1. Nothing in tobacco or oil.\n"
            f"2. {clause}\n"
            "3. Her income paid on the 1st of every month."
        )
        return None, note, MANDATE_ID
    if shape == 2:
        limits: list[JsonValue] = ["obj: max SR", clause, "no shorts in EM"]
        return {"limits": limits}, None, "limits[1]"
    if shape == 3:
        rules = (
            "## Investment rules (voted at the 2025 AGM)\n\n"
            "- no crypto, no single bets on friends' start-ups\n"
            f"- {clause}\n"
            "- the treasurer reports at every term meeting"
        )
        return None, rules, MANDATE_ID
    plan: dict[str, JsonValue] = {
        "section_3": {"a": "The plan invests for the long term.", "b": clause},
        "section_4": "Reviewed every three years.",
    }
    return {"plan_document": plan}, None, "plan_document.section_3.b"


_WITHIN_ASKS: Final = (
    "Could you redo the investments for this year? Please stick to the rules we gave you.",
    "new wts pls, all mandate limits apply",
    "Time for the yearly rebalance. Nothing outside our rules, please!",
    "rebal req: inside every limit in the mandate",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "m", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        clause = _clause_text(rng, s, value, shape)
        fields, message, ref = _placed(clause, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.8, 6)
        if shape == 4:  # between the limit now and the looser one it replaced
            outside = round(value * (0.75 if s.floor else 1.5), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="the client's rule",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: latitude granted over [lo, hi] (or up to {hi}): (text, register)
_GRANTED: Final = (
    ("Anything from {lo} to {hi} for {thing} is fine by us, you pick.", _LAY),
    ("{Thing}: somewhere between {lo} and {hi}, whatever you think is best.", _LAY),
    ("Up to you, as long as {thing} isn't more than {hi}.", _LAY),
    ("{label} ∈ [{lo}, {hi}], PM's call", _QUANT),
    ("{label} {lo}–{hi}, discretionary", _QUANT),
)
#: (refused, granted, register): the plan's assumed value is the same under both
_REFUSED: Final = (
    (
        "Please don't pick a number for {thing} yourself; our accountant will send it.",
        "Please pick a number for {thing} yourself, anywhere from {lo} to {hi}.",
        _LAY,
    ),
    (
        "{Thing}: {point}, and that's not up for discussion.",
        "{Thing}: start from {point}, but anywhere from {lo} to {hi} is your call.",
        _LAY,
    ),
    (
        "{label} = {point}, fixed, no band",
        "{label} {lo}–{hi}, PM's call",
        _QUANT,
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "m", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "m", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        thing, label = rng.choice(s.things), rng.choice(s.labels)
        high = rng.choice(s.values)
        low = 1.0 if s is _LEVERAGE else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            refused_t, granted_t, register = _REFUSED[(i // 6) % len(_REFUSED)]
            if s is _LEVERAGE and register == _LAY:  # "1 times our own money" reads badly
                s = _STOCK
                name, thing = rng.choice(s.fields), rng.choice(s.things)
                high = rng.choice(s.values)
                low = round(high / 2, 6)
                middle = round((low + high) / 2, 6)
            shape = 2 if register == _QUANT else (0, 1, 4, 3)[i % 4]
            lo, hi = s.alike((low, high), style, register)
            point = hi
            refused = _fill(refused_t, thing=thing, label=label, lo=lo, hi=hi, point=point)
            granted = _fill(granted_t, thing=thing, label=label, lo=lo, hi=hi, point=point)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, shape)[:2],
                _placed(granted, shape)[:2],
            )
            continue
        template, register = rng.choice(
            [g for g in _GRANTED if s is not _LEVERAGE or g[1] == _QUANT]
        )
        shape = 2 if register == _QUANT else (0, 1, 4, 3)[i % 4]
        lo, hi = s.alike((low, high), style, register)
        if "{lo}" not in template:
            middle = round(high * 0.8, 6)
        text = _fill(template, thing=thing, label=label, lo=lo, hi=hi)
        fields, message, _ = _placed(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: whole statements of each objective, by register
_ASKS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "sharpe": {
        _LAY: (
            "I want the most growth I can get for the amount of ups and downs I have to sit "
            "through.",
            "Best return for the risk, please. I think that's what they call the Sharpe ratio?",
            "Whatever gives the best reward for each bit of risk, please.",
        ),
        _QUANT: (
            "obj: max SR, i.e. (μ − r_f)/σ",
            "maximise Sharpe. that's it.",
            "obj: most return per unit of vol",
        ),
    },
    "variance": {
        _LAY: (
            "Make it as steady as it can possibly be; I lose sleep when it jumps around.",
            "The calmest mix you can find, please. Growth is secondary.",
            "I just want the smallest ups and downs possible, nothing else matters to me.",
        ),
        _QUANT: (
            "obj: min σ (min-var), long-only",
            "min w'Σw s.t. Σw = 1",
            "obj: lowest vol achievable",
        ),
    },
    "tracking": {
        _LAY: (
            "I just want to do what the index does, no better and no worse.",
            "Keep it as close to the S&P 500 as you can; I don't want to explain differences "
            "to the committee.",
            "Copy the FTSE All-Share as closely as possible, please.",
        ),
        _QUANT: (
            "obj: min TE vs bmk (MSCI World)",
            "min (w − w_b)'Σ(w − w_b), w_b = bmk wts",
            "obj: replicate the Russell 1000, TE → 0",
        ),
    },
    "return": {
        _LAY: (
            "The bumps don't scare me, I'm 28. Just the highest return you can get.",
            "I want it to grow as much as possible. I don't care about the ups and downs.",
            "Go for the biggest expected return, please, whatever the swings.",
        ),
        _QUANT: (
            "obj: max E[r], no risk penalty",
            "max μ'w, vol irrelevant",
            "obj: max expected return, unadjusted",
        ),
    },
}
#: asides setting another objective aside, by register
_ASIDES: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    "sharpe": {_LAY: ("I don't need any fancy ratios",), _QUANT: ("SR irrelevant",)},
    "variance": {_LAY: ("the ups and downs don't bother me",), _QUANT: ("vol not a concern",)},
    "tracking": {_LAY: ("I don't care about the index",), _QUANT: ("no bmk",)},
    "return": {_LAY: ("I'm not trying to get rich",), _QUANT: ("not maxing raw return",)},
}
#: which objectives an aside may set aside beside a wanted one without contradicting it
_ASIDE_OF: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("tracking", "return"),
    "variance": ("tracking", "return", "sharpe"),
    "tracking": ("return", "sharpe", "variance"),
    "return": ("tracking", "sharpe", "variance"),
}
_PLAIN_FRAMES: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "{Ask} Oh, and {aside}.",
        "{Aside}, to be honest. {Ask}",
        "What do I actually want? {Ask} ({Aside}.)",
    ),
    _QUANT: ("{Ask}; {aside}", "{ask}\n{aside}", "ticket: {ask} / {aside}"),
}
_SCRAPPED: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "Actually, scrap that. I talked it over with my sister. {Ask}",
        "Sorry, I've changed my mind since my last message. {Ask}",
    ),
    _QUANT: ("upd: ignore prev msg. {ask}", "supersedes above: {ask}"),
}
_QUOTED: Final[dict[str, str]] = {
    _LAY: 'Last time I said "{old}" I\'ve changed my mind. {Ask}',
    _QUANT: "~~{old}~~ withdrawn. now: {ask}",
}


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="How to split the client's money across the names they listed",
    purpose="solve the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="How the money is split",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[(i + i // 8) % len(wanted_kinds)]
        register = (_LAY, _QUANT)[(i // 4) % 2]
        asks = _ASKS[wanted][register]
        ask = asks[(i // 2) % len(asks)]
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind][register])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages: tuple[UserMessage, ...]
        if i % 4 == 1:  # an earlier message, scrapped by a later one
            later = _fill(rng.choice(_SCRAPPED[register]), ask=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=old),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            flawed_kind = _KIND[old_kind]
        elif i % 4 == 3:  # quoted in the same message and withdrawn
            request = _fill(_QUOTED[register], old=old, ask=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            flawed_kind = _KIND[old_kind]
        else:
            aside_of = _ASIDE_OF[wanted][(i // 4) % len(_ASIDE_OF[wanted])]
            aside = rng.choice(_ASIDES[aside_of][register])
            request = _fill(rng.choice(_PLAIN_FRAMES[register]), ask=ask, aside=aside)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            flawed_kind = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        for flawed, kind in ((True, flawed_kind), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}m{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2008, 1, 2),
        train_end=date(2012, 12, 31),
        test_start=date(2013, 1, 2),
        test_end=date(2014, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 2),
        test_end=date(2016, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2018, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan
#: 2013)
_PERIODS: Final = (
    ("from 2008 to 2016", "from 2008 to 2012"),
    ("on `df.loc['2008':'2017']`", "on `df.loc['2008':'2012']`"),
    ("`WHERE dt < '2016-01-01'`", "`WHERE dt < '2013-01-01'`"),
    ("over the ten years to end-2017", "over the five years to end-2012"),
    ("over the whole backtest, 2008–2018", "over 2008–2012, before the first test year"),
    (
        "on everything up to and including the 2015–16 oil slump",
        "on everything up to the end of 2012",
    ),
    ("on IS 2008-16", "on IS 2008-12"),
)
_ACTIONS: Final = (
    "the rule that did best was picked",
    "the stop-loss level was chosen",
    "the lookback was tuned",
    "the buy threshold was set",
    "the sector tilts were fixed",
)
_LEAK_FRAMES: Final = (
    "Per the client's note, {action} {period}.",
    "{Action} {period}, then left alone for every fold.",
    "NB {action} {period}; no re-fit per fold.",
    "Setup: {action} {period}.",
)
_CODE_FRAMES: Final = ("Calibration pull {period}: {action} on those rows.",)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The client picked the rule that worked best from 2008 to 2018 and then checked it on "
        "2013–2018; we keep that rule.",
        "The client picked the rule that worked best from 2008 to 2012 and then checked it on "
        "2013–2018; we keep that rule.",
    ),
    (
        "IS 2008-16 / OOS 2013-18, params frozen from IS.",
        "IS 2008-12 / OOS 2013-18, params frozen from IS.",
    ),
    (
        "feat: r_{t+1} incl. alongside 12-1 mom.",
        "feat: returns to t−1 only, alongside 12-1 mom.",
    ),
    (
        "Position sizes are scaled with the volatility of the whole 2008–2018 history.",
        "Position sizes are scaled with each fold's own training-window volatility.",
    ),
    (
        "The universe is today's S&P 500 members, applied to every year back to 2008.",
        "The universe for each date is the S&P 500 membership as it stood on that date.",
    ),
    (
        "We tried a dozen versions and kept the one with the smallest 2013–2018 drawdown.",
        "We tried a dozen versions and kept the one with the smallest 2008–2012 drawdown; "
        "2013–2018 was run once, at the end.",
    ),
)
_LEAK_ASKS: Final = (
    "Could you test whether my rule for the IRA would have worked? Three test periods, like "
    "you suggested.",
    "WF backtest, 3 folds, vol-tgt trend model.",
    "pls walk fwd the value/mom blend, 3 folds as configured",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


def _leak_contract(where: str, sentence: str, test: HistoricalTest) -> ResearchContractBody:
    body = _contract(historical_test=test)
    return _with_sentence(body, where, sentence) if sentence else body


def _structured(j: int) -> HistoricalTest:
    """Nothing in the text; the fields say it: assets chosen with data past a test start, the
    model fitted on the full sample, or a window fitted into its own test years."""
    if j % 3 == 0:
        late = _WINDOWS[0].model_copy(update={"selection_end": date(2015, 6, 30)})
        return HistoricalTest(windows=(late, _WINDOWS[1], _WINDOWS[2]))
    if j % 3 == 1:
        return HistoricalTest(windows=_WINDOWS, fitting="full_sample")
    late = _WINDOWS[1].model_copy(update={"fitting_end": date(2016, 6, 30)})
    return HistoricalTest(windows=(_WINDOWS[0], late, _WINDOWS[2]))


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    clean_test = HistoricalTest(windows=_WINDOWS)
    periods = itertools.cycle(_PERIODS)  # each period form in turn
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        leaky_test = clean_test
        if i % 8 == 7:
            leaky, clean = "", ""
            leaky_test = _structured(i // 8)
        elif i % 8 in (2, 5):
            leaky, clean = _SENTENCES[(2 * (i // 8) + (i % 8 == 5)) % len(_SENTENCES)]
        else:
            leaky_period, clean_period = next(periods)
            frames = _CODE_FRAMES if leaky_period.startswith("`") else _LEAK_FRAMES
            action, frame = rng.choice(_ACTIONS), rng.choice(frames)
            leaky = _fill(frame, action=action, period=leaky_period)
            clean = _fill(frame, action=action, period=clean_period)
        for flawed, sentence, test in ((True, leaky, leaky_test), (False, clean, clean_test)):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=REQUEST_ID, text=ask),),
                reasoning=(sentence,) if where == "reasoning" and sentence else (),
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_leak_contract(where, sentence, test),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{SEED}/stated_leakage/{i}m{suffix}", "stated_leakage", flawed, bundle
            )


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Bluth Company"
_ENTITY: Final = "ent_bluth_company"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q3 to FY2023 Q2
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022, 2023))[2:14]
#: the quarters a horizon spans, in each reading a careful reader could give it (a claim is
#: made over it only when every reading agrees); None: the series does not cover it
_Spans = tuple[tuple[int, int], ...] | None
#: (everyday horizon, shorthand horizon, its spans, whether a claim about every quarter in it
#: reads unambiguously: not between two quarters, nor "every quarter … YoY")
_HORIZONS: Final[tuple[tuple[str, str, _Spans, bool], ...]] = (
    ("compared with the quarter before", "QoQ", ((10, 11),), False),
    ("compared with a year earlier", "YoY", ((7, 11),), False),
    ("over the last two years", "over 8Q", ((3, 11),), True),
    ("since the March 2021 quarter", "since 1Q21", ((2, 11),), True),
    ("over 2022", "over CY2022", ((5, 9), (6, 9)), True),
    ("between the March 2021 and March 2022 quarters", "1Q21→1Q22", ((2, 6),), True),
    ("since the September 2020 quarter", "since 3Q20", ((0, 11),), True),
    ("since the 2008 crash", "since GFC", None, False),
    ("over the last ten years", "over 10Y", None, False),
    ("compared with before COVID, in 2019", "vs. pre-COVID 2019", None, False),
)


def _up(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _every_up(w: Sequence[float]) -> bool | None:
    """Up in every quarter of the window: false as soon as one quarter is down."""
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s > 0 for s in steps) else False if any(s < 0 for s in steps) else None


def _every_down(w: Sequence[float]) -> bool | None:
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s < 0 for s in steps) else False if any(s > 0 for s in steps) else None


def _piling(w: Sequence[float]) -> bool | None:
    """ "kept piling up": true when every quarter rose, false when the window ends clearly
    lower; a rise with a dip in it is too close to call."""
    if _every_up(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _held_up(w: Sequence[float]) -> bool | None:
    """ "didn't go down": true when no quarter fell, false when the window ends clearly lower."""
    if all(b >= a for a, b in itertools.pairwise(w)):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _never_dropped(w: Sequence[float]) -> bool | None:
    """No quarter below the one before it; false as soon as one is."""
    return all(b >= a for a, b in itertools.pairwise(w))


_Truth = Callable[[Sequence[float]], bool | None]


def _lay_pct(a: float, b: float) -> str:
    """ "by about a third", "by about 14%"; "" when it barely moved."""
    change = abs(b - a) / abs(a)
    if change < 0.03:
        return ""
    for share, said in (
        (0.5, "half"),
        (1 / 3, "a third"),
        (0.25, "a quarter"),
        (0.2, "a fifth"),
        (0.1, "a tenth"),
    ):
        if abs(change - share) <= 0.01:
            return f"by about {said}"
    return f"by about {round(change * 100)}%"


def _quant_pct(a: float, b: float) -> str:
    change = abs(b - a) / abs(a)
    return f"~{round(change * 100)}%" if change >= 0.02 else ""


def _lay_points(a: float, b: float) -> str:
    points = round(abs(b - a) * 100)
    if points < 1:
        return ""
    return f"by about {points} percentage point{'' if points == 1 else 's'}"


def _quant_points(a: float, b: float) -> str:
    points = abs(b - a) * 100
    return f"~{points:.1f}pp" if points >= 0.5 else ""


def _quant_turns(a: float, b: float) -> str:
    turns = abs(b - a)
    return f"{turns:.2f}x" if turns >= 0.05 else ""


def _no_size(a: float, b: float) -> str:
    return ""


@dataclass(frozen=True)
class _Trend:
    """A series (oldest first), how each register names it, what each may claim of it over a
    window and how each writes its change ({m})."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: dict[str, tuple[str, ...]]
    claims: dict[str, tuple[tuple[str, _Truth], ...]]
    magnitude: dict[str, Callable[[float, float], str]]

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        return {"entity_id": _ENTITY, "currency": "USD", "quarters": rows}


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (210.0, 185.0, 160.0, 172.0, 190.0, 205.0, 198.0, 176.0, 150.0, 142.0, 131.0, 120.0),
        {
            _LAY: ("Profits", "Their profits", "The company's profit"),
            _QUANT: ("NI", "Net income", "Quarterly NI"),
        },
        {
            _LAY: (
                ("{s} went down {m}", _down),
                ("{s} went up {m}", _up),
                ("{s} kept growing every quarter", _every_up),
                ("{s} kept shrinking every quarter", _every_down),
            ),
            _QUANT: (
                ("{s} ↓ {m}", _down),
                ("{s} ↑ {m}", _up),
                ("{s} down every Q", _every_down),
                ("{s} up every Q", _every_up),
            ),
        },
        {_LAY: _lay_pct, _QUANT: _quant_pct},
    ),
    _Trend(
        "fundamentals.quarters",
        "debt",
        (840.0, 860.0, 905.0, 940.0, 925.0, 990.0, 1065.0, 1120.0, 1150.0, 1190.0, 1260.0, 1305.0),
        {
            _LAY: ("Their debt", "What they owe", "The company's borrowing"),
            _QUANT: ("Debt", "Gross debt", "Total debt"),
        },
        {
            _LAY: (
                ("{s} kept piling up", _piling),
                ("{s} went up {m}", _up),
                ("{s} got paid down {m}", _down),
                ("{s} has been coming down", _down),
            ),
            _QUANT: (
                ("{s} ↑ {m}", _up),
                ("{s} ↓ {m}", _down),
                ("{s} up every Q", _every_up),
                ("{s} down every Q", _every_down),
            ),
        },
        {_LAY: _lay_pct, _QUANT: _quant_pct},
    ),
    _Trend(
        "fundamentals.quarters",
        "eps",
        (1.12, 1.05, 0.98, 1.10, 1.21, 1.30, 1.27, 1.36, 1.44, 1.41, 1.52, 1.58),
        {
            _LAY: ("Earnings per share", "What they earn per share", "Profit per share"),
            _QUANT: ("EPS", "Diluted EPS"),
        },
        {
            _LAY: (
                ("{s} went up {m}", _up),
                ("{s} went down {m}", _down),
                ("{s} never dropped from one quarter to the next", _never_dropped),
            ),
            _QUANT: (
                ("{s} ↑ {m}", _up),
                ("{s} ↓ {m}", _down),
                ("{s} up every Q", _every_up),
            ),
        },
        {_LAY: _lay_pct, _QUANT: _quant_pct},
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin",
        (0.412, 0.405, 0.398, 0.391, 0.384, 0.377, 0.38, 0.372, 0.365, 0.361, 0.366, 0.358),
        {
            _LAY: ("Their margins", "The share of each sale they keep after costs"),
            _QUANT: ("GM", "Gross margin"),
        },
        {
            _LAY: (
                ("{s} got thinner {m}", _down),
                ("{s} got fatter {m}", _up),
                ("{s} kept slipping every quarter", _every_down),
            ),
            _QUANT: (
                ("{s} compressed {m}", _down),
                ("{s} expanded {m}", _up),
                ("{s} down every Q", _every_down),
            ),
        },
        {_LAY: _lay_points, _QUANT: _quant_points},
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (1.35, 1.42, 1.48, 1.40, 1.31, 1.25, 1.18, 1.12, 1.15, 1.06, 0.98, 0.92),
        {
            _LAY: (
                "Their debt compared with the shareholders' money",
                "Borrowing relative to the owners' stake",
            ),
            _QUANT: ("D/E", "Debt/equity"),
        },
        {
            _LAY: (
                ("{s} came down", _down),
                ("{s} went up", _up),
                ("{s} got better", _down),
                ("{s} got worse", _up),
            ),
            _QUANT: (
                ("{s} ↓ {m}", _down),
                ("{s} ↑ {m}", _up),
                ("{s} down every Q", _every_down),
            ),
        },
        {_LAY: _no_size, _QUANT: _quant_turns},
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "cash_coverage",
        (0.31, 0.34, 0.36, 0.33, 0.29, 0.27, 0.28, 0.25, 0.22, 0.23, 0.20, 0.19),
        {
            _LAY: ("The cash they have to cover their debts", "Their cash cushion against debt"),
            _QUANT: ("Cash/debt", "Cash coverage"),
        },
        {
            _LAY: (
                ("{s} got thinner {m}", _down),
                ("{s} got thicker {m}", _up),
            ),
            _QUANT: (
                ("{s} ↓ {m}", _down),
                ("{s} ↑ {m}", _up),
                ("{s} down every Q", _every_down),
            ),
        },
        {_LAY: _lay_points, _QUANT: _quant_points},
    ),
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            1480.0,
            1395.0,
            1420.0,
            1510.0,
            1575.0,
            1640.0,
            1605.0,
            1690.0,
            1760.0,
            1745.0,
            1820.0,
            1890.0,
        ),
        {
            _LAY: ("Sales", "Their sales", "What they sell"),
            _QUANT: ("Rev", "Revenue", "Top line"),
        },
        {
            _LAY: (
                ("{s} went up {m}", _up),
                ("{s} went down {m}", _down),
                ("{s} kept climbing every quarter", _every_up),
                ("{s} didn't go down", _held_up),
            ),
            _QUANT: (
                ("{s} ↑ {m}", _up),
                ("{s} ↓ {m}", _down),
                ("{s} up every Q", _every_up),
            ),
        },
        {_LAY: _lay_pct, _QUANT: _quant_pct},
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ttm_net_income",
        (2.1, 2.3, 2.6, 2.5, 2.4, 2.2, 2.3, 2.6, 3.0, 3.3, 3.7, 4.1),
        {
            _LAY: (
                "Their debt measured against a year's profit",
                "How many years of profit it would take to pay off the debt",
            ),
            _QUANT: ("ND/TTM NI", "Net debt/TTM NI"),
        },
        {
            _LAY: (
                ("{s} went up", _up),
                ("{s} came down", _down),
                ("{s} got worse", _up),
                ("{s} got better", _down),
            ),
            _QUANT: (
                ("{s} ↑ {m}", _up),
                ("{s} ↓ {m}", _down),
                ("{s} up every Q", _every_up),
            ),
        },
        {_LAY: _no_size, _QUANT: _quant_turns},
    ),
)


def _specials(trend: _Trend, register: str) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over a fixed span of the whole series, computed from
    it: higher (or lower) than a year before in each of the last four quarters, and for EPS
    "more per share than a year ago". Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    if register == _LAY:
        up_all = "{s} came in higher than a year earlier in each of the last four quarters"
        down_all = "{s} came in lower than a year earlier in each of the last four quarters"
    else:
        up_all = "{s} ↑ YoY in each of last 4Q"
        down_all = "{s} ↓ YoY in each of last 4Q"
    pairs += _yoy_pairs(v, up_all, down_all)
    if trend.field == "eps" and register == _LAY:
        more = "they're making more per share than a year ago"
        less = "they're making less per share than a year ago"
        if v[11] > v[7] * 1.01:
            pairs.insert(0, (more, less))
        elif v[11] < v[7] * 0.99:
            pairs.insert(0, (less, more))
    return pairs


_CLAIM_FRAMES: Final[dict[str, tuple[str, ...]]] = {
    _LAY: (
        "Short answer: {claim} [1].",
        "In plain English, {claim} (see [1]).",
        "The main thing to know: {claim} [1].",
    ),
    _QUANT: (
        "tl;dr {claim} [1]",
        "- {Claim} [1]",
        "{Claim}. src: [1]",
        "| metric | read |\n|---|---|\n| {Claim} | [1] |",
    ),
}


_said = partial(_said_named, _COMPANY)


_twins = _twins_of(SEED, "m", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. The
    claims and horizons least used so far come first, so that each is said somewhere."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        register = (_LAY, _QUANT)[(i + i // len(_TRENDS)) % 2]
        subject = rng.choice(trend.subjects[register])
        frame = rng.choice(_CLAIM_FRAMES[register])
        first = "{Claim}" in frame
        specials = _specials(trend, register)
        if i % 3 == 2 and specials:
            true_t, false_t = specials[(i // 3) % len(specials)]
            true = _said(true_t, subject, first, "")
            false = _said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, list[str], list[str]]] = []
            for lay_h, quant_h, spans, steps_ok in _HORIZONS:
                if spans is None:
                    continue
                horizon = lay_h if register == _LAY else quant_h
                windows = [trend.values[a : b + 1] for a, b in spans]
                m = trend.magnitude[register](windows[0][0], windows[0][-1])
                if len(spans) > 1:  # a size read off one reading only: none said
                    m = ""
                claims: list[tuple[str, bool | None]] = []
                for c, truth in trend.claims[register]:
                    if "{m}" in c and not m:
                        continue
                    if not steps_ok and any(w in c for w in ("every", "never", "piling")):
                        continue
                    readings = {truth(w) for w in windows}
                    claims.append((c, readings.pop() if len(readings) == 1 else None))
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, holding, failing))
            least = min(used[c] for _, _, holding, _ in usable for c in holding)
            fresh = [u for u in usable if any(used[c] == least for c in u[2])]
            seldom = min(used[u[0]] for u in fresh)  # and the horizons least used
            horizon, m, holding, failing = rng.choice([u for u in fresh if used[u[0]] == seldom])
            used[horizon] += 1
            true_t = rng.choice([c for c in holding if used[c] == least])
            used[true_t] += 1
            far = [lay if register == _LAY else q for lay, q, s, _ in _HORIZONS if s is None]
            true, false = _true_or_far(rng, _said, subject, first, m, horizon, true_t, failing, far)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch M: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
