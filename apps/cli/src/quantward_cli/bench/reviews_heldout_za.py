"""Held-out batch ZA: every flaw kind again, in academic finance writing and mathematical
notation — researchers, PhD students and academic quants writing to the system as they write
papers, referee reports, replies to referees, seminar notes, pre-registrations and errata.

Batch ZA is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span, constraint, leakage and
trend helpers of `reviews_heldout_shared`; its phrase tables, number forms, symbols, trend
series and trend truth are its own. It was written blind: no rule, reviewer, reviewer test or
benchmark result was read for it, and it was not run against the reviewers before its first
recorded run. Sample periods, estimation windows, table and footnote numbers, penalty
parameters and universe sizes are decoy numbers: no truth depends on them. Its parts are new:

* limits stated in LaTeX and plain-text math ("$$w_i \\le 0.05$$", "$\\sum_i |w_i| \\le 1.5$",
  "$\\sigma_{TE} \\le 2\\%$", "$w_{\\text{cash}} \\ge 0.03$"), as a bound named by a symbol
  ("the bound on … is $\\kappa = 0.08$"), quoted from the original paper's footnote, and as
  "a hard constraint rather than a penalty term"; number forms "0.05", "5\\%", "5%", "5 per
  cent", "200 bp", "150%"; subjects: each asset's weight, an industry's aggregate weight,
  tracking error, gross leverage (the L1 norm of the weights) and a cash weight that is a floor;
* requests deferring the limit as an e-mail to co-authors, seminar notes with a sample
  period, a `\\paragraph{To do.}` with a footnote, an enumerated list of assumptions
  ("(A2) … is bounded by a constant κ, to be calibrated") and a reply to a referee's point; the
  bound left to a data licence, the sponsor's guidelines, a co-author, the original paper's
  footnote or "a realistic bound" the referee did not name; strategy mandates as a research
  protocol bounding only the data and the rebalancing frequency;
* provenance misquoting its source: the figure an erratum in a later message corrects, a
  referee's suggestion the authors reject, a counterfactual robustness check ("were the bound
  …; not a constraint we impose"), the other bound of a pair (per asset and per industry) and a
  figure stated "in per cent throughout" recorded as a fraction, a multiple or bp;
* mandates as an optimisation problem in a research protocol ("Problem (P): max_w SR(w) subject
  to …"), a pre-registration's numbered assumptions, a displayed equation "$$ … \\qquad \\forall
  t $$" from a grant agreement, grant terms with a footnote and a LaTeX `tabular` of
  constraints;
* latitude granted as a free parameter in an interval, "… ± …; any point in this band is
  admissible", a sponsor's "lie between … and …" and a pre-analysis plan that "fixes no value
  for …: any value in […, …] is acceptable", and refused ("fixed … by the sponsor; it is not a
  tuning parameter", an interval "in Table 5 is a sensitivity analysis only", "we do not
  calibrate …: it is set to …, as pre-registered"), each twin the same text granting the interval;
* objectives as academics write them: "$\\max_w \\frac{w^\\top\\mu - r_f}{\\sqrt{w^\\top
  \\Sigma w}}$", "$w^* = \\arg\\max_w \\mathrm{SR}(w)$", the tangency portfolio, the GMVP of
  Jagannathan and Ma (2003), "we ignore expected returns, which are notoriously hard to
  estimate", "$\\arg\\min_w \\mathbb{E}[(r_p - r_b)^2]$", "a risk-neutral investor, γ = 0",
  "U(w) = E[r_p]"; superseded "in an earlier version of this note" or replaced by a reply to
  the referees in a later message;
* leakage in a paper's design: "2010:01–2020:12", "2010M1–2017M6", "the post-GFC sample
  through 2018", "in-sample, where 'in-sample' means 2010–2020", "$t = 2010, \\dots, 2019$",
  "the estimation window $[t_0, T]$ with T = December 2020", "the holdout (2015–2016) as well as
  the training years"; $r_{i,t+1}$ among the predictors, portfolios earning the return of the
  month they are formed in, hyperparameters re-tuned on the full sample at a referee's
  suggestion, characteristics standardised on the full panel, the final vintage of revised
  macro data and today's index constituents for every year; each clean twin ending before the
  first test date (2 January 2015) or inside each fold;
* trend claims in an abstract, a "Result 2.", "Table 3 reports …", a footnote to a figure and an
  erratum, on a firm's gross margin (in points), revenue, net debt to EBITDA (in turns) and ROE
  over twelve quarters (2020Q1–2022Q4, newest first): "increased monotonically", "is weakly
  decreasing, with no quarter-on-quarter increase", "did not decline", "by about 5.2 pp", "by
  roughly 57%", "by 1.1 turns", "higher than a year earlier in every quarter of 2022",
  "averaged more in 2022 than in 2021", "attained its sample maximum in 2022Q4"; horizons
  "over the full sample, 2020Q1–2022Q4", "between 2021Q1 and 2022Q1", "from 2020:Q2 to
  2022:Q2", "within 2022 (2022Q1–2022Q4)", "relative to 2021Q3", "over 2020Q3–2021Q4" against
  uncovered ones ("over the pre-GFC sample", "since 1990:01", "over 2000Q1–2022Q4", "in the long
  sample, 1970–2022"). Whether a claim holds is computed from the series: true, false, or too
  close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
    _cap,
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
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_truths import (
    fell,
    held_down,
    held_up,
    never_rose,
    rose,
)
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261227
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzza0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzza1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzza2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzza3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzza5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzaz"


# --- numbers as papers write them ----------------------------------------------------------------
# Keys starting "m" are forms for inside math ($…$), the others for running text.


def _share_forms(value: float) -> dict[str, str]:
    """A share of the portfolio: "0.05", "5\\%" in math; "5%", "5 per cent" in text."""
    pct = _g(value * 100)
    return {
        "m_dec": _g(value),
        "m_tex": f"{pct}\\%",
        "pct": f"{pct}%",
        "percent": f"{pct} per cent",
    }


def _bp_forms(value: float) -> dict[str, str]:
    """Tracking error in bp a year: "0.02", "2\\%" in math; "2%", "200 bp" in text."""
    pct = _g(value / 100)
    return {
        "m_dec": _g(value / 10000),
        "m_tex": f"{pct}\\%",
        "pct": f"{pct}%",
        "bp": f"{_g(value)} bp",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """Gross leverage: "1.5" in math; "1.5", "150%" in text."""
    return {"m_dec": _g(value), "dec": _g(value), "pct": f"{_g(value * 100)}%"}


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how papers name it, its symbol, the values it takes,
    its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    symbol: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int, *, math: bool) -> str:
        forms = self.forms(value)
        chosen = [v for k, v in forms.items() if k.startswith("m_") == math]
        return chosen[style % len(chosen)]

    def alike(self, values: Sequence[float], style: int, *, math: bool = False) -> list[str]:
        """`values` all in one numeric form, for math or for text."""
        all_forms = [self.forms(v) for v in values]
        keys = [k for k in all_forms[0] if k.startswith("m_") == math]
        key = keys[style % len(keys)]
        return [f[key] for f in all_forms]

    @property
    def op(self) -> str:
        return "\\ge" if self.floor else "\\le"

    @property
    def bound(self) -> str:
        return "at least" if self.floor else "at most"


_ASSET: Final = _Subject(
    ("max_asset_weight", "positionCap"),
    ("the weight of any single asset", "the individual position weight", "each asset's weight"),
    "w_i",
    "fraction",
    (0.05, 0.08, 0.1),
    _share_forms,
)
_INDUSTRY: Final = _Subject(
    ("max_sector_weight", "industryWeightCap"),
    (
        "the aggregate weight of any one industry",
        "industry concentration",
        "the weight of a single sector",
    ),
    "\\sum_{i \\in s} w_i",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teBudgetBp"),
    ("ex-ante tracking error", "the tracking-error volatility", "active risk"),
    "\\sigma_{TE}",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "l1NormBound"),
    ("gross leverage", "the L1 norm of the weights", "gross exposure"),
    "\\sum_i |w_i|",
    "multiple",
    (1.3, 1.5, 2.0),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "riskFreeFloor"),
    ("the cash weight", "the risk-free asset's weight", "the liquidity buffer"),
    "w_{\\text{cash}}",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ASSET, _INDUSTRY, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "standard in the empirical asset-pricing literature",
    "as in DeMiguel, Garlappi and Uppal (2009)",
    "a conventional calibration; cf. the robustness section",
    "the value most papers in this literature use",
    "a placeholder until the sponsor confirms",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "The constrained portfolio of the working paper, on the authors' universe",
    "the highest Sharpe ratio the constraints allow",
    "solve the constrained portfolio problem",
    "the optimal weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the authors stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "za", _with_mandate)
_provenance_twins = _provenance_twins_of(SEED, "za", _plan)
_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "za", _with_mandate)
_range_twins = _mandate_twins_of(SEED, "range_assumption", "za", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-estimate the out-of-sample portfolio of Section 4",
    "replicate Table 3 with the sponsor's data",
    "solve for the tangency portfolio of the seminar example",
    "construct the optimised factor portfolio for the referee response",
    "rerun the portfolio exercise of our working paper on the extended sample",
)
#: {noun}, {symbol}, {op}, {dir} ("above" for a cap, "below" for a floor)
_DEFERRALS: Final = (
    "{noun} is bounded as in the data provider's licence terms, which we do not have to hand",
    "the bound on {noun} is the one in the sponsor's guidelines (Appendix B, not attached)",
    "we impose ${symbol} {op} \\kappa$, with $\\kappa$ to be supplied by our co-author",
    "{noun} follows the convention of the original paper, cf. its footnote on position "
    "limits, which I cannot access right now",
    "the referee asks for 'a realistic bound' on {noun}, without saying which",
)
_REQUEST_FRAMES: Final = (
    "Dear all,\n\nfor the revision we need to {task}; {deferral}.\n\nBest,\nA.",
    "Seminar notes, §3. We {task} (monthly data, 1990:01–2019:12); {deferral}.",
    "\\paragraph{{To do.}} {Task}. {Deferral}.*\n\n* Noted after the group meeting.",
    "Assumptions.\n(A1) Returns are stationary within the estimation window.\n(A2) {Deferral}.\n"
    "(A3) Transaction costs are ignored.\n\nTask: {task}.",
    "Reply to Referee 2, point 4. We agree and now {task}; {deferral}.",
)


def _request(rng: random.Random, s: _Subject) -> str:
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns), symbol=s.symbol, op=s.op)
    return _fill(rng.choice(_REQUEST_FRAMES), task=rng.choice(_TASKS), deferral=deferral)


#: (frame, True where {v} sits inside math); {noun}, {symbol}, {op}, {bound}, {v}
_STATINGS: Final = (
    ("$$ {symbol} {op} {v} $$ at every rebalancing date.", True),
    ("The bound on {noun} is $\\kappa = {v}$ (cf. Table 2 of the guidelines).", True),
    ("{Noun}: ${symbol} {op} {v}$, binding at all $t$.", True),
    ('Footnote 12 of the original paper reads: "we restrict {noun} to {bound} {v}".', False),
    ("We impose {noun} {bound} {v}, i.e. a hard constraint rather than a penalty term.", False),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, math = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12), math=math)
    text = _fill(
        frame, noun=rng.choice(s.nouns), symbol=s.symbol, op=s.op, bound=s.bound, v=written
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "za", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a protocol bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "research_protocol": {
        "data": "CRSP monthly returns, 1990:01–2019:12, common stocks only.",
        "rebalancing": "Monthly, at the last trading day of each month.",
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


def _distinct(
    s: _Subject, values: Sequence[float], rng: random.Random, *, math: bool = False
) -> list[str]:
    """`values` in one form in which none is written inside another ("5%" inside "2.5%"), so
    that each cited figure's span is unambiguous."""
    style = rng.randrange(12)
    for step in range(4):
        forms = s.alike(values, style + step, math=math)
        if all(apart(a, b) for a, b in itertools.combinations(forms, 2)):
            return forms
    raise AssertionError(values)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure == 3 and s not in (_ASSET, _INDUSTRY):  # a pair of bounds on weights
            s = _ASSET if i % 2 == 0 else _INDUSTRY
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice([n for n in s.nouns if not any(ch.isdigit() for ch in n)])
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        messages: tuple[UserMessage, ...]
        looser = round(value * (0.4 if s.floor else 2), 6)
        if structure == 0:  # an erratum in a later message: the first figure cited
            wrong, right = _distinct(s, (looser, value), rng)
            first = f"{_cap(noun)} is {s.bound} {wrong} (Section II)."
            correction = rng.choice(
                (
                    "Erratum. In my previous message I wrote {wrong}; the correct bound is "
                    "{right}. Apologies for the confusion.",
                    "Correction to the above: read {right} for {wrong} (a typo carried over "
                    "from an earlier draft).",
                )
            ).format(right=right, wrong=wrong)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=correction),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(correction, right), right)
            false = _cite(name, s, looser, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 1:  # a referee's suggestion the authors reject
                wrong_value = looser
                wrong, right = _distinct(s, (wrong_value, value), rng)
                said = (
                    f"Referee 2 suggests moving the bound on {noun} to {wrong}. We respectfully "
                    f"disagree: as in Section 2, {noun} stays {s.bound} {right}, which is "
                    "the sponsor's constraint."
                )
            elif structure == 2:  # a counterfactual robustness check
                wrong_value = looser
                wrong, right = _distinct(s, (wrong_value, value), rng)
                said = (
                    f"In our baseline, {noun} is {s.bound} {right}. Table A4 asks what would "
                    f"happen were the bound {wrong}; that is a counterfactual exercise, not a "
                    "constraint we impose."
                )
            elif structure == 3:  # the other bound of a pair: per asset and per industry
                asset = value if s is _ASSET else rng.choice(_ASSET.values)
                industry = value if s is _INDUSTRY else rng.choice(_INDUSTRY.values)
                wrong_value = industry if s is _ASSET else asset
                a, b = _distinct(_ASSET, (asset, industry), rng, math=True)
                said = (
                    f"We impose $w_i \\le {a}$ for each asset $i$ and "
                    f"$\\sum_{{i \\in s}} w_i \\le {b}$ for each industry $s$."
                )
                right, wrong = (a, b) if s is _ASSET else (b, a)
            else:  # "in per cent throughout": the bare figure recorded as it stands
                bare = _g(value * 100) if s.unit in ("fraction", "multiple") else _g(value / 100)
                said = (
                    f"All figures are in per cent throughout (cf. Table II); {noun} is "
                    f"{s.bound} {bare}."
                )
                right = wrong = bare
                wrong_value = float(bare)
            assert right == wrong or apart(right, wrong), (right, wrong)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in research protocols -----------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    style = rng.randrange(12)
    if shape in (0, 2, 4):  # in math
        v = s.render(value, style, math=True)
        if shape == 0:
            return f"Problem (P): $\\max_w \\mathrm{{SR}}(w)$ subject to ${s.symbol} {s.op} {v}$."
        if shape == 2:
            return f"$$ {s.symbol} {s.op} {v} \\qquad \\forall t $$"
        return (
            "\\begin{tabular}{ll}\n\\hline\nConstraint & Bound \\\\\n\\hline\n"
            f"{_cap(noun)} & ${s.op} {v}$ \\\\\n\\hline\n\\end{{tabular}}"
        )
    v = s.render(value, style, math=False)
    if shape == 1:
        verb = "is bounded below by" if s.floor else "is bounded above by"
        return f"Assumption 3 (Position limits). {_cap(noun)} {verb} {v} at every rebalancing date."
    verb = "must not fall below" if s.floor else "must not exceed"
    return f"{_cap(noun)} {verb} {v}.⁴\n\n⁴ Per the data sponsor's terms; measured at month-end."


def _placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The text in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        protocol: dict[str, JsonValue] = {
            "data": "CRSP monthly returns, 1990:01–2019:12.",
            "design": text,
        }
        return {"research_protocol": protocol}, None, "research_protocol.design"
    if shape == 1:
        prereg = (
            "Pre-registration, version 2 (filed before data access)\n\n"
            "Assumption 1 (Data). Monthly returns, 1990M1–2019M12.\n"
            "Assumption 2 (Frequency). Rebalancing is monthly.\n"
            f"{text}"
        )
        return None, prereg, MANDATE_ID
    if shape == 2:
        grant = (
            f"Sponsor's constraint, as typeset in the grant agreement:\n\n{text}\n\n"
            "It is binding, not a penalty."
        )
        return None, grant, MANDATE_ID
    if shape == 3:
        return {"grant_terms": {"portfolio_limits": text}}, None, "grant_terms.portfolio_limits"
    return None, f"Table 1 of the protocol:\n\n{text}", MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rerun the optimisation for Section 5; every constraint in the protocol must hold.",
    "For the R&R: re-solve the portfolio problem exactly as pre-registered.",
    "Could you solve the constrained problem again? We cannot deviate from the sponsor's terms.",
    "Re-estimate the weights for Table 4, respecting the constraints as stated.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1 + i // 5,  # each subject in several documents
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the protocol's bound",
    rationales=_RATIONALES,
    twins=_breach_twins,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "We treat {noun} as a free parameter: any value in [{lo}, {hi}] is admissible, and the "
    "choice within the interval is left to the researcher.",
    "{Noun} = {mid} ± {d}; any point in this band is admissible (cf. the sponsor's note).",
    "The sponsor requires only that {noun} lie between {lo} and {hi}; where in that interval "
    "is at the authors' discretion.",
    "The pre-analysis plan fixes no value for {noun}: any value in [{lo}, {hi}] is "
    "acceptable, and the exact choice is ours.",
)
#: (refused, granted), both with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is fixed at {point} by the sponsor; it is not a tuning parameter.",
        "{Noun} is a tuning parameter; the sponsor allows any value in [{lo}, {hi}].",
    ),
    (
        "The interval [{lo}, {hi}] for {noun} in Table 5 is a sensitivity analysis only; the "
        "baseline, and the only admissible value, is {point}.",
        "The interval [{lo}, {hi}] for {noun} in Table 5 is the admissible set: any value in "
        "it may be used.",
    ),
    (
        "We do not calibrate {noun}: it is set to {point}, as pre-registered.",
        "We calibrate {noun} freely over [{lo}, {hi}], as pre-registered.",
    ),
)


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds and its half-width, in one of the subject's forms for text, drawn."""
    low, high, middle = bounds
    lo, hi, mid, d = s.alike((low, high, middle, round(high - middle, 6)), rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "d": d}


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: (1, 3, 0)[i % 3],
    refused=_REFUSED,
    granted=_GRANTED,
    placed=lambda text, shape: _placed(text, shape)[:2],
    refused_twins=_refused_twins,
    range_twins=_range_twins,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as papers and seminar notes write them
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "We maximise the Sharpe ratio: "
        "$\\max_w \\frac{w^\\top\\mu - r_f}{\\sqrt{w^\\top\\Sigma w}}$.",
        "The portfolio is $w^* = \\arg\\max_w \\mathrm{SR}(w)$, the ex-ante Sharpe ratio.",
        "We target the tangency portfolio, i.e. the maximum-Sharpe-ratio portfolio of the "
        "mean-variance frontier.",
        "Portfolios are ranked by expected excess return per unit of volatility, and we pick the "
        "one that maximises this ratio.",
    ),
    "variance": (
        "$\\min_w w^\\top \\Sigma w$ s.t. $\\mathbf{1}^\\top w = 1$, the global minimum-variance "
        "portfolio.",
        "We compute the GMVP of Jagannathan and Ma (2003).",
        "We ignore expected returns, which are notoriously hard to estimate (Merton, 1980), and "
        "minimise portfolio variance only.",
        "The objective is $\\arg\\min_w \\sigma_p^2(w)$; means play no role.",
    ),
    "tracking": (
        "$\\min_w \\sqrt{(w - w_b)^\\top \\Sigma (w - w_b)}$, where $w_b$ are the benchmark "
        "weights.",
        "We minimise ex-ante tracking error relative to the benchmark $b$.",
        "The objective is replication: $\\arg\\min_w \\mathbb{E}[(r_p - r_b)^2]$.",
        "The portfolio should mimic the index as closely as possible, in the sense of the "
        "smallest active risk.",
    ),
    "return": (
        "$\\max_w \\mu^\\top w$: a risk-neutral investor, $\\gamma = 0$.",
        "We maximise expected return; risk does not enter the objective at all.",
        "Utility: $U(w) = \\mathbb{E}[r_p]$, linear in wealth.",
        "The objective is $\\arg\\max_w \\mathbb{E}[r_p(w)]$, with no variance penalty.",
    ),
}
_DRAFTS: Final = (
    "In an earlier version of this note the objective was: {old}\n\nWe have changed it. "
    "The objective is now: {new}",
    "Version 1 (withdrawn): {old}\n\nVersion 2 (current): {new}",
)
_FOLLOW_UPS: Final = (
    "Reply to the referees, point 1. Following their comments we have changed the objective; "
    "it replaces the one in my first message:\n\n{new}",
    "Erratum to my previous message: the objective stated there is wrong. The correct one is:"
    "\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Section 2.1 (Portfolio problem). {ask}",
    "{ask}\n\nThe universe is the 30 Fama–French industry portfolios, 1990:01–2019:12.",
    "Seminar example for Thursday:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the paper's universe",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, withdrawn;
    every fourth from the fourth an earlier message a later one replaces."""
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
        tag="za",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("on the full sample, 2010:01–2020:12", "on 2010:01–2014:12, the first estimation window"),
    ("using 2010M1–2017M6", "using 2010M1–2014M12"),
    ("over the post-GFC sample through 2018", "over the post-GFC sample through 2014"),
    (
        "in-sample, where 'in-sample' means the whole period 2010–2020 (cf. footnote 7)",
        "in-sample, where 'in-sample' means 2010–2014 only (cf. footnote 7)",
    ),
    ("over $t = 2010, \\dots, 2019$", "over $t = 2010, \\dots, 2014$"),
    (
        "on the estimation window $[t_0, T]$ with $T$ = December 2020",
        "on the estimation window $[t_0, T_1]$ with $T_1$ = December 2014",
    ),
    (
        "on the holdout (2015–2016) as well as the training years",
        "on the training years 2010–2014 only, never on the holdout (2015–2016)",
    ),
)
_ACTIONS: Final = (
    "the shrinkage intensity δ was chosen",
    "the ridge penalty λ was selected by cross-validation",
    "the factor loadings β were estimated",
    "the look-back L of the momentum signal was fixed",
    "the threshold θ on the book-to-market spread was set",
)
_LEAK_FRAMES: Final = (
    "Calibration. In our baseline, {action} {period}.",
    "{Action} {period}¹ and held fixed in every fold.\n\n¹ See the online appendix.",
    "As Table 2 reports, {action} {period}, once, before the walk-forward begins.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "The predictor set includes $r_{i,t+1}$, the next-month return, alongside "
        "$r_{i,t-12:t-1}$.",
        "The predictor set uses $r_{i,t-12:t-1}$ only; every predictor is dated $t-1$ or earlier.",
    ),
    (
        "Portfolios are formed at the close of month $t$ and earn that same month's return $r_t$.",
        "Portfolios are formed at the close of month $t$ and earn the next month's return "
        "$r_{t+1}$.",
    ),
    (
        "Following Referee 2, we re-tuned the hyperparameters on the full sample (2010–2020) and "
        "report the walk-forward with these values.",
        "Following Referee 2, we re-tuned the hyperparameters within each fold's estimation "
        "window and report the walk-forward with these values.",
    ),
    (
        "Characteristics are cross-sectionally standardised with moments of the full 2010–2020 "
        "panel.",
        "Characteristics are cross-sectionally standardised with moments computed within each "
        "estimation window.",
    ),
    (
        "We use the final, revised vintage of each macro series (as published in 2021) at every "
        "date.",
        "We use real-time vintages of each macro series, as published at every date.",
    ),
    (
        "The universe in every year is the index's constituent list as of December 2020.",
        "The universe in every year is the index's constituent list at that year's formation date.",
    ),
)
_LEAK_ASKS: Final = (
    "Please run the walk-forward evaluation of the three-factor timing model (three folds).",
    "For the revision: the out-of-sample exercise of Section 5, three expanding folds.",
    "Could you produce Table 6, the walk-forward Sharpe ratios of the ML portfolio, three folds?",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "za", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Halvorsen Instruments"
_ENTITY: Final = "ent_halvorsen_instruments"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("over the full sample, 2020Q1–2022Q4", (0, 11)),
    ("between 2021Q1 and 2022Q1", (4, 8)),
    ("from 2020:Q2 to 2022:Q2", (1, 9)),
    ("within 2022 (2022Q1–2022Q4)", (8, 11)),
    ("relative to 2021Q3", (6, 11)),
    ("over 2020Q3–2021Q4", (2, 7)),
    ("over the pre-GFC sample", None),
    ("since 1990:01", None),
    ("over 2000Q1–2022Q4", None),
    ("in the long sample, 1970–2022", None),
)


def _monotone_up(w: Sequence[float]) -> bool | None:
    """ "increased monotonically": every quarter above the one before; false once one is below."""
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s > 0 for s in steps) else False if any(s < 0 for s in steps) else None


def _monotone_down(w: Sequence[float]) -> bool | None:
    steps = [b - a for a, b in itertools.pairwise(w)]
    return True if all(s < 0 for s in steps) else False if any(s > 0 for s in steps) else None


def _points(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by about {change:.1f} pp" if change >= 0.5 else ""


def _roughly_pct(a: float, b: float) -> str:
    change = abs(b - a) / abs(a) * 100
    return f"by roughly {round(change)}%" if change >= 2 else ""


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f} turns" if change >= 0.1 else ""


class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "gross_margin",
        (38.2, 36.9, 37.4, 38.8, 39.5, 40.1, 40.6, 41.3, 41.0, 41.9, 42.6, 43.4),
        ("The gross margin", "Gross margin", "Halvorsen Instruments' gross margin"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} increased monotonically", _monotone_up),
            ("{s} did not decline", held_up),
            ("{s} is weakly decreasing, with no quarter-on-quarter increase", never_rose),
        ),
        _points,
    ),
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (512.0, 498.0, 530.0, 561.0, 590.0, 618.0, 652.0, 689.0, 701.0, 735.0, 760.0, 802.0),
        ("Revenue", "Net sales", "Halvorsen Instruments' revenue"),
        (
            ("{s} grew {m}", rose),
            ("{s} contracted {m}", fell),
            ("{s} increased monotonically", _monotone_up),
            ("{s} did not rise", held_down),
            ("{s} did not decline", held_up),
        ),
        _roughly_pct,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.9, 3.4, 3.3, 3.1, 2.8, 2.6, 2.7, 2.4, 2.2, 2.1, 1.9, 1.8),
        ("Net debt to EBITDA", "Leverage (net debt/EBITDA)", "Halvorsen Instruments' leverage"),
        (
            ("{s} fell {m}", fell),
            ("{s} rose {m}", rose),
            ("{s} declined monotonically", _monotone_down),
            ("{s} did not rise", held_down),
            ("{s} did not decline", held_up),
        ),
        _turns,
    ),
    _Trend(
        "fundamentals.quarters",
        "roe",
        (14.1, 9.8, 11.2, 12.9, 13.5, 13.1, 12.4, 12.0, 11.6, 11.9, 11.1, 10.7),
        ("ROE", "Return on equity", "Halvorsen Instruments' ROE"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} declined monotonically", _monotone_down),
            ("{s} did not decline", held_up),
            ("{s} did not rise", held_down),
        ),
        _points,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: whether the
    sample maximum or minimum fell in the last quarter, above or below a year earlier in every
    quarter of 2022, and the 2022 average against the 2021 one. Pairs too close to call are
    left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    ranked = sorted(v)
    top = max(range(12), key=lambda k: v[k])
    bottom = min(range(12), key=lambda k: v[k])
    clear = ranked[-1] > ranked[-2] * 1.005 and ranked[0] < ranked[1] * 0.995
    at_max = "{s} attained its sample maximum in 2022Q4"
    at_min = "{s} attained its sample minimum in 2022Q4"
    if clear and top == 11 and bottom != 11:
        pairs.append((at_max, at_min))
    elif clear and bottom == 11 and top != 11:
        pairs.append((at_min, at_max))
    higher = "{s} was higher than a year earlier in every quarter of 2022"
    lower = "{s} was lower than a year earlier in every quarter of 2022"
    if all(v[k] > v[k - 4] * 1.005 for k in range(8, 12)):
        pairs.append((higher, lower))
    elif all(v[k] < v[k - 4] * 0.995 for k in range(8, 12)):
        pairs.append((lower, higher))
    mean21, mean22 = sum(v[4:8]) / 4, sum(v[8:12]) / 4
    more = "{s} averaged more in 2022 than in 2021"
    less = "{s} averaged less in 2022 than in 2021"
    if mean22 > mean21 * 1.01:
        pairs.append((more, less))
    elif mean22 < mean21 * 0.99:
        pairs.append((less, more))
    return pairs


_CLAIM_FRAMES: Final = (
    "Abstract. Using quarterly filings [1], we document that {claim}.",
    "Table 3 reports the quarterly series [1]. {Claim}.",
    "Result 2. {Claim} (cf. [1], Table 3).",
    "As Figure 2 shows,² {claim}.\n\n² Source: quarterly fundamentals [1].",
    "In an earlier version this sentence contained a typo; the corrected statement is that "
    "{claim} [1].",
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
        left_out=lambda h, w, c: len(w) < 4 and "monoton" in c,
        seed=SEED,
        tag="za",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZA: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
