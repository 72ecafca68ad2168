"""Held-out batch ZB: every flaw kind again, in the voice of DAO, foundation and community-fund
governance: proposal templates, parameter tables, Snapshot votes, TEMP CHECKs, amendments,
risk-steward updates, delegates' comments and monthly treasury reports.

Batch ZB is built like J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and
trend helpers of `reviews_heldout_shared`; its phrase tables, number forms, subjects, trend
series and trend truth are its own. The treasury invests in ordinary assets (equities, ETFs,
bonds) and its community writes about them in its own way. It was written blind: no rule,
reviewer, reviewer test or benchmark result was read for it, and it was not run against the
reviewers before its first recorded run. Its parts are new:

* limits on a treasury: any single holding, the equity sleeve, annualised treasury volatility,
  peak-to-trough drawdown (caps) and a cash-and-T-bill runway reserve (a floor); written as
  "7.5%", "7.5 percent", "750 bps" or "a twentieth"; requests deferring the limit to a
  ratified AIP whose forum link is dead, a TEMP CHECK still open, the risk steward's next
  update, the multisig signers' internal policy doc, or "the number the council used last
  epoch", framed as a proposal template (## Summary / ## Parameters), a forum post to
  delegates, a chat ping in a working-group channel, a TEMP CHECK post and a committee
  checklist; the clean twin's answer as a parameter table, a Snapshot result with a decoy vote
  share, an "AIP-… supersedes AIP-…" line, a YAML parameter block, a council note, and a
  delegate "+1 … capped at …" that quotes the ratified figure; a strategy mandate bounding
  only other things (token sales, signer threshold);
* provenance misquoting the governance record: the figure a post-vote amendment replaced, the
  figure of the AIP a later AIP superseded, the "Current" column of a passed parameter table
  instead of "Proposed", a raise a delegate proposed whose TEMP CHECK failed, and a carve-out
  for US Treasuries taken as the per-holding cap;
* mandates as a ratified treasury policy's field, a proposal's Specification list in a mandate
  message, a risk-steward update's parameter list, a passed "| Parameter | Current | Proposed |"
  table (the limit is the Proposed column, tighter than Current) and a foundation charter's
  article ("the council retains discretion over execution, but …"); clauses in RFC style
  ("MUST NOT exceed … at any snapshot"), number-first ("… hard cap on …"), with ≤ / ≥, and in
  charter prose;
* latitude over a limit delegated to the desk running the rebalance ("may move … anywhere
  within … without a new vote", "target …, band … to …; inside the band whoever runs the
  rebalance sets it", "… ± …; the rebalancing desk may set it anywhere inside that band",
  "delegated authority: … sets … between … and … each epoch", a TEMP CHECK's range the
  Snapshot left to the desk, the council delegating it), and refused ("fixed at … by AIP-12;
  any change needs a new vote", two options a TEMP CHECK listed of which the Snapshot picked
  one, "the council keeps … for itself and has set it at …");
* objectives said as a proposal's ## Objective, a config assignment
  (`treasury.objective = "…"`), a TEMP CHECK question, runway talk ("the treasury exists to
  fund grants through the bear"), a passive 60/40 mandate and a growth sleeve; with a v1
  superseded by an amendment or struck through after a TEMP CHECK in the same post, and an
  earlier post that a later one replaces after the vote;
* leakage as monthly governance epochs ("epochs 1–40, monthly from Jan 2013"), "data up to the
  date of the Snapshot vote", "since the treasury's first diversification to date", half-year
  ranges, "the sample cited in AIP-9"; whole sentences: a month's allocation set from that
  month's returns, a Friday signal traded at the same Friday close, parameters chosen after
  seeing the full backtest, volatility scaled on the whole sample, next-quarter labels running
  up to each test start; each twin strictly before the first test date;
* trend claims in a treasury report about its largest equity holding (revenue, free cash flow,
  operating income, net debt to EBITDA over twelve quarters): "trended up by about …%", "by
  more than …%", "printed higher every quarter", "didn't fall", "by 0.40x", "higher year on
  year in all four 2022 quarters", "grew at over 10% a year compounded", "grew faster in 2022
  than in 2021"; horizons "vs. the Sep-22 quarter", "over calendar 2022", "over the last
  eight reported quarters", against uncovered ones ("since the treasury first bought it in
  2017", "over the last ten years", "versus 2018 levels"). Truth is computed from the series;
  claims too close to call are never made.

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
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
    _said_named,
    _solving_contract,
    _with_mandate_of,
    _written_with_spread,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    rose,
    rose_every_quarter,
)
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261228
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzb0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzb1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzb2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzb3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzb5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzbb"


# --- numbers as governance forums write them ---------------------------------------------------

#: a share said as a part of the whole
_PARTS: Final[dict[float, str]] = {
    0.05: "a twentieth",
    0.1: "a tenth",
    0.2: "a fifth",
    0.25: "a quarter",
    0.5: "half",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of the treasury: "7.5%", "7.5 percent", "750 bps", "a twentieth". Keys starting
    "w" are words, said only where words read well."""
    pct = value * 100
    forms = {"pct": f"{_g(pct)}%", "percent": f"{_g(pct)} percent", "bps": f"{_g(pct * 100)} bps"}
    if round(value, 6) in _PARTS:
        forms["w_part"] = _PARTS[round(value, 6)]
    return forms


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A treasury limit: the agent's field names, how delegates say it, its parameter-table
    label, a configuration key, the values it takes, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    key: str
    values: tuple[float, ...]
    limits: tuple[str, ...] = ()  # the limit itself named, where someone sets it in a band
    floor: bool = False
    unit: str = "fraction"
    #: every limit of the batch is a share of the treasury
    forms = staticmethod(_share_forms)


_HOLDING: Final = _Subject(
    ("max_position_weight", "perAssetCap"),
    ("any single holding", "the per-asset cap", "a single position's weight"),
    "Max per-asset weight",
    "max_position",
    (0.05, 0.075, 0.1),
    ("the per-asset cap", "the cap on any single holding"),
)
_EQUITY: Final = _Subject(
    ("max_equity_weight", "riskAssetSleeveCap"),
    ("the equity sleeve", "risk assets (equities and equity ETFs)", "the equity allocation"),
    "Max equity sleeve",
    "max_equity",
    (0.3, 0.4, 0.5),
    ("the equity sleeve cap", "the ceiling on risk assets"),
)
_VOL: Final = _Subject(
    ("max_portfolio_volatility", "treasuryVolCap"),
    ("annualised treasury volatility", "the treasury's volatility", "portfolio vol"),
    "Max annualised vol",
    "max_vol",
    (0.08, 0.1, 0.12),
    ("the treasury's vol ceiling", "the annualised volatility limit"),
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown", "drawdownBrake"),
    ("peak-to-trough drawdown", "the treasury's drawdown", "the drawdown limit"),
    "Max drawdown",
    "max_drawdown",
    (0.15, 0.2, 0.25),
    ("the drawdown limit", "the drawdown brake"),
)
_RESERVE: Final = _Subject(
    ("min_cash_weight", "runwayReserveFloor"),
    ("the cash reserve", "the runway reserve in cash and T-bills", "cash held for grants"),
    "Min cash reserve",
    "min_cash",
    (0.1, 0.15, 0.2),
    floor=True,
)
#: caps first: latitude is drawn over the first four only
_SUBJECTS: Final = (_HOLDING, _EQUITY, _VOL, _DRAWDOWN, _RESERVE)

_RATIONALES: Final = (
    "typical for a DAO treasury of this size",
    "what peer foundations run",
    "a placeholder until the TEMP CHECK closes",
    "conservative default for a community fund",
    "in line with the last epoch's practice",
)


def _other_value(s: _Subject, value: float, style: int, far: float) -> tuple[float, str, str]:
    """A second value of `s` `far` from `value` (divided for a floor), both in one form, in
    tenths of a per cent, neither written inside the other: (other value, other written, value
    written)."""
    for factor in (far, 1.5, 2.0, 2.5):
        other = round(value * (1 / factor if s.floor else factor), 6)
        other_w, value_w = s.alike((other, value), style)
        tenths = other * 1000
        if abs(tenths - round(tenths)) < 1e-6 and apart(other_w, value_w):
            return other, other_w, value_w
    raise AssertionError((value, far))


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights for the community treasury's investment sleeve within its ratified limits",
    "the best return per unit of risk",
    "solve the treasury weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the community ratified it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zb", _with_mandate)
_provenance_twins = _provenance_twins_of(SEED, "zb", _plan)
_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "zb", _with_mandate)
_range_twins = _mandate_twins_of(SEED, "range_assumption", "zb", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the DAO treasury's diversified sleeve",
    "propose new target weights for the foundation's endowment portfolio",
    "run this quarter's treasury rebalance across the ETFs, bonds and equity basket",
    "draft the allocation for the community fund's reserve portfolio",
    "re-optimise the grants programme's endowment",
)
_DEFERRALS: Final = (
    "{noun}: whatever AIP-12 ratified (the forum link is dead, will repost)",
    "{noun} is still TBD, the TEMP CHECK closes Friday",
    "the risk steward will publish the number for {noun} in next epoch's update",
    "{noun} is in the signers' internal policy doc, which isn't public yet",
    "use the number the council used last epoch for {noun}, I don't have it to hand",
)
_REQUEST_FRAMES: Final = (
    "## Summary\nRequest to {task}.\n\n## Parameters\n{Deferral}.",
    "gm delegates 👋 could the quant contributors {task}? Note: {deferral}.",
    "[#treasury-wg] @quant-desk can you {task} pls. {Deferral}.",
    "TEMP CHECK — {Task}?\n\n(Fine print: {deferral}.)",
    "Treasury committee action items\n- [ ] {Task}\n- [ ] Confirm limits: {deferral}",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "yaml" the bare fraction, "words" any form, or "figures"); {label},
#: {noun}, {v}, {key}, {bound}, {formal}, {verb}
_STATINGS: Final = (
    (
        "Answering the bot above:\n\n| Parameter | Value |\n|---|---|\n| {label} | {v} |\n"
        "| Rebalance cadence | monthly |",
        "figures",
    ),
    ("Snapshot vote passed, 71.3% For, quorum met: {noun} {bound} {v}.", "figures"),
    ("AIP-19 (supersedes AIP-12) sets {noun} {formal} {v}. That's the live rule.", "words"),
    ("```yaml\ntreasury_params:\n  {key}: {v}\n  signer_threshold: 4-of-7\n```", "yaml"),
    ("The council set {noun} {formal} {v} at the last epoch; it binds this rebalance.", "words"),
    ("+1, and to answer the question: {noun}, {verb} at {v} under the ratified policy.", "figures"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    if form == "yaml":
        written = _g(value)
    else:
        written = s.render(value, rng.randrange(12), words=form == "words")
    text = _fill(
        frame,
        label=s.label,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        bound="at least" if s.floor else "at most",
        formal="at no less than" if s.floor else "at no more than",
        verb="floored" if s.floor else "capped",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "zb", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "treasury_policy": {
        "token_sales": "Native-token sales limited to 2% of circulating supply per quarter.",
        "execution": "The Treasury Working Group may rebalance within the approved "
        "asset list; every trade is signed by the 4-of-7 multisig.",
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure == 4:  # a carve-out for Treasuries: a per-holding cap's
            s = _HOLDING
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        messages: tuple[UserMessage, ...]
        bound = "at least" if s.floor else "at most"
        style = rng.randrange(12)
        if structure == 0:  # amended after the vote: the first figure cited, not the amendment
            wrong_value, wrong, right = _other_value(s, value, style, 1.6)
            first = f"Per the vote: {noun} {bound} {wrong}."
            amendment = rng.choice(
                (
                    "Amendment adopted after the vote: {noun} is now {right}, not {wrong}.",
                    "Heads up, the post-vote amendment changed it: {right} (was {wrong}).",
                )
            )
            amendment = _fill(amendment, noun=noun, right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=amendment),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(amendment, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 1:  # a superseded AIP's figure
                old_value, old, right = _other_value(s, value, style, 1.5)
                said = _fill(
                    "AIP-12 set {noun} {bound} {old}. AIP-19, which supersedes AIP-12 in full, "
                    "sets it to {right}.",
                    noun=noun,
                    bound=bound,
                    old=old,
                    right=right,
                )
                wrong_value, wrong = old_value, old
            elif structure == 2:  # a passed parameter table: Current read instead of Proposed
                old_value, old, right = _other_value(s, value, style, 1.25)
                said = _fill(
                    "| Parameter | Current | Proposed |\n|---|---|---|\n| {label} | {old} | "
                    "{right} |\n\nSnapshot closed 71.3% For with quorum, so Proposed is live.",
                    label=s.label,
                    old=old,
                    right=right,
                )
                wrong_value, wrong = old_value, old
            elif structure == 3:  # a delegate's raise whose TEMP CHECK failed
                raised_value, raised, right = _other_value(s, value, style, 1.5)
                said = _fill(
                    "{Noun} is {bound} {right} (ratified). A delegate proposed moving it to "
                    "{raised}, but that TEMP CHECK failed, 34% For, so nothing changed.",
                    noun=noun,
                    bound=bound,
                    right=right,
                    raised=raised,
                )
                wrong_value, wrong = raised_value, raised
            else:  # a Treasuries carve-out read as the per-holding cap
                right = s.render(value, style)
                wrong_value, wrong = 0.4, "40%"
                said = _fill(
                    "{Label}: {right}. Carve-out¹: US Treasuries up to {wrong}.\n\n"
                    "¹ applies to US government bonds only, never to any other holding.",
                    label=s.label,
                    right=right,
                    wrong=wrong,
                )
                assert apart(right, wrong), (right, wrong)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in governance documents -----------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    written = s.render(value, style)
    if shape == 0:
        verb = "fall below" if s.floor else "exceed"
        return f"{_cap(noun)} MUST NOT {verb} {written} at any snapshot."
    if shape == 1:
        kind = "hard floor" if s.floor else "hard cap"
        way = "raise" if s.floor else "tighten"
        return f"{written} {kind} on {noun} (the risk steward may {way} it, never relax it)."
    if shape == 2:
        return f"{s.label}: {'≥' if s.floor else '≤'} {written}"
    if shape == 3:  # a passed table: the new limit is tighter than the one it replaces
        _, current, proposed = _other_value(s, value, style, 1.25)
        return (
            f"| Parameter | Current | Proposed |\n|---|---|---|\n| {s.label} | {current} | "
            f"{proposed} |\n\nStatus: PASSED (Snapshot, 71.3% For, quorum reached). "
            "Proposed values apply from this epoch."
        )
    verb = "fall below" if s.floor else "exceed"
    return f"The council retains discretion over execution, but {noun} shall not {verb} {written}."


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        policy: dict[str, JsonValue] = {
            "ratified_by": "AIP-12 (Snapshot)",
            "objective": "Fund five years of grants.",
            "risk_limit": clause,
        }
        return {"treasury_policy": policy}, None, "treasury_policy.risk_limit"
    if shape == 1:
        post = (
            "## Summary\nTreasury Investment Policy v2.\n\n## Specification\n"
            "1. Only listed equities, ETFs and investment-grade bonds.\n"
            f"2. {clause}\n"
            "3. The 4-of-7 multisig executes every trade."
        )
        return None, post, MANDATE_ID
    if shape == 2:
        params: list[JsonValue] = ["Rebalance cadence: monthly.", clause, "No derivatives."]
        update: dict[str, JsonValue] = {"epoch": "2026-11", "parameters": params}
        return {"risk_steward_update": update}, None, "risk_steward_update.parameters[1]"
    if shape == 3:
        return None, f"Treasury WG — parameter change\n\n{clause}", MANDATE_ID
    charter: dict[str, JsonValue] = {"article_4_treasury": clause}
    return {"foundation_charter": charter}, None, "foundation_charter.article_4_treasury"


_WITHIN_ASKS: Final = (
    "Please run this epoch's treasury rebalance; every ratified limit applies.",
    "gm, new weights for the monthly report please, inside the policy.",
    "Rebalance request from the Treasury WG: the signers won't execute anything off-policy.",
    "## Summary\nRefresh the treasury weights. Nothing may breach the ratified policy.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the ratified limit",
    rationales=_RATIONALES,
    twins=_breach_twins,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "The quant desk running the rebalance may move {noun} anywhere within {lo}–{hi} without a "
    "new vote.",
    "{Noun}: target {mid}, band {lo} to {hi}. Inside the band whoever runs the rebalance sets "
    "it at their discretion; outside it needs a Snapshot.",
    "{Noun}: {mid} ± {d}; the rebalancing desk may set it anywhere inside that band.",
    "Delegated authority: the rebalancing desk sets {noun} between {lo} and {hi} (inclusive) "
    "each epoch.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} by AIP-12; any change needs a new vote.",
        "Under AIP-12 the rebalancing desk may set {noun} anywhere from {lo} to {hi}.",
    ),
    (
        "The TEMP CHECK listed {lo} and {hi} as options for {noun}, not a band: the Snapshot "
        "picked {point}, and that is the only level allowed.",
        "The TEMP CHECK's {lo}–{hi} for {noun} is a band: the Snapshot lets the rebalancing desk "
        "pick any level inside it.",
    ),
    (
        "The council keeps {noun} for itself and has set it at {point}; the rebalancing desk "
        "has no discretion over it.",
        "The council delegates {noun} to the rebalancing desk, anywhere between {lo} and {hi}.",
    ),
)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    named=lambda rng, s: {"noun": rng.choice(s.limits)},
    written=_written_with_spread,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (0, 1, 2, 4)[i % 4],
    refused=_REFUSED,
    granted=_GRANTED,
    placed=lambda text, shape: _placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_range_twins,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as proposals, config, TEMP CHECKs and forum talk
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "## Objective\nMaximise the treasury's risk-adjusted return (Sharpe ratio), long-only.",
        '`treasury.objective = "max_sharpe"`',
        "TEMP CHECK question: should the TWG optimise for the best return per unit of "
        "volatility? Result: yes, that is the objective.",
        "What we optimise: excess return per unit of volatility, measured monthly. Nothing else.",
        "The sleeve should earn the most it can for each unit of risk it takes (Sharpe).",
    ),
    "variance": (
        "## Motivation\nThe treasury exists to fund grants through the bear. We want the least "
        "volatile mix these assets allow, full stop.",
        '`treasury.objective = "min_variance"`',
        "Objective: minimum variance. Return is not a criterion for this sleeve.",
        "Delegates agreed the only goal is the smallest month-to-month swings in treasury NAV.",
        "Runway is what matters: choose the weights with the lowest volatility.",
    ),
    "tracking": (
        "## Objective\nTrack the 60/40 reference portfolio as closely as possible (minimise "
        "tracking error).",
        '`treasury.objective = "min_tracking_error"`',
        "This is a passive mandate: mirror the benchmark the treasury reports against, no "
        "active bets.",
        "Success = the treasury returns what the benchmark returns, month after month, no more "
        "and no less.",
        "Replicate the reference index weights as closely as the holdings allow.",
    ),
    "return": (
        "## Objective\nHighest expected return. Volatility is not a consideration for this sleeve.",
        '`treasury.objective = "max_expected_return"`',
        "This is the growth sleeve: maximise expected return, and risk is not penalised.",
        "Success = the biggest expected gain; drawdowns don't enter the objective here.",
        "Expected return maximisation, with no variance term at all.",
    ),
}
_DRAFTS: Final = (
    "## Objective (v1, superseded by the amendment below)\n{old}\n\n## Amendment (passed)\n{new}",
    "~~{old}~~\n\nEdited after the TEMP CHECK:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "This supersedes my earlier post; the vote changed the objective:\n\n{new}",
    "Update: Snapshot passed 71.3% For on the amended objective, which replaces the one in "
    "my first post:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "## Summary\nRebalance the treasury's investment sleeve.\n\n## Specification\n{ask}",
    "{ask}\n\n(Universe: the ETFs, bonds and equities the treasury already holds.)",
    "gm all. Treasury WG spec for this epoch's rebalance:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the treasury's current holdings",
    purpose="solve for the treasury weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _bare(ask: str) -> str:
    """`ask` without its own "## …" heading, for a post whose frame has headings already."""
    return ask.split("\n", 1)[1] if ask.startswith("## ") else ask


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    draft = rng.choice(_DRAFTS)
    if "~~" in draft and ("`" in old or "\n" in old):  # strike plain lines only
        old = _ASKS[old_kind][3]
    return _fill(draft, old=_bare(old), new=_bare(ask))


def _framed(rng: random.Random, i: int, wanted: str, ask: str) -> str:
    frame = rng.choice(_ASK_FRAMES)
    return _fill(frame, ask=_bare(ask) if "##" in frame else ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same post, superseded or struck
    through; every fourth from the fourth an earlier post a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=_framed,
        solving=_solving,
        seed=SEED,
        tag="zb",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "on governance epochs 1–40 (monthly from Jan 2013, so through Apr 2016)",
        "on governance epochs 1–24 (monthly from Jan 2013, so through Dec 2014)",
    ),
    (
        "using all data up to the day of the Snapshot vote (Nov 2026)",
        "using data up to 31 Dec 2014",
    ),
    (
        "on every month from the treasury's first diversification (Mar 2011) to date",
        "on the months from the treasury's first diversification (Mar 2011) to Dec 2014",
    ),
    ("over H1 2011 – H2 2016", "over H1 2011 – H2 2014"),
    ("on the 2012–2018 sample cited in AIP-9", "on the 2012–2014 sample cited in AIP-9"),
    ("over the 2010–2017 window charted in the TEMP CHECK", "over the 2010–2014 window only"),
)
_ACTIONS: Final = (
    "the rebalance bands were calibrated",
    "the risk-parity weights were estimated",
    "the momentum tilt's lookback was chosen",
    "the volatility target was set",
    "the drawdown brake's trigger was tuned",
)
_LEAK_FRAMES: Final = (
    "Backtest methodology: {action} {period}.",
    "{Action} {period}, then reused unchanged in every fold.",
    "Per the proposal's appendix, {action} {period}.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month's allocation is set from that same month's realised returns.",
        "Each month's allocation is set from returns up to the prior month-end only.",
    ),
    (
        "The rebalance signal reads the Friday close and the multisig trades at that same close.",
        "The rebalance signal reads the Friday close and the multisig trades at Monday's open.",
    ),
    (
        "Parameters were picked after looking at the full 2010–2020 backtest, then frozen for "
        "every fold.",
        "Parameters are picked inside each fold's training years, never from its test years.",
    ),
    (
        "Volatility scaling uses the standard deviation of the whole 2010–2020 sample.",
        "Volatility scaling uses the standard deviation of each fold's training years only.",
    ),
    (
        "Labels are next-quarter returns, and training labels run right up to each test start.",
        "Labels are next-quarter returns; the quarter before each test start is purged from "
        "training.",
    ),
)
_LEAK_ASKS: Final = (
    "## Specification\nBefore the vote, backtest the proposed allocation rule walk-forward over "
    "the three folds.",
    "Delegates asked for a three-fold walk-forward of the risk-parity sleeve before this TEMP "
    "CHECK moves to Snapshot.",
    "[#treasury-wg] can someone run the three-fold walk-forward on the rebalance rule?",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zb", REQUEST_ID, CONTRACT_ID, _leak_contract)


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


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Halvorsen Grid"
_ENTITY: Final = "ent_halvorsen_grid"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("vs. the Sep-22 quarter", (10, 11)),
    ("over calendar 2022", (7, 11)),
    ("over the last eight reported quarters", (3, 11)),
    ("since Q1 2020", (0, 11)),
    ("from the June 2020 quarter to the June 2022 quarter", (1, 9)),
    ("across the first half of 2021", (3, 5)),
    ("since the treasury first bought it in 2017", None),
    ("over the last ten years", None),
    ("versus 2018 levels", None),
)


def _roughly_pct(a: float, b: float) -> str:
    """ "by more than 15%" (clearly past it), or "by about 13%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    if change < 2:
        return ""
    below = int(change // 5) * 5
    if below >= 5 and change - below >= 1:
        return f"by more than {below}%"
    return f"by about {round(change)}%"


_by_turns = partial(_change_by, "by {:.2f}x", 0.05)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how the report names it and what may be claimed of it."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the calendar-year and compounding claims: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (610.0, 540.0, 575.0, 630.0, 655.0, 690.0, 720.0, 765.0, 790.0, 835.0, 880.0, 930.0),
        ("Revenue", "Halvorsen Grid's revenue", "The top line of our largest holding"),
        (
            ("{s} trended up {m}", rose),
            ("{s} trended down {m}", fell),
            ("{s} printed higher every quarter", rose_every_quarter),
            ("{s} didn't fall", held_up),
            ("{s} didn't rise", held_down),
        ),
        _roughly_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (140.0, 95.0, 120.0, 150.0, 172.0, 165.0, 181.0, 204.0, 190.0, 176.0, 161.0, 148.0),
        ("Free cash flow", "Halvorsen Grid's free cash flow", "FCF at our largest holding"),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} printed lower every quarter", fell_every_quarter),
            ("{s} held up (no quarterly decline)", held_up),
            ("{s} didn't improve", held_down),
        ),
        _roughly_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_income",
        (95.0, 70.0, 82.0, 98.0, 104.0, 101.0, 110.0, 118.0, 128.0, 140.0, 152.0, 165.0),
        ("Operating income", "EBIT", "Halvorsen Grid's operating income"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} printed higher every quarter", rose_every_quarter),
            ("{s} didn't shrink", held_up),
            ("{s} didn't grow", held_down),
        ),
        _roughly_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (3.4, 3.9, 3.7, 3.5, 3.2, 3.0, 2.8, 2.7, 2.6, 2.75, 2.5, 2.3),
        ("Net debt to EBITDA", "Leverage (net debt/EBITDA)", "Halvorsen Grid's net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} printed lower every quarter", fell_every_quarter),
            ("{s} didn't deteriorate", held_down),
            ("{s} didn't get better", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in all
#: four 2022 quarters, and for a growing item the two calendar years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher year on year in all four 2022 quarters",
    down_all="{s} was lower year on year in all four 2022 quarters",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} grew at over 10% a year compounded, Q4 2020 to Q4 2022",
    shrank="{s} declined at over 10% a year compounded, Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "## Monthly treasury report: holdings review\n\n{Claim} [1].",
    "| Holding | Observation |\n|---|---|\n| Halvorsen Grid | {Claim} [1] |",
    "TL;DR for delegates: {claim} [1].",
    "- {Claim} (source: [1])\n- No action proposed this epoch.",
    "Risk steward note: on the reported quarters [1], {claim}.",
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
        left_out=lambda h, w, c: len(w) == 2 and "every quarter" in c,
        seed=SEED,
        tag="zb",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZB: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
