"""The evaluation's scores: a FinRelBench-style table per category, cost and latency.

Metrics, per category and overall:

- **task success** — every check of the question passed (right companies, the intent's
  evidence, numbers equal to the recomputation, periods and documents, the point in time, a
  question asked exactly when one was needed);
- **entity accuracy** — the companies researched are exactly the expected ones;
- **citation precision** — cited passages that bear on what was asked / all cited (boilerplate,
  other periods, other companies and off-topic passages do not);
- **citation recall** — expected items cited / expected items (each company's computation, each
  of the latest calls or filings, an on-topic passage per company);
- **clarification precision** — runs that asked the user and should have / runs that asked;
- **needless revisions** — the Guardian's final-stage revisions of a draft that already met
  every expectation / final reviews.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from quantward_cli.evaluation.grading import Grade
from quantward_cli.evaluation.runner import Asked, Evaluation


def _ratio(num: float, den: float) -> float | None:
    return None if den == 0 else num / den


def _asked_rightly(grade: Grade) -> bool:
    check = grade.check("clarification")
    return check is not None and check.passed


def scores(results: Sequence[Asked]) -> dict[str, Any]:
    grades = [a.grade for a in results]
    entity = [g.check("entities") for g in grades]
    entity_checked = [c for c in entity if c is not None]
    asked = [g for g in grades if g.asked]
    return {
        "questions": len(grades),
        "task_success": _ratio(sum(g.success for g in grades), len(grades)),
        "entity_accuracy": _ratio(sum(c.passed for c in entity_checked), len(entity_checked)),
        "citation_precision": _ratio(sum(g.relevant for g in grades), sum(g.cited for g in grades)),
        "citation_recall": _ratio(
            sum(g.found_items for g in grades), sum(g.expected_items for g in grades)
        ),
        "clarification_precision": _ratio(sum(_asked_rightly(g) for g in asked), len(asked)),
        "needless_revision_rate": _ratio(
            sum(g.needless_revisions for g in grades), sum(g.final_reviews for g in grades)
        ),
    }


def usage(results: Sequence[Asked], price_in: float, price_out: float) -> dict[str, Any]:
    """Model calls, tokens, cost (per million tokens in and out) and latency per question."""
    seen = [a.observation for a in results]
    prompt = sum(o.prompt_tokens for o in seen)
    completion = sum(o.completion_tokens for o in seen)
    elapsed = [a.elapsed_s for a in results if a.elapsed_s > 0]
    return {
        "model_calls": sum(o.model_calls for o in seen),
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "cost": (prompt * price_in + completion * price_out) / 1_000_000,
        "model_latency_s": sum(o.model_latency_ms for o in seen) / 1000,
        "question_latency_s": {
            "mean": statistics.fmean(elapsed) if elapsed else None,
            "max": max(elapsed) if elapsed else None,
        },
    }


def summary(
    evaluation: Evaluation, *, price_in: float = 0.0, price_out: float = 0.0
) -> dict[str, Any]:
    categories = sorted({a.question.category for a in evaluation.results})
    return {
        "set": evaluation.set_name,
        "model": evaluation.model,
        "overall": scores(evaluation.results),
        "categories": {
            c: scores([a for a in evaluation.results if a.question.category == c])
            for c in categories
        },
        "usage": usage(evaluation.results, price_in, price_out),
        "failures": [
            {
                "id": a.question.id,
                "run_id": a.run_id,
                "failed": {c.name: c.detail for c in a.grade.checks if not c.passed},
            }
            for a in evaluation.results
            if not a.grade.success
        ],
    }


def _cell(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}%"


COLUMNS = (
    ("task_success", "Task success"),
    ("entity_accuracy", "Entity acc."),
    ("citation_precision", "Cit. precision"),
    ("citation_recall", "Cit. recall"),
    ("clarification_precision", "Clarif. precision"),
    ("needless_revision_rate", "Needless revisions"),
)


def table(result: dict[str, Any]) -> str:
    """The scores as a Markdown table, one row per category and the overall row last."""
    head = "| Category | Questions | " + " | ".join(t for _, t in COLUMNS) + " |"
    lines = [
        f"## Free questions: set `{result['set']}`, model `{result['model']}`",
        "",
        head,
        "|" + "---|" * (len(COLUMNS) + 2),
    ]
    rows = [*result["categories"].items(), ("**all**", result["overall"])]
    for name, row in rows:
        cells = " | ".join(_cell(row[k]) for k, _ in COLUMNS)
        lines.append(f"| {name} | {row['questions']} | {cells} |")
    use = result["usage"]
    latency = use["question_latency_s"]
    mean = f"{latency['mean']:.2f} s" if latency["mean"] is not None else "–"
    lines += [
        "",
        f"Model calls {use['model_calls']}, tokens {use['prompt_tokens']} in / "
        f"{use['completion_tokens']} out, cost {use['cost']:.4f}, model time "
        f"{use['model_latency_s']:.1f} s, mean time per question {mean}.",
    ]
    return "\n".join(lines) + "\n"
