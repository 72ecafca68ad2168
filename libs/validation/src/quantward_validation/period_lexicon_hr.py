"""Periods dated in Croatian, Serbian and Bosnian (Latin script) or Slovenian, read as the forms
the period grammar knows (`timespans`), for the leakage reader; and, with the same month
patterns, the dates of a trend claim (`dates_in_english`, for `trend_lexicon_hr`), so that the
two readers keep one reading of a South Slavic date.

These languages close an ordinal numeral with a dot, the year's too: "od 2. siječnja 2012. do
30. prosinca 2019.", "do 40. tjedna 2019.", "III. tromjesečje 2025.", "od 2018. do 2021.",
often with the year's noun after it ("2019. godine"; Slovenian "leta 2019"). Left as written,
the year's dot ends a sentence in the middle of a range and the fit states no period. The
readings:

- a day before a month's name, a month with its year (every case: `months_hr`) and a day-first
  date in figures ("31.12.2019.") are written in English, the year's own dot and noun dropped;
- a quarter ("tromjesečje", Serbian "tromesečje", "kvartal", Slovenian "četrtletje") or a half
  ("polugodište", Slovenian "polletje") by its ordinal in Roman numerals, figures or words in
  any case and gender ("IV. tromjesečja", "u trećem tromjesečju", "prvo polugodište") and a
  week by its number ("40. tjedna 2019."; Serbian "sedmica", "nedelja"; Slovenian "teden") in
  the ISO forms ("Q4 2020", "H1 2019", "2019-W40");
- a bare year's dot before a word in lower case or a punctuation mark is dropped ("od 2012. do
  2019." is "od 2012 do 2019"), and "između … i …" is "between … and …"; "od … do …" is left
  to `period_lexicon_nopl`, which reads the Polish and Czech range alike.

Croatian "listopad" (October) is November in Czech and Polish: it is read only in a text that is
South Slavic (`sentence_language.SOUTH_SLAVIC`). Pure: a sentence naming none of these is
unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.month_names import MONTH_NAMES
from quantward_validation.months_hr import AMBIGUOUS, MONTHS_HR, alternation
from quantward_validation.period_rewrites import rewriter
from quantward_validation.present_day_lexicon_hr import RECORD
from quantward_validation.sentence_language import SOUTH_SLAVIC

#: a year, its ordinal dot only where no sentence ends there (a word in lower case, a
#: punctuation mark or the text's end follows), and the year's noun after it
_YEAR: Final = (
    r"(?P<y>(?:19|20)\d{2})(?!\d)"
    r"(?:\.?\s+(?:godine|godini|godina|godinu|god\.)(?![\w])|\.(?=\s*[^\w\s]|\s+(?-i:[^\W\d_A-ZČĆŽŠĐ])|$))?"
)
#: the Slovenian "leta" (of the year) and the Croatian "godine" before a year
_YEAR_WORD: Final = r"(?:(?:leta|godine)\s+)?"
_DAY: Final = r"(?P<d>0?[1-9]|[12]\d|3[01])"

#: a quarter's or a half's ordinal: Roman (capitals only), figures, or the ordinal adjective's
#: stem in every case and gender ("prvi", "prvog", "prvoj"; "treći", "trećem"; Slovenian
#: "tretje", "četrto")
_ORDINALS: Final[dict[int, str]] = {
    1: r"(?-i:I)\.?|1\.|prv[aeiou]\w{0,3}",
    2: r"(?-i:II)\.?|2\.|drug[aeiou]\w{0,3}",
    3: r"(?-i:III)\.?|3\.|tre(?:ć|c)[aeiou]\w{0,3}|tretj[aeiou]\w{0,2}",
    4: r"(?-i:IV)\.?|4\.|(?:č|c)etvrt[aeiou]\w{0,3}|(?:č|c)etrt[aeiou]\w{0,2}",
}
_ORDINAL: Final = "|".join(rf"(?P<o{n}>{w})" for n, w in _ORDINALS.items())
#: the nouns of a quarter and of a half, in any case
_QUARTER_NOUN: Final = (
    r"(?:tromje(?:s|š)e(?:č|c)j\w*|trome(?:s|š)e(?:č|c)j\w*|kvartal\w*|(?:č|c)etrtletj\w*)"
)
_HALF_NOUN: Final = r"(?:polugodi(?:š|s)t\w*|polletj\w*)"
_PART: Final = re.compile(
    rf"(?<![\w-])(?:{_ORDINAL})\s*(?P<p>{_QUARTER_NOUN}|{_HALF_NOUN})\s+{_YEAR_WORD}{_YEAR}",
    re.IGNORECASE,
)
#: the week's noun: Croatian "tjedan", Serbian "sedmica" and "nedelja", Slovenian "teden"
_WEEK_NOUN: Final = r"(?:tjed(?:an|na|nu|nom)|sedmic\w*|nedelj\w*|ted(?:en|na|nu|nom))"
_WEEK: Final = re.compile(
    rf"(?<![\w-])(?P<w>0?[1-9]|[1-4]\d|5[0-3])\.\s*{_WEEK_NOUN}\s+{_YEAR_WORD}{_YEAR}",
    re.IGNORECASE,
)
_NUMERIC_DATE: Final = re.compile(
    rf"(?<![\w.]){_DAY}\.\s?(?P<m>0?[1-9]|1[0-2])\.\s?{_YEAR}",
)


def _named(months: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The day-and-month and the month-and-year patterns over `months`' forms."""
    day_month = re.compile(
        rf"(?<![\w.]){_DAY}\.\s*(?P<m>{months})\s+{_YEAR_WORD}{_YEAR}", re.IGNORECASE
    )
    month_year = re.compile(rf"(?<![\w-])(?P<m>{months})\s+{_YEAR_WORD}{_YEAR}", re.IGNORECASE)
    return day_month, month_year


_DAY_MONTH, _MONTH_YEAR = _named(alternation(MONTHS_HR))
_DAY_OCTOBER, _OCTOBER_YEAR = _named(alternation(AMBIGUOUS))
#: a bare year's dot where no sentence ends: "od 2012. do", "iz 2025., retroaktivno"
_YEAR_DOT: Final = re.compile(
    r"(?<![\w.])(?P<y>(?:19|20)\d{2})\.(?=\s*[,;:)\]–-]|\s+(?-i:[^\W\d_A-ZČĆŽŠĐ]))"
)
_DATED: Final = r"[^,;:()]{0,24}?(?<!\d)(?:19|20)\d{2}(?:-W\d{2})?(?!\d)"
_BETWEEN: Final = re.compile(
    rf"(?<![\w-])(?:između|izmedu|med)\s+(?P<a>{_DATED})\s+(?:i|in)\s+(?P<b>{_DATED})",
    re.IGNORECASE,
)


def _month(m: re.Match[str]) -> str:
    number = MONTHS_HR.get(m.group("m").lower()) or AMBIGUOUS[m.group("m").lower()]
    return MONTH_NAMES[number - 1]


def _day_month(m: re.Match[str]) -> str:
    return f"{int(m.group('d'))} {_month(m)} {m.group('y')}"


def _part(m: re.Match[str]) -> str:
    number = next(int(k[1:]) for k, v in m.groupdict().items() if k[0] == "o" and v)
    half = re.match(_HALF_NOUN, m.group("p"), re.IGNORECASE) is not None
    if half and number > 2:
        return m.group(0)
    return f"{'H' if half else 'Q'}{number} {m.group('y')}"


#: a year with the ordinal dot only these languages write before a word in lower case
_DOTTED_YEAR: Final = r"(?:19|20)\d{2}\.(?:\s*[,;:)\]–-]|\s+(?-i:[^\W\d_A-ZČĆŽŠĐ]))"


def _october(sentence: str) -> str:
    """Croatian October's forms as English, only in a South Slavic text or after a year with
    its ordinal dot ("listopada 2019., prije"), which Czech and Polish do not write."""
    if not SOUTH_SLAVIC.reads(sentence) and not re.search(
        rf"(?:{alternation(AMBIGUOUS)})\s+{_DOTTED_YEAR}", sentence, re.IGNORECASE
    ):
        return sentence
    sentence = _DAY_OCTOBER.sub(_day_month, sentence)
    return _OCTOBER_YEAR.sub(lambda m: f"{_month(m)} {m.group('y')}", sentence)


# --- a year named alone after its preposition -------------------------------------------------

#: a year after the preposition that places something in it, with its noun before it
#: (Slovenian "iz leta 2024", "v letu 2024", "za leto 2024") or after it (Croatian "iz 2024.",
#: "u 2024. godini", "tijekom 2024. godine"); "od" and "do" open or close a range
#: (`period_lexicon_nopl`) and stay as they are; so does a record dated by its year ("seznam
#: iz leta 2025", "tablice iz 2025."), which `present_day_inputs` reads as written
_IN_YEAR: Final = re.compile(
    r"(?<![\w-])(?P<p>iz|u|v|za|tijekom|tokom|tekom)\s+(?:(?:leta|letu|leto|godine|godini|godinu)\s+)?"
    r"(?P<y>(?:19|20)\d{2})(?![\d-]|[.,]\d)(?:\.?\s+(?:godine|godini|godinu|god\.)(?![\w]))?",
    re.IGNORECASE,
)


#: a dated record's noun right before the year's preposition
#: (or one word after it: "tablice umrljivosti iz leta 2025")
_RECORD_BEFORE: Final = re.compile(rf"\b(?:{RECORD})(?:\s+[^\W\d]+)?\s*$", re.IGNORECASE)


def _in_year(m: re.Match[str]) -> str:
    if _RECORD_BEFORE.search(m.string, 0, m.start()):
        return m.group(0)
    return f"in {m.group('y')}"


south_slavic_periods_in_english: Final = rewriter(
    (_WEEK, lambda m: f"{m.group('y')}-W{int(m.group('w')):02d}"),
    (_PART, _part),
    (_NUMERIC_DATE, lambda m: f"{int(m.group('d'))}.{int(m.group('m'))}.{m.group('y')}"),
    _october,
    (_DAY_MONTH, _day_month),
    (_MONTH_YEAR, lambda m: f"{_month(m)} {m.group('y')}"),
    (_YEAR_DOT, lambda m: m.group("y")),
    (_BETWEEN, lambda m: f"between {m.group('a')} and {m.group('b')}"),
    (_IN_YEAR, _in_year),
    doc="""The sentence with its Croatian, Serbian, Bosnian and Slovenian dates, months,
    quarters, halves and weeks in the forms the period grammar reads ("2 January 2012",
    "December 2019", "Q4 2020", "H1 2019", "2019-W40"), a year's ordinal dot dropped where no
    sentence ends at it, "između … i …" read as "between … and …", and a year after its
    preposition ("iz leta 2024", "u 2024. godini") as "in 2024". Why: the dot after every
    year would otherwise split a range into sentences that each state no period.""",
)


# --- the trend reader's dates (`trend_lexicon_hr`): the same months and gates, read in place ---

#: a year with the ordinal's dot wherever a claim writes it ("u 2025.", "do kraja 2024."), even
#: before a capital or at the claim's end, and the "godine" that may follow it ("od 2018.
#: godine"): a trend claim is one sentence, so the dot never ends one there
_CLAIM_YEAR_DOT: Final = re.compile(
    r"(?<!\d)((?:19|20)\d\d)(?:\.(?:\s+godin(?:e|i|u|a))?|\s+godin(?:e|i|u|a))(?=[\s.),;:|]|$)"
)


def dates_in_english(sentence: str) -> str:
    """A trend claim with a year's ordinal dot dropped ("u 2025." → "u 2025") and a day with its
    month in any case written in English ("30. lipnja 2021." → "30 June 2021", "30. junijem
    2021" → "30 June 2021"); Croatian October only in a South Slavic sentence. Why: the horizon
    reader knows English dates, and the year's dot would end a clause. The day-and-month
    patterns are the leakage reader's (`_named`), so the two readers cannot drift apart."""
    read = _DAY_MONTH.sub(_day_month, _CLAIM_YEAR_DOT.sub(r"\1", sentence))
    return _DAY_OCTOBER.sub(_day_month, read) if SOUTH_SLAVIC.reads(sentence) else read


__all__ = ["dates_in_english", "south_slavic_periods_in_english"]
