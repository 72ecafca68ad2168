"""Evidence retrieval and replay over recorded runs (QuantHarness Tables 3 and 10).

Runs are recorded on the embedded platform (every template with several companies, and free
questions), each by the recorder into its own store. For each run, evidence questions are asked
of three views of the same run:

- **organised record**: the store's entries through `RunView` and the decision packets;
- **flat event log**: the same events as JSON Lines (as published, large values in place),
  searched naively — the first line that mentions what is asked for is taken as the answer;
- **final artifacts only**: the released answer (its text and citations).

The questions, from each run's events: a claim (citation) → its passage and document; a number
(a citation of a computed result) → the computation and the tool call with its inputs; a
constraint of the accepted contract → the user message, mandate clause or assumption it came
from; a decision (plan commit, release) → its packet. The answer key joins the run's events by
their ids (the task's returned sources, the tool call a source names, the message a constraint
names, the verdicts and reviews that name the accepted version and the released answer); an
answer is found exactly when it equals the key in every part.

Replay: every decision of the run is taken again from the view's events (`quantward replay`);
a replay is verified when the view's integrity is checked (the record's hash chain and
artifacts) and every decision the run made comes out the same. A flat log holds the events but
nothing to check them against; the final artifacts hold no decision's inputs.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from quantward_contracts import Event, decode_event
from quantward_contracts.events import (
    AgentToolCalled,
    AnswerReleased,
    AnswerValidated,
    CitationsResolved,
    ClarificationAnswered,
    ContractProposed,
    ContractStatusChanged,
    ContractValidated,
    ReviewDecided,
    ReviewRequested,
    RunCompleted,
    RunRequested,
    TaskCompleted,
)
from quantward_contracts.values import SharedSource

#: what each kind of question asks for; a key is a tuple compared as a whole
Key = tuple[Any, ...]

COMPANIES = ("Apple", "Microsoft", "JPMorgan Chase", "Exxon Mobil")
BASKETS = ("AAPL,MSFT,JPM,XOM", "AAPL,MSFT", "JPM,XOM", "MSFT,XOM")
QUESTIONS = (
    "What did {c} say about its guidance?",
    "How did {c}'s revenue develop in 2022?",
    "What risks does {c} describe in its filings?",
    "How volatile was {c}'s share price in 2022?",
)
KINDS = ("claim", "number", "constraint", "decision")
VIEWS = ("organised", "flat", "final")


def requests(count: int) -> list[dict[str, Any]]:
    """`count` run requests: each bundled template with each company or basket, then free
    questions about each company."""
    from quantward_workflows import bundled_templates, get_template

    made: list[dict[str, Any]] = []
    for variant in range(len(COMPANIES)):
        for template_id in sorted(bundled_templates()):
            template = get_template(template_id)
            inputs: dict[str, Any] = {}
            for name, spec in template.inputs.items():
                if spec.type == "company":
                    inputs[name] = COMPANIES[variant]
                elif spec.type == "companies":
                    inputs[name] = BASKETS[variant]
            made.append({"mode": template.mode, "template_id": template_id, "inputs": inputs})
    for question in QUESTIONS:
        for company in COMPANIES:
            made.append(
                {"mode": "chat", "question": question.format(c=company), "company": company}
            )
    # templates and questions interleaved, so a smaller count still has both
    templates = [m for m in made if "template_id" in m]
    questions = [m for m in made if "question" in m]
    mixed = [m for pair in zip(templates, questions, strict=False) for m in pair]
    mixed += templates[len(questions) :] + questions[len(templates) :]
    return mixed[:count]


@contextmanager
def _records_at(folder: Path) -> Iterator[None]:
    """The embedded recorder writes into `folder` for the duration."""
    before = os.environ.get("QW_RECORDS_PATH")
    os.environ["QW_RECORDS_PATH"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("QW_RECORDS_PATH", None)
        else:
            os.environ["QW_RECORDS_PATH"] = before


async def record_runs(folder: Path, count: int, timeout_s: float = 300.0) -> list[str]:
    """Record `count` runs on the embedded platform into the store at `folder`."""
    from quantward_cli.embedded import EmbeddedPlatform
    from quantward_kit.run_client import RunClient

    run_ids: list[str] = []
    with _records_at(folder):
        async with EmbeddedPlatform(researcher_workers=2) as platform:
            client = RunClient(platform.bus, requested_by="bench")
            await client.start()
            try:
                for request in requests(count):
                    about = request.pop("company", None)
                    submitted = await client.submit(**request)
                    await client.follow(submitted, answer=_answerer(about), timeout_s=timeout_s)
                    assert submitted.run_id is not None
                    run_ids.append(submitted.run_id)
                    await _recorded(platform.recorder.store, submitted.run_id)
            finally:
                await client.close()
    return run_ids


def _answerer(company: str | None) -> Callable[[Any], Awaitable[str | None]]:
    """The user: a question with options is answered with the first; "which company?" with
    the company the request was about."""

    async def answer(question: Any) -> str | None:
        return "1" if question.data.choices else company

    return answer


async def _recorded(store: Any, run_id: str, bound_s: float = 30.0) -> None:
    """Until the recorder holds the run's completion (it records what was published)."""
    deadline = time.monotonic() + bound_s
    while time.monotonic() < deadline:
        entries = await asyncio.to_thread(store.entries, run_id)
        if any(e.type == "run.completed.v1" for e in entries):
            return
        await asyncio.sleep(0.05)
    raise TimeoutError(f"the recorder did not record the end of {run_id}")


# --- the answer key -----------------------------------------------------------------------------


@dataclass
class Question:
    kind: str
    ask: str  # what is asked, for a person
    key: Key
    #: what a searcher is given: the citation number, the constraint name, the decision
    subject: Any = None


@dataclass
class Truth:
    run_id: str
    questions: list[Question] = field(default_factory=list)
    #: decisions the run made (what a verified replay must take again)
    decisions: int = 0


def _shared(events: Sequence[Event]) -> dict[str, SharedSource]:
    found: dict[str, SharedSource] = {}
    for event in events:
        if isinstance(event, TaskCompleted):
            for source in event.data.sources:
                found.setdefault(source.source_id, source)
    return found


def _messages(events: Sequence[Event]) -> dict[str, str]:
    """User messages by id, as the run received them (the request, each answer)."""
    found: dict[str, str] = {}
    for event in events:
        if isinstance(event, RunRequested) and event.data.message_id:
            found[event.data.message_id] = event.data.question or json.dumps(
                event.data.inputs, sort_keys=True
            )
        elif isinstance(event, ClarificationAnswered) and event.data.message_id:
            found[event.data.message_id] = event.data.answer
    return found


def answer_key(run_id: str, events: Sequence[Event]) -> Truth:
    """The run's evidence questions and their exact answers, by joining events on their ids."""
    truth = Truth(run_id)
    shared = _shared(events)
    calls = {e.data.tool_call_id: e for e in events if isinstance(e, AgentToolCalled)}
    released = next((e for e in events if isinstance(e, AnswerReleased)), None)
    if released is not None:
        for citation in released.data.citations:
            source = shared.get(citation.source_id)
            passage = next(
                (
                    p
                    for p in (source.passages if source else ())
                    if citation.chunk_id is None or p.chunk_id == citation.chunk_id
                ),
                None,
            )
            truth.questions.append(
                Question(
                    "claim",
                    f"claim [{citation.number}]: passage and document",
                    (
                        citation.source_id,
                        citation.chunk_id,
                        passage.text if passage else None,
                        passage.document_id if passage else None,
                    ),
                    citation.number,
                )
            )
            if source is not None and source.kind == "computation":
                call = calls.get(source.tool_call_id or "")
                truth.questions.append(
                    Question(
                        "number",
                        f"number [{citation.number}]: computation and inputs",
                        (
                            _canonical(source.content),
                            call.data.tool if call else None,
                            _canonical(call.data.arguments) if call else None,
                        ),
                        citation.number,
                    )
                )
    accepted = _accepted(events)
    messages = _messages(events)
    if accepted is not None:
        for constraint in accepted.data.contract.constraints:
            ref = constraint.provenance_ref
            if constraint.provenance == "user_message":
                origin = messages.get(ref or "")
            elif constraint.provenance == "mandate_clause":
                origin = ref
            else:
                origin = constraint.rationale
            truth.questions.append(
                Question(
                    "constraint",
                    f"constraint {constraint.name}: where it came from",
                    (constraint.provenance, ref, origin),
                    constraint.name,
                )
            )
    acceptance = _acceptance_key(events, accepted)
    if acceptance is not None:
        truth.questions.append(Question("decision", "plan commit: its packet", acceptance, "plan"))
    commitment = _commitment_key(events, released)
    if commitment is not None:
        truth.questions.append(Question("decision", "release: its packet", commitment, "release"))
    truth.decisions = _decisions(events)
    return truth


def _canonical(value: Any) -> str:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return str(value)
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def _accepted(events: Sequence[Event]) -> ContractProposed | None:
    versions = {e.data.version: e for e in events if isinstance(e, ContractProposed)}
    statuses = [e for e in events if isinstance(e, ContractStatusChanged)]
    final: dict[int, str] = {}
    for status in statuses:
        final[status.data.version] = status.data.status
    accepted = [v for v, s in final.items() if s == "accepted"]
    return versions.get(accepted[-1]) if accepted else None


def _acceptance_key(events: Sequence[Event], accepted: ContractProposed | None) -> Key | None:
    """(version, its checks, the accepting review, the ledger as it left it)."""
    if accepted is None:
        return None
    checks = next(
        (
            e.data.checks
            for e in events
            if isinstance(e, ContractValidated) and e.causation_id == accepted.event_id
        ),
        (),
    )
    asked = {e.data.review_id: e for e in events if isinstance(e, ReviewRequested)}
    review = None
    ledger: dict[str, Any] = {}
    for event in events:
        if isinstance(event, ReviewDecided):
            for concern in event.data.concerns:
                ledger[concern.concern_id] = concern.status
            request = asked.get(event.data.review_id)
            if (
                request is not None
                and request.data.stage == "plan"
                and request.data.subject_version == accepted.data.version
                and event.data.decision == "accept"
            ):
                review = event.data.review_id
                break
    return (
        accepted.data.version,
        tuple(sorted((c.check_id, c.passed) for c in checks)),
        review,
        tuple(sorted(ledger.items())),
    )


def _commitment_key(events: Sequence[Event], released: AnswerReleased | None) -> Key | None:
    """(answer, hash, approved hash, its checks, unresolved marks, the final review)."""
    if released is None:
        return None
    data = released.data
    asked = {e.data.review_id: e for e in events if isinstance(e, ReviewRequested)}
    finals = [
        (e.data.review_id, asked[e.data.review_id].data.subject_hash)
        for e in events
        if isinstance(e, ReviewDecided)
        and e.data.decision == "accept"
        and e.data.review_id in asked
        and asked[e.data.review_id].data.stage == "final"
        and asked[e.data.review_id].data.subject_id == data.answer_id
    ]
    checks = [
        e.data.checks
        for e in events
        if isinstance(e, AnswerValidated) and e.data.version == data.version
    ]
    grounded = [
        e for e in events if isinstance(e, CitationsResolved) and e.data.answer_id == data.answer_id
    ]
    return (
        data.answer_id,
        data.content_hash,
        finals[-1][1] if finals else None,
        tuple(sorted((c.check_id, c.passed) for c in checks[-1])) if checks else None,
        tuple(sorted(u.mark for u in grounded[-1].data.unresolved)) if grounded else None,
        finals[-1][0] if finals else None,
    )


def _decisions(events: Sequence[Event]) -> int:
    """Decisions a replay takes again: each verdict, grounding, review and the release."""
    causes = {e.event_id: e for e in events}
    count = 0
    for event in events:
        cause = causes.get(event.causation_id or "")
        if (isinstance(event, ContractValidated | AnswerValidated) and cause is not None) or (
            isinstance(event, CitationsResolved) and event.data.answer_id and cause is not None
        ):
            count += 1
        elif isinstance(event, ReviewDecided) and cause is not None:
            count += isinstance(cause, ReviewRequested) and cause.data.bundle is not None
        elif isinstance(event, AnswerReleased):
            count += 1
    return count


# --- the three views ---------------------------------------------------------------------------


Searcher = Callable[[Question], Key | None]


def organised_searcher(run_id: str, events: Sequence[Event]) -> Searcher:
    """Look-ups in the organised record: `RunView` and the decision packets."""
    from quantward_records.packets import acceptance_packet, commitment_packet
    from quantward_records.views import VIEWED_TYPES, RunView

    view = RunView.of(run_id, [e for e in events if e.type in VIEWED_TYPES])

    def search(question: Question) -> Key | None:
        if question.kind == "claim":
            found = view.evidence(question.subject)
            if found is None:
                return None
            passage = view.passage(found.citation.source_id, found.citation.chunk_id)
            return (
                found.citation.source_id,
                found.citation.chunk_id,
                passage.text if passage else None,
                passage.document_id if passage else None,
            )
        if question.kind == "number":
            found = view.evidence(question.subject)
            if found is None:
                return None
            shared = view.shared.get(found.citation.source_id)
            call = found.tool_call.data if found.tool_call else None
            return (
                _canonical(shared.content) if shared else None,
                call.tool if call else None,
                _canonical(call.arguments) if call else None,
            )
        if question.kind == "constraint":
            for origin in view.constraint_origins():
                if origin.constraint.name == question.subject:
                    text = origin.text if origin.kind != "mandate_clause" else origin.ref
                    return (origin.kind, origin.ref, text)
            return None
        if question.subject == "plan":
            packet = acceptance_packet(view)
            if packet.contract is None:
                return None
            return (
                packet.contract.version,
                tuple(sorted((c.check_id, c.passed) for c in packet.contract.checks)),
                packet.review.review_id if packet.review else None,
                tuple(sorted((c.concern_id, c.status) for c in packet.ledger)),
            )
        released = commitment_packet(view)
        if released.answer_id is None:
            return None
        return (
            released.answer_id,
            released.content_hash,
            released.approved_hash,
            tuple(sorted((c.check_id, c.passed) for c in released.checks))
            if view.answer_checks.get(released.version or 0) is not None
            else None,
            released.unresolved if not any("grounder" in m for m in released.missing) else None,
            released.review.review_id if released.review else None,
        )

    return search


def flat_lines(events: Sequence[Event]) -> list[str]:
    """The run's events as a JSON Lines log, in record order (large values in place)."""
    return [e.model_dump_json() for e in events]


def _first(lines: Sequence[str], *needles: str, skip: str = "") -> dict[str, Any] | None:
    for line in lines:
        if all(n in line for n in needles) and not (skip and skip in line):
            parsed: dict[str, Any] = json.loads(line)
            return parsed
    return None


def _find(value: Any, name: str) -> Any:
    """The first value of field `name` anywhere in a parsed line (depth first)."""
    if isinstance(value, dict):
        if name in value:
            return value[name]
        for item in value.values():
            found = _find(item, name)
            if found is not None:
                return found
    elif isinstance(value, list):
        for item in value:
            found = _find(item, name)
            if found is not None:
                return found
    return None


MARK = re.compile(r"\[\[(src_[a-z0-9]+)(?:#([A-Za-z0-9_.:\-]+))?\]\]")


def _cited_mark(draft: str, answer: str, number: int) -> tuple[str, str | None] | None:
    """The mark a draft wrote where the released answer says `[number]`: the words before
    `[number]` in the answer are looked up in the draft, and the mark after them is taken."""
    at = answer.find(f"[{number}]")
    if at < 0:
        return None
    before = re.sub(r"\[\d+\]", "", answer[max(0, at - 80) : at]).split()[-4:]
    if not before:
        return None
    phrase = " ".join(before)
    where = draft.find(phrase)
    if where < 0:
        return None
    found = MARK.search(draft, where + len(phrase))
    return (found.group(1), found.group(2)) if found else None


def flat_searcher(lines: Sequence[str]) -> Searcher:
    """A naive search of the flat log, as one would grep it: the first line that mentions what
    is asked for is taken as the answer."""
    answer_line = _first(lines, '"answer.released.v1"')
    answer_text = str(_find(answer_line, "text") or "") if answer_line else ""
    drafts = [json.loads(line) for line in lines if '"answer.drafted.v1"' in line]
    draft_text = str(_find(drafts[-1], "text") or "") if drafts else ""

    def search(question: Question) -> Key | None:
        if question.kind in ("claim", "number"):
            mark = _cited_mark(draft_text, answer_text, question.subject)
            if mark is None:
                return None
            source_id, chunk_id = mark
            if question.kind == "claim":
                hit = _first(lines, f'"chunk_id":"{chunk_id}"') if chunk_id else None
                passage = _passage_of(hit, chunk_id) if hit else None
                return (
                    source_id,
                    chunk_id,
                    passage.get("text") if passage else None,
                    passage.get("document_id") if passage else None,
                )
            hit = _first(lines, f'"source_id":"{source_id}"', '"content"')
            tool_call_id = _find(hit, "tool_call_id") if hit else None
            call = (
                _first(lines, f'"tool_call_id":"{tool_call_id}"', '"agent.tool_called.v1"')
                if tool_call_id
                else None
            )
            content = _find(hit, "content") if hit else None
            arguments = _find(call, "arguments") if call else None
            return (
                _canonical(content) if content is not None else None,
                _find(call, "tool") if call else None,
                _canonical(arguments) if arguments is not None else None,
            )
        if question.kind == "constraint":
            hit = _first(lines, f'"name":"{question.subject}"')
            if hit is None:
                return None
            kind, ref = _find(hit, "provenance"), _find(hit, "provenance_ref")
            if kind == "user_message":
                said = _first(lines, f'"message_id":"{ref}"') if ref else None
                text = (_find(said, "question") or _find(said, "answer")) if said else None
                return (kind, ref, text)
            return (kind, ref, ref if kind == "mandate_clause" else _find(hit, "rationale"))
        if question.subject == "plan":
            accepted = _first(lines, '"contract.status_changed.v1"', '"accepted"')
            checks = _first(lines, '"contract.validated.v1"')
            review = _first(lines, '"review.decided.v1"', '"accept"')
            if accepted is None:
                return None
            return (
                _find(accepted, "version"),
                tuple(sorted((c["check_id"], c["passed"]) for c in _find(checks, "checks") or []))
                if checks
                else (),
                _find(review, "review_id") if review else None,
                tuple(
                    sorted((c["concern_id"], c["status"]) for c in _find(review, "concerns") or [])
                )
                if review
                else (),
            )
        released = answer_line
        if released is None:
            return None
        checks = _first(lines, '"answer.validated.v1"')
        review = _first(lines, '"review.decided.v1"', '"final"', '"accept"')
        requested = _first(lines, '"review.requested.v1"', '"final"')
        grounded = _first(lines, '"citations.resolved.v1"', '"answer_id"')
        return (
            _find(released, "answer_id"),
            _find(released, "content_hash"),
            _find(requested, "subject_hash") if requested else None,
            tuple(sorted((c["check_id"], c["passed"]) for c in _find(checks, "checks") or []))
            if checks
            else None,
            tuple(sorted(u["mark"] for u in _find(grounded, "unresolved") or []))
            if grounded
            else None,
            _find(review, "review_id") if review else None,
        )

    return search


def _passage_of(line: Any, chunk_id: str | None) -> dict[str, Any] | None:
    """The passage object with `chunk_id` in a parsed line."""
    if isinstance(line, dict):
        if line.get("chunk_id") == chunk_id and "text" in line:
            return dict(line)
        for value in line.values():
            found = _passage_of(value, chunk_id) if isinstance(value, dict | list) else None
            if found is not None:
                return found
    elif isinstance(line, list):
        for item in line:
            found = _passage_of(item, chunk_id)
            if found is not None:
                return found
    return None


def final_searcher(released: AnswerReleased | None) -> Searcher:
    """Only the released answer: its text and its citations (quote, title, source)."""

    def search(question: Question) -> Key | None:
        if released is None or question.kind != "claim":
            return None  # no computation, contract or decision travels with the answer
        citation = next((c for c in released.data.citations if c.number == question.subject), None)
        if citation is None:
            return None
        return (citation.source_id, citation.chunk_id, citation.quote or None, None)

    return search


# --- replay -------------------------------------------------------------------------------------


async def _replayed(run_id: str, records: Sequence[tuple[int, Event]], market: Any) -> int:
    """How many decisions replay took again and found the same."""
    from quantward_cli.replay import replay

    result = await replay(run_id, records, market)
    return sum(1 for s in result.steps if s.same)


# --- the benchmark ------------------------------------------------------------------------------


async def measure(store: Any, run_ids: Sequence[str], market: Any) -> dict[str, Any]:
    """Ask every run's questions of the three views; replay each view."""
    from quantward_records import restore, verify_run

    found = {v: dict.fromkeys(KINDS, 0) for v in VIEWS}
    asked = dict.fromkeys(KINDS, 0)
    replay_same = dict.fromkeys(VIEWS, 0)
    verified = dict.fromkeys(VIEWS, 0)
    packets = {v: {"acceptance": 0, "commitment": 0} for v in VIEWS}
    runs: list[dict[str, Any]] = []
    for run_id in run_ids:
        entries = store.entries(run_id)
        records = [(e.seq, restore(e, store.artifact)) for e in entries]
        events = [e for _, e in records]
        truth = answer_key(run_id, events)
        lines = flat_lines(events)
        released = next((e for e in events if isinstance(e, AnswerReleased)), None)
        searchers = {
            "organised": organised_searcher(run_id, events),
            "flat": flat_searcher(lines),
            "final": final_searcher(released),
        }
        for question in truth.questions:
            asked[question.kind] += 1
            for view, search in searchers.items():
                if search(question) == question.key:
                    found[view][question.kind] += 1
                    if question.kind == "decision":
                        packet = "acceptance" if question.subject == "plan" else "commitment"
                        packets[view][packet] += 1
        intact = not verify_run(run_id, entries, store.head(run_id), store.artifact).problems
        flat_records = [(i, decode_event(line)) for i, line in enumerate(lines)]
        final_records = [(0, released)] if released is not None else []
        same = {
            "organised": await _replayed(run_id, records, market),
            "flat": await _replayed(run_id, flat_records, market),
            "final": await _replayed(run_id, final_records, market),
        }
        for view in VIEWS:
            complete = truth.decisions > 0 and same[view] == truth.decisions
            replay_same[view] += complete
            # only the record can be checked: its chain and artifacts
            verified[view] += complete and view == "organised" and intact
        runs.append(
            {
                "run_id": run_id,
                "status": next(
                    (e.data.status for e in events if isinstance(e, RunCompleted)),
                    "running",
                ),
                "questions": len(truth.questions),
                "decisions": truth.decisions,
            }
        )
    total = sum(asked.values())
    return {
        "runs": len(run_ids),
        "succeeded": sum(1 for r in runs if r["status"] == "succeeded"),
        "questions": asked,
        "views": {
            view: {
                "found": found[view],
                "exact_rate": sum(found[view].values()) / total if total else 0.0,
                "acceptance_packets": packets[view]["acceptance"],
                "commitment_packets": packets[view]["commitment"],
                "replayed_same": replay_same[view],
                "replay_verified": verified[view],
            }
            for view in VIEWS
        },
        "per_run": runs,
    }


async def run(count: int = 40) -> dict[str, Any]:
    from quantward_kit.builders import build_market_data
    from quantward_kit.settings import Settings
    from quantward_records.sqlite_store import SqliteRecordStore

    folder = Path(tempfile.mkdtemp(prefix="qw-bench-evidence-"))
    started = time.perf_counter()
    run_ids = await record_runs(folder, count)
    recorded_s = time.perf_counter() - started
    store = SqliteRecordStore(folder)
    try:
        results = await measure(store, run_ids, build_market_data(Settings()))
    finally:
        store.close()
    return {**results, "recording_s": round(recorded_s, 1)}


__all__ = ["answer_key", "measure", "record_runs", "requests", "run"]
