"""Held-out batch ZZD: every flaw kind again, in the voice of securities lending and collateral
management: agency lending programmes run by custodians for beneficial owners (a UK pension
fund's trustees, a UCITS ETF's management company), their securities lending authorisation
agreements (SLAAs) and lending guidelines, GMSLA-based lending, the ManCo's UCITS efficient
portfolio management (EPM) policy under ESMA's guidelines, the lending agent's monthly
performance reports, the client's securities lending oversight committee papers and minutes,
and the collateral desk's chat.

Batch ZZD is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. AUM, on-loan balances, utilisation, gross and net revenue, fee splits (80/20,
85/15), TERs in bps, borrower counts, haircuts, the shadow-NAV floor, the 397-day maturity
limit, committee votes, quorum counts, resolution and paragraph numbers, ESMA references and
meeting dates and times are decoy numbers: no truth depends on them. Its parts are new:

* limits as a lending programme states them: legal's reply after checking the executed SLAA,
  oversight committee minutes with a quorum line, the agent's monthly performance report's
  compliance page between the on-loan balance, utilisation and the fee split, an export of the
  agent's compliance engine (a bare number in the constraint's unit), the UCITS EPM policy,
  the SLAA's lending-guidelines schedule, guidelines agreed with the trustee and monitored on
  the daily mark-to-market, a "Guideline / Position at 31 May / In line?" table whose position
  is a decoy and the collateral desk's chat, each form in turn; number forms "25%", "25 per
  cent", "25.0%", collateral margins as "102%", "102 per cent", "102.0%" (a multiple of loan
  value), WAMs as "60 days", "60d", "60 calendar days", fees as "10 bps", "10bp", "10 basis
  points"; subjects: the share of NAV on loan, per-borrower concentration and the cash
  reinvestment pool's WAM (caps), the collateral margin, the pool's overnight liquidity and the
  minimum fee on a new loan (floors);
* requests deferring the limit to a bracket in the SLAA mark-up, a "[TBC]" in the draft
  guidelines awaiting the trustee, an oversight committee that has not set it, the depositary's
  review of the EPM policy, or the investment committee's next meeting;
* provenance misquoting its source: a draft SLAA figure changed in the executed SLAA (in prose,
  or as a redline with the trustee's comment that agreed it), the agent's request the committee
  declined (in a note or the desk's chat), the programme's month-end position in the agent's
  report (in prose or a "Guideline / 31 Mar position / Limit" table), another figure in the
  same summary of lending terms (the agent's fee share, the equity-collateral haircut, the
  pool's shadow-NAV floor, the 397-day final maturity, weekly liquidity or the cash rebate
  spread) and an earlier SLAA's or peer programmes' figure quoted for comparison;
* mandates as the SLAA's Schedule 2 in the mandate's fields (`slaa.schedule_2.para_4`), the
  trustees' lending guidelines letter, the ManCo's UCITS EPM policy, the lending guidelines'
  list of limits in the mandate's fields (`lending_guidelines.limits[2]`) and an oversight
  committee resolution;
* latitude granted as a committee delegation to the agent, an operating range in the SLAA
  within which the agent decides, a "Parameter / Range / Who decides" table and an e-mail from
  the client's Head of Treasury; refused as a fixed SLAA figure whose band is only a
  notification level, committee minutes declining the agent's request, and a note that the
  client has not delegated it; each twin the same text granting it;
* objectives as the SLAA's programme objective (or the ETF's prospectus supplement), the
  committee's paper, the agent's annual review, the client's e-mail and the committee's
  minutes, with an earlier draft quoted or struck out in the same text and a later message
  from the CIO replacing an earlier one;
* leakage as lending desks and their analysts write it: hot/warm/GC fee thresholds,
  per-borrower caps, a haircut schedule, a recall-before-record-date rule and a reinvestment
  WAM target set on periods reaching into the test years, and whole sentences (the recall list
  the stewardship team finalised after the following AGM season, a fee split agreed later
  applied to every year, a borrower panel cleared of counterparties that defaulted later,
  utilisation as the data vendor later restated it); each clean twin in the same form, ending
  before the first test date (2 January 2015);
* trend claims on Ashbury Custody plc (a listed custodian bank whose agency lending business
  the committee benchmarks its own agent against) — securities lending revenue, the average
  on-loan balance, lendable utilisation (in percentage points, "ppts") and the average fee on
  loans (in bps) over twelve quarters (2020 Q1–2022 Q4: the Covid fall in specials, the 2021
  meme-stock specials, the 2022 equity sell-off and rising cash-reinvestment income), as the
  committee's benchmarking pack, the agent's market colour, an "Agent / Observation" table,
  the desk's chat and committee minutes; magnitudes as "c.12%", "over 20%", "almost 15%",
  "by 1.3 ppts", "by 6.3bps"; horizons covered by the series against uncovered ones ("since
  the 2008 Lehman default"). Whether a claim holds is computed from the series: true, false,
  or too close to call (never used).

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

SEED: Final = 20270125
KINDS: Final = ALL_KINDS
TAG: Final = "zzd"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzd5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzdd"


# --- numbers as lending agents, collateral desks and their clients write them -------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV, of the on-loan book or of the reinvestment pool: "25%", "25 per cent",
    "25.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


def _margin_forms(value: float) -> dict[str, str]:
    """Collateral as a multiple of loan value, as the trade writes it: "102%", "102 per cent",
    "102.0%"."""
    return _share_forms(value)


def _day_forms(value: float) -> dict[str, str]:
    """A weighted average maturity: "60 days", "60d", "60 calendar days"."""
    return {"days": f"{_g(value)} days", "d": f"{_g(value)}d", "cal": f"{_g(value)} calendar days"}


def _bps_forms(value: float) -> dict[str, str]:
    """A fee: "10 bps", "10bp", "10 basis points"."""
    return {"bps": f"{_g(value)} bps", "bp": f"{_g(value)}bp", "basis": f"{_g(value)} basis points"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a lending programme names it, its key in the agent's
    compliance engine, the values it takes, its written forms, whether it is a floor, how far a
    looser or a comfortable figure sits from it (`step`: a floor's; a cap's are proportional),
    where the programme sits inside it, and the other figure of the same summary of terms
    written in the same form."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    beside: tuple[str, float]
    floor: bool = False
    step: float = 0.0
    inside: float = 0.0


_ON_LOAN: Final = _Subject(
    ("max_on_loan_fraction_of_nav", "onLoanCapNav"),
    (
        "the share of the Fund's NAV on loan",
        "on-loan as a percentage of NAV",
        "the proportion of the portfolio out on loan",
    ),
    "max_on_loan_of_nav",
    "fraction",
    (0.25, 0.3, 0.5),
    _share_forms,
    ("agent's share of gross lending revenue", 0.2),
)
_BORROWER: Final = _Subject(
    ("max_single_borrower_exposure", "perBorrowerCap"),
    (
        "exposure to any single borrower",
        "the per-borrower concentration of the on-loan book",
        "loans to any one approved borrower",
    ),
    "max_single_borrower",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    ("haircut on main-index equity collateral", 0.08),
)
_WAM: Final = _Subject(
    ("max_reinvestment_wam_days", "wamCapDays"),
    (
        "the weighted average maturity (WAM) of the cash-collateral reinvestment pool",
        "the reinvestment pool's WAM",
        "WAM on reinvested cash collateral",
    ),
    "reinvestment_wam_max_days",
    "days",
    (60.0, 90.0, 120.0),
    _day_forms,
    ("final maturity of any single reinvestment", 397.0),
)
_MARGIN: Final = _Subject(
    ("min_collateral_margin", "collateralMarginFloor"),
    (
        "collateral margin over loan value",
        "the collateralisation of each loan",
        "collateral cover on loans",
    ),
    "collateral_margin_min",
    "multiple",
    (1.02, 1.05, 1.1),
    _margin_forms,
    ("reinvestment pool's shadow-NAV floor", 0.995),
    floor=True,
    step=0.02,
    inside=0.04,
)
_LIQUIDITY: Final = _Subject(
    ("min_overnight_liquidity", "overnightLiquidityFloor"),
    (
        "overnight liquidity in the cash-collateral reinvestment pool",
        "the share of reinvested cash available overnight",
        "the reinvestment pool's overnight liquidity",
    ),
    "overnight_liquidity_min",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
    ("weekly liquidity in the same pool", 0.4),
    floor=True,
    step=0.1,
    inside=0.15,
)
_FEE: Final = _Subject(
    ("min_new_loan_fee_bps", "minFeeBps"),
    (
        "the fee on any new loan",
        "the lending fee on general-collateral (GC) loans",
        "the lending spread on a new loan",
    ),
    "min_loan_fee_bps",
    "bps",
    (10.0, 15.0, 25.0),
    _bps_forms,
    ("maximum rebate spread paid on cash collateral", 35.0),
    floor=True,
    step=5.0,
    inside=8.0,
)
#: the caps first: discretion (latitude) is only drawn over them
_SUBJECTS: Final = (_ON_LOAN, _BORROWER, _WAM, _MARGIN, _LIQUIDITY, _FEE)

_RATIONALES: Final = (
    "typical for an agency lending programme of this size",
    "in line with what the agent's other beneficial owners accept",
    "the agent's standard guideline",
    "a conservative placeholder until the SLAA is signed",
    "the level the old programme ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the fund's holdings with the lending programme on, under its securities "
    "lending guidelines",
    "the best risk-adjusted return, lending income included, within the fund's lending guidelines",
    "solve the target weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the lending documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the fund's target weights with lending switched back on after the proxy season",
    "set target weights for the new UCITS ETF sleeve (€850m AUM) before it joins the agency "
    "lending programme",
    "rebalance the cash-collateral reinvestment pool after the MMF redemption",
    "size the fund's allocation to the small caps now trading special",
    "rework the portfolio weights so net lending revenue covers the 18 bps TER",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still in square brackets in the SLAA mark-up (client comment 9)",
    "{noun}: '[TBC]' in Schedule 2 of the draft lending guidelines, pending the trustee's sign-off",
    "the oversight committee has not set a limit on {noun} yet",
    "the limit on {noun} waits on the depositary's review of the EPM policy",
    "the investment committee will decide the limit on {noun} at its next quarterly meeting",
)
_REQUEST_FRAMES: Final = (
    "SL oversight workstream — actions log\nAction: {task}.\nOpen point: {deferral}.",
    "Hi both,\n\nFollowing the agent's Q3 performance review (utilisation 14.2%, £3.1bn on "
    "loan) could you {task}? {Deferral}.\n\nThanks, Ingrid (Head of Investment Operations)",
    "From the lending onboarding tracker: {task}. {Deferral}; flag anything that depends on it.",
    "Lending revenue YTD: £4.7m gross, £3.8m net of the 80/20 split. Next: {task}.\n"
    "Caveat: {deferral}.",
    "Collateral desk here (we don't own the guidelines). Pls {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: lending limits. Checked the executed SLAA (Schedule 2, para 3.1): {noun} must be "
        "{nomore} {v}. Shout if you need the collateral schedule too. Marc (Legal)",
        "figures",
    ),
    (
        "Securities Lending Oversight Committee, minutes of 14 March. Quorum: 4 of 5 members "
        "present.\nItem 3: the Committee set a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Agent's monthly performance report, compliance page: on-loan balance £2.6bn, "
        "utilisation 11.4%, gross revenue £0.41m (85/15 split). Under the lending guidelines, "
        "{noun} is kept at {nomore} {v}.",
        "figures",
    ),
    (
        "Lending guidelines export (agent's compliance engine, rule set 2024-03):\n"
        "    fund: UCITS-ETF-07\n    {key}: {v}\n    status: approved",
        "bare",
    ),
    (
        "From the Fund's EPM policy (section 4, Securities Lending): '{Noun} is subject to a "
        "{limit} of {v}.'",
        "figures",
    ),
    (
        "SLAA, Schedule 3 (Lending Guidelines), para 2(b): the Agent shall keep {noun} at "
        "{nomore} {v}.",
        "figures",
    ),
    (
        "Lending guidelines agreed with the trustee, para 5.2: {noun} shall be {nomore} {v}, "
        "monitored daily on the mark-to-market.",
        "figures",
    ),
    (
        "| Guideline | Position at 31 May | In line? |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | Yes |",
        "table",
    ),
    (
        "[09:14] J. Okafor (collateral desk): confirmed with the client just now, {noun}: "
        "{limit} {v}, live from Monday's DVP run.",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + s.inside if s.floor else value * 0.7, 6)


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
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lending_policy": [
        "The Agent indemnifies the Fund against borrower default (replacement cost, less "
        "collateral held).",
        "All UK equity on loan is recalled before the record date of any contested AGM, so the "
        "Fund can vote.",
        "The Agent reports loans, collateral and revenue monthly in the agreed template.",
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


def _looser(s: _Subject, value: float, up: float) -> float:
    """A figure looser than the limit `value`: `up` times a cap, or a floor less its step."""
    return round(value - s.step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft SLAA figure changed in the executed SLAA
        wrong_value = _looser(s, value, 1.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft SLAA (v2, sent to the trustee in April) had {wrong} for {noun}. "
                f"After the trustee's comments the executed SLAA, Schedule 2, says {right}."
            )
        else:
            text = (
                f"SLAA Schedule 2 redline, para 3(a): {noun}: {_no_more(s)} ~~{wrong}~~ "
                f"{right} [Trustee comment 6: agreed, accepted in the execution version]"
            )
    elif structure == 1:  # the agent's request, declined
        wrong_value = _looser(s, value, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The agent asked us to move {noun} to {wrong} to lift programme revenue. "
                f"The oversight committee declined (1 for, 4 against); the guideline of "
                f"{right} stands."
            )
        else:
            text = (
                f"[11:02] A. Brandt (agent): can we take {noun} to {wrong}? would lift revenue "
                "a fair bit\n"
                f"[11:05] L. Moreau (client): no. Stays at {right} per the guidelines."
            )
    elif structure == 2:  # the programme's month-end position in the agent's report
        wrong_value = round(value + 1.5 * s.step if s.floor else value * 0.7, 6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Agent's monthly report, March: {noun} was {wrong} at month end, within the "
                f"guideline {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Guideline | 31 Mar position | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same summary of lending terms
        beside, wrong_value = s.beside
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Summary of lending terms (SLAA, Schedule 1)\n  " + "\n  ".join(lines)
    else:  # an earlier SLAA's or peer programmes' figure, quoted for comparison
        wrong_value = _looser(s, value, 1.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the 2016 SLAA allowed {wrong} for {noun}. The current "
                f"guidelines are stricter: {right}."
            )
        else:
            text = (
                f"Our guidelines set {noun} at {right}. (The agent says peer programmes run at "
                f"{wrong}, but the trustee would not accept it.)"
            )
    return text, right, wrong, wrong_value


#: the subjects misquoted in turn: the shared loop takes case `i` on `i + i // 5`, which over six
#: subjects would never reach the sixth, so the rotation has seven (per-borrower twice)
_MISQUOTED: Final = (_ON_LOAN, _BORROWER, _WAM, _MARGIN, _LIQUIDITY, _FEE, _BORROWER)

_false = partial(
    _misquote_cases,
    subjects=_MISQUOTED,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses as SLAAs, guidelines letters, EPM policies and resolutions ----------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the SLAA's Schedule 2 in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written}, tested daily."
        schedule: dict[str, JsonValue] = {
            "para_1": "Lending only of the Fund's own holdings, through the Agent's programme, "
            "under the GMSLA.",
            "para_4": clause,
        }
        return {"slaa": {"schedule_2": schedule}}, None, "slaa.schedule_2.para_4"
    if shape == 1:
        letter = (
            "LENDING GUIDELINES — Trustees of the Calder Valley Pension Fund (beneficial owner)\n"
            "1. Borrowers: only those on the approved list in Annex A.\n"
            f"2. Limit: the Agent shall ensure that {noun} "
            f"{'does not fall below' if s.floor else 'does not exceed'} {written}.\n"
            "3. Proxy votes: UK equities on loan are recalled before the record date of any "
            "contested AGM."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        policy = (
            "UCITS EPM POLICY (approved by the ManCo board; ESMA/2014/937)\n"
            "4.1 All revenue from EPM techniques, net of direct and indirect operational costs, "
            "is returned to the Fund.\n"
            f"4.3 {_cap(noun)} shall be {_no_more(s)} {written}.\n"
            "4.6 Non-cash collateral received is not sold, re-invested or pledged."
        )
        return None, policy, MANDATE_ID
    if shape == 3:  # the lending guidelines' limits in the mandate's fields
        limits: list[JsonValue] = [
            "Eligible collateral: G10 government bonds, main-index equities and cash in GBP, "
            "EUR or USD, per Annex B.",
            "Collateral held by the tri-party agent, marked to market daily.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"lending_guidelines": {"version": "2024-2", "limits": limits}},
            None,
            "lending_guidelines.limits[2]",
        )
    resolution = (
        "OVERSIGHT COMMITTEE RESOLUTION 2024/05 (Securities Lending)\n"
        "NOTING the agent's annual review and the renewal of the borrower-default indemnity;\n"
        f"RESOLVED that {noun} be {_no_more(s)} {written} at all times while the programme runs, "
        "and that the agent report any exception the same day."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the fund's target weights; every lending guideline applies.",
    "Re-run the fund's weights inside the limits in the SLAA and the lending guidelines.",
    "Ahead of the oversight committee, re-optimise the fund within its lending restrictions.",
    "Add the new small-cap sleeve to the fund, keeping to all our lending guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's securities lending guideline",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Oversight committee delegation to the lending agent: {noun} may be set anywhere between "
    "{lo} and {hi} without coming back to the Committee.",
    "SLAA, Schedule 2, para 6: {noun} has an operating range of {lo} to {hi}; the Agent decides "
    "where in the range to run the programme.",
    "| Parameter | Range | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Agent (no "
    "client consent needed inside the range) |",
    "E-mail from the client's Head of Treasury: your call on {noun}; anything from {lo} up to "
    "{hi} is fine with us.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The SLAA fixes {noun} at {point}. The {lo}–{hi} band in Schedule 2 only sets when the "
        "Agent must notify the client; it gives the Agent no discretion.",
        "The SLAA lets the Agent run {noun} anywhere in the {lo}–{hi} band in Schedule 2; the "
        "Agent chooses the level.",
    ),
    (
        "Oversight committee minutes, item 4: the agent asked to run {noun} anywhere between "
        "{lo} and {hi}. Declined: it stays at {point} until the annual programme review.",
        "Oversight committee minutes, item 4: the agent asked to run {noun} anywhere between "
        "{lo} and {hi}. Approved: the agent may choose within that range.",
    ),
    (
        "Note to the agent: the client has NOT delegated the level of {noun}. Keep it at "
        "{point}, not anywhere in {lo}–{hi}.",
        "Note to the agent: the client has delegated the level of {noun} to you. Anywhere in "
        "{lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the SLAA's fields, as a mandate message, or in the oversight
    committee's terms of reference."""
    if shape == 0:
        return {"slaa": {"schedule_2_notes": text}}, None
    if shape == 1:
        heading = "Delegated authorities matrix (securities lending), approved by the committee"
        return None, f"{heading}\n\n{text}"
    return {"oversight_committee_tor": {"annex_c": [text, "The Committee meets quarterly."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:3],  # caps only: discretion over a floor is another question
    turn=lambda i: i,
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

#: whole statements of each objective, as the SLAA (or the ETF's prospectus supplement), the
#: committee's paper, the agent's annual review, the client's e-mail and the committee's minutes
#: put them; the first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Programme objective (SLAA, Schedule 1): the best return per unit of risk across the "
        "fund, lending income included (the Sharpe ratio).",
        "Oversight committee paper, portfolio construction:\nweight the holdings for the "
        "highest Sharpe ratio, with lending revenue counted in the return.",
        "Agent's annual review: the client runs the fund to earn as much as it can for the risk "
        "it takes, measured by its Sharpe ratio.",
        "Client e-mail: as we read the guidelines, you should target the best risk-adjusted "
        "return, so please maximise the Sharpe ratio.",
        "Oversight committee minutes, item 7: NOTED that the fund is weighted to maximise its "
        "Sharpe ratio.",
    ),
    "variance": (
        "Programme objective (SLAA, Schedule 1): the least volatile portfolio possible; "
        "preservation of capital comes first.",
        "Oversight committee paper, portfolio construction:\nweight the holdings for minimum "
        "variance, with no view on expected returns.",
        "Agent's annual review: the trustees want the steadiest fund they can have, the lowest "
        "volatility available, whatever the return forecasts say.",
        "Client e-mail: our members need a smooth ride; please minimise the fund's variance "
        "and leave return forecasts out of it.",
        "Oversight committee minutes, item 7: NOTED that the fund is weighted to minimise "
        "variance.",
    ),
    "tracking": (
        "Programme objective (prospectus, ETF supplement): track the MSCI Europe index as "
        "closely as possible; lending income only offsets costs.",
        "Oversight committee paper, portfolio construction:\nkeep the ETF as close to the MSCI "
        "Europe index as we can, with the smallest tracking error.",
        "Agent's annual review: the ManCo runs the ETF to mirror the MSCI Europe index, with "
        "minimal tracking error; lending is there to pay for itself.",
        "Client e-mail: the ETF just has to shadow MSCI Europe. Minimise tracking error "
        "against it, please.",
        "Oversight committee minutes, item 7: NOTED that the ETF minimises tracking error to "
        "the MSCI Europe index.",
    ),
    "return": (
        "Programme objective (SLAA, Schedule 1): the highest expected return, lending income "
        "included, with no penalty for risk.",
        "Oversight committee paper, portfolio construction:\nweight the holdings for the "
        "highest expected return; risk does not enter the objective.",
        "Agent's annual review: to close the funding gap the trustees weight the fund to "
        "maximise expected return, with no allowance for risk.",
        "Client e-mail: we need every basis point we can get, so just go for the highest "
        "expected return, no risk adjustment.",
        "Oversight committee minutes, item 7: NOTED that the fund is weighted to maximise "
        "expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The draft sent to the trustee in June read: "{old}" The trustee changed it; the agreed '
    "wording is:\n\n{new}",
    "~~{old}~~ (struck out at the oversight committee, 9 October)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: ignore my earlier note on the objective. The committee's decision is:\n\n{new}",
    "Correction, agreed at the oversight committee on 9 October (it replaces the objective sent "
    "earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the fund's target weights (lending programme on):\n\n{ask}",
    "{ask}\n\nPlease set the target weights accordingly. Thanks, Investment Operations",
    "Fund at a glance: £4.2bn AUM, 11.8% on loan, 23 approved borrowers, 85/15 fee split.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the fund's lendable holdings",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The earlier objective quoted or struck out in its one-line form, the programme
    objective as a draft states it, whichever statement of it was drawn."""
    return _fill(rng.choice(_DRAFTS), old=_ASKS[old_kind][0], new=ask)


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
        "the agent's monthly performance reports from Jan 2010 to Dec 2018",
        "the agent's monthly performance reports from Jan 2010 to Dec 2014",
    ),
    (
        "all on-loan and utilisation data up to Q3 2017",
        "all on-loan and utilisation data up to Q4 2014",
    ),
    ("the programme's 2009–2019 fee history", "the programme's 2009–2014 fee history"),
    (
        "the tri-party agent's collateral files to 30 June 2016",
        "the tri-party agent's collateral files to 31 December 2014",
    ),
    (
        "the data vendor's utilisation history, 2010–2020",
        "the data vendor's utilisation history, 2010–2014",
    ),
    (
        "every recall and proxy-vote record through the 2018 AGM season",
        "every recall and proxy-vote record through the 2014 AGM season",
    ),
)
_ACTIONS: Final = (
    "the hot/warm/GC fee thresholds were set",
    "the per-borrower exposure caps in the simulation were calibrated",
    "the haircut schedule for non-cash collateral was fitted",
    "the recall-before-record-date rule was tuned",
    "the reinvestment pool's WAM target was chosen",
)
_LEAK_FRAMES: Final = (
    "EPM backtest methodology note: {action} on {period}.",
    "From the agent's model documentation (v3.1): {action} using {period}, and kept fixed in "
    "all three test folds.",
    "For the oversight committee: {action} once, on {period}, before the walk-forward was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's lendable pool is cut by the recall list the stewardship team finalised "
        "after the following AGM season.",
        "Each month's lendable pool is cut by the recall list as it stood at that month end.",
    ),
    (
        "Net lending revenue in every year is taken at the 85/15 split agreed in the 2020 fee "
        "renegotiation, applied back to 2010.",
        "Net lending revenue in each year is taken at the fee split in force that year (80/20 "
        "until the 2020 renegotiation).",
    ),
    (
        "The borrower panel leaves out, from the start of the backtest, the two counterparties "
        "that defaulted in 2019.",
        "The borrower panel is the approved list at each date; a borrower drops out only from "
        "the day the agent suspended it.",
    ),
    (
        "Utilisation inputs are the data vendor's restated series, published in 2021 with the "
        "missed loans back-filled.",
        "Utilisation inputs are the data vendor's series as first published each month, before "
        "any restatement.",
    ),
)
_LEAK_ASKS: Final = (
    "The oversight committee wants a three-fold walk-forward backtest of the lending-adjusted "
    "portfolio before the SLAA renewal.",
    "Please back-test the lending overlay walk-forward, in three folds, for the trustee.",
    "Lending oversight action: run a three-fold walk-forward test of the fund's weighting model "
    "with lending revenue in.",
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

_COMPANY: Final = "Ashbury Custody"
_ENTITY: Final = "ent_ashbury_custody"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs Q3", (10, 11)),
    ("over the four quarters to end-December 2022", (7, 11)),
    ("over the two years to Dec-22", (3, 11)),
    ("since Q1 2020, pre-Covid", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("from year-end 2020 to mid-2021", (3, 5)),
    ("since the 2008 Lehman default", None),
    ("since the programme moved onto the GMSLA 2010", None),
    ("over the past decade", None),
)


#: "c.12%", "over 20%", "almost 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="almost {}%", about="c.{}%")


_by_ppts = partial(_change_by, "by {:.1f} ppts", 0.2)


_by_bps = partial(_change_by, "by {:.1f}bps", 1.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "securities_lending_revenue",
        (48.2, 41.5, 38.9, 40.3, 52.7, 47.1, 44.6, 46.0, 49.8, 55.3, 58.1, 61.4),
        (
            "Securities lending revenue",
            "Ashbury Custody's securities lending revenue",
            "Agency lending revenue",
        ),
        (
            ("{s} was up {m}", rose),
            ("{s} was down {m}", fell),
            ("{s} did not drop in any quarter", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_on_loan_balance_bn",
        (61.2, 52.4, 55.0, 58.7, 63.9, 66.1, 68.4, 67.2, 62.8, 59.8, 57.3, 58.9),
        (
            "The average on-loan balance",
            "Ashbury Custody's average on-loan balance",
            "The on-loan book",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "lendable_utilisation_pct",
        (9.8, 8.1, 8.4, 8.9, 10.2, 10.6, 10.9, 10.4, 10.1, 9.3, 8.7, 8.8),
        (
            "Utilisation",
            "Ashbury Custody's programme utilisation",
            "Lendable utilisation",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} did not drop in any quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _by_ppts,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "average_lending_fee_bps",
        (23.4, 18.9, 16.2, 17.0, 26.8, 21.5, 19.3, 19.9, 18.6, 21.2, 24.1, 25.7),
        (
            "The average fee on loans",
            "Ashbury Custody's average lending fee",
            "Intrinsic spread on the book",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} tightened {m}", fell),
            ("{s} did not tighten in any quarter", never_fell),
            ("{s} did not tighten", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_bps,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up YoY in every quarter of 2022",
    down_all="{s} was down YoY in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Oversight committee pack, agent benchmarking: {claim} [1].",
    "Agent's monthly performance report, market colour: {claim} [1]; specials demand stayed "
    "concentrated in a handful of names.",
    "| Agent | Observation |\n|---|---|\n| Ashbury Custody plc | {Claim} [1] |",
    "[16:42] collateral desk: fwiw {claim} [1]. still think our 85/15 split is generous",
    "Oversight committee minutes, item 5 (agent review): the consultant noted that {claim} [1].",
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
    """Batch ZZD: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "TAG", "generate"]
