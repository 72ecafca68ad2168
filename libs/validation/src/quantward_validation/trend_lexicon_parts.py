"""The parts one language's trend lexicon is made of, and how a lexicon rewrites a sentence.

`trend_lexicon_eu` reads German, French, Italian, Spanish and Dutch with one set of tables;
a language added later (`trend_lexicon_pt`, `trend_lexicon_sv`) keeps its own, so that its
small words ("a", "em", "i", "och", "med") are read only in a sentence whose direction is said
in that language, never in an English one or in another language's. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from quantward_validation.period_lexicon_eu import periods_in_english

Table = tuple[tuple[str, str], ...]
Compiled = tuple[tuple[re.Pattern[str], str], ...]

#: a word's edges: neither a letter nor a hyphen on either side ("expandiu-se" is one word)
_EDGE_BEFORE: Final = r"(?<![\w-])"
_EDGE_AFTER: Final = r"(?![\w-])"


def compiled(table: Table) -> Compiled:
    """Each (pattern, English) row as a case-blind whole-word pattern."""
    return tuple(
        (re.compile(rf"{_EDGE_BEFORE}(?:{p}){_EDGE_AFTER}", re.IGNORECASE), e) for p, e in table
    )


def substituted(sentence: str, table: Compiled) -> str:
    """The sentence with every row of `table` written as its English, in the table's order."""
    for pattern, english in table:
        sentence = pattern.sub(english, sentence)
    return sentence


@dataclass(frozen=True)
class TrendLexicon:
    """One language's words for a trend claim, each table read as English longhand.

    `figures` name series and are read in any sentence; `periods` are the forms that name
    their period or unit unambiguously ("fjärde kvartalet 2024", "procentenheter") and are read
    even inside a sentence said in English; `directions` (negations first) say which way a
    figure went, and a sentence that has one is read whole with `rest` (horizons, comparisons,
    sizes, ordinals, counts and small words) and then `finish` (word order)."""

    figures: Compiled
    periods: Compiled
    directions: Compiled
    rest: Compiled
    finish: Callable[[str], str] = lambda sentence: sentence
    #: words only this language has among those whose verbs it shares (Danish and Swedish
    #: "steg"): of two lexicons that both read a direction, the one whose words the sentence
    #: has more of reads it
    markers: re.Pattern[str] | None = None
    #: a language whose periods are said by case endings rather than words a table can list
    #: ("vuoden 2020 ensimmäisestä neljänneksestä" is "from Q1 2020") reads them with a
    #: function, before its `periods` table
    read_periods: Callable[[str], str] = lambda sentence: sentence


#: verbs by their forms in each tense: (past, participle, present)
Verbs = tuple[tuple[str, str, str], ...]


def tense_of(verbs: Sequence[tuple[str, ...]], *tenses: int) -> str:
    """The forms of several verbs in the given tenses as one alternation, verb by verb (0 past,
    1 participle, 2 present in the Nordic tables; a language with other tenses numbers its own,
    as Finnish does with its connegative)."""
    return "(?:" + "|".join(forms[tense] for forms in verbs for tense in tenses) + ")"


@dataclass(frozen=True)
class Way:
    """One direction's words in a Danish or Norwegian lexicon: its verbs, the particle a verb
    of going takes for it ("op", "ned") and its comparatives ("højere", "lavere")."""

    verbs: Verbs
    particle: str
    more: str


@dataclass(frozen=True)
class NordicAuxiliaries:
    """The auxiliaries a Danish or Norwegian verb phrase is built with: the perfect's ("er",
    "har", …, with the space after it), the particle verb of going in each tense ("gik",
    "gået", "går"), and becoming, finite ("blev|bliver") and as a participle ("blevet"). The
    two languages negate a verb with the same grammar and differ only in these words."""

    have: str
    going: tuple[str, str, str]
    become: str
    become_participle: str
    #: the passive's whole auxiliary, finite and perfect ("blev|bliver|er blevet|…")
    becoming: str

    def negated(self, way: Way, neg: str) -> str:
        """A verb of one way negated by `neg`: after a finite verb ("steg ikke", "gikk ikke
        ned", "blev ikke forbedret", "ble ikke bedre"), before a participle ("er ikke steget",
        "har aldri gått ned")."""
        verbs, particle, more = way.verbs, way.particle, way.more
        finite = f"(?:{tense_of(verbs, 0)}|{tense_of(verbs, 2)})"
        have, going, become = self.have, self.going, self.become_participle
        return (
            rf"{finite}\s+{neg}|{have}{neg}\s+(?:{become}\s+)?{tense_of(verbs, 1)}|"
            rf"(?:{going[0]}|{going[2]})\s+{neg}\s+{particle}|"
            rf"{have}{neg}\s+{going[1]}\s+{particle}|"
            rf"(?:{self.become})\s+{neg}\s+(?:{tense_of(verbs, 1)}|{more})|"
            rf"{have}{neg}\s+{become}\s+{more}"
        )

    def moves(self, up: Way, down: Way) -> Table:
        """The rows of a rise and a fall said without negation: the passive and the comparative
        it makes ("blev forbedret", "ble høyere"), the perfect ("er steget", "har gått ned"),
        then the finite verbs, past before present ("steg", "gikk opp", "stiger")."""
        rows: list[tuple[str, str]] = []
        for way, english in ((up, "rose"), (down, "fell")):
            rows.append((rf"{self.becoming}\s+(?:{tense_of(way.verbs, 1)}|{way.more})", english))
        for way, english in ((up, "has risen"), (down, "has fallen")):
            perfect = rf"{tense_of(way.verbs, 1)}|{self.going[1]}\s+{way.particle}"
            rows.append((rf"{self.have}(?:{perfect})", english))
        for tense, (rise, fall) in ((0, ("rose", "fell")), (2, ("rises", "falls"))):
            for way, english in ((up, rise), (down, fall)):
                finite = rf"{tense_of(way.verbs, tense)}|{self.going[tense]}\s+{way.particle}"
                rows.append((finite, english))
        return tuple(rows)


@dataclass(frozen=True)
class SlavicVerbs:
    """The verbs a Czech or Slovak lexicon reads a direction by, each an alternation of its
    forms: the past (l-participles, with their gender and number endings and both aspects) of a
    rise, a fall, an improvement and a worsening, and the present of a rise and a fall. The two
    languages say a direction with the same grammar: the negation is the verb's own prefix
    "ne-" ("nevzrostl", "neklesol"), the reflexive ("se", "sa") stands on either side of it,
    and "never" is an adverb before the negated verb ("ani jednou … neklesly", "ani raz …
    nestúpol"); they differ only in these words."""

    up: str
    down: str
    better: str
    worse: str
    up_now: str
    down_now: str
    #: the reflexive before the verb (with its space) and after it (with the space before it)
    reflexive: str
    reflexive_after: str
    #: "never" with one group: the adverbs said between it and its verb, kept after the verb
    never: str

    def directions(self, levels: Table) -> Table:
        """The direction rows, negations first: never, the negated past, the negated present,
        then `levels` (a level against another, "byl … vyšší než", whose verb is no verb of
        going), then the plain past and present. One builder, so that the two languages'
        rows cannot drift apart and a verb added to one reads in every row of it."""
        se, after = self.reflexive, self.reflexive_after
        past = (
            (self.up, "rose", "rise"),
            (self.down, "fell", "fall"),
            (self.better, "improved", "improve"),
            (self.worse, "deteriorated", "deteriorate"),
        )
        now = ((self.up_now, "rises", "rise"), (self.down_now, "falls", "fall"))
        return (
            *((rf"{self.never}{se}ne{verb}{after}", rf"never {did} \1") for verb, did, _ in past),
            *((rf"{se}ne{verb}{after}", f"did not {bare}") for verb, _, bare in past),
            *((rf"{se}ne(?:{verb}){after}", f"does not {bare}") for verb, _, bare in now),
            *levels,
            *((rf"{se}{verb}{after}", did) for verb, did, _ in past),
            *((rf"{se}(?:{verb}){after}", does) for verb, does, _ in now),
        )


def lexicon_of(
    *,
    figures: Table,
    periods: Table,
    directions: Table,
    rest: Table,
    finish: Callable[[str], str] | None = None,
    markers: re.Pattern[str] | None = None,
    read_periods: Callable[[str], str] | None = None,
) -> TrendLexicon:
    """A language's lexicon from its tables, each compiled once, so that a language module
    holds only its words and its word order."""
    return TrendLexicon(
        figures=compiled(figures),
        periods=compiled(periods),
        directions=compiled(directions),
        rest=compiled(rest),
        finish=finish if finish is not None else (lambda sentence: sentence),
        markers=markers,
        read_periods=read_periods if read_periods is not None else (lambda sentence: sentence),
    )


def quarter_finish(prepare: Callable[[str], str]) -> Callable[[str], str]:
    """The finish of a language whose quarters read like the English ones: its own word order
    (`prepare`) first, then "in every quarter in 2024" and "in no quarter" in English order,
    then single spaces. One tail, so that German, Spanish and Danish cannot drift apart."""

    def finish(sentence: str) -> str:
        read = no_quarter_as_negation(every_quarter_of(prepare(sentence)))
        return re.sub(r"[ \t]{2,}", " ", read)

    return finish


#: thousands grouped with a plain space ("1 047,5 mill. kr", "29 850 k$", "12 400 t"), as
#: Norwegian, Polish and French write them
_SPACED_THOUSANDS: Final = re.compile(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d])")


def grouped_thousands(sentence: str) -> str:
    """The sentence with the plain spaces that group a number's thousands left out, so that
    every reader of sizes takes it as one number. Why: read with its spaces, "fell by 1 047.5
    million" is a fall of 47.5 and a right size is called wrong."""
    return _SPACED_THOUSANDS.sub(lambda m: m.group(0).replace(" ", ""), sentence)


#: the English count a language's own count words were first read as (`numbers_cs_ro`'s
#: `COUNTS_CS`, `COUNTS_SK`, `COUNTS_RO` give "two" to "twenty"), or digits: the count a
#: horizon's "… quarters", "… years" then take
ENGLISH_COUNT: Final = (
    r"(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    r"sixteen|seventeen|eighteen|nineteen|twenty|\d+)"
)
#: a pace said after its horizon ("rose in 2024 more slowly than in 2023"), as Czech, Slovak
#: and Romanian put it once their words are English
_PACE_AFTER_HORIZON: Final = re.compile(
    r"\brose\s+((?:in|over)\s+[^.;\[]{1,30}?)\s+(more slowly|slower|faster)\s+than\b"
)
#: ... or with the horizon said before the verb, where the subject leaves it ("revenue in 2024
#: rose more slowly than in 2023", Slovenian "prihodki so v letu 2024 rasli počasneje kot v letu
#: 2023"): only a comparison of periods, "than" before another horizon
_PACE_BEFORE_VERB: Final = re.compile(
    r"\b((?:in|over)\s+[^.;\[]{1,30}?)\s+rose\s+(more slowly|slower|faster)\s+than\s+"
    r"(?=(?:in|over|during)\b)"
)
#: the rate of a compound change said after its span ("rose between 2021 and 2024 at a
#: double-digit compound annual rate")
_RATE_AFTER_SPAN: Final = re.compile(
    r"\b(rose|fell)\s+(between\s+[^.;\[]{1,40}?)\s+(at a [\w-]+ compound annual rate)"
)


def pace_and_rate_in_english_order(sentence: str) -> str:
    """A pace and a compound rate said after their horizon put where English says them: "grew
    more slowly in 2024 than in 2023", "rose at a double-digit compound annual rate between
    2021 and 2024". Why: the horizon reader takes the span right after the verb; one finish
    for the languages that put it first (Czech, Slovak, Romanian), so they cannot drift apart."""
    read = _PACE_AFTER_HORIZON.sub(r"grew \2 \1 than", sentence)
    read = _PACE_BEFORE_VERB.sub(r"grew \2 \1 than ", read)
    return _RATE_AFTER_SPAN.sub(r"\1 \3 \2", read)


def horizon_first_finish(
    before_negation: Callable[[str], str] | None = None,
) -> Callable[[str], str]:
    """The finish of a language that says a pace and a compound rate after their horizon
    (Czech, Slovak, Romanian): thousands grouped, the pace and the rate in English order, the
    language's own step if it has one (`before_negation`), "in no quarter" as the English
    negation, then single spaces. One tail, so that the three cannot drift apart."""

    def finish(sentence: str) -> str:
        read = pace_and_rate_in_english_order(grouped_thousands(sentence))
        if before_negation is not None:
            read = before_negation(read)
        read = any_quarter_in(no_quarter_as_negation(read))
        return re.sub(r"[ \t]{2,}", " ", read)

    return finish


#: a verb's size said with no preposition ("caiu 3 %", "kasvoi yli 15 %", "desceu 0,7x"),
#: never a year ("caiu 2024" is no size)
_BARE_SIZE: Final = re.compile(
    r"\b(rose|fell|rises|falls|has risen|has fallen)\s+(?=(?:more than|almost|about|less than|"
    r"just over|just under)?\s*[-−+]?(?!(?:19|20)\d\d\b(?!\s*(?:%|x\b|million|billion|"
    r"thousand|percentage)))\d)"
)


def sized_by(sentence: str) -> str:
    """The sentence with a size said straight after its verb given the English "by", so that
    a language which sizes a change without a preposition (Finnish, Portuguese) has its size
    read as the change's and not as a level ("fell 0,7x" is "fell by 0,7x")."""
    return _BARE_SIZE.sub(r"\1 by ", sentence)


def marked(lexicon: TrendLexicon, sentence: str) -> int:
    """How many of `lexicon`'s own words the sentence has (0 for a lexicon without markers)."""
    return 0 if lexicon.markers is None else len(lexicon.markers.findall(sentence))


def read_directed(lexicons: tuple[TrendLexicon, ...], sentence: str) -> str | None:
    """The sentence read whole by the lexicon that reads a direction in it (of several, the
    one whose own words it has most of, the earlier on a tie); None when none does."""
    best: tuple[int, TrendLexicon, str] | None = None
    for lexicon in lexicons:
        directed = substituted(sentence, lexicon.directions)
        if directed == sentence:
            continue
        score = marked(lexicon, sentence)
        if best is None or score > best[0]:
            best = (score, lexicon, directed)
    return None if best is None else read_whole(best[1], best[2])


def read_whole(lexicon: TrendLexicon, directed: str) -> str:
    """A sentence whose direction `lexicon` has read, read whole: the periods it names first
    (the ones `period_lexicon_eu` reads in every language, then the language's own), then the
    rest of its words, then its word order. The shared reader goes first so a language keeps
    no copy of a form it reads ("4º tri/2024", "andra kvartalet 2023")."""
    read = substituted(lexicon.read_periods(periods_in_english(directed)), lexicon.periods)
    return lexicon.finish(substituted(read, lexicon.rest))


_IN_NO_QUARTER: Final = re.compile(
    r"\b(?:did not |never )?(rose|fell|rises|falls)\b([^.;\[|]*?)\s*\bin no quarter\b"
)
_NOT_IN_NO_QUARTER: Final = re.compile(
    r"\b(did not (?:rise|fall)|never (?:rose|fell))\b([^.;\[|]*?)\s*\bin no quarter\b"
)


#: "in every quarter" put in a period by the language's own preposition ("i hvert kvartal i
#: 2024", "en todos los trimestres durante el ejercicio 2024", "in jedem Quartal im Jahr 2024")
_EVERY_QUARTER_IN: Final = re.compile(
    r"\bin every quarter\s+(?:in|over|during)(?:\s+the)?\s+(?=(?:FY)?(?:19|20)\d\d\b|[QH][1-4]\b)"
)


def tenses(
    endings: Mapping[str, tuple[str, ...]],
    regular: tuple[tuple[str, str], ...],
    irregular: tuple[tuple[str, ...], ...],
) -> list[str]:
    """Each tense's forms of a Romance language's verbs, as one alternation per tense: a
    regular verb's stem with its conjugation's ending for the tense (`endings`), an irregular
    verb's forms as given. One builder, so Portuguese and Spanish read their verbs alike and
    differ only in how their reflexive pronoun attaches."""
    forms: list[list[str]] = [[] for _ in next(iter(endings.values()))]
    for stem, conjugation in regular:
        for tense, ending in enumerate(endings[conjugation]):
            forms[tense].append(f"{stem}(?:{ending})")
    for given in irregular:
        for tense, form in enumerate(given):
            forms[tense].append(f"(?:{form})")
    return ["(?:" + "|".join(t) + ")" for t in forms]


#: "in any quarter of 2024", as a negation in no quarter is read (`no_quarter_as_negation`)
_ANY_QUARTER_OF: Final = re.compile(r"\bin any quarter of(?=\s+(?:FY)?(?:19|20)\d\d\b)")


def any_quarter_in(sentence: str) -> str:
    """ "in any quarter of 2024" as "in any quarter in 2024", the form the horizon reader
    takes with the year it names: a language that names a quarter's year by its genitive
    ("v žádném čtvrtletí roku 2024", "în niciun trimestru din 2024") keeps the year."""
    return _ANY_QUARTER_OF.sub("in any quarter in", sentence)


def every_quarter_of(sentence: str) -> str:
    """ "in every quarter in 2024" as the English "in every quarter of 2024": the quarters are
    the period's, each against the one before."""
    return _EVERY_QUARTER_IN.sub("in every quarter of ", sentence)


#: a negated level "in no quarter": the negative concord of the Slavic languages ("nebol v
#: žiadnom štvrťroku nižší", "nije bila niža ni u jednom tromjesečju"), "not lower in any
#: quarter" in English
_NO_QUARTER_LEVEL: Final = re.compile(
    r"\b(was not (?:higher|lower))\b([^.;\[|]*?)\bin no quarter\b"
)


def negated_level_in_any_quarter(read: str) -> str:
    """ "was not lower … in no quarter" (a negative concord) as "was not lower … in any
    quarter". Why: read as two negations, the level would be claimed higher in every quarter;
    one step shared by Slovak and Croatian, so they cannot drift apart."""
    return _NO_QUARTER_LEVEL.sub(r"\1\2in any quarter", read)


def no_quarter_as_negation(sentence: str) -> str:
    """A verb said with "in no quarter" as the English negation: "fiel in keinem Quartal",
    "no cayó en ningún trimestre", "steg i intet kvartal" all say "did not fall in any
    quarter" (the double negative of a negated verb too)."""
    sentence = _NOT_IN_NO_QUARTER.sub(r"\1\2 in any quarter", sentence)
    return _IN_NO_QUARTER.sub(
        lambda m: (
            f"did not {'rise' if m.group(1).startswith('r') else 'fall'}{m.group(2)} in any quarter"
        ),
        sentence,
    )


__all__ = [
    "ENGLISH_COUNT",
    "Compiled",
    "NordicAuxiliaries",
    "SlavicVerbs",
    "Table",
    "TrendLexicon",
    "Verbs",
    "any_quarter_in",
    "compiled",
    "every_quarter_of",
    "grouped_thousands",
    "horizon_first_finish",
    "lexicon_of",
    "marked",
    "negated_level_in_any_quarter",
    "no_quarter_as_negation",
    "pace_and_rate_in_english_order",
    "quarter_finish",
    "read_directed",
    "read_whole",
    "sized_by",
    "substituted",
    "tense_of",
    "tenses",
]
