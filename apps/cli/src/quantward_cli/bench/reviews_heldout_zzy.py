"""Held-out batch ZZY: every flaw kind again, in the voice of a commercial litigation-finance fund
(Halyard Dispute Capital Fund III, L.P., a closed-end vehicle that funds commercial claims:
patent, antitrust opt-outs, contract and treaty-arbitration awards): its Amended and Restated
Limited Partnership Agreement (the LPA's Article 7 investment limitations, drafted "ten percent
(10%) of Aggregate Commitments"), its PPM, the anchor LP's side letter and the ILPA due-diligence
questionnaire, the Investment Committee (IC: underwriting memos, case budgets, outside counsel's
merits and damages analysis, the delegation of authority), the LP Advisory Committee (LPAC:
consents, minutes), the monitoring team's case-status reports (dockets, motions, trial dates,
appeals, settlements), the capital-provider agreements with law firms (portfolio deals,
waterfalls, MOIC and IRR hurdles), the Valuation Committee's fair-value marks under ASC 820
(Level 3), the secondary-sale desk and the investor letters, with the deal team on Teams.

Batch ZZY is built like ZZ — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZT and ZZU (read as the model of shape), or benchmark result
was read for it, and it was not run against the reviewers before its first recorded run.

Opt-in options of the shared loops it uses: the invented limit's answer in three forms (the
general counsel's reply, a filled-in IC template or DDQ — `template_inputs` — and the LPA's or
PPM's text given as a mandate and cited as a clause, the LPA extract placed before the request);
the misquote pairing `_each_structure_each_subject`; breach ratios of its own (1.4 times a cap,
0.6 of a floor, the uncited twin at 0.9 of a cap or 1.2 times a floor); range bands whose low
end is 0.6 of the top, with the undrawn-commitment reserve drawn as a floor band, the granted
case assuming the band's low end and the flawed one 1.25 times the top (or half the floor); its
own trend request (a co-invest question before an IC vote, an "### Co-investor review" heading,
as of 29 March 2024) over quarters of 2021-2023, and the growth specials with a compound fall
claimed as well as a rise; one series (net cash from the capital-provision book) is signed.

Decoy numbers (no truth depends on them): docket numbers ("No. 21-40455", "No.
22-1187, 3d Cir."), damages claimed and judgments ($310m, $1.2bn), hourly rates ($1,150/hr
blended), case budgets to trial, argument dates, MOIC on concluded matters and bids (1.6x, 1.9x,
2.1x), a portfolio deal's return (the greater of 2.5x MOIC or a 27% IRR), IRR targets, the
waterfall's carry and hurdle, capital-call numbers and percentages, unfunded commitments, IC
and LPAC quorum counts and votes, Teams timestamps, template and DDQ version numbers, the
position "at the Q2 marks" beside a limit, fund sizes and the count of active matters.
Its parts:

* limits as the fund's people state them: the general counsel's reply after checking the LPA
  and side letters, an LPA extract given ahead of the request (a mandate's text, cited as a
  clause), the IC's portfolio-construction template filled in by the CFO (a bare number in the
  constraint's unit), LPAC minutes, the anchor LP's side letter forwarded by IR, the CIO on
  Teams, a "Limitation / LPA ref / Limit / At the Q2 marks" table whose position is a decoy, a
  PPM extract (a mandate's text) and an ILPA DDQ answer (a filled-in document), each in turn;
  number forms "10%", "10 percent", "10% of Aggregate Commitments" and the drafters' "ten
  percent (10%)"; for expected duration "3 years", "3.0 yrs", "three (3) years" (a constraint
  with no unit: years); for the diversification count "20", "20 Matters", "twenty (20) Matters";
  subjects: any one Matter's share of commitments, any one law firm's share, any one
  jurisdiction's share, patent matters' share, matters before a trial-court judgment, the
  weighted-average expected duration (a cap in years), the count of funded Matters (a floor)
  and the undrawn-commitment reserve (a floor);
* requests (an IC action list, the PM's e-mail, Teams, the monitoring team's weekly call and
  fund finance) deferring the limit to a square bracket in the draft A&R LPA, a "[●]" in the
  draft PPM supplement, an LPAC consent not yet given, the IC's portfolio-construction policy
  not yet adopted, or the anchor LP's side letter still in negotiation;
* provenance misquoting its source: the draft LPA's figure changed in the executed A&R LPA (in
  prose, or a tracked-change "[Deleted: …] [Inserted: …]"), an LPAC consent withheld or an IC
  waiver refused, the fund's position at the Q2 marks (in prose or a "Metric / Q2 marks /
  LPA limit" table), another limit in the LPA's Schedule of Investment Limitations
  (judgment monetisations, full-recourse deals, non-US arbitral seats, antitrust opt-outs,
  matters on appeal, the fund's term, matters with one firm, cash for fund expenses), and Fund
  II's or the placement agent's peer figure quoted for comparison;
* mandates as LPA Article 7 in the mandate's fields (`lpa.article_7.7.3(b)`), the PPM's
  "Investment Guidelines", the anchor LP's side letter, the fund administrator's limits
  register in the mandate's fields (`limits_register.limits[2]`) and the IC charter's Schedule
  A;
* latitude granted as the IC's delegation of authority, the LPA's discretionary ranges, a
  "Parameter / Band / Set by" table, the CIO on Teams and an LPAC consent letter; refused as an
  LPA fixing the level (the monitoring dashboard's band being only an early warning), LPAC
  minutes withholding consent, and the CIO on Teams not delegating it; each twin the same text
  granting it;
* objectives as the LPA's investment objective, an IC memo, the investor letter, an LP
  consultant's e-mail and LPAC minutes, with the first-close draft LPA's wording quoted or a
  tracked-change deletion in the same text, and a later message from the CIO or after the LPAC
  meeting replacing an earlier one;
* leakage as the underwriting and valuation teams write it: the merits-scoring model's
  weights, time-to-resolution hazard curves, the settlement haircut in the Level 3 marks,
  judge-level reversal rates and an adverse-judgment stress fitted on periods reaching into the
  test years (docket outcomes, patent-case timelines, the fund's closed-matter ledger, Federal
  Circuit affirmances, award-enforcement records, secondary trade prints), and whole sentences
  (whether a matter later survived summary judgment, damages as finally awarded, a haircut
  picked on the whole record, results shown on the years the model was fitted on); each clean
  twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Aldgate Claims Capital (a listed litigation-finance company the fund
  co-invests with) — net realized gains, deployments, capital-provision assets at fair value,
  cash receipts and the signed net cash from the capital-provision book, in $m, over twelve
  quarters (2021 Q1–2023 Q4: the 2021 award collections, the 2022 patent wins and the Q3 2023
  appellate reversal that cut its marks, then tighter capital and slower deployment in 2023),
  as an IC pre-read, a monitoring note, a "Co-investor / Observation" table, the secondaries
  desk on Teams, an investor-letter draft and Valuation Committee minutes; horizons covered by
  the series against uncovered ones ("since its 2010 listing"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms, apart
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    AnswerKind,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _change_by,
    _cite_as,
    _clause_cite_as,
    _each_structure_each_subject,
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
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    fell_every_quarter,
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
    rose_every_quarter,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270146
KINDS: Final = ALL_KINDS
TAG: Final = "zzy"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzyzy0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzyzy1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzyzy2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzyzy3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzyzy5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzyzyz"

_FUND: Final = "Halyard Dispute Capital Fund III, L.P."


# --- numbers as a litigation fund's lawyers, IC and finance team write them -----------------------

#: how the LPA's drafters spell a percentage out before the figure: "ten percent (10%)"
_PERCENT_WORDS: Final = {
    "5": "five",
    "7.5": "seven and one-half",
    "9": "nine",
    "10": "ten",
    "12": "twelve",
    "15": "fifteen",
    "20": "twenty",
    "25": "twenty-five",
    "30": "thirty",
    "40": "forty",
    "50": "fifty",
    "60": "sixty",
}
_NUMBER_WORDS: Final = {
    "2.5": "two and one-half",
    "3": "three",
    "3.5": "three and one-half",
    "20": "twenty",
    "25": "twenty-five",
    "30": "thirty",
}


def _share_forms(value: float) -> dict[str, str]:
    """A share of commitments: "10%", "10 percent", "10% of Aggregate Commitments", and where
    the drafters spell it out, "ten percent (10%)"."""
    pct = _g(value * 100)
    forms = {"pct": f"{pct}%", "pc": f"{pct} percent", "agg": f"{pct}% of Aggregate Commitments"}
    if pct in _PERCENT_WORDS:
        forms["wlegal"] = f"{_PERCENT_WORDS[pct]} percent ({pct}%)"
    return forms


def _year_forms(value: float) -> dict[str, str]:
    """An expected duration: "3 years", "3.0 yrs", and spelt out, "three (3) years"."""
    n = _g(value)
    forms = {"years": f"{n} years", "yrs1": f"{value:.1f} yrs"}
    if n in _NUMBER_WORDS:
        forms["wlegal"] = f"{_NUMBER_WORDS[n]} ({n}) years"
    return forms


def _count_forms(value: float) -> dict[str, str]:
    """A count of Matters: "20", "20 Matters", and spelt out, "twenty (20) Matters"."""
    n = _g(value)
    forms = {"n": n, "matters": f"{n} Matters"}
    if n in _NUMBER_WORDS:
        forms["wlegal"] = f"{_NUMBER_WORDS[n]} ({n}) Matters"
    return forms


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key in the IC's
    portfolio-construction template, the values it takes, its written forms and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_MATTER: Final = _Subject(
    ("max_single_matter_weight", "singleMatterCap"),
    (
        "commitments to any single Matter",
        "the largest single-case exposure",
        "any one Matter's share of Aggregate Commitments",
    ),
    "single_matter_max",
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_FIRM: Final = _Subject(
    ("max_single_law_firm_weight", "lawFirmConcentrationCap"),
    (
        "Matters run by any one law firm",
        "a single counsel's share of the book (portfolio deals included)",
        "exposure to any one law firm",
    ),
    "single_firm_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_FORUM: Final = _Subject(
    ("max_single_jurisdiction_weight", "forumConcentrationCap"),
    (
        "Matters pending in any one jurisdiction",
        "single-forum concentration",
        "any one court system's (or arbitral seat's) share",
    ),
    "single_jurisdiction_max",
    "fraction",
    (0.25, 0.3, 0.4),
    _share_forms,
)
_PATENT: Final = _Subject(
    ("max_patent_weight", "patentMattersCap"),
    (
        "patent infringement Matters",
        "the patent bucket",
        "IP/patent exposure (PTAB proceedings included)",
    ),
    "patent_max",
    "fraction",
    (0.15, 0.2, 0.25),
    _share_forms,
)
_PRE_JUDGMENT: Final = _Subject(
    ("max_pre_judgment_weight", "preJudgmentCap"),
    (
        "Matters that have not reached a trial-court judgment",
        "pre-judgment exposure",
        "first-instance (pre-verdict) Matters",
    ),
    "pre_judgment_max",
    "fraction",
    (0.4, 0.5, 0.6),
    _share_forms,
)
_DURATION: Final = _Subject(
    ("max_expected_duration_years", "waedCapYears"),
    (
        "the portfolio's weighted-average expected duration to resolution",
        "WAED (expected years to cash)",
        "expected duration across the book",
    ),
    "waed_max_years",
    None,
    (2.5, 3.0, 3.5),
    _year_forms,
)
_COUNT: Final = _Subject(
    ("min_matter_count", "minDistinctMatters"),
    (
        "the number of distinct funded Matters",
        "the diversification count (a portfolio deal's Matters counted singly)",
        "funded Matters in the book",
    ),
    "matter_count_min",
    "count",
    (20.0, 25.0, 30.0),
    _count_forms,
    floor=True,
)
_RESERVE: Final = _Subject(
    ("min_undrawn_reserve_weight", "reserveFloor"),
    (
        "the undrawn-commitment reserve held for existing case budgets",
        "the follow-on reserve",
        "uncalled capital set aside against budget overruns",
    ),
    "undrawn_reserve_min",
    "fraction",
    (0.09, 0.12, 0.15),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_MATTER, _FIRM, _FORUM, _PATENT, _PRE_JUDGMENT, _DURATION, _COUNT, _RESERVE)
#: the subjects whose discretion comes as a band: every cap, and the reserve as a floor band
_RANGED: Final = (_MATTER, _FIRM, _FORUM, _PATENT, _PRE_JUDGMENT, _DURATION, _RESERVE)

_RATIONALES: Final = (
    "typical for a diversified commercial litigation fund",
    "in line with the limits peer funds' LPAs set",
    "what the placement agent says institutional LPs expect",
    "a prudent placeholder until the LPAC consents to a figure",
    "the level Fund II ran at",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target allocation of the Fund's commitments across its funded Matters under the LPA's "
    "investment limitations",
    "the best risk-adjusted return on the book within the LPA's limitations",
    "solve the target allocation across Matters",
    "the allocation and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the Fund's documents state it")
_cite_clause = partial(_clause_cite_as, "as the Fund's governing documents state it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _no_more(s: _Subject) -> str:
    return "not less than" if s.floor else "not more than"


def _bound(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


def _teams_op(s: _Subject) -> str:
    return "min" if s.floor else "max"


def _scaled(s: _Subject, value: float, factor: float) -> float:
    """`value` times `factor`, a whole number of Matters for a count."""
    scaled = value * factor
    return float(round(scaled)) if s.unit == "count" else round(scaled, 6)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the allocation now that the Quayside portfolio deal ($42m across 9 Matters with "
    "Brannock & Tull LLP; the greater of 2.5x MOIC or a 27% IRR before the firm's share) has "
    "cleared IC",
    "rebuild the model allocation ahead of capital call no. 11 (6.5% of Commitments, due 30 days "
    "from notice)",
    "re-weight the book after the Fifth Circuit vacated the $310m judgment in Delmare v. "
    "Ostrander (No. 21-40455)",
    "size the follow-on into the Vantorre patent campaign ($1.2bn damages claimed; budget "
    "through trial $7.8m at a blended $1,150/hr)",
    "rework the allocation for selling our interest in the Kesselring ICC award (indicative bid "
    "at 1.6x MOIC)",
)
_DEFERRALS: Final = (
    "the limit on {noun} is still square-bracketed in the draft A&R LPA (LP counsel comment 14)",
    "{noun}: shown as '[●]' in the draft PPM supplement until the final close",
    "the LPAC hasn't consented to a limit on {noun} yet",
    "IC sets the limit on {noun} only when it adopts the new portfolio construction policy",
    "the anchor LP's side letter on {noun} is still being negotiated",
)
_REQUEST_FRAMES: Final = (
    "IC action list — week of 9 Sept\nAction: {task}.\nOpen point: {deferral}.",
    "Hi team,\n\nFollowing Tuesday's IC (quorum 4 of 5; the Quayside vote was 4–0) could you "
    "{task}? {Deferral}.\n\nBest, Helena (Portfolio Manager)",
    "[Teams — #ic-deal-team]\n11:07 Tomas Ferreira: can someone {task}\n11:08 Tomas Ferreira: "
    "nb {deferral}",
    "From the monitoring team's weekly case-status call (23 active Matters, 4 trial dates this "
    "quarter): {task}. {Deferral}; flag anything that turns on it.",
    "Fund finance here, not the deal team. Unfunded commitments are $212.4m after call no. 10. "
    "Please {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


@dataclass(frozen=True)
class _Stating:
    """An answer stating a limit: its frame ({noun}, {v}, {key}, {limit}, {op}, {obs},
    {nomore}, {teams}), the value's form ("bare" the number in the constraint's unit, "figures"
    one of its written forms, "words" the drafters' spelt-out form where it has one, "table" a
    written form beside a position decoy), and the answer's kind and place."""

    frame: str
    form: str
    kind: AnswerKind = "clarification_answer"
    first: bool = False


_STATINGS: Final = (
    _Stating(
        "Re: portfolio limits — I've been through the A&R LPA (§7.3, Investment Limitations) and "
        "all four side letters. {Noun} must be {nomore} {v}, tested at the time of each "
        "commitment. — Rachel (General Counsel)",
        "figures",
    ),
    _Stating(
        "AMENDED AND RESTATED AGREEMENT OF LIMITED PARTNERSHIP — " + _FUND + "\n"
        "Section 7.3 Investment Limitations. Without the consent of the Advisory Committee, the "
        "General Partner shall cause the Partnership to keep {noun} at {nomore} {v}, measured at "
        "the time of each Investment.",
        "words",
        "mandate",
        True,
    ),
    _Stating(
        "PORTFOLIO CONSTRUCTION INPUTS — IC template (completed by the Fund CFO)\n"
        "| Input | Value | Source |\n|---|---|---|\n| {key} | {v} | LPA Art. 7 |\n"
        "| hedge_ratio_fx | n/a | — |",
        "bare",
        "template_inputs",
    ),
    _Stating(
        "LPAC meeting — minutes. Present: five of six members (quorum). Resolution 2: the LPAC "
        "consented to a {limit} of {v} for {noun}; carried unanimously.",
        "figures",
    ),
    _Stating(
        "Forwarded by Investor Relations — anchor LP side letter, ¶4(b): the General Partner "
        "shall keep {noun} at {nomore} {v} for as long as the Investor holds its Interest.",
        "words",
    ),
    _Stating(
        "[Teams — #ic-deal-team]\n09:41 Priya Raman (CIO): confirmed w/ Rachel — {noun} {teams} "
        "{v}, hard limit in the LPA\n09:42 Tomas Ferreira: 👍",
        "figures",
    ),
    _Stating(
        "| Limitation | LPA ref | Limit | At the Q2 marks |\n|---|---|---|---|\n"
        "| {Noun} | §7.3 | {op} {v} | {obs} |",
        "table",
    ),
    _Stating(
        "Private Placement Memorandum, 'Investment Guidelines': the Fund intends to keep {noun} "
        "at {nomore} {v}.",
        "figures",
        "mandate",
    ),
    _Stating(
        "ILPA DDQ — Portfolio Construction section (as completed for the anchor LP)\n"
        "Q: What {limit} applies to {noun}?\nA: {v}, under Article 7 of the LPA.",
        "figures",
        "template_inputs",
    ),
)


def _position(s: _Subject, value: float) -> float:
    """A position comfortably inside the limit: above a floor, below a cap."""
    return _scaled(s, value, 1.8 if s.floor else 0.6)


def _stating(stating: _Stating, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit as `stating` frames it."""
    observed = ""
    if stating.form == "bare":
        written = _g(value)
    elif stating.form == "table":  # a position inside the limit, a decoy in the same form
        written, observed = s.alike((value, _position(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12), words=stating.form == "words")
    text = _fill(
        stating.frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
        teams=_teams_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th stating, as a message,
    a filled-in document or a governing document's text (cited as a clause)."""
    stating = _STATINGS[turn % len(_STATINGS)]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, stating),
        _cite_clause if stating.kind == "mandate" else _cite,
        answer_kind=stating.kind,
        answer_first=stating.first,
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa": {
        "article_7": {
            "7.1": "The Partnership shall not fund personal-injury, mass-tort or family-law "
            "claims.",
            "7.2": "The Partnership shall not control litigation strategy or settlement "
            "decisions in any funded Matter.",
            "7.5": "Subscription-line borrowing shall be repaid within 180 days of drawdown.",
        }
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another limit beside this one in the LPA's Schedule of Investment Limitations: its name and its
#: value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_matter_max": ("Monetisation of any one judgment (maximum)", 0.06),
    "single_firm_max": ("Full-recourse portfolio deals (maximum)", 0.1),
    "single_jurisdiction_max": ("Matters seated in non-US arbitral fora (maximum)", 0.35),
    "patent_max": ("Antitrust opt-out claims (maximum)", 0.3),
    "pre_judgment_max": ("Matters on appeal (maximum)", 0.45),
    "waed_max_years": ("Term of the Partnership, with both one-year extensions", 9.0),
    "matter_count_min": ("Matters with any one law firm (maximum)", 6.0),
    "undrawn_reserve_min": ("Cash held for Partnership Expenses (minimum)", 0.025),
}

#: a wrong value's factors on a cap and on a floor for each structure, the first of each that
#: writes apart from the right value (and stays a share below one) taken
_AWAY: Final[dict[int, tuple[tuple[float, ...], tuple[float, ...]]]] = {
    0: ((1.6, 1.4, 1.3), (0.6, 0.75)),
    1: ((1.4, 1.2), (0.75, 0.6)),
    2: ((0.6, 0.8), (1.8, 1.5)),
    4: ((1.5, 1.6, 1.3), (0.5, 0.6)),
}


def _away(s: _Subject, value: float, structure: int) -> float:
    """A wrong value for `s` in `structure`: `value` times the first of its factors (on a cap or
    a floor) that no written form of the right value overlaps."""
    caps, floors = _AWAY[structure]
    for factor in floors if s.floor else caps:
        wrong = _scaled(s, value, factor)
        if s.unit == "fraction" and wrong >= 0.95:
            continue
        right_forms, wrong_forms = s.forms(value), s.forms(wrong)
        if wrong != value and all(
            apart(right_forms[k], wrong_forms[k]) for k in right_forms if k in wrong_forms
        ):
            return wrong
    raise AssertionError((s.key, value, structure))


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    beside = ""
    if structure == 3:  # another limit in the LPA's schedule of limitations
        beside, wrong_value = _BESIDE[s.key]
    else:
        wrong_value = _away(s, value, structure)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    if structure == 0:  # the draft LPA's figure, changed in the executed A&R LPA
        if variant == 0:
            text = (
                f"The draft LPA circulated at first close had {wrong} for {noun}. After LP "
                f"counsel's mark-up, the executed A&R LPA (final close) says {right}."
            )
        else:
            text = (
                f"A&R LPA §7.3(c), compare against the first-close draft: {_cap(noun)} shall be "
                f"{_no_more(s)} [Deleted: {wrong}] [Inserted: {right}]. (Changes accepted by "
                "both sides' counsel at final close.)"
            )
    elif structure == 1:  # a consent withheld or a waiver refused
        if variant == 0:
            text = (
                f"The GP asked the LPAC to move the limit on {noun} to {wrong} so it could fund "
                f"the Meridian enforcement action. Consent withheld (two of six in favour); the "
                f"{_limit(s)} of {right} stands."
            )
        else:
            text = (
                f"IC minutes, item 3: the deal team sought a one-off waiver taking {noun} to "
                f"{wrong} for the Castellan antitrust opt-out. Refused (one for, three against); "
                f"the limit is still {right}."
            )
    elif structure == 2:  # the fund's position at the Q2 marks
        if variant == 0:
            text = (
                f"Per the Q2 monitoring report, {noun} stood at {wrong} at the Q2 (June "
                f"quarter-end) marks, inside the LPA {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Metric | Q2 marks | LPA limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "LPA, Schedule 3 — Investment Limitations (extract)\n  " + "\n  ".join(lines)
    elif variant == 0:  # Fund II's figure, quoted for comparison
        text = (
            f"For comparison, Fund II's LPA {'required' if s.floor else 'allowed'} {wrong} for "
            f"{noun}. Fund III's LPA says {right}."
        )
    else:  # the placement agent's peer figure
        text = (
            f"Our LPA puts {noun} at {right}. (The placement agent's survey has peer funds at "
            f"{wrong}, but our LPs never agreed to that.)"
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
    pair=_each_structure_each_subject,
)


# --- mandate clauses as the LPA, PPM, side letter, limits register and IC charter ----------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), words=shape in (0, 2))
    if shape == 0:  # LPA Article 7 in the mandate's fields
        clause = (
            f"The General Partner shall cause the Partnership to keep {noun} at {_no_more(s)} "
            f"{written}, measured when each Investment is made."
        )
        article: dict[str, JsonValue] = {
            "7.1": "No personal-injury, mass-tort or family-law claims.",
            "7.2": "No control of litigation strategy or settlement in any funded Matter.",
            "7.3(b)": clause,
        }
        return {"lpa": {"article_7": article}}, None, "lpa.article_7.7.3(b)"
    if shape == 1:
        ppm = (
            f"PRIVATE PLACEMENT MEMORANDUM — {_FUND} (target $750m; hard cap $900m)\n"
            "Investment Guidelines\n"
            "The Fund provides non-recourse capital for commercial claims, alone or through "
            "portfolio arrangements with law firms, and targets a 2.5x gross MOIC on concluded "
            "Matters (carry of 17.5% over a 6% hurdle, European waterfall). "
            f"The Fund {'keeps' if s.floor else 'limits'} {noun} "
            f"{'at or above' if s.floor else 'to'} {written}.\n"
            "The Fund does not fund personal-injury or mass-tort claims."
        )
        return None, ppm, MANDATE_ID
    if shape == 2:
        letter = (
            "SIDE LETTER — between the General Partner and the Anchor Investor ($150m "
            "Commitment)\n"
            "1. Most-favoured-nation rights as set out in Annex A.\n"
            f"4. The General Partner shall keep {noun} at {_no_more(s)} {written} for so long as "
            "the Anchor Investor remains a Limited Partner.\n"
            "7. Co-investment: a first look at any single Matter above $20m."
        )
        return None, letter, MANDATE_ID
    if shape == 3:  # the fund administrator's limits register in the mandate's fields
        limits: list[JsonValue] = [
            "L-01 Sanctioned counterparties: none (checked at each funding).",
            "L-02 Currency: commitments in USD, GBP or EUR only.",
            f"L-07 {_cap(noun)}: {_op(s)} {written} (hard limit, tested at commitment).",
        ]
        return (
            {"limits_register": {"maintained_by": "the Fund Administrator", "limits": limits}},
            None,
            "limits_register.limits[2]",
        )
    charter = (
        "INVESTMENT COMMITTEE CHARTER — Schedule A (Portfolio Construction)\n"
        "A.1 The IC approves every commitment above $5m by majority, the CIO voting.\n"
        f"A.3 The IC approves a commitment only if, once it is made, {noun} stays "
        f"{'at or above' if s.floor else 'at or below'} {written} (a {_limit(s)}).\n"
        "A.6 Follow-on fundings within an approved budget need no further vote."
    )
    return None, charter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please re-run the target allocation across the funded Matters; every LPA limitation applies.",
    "Rebalance the book's allocation inside the limits in the Fund's governing documents.",
    "Before the next IC, re-optimise the allocation within all of the Fund's investment limits.",
    "Work the Quayside portfolio deal into the allocation, keeping to every limit we have.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 3,
    rationale="the Fund's investment limitation",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=1.4,
    floor_breach=0.6,
    cap_inside=0.9,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {bound}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "IC Delegation of Authority, Schedule 2: the Portfolio Manager may set the {bound} on {noun} "
    "at any level from {lo} to {hi} without a further IC vote.",
    "LPA §7.4 (Discretionary Ranges): the General Partner may, in its discretion, fix the "
    "{bound} on {noun} anywhere between {lo} and {hi}.",
    "| Parameter | Band | Set by |\n|---|---|---|\n| {Bound} on {noun} | {lo} to {hi} | PM, "
    "within the band; reported to IC each quarter |",
    "[Teams] Priya Raman (CIO): your call on the {bound} for {noun} — anything {lo} to {hi} is "
    "fine, no need to bring it back to IC",
    "LPAC consent letter: the Advisory Committee consents to the General Partner setting the "
    "{bound} on {noun} at a level of its choosing within {lo}–{hi}.",
)
#: (refused, granted), both with {noun}, {bound}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "LPA §7.3 fixes the {bound} on {noun} at {point}. The {lo}–{hi} band on the monitoring "
        "dashboard is an early-warning band for the CCO and gives the deal team no discretion.",
        "LPA §7.3 lets the General Partner set the {bound} on {noun} anywhere in the {lo}–{hi} "
        "band on the monitoring dashboard; the deal team picks the level.",
    ),
    (
        "LPAC minutes, item 4: the GP asked for discretion to set the {bound} on {noun} anywhere "
        "from {lo} to {hi}. Consent withheld: the {bound} remains {point} until the next annual "
        "meeting.",
        "LPAC minutes, item 4: the GP asked for discretion to set the {bound} on {noun} anywhere "
        "from {lo} to {hi}. Consent given: the GP may choose within that range.",
    ),
    (
        "[Teams] Priya Raman (CIO): not delegating the {bound} on {noun}. It's {point}, full "
        "stop, not anything in {lo}–{hi}.",
        "[Teams] Priya Raman (CIO): the {bound} on {noun} is your call, anywhere in {lo}–{hi}.",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A noun drawn, and whether the limit is a cap or a floor."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band as the fund writes one: "6%", "10%" and "8%" (or "6 percent" …), or for years
    "1.5", "2.5 years" and "2 years" ("1.5 to 2.5 years")."""
    low, high, middle = bounds
    if s.unit is None:
        unit = rng.choice((" years", " yrs"))
        return {"lo": _g(low), "hi": f"{_g(high)}{unit}", "mid": f"{_g(middle)}{unit}"}
    form = rng.choice(("pct", "pc"))
    return {k: s.forms(v)[form] for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the portfolio construction policy's fields, as an extract the CCO
    circulates, or in the compliance manual's fields."""
    if shape == 0:
        return {"portfolio_construction_policy": {"limits_and_discretion": text}}, None
    if shape == 1:
        return None, f"Extract circulated by the CCO ahead of the quarterly IC\n\n{text}"
    manual: list[JsonValue] = [
        text,
        "Any breach is reported to the LPAC within 10 business days.",
    ]
    return {"compliance_manual": {"section_5": manual}}, None


def _low_end(bounds: tuple[float, float, float]) -> float:
    return bounds[0]


_ranges = partial(
    _range_cases,
    subjects=_RANGED,
    turn=lambda i: i,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (i // 2) % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(1, 4),
    named=_named,
    low_ratio=0.6,
    floors=True,
    assumed_value=_low_end,
    cap_breach=1.25,
    floor_breach=0.5,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the LPA, an IC memo, the investor letter, an LP
#: consultant's e-mail and LPAC minutes put them, each on one line
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective (LPA §2.4): the highest return on the Fund's Matters for each unit "
        "of risk taken, that is, the best Sharpe ratio.",
        "IC memo, portfolio construction: we allocate across Matters to maximise the Sharpe "
        "ratio, the most return for the volatility of case outcomes.",
        "Investor letter, Q2: the Fund is built to earn the most it can for the risk its binary "
        "case outcomes carry, measured by the Sharpe ratio.",
        "E-mail from the LP's consultant: as we read the PPM you target the best risk-adjusted "
        "return, so please maximise the Sharpe ratio.",
        "LPAC minutes, item 6: NOTED that the Fund allocates to maximise the Sharpe ratio.",
    ),
    "variance": (
        "Investment objective (LPA §2.4): the least volatile book of funded claims possible.",
        "IC memo, portfolio construction: we allocate for minimum variance across Matters, "
        "taking no view on expected recoveries.",
        "Investor letter, Q2: the Fund aims for the steadiest portfolio value it can build, the "
        "lowest volatility available, whatever the merits models say about returns.",
        "E-mail from the LP's consultant: our committee holds this as a diversifier; please "
        "minimise the portfolio's variance and leave return forecasts out of it.",
        "LPAC minutes, item 6: NOTED that the Fund allocates to minimise variance.",
    ),
    "tracking": (
        "Investment objective (LPA §2.4): track the Schedule 4 reference portfolio as closely "
        "as possible.",
        "IC memo, portfolio construction: we keep the book as close as we can to the Schedule 4 "
        "reference portfolio, with the smallest tracking error.",
        "Investor letter, Q2: the Fund mirrors the Schedule 4 reference portfolio agreed with "
        "the co-investors, with minimal tracking error.",
        "E-mail from the LP's consultant: can the Fund simply shadow the Schedule 4 reference "
        "portfolio? Minimise tracking error against it, please.",
        "LPAC minutes, item 6: NOTED that the Fund minimises tracking error to the Schedule 4 "
        "reference portfolio.",
    ),
    "return": (
        "Investment objective (LPA §2.4): the highest expected return on commitments, with no "
        "penalty for risk.",
        "IC memo, portfolio construction: we allocate for the highest expected recovery; risk "
        "does not enter the objective.",
        "Investor letter, Q2: to hit the 25% gross IRR target the Fund allocates to maximise "
        "expected return, with no allowance for risk.",
        "E-mail from the LP's consultant: our clients are here for the upside, so go for the "
        "highest expected return, no risk adjustment.",
        "LPAC minutes, item 6: NOTED that the Fund allocates to maximise expected return alone.",
    ),
}
_FOLLOW_UPS: Final = (
    "From the CIO: please disregard my earlier note on the objective. IC has decided:\n\n{new}",
    "Update after the LPAC's annual meeting (this replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For Fund III's target allocation across Matters:\n\n{ask}",
    "{ask}\n\nPlease set the allocation accordingly. — Helena (Portfolio Manager)",
    "Fund snapshot: $812m of commitments, 31 funded Matters, 1.9x gross MOIC on the 7 "
    "concluded ones.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="An allocation of commitments across the Fund's funded Matters",
    purpose="solve the allocation",
    custom_reason="no platform solver for this objective",
    custom_purpose="the allocation",
    section_title="Allocation",
    description="the allocation",
)


def _core(old_kind: str) -> str:
    """The earlier objective's words alone, from its LPA form ("the least volatile book …")."""
    return _ASKS[old_kind][0].split(": ", 1)[1]


def _drafted(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """The first-close draft's objective quoted, then the final wording."""
    return (
        f'The first-close draft of the LPA gave the investment objective as "{_core(old_kind)}" '
        f"LP counsel's mark-up changed it; the executed A&R LPA reads:\n\n{ask}"
    )


def _tracked(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    """A tracked-change deletion of the earlier objective and the insertion replacing it."""
    return (
        f"[Deleted: The Fund's objective is {_core(old_kind)}]\n[Inserted: {ask}]\n"
        "(Changes accepted by the GP, 14 October.)"
    )


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second quotes the draft LPA's objective before the final one,
    every fourth from the third deletes an earlier one by tracked change, and every fourth from
    the fourth has an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted, 2: _tracked},
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
        "PACER docket outcomes for Matters resolved between 2006 and 2019",
        "PACER docket outcomes for Matters resolved between 2006 and 2014",
    ),
    (
        "Lex Machina patent-case timelines through Q3 2017",
        "Lex Machina patent-case timelines through Q4 2014",
    ),
    (
        "the Fund's own closed-matter ledger from inception (2009) to June 2016",
        "the Fund's own closed-matter ledger from inception (2009) to December 2014",
    ),
    (
        "Federal Circuit affirmance rates for decisions issued 2010–2018",
        "Federal Circuit affirmance rates for decisions issued 2010–2014",
    ),
    (
        "ICC and LCIA award-enforcement records, 2008 to 2020",
        "ICC and LCIA award-enforcement records, 2008 to 2014",
    ),
    (
        "secondary-market trade prints on funded claims from Jan 2011 to Mar 2016",
        "secondary-market trade prints on funded claims from Jan 2011 to Dec 2014",
    ),
)
_ACTIONS: Final = (
    "the merits-scoring model's factor weights were fitted",
    "the time-to-resolution hazard curves were calibrated",
    "the settlement-probability haircut in the Level 3 marks was tuned",
    "the judge-level reversal-rate adjustments were estimated",
    "the loss-given-adverse-judgment stress parameters were set",
)
_LEAK_FRAMES: Final = (
    "Underwriting model appendix (IC memo template): {action} on {period}.",
    "Valuation Committee methodology note, §4: {action} using {period}; those parameters are then "
    "held fixed in all three test folds.",
    "For the LPAC deck: {action} once, on {period}, before the walk-forward back-test was run.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each quarter's allocation uses, among its inputs, whether the Matter later survived "
        "summary judgment, read from the dockets as they stand today.",
        "Each quarter's allocation uses, among its inputs, whether the Matter had survived "
        "summary judgment by that quarter-end, read from the docket as it stood then.",
    ),
    (
        "Damages input: each Matter's damages as finally awarded, applied from its funding date "
        "in place of the expert's estimate at the time.",
        "Damages input: each Matter's damages estimate in the expert report on file at each "
        "quarter-end.",
    ),
    (
        "The settlement haircut is whichever of ten did best over the Fund's whole 2009–2020 "
        "record, then used in every fold.",
        "The settlement haircut is chosen from ten inside each fold's training years only.",
    ),
    (
        "Back-test results shown to the LPAC cover the same 2009–2020 years the merits-scoring "
        "model was fitted on; nothing was held out.",
        "Back-test results shown to the LPAC cover only each fold's test years; the "
        "merits-scoring model is refitted on that fold's training years.",
    ),
)
_LEAK_ASKS: Final = (
    "IC wants a walk-forward back-test (three folds) of the proposed allocation model before "
    "the fundraising for Fund IV.",
    "Please back-test the merits-weighted allocation walk-forward, in three folds, for the "
    "LPAC's annual meeting.",
    "Valuation Committee action: run a three-fold walk-forward test of the allocation model.",
)
_WHERE: Final = ("interpretation", "reasoning", "evidence", "purpose")


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
    sentence_at=0,
)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Aldgate Claims Capital"
_ENTITY: Final = "ent_aldgate_claims_capital"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2021, 2022, 2023))
_REQUEST: Final = TrendRequest(
    question="Ahead of the IC vote on co-investing in the Quayside portfolio deal: what do "
    "{company}'s last twelve quarters show?",
    heading="### Co-investor review",
    as_of="2024-03-29",
)
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2023 against Q3", (10, 11)),
    ("over the four quarters to 31 December 2023", (7, 11)),
    ("over the two years to year-end 2023", (3, 11)),
    ("since the first quarter of 2021", (0, 11)),
    ("through 2022 (Q4 2021 to Q4 2022)", (3, 7)),
    ("in the first half of 2023", (7, 9)),
    ("from Q2 2021 to Q3 2022", (1, 6)),
    ("since its 2010 listing", None),
    ("since it started co-investing with us in 2017", None),
    ("across the whole 2015–2023 cycle", None),
)


#: "by about 12%", "by more than 10%", "by almost 15%"; "" when it barely moved
_about_pct = partial(
    _rounded_change, past="by more than {}%", short="by almost {}%", about="by about {}%"
)

_by_usd_m = partial(_change_by, "by ${:.1f}m", 2.0)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series in $m (oldest first), how it is named and what may be claimed of it."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_MOVES: Final = (
    ("{s} rose {m}", rose),
    ("{s} fell {m}", fell),
    ("{s} did not drop in any quarter", never_fell),
    ("{s} did not pick up in any quarter", never_rose),
    ("{s} held up", held_up),
    ("{s} went sideways or lower", held_down),
    ("{s} rose quarter after quarter", rose_every_quarter),
    ("{s} fell quarter after quarter", fell_every_quarter),
)

_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "net_realized_gains_usd_m",
        (18.4, 42.1, 9.7, 61.3, 25.0, 38.2, 12.6, 88.9, 31.4, 57.0, 22.8, 104.5),
        ("Net realized gains", "Aldgate Claims Capital's net realized gains", "Realized gains"),
        _MOVES,
        _by_usd_m,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "deployments_usd_m",
        (96.0, 118.0, 104.0, 142.0, 131.0, 156.0, 149.0, 188.0, 171.0, 163.0, 152.0, 139.0),
        ("Deployments", "Aldgate Claims Capital's deployments", "New capital deployed"),
        _MOVES,
        _by_usd_m,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "capital_provision_assets_fair_value_usd_m",
        (
            2410.0,
            2486.0,
            2552.0,
            2694.0,
            2781.0,
            2845.0,
            2903.0,
            3120.0,
            3188.0,
            3205.0,
            3176.0,
            3342.0,
        ),
        (
            "Capital-provision assets at fair value",
            "Aldgate Claims Capital's portfolio fair value",
            "The fair value of the portfolio",
        ),
        _MOVES,
        _about_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_receipts_usd_m",
        (64.0, 121.0, 48.0, 172.0, 95.0, 88.0, 71.0, 240.0, 133.0, 156.0, 97.0, 201.0),
        ("Cash receipts", "Aldgate Claims Capital's cash receipts", "Realizations collected"),
        _MOVES,
        _about_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_cash_from_capital_provision_usd_m",
        (-32.0, 3.0, -56.0, 30.0, -36.0, -68.0, -78.0, 52.0, -38.0, -7.0, -55.0, 62.0),
        (
            "Net cash from the capital-provision book (receipts less deployments)",
            "Aldgate Claims Capital's net cash from capital provision",
            "Net cash from the book",
        ),
        _MOVES,
        _by_usd_m,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year over year
#: in each quarter of 2023, and for a growing item the two years compared and the two-year
#: compound rate, a fall as well as a rise. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} beat the same quarter of 2022 in each quarter of 2023",
    down_all="{s} came in below the year-earlier quarter in each quarter of 2023",
    faster="{s} grew faster in 2023 than in 2022",
    slower="{s} grew more slowly in 2023 than in 2022",
    grew="{s} compounded at more than 10% a year over the two years to Q4 2023",
    shrank="{s} shrank at more than 10% a year, compounded, over the two years to Q4 2023",
    end=11,
    shrinking=True,
)


_CLAIM_FRAMES: Final = (
    "Co-investor review (IC pre-read, Quayside portfolio deal): {claim} [1].",
    "Monitoring team note: {claim} [1]; nothing new on the Harwell v. Orsino docket (No. "
    "22-1187, 3d Cir.), argument still set for 12 March.",
    "| Co-investor | Observation |\n|---|---|\n| Aldgate Claims Capital (listed) | {Claim} [1] |",
    "[Teams — #secondaries-desk] 16:42 Owen Mbeki: fyi {claim} [1]. their 2.1x MOIC on "
    "concluded cases leans on one award",
    "Investor letter draft, co-investment section: {Claim} [1]. We sit alongside them in 7 of "
    "our 31 funded Matters.",
    "Valuation Committee minutes, item 4 (co-investor data points for the ASC 820 marks): "
    "{claim} [1].",
)


def _left_out(horizon: str, window: Sequence[float], claim: str) -> bool:
    """A claim about every quarter is not made of a single quarter's move."""
    return horizon.startswith("in Q4 2023") and "quarter" in claim


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
        special_step=15,
        left_out=_left_out,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZY: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
