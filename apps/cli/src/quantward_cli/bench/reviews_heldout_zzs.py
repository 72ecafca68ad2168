"""Held-out batch ZZS: every flaw kind again, in the voice of an insurance-linked securities (ILS)
fund: a master fund investing in 144A catastrophe bonds, collateralised reinsurance written
through a Bermuda segregated-account company (SAC) and quota-share sidecars. Its documents are
the offering memorandum (OM) with its Appendix 3 investment restrictions and supplements, an
anchor investor's side letter, the Risk Committee's (RiskCo's) minutes, peril-zone limits and
risk appetite statement, the SAC directors' written resolutions, the reinsurance underwriting
desk's chat, renewal e-mails around the 1/1, 4/1 and 6/1 renewals, a limits configuration file,
the cat modelling team's notes and the monthly investor letter.

Batch ZZS is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and the
claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Return periods ("1-in-100", "1-in-250"), NAV and deal sizes in USD, layer limits
and attachments, rates on line, spreads, a deal's EL in a request, fund returns, position
counts, the share of the book in 144A bonds, model versions, UMRs, renewal dates (1/1, 4/1,
6/1), meeting dates, paragraph numbers and event names are decoy numbers: no truth depends on
them. Its parts are new:

* limits as an ILS manager states them: legal's reply after checking the OM's Appendix 3,
  RiskCo minutes with an attendance line, the desk chat with the CRO's confirmation, a limits
  configuration file (a bare number in the constraint's unit), the cat modelling team's note,
  a "Limit / Actual 30 Sep / Status" table whose actual is a decoy, the anchor investor's side
  letter, a written resolution of the SAC's directors and a quoted e-mail reply, each form in
  turn; number forms "40%", "40.00%" and (never in a band) "40 per cent" for shares of NAV and
  attachment probability, "300bp", "300 bps" and "3.00%" for expected loss (a value in bps), "2.5x",
  "2.50x" and "2.5 times" for the spread-to-EL multiple; subjects: US wind as a share of NAV,
  the 1-in-250 aggregate PML as a share of NAV, the portfolio's weighted-average expected loss
  (bps), a single cedant's share, the share in private (non-144A) deals, the highest attachment
  probability of any position, and the spread-to-EL multiple, which is a floor;
* requests deferring the limit to square brackets in the draft OM supplement, a RiskCo that has
  not set it, an anchor investor's side letter still with its lawyers, the modelling team's
  re-run on a new vendor event set, or the SAC's board;
* provenance misquoting its source: a RiskCo paper's draft figure the committee cut (in prose,
  or as an OM supplement blackline), the desk's request for more the CRO declined (in a memo
  line or in the chat), the book's utilisation in the monthly risk report (prose, or a "Limit /
  Utilisation 31 Oct / Limit level" table), another figure in the OM's key terms (a Japan quake
  limit, the 1-in-100 PML limit, a minimum spread, the single-bond limit, the liquidity floor,
  the target return over T-bills or the leverage limit) and a predecessor fund's or peers'
  figure quoted for comparison;
* mandates as the OM's Appendix 3 in the mandate's fields (`offering_memorandum.appendix_3.f`),
  the anchor investor's side letter, the Board's risk appetite statement, the risk limits
  register in the mandate's fields (`risk_limits.limits[2]`) and a written resolution of the
  SAC's directors;
* latitude granted as a RiskCo delegation to the PM, a target band in the OM, a "Parameter /
  Band / Who decides" table and the CIO in the chat; refused as an OM figure whose band is only
  an early-warning trigger, RiskCo minutes declining the PM's request and a note "for the
  avoidance of doubt"; each twin the same text granting it;
* objectives as the OM's investment objective, a RiskCo memo, the monthly investor letter, an
  investment consultant's e-mail and the SAC's board minutes, with an earlier draft quoted or
  struck out in the same text and a later message (the CIO's, or a RiskCo correction) replacing
  an earlier one; the benchmark is the Swiss Re Global Cat Bond Index;
* leakage as the modelling team writes it: the wind-season discount on secondary prices, a
  post-event mark-down curve, the spread-to-EL screen, a loading on vendor-model Florida wind
  and a trapped-collateral haircut set on periods reaching into the test years, and whole
  sentences (broker marks published the next month, cedants' final loss estimates booked at the
  event, a Florida wind cap picked on the whole record, results shown on the years the
  mark-down curve was fitted on); each clean twin in the same form, ending before the first
  test date (2 January 2015);
* trend claims on Sargasso Re Ltd (a listed Bermuda property-cat reinsurer the desk and the
  modelling team watch as a read on pricing) — property-cat gross written premium (seasonal,
  heavy at 1/1 and 6/1), combined ratio (in points, where lower is better: "improved" means it
  fell), net catastrophe losses and the BSCR solvency ratio over twelve quarters (2020 Q1–2022
  Q4, through Laura, Uri, Ida and Ian), as a modelling note, the investor letter, a "Reinsurer /
  Observation" table, the desk chat and the RiskCo pack; magnitudes as "by about 14%", "by more
  than 50%", "by just under 15%", "by 4.3 points"; horizons covered by the series ("between Q3
  2021 (Ida) and Q3 2022 (Ian)") against uncovered ones ("since Katrina in 2005"). Whether a
  claim holds is computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270140
KINDS: Final = ALL_KINDS
TAG: Final = "zzs"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzs3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzs5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzss"


# --- numbers as an ILS manager, its risk committee and its desk write them ---------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV or a probability: "40%", "40.00%" (a risk report's two decimals), and "40
    per cent" (the OM's), which is said as words are, only where a sentence reads well with it
    (never in a band, "20 per cent–40 per cent")."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "w_per_cent": f"{_g(pct)} per cent"}


def _bp_forms(value: float) -> dict[str, str]:
    """An expected loss in basis points: "300bp", "300 bps", and as the desk quotes a deal's EL,
    "3.00%"."""
    return {"bp": f"{_g(value)}bp", "bps": f"{_g(value)} bps", "pct": f"{value / 100:.2f}%"}


def _multiple_forms(value: float) -> dict[str, str]:
    """A spread-to-EL multiple: "2.5x", "2.50x", "2.5 times"."""
    return {"x": f"{_g(value)}x", "x2": f"{value:.2f}x", "times": f"{_g(value)} times"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key in the limits
    configuration, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_US_WIND: Final = _Subject(
    ("max_us_wind_share_of_nav", "usNamedStormCap"),
    (
        "US wind exposure as a share of NAV",
        "aggregate limit exposed to US named storm",
        "the US hurricane peril-zone aggregate",
    ),
    "us_wind_aggregate_max_nav",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
)
_PML: Final = _Subject(
    ("max_pml_250_share_of_nav", "aepPml250Cap"),
    (
        "the 1-in-250 aggregate PML as a share of NAV",
        "the fund's 1-in-250 AEP loss",
        "the 250-year aggregate PML",
    ),
    "pml_aep_250_max_nav",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_EL: Final = _Subject(
    ("max_weighted_el_bps", "portfolioExpectedLossCap"),
    (
        "the portfolio's weighted-average expected loss",
        "portfolio EL (modelled, annual)",
        "expected loss across the book",
    ),
    "el_weighted_avg_max_bps",
    "bps",
    (200.0, 300.0, 400.0),
    _bp_forms,
)
_CEDANT: Final = _Subject(
    ("max_single_cedant_share", "singleCedantCap"),
    (
        "exposure to any single cedant",
        "the largest single-cedant share of NAV",
        "any one ceding company's share of the fund",
    ),
    "single_cedant_max_nav",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
)
_PRIVATE: Final = _Subject(
    ("max_private_deal_share", "non144aShareCap"),
    (
        "private (non-144A) transactions",
        "the share of NAV in private, non-144A deals",
        "collateralised re and other private placements",
    ),
    "private_non_144a_max_nav",
    "fraction",
    (0.3, 0.4, 0.5),
    _share_forms,
)
_ATTACH: Final = _Subject(
    ("max_attachment_probability", "attachProbCap"),
    (
        "the attachment probability of any single position",
        "any layer's modelled attachment probability",
        "attachment probability per position",
    ),
    "attachment_prob_max",
    "fraction",
    (0.03, 0.05, 0.08),
    _share_forms,
)
_MULTIPLE: Final = _Subject(
    ("min_spread_to_el_multiple", "priceMultipleFloor"),
    (
        "the portfolio's spread-to-EL multiple",
        "the weighted-average multiple (spread over EL)",
        "the book's price multiple",
    ),
    "spread_to_el_multiple_min",
    "multiple",
    (2.0, 2.5, 3.0),
    _multiple_forms,
    floor=True,
)
_SUBJECTS: Final = (_US_WIND, _PML, _EL, _CEDANT, _PRIVATE, _ATTACH, _MULTIPLE)

_RATIONALES: Final = (
    "typical for a diversified cat bond and collateralised re fund",
    "in line with what peers disclose in their DDQs",
    "what the investment consultant says allocators expect",
    "a conservative placeholder until RiskCo signs off",
    "the level Fund I ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the fund's cat bonds, collateralised reinsurance and sidecar positions "
    "under its investment restrictions and peril-zone limits",
    "the best risk-adjusted return within the fund's investment restrictions and RiskCo limits",
    "solve the target position weights",
    "the solved weights and their modelled risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the fund's documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _passing(s: _Subject) -> str:
    """How an OM or a side letter says the limit is broken."""
    return "fall below" if s.floor else "exceed"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the target allocation for the 1/1 renewal (NAV USD 1.84bn, 62 positions)",
    "size our line on Palmetto Re 2025-1 Class A (USD 300m, EL 2.1%, spread 7.75%)",
    "work out the weights for the 6/1 Florida renewals, FOT due Friday",
    "rebalance after the Gulfstar sidecar (2022 YOA quota share) releases its trapped collateral",
    "put together the 4/1 Japan quake and typhoon book",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still in square brackets in the draft OM supplement",
    "RiskCo hasn't set the 2025 limit on {noun} yet (meets 12 Dec)",
    "{noun}: tbc, the anchor investor's side letter is still with their lawyers",
    "the limit on {noun} waits on modelling's re-run on the new vendor event set, not back yet",
    "the SAC board will fix the limit on {noun} at its next meeting",
)
_REQUEST_FRAMES: Final = (
    "Renewal tracker, 1/1/2025\nAction: {task}.\nOpen: {deferral}.",
    "[08:12] Tom H (desk): morning all, can someone {task}?\n[08:14] Tom H (desk): nb {deferral}",
    "From: Portfolio Management\nTo: Cat Modelling; Risk\nSubject: allocation\n\nCould you "
    "{task}? {Deferral}.\n\nThanks, Marta",
    "Class B returned +4.1% net in Q3 (YTD +11.8%). Next: {task}. Caveat: {deferral}.",
    "Investor relations here, not on the underwriting side. Please {task}; {deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside an actual that is a decoy); {noun}, {v}, {key},
#: {limit}, {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Checked the OM (Appendix 3, Investment Restrictions, para (f)): {noun} must be "
        "{nomore} {v}. Can send the supplements too. Sinéad, Legal",
        "figures",
    ),
    (
        "Risk Committee, 14 November. Present: CRO (chair), CIO, Head of Cat Modelling and both "
        "independent directors.\nItem 4: RESOLVED that {noun} be held at {nomore} {v} from the "
        "1/1 renewal.",
        "figures",
    ),
    (
        "[10:02] Ayesha (CRO): confirmed, {noun} {op} {v}. hard limit, not a guideline\n"
        "[10:03] Tom H (desk): ok thx",
        "figures",
    ),
    (
        "risk_limits.yaml (approved at RiskCo in November)\n  fund: HCO Master Fund\n"
        "  {key}: {v}\n  model_view: vendor long-term, adjusted",
        "bare",
    ),
    (
        "Modelling note MN-24-31: per RiskCo, {noun} stays at {nomore} {v} on our adjusted "
        "long-term view; the WSST sensitivity is reported but not limited.",
        "figures",
    ),
    (
        "| Limit | Actual 30 Sep | Status |\n|---|---|---|\n| {Noun} {op} {v} | {obs} | within |",
        "table",
    ),
    (
        "Side letter, Stichting Pensioenfonds Noordzee (anchor investor), para 5(c): the "
        "Investment Manager shall keep {noun} at {nomore} {v}.",
        "figures",
    ),
    (
        "Written resolution of the directors of Halyard Re SAC Ltd (Segregated Account HC-7): "
        "{Noun}: {limit} {v}, effective 1 January.",
        "figures",
    ),
    (
        "RE: limits for 1/1\n\n> what's the number on {noun}?\n\n{Limit} {v}, same as the OM "
        "supplement. Ayesha",
        "figures",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """An actual comfortably inside the limit: above a floor, below a cap."""
    return round(value + 0.45 if s.floor else value * 0.7, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12), words=True)
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, TAG, ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "eligible_investments": [
        "Property-catastrophe and specialty non-life risk only; no life, health or casualty ILS.",
        "Collateralised reinsurance fully funded in a Regulation 114 trust or SAC account.",
        "No derivatives other than FX forwards for share-class hedging.",
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

#: a figure beside the limit in the OM's key terms: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "us_wind_aggregate_max_nav": ("Japan quake aggregate (% of NAV)", 0.2),
    "pml_aep_250_max_nav": ("1-in-100 aggregate PML limit (% of NAV)", 0.15),
    "el_weighted_avg_max_bps": ("minimum portfolio spread", 650.0),
    "single_cedant_max_nav": ("maximum single-bond position", 0.075),
    "private_non_144a_max_nav": ("minimum liquidity (144A bonds and cash)", 0.35),
    "attachment_prob_max": ("target net return over T-bills", 0.065),
    "spread_to_el_multiple_min": ("gross leverage limit", 1.2),
}


def _away(s: _Subject, value: float, up: float, step: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, `value` plus `step` for a floor."""
    return round(value + step if s.floor else value * up, 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a RiskCo paper's draft figure, cut before sign-off
        wrong_value = _away(s, value, 1.2, -0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"RiskCo paper (draft 2, circulated 4 November) proposed {wrong} for {noun}. "
                f"The committee changed it before sign-off; the approved limit is {right}."
            )
        else:
            text = (
                f"OM Supplement No. 4, Appendix 3(f) (blackline): {noun}: {_no_more(s)} "
                f"~~{wrong}~~ {right} [accepted per anchor investor comments]"
            )
    elif structure == 1:  # the desk's request for more, declined
        wrong_value = _away(s, value, 1.25, -0.25)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Desk asked RiskCo to take {noun} to {wrong} for the 6/1 Florida renewals. "
                f"Declined: the {_limit(s)} stays at {right}."
            )
        else:
            text = (
                f"[11:20] Tom H (desk): any chance of {wrong} on {noun} for 1/1? Gulfstar "
                f"wants a bigger line\n[11:26] Ayesha (CRO): no. {right} is the limit and it "
                "stays there"
            )
    elif structure == 2:  # the book's utilisation in the monthly risk report
        wrong_value = _actual(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"October risk report: {noun} stood at {wrong} at month-end, inside the "
                f"{_limit(s)} of {right}."
            )
        else:
            text = (
                "| Limit | Utilisation 31 Oct | Limit level |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the OM's key terms
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Key terms, HCO Master Fund (OM Appendix 3)\n  " + "\n  ".join(lines)
    else:  # a predecessor fund's or peers' figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, -0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, the Fund I OM allowed {wrong} for {noun}. The current OM is "
                f"tighter: {right}."
            )
        else:
            text = (
                f"Our limit on {noun} is {right}. (Peers at Monte Carlo were talking about "
                f"{wrong}, but RiskCo won't go there.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
)


# --- mandate clauses as the OM, a side letter, the risk appetite, limits and resolutions ---------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=True)
    if shape == 0:  # the OM's Appendix 3 in the mandate's fields
        clause = (
            f"The Fund will not make an investment if, immediately after it, {noun} would "
            f"{_passing(s)} {written}."
        )
        appendix: dict[str, JsonValue] = {
            "a": "The Fund invests only in property-catastrophe and specialty non-life ILS.",
            "f": clause,
        }
        return (
            {"offering_memorandum": {"appendix_3": appendix}},
            None,
            "offering_memorandum.appendix_3.f",
        )
    if shape == 1:
        letter = (
            "SIDE LETTER — Stichting Pensioenfonds Noordzee (anchor investor, USD 250m)\n"
            "1. Transparency: position-level report monthly, within 15 business days.\n"
            f"2. Investment limit: the Investment Manager shall ensure that {noun} does not "
            f"{_passing(s)} {written}.\n"
            "3. Capacity: first refusal on any sidecar capacity above USD 25m."
        )
        return None, letter, MANDATE_ID
    if shape == 2:
        appetite = (
            "RISK APPETITE STATEMENT 2025 (approved by the Board, 28 November)\n"
            "A.1 No exposure to life, health or casualty ILS.\n"
            f"A.2 {_cap(noun)}: {_op(s)} {written}.\n"
            "A.3 Modelled on the vendor long-term view as adjusted by Cat Modelling; WSST shown "
            "as a sensitivity."
        )
        return None, appetite, MANDATE_ID
    if shape == 3:  # the risk limits register in the mandate's fields
        limits: list[JsonValue] = [
            "Japan quake aggregate: at most 20% of NAV.",
            "Any single event's 1-in-100 OEP loss: at most 15% of NAV.",
            f"{_cap(noun)}: {_op(s)} {written}.",
        ]
        return (
            {"risk_limits": {"version": "2025-01", "limits": limits}},
            None,
            "risk_limits.limits[2]",
        )
    resolution = (
        "WRITTEN RESOLUTION OF THE DIRECTORS — HALYARD RE SAC LTD, SEGREGATED ACCOUNT HC-7\n"
        "WHEREAS the Account writes collateralised reinsurance at the 1/1 and 6/1 renewals;\n"
        f"IT IS RESOLVED that {noun} be {_op(s)} {written} for the Account, and that the "
        "Investment Manager report utilisation monthly."
    )
    return None, resolution, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance for 1/1; every investment restriction and peril-zone limit applies.",
    "Re-run the weights for the master fund inside the limits in our fund documents.",
    "Ahead of RiskCo, re-optimise the book within the restrictions.",
    "Add the Palmetto Re 2025-1 line to the book, keeping to all our limits.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the fund's investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "RiskCo delegation to the PM: {noun} may be run anywhere between {lo} and {hi} without "
    "coming back to the committee.",
    "OM, section 4: {noun} has a target band of {lo} to {hi}; where in the band is at the "
    "Investment Manager's discretion.",
    "| Parameter | Band | Who decides |\n|---|---|---|\n| {Noun} | {lo} – {hi} | PM (no RiskCo "
    "approval needed inside the band) |",
    "[14:05] Dan K (CIO): your call on {noun}, anything from {lo} up to {hi} is fine by me",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The OM fixes {noun} at {point}. The {lo}–{hi} band in the risk appetite statement is "
        "only an early-warning trigger for RiskCo; it gives the PM no discretion.",
        "The OM lets {noun} sit anywhere in the {lo}–{hi} band in the risk appetite statement; "
        "the PM chooses the level.",
    ),
    (
        "RiskCo minutes, item 3: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Not agreed: it stays at {point} until the post-6/1 review.",
        "RiskCo minutes, item 3: the PM asked to run {noun} anywhere between {lo} and {hi}. "
        "Agreed: the PM may choose within that band.",
    ),
    (
        "For the avoidance of doubt, {noun} is not a PM call: it is {point}, not anywhere in "
        "{lo}–{hi}.",
        "For the avoidance of doubt, {noun} is a PM call: anywhere in {lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the OM's fields, as a mandate message, or in RiskCo's terms of
    reference."""
    if shape == 0:
        return {"offering_memorandum": {"appendix_3_notes": text}}, None
    if shape == 1:
        return None, f"Delegated authority matrix (approved by the Board)\n\n{text}"
    return {
        "risk_committee_terms_of_reference": {
            "schedule_1": [text, "RiskCo meets monthly, and within 72 hours of a major event."]
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:6],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the OM, a RiskCo memo, the monthly investor letter, an
#: investment consultant's e-mail and the SAC's board minutes put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (OM, section 2): the best return per unit of risk across cat "
        "bonds and collateralised reinsurance (the Sharpe ratio).",
        "RiskCo memo, allocation approach:\nweights are set for the highest Sharpe ratio, the "
        "most return for each unit of volatility in the marked P&L.",
        "Monthly investor letter: we run the book to earn as much as we can for the risk we "
        "take, and we judge that by the Sharpe ratio.",
        "Consultant's e-mail: as we read the OM, you're after the best risk-adjusted return, "
        "so please maximise the Sharpe ratio.",
        "SAC board minutes, item 6: the directors noted that allocations maximise the Sharpe "
        "ratio.",
    ),
    "variance": (
        "Investment objective (OM, section 2): the least volatile cat bond portfolio we can "
        "build, for the low-volatility class.",
        "RiskCo memo, allocation approach:\nweights are set for minimum variance of monthly "
        "returns, with no view on spreads or expected loss.",
        "Monthly investor letter: for the low-volatility class we want the smoothest ride on "
        "offer, the lowest variance, whatever the spread forecasts say.",
        "Consultant's e-mail: our pension client wants something that behaves like short-dated "
        "credit; please minimise the portfolio's variance and leave return forecasts out of it.",
        "SAC board minutes, item 6: the directors noted that allocations minimise variance.",
    ),
    "tracking": (
        "Investment objective (OM, section 2): follow the Swiss Re Global Cat Bond Index as "
        "closely as possible.",
        "RiskCo memo, allocation approach:\nthe UCITS sleeve is kept as close to the Swiss Re "
        "Global Cat Bond Index as we can, with the smallest tracking error.",
        "Monthly investor letter: the UCITS fund mirrors the Swiss Re Global Cat Bond Index, "
        "with minimal tracking error.",
        "Consultant's e-mail: can the UCITS sleeve simply shadow the Swiss Re cat bond index? "
        "Minimise tracking error against it, please.",
        "SAC board minutes, item 6: the directors noted that the UCITS sleeve minimises "
        "tracking error to the Swiss Re Global Cat Bond Index.",
    ),
    "return": (
        "Investment objective (OM, section 2): the highest expected return from mezzanine and "
        "remote layers, with no penalty for volatility.",
        "RiskCo memo, allocation approach:\nweights are set for the highest expected return "
        "(spread less EL); risk does not enter the objective.",
        "Monthly investor letter: for the opportunistic class we weight the book to maximise "
        "expected return, with no allowance for volatility.",
        "Consultant's e-mail: the client is in the opportunistic class for return, so just go "
        "for the highest expected return, no risk adjustment.",
        "SAC board minutes, item 6: the directors noted that the opportunistic class is "
        "weighted to maximise expected return alone.",
    ),
}
_DRAFTS: Final = (
    'Earlier draft, superseded after investor feedback: "{old}"\n\nCurrent wording, as signed '
    "off:\n\n{new}",
    "~~{old}~~ (struck at RiskCo, 14 November)\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "From the CIO: ignore my earlier note on the objective. The Board's decision is:\n\n{new}",
    "Correction agreed at RiskCo on 14 November (replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the 1/1 allocation:\n\n{ask}",
    "{ask}\n\nPlease set the weights on that basis. Thanks, PM",
    "HCO Master Fund at a glance: NAV USD 1.84bn, 62 positions, 71% in 144A bonds, EL 2.3%, "
    "spread 8.9%.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the fund's cat bond and collateralised reinsurance positions",
    purpose="solve for the position weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="position weights",
    section_title="Position weights",
    description="the position weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier draft in the same text, quoted or
    struck out; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "broker secondary marks on the cat bond universe from 2009 to 2019",
        "broker secondary marks on the cat bond universe from 2009 to 2014",
    ),
    (
        "Swiss Re cat bond index returns up to Hurricane Ian (September 2022)",
        "Swiss Re cat bond index returns up to December 2014",
    ),
    (
        "the 2002–2017 primary issuance record (Artemis deal directory export)",
        "the 2002–2014 primary issuance record (Artemis deal directory export)",
    ),
    (
        "PCS industry loss estimates for 1990–2018",
        "PCS industry loss estimates for 1990–2014",
    ),
    (
        "the fund's monthly returns from Jan 2010 to Jun 2016",
        "the fund's monthly returns from Jan 2010 to Dec 2014",
    ),
    (
        "the rate-on-line history at every 1/1 from 2008 to 2020",
        "the rate-on-line history at every 1/1 from 2008 to 2014",
    ),
)
_ACTIONS: Final = (
    "the wind-season discount on secondary prices was estimated",
    "the post-event mark-down curve was fitted",
    "the spread-to-EL screen's cut-off was chosen",
    "the loading on the vendor model's Florida wind was calibrated",
    "the trapped-collateral haircut was set",
)
_LEAK_FRAMES: Final = (
    "Modelling note, assumptions: {action} on {period}.",
    "From the allocation model's methodology document (v3.2): {action} using {period}, and "
    "that setting is used unchanged in all three test folds.",
    "For RiskCo's information: {action} once, on {period}, before the walk-forward was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each month-end's weights use the broker secondary marks published in the first week "
        "of the following month.",
        "Each month-end's weights use the broker secondary marks published in the last week of "
        "that month.",
    ),
    (
        "Event losses enter as the cedants' final loss estimates, booked in the month each "
        "event happened.",
        "Event losses enter as the cedants' first loss estimates, booked in the month each "
        "estimate was reported.",
    ),
    (
        "The Florida wind cap is the one of five that gave the best backtest over 2010–2020, "
        "then used in every fold.",
        "The Florida wind cap is chosen from five inside each fold's training years only.",
    ),
    (
        "Results shown to RiskCo cover the same 2010–2020 years the post-event mark-down curve "
        "was fitted on; nothing was held out.",
        "Results shown to RiskCo cover only each fold's test years; the mark-down curve is "
        "fitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "RiskCo wants a walk-forward backtest (three folds) of the allocation model before the 1/1 "
    "renewal.",
    "Please back-test the Florida wind cap walk-forward, three folds, for the investor DDQ.",
    "Portfolio management: run a three-fold walk-forward test of the cat bond sleeve's weighting.",
)
_WHERE: Final = ("reasoning", "purpose", "interpretation", "evidence")


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

_COMPANY: Final = "Sargasso Re"
_ENTITY: Final = "ent_sargasso_re"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 against Q3 2022", (10, 11)),
    ("from Q4 2021 to Q4 2022", (7, 11)),
    ("between Q3 2021 (Ida) and Q3 2022 (Ian)", (6, 10)),
    ("since Q1 2020, before COVID", (0, 11)),
    ("from Q4 2020 to Q4 2022", (3, 11)),
    ("from Q4 2020 to Q2 2021", (3, 5)),
    ("since Katrina in 2005", None),
    ("over the last ten 1/1 renewals", None),
    ("since the post-Andrew start-up in 1993", None),
)


#: "by about 14%", "by more than 50%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by about {}%"
)


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


_by_whole_points = partial(_change_by, "by {:.0f} points", 2.0)


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
        "property_cat_gross_written_premium",
        (412.0, 298.0, 121.0, 64.0, 468.0, 341.0, 139.0, 71.0, 531.0, 402.0, 158.0, 77.0),
        (
            "Property-cat gross written premium",
            "Sargasso Re's property-cat GWP",
            "Property-cat GWP",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not fall", held_up),
            ("{s} did not grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "combined_ratio_pct",
        (84.1, 79.5, 118.6, 92.3, 101.7, 80.2, 131.4, 88.9, 78.6, 82.3, 142.8, 85.1),
        (
            "Combined ratio",
            "Sargasso Re's combined ratio",
            "The reinsurer's combined ratio",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} improved {m}", fell),
            ("{s} worsened {m}", rose),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_catastrophe_losses",
        (38.0, 22.0, 196.0, 61.0, 142.0, 18.0, 254.0, 47.0, 26.0, 35.0, 312.0, 58.0),
        (
            "Net cat losses",
            "Sargasso Re's net catastrophe losses",
            "Cat losses net of retro",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never rose from one quarter to the next", never_rose),
            ("{s} did not rise", held_down),
            ("{s} did not fall", held_up),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "bscr_ratio_pct",
        (238.0, 241.0, 219.0, 226.0, 221.0, 230.0, 214.0, 229.0, 233.0, 240.0, 218.0, 236.0),
        ("BSCR ratio", "Sargasso Re's BSCR ratio", "Solvency (BSCR) ratio"),
        (
            ("{s} strengthened {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_whole_points,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up on the same quarter of 2021 in every quarter of 2022",
    down_all="{s} was down on the same quarter of 2021 in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank by more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Modelling team note, market backdrop: {claim} [1].",
    "Monthly investor letter, market commentary: {claim} [1]; we expect rates on line to hold "
    "at 1/1.",
    "| Reinsurer | Observation |\n|---|---|\n| Sargasso Re Ltd (Bermuda) | {Claim} [1] |",
    "[16:32] Tom H (desk): fyi {claim} [1], so retro should stay tight into 6/1",
    "RiskCo pack, section 2 (market conditions): the CIO noted that {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in Q4 2022") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZS: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
