"""Held-out batch J: every flaw kind again, in regulatory and institutional language, European
number forms, configuration snippets, call transcripts and optimisation notation.

Batch J is built like H and I — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective and leakage loops among them, and reads a trend claim over
a window with `reviews_heldout_truths`; its phrase tables, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Its parts are new:

* limits written with a decimal comma ("7,5 %", "5,0 %"), in per mille ("75 ‰"), as "x in
  100", as basis points a year ("250 bp a year"), as a ratio ("1.6:1") or "% gross", after
  German operators ("höchstens", "mindestens", "lt. Anlagerichtlinie § 4"), as a
  bare number in YAML or JSON pasted into chat (`max_issuer: 0.05`, `{"max_country": 0.3}`), in
  a call transcript ("keep it under, like, …, that's the, um, rule"), in a pension scheme's SIP
  ("the trustees require … to stay at or below"), and behind a footnote marker ("— 2,0 %¹ … ¹ a
  hard minimum"); subjects: single issuer, single country, tracking error, gross exposure
  (commitment approach) and a cash reserve that is a floor;
* requests deferring the limit to the SIP, the ALM committee, the IPS appendix, the prospectus
  or the depositary, as a transcribed voice note, call action items, a ticket in YAML and a
  mixed German/English note; a mandate bounding only other things (a SIP's asset allocation and
  currency hedging);
* provenance misquoting its source: the first figure cited after the user corrected it in a
  later message ("sorry, typo …: 75 ‰, not 120 ‰"), a per-mille figure recorded as if it were
  per cent, a figure footnoted as applying to government issuers only taken as the
  single-issuer limit, a decimal comma read as a thousands separator ("1,60x" recorded as 160),
  and the limit the board replaced ("used to be …; the board moved it to … in March");
* mandates as a pension SIP section (`statement_of_investment_principles.section_7_risk`, "the
  trustees shall ensure that at no time … exceeds"), an insurer's ALM policy ("hard limit …,
  the policy's soft target sits further inside it"), a family office's German investment
  guidelines in a mandate message, a YAML mandate block in a mandate message, and an IPS list
  item scoped by a footnote ("¹ excluding government bonds, which this portfolio does not
  hold");
* latitude granted in institutional language ("the trustees delegate to the manager the choice
  of … within", "strategic level …, tactical band …–…; where in the band is the manager's
  call", "… ± … and anywhere inside that tolerance is at your discretion", "where to set … is
  for the manager to decide, from … up to …") and refused ("strategic level …. There is no
  tactical band.", "a rebalancing range only, not for positioning: hold … and trade back to
  it", "the trustees have not delegated …; they hold it at … in the SIP");
* objectives in optimisation notation ("max_w (μᵀw − r_f) / √(wᵀΣw)", "argmin_w wᵀΣw subject
  to 1ᵀw = 1", "min_w (w − w_b)ᵀ Σ (w − w_b)", "max_w μᵀw"), as a YAML `objective:` key, as a
  reward, loss or utility ("Reward = Sharpe ratio of the monthly P&L", "Loss = E[(r_p −
  r_b)²]", "Utility = −σ²(w)", "Utility linear in wealth"), as what success looks like, as "we're
  fine with being boring", as "pure index replication", with an earlier draft superseded or
  struck through in the same message, and in an earlier message a later one replaces;
* leakage as SQL (`WHERE trade_date BETWEEN '2010-01-04' AND '2018-12-31'`), a YAML `train:`
  span, "Jan-2010 to Q3/2016", "the decade to 2019", "the post-GFC period through mid-2017",
  "everything since inception", fiscal years ending June ("FY’11–FY’17"), t+1 returns among the
  features, signals computed and filled at the same close, hyperparameters tuned on the full
  history, z-scores standardised on the whole sample and forward-return labels running up to
  each test start; each clean twin in the same form, strictly before the first test date or
  point in time;
* trend claims on gross profit, operating income (EBIT), diluted EPS and debt to equity over
  twelve quarters (FY2020 Q1–FY2022 Q4, newest first), in a markdown table row, a bullet list
  or prose: negated ("didn't fall", "didn't improve", "failed to grow", "never dipped quarter on
  quarter"), approximate magnitudes ("north of 5%", "just shy of 10%", "about 62%", "by
  0.28x"), a comparison of two calendar years ("grew faster in 2022 than in 2021", made only
  when Q4-on-Q4 and full-year sums agree clearly), a two-year compound rate ("compounded at a
  double-digit annual rate", both readings above 11 %), "up YoY in each of the last four
  quarters", horizons "versus the September 2022 quarter", "over 2022", "in the first half
  of 2021", "between the June quarters of 2020 and 2022", against uncovered ones ("since the
  2016 listing", "over the decade to 2022", "against pre-2019 levels"). Whether a claim holds
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
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _fill,
    _g,
    _growth_specials,
    _horizon_trends,
    _in_turn,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
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
    _written_with_spread,
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
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261210
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzj3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzj5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzjj"


# --- numbers in European, spoken and configuration forms -----------------------------------------


def _comma(x: float, places: int = 1) -> str:
    return f"{x:.{places}f}".replace(".", ",")


def _eu(x: float) -> str:
    """ "7,5", "5,625", "8,0": a decimal comma, no figure lost."""
    said = _g(x).replace(".", ",")
    return said if "," in said else f"{said},0"


#: a share said as a part of the whole
_PARTS: Final[dict[float, str]] = {
    0.02: "a fiftieth",
    0.05: "a twentieth",
    0.1: "a tenth",
    0.2: "a fifth",
    0.25: "a quarter",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the fund: "7,5 %", "75 ‰", "8 in 100" (whole percentages), "a tenth". Keys
    starting "w" are words, said only where words read well."""
    pct = value * 100
    forms = {"comma": f"{_eu(pct)} %", "permille": f"{_g(pct * 10)} ‰"}
    if abs(pct - round(pct)) < 1e-9:
        forms["in100"] = f"{round(pct)} in 100"
    if round(value, 6) in _PARTS:
        forms["w_part"] = _PARTS[round(value, 6)]
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {"comma": f"{_eu(value / 100)} %", "bp": f"{_g(value)} bp a year"}


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "comma": f"{_eu(value)}x",
        "gross": f"{_g(value * 100)} % gross",
        "ratio": f"{_g(value)}:1",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how people say it, a configuration key, the values it
    takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerLimit"),
    ("exposure to any one issuer", "the single-issuer limit", "any one issuer's weight"),
    "max_issuer",
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight", "countryConcentrationCap"),
    (
        "the largest single-country weight",
        "the weight of a single country",
        "country concentration",
    ),
    "max_country",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teCeilingBp"),
    ("ex-ante tracking error", "the active-risk limit", "tracking error against the benchmark"),
    "te_limit_bps",
    "bps",
    (150.0, 250.0, 400.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "grossLeverageLimit"),
    ("gross exposure", "gross leverage", "the commitment-approach exposure"),
    "max_gross",
    "multiple",
    (1.3, 1.6, 1.8),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquidityReserveFloor"),
    ("the cash reserve", "the liquidity reserve", "cash held for redemptions"),
    "min_cash",
    "fraction",
    (0.02, 0.04, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _COUNTRY, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "in line with common UCITS practice",
    "a typical level for an institutional scheme",
    "conservative placeholder pending the committee",
    "what comparable pension funds run",
    "a middle-of-the-road assumption",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A model portfolio for the institutional client inside its restrictions",
    "the best return per unit of risk",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "j", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the scheme's return-seeking portfolio",
    "run this year's ALM re-optimisation for the annuity book",
    "build the model portfolio for the new UCITS feeder",
    "draw up the family office's core equity allocation",
    "refresh the model weights of the diversified 1940-Act fund",
)
_DEFERRALS: Final = (
    "{noun} as per the SIP, which the scheme secretary will forward",
    "on {noun}, uh, whatever the ALM committee signed off, I don't have the minutes",
    "{noun} is in the IPS appendix, not attached here",
    "for {noun} use the prospectus figure, I can't lay my hands on a copy",
    "{noun} still to be confirmed by the depositary",
)
_REQUEST_FRAMES: Final = (
    "[voice note, transcribed] so, um, could you {task}? and {deferral}.",
    "Action items from today's call:\n• {Task}\n• {Deferral}",
    "Re: Q1 work\n\nPlease {task}. NB: {deferral}.",
    'Ticket #4471\n```yaml\ntask: "{task}"\nnote: "{deferral}"\n```',
    "Kurze Bitte: {task}. {Deferral}. Danke!",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "yaml" the bare number in the constraint's unit, "words" any form, or
#: "figures"); {noun}, {v}, {key}, {bound} (a cap's or a floor's word for the frame)
_STATINGS: Final = (
    ("```yaml\nlimits:\n  {key}: {v}\n```", "yaml"),
    ('config for this one: `{{"{key}": {v}}}`', "yaml"),
    (
        "[call transcript] uh, yeah, {noun}, keep it {spoken}, like, {v}, that's the, um, rule.",
        "words",
    ),
    ("{Noun}: {german} {v} (lt. Anlagerichtlinie § 4).", "figures"),
    ("Our SIP, para 6.2: the trustees require {noun} to stay {formal} {v}.", "figures"),
    ("{Noun} — {v}¹\n\n¹ {footnote}, measured daily at market value.", "figures"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    if form == "yaml":
        written = _g(value)
    else:
        written = s.render(value, rng.randrange(12), words=form == "words")
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        spoken="above" if s.floor else "under",
        german="mindestens" if s.floor else "höchstens",
        formal="at or above" if s.floor else "at or below",
        footnote="a hard minimum" if s.floor else "a hard ceiling",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "j", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "sip": {
        "asset_allocation": "Return-seeking assets 40–60 % of the scheme, "
        "matching assets the balance.",
        "currency": "Non-sterling exposure hedged at least 70 %.",
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------


def _apart(a: str, b: str) -> bool:
    return a.lower() not in b.lower() and b.lower() not in a.lower()


_provenance_twins = _provenance_twins_of(SEED, "j", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure in (1, 2) and s.unit != "fraction":  # per-mille and footnotes: shares
            s = _ISSUER if structure == 1 else _COUNTRY
        if structure == 2:  # government issuers are scoped out of an issuer limit
            s = _ISSUER
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        messages: tuple[UserMessage, ...]
        bound = "at least" if s.floor else "at most"
        if structure == 0:  # corrected later: the first figure cited, not the correction
            wrong_value = round(value * (0.5 if s.floor else 1.6), 6)
            style = rng.randrange(12)
            wrong, right = s.alike((wrong_value, value), style)
            first = f"{_cap(noun)}: {bound} {wrong}."
            correction = rng.choice(
                (
                    "sorry, typo in my last message: {right}, not {wrong}.",
                    "Correction — please read {right} where I wrote {wrong}.",
                )
            ).format(right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=correction),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, correction, right)
            false = _cite(name, s, wrong_value, ANSWER_ID, first, wrong)
        else:
            if structure == 1:  # "75 ‰" recorded as 0.75
                right = f"{_g(value * 1000)} ‰"
                said = rng.choice(
                    (
                        "Risk manual, table 3: {noun} {bound} {right}.",
                        "{Noun} is held to {bound} {right} of NAV (per mille, as in the manual).",
                    )
                )
                said = _fill(said, noun=noun, bound=bound, right=right)
                true = _cite(name, s, value, ANSWER_ID, said, right)
                false = true.model_copy(update={"value": round(value * 10, 6)})
            elif structure == 2:  # a footnoted figure scoped to government bonds
                right = s.render(value, rng.randrange(12))
                wrong_value = 0.35
                wrong = "35 %"
                said = _fill(
                    "{Noun}: {bound} {right}; government issuers up to {wrong}¹.\n\n"
                    "¹ applies to government and supranational issuers only.",
                    noun=noun,
                    bound=bound,
                    right=right,
                    wrong=wrong,
                )
                assert _apart(right, wrong), (right, wrong)
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
            elif structure == 3:  # a decimal comma read as a thousands separator
                right = f"{_comma(value * 100 if s.unit == 'fraction' else value, 2)}"
                unit_word = " %" if s.unit == "fraction" else ("x" if s.unit == "multiple" else "")
                if s.unit == "bps":
                    right, unit_word = _comma(value / 100, 2), " %"
                right = right + unit_word
                said = _fill(
                    "{Noun} (Anlagegrenze): {german} {right}.",
                    noun=noun,
                    german="mindestens" if s.floor else "höchstens",
                    right=right,
                )
                true = _cite(name, s, value, ANSWER_ID, said, right)
                false = true.model_copy(update={"value": round(value * 100, 6)})
            else:  # the limit before the board changed it
                old_value = round(value * (0.5 if s.floor else 1.5), 6)
                style = rng.randrange(12)
                old, right = s.alike((old_value, value), style)
                said = _fill(
                    "{Noun} used to be {bound} {old}; the board moved it to {right} in March, "
                    "and that is the limit now.",
                    noun=noun,
                    bound=bound,
                    old=old,
                    right=right,
                )
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, old_value, ANSWER_ID, _once(said, old), old)
            _once(said, right)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in regulatory and institutional documents ------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:
        verb = "falls below" if s.floor else "exceeds"
        return f"The trustees shall ensure that at no time {noun} {verb} {written}."
    if shape == 1:
        return _fill(
            "{Noun}: hard limit {v} (the policy's soft target sits further inside it).",
            noun=noun,
            v=written,
        )
    if shape == 2:
        return _fill(
            "{Noun} {german} {v}, gemessen am Fondsvermögen.",
            noun=noun,
            german="mindestens" if s.floor else "höchstens",
            v=written,
        )
    if shape == 3:
        return f"{s.key}: {_g(value)}"
    return _fill(
        "{Noun}: {bound} {v}¹ (¹ excluding government bonds, which this portfolio does not hold).",
        noun=noun,
        bound="at least" if s.floor else "no more than",
        v=written,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        sip: dict[str, JsonValue] = {
            "section_5_objectives": "Meet the scheme's liabilities as they fall due.",
            "section_7_risk": clause,
        }
        return (
            {"statement_of_investment_principles": sip},
            None,
            ("statement_of_investment_principles.section_7_risk"),
        )
    if shape == 1:
        alm: dict[str, JsonValue] = {"duration_gap": "within ±1 year", "limit": clause}
        return {"alm_policy": {"risk_limits": alm}}, None, "alm_policy.risk_limits.limit"
    if shape == 2:
        letter = (
            "Anlagerichtlinien der Familie Brandt (Stand 2025)\n\n"
            "1. Keine Rohstoffderivate.\n"
            f"2. {clause}\n"
            "3. Anleihen nur Investment Grade."
        )
        return None, letter, MANDATE_ID
    if shape == 3:
        block = (
            f"```yaml\nmandate:\n  benchmark: MSCI World\n  {clause}\n  esg_exclusions: true\n```"
        )
        return None, block, MANDATE_ID
    ips: list[JsonValue] = ["No direct property.", clause, "Derivatives for hedging only."]
    return {"ips": {"restrictions": ips}}, None, "ips.restrictions[1]"


_WITHIN_ASKS: Final = (
    "Please re-run the quarterly rebalance; the mandate's restrictions apply in full.",
    "[transcript] ok so, uh, new weights for the review, and, um, stay inside the mandate.",
    "Rebalance request — compliance will check every restriction in the mandate.",
    "Kindly refresh the weights; nothing may breach the investment guidelines.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the mandate's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "j", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "The trustees delegate to the manager the choice of {noun} within {lo}–{hi}.",
    "{Noun}: strategic level {mid}, tactical band {lo}–{hi}; where in the band is the "
    "manager's call.",
    "{Noun} {mid} ± {d}, and anywhere inside that tolerance is at your discretion.",
    "Where to set {noun} is for the manager to decide, from {lo} up to {hi}.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun}: strategic level {point}. There is no tactical band.",
        "{Noun}: strategic level {point}, with a tactical band of {lo}–{hi} for the manager.",
    ),
    (
        "The {lo}–{hi} range on {noun} is a rebalancing range only, not for positioning: hold "
        "{point} and trade back to it when the range is breached.",
        "The {lo}–{hi} range on {noun} is for positioning: the manager may hold any level in it.",
    ),
    (
        "The trustees have not delegated {noun}; they hold it at {point} in the SIP.",
        "The trustees delegate {noun} to the manager, anywhere from {lo} to {hi}.",
    ),
)


def _tolerance(
    template: str, parts: dict[str, str], bounds: tuple[float, float, float]
) -> dict[str, str]:
    """A tolerance band, said in the subject's own units."""
    if "±" in template:
        d = parts["d"].replace(" gross", "").replace(":1", "x").replace(" a year", "")
        return {**parts, "d": d}
    return parts


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_written_with_spread,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (0, 1, 4)[i % 3],
    refused=_REFUSED,
    granted=_GRANTED,
    placed=lambda text, shape: _placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "j", _with_mandate),
    granting=_tolerance,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, in notation, configuration and success criteria
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Objective: max_w (μᵀw − r_f) / √(wᵀΣw), long-only.",
        "```yaml\nobjective: max_sharpe\n```",
        "Reward = Sharpe ratio of the monthly P&L; that is the only score we keep.",
        "Success looks like the most excess return per unit of volatility.",
        "Loss function: −Sharpe. Minimise it.",
    ),
    "variance": (
        "Solve argmin_w wᵀΣw subject to 1ᵀw = 1.",
        "```yaml\nobjective: min_variance\n```",
        "We're fine with being boring: the least volatile mix of these names.",
        "Utility = −σ²(w). Nothing else enters it.",
        "Success looks like the smallest swings in NAV, month to month.",
    ),
    "tracking": (
        "min_w (w − w_b)ᵀ Σ (w − w_b), with w_b the index weights.",
        "```yaml\nobjective: min_tracking_error\n```",
        "Pure index replication of the Euro Stoxx 50, as near as the names allow.",
        "Loss = E[(r_p − r_b)²] against the benchmark. Minimise it.",
        "Success looks like returning exactly what the index returns, no more and no less.",
    ),
    "return": (
        "max_w μᵀw, no penalty on risk at all.",
        "```yaml\nobjective: max_expected_return\n```",
        "Reward = expected P&L, unadjusted for risk.",
        "Utility linear in wealth: just maximise E[r].",
        "Success looks like the highest expected return; the volatility is irrelevant to us.",
    ),
}
_DRAFTS: Final = (
    "Draft v1 (superseded): {old}\n\nv2, final:\n\n{new}",
    "~~{old}~~\n\nReplaced after the IC meeting by:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Update from the investment committee, this replaces my first message:\n\n{new}",
    "Disregard the objective I sent earlier; the trustees want this instead:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Model portfolio for the scheme.\n\n{ask}",
    "{ask}\n\nUniverse: the twelve names in the attached list.",
    "Spec for the optimiser run:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the client's list of names",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    draft = rng.choice(_DRAFTS)
    if "~~" in draft and old.startswith("```"):  # no code block struck through
        old = _ASKS[old_kind][0]
    return _fill(draft, old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same message, crossed out
    or superseded; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="j",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "`WHERE trade_date BETWEEN '2010-01-04' AND '2018-12-31'`",
        "`WHERE trade_date BETWEEN '2010-01-04' AND '2014-12-31'`",
    ),
    ("`train: {start: 2010, end: 2019}`", "`train: {start: 2010, end: 2014}`"),
    ("on data from Jan-2010 to Q3/2016", "on data from Jan-2010 to Q4/2014"),
    ("over the decade to 2019", "over the five years to end-2014"),
    ("on the post-GFC period through mid-2017", "on the post-GFC period through end-2014"),
    ("on everything since inception (Jan-2010)", "from inception (Jan-2010) to 31-Dec-2014"),
    (
        "over FY’11–FY’17 (fiscal years ending June)",
        "over FY’11–FY’14 (fiscal years ending June)",
    ),
)
_ACTIONS: Final = (
    "the lasso penalty was chosen",
    "the momentum lookback was fixed",
    "the volatility-target scaling was calibrated",
    "the factor weights were estimated",
    "the entry threshold on the value spread was set",
)
_LEAK_FRAMES: Final = (
    "Calibration: {action} {period}.",
    "{Action} {period}, and left unchanged for every fold.",
    "{Action} {period}, once, before the walk-forward.",
)
#: for a period written as a query or a configuration
_CODE_FRAMES: Final = (
    "Config note: {action} using {period}.",
    "Data pull for calibration, {period}: {action} on its rows.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The feature set includes each asset's t+1 return alongside its trailing momentum.",
        "The feature set uses returns up to the prior close (t−1) alongside trailing momentum.",
    ),
    (
        "Rebalancing signals are computed from the same day's close and filled at that close.",
        "Rebalancing signals are computed from the close and filled at the next day's open.",
    ),
    (
        "Hyperparameters were tuned on the full history, 2010–2020, then held fixed in all folds.",
        "Hyperparameters are tuned inside each fold's training years, never on its test years.",
    ),
    (
        "Z-scores are standardised with the mean and deviation of the whole 2010–2020 sample.",
        "Z-scores are standardised with the mean and deviation of each fold's training years.",
    ),
    (
        "Labels are 20-day forward returns, and training labels run right up to each test start.",
        "Labels are 20-day forward returns; the 20 trading days before each test start are "
        "purged from training.",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk the multi-factor equity model forward over the three folds in the spec.",
    "[transcript] so, uh, can we get the walk-forward on the value-momentum blend, three folds?",
    "Backtest ticket: the vol-targeted trend model, walk-forward, three folds as configured.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "j", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _frames_for(period: str) -> tuple[str, ...]:
    """A period written as a query or a configuration (in backquotes) reads in frames of its
    own."""
    return _CODE_FRAMES if period.startswith("`") else _LEAK_FRAMES


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_frames_for,
    twins=_leak_twins,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Nakatomi Trading"
_ENTITY: Final = "ent_nakatomi_trading"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("versus the September 2022 quarter", (10, 11)),
    ("over 2022", (7, 11)),
    ("over the last eight quarters", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between the June quarters of 2020 and 2022", (1, 9)),
    ("in the first half of 2021", (3, 5)),
    ("since the 2016 listing", None),
    ("over the decade to 2022", None),
    ("against pre-2019 levels", None),
)


#: "north of 20%", "just shy of 20%", "about 13%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="north of {}%", short="just shy of {}%", about="about {}%"
)


_by_turns = partial(_change_by, "by {:.2f}x", 0.02)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # "grew faster in 2022 than in 2021", compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "gross_profit",
        (820.0, 640.0, 735.0, 880.0, 905.0, 960.0, 1010.0, 1075.0, 1090.0, 1140.0, 1185.0, 1230.0),
        ("Gross profit", "Nakatomi Trading's gross profit", "Reported gross profit"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never dipped quarter on quarter", never_fell),
            ("{s} didn't fall", held_up),
            ("{s} didn't grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_income",
        (240.0, 228.0, 236.0, 242.0, 246.0, 250.0, 252.0, 255.0, 275.0, 310.0, 345.0, 390.0),
        ("Operating income", "EBIT", "Nakatomi Trading's operating income"),
        (
            ("{s} expanded {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never dipped quarter on quarter", never_fell),
            ("{s} didn't shrink", held_up),
            ("{s} failed to grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "eps",
        (1.42, 0.61, 0.98, 1.55, 1.71, 1.80, 1.66, 1.58, 1.49, 1.41, 1.52, 1.47),
        ("Diluted EPS", "Earnings per share", "Nakatomi Trading's EPS"),
        (
            ("{s} climbed {m}", rose),
            ("{s} slipped {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} didn't decline", held_up),
            ("{s} didn't improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (0.92, 1.08, 1.15, 1.04, 0.97, 0.90, 0.86, 0.81, 0.78, 0.80, 0.74, 0.70),
        ("Debt to equity", "Balance-sheet gearing (D/E)", "Nakatomi Trading's debt-to-equity"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} didn't deteriorate", held_down),
            ("{s} didn't improve", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: YoY in each of the
#: last four quarters, and for a growing item the two calendar years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up YoY in each of the last four quarters",
    down_all="{s} was down YoY in each of the last four quarters",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at a double-digit annual rate over the two years to Q4 2022",
    shrank="{s} shrank at a double-digit annual rate over the two years to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "| Finding | Source |\n|---|---|\n| {Claim} | [1] |",
    "Highlights:\n\n- {Claim}.\n- Quarterly detail in [1].",
    "On the reported quarters [1], {claim}.",
    "{Claim} (see [1]).",
    "Net-net: {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("versus") and "quarter on quarter" in c,
        seed=SEED,
        tag="j",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch J: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
