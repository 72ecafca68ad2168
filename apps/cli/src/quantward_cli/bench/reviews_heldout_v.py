"""Held-out batch V: every flaw kind again, in the business English of finance teams in South and
East Asia — a Mumbai PMS desk and its HNI clients, a Singapore family office on chat, a Hong Kong
or Shanghai fund house, a Tokyo pension fund's investment planning department and a Seoul asset
manager.

Batch V is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and
trend-twin helpers of `reviews_heldout_shared` and the window readings of `reviews_heldout_truths`;
its phrase tables, number forms, decoys, trend series, the claims it makes of them and its trend
loop are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was
read for it, and it was not run against the reviewers before its first recorded run. Amounts in
lakh and crore ("₹1,250 crore", "Rs 75 lakh", "INR 3,40,00,00,000"), HK$/RMB/CNH amounts in "mn",
"bn" and "wan", account, folio and client codes, dates in "31.03.2025", "2024.09.30" and
"15-Apr-2025" forms, fiscal-year labels ("FY2024-25", "1H FY25", "3Q of FY2024 (year ending March
2025)") and board agenda items are decoy numbers; no truth depends on them. Its parts are new:

* limits said the way these writers say them: "max 5% only", "5 pct", "5 per cent", "5.00%",
  "150 bps p.a.", "1.5% p.a.", "1.5 times", "150% of net assets", "5% or less of net assets"
  (the Japanese "以下" read into English), "upper limit", "lower limit", "not to exceed …,
  please ensure the same", "to be maintained at minimum …"; a Singlish chat ("max 8% hor,
  cannot go above one", "Max … lah"), a Japanese e-mail ("We would like to inform you that …
  shall be no more than …"), an Indian e-mail ("Please find below the limit as discussed
  telephonically … Kindly confirm the same"), "PFA the IPS extract", a HK note ("board approved
  on 2024.09.30. Pls follow."), a Korean board resolution ("Per our 2024年3月 board resolution,
  … upper limit is …"); subjects: single issuer, a sector, unrated paper, tracking error, gross
  exposure through derivatives, and a liquid-assets floor (cash, T-bills and TREPS);
* requests deferring the limit: "as per the IMA, which compliance will share separately", "kindly
  refer the SID, I will revert back with the same", "boss still deciding lah", "our head office
  in Tokyo will inform the figure later", "pending from trustee side", "to be confirmed in the
  3Q IC meeting", in an Indian "Dear Sir … Please do the needful", a Singlish chat, a Japanese
  apology-framed e-mail, a Korean "as discussed" note and a Chinese "pls help to" note; a
  mandate of other terms only (a monthly statement by the 7th working day, custody, fees);
* provenance misquoting its source: the first figure cited after "please read … in place of …,
  inconvenience regretted" in a later message, another account's limit ("for our Singapore VCC
  sub-fund …; for this PMS a/c …", "HK master fund … but our Korea feeder (this one) …"), a
  proposal pending with the board ("till approval, existing … only") or suggested by the IC and
  "not yet approved", the figure of a question refused in Singlish ("can go up to … or not?
  Cannot.", "Cannot one. Must keep min …"),
  a "%" or "% p.a." figure recorded as a whole number or bps read as per cent, and the right
  value with its span on a date or folio number;
* mandates as an IMA schedule of investment restrictions, a Scheme Information Document section,
  an Indian client's letter ("Kindly adhere to the same"), a Japanese pension fund's investment
  guidelines ("運用ガイドライン", "… or less of net assets"), a HK/SG offering memorandum's
  numbered restrictions and a Singapore family-office principal's chat ("cannot exceed one");
* latitude granted ("at the discretion of the Portfolio Manager", "within the band, fund manager
  can decide", "your call lah, within that range anything also can", "We leave … to your
  discretion within the range of", "… (+/- …), inside that tolerance PM's discretion") and
  refused ("fixed at … only; no discretion is given", "the band is a rebalancing trigger only,
  not for taking views", "as decided by the IC in its 2Q FY25 meeting; PM not to change the
  same", "must be … one, cannot change");
* objectives as "kindly optimise for …", "boss very risk averse one", "We would like to
  minimize …", "Objective: least TE vs KOSPI 200 only", "track the NIFTY 50 TRI", "follow the
  Hang Seng Index closely", "against TOPIX", revised in the same mail ("Earlier mail said: … The
  same stands withdrawn as per IC decision.") or in a later one ("Further to my trailing mail …");
* leakage over Indian and Japanese fiscal years ending March ("FY2013–FY2019 (April–March)",
  "FY2012–FY2018 (Japanese fiscal years)", "2H FY17 (Oct 2016–Mar 2017)"), dates "2012.04.01 to
  2019.03.31", "2012年4月 to 2019年3月 (April 2012 to March 2019)", "ten years of data till March
  2022", against walk-forward windows whose tests start on 3 April 2017; quarterly results used
  from the quarter end though declared up to 45 days later (SEBI LODR), today's NIFTY 100 list,
  same-close signal and fill, parameters finalised after seeing the FY18–FY23 backtest and a
  full-sample z-score; each clean twin in the same form, ending before the first test;
* trend claims on a textile company's revenue from operations, EBITDA margin, net debt and DSO
  (debtor days) over twelve quarters labelled by fiscal years ending March (Q4 FY20 to Q3 FY23,
  newest first), amounts in ₹ crore: "has de-grown", "did not de-grow", "has not contracted in
  any quarter", "stretched", magnitudes "by ~14% (₹700 crore)", "by ~50 bps", "by ₹460 crore", "by
  ~24 days", a double-digit CAGR over the two years to Q3 FY23 (both Q3-on-Q3 and the last four
  quarters on the first four above 11 %), "lower YoY in each of the four quarters of CY2022",
  horizons "in Q3 FY23 vs Q2 FY23", "YoY in Q3 FY23", "from Q4 FY21 to Q4 FY22", "from the March
  2021 quarter to the September 2021 quarter" (every horizon a comparison of two named quarters,
  never a fiscal year's or a half's total, which a flow's reader could take either way), against
  uncovered ones ("since listing on the NSE in 2006", "over the last ten financial years").
  The claims least used so far are drawn first, so that every verb and negation is said.
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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
    ALL_KINDS,
    Maker,
    _assume,
    _cite_as,
    _clause_cited,
    _compound_pairs,
    _fill,
    _g,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _newest_first,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _span_of,
    _twins_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    Truth,
    fell,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)
from quantward_contracts.values import (
    Mode,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261222
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzvv"


# --- numbers as these desks write them ---------------------------------------------------------


def _indian(n: int) -> str:
    """Indian digit grouping: the last three digits, then pairs ("3,40,00,00,000")."""
    digits = str(n)
    head, tail = digits[:-3], digits[-3:]
    pairs: list[str] = []
    while len(head) > 2:
        pairs.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([p for p in (head, *pairs) if p] + [tail])


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "5%", "5 pct", "5 per cent", "5.00%"."""
    pct = round(value * 100, 6)
    return {
        "sign": f"{_g(pct)}%",
        "pct": f"{_g(pct)} pct",
        "per_cent": f"{_g(pct)} per cent",
        "dec": f"{pct:.2f}%",
    }


def _bp_forms(value: float) -> dict[str, str]:
    """Tracking error: "150 bps", "150 bps p.a.", "1.5% p.a."."""
    return {
        "bps": f"{_g(value)} bps",
        "bps_pa": f"{_g(value)} bps p.a.",
        "pct_pa": f"{_g(value / 100)}% p.a.",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """Gross exposure: "1.5x", "1.5 times", "150% of net assets"."""
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} time{'' if value == 1 else 's'}",
        "nav": f"{_g(round(value * 100, 6))}% of net assets",
    }


#: the form in which a unit's figure is written in per cent, so that a slip can misread it
_PERCENT_KEY: Final = {"fraction": "sign", "bps": "pct_pa", "multiple": "nav"}


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how these writers name it, its unit, the values it
    takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        figures = list(self.forms(value).values())
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int, *, apart: bool = True) -> list[str]:
        """`values` all in one form; `apart`: none of them a part of another ("5%" is part of
        "2.5%"), so that each can be cited by its span — the first such form from `style` on."""
        keys = list(self.forms(values[0]))
        for k in range(style, style + len(keys)):
            key = keys[k % len(keys)]
            said = [self.forms(v)[key] for v in values]
            if not apart or all(
                a.lower() not in b.lower() for a, b in itertools.permutations(said, 2)
            ):
                return said
        raise AssertionError(values)

    def percent(self, value: float) -> str:
        return self.forms(value)[_PERCENT_KEY[self.unit]]

    def of(self) -> str:
        """What a share is a share of, in a clause: a fraction's " of net assets", else ""."""
        return " of net assets" if self.unit == "fraction" else ""

    def looser(self, value: float) -> float:
        return round(value * (0.5 if self.floor else 1.5), 6)


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerLimitPct"),
    ("single issuer exposure", "exposure to any one issuer", "per-issuer exposure"),
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCapPct"),
    ("sector exposure", "exposure to any single sector", "sectoral exposure"),
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_UNRATED: Final = _Subject(
    ("max_unrated_debt_weight", "unratedPaperCap"),
    ("unrated paper", "exposure to unrated debt instruments", "the unrated bucket"),
    "fraction",
    (0.05, 0.1),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teLimitBps"),
    ("tracking error", "ex-ante TE versus the benchmark", "TE"),
    "bps",
    (100.0, 150.0, 200.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure", "grossDerivativeExposureCap"),
    ("gross exposure through derivatives", "gross exposure", "derivative gross exposure"),
    "multiple",
    (1.2, 1.5, 2.0),
    _multiple_forms,
)
_LIQUID: Final = _Subject(
    ("min_liquid_assets_weight", "liquidAssetsFloor"),
    (
        "liquid assets (cash, T-bills and TREPS)",
        "the liquidity buffer",
        "cash and cash equivalents",
    ),
    "fraction",
    (0.05, 0.1, 0.15),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _UNRATED, _TE, _GROSS, _LIQUID)
_CAPS: Final = (_ISSUER, _SECTOR, _UNRATED, _TE, _GROSS)

_RATIONALES: Final = (
    "in line with the usual PMS practice",
    "what comparable schemes run",
    "placeholder till the client reverts",
    "a conservative working assumption",
    "industry standard for such mandates",
)

#: decoy numbers: corpus amounts, accounts, dates and fiscal labels
_AUMS: Final = (
    "₹1,250 crore",
    "Rs 2,500 cr",
    f"INR {_indian(3_400_000_000)}",
    "HK$800mn",
    "RMB 5,000 wan",
    "USD 80 mn",
    "Rs 75 lakh",
    "CNH 1.2bn",
)
_ACCOUNTS: Final = ("PMS a/c 1204-5567", "folio no. 40127865", "client code KT-3391")
_DATES: Final = ("31.03.2025", "2024.09.30", "15-Apr-2025")
_FYS: Final = ("FY2024-25", "1H FY25", "3Q of FY2024 (year ending March 2025)")


def _say(frame: str, **parts: str) -> str:
    """`frame` filled (`_fill`), with no doubled full stop after a figure ending "p.a."."""
    return _fill(frame, **parts).replace("p.a..", "p.a.")


def _decoys(rng: random.Random) -> dict[str, str]:
    return {
        "aum": rng.choice(_AUMS),
        "acct": rng.choice(_ACCOUNTS),
        "day": rng.choice(_DATES),
        "fy": rng.choice(_FYS),
    }


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Model portfolio for the client's account within the restrictions given",
    "the best return per unit of risk",
    "solve the weights",
    "the solved weights and the risk numbers",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client conveyed it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "v", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the PMS model portfolio for our HNI clients (AUM {aum})",
    "prepare the model allocation for the new balanced advantage scheme, {fy}",
    "re-optimise the Asia ex-Japan equity sleeve ({acct})",
    "draw up the allocation for the family office book of {aum}",
    "refresh the weights of the discretionary mandate for {fy}",
)
_DEFERRALS: Final = (
    "the limit on {noun} as per the IMA, which our compliance will share separately",
    "for the limit on {noun} kindly refer the SID, I will revert back with the same",
    "the number for {noun} boss still deciding lah, I update you tmr",
    "regarding the limit on {noun}, our head office in Tokyo will inform the figure later",
    "the limit on {noun} is pending from trustee side, will update once received",
    "the limit on {noun} to be confirmed in the 3Q IC meeting",
)
_REQUEST_FRAMES: Final = (
    "Dear Sir,\n\nKindly {task}. {Deferral}.\n\nPlease do the needful.\n\nRegards,\nRajesh",
    "hi can help {task}? {deferral}. thanks ah",
    "Dear Sirs,\n\nThank you for your continued support. We would be grateful if you could "
    "{task}. {Deferral}. We apologize for the inconvenience.\n\nBest regards,\nT. Watanabe",
    "Dear team,\n\nAs discussed, please {task}. {Deferral}. Thank you.\n\nBest regards,\n"
    "Kim Min-jun",
    "Hi team, pls help to {task}. {Deferral}. Many thanks!",
)


def _request(rng: random.Random, s: _Subject, decoys: dict[str, str]) -> str:
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns))
    task = rng.choice(_TASKS).format(**decoys)
    return _say(rng.choice(_REQUEST_FRAMES), task=task, deferral=deferral)


#: answers stating a limit: {noun}, {v}, {cap} ("max" / "min"), {jp} ("no more than" / "no
#: less than"), {upper} ("upper" / "lower"), {verb} ("capped at" / "kept minimum"),
#: {over} ("above" / "below"), decoys
_STATINGS: Final = (
    "Dear Sir,\n\nPlease find below the limit as discussed telephonically:\n\n"
    "{Noun} – {cap} {v} only.\n\nKindly confirm the same.\n\nRegards,\nRajesh",
    "PFA the IPS extract ({acct}). As per clause 4(b), {noun} – {cap} {v}. Kindly do the needful.",
    "{noun} {cap} {v} hor, cannot go {over} one",
    "{Noun}: {v} {cap} (board approved on {day}). Pls follow.",
    "We would like to inform you that {noun} shall be {jp} {v}. We appreciate your kind "
    "understanding.",
    "Per our 2024年3月 board resolution, {noun} {upper} limit is {v}. Corpus is {aum} as of {day}.",
    "On corpus of {aum}, {noun} to be {verb} {v} only.",
)


def _words(s: _Subject) -> dict[str, str]:
    """A cap's or a floor's words for the frames."""
    return {
        "cap": "min" if s.floor else "max",
        "jp": "no less than" if s.floor else "no more than",
        "upper": "lower" if s.floor else "upper",
        "verb": "kept minimum" if s.floor else "capped at",
        "over": "below" if s.floor else "above",
    }


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12))
    text = _say(frame, noun=rng.choice(s.nouns), v=written, **_words(s), **_decoys(rng))
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "v", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)

#: a strategy mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_management_agreement": {
        "reporting": "Monthly statement to the client by the 7th working day",
        "custody": "Securities held with the custodian appointed by the client",
        "fees": "As per Annexure B",
    }
}


_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    request=lambda rng, s: _request(rng, s, _decoys(rng)),
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

_CORRECTIONS: Final = (
    "Sorry, typo in my trailing mail. Please read {right} in place of {wrong}. Inconvenience "
    "regretted.",
    "Correction pls: not {wrong}, it is {right}. Sorry for the confusion.",
    "Dear Sir, kindly note the revised figure — {right} (earlier {wrong} was sent by mistake).",
)
_OTHER_ACCOUNT: Final = (
    "For our Singapore VCC sub-fund, limit on {noun} is {wrong}; for this Mumbai PMS a/c it is "
    "{right} only.",
    "Please note two different limits: HK master fund {cap} {wrong}, but our Korea feeder (this "
    "one) {cap} {right}. Don't mix up the same.",
)
_PROPOSED: Final = (
    "Proposal to revise {noun} to {wrong} is pending with the Board (agenda item 7 for the next "
    "meeting; note dated {day}). Till approval, existing limit of {right} only applies.",
    "{Noun}: existing limit is {right}. IC has suggested {wrong} from next quarter, but the same "
    "is not yet approved, so please continue with the existing limit.",
)
_REFUSED_ASK: Final = (
    "You asked {noun} can go up to {wrong} or not? Cannot. {Cap} {right} lah.",
    "> can we take {noun} down to {wrong}?\n\nCannot one. Must keep {cap} {right}.",
)
_PLAIN: Final = (
    "Dear Sir,\n\nAs discussed telephonically, {noun} – {cap} {v} for {acct}.\n\nRegards",
    "{Noun} {upper} limit: {v} (as on {day}). Pls follow the same.",
)


def _false_text(
    rng: random.Random, structure: int, s: _Subject, noun: str, value: float, wrong_value: float
) -> tuple[str, str, str]:
    """A clarification stating `value` beside `wrong_value` (structures 1-3) or alone:
    (the text, the value as written, the other figure as written)."""
    decoys = _decoys(rng)
    words = _words(s)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12))
    if structure == 1:
        frame = rng.choice(_OTHER_ACCOUNT)
    elif structure == 2:
        frame = rng.choice(_PROPOSED)
    elif structure == 3:
        frame = _REFUSED_ASK[0] if not s.floor else _REFUSED_ASK[1]
        words["cap"] = "min" if s.floor else "max"
    else:
        frame = rng.choice(_PLAIN)
        right = s.percent(value) if structure == 4 else right
        wrong = decoys["day"] if "{day}" in frame else decoys["acct"].split()[-1]
    text = _say(frame, noun=noun, right=right, wrong=wrong, v=right, **words, **decoys)
    return _once(_once(text, right), wrong), right, wrong


_provenance_twins = _provenance_twins_of(SEED, "v", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 3 and s.unit != "fraction":  # a share asked up or down in Singlish
            s = _SECTOR
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, _decoys(rng)))
        messages: tuple[UserMessage, ...]
        if structure == 0:  # the first figure cited, not the correction sent after it
            wrong_value = s.looser(value)
            wrong, right = s.alike((wrong_value, value), rng.randrange(12))
            first = _say(
                "{Noun} – {cap} {wrong} only. Kindly confirm the same.",
                noun=noun,
                wrong=wrong,
                **_words(s),
            )
            correction = _say(rng.choice(_CORRECTIONS), right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=_once(correction, right)),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, correction, right)
            false = _cite(name, s, wrong_value, ANSWER_ID, first, wrong)
        else:
            if structure == 3:  # the user asks for more room (a floor: less) and is refused
                wrong_value = round(value * (0.5 if s.floor else 2.0), 6)
            else:  # another account's, a proposed, or no other figure
                wrong_value = s.looser(value)
            said, right, wrong = _false_text(rng, structure, s, noun, value, wrong_value)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            if structure == 4:  # a per-cent figure recorded as a whole number, or bps as %
                slipped = round(value / 100 if s.unit == "bps" else value * 100, 6)
                false = true.model_copy(update={"value": slipped})
            elif structure == 5:  # the right value, its span on a date or a folio number
                false = true.model_copy(update={"span": _span_of(said, wrong)})
            else:
                false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        # a span over the wrong words of a message that does state the value is revised without
        # a question (the convention of batches G and H): the user has said it
        asked = policy == "chat" and structure != 5
        yield from _provenance_twins(i, policy, messages, false, true, asked)


# --- mandates in Indian, Japanese, Hong Kong and Singapore documents ------------------------------

#: a clause per document: (cap, floor); {Noun}, {v}, {of}
_CLAUSES: Final = (
    (
        "{Noun} shall not exceed {v}{of} at any point of time.",
        "{Noun} shall not be less than {v}{of} at any point of time.",
    ),
    ("{Noun} – maximum {v} only.", "{Noun} – minimum {v} only."),
    (
        "{Noun} not to exceed {v}, please ensure the same.",
        "{Noun} to be maintained at minimum {v}, please ensure the same.",
    ),
    ("{Noun} shall be {v} or less{of}.", "{Noun} shall be {v} or more{of}."),
    (
        "{Noun} may not exceed {v} (at time of purchase and on an ongoing basis).",
        "{Noun} may not fall below {v} (at all times, on a trade-date basis).",
    ),
    (
        "Boss says {noun} max {v}, cannot exceed one.",
        "Boss says {noun} must keep at least {v}, cannot go below one.",
    ),
)


def _placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """A clause in one of six documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        restrictions: list[JsonValue] = [
            "Investment only in securities listed on NSE/BSE.",
            text,
            "No exposure to commodity derivatives.",
        ]
        fields: dict[str, JsonValue] = {
            "investment_management_agreement": {"schedule_ii": {"restrictions": restrictions}}
        }
        return fields, None, "investment_management_agreement.schedule_ii.restrictions[1]"
    if shape == 1:
        sid: dict[str, JsonValue] = {
            "section_i_scheme": "An open ended dynamic asset allocation scheme.",
            "section_iii_restrictions": text,
        }
        return (
            {"scheme_information_document": sid},
            None,
            "scheme_information_document.section_iii_restrictions",
        )
    if shape == 2:
        letter = (
            "Dear Sir,\n\nAs discussed telephonically, please find below the investment "
            "restrictions for our account (client code KT-3391, corpus Rs 75 lakh):\n\n"
            "1. No investment in group companies of the client.\n"
            f"2. {text}\n"
            "3. Only large and mid cap stocks as per AMFI list.\n\n"
            "Kindly adhere to the same.\n\nRegards,\nSuresh Iyer"
        )
        return None, letter, MANDATE_ID
    if shape == 3:
        guideline = (
            "運用ガイドライン (Investment Guidelines), revised 1 April 2024\n\n"
            "(1) The benchmark shall be MSCI ACWI ex Japan.\n"
            f"(2) {text}\n"
            "(3) Securities lending is not permitted."
        )
        return None, guideline, MANDATE_ID
    if shape == 4:
        restrictions_c: dict[str, JsonValue] = {
            "1": "The Sub-Fund will not invest in physical commodities.",
            "2": text,
            "3": "Borrowing is limited to temporary purposes only.",
        }
        fields = {"offering_memorandum": {"part_c_investment_restrictions": restrictions_c}}
        return fields, None, "offering_memorandum.part_c_investment_restrictions.2"
    chat = f"[WhatsApp, 09:42] Mr Tan: {text} The rest follow usual lah."
    return None, chat, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Kindly rerun the quarterly rebalance; all restrictions of the mandate to be adhered to.",
    "pls redo the weights, must follow everything in the mandate ok",
    "We would be grateful if you could update the weights in line with the guidelines.",
    "Please refresh the model portfolio; compliance will check each restriction.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "v", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2 - i // 6) % len(_SUBJECTS)]  # each subject in four documents
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % len(_CLAUSES)
        cap_t, floor_t = _CLAUSES[shape]
        noun = rng.choice(s.nouns)
        written = s.render(value, rng.randrange(12))
        of = s.of() if shape in (0, 3) else ""
        clause = _say(floor_t if s.floor else cap_t, noun=noun, v=written, of=of)
        fields, message, ref = _placed(clause, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        outside = s.looser(value)
        middle = round(value * (1.5 if s.floor else 0.8), 6)
        if (i + i // 6) % 3 != 2:  # else an assumption, in every document by turns
            over = _clause_cited(name, s, outside, ref, "limit as per the mandate")
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "{Noun} may be anywhere between {lo} and {hi}, at the discretion of the Portfolio Manager.",
    "{Noun}: {lo} to {hi} band; within the band, fund manager can decide.",
    "{noun} can be {lo} to {hi}, your call lah, within that range anything also can.",
    "We leave {noun} to your discretion within the range of {lo} to {hi}.",
    "{Noun}: {mid} (+/- {d}); inside that tolerance, PM's discretion.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} only; no discretion is given to the PM.",
        "{Noun} {lo}–{hi}; PM may decide within the same.",
    ),
    (
        "The {lo}–{hi} band on {noun} is a rebalancing trigger only, not for taking views; "
        "portfolio to be brought back to {point} whenever the band is breached.",
        "The {lo}–{hi} band on {noun} is for the PM to take views; any level within the same "
        "is fine.",
    ),
    (
        "{Noun}: {point} as decided by the IC in its 2Q FY25 meeting; PM not to change the same.",
        "{Noun}: the IC in its 2Q FY25 meeting has given the PM discretion to set it anywhere "
        "between {lo} and {hi}.",
    ),
    (
        "{noun} must be {point} one, cannot change.",
        "{noun} anything from {lo} to {hi} can, you decide.",
    ),
)


#: where each granted template is written (two documents each, by the case's parity), and each
#: refusal: the Singlish ones in the principal's chat, the Japanese one in the guidelines
_GRANTED_SHAPES: Final = ((0, 4), (1, 4), (5, 5), (3, 3), (2, 0))
_REFUSED_SHAPES: Final = (0, 4, 2, 5)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "v", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _GROSS else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        tolerance = (round(high - middle, 6),) if s.unit == "fraction" else ()
        lo, hi, mid, *rest = s.alike((low, high, middle, *tolerance), style, apart=False)
        d = rest[0] if rest else ""
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        if i % 6 in (3, 5):  # strategy: a point fixed by someone else, against latitude
            k = (2 * (i // 6) + (i % 6 == 5)) % len(_REFUSED)
            refused_t, granted_t = _REFUSED[k]
            refused = _say(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _say(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, _REFUSED_SHAPES[k])[:2],
                _placed(granted, _REFUSED_SHAPES[k])[:2],
            )
            continue
        usable = len(_GRANTED) if s.unit == "fraction" else len(_GRANTED) - 1  # +/- in points
        t = (i // 2 + i // 6) % usable
        text = _say(_GRANTED[t], noun=noun, lo=lo, hi=hi, mid=mid, d=d)
        fields, message, _ = _placed(text, _GRANTED_SHAPES[t][i % 2])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Kindly optimise for the best risk-adjusted return, i.e. maximum Sharpe ratio.",
        "Objective is highest return per unit of risk only.",
        "want the best Sharpe, can or not?",
        "We would like to maximize the Sharpe ratio of the portfolio.",
        "Target: max risk-adjusted return (Sharpe), pls help to optimise accordingly.",
    ),
    "variance": (
        "Kindly construct the minimum variance portfolio; return is secondary only.",
        "Lowest volatility portfolio pls, boss very risk averse one.",
        "We would like to minimize the volatility of the portfolio as much as possible.",
        "Objective: minimum variance. Please do the needful.",
        "Target: least fluctuation in NAV, pls help to optimise accordingly.",
    ),
    "tracking": (
        "Portfolio should track the NIFTY 50 TRI as closely as possible, i.e. minimum tracking "
        "error.",
        "Must follow the Hang Seng Index closely, tracking error as low as can.",
        "We would like to minimize the tracking error against TOPIX.",
        "Objective: least TE vs KOSPI 200 only.",
        "Target: replicate the CSI 300 as near as possible, pls help to optimise accordingly.",
    ),
    "return": (
        "Objective is maximum return only; risk we will take care separately.",
        "want highest return, volatility never mind lah.",
        "We would like to maximize the expected return, without regard to risk.",
        "Aim for maximum expected return only, no risk adjustment needed.",
        "Target: max expected return, pls help to optimise accordingly.",
    ),
}
#: an earlier objective withdrawn in the same message: {old}, {new}
_REVISED: Final = (
    'Earlier mail said: "{old}"\n\nThe same stands withdrawn as per IC decision. Revised '
    "objective — {new}",
    "{old}\n\n(Sorry, above line is from last year's mandate, please ignore the same.) {new}",
)
#: a later message replacing the first: {new}
_LATER: Final = (
    "Further to my trailing mail, kindly note the objective has been changed. {new}",
    "Dear Sirs, we apologize for the change. Please disregard our previous e-mail. {new}",
)
_ASK_FRAMES: Final = (
    "Dear Sir,\n\nCorpus {aum}, {acct}.\n\n{ask}\n\nRegards",
    "{ask}",
    "{ask} Universe as per the attached list (PFA), {fy}.",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the client's account across the names in the list",
    purpose="solve the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every kind in every structure: the kinds turn once more every four cases. Withdrawn
    inside the same message (1), replaced by the next message (3), or alone among decoys."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={
            1: lambda rng, i, old_kind, old, ask: _say(
                _REVISED[(i // 4) % len(_REVISED)], old=old, new=ask
            )
        },
        later=lambda rng, i, ask: _say(_LATER[(i // 4) % len(_LATER)], new=ask),
        framed=lambda rng, i, wanted, ask: _say(rng.choice(_ASK_FRAMES), ask=ask, **_decoys(rng)),
        solving=_solving,
        seed=SEED,
        tag="v",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage over fiscal years ending March -----------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2012, 4, 2),
        train_end=date(2017, 3, 31),
        test_start=date(2017, 4, 3),
        test_end=date(2019, 3, 29),
    ),
    WalkForwardWindow(
        train_start=date(2014, 4, 1),
        train_end=date(2019, 3, 29),
        test_start=date(2019, 4, 1),
        test_end=date(2021, 3, 31),
    ),
    WalkForwardWindow(
        train_start=date(2016, 4, 1),
        train_end=date(2021, 3, 31),
        test_start=date(2021, 4, 1),
        test_end=date(2023, 3, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before 3 April 2017)
_PERIODS: Final = (
    (
        "on FY2013–FY2019 data (Indian FY, April–March)",
        "on FY2013–FY2017 data (Indian FY, April–March)",
    ),
    ("on data from 2012.04.01 to 2019.03.31", "on data from 2012.04.01 to 2017.03.31"),
    (
        "over FY2012–FY2018 (Japanese fiscal years, April to March)",
        "over FY2012–FY2016 (Japanese fiscal years, April to March)",
    ),
    (
        "on 1H FY13 to 2H FY20 (Oct 2019–Mar 2020)",
        "on 1H FY13 to 2H FY17 (Oct 2016–Mar 2017)",
    ),
    ("on the full history till 31-Mar-2023", "on the history till 31-Mar-2017 only"),
    ("on ten years of data till March 2022", "on five years of data till March 2017"),
    (
        "on 2012年4月 to 2019年3月 (April 2012 to March 2019)",
        "on 2012年4月 to 2017年3月 (April 2012 to March 2017)",
    ),
)
_ACTIONS: Final = (
    "the momentum lookback was finalised",
    "the earnings-revision signal weights were estimated",
    "the stop-loss level was calibrated",
    "the sector-neutral z-score cut-off was decided",
    "the volatility target was fixed",
)
_LEAK_FRAMES: Final = (
    "As per research note dated 2024.03.15, {action} {period}.",
    "{Action} {period}, and the same is used for all 3 folds.",
    "Kindly note {action} {period}, once only, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Quarterly results are taken from the quarter-end date itself, though companies declare "
        "them up to 45 days later (SEBI LODR timeline).",
        "Quarterly results are used only from their declaration date, which can be up to 45 "
        "days after the quarter end (SEBI LODR timeline).",
    ),
    (
        "Universe is the current NIFTY 100 constituent list (as on 31.03.2023), applied to all "
        "years.",
        "Universe is the NIFTY 100 constituent list as on each rebalance date (point-in-time).",
    ),
    (
        "For the signal, the closing price of the same day is used, and the order is also "
        "executed at that same close.",
        "Signal is computed on the close of day T and the order is executed at the open of T+1 "
        "only.",
    ),
    (
        "Parameters were finalised after seeing the FY18–FY23 backtest results, then kept same "
        "for all 3 folds.",
        "Parameters were finalised on FY13–FY17 data (April 2012–March 2017) only, before any "
        "test year was run.",
    ),
    (
        "Z-score standardisation is done with the mean and SD of the full FY13–FY23 sample.",
        "Z-score standardisation is done with the mean and SD of each fold's training years only.",
    ),
)
_LEAK_ASKS: Final = (
    "Kindly run the walk-forward backtest of the multi-factor model over the 3 folds as per "
    "the note.",
    "pls backtest the quality-momentum strategy, walk-forward 3 folds, FY-aligned",
    "We would be grateful if you could run the walk-forward test of the value model, three folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)
_leak_twins = _leak_twins_of(SEED, "v", REQUEST_ID, CONTRACT_ID, _leak_contract)
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


# --- trend claims over fiscal quarters ---------------------------------------------------------

_COMPANY: Final = "Kaveri Textiles"
_ENTITY: Final = "ent_kaveri_textiles"
#: twelve quarters, oldest first: (quarter end, fiscal label; fiscal years end in March)
_QUARTERS: Final = (
    ("2020-03-31", "Q4 FY20"),
    ("2020-06-30", "Q1 FY21"),
    ("2020-09-30", "Q2 FY21"),
    ("2020-12-31", "Q3 FY21"),
    ("2021-03-31", "Q4 FY21"),
    ("2021-06-30", "Q1 FY22"),
    ("2021-09-30", "Q2 FY22"),
    ("2021-12-31", "Q3 FY22"),
    ("2022-03-31", "Q4 FY22"),
    ("2022-06-30", "Q1 FY23"),
    ("2022-09-30", "Q2 FY23"),
    ("2022-12-31", "Q3 FY23"),
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q3 FY23 vs Q2 FY23", (10, 11)),
    ("YoY in Q3 FY23", (7, 11)),
    ("from Q4 FY22 to Q3 FY23 (the March and December 2022 quarters)", (8, 11)),
    ("from Q4 FY21 to Q4 FY22", (4, 8)),
    ("from the March 2021 quarter to the September 2021 quarter", (4, 6)),
    ("since the March 2020 quarter (Q4 FY20)", (0, 11)),
    ("between the September quarters of 2020 and 2022", (2, 10)),
    ("since listing on the NSE in 2006", None),
    ("over the last ten financial years", None),
    ("versus pre-COVID FY19 levels", None),
)


def _pct_and_crore(a: float, b: float) -> str:
    """ "by ~14% (₹700 crore)"; "" when it barely moved."""
    change = abs(b - a)
    pct = change / abs(a) * 100
    return f"by ~{round(pct)}% (₹{_indian(round(change))} crore)" if pct >= 3 else ""


def _bps(a: float, b: float) -> str:
    """A margin's change in bps, to the nearest 10: "by ~120 bps"."""
    bps = round(abs(b - a) * 10) * 10
    return f"by ~{bps} bps" if bps >= 30 else ""


def _crore(a: float, b: float) -> str:
    change = round(abs(b - a))
    return f"by ₹{_indian(change)} crore" if change >= 30 else ""


def _days(a: float, b: float) -> str:
    change = round(abs(b - a))
    return f"by ~{change} days" if change >= 2 else ""


@dataclass(frozen=True)
class _Trend:
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, Truth], ...]
    magnitude: Callable[[float, float], str]
    growth: bool  # a compound rate may be claimed: for a growing line item

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        return {
            "entity_id": _ENTITY,
            "currency": "INR",
            "amounts_in": "crore",
            "fiscal_year_end": "March",
            "quarters": rows,
        }


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_from_operations",
        (
            4210.0,
            2630.0,
            3480.0,
            4050.0,
            4390.0,
            3920.0,
            4620.0,
            5010.0,
            5240.0,
            5480.0,
            5390.0,
            5710.0,
        ),
        ("Revenue from operations", "Top line", "Kaveri Textiles' consolidated revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} has de-grown {m}", fell),
            ("{s} has not dipped in any quarter", never_fell),
            ("{s} did not de-grow", held_up),
            ("{s} has not grown", held_down),
        ),
        _pct_and_crore,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (14.8, 9.6, 12.9, 15.2, 16.1, 13.4, 15.8, 16.6, 17.1, 16.2, 15.4, 14.9),
        ("EBITDA margin", "Operating EBITDA margin", "Kaveri Textiles' EBITDA margin"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} has not contracted in any quarter", never_fell),
            ("{s} did not contract", held_up),
            ("{s} did not expand", held_down),
        ),
        _bps,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            2480.0,
            2910.0,
            2760.0,
            2590.0,
            2350.0,
            2620.0,
            2410.0,
            2180.0,
            1960.0,
            1890.0,
            1940.0,
            1720.0,
        ),
        ("Net debt", "Net debt (net of cash)", "Kaveri Textiles' net debt"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} has not increased in any quarter", never_rose),
            ("{s} did not reduce", held_up),
            ("{s} did not go up", held_down),
        ),
        _crore,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "debtor_days",
        (68.0, 94.0, 81.0, 72.0, 66.0, 75.0, 70.0, 63.0, 59.0, 61.0, 57.0, 55.0),
        ("DSO (debtor days)", "The DSO", "Kaveri Textiles' DSO"),
        (
            ("{s} reduced {m}", fell),
            ("{s} stretched {m}", rose),
            ("{s} has not gone up in any quarter", never_rose),
            ("{s} did not improve", held_up),
            ("{s} did not worsen", held_down),
        ),
        _days,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: higher or
    lower YoY in each quarter of calendar 2022, and for a growing item a double-digit two-year
    CAGR read two ways (Q3 FY23 on Q3 FY21, and the last four quarters on the first four), made
    only when both readings clear 11 %. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    higher = "{s} was higher YoY in each of the four quarters of CY2022"
    lower = "{s} was lower YoY in each of the four quarters of CY2022"
    pairs += _yoy_pairs(v, higher, lower)
    if trend.growth:
        pairs += _compound_pairs(
            v,
            "{s} clocked a double-digit CAGR over the two years to Q3 FY23",
            "{s} de-grew at a double-digit annual rate over the two years to Q3 FY23",
        )
    return pairs


_CLAIM_FRAMES: Final = (
    "Dear Sir, please find below the key takeaway from the quarterly results [1]:\n\n• {Claim}.",
    "As per the results filed with the exchanges [1], {claim}.",
    "Key highlights (₹ crore unless stated):\n1. {Claim} [1].",
    "Kindly note that {claim} [1].",
    "To summarise for the IC: {claim} (ref. [1]).",
    "{Claim} [1]. PFA the detailed working for your reference.",
)


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A quarter-by-quarter claim said of a two-quarter or a year-on-year horizon reads badly."""
    return "any quarter" in claim and (len(window) < 3 or horizon.startswith("YoY"))


_said = partial(_said_named, _COMPANY)
_twins = _twins_of(SEED, "v", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _horizon_pair(
    rng: random.Random, trend: _Trend, subject: str, first: bool, used: Counter[str]
) -> tuple[str, str]:
    """(true, false) claims over a horizon the series covers, the claims least used so far
    first, so that every negation and verb of the tables is said somewhere: the false one a
    claim failing over that horizon or (one in three) the true claim over a horizon it does not
    cover."""
    usable: list[tuple[str, str, list[str], list[str]]] = []
    for horizon, span in _HORIZONS:
        if span is None:
            continue
        window = trend.values[span[0] : span[1] + 1]
        m = trend.magnitude(window[0], window[-1])
        claims = [
            (c, held(window))
            for c, held in trend.claims
            if (m or "{m}" not in c) and not _left_out(horizon, window, c)
        ]
        holding = [c for c, held in claims if held is True]
        failing = [c for c, held in claims if held is False]
        if holding and failing:
            usable.append((horizon, m, holding, failing))
    least = min(used[c] for _, _, holding, _ in usable for c in holding)
    horizon, m, holding, failing = rng.choice(
        [u for u in usable if any(used[c] == least for c in u[2])]
    )
    true_t = rng.choice([c for c in holding if used[c] == least])
    used[true_t] += 1
    true = f"{_said(true_t, subject, first, m)} {horizon}"
    if rng.randrange(3) == 0:
        far = rng.choice([h for h, span in _HORIZONS if span is None])
        return true, f"{_said(true_t, subject, first, m)} {far}"
    fewest = min(used[c] for c in failing)
    wrong = rng.choice([c for c in failing if used[c] == fewest])
    used[wrong] += 1
    return true, f"{_said(wrong, subject, first, m)} {horizon}"


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. Every
    third case, where the series has one, is a pair said of the whole series (`_specials`)."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        pairs = _specials(trend)
        if i % 3 == 2 and pairs:
            true_t, false_t = pairs[(i // 12) % len(pairs)]
            true, false = _said(true_t, subject, first, ""), _said(false_t, subject, first, "")
        else:
            true, false = _horizon_pair(rng, trend, subject, first, used)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch V: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
