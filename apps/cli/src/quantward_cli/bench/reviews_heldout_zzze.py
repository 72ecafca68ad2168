"""Held-out batch ZZZE: every flaw kind again, in the voice of a music and entertainment
intellectual-property royalties fund: Cantilever Song Royalties Fund II, L.P., which buys song
catalogues (publishing and master-recording rights), writers' shares and the residual streams of
film and TV libraries, and is paid by PROs, mechanical societies, distributors and DSPs each half
year. Its people and papers: the limited partnership agreement (LPA) and its Section 7.2
investment restrictions, the investment guidelines (Schedule 3 to the LPA), the head of catalogue
acquisitions' catalogue acquisition memos (NPS/NLS multiples, the catalogue's age curve, its
DSP mix), the royalty statements (PRO, distributor and sub-publisher, by half year: "H1 2014"),
the valuation agent's (Brightline Valuation Advisors) discount-rate letter and the valuation
committee's minutes, the LP advisory committee's (LPAC) consents, the fund CFO's deal-parameter
sheet and the administrator's limit monitor, an anchor LP's side letter and its investment
officer's e-mails, and the A&R/catalogue team's chat (#catalogue-team: "NPS", "NLS", "cat",
"sync", "mechs", "PRO", "DSP", "evergreen").

Batch ZZZE is built like ZZZD - phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text - and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, its invented-limit, misquote, breach, range, objective, leakage and
horizon-claim loops among them, and reads a trend claim over a window with
`reviews_heldout_truths`; its phrase tables, document shapes, number forms, subjects, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test, other batch than ZZZC and ZZZD (read for shape), or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run.

It takes the shared loops' opt-in options its register needs: the invented limit's answer as a
catalogue-team chat line, a valuation committee minute, an LPAC chair's consent or the
administrator's limit monitor (chat answers, after the request), as the CFO's deal-parameter
sheet sent back after the request (`template_inputs`, a bare number in the constraint's unit,
not ahead of it), or as the LPA's Section 7.2 or the investment guidelines given ahead of the
request (`mandate`, cited as a clause); a misquote pairing of its own, each round of five cases
moving three subjects on (`i % 5 * 3 + i // 5`), so each structure meets a spread of the eight
subjects; floors in the latitude bands (the evergreen share and the valuation discount rate are
floors), bands whose low end is four-fifths of their top, each granted case assuming the point a
quarter of the way up its band; breach ratios of 1.25 (cap) and 0.8 (floor), uncited twins at
0.75 of a cap and 1.15 of a floor; a songwriter's concentration written in bps of NAV as well as
a percentage (its unit a fraction), an FX limit in bps of NAV, a discount-rate floor in bps and
purchase multiples of NPS; an objective's earlier wording superseded inside the same message
(a clean/marked LPA recital, or the investment officer's "para 2 replaced") as the second of
every four cases, a later message replacing an earlier one as the fourth; stated leakage whose
every third case, from the first, is a whole sentence, placed first in the evidence; and a trend
request of its own (the question, the heading, an as-of date after its quarters) over twenty
quarters (2017-2021), comparing 2021 with 2020 (`end=19`), with a signed series that changes
sign among its trends.

Decoy numbers (no truth depends on them): the fund's size ($1.15bn of commitments, $742m
called) and its NAV facility's draw ($96m), catalogue sizes (songs, masters, titles), asking
prices and the NPS/NLS they are struck on ("$38.6m on $2.23m trailing NPS"), a catalogue's
streaming share (71%), half-year residuals ($0.8m a half), mechanicals "up 6% on H1", the
administrator's 30 June actuals, the restrictions quoted beside a limit (a collecting society's
share, a hedge counterparty's exposure, a terminal decline), the broker's "17.3x NPS", LPAC
votes, carry and hurdle (15% over 7%), the fund's catalogue count and trailing NPS/NLS ($71.4m),
the comp's share price, yield, dividend and buyback, chat times, section and minute numbers and
dates. Its parts:

* limits as a royalties fund's people state them: the head of catalogue acquisitions in
  #catalogue-team, a valuation committee minute, the LPA's Section 7.2 (a mandate message given
  before the request), the CFO's deal-parameter sheet (a bare number in the constraint's unit,
  template inputs sent back after the request), the LPAC chair's consent e-mail, the
  administrator's "Restriction / Limit / 30-Jun actual" monitor whose actual is a decoy, and the
  investment guidelines' Schedule 3 (a mandate message), each in turn; number forms "12.5%",
  "12.5 per cent of NAV" and "1,250 bps of NAV" for one songwriter's share; "40%", "40% of gross
  royalty receipts" and "40 per cent of trailing-12m income" for one DSP's share; "16x NPS",
  "16.0x" and "16 times net publisher's share" for a purchase multiple; "35%", "35% LTV" and "35
  per cent of appraised catalogue value" for leverage; "15%", "15 per cent" and "15% of invested
  capital" for film/TV rights; "60%", "60% of NPS/NLS" and "60 per cent" for the evergreen share;
  "2,000 bps of NAV", "20% of NAV" and "20 per cent of NAV" for unhedged non-USD income; "850
  bps", "8.5%" and "8.5 per cent" for the discount-rate floor; subjects: any one songwriter's
  catalogue as a share of NAV, any one DSP's share of royalty income, the purchase multiple of
  NPS/NLS (a cap, a multiple), borrowing against catalogue value (LTV), film/TV and other
  non-music rights' share of invested capital, the evergreen share (catalogue income from songs
  more than ten years old: a floor), unhedged non-USD royalty income (a cap in bps of NAV) and
  the discount rate the valuation agent may use (a floor in bps);
* requests (the head of catalogue acquisitions' deal e-mail, #catalogue-team, the CFO's
  e-mail, an investment committee agenda and the valuation agent's cover note) deferring the
  limit to an LPAC consent not yet given, an anchor LP's side letter still in negotiation, a
  valuation committee that has not set it for Fund II, a term sheet with it in square brackets,
  or the investment officer's sign-off on the guidelines;
* provenance misquoting its source: the heads of terms or the marketing deck changed in the
  executed LPA; an LPAC consent declined or the valuation committee rejecting the head of
  acquisitions' proposal; the administrator's 30 June actual (prose, or a "Test / 30-Jun /
  Limit" table); another restriction beside it in the LPA summary; and Fund I's figure or a
  broker's deal survey quoted for comparison;
* mandates as the LPA's Section 7 in the mandate's fields under a numbered key
  (`lpa.section_7.7.2(c)`), the investment guidelines as a message, an LPAC consent letter, the
  valuation policy's parameters in the mandate's fields (`valuation_policy.parameters[1]`) and
  an anchor LP's side letter;
* latitude granted as an LPA clause leaving it to the Manager, a valuation committee delegation
  to the head of catalogue acquisitions, a "Parameter / Band / Set by" table and the PM in
  #catalogue-team; refused as an LPA that fixes the level (the anchor LP's suggested band being
  a negotiating position only), an LPAC that declines the band, and the PM in chat keeping the
  level; each twin the same text granting it; floors as well as caps; placed in the guidelines'
  discretions (fields), an LPAC consent (a message) or the valuation policy (fields), and the
  PM's chat line as posted (a message) or in the Manager's discretions log (fields);
* objectives as the LPA's recitals, the acquisition memo, the LPAC deck, the investment
  officer's e-mail and #catalogue-team, an earlier wording superseded in the same message (a
  clean/marked recital, recital for recital, or "para 2 replaced"), and a later message from
  the PM or after the LPAC meeting replacing an earlier one;
* leakage as the valuation and data teams write it: an age-curve decay fitted on royalty
  statements, a streaming-share regression, a sync-income hit rate, a DSP per-stream rate model
  and a discount-rate spread fitted on periods reaching into the test years (PRO statements by
  half year, distributor statements, the deal database, DSP rate cards, sync licence logs), and
  whole sentences (a half year's royalties taken from the statement paid months after it, catch-
  up royalties booked in the period they relate to, a catalogue's age curve fitted on songs
  followed to 2019, the valuation agent's 2016 rate used in every fold); each clean twin in the
  same form, ending before the first test date (2 January 2015), and where the data are paid
  late, ending where they were paid before it (PRO and mechanical statements to H2 2013, paid
  in 2014);
* trend claims on Fallowmere Music Royalties plc (an LSE-listed royalties company, the fund's
  listed comparable) - streaming income, sync income, NAV per share in cents, the share price's
  premium or discount to NAV (a signed series that turns from premium to discount) and net debt,
  over twenty quarters (2017 Q1-2021 Q4: the 2020 lockdowns, 2021's rate rises and the premium
  turning to a discount), as the acquisition memo's listed-comparables page, a chat line, the
  LP quarterly letter, a "Comparable / From its reports" table and the LPAC deck; horizons
  covered by the series against uncovered ones ("since its 2013 IPO"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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

SEED: Final = 20270152
KINDS: Final = ALL_KINDS
TAG: Final = "zzze"
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzekr0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzekr1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzekr2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzekr3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzekr5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzekrd"

_FUND: Final = "Cantilever Song Royalties Fund II, L.P."
_VALUER: Final = "Brightline Valuation Advisors"
_ANCHOR: Final = "Great Lakes Teachers' Pension Board"


# --- numbers as a royalties fund's PM, catalogue team, CFO, valuers and counsel write them -------


def _thousands(value: float) -> str:
    """A number with a thousands comma: "850", "2,000", "1,062.5"."""
    return f"{round(value, 6):,g}"


def _writer_forms(value: float) -> dict[str, str]:
    """One songwriter's catalogue as a share of NAV: "12.5%", "12.5 per cent of NAV", "1,250
    bps of NAV"."""
    pct = _g(value * 100)
    return {
        "pct": f"{pct}%",
        "pc": f"{pct} per cent of NAV",
        "bps": f"{_thousands(value * 10000)} bps of NAV",
    }


def _dsp_forms(value: float) -> dict[str, str]:
    """One DSP's share of royalty income: "40%", "40% of gross royalty receipts", "40 per cent
    of trailing-12m income"."""
    pct = _g(value * 100)
    return {
        "pct": f"{pct}%",
        "gross": f"{pct}% of gross royalty receipts",
        "pc": f"{pct} per cent of trailing-12m income",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """A purchase price over net publisher's (or label's) share: "16x NPS", "16.0x", "16 times
    net publisher's share"."""
    return {
        "nps": f"{_g(value)}x NPS",
        "x": f"{value:.1f}x",
        "times": f"{_g(value)} times net publisher's share",
    }


def _ltv_forms(value: float) -> dict[str, str]:
    """Borrowing against appraised catalogue value: "35%", "35% LTV", "35 per cent of appraised
    catalogue value"."""
    pct = _g(value * 100)
    return {
        "pct": f"{pct}%",
        "ltv": f"{pct}% LTV",
        "pc": f"{pct} per cent of appraised catalogue value",
    }


def _capital_forms(value: float) -> dict[str, str]:
    """A share of invested capital: "15%", "15 per cent", "15% of invested capital"."""
    pct = _g(value * 100)
    return {"pct": f"{pct}%", "pc": f"{pct} per cent", "of": f"{pct}% of invested capital"}


def _evergreen_forms(value: float) -> dict[str, str]:
    """The evergreen share of catalogue income: "60%", "60% of NPS/NLS", "60 per cent"."""
    pct = _g(value * 100)
    return {"pct": f"{pct}%", "of": f"{pct}% of NPS/NLS", "pc": f"{pct} per cent"}


def _fx_forms(value: float) -> dict[str, str]:
    """Unhedged non-USD royalty income, in bps of NAV: "2,000 bps of NAV", "20% of NAV", "20
    per cent of NAV"."""
    pct = _g(value / 100)
    return {
        "bps": f"{_thousands(value)} bps of NAV",
        "pct": f"{pct}% of NAV",
        "pc": f"{pct} per cent of NAV",
    }


def _rate_forms(value: float) -> dict[str, str]:
    """A discount rate, in bps: "850 bps", "8.5%", "8.5 per cent"."""
    pct = _g(value / 100)
    return {"bps": f"{_thousands(value)} bps", "pct": f"{pct}%", "pc": f"{pct} per cent"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the fund's people name it, its field on the CFO's
    deal-parameter sheet, the values it takes, its written forms and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str | None
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_WRITER: Final = _Subject(
    ("max_single_songwriter_share", "writerConcentrationCap"),
    (
        "any one songwriter's catalogue (all of that writer's shares, publishing and masters)",
        "the largest single-writer exposure",
        "concentration in one songwriter",
    ),
    "single_writer_max",
    "fraction",
    (0.1, 0.125, 0.15),
    _writer_forms,
)
_DSP: Final = _Subject(
    ("max_single_dsp_income_share", "dspConcentrationCap"),
    (
        "royalty income from any one DSP",
        "the biggest streaming platform's share of our receipts",
        "single-platform dependence (one DSP's share of income)",
    ),
    "single_dsp_max",
    "fraction",
    (0.35, 0.4, 0.45),
    _dsp_forms,
)
_MULTIPLE: Final = _Subject(
    ("max_purchase_multiple_nps", "entryMultipleCap"),
    (
        "the purchase multiple on a catalogue (price over trailing NPS/NLS)",
        "what we pay per dollar of net publisher's share",
        "the entry multiple",
    ),
    "entry_multiple_max",
    "multiple",
    (14.0, 16.0, 18.0),
    _multiple_forms,
)
_LTV: Final = _Subject(
    ("max_catalogue_ltv", "catalogueLeverageCap"),
    (
        "borrowing against the catalogues (loan-to-value)",
        "the NAV facility's LTV",
        "leverage on appraised catalogue value",
    ),
    "catalogue_ltv_max",
    "fraction",
    (0.3, 0.35, 0.4),
    _ltv_forms,
)
_SCREEN: Final = _Subject(
    ("max_non_music_rights_share", "filmTvRightsCap"),
    (
        "film/TV and other non-music rights",
        "the screen-residuals bucket",
        "non-music IP (film and TV library streams)",
    ),
    "non_music_max",
    "fraction",
    (0.1, 0.15, 0.2),
    _capital_forms,
)
_EVERGREEN: Final = _Subject(
    ("min_evergreen_share", "evergreenFloor"),
    (
        "the evergreen share (income from songs more than ten years old)",
        "catalogue income from songs past their tenth anniversary",
        "how much of the book is evergreen",
    ),
    "evergreen_min",
    "fraction",
    (0.5, 0.6, 0.64),
    _evergreen_forms,
    floor=True,
)
_FX: Final = _Subject(
    ("max_unhedged_non_usd_income_bps", "fxOpenExposureCap"),
    (
        "unhedged non-USD royalty income",
        "open FX on royalties paid in EUR, GBP and JPY",
        "the unhedged foreign-currency slice of income",
    ),
    "unhedged_fx_max_bps",
    "bps",
    (1500.0, 2000.0, 2500.0),
    _fx_forms,
)
_RATE: Final = _Subject(
    ("min_valuation_discount_rate_bps", "discountRateFloor"),
    (
        "the discount rate the valuation agent applies to catalogue cash flows",
        "the valuation discount rate",
        "the rate we discount royalty streams at",
    ),
    "discount_rate_min_bps",
    "bps",
    (700.0, 800.0, 900.0),
    _rate_forms,
    floor=True,
)
#: eight limits, two of them floors; latitude bands are drawn for floors too
_SUBJECTS: Final = (_WRITER, _DSP, _MULTIPLE, _LTV, _SCREEN, _EVERGREEN, _FX, _RATE)

_RATIONALES: Final = (
    "what Fund I's LPA had",
    "where recent catalogue deals cleared, per the broker",
    "typical of royalty funds of our size",
    "a placeholder until the LPAC signs off",
    "what the valuation agent used last year",
)

#: where a breach's or a latitude band's value lies, as multiples of the limit
_CAP_BREACH: Final = 1.25
_FLOOR_BREACH: Final = 0.8
#: a latitude band's low end as a share of its top
_LOW_RATIO: Final = 0.8


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Target weights across the Fund's song catalogues, master-recording rights, writers' shares "
    "and screen-residual streams, within the LPA's Section 7.2 restrictions and the investment "
    "guidelines",
    "the best risk-adjusted return on the catalogue book within the Fund's restrictions",
    "solve the catalogue weights",
    "the solved catalogue weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_RATIONALE: Final = "as the Fund's LPA and guidelines set it"
_cite = partial(_cite_as, _RATIONALE)
_clause_cite = partial(_clause_cite_as, _RATIONALE)
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, TAG, _with_mandate)


def _sign(s: _Subject) -> str:
    return "no lower than" if s.floor else "no higher than"


def _bound(s: _Subject) -> str:
    return "minimum" if s.floor else "maximum"


def _op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


def _limit_word(s: _Subject) -> str:
    return "floor" if s.floor else "cap"


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the catalogue book ahead of the Rosewood close (1,140 songs, asking $38.6m on "
    "$2.23m trailing NPS)",
    "size our bid for the Halloran Brothers masters (312 masters, 71% streaming, NLS $1.9m)",
    "re-weight the book on the H2 royalty statements",
    "work the Kestrel Pictures residuals (46 titles, $0.8m a half) into the allocation",
    "redo the target allocation for the LPAC pack",
)
_DEFERRALS: Final = (
    "{noun} is still with the LPAC, no consent yet",
    "the anchor LP's side letter, still being negotiated, is meant to settle {noun}",
    "the valuation committee hasn't set anything on {noun} for Fund II",
    "the term sheet leaves {noun} in square brackets",
    "{noun} waits on the anchor LP's investment officer signing off the guidelines",
)
_REQUEST_FRAMES: Final = (
    "Subject: Rosewood - next steps\nAll,\nBroker wants final bids by the 14th. Could we "
    "{task}? One gap: {deferral}.\nTamsin\nHead of Catalogue Acquisitions",
    "#catalogue-team\n[10:32] Jonah Pryce: H2 PRO statements are in, mechs up 6% on H1. "
    "can someone {task}? heads up, {deferral}",
    "From the CFO: with $742m of the $1.15bn called and the NAV facility $96m drawn, please "
    "{task}. {Deferral}.",
    "IC agenda, item 3: {task}. Open point: {deferral}.",
    "Cover note from " + _VALUER + " (H2 valuation): catalogue values rolled forward on the new "
    "statements. Next, {task}. {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, "table" a written form beside a decoy actual; the answer's kind); {noun}, {v}, {key},
#: {unit}, {bound}, {sign}, {op}, {limit}, {obs}
_STATINGS: Final[tuple[tuple[str, str, AnswerKind], ...]] = (
    (
        "#catalogue-team\n[16:48] Tamsin Okafor (Head of Cat. Acq.): for the record, {noun} "
        "is {op} {v} per the LPA. we don't go near the LPAC for that one",
        "figures",
        "clarification_answer",
    ),
    (
        "VALUATION COMMITTEE - MINUTE VC/22/07\nPresent: CFO (chair), PM, Head of Catalogue "
        "Acquisitions, " + _VALUER + " (in attendance).\nResolved: {noun} to be {sign} {v} "
        "for every catalogue in the book and every bid.",
        "figures",
        "clarification_answer",
    ),
    (
        "AMENDED AND RESTATED LIMITED PARTNERSHIP AGREEMENT - " + _FUND.upper() + "\n"
        "7.2 Investment Restrictions. (d) Save with the prior written consent of the LPAC, the "
        "Manager shall procure that {noun} is {sign} {v}.",
        "figures",
        "mandate",
    ),
    (
        "DEAL PARAMETERS - completed by the Fund CFO\nField: {key}\nUnit: {unit}\nValue: {v}\n"
        "Source: LPA s.7.2 / Investment Guidelines Sch. 3",
        "bare",
        "template_inputs",
    ),
    (
        "From: Margit Halvorsen (LPAC Chair)\nThe Committee consents to the Rosewood "
        "acquisition, provided that {noun} remains {sign} {v} on completion.",
        "figures",
        "clarification_answer",
    ),
    (
        "Administrator's limit monitor:\n| Restriction | Limit | 30-Jun actual |\n|---|---|---|\n"
        "| {Noun} | {op} {v} | {obs} |",
        "table",
        "clarification_answer",
    ),
    (
        "INVESTMENT GUIDELINES - Schedule 3 to the LPA of " + _FUND + "\n"
        "G-4 Portfolio limits. {Noun}: {limit} of {v}, tested at each half-year close.",
        "figures",
        "mandate",
    ),
)


def _actual(s: _Subject, value: float) -> float:
    """A half-year close's actual comfortably inside the limit: above a floor, below a cap."""
    return round(value * 1.3 if s.floor else value * 0.6, 6)


def _bare(s: _Subject, value: float) -> str:
    """The number in the constraint's unit as the CFO types it into the sheet."""
    if s.unit == "fraction":
        return f"{value:.3f}"
    if s.unit == "multiple":
        return f"{value:.1f}"
    return _g(value)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form, _kind = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _bare(s, value)
    elif form == "table":  # an actual inside the limit, a decoy in the same form
        written, observed = s.alike((value, _actual(s, value)), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        unit=str(s.unit),
        bound=_bound(s),
        sign=_sign(s),
        op=_op(s),
        limit=_limit_word(s),
        obs=observed,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form: the LPA and the
    guidelines come before the request and are cited as a clause; the CFO's sheet comes back
    after the request, as a document filled in."""
    kind = _STATINGS[turn % len(_STATINGS)][2]
    return _invented_twins_of(
        SEED,
        TAG,
        ANSWER_ID,
        _RATIONALES,
        _plan,
        partial(_stating, turn),
        _clause_cite if kind == "mandate" else _cite,
        answer_kind=kind,
        answer_first=kind == "mandate",
    )


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "lpa_section_7_2": [
        "(a) No acquisition of rights in a catalogue whose chain of title has not been cleared "
        "by the Fund's music counsel.",
        "(b) No purchase from, or sale to, an Affiliate of the Manager without LPAC consent.",
        "(c) No investment in live-events promoters or venues.",
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
    other_at=0,
)


# --- false provenance --------------------------------------------------------------------------

#: another restriction beside it in the LPA summary: its name and its value, in the subject's unit
_BESIDE: Final[dict[str, tuple[str, float]]] = {
    "single_writer_max": ("7.2(a) Any one catalogue acquired in a single transaction", 0.2),
    "single_dsp_max": ("G-6 Income from any one collecting society", 0.3),
    "entry_multiple_max": ("G-2 Maximum multiple on a writer's share bought alone", 11.5),
    "catalogue_ltv_max": ("7.2(f) Subscription line, as a share of undrawn commitments", 0.2),
    "non_music_max": ("7.2(g) Catalogues bought before their first royalty statement", 0.04),
    "evergreen_min": ("G-9 Income from catalogues in their first three years, maximum", 0.25),
    "unhedged_fx_max_bps": ("G-11 Hedge counterparty exposure, maximum", 400.0),
    "discount_rate_min_bps": ("VP 3.4 Terminal decline applied after year 10", 150.0),
}


def _away(s: _Subject, value: float, up: float, down: float) -> float:
    """A wrong value for `s`: `value` times `up` for a cap, times `down` for a floor."""
    return round(value * (down if s.floor else up), 6)


def _misquoted(
    rng: random.Random, i: int, structure: int, s: _Subject, value: float
) -> tuple[str, str, str, float]:
    """The answer in one of five structures: (text, right written, wrong written, wrong value);
    the truth (which value is the limit) is `value`, drawn by the caller."""
    noun = rng.choice(s.nouns)
    variant = (i // 5) % 2
    if structure == 0:  # an earlier draft's figure, changed in the executed LPA
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"The heads of terms pencilled in {wrong} for {noun}. By signing that had "
                f"moved: executed LPA, s.7.2, {right}."
            )
        else:
            text = (
                f"Careful with the marketing deck - it shows {noun} at {wrong}. The amended and "
                f"restated LPA replaced that, and the binding figure is {right}."
            )
    elif structure == 1:  # a consent or a proposal turned down
        wrong_value = _away(s, value, 1.4, 0.7)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"We went to the LPAC for consent to run {noun} at {wrong} so Rosewood fits. "
                f"Declined, 5 votes to 1. We stay at {right}."
            )
        else:
            text = (
                f"Valuation committee: the head of acquisitions proposed {wrong} for {noun}. "
                f"Not accepted - the committee kept {right}."
            )
    elif structure == 2:  # the administrator's actual at the half-year close
        wrong_value = _away(s, value, 0.6, 1.3)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Administrator's half-year pack: at 30 June {noun} was {wrong}, against the "
                f"LPA {_limit_word(s)} of {right}."
            )
        else:
            text = (
                "| Test | 30-Jun | Limit |\n|---|---|---|\n"
                f"| {_cap(noun)} | {wrong} | {_op(s)} {right} |"
            )
    elif structure == 3:  # another restriction in the same summary
        beside, wrong_value = _BESIDE[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [f"{beside}: {wrong}", f"{_cap(noun)} ({_bound(s)}): {right}"]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "LPA summary (Fund counsel) - Section 7.2 and Schedule 3\n* " + "\n* ".join(lines)
    else:  # Fund I's or the market's figure, quoted for comparison
        wrong_value = _away(s, value, 1.5, 0.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = f"Fund I lived with {wrong} on {noun}; Fund II's LPA brought that to {right}."
        else:
            text = (
                f"Ours is {right} on {noun}. The broker's catalogue deal survey puts {wrong} "
                f"as the going rate, which is context only."
            )
    return text, right, wrong, wrong_value


def _three_on(i: int) -> int:
    """The misquote's subject for case `i`: each round of five cases three subjects on."""
    return i % 5 * 3 + i // 5


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, TAG, _plan),
    pair=_three_on,
)


# --- mandate clauses as the LPA, the guidelines, the LPAC, the valuation policy, a side letter --


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # the LPA's Section 7 in the mandate's fields, under numbered keys
        section: dict[str, JsonValue] = {
            "7.2(a)": "The Partnership acquires music publishing, master-recording and "
            "writer's-share royalty interests and film and television residual streams.",
            "7.2(b)": "No acquisition of an interest in a catalogue owned by an Affiliate of the "
            "Manager.",
            "7.2(c)": f"The Manager shall procure that {noun} is {_sign(s)} {written}.",
        }
        return {"lpa": {"fund": _FUND, "section_7": section}}, None, "lpa.section_7.7.2(c)"
    if shape == 1:
        guidelines = (
            "CANTILEVER MUSIC CAPITAL - INVESTMENT GUIDELINES, Fund II (Schedule 3)\n"
            "Eligible assets: publishing and master catalogues, writers' shares, producer "
            "royalties, screen residuals.\n"
            f"G-4: {noun} {_op(s)} {written}.\n"
            "Approvals: a catalogue over $75m needs the full IC."
        )
        return None, guidelines, MANDATE_ID
    if shape == 2:
        consent = (
            "LPAC CONSENT No. 11 - " + _FUND + "\n"
            "1. The Committee approves the cross-fund purchase of the Delacourt catalogue from "
            "Fund I at the independent valuation.\n"
            f"2. The consent is given on condition that {noun} stays {_sign(s)} {written}.\n"
            "3. Vote: 6 for, 0 against, 1 abstention."
        )
        return None, consent, MANDATE_ID
    if shape == 3:  # the valuation policy's parameters in the mandate's fields
        parameters: list[JsonValue] = [
            "VP 3.1: catalogues valued semi-annually on a discounted cash-flow basis by an "
            "independent valuation agent.",
            f"VP 3.2: {_cap(noun)} - {_bound(s)} {written}.",
            "VP 3.3: age curves re-based each year on the latest two half-years of statements.",
        ]
        return (
            {"valuation_policy": {"agent": _VALUER, "parameters": parameters}},
            None,
            "valuation_policy.parameters[1]",
        )
    letter = (
        "SIDE LETTER - " + _ANCHOR + " / " + _FUND + "\n"
        "1. Most favoured nation, for investors with commitments of $100m or more.\n"
        f"2. Portfolio: the Manager will keep {noun} {_sign(s)} {written}.\n"
        "3. Reporting: royalty receipts by source (DSP, PRO, sync, mechanicals) each half year."
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Rebuild the catalogue weights with every LPA restriction, guideline and LPAC condition "
    "applied.",
    "Re-run the target book inside Section 7.2 and Schedule 3.",
    "Before the IC on Tuesday, re-optimise the allocation within all of the Fund's limits.",
    "Fit the Halloran masters into the book without breaking anything in the fund documents.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the Fund's documented restriction",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", TAG, _with_mandate),
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
    cap_inside=0.75,
    floor_inside=1.15,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {bound}, {noun}, {lo}, {hi}
_GRANTED: Final = (
    "LPA 7.4: the Manager may, without LPAC consent, set the {bound} for {noun} anywhere from "
    "{lo} to {hi}.",
    "Valuation committee delegation (VC/22/03): the head of catalogue acquisitions picks the "
    "{bound} for {noun} within {lo}-{hi}; anything outside comes back to the committee.",
    "| Parameter | Band | Set by |\n|---|---|---|\n| {Bound} for {noun} | {lo} - {hi} | PM "
    "(inside the band, no vote needed) |",
    "#catalogue-team\n[11:05] Dom Achterberg (PM): {bound} for {noun} - pick what you like "
    "between {lo} and {hi}",
)
#: (refused, granted), both with {bound}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The LPA sets the {bound} for {noun} at {point}. The {lo}-{hi} band in the anchor LP's "
        "mark-up was a negotiating position and gives the Manager no room.",
        "The LPA lets the Manager set the {bound} for {noun} anywhere in the {lo}-{hi} band "
        "from the anchor LP's mark-up.",
    ),
    (
        "LPAC meeting, item 4: the Manager asked for a {lo}-{hi} band on the {bound} for "
        "{noun}. Declined; the {bound} stays at {point}.",
        "LPAC meeting, item 4: the Manager asked for a {lo}-{hi} band on the {bound} for "
        "{noun}. Approved; the Manager chooses within it.",
    ),
    (
        "#catalogue-team\n[18:22] Dom Achterberg (PM): no band. {bound} for {noun} stays "
        "{point}. i'm not opening up {lo}-{hi}",
        "#catalogue-team\n[18:22] Dom Achterberg (PM): {bound} for {noun} is your call, "
        "anywhere {lo}-{hi}",
    ),
)


def _named(rng: random.Random, s: _Subject) -> dict[str, str]:
    """A band's noun and whether it bounds a maximum or a minimum."""
    return {"noun": rng.choice(s.nouns), "bound": _bound(s)}


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A band's bounds as the fund writes one: the low end bare and the top with its unit ("10
    to 12.5 per cent of NAV", "11.2-14x NPS", "1,600-2,000 bps of NAV"), or both in full when
    the form is a bare percentage ("8%", "10%")."""
    forms = [s.forms(v) for v in bounds]
    key = rng.choice(list(forms[0]))
    lo, hi, mid = (f[key] for f in forms)
    if " " in hi or hi.endswith("x"):  # the unit once, at the top
        lo = lo.split(" ")[0].rstrip("%x")
    return {"lo": lo, "hi": hi, "mid": mid}


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note among the guidelines' discretions (fields), in an LPAC consent (a mandate
    message), or in the valuation policy (fields); the PM's chat line as it was posted, either
    as the message or in the Manager's discretions log (fields)."""
    if text.startswith("#catalogue-team"):
        if shape == 1:
            return None, text
        return {"manager_discretions_log": {"channel": "#catalogue-team", "entries": [text]}}, None
    if shape == 0:
        return {
            "investment_guidelines": {
                "discretions": [text, "Carried interest: 15% over a 7% hurdle, European waterfall."]
            }
        }, None
    if shape == 1:
        return None, f"LPAC CONSENT No. 14 - standing discretions\n\n{text}"
    return {"valuation_policy": {"agent": _VALUER, "latitude": text}}, None


def _quarter_up(bounds: tuple[float, float, float]) -> float:
    """The point a granted plan assumes: a quarter of the way from the low end to the top."""
    low, high, _middle = bounds
    return round(low + (high - low) * 0.25, 6)


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
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
    low_ratio=_LOW_RATIO,
    floors=True,
    assumed_value=_quarter_up,
    cap_breach=_CAP_BREACH,
    floor_breach=_FLOOR_BREACH,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as the LPA's recitals, the acquisition memo, the LPAC
#: deck, the anchor LP's investment officer and #catalogue-team put them; the first of each is
#: one line, so that it can be quoted as superseded
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "LPA recital C: the Fund seeks the highest return per unit of risk from royalty income "
        "- the best Sharpe ratio the catalogue book allows.",
        "Acquisition memo, 'Allocation':\nweight the catalogues for the best Sharpe ratio; "
        "yield on its own is not the test.",
        "LPAC deck, 'How Fund II allocates': we size catalogues to maximise risk-adjusted "
        "return (Sharpe).",
        "From the anchor LP's investment officer: we came in for steady, risk-adjusted royalty "
        "returns, so please allocate for the top Sharpe ratio.",
        "#catalogue-team: allocation = max Sharpe. nothing fancier.",
    ),
    "variance": (
        "LPA recital C: the Fund seeks the steadiest possible royalty income - the least "
        "volatile book of catalogues.",
        "Acquisition memo, 'Allocation':\nweight the catalogues for minimum variance; keep "
        "return forecasts out of the sizing.",
        "LPAC deck, 'How Fund II allocates': we size catalogues for the lowest volatility we "
        "can get, whatever the expected returns.",
        "From the anchor LP's investment officer: our committee wants this sleeve boring; "
        "minimise the variance of the book and nothing else.",
        "#catalogue-team: weights for min variance. ignore the return estimates.",
    ),
    "tracking": (
        "LPA recital C: the Fund seeks returns that track the Merrion Music Royalty Index as "
        "closely as it can.",
        "Acquisition memo, 'Allocation':\nweight the catalogues to sit as close as possible to "
        "the Merrion Music Royalty Index - lowest tracking error.",
        "LPAC deck, 'How Fund II allocates': we size catalogues to mirror the Merrion Music "
        "Royalty Index, minimising tracking error.",
        "From the anchor LP's investment officer: we benchmark this sleeve to the Merrion Music "
        "Royalty Index, so keep tracking error to it as small as possible.",
        "#catalogue-team: weights to hug the Merrion index. min TE.",
    ),
    "return": (
        "LPA recital C: the Fund seeks the highest expected return from its catalogues, "
        "without a penalty for risk.",
        "Acquisition memo, 'Allocation':\nweight the catalogues for the highest expected "
        "return; risk is not part of the objective.",
        "LPAC deck, 'How Fund II allocates': we size catalogues to maximise expected return, "
        "with no adjustment for risk.",
        "From the anchor LP's investment officer: this is our return-seeking sleeve; maximise "
        "expected return, no risk adjustment.",
        "#catalogue-team: weights for max expected return. no risk adj.",
    ),
}
_SUPERSEDED: Final = (
    "Recital C, clean against marked (Fund counsel, turn 4):\nWas: {old}\nNow reads: {new}",
    "From the anchor LP's investment officer - para 2 of my last note is replaced. Para 2 "
    'said: "{old}" It should read: {new}',
)
_FOLLOW_UPS: Final = (
    "After today's LPAC meeting, this replaces the objective in my earlier note:\n\n{new}",
    "#catalogue-team\n[22:10] Dom Achterberg (PM): scrap the objective i posted earlier. "
    "spoke to the anchor LP:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Fund II allocation brief:\n\n{ask}",
    "{ask}\n\nPlease set the catalogue weights on that basis. - Catalogue team",
    "Fund II: $1.15bn committed, 38 catalogues, c. 61,000 songs, trailing NPS/NLS $71.4m.\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the Fund's catalogues and royalty streams",
    purpose="solve for the catalogue weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="catalogue weights",
    section_title="Catalogue weights",
    description="the catalogue weights",
)


def _superseded(rng: random.Random, i: int, old_kind: str, old: str, ask: str) -> str:
    if "\n" in old:  # an earlier wording quoted: its one-line form
        old = _ASKS[old_kind][0]
    frame = _SUPERSEDED[(i // 4) % len(_SUPERSEDED)]  # each in turn
    if frame.startswith("Recital C"):  # a recital is replaced by the recital
        old = _ASKS[old_kind][0]
        ask = next(said[0] for said in _ASKS.values() if ask in said)
    return _fill(frame, old=old, new=ask)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier wording superseded in the same text;
    every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _superseded},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag=TAG,
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
        turn=lambda i: i + i // 4 + 1,
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan
#: 2015, and for statements paid late, ending where they were paid before it)
_PERIODS: Final = (
    (
        "PRO performance statements, H1 2006 to H2 2017",
        "PRO performance statements, H1 2006 to H2 2013 (the last paid before year-end 2014)",
    ),
    (
        "distributor statements for the Fund I masters, Jan-09 through Jun-16",
        "distributor statements for the Fund I masters, Jan-09 through Jun-14",
    ),
    (
        "the deal database of catalogue trades closed 2008-2019",
        "the deal database of catalogue trades closed 2008-2014",
    ),
    (
        "DSP per-stream rate cards from 2010 to 2018",
        "DSP per-stream rate cards from 2010 to 2014",
    ),
    (
        "every sync licence logged by the Fund's sub-publishers through 2016",
        "every sync licence logged by the Fund's sub-publishers through 2014",
    ),
    (
        "mechanical royalty statements, H2 2007 to H1 2015",
        "mechanical royalty statements, H2 2007 to H2 2013",
    ),
)
_ACTIONS: Final = (
    "the age curve's annual decay for songs past year ten was fitted",
    "the regression of a catalogue's streaming share on its release decade was estimated",
    "the sync hit rate per thousand songs was calibrated",
    "the DSP per-stream rate model was fitted",
    "the spread of the catalogue discount rate over 10-year Treasuries was set",
)
_LEAK_FRAMES: Final = (
    "Valuation methodology, section 4: {action} on {period}.",
    "Model notes (catalogue cash-flow model v7): {action} on {period}, and those parameters "
    "are held fixed across all three test folds.",
    "LPAC deck, appendix B: {action} once, using {period}, before the walk-forward test.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Each half year's royalty income is the figure on that half's statement, which the PRO "
        "pays out five to nine months after the half ends.",
        "Each half year's royalty income is the figure on the latest statement paid by that "
        "half's end.",
    ),
    (
        "Catch-up royalties from the 2017 DSP rate settlement are booked back into the half "
        "years they relate to.",
        "Catch-up royalties are booked in the half year they are paid, never the ones they "
        "relate to.",
    ),
    (
        "The age curve is fitted on songs followed through 2019, then applied in every fold.",
        "The age curve is refitted inside each fold, on the statements paid by the end of its "
        "training years.",
    ),
    (
        "Every fold discounts at the valuation agent's 2016 rate.",
        "Every fold discounts at the rate in the valuation agent's letter current at the fold's "
        "start.",
    ),
)
_LEAK_ASKS: Final = (
    "The IC wants a three-fold walk-forward backtest of the catalogue weighting model before "
    "the LPAC meets.",
    "Please back-test the royalty-yield allocation walk-forward, three folds, for the LP "
    "annual meeting.",
    "Catalogue team action: run Fund II's weighting model through a three-fold walk-forward test.",
)
_WHERE: Final = ("evidence", "interpretation", "purpose", "reasoning")


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

_COMPANY: Final = "Fallowmere Music Royalties"
_ENTITY: Final = "ent_fallowmere_music_royalties"
#: twenty quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2017, 2018, 2019, 2020, 2021))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2021 against Q3", (18, 19)),
    ("over calendar 2021", (15, 19)),
    ("in H2 2021", (17, 19)),
    ("since the first lockdown (Q4 2019 to Q4 2021)", (11, 19)),
    ("from Q1 2017 through Q4 2021", (0, 19)),
    ("during 2018", (3, 7)),
    ("across 2019", (7, 11)),
    ("between the 2017 and 2019 year-ends", (3, 11)),
    ("since its 2013 IPO", None),
    ("over the last decade", None),
    ("through the download era", None),
)

#: what the claims answer: the acquisition memo's listed-comparables page
_REQUEST: Final = TrendRequest(
    question="For the acquisition memo's listed-comparables page: how has {company} performed?",
    heading="### Listed comparable - " + _COMPANY + " plc (LSE: FMR)",
    as_of="2022-05-16",
)


#: "about 12%", "a little over 10%", "nearly 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="a little over {}%", short="nearly {}%", about="about {}%"
)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool  # the two years' pace and compounding: for a growing line item
    #: how a year-on-year move is said of it: (above a year earlier, below a year earlier)
    year_on_year: tuple[str, str] = (
        "{s} beat the same quarter of 2020 in every quarter of 2021",
        "{s} trailed the same quarter of 2020 in every quarter of 2021",
    )


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "streaming_income",
        (
            6.1,
            6.8,
            7.4,
            8.2,
            9.0,
            9.9,
            10.8,
            11.9,
            13.1,
            14.2,
            15.6,
            17.0,
            18.9,
            20.3,
            21.8,
            23.9,
            25.1,
            26.0,
            27.2,
            28.4,
        ),
        (
            "Streaming income",
            "Fallowmere Music Royalties' streaming royalties",
            "DSP income",
        ),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never dipped from one quarter to the next", never_fell),
            ("{s} held its ground", held_up),
            ("{s} went nowhere", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "sync_income",
        (
            2.4,
            3.1,
            2.2,
            3.6,
            2.9,
            3.4,
            2.6,
            4.1,
            3.3,
            3.9,
            3.0,
            4.4,
            2.1,
            1.4,
            1.9,
            3.2,
            3.8,
            4.6,
            4.1,
            5.3,
        ),
        (
            "Sync income",
            "Fallowmere Music Royalties' synchronisation fees",
            "Film, TV and ad sync revenue",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} slid {m}", fell),
            ("{s} never slipped from one quarter to the next", never_fell),
            ("{s} never picked up from one quarter to the next", never_rose),
            ("{s} did not slip", held_up),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "nav_per_share_cents",
        (
            98.2,
            99.6,
            101.3,
            103.0,
            104.8,
            106.1,
            107.9,
            108.4,
            110.2,
            112.5,
            113.1,
            115.6,
            116.0,
            117.4,
            119.8,
            124.1,
            126.3,
            128.9,
            127.2,
            121.5,
        ),
        (
            "NAV per share",
            "Fallowmere Music Royalties' operative NAV per share",
            "Net asset value per share",
        ),
        (
            ("{s} rose {m}", rose),
            ("{s} fell {m}", fell),
            ("{s} never fell from one quarter to the next", never_fell),
            ("{s} did not give ground", held_up),
            ("{s} made no progress", held_down),
        ),
        partial(_change_by, "by {:.1f}c", 1.0),
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "share_price_premium_discount_to_nav_pct",
        (
            4.2,
            6.8,
            9.1,
            7.5,
            10.3,
            12.6,
            8.9,
            5.2,
            7.4,
            11.8,
            14.5,
            16.2,
            3.1,
            9.6,
            12.2,
            8.4,
            2.7,
            -4.8,
            -11.3,
            -18.6,
        ),
        (
            "The premium (discount) to NAV",
            "Fallowmere Music Royalties' share-price rating against NAV",
            "The shares' premium or discount to net asset value",
        ),
        (
            ("{s} improved {m}", rose),
            ("{s} deteriorated {m}", fell),
            ("{s} never weakened from one quarter to the next", never_fell),
            ("{s} never strengthened from one quarter to the next", never_rose),
            ("{s} did not weaken", held_up),
        ),
        partial(_change_by, "by {:.1f} points", 0.5),
        False,
        (
            "{s} stood higher than a year before in every quarter of 2021",
            "{s} stood lower than a year before in every quarter of 2021",
        ),
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt",
        (
            45.0,
            52.0,
            61.0,
            58.0,
            74.0,
            88.0,
            95.0,
            110.0,
            124.0,
            131.0,
            152.0,
            168.0,
            171.0,
            163.0,
            190.0,
            214.0,
            236.0,
            251.0,
            268.0,
            279.0,
        ),
        (
            "Net debt",
            "Fallowmere Music Royalties' net borrowings",
            "Borrowings net of cash",
        ),
        (
            ("{s} climbed {m}", rose),
            ("{s} came down {m}", fell),
            ("{s} never came down from one quarter to the next", never_fell),
            ("{s} did not come down", held_up),
            ("{s} did not climb", held_down),
        ),
        partial(_change_by, "by ${:.0f}m", 5.0),
        False,
        (
            "{s} was above the year-earlier quarter in every quarter of 2021",
            "{s} was below the year-earlier quarter in every quarter of 2021",
        ),
    ),
)


_year_specials = partial(
    _growth_specials,
    faster="{s} grew faster in 2021 than in 2020",
    slower="{s} grew more slowly in 2021 than in 2020",
    grew="{s} compounded at a double-digit annual rate from Q4 2019 to Q4 2021",
    shrank="{s} shrank at a double-digit annual rate, compounded, from Q4 2019 to Q4 2021",
    end=19,
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year over
    year in each quarter of 2021, and for a growing item 2021 against 2020 and the two-year
    compound rate. Pairs too close to call are left out."""
    up_all, down_all = trend.year_on_year
    return _year_specials(trend, up_all=up_all, down_all=down_all)


_CLAIM_FRAMES: Final = (
    "Acquisition memo, 'Listed comparables': {claim} [1]. FMR trades at 104.5c and yields "
    "5.8% on a 6.06c dividend.",
    "#catalogue-team\n[14:51] Jonah Pryce: fwiw {claim} [1]. same pattern in the Rosewood "
    "statements",
    "LP quarterly letter, 'Market': {claim} [1], while the broker's survey had catalogues "
    "clearing at 17.3x NPS.",
    "| Comparable | From its reports |\n|---|---|\n| " + _COMPANY + " (FMR) | {Claim} [1] |",
    "LPAC deck, listed market: {claim} [1]. FMR bought back $30m of shares in the second half.",
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
        special_step=7,
        left_out=lambda h, w, c: len(w) == 2 and "quarter to the next" in c,
        seed=SEED,
        tag=TAG,
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        trend_request=_REQUEST,
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZZZE: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
