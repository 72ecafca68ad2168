"""Held-out batch L: every flaw kind again, in the language of formal financial documents and
legal drafting — prospectuses and supplements, KIIDs, side letters, term sheets, investment
management agreements, investment committee minutes, Form ADV, 10-K MD&A and sell-side notes.

Batch L is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Its parts are new:

* limits written as drafters write them: "ten per cent. (10%)", "seven and one-half per cent.
  (7.5%)", "10 per centum", "10% of Net Asset Value", "one hundred and fifty (150) basis points",
  "1.50 per cent. per annum", "150 per cent. of Net Asset Value", "1.5 times Net Asset Value";
  subjects: single issuer, unlisted securities, ex-ante tracking error, global exposure under
  the commitment approach, and Liquid Assets (a floor), each with a defined term ("the Issuer
  Limit", "the Leverage Limit", "the Minimum Liquidity Amount");
* requests deferring the limit to an unenclosed appendix of the prospectus, a side letter still
  under negotiation, a Board determination not yet made, a schedule "to be circulated
  separately", a draft term sheet's "[●]" placeholder, or another sub-fund's limit quoted as
  not applying ("the Issuer Limit of … in the Prospectus applies to the … Sub-Fund only"),
  written as a formal letter ("Dear
  Sirs, … Yours faithfully"), a memorandum, a board resolution ("RESOLVED, that …; and FURTHER
  RESOLVED, that …") and an instruction under the IMA; a mandate bounding only other things (a
  prospectus's restrictions on commodities, ratings, securities lending and hedging);
* limits stated as a definition used by reference ('"Issuer Limit" means …. The Manager shall
  procure that … shall not at any time exceed the Issuer Limit.'), a term-sheet table, a
  resolution ("be, and it hereby is, fixed at"), a side letter ("Notwithstanding anything to
  the contrary in the Prospectus"), lettered sub-clauses with other numbers, and a
  cross-reference ("Schedule 2, paragraph 3(b) provides that …");
* provenance misquoting its source: another sub-fund's figure from the same sentence, the
  figure before an Effective Date, the 40 per cent. aggregate of the UCITS 5/10/40 rule taken
  as the single-issuer limit, the draft side letter's figure instead of the executed one's, a
  limit the Manager declined to move, and "7.5 per cent." recorded as 7.5 (a whole per cent
  read as a fraction, "1.50 per cent." as 1.5 bp, "150 per cent." as 150 times);
* mandates as a prospectus whose restriction uses a defined term defined in another field
  (beside a definition that bounds one share class's currency hedge only), a supplement's
  schedule with a looser limit for another sub-fund beside the Sub-Fund's, an IMA
  paragraph with a "save that" carve-out for what the portfolio does not hold, a side letter
  overriding the IMA's looser limit, and IC minutes changing a limit from an effective date;
* latitude granted as "in its absolute discretion … within the Permitted Range" (the range
  defined in another field), "provided that it is not less than … nor more than …", a resolution
  delegating to the CIO "within a range of … to …", Form ADV's "within the parameters agreed …
  full discretion", and "…, plus or minus …, at the Manager's discretion"; refused as a
  "monitoring range only [that] confers no discretion", a resolution fixing a level "and that no
  discretion as to its level be delegated", and "the Manager shall have no discretion as to …";
* objectives as an "Investment Objective" section of a supplement, a KIID's "Objectives and
  investment policy", an IC resolution, a defined term in an IMA ("'Investment Objective' means
  …") and Form ADV Item 8, beside another sub-fund's objective in the same document, deleted and
  replaced by an addendum in the same message, or amended by a later addendum;
* leakage as a methodology appendix, a research note's methodology box and notes to a backtest:
  a "Calibration Period" defined in the same sentence, or a defined period ("Estimation
  Window", "In-Sample Period") defined in the reasoning, the interpretation or the evidence and
  used by name in the method's purpose, "the sixty (60) months ended …", "the
  twelve fiscal quarters ended …", "calendar years 2011 through 2016, inclusive", periods
  ending "on the date of this Note", "the Backtest Period … as a whole", a Reference Date, the
  universe as at the date of the note, data as restated in the latest Form 10-K, signals
  executed at the close they were computed on, a specification kept for its out-of-sample
  information ratio, and estimates as revised afterwards; each twin strictly before the first
  test date or inside each fold;
* trend claims in MD&A and research-note prose over sixteen quarters of a fiscal year ending in
  June (FY2019 Q1 to FY2022 Q4, newest first): net revenue, gross margin (in bp), operating
  income, free cash flow and net debt to EBITDA (in x) — fiscal year on fiscal year ("for
  fiscal 2022 … compared with fiscal 2021"), "in each of the last two/three fiscal years",
  "has not decreased in any of …", "increased sequentially in every quarter of fiscal 2022",
  y/y in the fourth quarter ("contracted 140bp y/y"), sequentially in the June 2022 quarter,
  the second half of fiscal 2022 against the first, with magnitudes "approximately 13%", "by
  12.7%", "140bp", "by 112 basis points", "by 0.40x" — and on computations made from the
  shipped prices: a model portfolio's return over the Reference Period (`portfolio.evaluate`)
  and a share's total return over calendar 2022 beside a peer's (`prices.window_stats`);
  against horizons the data do not cover ("in each of the last five fiscal years", "since
  Pendleton Industries' fiscal 2015 listing", "since the Sub-Fund's launch in March 2014"),
  in MD&A ("Results of Operations"), a research note ("We reiterate Overweight; PT $142."),
  key takeaways, a fund's performance review and a table row. Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, trend_claim_twins
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    _assume,
    _cap,
    _cite_as,
    _fill,
    _g,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _newest_first,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_of,
    _solving_contract,
    _with_mandate_of,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261212
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzl3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzl5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzll"

_FUND: Final = "Meridian Global Equity Sub-Fund"
_OTHER_FUND: Final = "Meridian Asia Credit Sub-Fund"


# --- numbers as drafters write them ------------------------------------------------------------

_WORDS: Final[dict[float, str]] = {
    2: "two",
    3: "three",
    5: "five",
    7.5: "seven and one-half",
    10: "ten",
    15: "fifteen",
    20: "twenty",
    25: "twenty-five",
    30: "thirty",
    40: "forty",
    100: "one hundred",
    150: "one hundred and fifty",
    200: "two hundred",
    250: "two hundred and fifty",
    300: "three hundred",
    400: "four hundred",
}


def _words(x: float) -> str | None:
    return _WORDS.get(round(x, 6))


def _share_forms(value: float) -> dict[str, str]:
    """A share of Net Asset Value: "ten per cent. (10%)", "10 per centum", "10% of Net Asset
    Value", "10.00 per cent"."""
    pct = round(value * 100, 6)
    forms = {
        "centum": f"{_g(pct)} per centum",
        "nav": f"{_g(pct)}% of Net Asset Value",
        "fixed": f"{pct:.2f} per cent",
    }
    said = _words(pct)
    if said is not None:
        forms["paren"] = f"{said} per cent. ({_g(pct)}%)"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    forms = {
        "annum": f"{value / 100:.2f} per cent. per annum",
        "bps": f"{_g(value)} bps per annum",
    }
    said = _words(value)
    if said is not None:
        forms["paren"] = f"{said} ({_g(value)}) basis points"
    return forms


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "pct": f"{_g(value * 100)} per cent. of Net Asset Value",
        "times": f"{_g(value)} times Net Asset Value",
        "x": f"{value:.2f}x",
    }


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how documents say it, its defined term, a draft's
    placeholder, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    term: str
    placeholder: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        figures = list(self.forms(value).values())
        return figures[style % len(figures)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        """`values` all in one written form, none part of another."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if all(k in f for f in all_forms)]
        for k in range(style, style + len(keys)):
            key = keys[k % len(keys)]
            said = [f[key] for f in all_forms]
            if all(apart(a, b) for a in said for b in said if a is not b):
                return said
        raise AssertionError(values)


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerLimit"),
    (
        "exposure to any single issuer",
        "investment in the transferable securities of any one issuer",
        "the weight of any one issuer",
    ),
    "Issuer Limit",
    "[●] per cent. of Net Asset Value",
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_weight", "unlistedSecuritiesCap"),
    (
        "investment in unlisted securities",
        "the aggregate weight of securities not admitted to a Regulated Market",
        "holdings of unlisted securities",
    ),
    "Unlisted Securities Limit",
    "[●] per cent. of Net Asset Value",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "exAnteTeBudgetBp"),
    (
        "the ex-ante tracking error against the Benchmark",
        "the Portfolio's ex-ante tracking error",
        "active risk relative to the Benchmark",
    ),
    "Tracking Error Budget",
    "[●] basis points per annum",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_LEVERAGE: Final = _Subject(
    ("gross_exposure_cap", "commitmentLeverageLimit"),
    (
        "global exposure calculated using the commitment approach",
        "gross leverage",
        "the Sub-Fund's commitment-approach exposure",
    ),
    "Leverage Limit",
    "[●] times Net Asset Value",
    "multiple",
    (1.25, 1.5, 2.0),
    _multiple_forms,
)
_LIQUID: Final = _Subject(
    ("min_liquid_assets", "liquidityFloorFraction"),
    (
        "Liquid Assets",
        "cash and cash equivalents held for redemptions",
        "the Sub-Fund's holdings of Liquid Assets",
    ),
    "Minimum Liquidity Amount",
    "[●] per cent. of Net Asset Value",
    "fraction",
    (0.03, 0.05, 0.1),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _UNLISTED, _TE, _LEVERAGE, _LIQUID)
_CAPS: Final = (_ISSUER, _UNLISTED, _TE, _LEVERAGE)

_RATIONALES: Final = (
    "consistent with the UCITS diversification rules",
    "customary for a fund of this type",
    "a prudent placeholder pending the Board's determination",
    "in line with the Manager's other sub-funds",
    "market standard for an institutional mandate",
)


def _exceed(s: _Subject) -> str:
    return "be less than" if s.floor else "exceed"


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A portfolio for the Sub-Fund that complies with its investment restrictions",
    "the most favourable return for the risk borne",
    "solve for the weights",
    "the weights and the Sub-Fund's resulting exposures",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as set out in the instruction")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_NAMED: Final = f'the {_FUND} (the "Sub-Fund")'
_TASKS: Final = (
    f"prepare the initial model portfolio of {_NAMED} ahead of its launch",
    f"re-optimise the portfolio of {_NAMED} for the quarterly Rebalancing Date",
    f"propose Eligible Investments and weights for {_NAMED} pursuant to clause 3 of the IMA",
    f"construct the seed portfolio of {_NAMED} described in the term sheet",
    f"rebalance {_NAMED} in accordance with its Investment Guidelines",
)
#: clauses completing "… that {deferral}"
_DEFERRALS: Final = (
    "the {Term} shall be as set out in Appendix III of the Prospectus, which is not enclosed",
    "the {Term} will be agreed in the Investor's side letter, which remains under negotiation",
    "{noun} shall be subject to such limit as the Board may from time to time determine, and "
    "no such determination has yet been made",
    "the {Term} (as defined in Schedule 2) shall apply, Schedule 2 to be circulated separately",
    "the draft term sheet still shows the {Term} as {placeholder}, to be completed by counsel",
    "the {Term} of {decoy} in the Prospectus applies to the " + _OTHER_FUND + " only, and the "
    "Sub-Fund's own {Term} has not yet been fixed",
)
_REQUEST_FRAMES: Final = (
    "Dear Sirs,\n\nWe should be grateful if you would {task}. Please note that {deferral}.\n\n"
    "Yours faithfully,\nCompany Secretary",
    "MEMORANDUM\nTo: Portfolio Construction\nFrom: Legal\n\n1. You are requested to {task}.\n"
    "2. Please note that {deferral}.",
    "RESOLVED, that the Portfolio Manager be and hereby is instructed to {task}; and FURTHER "
    "RESOLVED, that {deferral}.",
    "Instruction pursuant to clause 4.1 of the Investment Management Agreement: {task}. For the "
    "avoidance of doubt, {deferral}.",
)


def _request(rng: random.Random, s: _Subject, value: float) -> str:
    """A request deferring the limit on `s`; one deferral quotes another sub-fund's limit, never
    `value` itself."""
    deferral = _fill(
        rng.choice(_DEFERRALS),
        noun=rng.choice(s.nouns),
        term=s.term,
        placeholder=s.placeholder,
        decoy=s.render(round(value * (0.5 if s.floor else 2.0), 6), rng.randrange(12)),
    )
    return _fill(rng.choice(_REQUEST_FRAMES), task=rng.choice(_TASKS), deferral=deferral)


#: restrictions of a prospectus bounding none of the subjects
_OTHER_RESTRICTIONS: Final = (
    "The Sub-Fund shall not invest in physical commodities or in certificates representing them.",
    "Debt securities shall be rated not lower than BBB- by S&P or an equivalent rating.",
    "Securities lending may not exceed 30 per cent. of Net Asset Value at any time.",
    "Non-euro currency exposure shall be hedged to between 95 and 105 per cent. of its value.",
)

#: (frame, bound word): {noun}, {Term}, {v}, {bound} ("not exceed"), {limit} ("maximum")
_STATINGS: Final = (
    'For the purposes of the Instruction, "{Term}" means {v}. The Manager shall procure that '
    "{noun} shall not at any time {exceed} the {Term}.",
    "| Term | Provision |\n|---|---|\n| Fund | Meridian Global Equity Sub-Fund |\n"
    "| {Term} | {limit} {v} |\n| Dealing | Each Business Day |",
    "RESOLVED, that the {Term} be, and it hereby is, fixed at {v}, with immediate effect.",
    "Notwithstanding anything to the contrary in the Prospectus, the Manager agrees that {noun} "
    "shall not {exceed} {v} for so long as the Investor remains a Shareholder.",
    "(a) Securities lending: up to 30 per cent. of Net Asset Value;\n(b) {Noun}: {limit} {v};"
    "\n(c) Borrowing: on a temporary basis only.",
    "Schedule 2, paragraph 3(b) provides that {noun} shall not at any time {exceed} {v}.",
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        term=s.term,
        v=written,
        exceed=_exceed(s),
        limit="minimum" if s.floor else "maximum",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "l", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _request(rng, s, value)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 0:  # a mandate bounding other things only
            others: list[JsonValue] = list(rng.sample(_OTHER_RESTRICTIONS, 3))
            mandate = {"prospectus": {"investment_restrictions": others}}
        yield from _invented_twins(rng, i, s, name, value, policy, ask, mandate)


# --- false provenance --------------------------------------------------------------------------


_provenance_twins = _provenance_twins_of(SEED, "l", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 2:  # the 5/10/40 rule bounds single issuers
            s = _ISSUER
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        if structure == 2:
            value = rng.choice((0.075, 0.1))
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, value))
        style = rng.randrange(12)
        looser = round(value * (0.5 if s.floor else 2.0), 6)
        if structure == 0:  # the other sub-fund's figure in the same sentence
            wrong_value = looser
            wrong, right = s.alike((wrong_value, value), style)
            said = _fill(
                "The {Term} is {wrong} in respect of the {other} and {right} in respect of the "
                "Sub-Fund.",
                term=s.term,
                wrong=wrong,
                right=right,
                other=_OTHER_FUND,
            )
        elif structure == 1:  # the figure before the Effective Date
            wrong_value = round(value * (0.5 if s.floor else 1.5), 6)
            wrong, right = s.alike((wrong_value, value), style)
            said = _fill(
                'On and from 1 March 2025 (the "Effective Date") the {Term} is {right}; prior to '
                "the Effective Date it was {wrong}. This Instruction is given on 2 June 2025.",
                term=s.term,
                wrong=wrong,
                right=right,
            )
        elif structure == 2:  # the aggregate of the 5/10/40 rule as the single-issuer limit
            wrong_value = 0.4
            wrong = "forty per cent. (40%)"
            right = s.render(value, style)
            said = _fill(
                "Investment in the transferable securities of any single issuer shall not exceed "
                "{right}, provided that the total value of holdings in issuers in each of which "
                "the Sub-Fund invests more than five per cent. shall not exceed {wrong} in "
                "aggregate.",
                right=right,
                wrong=wrong,
            )
        elif structure == 3:  # the draft side letter's figure, not the executed one's
            wrong_value = round(value * (0.5 if s.floor else 1.5), 6)
            wrong, right = s.alike((wrong_value, value), style)
            said = _fill(
                "Clause 6.2 of the draft side letter proposed that the {Term} be {wrong}; the "
                "side letter as executed on 14 May 2025 fixes the {Term} at {right}.",
                term=s.term,
                wrong=wrong,
                right=right,
            )
        elif structure == 4:  # a limit the Manager declined to move
            wrong_value = looser
            wrong, right = s.alike((wrong_value, value), style)
            said = _fill(
                "The Investor asked whether the {Term} could be {moved} to {wrong}. The Manager "
                "declined: the {Term} remains {right}.",
                term=s.term,
                moved="reduced" if s.floor else "increased",
                wrong=wrong,
                right=right,
            )
        else:  # "7.5 per cent." recorded as 7.5
            if s.unit == "fraction":
                right, wrong_value = f"{_g(value * 100)} per cent.", round(value * 100, 6)
            elif s.unit == "bps":
                right, wrong_value = f"{value / 100:.2f} per cent.", round(value / 100, 6)
            else:
                right, wrong_value = f"{_g(value * 100)} per cent.", round(value * 100, 6)
            said = _fill(
                "{Noun} shall not at any time {exceed} {right}{of}.",
                noun=noun,
                exceed=_exceed(s),
                right=right,
                of=" per annum" if s.unit == "bps" else " of Net Asset Value",
            )
            wrong = ""
        _once(said, right)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        if wrong:
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        else:
            false = true.model_copy(update={"value": wrong_value})
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in prospectuses, supplements, IMAs, side letters and minutes ----------------


@dataclass(frozen=True)
class _Placed:
    """A limit placed in a mandate: its fields or its message, the reference naming the clause
    that states the value, and the looser value another provision states, if any."""

    fields: dict[str, JsonValue] | None
    message: str | None
    ref: str
    looser: float | None = None


def _restriction(s: _Subject, noun: str) -> str:
    if s.floor:
        return f"The Sub-Fund shall at all times hold {noun} of not less than the {s.term}."
    return f"{_cap(noun)} shall not at any time exceed the {s.term}."


def _breach_placed(rng: random.Random, s: _Subject, value: float, shape: int) -> _Placed:
    """The Sub-Fund's limit of `value` on `s` in one of five documents."""
    noun = rng.choice(s.nouns)
    if shape == 1:  # a schedule of several sub-funds: no noun naming "the Sub-Fund"
        noun = rng.choice([n for n in s.nouns if "Sub-Fund" not in n])
    style = rng.randrange(12)
    looser = round(value * (0.5 if s.floor else 2.0), 6)
    bound = "not less than" if s.floor else "not more than"
    if shape == 0:  # a defined term, defined in another field of the prospectus
        definitions: dict[str, JsonValue] = {
            "business_day": '"Business Day" means a day on which banks in Dublin are open.',
            "limit": f'"{s.term}" means {s.render(value, style)}.',
            "class_h": '"Class H Hedge Ratio" means, for the Class H (EUR Hedged) Shares only, '
            "a currency hedge of between 95 and 105 per cent. of the Net Asset Value attributable "
            "to that class.",
        }
        prospectus: dict[str, JsonValue] = {
            "definitions": definitions,
            "investment_restrictions": {"3(b)": _restriction(s, noun)},
        }
        return _Placed({"prospectus": prospectus}, None, "prospectus.definitions.limit")
    if shape == 1:  # another sub-fund's looser limit in the same schedule
        theirs, ours = s.alike((looser, value), style)
        message = (
            "SCHEDULE 2 — INVESTMENT RESTRICTIONS\n\n"
            f"Part A ({_OTHER_FUND}): {noun} shall be {bound} {theirs}.\n\n"
            f"Part B (the Sub-Fund): {noun} shall be {bound} {ours}.\n\n"
            "Part C (all sub-funds): no investment in physical commodities."
        )
        return _Placed(None, message, MANDATE_ID, looser)
    if shape == 2:  # a carve-out for what the portfolio does not hold
        carve = (
            "amounts held as collateral for derivative positions shall not count towards it"
            if s.floor
            else "this paragraph shall not apply to units of money market funds, which the "
            "Sub-Fund does not hold"
        )
        clause = (
            f"(a) {_cap(noun)} shall be {bound} {s.render(value, style)}, save that (b) {carve}."
        )
        ima: dict[str, JsonValue] = {
            "schedule_1": {"paragraph_2": "Base Currency: EUR.", "paragraph_3": clause}
        }
        return _Placed({"ima": ima}, None, "ima.schedule_1.paragraph_3")
    if shape == 3:  # a side letter overriding the IMA's looser limit
        loose, tight = s.alike((looser, value), style)
        verb = "requires" if s.floor else "permits"
        message = (
            "SIDE LETTER\n\n"
            f"1. Notwithstanding clause 4.2 of the IMA (which {verb} {noun} of {bound} "
            f"{loose}), the Manager shall procure that {noun} shall not at any time "
            f"{_exceed(s)} {tight}.\n"
            "2. In the event of any conflict between this letter and the IMA, this letter "
            "shall prevail."
        )
        return _Placed(None, message, MANDATE_ID, looser)
    new, old = s.alike((value, looser), style)  # minutes: the looser limit it replaced
    moved = "increased" if s.floor else "reduced"
    minutes: dict[str, JsonValue] = {
        "item_3": "The minutes of the previous meeting were approved.",
        "item_4": f"RESOLVED, that with effect from 1 January 2025 the {s.term} be {moved} "
        f"from {old} to {new}.",
    }
    return _Placed(
        {"investment_committee_minutes": minutes}, None, "investment_committee_minutes.item_4"
    )


_WITHIN_ASKS: Final = (
    "Please rebalance the Sub-Fund as at the next Rebalancing Date, in full compliance with "
    "the investment restrictions.",
    "Kindly refresh the model weights; the Depositary will test every restriction.",
    "We instruct you to re-optimise the Portfolio. No restriction may be breached.",
    "Please prepare the quarterly rebalancing proposal for the Investment Committee, "
    "compliant with all applicable limits.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "l", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 3) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        placed = _breach_placed(rng, s, value, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        # outside the Sub-Fund's limit (and, where there is one, inside the looser one)
        outside = round(value * (0.75 if s.floor else 1.5), 6)
        middle = round(value * (1.5 if s.floor else 0.8), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=placed.ref,
                rationale="the Sub-Fund's investment restriction",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, placed.fields, placed.message)


# --- latitude ----------------------------------------------------------------------------------

#: a grant of discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}; the defined range, if the
#: grant uses one, goes into the definitions
_GRANTED: Final = (
    "The Manager may, in its absolute discretion, determine {noun} at any level within the "
    "Permitted Range.",
    "The level of {noun} shall be determined by the Manager from time to time, provided that "
    "it is not less than {lo} nor more than {hi}.",
    "RESOLVED, that authority to set {noun} be, and it hereby is, delegated to the Chief "
    "Investment Officer, within a range of {lo} to {hi}.",
    "Within the parameters agreed with the client (for this account, {noun} of between {lo} "
    "and {hi}), the portfolio manager has full discretion.",
    "{Noun}: {mid}, plus or minus {d}, at the Manager's discretion.",
)
#: (refused, granted): {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The {lo} to {hi} corridor for {noun} is a monitoring range only and confers no "
        "discretion on the Manager; {noun} shall be maintained at {point}.",
        "The {lo} to {hi} corridor for {noun} is at the Manager's discretion; the Manager may "
        "maintain {noun} at any level within it.",
    ),
    (
        "RESOLVED, that {noun} be fixed at {point}, and that no discretion as to its level be "
        "delegated to the Portfolio Manager.",
        "RESOLVED, that the level of {noun} be delegated to the Portfolio Manager, within a "
        "range of {lo} to {hi}.",
    ),
    (
        "The Manager shall have no discretion as to {noun}, which shall be {point} unless the "
        "Board otherwise resolves.",
        "The Manager shall have discretion as to {noun}, which may be set at any level from "
        "{lo} to {hi}.",
    ),
)


def _range_fields(text: str, defined: str | None, shape: int) -> dict[str, JsonValue]:
    """The grant (and the Permitted Range's definition, if it uses one) in one of four
    documents, always as mandate fields."""
    definitions: dict[str, JsonValue] = {
        "base_currency": '"Base Currency" means the euro.',
    }
    if defined is not None:
        definitions["permitted_range"] = defined
    if shape == 0:
        return {"prospectus": {"definitions": definitions, "investment_policy": {"4(b)": text}}}
    if shape == 1:
        return {"ima": {"clause_1": definitions, "schedule_3": {"paragraph_2": text}}}
    if shape == 2:
        return {"investment_committee_minutes": {"definitions": definitions, "item_6": text}}
    return {"form_adv_part_2a": {"glossary": definitions, "item_8": text}}


_refused_twins = _refused_twins_of(SEED, "l", _with_mandate)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "l", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _LEVERAGE else round(high / 2, 6)  # no gross exposure below NAV
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        lo, hi, mid, d = s.alike((low, high, middle, round(high - middle, 6)), style)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = (i // 2) % 4
        if i % 6 in (3, 5):  # strategy: a level fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            refused = _fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                (_range_fields(refused, None, shape), None),
                (_range_fields(granted, None, shape), None),
            )
            continue
        template = _GRANTED[(i // 2) % len(_GRANTED)]
        if "plus or minus" in template:  # a tolerance in the subject's own units
            mid, d = s.alike((middle, round(high - middle, 6)), style)
        text = _fill(template, noun=noun, lo=lo, hi=hi, mid=mid, d=d)
        defined = (
            f'"Permitted Range" means, in respect of {noun}, {lo} to {hi} (inclusive).'
            if "Permitted Range" in template
            else None
        )
        fields = _range_fields(text, defined, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, None)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
#: each objective as an offering document, a KIID, a resolution, an IMA definition and Form ADV
#: state it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment Objective. The investment objective of the Sub-Fund is to achieve the "
        "highest return per unit of risk, as measured by the ratio of excess return to "
        "volatility (the Sharpe ratio).",
        "Objectives and investment policy: the Fund seeks to maximise its risk-adjusted return, "
        "being its expected excess return divided by its expected volatility.",
        "RESOLVED, that the Portfolio be constructed so as to maximise its expected Sharpe "
        "ratio, and that the Portfolio Manager be instructed accordingly.",
        '2.1 "Investment Objective" means the maximisation of the Portfolio\'s expected excess '
        "return per unit of annualised volatility.",
        "Item 8 (Methods of Analysis, Investment Strategies and Risk of Loss): for this account "
        "we seek the most favourable ratio of expected return to volatility achievable.",
    ),
    "variance": (
        "Investment Objective. The Sub-Fund seeks to achieve the lowest possible volatility of "
        "returns by holding the minimum-variance combination of Eligible Investments.",
        "Objectives and investment policy: the Fund aims to minimise the fluctuation of its Net "
        "Asset Value; expected return is not an objective of the Fund.",
        "RESOLVED, that the Portfolio be managed with the sole objective of minimising the "
        "variance of its returns.",
        '2.1 "Investment Objective" means the minimisation of the ex-ante variance of the '
        "Portfolio's returns.",
        "Item 8 (Methods of Analysis, Investment Strategies and Risk of Loss): for this account "
        "our strategy is to hold the combination with the lowest expected volatility available.",
    ),
    "tracking": (
        "Investment Objective. The investment objective of the Sub-Fund is to track the "
        'performance of the MSCI Europe Index (the "Benchmark") as closely as possible.',
        "Objectives and investment policy: the Fund aims to replicate, before fees, the return "
        "of the S&P 500 Index, keeping the difference between the two as small as possible.",
        "RESOLVED, that the Portfolio be managed so as to minimise its tracking error relative "
        "to the FTSE All-Share Index.",
        '2.1 "Investment Objective" means the minimisation of the Portfolio\'s ex-ante tracking '
        "error against the Benchmark (the Euro Stoxx 50 Index, as defined in Schedule 1).",
        "Item 8 (Methods of Analysis, Investment Strategies and Risk of Loss): this account is "
        "managed passively, to keep the deviation of its returns from the Russell 1000 Index as "
        "small as possible.",
    ),
    "return": (
        "Investment Objective. The Sub-Fund seeks the highest expected return, without regard "
        "to the volatility of that return.",
        "Objectives and investment policy: the Fund aims to maximise its expected return; risk "
        "is not taken into account in setting the weights.",
        "RESOLVED, that the Portfolio be constructed so as to maximise its expected return, and "
        "that no volatility or risk-adjusted measure be used as a target.",
        '2.1 "Investment Objective" means the maximisation of the Portfolio\'s expected return, '
        "unadjusted for risk.",
        "Item 8 (Methods of Analysis, Investment Strategies and Risk of Loss): for this account "
        "we aim at the largest expected return among the approved securities; risk measures play "
        "no part in the weighting.",
    ),
}
_PLAIN_FRAMES: Final = (
    f"SUPPLEMENT — {_FUND.upper()}\n\n{{ask}}\n\nBase Currency: EUR. Dealing Day: each Business "
    "Day.",
    "Please prepare the weights for the Portfolio in accordance with the following.\n\n{ask}",
    "Extract from the offering memorandum (section 3):\n\n> {ask}\n\nPlease propose weights "
    "on that basis.",
)
_DECOY_FRAMES: Final = (
    f"Part A — {_OTHER_FUND}\n{{theirs}}\n\nPart B — {_FUND} (the subject of this "
    "Instruction)\n{ours}",
    f"For the avoidance of doubt, the {_OTHER_FUND}'s objective, which does not apply to "
    "the Portfolio, reads: “{theirs}”\n\nThe Portfolio's own objective is as follows. {ours}",
)
_AMENDED: Final = (
    "The Investment Objective set out in the Supplement dated 1 March 2022, namely:\n\n"
    "> {old}\n\nis deleted and replaced, with effect from the date of this Addendum, by the "
    "following:\n\n{new}",
    "Draft (not adopted): {old}\n\nAs adopted by the Board on 12 September 2025: {new}",
)
_ADDENDA: Final = (
    "Addendum No. 2 to the Supplement. With effect from the date hereof, the Investment "
    "Objective is amended to read as follows:\n\n{new}\n\nAll other provisions of the "
    "Supplement remain unchanged.",
    "Further to our instruction of last week, which is hereby withdrawn in so far as it "
    "concerns the objective: {new}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the Portfolio across the approved securities",
    purpose="solve for the weights",
    custom_reason="the library has no optimiser for this objective",
    custom_purpose="solve for the weights",
    section_title="Proposed weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]  # each at least once
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages: tuple[UserMessage, ...]
        wrong = _KIND[old_kind]
        shape = i % 4
        if shape == 0:
            request = _fill(rng.choice(_PLAIN_FRAMES), ask=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        elif shape == 1:  # another sub-fund's objective in the same document
            # a prospectus's or a KIID's wording, which names no "Portfolio" or "account"
            theirs = _ASKS[old_kind][i % 2].replace("Sub-Fund", "sub-fund")
            theirs = theirs.replace("the Fund", "the fund")
            request = _fill(rng.choice(_DECOY_FRAMES), theirs=theirs, ours=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
        elif shape == 2:  # deleted and replaced in the same message
            request = _fill(rng.choice(_AMENDED), old=old, new=ask)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
        else:  # amended by a later message
            later = _fill(rng.choice(_ADDENDA), new=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=old),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
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
            yield HeldOutCase(f"heldout{SEED}/objective/{i}l{suffix}", "objective", flawed, bundle)


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
#: (a period reaching into the test years, the same form ending before the first test date,
#: 4 January 2016)
_PERIODS: Final = (
    (
        "over the Calibration Period, being the period from and including 3 January 2011 to "
        "and including 29 December 2017",
        "over the Calibration Period, being the period from and including 3 January 2011 to "
        "and including 31 December 2015",
    ),
    (
        "over the sixty (60) months ended 31 December 2018",
        "over the sixty (60) months ended 31 December 2015",
    ),
    (
        "over the twelve fiscal quarters ended 30 June 2017",
        "over the twelve fiscal quarters ended 30 September 2015",
    ),
    (
        "over calendar years 2011 through 2016, inclusive",
        "over calendar years 2011 through 2015, inclusive",
    ),
    (
        "over the period commencing on the Launch Date (3 January 2011) and ending on the date "
        "of this Note (30 June 2021)",
        "over the period commencing on the Launch Date (3 January 2011) and ending on the last "
        "Business Day of 2015",
    ),
    (
        "on data to the Reference Date of 31 March 2019",
        "on data to the Reference Date of 31 December 2015",
    ),
)
_ACTIONS: Final = (
    "the factor loadings were estimated",
    "the rebalancing thresholds were calibrated",
    "the weights of the composite signal were determined",
    "the look-back of the momentum signal was selected",
    "the shrinkage intensity of the covariance estimator was chosen",
)
_LEAK_FRAMES: Final = (
    "Methodology. {Action} {period}, and not re-estimated in any fold.",
    "Appendix A (Methodology), paragraph 2: {action} {period}.",
    "Methodology box: {action} {period}; the same values apply in every walk-forward fold.",
    "Note 4 to the backtest: {action} {period}, once, before the folds were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The investable universe in every fold comprises the constituents of the Index as at "
        "the date of this Note (30 June 2021).",
        "The investable universe on each Rebalancing Date comprises the constituents of the "
        "Index as at that date.",
    ),
    (
        "Fundamental data are taken as restated in each issuer's most recent annual report on "
        "Form 10-K (fiscal 2021).",
        "Fundamental data are taken as originally reported, each figure usable only from its "
        "filing date.",
    ),
    (
        "Parameters were selected to maximise the Sharpe ratio of the Backtest Period "
        "(2016–2021) as a whole.",
        "Parameters were selected to maximise the Sharpe ratio within each fold's training "
        "period only.",
    ),
    (
        "Signals are determined at the closing price on each Dealing Day and executed at that "
        "same closing price.",
        "Signals are determined at the closing price on each Dealing Day and executed at the "
        "closing price of the next Dealing Day.",
    ),
    (
        "Of the fourteen candidate specifications, the one retained is that with the highest "
        "out-of-sample information ratio over 2016–2021.",
        "Of the fourteen candidate specifications, the one retained is that with the highest "
        "information ratio over 2011–2015; the test periods were run once, after the choice.",
    ),
    (
        "Consensus earnings estimates are used as revised up to 31 December 2021.",
        "Consensus earnings estimates are used as they stood on each Rebalancing Date.",
    ),
)
#: a defined term for a period, defined in one field and used in another: (term, leaky end,
#: clean end) — the clean end falls before the first test date
_DEFINED: Final = (
    ("Calibration Period", "30 June 2018", "31 December 2015"),
    ("Estimation Window", "the last Business Day of 2016", "the last Business Day of 2015"),
    ("In-Sample Period", "31 March 2017", "30 September 2015"),
)
_DEFINED_USES: Final = (
    "The factor loadings are estimated over the {term} and held fixed in every fold.",
    "Signal weights: as fitted over the {term} (see Definitions); no refit per fold.",
    "The rebalancing thresholds are those calibrated on the {term}.",
)
_LEAK_ASKS: Final = (
    "Please run the walk-forward backtest of the Sub-Fund's multi-factor model over the three "
    "folds set out in the specification.",
    "RESOLVED, that the Quantitative Research team present a walk-forward test of the "
    "proposed strategy, in three folds, at the next meeting.",
    "For the research note: a three-fold walk-forward of the value-momentum composite, please.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


def _defined(k: int, end: str) -> tuple[str, ResearchContractBody, str]:
    """A period defined in one field (the reasoning, the interpretation or the evidence) and
    used in the method's purpose: (the definition, the contract, the reasoning or "")."""
    term, _, _ = _DEFINED[k % len(_DEFINED)]
    definition = f'Definitions. "{term}" means the period from 3 January 2011 to {end}.'
    body = _leak_contract("purpose", _DEFINED_USES[k % len(_DEFINED_USES)].format(term=term))
    where = ("reasoning", "interpretation", "evidence")[k % 3]
    if where == "interpretation":
        body = body.model_copy(update={"interpretation": definition})
    elif where == "evidence":
        promise = body.evidence[0].model_copy(update={"description": definition})
        body = body.model_copy(update={"evidence": (promise,)})
    return definition, body, definition if where == "reasoning" else ""


_leak_twins = _leak_twins_of(SEED, "l", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    sentences = periods = 0  # each sentence and each period in turn
    for i in range(count):
        where = _WHERE[(i + i // 4) % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 4 == 3:  # a defined term: defined in one field, used in another
            k = i // 4
            _, leaky_end, clean_end = _DEFINED[(k // 3 + k) % len(_DEFINED)]
            for flawed, end in ((True, leaky_end), (False, clean_end)):
                _, body, reasoning = _defined(k, end)
                yield HeldOutCase(
                    f"heldout{SEED}/stated_leakage/{i}l{'' if flawed else '/twin'}",
                    "stated_leakage",
                    flawed,
                    ReviewBundle(
                        stage="plan",
                        policy=policy,
                        user_messages=(UserMessage(message_id=REQUEST_ID, text=ask),),
                        reasoning=(reasoning,) if reasoning else (),
                        contract_id=CONTRACT_ID,
                        contract_version=1,
                        contract=body,
                    ),
                )
            continue
        if i % 3 == 2:
            leaky, clean = _SENTENCES[sentences % len(_SENTENCES)]
            sentences += 1
        else:
            leaky_period, clean_period = _PERIODS[periods % len(_PERIODS)]
            periods += 1
            action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
            leaky = _fill(frame, action=action, period=leaky_period)
            clean = _fill(frame, action=action, period=clean_period)
        yield from _leak_twins(i, where, policy, ask, leaky, clean)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Pendleton Industries"
_ENTITY: Final = "ent_pendleton_industries"
#: sixteen quarters of fiscal years ending 30 June, oldest first: (quarter end, period label)
_QUARTERS: Final = tuple(
    (f"{year - 1 if q < 3 else year}-{end}", f"FY{year} Q{q}")
    for year in (2019, 2020, 2021, 2022)
    for q, end in enumerate(("09-30", "12-31", "03-31", "06-30"), start=1)
)
_YEARS: Final = ("fiscal 2019", "fiscal 2020", "fiscal 2021", "fiscal 2022")
_COUNTS: Final = {2: "two", 3: "three"}
#: horizons the sixteen quarters do not cover, for a direction said without a magnitude
_UNCOVERED: Final = (
    "over the last five fiscal years",
    f"since {_COMPANY}' fiscal 2015 listing",
    "compared with fiscal 2017",
    "over the decade to fiscal 2022",
)


@dataclass(frozen=True)
class _Line:
    """A reported line (oldest first), how it is named and how its moves are said. `kind`:
    "level" (summed over a fiscal year, changes in per cent), "ratio" (averaged, changes in
    bp) or "multiple" (taken at the year end, changes in x)."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    up: tuple[str, ...]
    down: tuple[str, ...]
    kind: str

    def result(self) -> JsonValue:
        rows = _newest_first(_QUARTERS, self.field, self.values)
        return {
            "entity_id": _ENTITY,
            "currency": "USD",
            "fiscal_year_end": "06-30",
            "quarters": rows,
        }

    def annual(self) -> list[float]:
        v = self.values
        years = [v[k : k + 4] for k in range(0, 16, 4)]
        if self.kind == "level":
            return [sum(y) for y in years]
        if self.kind == "ratio":
            return [sum(y) / 4 for y in years]
        return [y[-1] for y in years]

    def moved(self, a: float, b: float) -> int | None:
        """+1 up, -1 down, None too close to call."""
        if self.kind == "level":
            change = (b - a) / abs(a)
            clear = abs(change) > 0.01
        elif self.kind == "ratio":
            change = b - a
            clear = abs(change) >= 0.0015
        else:
            change = b - a
            clear = abs(change) >= 0.05
        return (1 if change > 0 else -1) if clear else None

    def magnitude(self, a: float, b: float, style: int) -> str:
        if self.kind == "level":
            pct = abs(b - a) / abs(a) * 100
            return f"approximately {pct:.0f}%" if style % 2 else f"by {pct:.1f}%"
        if self.kind == "ratio":
            bp = round(abs(b - a) * 10_000)
            return f"{bp}bp" if style % 2 else f"by {bp} basis points"
        return f"by {abs(b - a):.2f}x"


_LEVEL_UP: Final = ("increased", "rose", "grew")
_LEVEL_DOWN: Final = ("decreased", "declined", "fell")
_LINES: Final = (
    _Line(
        "fundamentals.quarters",
        "revenue",
        (410, 425, 440, 452, 430, 395, 380, 405, 445, 470, 488, 510, 525, 540, 532, 558),
        ("Net revenue", "Revenue", f"{_COMPANY}' net revenue"),
        _LEVEL_UP,
        _LEVEL_DOWN,
        "level",
    ),
    _Line(
        "fundamentals.quarters",
        "gross_margin",
        (
            *(0.412, 0.409, 0.415, 0.418, 0.405, 0.391, 0.388, 0.396),
            *(0.402, 0.408, 0.411, 0.404, 0.398, 0.392, 0.389, 0.390),
        ),
        ("Gross margin", "The gross margin", f"{_COMPANY}' gross margin"),
        ("expanded", "widened"),
        ("contracted", "narrowed"),
        "ratio",
    ),
    _Line(
        "fundamentals.quarters",
        "operating_income",
        (52, 55, 57, 60, 58, 61, 63, 66, 68, 70, 74, 77, 79, 81, 84, 88),
        ("Operating income", "Income from operations", f"{_COMPANY}' operating income"),
        _LEVEL_UP,
        _LEVEL_DOWN,
        "level",
    ),
    _Line(
        "fundamentals.quarters",
        "free_cash_flow",
        (35, 12, 28, 41, 30, 8, 22, 37, 44, 19, 35, 52, 40, 15, 26, 45),
        ("Free cash flow", "FCF", f"{_COMPANY}' free cash flow"),
        _LEVEL_UP,
        _LEVEL_DOWN,
        "level",
    ),
    _Line(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.9, 3.0, 3.1, 3.3, 3.6, 3.9, 3.7, 3.4, 3.1, 2.8, 2.6, 2.5, 2.4, 2.35, 2.2, 2.1),
        ("Net leverage (net debt to EBITDA)", "Net debt to EBITDA", f"{_COMPANY}' net leverage"),
        ("increased", "rose"),
        ("decreased", "declined"),
        "multiple",
    ),
)


#: (claim without its verb and magnitude, its truth and its opposite, and an uncovered horizon
#: can replace its own); a pair is (true sentence template, false sentence template), each with
#: {s} for the subject
_Pair = tuple[str, str, str]  # (true, false by direction, the true verb over no covered span)


def _comparisons(line: _Line, style: int) -> list[tuple[str, _Pair]]:
    """Direction claims over covered horizons: (label, (true, opposite, true-but-uncovered))."""
    v, a = line.values, line.annual()
    year_end = line.kind == "multiple"
    spans = (
        (
            "fiscal_year",
            a[2],
            a[3],
            "{s} {verb} {m} between fiscal year-end 2021 and fiscal year-end 2022"
            if year_end
            else "{s} {verb} {m} in fiscal 2022 compared with fiscal 2021",
        ),
        (
            "prior_year",
            a[1],
            a[2],
            "{s} {verb} {m} between fiscal year-end 2020 and fiscal year-end 2021"
            if year_end
            else "for fiscal 2021, {s} {verb} {m} versus fiscal 2020",
        ),
        ("yoy", v[11], v[15], "{s} {verb} {m} y/y in the fourth quarter of fiscal 2022"),
        ("sequential", v[14], v[15], "{s} {verb} {m} sequentially in the June 2022 quarter"),
        (
            "half",
            (v[12] + v[13]) / 2,  # the half-years' averages: a ratio's change is not doubled
            (v[14] + v[15]) / 2,
            "{s} {verb} {m} in the second half of fiscal 2022 compared with the first half",
        ),
    )
    out: list[tuple[str, _Pair]] = []
    for k, (label, start, end, template) in enumerate(spans):
        moved = line.moved(start, end)
        if moved is None or (label == "half" and year_end):  # leverage: a year-end figure
            continue
        good, bad = (line.up, line.down) if moved > 0 else (line.down, line.up)
        verb, wrong = good[(style + k) % len(good)], bad[(style + k) % len(bad)]
        m = line.magnitude(start, end, style + k)
        far = _UNCOVERED[(style + k) % len(_UNCOVERED)]
        out.append(
            (
                label,
                (
                    template.format(s="{s}", verb=verb, m=m),
                    template.format(s="{s}", verb=wrong, m=m),
                    f"{{s}} {verb} {far}",
                ),
            )
        )
    return out


def _each(line: _Line, n: int, up: bool) -> bool | None:
    """Whether the line moved `up` (or down) in each of the last `n` fiscal years."""
    a = line.annual()
    moves = [line.moved(a[k - 1], a[k]) for k in range(4 - n, 4)]
    want = 1 if up else -1
    if all(m == want for m in moves):
        return True
    return False if any(m == -want for m in moves) else None


def _every_quarter(line: _Line, up: bool) -> bool | None:
    """Whether the line moved up (or down) sequentially in every quarter of fiscal 2022."""
    v = line.values
    moves = [line.moved(v[k - 1], v[k]) for k in range(12, 16)]
    want = 1 if up else -1
    if all(m == want for m in moves):
        return True
    return False if any(m == -want for m in moves) else None


def _patterns(line: _Line) -> list[tuple[str, _Pair]]:
    """Claims about every year or quarter of a span: a true one against a false one, each
    computed; the true one over five fiscal years (uncovered) as the third."""
    up, down = line.up[0], line.down[0]
    claims: list[tuple[str, bool | None]] = []
    for n in (2, 3):
        count = _COUNTS[n]
        claims.append(
            (f"{{s}} has {up} in each of the last {count} fiscal years", _each(line, n, True))
        )
        claims.append(
            (f"{{s}} has {down} in each of the last {count} fiscal years", _each(line, n, False))
        )
        claims.append(
            (f"{{s}} has not {down} in any of the last {count} fiscal years", _each(line, n, True))
        )
    claims.append(
        (f"{{s}} {up} sequentially in every quarter of fiscal 2022", _every_quarter(line, True))
    )
    claims.append(
        (f"{{s}} {down} sequentially in every quarter of fiscal 2022", _every_quarter(line, False))
    )
    holding = [c for c, t in claims if t is True]
    failing = [c for c, t in claims if t is False]
    out: list[tuple[str, _Pair]] = []
    if not failing:
        return out
    for k, true in enumerate(holding):
        # the same claim over another span where there is one, so the twins differ least
        same = [f for f in failing if f.split(" in ")[0] == true.split(" in ")[0]]
        false = (same or failing)[k % len(same or failing)]
        far = (
            true.replace("last two", "last five").replace("last three", "last five")
            if "fiscal years" in true
            else true.replace("every quarter of fiscal 2022", "every quarter since fiscal 2015")
        )
        out.append((f"pattern{k}", (true, false, far)))
    return out


#: the frames of an answer about the company: MD&A, a research note, a table
_FRAMES: Final = (
    "Results of Operations\n\n{Claim} [1].",
    "We reiterate Overweight; PT $142. {Claim} [1].",
    "Key takeaways:\n\n- {Claim} [1].\n- Our estimates are unchanged.",
    "As shown in the table in [1], {claim}.",
    "| Observation | Source |\n|---|---|\n| {Claim} | [1] |",
)
_SHARE_FRAMES: Final = (
    "We reiterate Overweight; PT $142. {Claim} [1].",
    "Price performance: {claim} [1].",
    "Key takeaways:\n\n- {Claim} [1].\n- Our estimates are unchanged.",
    "| Observation | Source |\n|---|---|\n| {Claim} | [1] |",
)
_FUND_FRAMES: Final = (
    "Investment Manager's report. {Claim} [1].",
    "Performance review:\n\n- {Claim} [1].",
    "As shown in [1], {claim}.",
    "| Observation | Source |\n|---|---|\n| {Claim} | [1] |",
)


@dataclass(frozen=True)
class _Priced:
    """A computation made from the shipped prices and the direction it shows."""

    function_id: str
    result: JsonValue
    company: str
    entity_id: str
    change: float
    subjects: tuple[str, ...]
    up: tuple[str, ...]
    down: tuple[str, ...]
    covered: tuple[str, ...]
    uncovered: tuple[str, ...]
    frames: tuple[str, ...]
    sized: bool


_MODEL_PORTFOLIO: Final = {
    "ent_exxonmobil": 0.3,
    "ent_pfizer": 0.2,
    "ent_coca_cola": 0.25,
    "ent_walmart": 0.25,
}
#: (subject, its peer in the same computation, how the subject is named)
_SHARES: Final = (
    ("ent_exxonmobil", "ent_microsoft", "ExxonMobil"),
    ("ent_microsoft", "ent_exxonmobil", "Microsoft"),
    ("ent_home_depot", "ent_coca_cola", "Home Depot"),
)


def _priced(market: MarketData) -> list[_Priced]:
    from quantward_platform.registry import LIBRARY

    start, end = "2021-01-04", "2022-12-30"
    evaluated = (
        LIBRARY["portfolio.evaluate"]
        .call({"weights": dict(_MODEL_PORTFOLIO), "start": start, "end": end, "as_of": end}, market)
        .model_dump(mode="json")
    )
    gained = float(evaluated["metrics"]["expected_return"])
    assert abs(gained) > 0.02, gained  # not too close to call
    out = [
        _Priced(
            "portfolio.evaluate",
            evaluated,
            "the Model Portfolio",
            "ent_model_portfolio",
            gained,
            ("The Model Portfolio", "The Reference Portfolio", "The Sub-Fund's model allocation"),
            ("generated a positive annualised return", "appreciated in value"),
            ("generated a negative annualised return", "depreciated in value"),
            (
                "over the Reference Period (4 January 2021 to 30 December 2022)",
                "across calendar years 2021 and 2022",
            ),
            (
                "since the Sub-Fund's launch in March 2014",
                "over the five years to 30 December 2022",
            ),
            _FUND_FRAMES,
            False,
        )
    ]
    for entity, peer, name in _SHARES:
        stats = (
            LIBRARY["prices.window_stats"]
            .call(
                {"entity_ids": [entity, peer], "start": "2022-01-03", "end": end, "as_of": end},
                market,
            )
            .model_dump(mode="json")
        )
        total = float(stats["stats"][0]["total_return"])
        assert abs(total) > 0.05, (entity, total)
        out.append(
            _Priced(
                "prices.window_stats",
                stats,
                name,
                entity,
                total,
                (f"{name}'s shares", f"The shares of {name}", f"{name} stock"),
                ("rose", "gained", "appreciated"),
                ("fell", "lost", "depreciated"),
                ("in calendar 2022", "over the twelve months to 30 December 2022"),
                ("over the five years to December 2022", "since the 2015 low"),
                _SHARE_FRAMES,
                True,
            )
        )
    return out


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the data make true over a horizon they cover; the flawed bundle
    its opposite, or (one in three) the true claim over a horizon they do not cover. Claims too
    close to call are never made."""
    priced = _priced(market)
    used: dict[str, int] = {}
    for i in range(count):
        first: bool
        if i % 3 == 2:  # a computation on the shipped prices
            p = priced[(i // 3) % len(priced)]
            subject = rng.choice(p.subjects)
            frame = rng.choice(p.frames)
            first = "{Claim}" in frame
            good, bad = (p.up, p.down) if p.change > 0 else (p.down, p.up)
            k = rng.randrange(len(good))
            m = f" approximately {abs(p.change) * 100:.0f}%" if p.sized else ""
            horizon = rng.choice(p.covered)
            true_t = f"{{s}} {good[k]}{m} {horizon}"
            if i // 12 == 1:  # the second round of each computation: an uncovered horizon
                false_t = f"{{s}} {good[k]}{m} {rng.choice(p.uncovered)}"
            else:
                false_t = f"{{s}} {bad[k]}{m} {horizon}"
            company, entity, function_id, result = p.company, p.entity_id, p.function_id, p.result
        else:
            line = _LINES[(i - i // 3) % len(_LINES)]
            subject = rng.choice(line.subjects)
            frame = rng.choice(_FRAMES)
            first = "{Claim}" in frame
            style = rng.randrange(12)
            options = _comparisons(line, style) + _patterns(line)
            fewest = min(used.get(label, 0) for label, _ in options)
            label, (true_t, opposite, far) = rng.choice(
                [o for o in options if used.get(o[0], 0) == fewest]
            )
            used[label] = used.get(label, 0) + 1
            false_t = far if rng.randrange(3) == 0 else opposite
            company, entity = _COMPANY, _ENTITY
            function_id, result = line.function_id, line.result()
        said = partial(_said_of, company)
        true = said(true_t, subject, first, "")
        false = said(false_t, subject, first, "")
        yield from trend_claim_twins(
            f"heldout{SEED}/trend_claim/{i}l",
            function_id=function_id,
            result=result,
            company=company,
            entity_id=entity,
            false_sentence=_fill(frame, claim=false),
            true_sentence=_fill(frame, claim=true),
            policy="chat" if i % 2 == 0 else "strategy",
            ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch L: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
