"""Held-out batch Q: every flaw kind again, in the language of tickets, forms and change records —
a ticketing system's issue (Summary, Acceptance criteria, Priority, Labels, comments with authors
and timestamps, status transitions, "Resolution: Won't Do"), a web form with labelled fields and
checkboxes, a JSON or CSV payload pasted into a message, a release note or change log, a pull
request with a checklist and a before/after diff of a configuration, and an approval workflow.

Batch Q is built like I and J — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Ticket keys, version
numbers, story points, priorities, timestamps and PR numbers are decoy numbers; no truth depends
on them. Its parts are new:

* limits stated as a form field filled in by Risk ("Max single-issuer weight (%): 6", the
  number in the label's unit), a JSON payload (`{"max_gross": 1.4}`), a merged diff whose before
  side is empty ("- max_gross: null" / "+ max_gross: 1.4"), a risk officer's ticket comment with
  a timestamp ("Confirmed: … must be no more than …") and an approval line ("Approved by: Head of
  Risk — …"); number forms "6%", "7 % of NAV", "300 bps", "200 bp annualised", "2.2x", "140%
  gross" and bare fractions; subjects: a single issuer, a single sector, tracking error in bps,
  gross exposure and a cash floor;
* requests deferring the limit as a ticket (Summary, Priority, Story points, Labels, Status: To
  Do), a web form with "Limit value: ____", a JSON request with `"limit": null`, a pull request
  whose checklist item for the limit is unchecked, and an approval workflow with "Pending: Risk";
  strategy mandates bounding only other things (a client onboarding record);
* provenance misquoting its record: the value of a change a later release reverted ("v3.4.1 —
  reverted: the v3.4.0 change"), the value a rejected change request asked for ("Rejected by:
  Risk Committee … Resolution: Won't Do"), the before side of a merged diff, the option left
  unchecked in a questionnaire, a deprecated `_v1` field the payload's note says is no longer
  read, and the other subject's field on the same limits form;
* mandates as a ticket's acceptance criteria (`ticket.acceptance_criteria[1]`), an implemented
  change record (`change_record.new_value`), a mandate intake form, a JSON mandate payload and a
  mandate release note ("changed: … — no more than … from this version on");
* latitude granted in the same records ("… anywhere from … to …; the level is the PM's pick", a
  checked "[x] Manager discretion" box, "Approved by: Risk — a …–… band …", "Discretion band for
  …") and refused in strategy mode (the discretion box unchecked and "[x] Fixed at … by Risk", a
  band request "Rejected by: Risk. Resolution: Won't Do", a change "removed: the …–… band"),
  each twin the same record granting the band;
* objectives as acceptance criteria, a JSON payload with its own objective keys
  (`max_sharpe_ratio`, `min_portfolio_variance`, `min_active_risk`, `max_mean_return`), a
  radio-button form field ("(•) Lowest volatility"), a change record or release note, a rejected
  submission followed by an approved one, a merged diff of the `objective:` key, and a ticket
  comment replacing the earlier description;
* leakage stated as a JSON payload, a diff of `fit_end` (the live + side counts), a CSV of
  calibration dates, acceptance criteria ("2011-01-03 → 2017-03-31"), a form field, a sprint
  note with story points, and change-log, checklist, resolution and form-answer lines (a scaler
  fitted on the full history, t+1 returns as an input, parameters picked on the test windows,
  today's constituents applied back in time, trading at the signal's own close); each clean twin
  the same form ending before the first test date (4 January 2016) or inside each fold;
* trend claims on free cash flow, days inventory outstanding (lower is better), gross margin
  (`gross_margin_pct`, changes in percentage points) and net debt (lower is better) over
  twelve quarters (FY2020 Q1–FY2022 Q4, newest first), written as a ticket comment with a decoy
  timestamp, a release-note bullet, a ticket description, a form's table row and a checked
  verification box; negated shapes ("did not drop in any quarter", "did not shorten"), sizes ("by
  roughly 23%", "by 2.9 percentage points", "by 7 days"), "above its year-earlier level in every
  quarter of 2022", a compounded two-year rate, horizons "across calendar 2022", "in the second
  half of 2021", "between Q3 2020 and Q3 2022" against uncovered ones ("since the 2012
  spin-off", "over the past seven years", "compared with 2018"). Whether a claim holds is
  computed from the series: true, false, or too close to call (never used).

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
from quantward_cli.bench.reviews_heldout_forms import apart
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    QuarterlyTrend,
    _assume,
    _calendar_quarters,
    _cap,
    _cite_as,
    _compound_pairs,
    _fill,
    _g,
    _horizon_trends,
    _invented_cases,
    _invented_twins_of,
    _leak_contract_of,
    _leak_twins_of,
    _mandate_twins_of,
    _objective_contract,
    _once,
    _plan_of,
    _provenance_twins_of,
    _refused_twins_of,
    _request_from,
    _said_named,
    _solving_contract,
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

SEED: Final = 20261217
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzq3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzq5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzqq"


# --- subjects and their written forms ------------------------------------------------------------


def _pct_forms(value: float) -> dict[str, str]:
    pct = _g(value * 100)
    return {"pct": f"{pct}%", "nav": f"{pct} % of NAV"}


def _bps_forms(value: float) -> dict[str, str]:
    return {"bps": f"{_g(value)} bps", "bp": f"{_g(value)} bp annualised"}


def _gross_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x", "gross": f"{_g(value * 100)}% gross"}


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how a ticket names it, a form label (with the number
    said in the label's unit), a config key, its values, written forms, and whether a floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    label: str
    key: str
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int) -> str:
        forms = list(self.forms(value).values())
        return forms[style % len(forms)]

    def alike(self, values: Sequence[float], style: int) -> list[str]:
        keys = list(self.forms(values[0]))
        key = keys[style % len(keys)]
        return [self.forms(v)[key] for v in values]

    def in_label(self, value: float) -> str:
        """The number as a form field with this label holds it: percent for a share."""
        return _g(value * 100) if self.unit == "fraction" else _g(value)


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "issuerConcentrationMax"),
    ("the single-issuer weight", "exposure to any one issuer", "the per-issuer cap"),
    "Max single-issuer weight (%)",
    "max_issuer",
    "fraction",
    (0.04, 0.06, 0.08),
    _pct_forms,
)
_SECTOR: Final = _Subject(
    ("max_sector_weight", "sectorWeightCeiling"),
    ("any one sector's weight", "the sector concentration", "the single-sector cap"),
    "Max sector weight (%)",
    "max_sector",
    "fraction",
    (0.2, 0.3, 0.4),
    _pct_forms,
)
_TE: Final = _Subject(
    ("te_budget_bps", "trackingErrorMaxBps"),
    ("the tracking-error budget", "ex-ante tracking error", "active risk versus the index"),
    "Tracking-error budget (bps)",
    "te_budget_bps",
    "bps",
    (120.0, 200.0, 300.0),
    _bps_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure", "grossExposureMultiple"),
    ("gross exposure", "the gross leverage cap", "total long plus short exposure"),
    "Max gross exposure (x NAV)",
    "max_gross",
    "multiple",
    (1.4, 1.7, 2.2),
    _gross_forms,
)
_CASH: Final = _Subject(
    ("min_cash_buffer", "cashFloorWeight"),
    ("the cash buffer", "the minimum cash holding", "cash kept aside for redemptions"),
    "Minimum cash (%)",
    "min_cash",
    "fraction",
    (0.03, 0.06, 0.07),
    _pct_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _SECTOR, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "usual house setting for this kind of book",
    "borrowed from the template ticket",
    "placeholder until the risk office replies",
    "the figure most peer mandates carry",
    "a cautious default",
)


def _bound(s: _Subject) -> str:
    return "no less than" if s.floor else "no more than"


def _elsewhere(s: _Subject, value: float, style: int) -> float:
    """Another value for `s`, looser than `value`, whose written forms (in `style`, and as a
    bare number) share no text with its own."""
    factors = (0.5, 0.4, 0.6) if s.floor else (1.5, 1.25, 2.0, 1.75)
    for factor in factors:
        other = round(value * factor, 6)
        written, own = s.alike((other, value), style)
        if apart(written, own) and apart(_g(other), _g(value)):
            return other
    raise AssertionError((s.key, value))


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "Weights for the requested book, inside the limits on the ticket",
    "highest return for the risk taken",
    "optimise the book's weights",
    "solved weights plus their ex-ante risk",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "taken from the record in the thread")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-weight the global equity sleeve",
    "produce new model weights for the credit long/short book",
    "rebuild the income fund's target portfolio",
    "size the positions for the new thematic basket",
    "re-run the quarterly optimisation for the endowment",
)
_DEFERRALS: Final = (
    "{noun} is owned by Risk and will be added to this ticket later",
    "{noun} is left blank on purpose until the committee signs it off",
    "{noun} is waiting on compliance, do not fill it in",
    "the value for {noun} lives in the IPS attachment, which failed to upload",
    "{noun} will follow from the risk office in a separate comment",
)
_REQUEST_FRAMES: Final = (
    "Summary: {Task}\nPriority: P2 · Story points: 3 · Labels: optimiser, q-rebalance\n"
    "Description: {Deferral}.\nStatus: To Do",
    "Web form submission #55190\nTask: {Task}\nLimit value: ____\nComments box: {deferral}.\n"
    "[x] Urgent   [ ] Needs legal review",
    '```json\n{{"request": "{task}", "limit": null, "note": "{deferral}"}}\n```',
    "PR #812 — {task}\n\nChecklist:\n- [x] universe file updated\n- [ ] limit filled in "
    "({deferral})",
    "Approval workflow for request 7731\nSubmitted by: PM desk — {task}\nApproved by: —\n"
    "Pending: Risk ({deferral})",
)


_request = partial(_request_from, _TASKS, _DEFERRALS, _REQUEST_FRAMES)


#: (frame, how the value is written: "label" in the label's unit, "raw" in the constraint's
#: unit, "said" in one of the subject's written forms)
_STATINGS: Final = (
    ("Form field filled in by Risk:\n{label}: {v}", "label"),
    ('Payload for the run:\n```json\n{{"{key}": {v}}}\n```', "raw"),
    ("Merged PR #820:\n```diff\n- {key}: null\n+ {key}: {v}\n```", "raw"),
    ("Comment — risk-office · 04/Mar/26 10:17\nConfirmed: {noun} must be {bound} {v}.", "said"),
    ("Approved by: Head of Risk — {noun}: {bound} {v}.", "said"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    if form == "label":
        written = s.in_label(value)
    elif form == "raw":
        written = _g(value)
    else:
        written = s.render(value, rng.randrange(6))
    text = _fill(
        frame, label=s.label, v=written, key=s.key, noun=rng.choice(s.nouns), bound=_bound(s)
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "q", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "onboarding_record": {
        "record_id": "ONB-20931",
        "base_currency": "EUR",
        "benchmark": "MSCI Europe",
        "exclusions": "Thermal coal and controversial weapons.",
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
    other_at=1,
)


# --- false provenance --------------------------------------------------------------------------


_provenance_twins = _provenance_twins_of(SEED, "q", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 5 and s not in (_ISSUER, _SECTOR):  # two share fields on one form
            s = _ISSUER if (i // 6) % 2 == 0 else _SECTOR
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        style = rng.randrange(6)
        wrong_value = _elsewhere(s, value, style)
        wrong, right = s.alike((wrong_value, value), style)
        if structure == 0:  # a change a later release reverted
            said = _fill(
                "Release notes\n\nv3.4.0 — changed: {noun} set to {wrong}.\n"
                "v3.4.1 — reverted: the v3.4.0 change; {noun} is back at {right}.",
                noun=noun,
                wrong=wrong,
                right=right,
            )
        elif structure == 1:  # the value of a rejected approval step
            said = _fill(
                "CR-2291: change {noun} to {wrong}\n"
                "Submitted by: PM desk\nRejected by: Risk Committee — {noun} stays at {right}.\n"
                "Status: Closed · Resolution: Won't Do",
                noun=noun,
                wrong=wrong,
                right=right,
            )
        elif structure == 2:  # the before side of a merged diff
            wrong, right = _g(wrong_value), _g(value)
            said = _fill(
                "PR #1047 (merged) — tighten the limit\n```diff\n- {key}: {wrong}\n"
                "+ {key}: {right}\n```",
                key=s.key,
                wrong=wrong,
                right=right,
            )
        elif structure == 3:  # the option left unchecked
            said = _fill(
                "Risk questionnaire, Q4 — which limit applies to {noun}?\n"
                "[ ] {wrong}\n[x] {right}\nSubmitted 12/01/2026 14:02",
                noun=noun,
                wrong=wrong,
                right=right,
            )
        elif structure == 4:  # a deprecated field the payload says is ignored
            wrong, right = _g(wrong_value), _g(value)
            said = _fill(
                '```json\n{{"{key}_v1": {wrong}, "{key}": {right}}}\n```\n'
                "Note: `{key}_v1` is deprecated since schema 2.0 and no longer read.",
                key=s.key,
                wrong=wrong,
                right=right,
            )
        else:  # another subject's field on the same form
            other = _SECTOR if s is _ISSUER else _ISSUER
            right = s.in_label(value)
            wrong_value = next(
                v for v in rng.sample(other.values, 3) if apart(right, other.in_label(v))
            )
            wrong = other.in_label(wrong_value)
            lines = [f"{s.label}: {right}", f"{other.label}: {wrong}"]
            if rng.randrange(2):
                lines.reverse()
            said = "Limits form (v2), section B\n" + "\n".join(lines) + "\n[x] Signed off"
        assert apart(right, wrong), (right, wrong)
        _once(said, right)
        _once(said, wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in records ----------------------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(6))
    if shape == 3:
        return _g(value)
    if shape == 4:
        return f"changed: {noun} — {_bound(s)} {written} from this version on"
    verb = "must not fall below" if s.floor else "must not exceed"
    return _cap(f"{noun} {verb} {written}")


def _placed(
    s: _Subject, clause: str, shape: int
) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five records: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        criteria: list[JsonValue] = ["Long-only, no single-stock derivatives.", clause]
        ticket: dict[str, JsonValue] = {
            "key": "RISK-2041",
            "summary": "Standing limits for the client book",
            "acceptance_criteria": criteria,
        }
        return {"ticket": ticket}, None, "ticket.acceptance_criteria[1]"
    if shape == 1:
        record: dict[str, JsonValue] = {
            "number": "CHG0031877",
            "state": "Implemented",
            "approved_by": "Investment Risk Committee",
            "new_value": clause,
        }
        return {"change_record": record}, None, "change_record.new_value"
    if shape == 2:
        form = (
            "Mandate intake form — submitted 2026-01-12 08:45\n"
            "Client: Harrow Endowment\nBenchmark: MSCI ACWI\n"
            f"Limits section: {clause}\n"
            "[x] Long-only   [ ] Derivatives permitted"
        )
        return None, form, MANDATE_ID
    if shape == 3:
        payload = (
            '```json\n{"mandate": {"benchmark": "MSCI ACWI", '
            f'"{s.key}": {clause}, "esg_screen": true}}}}\n```'
        )
        return None, payload, MANDATE_ID
    note = (
        "Mandate v2.1.0 (effective 2026-02-01)\n"
        f"- {clause}\n"
        "- unchanged: exclusions list and benchmark"
    )
    return None, note, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Ticket QW-4418: new weights for the client book; every mandate restriction is binding.",
    "Please rebalance. Acceptance criteria: nothing outside the mandate.",
    "Form request: fresh optimisation run, compliant with the client's mandate in full.",
    "PR checklist item: [ ] weights respect each limit in the mandate — please make it so.",
)


_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "q", _with_mandate)


def _breach(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[(i + 2) % len(_SUBJECTS)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        shape = i % 5
        clause = _clause_text(rng, s, value, shape)
        fields, message, ref = _placed(s, clause, shape)
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(_WITHIN_ASKS)
        if s.floor:
            outside, middle = round(value * 0.5, 6), round(value * 1.5, 6)
        else:
            outside, middle = round(value * 1.5, 6), round(value * 0.75, 6)
        if i % 3 != 1:
            over = Constraint(
                name=name,
                value=outside,
                unit=s.unit,  # type: ignore[arg-type]
                provenance="mandate_clause",
                provenance_ref=ref,
                rationale="per the client's record",
            )
            inside = over.model_copy(update={"value": value})
        else:
            over = _assume(name, s, outside, rng.choice(_RATIONALES))
            inside = over.model_copy(update={"value": middle})
        yield from _breach_twins(i, policy, request, over, inside, fields, message)


# --- latitude ----------------------------------------------------------------------------------

_GRANTED: Final = (
    "{Noun} anywhere from {lo} to {hi}; the level is the PM's pick.",
    "[x] Manager discretion: {noun} may be set at any point between {lo} and {hi}",
    "Approved by: Risk — a {lo}–{hi} band on {noun}; where inside it is for the desk to decide.",
    "Discretion band for {noun}: {lo} to {hi}; the desk chooses where to sit.",
)
#: (refused, granted), each with {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun}:\n[ ] Manager discretion within {lo}–{hi}\n[x] Fixed at {point} by Risk",
        "{Noun}:\n[x] Manager discretion within {lo}–{hi}\n[ ] Fixed at {point} by Risk",
    ),
    (
        "Request: a {lo}–{hi} band on {noun} for the desk. Rejected by: Risk. "
        "Resolution: Won't Do — {noun} stays at {point}.",
        "Request: a {lo}–{hi} band on {noun} for the desk. Approved by: Risk. "
        "Resolution: Done — the desk sets {noun} inside the band.",
    ),
    (
        "removed: the {lo}–{hi} band on {noun}; it is fixed at {point} from now on.",
        "added: the {lo}–{hi} band on {noun}; any level inside it is the desk's choice.",
    ),
)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "q", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "q", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % 4]  # caps only
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        lo, hi = s.alike((low, high), 0)  # a band in its plainest form: "3%–6%"
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = (0, 1, 2, 4)[i % 4]
        if i % 6 in (3, 5):  # strategy: a level fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            refused = _fill(refused_t, noun=noun, lo=lo, hi=hi, point=hi)
            granted = _fill(granted_t, noun=noun, lo=lo, hi=hi, point=hi)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(s, refused, shape)[:2],
                _placed(s, granted, shape)[:2],
            )
            continue
        text = _fill(rng.choice(_GRANTED), noun=noun, lo=lo, hi=hi)
        fields, message, _ = _placed(s, text, shape)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        inside = _assume(name, s, middle, rationale)
        outside = inside.model_copy(update={"value": round(high * 1.5, 6)})
        yield from _range_twins(i, policy, request, outside, inside, fields, message)


# --- objectives --------------------------------------------------------------------------------

_KIND: Final = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}
_KEYS: Final = {
    "sharpe": "max_sharpe_ratio",
    "variance": "min_portfolio_variance",
    "tracking": "min_active_risk",
    "return": "max_mean_return",
}
_RADIO_ORDER: Final = ("sharpe", "variance", "tracking", "return")
_RADIO_LABELS: Final = {
    "sharpe": "Best return per unit of risk",
    "variance": "Lowest volatility",
    "tracking": "Closest to the benchmark",
    "return": "Highest expected return, risk ignored",
}


def _radio(kind: str) -> str:
    options = [f"({'•' if k == kind else ' '}) {_RADIO_LABELS[k]}" for k in _RADIO_ORDER]
    return "Optimisation goal (pick one):\n" + "\n".join(options)


_AC: Final = "Acceptance criteria (definition of done):\n"
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        _AC + "- the weights maximise the Sharpe ratio\n- long-only",
        '```json\n{"objective": "max_sharpe_ratio", "universe": "attached"}\n```',
        _radio("sharpe"),
        "CHG0040112 — implemented: the optimiser's target is excess return per unit of volatility.",
    ),
    "variance": (
        _AC + "- the weights give the lowest attainable portfolio variance\n- fully invested",
        '```json\n{"objective": "min_portfolio_variance", "universe": "attached"}\n```',
        _radio("variance"),
        "Release note v5.1 — changed: the book is now built for minimum volatility and nothing "
        "else.",
    ),
    "tracking": (
        _AC + "- follow the FTSE All-Share as closely as the names allow (smallest tracking error)",
        '```json\n{"objective": "min_active_risk", "benchmark": "FTSE All-Share"}\n```',
        _radio("tracking"),
        "CHG0040127 — implemented: the goal is the least active risk against the benchmark.",
    ),
    "return": (
        _AC + "- the highest expected return; no penalty for risk",
        '```json\n{"objective": "max_mean_return", "risk_penalty": 0}\n```',
        _radio("return"),
        "Release note v5.2 — changed: maximise expected return, with volatility left out of the "
        "score.",
    ),
}
_SUPERSEDED: Final = (
    "Submission 1 — Status: Rejected by the IC\n{old}\n\nSubmission 2 — Status: Approved\n{new}",
    "```diff\n- objective: {old_key}\n+ objective: {new_key}\n```\nMerged into main; the + line "
    "is what runs.",
)
_LATER: Final = (
    "Comment (PM, 09/Apr/26 16:40): scrap the description above, the criteria are now:\n\n{new}",
    "Status: In Progress → Blocked → In Progress. The client replaced the spec:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Summary: Target weights for the twelve listed names\nPriority: P3\n\n{ask}",
    "{ask}\n\nLabels: optimiser, model-book · Components: portfolio-construction",
    "Web form submission #60214\n\n{ask}",
)

_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Target weights over the names in the ticket",
    purpose="compute the target weights",
    custom_reason="the platform has no solver for this goal",
    custom_purpose="the weights",
    section_title="Target weights",
    description="target weights",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        old = rng.choice(_ASKS[old_kind][:3])  # a record of its own is never the old text
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages: tuple[UserMessage, ...]
        if i % 4 == 1:  # an earlier submission in the same message, rejected or diffed away
            frame = _SUPERSEDED[(i // 4) % len(_SUPERSEDED)]
            request = _fill(frame, old=old, new=ask, old_key=_KEYS[old_kind], new_key=_KEYS[wanted])
            messages = (UserMessage(message_id=REQUEST_ID, text=request),)
            wrong = _KIND[old_kind]
        elif i % 4 == 3:  # an earlier message, replaced by a later comment
            later = _fill(rng.choice(_LATER), new=ask)
            messages = (
                UserMessage(message_id=REQUEST_ID, text=old),
                UserMessage(message_id=FOLLOW_UP_ID, text=later),
            )
            wrong = _KIND[old_kind]
        else:
            request = _fill(rng.choice(_ASK_FRAMES), ask=ask)
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
            yield HeldOutCase(f"heldout{SEED}/objective/{i}q{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2011, 1, 3),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2013, 1, 2),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2015, 1, 2),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2021, 12, 31),
    ),
)
#: (a period reaching into the test years, the same form ending before 4 Jan 2016)
_PERIODS: Final = (
    (
        '`{"fit_start": "2011-01-03", "fit_end": "2018-06-29"}`',
        '`{"fit_start": "2011-01-03", "fit_end": "2015-12-31"}`',
    ),
    (
        "```diff\n- fit_end: 2015-12-31\n+ fit_end: 2019-12-31\n```\n(the + line is live)",
        "```diff\n- fit_end: 2019-12-31\n+ fit_end: 2015-12-31\n```\n(the + line is live)",
    ),
    (
        "```csv\nfit_start,fit_end\n2011-01-03,2017-12-29\n```",
        "```csv\nfit_start,fit_end\n2011-01-03,2015-12-31\n```",
    ),
    (
        "the window in the acceptance criteria, 2011-01-03 → 2017-03-31",
        "the window in the acceptance criteria, 2011-01-03 → 2015-12-31",
    ),
    (
        "the period entered in the form's 'Calibration period' field, Jan 2011 – Dec 2018",
        "the period entered in the form's 'Calibration period' field, Jan 2011 – Dec 2015",
    ),
    (
        "the span logged in the sprint 14 note (5 story points): 2011 through 2020",
        "the span logged in the sprint 14 note (5 story points): 2011 through 2015",
    ),
)
_ACTIONS: Final = (
    "the ridge penalty was chosen",
    "the carry signal's lookback was picked",
    "the risk-parity scaling was calibrated",
    "the regime thresholds were fitted",
)
_LEAK_FRAMES: Final = (
    "Per ticket QW-5120, {action} on {period}.",
    "{Action} once, on {period}, and reused in all three folds.",
)
_CODE_FRAMES: Final = (
    "Implementation note: {action} on this window:\n{period}",
    "{Action}; calibration window as configured:\n{period}",
)
#: whole sentences: (leaky, clean)
_SENTENCES: Final = (
    (
        "Changelog v0.9.2 — changed: the feature scaler is now fitted once on the complete "
        "2011–2021 history.",
        "Changelog v0.9.2 — changed: the feature scaler is now refitted inside each fold on its "
        "training rows only.",
    ),
    (
        "PR checklist: [x] next-day return (t+1) added as a model input.",
        "PR checklist: [x] previous-day return (t−1) added as a model input.",
    ),
    (
        "Resolution of QW-5133: the parameters kept are the ones with the best Sharpe across all "
        "three test windows.",
        "Resolution of QW-5133: the parameters kept are the ones with the best Sharpe inside each "
        "fold's training years.",
    ),
    (
        "Acceptance criteria: the universe is today's index constituents, applied to every year "
        "back to 2011.",
        "Acceptance criteria: the universe is each date's point-in-time index constituents, "
        "back to 2011.",
    ),
    (
        "Form answer — Signal timing: computed from the day's closing price and traded at that "
        "same close.",
        "Form answer — Signal timing: computed from the day's closing price and traded at the "
        "next day's open.",
    ),
)
_LEAK_ASKS: Final = (
    "QW-5100: walk-forward backtest of the carry model, three folds as in the spec.",
    "Web form #60288 — Backtest type: [x] walk-forward [ ] single split. Folds: 3.",
    "PR #1102 needs the walk-forward results on the three configured folds before merge.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "q", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 3 == 2:
            leaky, clean = _SENTENCES[(i // 3) % len(_SENTENCES)]
        else:
            leaky_period, clean_period = _PERIODS[(i - i // 3) % len(_PERIODS)]
            code = leaky_period.startswith(("`", "```"))
            frames = _CODE_FRAMES if code and "\n" in leaky_period else _LEAK_FRAMES
            action, frame = rng.choice(_ACTIONS), rng.choice(frames)
            leaky = _fill(frame, action=action, period=leaky_period)
            clean = _fill(frame, action=action, period=clean_period)
        yield from _leak_twins(i, where, policy, ask, leaky, clean)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Krieger Freight Systems"
_ENTITY: Final = "ent_krieger_freight"
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("across calendar 2022", (7, 11)),
    ("from the March 2021 quarter to the December 2022 quarter", (4, 11)),
    ("over the full twelve reported quarters", (0, 11)),
    ("in the second half of 2021", (5, 7)),
    ("between Q3 2020 and Q3 2022", (2, 10)),
    ("since the 2012 spin-off", None),
    ("over the past seven years", None),
    ("compared with 2018", None),
)


def _rose(w: Sequence[float]) -> bool | None:
    change = (w[-1] - w[0]) / abs(w[0])
    return True if change > 0.01 else False if change < -0.01 else None


def _sank(w: Sequence[float]) -> bool | None:
    rose = _rose(w)
    return None if rose is None else not rose


def _no_quarter_down(w: Sequence[float]) -> bool | None:
    return all(b >= a for a, b in itertools.pairwise(w))


def _no_quarter_up(w: Sequence[float]) -> bool | None:
    return all(b <= a for a, b in itertools.pairwise(w))


def _not_lower(w: Sequence[float]) -> bool | None:
    """ "did not decrease": true when no quarter fell, false when the window ends clearly lower."""
    if _no_quarter_down(w):
        return True
    return False if w[-1] < w[0] * 0.99 else None


def _not_higher(w: Sequence[float]) -> bool | None:
    if _no_quarter_up(w):
        return True
    return False if w[-1] > w[0] * 1.01 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _pct_change(a: float, b: float) -> str:
    """ "by roughly 18%"; "" when it barely moved."""
    change = abs(b - a) / abs(a) * 100
    return f"by roughly {round(change)}%" if change >= 3 else ""


def _pp_change(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f} percentage points" if change >= 0.3 else ""


def _days_change(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {round(change)} days" if change >= 2 and change == round(change) else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    growth: bool


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (410.0, 365.0, 300.0, 455.0, 470.0, 505.0, 490.0, 540.0, 575.0, 560.0, 610.0, 655.0),
        ("Free cash flow", "FCF", "Krieger Freight Systems' free cash flow"),
        (
            ("{s} increased {m}", _rose),
            ("{s} decreased {m}", _sank),
            ("{s} did not drop in any quarter", _no_quarter_down),
            ("{s} did not decrease", _not_lower),
            ("{s} did not increase", _not_higher),
        ),
        _pct_change,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "inventory_days",
        (74.0, 79.0, 83.0, 81.0, 77.0, 72.0, 70.0, 68.0, 66.0, 67.0, 63.0, 61.0),
        (
            "Days inventory outstanding",
            "DIO",
            "Krieger Freight Systems' days inventory outstanding",
        ),
        (
            ("{s} shortened {m}", _sank),
            ("{s} lengthened {m}", _rose),
            ("{s} did not rise in any quarter", _no_quarter_up),
            ("{s} did not lengthen", _not_higher),
            ("{s} did not shorten", _not_lower),
        ),
        _days_change,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "gross_margin_pct",
        (38.2, 37.5, 36.9, 37.8, 38.6, 39.4, 40.1, 39.7, 40.8, 41.5, 42.0, 42.6),
        ("Gross margin", "The gross margin", "Krieger Freight Systems' gross margin"),
        (
            ("{s} widened {m}", _rose),
            ("{s} narrowed {m}", _sank),
            ("{s} did not slip in any quarter", _no_quarter_down),
            ("{s} did not narrow", _not_lower),
            ("{s} did not widen", _not_higher),
        ),
        _pp_change,
        False,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_debt",
        (
            1250.0,
            1310.0,
            1380.0,
            1340.0,
            1290.0,
            1220.0,
            1180.0,
            1150.0,
            1095.0,
            1120.0,
            1060.0,
            1010.0,
        ),
        ("Net debt", "The net debt figure", "Krieger Freight Systems' net debt"),
        (
            ("{s} was paid down {m}", _sank),
            ("{s} built up {m}", _rose),
            ("{s} did not grow in any quarter", _no_quarter_up),
            ("{s} did not go up", _not_higher),
            ("{s} did not come down", _not_lower),
        ),
        _pct_change,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true, false) claims over the whole series, each computed from it: higher or lower than
    a year before in each of the last four quarters, and for a growing item the two-year
    compound rate. Claims too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    higher = "{s} was above its year-earlier level in every quarter of 2022"
    lower = "{s} was below its year-earlier level in every quarter of 2022"
    pairs += _yoy_pairs(v, higher, lower)
    if trend.growth:
        pairs += _compound_pairs(
            v,
            "{s} grew more than 10% a year, compounded, in the two years to Q4 2022",
            "{s} declined more than 10% a year, compounded, in the two years to Q4 2022",
        )
    return pairs


_CLAIM_FRAMES: Final = (
    "PROJ-4410 · Comment (analyst, 01/Feb/23 09:14): {claim} [1].",
    "Release note v4.2.0 — KPI summary:\n- {Claim} [1].",
    "Description:\n{Claim} (source [1]).",
    "| Field | Value |\n|---|---|\n| Finding | {Claim} [1] |",
    "[x] Verified against the filings: {claim} [1].",
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
        left_out=lambda h, w, c: False,
        seed=SEED,
        tag="q",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch Q: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
