"""The offline researcher on a free question: the tools its intent needs, an answer in its terms.

A computation over a horizon is computed (the price tool over the exact look-back, ending on
the latest day with data) and stated with the figures asked for first; a change between two
periods reads the two latest calls or quarterly filings before the point in time and sets their
statements side by side by theme; a topic is searched for with the topic's own words, and only
passages that speak of it are quoted, sentence by sentence; a look-up reads the latest call (or
the latest news). Every answer opens with the point in time it is as of and the latest date with
data it used; boilerplate (the operator, participant lists, bylines, safe-harbour text) is never
quoted; a document about another company (a subsidiary) is not quoted for this one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from typing import Final

from pydantic import JsonValue

from quantward_agents.briefs import ResearcherBrief
from quantward_llm.port import ToolCall
from quantward_policy.conversation import ToolResult, parsed_all
from quantward_policy.intent import Reading, read_question
from quantward_policy.research_results import (
    Calendar,
    DocumentRead,
    Hit,
    PriceStats,
    ReadChunk,
    ReportedQuarter,
    Searched,
)

Step = list[ToolCall] | str

#: text that is never a finding: call openings, participant lists, bylines, safe harbour
BOILERPLATE: Final = re.compile(
    r"^\W*(good (morning|afternoon|day|evening)|welcome to|thank you for standing by|"
    r"ladies and gentlemen|operator\b|(company |conference call |corporate )?participants|"
    r"reporting by|editing by|synthetic document|\[end of synthetic|"
    r"q\d fiscal \d{4}|[a-z]+ \d{1,2}, \d{4}, \d)",
    re.IGNORECASE,
)
_SAFE_HARBOUR: Final = re.compile(
    r"forward-looking statements|safe harbou?r|non-gaap measures|reconciliations are|"
    r"listen-only mode|question-and-answer session|hand the (call|conference) over|"
    r"turn the call over|open the line|please go ahead|with that, i'll|i'll hand it over|"
    r"thanks for taking my question|first question comes|next question",
    re.IGNORECASE,
)
#: a sentence that only moves the call along ("Let me now turn to the outlook.")
_TRANSITION: Final = re.compile(
    r"^(let me|let's|turning to|now,? turning|with that|before we begin|thank you|thanks|"
    r"i'll|i will now|over to|back to you|good (morning|afternoon))",
    re.IGNORECASE,
)
#: a paragraph's speaker label: "Name, Title:" (management) or "Name, Firm:" (an analyst)
_SPEAKER: Final = re.compile(r"^([A-Z][\w.'\- ]{2,60}), ([^:]{2,80}):\s*")
_MANAGEMENT: Final = re.compile(
    r"officer|president|head of|chief|director|treasurer|chair|vice|cfo|ceo|relations"
)
_SENTENCE: Final = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"$])")
GUIDANCE: Final = re.compile(
    r"\b(outlook|guidance|we expect|expects?|anticipate|forecast|raising|lowering|reaffirm|"
    r"narrowing|lower end|upper end)\b",
    re.IGNORECASE,
)
#: themes a call or a filing is compared by, each with the words that put a sentence in it
THEMES: Final = (
    (
        "Outlook",
        re.compile(r"\b(outlook|guidance|we (now |still |continue to )?expect|reaffirm)", re.I),
    ),
    ("Revenue", re.compile(r"\brevenue (was|for|of|grew|rose|fell|declined)", re.I)),
    ("Margin", re.compile(r"\bmargin", re.I)),
    ("Demand", re.compile(r"\bdemand\b", re.I)),
    ("Supply and costs", re.compile(r"\b(supply|freight|constraint|input cost|inflation)", re.I)),
    ("Inventory", re.compile(r"\binventor(y|ies)\b", re.I)),
    ("Capital return", re.compile(r"\b(repurchas|buyback|dividend|returned)", re.I)),
    ("Balance sheet", re.compile(r"\b(cash and equivalents|total debt|liquidity)", re.I)),
    ("Risks", re.compile(r"\b(risk|litigation|investigation|uncertain|headwind)", re.I)),
)


def _call(name: str, turn: int, index: int = 0, **arguments: JsonValue) -> ToolCall:
    return ToolCall(call_id=f"call_{turn}_{index}_{name}", name=name, arguments=arguments)


def _call_with(name: str, turn: int, arguments: dict[str, JsonValue]) -> ToolCall:
    return ToolCall(call_id=f"call_{turn}_0_{name}", name=name, arguments=arguments)


def reading_of(brief: ResearcherBrief) -> Reading:
    return read_question(brief.question, [e.name for e in brief.entities])


def as_of(brief: ResearcherBrief, reading: Reading) -> date | None:
    """The point in time: the one the question states when earlier than the task's."""
    if reading.as_of is not None and (brief.as_of is None or reading.as_of < brief.as_of):
        return reading.as_of
    return brief.as_of


def _day(value: str | None) -> str:
    return (value or "n/a")[:10]


def point_in_time(asked: date | None, latest: str | None) -> str:
    """The line every free answer opens with."""
    when = asked.isoformat() if asked else "today"
    if latest:
        return f"As of {when}; the latest date with data used is {latest[:10]}."
    return f"As of {when}; no data on or before that date answers this."


def is_boilerplate(text: str) -> bool:
    content = re.sub(r"^(SYNTHETIC DOCUMENT[^\n]*|\[End of synthetic[^\n]*)$", "", text, flags=re.M)
    content = content.strip()
    return not content or bool(BOILERPLATE.match(content)) or bool(_SAFE_HARBOUR.search(content))


def statements(text: str) -> list[str]:
    """The sentences of a passage a company said: no banner, no boilerplate, no analyst's
    question, no speaker label."""
    found: list[str] = []
    for paragraph in re.split(r"\n\s*\n|\n", text):
        paragraph = paragraph.strip()
        if not paragraph or is_boilerplate(paragraph):
            continue
        speaker = _SPEAKER.match(paragraph)
        if speaker is not None:
            if not _MANAGEMENT.search(speaker.group(2).lower()):
                continue  # an analyst asks; the company answers
            paragraph = paragraph[speaker.end() :]
        for sentence in _SENTENCE.split(paragraph):
            sentence = " ".join(sentence.split())
            if (
                len(sentence) >= 40
                and not _SAFE_HARBOUR.search(sentence)
                and not _TRANSITION.match(sentence)
            ):
                found.append(sentence)
    return found


def _short(sentence: str, size: int = 240) -> str:
    return sentence if len(sentence) <= size else sentence[: size - 1].rsplit(" ", 1)[0] + "…"


def _subject(entity_ids: Sequence[str], entity_id: str) -> bool:
    """Whether a document is about the company (not a subsidiary or a partner that names it)."""
    return not entity_ids or entity_ids[0] == entity_id


# --- computations ---------------------------------------------------------------------------

_LEAD: Final = {
    "total_return": ("total return", "total_return"),
    "volatility": ("annualised volatility", "annual_volatility"),
    "max_drawdown": ("maximum drawdown", "max_drawdown"),
}


def prices(brief: ResearcherBrief, done: list[ToolResult]) -> Step:
    reading = reading_of(brief)
    point = as_of(brief, reading)
    calls = [d for d in done if d.name == "price_history"]
    horizon = reading.horizon
    if not calls:
        args: dict[str, JsonValue] = {"entity_ids": [e.entity_id for e in brief.entities]}
        if horizon is not None and horizon.start is not None and horizon.end is not None:
            end = horizon.end if point is None else min(horizon.end, point)
            args |= {"start": horizon.start.isoformat(), "end": end.isoformat()}
        else:
            args["lookback"] = horizon.lookback() if horizon is not None else "1Y"
            if point is not None:
                args["end"] = point.isoformat()
        return [_call_with("price_history", 1, args)]
    result = calls[-1]
    names = {e.entity_id: e.name for e in brief.entities}
    stats = result.parsed(PriceStats)
    if stats is None or not stats.stats:
        who = ", ".join(names.values())
        reason = result.error.removeprefix("error:").strip() if result.error else "no figures"
        return "\n".join(
            [
                point_in_time(point, None),
                f"No price data for {who} answers this, so nothing was computed ({reason}).",
                "Risk: without prices the question cannot be answered from the allowed data.",
            ]
        )
    window = stats.window
    span = horizon.describe() if horizon is not None else "one year (no horizon was stated)"
    latest = window.end if window else stats.stats[0].last_day
    lines = [point_in_time(point, latest)]
    asked = reading.metrics or ("total_return",)
    rows = []
    for stat in stats.stats:
        name = stat.name or names.get(stat.entity_id, stat.entity_id)
        figures = {
            "total_return": stat.total_return,
            "volatility": stat.annual_volatility,
            "max_drawdown": stat.max_drawdown,
        }
        said = []
        for metric in asked:
            label, _ = _LEAD[metric]
            value = figures[metric]
            shown = "n/a" if value is None else f"{value * 100:.1f}%"
            said.append(f"{label} {shown}")
        others = [m for m in ("total_return", "volatility", "max_drawdown") if m not in asked]
        rest = ", ".join(
            f"{_LEAD[m][0]} {'n/a' if figures[m] is None else f'{figures[m] * 100:.1f}%'}"  # type: ignore[operator]
            for m in others
        )
        first = _day(window.start if window else stat.first_day)
        lines.append(
            f"{name}: {', '.join(said)} over {span} ({first} to {_day(stat.last_day)}, the "
            f"first return measured from the close of {_day(stat.base_day)})"
            + (f"; {rest}" if rest else "")
            + f" {stat.cite}"
        )
        rows.append(
            "| "
            + " | ".join(
                [
                    name,
                    *(
                        "n/a" if figures[m] is None else f"{figures[m] * 100:.1f}%"  # type: ignore[operator]
                        for m in ("total_return", "volatility", "max_drawdown")
                    ),
                ]
            )
            + f" {stat.cite} |"
        )
    lines.append(
        "Computed with prices.window_stats on daily adjusted closes"
        + (f" (look-back {stats.lookback})" if stats.lookback else "")
        + "."
    )
    lines += ["| Company | Total return | Volatility | Max drawdown |", "|---|---|---|---|", *rows]
    worst = min(stats.stats, key=lambda s: -(s.max_drawdown or 0))
    lines.append(
        f"Risk: past price behaviour does not predict what comes next; "
        f"{worst.name or worst.entity_id} fell {(worst.max_drawdown or 0) * 100:.1f}% from peak "
        f"in the window {worst.cite}"
    )
    return "\n".join(lines)


# --- the latest periods ---------------------------------------------------------------------


def _calendar(brief: ResearcherBrief, done: list[ToolResult], point: date | None) -> Step | None:
    if any(d.name == "earnings_calendar" for d in done):
        return None
    return [
        _call(
            "earnings_calendar",
            1,
            i,
            entity_id=e.entity_id,
            quarters=8,
            as_of=point.isoformat() if point else None,
        )
        for i, e in enumerate(brief.entities)
    ]


def _latest_documents(
    calendar: Calendar, kind: str, count: int, point: date | None
) -> list[tuple[ReportedQuarter, str]]:
    """The `count` latest documents of a kind before the point in time, newest first."""
    found: list[tuple[ReportedQuarter, str]] = []
    for quarter in sorted(calendar.quarters, key=lambda q: q.report_at or "", reverse=True):
        if kind == "transcript":
            doc = quarter.transcript_id
            when = quarter.call_at or quarter.report_at
        else:
            doc = quarter.periodic_report_id if quarter.periodic_report_form == kind else None
            when = quarter.report_at
        if doc is None or (point is not None and when and when[:10] > point.isoformat()):
            continue
        found.append((quarter, doc))
        if len(found) == count:
            break
    return found


def _reads(done: list[ToolResult]) -> dict[str, DocumentRead]:
    return {d.document_id: d for d in parsed_all(done, "read_document", DocumentRead)}


def _read_calls(wanted: Sequence[str], done: list[ToolResult]) -> list[ToolCall]:
    asked = {str(d.arguments.get("document_id")) for d in done if d.name == "read_document"}
    return [
        _call("read_document", 2, i, document_id=doc, max_chunks=60)
        for i, doc in enumerate(wanted)
        if doc not in asked
    ]


def _theme_statements(document: DocumentRead) -> dict[str, tuple[str, ReadChunk]]:
    """The first statement of each theme in a document, with the chunk it is in."""
    found: dict[str, tuple[str, ReadChunk]] = {}
    for chunk in document.chunks:
        if chunk.instructions_flagged:
            continue
        for sentence in statements(chunk.text):
            for theme, pattern in THEMES:
                if theme not in found and pattern.search(sentence):
                    found[theme] = (sentence, chunk)
    return found


def _comparable(sentence: str) -> str:
    """A statement with its figures and period names taken out: what it says, not the numbers."""
    text = re.sub(r"[$€£]?\d[\d,.]*\s*(%|percent|billion|million|basis points)?", "#", sentence)
    text = re.sub(r"\b(first|second|third|fourth|q[1-4]|fiscal|20\d\d)\b", "", text, flags=re.I)
    return " ".join(text.lower().split())


def change(brief: ResearcherBrief, done: list[ToolResult]) -> Step:
    reading = reading_of(brief)
    point = as_of(brief, reading)
    asked = _calendar(brief, done, point)
    if asked is not None:
        return asked
    kind = reading.periods
    label = "earnings calls" if kind == "transcript" else f"{kind} filings"
    calendars = parsed_all(done, "earnings_calendar", Calendar)
    pairs = {c.entity_id: _latest_documents(c, kind, 2, point) for c in calendars}
    wanted = [doc for found in pairs.values() for _, doc in found]
    reads = _read_calls(wanted, done)
    if reads:
        return reads
    documents = _reads(done)
    lines: list[str] = []
    latest_day = max(
        (d.published or "" for d in documents.values() if d.document_id in wanted), default=None
    )
    lines.append(point_in_time(point, latest_day))
    for calendar in calendars:
        name = calendar.name or calendar.entity_id
        found = pairs.get(calendar.entity_id, [])
        if len(found) < 2:
            lines.append(
                f"{name} has {len(found)} {label} before {point or 'today'}; two are needed to "
                "compare."
            )
            continue
        (new_q, new_id), (old_q, old_id) = found[0], found[1]
        new_doc, old_doc = documents.get(new_id), documents.get(old_id)
        if new_doc is None or old_doc is None:
            lines.append(f"The {label} of {name} could not be read.")
            continue
        new_themes, old_themes = _theme_statements(new_doc), _theme_statements(old_doc)
        shared = [t for t, _ in THEMES if t in new_themes and t in old_themes]
        changed = [
            t for t in shared if _comparable(new_themes[t][0]) != _comparable(old_themes[t][0])
        ]
        only_new = [t for t, _ in THEMES if t in new_themes and t not in old_themes]
        lines.append(
            f"{name}: the two latest {label} before {point or 'today'} are {old_q.period} "
            f"({_day(old_doc.published)}) and {new_q.period} ({_day(new_doc.published)}); "
            f"{len(changed)} of {len(shared)} themes they both address changed"
            + (f", and {', '.join(only_new)} is new" if only_new else "")
            + "."
        )
        for theme in changed[:3]:
            lines.append(
                f"- {theme}: {old_q.period}: “{_short(old_themes[theme][0], 180)}” "
                f"{old_themes[theme][1].cite} → {new_q.period}: "
                f"“{_short(new_themes[theme][0], 180)}” {new_themes[theme][1].cite}"
            )
        lines.append(f"| Theme | {old_q.period} | {new_q.period} |")
        lines.append("|---|---|---|")
        for theme in changed:
            old_s, old_c = old_themes[theme]
            new_s, new_c = new_themes[theme]
            lines.append(
                f"| {theme} | {_short(old_s, 140)} {old_c.cite} | {_short(new_s, 140)} "
                f"{new_c.cite} |"
            )
        if "Outlook" in changed:
            lines.append(
                f"Risk: {name}'s outlook language changed between the two {label} "
                f"{new_themes['Outlook'][1].cite}"
            )
    if not any(line.startswith("Risk:") for line in lines):
        lines.append("Risk: statements compared by theme; a change in emphasis may be missed.")
    errors = [d.error for d in done if d.error]
    return "\n".join(lines + [f"Unavailable: {e}" for e in errors])


# --- topics and look-ups --------------------------------------------------------------------


def _mentions(sentence: str, terms: Sequence[str]) -> bool:
    low = sentence.lower()
    return any(
        re.search(r"\b" + re.escape(term.lower().strip()), low) for term in terms if term.strip()
    )


def _on_topic(hits: Sequence[Hit], terms: Sequence[str], entity_id: str) -> list[tuple[Hit, str]]:
    found: list[tuple[Hit, str]] = []
    seen: set[str] = set()
    for hit in sorted(hits, key=lambda h: (h.published or "", h.cite), reverse=True):
        if hit.instructions_flagged or hit.cite in seen:
            continue
        if not _subject(hit.entity_ids, entity_id):
            continue
        sentence = next(
            (s for s in statements(hit.text or hit.excerpt) if _mentions(s, terms)), None
        )
        if sentence is not None:
            seen.add(hit.cite)
            found.append((hit, sentence))
    return found


_RISKY: Final = re.compile(r"risk|uncertain|pressure|headwind|decline|lower", re.IGNORECASE)


def topic(brief: ResearcherBrief, done: list[ToolResult]) -> Step:
    reading = reading_of(brief)
    point = as_of(brief, reading)
    terms = reading.topic or tuple(reading.topic_label.split())
    searches = [d for d in done if d.name == "search_documents"]
    if not searches:
        return [
            _call(
                "search_documents",
                1,
                i,
                entity_ids=[e.entity_id],
                query=" ".join(terms) or brief.question,
                limit=15,
                **({"until": point.isoformat()} if point else {}),
            )
            for i, e in enumerate(brief.entities)
        ]
    hits = [h for r in parsed_all(done, "search_documents", Searched) for h in r.hits]
    lines: list[str] = []
    latest = max((h.published or "" for h in hits), default=None)
    found_all: list[tuple[Hit, str]] = []
    for entity in brief.entities:
        found = _on_topic(hits, terms, entity.entity_id)
        found_all += found
        if not found:
            lines.append(
                f"No passage of {entity.name}'s allowed documents up to {point or 'today'} "
                f"speaks of {reading.topic_label or 'this topic'}."
            )
            continue
        documents = {h.document_id for h, _ in found}
        lines.append(
            f"{entity.name} on {reading.topic_label}: {len(found)} passages in "
            f"{len(documents)} documents speak of it; the most recent first:"
        )
        for hit, sentence in found[:4]:
            lines.append(f"- {_day(hit.published)}, {hit.title}: “{_short(sentence)}” {hit.cite}")
        # the latest passages as a table, so companies asked about together sit side by side
        lines += ["| Latest | Document | What was said |", "|---|---|---|"]
        for hit, sentence in found[:2]:
            lines.append(
                f"| {_day(hit.published)} | {hit.title} | {_short(sentence, 140)} {hit.cite} |"
            )
    latest = max((h.published or "" for h, _ in found_all), default=latest)
    lines.insert(0, point_in_time(point, latest if found_all else None))
    risky = [(h, s) for h, s in found_all if _RISKY.search(s)]
    for hit, sentence in risky[:1]:
        lines.append(f"Risk: {_short(sentence, 160)} {hit.cite}")
    if not risky:
        lines.append(
            "Risk: only passages that name the topic are quoted; the documents may treat it "
            "in other words."
        )
    return "\n".join(lines)


def lookup(brief: ResearcherBrief, done: list[ToolResult]) -> Step:
    reading = reading_of(brief)
    point = as_of(brief, reading)
    if reading.news:
        return _news(brief, done, point)
    asked = _calendar(brief, done, point)
    if asked is not None:
        return asked
    calendars = parsed_all(done, "earnings_calendar", Calendar)
    latest = {c.entity_id: _latest_documents(c, "transcript", 1, point) for c in calendars}
    wanted = [doc for found in latest.values() for _, doc in found]
    reads = _read_calls(wanted, done)
    if reads:
        return reads
    documents = _reads(done)
    lines: list[str] = []
    days = [documents[d].published or "" for d in wanted if d in documents]
    lines.append(point_in_time(point, max(days) if days else None))
    for calendar in calendars:
        name = calendar.name or calendar.entity_id
        found = latest.get(calendar.entity_id, [])
        document = documents.get(found[0][1]) if found else None
        if document is None:
            lines.append(f"{name} held no earnings call before {point or 'today'}.")
            continue
        said = [
            (s, c)
            for c in document.chunks
            if not c.instructions_flagged
            for s in statements(c.text)
        ]
        guidance = [(s, c) for s, c in said if GUIDANCE.search(s)]
        picked = (guidance or said)[:4]
        lines.append(
            f"{name}'s latest earnings call before {point or 'today'} was {found[0][0].period} "
            f"({_day(document.published)}); what management said about the outlook:"
        )
        for sentence, chunk in picked:
            lines.append(f"- “{_short(sentence)}” {chunk.cite}")
        softer = [(s, c) for s, c in guidance if re.search(r"lower|cut|below|limited", s, re.I)]
        for sentence, chunk in softer[:1]:
            lines.append(f"Risk: {_short(sentence, 160)} {chunk.cite}")
    if not any(line.startswith("Risk:") for line in lines):
        lines.append("Risk: guidance is management's expectation, not a result.")
    return "\n".join(lines)


def _news(brief: ResearcherBrief, done: list[ToolResult], point: date | None) -> Step:
    if not any(d.name == "search_documents" for d in done):
        return [
            _call(
                "search_documents",
                1,
                i,
                entity_ids=[e.entity_id],
                query=f"{e.name} shares results outlook announced",
                document_types=["news"],
                limit=12,
                **({"until": point.isoformat()} if point else {}),
            )
            for i, e in enumerate(brief.entities)
        ]
    hits = [h for r in parsed_all(done, "search_documents", Searched) for h in r.hits]
    lines: list[str] = []
    shown_days: list[str] = []
    for entity in brief.entities:
        own = [
            h
            for h in sorted(hits, key=lambda h: (h.published or "", h.cite), reverse=True)
            if _subject(h.entity_ids, entity.entity_id) and not h.instructions_flagged
        ]
        others = len({h.document_id for h in hits}) - len({h.document_id for h in own})
        picked: list[tuple[Hit, str]] = []
        seen: set[str | None] = set()
        for hit in own:
            if hit.document_id in seen:
                continue
            sentence = next(iter(statements(hit.text or hit.excerpt)), None)
            if sentence is not None:
                seen.add(hit.document_id)
                picked.append((hit, sentence))
        if not picked:
            lines.append(f"No news about {entity.name} up to {point or 'today'}.")
            continue
        lines.append(f"The latest news about {entity.name}, most recent first:")
        for hit, sentence in picked[:4]:
            shown_days.append(hit.published or "")
            lines.append(f"- {_day(hit.published)}, {hit.title}: “{_short(sentence)}” {hit.cite}")
        if others > 0:
            lines.append(
                f"{others} further articles are about other companies that mention "
                f"{entity.name} (a subsidiary or a partner); they are not quoted for it."
            )
    lines.insert(0, point_in_time(point, max(shown_days) if shown_days else None))
    lines.append("Risk: news reports what was said; figures are as first reported.")
    return "\n".join(lines)
