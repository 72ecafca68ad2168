"""The words of a message typed in a hurry, written as the readers know them, offsets kept.

A limit texted from a phone reads "voaltility max 8perc", "isuer cant go over 6pct", "min
trekking error pls", "max imise retuns", "didnt improve b4 q3". Every reader of this package
matches the words of the domain as they are spelt ("volatility", "issuer", "tracking error",
"maximise", "returns"), and a negation by its apostrophe ("didn't"). This cleaner (one of
`surface.CLEANERS`) writes such tokens out once, as `Edit`s on the text, so each reader reads
the clean words and a contract's span still covers the words it covered:

* a misspelt domain word ("voaltility", "trackign", "drawdwon", "isuer", "varience") becomes
  the domain word (`DOMAIN_WORDS`: limit nouns, risk, return and objective words, metric names,
  period and direction words) when it is within a small edit distance of exactly one of them
  (`_max_edits`: none for a token under five letters, one edit up to eight, two from nine
  when one of them is a swap; a swap of two neighbouring letters is one edit; the first
  letter as typed) and is not itself a word of English, an ending added to a domain word
  ("look-throughs") or two words run together ("objectsize");
* a real word is changed only where a fixed pair of words makes the slip certain
  (`_SLIP_PAIRS`) and it sounds like the word it stands for (Soundex, at most two edits): a
  voice slip, "trekking error" for a tracking error, "sharp ratio" for a Sharpe ratio;
  "trading error", "share ratio", and "issue" or "trekking" elsewhere are left alone;
* a domain pair typed as one token is split ("trackingerror", "maxdrawdown") and a domain word
  typed as two is joined ("max imise", "vol atility") when a part is no word;
* txt-speak and clipped forms are written out as whole tokens ("pls", "b4", "thru", "ur",
  "yrs", "qtr", "w/", "w/o"), negations typed without their apostrophe get it back ("didnt",
  "wasnt", "wont"), and a percentage typed "8perc" or "8 perc" reads "8%";
* a token is read only on its own: not inside an identifier ("drawdownStop", "max_te",
  "fundamentals.quarters"), a path, an address, a command's option ("-u") or a code with
  digits, not in mixed case, and a capitalised word inside a sentence is a name, left as
  typed.

Which tokens are words of English is the English dictionary shipped by `pyspellchecker` (a
dependency of this package, MIT licensed, pure Python, no network, a 650 kB file rather than
a list kept here): about 160,000 words with their inflections and possessives, a frequency
list cleaned of misspellings — the ones typed here ("dont", "isuer", "volatilty", "wieght")
are not in it, where a raw web frequency list (wordfreq) counts "dont" and "wieght" as words.
It is American; British spellings ("optimise", "colour", "centre")
are taken as words through their American forms. Only the dictionary is used, never the
package's own corrector: a token is corrected to the domain's words only, never to the
nearest English word. The dictionary is loaded on first need (about a second), so a text with
no near-miss of a domain word never loads it.

A correction is conservative: a wrong correction is worse than none, so a token near two
domain words, a short token, a capitalised abbreviation and anything in doubt is left as typed.
Clean text yields no edits.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Final

from quantward_validation.continental_words import continental_word
from quantward_validation.sentence_language import CZECH_SLOVAK, SOUTH_SLAVIC
from quantward_validation.surface_edits import Edit

# --- the domain's words ------------------------------------------------------------------------

#: the words the readers rely on, in every form they are typed in (lower case): limit nouns,
#: risk, return and objective words, metric names, units, period and direction words
_DOMAIN_TEXT: Final = """
    limit limits ceiling ceilings floor floors maximum minimum threshold thresholds budget
    budgets tolerance constraint constraints restriction restrictions allowance
    volatility volatilities variance deviation tracking error errors drawdown drawdowns
    leverage exposure exposures concentration issuer issuers weight weights weighting
    position positions sector sectors buffer buffers cushion cushions liquidity turnover
    benchmark benchmarks portfolio portfolios correlation duration notional gross margin
    margins diversification allocation allocations holding holdings counterparty rating
    ratings annualised annualized realised realized expected return returns risk risks
    sharpe sortino calmar treynor ratio ratios information downside shortfall
    maximise maximize maximised maximized maximising maximizing maximises maximizes
    minimise minimize minimised minimized minimising minimizing minimises minimizes
    optimise optimize optimised optimized optimising optimizing optimiser optimizer
    highest lowest biggest smallest largest objective target
    quarter quarters quarterly annual annually yearly month months monthly year years week
    weeks since through compounded period periods
    increase increased increases increasing decrease decreased decreases decreasing
    improve improved improves improving weaken weakened weakening widen widened widening
    narrow narrowed narrowing lengthen lengthened lengthening shorten shortened shortening
    decline declined declining deteriorate deteriorated deteriorating
    receivable receivables outstanding backlog current revenue revenues earnings inventory
    operating dividend dividends spread spreads percent percentage basis points
"""
DOMAIN_WORDS: Final[frozenset[str]] = frozenset(_DOMAIN_TEXT.split())

#: pairs of words that name one thing, by their words; a pair typed as one token is split
_PAIRS: Final[tuple[tuple[str, str], ...]] = (
    ("tracking", "error"),
    ("tracking", "errors"),
    ("sharpe", "ratio"),
    ("sortino", "ratio"),
    ("information", "ratio"),
    ("current", "ratio"),
    ("expected", "return"),
    ("expected", "returns"),
    ("max", "drawdown"),
    ("maximum", "drawdown"),
    ("cash", "buffer"),
    ("cash", "cushion"),
    ("single", "issuer"),
    ("gross", "leverage"),
    ("net", "leverage"),
    ("net", "margin"),
    ("standard", "deviation"),
    ("order", "backlog"),
)
_MERGED: Final = {a + b: (a, b) for a, b in _PAIRS}

#: pairs where a real word next to the other word is certainly a slip of the voice or the
#: thumb ("trekking error", "sharp ratio", "sharpe ration"): no other reading of the pair
#: exists; the real word is corrected only here
_SLIP_PAIRS: Final[tuple[tuple[str, str], ...]] = (
    ("tracking", "error"),
    ("tracking", "errors"),
    ("sharpe", "ratio"),
    ("sortino", "ratio"),
    ("information", "ratio"),
    ("treynor", "ratio"),
    ("calmar", "ratio"),
)

# --- txt-speak ---------------------------------------------------------------------------------

#: clipped forms and txt-speak, as whole tokens (lower case), with the words they stand for;
#: a form that is also a word or a name ("fwd" of an e-mail header, "r", "mom", "its") is not
#: here
_TXT: Final[dict[str, str]] = {
    "pls": "please",
    "plz": "please",
    "txt": "text",
    "thx": "thanks",
    "thnx": "thanks",
    "b4": "before",
    "tmrw": "tomorrow",
    "tmrow": "tomorrow",
    "2moro": "tomorrow",
    "abt": "about",
    "ur": "your",
    "u": "you",
    "rly": "really",
    "thru": "through",
    "yrs": "years",
    "qtr": "quarter",
    "qtrs": "quarters",
    "lvl": "level",
    "lvls": "levels",
    "mth": "month",
    "mths": "months",
    "wk": "week",
    "wks": "weeks",
    "l8r": "later",
    "cuz": "because",
    "coz": "because",
    "tho": "though",
    "w/": "with",
    "w/o": "without",
    "b/c": "because",
}
#: the txt-speak forms that open a sentence capitalised too ("Pls", "Thx"); none is read in
#: capitals ("PLS" is partial least squares, "UR" a name) and the others only in lower case
_TXT_CAPITALISED: Final = frozenset({"pls", "plz", "thx", "b4", "tmrw", "abt", "rly", "thru"})

#: negations and other contractions typed without the apostrophe, when no word is spelt so
#: ("wont" is one, but the habit is never texted); "its", "ill", "id", "were", "well", "lets",
#: "hes", "shes" are words and are left
_CONTRACTIONS: Final[dict[str, str]] = {
    "dont": "don't",
    "didnt": "didn't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "wont": "won't",
    "cant": "can't",
    "couldnt": "couldn't",
    "shouldnt": "shouldn't",
    "wouldnt": "wouldn't",
    "hasnt": "hasn't",
    "havent": "haven't",
    "hadnt": "hadn't",
    "mustnt": "mustn't",
    "neednt": "needn't",
    "thats": "that's",
    "whats": "what's",
    "theres": "there's",
    "youre": "you're",
    "theyre": "they're",
    "ive": "I've",
}

# --- tokens ------------------------------------------------------------------------------------

#: a word as typed: letters with an inner apostrophe ("didn't"), or a txt-speak form with a
#: digit or a slash ("b4", "l8r", "w/o"); not part of an identifier, a number, a path, an
#: address or a dotted name
_TOKEN: Final = re.compile(
    r"(?<![\w@#$&/\\=?{`<])(?<![\w][.])"
    r"(?P<word>w/o|w/|b/c|b4|l8r|2moro|[A-Za-z]+(?:['’][A-Za-z]+)*)"
    r"(?![\w@/\\=(`>])(?![.][\w])"
)
#: a percentage typed loosely after its number: "8perc", "8 perc", "8 pcnt"
_LOOSE_PERCENT: Final = re.compile(
    r"(?<=\d)\s?(?P<unit>perc|pcnt|pcent|prcnt|percnt|prct)(?![\w%])", re.IGNORECASE
)
#: the space between two words of one phrase (no line break: a line is a list item's end)
_GAP: Final = re.compile(r"[ \t]+")


@dataclass(frozen=True)
class _Token:
    start: int
    end: int
    text: str
    #: joined by a hyphen to a word before or after it ("dont-land", "walk-fwd")
    compound: bool = False
    #: capitalised inside a sentence: a name ("Basit", "Markins"), not a misspelling
    name: bool = False

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def plain(self) -> bool:
        """In lower case, capitalised or in capitals: no identifier in mixed case."""
        t = self.text
        return t.islower() or t.isupper() or (t[0].isupper() and t[1:].islower())


def _tokens(text: str) -> list[_Token]:
    """The words of `text` as typed, without a command's option ("git add -u", "-w/-b") and
    with a single letter only between spaces or before a comma or colon ("can u send", "for
    u:"), not a list item's letter ("u)") or a unit."""
    found = []
    for m in _TOKEN.finditer(text):
        start, end = m.span()
        if _option_at(text, start):
            continue
        if end - start == 1 and not _alone(text, start, end):
            continue
        word = m.group("word")
        compound = (start > 1 and text[start - 1] == "-" and text[start - 2].isalpha()) or (
            text[end : end + 1] == "-" and text[end + 1 : end + 2].isalpha()
        )
        name = word[:1].isupper() and word[1:2].islower() and not _sentence_start(text, start)
        found.append(_Token(start, end, word, compound=compound, name=name))
    return found


#: what comes before the first word of a sentence, a line or a list item
_OPENERS: Final = ".!?:;\n*•>)#-–—"


def _sentence_start(text: str, start: int) -> bool:
    """Whether `start` opens a sentence, a line or an item: only spaces after a full stop, a
    line break, a bullet, a heading's mark, an item's number, or nothing (a capital after a
    bracket or a quote may be a name's: "(Basit)")."""
    before = text[:start].rstrip(" \t")
    return not before or before[-1] in _OPENERS or before[-1].isdigit()


def _option_at(text: str, start: int) -> bool:
    """A dash right before the token that no letter or digit precedes: an option ("-u")."""
    return start > 0 and text[start - 1] == "-" and (start < 2 or not text[start - 2].isalnum())


def _alone(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    rest = text[end:].lstrip(" \t")
    assigned = rest.startswith("=")  # a variable in code: "const u = …"
    return before.isspace() and (after.isspace() or after in ",:;!?") and not assigned


def _in_case_of(typed: str, word: str) -> str:
    """`word` in the case `typed` was in: "DONT" gives "DON'T", "Isuer" "Issuer"."""
    if len(typed) > 1 and typed.isupper():
        return word.upper()
    if typed[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


# --- the words of English ----------------------------------------------------------------------

#: British endings and the American ones the dictionary spells
_BRITISH: Final = (
    ("isation", "ization"),
    ("ise", "ize"),
    ("ised", "ized"),
    ("ising", "izing"),
    ("iser", "izer"),
    ("isers", "izers"),
    ("ises", "izes"),
    ("yse", "yze"),
    ("ysed", "yzed"),
    ("our", "or"),
    ("ours", "ors"),
    ("tre", "ter"),
    ("tres", "ters"),
    ("lled", "led"),
    ("lling", "ling"),
    ("ence", "ense"),
    ("ogue", "og"),
)


@cache
def _dictionary() -> frozenset[str]:
    """The English words of `pyspellchecker`'s dictionary (loaded once, on first need)."""
    from spellchecker import SpellChecker  # deferred: a clean text never needs it

    checker = SpellChecker(language="en", distance=1)
    return frozenset(checker.word_frequency.dictionary)


def is_english_word(word: str) -> bool:
    """Whether `word` (any case) is a word of English, in its American or British spelling."""
    lowered = word.lower().replace("’", "'")
    words = _dictionary()
    if lowered in words:
        return True
    return any(
        lowered.endswith(british) and lowered[: -len(british)] + american in words
        for british, american in _BRITISH
    )


# --- distance ----------------------------------------------------------------------------------


def _max_edits(length: int) -> int:
    """How many edits a token of `length` letters may be from the word it is read as: none
    under five letters (too many words are that close), one up to eight, two from nine."""
    if length < 5:
        return 0
    return 1 if length <= 8 else 2


def edit_distance(a: str, b: str, limit: int) -> int:
    """The edits (insert, delete, substitute a letter, swap two neighbours) from `a` to `b`,
    or `limit + 1` once it is past `limit` (optimal string alignment)."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        current = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                current[j] = min(current[j], before[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return min(previous[len(b)], limit + 1)


def _same_start(a: str, b: str) -> bool:
    """The first letter as typed, or the first two swapped ("oviatility")."""
    return a[0] == b[0] or (len(a) > 1 and a[1] == b[0] and a[0] == b[1])


#: the domain words by their first letter, so a token is measured against a few of them only
_BY_FIRST_LETTER: Final[dict[str, tuple[str, ...]]] = {
    letter: tuple(sorted(w for w in DOMAIN_WORDS if w[0] == letter))
    for letter in {w[0] for w in DOMAIN_WORDS}
}


def _nearest(word: str, limit: int) -> str | None:
    """The one domain word within `limit` edits of `word` (the nearest, when it is alone at its
    distance), else None."""
    if limit <= 0:
        return None
    best: list[str] = []
    best_distance = limit + 1
    near = _BY_FIRST_LETTER.get(word[0], ()) + _BY_FIRST_LETTER.get(word[1], ())
    for candidate in near:
        if not _same_start(word, candidate) or abs(len(candidate) - len(word)) > limit:
            continue
        d = edit_distance(word, candidate, limit)
        if d < best_distance:
            best, best_distance = [candidate], d
        elif d == best_distance and d <= limit:
            best.append(candidate)
    if len(best) != 1 or best_distance > limit:
        return None
    return best[0] if best_distance < 2 or _letters_apart(word, best[0]) <= 1 else None


def _letters_apart(a: str, b: str) -> int:
    """How many letters one word has that the other lacks (the larger count): two edits of
    which one is a swap of neighbours leave at most one ("voaltilty"), two letters dropped or
    struck wrong leave two ("concetation" is no "concentration")."""
    first, second = Counter(a), Counter(b)
    return max(sum((first - second).values()), sum((second - first).values()))


def domain_word(token: str) -> str | None:
    """The domain word a misspelt `token` stands for ("voaltility": "volatility"), else None:
    a known word, a word of English, an inflection or compound of a word ("throughs",
    "objectsize") and a token near two domain words are not misspelt."""
    return _domain_word(token.lower())


@lru_cache(maxsize=8192)
def _domain_word(lowered: str) -> str | None:
    if lowered in DOMAIN_WORDS or not lowered.isalpha():
        return None
    if continental_word(lowered):
        return None  # "volatiliteit", "limiet" are no misspelt English (`continental_words`)
    found = _nearest(lowered, _max_edits(len(lowered)))
    if found is None or _extends(lowered, found) or is_english_word(lowered):
        return None
    if _romance_form(lowered, found):
        return None
    if _compound(lowered):
        return None
    return found


#: what a word takes at its end without being misspelt
_ENDINGS: Final = ("s", "es", "d", "ed", "ing", "er", "ers", "ly", "y")


def _extends(token: str, word: str) -> bool:
    """`token` is `word` with more letters at its end ("throughs", "durationpy"), not a letter
    typed twice ("drawdownn"): another word or a name built on it, not a misspelling."""
    if not token.startswith(word) or token == word:
        return False
    extra = token[len(word) :]
    return extra != word[-1] * len(extra) or extra in _ENDINGS


#: the endings a Romance noun takes on the stem it shares with an English one: "periodo",
#: "periodos", "periodi", "periodes" of "period"
_ROMANCE_ENDINGS: Final = ("o", "os", "a", "as", "i", "e", "es")


def _romance_form(token: str, word: str) -> bool:
    """`token` is the Spanish, Italian or Portuguese noun (singular or plural) on the stem of
    the English `word` or of its singular: "periodos" is the plural of "periodo", not a
    misspelt "periods", though it is one letter from it."""
    stems = {word, word[:-1]} if word.endswith("s") else {word}
    return any(token.startswith(stem) and token[len(stem) :] in _ROMANCE_ENDINGS for stem in stems)


def _compound(token: str) -> bool:
    """`token` is two words of English of four letters or more run together ("objectsize")."""
    return any(
        is_english_word(token[:cut]) and is_english_word(token[cut:])
        for cut in range(4, len(token) - 3)
    )


# --- the cleaner -------------------------------------------------------------------------------


#: a domain noun typed as two words that are each a word ("draw down", "bench mark", "turn
#: over"): read as the noun only where a noun stands — before a figure or a limit's noun, or
#: after "max" or "peak" ("draw down 10%", "max draw down", "turn over limit"); as a verb
#: ("we draw down the facility") it is left
_SPLIT_NOUN: Final = re.compile(
    r"(?<![\w'’])(?:(?P<lead>max(?:imum)?|peak|worst)\s+)?"
    r"(?P<first>draw|bench|turn|look|head)[ \t]+(?P<second>down|mark|over|back|room)\b"
    r"(?=(?P<noun>[ \t]*(?:[-+]?\d|[<>≤≥~]|(?:limit|cap|ceiling|floor|budget|stop|trigger|"
    r"target|threshold|tolerance|max(?:imum)?|min(?:imum)?)\b)))?",
    re.IGNORECASE,
)
_SPLIT_NOUNS: Final = frozenset({"drawdown", "benchmark", "turnover", "lookback", "headroom"})
#: a contraction typed without its apostrophe that is also a word ("id", "ill", "im"): the
#: contraction where the next word is a verb it takes ("id love", "ill txt you", "im not")
_WORD_CONTRACTIONS: Final = re.compile(
    r"(?<![\w'’])(?P<typed>id|ill|im)(?=[ \t]+(?P<next>[a-z]+)\b)"
)
_CONTRACTION_VERBS: Final[dict[str, tuple[str, frozenset[str]]]] = {
    "id": (
        "I'd",
        frozenset(
            [
                "love",
                "like",
                "prefer",
                "rather",
                "say",
                "go",
                "want",
                "suggest",
                "keep",
                "do",
                "be",
                "have",
                "need",
                "think",
                "guess",
                "take",
                "put",
                "use",
                "stick",
                "aim",
                "argue",
            ]
        ),
    ),
    "ill": (
        "I'll",
        frozenset(
            [
                "text",
                "txt",
                "send",
                "call",
                "check",
                "let",
                "get",
                "do",
                "be",
                "have",
                "confirm",
                "ask",
                "look",
                "ping",
                "revert",
                "come",
                "update",
                "forward",
                "email",
                "mail",
                "share",
                "see",
                "try",
                "find",
                "sort",
                "chase",
            ]
        ),
    ),
    "im": (
        "I'm",
        frozenset(
            [
                "not",
                "in",
                "out",
                "on",
                "off",
                "at",
                "away",
                "travelling",
                "traveling",
                "busy",
                "sure",
                "ok",
                "fine",
                "going",
                "thinking",
                "happy",
                "stuck",
                "back",
                "still",
            ]
        ),
    ),
}


def _split_nouns(text: str) -> Iterator[Edit]:
    for m in _SPLIT_NOUN.finditer(text):
        joined = (m.group("first") + m.group("second")).lower()
        if joined in _SPLIT_NOUNS and (m.group("lead") or m.group("noun")):
            yield Edit(m.start("first"), m.end("second"), m.group("first") + m.group("second"))


def _word_contractions(text: str) -> Iterator[Edit]:
    for m in _WORD_CONTRACTIONS.finditer(text):
        word, verbs = _CONTRACTION_VERBS[m.group("typed")]
        if m.group("next") in verbs:
            yield Edit(m.start("typed"), m.end("typed"), word)


def typed_words(text: str) -> list[Edit]:
    """The edits that write a hurried typist's words as the readers know them (see the
    module's docstring)."""
    edits = [*_loose_percentages(text), *_split_nouns(text), *_word_contractions(text)]
    tokens = [t for t in _tokens(text) if t.plain or "/" in t.text]
    taken: set[int] = set()
    for edit, used in _pair_edits(text, tokens):
        edits.append(edit)
        taken.update(used)
    for i, token in enumerate(tokens):
        if i in taken or _slavic_preposition(text, token):
            continue
        replacement = _word_edit(token)
        if replacement is not None and replacement != token.text:
            edits.append(Edit(token.start, token.end, replacement))
    return edits


#: the one-letter txt-speak forms that are prepositions in the Slavic languages read here: "u"
#: is Croatian, Serbian and Bosnian "in" ("u 2025.", "u IV. tromjesečju"), Czech, Slovak and
#: Polish "at"
_SLAVIC_PREPOSITIONS: Final = frozenset({"u"})


def _slavic_preposition(text: str, token: _Token) -> bool:
    """Whether the token is a Slavic preposition, not txt-speak: one of `_SLAVIC_PREPOSITIONS`
    on a line written in a Slavic language. Why: read as "you", "rasli su u 2025." loses the
    period its claim is made over, and a true claim is called wrong."""
    if token.lower not in _SLAVIC_PREPOSITIONS:
        return False
    start = text.rfind("\n", 0, token.start) + 1
    end = text.find("\n", token.end)
    line = text[start : end if end >= 0 else len(text)]
    return SOUTH_SLAVIC.reads(line) or CZECH_SLOVAK.reads(line)


def _loose_percentages(text: str) -> Iterator[Edit]:
    for m in _LOOSE_PERCENT.finditer(text):
        yield Edit(m.start("unit"), m.end("unit"), "%")


def _word_edit(token: _Token) -> str | None:
    """What one token is written as, alone: txt-speak, a contraction, a merged pair, a
    misspelt domain word."""
    lowered = token.lower.replace("’", "'")
    if token.compound and (lowered in _TXT or lowered in _CONTRACTIONS):
        return None  # part of a label or a name ("dont-land-on-v14")
    typed = token.text
    if lowered in _TXT and (
        typed.islower() or "/" in lowered or (lowered in _TXT_CAPITALISED and typed.istitle())
    ):
        return _in_case_of(token.text, _TXT[lowered]) if token.text.isalpha() else _TXT[lowered]
    if lowered in _CONTRACTIONS:
        word = _CONTRACTIONS[lowered]
        return word if word[0].isupper() else _in_case_of(token.text, word)
    if token.name:
        return None
    if lowered in _MERGED and not is_english_word(lowered):
        first, second = _MERGED[lowered]
        return _in_case_of(token.text, f"{first} {second}")
    found = domain_word(token.text)
    return None if found is None else _in_case_of(token.text, found)


def _pair_edits(text: str, tokens: list[_Token]) -> Iterator[tuple[Edit, tuple[int, ...]]]:
    """Edits over two neighbouring tokens, with the tokens they take: a domain word split in
    two joined ("max imise"), a slip in a fixed pair corrected ("trekking error")."""
    i = 0
    while i + 1 < len(tokens):
        a, b = tokens[i], tokens[i + 1]
        if _GAP.fullmatch(text, a.end, b.start) is None or not (a.text + b.text).isalpha():
            i += 1
            continue
        if not (a.name or b.name) and _split_word(a, b):
            yield Edit(a.start, b.end, _in_case_of(a.text, a.lower + b.lower)), (i, i + 1)
            i += 2
            continue
        slip = _slip(a, b)
        if slip is not None and not slip[0].name:
            token, word = slip
            yield (
                Edit(token.start, token.end, _in_case_of(token.text, word)),
                (i if token is a else i + 1,),
            )
        i += 1


def _split_word(a: _Token, b: _Token) -> bool:
    """Two tokens that are one domain word typed with a space, where a part is no word."""
    return (
        a.lower + b.lower in DOMAIN_WORDS
        and a.lower not in DOMAIN_WORDS
        and b.lower not in DOMAIN_WORDS
        and not (is_english_word(a.text) and is_english_word(b.text))
    )


def _slip(a: _Token, b: _Token) -> tuple[_Token, str] | None:
    """The token of a fixed pair (`_SLIP_PAIRS`) typed as another word, with the word it
    stands for: a word next to the pair's other word, within reach of its own."""
    for left, right in _SLIP_PAIRS:
        if _reads_as(b.lower, right) and _slipped(a.lower, left):
            return a, left
        if _reads_as(a.lower, left) and _slipped(b.lower, right):
            return b, right
    return None


def _reads_as(typed: str, word: str) -> bool:
    return typed == word or domain_word(typed) == word


def _slipped(typed: str, meant: str) -> bool:
    """A real word typed for `meant` in a fixed pair: one that sounds the same (`_sound`) and is
    at most two edits from it ("trekking" for "tracking", "sharp" for "sharpe"), not one that
    only looks alike ("trading error" is an error of trading, "share ratio" an exchange
    ratio)."""
    if typed in DOMAIN_WORDS or len(typed) < 5 or not typed.isalpha():
        return False
    if not _same_start(typed, meant) or _sound(typed) != _sound(meant):
        return False
    return edit_distance(typed, meant, 2) <= 2


#: Soundex's classes of consonants that sound alike
_SOUND_CLASSES: Final = {
    **dict.fromkeys("bfpv", "1"),
    **dict.fromkeys("cgjkqsxz", "2"),
    **dict.fromkeys("dt", "3"),
    "l": "4",
    **dict.fromkeys("mn", "5"),
    "r": "6",
}


def _sound(word: str) -> str:
    """How a word sounds, by Soundex: its first letter and the classes of the next three
    consonant sounds ("tracking" and "trekking" are T625, "trading" T635)."""
    lowered = word.lower()
    code = lowered[0].upper()
    last = _SOUND_CLASSES.get(lowered[0], "")
    for letter in lowered[1:]:
        digit = _SOUND_CLASSES.get(letter, "")
        if digit and digit != last:
            code += digit
        if letter not in "hw":  # a vowel parts two equal consonants; h and w do not
            last = digit
    return (code + "000")[:4]


__all__ = ["DOMAIN_WORDS", "domain_word", "edit_distance", "is_english_word", "typed_words"]
