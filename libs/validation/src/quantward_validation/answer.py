"""Checks of a drafted answer against its contract: what can be decided exactly.

Cited (every citation mark resolves), the promised evidence is there (sections, tables, cited
computations, citations in the promised section), the portfolio it reports meets the contract's
limits when recomputed independently and comes from an optimiser of the contract's objective,
nothing it relies on is dated after the decision date, and the numbers, horizons and directions
of sentences citing computations agree with those computations.

What this never decides: whether the sources support the reasoning, whether a method was sound,
whether the answer is useful. That is the Guardian's review.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Iterator, Sequence
from datetime import date
from typing import TYPE_CHECKING

from pydantic import JsonValue

from quantward_contracts.values import CheckResult, Citation, Computation, ResearchContractBody
from quantward_validation.checks import check
from quantward_validation.claims import misstatements
from quantward_validation.evidence import LATEST_KEYS, as_date, function_of
from quantward_validation.numbers import numbers_match
from quantward_validation.portfolio import objective, portfolio_checks
from quantward_validation.surface import clean
from quantward_validation.surface_bundle import cleaned_contract
from quantward_validation.text import (
    citation_marks,
    has_table,
    normalise_title,
    number_marks,
    sections,
)
from quantward_validation.trends import sentences, series_of

if TYPE_CHECKING:
    from quantward_documents.prices import PriceHistory


def validate_answer(
    text: str,
    citations: Sequence[Citation],
    contract: ResearchContractBody | None,
    computations: Sequence[Computation] = (),
    *,
    prices: PriceHistory,
    decision_date: date | None = None,
) -> list[CheckResult]:
    """Every exact check of a draft, in a stable order.

    `text` may carry `[n]` numbers or the model's raw `[[src_…]]` marks (matched to the
    citations' `mark`). Without a contract, the checks that need one are replaced by a failing
    `answer.contract_known`; the rest still run. `prices` is the price data portfolios are
    recomputed on (`MarketData.price_history()`), the same the research used.
    """
    text = clean(text)  # a pasted table's no-break spaces, a broken word (`surface`)
    if contract is not None:
        contract = cleaned_contract(contract, (), None)
    numbered, unresolved = number_marks(text, citations)
    results = [contract_known(contract), *cited(numbered, citations, unresolved)]
    if contract is not None:
        results.extend(evidence_produced(numbered, citations, contract, computations))
    results.extend(portfolio_checks(contract, citations, computations, prices=prices))
    if contract is not None:
        results.extend(objective(contract, citations, computations))
    decided = decision_date or (contract.decision_date if contract else None)
    if contract is not None or decided is not None:
        results.extend(point_in_time(citations, computations, decided))
    results.extend(numbers_match(numbered, citations, computations, contract))
    results.extend(trends(text, computations, citations))
    results.extend(custom_code(contract, computations))
    return results


def custom_code(
    contract: ResearchContractBody | None, computations: Sequence[Computation]
) -> list[CheckResult]:
    """`answer.custom_code`: every cited result computed by custom code (sandboxed Python)
    records its code and the reason for it, and the contract declares custom code with a
    reason. No check when the answer cites no custom code. The code cannot be re-run here;
    its cited figures are checked against its recorded output by `answer.numbers_match`."""
    runs = [
        (i, c)
        for i, c in enumerate(computations)
        if isinstance(c.result, dict) and "code" in c.result
    ]
    if not runs:
        return []
    problems: list[CheckResult] = []
    for i, computation in runs:
        assert isinstance(computation.result, dict)
        code, reason = computation.result.get("code"), computation.result.get("reason")
        if not isinstance(code, str) or not code.strip():
            problems.append(
                check(
                    "answer.custom_code",
                    False,
                    f"computations[{i}] ({computation.source_id}) was computed by custom code "
                    "that is not recorded with it: cite the sandbox's registered result.",
                    f"computations[{i}].result.code",
                )
            )
        if not isinstance(reason, str) or not reason.strip():
            problems.append(
                check(
                    "answer.custom_code",
                    False,
                    f"computations[{i}] ({computation.source_id}) records no reason for its "
                    "custom code: say why no library function fits.",
                    f"computations[{i}].result.reason",
                )
            )
    declared = contract is not None and any(
        m.function_id is None and (m.custom_code_reason or "").strip() for m in contract.methods
    )
    if contract is not None and not declared:
        problems.append(
            check(
                "answer.custom_code",
                False,
                f"the answer relies on {len(runs)} custom-code result(s), but the contract "
                "declares no custom code: add a method without a function id whose "
                "custom_code_reason says why no library function fits.",
                "contract.methods",
            )
        )
    if problems:
        return problems
    return [
        check(
            "answer.custom_code",
            True,
            f"{len(runs)} cited custom-code result(s) record their code and reason, and the "
            "contract declares the custom code.",
        )
    ]


def trends(
    text: str, computations: Sequence[Computation], citations: Sequence[Citation] = ()
) -> list[CheckResult]:
    """`answer.trends`: every sentence, cited or not, whose direction or horizon a computation
    the answer relies on contradicts (`quantward_validation.trends`: every computation kind);
    a sentence citing a one-series computation is read of it whatever it calls the figure."""
    wrong = misstatements(sentences(text), computations, citations)
    if not wrong:
        counted = sum(len(series_of(c)) for c in computations)
        return [
            check(
                "answer.trends",
                True,
                f"No sentence states a direction or horizon that the {counted} series of the "
                f"{len(computations)} computation(s) contradict.",
            )
        ]
    results: list[CheckResult] = []
    for found in wrong:
        series = found.series
        subject = f"{series.entity_id + ' ' if series.entity_id else ''}{series.metric}"
        results.append(
            check(
                "answer.trends",
                False,
                f"The answer says “{found.sentence}”, but {series.function_id} "
                f"({series.source_id}) shows {found.detail}: state the {found.kind} the "
                f"computation shows for {subject}.",
                "text",
            )
        )
    return results


def contract_known(contract: ResearchContractBody | None) -> CheckResult:
    """`answer.contract_known`: a draft is checked against the contract it answers."""
    if contract is None:
        return check(
            "answer.contract_known",
            False,
            "The draft names no contract (or its contract is unknown), so its evidence, "
            "portfolio limits, objective and point in time cannot be checked; only citations "
            "and numbers were.",
            "contract",
        )
    return check("answer.contract_known", True, "The draft carries the contract it answers.")


# --- answer.cited -----------------------------------------------------------------------------


def cited(
    text: str, citations: Sequence[Citation], unresolved: Sequence[str] = ()
) -> list[CheckResult]:
    """`answer.cited`: something is cited, and every mark in the text resolves to a citation."""
    failed: list[CheckResult] = []
    if not citations:
        failed.append(
            check(
                "answer.cited",
                False,
                "The answer cites nothing: every finding needs a citation of a source the run "
                "registered.",
                "citations",
            )
        )
    for mark in dict.fromkeys(unresolved):
        failed.append(
            check(
                "answer.cited",
                False,
                f"The mark {mark} resolves to no citation of the draft: it cites a source the "
                "run did not register (or a passage it does not have).",
                "text",
            )
        )
    known = {c.number for c in citations}
    lines = text.splitlines()
    shown: set[int] = set()
    for i, line in enumerate(lines):
        for number in citation_marks(line):
            if number not in known and number not in shown:
                failed.append(
                    check(
                        "answer.cited",
                        False,
                        f"Line {i + 1} shows [{number}] but the draft has no citation {number} "
                        f"(its citations are numbered {_numbers(known)}).",
                        "text",
                    )
                )
            shown.add(number)
    if citations and not shown and not unresolved:
        failed.append(
            check(
                "answer.cited",
                False,
                f"The draft has {len(citations)} citation(s) but its text shows none of them: a "
                "citation must sit next to the claim it supports.",
                "text",
            )
        )
    first: dict[int, tuple[int, Citation]] = {}
    for j, c in enumerate(citations):
        seen = first.setdefault(c.number, (j, c))
        if seen[0] != j and (seen[1].source_id, seen[1].chunk_id) != (c.source_id, c.chunk_id):
            failed.append(
                check(
                    "answer.cited",
                    False,
                    f"citations[{j}] and citations[{seen[0]}] both have number {c.number} but "
                    "cite different passages.",
                    f"citations[{j}].number",
                )
            )
    if failed:
        return failed
    return [
        check(
            "answer.cited",
            True,
            f"{len(citations)} citation(s); every citation mark in the text ({len(shown)} "
            "distinct) resolves to one.",
        )
    ]


def _numbers(numbers: set[int]) -> str:
    if not numbers:
        return "none"
    ordered = sorted(numbers)
    if ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]} to {ordered[-1]}"
    return ", ".join(map(str, ordered))


# --- answer.evidence_produced -----------------------------------------------------------------


def evidence_produced(
    text: str,
    citations: Sequence[Citation],
    contract: ResearchContractBody,
    computations: Sequence[Computation] = (),
) -> list[CheckResult]:
    """`answer.evidence_produced`: every structured evidence promise is in the answer."""
    free = len(contract.promised_evidence)
    free_note = f" {free} promise(s) in free text are for the Guardian to judge." if free else ""
    if not contract.evidence:
        return [
            check(
                "answer.evidence_produced",
                True,
                "The contract makes no structured evidence promise." + free_note,
            )
        ]
    found = sections(text)
    by_title: dict[str, list[int]] = {}
    for k, section in enumerate(found):
        by_title.setdefault(normalise_title(section.title), []).append(k)
    known = {c.number for c in citations}
    by_source = {c.source_id: (i, c) for i, c in enumerate(computations)}
    computed = {f for c in citations if (f := function_of(c, by_source)) is not None}
    failed: list[CheckResult] = []
    for i, promise in enumerate(contract.evidence):
        where = f"evidence[{i}]"
        what = f"{where} ({promise.evidence_id!r}, {promise.kind})"
        title = (promise.section_title or "").strip()
        matches = [found[k] for k in by_title.get(normalise_title(title), [])] if title else []
        problem: str | None = None
        if title and not matches and promise.kind != "computation":
            headings = [s.title for s in found]
            close = difflib.get_close_matches(title, headings, n=3, cutoff=0.5)
            hint = f" Closest: {', '.join(repr(c) for c in close)}." if close else ""
            listed = ", ".join(repr(h) for h in headings) or "none"
            problem = f"{what}: the answer has no section {title!r}.{hint} Its headings: {listed}."
        elif promise.kind == "section" and not title:
            problem = f"{what} names no section title to look for."
        elif promise.kind == "table":
            if matches and not any(s.has_table for s in matches):
                problem = f"{what}: section {title!r} has no table."
            elif not title and not has_table(text.splitlines()):
                problem = f"{what}: the answer has no table."
        elif promise.kind == "computation":
            if not promise.function_id:
                problem = f"{what} names no function whose computation to look for."
            elif promise.function_id not in computed:
                cites = ", ".join(sorted(computed)) or "none"
                problem = (
                    f"{what}: no citation of a {promise.function_id} computation (computations "
                    f"cited: {cites})."
                )
        elif promise.kind == "citation":
            numbers = (
                [n for s in matches for n in s.citation_numbers] if title else citation_marks(text)
            )
            if not any(n in known for n in numbers):
                place = f"section {title!r}" if title else "the answer"
                problem = f"{what}: {place} cites nothing."
        if problem is not None:
            failed.append(check("answer.evidence_produced", False, problem, where))
    if failed:
        return failed
    return [
        check(
            "answer.evidence_produced",
            True,
            f"All {len(contract.evidence)} promised evidence item(s) are in the answer "
            f"({', '.join(p.evidence_id for p in contract.evidence)}).{free_note}",
        )
    ]


# --- answer.point_in_time ---------------------------------------------------------------------


def _latest(value: JsonValue, path: str) -> Iterator[tuple[str, date]]:
    if isinstance(value, dict):
        for key, inner in value.items():
            here = f"{path}.{key}"
            day = as_date(inner) if key in LATEST_KEYS else None
            if day is not None:
                yield here, day
            else:
                yield from _latest(inner, here)
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _latest(inner, f"{path}[{i}]")


def point_in_time(
    citations: Sequence[Citation], computations: Sequence[Computation], decided: date | None
) -> list[CheckResult]:
    """`answer.point_in_time`: nothing the answer relies on is dated after the decision date."""
    if decided is None:
        return [
            check(
                "answer.point_in_time",
                True,
                "Neither the run nor the contract sets a decision date: nothing to compare.",
            )
        ]
    failed: list[CheckResult] = []
    for i, computation in enumerate(computations):
        dated = [
            *_latest(computation.result, f"computations[{i}].result"),
            *_latest(dict(computation.arguments), f"computations[{i}].arguments"),
        ]
        late = [(path, day) for path, day in dated if day > decided]
        if late:
            path, day = max(late, key=lambda item: item[1])
            failed.append(
                check(
                    "answer.point_in_time",
                    False,
                    f"computations[{i}] ({computation.function_id}, {computation.source_id}) uses "
                    f"data up to {day} "
                    f"({path}), {(day - decided).days} day(s) after the decision date {decided}.",
                    path,
                )
            )
    for j, citation in enumerate(citations):
        if citation.published is not None and citation.published > decided:
            failed.append(
                check(
                    "answer.point_in_time",
                    False,
                    f"Citation [{citation.number}] ({citation.title or citation.source_id}) was "
                    f"published {citation.published}, {(citation.published - decided).days} "
                    "day(s) after the decision "
                    f"date {decided}: it was not available then.",
                    f"citations[{j}].published",
                )
            )
    if failed:
        return failed
    return [
        check(
            "answer.point_in_time",
            True,
            f"{len(computations)} computation(s) and {len(citations)} citation(s) are dated on "
            f"or before the decision date {decided}.",
        )
    ]


def released_text_check(text: str, content_hash: str) -> CheckResult:
    """`answer.content_hash`: the text is the one released — its SHA-256 equals the hash recorded
    at release — so a mark, a citation or a number added afterwards is caught even when the
    forger also adds a matching citation. Proves the text is the released one, not who released
    it (it is no signature)."""
    if hashlib.sha256(text.encode()).hexdigest() == content_hash:
        return check(
            "answer.content_hash",
            True,
            "The text is the one released (its SHA-256 matches content_hash).",
        )
    return check(
        "answer.content_hash",
        False,
        "The text is not the one released: its SHA-256 differs from the content_hash recorded "
        "at release, so it was edited afterwards.",
        field="text",
    )
