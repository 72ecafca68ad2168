"""Scoring resolutions against labels: precision, recall, F1, false matches, calibration.

A resolved answer is a claim: right (true positive) or wrong (false positive). A query that
should resolve but comes back ambiguous or not found is a miss (false negative). For names that
do not exist, any resolved answer is a false match.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Protocol

from quantward_cli.bench.resolver_eval.generate import LabelledQuery
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Hints, Resolution


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    unknown: int = 0
    false_matches: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict[str, float | int]:
        return {
            "tp": self.tp,
            "fp": self.fp,
            "fn": self.fn,
            "precision": self.precision,
            "recall": self.recall,
            "f1": self.f1,
            "unknown_queries": self.unknown,
            "false_matches": self.false_matches,
        }


@dataclass
class Evaluation:
    overall: Tally = field(default_factory=Tally)
    by_category: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    errors: list[tuple[LabelledQuery, Resolution]] = field(default_factory=list)
    #: (confidence, correct) of every resolved answer, for the reliability table
    confidences: list[tuple[float, bool]] = field(default_factory=list)

    @property
    def false_match_rate(self) -> float:
        return self.overall.false_matches / self.overall.unknown if self.overall.unknown else 0.0


class SupportsResolve(Protocol):
    def resolve(self, query: str) -> Resolution: ...


def evaluate(resolver: SupportsResolve, queries: Sequence[LabelledQuery]) -> Evaluation:
    result = Evaluation()
    for labelled in queries:
        answer = resolver.resolve(labelled.query)
        got = answer.entity.entity_id if answer.status == "resolved" and answer.entity else None
        for tally in (result.overall, result.by_category[labelled.category]):
            if labelled.expected is None:
                tally.unknown += 1
                if got is not None:
                    tally.false_matches += 1
                    tally.fp += 1
            elif got == labelled.expected:
                tally.tp += 1
            elif got is None:
                tally.fn += 1
            else:
                tally.fp += 1
        if got is not None:
            result.confidences.append((answer.confidence, got == labelled.expected))
        if got != labelled.expected:
            result.errors.append((labelled, answer))
    return result


def reliability(confidences: Sequence[tuple[float, bool]], bins: int = 10) -> dict[str, Any]:
    """Measured precision per confidence bin and the expected calibration error (ECE)."""
    buckets: list[list[tuple[float, bool]]] = [[] for _ in range(bins)]
    for confidence, correct in confidences:
        buckets[min(bins - 1, int(confidence * bins))].append((confidence, correct))
    rows = []
    ece = 0.0
    total = len(confidences) or 1
    for i, bucket in enumerate(buckets):
        if not bucket:
            continue
        mean_conf = sum(c for c, _ in bucket) / len(bucket)
        accuracy = sum(1 for _, ok in bucket if ok) / len(bucket)
        ece += len(bucket) / total * abs(mean_conf - accuracy)
        rows.append(
            {
                "bin": f"{i / bins:.1f}–{(i + 1) / bins:.1f}",
                "answers": len(bucket),
                "mean_confidence": mean_conf,
                "precision": accuracy,
            }
        )
    return {"ece": ece, "bins": rows}


@dataclass(frozen=True)
class HardCase:
    case_id: str
    query: str
    as_of: date | None
    hints: Hints
    status: str
    entity: str | None
    alternatives_include: tuple[str, ...]
    why: str


def hard_cases_from(document: dict[str, Any]) -> list[HardCase]:
    """Parse the hand-curated hard cases (`hard_cases.yaml`, already loaded into a dict)."""
    cases = []
    for raw in document["cases"]:
        expect = raw["expect"]
        as_of = raw.get("as_of")
        cases.append(
            HardCase(
                case_id=raw["id"],
                query=str(raw["query"]),
                as_of=date.fromisoformat(str(as_of)) if as_of else None,
                hints=Hints(**(raw.get("hints") or {})),
                status=expect["status"],
                entity=expect.get("entity"),
                alternatives_include=tuple(expect.get("alternatives_include") or ()),
                why=raw.get("why", ""),
            )
        )
    return cases


def judge(resolver: Resolver, case: HardCase) -> tuple[bool, Resolution]:
    """Run one hard case; right means the status, entity and required alternatives all match."""
    answer = resolver.resolve(case.query, as_of=case.as_of, hints=case.hints)
    ok = answer.status == case.status
    if ok and case.entity is not None:
        ok = answer.entity is not None and answer.entity.entity_id == case.entity
    if ok and case.alternatives_include:
        ok = set(case.alternatives_include) <= {a.entity_id for a in answer.alternatives}
    return ok, answer
