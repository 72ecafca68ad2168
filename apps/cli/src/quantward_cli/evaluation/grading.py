"""Grading one run against a question's expectations, from the run's events alone.

Pure: a run is read from its events (as the bus delivered them or as the run record restores
them), so a run made with a real model is re-scored later without it. What the answer must
contain is recomputed here, independently of the policy: the price statistics over the horizon
the question states (with the platform library, on a window computed by this module's own
calendar arithmetic), the latest transcripts or quarterly filings before the as-of date (from
the earnings calendar), and what each cited passage is about (from the corpus' chunks).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Final

from quantward_cli.evaluation.questions import Expect, Horizon, Question
from quantward_contracts import Event
from quantward_contracts.events import (
    AgentModelCalled,
    AgentToolCalled,
    AnswerDrafted,
    AnswerReleased,
    ClarificationRequested,
    ReviewDecided,
    RunCompleted,
    RunPlanned,
    RunRequested,
)
from quantward_contracts.values import Citation
from quantward_documents.calendar import EarningsCalendar
from quantward_documents.prices import PriceHistory
from quantward_platform import prices as prices_lib

#: passages that answer nothing: call openings, participant lists, bylines, safe-harbour text,
#: the synthetic banner (a right answer never quotes them)
BOILERPLATE: Final = re.compile(
    r"^\W*(good (morning|afternoon|day|evening)|welcome to|thank you for standing by|"
    r"ladies and gentlemen|operator\b|(conference |corporate )?(call )?participants|"
    r"presentation\b|reporting by|editing by|.{0,80}forward-looking statements|"
    r".{0,40}safe harbou?r)",
    re.IGNORECASE,
)
#: the first and last lines of every synthetic document (the flag, not content)
BANNER: Final = re.compile(r"^(SYNTHETIC DOCUMENT[^\n]*|\[End of synthetic[^\n]*)$", re.MULTILINE)
NUMBER: Final = re.compile(r"[-−]?\d+(?:,\d{3})*(?:\.\d+)?")
#: percentage points a stated figure may differ from the recomputation (one-decimal rounding)
TOLERANCE_PP: Final = 0.051
PRICE_TOOL: Final = "price_history"


@dataclass(frozen=True)
class ChunkInfo:
    document_id: str
    entity_ids: tuple[str, ...]
    type: str
    title: str


@dataclass
class Reference:
    """What the grader recomputes from: prices, the earnings calendar and the corpus' chunks."""

    prices: PriceHistory
    calendar: EarningsCalendar
    chunks: Mapping[str, ChunkInfo]


@dataclass
class Observation:
    """What a run did, read from its events."""

    run_id: str
    question: str = ""
    requested_on: date | None = None
    status: str = "unknown"
    error: str | None = None
    clarifications: list[str] = field(default_factory=list)
    plan: RunPlanned | None = None
    tools: list[str] = field(default_factory=list)
    released: bool = False
    text: str = ""
    citations: tuple[Citation, ...] = ()
    drafts: list[AnswerDrafted] = field(default_factory=list)
    #: (decision, the latest draft before it) of every final review
    final_reviews: list[tuple[str, AnswerDrafted | None]] = field(default_factory=list)
    model_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    model_latency_ms: float = 0.0

    @classmethod
    def of(cls, run_id: str, events: Iterable[Event]) -> Observation:
        seen = cls(run_id=run_id)
        for event in events:
            if event.run_id != run_id:
                continue
            match event:
                case RunRequested():
                    seen.question = event.data.question or ""
                    seen.requested_on = event.time.date()
                case RunCompleted():
                    seen.status, seen.error = event.data.status, event.data.error
                case ClarificationRequested():
                    seen.clarifications.append(event.data.question)
                case RunPlanned():
                    seen.plan = event
                case AgentToolCalled() if not event.data.error:
                    seen.tools.append(event.data.tool)
                case AnswerDrafted():
                    seen.drafts.append(event)
                case AnswerReleased():
                    seen.released = True
                    seen.text, seen.citations = event.data.text, event.data.citations
                case ReviewDecided() if event.data.stage == "final":
                    latest = seen.drafts[-1] if seen.drafts else None
                    seen.final_reviews.append((event.data.decision, latest))
                case AgentModelCalled():
                    seen.model_calls += 1
                    seen.model_latency_ms += event.data.latency_ms
                    if event.data.completion is not None:
                        seen.prompt_tokens += event.data.completion.prompt_tokens
                        seen.completion_tokens += event.data.completion.completion_tokens
                case _:
                    pass
        return seen

    @property
    def researched(self) -> set[str]:
        if self.plan is None:
            return set()
        return {e for p in self.plan.data.parts for e in p.entity_ids}


@dataclass(frozen=True)
class Check:
    name: str
    passed: bool
    detail: str = ""


@dataclass
class Grade:
    question_id: str
    category: str
    checks: list[Check]
    #: citations that bear on what was asked / all citations; expected items cited / expected
    cited: int = 0
    relevant: int = 0
    expected_items: int = 0
    found_items: int = 0
    asked: bool = False
    needless_revisions: int = 0
    final_reviews: int = 0

    @property
    def success(self) -> bool:
        return all(c.passed for c in self.checks)

    def check(self, name: str) -> Check | None:
        return next((c for c in self.checks if c.name == name), None)


# --- windows and the expected figures ------------------------------------------------------------


def months_before(day: date, months: int) -> date:
    """The same day `months` calendar months earlier (the month's last day when shorter)."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    month += 1
    for candidate in range(day.day, 27, -1):
        try:
            return date(year, month, candidate)
        except ValueError:
            continue
    return date(year, month, min(day.day, 28))


def latest_day(prices: PriceHistory, limit: date) -> date:
    """The last trading day with data on or before `limit`."""
    day = min(limit, prices.last_day)
    while not prices.is_trading_day(day):
        day -= timedelta(days=1)
    return day


def expected_window(horizon: Horizon, prices: PriceHistory, as_of: date) -> tuple[date, date]:
    if horizon.start is not None and horizon.end is not None:
        return horizon.start, latest_day(prices, min(horizon.end, as_of))
    end = latest_day(prices, as_of)
    if horizon.days:
        return end - timedelta(days=horizon.days), end
    if horizon.weeks:
        return end - timedelta(weeks=horizon.weeks), end
    months = horizon.months or 12 * (horizon.years or 0)
    return months_before(end, months), end


def _stated(text: str) -> list[float]:
    return [float(n.replace(",", "").replace("−", "-")) for n in NUMBER.findall(text)]


def _states(value: float, numbers: Sequence[float]) -> bool:
    """A fraction (0.123) stated as a percentage (12.3), sign-free (a fall is "fell 4.2%")."""
    target = abs(value * 100)
    return any(abs(abs(n) - target) <= TOLERANCE_PP for n in numbers)


# --- citations --------------------------------------------------------------------------------


def is_boilerplate(quote: str) -> bool:
    """A passage with nothing but boilerplate: every paragraph (banner lines aside) is an
    opening, a participant line, a byline or safe-harbour text. A chunk that opens with the
    operator and goes on with an answer is not: the answer is what it is cited for."""
    paragraphs = [p.strip() for p in re.split(r"\n+", BANNER.sub("", quote)) if p.strip()]
    return all(BOILERPLATE.match(p) or _HEADING.match(p) for p in paragraphs)


#: a line that is no statement: a participant ("Name -- Title"), a heading, a dateline
_HEADING: Final = re.compile(r"^([^.!?]{0,80} -- .*|[^.!?]{0,60})$")


QUOTED: Final = re.compile(r"“([^”]{12,})”")


def quoted_boilerplate(text: str) -> list[str]:
    """The quotations in an answer that are boilerplate."""
    return [q[:60] for q in QUOTED.findall(text) if BOILERPLATE.match(BANNER.sub("", q).strip())]


def _documents_expected(expect: Expect, ref: Reference, as_of: date) -> dict[str, list[str]]:
    """The titles of the latest n transcripts or quarterly filings of each company, by entity."""
    wanted: dict[str, list[str]] = {}
    if expect.documents is None:
        return wanted
    for entity in expect.entities:
        if not ref.calendar.covers(entity):
            continue
        quarters = ref.calendar.last_quarters(entity, as_of, 8, reported_only=True)
        refs = []
        for quarter in reversed(quarters):
            doc = quarter.transcript if expect.documents.kind == "transcript" else None
            if expect.documents.kind == "10-Q":
                report = quarter.periodic_report
                doc = report if report is not None and report.form == "10-Q" else None
            if doc is not None and doc.published_at.date() <= as_of:
                refs.append(doc.title)
        wanted[entity] = refs[: expect.documents.latest]
    return wanted


def _about(citation: Citation, ref: Reference) -> ChunkInfo | None:
    return ref.chunks.get(citation.chunk_id) if citation.chunk_id else None


def _relevant(
    citation: Citation,
    expect: Expect,
    ref: Reference,
    wanted_titles: set[str],
    window_titles: set[str],
) -> bool:
    """Whether one citation bears on what the question asked."""
    if is_boilerplate(citation.quote):
        return False
    if expect.horizon is not None or expect.no_data:
        return citation.title in window_titles
    info = _about(citation, ref)
    if info is not None and expect.entities and not set(info.entity_ids) & set(expect.entities):
        return False
    if info is not None and expect.parent_only and info.entity_ids[0] not in expect.entities:
        return False
    if wanted_titles:
        return citation.title in wanted_titles
    if expect.topic:
        quote = citation.quote.lower()
        return any(word.lower() in quote for word in expect.topic)
    return info is not None


# --- the grade ----------------------------------------------------------------------------------


_METRIC_FIELD: Final = {
    "total_return": "total_return",
    "volatility": "annualised_volatility",
    "max_drawdown": "max_drawdown",
}


def _intent_check(question: Question, seen: Observation, ref: Reference) -> Check:
    expect = question.expect
    plan = seen.plan
    approaches = {p.approach for p in plan.data.parts} if plan else set()
    if expect.intent in ("not_found", "ambiguous"):
        ok = bool(seen.clarifications)
        return Check("intent", ok, "" if ok else "no question asked about the company")
    if plan is None:
        return Check("intent", False, "no plan: nothing was researched")
    if expect.intent == "template":
        used = plan.data.template_id
        ok = used == expect.template
        return Check("intent", ok, "" if ok else f"template {used!r}, wanted {expect.template!r}")
    if expect.intent == "comparison":
        singles = [p for p in plan.data.parts if len(p.entity_ids) == 1]
        each = {e for p in singles for e in p.entity_ids} >= set(expect.entities)
        text = seen.text
        has_table = any(line.strip().startswith("|") for line in text.splitlines())
        ok = each and has_table
        return Check(
            "intent", ok, "" if ok else f"one part per company: {each}; a table: {has_table}"
        )
    wanted = {
        "returns": "prices",
        "volatility": "prices",
        "drawdown": "prices",
        "change": "change",
        "topic": "topic",
        "lookup": None,
    }[expect.intent]
    # a computation's approach names prices (the planner's words for it may differ)
    priced = {a for a in approaches if a and "price" in a}
    if wanted is None:
        ok = not priced and "portfolio" not in approaches
    else:
        ok = bool(priced) if wanted == "prices" else wanted in approaches
    return Check("intent", ok, "" if ok else f"approaches {sorted(map(str, approaches))}")


def grade(question: Question, seen: Observation, ref: Reference) -> Grade:
    expect = question.expect
    checks: list[Check] = []
    asked = bool(seen.clarifications)
    checks.append(
        Check(
            "clarification", asked == expect.clarify, f"asked: {asked}, expected: {expect.clarify}"
        )
    )
    checks.append(_intent_check(question, seen, ref))
    researched = seen.researched
    if expect.entities or not expect.clarify:
        ok = researched == set(expect.entities)
        checks.append(Check("entities", ok, f"researched {sorted(researched)}"))
    elif researched:
        checks.append(Check("entities", False, f"researched {sorted(researched)} without asking"))
    missing_tools = [t for t in expect.tools if t not in seen.tools]
    if expect.tools:
        checks.append(Check("tools", not missing_tools, f"missing {missing_tools}"))

    text, citations = seen.text, list(seen.citations)
    researched_something = expect.entities and not (expect.clarify and not expect.answers)
    if researched_something:
        checks.append(Check("released", seen.released, f"status {seen.status}"))

    as_of = expect.as_of or seen.requested_on or date.today()
    window_titles: set[str] = set()
    expected_items = found_items = 0
    numbers = _stated(text)
    if expect.horizon is not None and researched_something:
        start, end = expected_window(expect.horizon, ref.prices, as_of)
        window_titles = {f"prices.window_stats {start.isoformat()} to {end.isoformat()}"}
        stats = prices_lib.window_stats(list(expect.entities), start, end, end, history=ref.prices)
        missing = []
        for stat in stats.stats:
            for metric in expect.metrics:
                value = getattr(stat, _METRIC_FIELD[metric])
                if value is not None and not _states(value, numbers):
                    missing.append(f"{stat.entity_id} {metric} {value * 100:.2f}%")
        checks.append(Check("numbers", not missing, f"not stated: {missing}"))
        checks.append(
            Check("horizon", any(c.title in window_titles for c in citations), str(window_titles))
        )
        expected_items = len(expect.entities)
        found_items = (
            len(expect.entities) if any(c.title in window_titles for c in citations) else 0
        )
        checks.append(Check("as_of", end.isoformat() in text, f"latest day {end} not stated"))
    elif researched_something:
        stated = "as of" in text.lower()
        checks.append(Check("as_of", stated, "the answer states no point in time"))
    if expect.no_data and researched_something:
        said = re.search(r"\bno (price|prices|data)\b", text, re.IGNORECASE) is not None
        checks.append(Check("no_data", said, "the answer does not say there is no data"))

    wanted = _documents_expected(expect, ref, as_of)
    wanted_titles = {t for titles in wanted.values() for t in titles}
    if expect.documents is not None and researched_something:
        cited_titles = {c.title for c in citations}
        absent = sorted(wanted_titles - cited_titles)
        checks.append(Check("documents", not absent, f"not cited: {absent}"))
        expected_items, found_items = len(wanted_titles), len(wanted_titles & cited_titles)
        if expect.documents.kind == "transcript" and expect.intent == "change":
            older = [
                c.title
                for c in citations
                if "transcript" in c.title.lower() and c.title not in wanted_titles
            ]
            checks.append(Check("periods", not older, f"other calls cited: {sorted(set(older))}"))
    if expect.topic and researched_something:
        per_entity = {
            e
            for c in citations
            if _relevant(c, expect, ref, set(), set())
            for e in (_about(c, ref) or ChunkInfo("", (), "", "")).entity_ids
            if e in expect.entities
        }
        expected_items += len(expect.entities)
        found_items += len(per_entity)
        checks.append(
            Check("topic", per_entity >= set(expect.entities), f"on topic for {sorted(per_entity)}")
        )
    if researched_something and citations:
        bad = [c.number for c in citations if is_boilerplate(c.quote)]
        quoted = quoted_boilerplate(text)
        checks.append(
            Check("boilerplate", not bad and not quoted, f"cited: {bad}; quoted: {quoted}")
        )
    if expect.parent_only and researched_something:
        foreign = [
            c.number
            for c in citations
            if (info := _about(c, ref)) is not None and info.entity_ids[0] not in expect.entities
        ]
        checks.append(Check("parent_only", not foreign, f"another company's documents: {foreign}"))

    relevant = sum(1 for c in citations if _relevant(c, expect, ref, wanted_titles, window_titles))
    if expect.intent == "template":
        relevant = len(citations)
    needless = 0
    for decision, draft in seen.final_reviews:
        if decision == "revise" and draft is not None:
            needless += int(_draft_fine(question, seen, draft, ref))
    return Grade(
        question_id=question.id,
        category=question.category,
        checks=checks,
        cited=len(citations),
        relevant=relevant,
        expected_items=expected_items,
        found_items=found_items,
        asked=asked,
        needless_revisions=needless,
        final_reviews=len(seen.final_reviews),
    )


def _draft_fine(
    question: Question, seen: Observation, draft: AnswerDrafted, ref: Reference
) -> bool:
    """Whether a draft the Guardian sent back already met every expectation of the answer."""
    probe = dataclasses.replace(
        seen, text=draft.data.text, citations=draft.data.citations, final_reviews=[]
    )
    return seen.released and grade(question, probe, ref).success
