"""Mentions in free text, each kind generated over graphs made here with a seed: names and
short names with possessives, legal forms and share classes after them, tickers written as
tickers, companies the graph does not know, and the case rules that keep everyday words from
becoming companies (the words drawn from the shipped common-word list, not chosen by hand)."""

from __future__ import annotations

import random

import pytest

from quantward_graph import Entity, Instrument, Listing
from quantward_resolver.domain.gazetteer import VERY_FREQUENT, everyday_words
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.mentions import Mention, resolve_mentions
from quantward_resolver.domain.resolver import Resolver

SEED = 2_718
_STEMS = ("zan", "dor", "quil", "vam", "tesh", "orb", "lux", "sund", "brev", "kal", "mir")


def _stems(count: int, rng: random.Random) -> list[str]:
    made: list[str] = []
    while len(made) < count:
        stem = "".join(rng.choice(_STEMS) for _ in range(3)).capitalize()
        if stem not in made:
            made.append(stem)
    return made


def _company(entity_id: str, name: str, *tickers: str) -> Entity:
    listings = tuple(Listing(ticker=t, mic="XNYS") for t in tickers)
    return Entity(
        entity_id=entity_id,
        name=name,
        country="US",
        instruments=(Instrument(instrument_id=f"ins_{entity_id[4:]}", listings=listings),),
    )


def _found(mentions: list[Mention]) -> list[tuple[str, str, str | None]]:
    return [
        (
            m.text,
            m.resolution.status,
            m.resolution.entity.entity_id if m.resolution.entity else None,
        )
        for m in mentions
    ]


def _everyday_sample(rng: random.Random, count: int) -> list[str]:
    """Everyday words (alphabetic, 5+ letters, less frequent than emphasis words)."""
    words = sorted(
        w
        for w, zipf in everyday_words().items()
        if w.isalpha() and len(w) >= 5 and 4.0 <= zipf < VERY_FREQUENT
    )
    return rng.sample(words, count)


@pytest.fixture(scope="module")
def world() -> tuple[Resolver, list[str], list[str]]:
    """Companies with made-up names (two words, joined words) and companies named after
    everyday words; returns the resolver, the made-up stems and the everyday names."""
    rng = random.Random(SEED)
    stems = _stems(12, rng)
    words = _everyday_sample(rng, 8)
    entities = [
        _company(f"ent_s{i}", f"{stem} {rng.choice(('Systems', 'Mining', 'Foods'))} Inc.")
        for i, stem in enumerate(stems[:6])
    ]
    entities += [
        _company(f"ent_j{i}", f"{stem}{second} Corp")
        for i, (stem, second) in enumerate(
            zip(stems[6:9], ("Petro", "Tronix", "Vanta"), strict=True)
        )
    ]
    entities += [
        _company(f"ent_w{i}", f"{word.capitalize()} Corporation", f"Q{word[:3].upper()}")
        for i, word in enumerate(words)
    ]
    return Resolver(ResolverIndex.build(entities)), stems, words


def test_short_names_and_possessives_are_found_and_resolved(
    world: tuple[Resolver, list[str], list[str]],
) -> None:
    resolver, stems, _ = world
    for i in range(6):
        other = (i + 1) % 6
        text = f"What did {stems[i]}'s CFO say about {stems[other]} on capex?"
        assert _found(resolve_mentions(resolver, text)) == [
            (stems[i], "resolved", f"ent_s{i}"),
            (stems[other], "resolved", f"ent_s{other}"),
        ], text
    for i in range(3):
        text = f"Compare {stems[6 + i]} and {stems[i]} Foods"
        found = _found(resolve_mentions(resolver, text))
        assert found[0] == (stems[6 + i], "resolved", f"ent_j{i}"), text


def test_a_legal_form_or_share_class_written_after_a_name_is_part_of_the_mention(
    world: tuple[Resolver, list[str], list[str]],
) -> None:
    resolver, stems, _ = world
    rng = random.Random(SEED + 1)
    entity = resolver.index.entities["ent_s0"]
    base = entity.name.removesuffix(" Inc.")
    for tail in ("Inc.", "Corp", "Class B", "Vz", "& Co."):
        text = f"Is {base} {tail} cheap? Ask {rng.choice(stems[1:6])}."
        first = resolve_mentions(resolver, text)[0]
        assert first.text.startswith(f"{base} {tail.rstrip('.')}"), (text, first.text)
        assert first.resolution.entity is not None
        assert first.resolution.entity.entity_id == "ent_s0"


def test_companies_the_graph_does_not_know_are_reported_with_the_closest_names(
    world: tuple[Resolver, list[str], list[str]],
) -> None:
    resolver, stems, _ = world
    rng = random.Random(SEED + 2)
    unknown = [s for s in _stems(20, rng) if s not in stems][:4]
    for name in unknown:
        designator = rng.choice(("Corp", "Holdings", "AG", "plc", "Industries"))
        for text, span in (
            (f"Compare {name} {designator} and {stems[0]} on margins", f"{name} {designator}"),
            (f"Compare {name} and {stems[1]} on margins", name),
            (f"How do {stems[2]}, {name} and {stems[3]} compare?", name),
        ):
            found = _found(resolve_mentions(resolver, text))
            assert (span, "not_found", None) in found, (text, found)
            assert sum(1 for _, status, _ in found if status == "resolved") >= 1
    near = resolve_mentions(resolver, f"Compare {stems[0]}x Corp and {stems[1]}")[0]
    assert near.resolution.status in ("not_found", "resolved")
    if near.resolution.status == "not_found":
        assert near.resolution.alternatives  # the closest names, to ask with


def test_everyday_words_become_companies_only_where_written_as_names(
    world: tuple[Resolver, list[str], list[str]],
) -> None:
    resolver, _, words = world
    for i, word in enumerate(words):
        name = word.capitalize()
        expected = f"ent_w{i}"
        # written as a word, or shouted: never a company
        assert resolve_mentions(resolver, f"We expect the {word} to matter for margins.") == []
        shouted = f"WILL THE {word.upper()} MATTER FOR MARGINS THIS YEAR?"
        assert resolve_mentions(resolver, shouted) == []
        # written as a name: inside a sentence or at its start
        for text in (
            f"What did {name} say about margins?",
            f"{name}'s margins fell.",
            f"{name} revenue?",
        ):
            assert _found(resolve_mentions(resolver, text)) == [(name, "resolved", expected)], text


def test_tickers_count_written_as_tickers_and_emphasis_does_not(
    world: tuple[Resolver, list[str], list[str]],
) -> None:
    resolver, _, words = world
    everyday = everyday_words()
    frequent = sorted(w for w, z in everyday.items() if z >= VERY_FREQUENT and 3 <= len(w) <= 4)
    rng = random.Random(SEED + 3)
    index = ResolverIndex.build(
        [
            *resolver.index.entities.values(),
            *(
                _company(f"ent_e{i}", f"Emph{i} Zorvo Inc.", word.upper())
                for i, word in enumerate(rng.sample(frequent, 5))
            ),
        ]
    )
    bigger = Resolver(index)
    for i, word in enumerate(words):
        ticker = f"Q{word[:3].upper()}"
        found = _found(resolve_mentions(bigger, f"How did {ticker} trade after the call?"))
        assert found == [(ticker, "resolved", f"ent_w{i}")]
        # lower case is no ticker
        assert resolve_mentions(bigger, f"How did {ticker.lower()} trade?") == []
    for i in range(5):
        emphasised = index.entities[f"ent_e{i}"].instruments[0].listings[0].ticker
        assert resolve_mentions(bigger, f"Is {emphasised} the moment to sell?") == []
        found = _found(resolve_mentions(bigger, f"Is ${emphasised} the one to sell?"))
        assert found == [(f"${emphasised}", "resolved", f"ent_e{i}")]
    assert resolve_mentions(bigger, "What were EPS and EBITDA in Q3 at the CEO's estimate?") == []
