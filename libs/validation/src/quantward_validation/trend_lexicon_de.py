"""A trend claim said whole in German, read as the English `trends` reads.

`trend_lexicon_eu` reads a German figure name or participle among four other languages'; a
German report, investment committee minute or pension fund's issuer note says its claim whole in
German ("die Mieterlöse stiegen um rund 4 % im Geschäftsjahr 2023", "das Ergebnis ging in keinem
Quartal gegenüber dem Vorquartal zurück", "die Marge verschlechterte sich nicht", "die Quote
lag in jedem Quartal 2023 unter dem Vorjahresquartal"). Its verbs are given in every form a
report uses: strong and weak preterite in both numbers, present, participle with "ist"/"hat",
the reflexive "verbesserte sich", and the separable verbs whose particle closes the clause ("ging
… zurück", "nahm … zu"), each with "nicht"/"nie" after the finite verb or before the
participle. Read only in a sentence whose direction is said this way, so its small words
("im", "um", "seit", "über") are never read in another language's sentence.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.trend_lexicon_parts import (
    Table,
    lexicon_of,
    pace_and_rate_in_english_order,
    quarter_finish,
)

#: (preterite, present, participle) of the verbs of a rise and of a fall
_UP_VERBS: Final = (
    ("stieg|stiegen", "steigt|steigen", "gestiegen"),
    ("wuchs|wuchsen", "wächst|wachsen", "gewachsen"),
    ("kletterte|kletterten", "klettert|klettern", "geklettert"),
    ("expandierte|expandierten", "expandiert|expandieren", "expandiert"),
    ("zog|zogen", "zieht|ziehen", "angezogen"),
)
_DOWN_VERBS: Final = (
    ("sank|sanken", "sinkt|sinken", "gesunken"),
    ("fiel|fielen", "fällt|fallen", "gefallen"),
    ("schrumpfte|schrumpften", "schrumpft|schrumpfen", "geschrumpft"),
    ("brach|brachen", "bricht|brechen", "eingebrochen"),
    ("gab|gaben", "gibt|geben", "nachgegeben"),
)
#: the reflexive verbs ("verbesserte sich", "hat sich verbessert"): (stem of the preterite and
#: present, participle)
_UP_REFLEXIVE: Final = (
    ("verbessert", "verbessert"), ("erhöht", "erhöht"), ("steigert", "gesteigert"),
    ("ausgeweitet", "ausgeweitet"), ("vergrößert", "vergrößert"), ("verstärkt", "verstärkt"),
    ("erholt", "erholt"), ("belebt", "belebt"),
)  # fmt: skip
_DOWN_REFLEXIVE: Final = (
    ("verschlechtert", "verschlechtert"), ("verringert", "verringert"),
    ("vermindert", "vermindert"), ("reduziert", "reduziert"), ("abgeschwächt", "abgeschwächt"),
    ("verkleinert", "verkleinert"), ("eingeengt", "eingeengt"), ("verengt", "verengt"),
)  # fmt: skip
#: separable verbs: (preterite and present of the verb, its particle), and their participles
_UP_SEPARABLE: Final = (
    ("nahm|nahmen|nimmt|nehmen", "zu"), ("stieg|stiegen|steigt|steigen", "an"),
    ("zog|zogen|zieht|ziehen", "an"), ("ging|gingen|geht|gehen", "(?:nach\\s+oben|aufwärts)"),
)  # fmt: skip
_DOWN_SEPARABLE: Final = (
    ("ging|gingen|geht|gehen", "zurück"), ("nahm|nahmen|nimmt|nehmen", "ab"),
    ("gab|gaben|gibt|geben", "nach"), ("brach|brachen|bricht|brechen", "ein"),
    ("schwächte|schwächten|schwächt|schwächen", "ab"),
)  # fmt: skip
_UP_PARTICIPLES: Final = r"(?:zugenommen|angestiegen|angezogen)"
_DOWN_PARTICIPLES: Final = r"(?:zurückgegangen|abgenommen|nachgegeben|abgeschwächt|eingebrochen)"


def _reflexive_finite(verbs: tuple[tuple[str, str], ...]) -> str:
    """The finite forms of reflexive verbs: "verbesserte sich", "verbessert sich"."""
    stems = "|".join(stem for stem, _ in verbs)
    return rf"(?:{stems})(?:e|en)?\s+sich"


def _finite(verbs: tuple[tuple[str, str, str], ...], reflexive: tuple[tuple[str, str], ...]) -> str:
    plain = "|".join(f"{past}|{present}" for past, present, _ in verbs)
    return rf"(?:{_reflexive_finite(reflexive)}|(?:{plain})(?!\s+sich))"


def _participle(
    verbs: tuple[tuple[str, str, str], ...], reflexive: tuple[tuple[str, str], ...], more: str
) -> str:
    return "(?:" + "|".join([p for _, _, p in verbs] + [p for _, p in reflexive] + [more]) + ")"


_UP_FINITE: Final = _finite(_UP_VERBS, _UP_REFLEXIVE)
_DOWN_FINITE: Final = _finite(_DOWN_VERBS, _DOWN_REFLEXIVE)
_UP_PARTICIPLE: Final = _participle(_UP_VERBS, _UP_REFLEXIVE, _UP_PARTICIPLES)
_DOWN_PARTICIPLE: Final = _participle(_DOWN_VERBS, _DOWN_REFLEXIVE, _DOWN_PARTICIPLES)
_AUX: Final = r"(?:ist|sind|war|waren|hat|haben|hatte|hatten)(?:\s+sich)?"
#: what may stand between a finite verb and its particle or participle: the clause's middle
_MIDDLE: Final = r"(?:\s+(?!(?:und|aber|während|sowie|doch)\b)[^\s.;|\[]+){0,12}?"
_NOT: Final = r"(?:nicht|kein(?:e|en|em)?)"
_NEVER: Final = r"(?:nie|niemals)"


def _separable(verbs: tuple[tuple[str, str], ...], neg: str = "") -> str:
    """A separable verb with its particle closing the clause: "ging … zurück"; with `neg`, a
    negation right after the verb ("ging nicht zurück", "nahm nie zu")."""
    return "|".join(
        rf"(?:{verb})\s+{neg}{_MIDDLE}\s*{particle}" if neg else
        rf"(?:{verb}){_MIDDLE}\s+{particle}"
        for verb, particle in verbs
    )  # fmt: skip


def _negated(finite: str, participle: str, separable: tuple[tuple[str, str], ...], neg: str) -> str:
    return (
        rf"{finite}\s+{neg}|{_AUX}\s+{neg}\s+(?:{_MIDDLE}\s+)?{participle}|"
        rf"{_separable(separable, rf'{neg}')}"
    )


_BE: Final = r"(?:lag|lagen|liegt|liegen|war|waren|ist|sind|befand\s+sich|befanden\s+sich)"
_BELOW: Final = r"(?:unter(?:halb)?|niedriger\s+als|tiefer\s+als|geringer\s+als|schwächer\s+als)"
_ABOVE: Final = r"(?:über|oberhalb|höher\s+als|größer\s+als|stärker\s+als)"
#: the base's article, or the demonstrative that stands for the figure again ("unter jener des
#: Vorjahresquartals", "über demjenigen des Vorjahres": that of the quarter a year earlier)
_ARTICLE: Final = (
    r"(?:\s+(?:(?:jene[mnrs]?|demjenigen|derjenigen|denjenigen)\s+(?:des|der)|"
    r"dem|der|den|des|seinem|ihrem))?"
)

FIGURES: Final[Table] = (
    (r"Umsatzerlöse|Umsätze|Umsatz|Erlöse", "revenue"),
    (r"Konzernergebnis|Periodenergebnis(?:\s+nach\s+Steuern)?|Ergebnis\s+nach\s+Steuern|"
     r"Jahresergebnis|Nettoergebnis", "net income"),
    (r"Nettoverschuldung\s*/\s*EBITDA|Verschuldungsgrad", "net debt/EBITDA"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    (_negated(_UP_FINITE, _UP_PARTICIPLE, _UP_SEPARABLE, _NEVER), "never rose"),
    (_negated(_DOWN_FINITE, _DOWN_PARTICIPLE, _DOWN_SEPARABLE, _NEVER), "never fell"),
    (_negated(_UP_FINITE, _UP_PARTICIPLE, _UP_SEPARABLE, _NOT), "did not rise"),
    (_negated(_DOWN_FINITE, _DOWN_PARTICIPLE, _DOWN_SEPARABLE, _NOT), "did not fall"),
    # a position against an earlier level: "lag unter dem", "war höher als im"
    (rf"{_BE}(?P<mid>{_MIDDLE})\s+{_BELOW}{_ARTICLE}", r"was\g<mid> below the"),
    (rf"{_BE}(?P<mid>{_MIDDLE})\s+{_ABOVE}{_ARTICLE}", r"was\g<mid> above the"),
    # a separable verb: its particle, wherever the clause closes, read with the verb
    (rf"(?P<v>{'|'.join(v for v, _ in _UP_SEPARABLE)})(?P<mid>{_MIDDLE})\s+"
     rf"(?:{'|'.join(p for _, p in _UP_SEPARABLE)})(?![\w-])", r"rose\g<mid>"),
    (rf"(?P<v>{'|'.join(v for v, _ in _DOWN_SEPARABLE)})(?P<mid>{_MIDDLE})\s+"
     rf"(?:{'|'.join(p for _, p in _DOWN_SEPARABLE)})(?![\w-])", r"fell\g<mid>"),
    (rf"{_AUX}(?P<mid>{_MIDDLE})\s+{_UP_PARTICIPLE}", r"has risen\g<mid>"),
    (rf"{_AUX}(?P<mid>{_MIDDLE})\s+{_DOWN_PARTICIPLE}", r"has fallen\g<mid>"),
    (_UP_FINITE, "rose"),
    (_DOWN_FINITE, "fell"),
)  # fmt: skip
#: what "seit" opens, before the plain "since the" (`trend_lexicon_eu` reads these rows too, in a
#: German sentence whose verb it knows)
SINCE: Final[Table] = (
    # a year's end or start as its point ("seit Ende 2022", "bis Anfang 2024")
    (r"Ende(?=\s+(?:19|20)\d\d)", "the end of"),
    (r"(?:Anfang|Beginn)(?=\s+(?:19|20)\d\d)", "the start of"),
    # an event dated by the year set after its noun ("seit der Finanzkrise 2008", "seit dem
    # Börsengang 1998"): German capitalises the noun, so the event is the capitalised word
    # before the year, read as English dates one ("since the crisis of 2008"); a period's own
    # noun ("seit dem Geschäftsjahr 2021", "seit dem Jahr 2020") is the period, not an event
    (r"seit\s+(?:dem|der|den)\s+(?!(?:Jahr|Jahres|Geschäftsjahr|Wirtschaftsjahr|Quartal|"
     r"Halbjahr|Monat|Ende|Anfang|Beginn|Mitte)\b)((?-i:[A-ZÄÖÜ])(?-i:[a-zäöüß-])+)\s+"
     r"((?:19|20)\d\d)\b", r"since the \1 of \2"),
    (r"seit(?=\s+the\b)", "since"),
)  # fmt: skip
#: "in jedem Quartal", "an jedem Quartalsende", "zu allen Quartalsstichtagen", "am Ende jedes
#: Quartals"
_EVERY_QUARTER: Final = (
    r"(?:(?:in|an|zu)\s+(?:jedem|allen)\s+(?:einzelnen\s+)?"
    r"Quartal(?:s(?:ende|stichtag)|en(?:de)?)?(?:en|n)?|"
    r"(?:am|zum)\s+Ende\s+(?:jedes|eines\s+jeden)\s+Quartals)"
)
_COUNT: Final = r"(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\d{1,2})"
PERIODS: Final[Table] = (
    (r"Prozentpunkte?n?|Pp\.?|%-Punkte?n?", "percentage points"),
    # two fiscal years named together ("über die Geschäftsjahre 2022 und 2023", "in den
    # Geschäftsjahren 2021 bis 2023"): the span from the first's start to the last's end
    (r"(?:über\s+die\s+|in\s+den\s+|während\s+der\s+)?(?:Geschäfts|Wirtschafts)jahre(?:n)?\s+"
     r"((?:19|20)\d{2})\s*(?:und|bis|[-–])\s*((?:19|20)\d{2})", r"over FY\1-FY\2"),
    (r"Vorjahresquartals?|Vorjahreszeitraums?", "same quarter a year earlier"),
)  # fmt: skip
HORIZONS: Final[Table] = (
    (r"in\s+keinem\s+(?:einzigen\s+)?Quartal(?:\s+gegenüber\s+dem\s+Vorquartal)?",
     "in no quarter"),
    # every quarter, or its every end or reporting date ("an jedem Quartalsende 2024", "zu
    # allen Quartalsstichtagen", "am Ende jedes Quartals"): a quarter's figure is its end's
    (rf"{_EVERY_QUARTER}(?=\s+(?:19|20)\d\d)", "in every quarter of"),
    (rf"{_EVERY_QUARTER}(?:\s+gegenüber\s+dem\s+Vorquartal)?|"
     r"Quartal\s+für\s+Quartal|von\s+Quartal\s+zu\s+Quartal", "in every quarter"),
    (r"gegenüber\s+dem\s+Vorquartal|im\s+Vergleich\s+zum\s+Vorquartal|zum\s+Vorquartal",
     "versus the prior quarter"),
    (r"gegenüber\s+dem\s+Vorjahr|im\s+Vorjahresvergleich|im\s+Jahresvergleich",
     "year on year"),
    # the figure's own level a year before, by any noun of a level ("dem Wert ein Jahr davor",
    # "dem Niveau des Vorjahres", "seinem Stand von vor einem Jahr", "dem Vorjahreswert")
    (r"(?:(?:dem|den|seinem|ihrem)\s+)?(?:Wert|Niveau|Stand)(?:es)?\s+(?:von\s+)?(?:vor\s+)?"
     r"(?:ein(?:em|es)?|des)\s+(?:Jahr(?:es)?(?:\s+(?:zuvor|davor|vorher|früher))?|Vorjahres)|"
     r"(?:dem\s+)?Vorjahres(?:wert|niveau|stand)(?:es)?", "level of a year earlier"),
    (r"gegenüber|im\s+Vergleich\s+zu(?:m|r)?|verglichen\s+mit", "versus"),
    (r"seit\s+Jahresbeginn|seit\s+Jahresanfang|im\s+bisherigen\s+Jahresverlauf", "year to date"),
    (r"in\s+den\s+letzten\s+(?:zwölf|12)\s+Monaten", "over the last twelve months"),
    (r"im\s+letzten\s+Jahrzehnt|in\s+den\s+letzten\s+zehn\s+Jahren", "over the last decade"),
    (rf"in\s+den\s+(?:letzten|vergangenen)(?=\s+{_COUNT}\b)", "over the last"),
    (r"(?:durchschnittlich(?:en|e)?\s+)?jährlich(?:en|e|er)?\s+(?:Wachstums)?rate|CAGR",
     "compound annual rate"),
    (r"zweistellig(?:en|e|er)?", "double-digit"),
    (r"um(?=\s+(?:rund|etwa|ca\.|circa|gut|knapp|fast|nahezu|mehr\s+als|über|[-−+]?\d))", "by"),
    (r"rund|etwa|ca\.|circa|ungefähr", "about"),
    (r"gut", "just over"),
    (r"knapp", "just under"),
    (r"fast|nahezu", "almost"),
    (r"mehr\s+als", "more than"),
    (r"schneller|stärker", "faster"),
    (r"langsamer|schwächer", "slower"),
    (r"als(?:\s+im(?:\s+Jahr)?)?(?=\s+(?:19|20)\d\d)", "than in"),
    (r"als(?:\s+im)?", "than"),
    (r"mit\s+einer", "at a"),
    *SINCE,
    (r"seit(?:\s+(?:dem|der|den))?", "since the"),
    (r"zwischen(?:\s+(?:dem|der))?", "between the"),
    (r"und(?:\s+(?:dem|der))?", "and the"),
    (r"von(?=\s+(?:Q[1-4]|H[12]|FY|\d))", "from"),
    (r"bis(?:\s+(?:zum|zur))?", "to"),
    (r"über(?:\s+(?:die|den|das))?|während(?:\s+des)?", "over the"),
    (r"im(?:\s+Jahr)?(?=\s+(?:Q[1-4]|H[12]|FY|(?:19|20)\d\d))", "in"),
    (r"Quartale(?:n)?", "quarters"),
    (r"Quartals?", "quarter"),
    (r"Jahren?", "years"),
    (r"Monaten?", "months"),
    (r"Mio\.\s*€|Mio\.?\s+Euro|Mio\.", "million"),
    (r"Mrd\.\s*€|Mrd\.?\s+Euro|Mrd\.", "billion"),
    (r"ersten?", "first"),
    (r"zweiten?", "second"),
    (r"dritten?", "third"),
    (r"vierten?", "fourth"),
    (r"zwei", "two"),
    (r"drei", "three"),
    (r"vier", "four"),
    (r"fünf", "five"),
    (r"sechs", "six"),
    (r"acht", "eight"),
    (r"zehn", "ten"),
    (r"zwölf", "twelve"),
    (r"nicht", "not"),
    (r"im", "in the"),
    (r"der|die|das|dem|den|des", "the"),
)  # fmt: skip

_SHARE: Final = re.compile(r"(?<=\d),(?=\d)")


#: a position whose horizon German puts before its comparison: "lag in jedem Quartal 2023 über
#: dem Vorjahresquartal" is "was above the same quarter a year earlier in every quarter of 2023"
_POSITION_LATE: Final = re.compile(
    r"\bwas\s+([^.;\[|]*?)\s+(above|below) the\s+([^.;\[|]*?)(?=\s*(?:\[|[.;|]|$))"
)


#: a year German sets bare after the verb of a pace ("wuchsen 2024 schwächer als 2023"): the
#: English "in 2024"
_BARE_PACE_YEAR: Final = re.compile(
    r"\b(rose|fell)\s+(?=(?:FY\s?)?(?:19|20)\d\d\s+(?:faster|slower|more slowly)\s+than\b)"
)


def _word_order(sentence: str) -> str:
    """English order for a position and for a pace said after its year ("rose in 2024 slower
    than in 2023" is "grew slower in 2024 than in 2023", `pace_and_rate_in_english_order`),
    then decimal points (a position's words hold no point)."""
    paced = pace_and_rate_in_english_order(_BARE_PACE_YEAR.sub(r"\1 in ", sentence))
    return _SHARE.sub(".", _POSITION_LATE.sub(r"was \2 the \3 \1", paced))


#: words only German has among the languages whose verbs it shares (Dutch "stijgt", Danish
#: and Swedish "steg" are other words, but "sank" and "fiel" are English and Dutch-like)
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:der|das|dem|den|des|und|nicht|im|seit|gegenüber|jedem|keinem|Quartal|"
    r"Quartals|um|zwischen|sich|lag|lagen|als|vom|zum|bis)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=quarter_finish(_word_order),
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS", "SINCE"]
