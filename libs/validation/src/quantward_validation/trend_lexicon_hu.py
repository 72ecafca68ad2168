"""A trend claim in Hungarian, read as the English `trends` reads.

A Hungarian pension fund, its asset manager or its befektetési bizottság says which way a
figure went in Hungarian ("az árbevétel mintegy 12%-kal nőtt 2024-ben", "a nettó adósság/EBITDA
egyszer sem emelkedett negyedévről negyedévre", "az EBITDA-marzs 2024 minden negyedévében
jobb volt, mint 2023 azonos negyedévében"). Hungarian is agglutinative: a figure's name takes
its possessive and case suffixes ("árbevétele", "EBITDA-marzsa"), a size takes the
instrumental "-val/-vel" assimilated to the word before it ("12%-kal", "1,4
százalékponttal"), a period its case (`period_lexicon_hu`), and a verb's prefix ("meg-",
"fel-", "le-", "vissza-") stands before it in a plain statement ("visszaesett") but splits off
after it under negation ("nem esett vissza"). Negation is "nem" before the verb, "sem" after a
word it makes "no" ("egyetlen negyedévben sem", "egyszer sem"). The verb mostly comes after
its sizes and horizons, so `_finish` puts it back before them as English does.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.numbers_hu import BOUND_TENS, NUMBER_WORDS
from quantward_validation.period_lexicon_hu import hungarian_trend_periods_in_english
from quantward_validation.quantities import WORD_VALUES
from quantward_validation.trend_lexicon_parts import Table, grouped_thousands, lexicon_of

#: the prefixes a verb of change takes, and which split off after it under negation
_PREFIX: Final = r"(?:meg|fel|föl|le|vissza|el|ki|össze|tovább)"
#: a finite form read only as a verb: not right after an article, where the same form is
#: an attributive participle ("a csökkent kereslet", "a javult likviditás")
_NOT_ATTRIBUTIVE: Final = r"(?<!\ba )(?<!\baz )(?<!\begy )"

#: each verb's forms: (past, singular and plural; present, singular and plural). The bare
#: present "nő" is left out: it is the noun "woman" as often as "grows".
_Forms = tuple[str, str]
_UP: Final[tuple[_Forms, ...]] = (
    ("nőtt|nőttek|növekedett|növekedtek", "növekszik|növekednek|nőnek"),
    ("emelkedett|emelkedtek", "emelkedik|emelkednek"),
    ("bővült|bővültek", "bővül|bővülnek"),
    ("gyarapodott|gyarapodtak", "gyarapodik|gyarapodnak"),
    ("ugrott|ugrottak", "ugrik|ugranak"),
)
_DOWN: Final[tuple[_Forms, ...]] = (
    ("csökkent|csökkentek", "csökken|csökkennek"),
    ("esett|estek", "esik|esnek"),
    ("zsugorodott|zsugorodtak", "zsugorodik|zsugorodnak"),
    ("mérséklődött|mérséklődtek", "mérséklődik|mérséklődnek"),
    ("zuhant|zuhantak", "zuhan|zuhannak"),
    ("apadt|apadtak", "apad|apadnak"),
)
_BETTER: Final[tuple[_Forms, ...]] = (
    ("javult|javultak", "javul|javulnak"),
    ("erősödött|erősödtek", "erősödik|erősödnek"),
)
_WORSE: Final[tuple[_Forms, ...]] = (
    ("romlott|romlottak", "romlik|romlanak"),
    ("gyengült|gyengültek", "gyengül|gyengülnek"),
)


def _forms(verbs: tuple[_Forms, ...], tense: int) -> str:
    return "(?:" + "|".join(v[tense] for v in verbs) + ")"


#: (verbs, past English, present English, bare English)
_WAYS: Final = (
    (_UP, "rose", "rises", "rise"),
    (_DOWN, "fell", "falls", "fall"),
    (_BETTER, "improved", "improves", "improve"),
    (_WORSE, "deteriorated", "deteriorates", "deteriorate"),
)
#: "not once", "never": "egyszer sem", "soha nem", "sosem", "egyik … sem"
_NEVER: Final = r"(?:egyszer\s+sem|egyszer\s+sem\s+nem|soha(?:\s+sem)?\s+nem|sosem|soha)"
#: "in no quarter/year/month": "egyetlen negyedévben sem", "egyik évben sem"
_IN_NO: Final = (
    (r"negyedév(?:ben|ében)", "quarter"),
    (r"év(?:ben|ében)", "year"),
    (r"hónap(?:ban|jában)", "month"),
)
_HIGHER: Final = r"(?:magasabb|nagyobb|erősebb)"
_LOWER: Final = r"(?:alacsonyabb|kisebb|gyengébb)"
_BE: Final = r"(?:volt|voltak|lett|lettek)"


def _direction_rows() -> Table:
    """Negations first (never, in no period, not), then levels, then the plain verbs; each
    verb read with a prefix fused before it or split off after it."""
    rows: list[tuple[str, str]] = []
    for verbs, past, _, bare in _WAYS:
        split = rf"(?:\s+{_PREFIX}(?![\w-]))?"
        rows.append((rf"{_NEVER}\s+{_forms(verbs, 0)}{split}", f"never {past}"))
        for unit, english in _IN_NO:
            rows.append(
                (
                    rf"(?:egyetlen|egyik|semmilyen)\s+{unit}\s+sem\s+{_forms(verbs, 0)}{split}",
                    f"did not {bare} in any {english}",
                )
            )
        rows.append((rf"(?:nem|sem)\s+{_forms(verbs, 0)}{split}", f"did not {bare}"))
        rows.append((rf"(?:nem|sem)\s+{_forms(verbs, 1)}{split}", f"does not {bare}"))
    rows += [
        # a level against another: "magasabb volt, mint", "jobb volt, mint"; a level that
        # exceeds or falls short of a base in its object or ablative case
        (rf"{_HIGHER}\s+{_BE},?(?=\s+mint\b)", "was higher"),
        (rf"{_LOWER}\s+{_BE},?(?=\s+mint\b)", "was lower"),
        (rf"jobb\s+{_BE},?(?=\s+mint\b)", "was better"),
        (rf"(?:rosszabb|gyengébb)\s+{_BE},?(?=\s+mint\b)", "was worse"),
        (r"(?:meghaladta|felülmúlta|meghaladták|felülmúlták)(?:\s+az?)?", "was higher than"),
        (r"(?:elmaradt|elmaradtak|alulmúlta)(?:\s+az?)?", "was lower than"),
    ]
    for verbs, past, present, _ in _WAYS:
        rows.append((rf"{_NOT_ATTRIBUTIVE}{_PREFIX}?{_forms(verbs, 0)}", past))
        rows.append((rf"{_PREFIX}?{_forms(verbs, 1)}", present))
    rows += [
        (r"(?:növekvő|emelkedő)\s+(?:trendet|tendenciát|pályát)\s+mutatott", "rose"),
        (r"(?:csökkenő|süllyedő)\s+(?:trendet|tendenciát|pályát)\s+mutatott", "fell"),
    ]
    return tuple(rows)


DIRECTIONS: Final[Table] = _direction_rows()

#: a figure's name with the possessive and case suffixes it takes ("árbevétele",
#: "árbevételét", "EBITDA-marzsa", "eredményének")
_S: Final = r"\w*"
FIGURES: Final[Table] = (
    (rf"(?:nettó\s+adósság\s+és\s+az?\s+EBITDA\s+arány{_S}|nettó\s+adósság\s*/\s*EBITDA"
     rf"(?:-?(?:mutató|arány){_S})?)", "net debt/EBITDA"),
    (rf"eladósodottság{_S}", "leverage"),
    (rf"nettó\s+adósság{_S}", "net debt"),
    (rf"EBITDA-(?:marzs|ráta|hányad){_S}", "EBITDA margin"),
    (rf"(?:üzemi|működési)\s+(?:eredmény|EBIT)-?(?:marzs|ráta|hányad){_S}|EBIT-marzs{_S}",
     "EBIT margin"),
    (rf"működési\s+marzs{_S}", "operating margin"),
    (rf"bruttó\s+(?:fedezet|marzs){_S}", "gross margin"),
    (rf"(?:FÁK|CIS)-(?:export{_S}|piaci\s+(?:ár)?bevétel{_S})", "CIS export revenue"),
    (rf"export(?:árbevétel|bevétel){_S}", "export revenue"),
    (rf"(?:adózott|adózás\s+utáni|nettó)\s+eredmény{_S}|"
     rf"(?:anyavállalat\s+)?részvényeseire\s+jutó\s+(?:adózott\s+)?eredmény{_S}",
     "net income"),
    (rf"(?:üzemi|működési)\s+eredmény{_S}", "operating profit"),
    (rf"(?:nettó\s+|konszolidált\s+|értékesítés\s+nettó\s+)?árbevétel{_S}", "revenue"),
    (r"EBITDA-(?:ja|ját|jának)", "EBITDA"),
    (rf"saját\s+tőké{_S}|saját\s+tőke", "equity"),
)  # fmt: skip

_N: Final = r"(\d+(?:[.,]\d+)?)"
#: an approximation already read as English, kept with the size after "by"
_ABOUT: Final = r"((?:more than|almost|about|less than)\s+)?"
#: the counts a horizon takes in words ("az elmúlt tíz évben", "három egymást követő évben"):
#: two to ten, twelve and twenty, as `numbers_hu` writes them (free forms, with their accents;
#: twelve is the bound ten "tizen-" before two's forms), each with its English word
_COUNT_VALUES: Final = (2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 20)
_ENGLISH_NUMBER: Final = {value: word for word, value in WORD_VALUES.items()}


def _count_words(value: int) -> tuple[str, ...]:
    """A count's free forms ("kettő", "két"); twelve's from the bound ten ("tizenkét")."""
    if value == 12:
        return tuple(BOUND_TENS[10] + two for two in NUMBER_WORDS[2])
    return tuple(w for w in NUMBER_WORDS[value] if w not in BOUND_TENS.values())


_COUNTS: Final[dict[str, str]] = {
    word: _ENGLISH_NUMBER[value] for value in _COUNT_VALUES for word in _count_words(value)
}
_COUNT: Final = "(" + "|".join(_COUNTS) + r"|\d{1,2})"
#: a base a level is set against, in any case ("egy évvel korábbit", "egy évvel korábbitól")
_YEAR_AGO: Final = r"(?:egy\s+évvel\s+korábbi|(?:az\s+)?előző\s+évi|tavalyi)(?:t|tól)?"


#: a period as `hungarian_trend_periods_in_english` leaves it: "30 June 2022", "Q3 2022",
#: "the end of 2022"
_POINT: Final = (
    r"(?:\d{1,2}\s+[A-Z][a-z]+\s+|(?:Q[1-4]|H[12])\s+|the\s+(?:end|start)\s+of\s+)?"
    r"(?:19|20)\d\d"
)


def _counted(word: str) -> str:
    return _COUNTS.get(word.lower(), word)


HORIZONS: Final[Table] = (
    # events the English reader dates, named in Hungarian
    # the change of system (1989-90), dated by its first free elections
    (r"(?:a\s+)?rendszerváltás(?:\s+óta|tól)", "since 1990"),
    (r"(?:a\s+)?(?:tőzsdei\s+bevezetés|tőzsdére\s+lépés|tőzsdei\s+megjelenés)\w*"
     r"(\s*\((?:19|20)\d\d\))?\s+óta", r"since the IPO\1"),
    (r"(?:a\s+)?(?:világjárvány|koronavírus-járvány|járvány|covid)\w*\s+óta",
     "since the pandemic"),
    (r"(?:a\s+)?(?:pénzügyi\s+)?válság\w*\s+óta", "since the financial crisis"),
    # the last N years or quarters, the last decade
    (r"az?\s+(?:elmúlt|utóbbi|legutóbbi)\s+évtized(?:ben)?", "over the last decade"),
    # every quarter, at every quarter's end
    (r"minden\s+negyedév(?:ének|ének)\s+végén", "at the end of every quarter of"),
    (r"minden\s+negyedév(?:ében|ben)", "in every quarter of"),
    (r"negyedévről\s+negyedévre", "from one quarter to the next"),
    (r"évről\s+évre", "year on year"),
    (r"az?\s+előző\s+negyedévhez\s+képest", "versus the previous quarter"),
    (r"az?\s+előzőhöz\s+képest", "from one quarter to the next"),
    (r"az?\s+előző\s+év(?:hez)?\s+képest|az?\s+előző\s+évhez\s+viszonyítva", "year on year"),
    (r"(?:az?\s+)?(?:előző\s+év|egy\s+évvel\s+korábbi)\s+azonos\s+negyedév(?:é|e)(?:hez|ben|"
     r"t|től)?", "the same quarter a year earlier"),
    (r"((?:19|20)\d\d)\s+azonos\s+negyedév(?:é|e)(?:hez|ben|t|től)?", r"the same quarter of \1"),
    (_YEAR_AGO, "a year earlier"),
    (r"egy\s+évvel\s+(?:korábban|azelőtt)", "a year earlier"),
    # periods put by a postposition after them
    (r"((?:Q[1-4]|H[12])\s+(?:19|20)\d\d|(?:19|20)\d\d)\s+óta", r"since \1"),
    (r"(the\s+(?:end|start)\s+of\s+(?:19|20)\d\d)\s+óta", r"since \1"),
    (rf"(?:az?\s+)?({_POINT})\s+és\s+(?:az?\s+)?({_POINT})\s+között", r"between \1 and \2"),
    (r"(?<=\d)\s+során|során", "over"),
    # the article before a period already read ("a 2021. II. negyedévtől")
    (r"az?\s+(from|to|in|since|versus)(?=\s+(?:Q[1-4]|H[12]|the\s+(?:end|start)|\d))", r"\1"),
    # pace and rate
    (r"gyorsabban|dinamikusabban", "faster"),
    (r"lassabban|mérsékeltebben", "more slowly"),
    (r"(?:évi\s+átlagban\s+|átlagosan\s+évi\s+|évente\s+átlagosan\s+)?kétszámjegyű\s+"
     r"(?:éves\s+|évi\s+)?(?:ütemben|mértékben|növekedési\s+ütemben)",
     "at a double-digit compound annual rate"),
    (r"kétszámjegyű", "double-digit"),
    # adverbs of manner said before the verb
    (r"folyamatosan|egyre\s+inkább", "steadily"),
    (r"jelentősen|nagymértékben|számottevően", "significantly"),
    (r"enyhén|kismértékben|kissé|mérsékelten", "slightly"),
    # approximations, then a size in the instrumental ("12%-kal", "1,4 százalékponttal")
    (r"több\s+mint|valamivel\s+több\s+mint", "more than"),
    (r"közel|csaknem|majdnem|mintegy\s+közel", "almost"),
    (r"mintegy|körülbelül|kb\.|nagyjából|megközelítőleg", "about"),
    (r"kevesebb\s+mint|alig", "less than"),
    (rf"{_ABOUT}{_N}\s?%-(?:kal|kel|val|vel)", r"by \1\2%"),
    (rf"{_ABOUT}{_N}\s+százalékkal", r"by \1\2%"),
    (rf"{_ABOUT}{_N}\s+százalékponttal", r"by \1\2 percentage points"),
    (rf"{_ABOUT}{_N}\s+(?:bázisponttal|bp-(?:tal|vel))", r"by \1\2 bp"),
    (rf"{_ABOUT}{_N}\s+egységgel", r"by \1\2x"),
    (rf"{_ABOUT}{_N}\s+milliárd\s+(?:forinttal|Ft-tal)", r"by \1\2 billion"),
    (rf"{_ABOUT}{_N}\s+millió\s+(?:forinttal|Ft-tal)", r"by \1\2 million"),
    # a level reached, in the sublative: "1,0-ra", "25%-ra"
    (rf"{_N}(%?)-(?:ra|re)", r"to \1\2"),
    (r"százalékpont\w*", "percentage points"),
    (r"milliárd\s+(?:forint|Ft)\w*", "billion"),
    (r"millió\s+(?:forint|Ft)\w*", "million"),
    (r"mint", "than"),
    (r"és", "and"),
)  # fmt: skip

#: the last N years or quarters and N years in a row, with the count in words or digits
_LAST_N: Final = re.compile(
    rf"\baz?\s+(?:elmúlt|utóbbi|legutóbbi)\s+{_COUNT}\s+(év|negyedév|hónap)\w*",
    re.IGNORECASE,
)
_IN_A_ROW: Final = re.compile(
    rf"(?<![\w-]){_COUNT}\s+egymást\s+követő\s+(év|negyedév|hónap)\w*", re.IGNORECASE
)
_UNIT_EN: Final = {"év": "years", "negyedév": "quarters", "hónap": "months"}


def _counted_periods(sentence: str) -> str:
    """ "az elmúlt tíz évben" as "over the last ten years", "három egymást követő évben" as
    "for three consecutive years": a count in words or digits, its unit in any case."""
    read = _LAST_N.sub(
        lambda m: f"over the last {_counted(m.group(1))} {_UNIT_EN[m.group(2).lower()]}",
        sentence,
    )
    return _IN_A_ROW.sub(
        lambda m: f"for {_counted(m.group(1))} consecutive {_UNIT_EN[m.group(2).lower()]}", read
    )


def _periods(sentence: str) -> str:
    return _counted_periods(hungarian_trend_periods_in_english(sentence))


_VERB: Final = (
    r"(?:did not (?:rise|fall|improve|deteriorate)(?: in any (?:quarter|year|month))?|"
    r"does not (?:rise|fall|improve|deteriorate)|never (?:rose|fell|improved|deteriorated)|"
    r"rose|fell|improved|deteriorated|rises|falls|improves|deteriorates)"
)
#: the sizes, horizons and paces Hungarian says before its verb: from the first of them to
#: the verb, never across a clause's edge
_BEFORE_VERB: Final = re.compile(
    r"(?P<adverbs>(?:\b(?:by|in|between|since|from|to|over|at|for|during|versus)\s|"
    r"\b(?:faster|more slowly)\b)(?:[^,;:\[|–—]|(?<=\d),(?=\d))*?)\s+(?P<verb>"
    + _VERB
    + r")\b(?!\s+(?:by|at)\b"
    r"[^,;:\[|]*?\b" + _VERB + r")"
)
#: a year a pace is said in, once the verb is first: "rose faster in 2024 than in 2023"
_PACE: Final = re.compile(r"\b(rose|fell)\s+(in\s+\S+)\s+(faster|more slowly)\s*,?\s+than\b")
#: "in every quarter of" with no year after it (the year came before it in Hungarian)
#: a period opened by "-tól/-től" that nothing closes: since it ("a 2021. II. negyedévtől")
_SINCE: Final = re.compile(
    r"\bfrom\s+((?:\d{1,2}\s+[A-Z][a-z]+\s+|(?:Q[1-4]|H[12])\s+|the\s+(?:end|start)\s+of\s+)?"
    r"(?:19|20)\d\d)(?![^.;\[|]*\bto\b)"
)
_EVERY_OF_YEAR: Final = re.compile(
    r"(?:\b(?:in|from|at)\s+)?\b((?:19|20)\d\d)\s+(in every quarter|at the end of every quarter)"
    r" of\b"
)


def _hungarian_order(sentence: str) -> str:
    """English word order: the verb before the sizes, horizons and paces Hungarian puts in
    front of it ("by 12% rose in 2024" is "rose by 12% in 2024"), a pace after its verb and
    its year before "than", "2024 in every quarter of" as "in every quarter of 2024", the
    comma Hungarian sets before "than" dropped, and thousands grouped with a space as one."""
    read = _EVERY_OF_YEAR.sub(r"\2 of \1", grouped_thousands(sentence))
    read = re.sub(r"\bof (?=[\s.,;\[|]|$|was\b|rose\b|fell\b)", "", read)
    read = _BEFORE_VERB.sub(r"\g<verb> \g<adverbs>", read)
    read = _PACE.sub(r"grew \3 \2 than", read)
    read = _SINCE.sub(r"since \1", read)
    read = re.sub(r",\s+than\b", " than", read)
    return re.sub(r"[ \t]{2,}", " ", read)


#: words only Hungarian has among the languages read here: its verbs of change, its negation
#: and postpositions, its period nouns in any case
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:"
    + "|".join(f"{_forms(v, 0)}|{_forms(v, 1)}" for v, *_ in _WAYS)
    + r"|egyszer|óta|között|képest|negyedév\w*|félév\w*|évben|százalék\w*|"
    r"mintegy|közel|minden|elmúlt|egymást|trendet|tendenciát|\d+%-(?:kal|kel)|"
    r"(?:19|20)\d\d-(?:ban|ben|tól|től|ról|ről|ig|ra|re))(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=(),
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=_hungarian_order,
    read_periods=_periods,
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON"]
