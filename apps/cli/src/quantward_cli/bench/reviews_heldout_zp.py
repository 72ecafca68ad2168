"""Held-out batch ZP: every flaw kind again, in the voice of index providers and ETF issuers:
index methodology documents and their rulebooks (numbered rules such as "Rule 4.2.1(b)",
eligibility screens, capping rules, buffer zones, rebalance calendars "with effect from the
close of" a date, "as at the Reference Date"), methodology consultations and their outcomes,
notices of methodology change, ETF product teams and capital-markets desks (factsheets,
prospectus investment-restriction extracts, authorised-participant e-mails, launch packs) and
the licensee's or sponsor's clients asking for a custom index or a strategy built to a
methodology.

Batch ZP is built like J, ZJ and ZO — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, trend series and
the claims it makes of them are its own. It was written blind: no rule, reviewer, reviewer test
or benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Constituent counts, AUM, creation-unit sizes, factsheet TERs, licence fees, rulebook
version numbers, consultation-paper numbers, the 4.5 per cent threshold of the aggregate rule,
borrowing limits and review dates are decoy numbers: no truth depends on them. Its parts are new:

* limits as index and ETF people state them: an Index Committee decision "with effect from
  the close of" a date, a numbered rule of the rulebook ("Rule 4.2.1(b) … as at each Reference
  Date"), a methodology configuration extract (a bare number in the constraint's unit), a
  factsheet's portfolio-limits box among a TER and a holdings count, a capital-markets desk's
  reply to an authorised participant quoting the prospectus, a consultation outcome, a "Rule /
  Limit / As at Reference Date / Status" table whose position is a decoy, a notice of
  methodology change and a client's signed-off specification, each form in turn; number forms
  "10%", "10 per cent", "10.00%", "50 bps", "0.50%", "50 basis points"; subjects: a single
  constituent's weight, a country's weight, ex-ante tracking error to the parent index, annual
  one-way turnover and a minimum cash buffer that is a floor;
* requests deferring the limit to a consultation still open, a rule marked "TBC" in a draft
  rulebook, a client who has not said, a sponsor's term sheet "to be agreed" or a product
  committee still to meet;
* provenance misquoting its source: a superseded rulebook version (in prose, or struck through
  as amended), a consultation proposal the provider did not adopt (its notice, or our own
  consultation response), the position as at the Reference Date (in prose or a "Measure / As
  at Reference Date / Rule" table), another figure in the same methodology summary (the
  aggregate cap on large constituents, a sector cap, the TER, the free-float screen or the
  securities-lending limit) and another index's figure quoted for comparison (a competitor's,
  or the parent index's not carried over);
* mandates as the rulebook's numbered rules in the mandate's fields
  (`methodology.rule_4.4.2.1`), a prospectus's investment-restrictions appendix, a licence
  term sheet's client specification, a consultation outcome's adopted changes in the mandate's
  fields (`consultation_outcome.adopted_changes[2]`) and an ETF sub-advisory agreement's
  portfolio guidelines;
* latitude granted as Index Committee discretion, a client's specification, a "Parameter /
  Permitted range / Set by" table and a sponsor's e-mail; refused as a fixed figure whose range
  in an annex only triggers an ad-hoc review, a consultation that asked for a range and was
  declined, and a product team told the sponsor has not given discretion; each twin the same
  text granting it;
* objectives as a client specification, a custom-index brief, a product-committee paper, a
  client's e-mail and an Index Committee decision, with an earlier version of the brief quoted,
  struck or superseded by a consultation in the same text and a later notice of change
  replacing an earlier message;
* leakage as methodology back-test notes, launch packs and committee papers write it: a buffer
  zone, a quality-score weighting, a liquidity screen's threshold, a capping level and a
  covariance model set on periods reaching into the test years, and whole sentences (ranking on
  the return a constituent goes on to make, free-float data as later revised, a buffer width
  picked on the whole back-test, today's constituents back-filled, results shown on the years
  the weighting was calibrated on); each clean twin in the same form, ending before the first
  test date (2 January 2015);
* trend claims on Harrowgate Semiconductor (the index's largest constituent) — revenue, gross
  margin (in "pp"), free cash flow and interest cover (as "2.1x") over twelve quarters (2020
  Q1–2022 Q4), as a review pack's constituent commentary, a capital-markets desk's note to an
  AP, a "Constituent / Review comment" table, a client's e-mail and Index Committee minutes;
  magnitudes as "by about 12%", "by more than 45%", "by just under 15%", "by 1.2pp", "by
  0.6x"; horizons covered by the series against uncovered ones ("since it entered the index in
  2009"). Whether a claim holds is computed from the series: true, false, or too close to call
  (never used).

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

SEED: Final = 20270111
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzp3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzp5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzpp"


# --- numbers as rulebooks, factsheets and capital-markets desks write them -----------------------


def _share_forms(value: float) -> dict[str, str]:
    """A weight: "10%", "10 per cent", "10.00%" (as a rulebook's capping table prints it)."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "per_cent": f"{_g(pct)} per cent", "pct2": f"{pct:.2f}%"}


def _bps_forms(value: float) -> dict[str, str]:
    """A tracking-error limit: "50 bps", "0.50%", "50 basis points"."""
    return {
        "bps": f"{_g(value)} bps",
        "pct2": f"{value / 100:.2f}%",
        "long": f"{_g(value)} basis points",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how a rulebook or a desk names it, its key in the
    methodology's configuration, the values it takes, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_CONSTITUENT: Final = _Subject(
    ("max_constituent_weight", "issuerCap"),
    ("the weight of any single constituent", "any one constituent", "a single issuer's weight"),
    "constituent_cap",
    "fraction",
    (0.08, 0.1, 0.15),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight", "countryCap"),
    (
        "any single country's weight",
        "the weight of one country of domicile",
        "country concentration in the index",
    ),
    "country_cap",
    "fraction",
    (0.2, 0.25, 0.35),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "exAnteTeBps"),
    (
        "ex-ante tracking error to the Parent Index",
        "annualised tracking error versus the underlying index",
        "tracking error against the parent benchmark",
    ),
    "ex_ante_te_bps",
    "bps",
    (30.0, 50.0, 75.0),
    _bps_forms,
)
_TURNOVER: Final = _Subject(
    ("max_annual_turnover", "turnoverCap"),
    (
        "annual one-way turnover of the index",
        "index turnover over any twelve months",
        "one-way turnover across a year's reviews",
    ),
    "annual_turnover_cap",
    "fraction",
    (0.2, 0.3, 0.5),
    _share_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashBufferMin"),
    ("the fund's cash buffer", "cash held for dealing", "the ETF's cash holding"),
    "cash_buffer_min",
    "fraction",
    (0.005, 0.01, 0.02),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_CONSTITUENT, _COUNTRY, _TE, _TURNOVER, _CASH)

_RATIONALES: Final = (
    "the house default in our capped index series",
    "what comparable ESG index rulebooks use",
    "a conservative placeholder pending the Index Committee",
    "the parent index methodology's usual figure",
    "market practice for UCITS-eligible indices",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the custom index basket built to the sponsor's methodology",
    "the best risk-adjusted return within the index methodology's rules",
    "solve the basket weights",
    "the solved basket weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the methodology states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zp", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "build the back-tested weights for the ESG-screened version of the parent index",
    "rebalance the model basket for the June semi-annual review",
    "draft the constituent weights for the new UCITS ETF's index",
    "produce the pro-forma weights the client asked for ahead of the launch",
    "rework the strategy basket so it can be licensed as a rules-based index",
)
_DEFERRALS: Final = (
    "the rule on {noun} is out for consultation until 28 February and no outcome has been "
    "published",
    "Rule 4.2.3 ({noun}) is marked 'TBC – subject to Index Committee approval' in draft v0.3 of "
    "the rulebook",
    "the client has not yet told us what they want for {noun}",
    "{noun}: the sponsor's term sheet says 'to be agreed'",
    "the product committee meets on 12 March to settle {noun}",
)
_REQUEST_FRAMES: Final = (
    "Custom index request (ref. CI-2291)\nScope: {task}.\nOpen point: {deferral}.",
    "Hi team,\n\nCould you {task}? The parent index had 1,412 constituents as at the last "
    "Reference Date. {Deferral}.\n\nThanks,\nPriya (ETF Product)",
    "Index Committee action log, item 9: {task}. Note: {deferral}.",
    "From the capital-markets desk: {task}. AUM is USD 2.3bn and a creation unit is 50,000 "
    "shares. {Deferral}.",
    "Client e-mail: we'd like you to {task}. {Deferral}, so please flag anything you need from us.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside a position decoy); {noun}, {v}, {key}, {limit},
#: {op}, {obs}, {nomore}
_STATINGS: Final = (
    (
        "Index Committee decision (published 14 March): with effect from the close of 20 June, "
        "the {limit} for {noun} is {v} at each rebalance.",
        "figures",
    ),
    (
        "Rulebook v2.1, Rule 4.2.1(b): {Noun} shall be {nomore} {v} as at each Reference Date.",
        "figures",
    ),
    (
        "Extract from the methodology configuration (index_config.yaml):\n"
        "    index_family: Quality Select\n    {key}: {v}\n    review_frequency: semi-annual",
        "bare",
    ),
    (
        "Factsheet, 'Portfolio limits' box: {Noun}: {limit} {v}. Number of holdings: 312. "
        "TER: 0.19% p.a.",
        "figures",
    ),
    (
        "Re: basket query. Per the prospectus investment restrictions (Appendix III), {noun} "
        "must be {nomore} {v}. Regards, ETF Capital Markets",
        "figures",
    ),
    (
        "Consultation outcome (CP 2026/04): respondents broadly supported the proposal, and "
        "{noun} will be {nomore} {v} from the June review.",
        "figures",
    ),
    (
        "| Rule | Limit | As at Reference Date | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Compliant |",
        "table",
    ),
    (
        "NOTICE OF METHODOLOGY CHANGE\nEffective: after the close of 19 September\n"
        "Summary: {noun}, {limit} {v} (previously no explicit rule).",
        "figures",
    ),
    (
        "Signed-off specification from the client: '{Noun}: {v} ({limit}).' Please build to that.",
        "figures",
    ),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # a position inside the limit, a decoy in the same form
        seen = round(value * (1.8 if s.floor else 0.6), 6)
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
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zp", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "index_rulebook": [
        "Rule 3.1: eligible securities have a primary listing on a developed-market exchange.",
        "Rule 6.1: reviews are semi-annual, effective after the close of the third Friday of "
        "June and December.",
        "Rule 7: corporate actions follow the provider's Corporate Actions Policy.",
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

#: a figure beside the limit in the same methodology summary: its name and its value, in the
#: subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "constituent_cap": ("aggregate weight of constituents above 4.5 per cent", 0.4),
    "country_cap": ("sector cap (GICS sectors)", 0.45),
    "ex_ante_te_bps": ("total expense ratio (TER)", 20.0),
    "annual_turnover_cap": ("free-float screen for eligibility", 0.15),
    "cash_buffer_min": ("limit on securities out on loan", 0.25),
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
    if structure == 0:  # a superseded version of the rulebook
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Rulebook v1.4 (now superseded) set {noun} at {wrong}. Version 2.0, in force "
                f"with effect from the close of 16 December, sets it at {right}."
            )
        else:
            text = (
                f"Rule 4.2.1(b), as amended: {noun}: {_no_more(s)} ~~{wrong}~~ {right} "
                "(amendment approved by the Index Committee)."
            )
    elif structure == 1:  # a consultation proposal the provider did not adopt
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The consultation proposed moving {noun} to {wrong}. Having considered the 23 "
                f"responses received, the provider will not proceed; the current {_limit(s)} "
                f"of {right} is retained."
            )
        else:
            text = (
                f"Our consultation response opposed the proposed {wrong} for {noun}, and the "
                f"outcome notice confirms the rule stays at {right}."
            )
    elif structure == 2:  # the position as at the Reference Date
        wrong_value = _away(s, value, 0.7, 1.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"As at the Reference Date (30 May), {noun} stood at {wrong}, inside the rule "
                f"({_limit(s)} {right})."
            )
        else:
            text = (
                "| Measure | As at Reference Date | Rule |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another figure in the same methodology summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{_cap(beside)}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "Methodology summary, key parameters\n  - " + "\n  - ".join(lines)
    else:  # another index's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"For comparison, a competitor's Global Select index allows {wrong} for {noun}. "
                f"Our methodology is tighter: {right}."
            )
        else:
            text = (
                f"Our rulebook sets {noun} at {right}. (The Parent Index applies {wrong}, which "
                "we did not carry over to the custom version.)"
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zp", _plan),
)


# --- mandate clauses as rulebooks, prospectuses, term sheets and agreements ----------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the rulebook's numbered rules in the mandate's fields
        clause = f"{_cap(noun)} shall be {_no_more(s)} {written} as at each Reference Date."
        rules: dict[str, JsonValue] = {
            "4.1": "Constituents are weighted by free-float market capitalisation.",
            "4.2.1": clause,
            "4.2.2": "Capping is applied iteratively until every rule is met.",
        }
        return {"methodology": {"rule_4": rules}}, None, "methodology.rule_4.4.2.1"
    if shape == 1:
        restrictions = (
            "PROSPECTUS, APPENDIX III: INVESTMENT RESTRICTIONS (extract)\n"
            "1. The Fund will seek to replicate the Index by holding its constituents.\n"
            f"2. {_cap(noun)} shall {'not fall below' if s.floor else 'not exceed'} {written}.\n"
            "3. Temporary borrowing is limited to 10 per cent of net assets."
        )
        return None, restrictions, MANDATE_ID
    if shape == 2:
        sheet = (
            "INDEX LICENCE TERM SHEET, Schedule 1 (Client Specification)\n"
            "Index name: Meridian Developed Quality Select\n"
            "Calculation: end of day, EUR net total return\n"
            f"Specification 5: {noun}, {_limit(s)} {written} at each quarterly rebalance.\n"
            "Licence fee: 3.5 bps a year on linked AUM."
        )
        return None, sheet, MANDATE_ID
    if shape == 3:  # a consultation outcome's adopted changes in the mandate's fields
        changes: list[JsonValue] = [
            "Reviews move from annual to semi-annual.",
            "The liquidity screen is measured over six months instead of three.",
            f"{_cap(noun)}: {_op(s)} {written}, with effect from the close of 18 September.",
        ]
        return (
            {"consultation_outcome": {"paper": "CP 2026/02", "adopted_changes": changes}},
            None,
            "consultation_outcome.adopted_changes[2]",
        )
    agreement = (
        "ETF Sub-Advisory Agreement, Schedule B (Portfolio Guidelines), executed.\n"
        f"B.1 {_cap(noun)} {_op(s)} {written}.\n"
        "B.2 No derivatives other than index futures for cash equitisation."
    )
    return None, agreement, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please produce the June rebalance weights; every rule in the methodology applies.",
    "Re-run the custom basket inside the client's specification, please.",
    "Optimise the pro-forma index weights for the launch within all the restrictions.",
    "Rebuild the strategy basket to the methodology; nothing in the rulebook may be breached.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the methodology's rule",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zp", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Rule 4.4 (Index Committee discretion): the Index Committee may set {noun} at any level "
    "between {lo} and {hi} at a review, without a consultation.",
    "Client specification: {noun} is at the licensee's discretion, anywhere from {lo} to {hi}; "
    "the client only needs to be told at the quarterly meeting.",
    "| Parameter | Permitted range | Set by |\n|---|---|---|\n| {Noun} | {lo} – {hi} | Product "
    "team (full discretion within the range) |",
    "E-mail from the sponsor: choose {noun} yourselves, anything between {lo} and {hi} works "
    "for us.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The methodology fixes {noun} at {point}. The {lo}–{hi} range in Annex B is only the "
        "band that triggers an ad-hoc review; it is not a parameter anyone may choose.",
        "The methodology lets {noun} sit anywhere in the {lo}–{hi} range in Annex B; the "
        "committee chooses the figure at each review.",
    ),
    (
        "Consultation outcome: respondents asked for {noun} to be flexible between {lo} and "
        "{hi}. The provider declined; it remains {point}.",
        "Consultation outcome: respondents asked for {noun} to be flexible between {lo} and "
        "{hi}. The provider agreed; the committee may choose within that range.",
    ),
    (
        "Note to the product team: the sponsor has NOT given you discretion over {noun}. Keep "
        "it at {point}, not anywhere in {lo}–{hi}.",
        "Note to the product team: the sponsor has given you discretion over {noun}. Anywhere "
        "in {lo}–{hi} is acceptable.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the methodology's fields, as a mandate message, or in the licence."""
    if shape == 0:
        return {"methodology": {"discretion": text}}, None
    if shape == 1:
        return None, f"Index governance pack, section 3 (delegations and discretions)\n\n{text}"
    return {
        "licence_terms": {"schedule_2": [text, "Index values disseminated every 15 seconds."]}
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 3,
    written=_written_alike,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zp", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as a client specification, a custom-index brief, a
#: product-committee paper, a client's e-mail and an Index Committee decision put them; the
#: first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Strategy objective (client specification, section 2): the highest return per unit of "
        "volatility, that is the Sharpe ratio.",
        "Custom index brief:\nweight the constituents to maximise the basket's Sharpe ratio, "
        "subject to the methodology's caps.",
        "Product committee paper: the sponsor wants the strategy index to maximise "
        "risk-adjusted return, measured by the Sharpe ratio.",
        "Client e-mail: we'd like the basket built for the best Sharpe ratio you can get within "
        "the rules.",
        "Index Committee decision: the strategy index is optimised to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Strategy objective (client specification, section 2): the minimum-variance basket, "
        "with no return forecasts.",
        "Custom index brief:\nthis is a minimum volatility version of the parent index: "
        "minimise ex-ante variance, with no expected-return inputs.",
        "Product committee paper: the sponsor wants a low-volatility strategy index, the least "
        "variance achievable, whatever the return views.",
        "Client e-mail: please build the basket for the lowest possible volatility; don't use "
        "any return forecasts.",
        "Index Committee decision: the strategy index is optimised to minimise variance.",
    ),
    "tracking": (
        "Strategy objective (client specification, section 2): track the Parent Index as "
        "closely as possible.",
        "Custom index brief:\nafter the exclusions, reweight so the index stays as close to the "
        "parent as possible, minimising tracking error.",
        "Product committee paper: the sponsor wants the screened index to minimise tracking "
        "error to the Parent Index.",
        "Client e-mail: can the basket simply shadow the parent index? Minimise tracking error "
        "against it, please.",
        "Index Committee decision: the strategy index is optimised to minimise tracking error "
        "to the Parent Index.",
    ),
    "return": (
        "Strategy objective (client specification, section 2): the highest expected return, "
        "with no penalty for risk.",
        "Custom index brief:\nweight the constituents for the highest expected return; risk is "
        "not part of the objective.",
        "Product committee paper: the sponsor wants the strategy index to maximise expected "
        "return, with no allowance for risk.",
        "Client e-mail: just go for the highest expected return on the basket, no risk adjustment.",
        "Index Committee decision: the strategy index is optimised to maximise expected return "
        "alone.",
    ),
}
_DRAFTS: Final = (
    'Version 0.2 of the brief read: "{old}" That version is superseded; version 0.3 reads:'
    "\n\n{new}",
    "~~{old}~~ (struck by the Index Committee, 4 February)\n\n{new}",
    'Consultation question 3 proposed: "{old}" Following the responses, the adopted wording '
    "is:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Correction to our earlier e-mail (please disregard the objective in it). The client has "
    "confirmed:\n\n{new}",
    "NOTICE OF CHANGE to the brief, superseding the previous message:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the custom index (working name: Developed Quality Select):\n\n{ask}",
    "{ask}\n\nPlease set up the basket weights accordingly. Regards, Index Product Management",
    "Background: the parent index has 1,412 constituents, with reviews in June and "
    "December.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the constituents of the custom index basket",
    purpose="solve for the basket weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="basket weights",
    section_title="Basket weights",
    description="the basket weights",
)


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(rng.choice(_DRAFTS), old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same text, quoted,
    struck or put to consultation; every fourth from the fourth an earlier message a later
    notice replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zp",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the back-test history from 2008 to 2019", "the back-test history from 2008 to 2014"),
    (
        "all index levels up to the June 2017 review",
        "all index levels up to the December 2014 review",
    ),
    (
        "the twelve semi-annual reviews from June 2012 to December 2017",
        "the six semi-annual reviews from June 2012 to December 2014",
    ),
    (
        "the parent index's constituent data as at every Reference Date to 2018",
        "the parent index's constituent data as at every Reference Date to 2014",
    ),
    (
        "the simulated history (base date 31 December 2009, data to 30 June 2020)",
        "the simulated history (base date 31 December 2009, data to 31 December 2014)",
    ),
    (
        "the 2010–2016 pro-forma series in the launch pack",
        "the 2010–2014 pro-forma series in the launch pack",
    ),
)
_ACTIONS: Final = (
    "the buffer zone around the selection rank was set",
    "the quality-score weighting was calibrated",
    "the liquidity screen's ADTV threshold was chosen",
    "the capping level was tuned",
    "the covariance model behind the minimum-variance weights was estimated",
)
_LEAK_FRAMES: Final = (
    "Methodology back-test note: {action} on {period}.",
    "From the index launch pack: {action} using {period}, and that setting is applied unchanged "
    "in each of the three test folds.",
    "Index Committee paper: {action} once, on {period}, before the walk-forward test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "At each review, eligible constituents are ranked on the total return they go on to "
        "deliver over the following quarter.",
        "At each review, eligible constituents are ranked on the total return they delivered "
        "over the previous quarter.",
    ),
    (
        "Free-float and shares-outstanding data: the figures as later revised by the vendor, "
        "applied on the original Reference Dates.",
        "Free-float and shares-outstanding data: the point-in-time figures as published on each "
        "Reference Date.",
    ),
    (
        "The buffer-zone width is the one of five that gave the best result over the full "
        "2010–2020 back-test, then used in every fold.",
        "The buffer-zone width is chosen from five inside each fold's training years only.",
    ),
    (
        "The eligible universe at every past review is today's index membership, back-filled "
        "to the start of the simulation.",
        "The eligible universe at every past review is the parent index's membership as at "
        "that review's Reference Date.",
    ),
    (
        "Results in the launch pack cover the same 2010–2020 years the quality-score weighting "
        "was calibrated on; no years were held back.",
        "Results in the launch pack cover only each fold's test years; the quality-score "
        "weighting is calibrated on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "The client wants a three-fold walk-forward back-test of the custom index methodology "
    "before licensing.",
    "Please back-test the proposed strategy index walk-forward, in three folds, for the Index "
    "Committee.",
    "Product committee action: run a three-fold walk-forward test of the Quality Select rules "
    "before launch.",
)
_WHERE: Final = ("evidence", "interpretation", "purpose", "reasoning")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zp", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Harrowgate Semiconductor"
_ENTITY: Final = "ent_harrowgate_semiconductor"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the fourth quarter of 2022, against the third", (10, 11)),
    ("over the four quarters to December 2022", (7, 11)),
    ("between the June 2020 and June 2022 reviews", (1, 9)),
    ("since the first quarter of 2020", (0, 11)),
    ("over the two years to the end of 2022", (3, 11)),
    ("from the December 2020 review to the June 2021 review", (3, 5)),
    ("since it entered the index in 2009", None),
    ("over the past two decades", None),
    ("since its IPO in 2004", None),
)


#: "by about 12%", "by more than 45%", "by just under 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="by more than {}%", short="by just under {}%", about="by about {}%"
)


_by_pp = partial(_change_by, "by {:.1f}pp", 0.2)


_by_x = partial(_change_by, "by {:.1f}x", 0.2)


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
        (512.0, 468.0, 490.0, 533.0, 561.0, 584.0, 575.0, 612.0, 640.0, 668.0, 655.0, 702.0),
        ("Revenue", "Harrowgate Semiconductor's revenue", "Net sales"),
        (
            ("{s} grew {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} did not decline in any single quarter", never_fell),
            ("{s} held its ground", held_up),
            ("{s} failed to grow", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (48.2, 45.9, 46.8, 47.5, 49.1, 49.8, 50.6, 50.2, 49.4, 48.7, 49.3, 48.1),
        ("Gross margin", "Harrowgate Semiconductor's gross margin", "The company's gross margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} narrowed {m}", fell),
            ("{s} did not widen in any quarter", never_rose),
            ("{s} did not narrow", held_up),
            ("{s} did not widen", held_down),
        ),
        _by_pp,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (61.0, 44.0, 52.0, 70.0, 74.0, 69.0, 81.0, 88.0, 84.0, 92.0, 97.0, 90.0),
        ("Free cash flow", "Harrowgate Semiconductor's free cash flow", "FCF"),
        (
            ("{s} climbed {m}", rose),
            ("{s} dropped {m}", fell),
            ("{s} did not dip in any quarter", never_fell),
            ("{s} did not deteriorate", held_up),
            ("{s} did not improve", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_cover",
        (7.8, 5.9, 6.4, 7.1, 8.3, 8.9, 8.6, 9.4, 10.1, 9.7, 10.6, 11.2),
        ("Interest cover", "EBIT interest cover", "Harrowgate Semiconductor's interest cover"),
        (
            ("{s} went up {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} did not rise in any quarter", never_rose),
            ("{s} did not weaken", held_up),
            ("{s} did not strengthen", held_down),
        ),
        _by_x,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above its year-earlier level in every quarter of 2022",
    down_all="{s} was below its year-earlier level in every quarter of 2022",
    faster="{s} grew faster in 2022 than in 2021",
    slower="{s} grew more slowly in 2022 than in 2021",
    grew="{s} compounded at more than 10% a year from Q4 2020 to Q4 2022",
    shrank="{s} shrank at more than 10% a year, compounded, from Q4 2020 to Q4 2022",
)


_CLAIM_FRAMES: Final = (
    "Semi-annual review pack, constituent commentary: {claim} [1].",
    "Capital-markets desk, note to APs on the fund's largest holding: {claim} [1], so expect the "
    "name near the cap at the next rebalance.",
    "| Constituent | Review comment |\n|---|---|\n| Harrowgate Semiconductor | {Claim} [1] |",
    "Client e-mail: your factsheet commentary says {claim} [1]. Does that change its weight in "
    "the custom index?",
    "Index Committee minutes, item 4 (capping watch list): the analyst noted that {claim} [1].",
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
        left_out=lambda h, w, c: h.startswith("in the fourth quarter") and "quarter" in c,
        seed=SEED,
        tag="zp",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZP: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
