"""Held-out batch ZZN: every flaw kind again, in the voice of a bank's equity structured-products
issuance desk (autocallables, reverse convertibles, capital-protected notes, actively managed
certificates) and its product-governance and market-risk oversight: term sheets and final
terms, the base prospectus, new product approval (NPA) committee decisions and conditions, the
desk's risk limit sheet and daily limit report, the market risk committee (MRC), the CRO's
delegated-authority letter, the product governance committee (PGC) and its MiFID II target
market and PRIIPs KID figures, model validation notes, the hedging desk's chat and the
structurer's e-mails.

Batch ZZN is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Coupons (CPN % p.a.), autocall (AC) and knock-in (KI) levels, strikes,
participation rates, the KID's SRI class and performance scenarios, fees, the issue price of
100 %, the EUR 1,000 denomination, issued sizes, vega and dividend-delta figures, votes, NPA
and MRC reference numbers and dates are decoy numbers: no truth depends on them. Its parts are
new:

* limits as the desk and its risk managers state them: Market Risk's reply after checking the
  signed limit sheet, an NPA Committee decision with its conditions, the monthly risk report's
  limits section beside vega and dividend-delta decoys, a limit-sheet export (a bare number in
  the constraint's unit), the product governance policy, the hedging desk's chat, a
  "Limit / Utilisation 30-Jun / Status" table whose utilisation is a decoy and the CRO's
  delegated-authority letter, each form in turn; number forms "20%", "20.0%", "20 pct"; for
  small shares of market cap "0.5%", "0.50%", "50bp of market cap"; for ADV "7 days' ADV",
  "7 days of ADV", "7x ADV"; for spreads "40bp", "40 bps", "40 basis points"; subjects: issued
  notional per underlying against its ADV (in days) and as a share of its market cap, barrier
  concentration (book notional with KI barriers within 10% of spot), the share of the book in
  a single underlying, the issuer credit spread to the internal funding curve (bp), and a
  minimum capital protection level that is a floor;
* requests deferring the limit to an open NPA condition, a "[TBC]" in the draft limit sheet
  awaiting Market Risk, an NPA Committee that has not set it, Market Risk's vol-surface review,
  or the next PGC;
* provenance misquoting its source: a draft NPA figure changed in the signed decision (in
  prose, or as a limit-sheet redline with the risk manager's comment), a temporary limit
  excess the CRO office declined (in prose, or in the hedging chat), the book's utilisation in
  the daily limit report (in prose or a "Risk measure / Utilisation COB 30-Sep / Limit"
  table), another figure in the same limit-sheet extract (the ADV cap for index underlyings,
  the free float held as hedge, worst-of share, sector share, secondary bid/offer, minimum
  participation) and a previous programme's or peer banks' figure quoted for comparison;
* mandates as the limit sheet's rows in the mandate's fields
  (`risk_limit_sheet.equity_exotics.limit_4`), an NPA Committee decision's conditions, the
  CRO's delegated-authority letter, the desk mandate's list of limits in the mandate's fields
  (`desk_mandate.limits[2]`) and an MRC resolution;
* latitude granted as an NPA delegation to the desk, a soft band on the limit sheet within
  which the Head of Desk decides, a "Parameter / Band / Discretion" table and an e-mail from
  the Head of EQD Trading; refused as a fixed limit whose band is only Market Risk's
  early-warning trigger, MRC minutes rejecting the desk's request, and a note that Market Risk
  has not delegated it; each twin the same text granting it;
* objectives for an actively managed certificate's (AMC's) reference basket as the term sheet's
  investment strategy, the NPA's product description, the KID's "What is this product?"
  section, the structurer's e-mail and strategy committee minutes, with an earlier draft quoted
  or struck out in the same text and a later message from the Head of Structuring replacing an
  earlier one;
* leakage as quants, model validation and the desk write it: local-vol skew parameters, an
  implied dividend curve, a basket correlation matrix, a KI barrier shift and an autocall-level
  screen set on periods reaching into the test years, and whole sentences (the final fixing's
  closing price used at the trade date, dividends declared after the pricing date in the
  forwards, the next day's vol surface for each day's hedge ratios, only notes whose knock-in
  status at maturity was "not triggered" kept, later corporate actions applied from each trade
  date); each clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Brennhardt Automobil AG (BRH GY, a German carmaker and one of the book's
  most used single-stock underlyings) — revenue, EBITDA margin (in pp), industrial free cash
  flow and net debt / EBITDA (as "0.25x") over twelve quarters (2020 Q1–2022 Q4, through the
  lockdown collapse, the 2021 chip shortage and the recovery), as the dividend risk report's
  underlying commentary, an NPA underlying-eligibility review, an "Underlying / Fundamentals
  note" table, the structurer's e-mail to sales and the hedging chat; magnitudes as "c. 12%",
  "north of 45%", "just shy of 15%", "by 3.2pp", "by 0.25x"; horizons covered by the series
  against uncovered ones ("since the 2011 IPO"). Whether a claim holds is computed from the
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

SEED: Final = 20270135
KINDS: Final = ALL_KINDS
TAG: Final = "zzn"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzn3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzn5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzznz"


# --- numbers as the desk, Market Risk and product governance write them ------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: "20%", "20.0%", "20 pct"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f}%", "pct_txt": f"{_g(pct)} pct"}


def _small_share_forms(value: float) -> dict[str, str]:
    """A small share of an underlying's market cap: "0.5%", "0.50%", "50bp of market cap"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "bp": f"{_g(pct * 100)}bp of market cap"}


def _adv_forms(value: float) -> dict[str, str]:
    """Notional against average daily volume: "7 days' ADV", "7 days of ADV", "7x ADV"."""
    return {
        "days": f"{_g(value)} days' ADV",
        "of": f"{_g(value)} days of ADV",
        "x": f"{_g(value)}x ADV",
    }


def _bp_forms(value: float) -> dict[str, str]:
    """A spread: "40bp", "40 bps", "40 basis points"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "basis": f"{_g(value)} basis points"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the desk and its risk managers name it, its key in
    the limit sheet's export, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ADV: Final = _Subject(
    ("max_notional_days_adv", "advDaysCap"),
    (
        "issued notional per underlying against its ADV",
        "the hedge size per single stock in days of average daily volume",
        "notional per underlying measured against ADV",
    ),
    "notional_adv_days_max",
    "days",
    (3.0, 7.0, 10.0),
    _adv_forms,
)
_MCAP: Final = _Subject(
    ("max_notional_share_of_mcap", "mcapShareCap"),
    (
        "issued notional per underlying as a share of its market cap",
        "notional outstanding per single stock relative to its market capitalisation",
        "the book's notional per name over the name's market cap",
    ),
    "notional_mcap_share_max",
    "fraction",
    (0.005, 0.01, 0.02),
    _small_share_forms,
)
_BARRIER: Final = _Subject(
    ("max_ki_near_spot_share", "barrierConcentrationCap"),
    (
        "the share of book notional with KI barriers within 10% of spot",
        "barrier concentration near spot (notional with KI within 10% of spot)",
        "book notional whose knock-in barriers sit within 10% of spot",
    ),
    "ki_within_10pct_of_spot_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_SINGLE: Final = _Subject(
    ("max_single_underlying_share", "singleNameCap"),
    (
        "the share of the book in any single underlying",
        "single-underlying concentration",
        "book notional referencing any one issuer's shares",
    ),
    "single_underlying_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_SPREAD: Final = _Subject(
    ("max_issuer_spread_bps", "fundingSpreadCap"),
    (
        "the issuer credit spread over the funding curve",
        "the notes' funding spread above the internal (FTP) curve",
        "the issuer's spread to the treasury funding curve",
    ),
    "issuer_spread_to_ftp_max_bp",
    "bps",
    (25.0, 40.0, 60.0),
    _bp_forms,
)
_PROTECTION: Final = _Subject(
    ("min_capital_protection", "protectionFloor"),
    (
        "the capital protection level",
        "capital protection at maturity",
        "the protected share of the denomination",
    ),
    "capital_protection_min",
    "fraction",
    (0.85, 0.9, 0.95),
    _share_forms,
    floor=True,
)
#: caps first: the latitude cases take the first four
_SUBJECTS: Final = (_ADV, _MCAP, _BARRIER, _SINGLE, _SPREAD, _PROTECTION)

_RATIONALES: Final = (
    "typical for a tier-1 issuer's equity exotics book",
    "in line with what other issuing banks run",
    "what the structurer says the distributors expect",
    "a conservative placeholder until Market Risk signs the limit sheet",
    "the level the 2021 programme ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Allocation of the structured-products issuance programme across underlyings within the "
    "desk's risk limits and NPA conditions",
    "the best risk-adjusted allocation within the desk's risk limits",
    "solve the issuance allocation across underlyings",
    "the solved allocation and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the desk's limit documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "allocate the Q3 issuance programme across underlyings (EUR 400m pipeline of AC and RC)",
    "re-size the 3Y worst-of Phoenix AC on BRH GY / VLC FP / OSC GY for the private-bank "
    "tranche (EUR 75m)",
    "rebalance the single-stock RC pipeline after the Valcourt downgrade",
    "split the 5Y capital-protected notes between SX5E and the single-stock baskets",
    "rework the issuance plan so the book's 1Y vega bucket stays green",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still open at NPA (conditions precedent, item 4)",
    '{noun}: "[TBC]" in the draft limit sheet, pending Market Risk sign-off',
    "the NPA Committee has not set a limit on {noun} for this programme",
    "Market Risk will only propose a limit on {noun} once the vol-surface review is done",
    "the limit on {noun} goes to the PGC on the 14th",
)
_REQUEST_FRAMES: Final = (
    "NPA tracker — ref NPA-2024-117\nAction: {task}.\nOpen item: {deferral}.",
    "Hi all,\n\npost PGC (target market: retail, advised, SRI 4) can you {task}? {Deferral}.\n\n"
    "Thx, Henrik (Structuring)",
    "From the desk's to-do list: {task}. {Deferral}; flag anything that hangs on it.",
    "Yday's prints: EUR 62m RC at CPN 9.25% p.a., KI 60%. Next: {task}.\nNB: {deferral}.",
    "Sales here (not risk). Pls {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a utilisation decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. Checked the signed limit sheet (Equity Exotics, v7): {noun} must be "
        "{nomore} {v}. Shout if you need the stress limits too. Anja (Market Risk)",
        "figures",
    ),
    (
        "NPA Committee decision, 12 Sep (quorate, 6 of 7 voting members): APPROVED subject to "
        "conditions.\nCondition 3: {noun}, {limit} {v}.",
        "figures",
    ),
    (
        "Monthly risk report, limits section: book vega EUR -1.3m per vol pt in the 1Y bucket, "
        "dividend delta EUR 0.4m. Under the limit framework {noun} stays at {nomore} {v}.",
        "figures",
    ),
    (
        "Limit sheet export (RiskLimits.xlsx, tab 'EQD_SP'):\n    desk: EQD Structured Products"
        "\n    {key}: {v}\n    approved_by: CRO delegate",
        "bare",
    ),
    (
        "Product governance policy, section 4.2: 'For every note issued under the programme, "
        "{noun} is kept at {nomore} {v}.'",
        "figures",
    ),
    (
        "[09:14] anja.k (MR): fyi hard limit on {noun} = {v}\n[09:15] tom.h (hedging): ok noted ty",
        "figures",
    ),
    (
        "| Limit | Utilisation 30-Jun | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | "
        "Green |",
        "table",
    ),
    (
        "CRO delegated-authority letter, para 2(c): {noun}, {limit} {v}, effective from the "
        "launch of the programme.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A utilisation comfortably inside the limit: above a floor (at most 100 %), below a cap."""
    return round(min(value + 0.05, 1.0) if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a utilisation inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
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
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "product_governance": [
        "Target market: retail clients with informed knowledge; advised and discretionary "
        "channels only.",
        "PRIIPs KID: SRI no higher than 5 for any note distributed to retail.",
        "No underlyings on the bank's restricted list; no notes referencing the bank's own shares.",
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

#: a figure beside the limit in the same limit-sheet extract: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "notional_adv_days_max": ("ADV cap for index underlyings", 20.0),
    "notional_mcap_share_max": ("max share of free float held as delta hedge", 0.03),
    "ki_within_10pct_of_spot_max": ("share of the book in worst-of baskets", 0.6),
    "single_underlying_max": ("share of the book in any one sector", 0.4),
    "issuer_spread_to_ftp_max_bp": ("max secondary-market bid/offer", 100.0),
    "capital_protection_min": ("minimum participation rate", 0.8),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft NPA figure changed in the signed decision
        wrong_value = _away(s, value, 1.5, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft NPA paper (v2, circulated 3 May) had {wrong} for {noun}. The "
                f"Committee's signed decision, condition 3, says {right}."
            )
        else:
            text = (
                f"Limit sheet redline, row 14: {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[MR comment: agreed with Head of EQD, accepted in v7]"
            )
    elif structure == 1:  # a temporary limit excess declined
        wrong_value = _away(s, value, 1.6, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The desk asked for a temporary limit excess (TLE) taking {noun} to {wrong} "
                f"for the Valcourt RC print. Declined by the CRO office; the limit stays at "
                f"{right}."
            )
        else:
            text = (
                f"[10:02] tom.h (hedging): can we get {noun} to {wrong} for the PB deal?\n"
                f"[10:05] anja.k (MR): no, rejected. hard limit is {right}, no TLE approved"
            )
    elif structure == 2:  # the book's utilisation in the daily limit report
        wrong_value = _position(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily limit report: {noun} at {wrong} as of COB 30-Sep, inside the "
                f"{_limit(s)} limit of {right}."
            )
        else:
            text = (
                "| Risk measure | Utilisation COB 30-Sep | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same limit-sheet extract
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Limit sheet extract (EQD Structured Products)\n  " + "\n  ".join(lines)
    else:  # a previous programme's or peer banks' figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the 2021 programme's NPA allowed {wrong} for {noun}. This "
                f"programme's is tighter: {right}."
            )
        else:
            text = (
                f"Our limit sheet sets {noun} at {right}. (Per the structurer's peer survey "
                f"other issuers run {wrong}, but Market Risk would not accept it.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses as limit sheets, NPA conditions, CRO letters and MRC resolutions ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the limit sheet's rows in the mandate's fields
        clause = f"{_cap(noun)}: {_no_more(s)} {written}, measured at each trade date."
        sheet: dict[str, JsonValue] = {
            "limit_1": "Vega per expiry bucket: EUR 2m per vol pt (1Y), EUR 3m per vol pt (3Y).",
            "limit_4": clause,
        }
        return (
            {"risk_limit_sheet": {"equity_exotics": sheet}},
            None,
            ("risk_limit_sheet.equity_exotics.limit_4"),
        )
    if shape == 1:
        decision = (
            "NPA COMMITTEE DECISION — NPA-2024-117 (Phoenix autocallable programme)\n"
            "Outcome: approved with conditions.\n"
            "1. Distribution: advised retail only; KID SRI 4; max 1.5% upfront fee.\n"
            f"2. The desk shall ensure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "3. Post-launch review after six months."
        )
        return None, decision, MANDATE_ID
    if shape == 2:
        letter = (
            "CRO DELEGATED-AUTHORITY LETTER — Head of Equity Derivatives Trading\n"
            "2(a) Equity delta: EUR 25m per 1% move, all underlyings.\n"
            f"2(c) {_cap(noun)}: {_no_more(s)} {written}.\n"
            "2(e) Any excess is reported to Market Risk by 10:00 the next business day."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the desk mandate's limits in the mandate's fields
        limits: list[JsonValue] = [
            "Products: autocallables, reverse convertibles, capital-protected notes, AMCs.",
            "Tenor: no note longer than 7Y at issue.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"desk_mandate": {"version": "2024-2", "limits": limits}},
            None,
            "desk_mandate.limits[2]",
        )
    resolution = (
        "MARKET RISK COMMITTEE — RESOLUTION MRC/24/09 (carried unanimously)\n"
        "WHEREAS the Q3 pipeline is concentrated in autocallables on European single stocks;\n"
        f"IT IS RESOLVED that {noun} be {_op(s)} {written} for the programme's life, and that "
        "utilisation be reported in the daily limit report."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Pls re-run the issuance allocation; every limit on the sheet applies.",
    "Re-size the Q3 pipeline across underlyings inside the desk's limits.",
    "Ahead of the MRC, re-optimise the allocation within all NPA conditions and risk limits.",
    "Add the Valcourt RC tranche (EUR 40m) to the programme, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the desk's risk limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "NPA Committee delegation to the desk: {noun} may be set anywhere between {lo} and {hi} "
    "without coming back to the Committee.",
    "Risk limit sheet, note 6: {noun} has a soft band of {lo} to {hi}; the Head of Desk decides "
    "where in the band to run it.",
    "| Parameter | Band | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Head of Desk "
    "(no MRC approval needed inside the band) |",
    "E-mail from the Head of EQD Trading: set {noun} yourselves; anything from {lo} up to {hi} "
    "is fine with Risk.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The limit sheet fixes {noun} at {point}. The {lo}–{hi} band in the policy is only "
        "Market Risk's early-warning trigger; it gives the desk no discretion.",
        "The limit sheet lets {noun} sit anywhere in the {lo}–{hi} band in the policy; the desk "
        "chooses the level.",
    ),
    (
        "MRC minutes, item 5: the desk asked to run {noun} anywhere between {lo} and {hi}. "
        "Rejected: it stays at {point} until the annual limit review.",
        "MRC minutes, item 5: the desk asked to run {noun} anywhere between {lo} and {hi}. "
        "Approved: the desk may choose within that band.",
    ),
    (
        "Note to the desk: Market Risk has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the desk: Market Risk has delegated the level of {noun} to you. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the limit sheet's fields, as a mandate message, or in the NPA's
    conditions."""
    if shape == 0:
        return {"risk_limit_sheet": {"notes": text}}, None
    if shape == 1:
        return None, f"Delegated authorities matrix (approved by the MRC)\n\n{text}"
    return {"npa_conditions": {"annex_b": [text, "Post-launch review after six months."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective for the AMC's reference basket, as the term sheet, the
#: NPA, the KID, the structurer's e-mail and strategy committee minutes put them; the first of
#: each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "AMC term sheet, Investment strategy: the reference basket is weighted for the highest "
        "Sharpe ratio.",
        "NPA-2024-131, product description:\nthe Portfolio Manager weights the reference basket "
        "to maximise return per unit of volatility (Sharpe ratio).",
        "KID, 'What is this product?', Objectives: the basket is rebalanced to earn the most "
        "return for the risk it takes, measured by the Sharpe ratio.",
        "Structurer's e-mail: client wants best risk-adjusted, so pls maximise the Sharpe ratio "
        "of the basket.",
        "Strategy committee minutes, item 3: AGREED that the AMC basket is weighted to maximise "
        "the Sharpe ratio.",
    ),
    "variance": (
        "AMC term sheet, Investment strategy: the reference basket is weighted for the lowest "
        "volatility possible.",
        "NPA-2024-131, product description:\nthe basket is weighted for minimum variance, with "
        "no view on expected returns.",
        "KID, 'What is this product?', Objectives: the basket aims at the steadiest ride "
        "available, the lowest volatility, whatever the return forecasts say.",
        "Structurer's e-mail: client is a corporate treasury, wants it dull; minimise the "
        "basket's variance and leave return forecasts out of it pls.",
        "Strategy committee minutes, item 3: AGREED that the AMC basket is weighted to minimise "
        "variance.",
    ),
    "tracking": (
        "AMC term sheet, Investment strategy: the reference basket follows the EURO STOXX 50 "
        "as closely as it can.",
        "NPA-2024-131, product description:\nthe basket replicates the SX5E with the smallest "
        "tracking error achievable.",
        "KID, 'What is this product?', Objectives: the basket mirrors the EURO STOXX 50 index, "
        "with minimal tracking error.",
        "Structurer's e-mail: can the basket just shadow SX5E? Minimise tracking error against "
        "it, pls.",
        "Strategy committee minutes, item 3: AGREED that the AMC basket minimises tracking "
        "error to the EURO STOXX 50.",
    ),
    "return": (
        "AMC term sheet, Investment strategy: the reference basket is weighted for the highest "
        "expected return, with no risk penalty.",
        "NPA-2024-131, product description:\nthe basket is weighted for the highest expected "
        "return; risk does not enter the objective.",
        "KID, 'What is this product?', Objectives: the basket is weighted to maximise expected "
        "return, with no allowance for risk.",
        "Structurer's e-mail: the PB clients bought this for upside, so just go for the "
        "highest expected return, no risk adjustment.",
        "Strategy committee minutes, item 3: AGREED that the AMC basket is weighted to maximise "
        "expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft term sheet sent to the distributor read: "{old}" That was changed after the PGC '
    "review; the final wording is:\n\n{new}",
    "~~{old}~~ (struck at the NPA Committee, 3 Oct)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the Head of Structuring: pls ignore my earlier mail on the objective. The NPA "
    "Committee decided:\n\n{new}",
    "Correction, agreed at the strategy committee on 3 Oct (replaces the objective sent "
    "earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the AMC's quarterly rebalance:\n\n{ask}",
    "{ask}\n\nPls set the basket weights accordingly. Thx, Structuring",
    "AMC at a glance: EUR 85m outstanding, denomination EUR 1,000, issue price 100%, "
    "management fee 0.75% p.a.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights of the AMC's reference basket across its eligible underlyings",
    purpose="solve for the basket weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="basket weights",
    section_title="Basket weights",
    description="the basket weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, quoted or
    redlined; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the single-stock market data from 2008 to 2019",
        "the single-stock market data from 2008 to 2014",
    ),
    ("all market data up to Dec-17", "all market data up to Dec-14"),
    (
        "daily fixings and vol marks of the book's underlyings, Jan-10 to Jun-20",
        "daily fixings and vol marks of the book's underlyings, Jan-10 to Dec-14",
    ),
    (
        "the 2009–2018 history in the pricer's market-data store",
        "the 2009–2014 history in the pricer's market-data store",
    ),
    (
        "weekly marks (vols, dividends, correlations) from Q1 2011 to Q4 2016",
        "weekly marks (vols, dividends, correlations) from Q1 2011 to Q4 2014",
    ),
    (
        "the desk's full trade and fixing history (2007 – Mar 2021)",
        "the desk's full trade and fixing history (2007 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the local-vol skew parameters were calibrated",
    "the implied dividend curve for the single stocks was fitted",
    "the basket correlation matrix was estimated",
    "the KI probability model's barrier shift was tuned",
    "the autocall-level screen for new issuance was chosen",
)
_LEAK_FRAMES: Final = (
    "Model validation note, assumptions: {action} on {period}.",
    "From the pricer's config log (v3.8): {action} using {period}, and that setting runs "
    "unchanged in all three test folds.",
    "For the NPA Committee: {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The back-test prices each note at its trade date with the final fixing's closing "
        "price of the worst-performing underlying.",
        "The back-test prices each note at its trade date with that day's closing prices only.",
    ),
    (
        "Forwards in the back-test use each dividend as the company later declared it, "
        "including dividends announced after the pricing date.",
        "Forwards in the back-test use the dividend forecasts as they stood on each pricing "
        "date; nothing declared later is used.",
    ),
    (
        "Each day's hedge ratios are computed from the next day's vol surface.",
        "Each day's hedge ratios are computed from the previous close's vol surface.",
    ),
    (
        "Only notes whose knock-in status at maturity was 'not triggered' are kept in the "
        "back-tested sample.",
        "Every note issued in the period is kept in the back-tested sample, whatever its "
        "knock-in status turned out to be.",
    ),
    (
        "Strikes and spot refs are restated for the underlyings' later corporate actions "
        "(splits, spin-offs), applied from each note's trade date.",
        "Strikes and spot refs are adjusted for corporate actions only from each action's "
        "ex-date, as the calculation agent did at the time.",
    ),
)
_LEAK_ASKS: Final = (
    "The NPA Committee wants a three-fold walk-forward back-test of the issuance allocation "
    "before launch.",
    "Pls back-test the AMC basket overlay walk-forward, three folds, for Model Validation.",
    "Market Risk action: run a three-fold walk-forward test of the desk's allocation model.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, TAG, REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Brennhardt Automobil"
_ENTITY: Final = "ent_brennhardt_automobil"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("QoQ in Q4 2022", (10, 11)),
    ("over the 12M to Dec-22", (7, 11)),
    ("over the two years to Dec-22", (3, 11)),
    ("since Q1 2020, pre-COVID", (0, 11)),
    ("from the Q2 2020 trough to Q2 2022", (1, 9)),
    ("between YE20 and mid-21", (3, 5)),
    ("since the 2011 IPO", None),
    ("since BRH joined the SX5E", None),
    ("over the last ten years", None),
)


#: "c. 12%", "north of 10%", "just shy of 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="north of {}%", short="just shy of {}%", about="c. {}%")


_by_points = partial(_change_by, "by {:.1f}pp", 0.2)


_by_turns = partial(_change_by, "by {:.2f}x", 0.05)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            31200.0,
            19800.0,
            27400.0,
            30100.0,
            28900.0,
            29600.0,
            27800.0,
            33500.0,
            35200.0,
            37900.0,
            38600.0,
            41800.0,
        ),
        ("Revenue", "Brennhardt Automobil's revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell QoQ", never_fell),
            ("{s} held up", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin_pct",
        (11.8, 2.1, 9.6, 12.4, 12.9, 11.7, 8.3, 10.9, 12.1, 13.0, 12.6, 13.4),
        ("EBITDA margin", "Brennhardt Automobil's EBITDA margin", "The group's EBITDA margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never rose QoQ", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "industrial_free_cash_flow",
        (
            1450.0,
            310.0,
            2200.0,
            2900.0,
            1800.0,
            1650.0,
            720.0,
            2400.0,
            1900.0,
            2350.0,
            2050.0,
            3100.0,
        ),
        ("Industrial FCF", "Brennhardt Automobil's industrial free cash flow", "Free cash flow"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell QoQ", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (1.1, 2.6, 1.9, 1.4, 1.3, 1.35, 1.6, 1.2, 1.05, 0.95, 1.0, 0.8),
        ("Net debt / EBITDA", "Brennhardt Automobil's leverage", "Leverage (net debt / EBITDA)"),
        (
            ("{s} rose {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never rose QoQ", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above its year-earlier level in every quarter of 2022 (YoY)",
    down_all="{s} was below its year-earlier level in every quarter of 2022 (YoY)",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at over 10% p.a. from Q4 2020 to Q4 2022",
    shrank="{s} shrank by over 10% p.a., compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Dividend risk report, underlying commentary (BRH GY): {claim} [1]; we keep the FY23 "
    "dividend assumption at consensus.",
    "NPA underlying-eligibility review, credit section: {claim} [1].",
    "| Underlying | Fundamentals note |\n|---|---|\n| Brennhardt Automobil AG (BRH GY) | "
    "{Claim} [1] |",
    "Structurer's e-mail to sales: quick colour on BRH for the Phoenix pitch: {claim} [1]. "
    "Vol still rich vs peers.",
    "[11:42] tom.h (hedging): fwiw {claim} [1], so the div swap looks cheap",
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
        left_out=lambda h, w, c: h.startswith("QoQ") and "QoQ" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZN: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
