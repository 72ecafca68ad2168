"""Review chosen batches of the review suite, or chosen kinds in every batch, and compare with an
earlier run: the loop of a round on the review rules, in minutes instead of the whole bench.

`quantward bench reviews` reviews every batch (about half an hour on two cores) and writes the
table; a round on one flaw kind needs that kind over every batch (a regression anywhere is what
it must not cause), and a first run needs only the new batches. Rows whose verdicts differ from
the earlier run (a bench's `docs/benchmarks/reviews.json` or this tool's own `--out`) are
printed with the earlier count; `--wrong` lists the bundles still wrong (without the validator):

    .venv/bin/python tools/review_batches.py --only zzzn,zzzo --wrong
    .venv/bin/python tools/review_batches.py --kinds objective --base docs/benchmarks/reviews.json

Batches are named as in `reviews.ALL_KIND_BATCHES`, with or without their `reviews_heldout_`
prefix, or `tuning` and `set:N` (the A–D sets).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any


def _review(label: str, kinds: frozenset[str]) -> dict[str, Any]:
    """A worker's task: one batch generated, cut to `kinds` (all when empty) and reviewed."""
    logging.getLogger("quantward").setLevel(logging.ERROR)
    from quantward_cli.bench import reviews, reviews_jobs

    name, cases = reviews_jobs._generated(label, reviews_jobs._market())
    chosen = [case for case in cases if not kinds or case.kind in kinds]
    if not chosen:
        return {"rows": [], "wrong": []}
    return asyncio.run(reviews.run(None, batches={name: chosen}))


def _labels(only: str) -> list[str]:
    from quantward_cli.bench import reviews_jobs

    if not only:
        return list(reviews_jobs.batch_labels())
    return [
        name
        if name.startswith(("reviews_", "set:")) or name == "tuning"
        else f"reviews_heldout_{name}"
        for name in only.split(",")
    ]


def _key(row: dict[str, Any]) -> tuple[str, bool, str]:
    return row["batch"], row["validator"], row["kind"]


def _report(result: dict[str, Any], base: dict[tuple[str, bool, str], int], wrong: bool) -> None:
    totals: dict[tuple[str, bool], list[int]] = {}
    for row in result["rows"]:
        earlier = base.get(_key(row))
        total = totals.setdefault((row["batch"], row["validator"]), [0, 0])
        total[0] += row["right"]
        total[1] += row["cases"]
        if row["right"] != row["cases"] or (earlier is not None and earlier != row["right"]):
            note = f" (was {earlier})" if earlier is not None else ""
            print(
                f"{row['batch']:28} {'checks' if row['validator'] else 'none  '} "
                f"{row['kind']:18} {row['right']}/{row['cases']} fn {row['fn']} fp {row['fp']} "
                f"needless q {row['needless_questions']} missed q {row['missed_questions']}{note}"
            )
    for (batch, validator), (right, cases) in totals.items():
        print(f"total {batch} {'checks' if validator else 'none'}: {right}/{cases}")
    if wrong:
        for failure in result["wrong"]:
            if not failure["validator"]:
                question = (failure["question"] or "")[:60]
                print("wrong", failure["case"], failure["decision"], question, failure["concerns"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--only", default="", help="batches, comma-separated (default: all)")
    parser.add_argument("--kinds", default="", help="flaw kinds, comma-separated (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--base", type=Path, help="an earlier run's JSON to compare with")
    parser.add_argument("--out", type=Path, help="where to write this run's rows and failures")
    parser.add_argument("--wrong", action="store_true", help="list the bundles still wrong")
    args = parser.parse_args(argv)
    if args.jobs < 1:
        print(f"--jobs {args.jobs}: must be 1 or more", file=sys.stderr)
        return 2
    base: dict[tuple[str, bool, str], int] = {}
    if args.base is not None:
        base = {_key(row): row["right"] for row in json.loads(args.base.read_text())["rows"]}
    from quantward_cli.bench import reviews, reviews_jobs

    kinds = frozenset(k for k in args.kinds.split(",") if k)
    unknown_kinds = sorted(kinds - set(reviews.KINDS))
    if unknown_kinds:
        choices = ", ".join(reviews.KINDS)
        print(f"--kinds {unknown_kinds[0]}: no such kind; use one of {choices}", file=sys.stderr)
        return 2
    labels = _labels(args.only)
    unknown = [label for label in labels if label not in reviews_jobs.batch_labels()]
    if unknown:
        print(f"--only {unknown[0]}: no such batch; see reviews.ALL_KIND_BATCHES", file=sys.stderr)
        return 2
    rows: list[dict[str, Any]] = []
    failures: list[dict[str, Any]] = []
    with ProcessPoolExecutor(args.jobs, mp_context=get_context("spawn")) as pool:
        for part in [pool.submit(_review, label, kinds) for label in labels]:
            done = part.result()
            rows += done["rows"]
            failures += done["wrong"]
    result = {"rows": rows, "wrong": failures}
    if args.out is not None:
        args.out.write_text(json.dumps(result, indent=0))
    _report(result, base, args.wrong)
    return 0


if __name__ == "__main__":
    sys.exit(main())
