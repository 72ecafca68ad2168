"""The inventory of how a limit is written, as a reference table built from guideline language,
not from any batch (issue 18): operators (ceiling, floor, range, point) in English — plain, legal
and colloquial — and in German, French, Spanish, Italian and Dutch; number forms (decimal point
and comma, thousands separators, per-cent, basis-point, per-mille and per-myriad words, fractions,
multiples, spelled numbers); and the number's position (operator after it, subject after it, an
aside or footnote marker between operator and number).

Every row is one sentence and the limit it states. Each row is read three ways, by the public
readers the Guardian and the validator use:

- `quantities.stating`: the sentence states the limit's value in the subject's unit, at exact
  offsets into the original text (the span's text is the text at those offsets);
- `mandate.clauses`: the sentence, as a mandate clause, yields that bound (subject, kind, ends);
- `provenance.validate_provenance`: a contract limit of that side and value citing the sentence as
  the user's message passes, and one of the other side (a cap recorded from a floor) fails.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.limits import unit_of
from quantward_validation.mandate import clauses
from quantward_validation.provenance import validate_provenance
from quantward_validation.quantities import stating

Kind = Literal["ceiling", "floor", "range", "target"]

#: the subjects the rows bound, by a short key: (canonical subject, plan field stem)
_SUBJECTS: dict[str, tuple[str, str]] = {
    "pos": ("max_position_weight", "position_weight"),
    "te": ("max_tracking_error", "tracking_error"),
    "cash": ("cash_weight", "cash_weight"),
    "gross": ("max_gross_leverage", "gross_leverage"),
    "turn": ("max_turnover", "turnover"),
    "net": ("max_net_exposure", "net_exposure"),
}


@dataclass(frozen=True)
class Row:
    """One way of writing a limit and the bound it states."""

    text: str
    subject: str
    kind: Kind
    low: float | None
    high: float | None
    #: whether its ends are written as numbers ("20 % ± 10 %" writes neither 10 % nor 30 %)
    written: bool = True

    @property
    def id(self) -> str:
        return self.text[:70]


def ceiling(text: str, subject: str, high: float) -> Row:
    return Row(text, subject, "ceiling", None, high)


def floor(text: str, subject: str, low: float) -> Row:
    return Row(text, subject, "floor", low, None)


def band(text: str, subject: str, low: float, high: float) -> Row:
    return Row(text, subject, "range", low, high)


def point(text: str, subject: str, value: float) -> Row:
    return Row(text, subject, "target", value, value)


# --- operators in English, over one number form -----------------------------------------------

#: ceilings on a single position's weight, every one at 7.5 %
_EN_CEILINGS: tuple[str, ...] = (
    "A single position is not to exceed 7.5 % of NAV.",
    "No single position shall exceed 7.5 % of NAV.",
    "Any one position may not be more than 7.5 % of the fund.",
    "Each position must be no greater than 7.5 % of NAV.",
    "Each position: no more than 7.5 % of NAV.",
    "Each position is to be not more than 7.5 % of NAV.",
    "Each position is at most 7.5 % of NAV.",
    "Each position may be up to 7.5 % of NAV.",
    "Each position may be up to and including 7.5 % of NAV.",
    "Each position is capped at 7.5 % of NAV.",
    "Each position is limited to 7.5 % of NAV.",
    "Positions are subject to a ceiling of 7.5 % of NAV each.",
    "Positions are subject to a cap of 7.5 % each.",
    "Positions are subject to a maximum of 7.5 % each.",
    "Single positions carry a limit of 7.5 % of NAV.",
    "No single position may be in excess of 7.5 % of NAV.",
    "Each position must be kept below 7.5 % of NAV.",
    "Each position must remain under 7.5 % of NAV.",
    "Each position shall be less than 7.5 % of NAV.",
    "Each position shall be less than or equal to 7.5 % of NAV.",
    "Each position must stay within 7.5 % of NAV.",
    "Each position must stay beneath 7.5 % of NAV.",
    "A single position tops out at 7.5 % of NAV.",
    "Single position: max. 7.5 %.",
    "Single position weight ≤ 7.5 %.",
    "Single position weight < 7.5 %.",
    "Single position weight <= 7.5 %.",
    "Single position weight =< 7.5 %.",
    "Single position weight ⩽ 7.5 %.",
    "Single position weight ＜ 7.5 %.",
    "Single position weight ≦ 7.5 %.",
    "Each position shall be restricted to 7.5 % of NAV.",
    "Each position is not to go above 7.5 % of NAV.",
    "No position must surpass 7.5 % of NAV.",
    "Each position ought not to exceed 7.5 % of NAV.",
    "Each position is bounded by 7.5 % of NAV.",
    "Each position is bounded above by 7.5 % of NAV.",
    "Each position is subject to a limit of 7.5 % of NAV.",
    "Each position never more than 7.5 % of NAV.",
    "Under no circumstances may a position be more than 7.5 % of NAV.",
    "Each position at or below 7.5 % of NAV.",
    "Each position no higher than 7.5 % of NAV.",
    "Each position may go as high as 7.5 %.",
    "Each position: not over 7.5 %.",
    "A single position's weight may not top 7.5 %.",
    "Each position: up to a maximum of 7.5 %.",
    "Each position must not breach 7.5 %.",
)
#: floors on cash, every one at 2.5 %
_EN_FLOORS: tuple[str, ...] = (
    "Cash must be at least 2.5 % of NAV.",
    "Cash shall be no less than 2.5 % of NAV.",
    "Cash may not fall below 2.5 % of NAV.",
    "Cash is not to be below 2.5 % of NAV.",
    "Cash is subject to a floor of 2.5 % of NAV.",
    "Cash is subject to a minimum of 2.5 % of NAV.",
    "Cash must be no lower than 2.5 % of NAV.",
    "Cash must be not less than 2.5 % of NAV.",
    "Cash: min. 2.5 %.",
    "Cash ≥ 2.5 %.",
    "Cash >= 2.5 %.",
    "Cash ⩾ 2.5 %.",
    "Cash ≧ 2.5 %.",
    "Cash must never drop under 2.5 % of NAV.",
    "Cash must be at or above 2.5 %.",
    "Cash must stay above 2.5 %.",
    "Cash is floored at 2.5 %.",
    "Cash is bounded below by 2.5 % of NAV.",
    "Cash shall be kept at a minimum of 2.5 %.",
    "Cash: not under 2.5 %.",
)
#: ranges of net exposure, every one 10 % to 30 %
_EN_RANGES: tuple[str, ...] = (
    "Net exposure is kept in the range of 10 % to 30 %.",
    "Net exposure is kept in a band of 10 %–30 %.",
    "Net exposure is kept in a corridor of 10 % to 30 %.",
    "Net exposure must be between 10 % and 30 %.",
    "Net exposure may run from 10 % to 30 %.",
    "Net exposure within a range of 10 to 30 %.",
)
#: points: a level, not a bound either way
_EN_POINTS: tuple[str, ...] = (
    "Net exposure is targeted at 20 %.",
    "Net exposure is set at 20 %.",
    "Net exposure is fixed at 20 % of NAV.",
    "Net exposure = 20 %.",
    "Net exposure of exactly twenty per cent.",
    "Net exposure: a target of 20 %.",
    "Die Net Exposure beträgt 20 %.",
    "Die Net Exposure ist festgelegt auf 20 %.",
    "La net exposure est fixée à 20 %.",
    "La net exposure a un objectif de 20 %.",
    "La net exposure será del 20 %.",
    "La net exposure está fijada en el 20 %.",
    "La net exposure è del 20 %.",
    "La net exposure è fissata al 20 %.",
    "De net exposure bedraagt 20 %.",
    "De net exposure is vastgesteld op 20 %.",
)

# --- operators in other languages: a tracking-error ceiling of 3 %, a floor of 1 %, a range ----

_OTHER_CEILINGS: tuple[str, ...] = (
    # German
    "Der Tracking Error beträgt höchstens 3 %.",
    "Der Tracking Error beträgt maximal 3 %.",
    "Der Tracking Error liegt bei nicht mehr als 3 %.",
    "Tracking Error bis zu 3 %.",
    "Der Tracking Error darf 3 % nicht überschreiten.",
    # French
    "La tracking error est au plus de 3 %.",
    "La tracking error est au maximum de 3 %.",
    "Tracking error : pas plus de 3 %.",
    "La tracking error ne doit pas dépasser 3 %.",
    "La tracking error peut aller jusqu'à 3 %.",
    "Tracking error : 3 % au maximum.",
    # Spanish
    "El tracking error será como máximo del 3 %.",
    "El tracking error no será de más de 3 %.",
    "Tracking error: no más de 3 %.",
    "El tracking error puede llegar hasta el 3 %.",
    "El tracking error no podrá superar el 3 %.",
    "Tracking error: hasta un 3 %.",
    # Italian
    "Il tracking error è al massimo del 3 %.",
    "Tracking error: non oltre il 3 %.",
    "Il tracking error può arrivare fino al 3 %.",
    "Il tracking error non deve superare il 3 %.",
    "Tracking error: non più del 3 %.",
    # Dutch
    "De tracking error bedraagt maximaal 3 %.",
    "De tracking error bedraagt ten hoogste 3 %.",
    "Tracking error: niet meer dan 3 %.",
    "De tracking error mag oplopen tot 3 %.",
)
_OTHER_FLOORS: tuple[str, ...] = (
    "Der Tracking Error beträgt mindestens 1 %.",
    "Der Tracking Error beträgt wenigstens 1 %.",
    "Der Tracking Error beträgt nicht weniger als 1 %.",
    "La tracking error est au moins de 1 %.",
    "La tracking error est au minimum de 1 %.",
    "Tracking error : pas moins de 1 %.",
    "El tracking error será al menos del 1 %.",
    "El tracking error será como mínimo del 1 %.",
    "Tracking error: no menos de 1 %.",
    "Il tracking error è almeno dell'1 %.",
    "Tracking error: non meno dell'1 %.",
    "De tracking error bedraagt minimaal 1 %.",
    "De tracking error bedraagt ten minste 1 %.",
    "Tracking error: niet minder dan 1 %.",
)
_OTHER_RANGES: tuple[str, ...] = (
    "Der Tracking Error liegt zwischen 1 % und 3 %.",
    "Der Tracking Error liegt von 1 % bis 3 %.",
    "La tracking error est comprise entre 1 % et 3 %.",
    "La tracking error va de 1 % à 3 %.",
    "El tracking error estará entre el 1 % y el 3 %.",
    "El tracking error irá del 1 % al 3 %.",
    "Il tracking error sarà tra l'1 % e il 3 %.",
    "Il tracking error va dall'1 % al 3 %.",
    "De tracking error ligt tussen 1 % en 3 %.",
    "De tracking error ligt van 1 % tot 3 %.",
)

# --- number forms, each under one plain operator ----------------------------------------------

#: (written, value as a fraction of NAV) for a single position's cap said "at most …"
_PERCENT_FORMS: tuple[tuple[str, float], ...] = (
    ("7.5 %", 0.075),
    ("7.5%", 0.075),
    ("7,5 %", 0.075),
    ("7.5 pct", 0.075),
    ("7.5 pct.", 0.075),
    ("7.5 pc", 0.075),
    ("7.5 per cent", 0.075),
    ("7.5 percent", 0.075),
    ("7.5 per cent.", 0.075),
    ("7.5 p.c.", 0.075),
    ("7,5 v.H.", 0.075),
    ("7.5 ％", 0.075),
    ("7.5％", 0.075),
    ("75 ‰", 0.075),
    ("750 ‱", 0.075),
    ("750 bp", 0.075),
    ("750 bps", 0.075),
    ("750 bips", 0.075),
    ("750 basis points", 0.075),
    (".075 of NAV", 0.075),
    ("0.075 of NAV", 0.075),
    ("1/10 of NAV", 0.1),
    ("one-tenth of NAV", 0.1),
    ("a tenth of NAV", 0.1),
    ("a fifth of NAV", 0.2),
    ("a quarter of NAV", 0.25),
    ("half of NAV", 0.5),
    ("one half of NAV", 0.5),
    ("two-thirds of NAV", 2 / 3),
    ("one in five dollars", 0.2),
    ("20 in 100 dollars", 0.2),
    ("seven and a half per cent", 0.075),
    ("twelve and a half per cent", 0.125),
    ("twenty-five per cent", 0.25),
    ("twenty five per cent", 0.25),
    ("ten (10) per cent", 0.1),
    ("ten per cent (10%)", 0.1),
    # a fraction of one per cent, not of the whole
    ("a tenth of a per cent", 0.001),
    ("three quarters of one percent", 0.0075),
)
#: tracking-error budgets written in basis points in other languages ("at most" in each)
_BPS_FORMS: tuple[str, ...] = (
    "Der Tracking Error beträgt höchstens 300 Basispunkte.",
    "La tracking error est au plus de 300 points de base.",
    "El tracking error será como máximo de 300 puntos básicos.",
    "Il tracking error è al massimo di 300 punti base.",
    "De tracking error bedraagt maximaal 300 basispunten.",
    "Tracking error: at most 300 basis pts.",
    "Tracking error of at most 3 percentage points.",
)
#: spelled per-cent numbers in other languages, a tracking-error cap
_SPELLED_OTHER: tuple[tuple[str, float], ...] = (
    ("Der Tracking Error beträgt höchstens zwei Prozent.", 0.02),
    ("Der Tracking Error beträgt höchstens 2 Prozent.", 0.02),
    ("La tracking error est au plus de cinq pour cent.", 0.05),
    ("La tracking error est au plus de 5 pour cent.", 0.05),
    ("El tracking error será como máximo del diez por ciento.", 0.1),
    ("El tracking error será como máximo del 10 por ciento.", 0.1),
    ("Il tracking error è al massimo del dieci per cento.", 0.1),
    ("Il tracking error è al massimo del 10 per cento.", 0.1),
    ("De tracking error bedraagt maximaal drie procent.", 0.03),
    ("De tracking error bedraagt maximaal 3 procent.", 0.03),
    # compounds: the unit before its tens, after a dash or "y", or fused
    ("Der Tracking Error beträgt höchstens einundzwanzig Prozent.", 0.21),
    ("La tracking error est au plus de vingt-deux pour cent.", 0.22),
    ("La tracking error est au plus de vingt et un pour cent.", 0.21),
    ("El tracking error será como máximo del treinta y dos por ciento.", 0.32),
    ("El tracking error será como máximo del veintidós por ciento.", 0.22),
    ("Il tracking error è al massimo del ventitré per cento.", 0.23),
    ("Il tracking error è al massimo del ventotto per cento.", 0.28),
    ("De tracking error bedraagt maximaal zesentwintig procent.", 0.26),
    ("De tracking error bedraagt maximaal drieëntwintig procent.", 0.23),
    # decimals said after the word for the decimal comma
    ("Der Tracking Error beträgt höchstens zwei Komma fünf Prozent.", 0.025),
    ("La tracking error est au plus de deux virgule cinq pour cent.", 0.025),
    ("El tracking error será como máximo del dos coma cinco por ciento.", 0.025),
    ("Il tracking error è al massimo del due virgola cinque per cento.", 0.025),
    ("De tracking error bedraagt maximaal twee komma vijf procent.", 0.025),
)
#: multiples, a gross-leverage ceiling of 1.5
_MULTIPLE_FORMS: tuple[str, ...] = (
    "1.5x",
    "1.5 x",
    "1.5×",
    "1.5 times NAV",
    "150 % of NAV",
    "1.5:1",
    "1.5 to 1",
    "one and a half times NAV",
    "1,5x",
)
#: thousands separators: a yearly turnover cap of 1,000.5 % (10.005 times the fund)
_THOUSANDS_FORMS: tuple[str, ...] = (
    "1,000.5 %",
    "1.000,5 %",
    "1'000.5 %",
    "1’000.5 %",
    "1 000,5 %",
    "1\u00a0000,5 %",
    "1\u202f000,5 %",
    "1 000.5 %",
)
#: signs on a floor of net exposure
_SIGNED: tuple[tuple[str, float], ...] = (
    ("Net exposure must be at least -10 %.", -0.1),
    ("Net exposure must be at least −10 %.", -0.1),
    ("Net exposure must be at least +10 %.", 0.1),
    ("Net exposure must be at least minus 10 %.", -0.1),
    ("Net exposure must be at least negative 10 %.", -0.1),
)

# --- the number's position --------------------------------------------------------------------

_POSITIONS: tuple[Row, ...] = (
    ceiling("Single positions: 7.5 % at most.", "pos", 0.075),
    ceiling("Single positions: 7.5 % max.", "pos", 0.075),
    ceiling("Single positions: 7.5 % maximum.", "pos", 0.075),
    ceiling("Each position 7.5 % or less.", "pos", 0.075),
    ceiling("Each position 7.5 % or below.", "pos", 0.075),
    ceiling("Single positions: 7.5 % ceiling.", "pos", 0.075),
    ceiling("Single positions: 7.5 % cap.", "pos", 0.075),
    ceiling("Single positions: 7.5 % of NAV at the most.", "pos", 0.075),
    ceiling("Up to 7.5 % may be held in any single position.", "pos", 0.075),
    ceiling("At most 7.5 % of NAV may sit in one position.", "pos", 0.075),
    ceiling("No more than 7.5 % of NAV in any one position.", "pos", 0.075),
    ceiling("Each position is capped (see note 4) at 7.5 % of NAV.", "pos", 0.075),
    ceiling("Each position is capped at¹ 7.5 % of NAV.", "pos", 0.075),
    ceiling("Each position shall not exceed (save as set out below) 7.5 % of NAV.", "pos", 0.075),
    ceiling("Each position is limited to [1] 7.5 % of NAV.", "pos", 0.075),
    ceiling("Each position shall not exceed, at any time, 7.5 % of NAV.", "pos", 0.075),
    floor("Cash: 2.5 % at least.", "cash", 0.025),
    floor("Cash: 2.5 % or more.", "cash", 0.025),
    floor("Cash: 2.5 % min.", "cash", 0.025),
    floor("Cash: 2.5 % minimum.", "cash", 0.025),
    floor("Cash 2.5 % or above.", "cash", 0.025),
    floor("Cash: 2.5 % floor.", "cash", 0.025),
    floor("At least 2.5 % of NAV is held in cash.", "cash", 0.025),
    floor("Cash shall be at least (see note 2) 2.5 % of NAV.", "cash", 0.025),
    floor("Cash shall be no less than* 2.5 % of NAV.", "cash", 0.025),
    # an operator after the number, set off in brackets or by a comma
    ceiling("Each position: 7.5 % (max).", "pos", 0.075),
    ceiling("Each position: 7.5 % (maximum).", "pos", 0.075),
    ceiling("Each position: 7.5 %, at most.", "pos", 0.075),
    ceiling("Each position 7.5 % or lower.", "pos", 0.075),
    floor("Cash: 2.5 % (min).", "cash", 0.025),
    floor("Cash: 2.5 %, at least.", "cash", 0.025),
    floor("Cash: 2.5 % or higher.", "cash", 0.025),
    ceiling("Tracking error: 3,5 % (au maximum).", "te", 0.035),
    floor("Tracking error: 1,25 %, mindestens.", "te", 0.0125),
)


# --- the cross product: each language's operators, before and after, over its number forms ----


@dataclass(frozen=True)
class Language:
    """How one language writes a tracking-error limit: its operators and number forms."""

    subject: str
    ceilings: tuple[str, ...]
    floors: tuple[str, ...]
    ceilings_after: tuple[str, ...]
    floors_after: tuple[str, ...]
    decimal: str
    percents: tuple[str, ...]
    bps: str


_LANGUAGES: tuple[Language, ...] = (
    Language(
        "Tracking error:",
        ("at most", "no more than", "not to exceed", "up to", "capped at", "limited to",
         "max.", "≤", "a maximum of"),
        ("at least", "no less than", "not below", "min.", "≥", "a minimum of"),
        ("at most", "max", "or less", "maximum"),
        ("at least", "min", "or more", "minimum"),
        ".", ("%", " per cent", " percent", " pct"), "basis points",
    ),
    Language(
        "Tracking Error:",
        ("höchstens", "maximal", "nicht mehr als", "bis zu", "max."),
        ("mindestens", "wenigstens", "nicht weniger als", "min."),
        ("höchstens", "maximal"),
        ("mindestens",),
        ",", ("%", " Prozent", " v.H."), "Basispunkte",
    ),
    Language(
        "Tracking error :",
        ("au plus", "au maximum", "pas plus de", "jusqu'à", "un maximum de"),
        ("au moins", "au minimum", "pas moins de", "un minimum de"),
        ("au maximum", "au plus"),
        ("au minimum", "au moins"),
        ",", ("%", " pour cent"), "points de base",
    ),
    Language(
        "Tracking error:",
        ("como máximo", "no más de", "hasta el", "como máximo el", "un máximo del"),
        ("al menos", "como mínimo", "no menos de", "por lo menos", "un mínimo del"),
        ("como máximo",),
        ("como mínimo", "al menos"),
        ",", ("%", " por ciento"), "puntos básicos",
    ),
    Language(
        "Tracking error:",
        ("al massimo", "non oltre il", "fino al", "non più del", "un massimo del"),
        ("almeno", "non meno del", "come minimo", "un minimo del"),
        ("al massimo",),
        ("almeno", "come minimo"),
        ",", ("%", " per cento"), "punti base",
    ),
    Language(
        "Tracking error:",
        ("maximaal", "ten hoogste", "niet meer dan", "hoogstens", "een maximum van"),
        ("minimaal", "ten minste", "niet minder dan", "minstens", "een minimum van"),
        ("maximaal",),
        ("minimaal", "ten minste"),
        ",", ("%", " procent"), "basispunten",
    ),
)  # fmt: skip


def _numbers(language: Language, whole: str, fraction: str, bps: int) -> list[str]:
    written = f"{whole}{language.decimal}{fraction}"
    return [f"{written}{p}" for p in language.percents] + [f"{bps} {language.bps}"]


def _cross() -> list[Row]:
    rows: list[Row] = []
    for language in _LANGUAGES:
        high = _numbers(language, "3", "5", 350)
        low = _numbers(language, "1", "25", 125)
        for operator in language.ceilings:
            rows += [ceiling(f"{language.subject} {operator} {n}.", "te", 0.035) for n in high]
        for operator in language.floors:
            rows += [floor(f"{language.subject} {operator} {n}.", "te", 0.0125) for n in low]
        for operator in language.ceilings_after:
            rows += [ceiling(f"{language.subject} {n} {operator}.", "te", 0.035) for n in high]
        for operator in language.floors_after:
            rows += [floor(f"{language.subject} {n} {operator}.", "te", 0.0125) for n in low]
    return rows


#: English operators over every number form: ceilings on a position, floors on cash
_FORM_CEILINGS: tuple[str, ...] = ("not to exceed {}", "no more than {}", "capped at {}",
                                   "up to {}", "≤ {}", "{} or less", "{} max")  # fmt: skip
_FORM_FLOORS: tuple[str, ...] = ("at least {}", "no less than {}", "≥ {}", "{} or more",
                                 "{} minimum")  # fmt: skip


def _forms() -> list[Row]:
    rows: list[Row] = []
    for written, value in _PERCENT_FORMS:
        rows += [
            ceiling(f"Single positions: {op.format(written)}.", "pos", value)
            for op in _FORM_CEILINGS
        ]
        rows += [floor(f"Cash: {op.format(written)}.", "cash", value) for op in _FORM_FLOORS]
    return rows


#: ranges in other number forms: (sentence, subject, low, high)
_RANGE_FORMS: tuple[tuple[str, str, float, float], ...] = (
    ("Net exposure between -10 % and +30 %.", "net", -0.1, 0.3),
    ("Net exposure between −10 % and 30 %.", "net", -0.1, 0.3),
    ("Net exposure: 10–30 %.", "net", 0.1, 0.3),
    ("Net exposure: 10 % to 30 %.", "net", 0.1, 0.3),
    ("Net exposure: 10,5 % – 30,5 %.", "net", 0.105, 0.305),
    ("Net exposure between ten and thirty per cent.", "net", 0.1, 0.3),
    ("Net exposure in a band of 1,000 bps to 3,000 bps.", "net", 0.1, 0.3),
    ("Gross leverage between 1.5x and 2x.", "gross", 1.5, 2.0),
    ("Gross leverage from 150 % to 200 % of NAV.", "gross", 1.5, 2.0),
    ("Tracking error from 100 to 300 bps.", "te", 0.01, 0.03),
    ("Tracking error between 100 and 300 basis points.", "te", 0.01, 0.03),
    ("Der Tracking Error liegt zwischen 1 und 3 Prozent.", "te", 0.01, 0.03),
    ("La tracking error est comprise entre 1 et 3 pour cent.", "te", 0.01, 0.03),
)
#: multiples and grouped thousands under several operators
_MULTIPLE_CEILINGS: tuple[str, ...] = ("no more than {}", "{} or less", "≤ {}", "{} max",
                                       "not to exceed {}", "up to {}")  # fmt: skip
_MULTIPLE_FLOORS: tuple[tuple[str, float], ...] = (
    ("at least 0.8x", 0.8), ("no less than 80 % of NAV", 0.8), ("0.8 times NAV or more", 0.8),
    ("≥ 0,8x", 0.8), ("0.8:1 minimum", 0.8),
)  # fmt: skip
_SYMBOL_FLOORS: tuple[str, ...] = ("Cash > 2.5 %.", "Cash ＞ 2.5 %.", "Cash => 2.5 %.")


def _more_forms() -> list[Row]:
    rows = [band(t, subject, low, high) for t, subject, low, high in _RANGE_FORMS]
    rows += [
        ceiling(f"Gross leverage: {op.format(w)}.", "gross", 1.5)
        for w in _MULTIPLE_FORMS
        for op in _MULTIPLE_CEILINGS
    ]
    rows += [floor(f"Gross exposure: {w}.", "gross", v) for w, v in _MULTIPLE_FLOORS]
    rows += [
        ceiling(f"Annual turnover: {op.format(w)}.", "turn", 10.005)
        for w in _THOUSANDS_FORMS
        for op in _MULTIPLE_CEILINGS
    ]
    rows += [floor(t, "cash", 0.025) for t in _SYMBOL_FLOORS]
    rows.append(ceiling("Tracking error: tot 3 %.", "te", 0.03))
    return rows


def _placed() -> list[Row]:
    """The subject after the number ("Höchstens 3,5 % Tracking Error"), and a footnote mark
    or a parenthesis between the operator and the number, in every language."""
    rows: list[Row] = []
    for language in _LANGUAGES:
        noun = language.subject.rstrip(" :")
        high, low = _numbers(language, "3", "5", 350)[0], _numbers(language, "1", "25", 125)[0]
        for operator in language.ceilings:
            if operator[0].isalpha():
                opening = operator[0].upper() + operator[1:]
                rows.append(ceiling(f"{opening} {high} {noun}.", "te", 0.035))
            rows.append(ceiling(f"{language.subject} {operator}¹ {high}.", "te", 0.035))
            rows.append(ceiling(f"{language.subject} {operator} (*) {high}.", "te", 0.035))
        for operator in language.floors:
            if operator[0].isalpha():
                opening = operator[0].upper() + operator[1:]
                rows.append(floor(f"{opening} {low} {noun}.", "te", 0.0125))
            rows.append(floor(f"{language.subject} {operator}² {low}.", "te", 0.0125))
    return rows


def _rows() -> list[Row]:
    rows: list[Row] = [ceiling(t, "pos", 0.075) for t in _EN_CEILINGS]
    rows += [floor(t, "cash", 0.025) for t in _EN_FLOORS]
    rows += [band(t, "net", 0.1, 0.3) for t in _EN_RANGES]
    rows += [
        Row(t, "net", "range", 0.1, 0.3, written=False)
        for t in ("Net exposure: 20 % ± 10 %.", "Net exposure: 20 % +/- 10 %.")
    ]
    rows += [point(t, "net", 0.2) for t in _EN_POINTS]
    rows += [ceiling(t, "te", 0.03) for t in _OTHER_CEILINGS]
    rows += [floor(t, "te", 0.01) for t in _OTHER_FLOORS]
    rows += [band(t, "te", 0.01, 0.03) for t in _OTHER_RANGES]
    rows += [ceiling(f"Each position is at most {w}.", "pos", v) for w, v in _PERCENT_FORMS]
    rows += [ceiling(t, "te", 0.03) for t in _BPS_FORMS]
    rows += [ceiling(t, "te", v) for t, v in _SPELLED_OTHER]
    rows += [ceiling(f"Gross leverage is capped at {w}.", "gross", 1.5) for w in _MULTIPLE_FORMS]
    rows += [
        ceiling(f"Annual turnover may not exceed {w}.", "turn", 10.005) for w in _THOUSANDS_FORMS
    ]
    rows += [floor(t, "net", v) for t, v in _SIGNED]
    rows += list(_POSITIONS)
    rows += _cross()
    rows += _forms()
    rows += _placed()
    rows += _more_forms()
    return rows


ROWS = _rows()


def _name(row: Row, side: Literal["ceiling", "floor"]) -> str:
    stem = _SUBJECTS[row.subject][1]
    return f"{'min' if side == 'floor' else 'max'}_{stem}"


def _ends(row: Row) -> list[tuple[Literal["ceiling", "floor"], float]]:
    """The plan limits the row states: a cap at its upper end, a floor at its lower end."""
    if row.kind == "target":
        return [("ceiling", row.high)] if row.high is not None else []
    ends: list[tuple[Literal["ceiling", "floor"], float]] = []
    if row.high is not None:
        ends.append(("ceiling", row.high))
    if row.low is not None:
        ends.append(("floor", row.low))
    return ends


def _constraint(row: Row, side: Literal["ceiling", "floor"], value: float) -> Constraint:
    return Constraint(
        name=_name(row, side),
        value=value,
        provenance="user_message",
        provenance_ref="msg_01inventoryinventoryinvent1",
    )


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_the_sentence_states_the_value_at_exact_offsets(row: Row) -> None:
    for side, value in _ends(row) if row.written else ():
        unit = unit_of(_constraint(row, side, value))
        found = stating(row.text, value, unit)
        assert found is not None, (row.text, value, unit)
        assert row.text[found.start : found.end] == found.text, found
        assert found.text.strip() == found.text, found
        assert row.written, f"{row.text!r} writes no end of its range, yet {found} states one"


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_the_mandate_clause_bounds_the_subject(row: Row) -> None:
    subject = _SUBJECTS[row.subject][0]
    read = [
        (b.subject, b.kind, b.low, b.high) for c in clauses({"policy": row.text}) for b in c.bounds
    ]
    # a point is a target, or a range of one value when the clause says it is rigid ("fixed at")
    kinds = ("target", "range") if row.kind == "target" else (row.kind,)
    matching = [
        r
        for r in read
        if r[0] == subject
        and r[1] in kinds
        and (row.low is None or (r[2] is not None and abs(r[2] - row.low) < 1e-9))
        and (row.high is None or (r[3] is not None and abs(r[3] - row.high) < 1e-9))
    ]
    assert matching, (row.text, read)
    wrong = [r for r in read if r[0] == subject and r[1] not in kinds and r[1] != "target"]
    assert not wrong, (row.text, read)


def _provenance(row: Row, side: Literal["ceiling", "floor"], value: float) -> list[str]:
    constraint = _constraint(row, side, value)
    contract = ResearchContractBody(interpretation="x", objective="x", constraints=(constraint,))
    message = UserMessage(message_id="msg_01inventoryinventoryinvent1", text=row.text)
    return [r.message for r in validate_provenance(contract, [message], None) if not r.passed]


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_the_user_message_states_the_limit_of_its_side(row: Row) -> None:
    for side, value in _ends(row):
        assert not _provenance(row, side, value), (row.text, side, value)
    if row.kind in ("ceiling", "floor"):
        # the other side is not stated: a floor is no cap, a cap no floor
        other: Literal["ceiling", "floor"] = "floor" if row.kind == "ceiling" else "ceiling"
        stated = row.high if row.kind == "ceiling" else row.low
        assert stated is not None
        assert _provenance(row, other, stated), (row.text, other, stated)
    if row.kind == "range" and row.written and row.low is not None:
        # a cap is bound by a range's upper end, not its lower one
        assert _provenance(row, "ceiling", row.low), (row.text, "ceiling", row.low)


# --- clean twins: what the wider inventory must not read -------------------------------------

#: (sentence, subject, a bound that must not be read: kind and value, and whether the sentence
#: states the other side, so that a limit of this side citing it is false)
_CLEAN: tuple[tuple[str, str, Kind, float, bool], ...] = (
    # an operator inside the parenthesis is no aside to drop
    ("Cash (at least) 2.5 % of NAV.", "cash", "ceiling", 0.025, True),
    # a number that names a note bounds nothing
    ("Each position is capped (see note 4) at 7.5 % of NAV.", "pos", "ceiling", 0.04, False),
    # "minus" after a noun subtracts: no negative floor
    ("Net exposure at least the index weight minus 2 pts.", "net", "floor", -0.02, False),
    # a count joined to a percentage by "and" without "between" keeps its own unit
    ("Net exposure at most 30 % and 10 names.", "net", "ceiling", 0.1, False),
    # a share of years is a frequency, not a weight
    ("Cash at least 1 in 50 years.", "cash", "floor", 0.02, False),
    # a comma after the number that goes on to another clause sets no operator off
    ("Cash 2.5 %, at least 2 % of it in bills.", "cash", "floor", 0.025, False),
    # what lies above the value is forbidden: a ceiling, not a floor
    ("Positions above 7.5 % are not permitted.", "pos", "floor", 0.075, True),
    ("Positions of 7.5 % or more are not allowed.", "pos", "floor", 0.075, True),
)


@pytest.mark.parametrize(("text", "subject", "kind", "value", "opposite"), _CLEAN)
def test_the_clean_twin_reads_no_such_bound(
    text: str, subject: str, kind: Kind, value: float, opposite: bool
) -> None:
    canonical = _SUBJECTS[subject][0]
    read = [
        (b.kind, b.low if b.kind == "floor" else b.high)
        for c in clauses({"policy": text})
        for b in c.bounds
        if b.subject == canonical
    ]
    assert not [r for r in read if r[0] == kind and r[1] is not None and abs(r[1] - value) < 1e-9]
    if opposite and kind in ("ceiling", "floor"):
        row = Row(text, subject, kind, value if kind == "floor" else None, value)
        assert _provenance(row, kind, value), (text, kind, value)
