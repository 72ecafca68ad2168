"""Held-out batch Y: every flaw kind again, in the voice of retail investors and self-directed
traders — Reddit posts and replies (r/investing, r/Bogleheads, r/thetagang), StockTwits,
fintwit threads, Discord trading servers and a family investment club's group chat.

Batch Y is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and trend
helpers of `reviews_heldout_shared` and the window readings of `reviews_heldout_truths`; its phrase
tables, number forms, decoys, trend series and the claims it makes of them are its own. It was
written blind: no rule, reviewer, reviewer test or benchmark result was read for it, and it was not
run against the reviewers before its first recorded run. Karma, upvotes, ages, account sizes, post
dates, member counts, dues, deltas and DTEs, loss stories and "10x" dreams are decoy numbers: no
truth depends on them. Its parts are new:

* limits as retail investors state them — "my rule is never more than 5% for any one name", "that's
  my hard stop, not negotiable", a numbered "My rules" list beside "DCA every payday", a Discord
  message with a username and timestamp, a club vote ("9 members, 7 yes"), a spouse relaying it
  ("his words, not mine 😂") and a quoted question answered below a ">" line; number forms "5%",
  "5 percent", "5% of the account", "a nickel of every dollar", "1.5x", "150% of account value";
  subjects: any one name, the YOLO/options bucket, the drawdown on the whole account, margin
  leverage and a cash pile that is a floor;
* requests deferring the limit as a Reddit post with a title and flair, an @-mention of a bot in
  a Discord server, a cashtag post, a club member's group message and an r/thetagang post, the
  limit left to an IPS Google doc, the club's bylaws, a fee-only adviser, a mod's pinned rule or
  an argument with a spouse; strategy mandates as club bylaws bounding only dues and shorting;
* provenance misquoting a thread: the figure an "EDIT:" corrects, another user's suggestion in
  a quoted reply the poster rejects, the OP's figure an "UPDATE 2:" replaces after a talk with a
  CFP, the figure of another rule in the same list, a hypothetical ("if I were 25 …, but I'm
  58 …") and a percentage recorded as a whole number ("8%" as 8, "150% of account value" as
  150x);
* mandates as an investment club's operating agreement (a mandate message with articles), a
  family IPS kept as a list, a Discord server's 📌 pinned rules, a "my_rules" block of a
  self-directed trader and a deal with a spouse "signed on the fridge", each among decoys;
* latitude granted "anywhere from … to … is fine by me, your call 🤷", by a mod note, by a club
  vote, as "target … +/- …" and by an adviser; refused in strategy mode ("not a range, not
  'about …'", a poll that lost 3–6, a quoted question answered "No."), each twin the same text
  granting the band;
* objectives as Reddit asks ("Optimize for Sharpe. Period.", "I'm 61, I just want to sleep at
  night", "VTI with extra steps", "YOLO mode"), changed by an "EDIT: nvm", rejected in a quoted
  reply from another user with its karma, replaced by an "UPDATE 2:" after a spouse's veto, and
  beside a TL;DR;
* leakage in a retail backtest: "I backtested 2010–2023 and picked the best lookback",
  Portfolio Visualizer and TradingView ranges ("Jan '10 to Nov '23"), a spreadsheet's "'10–'19",
  today's S&P 500 members for every year, buying at the close that fired the signal, features
  normalised on the full history and the setting kept for its test-years CAGR; each clean twin
  ending before the first test date (4 January 2016) or inside each fold;
* trend claims in a DD post on $VDLY — revenue, gross margin (in points), free cash flow and the
  diluted share count over twelve quarters (FY2020 Q1–FY2022 Q4, newest first): "has grown every
  single quarter", "hasn't had a single down quarter", "is up like 18%", "got squeezed like 3
  points", "up YoY four quarters running", "hit its highest level of 2020–2022 in Q4 '22";
  horizons "QoQ (Q3 '22 → Q4 '22)", "YoY (Q4 '21 → Q4 '22)", "since Q1 2020", "over the last 8
  qtrs", "from the Jun '20 qtr to the Jun '22 qtr", "during 2021 (Q4 '20 → Q4 '21)" against
  uncovered ones ("since the 2014 IPO", "over the last 10 years", "since 2017"); framed as a DD
  title, a quoted question, a TL;DR with 🚀, an "UPDATE 2:" and a post with its upvotes. Whether
  a claim holds is computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2016,
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cite_as,
    _clause_cited,
    _fill,
    _g,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _request_from,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261225
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzy5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzyy"


# --- numbers as retail investors write them ------------------------------------------------------

#: a share of the account said in words
_WORDS: Final[dict[float, str]] = {
    0.05: "a nickel of every dollar",
    0.1: "a dime of every dollar",
    0.2: "a fifth of the account",
    0.25: "a quarter of the account",
}


def _share_forms(value: float) -> dict[str, str]:
    """ "5%", "5 percent", "5% of the account"; "a nickel of every dollar" in words (keys
    starting "w")."""
    pct = _g(value * 100)
    forms = {"sign": f"{pct}%", "percent": f"{pct} percent", "acct": f"{pct}% of the account"}
    if round(value, 6) in _WORDS:
        forms["w_words"] = _WORDS[round(value, 6)]
    return forms


def _multiple_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x", "pct": f"{_g(value * 100)}% of account value"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a retail investor says it, the values it takes,
    its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def low_end(self, high: float) -> float:
        """The lower end of a band topped by `high`: half of it, or 1x for leverage."""
        return 1.0 if self.unit == "multiple" else round(high / 2, 6)


_NAME: Final = _Subject(
    ("max_single_stock_weight", "maxPositionPct"),
    ("any one name", "a single stock", "any one ticker"),
    "fraction",
    (0.04, 0.05, 0.08, 0.1),
    _share_forms,
)
_YOLO: Final = _Subject(
    ("max_speculative_sleeve", "yoloBucketCap"),
    ("the YOLO bucket", "the options-and-spec sleeve", "the play-money sleeve"),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown", "hardStopDrawdown"),
    (
        "the drawdown on the whole account",
        "peak-to-trough on the account",
        "total account drawdown",
    ),
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_MARGIN: Final = _Subject(
    ("max_gross_leverage", "marginLeverageCap"),
    ("margin", "leverage on the account", "gross exposure incl. margin"),
    "multiple",
    (1.2, 1.25, 1.5),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashFloor"),
    ("cash", "dry powder", "the cash pile in the brokerage"),
    "fraction",
    (0.05, 0.1, 0.15),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_NAME, _YOLO, _DRAWDOWN, _MARGIN, _CASH)

_RATIONALES: Final = (
    "the usual r/Bogleheads rule of thumb",
    "what most self-directed investors run",
    "a sane default until the user tells us",
    "placeholder, typical for a retail account",
    "middle of what people post on the forums",
)

#: decoy asides: numbers nobody's limit depends on
_DECOYS: Final = (
    "(34M, $48k account, been at this since 2009)",
    "(lost 38% on $PTON in '21, never again)",
    "— 1.2k upvotes on my loss porn post lol",
    "(acct up 11.7% YTD, not bragging)",
    "(I'm 29, 3 kids, $112k across Roth + taxable)",
    "— my 10x dreams died in 2022 😂",
)


def _decoy(rng: random.Random, *written: str) -> str:
    """A decoy aside that does not contain any of `written`."""
    fits = [d for d in _DECOYS if not any(w.lower() in d.lower() for w in written)]
    return rng.choice(fits)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the user's brokerage account that respect the user's own rules",
    "the best return for the risk taken",
    "solve the account's weights",
    "the solved weights and the account's risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the user posted it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "y", _with_mandate)


def _verbs(s: _Subject) -> tuple[str, ...]:
    """How a retail investor bounds a value after its subject."""
    if s.floor:
        return ("never drops below", "stays at least", "doesn't go under")
    return ("never goes above", "can't go over", "maxes out at", "tops out at")


def _never(s: _Subject) -> str:
    return "never less than" if s.floor else "never more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance my Roth IRA (VTI, VXUS, SCHD plus a few single stocks)",
    "set up target weights for my taxable account",
    "build the club's model portfolio for next quarter",
    "size a dividend-growth portfolio out of my watchlist",
    "reweight the account I run the wheel in",
)
_DEFERRALS: Final = (
    "the number for {noun} is in our IPS google doc, my wife has the link, I'll dig it up later",
    "our club's bylaws set the limit on {noun}, I don't have a copy on me",
    "for {noun} use whatever my fee-only adviser puts in the plan, we meet next week",
    "{noun}: the mods pinned a rule on that, can't remember the number",
    "the rule for {noun} is TBD, still arguing with my husband about it",
)
_REQUEST_FRAMES: Final = (
    "Title: Help me not screw this up (27M, long-time lurker, first post)\n\n{Task}. "
    "{Deferral}. Not financial advice obviously, just want a second opinion lol",
    "@QuantBot {task} pls. {deferral} 🙏",
    "$VTI $QQQM $SCHD — can someone {task}? {deferral}. 14 followers, be nice",
    "Hi all, Linda from the Maple St Investment Club 🍁 Could the assistant {task}? "
    "{Deferral}. Next meeting is the 2nd Thursday.",
    "[Flair: Wheel] {Task}. {Deferral}. Selling 30 delta puts, 45 DTE, as usual.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: replies stating a limit: {noun}, {v}, {verb}, {never}, {decoy}
_STATINGS: Final = (
    "> what's your limit on {noun}?\n\n{never} {v}. {decoy}",
    "**mike_d [Trader]** — Today at 9:14 PM\n{Noun} {verb} {v}. that's my hard stop, "
    "not negotiable {decoy}",
    "Per the club vote last Tuesday (9 members, 7 yes): {noun} {verb} {v}.",
    "my husband says to tell you: {noun} {verb} {v}. his words, not mine 😂 {decoy}",
    "My rules {decoy}:\n1. DCA every payday\n2. {noun} {verb} {v}\n3. never sell in a red week",
    "my rule is {never} {v} for {noun}. EDIT: formatting",
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame = rng.choice(_STATINGS)
    written = s.render(value, rng.choice((0, 1, 2, 3, 6)), words=True)  # words: two in five
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        verb=rng.choice(_verbs(s)),
        never=_never(s),
        decoy=_decoy(rng, written),
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "y", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)

#: bylaws bounding other things only
_OTHER_BYLAWS: Final[dict[str, JsonValue]] = {
    "article_2_dues": "Each member pays $50 a month; 11 members as of the 2024 AGM.",
    "article_5_instruments": "No shorting, no crypto, no penny stocks under $1.",
    "article_7_meetings": "Buy and sell decisions by majority vote at the monthly meeting.",
}


#: bylaws bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {"club_bylaws": dict(_OTHER_BYLAWS)}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------


def _false_pair(
    rng: random.Random, structure: int, s: _Subject, value: float, noun: str
) -> tuple[str, str, float, str]:
    """The reply and what it says: (text, the limit as written, the misquoted value, the
    misquoted value as written — "" when the misquote is a unit error on the right words)."""
    style = rng.randrange(12)
    verb = rng.choice(_verbs(s))
    looser, (other_said, right_said) = _misquoted(s, value, style, far=True)
    if structure == 0:  # an EDIT corrects the figure in the post
        wrong_value, (wrong, right) = _misquoted(s, value, style)
        text = _fill(
            "{Noun} {verb} {wrong}.\n\nEDIT: meant {right}, fat thumbs 🤦 (typed this on the bus)",
            noun=noun,
            verb=verb,
            wrong=wrong,
            right=right,
        )
        return text, right, wrong_value, wrong
    if structure == 1:  # another user's suggestion, quoted and rejected
        wrong, right = other_said, right_said
        text = _fill(
            "> u/thetaburner (4.1k karma): just do {wrong} for {noun} like everyone here\n\n"
            "nah. {noun} {verb} {right}, that's my rule and I'm sticking to it.",
            noun=noun,
            verb=verb,
            wrong=wrong,
            right=right,
        )
        return text, right, looser, wrong
    if structure == 2:  # the OP's figure, replaced after a talk with a CFP
        old, right = other_said, right_said
        text = _fill(
            "UPDATE 2: talked to my CFP. {Noun} was {old} in the OP; she wants it at {right} "
            "and that's what we're going with now.",
            noun=noun,
            old=old,
            right=right,
        )
        return text, right, looser, old
    if structure == 3:  # the figure of another rule in the same list
        other = _YOLO if s is not _YOLO else _NAME
        wrong_value = rng.choice([v for v in other.values if _written_apart(value, v)])
        right, wrong = _share_alike(value, wrong_value, style)
        text = _fill(
            "my rules, since you asked:\n- {noun} {verb} {right}\n- {other} {other_verb} {wrong}\n"
            "- DCA every other Friday, no exceptions",
            noun=noun,
            verb=verb,
            right=right,
            other=rng.choice(other.nouns),
            other_verb=rng.choice(_verbs(other)),
            wrong=wrong,
        )
        return text, right, wrong_value, wrong
    if structure == 4:  # a hypothetical for someone younger
        young, right = other_said, right_said
        text = _fill(
            "if I were 25 I'd let {noun} go to {young}, but I'm 58 so it's {never} {right}, "
            "period.",
            noun=noun,
            young=young,
            never=_never(s),
            right=right,
        )
        if s.floor:
            text = text.replace("let", "keep").replace(" go to ", " at just ")
        return text, right, looser, young
    # a percentage recorded as a whole number: "8%" as 8, "150% of account value" as 150
    right = s.forms(value)["pct" if s.unit == "multiple" else "sign"]
    text = _fill(
        "{Noun} {verb} {right}. been doing this since 2016, 400+ trades logged in my sheet.",
        noun=noun,
        verb=verb,
        right=right,
    )
    return text, right, round(value * 100, 6), ""


def _misquoted(
    s: _Subject, value: float, style: int, *, far: bool = False
) -> tuple[float, tuple[str, str]]:
    """A looser figure than `value` — a typo near it, or (`far`) one of twice the room — and
    both in one form, neither inside the other: the first factor that keeps them apart."""
    if s.floor:
        factors = (0.5, 0.4, 0.6) if far else (0.5, 0.4, 0.6, 0.8)
    else:
        factors = (2.0, 3.0, 2.5) if far else (1.6, 1.5, 2.0, 1.25)
    for factor in factors:
        wrong = round(value * factor, 6)
        try:
            x, y = s.alike((wrong, value), style, apart=True)
        except AssertionError:
            continue
        return wrong, (x, y)
    raise AssertionError(value)


def _written_apart(a: float, b: float) -> bool:
    """Whether two shares differ and have one form in which neither is written inside the
    other."""
    try:
        _NAME.alike((a, b), 0, apart=True)
    except AssertionError:
        return False
    return a != b


def _share_alike(a: float, b: float, style: int) -> tuple[str, str]:
    """Two shares in one numeric form, neither written inside the other."""
    x, y = _NAME.alike((a, b), style, apart=True)
    return x, y


_provenance_twins = _provenance_twins_of(SEED, "y", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 3 and s.unit != "fraction":  # another rule of the list: a share
            s = _NAME
        if structure == 3 and s.floor:
            s = _DRAWDOWN
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        said, right, wrong_value, wrong = _false_pair(rng, structure, s, value, noun)
        _once(said, right)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        if wrong:
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        else:
            false = true.model_copy(update={"value": wrong_value})
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates as retail investors keep them ------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float) -> str:
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    return _fill(
        rng.choice(("{Noun} {verb} {v}.", "{Noun}: {never} {v}, no matter what the thread says.")),
        noun=noun,
        verb=rng.choice(_verbs(s)),
        never=_never(s),
        v=written,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        agreement = (
            "MAPLE ST INVESTMENT CLUB — OPERATING AGREEMENT (rev. 2023)\n\n"
            "Article III. Dues: $100 a month per member; 9 members.\n"
            f"Article IV. Diversification. {clause}\n"
            "Article V. Meetings on the 2nd Thursday; quorum is 5."
        )
        return None, agreement, MANDATE_ID
    if shape == 1:
        rules: list[JsonValue] = [
            "Max 2 trades a week, no day trading.",
            clause,
            "Rebalance every January, DCA $500 every payday.",
        ]
        return {"family_ips": {"rules": rules}}, None, "family_ips.rules[1]"
    if shape == 2:
        pinned = (
            "📌 PINNED by @mod_gary — #model-portfolio rules (read before posting, 2.3k members)\n"
            "1. No pump-and-dump tickers, no OTC.\n"
            f"2. {clause}\n"
            "3. Post your positions with a screenshot or it didn't happen."
        )
        return None, pinned, MANDATE_ID
    if shape == 3:
        mine: dict[str, JsonValue] = {
            "rule_1": "DCA into VTI every Friday, 52 weeks a year.",
            "rule_2": clause,
            "rule_3": "No earnings plays (learned that at 23 lol).",
        }
        return {"my_rules": mine}, None, "my_rules.rule_2"
    deal = (
        "Deal with Jess (signed on the fridge, 14 March 2024):\n"
        "• The house fund is off limits.\n"
        f"• {clause}\n"
        "• If I break a rule I do the dishes for a month."
    )
    return None, deal, MANDATE_ID


_WITHIN_ASKS: Final = (
    "rebalance time 🙃 new weights pls, and stay inside the rules, all of them",
    "@QuantBot redo the model portfolio, the pinned rules apply, no exceptions",
    "Can the assistant refresh the club's weights? Everything has to follow the agreement.",
    "new target weights for my account please, and don't break any of my rules this time",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "y", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        fields, message, ref = _placed(_clause_text(rng, s, value), shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.6, 6), round((s.low_end(value) + value) / 2, 6)
        if i % 3 != 2:
            over = _clause_cited(name, s, outside, ref, "the user's rule")
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "{Noun} anywhere from {lo} to {hi} is fine by me, your call 🤷",
    "mod note: for the model port, {noun} can float between {lo} and {hi}; pick whatever the "
    "optimizer likes.",
    "Club vote (7–2): {noun} between {lo} and {hi}, and the assistant decides where.",
    "{Noun}: target {mid}, +/- {d}, wherever in that band you want.",
    "my adviser said {noun} from {lo} up to {hi} is ok, and where in there is up to you.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun}: {point}. not a range, not 'about {point}', exactly {point}.",
        "{Noun}: anywhere from {lo} to {hi}, your call.",
    ),
    (
        "Poll closed: 'let the bot pick {noun} between {lo} and {hi}' lost 3–6. We keep {noun} "
        "at {point}.",
        "Poll closed: 'let the bot pick {noun} between {lo} and {hi}' won 6–3. Anywhere in "
        "there is fine.",
    ),
    (
        "> can the AI choose {noun} itself?\n\nNo. My adviser set it at {point} and it stays "
        "there.",
        "> can the AI choose {noun} itself?\n\nYes, anywhere from {lo} to {hi}, my adviser is "
        "fine with that.",
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "y", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = s.low_end(high)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        lo, hi, mid = s.alike((low, high, middle), style, apart=False)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = (1, 3, 2)[i % 3]  # a rules list, a trader's own rules, a pinned post
        if i % 6 in (3, 5):  # strategy: a point fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            refused = _fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i, request, assumed, _placed(refused, shape)[:2], _placed(granted, shape)[:2]
            )
            continue
        template = _GRANTED[(i - i // 3) % len(_GRANTED)]
        d = ""
        if "{d}" in template:  # a tolerance band, said in the subject's own units
            d = s.render(round(high - middle, 6), 0)
            mid = s.render(middle, 0)
        text = _fill(template, noun=noun, lo=lo, hi=hi, mid=mid, d=d)
        fields, message, _ = _placed(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

#: whole asks, with their own end punctuation
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Optimize for Sharpe. Period.",
        "I want the best return per unit of risk — highest Sharpe, not highest return.",
        "max risk-adjusted return pls, I'm not trying to YOLO here.",
        "Goal: the highest Sharpe ratio I can get out of these tickers.",
        "Whatever mix gives the most excess return per unit of volatility, that's the one.",
    ),
    "variance": (
        "Lowest volatility possible. I'm 61, I just want to sleep at night.",
        "min vol portfolio pls, I don't care about returns as long as it doesn't swing.",
        "Just want the smoothest ride: the least variance these names allow.",
        "Goal: minimum variance. Boring is good.",
        "Whatever mix has the smallest day-to-day swings, that's all I want.",
    ),
    "tracking": (
        "I basically want VTI with extra steps: track the total market as close as possible.",
        "Hug the S&P 500, closet-indexer mode, minimum tracking error.",
        "Goal: stay as close to $VOO's returns as possible, no big deviations either way.",
        "I don't want to beat the index or lose to it, just match it as tightly as I can.",
        "Minimize tracking error vs the Total Stock Market index, that's the whole brief.",
    ),
    "return": (
        "YOLO mode: max expected return, I don't care about volatility, 30 yrs to retirement.",
        "Just the highest expected return. Diamond hands 💎🙌, I can take the swings.",
        "Goal: maximize expected return, risk is irrelevant to me.",
        "Send it: the biggest expected gain possible, swings and all.",
        "Highest expected return, not risk-adjusted, just raw upside.",
    ),
}
#: another user's suggestion of each objective, quoted and rejected
_SUGGESTS: Final[dict[str, str]] = {
    "sharpe": "just max the Sharpe ratio, it's the only sane objective",
    "variance": "just do min variance, way less stress",
    "tracking": "just track VTI as close as you can and call it a day",
    "return": "you're young, just max expected return",
}
_ASK_FRAMES: Final = (
    "Title: need weights for my 8-ticker portfolio (r/investing, first post)\n\n{ask}",
    "{ask}\n\nTL;DR: 8 tickers, $23k, Roth IRA.",
    "[Flair: Portfolio Review] {ask} Tickers in the comments.",
)
_EDITS: Final = (
    "{old}\n\nEDIT: nvm, read the replies and changed my mind. {new}",
    "{old}\n\nEDIT 2 (after 140 comments lol): scratch that. {new}",
)
_QUOTES: Final = (
    "> u/dividend_dan (+312): honestly {suggest}\n\nappreciate it but no. {new}",
    "> {suggest} (top comment, 1.1k upvotes)\n\nrespectfully, not what I'm after. {new}",
)
_FOLLOW_UPS: Final = (
    "UPDATE 2: wife vetoed it 😅 {new}",
    "UPDATE: talked to my adviser, forget the OP. {new}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the tickers the user listed",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """The structures turn once more every four cases, so that each kind comes in each: an
    EDIT changing the objective in the same post (1), another user's suggestion quoted and
    rejected (2), a later message replacing the first (3), or none (0)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={
            1: lambda rng, i, old_kind, old, ask: _fill(rng.choice(_EDITS), old=old, new=ask),
            2: lambda rng, i, old_kind, old, ask: _fill(
                rng.choice(_QUOTES), suggest=_SUGGESTS[old_kind], new=ask
            ),
        },
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="y",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        structure=lambda i: (i // 4 + i) % 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2016)
_PERIODS: Final = (
    ("on Portfolio Visualizer, 2010–2023", "on Portfolio Visualizer, 2010–2015"),
    (
        "on every bar from Jan '10 to Nov '23 in TradingView",
        "on every bar from Jan '10 to Dec '15 in TradingView",
    ),
    ("over '10–'19 in my spreadsheet", "over '10–'15 in my spreadsheet"),
    ("on 2012 through 2021 data", "on 2010 through 2015 data"),
    (
        "on the full history I have (2010–2022)",
        "on the history before the first test year (2010–2015)",
    ),
)
_ACTIONS: Final = (
    "I picked the best lookback (3, 6, 9 or 12 months)",
    "the 50/200-day SMA filter was chosen",
    "I optimized the trailing stop % (tried 5 through 25)",
    "the RSI entry level was picked",
    "the rebalance band was tuned",
)
_LEAK_FRAMES: Final = (
    "Backtest note: {action} {period}.",
    "{Action} {period}; same setting in every fold.",
    "fwiw {action} {period}, and only then did I run the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "I backtested 2010–2023 and picked the best lookback, then used it in all three folds.",
        "Each fold picks its own lookback from its own training years, before its test years "
        "are touched.",
    ),
    (
        "Universe = today's S&P 500 members, used for every year of the backtest.",
        "Universe = the S&P 500 members as of each date, delisted names included.",
    ),
    (
        "The signal fires on the close and I buy at that same close.",
        "The signal fires on the close and I buy at the next morning's open.",
    ),
    (
        "Every feature is normalized with the mean and std of the full 2010–2023 history.",
        "Every feature is normalized with the mean and std of its fold's training years.",
    ),
    (
        "Tried 40 settings and kept the one with the best 2016–2021 CAGR.",
        "Tried 40 settings and kept the one with the best 2010–2015 CAGR; 2016–2021 was run "
        "once, at the end.",
    ),
)
_LEAK_ASKS: Final = (
    "Can you walk-forward my dual momentum thing? 3 folds, like the pinned post says.",
    "[#backtests] @QuantBot run the walk-forward on my wheel screener, 3 folds pls 🙏",
    "Walk-forward test of my SMA crossover over the three folds in the config, please.",
)
_WHERE: Final = ("reasoning", "purpose", "evidence", "interpretation")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "y", REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
    sentence_at=1,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Vandelay Industries"
_ENTITY: Final = "ent_vandelay_industries"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("QoQ (Q3 '22 → Q4 '22)", (10, 11)),
    ("YoY (Q4 '21 → Q4 '22)", (7, 11)),
    ("since Q1 2020", (0, 11)),
    ("over the last 8 qtrs", (3, 11)),
    ("from the Jun '20 qtr to the Jun '22 qtr", (1, 9)),
    ("during 2021 (Q4 '20 → Q4 '21)", (3, 7)),
    ("since the 2014 IPO", None),
    ("over the last 10 years", None),
    ("since 2017", None),
)


def _like_pct(a: float, b: float) -> str:
    """ "like 18%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    return f"like {round(change)}%" if change >= 2 else ""


def _like_points(a: float, b: float) -> str:
    """A margin's change in points, "like 3 points"; "" under two points."""
    points = abs(b - a) * 100
    return f"like {round(points)} points" if points >= 2 else ""


class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (410.0, 395.0, 430.0, 455.0, 470.0, 492.0, 515.0, 540.0, 552.0, 575.0, 590.0, 612.0),
        ("Revenue", "$VDLY revenue", "The top line"),
        (
            ("{s} is up {m}", rose),
            ("{s} is down {m}", fell),
            ("{s} has grown every single quarter", rose_every_quarter),
            ("{s} hasn't had a single up quarter", held_down),
            ("{s} didn't drop", held_up),
        ),
        _like_pct,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin",
        (0.42, 0.40, 0.41, 0.43, 0.45, 0.46, 0.45, 0.44, 0.42, 0.41, 0.40, 0.38),
        ("Gross margin", "$VDLY gross margin", "GM"),
        (
            ("{s} expanded {m}", rose),
            ("{s} got squeezed {m}", fell),
            ("{s} shrank every single quarter", fell_every_quarter),
            ("{s} didn't compress", held_up),
            ("{s} didn't expand", held_down),
        ),
        _like_points,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (55.0, 12.0, 38.0, 61.0, 70.0, 66.0, 81.0, 90.0, 74.0, 68.0, 59.0, 52.0),
        ("Free cash flow", "$VDLY FCF", "FCF"),
        (
            ("{s} ramped {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} hasn't had a single down quarter", held_up),
            ("{s} fell every single quarter", fell_every_quarter),
        ),
        _like_pct,
    ),
    _Trend(
        "fundamentals.quarters",
        "diluted_shares",
        (210.0, 211.0, 212.0, 210.0, 207.0, 205.0, 203.0, 200.0, 198.0, 196.0, 195.0, 193.0),
        ("The diluted share count", "$VDLY shares outstanding", "Share count"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} fell every single quarter", fell_every_quarter),
            ("{s} didn't increase", held_down),
            ("{s} didn't shrink", held_up),
        ),
        _like_pct,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: up or down
    YoY in each of the last four quarters, and the best or worst quarter of the twelve in the
    last one. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was up YoY four quarters running (Q1–Q4 '22)"
    down_all = "{s} was down YoY four quarters running (Q1–Q4 '22)"
    pairs += _yoy_pairs(v, up_all, down_all)
    best = "{s} hit its highest level of 2020–2022 in Q4 '22"
    worst = "{s} hit its lowest level of 2020–2022 in Q4 '22"
    if v[11] == max(v) and v[11] > sorted(v)[-2] * 1.005:
        pairs.append((best, worst))
    elif v[11] == min(v) and v[11] < sorted(v)[1] * 0.995:
        pairs.append((worst, best))
    return pairs


_CLAIM_FRAMES: Final = (
    "**$VDLY DD (part 2)** — {claim} [1]. Not financial advice.",
    "> is the growth story still intact?\n\n{Claim} [1].",
    "TL;DR: {claim} [1] 🚀",
    "UPDATE 2: went back through the filings, {claim} [1].",
    "Posted in r/investing · 212 upvotes · 3h\n\n{Claim} (source: [1]).",
)


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """ "Every single quarter" over one quarter, or beside "YoY", says nothing clear."""
    every = "single" in claim
    return every and (horizon.startswith(("QoQ", "YoY")))


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
        left_out=_left_out,
        seed=SEED,
        tag="y",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch Y: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
