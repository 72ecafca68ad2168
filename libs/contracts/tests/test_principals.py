"""Audiences and producers: every event type has both, and the topics carry the audience."""

from __future__ import annotations

import pytest

from quantward_contracts import CATALOGUE, event_type_tag, topics, topics_of
from quantward_contracts.events import AnswerDrafted, AnswerReleased, ReviewDecided
from quantward_contracts.principals import (
    CONSUMES,
    EVENT_RULES,
    PRINCIPAL_ROLES,
    PRINCIPALS,
    VERIFIED_TYPES,
    grants,
    may_produce,
)


def test_every_event_type_declares_its_audience_and_producers() -> None:
    tags = {event_type_tag(cls) for cls in CATALOGUE}
    assert set(EVENT_RULES) == tags
    for tag, rule in EVENT_RULES.items():
        assert rule.producers, f"{tag} has no producer"
        assert set(rule.producers) <= set(PRINCIPALS)
        assert rule.why.strip(), f"{tag} does not say why it is {rule.audience}"


@pytest.mark.parametrize("cls", CATALOGUE, ids=event_type_tag)
def test_an_event_travels_on_a_topic_of_its_audience(cls: type) -> None:
    assert topics.audience_of(cls.TOPIC) == EVENT_RULES[event_type_tag(cls)].audience


def test_topics_are_split_by_audience_without_overlap() -> None:
    assert set(topics.PUBLIC).isdisjoint(topics.INTERNAL)
    assert all(t.startswith(topics.PUBLIC_PREFIX) for t in topics.PUBLIC)
    assert all(t.startswith(topics.INTERNAL_PREFIX) for t in topics.INTERNAL)
    assert topics.audience_of(topics.DEAD_LETTER) == "internal"
    used = {cls.TOPIC for cls in CATALOGUE} | {topics.DEAD_LETTER}
    assert used == set(topics.ALL)


def test_a_topic_without_an_audience_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"quantward\.runs\.v1.*carries no audience"):
        topics.audience_of("quantward.runs.v1")


def test_topics_of_follows_the_types_not_the_area() -> None:
    assert topics_of([AnswerReleased, AnswerDrafted, AnswerReleased]) == (
        topics.ANSWERS,
        topics.ANSWER_DRAFTS,
    )


def test_verified_replies_have_producers_and_the_guardian_alone_decides_reviews() -> None:
    assert set(EVENT_RULES) >= VERIFIED_TYPES
    assert EVENT_RULES[event_type_tag(ReviewDecided)].producers == ("guardian",)
    assert EVENT_RULES["task.completed.v1"].producers == ("researcher",)
    assert may_produce("guardian", "review.decided.v1")
    assert not may_produce("orchestrator", "review.decided.v1")
    assert not may_produce("guardian", "no.such.type.v1")


def test_the_acl_table_grants_downstream_consumers_public_topics_only() -> None:
    table = {g.principal: g for g in grants()}
    assert set(table) == set(PRINCIPALS) == set(PRINCIPAL_ROLES) == set(CONSUMES)
    consumer = table["consumer"]
    assert consumer.produce == ()
    assert set(consumer.consume) == set(topics.PUBLIC)
    assert set(table["recorder"].consume) == set(topics.ALL) - {topics.DEAD_LETTER}
    assert topics.REVIEWS in table["guardian"].produce
    assert topics.DEAD_LETTER in table["guardian"].produce
    for grant in table.values():
        for tag in grant.produce_types:
            assert may_produce(grant.principal, tag)
