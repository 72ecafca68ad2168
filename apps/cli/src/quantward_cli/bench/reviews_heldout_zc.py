"""Held-out batch ZC: every flaw kind again, in the language of spreadsheets — rows, cells,
formulas and data pasted as text — and of the analysts and operations staff who work in them.

Batch ZC is built like J — phrase-level parts, a seeded generator, the truth kept by the generator
and never read from the text — and uses the plan, span, constraint, leakage and trend helpers of
`reviews_heldout_shared`; its phrase tables, number forms, trend series and trend truth are its
own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read for it,
and it was not run against the reviewers before its first recorded run. Its parts are new:

* limits stated as a tab-separated row pasted from a sheet ("Max weight<TAB>0.075"), as a CSV
  row under a header carrying the unit ("Limit (%)" with a bare "7.5", "Limit (bp)" with a bare
  "250", "Limit (x)"), as a cell reference on a named tab ("'Limits'!B7 = 7.5%"), as a named
  range with a comment ("MaxIssuer = 0.075 // per IC"), as a row with a comment ("// per IC,
  don't overwrite"), as a cell's display with its stored value ("shows 5% (stored as 0.05)"), as
  an Excel check of the measured quantity against the limit
  (`=IF(LargestIssuerWt>0.075,"BREACH","OK")`, `<` for a floor) and as data-validation text on
  that quantity ("decimal between 0 and 0.075", "whole number between 0 and 250",
  "greater than or equal to 0.04"); a share as a stored fraction or a displayed percent,
  tracking error in bp or percent, gross exposure as "1.6x" or "160% gross";
* requests deferring the limit to a tab that was not attached, a cell showing #REF! after a
  broken link, a blank cell waiting on risk, a workbook the sender cannot open, and a pasted row
  with an empty value and "// TBC"; a mandate workbook bounding only other things;
* provenance misquoting a sheet: the first pasted row cited after the sender corrected it ("wrong
  row, sorry"), a bare number under a "(%)" header recorded as a fraction, the value of a decoy
  row of another subject in the same paste, the old value of a workbook change log ("v3: cap
  changed 10%→7.5%"), and a what-if scenario tab's figure taken for the live limit;
* mandate clauses as a TSV limits table in the mandate's workbook fields, a check formula pasted
  in a mandate message under an unrelated check, a data-validation rule in a list of validation
  rules, a CSV with the unit in its header in a mandate message, and a conditional-formatting
  note ("turns red when it goes above …"), each naming the measured quantity's cell;
* latitude as a min/max row with "// PM discretion", a data-validation band, a target with a ±
  band in named columns, a cell range on a tab ("'Limits'!C12:D12"), and refused as a row whose
  band reads "n/a — fixed", trigger columns that are for rebalancing only, and a conditional
  format flagging any value but the fixed one;
* objectives as Excel Solver set-ups ("Set Objective: $F$20 … To: Max … By Changing
  $C$4:$C$15"), as a cell formula to push up or down (`=SUMPRODUCT(w,mu)`,
  `=MMULT(TRANSPOSE(w),MMULT(Cov,w))`, `=STDEV.S(H:H)` of active returns), as a settings row
  ("obj<TAB>min TE vs benchmark"), an earlier version in a change log or a struck-through cell,
  and an earlier paste replaced by a later message;
* leakage as a FILTER formula's date window, Excel date serials, "Jan-10 to Dec-18" monthly rows, a
  pivot filter on years, an AutoFilter on the date column, and formulas that look ahead
  (`OFFSET(ret,1,0)`, a z-score over the whole column, same-row fills, a data table tuned on the
  full history, a scaler fitted on the whole tab); each clean twin in the same form ending
  strictly before the first test date;
* trend claims on revenue, net income, free cash flow and net debt to EBITDA over twelve quarters
  (FY2020 Q1–FY2022 Q4, newest first), in a pivot summary, a cell comment, a summary cell that
  conditional formatting turned green or a chat line, with horizons in sheet-speak ("Dec-21 →
  Dec-22", "over H2 2021", "from the Mar-20 row") against uncovered ones ("since Dec-17", "vs
  the pre-2019 columns"), negations, rounded magnitudes, full-year totals compared and
  year-on-year in each of the last four quarters. Whether a claim holds is computed from the
  series: true, false, or too close to call (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
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
    _cite_as,
    _clear_pair,
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
    _written_with_spread,
    _yoy_pairs,
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
from quantward_contracts.values import (
    Mode,
    UserMessage,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261229
KINDS: Final = ALL_KINDS
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzc0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzc1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzc2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzc3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzc5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzcc"


# --- numbers as cells hold and show them --------------------------------------------------------


def _share_forms(value: float) -> dict[str, str]:
    """A share of the fund as a cell shows it ("7.5%") or stores it ("0.075")."""
    return {"pct": f"{_g(value * 100)}%", "frac": _g(value)}


def _bp_forms(value: float) -> dict[str, str]:
    return {"bp": f"{_g(value)}bp", "pct": f"{_g(value / 100)}%"}


def _multiple_forms(value: float) -> dict[str, str]:
    return {"x": f"{_g(value)}x", "gross": f"{_g(value * 100)}% gross"}


@dataclass(frozen=True)
class _Subject(WrittenForms):
    """A limit: the agent's field names, its row labels and nouns, its named range, the named
    range and words of the quantity it bounds, the unit of a header column and the header's
    bare number, the values it takes, its cell forms, and whether it is a floor."""

    fields: tuple[str, ...]
    labels: tuple[str, ...]
    nouns: tuple[str, ...]
    named: str
    measure: str  # the named range of the measured quantity a check compares with the limit
    quantity: str  # that quantity in words
    header_unit: str
    header_scale: float
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def bare(self, value: float) -> str:
        """The number under a header that carries the unit ("7.5" under "Limit (%)")."""
        return _g(value * self.header_scale)


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    ("Max single issuer", "Single-name cap", "Max weight per issuer"),
    ("single-issuer cap", "max weight in any one issuer", "issuer limit"),
    "MaxIssuer",
    "LargestIssuerWt",
    "the largest issuer weight (col J)",
    "%",
    100,
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight", "countryCap"),
    ("Max country weight", "Single-country cap", "Country concentration limit"),
    ("country cap", "max weight in any single country", "country concentration limit"),
    "MaxCountry",
    "LargestCountryWt",
    "the largest country subtotal (col K)",
    "%",
    100,
    "fraction",
    (0.2, 0.25, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "teBudgetBp"),
    ("TE budget", "TE limit vs benchmark", "TE ceiling (ex-ante)"),
    ("TE budget", "tracking-error limit", "ex-ante TE ceiling"),
    "TEBudget_bp",
    "ExAnteTE_bp",
    "the portfolio's ex-ante TE in bp (F22)",
    "bp",
    1,
    "bps",
    (150.0, 250.0, 400.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("gross_exposure_cap", "grossLevMax"),
    ("Gross exposure max", "Gross leverage cap", "Max gross lev."),
    ("gross exposure cap", "gross leverage limit", "max gross"),
    "MaxGross",
    "GrossExp",
    "the gross exposure cell (F24)",
    "x",
    1,
    "multiple",
    (1.3, 1.6, 1.8),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "cashBufferMin"),
    ("Min cash buffer", "Cash floor", "Minimum liquidity reserve"),
    ("cash floor", "minimum cash buffer", "liquidity reserve minimum"),
    "MinCash",
    "CashWt",
    "the cash weight (C16)",
    "%",
    100,
    "fraction",
    (0.02, 0.04, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _COUNTRY, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "the usual figure in our template workbook",
    "default value from the model's Limits tab",
    "placeholder until risk fills in the cell",
    "what the peer funds' sheets typically show",
    "a sensible middle value",
)


# --- bundles -----------------------------------------------------------------------------------


_contract = partial(
    _solving_contract,
    "Optimised weights for the client's sheet, inside its limits",
    "the best return per unit of risk",
    "solve the weights",
    "the solved weights, pasted back as a table",
)


_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the client's sheet states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)
_refused_twins = _refused_twins_of(SEED, "zc", _with_mandate)
_provenance_twins = _provenance_twins_of(SEED, "zc", _plan)
_breach_twins = _mandate_twins_of(SEED, "mandate_breach", "zc", _with_mandate)
_range_twins = _mandate_twins_of(SEED, "range_assumption", "zc", _with_mandate)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "re-run the optimiser on the 12 names in tab 'Universe'",
    "fill col C of the 'Weights' tab with new target weights",
    "redo the model portfolio in the Q1 rebalance workbook",
    "refresh the optimised weights for the ops sign-off sheet",
    "rebuild the weights block (C4:C15) for the IC pack",
)
_DEFERRALS: Final = (
    "the {noun} is on tab 'Limits', row 12, which I forgot to attach",
    "the {noun} cell shows #REF! since the link to the compliance workbook broke",
    "{noun} cell is still blank in my copy, risk are filling it in",
    "{noun} is in the IPS workbook and I can't open it on this laptop",
    "{noun} to come from the ops team's limits sheet, not sent yet",
)
_REQUEST_FRAMES: Final = (
    "Hi, could you {task}? NB {deferral}.",
    "{Task} pls.\n\n(fyi {deferral})",
    "To do:\n1. {Task}\n2. {Deferral}, so leave that one for now",
    "{label}\t\t// TBC\n\nAbove is the row from my sheet. Please {task}; {deferral}.",
    "Quick one: {task}. {Deferral}. Thanks!",
)


def _request(rng: random.Random, s: _Subject) -> str:
    deferral = rng.choice(_DEFERRALS).format(noun=rng.choice(s.nouns))
    return _fill(
        rng.choice(_REQUEST_FRAMES),
        task=rng.choice(_TASKS),
        deferral=deferral,
        label=rng.choice(s.labels),
    )


def _rule(s: _Subject) -> str:
    """The data-validation rule that keeps a cell inside the limit, before its number."""
    if s.floor:
        return "decimal greater than or equal to"
    return "whole number between 0 and" if s.unit == "bps" else "decimal between 0 and"


#: (frame, value form: "cell" a displayed or stored value, "bare" the number under a header
#: with the unit, "stored" the cell's stored value in the constraint's unit, "shown" the
#: displayed percent with the stored fraction after it); {label}, {noun}, {v}, {named},
#: {measure}, {quantity}, {unit}, {op}, {rule}, {stored}
_STATINGS: Final = (
    ("Pasting from tab 'Limits':\n\nLimit\tValue\n{label}\t{v}", "cell"),
    ("Metric,Limit ({unit})\n{label},{v}", "bare"),
    ("{Noun} lives in 'Limits'!B7 = {v}, that's the number to use.", "cell"),
    ("named range {named} = {v} // per IC", "stored"),
    (
        'the compliance sheet checks the {noun} with =IF({measure}{op}{v},"BREACH","OK"), '
        "{measure} being {quantity}",
        "stored",
    ),
    ("Data validation on {quantity}: {rule} {v}. That's the {noun}.", "stored"),
    ("{label}: {v}   // per IC, don't overwrite", "cell"),
    ("cell B7 on 'Limits' shows {v} (stored as {stored}), that's the {noun}.", "shown"),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, form = rng.choice(_STATINGS)
    stored = _g(value)
    if form == "shown" and s.unit != "fraction":  # only a share is stored apart from its display
        frame, form = _STATINGS[0]
    if form == "bare":
        written = s.bare(value)
    elif form == "stored":
        written = stored
    elif form == "shown":
        written = s.forms(value)["pct"]
    else:
        written = s.render(value, rng.randrange(12))
    text = _fill(
        frame,
        label=rng.choice(s.labels),
        noun=rng.choice(s.nouns),
        v=written,
        named=s.named,
        unit=s.header_unit,
        op="<" if s.floor else ">",
        rule=_rule(s),
        measure=s.measure,
        quantity=s.quantity,
        stored=stored,
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "zc", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "mandate_workbook": {
        "Allocation!B3": "Equity (%)\t40–60",
        "Allocation!B4": "FX hedge ratio min (%)\t70",
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

#: decoy rows pasted next to a share limit: (row label, value), another subject's figure
_DECOYS: Final[dict[str, tuple[str, float]]] = {
    "MaxIssuer": ("Top-10 issuers combined", 0.4),
    "MaxCountry": ("Max single region", 0.6),
    "MinCash": ("Max cash (drag limit)", 0.15),
}


def _either(i: int, wordings: tuple[str, str]) -> str:
    """One of two wordings, by case number, so that a batch of any seed says both."""
    return wordings[(i // 10) % 2]


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 5) % len(_SUBJECTS)]
        if structure in (1, 2) and s.unit != "fraction":  # "(%)" headers and decoys: shares
            s = (_ISSUER, _COUNTRY, _CASH)[i % 3]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        label = rng.choice(s.labels)
        ask = UserMessage(message_id=REQUEST_ID, text=_request(rng, s))
        messages: tuple[UserMessage, ...]
        if structure == 0:  # a wrong row pasted, then corrected: the first figure cited
            wrong_value = round(value * (0.5 if s.floor else 1.6), 6)
            wrong, right = s.alike((wrong_value, value), rng.randrange(12), apart=True)
            first = f"{label}\t{wrong}"
            correction = _either(
                i,
                (
                    "wrong row, sorry — {label} is {right}, not {wrong}.",
                    "Correction: cell should read {right} (I pasted {wrong} from the old tab).",
                ),
            ).format(right=right, wrong=wrong, label=label)
            messages = (
                ask,
                UserMessage(message_id=ANSWER_ID, text=first, kind="clarification_answer"),
                UserMessage(message_id=FOLLOW_UP_ID, text=correction),
            )
            true = _cite(name, s, value, FOLLOW_UP_ID, _once(correction, right), right)
            false = _cite(name, s, wrong_value, ANSWER_ID, _once(first, wrong), wrong)
        else:
            if structure == 1:  # "7.5" under "Limit (%)" recorded as the fraction 7.5
                right = s.bare(value)
                said = _either(
                    i,
                    (
                        "Metric,Limit ({unit}),Owner\n{label},{right},Risk",
                        "Col headers: Metric | Limit ({unit})\nRow: {label} | {right}",
                    ),
                )
                said = _fill(said, unit=s.header_unit, label=label, right=right)
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = true.model_copy(update={"value": round(value * 100, 6)})
            elif structure == 2:  # a decoy row of another subject in the same paste
                decoy_label, decoy_value = _DECOYS[s.named]
                right, wrong = s.alike((value, decoy_value), rng.randrange(12), apart=True)
                rows = [f"{label}\t{right}", f"{decoy_label}\t{wrong}"]
                if rng.randrange(2):
                    rows.reverse()
                said = "Limit\tValue\n" + "\n".join(rows)
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, decoy_value, ANSWER_ID, _once(said, wrong), wrong)
            elif structure == 3:  # the old value of a change log
                old_value = round(value * (0.5 if s.floor else 1.5), 6)
                old, right = s.alike((old_value, value), rng.randrange(12), apart=True)
                said = _either(
                    i,
                    (
                        "Change log (Limits tab):\nv2: layout only\n"
                        "v3: {label} changed {old}→{right} (current)",
                        "// v4 — {label} moved from {old} to {right}, per IC on 12-Mar; v4 is "
                        "the live version",
                    ),
                )
                said = _fill(said, label=label, old=old, right=right)
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, old_value, ANSWER_ID, _once(said, old), old)
            else:  # a what-if scenario tab's figure, not the limit
                what_if_value = round(value * (0.5 if s.floor else 2), 6)
                what_if, right = s.alike((what_if_value, value), rng.randrange(12), apart=True)
                said = _either(
                    i,
                    (
                        "Tab 'Scenario' (what-if only, NOT the limit): {label} {what_if}.\n"
                        "Live limit in 'Limits'!B7: {right}.",
                        "Live: {label} = {right}. The {what_if} in col F is a sensitivity "
                        "case, ignore it for the run.",
                    ),
                )
                said = _fill(said, label=label, what_if=what_if, right=right)
                true = _cite(name, s, value, ANSWER_ID, _once(said, right), right)
                false = _cite(name, s, what_if_value, ANSWER_ID, _once(said, what_if), what_if)
            reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
            messages = (ask, reply)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandate clauses in a mandate's workbook ---------------------------------------------------


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    label = rng.choice(s.labels)
    written = s.render(value, rng.randrange(12))
    if shape == 0:
        kind = "min" if s.floor else "max"
        return f"Limit\tType\tValue\n{label}\t{kind}\t{written}"
    if shape == 1:
        op = "<" if s.floor else ">"
        return f'=IF({s.measure}{op}{_g(value)},"BREACH","OK")   // {label}, hard limit per IC'
    if shape == 2:
        return f"Data validation on {s.quantity}: {_rule(s)} {_g(value)} ({label}, hard limit)"
    if shape == 3:
        return f"Metric,Limit ({s.header_unit}),Type\n{label},{s.bare(value)},hard"
    colour = "red when it falls below" if s.floor else "red when it goes above"
    return _fill(
        "Conditional formatting: {quantity} turns {colour} {v} ({label}, the hard limit).",
        quantity=s.quantity,
        colour=colour,
        v=written,
        label=label,
    )


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five places: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        workbook: dict[str, JsonValue] = {"Limits": clause, "Universe": "MSCI World constituents"}
        return {"mandate_workbook": workbook}, None, "mandate_workbook.Limits"
    if shape == 1:
        text = (
            "Mandate checks, pasted from the compliance workbook ('Checks' tab):\n\n"
            '=IF(COUNT(C4:C15)<>12,"CHECK","OK")   // all 12 weights filled in\n'
            f"{clause}"
        )
        return None, text, MANDATE_ID
    if shape == 2:
        rules: list[JsonValue] = ["Tickers: list from 'Universe' only", clause]
        return {"validation_rules": rules}, None, "validation_rules[1]"
    if shape == 3:
        return None, f"Mandate limits (CSV export):\n\n{clause}", MANDATE_ID
    notes: dict[str, JsonValue] = {"formatting": clause, "owner": "Risk, ext. 4410"}
    return {"limits_sheet": notes}, None, "limits_sheet.formatting"


def _range_placed(text: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None]:
    """A latitude row in one of three places: (mandate fields, mandate message)."""
    if shape == 0:
        return {"mandate_workbook": {"Limits": text, "Universe": "MSCI World constituents"}}, None
    if shape == 1:
        return None, f"From the mandate workbook, tab 'Limits', row 12:\n\n{text}"
    return {"limits_sheet": {"row_12": text, "owner": "Risk, ext. 4410"}}, None


_WITHIN_ASKS: Final = (
    "Re-run the weights for the rebalance; every limit in the mandate workbook applies.",
    "New weights pls — compliance runs the mandate checks on whatever you send.",
    "Refresh col C of 'Weights'; nothing may trip a check in the mandate sheet.",
    "Rebalance request. Stay inside the mandate limits, ops will validate the paste.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 1 + i // 5,  # every subject in every place
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 2,
    rationale="the mandate workbook's limit",
    rationales=_RATIONALES,
    twins=_breach_twins,
)


# --- latitude ----------------------------------------------------------------------------------

#: discretion in [lo, hi]: {label}, {noun}, {lo}, {hi}, {mid}, {d}
_GRANTED: Final = (
    "{label}\tmin {lo}\tmax {hi}\t// PM discretion anywhere in the band",
    "Data validation on {noun}: between {lo} and {hi}. Anything in that range is the PM's call.",
    "{label}: target {mid} (col D), band ±{d} (col E); inside the band it's your call.",
    "'Limits'!C12:D12 = {lo} / {hi} for {noun}; where to sit inside is up to the manager.",
)
#: (refused, granted), both with {label}, {noun}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{label}\ttarget {point}\tband: n/a — fixed by the IC, no discretion",
        "{label}\ttarget {point}\tband {lo}–{hi}, PM discretion inside it",
    ),
    (
        "Cols D:E on the {noun} row ({lo} / {hi}) are rebalancing triggers only, not a "
        "positioning range: hold {point} and trade back to it when a trigger fires.",
        "Cols D:E on the {noun} row ({lo} / {hi}) are the positioning range: hold anywhere in it.",
    ),
    (
        "Conditional formatting turns the {noun} cell yellow at anything other than {point}: "
        "the level is fixed there by the IC.",
        "Conditional formatting turns the {noun} cell yellow outside {lo}–{hi}; inside that, "
        "the PM chooses.",
    ),
)


def _tolerance(
    template: str, parts: dict[str, str], bounds: tuple[float, float, float]
) -> dict[str, str]:
    """A tolerance band, said in the subject's own units (without " gross")."""
    if "±" in template:
        return {**parts, "d": parts["d"].replace(" gross", "")}
    return parts


_ranges = partial(
    _range_cases,
    subjects=_SUBJECTS[:4],  # caps only: discretion over a floor is another question
    turn=_in_turn,
    named=lambda rng, s: {"noun": rng.choice(s.nouns), "label": rng.choice(s.labels)},
    written=_written_with_spread,  # one form for all: no spans here
    rationales=_RATIONALES,
    asks=_WITHIN_ASKS,
    shape=lambda i: i % 3,
    refused=_REFUSED,
    granted=_GRANTED,
    placed=_range_placed,
    refused_twins=_refused_twins,
    range_twins=_range_twins,
    granting=_tolerance,
)


# --- objectives --------------------------------------------------------------------------------

#: whole statements of each objective, as Solver set-ups, cell formulas and settings rows
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "Solver setup: Set Objective $F$20 (Sharpe ratio) To: Max, By Changing $C$4:$C$15.",
        "Objective cell F20 = (SUMPRODUCT(w,mu)-rf)/SQRT(MMULT(TRANSPOSE(w),MMULT(Cov,w))). "
        "Push it as high as it goes.",
        "obj\tmax Sharpe\t// per IC",
        "Goal: the biggest number in the 'Sharpe' column of the Summary tab.",
        "Target cell: excess return ÷ vol (F20), maximise it.",
    ),
    "variance": (
        "Solver setup: Set Objective $F$21 (portfolio variance) To: Min, By Changing $C$4:$C$15.",
        "Make =MMULT(TRANSPOSE(w),MMULT(Cov,w)) in F21 as small as it goes, weights summing to 1.",
        "obj\tmin variance\t// lowest-vol mix",
        "Goal: the lowest value in the 'Port vol' cell, nothing else.",
        "Target cell: portfolio variance (F21), minimise it.",
    ),
    "tracking": (
        "Solver setup: Set Objective $F$22 (TE vs index) To: Min, By Changing $C$4:$C$15.",
        "Minimise =STDEV.S(H4:H263), col H being portfolio minus benchmark daily return.",
        "obj\tmin TE vs benchmark\t// hug the index",
        "Goal: col H (active return vs the Euro Stoxx 50) as close to zero every day as it gets.",
        "Target cell: tracking error vs benchmark (F22), minimise it.",
    ),
    "return": (
        "Solver setup: Set Objective $F$23 (expected return) To: Max, By Changing $C$4:$C$15; "
        "no risk cell in the model.",
        "Maximise =SUMPRODUCT(w,mu) in F23, that's it. Vol doesn't enter.",
        "obj\tmax E[r]\t// risk ignored on purpose",
        "Goal: the highest 'Exp. return' cell; the vol column is for info only.",
        "Target cell: expected return (F23), maximise it, no penalty for risk.",
    ),
}
_DRAFTS: Final = (
    "Change log (Model tab):\nv1 (superseded): {old}\nv2 (current): {new}",
    "~~{old}~~\n\nStruck per IC — the cell now reads:\n\n{new}",
)
_FOLLOW_UPS: Final = (
    "Updated the model tab, ignore my first paste:\n\n{new}",
    "New version of the Solver setup, this replaces the earlier one:\n\n{new}",
)
_ASK_FRAMES: Final = (
    "Optimiser run on tab 'Universe' (12 names).\n\n{ask}",
    "{ask}\n\nWeights back into C4:C15 please.",
    "Spec for the workbook:\n\n{ask}",
)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the names on the client's Universe tab",
    purpose="solve for the weights",
    custom_reason="no platform solver for this objective",
    custom_purpose="weights",
    section_title="Weights",
    description="the weights, as a table to paste back",
)


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    """Every fourth case from the second has an earlier version in the same message, superseded or
    struck; every fourth from the fourth an earlier message a later one replaces."""
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
        tag="zc",
        ids=(REQUEST_ID, FOLLOW_UP_ID, CONTRACT_ID),
    )


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = FOLDS_TESTED_FROM_2015


def _serial(day: date) -> int:
    """An Excel date serial (1900 date system)."""
    return (day - date(1899, 12, 30)).days


_FIRST: Final = date(2010, 1, 4)
#: (a period reaching into the test years, the same form ending before the first test, 2 Jan 2015)
_PERIODS: Final = (
    (
        "the rows returned by =FILTER(ret,(dt>=DATE(2010,1,4))*(dt<=DATE(2018,12,31)))",
        "the rows returned by =FILTER(ret,(dt>=DATE(2010,1,4))*(dt<=DATE(2014,12,31)))",
    ),
    (
        f"the rows with date serials {_serial(_FIRST)}–{_serial(date(2018, 12, 31))} (Excel 1900 "
        "system)",
        f"the rows with date serials {_serial(_FIRST)}–{_serial(date(2014, 12, 31))} (Excel 1900 "
        "system)",
    ),
    ("the monthly rows Jan-10 to Dec-18", "the monthly rows Jan-10 to Dec-14"),
    ("the pivot filtered to Year = 2010…2019", "the pivot filtered to Year = 2010…2014"),
    (
        "the AutoFilter on col A set to 'is before or equal to 2017-06-30'",
        "the AutoFilter on col A set to 'is before or equal to 2014-12-31'",
    ),
    (
        "all of 'Returns'!A:A (every row, 2010-01-04 through 2020-12-31)",
        "'Returns'!A2:A1260 (2010-01-04 through 2014-12-31)",
    ),
)
_ACTIONS: Final = (
    "the lookback in B2 was fixed",
    "the vol-target scalar in named range VolTgt was calibrated",
    "the factor weights in col K were estimated",
    "the z-score entry threshold (cell B5) was set",
    "the ridge penalty in B3 was chosen",
)
_LEAK_FRAMES: Final = (
    "{Action} on {period}.",
    "{Action} on {period}, then left alone for every fold.",
    "// {action} on {period}, once, before the walk-forward",
)
_SENTENCES: Final = (
    (
        "Feature col F = OFFSET(ret,1,0), i.e. the next row's return, next to trailing momentum.",
        "Feature col F = OFFSET(ret,-1,0), i.e. the previous row's return, next to trailing "
        "momentum.",
    ),
    (
        "Z-score col G = (B2-AVERAGE(B:B))/STDEV(B:B), the whole column, 2010–2020.",
        "Z-score col G = (B2-AVERAGE(B$2:B2))/STDEV(B$2:B2), only the rows up to that one.",
    ),
    (
        "Entry thresholds come from a data table run over the full 2010–2020 history, then fixed "
        "in every fold.",
        "Entry thresholds come from a data table run over each fold's training rows only.",
    ),
    (
        "Fill price col H = close on the same row the signal in col G is computed from.",
        "Fill price col H = open on the row after the one the signal in col G is computed from.",
    ),
    (
        "The scaler's mean and sd are taken over the whole 'Returns' tab (2010–2020) before the "
        "split into folds.",
        "The scaler's mean and sd are taken over each fold's training rows, never its test rows.",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk the signal sheet forward over the three folds on tab 'WF'.",
    "Can you run the walk-forward on my value/momentum workbook? 3 folds, dates in 'WF'!A2:D4.",
    "Backtest ask: vol-targeted trend model from the attached xlsx, walk-forward, three folds.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "zc", REQUEST_ID, CONTRACT_ID, _leak_contract)


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

_COMPANY: Final = "Gekko Holdings"
_ENTITY: Final = "ent_gekko_holdings"
#: twelve quarters, oldest first: (quarter end, fiscal period label)
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Span = tuple[int, int] | None
_HORIZONS: Final[tuple[tuple[str, _Span], ...]] = (
    ("in the last row (Dec-22 vs Sep-22)", (10, 11)),
    ("from Dec-21 → Dec-22", (7, 11)),
    ("over H2 2021", (5, 7)),
    ("from the Mar-20 row to the Dec-22 row", (0, 11)),
    ("between the Jun-20 and Jun-22 columns", (1, 9)),
    ("across the 2021 columns (Mar-21 to Dec-21)", (4, 7)),
    ("since Dec-17", None),
    ("vs the pre-2019 columns", None),
    ("over the ten years to 2022", None),
)


def _roughly_pct(a: float, b: float) -> str:
    """ "by roughly 12%"; "" when it barely moved or the rounding sits on a half."""
    change = abs(b - a) / abs(a) * 100
    if change < 3 or abs(change - round(change)) > 0.4:
        return ""
    return f"by roughly {round(change)}%"


def _turns(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.2f} turns" if change >= 0.1 else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    """A series (oldest first), how it is named and what may be claimed of it over a window."""

    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"
    summed: bool  # a flow whose calendar-year totals can be compared


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "revenue",
        (510.0, 470.0, 495.0, 530.0, 560.0, 585.0, 600.0, 640.0, 690.0, 720.0, 705.0, 760.0),
        ("Revenue", "Gekko Holdings' revenue", "Top line (revenue)"),
        (
            ("{s} went up {m}", rose),
            ("{s} went down {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} didn't drop", held_up),
            ("{s} didn't rise", held_down),
        ),
        _roughly_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "net_income",
        (88.0, 92.0, 85.0, 80.0, 83.0, 76.0, 71.0, 74.0, 66.0, 62.0, 64.0, 58.0),
        ("Net income", "Gekko Holdings' net income", "Bottom line (net income)"),
        (
            ("{s} increased {m}", rose),
            ("{s} decreased {m}", fell),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} didn't recover", held_down),
            ("{s} didn't drop", held_up),
        ),
        _roughly_pct,
        True,
    ),
    _Trend(
        "fundamentals.quarters",
        "free_cash_flow",
        (40.0, 55.0, 61.0, 48.0, 52.0, 70.0, 75.0, 69.0, 81.0, 88.0, 94.0, 101.0),
        ("Free cash flow", "FCF", "Gekko Holdings' free cash flow"),
        (
            ("{s} grew {m}", rose),
            ("{s} shrank {m}", fell),
            ("{s} never fell quarter on quarter", never_fell),
            ("{s} didn't weaken", held_up),
            ("{s} didn't grow", held_down),
        ),
        _roughly_pct,
        True,
    ),
    _Trend(
        "fundamentals.credit_metrics",
        "net_debt_to_ebitda",
        (2.9, 3.1, 3.0, 2.8, 2.6, 2.7, 2.5, 2.3, 2.2, 2.25, 2.0, 1.9),
        ("Net debt / EBITDA", "Leverage (net debt to EBITDA)", "Gekko Holdings' net leverage"),
        (
            ("{s} came down {m}", fell),
            ("{s} went up {m}", rose),
            ("{s} never rose quarter on quarter", never_rose),
            ("{s} didn't climb", held_down),
            ("{s} didn't fall", held_up),
        ),
        _turns,
        False,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it: year on year
    in each of the last four quarters, and for a flow the full-year 2022 total against 2021's.
    Pairs too close to call are left out."""
    v = trend.values
    pairs: list[tuple[str, str]] = []
    if trend.summed:
        y21, y22 = sum(v[4:8]), sum(v[8:12])
        higher = "{s} summed over the four 2022 columns came in above the 2021 total"
        lower = "{s} summed over the four 2022 columns came in below the 2021 total"
        pairs += _clear_pair(y22, y21, higher, lower)
    up_all = "{s} was up YoY in each of the last four columns"
    down_all = "{s} was down YoY in each of the last four columns"
    pairs += _yoy_pairs(v, up_all, down_all)
    return pairs


_CLAIM_FRAMES: Final = (
    "Pivot summary (source [1]):\n\nRow Labels\tComment\nGekko\t{claim}",
    "see tab 'Fundamentals' [1]: {claim}.",
    "{Claim} — pulled into col D from [1].",
    "// cell comment on K9: {claim} [1]",
    "Quick read of the sheet: {claim} (data in [1]).",
    "Summary!B3 (CF turned it green): {claim} [1]",
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
        left_out=lambda h, w, c: len(w) == 2 and "quarter on quarter" in c,
        seed=SEED,
        tag="zc",
        company=_COMPANY,
        entity=_ENTITY,
        ids=(REQUEST_ID, CONTRACT_ID, SOURCE_ID),
    )


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch ZC: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
