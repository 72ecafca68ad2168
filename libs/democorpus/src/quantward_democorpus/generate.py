"""The generator: plans every company-quarter's documents (ids, dates, titles), then writes them.

Planning and writing are split so that the earnings calendar can be built from the plan alone
and still list exactly the documents the corpus contains: both come from `_plan_quarter`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cache, partial
from typing import Final

from quantward_democorpus import filings, news, transcripts
from quantward_democorpus.context import QuarterContext
from quantward_democorpus.model import Timeline
from quantward_democorpus.rng import unit
from quantward_democorpus.text import GENERATOR, money
from quantward_democorpus.universe import CorpusEntity, corpus_entities
from quantward_documents.calendar import (
    DocumentRef,
    EarningsCalendar,
    EarningsQuarter,
    quarter_index,
)
from quantward_documents.model import Document, DocumentType, FiscalPeriod, document_id_for
from quantward_documents.prices import PriceHistory

SOURCE_TRANSCRIPTS: Final = "synthetic-corpus:transcripts"
SOURCE_FILINGS: Final = "synthetic-corpus:filings"
SOURCE_NEWS: Final = "synthetic-corpus:news"
#: One source per kind of publisher (call transcripts, regulatory filings and company
#: announcements, newswires), so a template's source allow-list can admit filings but not news.
SOURCES: Final = (SOURCE_TRANSCRIPTS, SOURCE_FILINGS, SOURCE_NEWS)
CALENDAR_SOURCE: Final = "synthetic-corpus"
DEFAULT_SEED: Final = 7
DEFAULT_QUARTERS: Final = 8
#: The default corpus ends where the shipped prices end, so every priced quarter has prices.
CORPUS_END: Final = date(2022, 12, 28)
#: Entities that only appear after CORPUS_END (spin-offs of 2023-2025) are generated forward
#: from their first quarter, but never past this day.
HORIZON: Final = date(2025, 12, 31)

Writer = Callable[[], tuple[str, str, dict[str, str]]]


@dataclass(frozen=True, slots=True)
class Planned:
    """A document before its text exists: what the calendar and search need to know."""

    document_id: str
    role: str
    type: DocumentType
    source: str
    published_at: datetime
    entity_ids: tuple[str, ...]
    fiscal_period: FiscalPeriod
    title: str
    form: str
    write: Writer


def _label(index: int) -> str:
    return f"FY{index // 4}Q{index % 4 + 1}"


def _doc_id(seed: int, source: str, entity_id: str, index: int, role: str) -> str:
    return document_id_for(source, f"seed-{seed}/{entity_id}/{_label(index)}/{role}")


def _fixed(title: str, write: Callable[[], tuple[str, dict[str, str]]]) -> Writer:
    def run() -> tuple[str, str, dict[str, str]]:
        text, metadata = write()
        return title, text, metadata

    return run


def _plan_quarter(tl: Timeline, index: int, lookup: Mapping[str, CorpusEntity]) -> list[Planned]:
    seed, ce = tl.seed, tl.ce
    profile = ce.profile
    if not profile.earnings_calls and not profile.files_reports and not profile.publishes_eps:
        return _plan_issuer_quarter(tl, index, lookup)
    q = tl.quarter(index)
    sec = profile.filer == "sec"
    roles = {
        "transcript": SOURCE_TRANSCRIPTS,
        "periodic": SOURCE_FILINGS,
        "release": SOURCE_FILINGS,
        **{f"event-{e.ordinal}": SOURCE_FILINGS for e in q.events},
    }
    ids = {role: _doc_id(seed, source, ce.entity_id, index, role) for role, source in roles.items()}
    ctx = QuarterContext(tl, index, ids, lookup)
    period = q.period
    me = (ce.entity_id,)
    planned: list[Planned] = []
    name_on = ctx.legal
    quarter_words = ctx.phrase().removeprefix("the ")

    if profile.earnings_calls:
        title = f"{ctx.short(q.call_at.date())} {period.label()} earnings call transcript"
        planned.append(
            Planned(
                ids["transcript"],
                "transcript",
                "transcript",
                SOURCE_TRANSCRIPTS,
                q.call_at + timedelta(hours=2, minutes=45),
                me,
                period,
                title,
                "Earnings call transcript",
                _fixed(title, lambda: transcripts.write_transcript(ctx)),
            )
        )
    if profile.files_reports:
        filed = q.periodic_at.date()
        if sec and period.fiscal_quarter == 4:
            doc_type: DocumentType = "10-K"
            title = f"{name_on(filed)} Form 10-K for the fiscal year ended {q.end.isoformat()}"
            writer = _fixed(title, lambda: filings.write_10k(ctx))
            form = "10-K"
        elif sec:
            doc_type = "10-Q"
            title = f"{name_on(filed)} Form 10-Q for the quarter ended {q.end.isoformat()}"
            writer = _fixed(title, lambda: filings.write_10q(ctx))
            form = "10-Q"
        else:
            doc_type = "other"
            form = {
                1: "Quarterly statement",
                2: "Half-year financial report",
                3: "Quarterly statement",
                4: "Annual report",
            }[period.fiscal_quarter or 4]
            title = f"{name_on(filed)} {filings.report_name(ctx)}"
            writer = _fixed(title, lambda: filings.write_interim_report(ctx))
        planned.append(
            Planned(
                ids["periodic"],
                "periodic",
                doc_type,
                SOURCE_FILINGS,
                q.periodic_at,
                me,
                period,
                title,
                form,
                writer,
            )
        )
    if profile.publishes_eps:
        day = q.report_at.date()
        title = (
            f"{name_on(day)} Form 8-K ({day.isoformat()}): results for {quarter_words}"
            if sec
            else f"{name_on(day)} press release: results for {quarter_words}"
        )
        planned.append(
            Planned(
                ids["release"],
                "release",
                "8-K" if sec else "other",
                SOURCE_FILINGS,
                q.report_at,
                me,
                period,
                title,
                "8-K Item 2.02" if sec else "Press release",
                _fixed(title, lambda: filings.write_earnings_release(ctx)),
            )
        )
    for event in q.events:
        day = event.at.date()
        subject = filings.event_subject(ctx, event)
        title = (
            f"{name_on(day)} Form 8-K ({day.isoformat()}): {subject}"
            if sec
            else f"{name_on(day)} ad hoc announcement: {subject}"
        )
        planned.append(
            Planned(
                ids[f"event-{event.ordinal}"],
                f"event-{event.ordinal}",
                "8-K" if sec else "other",
                SOURCE_FILINGS,
                event.at,
                me,
                period,
                title,
                filings.form_of_event(event, sec=sec),
                _fixed(title, partial(filings.write_event, ctx, event)),
            )
        )
    planned += _plan_news(ctx)
    return planned


def _news(
    ctx: QuarterContext,
    role: str,
    at: datetime,
    entity_ids: Sequence[str],
    write: Callable[[], tuple[str, str, dict[str, str]]],
) -> Planned:
    period = ctx.ce.calendar.period_of(at.astimezone(ctx.q.report_at.tzinfo).date())
    if ctx.q.end < at.date() <= ctx.q.report_at.date() + timedelta(days=3):
        period = ctx.q.period  # stories about the results belong to the quarter reported
    return Planned(
        _doc_id(ctx.seed, SOURCE_NEWS, ctx.ce.entity_id, ctx.index, role),
        role,
        "news",
        SOURCE_NEWS,
        at,
        (ctx.ce.entity_id, *entity_ids),
        period,
        "",
        "News",
        write,
    )


def _plan_news(ctx: QuarterContext) -> list[Planned]:
    q, ce = ctx.q, ctx.ce
    planned: list[Planned] = []
    if ce.profile.publishes_eps:
        at = ctx.preview_at()
        planned.append(_news(ctx, "news-preview", at, (), partial(news.preview_story, ctx, at)))
        at_results = q.report_at + timedelta(minutes=25)
        _, related_ids = news.background(ce, at_results.date(), ctx.lookup)
        planned.append(
            _news(
                ctx,
                "news-results",
                at_results,
                related_ids,
                partial(news.results_story, ctx, at_results),
            )
        )
        at_reaction = ctx.reaction_published_at()
        if at_reaction is not None and ctx.reaction is not None:
            reaction_at = at_reaction
            planned.append(
                _news(
                    ctx,
                    "news-reaction",
                    reaction_at,
                    (),
                    lambda: _required(news.reaction_story(ctx, reaction_at)),
                )
            )
    for event in q.events:
        at_event = event.at + timedelta(minutes=12)
        planned.append(
            _news(
                ctx,
                f"news-event-{event.ordinal}",
                at_event,
                (),
                partial(news.event_story, ctx, event, at_event),
            )
        )
    if ce.ticker(q.end) and unit(*ctx.key("rating")) < 0.4:
        day = ctx.tl.event_day(ctx.index, 9)
        at_rating = datetime.combine(day, time(8, 5), tzinfo=q.report_at.tzinfo)
        planned.append(
            _news(ctx, "news-rating", at_rating, (), partial(news.rating_story, ctx, at_rating))
        )
    return planned


def _plan_issuer_quarter(
    tl: Timeline, index: int, lookup: Mapping[str, CorpusEntity]
) -> list[Planned]:
    seed, ce = tl.seed, tl.ce
    fiscal = FiscalPeriod(fiscal_year=index // 4, fiscal_quarter=index % 4 + 1)
    events = tl.events(index)
    amount = float(events[0].detail["amount"]) if events else None
    if events:
        at = events[0].at
    else:
        day = tl.event_day(index, 0)
        at = datetime.combine(day, time(9, 40), tzinfo=tl.report_at(index).tzinfo)
    _, related_ids = news.background(ce, at.date(), lookup)
    currency = ce.profile.currency
    money_text = money(amount, currency) if amount else ""

    def write() -> tuple[str, str, dict[str, str]]:
        return news.issuer_story(seed, ce, index, at, amount, lookup, currency, money_text)

    role = "news-funding" if amount else "news-business"
    return [
        Planned(
            _doc_id(seed, SOURCE_NEWS, ce.entity_id, index, role),
            role,
            "news",
            SOURCE_NEWS,
            at,
            (ce.entity_id, *related_ids),
            fiscal,
            "",
            "News",
            write,
        )
    ]


def _required(
    result: tuple[str, str, dict[str, str]] | None,
) -> tuple[str, str, dict[str, str]]:
    if result is None:
        raise AssertionError("a planned price-reaction story must have a price move")
    return result


# --- the corpus ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Scope:
    seed: int
    quarters: int
    end: date


def _selected(entity_ids: Iterable[str] | None) -> list[CorpusEntity]:
    covered = corpus_entities()
    if entity_ids is None:
        return list(covered)
    wanted = set(entity_ids)
    by_id = {ce.entity_id: ce for ce in covered}
    unknown = sorted(wanted - set(by_id))
    if unknown:
        raise ValueError(
            f"not covered by the synthetic corpus: {', '.join(unknown)}; it covers the priced "
            "companies and the graph's curated entities (see corpus_entity_ids())"
        )
    return [by_id[e] for e in sorted(wanted)]


def _plans(
    seed: int, quarters: int, entity_ids: Iterable[str] | None, end: date
) -> Iterator[tuple[CorpusEntity, int, list[Planned]]]:
    if quarters < 1:
        raise ValueError(f"quarters must be at least 1, got {quarters}")
    prices = PriceHistory.shipped()
    lookup = {ce.entity_id: ce for ce in corpus_entities()}
    for ce in _selected(entity_ids):
        timeline = Timeline(seed, ce, prices)
        for index in timeline.window(quarters, end, HORIZON):
            yield ce, index, _plan_quarter(timeline, index, lookup)


def _document(seed: int, plan: Planned) -> Document:
    title, text, extra = plan.write()
    if plan.title and title != plan.title:
        raise AssertionError(f"{plan.document_id}: planned title {plan.title!r} != {title!r}")
    metadata = {
        "generator": GENERATOR,
        "seed": str(seed),
        "role": plan.role.split("-")[0] if plan.role.startswith("event") else plan.role,
        "form": plan.form,
        "fiscal_period": plan.fiscal_period.label(),
        **extra,
    }
    return Document(
        document_id=plan.document_id,
        title=title,
        type=plan.type,
        entity_ids=plan.entity_ids,
        published_at=plan.published_at,
        fiscal_period=plan.fiscal_period,
        source=plan.source,
        synthetic=True,
        text=text,
        metadata=metadata,
    )


def generate_corpus(
    seed: int = DEFAULT_SEED,
    quarters: int = DEFAULT_QUARTERS,
    entity_ids: Iterable[str] | None = None,
    *,
    end: date = CORPUS_END,
) -> Iterator[Document]:
    """The synthetic documents for `quarters` fiscal quarters of every covered entity.

    Deterministic: the same arguments give byte-identical documents, and a document does not
    depend on `quarters` or `entity_ids` (only on which quarter of which entity it is), so a
    larger corpus contains a smaller one. `quarters` is the scale knob: the shipped prices go
    back to 1990, so priced companies can be generated over a hundred quarters.
    """
    for _, _, plans in _plans(seed, quarters, entity_ids, end):
        for plan in plans:
            yield _document(seed, plan)


def corpus_calendar(
    seed: int = DEFAULT_SEED,
    quarters: int = DEFAULT_QUARTERS,
    entity_ids: Iterable[str] | None = None,
    *,
    end: date = CORPUS_END,
) -> EarningsCalendar:
    """The earnings calendar of the corpus generated with the same arguments: its document ids
    are exactly the transcripts, periodic reports and current reports of that corpus."""
    if (
        seed == DEFAULT_SEED
        and quarters == DEFAULT_QUARTERS
        and entity_ids is None
        and end == CORPUS_END
    ):
        return _default_calendar()
    return _calendar(seed, quarters, entity_ids, end)


def _calendar(
    seed: int, quarters: int, entity_ids: Iterable[str] | None, end: date
) -> EarningsCalendar:
    entries: list[EarningsQuarter] = []
    timelines: dict[str, Timeline] = {}
    for ce, index, plans in _plans(seed, quarters, entity_ids, end):
        by_role = {p.role: p for p in plans}
        if "periodic" not in by_role and "transcript" not in by_role and "release" not in by_role:
            continue
        timeline = timelines.setdefault(ce.entity_id, Timeline(seed, ce, PriceHistory.shipped()))
        q = timeline.quarter(index)

        def ref(plan: Planned | None) -> DocumentRef | None:
            if plan is None:
                return None
            return DocumentRef(
                document_id=plan.document_id,
                type=plan.type,
                title=plan.title,
                published_at=plan.published_at,
                form=plan.form,
            )

        current = sorted(
            (p for p in plans if p.role == "release" or p.role.startswith("event-")),
            key=lambda p: (p.published_at, p.document_id),
        )
        eps = ce.profile.publishes_eps
        surprise = round(q.eps - q.estimate, 2) if eps else None
        entries.append(
            EarningsQuarter(
                entity_id=ce.entity_id,
                period=q.period,
                quarter_start=q.start,
                quarter_end=q.end,
                status="reported",
                timing=ce.profile.timing,
                report_at=q.report_at if eps else q.periodic_at,
                call_at=q.call_at if ce.profile.earnings_calls else None,
                currency=ce.profile.currency,
                eps_actual=q.eps if eps else None,
                eps_estimate=q.estimate if eps else None,
                eps_surprise=surprise,
                eps_surprise_pct=(
                    round(surprise / abs(q.estimate), 4)
                    if surprise is not None and q.estimate
                    else None
                ),
                transcript=ref(by_role.get("transcript")),
                periodic_report=ref(by_role.get("periodic")),
                current_reports=tuple(r for p in current if (r := ref(p)) is not None),
                synthetic=True,
                source=CALENDAR_SOURCE,
            )
        )
    entries += _upcoming(entries, timelines)
    return EarningsCalendar(entries)


def _upcoming(
    entries: list[EarningsQuarter], timelines: Mapping[str, Timeline]
) -> list[EarningsQuarter]:
    """The quarter after each company's last generated one, results not yet out.

    Without it, "when does the company report next?" has no answer at the corpus's last day:
    the calendar knows the date (and `as_of` shows it as scheduled once announced) though no
    document of that quarter exists, so no figure or document is attached.
    """
    last: dict[str, EarningsQuarter] = {}
    for entry in entries:
        if entry.entity_id not in last or entry.quarter_end > last[entry.entity_id].quarter_end:
            last[entry.entity_id] = entry
    upcoming = []
    for entity_id, entry in sorted(last.items()):
        timeline = timelines[entity_id]
        index = quarter_index(entry.period) + 1
        if not timeline.in_life(index):
            continue
        q = timeline.quarter(index)
        upcoming.append(
            entry.model_copy(
                update={
                    "period": q.period,
                    "quarter_start": q.start,
                    "quarter_end": q.end,
                    "status": "unannounced",
                    "report_at": q.report_at if entry.eps_actual is not None else q.periodic_at,
                    "call_at": q.call_at if entry.call_at is not None else None,
                    "eps_actual": None,
                    "eps_estimate": q.estimate if entry.eps_estimate is not None else None,
                    "eps_surprise": None,
                    "eps_surprise_pct": None,
                    "transcript": None,
                    "periodic_report": None,
                    "current_reports": (),
                }
            )
        )
    return upcoming


@cache
def _default_calendar() -> EarningsCalendar:
    return _calendar(DEFAULT_SEED, DEFAULT_QUARTERS, None, CORPUS_END)


@cache
def default_corpus() -> tuple[Document, ...]:
    """The default corpus (seed 7, 8 quarters to the end of 2022), generated once per process."""
    return tuple(generate_corpus())


def corpus_entity_ids() -> tuple[str, ...]:
    """Every entity the corpus can generate documents for."""
    return tuple(ce.entity_id for ce in corpus_entities())
