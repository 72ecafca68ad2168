"""A company the resolver cannot decide is reported with what the user may have meant, and a
mention it detects is never dropped from a text because it did not resolve."""

from __future__ import annotations

from datetime import date

from quantward_graph import Entity
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.mentions import resolve_mentions
from quantward_resolver.domain.resolver import THRESHOLD, Resolver


def test_a_name_not_found_offers_the_closest_names(resolver: Resolver) -> None:
    # Berkshire Hathaway Inc. is in the graph; a longer name it does not know is close to it:
    # a suggestion, never the answer.
    result = resolver.resolve("Berkshire Hathaway Reinsurance")
    assert result.status == "not_found"
    assert result.entity is None
    assert [a.entity_id for a in result.alternatives][:1] == ["ent_berkshire"]
    assert all(a.confidence < THRESHOLD for a in result.alternatives)


def test_a_name_that_begins_a_longer_name_suggests_it() -> None:
    index = ResolverIndex.build(
        [
            Entity(entity_id="ent_quorvex", name="Quorvexpetro Corporation", country="US"),
            Entity(entity_id="ent_other", name="Lindqvist Foods AB", country="SE"),
        ]
    )
    result = Resolver(index).resolve("Quorvex")
    assert result.status == "not_found"
    assert [a.entity_id for a in result.alternatives] == ["ent_quorvex"]
    assert "begins with 'Quorvex'" in result.alternatives[0].why


def test_the_first_word_of_a_name_written_as_joined_words_is_a_short_name() -> None:
    # "QuorvexPetro" is two words written as one (as "ExxonMobil" is): its first word is a
    # short name like the first word of any other name, and resolves when it is unique.
    index = ResolverIndex.build(
        [
            Entity(entity_id="ent_quorvex", name="QuorvexPetro Corporation", country="US"),
            Entity(entity_id="ent_other", name="Lindqvist Foods AB", country="SE"),
        ]
    )
    result = Resolver(index).resolve("Quorvex")
    assert result.entity is not None
    assert result.entity.entity_id == "ent_quorvex"


def test_nothing_close_is_nothing_offered(resolver: Resolver) -> None:
    assert resolver.resolve("Zyxwvut Qqq").alternatives == ()


def test_an_identifier_the_graph_lacks_is_a_mention_reported_not_dropped(
    resolver: Resolver,
) -> None:
    text = "Compare DE000A1EWWW0 and Nestle on margins"
    mentions = resolve_mentions(resolver, text)
    assert [(m.text, m.resolution.status) for m in mentions] == [
        ("DE000A1EWWW0", "not_found"),
        ("Nestle", "resolved"),
    ]


def test_a_known_name_that_does_not_resolve_on_the_date_is_a_mention_reported() -> None:
    index = ResolverIndex.build(
        [
            Entity(
                entity_id="ent_zephyr",
                name="Zephyr Mining Corp",
                country="CA",
                defunct_from=date(2001, 1, 1),
            ),
            Entity(entity_id="ent_lindqvist", name="Lindqvist Foods AB", country="SE"),
        ]
    )
    text = "Compare Zephyr Mining and Lindqvist Foods"
    mentions = resolve_mentions(Resolver(index), text, as_of=date(2015, 6, 30))
    assert [(m.text, m.resolution.status) for m in mentions] == [
        ("Zephyr Mining", "not_found"),
        ("Lindqvist Foods", "resolved"),
    ]
    [closest] = mentions[0].resolution.alternatives
    assert closest.entity_id == "ent_zephyr"
    assert "no longer existed on 2015-06-30" in closest.why
