"""A limit no vocabulary knows, tied to the mandate's words by the words it shares with them.

Every register of writing names limits the subject lexicon (`limits`) has never seen: a
reinsurance book's "Caribbean windstorm aggregate", a litigation fund's "single case budget",
`caseBudgetCap`. `limits.subject_of` returns None for them, so a mandate's bound on such a thing
was dropped (a `mandate.Bound` needs a subject) and a plan limit of the same name could never be
read against it: the Guardian asked a needless question, revised a clean plan or missed a
breach. Writing one more lexicon per register does not reach the next register.

The fallback here is the one `provenance` already uses to tell a term sheet's lines apart: a
mandate's phrase that states a bound of no known subject keeps a *lexical* subject, the stems of
its content words (their first five letters, and the initials of runs of its words, so
"loan to value" also gives "ltv"), with the unit its figure is written in. A plan limit whose
own subject is unknown is covered by it when the stems of its name's content words meet the
phrase's: at least half of them, and at least one. A name's side, unit, base and the words every
limit uses (max, cap, limit, exposure, weight, share, bps, years, of, nav, …: `_GENERIC`) are no
content, so two unrelated limits that share only such a word are never tied. A lexical subject
never covers a limit whose subject is known: what the vocabularies read stays as it was.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.continental_periods import (
    CONTINENTAL_DAYS,
    CONTINENTAL_MONTHS,
    CONTINENTAL_YEARS,
)
from quantward_validation.cross_script_subjects import glossed, script_term_ends
from quantward_validation.lexical_synonyms import (
    classes_in,
    singular,
    tokens,
    word_classes,
)
from quantward_validation.limit_sides_asia import LIMIT_WORD as ASIAN_LIMIT_WORD
from quantward_validation.limit_sides_europe import SOUTH_SLAVIC_SIDE
from quantward_validation.limits import UNITS, subject_mentions, subject_of, words
from quantward_validation.money_scales import CURRENCY_NAMES

#: what marks a class of synonyms among a phrase's stems (`lexical_synonyms`)
SYNONYM: Final = "="

#: what starts a lexical subject: "~unit~stem stem …" (unit empty when the figure has none)
MARK: Final = "~"

#: words that say nothing of what a limit bounds: its side, unit, base, and the words every
#: limit and every clause uses
_GENERIC: Final = frozenset(
    {
        "max",
        "maximum",
        # ... as the Nordic and Slavic languages spell it ("limitIzdavateljMaks", "maks. 5 %")
        "maks",
        "maksimum",
        "min",
        "minimum",
        "cap",
        "caps",
        "capped",
        "floor",
        "floors",
        "ceiling",
        "limit",
        "limits",
        "limited",
        "bound",
        "budget",
        "threshold",
        "exposure",
        "exposures",
        "weight",
        "weights",
        "share",
        "shares",
        "ratio",
        "level",
        "value",
        "total",
        "aggregate",
        # (a limit's kind, not its subject: "state concentration", "issuer concentration")
        "concentration",
        "bps",
        "bp",
        "basis",
        "points",
        "pct",
        "percent",
        "per",
        "cent",
        "centum",
        "nav",
        "gav",
        "fund",
        "funds",
        "book",
        "portfolio",
        "of",
        "the",
        "a",
        "an",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "and",
        "or",
        "any",
        "one",
        "each",
        "all",
        "single",
        "hard",
        "soft",
        "shall",
        "must",
        "may",
        "will",
        "not",
        "no",
        "be",
        "is",
        "are",
        "more",
        "less",
        "than",
        "least",
        "most",
        "above",
        "below",
        "under",
        "over",
        "up",
        "exceed",
        "exceeds",
        "between",
        "within",
        "its",
        "it",
        "with",
        "x",
        "times",
        "pp",
        # (a band, and the policy's words for the level and the room around it, name the bound,
        # not what it bounds: "strategic level 4.5M, with a tactical band of 3M–6M")
        "band",
        "bands",
        "range",
        "corridor",
        "strategic",
        "tactical",
        # (the period a limit counted in time is said in: `oadFloorYears`, `tenorCapMonths`)
        "day",
        "days",
        "year",
        "years",
        "yr",
        "yrs",
        "month",
        "months",
        "mth",
        "mths",
        "mos",
        # (the words that offer a set's values name nothing: "anything from 2 % to 4 %")
        "from",
        "anything",
        "whatever",
        "anywhere",
        "wherever",
        # (the same words of a limit's side, base and unit in Portuguese, Italian and Swedish,
        # read without their accents: `limiteSuperiorX`, `pesoMaxEmittente`, `andelMax`)
        "limite",
        "limites",
        "limiti",
        "superior",
        "inferior",
        "superiore",
        "inferiore",
        "maximo",
        "maxima",
        "minimo",
        "minima",
        "massimo",
        "massima",
        "teto",
        "piso",
        "tetto",
        "soglia",
        "grans",
        "granser",
        "hogst",
        "lagst",
        "maximal",
        "minimal",
        "maximalt",
        "minimalt",
        "andel",
        "quota",
        "peso",
        "percentual",
        "percentuale",
        "procent",
        "cento",
        "patrimonio",
        "dias",
        "giorni",
        "dagar",
        "pontos",
        "punti",
        "baspunkter",
    }
)
_WORD: Final = re.compile(r"[a-z][a-z0-9]*")
#: a limit's side romanised from Japanese, Korean or Chinese (`limit_sides_asia`)
_ASIAN_SIDE: Final = re.compile(ASIAN_LIMIT_WORD)
#: ... and a South Slavic side ("najmanj", "najvec", "gornji"): a name's side, never its subject
_SOUTH_SLAVIC_SIDE: Final = re.compile(SOUTH_SLAVIC_SIDE)
#: a measure "at risk" by its acronym with the small "a" ("PaR", "EaR", "CFaR", `maxPaRShare`):
#: one word, which `limits.words` would split at its last capital ("pa r")
_AT_RISK_ACRONYM: Final = re.compile(r"(?<![A-Z])[A-Z]{1,3}a[A-Z](?![a-z])")


#: a limit's side said as the first part of a German, Dutch or Scandinavian compound
#: ("Mindestliquidität", "Höchstquote", "Maximalbestand", "minimumsbeholdning"): the rest of the
#: word is what the phrase bounds, as the English "minimum liquidity" says it in two words
_SIDE_PREFIX: Final = re.compile(
    r"^(?:mindest|hoe?chst|maximal|minimal|maximum|minimum|maks|mindst)s?(?=[a-z]{5})"
)


def _words(text: str) -> str:
    """`limits.words` of a text, an acronym of a measure at risk kept one word, its letters
    without their accents (`lexical_synonyms.unaccented`: a name is typed without them), and a
    Japanese fund's terms in kanji, katakana or romanised written in English
    (`cross_script_subjects`: `kitaiShuekiritsuKagen` and "期待収益率" say "expected return")."""
    return glossed(words(_AT_RISK_ACRONYM.sub(lambda m: f" {m.group().lower()} ", text)))


def _stem(word: str) -> str:
    """A word's first five letters, read in the singular ("losses" and "loss", "deals" and
    "deal", "liabilities" and "liability" are one stem)."""
    return singular(word)[:5]


def _content(text: str) -> list[str]:
    # (a limit's side romanised from Japanese, Korean or Chinese, `kagen`, `jogen`, `hando`,
    # is a generic word too: `limit_sides_asia`)
    return [
        w
        for w in _WORD.findall(_words(text))
        if len(w) > 1
        and w not in _GENERIC
        and not _ASIAN_SIDE.fullmatch(w)
        and not _SOUTH_SLAVIC_SIDE.fullmatch(w)
    ]


def phrase_stems(text: str) -> frozenset[str]:
    """The stems of a phrase's content words, with the initials of each run of three or four of
    its words, marked `^` ("loan to value" gives "^ltv"), so a name that abbreviates its subject
    (`ltvCap`) meets it; two letters are too many words' initials to tell anything. The classes
    of the finance synonyms it says are marked `=` ("gearing" gives "=gearing",
    `lexical_synonyms`), so a name that says the thing in another word (`maxLtv`) meets it."""
    every = _WORD.findall(_words(text))
    content = _content(text)
    stems = {_stem(w) for w in content}
    # ... and of a compound's rest after the side it opens with ("Mindestliquidität" says
    # liquidity: `_SIDE_PREFIX`)
    stems |= {_stem(w[m.end() :]) for w in content if (m := _SIDE_PREFIX.match(w))}
    stems |= {SYNONYM + c for c in classes_in(tokens(_words(text)))}
    for i in range(len(every)):
        for n in (3, 4):
            if i + n <= len(every):
                stems.add("^" + "".join(w[0] for w in every[i : i + n]))
    return frozenset(stems)


_RAW_WORD: Final = re.compile(r"[A-Za-z][A-Za-z0-9]*")


def content_end(phrase: str) -> int | None:
    """Where a phrase's last content word ends (None: it has none), so what follows it ("is",
    "is capped at") reads as the words between a subject and its figure, as after a subject a
    vocabulary knows ("the frost-loss reserve is 3 %" states a level)."""
    ends = [
        m.end()
        for m in _RAW_WORD.finditer(phrase)
        if len(m.group()) > 1 and m.group().lower() not in _GENERIC
    ]
    # ... or a Japanese fund's term in kanji or katakana ("any one 運用委託先:",
    # `cross_script_subjects`)
    ends += script_term_ends(phrase)
    return max(ends) if ends else None


def lexical_subject(phrase: str, unit: str | None) -> str | None:
    """The lexical subject of a phrase that states a bound (`MARK`, the unit, the stems of its
    content words), or None when the phrase names nothing but generic words."""
    if not _content(phrase):
        return None
    return f"{MARK}{unit or ''}{MARK}{' '.join(sorted(phrase_stems(phrase)))}"


def is_lexical(subject: str) -> bool:
    return subject.startswith(MARK)


def lexical_unit(subject: str) -> str | None:
    """The unit a lexical subject's figure was written in (None: the plan limit's own)."""
    if not is_lexical(subject):
        return None
    return subject[len(MARK) :].split(MARK, 1)[0] or None


def in_lexical_unit(subject: str, unit: str | None) -> str:
    """A lexical subject with its figure's unit changed (the same words said in another unit)."""
    if not is_lexical(subject):
        return subject
    return f"{MARK}{unit or ''}{MARK}{subject[len(MARK) :].split(MARK, 1)[1]}"


def unexplained(name: str) -> list[str]:
    """The content words of a limit's name that no vocabulary reads: all of them when its subject
    is unknown; when it is known only by a word every limit uses ("weight" in
    `max_greenfield_weight`, "single" in `singleOrchardCap`, a bucket's weight the vocabulary
    takes for one holding's), the words that mention leaves out; else none."""
    subject = subject_of(name)
    if subject is None or _unit_elsewhere(name, subject):
        return _content(name)
    text = words(name)
    found = subject_mentions(text)
    if not found or any(_content(text[a:b]) for a, b, _ in found):
        return []
    kept = "".join(" " if any(a <= i < b for a, b, _ in found) else c for i, c in enumerate(text))
    return _content(kept)


#: the words a limit's name says its figure is a multiple with ("…Multiple", "…Times", "…X")
_MULTIPLE_WORDS: Final = frozenset({"multiple", "multiples", "times", "x"})
#: a word of a limit's name that says its figure is counted in time, in English and in every
#: continental language `continental_periods` reads ("days", "dias", "Tage", "dager", "dage",
#: "måneder", "anni"): one list of those words, not a second one here
_PERIOD_WORD: Final = re.compile(
    rf"days|months|years|{CONTINENTAL_DAYS}|{CONTINENTAL_MONTHS}|{CONTINENTAL_YEARS}",
    re.IGNORECASE,
)


def _says_a_period(said: set[str]) -> bool:
    """Whether one of a name's words counts its figure in days, months or years."""
    return any(_PERIOD_WORD.fullmatch(word) for word in said)


#: the units of a share of the book (a fraction, in bps or per cent: one family) ...
_SHARE_UNITS: Final = frozenset({"fraction", "bps"})
#: ... and the subjects a multiple of the whole is still a share of ("turnover of 1.5 times the
#: fund", "net exposure at 1.2x": `mandate._value`)
_MULTIPLE_AS_SHARE: Final = frozenset({"max_turnover", "max_net_exposure"})


def _unit_elsewhere(name: str, subject: str) -> bool:
    """Whether a name says its figure is a multiple, or a count of days, months or years, while
    the subject a vocabulary reads in it
    is a share of the book (`liquidityFloorMultiple` is a cover ratio, not the cash weight
    "liquidity" names; `reserveCoverTimes`): a subject is its head noun *in its unit family*,
    so such a name is read by its words like one no vocabulary knows. (Bps and per cent are
    the share's own units: `teLimitBps` stays the tracking error.)"""
    said = set(words(name).split())
    return UNITS.get(subject) in _SHARE_UNITS and (
        (subject not in _MULTIPLE_AS_SHARE and bool(said & _MULTIPLE_WORDS))
        # ... or that it is counted in time (`minLiquidityReserveDays`,
        # `likviditetsreservDagarMin`: the days of outflows the reserve covers, no weight)
        or _says_a_period(said)
    )


def read_in_unit(name: str, unit: str | None) -> str:
    """A plan limit's name as it is read against the mandate, given the unit its value is
    recorded in. A name whose words say a share's subject but no period while its value is
    counted in days (`minimoColchonLiquidez`, `cashBufferFloor` in days: the days of outflows
    the buffer meets) is the same limit as one that says "days" (`min_liquidity_days`), so it is
    read with that word: by its words, not as the share its subject is (`_unit_elsewhere`).
    Any other name is read as it is."""
    subject = subject_of(name)
    said = set(words(name).split())
    if (
        unit != "days"
        or subject is None
        or UNITS.get(subject) not in _SHARE_UNITS
        or _says_a_period(said)
    ):
        return name
    return f"{name}_days"


def names(subject: str, name: str) -> bool:
    """Whether a lexical subject speaks of a plan limit of this name: the name's subject is
    unknown, or known by a generic word only (`unexplained`), and its content words meet the
    phrase's (at least half of them, at least one; the initials of its words, said as one word
    of the phrase, count for them all; a word meets a phrase that says a synonym of it,
    `lexical_synonyms`)."""
    if not is_lexical(subject):
        return False
    return _meets(subject, name, [_stem(w) for w in unexplained(name)])


def object_names(phrase: str, name: str) -> bool:
    """Whether the object a grant's limit noun names ("the cap on any one law firm's share",
    `limit_nouns.object_before`) says a plan limit of this name, whatever subject a vocabulary
    reads in either: the words the name's subject is read from are all said (themselves or a
    synonym, `lexical_synonyms`), and the name's content words meet the phrase's (at least
    half, at least one). Why: the object is where a grant names what it delegates, so its words
    are the limit's, not the sentence's (its grantor, its verb, its range's source); a
    vocabulary that reads a qualifier ("single", "concentration") or misses a register's word
    ("set aside", "not yet in production") would leave the grant bounding nothing."""
    subject = lexical_subject(phrase, None)
    if subject is None:
        return False
    text = words(name)
    read_from = [_stem(w) for a, b, _ in subject_mentions(text) for w in _content(text[a:b])]
    if read_from and not _meets(subject, name, read_from, every=True):
        return False
    return _meets(subject, name, [_stem(w) for w in _content(name)])


def said_in_words(name: str, phrase: str) -> bool:
    """Whether a phrase says every content word of a plan limit's name, itself or a synonym of
    it (`lexical_synonyms`): "the position in any one contract as a share of its open
    interest" says `max_open_interest_share`, "free cash after margin" `min_unencumbered_cash`,
    whatever subject a vocabulary reads in either. A name no content word of which is said is
    not said, nor one said by a single content word (a currency is none: `var_usd_m`): one
    word ("issuer" beside "issue", "VaR" beside "stressed VaR") is too little to overrule what a
    vocabulary reads."""
    subject = lexical_subject(phrase, None)
    own = sorted({_stem(w) for w in _content(name) if not re.fullmatch(CURRENCY_NAMES, w)})
    return subject is not None and len(own) >= 2 and _meets(subject, name, own, every=True)


def _numbered(stem: str) -> str | None:
    """The word of a name's word with a number joined to it ("tier3", "par30", "stage2"), which
    a phrase writes apart or hyphenated ("tier-3 bucket", "PAR>30", "stage 2 loans") and whose
    stems keep only the word; None for a word with no number joined (or too short alone)."""
    joined = re.fullmatch(r"([a-z]{3,})\d+", stem)
    return joined.group(1) if joined else None


def _meets(subject: str, name: str, own: list[str], *, every: bool = False) -> bool:
    """Whether the stems `own` of a name meet a lexical subject's (see `names`)."""
    stems = frozenset(subject[len(MARK) :].split(MARK, 1)[1].split())
    if not own:
        return False
    if len(own) in (2, 3) and "".join(w[0] for w in own) in stems:
        return True
    said = tokens(_words(name))
    synonyms: dict[str, set[str]] = {}
    for word, named in zip(said, word_classes(said), strict=True):
        synonyms.setdefault(_stem(word), set()).update(named)
    met = sum(
        1
        for w in set(own)
        if w in stems
        or (len(w) >= 3 and f"^{w}" in stems)
        or any(SYNONYM + c in stems for c in synonyms.get(w, ()))
        or _numbered(w) in stems
    )
    if every:
        return met == len(set(own))
    return met >= 1 and 2 * met >= len(set(own))


__all__ = [
    "MARK",
    "content_end",
    "in_lexical_unit",
    "is_lexical",
    "lexical_subject",
    "lexical_unit",
    "names",
    "object_names",
    "phrase_stems",
    "read_in_unit",
    "said_in_words",
    "unexplained",
]
