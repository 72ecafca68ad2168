"""The answers suite: `quantward eval` on the shipped question sets, offline, as a benchmark.

Runs the public set and the held-out set with the model the settings choose (the offline
reference policy unless `QW_MODEL_BASE_URL` is set) and reports each set's scores per category
(task success, entity accuracy, citation precision and recall, clarification precision, the
Guardian's needless revisions) with cost and latency. The held-out questions were never used to
tune the policy; they are reported apart so a gap shows.
"""

from __future__ import annotations

from typing import Any

from quantward_cli.evaluation.questions import load
from quantward_cli.evaluation.report import summary
from quantward_cli.evaluation.report import table as set_table
from quantward_cli.evaluation.runner import run_set

SETS = ("public", "heldout")


async def run() -> dict[str, Any]:
    from quantward_kit.builders import build_model
    from quantward_kit.settings import Settings

    results: dict[str, Any] = {}
    for name in SETS:
        evaluation = await run_set(load(name), model=build_model(Settings()))
        results[name] = summary(evaluation)
    return {"sets": results}


def table(results: dict[str, Any]) -> str:
    parts = ["# Free questions: `quantward eval` on the shipped sets", ""]
    for name in SETS:
        parts.append(set_table(results["sets"][name]))
    parts.append(
        "Held-out questions were written with the public set and never used to tune the "
        "offline policy. The first run of the offline policy on the public set, before it was "
        "extended for free questions, is in `answers-first-run.md`.\n"
    )
    return "\n".join(parts)
