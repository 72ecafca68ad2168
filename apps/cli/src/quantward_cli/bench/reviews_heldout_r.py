"""Held-out batch R: every flaw kind again, in text copied out of PDFs and scans — what a client,
an analyst or a compliance officer pastes into a chat after selecting text in a PDF viewer or an
OCR'd scan: words hyphenated across line breaks ("track-\\ning error", "volatil-\\nity"), lines
wrapped between a number and its unit, running page headers and footers in the middle of a
sentence ("CONFIDENTIAL – Page 7 of 31"), footnote markers on numbers and words with the
footnote further down, ligatures ("ﬁxed", "proﬁt", "aﬃrmed"), soft hyphens, non-breaking and
narrow spaces between a number and its unit, a two-column layout interleaved line by line,
table rows flattened into runs of cells, bullets turned into odd glyphs ("", "▪", "o"), PDF
form check boxes ("☐", "☒"), curly and straight quotes mixed, and OCR slips read through
without doubt (a letter O for a zero, an "l" for a one, inside a number of two or more digits).

Batch R is built like I, J and Q — phrase-level parts, a seeded generator, the truth kept by the
generator and never read from the text — and uses the plan, span and constraint helpers of
`reviews_heldout_shared`; its phrase tables, written number forms, trend series and trend truth
are its own. It was written blind: no rule, reviewer, reviewer test or benchmark result was read
for it, and it was not run against the reviewers before its first recorded run. Page numbers,
clause, schedule and section numbers, footnote numbers, dates in headers and document reference
codes are decoy numbers; no truth depends on them. Its parts are new:

* limits written "7.5\u00a0%" (a non-breaking space), "7.5\u202f%" (a narrow one), "7.5\\n%"
  (the unit wrapped to the next line), "2O\u00a0%" and "l50\u00a0bp" (OCR slips), "250\u00a0bp",
  "2.50\u00a0% p.a.", "1.5\u00a0x", "130\u00a0% of NAV" and "1.3 times\\nNAV"; subjects a single
  issuer, a single country, ex-ante tracking error, gross exposure and a cash floor, their names
  hyphenated across a line break or carrying a soft hyphen;
* requests deferring the limit as a draft IMA's blank ("shall not exceed [●]", a page footer
  inside the clause), an OCR'd fax pointing to a prospectus appendix not on file, IC minutes
  with  bullets and a footnoted next meeting, a term sheet's flattened limits table with
  "TBC" in the cell, and ▪ bullets quoting guidelines not yet received; the limit given in the
  signed IMA with a page footer between the operator and the number, a flattened table row, a
  footnoted figure ("…²: … ² Hard ceiling; see note 3"),  bullets, and a sentence with ligatures;
  strategy mandates bounding only permitted assets and currency hedging;
* provenance citing a figure that is not the limit: the deleted side of a blackline
  ("Deleted: … Inserted: …"), the other sub-fund's column of a flattened limits table, a clause
  number read as a percentage ("as deﬁned in clause 12.5"), the draft pasted above the execution
  version, a figure a footnote scopes to a feeder fund, and a figure struck through by hand in a
  scanned side letter;
* mandates as an IMA schedule paragraph broken by a running footer, a prospectus restrictions
  table flattened into cells, a two-column schedule interleaved line by line beside a reporting
  clause, a prospectus extract with a footnoted limit, and an OCR'd side letter with "o"
  bullets and mixed quotes;
* latitude granted in the same documents ("a range of … to …; the Manager may select any level
  with-\\nin this range", "at its dis-\\ncretion, provided it is not less than … and not more
  than …", a footnoted "permitted range", "delegates … anywhere between … (both inclusive)") and
  refused in strategy mode ("ﬁxed at …; no range applies", a blackline deleting the band, a
  flattened table whose range cell reads "none"), each twin the same document granting the band;
* objectives in an IPS section broken by a running header, PDF form check boxes ("☒ Lowest
  volatility"), a blackline of the objective ("Deleted: … Inserted: …"), an old IPS extract a
  later message replaces, and an objective whose footnote says what the fund is not managed for;
  the objectives' words hyphenated across line breaks ("volatil-\\nity", "Sharpe ra-\\ntio");
* leakage quoted from a methodology paper: "01/2009 – 12/2016", "Jan-\\nuary 2009 to Decem-\\nber
  2017", "2009–\\n2018", "CY\u00a02009 – CY\u00a02016", a flattened "Calibration window" table
  row, "to 30 June 2016", "the ﬁve years to end-2018"; a scaler ﬁtted on the whole sample, the
  next day's return among the inputs, current constituents applied back in time, thresholds
  chosen with the out-of-sample years in-\\ncluded, fills at the signal's own close; each clean
  twin in the same form ending before the first test date (2 January 2014) or inside each fold;
* trend claims on R&D expense, the dividend per share, the cash conversion cycle (lower is
  better) and ROIC in percent (changes in percentage points) — fields no earlier batch used —
  over twelve quarters (FY2020 Q1–FY2022 Q4, newest first), written as a report extract with a
  page reference, a "Key ﬁgures" block with a running footer, ▪ and  bullets and a footnoted
  summary; shapes "was never cut", "was not increased", "did not lengthen", "was
  above its year-earlier level in each quarter of FY\u00a02022"; sizes with non-breaking
  spaces ("by c.\u00a040\u00a0%", "by 0.6\u00a0pp", "by 11\u00a0days"), subjects hyphenated
  across a line ("Research and develop-\\nment expense"), horizons "versus the prior quarter",
  "between Q2\u00a02021 and Q2\u00a02022", "in H2\u00a02021", "across the twelve quarters to
  Decem-\\nber 2022", "over the last eight quarters" against uncovered ones ("since the 2015
  listing", "over the past ten years", "relative to FY\u00a02018"). A horizon that can be read
  two ways ("in H2\u00a02021") is used only for claims both readings agree on, and with no
  size; whether a claim holds is computed from the series: true, false, or too close to call
  (never used).

Every bundle carries no validator checks as generated.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, Final

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import HeldOutCase
from quantward_cli.bench.reviews_heldout_forms import apart as _apart
from quantward_cli.bench.reviews_heldout_shared import (
    Maker,
    QuarterlyTrend,
    _assume,
    _breach_cases,
    _calendar_quarters,
    _cap,
    _cite_as,
    _g,
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
    _said_named,
    _solving_contract,
    _true_or_far,
    _twins_of,
    _with_mandate_of,
    _yoy_pairs,
    generate_batch,
)
from quantward_cli.bench.reviews_heldout_shared import _fill as _shared_fill
from quantward_contracts.values import (
    Mode,
    ReviewBundle,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData

SEED: Final = 20261218
KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)
REQUEST_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr0"
FOLLOW_UP_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr1"
ANSWER_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr2"
MANDATE_ID: Final = "msg_01hzzzzzzzzzzzzzzzzzzzzzr3"
SOURCE_ID: Final = "src_01hzzzzzzzzzzzzzzzzzzzzzr5"
CONTRACT_ID: Final = "ctr_01hzzzzzzzzzzzzzzzzzzzzzrr"

NBSP: Final = "\u00a0"
NARROW: Final = "\u202f"
SHY: Final = "\u00ad"
#: a gap between the cells of a table row flattened by the PDF viewer
CELL: Final = " " * 10


# --- numbers as they come out of a PDF or a scan -------------------------------------------------


def _ocr(number: str) -> str | None:
    """A number of two or more whole digits with one digit misread the way OCR does and a reader
    reads through: a leading "1" as "l" ("l50"), else a zero after a digit as "O" ("20O");
    None when no slip would be unambiguous."""
    whole = number.split(".")[0]
    if len(whole) < 2:
        return None
    if whole[0] == "1":
        return "l" + number[1:]
    at = whole.rfind("0")
    if at >= 1:
        return number[:at] + "O" + number[at + 1 :]
    return None


def _share_forms(value: float) -> dict[str, str]:
    """A share of NAV: "7.5\u00a0%", "7.5\u202f%", "7.5\\n%" (keys starting "wrap" hold a line
    break), "2O\u00a0%" or "l5\u00a0%" where an OCR slip reads unambiguously, "7.5 % of NAV"."""
    pct = _g(round(value * 100, 6))
    forms = {"nbsp": f"{pct}{NBSP}%", "narrow": f"{pct}{NARROW}%", "wrap": f"{pct}\n%"}
    slipped = _ocr(pct)
    if slipped is not None:
        forms["ocr"] = f"{slipped}{NBSP}%"
    forms["nav"] = f"{pct} % of NAV"
    return forms


def _bp_forms(value: float) -> dict[str, str]:
    forms = {
        "nbsp": f"{_g(value)}{NBSP}bp",
        "pa": f"{value / 100:.2f}{NBSP}% p.a.",
        "wrap": f"{_g(value)}\nbps",
    }
    slipped = _ocr(_g(value))
    if slipped is not None:
        forms["ocr"] = f"{slipped}{NBSP}bp"
    return forms


def _multiple_forms(value: float) -> dict[str, str]:
    pct = _g(round(value * 100, 6))
    forms = {
        "nbsp": f"{_g(value)}{NBSP}x",
        "nav": f"{pct}{NBSP}% of NAV",
        "wrap": f"{_g(value)} times\nNAV",
    }
    slipped = _ocr(pct)
    if slipped is not None:
        forms["ocr"] = f"{slipped}{NBSP}% of NAV"
    return forms


def _fill(frame: str, **parts: str) -> str:
    """The shared filler, with a sentence's full stop not doubled after "p.a."."""
    return _shared_fill(frame, **parts).replace("p.a..", "p.a.")


@dataclass(frozen=True)
class _Subject:
    """A limit: the agent's field names, how a document names it (hyphenated across a line or
    with a soft hyphen, as copied), its unit, its values, its written forms, and whether it is a
    floor."""

    fields: tuple[str, ...]
    nouns: tuple[str, ...]
    unit: str
    values: tuple[float, ...]
    forms: Callable[[float], dict[str, str]]
    floor: bool = False

    def render(self, value: float, style: int, *, wrap: bool = True) -> str:
        forms = [v for k, v in self.forms(value).items() if wrap or not k.startswith("wrap")]
        return forms[style % len(forms)]

    def alike(
        self, values: Sequence[float], style: int, *, wrap: bool = True, apart: bool = True
    ) -> list[str]:
        """`values` in one form that each has, no one part of another unless not `apart` (a
        band's ends, which no span cites)."""
        all_forms = [self.forms(v) for v in values]
        keys = [
            k
            for k in all_forms[0]
            if all(k in f for f in all_forms) and (wrap or not k.startswith("wrap"))
        ]
        for offset in range(len(keys)):
            said = [f[keys[(style + offset) % len(keys)]] for f in all_forms]
            if _apart(*said) or not apart:
                return said
        raise AssertionError((values, style))


def _flat(noun: str) -> str:
    """A name kept on one line (for a table cell or a column): no line-break hyphen."""
    return noun.replace("-\n", "")


_ISSUER: Final = _Subject(
    ("max_issuer_weight", "singleIssuerCap"),
    (
        "the weight of any single is-\nsuer",
        "exposure to any one issuer",
        f"the single-is{SHY}suer limit",
    ),
    "fraction",
    (0.05, 0.075, 0.1),
    _share_forms,
)
_COUNTRY: Final = _Subject(
    ("max_country_weight", "countryExposureCap"),
    ("the weight of any one coun-\ntry", "single-country exposure", f"country concen{SHY}tration"),
    "fraction",
    (0.15, 0.2, 0.3),
    _share_forms,
)
_TE: Final = _Subject(
    ("tracking_error_limit_bps", "exAnteTeCapBp"),
    (
        "ex-ante track-\ning error",
        "the tracking-error budget",
        "active risk against the bench-\nmark",
    ),
    "bps",
    (150.0, 250.0, 400.0),
    _bp_forms,
)
_GROSS: Final = _Subject(
    ("max_gross_exposure", "grossLeverageLimit"),
    ("gross expo-\nsure", "leverage (commitment approach)", f"gross lever{SHY}age"),
    "multiple",
    (1.3, 1.5, 2.0),
    _multiple_forms,
)
_CASH: Final = _Subject(
    ("min_cash_weight", "liquidityReserveMin"),
    ("the cash reserve", "liquid assets held for re-\ndemptions", "the minimum cash hold-\ning"),
    "fraction",
    (0.02, 0.03, 0.05),
    _share_forms,
    floor=True,
)
_SUBJECTS: Final = (_ISSUER, _COUNTRY, _TE, _GROSS, _CASH)

_RATIONALES: Final = (
    "the level such documents usually carry",
    "taken from a comparable mandate on file",
    "a prudent placeholder until the signed copy arrives",
    "what the draft's previous version had",
    "a conservative default",
)

#: running headers and footers a PDF viewer copies into the middle of a sentence: {p}, {n}
_RUNNING: Final = (
    "CONFIDENTIAL – Page {p} of {n}",
    "Investment Management Agreement | Schedule 2 | Page {p}",
    "Ref. IMA/2025/0417 – Execution version – {p}/{n}",
    "Printed 14.03.2026 09:12 – page {p} of {n}",
)


def _running(rng: random.Random, near: str = "") -> str:
    """A running header or footer whose page numbers are not part of `near` (the values written
    next to it), so that no page number runs into a limit."""
    while True:
        n = rng.randrange(18, 40)
        p = rng.randrange(3, n)
        header = rng.choice(_RUNNING).format(p=p, n=n)
        if not near or not any(str(k) in near for k in (p, n)):
            return header


def _op(s: _Subject) -> str:
    return "shall not be less than" if s.floor else "shall not exceed"


def _verb(s: _Subject) -> str:
    return "fall below" if s.floor else "exceed"


def _elsewhere(s: _Subject, value: float, style: int, *, wrap: bool) -> tuple[float, str, str]:
    """Another value for `s`, looser than `value`: (it, it written, `value` written), the two
    in one form, neither part of the other."""
    factors = (0.5, 0.4, 0.6) if s.floor else (1.5, 2.0, 1.25)
    for factor in factors:
        other = round(value * factor, 6)
        try:
            wrong, right = s.alike((other, value), style, wrap=wrap)
        except AssertionError:
            continue
        return other, wrong, right
    raise AssertionError((s.fields, value))


# --- bundles -----------------------------------------------------------------------------------

_contract = partial(
    _solving_contract,
    "Weights for the account, within the restrictions of its signed documents",
    "the best return for each unit of risk taken",
    "optimise the account's weights",
    "the optimised weights with their ex-ante risk",
)
_plan = partial(_plan_of, CONTRACT_ID, _contract)
_cite = partial(_cite_as, "as the pasted document states it")
_with_mandate = partial(_with_mandate_of, (REQUEST_ID, MANDATE_ID), _plan)


# --- invented limits ---------------------------------------------------------------------------

_TASKS: Final = (
    "rebalance the balanced mandate",
    "rerun the optimiser for the pension sleeve",
    "build the model portfolio for the new sub-fund",
    "refresh the weights of the endowment's equity book",
    "size the positions in the global income fund",
)
#: a request pasted out of a PDF, with the limit left open: {task}, {noun}, {verb}, {running}
_DEFERRING: Final = (
    "Copied from the draft IMA – the restriction is still blank:\n\n"
    "Schedule 2 – Investment Re-\nstrictions\n2.3 {Noun} shall not {verb} [●]\n{running}\n"
    "(to be conﬁrmed by the Client).\n\nCould you {task} in the meantime?",
    "Pasting from the scanned fax (OCR, sorry for the mess):\n\nRe: {Task}\n"
    "{Noun} – see Pro-\nspectus, Appendix III, which we do not have on ﬁle yet.\n{running}",
    "From the IC minutes (PDF), item 4:\n\n Mandate: {task}.\n {Noun}: not agreed at this "
    "meeting; deferred to the next IC¹.\n\n¹ Next meeting scheduled for 21 April 2026.",
    "Can you {task}? The limits table in the term sheet is still open:\n\n"
    "Restriction" + CELL + "Limit" + CELL + "Source\n"
    "{Flat}" + CELL + "TBC" + CELL + "Risk Committee\n"
    "Derivatives" + CELL + "hedging only" + CELL + "Prospectus § 5",
    "▪ Task: {task}\n▪ {Noun}: “as per the Client's\ninvestment guidelines” (not yet received)\n"
    "{running}",
)


def _deferring(rng: random.Random, s: _Subject) -> str:
    noun = rng.choice(s.nouns)
    return _fill(
        rng.choice(_DEFERRING),
        task=rng.choice(_TASKS),
        noun=noun,
        flat=_flat(noun),
        verb=_verb(s),
        running=_running(rng),
    )


#: the limit as the signed document states it: (frame, whether the value may wrap a line);
#: {noun}, {flat}, {op}, {short}, {v}, {running}, {hard}
_STATINGS: Final = (
    ("From the signed IMA, p. 7:\n\n2.3 {Noun} {op}\n{running}\n{v} at any time.", True),
    (
        "Restriction" + CELL + "Limit" + CELL + "Measured\n"
        "{Flat}" + CELL + "{least}{v}" + CELL + "daily, by Risk\n"
        "Derivatives" + CELL + "hedging only" + CELL + "–",
        False,
    ),
    ("{Noun}²: {v}\n\n² Hard {hard}; see note 3 for the measurement basis.", True),
    (
        " {Flat} – {short} {v}\n Derivatives – for hedging only\n Borrowing – not permitted",
        False,
    ),
    ("The ﬁgure aﬃrmed by the Board on 12.02.2026: {noun} {op} {v} (ﬁnal).", True),
)


def _stating(rng: random.Random, s: _Subject, value: float) -> tuple[str, str]:
    frame, wraps = rng.choice(_STATINGS)
    written = s.render(value, rng.randrange(12), wrap=wraps)
    noun = rng.choice(s.nouns)
    text = _fill(
        frame,
        noun=noun,
        flat=_flat(noun),
        op=_op(s),
        short="min." if s.floor else "max.",
        least="min. " if s.floor else "",
        v=written,
        running=_running(rng, written),
        hard="ﬂoor" if s.floor else "ceiling",
    )
    return _once(text, written), written


_invented_twins = _invented_twins_of(SEED, "r", ANSWER_ID, _RATIONALES, _plan, _stating, _cite)


#: a mandate bounding other things only
_OTHER_TERMS: Final[dict[str, JsonValue]] = {
    "ima_schedule_2": {
        "para_2_1_permitted_assets": "Listed equities, investment-grade bonds and cash.",
        "para_2_4_currency": "Non-euro exposure is hedged to at least 75 %.",
    }
}

_invented = partial(
    _invented_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 4,
    request=_deferring,
    request_id=REQUEST_ID,
    other_terms=_OTHER_TERMS,
    twins=lambda _: _invented_twins,
)


# --- false provenance --------------------------------------------------------------------------

#: clause numbers that read like a share when taken for one ("clause 12.5" as 12.5 %)
_CLAUSES: Final = ("12.5", "8.4", "14.2", "6.3")


_provenance_twins = _provenance_twins_of(SEED, "r", _plan)


def _false(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        structure = i % 6
        policy: Mode = "chat" if (i // 6) % 2 == 0 else "strategy"
        s = _SUBJECTS[(i + i // 6) % len(_SUBJECTS)]
        if structure == 2 and s.unit != "fraction":  # a clause number read as a share
            s = _ISSUER if (i // 6) % 2 == 0 else _COUNTRY
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        noun = rng.choice(s.nouns)
        style = rng.randrange(12)
        ask = UserMessage(message_id=REQUEST_ID, text=_deferring(rng, s))
        table = structure == 1
        wrong_value, wrong, right = _elsewhere(s, value, style, wrap=not table)
        running = _running(rng, " ".join((wrong, right, *_CLAUSES)))
        least = "min. " if s.floor else ""  # a floor said as one where no operator says so
        if structure == 0:  # the deleted side of a blackline
            said = _fill(
                "Blackline (draft v3 → ﬁnal), Schedule 2, para 2.3:\n{Noun} shall not {verb} …\n"
                "Deleted: {wrong}\nInserted: {right}\n{running}",
                noun=noun,
                verb=_verb(s),
                wrong=wrong,
                right=right,
                running=running,
            )
        elif structure == 1:  # the other sub-fund's column of a flattened table
            cells = [wrong, right]
            funds = ["Global Equity", "Income"]
            if rng.randrange(2):
                cells.reverse()
                funds.reverse()
            said = (
                "Schedule 2 – Limits by sub-fund (p. 18)\n\n"
                f"Restriction{CELL}{funds[0]}{CELL}{funds[1]}\n"
                f"{_cap(_flat(noun))}{CELL}{least}{cells[0]}{CELL}{least}{cells[1]}\n\n"
                "Our account is the Income sub-fund."
            )
        elif structure == 2:  # a clause number taken for the limit
            clause = next(c for c in rng.sample(_CLAUSES, len(_CLAUSES)) if _apart(c, right))
            wrong_value, wrong = round(float(clause) / 100, 6), clause
            said = _fill(
                "{Noun}: {least}{right} (as deﬁned in clause {clause} of the IMA).\n{running}",
                least=least,
                noun=noun,
                right=right,
                clause=clause,
                running=running,
            )
        elif structure == 3:  # the draft pasted above the execution version
            said = _fill(
                "I copied both versions from the data room; the signed one is the second.\n\n"
                "DRAFT – FOR DISCUSSION – 14 Feb 2026\n{Noun}: {least}{wrong}\n\n"
                "EXECUTION VERSION\n{Noun}: {least}{right}\n(this version supersedes all drafts)",
                least=least,
                noun=noun,
                wrong=wrong,
                right=right,
            )
        elif structure == 4:  # a figure a footnote scopes to another fund
            said = _fill(
                "{Noun}: {least}{right}¹\n{running}\n\n"
                "¹ A {looser} of {wrong} applies to the Feeder Fund only, not to this account.",
                noun=noun,
                right=right,
                wrong=wrong,
                running=running,
                looser="lower ﬂoor" if s.floor else "higher limit",
                least=least,
            )
        else:  # a figure struck through by hand in a scan
            said = _fill(
                "Scan of the signed side letter (OCR):\n\n{Noun} shall not {verb} {wrong} "
                "[struck through by hand] {right} [handwritten, initialled J.K. and the Client].",
                noun=noun,
                verb=_verb(s),
                wrong=wrong,
                right=right,
            )
        assert _apart(right, wrong), (right, wrong)
        _once(said, right)
        _once(said, wrong)
        reply = UserMessage(message_id=ANSWER_ID, text=said, kind="clarification_answer")
        messages = (ask, reply)
        true = _cite(name, s, value, ANSWER_ID, said, right)
        false = _cite(name, s, wrong_value, ANSWER_ID, said, wrong)
        yield from _provenance_twins(i, policy, messages, false, true, policy == "chat")


# --- mandates copied out of PDFs ---------------------------------------------------------------

#: the shapes of a mandate document, and whether a value in it may wrap a line
_WRAPS: Final = (True, False, False, True, True)


def _columns(left: Sequence[str], right: Sequence[str], width: int = 46) -> str:
    """Two columns interleaved line by line, as a PDF viewer copies a two-column page."""
    lines = itertools.zip_longest(left, right, fillvalue="")
    return "\n".join(f"{a:<{width}}{b}".rstrip() for a, b in lines)


def _clause_text(rng: random.Random, s: _Subject, value: float, shape: int) -> str:
    """The words of a mandate document setting `s`'s limit at `value`."""
    noun = rng.choice(s.nouns)
    written = s.render(value, rng.randrange(12), wrap=_WRAPS[shape])
    if shape == 0:
        return _fill(
            "The Manager shall ensure that {noun} does not {verb}\n{running}\n{v} at any time.",
            noun=noun,
            verb=_verb(s),
            running=_running(rng, written),
            v=written,
        )
    if shape == 1:
        bound = "min." if s.floor else "max."
        return f"{_cap(_flat(noun))}{CELL}{bound} {written}{CELL}market value"
    if shape == 2:
        return f"(a) {_cap(_flat(noun))}|{_op(s)} {written}.".replace("p.a..", "p.a.")
    if shape == 3:
        return _fill(
            "{Noun}¹ {op} {v}.\n¹ Measured at market value on each dealing day; see note 3.",
            noun=noun,
            op=_op(s),
            v=written,
        )
    return _fill("{Noun} {op} {v};", noun=noun, op=_op(s), v=written)


def _placed(clause: str, shape: int) -> tuple[dict[str, JsonValue] | None, str | None, str]:
    """The clause in one of five documents: (mandate fields, mandate message, its reference)."""
    if shape == 0:
        schedule: dict[str, JsonValue] = {
            "para_1": "The Portfolio is invested in listed global equities and cash.",
            "para_4": clause,
        }
        return {"ima_schedule_2": schedule}, None, "ima_schedule_2.para_4"
    if shape == 1:
        table = (
            "Investment restrictions (extract from the Prospectus, p. 41)\n\n"
            f"Restriction{CELL}Limit{CELL}Basis\n"
            f"{clause}\n"
            f"Borrowing{CELL}temporary only{CELL}–"
        )
        return None, table, MANDATE_ID
    if shape == 2:
        head, said = clause.split("|", 1) if "|" in clause else ("", clause)
        left = ["SCHEDULE 2", "Investment Restrictions"]
        if head:
            left += [head, said, "(b) No short selling."]
        else:
            left += said.split("\n")
        page = _columns(
            left,
            (
                "SCHEDULE 3",
                "Reporting",
                "The Manager shall send",
                "a monthly report to",
                "the Client within ten",
                "Business Days.",
            ),
        )
        return None, page, MANDATE_ID
    if shape == 3:
        extract: dict[str, JsonValue] = {
            "restriction_2": "No investment in unlisted securities.",
            "restriction_3": clause,
        }
        return {"prospectus_extract": extract}, None, "prospectus_extract.restriction_3"
    letter = (
        "SIDE LETTER (scanned copy, OCR)\n\n"
        "The “Investment Restrictions” are amended as follows:\n"
        f"o {clause}\n"
        "o no investment in unlisted securities;\n"
        "o the Manager's ‘best execution’ policy applies.\n\n"
        "Signed 03.02.2026"
    )
    return None, letter, MANDATE_ID


_WITHIN_ASKS: Final = (
    "Please rebalance the account; the restrictions in the documents I pasted apply in full.",
    "New weights for the quarter, please – nothing outside the IMA (pages attached above).",
    "Compliance will check every restriction in the mandate extract; rebalance within it.",
    "Could you rerun the optimiser? The mandate copied from the PDF is binding.",
)


_breach = partial(
    _breach_cases,
    subjects=_SUBJECTS,
    turn=lambda i: i + 3 + i // 5,  # each document with several subjects
    placed=lambda rng, s, value, shape: _placed(_clause_text(rng, s, value, shape), shape),
    asks=_WITHIN_ASKS,
    cited=lambda i: i % 3 != 0,
    rationale="from the mandate document",
    rationales=_RATIONALES,
    twins=_mandate_twins_of(SEED, "mandate_breach", "r", _with_mandate),
)


# --- latitude ----------------------------------------------------------------------------------

#: latitude granted over [lo, hi]: {noun}, {lo}, {hi}, {running}
_GRANTED: Final = (
    "{Noun}: a range of {lo} to {hi}; the Manager may select any level with-\nin this range at "
    "its sole discretion.",
    "The Manager may determine {noun} at its dis-\ncretion, provided it is not less than {lo}\n"
    "{running}\nand not more than {hi}.",
    "{Noun} – permitted range {lo} – {hi}¹\n¹ The level within the range is chosen by the Manager.",
    "The Client delegates to the Manager the choice of {noun} anywhere between {lo} and {hi} "
    "(both inclusive).",
)
#: (refused, granted), each with {noun}, {flat}, {lo}, {hi}, {point}
_REFUSED: Final = (
    (
        "{Noun} is ﬁxed at {point}. No range applies; the Manager has no discretion to set "
        "another level.",
        "{Noun} has a reference level of {point}; the Manager may set it anywhere from {lo} to "
        "{hi}.",
    ),
    (
        "Blackline (draft → ﬁnal):\nDeleted: a range of {lo} to {hi} for {noun} at the "
        "Manager's discretion\nInserted: {noun} ﬁxed at {point}",
        "Blackline (draft → ﬁnal):\nDeleted: {noun} ﬁxed at {point}\nInserted: a range of {lo} "
        "to {hi} for {noun} at the Manager's discretion",
    ),
    (
        "Parameter" + CELL + "Fixed level" + CELL + "Permitted range" + CELL + "Set by\n"
        "{Flat}" + CELL + "{point}" + CELL + "none" + CELL + "Client",
        "Parameter" + CELL + "Reference" + CELL + "Permitted range" + CELL + "Set by\n"
        "{Flat}" + CELL + "{point}" + CELL + "{lo} – {hi}" + CELL + "Manager",
    ),
)
#: the documents a latitude clause is placed in (a whole paragraph, not a table cell)
_RANGE_SHAPES: Final = (0, 3, 4)


_range_twins = _mandate_twins_of(SEED, "range_assumption", "r", _with_mandate)


_refused_twins = _refused_twins_of(SEED, "r", _with_mandate)


def _ranges(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    for i in range(count):
        s = _SUBJECTS[i % 4]  # caps only: discretion over a floor is another question
        name = rng.choice(s.fields)
        noun = rng.choice(s.nouns)
        high = rng.choice(s.values)
        low = 1.0 if s is _GROSS else round(high / 2, 6)
        middle = round((low + high) / 2, 6)
        rationale = rng.choice(_RATIONALES)
        request = rng.choice(_WITHIN_ASKS)
        shape = _RANGE_SHAPES[i % 3]
        lo, hi = s.alike((low, high), rng.randrange(12), wrap=False, apart=False)
        if i % 6 in (3, 5):  # strategy: a level fixed by someone else, against latitude
            refused_t, granted_t = _REFUSED[(i // 6) % len(_REFUSED)]
            parts = {"noun": noun, "flat": _flat(noun), "lo": lo, "hi": hi, "point": hi}
            refused = _fill(refused_t, **parts)
            granted = _fill(granted_t, **parts)
            assumed = _assume(name, s, middle, rationale)
            yield from _refused_twins(
                i,
                request,
                assumed,
                _placed(refused, shape)[:2],
                _placed(granted, shape)[:2],
            )
            continue
        template = _GRANTED[(i // 2) % len(_GRANTED)]
        text = _fill(template, noun=noun, lo=lo, hi=hi, running=_running(rng, f"{lo} {hi}"))
        fields, message, _ = _placed(text, shape)
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
#: objectives as an IPS or a prospectus words them, hyphenated where a line broke
_ASKS: Final[dict[str, tuple[str, ...]]] = {
    "sharpe": (
        "to achieve the highest return per unit of risk (Sharpe ra-\ntio)",
        "to maximise risk-adjusted return, as measured by the Sharpe ratio",
        "to deliver the best return per unit of volatil-\nity",
    ),
    "variance": (
        "to achieve the lowest possible volatil-\nity of the Portfolio",
        "to minimise the variance of portfolio returns (minimum vari-\nance)",
        "to keep portfolio volatility as low as possible, whatever the eﬀect on return",
    ),
    "tracking": (
        "to replicate the MSCI World Index as closely as possible, minimising track-\ning error",
        "to minimise tracking error against the FTSE All-Share Index",
        "to follow the benchmark as closely as possible (lowest track-\ning error)",
    ),
    "return": (
        "to maximise expected return, without regard to volatil-\nity",
        "to achieve the highest expected return; risk is not an objective",
        "to generate the maximum expected proﬁt, irrespective of risk",
    ),
}
#: what a fund is not managed for, said in a footnote
_NOT_FOR: Final = {
    "sharpe": "to maximise the Sharpe ratio",
    "variance": "to minimise volatility",
    "tracking": "to track any index",
    "return": "to maximise raw expected return",
}
_BOXES: Final = {
    "sharpe": "Best risk-adjusted return (max. Sharpe)",
    "variance": "Lowest volatility (min. variance)",
    "tracking": "Closest to the benchmark (min. tracking error)",
    "return": "Highest expected return (risk not considered)",
}


def _boxes(kind: str) -> str:
    ticks = [f"{'☒' if k == kind else '☐'} {label}" for k, label in _BOXES.items()]
    return "Investment objective (tick one box only):\n" + "\n".join(ticks)


_solving = partial(
    _objective_contract,
    solvers={"maximise_risk_adjusted_return": "portfolio.market_neutral"},
    interpretation="Weights for the names in the pasted IPS",
    purpose="optimise the weights",
    custom_reason="the platform has no solver for this objective",
    custom_purpose="compute the weights",
    section_title="Portfolio weights",
    description="the portfolio weights",
)


def _objective_messages(
    rng: random.Random, structure: int, wanted: str, ask: str, old_kind: str
) -> tuple[tuple[UserMessage, ...], str]:
    """The client's pasted text asking for `wanted` (worded `ask`), and the objective kind a
    flawed plan solves instead."""
    old = rng.choice(_ASKS[old_kind])
    if structure == 0:  # an IPS section broken by a running header
        text = _fill(
            "Copied from our IPS (PDF):\n\nSection 3 – Investment Objective\n"
            "3.1 The objective of the Portfolio is {ask}.\n{running}\n"
            "3.2 The Portfolio is managed on a long-only basis.",
            ask=ask,
            running=f"Investment Policy Statement 2026 – Page {rng.randrange(3, 12)} of 12",
        )
        wrong = rng.choice([k for k in _KIND.values() if k != _KIND[wanted]])
    elif structure == 1:  # PDF form check boxes
        text = "From the signed client questionnaire, p. 2:\n\n" + _boxes(wanted)
        wrong = _KIND[old_kind]
    elif structure == 2:  # a blackline of the objective
        text = _fill(
            "Blackline of the IPS, § 2 (v1 → v2, v2 is ﬁnal):\nDeleted: The objective is {old}.\n"
            "Inserted: The objective is {ask}.",
            old=old,
            ask=ask,
        )
        wrong = _KIND[old_kind]
    elif structure == 3:  # an old IPS extract replaced by a later message
        return (
            UserMessage(
                message_id=REQUEST_ID,
                text=_fill(
                    "IPS 2023, p. 4 (copied):\n“The objective of the Fund is {old}.”", old=old
                ),
            ),
            UserMessage(
                message_id=FOLLOW_UP_ID,
                text=_fill(
                    "Please disregard the 2023 IPS extract I pasted. The 2026 IPS (p. 4) reads:\n"
                    '"The objective of the Fund is {ask}."',
                    ask=ask,
                ),
            ),
        ), _KIND[old_kind]
    else:  # the objective, and a footnote saying what the fund is not managed for
        text = _fill(
            "Prospectus, Investment Policy:\nThe Fund's objective is {ask}¹.\n\n"
            "¹ The Fund is not managed {not_for}.",
            ask=ask,
            not_for=_NOT_FOR[old_kind],
        )
        wrong = _KIND[old_kind]
    return (UserMessage(message_id=REQUEST_ID, text=text),), wrong


def _objectives(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    wanted_kinds = list(_ASKS)
    for i in range(count):
        wanted = wanted_kinds[i % len(wanted_kinds)]
        ask = _ASKS[wanted][(i // len(_ASKS)) % len(_ASKS[wanted])]
        structure = i % 5
        old_kind = rng.choice([k for k in _ASKS if k != wanted])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        messages, wrong = _objective_messages(rng, structure, wanted, ask, old_kind)
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
            yield HeldOutCase(f"heldout{SEED}/objective/{i}r{suffix}", "objective", flawed, bundle)


# --- leakage -----------------------------------------------------------------------------------

_WINDOWS: Final = (
    WalkForwardWindow(
        train_start=date(2009, 1, 2),
        train_end=date(2013, 12, 31),
        test_start=date(2014, 1, 2),
        test_end=date(2015, 12, 31),
    ),
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
)
#: (a period reaching into the test years, the same form ending before 2 January 2014)
_PERIODS: Final = (
    (
        "on 01/2009 – 12/2016 data (see p. 12, § 3.2)",
        "on 01/2009 – 12/2013 data (see p. 12, § 3.2)",
    ),
    ("over Jan-\nuary 2009 to Decem-\nber 2017", "over Jan-\nuary 2009 to Decem-\nber 2013"),
    ("over 2009–\n2018", "over 2009–\n2013"),
    (f"over CY{NBSP}2009 – CY{NBSP}2016", f"over CY{NBSP}2009 – CY{NBSP}2013"),
    (
        f"Window{CELL}Start{CELL}End\nCalibration window{CELL}2009-01-02{CELL}2017-06-30",
        f"Window{CELL}Start{CELL}End\nCalibration window{CELL}2009-01-02{CELL}2013-12-31",
    ),
    (
        f"on data from 2{NBSP}January 2009 to 30{NBSP}June 2016",
        f"on data from 2{NBSP}January 2009 to 31{NBSP}December 2013",
    ),
    ("over the ﬁve years to end-2018", "over the ﬁve years to end-2013"),
)
_ACTIONS: Final = (
    "the lookback was ﬁxed",
    "the factor weights were estimated",
    "the entry threshold was calibrated",
    "the volatility target was set",
)
_LEAK_FRAMES: Final = (
    "Per the methodology paper (Ref. QM-114, p. 7): {action} {period}.",
    "{Action} {period}¹, then held ﬁxed in every fold.\n¹ See Appendix B, table 4.",
    " {Action} {period}; no re-estimation inside the folds.",
)
#: for a period that is a flattened table row
_TABLE_FRAMES: Final = (
    "{Action} once, on the window in the methodology table (p. 9):\n{period}",
    "As copied from table 2 of the paper, {action} on:\n{period}",
)
#: whole sentences quoted from a methodology paper: (leaky, clean)
_SENTENCES: Final = (
    (
        "The feature scaler was ﬁtted once on the complete 2009–2019 sample (p. 14).",
        "The feature scaler is reﬁtted inside each fold on its training rows only (p. 14).",
    ),
    (
        "Inputs include the next day's return (t+1) along-\nside the value score.",
        "Inputs include the previous day's return (t−1) along-\nside the value score.",
    ),
    (
        "The universe is the index's current constituents, applied back to 2009¹.\n"
        "¹ Source: index provider ﬁle.",
        "The universe is the index's point-in-time constituents on each date¹.\n"
        "¹ Source: index provider ﬁle.",
    ),
    (
        "Thresholds were chosen for the best Sharpe ratio over the whole back-test, "
        "out-of-sample years in-\ncluded.",
        "Thresholds were chosen for the best Sharpe ratio within each fold's training years, "
        "out-of-sample years ex-\ncluded.",
    ),
    (
        "Signals are computed at the close and ﬁlled at that same close (see § 4.1).",
        "Signals are computed at the close and ﬁlled at the next day's open (see § 4.1).",
    ),
)
_LEAK_ASKS: Final = (
    "Please walk the value-quality model forward over the three folds, as in the paper I pasted.",
    "Can you backtest the carry signal from the PDF, walk-forward, three folds?",
    "Walk-forward on the trend model, three folds – methodology as in the attached paper.",
)
_WHERE: Final = ("purpose", "reasoning", "interpretation", "evidence")


_leak_contract = partial(_leak_contract_of, _contract, _WINDOWS)


_leak_twins = _leak_twins_of(SEED, "r", REQUEST_ID, CONTRACT_ID, _leak_contract)


def _leakage(rng: random.Random, count: int) -> Iterator[HeldOutCase]:
    periods = itertools.cycle(_PERIODS)
    for i in range(count):
        where = _WHERE[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = _LEAK_ASKS[i % len(_LEAK_ASKS)]
        if i % 3 == 2:
            leaky, clean = _SENTENCES[(i // 3) % len(_SENTENCES)]
        else:
            leaky_period, clean_period = next(periods)
            table = leaky_period.startswith("Window")
            action = rng.choice(_ACTIONS)
            frame = rng.choice(_TABLE_FRAMES if table else _LEAK_FRAMES)
            leaky = _fill(frame, action=action, period=leaky_period)
            clean = _fill(frame, action=action, period=clean_period)
        yield from _leak_twins(i, where, policy, ask, leaky, clean)


# --- trend claims ------------------------------------------------------------------------------

_COMPANY: Final = "Ellingham Precision"
_ENTITY: Final = "ent_ellingham_precision"
#: twelve quarters, oldest first: (quarter end, fiscal period label), FY2020 Q1 to FY2022 Q4
_QUARTERS: Final = _calendar_quarters((2020, 2021, 2022))
_Spans = tuple[tuple[int, int], ...] | None
#: (horizon, the quarters it spans in every reading a careful reader could give it, whether a
#: claim about each quarter in it reads unambiguously)
_HORIZONS: Final[tuple[tuple[str, _Spans, bool], ...]] = (
    ("versus the prior quarter", ((10, 11),), False),
    (f"between Q2{NBSP}2021 and Q2{NBSP}2022", ((5, 9),), True),
    (f"in H2{NBSP}2021", ((5, 7), (6, 7)), True),
    ("across the twelve quarters to Decem-\nber 2022", ((0, 11),), True),
    ("over the last eight quarters", ((3, 11), (4, 11)), True),
    ("since the 2015 listing", None, False),
    ("over the past ten years", None, False),
    (f"relative to FY{NBSP}2018", None, False),
)


def _rel(w: Sequence[float]) -> float:
    return (w[-1] - w[0]) / abs(w[0])


def _up(w: Sequence[float]) -> bool | None:
    change = _rel(w)
    return True if change > 0.01 else False if change < -0.01 else None


def _down(w: Sequence[float]) -> bool | None:
    up = _up(w)
    return None if up is None else not up


def _never_down(w: Sequence[float]) -> bool | None:
    """No quarter below the one before it; false when one is clearly below."""
    if all(b >= a for a, b in itertools.pairwise(w)):
        return True
    return False if any(b < a * 0.99 for a, b in itertools.pairwise(w)) else None


def _never_up(w: Sequence[float]) -> bool | None:
    if all(b <= a for a, b in itertools.pairwise(w)):
        return True
    return False if any(b > a * 1.01 for a, b in itertools.pairwise(w)) else None


def _held_up(w: Sequence[float]) -> bool | None:
    """ "did not fall": true when no quarter fell, false when the window ends clearly lower."""
    if all(b >= a for a, b in itertools.pairwise(w)):
        return True
    return False if _rel(w) < -0.01 else None


def _held_down(w: Sequence[float]) -> bool | None:
    if all(b <= a for a, b in itertools.pairwise(w)):
        return True
    return False if _rel(w) > 0.01 else None


_Truth = Callable[[Sequence[float]], bool | None]


def _pct_written(a: float, b: float) -> str:
    change = abs(b - a) / abs(a)
    return f"by c.{NBSP}{round(change * 100)}{NBSP}%" if change >= 0.03 else ""


def _pp_written(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {change:.1f}{NBSP}pp" if change >= 0.3 else ""


def _days_written(a: float, b: float) -> str:
    change = abs(b - a)
    return f"by {round(change)}{NBSP}days" if change >= 2 and change == round(change) else ""


@dataclass(frozen=True)
class _Trend(QuarterlyTrend):
    quarters = _QUARTERS
    entity = _ENTITY
    currency = "USD"


_TRENDS: Final = (
    _Trend(
        "fundamentals.quarters",
        "rd_expense",
        (84.0, 79.0, 81.0, 88.0, 92.0, 95.0, 94.0, 101.0, 106.0, 104.0, 111.0, 118.0),
        ("R&D spend", "Research and develop-\nment expense", "Ellingham Precision's R&D expense"),
        (
            ("{s} increased {m}", _up),
            ("{s} decreased {m}", _down),
            ("{s} did not fall in any quarter", _never_down),
            ("{s} did not rise in any quarter", _never_up),
        ),
        _pct_written,
    ),
    _Trend(
        "fundamentals.quarters",
        "dividend_per_share",
        (0.40, 0.40, 0.40, 0.42, 0.42, 0.42, 0.42, 0.45, 0.45, 0.45, 0.45, 0.48),
        ("The dividend per share", "DPS", "Ellingham Precision's quarterly divi-\ndend"),
        (
            ("{s} was raised {m}", _up),
            ("{s} was cut {m}", _down),
            ("{s} was never cut", _never_down),
            ("{s} was not increased", _held_down),
        ),
        _pct_written,
    ),
    _Trend(
        "fundamentals.quarters",
        "cash_conversion_cycle",
        (62.0, 68.0, 71.0, 66.0, 63.0, 60.0, 58.0, 57.0, 55.0, 56.0, 53.0, 51.0),
        ("The cash conversion cycle", "The cash con-\nversion cycle", "CCC"),
        (
            ("{s} shortened {m}", _down),
            ("{s} lengthened {m}", _up),
            ("{s} did not lengthen", _held_down),
            ("{s} did not shorten", _held_up),
        ),
        _days_written,
    ),
    _Trend(
        "fundamentals.quarters",
        "roic_pct",
        (11.8, 10.2, 10.9, 11.5, 12.1, 12.6, 13.0, 12.7, 12.3, 11.9, 11.6, 11.2),
        ("ROIC", "Return on invested capi-\ntal", "Ellingham Precision's ROIC"),
        (
            ("{s} rose {m}", _up),
            ("{s} fell {m}", _down),
            ("{s} did not fall", _held_up),
            ("{s} did not rise", _held_down),
        ),
        _pp_written,
    ),
)


def _specials(trend: _Trend) -> list[tuple[str, str]]:
    """(true claim, false claim) on each quarter of 2022 against a year before, computed from
    the series; left out when the quarters disagree."""
    v = trend.values
    higher = f"{{s}} was above its year-earlier level in each quarter of FY{NBSP}2022"
    lower = f"{{s}} was below its year-earlier level in each quarter of FY{NBSP}2022"
    return _yoy_pairs(v, higher, lower)


_CLAIM_FRAMES: Final = (
    f"From the quarterly report (p.{NBSP}4): {{claim}} [1].",
    "Key ﬁgures\n\n{Claim} [1].\n\nQuarterly Review | Page 3 of 18",
    "▪ {Claim} [1].",
    " {Claim} [1]\n Segment detail: see table 2 on p. 6.",
    "Summary¹: {claim} [1].\n\n¹ All ﬁgures as reported, in USD.",
)


_said = partial(_said_named, _COMPANY)


_twins = _twins_of(SEED, "r", _COMPANY, _ENTITY, (REQUEST_ID, CONTRACT_ID, SOURCE_ID))


def _trends(rng: random.Random, count: int, market: MarketData) -> Iterator[HeldOutCase]:
    """The twin states a claim the series makes true; the flawed bundle one it makes false, or
    (one horizon claim in three) the true claim over a horizon the series does not cover. The
    horizons least used so far come first, so that each is written somewhere."""
    used: Counter[str] = Counter()
    for i in range(count):
        trend = _TRENDS[i % len(_TRENDS)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(_CLAIM_FRAMES)
        first = "{Claim}" in frame
        specials = _specials(trend)
        if i % 3 == 2 and specials:
            true_t, false_t = specials[0]
            true = _said(true_t, subject, first, "")
            false = _said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, list[str], list[str]]] = []
            for horizon, spans, steps_ok in _HORIZONS:
                if spans is None:
                    continue
                windows = [trend.values[a : b + 1] for a, b in spans]
                # a size only where the horizon has one reading; unsized where it has two
                one = len(spans) == 1
                m = trend.magnitude(windows[0][0], windows[0][-1]) if one else ""
                claims: list[tuple[str, bool | None]] = []
                for c, truth in trend.claims:
                    if "{m}" in c and not m and one:  # it barely moved: no size to write
                        continue
                    if not steps_ok and ("any quarter" in c or "never" in c):
                        continue
                    readings = {truth(w) for w in windows}
                    claims.append((c, readings.pop() if len(readings) == 1 else None))
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, holding, failing))
            seldom = min(used[u[0]] for u in usable)  # each horizon written somewhere
            horizon, m, holding, failing = rng.choice([u for u in usable if used[u[0]] == seldom])
            used[horizon] += 1
            true_t = rng.choice(holding)
            far = [h for h, s, _ in _HORIZONS if s is None]
            true, false = _true_or_far(rng, _said, subject, first, m, horizon, true_t, failing, far)
        yield from _twins(i, trend, frame, false, true)


_MAKERS: Final[tuple[Maker, ...]] = (_invented, _false, _breach, _ranges, _objectives, _leakage)


def generate(*, per_kind: int = 24, market: MarketData | None = None) -> list[HeldOutCase]:
    """Batch R: `per_kind` flawed bundles of each of the seven kinds, each with its twin."""
    return generate_batch(SEED, _MAKERS, _trends, per_kind=per_kind, market=market)


__all__ = ["KINDS", "SEED", "generate"]
