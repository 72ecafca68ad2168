"""Quantities as people write them, and whether a text states a given constraint value.

A limit of 0.10 is written "10 %", "10%", "10pc", "ten percent", "10 per cent", "0.10" or
"0.1"; a cost of 10 bps "10bp", "10 basis points" or "0.10%"; a leverage of 1.5 "1.5x",
"1.5 times" or "150%"; European forms too: a decimal comma ("7,5 %"), per mille ("75 ‰")
and a share said as "4 in 100"; thousands grouped with commas, apostrophes, (no-break) spaces or
full stops ("1,000.5", "1'000.5", "1 000,5", "1.000,5"); the per-cent and basis-point words of
German, French, Spanish, Italian and Dutch ("v.H.", "Prozent", "pour cent", "puntos básicos"),
per myriad ("‱") and their number words ("fünfundzwanzig Prozent", "treinta y cinco por
ciento"). `quantities` finds every number of a text with its written form and character span;
`in_unit` reads one in a constraint's unit; `stating` finds where a text states a value. This
is the one table of those forms: provenance checks, mandate bounds and the Guardian all read
numbers through it, so they never disagree about what "fifteen per cent" is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final, Literal

from quantward_validation import numbers_cs_ro, numbers_hr, numbers_hu, numbers_lt
from quantward_validation.code_ranges import DOTS_JOIN
from quantward_validation.coin_shares import coin_shares
from quantward_validation.colloquial_numbers import (
    compound_ones,
    particle_ones,
    singular_multiples,
)
from quantward_validation.continental_periods import PERIOD_AFTER
from quantward_validation.date_days import day_of_date
from quantward_validation.decimal_shares import decimal_shares
from quantward_validation.limit_lexicon_maturity import PERIOD_DAYS
from quantward_validation.limit_lexicon_merger_arb import COUNTED_AFTER
from quantward_validation.money_scales import (
    MAGNITUDE_AFTER,
    MAGNITUDES,
    factor,
    per_basis_point,
)
from quantward_validation.sentence_language import SOUTH_SLAVIC
from quantward_validation.spelled_numbers import (
    ACCENTED_UNITS,
    GERMAN_ONES,
    ITALIAN_ONES,
    spelled_runs,
)
from quantward_validation.spending_months import months_of_outflow
from quantward_validation.spoken_numbers import corrected_unit_at, corrects_previous, spoken_numbers
from quantward_validation.transcripts import marks as transcript_marks
from quantward_validation.volume_days import yardstick_end

#: "money" is an amount of a currency ("USD 1bn", "€250m"): a size, never a weight or a bound on one
Form = Literal["percent", "bps", "multiple", "plain", "money"]

_UNITS_WORDS: Final = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                       "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                       "sixteen", "seventeen", "eighteen", "nineteen")  # fmt: skip
_TENS_WORDS: Final = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
#: number words by value, "zero" to "nineteen" (index 2 is "two")
SMALL_NUMBER_WORDS: Final = _UNITS_WORDS
#: every number word and its value: the small ones, the tens and "hundred"; compounds such as
#: "twenty-four" are read from their parts
WORD_VALUES: Final[dict[str, int]] = {
    **{w: i for i, w in enumerate(_UNITS_WORDS)},
    **{w: 20 + 10 * i for i, w in enumerate(_TENS_WORDS)},
    "hundred": 100,
}
_BELOW_HUNDRED: Final = (
    rf"(?:(?:{'|'.join(_TENS_WORDS)})(?:[- ](?:{'|'.join(_UNITS_WORDS[1:10])}))?"
    rf"|{'|'.join(sorted(_UNITS_WORDS, key=len, reverse=True))})"
)
#: a number in words below a thousand: "seven", "twenty-five", "three hundred", "one hundred and
#: twenty", each with an optional "and a half"
_WORD: Final = (
    rf"(?:(?:a|{'|'.join(_UNITS_WORDS[1:10])})\s+hundred(?:\s+and\s+{_BELOW_HUNDRED}(?!\s+a\b))?"
    rf"|{_BELOW_HUNDRED})"
    r"(?:\s+and\s+(?:(?:a|one)[\s-]+(?:half|quarter|third)|three[\s-]+quarters|two[\s-]+thirds))?"
)
#: ordinal denominators of fractions said in words ("a quarter", "three tenths")
_DENOMINATORS: Final[dict[str, int]] = {
    "half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5,
    "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10,
    "twentieth": 20, "twentieths": 20,
}  # fmt: skip
#: a fraction of something: "a quarter of NAV", "three tenths of the fund", "1/8 of assets"; a
#: word fraction needs its "of" ("once a quarter" is no quantity), a slash fraction is no date
_FRACTION: Final = re.compile(
    rf"(?<![\w/.])(?:(?P<num>\d+)/(?P<den>\d+)(?![/\d])"
    rf"|(?P<wnum>a|an|one|{'|'.join(_UNITS_WORDS[2:10])})[\s-]+"
    rf"(?P<wden>{'|'.join(sorted(_DENOMINATORS, key=len, reverse=True))})(?=\s+of\b)"
    # or ending its phrase, where no noun follows it ("no less than a tenth.", "would a fifth
    # be too much?", "a quarter at most"), and no word of time or order comes before it
    # ("once a quarter.", "in the first half", "every third")
    rf"|(?<!\bonce\s)(?<!\btwice\s)(?<!\bper\s)(?<!\beach\s)(?<!\bevery\s)(?<!\bin\s)"
    rf"(?<!\bwithin\s)(?<!\bover\s)(?<!\bfor\s)(?<!\bthe\s)(?<!\bthis\s)(?<!\bnext\s)"
    rf"(?<!\blast\s)(?<!\bthat\s)(?<!\band\s)"
    rf"(?P<lnum>a|an|one|{'|'.join(_UNITS_WORDS[2:10])})[\s-]+"
    # ("three quarters." may be a span of time: plural quarters need their "of")
    rf"(?P<lden>{'|'.join(sorted(set(_DENOMINATORS) - {'quarters'}, key=len, reverse=True))})"
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:be|is|would|should|at\s+(?:most|least)|max(?:imum)?|"
    r"min(?:imum)?|tops|or\s+(?:less|more|so|lower|higher|fewer)|too|and\s+no)\b)"
    # "half of NAV", without its article
    r"|(?P<half>half)(?=\s+of\b))",
    re.IGNORECASE,
)
#: ... or with no "of" when a comparison bounds it: "never less than a tenth", "more than half",
#: "up to two fifths", "a fifth at most" ("once a quarter" and "next quarter" stay no quantity)
_FRACTION_BOUNDED: Final = re.compile(
    r"(?:\b(?:than|most|least|to|over|above|below|under|beyond|past|exceed(?:s|ed|ing)?|"
    r"max(?:imum)?|min(?:imum)?|about|around|roughly|nearly|almost|approximately|within|"
    r"surpass(?:es|ed|ing)?|top(?:s|ping)?|at(?!\s+(?:a|an|one)\s+\w+\s+(?:past|to)\b))\s+)"
    rf"(?P<frac>(?:(?P<wnum>a|an|one|{'|'.join(_UNITS_WORDS[2:10])})[\s-]+"
    rf"(?P<wden>{'|'.join(sorted(_DENOMINATORS, key=len, reverse=True))})|(?P<half>half))\b)"
    # ... not a time ("more than a quarter ago", "half a year") nor part of a per cent ("half a
    # per cent" is 0.5 %)
    r"(?!\s+of\b)(?![\s-]+(?:(?:a|an|one)\s+)?(?:(?:year|month|week|day|hour|century|decade|"
    r"point|percentage|basis)s?|ago|per\s*cent|percent|pc|%)(?!\w))"
    # (not the fraction of a mixed number: "seven and a half, tops" is 7.5)
    r"|(?<![\w-])(?<!\band\s)(?P<frac2>(?:(?P<wnum2>a|an|one|"
    rf"{'|'.join(_UNITS_WORDS[2:10])})[\s-]+"
    rf"(?P<wden2>{'|'.join(sorted(_DENOMINATORS, key=len, reverse=True))})|(?P<half2>half)))"
    r"(?=\s*,?\s*(?:or\s+(?:less|more|lower|higher|under|over|below|above)|at\s+(?:the\s+)?"
    r"(?:most|least|max(?:imum)?|min(?:imum)?)|tops|max(?:imum)?|min(?:imum)?)\b|"
    # "a quarter is the limit", "a tenth in one company is the most we'd accept"
    r"[^.;:,\d]{0,50}?\b(?:is|would\s+be|'s|’s)\s+(?:the|our|my|her|his|their)\s+"
    r"(?:absolute\s+)?(?:most|limit|max(?:imum)?|ceiling|cap|least|min(?:imum)?|floor)\b)"
    # ... or what a sentence says the most or the least is: "the most we'd hold is a tenth."
    r"|(?:(?<=\bis\s)|(?<=\bbe\s))(?P<frac3>(?:(?P<wnum3>a|an|one|"
    rf"{'|'.join(_UNITS_WORDS[2:10])})[\s-]+"
    rf"(?P<wden3>{'|'.join(sorted(_DENOMINATORS, key=len, reverse=True))})|(?P<half3>half)))"
    r"(?=\s*(?:[.;!)]|$))",
    re.IGNORECASE,
)
_OF_A_PERCENT: Final = re.compile(
    r"\s+of\s+(?:a|one|1)\s*(?:per\s*cent\b|percent\b|%|percentage\s+points?\b)", re.IGNORECASE
)
#: the vulgar fractions of Unicode, alone ("¼ of NAV") or after a whole number ("12½ %")
_VULGAR: Final[dict[str, float]] = {
    "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6,
    "⅘": 0.8, "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
}  # fmt: skip
#: the units a number may carry, shared by every form below
#: the words of a per cent in the languages of guidelines ("7,5 v.H.", "zwei Prozent", "cinq
#: pour cent", "diez por ciento", "dieci per cento", "drie procent", full-width "％")
_PERCENT_WORDS: Final = (
    # ... and the Latin of legal drafting ("5 per centum", "ten percentum")
    r"%|％|percent\b|per\s*cent\b|per\s*centum\b|percentum\b|pct\b(?!\.?-?\s?point)\.?|pc\b|"
    r"p\.\s?c\.|v\.\s?h\.|vom\s+hundert\b|"
    r"prozent\b|pour\s*cent\b|por\s*ciento\b|por\s*cento\b|per\s*cento\b|procent\b|"
    # ... and the Norwegian and Polish words and abbreviations ("40 prosent", "40 pst.",
    # "40 proc.")
    r"prosent\b|pst\b\.?|proc\b\.?|"
    # ... the Polish word in its other cases ("czterech procent", "procentów")
    r"procent(?:ów|ow|a|y|ach)\b|"
    # ... and the Finnish per cent in every case, a consonant gradation in its stem ("40
    # prosenttia", "prosentin", "prosentiksi", "prosentteina"), and its percentage point
    # ("prosenttiyksikköä", "prosenttiyksikön"), which is read as a per cent as the others are
    r"prosentt?[ie]\w*|"
    # ... and the Czech and Romanian words in their cases ("40 procent", "40 de procente",
    # "20 la sută", `numbers_cs_ro`)
    rf"{numbers_cs_ro.PERCENT_WORDS}|"
    # ... and the Hungarian in its cases ("30 százalékra", "harminc százalék", `numbers_hu`)
    rf"{numbers_hu.PERCENT_WORDS}|"
    # ... and the South Slavic in their cases ("35 posto", "5 postotaka", "5 odstotkov",
    # `numbers_hr`)
    rf"{numbers_hr.PERCENT_WORDS}|"
    # ... and the Lithuanian in its cases ("75 procentai", "60 procentų", `numbers_lt`)
    rf"{numbers_lt.PERCENT_WORDS}"
)
#: the words of a basis point in those languages ("bips", "Basispunkte", "points de base",
#: "puntos básicos", "punti base", "basispunten", and the French and Spanish "pb")
_BPS_WORDS: Final = (
    r"bps\b|bp\b|pbs?\b|bips?\b|basis[- ](?:points?|pts?)\b|basispunkte?n?\b|basispunt(?:en)?\b|"
    r"points?\s+de\s+base\b|puntos?\s+b(?:á|a)sicos?\b|punti\s+base\b|"
    r"pontos?[\s-]+base\b|punti[\s-]+base\b|baspunkte[rn]?\b|"
    # ... and the Italian and Portuguese abbreviation of punti base / pontos-base, unspaced
    # ("185 p.b."): the spaced "p. b." is the Czech and Slovak percentage point
    # (`numbers_cs_ro.POINT_WORDS`); a sentence's full stop may be its last dot ("… y 150
    # p.b.": the sentence read is "… y 150 p.b")
    r"p\.b(?:\.(?!\w)|$)|"
    # ... and the Spanish "puntos base", the Danish "basispoint" and the Norwegian
    # "basispunkter" with their inflections, and the Polish "punktów bazowych" in every case
    r"puntos?\s+base\b|basispoint(?:s|et|ene|er|erne)?\b|basispunkt(?:et|er|ene)?\b|"
    r"punkt(?:u|y|ów|ach|ami)?\s+bazow(?:y|e|ego|ych|ymi)\b|"
    # ... and the Finnish basis point, and the interest-rate point of a rate move, in every
    # case ("200 peruspistettä", "peruspisteen", "peruspisteellä", "25 korkopisteen")
    r"(?:perus|korko)pistee?\w*|"
    # ... and the Czech and Romanian ("100 bazických bodů", "25 de puncte de bază")
    rf"{numbers_cs_ro.BPS_WORDS}|"
    # ... and the Hungarian ("150 bázispont", "bázisponttal")
    rf"{numbers_hu.BPS_WORDS}|"
    # ... and the South Slavic ("160 baznih bodova", "150 bazičnih točk", `numbers_hr`)
    rf"{numbers_hr.BPS_WORDS}|"
    # ... and the Slovenian "baznih točk", "bt" (`numbers_hr.BPS_WORDS_SL`)
    rf"{numbers_hr.BPS_WORDS_SL}|"
    # ... and the Lithuanian ("200 bazinių punktų", "200 b. p.", `numbers_lt`)
    rf"{numbers_lt.BPS_WORDS}"
)
#: the words of a percentage point in the continental languages, after a figure or a spelled
#: number ("1 Prozentpunkt", "drei Prozentpunkte", "dva procentní body", "tri odstotne točke")
_POINT_WORDS: Final = (
    # "1 procentpunt", "1 Prozentpunkt", "1 point de pourcentage", "1 punto porcentual", "1
    # punto percentuale", "1 ponto percentual", "1 procentenhet"
    r"procentpunt(?:en)?\b|prozentpunkte?n?\b|points?\s+de\s+pourcentage\b|"
    r"puntos?\s+porcentual(?:es)?\b|punt[oi]\s+percentual[ei]\b|pontos?\s+percentua(?:l|is)\b|"
    r"procentenhet(?:er(?:na)?)?\b|"
    # ... and in Danish, Norwegian and Polish: "pct.-point", "procentpoint", "prosentpoeng",
    # "pkt. proc.", "punktu procentowego"
    r"pct\.?-?\s?point(?:s|et|ene|er)?\b|procentpoint(?:s|et|ene|er)?\b|"
    r"prosentpoeng(?:et|ene)?\b|pkt\.?\s+proc\b\.?|"
    r"punkt(?:u|y|ów|ach|ami)?\s+procentow(?:y|e|ego|ych|ymi)\b|"
    # ... and the abbreviation of percentage points in Portuguese and Italian: "0,80 p.p."
    r"p\.\s?p\.(?!\w)|"
    # ... and the Czech and Romanian ("2 procentní body", "0,5 puncte procentuale")
    rf"{numbers_cs_ro.POINT_WORDS}|"
    # ... and the Hungarian ("2 százalékponttal")
    rf"{numbers_hu.POINT_WORDS}|"
    # ... and the South Slavic ("2 postotna boda", "0,5 postotnih bodova", `numbers_hr`)
    rf"{numbers_hr.POINT_WORDS}|"
    # ... and the Lithuanian ("2,00 procentinio punkto", `numbers_lt`)
    rf"{numbers_lt.POINT_WORDS}"
)
_BPS_UNIT: Final = re.compile(rf"^\s*(?:{_BPS_WORDS})", re.IGNORECASE)
_UNIT: Final = (
    rf"(?P<unit>\s*(?:{_BPS_WORDS}|{_PERCENT_WORDS}|percentage\s+points?\b|pp\b|"
    rf"{_POINT_WORDS}|"
    # ... and a Czech multiple, glued or apart ("1,1násobek", "1,5-násobku", "1,5krát")
    rf"{numbers_cs_ro.MULTIPLE_WORDS}|"
    # ... and a South Slavic one ("2 puta", `numbers_hr`)
    rf"{numbers_hr.MULTIPLE_WORDS}|"
    # ... and a Slovenian one ("1,05-kratnik", `numbers_hr.MULTIPLE_WORDS_SL`)
    rf"{numbers_hr.MULTIPLE_WORDS_SL}|"
    r"(?:points?|pts?)\b(?!\s+(?:of\s+)?(?:view|time|contact|sale|failure|entry|reference))|"
    r"x(?![\w])|×|times\b|-?fold\b|"
    # ... and a multiple in the continental languages: "1,5 fois", "1,5 volte", "1,5 veces",
    # "1,5 keer", "das 1,5-Fache"
    r"fois\b|volte\b|veces\b|keer\b|-?fache[ns]?\b|"
    # ... and in Swedish and Finnish: "1,5 gånger", "1,5 kertaa", "1,5-kertainen" in every case
    r"gånger\b|kertaa\b|-?kertai\w*|"
    # per myriad, a hundredth of a per cent: "750 ‱"
    r"‱|per[\s-]*myriad\b|"
    # per mille, a tenth of a per cent: "75 ‰", "75 per mille", "75 Promille"
    r"‰|per[\s-]*mill?e\b|per[\s-]*mil\b|promille\b|"
    # leverage in "turns" (of equity or NAV): "1.5 turns" is 1.5x
    r"turns?\b(?!\s+(?:of\s+)?(?:the\s+)?(?:year|month|century|decade|tide|events?)\b)))?"
)
#: a whole number with a fraction: "12½ %", "¼ of NAV", "7 1/2 %"
_MIXED: Final = re.compile(
    rf"(?<![\w.,/])(?P<whole>\d+)?(?:\s*(?P<vulgar>[{''.join(_VULGAR)}])"
    rf"|\s+(?P<num>[1-9])/(?P<den>[2-9]|1[0-6])(?![/\d]))" + _UNIT,
    re.IGNORECASE,
)
_MIXED_MARK: Final = re.compile(f"[/{''.join(_VULGAR)}]")
#: a number in words with its digits in parentheses, the unit after both: "fifteen (15) per
#: cent." is one quantity
_WORD_DIGITS: Final = re.compile(
    rf"(?<![\w.])(?P<word>{_WORD})\s*\(\s*(?P<digits>\d+(?:\.\d+)?)\s*\)" + _UNIT,
    re.IGNORECASE,
)
#: ... or its digits in parentheses after its unit: "ten per cent (10 %)", "ten per cent. (10%)"
#: (the full stop of the legal "per cent." is no end of the sentence); fund documents double
#: basis points and multiples the same way: "two hundred basis points (200 bps)", "one and a
#: half times (1.5x)"
_DOUBLED_UNIT: Final = rf"(?:{_PERCENT_WORDS}|{_BPS_WORDS}|times\b)"
#: a figure's digits in brackets, with or without their unit: "(10 %)", "(200 bps)", "(1.5x)"
_BRACKETED_DIGITS: Final = (
    rf"\(\s*(?P<digits>\d+(?:[.,]\d+)?)\s*(?P<gloss_unit>{_DOUBLED_UNIT}|x\b|×)?\s*\)"
)
_WORD_UNIT_DIGITS: Final = re.compile(
    rf"(?<![\w.])(?P<word>{_WORD})\s*(?P<unit>{_DOUBLED_UNIT})\.?\s*{_BRACKETED_DIGITS}",
    re.IGNORECASE,
)
#: the number words of guidelines in German, French, Spanish, Italian and Dutch, read before a
#: per-cent word of theirs ("zwei Prozent", "cinq pour cent", "diez por ciento", "dieci per
#: cento", "drie procent"); one table per language (the German and Italian ones are
#: `spelled_numbers`')
_FOREIGN_ONES: Final[dict[str, tuple[str, ...]]] = {
    "de": GERMAN_ONES,
    "fr": ("un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
           "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"),
    "es": ("uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
           "once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho",
           "diecinueve"),
    "it": ITALIAN_ONES,
    "nl": ("één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf",
           "twaalf", "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien",
           "negentien"),
}  # fmt: skip
_FOREIGN_TENS: Final[dict[str, int]] = {
    "ein": 1, "zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "hundert": 100,
    "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "cent": 100,
    "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "cien": 100,
    "venti": 20, "trenta": 30, "quaranta": 40, "cinquanta": 50, "cento": 100,
    # the accented units of fused compounds ("ventitré", "veintidós", `spelled_numbers`)
    **ACCENTED_UNITS,
    "een": 1, "twintig": 20, "dertig": 30, "veertig": 40, "vijftig": 50, "honderd": 100,
}  # fmt: skip
FOREIGN_NUMBER_WORDS: Final[dict[str, int]] = {
    **{word: i for ones in _FOREIGN_ONES.values() for i, word in enumerate(ones, 1)},
    **_FOREIGN_TENS,
}
_FOREIGN_WORD: Final = re.compile(
    # one word or a compound of two ("vingt-cinq", "treinta y cinco", "vingt et un")
    r"(?<![\w-])(?P<word>[^\W\d_]+(?:-[^\W\d_]+|\s+(?:y|et)\s+[^\W\d_]+)?)"
    # ... with its decimals said after the word for a decimal comma: "zwei Komma fünf Prozent"
    r"(?:\s+(?:komma|virgule|coma|virgola)\s+(?P<decimals>[^\W\d_]+))?"
    r"\s+(?P<unit>prozent|pour\s*cent|por\s*ciento|per\s*cento|procent)\b",
    re.IGNORECASE,
)
#: how each language joins a unit to its tens: German and Dutch put the unit first
#: ("fünfundzwanzig", "vijfentwintig"), French and Spanish after a dash or "et"/"y" ("vingt-cinq",
#: "treinta y cinco"), Spanish and Italian fuse them ("veinticinco", "venticinque", "ventotto")
_UNIT_FIRST: Final = re.compile(r"^(?P<unit>[^\W\d_]+?)(?:und|ën|en)(?P<tens>[^\W\d_]+)$")
_TENS_FIRST: Final = re.compile(
    r"^(?P<tens>[^\W\d_]+?)(?:-|\s+(?:y|et)\s+|-et-)(?P<unit>[^\W\d_]+)$"
)


def foreign_number(word: str) -> int | None:
    """The value of a number word of German, French, Spanish, Italian or Dutch below a hundred,
    compounds included, else None."""
    lowered = re.sub(r"\s+", " ", word.lower())
    if lowered in FOREIGN_NUMBER_WORDS:
        return FOREIGN_NUMBER_WORDS[lowered]
    for pattern in (_UNIT_FIRST, _TENS_FIRST):
        m = pattern.match(lowered)
        if m is not None:
            tens, unit = (
                _FOREIGN_TENS.get(m.group("tens")),
                FOREIGN_NUMBER_WORDS.get(m.group("unit")),
            )
            if tens is not None and 20 <= tens < 100 and unit is not None and 0 < unit < 10:
                return tens + unit
    # fused: "veinticinco" (veinte), "venticinque", "ventotto" (venti, its vowel elided)
    for tens_word, tens in _FOREIGN_TENS.items():
        if not 20 <= tens < 100:
            continue
        for stem in (tens_word, tens_word[:-1], tens_word[:-1] + "i"):
            rest = lowered.removeprefix(stem)
            if rest != lowered and 0 < FOREIGN_NUMBER_WORDS.get(rest, 0) < 10:
                return tens + FOREIGN_NUMBER_WORDS[rest]
    return None


#: a share said as so many in so many: "4 in 100", "one in twenty", "3 out of every 40"
#: (a count of years, days or trials after it is a frequency, "1 in 10 years", not a weight)
_IN_EVERY: Final = re.compile(
    rf"(?<![\w.,])(?P<num>\d+(?:[.,]\d+)?|{_BELOW_HUNDRED})\s+(?:in|out\s+of)\s+(?:every\s+|each\s+)?"
    rf"(?P<den>\d+|{_BELOW_HUNDRED}|a\s+hundred|one\s+hundred|a\s+thousand|one\s+thousand)"
    r"(?![\w.,]\d|\s*(?:%|‰|x\b|bps?\b|years?\b|months?\b|weeks?\b|days?\b|hours?\b|"
    r"minutes?\b|trials?\b|draws?\b|scenarios?\b|simulations?\b|runs?\b|cases?\b))(?!\w)"
    # the money counted is part of the share: "one in five dollars or less"
    r"(?:\s+(?:dollars?|euros?|pounds?|francs?|yen|units?)\b)?",
    re.IGNORECASE,
)
#: ... or with the money counted after the share: "one dollar in five", "a pound in every ten",
#: "one euro out of every twenty we hold"
_MONEY_IN_EVERY: Final = re.compile(
    rf"(?<![\w.,])(?P<num>\d+|{_BELOW_HUNDRED}|a|an)\s+"
    r"(?:dollars?|euros?|pounds?|francs?|bucks?|quid|cents?|pennies|penny)\s+"
    rf"(?:in|out\s+of)\s+(?:every\s+|each\s+)?(?P<den>\d+|{_BELOW_HUNDRED}|a\s+hundred|"
    r"one\s+hundred)(?![\w.,]\d|\s*(?:%|‰|x\b|bps?\b))(?!\w)",
    re.IGNORECASE,
)
_IN_EVERY_MARK: Final = re.compile(r"\s(?:in|out\s+of)\s", re.IGNORECASE)


def _in_every_value(written: str) -> float:
    lowered = written.lower()
    if lowered.endswith("thousand"):
        return 1000.0
    if lowered.endswith("hundred"):
        return 100.0
    if lowered[0].isdigit():
        return float(lowered.replace(",", "."))
    return _word_value(lowered)


#: "twice NAV", "double the gross": a multiple said as a word
_TWICE: Final = re.compile(r"\b(?:twice|double)\b(?=\s+(?:the\s+)?\w)", re.IGNORECASE)
#: a multiple written as a ratio to one: "2:1 leverage", "1.5 : 1"
#: also "3-to-1" and "3 to 1" above one (an ascending "0.5 to 1" is a range), and the one with
#: the decimals a credit agreement gives it: "1.50 to 1.00", "2.0:1.0" (`_ONE_WITH_DECIMALS`)
_TO_ONE: Final = re.compile(
    r"(?<![\d:.])(\d+(?:\.\d+)?)(?:\s*:\s*|-to-|\s+to\s+"
    r"(?=1(?:\.0+)?\b(?!\s*(?:%|per|pc|x|times))))"
    # (a one that opens a longer number is none: "from 900 to 1,125 bps", "2 to 1,5 %")
    r"1(?P<decimals>\.0+)?(?![\d:]|\.\d|,\d)"
)
#: a change's old value before its new one ("cut from 1.5 to 1.0"): no ratio when the one is
#: written with decimals, which a ratio and a level both may be
_FROM_BEFORE: Final = re.compile(r"\bfrom\s+$", re.IGNORECASE)
#: an amount of money: a currency before the number, or a magnitude word after it
_CURRENCY_BEFORE: Final = re.compile(
    r"(?:\b(?:usd|eur|gbp|jpy|chf|cad|aud|hkd|sgd)|[$€£¥])\s*$", re.I
)
_GROUPED: Final = (
    r"\d{1,3}(?:['’\u00a0\u202f]\d{3})+(?:[.,]\d+)?(?![\d'’])"
    r"|\d{1,3}(?:\.\d{3})+,\d+(?![\d,])|\d{1,3}(?:\.\d{3}){2,}(?![\d.])"
    r"|\d{1,3}(?: \d{3})+(?:[.,]\d+)?"
    r"(?=\s*(?:%|％|‰|‱|bps?\b|basis\b|per\s*cent(?:um)?\b|percent(?:um)?\b))"
)
#: a character of a CJK word: kana, ideographs, Hangul
_CJK: Final = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
_GROUP_MARKS: Final = re.compile(r"['’\u00a0\u202f ]")
_QUANTITY: Final = re.compile(
    # a dash right after a number or a unit joins a range ("2.5%–6.25%"), it is no minus sign
    # digits may group thousands with commas ("1,250 bps")
    # a number in a chain of slashes ("the 5/10/40 rule", a date) is none of its own
    # a comma before other than three digits is a decimal comma ("7,5 %", "1,60x"), unless it
    # separates the items of a list ("1,2,3", "[5,10]")
    # thousands grouped with an apostrophe or a (no-break) space ("1'000.5", "1 000,5 %") or
    # with full stops before a decimal comma ("1.000,5 %")
    # a plus sign is a sign too ("at least +10 %")
    # (… and after a multiplication sign written for "x": "1×–2×")
    # (… and after the dots of a range literal in code, "0.9x..1.8x": `code_ranges`)
    # (… and right after a CJK word when a unit follows: Japanese and Chinese write a rate
    # against its noun, "年率4.0%", "上限12.5％"; a bare number there is an ordinal or a date's
    # part, "第4条", "2024年3月")
    rf"(?:(?<![\w.%‰)/×])|(?<=\.\.)(?=[-−–+]?\d)|(?<={_CJK})(?=\d[\d.,]*\s*(?:%|％|bps?\b)))"
    rf"(?P<sign>[-−–+])?(?:(?P<digits>{_GROUPED}"
    rf"|\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?(?![/\d])"
    rf"|(?P<comma>(?<!\d,)(?<!\[)\d+,\d+)(?![\d,]|\.\d|\s*\])"
    # (the Dutch "ten hoogste", "ten minste" are operators, not ten)
    rf"|\d+(?:\.\d+)?(?![/\d]\d*)|\.\d+)|(?P<word>{_WORD})\b(?!\s+(?:hoogste|minste)\b))" + _UNIT,
    re.IGNORECASE,
)
_TOLERANCE: Final = 1e-9


@dataclass(frozen=True)
class Quantity:
    """One number of a text: its value as written (15 for "15 %"), form and span."""

    value: float
    form: Form
    start: int
    end: int
    text: str
    #: an amount's scale written after it (1e6 for the "m" of "USD 16m", `money_scales`): the
    #: value stays as written (16), the scale says what it counts
    scale: float = 1.0


def _word_value(word: str) -> float:
    lowered = re.sub(r"[\s-]+", " ", word.lower())
    # "and a half", "and one-half", "and three quarters": the fraction after a whole number
    tail = re.search(r" and (a|one|three|two) (half|quarter|third|quarters|thirds)$", lowered)
    half = 0.0
    if tail is not None:
        numerator = 1 if tail.group(1) in ("a", "one") else WORD_VALUES[tail.group(1)]
        half = numerator / _DENOMINATORS[tail.group(2)]
        lowered = lowered[: tail.start()]
    hundreds = 0.0
    if " hundred" in lowered:
        head, _, lowered = lowered.partition(" hundred")
        hundreds = 100.0 * (1 if head in ("a", "one") else WORD_VALUES.get(head, 1))
        lowered = lowered.removeprefix(" and ")
    total = sum(WORD_VALUES[p] for p in re.split(r"[- ]", lowered) if p in WORD_VALUES)
    return hundreds + total + half


_PER_MILLE: Final = re.compile(r"‰|per[\s-]*mil|promille", re.IGNORECASE)
_PER_MYRIAD: Final = re.compile(r"‱|per[\s-]*myriad", re.IGNORECASE)


def _read(value: float, unit: str) -> tuple[float, Form]:
    """A number and its unit as the value and form they state: per mille is a tenth of a per
    cent ("75 ‰" states 7.5 %), so it is read as the percentage it is."""
    if _PER_MILLE.search(unit):
        return value / 10, "percent"
    if _PER_MYRIAD.search(unit):
        return value / 100, "percent"
    return value, _form(unit)


#: a decimal comma the text uses somewhere (a comma before other than three digits, "7,5 %"):
#: in such a text a comma before three digits is one too ("0,125" or "1,250 %" beside "7,5 %")
_DECIMAL_COMMA: Final = re.compile(r"(?<![\d,.])\d+,(?:\d{1,2}|\d{4,})(?![\d,])")


def _digits_value(text: str, digits: str, comma: str | None) -> float:
    """The value of a number written in digits, its comma read as a decimal comma or as a
    thousands separator by its form and by the text's other numbers."""
    if comma is not None:
        return float(comma.replace(",", "."))
    if _GROUP_MARKS.search(digits) or ("." in digits and ("," in digits or digits.count(".") > 1)):
        return _grouped_value(digits)
    if digits.count(",") == 1 and "." not in digits:
        whole = digits.split(",")[0]
        # no thousand is written "0,125"; in a text of decimal commas "1,250" is one and a quarter
        if whole == "0" or _DECIMAL_COMMA.search(text):
            return float(digits.replace(",", "."))
    return float(digits.replace(",", ""))


def _grouped_value(digits: str) -> float:
    """A number whose thousands are grouped ("1'000.5", "1 000,5", "1.000,5"): the last of a
    full stop or a comma after the groups is its decimal mark, every other mark a separator."""
    plain = _GROUP_MARKS.sub("", digits)
    marks = plain.count(".") + plain.count(",")
    mixed = "." in plain and "," in plain
    decimal = max(plain.rfind("."), plain.rfind(",")) if mixed or marks == 1 else -1
    whole = re.sub(r"[.,]", "", plain if decimal < 0 else plain[:decimal])
    return float(whole if decimal < 0 else f"{whole}.{plain[decimal + 1 :]}")


#: the words of a multiple said after its number, in English and the continental languages
_MULTIPLE_WORDS: Final = frozenset(
    {
        "x", "×", "times", "turn", "turns", "fois", "volte", "veces", "keer", "gånger", "kertaa",
        # ... and the South Slavic "puta" (`numbers_hr.MULTIPLE_WORDS`)
        "puta",
    }
)  # fmt: skip


_CZECH_MULTIPLE: Final = re.compile(
    rf"{numbers_cs_ro.MULTIPLE_WORDS}|{numbers_hr.MULTIPLE_WORDS_SL}"
)


def _form(unit: str) -> Form:
    lowered = unit.strip().lower()
    if not lowered:
        return "plain"
    if _BPS_UNIT.match(lowered):
        return "bps"
    if (
        lowered in _MULTIPLE_WORDS
        or lowered.endswith(("fold", "fache", "fachen", "faches"))
        or lowered.lstrip("-").startswith("kertai")
        # ... and the Czech multiple ("1,5násobek", "1,5-násobku", "2krát"), which the unit
        # pattern takes (`numbers_cs_ro.MULTIPLE_WORDS`) and which is no per cent, and the
        # Slovenian "1,05-kratnik" (`numbers_hr.MULTIPLE_WORDS_SL`)
        or _CZECH_MULTIPLE.fullmatch(lowered)
    ):
        return "multiple"
    return "percent"


def _fractions(text: str) -> Iterator[Quantity]:
    """Fractions of a whole, as the percentages they are ("a quarter of NAV" is 25 %), and a
    multiple said as a word ("twice NAV" is 2x)."""
    for m in _FRACTION.finditer(text):
        if m.group("half") is not None:
            num, den = 1, 2
        elif m.group("num") is not None:
            num, den = int(m.group("num")), int(m.group("den"))
        else:
            word = (m.group("wnum") or m.group("lnum")).lower()
            num = 1 if word in ("a", "an") else WORD_VALUES[word]
            den = _DENOMINATORS[(m.group("wden") or m.group("lden")).lower()]
        if 0 < num < den:
            # "a tenth of a per cent" is a fraction of one per cent, not of the whole
            of_a_percent = _OF_A_PERCENT.match(text, m.end())
            if of_a_percent is not None:
                end = of_a_percent.end()
                yield Quantity(num / den, "percent", m.start(), end, text[m.start() : end])
                continue
            yield Quantity(100 * num / den, "percent", m.start(), m.end(), m.group(0))
    # the rarer forms are looked for only where their marks are (the reviews read many texts)
    mixed = _MIXED.finditer(text) if _MIXED_MARK.search(text) else ()
    for m in mixed:
        whole = m.group("whole")
        if m.group("vulgar") is not None:
            part = _VULGAR[m.group("vulgar")]
        elif whole is not None:
            part = int(m.group("num")) / int(m.group("den"))
        else:
            continue  # a slash fraction alone is read above
        unit = m.group("unit") or ""
        if whole is None and not unit:
            # "¼ of NAV": a fraction of a whole, as the percentage it is
            yield Quantity(100 * part, "percent", m.start(), m.end(), m.group(0))
            continue
        value, form = _read((int(whole) if whole is not None else 0) + part, unit)
        end = m.end() if unit else m.end("vulgar" if m.group("vulgar") else "den")
        yield Quantity(value, form, m.start(), end, text[m.start() : end])
    for m in _WORD_DIGITS.finditer(text) if "(" in text else ():
        digits = float(m.group("digits"))
        if same(digits, _word_value(m.group("word"))):
            value, form = _read(digits, m.group("unit") or "")
            yield Quantity(value, form, m.start(), m.end(), m.group(0))
    for m in _WORD_UNIT_DIGITS.finditer(text) if "(" in text else ():
        digits = float(m.group("digits").replace(",", "."))
        if same(digits, _word_value(m.group("word"))):
            value, form = _read(digits, m.group("unit"))
            yield Quantity(value, form, m.start(), m.end(), m.group(0))
    for m in _FOREIGN_WORD.finditer(text):
        written = foreign_number(m.group("word"))
        decimals = foreign_number(m.group("decimals")) if m.group("decimals") else 0
        if written is not None and decimals is not None:
            fraction = float(f"0.{decimals}") if decimals else 0.0
            value, form = _read(written + fraction, m.group("unit"))
            yield Quantity(value, form, m.start(), m.end(), m.group(0))
    # ... and the longer numbers of Portuguese, Italian and Swedish ("vinte e cinco por cento",
    # "duecentocinquanta punti base", "tvåhundrafemtio baspunkter", `spelled_numbers`)
    for start, end, value in spelled_runs(text, _SPELLED_UNIT):
        unit = _UNIT_AT.match(text, end)
        if unit is not None and unit.group("unit"):
            value, form = _read(value, unit.group("unit"))
            yield Quantity(value, form, start, unit.end(), text[start : unit.end()])
    # ... and before the holdings a count counts ("mindestens hundertzwanzig Emittenten",
    # "mindst halvtreds selskaber", "minst tjugo emittenter"): a word too short to tell from
    # another language's word ("to issuers", "en bolag") is left unread
    for start, end, value in spelled_runs(text, COUNTED_AFTER):
        if value >= 2 and end - start >= _SPELLED_COUNT_MIN:
            yield Quantity(float(value), "plain", start, end, text[start:end])
    # ... and before the days, months or years a limit counted in time is said in ("como mínimo
    # veinte días hábiles", "almeno trenta giorni", "no mínimo noventa dias"): the readers of a
    # period (`continental_periods`) count the figure in it, as they count "20 días"
    for start, end, value in spelled_runs(text, PERIOD_AFTER):
        if value >= 2 and end - start >= _SPELLED_COUNT_MIN:
            yield Quantity(float(value), "plain", start, end, text[start:end])
    for m in _IN_EVERY.finditer(text) if _IN_EVERY_MARK.search(text) else ():
        share = _in_every_value(m.group("num"))
        whole_of = _in_every_value(m.group("den"))
        if 0 < share < whole_of <= 1000:  # "5 in 2024" is a year
            yield Quantity(100 * share / whole_of, "percent", m.start(), m.end(), m.group(0))
    yield from _bounded_fractions(text)
    for m in _MONEY_IN_EVERY.finditer(text) if _IN_EVERY_MARK.search(text) else ():
        share = 1.0 if m.group("num").lower() in ("a", "an") else _in_every_value(m.group("num"))
        whole_of = _in_every_value(m.group("den"))
        if 0 < share < whole_of <= 1000:
            yield Quantity(100 * share / whole_of, "percent", m.start(), m.end(), m.group(0))
    yield from _spoken(text)
    for value, start, end in coin_shares(text):  # "a nickel of every dollar" is 5 %
        yield Quantity(value, "percent", start, end, text[start:end])
    for value, start, end in decimal_shares(text):  # "0.04 of NAV" is 4 %
        yield Quantity(value, "percent", start, end, text[start:end])
    for m in _TWICE.finditer(text):
        yield Quantity(2.0, "multiple", m.start(), m.end(), m.group(0))
    for m in _TO_ONE.finditer(text):
        ratio = ":" in m.group(0)
        if float(m.group(1)) <= 1 and not (ratio and float(m.group(1)) < 1):
            # "0.5 to 1" is a range, "1:1" no leverage worth reading as one; "0.65:1" is a
            # ratio below one (a gross floor of 0.65x)
            continue
        if m.group("decimals") and _FROM_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "lowered from 1.5 to 1.0": two levels of a change
        yield Quantity(float(m.group(1)), "multiple", m.start(), m.end(), m.group(0))


_UNIT_AT: Final = re.compile(_UNIT, re.IGNORECASE)


def _spoken(text: str) -> Iterator[Quantity]:
    """Spoken decimals and a desk's basis points (`spoken_numbers`: "nought point nought five",
    "one point two five times", "one-fifty bips"), each with the unit said after it."""
    for start, end, value in spoken_numbers(text) if _SPOKEN_MARK.search(text) else ():
        unit = _UNIT_AT.match(text, end)
        said = unit.group("unit") if unit is not None else None
        amount, form = _read(value, said or "")
        stop = unit.end() if unit is not None and said else end
        if form == "plain" and (of_a_percent := _OF_A_PERCENT.match(text, end)) is not None:
            amount, form, stop = value, "percent", of_a_percent.end()  # "point five of a percent"
        elif form == "plain" and value < 1 and _OF_THE_WHOLE.match(text, end):
            # "nought point nought five of NAV" is a share of the whole: 5 %
            amount, form = 100 * value, "percent"
        # ... its digits glossed in brackets after it ("eighteen point seven five percent
        # (18.75%)") are the same figure, read once with it
        gloss = _DIGITS_GLOSS.match(text, stop)
        if gloss is not None and same(float(gloss.group("digits").replace(",", ".")), value):
            if form == "plain" and gloss.group("gloss_unit"):
                amount, form = _read(value, gloss.group("gloss_unit"))
            stop = gloss.end()
        yield Quantity(amount, form, start, stop, text[start:stop])


#: a figure's digits in brackets right after it: "(18.75%)", "(1.5x)"
_DIGITS_GLOSS: Final = re.compile(rf"\s*{_BRACKETED_DIGITS}", re.IGNORECASE)


#: the whole a share is said of: "of NAV", "of the book", "of net assets", "of the fund"
_OF_THE_WHOLE: Final = re.compile(
    r"\s+of\s+(?:the\s+)?(?:nav|net\s+assets?|(?:total\s+)?assets|book|fund|portfolio|"
    r"account|capital|aum)\b",
    re.IGNORECASE,
)
#: the unit a spelled number of `spelled_numbers` is read before: a per cent, a basis point or a
#: percentage point
#: the fewest letters a spelled count is read with ("tolv", "zehn"; not "to", "en", "tre")
_SPELLED_COUNT_MIN: Final = 4
_SPELLED_UNIT: Final = re.compile(
    rf"\s*(?:{_PERCENT_WORDS}|{_BPS_WORDS}|{_POINT_WORDS})", re.IGNORECASE
)
_SPOKEN_MARK: Final = re.compile(r"\bpoint\s|bips?\b|bps?\b|basis|\bhalf\s", re.IGNORECASE)


def _corrected_in_breath(text: str, found: list[Quantity]) -> list[Quantity]:
    """A figure corrected in the same breath takes the unit said once for it ("under fifteen —
    sorry, seven and a half — percent"), or that of the figure it corrects ("fifteen percent —
    sorry, seven and a half"); the abandoned bare figure stays bare (`spoken_numbers`)."""
    read: list[Quantity] = []
    for i, q in enumerate(found):
        at = corrected_unit_at(text, q.start, q.end) if q.form == "plain" else None
        unit = _UNIT_AT.match(text, at) if at is not None else None
        if unit is not None and unit.group("unit") and unit.group("unit").strip():
            value, form = _read(q.value, unit.group("unit"))
            q = Quantity(value, form, q.start, unit.end(), text[q.start : unit.end()])
        elif (
            q.form == "plain"
            and i > 0
            and found[i - 1].form != "plain"
            and corrects_previous(text, q.start)
        ):
            q = Quantity(q.value, found[i - 1].form, q.start, q.end, q.text)
        read.append(q)
    return read


#: the whole number of a mixed number said in words, right before its fraction: "seven and (a)
#: half" is 7.5, its "half" no fraction of the whole
_MIXED_WHOLE_BEFORE: Final = re.compile(
    rf"\b(?:{_BELOW_HUNDRED}|hundred|\d+)\s+and\s+(?:(?:a|an|one)\s+)?$", re.IGNORECASE
)


def _bounded_fractions(text: str) -> Iterator[Quantity]:
    """Word fractions a comparison bounds, without their "of" ("never more than a fifth", "half
    or less"), as the percentages they are."""
    for m in _FRACTION_BOUNDED.finditer(text):
        group = next(g for g in ("", "2", "3") if m.group("frac" + g) is not None)
        if m.group("half" + group) is not None:
            num, den = 1, 2
        else:
            word = m.group("wnum" + group).lower()
            num = 1 if word in ("a", "an") else WORD_VALUES[word]
            den = _DENOMINATORS[m.group("wden" + group).lower()]
        if 0 < num < den and not _MIXED_WHOLE_BEFORE.search(text, 0, m.start("frac" + group)):
            start, end = m.start("frac" + group), m.end("frac" + group)
            yield Quantity(100 * num / den, "percent", start, end, text[start:end])


def quantities(text: str) -> Iterator[Quantity]:
    """Every number of `text` (digits, words or fractions), in order, with its form and span."""
    # the longest reading of a place wins ("7 1/2 %" over its "1/2")
    special: list[Quantity] = []
    for q in sorted(_fractions(text), key=lambda q: q.start - q.end):
        if not any(s.start < q.end and q.start < s.end for s in special):
            special.append(q)
    taken = [(q.start, q.end) for q in special]
    found = [*special]
    for q in _numbers(text):
        if not any(s < q.end and q.start < e for s, e in taken):
            found.append(q)
    # a transcript's timestamps and speaker numbers ("Speaker 2 (00:21:07):") are no quantity
    said = [(a, b) for a, b in transcript_marks(text)] if ":" in text else []
    found = [q for q in found if not any(a <= q.start and q.end <= b for a, b in said)]
    found = _colloquial(text, found)
    # the day of a date named by its month ("on 30 September") is none (`date_days`)
    found = [
        q for q in found if not (q.form == "plain" and day_of_date(text, q.start, q.end, q.text))
    ]
    # a multiple of a stock's daily volume counts days of it ("3x ADV" is 3 days of ADV,
    # `volume_days`), no leverage nor share
    found = [
        Quantity(q.value, "plain", q.start, q.end, q.text, q.scale)
        if q.form == "multiple" and yardstick_end(text, q.end) is not None
        else q
        for q in found
    ]
    ordered = _without_rate_denominators(text, sorted(found, key=lambda q: q.start))
    yield from _unit_said_once(text, _corrected_in_breath(text, ordered))


def _without_rate_denominators(text: str, found: list[Quantity]) -> list[Quantity]:
    """The quantities without the "1bp" of a sensitivity's amount ("USD 200k per 1bp", "$300k
    per one basis point", `money_scales.per_basis_point`): the rate's denominator, no figure of
    its own, so a range of two such amounts joins its ends and no bound of 1 bp is read."""
    dropped: set[int] = set()
    for q in found:
        if q.form == "money" and (until := per_basis_point(text, q.end)) is not None:
            dropped |= {id(p) for p in found if q.end <= p.start < until}
    return [q for q in found if id(q) not in dropped] if dropped else found


def _colloquial(text: str, found: list[Quantity]) -> list[Quantity]:
    """The quantities of `text` as colloquial English writes them (`colloquial_numbers`): the
    particle "one" is none, nor is the "one" of a compound ("one-way"), "1 time" is a
    multiple of one, and a multiple of a monthly outflow a bare count of months
    (`spending_months`)."""
    lowered = text.lower()
    particles = (
        set(particle_ones(text)) | set(compound_ones(text))
        if "one" in lowered or "zero" in lowered
        else set()
    )
    singular = dict(singular_multiples(text)) if "time" in lowered else {}
    read = []
    for q in found:
        if (q.start, q.end) in particles:
            continue
        if q.form == "plain" and q.start in singular:
            end = singular[q.start]
            q = Quantity(1.0, "multiple", q.start, end, text[q.start : end])
        if q.form == "multiple" and months_of_outflow(text, q.start, q.end):
            # "24x monthly spend" counts months, no multiple (`spending_months`)
            q = Quantity(q.value, "plain", q.start, q.end, q.text)
        read.append(q)
    return read


#: what joins a range's ends, in the languages of guidelines: "10 to 30 %", "10–30 %",
#: "10 bis 30 %", "del 10 al 30 %", "van 10 tot 30 %"; "and" and its kin only after "between",
#: and after its kin: sv, da, no "mellan 5 och 7 procent", "mellom 180 og 300 %", pl "między 20
#: a 32 proc."; the Polish "do" ("to") only after "od" ("from"): "od 20 do 32 proc." (alone it
#: is also "until", before a date)
_JOIN_ENDS: Final = re.compile(
    rf"\s*(?:[-–—]|to|through|bis|à|au|al|tot|{DOTS_JOIN})\s*"
    r"|\s*(?P<and>and|und|et|y|e|en|och|og|a|do)\s+(?:el\s+|il\s+)?",
    re.IGNORECASE,
)
_BETWEEN_BEFORE: Final = re.compile(
    r"\b(?:between|zwischen|entre|tra|fra|tussen|mellan|mellem|mellom|mi[eę]dzy|pomi[eę]dzy|"
    r"od)\s+(?:el\s+|l['’]\s*)?$",
    re.IGNORECASE,
)


def _unit_said_once(text: str, found: list[Quantity]) -> Iterator[Quantity]:
    """A range whose unit is said once, after its upper end ("10 to 30 %", "zwischen 1 und 3
    Prozent"): the bare lower end is read in that unit too."""
    for i, q in enumerate(found):
        nxt = found[i + 1] if i + 1 < len(found) else None
        if q.form == "plain" and nxt is not None and nxt.form in ("percent", "bps", "multiple"):
            join = _JOIN_ENDS.fullmatch(text, q.end, nxt.start)
            said = _QUANTITY.fullmatch(nxt.text)  # the upper end in digits or in words
            if (
                join is not None
                and said is not None
                and said.group("unit")
                and (join.group("and") is None or _BETWEEN_BEFORE.search(text, 0, q.start))
            ):
                value, form = _read(q.value, said.group("unit"))
                yield Quantity(value, form, q.start, q.end, q.text)
                continue
        yield q


#: one full stop before three digits: a decimal point in English, a thousands separator before
#: a continental word of a period
_POINT_GROUP: Final = re.compile(r"\d{1,3}\.\d{3}")
#: a short bracketed aside right after a figure (or nothing): its restatement in words
_BRACKET_AFTER: Final = re.compile(r"\s*\([^()\n]{1,60}\)")


def _groups_before_period(text: str, digits: str, end: int) -> bool:
    """Whether the one full stop of `digits` (ending at `end`) groups thousands: a continental
    word of days, months or years follows ("1.512 dias úteis", `continental_periods`), perhaps
    after the figure's restatement in brackets ("1.512 (mil quinhentos e doze) dias úteis")."""
    if not _POINT_GROUP.fullmatch(digits):
        return False
    aside = _BRACKET_AFTER.match(text, end)
    return PERIOD_AFTER.match(text, end if aside is None else aside.end()) is not None


def _numbers(text: str) -> Iterator[Quantity]:
    for m in _QUANTITY.finditer(text):
        if m.group("digits") is not None:
            value = _digits_value(text, m.group("digits"), m.group("comma"))
            if _groups_before_period(text, m.group("digits"), m.end("digits")):
                value = float(m.group("digits").replace(".", ""))
        else:
            value = _word_value(m.group("word"))
        start = m.start()
        if m.group("sign") and m.group("sign") != "+":
            value = -value
        elif not m.group("sign") and (spelled := _spelled_sign(text, start)) is not None:
            value, start = -value, spelled  # "at least minus 10 %"
        unit = m.group("unit") or ""
        end = m.end() if unit else m.end("digits" if m.group("digits") is not None else "word")
        value, form = _read(value, unit)
        if form == "bps" and _SOUTH_SLAVIC_POINT.match(unit) and _south_slavic_at(text, start):
            form = "percent"
        scale = MAGNITUDE_AFTER.match(text[end : end + 16]) if form == "plain" else None
        if form == "plain" and (
            _CURRENCY_BEFORE.search(text[max(0, m.start() - 5) : m.start()]) or scale
        ):
            form = "money"
        magnitude = MAGNITUDES[scale.group("scale").lower()] if scale is not None else 1.0
        yield Quantity(value, form, start, end, text[start:end], magnitude)


#: the unspaced "p.b.", the Italian and Portuguese basis point, is the Croatian, Serbian and
#: Bosnian percentage point ("postotni bod", "procentni bod") in their text: "1,60 p.b." is 160
#: basis points there
_SOUTH_SLAVIC_POINT: Final = re.compile(r"\s*p\.b\b", re.IGNORECASE)


def _south_slavic_at(text: str, start: int) -> bool:
    """Whether the line a figure stands on is Croatian, Serbian, Bosnian or Slovenian
    (`sentence_language.SOUTH_SLAVIC`): a unit the languages share with another meaning is read
    in the meaning of the line's language."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    return SOUTH_SLAVIC.reads(text[line_start : line_end if line_end >= 0 else len(text)])


#: a sign in words: "negative 10 %" anywhere; "minus 10 %" after an operator or a label (after
#: a noun it subtracts: "the index weight minus 2 pts")
_SPELLED_SIGN: Final = re.compile(
    r"(?:(?<![\w-])(?P<negative>negative)|(?:^|[:=(]|\b(?:least|most|than|of|to|from|between|"
    r"and|at|is|are|be|exceed|below|above|under|over|floor|cap|limit|minimum|maximum)\b)\s*"
    r"(?P<minus>minus))\s+$",
    re.IGNORECASE,
)


def _spelled_sign(text: str, start: int) -> int | None:
    """Where a sign said in words before the number at `start` begins, else None."""
    m = _SPELLED_SIGN.search(text, max(0, start - 30), start)
    if m is None:
        return None
    return m.start("negative") if m.group("negative") else m.start("minus")


def in_unit(quantity: Quantity, unit: str | None) -> tuple[float, ...]:
    """The values `quantity` may mean in a constraint's unit (a fraction, bps, a multiple…).

    A bare number means itself; in a fraction above 1 it may also be a percentage written
    without its sign ("a cap of 15" in a list of percentages), which callers keep near a unit;
    in bps, a bare decimal below 1 may also be the fraction it is written as ("0.02" is 200 bp).
    """
    v, form = quantity.value, quantity.form
    if unit == "fraction":
        # a multiple of the whole is a fraction of it ("turnover of 1.5 times the fund")
        return {"percent": (v / 100,), "bps": (v / 10_000,), "plain": (v,), "multiple": (v,)}.get(
            form, ()
        )
    if unit == "bps":
        # a bare decimal below one is also a fraction: "σ_TE ≤ 0.02" is a budget of 200 bp
        plain = (v, v * 10_000) if 0 < v < 1 else (v,)
        return {"bps": (v,), "percent": (v * 100,), "plain": plain}.get(form, ())
    if unit == "multiple":
        return {"multiple": (v,), "percent": (v / 100,), "plain": (v,)}.get(form, ())
    if unit in ("days", "count", "years"):
        return (v,) if form == "plain" else ()
    if unit == "months":
        # the desk's "6M" reads as money (a million) to the parser; in months it is 6 months
        return (v,) if form in ("plain", "money") else ()
    if (scale := factor(unit)) is not None:
        # a limit in money whose name gives its scale (`money_scales`): an amount with the
        # scale written after it is read in the limit's ("USD 16,000,000" and "$16mm" are 16 in
        # millions); a bare figure is its own value; a share or a rate states no amount
        if form == "money":
            return (v * quantity.scale / scale,)
        return (v,) if form == "plain" else ()
    return (v,)


def convert(value: float, unit: str | None, to: str | None) -> float:
    """A value from one constraint unit into another: 250 bps is a fraction of 0.025; a
    multiple and a fraction are the same number (1.5x is 150 %); 18 months are 1.5 years;
    other units are kept."""
    if unit == "bps" and to in ("fraction", "multiple"):
        return value / 10_000
    if unit in ("fraction", "multiple") and to == "bps":
        return value * 10_000
    if (scale := factor(unit)) is not None and (scale_to := factor(to)) is not None:
        return value * scale / scale_to  # 0.3 in millions is 300 in thousands
    if unit in PERIOD_DAYS and to in PERIOD_DAYS:
        # a limit counted in time, from one period into another (`limit_lexicon_maturity`)
        return value * PERIOD_DAYS[unit] / PERIOD_DAYS[to]
    return value


def same(a: float, b: float) -> bool:
    return abs(a - b) <= _TOLERANCE + 1e-9 * max(abs(a), abs(b))


def stating(text: str, value: float, unit: str | None) -> Quantity | None:
    """The first quantity of `text` that states `value` in `unit`, else None."""
    for quantity in quantities(text):
        if any(same(v, value) for v in in_unit(quantity, unit)):
            return quantity
    return None


def number(value: object) -> float | None:
    """A constraint value as a float when it is a number (booleans are not)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


__all__ = [
    "WORD_VALUES",
    "Form",
    "Quantity",
    "convert",
    "in_unit",
    "number",
    "quantities",
    "same",
    "stating",
]
