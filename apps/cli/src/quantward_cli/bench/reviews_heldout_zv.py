"""Held-out batch ZV: every flaw kind again, in the voice of emerging-market and frontier debt
managers: hard-currency sovereign and quasi-sovereign funds and local-currency bond funds run
against the JPM EMBI GD, GBI-EM GD and CEMBI families, with off-benchmark bets, country and
rating-bucket caps ("no more than 7% below B-"), unhedged local-currency exposure and hedge
ratios, spreads in bp over UST, distressed names and restructurings (GDP warrants, PDIs,
haircuts), sanctions lists, a country risk committee (CRC), strategists' country notes in their
own shorthand ("tights", "wides", carry, real yields, IMF reviews, CDS) and the mandates of the
pension funds and central banks that hire them.

Batch ZV is built like ZO and ZJ — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Index spreads in bp, UST yields, CDS levels, durations in years, subscription
sizes, bond coupons and meeting dates are decoy numbers: no truth depends on them. Its parts
are new:

* limits as EM debt desks and their clients state them: a PM's Bloomberg chat reply, the CRC's
  minutes, a pension fund's IMA schedule, a risk-system YAML export (a bare number in the
  constraint's unit beside a duration band), the CIO's reply, a central bank's letter to its
  external manager, a compliance pre-trade rule note, a "Limit / Current (T-1) / Status" table
  whose position is a decoy, a consultant's e-mail, a PM's correction of an earlier chat (the
  withdrawn draft figure a decoy) and an RFP response, each form in turn; number forms "10%",
  "10pc", "10.0% of NAV" (a hedge ratio as "50.0%"), "300bp", "300 bps", "3.00%"; subjects: a
  single-country cap, a cap on paper rated below B-, unhedged local-currency exposure, tracking
  error to the EMBI GD and a hedge-ratio floor;
* requests deferring the limit to the CRC's next sitting, a client's unsigned side letter, a
  "[TBC — client]" in the draft guidelines, a compliance rule not yet coded or a central bank's
  investment committee;
* provenance misquoting its source: a draft of the guidelines the client amended (in prose, or
  a redline "[deleted: …] [inserted: …]"), a strategist's proposal the CRC rejected or a PM
  overruled by risk, the position in a month-end factsheet (in prose or a "Metric / 31 May /
  Guideline" table), another figure in a guidelines summary for the client's board and a peer
  manager's or a consultant survey's figure quoted for comparison;
* mandates as an IMA schedule in the mandate's fields (`ima.schedule_3.2(c)`), a central
  bank's guidelines for external managers, a pension fund's side letter, the CRC's decisions in
  the mandate's fields (`country_risk_committee.decisions[2]`) and a prospectus appendix;
* latitude granted as a CRC delegation, discretion "within … – …" under the IMA, a
  "Parameter / Range / Discretion" table and a central bank's e-mail; refused as a figure whose
  range is only an escalation trigger, a CRC chair declining the PM and a desk note that the
  client has not given discretion; each twin the same text granting it;
* objectives as a prospectus, the CIO's note, a client's mandate letter, a PM's chat and a CRC
  decision, with an earlier draft quoted or struck in the same text and a later message
  replacing an earlier one;
* leakage as research notes and due-diligence answers write it: a spread-momentum lookback,
  country-scoring weights, an FX hedge-ratio rule, a distress threshold and a carry ranking set
  on periods reaching into the test years (the Covid wides, the 2020 defaults), and whole
  sentences (next month's spread change as an input, ratings and restructuring outcomes from
  today's database, a cap picked on the whole sample, results on the years the weights were
  fitted on); each clean twin in the same form, ending before the first test date (2 January
  2015);
* trend claims on the Republic of Kestrava — its EMBI GD spread (in bp), the 10-year
  local-currency yield (moves in bp), USD/KVL spot, gross FX reserves and the price of its 2031
  Eurobond (in points) over twelve quarter-ends (2020 Q1–2022 Q4), as a strategist's country
  note, a CRC pack, a "Country / Comment" table, a PM's reply to a client and a morning note;
  magnitudes as "by 85bp", "roughly 12%", "more than 20%", "lost 8.5 points"; horizons covered
  by the series against uncovered ones ("since the 2017 debut Eurobond"). Whether a claim holds
  is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270117
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzv3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzv5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzvv"


# --- numbers as EM debt desks write them ----------------------------------------------------------


def _nav_forms(value: float) -> dict[str, str]:
    """A share of the fund: "10%", "10pc", "10.0% of NAV"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pc": f"{_g(pct)}pc", "nav": f"{pct:.1f}% of NAV"}


def _ratio_forms(value: float) -> dict[str, str]:
    """A hedge ratio: "50%", "50pc", "50.0%" (a share of the exposure, not of NAV)."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pc": f"{_g(pct)}pc", "pct1": f"{pct:.1f}%"}


def _bp_forms(value: float) -> dict[str, str]:
    """A tracking-error limit: "300bp", "300 bps", "3.00%"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "pct2": f"{value / 100:.2f}%"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how PMs, risk and clients name it, its key in the risk
    system's export, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_COUNTRY: Final = _Subject(
    ("max_country_weight", "countryCap"),
    (
        "exposure to any one country",
        "single-country exposure (sovereign plus quasis)",
        "any one country's weight",
    ),
    "country_cap_nav",
    "fraction",
    (0.08, 0.1, 0.12),
    _nav_forms,
)
_BELOW_B: Final = _Subject(
    ("max_below_b_minus", "subBMinusBucketMax"),
    (
        "the share of holdings rated below B-",
        "the below-B- bucket (lowest of Moody's, S&P and Fitch)",
        "paper rated CCC+ or lower",
    ),
    "below_b_minus_max",
    "fraction",
    (0.05, 0.07, 0.1),
    _nav_forms,
)
_OPEN_FX: Final = _Subject(
    ("max_unhedged_fx", "openFxMax"),
    (
        "unhedged local-currency exposure",
        "open EMFX exposure",
        "local-currency risk left unhedged",
    ),
    "unhedged_lc_max",
    "fraction",
    (0.1, 0.15, 0.25),
    _nav_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teBpsMax"),
    (
        "ex-ante tracking error against the EMBI GD",
        "tracking error vs the JPM EMBI Global Diversified",
        "the fund's TE to its benchmark",
    ),
    "te_embi_gd_bp",
    "bps",
    (200.0, 300.0, 400.0),
    _bp_forms,
)
_HEDGE: Final = _Subject(
    ("min_hedge_ratio", "hedgeRatioFloor"),
    (
        "the hedge ratio on off-benchmark currency positions",
        "the share of local-currency exposure hedged back to dollars",
        "the FX hedge ratio",
    ),
    "hedge_ratio_min",
    "fraction",
    (0.4, 0.5, 0.6),
    _ratio_forms,
    floor=True,
)
_SUBJECTS: Final = (_COUNTRY, _BELOW_B, _OPEN_FX, _TE, _HEDGE)

_RATIONALES: Final = (
    "typical for an EMBI GD mandate",
    "in line with peer hard-currency EM funds",
    "a common figure in EM debt guidelines",
    "the desk's usual working assumption",
    "what central-bank clients usually accept",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights across the sovereign and quasi-sovereign bonds in the fund's EM universe",
    "the best risk-adjusted return within the client's EM debt guidelines",
    "solve the weights",
    "the solved bond weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's guidelines state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zv", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _inside(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: 0.7 of a cap, 25 points above a hedge floor
    (never over-hedged)."""
    return round(value + 0.25, 6) if s.floor else round(value * 0.7, 6)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "build the launch portfolio for the new EMBI GD mandate",
    "rebalance the hard-currency sovereign book into the month-end index changes",
    "put the $150m subscription to work across EM sovereigns and quasis",
    "re-optimise the local-currency sleeve against the GBI-EM GD",
    "draft the model portfolio for the blended 50/50 EMBI GD / GBI-EM GD fund",
)
_DEFERRALS: Final = (
    "the country risk committee only sets the limit on {noun} at Thursday's sitting",
    "the client (a Nordic pension fund) has not yet signed the side letter covering {noun}",
    "{noun}: '[TBC — client]' in the draft investment guidelines",
    "compliance has not coded a rule for {noun} yet; it is pending in Charles River",
    "the central bank's investment committee will decide the limit on {noun} when it next meets",
)
_REQUEST_FRAMES: Final = (
    "EMD desk, morning call, action for the PM: {task}.\nCaveat: {deferral}.",
    "Hi team, can you {task}? {Deferral}, so pls flag it. Thx, K. (PM, EM sovereigns)",
    "Onboarding checklist, item 9: {task}.\n{Deferral}.",
    "EMBI GD closed at 377bp, UST 10s at 4.21%. Today: {task}. NB {deferral}.",
    "From client service: the client has asked us to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a position decoy, or "corrected" a written form after a
#: withdrawn draft figure, a decoy); {noun}, {v}, {key}, {limit}, {op}, {obs}, {old}, {nomore}
_STATINGS: Final = (
    (
        "IB chat, 08:14 <PM, EM sov>: checked the IMA, {noun} is {nomore} {v}, hard limit. "
        "EMBI GD at 391bp this morning fwiw",
        "figures",
    ),
    (
        "Country Risk Committee, 12 March (quorate, 6 of 7 voting members).\n"
        "Agreed: a {limit} of {v} for {noun}.",
        "figures",
    ),
    (
        "Schedule 3 (Investment Restrictions) to the IMA with Ostvik Pensjonskasse: {noun} "
        "shall be {nomore} {v}, tested daily by the Manager's risk function.",
        "figures",
    ),
    (
        "# limits.yaml, exported from the risk system\nportfolio: EMD HC Opportunities\n"
        "benchmark: JPM EMBI GD\n{key}: {v}\nduration_band_yrs: ±1.5",
        "bare",
    ),
    (
        "From the CIO's reply: 'Our guidelines already cover it: {noun} is held to {nomore} "
        "{v}, and the CRC reviews it every quarter.'",
        "figures",
    ),
    (
        "Letter from the Reserve Management Department (client), para 3: the external manager "
        "shall keep {noun} at {nomore} {v} at all times.",
        "figures",
    ),
    (
        "Compliance (pre-trade) note #4471: the limit on {noun} is coded in Charles River as "
        "{v} ({limit}). Rule active from T+0.",
        "figures",
    ),
    (
        "| Limit | Current (T-1) | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | OK |",
        "table",
    ),
    (
        "E-mail from the client's investment consultant: the guidelines their board signed off "
        "put {noun} at {nomore} {v}. Regards, T. Adeyemi",
        "figures",
    ),
    (
        "Correction to my 08:14 chat: I said {old} for {noun}, but that was the pre-signing "
        "draft. The executed IMA has {nomore} {v}.",
        "corrected",
    ),
    (
        "RFP response, Q7 (restrictions you would accept): as agreed with the client's "
        "investment office, {noun} is to be {nomore} {v}; sanctioned issuers are excluded.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = old = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _inside(s, value)), rng.randrange(12), apart=True)
    elif form == "corrected":  # a looser draft figure, withdrawn in the same message
        draft = round(value * (0.5 if s.floor else 1.5), 6)
        written, old = s.alike((value, draft), rng.randrange(12), apart=True)
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
        old=old,
        nomore=_no_more(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zv", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_guidelines": [
        "Eligible: sovereign and quasi-sovereign bonds in the EMBI GD universe, plus up to two "
        "off-benchmark countries approved by the CRC.",
        "No securities of issuers on the OFAC SDN list or the client's own sanctions list.",
        "Duration within ±1.5 years of the benchmark.",
        "GDP warrants and other state-contingent instruments only if received in a restructuring.",
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

#: a figure beside the limit in the same guidelines: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "country_cap_nav": ("single-issuer limit (quasi-sovereigns)", 0.05),
    "below_b_minus_max": ("single-country limit", 0.12),
    "unhedged_lc_max": ("off-benchmark country limit", 0.2),
    "te_embi_gd_bp": ("ex-ante fund volatility (12m)", 950.0),
    "hedge_ratio_min": ("maximum unhedged local-currency exposure", 0.15),
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
    if structure == 0:  # a draft of the guidelines the client amended
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The draft guidelines we sent the client in May had {noun} at {wrong}. Their "
                f"investment committee amended it, and the signed IMA says {right}."
            )
        else:
            text = (
                f"Schedule 3, para 2(c), redline v3 against v2: {noun}: {_no_more(s)} "
                f"[deleted: {wrong}] [inserted: {right}]. Accepted by both sides."
            )
    elif structure == 1:  # a proposal the CRC rejected, or a PM overruled by risk
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"CRC, item 5: the strategist proposed moving the limit on {noun} to {wrong} "
                f"ahead of the IMF review. Rejected 4–2; the existing {_limit(s)} of {right} "
                "stands."
            )
        else:
            text = (
                f"PM on chat: I pushed for {wrong} on {noun} but risk said no, so we stay at "
                f"{right}. Painful with spreads at the wides."
            )
    elif structure == 2:  # the position in the month-end factsheet
        wrong_value = _inside(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            inside = "comfortably above" if s.floor else "well inside"
            text = (
                f"Month-end factsheet (31 May): {noun} was {wrong}, {inside} the guideline "
                f"({_limit(s)} {right})."
            )
        else:
            text = (
                "| Metric | 31 May | Guideline |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same guidelines
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Guidelines summary for the client's board\n  " + "\n  ".join(lines)
    else:  # a peer manager's or a survey's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, the central bank's other EM manager is allowed {wrong} on "
                f"{noun}. Ours is tighter: {right}."
            )
        else:
            text = (
                f"Our IMA sets {noun} at {right}. (The consultant's peer survey has a median of "
                f"{wrong}; we did not adopt it.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zv", _plan),
)


# --- mandate clauses as IMAs, guidelines, side letters, CRC decisions and prospectuses ----------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's schedule in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} at all times."
        schedule: dict[str, JsonValue] = {
            "2(a)": "Only bonds denominated in USD, EUR or the currencies of the GBI-EM GD.",
            "2(c)": clause,
        }
        return {"ima": {"schedule_3": schedule}}, None, "ima.schedule_3.2(c)"
    if shape == 1:
        guidelines = (
            "INVESTMENT GUIDELINES FOR EXTERNAL MANAGERS: EM DEBT TRANCHE\n"
            "1. Benchmark: JPM EMBI Global Diversified; local-currency bonds off-benchmark only.\n"
            f"2. {_cap(noun)} must {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "3. Securities of issuers on the Bank's sanctions list are ineligible."
        )
        return None, guidelines, MANDATE_ID
    if shape == 2:
        letter = (
            "Side letter to the subscription agreement (Ostvik Pensjonskasse)\n\n"
            "Notwithstanding the fund's prospectus, the Manager agrees that, for as long as the "
            f"Investor holds shares, {noun} will be {_no_more(s)} {written}.\n\n"
            "Signed for the Manager and for the Investor."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the CRC's decisions in the mandate's fields
        decisions: list[JsonValue] = [
            "Ghana: stay underweight pending the bondholder MoU.",
            "Côte d'Ivoire 2035s: add up to benchmark weight.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"country_risk_committee": {"meeting": "CRC, June", "decisions": decisions}},
            None,
            "country_risk_committee.decisions[2]",
        )
    prospectus = (
        "Prospectus, Appendix II (Investment Restrictions of the Sub-Fund)\n"
        f"(a) {_cap(noun)} {_op(s)} {written}.\n"
        "(b) The Sub-Fund will not buy GDP warrants or past-due interest (PDI) bonds, but may "
        "hold them if received in a restructuring."
    )
    return None, prospectus, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Re-optimise the EMD hard-currency book; every guideline in the IMA applies.",
    "Rebalance into the month-end EMBI GD changes, staying inside all client restrictions.",
    "Put the new $80m allocation to work; all the limits in the guidelines apply.",
    "Rerun the model portfolio after the Egypt downgrade, inside the mandate.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the client's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zv", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "CRC delegation: the PM may run {noun} anywhere from {lo} to {hi} without a committee vote.",
    "Under the IMA, {noun} is at the Manager's discretion within {lo} – {hi}; the client hears "
    "about it at the quarterly review.",
    "| Parameter | Range | Discretion |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (full, "
    "within the range) |",
    "E-mail from the client (central bank, reserves department): you may set {noun} "
    "yourselves, anywhere between {lo} and {hi}.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The guideline figure for {noun} is {point}. The {lo}–{hi} range in Annex B is only an "
        "escalation trigger for the CRC; it is not the PM's to choose within.",
        "The guidelines let {noun} sit anywhere in the {lo}–{hi} range in Annex B; the PM "
        "chooses the level.",
    ),
    (
        "CRC minutes, item 4: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The chair declined: it stays at {point} until the annual review.",
        "CRC minutes, item 4: the PM asked whether {noun} could float between {lo} and {hi}. "
        "The chair agreed: the PM may choose within that range.",
    ),
    (
        "Desk note: the client has NOT given us discretion over {noun}. Hold it at {point}, "
        "not anywhere in {lo}–{hi}.",
        "Desk note: the client has given us discretion over {noun}. Anywhere in {lo}–{hi} is "
        "acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the IMA's fields, as a mandate message, or in the client's annex."""
    if shape == 0:
        return {"ima": {"discretion": text}}, None
    if shape == 1:
        return None, f"Delegated authorities (approved by the CRC)\n\n{text}"
    return {
        "client_guidelines": {"annex_b": [text, "Reporting: monthly, by business day 10."]}
    }, None


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
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zv", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as a prospectus, the CIO's note, a client's mandate
#: letter, a PM's chat and a CRC decision put them; the first of each is one line, so that it
#: can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (prospectus, section 3): the highest return per unit of volatility, "
        "i.e. the maximum Sharpe ratio.",
        "CIO's note:\nwe run this book for the best risk-adjusted return. Read that as maximum "
        "Sharpe, not maximum carry.",
        "Client's mandate letter: the pension fund wants as much excess return as it can get "
        "for the volatility it takes, measured by the Sharpe ratio.",
        "PM on chat: optimise for Sharpe pls, best return per unit of risk",
        "CRC decision 3: the model portfolio is built to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Fund objective (prospectus, section 3): the lowest-volatility portfolio of EM "
        "sovereigns available.",
        "CIO's note:\nafter 2022 we build this book for minimum variance, with no view on "
        "returns at all.",
        "Client's mandate letter: the central bank wants the EM tranche as steady as possible, "
        "the least volatile mix, whatever the spread forecasts say.",
        "PM on chat: just minimise variance on this one, no return forecasts, smoothest ride "
        "we can get",
        "CRC decision 3: the model portfolio is built to minimise variance.",
    ),
    "tracking": (
        "Fund objective (prospectus, section 3): follow the JPM EMBI GD as closely as possible.",
        "CIO's note:\nthis sleeve stays as near the EMBI GD as we can keep it, with the "
        "smallest tracking error.",
        "Client's mandate letter: the pension fund wants beta to the EMBI GD, nothing more, "
        "with minimal tracking error.",
        "PM on chat: hug the index on this one, minimise TE to EMBI GD",
        "CRC decision 3: the model portfolio is built to minimise tracking error to the EMBI GD.",
    ),
    "return": (
        "Fund objective (prospectus, section 3): the highest expected return, with no penalty "
        "for risk.",
        "CIO's note:\nwe aim this book at the highest expected return (carry, roll and spread "
        "compression); risk does not enter the objective.",
        "Client's mandate letter: to meet its liabilities the pension fund wants the maximum "
        "expected return from the EM sleeve, with no allowance for risk.",
        "PM on chat: max expected return, no risk adjustment, we're paid for the carry",
        "CRC decision 3: the model portfolio is built to maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'The first draft the client circulated read: "{old}" Their investment committee '
    "replaced it; the signed wording is:\n\n{new}",
    "~~{old}~~ (struck by the client in v3 of the IMA)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Please ignore my earlier message on the objective, the CIO has overruled it. Going "
    "forward:\n\n{new}",
    "CORRECTION (this replaces the objective sent this morning):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the EMD hard-currency model portfolio:\n\n{ask}",
    "{ask}\n\nPlease set the optimiser up accordingly. EMD desk",
    "Context: EMBI GD at 377bp, fund duration 6.8y against 6.9y for the benchmark.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the sovereign and quasi-sovereign bonds in the EM universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the bond weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    old = _ASKS[old_kind][0]  # an earlier version quoted or struck: the prospectus's line
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


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
        tag="zv",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the EMBI GD history from 2010 to 2019", "the EMBI GD history from 2010 to 2014"),
    (
        "spreads up to and including the March 2020 Covid wides",
        "spreads up to and including December 2014",
    ),
    (
        "every IMF programme review from 2009 to 2018",
        "every IMF programme review from 2009 to 2014",
    ),
    ("CDS and cash spreads, Jan 2010 – Jun 2017", "CDS and cash spreads, Jan 2010 – Dec 2014"),
    (
        "every default and restructuring through 2020 (Argentina, Ecuador and Zambia included)",
        "every default and restructuring through 2014 (Argentina's 2014 default included)",
    ),
    (
        "GBI-EM GD currency returns from 2011 to 2016",
        "GBI-EM GD currency returns from 2011 to 2014",
    ),
)
_ACTIONS: Final = (
    "the spread-momentum signal's lookback was chosen",
    "the country-scoring weights (reserves, current account, real yields) were fitted",
    "the FX hedge-ratio rule was calibrated",
    "the distress threshold for cutting a name was set",
    "the carry-to-volatility ranking was tuned",
)
_LEAK_FRAMES: Final = (
    "Research note: {action} on {period}.",
    "Strategist's methodology appendix: {action} using {period}, and the same setting is then "
    "applied in all three walk-forward folds.",
    "Answer to the client's due-diligence questionnaire, Q14: {action} once, on {period}, "
    "before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's country scores use, among other inputs, the spread change each country "
        "goes on to show over the following month.",
        "Each month's country scores use, among other inputs, the spread change each country "
        "showed over the month before.",
    ),
    (
        "Ratings and restructuring outcomes (haircuts, PDI and GDP-warrant terms) come from "
        "today's database and are applied back to every rebalance date.",
        "Ratings and restructuring outcomes (haircuts, PDI and GDP-warrant terms) are taken as "
        "they were known at each rebalance date.",
    ),
    (
        "The off-benchmark cap is the one of five that did best over the whole 2010–2020 "
        "sample, then used in every fold.",
        "The off-benchmark cap is chosen from five inside each fold's training years only.",
    ),
    (
        "Performance shown to the client covers the same 2010–2020 years the country-score "
        "weights were fitted on; nothing was held out.",
        "Performance shown to the client covers only each fold's test years; the country-score "
        "weights are fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The client's consultant wants a three-fold walk-forward backtest of the country-scoring "
    "overlay.",
    "Please walk-forward test (three folds) the spread-momentum tilt before the next CRC.",
    "Run the local-currency FX overlay through a three-fold walk-forward test for the "
    "due-diligence pack.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zv", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Kestrava"
_ENTITY: Final = "ent_republic_of_kestrava"
#: twelve quarter-ends, oldest first: (quarter end, label such as "2020Q1")
_QUARTERS: Final = tuple(
    (f"{year}-{end}", f"{year}Q{q}")
    for year in (2020, 2021, 2022)
    for q, end in enumerate(("03-31", "06-30", "09-30", "12-31"), start=1)
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022, against Q3", (10, 11)),
    ("over the twelve months to end-2022", (7, 11)),
    ("over the two years to December 2022", (3, 11)),
    ("since end-March 2020", (0, 11)),
    ("between mid-2020 and mid-2022", (1, 9)),
    ("from end-2020 to end-June 2021", (3, 5)),
    ("in the first nine months of 2022", (7, 10)),
    ("since the 2017 debut Eurobond", None),
    ("since the 2014 IMF programme", None),
    ("over the last decade", None),
)


#: "roughly 12%", "more than 20%", "just short of 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="more than {}%", short="just short of {}%", about="roughly {}%"
)


_by_bp = partial(_change_by, "by {:.0f}bp", 10.0)


_points = partial(_change_by, "{:.1f} points", 0.5)


def _yield_by_bp(a: float, b: float) -> str:
    """A yield's move in bp ("by 55bp"), or "" when it moved less than 10bp."""
    change = round(abs(b - a) * 100)
    return f"by {change}bp" if change >= 10 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year pace and compounding: for a growing stock such as reserves


_TRENDS: Final = (
    _Trend(
        "custom.sovereign_spreads",
        "embi_gd_spread_bp",
        (612.0, 548.0, 505.0, 468.0, 441.0, 452.0, 430.0, 418.0, 486.0, 533.0, 571.0, 509.0),
        (
            "Kestrava's EMBI GD spread",
            "The sovereign spread (EMBI GD, bp over UST)",
            "Kestrava's spread over Treasuries",
        ),
        (
            ("{s} widened {m}", rose),
            ("{s} tightened {m}", fell),
            ("{s} never widened from one quarter-end to the next", never_rose),
            ("{s} did not tighten", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_bp,
        False,
    ),
    _Trend(
        "custom.local_curve",
        "yield_10y_pct",
        (9.40, 10.85, 10.10, 9.65, 9.80, 10.25, 10.60, 10.90, 11.75, 12.40, 13.10, 12.85),
        (
            "The 10-year local-currency yield",
            "Kestrava's 10y LC yield",
            "The 10-year KVL government bond yield",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter-end to the next", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not back up", held_down),
        ),
        _yield_by_bp,
        False,
    ),
    _Trend(
        "custom.fx_rates",
        "usd_kvl",
        (18.2, 21.9, 20.6, 19.8, 20.4, 20.9, 21.5, 21.2, 22.8, 24.1, 25.6, 24.9),
        ("USD/KVL", "The dollar against the kestral (USD/KVL)", "USD/KVL spot"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter-end to the next", never_rose),
            ("{s} did not fall", held_up),
            ("{s} did not go up", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "custom.external_accounts",
        "gross_reserves_usd_bn",
        (14.8, 12.1, 12.9, 13.6, 14.9, 15.8, 16.9, 17.5, 18.6, 19.9, 21.0, 22.3),
        (
            "Kestrava's gross FX reserve position",
            "The central bank's reserve stock (USD bn)",
            "The stock of gross international reserves",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter-end to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} made no headway", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "custom.bond_prices",
        "price_2031s",
        (88.5, 71.25, 79.0, 84.5, 86.75, 85.0, 87.25, 88.0, 78.5, 69.75, 64.0, 70.5),
        (
            "The Kestrava 7.25% 2031s",
            "Kestrava's 2031 Eurobond",
            "The 2031s (cash price)",
        ),
        (
            ("{s} gained {m}", rose),
            ("{s} lost {m}", fell),
            ("{s} never rose from one quarter-end to the next", never_rose),
            ("{s} did not lose ground", held_up),
            ("{s} did not gain", held_down),
        ),
        _points,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year at
#: each quarter-end of 2022, and for a growing stock the two years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher than a year earlier at every quarter-end of 2022",
    down_all="{s} was lower than a year earlier at every quarter-end of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from end-2020 to end-2022",
    shrank="{s} shrank by more than 10% a year, compounded, from end-2020 to end-2022",
)


_CLAIM_FRAMES: Final = (
    "Strategist's country note (Kestrava, B-/stable): {claim} [1]. We stay overweight into the "
    "IMF review.",
    "CRC pack, country page: {claim} [1]; 5y CDS at 455 mid, outlook unchanged.",
    "| Country | Comment |\n|---|---|\n| Kestrava | {Claim} [1] |",
    "PM's reply to the client: on Kestrava, {claim} [1], which is why we have not added at "
    "these levels.",
    "Morning note, 07:10, EM sovs. {Claim} [1]. UST 10s 3.88%, EMBI GD 452bp.",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter-end" in c,
        seed=SEED,
        tag="zv",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZV: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
