"""Held-out batch K: every flaw kind again, in the language of team chat and collaboration
tools — Slack and Teams threads, quoted replies, @mentions, emoji reactions, message edits,
forwarded e-mail chains, tab-separated pastes from Excel, Jira tickets, pinned messages, channel
topics and bots' automated summaries.

Batch K is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Its parts are new:

* limits stated in a quoted reply ("> what's the cap on …?" then "… max, hard :thumbsup:"), an
  @mention answering for the client ("@quant-desk answering for Mark (he's on a flight): …"),
  a tab-separated paste from Excel (a header row, "5.00%" or "0.05" in a cell, the other rows
  bounding other things), a risk bot's automated summary with an account number and a date as
  decoys, a forwarded e-mail ("-----Original Message-----", "From:/Sent:/Subject:", a signature
  with a phone number), and a pinned message (":pushpin: pinned by @Lena"); subjects: a
  single-name cap, a sector cap, a TE budget in bps, gross leverage and a cash buffer that is a
  floor; forms "5%", "5 pct", "5.0%", "200bps", "2% TE", "1.5x", "150% gross", "1.8 turns",
  and in a sheet's cell "5.00%", "0.05", "2.00%", "150%";
* requests deferring the limit to a colleague or a document ("@Priya has the number, she's OOO
  till Mon :palm_tree:", "it's in the pinned doc from legal", "risk will confirm in thread,
  don't guess :pray:") as a Slack message, a Teams post with a timestamp, a Jira ticket
  ("Acceptance criteria:", "Labels:"), a forwarded e-mail and a channel topic; a mandate that
  bounds only other things (a pinned IPS excerpt on duration and FX hedging);
* provenance misquoting its source: the value before a message edit ("edit: make that …", a
  struck-through "~~…~~ (edited)"), a colleague's quoted proposal the reply refuses, the older
  level deeper in a forwarded chain (">>") that the newer mail (">") replaced, a hypothetical
  level ("if the IC signs off … it'd go to …, nothing's agreed :shrug:"), a poll's rejected
  proposal (":thumbsdown: 6"), and an Excel cell "5.00%" recorded as 5 (or "2.00%" TE as 2 bp,
  "150%" gross as 150x);
* mandates as a channel topic, a pinned IMA excerpt quoted in a mandate message, a Jira ticket's
  acceptance criteria (`ticket.acceptance_criteria[1]`), a client's forwarded e-mail in a mandate
  message and an Excel limits sheet pasted into a mandate field;
* latitude granted in chat ("@quant-desk … is your call, anywhere …–… :thumbsup:" as the
  mandate message, "> can we pick where … sits?" "yep, your call within …", a pinned message
  "target …, desk may run it anywhere …–…", "… anywhere in […, …], PM's discretion" in a
  ticket's acceptance criteria, a pin excerpt or a forwarded e-mail, a RiskBot summary "band …
  to …, position inside it discretionary") and refused (":no_entry_sign: … is … flat, not a
  band, pls don't tweak it", "…: … (edited) edit: removed the …–… band, it's … flat now", ":x:
  no discretion on … — the IC set it at …"), the twin the same form granting the band;
* objectives as a thread where the PM decides against a colleague's proposal, a bot's summary
  of a long thread naming the PM's decision, a poll won by one option, a channel topic, a Jira
  ticket's criteria, a message edited from one objective to another, and a forwarded chain
  whose newer mail replaces the older ask;
* leakage in a backtest thread: a config dict (`cfg = {"fit_end": "2018-12-31", ...}`), a
  notebook cell (`In [14]: model.fit(X.loc['2010':'2019'], ...)`), a CI bot's run summary
  ("params selected on 2010-01-04..2016-06-30"), a quoted question answered ("> did you tune on
  the test yrs? yeah …"), an Excel paste of the run's parameters, a chat message with a
  two-digit-year span ("'10–'17"), a universe and a scaler fixed as of the last test day,
  60-day forward-return labels running into the test window, and the structured fields alone
  (`fitting: full_sample`, `selection_end` in a test span); each clean twin in the same form,
  ending before the first test (or fitted inside each fold);
* trend claims written as chat messages ("gross margin def compressed vs Q4 '21 tbh", "EPS up
  every qtr since Q1 '21 :rocket:", "topline hasn't dipped once …") on quarterly gross margin,
  diluted EPS, revenue and net debt (FY2020 Q1–FY2022 Q4, newest first), on a stock's computed
  window statistics over 2022 (total return, annualised volatility, maximum drawdown, computed
  from the shipped prices) and on an evaluated basket's portfolio metrics over 2021 (its Sharpe
  ratio as mean over volatility, its volatility and drawdown, computed from the shipped
  prices); in a quoted reply, a bot's summary, an Excel paste, a thread reply and a pinned
  note. A horizon may mean more than one window ("over '22"): a claim is used only when every
  reading agrees; whether a claim holds is computed from the series or the computed result:
  true, false, or too close to call (never used).

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

from quantward_cli.bench.reviews_heldout import HeldOutCase, trend_claim_twins
from quantward_cli.bench.reviews_heldout_shared import (
    FOLDS_TESTED_FROM_2015,
    Maker,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _mandate_twins_of,
    _newest_first,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_contracts.values import (
    HistoricalTest,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261211
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzk0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzk1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzk2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzk3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzk5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzkk"


# --- numbers as people type them into chat and spreadsheets -------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: "5%", "5 pct", "5.0%"; "x" keys are spreadsheet cells."""
    pct = value * 100
    return {
        "sign": f"{_g(pct)}%",
        "pct": f"{_g(pct)} pct",
        "dec": f"{pct:.1f}%",
        "x_cell": f"{pct:.2f}%",
        "x_dec": _g(value),
    }


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bps": f"{_g(value)}bps",
        "bp": f"{_g(value)} bp",
        "pct": f"{_g(value / 100)}% TE",
        "x_cell": f"{value / 100:.2f}%",
        "x_bp": _g(value),
    }


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "times": f"{_g(value)}x",
        "gross": f"{_g(value * 100)}% gross",
        "turns": f"{_g(value)} turn{'' if value == 1 else 's'}",
        "x_cell": f"{_g(value * 100)}%",
        "x_x": f"{_g(value)}x",
    }


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how people say it, a spreadsheet row label, the values
    it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def say(self, value: float, style: int) -> str:
        """A chat form of `value` ("5%", "5 pct", "200bps", "1.5x")."""
        said = [v for k, v in self.forms(value).items() if not k.startswith("x")]
        return said[style % len(said)]

    def cell(self, value: float, style: int) -> str:
        """A spreadsheet cell of `value` ("5.00%", "0.05", "150%")."""
        cells = [v for k, v in self.forms(value).items() if k.startswith("x")]
        return cells[style % len(cells)]

    def alike(self, values: Sequence[float], style: int, *, compact: bool = False) -> list[str]:
        """`values` in one chat form, none part of another (`compact`: forms with no space)."""
        all_forms = [self.forms(v) for v in values]
        keys = [
            k
            for k in all_forms[0]
            if not k.startswith("x") and not (compact and " " in all_forms[0][k])
        ]
        for k in range(style, style + len(keys)):
            said = [f[keys[k % len(keys)]] for f in all_forms]
            if all(a.lower() not in b.lower() for a, b in itertools.permutations(said, 2)):
                return said
        raise AssertionError(values)


_NAME: Final = _Subject(
    ("max_single_name_weight", "singleNameCap"),
    ("single-name weight", "each name's weight", "the biggest single position"),
    "Single name (max)",
    "fraction",
    (0.04, 0.05, 0.08),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCapFraction"),
    ("sector weight", "each GICS sector's weight", "the biggest sector bet"),
    "Sector (max)",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("te_budget_bps", "trackingErrorCapBp"),
    ("TE vs the benchmark", "the tracking-error budget", "ex-ante TE"),
    "Tracking error (max)",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_leverage", "grossCapX"),
    ("gross", "gross leverage", "gross exposure"),
    "Gross (max)",
    "multiple",
    (1.5, 1.8, 2.0),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_buffer", "cashFloorFraction"),
    ("the cash buffer", "cash on hand", "the liquidity sleeve"),
    "Cash buffer (min)",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_NAME, _SECTOR, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "what the desk usually runs",
    "a sensible default until we hear back",
    "in line with similar client books",
    "placeholder, felt about right",
    "roughly the house standard",
)
#: people in the threads, and a client answered for
_PEOPLE: Final = ("Priya", "Dan", "Lena", "Tom", "Raj", "Ana")


def _bound(s: _Subject, terse: bool = False) -> str:
    if terse:
        return "min" if s.floor else "max"
    return "at least" if s.floor else "at most"


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the client's book, within what the desk was told",
    "the most return for the risk taken",
    "solve for the weights",
    "the solved weights, with their exposures",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "from the thread")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the core equity book for Halden Capital",
    "re-run the month-end rebalance on the long/short sleeve",
    "size the new 130/30 model for the pension client",
    "refresh the weights on the dividend sleeve after the downgrade",
    "put together the first cut of the EM tilt portfolio",
)
_DEFERRALS: Final = (
    "@Priya has the number for {noun}, she's OOO till Mon :palm_tree:",
    "{noun} is in the pinned doc from legal (can't find it rn)",
    "re {noun}: risk will confirm in thread, don't guess :pray:",
    "{noun} per the client's e-mail, which I haven't forwarded yet",
    "ask @Sam about {noun}, he's got the IMA",
)
_REQUEST_FRAMES: Final = (
    "hey team :wave: can someone {task}? {deferral}",
    "[Teams] Dan Whitlock 09:14\nMorning all, pls {task}. {Deferral} (y)",
    "QW-2291 | {Task}\nAcceptance criteria:\n- weights sum to 100%\n- {deferral}\n"
    "Labels: rebalance, q1",
    "---------- Forwarded message ---------\nFrom: Mark Ellison\nSent: Tue 1 Dec 2026 08:12\n"
    "Subject: {Task}\n\nHi both, could you {task}? {Deferral}.\n\nMark\n+44 20 7946 0958",
    "Channel topic: #pm-desk | {Task} | {deferral}",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value: "chat" or "cell"); {noun}, {v}, {label}, {bound}, {terse}, {who}
_STATINGS: Final = (
    ("> what's the cap on {noun}?\n{v} {terse}, hard :thumbsup:", "chat"),
    (
        "@quant-desk answering for Mark (he's on a flight): {noun} is {bound} {v}, "
        "confirmed w/ risk just now (y)",
        "chat",
    ),
    ("Limit\tValue\tSource\n{Label}\t{v}\tIMA sch. 2\nDuration\t4-6y\tIMA sch. 2", "cell"),
    (
        "[RiskBot] :robot_face: Limits for acct 77-1043 as of 02-Dec-2026\n"
        "• {label}: {v}\n• Duration: 4–6y\n• FX: hedged",
        "chat",
    ),
    (
        "-----Original Message-----\nFrom: Anna Ruiz (Compliance)\nSent: 01 December 2026 17:02\n"
        "Subject: RE: limits\n\n{Noun}: {bound} {v}.\n\nKind regards\nAnna\nT: +44 20 7946 0321",
        "chat",
    ),
    (":pushpin: pinned by @Lena — {noun}: {terse} {v}. do not rebalance through it", "chat"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    style = rng.randrange(12)
    written = s.cell(value, style) if form == "cell" else s.say(value, style)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        label=s.label,
        bound=_bound(s),
        terse=_bound(s, terse=True),
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "k", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "pinned_ips_excerpt": ":pushpin: IPS §3 — modified duration 4–6 years; "
    "non-USD exposure hedged back to USD; no direct property.",
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: each with {noun}, {Noun}, {bound}, {right} (the limit) and {wrong} (a value that is not it)
_EDITED: Final = (
    "{noun} limit is {wrong} for this one\nedit: make that {right}, misread the IMA :facepalm:",
    "{Noun}: {bound} {right} (edited)\n~~{bound} {wrong}~~",
)
_REFUSED_PROPOSAL: Final = (
    "> @{who}: could we just run {noun} at {wrong}?\nno :no_entry: {noun} stays {bound} {right}, "
    "client's call",
    "> {who}: {wrong} on {noun} ok?\nnope. {right}, that's the {hard} (y)",
)
_CHAIN: Final = (
    "FYI see below, this is the current one.\n\n> From: Mark Ellison\n> Sent: 14 Nov 2026\n"
    "> New limit: {noun} {bound} {right}, effective immediately.\n>\n>> From: Mark Ellison\n"
    ">> Sent: 03 Mar 2025\n>> {Noun} {bound} {wrong}.",
)
_HYPOTHETICAL: Final = (
    "{noun} is {bound} {right} today. if the IC signs off the new IMA in Q2 it'd go to {wrong}, "
    "but nothing's agreed :shrug:",
    "current {noun}: {right}. (there's a proposal floating around for {wrong} — NOT approved, "
    "ignore it for now)",
)
_POLL: Final = (
    ":ballot_box_with_check: Poll: move {noun} to {wrong}?\n:thumbsup: 1   :thumbsdown: 6\n"
    "Result: rejected — stays at {right}.",
)


_provenance_twins = _provenance_twins_of(SEED, "k", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        who = rng.choice(_PEOPLE)
        if structure == 5:  # a spreadsheet percentage recorded as the bare number
            right = f"{value * 100:.2f}%" if s.unit == "fraction" else s.forms(value)["x_cell"]
            said = _fill(
                "pasting from the limits sheet:\nLimit\tValue\tHard?\n{label}\t{right}\tY\n"
                "Duration\t4-6y\tN",
                label=s.label,
                right=right,
            )
            misread = {"fraction": value * 100, "bps": value / 100, "multiple": value * 100}
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = true.model_copy(update={"value": round(misread[s.unit], 6)})
        else:
            if s.floor:  # a lower floor
                wrong_value = round(value * 0.5, 6)
            else:  # a looser cap: half as much again, or half a turn more
                wrong_value = round(value + 0.5 if s.unit == "multiple" else value * 1.5, 6)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12))
            frames = (_EDITED, _REFUSED_PROPOSAL, _CHAIN, _HYPOTHETICAL, _POLL)[structure]
            said = _fill(
                rng.choice(frames),
                noun=noun,
                bound=_bound(s),
                right=right,
                wrong=wrong,
                who=who,
                hard="hard floor" if s.floor else "hard cap",
            )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates in channel topics, pins, tickets, e-mails and sheets -------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 4:  # a spreadsheet row
        return f"{s.label}\t{s.cell(value, style)}\tY"
    written = s.say(value, style)
    frame = rng.choice(
        (
            "{noun} {terse} {v}, no exceptions",
            "{Noun} must stay {op} {v} at all times",
            "keep {noun} {op} {v}",
        )
    )
    return _fill(
        frame,
        noun=noun,
        terse=_bound(s, terse=True),
        op="at or above" if s.floor else "at or below",
        v=written,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five places: (mandate fields, mandate message, its reference); a
    clause of several lines (a thread, an edited message) is the mandate message itself."""
    if "\n" in clause:
        return None, clause, MANDATE_ID
    if shape == 0:
        topic = f"#acct-halden | IMA: {clause} | questions → @compliance"
        return {"channel_topic": topic}, None, "channel_topic"
    if shape == 1:
        pin = (
            ":pushpin: Pinned by @Lena: IMA Schedule 2 (excerpt)\n"
            "> 2.1 Long-only; no shorting.\n"
            f"> 2.2 {_cap(clause)}.\n"
            "> 2.3 No names on the restricted list."
        )
        return None, pin, MANDATE_ID
    if shape == 2:
        ticket: dict[str, JsonValue] = {
            "key": "QW-3310",
            "summary": "Hard limits for the Halden book",
            "acceptance_criteria": [
                "Weights sum to 100%",
                _cap(clause),
                "No names on the restricted list",
            ],
            "labels": ["mandate", "hard-limits"],
        }
        return {"ticket": ticket}, None, "ticket.acceptance_criteria[1]"
    if shape == 3:
        mail = (
            "-----Original Message-----\nFrom: Jo Okoro\nSent: 28 November 2026 16:40\n"
            f"Subject: RE: restrictions\n\n> {_cap(clause)}.\n\nThis still stands for the whole "
            "account.\n\nJo Okoro | (212) 555-0148"
        )
        return None, mail, MANDATE_ID
    sheet = f"Limit\tValue\tHard?\n{clause}\nDuration\t4-6y\tY\nFX hedge\tfull\tN"
    return {"limits_sheet": sheet}, None, "limits_sheet"


_WITHIN_ASKS: Final = (
    "can someone re-run the rebalance? all the client's limits apply as usual :pray:",
    "@quant-desk new weights pls, nothing outside the IMA",
    "Rebalance ticket — compliance will check every limit, so stay inside them (y)",
    "month-end refresh please, within the mandate as always",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the client's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "k", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "@quant-desk {noun} is your call, anywhere {lo}–{hi} :thumbsup:",
    "> can we pick where {noun} sits?\nyep, your call within {lo} to {hi}",
    ":pushpin: {Noun}: target {mid}, desk may run it anywhere {lo}–{hi}",
    "{Noun} anywhere in [{lo}, {hi}], PM's discretion",
    "[RiskBot] :robot_face: {Noun}: band {lo} to {hi}, position inside it discretionary",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        ":no_entry_sign: {noun} is {point} flat, not a band, pls don't tweak it",
        ":white_check_mark: {noun} is a band, {lo}–{hi}, tweak it as you see fit",
    ),
    (
        "{Noun}: {point} (edited)\nedit: removed the {lo}–{hi} band, it's {point} flat now",
        "{Noun}: {lo}–{hi} (edited)\nedit: the band is back, {lo}–{hi}, your call where in it",
    ),
    (
        ":x: no discretion on {noun} — the IC set it at {point}",
        ":heavy_check_mark: discretion on {noun}, anywhere from {lo} to {hi}",
    ),
)


def _granted_placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """A grant or refusal where its form puts it: a pinned message or a bot's summary in a
    field of their own, an @mention or a thread as the mandate message, and a bare clause in
    a pinned excerpt, a ticket's acceptance criteria or a forwarded e-mail (`shape`)."""
    if text.startswith(":pushpin:"):
        return {"pinned_message": text}, None, "pinned_message"
    if text.startswith("[RiskBot]"):
        return {"bot_summary": text}, None, "bot_summary"
    if text.startswith("@"):
        return None, text, MANDATE_ID
    return _placed(text, shape)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "k", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "k", _with_mandate)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one compact written form, drawn."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12), compact=True)
    return {"lo": lo, "hi": hi, "mid": mid}


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (1, 2, 3)[i % 3],
    refused=_REFUSED,
    granted=_GRANTED,
    placed=lambda text, shape: _granted_placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_range_twins,
)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: short names of each objective, as people put them in a thread (no end punctuation)
_SAID: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "max Sharpe",
        "best return per unit of vol",
        "the best risk-adjusted return",
        "max return/vol",
    ),
    "variance": (
        "min var",
        "the lowest-vol mix",
        "the smallest swings we can get",
        "minimum variance",
    ),
    "tracking": (
        "min TE vs the MSCI World",
        "the tightest possible hug of the S&P 500",
        "the smallest tracking error to the index",
        "a book glued to the benchmark",
    ),
    "return": (
        "max expected return",
        "the biggest expected return, vol be damned",
        "pure return max, no risk penalty",
        "the highest expected payoff",
    ),
}
#: a thread where a colleague proposes {old} and the PM decides {new}
_THREADS: Final = (
    "Ana: I'd go with {old} here\nRaj: nah, the client pays for {new}\n"
    "Lena (PM): agree w/ Raj — {new} it is. closing this :white_check_mark:",
    "> Tom: {old}?\n@Tom no. PM call: {new}. :lock:",
    "[ThreadBot] :robot_face: Summary of 14 replies: Dan argued for {old}; @Lena (PM) decided on "
    "{new}. Action: solve for {new}.",
    ":bar_chart: Poll closed — {old}: 2 votes, {new}: 7 votes. PM: going with the winner, {new}.",
)
#: the objective alone, in a channel topic, a ticket or a message: {new}
_ALONE: Final = (
    "Channel topic: #growth-sleeve | objective: {new} | owner @Dev",
    "QW-4410 | Optimiser run\nAcceptance criteria:\n- objective: {new}\n- long-only\n"
    "Labels: optimiser, q1",
    "hey @quant-desk, for this one we want {new} :pray:",
    ":pushpin: pinned by @Lena — the brief in one line: {new}.",
)
#: a message edited from {old} to {new}
_EDITS: Final = (
    "objective: ~{old}~ {new} (edited)",
    "let's do {old}\nedit: scratch that, {new} — just talked to the client",
)
#: a forwarded chain: the newer mail ({new}) replaced the older ({old})
_CHAINS: Final = (
    "FYI below — latest wins.\n\n> From: Jo Okoro\n> Sent: 30 Nov 2026\n> Change of plan: "
    "{new}, please.\n>\n>> From: Jo Okoro\n>> Sent: 12 Nov 2026\n>> We'd like {old}.",
    "-----Original Message-----\nFrom: Jo Okoro\nSent: 30 November 2026 11:03\n"
    "Subject: RE: objective\n\nForget my earlier note asking for {old}; we want {new}.\n\n"
    "Jo | (212) 555-0148",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the thread",
    purpose="solve for the weights",
    custom_reason="the platform has no solver for this",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_SAID)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        q = i // len(_SAID)  # each wording in turn, never twice in one shape
        new = _SAID[wanted][(q + q // 4) % len(_SAID[wanted])]
        old_kind = rng.choice([k for k in _SAID if k != wanted])
        old = rng.choice(_SAID[old_kind])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        shape = (i + i // 4) % 4  # every objective in every shape
        if shape == 0:
            request = _fill(_ALONE[(i // 4) % len(_ALONE)], new=new)  # each frame in turn
            other = rng.choice([k for k in _KIND if k != wanted])
            pairs = ((True, _KIND[other]), (False, _KIND[wanted]))
        else:
            frames = (_THREADS, _EDITS, _CHAINS)[shape - 1]
            request = _fill(frames[(i // 4) % len(frames)], new=new, old=old)
            pairs = ((True, _KIND[old_kind]), (False, _KIND[wanted]))
        messages = (UserMessage(message_id=REQUEST_ID, text=request),)
        for flawed, kind in pairs:
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}k{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

#: three folds; the first test starts 2 Jan 2015
_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (leaky, clean): what was fitted or chosen on which data, as the thread says it
_LEAKS: Final = (
    (
        'Backtest config from the thread: `cfg = {"fit_start": "2010-01-04", "fit_end": '
        '"2018-12-31", "folds": 3}`; the fitted params are reused in every fold.',
        'Backtest config from the thread: `cfg = {"fit_start": "2010-01-04", "fit_end": '
        '"2014-12-31", "folds": 3}`; the fitted params are reused in every fold.',
    ),
    (
        "Notebook cell: `In [14]: model.fit(X.loc['2010':'2019'], y.loc['2010':'2019'])`, "
        "then the three folds are scored with that model.",
        "Notebook cell: `In [14]: model.fit(X.loc['2010':'2014'], y.loc['2010':'2014'])`, "
        "then the three folds are scored with that model.",
    ),
    (
        "[CI bot] :robot_face: run #4412: params selected on 2010-01-04..2016-06-30, then "
        "evaluated on the three walk-forward folds.",
        "[CI bot] :robot_face: run #4412: params selected on 2010-01-04..2014-12-31, then "
        "evaluated on the three walk-forward folds.",
    ),
    (
        "From the thread — > did you tune the entry threshold on the test yrs? — yeah, it was "
        "tuned on the full 2010–2020 history :grimacing:, then held fixed.",
        "From the thread — > did you tune the entry threshold on the test yrs? — no, it was "
        "tuned on 2010–2014 only, then held fixed :thumbsup:",
    ),
    (
        "Per Raj in #backtests: lookback picked on '10–'17 data, then the 3 folds were run.",
        "Per Raj in #backtests: lookback picked on '10–'14 data, then the 3 folds were run.",
    ),
    (
        "Universe = today's top-50 by market cap (`universe_asof='2020-12-31'`), used for every "
        "fold.",
        "Universe = each fold's top-50 by market cap as of its train end (`universe_asof="
        "train_end`).",
    ),
    (
        "Params pasted from the sheet: Param\tValue\tFitted on\nhalf_life\t63d\t2010-2019\n"
        "z_entry\t1.5\t2010-2019",
        "Params pasted from the sheet: Param\tValue\tFitted on\nhalf_life\t63d\t2010-2014\n"
        "z_entry\t1.5\t2010-2014",
    ),
    (
        "`scaler = StandardScaler().fit(features.loc[:'2020-12-31'])` runs once before the "
        "folds are cut.",
        "`scaler = StandardScaler().fit(features.loc[:train_end])` runs inside each fold on "
        "its own training rows.",
    ),
    (
        "Labels are 60-day forward returns, and each fold's training labels run up to its test "
        "start, so the last ones end inside the test window.",
        "Labels are 60-day forward returns; the last 60 trading days before each test start "
        "are dropped from training, so no label reaches into the test window.",
    ),
)
_LEAK_ASKS: Final = (
    "@quant-desk can you walk the value/momentum blend forward, 3 folds as set up in the "
    "thread? :pray:",
    "QW-5120 | Walk-forward backtest\nAcceptance criteria:\n- three folds as configured\n"
    "- report per-fold Sharpe\nLabels: backtest",
    "[Teams] Raj 16:02 — pls run the walk-forward on the trend book (3 folds) (y)",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _structured(j: int) -> tuple[ResearchContractBody, ResearchContractBody]:
    """Nothing in the text; the fields say it: the model fitted on the full sample, or the
    assets of the second fold chosen with data into its own test years."""
    clean = _contract(historical_test=HistoricalTest(windows=_WINDOWS))
    if j % 2 == 0:
        leaky = HistoricalTest(windows=_WINDOWS, fitting="full_sample")
    else:
        late = _WINDOWS[1].model_copy(update={"selection_end": date(2018, 3, 29)})
        leaky = HistoricalTest(windows=(_WINDOWS[0], late, _WINDOWS[2]))
    return _contract(historical_test=leaky), clean


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    del rng  # every leak is written out whole; nothing is drawn
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 8 == 7:
            leaky_body, clean_body = _structured(i // 8)
            pairs = ((True, leaky_body, ""), (False, clean_body, ""))
        else:
            leaky, clean = _LEAKS[(i - i // 8) % len(_LEAKS)]
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
                f"heldout{SEED}/stated_leakage/{i}k{suffix}", "stated_leakage", flawed, bundle
            )


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Vandelay Industries"
_ENTITY: Final = "ent_vandelay_industries"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
#: a horizon, every window it may be read as (all must agree; () when not covered), and
#: whether it names a period ("since …", "over …"), which an "every quarter" claim needs
_HORIZONS: Final[tuple[tuple[str, tuple[tuple[int, int], ...], bool], ...]] = (
    ("vs Q4 '21", ((7, 11),), False),
    ("since Q1 '21", ((4, 11),), True),
    ("QoQ in the Dec '22 qtr", ((10, 11),), False),
    ("over '22", ((7, 11), (8, 11)), True),
    ("vs pre-covid (Q1 '20)", ((0, 11),), False),
    ("across FY21–22", ((3, 11), (4, 11)), True),
    ("since the 2015 IPO", (), True),
    ("vs 2018 levels", (), False),
    ("over the last decade", (), True),
)


def _rel(w: Sequence[float]) -> float:
    return (w[-1] - w[0]) / abs(w[0])


def _up(w: Sequence[float]) -> bool | None:
    return True if _rel(w) > 0.01 else False if _rel(w) < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _every_up(w: Sequence[float]) -> bool | None:
    """Up every quarter of the window: false at a clear dip, too close at a near-flat one."""
    if len(w) < 3:
        return None
    steps = [(b - a) / abs(a) for a, b in itertools.pairwise(w)]
    if all(s > 0.003 for s in steps):
        return True
    return False if any(s < -0.003 for s in steps) else None


def _every_down(w: Sequence[float]) -> bool | None:
    if len(w) < 3:
        return None
    steps = [(b - a) / abs(a) for a, b in itertools.pairwise(w)]
    if all(s < -0.003 for s in steps):
        return True
    return False if any(s > 0.003 for s in steps) else None


_Truth = Callable[[Sequence[float]], bool | None]
#: claims about every quarter of a period
_EVERY: Final[tuple[_Truth, ...]] = (_every_up, _every_down)


@dataclass(frozen=True)
class _Quarterly:
    """A quarterly series (oldest first), how the chat names it and what it may claim."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, _Truth], ...]

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        return {"entity_id": _ENTITY, "currency": "USD", "quarters": rows}

    def pairs(self) -> list[tuple[str, str, str]]:
        """(true claim, false claim, horizon) over every covered horizon where every reading
        of it agrees; and the true claim over an uncovered horizon as a false one."""
        found: list[tuple[str, str, str]] = []
        for horizon, spans, period in _HORIZONS:
            if not spans:
                continue
            verdicts: list[tuple[str, bool]] = []
            for claim, truth in self.claims:
                if truth in _EVERY and not period:
                    continue
                readings = {truth(self.values[a : b + 1]) for a, b in spans}
                if len(readings) == 1 and None not in readings:
                    verdicts.append((claim, readings.pop() is True))
            holding = [c for c, held in verdicts if held]
            failing = [c for c, held in verdicts if not held]
            found.extend((t, f, horizon) for t in holding for f in failing)
        return found


_QUARTERLIES: Final = (
    _Quarterly(
        "fundamentals.quarters",
        "gross_margin",
        (0.412, 0.398, 0.405, 0.421, 0.433, 0.441, 0.447, 0.452, 0.438, 0.426, 0.417, 0.409),
        ("gross margin", "GM", "Vandelay's gross margin"),
        (
            ("{s} def compressed {h} tbh", _down),
            ("{s} expanded {h} :chart_with_upwards_trend:", _up),
            ("{s} shrank every qtr {h}", _every_down),
            ("{s} widened every single qtr {h} :rocket:", _every_up),
        ),
    ),
    _Quarterly(
        "fundamentals.quarters",
        "eps_diluted",
        (0.88, 0.61, 0.74, 0.93, 1.02, 1.09, 1.15, 1.24, 1.31, 1.27, 1.36, 1.42),
        ("EPS", "diluted EPS", "Vandelay's EPS"),
        (
            ("{s} up every qtr {h} :rocket:", _every_up),
            ("{s} higher {h}, nice", _up),
            ("{s} went backwards {h} :chart_with_downwards_trend:", _down),
            ("{s} lower {h} ngl", _down),
        ),
    ),
    _Quarterly(
        "fundamentals.quarters",
        "revenue",
        (
            1520.0,
            1310.0,
            1405.0,
            1560.0,
            1610.0,
            1655.0,
            1640.0,
            1702.0,
            1748.0,
            1731.0,
            1790.0,
            1822.0,
        ),
        ("topline", "revenue", "Vandelay's sales"),
        (
            ("{s} grew {h} :muscle:", _up),
            ("{s} shrank {h} :grimacing:", _down),
            ("{s} hasn't dipped once {h}", _every_up),
            ("{s} slid {h}", _down),
        ),
    ),
    _Quarterly(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            2480.0,
            2710.0,
            2650.0,
            2590.0,
            2510.0,
            2420.0,
            2370.0,
            2290.0,
            2350.0,
            2410.0,
            2460.0,
            2580.0,
        ),
        ("net debt", "ND", "Vandelay's net debt"),
        (
            ("{s} came down {h} (y)", _down),
            ("{s} is up {h} :eyes:", _up),
            ("{s} paid down every qtr {h}", _every_down),
            ("{s} rose every qtr {h}", _every_up),
        ),
    ),
)

_STOCK: Final = "ent_home_depot"
_STOCK_NAME: Final = "Home Depot"
_STOCK_WINDOW: Final = ("2022-01-03", "2022-12-30")
_BASKET: Final = {"ent_apple_inc": 0.5, "ent_microsoft": 0.5}
_BASKET_NAME: Final = "the desk's mega-cap tech basket"
_BASKET_WINDOW: Final = ("2021-01-04", "2021-12-31")


def _threshold(x: float, line: float, margin: float) -> bool | None:
    """Whether `x` is above `line`, or None within `margin` of it (too close to call)."""
    return True if x > line + margin else False if x < line - margin else None


@dataclass(frozen=True)
class _Computed:
    """A result computed on the shipped prices, and the claims on it with their truth."""

    function_id: str
    company: str
    entity: str
    label: str
    result: JsonValue
    #: (claim, its truth over the window or None when too close)
    claims: tuple[tuple[str, bool | None], ...]
    covered: tuple[str, ...]
    uncovered: tuple[str, ...]

    def pairs(self) -> list[tuple[str, str, str]]:
        holding = [c for c, held in self.claims if held is True]
        failing = [c for c, held in self.claims if held is False]
        return [(t, f, h) for h in self.covered for t in holding for f in failing]


def _stock(market: MarketData) -> _Computed:
    """A stock's window statistics over 2022 on the shipped prices; its claims computed."""
    from quantward_platform.registry import LIBRARY

    start, end = _STOCK_WINDOW
    result = (
        LIBRARY["prices.window_stats"]
        .call({"entity_ids": [_STOCK], "start": start, "end": end, "as_of": end}, market)
        .model_dump(mode="json")
    )
    stats = result["stats"][0]
    total = float(stats["total_return"])
    vol = float(stats["annualised_volatility"])
    drawdown = float(stats["max_drawdown"])
    return _Computed(
        "prices.window_stats",
        _STOCK_NAME,
        _STOCK,
        "HD, 2022",
        result,
        (
            ("HD ripped {h} :rocket:", _threshold(total, 0.0, 0.02)),
            ("HD was a dog {h} :chart_with_downwards_trend:", _threshold(-total, 0.0, 0.02)),
            ("HD vol ran north of 25% {h}", _threshold(vol, 0.25, 0.02)),
            ("HD vol stayed under 20% {h}", _threshold(0.20, vol, 0.02)),
            ("max DD on HD was worse than 30% {h}", _threshold(drawdown, 0.30, 0.02)),
            ("HD never drew down more than 15% {h}", _threshold(0.15, drawdown, 0.02)),
        ),
        ("in '22", "over calendar 2022"),
        ("since 2015", "over the last 5 yrs"),
    )


def _basket(market: MarketData) -> _Computed:
    """A fixed-weight basket evaluated over 2021 on the shipped prices; its Sharpe ratio is
    its mean return over its volatility (no risk-free rate)."""
    from quantward_platform.registry import LIBRARY

    start, end = _BASKET_WINDOW
    result = (
        LIBRARY["portfolio.evaluate"]
        .call({"weights": dict(_BASKET), "start": start, "end": end, "as_of": end}, market)
        .model_dump(mode="json")
    )
    metrics = result["metrics"]
    mean, vol = float(metrics["expected_return"]), float(metrics["volatility"])
    drawdown = float(metrics["max_drawdown"])
    sharpe = mean / vol
    return _Computed(
        "portfolio.evaluate",
        _BASKET_NAME,
        "ent_desk_basket",
        "Basket, 2021",
        result,
        (
            ("sharpe on the basket was > 1.5 {h} :fire:", _threshold(sharpe, 1.5, 0.1)),
            ("basket sharpe under 1 {h}, meh", _threshold(1.0, sharpe, 0.1)),
            ("basket vol stayed below 25% {h}", _threshold(0.25, vol, 0.02)),
            ("basket vol was above 30% {h}", _threshold(vol, 0.30, 0.02)),
            ("basket never drew down more than 15% {h} (y)", _threshold(0.15, drawdown, 0.02)),
            ("basket max DD was worse than 20% {h}", _threshold(drawdown, 0.20, 0.02)),
        ),
        ("in '21", "over calendar 2021"),
        ("since 2012", "over a full cycle"),
    )


_CLAIM_FRAMES: Final = (
    "> how's {c} looking?\n{claim} [1]",
    "[DigestBot] :robot_face: Thread summary: • {claim} [1] • nothing else flagged",
    "Metric\tTake\tSrc\n{label}\t{claim}\t[1]",
    "@Lena fwiw {claim} [1]",
    ":pushpin: pinned: {claim} (per [1])",
)


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the data makes true over a horizon it covers; the flawed bundle
    a claim it makes false over that horizon or (one in three) the true claim over a horizon
    the data does not cover. Claims too close to call are never used."""
    computed = (_stock(market), _basket(market))
    figures: list[_Quarterly | _Computed] = [*_QUARTERLIES, *computed]
    used: set[str] = set()
    for i in range(count):
        figure = figures[i % len(figures)]
        pairs = figure.pairs()
        fresh = [p for p in pairs if p[0] not in used] or pairs
        true_t, false_t, horizon = rng.choice(fresh)
        used.add(true_t)
        if isinstance(figure, _Quarterly):
            subject = rng.choice(figure.subjects)
            label = figure.field
            period = any(true_t == c and t in _EVERY for c, t in figure.claims)
            far = rng.choice([h for h, spans, p in _HORIZONS if not spans and (p or not period)])
            company, entity, result = _COMPANY, _ENTITY, figure.result()
        else:
            subject = ""
            label = figure.label
            far = rng.choice(figure.uncovered)
            company, entity, result = figure.company, figure.entity, figure.result
        true = true_t.format(s=subject, h=horizon)
        if rng.randrange(3) == 0:
            false = true_t.format(s=subject, h=far)
        else:
            false = false_t.format(s=subject, h=horizon)
        frame = rng.choice(_CLAIM_FRAMES)
        yield from trend_claim_twins(
            f"heldout{SEED}/trend_claim/{i}k",
            function_id=figure.function_id,
            result=result,
            company=company,
            entity_id=entity,
            false_sentence=_fill(frame, claim=false, c=company, label=label),
            true_sentence=_fill(frame, claim=true, c=company, label=label),
            policy="chat" if i % 2 == 0 else "strategy",
            ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch K: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
