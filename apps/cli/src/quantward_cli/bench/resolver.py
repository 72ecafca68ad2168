"""Resolver benchmark: accuracy on a seeded labelled set and on the curated hard cases, and speed,
for the embedded graph store and for Neo4j, in one run.

The resolver answers from an in-memory index built from whichever store holds the graph, so
per-query speed is the index's; what the backend changes is how fast the graph is written, how
fast the index is built from it, and how fast the store answers the look-ups that bypass the
index (tickers, identifiers). All three are measured for both backends.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Sequence
from importlib import resources
from typing import Any

from quantward_cli.bench.report import summarise
from quantward_cli.bench.resolver_eval.baseline import BaselineResolver
from quantward_cli.bench.resolver_eval.generate import CATEGORIES, LabelledQuery, generate
from quantward_cli.bench.resolver_eval.mentions_eval import (
    generate_questions,
    matching_speed,
    score_mentions,
)
from quantward_cli.bench.resolver_eval.score import (
    evaluate,
    hard_cases_from,
    judge,
    reliability,
)
from quantward_cli.bench.resolver_eval.variants import generate_variants
from quantward_cli.bench.resolver_eval.variants import score as score_variants
from quantward_graph import EmbeddedGraphStore, GraphStore
from quantward_graph.reference import load_reference_data
from quantward_resolver.domain.index import ResolverIndex
from quantward_resolver.domain.resolver import Resolver

SEED = 7
PER_CATEGORY = 1000


def load_hard_cases() -> dict[str, Any]:
    import yaml  # a dev dependency: the benchmark and tests read the YAML, the service does not

    text = resources.files("quantward_graph").joinpath("data/hard_cases.yaml").read_text()
    document: dict[str, Any] = yaml.safe_load(text)
    return document


async def _store_speed(store: GraphStore, queries: Sequence[LabelledQuery]) -> dict[str, float]:
    """Seconds to seed, to build the index from the store, and store look-ups per second."""
    data = load_reference_data()
    start = time.perf_counter()
    await store.upsert(data)
    seeded = time.perf_counter() - start
    start = time.perf_counter()
    index = ResolverIndex.build(await store.all_entities(), await store.all_relations())
    built = time.perf_counter() - start
    lookups = [q for q in queries if q.category in ("ticker_plain", "isin")][:500]
    start = time.perf_counter()
    for q in lookups:
        if q.category == "isin":
            await store.find_by_identifier("ISIN", q.query)
        else:
            await store.find_by_ticker(q.query)
    looked = time.perf_counter() - start
    return {
        "seed_s": seeded,
        "index_build_s": built,
        "store_lookups_per_s": len(lookups) / looked if looked else 0.0,
        "entities": float(len(index.entities)),
    }


def _resolution_speed(resolver: Resolver, queries: Sequence[LabelledQuery]) -> dict[str, float]:
    latencies_us: list[float] = []
    start = time.perf_counter()
    for q in queries:
        t0 = time.perf_counter_ns()
        resolver.resolve(q.query)
        latencies_us.append((time.perf_counter_ns() - t0) / 1000)
    elapsed = time.perf_counter() - start
    stats = summarise(latencies_us)
    return {
        "resolutions_per_s": len(queries) / elapsed,
        "p50_us": stats["p50"],
        "p99_us": stats["p99"],
    }


async def run(neo4j: dict[str, str] | None) -> dict[str, Any]:
    data = load_reference_data()
    index = ResolverIndex.build(data.entities, data.relations)
    resolver = Resolver(index)
    queries = generate(index, per_category=PER_CATEGORY, seed=SEED)
    evaluation = evaluate(resolver, queries)
    cases = hard_cases_from(load_hard_cases())
    judged = [(case, *judge(resolver, case)) for case in cases]
    variants = score_variants(resolver, generate_variants(index))
    questions = generate_questions(index)
    mentions = score_mentions(resolver, questions).as_dict()
    mentions["finding"] = matching_speed(resolver, questions)

    backends: dict[str, Any] = {}
    embedded = EmbeddedGraphStore(":memory:")
    backends["embedded"] = await _store_speed(embedded, queries)
    await embedded.close()
    if neo4j:
        from quantward_graph.neo4j_graph import Neo4jGraphStore

        store = await Neo4jGraphStore.connect(
            neo4j["uri"],
            user=neo4j["user"],
            password=neo4j["password"],
            namespace=f"bench_{uuid.uuid4().hex[:8]}",
        )
        try:
            backends["neo4j"] = await _store_speed(store, queries)
        finally:
            await store.drop_namespace()
            await store.close()
    speed = _resolution_speed(resolver, queries)
    for numbers in backends.values():
        numbers.update(speed)

    baseline = BaselineResolver(list(data.entities))
    start = time.perf_counter()
    baseline_eval = evaluate(baseline, queries)
    baseline_rate = len(queries) / (time.perf_counter() - start)
    baseline_hard = sum(
        1
        for case in cases
        if (a := baseline.resolve(case.query)).status == case.status
        and (case.entity is None or (a.entity is not None and a.entity.entity_id == case.entity))
    )

    return {
        "seed": SEED,
        "queries": len(queries),
        "overall": evaluation.overall.as_dict(),
        "false_match_rate": evaluation.false_match_rate,
        "by_category": {c: evaluation.by_category[c].as_dict() for c in CATEGORIES},
        "calibration": reliability(evaluation.confidences),
        "hard_cases": {
            "total": len(judged),
            "right": sum(1 for _, ok, _ in judged if ok),
            "wrong": [
                {
                    "id": c.case_id,
                    "query": c.query,
                    "as_of": str(c.as_of or ""),
                    "expected": c.entity or c.status,
                    "got": a.status,
                    "got_entity": a.entity.entity_id if a.entity else None,
                }
                for c, ok, a in judged
                if not ok
            ],
        },
        "variants": {kind: tally.as_dict() for kind, tally in variants.items()},
        "mentions": mentions,
        "backends": backends,
        "baseline": {
            "what": "exact ISIN/ticker maps + rapidfuzz WRatio >= 90 over cleaned names",
            "overall": baseline_eval.overall.as_dict(),
            "hard_cases_right": baseline_hard,
            "resolutions_per_s": baseline_rate,
        },
        "errors_sample": [
            {
                "query": q.query,
                "category": q.category,
                "expected": q.expected,
                "got": a.status,
                "got_entity": a.entity.entity_id if a.entity else None,
            }
            for q, a in evaluation.errors[:20]
        ],
    }


def table(results: dict[str, Any]) -> str:
    o = results["overall"]
    hard = results["hard_cases"]
    lines = [
        "# Resolver benchmark",
        "",
        "Generated by `make bench` (`quantward bench resolver`): accuracy on a labelled set",
        f"generated from the shipped graph (seed {results['seed']}, {results['queries']} queries)",
        "and on the hand-curated hard cases; speed for both graph backends in the same run.",
        "",
        "| metric | value | target |",
        "|---|---:|---:|",
        f"| precision | {o['precision']:.4f} | |",
        f"| recall | {o['recall']:.4f} | |",
        f"| F1 | {o['f1']:.4f} | ≥ 0.995 |",
        f"| false matches on unknown names | {o['false_matches']} of {o['unknown_queries']} | 0 |",
        f"| hard cases right | {hard['right']} of {hard['total']} | all |",
        f"| calibration error (ECE) | {results['calibration']['ece']:.4f} | |",
        "",
        "| category | queries | precision | recall | F1 |",
        "|---|---:|---:|---:|---:|",
    ]
    for category, t in results["by_category"].items():
        n = t["tp"] + t["fp"] + t["fn"] + (t["unknown_queries"] - t["false_matches"])
        lines.append(
            f"| {category} | {n} | {t['precision']:.4f} | {t['recall']:.4f} | {t['f1']:.4f} |"
        )
    lines += [
        "",
        "| backend | seed graph (s) | index build (s) | store look-ups / s | resolutions / s "
        "| p50 (µs) | p99 (µs) |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, b in results["backends"].items():
        lines.append(
            f"| {name} | {b['seed_s']:.2f} | {b['index_build_s']:.2f} "
            f"| {b['store_lookups_per_s']:,.0f} | {b['resolutions_per_s']:,.0f} "
            f"| {b['p50_us']:.0f} | {b['p99_us']:.0f} |"
        )
    base = results["baseline"]
    lines += [
        "",
        "Target: ≥ 10,000 resolutions / s in one process on the embedded backend. The resolver",
        "answers from an in-memory index built from the store, so resolutions / s is the same for",
        "both backends; the backend shows in writing the graph, building the index and in the",
        "store's own look-ups.",
        "",
        "| baseline, same queries | F1 | false matches | hard cases right | resolutions / s |",
        "|---|---:|---:|---:|---:|",
        f"| {base['what']} | {base['overall']['f1']:.4f} | {base['overall']['false_matches']} "
        f"| {base['hard_cases_right']} of {hard['total']} | {base['resolutions_per_s']:,.0f} |",
        "",
    ]
    lines += _variants_table(results)
    lines += _mentions_table(results)
    if hard["wrong"]:
        lines += ["Hard cases answered wrongly:", ""]
        lines += [
            f"- `{w['id']}`: {w['query']!r} expected {w['expected']}, got {w['got']} "
            f"{w['got_entity'] or ''}"
            for w in hard["wrong"]
        ]
        lines.append("")
    return "\n".join(lines)


def _variants_table(results: dict[str, Any]) -> list[str]:
    if "variants" not in results:
        return []
    lines = [
        "## Variants the first set does not make",
        "",
        "A second generated set (`resolver_eval/variants.py`, its own seed and perturbations;",
        "expected answers read from the graph's names, dates, listings and countries).",
        "",
        "| kind | cases | right | accuracy | wrong entity | missed |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for kind, v in results["variants"].items():
        lines.append(
            f"| {kind} | {v['cases']} | {v['right']} | {v['accuracy']:.4f} "
            f"| {v['wrong_entity']} | {v['missed']} |"
        )
    return [*lines, ""]


def _mentions_table(results: dict[str, Any]) -> list[str]:
    if "mentions" not in results:
        return []
    m = results["mentions"]
    finding = m["finding"]
    lines = [
        "## Mentions",
        "",
        f"{m['questions']} generated questions (`resolver_eval/mentions_eval.py`) naming one to",
        "three companies each, written as below; a company the graph does not know must come",
        "back as not found. Spurious: mentions of something no slot named (everyday words such",
        'as "target price" are in the templates).',
        "",
        "| written as | companies | found | recall |",
        "|---|---:|---:|---:|",
    ]
    for writing, w in m["by_writing"].items():
        lines.append(f"| {writing} | {w['slots']} | {w['found']} | {w['recall']:.4f} |")
    lines += [
        "",
        f"Spurious mentions: {m['spurious_mentions']}. Whole mention pass (find, resolve):",
        f"{m['questions_per_s']:,.0f} questions / s. Finding known names alone: word trie",
        f"{finding['trie_questions_per_s']:,.0f} questions / s, Aho-Corasick automaton",
        f"(pyahocorasick) {finding['aho_corasick_questions_per_s']:,.0f} questions / s.",
        "",
    ]
    return lines
