"""Held-out batch ZZU: every flaw kind again, in the voice of a US open-end municipal bond fund
(tax-exempt, national): its prospectus and its SAI's fundamental and non-fundamental investment
restrictions and 485(a)/485(b) filings, the Board of Trustees' minutes, resolutions and 15(c)
materials, the liquidity risk management program under Rule 22e-4 (the HLIM, the 15%
illiquid-investment limit, the Program Administrator), the Investment Policy Committee (IPC),
the compliance system's rule export (Charles River), the credit research team's notes on
obligors and their EMMA continuing disclosures, the trading desk's Bloomberg IB chat, and the
portfolio managers' quarterly commentary.

Batch ZZU is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Net assets, flows, NAVs, SEC 30-day yields, tax-equivalent yields and tax
brackets, distribution rates, spreads to MMD in bp, coupons and maturities ("5s of '47"),
ratings ("BBB-/Baa3", "A2/A"), the 80% names-rule policy, borrowing limits, quorum counts,
votes, chat timestamps, filing numbers and dates, a covenant's days-cash level and the compliance
report's positions are decoy numbers: no truth depends on them. Its parts are new:

* limits as a muni fund's people state them: fund counsel's reply after checking the SAI, Board
  minutes with a quorum line, the prospectus's Principal Investment Strategies, a Charles River
  rule export (a bare number in the constraint's unit), the IPC's approved guidelines, a
  Bloomberg IB chat line from the desk ("max"/"min"), a "Compliance test / Limit / 9/30
  position / Status" table whose position is a decoy, a CCO memo to the Board and a unanimous
  written consent, each in turn; number forms "20%", "20.00%" and "20% of net assets", and for
  duration "8 yrs", "8 years" and "8.0 yrs" (a constraint with no unit: years); subjects: the
  AMT-subject share, any one state's share, any one obligor's share, the below-investment-grade
  (BIG) share, illiquid investments (Rule 22e-4), the hospital and tobacco-settlement sectors
  combined, the option-adjusted duration (a cap in years), and the highly liquid investment
  minimum (HLIM), a floor;
* requests deferring the limit to a bracket in the draft 485(a) amendment, a "[___]" in the
  draft SAI awaiting the Board's vote, an IPC that has not set it, the LRM Program
  Administrator's annual review, or the Board's December meeting;
* provenance misquoting its source: the 485(a) draft's figure changed in the 485(b) filing (in
  prose, or as an SAI redline), a higher limit the Board declined or a waiver the IPC denied,
  the fund's 9/30 position in the compliance report (in prose or a "Test / 9/30 position /
  Limit" table), another limit in the compliance summary (taxable munis, territories, a bond
  insurer, unrated bonds, inverse floaters, land-secured bonds, average maturity, illiquid
  investments) and a predecessor fund's or peers' figure quoted for comparison;
* mandates as the SAI's non-fundamental policies in the mandate's fields
  (`sai.investment_restrictions.non_fundamental[1]`), the prospectus's Principal Investment
  Strategies beside the 80% policy, the LRM program (for the liquidity limits) or the IPC's
  portfolio guidelines, the Charles River rule list in the mandate's fields
  (`compliance_rules.rules[2]`) and Board resolutions;
* latitude granted as an IPC delegation, a prospectus range the portfolio managers run inside, a
  "Guideline / Range / Who decides" table and the CIO on chat; refused as an SAI cap whose band
  is only a CCO warning level in Charles River, IPC minutes declining the PMs' request, and the
  CIO on chat not delegating it; each twin the same text granting it;
* objectives as the prospectus's investment objective, the PMs' quarterly commentary, the
  Board's 15(c) materials, an RIA platform's due-diligence e-mail and IPC minutes, with the
  485(a) draft quoted or the IPC's strike-through in the same text and a later message from the
  CIO or after the Board meeting replacing an earlier one;
* leakage as the credit, liquidity and PM teams write it: a default scorecard's cutoffs, a
  muni/Treasury ratio trigger, the liquidity model's days-to-liquidate thresholds, the HLIM's
  redemption-stress haircut and a hospital screen's MADS-coverage threshold fitted on periods
  reaching into the test years (EMMA trade prints, vendor pricing, fiscal years ended 3/31,
  ICI flows, EMMA disclosures, the MMD curve), and whole sentences (next month-end's evaluated
  spread as an input, ratings as the agencies later revised them, a ratio trigger picked on the
  whole record, results shown on the years the scorecard was fitted on); each clean twin in the
  same form, ending before the first test date (2 January 2015);
* trend claims on Lakeshore Health (a nonprofit health-system obligated group the fund holds,
  reporting quarterly to EMMA) — operating revenue, operating margin (moves in bp), days cash on
  hand (in days) and MADS coverage (as "0.40x") over twelve quarters (2020 Q1–2022 Q4: the
  elective-surgery shutdown, the CARES Act and Medicare advance payments, then 2022's labor-cost
  squeeze and market losses), as a credit research note, the PMs' quarterly commentary, an
  "Obligor / Observation" table, a desk chat line and the Board's credit watch list; horizons
  covered by the series against uncovered ones ("since the Series 2008A bonds were issued").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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

SEED: Final = 20270142
KINDS: Final = ALL_KINDS
TAG: Final = "zzu"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzuz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzuz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzuz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzuz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzuz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzuzz"

_FUND: Final = "Northbridge National Tax-Exempt Fund"


# --- numbers as a muni fund's PMs, compliance and counsel write them ------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of net assets: "20%", "20.00%" (the compliance system's), "20% of net assets"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "net": f"{_g(pct)}% of net assets"}


def _year_forms(value: float) -> dict[str, str]:
    """A duration in years: "8 yrs", "8 years", "8.0 yrs"."""
    return {"yrs": f"{_g(value)} yrs", "years": f"{_g(value)} years", "yrs1": f"{value:.1f} yrs"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a muni fund's people name it, its rule key in the
    compliance system, the values it takes, its written forms, whether it is a floor, and
    whether it is one of the Rule 22e-4 liquidity limits."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    liquidity: bool = False


_AMT: Final = _Subject(
    ("max_amt_weight", "amtSubjectCap"),
    (
        "bonds subject to the federal AMT",
        "AMT paper",
        "private activity bonds whose interest is an AMT preference item",
    ),
    "amt_subject_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_STATE: Final = _Subject(
    ("max_single_state_weight", "stateConcentrationCap"),
    (
        "exposure to any single state",
        "any one state's weight",
        "bonds of issuers located in any one state",
    ),
    "single_state_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_OBLIGOR: Final = _Subject(
    ("max_single_obligor_weight", "obligorCap"),
    (
        "exposure to any single obligor",
        "the largest single-obligor position (all CUSIPs combined)",
        "any one obligor",
    ),
    "single_obligor_max",
    "fraction",
    (0.03, 0.05, 0.1),
    _share_forms,
)
_BIG: Final = _Subject(
    ("max_below_ig_weight", "highYieldCap"),
    (
        "below-investment-grade bonds (rated below BBB-/Baa3, or unrated of comparable quality)",
        "the BIG bucket",
        "high-yield (sub-BBB-) exposure",
    ),
    "below_ig_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_ILLIQUID: Final = _Subject(
    ("max_illiquid_weight", "illiquidInvestmentsCap"),
    (
        "illiquid investments as classified under the LRM program",
        "the illiquid bucket",
        "holdings classified illiquid",
    ),
    "illiquid_max",
    "fraction",
    (0.1, 0.12, 0.15),
    _share_forms,
    liquidity=True,
)
_SECTOR: Final = _Subject(
    ("max_health_tobacco_weight", "hospitalTobaccoCap"),
    (
        "the hospital and tobacco-settlement sectors combined",
        "healthcare plus tobacco exposure",
        "the hospital/tobacco sector weight",
    ),
    "health_tobacco_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_DURATION: Final = _Subject(
    ("max_effective_duration_years", "durationCapYrs"),
    (
        "the Fund's option-adjusted duration",
        "portfolio duration (OAD)",
        "effective duration",
    ),
    "oad_max_years",
    None,
    (6.0, 8.0, 10.0),
    _year_forms,
)
_HLIM: Final = _Subject(
    ("min_highly_liquid_weight", "hlimFloor"),
    (
        "the Fund's highly liquid investment minimum (HLIM)",
        "highly liquid investments",
        "the highly liquid bucket",
    ),
    "hlim_min",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    floor=True,
    liquidity=True,
)
#: the caps first: discretion over a floor is another question
_SUBJECTS: Final = (_AMT, _STATE, _OBLIGOR, _BIG, _ILLIQUID, _SECTOR, _DURATION, _HLIM)
_CAPS: Final = _SUBJECTS[:7]

_RATIONALES: Final = (
    "typical for a national intermediate muni fund",
    "in line with peers in the Morningstar Muni National Intermediate category",
    "what the intermediary platforms' due-diligence teams expect",
    "a conservative placeholder until the Board approves a limit",
    "the level the predecessor fund ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the municipal bond fund's holdings under its prospectus and SAI "
    "investment restrictions",
    "the best risk-adjusted return within the Fund's investment restrictions",
    "solve the target portfolio weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Fund's documents and compliance state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "at least" if s.floor else "no more than"


def _chat_op(s: _Subject) -> str:
    return "min" if s.floor else "max"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target weights after we were allotted $45mm of the Dormitory Authority deal",
    "rebuild the model portfolio ahead of the 1/1 reinvestment (coupons plus calls, ~$210mm)",
    "re-weight the fund after Moody's cut two Illinois hospital credits to Baa3",
    "size the tax-loss swaps out of the 3s of '46 into 5% coupons",
    "rework the weights so the 3.9% distribution rate holds through 2026",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still bracketed in the draft 485(a) amendment (counsel comment 9)",
    "{noun}: left as '[___]' in the draft SAI, pending the Board's vote",
    "the IPC hasn't set a limit on {noun} for this fund yet",
    "the limit on {noun} waits on the LRM Program Administrator's annual review, not yet in",
    "the Board will set the limit on {noun} at its December meeting",
)
_REQUEST_FRAMES: Final = (
    "Muni PM team — week of 10/14\nAction: {task}.\nOpen item: {deferral}.",
    "Hi all,\n\nAfter Thursday's $312mm of net outflows (NAV $10.41, SEC yield 3.58%) can you "
    "{task}? {Deferral}.\n\nThanks, Grace (Lead PM, National Tax-Exempt)",
    "IB: NB MUNI PM/TRADING\n14:03:11 OKAFOR, JAMES (NORTHBRIDGE AM): need u to {task}\n"
    "14:03:40 OKAFOR, JAMES (NORTHBRIDGE AM): caveat – {deferral}",
    "From the new-issue calendar review: {task}. {Deferral}; flag anything that hinges on it.",
    "Fund accounting here (not on the investment side). TEY on the fact sheet is 6.05% at the "
    "40.8% rate. Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}, {chat}
_STATINGS: Final = (
    (
        "Re: limits — checked the SAI (Investment Restrictions, non-fundamental policy (f)): "
        "{noun} must be {nomore} {v}. Happy to send the LRM procedures too. Dana (Fund Counsel)",
        "figures",
    ),
    (
        "Board of Trustees, regular quarterly meeting — minutes. Quorum: seven of eight Trustees "
        "present, six of them Independent.\nItem four: the Board approved a {limit} of {v} for "
        "{noun}.",
        "figures",
    ),
    (
        "Prospectus, Principal Investment Strategies: 'Under normal market conditions, the Fund "
        "keeps {noun} at {nomore} {v}.'",
        "figures",
    ),
    (
        "Charles River compliance rule (export):\n    fund: " + _FUND + "\n    rule: {key}\n"
        "    {key}: {v}\n    severity: hard, pre-trade",
        "bare",
    ),
    (
        "From the IPC's approved portfolio guidelines (current revision): {Noun}: {limit} {v}.",
        "figures",
    ),
    (
        "IB: NB MUNI DESK\n09:41:07 KOWALSKI, MARK (NORTHBRIDGE AM): compliance cnfrmd — "
        "{noun} {chat} {v}, hard limit, pre-trade blocks it\n"
        "09:41:22 REYES, ANA (NORTHBRIDGE AM): ty",
        "figures",
    ),
    (
        "| Compliance test | Limit | 9/30 position | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Pass |",
        "table",
    ),
    (
        "CCO memo to the Board: under the Fund's written compliance procedures {noun} shall be "
        "{nomore} {v}, tested pre-trade and at each month-end.",
        "figures",
    ),
    (
        "UNANIMOUS WRITTEN CONSENT OF THE BOARD OF TRUSTEES\nRESOLVED, that {noun} shall be "
        "{nomore} {v}, effective with the next annual update of the registration statement.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.8 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
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
        chat=_chat_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_restrictions": [
        "Borrowing only as the 1940 Act permits (Section 18(f)), and for temporary purposes.",
        "No short sales of securities and no purchases on margin.",
        "No investment in commodities or commodity contracts, other than Treasury futures.",
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

#: another limit beside this one in the same compliance summary: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "amt_subject_max": ("Taxable municipal bonds (maximum)", 0.08),
    "single_state_max": ("Puerto Rico and the territories (maximum)", 0.04),
    "single_obligor_max": ("Bonds wrapped by any one insurer (maximum)", 0.25),
    "below_ig_max": ("Unrated bonds (maximum)", 0.25),
    "illiquid_max": ("Inverse floaters / TOB residuals (maximum)", 0.075),
    "health_tobacco_max": ("Land-secured (dirt) bonds (maximum)", 0.06),
    "oad_max_years": ("Dollar-weighted average maturity (maximum)", 22.0),
    "hlim_min": ("Illiquid investments (maximum)", 0.12),
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
    if structure == 0:  # the 485(a) draft's figure, changed in the 485(b) filing
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The 485(a) draft (filed in February) had {wrong} for {noun}. After SEC staff "
                f"comments, the 485(b) filing that went effective on the 28th says {right}."
            )
        else:
            text = (
                "SAI redline, Investment Restrictions, non-fundamental policy (c): "
                f"{noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[Fund counsel: accepted, conformed in the 485(b) version]"
            )
    elif structure == 1:  # a change the Board or the IPC declined
        wrong_value = _away(s, value, 1.6, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"At the March meeting the Adviser asked the Board to move the limit on {noun} "
                f"to {wrong}. The Board declined; the {_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"IPC minutes, item 3: the PMs sought a temporary waiver taking {noun} to "
                f"{wrong} for the Brightwater Senior Living deal. Waiver denied (two for, four "
                f"against); the limit remains {right}."
            )
    elif structure == 2:  # the fund's position in the compliance report
        wrong_value = _away(s, value, 0.7, 1.8)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 compliance report: {noun} stood at {wrong} on September 30, compliant "
                f"with the {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Test | 9/30 position | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another limit in the same compliance summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = f"Compliance summary — {_FUND}\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or the peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the predecessor fund (merged into this one) allowed {wrong} "
                f"for {noun}. This Fund's SAI says {right}."
            )
        else:
            text = (
                f"Our SAI sets {noun} at {right}. (The platform's due-diligence team says peers "
                f"run at {wrong}, but the Board never adopted that.)"
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


# --- mandate clauses as the SAI, prospectus, LRM program, rule list and Board resolutions -------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the SAI's non-fundamental policies in the mandate's fields
        clause = f"The Fund will keep {noun} at {_no_more(s)} {written}, measured at purchase."
        restrictions: dict[str, JsonValue] = {
            "fundamental": [
                "Borrowing: only as permitted under the Investment Company Act of 1940.",
                "Senior securities: none, except as the 1940 Act permits.",
            ],
            "non_fundamental": [
                "The Fund may lend portfolio securities only to approved borrowers.",
                clause,
            ],
        }
        return (
            {"sai": {"investment_restrictions": restrictions}},
            None,
            "sai.investment_restrictions.non_fundamental[1]",
        )
    if shape == 1:
        prospectus = (
            f"PROSPECTUS — {_FUND} (Class A: NBNTX; Class I: NBNIX)\n"
            "Principal Investment Strategies\n"
            "Under normal market conditions, the Fund invests at least 80% of its net assets in "
            "municipal securities whose interest is exempt from regular federal income tax. "
            f"The Fund {'keeps' if s.floor else 'limits'} {noun} "
            f"{'at or above' if s.floor else 'to'} {written}.\n"
            "The Fund may buy bonds of any maturity and may use Treasury futures to hedge."
        )
        return None, prospectus, MANDATE_ID
    if shape == 2:
        if s.liquidity:
            document = (
                "LIQUIDITY RISK MANAGEMENT PROGRAM (Rule 22e-4) — Northbridge Municipal Trust, "
                "as approved by the Board\n"
                "§3 Classification: each holding is classified at least monthly as highly liquid, "
                "moderately liquid, less liquid or illiquid.\n"
                f"§5.2 The Program Administrator shall ensure that {noun} is {_no_more(s)} "
                f"{written}.\n"
                "§7 Reporting: the Program Administrator reports to the Board each year."
            )
        else:
            document = (
                "INVESTMENT POLICY COMMITTEE — Portfolio Guidelines, National Tax-Exempt\n"
                "G-1 Eligible securities: municipal bonds, notes and VRDNs; no taxable "
                "corporates.\n"
                f"G-4 The portfolio managers shall keep {noun} {_no_more(s)} {written}.\n"
                "G-7 New issues: retail order periods take priority over institutional orders."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the compliance system's rule list in the mandate's fields
        rules: list[JsonValue] = [
            "NB-R01 Restricted list: no trades in issuers on the firm's restricted list.",
            "NB-R02 Derivatives: Treasury futures for duration hedging only.",
            f"NB-R09 {_cap(noun)} {_op(s)} {written} (hard, pre-trade).",
        ]
        return (
            {"compliance_rules": {"system": "Charles River IMS", "rules": rules}},
            None,
            "compliance_rules.rules[2]",
        )
    resolution = (
        "RESOLUTIONS OF THE BOARD OF TRUSTEES (regular meeting; a quorum, including a majority of "
        "the Independent Trustees, present)\n"
        "WHEREAS the Adviser has recommended a limit after the hospital downgrades;\n"
        f"RESOLVED, that {noun} be {_no_more(s)} {written}; and\n"
        "FURTHER RESOLVED, that the CCO report compliance at each quarterly meeting."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the Fund's target weights; every SAI and prospectus restriction applies.",
    "Re-run the portfolio weights inside the limits in the Fund's documents and guidelines.",
    "Ahead of the Board meeting, re-optimize the portfolio within all investment restrictions.",
    "Work the $45mm Dormitory Authority allotment into the portfolio, keeping to every limit.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the Fund's investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IPC delegation to the muni PM team: the cap on {noun} may be set at any level between {lo} "
    "and {hi} without coming back to the Committee.",
    "Prospectus: under normal market conditions the cap on {noun} is between {lo} and {hi}; the "
    "portfolio managers decide where in that range to set it.",
    "| Guideline | Range | Who decides |\n|---|---|---|\n| Cap on {noun} | {lo} – {hi} | PMs (no "
    "IPC sign-off needed inside the range) |",
    "IB chat, CIO to the PM team: set the cap on {noun} yourselves; anything from {lo} up to {hi} "
    "is fine by me.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The SAI sets the cap on {noun} at {point}. The {lo}–{hi} band loaded in Charles River "
        "is only a warning level for the CCO; it gives the PMs no discretion.",
        "The SAI lets the PMs set the cap on {noun} anywhere in the {lo}–{hi} band loaded in "
        "Charles River; the PMs choose the level.",
    ),
    (
        "IPC minutes, item 5: the PMs asked to set the cap on {noun} anywhere between {lo} and "
        "{hi}. Declined: the cap stays at {point} until the annual guidelines review.",
        "IPC minutes, item 5: the PMs asked to set the cap on {noun} anywhere between {lo} and "
        "{hi}. Approved: the PMs may choose within that range.",
    ),
    (
        "IB chat, CIO: not delegating the cap on {noun}. it stays {point}, NOT anywhere in "
        "{lo}–{hi}.",
        "IB chat, CIO: the cap on {noun} is ur call, anywhere in {lo}–{hi} works.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds as the trade writes a band: "10%", "20%" and "15%" (or "10.00%" ...),
    or for years "4", "8 yrs" and "6 yrs" ("4–8 yrs", "between 4 and 8 yrs")."""
    low, high, middle = bounds
    if s.unit is None:
        unit = rng.choice((" yrs", " years"))
        return {"lo": _g(low), "hi": f"{_g(high)}{unit}", "mid": f"{_g(middle)}{unit}"}
    form = rng.choice(("pct", "pct2"))
    return {k: s.forms(v)[form] for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the investment guidelines' fields, as a mandate message, or in the
    IPC's charter."""
    if shape == 0:
        return {"investment_guidelines": {"pm_discretion": text}}, None
    if shape == 1:
        return None, f"Portfolio guidelines (approved by the Investment Policy Committee)\n\n{text}"
    return {"ipc_charter": {"appendix_a": [text, "The IPC meets monthly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_CAPS,  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the prospectus, the PMs' quarterly commentary, the
#: Board's 15(c) materials, an RIA platform's e-mail and IPC minutes put them; the first of each
#: is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (prospectus): the highest tax-exempt return per unit of risk, "
        "that is, the best Sharpe ratio.",
        "PM quarterly commentary, positioning:\nwe weight the portfolio for the best Sharpe "
        "ratio, the most tax-exempt return for each unit of volatility.",
        "Board 15(c) materials: the Adviser manages the Fund to earn as much as it can for the "
        "risk it takes, measured by the Sharpe ratio.",
        "E-mail from the RIA platform's due-diligence team: as we read your prospectus you "
        "target the best risk-adjusted return, so please maximize the Sharpe ratio.",
        "IPC minutes, item 6: NOTED that the Fund is weighted to maximize the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (prospectus): the least volatile portfolio of tax-exempt bonds "
        "possible.",
        "PM quarterly commentary, positioning:\nwe weight the portfolio for minimum variance, "
        "with no view on expected returns.",
        "Board 15(c) materials: the Adviser wants the steadiest NAV it can build, the lowest "
        "volatility available, whatever the return forecasts say.",
        "E-mail from the RIA platform's due-diligence team: our clients use the fund as a cash "
        "alternative; please minimize the portfolio's variance and leave return forecasts out "
        "of it.",
        "IPC minutes, item 6: NOTED that the Fund is weighted to minimize variance.",
    ),
    "tracking": (
        "Investment objective (prospectus): track the Bloomberg Municipal Bond Index as closely "
        "as possible.",
        "PM quarterly commentary, positioning:\nwe keep the portfolio as close to the Bloomberg "
        "Municipal Bond Index as we can, with the smallest tracking error.",
        "Board 15(c) materials: the Fund mirrors the Bloomberg Municipal Bond Index, with "
        "minimal tracking error.",
        "E-mail from the RIA platform's due-diligence team: can the fund simply shadow the "
        "Bloomberg Municipal Bond Index? Minimize tracking error against it, please.",
        "IPC minutes, item 6: NOTED that the Fund minimizes tracking error to the Bloomberg "
        "Municipal Bond Index.",
    ),
    "return": (
        "Investment objective (prospectus): the highest expected total return, with no penalty "
        "for risk.",
        "PM quarterly commentary, positioning:\nwe weight the portfolio for the highest "
        "expected return; risk does not enter the objective.",
        "Board 15(c) materials: to compete in the high-yield muni category the Adviser weights "
        "the portfolio to maximize expected return, with no allowance for risk.",
        "E-mail from the RIA platform's due-diligence team: our clients hold the fund for "
        "return, so just go for the highest expected return, no risk adjustment.",
        "IPC minutes, item 6: NOTED that the Fund is weighted to maximize expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The 485(a) draft read: "{old}" That changed after SEC staff comments; the 485(b) '
    "language is:\n\n{new}",
    "~~{old}~~ (deleted at the IPC, 10/8)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please ignore my earlier note on the objective. The IPC decided:\n\n{new}",
    "Correction after the Board's 11/14 meeting (this supersedes the objective sent "
    "earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the National Tax-Exempt Fund's target weights:\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. — Muni PM team",
    "Fund snapshot: $4.2bn net assets, 1,143 holdings, SEC 30-day yield 3.41%, TEY 5.76% "
    "(40.8% bracket).\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the bonds in the Fund's municipal universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_DRAFTS[(i // 4) % len(_DRAFTS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, quoted or
    struck through; every fourth from the fourth an earlier message a later one replaces."""
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
        "MSRB/EMMA trade prints from 2010 through 2018",
        "MSRB/EMMA trade prints from 2010 through 2014",
    ),
    ("all vendor evaluated pricing up to June 2017", "all vendor evaluated pricing up to Dec 2014"),
    (
        "the fiscal years ended 3/31/2011 through 3/31/2020",
        "the fiscal years ended 3/31/2011 through 3/31/2014",
    ),
    (
        "the 2009–2019 muni fund-flow history (ICI weekly estimates)",
        "the 2009–2014 muni fund-flow history (ICI weekly estimates)",
    ),
    (
        "obligors' quarterly EMMA disclosures from Q1 2010 to Q2 2016",
        "obligors' quarterly EMMA disclosures from Q1 2010 to Q4 2014",
    ),
    (
        "the MMD AAA curve history (Jan 2010 – Sep 2020)",
        "the MMD AAA curve history (Jan 2010 – Dec 2014)",
    ),
)
_ACTIONS: Final = (
    "the credit team's default-probability scorecard cutoffs were calibrated",
    "the muni/Treasury ratio rich-cheap trigger was fitted",
    "the liquidity model's days-to-liquidate thresholds were set",
    "the redemption-stress haircut behind the HLIM was tuned",
    "the hospital screen's minimum MADS-coverage threshold was chosen",
)
_LEAK_FRAMES: Final = (
    "Credit research note, model appendix: {action} on {period}.",
    "From the LRM Committee's model documentation (v3.1): {action} using {period}, and that "
    "setting is applied unchanged in each of the three test folds.",
    "For the Board's 15(c) materials: {action} just once, on {period}, before the walk-forward "
    "test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's weights use, among other inputs, each bond's spread to MMD from the "
        "following month-end's evaluated pricing.",
        "Each month's weights use, among other inputs, each bond's spread to MMD from the prior "
        "month-end's evaluated pricing.",
    ),
    (
        "Ratings input: each bond's rating as S&P and Moody's later revised it, applied from "
        "the start of the data in place of the rating on file at the time.",
        "Ratings input: each bond's rating as it stood at each month-end, as published that month.",
    ),
    (
        "The muni/Treasury ratio trigger is the one of eight that did best over the Fund's "
        "whole 2010–2020 record, then used in every fold.",
        "The muni/Treasury ratio trigger is chosen from eight inside each fold's training years "
        "only.",
    ),
    (
        "Results shown to the Board cover the same 2010–2020 years the default scorecard was "
        "fitted on; no years were held back.",
        "Results shown to the Board cover only each fold's test years; the default scorecard is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The IPC wants a walk-forward backtest (three folds) of the proposed weighting model before "
    "the Board meeting.",
    "Please back-test the muni/Treasury ratio overlay walk-forward, in three folds, for the "
    "15(c) book.",
    "PM team action: run a three-fold walk-forward test of the Fund's weighting model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


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

_COMPANY: Final = "Lakeshore Health"
_ENTITY: Final = "ent_lakeshore_health_obligated_group"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs. Q3", (10, 11)),
    ("over the twelve months ended 12/31/22", (7, 11)),
    ("over the two years to 12/31/22", (3, 11)),
    ("since Q1 2020, pre-COVID", (0, 11)),
    ("between the June 2020 trough and June 2022", (1, 9)),
    ("from year-end 2020 to mid-2021", (3, 5)),
    ("since the Series 2008A bonds were issued", None),
    ("over the life of the 2012 master trust indenture", None),
    ("since the 2016 merger with St. Brendan's", None),
)


#: "roughly 12%", "more than 10%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


def _by_bp(a: float, b: float) -> str:
    """A margin's move in basis points, as analysts write it ("by 190 bp"); "" under 20 bp."""
    return _change_by("by {:.0f} bp", 20, a * 100, b * 100)


_by_days = partial(_change_by, "by {:.0f} days", 5)


_by_cover = partial(_change_by, "by {:.2f}x", 0.05)


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
        "total_operating_revenue",
        (612.0, 498.0, 596.0, 631.0, 640.0, 668.0, 681.0, 694.0, 702.0, 721.0, 738.0, 752.0),
        ("Operating revenue", "Lakeshore Health's total operating revenue", "Revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (2.1, -8.4, 3.6, 4.2, 3.8, 4.5, 2.9, 3.1, -0.6, -1.8, -0.9, 0.4),
        (
            "Operating margin",
            "Lakeshore Health's operating margin",
            "The system's operating margin",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never improved from one quarter to the next", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_bp,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "days_cash_on_hand",
        (212.0, 188.0, 241.0, 256.0, 262.0, 270.0, 268.0, 259.0, 238.0, 221.0, 214.0, 219.0),
        ("Days cash on hand", "Lakeshore Health's days cash on hand", "Liquidity (days cash)"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not erode", held_up),
            ("{s} did not build", held_down),
        ),
        _by_days,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "mads_coverage",
        (2.9, 0.8, 2.6, 3.1, 3.4, 3.6, 3.2, 3.3, 2.1, 1.6, 1.8, 2.0),
        ("MADS coverage", "Lakeshore Health's MADS coverage", "Debt service coverage (MADS)"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_cover,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year over year
#: in each quarter of 2022, and for a growing item the two years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} ran ahead of the same quarter of 2021 in every quarter of 2022",
    down_all="{s} trailed the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at better than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Credit research note (Lakeshore Health, A2/A, review of the EMMA quarterly filings): "
    "{claim} [1].",
    "PM quarterly commentary, hospital exposure: {claim} [1]; we added the Series 2021B 4s of "
    "'51 at +95 bp to MMD.",
    "| Obligor | Observation |\n|---|---|\n| Lakeshore Health (obligated group) | {Claim} [1] |",
    "IB: NB MUNI DESK\n11:02:44 PATEL, ANIKA (NORTHBRIDGE AM): fyi {claim} [1]. still like the "
    "5s of '47 here",
    "Board materials, credit watch list: {claim} [1]; the days-cash covenant is 75 days.",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZU: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
