"""Held-out batch S: every flaw kind again, in messages typed fast on a phone or in a hurry — a
portfolio manager, a private client, a family-office principal or a trader texting between
meetings: misspelt and transposed key words ("volatilty", "voaltility", "trackign error",
"maximse retuns", "drawdwon", "sharpe ratoi", "leverge", "isuer"), voice-to-text slips
("trekking error", "sharp ratio"), missing apostrophes and capitals ("dont", "wont"), run-on
sentences, txt-speak ("pls", "thx", "b4", "tmrw", "w/", "abt", "ur", "rly", "tbh", "fyi"),
loosely typed numbers ("10pct", "10 pc", "10perc", "ten %", "1,5x", "200 bips"), a word split
or merged ("max imise", "trackingerror"), a correction sent as the next message with an asterisk
("*5pct", "*tracking error"), emoji in line and a "Sent from my iPhone" signature.

Batch S is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, typed number forms, trend series and trend truth
are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run. Times ("call at
3", "back at 4:30"), phone numbers ("07700 900461"), counts ("the 14 names"), dates ("fri 12th")
and other people's figures are decoy numbers: no truth depends on them. Every misspelling reads
as one word only in its context. Its parts are new:

* limits typed on a phone ("8pct", "8 pc", "8perc", "8%", "ten %", "1.5x", "2,5x", "1.5
  times", "150pct gross", "200bps", "200 bips", "2pct" for 200 bp) on portfolio volatility,
  tracking error, a single issuer, leverage, a drawdown limit and a cash floor, each noun misspelt
  or clipped ("voaltility", "trackign error", "isuer", "leverge", "drawdwon", "cash bufer"); the
  twin's answer a text from the client ("ok compliance says … 👍", "… jen confirmed. still on for
  4:30?"), sometimes followed by an asterisk message fixing only the spelling of the subject
  ("*tracking error", "*weight");
* requests deferring the limit in a hurry ("rly dont know the … number yet, compliance sending
  it", "limit tbc - pls dont guess it", "jen has it, ask her", "ask risk not me lol") beside
  decoy times, phone numbers and counts; strategy mandates that bound only other things (a family
  office's exclusions and base currency);
* provenance misquoting a text thread: the number an asterisk message corrected ("…8pct" then
  "*5pct"), a friend's fund's figure ("jons fund runs … at …, ours is …"), what the client would
  like but the IMA does not allow ("if it were up to me id do … but the IMA says …"), the level
  compliance turned down ("asked for … they said no 👎"), a percentage recorded a hundred times
  over or a span lying on a time or a phone number, and another subject's value from a typed
  list ("vol 10pct, isuer 5pct, cash min 3pct");
* mandates as a client's numbered rules texted to the manager ("my rules (dont break them pls)"),
  a pinned chat note, a text forwarded from a family-office principal, a list of rules in an IPS
  summary, and a rule whose number the client fixed with an asterisk line right after it (the
  plan between the stale and the corrected number);
* latitude texted loosely ("… anywhere 5-10pct, ur call", "… up to 10pct, pick what u like
  under that", "…: whatever u think in …-…") and refused in strategy mode ("fixed at
  …, dont move it pls, no range", "i know we said …-… but nah, keep it at …", "…: …, not ur call
  sorry"), each twin the same text granting the band;
* objectives typed with misspellings ("maximse the sharpe ratoi", "min varience", "minimse
  trackign error", "maximse retuns"), voice slips and emoji, a correction inside the same message
  ("… — no wait scratch that, …"), and one in the next message ("*…", "sorry that last one was
  meant for my brother 🤦");
* leakage in a plan that echoes a client's text: periods "2012-19", "jan 12 thru jun 18",
  "evrything from 2012 up to now", "'12-'21", "all data b4 covid (thru feb 2020)", "the whole
  sample 2012-2022", "last 10 yrs (2013-2022)"; z-scores on the whole sample, tomorrow's return
  (t+1) as a feature, parameters picked on the test years, today's index members back-filled,
  trades filled at the signal's own close; each clean twin in the same words, ending before the
  first test date (3 January 2017) or inside each fold;
* trend claims in a short answer for a client on a phone ("tl;dr …", "fyi … 👀", "short
  version b4 ur call: …") on net margin (`net_margin_pct`, in points) and days sales outstanding
  (`receivable_days`, lower is better), fields no earlier batch used, and on order backlog and
  the current ratio, over twelve quarters (FY2020 Q1–FY2022 Q4, newest first): clipped
  negations ("didnt drop", "wasnt down in any qtr", "didnt lengthen"), sizes ("by approx 56%",
  "by ~0.9 pts", "by 7 days", "by ~0.3x"), "up yoy every qtr of 22", "grew >10% a yr compounded
  over the 2 yrs to q4 22", horizons "q4 22 vs q3 22", "q4 21 to q4 22", "since q1 20", "q3 20
  to q3 22", "q1 21 to q3 21" against uncovered ones ("since the 2015 ipo", "over 10 yrs", "vs
  pre covid 2019 lvls"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cite_as,
    _compound_pairs,
    _fill,
    _g,
    _horizon_trends,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _span_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261219
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzs5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzss"


# --- numbers as they are typed on a phone --------------------------------------------------------

#: whole percentages a hurried writer spells out ("eight %")
_WORDS: Final[dict[int, str]] = {
    2: "two",
    3: "three",
    5: "five",
    6: "six",
    8: "eight",
    10: "ten",
    12: "twelve",
    15: "fifteen",
    20: "twenty",
}


def _share_forms(value: float) -> dict[str, str]:
    """ "8pct", "8 pc", "8perc", "8%", and "eight %" for a whole percentage said in words (keys
    starting "w" are words)."""
    pct = round(value * 100, 6)
    p = _g(pct)
    forms = {"pct": f"{p}pct", "pc": f"{p} pc", "perc": f"{p}perc", "sign": f"{p}%"}
    if pct == round(pct) and round(pct) in _WORDS:
        forms["w_word"] = f"{_WORDS[round(pct)]} %"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {"bps": f"{_g(value)}bps", "bips": f"{_g(value)} bips", "pct": f"{_g(value / 100)}pct"}


def _multiple_forms(value: float) -> dict[str, str]:
    forms = {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times",
        "gross": f"{_g(round(value * 100, 6))}pct gross",
    }
    if "." in _g(value):  # a decimal comma from a European keyboard: "1,5x"
        forms["comma"] = f"{_g(value).replace('.', ',')}x"
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how a hurried writer types it (misspelt, clipped), its
    unit, values, typed forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int, *, words: bool = False) -> str:
        forms = self.forms(value)
        said = [v for k, v in forms.items() if k.startswith("w")]
        if words and said and style % 4 == 0:
            return said[0]
        figures = [v for k, v in forms.items() if not k.startswith("w")]
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        """`values` in one figure form where no one is part of another."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if not k.startswith("w") and all(k in f for f in all_forms)]
        for offset in range(len(keys)):
            said = [f[keys[(style + offset) % len(keys)]] for f in all_forms]
            if apart(*said):
                return said
        raise AssertionError((values, style))


_VOL: Final = _Subject(
    ("max_portfolio_volatility", "volCapAnnualised"),
    ("volatilty", "voaltility", "portfolio vol"),
    "fraction",
    (0.08, 0.1, 0.12),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_max_bps", "teLimitBps"),
    ("trackign error", "trekking error", "TE vs the benchmark"),
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    ("isuer", "any one isuer", "single issuer wieght"),
    "fraction",
    (0.04, 0.06, 0.08),
    _share_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "grossLeverageCap"),
    ("leverge", "gross levrage", "leverage (gross)"),
    "multiple",
    (1.5, 2.0, 2.5),
    _multiple_forms,
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown_limit", "drawdownStop"),
    ("drawdwon", "drawdon limit", "draw down"),
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashBufferFloor"),
    ("cash bufer", "cash on hand", "cash cushon"),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
#: a misspelt noun and the word an asterisk text sends to fix it
_FIXES: Final = {
    "volatilty": "volatility",
    "voaltility": "volatility",
    "trackign error": "tracking error",
    "trekking error": "tracking error",
    "isuer": "issuer",
    "any one isuer": "issuer",
    "single issuer wieght": "weight",
    "leverge": "leverage",
    "gross levrage": "leverage",
    "drawdwon": "drawdown",
    "drawdon limit": "drawdown",
    "cash bufer": "buffer",
    "cash cushon": "cushion",
}
_SUBJECTS: Final = (_VOL, _TE, _ISSUER, _LEVERAGE, _DRAWDOWN, _CASH)
#: caps whose latitude is asked about (discretion over a floor is another question)
_CAPS: Final = (_VOL, _TE, _ISSUER, _LEVERAGE, _DRAWDOWN)
#: subjects whose values are shares of the book, listed side by side in one text
_SHARES: Final = (_VOL, _ISSUER, _DRAWDOWN, _CASH)

_CAP_SAID: Final = ("max {v}", "{v} max", "cant go over {v}", "no more than {v}", "cap {v}")
_FLOOR_SAID: Final = ("min {v}", "{v} min", "never below {v}", "at least {v}")


def _bound(rng: random.Random, s: _Subject, written: str) -> str:
    return rng.choice(_FLOOR_SAID if s.floor else _CAP_SAID).format(v=written)


_RATIONALES: Final = (
    "what most of our clients run",
    "a sensible default until the client confirms",
    "typical for a book like this",
    "placeholder, client hasn't said",
)


#: decoy numbers of a text between meetings: times, phone numbers, counts and dates
_DECOYS: Final[dict[str, tuple[str, ...]]] = {
    "time": ("3", "4:30", "11", "2.15"),
    "phone": ("07700 900461", "+44 7700 900 318", "0161 496 0722"),
    "count": ("14", "23", "9"),
    "day": ("fri 12th", "mon 3rd", "thurs 27th"),
}


def _decoys(rng: random.Random) -> dict[str, str]:
    return {k: rng.choice(v) for k, v in _DECOYS.items()}


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "New weights for the client's book, inside the limits the client texted",
    "the best return for the risk taken",
    "solve the weights",
    "the solved weights and their risk numbers",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client texted it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the global eq book",
    "redo the weights on the multi asset fund",
    "run the optimiser on the {count} names in the sheet",
    "rebuild the model portfolio for the Harlow account",
    "size the new income sleeve",
)
_DEFERRALS: Final = (
    "rly dont know the {noun} number yet, compliance sending it",
    "{noun} limit tbc - pls dont guess it",
    "no idea what {noun} is in the IMA tbh, jen has it, ask her",
    "{noun} still w/ the client, wont have it til {day}",
    "{noun} - ask risk not me lol, i dont have the doc on my phone",
)
_REQUEST_FRAMES: Final = (
    "hey can u {task} b4 tmrw am? {deferral} thx",
    "{task} pls 🙏 {deferral}. call at {time} if anything",
    "quick 1 - {task}\n{deferral}\n\nSent from my iPhone",
    "need u to {task} asap {deferral} ill txt u when i have it",
    "in meetings all day. pls {task}. {deferral}. my cell is {phone} if urgent",
)


def _request(rng: random.Random, s: _Subject, decoys: dict[str, str]) -> str:
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns), day=decoys["day"])
    task = rng.choice(_TASKS).format(count=decoys["count"])
    return _fill(rng.choice(_REQUEST_FRAMES), task=task, deferral=deferral, **decoys)


#: the limit texted back: {noun}, {bound}
_STATINGS: Final = (
    "ok compliance says {noun} {bound} 👍",
    "sorry for delay - {noun} {bound}, hard limit",
    "{noun} {bound} jen confirmed. still on for {time}?",
    "found it: {noun} {bound} thx",
    "{noun} in the IMA: {bound} full stop",
)


def _stating(
    rng: random.Random, s: _Subject, value: float, decoys: dict[str, str]
) -> tuple[str, str, str]:
    """A text giving `value` as `s`'s limit: (the text, the value as written, the noun typed)."""
    written = s.render(value, rng.randrange(12), words=True)
    noun = rng.choice(s.nouns)
    text = _fill(rng.choice(_STATINGS), noun=noun, bound=_bound(rng, s, written), **decoys)
    return _once(text, written), written, noun


#: a strategy mandate bounding other things only
_OTHER_RULES: Final[dict[str, JsonValue]] = {
    "family_office_rules": {
        "exclusions": "no tobacco, no weapons, nothing crypto",
        "base_ccy": "GBP",
        "liquidity": "everything sellable inside a week",
    }
}


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, decoys))
        mandate = _OTHER_RULES if policy == "strategy" and (i // 2) % 2 == 0 else None
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}s",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written, noun = _stating(rng, s, value, decoys)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages: tuple[UserMessage, ...] = (ask, reply)
        fix = _FIXES.get(noun)
        if (i % 4 == 3 or i % 6 == 0) and fix and fix not in said.lower():
            # the next text fixes the subject's spelling only, with an asterisk
            messages = (ask, reply, UserMessage(message_id=FOLLOW_UP_ID, text=f"*{fix}"))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}s/twin",
            "invented_limit",
            False,
            _plan(policy, messages, _cite(name, s, value, ANSWER_ID, said, written), mandate),
        )


# --- false provenance --------------------------------------------------------------------------


def _away(s: _Subject, value: float, style: int) -> tuple[float, str, str]:
    """A figure that is not the limit, looser than it, and both written in one form apart."""
    factors = (0.4, 0.5, 0.6) if s.floor else (2.0, 1.5, 1.6, 1.75)
    for factor in factors:
        other = round(value * factor, 6)
        wrong, right = s.alike((other, value), style)
        if apart(wrong, right):
            return other, wrong, right
    raise AssertionError((s.fields, value))


#: one text giving the limit beside a figure that is not it: {noun}, {right}, {wrong}
_BESIDE: Final[dict[int, tuple[str, ...]]] = {
    1: (  # a friend's fund's figure
        "jons fund runs {noun} at {wrong} apparently, ours is {right} max",
        "fyi the other family office we know does {wrong} on {noun}. we dont. ours is {right}",
    ),
    2: (  # what the client would like, which the IMA does not allow
        "if it were up to me id do {wrong} on {noun} but the IMA says {right} so use that",
        "tbh id love {noun} at {wrong} but the IMA caps it at {right}, stick to the IMA",
    ),
    3: (  # a level compliance turned down
        "asked compliance for {wrong} on {noun}, they said no 👎 stays at {right}",
        "we tried to get {noun} moved to {wrong}, board rejected it. still {right}",
    ),
}
_BESIDE_FLOOR: Final[dict[int, tuple[str, ...]]] = {
    1: ("jons fund keeps {noun} at {wrong} apparently, ours is {right} min",),
    2: ("if it were up to me id run {noun} at {wrong} but the IMA says {right} min so use that",),
    3: ("asked compliance to cut {noun} to {wrong}, they said no 👎 stays at {right} min",),
}
#: an asterisk text correcting the number just sent: {right}
_STARS: Final = ("*{right}", "*{right} sorry fat thumbs", "*{right}, not what i said above 🤦")


_provenance_twins = _provenance_twins_of(SEED, "s", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 5 and s not in _SHARES:  # a typed list of shares of the book
            s = _SHARES[(i // 6) % len(_SHARES)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        style = rng.randrange(12)
        decoys = _decoys(rng)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, decoys))
        wrong_value, wrong, right = _away(s, value, style)
        messages: tuple[UserMessage, ...]
        if structure == 0:  # the number an asterisk text corrected
            first = f"{noun} {_bound(rng, s, wrong)}"
            star = rng.choice(_STARS).format(right=right)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=star),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(star, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        elif structure in (1, 2, 3):
            table = _BESIDE_FLOOR if s.floor else _BESIDE
            said = _fill(rng.choice(table[structure]), noun=noun, right=right, wrong=wrong)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        elif structure == 4:  # a hundred times over, or a span on a time or a phone number
            right = s.render(value, style)
            said = _fill(
                "{noun} {bound}. back at {time}, or ring {phone}",
                noun=noun,
                bound=_bound(rng, s, right),
                **decoys,
            )
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            if i % 12 < 6:
                hundred = round(value / 100, 6) if s.unit == "bps" else round(value * 100, 6)
                false = true.model_copy(update={"value": hundred})
            else:
                decoy = decoys["phone"] if i % 2 else decoys["time"]
                if decoy.lower() in right.lower() or right.lower() in decoy.lower():
                    decoy = decoys["phone"]
                false = true.model_copy(update={"span": _span_of(_once(said, decoy), decoy)})
        else:  # another subject's share from a typed list
            others = [o for o in _SHARES if o is not s]
            other = others[rng.randrange(len(others))]
            other_value = rng.choice(other.values)
            key = ("pct", "pc", "perc", "sign")[style % 4]
            mine, theirs = s.forms(value)[key], other.forms(other_value)[key]
            if not apart(mine, theirs) or abs(other_value - value) < 1e-9:
                other_value = next(
                    v
                    for v in other.values
                    if abs(v - value) > 1e-9 and apart(mine, other.forms(v)[key])
                )
                theirs = other.forms(other_value)[key]
            items = [f"{noun} {mine}", f"{rng.choice(other.nouns)} {theirs}"]
            if rng.randrange(2):
                items.reverse()
            said = f"{', '.join(items)} thats all i have. the {decoys['count']} names r fine"
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, _once(said, mine), mine)
            false = _cite(name, s, other_value, ANSWER_ID, _once(said, theirs), theirs)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates texted by the client ----------------------------------------------------------------

_CAP_RULES: Final = (
    "{noun} never above {v} pls",
    "dont go over {v} on {noun}!!",
    "{noun} max {v} - thats a hard one",
    "{noun} cap {v}, no exceptions",
)
_FLOOR_RULES: Final = (
    "always keep {noun} {v} min",
    "{noun} at least {v} pls i need the liquidity",
    "{noun} never under {v}!!",
)


def _rule(rng: random.Random, s: _Subject, written: str) -> str:
    return _fill(
        rng.choice(_FLOOR_RULES if s.floor else _CAP_RULES), noun=rng.choice(s.nouns), v=written
    )


def _placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The client's rule in one of four places: (mandate fields, mandate message, reference)."""
    if shape == 0:
        rules = f"my rules for u (dont break them pls)\n1) no crypto\n2) {text}\n3) GBP base"
        return None, rules, MANDATE_ID
    if shape == 1:
        pinned: dict[str, JsonValue] = {"pinned": text, "pinned_by": "client"}
        return {"client_chat": pinned}, None, "client_chat.pinned"
    if shape == 2:
        forwarded = f"Fwd from Dad:\n> {text}\n\nhis rule not mine, but it stands 🙄"
        return None, forwarded, MANDATE_ID
    limits: list[JsonValue] = ["no tobacco", text, "nothing i cant sell in a week"]
    return {"ips_summary": {"limits": limits}}, None, "ips_summary.limits[1]"


_WITHIN_ASKS: Final = (
    "rebalance pls, stay inside my rules thx",
    "new weights b4 fri? dont break the mandate 🙏",
    "pls redo the weights, all my limits apply. call at 3 if q's",
    "can u rerun the optimiser tmrw am, nothing outside the rules pls",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "s", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        style = rng.randrange(12)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.8, 6)
        if shape == 4:  # the rule's number fixed by an asterisk line right after it
            stale_value = round(value * (0.4 if s.floor else 2.0), 6)
            stale, now = s.alike((stale_value, value), style)
            text = f"{_rule(rng, s, stale)}\n*{now} sorry, typo"
            fields: dict[str, JsonValue] | None = None
            message: str | None = text
            ref = MANDATE_ID
            outside = round(value * (0.7 if s.floor else 1.5), 6)  # between the two numbers
        else:
            text = _rule(rng, s, s.render(value, style, words=True))
            fields, message, ref = _placed(text, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
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


def _band(s: _Subject, low: float, high: float, style: int) -> str:
    """A band as typed: "5-10pct", "1-1.5x", "100-200bps", "2.5pct to 5pct"."""
    if style % 2 == 0 or s.unit == "multiple":  # "1 times to 1.5 times" reads oddly
        lo, hi = s.alike((low, high), 0)
        unit = hi.lstrip("0123456789.,")
        return f"{lo.removesuffix(unit)}-{hi}" if lo.endswith(unit) else f"{lo}-{hi}"
    lo, hi = s.alike((low, high), style)
    return f"{lo} to {hi}"


#: latitude granted: {noun}, {band}, {hi}
_GRANTED: Final = (
    "{noun} anywhere {band}, ur call",
    "{noun} between {band} is fine, u pick where 👍",
    "{noun}: whatever u think in {band}",
    "{noun} up to {hi}, pick what u like under that",
)
#: (refused, granted): {noun}, {band}, {point}
_REFUSED: Final = (
    (
        "{noun} fixed at {point}, dont move it pls. no range",
        "{noun} around {point} but anywhere {band} is ok, ur call",
    ),
    (
        "i know we said {band} on {noun} but nah, keep it at {point}",
        "i know we said {band} on {noun} and yes thats fine, anywhere in there",
    ),
    (
        "{noun}: {point}. not ur call sorry 🙅",
        "{noun}: anywhere {band}, ur call 👍",
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "s", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "s", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _LEVERAGE else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        band = _band(s, low, high, style)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 4
        if i % 6 in (3, 5):  # strategy: a level fixed by the client, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            point = s.render(high, style)
            refused = _fill(refused_t, noun=noun, band=band, point=point)
            granted = _fill(granted_t, noun=noun, band=band, point=point)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, shape)[:2],
                _placed(granted, shape)[:2],
            )
            continue
        template = _GRANTED[(i // 2) % len(_GRANTED)]
        if "{band}" not in template:  # up to a ceiling: the plan sits under it
            middle = round(high * 0.8, 6)
        text = _fill(template, noun=noun, band=band, hi=s.render(high, style))
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
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "maximse the sharpe ratoi pls",
        "best retuns per unit of risk, thats all i care abt",
        "max sharp ratio pls",
        "highest risk adj retun u can get 🙏",
        "max imise sharpe, long only",
    ),
    "variance": (
        "lowest volatilty possible pls, retuns dont matter much",
        "min varience portfolio pls, imo thats the only sane goal",
        "smallest swings u can do, i get nervous lol 😬",
        "as little voaltility as poss, whatever it does to retuns",
    ),
    "tracking": (
        "stay as close to the ftse as u can, minimse trackign error",
        "hug the benchmark pls - min TE",
        "trackingerror vs msci world as low as it goes pls",
        "dont want to lag or beat the index by much, min trekking error",
    ),
    "return": (
        "maximse retuns, dont care abt risk tbh",
        "max expected retrun pls, vol is fine",
        "just the highest return u can find 🚀 risk irrelevant",
        "biggest expected retuns pls, ignore the voaltility",
    ),
}
#: an earlier ask and its replacement in the same message: {old}, {new}
_SAME: Final = (
    "{old} - no wait scratch that, {new}",
    "{old}... actually no. {new}",
)
#: a later text replacing the first: {new}
_LATER: Final = (
    "*{new}\nignore my last msg sorry",
    "sorry that last one was meant for my brother 🤦 for u: {new}",
)
_ASK_FRAMES: Final = (
    "hey {ask}. the {count} names r in the sheet, call at {time} if q's",
    "{ask} thx",
    "quick 1 - {ask}\n\nSent from my iPhone",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the names the client texted",
    purpose="solve the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        asks = _ASKS[wanted]
        ask = asks[(i // len(_ASKS)) % len(asks)]  # each at least once
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng)
        messages: tuple[UserMessage, ...]
        if i % 4 == 1:  # corrected inside the same message
            request = _fill(_SAME[(i // 4) % len(_SAME)], old=old, new=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = _KIND[old_kind]
        elif i % 4 == 3:  # replaced by the next text
            later = _fill(_LATER[(i // 4) % len(_LATER)], new=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=old),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            wrong = _KIND[old_kind]
        else:
            request = _fill(rng.choice(_ASK_FRAMES), ask=ask, **decoys)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        for flawed, kind in ((True, wrong), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}s{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2018, 12, 31),
    ),
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
#: (a period reaching into the test years, the same words ending before 3 Jan 2017)
_PERIODS: Final = (
    ("2012-19", "2012-16"),
    ("jan 12 thru jun 18", "jan 12 thru dec 16"),
    ("evrything from 2012 up to now", "evrything from 2012 up to end-16"),
    ("'12-'21", "'12-'16"),
    ("all data b4 covid (thru feb 2020)", "all data b4 2017 (thru dec 2016)"),
    ("the whole sample 2012-2022", "the first 5 yrs only 2012-2016"),
    ("last 10 yrs (2013-2022)", "the 5 yrs 2012-2016"),
)
_ACTIONS: Final = (
    "lookback tuned",
    "vol target calibrated",
    "entry thresholds fit",
    "factor weights estimated",
    "stop-loss level picked",
)
_LEAK_FRAMES: Final = (
    "{Action} on {period}, per ur txt, then fixed for all 3 folds.",
    "As texted: {action} on {period} once, same params every fold.",
    "{Action} on {period} (u said thats fine), then the walk-fwd.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Z-scores use the mean + sd of the whole sample (2012-2022).",
        "Z-scores use the mean + sd of each fold's train yrs only.",
    ),
    (
        "Features incl tmrw's return (t+1) next to the momentum score.",
        "Features incl yday's return (t-1) next to the momentum score.",
    ),
    (
        "Params = whichever had the best sharpe on the test yrs.",
        "Params = whichever had the best sharpe in each fold's train yrs.",
    ),
    (
        "Universe = today's index members, applied back to 2012.",
        "Universe = index members as of each date (point in time), back to 2012.",
    ),
    (
        "Trades fill at the same close the signal is computed from.",
        "Signal off the close, trades fill at next day's open.",
    ),
)
_LEAK_ASKS: Final = (
    "can u backtest the momo model walk fwd, 3 folds pls thx",
    "walk-forward on the carry thing pls, 3 folds like we said. call at 4?",
    "pls run the vol target model thru the 3 folds b4 tmrw 🙏",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "s", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Halloran Marine"
_ENTITY: Final = "ent_halloran_marine"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("q4 22 vs q3 22", (10, 11)),
    ("q4 21 to q4 22", (7, 11)),
    ("since q1 20", (0, 11)),
    ("q3 20 to q3 22", (2, 10)),
    ("q1 21 to q3 21", (4, 6)),
    ("since the 2015 ipo", None),
    ("over 10 yrs", None),
    ("vs pre covid 2019 lvls", None),
)


def _rose(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _fell(w: Sequence[float]) -> bool | None:
    rose = _rose(w)
    return None if rose is None else not rose


def _no_qtr_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _no_qtr_up(w: Sequence[float]) -> bool | None:
    return all(b <= a for a, b in itertools.pairwise(w))


def _didnt_fall(w: Sequence[float]) -> bool | None:
    """ "didnt drop": true when no quarter fell, false when the window ends clearly lower."""
    if _no_qtr_down(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _didnt_rise(w: Sequence[float]) -> bool | None:
    if _no_qtr_up(w):
        return True
    return False if w[-1] > w[0] * 1.01 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _approx_pct(a: float, b: float) -> str:
    change = abs(b - a) / abs(a) * 100
    return f"by approx {round(change)}%" if change >= 3 else ""


def _pts(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by ~{change:.1f} pts" if change >= 0.3 else ""


def _days(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {round(change)} days" if change >= 2 and change == round(change) else ""


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by ~{change:.1f}x" if change >= 0.1 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "order_backlog",
        (310.0, 255.0, 280.0, 335.0, 350.0, 372.0, 365.0, 398.0, 420.0, 441.0, 436.0, 470.0),
        ("Order backlog", "The backlog", "Halloran Marine's order backlog"),
        (
            ("{s} grew {m}", _rose),
            ("{s} shrank {m}", _fell),
            ("{s} wasnt down in any qtr", _no_qtr_down),
            ("{s} didnt drop", _didnt_fall),
            ("{s} didnt grow", _didnt_rise),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_margin_pct",
        (11.8, 9.6, 10.4, 11.1, 11.9, 12.6, 13.0, 12.7, 12.2, 11.7, 11.3, 10.9),
        ("Net margin", "The net margin", "Halloran Marine's net margin"),
        (
            ("{s} widened {m}", _rose),
            ("{s} narrowed {m}", _fell),
            ("{s} wasnt up in any qtr", _no_qtr_up),
            ("{s} didnt narrow", _didnt_fall),
            ("{s} didnt widen", _didnt_rise),
        ),
        _pts,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "receivable_days",
        (52.0, 61.0, 58.0, 55.0, 54.0, 50.0, 49.0, 51.0, 47.0, 46.0, 48.0, 44.0),
        ("DSO", "Days sales outstanding", "Halloran Marine's DSO"),
        (
            ("{s} shortened {m}", _fell),
            ("{s} lengthened {m}", _rose),
            ("{s} wasnt up in any qtr", _no_qtr_up),
            ("{s} didnt lengthen", _didnt_rise),
            ("{s} didnt shorten", _didnt_fall),
        ),
        _days,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "current_ratio",
        (1.42, 1.18, 1.25, 1.31, 1.36, 1.40, 1.38, 1.45, 1.51, 1.49, 1.56, 1.61),
        ("The current ratio", "Current ratio", "Halloran Marine's current ratio"),
        (
            ("{s} improved {m}", _rose),
            ("{s} weakened {m}", _fell),
            ("{s} wasnt down in any qtr", _no_qtr_down),
            ("{s} didnt weaken", _didnt_fall),
            ("{s} didnt improve", _didnt_rise),
        ),
        _turns,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true, false) claims over the whole series, each computed from it: up or down on a year
    before in every quarter of 2022, and for a growing item the two-year compound rate. Claims
    too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was up yoy every qtr of 22"
    down_all = "{s} was down yoy every qtr of 22"
    pairs += _yoy_pairs(v, up_all, down_all)
    if trend.growth:
        pairs += _compound_pairs(
            v,
            "{s} grew >10% a yr compounded over the 2 yrs to q4 22",
            "{s} shrank >10% a yr compounded over the 2 yrs to q4 22",
        )
    return pairs


_CLAIM_FRAMES: Final = (
    "tl;dr {claim} [1]",
    "fyi {claim} [1] 👀",
    "short version b4 ur call: {claim} [1]. full table l8r",
    "{Claim} [1] - lmk if u want the detail",
    "re ur q, {claim} [1] 👍",
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
        left_out=lambda h, w, c: len(w) < 3 and "any qtr" in c,
        seed=SEED,
        tag="s",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch S: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
