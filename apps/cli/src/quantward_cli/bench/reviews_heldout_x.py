"""Held-out batch X: every flaw kind again, in the language of pension funds, insurers and
endowments — trustees, investment consultants, scheme actuaries, LDI managers and investment
committees of UK, US, Dutch, Canadian and Australian defined-benefit schemes, insurers and
university endowments.

Batch X is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and trend
helpers of `reviews_heldout_shared` and the window readings of `reviews_heldout_truths`; its phrase
tables, number forms, trend series and the claims it makes of them are its own. It was written
blind: no rule, reviewer, reviewer test or benchmark result was read for it, and it was not run
against the reviewers before its first recorded run. Its parts are new:

* limits written as "3 per cent", "3.0%", "three per cent", "150 basis points a year", "1.5%
  p.a. ex ante", "1.4 times NAV", "140% of NAV", in a SIP paragraph "as signed on 12 June 2025",
  a Committee minute, a Scheme Actuary's advice letter, an IPS appendix table with dotted
  leaders, a Canadian SIP&P section and an Australian fund's tolerance table, each message among
  decoy numbers the register is full of — funding levels ("96.7% at 31 March 2025"), a
  gilts + 0.75% discount basis, gilt yields, a 90% hedge ratio, a liability duration of about 17
  years, 3,412 members, pooled LDI funds run at 2x to 4x, a collateral buffer against a 250 bps
  rise in yields, a spending rule of 4.7%, paragraph and item numbers; subjects: a single issuer
  in the growth portfolio, any one industry sector, the growth manager's tracking error, gross
  leverage of the return-seeking mandate and a cash and liquidity buffer that is a floor;
* requests deferring the limit to a SIP the Trustee has not yet signed, the investment
  consultant's recommendation paper, an IPS appendix not circulated, the Scheme Actuary's advice
  after the valuation, or Committee minutes not to hand, as trustee-meeting items, a Scheme
  Secretary's note, a consultant's paragraph, an endowment office message, a letter from the
  Chair of Trustees and a note from a Dutch fund's bestuur ("policy funding ratio 117.9%, ABTN
  section 4"); mandates bounding only other things (the strategic growth/matching split
  and the hedge ratio);
* provenance misquoting its source: the figure of the SIP's consultation draft rather than the
  version the Trustee signed, the consultant's recommendation the Trustee declined, the level a
  de-risking trigger would set once the funding level reaches 107%, the sector limit of the same
  message cited as the single-issuer limit, and a figure recorded in the wrong unit ("3 per
  cent" as 0.3, "1.5% p.a." as 1.5 bps, "140% of NAV" as 140);
* mandates as a UK SIP paragraph (`statement_of_investment_principles.para_7_3_risk`, "The
  Trustee's policy is that … shall not exceed"), a US endowment's IPS pasted as a mandate
  message (roman-numbered sections, a spending rule beside the limit), an insurer's investment
  policy next to its matching adjustment portfolio and a Solvency II coverage target (150% of
  the SCR, never below 130%), a
  Canadian SIP&P "4.2 Quantitative limits (a)" in a mandate message, and an Australian fund's
  investment governance framework limits list beside pooled LDI funds "at 2x to 4x leverage";
* latitude granted in governance language ("the Trustee has delegated to the Investment
  Sub-Committee the setting of … anywhere from … to …", "central level …, tolerance band …–…;
  positioning within the band is delegated", "… ± …; within this corridor the level is at the
  CIO's discretion", "within a control range of … the Investment Committee leaves … to the
  manager's judgement") and refused ("held at a fixed target of …; if drift takes it below …, it
  is rebalanced back … The drift corridor gives no discretion", "fixed by the Trustee on the
  Scheme Actuary's advice; it is not delegated", "the range in the 2019 IPS was withdrawn"),
  placed in each of the five documents, fields or mandate message;
* objectives as Committee resolutions and consultant recommendations — the Sharpe ratio as
  "return per unit of volatility", minimum variance as "the smallest possible swings in value",
  tracking error as "index replication of the FTSE All-World", maximum return "unadjusted for
  risk" because "risk is managed elsewhere (by the liability hedge)" — beside the Scheme's
  funding objective (full funding on a gilts + 0.75% basis by 2030) that is not the optimiser's,
  with the consultant's proposal the Committee did not adopt or a draft minute struck at the
  meeting, and with a Chair's correction superseding an earlier brief;
* leakage in actuarial and governance periods: "over the three actuarial valuations to 31 March
  2020", Scheme years ending 5 April, an endowment's fiscal years ending 30 June, "up to the
  September 2022 gilt crisis", "through the 2016 triennial valuation"; de-risking triggers chosen
  after seeing the funding level's path, today's capital market assumptions in every fold, the
  consultant's current buy list as the universe of every fold; each clean twin in the same form,
  ending before the first test date;
* trend claims from an employer covenant review of the scheme's sponsor — EBITDA, free cash
  flow, net debt to EBITDA and interest cover over twelve quarters (FY2020 Q1–FY2022 Q4, newest
  first) — as a covenant update, a covenant table row, a Committee minute and a note for the
  Scheme Actuary, over horizons "since the 31 March 2021 valuation date", "since the covenant
  review of June 2020", "over the twelve months to December 2021", against uncovered ones ("since
  the 2017 triennial valuation", "over the last three valuation cycles", "since the scheme closed
  to future accrual in 2012"). Whether a claim holds is computed from the series: true, false,
  or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
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
    _assume,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _clear_pair,
    _fill,
    _g,
    _horizon_trends,
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
    _refused_twins_of,
    _request_from,
    _said_named,
    _solving_contract,
    _with_mandate_of,
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

SEED: Final = 20261224
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzx3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzx5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzxx"


# --- numbers as trustees' papers write them ------------------------------------------------------

_WORDS: Final[dict[int, str]] = {
    2: "two",
    3: "three",
    5: "five",
    6: "six",
    20: "twenty",
    30: "thirty",
    40: "forty",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the assets: "3%", "3 per cent", "3.0%"; "three per cent" (a "w" key: words,
    said only where words read well)."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent"}
    if abs(pct * 10 - round(pct * 10)) < 1e-9:  # "3.0%", only where one place says it all
        forms["one_place"] = f"{pct:.1f}%"
    if abs(pct - round(pct)) < 1e-9 and round(pct) in _WORDS:
        forms["w_words"] = f"{_WORDS[round(pct)]} per cent"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bps": f"{_g(value)} bps",
        "pa": f"{_g(value / 100)}% p.a. ex ante",
        "long": f"{_g(value)} basis points a year",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times NAV",
        "pct": f"{_g(value * 100)}% of NAV",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how trustees and consultants say it, the values it
    takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    words_every = 2  # words for one style in two, where a sentence allows them


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerConcentrationLimit"),
    (
        "exposure to any one issuer in the growth portfolio",
        "the single-issuer limit",
        "investment in securities of any one issuer",
    ),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "industrySectorCap"),
    (
        "exposure to any one industry sector",
        "the sector concentration limit",
        "the weight of any single sector in the return-seeking assets",
    ),
    "fraction",
    (0.2, 0.3, 0.4),
    _share_forms,
)
_TE: Final = _Subject(
    ("max_tracking_error_bps", "growthManagerTeLimit"),
    (
        "the growth manager's tracking error",
        "ex-ante tracking error against the policy benchmark",
        "active risk relative to the benchmark",
    ),
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_leverage", "returnSeekingGrossExposureCap"),
    (
        "gross leverage of the return-seeking mandate",
        "gross exposure of the growth portfolio (derivatives at notional)",
        "the mandate's gross leverage",
    ),
    "multiple",
    (1.25, 1.4, 1.6),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_liquidity_buffer", "cashAndMoneyMarketFloor"),
    (
        "the cash and liquidity buffer",
        "cash held for benefit outgo and collateral calls",
        "the liquidity buffer",
    ),
    "fraction",
    (0.03, 0.05, 0.06),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "typical of UK defined-benefit schemes of this size",
    "in line with the consultant's usual house range",
    "a prudent placeholder until the SIP is signed",
    "what comparable endowments run",
    "a common level for an insurer's surplus assets",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A model growth portfolio for the scheme within the Trustee's investment restrictions",
    "the best return per unit of risk",
    "solve the weights of the growth portfolio",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Trustee stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "x", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the growth portfolio back to its strategic allocation after the 2025 valuation",
    "re-optimise the return-seeking sleeve for the Investment Sub-Committee's October meeting",
    "build the model portfolio for the surplus assets held outside the matching portfolio",
    "propose weights for the public-equity pool",
    "refresh the weights of the Plan's diversified growth mandate",
)
_DEFERRALS: Final = (
    "{noun} will be whatever the revised SIP says once the Trustee signs it; the draft is not "
    "with us yet",
    "on {noun}, we are still waiting for the investment consultant's recommendation paper",
    "{noun} is set in Appendix C of the Investment Policy Statement, which the Committee "
    "secretary has not circulated",
    "{noun} is subject to the Scheme Actuary's advice, which we expect once the valuation is "
    "signed off",
    "for {noun}, the figure is in the Investment Committee minutes of 4 March, which I do not "
    "have to hand",
)
_REQUEST_FRAMES: Final = (
    "Trustee meeting, item 6 (funding level 96.7% at 31 March 2025; 3,412 members).\n\n"
    "Please {task}. {Deferral}.",
    "From the Scheme Secretary: the Trustee has delegated this to the Investment Sub-Committee, "
    "which asks you to {task}. {Deferral}.",
    "Consultant's note, para 2.4: we ask the manager to {task}. {Deferral}. (Liability duration "
    "about 17 years; hedge ratio 90% of Technical Provisions.)",
    "Endowment office: could you {task}? {Deferral}. The spending rule stays at 4.7% of the "
    "trailing twelve-quarter average market value.",
    "Dear Sirs,\n\nFurther to the actuarial valuation, please {task}.\n\n{Deferral}.\n\n"
    "Yours faithfully,\nChair of Trustees",
    "From the bestuur of the Dutch fund (policy funding ratio 117.9%, ABTN section 4): please "
    "{task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, whether words may be used); {noun}, {v}, {formal} (a cap's or a floor's phrase),
#: {kind} (a hard limit or a hard minimum)
_STATINGS: Final = (
    ("SIP para 7.3, as signed on 12 June 2025: {noun} {formal} {v}.", False),
    (
        "Per the Committee minutes, item 4(b): {noun}, {v}, {kind}. The funding level of 96.7% "
        "does not change this.",
        True,
    ),
    (
        "From the Scheme Actuary's advice letter of 30 May: {noun} {formal} {v}. This is "
        "independent of the 90% hedge ratio and of the pooled LDI funds' 2x to 4x leverage.",
        False,
    ),
    (
        "Appendix C, table C.1 (risk limits), now circulated:\n\n"
        "{Noun} .......... {v} ({kind})\nLiability duration .......... c. 17 years",
        False,
    ),
    (
        "Section 9 of the SIP&P, approved by the Plan's pension committee: {noun} {formal} {v}.",
        True,
    ),
    (
        "The Trustee's tolerance table (investment governance framework, rev. 11):\n\n"
        "{Noun}: {v}, {kind}; reviewed at each 31 March valuation.",
        False,
    ),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, words = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12), words=words)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        formal="is not to fall below" if s.floor else "is not to exceed",
        kind="a hard minimum" if s.floor else "a hard limit",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "x", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)

#: a SIP bounding only the growth/matching split and the hedge ratio
_OTHER_SIP: Final[dict[str, JsonValue]] = {
    "statement_of_investment_principles": {
        "strategic_allocation": "Growth assets 35%, matching assets 65%, rebalanced annually.",
        "hedging": "Interest-rate and inflation hedge ratio target 90% of the Technical "
        "Provisions liabilities.",
    }
}


_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_SIP,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------


def _apart(a: str, b: str) -> bool:
    return a.lower() not in b.lower() and b.lower() not in a.lower()


def _other_value(s: _Subject, value: float, factors: Sequence[float], style: int) -> float:
    """A second value of `s`, the first of `factors` whose written form is clear of `value`'s
    (neither inside the other), so that each has its own span."""
    for factor in factors:
        other = round(value * factor, 6)
        a, b = s.alike((other, value), style)
        if _apart(a, b):
            return other
    raise AssertionError((s.fields, value))


_DRAFT: Final = (
    "The consultation draft of the SIP (v0.3) read “{Noun}: {bound} {old}”. The version the "
    "Trustee signed on 12 June 2025 reads {right} instead, and that is the one in force."
)
_DECLINED: Final = (
    "The investment consultant recommended {old} for {noun}. The Trustee did not accept that "
    "recommendation: {noun} remains {bound} {right}."
)
_TRIGGER: Final = (
    "Glide path: once the funding level reaches 107% on the Technical Provisions basis, {noun} "
    "moves to {old}. Today (funding level 96.7%) {noun} is {bound} {right}."
)
_SIBLING: Final = (
    "Paragraph 7.3 of the SIP: {noun}, {bound} {right}. Paragraph 7.4: {other_noun}, {bound} {old}."
)
_UNIT_SLIP: Final = (
    "Scheme Actuary's letter, para 5: {noun} is to be {bound} {right}. (For context only: gilt "
    "yields 4.7%, liability duration near 17 years.)"
)


_provenance_twins = _provenance_twins_of(SEED, "x", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure == 3:  # a neighbouring paragraph's sector limit cited as the issuer's
            s = _ISSUER
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        bound = "at least" if s.floor else "at most"
        style = rng.randrange(12)
        if structure == 4:  # the right span, the value recorded in the wrong unit
            right = s.render(value, style)
            said = _fill(_UNIT_SLIP, noun=noun, bound=bound, right=right)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            slipped = {"fraction": value * 10, "bps": value / 100, "multiple": value * 100}
            false = true.model_copy(update={"value": round(slipped[s.unit], 6)})
        else:
            if structure == 3:
                wrong_value = rng.choice(_SECTOR.values)
                right, wrong = s.alike((value, wrong_value), style)
                other_noun = rng.choice(_SECTOR.nouns)
            else:
                if structure == 2:  # the trigger tightens a cap and raises a floor
                    factors = (
                        (1.5, 2.0) if s.floor else (0.8,) if s.unit == "multiple" else (0.5, 0.6)
                    )
                else:  # a draft or a recommendation looser than the limit in force
                    factors = (0.5, 0.6) if s.floor else (1.5, 2.0)
                wrong_value = _other_value(s, value, factors, style)
                wrong, right = s.alike((wrong_value, value), style)
                other_noun = ""
            frame = (_DRAFT, _DECLINED, _TRIGGER, _SIBLING)[structure]
            said = _fill(
                frame, noun=noun, bound=bound, right=right, old=wrong, other_noun=other_noun
            )
            assert _apart(right, wrong), (right, wrong)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in trustees', insurers' and endowments' documents ----------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:
        verb = "shall not fall below" if s.floor else "shall not exceed"
        return f"The Trustee's policy is that {noun} {verb} {written}."
    if shape == 1:
        verb = "may not be less than" if s.floor else "may not exceed"
        of = " of the Pool's market value" if s.unit == "fraction" else ""
        return _cap(f"{noun} {verb} {written}{of}.")
    if shape == 2:
        if s.floor:
            return f"Surplus assets: {noun} is at least {written}, held for claims and collateral."
        return (
            f"Surplus assets: {noun} is capped at {written} (risk appetite statement, approved "
            "by the Board on the Chief Actuary's advice)."
        )
    if shape == 3:
        verb = "must not be less than" if s.floor else "must not be greater than"
        return _cap(f"{noun} {verb} {written}.")
    bound = "minimum" if s.floor else "maximum"
    return _cap(f"{noun}: {bound} {written}, tested monthly by the custodian.")


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        sip: dict[str, JsonValue] = {
            "para_5_funding": "The Trustee's funding objective is full funding on a gilts + "
            "0.75% basis by 2030.",
            "para_7_3_risk": clause,
        }
        return (
            {"statement_of_investment_principles": sip},
            None,
            "statement_of_investment_principles.para_7_3_risk",
        )
    if shape == 1:
        ips = (
            "Investment Policy Statement: Hollis University Endowment\n\n"
            "IV. Spending. 4.7% of the trailing twelve-quarter average market value.\n"
            f"V. Risk limits.\n  B. {clause}\n"
            "VI. Rebalancing. Quarterly, by the Investment Office."
        )
        return None, ips, MANDATE_ID
    if shape == 2:
        policy: dict[str, JsonValue] = {
            "alm": "Asset duration matched to liability duration (about 17 years) within "
            "±0.5 years.",
            "matching_adjustment_portfolio": "Eligible fixed cash flows only.",
            "solvency": "Solvency II coverage ratio: target 150% of the SCR, never below 130%.",
            "risk_appetite": clause,
        }
        return {"investment_policy": policy}, None, "investment_policy.risk_appetite"
    if shape == 3:
        sipp = (
            "Statement of Investment Policies and Procedures (Plan registration no. 0345678)\n\n"
            f"4.2 Quantitative limits\n(a) {clause}\n(b) No direct investment in real estate."
        )
        return None, sipp, MANDATE_ID
    limits: list[JsonValue] = [
        "Strategic growth/defensive split 70/30.",
        clause,
        "Foreign currency hedged to 50% of exposure.",
        "Matching portfolio: pooled LDI funds run at 2x to 4x leverage, with a collateral buffer "
        "sized for a 250 bps rise in gilt yields.",
    ]
    return (
        {"investment_governance_framework": {"limits": limits}},
        None,
        "investment_governance_framework.limits[1]",
    )


_WITHIN_ASKS: Final = (
    "Please re-run the quarterly rebalance; the Trustee's investment restrictions apply in full.",
    "The Investment Sub-Committee asks for new weights, strictly within the mandate.",
    "Rebalance for the Committee paper; the custodian tests every limit in the mandate.",
    "Kindly refresh the weights. Nothing may breach the investment policy.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the Trustee's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "x", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "The Trustee has delegated to the Investment Sub-Committee the setting of {noun}, anywhere "
    "from {lo} to {hi}.",
    "{Noun}: central level {mid}, tolerance band {lo}–{hi}; positioning within the band is "
    "delegated to the manager.",
    "{Noun} {mid} ± {d}; within this corridor the level is at the CIO's discretion.",
    "Within a control range of {lo} to {hi}, the Investment Committee leaves {noun} to the "
    "manager's judgement.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is held at a fixed target of {point}; if drift takes it below {lo}, it is "
        "rebalanced back to {point}. The drift corridor gives no discretion to hold any other "
        "level.",
        "{Noun} may be held anywhere from {lo} to {point} at the manager's discretion; below {lo} "
        "it is rebalanced back into that range.",
    ),
    (
        "{Noun} is fixed at {point} by the Trustee on the Scheme Actuary's advice; it is not "
        "delegated, and the {lo}–{hi} range seen in earlier papers does not apply.",
        "{Noun} is delegated by the Trustee to the manager, anywhere from {lo} to {hi}.",
    ),
    (
        "The Investment Committee resolved to hold {noun} at {point}; the {lo}–{hi} range in "
        "the 2019 IPS was withdrawn.",
        "The Investment Committee resolved that {noun} may sit anywhere in the {lo}–{hi} range "
        "of the 2019 IPS.",
    ),
)


def _dashed(text: str, lo: str, hi: str) -> str:
    """A range's dash read as "to" where its ends are words ("1 times NAV to 1.6 times NAV")."""
    return text.replace(f"{lo}–{hi}", f"{lo} to {hi}") if " " in lo else text


_range_twins = _mandate_twins_of(SEED, "range_assumption", "x", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s.unit == "multiple" else round(high / 2, 6)  # no gross exposure below 1x
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        lo, hi, mid, d = s.alike((low, high, middle, round(high - middle, 6)), style)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 5
        if i % 6 in (3, 5):  # strategy: a point fixed by the Trustee, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            point = hi
            refused = _dashed(_fill(refused_t, noun=noun, lo=lo, hi=hi, point=point), lo, hi)
            granted = _dashed(_fill(granted_t, noun=noun, lo=lo, hi=hi, point=point), lo, hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i, request, assumed, _placed(refused, shape)[:2], _placed(granted, shape)[:2]
            )
            continue
        template = rng.choice(_GRANTED)
        if "±" in template:  # a tolerance band: said in the subject's own units
            d = d.replace(" ex ante", "").replace(" of NAV", "").replace(" times NAV", "x")
        text = _dashed(_fill(template, noun=noun, lo=lo, hi=hi, mid=mid, d=d), lo, hi)
        fields, message, _ = _placed(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as resolutions, recommendations and instructions
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "The growth portfolio is to be optimised for return per unit of volatility, the Sharpe "
        "ratio, as the consultant's paper recommends.",
        "Investment Committee resolution 2025/14: the optimiser shall maximise expected excess "
        "return over cash divided by expected volatility.",
        "Objective for this exercise: the highest risk-adjusted return (Sharpe ratio), "
        "long-only. The Scheme's funding objective, full funding on a gilts + 0.75% basis by "
        "2030, is not the optimiser's objective.",
        "The endowment wants the best reward for each unit of risk taken: maximise the Sharpe "
        "ratio of the pool.",
        "Resolved: the manager is to maximise the growth assets' Sharpe ratio.",
    ),
    "variance": (
        "The Trustee wants the growth assets to be as stable as possible: minimise the "
        "portfolio's volatility, whatever the return.",
        "Minimum variance: the Committee's only aim for this sleeve is the lowest expected "
        "volatility.",
        "With the funding level at 96.7%, the Trustee's priority is the smallest possible "
        "swings in value: minimise variance.",
        "The insurer's surplus assets are to be arranged for the lowest variance of market "
        "value; return is not to be targeted.",
        "Objective: minimise total portfolio risk, measured as ex-ante volatility.",
    ),
    "tracking": (
        "Passive: track the MSCI ACWI as closely as possible, i.e. minimise tracking error "
        "against it.",
        "The Trustee's instruction is index replication of the FTSE All-World: minimise the "
        "ex-ante tracking error.",
        "Objective: the smallest deviation from the policy benchmark, that is, minimise "
        "tracking error.",
        "The endowment's public-equity pool should mirror its benchmark: minimise active risk "
        "relative to it.",
        "Aim for returns as close as possible to the benchmark's, neither above nor below it: "
        "minimum tracking error.",
    ),
    "return": (
        "The endowment's long horizon lets it ignore volatility for this pool: maximise "
        "expected return, full stop.",
        "Objective: the highest expected return. Risk is managed elsewhere (by the liability "
        "hedge) and is not to be penalised here.",
        "Maximise the expected return of the growth portfolio; the Committee does not want "
        "volatility to enter the objective.",
        "Return-seeking in the literal sense: the largest expected return, unadjusted for risk.",
        "The surplus assets are to be invested for the maximum expected return, with no "
        "penalty for volatility.",
    ),
}
_DRAFTS: Final = (
    "The consultant's paper proposed:\n\n> {old}\n\nThe Committee did not adopt that. "
    "Resolved instead: {new}",
    "Draft minute (struck out at the meeting): {old}\n\nAgreed minute: {new}",
)
_FOLLOW_UPS: Final = (
    "Following the Trustee meeting on 12 June, this replaces my earlier note:\n\n{new}",
    "Correction from the Chair: the Trustee's decision supersedes the brief above.\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Investment Sub-Committee request\n\n{ask}\n\nUniverse: the 14 funds on the consultant's "
    "buy list.",
    "{ask}\n\nThis is for the 31 March 2025 valuation cycle.",
    "Paper for the Investment Committee, section 3 (objective):\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the funds on the scheme's list",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has the consultant's proposal or a draft minute
    replaced in the same message; every fourth from the fourth an earlier brief superseded by a
    later message."""
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
        tag="x",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "over the three actuarial valuations to 31 March 2020",
        "over the actuarial valuations of 31 March 2011 and 31 March 2014",
    ),
    (
        "across the Scheme years ending 5 April 2011 to 5 April 2018",
        "across the Scheme years ending 5 April 2011 to 5 April 2014",
    ),
    (
        "on the endowment's fiscal years FY2011 to FY2017 (years ending 30 June)",
        "on the endowment's fiscal years FY2011 to FY2014 (years ending 30 June)",
    ),
    (
        "on the data from 2010 up to the September 2022 gilt crisis",
        "on the data from 2010 up to the end of 2014",
    ),
    (
        "on the period since the 2008 crisis, through the 2016 triennial valuation",
        "on the period since the 2008 crisis, through December 2014",
    ),
    (
        "using the consultant's 2010 to 2019 capital market history",
        "using the consultant's 2010 to 2014 capital market history",
    ),
)
_ACTIONS: Final = (
    "the glide path's de-risking triggers were calibrated",
    "the growth portfolio's factor weights were estimated",
    "the tactical tilt thresholds were set",
    "the return assumptions in the ALM model were fitted",
    "the rebalancing corridor widths were chosen",
)
_LEAK_FRAMES: Final = (
    "Calibration note: {action} {period}.",
    "{Action} {period}, and the same values are used in every fold.",
    "As minuted, {action} {period}, once, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The de-risking trigger levels were chosen after seeing how the funding level moved "
        "from 2015 to 2020.",
        "The de-risking trigger levels were chosen from the funding level's path up to December "
        "2014 only.",
    ),
    (
        "Every fold uses the consultant's 2024 capital market assumptions, which were formed "
        "knowing returns through 2023.",
        "Each fold uses the capital market assumptions the consultant had published before that "
        "fold's test period began.",
    ),
    (
        "Asset returns are standardised with the mean and volatility of the whole 2010 to 2020 "
        "sample.",
        "Asset returns are standardised with the mean and volatility of each fold's training "
        "years.",
    ),
    (
        "The universe of every fold is the consultant's current buy list, chosen knowing which "
        "funds did well through 2020.",
        "The universe of each fold is the consultant's buy list as it stood at the fold's start.",
    ),
    (
        "Rebalancing decisions use month-end closing prices and are executed at those same "
        "month-end closes.",
        "Rebalancing decisions use month-end closing prices and are executed at the next "
        "trading day's close.",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk the growth portfolio's tactical-tilt model forward over the three folds in the "
    "spec, for the Investment Sub-Committee.",
    "The Trustee would like a walk-forward test of the proposed glide-path rules, three folds "
    "as configured.",
    "For the endowment's Investment Committee: a walk-forward backtest of the risk-parity "
    "policy portfolio, three folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "x", REQUEST_ID, CONTRACT_ID, _leak_contract)


_leakage = partial(
    _period_leakage,
    wheres=_WHERE,
    asks=_LEAK_ASKS,
    sentences=_SENTENCES,
    periods=_PERIODS,
    actions=_ACTIONS,
    frames=_LEAK_FRAMES,
    twins=_leak_twins,
)


# --- trend claims: the employer covenant review -------------------------------------------------

_COMPANY: Final = "Hartwell Engineering"
_ENTITY: Final = "ent_hartwell_engineering"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("since the 31 March 2021 valuation date", (4, 11)),
    ("over 2022", (7, 11)),
    ("since the covenant review of June 2020", (1, 11)),
    ("over the twelve months to December 2021", (3, 7)),
    ("between the September quarters of 2020 and 2022", (2, 10)),
    ("in the latest quarter", (10, 11)),
    ("since the 2017 triennial valuation", None),
    ("over the last three valuation cycles", None),
    ("since the scheme closed to future accrual in 2012", None),
)


def _about_pct(a: float, b: float) -> str:
    """ "by about 18%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    return f"by about {round(change)}%" if change >= 2 else ""


_by_turns = partial(_change_by, "by about {:.1f}x", 0.1)


class _Trend(QuarterlyTrend):
    """A sponsor's series (oldest first), how the covenant adviser names it and what may be
    claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "GBP"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "ebitda",
        (410.0, 300.0, 335.0, 372.0, 390.0, 402.0, 415.0, 431.0, 440.0, 452.0, 468.0, 485.0),
        ("EBITDA", "Hartwell Engineering's EBITDA", "The sponsor's EBITDA"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _about_pct,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (120.0, 60.0, 95.0, 130.0, 150.0, 142.0, 160.0, 155.0, 148.0, 139.0, 131.0, 118.0),
        ("Free cash flow", "The sponsor's free cash flow", "Hartwell Engineering's free cash flow"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never dropped quarter on quarter", never_fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} did not weaken", held_up),
        ),
        _about_pct,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.1, 2.9, 2.7, 2.5, 2.3, 2.2, 2.1, 2.0, 1.9, 1.95, 1.8, 1.7),
        ("Net debt to EBITDA", "The sponsor's leverage (net debt to EBITDA)", "Net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} did not worsen", held_down),
            ("{s} did not improve", held_up),
        ),
        _by_turns,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_cover",
        (6.5, 4.1, 4.6, 5.2, 5.8, 6.0, 6.3, 6.1, 5.7, 5.2, 4.9, 4.4),
        ("Interest cover", "The sponsor's interest cover", "EBITDA interest cover"),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        _by_turns,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year on
    year in each of the last four quarters, and the end of 2022 against March 2020. Pairs too
    close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was up year on year in each of the last four quarters"
    down_all = "{s} was down year on year in each of the last four quarters"
    pairs += _yoy_pairs(v, up_all, down_all)
    above = "{s} ended 2022 above its March 2020 level"
    below = "{s} ended 2022 below its March 2020 level"
    pairs += _clear_pair(v[11], v[0], above, below, over=1.03, under=0.97)
    return pairs


_CLAIM_FRAMES: Final = (
    "Covenant update for the Trustee: {claim} [1].",
    "| Covenant indicator | Comment |\n|---|---|\n| Sponsor | {Claim} [1] |",
    "Minutes, item 5 (employer covenant): the Committee noted that {claim} [1].",
    "{Claim}, per the covenant adviser's figures [1].",
    "Key points for the Scheme Actuary:\n\n- {Claim} [1].\n- Source: the covenant adviser's "
    "quarterly pack.",
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
        left_out=lambda h, w, c: h == "in the latest quarter" and "quarter on quarter" in c,
        seed=SEED,
        tag="x",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch X: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
