"""Held-out batch ZZJ: every flaw kind again, in the voice of a UK life insurer's general-account
investment team under Solvency II (SII): the CIO office, the ALM desk, the risk function (2LoD),
the actuarial function (AF) and the Board and its committees. Its documents are the ones that
trade writes: the Board's Investment Policy and Investment Guidelines (numbered sections and
schedules), the strategic asset allocation (SAA) with its bands and the CIO's tactical (TAA)
ranges, ALCo and Board Investment Committee (BIC) minutes and action logs, the Board's risk
appetite statement (RAS), the actuarial function's memos, ORSA report extracts, a PRA
supervisory letter, matching-adjustment (MA) policy extracts, investment-compliance rule
exports, e-mails with quoted replies and Teams chat between the CIO office, the ALM desk and
Risk.

Batch ZZJ is built like the model batch ZZ — phrase-level parts, a seeded generator, the truth
kept by the generator and never read from the text — and uses the plan, span and constraint
helpers of `reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective,
leakage and horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. The SII ratio at the last quarter-end, the MA benefit, the risk margin and TMTP,
the best estimate liabilities (BEL), BPA premiums written, the 1-in-200 spread-stress loss, the
surplus assets, the duration-gap band, limit positions ("Q3 actual"), a prior policy's or a peer
survey's figure, other lines of a schedule, votes, versions and meeting dates are decoy
numbers: no truth depends on them. Its parts are new:

* limits as an insurer's investment team states them: Investment Compliance's reply after
  checking the Board-approved Investment Policy, ALCo minutes with a quorum line, an actuarial
  function memo, an investment-compliance rule export (a bare number in the constraint's
  unit), an ALM desk Teams message, Board minutes resolving the annual policy review, a
  "Limit / Appetite / Q3 actual / RAG" table whose actual is a decoy, an ORSA report extract
  and a quoted e-mail reply from Compliance, each form in turn; number forms "150%", "150 per
  cent" and "150.0%"; subjects: an SCR coverage ratio floor (a share of SCR, "not below
  150%"), the share of the MA portfolio at credit quality step 3 or worse, single counterparty
  (group) exposure as a share of admissible assets, the property and infrastructure
  allocation, unhedged FX exposure as a share of Own Funds and the sub-investment-grade share
  of the credit portfolio;
* requests deferring the limit to the Investment Policy redraft, a "[TBC — AF view]" in the
  draft Investment Guidelines, an ALCo that deferred it, an ORSA refresh Risk has not
  finished, or a Risk recommendation to the Board Risk Committee still to come;
* provenance misquoting its source: a draft Investment Policy figure changed by the Board (in
  prose, or as a redline with the CRO's comment), an ALM desk request ALCo declined or a
  proposal the PRA's supervisory letter did not accept, the position in the Q3 investment
  risk MI (in prose or a "Limit / Q3 actual / IG limit" table), another line of the same
  schedule (the MCR coverage floor, a CQS 0–1 target, a cash minimum, an SAA central weight,
  an FX hedge ratio) and the previous policy's or a consultants' peer survey's figure; on
  five of the six subjects (not the sub-IG share), as the shared loop draws five;
* mandates as the Investment Policy's section 4 in the mandate's fields
  (`investment_policy.section_4.4.3`), the Board's risk appetite statement, an MA and capital
  policy extract, Investment Guidelines Schedule 2 in the mandate's fields
  (`investment_guidelines.schedule_2_limits[2]`) and an extract from the Board's minutes;
* latitude granted as an ALCo delegation to the ALM desk, the Investment Policy's TAA ranges,
  an "Asset class / metric | SAA band | Who decides within band" table and the CIO's Teams
  message; refused as a fixed Investment Policy figure whose range is only the Board's
  early-warning corridor, ALCo minutes marking the desk's request NOT APPROVED, and Risk's
  note that ALCo has not delegated it; each twin the same text granting it;
* objectives as the Investment Policy's investment objective, an ALCo paper, the CIO's report
  to BIC, the Chief Actuary's e-mail and BIC minutes, with an earlier draft quoted or struck
  out in the same text and a later message from the CIO replacing an earlier one;
* leakage as the internal-model and ALM teams write it: a 1-in-200 spread stress, a default
  and downgrade allowance, an illiquidity-premium assumption, a duration-gap rebalancing
  trigger and a CQS migration matrix calibrated on periods reaching into the test years, and
  whole sentences in this trade's look-ahead shapes (the following quarter's QRT asset list, a
  rating history including downgrades announced later, a year-end SII balance sheet only
  published the following April, ORSA stresses run in the following quarter, a trigger picked
  on the whole record, fallen angels announced in the next three months); each clean twin in
  the same form, ending before the first test date (2 January 2015);
* trend claims on Calderstone Life plc (a listed UK annuity writer whose Tier 2 notes the
  credit book holds, a longevity-swap counterparty and a peer in the ALCo pack) — its SII
  coverage ratio (in percentage points), Tier 1 Own Funds, operating capital generation and
  bulk-annuity (BPA) premiums over twelve quarters (2020 Q1–2022 Q4, through the Covid shock
  and the 2022 rise in rates), as a credit research issuer note, an ALCo peer-monitoring
  slide, a "Counterparty / Observation" table, an ALM desk Teams message and the CRO office's
  reinsurance counterparty review; magnitudes as "roughly 12%", "more than 15%", "just short
  of 20%" and "by 39 percentage points"; horizons covered by the series against uncovered ones
  ("since Solvency II went live in January 2016"). Whether a claim holds is computed from the
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
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270131
KINDS: Final = ALL_KINDS
TAG: Final = "zzj"
REQUEST_ID: Final = "msg_01hzzjzzzzzzzzzzzzzzzzzsi0"
FOLLOW_UP_ID: Final = "msg_01hzzjzzzzzzzzzzzzzzzzzsi1"
ANSWER_ID: Final = "msg_01hzzjzzzzzzzzzzzzzzzzzsi2"
MANDATE_ID: Final = "msg_01hzzjzzzzzzzzzzzzzzzzzsi3"
SOURCE_ID: Final = "src_01hzzjzzzzzzzzzzzzzzzzzsi5"
CONTRACT_ID: Final = "ctr_01hzzjzzzzzzzzzzzzzzzzzsii"


# --- numbers as an insurer's investment team writes them ---------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share (of the MA portfolio, of admissible assets, of Own Funds, or of SCR): "150%",
    "150 per cent", "150.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct1": f"{pct:.1f}%"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the investment team names it, its key in the
    investment-compliance rule library, the values it takes, its written forms, and whether it
    is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_CQS3: Final = _Subject(
    ("max_cqs3_or_worse_ma_share", "maPortfolioCqs3PlusCap"),
    (
        "the share of the MA portfolio at CQS 3 or worse",
        "CQS 3-and-below assets as a share of the MA portfolio",
        "BBB-and-below (CQS 3+) exposure in the MA fund",
    ),
    "ma_cqs3_plus_share_max",
    "fraction",
    (0.3, 0.35, 0.45),
    _share_forms,
)
_COUNTERPARTY: Final = _Subject(
    ("max_single_counterparty_weight", "groupExposureCap"),
    (
        "exposure to any one counterparty group (% of admissible assets)",
        "single-name (group) exposure as a share of admissible assets",
        "the largest counterparty group exposure in admissible assets",
    ),
    "single_group_exposure_max",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
)
_ILLIQUID: Final = _Subject(
    ("max_property_infra_weight", "illiquidAllocationCap"),
    (
        "the property and infrastructure allocation",
        "the combined allocation to property and infrastructure debt",
        "illiquid real assets (property, infrastructure) in the general account",
    ),
    "property_infra_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_FX: Final = _Subject(
    ("max_unhedged_fx_own_funds", "unhedgedFxCap"),
    (
        "unhedged FX exposure as a share of Own Funds",
        "open currency exposure (after hedges) relative to Own Funds",
        "unhedged non-GBP exposure, measured against Own Funds",
    ),
    "unhedged_fx_own_funds_max",
    "fraction",
    (0.02, 0.05, 0.1),
    _share_forms,
)
_SUB_IG: Final = _Subject(
    ("max_sub_ig_weight", "subInvestmentGradeCap"),
    (
        "the sub-investment-grade share of the credit portfolio",
        "sub-IG (CQS 4 and below) holdings in the credit book",
        "high-yield and unrated credit as a share of the credit portfolio",
    ),
    "sub_ig_share_max",
    "fraction",
    (0.03, 0.05, 0.08),
    _share_forms,
)
_SCR: Final = _Subject(
    ("min_scr_coverage", "solvencyCoverageFloor"),
    (
        "the SCR coverage ratio",
        "Solvency II cover (Own Funds over SCR)",
        "SII coverage of the SCR",
    ),
    "scr_coverage_min",
    "fraction",
    (1.4, 1.5, 1.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_CQS3, _COUNTERPARTY, _ILLIQUID, _FX, _SUB_IG, _SCR)

_RATIONALES: Final = (
    "typical for a UK annuity writer's general account",
    "in line with what peers disclose in their SFCRs",
    "what the investment consultant's peer survey suggests",
    "a prudent placeholder until the Board approves the Investment Policy",
    "the level the firm ran at before the BPA growth plan",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the general account's assets under the Board's Investment Policy limits",
    "the best risk-adjusted return within the Investment Policy and Investment Guidelines limits",
    "solve the target asset weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the firm's policy documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "floor" if s.floor else "limit"


def _no_more(s: _Subject) -> str:
    return "no lower than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the SAA optimisation for the annuity fund after the £1.1bn of BPA premiums written "
    "in Q3",
    "set target weights for the MA portfolio's private-credit build-out (£750m over 2025)",
    "rebalance the shareholder fund after the sale of the equity-release book",
    "size the allocation to the Heron infrastructure debt and the two social-housing private "
    "placements in the pipeline",
    "rework the credit portfolio so that the MA benefit survives the 1-in-200 spread stress",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still open in the Investment Policy redraft (Board, 6 March)",
    "{noun}: '[TBC — AF view]' in Schedule 2 of the draft Investment Guidelines",
    "ALCo has not set a limit on {noun} yet; it was deferred to the April meeting",
    "the limit on {noun} waits on the ORSA refresh, which Risk has not finished",
    "Risk (2LoD) still has to recommend a limit on {noun} to the Board Risk Committee",
)
_REQUEST_FRAMES: Final = (
    "ALCo action log, item 14\nAction (ALM desk): {task}.\nOpen point: {deferral}.",
    "Hi all,\n\nWith the Q3 SII ratio at 187% and BEL at £24.6bn, could you {task}? "
    "{Deferral}.\n\nThanks, Fiona (CIO office)",
    "[Teams, ALM desk] pls {task} by Fri. nb {deferral}.",
    "BIC pre-read: MA benefit £1.9bn, risk margin £610m after TMTP. Next step: {task}.\n"
    "Caveat: {deferral}.",
    "Finance here (reporting, not the investment team). Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Re: limits. Checked the Board-approved Investment Policy (section 4): {noun} must be "
        "{nomore} {v}. Happy to send Schedule 2 as well. Rob (Investment Compliance)",
        "figures",
    ),
    (
        "ALCo minutes, 14 March. Quorate: CFO (chair), CRO, CIO, Chief Actuary.\n"
        "Minute 5: ALCo APPROVED a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Actuarial function memo (AF memo no. 7), para 3: the Chief Actuary recommends, and the "
        "Board approved on 6 February, a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Investment compliance system, rule library export:\n    rule_id: IG-S2-D\n"
        "    {key}: {v}\n    breach_action: hard block, escalate to CRO",
        "bare",
    ),
    (
        "[Teams] Hannah (ALM): checked w/ Risk, {noun} must be {nomore} {v}. Hard limit in the "
        "IG, not just a trigger 👍",
        "figures",
    ),
    (
        "Board minutes, 6 February, item 9 (annual review of the Investment Policy): RESOLVED "
        "that {noun} be held at {nomore} {v}.",
        "figures",
    ),
    (
        "| Limit | Appetite | Q3 actual | RAG |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Green |",
        "table",
    ),
    (
        "ORSA report, section 7 (capital and investment limits): the Board requires {noun} to "
        "be {nomore} {v} in the base plan.",
        "figures",
    ),
    (
        "> Can you confirm the hard limit before we run the optimiser?\n\n"
        "Yes: Investment Guidelines s.5, {noun} {op} {v}. That is the Board limit, not the "
        "early-warning level.\nRegards, Investment Compliance",
        "figures",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.45 if s.floor else value * 0.7, 6)


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
    "responsible_investment_policy": [
        "No new investment in thermal-coal mining or coal-fired power generation.",
        "Financed emissions of the credit portfolio reported to ALCo each quarter.",
        "Stewardship in line with the UK Stewardship Code; votes cast on all listed equity.",
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

#: another line of the same schedule of limits: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "ma_cqs3_plus_share_max": ("Target share of the MA portfolio at CQS 0–1", 0.4),
    "single_group_exposure_max": ("Cash and money-market funds, minimum holding", 0.04),
    "property_infra_max": ("Investment-grade corporate bonds, SAA central weight", 0.45),
    "unhedged_fx_own_funds_max": ("Minimum hedge ratio on non-GBP bonds", 0.9),
    "scr_coverage_min": ("MCR coverage floor (risk appetite)", 3.0),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _move(s: _Subject) -> str:
    return "lower" if s.floor else "raise"


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft Investment Policy figure the Board changed
        wrong_value = _away(s, value, 1.5, -0.15)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft Investment Policy in the January Board pack had {wrong} for {noun}. "
                f"The Board did not accept it: the approved policy, section 4, says {right}."
            )
        else:
            text = (
                f"Investment Policy redline, s.4(b): {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "[CRO comment: change accepted; Board-approved 6 Feb]"
            )
    elif structure == 1:  # a request declined
        wrong_value = _away(s, value, 1.6, -0.1)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"ALCo, minute 7: the ALM desk asked to {_move(s)} the {_limit(s)} on {noun} to "
                f"{wrong} for the Heron infrastructure deal. NOT APPROVED (CRO objected); the "
                f"{_limit(s)} remains {right}."
            )
        else:
            text = (
                f"PRA supervisory letter, para 12: 'We note the firm's proposal to {_move(s)} the "
                f"{_limit(s)} on {noun} to {wrong}. We do not consider this consistent with the "
                f"prudent person principle and expect the current {_limit(s)} of {right} to be "
                "maintained.'"
            )
    elif structure == 2:  # the position in the quarter's investment risk MI
        wrong_value = _away(s, value, 0.7, 0.45)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Q3 investment risk MI: {noun} stood at {wrong} at 30 September, compliant with "
                f"the Investment Guidelines {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | Q3 actual | IG limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another line of the same schedule
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investment Guidelines, Schedule 1 (summary of limits)\n  " + "\n  ".join(lines)
    else:  # the previous policy's or a peer survey's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.05)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the previous Investment Policy allowed {wrong} for {noun}. The "
                f"current one is tighter: {right}."
            )
        else:
            text = (
                f"Our Investment Guidelines set {noun} at {right}. (The consultants' peer survey "
                f"puts the market median at {wrong}, but the Board did not adopt it.)"
            )
    return text, right, wrong, wrong_value


#: the subjects misquoted: five, as the shared loop pairs each of its five structures with each
#: of five subjects in turn (a sixth would never be drawn); the sub-IG share is left out here
_MISQUOTED: Final = (_CQS3, _COUNTERPARTY, _ILLIQUID, _FX, _SCR)


_false = partial(
    _misquote_cases,
    subjects=_MISQUOTED,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandates as the Investment Policy, the RAS, policy extracts, guidelines and minutes --------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    bound = "shall not fall below" if s.floor else "shall not exceed"
    if shape == 0:  # the Investment Policy's section 4 in the mandate's fields
        section: dict[str, JsonValue] = {
            "4.1": "Assets are invested in line with the prudent person principle (SII "
            "Directive, Article 132).",
            "4.2": "Derivatives are used only to reduce risk or for efficient portfolio "
            "management.",
            "4.3": f"{_cap(noun)} {bound} {written}, measured at each month-end.",
        }
        return (
            {"investment_policy": {"section_4": section}},
            None,
            "investment_policy.section_4.4.3",
        )
    if shape == 1:
        ras = (
            "RISK APPETITE STATEMENT (Board-approved, February)\n"
            "1. Liquidity: liquid assets to cover the 1-in-200 liquidity stress over 90 days.\n"
            f"2. Market and credit risk: {noun} {bound} {written}.\n"
            "3. Operational risk: no tolerance for unreconciled custody positions at month-end."
        )
        return None, ras, MANDATE_ID
    if shape == 2:
        extract = (
            "MATCHING ADJUSTMENT AND CAPITAL POLICY (extract)\n"
            "2.1 MA eligibility: fixed cash flows only; callable assets need a make-whole "
            "(Spens) clause.\n"
            f"2.4 {_cap(noun)} {bound} {written}.\n"
            "2.6 Cash-flow matching: Test 1 and Test 3 are to be passed at each month-end."
        )
        return None, extract, MANDATE_ID
    if shape == 3:  # the Investment Guidelines' Schedule 2 in the mandate's fields
        limits: list[JsonValue] = [
            "Duration gap (assets less liabilities): within plus or minus half a year.",
            "Derivative counterparties: CSA in place, daily margining.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"investment_guidelines": {"version": "IG v9", "schedule_2_limits": limits}},
            None,
            "investment_guidelines.schedule_2_limits[2]",
        )
    minutes = (
        "EXTRACT FROM THE MINUTES OF THE BOARD OF DIRECTORS (6 February)\n"
        "Item 9: Investment Policy, annual review.\n"
        f"IT WAS RESOLVED THAT {noun} {bound} {written}, and that the CIO report compliance to "
        "ALCo monthly."
    )
    return None, minutes, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the general account's target weights; every Investment Policy limit applies.",
    "Re-run the SAA optimisation inside the limits in our Investment Guidelines.",
    "Ahead of ALCo, re-optimise the annuity fund's assets within the Board's limits.",
    "Add the Heron infrastructure debt to the portfolio, keeping to all our policy limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the Board's investment limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "ALCo delegation to the ALM desk: {noun} may be run anywhere between {lo} and {hi} without "
    "referral back to ALCo.",
    "Investment Policy, section 6 (tactical ranges): {noun} has a TAA range of {lo} to {hi}; "
    "the CIO sets the level within it.",
    "| Asset class / metric | SAA band | Who decides within band |\n|---|---|---|\n"
    "| {Noun} | {lo} – {hi} | CIO (TAA); no ALCo approval needed within the band |",
    "[Teams] CIO: ALM desk, your call on {noun}. Anything from {lo} up to {hi} is fine by me and "
    "inside what the Board delegated.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Investment Policy fixes {noun} at {point}. The {lo}–{hi} corridor in the SAA paper "
        "is the Board's early-warning range only; it gives the CIO no discretion.",
        "The Investment Policy lets {noun} sit anywhere in the {lo}–{hi} corridor in the SAA "
        "paper; the CIO chooses the level.",
    ),
    (
        "ALCo, minute 7: the ALM desk asked to run {noun} anywhere between {lo} and {hi}. NOT "
        "APPROVED: it stays at {point} until the SAA review in Q3.",
        "ALCo, minute 7: the ALM desk asked to run {noun} anywhere between {lo} and {hi}. "
        "APPROVED: the desk may choose the level within that range.",
    ),
    (
        "Risk (2LoD) to the ALM desk: ALCo has NOT delegated {noun}. Hold it at {point}; the "
        "{lo}–{hi} figures are the RAS tolerance band, not a range for you to use.",
        "Risk (2LoD) to the ALM desk: ALCo has delegated {noun} to you. Anywhere in {lo}–{hi} "
        "is within appetite.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the delegated authorities' fields, as a mandate message, or in ALCo's
    terms of reference."""
    if shape == 0:
        return {"delegated_authorities": {"investment_limits": text}}, None
    if shape == 1:
        return None, f"Delegated authorities framework (Board-approved)\n\n{text}"
    annex: list[JsonValue] = [
        text,
        "ALCo meets monthly; quorum is four members including the CRO or a deputy.",
    ]
    return {"alco_terms_of_reference": {"annex_a": annex}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:5],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 2,
    written=_written_alike,
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

#: whole statements of each objective, as the Investment Policy, an ALCo paper, the CIO's
#: report to BIC, the Chief Actuary's e-mail and BIC minutes put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment Policy, s.2 (investment objective): the highest return per unit of risk on "
        "the surplus assets, i.e. the best Sharpe ratio.",
        "ALCo paper, surplus assets:\nwe propose weighting the surplus assets for the highest "
        "Sharpe ratio, the most return for each unit of volatility.",
        "CIO report to BIC: the surplus portfolio is run to earn as much as it can for the risk "
        "it takes, measured by the Sharpe ratio.",
        "E-mail from the Chief Actuary: as I read the policy, the surplus assets should get the "
        "best risk-adjusted return, so please maximise the Sharpe ratio.",
        "BIC minutes, item 4: NOTED that the surplus assets are weighted to maximise the Sharpe "
        "ratio.",
    ),
    "variance": (
        "Investment Policy, s.2 (investment objective): the least volatile surplus portfolio "
        "possible, to protect Own Funds.",
        "ALCo paper, surplus assets:\nwe propose weighting the surplus assets for minimum "
        "variance, with no view on expected returns.",
        "CIO report to BIC: to keep the SII ratio steady, the surplus portfolio is built to have "
        "the lowest volatility available, whatever the return forecasts say.",
        "E-mail from the Chief Actuary: the Board wants Own Funds to move as little as "
        "possible; please minimise the surplus portfolio's variance and leave return forecasts "
        "out of it.",
        "BIC minutes, item 4: NOTED that the surplus assets are weighted to minimise variance.",
    ),
    "tracking": (
        "Investment Policy, s.2 (investment objective): follow the iBoxx £ Non-Gilts index as "
        "closely as possible.",
        "ALCo paper, surplus assets:\nwe propose keeping the surplus credit sleeve as close to "
        "the iBoxx £ Non-Gilts as we can, with the smallest tracking error.",
        "CIO report to BIC: the surplus credit sleeve mirrors the iBoxx £ Non-Gilts index, with "
        "minimal tracking error.",
        "E-mail from the Chief Actuary: could the surplus credit sleeve just shadow the iBoxx £ "
        "Non-Gilts? Minimise tracking error against it, please.",
        "BIC minutes, item 4: NOTED that the surplus credit sleeve minimises tracking error to "
        "the iBoxx £ Non-Gilts.",
    ),
    "return": (
        "Investment Policy, s.2 (investment objective): the highest expected return on the "
        "surplus assets, with no penalty for risk.",
        "ALCo paper, surplus assets:\nwe propose weighting the surplus assets for the highest "
        "expected return; risk does not enter the objective.",
        "CIO report to BIC: with the SII ratio well above appetite, the surplus portfolio is "
        "weighted to maximise expected return, with no allowance for risk.",
        "E-mail from the Chief Actuary: the surplus is there to grow, so just go for the "
        "highest expected return, no risk adjustment.",
        "BIC minutes, item 4: NOTED that the surplus assets are weighted to maximise expected "
        "return alone.",
    ),
}
_DRAFTS: Final = (
    'The earlier draft in the January Board pack read: "{old}" That was superseded on 6 '
    "February; the agreed wording is:\n\n{new}",
    "~~{old}~~ (deleted at BIC, 12 March)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: please ignore my earlier note on the objective. ALCo has decided:\n\n{new}",
    "Correction after ALCo on 14 March (this replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the shareholder fund's surplus-asset weights:\n\n{ask}",
    "{ask}\n\nPlease set the portfolio weights on that basis. Thanks, CIO office",
    "Surplus assets £1.4bn; SII ratio 187% at Q3; MA benefit £1.9bn.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the surplus assets of the shareholder fund",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """An earlier draft of the policy's objective quoted or struck through: always its one-line
    form, the Investment Policy's section 2, whichever statement was drawn."""
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
        "sterling credit spread data from 2007 to 2019",
        "sterling credit spread data from 2007 to 2014",
    ),
    (
        "the firm's own credit-loss experience to 31 December 2018",
        "the firm's own credit-loss experience to 31 December 2014",
    ),
    (
        "the iBoxx £ Non-Gilts history from January 2005 to June 2020",
        "the iBoxx £ Non-Gilts history from January 2005 to December 2014",
    ),
    (
        "rating migrations over 2000–2018 (agency default studies)",
        "rating migrations over 2000–2014 (agency default studies)",
    ),
    (
        "month-end asset and liability cash flows from Q1 2010 to Q4 2016",
        "month-end asset and liability cash flows from Q1 2010 to Q4 2014",
    ),
    (
        "the actuarial function's experience data set (2009–2020)",
        "the actuarial function's experience data set (2009–2014)",
    ),
)
_ACTIONS: Final = (
    "the 1-in-200 spread stress in the internal model was calibrated",
    "the default and downgrade allowance in the credit screen was set",
    "the illiquidity-premium assumption for the infrastructure loans was fitted",
    "the ALM desk's duration-gap rebalancing trigger was tuned",
    "the CQS migration matrix used in the MA screen was estimated",
)
_LEAK_FRAMES: Final = (
    "Internal model methodology document, section 5: {action} on {period}.",
    "From the ALM desk's model log: {action} using {period}, and the same calibration is "
    "applied unchanged in all three test folds.",
    "For ALCo's information, {action} once, on {period}, before the walk-forward backtest was run.",
)
#: whole sentences in this trade's look-ahead shapes: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's weights use, among other inputs, the following quarter's QRT list of "
        "assets (S.06.02) for each holding.",
        "Each quarter's weights use, among other inputs, the last QRT list of assets (S.06.02) "
        "submitted before the rebalance date.",
    ),
    (
        "Ratings come from the rating history as it stands today, so each rebalance sees "
        "downgrades that were only announced after it.",
        "Ratings are taken as they stood at each rebalance date; no later rating action is used.",
    ),
    (
        "Weights set at each year-end rebalance use that year-end's Solvency II balance sheet "
        "(Own Funds, SCR), which is only published the following April.",
        "Weights set at each year-end rebalance use the prior year-end's Solvency II balance "
        "sheet, published before the rebalance date.",
    ),
    (
        "The stressed-asset screen at each rebalance uses the ORSA stress results run in the "
        "following quarter.",
        "The stressed-asset screen at each rebalance uses the stress results of the last ORSA "
        "completed before that date.",
    ),
    (
        "The duration-gap trigger is the one of six that gave the best result over the whole "
        "2009–2020 record, then used in every fold.",
        "The duration-gap trigger is chosen from six inside each fold's training years only.",
    ),
    (
        "Each rebalance drops the names whose fall below investment grade was announced in the "
        "next three months.",
        "Each rebalance drops the names already rated below investment grade on that date.",
    ),
)
_LEAK_ASKS: Final = (
    "ALCo would like a walk-forward backtest (three folds) of the proposed SAA weighting before "
    "the Board signs off the Investment Policy.",
    "Please back-test the MA credit screen walk-forward, in three folds, for BIC.",
    "ALM desk action: run a three-fold walk-forward test of the surplus-asset weighting model.",
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

_COMPANY: Final = "Calderstone Life"
_ENTITY: Final = "ent_calderstone_life"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3", (10, 11)),
    ("over the twelve months to 31 December 2022", (7, 11)),
    ("over 2021 (Q4 2020 to Q4 2021)", (3, 7)),
    ("since Q1 2020, the Covid shock", (0, 11)),
    ("between the half-year 2020 and half-year 2022 results", (1, 9)),
    ("through the first three quarters of 2022", (7, 10)),
    ("since Solvency II went live in January 2016", None),
    ("since its IPO in 2013", None),
    ("since pension freedoms came in (April 2015)", None),
)


#: "roughly 12%", "more than 15%", "just short of 20%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_points = partial(_change_by, "by {:.0f} percentage points", 2.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.credit_metrics",
        "solvency_ii_coverage_pct",
        (164.0, 158.0, 162.0, 168.0, 174.0, 171.0, 176.0, 181.0, 187.0, 195.0, 189.0, 203.0),
        (
            "SII coverage ratio",
            "Calderstone Life's Solvency II ratio",
            "The group's solvency coverage",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "tier1_own_funds",
        (
            6420.0,
            6050.0,
            6180.0,
            6390.0,
            6510.0,
            6600.0,
            6640.0,
            6720.0,
            6580.0,
            6240.0,
            5910.0,
            6050.0,
        ),
        (
            "SII Own Funds (Tier 1)",
            "Calderstone Life's Tier 1 Own Funds",
            "Unrestricted Tier 1 capital",
        ),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_capital_generation",
        (118.0, 96.0, 104.0, 121.0, 125.0, 131.0, 128.0, 140.0, 142.0, 151.0, 149.0, 163.0),
        (
            "Operating capital generation",
            "Calderstone Life's OCG",
            "Underlying capital generation",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} rose in every quarter", rose_every_quarter),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} made no progress", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "bpa_premiums_written",
        (1.2, 0.4, 0.9, 2.6, 0.8, 1.1, 1.7, 3.1, 1.3, 1.9, 2.4, 4.0),
        ("BPA premiums written", "Calderstone Life's bulk-annuity volumes", "New BPA business"),
        (
            ("{s} increased {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} did not rise", held_down),
        ),
        _approx_pct,
        True,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher year on year in each quarter of 2022",
    down_all="{s} was lower year on year in each quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Credit research, issuer note (Calderstone Life 5.875% T2 2031s): {claim} [1].",
    "ALCo pack, peer monitoring slide: {claim} [1]; our own SII ratio is covered in section 2.",
    "| Counterparty | Observation |\n|---|---|\n| Calderstone Life plc | {Claim} [1] |",
    "[Teams, ALM desk] fyi {claim} [1], worth a look before we renew the longevity swap "
    "collateral terms.",
    "Reinsurance counterparty review (CRO office): {claim} [1]; the counterparty limit stays "
    "under review.",
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
    """Batch ZZJ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
