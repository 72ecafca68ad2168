"""Held-out batch O: every flaw kind again, in spoken language written down — transcripts of
investment-committee meetings, earnings-call Q&A, phone calls with a client and voice notes
dictated into a phone.

Batch O is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, spoken number forms, trend series and trend truth
are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run. Speaker labels
("PM:", "[Client]:", "Speaker 2 (00:21:07):"), timestamps and memo lengths are decoy numbers;
where a transcript marks something "[inaudible]" or "[crosstalk]", no truth depends on it. Its
parts are new:

* limits spoken as words ("twelve and a half percent", "seven point five percent", "twenty-five
  per cent", "nought point nought five of NAV", "a quarter of the book", "one pound in every
  twenty", "three hundred bips", "two hundred basis points", "two and a half percent", "one and a
  half times", "one point two five times", "a hundred and fifty percent gross", "five trading
  days") or as a transcription tool writes them ("12.5%", "250 bps", "1.5x", "150% gross");
  bounds said "…, tops", "… max", "capped at …", "… at the most", "at least …", "never below
  …", "… minimum"; stated on the phone, in an auto-transcript with speaker numbers and
  timestamps, in a dictated voice memo with spoken punctuation ("comma", "full stop"), after a
  line that broke up ("— it's set at [inaudible] —" … "Sorry, you broke up." … restated), with
  a self-correction ("… — sorry, no — …. I was thinking of the old fund."), across cross-talk
  with another speaker agreeing, and as a question answered later in the same transcript or
  voice memo ("[pause] Oh — hang on, found it after all."); subjects: a single name, a sector,
  tracking error in bps, gross leverage, a cash buffer that is a floor, and a liquidation
  horizon in trading days;
* requests deferring the limit on a call ("Sarah has that, she's out till Monday. Don't guess
  it."), in a voice memo, on the phone to an adviser ("it's in the trustees' letter, I haven't
  got it in front of me"), in an auto-transcript whose line is "[inaudible]" only over a
  greeting, and across cross-talk ("the board hasn't set it yet"); strategy mandates bounding only
  other things (IC minutes on duration and currency hedging);
* provenance misquoting its source: the figure a speaker abandoned in the same breath
  ("under fifteen — sorry, seven and a half — percent", or a whole figure before "sorry, no"), a
  figure another speaker corrects later in the transcript ("that's the old number … go with what
  Sarah said"), a figure from a voice note that a later voice note withdraws, the figure of an
  earnings-call analyst's question the CIO answers "No", another subject's figure in the same
  speaker turn, a spoken figure recorded a hundred times over ("twelve and a half percent" as
  12.5, "two hundred bips" as 2 bp, "one and a half times" as 150), and the right value whose span
  lies on the speaker's timestamp;
* mandates as IC meeting minutes with timestamps, a client's transcribed voice memo (a mandate
  message), an adviser's call note, a trustees' call where the limit was tightened ("we used to
  let … go to …" / "Used to."), the plan between the old and the new limit, and a board call
  with cross-talk and an inaudible aside about something else;
* latitude granted out loud, in a meeting, a call note or a client's voice memo ("anywhere
  between … and …, your call", "I'm not fussed where … sits, honestly, as long as it's not over
  …", "we said …, give or take …. Where you sit in that is up to you.", "you can run it anywhere
  from … up to …, I trust you", "Between … and — what did we say — …. Yeah. Your discretion
  inside that.", with another speaker agreeing) and refused ("… is …. Flat. Not a range.",
  "don't pick a number for that yourselves, I'll ring back with it tomorrow", "We talked about
  a band of … to … on …, but — um — no, the board said no band"), each twin the same words
  granting the band;
* objectives said out loud: inside a call with a negated aside ("we're not trying to hug any
  index, mind"), a question answered later in the transcript ("on Kate's question from earlier
  —"), a self-correction in a voice memo ("the objective is, um, the minimum-variance book — no,
  sorry, scratch that, that's the other fund"), a colleague's proposal turned down and the
  decision agreed by a third speaker ("Yeah, OK, let's do that"), a voice memo a later call
  replaces, and a back-reference to one of two colleagues ("I'm with what Priya said");
* leakage in the plan's words quoting a call or a voice note: spoken periods ("twenty-ten
  through twenty-eighteen", "two thousand and ten right up to, um, the middle of
  twenty-seventeen", "the ten years to twenty-nineteen", "everything up to the COVID crash in
  March twenty-twenty", "twenty-eleven — sorry, twenty-ten — through Q3 twenty-seventeen",
  "Q-one twenty-ten to, like, Q-two twenty-sixteen"), the signal kept for how it did in the test
  years, tomorrow's return among the features, a scaler fitted on the full history, today's
  index members applied all the way back and a version kept for its out-of-sample Sharpe; each
  clean twin in the same spoken form, ending before the first test (4 January 2016) or inside
  each fold;
* trend claims written to be said out loud — a line for the call, a transcribed voice-note
  reply, a client Q&A, speaker notes with a decoy timestamp — on order backlog, capital
  expenditure and days sales outstanding (lower is better), fields no earlier batch used, and on
  operating margin (changes in bips) and interest coverage (in turns), over twelve quarters
  (FY2020 Q1–FY2022 Q4, newest first), with spoken magnitudes ("by about seventeen percent", "by
  about a hundred and forty bips", "by about half a turn", "by about one point four turns", "by
  about three days"), shapes ("has grown every single quarter", "hasn't shrunk at all", "peaked
  and then rolled over", "was up year on year in every one of the last four quarters") and
  spoken horizons ("year on year", "over twenty-twenty-two", "in the back half of
  twenty-twenty-one", "since the March quarter of twenty-twenty") against uncovered ones ("since
  the IPO back in twenty-fourteen", "over the last five years", "versus pre-COVID, so
  twenty-nineteen"). A horizon that can be read two ways is used only for claims both readings
  agree on; whether a claim holds is computed from the series: true, false, or too close to
  call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    FOLDS_TESTED_FROM_2016,
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cite_as,
    _fill,
    _g,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _span_of,
    _true_or_far,
    _twins_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ReviewBundle,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261215
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzo3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzo5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzoo"


# --- numbers as people say them --------------------------------------------------------------

_ONES: Final = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen"),
)
_TENS: Final = {
    2: "twenty",
    3: "thirty",
    4: "forty",
    5: "fifty",
    6: "sixty",
    7: "seventy",
    8: "eighty",
    9: "ninety",
}
_PARTS_OF_ONE: Final = {0.25: "a quarter", 0.5: "a half", 0.75: "three quarters"}


def _words(n: int) -> str:
    """ "twelve", "twenty-five", "a hundred and fifty", "two hundred"."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    hundreds, rest = divmod(n, 100)
    head = "a hundred" if hundreds == 1 else f"{_ONES[hundreds]} hundred"
    return head + (f" and {_words(rest)}" if rest else "")


def _spoken(x: float) -> str | None:
    """ "twelve and a half", "one and a quarter", "two"; None when no plain spoken form fits."""
    whole = int(x)
    part = round(x - whole, 6)
    if part == 0:
        return _words(whole)
    if part in _PARTS_OF_ONE and whole > 0:
        return f"{_words(whole)} and {_PARTS_OF_ONE[part]}"
    return None


def _point(x: float) -> str:
    """ "twelve point five", "nought point one", "nought point nought five": digits after the
    point read one by one, a leading zero said "nought"."""
    whole, _, decimals = _g(x).partition(".")
    head = "nought" if whole == "0" else _words(int(whole))
    if not decimals:
        return head
    return f"{head} point " + " ".join("nought" if d == "0" else _ONES[int(d)] for d in decimals)


#: a share of the book said as a part of it
_PARTS: Final[dict[float, str]] = {
    0.05: "one pound in every twenty",
    0.1: "a tenth of the book",
    0.125: "an eighth of the book",
    0.2: "a fifth of the book",
    0.25: "a quarter of the book",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: keys "w…" said in words, "d…" as a transcription tool writes it."""
    pct = round(value * 100, 6)
    forms: dict[str, str] = {}
    said = _spoken(pct)
    if said is not None:
        forms["w_percent"] = f"{said} percent"
        forms["w_cent"] = f"{said} per cent"
    if pct != int(pct):
        forms["w_point"] = f"{_point(pct)} percent"
    if len(_g(value).partition(".")[2]) <= 2:
        forms["w_nought"] = f"{_point(value)} of NAV"
    if round(value, 6) in _PARTS:
        forms["w_part"] = _PARTS[round(value, 6)]
    forms["d_sign"] = f"{_g(pct)}%"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    bp = round(value)
    forms: dict[str, str] = {}
    if bp == value:
        forms["w_bips"] = f"{_words(bp)} bips"
        forms["w_basis"] = f"{_words(bp)} basis points"
    said = _spoken(value / 100)
    if said is not None:
        forms["w_percent"] = f"{said} percent"
    if bp == value and bp > 100 and bp % 100:  # "one-fifty bips": how a desk says 150
        forms["w_desk"] = f"{_ONES[bp // 100]}-{_words(bp % 100)} bips"
    forms["d_bps"] = f"{_g(value)} bps"
    forms["d_sign"] = f"{_g(value / 100)}%"
    return forms


def _multiple_forms(value: float) -> dict[str, str]:
    forms: dict[str, str] = {}
    said = _spoken(value)
    if said is not None:
        forms["w_times"] = f"{said} times"
    if value != int(value):
        forms["w_point"] = f"{_point(value)} times"
    if abs(value * 100 - round(value * 100)) < 1e-9:
        forms["w_gross"] = f"{_words(round(value * 100))} percent gross"
    if value == 2.0:
        forms["w_twice"] = "twice NAV"
    forms["d_x"] = f"{_g(value)}x"
    forms["d_gross"] = f"{_g(value * 100)}% gross"
    return forms


def _day_forms(value: float) -> dict[str, str]:
    forms: dict[str, str] = {}
    said = _spoken(value)
    if said is not None:
        forms["w_days"] = f"{said} trading days"
    forms["d_days"] = f"{_g(value)} trading days"
    return forms


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how people say it, its unit, the values it takes, its
    spoken and transcribed forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        forms = list(self.forms(value).values())
        return forms[style % len(forms)]

    def alike(self, values: Sequence[float], style: int, *, words: bool = False) -> list[str]:
        """`values` in one form where no one is part of another (`words`: spoken forms only)."""
        all_forms = [self.forms(v) for v in values]
        keys = [
            k
            for k in all_forms[0]
            if all(k in f for f in all_forms)
            and (not words or k.startswith("w"))
            and (k != "w_part" or len(values) == 1)  # "a tenth of the book" is said alone
        ]
        for offset in range(len(keys)):
            said = [f[keys[(style + offset) % len(keys)]] for f in all_forms]
            if apart(*said):
                return said
        raise AssertionError((values, style))


_NAME: Final = _Subject(
    ("max_single_name_weight", "singleStockCap"),
    ("any single name", "single-name weight", "the biggest single position"),
    "fraction",
    (0.05, 0.075, 0.1, 0.125),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCap"),
    ("any one sector", "sector weight", "the weight in a single sector"),
    "fraction",
    (0.2, 0.25),
    _share_forms,
)
_TE: Final = _Subject(
    ("te_limit_bps", "trackingErrorBudgetBp"),
    ("tracking error", "the TE budget", "ex-ante tracking error against the benchmark"),
    "bps",
    (150.0, 200.0, 250.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_leverage", "grossExposureCap"),
    ("gross leverage", "gross exposure", "the gross"),
    "multiple",
    (1.25, 1.5, 2.0),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_buffer", "cashFloor"),
    ("the cash buffer", "cash", "the cash we keep back for redemptions"),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_EXIT: Final = _Subject(
    ("max_days_to_liquidate", "liquidationHorizonDays"),
    ("the liquidation horizon", "the time to get out of the whole book", "days to liquidate"),
    "days",
    (3.0, 5.0, 10.0),
    _day_forms,
)
_SUBJECTS: Final = (_NAME, _SECTOR, _TE, _GROSS, _CASH, _EXIT)
#: caps whose latitude is asked about (discretion over a floor is another question)
_CAPS: Final = (_NAME, _SECTOR, _TE, _GROSS)

#: how a bound is said around its value, caps and floors
_CAP_SAID: Final = ("no more than {v}", "{v}, tops", "{v} max", "capped at {v}", "{v} at the most")
_FLOOR_SAID: Final = ("at least {v}", "no less than {v}", "never below {v}", "{v} minimum")


def _bound(rng: random.Random, s: _Subject, written: str) -> str:
    return rng.choice(_FLOOR_SAID if s.floor else _CAP_SAID).format(v=written)


_RATIONALES: Final = (
    "what we usually run on books like this",
    "a sensible placeholder until the client gets back to us",
    "roughly where the peer group sits",
    "the house default, to be confirmed",
    "a conservative middle-of-the-road guess",
)


def _stamp(rng: random.Random) -> str:
    """A transcript timestamp ("00:14:32"): a decoy number."""
    return f"00:{rng.randrange(10, 59):02d}:{rng.randrange(0, 60):02d}"


def _stamps(rng: random.Random, count: int) -> list[str]:
    """`count` distinct timestamps, in order."""
    seen: set[str] = set()
    while len(seen) < count:
        seen.add(_stamp(rng))
    return sorted(seen)


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "New weights for the book, inside the limits agreed on the call",
    "the best return for the risk taken",
    "solve the weights",
    "the solved weights and the risk they carry",
)

_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as said on the call")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the global equity sleeve",
    "rebuild the model book for the Hartley account",
    "re-run the optimiser for the endowment",
    "put new weights on the long-short book",
    "size the new thematic fund",
)
#: a request deferring the limit: {task}, {noun}, {t1}…{t3} (timestamps), {memo} (a memo length)
_DEFERRING: Final = (
    "PM ({t1}): Right, next item — can we {task}?\nRisk ({t2}): Sure. What are we using for "
    "{noun}?\nPM ({t3}): Um — Sarah has that, she's, uh, she's out till Monday. Don't guess it.",
    "[Voice memo, {memo}] Hey, it's Dev. Could you {task}? Um, on {noun} — honestly I don't "
    "remember what the client signed, so, yeah, I'll find out. Thanks, bye.",
    "[Client]: Hello? Yes — so I'd like you to {task}.\n[Adviser]: Of course. Is there a limit on "
    "{noun}?\n[Client]: There is, it's in the, er, the trustees' letter. I haven't got it in "
    "front of me.\n[Adviser]: No problem, we'll wait for it.",
    "Speaker 1 ({t1}): Morning — can you hear me? The line's a bit [inaudible]. OK. So, can you "
    "{task}?\nSpeaker 2 ({t2}): Yep. And {noun}?\nSpeaker 1 ({t3}): Compliance is still working "
    "that out. Let's not, um, pre-empt them.",
    "CIO: — and on {noun}, the board's, um — [crosstalk]\nPM: Sorry, go on.\nCIO: The board "
    "hasn't set it yet. Next meeting. But we do need to {task} regardless.",
)


def _request(rng: random.Random, s: _Subject) -> str:
    return _deferring(rng, s)[0]


def _deferring(rng: random.Random, s: _Subject) -> tuple[str, int]:
    """A request deferring `s`'s limit, and which of `_DEFERRING` it is."""
    t1, t2, t3 = _stamps(rng, 3)
    which = rng.randrange(len(_DEFERRING))
    return _fill(
        _DEFERRING[which],
        task=rng.choice(_TASKS),
        noun=rng.choice(s.nouns),
        t1=t1,
        t2=t2,
        t3=t3,
        memo=f"0:{rng.randrange(21, 59)}",
    ), which


#: a limit said out loud: {noun}, {bound} (the value with its bound), {t1}, {t2}, {memo};
#: {wrong} a figure the speaker takes back in the same breath
_STATINGS: Final = (
    "[Client, on the phone]: Yeah, I've found the letter. {Noun} — um — {bound}. That's what it "
    "says.\n[Adviser]: Perfect, thank you.",
    "Speaker 2 ({t1}): OK so, {noun}: {bound}.\nSpeaker 1 ({t2}): Got it, thanks.",
    "[Voice memo, {memo}] Hi, it's Dev again. Found it. {Noun}, comma, {bound}, full stop. "
    "That's from the IMA. Thanks.",
    "Risk: {Noun} — it's set at [inaudible] —\nPM: Sorry, you broke up.\nRisk: {Noun}: {bound}.\n"
    "PM: Lovely. Yeah, let's use that.",
    "PM: So {noun} is {wrong} — sorry, no — {bound}. I was thinking of the old fund.\n"
    "Analyst: OK, noted.",
    "CIO: {Noun} — I'd say {bound}. [crosstalk]\nRisk: — yeah, that matches the IMA.\n"
    "CIO: Good, let's do that.",
)
#: each of `_DEFERRING` carried on: the question answered later in the same transcript
_LATER: Final = (
    "\n[later in the call]\nPM: Oh — Sarah's just messaged back on {noun}: {bound}. Let's use "
    "that.\nRisk: Yeah, fine.",
    " [pause] Oh — hang on, found it after all. {Noun}: {bound}. OK, that's everything.",
    "\n…\n[Client, twenty minutes later]: Found the letter! {Noun}, {bound}.\n"
    "[Adviser]: Brilliant, thanks.",
    "\nSpeaker 1 (01:02:10): Oh — compliance just pinged me, they've signed it off. {Noun}: "
    "{bound}.\nSpeaker 2 (01:02:19): Great.",
    "\n[later]\nCIO: Actually — the chair's just texted, they agreed it by email this morning: "
    "{noun}, {bound}. So use that.\nPM: Yeah, let's do that.",
)


def _stating(
    rng: random.Random, s: _Subject, value: float, *, later: int | None
) -> tuple[str, str]:
    """A message (or, `later` naming the request's `_DEFERRING`, lines to carry that transcript
    on) saying `value` is `s`'s limit, and the value as written in it."""
    t1, t2 = _stamps(rng, 2)
    style = rng.randrange(12)
    frame = rng.choice(_STATINGS) if later is None else _LATER[later]
    if "{wrong}" in frame:
        wrong_value = round(value * (0.5 if s.floor else 1.5), 6)
        written, wrong = s.alike((value, wrong_value), style)
    else:
        written, wrong = s.render(value, style), ""
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        bound=_bound(rng, s, written),
        wrong=wrong,
        t1=t1,
        t2=t2,
        memo=f"0:{rng.randrange(10, 40)}",
    )
    return _once(text, written), written


#: a mandate bounding other things only, as IC minutes
_OTHER_MINUTES: Final = (
    "CIO (00:41:10): Duration between four and six years.\nRisk (00:41:19): And anything "
    "non-sterling hedged — at least seventy percent.\nCIO (00:41:25): Agreed, minute both.",
    "Chair: No tobacco, no thermal coal — that's from the trustees.\nCIO: And the payout stays "
    "at four percent a year.\nChair: Yes. Minute it.",
)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request, which = _deferring(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 0:
            mandate = {"ic_minutes": {"item_2_limits": _OTHER_MINUTES[(i // 4) % 2]}}
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}o",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        later = i % 4 == 1  # the question answered later in the same transcript
        said, written = _stating(rng, s, value, later=which if later else None)
        if later:
            both = request + said
            messages: tuple[UserMessage, ...] = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, s, value, REQUEST_ID, _once(both, written), written)
        else:
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            cited = _cite(name, s, value, ANSWER_ID, said, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}o/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance --------------------------------------------------------------------------


def _bare(s: _Subject, value: float) -> tuple[str, str] | None:
    """A spoken share or TE said with its unit apart ("twelve and a half", "percent"), so that
    a speaker can take back the number alone; None when it has no such form."""
    if s.unit == "fraction":
        said = _spoken(round(value * 100, 6))
    elif s.unit == "bps":
        said = _spoken(value / 100)
    else:
        return None
    return (said, "percent") if said is not None else None


def _misread(s: _Subject, value: float) -> float:
    """A spoken figure recorded a hundred times over (or under): "twelve and a half percent" as
    12.5, "two hundred bips" as 2 bp, "one and a half times" as 150."""
    if s.unit == "bps":
        return round(value / 100, 6)
    return round(value * 100, 6)


#: shares of the book no limit bounds, said beside a limit
_UNBOUNDED: Final = ("turnover this quarter", "the Japan weight", "the yen exposure")


_provenance_twins = _provenance_twins_of(SEED, "o", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 0 and s.unit not in ("fraction", "bps"):  # said with its unit apart
            s = (_NAME, _TE)[(i // 6) % 2]
        if structure == 4 and s.unit != "fraction":  # another subject in the same unit
            s = _NAME if i % 12 < 6 else _CASH
        if structure == 5 and s.unit == "days":  # a misread spoken figure: no days
            s = _GROSS
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        style = rng.randrange(12)
        t1, t2, t3 = _stamps(rng, 3)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        away = round(value * (0.5 if s.floor else 2.0), 6)  # a figure that is not the limit
        messages: tuple[UserMessage, ...]
        true_value, false_value = value, away
        if structure == 0:  # taken back in the same breath
            bare_right, bare_wrong = _bare(s, value), _bare(s, away)
            if i % 12 < 6 and bare_right is not None and bare_wrong is not None:
                wrong = bare_wrong[0]
                right = f"{bare_right[0]} — {bare_right[1]}"
                said = _fill(
                    "PM ({t1}): So {noun}, we keep that {word} {wrong} — sorry, {right}. "
                    "Yeah.\nAnalyst ({t2}): OK.",
                    t1=t1,
                    t2=t2,
                    noun=noun,
                    word="above" if s.floor else "under",
                    wrong=wrong,
                    right=right,
                )
                assert apart(wrong, right), (wrong, right)
            else:
                right, wrong = s.alike((value, away), style)
                said = _fill(
                    "[Client]: {Noun} — I think it's {wrong} — sorry, no — {bound}. That's what "
                    "the letter says, I'm looking at it.",
                    noun=noun,
                    wrong=wrong,
                    bound=_bound(rng, s, right),
                )
        elif structure == 1:  # corrected later in the transcript by another speaker
            right, wrong = s.alike((value, away), style)
            said = _fill(
                "Tom ({t1}): {Noun}? I'm pretty sure it's {wrong}.\nSarah ({t2}): No — that's the "
                "old number. The board changed it in June; now it's {bound}.\nTom ({t3}): Oh, "
                "right. Yeah, go with what Sarah said.",
                t1=t1,
                t2=t2,
                t3=t3,
                noun=noun,
                wrong=wrong,
                bound=_bound(rng, s, right),
            )
        elif structure == 3:  # an analyst's figure on an earnings call, answered "No"
            asked = round(value * (0.5 if s.floor else 2.0), 6)
            right, wrong = s.alike((value, asked), style)
            said = _fill(
                "Operator: Next question, from Jane Ko at Barclays.\nJane Ko ({t1}): Thanks. "
                "Could you see {noun} going {way} to {wrong} this year?\nCFO ({t2}): No. No, we "
                "wouldn't. {Noun}: {bound}, that's the policy.",
                t1=t1,
                t2=t2,
                noun=noun,
                way="down" if s.floor else "up",
                wrong=wrong,
                bound=_bound(rng, s, right),
            )
            false_value = asked
        elif structure == 4:  # another subject's figure in the same speaker turn
            other_value = rng.choice([v for v in (0.15, 0.3, 0.35, 0.4) if v != value])
            right, wrong = s.alike((value, other_value), style)
            said = _fill(
                "Risk ({t1}): {Noun}: {bound}. And, um, {other} — that's running at about "
                "{wrong} at the moment, there's no limit on it.\nPM ({t2}): Understood.",
                t1=t1,
                t2=t2,
                noun=noun,
                bound=_bound(rng, s, right),
                other=rng.choice(_UNBOUNDED),
                wrong=wrong,
            )
            false_value = other_value
        else:  # structure 2 (two voice notes) and 5 (a misread figure or a timestamp)
            right, wrong = s.alike((value, away), style)
            said = ""
        if structure == 2:  # a voice note withdrawn by a later one
            first = _fill(
                "[Voice memo, 0:{a}] Hi, it's Dev. {Noun}, um, {bound}. Speak later.",
                a=str(rng.randrange(14, 40)),
                noun=noun,
                bound=_bound(rng, s, wrong),
            )
            fix = _fill(
                "[Voice memo, 0:{a}] Dev again — ignore the number I gave you earlier, I'd mixed "
                "it up with the other fund. It's {right}. Sorry!",
                a=str(rng.randrange(10, 20)),
                right=right,
            )
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=fix),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(fix, right), right)
            false = _cite(name, s, away, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 5:
                right = s.render(value, style)
                said = _fill(
                    "Speaker 2 ({t1}): {Noun}? Yeah — {bound}. That's firm.\nSpeaker 1 ({t2}): "
                    "Great, thanks.",
                    t1=t1,
                    t2=t2,
                    noun=noun,
                    bound=_bound(rng, s, right),
                )
            _once(said, right)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, true_value, ANSWER_ID, said, right)
            if structure == 5 and i % 12 < 6:  # recorded a hundred times over
                false = true.model_copy(update={"value": _misread(s, value)})
            elif structure == 5:  # the right value, its span on the timestamp
                false = true.model_copy(update={"span": _span_of(_once(said, t1), t1)})
            else:
                false = _cite(name, s, false_value, ANSWER_ID, _once(said, wrong), wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates said out loud --------------------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    """The turns of a transcript that set `s`'s limit at `value`, in the style of `shape`'s
    document; shape 3 also says the looser limit it replaced."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    t1, t2 = _stamps(rng, 2)
    if shape == 3:
        old_value = round(value * (0.4 if s.floor else 2.0), 6)
        now, old = s.alike((value, old_value), style)
        return _fill(
            "Trustee 1: We used to let {noun} go {way} to {old}.\nTrustee 2: Used to. From this "
            "quarter it's {bound}.\nChair: Yes, agreed — minute that, please.",
            noun=noun,
            way="down" if s.floor else "up",
            old=old,
            bound=_bound(rng, s, now),
        )
    bound = _bound(rng, s, s.render(value, style))
    if shape == 0:
        return _fill(
            "CIO ({t1}): For the minutes — {noun}, {bound}.\nRisk ({t2}): Agreed.",
            t1=t1,
            t2=t2,
            noun=noun,
            bound=bound,
        )
    if shape == 1:
        return _fill("um, and {noun} — {bound}. That's my rule, that one.", noun=noun, bound=bound)
    if shape == 2:
        return _fill(
            "[Adviser]: And on {noun}?\n[Client]: {Bound}. Write that down.\n[Adviser]: Noted.",
            noun=noun,
            bound=bound,
        )
    return _fill(
        "Chair: — so {noun} [crosstalk]\nCFO: Sorry, go ahead.\nChair: I was saying: {noun}, "
        "{bound}, no exceptions.",
        noun=noun,
        bound=bound,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The transcript turns in one of five documents: (mandate fields, mandate message, the
    reference naming the clause)."""
    if shape == 0:
        minutes: dict[str, JsonValue] = {
            "item_1_attendance": "CIO, Risk, two PMs; apologies from Legal.",
            "item_4_limits": clause,
        }
        return {"ic_meeting_2025_03_12": minutes}, None, "ic_meeting_2025_03_12.item_4_limits"
    if shape == 1:
        memo = (
            "[Voice memo from Margaret Hartley, 1:12, transcribed]\n"
            "Hi, it's Margaret. The rules for my account, so you've got them. No tobacco, no "
            f"arms, {clause} Right. Thanks, bye."
        )
        return None, memo, MANDATE_ID
    if shape == 2:
        notes: dict[str, JsonValue] = {
            "2025_02_03_call": clause,
            "2025_02_10_follow_up": "[Adviser]: Confirmed the address change. Nothing else.",
        }
        return {"call_notes": notes}, None, "call_notes.2025_02_03_call"
    if shape == 3:
        call = (
            "Trustees' call, quarterly review (transcript)\n\n"
            "Chair: Everyone on? Good.\n"
            f"{clause}\n"
            "Chair: Next — the custodian's fees."
        )
        return None, call, MANDATE_ID
    board: dict[str, JsonValue] = {
        "limits": clause,
        "other_business": "Chair: And, er, [inaudible] the auditors next week. CFO: Yes.",
    }
    return {"board_call": board}, None, "board_call.limits"


_WITHIN_ASKS: Final = (
    "PM: Can we get the new weights for the quarter? Everything inside the mandate, obviously.\n"
    "Risk: Yeah — nothing outside the limits, please.",
    "[Voice memo, 0:22] Hi, quick one — rebalance the book, um, inside all the client's rules. Ta.",
    "Speaker 1 (00:02:11): So, the rebalance. Speaker 2 (00:02:15): Inside the mandate. "
    "Speaker 1 (00:02:17): Inside the mandate, yeah.",
    "[Client]: Just do the yearly tidy-up, and stick to my rules, would you?",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "o", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
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
        if shape == 3:  # between the limit now and the looser one it replaced
            outside = round(value * (0.7 if s.floor else 1.5), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="what the client said on the call",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: latitude granted out loud over [lo, hi] (or up to {hi}, or {mid} give or take {d}), as turns
#: of a meeting or a call
_GRANTED: Final = (
    "CIO: On {noun} — look, anywhere between {lo} and {hi}, your call.\nPM: Great, thanks.",
    "Chair: I'm not fussed where {noun} sits, honestly, as long as it's not over {hi}.\n"
    "CIO: So where it sits under that is our call?\nChair: Yes, your call.",
    "Chair: {Noun} — we said {mid}, give or take {d}. Where you sit in that is up to you.\n"
    "CIO: Understood.",
    "PM: Can we set {noun} ourselves?\nCIO: Within reason. Between {lo} and — what did we say — "
    "{hi}. Yeah. Your discretion inside that.\nRisk: Fine by me.",
)
#: latitude granted in a client's voice memo (shape 1): one speaker, mid-sentence
_GRANTED_MEMO: Final = (
    "and {noun} — you can run it anywhere from {lo} up to {hi}, I trust you.",
    "oh, and I'm not fussed where {noun} sits as long as it's not over {hi}; that bit's up to you.",
)
#: (refused, granted, shape): the plan's assumed value is the same under both
_REFUSED: Final = (
    (
        "CIO: {Noun} is {point}. Flat. Not a range.\nPM: Not even a little either side?\nCIO: No.",
        "CIO: {Noun} starts at {point}, but anywhere from {lo} to {hi} is your call.\nPM: Great.",
        0,
    ),
    (
        "and {noun} — don't pick a number for that yourselves, I'll ring back with it tomorrow.",
        "and {noun} — pick whatever number you like for that, anywhere from {lo} to {hi}.",
        1,
    ),
    (
        "Risk: We talked about a band of {lo} to {hi} on {noun}, but — um — no, the board said no "
        "band. It's {point}, fixed.\nPM: OK, understood.",
        "Risk: We talked about a band of {lo} to {hi} on {noun}, and — yeah — the board said yes. "
        "Anywhere in it is your call.\nPM: OK, understood.",
        3,
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "o", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "o", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _GROSS else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            refused_t, granted_t, shape = _REFUSED[(i // 6) % len(_REFUSED)]
            lo, hi = s.alike((low, high), style)
            refused = _fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, shape)[:2],
                _placed(granted, shape)[:2],
            )
            continue
        shape = (0, 1, 2, 3, 4)[i % 5]
        templates = _GRANTED_MEMO if shape == 1 else _GRANTED
        template = rng.choice(
            [t for t in templates if not ("{d}" in t and s is _GROSS)]
        )  # "give or take a quarter times" is not said
        if "{lo}" not in template and "{mid}" not in template:
            middle = round(high * 0.8, 6)
        ends = {"lo": low, "hi": high, "mid": middle, "d": round(high - middle, 6)}
        said = [k for k in ends if f"{{{k}}}" in template]
        written = dict(zip(said, s.alike([ends[k] for k in said], style), strict=True))
        text = _fill(template, noun=noun, **written)
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
#: each objective said out loud, as a clause without end punctuation
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "what we want is the best return for the risk — you know, Sharpe, basically",
        "we're after the most bang for the buck per unit of vol",
        "maximise the Sharpe ratio, that's the whole brief",
    ),
    "variance": (
        "the smoothest ride we can get — lowest vol, that's the brief",
        "minimum variance, like, literally the least wobbly book we can build",
        "just make it as calm as possible, the smallest swings you can find",
    ),
    "tracking": (
        "stick to the index like glue — tracking error as low as it'll go",
        "we just want to look like the FTSE All-Share, no surprises either way",
        "shadow the MSCI World as closely as you can",
    ),
    "return": (
        "honestly, just the biggest return you can get, I don't care about the bumps",
        "go for the highest expected return — the swings don't matter to us",
        "max out the expected return, no risk adjustment",
    ),
}
#: a clause setting another objective aside
_ASIDES: Final[dict[str, str]] = {
    "sharpe": "I'm not bothered about Sharpe ratios and all that",
    "variance": "the wobbles don't bother us",
    "tracking": "we're not trying to hug any index, mind",
    "return": "we're not swinging for the fences here",
}
#: another objective proposed in a few words
_PROPOSALS: Final[dict[str, str]] = {
    "sharpe": "the max-Sharpe version",
    "variance": "the minimum-variance book",
    "tracking": "something that just tracks the index",
    "return": "whatever has the highest expected return",
}
#: which objectives may be set aside beside a wanted one without contradicting it
_ASIDE_OF: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("tracking", "return"),
    "variance": ("tracking", "return", "sharpe"),
    "tracking": ("return", "sharpe", "variance"),
    "return": ("tracking", "sharpe", "variance"),
}


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the names discussed on the call",
    purpose="solve the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objective_talk(
    rng: random.Random, structure: int, ask: str, old: tuple[str, str], aside: str
) -> tuple[UserMessage, ...]:
    """The conversation asking for `ask`'s objective; `old` another objective it mentions and
    sets aside (structures 2–5: as a whole clause, and proposed in a few words), `aside` a
    negated clause (structure 0)."""
    old_said, proposal = old
    t1, t2, t3 = _stamps(rng, 3)
    if structure == 0:  # inside a call, beside a negated aside
        text = _fill(
            "Speaker 1 ({t1}): So what's the brief for the new sleeve?\nSpeaker 2 ({t2}): Um, "
            "{aside} — {ask}.\nSpeaker 1 ({t3}): Got it.",
            t1=t1,
            t2=t2,
            t3=t3,
            aside=aside,
            ask=ask,
        )
    elif structure == 1:  # asked early, answered later in the transcript
        text = _fill(
            "Kate ({t1}): Before we start — what are we actually optimising for?\nPM ({t2}): Let "
            "me come back to that. First, the universe: the twelve names on the sheet.\n"
            "[discussion of the universe]\nPM ({t3}): OK — on Kate's question from earlier: {ask}."
            "\nKate: Clear.",
            t1=t1,
            t2=t2,
            t3=t3,
            ask=ask,
        )
    elif structure == 2:  # taken back mid-sentence
        text = _fill(
            "[Voice memo, 0:{a}] Hi, it's about the Hartley book. So the objective is, um, {old}"
            " — no, sorry, scratch that, that's the other fund. For this one: {ask}. Thanks.",
            a=str(rng.randrange(20, 59)),
            old=proposal,
            ask=ask,
        )
    elif structure == 3:  # a colleague's proposal turned down, the decision agreed
        text = _fill(
            "Analyst: Should we go with — {old}?\nPM: No. For this client, {ask}.\n"
            "Risk: Yeah, OK, let's do that.",
            old=proposal,
            ask=ask,
        )
    elif structure == 4:  # a voice memo replaced by a later call
        return (
            UserMessage(
                message_id=REQUEST_ID,
                text=_fill(
                    "[Voice memo, 0:{a}] Quick one on the new book: {old}. Cheers.",
                    a=str(rng.randrange(20, 59)),
                    old=old_said,
                ),
            ),
            UserMessage(
                message_id=FOLLOW_UP_ID,
                text=_fill(
                    "[Call, transcribed]\n[Client]: Forget what I said in the voice note — I've "
                    "talked to the trustees. {Ask}.\n[Adviser]: Understood, we'll change it.",
                    ask=ask,
                ),
            ),
        )
    else:  # a back-reference to one of two colleagues
        text = _fill(
            "Priya ({t1}): For me, {ask}.\nTom ({t2}): I'd rather go for {old}.\n[crosstalk]\n"
            "PM ({t3}): OK, OK. I'm with what Priya said. Let's do that.",
            t1=t1,
            t2=t2,
            t3=t3,
            ask=ask,
            old=proposal,
        )
    return (UserMessage(message_id=REQUEST_ID, text=text),)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]  # each at least once
        structure = i % 6
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        aside = _ASIDES[_ASIDE_OF[wanted][(i // 6) % len(_ASIDE_OF[wanted])]]
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages = _objective_talk(rng, structure, ask, (old, _PROPOSALS[old_kind]), aside)
        if structure in (0, 1):
            flawed_kind = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        else:
            flawed_kind = _KIND[old_kind]
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
            yield HeldOutCase(f"heldout{SEED}/objective/{i}o{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a spoken period reaching into the test years, the same form ending before the first test,
#: 4 January 2016)
_PERIODS: Final = (
    ("on twenty-ten through twenty-eighteen", "on twenty-ten through twenty-fifteen"),
    (
        "on two thousand and ten right up to, um, the middle of twenty-seventeen",
        "on two thousand and ten right up to, um, the end of twenty-fifteen",
    ),
    ("over the ten years to twenty-nineteen", "over the six years to December twenty-fifteen"),
    (
        "on everything up to the COVID crash in March twenty-twenty",
        "on everything up to the yuan devaluation in August twenty-fifteen",
    ),
    (
        "on twenty-eleven — sorry, twenty-ten — through Q3 twenty-seventeen",
        "on twenty-eleven — sorry, twenty-ten — through Q4 twenty-fifteen",
    ),
    (
        "from Q-one twenty-ten to, like, Q-two twenty-sixteen",
        "from Q-one twenty-ten to, like, Q-four twenty-fifteen",
    ),
    (
        "on the whole sample — so twenty-ten right the way to twenty-twenty-one",
        "on the first six years only — so twenty-ten to twenty-fifteen",
    ),
)
_ACTIONS: Final = (
    "we picked the lookback",
    "the entry threshold got set",
    "we tuned the stop-loss",
    "the factor weights were fitted",
    "we chose the rebalance band",
)
#: the plan quoting a call or a voice note: {action}, {period}, {t1}
_LEAK_FRAMES: Final = (
    'Per the PM on the call ({t1}): "{action} {period}, and then we just left it."',
    "From Dev's voice note: um, {action} {period}, full stop, then froze it for all three folds.",
    "Kate on the call: '{Action} {period}.' Tom: 'Yeah — once, before the walk-forward.'",
    "Transcript, {t1} — Analyst: so {action} {period}. PM: Right. Same for every fold.",
)
#: whole sentences said on a call: (leaky, clean)
_SENTENCES: Final = (
    (
        "PM ({t1}): yeah, honestly, we just kept whichever signal did best in the backtest — the "
        "twenty-sixteen to twenty-twenty-one bit.",
        "PM ({t1}): yeah, honestly, we just kept whichever signal did best in the training "
        "years — twenty-ten to twenty-fifteen — and ran the test years once, at the end.",
    ),
    (
        "Kate: the features include tomorrow's return — the t-plus-one — next to the momentum.",
        "Kate: the features only use returns up to yesterday's close — t-minus-one — next to "
        "the momentum.",
    ),
    (
        "Tom said the scaler got fit on the full history, start to finish, twenty-ten to "
        "twenty-twenty-one, before the folds were cut.",
        "Tom said the scaler gets refit inside each fold, on that fold's training years only.",
    ),
    (
        "Voice note: the universe is, um, today's index members, applied all the way back.",
        "Voice note: the universe is, um, the index members as they stood on each date.",
    ),
    (
        "Risk on the call: 'we re-ran it a few times until the out-of-sample Sharpe looked "
        "right, and that's the version we kept.'",
        "Risk on the call: 'we re-ran it a few times until the in-sample Sharpe looked right, "
        "and the out-of-sample years were only run once, at the end.'",
    ),
)
_LEAK_ASKS: Final = (
    "Speaker 1 (00:01:04): Can you walk the value-momentum model forward? Three folds, like "
    "last time.\nSpeaker 2 (00:01:09): Yep.",
    "[Voice memo, 0:18] Hi — could you run the walk-forward on the carry model? Three folds. "
    "Thanks.",
    "PM: Let's get the three-fold walk-forward on the trend book.\nRisk: Sounds good.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "o", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    periods = itertools.cycle(_PERIODS)  # each spoken period in turn
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        t1 = _stamp(rng)
        if i % 3 == 2:
            leaky_t, clean_t = _SENTENCES[(i // 3) % len(_SENTENCES)]
            leaky, clean = leaky_t.format(t1=t1), clean_t.format(t1=t1)
        else:
            leaky_period, clean_period = next(periods)
            action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
            leaky = _fill(frame, action=action, period=leaky_period, t1=t1)
            clean = _fill(frame, action=action, period=clean_period, t1=t1)
        yield from _leak_twins(i, where, policy, ask, leaky, clean)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Dunmore Haulage"
_ENTITY: Final = "ent_dunmore_haulage"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
#: the quarters a spoken horizon spans, in every reading a careful listener could give it (a
#: claim is made over it only when all readings agree); None: the series does not cover it
_Spans = tuple[tuple[int, int], ...] | None
#: (horizon, its spans, whether a claim about each quarter in it reads unambiguously)
_HORIZONS: Final[tuple[tuple[str, _Spans, bool], ...]] = (
    ("quarter on quarter", ((10, 11),), False),
    ("year on year", ((7, 11),), False),
    ("over twenty-twenty-two", ((7, 11), (8, 11)), True),
    ("over the last eight quarters", ((3, 11), (4, 11)), True),
    ("since the March quarter of twenty-twenty", ((0, 11),), True),
    ("between the June quarters of twenty-twenty-one and twenty-twenty-two", ((5, 9),), True),
    ("in the back half of twenty-twenty-one", ((5, 7), (6, 7)), True),
    ("since the IPO back in twenty-fourteen", None, False),
    ("over the last five years", None, False),
    ("versus pre-COVID, so twenty-nineteen", None, False),
)


def _rel(w: Sequence[float]) -> float:
    return (w[-1] - w[0]) / abs(w[0])


def _up(w: Sequence[float]) -> bool | None:
    change = _rel(w)
    return True if change > 0.01 else False if change < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _every_up(w: Sequence[float]) -> bool | None:
    """Up in every quarter: false as soon as one quarter is down."""
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s > 0 for s in steps) else False if any(s < 0 for s in steps) else None


def _never_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _held_up(w: Sequence[float]) -> bool | None:
    """ "hasn't shrunk at all": true when no quarter fell, false when it ends clearly lower; a
    dip inside a rise is too close to call."""
    if _never_down(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _peaked(w: Sequence[float]) -> bool | None:
    """Rose to a high inside the window and came clearly back down from it; false when the
    window only went one way."""
    top = max(w)
    inside = w.index(top) not in (0, len(w) - 1)
    if inside and w[0] < top * 0.98 and w[-1] < top * 0.98:
        return True
    steps = [b - a for a, b in itertools.pairwise(w)]
    return False if all(s > 0 for s in steps) or all(s < 0 for s in steps) else None


_Truth = Callable[[Sequence[float]], bool | None]


def _pct_said(a: float, b: float) -> str:
    """ "by about a third", "by about twelve percent"; "" when it barely moved."""
    change = abs(b - a) / abs(a)
    if change < 0.03:
        return ""
    for share, said in ((0.5, "half"), (1 / 3, "a third"), (0.25, "a quarter"), (0.2, "a fifth")):
        if abs(change - share) <= 0.01:
            return f"by about {said}"
    return f"by about {_words(round(change * 100))} percent"


def _bips_said(a: float, b: float) -> str:
    bips = abs(b - a) * 10_000
    return f"by about {_words(round(bips / 10) * 10)} bips" if bips >= 30 else ""


def _turns_said(a: float, b: float) -> str:
    turns = abs(b - a)
    if turns < 0.2:
        return ""
    for low, high, said in ((0.45, 0.55, "half a turn"), (0.9, 1.1, "a turn")):
        if low <= turns <= high:
            return f"by about {said}"
    if 1.4 <= turns <= 1.6:
        return "by about a turn and a half"
    return f"by about {_point(round(turns, 1))} turns"


def _days_said(a: float, b: float) -> str:
    days = abs(b - a)
    return f"by about {_words(round(days))} days" if days >= 2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named out loud, what may be claimed of it over a
    window (each claim with the function computing its truth) and how its change is said."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "order_backlog",
        (
            *(2150.0, 2010.0, 1890.0, 1960.0, 2080.0, 2240.0, 2390.0, 2510.0, 2640.0),
            *(2720.0, 2805.0, 2930.0),
        ),
        ("The order backlog", "The backlog", "Dunmore Haulage's backlog"),
        (
            ("{s} is up {m}", _up),
            ("{s} has come down {m}", _down),
            ("{s} has grown every single quarter", _every_up),
            ("{s} hasn't shrunk at all", _held_up),
            ("{s} has been shrinking", _down),
        ),
        _pct_said,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin",
        (0.142, 0.118, 0.125, 0.131, 0.138, 0.146, 0.151, 0.149, 0.144, 0.139, 0.133, 0.128),
        ("Operating margin", "The operating margin", "Dunmore Haulage's operating margin"),
        (
            ("{s} has widened {m}", _up),
            ("{s} has been squeezed {m}", _down),
            ("{s} peaked and then rolled over", _peaked),
            ("{s} got better", _up),
            ("{s} got worse", _down),
        ),
        _bips_said,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (6.8, 4.1, 4.5, 5.2, 5.9, 6.4, 7.1, 7.6, 7.3, 6.9, 6.6, 6.2),
        ("Interest cover", "EBIT over interest", "Dunmore Haulage's interest coverage"),
        (
            ("{s} has improved {m}", _up),
            ("{s} has weakened {m}", _down),
            ("{s} got stronger", _up),
            ("{s} got thinner", _down),
            ("{s} peaked and came back down", _peaked),
        ),
        _turns_said,
    ),
    _Trend(
        "fundamentals.quarters",
        "capex",
        (310.0, 260.0, 240.0, 255.0, 280.0, 300.0, 325.0, 350.0, 365.0, 390.0, 410.0, 440.0),
        ("Capex", "Capital spending", "Dunmore Haulage's capex"),
        (
            ("{s} went up {m}", _up),
            ("{s} was cut {m}", _down),
            ("{s} rose every quarter", _every_up),
            ("{s} never went down from one quarter to the next", _never_down),
        ),
        _pct_said,
    ),
    _Trend(
        "fundamentals.quarters",
        "days_sales_outstanding",
        (48.0, 55.0, 61.0, 58.0, 54.0, 51.0, 49.0, 47.0, 50.0, 53.0, 56.0, 59.0),
        ("DSO", "Days sales outstanding", "The time it takes Dunmore Haulage to get paid"),
        (
            ("{s} stretched out {m}", _up),
            ("{s} shortened {m}", _down),
            ("{s} got better", _down),
            ("{s} got worse", _up),
        ),
        _days_said,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) over the last four quarters against a year before each,
    computed from the series; left out when the quarters disagree."""
    v = trend.values
    up_all = "{s} was up year on year in every one of the last four quarters"
    down_all = "{s} was down year on year in every one of the last four quarters"
    return _yoy_pairs(v, up_all, down_all)


_CLAIM_FRAMES: Final = (
    "Here's how I'd put it on the call: \"{Claim}\" [1].",
    "Voice-note reply, transcribed for the file: so, um, short version — {claim} [1].",
    "Q (from the client call): How's it looking?\nA: {Claim} [1].",
    "Speaker notes, slide three (we're on it at about 00:04:00):\n- {Claim} [1]\n- then pause "
    "for questions",
    "If Tom asks on the call, the line is: {claim} [1].",
)


_said = partial(_said_named, _COMPANY)


_twins = _twins_of(SEED, "o", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. The
    claims and horizons least used so far come first, so that each is said somewhere."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        specials = _specials(trend)
        if i % 3 == 2 and specials:
            true_t, false_t = specials[0]
            true = _said(true_t, subject, first, "")
            false = _said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, list[str], list[str]]] = []
            for horizon, spans, steps_ok in _HORIZONS:
                if spans is None:
                    continue
                windows = [trend.values[a : b + 1] for a, b in spans]
                m = trend.magnitude(windows[0][0], windows[0][-1]) if len(spans) == 1 else ""
                claims: list[tuple[str, bool | None]] = []
                for c, truth in trend.claims:
                    if "{m}" in c and not m:
                        continue
                    if not steps_ok and any(w in c for w in ("every", "never", "at all")):
                        continue
                    if len(windows[0]) < 3 and "peaked" in c:
                        continue
                    readings = {truth(w) for w in windows}
                    claims.append((c, readings.pop() if len(readings) == 1 else None))
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, holding, failing))
            least = min(used[c] for _, _, holding, _ in usable for c in holding)
            fresh = [u for u in usable if any(used[c] == least for c in u[2])]
            seldom = min(used[u[0]] for u in fresh)
            horizon, m, holding, failing = rng.choice([u for u in fresh if used[u[0]] == seldom])
            used[horizon] += 1
            true_t = rng.choice([c for c in holding if used[c] == least])
            used[true_t] += 1
            far = [h for h, spans, _ in _HORIZONS if spans is None]
            true, false = _true_or_far(rng, _said, subject, first, m, horizon, true_t, failing, far)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch O: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
