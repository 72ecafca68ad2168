"""Dump a digest of every generated review case, to prove a change to the shared loops leaves
every registered batch generating exactly what it did.

For the tuning suite (`reviews.generate()`), each of `reviews_heldout.BATCHES` and each batch of
`reviews.ALL_KIND_BATCHES`, one line per case: the batch's label, the case id, kind, whether it
is flawed, whether a question is expected and the sha256 of its bundle's `model_dump_json()`.
Run it before and after a change and compare the files byte for byte:

    .venv/bin/python tools/dump_review_hashes.py /tmp/before.txt
    .venv/bin/python tools/dump_review_hashes.py /tmp/after.txt
    cmp /tmp/before.txt /tmp/after.txt
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterable
from importlib import import_module
from typing import Any


def _lines(label: str, cases: Iterable[Any]) -> list[str]:
    return [
        "\t".join(
            (
                label,
                case.case_id,
                case.kind,
                str(case.flawed),
                str(case.question_expected),
                hashlib.sha256(case.bundle.model_dump_json().encode()).hexdigest(),
            )
        )
        for case in cases
    ]


def dump() -> list[str]:
    from quantward_cli.bench import reviews, reviews_heldout
    from quantward_democorpus.market_data import EmbeddedMarketData

    market = EmbeddedMarketData.default()
    lines = _lines("tuning", reviews.generate())
    for parts in reviews_heldout.BATCHES:
        lines += _lines(f"heldout-{parts.seed}", reviews_heldout.generate(parts, market=market))
    for name in reviews.ALL_KIND_BATCHES:
        batch = import_module(f"quantward_cli.bench.{name}")
        lines += _lines(name, batch.generate(market=market))
    return lines


def main() -> None:
    lines = dump()
    text = "\n".join(lines) + "\n"
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w", encoding="utf-8") as out:
            out.write(text)
    else:
        sys.stdout.write(text)
    digest = hashlib.sha256(text.encode()).hexdigest()
    print(f"{len(lines)} cases, sha256 of the dump {digest}", file=sys.stderr)


if __name__ == "__main__":
    main()
