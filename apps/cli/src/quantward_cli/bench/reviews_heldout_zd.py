"""Held-out batch ZD: every flaw kind again, in the English of Islamic finance and Gulf
institutional business: Shariah-compliant funds, sovereign and family-office investment teams and
takaful operators writing to their managers.

Batch ZD is built like J — phrase-level parts, a seeded generator, the truth kept by the generator
and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Its parts are new:

* limits stated in formal Gulf-English correspondence ("Assalamu alaikum … Kindly note that the
  Investment Committee has kindly approved …", "Please find below …", "JazakAllah khair"), as
  a Fund's Terms and Conditions clause ("The Fund shall not invest more than … in the sukuk or
  shares of any single issuer", "shall at all times keep not less than … in cash and murabaha
  placements"), as an IC resolution numbered by Hijri year ("Resolution No. 2/1446H"), in a
  quick reply ("Noted with thanks. …: max … only, Inshallah"), with the value before its subject
  ("… is the ceiling the Board has set on …, with effect from 1 Ramadan 1446H / 1 March 2025"),
  with an Arabic gloss on the bound ("… (بحد أقصى / as a maximum)"), and next to Shariah screening
  ratios, zakat and purification figures that are decoys ("interest-bearing debt below 33% of
  market capitalisation", "purification at 2.35% of dividends"); written "7.5 per cent.", "250
  bps", "1.2x NAV", "120% of NAV" or in words; subjects: single issuer (sukuk and
  shares alike), single country (GCC states counted separately), tracking error against a Shariah
  index, gross exposure including wa'd-based hedges and a cash floor that counts murabaha
  placements as cash;
* requests deferring the limit to the Investment Committee's minutes, the Fund's Terms and
  Conditions, a Board resolution still to be circulated, the family office's IPS to follow "after
  Eid" or the custodian, with Hijri and Gregorian dates side by side; a mandate bounding only
  the Shariah screens (debt and non-compliant income ratios, excluded activities);
* provenance misquoting its source: a figure the sender corrected in a later email ("Kindly
  disregard … the correct figure is …"), the limit of an IC resolution a later resolution
  replaced, a Shariah screening ratio taken as the limit, a proposal the Board did not approve,
  and a zakat or purification rate taken as the limit;
* mandates as a Fund's Terms and Conditions clause in the mandate's fields, an IC resolution
  message among Shariah screens ("the Board has resolved that …"), a family office's numbered
  IPS dated in both calendars, an investment-guidelines block with its Shariah screens beside
  its risk limits, and a takaful operator's participants' fund policy;
* latitude granted ("the Investment Committee has kindly approved a range of … to …;
  positioning within the range is at the discretion of the Fund Manager", "target …, permitted
  band …–…", "… ± …, at the discretion of the Fund Manager", "the client leaves … to the
  Fund Manager, anywhere between … and …") and refused ("fixed at …; the Fund Manager has no
  discretion on this point", "a rebalancing trigger only: the Fund shall hold …", "not delegated
  to the Fund Manager; it is held at … by Board resolution");
* objectives in committee language (Sharpe over the murabaha rate, capital preservation as
  least volatility, replicating a Shariah index, an aggressive sleeve), withdrawn drafts dated in
  Hijri, a later email replacing an earlier one, and requests framed by greetings and screens;
* leakage over Hijri years ("1 Muharram 1431H to the end of 1437H"), fiscal years ending March
  ("FY2010/11 to FY2017/18"), "through Ramadan 1437H (June 2016)", "since the Fund's launch",
  AGMs and half-years; look-ahead Shariah screens on balance sheets published later, tomorrow's
  sukuk price among the features, today's approved list used for every past year, and
  parameters tuned on the whole history; each clean twin in the same form, strictly before the
  first test date;
* trend claims on revenue, net income, gross profit and debt to equity of a Gulf company over
  twelve quarters, in committee courtesy ("Alhamdulillah, …", "Kindly note that …", "Please find
  below the key point"), horizons dated in both calendars ("versus the quarter ended 30
  September 2022 (Rabi al-Awwal 1444H)") against uncovered ones ("since the 2014 listing on
  Tadawul", "since 1435H"), and claims of the whole series ("higher in every quarter of 2022 than
  in the same quarter of 2021", "ended 2022 above its 2020 peak"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import WrittenForms, apart
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
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
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261230
KINDS: Final = ALL_KINDS
TAG: Final = "zd"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzd3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzd5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzdd"


# --- numbers as Gulf institutional documents write them ----------------------------------------

_WORDS: Final[dict[float, str]] = {
    2.0: "two per cent",
    4.0: "four per cent",
    6.0: "six per cent",
    10.0: "ten per cent",
    20.0: "twenty per cent",
    25.0: "twenty-five per cent",
    40.0: "forty per cent",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "7.5%", "7.5 per cent. of NAV", "7.5 pc"; whole ones also in words."""
    pct = round(value * 100, 6)
    forms = {
        "pct": f"{_g(pct)}%",
        "percent": f"{_g(pct)} per cent. of NAV",
        "pc": f"{_g(pct)} pc",
    }
    if pct in _WORDS:
        forms["w_words"] = _WORDS[pct]
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    return {"bps": f"{_g(value)} bps", "pct": f"{_g(value / 100)}% per annum"}


def _multiple_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x NAV", "pct": f"{_g(value * 100)}% of NAV"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the Gulf teams say it, a Terms and Conditions
    sentence stating it ({v}), the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    shall: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    #: a value with a word form is said in words wherever a frame allows it
    words_every: ClassVar[int] = 1


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    (
        "exposure to any single issuer, sukuk and shares combined",
        "the single-obligor limit",
        "any one issuer's weight in the Fund",
    ),
    "The Fund shall not invest more than {v} in the sukuk or shares of any single issuer.",
    "fraction",
    (0.06, 0.075, 0.1),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight", "singleCountryCap"),
    (
        "the weight of any single country (each GCC state counted separately)",
        "single-country concentration",
        "the largest country allocation",
    ),
    "The Fund shall not hold more than {v} in any single country, each GCC state counted "
    "separately.",
    "fraction",
    (0.2, 0.25, 0.4),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teBudgetBps"),
    (
        "ex-ante tracking error against the S&P GCC Composite Shariah index",
        "the tracking-error budget",
        "active risk against the Shariah benchmark",
    ),
    "The ex-ante tracking error against the S&P GCC Composite Shariah index shall not exceed {v}.",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "grossExposureLimit"),
    (
        "gross exposure (including wa'd-based currency hedges)",
        "the Fund's gross exposure",
        "total gross exposure",
    ),
    "Gross exposure, including wa'd-based currency hedges, shall not exceed {v}.",
    "multiple",
    (1.1, 1.2, 1.25),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquidityBufferFloor"),
    (
        "the liquidity buffer (murabaha placements counted as cash)",
        "the floor on cash and murabaha placements",
        "the redemption reserve held in cash and murabaha",
    ),
    "The Fund shall at all times keep not less than {v} in cash and murabaha placements.",
    "fraction",
    (0.02, 0.04, 0.06),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _COUNTRY, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "customary for a GCC Shariah-compliant equity fund",
    "a level comparable sovereign mandates run",
    "placeholder until the Investment Committee confirms",
    "in line with regional fund regulations as generally applied",
    "a prudent default for a takaful participants' fund",
)

#: figures about other things (Shariah screens, zakat, purification), each with its own words
_DECOYS: Final = (
    "interest-bearing debt below 33% of market capitalisation",
    "non-compliant income below 5% of total revenue, subject to purification",
    "purification at 2.35% of dividends received",
    "zakat provisioned at 2.5775% of the zakat base",
    "interest-bearing debt under 30% of the trailing 36-month average market capitalisation",
)

#: the Shariah screens among them, which a request may list as screens
_SCREENS: Final = (_DECOYS[0], _DECOYS[1], _DECOYS[4])


def _decoy_for(rng: random.Random, *written: str) -> str:
    """A decoy figure drawn so that none of `written` appears inside it (a span stays
    unambiguous), or "" when none is safe."""
    safe = [d for d in _DECOYS if not any(w.lower() in d.lower() for w in written)]
    return rng.choice(safe) if safe else ""


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "A Shariah-compliant model portfolio for the Fund inside its restrictions",
    "the best return per unit of risk",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's team stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the Shariah-compliant GCC equity fund",
    "prepare the model allocation for the family office's sukuk and equity portfolio",
    "re-optimise the takaful participants' fund",
    "construct the model portfolio for the new Islamic global equity feeder",
    "refresh the weights of the sovereign client's Shariah sleeve",
)
_DEFERRALS: Final = (
    "{noun} is as per the Investment Committee minutes, which Brother Khalid will share",
    "for {noun}, please refer to the Fund's Terms and Conditions; I do not have the final copy",
    "{noun} will be confirmed by Board resolution, to be circulated Inshallah next week",
    "{noun} is in the family office's IPS, which will follow after Eid",
    "the custodian will revert on {noun}",
)
_REQUEST_FRAMES: Final = (
    "Dear Brother Ahmed,\n\nAssalamu alaikum. With reference to our meeting dated 12 Rajab "
    "1446H / 12 January 2025, kindly {task}. Kindly note that {deferral}.\n\n"
    "JazakAllah khair,\nFaisal",
    "salam bro, pls {task} when you can. {Deferral}. Inshallah we close by Thursday 👍",
    "Minutes of the Investment Committee, 3 Sha'ban 1446H / 2 February 2025\n\n"
    "Item 4: The Fund Manager to {task}.\nItem 5: {Deferral}.",
    "Please find below the request from the Investment Office:\n\n1. {Task}.\n2. {Deferral}.\n"
    "3. Shariah screens as usual ({decoy}).",
    "Subject: Q1 FY2025 rebalancing\n\nDear Team,\n\nThe Investment Committee has kindly approved "
    "the proposal to {task}. {Deferral}.\n\nBest regards",
)


def _request(rng: random.Random, s: _Subject) -> str:
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns))
    return _fill(
        rng.choice(_REQUEST_FRAMES),
        task=rng.choice(_TASKS),
        deferral=deferral,
        decoy=rng.choice(_SCREENS),
    )


#: (frame, whether words may say the value); {noun}, {v}, {shall} (the T&C sentence), {decoy}
_STATINGS: Final = (
    (
        "Assalamu alaikum,\n\nKindly note that the Investment Committee has kindly approved "
        "{noun} of {bound} {v}.\n\nRegards",
        True,
    ),
    ("Please find below the relevant clause of the Terms and Conditions:\n\n> {shall}", False),
    (
        "Noted with thanks. {Noun}: {short} {v} only, Inshallah. ({Decoy} is a separate matter.)",
        False,
    ),
    (
        "Resolution No. 2/1446H (9 Rabi al-Thani 1446H / 12 October 2024): the Committee has "
        "resolved that {noun} be kept {formal} {v}.",
        True,
    ),
    ("{Noun} — {short} {v}, per the family office's IPS (section 4), which I now attach.", False),
    (
        "{V} is the {edge} the Board has set on {noun}, with effect from 1 Ramadan 1446H / "
        "1 March 2025.",
        True,
    ),
    ("{Noun}: {v} ({arabic} / as a {edge_word}), as approved by the IC.", False),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, words = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12), words=words)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        shall=s.shall.format(v=written),
        bound="not less than" if s.floor else "not more than",
        short="min" if s.floor else "max",
        formal="at or above" if s.floor else "at or below",
        decoy=_decoy_for(rng, written) or "The debt ratio",
        edge="floor" if s.floor else "ceiling",
        edge_word="minimum" if s.floor else "maximum",
        arabic="بحد أدنى" if s.floor else "بحد أقصى",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, _stating, _cite)

#: a mandate bounding the Shariah screens only
_SCREENS_ONLY: Final[dict[str, JsonValue]] = {
    "shariah_guidelines": {
        "debt_screen": "Interest-bearing debt below 33% of market capitalisation.",
        "income_screen": "Non-compliant income below 5% of revenue, subject to purification.",
        "excluded_activities": "Conventional banking, insurance, alcohol, tobacco, gaming.",
    }
}


_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_SCREENS_ONLY,
    twins=lambda _: _invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------


_provenance_twins = _provenance_twins_of(SEED, TAG, _plan)

#: other-subject figures, written as a decoy sentence names them: (text, written, value)
_OTHER_FIGURES: Final = (
    ("Shariah debt screen: interest-bearing debt below {w} of market capitalisation.", "33%", 0.33),
    ("Non-compliant income must stay below {w} of revenue, subject to purification.", "5%", 0.05),
)
_ZAKAT: Final = (
    ("For information, zakat is provisioned at {w} of the zakat base.", "2.5775%", 0.025775),
    ("Purification for FY2024 came to {w} of dividends received.", "1.85%", 0.0185),
)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure in (2, 4) and s.unit != "fraction":  # other figures are shares of NAV
            s = _ISSUER if structure == 2 else _CASH
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        bound = "not less than" if s.floor else "not more than"
        style = rng.randrange(12)
        messages: tuple[UserMessage, ...]
        if structure == 0:  # corrected in a later email: the first figure cited
            wrong_value = round(value * (0.5 if s.floor else 1.5), 6)
            wrong, right = s.alike((wrong_value, value), style, apart=True)
            first = f"Dear Brother,\n\nPlease find below: {noun}, {bound} {wrong}.\n\nRegards"
            correction = rng.choice(
                (
                    "Kindly disregard my previous email on this point; the correct figure is "
                    "{right}, not {wrong}. Apologies for the confusion.",
                    "Correction with apologies: {right} (not {wrong}) as approved by the IC.",
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
            if structure == 1:  # a resolution a later one replaced
                old_value = round(value * (0.5 if s.floor else 1.5), 6)
                old, right = s.alike((old_value, value), style, apart=True)
                said = _fill(
                    "As per IC Resolution No. 4/1444H, {noun} was {bound} {old}. By Resolution "
                    "No. 2/1446H dated 5 Sha'ban 1446H / 4 February 2025, the Committee has "
                    "revised it to {right}, effective immediately.",
                    noun=noun,
                    bound=bound,
                    old=old,
                    right=right,
                )
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, old_value, ANSWER_ID, _once(said, old), old)
            elif structure in (2, 4):  # a screening ratio, or zakat / purification, as the limit
                other, written_other, other_value = rng.choice(
                    _OTHER_FIGURES if structure == 2 else _ZAKAT
                )
                right = s.render(value, style)
                if not apart(right, written_other):
                    right = s.render(value, style + 1)
                assert apart(right, written_other), (right, written_other)
                said = _fill(
                    rng.choice(
                        (
                            "Kindly note {noun} is {bound} {right}. {other}",
                            "{other} Separately, {noun}: {bound} {right}.",
                        )
                    ),
                    noun=noun,
                    bound=bound,
                    right=right,
                    other=other.format(w=written_other),
                )
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(
                    name, s, other_value, ANSWER_ID, _once(said, written_other), written_other
                )
            else:  # a proposal the Board did not approve
                proposed_value = round(value * (0.5 if s.floor else 1.5), 6)
                proposed, right = s.alike((proposed_value, value), style, apart=True)
                said = _fill(
                    "Management proposed moving {noun} to {proposed}; the Board did not approve "
                    "the proposal, and the limit remains {bound} {right}.",
                    noun=noun,
                    bound=bound,
                    proposed=proposed,
                    right=right,
                )
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, proposed_value, ANSWER_ID, _once(said, proposed), proposed)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in Gulf fund documents ------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    written = s.render(value, rng.randrange(12))
    noun = rng.choice(s.nouns)
    if shape in (0, 3):
        return s.shall.format(v=written)
    if shape == 1:
        verb = "fall below" if s.floor else "exceed"
        return f"{_cap(noun)} shall not {verb} {written} at any time."
    if shape == 2:
        bound = "minimum" if s.floor else "maximum"
        return f"{_cap(noun)}: {bound} {written}, measured at each dealing day."
    bound = "not less than" if s.floor else "not more than"
    return f"{_cap(noun)} is to be {bound} {written}, measured on the participants' fund."


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        terms: dict[str, JsonValue] = {
            "clause_7_1": "The Fund shall invest only in Shariah-compliant instruments.",
            "clause_7_2": clause,
        }
        return (
            {"fund_terms_and_conditions": {"investment_restrictions": terms}},
            None,
            "fund_terms_and_conditions.investment_restrictions.clause_7_2",
        )
    if shape == 1:
        letter = (
            "Resolution No. 3/1446H of the Investment Committee\n\n"
            "The Committee, having reviewed the Shariah Supervisory Board's fatwa, has resolved "
            "that:\n"
            "(a) investee companies' interest-bearing debt shall remain below 33% of market "
            "capitalisation;\n"
            "(b) non-compliant income shall remain below 5% of revenue, subject to purification;\n"
            f"(c) {clause}"
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        ips = (
            "Investment Policy Statement — Al Mansoori Family Office\n"
            "Dated 1 Muharram 1445H / 19 July 2023\n\n"
            "1. Shariah-compliant assets only; sukuk count as bonds.\n"
            f"2. {clause}\n"
            "3. Any other allocation is at the discretion of the Fund Manager."
        )
        return None, ips, MANDATE_ID
    if shape == 3:
        limits: list[JsonValue] = ["No conventional fixed income.", clause, "No short selling."]
        return (
            {
                "investment_guidelines": {
                    "shariah_screens": "Debt/market cap below 30%; non-compliant income below 5%.",
                    "risk_limits": limits,
                }
            },
            None,
            "investment_guidelines.risk_limits[1]",
        )
    fund: dict[str, JsonValue] = {
        "surplus_distribution": "At the discretion of the Takaful Operator's board.",
        "investment_limit": clause,
    }
    return (
        {"takaful_investment_policy": {"participants_fund": fund}},
        None,
        "takaful_investment_policy.participants_fund.investment_limit",
    )


_WITHIN_ASKS: Final = (
    "Dear Brother, kindly rebalance the Fund; every restriction of the mandate applies.",
    "Please find attached the mandate. Kindly refresh the weights within it, Inshallah.",
    "With reference to the quarterly review, kindly rerun the allocation; the Fund shall not "
    "breach any restriction.",
    "salam, new weights for the IC pack pls, strictly inside the guidelines.",
)


def _clause_placed(
    rng: random.Random, s: _Subject, value: float, i: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """Case `i`'s clause, in the form `(i % 5 + i // 5) % 5`, in the place `i % 5`."""
    shape = i % 5
    return _placed(_clause_text(rng, s, value, (shape + i // 5) % 5), shape)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_clause_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the mandate's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    shape=_in_turn,
)


def _unit_once(low: str, high: str) -> str:
    """A range's lower end without the unit phrase its upper end repeats ("62.5%–125% of
    NAV", "3–6 per cent. of NAV"), as ranges are written."""
    for tail in (" per cent. of NAV", " pc", " of NAV", " per annum", " NAV"):
        if low.endswith(tail) and high.endswith(tail):
            return low.removesuffix(tail)
    return low


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "The Investment Committee has kindly approved a range of {lo} to {hi} for {noun}; "
    "positioning within the range is at the discretion of the Fund Manager.",
    "{Noun}: target {mid}, permitted band {lo}–{hi}, at the Fund Manager's discretion.",
    "{Noun}: {mid} ± {d}, at the discretion of the Fund Manager.",
    "The client leaves {noun} to the Fund Manager, anywhere between {lo} and {hi}.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The Board has fixed {noun} at {point}; the Fund Manager has no discretion on this point.",
        "The Board has set {noun} within {lo}–{hi}; the Fund Manager has full discretion inside "
        "it.",
    ),
    (
        "The {lo}–{hi} band on {noun} is a rebalancing trigger only: the Fund shall hold {point} "
        "and rebalance back to it.",
        "The {lo}–{hi} band on {noun} is a positioning range: the Fund may hold any level in it.",
    ),
    (
        "{Noun} is not delegated to the Fund Manager; it is held at {point} by Board resolution.",
        "{Noun} is delegated to the Fund Manager, from {lo} up to {hi}, by Board resolution.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and half-width in one written form, drawn; the unit said once."""
    written = _written_with_spread(rng, s, bounds)
    return {**written, "lo": _unit_once(written["lo"], written["hi"])}


def _tolerance(
    template: str, parts: dict[str, str], bounds: tuple[float, float, float]
) -> dict[str, str]:
    """A tolerance, said in the subject's own units."""
    if "±" in template:
        d = parts["d"].replace(" of NAV", "").replace(" per annum", "").replace(" NAV", "")
        return {**parts, "d": d}
    return parts


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (0, 2, 3, 4)[i % 4],
    refused=_REFUSED,
    granted=_GRANTED,
    placed=lambda text, shape: _placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    granting=_tolerance,
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "The Investment Committee has resolved that the Fund shall target the highest return "
        "per unit of risk, measured by the Sharpe ratio.",
        "Kindly optimise for the best risk-adjusted return, Inshallah; excess return over the "
        "three-month murabaha rate per unit of volatility is how the IC will judge it.",
        "Objective as per the term sheet: maximum Sharpe ratio, long-only, Shariah-compliant "
        "names only.",
        "The family office wants the most return for each unit of volatility taken.",
        "Please find below the objective: maximise (expected return − murabaha rate) divided by "
        "volatility.",
    ),
    "variance": (
        "The family office's priority is capital preservation: the least volatile portfolio "
        "possible, and nothing else is to be targeted.",
        "Kindly construct the minimum-variance portfolio from the approved Shariah-compliant "
        "universe.",
        "Objective: the smallest fluctuation in NAV; return is not to be targeted.",
        "The takaful participants' fund requires the lowest-volatility allocation available.",
        "The Board has resolved that the Fund shall minimise the variance of its returns.",
    ),
    "tracking": (
        "The Fund shall replicate the S&P 500 Shariah index as closely as possible.",
        "Objective: minimise tracking error against the Dow Jones Islamic Market Titans 100.",
        "Passive mandate: stay as close as possible to the FTSE Shariah All-World index; "
        "deviations are to be minimised.",
        "Kindly keep the portfolio's returns as near to the MSCI GCC Countries Islamic index's as "
        "the names allow.",
        "The IC has kindly approved an index-hugging mandate: the least active risk against the "
        "S&P GCC Composite Shariah index.",
    ),
    "return": (
        "The Investment Committee has approved an aggressive sleeve: maximise expected return; "
        "volatility is not a consideration.",
        "Objective: the highest expected return, with no adjustment for risk.",
        "The family office wants the highest expected return, full stop; risk is accepted as it "
        "comes.",
        "Kindly maximise the sleeve's expected return, Inshallah; its volatility is irrelevant "
        "to the sovereign client.",
        "Growth sleeve: the Fund Manager shall maximise expected return only.",
    ),
}
_DRAFTS: Final = (
    "Earlier draft (withdrawn after the Board meeting of 3 Ramadan 1446H / 3 March 2025):\n\n"
    "{old}\n\nApproved wording:\n\n{new}",
    "Kindly ignore the paragraph marked 'superseded'.\n\n[superseded] {old}\n\n[approved] {new}",
)
_FOLLOW_UPS: Final = (
    "Dear Brother,\n\nFurther to my email of this morning, the Investment Committee has kindly "
    "revised the objective; this replaces it:\n\n{new}",
    "Kindly disregard my earlier message. As resolved by the IC today, Alhamdulillah:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Assalamu alaikum,\n\n{ask}\n\nBest regards,\nInvestment Office",
    "With reference to our meeting dated 14 Safar 1446H / 19 August 2024, please find below "
    "the objective:\n\n{ask}",
    "{ask}\n\nUniverse: the approved Shariah-compliant names (screened per AAOIFI: debt below "
    "30% of market capitalisation, non-compliant income below 5%).",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the Fund's approved Shariah-compliant names",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has a withdrawn draft in the same message; every
    fourth from the fourth an earlier email a later one replaces."""
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
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 4),
        test_end=date(2016, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 2),
        train_end=date(2016, 12, 29),
        test_start=date(2017, 1, 2),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2020, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before the first test, 4 Jan 2015)
_PERIODS: Final = (
    (
        "on data from 1 Muharram 1431H (18 December 2009) to the end of 1437H (1 October 2016)",
        "on data from 1 Muharram 1431H (18 December 2009) to the end of 1435H (24 October 2014)",
    ),
    (
        "over FY2010/11 to FY2017/18 (fiscal years ending 31 March)",
        "over FY2010/11 to FY2013/14 (fiscal years ending 31 March)",
    ),
    ("on data through Ramadan 1437H (June 2016)", "on data through Ramadan 1435H (July 2014)"),
    (
        "on everything since the Fund's launch in January 2010",
        "on data from the Fund's launch in January 2010 to 31 December 2014",
    ),
    (
        "on the period from the 2010 AGM to the 2018 AGM",
        "on the period from the 2010 AGM to the 2014 AGM",
    ),
    ("on data covering 2010 to H1 2019", "on data covering 2010 to H2 2014"),
)
_ACTIONS: Final = (
    "the lookback of the Shariah-screened momentum signal was fixed",
    "the sukuk duration tilt was calibrated",
    "the volatility target was set",
    "the factor weights for the approved universe were estimated",
    "the entry threshold on the profit-rate spread was chosen",
)
_LEAK_FRAMES: Final = (
    "Kindly note: {action} {period}.",
    "{Action} {period} and, as approved by the Investment Committee, left unchanged in every fold.",
    "As per the methodology note, {action} {period}, once, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's Shariah screen uses the investee companies' audited balance sheets for that "
        "fiscal year, published after the month in question.",
        "Each month's Shariah screen uses only balance sheets already published by the start of "
        "that month.",
    ),
    (
        "The features include the next day's sukuk price change alongside the trailing "
        "profit-rate spread.",
        "The features include the previous day's sukuk price change alongside the trailing "
        "profit-rate spread.",
    ),
    (
        "Universe membership for every past year is today's approved list of Shariah-compliant "
        "names.",
        "Universe membership for each year is the approved list as it stood at that year's start.",
    ),
    (
        "The volatility target was tuned on the full 2010–2020 history, then held fixed in every "
        "fold.",
        "The volatility target is tuned within each fold's training years only, never on its "
        "test years.",
    ),
)
_LEAK_ASKS: Final = (
    "Dear Brother, kindly run the walk-forward on the Shariah-screened momentum strategy, three "
    "folds as per the methodology note.",
    "Assalamu alaikum team, please backtest the sukuk duration model walk-forward over three "
    "folds, Inshallah by Thursday.",
    "With reference to the IC meeting dated 10 Jumada al-Awwal 1446H / 12 November 2024: "
    "walk-forward test of the GCC equity factor model, three folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


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

_COMPANY: Final = "Al Noor Logistics"
_ENTITY: Final = "ent_al_noor_logistics"
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("versus the quarter ended 30 September 2022 (Rabi al-Awwal 1444H)", (10, 11)),
    ("over fiscal 2022", (7, 11)),
    ("over the last eight quarters", (3, 11)),
    ("since the March 2020 quarter", (0, 11)),
    ("from Q2 2020 to Q2 2022", (1, 9)),
    ("over calendar 2021", (3, 7)),
    ("since the 2014 listing on Tadawul", None),
    ("since 1435H", None),
    ("over the last ten fiscal years", None),
)


def _pct_change(a: float, b: float) -> str:
    """ "by about 12%", "by roughly 40%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    if change < 3:
        return ""
    return f"by about {round(change)}%" if change < 20 else f"by roughly {round(change)}%"


_by_turns = partial(_change_by, "by {:.2f} turns", 0.02)


class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "SAR"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (
            1510.0,
            1120.0,
            1260.0,
            1430.0,
            1580.0,
            1655.0,
            1720.0,
            1805.0,
            1890.0,
            1960.0,
            2045.0,
            2150.0,
        ),
        ("Revenue", "Al Noor Logistics' revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} declined {m}", fell),
            ("{s} did not dip in any quarter", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not grow", held_down),
        ),
        _pct_change,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (210.0, 95.0, 150.0, 205.0, 232.0, 226.0, 214.0, 201.0, 190.0, 176.0, 181.0, 165.0),
        ("Net income", "Net profit attributable to shareholders", "Al Noor Logistics' net income"),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} did not decline", held_up),
            ("{s} did not improve", held_down),
        ),
        _pct_change,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_profit",
        (402.0, 388.0, 395.0, 401.0, 404.0, 398.0, 410.0, 430.0, 462.0, 495.0, 530.0, 572.0),
        ("Gross profit", "Al Noor Logistics' gross profit", "Reported gross profit"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} did not dip in any quarter", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} failed to grow", held_down),
        ),
        _pct_change,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_equity",
        (0.55, 0.71, 0.78, 0.74, 0.69, 0.66, 0.61, 0.58, 0.52, 0.49, 0.47, 0.44),
        ("Debt to equity", "Gearing (debt to equity)", "Al Noor Logistics' debt-to-equity"),
        (
            ("{s} came down {m}", fell),
            ("{s} rose {m}", rose),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} did not deteriorate", held_down),
            ("{s} did not improve", held_up),
        ),
        _by_turns,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it with a
    clear margin: every quarter of 2022 against the same quarter of 2021, and where 2022 ended
    against the highest quarter of 2020. Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    higher = "{s} was higher in every quarter of 2022 than in the same quarter of 2021"
    lower = "{s} was lower in every quarter of 2022 than in the same quarter of 2021"
    if all(v[k] > v[k - 4] * 1.01 for k in range(8, 12)):
        pairs.append((higher, lower))
    elif all(v[k] < v[k - 4] * 0.99 for k in range(8, 12)):
        pairs.append((lower, higher))
    peak = max(v[0:4])
    above = "{s} ended 2022 above its 2020 peak"
    below = "{s} ended 2022 below its 2020 peak"
    if v[11] > peak * 1.03:
        pairs.append((above, below))
    elif v[11] < peak * 0.97:
        pairs.append((below, above))
    return pairs


_CLAIM_FRAMES: Final = (
    "Alhamdulillah, the quarterly figures are in: {claim} [1].",
    "Kindly note that {claim} (source: [1]).",
    "Please find below the key point:\n\n• {Claim} [1].",
    "| Item | Comment |\n|---|---|\n| {Claim} | per [1] |",
    "{Claim}, as per the quarterly figures [1].",
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
        special_step=6,
        left_out=lambda h, w, c: h.startswith("versus") and "any quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZD: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
