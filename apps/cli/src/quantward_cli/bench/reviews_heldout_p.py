"""Held-out batch P: every flaw kind again, in the register of sell-side research and the
financial press — equity and credit notes a buy-side client forwards (ratings, price targets,
"key takeaways" bullets, "what's changed" boxes, bull and bear cases, FY25E estimates), a bank
strategist's notes, newswire stories with datelines and unnamed sources, and morning notes with
their "chart of the day".

Batch P is built like I, J and O — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, written number forms, trend series and trend truth
are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run. Price targets,
EPS estimates, consensus figures, P/E multiples, index targets and other funds' stakes reported
in the press are decoy numbers: no truth depends on them. Its parts are new:

* limits written as research and the press write them ("7.5%", "7.5 per cent", "7.5pc",
  "0.075 of NAV", "250bp", "250 basis points", "2.5%", "1.5x", "1.5 times NAV", "150%
  gross") on a single issuer, a GICS sector, high-yield (sub-investment-grade) paper, ex-ante
  tracking error, gross exposure and a cash floor; bounds written "a ceiling of …", "must not
  exceed …", "limited to …", "… max", "a floor of …", "no lower than …", "minimum …";
* requests deferring the limit while forwarding a broker's note with its rating, price target
  and FY25E estimates ("please don't take one from the note"), a newswire story on another
  fund's stake ("people familiar with the matter said"), a morning note with a chart of the day,
  a strategist's "what's changed" box and a strategy note's base case; the limit given later in
  a reply or in an "UPDATE" or "PS" line of the same e-mail; strategy mandates bounding only
  duration and currency hedging;
* provenance citing a number that is not the limit: another fund's figure reported by a wire
  service, last year's guidelines superseded by this year's, a broker's bear-case scenario, a
  figure withdrawn by a "Correction to my earlier e-mail", a strategist's recommendation the
  client declines, a figure recorded a hundred times over, and the right value whose span lies
  on a price target;
* mandates as investment guidelines with numbered sections, a "KEY TERMS" summary of an IMA
  (a mandate message), a term sheet beside its fee line, a "WHAT'S CHANGED" box giving the old
  and the new limit (the plan between them) and a side letter;
* latitude written into guidelines, a key-terms box or a term sheet ("The limit on …: a range
  of … to …, the level within it at the manager's discretion", "… may be set anywhere up to …;
  the level below that is the manager's call", "…, plus or minus …", "The manager sets the
  limit on … anywhere between … and …") and refused ("a point target, not a band", a band the
  final IMA removed, a level set by the client's investment committee), each twin the same
  words granting the band;
* objectives in a client's e-mail about a note: beside a negated aside, a strategist's
  recommendation declined, a "what's changed" box (before / now), a press article that
  misquoted the client's CIO, a brief replaced after the investment committee, and a reiterated
  brief beside a bank's suggestion;
* leakage in a plan written like a note's methodology box: periods "CY2010–CY2018", "2010-18",
  "Jan-10 to Jun-17", "the decade to 2019", "up to the COVID sell-off of March 2020", "1Q10–2Q16";
  a signal kept for how it screened in the test years, the next session's return among the
  features, final restated estimates applied to every past date, today's constituents
  back-filled and a normalisation fitted on the whole sample; each clean twin in the same form,
  ending before the first test (4 January 2016) or inside each fold;
* trend claims written like a note — chart of the day, key takeaways, "what's changed", "bottom
  line" — on book-to-bill, deferred revenue and net leverage (lower is better), fields no
  earlier batch used, and on EBITDA margin, over twelve quarters (FY2020 Q1–FY2022 Q4, newest
  first), with research magnitudes ("by c.18%", "by c.140bp", "by c.0.4 turns"), shapes ("has
  grown sequentially every quarter", "peaked and then rolled over", "was up y/y in each of the
  last four quarters") and horizons in research shorthand, before or after the claim ("q/q",
  "y/y", "over FY22", "since 1Q20", "between 2Q21 and 2Q22", "between 4Q20 and 4Q21") against
  uncovered ones ("since the 2014 IPO", "on a five-year view", "versus pre-pandemic FY19
  levels"). A horizon that can be read two ways is used only for claims both readings agree
  on; whether a claim holds is computed from the series: true, false, or too close to call
  (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    FOLDS_TESTED_FROM_2016,
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _fill,
    _g,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _span_of,
    _twins_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ReviewBundle,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261216
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzp5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzpp"


# --- numbers as research and the press write them ---------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    pct = _g(round(value * 100, 6))
    return {
        "sign": f"{pct}%",
        "cent": f"{pct} per cent",
        "pc": f"{pct}pc",
        "nav": f"{_g(value)} of NAV",
    }


def _bp_forms(value: float) -> dict[str, str]:
    return {
        "bp": f"{_g(value)}bp",
        "basis": f"{_g(value)} basis points",
        "sign": f"{_g(value / 100)}%",
        "bps": f"{_g(value)} bps",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    return {
        "x": f"{_g(value)}x",
        "times": f"{_g(value)} times NAV",
        "gross": f"{_g(round(value * 100, 6))}% gross",
    }


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how a note names it, its unit, the values it takes, its
    written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        forms = list(self.forms(value).values())
        return forms[style % len(forms)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        """`values` in one form where no one is part of another."""
        all_forms = [self.forms(v) for v in values]
        keys = list(all_forms[0])
        for offset in range(len(keys)):
            said = [f[keys[(style + offset) % len(keys)]] for f in all_forms]
            if apart(*said):
                return said
        raise AssertionError((values, style))


_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "issuerCap"),
    ("the largest single-issuer weight", "single-issuer exposure", "any one issuer's weight"),
    "fraction",
    (0.04, 0.05, 0.075, 0.1),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "gicsSectorCap"),
    ("the weight in any one GICS sector", "sector exposure", "any single sector's weight"),
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_HY: Final = _Subject(
    ("max_high_yield_weight", "subInvestmentGradeCap"),
    ("high-yield paper", "sub-investment-grade bonds", "holdings rated below BBB-"),
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_TE: Final = _Subject(
    ("te_budget_bps", "trackingErrorLimitBp"),
    ("ex-ante tracking error", "the tracking-error budget", "TE versus the benchmark"),
    "bps",
    (150.0, 200.0, 250.0, 400.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure", "grossLeverageCap"),
    ("gross exposure", "gross leverage", "the gross book"),
    "multiple",
    (1.5, 2.0, 2.5),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquidityFloor"),
    ("the cash buffer", "cash and equivalents", "the liquidity sleeve"),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _HY, _TE, _GROSS, _CASH)
#: caps whose latitude is asked about (discretion over a floor is another question)
_CAPS: Final = (_ISSUER, _SECTOR, _HY, _TE, _GROSS)

_CAP_SAID: Final = (
    "a ceiling of {v}",
    "must not exceed {v}",
    "limited to {v}",
    "{v} max",
    "no more than {v}",
)
_FLOOR_SAID: Final = ("a floor of {v}", "no lower than {v}", "minimum {v}", "at least {v}")


def _bound(rng: random.Random, s: _Subject, written: str) -> str:
    return rng.choice(_FLOOR_SAID if s.floor else _CAP_SAID).format(v=written)


_RATIONALES: Final = (
    "in line with peer mandates we have seen",
    "a working assumption pending the client's confirmation",
    "the level our model portfolios typically use",
    "a prudent placeholder, to be confirmed",
)


#: decoy numbers: price targets, estimates and consensus, P/E multiples and press-reported stakes
_DECOYS: Final[dict[str, tuple[str, ...]]] = {
    "co": ("Halvard Systems", "Brennock Foods", "Osterley Rail", "Quillon Pharma"),
    "pt": ("$142", "1,840p", "€63", "$87"),
    "eps": ("$3.87", "€1.94", "$2.16"),
    "cons": ("$3.61", "€1.83", "$2.09"),
    "pe": ("14.6x", "17.3x", "11.8x"),
    "stake": ("9.7%", "12.9%"),
    "index": ("5,350", "8,100", "19,600"),
}


def _decoys(rng: random.Random) -> dict[str, str]:
    return {k: rng.choice(v) for k, v in _DECOYS.items()}


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "Rebalanced weights for the client's portfolio, within the limits the client has set",
    "the best return per unit of risk",
    "optimise the weights",
    "the optimised weights and their risk figures",
)

_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client wrote")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the global equity book",
    "re-run the optimiser on the credit sleeve",
    "rebuild the model portfolio for the Ashcombe account",
    "put new weights on the multi-asset fund",
    "size the new European income fund",
)
#: a request forwarding research and deferring the limit: {task}, {noun} and decoys
_DEFERRING: Final = (
    "Forwarding Kestrel Securities' note on {co} below: they reiterate Overweight with a {pt} "
    "price target. Could you {task}? On {noun}, our risk committee has not signed off a number "
    "yet, so please don't take one from the note.\n\n---\nKEY TAKEAWAYS\n"
    "• FY25E EPS {eps} against consensus at {cons}\n• Shares trade on {pe} FY25E earnings",
    "LONDON, March 3 (Newswire) - Harrow Lane Capital has built a stake of about {stake} in "
    "{co}, people familiar with the matter said, making it one of the largest holders.\n\n"
    "Saw this on the wire this morning. Separately, please {task}. Our own limit on {noun} is "
    "being redrafted by compliance; I will send it once it is final.",
    "MORNING NOTE\nChart of the day: {co} now trades on {pe} forward earnings, the widest "
    "discount to its sector in a decade.\n\nFrom the client: please {task} today. Our "
    "investment committee sets the limit on {noun} on Thursday; until then there is no figure "
    "for it.",
    "Our strategist's \"what's changed\" box (pasted below) moves us to neutral on duration. "
    "Please {task}. I don't yet have the trustees' figure for {noun}, and it isn't in the box "
    "either.\n\nWHAT'S CHANGED\nDuration: overweight to neutral\nIndex target: {index}, unchanged",
    "Re: Nordbank strategy note. We share their base case of {index} on the index by "
    "year-end. Please {task}. The limit on {noun} is a question for our own mandate, which is "
    "still being renegotiated with the client, so leave it open until I confirm.",
)
#: the limit given in a reply: {noun}, {bound}
_STATINGS: Final = (
    "The risk committee signed off this afternoon: {noun}, {bound}. The figures in the note are "
    "not limits.",
    "Compliance has come back. The final draft reads: {noun}, {bound}.",
    'From today\'s IC minutes: "{Noun}: {bound}." That is the figure to use.',
    "Answering your question: {bound} on {noun}. That comes from our guidelines, not from any "
    "broker.",
)
#: the limit given later in the same e-mail, after the request
_LATER: Final = (
    "\n\nUPDATE 16:05: the committee has now met. {Noun}: {bound}. Please use that.",
    "\n\nPS, just in from compliance: {noun}, {bound}.",
)


def _deferring(rng: random.Random, s: _Subject) -> str:
    return _fill(
        rng.choice(_DEFERRING), task=rng.choice(_TASKS), noun=rng.choice(s.nouns), **_decoys(rng)
    )


def _stating(rng: random.Random, s: _Subject, value: float, *, later: bool) -> tuple[str, str]:
    """A reply (or lines carrying the request on) giving `value` as `s`'s limit, and the value
    as written in it."""
    written = s.render(value, rng.randrange(12))
    frame = rng.choice(_LATER if later else _STATINGS)
    text = _fill(frame, noun=rng.choice(s.nouns), bound=_bound(rng, s, written))
    return _once(text, written), written


#: a strategy mandate bounding other things only
_OTHER_GUIDELINES: Final = (
    "Portfolio duration is kept between 4 and 7 years.",
    "Non-base-currency exposure is hedged back to sterling, at least 80 per cent of it.",
)


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 1) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        request = _deferring(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=request)
        mandate: dict[str, JsonValue] | None = None
        if policy == "strategy" and (i // 2) % 2 == 0:
            mandate = {
                "investment_guidelines": {"s2_other_limits": _OTHER_GUIDELINES[(i // 4) % 2]}
            }
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}p",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        later = i % 4 == 1
        said, written = _stating(rng, s, value, later=later)
        if later:
            both = request + said
            messages: tuple[UserMessage, ...] = (UserMessage(message_id=REQUEST_ID, text=both),)
            cited = _cite(name, s, value, REQUEST_ID, _once(both, written), written)
        else:
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            cited = _cite(name, s, value, ANSWER_ID, said, written)
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}p/twin",
            "invented_limit",
            False,
            _plan(policy, messages, cited, mandate),
        )


# --- false provenance --------------------------------------------------------------------------

#: a reply giving the limit beside a figure that is not it: {noun}, {bound}, {wrong} and decoys
_BESIDE: Final = (
    # another fund's figure, reported by a wire service
    "According to a Bloomberg story this morning, Pellman Partners is running {noun} at around "
    "{wrong}. Ours is different: {noun}, {bound}, per our IMA.",
    # last year's guidelines, superseded
    "The 2024 guidelines put {noun} at {wrong}. Those were replaced on 1 January; the 2025 "
    'guidelines read "{Noun}: {bound}."',
    # a broker's bear-case scenario
    "Kestrel's bear case has clients like us taking {noun} to {wrong}. That is their scenario, "
    "not our mandate, which reads: {noun}, {bound}.",
    None,  # a figure withdrawn by a later e-mail (two messages)
    # a strategist's recommendation, declined
    "Nordbank's strategist recommends taking {noun} to {wrong}. We are not adopting that. "
    "{Noun}: {bound}, as before.",
)


_provenance_twins = _provenance_twins_of(SEED, "p", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        style = rng.randrange(12)
        decoys = _decoys(rng)
        ask = UserMessage(message_id=REQUEST_ID, text=_deferring(rng, s))
        away = round(value * (0.5 if s.floor else 2.0), 6)  # a figure that is not the limit
        messages: tuple[UserMessage, ...]
        if structure == 3:  # a figure withdrawn by a correction in a later e-mail
            right, wrong = s.alike((value, away), style)
            first = _fill(
                "Quick answer before the call: {noun}, {bound}.",
                noun=noun,
                bound=_bound(rng, s, wrong),
            )
            fix = _fill(
                "Correction to my earlier e-mail: the figure for {noun} is {right}, not the one I "
                "sent. I had pasted last year's number.",
                noun=noun,
                right=right,
            )
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=fix),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(fix, right), right)
            false = _cite(name, s, away, ANSWER_ID, _once(first, wrong), wrong)
        elif structure == 5:  # a figure recorded a hundred times over, or a span on a target
            right = s.render(value, style)
            said = _fill(
                "On your question: {noun}, {bound}. For what it's worth, Kestrel's price target "
                "on {co} is {pt}, which has no bearing on the limit.",
                noun=noun,
                bound=_bound(rng, s, right),
                co=decoys["co"],
                pt=decoys["pt"],
            )
            _once(said, right)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            if i % 12 < 6:
                hundred = round(value / 100, 6) if s.unit == "bps" else round(value * 100, 6)
                false = true.model_copy(update={"value": hundred})
            else:
                false = true.model_copy(
                    update={"span": _span_of(_once(said, decoys["pt"]), decoys["pt"])}
                )
        else:
            frame = _BESIDE[structure]
            assert frame is not None
            right, wrong = s.alike((value, away), style)
            said = _fill(frame, noun=noun, bound=_bound(rng, s, right), wrong=wrong)
            _once(said, right)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = _cite(name, s, away, ANSWER_ID, _once(said, wrong), wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates ----------------------------------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    """The words of a mandate document setting `s`'s limit at `value`; shape 3 (a "what's
    changed" box) also gives the looser limit it replaced."""
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape == 3:
        old_value = round(value * (0.4 if s.floor else 2.0), 6)
        now, old = s.alike((value, old_value), style)
        return _fill(
            "WHAT'S CHANGED\nPrevious: {noun}, {old_bound}.\nNew, effective this quarter: {noun}, "
            "{bound}.",
            noun=noun,
            old_bound=_bound(rng, s, old),
            bound=_bound(rng, s, now),
        )
    bound = _bound(rng, s, s.render(value, style))
    if shape == 0:
        return _fill("4.2 {Noun}: {bound}, measured at market value.", noun=noun, bound=bound)
    if shape == 1:
        return _fill("{Noun}: {bound} at all times", noun=noun, bound=bound)
    if shape == 2:
        return _fill("{Noun}, {bound}, tested at each month-end.", noun=noun, bound=bound)
    return _fill(
        "Notwithstanding the Fund's prospectus, the following applies to this account: {noun}, "
        "{bound}.",
        noun=noun,
        bound=bound,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, the reference
    naming the clause)."""
    if shape == 0:
        guidelines: dict[str, JsonValue] = {
            "s1_objective": "Long-term capital growth in global listed equities.",
            "s4_concentration": clause,
        }
        return (
            {"investment_guidelines_2025": guidelines},
            None,
            "investment_guidelines_2025.s4_concentration",
        )
    if shape == 1:
        memo = (
            "KEY TERMS (summary of the IMA)\n"
            "• Benchmark: MSCI ACWI, net total return\n"
            f"• {clause}\n"
            "• Reporting: monthly, within ten business days"
        )
        return None, memo, MANDATE_ID
    if shape == 2:
        sheet: dict[str, JsonValue] = {
            "fees": "Management fee 45bp a year; no performance fee.",
            "limits": clause,
        }
        return {"term_sheet": sheet}, None, "term_sheet.limits"
    if shape == 3:
        box = f"Mandate update from the client\n\n{clause}\n\nEverything else is unchanged."
        return None, box, MANDATE_ID
    letter: dict[str, JsonValue] = {
        "clause_1": "The Investor may request monthly holdings reports.",
        "clause_2": clause,
    }
    return {"side_letter": letter}, None, "side_letter.clause_2"


_WITHIN_ASKS: Final = (
    "Please rebalance for the quarter, within every limit in our guidelines.",
    "Forwarding Kestrel's latest note for context only. The ask: new weights that respect our "
    "mandate in full.",
    "Can you run this quarter's rebalance? Nothing outside the mandate, please.",
    "Time for the annual re-weighting; stay inside the IMA throughout.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "p", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        clause = _clause_text(rng, s, value, shape)
        fields, message, ref = _placed(clause, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.8, 6)
        if shape == 3:  # between the limit now and the looser one it replaced
            outside = round(value * (0.7 if s.floor else 1.5), 6)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="from the client's mandate",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

#: latitude granted in a mandate's words over [lo, hi] (or up to {hi}, or {mid} plus or minus {d})
_GRANTED: Final = (
    "The limit on {noun}: a range of {lo} to {hi}, the level within it at the manager's "
    "discretion.",
    "The limit on {noun} may be set anywhere up to {hi}; the level below that is the "
    "manager's call.",
    "The limit on {noun}: {mid}, plus or minus {d}, at the manager's discretion within that band.",
    "The manager sets the limit on {noun} anywhere between {lo} and {hi}.",
)
#: (refused, granted): the plan's assumed value is the same under both
_REFUSED: Final = (
    (
        "The limit on {noun} is fixed at {point}. This is a point target, not a band, and is not "
        "at the manager's discretion.",
        "The limit on {noun} has a reference level of {point}, but any level from {lo} to {hi} is "
        "at the manager's discretion.",
    ),
    (
        "The draft IMA allowed a band of {lo} to {hi} for the limit on {noun}; the final IMA "
        "removes the band and sets the limit at {point}.",
        "The draft IMA allowed a band of {lo} to {hi} for the limit on {noun}; the final IMA "
        "keeps the band, the level within it at the manager's discretion.",
    ),
    (
        "The limit on {noun}: {point}, set by the client's investment committee. The manager may "
        "not choose another level.",
        "The limit on {noun}: anywhere from {lo} to {hi}, chosen by the manager; the client's "
        "investment committee uses {point} as its reference.",
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "p", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "p", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _GROSS else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        style = rng.randrange(12)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 5
        if i % 6 in (3, 5):  # strategy: a value fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            lo, hi = s.alike((low, high), style)
            refused = _fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, shape)[:2],
                _placed(granted, shape)[:2],
            )
            continue
        template = _GRANTED[(i // 2) % len(_GRANTED)]
        if "{d}" in template and s is _GROSS:  # "plus or minus 0.25x" reads oddly
            template = _GRANTED[0]
        if "{lo}" not in template and "{mid}" not in template:
            middle = round(high * 0.8, 6)
        ends = {"lo": low, "hi": high, "mid": middle, "d": round(high - middle, 6)}
        said = [k for k in ends if f"{{{k}}}" in template]
        written = dict(zip(said, s.alike([ends[k] for k in said], style), strict=True))
        text = _fill(template, noun=noun, **written)
        fields, message, _ = _placed(text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "the highest return per unit of risk, in other words the maximum Sharpe ratio",
        "the best risk-adjusted return the names can deliver",
        "the most return per unit of volatility",
    ),
    "variance": (
        "the lowest-volatility portfolio we can build",
        "minimum portfolio variance, full stop",
        "as little volatility as possible, whatever that does to returns",
    ),
    "tracking": (
        "a portfolio as close to the MSCI ACWI as possible, i.e. minimum tracking error",
        "the tightest tracking of the benchmark the names allow",
        "minimum tracking error to the FTSE World index",
    ),
    "return": (
        "maximum expected return, with no adjustment for risk",
        "the highest expected return, volatility notwithstanding",
        "the maximum expected return; we can live with the drawdowns",
    ),
}
_ASIDES: Final[dict[str, str]] = {
    "sharpe": "we are not chasing a Sharpe ratio",
    "variance": "low volatility is not the goal",
    "tracking": "benchmark-hugging is not the aim",
    "return": "we are not reaching for the highest raw return",
}
_PROPOSALS: Final[dict[str, str]] = {
    "sharpe": "a maximum-Sharpe portfolio",
    "variance": "a minimum-variance portfolio",
    "tracking": "an index-tracking portfolio",
    "return": "a maximum-return tilt",
}
_ASIDE_OF: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": ("tracking", "return"),
    "variance": ("tracking", "return", "sharpe"),
    "tracking": ("return", "sharpe", "variance"),
    "return": ("tracking", "sharpe", "variance"),
}

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the names in the client's e-mail",
    purpose="optimise the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Portfolio weights",
    description="the portfolio weights",
)


def _objective_mail(
    structure: int, ask: str, old: tuple[str, str], aside: str, co: str
) -> tuple[UserMessage, ...]:
    """The client's e-mail(s) asking for `ask`'s objective; `old`: another objective as a
    clause and as a proposal, which the e-mail sets aside; `aside`: a negated clause."""
    old_said, proposal = old
    if structure == 0:  # beside a negated aside
        text = _fill(
            "Thanks for the {co} note. For the new sleeve, {aside}; we want {ask}.",
            co=co,
            aside=aside,
            ask=ask,
        )
    elif structure == 1:  # a strategist's recommendation, declined
        text = _fill(
            "Nordbank's strategist argues for {old} in this market. We have read the note, "
            "but for this mandate we want {ask}.",
            old=proposal,
            ask=ask,
        )
    elif structure == 2:  # a "what's changed" box
        text = _fill(
            "Brief for the sleeve, as agreed at Tuesday's IC.\n\nWHAT'S CHANGED\nBefore: "
            "{old}\nNow: {ask}",
            old=old_said,
            ask=ask,
        )
    elif structure == 3:  # the press misquoted the client's CIO
        text = _fill(
            "You may have seen the Reuters piece quoting our CIO, Helen Marr, as wanting {old} "
            "for the new sleeve. That was a misquote, and the wire has since corrected it. "
            "What she said, and what we want, is {ask}.",
            old=proposal,
            ask=ask,
        )
    elif structure == 4:  # a brief replaced after the IC
        return (
            UserMessage(
                message_id=REQUEST_ID,
                text=_fill("Initial brief for the new sleeve: {old}.", old=old_said),
            ),
            UserMessage(
                message_id=FOLLOW_UP_ID,
                text=_fill(
                    "Please scrap my earlier brief. After this morning's IC, the brief is: {ask}.",
                    ask=ask,
                ),
            ),
        )
    else:  # a reiterated brief beside a bank's suggestion
        text = _fill(
            "We reiterate the brief from our March letter: {ask}. The bank's note suggests "
            "{old} instead; that is not for us.",
            ask=ask,
            old=proposal,
        )
    return (UserMessage(message_id=REQUEST_ID, text=text),)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]
        structure = i % 6
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        aside = _ASIDES[_ASIDE_OF[wanted][(i // 6) % len(_ASIDE_OF[wanted])]]
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        co = rng.choice(_DECOYS["co"])
        messages = _objective_mail(structure, ask, (old, _PROPOSALS[old_kind]), aside, co)
        if structure == 0:
            flawed_kind = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        else:
            flawed_kind = _KIND[old_kind]
        for flawed, kind in ((True, flawed_kind), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}p{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2016
#: (a period reaching into the test years, the same form ending before 4 January 2016)
_PERIODS: Final = (
    ("over CY2010–CY2018", "over CY2010–CY2015"),
    ("on 2010-18 data", "on 2010-15 data"),
    ("from Jan-10 to Jun-17", "from Jan-10 to Dec-15"),
    ("over the decade to 2019", "over the six years to December 2015"),
    ("on data up to the COVID sell-off of March 2020", "on data up to the August 2015 sell-off"),
    ("across the full 2010–2021 sample", "across the 2010–2015 training sample only"),
    ("over 1Q10–2Q16", "over 1Q10–4Q15"),
)
_ACTIONS: Final = (
    "the entry threshold was calibrated",
    "the lookback was set",
    "the factor weights were estimated",
    "the stop-loss was tuned",
    "the rebalance trigger was fixed",
)
_LEAK_FRAMES: Final = (
    'Methodology box: "{Action} {period} and held constant across all three folds."',
    "Key takeaways: (1) {action} {period}; (2) the parameters were then frozen for every fold.",
    "As in the note, {action} {period}, then left unchanged for the walk-forward.",
    "Model note, {day} March: {action} {period}; no re-estimation inside the folds.",
)
#: whole sentences of a methodology box: (leaky, clean)
_SENTENCES: Final = (
    (
        "We kept whichever signal screened best over the 2016–2021 test years.",
        "We kept whichever signal screened best over the 2010–2015 training years; the test "
        "years were run once, at the end.",
    ),
    (
        "Features include the next session's return (t+1) alongside earnings revisions.",
        "Features use returns up to the prior close (t-1) alongside earnings revisions.",
    ),
    (
        "Estimates are the final restated figures as reported in 2022, applied to every "
        "historical date.",
        "Estimates are point-in-time: each date sees only the figures published by then.",
    ),
    (
        "The universe is the current index constituents, back-filled to 2010.",
        "The universe is the index constituents as they stood on each rebalance date.",
    ),
    (
        "The normalisation was fitted over the whole 2010–2021 history before the folds were cut.",
        "The normalisation is refitted inside each fold on that fold's training data only.",
    ),
)
_LEAK_ASKS: Final = (
    "Please run the three-fold walk-forward on the value-revisions model from your note.",
    "Could you backtest the credit-momentum signal in Kestrel's note, walk-forward, three folds?",
    "We liked the earnings-quality screen in your morning note; please walk it forward, three "
    "folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "p", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    periods = itertools.cycle(_PERIODS)
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        day = str(rng.randrange(2, 28))
        if i % 3 == 2:
            leaky, clean = _SENTENCES[(i // 3) % len(_SENTENCES)]
        else:
            leaky_period, clean_period = next(periods)
            action, frame = rng.choice(_ACTIONS), rng.choice(_LEAK_FRAMES)
            leaky = _fill(frame, action=action, period=leaky_period, day=day)
            clean = _fill(frame, action=action, period=clean_period, day=day)
        yield from _leak_twins(i, where, policy, ask, leaky, clean)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Calder Instruments"
_ENTITY: Final = "ent_calder_instruments"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Spans = tuple[tuple[int, int], ...] | None
#: (horizon, the quarters it spans in every reading a careful reader could give it, whether a
#: claim about each quarter in it reads unambiguously, whether it may open the sentence)
_HORIZONS: Final[tuple[tuple[str, _Spans, bool, bool], ...]] = (
    ("q/q", ((10, 11),), False, False),
    ("y/y", ((7, 11),), False, False),
    ("over FY22", ((7, 11), (8, 11)), True, True),
    ("over the last eight quarters", ((3, 11), (4, 11)), True, True),
    ("since 1Q20", ((0, 11),), True, True),
    ("between 2Q21 and 2Q22", ((5, 9),), True, True),
    ("between 4Q20 and 4Q21", ((3, 7),), True, True),
    ("since the 2014 IPO", None, False, True),
    ("on a five-year view", None, False, True),
    ("versus pre-pandemic FY19 levels", None, False, False),
)


def _rel(w: Sequence[float]) -> float:
    return (w[-1] - w[0]) / abs(w[0])


def _up(w: Sequence[float]) -> bool | None:
    change = _rel(w)
    return True if change > 0.01 else False if change < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _every_up(w: Sequence[float]) -> bool | None:
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s > 0 for s in steps) else False if any(s < 0 for s in steps) else None


def _never_down(w: Sequence[float]) -> bool | None:
    if all(b >= a for a, b in itertools.pairwise(w)):
        return True
    return False if any(b < a * 0.99 for a, b in itertools.pairwise(w)) else None


def _peaked(w: Sequence[float]) -> bool | None:
    top = max(w)
    inside = w.index(top) not in (0, len(w) - 1)
    if inside and w[0] < top * 0.98 and w[-1] < top * 0.98:
        return True
    steps = [b - a for a, b in itertools.pairwise(w)]
    return False if all(s > 0 for s in steps) or all(s < 0 for s in steps) else None


_Truth = Callable[[Sequence[float]], bool | None]


def _pct_written(a: float, b: float) -> str:
    change = abs(b - a) / abs(a)
    return f"by c.{round(change * 100)}%" if change >= 0.03 else ""


def _bp_written(a: float, b: float) -> str:
    bp = abs(b - a) * 10_000
    return f"by c.{round(bp / 10) * 10}bp" if bp >= 30 else ""


def _turns_written(a: float, b: float) -> str:
    turns = abs(b - a)
    return f"by c.{_g(round(turns, 1))} turns" if turns >= 0.2 else ""


def _unsized(a: float, b: float) -> str:
    return ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "deferred_revenue",
        (410.0, 395.0, 402.0, 420.0, 445.0, 470.0, 492.0, 515.0, 540.0, 561.0, 590.0, 612.0),
        (
            "Deferred revenue",
            "The deferred-revenue balance",
            "Calder Instruments' deferred revenue",
        ),
        (
            ("{s} is up {m}", _up),
            ("{s} is down {m}", _down),
            ("{s} has grown sequentially every quarter", _every_up),
            ("{s} has not declined in any quarter", _never_down),
        ),
        _pct_written,
    ),
    _Trend(
        "fundamentals.quarters",
        "ebitda_margin",
        (0.221, 0.184, 0.193, 0.205, 0.214, 0.226, 0.232, 0.229, 0.224, 0.218, 0.211, 0.207),
        ("EBITDA margin", "The EBITDA margin", "Calder Instruments' EBITDA margin"),
        (
            ("{s} expanded {m}", _up),
            ("{s} contracted {m}", _down),
            ("{s} peaked and then rolled over", _peaked),
            ("{s} improved", _up),
            ("{s} deteriorated", _down),
        ),
        _bp_written,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_leverage",
        (2.1, 3.4, 3.2, 2.9, 2.6, 2.4, 2.2, 2.0, 2.1, 2.3, 2.5, 2.6),
        ("Net leverage", "Net debt to EBITDA", "Calder Instruments' net leverage"),
        (
            ("{s} has come down {m}", _down),
            ("{s} has risen {m}", _up),
            ("{s} has improved", _down),
            ("{s} has deteriorated", _up),
        ),
        _turns_written,
    ),
    _Trend(
        "fundamentals.quarters",
        "book_to_bill",
        (1.12, 0.94, 0.88, 0.97, 1.04, 1.09, 1.15, 1.18, 1.11, 1.06, 1.02, 0.98),
        ("Book-to-bill", "The book-to-bill ratio", "Calder Instruments' book-to-bill"),
        (
            ("{s} has strengthened", _up),
            ("{s} has softened", _down),
            ("{s} peaked and then faded", _peaked),
            ("{s} has risen in every quarter", _every_up),
        ),
        _unsized,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) over the last four quarters against a year before each,
    computed from the series; left out when the quarters disagree."""
    v = trend.values
    up_all = "{s} was up y/y in each of the last four quarters"
    down_all = "{s} was down y/y in each of the last four quarters"
    return _yoy_pairs(v, up_all, down_all)


_CLAIM_FRAMES: Final = (
    "Chart of the day: {claim} [1].",
    "Key takeaways\n\n- {Claim} [1].",
    "What's changed: {claim} [1].",
    "On the reported numbers, {claim} [1].",
    "Bottom line: {claim} [1].",
)


_said = partial(_said_named, _COMPANY)


def _placed_claim(
    claim_t: str, subject: str, first: bool, m: str, horizon: str, front: bool
) -> str:
    """The claim with its horizon after it, or (`front`) opening the sentence."""
    if front:
        text = f"{horizon}, {_said(claim_t, subject, False, m)}"
        return _cap(text) if first else text
    return f"{_said(claim_t, subject, first, m)} {horizon}"


_twins = _twins_of(SEED, "p", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. The
    claims and horizons least used so far come first, so that each is written somewhere."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        specials = _specials(trend)
        if i % 3 == 2 and specials:
            true_t, false_t = specials[0]
            true = _said(true_t, subject, first, "")
            false = _said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, bool, list[str], list[str]]] = []
            for horizon, spans, steps_ok, opens in _HORIZONS:
                if spans is None:
                    continue
                windows = [trend.values[a : b + 1] for a, b in spans]
                m = trend.magnitude(windows[0][0], windows[0][-1]) if len(spans) == 1 else ""
                claims: list[tuple[str, bool | None]] = []
                for c, truth in trend.claims:
                    if "{m}" in c and not m:
                        continue
                    if not steps_ok and any(w in c for w in ("every", "any quarter")):
                        continue
                    if len(windows[0]) < 3 and "peaked" in c:
                        continue
                    readings = {truth(w) for w in windows}
                    claims.append((c, readings.pop() if len(readings) == 1 else None))
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, opens, holding, failing))
            least = min(used[c] for *_, holding, _ in usable for c in holding)
            fresh = [u for u in usable if any(used[c] == least for c in u[3])]
            seldom = min(used[u[0]] for u in fresh)
            horizon, m, opens, holding, failing = rng.choice(
                [u for u in fresh if used[u[0]] == seldom]
            )
            used[horizon] += 1
            true_t = rng.choice([c for c in holding if used[c] == least])
            used[true_t] += 1
            if rng.randrange(3) == 0:  # the true claim over a horizon the series does not cover
                far, far_opens = rng.choice([(h, o) for h, s, _, o in _HORIZONS if s is None])
                front = opens and far_opens and rng.randrange(2) == 0
                true = _placed_claim(true_t, subject, first, m, horizon, front)
                false = _placed_claim(true_t, subject, first, m, far, front)
            else:
                front = opens and rng.randrange(2) == 0
                true = _placed_claim(true_t, subject, first, m, horizon, front)
                wrong_t = rng.choice(failing)
                false = _placed_claim(wrong_t, subject, first, m, horizon, front)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch P: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
