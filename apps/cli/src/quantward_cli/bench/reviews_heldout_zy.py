"""Held-out batch ZY: every flaw kind again, in the voice of US municipal-bond managers and
public finance: separately managed accounts (SMAs) with tax-exempt mandates for high-net-worth
clients, a muni fund's prospectus and the investment restrictions of its Statement of Additional
Information (SAI), an investment management agreement's (IMA's) schedule of guidelines, credit
analysts' notes on issuers (general obligation and revenue bonds), official-statement and EMMA
continuing-disclosure language, rating actions, a muni desk's compliance reports and a wealth
adviser's e-mails with clients about in-state exposure, the AMT, de minimis, calls and
pre-refunded bonds.

Batch ZY is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Account numbers, tax brackets, CUSIP-like series names, par amounts, coupons,
call dates, ratings, vote counts, phone numbers and the 5/31 or 6/30 positions in compliance
tables are decoy numbers: no truth depends on them. Its parts are new:

* limits as a muni manager, its clients and their advisers state them: a wealth adviser's reply
  after a client call, a fund prospectus's principal investment strategies, an SAI fundamental
  policy, an SMA account-setup export (a bare number in the constraint's unit), credit-committee
  minutes, an IMA's Schedule B, a "Guideline / Account at 6/30 / Compliant" table whose position
  is a decoy, a client's forwarded e-mail quoting her CPA and a compliance note after an
  investment-committee vote, each form in turn; number forms "5%", "5 pct", "5.00%",
  "5 percent"; subjects: a single-obligor cap, an AMT bucket, a below-investment-grade and
  non-rated sleeve, a revenue-sector cap and a liquidity sleeve of VRDNs and cash that is a
  floor;
* requests deferring the limit to the client's CPA, a blank section of the onboarding
  questionnaire, an investment committee's next meeting, an SMA onboarding form still "TBD" or
  an SAI amendment not yet filed;
* provenance misquoting its source: a draft guideline the executed IMA changed (in prose, or a
  redline with the old figure struck), a PM's proposal the committee rejected or a client's
  request the adviser talked her out of, the month-end position in a compliance report (in prose
  or a "Test / 5/31 actual / Guideline" table), another figure in the same guideline summary
  (the in-state minimum, a state cap, the AMT bucket, the single-obligor limit or the non-rated
  maximum) and another fund's SAI or a state-specific fund's figure quoted for comparison;
* mandates as an IMA's Schedule B in the mandate's fields (`ima.schedule_b.b4`), an SAI's list
  of fundamental restrictions, a client's letter of instructions, a compliance engine's list of
  guideline tests in the mandate's fields (`guidelines.tests[2]`) and a family trust's IPS;
* latitude granted as an IMA's note on the manager's discretion, a client's e-mail, a
  "Guideline / Permitted range / Discretion" table and an investment-committee approval memo;
  refused as a fixed guideline whose range is only a compliance alert band, a client declining
  on her CPA's advice in call notes and a memo telling the PM the committee has not given the
  discretion; each twin the same text granting it;
* objectives as an account IPS, a PM memo, a client's e-mail, investment-committee minutes and
  a wealth adviser's note, with an earlier IPS draft quoted or struck at signing in the same
  text and a later e-mail from the client replacing an earlier one;
* leakage as muni research notes and PM memos write it: a revenue-bond spread model, a
  muni/Treasury ratio signal, a call adjustment, issuer-scoring weights and a duration band set
  on MSRB trade data, EMMA filings, rating actions or call histories reaching into the test
  years, and whole sentences (next month-end's MSRB price as an input, audited financials dated
  to the fiscal year's end rather than to their EMMA posting, today's ratings applied across the
  history, results shown on the years the model was fitted on); each clean twin in the same
  form, ending before the first test date (2 January 2015);
* trend claims on Lakeshore Regional Airport Authority (an airport revenue-bond issuer) —
  passenger enplanements, debt service coverage (as "0.25x"), days cash on hand and airline cost
  per enplanement (in dollars) over twelve quarters (2020 Q1–2022 Q4), as a credit analyst's
  note, a rating rationale, an "Issuer / Analyst comment" table, an adviser's e-mail to a client
  and an EMMA continuing-disclosure summary; magnitudes as "about 12%", "in excess of 45%", "nearly
  15%", "by 0.25x", "by 40 days", "by $1.20"; horizons covered by the series against uncovered
  ones ("since the Series 2012A bonds were sold"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _misquote_cases,
    _objective_cases,
    _objective_contract,
    _once,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _range_cases,
    _refused_twins_of,
    _request_from,
    _rounded_change,
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _written_alike,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270120
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzy3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzy5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzyy"


# --- numbers as muni desks, clients and advisers write them -------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the account: "5%", "5 pct", "5.00%", "5 percent"."""
    pct = value * 100
    return {
        "pct": f"{_g(pct)}%",
        "pct_short": f"{_g(pct)} pct",
        "pct2": f"{pct:.2f}%",
        "percent": f"{_g(pct)} percent",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A guideline: the agent's field names, how managers, clients and advisers name it, its
    key in the account-setup export, the values it takes, its written forms, and whether it is
    a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_OBLIGOR: Final = _Subject(
    ("max_issuer_weight", "singleObligorLimit"),
    (
        "exposure to any single obligor",
        "any one issuer's bonds",
        "the largest single-credit position",
    ),
    "single_obligor_max",
    "fraction",
    (0.03, 0.04, 0.06),
    _share_forms,
)
_AMT: Final = _Subject(
    ("max_amt_weight", "amtBucketLimit"),
    ("bonds subject to the AMT", "the AMT bucket", "private-activity (AMT) paper"),
    "amt_bucket_max",
    "fraction",
    (0.1, 0.2, 0.25),
    _share_forms,
)
_BELOW_IG: Final = _Subject(
    ("max_below_ig_weight", "highYieldSleeveLimit"),
    (
        "below-investment-grade and non-rated bonds",
        "the high-yield / non-rated sleeve",
        "paper rated below BBB- or not rated at all",
    ),
    "below_ig_nr_max",
    "fraction",
    (0.05, 0.1, 0.15),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "revenueSectorLimit"),
    (
        "any one revenue sector",
        "exposure to a single sector (hospitals, airports, toll roads and the like)",
        "the largest sector weight",
    ),
    "revenue_sector_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_weight", "vrdnLiquidityMin"),
    (
        "daily and weekly VRDNs plus cash",
        "the liquidity sleeve (VRDNs and cash)",
        "same-day liquidity",
    ),
    "liquidity_min",
    "fraction",
    (0.03, 0.05, 0.08),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_OBLIGOR, _AMT, _BELOW_IG, _SECTOR, _LIQUIDITY)

_RATIONALES: Final = (
    "typical for a high-net-worth tax-exempt SMA",
    "the desk's house guideline for muni accounts",
    "in line with peer national muni funds",
    "a conservative placeholder until the client confirms",
    "what the PM usually proposes for a new account",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the client's tax-exempt municipal SMA under its guidelines",
    "the best risk-adjusted tax-exempt return within the account's guidelines",
    "solve the bond weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's guidelines state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zy", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "put the $2.4 million from the Hadley trust to work in the client's tax-exempt SMA",
    "rebuild the ladder in the Okafor family's California-specific SMA after the June calls",
    "reinvest this month's coupons and the call proceeds from the 2013 tollway bonds",
    "draft the target allocation for the new New York tax-exempt account",
    "replace the 2034 maturities we sold for tax-loss harvesting",
)
_DEFERRALS: Final = (
    "the client has not settled {noun} yet; she wants to talk to her CPA first",
    "section 6 of the onboarding questionnaire ({noun}) came back blank",
    "the investment committee tabled the limit on {noun} until its March meeting",
    "the figure for {noun} is still 'TBD' on the SMA setup form; the adviser is chasing it",
    "the SAI amendment on {noun} has not been filed and there is no figure yet",
)
_REQUEST_FRAMES: Final = (
    "Onboarding ticket #4471\nTask: {task}.\nOpen item: {deferral}.",
    "Hi team,\n\nCould you {task}? {Deferral}.\n\nThanks,\nDana (wealth adviser, 212-555-0143)",
    "Muni desk, PM note: {task}. Caveat: {deferral}.",
    "Re: tax-exempt account. The client called after her 1099 arrived. Please {task}. {Deferral}.",
    "From Tuesday's muni desk call: {task}. {Deferral}, so flag it before anything trades.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: your question. I spoke with Mrs. Alvarez this morning and she wants {noun} at "
        "{nomore} {v} in her account. Dana",
        "figures",
    ),
    (
        "Prospectus, Principal Investment Strategies: under normal market conditions the Fund "
        "keeps {noun} at {nomore} {v} of its net assets.",
        "figures",
    ),
    (
        "SAI, Investment Restrictions, fundamental policy (7): {limit} for {noun}, {v}, "
        "measured at the time of purchase.",
        "figures",
    ),
    (
        "Exported from the SMA account setup (Restrictions tab):\n    account: 7Q-88214\n"
        "    {key}: {v}\n    state_preference: CA",
        "bare",
    ),
    (
        "Credit committee minutes, item 2: approved a {limit} of {v} for {noun} across the SMA "
        "composite.",
        "figures",
    ),
    (
        "IMA, Schedule B (Investment Guidelines): {Noun} {op} {v} of account market value.",
        "figures",
    ),
    (
        "| Guideline | Account at 6/30 | Compliant |\n|---|---|---|\n| {Noun} {op} {v} | {obs} "
        "| Y |",
        "table",
    ),
    (
        "Client e-mail (forwarded): 'Per my CPA, please keep {noun} at {nomore} {v}. Thanks, "
        "R. Whitfield'",
        "figures",
    ),
    (
        "Compliance note after the IC vote (unanimous): {noun} {limit} set at {v}, effective "
        "with the next rebalance.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.6), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zy", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "tax_preferences": [
        "No tobacco settlement bonds.",
        "Do not buy bonds priced below the de minimis threshold at purchase.",
        "Prefer in-state (California) paper where after-tax yields allow.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: a figure beside the limit in the same guideline summary: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_obligor_max": ("in-state minimum", 0.8),
    "amt_bucket_max": ("any one state outside California", 0.35),
    "below_ig_nr_max": ("AMT bucket", 0.2),
    "revenue_sector_max": ("single-obligor limit", 0.04),
    "liquidity_min": ("below-investment-grade / non-rated maximum", 0.12),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: looser than `value` (higher for a cap, lower for a floor)."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft guideline the executed IMA changed
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft guidelines sent with the IMA in January had {wrong} for {noun}. "
                f"Client counsel pushed back, and the executed IMA says {right}."
            )
        else:
            text = (
                f"Schedule B (redline, v3 against v2): {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right}. Accepted by both sides at signing."
            )
    elif structure == 1:  # a proposal turned down
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"IC minutes: the PM proposed taking {noun} to {wrong}. Rejected 1–4; the "
                f"{_limit(s)} stays at {right}."
            )
        else:
            text = (
                f"I asked Dana whether we could go to {wrong} on {noun}. She talked me out of "
                f"it, so we are staying at {right}. Tom"
            )
    elif structure == 2:  # the month-end position in a compliance report
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Month-end compliance report (May): {noun} stood at {wrong}, inside the "
                f"guideline ({_limit(s)} {right})."
            )
        else:
            text = (
                "| Test | 5/31 actual | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same guideline summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Guideline summary (client copy, page 2)\n  " + "\n  ".join(lines)
    else:  # another fund's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the Harborview National Muni Fund's SAI allows {wrong} for "
                f"{noun}. Your account's guideline is tighter: {right}."
            )
        else:
            text = (
                f"Your IMA sets {noun} at {right}. (Our New Jersey-specific fund runs at "
                f"{wrong}, but its prospectus does not govern your account.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zy", _plan),
)


# --- mandate clauses as IMAs, SAIs, client letters, compliance tests and IPSs ------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # an IMA's Schedule B in the mandate's fields
        clause = f"{_cap(noun)}: {_no_more(s)} {written} of account market value at all times."
        schedule: dict[str, JsonValue] = {
            "b1": "Eligible securities: US municipal obligations and VRDNs only.",
            "b2": "Minimum average rating of the account: A-.",
            "b4": clause,
        }
        return {"ima": {"schedule_b": schedule}}, None, "ima.schedule_b.b4"
    if shape == 1:
        sai = (
            "STATEMENT OF ADDITIONAL INFORMATION: INVESTMENT RESTRICTIONS\n"
            "The Fund may not:\n"
            "(1) borrow money, except from banks for temporary purposes;\n"
            f"(2) permit {noun} to {'fall below' if s.floor else 'exceed'} {written} of net "
            "assets;\n"
            "(3) purchase securities on margin."
        )
        return None, sai, MANDATE_ID
    if shape == 2:
        letter = (
            "Dear Dana,\n\nFollowing our meeting, here are my instructions for the tax-exempt "
            "account (about $3.1 million at Schwab). I am in the top federal bracket and live in "
            f"California. Please keep {noun} at {_no_more(s)} {written}, and no zero-coupon "
            "bonds.\n\nBest,\nRuth Whitfield"
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the compliance engine's tests in the mandate's fields
        tests: list[JsonValue] = [
            "Issuer state: CA or territories (PR excluded).",
            "Effective duration within the 1-15 year blend's, plus or minus one year.",
            f"{_cap(noun)} {_op(s)} {written}.",
        ]
        return (
            {"guidelines": {"account": "SMA 7Q-88214 (CA tax-exempt)", "tests": tests}},
            None,
            "guidelines.tests[2]",
        )
    ips = (
        "Investment Policy Statement, Whitfield Family Trust (tax-exempt sleeve)\n"
        "Section 5, Constraints:\n"
        "(a) Municipal bonds only; no taxable munis.\n"
        f"(b) {_cap(noun)} {_op(s)} {written}.\n"
        "(c) No tobacco settlement bonds."
    )
    return None, ips, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the client's muni SMA; every guideline in the IMA applies.",
    "Re-run the target weights for the tax-exempt account inside the agreed guidelines.",
    "Before the client review, re-optimize the bond weights within the account's restrictions.",
    "Invest the new cash alongside the existing bonds, keeping to all of the restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the account's guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zy", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IMA, Schedule B, note 3: the manager may run {noun} anywhere from {lo} to {hi} at its "
    "discretion; no client consent is needed inside that range.",
    "Client e-mail: I trust your judgment on this. {Noun} can be anything between {lo} and {hi}.",
    "| Guideline | Permitted range | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | "
    "Manager (full discretion within the range) |",
    "IC approval memo: the PM has full discretion over {noun} within a {lo}–{hi} band.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The guideline for {noun} is {point}. The {lo}–{hi} range in Exhibit C is an alert band "
        "for compliance to escalate; it is not a range the manager may target.",
        "The guideline lets {noun} sit anywhere in the {lo}–{hi} range in Exhibit C; the "
        "manager chooses.",
    ),
    (
        "Client call notes: she asked whether {noun} could float between {lo} and {hi}. "
        "Answer: no, her CPA wants it held at {point}.",
        "Client call notes: she asked whether {noun} could float between {lo} and {hi}. "
        "Answer: yes, at the manager's discretion.",
    ),
    (
        "Memo to the PM: the IC has NOT given you discretion over {noun}. Hold it at {point}; "
        "the {lo}–{hi} range is not yours to use.",
        "Memo to the PM: the IC has given you discretion over {noun}. Anywhere in {lo}–{hi} is "
        "fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IMA's fields, as a signed mandate message, or in the compliance
    engine's notes."""
    if shape == 0:
        return {"ima": {"discretion": text}}, None
    if shape == 1:
        return None, f"Discretionary authority (signed by the client)\n\n{text}"
    return {"guidelines": {"notes": [text, "Trades settle T+1 through the custodian."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i + 1) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zy", _with_mandate),
    refused_at=(1, 3),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as an account IPS, a PM memo, a client's e-mail, IC
#: minutes and a wealth adviser's note put them; the first of each is one line, so that it can
#: be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Account objective (IPS, section 2): the most tax-exempt return per unit of volatility, "
        "i.e. maximize the Sharpe ratio.",
        "PM memo:\nwe will manage the muni sleeve for the highest Sharpe ratio, the most return "
        "for each unit of risk.",
        "Client e-mail: I want the most return for the risk I'm taking on the munis. Dana says "
        "that is the Sharpe ratio, so please maximize it.",
        "IC minutes: APPROVED, the SMA composite is run to maximize risk-adjusted return (Sharpe).",
        "Wealth adviser's note: the family's goal for the tax-exempt account is the best "
        "risk-adjusted return, measured by the Sharpe ratio.",
    ),
    "variance": (
        "Account objective (IPS, section 2): the lowest-volatility muni portfolio we can build.",
        "PM memo:\nwe will build the muni sleeve for minimum variance, with no view on returns.",
        "Client e-mail: after 2022 I just want the munis to be boring. As little price swing as "
        "possible, please minimize the variance, and no return forecasts.",
        "IC minutes: APPROVED, the account is managed to minimize portfolio variance.",
        "Wealth adviser's note: this is the client's safe money; the goal is minimum "
        "volatility, full stop.",
    ),
    "tracking": (
        "Account objective (IPS, section 2): track the Bloomberg Municipal Bond Index as "
        "closely as possible.",
        "PM memo:\nwe will keep the muni sleeve as close to the Bloomberg Municipal Bond Index "
        "as we can, with the smallest tracking error.",
        "Client e-mail: can the account just look like the Bloomberg Municipal Bond Index? "
        "Minimize tracking error against it, please.",
        "IC minutes: APPROVED, the account minimizes tracking error to the Bloomberg Municipal "
        "Bond Index.",
        "Wealth adviser's note: the client wants index-like muni exposure, the Bloomberg "
        "Municipal Bond Index with minimal tracking error.",
    ),
    "return": (
        "Account objective (IPS, section 2): the highest expected return, with no penalty for "
        "risk.",
        "PM memo:\nwe will aim the muni sleeve at the highest expected return; risk does not "
        "enter the objective.",
        "Client e-mail: just get me the highest expected return on the munis, no risk adjustment.",
        "IC minutes: APPROVED, the account maximizes expected return alone.",
        "Wealth adviser's note: the client accepts the swings; the goal is maximum expected "
        "return, with risk left out of it.",
    ),
}
_DRAFTS: Final = (
    'The draft IPS we sent in March read: "{old}" The client revised it before signing; her '
    "instruction now is:\n\n{new}",
    "~~{old}~~ (struck at signing, 4/2, and replaced by the following)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the client, later the same day: please ignore my earlier e-mail about the goal. What "
    "I actually want:\n\n{new}",
    "Revised after the IC meeting (this replaces the objective sent Monday):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Whitfield tax-exempt SMA ($4.2 million, California-specific):\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Dana",
    "Onboarding summary (37% federal bracket, 13.3% state; de minimis noted).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the bonds in the account's municipal universe",
    purpose="solve for the bond weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="bond weights",
    section_title="Target weights",
    description="the bond weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The earlier objective quoted or struck in its one-line IPS form, whichever statement of
    it was drawn, so that a draft IPS reads as one."""
    return _fill(rng.choice(_DRAFTS), old=_ASKS[old_kind][0], new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, quoted or
    struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zy",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the 2010–2018 muni/Treasury ratio history",
        "the 2010–2014 muni/Treasury ratio history",
    ),
    ("MSRB trade data through June 2017", "MSRB trade data through December 2014"),
    (
        "EMMA continuing-disclosure filings posted from 2010 to 2019",
        "EMMA continuing-disclosure filings posted from 2010 to 2014",
    ),
    (
        "rating actions from January 2010 to March 2016",
        "rating actions from January 2010 to December 2014",
    ),
    (
        "the 2009–2020 default and impairment record",
        "the 2009–2014 default and impairment record",
    ),
    (
        "every call and pre-refunding from 2010 through 2018",
        "every call and pre-refunding from 2010 through 2014",
    ),
)
_ACTIONS: Final = (
    "the revenue-bond spread model was fitted",
    "the thresholds of the muni/Treasury ratio signal were set",
    "the call-option adjustment was calibrated",
    "the issuer-scoring weights (coverage, days cash, pension funding) were estimated",
    "the duration band was chosen",
)
_LEAK_FRAMES: Final = (
    "Research note: {action} on {period}.",
    "From the PM memo: {action} using {period}, and the same setting runs unchanged in all "
    "three test folds.",
    "For the IC: {action} once, on {period}, before the walk-forward test began.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, as one input, the bond's price at the following month-end "
        "from MSRB trades.",
        "Each month's weights use, as one input, the bond's price at the prior month-end from "
        "MSRB trades.",
    ),
    (
        "Issuer fundamentals come from the audited financials as later posted on EMMA, dated to "
        "each fiscal year's end.",
        "Issuer fundamentals are dated to the day each audited financial statement was posted "
        "on EMMA.",
    ),
    (
        "Ratings are today's ratings, applied across the whole history, including upgrades and "
        "downgrades that came later.",
        "Ratings are those in effect on each date, taken from the rating-action history.",
    ),
    (
        "The results shown to the IC cover the same 2010–2020 years the credit model was "
        "fitted on; no years were held back.",
        "The results shown to the IC cover only each fold's test years; the credit model is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward backtest of the revenue-bond credit tilt before it "
    "goes into the SMAs.",
    "Please backtest the muni/Treasury ratio overlay walk-forward, in three folds.",
    "Compliance asks for a walk-forward test (three folds) of the model SMA before the client "
    "presentation.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zy", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Lakeshore Regional Airport Authority"
_ENTITY: Final = "ent_lakeshore_regional_airport"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the December 2022 quarter, against the September quarter", (10, 11)),
    ("year over year to the December 2022 quarter", (7, 11)),
    ("over the two years through calendar 2022", (3, 11)),
    ("since the pandemic trough in the June 2020 quarter", (1, 11)),
    ("from the March 2020 quarter to the September 2022 quarter", (0, 10)),
    ("between the September 2020 and June 2021 quarters", (2, 5)),
    ("since the Series 2012A bonds were sold", None),
    ("over the last ten fiscal years", None),
    ("since before the 2008 financial crisis", None),
)


#: "about 12%", "in excess of 45%", "nearly 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="in excess of {}%", short="nearly {}%", about="about {}%"
)


_by_times = partial(_change_by, "by {:.2f}x", 0.1)


_by_days = partial(_change_by, "by {:.0f} days", 5.0)


_by_dollars = partial(_change_by, "by ${:.2f}", 0.2)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "enplanements_thousands",
        (
            1420.0,
            310.0,
            640.0,
            720.0,
            810.0,
            1150.0,
            1290.0,
            1240.0,
            1210.0,
            1380.0,
            1450.0,
            1410.0,
        ),
        (
            "Enplanements",
            "Passenger enplanements at the airport",
            "Lakeshore Regional Airport Authority's enplanements",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} never declined from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} failed to grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_service_coverage",
        (1.85, 0.62, 0.95, 1.10, 1.22, 1.48, 1.61, 1.57, 1.55, 1.70, 1.78, 1.74),
        (
            "Debt service coverage",
            "Net revenue debt service coverage",
            "The Authority's DSCR",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_times,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "days_cash_on_hand",
        (612.0, 540.0, 498.0, 515.0, 548.0, 577.0, 601.0, 622.0, 640.0, 631.0, 655.0, 671.0),
        ("Days cash on hand", "Unrestricted days cash on hand", "Liquidity (days cash on hand)"),
        (
            ("{s} climbed {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} did not erode", held_up),
            ("{s} did not build", held_down),
        ),
        _by_days,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "airline_cost_per_enplanement",
        (9.80, 38.50, 19.40, 16.20, 14.10, 11.30, 10.40, 10.70, 10.90, 10.20, 9.70, 9.95),
        ("Airline cost per enplanement", "CPE", "The airlines' cost per enplanement"),
        (
            ("{s} increased {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not decline", held_up),
            ("{s} did not increase", held_down),
        ),
        _by_dollars,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter of 2021 in every quarter of 2022",
    down_all="{s} was below the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in calendar 2022 than in calendar 2021",
    slower="{s} grew more slowly in calendar 2022 than in calendar 2021",
    grew="{s} compounded at better than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank at more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Credit analyst's note on the Series 2019B airport revenue bonds (5% coupons, callable "
    "7/1/2029, last traded at 87% of Treasuries): {claim} [1].",
    "Rating rationale excerpt (affirmed at A2, outlook stable; 71% pension funded ratio): "
    "{claim} [1].",
    "| Issuer | Analyst comment |\n|---|---|\n| Lakeshore Regional Airport Authority | {Claim} "
    "[1] |",
    "E-mail to the client about her airport bonds: {claim} [1], so we are comfortable holding "
    "them to the 2031 call.",
    "Continuing-disclosure summary (EMMA, annual filing): {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in the December 2022 quarter") and "quarter" in c,
        seed=SEED,
        tag="zy",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZY: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
