"""Periods dated in Hungarian, read as English forms: one module owns the Hungarian period
knowledge (the months, the ordinals of quarters and halves, the case suffixes and the English
preposition each says) for both readers that need it, the leakage reader (`timespans`' forms)
and the Hungarian trend reader (`trend_lexicon_hu`, the horizon reader's forms).

Hungarian writes a date largest unit first, each numeral closed by a dot ("2011.01.03.", "2025.
december 31.", "2024. IV. negyedév", "2011 1. hete"), and says where a range starts and ends by
a case suffix on its last word, not by a preposition: the ablative "-tól" / "-től" (or the
delative "-ról" / "-ről") is "from", the terminative "-ig" (or the sublative "-ra" / "-re") is
"to" ("2011. januártól 2018. decemberig", "2019-től 2023-ig"), the inessive "-ban" / "-ben" is
"in", the allative "-hoz" / "-hez" sets a period against another ("versus"). A month or a week
of a year takes the possessive first ("2011 januárjától", "2020 decemberéig", "2018 26.
hetéig"), and a number takes its suffix after a hyphen ("2019-től", "2017.12.29-ig", "december
31-ig"). Quarters and halves are named by a Roman or a spelt ordinal ("2024. I. negyedév",
"2024 második félévében"), and a range of them may say the noun once, at its end ("2011. I. –
2019. II. negyedév"). "YYYY és YYYY között" is "between". Pure: a sentence naming none of these
is unchanged.

The two readers want different English from the same words, so there are two functions over
the same tables: `hungarian_periods_in_english` (leakage: dates ISO, weeks, months, "from",
"to", "in" only) and `hungarian_trend_periods_in_english` (trends: every case's preposition,
a day "on" its date, a year's end or start).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.period_rewrites import rewriter

#: a year in figures
_YEAR: Final = r"(?P<y>(?:19|20)\d{2})"
#: a year, with the dot Hungarian closes an ordinal numeral with
_Y: Final = _YEAR + r"\.?"
#: the months' stems, January first (their English names are `MONTH_NAMES`)
_MONTHS: Final = (
    "január", "február", "március", "április", "május", "június", "július", "augusztus",
    "szeptember", "október", "november", "december",
)  # fmt: skip
_MONTH_ALT: Final = "|".join(_MONTHS)
#: a quarter's or a half's number: Roman, in figures, or spelt ("utolsó", the last, is the
#: fourth quarter)
_ORDINALS: Final[dict[str, int]] = {
    "i": 1, "ii": 2, "iii": 3, "iv": 4, "1": 1, "2": 2, "3": 3, "4": 4,
    "első": 1, "második": 2, "harmadik": 3, "negyedik": 4, "utolsó": 4,
}  # fmt: skip
_ROMAN: Final = r"IV|III|II|I"
_SPELLED: Final = ("első", "második", "harmadik", "negyedik")
#: a quarter or a half: "negyedév", "félév", "n. év"
_UNIT: Final = r"(?P<p>negyedév|félév|n\.\s?év)"


def _ordinal(*spelled: str) -> str:
    """A quarter's or a half's ordinal, Roman or in figures with its dot (group "o") or spelt
    (group "w")."""
    return rf"(?:(?P<o>{_ROMAN}|[1-4])\.|(?P<w>{'|'.join(spelled)}))"


def _part_label(m: re.Match[str]) -> tuple[int, bool, str]:
    """A quarter's or a half's number, whether it is a half, and its English form "Q3 2024"."""
    number = _ORDINALS[(m.group("o") or m.group("w")).lower()]
    half = m.group("p").lower() == "félév"
    return number, half, f"{'H' if half else 'Q'}{number} {m.group('y')}"


#: the case suffixes a period takes, each with the English preposition it says; a suffix is
#: read by its ending, so the possessive and linking vowels before it ("-ától", "-jétől") read
#: as the bare suffix does
_CASES: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "inessive": (("ban", "ben"), "in"),
    "ablative": (("tól", "től"), "from"),
    "delative": (("ról", "ről"), "from"),
    "terminative": (("ig",), "to"),
    "sublative": (("ra", "re"), "to"),
    "allative": (("hoz", "hez", "höz"), "versus"),
    "superessive": (("n",), "on"),
}
#: the cases the leakage reader's period grammar takes: a range's ends and a point
_RANGE_CASES: Final = ("ablative", "terminative", "inessive")
#: the cases the trend reader takes after a year or a quarter
_TREND_CASES: Final = ("inessive", "ablative", "delative", "terminative", "sublative", "allative")


def _preposition(case: str | None, cases: tuple[str, ...]) -> str:
    """The English preposition, and a space, that a case suffix says among `cases` ("" for
    none, or a suffix that says none of them). As written: a caller folds the case first
    where it reads a suffix in capitals."""
    for name in cases:
        suffixes, english = _CASES[name]
        if (case or "").endswith(suffixes):
            return english + " "
    return ""


def _way(case: str | None) -> str:
    """ "from " for the ablative, "to " for the terminative, "in " for the inessive."""
    return _preposition((case or "").lower(), _RANGE_CASES)


# --- the leakage reader's forms -------------------------------------------------------------

#: the case suffixes that open or close a range or place a point, after the possessive if any
_CASE: Final = r"(?P<c>tól|től|ig|ban|ben|ra|re|ában|ében|ától|étől|áig|éig|án|én|i)?"
#: the possessive of a month, "januárja", "decembere", with the vowel lengthened before a case
_POSS: Final = r"(?:j?[aáeé])?"
#: a date in figures: "2011.01.03.", "2017.12.29-ig", "2011. 01. 03."
_NUMERIC_DATE: Final = re.compile(
    rf"(?<![\d.]){_YEAR}\.\s?(?P<m>0?[1-9]|1[0-2])\.\s?(?P<d>0?[1-9]|[12]\d|3[01])"
    r"(?:\.|-(?P<c>tól|től|ig|án|én|i)\b)?(?!\d)"
)
#: a date with its month named: "2025. december 31.", "2017. december 29-ig", "2025. április
#: 30-án"
_NAMED_DATE: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<m>{_MONTH_ALT})\s+(?P<d>0?[1-9]|[12]\d|3[01])"
    r"(?:-(?P<c>[^\W\d_]+)|\.)?(?![\d\w])",
    re.IGNORECASE,
)
#: a month of a year in any case: "2011. januártól", "2020 decemberéig", "2011. január"
_MONTH: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<m>{_MONTH_ALT}){_POSS}{_CASE}(?![\w])",
    re.IGNORECASE,
)
#: a week of a year: "2011 1. hetétől", "2018 26. hetéig", "2024. 5. hét"
_WEEK: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+(?P<w>0?[1-9]|[1-4]\d|5[0-3])\.\s*h[eé]t(?:e|é)?{_CASE}(?![\w])",
    re.IGNORECASE,
)
#: a quarter or a half of a year: "2024. IV. negyedév", "2024 második félévében", "2025. I.
#: negyedévétől"
_PART: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+{_ordinal(*_SPELLED)}\s*{_UNIT}{_POSS}{_CASE}(?![\w])",
    re.IGNORECASE,
)
#: the first quarter or half of a range that names its noun once, at the range's end: "2011.
#: I. – 2019. II. negyedév"
_PART_SHARED: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+{_ordinal(*_SPELLED)}(?=\s*[–—-]\s*(?:19|20)\d{{2}}\.?\s+"
    rf"(?:{_ROMAN}|[1-4])\.\s*(?P<p>negyedév|félév))",
    re.IGNORECASE,
)
#: the case suffixes a year in figures takes after its hyphen, a closed class: the local cases
#: in both vowel harmonies, the dative, the causal, the essive, the superessive and the
#: accusative with their linking vowel ("2019-en", "2020-at"), and the instrumental and
#: translative with the consonant they assimilate to the numeral's last sound ("2019-cel",
#: "2020-szal", "2011-gyel", "2012-vé"). Any other word after a year's hyphen is no suffix: an
#: English range's end ("Jan 2007-Sep 2015", "2010-now") keeps its words
_YEAR_CASES: Final = (
    r"ban|ben|ba|be|ból|ből|tól|től|ról|ről|ra|re|ig|hoz|hez|höz|nál|nél|nak|nek|ért|ként|"
    r"[aeoö]?n|[aeoö]?t|(?:cs|gy|ly|ny|sz|ty|zs|[bcdfghjklmnprstvz])(?:al|el|á|é)"
)
#: a year with a case suffix after its hyphen: "2019-től", "2023-ig", "2024-ben" (not the
#: adjective "2025-ös", "2024-es", "2025-i" that dates a record's noun, `present_day_lexicon_hu`)
_YEAR_SUFFIX: Final = re.compile(
    rf"(?<![\w.-]){_YEAR}-(?!(?:[aeoö]s|i)\b)(?P<c>{_YEAR_CASES})\b",
)
#: the year's adjective "évi" (of the year) after its ordinal dot, "a 2023. évi tábla": the dot
#: is dropped, since it closes the numeral and would end a sentence for the readers after this
_YEAR_ADJECTIVE: Final = re.compile(rf"(?<![\w.-]){_YEAR}\.\s+(?=évi\b)", re.IGNORECASE)
#: "between": "2018 és 2021 között", "2018 és 2021 közötti"
_BETWEEN: Final = re.compile(
    r"(?<![\w-])(?P<a>(?:19|20)\d{2})\s+és\s+(?P<b>(?:19|20)\d{2})\s+között\w*",
    re.IGNORECASE,
)


def _month_name(m: re.Match[str]) -> str:
    return MONTH_NAMES[_MONTHS.index(m.group("m").lower())]


def _numeric_date(m: re.Match[str]) -> str:
    iso = f"{m.group('y')}-{int(m.group('m')):02d}-{int(m.group('d')):02d}"
    return f"{_way(m.group('c'))}{iso}"


def _named_date(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{int(m.group('d'))} {_month_name(m)} {m.group('y')}"


def _month(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{_month_name(m)} {m.group('y')}"


def _week(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{m.group('y')}-W{int(m.group('w')):02d}"


def _part(m: re.Match[str]) -> str:
    number, half, label = _part_label(m)
    if half and number > 2:
        return m.group(0)
    return f"{_way(m.groupdict().get('c'))}{label}"


def _year(m: re.Match[str]) -> str:
    return f"{_way(m.group('c'))}{m.group('y')}"


hungarian_periods_in_english: Final = rewriter(
    (_NUMERIC_DATE, _numeric_date),
    (_NAMED_DATE, _named_date),
    (_WEEK, _week),
    (_PART_SHARED, _part),
    (_PART, _part),
    (_MONTH, _month),
    (_BETWEEN, lambda m: f"between {m.group('a')} and {m.group('b')}"),
    (_YEAR_SUFFIX, _year),
    (_YEAR_ADJECTIVE, lambda m: f"{m.group('y')} "),
    doc="""The sentence with its Hungarian dates, months, weeks, quarters, halves and suffixed
    years in the forms the period grammar reads, each with the "from", "to" or "in" its case
    says ("2011. januártól 2018. decemberig" is "from January 2011 to December 2018",
    "2019-től 2023-ig" is "from 2019 to 2023").""",
)


# --- the trend reader's forms ---------------------------------------------------------------

#: the suffixes after a trend's year or quarter: the cases, the adjective's "-i", "-as/-es/-ös",
#: the possessive, the object and the dative (which say no preposition)
_TREND_CASE: Final = (
    "(?P<case>"
    + "|".join("|".join(_CASES[name][0]) for name in _TREND_CASES)
    + r"|i|as|es|ös|a|e|t|nak|nek)?"
)
#: a year's own suffix after a hyphen: "2024-ben", "2023-ról", "2024-re", "2024-ig"
_YEAR_CASED: Final = re.compile(
    rf"(?<![\w.-]){_YEAR}-(?P<case>ban|ben|tól|től|ról|ről|ig|ra|re|hoz|hez|höz|as|es|ös)"
    r"(?![\w-])",
    re.IGNORECASE,
)
#: a quarter or a half: "2024. IV. negyedév(ben)", "2024 negyedik negyedévében", "2024 második
#: félévében", "2024. I. félév"; the possessive "-e/-é-" the year's own quarter takes
_TREND_PART: Final = re.compile(
    rf"(?<![\w-]){_Y}\s+{_ordinal(*_SPELLED, 'utolsó')}\s*{_UNIT}"
    rf"(?:é|e|ei|éi|ek)?(?:(?P<end>végé|vége)(?:n|ig|től|ig)?)?{_TREND_CASE}(?![\w-])",
    re.IGNORECASE,
)
#: two quarters whose first leaves its noun to the second: "a 2022. III. és a 2024. II.
#: negyedév között"
_PART_PAIR: Final = re.compile(
    rf"(?<![\w-])(?:az?\s+)?{_Y}\s+(?P<r1>{_ROMAN})\.\s+(?:negyedév\s+)?és\s+(?:az?\s+)?"
    rf"(?P<y2>(?:19|20)\d{{2}})\.?\s+(?P<r2>{_ROMAN})\.\s+negyedév(?:ek)?\s+között",
    re.IGNORECASE,
)
#: a dated day: "2022. június 30.", "2024. december 31-én", "2023. szeptember 30-ig"
_DAY: Final = re.compile(
    rf"(?<![\w-]){_YEAR}\.\s+(?P<m>{_MONTH_ALT})\s+(?P<d>[0-3]?\d)"
    r"(?:\.|-(?:[áéa]?j?)?(?P<case>n|ig|tól|től|ától|étől|jától|jétől|i)(?![\w-]))",
    re.IGNORECASE,
)
#: a year's end or start by its possessive: "2022 végén", "2022 végétől", "2024 végéig",
#: "2021 eleje óta"
_YEAR_EDGE: Final = re.compile(
    rf"(?<![\w.-]){_Y}\s+(?P<edge>vég|elej)(?:é|e)(?P<case>n|től|ig|ről|re)?(?![\w-])",
    re.IGNORECASE,
)
#: a year's end is "at" it, not "on" it, and "by" the end of it in the sublative ("2024
#: végére")
_EDGE_CASES: Final = {"n": "at ", "re": "by "}


def _trend_part(m: re.Match[str]) -> str:
    label = _part_label(m)[2]
    if m.group("end"):
        label = f"the end of {label}"
    return _preposition(m.group("case"), _TREND_CASES) + label


def _day(m: re.Match[str]) -> str:
    before = _preposition((m.group("case") or "").lower(), ("superessive", *_RANGE_CASES))
    return f"{before}{int(m.group('d'))} {_month_name(m)} {m.group('y')}"


def _edge(m: re.Match[str]) -> str:
    edge = "the end of" if m.group("edge").lower() == "vég" else "the start of"
    case = (m.group("case") or "").lower()
    before = _EDGE_CASES.get(case) or _preposition(case, _TREND_CASES)
    return f"{before}{edge} {m.group('y')}"


def _part_pair(m: re.Match[str]) -> str:
    first, second = _ORDINALS[m.group("r1").lower()], _ORDINALS[m.group("r2").lower()]
    return f"between Q{first} {m.group('y')} and Q{second} {m.group('y2')}"


hungarian_trend_periods_in_english: Final = rewriter(
    (_PART_PAIR, _part_pair),
    (_TREND_PART, _trend_part),
    (_DAY, _day),
    (_YEAR_EDGE, _edge),
    (_YEAR_CASED, lambda m: _preposition(m.group("case"), _TREND_CASES) + m.group("y")),
    doc="""The years, quarters, halves and days a Hungarian sentence names, each with the
    English preposition its case suffix says ("2024. IV. negyedévben" is "in Q4 2024", "2022
    végétől" "from the end of 2022", "2024-ben" "in 2024"). Why: the horizon reader reads
    English periods and prepositions, and Hungarian puts both into one suffixed word.""",
)


__all__ = ["hungarian_periods_in_english", "hungarian_trend_periods_in_english"]
