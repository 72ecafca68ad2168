"""The resolver's quality targets on the shipped graph (the issue's acceptance bar).

Accuracy is a property of the code and the data, not of the machine, so it is asserted here;
speed is measured by `make bench`, never asserted in tests.
"""

from __future__ import annotations

from importlib import resources

import pytest
import yaml

from quantward_cli.bench.resolver_eval.generate import CATEGORIES, generate
from quantward_cli.bench.resolver_eval.score import evaluate, hard_cases_from, judge, reliability
from quantward_graph.reference import load_reference_data
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.resolver import Resolver


@pytest.fixture(scope="module")
def shipped() -> Resolver:
    data = load_reference_data()
    return Resolver(ResolverIndex.build(data.entities, data.relations))


def test_generated_variants_reach_the_f1_target_with_no_false_matches(shipped: Resolver) -> None:
    queries = generate(shipped.index, per_category=300, seed=11)
    assert {q.category for q in queries} == set(CATEGORIES)
    result = evaluate(shipped, queries)
    misses = [(q.query, q.expected, a.status) for q, a in result.errors[:10]]
    assert result.overall.f1 >= 0.995, misses
    assert result.overall.false_matches == 0, misses
    assert reliability(result.confidences)["ece"] < 0.05


def test_every_hand_curated_hard_case_is_answered_right(shipped: Resolver) -> None:
    text = resources.files("quantward_graph").joinpath("data/hard_cases.yaml").read_text()
    cases = hard_cases_from(yaml.safe_load(text))
    assert len(cases) >= 60
    wrong = []
    for case in cases:
        ok, answer = judge(shipped, case)
        if not ok:
            got = answer.entity.entity_id if answer.entity else answer.status
            wrong.append(f"{case.case_id}: {case.query!r} → {got}")
    assert wrong == []
