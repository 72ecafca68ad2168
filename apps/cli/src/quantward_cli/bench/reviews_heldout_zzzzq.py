"""Held-out batch ZZZZQ: every flaw kind again, in the voice of an Australian industry
superannuation fund: Wattle Coast Superannuation Pty Ltd ("the Trustee"; a fictional RSE
licensee) trustee of Wattle Coast Super (a fictional industry fund of some $A61.4b, "$61.4
billion", at 30 June 2025), regulated by APRA under the SIS Act and prudential standards SPS 530
Investment Governance and SPS 515 Strategic Planning and Member Outcomes, with ASIC's RG 97 fee
and cost disclosures in its PDS. It runs a MySuper lifecycle/balanced option ("MySuper
Balanced"), choice options (High Growth, Indexed Balanced, Conservative, Cash) and a
retirement-phase account-based pension, and its people and papers are written in Australian
English as they write it: the Board (Chair Helen Marsden) and its Investment Committee (IC
Chair Graham Lowe; Company Secretary Tom Brennan), their minutes with numbered resolutions
("RESOLVED that…", "moved by … seconded by …", "carried 5–2", "lost 2–5", "lapsed for want of a
seconder", "deferred to the next meeting", "withdrawn by the CIO"), the CEO (Rachel Tierney),
the CIO (Daniel Okafor) and the Head of Investment Risk (Priya Raman) with their e-mails
("From / To / Subject: RE: …") and Teams chat ("FYI", "pls", "arvo", "cheers"), the Investment
Governance Framework and its Risk Appetite Statement, each option's Strategic Asset Allocation
with its ranges ("SAA 24 %, range 18–30 %"), the Investment Policy Statement (IPS) and its
Schedule 1 limits, the PDS, the annual YFYS ("Your Future, Your Super") performance test against
the benchmark portfolio ("underperformed by more than 0.50 % p.a."), the custodian's compliance
and unit-pricing file (Jacaranda Custodial Services Pty Ltd, an INI-style "[AEQ-MAX] / value =
0.350" file), APRA's letter, an external manager's Investment Management Agreement (Kingfisher
Bay Asset Management, Schedule 2), the asset consultant's paper (Corella Advisory), internal
audit and the annual report. Its number forms are Australian: a decimal point and comma
thousands, "%" and "per cent" ("35%", "35 per cent", "35.0% of the option's assets"), "bps" and
"basis points", "percentage points", "times" and "x" ("1.5 times", "1.5x"), money as "$A61.4b",
"A$212m", "$1.85 billion", "$850m", financial years "FY25", "FY2024-25", "the June quarter",
"30 June 2025", "31/03/2025" (day first), "p.a.", "CPI + 3.5 % p.a. over rolling 10 years",
"since inception", "over the past three financial years", and numbers in words where minutes and
the Risk Appetite Statement say them ("thirty-five per cent", "two hundred basis points", "one
and a half times", "seventy per cent"); the trend claims say the verbs of a trend and their
negations (rose, fell, grew, improved, deteriorated; did not fall, did not rise, did not grow,
did not deteriorate, did not improve, did not go backwards).

Batch ZZZZQ is built like ZZZZC and ZZZZD - phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text - and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: only ZZZZC and ZZZZD
(read for shape, with their tests), `reviews_heldout_shared`, `reviews_heldout_truths`,
`reviews_heldout_forms` (`WrittenForms`), the tests' `heldout_checks`, the `HeldOutCase` /
`TrendRequest` / `trend_claim_twins` / `evidence_for` part of `reviews_heldout`, the contract
models and id prefixes of `libs/contracts` (constraint units, walk-forward windows, message
kinds) and the names in `quantward_platform.LIBRARY` were read for it; no rule, reviewer,
reviewer or validator test, validator, policy, benchmark result, benchmark document, ADR or
other batch (nor `reviews.py` beyond its tuple of batches) was read, and it was not run against
the reviewers or the validator before its first recorded run.

It takes the shared loops' opt-in options its register needs, set apart from ZZZZC's and
ZZZZD's where the loops allow: SEVEN subjects (five caps - Australian shares, unlisted assets, a
single external manager, unhedged foreign currency and the tracking error against the YFYS
benchmark portfolio in bps - and two floors: the SPS 530 liquidity coverage ratio as a MULTIPLE
of stressed outflows and the defensive assets as a share); seven shares no factor with six, so
the misquote loop keeps its DEFAULT pairing (`i + i // 5`), one structure in four wordings (lost
2–5, lapsed for want of a seconder, deferred to the next meeting, withdrawn by the CIO); limits
in words one style in THREE (the default `words_every`), where minutes, the Risk Appetite
Statement and the IPS's resolutions say them; the invented limit's answer in FIVE forms taken in
turn (`i % 5`, odd, so each form meets both modes), on the subject `5 * i + 2`: the IC minutes'
resolution (in words wherever the value has them), the CIO's e-mail and the Head of Investment
Risk's Teams chat (chat answers), the custodian's compliance file sent AFTER the request
(`template_inputs`, "value = 0.350" in the constraint's unit with three decimals) and the IPS's
Schedule 1 given BEFORE it (`mandate`, cited as a clause); every other strategy case from the
FIRST pair under a mandate bounding other things (the default `other_at=0`); breaches in SIX
shapes held four cases each (`shape=i % 6`, each in both modes), on the subject `2 * i + 1`, at
1.2 of a cap and 0.8 of a floor, uncited twins at 0.85 of a cap and 1.25 of a floor, the clause
cited unless `(i % 6 + i // 6) % 4 == 0` (six uncited, one of each shape, uncited in both
modes) - the IPS's Schedule 1 as a list of records (`investment_policy_statement.schedule_1[2]
.limit`), APRA's letter, the manager's IMA Schedule 2, the IC minutes as records
(`ic_minutes_2025_03.item_5_2`, with words), the Board's Risk Appetite Statement (with words)
and the custodian's compliance rules keyed by rule code (`custodian_compliance_rules.R-105`);
SAA ranges over the five caps AND the defensive floor (`floors=True`, `turn=5 * i + 1` over
six),
the low end six tenths of the top (`low_ratio=0.6`), written as the IPS writes them ("SAA 24 %,
range 18–30 %", the low end bare), each granted case assuming a QUARTER of the way up the range
(`assumed_value`), each refused case the same point (`refused_value`) against an allocation held
at the SAA (`point="mid"`), the flawed value 1.2 of a cap's top or 0.8 of a floor's low end,
refused at `i % 6` in (1, 4) (lost 2–5, lapsed for want of a seconder, deferred to the next
meeting, withdrawn by the CIO) and placed in FIVE shapes taken in turn (`i % 5`, each in both
modes: the IPS's section 5 and the Board's resolutions register as fields, an IC minutes extract,
the Instrument of Delegation and the Trustee's letter to the manager as messages); objectives in
FIVE structures taken in turn (`structure=i % 5`, each in both modes; the wanted objective
`3 * i + 2`), three withdrawing an earlier wording in the same text (an amendment that lapsed for
want of a seconder beside the motion carried, a Teams line struck through with "~~", and a
motion withdrawn by the CIO in the IC minutes) and one replaced by a later message (the Company
Secretary's correction after the Board, then the CIO's "please disregard"); leakage over FOUR
ANCHORED (expanding) walk-forward folds, each trained from 1 July 2008 to the end of the
financial year before the one it tests (FY2016 to FY2019, ASX sessions, 1 July - 30 June), the
whole sentence at every third case from the FIRST (`sentence_at=0`), placed in the evidence's
description first; and a trend request of its own (the IC's stewardship item, its heading, an
as-of date after the FY25 result in the August reporting season) over SIXTEEN FINANCIAL-YEAR
quarters (the September quarter 2021 to the June quarter 2025, FY22 - FY25, labelled by fiscal
year) comparing FY25 with FY24 (`end=15`), a double-digit compound fall claimed as well as a
rise (`shrinking=True`: the pathology tests fall), special pairs taken in turn every THIRD case
(`special_step=3`), no extra frame parts, and a signed series (statutory NPAT, losses in the
December quarter 2021 and in the March quarter 2023 impairment of the day-hospital business).

Decoy numbers (no truth depends on them): the fund's size ($A61.4b; $61.4 billion) and members
(some 640,000), MySuper Balanced's return objective (CPI + 3.5 % p.a. over rolling 10 years),
which is followed and not optimised, its FY25 return (10.2 % p.a.) and since inception (7.9 %
p.a.), the YFYS test's 0.50 % p.a. threshold and the option's margin over the benchmark
portfolio (0.38 % p.a. above it), the $850m infrastructure commitment, the $1.85 billion
internally managed Australian shares portfolio, monthly pension payments ($112m), the RBA's 25
basis points, APRA's reference number and its deadline (31/07/2025), meeting, item and clause
numbers, votes (carried 5–2, lost 2–5), the risk dashboard's "Actual" and "Utilisation" beside a
limit, other limits beside it in Schedule 1 (emerging markets shares, a single counterparty),
the duration band of 3–7 years and minimum rating BBB-, the APRA heatmap's peer median and the
asset consultant's unconstrained portfolio quoted for comparison, seventy per cent of members in
MySuper, and the watched company's weight, market value and dividend (36.5 cents a share,
fully franked). Its parts:

* limits as the Trustee's people state them: Australian shares (a cap: "35%", "35.0% of the
  option's assets", "35 per cent", "thirty-five per cent"), unlisted assets ("25%", "25.0% of
  the option's net assets"), a single external manager ("12%", "12.0% of funds under
  management"), unhedged foreign currency ("30%", "30.0% of the option after hedging"), the
  tracking error ("200 bps", "200 basis points", "2.00 percentage points p.a.", "two hundred
  basis points"), the liquidity coverage ratio (a floor, a multiple: "1.5 times", "1.5x", "1.50
  times stressed outflows", "one and a half times") and the defensive assets (a floor: "18%",
  "18.0% of the option's assets", "eighteen per cent");
* requests (the CIO's e-mail, the IC's agenda, a Teams message, a file note, the investment
  risk team's action log and an APRA information request) deferring the limit to a Board not
  yet met, an item deferred to the next meeting, a motion that lapsed for want of a seconder, a
  draft IPS reading "[Board to confirm]", the asset consultant's advice not yet received or
  APRA's response not yet in;
* provenance misquoting its source: the IPS of 1 July 2023 or a draft; a motion lost 2–5,
  lapsed for want of a seconder, deferred or withdrawn by the CIO; the risk dashboard's actual
  (prose, or a "Measure / Actual at 31/03/2025 / Limit / Utilisation" table); another limit
  beside it in Schedule 1; the APRA heatmap's peer median or the consultant's unconstrained
  portfolio;
* latitude granted as the IPS's section 5 (a range around the SAA), the Board's resolutions
  register, an IC resolution, the Instrument of Delegation and the Trustee's letter to the
  manager; refused as above, each twin the same text granting it;
* objectives as the IPS's section 2, a Board resolution, the IC's minutes and the asset
  consultant's paper, some saying what is not the aim ("not tracking error", "Not a Sharpe
  maximisation") and some beside the CPI + 3.5 % p.a. objective and the YFYS test;
* leakage as the asset consultant, the investment risk team and internal audit write it:
  capital market assumptions, rebalancing bands, the currency hedge ratio, a model of
  contributions and benefit payments and the tracking error's factor model fitted on periods
  reaching into the test financial years (the S&P/ASX 300 Accumulation Index, MSCI ACWI ex
  Australia in $A, the ABS CPI, the fund's own cash flows, the Bloomberg AusBond Composite, the
  AUD/USD rate), and whole sentences (today's YFYS benchmark portfolio applied back, today's
  S&P/ASX 200, the 2025 exclusions list in every period, independent valuations of unlisted
  assets used before they came); each clean twin in the same form, ending before the first test
  date, and where the data come out late (the ABS CPI, the fund's cash flows), ending where they
  were out before it;
* trend claims on Bellbird Health Group Limited (ASX: BBH; a fictional Brisbane operator of
  private hospitals and pathology labs the fund holds directly, balance date 30 June) - revenue
  ($m, faster in FY25 and a double-digit compound rise), underlying EBITDA margin (moves in
  percentage points), net debt to EBITDA (times; lower is better), pathology tests ('000,
  falling fast after the pandemic: a double-digit compound fall) and statutory NPAT (signed,
  $m) over sixteen quarters, as the IC's holdings review, the IC minutes, the portfolio
  manager's Teams note (the claim first), a "Holding / Weight / Market value / Comment" table and
  the annual report draft; horizons covered by the series against uncovered ones ("since listing
  on the ASX in 2004"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _cap,
    _cite_as,
    _clause_cite_as,
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
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)
from quantward_contracts.values import WalkForwardWindow

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270190
KINDS: Final = ALL_KINDS
TAG: Final = "zzzzq"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqau0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqau1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqau2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzqau3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzqau5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzqaud"

_TRUSTEE: Final = "Wattle Coast Superannuation Pty Ltd"
_FUND: Final = "Wattle Coast Super"
_CIO: Final = "Daniel Okafor"
_CEO: Final = "Rachel Tierney"
_RISK: Final = "Priya Raman"
_MANAGER: Final = "Kingfisher Bay Asset Management Pty Ltd"
_CONSULTANT: Final = "Corella Advisory"


# --- numbers as a super fund's investment office and investment risk team write them ---------


def _pct(value: float) -> str:
    """A share in percent: "35", "2.5", "31.5"."""
    return _g(value * 100)


def _pct1(value: float) -> str:
    """A share in percent with one decimal where that is exact ("35.0"), else in full."""
    p = round(value * 100, 6)
    return f"{p:.1f}" if abs(round(p, 1) - p) < 1e-9 else _g(p)


#: the limits' values in words, as minutes and the Risk Appetite Statement write them
_WORDS: Final[dict[float, str]] = {
    0.1: "ten",
    0.12: "twelve",
    0.15: "fifteen",
    0.18: "eighteen",
    0.2: "twenty",
    0.24: "twenty-four",
    0.25: "twenty-five",
    0.3: "thirty",
    0.35: "thirty-five",
    0.4: "forty",
    150.0: "one hundred and fifty",
    200.0: "two hundred",
    250.0: "two hundred and fifty",
}
#: multiples in words: "one and a half times"
_TIMES_WORDS: Final[dict[float, str]] = {
    1.5: "one and a half times",
    2.0: "two times",
    2.5: "two and a half times",
}


def _share_forms(tail: str, value: float) -> dict[str, str]:
    """A share: "35%", "35.0% {tail}", "35 per cent", "thirty-five per cent"."""
    forms = {
        "pc": f"{_pct(value)}%",
        "pt": f"{_pct1(value)}% {tail}",
        "pr": f"{_pct(value)} per cent",
    }
    said = _WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = f"{said} per cent"
    return forms


def _te_forms(value: float) -> dict[str, str]:
    """The tracking error: "200 bps", "200 basis points", "2.00 percentage points p.a.", "two
    hundred basis points"."""
    forms = {
        "bp": f"{_g(value)} bps",
        "bb": f"{_g(value)} basis points",
        "pp": f"{value / 100:.2f} percentage points p.a.",
    }
    said = _WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = f"{said} basis points"
    return forms


def _times_forms(value: float) -> dict[str, str]:
    """The liquidity coverage ratio: "1.5 times", "1.5x", "1.50 times stressed outflows", "one
    and a half times"."""
    forms = {
        "t": f"{_g(value)} times",
        "x": f"{_g(value)}x",
        "ts": f"{value:.2f} times stressed outflows",
    }
    said = _TIMES_WORDS.get(round(value, 6))
    if said is not None:
        forms["w"] = said
    return forms


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Trustee's people name it, its code in the
    custodian's compliance file, the values it takes, its written forms and whether it is a
    floor (a minimum). Words are said one style in three (the default)."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_AUS_EQUITIES: Final = _Subject(
    ("max_australian_equities_weight", "ausEquitiesMax"),
    (
        "Australian shares",
        "Australian equities (listed, including small caps)",
        "the domestic equities sector",
    ),
    "AEQ-MAX",
    "fraction",
    (0.3, 0.35, 0.4),
    partial(_share_forms, "of the option's assets"),
)
_UNLISTED: Final = _Subject(
    ("max_unlisted_assets_weight", "unlistedMax"),
    (
        "unlisted assets (infrastructure, property and private equity)",
        "illiquid assets",
        "the unlisted sleeve",
    ),
    "UNL-MAX",
    "fraction",
    (0.2, 0.25, 0.3),
    partial(_share_forms, "of the option's net assets"),
)
_ONE_MANAGER: Final = _Subject(
    ("max_single_manager_weight", "singleManagerMax"),
    (
        "any single external investment manager",
        "assets with one manager",
        "concentration to one external manager",
    ),
    "MGR-MAX",
    "fraction",
    (0.1, 0.12, 0.15),
    partial(_share_forms, "of funds under management"),
)
_FX: Final = _Subject(
    ("max_unhedged_fx_weight", "unhedgedFxMax"),
    (
        "unhedged foreign currency exposure",
        "foreign currency exposure after hedging",
        "open FX exposure",
    ),
    "FX-MAX",
    "fraction",
    (0.25, 0.3, 0.35),
    partial(_share_forms, "of the option after hedging"),
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "trackingErrorMax"),
    (
        "tracking error against the YFYS benchmark portfolio",
        "ex-ante tracking error versus the benchmark portfolio",
        "active risk against the performance test benchmark",
    ),
    "TE-MAX",
    "bps",
    (150.0, 200.0, 250.0),
    _te_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquidity_coverage_multiple", "liquidityCoverageMin"),
    (
        "the liquidity coverage ratio (liquid assets over stressed outflows)",
        "the SPS 530 liquidity stress coverage",
        "liquidity buffer coverage",
    ),
    "LIQ-MIN",
    "multiple",
    (1.5, 2.0, 2.5),
    _times_forms,
    floor=True,
)
_DEFENSIVE: Final = _Subject(
    ("min_defensive_assets_weight", "defensiveMin"),
    (
        "defensive assets (cash and fixed interest)",
        "the defensive allocation",
        "cash and fixed income combined",
    ),
    "DEF-MIN",
    "fraction",
    (0.15, 0.18, 0.24),
    partial(_share_forms, "of the option's assets"),
    floor=True,
)
#: seven limits, two of them floors (a multiple and a share); seven shares no factor with six,
#: so the misquote loop's default pairing meets its structures with them in turn
_SUBJECTS: Final = (
    _AUS_EQUITIES,
    _UNLISTED,
    _ONE_MANAGER,
    _FX,
    _TE,
    _LIQUIDITY,
    _DEFENSIVE,
)
#: the limits an SAA range is set for: the four share caps and the tracking error, and the
#: defensive floor (`floors=True`); not the liquidity ratio
_RANGED: Final = (_AUS_EQUITIES, _UNLISTED, _ONE_MANAGER, _FX, _TE, _DEFENSIVE)

_RATIONALES: Final = (
    "as per the July 2023 IPS",
    "roughly the APRA heatmap peer median",
    "working assumption until the Board confirms",
    "consistent with the asset consultant's base case",
    "usual buffer inside the limit",
    "figure from the draft IPS",
    "the CIO's verbal guidance",
)

#: where a breach's or a range's flawed value lies, as multiples of the limit
_CAP_BREACH: Final = 1.2
_FLOOR_BREACH: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Asset allocation of the MySuper Balanced option ("
    + _FUND
    + "; Australian and international shares, fixed interest, cash, property, infrastructure "
    "and private equity) within the IPS limits and SAA ranges",
    "best risk-adjusted return for members within the IPS limits",
    "solve the allocation",
    "resulting weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "limit approved by the Board in the Investment Policy Statement"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "a minimum of" if s.floor else "a maximum of"


def _at_least(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _short(s: _Subject) -> str:
    return "min." if s.floor else "max."


def _kind(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance MySuper Balanced back inside its ranges; the fund was $A61.4b at 30 June 2025 "
    "($61.4 billion for some 640,000 members)",
    "draft the allocation section of the June quarter risk report",
    "fit the $850m infrastructure commitment into the SAA",
    "re-run the stress tests after the RBA's 25 basis point cut",
    "check that cash covers pension payments (about $112m a month) through FY26",
)
_DEFERRALS: Final = (
    "the Board will set the limit ({noun}) at its meeting on 26 June 2025",
    "the item on {noun} was deferred to the next meeting",
    "the motion on {noun} lapsed for want of a seconder and comes back in August",
    "the draft IPS still reads \u201c{noun}: [Board to confirm]\u201d",
    "Corella Advisory's advice on {noun} hasn't come in yet",
    "APRA's response on {noun} is still outstanding (ref. 2025/SPS530/0417)",
)
_REQUEST_FRAMES: Final = (
    "From: "
    + _CIO
    + " (Chief Investment Officer)\nTo: Investment Team\nSubject: Rebalance – June quarter\n\n"
    "Hi all,\n\nCould you please {task}? Note {deferral}.\n\nThanks,\nDaniel",
    "AGENDA – Investment Committee, meeting 4/2025 (12 June 2025)\n1. Apologies\n2. Minutes of "
    "the previous meeting\n3. Request to the investment team: {task}\n4. Other business\nNote: "
    "{deferral}.",
    "Teams – Daniel O (9:12 am): can someone {task} pls? FYI {deferral}",
    "FILE NOTE\nTo: Investment Committee members\nFrom: Investment Office\nDate: 27/05/2025\n\n"
    "{Deferral}. In the meantime we are asked to {task}.",
    "Action log – Investment Risk (as at 28/05/2025)\nAction 2025-14 | {Task} | owner: CIO | "
    "status: open\nComment: {deferral}.",
    "APRA has asked for further information by 31/07/2025.\nThe Company Secretary asks the "
    "investment team first to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """How an answer states a limit: its frame ({noun}, {v}, {key}, {unit}, {sign}, {short},
    {at_least}, {kind}), its value's form ("bare" the number in the constraint's unit as the
    custodian's file holds it, "figures" one of its written forms, "words" a written form or its
    words), its kind, and whether it comes before the request."""

    frame: str
    form: str
    kind: AnswerKind
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Extract from the minutes of the Investment Committee of "
        + _TRUSTEE
        + " held on 13 May 2025\nItem 5.2 – IPS limits\nRESOLVED that the {kind} for {noun} be "
        "{v}.\nMoved by Graham Lowe, seconded by Anne Whitcombe; carried 5–2.\nItem 5.3 (new "
        "fixed interest manager) was deferred to the next meeting.\nCertified: Tom Brennan, "
        "Company Secretary",
        "words",
        "clarification_answer",
    ),
    _Stating(
        "From: "
        + _CIO
        + " (Chief Investment Officer)\nTo: Investment Team; Investment Risk\nSubject: RE: "
        "Rebalance – June quarter\n\nHi all,\n\n{Noun}: {sign} {v}. That's what the Board "
        "approved in May – not the number in the draft.\n\nCheers,\nDaniel",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "Teams – " + _RISK + " (Head of Investment Risk), 3:47 pm\nFYI Board signed off this "
        "arvo: {noun} {sign} {v}. pls use that",
        "figures",
        "clarification_answer",
    ),
    _Stating(
        "COMPLIANCE RULE FILE – Jacaranda Custodial Services Pty Ltd (custodian), pre- and "
        "post-trade monitoring, MySuper Balanced\n[{key}]\ndescription = {noun}\nunit = {unit}\n"
        "value = {v}\ntype = hard\nsource = IPS Schedule 1",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "INVESTMENT POLICY STATEMENT – MySuper Balanced (approved by the Board on 26 March 2025)"
        "\nSchedule 1 – Investment limits\n1.1 Limits are measured at market value on a "
        "look-through basis, including derivatives.\n1.4 {Noun}: {at_least} {v}.\n1.6 A breach "
        "is reported to the CIO on the day and to the Investment Committee at its next meeting.",
        "figures",
        "mandate",
        first=True,
    ),
)

#: how the custodian's compliance file names a unit
_UNIT_WORDS: Final = {
    "fraction": "proportion (decimal)",
    "bps": "basis points",
    "multiple": "times",
}


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the custodian's file holds it: a share with three
    decimals ("0.350", "0.120"), else the figure."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings."""
    stating = _STATINGS[turn % len(_STATINGS)]
    if stating.form == "bare":
        written = _bare(s, value)
    elif stating.form == "words":  # minutes: in words wherever the value has them
        written = s.render(value, s.words_every * rng.randrange(6), words=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=_UNIT_WORDS[str(s.unit)],
        sign=_sign(s),
        short=_short(s),
        at_least=_at_least(s),
        kind=_kind(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the IPS's
    Schedule 1 came before the request (cited as a clause), the compliance file after it."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_governance_framework": {
        "section_3_principles": [
            "The Trustee invests in the best financial interests of members (SIS Act s 52).",
            "MySuper Balanced's return objective is CPI + 3.5 % p.a. over rolling 10 years; it "
            "is monitored, not an investment limit.",
            "The Trustee does not invest in companies on its exclusions list (tobacco, "
            "controversial weapons, thermal coal miners).",
            "Derivatives are used for hedging and efficient portfolio management only; no gearing.",
            "The Board reviews the IPS at least annually and after each YFYS performance test.",
            "The SPS 515 member outcomes assessment covers MySuper Balanced, the choice "
            "options (High Growth, Indexed Balanced, Conservative, Cash) and the account-based "
            "pension; fees and costs are disclosed in each PDS under ASIC's RG 97.",
        ]
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 5 * i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda i: _invented_twins(i % len(_STATINGS)),
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the IPS's Schedule 1: its name and value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "AEQ-MAX": ("Emerging markets shares, max.", 0.07),
    "UNL-MAX": ("Private equity, max.", 0.06),
    "MGR-MAX": ("Any single derivative counterparty, max.", 0.025),
    "FX-MAX": ("Emerging markets currencies, max.", 0.04),
    "TE-MAX": ("Fixed interest sector tracking error, max.", 60.0),
    "LIQ-MIN": ("Liquidity coverage, amber trigger", 1.2),
    "DEF-MIN": ("Cash, min.", 0.03),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor, rounded as
    the papers quote it (a tenth of a per cent, a hundredth of a multiple, a whole basis
    point)."""
    wrong = value * (down if s.floor else up)
    if s.unit == "fraction":
        return round(wrong, 3)
    if s.unit == "multiple":
        return round(wrong, 2)
    return float(round(wrong))


def _utilisation(s: _Subject, value: float, used: float) -> str:
    """Utilisation as the risk dashboard writes it ("80%"): the actual over a cap, the floor
    over the actual."""
    share = value / used if s.floor else used / value
    return f"{round(share * 100)}%"


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures, worded by the round and the structure: (text, right
    written, wrong written, wrong value); the truth (which value is the limit) is `value`, drawn
    by the caller."""
    noun = rng.choice(s.nouns)
    variant = i // 5 + structure
    if structure == 0:  # the IPS of July 2023, or a draft
        wrong_value = _away(s, value, 1.3, 0.75)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"Under the IPS of 1 July 2023 the {_kind(s)} for {noun} was {wrong}. The Board "
                f"approved a new limit on 26 March 2025: {right}, effective 1 April 2025."
            )
        else:
            text = (
                f"The draft IPS (v0.3, February) had {noun} at {wrong}. The approved IPS says "
                f"{right}, and that's what we work to."
            )
    elif structure == 1:  # a motion the IC or the Board did not pass
        wrong_value = _away(s, value, 1.15, 0.85)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 4 == 0:
            text = (
                f"The investment team moved that the {_kind(s)} for {noun} be {wrong}. The "
                f"motion was lost 2–5; the limit remains {right}."
            )
        elif variant % 4 == 1:
            text = (
                f"Anne Whitcombe moved that {noun} be set at {wrong}; the motion lapsed for want "
                f"of a seconder. The IPS limit of {right} stands."
            )
        elif variant % 4 == 2:
            text = (
                f"A motion to change {noun} to {wrong} was deferred to the next meeting (Board, "
                f"20 March 2025, item 9). Until the Board decides, the limit is {right}."
            )
        else:
            text = (
                f"The paper proposing {noun} at {wrong} was withdrawn by the CIO before the "
                f"vote. The limit in force: {_short(s)} {right}."
            )
    elif structure == 2:  # the risk dashboard's actual
        wrong_value = _away(s, value, 0.8, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                f"March quarter risk dashboard: {noun} was {wrong} at 31/03/2025 against a "
                f"limit of {right}. No breaches."
            )
        else:
            used = _utilisation(s, value, wrong_value)
            text = (
                "| Measure | Actual at 31/03/2025 | Limit | Utilisation |\n"
                f"|---|---|---|---|\n| {_cap(noun)} | {wrong} | {_short(s)} {right} | {used} |"
            )
    elif structure == 3:  # another limit beside it in Schedule 1
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)}, {_short(s)}: {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "IPS Schedule 1 – Investment limits (extract)\n- " + "\n- ".join(lines)
    else:  # the APRA heatmap's peer median or the consultant's unconstrained portfolio
        wrong_value = _away(s, value, 1.4, 0.65)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant % 2 == 0:
            text = (
                "For comparison only: the peer median in APRA's MySuper heatmap (June 2024) for "
                f"\u201c{noun}\u201d is {wrong}. Our IPS limit is {right}, and that's the one "
                "we follow."
            )
        else:
            text = (
                f"{_CONSULTANT}'s unconstrained optimal portfolio would have needed {wrong} for "
                f"\u201c{noun}\u201d; the Board kept the IPS limit at {right}."
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


# --- mandate clauses: the IPS's Schedule 1, APRA's letter, the IMA's Schedule 2, the IC
# minutes, the Risk Appetite Statement and the custodian's compliance rules --------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of six places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 0:  # the IPS's Schedule 1, as records in a list
        written = s.render(value, style)
        limits: list[JsonValue] = [
            {
                "clause": "1.1",
                "limit": "Limits are measured at market value on a look-through basis, "
                "including derivatives; Investment Risk monitors them daily.",
            },
            {
                "clause": "1.2",
                "limit": "Fixed interest duration 3–7 years; minimum rating BBB-.",
            },
            {"clause": "1.3", "limit": f"{_cap(noun)}: {_sign(s)} {written}."},
            {
                "clause": "1.4",
                "limit": "A breach is reported to the CIO on the day and to the Investment "
                "Committee at its next meeting.",
            },
        ]
        return (
            {"investment_policy_statement": {"version": "v7 (March 2025)", "schedule_1": limits}},
            None,
            "investment_policy_statement.schedule_1[2].limit",
        )
    if shape == 1:  # APRA's letter, as a message
        written = s.render(value, style)
        letter = (
            "AUSTRALIAN PRUDENTIAL REGULATION AUTHORITY\nSuperannuation Division\nRef: "
            "2025/SPS530/0417 – Sydney, 14 February 2025\nRe: Investment governance review – "
            + _TRUSTEE
            + " (RSE licensee)\n\nFollowing our review under SPS 530 Investment Governance, APRA "
            f"expects the Trustee to ensure that {noun} is {_sign(s)} {written} for MySuper "
            "Balanced.\nPlease provide a remediation plan by 31/07/2025."
        )
        return None, letter, MANDATE_ID
    if shape == 2:  # the manager's IMA Schedule 2, as a message
        written = s.render(value, style)
        schedule = (
            "INVESTMENT MANAGEMENT AGREEMENT – Schedule 2 (Investment Guidelines)\nBetween "
            + _TRUSTEE
            + " (the Trustee) and "
            + _MANAGER
            + " (the Manager), diversified mandate\n2.1 The Manager must comply with the "
            "Trustee's IPS as amended from time to time.\n"
            f"2.3 {_cap(noun)}: {_at_least(s)} {written}.\n2.4 Any breach must be notified "
            "within one business day and remedied within five business days."
        )
        return None, schedule, MANDATE_ID
    if shape == 3:  # the IC minutes, as records
        written = s.render(value, style, words=True)
        items: dict[str, JsonValue] = {
            "item_5_1": "The Committee noted the June quarter performance report.",
            "item_5_2": f"RESOLVED that {noun} be {_sign(s)} {written}. Moved by Graham Lowe, "
            "seconded by Helen Marsden; carried 5–2.",
            "item_5_3": "Appointment of a new fixed interest manager: deferred to the next "
            "meeting.",
        }
        return (
            {"ic_minutes_2025_03": items},
            None,
            "ic_minutes_2025_03.item_5_2",
        )
    if shape == 4:  # the Board's Risk Appetite Statement, as a message
        written = s.render(value, style, words=True)
        statement = (
            "RISK APPETITE STATEMENT – investment risk (approved by the Board, 26 March 2025)\n"
            "The Board has a low appetite for liquidity risk and a moderate appetite for market "
            f"risk.\nTolerance: {noun}, {_sign(s)} {written}.\nSeventy per cent of members are "
            "in MySuper; the Board monitors this tolerance monthly."
        )
        return None, statement, MANDATE_ID
    written = s.render(value, style)
    rules: dict[str, JsonValue] = {
        "R-104": "Fixed interest duration between 3 and 7 years.",
        "R-105": f"{_cap(noun)}: {_sign(s)} {written} (hard limit, pre-trade).",
        "R-106": "No short selling of physical securities.",
    }
    return (
        {"custodian_compliance_rules": rules},
        None,
        "custodian_compliance_rules.R-105",
    )


_WITHIN_ASKS: Final = (
    "Please rebalance MySuper Balanced within the IPS, APRA's letter and the IMA guidelines.",
    "Rebalance pls – stay inside every limit we've got.",
    "For the Board meeting on 26 June 2025: optimise the allocation within our limits.",
    "Fit the $850m infrastructure commitment in without breaching anything.",
    "Prepare the FY26 SAA proposal for the IC, no breaches.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: 2 * i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: (i % 6 + i // 6) % 4 != 0,
    rationale="documented Trustee limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=lambda i: i % 6,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.25,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in a range around the SAA: {noun}, {lo} (bare), {lo_u}, {hi}, {mid}
_GRANTED: Final = (
    "IPS section 5 (Strategic Asset Allocation): {noun} – SAA {mid}, range {lo}–{hi}; the CIO "
    "sets the allocation anywhere within the range.",
    "| Sector | SAA | Min | Max | Discretion within the range |\n|---|---|---|---|---|\n| "
    "{Noun} | {mid} | {lo_u} | {hi} | CIO |",
    "RESOLVED that the investment team may set {noun} anywhere within {lo}–{hi} without a "
    "further Board resolution (moved by Helen Marsden, seconded by Graham Lowe; carried "
    "unanimously).",
    "Within {lo}–{hi}, {noun} is a matter of day-to-day portfolio management: the CIO decides "
    "and reports to the Investment Committee.",
    "Under clause 4 of the IMA, the Manager may position {noun} anywhere between {lo_u} and "
    "{hi}; no further instruction from the Trustee is needed within that range.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Board set {noun} at the SAA of {point}. The motion for a range of {lo}–{hi} was "
        "lost 2–5; there is no discretion here.",
        "The Board carried 5–2 the motion for a range of {lo}–{hi} ({noun}); the CIO sets the "
        "allocation within it.",
    ),
    (
        "Graham Lowe moved a range of {lo}–{hi} for {noun}; the motion lapsed for want of a "
        "seconder, so the allocation is held at {point}.",
        "Graham Lowe moved a range of {lo}–{hi} for {noun}, seconded by Helen Marsden; carried. "
        "The CIO chooses the level within the range.",
    ),
    (
        "The proposed range of {lo}–{hi} for {noun} was deferred to the next meeting (Board, "
        "20 March 2025, item 8). Until then the allocation is {point}.",
        "The proposed range of {lo}–{hi} for {noun} was approved unanimously (Board, 20 March "
        "2025, item 8). The CIO chooses the level within the range.",
    ),
    (
        "The paper seeking a range of {lo}–{hi} for {noun} was withdrawn by the CIO before the "
        "vote; the allocation stays at {point} until the Board decides otherwise.",
        "The paper seeking a range of {lo}–{hi} for {noun} was put by the CIO and carried "
        "unanimously; the CIO sets the allocation within the range.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range as the IPS writes it: the low end bare before the dash ("18–30 %"), and with its
    unit ("18 %") where it stands alone; the top and the SAA with it."""
    low, high, middle = bounds
    if s.unit == "bps":
        return {
            "lo": _g(low),
            "lo_u": f"{_g(low)} bps",
            "hi": f"{_g(high)} bps",
            "mid": f"{_g(middle)} bps",
        }
    return {
        "lo": _pct(low),
        "lo_u": f"{_pct(low)} %",
        "hi": f"{_pct(high)} %",
        "mid": f"{_pct(middle)} %",
    }


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IPS's section 5 (fields), an IC minutes extract (a mandate
    message), the Board's resolutions register (fields), the Instrument of Delegation (a mandate
    message) or the Trustee's letter to the manager (a mandate message)."""
    if shape == 0:
        return {"investment_policy_statement": {"section_5_saa": text}}, None
    if shape == 1:
        return None, (
            "EXTRACT FROM THE MINUTES – Investment Committee, 13 May 2025, item 6 (SAA ranges)"
            f"\n\n{text}\n\nCertified: Tom Brennan, Company Secretary"
        )
    if shape == 2:
        return {
            "board_resolutions_register": [
                "2025/07 – The Board approved the FY2024-25 annual report.",
                f"2025/08 – {text}",
            ]
        }, None
    if shape == 3:
        return None, (
            "INSTRUMENT OF DELEGATION – Board to CEO and CIO (effective 1 July 2025)\n"
            "Schedule B – Investment decisions\nB1. The CIO implements the SAA approved by the "
            f"Board.\nB2. {text}\nB3. Anything outside B2 needs the IC Chair's prior approval."
        )
    return (
        None,
        "From: "
        + _CEO
        + " (CEO, "
        + _TRUSTEE
        + ")\nTo: "
        + _MANAGER
        + "\nSubject: SAA ranges FY26\n\n"
        f"{text}\n\nKind regards,\nRachel",
    )


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a plan assumes: a quarter of the way from the range's low end to its top (below
    the SAA), the same for a granted and a refused range."""
    low, high, _ = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_RANGED,
    turn=lambda i: 5 * i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 5,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    point="mid",
    refused_value=_quarter_up,
    low_ratio=0.6,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

_RESOLUTION: Final = "Board resolution 2025/06 (18 March 2025):\n"
_IC: Final = "Investment Committee minutes, 6 March 2025, item 4: "

#: whole statements of each objective, as the IPS, a Board resolution, the IC's minutes and the
#: asset consultant's paper put them; the first of each is one line, so that minutes, a struck
#: line or a withdrawn motion can quote it
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "IPS section 2 (objectives): the most return per unit of risk – maximise the Sharpe "
        "ratio of the option.",
        _RESOLUTION + "The Board resolved that the allocation be chosen for the best "
        "risk-adjusted return (Sharpe ratio); chasing extra return with extra risk is not the "
        "aim.",
        _IC + "the Committee asks the team to optimise the risk-adjusted return (Sharpe ratio), "
        "not tracking error against the benchmark portfolio.",
        _CONSULTANT + " paper, recommendation: choose the portfolio with the highest expected "
        "return per unit of volatility (max Sharpe). The CPI + 3.5 % p.a. objective is "
        "monitored separately.",
    ),
    "variance": (
        "IPS section 2 (objectives): as little volatility as possible for members near "
        "retirement – the minimum-variance portfolio.",
        _RESOLUTION + "The Board resolved that the option's variance be minimised; expected "
        "returns are not part of the optimisation.",
        _IC + "the priority is fewer negative years for members. Minimise portfolio variance, "
        "whatever the expected returns.",
        _CONSULTANT + " paper, recommendation: minimise volatility with no return target in "
        "the optimiser; CPI + 3.5 % p.a. is monitored, not optimised.",
    ),
    "tracking": (
        "IPS section 2 (objectives): stay as close as possible to the YFYS benchmark portfolio "
        "– minimise tracking error against it.",
        _RESOLUTION + "The Board resolved that the option track the YFYS benchmark portfolio "
        "with the least possible tracking error, so it never underperforms by more than 0.50 % "
        "p.a.",
        _IC + "the option is judged against the performance test benchmark; minimise tracking "
        "error against it.",
        _CONSULTANT + " paper, recommendation: stay as close as possible to the benchmark "
        "portfolio; we propose weights that minimise ex-ante tracking error.",
    ),
    "return": (
        "IPS section 2 (objectives): the highest expected return with no risk penalty in the "
        "objective – the limits handle risk.",
        _RESOLUTION + "The Board resolved that the weights target the highest expected return; "
        "risk is bounded by the IPS limits, not in the objective.",
        _IC + "maximise expected return within the IPS limits; no risk adjustment in the "
        "objective function.",
        _CONSULTANT + " paper, recommendation: for the long-term pool we model the portfolio "
        "with the highest expected return; the limits handle risk. Not a Sharpe maximisation.",
    ),
}
_FOLLOW_UPS: Final = (
    "Correction after the Board meeting of 26 June 2025 (Tom Brennan, Company Secretary): the "
    "wording was amended and now reads:\n\n{new}",
    "Daniel, 4:05 pm – please disregard my message this morning about the objective. Spoke to "
    "Rachel:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "IPS – basis of the allocation (MySuper Balanced):\n\n{ask}",
    "{ask}\n\nPlease update the allocation accordingly. – DO",
    "Fund size $A61.4b at 30 June 2025; MySuper Balanced returned 10.2 % p.a. in FY25 (7.9 % "
    "p.a. since inception) and passed the YFYS test (0.38 % p.a. above the benchmark "
    "portfolio).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Asset allocation of MySuper Balanced (" + _FUND + ")",
    purpose="solve the allocation",
    custom_reason="no platform solver for this objective",
    custom_purpose="allocation",
    section_title="Allocation and weights",
    description="weights",
)


def _one_line(kind: str, text: str) -> str:
    """A statement as a quoted line holds it: the first (one-line) wording when it spans lines."""
    return _ASKS[kind][0] if "\n" in text else text


def _lapsed(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The Board's minutes: a director's amendment lapsed for want of a seconder, the motion
    carried."""
    return (
        "Minutes of the Board, 26 June 2025, item 4 – Investment objective\nAnne Whitcombe "
        f"moved an amendment (\u201c{_one_line(old_kind, old)}\u201d), which lapsed for want "
        "of a seconder. The motion moved by the CEO was carried 5–2: "
        f"\u201c{ask.replace(chr(10), ' ')}\u201d"
    )


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A Teams message striking the CIO's own earlier line through and giving the right one."""
    return (
        "Teams – Daniel Okafor (edited)\n"
        f"~~{_one_line(old_kind, old)}~~\nsorry, wrong wording – not what the Board resolved. "
        f"Correct one:\n\n{ask}"
    )


def _withdrawn(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The IC's minutes: the first paper withdrawn by the CIO, the second carried."""
    return (
        "Investment Committee minutes, 12 June 2025, item 5 – Objective of the optimisation\n"
        f"The first paper (\u201c{_one_line(old_kind, old)}\u201d) was withdrawn by the CIO. "
        f"RESOLVED (carried unanimously): \u201c{ask.replace(chr(10), ' ')}\u201d"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Five structures taken in turn (`i % 5`, so each meets both modes): a framed request (0),
    an amendment that lapsed for want of a seconder (1), a struck Teams line (2), an earlier
    message a later one replaces (3: the Company Secretary's correction or the CIO's "please
    disregard", by turns of two cases) and a paper withdrawn by the CIO (4)."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _lapsed, 2: _struck, 4: _withdrawn},
        later=lambda rng, i, ask: _fill(_FOLLOW_UPS[(i // 2) % len(_FOLLOW_UPS)], new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: 3 * i + 2,
        structure=lambda i: i % 5,
    )


# --- leakage -----------------------------------------------------------------------------------

#: four ANCHORED walk-forward folds, each trained from 1 July 2008 to the end of the financial
#: year before the one it tests (FY2016 to FY2019), ASX sessions
_WINDOWS: Final = tuple(
    WalkForwardWindow(
        train_start=date(2008, 7, 1),
        train_end=train_end,
        test_start=test_start,
        test_end=test_end,
    )
    for train_end, test_start, test_end in (
        (date(2015, 6, 30), date(2015, 7, 1), date(2016, 6, 30)),
        (date(2016, 6, 30), date(2016, 7, 1), date(2017, 6, 30)),
        (date(2017, 6, 30), date(2017, 7, 3), date(2018, 6, 29)),
        (date(2018, 6, 29), date(2018, 7, 2), date(2019, 6, 28)),
    )
)
#: (a period reaching into the test financial years, the same form ending before the first
#: test, and before it where the data come out late)
_PERIODS: Final = (
    (
        "S&P/ASX 300 Accumulation Index daily closes, 1/07/2008–29/06/2018",
        "S&P/ASX 300 Accumulation Index daily closes, 1/07/2008–30/06/2015",
    ),
    (
        "MSCI ACWI ex Australia (in $A) monthly from July 2008 to December 2016",
        "MSCI ACWI ex Australia (in $A) monthly from July 2008 to June 2015",
    ),
    (
        "ABS CPI (All groups, weighted average of eight capital cities) from the September "
        "quarter 2008 to the June quarter 2017",
        "ABS CPI (All groups, weighted average of eight capital cities) from the September "
        "quarter 2008 to the March quarter 2015",
    ),
    (
        "the fund's contributions and benefit payments, FY2009 to FY2018",
        "the fund's contributions and benefit payments, FY2009 to FY2014",
    ),
    (
        "Bloomberg AusBond Composite 0+ Yr Index monthly, July 2008 – June 2019",
        "Bloomberg AusBond Composite 0+ Yr Index monthly, July 2008 – June 2015",
    ),
    (
        "AUD/USD WM/Reuters 4 pm rate daily from 1 July 2008 to 31 March 2016",
        "AUD/USD WM/Reuters 4 pm rate daily from 1 July 2008 to 30 June 2015",
    ),
)
_ACTIONS: Final = (
    "the capital market assumptions (expected returns and correlations) were estimated",
    "the rebalancing bands were calibrated",
    "the currency hedge ratio was optimised",
    "the model of contributions and benefit payments was fitted",
    "the tracking error factor model was estimated",
)
_LEAK_FRAMES: Final = (
    _CONSULTANT + " paper, section 3 – assumptions: {action} (data: {period}).",
    "Investment Risk memo (8 April 2025): {action} using {period}; the parameters are held "
    "the same in all four windows.",
    "Internal audit report, appendix B (backtest): {action} once on the full sample "
    "({period}) before the anchored walk-forward windows were run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Every test year is measured against today's YFYS benchmark portfolio, applied back to "
        "FY2016.",
        "Each test year is measured against the benchmark the option had in its PDS at the "
        "start of that year.",
    ),
    (
        "The backtest's Australian shares are the companies in today's S&P/ASX 200.",
        "The backtest's Australian shares are the companies in the S&P/ASX 200 on each "
        "rebalancing date, including those since delisted.",
    ),
    (
        "The Trustee's 2025 exclusions list (tobacco, thermal coal miners) is applied in every "
        "test year.",
        "Each test year applies the exclusions list the Board had approved at that time.",
    ),
    (
        "Unlisted assets are valued at the independent valuations, used from the end of the "
        "quarter they value.",
        "Unlisted assets are valued only at the valuations available at each date, a quarter "
        "in arrears.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants an anchored walk-forward test of the new rebalancing bands over four "
    "financial years before it decides.",
    "Pls backtest the currency hedging policy walk-forward (expanding window, FY2016–FY2019) "
    "for the SAA review.",
    "Request to the investment team: test the SAA with an anchored walk-forward over four "
    "financial years for the annual report.",
)
_WHERE: Final = ("evidence", "reasoning", "purpose", "interpretation")


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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Bellbird Health"
_ENTITY: Final = "ent_bellbird_health_group"
#: sixteen financial-year quarters, oldest first (the September quarter 2021 to the June quarter
#: 2025): (quarter end, fiscal period label), the year ending 30 June
_QUARTERS: Final = tuple(
    (f"{fy - 1 if q <= 2 else fy}-{end}", f"FY{fy} Q{q}")
    for fy in (2022, 2023, 2024, 2025)
    for q, end in enumerate(("09-30", "12-31", "03-31", "06-30"), start=1)
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the June quarter 2025 against the March quarter", (14, 15)),
    ("in FY25", (11, 15)),
    ("over the past three financial years", (3, 15)),
    ("in the second half of FY25", (13, 15)),
    ("since 30/09/2021", (0, 15)),
    ("between 31/12/2022 and 31/03/2024", (5, 10)),
    ("in FY2022-23", (3, 7)),
    ("in FY24", (7, 11)),
    ("in the first half of FY23", (3, 5)),
    ("from the March quarter 2023 to the December quarter 2024", (6, 13)),
    ("since listing on the ASX in 2004", None),
    ("over the past decade", None),
    ("since the GFC", None),
)

#: what the claims answer: the Investment Committee's stewardship item
_REQUEST: Final = TrendRequest(
    question="For the Investment Committee on 11 September 2025 (item 6, stewardship): how has "
    "{company} performed?",
    heading="## Holding review – Bellbird Health Group Limited (ASX: BBH), FY25 result",
    as_of="2025-08-29",
)


#: "about 12%", "more than 10%", "almost 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change,
    past="by more than {}%",
    short="by almost {}%",
    about="by about {}%",
)


def _by_points(a: float, b: float) -> str:
    """A margin's move in percentage points ("by 1.4 percentage points"); "" below 0.3."""
    change = abs(b - a)
    return f"by {change:.1f} percentage points" if change >= 0.3 else ""


def _by_times(a: float, b: float) -> str:
    """A leverage ratio's move ("by 0.4 times"); "" below 0.1."""
    change = abs(b - a)
    return f"by {change:.1f} times" if change >= 0.1 else ""


def _by_dollars(a: float, b: float) -> str:
    """A move in $m ("by $12.3m"); "" below $2m."""
    change = abs(b - a)
    return f"by ${change:,.1f}m" if change >= 2 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "AUD"
    growth: bool  # the two years' pace and compounding: for a line item that grows or shrinks
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} was higher in every quarter of FY25 than in the same quarter of FY24",
        "{s} was lower in every quarter of FY25 than in the same quarter of FY24",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue_aud_m",
        (
            412.0,
            398.4,
            431.2,
            447.6,
            452.3,
            461.0,
            478.5,
            489.2,
            497.1,
            512.4,
            521.8,
            538.3,
            561.0,
            584.7,
            602.2,
            633.5,
        ),
        ("Revenue", "Bellbird Health's revenue", "Group revenue"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} did not fall", held_up),
            ("{s} did not go backwards in any quarter", never_fell),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "underlying_ebitda_margin_pct",
        (
            14.2,
            11.8,
            13.5,
            14.9,
            14.1,
            13.2,
            12.6,
            13.8,
            14.4,
            14.9,
            15.3,
            15.8,
            15.1,
            15.9,
            16.4,
            17.2,
        ),
        (
            "Underlying EBITDA margin",
            "Bellbird Health's underlying EBITDA margin",
            "The group's EBITDA margin (underlying)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} did not slip in any quarter", never_fell),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (
            3.1,
            3.4,
            3.2,
            2.9,
            2.8,
            3.0,
            3.3,
            3.1,
            2.9,
            2.7,
            2.6,
            2.4,
            2.5,
            2.3,
            2.1,
            1.9,
        ),
        (
            "Net debt to EBITDA",
            "Bellbird Health's leverage (net debt to EBITDA)",
            "Gearing on a net debt/EBITDA basis",
        ),
        (
            ("{s} fell {m}", fell),
            ("{s} rose {m}", rose),
            ("{s} did not rise", held_down),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} fell every quarter", fell_every_quarter),
        ),
        _by_times,
        False,
        (
            "{s} was higher at the end of every quarter of FY25 than a year earlier",
            "{s} was lower at the end of every quarter of FY25 than a year earlier",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "pathology_tests_thousands",
        (
            2480.0,
            2610.0,
            2290.0,
            2150.0,
            1980.0,
            1890.0,
            1820.0,
            1760.0,
            1690.0,
            1610.0,
            1540.0,
            1470.0,
            1410.0,
            1350.0,
            1290.0,
            1230.0,
        ),
        (
            "Pathology tests performed ('000)",
            "Bellbird Health's pathology volumes",
            "Pathology test volumes",
        ),
        (
            ("{s} fell {m}", fell),
            ("{s} rose {m}", rose),
            ("{s} fell every quarter", fell_every_quarter),
            ("{s} did not grow", held_down),
            ("{s} did not fall", held_up),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "statutory_npat_aud_m",
        (
            18.4,
            -6.2,
            12.1,
            21.7,
            19.3,
            8.4,
            -42.8,
            16.9,
            20.2,
            22.6,
            23.9,
            27.1,
            25.4,
            28.3,
            30.8,
            34.6,
        ),
        (
            "Statutory NPAT",
            "Bellbird Health's statutory net profit after tax",
            "Net profit after tax (statutory)",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
            ("{s} did not fall in any quarter", never_fell),
        ),
        _by_dollars,
        False,
        (
            "{s} was better in every quarter of FY25 than a year earlier",
            "{s} was worse in every quarter of FY25 than a year earlier",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in FY25 than in FY24",
    slower="{s} grew more slowly in FY25 than in FY24",
    grew="{s} grew at a double-digit compound annual rate over the two years to 30 June 2025",
    shrank="{s} fell at a double-digit compound annual rate over the two years to 30 June 2025",
    end=15,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: for a
    growing or shrinking item FY25's pace against FY24's and the two-year compound rate (a rise
    or, `shrinking`, a fall), then year on year in each quarter of FY25. Pairs too close to call
    are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Investment Committee paper – holdings review, internally managed Australian shares ($1.85 "
    "billion; Bellbird Health 1.8% of the portfolio, A$33m): {claim} [1].",
    "IC minutes, 11 September 2025, item 6 (stewardship): {claim} [1]. RESOLVED that the "
    "Trustee vote FOR all resolutions at the AGM (moved by Graham Lowe, seconded by Anne "
    "Whitcombe; carried unanimously).",
    "{Claim} [1] – PM note on Teams, FYI for the arvo catch-up; no change to our 1.8% weight.",
    "| Holding | Weight | Market value | Comment |\n|---|---|---|---|\n| Bellbird Health Group "
    "(BBH) | 1.8% | A$33m | {Claim} [1] |",
    "Annual report FY2024-25 (draft), stewardship: {claim} [1]. Final dividend of 36.5 cents a "
    "share, fully franked.",
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
        special_step=3,
        left_out=lambda h, w, c: len(w) == 2 and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZZQ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
