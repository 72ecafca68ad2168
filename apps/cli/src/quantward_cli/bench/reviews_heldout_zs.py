"""Held-out batch ZS: every flaw kind again, in the voice of digital-asset (crypto) fund managers
and their counterparties: a crypto hedge fund's offering memorandum (OM) with its "[●]"
placeholders and its risk limits, a token fund's investment-committee (IC) notes, exchange and
custodian exposure policies written after FTX (venue caps, cold and hot wallet shares,
stablecoin holdings), ops and trading chat in Telegram and Slack style (terse, lower-case,
"pls", "fyi", "lmk", tickers such as BTC, ETH and SOL, "bps" and "x"), an allocator's
due-diligence questionnaire (DDQ) and its answers, monthly investor letters, on-chain research
notes with dates written both in ISO form ("2024-03-01") and as unix timestamps
("ts 1709251200"), and leverage and funding on perpetual futures.

Batch ZS is built like ZO and ZJ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Fund NAVs and AUM in $, month-to-date returns, BTC and ETH amounts, funding rates
in bps per eight hours, unix timestamps, multisig quorums, IC quorums and block heights are
decoy numbers: no truth depends on them. Its parts are new:

* limits as a crypto fund's people state them: the CRO's Telegram reply quoting the OM, Part 7
  of the final OM (not the draft), a `risk_limits.yaml` from the risk engine's repository (a bare
  number in the constraint's unit), the monthly investor letter between the month's NAV move
  and the funding carry, an AIMA-style DDQ answer, IC minutes with a quorum, a counterparty and
  custody policy's paragraph, a "Limit / Level @ 2024-03-01 00:00 UTC / Status" table whose
  level is a decoy, and a Slack pin in #risk, each form in turn; number forms "10%", "10% of
  NAV", "10.0%" and, for leverage, "2x", "2.00x", "2 times NAV"; subjects: any single token's
  weight, exposure to any one exchange, gross leverage on the perp book (a multiple), the share
  of assets in hot wallets, and a stablecoin buffer that is a floor;
* requests deferring the limit to the next risk committee, a "[●]" still in the OM draft, a
  CRO not yet started, an anchor LP's side letter still with counsel, or an IC agenda item
  bumped twice, as a Telegram thread, a quoted Slack request, IC notes, an ops update between
  decoy NAV and funding figures, and a "gm, pls" message;
* provenance misquoting its source: an OM draft's figure counsel changed (in prose, or struck
  through in a redline), a PM's request to lift a limit the CRO refused (in #risk or on
  Telegram at 02:14 UTC), the level in the daily risk report (in prose or a "Metric /
  2024-03-04 / Limit" table), another figure in the OM's one-page key terms (a single-venue or
  single-token cap, the net exposure limit, the cap on any one stablecoin issuer or the target
  volatility) and a peer fund's figure from its DDQ or the fund's own pre-FTX OM quoted as
  superseded;
* mandates as the OM's investment restrictions in the mandate's fields
  (`offering_memorandum.investment_restrictions.d`), an anchor LP's side letter, a counterparty
  and custody risk policy revised after FTX, the IC's resolutions in the mandate's fields
  (`ic.resolutions[2]`) and a signed sub-advisory agreement's investment guidelines;
* latitude granted as a delegation in the risk framework, the CRO's "your box" in #risk, a
  "Parameter / Band / Who decides" table and an IC note; refused as a fixed figure whose range
  in the OM is only a disclosure range for LPs, the CRO's "no" on Telegram and a memo to
  trading that a band was discussed and rejected; each twin the same text granting it; a band
  written with its unit once, after the upper bound ("12.5%–25% of NAV", "1 times to 2 times
  NAV");
* objectives as the OM's fund objective, IC notes, the investor letter, a PM's Telegram message
  and a DDQ answer, with an earlier version quoted or struck in the same text and a later
  message replacing an earlier one;
* leakage as research logs and IC memos write it: a momentum lookback, a vol-target scaler, an
  on-chain NVT threshold, an exchange-flow cutoff and a drift band set on periods reaching into
  the test years (BTC dailies to 2019-06-30, block timestamps 1293840000 to 1546300800, exchange
  tapes through 2017), and whole sentences (the next day's 00:00 UTC close as an input, today's
  top 20 by market cap applied back to 2011, a drift band picked on the whole sample, results
  shown on the years the lookback was picked on); each clean twin in the same form, ending
  before the first test date (2 January 2015);
* trend claims on Tessaro Digital (TSRO, a listed exchange and custody operator the fund holds
  in its equity sleeve) — revenue, assets under custody, adjusted EBITDA margin (in percentage
  points, "pp") and net debt to EBITDA (as "x") over twelve quarters (2020 Q1–2022 Q4) through
  the 2021 boom and the 2022 crash, as a Telegram line, the investor letter, an IC table, a DDQ
  answer and a research note; magnitudes as "~38%", "over 35%", "a bit under 40%", "by
  4.2pp", "by 1.2x"; horizons written with ISO dates against uncovered ones ("since the July
  2016 halving (block 420,000)"). Whether a claim holds is computed from the series: true,
  false, or too close to call (never used).

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

SEED: Final = 20270114
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzs5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzss"


# --- numbers as crypto funds' risk teams, PMs and ops write them ---------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the fund: "10%", "10% of NAV", "10.0%"."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "nav": f"{_g(pct)}% of NAV", "pct1": f"{pct:.1f}%"}


def _times_forms(value: float) -> dict[str, str]:
    """A leverage limit: "2x", "2.00x", "2 times NAV"."""
    return {"x": f"{_g(value)}x", "x2": f"{value:.2f}x", "times": f"{_g(value)} times NAV"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key in the risk
    engine's limit file, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_TOKEN: Final = _Subject(
    ("max_holding_weight", "singleTokenCap"),
    (
        "the weight of any single token",
        "the largest single-coin position",
        "single-asset concentration",
    ),
    "single_token_max",
    "fraction",
    (0.1, 0.15, 0.25),
    _share_forms,
)
_VENUE: Final = _Subject(
    ("max_venue_exposure", "exchangeExposureCap"),
    (
        "the share of assets held on any one exchange",
        "exposure to any single trading venue",
        "single-venue exposure (CEX balances plus posted margin)",
    ),
    "venue_max",
    "fraction",
    (0.2, 0.3, 0.4),
    _share_forms,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "grossLeverageCap"),
    (
        "gross leverage on the perp book",
        "gross notional as a multiple of NAV",
        "leverage across perps and dated futures",
    ),
    "gross_leverage_max",
    "multiple",
    (1.5, 2.0, 3.0),
    _times_forms,
)
_HOT: Final = _Subject(
    ("max_hot_wallet_share", "hotWalletCap"),
    (
        "the share of assets in hot wallets",
        "the hot-wallet share",
        "the portion of assets kept in hot wallets rather than cold storage",
    ),
    "hot_wallet_max",
    "fraction",
    (0.05, 0.08, 0.12),
    _share_forms,
)
_STABLE: Final = _Subject(
    ("min_stablecoin_weight", "stablecoinFloor"),
    ("the USDC/USDT balance", "the stablecoin buffer", "dry powder held in stables"),
    "stablecoin_min",
    "fraction",
    (0.05, 0.1, 0.15),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_TOKEN, _VENUE, _LEVERAGE, _HOT, _STABLE)

_RATIONALES: Final = (
    "standard for a liquid-token fund of our size",
    "what most crypto funds put in their OM",
    "post-FTX market practice",
    "a conservative placeholder until the risk committee decides",
    "in line with what allocators expect to see in a DDQ",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the fund's liquid token book under its risk limits",
    "the best risk-adjusted return within the fund's risk limits",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's risk team stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zs", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _capped(s: _Subject) -> str:
    return "floored at" if s.floor else "capped at"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the liquid token book after the SOL unlock",
    "size the weights for the new Fund II sleeve (BTC/ETH/SOL plus top-20 alts)",
    "redeploy the 1,250 ETH that came back from the OTC desk",
    "re-run the target weights for the March rebalance",
    "put together the model book for the seed LP's DD pack",
)
_DEFERRALS: Final = (
    "risk committee still hasn't signed off {noun}, next RC is 2024-03-14",
    "{noun} is still a [●] in OM draft v3, counsel is waiting on us",
    "the new CRO starts Monday and owns {noun}, nothing agreed yet",
    "the anchor LP's side letter on {noun} is still with counsel",
    "{noun} has been on the IC agenda twice and got bumped both times",
)
_REQUEST_FRAMES: Final = (
    "[TG] ops-desk thread\n{task}\nfyi {deferral}",
    "Slack #pm-risk\n> @quant can you {task}?\n> {Deferral}.",
    "IC notes, item 2: {task}. Open point: {deferral}.",
    "NAV est. -3.8% MTD, ETH perp funding still paying ~9bps/8h on the basis trade. Next: {task}. "
    "NB {deferral}.",
    "gm. pls {task}. heads up: {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a level decoy); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {nomore}, {capped}
_STATINGS: Final = (
    (
        "[TG] CRO: checked the OM, Part 7 (Risk Limits). {Noun} is {nomore} {v}. lmk if you "
        "need the page ref",
        "figures",
    ),
    (
        "Offering Memorandum (final, as circulated to LPs), Part 7 'Investment Restrictions': "
        "the Fund will keep {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "risk_limits.yaml on main (risk engine config):\n  fund: liquid-token-master\n"
        "  {key}: {v}\n  kill_switch: enabled\n  owner: risk-team",
        "bare",
    ),
    (
        "From the monthly investor letter: BTC had its best month since the ETF approvals and "
        "funding stayed rich on ETH perps. As always, we ran {noun} at {nomore} {v}, per the "
        "risk framework.",
        "figures",
    ),
    (
        "DDQ section 9.4. Q: Is there a hard limit on {noun}? A: Yes. {Limit} {v}, monitored "
        "intraday by the risk engine, breaches escalated to the CRO.",
        "figures",
    ),
    (
        "IC minutes, 2024-02-06 (quorum: three of four members). Resolved: {noun} {capped} {v}.",
        "figures",
    ),
    (
        "Counterparty & custody policy, section C: {noun} {op} {v}, measured daily at 00:00 UTC.",
        "figures",
    ),
    (
        "| Limit | Level @ 2024-03-01 00:00 UTC | Status |\n|---|---|---|\n"
        "| {Noun} {op} {v} | {obs} | 🟢 ok |",
        "table",
    ),
    (
        "📌 pinned in #risk by the CRO: hard limit, {noun} {op} {v}. breach = flatten and page "
        "risk.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a level inside the limit, a decoy in the same form
        seen = round(value * (1.7 if s.floor else 0.7), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
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
        capped=_capped(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zs", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "eligible_assets": [
        "Liquid tokens only: no SAFTs, pre-sale or locked allocations.",
        "No privacy coins (XMR, ZEC) and no tokens on the OFAC list.",
        "Staking permitted only through the custodian's own validator set.",
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

#: a figure beside the limit in the same key terms: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_token_max": ("single-venue cap", 0.35),
    "venue_max": ("single-token cap", 0.25),
    "gross_leverage_max": ("net exposure limit", 1.0),
    "hot_wallet_max": ("cap on any one stablecoin issuer", 0.5),
    "stablecoin_min": ("target annualised volatility", 0.4),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: looser than `value` (higher for a cap, lower for a floor)."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller. The variant turns so
    that each is said in chat and in strategy plans."""
    noun = rng.choice(s.nouns)
    variant = (i // 5 + i // 10) % 2
    if structure == 0:  # an OM draft's figure counsel changed
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"OM draft v2 had {wrong} for {noun}. Counsel's final (v5, the one LPs signed "
                f"against) went out with {right}."
            )
        else:
            text = (
                f"Risk limits, redline against v3: {noun} {_no_more(s)} ~~{wrong}~~ {right} "
                "(change accepted by the board, 2024-01-19)."
            )
    elif structure == 1:  # a PM's request the CRO refused
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"PM asked in #risk to take {noun} to {wrong} for the ETF-flows trade. CRO: no. "
                f"The {_limit(s)} stays {right}."
            )
        else:
            text = (
                f"[TG] 02:14 UTC, Dmitri: can we go to {wrong} on {noun} over the weekend?\n"
                f"CRO: denied. {right} is the limit, same as always."
            )
    elif structure == 2:  # the level in the daily risk report
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Daily risk report, 2024-03-04: {noun} at {wrong} against a {_limit(s)} of "
                f"{right}. Green across the board."
            )
        else:
            text = (
                "| Metric | 2024-03-04 | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the OM's key terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "OM key terms (one-pager for allocators)\n  " + "\n  ".join(lines)
    else:  # a peer's figure, or the fund's own superseded OM
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For reference, Helix Digital (a peer, per their DDQ) run {noun} at {wrong}. "
                f"Ours is tighter: {right}."
            )
        else:
            text = (
                f"Our OM sets {noun} at {right}. (The pre-FTX OM from 2022 allowed {wrong}; "
                "that document is superseded.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zs", _plan),
)


# --- mandate clauses as the OM, side letters, custody policies, IC resolutions and agreements ----


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    bound = "fall below" if s.floor else "exceed"
    if shape == 0:  # the OM's investment restrictions in the mandate's fields
        restrictions: dict[str, JsonValue] = {
            "a": "The Fund invests only in digital assets traded on approved venues.",
            "b": "No investment in initial coin offerings or token pre-sales.",
            "d": f"{_cap(noun)} shall not {bound} {written} at any time.",
        }
        return (
            {"offering_memorandum": {"investment_restrictions": restrictions}},
            None,
            "offering_memorandum.investment_restrictions.d",
        )
    if shape == 1:
        letter = (
            "SIDE LETTER between the Anchor Investor and the Fund\n"
            "1. Most-favoured-nation treatment on fees.\n"
            f"2. The Manager shall ensure that {noun} does not {bound} {written}.\n"
            "3. Monthly position-level transparency reports within ten business days."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        policy = (
            "COUNTERPARTY & CUSTODY RISK POLICY (revised after the FTX collapse)\n"
            "- Cold storage with a qualified custodian, multisig three-of-five.\n"
            f"- {_cap(noun)}: {_op(s)} {written}.\n"
            "- Exchange due diligence refreshed every quarter."
        )
        return None, policy, MANDATE_ID
    if shape == 3:  # the IC's resolutions in the mandate's fields
        resolutions: list[JsonValue] = [
            "Approve Anchorage-style qualified custody for all cold holdings.",
            "Add SOL perps on two venues to the approved instrument list.",
            f"{_cap(noun)} {_capped(s)} {written}.",
        ]
        return (
            {"ic": {"meeting": "2024-02-06", "resolutions": resolutions}},
            None,
            "ic.resolutions[2]",
        )
    agreement = (
        "Sub-advisory agreement (signed 2023-11-30), Schedule B, Investment Guidelines:\n"
        "(i) Spot, perpetual and dated futures on approved venues only.\n"
        f"(ii) {_cap(noun)} {_op(s)} {written}.\n"
        "(iii) No lending of client tokens to CeFi yield platforms."
    )
    return None, agreement, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Pls rebalance the liquid book, all OM and risk-framework limits apply.",
    "Re-run the token weights inside the limits we've agreed with LPs.",
    "Ahead of the month-end letter, re-optimise the book within every restriction.",
    "Deploy the new subscription (about $18m) alongside the existing book, keeping to all limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zs", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Risk framework v3, section 5 (delegated authority): the PM may run {noun} anywhere between "
    "{lo} and {hi} without IC sign-off.",
    "CRO in #risk: you have discretion on {noun}. {lo} to {hi} is your box, just don't leave it.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} to {hi} | PM "
    "(discretionary within the band) |",
    "IC note: {noun} is the PM's call anywhere within {lo}–{hi}; report the level in the "
    "monthly letter.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is set at {point}. The {lo}–{hi} range in the OM is only the disclosure range "
        "for LPs, not a band the PM can move in.",
        "{Noun} may be set anywhere in the {lo}–{hi} range in the OM; the PM picks the level.",
    ),
    (
        "[TG] PM: can I run {noun} anywhere {lo}–{hi}?\nCRO: no. {point}, fixed, until the next "
        "IC.",
        "[TG] PM: can I run {noun} anywhere {lo}–{hi}?\nCRO: yes, your call inside that range.",
    ),
    (
        "Memo to trading: the IC has NOT given you discretion over {noun}. It stays at {point}; "
        "a {lo}–{hi} band was discussed and rejected.",
        "Memo to trading: the IC has given you discretion over {noun}. Anywhere in {lo}–{hi} "
        "is fine.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the risk framework's fields, as a mandate message, or in the
    sub-advisory agreement's schedule."""
    if shape == 0:
        return {"risk_framework": {"delegation": text}}, None
    if shape == 1:
        return None, f"Delegation of authority (approved by the IC)\n\n{text}"
    return {"sub_advisory": {"schedule_b": [text, "Reporting: monthly NAV and exposures."]}}, None


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds as parts {lo, hi, mid}, all in one of the subject's forms, drawn; the
    lower bound without "of NAV" or "NAV" ("12.5%–25% of NAV", "1 times to 2 times NAV"), as a
    band is written."""
    parts = _written_alike(rng, s, bounds)
    lo = parts["lo"].removesuffix(" of NAV").removesuffix(" NAV")
    return {**parts, "lo": lo}


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zs", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the OM, IC notes, the investor letter, a PM on
#: Telegram and a DDQ answer put them; the first of each is one line, so that it can be struck
#: through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Fund objective (OM, Part 2): the best risk-adjusted return on the liquid book, measured "
        "by the Sharpe ratio.",
        "IC notes:\nrun the token book for max Sharpe, i.e. the most return per unit of vol.",
        "Investor letter: our aim for the liquid sleeve is the highest return per unit of risk "
        "(Sharpe), not the highest return.",
        "[TG] PM: optimise for sharpe pls, not raw return and not min vol",
        "DDQ 3.1. A: The liquid strategy targets the maximum Sharpe ratio achievable within its "
        "limits.",
    ),
    "variance": (
        "Fund objective (OM, Part 2): the lowest-volatility token book we can build, minimum "
        "variance.",
        "IC notes:\nafter the LUNA and FTX year LPs want min vol. minimise portfolio variance, "
        "no return forecasts.",
        "Investor letter: for this sleeve we target the smallest possible variance and take no "
        "view on expected returns.",
        "[TG] PM: just minimise variance on this one, ignore the alpha signals",
        "DDQ 3.1. A: The treasury sleeve is built to minimise variance; return forecasts are not "
        "an input.",
    ),
    "tracking": (
        "Fund objective (OM, Part 2): track the Meridian Digital 10 index as closely as possible.",
        "IC notes:\nkeep the book as close to the Meridian Digital 10 as we can, smallest "
        "tracking error.",
        "Investor letter: the index sleeve is meant to mirror the Meridian Digital 10, with "
        "minimal tracking error.",
        "[TG] PM: just hug the Meridian 10 on this sleeve. minimise TE vs the index",
        "DDQ 3.1. A: The passive sleeve minimises tracking error to the Meridian Digital 10.",
    ),
    "return": (
        "Fund objective (OM, Part 2): the highest expected return on the liquid book, with no "
        "penalty for risk.",
        "IC notes:\nsend it. maximise expected return on the book, risk doesn't enter the "
        "objective.",
        "Investor letter: in the opportunities sleeve we simply maximise expected return; we do "
        "not adjust for risk.",
        "[TG] PM: max expected return pls, no risk adjustment on this one",
        "DDQ 3.1. A: The opportunities sleeve maximises expected return alone.",
    ),
}
_DRAFTS: Final = (
    'v1 of this note said: "{old}" That was scrapped after the IC call. Current wording:\n\n{new}',
    "~~{old}~~ (struck, IC 2024-02-06)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "ignore my msg above re the objective, the IC overruled it. it's:\n\n{new}",
    "Correction (this replaces the objective I sent earlier today):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Fund II liquid sleeve (BTC/ETH/SOL plus top-20 alts, about $140m):\n\n{ask}",
    "{ask}\n\npls set up the weights accordingly. ty, ops",
    "Context: AUM $212m, 38% in BTC, ETH perp funding ~9bps/8h.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the tokens in the fund's liquid universe",
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
    """Every fourth case from the second has an earlier version in the same text, quoted or
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
        tag="zs",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "BTC/USD dailies from 2011-01-01 to 2019-06-30",
        "BTC/USD dailies from 2011-01-01 to 2014-12-31",
    ),
    (
        "block timestamps 1293840000 to 1546300800 (2011 to the start of 2019)",
        "block timestamps 1293840000 to 1419984000 (2011 to the last day of 2014)",
    ),
    (
        "everything on the Bitstamp and Kraken tapes through 2017",
        "everything on the Bitstamp and Kraken tapes through 2014",
    ),
    (
        "the on-chain flow data from 2012-01 to 2020-12",
        "the on-chain flow data from 2012-01 to 2014-12",
    ),
    ("the 2013–2018 exchange order books", "the 2012–2014 exchange order books"),
    ("the full 2011–2020 price history", "the 2011–2014 price history"),
)
_ACTIONS: Final = (
    "the momentum lookback was picked",
    "the vol-target scaler was fitted",
    "the on-chain NVT threshold was set",
    "the exchange-inflow z-score cutoff was chosen",
    "the rebalance drift band was calibrated",
)
_LEAK_FRAMES: Final = (
    "Research log: {action} on {period}.",
    "From the IC memo: {action} using {period}; that setting then runs unchanged in all three "
    "walk-forward folds.",
    "fyi {action} once, on {period}, before we kicked off the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each day's weights take as an input the token's close at 00:00 UTC on the following day.",
        "Each day's weights take as an input the token's close at 00:00 UTC on the day before.",
    ),
    (
        "Universe: the tokens in today's top 20 by market cap, applied to every date back to 2011.",
        "Universe: each date's own top 20 by market cap, as it stood on that date.",
    ),
    (
        "The drift band is whichever of five did best over the full 2011–2020 sample, then used "
        "in every fold.",
        "The drift band is chosen from five using each fold's training window only.",
    ),
    (
        "The results we show LPs cover the same 2011–2020 years the lookback was picked on; "
        "nothing was held out.",
        "The results we show LPs cover only each fold's test years; the lookback is picked on "
        "that fold's training window.",
    ),
)
_LEAK_ASKS: Final = (
    "IC wants a three-fold walk-forward of the momentum sleeve before it goes in the DDQ.",
    "can someone run the walk-forward (3 folds) on the token-rotation model for the LP deck",
    "Ops ticket: three-fold walk-forward backtest of the liquid book's rules, for the "
    "allocator's ODD.",
)
_WHERE: Final = ("evidence", "interpretation", "reasoning", "purpose")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zs", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Tessaro Digital"
_ENTITY: Final = "ent_tessaro_digital"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs Q3 (2022-09-30 → 2022-12-31)", (10, 11)),
    ("over the four quarters to 2022-12-31", (7, 11)),
    ("across the eight quarters from 2020-12-31 to 2022-12-31", (3, 11)),
    ("from Q1 2020 through Q4 2022", (0, 11)),
    ("between 2020-06-30 and 2022-06-30", (1, 9)),
    ("from end-2020 to mid-2021 (2020-12-31 → 2021-06-30)", (3, 5)),
    ("from 2021-03-31 to 2021-12-31", (4, 7)),
    ("since the company's 2016 listing", None),
    ("since the July 2016 halving (block 420,000)", None),
    ("across the whole 2017–2022 cycle", None),
)


#: "~38%", "over 35%", "a bit under 40%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="a bit under {}%", about="~{}%")


_by_points = partial(_change_by, "by {:.1f}pp", 0.2)


_by_times = partial(_change_by, "by {:.1f}x", 0.1)


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
        (62.0, 71.0, 88.0, 140.0, 410.0, 380.0, 290.0, 455.0, 330.0, 240.0, 190.0, 150.0),
        ("Revenue", "Tessaro Digital's revenue", "Transaction and custody revenue"),
        (
            ("{s} was up {m}", rose),
            ("{s} was down {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} held up", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "assets_under_custody_usd_bn",
        (4.1, 5.0, 6.8, 12.5, 21.0, 18.4, 22.7, 30.1, 19.6, 13.2, 12.8, 9.4),
        ("AUC", "Tessaro Digital's AUC", "The custody book (AUC)"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} did not shrink", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "adjusted_ebitda_margin_pct",
        (8.0, 11.5, 15.2, 28.4, 46.1, 41.3, 35.0, 44.2, 22.5, 9.8, 4.1, -3.5),
        (
            "Adj. EBITDA margin",
            "Tessaro Digital's adjusted EBITDA margin",
            "The adjusted EBITDA margin",
        ),
        (
            ("{s} expanded {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} did not compress", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.8, 2.4, 1.9, 1.1, 0.4, 0.5, 0.7, 0.5, 1.2, 2.6, 4.1, 5.3),
        ("Net debt to EBITDA", "Net debt/EBITDA", "Tessaro Digital's net debt/EBITDA"),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} did not come down", held_up),
            ("{s} did not go up", held_down),
        ),
        _by_times,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the year-ago quarter in every quarter of 2022",
    down_all="{s} was below the year-ago quarter in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "[TG] #equities-sleeve, TSRO: {claim} [1]. not adding here.",
    "Monthly investor letter (January 2023), listed-equity sleeve: {claim} [1].",
    "| Ticker | IC comment |\n|---|---|\n| TSRO | {Claim} [1] |",
    "DDQ 11.2. Q: Why hold listed equities in a digital-asset fund? A: For exposure to the "
    "custody rails. On TSRO, our largest line, {claim} [1].",
    "Research note, 2023-01-31 (ts 1675123200): {Claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022 vs Q3") and "quarter" in c,
        seed=SEED,
        tag="zs",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZS: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
