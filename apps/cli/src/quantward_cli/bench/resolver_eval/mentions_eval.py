"""Questions with companies in them, generated from the graph: does every company come back?

Each question fills a template with one to three companies written as people write them (the
name without its legal form, a possessive, a ticker, the first word of the name alone, the
name in lower case when it is no everyday word) and sometimes a company the graph does not know
("Kryvosh Holdings"), which must come back as not found rather than vanish. Some templates hold
everyday words that are also company names ("target price", "shell out"), which must not
become companies. Scored per way of writing: found and resolved right, reported (for unknown
companies), missed; plus mentions that name nothing asked (spurious).
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from quantward_cli.bench.resolver_eval.variants import _FAKE_STEMS, _base, _current, _Graph
from quantward_graph.exchanges import US_VENUES
from quantward_resolver.domain.gazetteer import everyday_words, tokenize
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.mentions import resolve_mentions
from quantward_resolver.domain.normalize import name_key
from quantward_resolver.domain.resolver import Resolver

Writing = Literal["name", "possessive", "lower_case", "ticker", "short_name", "unknown_company"]
WRITINGS: Final[tuple[Writing, ...]] = (
    "name",
    "possessive",
    "lower_case",
    "ticker",
    "short_name",
    "unknown_company",
)
SEED: Final = 4_242
#: {0}, {1}, {2} are companies; none of these starts with a company (see the module docstring
#: of quantward_resolver.domain.mentions on sentence starts)
TEMPLATES: Final = (
    "Compare {0} and {1} on capex over the last two years.",
    "What did {0} say about guidance in its latest call?",
    "How did margins at {0} change versus {1}?",
    "Please compare {0}, {1} and {2}: which grew revenue faster?",
    "Is {0} cheaper than {1} on earnings?",
    "What is the target price analysts give {0}?",
    "Did {0} shell out more on buybacks than {1}?",
    "Summarise the risks {0} listed in its annual report.",
    "Which of {0} or {1} has more debt?",
    "Show me the drawdown of {0} since 2020 next to {1}.",
)
_FAKE_DESIGNATORS: Final = ("Corp", "Holdings", "Group", "Industries", "plc", "AG", "Inc.")


@dataclass(frozen=True, slots=True)
class Slot:
    writing: Writing
    text: str
    #: the entity it names; None for a company the graph does not know
    entity: str | None


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    slots: tuple[Slot, ...]


@dataclass
class WritingScore:
    slots: int = 0
    found: int = 0
    examples: list[str] = field(default_factory=list)


@dataclass
class MentionScore:
    questions: int = 0
    by_writing: dict[str, WritingScore] = field(default_factory=dict)
    spurious: int = 0
    spurious_examples: list[str] = field(default_factory=list)
    questions_per_s: float = 0.0

    def as_dict(self) -> dict[str, object]:
        return {
            "questions": self.questions,
            "by_writing": {
                w: {
                    "slots": s.slots,
                    "found": s.found,
                    "recall": s.found / s.slots if s.slots else 1.0,
                    "missed_examples": s.examples,
                }
                for w, s in self.by_writing.items()
            },
            "spurious_mentions": self.spurious,
            "spurious_examples": self.spurious_examples,
            "questions_per_s": self.questions_per_s,
        }


def _slots(graph: _Graph, rng: random.Random) -> dict[Writing, list[Slot]]:
    everyday = everyday_words()
    pools: dict[Writing, list[Slot]] = {w: [] for w in WRITINGS}
    for entity in _current(graph.index):
        base = _base(entity.name)
        key = name_key(base)
        if len(key) < 3 or not graph.unique(base, entity.entity_id):
            continue
        words = key.split()
        if base.split()[0].lower() == "the" or not base[:1].isalnum():
            continue
        if len(words) == 1 and graph.holders_of(words[0]) != {entity.entity_id}:
            continue  # a one-word name that heads other names ("Mitsubishi") is a question
        plain = all(w not in everyday for w in words)
        pools["name"].append(Slot("name", base, entity.entity_id))
        if not re.search(r"['’]s\b|s$", base):
            pools["possessive"].append(Slot("possessive", f"{base}'s", entity.entity_id))
        if plain and base.isascii():
            pools["lower_case"].append(Slot("lower_case", base.lower(), entity.entity_id))
        first = words[0]
        if (
            len(words) > 1
            and len(first) >= 4
            and first not in everyday
            and graph.holders_of(first) == {entity.entity_id}
            and base.split()[0].isalpha()
        ):
            pools["short_name"].append(Slot("short_name", base.split()[0], entity.entity_id))
        for instrument in entity.instruments:
            for listing in instrument.listings:
                ticker = listing.ticker
                owners = {
                    e.entity_id
                    for e in graph.index.by_ticker.get(ticker, [])
                    if e.listing.valid_on(None)
                }
                if (
                    listing.mic in US_VENUES
                    and listing.valid_on(None)
                    and owners == {entity.entity_id}
                    and ticker.isalpha()
                    and len(ticker) >= 2
                    and everyday.get(ticker.lower(), 0.0) < 5.0
                    and not graph.holders_of(ticker.lower()) - {entity.entity_id}
                ):
                    pools["ticker"].append(Slot("ticker", ticker, entity.entity_id))
    made: set[str] = set()
    while len(pools["unknown_company"]) < 300:
        stem = "".join(rng.choice(_FAKE_STEMS) for _ in range(rng.randrange(2, 4))).capitalize()
        if stem in made or graph.holders_of(stem.lower()):
            continue
        made.add(stem)
        text = f"{stem} {rng.choice(_FAKE_DESIGNATORS)}"
        pools["unknown_company"].append(Slot("unknown_company", text, None))
    for pool in pools.values():
        rng.shuffle(pool)
    return pools


def generate_questions(
    index: ResolverIndex, *, count: int = 600, seed: int = SEED
) -> list[Question]:
    rng = random.Random(seed)
    pools = _slots(_Graph(index), rng)
    taken = dict.fromkeys(WRITINGS, 0)
    questions: list[Question] = []
    for _ in range(count):
        template = rng.choice(TEMPLATES)
        n = len(set(re.findall(r"\{(\d)\}", template)))
        slots: list[Slot] = []
        entities: set[str | None] = set()
        while len(slots) < n:
            writing = rng.choice(WRITINGS)
            pool = pools[writing]
            slot = pool[taken[writing] % len(pool)]
            taken[writing] += 1
            if slot.entity is not None and slot.entity in entities:
                continue
            entities.add(slot.entity)
            slots.append(slot)
        text = template.format(*(s.text for s in slots))
        questions.append(Question(text, tuple(slots)))
    return questions


def score_mentions(resolver: Resolver, questions: Sequence[Question]) -> MentionScore:
    result = MentionScore(questions=len(questions))
    result.by_writing = {w: WritingScore() for w in WRITINGS}
    start = time.perf_counter()
    answers = [resolve_mentions(resolver, q.text) for q in questions]
    elapsed = time.perf_counter() - start
    result.questions_per_s = len(questions) / elapsed if elapsed else 0.0
    for question, mentions in zip(questions, answers, strict=True):
        explained: set[int] = set()
        for slot in question.slots:
            tally = result.by_writing[slot.writing]
            tally.slots += 1
            at = question.text.find(slot.text)
            hit = None
            for i, m in enumerate(mentions):
                overlaps = m.start < at + len(slot.text) and at < m.end
                if not overlaps:
                    continue
                r = m.resolution
                reported = slot.entity is None and r.status == "not_found"
                if reported or (r.entity is not None and r.entity.entity_id == slot.entity):
                    hit = i
            if hit is not None:
                tally.found += 1
                explained.add(hit)
            elif len(tally.examples) < 5:
                got = [(m.text, m.resolution.status) for m in mentions]
                tally.examples.append(f"{question.text} → {got}")
        for i, m in enumerate(mentions):
            if i not in explained and not any(
                m.start < question.text.find(s.text) + len(s.text)
                and question.text.find(s.text) < m.end
                for s in question.slots
            ):
                result.spurious += 1
                if len(result.spurious_examples) < 5:
                    result.spurious_examples.append(f"{question.text} → {m.text!r}")
    return result


def matching_speed(resolver: Resolver, questions: Sequence[Question]) -> dict[str, float]:
    """Questions per second for finding known names only (no resolution): the gazetteer's word
    trie against an Aho-Corasick automaton (pyahocorasick) over the same normalised names,
    both from the same tokens and both answering at word boundaries."""
    import ahocorasick  # type: ignore[import-not-found]  # benchmark-only (root bench group)

    gazetteer = resolver.gazetteer
    automaton = ahocorasick.Automaton()
    for key in resolver.index.by_key:
        automaton.add_word(f" {key} ", key)
    automaton.make_automaton()
    tokenized = [tokenize(q.text) for q in questions]
    lines = [" " + " ".join(t.norm for t in tokens) + " " for tokens in tokenized]

    def by_trie() -> int:
        return sum(
            len(gazetteer.matches_at(tokens, i)) for tokens in tokenized for i in range(len(tokens))
        )

    def by_automaton() -> int:
        return sum(1 for line in lines for _ in automaton.iter(line))

    best: dict[str, float] = {"trie": float("inf"), "automaton": float("inf")}
    hits: dict[str, int] = {}
    for _ in range(5):  # alternate, keep the best of each: the machine is shared
        for name, run in (("trie", by_trie), ("automaton", by_automaton)):
            start = time.perf_counter()
            hits[name] = run()
            best[name] = min(best[name], time.perf_counter() - start)
    n = len(questions)
    return {
        "trie_questions_per_s": n / best["trie"],
        "aho_corasick_questions_per_s": n / best["automaton"],
        "trie_matches": float(hits["trie"]),
        "aho_corasick_matches": float(hits["automaton"]),
    }
