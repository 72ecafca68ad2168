"""Held-out batch ZJ: every flaw kind again, in the voice of robo-advice and suitability under
MiFID II and Reg BI: risk-profile questionnaires with scores and bands ("Your risk score:
61/100 → Profile 4 of 7 (Balanced)"), suitability reports ("Why this recommendation is
suitable for you"), model-portfolio factsheets (SRI/SRRI classes, OCF in % p.a.), rebalancing
rules ("when an asset class drifts more than 3 pp"), app notifications, in-app chat between a
client and an adviser, KYC updates that change a profile, cost disclosures and compliance
sign-offs.

Batch ZJ is built like J and ZH — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Risk scores, profile numbers ("Profile 4 of 7"), SRI/SRRI
classes, OCF and platform fees, drift triggers in percentage points, suitability-file numbers
and current weights in rebalancing checks are decoy numbers: no truth depends on them. Its parts
are new:

* limits as a robo platform and its advisers state them: a client relaying their adviser in the
  in-app chat ("keep … at most …"), a suitability report's bullets under a risk score and
  profile, a model factsheet's line between its OCF and its rebalancing rule, a compliance
  sign-off, a profile parameter block after a KYC update (a bare number in the constraint's
  unit), an app notification ("🔔 Your portfolio settings were updated"), an adviser's chat
  reply with the value first, an annual cost-and-limits disclosure among fees, and a "Rule /
  Current / Status" rebalancing check whose current weight is a decoy, each form in turn;
  number forms "4%", "4.0 %" (a space before the sign), "4 per cent", "150 bps", "1.50% p.a.",
  "150 basis points"; subjects: single-holding weight, sector weight, tracking error to the
  profile benchmark, annual turnover and a cash buffer that is a floor;
* requests deferring the limit to the investment committee, an unsigned suitability file, a
  blank factsheet field pending Compliance, an open KYC refresh or a pending compliance
  sign-off, as a suitability-review action, a risk-profile notification, a note from the client
  chat, a drift-triggered rebalancing run and a sign-off sheet; a mandate bounding only other
  things (client preferences on ESG exclusions and leveraged ETPs);
* provenance misquoting its source: the value a KYC update replaced (in prose, or a "Before /
  After KYC update" table), a client's chat request the suitability check turned down or an
  adviser's proposal Compliance did not approve, the current weight of a rebalancing alert or
  check taken for its limit, another setting in the same factsheet block (equity or bond
  allocation, volatility target), another profile's value and a hypothetical value at a higher
  risk score;
* mandates as a suitability file's client restrictions in the mandate's fields
  (`suitability.client_restrictions.r2`), a model factsheet's investment restrictions, the
  restrictions clause of discretionary service terms ("never above …"), a KYC profile's list in
  the mandate's fields (`kyc_profile.restrictions[1]`) and a client's chat recorded as a
  restriction;
* latitude granted as a target with a permitted range, a suitability report's "any level from
  … to …", a "Setting / Your range / Who decides" table and an adviser's chat; refused as a
  value fixed for the profile whose band only triggers rebalancing, an adviser answering a
  client's chat with no, and a compliance sign-off not approving the band; each twin the same
  text granting the band;
* objectives as a factsheet's model objective, a "Why this recommendation is suitable for you"
  paragraph, an adviser's chat, a compliance sign-off ("objective = …") and an investment
  approach line, with an earlier version corrected after a KYC update or struck after a
  compliance review in the same message, and an updated suitability report or an adviser's
  correction replacing an earlier message;
* leakage as a factsheet methodology or model governance note writes it: tilts, rebalancing
  thresholds, lookbacks, risk-model parameters and value-tilt weights set on "the Jan 2010 –
  Dec 2019 history shown in the model factsheet", "data up to 31/12/2018", "the 2010–2017
  simulation period quoted in the suitability pack", "the risk-band calibration sample
  (2009-2020)", "every month from March 2010 to June 2016" and "calendar years 2010 to 2018";
  factsheet performance measured on the history the factor weights were fitted on, the next 20
  trading days' return as a signal input, restated earnings attached to the quarter they
  describe, rebalancing orders filled at the close that triggered the drift alert and a drift
  threshold picked on the full backtest; each clean twin in the same form, ending before the
  first test date (2 January 2015) or inside each fold;
* trend claims on Calloway Brands' revenue, operating margin (in percentage points), free cash
  flow and net debt to EBITDA (in turns) over twelve quarters (2020 Q1–2022 Q4), as factsheet
  commentary on a top holding, an adviser's chat answer, a "Top holding / Why we hold it" table,
  a quarterly suitability review and an app notification; magnitudes as "about 12%", "over
  45%", "a little under 15%", "by 1.2 percentage points", "by 0.2 turns"; "grew", "shrank",
  "widened", "narrowed", "came down", "went up", "did not slip", "did not pick up", "showed no
  quarterly increase", "was up on the year before in every quarter of 2022", "grew faster in
  2022 than in 2021" and "compounded at more than 10% a year" (each made only where the series
  decides it clearly); horizons such as "in the latest quarter (Q3 to Q4 2022)", "over the year
  to 31 December 2022" and "from mid-2020 to mid-2022" against uncovered ones ("since the
  platform added it to the model in 2016", "over the ten years to 2022", "since your onboarding
  in 2018"). Whether a claim holds is computed from the series: true, false, or too close to
  call (never used).

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

SEED: Final = 20270105
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzj5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzjj"


# --- numbers as robo-advice screens, factsheets and suitability reports write them --------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "4%", "4.0 %" (a space before the sign), "4 per cent"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct1": f"{pct:.1f} %", "per_cent": f"{_g(pct)} per cent"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error budget: "150 bps", "1.50% p.a.", "150 basis points"."""
    return {
        "bps": f"{_g(value)} bps",
        "pa": f"{value / 100:.2f}% p.a.",
        "long": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how platforms and advisers name it, its key in a
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
    ("max_holding_weight", "singleStockCap"),
    ("any single holding", "the weight of any one stock", "single-stock weight"),
    "holding_max",
    "fraction",
    (0.04, 0.06, 0.08),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCap"),
    ("sector weight", "exposure to any one sector", "any single GICS sector"),
    "sector_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teBudgetBps"),
    (
        "tracking error to the profile benchmark",
        "ex-ante tracking error",
        "active risk against the model benchmark",
    ),
    "te_budget_bps",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_TURNOVER: Final = _Subject(
    ("max_annual_turnover", "turnoverCap"),
    ("annual portfolio turnover", "one-way turnover per year", "yearly turnover"),
    "turnover_max",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashFloor"),
    ("cash buffer", "cash allocation", "cash reserve"),
    "cash_min",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_HOLDING, _SECTOR, _TE, _TURNOVER, _CASH)

_RATIONALES: Final = (
    "typical for a Balanced model portfolio on a digital platform",
    "the house default for discretionary robo-advice portfolios",
    "consistent with the client's risk profile",
    "a prudent value pending the suitability review",
    "what investment committees usually apply to model portfolios",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the equity sleeve of the client's model portfolio under its restrictions",
    "the best risk-adjusted return within the client's restrictions",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the client's file")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zj", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _verb(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _at_most(s: _Subject) -> str:
    return "at least" if s.floor else "at most"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebuild the equity sleeve of the Balanced (Profile 4 of 7) model portfolio",
    "construct the equity portfolio recommended in the client's suitability report",
    "rebalance the client's equity holdings back to the model after the KYC update",
    "produce the equity model portfolio behind the new factsheet",
    "re-run the optimisation for the Growth model's (SRI 5) equity sleeve",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still to be set by the investment committee",
    "the suitability team has not yet signed off a figure for {noun}",
    "{noun}: left blank in the factsheet draft, pending Compliance",
    "the client's KYC refresh is still open, so their limit on {noun} is not known yet",
    "compliance sign-off on {noun}: Pending, no figure agreed",
)
_REQUEST_FRAMES: Final = (
    "Suitability review, action 2 of 3: {task}.\nNote: {deferral}.",
    "Notification: Risk profile updated (score 58/100 → Profile 4 of 7, Balanced).\n"
    "Please {task}. {Deferral}.",
    "Hi team, quick one from the client chat: can you {task}? {Deferral}.",
    "Rebalancing run (drift above 3 pp): {task}.\nOpen point: {deferral}.",
    "Compliance sign-off sheet\nItem: {task}\nStatus: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a current-weight decoy); {noun}, {v}, {key}, {verb},
#: {op}, {obs}, {atmost}
_STATINGS: Final = (
    (
        "Client (in-app chat): Just heard back from my adviser, they said to keep {noun} "
        "{atmost} {v}. Hope that helps!",
        "figures",
    ),
    (
        "Why this recommendation is suitable for you\n"
        "• Your risk score: 61/100 → Profile 4 of 7 (Balanced).\n"
        "• We keep {noun} {atmost} {v}, in line with your capacity for loss.",
        "figures",
    ),
    (
        "Model portfolio factsheet: Balanced (SRI 4)\nOngoing charges (OCF): 0.19% p.a.\n"
        "{Noun}: {op} {v}\nRebalancing: when an asset class drifts more than 3 pp.",
        "figures",
    ),
    (
        "Compliance sign-off (suitability file 2291): {noun} {op} {v} approved for this "
        "client. Signed, Compliance.",
        "figures",
    ),
    (
        "Profile parameters after the KYC update (v7):\n    risk_band: 4\n    {key}: {v}\n"
        "    review: annual",
        "bare",
    ),
    ("🔔 Your portfolio settings were updated: the {verb} on {noun} is now {v}.", "figures"),
    (
        "Adviser: Thanks for waiting. The investment committee confirmed this morning that "
        "{v} is the {verb} on {noun} for your model.",
        "figures",
    ),
    (
        "Costs and limits (annual disclosure): OCF 0.19% p.a.; platform fee 0.27% p.a.; "
        "{noun} {verb} {v}.",
        "figures",
    ),
    (
        "| Rule | Current | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | No trade needed |",
        "table",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
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
    return _invented_twins_of(SEED, "zj", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "client_preferences": [
        "Exclude tobacco and controversial weapons (ESG preference).",
        "No leveraged or inverse ETPs.",
        "Statements by e-mail only.",
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

#: another setting in the same factsheet block: its noun and its value, in the subject's unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "holding_max": ("sector weight", 0.25),
    "sector_max": ("any single holding", 0.06),
    "te_budget_bps": ("annual volatility target", 1100.0),
    "turnover_max": ("equity allocation", 0.55),
    "cash_min": ("bond allocation", 0.4),
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
    if structure == 0:  # the value a KYC update replaced
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                "KYC update, 12 March: your risk profile moved from Profile 5 (Growth) to "
                f"Profile 3 (Cautious). Limit on {noun}: was {wrong}, now {right}."
            )
        else:
            text = (
                "| Setting | Before KYC update | After KYC update |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {right} |\n\nThe new settings apply from today."
            )
    elif structure == 1:  # a client's or adviser's request that was turned down
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        move = "lower" if s.floor else "raise"
        if variant == 0:
            text = (
                f"You asked in chat to {move} {noun} to {wrong}. After the suitability check we "
                f"can't do that for your profile, so it stays at {right}."
            )
        else:
            text = (
                f"Compliance sign-off: the adviser's proposal of {wrong} for {noun} was not "
                f"approved (unsuitable for Profile 3 of 7). Approved value: {right}."
            )
    elif structure == 2:  # the current weight of a rebalancing alert
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Rebalancing alert: {noun} is currently {wrong} (limit {_op(s)} {right}). "
                "No action needed yet."
            )
        else:
            text = (
                "| Check | Current | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another setting in the same factsheet block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        bound = "minimum" if s.floor else "maximum"
        lines = [f"• {_cap(decoy_noun)}: {wrong}", f"• {_cap(noun)} ({bound}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Balanced model, key settings\n" + "\n".join(lines)
    else:  # another profile's value, or a hypothetical one
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison: Growth model (Profile 6 of 7), {noun} {wrong}. "
                f"Your model (Balanced, Profile 4 of 7): {noun} {right}."
            )
        else:
            text = (
                f"Illustration only: if your risk score were above 70/100, the limit on {noun} "
                f"would be {wrong}. At your score of 58/100 it is {right}."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zj", _plan),
)


# --- mandate clauses as suitability files, factsheets, terms and chats ---------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    never = "below" if s.floor else "above"
    if shape == 0:  # a suitability file's restrictions in the mandate's fields
        clause = f"{_cap(noun)} {_op(s)} {written}, agreed with the client at onboarding."
        fields: dict[str, JsonValue] = {"suitability": {"client_restrictions": {"r2": clause}}}
        return fields, None, "suitability.client_restrictions.r2"
    if shape == 1:
        factsheet = (
            "Model Portfolio 4: Balanced (SRRI 4 of 7)\nOngoing charges: 0.19% p.a.\n"
            "Investment restrictions:\n"
            f"– {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "– No leveraged or inverse ETPs."
        )
        return None, factsheet, MANDATE_ID
    if shape == 2:
        terms = (
            "Discretionary service terms, clause 6 (Restrictions)\n"
            "6.1 Only listed securities.\n"
            f"6.2 {_cap(noun)}: never {never} {written}.\n"
            "6.3 We rebalance when any asset class drifts by more than 3 pp."
        )
        return None, terms, MANDATE_ID
    if shape == 3:  # a KYC profile's list of restrictions in the mandate's fields
        restrictions: list[JsonValue] = [
            "No tobacco stocks (ESG preference).",
            f"{_cap(noun)} {_op(s)} {written}.",
            "No individual bonds.",
        ]
        profile: dict[str, JsonValue] = {"profile": "Balanced", "restrictions": restrictions}
        return {"kyc_profile": profile}, None, "kyc_profile.restrictions[1]"
    chat = (
        "Client (in-app chat, recorded as a restriction): please never let "
        f"{noun} go {never} {written}. That's a firm rule for me."
    )
    return None, chat, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebuild the client's equity portfolio; every restriction in their file applies.",
    "Rebalance the equity sleeve to the model, respecting the client's restrictions.",
    "Suitability re-check: re-run the equity weights inside the agreed limits.",
    "New factsheet quarter: re-optimise the model's equity sleeve within its restrictions.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the client's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zj", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "{Noun}: target {mid} (permitted range {lo}–{hi}). The investment team may set it anywhere "
    "in the range.",
    "Suitability report: for your profile we may hold {noun} at any level from {lo} to {hi}, "
    "as we judge best.",
    "| Setting | Your range | Who decides |\n|---|---|---|\n| {Noun} | {lo} to {hi} | "
    "Investment team, at its discretion |",
    "Adviser (chat): anywhere within {lo}–{hi} on {noun} is entirely the investment team's call.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} for your profile. The {lo} to {hi} band only decides when "
        "we rebalance; it is not a range to invest in.",
        "{Noun} may be set anywhere within {lo}–{hi} for your profile, at the investment "
        "team's discretion.",
    ),
    (
        "Client (chat): Can you move {noun} around between {lo} and {hi}?\nAdviser: No, sorry, "
        "it stays at {point}; that band only triggers a rebalancing alert.",
        "Client (chat): Can you move {noun} around between {lo} and {hi}?\nAdviser: Yes, "
        "anywhere in that band is fine.",
    ),
    (
        "Compliance sign-off: request to let {noun} float within {lo}–{hi}. Decision: Not "
        "approved. {Noun} stays at {point}.",
        "Compliance sign-off: request to let {noun} float within {lo}–{hi}. Decision: Approved.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a factsheet's notes."""
    if shape == 0:
        return {"suitability_report": {"discretion": text}}, None
    if shape == 1:
        return None, f"Client agreement: discretion\n\n{text}"
    return {"factsheet": {"notes": [text, "Rebalanced at least quarterly."]}}, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zj", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as factsheets, suitability reports, adviser chats,
#: compliance sign-offs and investment-approach summaries put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Model objective (factsheet): the equity sleeve is built for the best Sharpe ratio.",
        "Why this recommendation is suitable for you:\nwe build your equity portfolio for the "
        "highest return per unit of risk, measured by the Sharpe ratio.",
        "Adviser (chat): we'll optimise your equity holdings for the best risk-adjusted "
        "return, in other words the maximum Sharpe ratio.",
        "Compliance sign-off: objective = maximise the Sharpe ratio, consistent with Profile 4 "
        "of 7.",
        "Investment approach: maximum Sharpe ratio, reviewed each quarter.",
    ),
    "variance": (
        "Model objective (factsheet): the equity sleeve is built as the minimum-variance "
        "portfolio.",
        "Why this recommendation is suitable for you:\nwe build your equity portfolio to be as "
        "steady as possible, the lowest volatility we can achieve; we don't use return "
        "forecasts.",
        "Adviser (chat): we'll make your equity holdings as low-volatility as possible, "
        "without any view on expected returns.",
        "Compliance sign-off: objective = minimise portfolio variance, consistent with Profile "
        "2 of 7.",
        "Investment approach: minimum variance, no return forecasts.",
    ),
    "tracking": (
        "Model objective (factsheet): the equity sleeve tracks the MSCI ACWI as closely as "
        "possible.",
        "Why this recommendation is suitable for you:\nwe keep your equity portfolio as close "
        "as possible to the MSCI ACWI index, with the smallest tracking error we can.",
        "Adviser (chat): we'll keep your equity holdings hugging the MSCI ACWI, with minimal "
        "tracking error.",
        "Compliance sign-off: objective = minimise tracking error against the MSCI ACWI.",
        "Investment approach: minimum tracking error to the MSCI ACWI.",
    ),
    "return": (
        "Model objective (factsheet): the equity sleeve is built for the highest expected "
        "return, with no risk penalty.",
        "Why this recommendation is suitable for you:\nwe build your equity portfolio for the "
        "highest expected return; risk is not penalised in the objective.",
        "Adviser (chat): we'll go for the highest expected return on your equity holdings, "
        "with no adjustment for risk.",
        "Compliance sign-off: objective = maximise expected return alone (no risk term).",
        "Investment approach: maximum expected return, risk not penalised.",
    ),
}
_DRAFTS: Final = (
    "An earlier version of this report said: {old} That was corrected after the KYC update."
    "\n\nCurrent version:\n\n{new}",
    "~~{old}~~ (replaced after the compliance review)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Updated suitability report (replaces the objective in the earlier message):\n\n{new}",
    "Correction from your adviser, please ignore the objective I sent before:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "New client onboarding. {ask}",
    "{ask}\n\nPlease build the equity model portfolio on that basis.",
    "Notification: your suitability report is ready.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the model's equity universe",
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
        tag="zj",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the Jan 2010 – Dec 2019 history shown in the model factsheet",
        "the Jan 2010 – Dec 2014 history shown in the model factsheet",
    ),
    ("data up to 31/12/2018", "data up to 31/12/2014"),
    (
        "the 2010–2017 simulation period quoted in the suitability pack",
        "the 2010–2014 simulation period quoted in the suitability pack",
    ),
    (
        "the risk-band calibration sample (2009-2020)",
        "the risk-band calibration sample (2009-2014)",
    ),
    ("every month from March 2010 to June 2016", "every month from March 2010 to December 2014"),
    ("calendar years 2010 to 2018", "calendar years 2010 to 2014"),
)
_ACTIONS: Final = (
    "the factor tilts of the model portfolios were set",
    "the thresholds of the rebalancing rule were tuned",
    "the momentum signal's lookback was estimated",
    "the equity sleeve's risk-model parameters were calibrated",
    "the value-tilt weights were fitted",
)
_LEAK_FRAMES: Final = (
    "Model governance note: {action} on {period}.",
    "{Action} using {period}, then kept unchanged in every fold of the backtest.",
    "As the factsheet methodology discloses, {action} once, on {period}, before the walk-forward "
    "test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Backtest note: the performance shown in the factsheet is measured over the same "
        "2010–2020 history on which the factor weights were fitted; nothing was held back.",
        "Backtest note: the performance shown in the factsheet is measured only on each fold's "
        "test years; the factor weights are fitted in that fold's training window.",
    ),
    (
        "Signal inputs include each stock's return over the next 20 trading days.",
        "Signal inputs include each stock's return over the previous 20 trading days, up to "
        "the day before the signal date.",
    ),
    (
        "Earnings data: the latest restated figures, attached to the quarter they describe "
        "rather than to the day they were announced.",
        "Earnings data: the figures as first reported, attached to the day they were announced.",
    ),
    (
        "Rebalancing simulation: orders fill at the same closing price that triggered the "
        "drift alert.",
        "Rebalancing simulation: orders fill at the next day's opening price after the drift "
        "alert.",
    ),
    (
        "Parameter choice: the drift threshold is the best of eight candidates over the full "
        "2010–2020 backtest, then applied fold by fold.",
        "Parameter choice: the drift threshold is picked from eight candidates inside each "
        "fold's training window only.",
    ),
)
_LEAK_ASKS: Final = (
    "For the model factsheet, please run the three-fold walk-forward backtest of the equity model.",
    "Compliance asks for a walk-forward backtest (three folds) of the Balanced model's equity "
    "sleeve.",
    "Please back-test the value-momentum tilt of our model portfolios walk-forward, three folds.",
)
_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zj", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Calloway Brands"
_ENTITY: Final = "ent_calloway_brands"
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
    ("since the platform added it to the model in 2016", None),
    ("over the ten years to 2022", None),
    ("since your onboarding in 2018", None),
)


#: "about 12%", "over 10%", "a little under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="over {}%", short="a little under {}%", about="about {}%"
)


_by_points = partial(_change_by, "by {:.1f} percentage points", 0.2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


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
        "revenue",
        (520.0, 505.0, 498.0, 530.0, 560.0, 585.0, 600.0, 640.0, 690.0, 720.0, 735.0, 760.0),
        ("Revenue", "Calloway Brands' revenue", "Net revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not slip", held_up),
            ("{s} did not pick up", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (18.2, 16.9, 17.5, 18.8, 19.6, 20.1, 19.7, 20.8, 21.5, 21.1, 20.4, 19.6),
        ("Operating margin", "Calloway Brands' operating margin", "Operating margin (reported)"),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} showed no quarterly increase", never_rose),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (64.0, 51.0, 47.0, 58.0, 66.0, 74.0, 71.0, 80.0, 86.0, 83.0, 91.0, 97.0),
        ("Free cash flow", "FCF", "Calloway Brands' free cash flow"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} showed no quarterly decline", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.9, 3.4, 3.6, 3.3, 3.0, 2.8, 2.7, 2.5, 2.6, 2.4, 2.2, 2.3),
        ("Net debt to EBITDA", "Net leverage", "Calloway Brands' net debt/EBITDA"),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} showed no quarterly increase", never_rose),
            ("{s} did not go down", held_up),
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
    up_all="{s} was up on the year before in every quarter of 2022",
    down_all="{s} was down on the year before in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Factsheet commentary, top holding: {claim} [1].",
    "Adviser (in-app chat): Good question! {Claim} [1], which is why it stays in your portfolio.",
    "| Top holding | Why we hold it |\n|---|---|\n| Calloway Brands | {Claim} [1] |",
    "Quarterly suitability review: {claim} [1]; no change to your model.",
    "🔔 Portfolio update: {claim} [1].",
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
        tag="zj",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZJ: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
