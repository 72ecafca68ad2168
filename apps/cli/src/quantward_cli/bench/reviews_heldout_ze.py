"""Held-out batch ZE: every flaw kind again, as software engineers running strategies write to
the system at work: pull-request descriptions, review threads, commit messages, git logs and
diffs of a config, CLI flags, TOML/INI sections, `.env` files, Makefile targets, feature flags,
issue trackers with acceptance criteria, test names, CI logs and code comments.

Batch ZE is built like J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`, the objective, leakage and horizon-claim loops among them, and reads a
trend claim over a window with `reviews_heldout_truths`; its phrase tables, number forms, trend
series and the claims it makes of them are its own. It was written blind: no rule, reviewer,
reviewer test or benchmark result was read for it, and it was not run against the reviewers
before its first recorded run. Its parts are new:

* limits written as engineers write them: "5%", "5pct", "0.050" (a config's fixed decimals),
  "150bp", "1.50%", "1.6x", "160% gross", a bare number in a TOML `[risk]` section, an `.env`
  line (`QW_MAX_WEIGHT=0.05`), a CLI flag (`--max-weight=5%`), a review `suggestion` block, a
  resolved review thread ("Resolved. Thread outcome: … is …"), a commit subject ("fix: cap … at
  …"), a Jira acceptance criterion ("AC: … ≤ …"), a test name with its assertion and a TOML
  block among other keys and a decoy number (`lookback_days = 252`), each form in turn;
  subjects: single-position weight, sector weight, a tracking-error budget, gross leverage and
  a cash buffer that is a floor;
* requests deferring the limit to a TODO comment, a blocked ticket, another repo's config, the
  risk on-call or "whatever prod uses", as a PR template, a Jira issue, a WIP commit message and
  a Makefile target; a mandate bounding only other things (a ticket's labels and ACs on
  turnover and shorting);
* provenance misquoting its source: the value of a commit a later commit reverted (from a `git
  log --oneline` or a `Revert "…"` commit message), the removed line of a merged config diff
  (TOML or YAML, "LGTM, merged to main"), a `_pct` key's number recorded as if it were a
  fraction, another limit's value from the same config block (a decoy key), and
  the value of a closed, unmerged PR or of a feature flag that is off in prod;
* mandates as a nested config in the mandate's fields (`config.risk.max_weight`), a Jira issue
  with labels and ACs, a compliance test file that gates the deploy (`assert book.max_weight()
  <= 0.05`), env vars in the mandate's fields and a PR template's "Constraints (from the IMA)";
* latitude granted as a tunable range, a TOML `min`/`max` table with a comment, a CLI flag's
  accepted range, a default with a configurable band, and refused as a value pinned in the
  schema whose range only rejects typos, a drift-alert band that is not for positioning, and a
  feature flag that is off;
* objectives as keyword arguments (`objective="max_sharpe"`), CLI flags (`--objective
  min-var`), a TOML `[optimizer]` table, an `.env` line and an acceptance criterion, with an
  earlier version struck through or edited in the same PR description, and in an earlier
  message a force-push or a resolved review thread replaces;
* leakage as CLI date flags (`--start 2010-01-01 --end 2018-12-31`), a TOML `fit_range`, an
  `.env` `TRAIN_END`, a Makefile target's variables, a pandas slice (`df.loc['2010':'2018']`),
  a SQL `WHERE dt < …` and an `--asof` date; a forward `shift(-1)` among the features,
  same-bar fills, a scaler fitted on the full history, hyperparameters searched on the whole
  dataset and unpurged forward labels; each clean twin in the same form, strictly before the
  first test date;
* trend claims on revenue, free cash flow, operating margin (in points) and net debt to EBITDA
  over twelve quarters (FY2020 Q1–FY2022 Q4, newest first), in release notes, a dashboard line,
  a CI log line, a PR summary and a status table; magnitudes as "~12%", "over 30%", "just
  under 10%", "by 2.0pp", "by 0.9x"; "was flat-to-down", "had no down quarter", "never went
  up QoQ", "up YoY in every quarter of 2022", "growth accelerated in 2022 vs 2021" and "a
  double-digit CAGR" (each made only where the series decides it clearly); horizons as ISO
  dates ("vs 2022-09-30", "between 2021-12-31 and 2022-12-31", "`--start 2020-12-31 --end
  2022-12-31`") against uncovered ones ("since 2015-01-01", "vs 2018-12-31"). Whether a claim
  holds is computed from the series: true, false, or too close to call (never used).

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
from quantward_cli.bench.reviews_heldout_forms import WrittenForms, apart
from quantward_cli.bench.reviews_heldout_shared import (
    ALL_KINDS,
    FOLDS_TESTED_FROM_2015,
    Maker,
    QuarterlyTrend,
    _breach_cases,
    _calendar_quarters,
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
from quantward_contracts.values import Mode, UserMessage

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261231
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzze3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzze5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzee"


# --- numbers as engineers write them ------------------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the book: "5%", "5pct", "0.050" (a config's fixed decimals)."""
    pct = value * 100
    return {"pct": f"{_g(pct)}%", "pct_word": f"{_g(pct)}pct", "dec": f"{value:.3f}"}


def _bp_forms(value: float) -> dict[str, str]:
    return {"bp": f"{_g(value)}bp", "pct": f"{value / 100:.2f}%"}


def _multiple_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x", "gross": f"{_g(value * 100)}% gross"}


def _fixed(value: float, unit: str) -> str:
    """A bare number as a config file pins it: "0.050", "300", "1.50"."""
    if unit == "fraction":
        return f"{value:.3f}"
    if unit == "bps":
        return _g(value)
    return f"{value:.2f}"


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, how engineers name it, its config key, CLI flag and
    environment variable, the values it takes, its written forms, and whether it is a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    key: str
    flag: str
    env: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False


_WEIGHT: Final = _Subject(
    ("max_position_weight", "maxWeight"),
    ("max position weight", "the per-name cap", "any single position's weight"),
    "max_weight",
    "--max-weight",
    "QW_MAX_WEIGHT",
    "fraction",
    (0.04, 0.05, 0.075),
    _share_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorCap"),
    ("sector weight", "the per-sector cap", "any one GICS sector's weight"),
    "max_sector",
    "--max-sector",
    "QW_MAX_SECTOR",
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_budget_bps", "teBudgetBp"),
    ("the TE budget", "ex-ante tracking error", "tracking error vs the benchmark"),
    "te_budget_bps",
    "--te-budget",
    "QW_TE_BUDGET_BPS",
    "bps",
    (150.0, 200.0, 300.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_leverage_cap", "maxGross"),
    ("gross leverage", "gross exposure", "the gross book"),
    "max_gross",
    "--max-gross",
    "QW_MAX_GROSS",
    "multiple",
    (1.3, 1.5, 1.8),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_buffer", "cashFloor"),
    ("the cash buffer", "cash held back for redemptions", "the minimum cash balance"),
    "min_cash",
    "--min-cash",
    "QW_MIN_CASH",
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_WEIGHT, _SECTOR, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "sane default until risk confirms",
    "what the old allocator used",
    "placeholder so CI goes green",
    "typical for a book this size",
    "copied from the staging config",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Weights for the strategy's book under its risk config",
    "the best return per unit of risk",
    "solve the weights",
    "the solved weights and their risk",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the engineer stated it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "ze", _with_mandate)


def _op(s: _Subject) -> str:
    return "≥" if s.floor else "≤"


def _code_op(s: _Subject) -> str:
    return ">=" if s.floor else "<="


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the stat-arb book",
    "wire the optimiser into the nightly rebalance job",
    "ship the new low-vol sleeve to paper trading",
    "re-run the weights for the pilot long/short book",
    "port the legacy allocator to the new optimiser",
)
_DEFERRALS: Final = (
    "{noun}: TBD, blocked on the risk team",
    "TODO: confirm {noun} with PM (still open)",
    "{noun} lives in the risk repo's config, which this repo can't read",
    "for {noun} ask @risk-oncall, it isn't in this repo",
    "{noun} = whatever prod uses; I'll paste the config later",
)
_REQUEST_FRAMES: Final = (
    "## What\n{Task}.\n\n## Why\nQuarterly refresh.\n\n## Open questions\n- {Deferral}",
    "QW-2291 · status: Blocked\n\n{Task}.\nBlocker: {deferral}.",
    "wip: {task}\n\n{Deferral}.",
    "```make\nrebalance:  ## {task}\n\t./bin/qw rebalance  # {deferral}\n```",
    "hey, can you {task}? {Deferral}.",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, value form: "bare" the number in the constraint's unit, or "figures"); {noun}, {v},
#: {key}, {flag}, {env}, {verb}, {op}, {code_op}
_STATINGS: Final = (
    ("```toml\n[risk]\n{key} = {v}\n```", "bare"),
    ("Add this to `.env`: `{env}={v}`", "bare"),
    (
        '```toml\n[risk]\nrebalance = "weekly"\nlookback_days = 252\n'
        "{key} = {v}  # hard limit\n```",
        "bare",
    ),
    ("Resolved. Thread outcome: {noun} is {v}, per risk; no override.", "figures"),
    ("run it with `{flag}={v}`, that's the number risk signed off", "figures"),
    (
        "suggestion:\n```suggestion\n{key}: {v}\n```\nLGTM once that's in, per risk sign-off.",
        "bare",
    ),
    ("fix: {verb} {noun} at {v} (per risk)", "figures"),
    ("AC: {noun} {op} {v}", "figures"),
    ("`test_{key}_within_limit` asserts `{key} {code_op} {v}`; that's the hard limit.", "bare"),
)


def _stating(turn: int, rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    """The client's answer stating the limit, in the `turn`-th of the statings (each in turn)."""
    frame, form = _STATINGS[turn % len(_STATINGS)]
    written = _g(value) if form == "bare" else s.render(value, rng.randrange(12))
    if "{flag}" in frame and written.endswith(" gross"):  # a flag takes a multiple as "1.5x"
        written = f"{_g(value)}x"
    text = _fill(
        frame,
        noun=rng.choice(s.nouns),
        v=written,
        key=s.key,
        flag=s.flag,
        env=s.env,
        verb="floor" if s.floor else "cap",
        op=_op(s),
        code_op=_code_op(s),
    )
    return _once(text, written), written


def _invented_twins(turn: int) -> Callable[..., Iterator[HeldOutCase]]:
    """The shared invented-limit twins, stating the limit in the `turn`-th form."""
    stating = partial(_stating, turn)
    return _invented_twins_of(SEED, "ze", ANSWER_ID, _RATIONALES, _plan, stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ticket": {
        "labels": ["mandate", "compliance"],
        "acceptance_criteria": [
            "no short positions",
            "monthly one-way turnover under 20% of NAV",
        ],
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3,
    request=_request,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=_invented_twins,
)


# --- false provenance --------------------------------------------------------------------------


#: another limit in the same config block, its key and value in the subject's own unit
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "max_weight": ("max_sector", 0.25),
    "max_sector": ("max_weight", 0.05),
    "te_budget_bps": ("max_drawdown_bps", 800.0),
    "max_gross": ("max_net", 0.4),
    "min_cash": ("max_turnover", 0.15),
}

_provenance_twins = _provenance_twins_of(SEED, "ze", _plan)


def _reverted(rng: random.Random, s: _Subject, value: float) -> tuple[str, str, str, float]:
    """A git log in which a change of the limit was reverted: (text, right, wrong, wrong's
    value); the reverted value is the one cited wrongly."""
    wrong_value = round(value * (0.5 if s.floor else 1.6), 6)
    right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
    verb = "lower" if s.floor else "raise"
    if rng.randrange(2) == 0:
        text = (
            "$ git log --oneline -- config/risk.toml\n"
            f'9f3c2e1 Revert "risk: {verb} {s.key}"\n'
            f"4b7a0d2 risk: {verb} {s.key} from {right} to {wrong}\n"
            f"1c8e5f3 risk: add {s.key}"
        )
    else:
        text = (
            f'Revert "bump {s.key} to {wrong}"\n\n'
            f"This reverts commit 4b7a0d2. {s.key} is back to {right} on main."
        )
    return text, right, wrong, wrong_value


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure == 2 and s.unit != "fraction":  # a `_pct` key: shares only
            s = _WEIGHT if i % 2 == 0 else _CASH
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        if structure == 0:  # a reverted commit's value
            said, right, wrong, wrong_value = _reverted(rng, s, value)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        elif structure == 1:  # the removed line of a merged diff
            old_value = round(value * (0.5 if s.floor else 2), 6)
            right, wrong = _fixed(value, s.unit), _fixed(old_value, s.unit)
            assert apart(right, wrong), (right, wrong)
            frame = (
                (
                    "PR #1412 (merged): tighten risk config\n\n```diff\n [risk]\n"
                    "-{key} = {old}\n+{key} = {new}\n```",
                    "Merged via squash. `config/risk.toml`:\n\n```diff\n-{key} = {old}\n"
                    "+{key} = {new}\n```",
                    "```diff\n limits:\n-  {key}: {old}\n+  {key}: {new}\n```\n"
                    "LGTM, merged to main.",
                )
            )[(i // 5) % 3]
            said = frame.format(key=s.key, old=wrong, new=right)
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, old_value, ANSWER_ID, _once(said, wrong), wrong)
        elif structure == 2:  # a `_pct` key's number recorded as a fraction
            n = _g(value * 100)
            if rng.randrange(2) == 0:
                right = f"{s.key}_pct = {n}"
                said = f"```ini\n[risk]\n{right}\n```"
            else:
                right = f"{s.env}_PCT={n}"
                said = f"From the prod `.env`:\n\n```\nQW_UNIVERSE=SP500\n{right}\n```"
            true = _cite(name, s, value, ANSWER_ID, said, right)
            false = true.model_copy(update={"value": round(value * 100, 6)})
        elif structure == 3:  # another limit's value in the same block
            decoy_key, decoy_value = _DECOYS[s.key]
            right, wrong = _g(value), _g(decoy_value)
            assert apart(right, wrong), (right, wrong)
            lines = [f"{decoy_key} = {wrong}", f"{s.key} = {right}"]
            if rng.randrange(2) == 0:
                lines.reverse()
            if rng.randrange(2) == 0:
                said = "```toml\n[risk]\n" + "\n".join(lines) + "\n```"
            else:
                said = (
                    f"nit: `{decoy_key} = {wrong}` can stay as is.\n"
                    f"blocking: `{s.key}` must be {right}; LGTM once that's in."
                )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, decoy_value, ANSWER_ID, _once(said, wrong), wrong)
        else:  # a closed PR's value, or a flag that is off in prod
            wrong_value = round(value * (0.5 if s.floor else 1.5), 6)
            right, wrong = s.alike((value, wrong_value), rng.randrange(12), apart=True)
            noun = rng.choice(s.nouns)
            if rng.randrange(2) == 0:
                said = (
                    f'PR #903 "set {s.key} to {wrong}" was closed without merging (PM said '
                    f"no).\nOn main, {noun} is still {right}."
                )
            else:
                said = (
                    f"Behind `FF_{s.key.upper()}_EXPERIMENT` (OFF in prod) {noun} would be "
                    f"{wrong}; prod runs {right}."
                )
            true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(said, wrong), wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        yield from _provenance_twins(i, policy, (ask, reply), false, true, policy == "chat")


# --- mandate clauses as configs, tickets and tests ------------------------------------------------


def _placed(
    rng: random.Random, s: _Subject, value: float, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The limit in one of five places: (mandate fields, mandate message, its reference)."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12))
    if shape == 0:  # a nested config in the mandate's fields
        risk: dict[str, JsonValue] = {s.key: int(value) if s.unit == "bps" else value}
        risk["allow_short"] = False
        return {"config": {"risk": risk}}, None, f"config.risk.{s.key}"
    if shape == 1:
        ticket = (
            "QW-88 [mandate] Client investment guidelines\n"
            "Labels: compliance, hard-limit\n\n"
            f"AC:\n- {noun} {_op(s)} {written}\n- no shorting\n- listed equities only"
        )
        return None, ticket, MANDATE_ID
    if shape == 2:
        test = (
            "Compliance checks from the client (they gate the deploy):\n\n```python\n"
            f"def test_{s.key}_within_mandate(book):\n"
            f"    assert book.{s.key}() {_code_op(s)} {_g(value)}\n```"
        )
        return None, test, MANDATE_ID
    if shape == 3:  # environment variables in the mandate's fields
        env: dict[str, JsonValue] = {"QW_UNIVERSE": "MSCI_WORLD", s.env: _g(value)}
        return {"env": env}, None, f"env.{s.env}"
    template = (
        "## Constraints (from the IMA)\n- hard: {noun} {op} {v}\n- soft: keep turnover low\n"
        "- hard: no unlisted securities"
    )
    return None, _fill(template, noun=noun, op=_op(s), v=written), MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please run the quarterly rebalance; every constraint in the mandate applies.",
    "## What\nRebalance for Q1.\n\n## How tested\nCompliance suite must stay green.",
    "make rebalance BOOK=client_a  # stay inside the mandate",
    "QW-1502: refresh the weights. AC: no mandate breach.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 2,
    placed=_placed,
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the mandate's limit",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "ze", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {noun}, {key}, {flag}, {lo}, {hi}, {mid}
_GRANTED: Final = (
    "`{key}` is tunable: anywhere in [{lo}, {hi}] is fine, pick what the optimiser likes.",
    "```toml\n[risk.{key}]\nmin = {lo}\nmax = {hi}\n# the strategy owner picks the value in "
    "min..max\n```",
    "`{flag}` accepts {lo}..{hi}; where in that range is the strategy owner's call.",
    "{Noun}: default {mid}, configurable by the strategy team anywhere from {lo} to {hi}.",
)
#: (refused, granted), both with {noun}, {key}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "`{key}` is pinned at {point}, not configurable; the schema's [{lo}, {hi}] range only "
        "rejects typos.",
        "`{key}` is configurable anywhere in [{lo}, {hi}]; the strategy picks the value.",
    ),
    (
        "{Noun}: {point}, hardcoded. The {lo}–{hi} band is the drift alert only; rebalance back "
        "to {point} when it fires.",
        "{Noun}: anywhere from {lo} to {hi}; position inside the band as you see fit.",
    ),
    (
        "Feature flag `flexible_{key}` is OFF: {noun} stays at {point}.",
        "Feature flag `flexible_{key}` is ON: {noun} may be set anywhere between {lo} and {hi}.",
    ),
)


def _placed_text(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude note in the mandate's fields, as a mandate message, or in a list of notes."""
    if shape == 0:
        return {"risk_policy": {"docs/RISK.md": text}}, None
    if shape == 1:
        return None, f"## Risk knobs (from the IMA)\n\n{text}"
    return {"config_notes": [text, "No shorting."]}, None


def _band(rng: random.Random, s: _Subject, bounds: tuple[float, float, float]) -> dict[str, str]:
    """A range's bounds in one written form; a range of multiples reads as "0.9x..1.8x"."""
    written = _written_alike(rng, s, bounds)  # drawn for every subject
    if written["hi"].endswith(" gross"):
        return {k: f"{_g(v)}x" for k, v in zip(("lo", "hi", "mid"), bounds, strict=True)}
    return written


def _bare(
    template: str, parts: dict[str, str], bounds: tuple[float, float, float]
) -> dict[str, str]:
    """A config table writes a range as bare numbers."""
    if template.startswith("```toml"):
        low, high, _ = bounds
        return {**parts, "lo": _g(low), "hi": _g(high)}
    return parts


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    named=lambda rng, s: {"noun": rng.choice(s.nouns), "key": s.key, "flag": s.flag},
    written=_band,
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_placed_text,
    refused_twins=_refused_twins,
    range_twins=_mandate_twins_of(SEED, "range_assumption", "ze", _with_mandate),
    granting=_bare,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as keyword arguments, flags, configs and criteria; the
#: first of each is one line, so that it can be struck through
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        '`optimize(universe, objective="max_sharpe")`',
        "`qw optimize --objective max-sharpe --rf 0.02`",
        '```toml\n[optimizer]\nobjective = "sharpe"\n```',
        "`.env`: `QW_OBJECTIVE=max_sharpe`",
        "AC: the optimiser maximises excess return per unit of volatility (Sharpe).",
    ),
    "variance": (
        "`qw optimize --objective min-var`",
        '`optimize(universe, objective="min_variance")`',
        '```toml\n[optimizer]\nobjective = "min_var"  # expected returns are not an input\n```',
        "`.env`: `QW_OBJECTIVE=min_variance`",
        "AC: the weights are the minimum-variance portfolio; returns play no part.",
    ),
    "tracking": (
        '`optimize(universe, objective="min_tracking_error", benchmark="MSCI_WORLD")`',
        "`qw optimize --objective min-te --benchmark MSCI_WORLD`",
        '```toml\n[optimizer]\nobjective = "min_te"\nbenchmark = "MSCI_WORLD"\n```',
        "`.env`: `QW_OBJECTIVE=min_tracking_error` and `QW_BENCHMARK=MSCI_WORLD`",
        "AC: the book tracks MSCI World as closely as possible (minimise tracking error).",
    ),
    "return": (
        "`qw optimize --objective max-return --risk-aversion 0`",
        '`optimize(universe, objective="max_expected_return")`',
        '```toml\n[optimizer]\nobjective = "max_return"\nrisk_aversion = 0\n```',
        "`.env`: `QW_OBJECTIVE=max_expected_return`",
        "AC: maximise expected return, no risk penalty at all.",
    ),
}
_DRAFTS: Final = (
    "~~{old}~~ (outdated after review)\n\n{new}",
    "Edit: v1 of this description said {old}; that was wrong. Current:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Force-pushed; this supersedes the objective in the description above:\n\n{new}",
    "Resolved in review, the objective changes to:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "## What\nOptimiser run for the new sleeve.\n\n## How\n{ask}",
    "{ask}\n\n/cc @quant-platform",
    "feat: wire the optimiser for the pilot book\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights across the names in the strategy's universe",
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
    """Every fourth case from the second has an earlier version in the same message, struck
    through or edited; every fourth from the fourth an earlier message a later one replaces."""
    return _objective_cases(
        rng,
        count,
        asks=_ASKS,
        withdrawn={1: _drafted},
        later=lambda rng, i, ask: _fill(rng.choice(_FOLLOW_UPS), new=ask),
        framed=lambda rng, i, wanted, ask: _fill(rng.choice(_ASK_FRAMES), ask=ask),
        solving=_solving,
        seed=SEED,
        tag="ze",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    ("`--start 2010-01-01 --end 2018-12-31`", "`--start 2010-01-01 --end 2014-12-31`"),
    ('`fit_range = ["2010-01-04", "2017-06-30"]`', '`fit_range = ["2010-01-04", "2014-12-31"]`'),
    ("`TRAIN_END=2019-12-31` from `.env`", "`TRAIN_END=2014-12-31` from `.env`"),
    ("`make calibrate START=2010-01 END=2016-12`", "`make calibrate START=2010-01 END=2014-12`"),
    ("`df.loc['2010':'2018']`", "`df.loc['2010':'2014']`"),
    ("`WHERE dt < '2020-01-01'`", "`WHERE dt < '2015-01-01'`"),
    ("`--asof 2021-03-31` (all history up to it)", "`--asof 2014-12-31` (all history up to it)"),
)
_ACTIONS: Final = (
    "the lookback was grid-searched",
    "the z-score clip was tuned",
    "`risk_aversion` was fitted",
    "the signal weights were estimated",
    "the entry threshold was picked",
)
_LEAK_FRAMES: Final = (
    "Calibration: {action}, data {period}.",
    "{Action} with {period}, then frozen for every fold.",
    "Repro: {period}; {action} once, before the walk-forward.",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "`features['ret_fwd_1d'] = returns.shift(-1)` is one of the model inputs.",
        "`features['ret_lag_1d'] = returns.shift(1)` is one of the model inputs.",
    ),
    (
        "Fills use `close[t]` for signals computed from `close[t]` (same bar).",
        "Signals computed from `close[t]` fill at `open[t+1]`.",
    ),
    (
        "`StandardScaler().fit(X_all)` runs once on the full 2010–2020 history before the "
        "folds split.",
        "`StandardScaler().fit(X_train)` runs inside each fold on its training rows only.",
    ),
    (
        "Hyperparams come from one `optuna` study over the whole 2010–2020 dataset, reused "
        "as-is in every fold.",
        "Hyperparams come from an `optuna` study inside each fold's training window only.",
    ),
    (
        "Labels: `y = px.shift(-20) / px - 1`, no purge, so training labels run into each "
        "test window.",
        "Labels: `y = px.shift(-20) / px - 1`; the last 20 rows before each test start are "
        "purged from training.",
    ),
)
_LEAK_ASKS: Final = (
    "Please run the walk-forward for PR #1187, three folds as in `wf.toml`.",
    "CI job `backtest-wf` for the momentum sleeve: three folds, same config as last run.",
    "`make walkforward STRATEGY=value_mom FOLDS=3`, please, and post the report.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "ze", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Initech Systems"
_ENTITY: Final = "ent_initech_systems"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("vs 2022-09-30", (10, 11)),
    ("between 2021-12-31 and 2022-12-31", (7, 11)),
    ("for `--start 2020-12-31 --end 2022-12-31`", (3, 11)),
    ("since 2020-03-31", (0, 11)),
    ("from 2020-06-30 to 2022-06-30", (1, 9)),
    ("from 2020-12-31 to 2021-06-30", (3, 5)),
    ("since 2015-01-01", None),
    ("for `--start 2012-01-01 --end 2022-12-31`", None),
    ("vs 2018-12-31", None),
)


#: "~12%", "over 10%", "just under 15%"; "" when it barely moved
_approx_pct = partial(_rounded_change, past="over {}%", short="just under {}%", about="~{}%")


_by_points = partial(_change_by, "by {:.1f}pp", 0.2)


_by_turns = partial(_change_by, "by {:.1f}x", 0.1)


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
        (500.0, 470.0, 505.0, 540.0, 560.0, 590.0, 615.0, 650.0, 700.0, 745.0, 790.0, 850.0),
        ("Revenue", "Initech Systems' revenue", "Top line"),
        (
            ("{s} was up {m}", rose),
            ("{s} was down {m}", fell),
            ("{s} had no down quarter", never_fell),
            ("{s} did not regress", held_up),
            ("{s} was flat-to-down", held_down),
        ),
        _approx_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (120.0, 95.0, 60.0, 85.0, 110.0, 130.0, 125.0, 140.0, 135.0, 150.0, 160.0, 155.0),
        ("Free cash flow", "FCF", "Initech Systems' free cash flow"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never went down QoQ", never_fell),
            ("{s} did not drop", held_up),
            ("{s} did not go up", held_down),
        ),
        _approx_pct,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "operating_margin_pct",
        (18.2, 15.1, 16.0, 17.4, 18.0, 18.9, 19.5, 19.1, 18.4, 17.6, 16.9, 16.2),
        ("Operating margin", "Initech Systems' operating margin", "Op margin"),
        (
            ("{s} widened {m}", rose),
            ("{s} compressed {m}", fell),
            ("{s} never went up QoQ", never_rose),
            ("{s} did not shrink", held_up),
            ("{s} did not expand", held_down),
        ),
        _by_points,
        False,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.9, 3.4, 3.6, 3.3, 3.1, 2.8, 2.6, 2.5, 2.3, 2.4, 2.2, 2.0),
        ("Net debt / EBITDA", "Leverage (net debt to EBITDA)", "Initech Systems' net leverage"),
        (
            ("{s} went down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never went up QoQ", never_rose),
            ("{s} did not climb", held_down),
            ("{s} did not come down", held_up),
        ),
        _by_turns,
        False,
    ),
)


#: (true claim, false claim) pairs over the whole series, each computed from it: YoY in each of the
#: last four quarters, and for a growing item the two calendar years compared and the two-year
#: compound rate. Pairs too close to call are left out.
_specials = partial(
    _growth_specials,
    up_all="{s} was up YoY in every quarter of 2022",
    down_all="{s} was down YoY in every quarter of 2022",
    faster="{s} growth accelerated in 2022 vs 2021",
    slower="{s} growth decelerated in 2022 vs 2021",
    grew="{s} grew at a double-digit CAGR from 2020-12-31 to 2022-12-31",
    shrank="{s} shrank at a double-digit CAGR from 2020-12-31 to 2022-12-31",
)


_CLAIM_FRAMES: Final = (
    "### Release notes v2.3.0\n\n- {Claim} [1].\n- Dashboard refreshed nightly (cron `0 2 * * *`).",
    "Dashboard `fundamentals/initech`: {claim} [1].",
    "```\n2023-01-31T06:00:12Z INFO trend_check: {claim} (source [1])\n```",
    "PR summary: {claim}; numbers in [1].",
    "| check | status |\n|---|---|\n| {Claim} | ✅ [1] |",
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
        left_out=lambda h, w, c: h.startswith("vs 2022") and ("QoQ" in c or "quarter" in c),
        seed=SEED,
        tag="ze",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZE: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
