"""Held-out batch ZI: every flaw kind again, in machine-translated English: messages, mandates
and notes from Japanese, Chinese, Korean and Brazilian-Portuguese institutions run through a
translator and pasted as they came out: literal word order ("Regarding the single stock ratio,
upper limit is set as 5%"), politeness formulas ("Always thank you for your support"), headers
like "【Investment restrictions】", full-width digits and symbols ("５％", "１．５倍") left partly
untranslated, 倍 and 年 around numbers, era years ("Reiwa 7", "Heisei 29 (2017)"), fiscal years
ending in March, Korean 년, Portuguese decimal commas ("7,5%") and words left in Portuguese, and
the same limit named inconsistently in one text ("upper limit", "ceiling amount", "maximum
ratio").

Batch ZI is built like ZH, its model — phrase-level parts, a seeded generator, the truth kept by
the generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the written forms of `reviews_heldout_forms` and the trend readings of
`reviews_heldout_truths`; its phrase tables, number forms, trend series and the claims it makes
of them are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result
was read for it, and it was not run against the reviewers before its first recorded run. Era
years, revision dates, reply deadlines, survey sizes, question numbers and observed values in
monitoring tables are decoy numbers: no truth depends on them. Its parts are new:

* limits as translated answers state them: a "【Investment restrictions】" block ("Regarding the
  …, upper limit is set as …"), a Q/A answer with "or less", an "Item / Limit value / Remarks"
  table, an era-dated approval ("approved in Reiwa 7"), a "【Parameter setting】" register with
  a full-width "＝" (a bare number in the constraint's unit), a Portuguese-flavoured policy line,
  a "shall be managed so as not to exceed", a "ceiling amount (maximum ratio)" line naming the
  limit twice, and an "Item / Limit / Actual / Judgment" row whose actual is a decoy; number
  forms "5%", "５％", "5,0%", "150bp", "１．５０％", "150 basis point", "1.5倍", "１．５倍",
  "150% of net assets"; subjects: single-issue ratio, industry ratio, tracking error, gross
  exposure and a cash ratio that is a floor;
* requests deferring the limit to a head office still considering it, a value "to be notified
  later (未定)", next month's investment committee, a trustee bank's confirmation or a committee
  in Portuguese ("a definir"), in a "【Request matter】/【Remarks】" letter, a politeness formula,
  a numbered "Ｒｅ：" mail with a reply deadline, a "Prezados" mail and a deferral put first;
  a mandate bounding only other things (a Portuguese-keyed restriction list);
* provenance misquoting its source: an abolished old limit or a "Before change / After change"
  guideline, a proposal the committee did not approve (or a Portuguese "rejeitada"), the actual
  of the end of the month taken for its limit, another question's answer in the same Q/A block,
  and an industry average from a consulting survey;
* mandates as an article and paragraph of investment guidelines in the mandate's fields
  (`investment_guidelines.article_5.paragraph_2`), a "【Investment restrictions】" list with
  full-width numbering, a revision-dated guideline table, a Portuguese restriction list in the
  mandate's fields (`restricoes_de_investimento[1]`) and a Korean-style "restriction matters
  guide" as the mandate message;
* latitude granted "freely within the range of 2%～4%", as a Q/A ("Is … a fixed value? A. No"),
  an "Allowable range" table and a standard with the manager's judgment around it; refused as a
  value fixed by the committee whose range is "only the standard for monitoring", a Q/A saying
  no, and a proposal "rejected (não aprovado)"; each twin the same text granting the range;
* objectives as literal requests ("the portfolio whose Sharpe ratio becomes maximum"), a
  "【Purpose of operation】" block, an optimisation request, a Portuguese-flavoured objective
  and a "target of portfolio construction" line, with an earlier draft cancelled or struck
  through in the same message, and a "【Correction】" or apology replacing an earlier message;
* leakage with periods in translated forms: "２０１０年１月～２０１８年１２月", "the end of
  Heisei 29 (2017)", "FY2010 to FY2016 (fiscal year ending March 2017)", "2010.01.04～2017.06.30", a
  Portuguese month/year period and Korean "2011년~2019년"; evaluation on the period the weights
  were estimated on, a future return as input, restated financials aligned on period end,
  same-close execution and a lookback picked on the whole backtest; each clean twin in the same
  form, ending before the first test date (2 January 2015) or inside each fold;
* trend claims on Tokai Seimitsu's sales, operating margin (in points), free cash flow and
  inventory turnover (in turns) over twelve quarters (2020 Q1–2022 Q4), as a "【Conclusion】"
  line, an analyst comment, a table row, a "According to the material [1]" sentence and a
  Portuguese-flavoured conclusion; magnitudes as "about 12％", "exceeding 10%", "a little less
  than 15%", "by 2.0 points", "by 0.9 turns"; "did not show decrease in any quarter", "did not
  become worse", higher than the same quarter of the previous year in all quarters of 2022,
  growth accelerated in 2022 compared with 2021 and a double-digit compound rate (each only
  where the series decides it clearly); horizons in full-width dates
  ("from ２０２１年第４四半期 to ２０２２年第４四半期", "during the 8 quarters until
  ２０２２年１２月末") against uncovered ones ("since Heisei 27 (2015)", "during 10 years
  until ２０２２年１２月", "compared with the level of ２０１８年").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

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

SEED: Final = 20270104
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzi3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzi5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzii"


# --- numbers as translators leave them ------------------------------------------------------

#: ASCII digits and symbols to the full-width ones a translator leaves in ("５％", "１．５倍")
_FULL_WIDTH: Final = str.maketrans("0123456789.%", "０１２３４５６７８９．％")


def _wide(text: str) -> str:
    return text.translate(_FULL_WIDTH)


def _share_forms(value: float) -> dict[str, str]:
    """A share of net assets: "5%", "５％", "5,0%" (a Portuguese decimal comma)."""
    pct = value * 100
    return {
        "pct": f"{_g(pct)}%",
        "fw": _wide(f"{_g(pct)}%"),
        "comma": f"{pct:.1f}%".replace(".", ","),
    }


def _bp_forms(value: float) -> dict[str, str]:
    """Basis points: "150bp", "１．５０％", "150 basis point" (the plural lost in translation)."""
    return {
        "bp": f"{_g(value)}bp",
        "fw": _wide(f"{value / 100:.2f}%"),
        "long": f"{_g(value)} basis point",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """A multiple of net assets: "1.5倍", "１．５倍", "150% of net assets"."""
    return {
        "bai": f"{_g(value)}倍",
        "fw": _wide(f"{_g(value)}") + "倍",
        "nav": f"{_g(value * 100)}% of net assets",
    }


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how the translated texts name it, its key in a
    parameter register, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_ISSUER: Final = _Subject(
    ("max_single_stock_weight", "issueRatioCap"),
    ("single stock ratio", "investment ratio per one issue", "single-issue weight"),
    "single_stock_max",
    "fraction",
    (0.04, 0.05, 0.075),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_industry_weight", "industryRatioCap"),
    ("industry ratio", "ratio per one industry", "sector concentration degree"),
    "industry_max",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_cap_bps", "teUpperBps"),
    ("tracking error", "ex-ante tracking error", "deviation risk versus the benchmark"),
    "te_upper_bps",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "leverageMultipleMax"),
    ("gross exposure", "leverage multiple", "total exposure amount"),
    "gross_upper",
    "multiple",
    (1.3, 1.5, 1.8),
    _multiple_forms,
)
_LIQUIDITY: Final = _Subject(
    ("min_cash_ratio", "liquidityReserveFloor"),
    ("cash ratio", "liquidity reserve", "cash equivalent holding ratio"),
    "cash_lower",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _TE, _GROSS, _LIQUIDITY)

_RATIONALES: Final = (
    "it is the general level in the industry, as our recognition",
    "the same value as the previous fiscal year was used",
    "a conservative provisional value until the head office answers",
    "in line with the standard template of the trustee bank",
    "customary for a long-only fund of this size",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights of the model portfolio of the mandate, under its investment restrictions",
    "the best risk-adjusted return inside the restrictions",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as stated in the response")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zi", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "please construct the model portfolio of the Japan equity fund",
    "we ask the rebalance of the foreign equity portfolio at the end of this quarter",
    "please make the optimization of the weights for the new mandate",
    "please prepare the pro-forma portfolio for the proposal document",
    "kindly rebuild the weights of the Asia equity sleeve",
)
_DEFERRALS: Final = (
    "regarding the {noun}, the limit value is under consideration at the head office and not "
    "yet decided",
    "{noun}: to be notified later (未定)",
    "the numerical value of the {noun} will be informed after the investment committee of next "
    "month",
    "about the {noun}, the setting value is still in confirmation with the trustee bank",
    "the limit of the {noun} is still to be defined by the committee (a definir)",
)
_REQUEST_FRAMES: Final = (
    "【Request matter】\n{Task}.\n【Remarks】\n{Deferral}.",
    "Always thank you for your support. {Task}. In addition, {deferral}. Best regards.",
    "Ｒｅ：portfolio construction\n1．{Task}.\n2．{Deferral}.\n"
    "Reply deadline: ２０２６年１２月１５日",
    "Prezados, {task}. Observation: {deferral}.",
    "{Deferral}. Although it is such situation, {task}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, "figures" one of its written
#: forms, or "table" a written form beside an observed decoy); {noun}, {v}, {key}, {bound},
#: {within}, {keep}, {obs}
_STATINGS: Final = (
    ("【Investment restrictions】\nRegarding the {noun}, {bound} is set as {v}.", "figures"),
    (
        "Answer for your question: the {noun} is {v} {within}. This is decided by the investment "
        "committee of our company.",
        "figures",
    ),
    (
        "| Item | Limit value | Remarks |\n|---|---|---|\n| {Noun} | {v} {within} | Decided |",
        "figures",
    ),
    (
        "As for the {noun}, it is {v} as the {bound}. (It was approved in Reiwa 7, October.)",
        "figures",
    ),
    ("【Parameter setting】\n    {key} ＝ {v}    ※approved by Risk Management Department", "bare"),
    (
        "About the {noun}: {bound} of {v}, in conformity with the investment policy (política de "
        "investimentos).",
        "figures",
    ),
    ("The {noun} shall be managed so as {keep} {v}.", "figures"),
    (
        "{Bound} amount of the {noun} ({ratio} ratio): {v}. Please observe this {bound} strictly.",
        "figures",
    ),
    (
        "| Item | Limit | Actual (end of month) | Judgment |\n|---|---|---|---|\n"
        "| {Noun} | {v} {within} | {obs} | Compliance |",
        "table",
    ),
)


def _words(s: _Subject) -> dict[str, str]:
    """How the translations say a cap or a floor, inconsistently by design ("upper limit",
    "ceiling", "maximum ratio")."""
    if s.floor:
        return {"bound": "lower limit", "within": "or more", "keep": "not to fall below"}
    return {"bound": "upper limit", "within": "or less", "keep": "not to exceed"}


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    observed = ""
    if form == "bare":
        written = _g(value)
    elif form == "table":  # an observed value inside the limit, a decoy in the same form
        seen = round(value * (1.6 if s.floor else 0.8), 6)
        written, observed = s.alike((value, seen), rng.randrange(12), apart=True)
    else:
        written = s.render(value, rng.randrange(12))
    words = _words(s)
    if "{ratio}" in frame:  # the same limit named a second way in one line
        words["bound"] = "floor" if s.floor else "ceiling"
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        obs=observed,
        ratio="minimum" if s.floor else "maximum",
        **words,
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "zi", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "restricoes_de_investimento": [
        "Short selling is not permitted (vedado).",
        "Investment in unlisted shares is not permitted.",
        "Monthly report of the portfolio to the quotaholders.",
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

#: another question in the same Q/A block: its noun and its answer, in the subject's own unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "single_stock_max": ("industry ratio", 0.3),
    "industry_max": ("single stock ratio", 0.04),
    "te_upper_bps": ("allowable drawdown", 800.0),
    "gross_upper": ("net exposure", 0.4),
    "cash_lower": ("monthly turnover ratio", 0.18),
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
    bound = _words(s)["bound"]
    if structure == 0:  # an old limit abolished
        wrong_value = _away(s, value, 1.6, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"Regarding the {noun}, the old {bound} {wrong} was abolished, and the new "
                f"{bound} {right} is applied from ２０２６年４月."
            )
        else:
            text = (
                f"【Change of guideline】 (object: {noun})\n"
                f"Before change: {wrong}\nAfter change: {right}\n"
                "The before-change value is no longer valid."
            )
    elif structure == 1:  # a proposal the committee did not approve
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"There was a proposal from the manager to relax the {noun} to {wrong}, but the "
                f"investment committee did not approve it, so it remains {right} as before."
            )
        else:
            text = (
                f"The proposal of {wrong} for the {noun} was rejected (rejeitada) by the "
                f"committee. The valid {bound} continues being {right}."
            )
    elif structure == 2:  # the actual of the end of the month
        wrong_value = _away(s, value, 0.8, 1.6)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        within = _words(s)["within"]
        if variant == 0:
            text = (
                "| Item | Limit | Actual (end of month) | Judgment |\n|---|---|---|---|\n"
                f"| {noun} | {right} {within} | {wrong} | Compliance |"
            )
        else:
            text = (
                f"The {noun} at the end of the month was {wrong} in actual result, and it is "
                f"inside the {bound} {right}. There is no problem."
            )
    elif structure == 3:  # another question's answer in the same Q/A block
        decoy_noun, wrong_value = _DECOYS[s.key]
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        lines = [
            f"Question: What is the upper limit of the {decoy_noun}?\nAnswer: {wrong}.",
            f"Question: What is the {bound} of the {noun}?\nAnswer: {right}.",
        ]
        if rng.randrange(2) == 0:
            lines.reverse()
        text = "\n\n".join(lines)
    else:  # an industry average from a consulting survey
        wrong_value = _away(s, value, 1.5, 0.5)
        right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
        if variant == 0:
            text = (
                f"According to the survey of the consulting company, the median of the same "
                f"kind of funds for the {noun} is {wrong}, but our fund applies the {bound} "
                f"{right}."
            )
        else:
            text = (
                f"Reference: industry average of the {noun} {wrong} (２０２５年 survey, 38 "
                f"companies).\nOur company: {right} (this is the value of our guideline)."
            )
    return text, right, wrong, wrong_value


_false = partial(
    _misquote_cases,
    subjects=_SUBJECTS,
    request=_request,
    misquoted=_misquoted,
    cite=_cite,
    ids=(REQUEST_ID, ANSWER_ID),
    twins=_provenance_twins_of(SEED, "zi", _plan),
)


# --- mandate clauses as translated guidelines ----------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    words = _words(s)
    of_assets = " of the net asset" if s.unit == "fraction" else ""
    if shape == 0:  # an article and paragraph of the guidelines in the mandate's fields
        clause = (
            f"Article 5 (2): The {noun} of the fund shall be {written} {words['within']}"
            f"{of_assets}."
        )
        guidelines: JsonValue = {
            "article_5": {"paragraph_1": "Only listed stocks.", "paragraph_2": clause}
        }
        return (
            {"investment_guidelines": guidelines},
            None,
            "investment_guidelines.article_5.paragraph_2",
        )
    if shape == 1:
        listing = (
            "【Investment restrictions】\n"
            "１．Investment is limited to listed stocks.\n"
            f"２．{_cap(noun)} is {written} {words['within']}{of_assets} ({words['bound']}).\n"
            "３．Short selling is not done."
        )
        return None, listing, MANDATE_ID
    if shape == 2:
        table = (
            "Investment guideline (２０２６年４月１日 revision)\n\n"
            "| Item | Restriction content | Classification |\n|---|---|---|\n"
            f"| {_cap(noun)} | {written} {words['within']} | Hard limit |\n"
            "| Short selling | not permitted | Hard limit |\n"
            "| Unlisted stock | not permitted | Hard limit |"
        )
        return None, table, MANDATE_ID
    if shape == 3:  # a Portuguese-keyed restriction list in the mandate's fields
        clauses: list[JsonValue] = [
            "Investment in unlisted shares is not permitted (vedado).",
            f"The {noun} must stay at {'minimum' if s.floor else 'maximum'} {written}"
            + (" of the net equity (patrimônio líquido)." if of_assets else " (limite rígido)."),
            "Monthly report of the portfolio to the quotaholders.",
        ]
        return {"restricoes_de_investimento": clauses}, None, "restricoes_de_investimento[1]"
    guide = (
        "Investment restriction matters guide. Please kindly refer to below items.\n"
        f"- {_cap(noun)}: {written} {words['within']} (hard limit, must be kept)\n"
        "- Derivatives: only for hedge purpose"
    )
    return None, guide, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebuild the portfolio; all restriction items of the guideline are applied.",
    "Please make the pro-forma portfolio which keeps the guideline of the customer.",
    "Always thank you. Please show the model portfolio under the limits of the mandate.",
    "【Request】 Re-calculate the weights within the investment restrictions, please.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4 + i // 5,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 1,
    rationale="the restriction of the mandate",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "zi", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "Regarding the {noun}, the manager can decide freely within the range of {lo}～{hi}.",
    "Q. Is the {noun} a fixed value?\nA. No, it is not fixed. Operation in the range from {lo} "
    "to {hi} is permitted by the discretion of the manager.",
    "| Item | Allowable range | Decision person |\n|---|---|---|\n| {Noun} | {lo}～{hi} | "
    "Fund manager |",
    "{Noun}: standard is {mid}, but the operation between {lo} and {hi} is possible by the "
    "judgment of the manager (investment committee minutes).",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "The {noun} is fixed to {point} by the investment committee. The range {lo}～{hi} "
        "written in the report is only the standard for monitoring, it is not the range for "
        "operation.",
        "The {noun} can be set by the manager freely within {lo}～{hi}, according to the report.",
    ),
    (
        "Q. Can the manager change the {noun}?\nA. No. It is set as {point}; the band from {lo} "
        "to {hi} is only for the report to the risk management department.",
        "Q. Can the manager change the {noun}?\nA. Yes, it is possible in the range from {lo} "
        "to {hi}.",
    ),
    (
        "The proposal to make the {noun} variable in {lo}～{hi} was rejected (não aprovado) by "
        "the committee. The {noun} remains as {point}.",
        "The proposal to make the {noun} variable in {lo}～{hi} was approved (aprovado) by the "
        "committee.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a list of notes."""
    if shape == 0:
        return {"guideline_qa": {"section_8": text}}, None
    if shape == 1:
        return None, f"【Operation discretion】\n\n{text}"
    return {"trustee_notes": [text, "The pre-trade check is done every day."]}, None


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one written form; a range of multiples reads as "0.75倍～1.5倍"."""
    written = _written_alike(rng, s, bounds)  # drawn for every subject
    if s.unit == "multiple":
        return {k: f"{_g(v)}倍" for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}
    return written


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=lambda i: i + 1,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "zi", _with_mandate),
    refused_at=(1, 4),
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as translated requests put them; the first of each is one
#: line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Please make the portfolio whose Sharpe ratio becomes maximum.",
        "【Purpose of operation】\nThe purpose is to maximize the return per risk (Sharpe ratio).",
        "Regarding the optimization, we request the maximization of the excess return divided "
        "by the volatility.",
        "The objective is to maximize the Sharpe index (índice de Sharpe) of the portfolio.",
        "The target of portfolio construction: Sharpe ratio maximum.",
    ),
    "variance": (
        "Please make the portfolio whose variance becomes minimum.",
        "【Purpose of operation】\nThe purpose is to make the volatility as small as possible; the "
        "expected return is not used.",
        "Regarding the optimization, we request the minimization of the portfolio variance, "
        "without return forecast.",
        "The objective is the portfolio of minimum variance (mínima variância).",
        "The target of portfolio construction: variance minimum.",
    ),
    "tracking": (
        "Please make the portfolio whose tracking error versus MSCI World becomes minimum.",
        "【Purpose of operation】\nThe purpose is to follow the MSCI World index as closely as "
        "possible.",
        "Regarding the optimization, we request the minimization of the ex-ante tracking error "
        "against MSCI World.",
        "The objective is to replicate the MSCI World with the smallest deviation (desvio) "
        "possible.",
        "The target of portfolio construction: tracking error versus MSCI World minimum.",
    ),
    "return": (
        "Please make the portfolio whose expected return becomes maximum, risk is not considered.",
        "【Purpose of operation】\nThe purpose is the highest expected return; the risk is not "
        "penalized in the objective.",
        "Regarding the optimization, we request the maximization of the expected return only.",
        "The objective is the maximum expected return (retorno esperado), without risk adjustment.",
        "The target of portfolio construction: expected return maximum.",
    ),
}
_DRAFTS: Final = (
    "Previous version (draft): {old} This draft was cancelled after the investment committee."
    "\n\nFinal version:\n\n{new}",
    "~~{old}~~ (deleted by the correction)\n\nAfter correction:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "【Correction】 The purpose written in the previous mail is changed as below.\n\n{new}",
    "Sorry for the confusion. Please replace the purpose written before with the following:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Always thank you for your support. {ask}",
    "{ask}\n\nPlease construct the portfolio on this basis, thank you.",
    "Ｒｅ：Request of portfolio\n\n{ask}",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the mandate's universe",
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
    """Every fourth case from the second has an earlier version in the same message, withdrawn
    or struck; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="zi",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("the period ２０１０年１月～２０１８年１２月", "the period ２０１０年１月～２０１４年１２月"),
    (
        "the data until the end of Heisei 29 (2017)",
        "the data until the end of Heisei 26 (2014)",
    ),
    (
        "the data of FY2010 to FY2016 (fiscal year ending March 2017)",
        "the data of FY2010 to FY2013 (fiscal year ending March 2014)",
    ),
    ("the period 2010.01.04～2017.06.30", "the period 2010.01.04～2014.12.30"),
    (
        "the period of 01/2010 to 12/2018 (período de 01/2010 a 12/2018)",
        "the period of 01/2010 to 12/2014 (período de 01/2010 a 12/2014)",
    ),
    ("the sample of 2011년~2019년", "the sample of 2011년~2014년"),
)
_ACTIONS: Final = (
    "the threshold of the score was decided",
    "the weight of the factors was determined",
    "the parameter of the signal decay was estimated",
    "the width of the rebalance band was adjusted",
    "the cut point of the winsorization was selected",
)
_LEAK_FRAMES: Final = (
    "{Action} by using {period}.",
    "Regarding the model, {action} with {period}, and it was fixed in all 3 folds.",
    "【Model explanation】 {Action} one time with {period}, before the walk forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The performance is evaluated in the same period ２０１０年～２０２０年 in which the "
        "weight of the signal was estimated; the holdout was not kept.",
        "The performance is evaluated only in the test years of each fold; the weight of the "
        "signal is estimated in the training period of that fold.",
    ),
    (
        "As input feature of the model, the return of 20 business days ahead (future) is used.",
        "As input feature of the model, the return of the past 20 business days, until the day "
        "before the signal date, is used.",
    ),
    (
        "Financial data uses the value after restatement (present value), and it is aligned by "
        "the end of the fiscal period, not by the announcement date.",
        "Financial data uses the value of the first announcement (point-in-time), and it is "
        "aligned by the announcement date.",
    ),
    (
        "The execution is assumed at the same closing price which made the signal.",
        "The execution is assumed at the opening price of the next business day after the "
        "closing price which made the signal.",
    ),
    (
        "The lookback was selected as the best one among 12 candidates in the whole backtest "
        "period 2010～2020, and after that the result is reported per fold.",
        "The lookback was selected among 12 candidates only in the training period of each fold.",
    ),
)
_LEAK_ASKS: Final = (
    "Please execute the walk-forward backtest with 3 folds.",
    "【Request】 Please reproduce the walk forward result of the strategy (3 folds).",
    "Por favor, make the backtest of the factor model in walk-forward (3 folds) and send the "
    "report.",
)

_WHERE: Final = ("reasoning", "interpretation", "purpose", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zi", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Tokai Seimitsu"
_ENTITY: Final = "ent_tokai_seimitsu"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("versus the previous quarter, at ２０２２年第４四半期", (10, 11)),
    ("in the period from ２０２１年第４四半期 to ２０２２年第４四半期", (7, 11)),
    ("during the 8 quarters until ２０２２年１２月末", (3, 11)),
    ("since ２０２０年３月末", (0, 11)),
    ("from ２０２０年 Q2 to ２０２２年 Q2", (1, 9)),
    ("between ２０２０年１２月末 and ２０２１年６月末", (3, 5)),
    ("since Heisei 27 (2015)", None),
    ("during 10 years until ２０２２年１２月", None),
    ("compared with the level of ２０１８年", None),
)


#: "about 12％", "exceeding 10%", "a little less than 15%"; "" when it barely moved
_approx_pct = partial(
    _rounded_change, past="exceeding {}%", short="a little less than {}%", about="about {}％"
)


_by_points = partial(_change_by, "by {:.1f} points", 0.2)


_by_turns = partial(_change_by, "by {:.1f} turns", 0.1)


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "JPY"
    growth: bool  # year-on-year comparisons and compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (320.0, 305.0, 330.0, 350.0, 362.0, 375.0, 390.0, 402.0, 430.0, 455.0, 480.0, 515.0),
        ("Sales amount", "Tokai Seimitsu's sales", "Net sales (売上高)"),
        (
            ("{s} showed increase {m}", rose),
            ("{s} showed decrease {m}", fell),
            ("{s} did not show decrease in any quarter", never_fell),
            ("{s} did not become worse", held_up),
            ("{s} did not become better", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (38.2, 36.9, 37.5, 39.0, 40.1, 40.8, 40.2, 41.5, 40.3, 39.4, 38.8, 37.9),
        ("Gross profit ratio", "Tokai Seimitsu's gross margin", "Gross margin (粗利率)"),
        (
            ("{s} was improved {m}", rose),
            ("{s} was worsened {m}", fell),
            ("{s} did not show increase in any quarter", never_rose),
            ("{s} did not become weak", held_up),
            ("{s} did not become strong", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (45.0, 38.0, 29.0, 36.0, 44.0, 52.0, 50.0, 57.0, 54.0, 61.0, 66.0, 63.0),
        ("Free cash flow", "FCF", "Tokai Seimitsu's free cash flow"),
        (
            ("{s} was improved {m}", rose),
            ("{s} was worsened {m}", fell),
            ("{s} did not show decrease in any quarter", never_fell),
            ("{s} did not become worse", held_up),
            ("{s} did not become better", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (9.1, 8.2, 7.4, 7.9, 8.6, 9.3, 9.9, 9.6, 10.4, 10.8, 11.3, 11.0),
        ("Interest coverage ratio", "EBIT interest coverage", "Tokai Seimitsu's interest cover"),
        (
            ("{s} became strong {m}", rose),
            ("{s} became weak {m}", fell),
            ("{s} did not show decrease in any quarter", never_fell),
            ("{s} did not become weak", held_up),
            ("{s} did not become strong", held_down),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: year on year in
#: each quarter of 2022, and for a growing item the two years compared and the two-year compound
#: rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was higher than the same quarter of the previous year in all quarters of 2022",
    down_all="{s} was lower than the same quarter of the previous year in all quarters of 2022",
    faster="{s} growth accelerated in 2022 compared with 2021",
    slower="{s} growth slowed down in 2022 compared with 2021",
    grew="{s} grew at a double-digit annual rate (年率) from 2020 Q4 to 2022 Q4",
    shrank="{s} decreased at a double-digit annual rate (年率) from 2020 Q4 to 2022 Q4",
)


_CLAIM_FRAMES: Final = (
    "【Conclusion】 {Claim} [1].",
    "Analyst comment: {claim} (source [1]); there is no special problem.",
    "| Item | Evaluation content | Rating |\n|---|---|---|\n| Financial | {Claim} [1] | Good |",
    "According to the material [1], {claim}.",
    "Conclusion (conclusão): {claim} [1]. We maintain the rating.",
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
        left_out=lambda h, w, c: h.startswith("versus the previous quarter") and "quarter" in c,
        seed=SEED,
        tag="zi",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZI: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
