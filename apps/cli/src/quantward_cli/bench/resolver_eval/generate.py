"""A labelled query set generated from the graph with a seed.

Each query is a variant of something the graph knows (a name, a ticker, an ISIN) with the entity
it must resolve to, or a plausible company name that does not exist, which must not resolve.
Variants follow what people and upstream systems actually send: exact names, changed case and
punctuation, legal form dropped or added, one-character typos, plain / Yahoo / Google tickers,
ISINs. Queries that are ambiguous by nature are left out, since no single answer is right:
names another entity shares after normalisation, one-word names that head several unrelated
companies' names ("Mitsubishi") or differ from another company's only by a generic word
("Prudential" / "Prudential Financial"), and short upper-case words that are one company's
name and another's ticker ("HP"). The hand-curated hard cases judge those.
"""

from __future__ import annotations

import random
import string
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

from rapidfuzz.distance import Levenshtein

from quantward_graph.exchanges import GOOGLE_PREFIX, US_VENUES, YAHOO_SUFFIX
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.normalize import LEGAL_SUFFIXES, keys_of, name_key
from quantward_resolver.domain.resolver import GENERIC_WORDS

Category = Literal[
    "exact_name",
    "case_punctuation",
    "suffix_removed",
    "suffix_added",
    "typo",
    "ticker_plain",
    "ticker_yahoo",
    "ticker_google",
    "isin",
    "unknown_name",
]
CATEGORIES: Final[tuple[Category, ...]] = (
    "exact_name",
    "case_punctuation",
    "suffix_removed",
    "suffix_added",
    "typo",
    "ticker_plain",
    "ticker_yahoo",
    "ticker_google",
    "isin",
    "unknown_name",
)
_ADDED_SUFFIXES: Final = ("Inc.", "AG", "plc", "S.A.", "Corp.", "N.V.", "Ltd", "SE")
_YAHOO_FOR: Final = {mic: suffix for suffix, mic in YAHOO_SUFFIX.items()}
_GOOGLE_FOR: Final = {mic: prefix for prefix, mic in GOOGLE_PREFIX.items()}
_SYLLABLES: Final = (
    "zor",
    "vex",
    "quan",
    "tri",
    "lum",
    "ber",
    "kal",
    "dro",
    "mex",
    "sar",
    "fen",
    "gol",
    "vyn",
    "thar",
    "plex",
    "nor",
    "qui",
    "zel",
    "dax",
    "rin",
    "bor",
    "cre",
    "ulm",
    "yst",
    "oph",
    "wex",
)
_WORDS: Final = (
    "Dynamics",
    "Systems",
    "Capital",
    "Partners",
    "Industries",
    "Energy",
    "Technologies",
    "Logistics",
    "Biosciences",
    "Minerals",
    "Networks",
    "Foods",
)


@dataclass(frozen=True, slots=True)
class LabelledQuery:
    query: str
    category: Category
    #: the entity it must resolve to; None for a name that does not exist
    expected: str | None


def _unique_names(index: ResolverIndex) -> list[tuple[str, str]]:
    """(name, entity) pairs whose every key belongs to that entity alone, current names only."""
    owners: dict[str, set[str]] = {k: {e.entity_id for e in v} for k, v in index.by_key.items()}
    pairs = []
    for entity in index.entities.values():
        if entity.defunct_from is not None:
            continue
        keys = keys_of(entity.name)
        if keys and all(owners.get(k) == {entity.entity_id} for k in keys):
            pairs.append((entity.name, entity.entity_id))
    return sorted(pairs)


def _ambiguous_by_nature(query: str, entity_id: str, index: ResolverIndex) -> bool:
    """True if `query` fairly names another entity too (see the module docstring)."""
    bare = query.strip().upper()
    if len(bare) <= 5 and bare.replace(".", "").isalnum():
        tickers = {e.entity_id for e in index.by_ticker.get(bare, []) if e.listing.valid_on(None)}
        names = {e.entity_id for k in keys_of(query) for e in index.by_key.get(k, [])}
        if (tickers | names) - {entity_id}:
            return True
    if len(query.split()) != 1:
        return False
    related = index.related(entity_id)
    for key in keys_of(query):
        words = key.split()
        if len(words) != 1:
            continue
        family = index.family.get(words[0], set()) - {entity_id} - related
        if len(family) >= 2:
            return True
        for other in index.keys_by_token.get(words[0], set()):
            extra = set(other.split()) - set(words)
            if (
                extra
                and extra <= GENERIC_WORDS
                and any(e.entity_id != entity_id for e in index.by_key[other])
            ):
                return True
    return False


def _case_punctuation(name: str, rng: random.Random) -> str:
    choice = rng.randrange(4)
    if choice == 0:
        return name.upper()
    if choice == 1:
        return name.lower()
    if choice == 2:
        return name.replace(".", "").replace(",", "").replace("'", "")
    return "  ".join(name.replace(",", " ,").split(" "))


def _without_suffix(name: str) -> str | None:
    words = name.replace(",", " ").split()
    if len(words) > 1 and name_key(words[-1]) in LEGAL_SUFFIXES | {""}:
        kept = words[:-1]
        while len(kept) > 1 and kept[-1] in ("&", "and"):  # "Mitsui & Co." → "Mitsui"
            kept = kept[:-1]
        return " ".join(kept)
    return None


def _typo(name: str, rng: random.Random) -> str | None:
    words = name.split()
    candidates = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not candidates:
        return None
    i = rng.choice(candidates)
    word = words[i]
    pos = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(4)
    letter = rng.choice(string.ascii_lowercase)
    if kind == 0:
        word = word[:pos] + letter + word[pos + 1 :]
    elif kind == 1:
        word = word[:pos] + word[pos + 1 :]
    elif kind == 2:
        word = word[:pos] + letter + word[pos:]
    else:
        word = word[:pos] + word[pos + 1] + word[pos] + word[pos + 2 :]
    words[i] = word
    return " ".join(words)


def _clear_of_others(variant: str, entity_id: str, index: ResolverIndex) -> bool:
    """A typo must stay closer to its own name than to any other entity's name."""
    for key in keys_of(variant):
        owners = {e.entity_id for e in index.by_key.get(key, [])}
        if owners - {entity_id}:
            return False
        for token in key.split():
            for similar in index.similar_tokens(token):
                for other in index.keys_by_token.get(similar, set()):
                    if any(e.entity_id != entity_id for e in index.by_key[other]) and (
                        Levenshtein.distance(key, other) <= 1
                    ):
                        return False
    return True


def _fake_names(index: ResolverIndex, count: int, rng: random.Random) -> list[str]:
    known = list(index.by_key)
    fakes: list[str] = []
    while len(fakes) < count:
        stem = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randrange(2, 4))).capitalize()
        name = f"{stem} {rng.choice(_WORDS)}" if rng.random() < 0.6 else stem
        if rng.random() < 0.7:
            name += f" {rng.choice(_ADDED_SUFFIXES)}"
        keys = keys_of(name)
        if any(k in index.by_key for k in keys) or name in fakes:
            continue
        if any(Levenshtein.distance(k, other) < 3 for k in keys for other in known):
            continue
        fakes.append(name)
    return fakes


def generate(
    index: ResolverIndex, *, per_category: int = 300, seed: int = 7
) -> list[LabelledQuery]:
    """`per_category` queries of every category (fewer where the graph has fewer)."""
    rng = random.Random(seed)
    names = _unique_names(index)
    rng.shuffle(names)
    out: list[LabelledQuery] = []

    def take(category: Category, items: Iterable[tuple[str | None, str | None]]) -> None:
        n = 0
        for query, expected in items:
            if query is None or n >= per_category:
                continue
            if expected is not None and _ambiguous_by_nature(query, expected, index):
                continue
            out.append(LabelledQuery(query, category, expected))
            n += 1

    take("exact_name", ((n, e) for n, e in names))
    take("case_punctuation", ((_case_punctuation(n, rng), e) for n, e in names))
    take(
        "suffix_removed",
        (
            (_without_suffix(n), e)
            for n, e in names
            if _without_suffix(n) and _clear_of_others(_without_suffix(n) or "", e, index)
        ),
    )
    take(
        "suffix_added",
        ((f"{n} {rng.choice(_ADDED_SUFFIXES)}", e) for n, e in names if _without_suffix(n) is None),
    )
    typos = (
        (t, e)
        for n, e in names
        for t in [_typo(n, rng)]
        if t and name_key(t) != name_key(n) and _clear_of_others(t, e, index)
    )
    take("typo", typos)

    listings = _unambiguous_listings(index)
    rng.shuffle(listings)
    take("ticker_plain", ((t, e) for t, mic, e in listings if mic in US_VENUES))
    take(
        "ticker_yahoo",
        (
            (f"{t}.{_YAHOO_FOR[mic]}", e)
            for t, mic, e in listings
            if mic in _YAHOO_FOR and "." not in t
        ),
    )
    take(
        "ticker_google",
        ((f"{_GOOGLE_FOR[mic]}:{t}", e) for t, mic, e in listings if mic in _GOOGLE_FOR),
    )
    isins = sorted(
        (isin, pairs[0][0])
        for isin, pairs in index.by_isin.items()
        if len({p[0] for p in pairs}) == 1
    )
    rng.shuffle(isins)
    take("isin", ((i, e) for i, e in isins))
    take("unknown_name", ((name, None) for name in _fake_names(index, per_category, rng)))
    return out


def _unambiguous_listings(index: ResolverIndex) -> list[tuple[str, str, str]]:
    """Current (ticker, mic, entity) whose ticker names one entity in its market today."""
    owners: Counter[str] = Counter()
    per_ticker: dict[str, set[str]] = {}
    for ticker, entries in index.by_ticker.items():
        current = {e.entity_id for e in entries if e.listing.valid_on(None)}
        per_ticker[ticker] = current
        owners[ticker] = len(current)
    result = []
    for ticker, entries in sorted(index.by_ticker.items()):
        if owners[ticker] != 1:
            continue
        for e in entries:
            if e.listing.valid_on(None) and index.exists_on(e.entity_id, None):
                result.append((ticker, e.listing.mic, e.entity_id))
    return sorted(set(result))
