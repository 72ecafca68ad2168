"""Held-out batch Z: every flaw kind again, in the voice of corporate treasury, the CFO and the
board — treasury policy documents, board minutes and resolutions, delegated-authority (DoA)
matrices, covenant wording, hedge-policy ranges, board-pack commentary and CFO emails to the
treasury team.

Batch Z is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and trend
helpers of `reviews_heldout_shared`; its phrase tables, number forms, decoys, trend series and
trend truth are its own. It was written blind: no rule, reviewer, reviewer test or benchmark
result was read for it, and it was not run against the reviewers before its first recorded run.
Minute and item numbers, clause numbers, meeting dates, ratings, business days, FX-forward
tenors and the hedging range of other exposures are decoy numbers: no truth depends on them.
Its parts are new:

* limits as a treasury policy puts them — "4.3 Counterparty exposure shall be limited to …",
  "shall be not less than …" for a floor, a DoA table row (| Matter | Limit | Approver |), a
  quoted question answered in a reply email ("> what do we use for …?"), a committee minute
  ("the Committee noted that … may not exceed …, as approved on 12 March") and covenant wording
  ("the Company shall not permit … to exceed …"); number forms "15%", "15 per cent", "15.0%",
  "one-fifth", "150 bps", "1.5% per annum", "150 basis points per annum", "1.5x", "150% of
  NAV", "1.5 times NAV"; subjects: a single bank counterparty, any one money market fund, the
  growth portfolio's tracking error, the strategic portfolio's gross exposure and Tier 1
  (same-day) liquidity, a floor;
* requests deferring the limit to the treasury policy (with Legal), the Audit Committee's
  minutes, the DoA schedule, the next Board's ratification or a policy still in draft, as a CFO
  email with headers, a committee item, an action-log table, a board resolution authorising the
  Group Treasurer and a one-line note before the H1 close; strategy mandates as a treasury
  policy bounding only approved instruments and FX hedging;
* provenance misquoting its source: the figure a later "Correction to my email below" replaces,
  the limit of the 2023 policy the Board has since replaced, a proposed change the Committee
  did not approve, another subject's limit in the same reply (any one AAA government issuer), a
  limit that applies only if the Board ratifies a proposal, and a DoA exception ceiling ("the
  Group Treasurer may approve exceptions up to … for five business days") taken for the standing
  limit;
* mandates as a treasury policy's numbered section (`treasury_policy.section_4_limits.4.3`),
  an extract of board minutes with "RESOLVED, that … shall not exceed …; FURTHER RESOLVED …" in a
  mandate message, a DoA list of the Group Treasurer's authorities, an investment covenant in a
  mandate message ("Schedule 2, para 3 …"), an investment committee's terms of reference on
  risk appetite and the Audit Committee chair's reply to the CFO in an email thread ("No. …
  stays capped at …", the CFO's request for more room quoted below it);
* latitude granted as "not less than … nor more than …, the precise level within that range
  being delegated to the Group Treasurer", a DoA line ("Delegated to the Group Treasurer: …
  anywhere between … and …"), a target with a tolerance "±" at the Treasurer's discretion and
  "the CFO may set … at any level from … to … without further Board approval"; refused in
  strategy mode ("fixed by the Board at …; no discretion is delegated", a corridor that is an
  escalation trigger, not a discretionary range, a range in a draft that was not adopted), each
  twin the same text granting the band;
* objectives as board and CFO put them — "RESOLVED, that the strategic portfolio be managed
  to …", a Board KPI, capital preservation as "the lowest-volatility allocation", "match the
  policy benchmark; the Committee does not want active risk", "the highest expected yield, with
  no risk adjustment" — with an earlier paper withdrawn or not approved in the same message, and
  an earlier email a later one corrects;
* leakage in a treasury model: "FY2010–FY2017 actuals (December year-end)", "H1 2010 to H2
  2016", "through the LTM to June 2016", "everything up to the FY2018 year-end close", "the
  budget-cycle history 2010–2019", a SQL query on `treasury.daily_positions`; next month's
  actual receipts among the forecast features, hedge ratios from the full-period volatility,
  dealing at the close that sized the position, thresholds tightened after seeing the test
  years and balances normalised on the whole history; each clean twin ending before the first
  test date (2 January 2015) or inside each fold;
* trend claims in a board pack on Halvorsen Industrial — free cash flow, cash and equivalents,
  net debt to EBITDA (in turns, lower is better) and interest cover over twelve quarters
  (FY2020 Q1–FY2022 Q4, newest first): "came down by 0.4 turns", "didn't deteriorate",
  "never ticked up quarter on quarter", "ran down", "failed to improve", "FY2022 came in above
  FY2021", "H2 2022 exceeded H1 2022" (flows only, both sums apart by more than 2 %), "up YoY
  in each of the last four quarters"; horizons "between Q3 2022 and Q4 2022", "from Q4 2021 to
  Q4 2022", "over the eight quarters to Q4 2022", "since Q1 2020", "between Q2 2020 and Q2
  2022", "from Q4 2020 to Q2 2021", against uncovered ones ("since the 2015 refinancing",
  "versus pre-pandemic FY2019", "over the ten years to FY2022"); framed as CFO commentary in a
  board pack, a KPI table row, an Audit Committee note, a CFO email and a guidance line.
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
from quantward_cli.bench.reviews_heldout_forms import WrittenForms, apart
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _clear_pair,
    _fill,
    _g,
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
    _yoy_pairs,
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

SEED: Final = 20261226
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzz3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzz5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzzz"


# --- numbers as treasury papers write them -------------------------------------------------------

#: a share said as a fraction in words, as board papers sometimes do
_WORDS: Final[dict[float, str]] = {
    0.1: "one-tenth",
    0.2: "one-fifth",
    0.25: "one-quarter",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "15%", "15 per cent", "15.0%", and a fraction in words where
    one reads well (keys starting "w")."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "one_place": f"{pct:.1f}%"}
    if abs(pct - round(pct)) > 1e-9:  # "7.5%" twice over: keep the forms apart
        del forms["one_place"]
    if round(value, 6) in _WORDS:
        forms["w_words"] = _WORDS[round(value, 6)]
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bps": f"{_g(value)} bps",
        "pa": f"{_g(value / 100)}% per annum",
        "long": f"{_g(value)} basis points per annum",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "x": f"{_g(value)}x",
        "nav": f"{_g(value * 100)}% of NAV",
        "times": f"{_g(value)} times NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how treasury people say it, a policy key, the values it
    takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_COUNTERPARTY: Final = _Subject(
    ("max_counterparty_weight", "bankCounterpartyLimit"),
    (
        "exposure to any single bank counterparty",
        "the single-counterparty limit",
        "deposits placed with any one bank",
    ),
    "max_counterparty",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_MMF: Final = _Subject(
    ("max_fund_weight", "mmfConcentrationCap"),
    (
        "holdings in any one money market fund",
        "the MMF concentration limit",
        "the share of surplus cash in a single MMF",
    ),
    "max_single_mmf",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "growthPortfolioTeBps"),
    (
        "the growth portfolio's tracking error",
        "active risk against the policy benchmark",
        "ex-ante tracking error",
    ),
    "te_limit_bps",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "strategicGrossExposure"),
    (
        "gross exposure of the strategic portfolio",
        "gross notional exposure",
        "the portfolio's gross exposure",
    ),
    "max_gross",
    "multiple",
    (1.2, 1.5, 1.8),
    _multiple_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_cash_weight", "tier1LiquidityFloor"),
    (
        "Tier 1 (same-day) liquidity",
        "the same-day liquidity buffer",
        "cash available on T+0",
    ),
    "min_tier1_liquidity",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    floor=True,
)
#: the floor last: ranges draw from the first four
_SUBJECTS: Final = (_COUNTERPARTY, _MMF, _TE, _GROSS, _LIQUIDITY)

_RATIONALES: Final = (
    "typical of corporate treasury policies",
    "a prudent level pending the Audit Committee",
    "what peer FTSE 250 treasuries run",
    "placeholder until the policy is re-approved",
    "in line with rating-agency expectations",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "An allocation of the company's investable cash and strategic portfolio within the policy",
    "the best return per unit of risk",
    "solve the allocation weights",
    "the allocation weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the treasury team stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "z", _with_mandate)
_provenance_twins = _provenance_twins_of(SEED, "z", _plan)
_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "z", _with_mandate)
_range_twins = _mandate_twins_of(SEED, "range_assumption", "z", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-ladder the surplus cash across the approved banks and MMFs",
    "rebalance the pension scheme's growth portfolio",
    "set the deposit allocation for Q3",
    "rebuild the strategic investment portfolio after the disposal proceeds land",
    "refresh the short-term investment allocation for the board pack",
)
_DEFERRALS: Final = (
    "{noun} per the Treasury Policy — the current version is still with Legal",
    "{noun} as approved by the Audit Committee; I don't have the minutes to hand",
    "{noun} is in the DoA schedule, which Group Treasury will circulate",
    "{noun} is subject to ratification at the next Board",
    "for {noun} use whatever the revised policy says once it is out of draft",
)
_REQUEST_FRAMES: Final = (
    "From: CFO\nTo: Treasury team\nSubject: Cash allocation\n\nTeam — please {task}. "
    "{Deferral}.\n\nThanks, M.",
    "Item 4 (Cash investment). The Committee asked Treasury to {task}; {deferral}.",
    "| # | Action | Owner |\n|---|---|---|\n| 3 | {Task} | Group Treasurer |\n"
    "| 4 | {Deferral} | Company Secretary |",
    "RESOLVED, that the Group Treasurer be authorised to {task}. Note: {deferral}.",
    "Quick one before the H1 close: can you {task}? {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "words" any form, or "figures"); {noun}, {v}, {shall} (a cap's or a
#: floor's wording), {verb}, {bound}, {permit}
_STATINGS: Final = (
    ("4.3 {Noun}. {Noun} shall be {shall} {v} at all times.", "figures"),
    ("| Matter | Limit | Approver |\n|---|---|---|\n| {Noun} | {bound} {v} | Board |", "figures"),
    ("> what do we use for {noun}?\n\n{V}, and that is a {kind}. Board-approved.", "words"),
    ("The Committee noted that {noun} {verb} {v}, as approved on 12 March.", "figures"),
    ("The Company shall not permit {noun} to {permit} {v}.", "figures"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12), words=form == "words")
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        shall="not less than" if s.floor else "limited to",
        bound="min" if s.floor else "max",
        kind="floor" if s.floor else "hard ceiling",
        verb="may not fall below" if s.floor else "may not exceed",
        permit="fall below" if s.floor else "exceed",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "z", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a policy bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "treasury_policy": {
        "approved_instruments": "Bank deposits with banks rated A- or better, "
        "AAA-rated money market funds, gilts of up to 2 years.",
        "fx_hedging": "Forecast foreign-currency exposures hedged not less than "
        "50% nor more than 90% over the next 12 months.",
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


def _other_value(s: _Subject, value: float) -> float:
    """A figure that is not the limit: further out than it (above a cap, below a floor)."""
    return round(value * (0.5 if s.floor else 1.5), 6)


#: (text, whether the first figure {wrong} is the one cited falsely); {noun}, {bound}, {right},
#: {wrong}
_MISREAD: Final = {
    "superseded": (
        "The 2023 policy set {noun} at {bound} {wrong}. The Board approved {right} at its June "
        "meeting, effective immediately, and that is the limit now."
    ),
    "rejected": (
        "Treasury proposed moving {noun} to {wrong}. The Committee did not approve the "
        "proposal, so {noun} remains {bound} {right}."
    ),
    "hypothetical": (
        "If the Board ratifies the proposed change in September, {noun} would go to {wrong}. "
        "Until then it stays {bound} {right}."
    ),
    "exception": (
        "Standing limit on {noun}: {bound} {right}. Under the DoA the Group Treasurer may "
        "approve a temporary exception of up to {wrong} for no more than five business days, "
        "reported to the CFO."
    ),
}


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    structures = ("corrected", "superseded", "rejected", "other", "hypothetical", "exception")
    for i in range(count):
        structure = structures[i % len(structures)]
        policy: Mode = "chat" if (i // len(structures)) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // len(structures)) % len(_SUBJECTS)]
        if structure in ("other", "exception") and s.floor:  # a cap's other figure: above it
            s = _COUNTERPARTY
        if structure == "other":  # a government issuer's limit beside a bank's or a fund's
            s = _COUNTERPARTY if s not in (_COUNTERPARTY, _MMF) else s
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        bound = "not less than" if s.floor else "no more than"
        messages: tuple[UserMessage, ...]
        if structure == "corrected":  # corrected in a later email: the first figure cited
            wrong_value = _other_value(s, value)
            wrong, right = s.alike((wrong_value, value), rng.randrange(12))
            first = f"Re: limits\n\n{_cap(noun)}: {bound} {wrong}.\n\nRegards, Treasury"
            correction = rng.choice(
                (
                    "Correction to my email below — the Board approved {right}, not {wrong}.",
                    "Apologies, the figure in my last email was the old one: {right} "
                    "(not {wrong}) is what the policy says.",
                )
            ).format(right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=correction),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(correction, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == "other":
                right = s.render(value, rng.randrange(12))
                wrong_value = 0.5
                wrong = "50%" if "%" in right and "per cent" not in right else "50 per cent"
                said = _fill(
                    "{Noun}: {bound} {right}. Separately, holdings of any one AAA-rated "
                    "government issuer may be up to {wrong} of the portfolio.",
                    noun=noun,
                    bound=bound,
                    right=right,
                    wrong=wrong,
                )
            else:
                wrong_value = _other_value(s, value)
                wrong, right = s.alike((wrong_value, value), rng.randrange(12))
                said = _fill(_MISREAD[structure], noun=noun, bound=bound, right=right, wrong=wrong)
            assert apart(right, wrong), (right, wrong)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in treasury policy, board resolutions, DoA and covenants --------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:
        if s.floor:
            return f"{_cap(noun)} shall be maintained at not less than {written} at all times."
        return f"{_cap(noun)} shall be limited to {written} at all times."
    if shape == 1:
        verb = "shall not fall below" if s.floor else "shall not exceed"
        return f"RESOLVED, that {noun} {verb} {written};"
    if shape == 2:
        verb = "remains at or above" if s.floor else "does not exceed"
        return f"May place and roll investments, provided that {noun} {verb} {written}."
    if shape == 3:
        verb = "fall below" if s.floor else "exceed"
        return f"the Company shall not permit {noun} to {verb} {written}."
    if shape == 5:
        if s.floor:
            return f"No. {_cap(noun)} must stay at or above {written}."
        return f"No. {_cap(noun)} stays capped at {written}."
    if s.floor:
        return f"The Committee's risk appetite sets a floor of {written} on {noun}."
    return f"The Committee's risk appetite caps {noun} at {written}."


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of six documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        section: dict[str, JsonValue] = {
            "4.1": "Approved counterparties: banks rated A- (S&P) or better.",
            "4.3": clause,
            "4.5": "Breaches are reported to the CFO within one business day.",
        }
        return (
            {"treasury_policy": {"section_4_limits": section}},
            None,
            "treasury_policy.section_4_limits.4.3",
        )
    if shape == 1:
        minutes = (
            "EXTRACT FROM THE MINUTES OF A MEETING OF THE BOARD HELD ON 14 MAY\n\n"
            "7. Treasury policy\n\n"
            f"{clause} and\n"
            "FURTHER RESOLVED, that the Group Treasurer report compliance to the Audit "
            "Committee each quarter."
        )
        return None, minutes, MANDATE_ID
    if shape == 2:
        doa: list[JsonValue] = [
            "May open and close bank accounts with approved counterparties.",
            clause,
            "May execute FX forwards up to 12 months for hedging only.",
        ]
        return (
            {"delegated_authority": {"group_treasurer": doa}},
            None,
            "delegated_authority.group_treasurer[1]",
        )
    if shape == 3:
        covenant = (
            "Investment covenant (Schedule 2, para 3): for so long as the facility is "
            f"outstanding, {clause}"
        )
        return None, covenant, MANDATE_ID
    if shape == 5:
        thread = (
            "From: Chair, Audit Committee\nTo: CFO\nSubject: RE: Treasury headroom\n\n"
            f"{clause} The policy is not being relaxed this year.\n\n"
            "> From: CFO\n> Could Treasury have a little more room on this limit this quarter?"
        )
        return None, thread, MANDATE_ID
    tor: dict[str, JsonValue] = {
        "membership": "Three non-executive directors, one of them the Audit Committee chair.",
        "risk_appetite": clause,
    }
    return (
        {"investment_committee_tor": tor},
        None,
        "investment_committee_tor.risk_appetite",
    )


_WITHIN_ASKS: Final = (
    "Please re-run the quarterly allocation; the policy applies in full.",
    "From: CFO\n\nTreasury — new weights for the board pack please, inside policy.",
    "Rebalance request; Internal Audit will test every limit in the policy.",
    "Kindly refresh the allocation; no breach of the approved limits is acceptable.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: (i + i // 6) % 3 != 2,  # else assumed, one in three
    rationale="the policy's limit",
    rationales=_RATIONALES,
    twins=_breach_twins,
    shape=lambda i: i % 6,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "{Noun} shall be not less than {lo} nor more than {hi}, the precise level within that "
    "range being delegated to the Group Treasurer.",
    "Delegated to the Group Treasurer: {noun}, anywhere between {lo} and {hi}.",
    "{Noun}: target {mid}, tolerance ± {d}; positioning within the tolerance is at the "
    "Treasurer's discretion.",
    "The CFO may set {noun} at any level from {lo} to {hi} without further Board approval.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed by the Board at {point}; no discretion is delegated.",
        "{Noun} may be set by the Group Treasurer anywhere from {lo} to {hi}.",
    ),
    (
        "The {lo}–{hi} corridor on {noun} is an escalation trigger for the CFO, not a "
        "discretionary range: the level is {point}.",
        "The {lo}–{hi} corridor on {noun} is discretionary: the Group Treasurer may run any "
        "level inside it.",
    ),
    (
        "The {lo}–{hi} range on {noun} in the draft policy was not adopted; the Board kept "
        "{noun} at {point}.",
        "The {lo}–{hi} range on {noun} in the draft policy was adopted; the Treasurer picks the "
        "level within it.",
    ),
)


def _multiples(refused: str, parts: dict[str, str]) -> dict[str, str]:
    """A span between dashes reads as multiples, not "times"."""
    if "{lo}–{hi}" in refused:
        lo, hi = (parts[k].replace(" times NAV", "x") for k in ("lo", "hi"))
        return {**parts, "lo": lo, "hi": hi}
    return parts


def _tolerance(
    template: str, parts: dict[str, str], bounds: tuple[float, float, float]
) -> dict[str, str]:
    """A tolerance, said in the subject's own units."""
    if "±" in template:
        d = parts["d"].replace(" of NAV", "").replace(" times NAV", "x").replace(" per annum", "")
        return {**parts, "d": d}
    return parts


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_written_with_spread,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (0, 2, 4)[i % 3],
    refused=_REFUSED,  # a point fixed by the Board
    granted=_GRANTED,
    placed=lambda text, shape: _placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_range_twins,
    granting=_tolerance,
    refusing=_multiples,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as boards, committees and CFOs put them
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "RESOLVED, that the strategic portfolio be managed to maximise risk-adjusted return "
        "(the Sharpe ratio), not absolute return.",
        "Board KPI for the strategic portfolio: return per unit of volatility, i.e. the Sharpe "
        "ratio. That is what we optimise.",
        "From the CFO: I want the most return for each unit of risk we take. Maximise the "
        "Sharpe ratio.",
        "Objective (IC paper 7, para 2): the highest excess return per unit of volatility.",
        "The Committee's stated objective: maximise the portfolio's Sharpe ratio.",
    ),
    "variance": (
        "Primary objective: capital preservation — construct the lowest-volatility allocation "
        "available within approved instruments.",
        "RESOLVED, that the portfolio be constructed to minimise the volatility of its value; "
        "yield is not an objective.",
        "Board KPI: the smallest mark-to-market swings in the cash portfolio. Minimise variance.",
        "From the CFO: the Board wants the minimum-variance mix. Return is secondary to "
        "stability of value.",
        "Objective per the treasury policy: minimise the portfolio's variance, nothing else.",
    ),
    "tracking": (
        "The growth portfolio is to track its policy benchmark as closely as possible: minimise "
        "tracking error against it.",
        "Objective: match the policy benchmark's return; deviation either way is a failure. The "
        "Committee does not want active risk.",
        "RESOLVED, that the scheme's growth assets be managed to minimise tracking error "
        "against the 60/40 reference portfolio.",
        "Board KPI: tracking error to the benchmark, as low as the instruments allow.",
        "From the CFO: replicate the benchmark; minimise tracking error, don't try to beat it.",
    ),
    "return": (
        "Objective: maximise expected return on this tranche; volatility is not a "
        "consideration for it.",
        "The Board has asked for the highest expected yield on the strategic portfolio, with no "
        "risk adjustment.",
        "RESOLVED, that the long-term tranche be invested to maximise expected return.",
        "Board KPI: expected return, unadjusted for risk. Maximise it.",
        "From the CFO: maximise the expected return. Risk-adjusting it is not the brief.",
    ),
}
_DRAFTS: Final = (
    "Paper v1 (withdrawn): {old}\n\nPaper v2, as approved by the Committee:\n\n{new}",
    'Item 5. The Committee considered the objective proposed in the paper — "{old}" — and '
    "did not approve it. Instead:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Correction to my email of this morning — the Board settled on this instead:\n\n{new}",
    "Please disregard the objective in my first note; per the Audit Committee:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Board paper — strategic portfolio.\n\n{ask}",
    "{ask}\n\nUniverse: the approved instruments list, Appendix B.",
    "From: CFO\nTo: Group Treasury\nSubject: Portfolio objective\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the approved instruments",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier paper in the same message, withdrawn or not
    approved; every fourth from the fourth an earlier email a later one corrects."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={
            1: lambda rng, i, old_kind, old, ask: _fill(rng.choice(_DRAFTS), old=old, new=ask)
        },
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="z",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "on FY2010–FY2017 actuals (December year-end)",
        "on FY2010–FY2014 actuals (December year-end)",
    ),
    ("on H1 2010 to H2 2016", "on H1 2010 to H2 2014"),
    (
        "on monthly data from January 2010 through the LTM to June 2016",
        "on monthly data from January 2010 through December 2014",
    ),
    (
        "on everything up to the FY2018 year-end close (December year-end)",
        "on everything up to the FY2014 year-end close (December year-end)",
    ),
    ("on the budget-cycle history 2010–2019", "on the budget-cycle history 2010–2014"),
    (
        "`SELECT * FROM treasury.daily_positions WHERE value_date <= '2017-06-30'`",
        "`SELECT * FROM treasury.daily_positions WHERE value_date <= '2014-12-31'`",
    ),
)
_ACTIONS: Final = (
    "the cash-flow forecast model's weights were fitted",
    "the hedge-ratio rule was calibrated",
    "the liquidity-tier thresholds were set",
    "the FX exposure regression was estimated",
    "the rebalancing trigger levels were chosen",
)
_LEAK_FRAMES: Final = (
    "Per the treasury model memo, {action} {period}.",
    "{Action} {period} and held fixed across all three folds.",
    "Methodology note for the Audit Committee: {action} {period}.",
)
#: for a period written as a query
_CODE_FRAMES: Final = (
    "Data pull for calibration, {period}: {action} on its rows.",
    "Model note: {action} using {period}.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The forecast features include next month's actual cash receipts.",
        "The forecast features include cash receipts up to the prior month-end only.",
    ),
    (
        "Hedge ratios were set from the full 2010–2020 average volatility, then applied in "
        "every fold.",
        "Hedge ratios are set in each fold from that fold's training-period volatility only.",
    ),
    (
        "Positions are sized on the day's closing FX rate and dealt at that same close.",
        "Positions are sized on the day's closing FX rate and dealt at the next morning's fix.",
    ),
    (
        "The trigger thresholds were tightened by the Committee after it reviewed the "
        "2015–2020 results.",
        "The trigger thresholds were set by the Committee on 2010–2014 data, before any test "
        "results were seen.",
    ),
    (
        "Balances are normalised with the mean and standard deviation of the whole 2010–2020 "
        "history.",
        "Balances are normalised with the mean and standard deviation of each fold's training "
        "years only.",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk the cash-forecast-driven allocation model forward over the three folds.",
    "From: CFO\n\nCan we see the walk-forward on the hedge-ratio rule before the Audit "
    "Committee? Three folds as configured.",
    "Action for Treasury: walk-forward backtest of the liquidity-tiering model, three folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "z", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _frames(leaky_period: str) -> tuple[str, ...]:
    """A period written as a query takes frames of its own."""
    return _CODE_FRAMES if leaky_period.startswith("`") else _LEAK_FRAMES


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_frames,
    twins=_leak_twins,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Halvorsen Industrial"
_ENTITY: Final = "ent_halvorsen_industrial"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("between Q3 2022 and Q4 2022", (10, 11)),
    ("from Q4 2021 to Q4 2022", (7, 11)),
    ("over the eight quarters to Q4 2022", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("between Q2 2020 and Q2 2022", (1, 9)),
    ("from Q4 2020 to Q2 2021", (3, 5)),
    ("since the 2015 refinancing", None),
    ("versus pre-pandemic FY2019", None),
    ("over the ten years to FY2022", None),
)


#: "by more than 10%", "by close to 20%", "by roughly 13%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by close to {}%", about="by roughly {}%"
)


def _turns(a: float, b: float) -> str:
    """A ratio's move in turns, as CFOs say of leverage: "by 0.4 turns"."""
    change = abs(b - a)
    return f"by {_g(round(change, 2))} turns" if change >= 0.1 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"
    flow: bool  # a quarter's flow, which may be summed into years and halves


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (140.0, 95.0, 118.0, 150.0, 162.0, 155.0, 171.0, 186.0, 179.0, 193.0, 208.0, 221.0),
        ("Free cash flow", "Halvorsen Industrial's free cash flow", "FCF"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never dipped quarter on quarter", never_fell),
            ("{s} didn't decline", held_up),
            ("{s} failed to grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_and_equivalents",
        (820.0, 1150.0, 1090.0, 980.0, 940.0, 910.0, 935.0, 890.0, 860.0, 845.0, 870.0, 812.0),
        ("Cash and equivalents", "Halvorsen Industrial's cash balance", "Group cash"),
        (
            ("{s} built {m}", rose),
            ("{s} ran down {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} didn't erode", held_up),
            ("{s} didn't build", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.1, 3.4, 3.1, 2.8, 2.6, 2.4, 2.3, 2.2, 2.0, 1.9, 1.95, 1.8),
        ("Net debt to EBITDA", "Leverage (net debt / EBITDA)", "Halvorsen Industrial's leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never ticked up quarter on quarter", never_rose),
            ("{s} didn't deteriorate", held_down),
            ("{s} didn't improve", held_up),
        ),
        _turns,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_cover",
        (6.2, 3.1, 3.9, 4.6, 5.2, 5.8, 6.3, 6.9, 7.1, 6.8, 6.4, 6.0),
        ("Interest cover", "EBITDA interest cover", "Halvorsen Industrial's interest cover"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never dipped quarter on quarter", never_fell),
            ("{s} didn't weaken", held_up),
            ("{s} failed to improve", held_down),
        ),
        _turns,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: YoY in
    each of the last four quarters, and for a flow FY2022 against FY2021 and H2 2022 against
    H1 2022 by their sums. Pairs too close to call (within 2 %) are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    if trend.flow:
        fy21, fy22 = sum(v[4:8]), sum(v[8:12])
        h1, h2 = sum(v[8:10]), sum(v[10:12])
        above_fy = "{s} for FY2022 came in above FY2021"
        below_fy = "{s} for FY2022 came in below FY2021"
        pairs += _clear_pair(fy22, fy21, above_fy, below_fy)
        above_h = "{s} in H2 2022 exceeded H1 2022"
        below_h = "{s} in H2 2022 fell short of H1 2022"
        pairs += _clear_pair(h2, h1, above_h, below_h)
    up_all = "{s} was up YoY in each of the last four quarters"
    down_all = "{s} was down YoY in each of the last four quarters"
    pairs += _yoy_pairs(v, up_all, down_all)
    return pairs


_CLAIM_FRAMES: Final = (
    "Board pack, CFO commentary: {claim} [1].",
    "| KPI | Commentary |\n|---|---|\n| {Claim} | see [1] |",
    "Audit Committee note — {claim} (source: [1]).",
    "From: CFO\nTo: Board\n\nHeadline for the pack: {claim} [1].",
    "{Claim} [1], and our FY2023 guidance is built on that.",
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
        left_out=lambda h, w, c: len(w) == 2 and "quarter on quarter" in c,
        seed=SEED,
        tag="z",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch Z: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
