"""A second labelled set, made differently from `generate`: the kinds of query the first set
does not make, from their own seed, scored per kind.

`generate` perturbs names the way the resolver was built to undo (case, punctuation, a legal
form added or dropped, one typo). This set perturbs them the way people and other systems
write companies and that the first set never asked: conformed abbreviations ("Intl Business
Machines Corp" as EDGAR writes names), a word left out, letters spelt in ASCII, a share class
after the name, the local-language legal form, "& Co" forms, the first word alone, a name
no longer in use asked at a date when it was, a ticker asked at a date before its holder
listed it, and a code two companies use at home with no venue. Every expected answer is read
from the graph's own data (names, dates, listings, countries) by rules written here, never
from the resolver's answers.
"""

from __future__ import annotations

import random
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Final, Literal

from quantward_graph.exchanges import MIC_COUNTRY, US_VENUES
from quantward_graph.model import Entity
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.normalize import keys_of, name_key
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Resolution

Kind = Literal[
    "abbreviation",
    "dropped_word",
    "transliteration",
    "share_class",
    "local_legal_form",
    "and_co",
    "short_name",
    "old_name_at_old_date",
    "ticker_before_listing",
    "shared_code_no_venue",
    "unknown_company",
]
KINDS: Final[tuple[Kind, ...]] = (
    "abbreviation",
    "dropped_word",
    "transliteration",
    "share_class",
    "local_legal_form",
    "and_co",
    "short_name",
    "old_name_at_old_date",
    "ticker_before_listing",
    "shared_code_no_venue",
    "unknown_company",
)
SEED: Final = 20_261_201

#: abbreviations as conformed company names write them (SEC EDGAR style), word → short form
CONFORMED: Final[dict[str, str]] = {
    "international": "Intl",
    "corporation": "Corp",
    "company": "Co",
    "incorporated": "Inc",
    "limited": "Ltd",
    "holdings": "Hldgs",
    "holding": "Hldg",
    "technologies": "Tech",
    "technology": "Tech",
    "laboratories": "Labs",
    "pharmaceuticals": "Pharma",
    "pharmaceutical": "Pharm",
    "services": "Svcs",
    "systems": "Sys",
    "group": "Grp",
    "financial": "Finl",
    "industries": "Inds",
    "communications": "Comms",
    "management": "Mgmt",
    "associates": "Assoc",
    "brothers": "Bros",
    "national": "Natl",
    "manufacturing": "Mfg",
    "products": "Prods",
    "properties": "Pptys",
    "investment": "Invt",
    "realty": "Rlty",
    "insurance": "Ins",
    "resources": "Res",
    "electric": "Elec",
    "chemical": "Chem",
    "chemicals": "Chem",
    "motors": "Mtrs",
    "center": "Ctr",
    "development": "Dev",
    "semiconductor": "Semicon",
    "entertainment": "Entmt",
    "bancorporation": "Bancorp",
}
#: how a share class is written after a name, by the issuer's country
CLASS_SUFFIXES: Final[dict[str, tuple[str, ...]]] = {
    "DE": ("Vz", "Vz.", "St", "Vorzüge", "Stämme", "Vorzugsaktien", "Inh."),
    "SE": ("A", "B", "ser. B", "Series A"),
    "DK": ("A", "B", "A/S B"),
    "NO": ("A", "B"),
    "FI": ("A", "B", "Series A"),
    "US": ("Class A", "Class B", "Class C", "Cl A", "Series A", "(Class B)", "- Class C"),
}
DEFAULT_CLASS_SUFFIXES: Final = ("Pref", "Ord", "Class A", "Class B", "preferred", "ordinary")
#: the legal form spelt out in the issuer's language, by country
LOCAL_FORMS: Final[dict[str, tuple[str, ...]]] = {
    "DE": ("Aktiengesellschaft", "AG", "SE & Co. KGaA"),
    "AT": ("Aktiengesellschaft",),
    "CH": ("AG", "SA", "Aktiengesellschaft"),
    "FR": ("Société Anonyme", "S.A.", "SE"),
    "LU": ("Société Anonyme", "S.A."),
    "BE": ("SA/NV", "NV", "Société Anonyme"),
    "ES": ("Sociedad Anónima", "S.A."),
    "PT": ("Sociedade Anónima", "S.A."),
    "IT": ("Società per Azioni", "S.p.A."),
    "NL": ("Naamloze Vennootschap", "N.V."),
    "FI": ("Oyj", "Julkinen osakeyhtiö"),
    "SE": ("Aktiebolag", "AB (publ)"),
    "DK": ("Aktieselskab", "A/S"),
    "NO": ("Allmennaksjeselskap", "ASA"),
    "JP": ("Kabushiki Kaisha", "K.K.", "Co., Ltd."),
    "GB": ("Public Limited Company", "PLC"),
    "IE": ("Public Limited Company", "plc"),
    "US": ("Incorporated", "Corporation", "Inc."),
}
#: the legal form written before the name, by country
LEADING_FORMS: Final[dict[str, str]] = {"JP": "Kabushiki Kaisha", "SE": "Aktiebolaget"}
AND_CO: Final = ("& Co.", "& Co", "and Co", "& Company", "and Company", "&Co.")
#: letters and how ASCII text spells them: plain, and spelt out
_SPELT: Final[dict[str, tuple[str, str]]] = {
    "ä": ("a", "ae"),
    "ö": ("o", "oe"),
    "ü": ("u", "ue"),
    "ß": ("ss", "ss"),
    "ø": ("o", "oe"),
    "å": ("a", "aa"),
    "æ": ("ae", "ae"),
    "é": ("e", "e"),
    "è": ("e", "e"),
    "ê": ("e", "e"),
    "ç": ("c", "c"),
    "ñ": ("n", "n"),
    "á": ("a", "a"),
    "í": ("i", "i"),
    "ó": ("o", "o"),
    "ú": ("u", "u"),
    "ô": ("o", "o"),
    "â": ("a", "a"),
    "ë": ("e", "e"),
    "ï": ("i", "i"),
}
_STRIPPED_FORMS: Final = re.compile(
    r"[,\s]+(?:inc\.?|corp\.?|corporation|co\.?|company|ltd\.?|limited|plc|ag|se|sa|s\.a\.|"
    r"n\.v\.|nv|asa|ab|oyj|a/s|s\.p\.a\.|spa|kgaa|llc|l\.p\.|\(publ\))$",
    re.IGNORECASE,
)
_JOINING: Final = frozenset({"and", "of", "the", "de", "du", "y", "et", "und"})
_FAKE_STEMS: Final = ("kry", "vosh", "amb", "ulv", "tesk", "orr", "pym", "zald", "quor", "hesp")
_FAKE_DESIGNATORS: Final = ("Corp", "Holdings", "AG", "Group", "Industries", "plc", "Technologies")


@dataclass(frozen=True, slots=True)
class VariantCase:
    kind: Kind
    query: str
    as_of: date | None
    #: "resolved" with `entity`, "ambiguous" with `among`, or "not_found"
    status: Literal["resolved", "ambiguous", "not_found"]
    entity: str | None = None
    among: tuple[str, ...] = ()


@dataclass
class KindScore:
    cases: int = 0
    right: int = 0
    wrong_entity: int = 0
    missed: int = 0
    examples: list[dict[str, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {
            "cases": self.cases,
            "right": self.right,
            "accuracy": self.right / self.cases if self.cases else 1.0,
            "wrong_entity": self.wrong_entity,
            "missed": self.missed,
            "wrong_examples": self.examples,
        }


def right(case: VariantCase, answer: Resolution) -> bool:
    if answer.status != case.status:
        return False
    if case.status == "resolved":
        return answer.entity is not None and answer.entity.entity_id == case.entity
    if case.status == "ambiguous":
        return set(case.among) <= {a.entity_id for a in answer.alternatives}
    return True


def score(resolver: Resolver, cases: Sequence[VariantCase]) -> dict[str, KindScore]:
    scores: dict[str, KindScore] = {kind: KindScore() for kind in KINDS}
    for case in cases:
        answer = resolver.resolve(case.query, as_of=case.as_of)
        tally = scores[case.kind]
        tally.cases += 1
        if right(case, answer):
            tally.right += 1
            continue
        if answer.status == "resolved":
            tally.wrong_entity += 1
        else:
            tally.missed += 1
        if len(tally.examples) < 5:
            got = answer.entity.entity_id if answer.entity else answer.status
            tally.examples.append(
                {
                    "query": case.query,
                    "as_of": str(case.as_of or ""),
                    "expected": case.entity or case.status,
                    "got": got,
                }
            )
    return scores


# --- the generator ------------------------------------------------------------------------------


class _Graph:
    """What the rules read from the graph: who owns which name key, and when."""

    def __init__(self, index: ResolverIndex) -> None:
        self.index = index
        self.owners: dict[str, set[str]] = {
            k: {e.entity_id for e in v} for k, v in index.by_key.items()
        }
        self.tokens: Counter[str] = Counter()
        for key, owners in self.owners.items():
            for token in set(key.split()):
                self.tokens[token] += len(owners)
        self.token_owners: dict[str, set[str]] = {}
        for key, owners in self.owners.items():
            for token in key.split():
                self.token_owners.setdefault(token, set()).update(owners)
        self.compact = sorted(k for k in self.owners if " " not in k)
        self.entity_tokens: dict[str, set[str]] = {}
        for key, owners in self.owners.items():
            for owner in owners:
                self.entity_tokens.setdefault(owner, set()).update(key.split())

    def holders_of(self, token: str) -> set[str]:
        """Entities with `token` as a word of a name, or a one-word name beginning with it."""
        holders = set(self.token_owners.get(token, set()))
        at = bisect_left(self.compact, token)
        while at < len(self.compact) and self.compact[at].startswith(token):
            holders |= self.owners[self.compact[at]]
            at += 1
        return holders

    def unique(self, query: str, entity_id: str) -> bool:
        """No other entity has a name that normalises like `query`."""
        return all(self.owners.get(k, {entity_id}) <= {entity_id} for k in keys_of(query))

    def only_holder_of_words(self, words: Sequence[str], entity_id: str) -> bool:
        holders = {e for e, tokens in self.entity_tokens.items() if set(words) <= tokens}
        return holders == {entity_id}


def _current(index: ResolverIndex) -> list[Entity]:
    return sorted(
        (e for e in index.entities.values() if e.defunct_from is None and e.kind != "issuer"),
        key=lambda e: e.entity_id,
    )


def _base(name: str) -> str:
    """The name without a legal form written at its end ("Apple Inc." → "Apple")."""
    previous = None
    while previous != name:
        previous = name
        name = _STRIPPED_FORMS.sub("", name).strip(" ,")
    return name


def _abbreviations(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in _current(graph.index):
        words = entity.name.replace(",", "").split()
        spots = [i for i, w in enumerate(words) if w.lower().strip(".") in CONFORMED]
        if not spots or len(words) < 2:
            continue
        for i in spots:
            if rng.random() < 0.7:
                words[i] = CONFORMED[words[i].lower().strip(".")]
        query = " ".join(words)
        if rng.random() < 0.4:
            query = query.upper()  # conformed names are often upper case
        if query.lower() != entity.name.lower() and graph.unique(query, entity.entity_id):
            yield VariantCase("abbreviation", query, None, "resolved", entity.entity_id)


def _dropped_words(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in _current(graph.index):
        key = name_key(entity.name).split()
        if len(key) < 3:
            continue
        drop = rng.randrange(1, len(key))
        kept = key[:drop] + key[drop + 1 :]
        if key[drop] in _JOINING or kept[-1] in _JOINING:
            continue
        if sum(1 for w in kept if w not in _JOINING and len(w) > 1) < 2:
            continue
        if not graph.only_holder_of_words(kept, entity.entity_id):
            continue
        written = [w.capitalize() for w in kept]
        yield VariantCase("dropped_word", " ".join(written), None, "resolved", entity.entity_id)


def _transliterations(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in _current(graph.index):
        name = entity.name
        if all(ord(ch) < 128 for ch in name) or not any(ch.lower() in _SPELT for ch in name):
            continue
        spelt = rng.randrange(2)
        out = []
        for ch in name:
            plain = _SPELT.get(ch.lower())
            if plain is None:
                out.append(ch)
                continue
            ascii_form = plain[spelt]
            out.append(ascii_form.capitalize() if ch.isupper() else ascii_form)
        query = _base("".join(out))
        if graph.unique(query, entity.entity_id):
            yield VariantCase("transliteration", query, None, "resolved", entity.entity_id)


def _share_classes(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in _current(graph.index):
        if not entity.instruments:
            continue
        base = _base(entity.name)
        suffixes = CLASS_SUFFIXES.get(entity.country or "", DEFAULT_CLASS_SUFFIXES)
        query = f"{base} {rng.choice(suffixes)}"
        if len(base) > 3 and graph.unique(base, entity.entity_id):
            yield VariantCase("share_class", query, None, "resolved", entity.entity_id)


def _local_forms(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in _current(graph.index):
        forms = LOCAL_FORMS.get(entity.country or "")
        if not forms:
            continue
        base = _base(entity.name)
        leading = LEADING_FORMS.get(entity.country or "")
        if leading and rng.random() < 0.3:
            query = f"{leading} {base}"  # "Kabushiki Kaisha Hitachi", "Aktiebolaget Volvo"
        else:
            query = f"{base} {rng.choice(forms)}"
        if query != entity.name and len(base) > 3 and graph.unique(base, entity.entity_id):
            yield VariantCase("local_legal_form", query, None, "resolved", entity.entity_id)


def _and_co(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    pattern = re.compile(r"^(.*?)\s*(?:&|\band\b)\s*(?:co\b|company\b|cie\b).*$", re.IGNORECASE)
    for entity in _current(graph.index):
        for name in [entity.name, *(n.name for n in entity.names)]:
            match = pattern.match(name)
            if not match or not match.group(1):
                continue
            query = f"{match.group(1)} {rng.choice(AND_CO)}"
            yield VariantCase("and_co", query, None, "resolved", entity.entity_id)
            break


def _short_names(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    """The first word of a name alone ("Exxon" of "ExxonMobil", "Goldman" of "Goldman
    Sachs"), where no other company's name has that word or begins with it."""
    del rng
    camel = re.compile(r"^([A-Z][a-z]{3,})(?=[A-Z][a-z])")
    for entity in _current(graph.index):
        first = entity.name.split()[0].strip(",.")
        joined = camel.match(first)
        words = name_key(entity.name).split()
        if joined:
            short = joined.group(1)
        elif len(words) >= 2 and len(words[0]) >= 4 and first.isalpha():
            short = first
        else:
            continue
        token = name_key(short)
        if not token or " " in token:
            continue
        if first.lower() in _JOINING:
            continue  # "The Coca-Cola Company": "The" is no short name
        # any other holder, related ones too (a successor that took the name over) makes the
        # word a question, not a short name
        if not graph.holders_of(token) - {entity.entity_id}:
            yield VariantCase("short_name", short, None, "resolved", entity.entity_id)


def _old_names(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for entity in sorted(graph.index.entities.values(), key=lambda e: e.entity_id):
        for former in entity.names:
            if former.kind != "former" or former.valid_to is None:
                continue
            start = former.valid_from or former.valid_to - timedelta(days=3650)
            span = max(0, (former.valid_to - start).days)
            as_of = start + timedelta(days=rng.randrange(span + 1))
            owners = {
                e.entity_id
                for k in keys_of(former.name)
                for e in graph.index.by_key.get(k, [])
                if e.valid_on(as_of) and graph.index.exists_on(e.entity_id, as_of)
            }
            if owners == {entity.entity_id}:
                yield VariantCase(
                    "old_name_at_old_date", former.name, as_of, "resolved", entity.entity_id
                )


def _tickers_before_listing(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    for ticker, entries in sorted(graph.index.by_ticker.items()):
        for entry in entries:
            starts = entry.listing.valid_from
            if starts is None:
                continue
            as_of = starts - timedelta(days=rng.randrange(30, 1500))
            if any(e.listing.valid_on(as_of) for e in entries):
                continue
            later = {
                e.entity_id
                for e in entries
                if e.listing.valid_from is not None and e.listing.valid_from > as_of
            }
            if later != {entry.entity_id}:
                continue
            if not graph.index.exists_on(entry.entity_id, as_of):
                continue
            if graph.holders_of(name_key(ticker)) - {entry.entity_id}:
                continue  # also the start of another company's name ("META", "MetaBank")
            yield VariantCase("ticker_before_listing", ticker, as_of, "resolved", entry.entity_id)


def _shared_codes(graph: _Graph, rng: random.Random) -> Iterator[VariantCase]:
    del rng
    for ticker, entries in sorted(graph.index.by_ticker.items()):
        current = [e for e in entries if e.listing.valid_on(None)]
        at_home: set[str] = set()
        us_company_in_us = False
        for entry in current:
            country = graph.index.entities[entry.entity_id].country
            if entry.listing.mic in US_VENUES and country == "US":
                us_company_in_us = True
            if country is not None and MIC_COUNTRY.get(entry.listing.mic) == country:
                at_home.add(entry.entity_id)
        named = any(graph.owners.get(k) for k in keys_of(ticker))
        if len(at_home) >= 2 and not us_company_in_us and not named:
            yield VariantCase(
                "shared_code_no_venue", ticker, None, "ambiguous", among=tuple(sorted(at_home))
            )


def _unknown(graph: _Graph, rng: random.Random, count: int) -> Iterator[VariantCase]:
    made = 0
    while made < count:
        stem = "".join(rng.choice(_FAKE_STEMS) for _ in range(rng.randrange(2, 4))).capitalize()
        query = f"{stem} {rng.choice(_FAKE_DESIGNATORS)}"
        if rng.random() < 0.3:
            query += f" {rng.choice(('Class B', 'Vz', 'Intl'))}"
        if any(k in graph.owners for k in keys_of(query)):
            continue
        if any(t in graph.tokens for k in keys_of(_base(query)) for t in k.split()):
            continue
        made += 1
        yield VariantCase("unknown_company", query, None, "not_found")


def generate_variants(
    index: ResolverIndex, *, per_kind: int = 200, seed: int = SEED
) -> list[VariantCase]:
    """Up to `per_kind` cases of every kind (fewer where the graph has fewer)."""
    rng = random.Random(seed)
    graph = _Graph(index)
    makers = (
        _abbreviations,
        _dropped_words,
        _transliterations,
        _share_classes,
        _local_forms,
        _and_co,
        _short_names,
        _old_names,
        _tickers_before_listing,
        _shared_codes,
    )
    out: list[VariantCase] = []
    for make in makers:
        found = list(dict.fromkeys(make(graph, rng)))
        rng.shuffle(found)
        out += found[:per_kind]
    out += list(_unknown(graph, rng, per_kind))
    return out
