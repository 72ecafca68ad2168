"""Held-out batch ZZZL: every flaw kind again, in the voice of a US federal credit union's
investment and ALM function: Cedar Hollow Federal Credit Union (a $2.31 billion federally
chartered credit union, insured by the NCUSIF and examined by the NCUA), whose investment
portfolio - agency bullets and callables, agency MBS and CMOs, municipals, Treasuries and
insured CDs - is bought under NCUA Part 703 and the Board-approved investment policy, and whose
balance sheet is run under the Board-approved ALM policy (NEV and NII sensitivity limits under
parallel rate shocks such as "+300 bp", liquidity and borrowing limits). Its people and papers:
the investment policy and the ALM policy with their limits and delegations, the ALCO (its
minutes, packets, policy-compliance tables and limit schedule), the CFO's e-mails and Teams
messages, the investment officer's e-mails, the Supervisory Committee, the broker-dealer's
(Tidewater Securities) bond-swap proposals, the ALM vendor's (Ridgeline ALM Advisors) model runs,
limits input sheet and peer report, the NCUA examiner's document of resolution (DOR), the
investment advisory agreement with the credit union's CUSO (Hollow Advisory Services, LLC) and
the CUSO's credit notes on the banks whose CDs and notes the credit union holds.

Batch ZZZL is built like ZZZG - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZF and ZZZG (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as
ALCO minutes, the investment officer's e-mail, the ALCO packet's policy-compliance table or the
CFO's Teams message (chat answers), as the ALM vendor's limits input sheet the CFO completed and
returned after the request (`template_inputs`, a bare number in the constraint's unit), or as
the Board-approved investment policy's or ALM policy's text given ahead of the request
(`mandate`, cited as a clause); the misquote pairing in which each structure meets every one of
its eight subjects; floors in the latitude bands (the post-shock NEV ratio, liquid assets and the
shocked NIM are floors), bands whose low end is three-fifths of their top (an ALCO working range
is wide), each granted case assuming the point three-fifths of the way up its band, each refused
one a level fixed where the band's middle is looser than it (the low end of a cap, the top of a
floor); breach ratios of 1.3 (cap) and 0.7 (floor), uncited twins at 0.9 of a cap and 1.2 of a
floor; limits as shares (of base-case NEV and NII, of net worth, of total assets), in basis
points (the shocked NIM, also written "2.4%") and as a multiple of net worth (borrowings, also
written as a share of "paid-in and unimpaired capital and surplus"); an objective's earlier
wording struck in a general counsel's redline or a Supervisory Committee comment (structure 1),
each wanted objective met in every structure (`turn`); and a trend request of its own (the ALCO
packet's counterparty-watch page, its heading, an as-of date after its quarters) over eighteen
quarters of a bank with a June fiscal year (March 2020 to June 2024, labelled by fiscal quarter),
comparing fiscal 2024 with fiscal 2023 (`end=17`), with two signed series among its trends (net
income, a loss in the quarter of a securities repositioning; AOCI, which turns negative).

Decoy numbers (no truth depends on them): the credit union's size ($2.31 billion), its net worth
ratio (10.4%), its charter number (24187), book yield and WAL of the portfolio (2.18%, 4.1 yrs),
Tidewater's swap proposal (#4471: sell $25MM of 1.5% FNMA 15-year pools, buy 4.75% 3-year agency
bullets, +118 bp pickup, 2.6-year breakeven), the certificate specials running off ($60MM), the
FHLB advance ($40MM at 4.62%), meeting dates (10/17/2024, 03/26/2024, 11/19), motion votes
(6-0, 4-2), the packet's "9/30 actual" in the compliance table, the DOR's target date, the
watched bank's note coupon and spread (4.125% '28 at T+245) and the credit union's CD exposure
to it ($3.5MM across 14 certificates). Its parts:

* limits as a credit union's people state them: ALCO minutes with the motion and the vote, the
  investment officer's e-mail, the Board-approved investment policy (a mandate message given
  before the request), the ALM vendor's limits input sheet (a bare number in the constraint's
  unit, template inputs returned after the request), the ALCO packet's "Measure / Policy limit /
  9/30 actual / In compliance" table whose actual is a decoy, the CFO in Teams, and the
  Board-approved ALM policy (a mandate message), each in turn; number forms "25%", "25 percent"
  and "(25.0%)" for the NEV decline at +300 bp, "7.50%", "7.5 percent" and "7.5% of PV assets"
  for the post-shock NEV ratio, "15%", "15% of base-case NII" and "15 percent" for NII at risk,
  "10% of net worth", "10% of NW" and "10 percent of net worth" for one municipal issuer and for
  the muni book, "12% of total assets", "12.0% of assets" and "12 percent of assets" for
  liquidity, "0.5x net worth", "50% of paid-in and unimpaired capital and surplus" and "0.5 times
  net worth" for borrowings, "240 bp", "2.4%" and "240 basis points" for the shocked NIM;
  subjects: the NEV decline in a +300 bp shock (a cap), the post-shock NEV ratio (a floor), the
  12-month NII decline (a cap), any one municipal issuer and aggregate municipals (caps, shares
  of net worth), liquid assets (a floor, a share of total assets), borrowings (a cap, a
  multiple of net worth) and the NIM in the +300 bp scenario (a floor, in bp);
* requests (the CFO's e-mail, the investment officer in Teams, the ALCO packet prep list, a
  forwarded Tidewater swap proposal and a Supervisory Committee request) deferring the limit to
  an ALCO meeting not yet held, a revised ALM policy the Board has not approved, a draft policy's
  "[TBD - pending Board approval]", the open NCUA DOR or Ridgeline's re-run of the model;
* provenance misquoting its source: the 2019 investment policy or a redline v3 superseded since,
  the investment officer's request ALCO voted down or a management recommendation the Board did
  not second; Ridgeline's Q3 model run (prose, or a "Measure / Q3 actual / Policy limit" table);
  another limit beside it in the ALCO limit schedule; and Ridgeline's peer median or Tidewater's
  template default quoted for comparison;
* mandates as the investment policy's section 5 in the mandate's fields under a numbered key
  (`investment_policy.section_5.5.4`), the ALM policy as a message, the ALCO limit schedule in
  the mandate's fields (`alco_limit_schedule.rows[2]`), the NCUA's DOR and the CUSO's investment
  advisory agreement as messages;
* latitude granted as an ALM policy delegation (7.3), an ALCO motion, a "Measure / Working range
  / Set by" table and the CFO's e-mail; refused as a Board resolution that fixes the level (the
  range in Ridgeline's peer report for comparison only), ALCO denying the investment officer a
  working range and the CFO keeping it fixed; each twin the same text granting it; floors as
  well as caps; placed in the ALM policy's delegations (fields), the ALCO charter's schedule of
  delegated authorities (a message) or the investment policy's authorized personnel (fields);
* objectives as the investment policy, the CFO's memo, ALCO minutes, the CUSO's e-mail and
  Teams, with an earlier wording struck in the same text ("[DELETED: ...] [INSERTED: ...]") or
  in a Supervisory Committee comment, and a later note after the Board's action or from the CFO
  replacing an earlier one; the tracking benchmark is the Bloomberg US Agency 1-5 Year Index;
* leakage as the ALM analysts and the vendor's model validator write it: non-maturity deposit
  decay and betas, a prepayment (CPR) model, a certificate run-off curve, rate-path weights and
  yield-curve factor loadings fitted on periods reaching into the test years (NCUA 5300 Call
  Report data, certificate rate surveys, Freddie Mac PMMS rates, agency pool factors, the credit
  union's own share balances, H.15 yields), and whole sentences (Call Report data used before
  NCUA released it, prepayment speeds the pools later paid, bond marks restated after a pricing
  vendor change, rate shocks set to the moves that happened); each clean twin in the same form,
  ending before the first test date (2 January 2015), and where the data are published late,
  ending where they were out before it (Call Report data through 2014 Q3);
* trend claims on Merrimack Harbor Bancorp (NASDAQ: MHBK; fiscal year ends June 30), a
  regional bank whose senior notes the CUSO follows and at which the credit union holds insured
  CDs - net interest margin (in percent, moves said in bp), total deposits, net loans held for
  investment, net income (signed, a loss in the quarter of its securities repositioning), the
  net charge-off ratio (bp) and AOCI (signed, turning negative) over eighteen quarters (March 2020
  to June 2024: the pandemic deposit surge, the 2022 hikes, the March 2023 bank failures and the
  repositioning), as a CUSO credit note, the investment officer in Teams, the ALCO packet's
  counterparty watch, an "Issuer / What the 10-K/10-Q shows" table and the CFO's e-mail to the
  Supervisory Committee; horizons covered by the series against uncovered ones ("since the 2008
  financial crisis"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270159
KINDS: Final = ALL_KINDS
TAG: Final = "zzzl"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlfc0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlfc1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlfc2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzlfc3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzlfc5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzlfcd"

_CU: Final = "Cedar Hollow Federal Credit Union"
_BROKER: Final = "Tidewater Securities"
_VENDOR: Final = "Ridgeline ALM Advisors"
_CUSO: Final = "Hollow Advisory Services, LLC"


# --- numbers as a credit union's CFO, investment officer, ALCO and ALM vendor write them -------


def _pct(value: float) -> str:
    return _g(value * 100)


def _nev_decline_forms(value: float) -> dict[str, str]:
    """The NEV decline in a +300 bp shock, against base-case NEV: "25%", "25 percent",
    "(25.0%)" (a decline in parentheses, as the vendor's report prints it)."""
    return {
        "pct": f"{_pct(value)}%",
        "pc": f"{_pct(value)} percent",
        "paren": f"({value * 100:.1f}%)",
    }


def _nev_ratio_forms(value: float) -> dict[str, str]:
    """The post-shock NEV ratio: "7.50%", "7.5 percent", "7.5% of PV assets"."""
    return {
        "pct2": f"{value * 100:.2f}%",
        "pc": f"{_pct(value)} percent",
        "pv": f"{_pct(value)}% of PV assets",
    }


def _nii_forms(value: float) -> dict[str, str]:
    """The 12-month NII decline: "15%", "15% of base-case NII", "15 percent"."""
    return {
        "pct": f"{_pct(value)}%",
        "base": f"{_pct(value)}% of base-case NII",
        "pc": f"{_pct(value)} percent",
    }


def _net_worth_forms(value: float) -> dict[str, str]:
    """A share of net worth: "10% of net worth", "10% of NW", "10 percent of net worth"."""
    return {
        "nw": f"{_pct(value)}% of net worth",
        "abbr": f"{_pct(value)}% of NW",
        "pc": f"{_pct(value)} percent of net worth",
    }


def _assets_forms(value: float) -> dict[str, str]:
    """A share of total assets: "10% of total assets", "10.0% of assets", "10 percent of
    assets"."""
    return {
        "ta": f"{_pct(value)}% of total assets",
        "a": f"{value * 100:.1f}% of assets",
        "pc": f"{_pct(value)} percent of assets",
    }


def _borrowing_forms(value: float) -> dict[str, str]:
    """Borrowings against net worth: "0.5x net worth", "50% of paid-in and unimpaired capital
    and surplus" (the Federal Credit Union Act's words), "0.5 times net worth"."""
    return {
        "x": f"{_g(value)}x net worth",
        "act": f"{_pct(value)}% of paid-in and unimpaired capital and surplus",
        "times": f"{_g(value)} times net worth",
    }


def _nim_forms(value: float) -> dict[str, str]:
    """A margin in basis points: "240 bp", "2.4%", "240 basis points"."""
    return {
        "bp": f"{_g(value)} bp",
        "pct": f"{_g(value / 100)}%",
        "bps": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the credit union's people name it, its id on the
    ALM vendor's limits input sheet, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_NEV_DECLINE: Final = _Subject(
    ("max_nev_decline_plus300", "nevDeclineShockCap"),
    (
        "the NEV decline in a +300 bp parallel shock",
        "NEV sensitivity at +300",
        "the drop in net economic value under the +300 bp shock",
    ),
    "nev_chg_up300_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _nev_decline_forms,
)
_NEV_RATIO: Final = _Subject(
    ("min_post_shock_nev_ratio", "nevRatioFloorUp300"),
    (
        "the post-shock NEV ratio at +300 bp",
        "the NEV ratio after the +300 shock",
        "NEV to the present value of assets in the +300 bp scenario",
    ),
    "nev_ratio_up300_min",
    "fraction",
    (0.06, 0.075, 0.09),
    _nev_ratio_forms,
    floor=True,
)
_NII: Final = _Subject(
    ("max_nii_decline_12m", "niiAtRiskCap"),
    (
        "the 12-month NII decline in the +300 bp ramp",
        "year-one NII at risk",
        "the fall in projected net interest income over the next 12 months",
    ),
    "nii_chg_12m_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _nii_forms,
)
_ISSUER: Final = _Subject(
    ("max_single_muni_issuer_nw", "muniIssuerCap"),
    (
        "exposure to any one municipal issuer",
        "a single muni obligor",
        "the largest municipal issuer in the portfolio",
    ),
    "muni_issuer_max_pct_nw",
    "fraction",
    (0.1, 0.15, 0.25),
    _net_worth_forms,
)
_MUNIS: Final = _Subject(
    ("max_municipal_share_nw", "muniAggregateCap"),
    (
        "aggregate municipal securities",
        "the muni book",
        "total holdings of state and local government bonds",
    ),
    "muni_agg_max_pct_nw",
    "fraction",
    (0.5, 0.75, 1.0),
    _net_worth_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_liquid_assets_share", "liquidityFloorPctAssets"),
    (
        "liquid assets (cash, overnight funds and unpledged AFS agencies)",
        "on-balance-sheet liquidity",
        "primary liquidity as a share of total assets",
    ),
    "liq_primary_min_pct_ta",
    "fraction",
    (0.09, 0.12, 0.15),
    _assets_forms,
    floor=True,
)
_BORROWINGS: Final = _Subject(
    ("max_borrowings_to_net_worth", "borrowingCapNw"),
    (
        "total borrowings (FHLB advances and the Fed's discount window)",
        "outstanding borrowings",
        "borrowed funds (FHLB included)",
    ),
    "borrowings_max_x_nw",
    "multiple",
    (0.3, 0.4, 0.5),
    _borrowing_forms,
)
_NIM: Final = _Subject(
    ("min_nim_plus300_bps", "nimFloorShockBps"),
    (
        "net interest margin in the +300 bp scenario",
        "the shocked NIM",
        "NIM after a +300 bp rate shock",
    ),
    "nim_up300_min_bps",
    "bps",
    (210.0, 240.0, 270.0),
    _nim_forms,
    floor=True,
)
#: eight limits, three of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _NEV_DECLINE,
    _NEV_RATIO,
    _NII,
    _ISSUER,
    _MUNIS,
    _LIQUIDITY,
    _BORROWINGS,
    _NIM,
)

_RATIONALES: Final = (
    "what Ridgeline's peer credit unions run with",
    "roughly where the NCUA's examiners get comfortable",
    "what Tidewater's desk says most CUs our size use",
    "a placeholder until ALCO votes in October",
    "carried over from the 2019 investment policy",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.7


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the credit union's investment portfolio (agency bullets and "
    "callables, agency MBS and CMOs, municipals, Treasuries, insured CDs) within NCUA Part 703, "
    "the investment policy and the ALM policy",
    "the best risk-adjusted return inside the Board's limits",
    "solve the target allocation",
    "the solved allocation and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Board-approved policies set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "shall not fall below" if s.floor else "shall not exceed"


def _bound(s: _Subject) -> str:
    return "floor" if s.floor else "limit"


def _op(s: _Subject) -> str:
    return "Min" if s.floor else "Max"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rework the allocation around Tidewater's swap (sell $25MM of 1.5% FNMA 15-yr pools, buy "
    "4.75% 3-yr agency bullets)",
    "rebalance the portfolio for the Q4 ALCO packet (book yield 2.18%, WAL 4.1 yrs)",
    "re-weight the ladder after $60MM of certificate specials run off in January",
    "re-run the target mix assuming the $40MM FHLB advance at 4.62% is paid down",
    "set the target weights for the 2025 budget",
)
_DEFERRALS: Final = (
    "{noun} - ALCO doesn't set that until the October meeting",
    "the Board hasn't approved the revised ALM policy, so {noun} is still open",
    "the draft investment policy shows {noun} as '[TBD - pending Board approval]'",
    "{noun} is on hold until we close out the NCUA DOR",
    "Ridgeline is re-running the model before anyone sets {noun}",
)
_REQUEST_FRAMES: Final = (
    "From: Dale Whitcomb (CFO)\nTo: Priya Raman; ALCO\nSubject: Q4 ALCO packet\n\nPriya - "
    "please {task}. Open item: {deferral}.\n\nDale",
    "Teams | Priya Raman (Investment Officer) 9:14 AM: " + _BROKER + " called again about the "
    "swap. can we {task}? heads up, {deferral}",
    "ALCO packet prep list (due 10/10):\n1. {Task}.\n2. Note: {deferral}.",
    "Fwd: " + _BROKER + " - Bond Swap Proposal #4471\n> Est. pickup +118 bp, breakeven 2.6 "
    "yrs\nTeam, {task}. {Deferral}. - DW",
    "Supervisory Committee request (via the internal auditor): {task}. Caveat: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy actual; the answer's kind); {noun}, {v}, {key},
#: {unit}, {bound}, {sign}, {op}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "ALCO MINUTES - 10/17/2024\nItem 4. IRR and concentration limits. Motion "
        "(Whitcomb/Ames) to set {noun} at a {bound} of {v}. Carried 6-0.",
        "figures",
        "clarification_answer",
    ),
    (
        "From: Priya Raman (Investment Officer)\nRe: your limit question\n\nPer the policy "
        "the Board approved last night, {noun} {sign} {v}. -PR",
        "figures",
        "clarification_answer",
    ),
    (
        _CU.upper() + " - INVESTMENT POLICY (approved by the Board of Directors)\n"
        "Section 6. Limits. {Noun} {sign} {v}, measured at each month-end.",
        "figures",
        "mandate",
    ),
    (
        "RIDGELINE ALM - CLIENT LIMITS INPUT SHEET (completed by the CFO)\nmeasure_id: {key}\n"
        "unit: {unit}\nboard_limit: {v}\nlimit_type: {bound}\nsource: ALM policy",
        "bare",
        "template_inputs",
    ),
    (
        "ALCO PACKET - POLICY COMPLIANCE (Q3 2024)\n"
        "| Measure | Policy limit | 9/30 actual | In compliance |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Yes |",
        "table",
        "clarification_answer",
    ),
    (
        "Teams | Dale Whitcomb (CFO) 4:52 PM: board set {noun} at {v} last night. that's the "
        "number, use it",
        "figures",
        "clarification_answer",
    ),
    (
        "ASSET/LIABILITY MANAGEMENT POLICY - " + _CU + "\n§4.2 Interest rate risk and "
        "liquidity limits. {Noun} {sign} {v}, measured quarterly by the ALM vendor.",
        "figures",
        "mandate",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """The 9/30 actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.18 if s.floor else value * 0.55, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the CFO keys it into the vendor's sheet."""
    if s.unit == "fraction":
        return f"{value:.4f}"
    if s.unit == "multiple":
        return f"{value:.2f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # the 9/30 actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        op=_op(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the investment
    policy or the ALM policy comes before the request and is cited as a clause; the vendor's
    input sheet comes back after it, as a document filled in."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind == "mandate",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_policy": [
        "Permissible investments only as authorized by the Federal Credit Union Act and NCUA "
        "Part 703.",
        "No security with a stated final maturity beyond 10 years, except agency MBS and CMOs "
        "that pass the pre-purchase analysis.",
        "Trades only through broker-dealers on the Board's approved list, reviewed annually.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside it in the ALCO limit schedule: its name and its value, in the subject's
#: unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "nev_chg_up300_max": ("NEV decline, +400 bp shock (Max)", 0.35),
    "nev_ratio_up300_min": ("NEV ratio, base case (Min)", 0.1),
    "nii_chg_12m_max": ("NII decline, months 13-24, +300 bp ramp (Max)", 0.25),
    "muni_issuer_max_pct_nw": ("Brokered CDs, aggregate (Max)", 0.4),
    "muni_agg_max_pct_nw": ("Investment in any one CUSO (Max)", 0.01),
    "liq_primary_min_pct_ta": ("Primary plus contingent liquidity (Min)", 0.2),
    "borrowings_max_x_nw": ("FHLB advances maturing within 12 months (Max)", 0.2),
    "nim_up300_min_bps": ("NIM, base case, no shock (Min)", 325.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a superseded policy's figure
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The 2019 investment policy had {noun} at {wrong}. The policy the Board "
                f"re-approved in September has {right}, and that's what we follow."
            )
        else:
            text = (
                f"ALM policy redline v3 showed {wrong} for {noun}; the final version the Board "
                f"adopted on 03/26 reads {right}."
            )
    elif structure == 1:  # a request voted down
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Priya asked ALCO to move {noun} to {wrong} so the {_BROKER} swap would fit. "
                f"ALCO said no, 4-2. It stays at {right}."
            )
        else:
            text = (
                f"Board minutes, 11/19: management's recommendation to loosen {noun} to "
                f"{wrong} died for lack of a second. The {_bound(s)} remains {right}."
            )
    elif structure == 2:  # the vendor's model run
        wrong_value = _away(s, value, 0.6, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Ridgeline's Q3 model run has {noun} at {wrong}, against the policy "
                f"{_bound(s)} of {right}. In compliance."
            )
        else:
            text = (
                "| Measure | Q3 actual | Policy limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another limit beside it
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_op(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "ALCO limit schedule, eff. 07/01/2024 (excerpt)\n- " + "\n- ".join(lines)
    else:  # the vendor's peers or the broker's template, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Ridgeline's peer report (CUs $1-5B in assets) shows a median of {wrong} for "
                f"{noun}. Our own policy {_bound(s)} is {right}."
            )
        else:
            text = (
                f"Tidewater's swap analysis assumed {wrong} for {noun} - that's their template "
                f"default, not us. Our Board {_bound(s)} is {right}."
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses as the investment policy, the ALM policy, the ALCO schedule, the DOR ------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the investment policy's section 5 in the mandate's fields, numbered keys
        section: dict[str, JsonValue] = {
            "5.1": "The credit union invests only in instruments permissible under the Federal "
            "Credit Union Act and NCUA Part 703.",
            "5.2": "Every purchase is documented with a pre-purchase analysis, kept for the "
            "life of the security.",
            "5.4": f"Concentration and risk limits: {noun} {_sign(s)} {written}.",
        }
        return (
            {"investment_policy": {"credit_union": _CU, "section_5": section}},
            None,
            "investment_policy.section_5.5.4",
        )
    if shape == 1:
        policy = (
            "ASSET/LIABILITY MANAGEMENT POLICY (Board-approved)\n"
            "I. Measurement: NEV and NII under parallel shocks of -100 to +400 bp, run "
            "quarterly by " + _VENDOR + ".\n"
            f"II. Limits: {noun} - {_op(s)} {written}.\n"
            "III. Exceptions are reported to the Board at its next meeting with a plan to cure."
        )
        return None, policy, MANDATE_ID
    if shape == 2:  # the ALCO limit schedule in the mandate's fields
        rows: list[JsonValue] = [
            "Approved broker-dealers: reviewed annually by ALCO, ratified by the Board.",
            "Pre-purchase stress test required for any CMO or callable agency.",
            f"{_cap(noun)}: {_bound(s)} {written}.",
        ]
        return (
            {"alco_limit_schedule": {"effective": "2024-07-01", "owner": "ALCO", "rows": rows}},
            None,
            "alco_limit_schedule.rows[2]",
        )
    if shape == 3:
        dor = (
            "NCUA DOCUMENT OF RESOLUTION - " + _CU + " (Charter 24187)\n"
            "Issue 1: IRR model assumptions not independently validated. Corrective action: "
            "third-party validation before the next exam.\n"
            f"Issue 2: Concentration and risk limits. The Board's limit stands: {noun} "
            f"{_sign(s)} {written}; management reports compliance to ALCO monthly.\n"
            "Target date: 06/30/2025."
        )
        return None, dor, MANDATE_ID
    agreement = (
        "INVESTMENT ADVISORY AGREEMENT - " + _CUSO + " (CUSO) and " + _CU + "\n"
        "Schedule A, Investment restrictions:\n"
        "(a) Only investments permissible for a federal credit union under NCUA Part 703.\n"
        f"(b) The Adviser will keep {noun} within the Board's limit: {_op(s)} {written}.\n"
        "(c) No discretionary trading; every trade is approved by the Investment Officer."
    )
    return None, agreement, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-run the target allocation; the investment policy, the ALM policy and the ALCO limit "
    "schedule all apply.",
    "Evaluate Tidewater's swap proposal #4471 and size the portfolio inside every Board limit.",
    "Before the DOR follow-up, re-optimize the portfolio within every limit we're held to.",
    "Build the 2025 investment plan's target weights without breaching any policy limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the credit union's Board-approved limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "ALM Policy 7.3 (Delegations): within the Board's outer limits, ALCO may set the working "
    "{bound} for {noun} anywhere from {lo} to {hi} without returning to the Board.",
    "ALCO minutes, item 5: motion carried 5-0 - the CFO may manage {noun} to any {bound} in "
    "the {lo} to {hi} range; anything outside it comes back to ALCO.",
    "| Measure | Working range | Set by |\n|---|---|---|\n| {Noun} ({bound}) | {lo} - {hi} | "
    "CFO, within range |",
    "From: Dale Whitcomb (CFO)\nPriya - your call on the {bound} for {noun}, anywhere {lo} to "
    "{hi}. Just note where you set it in the ALCO packet.",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "Board resolution 2024-11: the {bound} for {noun} is set at {point}. The {lo} to {hi} "
        "range in Ridgeline's peer report is for comparison only; management has no "
        "discretion within it.",
        "Board resolution 2024-11: management may set the {bound} for {noun} anywhere within "
        "the {lo} to {hi} range in Ridgeline's peer report.",
    ),
    (
        "ALCO minutes, item 7: the Investment Officer asked for a {lo} to {hi} working range on "
        "the {bound} for {noun}. Denied; the {bound} stays at {point} until the annual policy "
        "review.",
        "ALCO minutes, item 7: the Investment Officer asked for a {lo} to {hi} working range on "
        "the {bound} for {noun}. Approved; she sets the level within it and reports it monthly.",
    ),
    (
        "From: Dale Whitcomb (CFO)\nPriya - no range on the {bound} for {noun}. It stays at "
        "{point}; don't work off the {lo} to {hi} numbers " + _BROKER + " sent.",
        "From: Dale Whitcomb (CFO)\nPriya - the {bound} for {noun} is yours to set, anywhere in "
        "the {lo} to {hi} range " + _BROKER + " sent.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A range's noun and whether it bounds a floor or a limit."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as ALCO writes one, both ends in full in one form ("15% of net worth to
    25% of net worth", "240 bp to 400 bp"); the middle, and the level a refusal fixes: its low
    end for a cap, its top for a floor, so that the middle a plan assumes is looser than it."""
    lo, hi, mid = s.alike(bounds, rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "fixed": hi if s.floor else lo}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the ALM policy's delegations (fields), in the ALCO charter's schedule
    of delegated authorities (a mandate message), or in the investment policy's authorized
    personnel (fields)."""
    if shape == 0:
        return {"alm_policy": {"delegations": {"7.3": text}}}, None
    if shape == 1:
        return None, f"ALCO CHARTER - Schedule B (delegated authorities)\n\n{text}"
    return {
        "investment_policy": {
            "authorized_personnel": [
                "The CFO and the Investment Officer may execute trades with approved "
                "broker-dealers; two signatures above $10MM par.",
                text,
            ],
        }
    }, None


def _three_fifths_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: three-fifths of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.6, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    point="fixed",
    low_ratio=0.6,
    floors=True,
    assumed_value=_three_fifths_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the investment policy, the CFO's memo, ALCO's minutes,
#: the CUSO's e-mail and Teams put them; the first of each is one line, so that it can be struck
#: in a redline
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment Policy, §2 Objectives: the best return per unit of risk the portfolio can "
        "earn within Part 703 - the highest Sharpe ratio.",
        "CFO memo to ALCO, 'Portfolio strategy':\nweight the portfolio for risk-adjusted "
        "return (Sharpe). More yield with more volatility doesn't win by itself.",
        "ALCO minutes: the portfolio is to be allocated for the best risk-adjusted return, "
        "measured by the Sharpe ratio, as the Board directed.",
        "E-mail from " + _CUSO + ": the Board asked us for return per unit of risk, so please "
        "weight for the maximum Sharpe ratio.",
        "Teams | CFO: max sharpe on the portfolio. keep it simple.",
    ),
    "variance": (
        "Investment Policy, §2 Objectives: the most stable market value we can hold - the "
        "lowest-volatility portfolio available to us.",
        "CFO memo to ALCO, 'Portfolio strategy':\nweights for minimum variance. No rate view "
        "goes into the allocation.",
        "ALCO minutes: the portfolio is to be allocated for the lowest volatility, whatever "
        "the yield forecasts show.",
        "E-mail from " + _CUSO + ": after the DOR the Board wants the portfolio boring; "
        "minimize its variance and nothing else.",
        "Teams | CFO: min variance weights. ignore the return forecasts.",
    ),
    "tracking": (
        "Investment Policy, §2 Objectives: returns close to the Bloomberg US Agency 1-5 Year "
        "Index, with as little drift from it as possible.",
        "CFO memo to ALCO, 'Portfolio strategy':\nweights that keep us closest to the "
        "Bloomberg US Agency 1-5 Year Index - lowest tracking error.",
        "ALCO minutes: the portfolio is to be allocated to track the Bloomberg US Agency 1-5 "
        "Year Index with minimal tracking error.",
        "E-mail from " + _CUSO + ": the Board measures us against the Bloomberg US Agency 1-5 "
        "Year Index, so minimize tracking error to it.",
        "Teams | CFO: hug the agency 1-5 index. min TE.",
    ),
    "return": (
        "Investment Policy, §2 Objectives: the highest expected return the permissible "
        "investments offer, with no penalty for risk.",
        "CFO memo to ALCO, 'Portfolio strategy':\nweights for the highest expected return; "
        "risk stays out of the objective.",
        "ALCO minutes: the portfolio is to be allocated for maximum expected return, with no "
        "adjustment for risk.",
        "E-mail from " + _CUSO + ": margins are tight, so maximize expected return on the "
        "portfolio - no risk adjustment.",
        "Teams | CFO: max expected return weights. no risk adj.",
    ),
}
_REDLINES: Final = (
    "Investment policy redline (General Counsel), §2:\n[DELETED: {old}]\n[INSERTED: {new}]",
    'Supervisory Committee comment on the draft policy: strike "{old}" and substitute "{new}"',
)
_FOLLOW_UPS: Final = (
    "Per the Board's action at its 11/19 meeting, this replaces the objective in my earlier "
    "e-mail:\n\n{new}",
    "Teams | Dale Whitcomb (CFO) 5:40 PM: disregard this morning's objective. ALCO landed "
    "on:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Target allocation for the Q4 ALCO packet:\n\n{ask}",
    "{ask}\n\nSet the target weights on that basis. - DW",
    "Ahead of ALCO: $2.31 billion in assets, net worth ratio 10.4%, portfolio book yield "
    "2.18%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the credit union's permissible investments",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Target allocation",
    description="the target allocation",
)


def _struck(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # a struck earlier wording: its one-line form
        old = _ASKS[old_kind][0]
    if "\n" in ask:  # the committee's comment quotes one line
        ask = ask.replace("\n", " ")
    return _fill(_REDLINES[(i // 4) % len(_REDLINES)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording in the same text, struck in a
    redline or a Supervisory Committee comment; every fourth from the fourth an earlier message
    a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _struck},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "NCUA 5300 Call Report data, 2005 Q1 through 2017 Q4",
        "NCUA 5300 Call Report data, 2005 Q1 through 2014 Q3",
    ),
    (
        "the certificate rate survey, 2006 to 2018",
        "the certificate rate survey, 2006 to 2014",
    ),
    (
        "Freddie Mac PMMS weekly mortgage rates, Jan 2008 - Jun 2016",
        "Freddie Mac PMMS weekly mortgage rates, Jan 2008 - Dec 24, 2014",
    ),
    (
        "agency MBS pool factors, 2009 through 2019",
        "agency MBS pool factors, 2009 through the December 2014 factor release",
    ),
    (
        "the credit union's own share balances, month-ends 2007 to 2016",
        "the credit union's own share balances, month-ends 2007 to Nov 2014",
    ),
    (
        "H.15 constant-maturity Treasury yields, 2010-2017",
        "H.15 constant-maturity Treasury yields, 2010 to 30 Dec 2014",
    ),
)
_ACTIONS: Final = (
    "the non-maturity share decay rates and deposit betas were estimated",
    "the prepayment (CPR) model for the mortgage pools was calibrated",
    "the certificate-special run-off curve was fitted",
    "the ALM model's rate-path weights were chosen",
    "the yield-curve factor loadings for the bond ladder were estimated",
)
_LEAK_FRAMES: Final = (
    "Ridgeline ALM model validation memo, §3 (assumptions): {action} on {period}.",
    "ALCO packet, back-test appendix: {action} using {period}; the same parameters run "
    "through all three walk-forward folds.",
    "Supervisory Committee's independent model review: {action} once, over {period}, before "
    "the walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's peer deposit betas come from NCUA Call Report data for that same "
        "quarter, which NCUA releases about two months after quarter-end.",
        "Each quarter's peer deposit betas come only from Call Report quarters NCUA had "
        "already released by that date.",
    ),
    (
        "The prepayment speeds in the test years are the actual CPRs the pools later paid, "
        "not the speeds projected at the time.",
        "The prepayment speeds in the test years are the dealer-consensus projections as "
        "published on each date.",
    ),
    (
        "Bonds are priced at the month-end marks " + _BROKER + " restated after its 2016 "
        "pricing-vendor change, applied back to 2010.",
        "Bonds are priced at the month-end marks as " + _BROKER + " delivered them at each "
        "month-end, unrevised.",
    ),
    (
        "The rate-shock scenarios in the test years are set to the rate moves that actually "
        "happened over the following year.",
        "The rate-shock scenarios in the test years are the Board's standard parallel shocks, "
        "fixed before each test period.",
    ),
)
_LEAK_ASKS: Final = (
    "ALCO wants a three-fold walk-forward back-test of the investment allocation model before "
    "the Board sees it.",
    "The Supervisory Committee asked for a walk-forward back-test, three folds, of the "
    "ladder-weighting model.",
    "Please run the allocation model walk-forward (three folds) for the NCUA exam file.",
)
_WHERE: Final = ("purpose", "interpretation", "reasoning", "evidence")


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

_COMPANY: Final = "Merrimack Harbor Bancorp"
_ENTITY: Final = "ent_merrimack_harbor_bancorp"


def _june_fiscal_quarters(
    ends: tuple[tuple[int, int], ...],
) -> tuple[tuple[str, str], ...]:
    """Quarters of a June fiscal year, oldest first: (quarter end, fiscal period label such as
    "FY2024 Q4" for the quarter ended 30 June 2024, "FY2021 Q1" for 30 September 2020)."""
    days = {3: "03-31", 6: "06-30", 9: "09-30", 12: "12-31"}
    return tuple(
        (f"{year}-{days[month]}", f"FY{year + (month > 6)} Q{(month - 7) % 12 // 3 + 1}")
        for year, month in ends
    )


#: eighteen quarters, oldest first: March 2020 (FY2020 Q3) to June 2024 (FY2024 Q4)
_QUARTERS: Final = _june_fiscal_quarters(
    tuple((y, m) for y in range(2020, 2025) for m in (3, 6, 9, 12))[:18]
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the June '24 quarter vs. March", (16, 17)),
    ("over fiscal 2024 (July '23 - June '24)", (13, 17)),
    ("since the March 2023 bank failures", (12, 17)),
    ("from the first Fed hike (March 2022) to June 2023", (8, 13)),
    ("since March 2020", (0, 17)),
    ("over fiscal 2021", (1, 5)),
    ("over the two fiscal years to June 2024", (9, 17)),
    ("in calendar 2022", (7, 11)),
    ("since the 2008 financial crisis", None),
    ("over the last ten years", None),
    ("since the Fed's December 2015 liftoff", None),
)

#: what the claims answer: the ALCO packet's counterparty-watch page
_REQUEST: Final = TrendRequest(
    question="For the ALCO packet's counterparty-watch page: how has {company} done?",
    heading="COUNTERPARTY WATCH - " + _COMPANY + " (NASDAQ: MHBK), fiscal year ends June 30",
    as_of="2024-09-13",
)


#: "by roughly 12%", "by better than 10%", "by not quite 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by better than {}%", short="by not quite {}%", about="by roughly {}%"
)


def _by_bp_of_pct(a: float, b: float) -> str:
    """A move in a rate kept in percent, said in basis points ("by 14 bp"); "" under 3 bp."""
    return _change_by("by {:.0f} bp", 3.0, a * 100, b * 100)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} topped the same quarter of fiscal 2023 in every quarter of fiscal 2024",
        "{s} came in under the same quarter of fiscal 2023 in every quarter of fiscal 2024",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_interest_margin_pct",
        (
            3.21,
            3.05,
            2.94,
            2.88,
            2.81,
            2.79,
            2.83,
            2.90,
            3.02,
            3.26,
            3.48,
            3.57,
            3.31,
            2.98,
            2.82,
            2.74,
            2.71,
            2.76,
        ),
        (
            "Net interest margin",
            _COMPANY + "'s NIM",
            "NIM (tax-equivalent)",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never narrowed from one quarter to the next", never_fell),
            ("{s} never widened quarter over quarter", never_rose),
            ("{s} did not compress", held_up),
        ),
        _by_bp_of_pct,
        False,
        (
            "{s} ran wider than in the same quarter of fiscal 2023 in every quarter of fiscal 2024",
            "{s} ran tighter than in the same quarter of fiscal 2023 in every quarter of fiscal "
            "2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "total_deposits_bn",
        (
            9.8,
            10.9,
            11.4,
            11.7,
            12.3,
            12.6,
            12.8,
            13.1,
            13.4,
            13.2,
            12.9,
            12.6,
            11.8,
            11.9,
            12.1,
            12.4,
            12.7,
            12.9,
        ),
        (
            "Total deposits",
            _COMPANY + "'s deposit base",
            "Deposits, brokered included",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} ran off {m}", fell),
            ("{s} never shrank from one quarter to the next", never_fell),
            ("{s} held", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_loans_hfi_bn",
        (
            8.1,
            8.3,
            8.2,
            8.4,
            8.6,
            8.8,
            9.1,
            9.5,
            9.9,
            10.4,
            10.8,
            11.1,
            11.4,
            11.6,
            11.8,
            11.9,
            12.1,
            12.3,
        ),
        (
            "Net loans held for investment",
            _COMPANY + "'s loan book",
            "Loans HFI, net of the ACL",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never shrank from one quarter to the next", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        partial(_change_by, "by ${:.1f} billion", 0.2),
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income_mm",
        (
            21.4,
            18.2,
            23.9,
            27.6,
            31.2,
            33.8,
            35.1,
            34.4,
            36.9,
            41.2,
            44.7,
            46.3,
            38.1,
            -52.6,
            24.8,
            22.1,
            25.9,
            28.4,
        ),
        (
            "Net income",
            _COMPANY + "'s quarterly earnings",
            "Earnings after the repositioning loss",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never dropped quarter over quarter", never_fell),
            ("{s} did not drop", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_change_by, "by ${:.1f}MM", 1.5),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_charge_off_ratio_bps",
        (
            18.0,
            24.0,
            31.0,
            27.0,
            22.0,
            16.0,
            12.0,
            11.0,
            13.0,
            15.0,
            19.0,
            24.0,
            29.0,
            33.0,
            38.0,
            41.0,
            44.0,
            43.0,
        ),
        (
            "The net charge-off ratio",
            _COMPANY + "'s annualized NCOs",
            "NCOs to average loans",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} eased {m}", fell),
            ("{s} never eased from one quarter to the next", never_fell),
            ("{s} never climbed quarter over quarter", never_rose),
            ("{s} did not climb", held_down),
        ),
        partial(_change_by, "by {:.0f} bp", 3.0),
        False,
        (
            "{s} ran above the same quarter of fiscal 2023 in every quarter of fiscal 2024",
            "{s} ran below the same quarter of fiscal 2023 in every quarter of fiscal 2024",
        ),
    ),
    _Trend(
        "fundamentals.quarters",
        "aoci_mm",
        (
            42.1,
            55.3,
            61.8,
            48.2,
            22.4,
            30.9,
            18.7,
            -12.5,
            -98.4,
            -176.3,
            -261.8,
            -238.5,
            -214.9,
            -121.7,
            -168.2,
            -132.4,
            -141.9,
            -118.6,
        ),
        (
            "AOCI",
            _COMPANY + "'s unrealized securities position (AOCI)",
            "Accumulated other comprehensive income",
        ),
        (
            ("{s} recovered {m}", rose),
            ("{s} worsened {m}", fell),
            ("{s} never worsened from one quarter to the next", never_fell),
            ("{s} did not worsen", held_up),
            ("{s} did not recover", held_down),
        ),
        partial(_change_by, "by ${:.0f}MM", 4.0),
        False,
        (
            "{s} was better than in the same quarter of fiscal 2023 in every quarter of fiscal "
            "2024",
            "{s} was worse than in the same quarter of fiscal 2023 in every quarter of fiscal 2024",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in fiscal 2024 than in fiscal 2023",
    slower="{s} grew more slowly in fiscal 2024 than in fiscal 2023",
    grew="{s} compounded at a double-digit annual rate from June 2022 to June 2024",
    shrank="{s} shrank at a double-digit annual rate, compounded, from June 2022 to June 2024",
    end=17,
    shrinking=True,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of fiscal 2024, and for a growing item fiscal 2024 against fiscal 2023
    and the two-year compound rate (a rise or a fall). Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "CUSO credit note (" + _CUSO + "), MHBK 4.125% senior notes due 2028: {claim} [1]. Notes "
    "quoted at T+245, unchanged on the week.",
    "Teams | Priya Raman (Investment Officer) 2:07 PM: {claim} [1]. not adding CDs there past "
    "the $250K insured line",
    "ALCO packet, counterparty watch: {claim} [1]; our CD exposure to MHBK is $3.5MM across 14 "
    "certificates.",
    "| Issuer | What the 10-K/10-Q shows |\n|---|---|\n| " + _COMPANY + " (MHBK) | {Claim} [1] |",
    "E-mail from the CFO to the Supervisory Committee: {claim} [1], which is why the CUSO put "
    "MHBK on its watch list.",
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
        special_step=5,
        left_out=lambda h, w, c: h.startswith("in the June '24 quarter") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZL: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
