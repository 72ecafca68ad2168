"""Resolution: from a query (and an as-of date, and hints) to one entity, several, or none.

The order of evidence is fixed: an identifier (ISIN, LEI, FIGI) decides alone; an
exchange-qualified ticker decides by its listing on that date; otherwise bare tickers and names
compete, names through exact keys, then compact and word-order variants, then a typo-tolerant
fuzzy stage. Every candidate carries a score and the steps that produced it; the graph's dates
(former names, ticker validity, entities that no longer or did not yet exist) move scores, and
hints filter. The winner must clear a threshold and beat the runner-up by a margin: a tie is
`ambiguous` with the alternatives, a weak best is `not_found`. Never a silent pick.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Set
from dataclasses import dataclass, field
from datetime import date
from functools import cached_property
from typing import Final

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from quantward_graph.exchanges import US_VENUES, mic_of, same_market
from quantward_graph.model import Relation
from quantward_resolver.domain.entity_view import entity_view
from quantward_resolver.domain.gazetteer import Gazetteer
from quantward_resolver.domain.index import (
    NameEntry,
    ResolverIndex,
    TickerEntry,
    sorted_key,
    without_legal_words,
)
from quantward_resolver.domain.normalize import (
    LEGAL_SUFFIXES,
    canonical_forms,
    compact,
    form_words,
    full_key,
    keys_of,
    share_class_of,
    strip_legal,
)
from quantward_resolver.domain.query import ParsedQuery, parse
from quantward_resolver.domain.result import (
    Alternative,
    EntityView,
    Hints,
    Resolution,
)

#: below this a candidate is not an answer
THRESHOLD: Final = 0.86
#: candidates this close to the best make the answer ambiguous
MARGIN: Final = 0.015
#: names shorter than this are never typo-corrected: too many real names lie one edit apart
FUZZY_MIN_LENGTH: Final = 5
#: how far a financing vehicle matched by part of its name falls behind its matching guarantor
VEHICLE_PENALTY: Final = 0.1
#: near misses a name not found offers, and the shortest query that may begin longer names
CLOSEST: Final = 5
MIN_PREFIX: Final = 4


#: words that do not tell two companies apart ("Prudential" vs "Prudential Financial")
GENERIC_WORDS: Final = frozenset(
    {
        "financial",
        "international",
        "global",
        "worldwide",
        "industries",
        "enterprises",
        "america",
        "americas",
        "usa",
        "europe",
        "national",
    }
)
#: a word shared by more names than this is too common to compete as a partial match
_MAX_PARTIAL_POOL: Final = 40


#: one-word legal forms by the lengths of words one edit away from them
_ONE_WORD_FORMS: Final[dict[int, tuple[str, ...]]] = {
    n: tuple(
        sorted(f for f in LEGAL_SUFFIXES if len(f) >= 2 and " " not in f and abs(len(f) - n) <= 1)
    )
    for n in range(1, 40)
}


def _without_mistyped_form(key: str) -> str | None:
    """The key without a last word one edit away from a legal form ('gorup', 'af'), re-stripped."""
    words = key.split()
    if len(words) < 2 or len(words[-1]) < 2 or words[-1] in LEGAL_SUFFIXES:
        return None
    last = words[-1]
    if not any(OSA.distance(last, form) <= 1 for form in _ONE_WORD_FORMS.get(len(last), ())):
        return None
    return " ".join(strip_legal(words[:-1]))


def _allowed_edits(key: str) -> int:
    """Edits (insert, delete, substitute, swap) a name of this length may carry and still match."""
    if len(key) < FUZZY_MIN_LENGTH:
        return 0
    return 1 if len(key) < 12 else 2


_NAME_BASE: Final[dict[str, tuple[float, float]]] = {
    # kind: (score when valid on the as-of date, score when not)
    "legal": (1.0, 0.95),
    "former": (0.99, 0.95),
    "alias": (0.98, 0.93),
    "abbreviation": (0.98, 0.93),
    "nickname": (0.97, 0.92),
    "local": (0.99, 0.94),
}


@dataclass
class Candidate:
    entity_id: str
    score: float
    path: list[str] = field(default_factory=list)
    #: matched through a name not in use on the as-of date (a former name after a rename)
    stale: bool = False
    #: matched because its name contains the query's words, not because it is the name
    partial: bool = False


class Resolver:
    """Resolves queries against one :class:`ResolverIndex`; pure and thread-safe for reads."""

    def __init__(self, index: ResolverIndex) -> None:
        self.index = index

    @cached_property
    def gazetteer(self) -> Gazetteer:
        """Every name of the index in a word trie, for mentions in free text (built on first
        use: a resolver that only answers queries never pays for it)."""
        return Gazetteer(self.index)

    # --- public ---------------------------------------------------------------------------------

    def resolve(
        self, query: str, *, as_of: date | None = None, hints: Hints | None = None
    ) -> Resolution:
        hints = hints or Hints()
        parsed = parse(query)
        if not parsed.text:
            return self._not_found(query, as_of, ["empty query"])
        if parsed.kind == "bad_identifier":
            return self._not_found(query, as_of, [parsed.problem or "invalid identifier"])
        own_id = query.strip()
        if own_id in self.index.entities:
            # An entity id (what `resolve` printed, what a template input may be given as)
            # names its entity and nothing else.
            candidates = [Candidate(own_id, 1.0, [f"entity id of {self._name_of(own_id)}"])]
        elif parsed.kind in ("isin", "lei", "figi"):
            candidates = self._by_identifier(parsed)
        elif parsed.kind == "listed_ticker":
            candidates = self._by_listed_ticker(parsed, as_of)
            if parsed.notation == "Bloomberg":
                # "MLP SE" is a company name as much as a Bloomberg ticker on SIX.
                candidates += self._by_name(parsed.text, as_of)
        else:
            tickers = self._by_bare_ticker(parsed, as_of)
            # A query written as a listed ticker is not also a fragment of longer names.
            partial = not any(c.score >= 1.0 for c in tickers)
            candidates = tickers + self._by_name(parsed.text, as_of, partial=partial)
        candidates = self._apply_time(candidates, as_of)
        self._behind_guarantors(candidates, as_of)
        candidates, hint_notes = self._apply_hints(candidates, hints, as_of)
        return self._decide(parsed, as_of, hints, candidates, hint_notes)

    def view(self, entity_id: str) -> EntityView:
        """How an entity is shown in results (identifiers, every listing with its class)."""
        return entity_view(self.index.entities[entity_id])

    # --- candidates -----------------------------------------------------------------------------

    def _name_of(self, entity_id: str) -> str:
        return self.index.entities[entity_id].name

    def _by_identifier(self, parsed: ParsedQuery) -> list[Candidate]:
        assert parsed.identifier is not None
        found: list[Candidate] = []
        if parsed.kind == "isin":
            for entity_id, instrument in self.index.by_isin.get(parsed.identifier, []):
                what = instrument.share_class or instrument.type
                found.append(
                    Candidate(
                        entity_id,
                        1.0,
                        [
                            f"ISIN {parsed.identifier} (check digit valid)",
                            f"instrument {instrument.instrument_id} ({what})",
                            f"issued by {self._name_of(entity_id)}",
                        ],
                    )
                )
            return found
        scheme = parsed.kind.upper()
        for entity_id in self.index.by_identifier.get((scheme, parsed.identifier), []):
            found.append(
                Candidate(
                    entity_id,
                    1.0,
                    [
                        f"{scheme} {parsed.identifier} (check digit valid)",
                        f"identifies {self._name_of(entity_id)}",
                    ],
                )
            )
        return found

    def _listings(self, ticker: str, as_of: date | None) -> list[TickerEntry]:
        return [e for e in self.index.by_ticker.get(ticker, []) if e.listing.valid_on(as_of)]

    @staticmethod
    def _describe(entry: TickerEntry, as_of: date | None) -> str:
        listing = entry.listing
        share = entry.instrument.share_class or entry.instrument.type
        period = ""
        if listing.valid_from or listing.valid_to:
            period = f", listed {listing.valid_from or '…'} to {listing.valid_to or 'today'}"
        when = f" on {as_of}" if as_of else ""
        return f"listing {listing.ticker}@{listing.mic} ({share}{period}) valid{when}"

    def _by_listed_ticker(self, parsed: ParsedQuery, as_of: date | None) -> list[Candidate]:
        assert parsed.ticker is not None
        assert parsed.mic is not None
        head = f"{parsed.notation} notation: ticker {parsed.ticker} on {parsed.mic}"
        found: list[Candidate] = []
        for entry in self._listings(parsed.ticker, as_of):
            if entry.listing.mic == parsed.mic:
                score, venue = 0.99, "same venue"
            elif same_market(entry.listing.mic, parsed.mic):
                score, venue = 0.97, f"same market ({entry.listing.mic})"
            else:
                score, venue = 0.88, f"only found on {entry.listing.mic}"
            found.append(
                Candidate(
                    entry.entity_id,
                    score,
                    [
                        head,
                        f"{self._describe(entry, as_of)} [{venue}]",
                        f"issued by {self._name_of(entry.entity_id)}",
                    ],
                )
            )
        return found

    def _by_bare_ticker(self, parsed: ParsedQuery, as_of: date | None) -> list[Candidate]:
        ticker = parsed.maybe_ticker
        if ticker is None:
            return []
        entries = self._listings(ticker, as_of)
        looks_like_ticker = parsed.text.isupper() or any(ch.isdigit() for ch in parsed.text)
        # Written like a ticker, it counts as much as a name: "HP" is also Helmerich & Payne.
        base = 1.0 if looks_like_ticker and len(ticker) <= 5 else 0.90
        if not entries:
            return self._listed_later(ticker, as_of, base)
        # A bare ticker follows the Yahoo convention (a US company's US listing first), then
        # home listings: a code two companies use, neither on a US company's US line ("EVO":
        # Evolution in Stockholm, Evotec's ADR in New York), names neither without a venue,
        # and a foreign company's second line in Frankfurt yields to a home listing.
        best = min(e.rank for e in entries)
        us = any(e.listing.mic in US_VENUES for e in entries)
        found: list[Candidate] = []
        for entry in entries:
            at_home = entry.rank == best
            score = base if at_home else base - 0.08
            found.append(
                Candidate(
                    entry.entity_id,
                    score,
                    [
                        f"bare ticker {ticker}" + (" (US listings preferred)" if us else ""),
                        self._describe(entry, as_of),
                        f"issued by {self._name_of(entry.entity_id)}",
                    ],
                )
            )
        return found

    def _listed_later(self, ticker: str, as_of: date | None, base: float) -> list[Candidate]:
        """A ticker asked for at a date before its holder listed it ("META" in 2020): nobody
        traded under it then, so it means the company that took it later, if that company
        existed on the date, a little less surely than a ticker valid on the date."""
        if as_of is None:
            return []
        found: list[Candidate] = []
        for entry in self.index.by_ticker.get(ticker, []):
            starts = entry.listing.valid_from
            if starts is None or starts <= as_of:
                continue
            if not self.index.exists_on(entry.entity_id, as_of):
                continue
            found.append(
                Candidate(
                    entry.entity_id,
                    base - 0.06,
                    [
                        f"bare ticker {ticker}: no listing under it on {as_of}",
                        f"{self._describe(entry, None)}, after the date",
                        f"issued by {self._name_of(entry.entity_id)}, which existed on {as_of}",
                    ],
                )
            )
        return found

    def _by_name(self, text: str, as_of: date | None, *, partial: bool = True) -> list[Candidate]:
        keys = keys_of(text)
        if not keys:
            return []
        found = self._exact_stages(text, keys, as_of, 0.0)
        # A mistyped legal form ("Compass Gorup") is dropped like a correct one, at a small cost.
        repaired = {r for k in keys for r in [_without_mistyped_form(k)] if r and r not in keys}
        if not found and repaired:
            found = self._exact_stages(text, repaired, as_of, 0.04)
            for c in found:
                c.path.insert(0, "a mistyped legal form was dropped")
        one_word = len(text.split()) == 1
        if partial and (not found or one_word or all(c.stale for c in found)):
            # Stale or missing exact matches, and bare one-word names, meet the companies whose
            # longer names contain the words asked for: "Daimler" in 2023, "Prudential".
            exact = {c.entity_id for c in found}
            found += self._partial(set(keys) | repaired, as_of, exact, one_word)
        return found or self._fuzzy(set(keys) | repaired, as_of)

    def _partial(
        self, keys: set[str], as_of: date | None, exact: set[str], one_word: bool
    ) -> list[Candidate]:
        found: list[Candidate] = []
        for key in keys:
            words = key.split()
            if not words or all(len(w) < 3 for w in words):
                continue
            pools = sorted((self.index.keys_by_token.get(w, set()) for w in words), key=len)
            if not pools[0] or len(pools[0]) > _MAX_PARTIAL_POOL:
                continue
            pool = set.intersection(*pools) - {key}
            related = set().union(*(self.index.related(e) for e in exact)) if exact else set()
            family = self.index.family.get(words[0], set()) - exact - related
            for name_key in pool:
                extra = set(name_key.split()) - set(words)
                for entry in self.index.by_key[name_key]:
                    if entry.entity_id in exact or not entry.valid_on(as_of):
                        continue  # a fragment of a name nobody used then is no evidence
                    if (
                        one_word
                        and len(words) == 1
                        and len(family) >= 2
                        and entry.entity_id in family
                    ):
                        penalty, how = 0.01, f"shares the first word with {len(family)} companies:"
                    elif extra <= GENERIC_WORDS:
                        penalty, how = 0.01, "the name plus a generic word:"
                    else:
                        penalty, how = 0.06, "part of the name"
                    candidate = self._name_candidate(entry, as_of, how, penalty)
                    candidate.partial = True
                    found.append(candidate)
        return found

    def _exact_stages(
        self, text: str, keys: Set[str], as_of: date | None, extra: float
    ) -> list[Candidate]:
        stages: list[tuple[str, float, Iterable[NameEntry]]] = [
            ("exact name", 0.0, (e for k in keys for e in self.index.by_key.get(k, []))),
            (
                "name without spaces",
                0.02,
                (e for k in keys for e in self.index.by_compact.get(compact(k), [])),
            ),
            (
                "name in another word order",
                0.04,
                (
                    e
                    for k in keys
                    for e in self.index.by_sorted.get(sorted_key(without_legal_words(k)), [])
                ),
            ),
        ]
        full = full_key(text)
        forms = form_words(text)
        share_class = share_class_of(text)
        for label, penalty, entries in stages:
            found = [
                self._name_candidate(
                    e,
                    as_of,
                    label,
                    extra
                    + penalty
                    - self._form_bonus(e, full, forms)
                    + self._class_penalty(e.entity_id, share_class),
                )
                for e in entries
            ]
            if found:
                return found
        return []

    @staticmethod
    def _form_bonus(entry: NameEntry, full: str, forms: frozenset[str]) -> float:
        """The same legal form as asked ("Porsche SE", "Merck & Co") settles a tie on the
        bare name: the name written in full, or every legal-form word asked for in the name."""
        if entry.full == full:
            return 0.02
        if forms and forms <= canonical_forms(entry.full.split()):
            return 0.02
        return 0.0

    def _class_penalty(self, entity_id: str, share_class: str | None) -> float:
        """A share class asked for ("Class C", "Vz") prefers the entity that has it; an entity
        whose very name is one class ("… (Class A)") yields when another class or none is
        asked for."""
        own, named = self.index.share_classes[entity_id]
        if share_class is None:
            return 0.02 if own is not None else 0.0
        if own is not None:
            return 0.0 if own == share_class else 0.03
        return -0.01 if share_class in named else 0.0

    def _name_candidate(
        self,
        entry: NameEntry,
        as_of: date | None,
        how: str,
        penalty: float,
        similarity: float | None = None,
    ) -> Candidate:
        valid_score, stale_score = _NAME_BASE.get(entry.kind, (0.97, 0.92))
        valid = entry.valid_on(as_of)
        score = (valid_score if valid else stale_score) - penalty
        kind = "current legal name" if entry.kind == "legal" else f"{entry.kind} name"
        when = ""
        if entry.kind == "former" and not valid and entry.valid_to:
            when = f"; used until {entry.valid_to}, renamed since"
        elif not valid and entry.valid_from:
            when = f"; in use from {entry.valid_from}"
        elif entry.kind == "former" and entry.valid_to:
            when = f"; in use until {entry.valid_to}"
        match = f"{how} '{entry.name}'" + (f" (similarity {similarity:.0f})" if similarity else "")
        return Candidate(
            entry.entity_id,
            score,
            [match, f"{kind} of {self._name_of(entry.entity_id)}{when}"],
            stale=not valid and entry.kind == "former",
        )

    def _fuzzy(self, keys: set[str], as_of: date | None) -> list[Candidate]:
        found: list[Candidate] = []
        for variant in keys:
            for name_key in self._fuzzy_pool(variant):
                distance = OSA.distance(variant, name_key)
                if distance > _allowed_edits(name_key) or not self._same_words(variant, name_key):
                    continue
                similarity = 100 * (1 - distance / max(len(variant), len(name_key)))
                penalty = 0.04 + 0.03 * distance
                found += [
                    self._name_candidate(e, as_of, "close spelling of", penalty, similarity)
                    for e in self.index.by_key[name_key]
                ]
        return found

    def _fuzzy_pool(self, variant: str) -> set[str]:
        """Name keys sharing a (nearly) equal word with the query; very common words do not."""
        tokens = variant.split()
        pool: set[str] = set()
        for token in tokens:
            for similar in self.index.similar_tokens(token):
                if self.index.token_frequency[similar] <= 200 or len(tokens) == 1:
                    pool |= self.index.keys_by_token.get(similar, set())
        return pool

    @staticmethod
    def _same_words(query: str, name: str) -> bool:
        """Fuzzy matches may bend a word, not add or drop one ('Volkswagen Quantum' ≠ VW)."""
        q, n = query.split(), name.split()
        if len(q) != len(n):
            return False
        return all(
            a == b or OSA.distance(a, b) <= max(1, len(b) // 6) for a, b in zip(q, n, strict=True)
        )

    # --- time, hints, decision ------------------------------------------------------------------

    def _apply_time(self, candidates: list[Candidate], as_of: date | None) -> list[Candidate]:
        for c in candidates:
            if not self.index.exists_on(c.entity_id, as_of):
                entity = self.index.entities[c.entity_id]
                c.score -= 0.15
                if entity.defunct_from and as_of and as_of >= entity.defunct_from:
                    c.path.append(f"no longer existed on {as_of} (until {entity.defunct_from})")
                else:
                    c.path.append(f"did not exist yet on {as_of}")
        return candidates

    def _behind_guarantors(self, candidates: list[Candidate], as_of: date | None) -> None:
        """A debt issuer found only because its name contains the query ("Daimler" in
        "Daimler International Finance B.V.") yields to the company it issues for when that
        company matches too: a company name means the company (role=issuer then follows the
        company's issuer_of relations to the vehicle, saying so)."""
        matched = {c.entity_id for c in candidates}
        for c in candidates:
            if not c.partial or self.index.entities[c.entity_id].kind != "issuer":
                continue
            guarantors = [
                r.target_id
                for r in self.index.parents(c.entity_id, as_of)
                if r.type == "issuer_of" and r.target_id in matched
            ]
            if guarantors:
                c.score -= VEHICLE_PENALTY
                c.path.append(
                    f"issues debt for {self._name_of(guarantors[0])}, which matches too: a "
                    "company name means the company"
                )

    def _apply_hints(
        self, candidates: list[Candidate], hints: Hints, as_of: date | None
    ) -> tuple[list[Candidate], list[str]]:
        notes: list[str] = []

        def narrow(keep: list[Candidate], note: str) -> None:
            nonlocal candidates
            if keep and len({c.entity_id for c in keep}) < len({c.entity_id for c in candidates}):
                candidates = keep
                notes.append(note)

        if hints.country:
            country = hints.country.upper()
            narrow(
                [c for c in candidates if self.index.entities[c.entity_id].country == country],
                f"hint country={country}",
            )
        if hints.exchange:
            mic = mic_of(hints.exchange) or hints.exchange.upper()
            narrow(
                [
                    c
                    for c in candidates
                    if any(
                        same_market(lst.mic, mic)
                        for ins in self.index.entities[c.entity_id].instruments
                        for lst in ins.listings
                    )
                ],
                f"hint exchange={mic}",
            )
        # role=issuer does not narrow by kind: a financing vehicle that merely shares a word
        # with the query ("Siemens" in "Siemens Financieringsmaatschappij") is not the issuer
        # the query means. The name decides the company; `_issuer_of` then follows the graph.
        if hints.role == "listing":
            narrow(
                [c for c in candidates if self.index.listed_on(c.entity_id, as_of)],
                "hint role=listing",
            )
        return candidates, notes

    def _decide(
        self,
        parsed: ParsedQuery,
        as_of: date | None,
        hints: Hints,
        candidates: list[Candidate],
        hint_notes: list[str],
    ) -> Resolution:
        best: dict[str, Candidate] = {}
        for c in candidates:
            if c.entity_id not in best or c.score > best[c.entity_id].score:
                best[c.entity_id] = c
        ranked = sorted(best.values(), key=lambda c: (-c.score, c.entity_id))
        if not ranked or ranked[0].score < THRESHOLD:
            why = ["no identifier, listing or name matched"]
            if ranked:
                top = ranked[0]
                why = [
                    f"closest: {self._name_of(top.entity_id)} at {top.score:.2f}, "
                    f"below the {THRESHOLD} threshold",
                    *top.path,
                ]
            if parsed.kind in ("isin", "lei", "figi"):
                why = [f"{parsed.kind.upper()} {parsed.identifier} is valid but not in the graph"]
            elif parsed.kind == "listed_ticker":
                when = f" on {as_of}" if as_of else ""
                why = [f"no listing {parsed.ticker}@{parsed.mic}{when}"]
            return self._not_found(parsed.text, as_of, why, self._closest(parsed, ranked, as_of))
        top = ranked[0]
        contenders = [c for c in ranked if c.score >= top.score - MARGIN]
        if len(contenders) > 1:
            share = 1 / len(contenders)
            alternatives = tuple(
                Alternative(
                    entity_id=c.entity_id,
                    name=self._name_of(c.entity_id),
                    country=self.index.entities[c.entity_id].country,
                    confidence=round(c.score * share, 3),
                    why="; ".join(c.path),
                )
                for c in ranked[:8]
                if c.score >= THRESHOLD
            )
            return Resolution(
                query=parsed.text,
                as_of=as_of,
                status="ambiguous",
                confidence=round(top.score * share, 3),
                match_path=(f"{len(contenders)} entities match equally well", *hint_notes),
                alternatives=alternatives,
            )
        entity_id, path = top.entity_id, [*top.path, *hint_notes]
        runner_up = ranked[1].score if len(ranked) > 1 else 0.0
        if hints.role in ("parent", "listing"):
            entity_id = self._climb(entity_id, as_of, hints.role, path)
        elif hints.role == "issuer":
            vehicles = self._debt_issuers(entity_id, as_of)
            if len(vehicles) > 1:
                return self._several_issuers(parsed, as_of, entity_id, vehicles)
            entity_id = self._issuer_of(entity_id, vehicles, path)
        confidence = calibrated(top.score, runner_up)
        return Resolution(
            query=parsed.text,
            as_of=as_of,
            status="resolved",
            entity=self.view(entity_id),
            confidence=confidence,
            match_path=tuple(path),
        )

    def _debt_issuers(self, entity_id: str, as_of: date | None) -> list[Relation]:
        """The vehicles that issue this company's debt on `as_of` (`issuer_of` relations to
        it); none for a debt issuer itself."""
        if self.index.entities[entity_id].kind == "issuer":
            return []
        return [
            r
            for r in self.index.relations_in.get(entity_id, [])
            if r.type == "issuer_of"
            and (as_of is None or r.valid_on(as_of))
            and self.index.exists_on(r.source_id, as_of)
        ]

    def _issuer_of(self, entity_id: str, vehicles: list[Relation], path: list[str]) -> str:
        """role=issuer: the entity that issues the named company's debt, and why."""
        name = self._name_of(entity_id)
        if self.index.entities[entity_id].kind == "issuer":
            path.append(f"role=issuer: {name} is a debt issuer itself")
            return entity_id
        if not vehicles:
            path.append(
                f"role=issuer: no separate debt issuer of {name} is recorded; it issues its own"
            )
            return entity_id
        [relation] = vehicles
        why = f" ({relation.note})" if relation.note else ""
        path.append(
            f"role=issuer: {name}'s debt is issued by {self._name_of(relation.source_id)}{why}"
        )
        return relation.source_id

    def _several_issuers(
        self, parsed: ParsedQuery, as_of: date | None, entity_id: str, vehicles: list[Relation]
    ) -> Resolution:
        """role=issuer for a company with several issuing vehicles: which one is a question."""
        share = 1 / len(vehicles)
        return Resolution(
            query=parsed.text,
            as_of=as_of,
            status="ambiguous",
            confidence=round(share, 3),
            match_path=(
                f"role=issuer: {self._name_of(entity_id)} issues debt through "
                f"{len(vehicles)} entities",
            ),
            alternatives=tuple(
                Alternative(
                    entity_id=r.source_id,
                    name=self._name_of(r.source_id),
                    country=self.index.entities[r.source_id].country,
                    confidence=round(share, 3),
                    why=r.note or f"issuer_of {self._name_of(entity_id)}",
                )
                for r in vehicles
            ),
        )

    def _climb(self, entity_id: str, as_of: date | None, role: str, path: list[str]) -> str:
        """Follow subsidiary/issuer relations up for role=parent (to the top) or role=listing."""
        seen = {entity_id}
        while True:
            entity = self.index.entities[entity_id]
            if role == "listing" and self.index.listed_on(entity_id, as_of):
                return entity_id
            parents = [r for r in self.index.parents(entity_id, as_of) if r.target_id not in seen]
            if not parents:
                return entity_id
            relation = parents[0]
            path.append(
                f"role={role}: {entity.name} {relation.type.replace('_', ' ')} "
                f"{self._name_of(relation.target_id)}"
            )
            entity_id = relation.target_id
            seen.add(entity_id)

    def _closest(
        self, parsed: ParsedQuery, ranked: list[Candidate], as_of: date | None
    ) -> tuple[Alternative, ...]:
        """Near misses for a name not found, best first, so the user can name it precisely:
        candidates below the threshold, then names that begin with the query ("Exxon" →
        ExxonMobil), then names a few edits away. Suggestions only, never an answer."""
        if parsed.kind in ("isin", "lei", "figi", "bad_identifier"):
            return ()
        found: dict[str, Alternative] = {}

        def offer(entity_id: str, closeness: float, why: str) -> None:
            if entity_id not in found:
                found[entity_id] = Alternative(
                    entity_id=entity_id,
                    name=self._name_of(entity_id),
                    country=self.index.entities[entity_id].country,
                    confidence=round(max(0.0, min(closeness, THRESHOLD - 0.01)), 3),
                    why=why,
                )

        for c in ranked:
            offer(c.entity_id, c.score, "; ".join(c.path))
        keys = sorted(keys_of(parsed.text), key=len, reverse=True)
        for start in dict.fromkeys(compact(k) for k in keys):
            if len(start) < MIN_PREFIX:
                continue
            at = bisect_left(self.index.compact_keys, start)
            for name_key in self.index.compact_keys[at : at + CLOSEST]:
                if not name_key.startswith(start):
                    break
                for entry in self.index.by_compact[name_key]:
                    closeness = 0.5 + 0.3 * len(start) / len(name_key)
                    offer(entry.entity_id, closeness, f"'{entry.name}' begins with '{parsed.text}'")
        # Names sharing a (nearly) equal word, compared whole: a small pool, never a scan.
        for key in keys:
            pool = [k for k in self._fuzzy_pool(key) if len(k) >= MIN_PREFIX]
            for name_key, similarity, _ in process.extract(
                key, pool, scorer=fuzz.token_sort_ratio, limit=CLOSEST, score_cutoff=70
            ):
                for entry in self.index.by_key[name_key]:
                    offer(entry.entity_id, 0.5 * similarity / 100, f"'{entry.name}' is spelt alike")
        return tuple(sorted(found.values(), key=lambda a: -a.confidence)[:CLOSEST])

    @staticmethod
    def _not_found(
        query: str, as_of: date | None, why: list[str], closest: tuple[Alternative, ...] = ()
    ) -> Resolution:
        return Resolution(
            query=" ".join(query.split()),
            as_of=as_of,
            status="not_found",
            confidence=0.0,
            match_path=tuple(why),
            alternatives=closest,
        )


def calibrated(score: float, runner_up: float) -> float:
    """Confidence from the winning score and how clearly it beat the next entity.

    The mapping is monotone in both and was checked against measured precision on the
    generated benchmark set (`make bench` reports the reliability table).
    """
    gap = max(0.0, min(1.0, (score - runner_up) / 0.2))
    return round(min(0.999, score * (0.9 + 0.1 * gap)), 3)
