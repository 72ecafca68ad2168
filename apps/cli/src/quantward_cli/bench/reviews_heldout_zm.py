"""Held-out batch ZM: every flaw kind again, in the voice of a bank's treasury and
balance-sheet management: ALCO papers and minutes, the ALM desk's investment-portfolio (liquidity
buffer / HQLA book) guidelines, IRRBB limits, LCR and NSFR reports, funds-transfer-pricing memos,
the treasurer's e-mails to the investment-portfolio manager, regulator examination findings
(PRA, ECB, OCC), board risk-appetite statements with RAG thresholds, and Basel / ICAAP language
("Level 1 assets", "Pillar 2").

Batch ZM is built like J, ZH and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers and
the invented, misquote, breach, range, objective, leakage and horizon-claim loops of
`reviews_heldout_shared`, and reads a trend claim over a window with `reviews_heldout_truths`;
its phrase tables, number forms, trend series and claims are its own. It was written blind: no
rule, reviewer, reviewer test or benchmark result was read for it, and it was not run against
the reviewers before its first recorded run. LCR and NSFR ratios ("LCR 142% vs 110% internal
floor"), EVE and NII sensitivities to ±200 bp shocks, CET1 ratios, FTP spreads in bp, deposit
betas and current portfolio weights in a limit-monitoring table are decoy numbers: no truth
depends on them. Its parts are new:

* limits in the bank's investment portfolio as treasury writes them: a treasurer's e-mail to
  the portfolio manager, an ALCO minute ("ALCO resolved"), the investment-portfolio guidelines
  beside LCR and EVE figures, a board risk-appetite statement with a RAG threshold, a limit
  parameter file (a bare number in the constraint's unit), a limit-framework change notice, an
  FTP memo, a Pillar 2 / ICAAP paragraph and a "Limit / Actual / RAG" monitoring table whose
  actual is a decoy, each form in turn; number forms "4%", "4.00%", "4 pct", "150bp",
  "1.50% p.a.", "150 basis points"; subjects: single-issuer weight, asset-class weight,
  tracking error to the liquidity buffer benchmark, annual turnover and a minimum share of
  Level 1 assets (a floor);
* requests deferring the limit to ALCO, to the board risk committee, to an unfinished ICAAP, to
  an open PRA finding or to a limit review; a mandate bounding only other things (eligible
  currencies, no securitisations, settlement);
* provenance misquoting its source: a superseded limit (prose or a "Previous / Revised" table),
  a desk's request ALCO declined or a proposal the risk committee rejected, the actual of a
  limit-monitoring report taken for its limit, another line in the same guideline block, and a
  stress-scenario or another legal entity's value;
* mandates as guidelines in the mandate's fields (`investment_portfolio_guidelines.limits.l3`),
  an ALCO terms-of-reference extract, a board risk-appetite statement ("must never exceed …"),
  a regulator-agreed remediation list (`pra_remediation.commitments[1]`) and a treasurer's
  e-mail recorded as a limit;
* latitude granted as a target with a tolerance band, an ALCO delegation "anywhere from … to
  …", a "Limit / Delegated range / Approver" table and a treasurer's e-mail; refused as a fixed
  value whose band is only an early-warning trigger, a treasurer answering no and an ALCO
  decision not approving the band;
* objectives as an investment-portfolio mandate, an ALCO paper, a treasurer's e-mail, a risk
  committee minute ("objective = …") and a strategy line, with an earlier version corrected
  after the ALCO meeting or struck in the same message, and a later e-mail replacing one;
* leakage as a model-validation or ALCO methodology note writes it, and each clean twin ending
  before the first test date (2 January 2015) or inside each fold;
* trend claims on Harwick Bancorp, a listed bank the book holds: net interest margin and
  cost-income ratio (in percentage points), customer deposits and net loans, over twelve
  quarters (2020 Q1–2022 Q4), as an ALCO paper, a treasurer's e-mail, a "Counterparty / Credit
  view" table, a credit review and a risk-appetite dashboard note; horizons covered and
  uncovered ("since the bank's 2011 IPO", "over the last full rate cycle"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270108
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzm3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzm5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzmm"


# --- numbers as treasury papers, ALCO minutes and limit reports write them --------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "4%", "4.00%", "4 pct"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "pc": f"{_g(pct)} pct"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error limit: "150bp", "1.50% p.a.", "150 basis points"."""
    return {
        "bp": f"{_g(value)}bp",
        "pa": f"{value / 100:.2f}% p.a.",
        "long": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how treasury papers name it, its key in a
    profile's parameter block, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_HOLDING: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    ("any single issuer", "single-issuer concentration", "exposure to one issuer"),
    "issuer_max",
    "fraction",
    (0.04, 0.06, 0.08),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_asset_class_weight", "assetClassCap"),
    ("covered bonds", "the covered-bond allocation", "any one asset class"),
    "asset_class_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teLimitBp"),
    (
        "tracking error to the liquidity buffer benchmark",
        "ex-ante tracking error of the HQLA book",
        "active risk against the buffer benchmark",
    ),
    "te_limit_bp",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_TURNOVER: Final = _Subject(
    ("max_annual_turnover", "turnoverLimit"),
    ("annual turnover of the investment portfolio", "portfolio turnover per year", "turnover"),
    "turnover_max",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_level1_weight", "level1Floor"),
    ("Level 1 assets", "the Level 1 share of the buffer", "cash and Level 1 securities"),
    "level1_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_HOLDING, _SECTOR, _TE, _TURNOVER, _CASH)

_RATIONALES: Final = (
    "typical for a bank's liquidity buffer portfolio",
    "the usual ALCO default for an HQLA book",
    "consistent with the board's risk appetite",
    "a prudent value pending the ALCO review",
    "what supervisors usually expect of a liquid-asset buffer",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the bank's investment portfolio (liquidity buffer) under its guidelines",
    "the best risk-adjusted return within the investment-portfolio guidelines",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the investment-portfolio guidelines")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zm", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _at_most(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the HQLA book after the ALCO meeting",
    "re-optimise the liquidity buffer portfolio for Q3",
    "rebalance the investment portfolio after the bond maturities",
    "produce the target allocation for the ALCO paper",
    "re-run the optimisation for the euro liquidity buffer",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still to be set by ALCO",
    "the board risk committee has not yet approved a figure for {noun}",
    "{noun}: left open in the ICAAP draft, pending Pillar 2 discussions",
    "the PRA finding on {noun} is still open, so no limit is agreed yet",
    "limit review on {noun}: in progress, no figure agreed",
)
_REQUEST_FRAMES: Final = (
    "ALCO action log, item 4: {task}.\nNote: {deferral}.",
    "From: Group Treasurer\nTo: Investment Portfolio Manager\nPlease {task}. {Deferral}.",
    "LCR 142% vs 110% internal floor, NSFR 128%. Please {task}. {Deferral}.",
    "FTP memo (deposit beta 0.35): {task}.\nOpen point: {deferral}.",
    "Treasury workplan\nItem: {task}\nStatus: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current-weight decoy); {noun}, {v}, {key}, {verb},
#: {op}, {obs}, {atmost}
_STATINGS: Final = (
    (
        "Treasurer (e-mail): Spoke to the CRO, please keep {noun} {atmost} {v} going forward.",
        "figures",
    ),
    (
        "ALCO minutes, item 5\n• CET1 14.2%, LCR 142% vs 110% internal floor.\n"
        "• ALCO resolved that {noun} be kept {atmost} {v} at all times.",
        "figures",
    ),
    (
        "Investment portfolio guidelines (v4)\nEVE sensitivity (+200 bp): -6.1% of Tier 1\n"
        "{Noun}: {op} {v}\nNII sensitivity (-200 bp): -4.3%",
        "figures",
    ),
    (
        "Board risk-appetite statement: {noun} {op} {v} (Red if breached, Amber within "
        "10% of the limit).",
        "figures",
    ),
    (
        "limits.yaml (treasury, approved):\n    lcr_internal_floor: 1.10\n    {key}: {v}\n"
        "    review: annual",
        "bare",
    ),
    (
        "Limit framework change notice: the {verb} on {noun} is now {v}, effective 1 April.",
        "figures",
    ),
    (
        "Treasurer: ALCO confirmed this morning that {v} is the {verb} on {noun} for the buffer.",
        "figures",
    ),
    (
        "FTP memo: liquidity premium 35 bp on 5y funding; deposit beta 0.4; "
        "{noun} {verb} {v} (ALCO-approved).",
        "figures",
    ),
    (
        "| Limit | Actual | RAG |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | Green |",
        "table",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The treasurer's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a current weight inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.8), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        verb=_verb(s),
        op=_op(s),
        obs=observed,
        atmost=_at_most(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zm", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "eligible_assets": [
        "Eligible currencies: EUR, GBP and USD only.",
        "No securitisations other than STS RMBS.",
        "Settlement through the bank's own custodian.",
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

#: another line in the same guideline block: its noun and its value, in the subject's unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "issuer_max": ("covered bonds", 0.25),
    "asset_class_max": ("any single issuer", 0.06),
    "te_limit_bp": ("credit spread stress (+100 bp) loss", 1100.0),
    "turnover_max": ("sovereign allocation", 0.55),
    "level1_min": ("Level 2A assets", 0.3),
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
    if structure == 0:  # the value a limit-framework update replaced
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "Limit framework update, 12 March (after the PRA review): limit on "
                f"{noun} was {wrong}, now {right} with immediate effect."
            )
        else:
            text = (
                "| Limit | Previous | Revised |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {right} |\n\nRevised limits apply from 1 April."
            )
    elif structure == 1:  # a desk's or Treasury's request that was turned down
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        move = "lower" if s.floor else "raise"
        if variant == 0:
            text = (
                f"The desk asked ALCO to {move} {noun} to {wrong}. ALCO declined; it "
                f"stays at {right} for now."
            )
        else:
            text = (
                f"Board risk committee: Treasury's proposal of {wrong} for {noun} was not "
                f"approved (outside risk appetite). Approved limit: {right} (minuted)."
            )
    elif structure == 2:  # the current weight of a rebalancing alert
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Limit monitoring, month-end: {noun} actual {wrong} (limit {_op(s)} {right}). "
                "Green."
            )
        else:
            text = (
                "| Metric | Actual | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another line in the same guideline block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        bound = "minimum" if s.floor else "maximum"
        lines = [f"• {_cap(decoy_noun)}: {wrong}", f"• {_cap(noun)} ({bound}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Investment portfolio guidelines, section 3\n" + "\n".join(lines)
    else:  # another profile's value, or a hypothetical one
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison: the US subsidiary's buffer, {noun} {wrong}. "
                f"Group buffer (this portfolio): {noun} {right} under the group guidelines."
            )
        else:
            text = (
                f"ICAAP severe stress scenario only: the limit on {noun} "
                f"would be {wrong}. In business as usual it is {right} as of today."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zm", _plan),
)


# --- mandate clauses as guidelines, ALCO terms, risk appetite, remediation and e-mails ---------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    never = "below" if s.floor else "above"
    if shape == 0:  # investment-portfolio guidelines in the mandate's fields
        clause = f"{_cap(noun)} {_op(s)} {written}, as approved by ALCO."
        fields: dict[str, JsonValue] = {
            "investment_portfolio_guidelines": {"limits": {"l3": clause}}
        }
        return fields, None, "investment_portfolio_guidelines.limits.l3"
    if shape == 1:
        tor = (
            "ALCO terms of reference, annex B (HQLA book)\nLCR internal floor: 110%\n"
            "Portfolio limits:\n"
            f"– {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written} "
            "at any time.\n"
            "– No securitisations other than STS RMBS."
        )
        return None, tor, MANDATE_ID
    if shape == 2:
        statement = (
            "Board risk-appetite statement, section 6 (Liquidity)\n"
            "6.1 LCR: Green above 130%, Amber 110-130%, Red below 110%.\n"
            f"6.2 {_cap(noun)}: must never be {never} {written} (hard limit).\n"
            "6.3 NSFR above 115% at all times."
        )
        return None, statement, MANDATE_ID
    if shape == 3:  # a regulator-agreed remediation list in the mandate's fields
        commitments: list[JsonValue] = [
            "Monthly reporting of the buffer to ALCO.",
            f"{_cap(noun)} {_op(s)} {written} (agreed with the PRA).",
            "Annual independent validation of the IRRBB model.",
        ]
        finding: dict[str, JsonValue] = {"finding": "2026-07", "commitments": commitments}
        return {"pra_remediation": finding}, None, "pra_remediation.commitments[1]"
    mail = (
        "Treasurer (e-mail, recorded as a limit): please never let "
        f"{noun} go {never} {written} under any circumstances. That is a hard limit."
    )
    return None, mail, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebuild the liquidity buffer portfolio; every limit in the guidelines applies.",
    "Rebalance the HQLA book, respecting the approved limits.",
    "ALCO paper: re-run the investment-portfolio weights inside the agreed limits.",
    "New quarter: re-optimise the bank's investment portfolio within its guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the approved portfolio limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zm", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "{Noun}: target {mid} (tolerance band {lo}–{hi}). The portfolio manager may set it anywhere "
    "in the band.",
    "ALCO delegation: the investment-portfolio manager may hold {noun} anywhere from {lo} to "
    "{hi}, at their judgement.",
    "| Limit | Delegated range | Approver |\n|---|---|---|\n| {Noun} | {lo} to {hi} | "
    "Portfolio manager, at discretion |",
    "Treasurer (e-mail): anywhere within {lo}–{hi} on {noun} is your call.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point}; the {lo} to {hi} band is only an early-warning trigger "
        "for ALCO; it is not a range to manage within.",
        "{Noun} may be set anywhere within {lo}–{hi}, at the portfolio manager's discretion.",
    ),
    (
        "PM (e-mail): Can I run {noun} anywhere between {lo} and {hi}?\nTreasurer: No, it "
        "stays at {point}; that band only triggers escalation to ALCO.",
        "PM (e-mail): Can I run {noun} anywhere between {lo} and {hi}?\nTreasurer: Yes, "
        "anywhere in that band is fine.",
    ),
    (
        "ALCO decision: request to let {noun} float within {lo}–{hi}. Decision: Declined. "
        "{Noun} stays at {point} until the next review.",
        "ALCO decision: request to let {noun} float within {lo}–{hi}. Decision: Approved.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in ALCO minutes."""
    if shape == 0:
        return {"alco_delegations": {"investment_portfolio": text}}, None
    if shape == 1:
        return None, f"ALCO minutes, item 7: delegations\n\n{text}"
    return {"alco_minutes": {"items": [text, "LCR 142% vs 110% internal floor noted."]}}, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zm", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as portfolio mandates, ALCO papers, treasurer e-mails,
#: risk committee minutes and strategy lines put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Portfolio mandate: the HQLA book is managed for the best Sharpe ratio.",
        "ALCO paper, section 2:\nthe investment portfolio is built for the highest return per "
        "unit of risk, measured by the Sharpe ratio.",
        "Treasurer (e-mail): please run the buffer for the best risk-adjusted return, i.e. "
        "the maximum Sharpe ratio.",
        "Risk committee minute: objective = maximise the Sharpe ratio of the buffer portfolio.",
        "Strategy: maximum Sharpe ratio, reviewed at each ALCO.",
    ),
    "variance": (
        "Portfolio mandate: the HQLA book is run as the minimum-variance portfolio.",
        "ALCO paper, section 2:\nthe investment portfolio is built to be as stable as "
        "possible, the lowest volatility achievable; no return forecasts are used.",
        "Treasurer (e-mail): make the buffer as low-volatility as you can, with no view on "
        "expected returns.",
        "Risk committee minute: objective = minimise portfolio variance of the buffer.",
        "Strategy: minimum variance, no return forecasts.",
    ),
    "tracking": (
        "Portfolio mandate: the HQLA book tracks the liquidity buffer benchmark as closely as "
        "possible.",
        "ALCO paper, section 2:\nthe investment portfolio stays as close as possible to the "
        "liquidity buffer benchmark, with the smallest tracking error we can.",
        "Treasurer (e-mail): keep the buffer hugging its benchmark, minimal tracking error.",
        "Risk committee minute: objective = minimise tracking error against the buffer benchmark.",
        "Strategy: minimum tracking error to the liquidity buffer benchmark.",
    ),
    "return": (
        "Portfolio mandate: the HQLA book is built for the highest expected return, with no "
        "risk penalty.",
        "ALCO paper, section 2:\nthe investment portfolio is built for the highest expected "
        "return; risk is not penalised in the objective.",
        "Treasurer (e-mail): go for the highest expected return on the buffer, no adjustment "
        "for risk.",
        "Risk committee minute: objective = maximise expected return alone (no risk term).",
        "Strategy: maximum expected return, risk not penalised.",
    ),
}
_DRAFTS: Final = (
    "An earlier version of this paper said: {old} That was corrected after the ALCO meeting."
    "\n\nCurrent version:\n\n{new}",
    "~~{old}~~ (superseded at ALCO)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Revised ALCO paper (replaces the objective in the earlier message):\n\n{new}",
    "Treasurer: correction, please disregard the objective I sent before:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investment portfolio review. {ask}",
    "{ask}\n\nPlease build the buffer portfolio on that basis.",
    "LCR 138%, NSFR 124%, CET1 14.2%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the securities eligible for the liquidity buffer",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, corrected
    or struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zm",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the Jan 2010 – Dec 2019 history in the ALCO methodology paper",
        "the Jan 2010 – Dec 2014 history in the ALCO methodology paper",
    ),
    ("data up to 31/12/2018", "data up to 31/12/2014"),
    (
        "the 2010–2017 IRRBB calibration period",
        "the 2010–2014 IRRBB calibration period",
    ),
    (
        "the ICAAP stress calibration sample (2009-2020)",
        "the ICAAP stress calibration sample (2009-2014)",
    ),
    ("every month from March 2010 to June 2016", "every month from March 2010 to December 2014"),
    ("calendar years 2010 to 2018", "calendar years 2010 to 2014"),
)
_ACTIONS: Final = (
    "the duration tilts of the buffer portfolio were set",
    "the rebalancing thresholds of the HQLA book were tuned",
    "the carry signal's lookback was estimated",
    "the buffer's risk-model parameters were calibrated",
    "the spread-tilt weights were fitted",
)
_LEAK_FRAMES: Final = (
    "Model validation note: {action} on {period}.",
    "{Action} using {period}, then kept unchanged in every fold of the backtest.",
    "As the ALCO methodology paper records, {action} once, on {period}, before the "
    "walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Backtest note: the performance in the ALCO paper is measured over the same "
        "2010–2020 history on which the tilt weights were fitted; nothing was held back.",
        "Backtest note: the performance in the ALCO paper is measured only on each fold's "
        "test years; the tilt weights are fitted in that fold's training window.",
    ),
    (
        "Signal inputs include each bond's return over the next 20 trading days.",
        "Signal inputs include each bond's return over the previous 20 trading days, up to "
        "the day before the signal date.",
    ),
    (
        "Issuer data: the latest restated accounts, attached to the quarter they describe "
        "rather than to the day they were published.",
        "Issuer data: the accounts as first published, attached to the day they were released.",
    ),
    (
        "Rebalancing simulation: trades fill at the same closing price that triggered the "
        "limit breach.",
        "Rebalancing simulation: trades fill at the next day's opening price after the limit "
        "breach.",
    ),
    (
        "Parameter choice: the rebalancing trigger is the best of eight candidates over the "
        "full 2010–2020 backtest, then applied fold by fold.",
        "Parameter choice: the rebalancing trigger is picked from eight candidates inside each "
        "fold's training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the ALCO paper, please run the three-fold walk-forward backtest of the buffer portfolio.",
    "Model validation asks for a walk-forward backtest (three folds) of the HQLA book.",
    "Please back-test the carry-spread tilt of the investment portfolio walk-forward, three folds.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zm", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Harwick Bancorp"
_ENTITY: Final = "ent_harwick_bancorp"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the latest quarter (Q3 to Q4 2022)", (10, 11)),
    ("over the year to 31 December 2022", (7, 11)),
    ("over the two years to Q4 2022", (3, 11)),
    ("since the first quarter of 2020", (0, 11)),
    ("from mid-2020 to mid-2022", (1, 9)),
    ("between Q4 2020 and Q2 2021", (3, 5)),
    ("since the bank's 2011 IPO", None),
    ("over the last full rate cycle (2004-2022)", None),
    ("since ALCO first approved it as a counterparty in 2017", None),
)


#: "about 12%", "over 10%", "a little under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="over {}%", short="a little under {}%", about="about {}%"
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


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
        "customer_deposits",
        (41.2, 44.8, 46.1, 47.0, 47.9, 48.6, 49.3, 49.8, 49.1, 48.2, 47.6, 47.9),
        ("Customer deposits", "Harwick Bancorp's deposits", "Total customer deposits"),
        (
            ("{s} grew {m}", rose),
            ("{s} ran off {m}", fell),
            ("{s} showed no quarterly outflow", never_fell),
            ("{s} did not run off", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_interest_margin_pct",
        (2.41, 2.18, 2.05, 2.01, 1.98, 1.96, 2.02, 2.09, 2.24, 2.57, 2.93, 3.12),
        ("Net interest margin", "NIM", "Harwick Bancorp's net interest margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} showed no quarterly compression", never_fell),
            ("{s} did not compress", held_up),
            ("{s} did not widen", held_down),
        ),
        partial(_change_by, "by {:.2f} percentage points", 0.05),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_loans",
        (36.5, 37.1, 36.8, 36.9, 37.4, 38.2, 38.9, 39.8, 40.9, 41.6, 42.0, 42.3),
        ("Net loans", "Harwick Bancorp's loan book", "Net customer loans"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "cost_income_ratio_pct",
        (61.5, 63.2, 64.0, 62.8, 61.9, 60.7, 60.2, 59.1, 57.4, 55.2, 53.1, 52.6),
        ("Cost-income ratio", "The cost/income ratio", "Harwick Bancorp's cost-income ratio"),
        (
            ("{s} rose {m}", rose),
            ("{s} improved (fell) {m}", fell),
            ("{s} showed no quarterly increase", never_rose),
            ("{s} did not fall", held_up),
            ("{s} did not rise", held_down),
        ),
        _by_points,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up on the year before in every quarter of 2022",
    down_all="{s} was down on the year before in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "ALCO paper, counterparty note: {claim} [1].",
    "Treasurer (e-mail): On the Harwick senior bonds: {claim} [1], so we keep them in the book.",
    "| Counterparty | Credit view |\n|---|---|\n| Harwick Bancorp | {Claim} [1] |",
    "Annual credit review (CET1 13.8%, LCR 151%): {claim} [1]; limit unchanged.",
    "Risk-appetite dashboard, Amber watch: {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in the latest quarter") and "quarter" in c,
        seed=SEED,
        tag="zm",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZM: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
