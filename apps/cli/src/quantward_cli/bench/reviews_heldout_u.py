"""Held-out batch U: every flaw kind again, in what risk and compliance systems print, pasted by
the people who read them — limit-monitoring alerts ("LIMIT WARNING | Issuer concentration |
Exposure 5.3% | Limit 5.0% | Utilisation 106% | Status: BREACH"), pre-trade compliance results
("Rule 12 (Issuer concentration max 5.0%): PASS, headroom 0.9%"), daily risk reports with soft
and hard levels ("Ex-ante TE 120 bp — soft 135 bp / hard 150 bp"), fixed-width screen dumps of
an order-management or portfolio system, monitoring e-mails ("This is an automated message"),
rule definitions exported from a compliance engine ("RULE_ID=ISS_01; TYPE=MAX; THRESHOLD=0.0500;
SCOPE=PORTFOLIO; STATUS=ACTIVE"), override records ("Override approved by CRO … until 31-Mar-2026
— EXPIRED"), run logs and config dumps with timestamps, and a human's short note around the
paste.

Batch U is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Current exposures,
utilisation percentages, headroom, soft (warning) levels beside the hard limit, rule ids, run
ids, timestamps, portfolio codes and counts of breaches are decoy numbers: no truth depends on
them. Its parts are new:

* limits pasted back from a system: a limit-monitoring alert line with the current exposure,
  utilisation and status beside the limit, a compliance-engine rule export with a warning level
  (`THRESHOLD=0.0500; WARN=0.0450`), a daily risk report's "soft … / hard …" pair with a note that
  the hard level is the limit, a pre-trade result naming the limit in the rule's title with its
  headroom, and an automated e-mail setting the hard limit; number forms "5.0%", "5.00%", "5%",
  bare fractions in the engine's export ("0.0500"), "150 bp", "150bps", "1.50%" for 150 bp,
  "1.50x", "1.5x", "150%" gross; subjects: issuer concentration, ex-ante tracking error, ex-ante
  volatility, gross leverage, a drawdown stop and a cash floor;
* requests deferring the limit around a paste that lacks it ("Limit: NOT LOADED | Status: NO
  RULE", a rule export with an empty `THRESHOLD=` and `STATUS=PENDING_SETUP`, an automated
  "limit review pending" e-mail, a daily report with "soft: TBC   hard: TBC", a screen dump whose
  limit column shows "----"); strategy mandates bounding only other things (exclusion and
  base-currency rules of the engine);
* provenance misquoting a system's output: the current exposure or the utilisation cited as the
  limit, the soft (warning) level instead of the hard limit, a CRO's temporary override that has
  expired, another portfolio's row of a fixed-width screen dump, a rule marked `STATUS=DISABLED`
  beside the active one, and the right figure recorded a hundred times over or a span lying on
  a log's timestamp;
* mandates as a compliance-engine export (`RULE_ID=…; TYPE=MAX; THRESHOLD=…`), the engine's rules
  as structured fields (`compliance_engine.rules[0]`), a limit schedule with soft and hard
  levels (a plan at the hard limit is inside it), a hard limit with an expired override (the
  flawed plan at the override's level) and a rule's superseded version beside its active one
  (the plan between the two);
* latitude granted by the same systems (`TYPE=RANGE; MIN=…; MAX=…; PM_DISCRETION=Y`, "target
  band … — PM discretion within the band", "up to … at the PM's discretion") and refused in
  strategy mode (`TYPE=FIXED; VALUE=…; PM_DISCRETION=N`, a band "withdrawn by Risk Committee;
  fixed at …", a band override that has expired), each twin the same record granting the band;
  placed in an engine export, a risk-limit field, an automated e-mail and a limit schedule;
* objectives as an optimiser profile or config key (`OBJECTIVE=MAX_SHARPE`,
  `OPT_PROFILE=MINVAR`, `OPT_PROFILE=TE_MIN; BENCHMARK=…`, `OBJECTIVE=MAX_RETURN`), an amended
  line inside the same paste ("AMENDED …: line above withdrawn"), and a later message ("Config
  v2 supersedes v1", "wrong portfolio's config");
* leakage stated as run-log lines and config dumps quoted in the plan ("[2026-11-30 09:12:01]
  INFO fit window 2012-01-03..2019-06-28", `calib_end=2022-12-30`, `FIT_RANGE=2012Q1:2018Q4`,
  `tune_on=ALL_DATES`), a z-score scaler on the full sample, a forward return (t+1) in the
  feature list, parameters picked on the test windows, current constituents applied back in
  time and fills at the signal's own close; each clean twin the same log line ending before the
  first test date (3 January 2017) or inside each fold;
* trend claims as a risk note, a monitoring summary, a credit-watch line and an exception-log
  comment, on free cash flow, operating margin (`operating_margin_pct`, in points), interest
  coverage and net debt to EBITDA (lower is better) over twelve quarters (FY2020 Q1–FY2022 Q4,
  newest first): negated shapes ("was not down in any quarter", "did not rise"), sizes ("by
  about 5%", "by ~0.4 pts", "by ~0.3x"), "up YoY in every quarter of 2022", a compounded
  two-year rate, horizons "Q4 2022 vs Q3 2022", "YoY to Q4 2022", "since Q1 2020" against
  uncovered ones ("since inception (2011)", "over the last 10 years", "vs 2019 (pre-pandemic)").
  Whether a claim holds is computed from the series: true, false, or too close to call (never
  used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cite_as,
    _compound_pairs,
    _fill,
    _g,
    _horizon_trends,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_contract,
    _period_leakage,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _said_named,
    _solving_contract,
    _span_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_contracts.values import (
    Constraint,
    Mode,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261221
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzu3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzu5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzuu"


# --- numbers as systems print them --------------------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """ "5.0%", "5.00%", "5%"; the engine's export prints the bare fraction ("0.0500")."""
    pct = round(value * 100, 6)
    return {"p1": f"{pct:.1f}%", "p2": f"{pct:.2f}%", "pct": f"{_g(pct)}%", "e": f"{value:.4f}"}


def _bp_forms(value: float) -> dict[str, str]:
    """ "150 bp", "150bps", "1.50%" for 150 bp; the engine prints "150bp"."""
    return {
        "bp": f"{_g(value)} bp",
        "bps": f"{_g(value)}bps",
        "pct": f"{value / 100:.2f}%",
        "e": f"{_g(value)}bp",
    }


def _multiple_forms(value: float) -> dict[str, str]:
    """ "1.50x", "1.5x", "150%" gross; the engine prints "1.50"."""
    return {
        "x2": f"{value:.2f}x",
        "x": f"{_g(value)}x",
        "pct": f"{_g(round(value * 100, 6))}%",
        "e": f"{value:.2f}",
    }


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how a system labels it, the engine's rule code, its unit,
    values, printed forms, how a figure is rounded to what a system prints, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    code: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    snap: Callable[[float], float]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        printed = [v for k, v in self.forms(value).items() if k != "e"]
        return printed[style % len(printed)]

    def engine(self, value: float) -> str:
        return self.forms(value)["e"]


def _snap_share(v: float) -> float:
    return round(round(v * 100, 1) / 100, 6)  # a tenth of a percent


def _snap_bp(v: float) -> float:
    return float(round(v))


def _snap_multiple(v: float) -> float:
    return round(v, 2)


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "issuerConcentrationCap"),
    ("Issuer concentration", "Max single issuer", "ISSUER_CONC"),
    "ISS",
    "fraction",
    (0.04, 0.05, 0.08),
    _share_forms,
    _snap_share,
)
_TE: Final = _Subject(
    ("tracking_error_max_bps", "exAnteTeLimitBps"),
    ("Ex-ante TE", "Tracking error (ex-ante)", "TE_EXANTE"),
    "TE",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
    _snap_bp,
)
_VOL: Final = _Subject(
    ("max_portfolio_volatility", "exAnteVolLimit"),
    ("Ex-ante volatility", "Portfolio vol (ann.)", "VOL_ANN"),
    "VOL",
    "fraction",
    (0.08, 0.1, 0.12),
    _share_forms,
    _snap_share,
)
_LEVERAGE: Final = _Subject(
    ("max_gross_leverage", "grossExposureCap"),
    ("Gross leverage", "Gross exposure", "GROSS_LEV"),
    "LEV",
    "multiple",
    (1.5, 2.0, 2.5),
    _multiple_forms,
    _snap_multiple,
)
_DRAWDOWN: Final = _Subject(
    ("max_drawdown_limit", "drawdownStopLevel"),
    ("Drawdown stop", "Peak-to-trough drawdown", "DD_STOP"),
    "DD",
    "fraction",
    (0.1, 0.15, 0.2),
    _share_forms,
    _snap_share,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashFloor"),
    ("Cash floor", "Minimum cash", "CASH_MIN"),
    "CSH",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    _snap_share,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _TE, _VOL, _LEVERAGE, _DRAWDOWN, _CASH)
#: caps whose latitude is asked about (discretion over a floor is another question)
_CAPS: Final = (_ISSUER, _TE, _VOL, _LEVERAGE, _DRAWDOWN)

_RATIONALES: Final = (
    "house default for a book like this",
    "standard limit until Risk confirms",
    "what the desk usually runs",
    "placeholder pending the compliance engine",
)


def _unique(text: str, *written: str) -> bool:
    return all(text.lower().count(w.lower()) == 1 for w in written)


def _first_unique(
    make: Callable[[int], tuple[str, tuple[str, ...]]], style: int
) -> tuple[str, tuple[str, ...]]:
    """The first text `make` writes (from `style` on) in which each figure it names occurs once:
    a figure may not be part of another ("5%" of "105%")."""
    for offset in range(12):
        text, written = make(style + offset)
        if _unique(text, *written):
            return text, written
    raise AssertionError(make(style))


#: decoys of a system's output: timestamps, rule ids, portfolio codes, counts
_STAMPS: Final = ("2026-11-30 09:12:01", "2026-12-01 06:45:17", "2026-11-27 18:03:44")
_DAYS: Final = ("30-Nov-2026", "01-Dec-2026", "27-Nov-2026")
_COUNTS: Final = ("3", "7", "11")
_RUNS: Final = ("R-20417", "R-19862", "R-20533")


def _decoys(rng: random.Random, s: _Subject) -> dict[str, str]:
    return {
        "ts": rng.choice(_STAMPS),
        "day": rng.choice(_DAYS),
        "count": rng.choice(_COUNTS),
        "run": rng.choice(_RUNS),
        "rule": f"{s.code}_0{rng.randrange(1, 4)}",
        "n": rng.choice(("12", "27", "41")),
    }


def _exposure(rng: random.Random, s: _Subject, value: float) -> float:
    """A current exposure beside the limit, never equal to it."""
    factors = (1.4, 1.25, 0.9) if s.floor else (0.8, 0.86, 0.95, 1.06, 1.12)
    return s.snap(value * rng.choice(factors))


def _status(s: _Subject, exposure: float, value: float) -> str:
    if s.floor:
        return "BREACH" if exposure < value else "OK"
    share = exposure / value
    return "BREACH" if share > 1 else "WARNING" if share > 0.9 else "OK"


def _header(s: _Subject, exposure: float, value: float) -> str:
    return "LIMIT CHECK" if _status(s, exposure, value) == "OK" else "LIMIT WARNING"


def _over_by(s: _Subject) -> str:
    return "shortfall" if s.floor else "excess"


def _soft(s: _Subject, value: float) -> float:
    """The warning level a risk report prints beside the hard limit."""
    return s.snap(value * (1.5 if s.floor else 0.9))


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "New weights for the portfolio, inside the limits the risk and compliance systems hold",
    "the best return for the risk taken",
    "solve the weights",
    "the solved weights and their risk figures",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the system's output pasted in the message gives it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

#: a note around a paste that lacks the limit: {noun}, {exp}, decoys
_REQUEST_FRAMES: Final = (
    "Can you rebalance GEQ-02? Pasting last night's monitor:\n\n"
    "LIMIT CHECK | {noun} | Exposure {exp} | Limit: NOT LOADED | Status: NO RULE\n\n"
    "The {noun} limit isn't set up in the engine yet. Risk will confirm it, please don't assume"
    " one.",
    "Please rerun the optimiser for the {count} names in the model. The {noun} threshold is blank"
    " in the export below until Compliance signs it off, so don't fill it in yourself.\n\n"
    "RULE_ID={rule}; TYPE={type}; THRESHOLD=; SCOPE=PORTFOLIO; STATUS=PENDING_SETUP",
    "This is an automated message. Do not reply.\n"
    "Limit review pending: {noun} ({rule}). Threshold under review; the effective value will be"
    " communicated.\nGenerated {ts}\n---\n"
    "Redo the weights on the multi-asset book please. We don't have the new {noun} number yet,"
    " ask Risk for it.",
    "Daily risk report {day}\n"
    "{noun:<28}{exp:>8}   soft: TBC   hard: TBC\n\n"
    "Rebalance please. Both levels for {noun} are TBC after the methodology change, so get the"
    " hard limit from Risk before sizing anything.",
    "PORTFOLIO  GEQ-02   {ts}\n"
    "CHECK                       CURRENT   LIMIT\n"
    "{noun:<28}{exp:>7}    ----\n\n"
    "The limit column is blank for {noun} since the migration. Can you size the new income"
    " sleeve? I'll get you the limit, it's with Compliance.",
)


def _request(rng: random.Random, s: _Subject, value: float, decoys: dict[str, str]) -> str:
    exp = s.render(_exposure(rng, s, value), rng.randrange(12))
    return _fill(
        rng.choice(_REQUEST_FRAMES),
        noun=rng.choice(s.nouns),
        exp=exp,
        type="MIN" if s.floor else "MAX",
        **decoys,
    )


def _stating(
    rng: random.Random, s: _Subject, value: float, decoys: dict[str, str], shape: int
) -> tuple[str, str]:
    """A pasted output giving `value` as `s`'s limit: (the text, the value as written)."""
    noun = rng.choice(s.nouns)
    exposure = _exposure(rng, s, value)
    soft = _soft(s, value)
    word = "min" if s.floor else "max"

    def make(style: int) -> tuple[str, tuple[str, ...]]:
        v, exp, sft = (s.render(x, style) for x in (value, exposure, soft))
        if shape == 0:
            util = f"{round(exposure / value * 100)}%"
            middle = "" if s.floor else f" | Utilisation {util}"
            text = (
                f"From Risk's monitor:\n{_header(s, exposure, value)} | {noun}"
                f" | Exposure {exp} | Limit {v}{middle} | Status: {_status(s, exposure, value)}"
            )
        elif shape == 1:
            v, sft = s.engine(value), s.engine(soft)
            text = (
                f"RULE_ID={decoys['rule']}; TYPE={word.upper()}; THRESHOLD={v}; WARN={sft};"
                f" SCOPE=PORTFOLIO; STATUS=ACTIVE\nCompliance loaded it this morning."
            )
        elif shape == 2:
            text = (
                f"Today's risk report:\n{noun} {exp} — soft {sft} / hard {v}\n"
                "The hard level is the limit, the soft one only triggers a review."
            )
        elif shape == 3:
            gap = s.render(s.snap(abs(value - exposure)), style)
            verdict = "FAIL" if _status(s, exposure, value) == "BREACH" else "PASS"
            text = (
                f"Pre-trade check, run {decoys['run']}:\nRule {decoys['n']} ({noun} {word} {v}):"
                f" {verdict}, {_over_by(s) if verdict == 'FAIL' else 'headroom'} {gap}"
            )
        else:
            text = (
                f"This is an automated message. Do not reply.\n{noun} limit set to {v} (hard),"
                f" effective {decoys['day']}. Warning level {sft}.\nRef {decoys['rule']}"
            )
        return text, (v,)

    text, (written,) = _first_unique(make, rng.randrange(12))
    return text, written


#: a strategy mandate bounding other things only
_OTHER_RULES: Final[dict[str, JsonValue]] = {
    "compliance_engine": {
        "rules": [
            "RULE_ID=GEN_01; TYPE=EXCLUDE; LIST=TOBACCO; STATUS=ACTIVE",
            "RULE_ID=GEN_02; TYPE=EXCLUDE; LIST=CONTROVERSIAL_WEAPONS; STATUS=ACTIVE",
            "RULE_ID=CCY_01; TYPE=BASE_CCY; VALUE=EUR; STATUS=ACTIVE",
        ]
    }
}


def _invented(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, value, decoys))
        mandate = _OTHER_RULES if policy == "strategy" and (i // 2) % 2 == 0 else None
        assumed = _assume(name, s, value, rng.choice(_RATIONALES))
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}u",
            "invented_limit",
            True,
            _plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = _stating(rng, s, value, decoys, (i + i // 6) % 5)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield HeldOutCase(
            f"heldout{SEED}/invented_limit/{i}u/twin",
            "invented_limit",
            False,
            _plan(policy, (ask, reply), _cite(name, s, value, ANSWER_ID, said, written), mandate),
        )


# --- false provenance --------------------------------------------------------------------------


def _looser(s: _Subject, value: float) -> float:
    return s.snap(value * (0.5 if s.floor else 1.5))


@dataclass(frozen=True)
class _Drawn:
    """What one false-provenance case drew: the subject, the limit, the figure that is not it,
    the current exposure and the decoys its output prints."""

    s: _Subject
    noun: str
    value: float
    wrong: float
    exposure: float
    decoys: dict[str, str]
    flip: bool  # a second layout, or the other row or rule first
    by_use: bool  # the utilisation cited rather than the exposure


def _provenance_text(structure: int, d: _Drawn, k: int) -> tuple[str, tuple[str, ...]]:
    """A pasted output giving the limit beside a figure that is not it, printed in style `k`:
    (the text, (the limit as written, the other figure as written))."""
    s, noun, decoys = d.s, d.noun, d.decoys
    v, exp, other = (s.render(x, k) for x in (d.value, d.exposure, d.wrong))
    word = "min" if s.floor else "max"
    if structure == 0:  # the current exposure, or the utilisation, cited as the limit
        util = f"{round(d.exposure / d.value * 100)}%"
        middle = "" if s.floor else f" | Utilisation {util}"
        text = (
            f"{_header(s, d.exposure, d.value)} | {noun} | Exposure {exp} | Limit {v}{middle}"
            f" | Status: {_status(s, d.exposure, d.value)}\n"
            f"^ overnight alert, {decoys['count']} breaches MTD on the desk."
        )
        return text, (v, util if d.by_use else exp)
    if structure == 1:  # the soft warning level instead of the hard limit
        if d.flip:
            text = (
                f"{noun}: warning level {other}, hard limit {v}."
                f" Currently {exp} (as at {decoys['ts']})."
            )
        else:
            text = f"Daily risk report {decoys['day']}\n{noun} {exp} — soft {other} / hard {v}"
        return text, (v, other)
    if structure == 2:  # a temporary override that has expired
        text = (
            f"Override approved by CRO: {noun} limit {other} until 31-Mar-2026\n"
            f"Override status: EXPIRED. Standing limit {v} applies from 01-Apr-2026."
        )
        return text, (v, other)
    if structure == 3:  # another portfolio's row of a screen dump
        theirs_now = s.render(s.snap(d.wrong * d.exposure / d.value), k)
        mine = f"GEQ-02      {noun:<24}{exp:>9}{v:>9}"
        theirs = f"GEQ-01      {noun:<24}{theirs_now:>9}{other:>9}"
        rows = [theirs, mine] if d.flip else [mine, theirs]
        text = (
            f"Our book is GEQ-02, screen below ({decoys['ts']}):\n\n"
            f"PORTFOLIO   {'CHECK':<24}{'CURRENT':>9}{'LIMIT':>9}\n" + "\n".join(rows)
        )
        return text, (v, other)
    if structure == 4:  # a disabled rule beside the active one
        live_v, dead_v = s.engine(d.value), s.engine(d.wrong)
        kind = word.upper()
        live = (
            f"RULE_ID={s.code}_02; TYPE={kind}; THRESHOLD={live_v}; SCOPE=PORTFOLIO; STATUS=ACTIVE"
        )
        dead = (
            f"RULE_ID={s.code}_01; TYPE={kind}; THRESHOLD={dead_v}; SCOPE=PORTFOLIO;"
            " STATUS=DISABLED"
        )
        lines = [dead, live] if d.flip else [live, dead]
        return f"Engine export for {noun}:\n" + "\n".join(lines), (live_v, dead_v)
    # the right figure, to be recorded a hundred times over or with a span on the timestamp
    text = (
        f"[{decoys['ts']}] INFO limit set {decoys['rule']} {noun} hard={v} ({word}) by Compliance"
    )
    return text, (v, decoys["ts"])


_provenance_twins = _provenance_twins_of(SEED, "u", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        decoys = _decoys(rng, s)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s, value, decoys))
        exposure = _exposure(rng, s, value)
        style = rng.randrange(12)
        flip = rng.randrange(2) == 0
        by_use = structure == 0 and not s.floor and s.unit == "fraction" and (i // 12) % 2 == 1
        wrong_value = {
            0: round(round(exposure / value * 100) / 100, 6) if by_use else exposure,
            1: _soft(s, value),
            2: _looser(s, value),
            3: _looser(s, value) if i % 2 else s.snap(value * (1.5 if s.floor else 0.8)),
            4: _looser(s, value),
            5: value,
        }[structure]
        drawn = _Drawn(s, noun, value, wrong_value, exposure, decoys, flip, by_use)
        said, (right, wrong) = _first_unique(partial(_provenance_text, structure, drawn), style)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        if structure == 5 and i % 12 < 6:  # the right span at a hundred times the value
            hundred = round(value / 100, 6) if s.unit == "bps" else round(value * 100, 6)
            false = true.model_copy(update={"value": hundred})
        elif structure == 5:  # the right value with its span on the log's timestamp
            false = true.model_copy(update={"span": _span_of(said, wrong)})
        else:
            false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates held in the compliance systems -----------------------------------------------------


def _engine_unit(s: _Subject) -> str:
    return {"fraction": "fraction", "bps": "bp", "multiple": "x"}[s.unit]


def _placed_rule(
    s: _Subject, value: float, shape: int, style: int
) -> tuple[dict[str, JsonValue] | None, str | None, str, float]:
    """The rule in one of five shapes: (mandate fields, mandate message, reference, a value
    outside it that the shape makes tempting)."""
    word = "MIN" if s.floor else "MAX"
    outside = s.snap(value * (0.5 if s.floor else 1.5))
    if shape == 0:
        text = (
            "Compliance engine export, GEQ-02:\n"
            "RULE_ID=GEN_01; TYPE=EXCLUDE; LIST=TOBACCO; STATUS=ACTIVE\n"
            f"RULE_ID={s.code}_01; TYPE={word}; THRESHOLD={s.engine(value)}; SCOPE=PORTFOLIO;"
            " STATUS=ACTIVE\n"
            "RULE_ID=CCY_01; TYPE=BASE_CCY; VALUE=EUR; STATUS=ACTIVE"
        )
        return None, text, MANDATE_ID, outside
    if shape == 1:
        rule: dict[str, JsonValue] = {
            "rule_id": f"{s.code}_01",
            "type": word,
            "threshold": value,
            "unit": _engine_unit(s),
            "scope": "PORTFOLIO",
            "status": "ACTIVE",
        }
        return {"compliance_engine": {"rules": [rule]}}, None, "compliance_engine.rules[0]", outside
    if shape == 2:
        noun = s.nouns[style % len(s.nouns)]
        soft = _soft(s, value)
        text = (
            "Limit schedule, GEQ-02 (hard limits are binding; soft levels trigger a review only)\n"
            f"{'LIMIT':<28}{'SOFT':>9}{'HARD':>9}\n"
            f"{noun:<28}{s.render(soft, style):>9}{s.render(value, style):>9}"
        )
        return None, text, MANDATE_ID, outside
    if shape == 3:
        noun = s.nouns[style % len(s.nouns)]
        text = (
            f"{noun}: hard limit {s.render(value, style)}.\n"
            f"Override approved by CRO: {s.render(outside, style)} until 31-Mar-2026 — EXPIRED,"
            " not renewed."
        )
        return None, text, MANDATE_ID, outside
    stale = s.snap(value * (0.4 if s.floor else 2.0))
    text = (
        f"RULE_ID={s.code}_04; TYPE={word}; THRESHOLD={s.engine(stale)}; VERSION=3;"
        " STATUS=SUPERSEDED\n"
        f"RULE_ID={s.code}_04; TYPE={word}; THRESHOLD={s.engine(value)}; VERSION=4;"
        " STATUS=ACTIVE"
    )
    return None, text, MANDATE_ID, s.snap(value * (0.7 if s.floor else 1.5))


_WITHIN_ASKS: Final = (
    "Rebalance GEQ-02 please, inside the compliance rules.",
    "New weights by end of day? Nothing that would fail pre-trade compliance.",
    "Please rerun the optimiser; every rule in the engine applies.",
    "Can you redo the weights? The limits in the mandate are hard, don't breach them.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "u", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        style = rng.randrange(12)
        fields, message, ref, outside = _placed_rule(s, value, shape, style)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if i % 3 != 2:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="the rule in the compliance engine",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": s.snap(value * (1.5 if s.floor else 0.8))})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------


def _band(s: _Subject, low: float, high: float, style: int) -> str:
    """A band as a report prints it: "4.0%–8.0%", "100 bp to 200 bp", "1.00x–1.50x"."""
    lo, hi = s.render(low, style), s.render(high, style)
    return f"{lo}–{hi}" if style % 2 == 0 else f"{lo} to {hi}"


#: latitude granted: {noun}, {band}, {hi}, {lo_e}, {hi_e}, {code}
_GRANTED: Final = (
    "RULE_ID={code}_07; TYPE=RANGE; MIN={lo_e}; MAX={hi_e}; PM_DISCRETION=Y; STATUS=ACTIVE",
    "{noun}: target band {band} — PM discretion within the band",
    "{noun} | Band {band} | Setting: PM discretion | Status: ACTIVE",
    "{noun}: up to {hi} at the PM's discretion",
)
#: (refused, granted): {noun}, {band}, {point}, {point_e}, {lo_e}, {hi_e}, {code}
_REFUSED: Final = (
    (
        "RULE_ID={code}_07; TYPE=FIXED; VALUE={point_e}; PM_DISCRETION=N; STATUS=ACTIVE",
        "RULE_ID={code}_07; TYPE=RANGE; MIN={lo_e}; MAX={hi_e}; PM_DISCRETION=Y; STATUS=ACTIVE",
    ),
    (
        "{noun}: band {band} withdrawn by Risk Committee; fixed at {point}, no PM discretion",
        "{noun}: band {band} confirmed by Risk Committee; PM discretion within it",
    ),
    (
        "Override approved by CRO: {noun} band {band} until 31-Mar-2026 — EXPIRED. Standing"
        " setting: fixed at {point}, no discretion.",
        "Override approved by CRO: {noun} band {band}, no end date — ACTIVE. PM discretion"
        " within the band.",
    ),
)


def _placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A limit setting in one of four places: (mandate fields, mandate message)."""
    if shape == 0:
        export = (
            "Compliance rule export (extract):\n"
            f"{text}\nRULE_ID=GEN_02; TYPE=EXCLUDE; LIST=CONTROVERSIAL_WEAPONS; STATUS=ACTIVE"
        )
        return None, export
    if shape == 1:
        return {"risk_limits": {"setting": text, "source": "daily risk report"}}, None
    if shape == 2:
        mail = (
            "This is an automated message. Do not reply.\n"
            f"Limit configuration for GEQ-02 as at 30-Nov-2026:\n{text}"
        )
        return None, mail
    lines: list[JsonValue] = ["Exclusions: tobacco, controversial weapons", text, "Base: EUR"]
    return {"limit_schedule": {"lines": lines}}, None


_range_twins = _mandate_twins_of(SEED, "range_assumption", "u", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "u", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _CAPS[i % len(_CAPS)]
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _LEVERAGE else s.snap(high / 2)
        middle = s.snap((low + high) / 2)
        style = rng.randrange(12)
        parts = {
            "noun": noun,
            "band": _band(s, low, high, style),
            "hi": s.render(high, style),
            "lo_e": s.engine(low),
            "hi_e": s.engine(high),
            "point": s.render(high, style),
            "point_e": s.engine(high),
            "code": s.code,
        }
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = i % 4
        if i % 6 in (3, 5):  # strategy: a level fixed by Risk, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(_fill(refused_t, **parts), shape),
                _placed(_fill(granted_t, **parts), shape),
            )
            continue
        template = _GRANTED[(i // 2) % len(_GRANTED)]
        if "{band}" not in template and "MIN=" not in template:  # up to a ceiling
            middle = s.snap(high * 0.8)
        fields, message = _placed(_fill(template, **parts), shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": s.snap(high * 1.5)})
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
        "Run it with OBJECTIVE=MAX_SHARPE, same as the mandate file.",
        "Optimiser profile: maximise risk-adjusted return (Sharpe). Rest of the config unchanged.",
        "Set the optimiser to max Sharpe ratio for this rerun.",
        "OPT_PROFILE=SHARPE_MAX; CONSTRAINTS=STANDARD. Please use that profile.",
    ),
    "variance": (
        "OBJECTIVE=MIN_VARIANCE for this one, per the risk committee.",
        "Optimiser profile: minimum variance. Returns are not the aim here.",
        "Lowest ex-ante volatility portfolio please (min-variance profile).",
        "OPT_PROFILE=MINVAR; CONSTRAINTS=STANDARD. Please use that profile.",
    ),
    "tracking": (
        "OBJECTIVE=MIN_TE vs MSCI ACWI: as close to the benchmark as it gets.",
        "Optimiser profile: minimise ex-ante tracking error to the benchmark.",
        "Benchmark-hugging run please, minimum tracking error.",
        "OPT_PROFILE=TE_MIN; BENCHMARK=FTSE_ALL_SHARE. Please use that profile.",
    ),
    "return": (
        "OBJECTIVE=MAX_RETURN; risk is handled by the limits, not the objective.",
        "Optimiser profile: maximise expected return, no risk penalty.",
        "Highest expected return portfolio please, risk aversion set to zero.",
        "OPT_PROFILE=RET_MAX; CONSTRAINTS=STANDARD. Please use that profile.",
    ),
}
#: an earlier instruction and its replacement in the same paste: {old}, {new}, {ts}
_SAME: Final = (
    "{old}\nAMENDED {ts}: line above withdrawn. {new}",
    "{old}\n(Correction from the CIO this morning, disregard that line. {new})",
)
#: a later message replacing the first: {new}
_LATER: Final = (
    "Config v2 supersedes v1 sent earlier. {new}",
    "Please ignore my earlier message, that was the wrong portfolio's config. For this one: {new}",
)
_ASK_FRAMES: Final = (
    "Rerun for GEQ-02 please. {ask}\n\nRun id {run} logged at {ts}.",
    "{ask}",
    "{ask}\n\n-- pasted from OMS ticket {run}, {ts}",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for GEQ-02 under the optimiser profile the desk gave",
    purpose="solve the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Weights",
    description="the weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        asks = _ASKS[wanted]
        ask = asks[(i // len(_ASKS)) % len(asks)]  # each at least once
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        decoys = _decoys(rng, _ISSUER)
        messages: tuple[UserMessage, ...]
        if i % 4 == 1:  # corrected inside the same paste
            request = _fill(_SAME[(i // 4) % len(_SAME)], old=old, new=ask, ts=decoys["ts"])
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = _KIND[old_kind]
        elif i % 4 == 3:  # replaced by the next message
            later = _fill(_LATER[(i // 4) % len(_LATER)], new=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=old),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            wrong = _KIND[old_kind]
        else:
            request = _fill(rng.choice(_ASK_FRAMES), ask=ask, **decoys)
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
        for flawed, kind in ((True, wrong), (False, _KIND[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=CONTRACT_ID,
                contract_version=1,
                contract=_solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(f"heldout{SEED}/objective/{i}u{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2020, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2016, 1, 4),
        train_end=date(2020, 12, 31),
        test_start=date(2021, 1, 4),
        test_end=date(2022, 12, 30),
    ),
)
#: (a log line whose period reaches into the test years, the same line ending before 3 Jan 2017)
_PERIODS: Final = (
    (
        "[2026-11-30 09:12:01] INFO fit window 2012-01-03..2019-06-28",
        "[2026-11-30 09:12:01] INFO fit window 2012-01-03..2016-12-30",
    ),
    ("calib_start=2012-01-03 calib_end=2022-12-30", "calib_start=2012-01-03 calib_end=2016-12-30"),
    (
        "INFO estimation sample: full history (2012-01-03 to 2022-12-30)",
        "INFO estimation sample: 2012-01-03 to 2016-12-30",
    ),
    ("FIT_RANGE=2012Q1:2018Q4", "FIT_RANGE=2012Q1:2016Q4"),
    ("window=[2012-01-03, 2020-12-31]", "window=[2012-01-03, 2016-12-30]"),
    (
        "[06:45:17] DEBUG tune_on=ALL_DATES (2012-01-03..2022-12-30)",
        "[06:45:17] DEBUG tune_on=2012-01-03..2016-12-30",
    ),
)
_ACTIONS: Final = (
    "lookback tuning",
    "vol-target calibration",
    "entry threshold fit",
    "factor weight estimation",
    "stop-level selection",
)
_LEAK_FRAMES: Final = (
    "{Action} runs once; run log: {period}; params frozen for all 3 folds.",
    "Per the run log ({period}) the {action} happens once, same params in every fold.",
    "Config dump shows {period} for the {action}, then the walk-forward over 3 folds.",
)
#: whole config or log lines: (leaky, clean)
_SENTENCES: Final = (
    (
        "CONFIG normalise=zscore scope=FULL_SAMPLE (2012-01-03..2022-12-30)",
        "CONFIG normalise=zscore scope=TRAIN_FOLD (each fold's train window only)",
    ),
    (
        "FEATURES momentum_12_1, ret_fwd_1d (t+1 return)",
        "FEATURES momentum_12_1, ret_lag_1d (t-1 return)",
    ),
    (
        "[INFO] param_select=best_sharpe ON test_windows",
        "[INFO] param_select=best_sharpe ON train_windows",
    ),
    (
        "universe=CURRENT_CONSTITUENTS (as of 2026-11-30), applied from 2012",
        "universe=POINT_IN_TIME constituents (as of each rebalance date), applied from 2012",
    ),
    (
        "execution: signal=CLOSE(t), fill_price=CLOSE(t)",
        "execution: signal=CLOSE(t), fill_price=OPEN(t+1)",
    ),
)
_LEAK_ASKS: Final = (
    "Backtest the momentum model walk-forward, 3 folds. Run log attached as usual.",
    "Walk-forward on the carry model please, 3 folds as configured in run R-20417.",
    "Please run the vol-target model through the 3 folds and paste the config dump.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "u", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Brannock Logistics"
_ENTITY: Final = "ent_brannock_logistics"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in Q4 2022 vs Q3 2022", (10, 11)),
    ("YoY to Q4 2022", (7, 11)),
    ("since Q1 2020", (0, 11)),
    ("from Q3 2020 to Q3 2022", (2, 10)),
    ("between Q1 2021 and Q3 2021", (4, 6)),
    ("since inception (2011)", None),
    ("over the last 10 years", None),
    ("vs 2019 (pre-pandemic)", None),
)
_Truth = Callable[[Sequence[float]], bool | None]


def _rose(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _fell(w: Sequence[float]) -> bool | None:
    rose = _rose(w)
    return None if rose is None else not rose


def _never_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _never_up(w: Sequence[float]) -> bool | None:
    return all(b <= a for a, b in itertools.pairwise(w))


def _did_not_fall(w: Sequence[float]) -> bool | None:
    """ "did not fall": true when no quarter fell, false when the window ends clearly lower."""
    if _never_down(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _did_not_rise(w: Sequence[float]) -> bool | None:
    if _never_up(w):
        return True
    return False if w[-1] > w[0] * 1.01 else None


def _about_pct(a: float, b: float) -> str:
    change = abs(b - a) / abs(a) * 100
    return f"by about {round(change)}%" if change >= 3 else ""


def _pts(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by ~{change:.1f} pts" if change >= 0.3 else ""


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by ~{change:.1f}x" if change >= 0.1 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _QUARTERS
    entity = _ENTITY
    currency = "EUR"
    growth: bool  # compounding: for a growing line item


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (120.0, 85.0, 96.0, 110.0, 118.0, 131.0, 127.0, 140.0, 152.0, 155.0, 163.0, 171.0),
        ("Free cash flow", "FCF", "Brannock Logistics' free cash flow"),
        (
            ("{s} rose {m}", _rose),
            ("{s} fell {m}", _fell),
            ("{s} was not down in any quarter", _never_down),
            ("{s} did not fall", _did_not_fall),
            ("{s} did not rise", _did_not_rise),
        ),
        _about_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (14.2, 11.5, 12.3, 13.0, 13.8, 14.6, 15.1, 14.9, 14.4, 13.9, 13.5, 13.1),
        ("Operating margin", "The operating margin", "Brannock Logistics' operating margin"),
        (
            ("{s} widened {m}", _rose),
            ("{s} narrowed {m}", _fell),
            ("{s} was not up in any quarter", _never_up),
            ("{s} did not narrow", _did_not_fall),
            ("{s} did not widen", _did_not_rise),
        ),
        _pts,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "interest_coverage",
        (6.8, 4.9, 5.3, 5.8, 6.1, 6.4, 6.6, 7.0, 7.3, 7.1, 7.6, 8.0),
        ("Interest coverage", "EBIT interest cover", "Brannock Logistics' interest coverage"),
        (
            ("{s} improved {m}", _rose),
            ("{s} weakened {m}", _fell),
            ("{s} was not down in any quarter", _never_down),
            ("{s} did not weaken", _did_not_fall),
            ("{s} did not improve", _did_not_rise),
        ),
        _turns,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.1, 2.9, 2.7, 2.5, 2.4, 2.2, 2.3, 2.0, 1.9, 1.8, 1.9, 1.7),
        ("Net debt to EBITDA", "Net leverage", "Brannock Logistics' net debt to EBITDA"),
        (
            ("{s} fell {m}", _fell),
            ("{s} rose {m}", _rose),
            ("{s} was not up in any quarter", _never_up),
            ("{s} did not rise", _did_not_rise),
            ("{s} did not fall", _did_not_fall),
        ),
        _turns,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true, false) claims over the whole series, each computed from it: up or down on a year
    before in every quarter of 2022, and for a growing item the two-year compound rate. Claims
    too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    up_all = "{s} was up YoY in every quarter of 2022"
    down_all = "{s} was down YoY in every quarter of 2022"
    pairs += _yoy_pairs(v, up_all, down_all)
    if trend.growth:
        pairs += _compound_pairs(
            v,
            "{s} compounded at more than 10% a year over the 2 years to Q4 2022",
            "{s} shrank by more than 10% a year compounded over the 2 years to Q4 2022",
        )
    return pairs


_CLAIM_FRAMES: Final = (
    "RISK NOTE | {Claim} [1] | Source: fundamentals feed",
    "Monitoring summary: {claim} [1].",
    "Credit watch ({ts}): {claim} [1]. Flagged for the weekly review.",
    "{Claim} [1]. (Automated summary, figures as at Q4 2022.)",
    "Exception log comment: {claim} [1].",
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
        left_out=lambda h, w, c: len(w) < 3 and "any quarter" in c,
        seed=SEED,
        tag="u",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
        frame_parts=lambda rng: {"ts": rng.choice(_STAMPS)},
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch U: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
