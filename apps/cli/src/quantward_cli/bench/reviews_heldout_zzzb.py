"""Held-out batch ZZZB: every flaw kind again, in the voice of a Shariah-compliant global equity
fund and its Shariah Supervisory Board: Nakhla Global Shariah Equity Fund, a DIFC-domiciled fund
with a Malaysian feeder (Nakhla Global Shariah Equity Feeder Fund, sold in Ringgit through a
Kuala Lumpur manager and a trustee). Its people and papers: the Shariah Supervisory Board (SSB,
three scholars) and its fatwas, dated in the Hijri calendar beside the Gregorian one; the
Shariah adviser (an ustaz on the fund's WhatsApp group); the fund manager's CIO and portfolio
manager; the Head of Compliance and her screening parameters; the semi-annual Shariah compliance
report with its AAOIFI/DJIM-style screens (interest-bearing debt, cash and interest-bearing
securities and receivables over a trailing 36-month average market capitalisation,
non-permissible income over revenue, tangible assets over total assets); dividend purification
and the zakat note; the prospectus and its investment restrictions (the Malaysian "per centum"
form), the investment guidelines scheduled to the investment management agreement (IMA), the
Investment Committee (IC) papers and minutes, the monthly factsheet and the trustee.

Batch ZZZB is built like ZZZA — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZ and ZZZA (read for shape), or benchmark result was read for
it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
WhatsApp line, an e-mail or IC minutes, as the screening parameters the Head of Compliance filled
in (`template_inputs`), or as the SSB's fatwa, the prospectus or the IMA's investment guidelines
given ahead of the request (`mandate`, cited as a clause); floors in the latitude bands (tangible
assets and the share of NAV in Shariah-compliant equities are floors) with bands whose low end is
four-fifths of their top; breach ratios of 1.3 (cap) and 0.55 (floor), uncited twins at 0.85
of a cap and 1.2 times a floor; and a trend request of its own (the question naming the Hijri
month of the factsheet, the heading, an as-of date after its 2022-2024 quarters), with a signed
series among its trends and growth specials that claim a compound fall as well as a rise.

Decoy numbers (no truth depends on them): the fund's size (USD 412.6 mn) and the feeder's (RM85
mn subscribed), NAV per unit (USD 1.2874, RM0.5123), purification amounts per unit and per share
(USD 0.0031, RM0.0018), the zakat note's rate per unit, counts of names added and dropped at a
screening, the 90-day disposal period, a share price and forward multiple, a holding's weight of
NAV and of the issued shares, the management fee, fatwa and resolution numbers, Hijri and
Gregorian dates, WhatsApp timestamps, paper and section numbers, and the portfolio's weighted
average in a compliance report's table. Its parts:

* limits as a Shariah fund's people state them: the Shariah adviser's WhatsApp line citing the
  fatwa (the deed and the IMA, for a portfolio limit), the SSB's fatwa itself (a mandate message
  given before the request, dated "14 Rabi' al-Awwal 1445H (29 September 2023)"), the
  prospectus's investment restrictions (a mandate message; a third of those with a whole percent
  in the Malaysian legal form "thirty-three per centum (33%)"), the "SHARIAH SCREENING
  PARAMETERS" form the Head of Compliance filled in (a bare decimal in the constraint's unit,
  template inputs), a "Screen / Threshold / Portfolio (wtd avg) / Status" table from the
  compliance report whose portfolio figure is a decoy and whose status is "Patuh", the monthly
  factsheet's list of screens ("(max.)", "(min.)"), the IMA's investment guidelines (a mandate
  message), the Head of Compliance's e-mail and the IC's minutes, each in turn; number forms
  "33%", "33.00%" (two decimals, as Gulf factsheets print them), "33 per cent" and the
  words-and-figures "per centum" form; subjects: interest-bearing debt over the trailing
  36-month average market capitalisation, cash and interest-bearing securities over it,
  receivables over it, non-permissible income over total revenue (company screens, all caps),
  the Fund's Islamic deposits (wakalah and mudarabah placements) as a share of NAV, any one
  issuer's weight of NAV (portfolio caps), tangible (illiquid) assets over total assets (a
  company screen's floor) and the share of NAV held in Shariah-compliant equities (a floor);
* requests (the fund WhatsApp group, the CIO's e-mail opening "Assalamualaikum", an IC paper, a
  compliance note after the November screening, the feeder's trustee letter) deferring the
  limit to the SSB's next sitting after Ramadan, the signed fatwa the Shariah secretariat has
  not sent, an IC that has not fixed it, a "[__]" in the draft investment guidelines going to
  the trustee, or the feeder's trustee still negotiating it;
* provenance misquoting its source: the draft fatwa circulated in Rejab (the draft prospectus
  lodged with the SC, for a portfolio limit) changed in the signed one, or an addendum to the
  investment guidelines substituting a figure; the SSB declining to relax a screen to the index
  provider's figure (a letter, or the adviser on WhatsApp), or the trustee declining to raise a
  portfolio limit; the portfolio's weighted average (the Fund's own figure, for a portfolio
  limit) in the semi-annual compliance report (prose, or a "Ratio / Portfolio / Threshold"
  table); another screen or restriction beside it in the same appendix
  or section; and the sister fund's figure or the index provider's methodology quoted for
  comparison;
* mandates as the IMA's investment guidelines in the mandate's fields
  (`investment_guidelines.schedule_2_shariah_screens[2]`), the SSB's fatwa as a message, the
  prospectus's investment restrictions (for portfolio limits) or the screening methodology (for
  company screens) as a message, the SSB's resolutions in the mandate's fields under a numbered
  key (`shariah_supervisory_board.resolutions_1445H.7.3`) and the feeder trustee's letter;
* latitude granted as a fatwa's paragraph leaving it to the Fund Manager, an investment
  guidelines discretion, a "Parameter / Permitted range / Decided by" table and the Shariah
  adviser on WhatsApp ("insyaAllah"); refused as a fatwa that fixes the level (the factsheet's
  range being illustrative only), SSB minutes declining the manager's request, and the adviser
  on WhatsApp refusing to delegate; each twin the same text granting it; floors as well as
  caps; placed in the Shariah governance delegations (fields), the SSB's register of delegations
  dated 1 Ramadan 1445H (a message) or the fund documents' list of the manager's discretions
  (fields);
* objectives as the prospectus's investment objective, the factsheet, the IC's terms of
  reference, a takaful operator's (the anchor investor's) e-mail and the CIO on WhatsApp, with
  an earlier prospectus's objective quoted in a supplementary prospectus or struck out by the
  SSB in the same text, and a later WhatsApp message or a note after the IC replacing an earlier
  one; the tracking objective names the Dow Jones Islamic Market World Index;
* leakage as the compliance and quant teams write it: the buffer band around the debt screen,
  the estimate of non-permissible income for non-disclosers, the screening frequency, the
  purification estimate and the stock-selection model's factor tilts fitted on periods reaching
  into the test years (global balance sheets, the index's screening results, Hijri years
  1426H-1438H, the SSB's disposal notices, Islamic index returns, the SAC's half-yearly lists),
  and whole sentences (a compliance status from the next review, purification from the next
  annual report, a buffer picked on the whole record, today's compliant universe back-filled);
  each clean twin in the same form, ending before the first test date (2 January 2015);
* trend claims on Teraju Halal Foods Berhad (a Bursa Malaysia-listed halal food maker the fund
  holds) — revenue, profit attributable to owners (PATAMI, a signed series), total
  interest-bearing debt, the debt screen's ratio (debt over the 36-month average market
  capitalisation, in percent) and dividend per share in sen, over twelve quarters (1Q22-4Q24),
  as the factsheet's holdings commentary, the portfolio manager on WhatsApp, an IC paper's
  holding review, a "Holding / Observation" table and the Shariah adviser's note; horizons
  covered by the series (one of them "since 1 Muharram 1446H (7 July 2024)") against uncovered
  ones ("since its 2004 listing on Bursa Malaysia"). Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase, TrendRequest
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
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
    held_down,
    held_up,
    never_fell,
    never_rose,
    rose,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20270149
KINDS: Final = ALL_KINDS
TAG: Final = "zzzb"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbsh0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbsh1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbsh2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzbsh3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzbsh5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzbshb"

_FUND: Final = "Nakhla Global Shariah Equity Fund"
_FEEDER: Final = "Nakhla Global Shariah Equity Feeder Fund (Malaysia)"
_FATWA_DATE: Final = "14 Rabi' al-Awwal 1445H (29 September 2023)"


# --- numbers as a Shariah fund's scholars, managers and compliance people write them ------------

#: whole percents in Malaysian legal words, for the "per centum" form
_WORDS: Final[dict[int, str]] = {
    3: "three",
    4: "four",
    5: "five",
    8: "eight",
    10: "ten",
    15: "fifteen",
    25: "twenty-five",
    30: "thirty",
    33: "thirty-three",
    35: "thirty-five",
    45: "forty-five",
    49: "forty-nine",
    60: "sixty",
    65: "sixty-five",
    70: "seventy",
}


def _percent_forms(value: float) -> dict[str, str]:
    """A ratio as the fund's papers print it: "33%", "33.00%" (a Gulf factsheet's two
    decimals), "33 per cent" (Malaysian), and for a whole percent the prospectus's words and
    figures, "thirty-three per centum (33%)"."""
    pct = round(value * 100, 6)
    forms = {"pct": f"{_g(pct)}%", "pct2": f"{pct:.2f}%", "pc": f"{_g(pct)} per cent"}
    if pct == int(pct) and int(pct) in _WORDS:
        forms["w"] = f"{_WORDS[int(pct)]} per centum ({_g(pct)}%)"
    return forms


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its key on the
    screening parameters form, the values it takes, its written forms, whether it is a floor,
    and whether it screens the companies (the fatwa's and the methodology's) rather than bounds
    the portfolio (the prospectus's and the guidelines')."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False
    screen: bool = True


_DEBT: Final = _Subject(
    ("max_debt_to_avg_market_cap", "interestBearingDebtTo36mMcapCap"),
    (
        "interest-bearing debt over the trailing 36-month average market capitalisation",
        "the debt screen (total interest-bearing debt / 36-month average market cap)",
        "a company's riba-based borrowings as a share of its 36-month average market value",
    ),
    "debt_to_mcap36_max",
    "fraction",
    (0.25, 0.3, 0.33),
    _percent_forms,
)
_CASH: Final = _Subject(
    ("max_cash_and_interest_securities_ratio", "cashInterestSecuritiesCap"),
    (
        "cash plus interest-bearing securities over the 36-month average market capitalisation",
        "the liquidity screen (conventional deposits and interest-bearing paper / 36-month "
        "average market cap)",
        "a company's interest-bearing cash and securities against its average market value",
    ),
    "cash_ibs_to_mcap36_max",
    "fraction",
    (0.25, 0.3, 0.33),
    _percent_forms,
)
_RECEIVABLES: Final = _Subject(
    ("max_receivables_to_avg_market_cap", "receivablesRatioCap"),
    (
        "accounts receivable over the 36-month average market capitalisation",
        "the receivables screen",
        "a company's receivables (debts owed to it, tradeable only at par) as a share of its "
        "average market cap",
    ),
    "receivables_to_mcap36_max",
    "fraction",
    (0.33, 0.45, 0.49),
    _percent_forms,
)
_IMPERMISSIBLE: Final = _Subject(
    ("max_non_permissible_income_share", "nonPermissibleIncomeCap"),
    (
        "non-permissible income (interest, alcohol, gambling and the like) over total revenue",
        "the income screen (haram revenue / total revenue)",
        "the tainted-income share of a company's revenue",
    ),
    "non_permissible_income_max",
    "fraction",
    (0.03, 0.04, 0.05),
    _percent_forms,
)
_DEPOSITS: Final = _Subject(
    ("max_islamic_deposits_share", "islamicPlacementsCap"),
    (
        "the Fund's placements with Islamic banks (wakalah and mudarabah deposits)",
        "Islamic deposits and cash as a share of NAV",
        "uninvested cash placed on Shariah-compliant deposit",
    ),
    "islamic_deposits_nav_max",
    "fraction",
    (0.05, 0.1, 0.15),
    _percent_forms,
    screen=False,
)
_ISSUER: Final = _Subject(
    ("max_single_issuer_weight", "singleIssuerCap"),
    (
        "any one issuer's weight in the Fund",
        "the single-issuer exposure (ordinary shares of one company, as a share of NAV)",
        "a single holding's share of NAV",
    ),
    "single_issuer_nav_max",
    "fraction",
    (0.05, 0.08, 0.1),
    _percent_forms,
    screen=False,
)
_TANGIBLE: Final = _Subject(
    ("min_tangible_assets_ratio", "illiquidAssetsFloor"),
    (
        "tangible (illiquid) assets over total assets",
        "the asset-backing screen (real assets, not cash and debts, as a share of total assets)",
        "a company's tangible assets as a share of its balance sheet",
    ),
    "tangible_assets_min",
    "fraction",
    (0.25, 0.3, 0.35),
    _percent_forms,
    floor=True,
)
_COMPLIANT: Final = _Subject(
    ("min_shariah_compliant_equity_share", "shariahEquitiesFloor"),
    (
        "the share of NAV invested in Shariah-compliant equities",
        "the Fund's investment in Shariah-compliant shares (as a share of NAV)",
        "Shariah-compliant equities as a share of NAV",
    ),
    "shariah_equities_nav_min",
    "fraction",
    (0.6, 0.65, 0.7),
    _percent_forms,
    floor=True,
    screen=False,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (
    _DEBT,
    _CASH,
    _RECEIVABLES,
    _IMPERMISSIBLE,
    _DEPOSITS,
    _ISSUER,
    _TANGIBLE,
    _COMPLIANT,
)

_RATIONALES: Final = (
    "the threshold most index providers' Islamic screens use",
    "what AAOIFI Shariah Standard No. 21 suggests",
    "as most GCC Shariah equity funds set it",
    "a placeholder until the Shariah Supervisory Board issues its fatwa",
    "what the sister fund's guidelines use",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.3
_FLOOR_BREACH: Final = 0.55


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Shariah-compliant equities that pass the SSB's screens, within "
    "the prospectus's investment restrictions and the IMA's guidelines",
    "the best risk-adjusted return within the Fund's Shariah screens and restrictions",
    "solve the model portfolio's weights",
    "the solved model portfolio and its risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Fund's Shariah and offering documents state it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "<"


def _limit(s: _Subject) -> str:
    return "minimum" if s.floor else "ceiling"


def _no_more(s: _Subject) -> str:
    return "not less than" if s.floor else "below"


def _short(s: _Subject) -> str:
    return "at least" if s.floor else "must stay under"


def _tag(s: _Subject) -> str:
    return "(min.)" if s.floor else "(max.)"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the model portfolio after the November screening (six names out, four in)",
    "size a new position in Sinar Semikonduktor Bhd (RM1.86 a share, 23 times forward earnings)",
    "re-run the target weights now that the feeder's RM85 mn subscription has come in",
    "redo the weights for the Jamadilakhir 1445H (December 2023) factsheet",
    "work out the disposals now that three holdings failed the screens at the last review",
)
_DEFERRALS: Final = (
    "the threshold for {noun} is still with the Shariah Supervisory Board (next sitting after "
    "Ramadan)",
    "{noun}: the figure is in the signed fatwa, which the Shariah secretariat hasn't sent over yet",
    "the Investment Committee hasn't fixed a limit on {noun} for this Fund",
    "the limit on {noun} is still '[__]' in the draft investment guidelines going to the trustee",
    "the limit on {noun} is still being negotiated with the feeder's trustee",
)
_REQUEST_FRAMES: Final = (
    "[12/03/2024, 09:41] Hafiz (PM): salam all, can someone {task}? btw {deferral}",
    "Assalamualaikum team,\n\nWith NAV at USD 1.2874 a unit and USD 412.6 mn under management, "
    "please {task}. {Deferral}.\n\nWassalam,\nFaizal (CIO)",
    "INVESTMENT COMMITTEE PAPER No. 7/2024\nAction required: {task}.\nOutstanding: {deferral}.",
    "Compliance note - semi-annual Shariah screening (Nov): disposals within 90 days of the "
    "review; purification of USD 0.0031 a unit on the last dividend.\nNext: {task}. {Deferral}.",
    "Letter from the feeder's trustee (ref. TRU/NGSEF/2024/031), 20 Feb 2024 / 10 Sha'ban "
    "1445H: we note the Manager intends to {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit as a decimal, "figures" one of
#: its written forms, "words" its words and figures where it has them, "table" a written form
#: beside a decoy portfolio figure; the answer's kind); {noun}, {v}, {key}, {limit}, {op},
#: {obs}, {nomore}, {short}, {tag}, {doc} (where the limit comes from), {basis}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "[14/03/2024, 22:07] Ustaz Hakim (Shariah adviser): per {doc}, {noun} "
        "{short} {v}. no tolerance band on this one, the Board was clear",
        "figures",
        "clarification_answer",
    ),
    (
        "FATWA No. SSB/1445/07\nIssued by the Shariah Supervisory Board of "
        + _FUND
        + "\n"
        + _FATWA_DATE
        + "\nHaving reviewed the Fund's investment guidelines and screening "
        "methodology, the Board resolves that "
        "{noun} must be {nomore} {v}.\nAnd Allah knows best.",
        "figures",
        "mandate",
    ),
    (
        "PROSPECTUS of the " + _FEEDER + " - Section 3.4 Investment Restrictions and Limits\n"
        "(a) {Noun}: {nomore} {v}, {basis}.",
        "words",
        "mandate",
    ),
    (
        "SHARIAH SCREENING PARAMETERS - completed by the Head of Compliance\nFund: " + _FUND + "\n"
        "Parameter: {key}\nThreshold (decimal): {v}\nBasis: SSB fatwa / IMA Schedule 2",
        "bare",
        "template_inputs",
    ),
    (
        "Fwd: Shariah compliance report, 1H 2024 (prepared by the Shariah adviser)\n"
        "| Screen | Threshold | Portfolio (wtd avg) | Status |\n|---|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} | Patuh (compliant) |",
        "table",
        "clarification_answer",
    ),
    (
        "Monthly factsheet (December 2023 / Jamadilakhir 1445H), 'Shariah screens applied':\n"
        "- {Noun}: {v} {tag}\n- Zakat: not paid at fund level; unitholders pay their own",
        "figures",
        "clarification_answer",
    ),
    (
        "INVESTMENT GUIDELINES (Schedule 2 to the Investment Management Agreement)\n"
        "2.3 {Noun}: a {limit} of {v}, tested at each month-end and on every purchase.",
        "figures",
        "mandate",
    ),
    (
        "From: Nur Aisyah Kamal (Head of Compliance)\nSubj: RE: screens\nChecked against the "
        "signed IMA: {noun} must stay {nomore} {v}. The trustee will ask at the next audit.",
        "figures",
        "clarification_answer",
    ),
    (
        "Minutes of the Investment Committee, 3rd meeting of 1445H (Rejab): RESOLVED that the "
        "{limit} on {noun} be {v}, with immediate effect; Faizal to notify the trustee.",
        "figures",
        "clarification_answer",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """A portfolio figure comfortably inside the limit: above a floor (halfway to all of it),
    below a cap."""
    return round(value + (1 - value) / 2 if s.floor else value * 0.6, 6)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = f"{value:.4f}"
    elif form == "table":  # a portfolio figure inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12), words=form == "words")
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        limit=_limit(s),
        op=_op(s),
        obs=observed,
        nomore=_no_more(s),
        short=_short(s),
        tag=_tag(s),
        doc="the SSB's fatwa" if s.screen else "the deed and the IMA",
        basis=(
            "as set by the Shariah Supervisory Board in its fatwa"
            if s.screen
            else "at all times, measured on the Fund's net asset value"
        ),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: a document
    given as the fund's own terms (the fatwa, the prospectus, the IMA's guidelines) comes before
    the request and is cited as a clause."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    mandate = kind == "mandate"
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if mandate else _cite,
        answer_kind=kind,
        answer_first=mandate,
    )


#: a mandate bounding other things only: the excluded activities of the guidelines
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "investment_guidelines_excluded_activities": [
        "No conventional banks, insurers or other riba-based lenders.",
        "No alcohol, pork, gambling (maysir), adult entertainment, tobacco or conventional "
        "weapons.",
        "No short selling and no derivatives, save Shariah-compliant FX hedges by wa'd.",
        "No instrument involving riba or excessive gharar, including conventional bonds; "
        "sukuk are permitted.",
    ]
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------

#: another screen or restriction in the same appendix or section: its name and its value, in
#: the subject's unit (never one of the subject's own values)
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "debt_to_mcap36_max": (
        "B.2 Cash and interest-bearing securities / 36-month average market capitalisation",
        0.28,
    ),
    "cash_ibs_to_mcap36_max": ("B.3 Accounts receivable / 36-month average market cap", 0.4),
    "receivables_to_mcap36_max": (
        "B.1 Interest-bearing debt / 36-month average market capitalisation",
        0.31,
    ),
    "non_permissible_income_max": (
        "B.6 Mixed-activity revenue (hotels, airlines) referred to the SSB above",
        0.2,
    ),
    "islamic_deposits_nav_max": ("7.2(c) Placements with any one Islamic bank", 0.2),
    "single_issuer_nav_max": ("7.2(a) Any one group of companies", 0.2),
    "tangible_assets_min": ("B.5 Non-permissible income / total revenue", 0.02),
    "shariah_equities_nav_min": ("7.2(d) Sukuk held for liquidity, at most", 0.2),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller. A company screen is
    quoted from the SSB's papers, a portfolio limit from the guidelines or the prospectus."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # a draft's figure, changed in the signed document or an addendum
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0 and s.screen:
            text = (
                f"The draft fatwa circulated in Rejab had {wrong} for {noun}; the final fatwa, "
                f"signed by all three scholars on {_FATWA_DATE}, has {right}."
            )
        elif variant == 0:
            text = (
                f"The draft prospectus lodged with the SC had {wrong} for {noun}; the registered "
                f"prospectus (Section 7.2) has {right}."
            )
        else:
            text = (
                f"Addendum No. 2 to the Investment Guidelines, para 4: for {noun}, "
                f'delete "{wrong}" and substitute "{right}". Acknowledged by the trustee.'
            )
    elif structure == 1:  # a relaxation the SSB refused
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if not s.screen:
            text = (
                f"The trustee declined our request to take {noun} to {wrong} for the Sinar "
                f"Semikonduktor purchase: {right} stays, as the deed provides."
            )
        elif variant == 0:
            text = (
                f"Letter from the SSB secretariat: the Manager asked the Board to relax {noun} to "
                f"{wrong}, as the index provider does. The Board declined; {right} remains."
            )
        else:
            text = (
                f"[03/04/2024, 21:15] Ustaz Hakim (Shariah adviser): no, the Board won't go to "
                f"{wrong} on {noun}. stays at {right}. they discussed it at length"
            )
    elif structure == 2:  # the portfolio's weighted average in the compliance report
        wrong_value = _actual(s, value)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            measured = (
                "the portfolio's weighted-average figure" if s.screen else "the Fund's figure"
            )
            text = (
                f"Shariah compliance report 1H 2024: {measured} for {noun} was {wrong}, "
                f"comfortably clear of the {_limit(s)} of {right}."
            )
        else:
            text = (
                "| Ratio | Portfolio (30 Jun) | Threshold |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another screen or restriction in the same appendix or section
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_limit(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        where = "Screening methodology, Appendix B" if s.screen else "Prospectus, Section 7.2"
        text = where + "\n  " + "\n  ".join(lines)
    else:  # the sister fund's or the index provider's figure, quoted for comparison
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        ours = "Our SSB's fatwa sets" if s.screen else "Our Investment Guidelines set"
        if variant == 0:
            text = (
                f"For comparison, the sister fund (Nakhla Asia Pacific Shariah Equity) has "
                f"{wrong} for {noun}. {ours} {right}."
            )
        else:
            text = (
                f"{ours} {noun} at {right}. (The index provider's methodology has "
                f"{wrong}, but that is not our document.)"
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


# --- mandate clauses as the guidelines, the fatwa, the prospectus, SSB resolutions, the trustee -


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the IMA's investment guidelines in the mandate's fields
        screens: list[JsonValue] = [
            "2.1 The Manager invests only in shares the Shariah adviser has classified as "
            "Shariah-compliant at the latest review.",
            "2.2 A share reclassified as non-compliant is disposed of within the period the SSB "
            "allows; any capital gain above cost is purified.",
            f"2.3 {_cap(noun)} shall be {_no_more(s)} {written}.",
        ]
        return (
            {"investment_guidelines": {"fund": _FUND, "schedule_2_shariah_screens": screens}},
            None,
            "investment_guidelines.schedule_2_shariah_screens[2]",
        )
    if shape == 1:
        fatwa = (
            "FATWA No. SSB/1445/04 - on the screening of equities for " + _FUND + "\n"
            "Dated 9 Safar 1445H (25 August 2023)\n"
            "1. The Fund may not hold shares of companies whose core business is riba, maysir, "
            "alcohol or pork.\n"
            f"2. {_cap(noun)}: {_op(s)} {written}.\n"
            "3. Dividends are purified in proportion to non-permissible income, paid to charity "
            "approved by the Board.\nWallahu a'lam."
        )
        return None, fatwa, MANDATE_ID
    if shape == 2:
        if s.screen:
            document = (
                "SHARIAH SCREENING METHODOLOGY (approved by the SSB)\n"
                "A. Business activity screen: excluded sectors as listed in the fatwa.\n"
                f"B. Financial ratio screens: {noun} must be {_no_more(s)} {written}.\n"
                "C. Review: semi-annually, on the May and November data."
            )
        else:
            document = (
                "PROSPECTUS of the " + _FEEDER + "\nSection 7 - Investment Restrictions\n"
                "7.1 The Fund invests in units of the target fund, " + _FUND + ".\n"
                f"7.2 The Fund shall keep {noun} {_no_more(s)} {written}.\n"
                "7.3 The Fund may not borrow, save on a Shariah-compliant basis to meet "
                "repurchases."
            )
        return None, document, MANDATE_ID
    if shape == 3:  # the SSB's resolutions in the mandate's fields, under a numbered key
        resolutions: dict[str, JsonValue] = {
            "7.1": "The Board confirms the business activity screen without change.",
            "7.2": "Purification is calculated on each dividend received and paid quarterly.",
            "7.3": f"{_cap(noun)}: {_limit(s)} {written}.",
        }
        return (
            {"shariah_supervisory_board": {"resolutions_1445H": resolutions}},
            None,
            "shariah_supervisory_board.resolutions_1445H.7.3",
        )
    letter = (
        "Letter from the feeder's trustee to the Manager, 11 March 2024 (1 Ramadan 1445H)\n"
        "Further to our review of the Fund's compliance with its deed and the Guidelines on "
        "Unit Trust Funds, we require that "
        f"{noun} be kept {_no_more(s)} {written}, and that any breach be rectified within the "
        "time the deed allows."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the model portfolio; every Shariah screen and investment restriction applies.",
    "Re-run the target weights within the SSB's fatwa, the prospectus and the IMA's guidelines.",
    "Before the IC next Thursday, re-optimise the Fund within all of its Shariah and "
    "prospectus limits.",
    "Work the new Sinar Semikonduktor position into the Fund, staying inside every limit we have.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 6,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 4 != 2,
    rationale="the Fund's Shariah screen or investment restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.85,
    floor_inside=1.2,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Fatwa SSB/1445/09, para 5: the Board permits the Fund Manager to set the {bound} for "
    "{noun} anywhere between {lo} and {hi}, without referring back to the Board.",
    "Investment Guidelines 4.6 (Manager's discretion): the Manager may fix the {bound} on "
    "{noun} as it sees fit within the range {lo} - {hi}.",
    "| Parameter | Permitted range | Decided by |\n|---|---|---|\n| {Bound}: {noun} | {lo} – {hi} "
    "| Fund Manager (range pre-approved by the SSB) |",
    "[02/04/2024, 11:26] Ustaz Hakim (Shariah adviser): the Board is fine for you to decide "
    "the {bound} on {noun} yourselves, as long as it is within {lo} to {hi} insyaAllah",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The fatwa fixes the {bound} on {noun} at {point}. The {lo}-{hi} range in the factsheet "
        "is illustrative only and delegates nothing to the Manager.",
        "The fatwa lets the Manager set the {bound} on {noun} anywhere in the {lo}-{hi} range "
        "shown in the factsheet.",
    ),
    (
        "SSB minutes, 2nd sitting of 1445H, item 3: the Fund Manager asked for discretion over "
        "the {bound} on {noun} between {lo} and {hi}. Declined; it remains at {point} until the "
        "Board's annual review.",
        "SSB minutes, 2nd sitting of 1445H, item 3: the Fund Manager asked for discretion over "
        "the {bound} on {noun} between {lo} and {hi}. Granted; the Fund Manager chooses the "
        "level within that range.",
    ),
    (
        "[02/04/2024, 23:02] Ustaz Hakim (Shariah adviser): cannot, the {bound} on {noun} stays "
        "at {point}. the Board will not delegate this, not even within {lo}-{hi}",
        "[02/04/2024, 23:02] Ustaz Hakim (Shariah adviser): ok, the {bound} on {noun} is yours "
        "to set within {lo}-{hi}, the Board agreed",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and whether the band bounds a ceiling or a minimum."""
    return {"noun": rng.choice(s.nouns), "bound": _limit(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds as the fund writes one: "26.4%", "33%" and "29.7%", "26.40%", "33.00%"
    and "29.70%", or the low end bare and the top in full ("26.4", "33 per cent")."""
    low = bounds[0]
    key = rng.choice(("pct", "pct2", "pc"))
    lo, hi, mid = (s.forms(v)[key] for v in bounds)
    if key == "pc":  # the unit once, at the top: "24.75 to 33 per cent"
        lo = _g(low * 100)
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note among the Shariah governance delegations (fields), in the SSB's register
    of delegations (a mandate message), or among the fund documents' list of the manager's
    discretions (fields)."""
    if shape == 0:
        return {
            "shariah_governance": {
                "delegations": [text, "Purification amounts are approved by the Shariah adviser."]
            }
        }, None
    if shape == 1:
        return None, (
            "Register of delegations approved by the SSB (as at 1 Ramadan 1445H / 11 March "
            f"2024)\n\n{text}"
        )
    return {
        "fund_documents": {
            "manager_discretions": [text, "Zakat is computed per unit in the annual report."]
        }
    }, None


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", TAG, _with_mandate),
    refused_at=(2, 5),
    named=_named,
    low_ratio=0.8,
    floors=True,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the prospectus, the factsheet, the IC's terms of
#: reference, the anchor takaful investor's e-mail and the CIO on WhatsApp put them; the first
#: of each is one line, so that it can be quoted from an earlier prospectus
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Investment objective: the Fund seeks the highest return per unit of risk, that is, "
        "the best Sharpe ratio, from Shariah-compliant equities.",
        "Factsheet, 'How the portfolio is built':\nweights are set for the best Sharpe ratio - "
        "return earned for each unit of volatility, not return alone.",
        "IC terms of reference, 4(b): the Committee weights the Fund so as to maximise its "
        "risk-adjusted return, as measured by the Sharpe ratio.",
        "E-mail from the takaful operator's CIO: we invest our participants' fund with you for "
        "risk-adjusted return, so please maximise the Sharpe ratio.",
        "[05/05/2024, 08:12] Faizal (CIO): weights for max Sharpe. that's the brief, nothing fancy",
    ),
    "variance": (
        "Investment objective: the Fund seeks the steadiest possible returns, that is, the "
        "least volatile portfolio of Shariah-compliant equities it can build.",
        "Factsheet, 'How the portfolio is built':\nweights are set for minimum variance; "
        "return forecasts play no part in the weighting.",
        "IC terms of reference, 4(b): the Committee weights the Fund for the lowest volatility "
        "available, whatever the expected returns.",
        "E-mail from the takaful operator's CIO: our participants need this sleeve stable; "
        "minimise the portfolio's variance and leave return forecasts aside.",
        "[05/05/2024, 08:12] Faizal (CIO): weights for minimum variance, nothing else pls",
    ),
    "tracking": (
        "Investment objective: the Fund seeks returns as close as possible to the Dow Jones "
        "Islamic Market World Index.",
        "Factsheet, 'How the portfolio is built':\nweights are set to stay as close as we can "
        "to the Dow Jones Islamic Market World Index - the smallest tracking error.",
        "IC terms of reference, 4(b): the Committee weights the Fund to mirror the Dow Jones "
        "Islamic Market World Index, with minimal tracking error.",
        "E-mail from the takaful operator's CIO: we measure you against the Dow Jones Islamic "
        "Market World Index, so minimise the tracking error against it.",
        "[05/05/2024, 08:12] Faizal (CIO): hug the DJIM World index. min tracking error",
    ),
    "return": (
        "Investment objective: the Fund seeks the highest expected total return from "
        "Shariah-compliant equities, with no penalty for risk.",
        "Factsheet, 'How the portfolio is built':\nweights are set for the highest expected "
        "return; risk does not enter the objective.",
        "IC terms of reference, 4(b): the Committee weights the Fund to maximise expected "
        "return, with no allowance for risk.",
        "E-mail from the takaful operator's CIO: this is our growth sleeve; just maximise the "
        "expected return, no risk adjustment.",
        "[05/05/2024, 08:12] Faizal (CIO): weights for max expected return. no risk adj needed",
    ),
}
_VERSIONS: Final = (
    "Second Supplementary Prospectus dated " + _FATWA_DATE + ", replacing the investment "
    'objective in the First Supplementary Prospectus ("{old}"):\n\n{new}',
    "~~{old}~~ (struck out by the SSB at its 3rd sitting of 1445H)\nNow reads: {new}",
)
_FOLLOW_UPS: Final = (
    "[05/05/2024, 21:40] Faizal (CIO): ignore my earlier msg on the objective pls. after the "
    "IC:\n\n{new}",
    "Note after the Investment Committee (this replaces the objective sent earlier):\n\n{new}",
)
_ASK_FRAMES: Final = (
    "For the Fund's model portfolio:\n\n{ask}",
    "{ask}\n\nPlease set the target weights on that basis. Jazakallah khair - Compliance",
    "Fund at a glance: USD 412.6 mn, 58 holdings, NAV USD 1.2874 a unit, management fee 1.50% "
    "a year.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the Shariah-compliant equities in the Fund's universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Model portfolio weights",
    description="the model portfolio's weights",
)


def _versioned(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier version quoted inline: its one-line form
        old = _ASKS[old_kind][0]
    return _fill(_VERSIONS[(i // 4) % len(_VERSIONS)], old=old, new=ask)  # each in turn


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same text, quoted in a
    supplementary prospectus or struck out; every fourth from the fourth an earlier message a
    later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _versioned},
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
        "global listed companies' balance sheets, FY2005-FY2018",
        "global listed companies' balance sheets, FY2005-FY2013",
    ),
    (
        "the Islamic index's semi-annual screening results from 1H 2003 through 2H 2016",
        "the Islamic index's semi-annual screening results from 1H 2003 through 1H 2014",
    ),
    (
        "Hijri years 1426H-1438H (February 2005 to September 2017)",
        "Hijri years 1426H-1435H (February 2005 to October 2014)",
    ),
    (
        "every disposal notice the SSB issued between 2007 and 2019",
        "every disposal notice the SSB issued between 2007 and 2013",
    ),
    (
        "monthly returns of the Islamic index from Jun-2007 to Dec-2016",
        "monthly returns of the Islamic index from Jun-2007 to Nov-2014",
    ),
    (
        "the SAC's half-yearly lists of Shariah-compliant securities, May 2006 to Nov 2017",
        "the SAC's half-yearly lists of Shariah-compliant securities, May 2006 to May 2014",
    ),
)
_ACTIONS: Final = (
    "the buffer band around the debt screen (to stop names flipping in and out) was calibrated",
    "the estimate of non-permissible income for companies that do not disclose it was fitted",
    "the screening frequency (quarterly against semi-annual) was chosen",
    "the dividend purification ratio the model deducts from returns was estimated",
    "the stock-selection model's factor tilts were estimated",
)
_LEAK_FRAMES: Final = (
    "Methodology note, Annex C: {action} on {period}.",
    "Screening model v4.1 (Compliance): {action} using {period}; the same setting is used "
    "unchanged in each of the three test folds.",
    "Factsheet footnote: {action} once, over {period}, before the walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each stock's Shariah status in a quarter is taken from the SSB's next semi-annual "
        "review, published after the quarter ends.",
        "Each stock's Shariah status in a quarter is taken from the SSB's latest review "
        "published before the quarter begins.",
    ),
    (
        "Purification is deducted using the non-permissible income ratios companies reported in "
        "their following annual reports.",
        "Purification is deducted using the non-permissible income ratios in the last annual "
        "reports published before each dividend's ex-date.",
    ),
    (
        "The debt screen's buffer is the best of five buffers over the whole 2005-2020 record, "
        "then applied in every fold.",
        "The debt screen's buffer is chosen from five buffers within each fold's training years "
        "only.",
    ),
    (
        "The universe in every fold is today's list of Shariah-compliant constituents, "
        "back-filled to the start of the test.",
        "The universe in each fold is the list of Shariah-compliant constituents as published "
        "at that fold's start.",
    ),
)
_LEAK_ASKS: Final = (
    "The Investment Committee wants a three-fold walk-forward backtest of the screened model "
    "portfolio before the SSB's next sitting.",
    "Please back-test the Shariah-screened weighting model walk-forward, three folds, for the "
    "takaful operator's due diligence.",
    "Action for the quant team: run a three-fold walk-forward test of the Fund's model "
    "portfolio, screens included.",
)
_WHERE: Final = ("reasoning", "interpretation", "evidence", "purpose")


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

_COMPANY: Final = "Teraju Halal Foods Berhad"
_ENTITY: Final = "ent_teraju_halal_foods_berhad"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2022, 2023, 2024))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in 4Q24 against 3Q24", (10, 11)),
    ("over FY2024", (7, 11)),
    ("over the two years to Dec-2024", (3, 11)),
    ("from 1Q22 through 4Q24", (0, 11)),
    ("since 1 Muharram 1446H (7 July 2024)", (9, 11)),
    ("between 1Q23 and 3Q23", (4, 6)),
    ("through FY2022", (0, 3)),
    ("since its 2004 listing on Bursa Malaysia", None),
    ("through the 1997-98 Asian financial crisis", None),
    ("over the past ten years", None),
)

#: what the claims answer: the factsheet's holdings commentary
_REQUEST: Final = TrendRequest(
    question="For the Syaaban 1446H factsheet's holdings commentary: how has {company} done?",
    heading="### Holding review: " + _COMPANY + " (Bursa: TERAJU)",
    as_of="2025-02-27",
)


#: "roughly 12 per cent", "more than 10 per cent", "almost 15 per cent"; "" when it barely moved
_approx_pc = partial(
    _rounded_change,
    past="more than {} per cent",
    short="almost {} per cent",
    about="roughly {} per cent",
)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "MYR"
    growth: bool  # the two years' pace and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (412.3, 438.9, 455.1, 470.2, 468.8, 497.5, 521.0, 548.6, 561.2, 590.4, 623.7, 655.9),
        ("Revenue", "Teraju Halal Foods Berhad's revenue", "Group revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} did not lose ground", held_up),
            ("{s} was flat to lower", held_down),
        ),
        _approx_pc,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "profit_attributable_to_owners",
        (31.2, 28.7, 35.4, 22.9, -8.6, 12.4, 26.1, 30.8, 34.5, -4.2, 29.9, 41.7),
        (
            "PATAMI",
            "Profit attributable to owners of the company",
            "Teraju Halal Foods Berhad's net profit",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} weakened {m}", fell),
            ("{s} never weakened from one quarter to the next", never_fell),
            ("{s} did not weaken", held_up),
            ("{s} did not improve", held_down),
        ),
        partial(_change_by, "by RM{:.1f} million", 2.0),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "total_interest_bearing_debt",
        (612.0, 598.4, 575.1, 560.3, 588.9, 571.2, 540.6, 512.8, 489.5, 470.1, 455.2, 431.0),
        (
            "Total debt",
            "Teraju Halal Foods Berhad's interest-bearing debt",
            "Group debt (conventional and Islamic facilities)",
        ),
        (
            ("{s} went up {m}", rose),
            ("{s} was paid down {m}", fell),
            ("{s} never went up from one quarter to the next", never_rose),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not build up", held_down),
        ),
        partial(_change_by, "by RM{:.1f} mn", 5.0),
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "debt_to_avg_market_cap_36m_pct",
        (34.8, 34.1, 33.6, 33.9, 35.2, 34.0, 32.1, 30.4, 29.2, 28.1, 27.5, 26.3),
        (
            "The debt screen ratio",
            "Debt to 36-month average market capitalisation",
            "Teraju Halal Foods Berhad's debt-to-market-cap ratio",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} eased {m}", fell),
            ("{s} never climbed from one quarter to the next", never_rose),
            ("{s} never eased from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
        ),
        partial(_change_by, "by {:.1f} percentage points", 0.5),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "dividend_per_share_sen",
        (3.0, 3.0, 3.5, 4.0, 2.0, 2.5, 3.0, 4.5, 3.5, 3.5, 4.0, 5.0),
        (
            "Dividend per share",
            "Teraju Halal Foods Berhad's dividend per share",
            "The quarterly dividend",
        ),
        (
            ("{s} was raised {m}", rose),
            ("{s} was cut {m}", fell),
            ("{s} was never cut from one quarter to the next", never_fell),
            ("{s} held up", held_up),
            ("{s} was not raised", held_down),
        ),
        partial(_change_by, "by {:.1f} sen", 0.5),
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year
#: in each quarter of 2024, and for a growing item the two years compared and the two-year
#: compound rate (a rise or a fall). Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was above the same quarter a year earlier in every quarter of FY2024",
    down_all="{s} was below the same quarter a year earlier in every quarter of FY2024",
    faster="{s} grew faster in FY2024 than in FY2023",
    slower="{s} grew more slowly in FY2024 than in FY2023",
    grew="{s} compounded at more than 10 per cent a year from 4Q22 to 4Q24",
    shrank="{s} shrank by more than 10 per cent a year, compounded, from 4Q22 to 4Q24",
    shrinking=True,
)


_CLAIM_FRAMES: Final = (
    "Monthly factsheet, 'Top holdings commentary': {claim} [1]. Purification for the period: "
    "USD 0.0031 a unit.",
    "[27/02/2025, 17:52] Hafiz (PM): {claim} [1]. still Shariah-compliant at the Nov review "
    "alhamdulillah",
    "IC paper No. 3/2025, holding review: {claim} [1]; the Fund holds 2.4% of NAV in it, 1.1% of "
    "its issued shares.",
    "| Holding | Observation |\n|---|---|\n| " + _COMPANY + " | {Claim} [1] |",
    "Shariah adviser's note: {claim} [1]. Purify RM0.0018 a share of each dividend received.",
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
        special_step=9,
        left_out=lambda h, w, c: h.startswith("in 4Q24") and "quarter" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZB: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
