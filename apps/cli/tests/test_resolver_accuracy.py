"""The resolver's quality targets on the shipped graph (the issue's acceptance bar).

Accuracy is a property of the code and the data, not of the machine, so it is asserted here;
speed is measured by `make bench`, never asserted in tests.
"""

from __future__ import annotations

from importlib import resources

import pytest
import yaml

from quantward_cli.bench.resolver_eval.generate import CATEGORIES, generate
from quantward_cli.bench.resolver_eval.mentions_eval import generate_questions, score_mentions
from quantward_cli.bench.resolver_eval.score import evaluate, hard_cases_from, judge, reliability
from quantward_cli.bench.resolver_eval.variants import generate_variants
from quantward_cli.bench.resolver_eval.variants import score as score_variants
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


def test_every_kind_of_variant_the_first_set_does_not_make_is_answered(shipped: Resolver) -> None:
    # Another seed than the benchmark's: the kinds are the target, not one draw of them.
    cases = generate_variants(shipped.index, per_kind=120, seed=99)
    kinds = {c.kind for c in cases}
    assert {"abbreviation", "share_class", "local_legal_form", "short_name"} <= kinds
    for kind, tally in score_variants(shipped, cases).items():
        if tally.cases:
            assert tally.right / tally.cases >= 0.97, (kind, tally.examples)
            assert tally.wrong_entity == 0, (kind, tally.examples)


def test_companies_in_generated_questions_come_back_and_nothing_else(shipped: Resolver) -> None:
    questions = generate_questions(shipped.index, count=300, seed=17)
    result = score_mentions(shipped, questions)
    for writing, tally in result.by_writing.items():
        assert tally.found / tally.slots >= 0.97, (writing, tally.examples)
    assert result.spurious == 0, result.spurious_examples
