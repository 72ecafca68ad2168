"""The offline researcher: answers one plan part with the tools a real model would call.

It reads its brief, calls the research tools the part's approach needs (searching first and
taking a second hop when what it read calls for one, as an analyst would), and answers with
sentences, a table and risk lines whose every figure or quote carries the citation mark the tool
returned. It never writes a mark it did not receive from a tool.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping, Sequence
from datetime import timedelta
from typing import Final

from pydantic import JsonValue

from quantward_agents.briefs import REPAIR_MARKER, ResearcherBrief
from quantward_llm.port import Message, ToolCall
from quantward_policy import free_answers
from quantward_policy.conversation import ToolResult, parsed_all, tool_results
from quantward_policy.custom_code import CODE_REASON, DOWNSIDE_CODE
from quantward_policy.research_results import (
    Calendar,
    CodeRun,
    Fundamentals,
    Hit,
    Portfolio,
    PriceStats,
    Searched,
)
from quantward_policy.vocabulary import NUMBER_WORDS

#: phrases in a transcript that make the 8-K worth reading (softened guidance)
SOFTENING: Final = ("lower end", "visibility remains limited", "limited visibility", "cut", "below")
RISK_WORDS: Final = (
    "risk",
    "uncertain",
    "decline",
    "lower end",
    "visibility",
    "pressure",
    "headwind",
    "impairment",
    "litigation",
    "below",
)


# --- formatting -----------------------------------------------------------------------------------


def pct(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value * 100:.{digits}f}%"


def num(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:,.{digits}f}"


def day(value: str | None) -> str:
    return "n/a" if not value else value[:10]


def _key(column: str) -> str:
    return re.sub(r"[^a-z0-9]", "", column.lower())


def table(columns: Sequence[str], rows: Sequence[Mapping[str, str]], cite_key: str) -> list[str]:
    """A Markdown table; each row's citation mark follows its last cell."""
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    for row in rows:
        cells = [row.get(_key(c), "n/a") for c in columns]
        if row.get(cite_key):
            cells[-1] = f"{cells[-1]} {row[cite_key]}"
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _columns(brief: ResearcherBrief, default: Sequence[str]) -> tuple[str, ...]:
    return brief.table_columns or tuple(default)


def _names(brief: ResearcherBrief) -> dict[str, str]:
    return {e.entity_id: e.name for e in brief.entities}


# --- steps per approach -----------------------------------------------------------------------


#: flaws a scenario may inject into a first answer (never into one asked to change)
FLAWS: Final = frozenset({"horizon_misstatement", "direction_misstatement"})


def next_step(
    brief: ResearcherBrief, messages: Sequence[Message], flaws: Collection[str] = ()
) -> list[ToolCall] | str:
    """The tool calls to make next, or the final answer text."""
    done = tool_results(messages)
    if brief.approach == "prices":
        repair = REPAIR_MARKER in brief.question
        return _prices(brief, done, set() if repair else set(flaws))
    step = _STEPS.get(brief.approach, _search)
    return step(brief, done)


_WORDS: Final = NUMBER_WORDS


def _span(first: str, last: str) -> str:
    """A window's length as a person says it: "six years", "three months"."""
    from datetime import date as _date

    days = (_date.fromisoformat(last[:10]) - _date.fromisoformat(first[:10])).days
    years = round(days / 365.25)
    if years >= 1:
        return f"{_WORDS[years] if years < len(_WORDS) else years} year{'s' if years > 1 else ''}"
    months = max(1, round(days / 30.44))
    return f"{_WORDS[months] if months < len(_WORDS) else months} month{'s' if months > 1 else ''}"


def _misstated_span(span: str) -> str:
    number, unit = span.split(" ", 1)
    index = _WORDS.index(number) if number in _WORDS else int(number)
    wrong = max(1, index - 1) if index > 1 else index + 1
    word = _WORDS[wrong] if wrong < len(_WORDS) else str(wrong)
    return f"{word} {unit.rstrip('s')}{'s' if wrong > 1 else ''}"


def _call(name: str, **arguments: JsonValue) -> ToolCall:
    return ToolCall(call_id=f"call_{name}", name=name, arguments=arguments)


def _numbered(calls: list[ToolCall], turn: int) -> list[ToolCall]:
    return [
        c.model_copy(update={"call_id": f"call_{turn}_{i}_{c.name}"}) for i, c in enumerate(calls)
    ]


def _window(brief: ResearcherBrief) -> dict[str, JsonValue]:
    window: dict[str, JsonValue] = {}
    if brief.window_start:
        window["since"] = brief.window_start.isoformat()
    if brief.window_end or brief.as_of:
        window["until"] = (brief.window_end or brief.as_of).isoformat()  # type: ignore[union-attr]
    return window


def _search(brief: ResearcherBrief, done: list[ToolResult]) -> list[ToolCall] | str:
    searches = [d for d in done if d.name == "search_documents"]
    ids: list[JsonValue] = [e.entity_id for e in brief.entities]
    if not searches:
        query = " ".join(brief.look_for) or brief.question
        return _numbered(
            [
                _call(
                    "search_documents",
                    entity_ids=ids,
                    query=query,
                    document_types=list(brief.document_types),
                    limit=6,
                    **_window(brief),
                )
            ],
            1,
        )
    hits = [h for result in parsed_all(done, "search_documents", Searched) for h in result.hits]
    filings_allowed = not brief.allowed_sources or any(
        s.endswith("filings") for s in brief.allowed_sources
    )
    softened = any(
        re.search(rf"\b{re.escape(p)}", h.excerpt.lower())
        for h in hits
        if not h.instructions_flagged  # a planted passage never steers the research
        for p in SOFTENING
    )
    looked_at_8k = any("8-K" in (d.arguments.get("document_types") or ()) for d in searches)
    if len(searches) == 1 and softened and filings_allowed and not looked_at_8k:
        # The hop nobody scripted: softer guidance makes the current reports worth reading.
        return _numbered(
            [
                _call(
                    "search_documents",
                    entity_ids=ids,
                    query="guidance update outlook 8-K",
                    document_types=["8-K"],
                    limit=3,
                    **_window(brief),
                )
            ],
            2,
        )
    return _answer_search(brief, searches, hits)


def _excerpt(hit: Hit, size: int = 220) -> str:
    text = " ".join(hit.excerpt.split())
    return text if len(text) <= size else text[: size - 1].rsplit(" ", 1)[0] + "…"


def _carried_hits(brief: ResearcherBrief) -> list[Hit]:
    """The passages the conversation's earlier answers cited that this task may still use:
    published inside its window (never after its as-of day), as hits already read."""
    latest = brief.window_end or brief.as_of
    return [
        Hit(
            cite=p.mark,
            excerpt=p.text,
            title=p.title,
            text=p.text,
            published=p.published.isoformat() if p.published else None,
        )
        for p in brief.carried
        if p.published is None
        or (
            (latest is None or p.published <= latest)
            and (brief.window_start is None or p.published >= brief.window_start)
        )
    ]


def _chunk_of(hit: Hit) -> str:
    return hit.cite.strip("[]").partition("#")[2]


def _answer_search(brief: ResearcherBrief, searches: list[ToolResult], hits: list[Hit]) -> str:
    errors = [d.error for d in searches if d.error]
    wanted = [w.lower() for w in brief.look_for]
    wanted += re.findall(r"[a-z]{5,}", brief.question.lower())
    # What the conversation cited before is read first: "the filing you cited" is that
    # passage, and a new search's copy of the same chunk is not quoted twice.
    carried = [(h, q) for h in _carried_hits(brief) if (q := _quote(h, wanted))][:2]
    carried_chunks = {_chunk_of(h) for h, _ in carried}
    hits = [h for h in hits if _chunk_of(h) not in carried_chunks]
    earlier = [
        f"- Cited earlier in this conversation, {day(h.published)}, {h.title}: “{quote}” {h.cite}"
        for h, quote in carried
    ]
    if earlier and not [h for h in hits if not h.instructions_flagged]:
        return "\n".join(
            [
                "The passages cited earlier in this conversation answer this; "
                "no new passage adds to them:",
                *earlier,
                *_flagged_risks([h for h in hits if h.instructions_flagged]),
                "Risk: only passages cited before bear on this, so the picture may be partial.",
            ]
        )
    if not hits:
        reason = f" ({errors[0]})" if errors else ""
        return (
            f"No passage in the allowed sources answers this question{reason}.\n"
            "Risk: the question could not be answered from the allowed sources."
        )
    # A passage that tries to instruct the model is a finding about its document, never
    # guidance: it is not quoted, and the answer says which document carries it.
    flagged = [h for h in hits if h.instructions_flagged]
    hits = [h for h in hits if not h.instructions_flagged]
    if not hits:
        return "\n".join(
            [
                "No passage in the allowed sources answers this question.",
                *_flagged_risks(flagged),
            ]
        )
    seen: set[str] = set()
    unique: list[Hit] = []
    # Boilerplate (the banner, the operator, participant lists, bylines, safe-harbour text)
    # answers nothing: a passage is quoted by what the company said in it, or not at all.
    quotes = {h.cite: _quote(h, wanted) for h in hits}
    substantive = [h for h in hits if quotes[h.cite]]
    ordered = sorted(substantive or hits, key=lambda h: (h.published or "", h.cite), reverse=True)
    for hit in ordered:
        if hit.cite not in seen:
            seen.add(hit.cite)
            unique.append(hit)
    documents = {h.document_id for h in unique}
    header = f"{len(unique)} passages in {len(documents)} documents bear on this"
    lines = [f"{header}; the most recent first:", *earlier]
    for hit in unique[:4]:
        quote = quotes.get(hit.cite) or _excerpt(hit)
        lines.append(f"- {day(hit.published)}, {hit.title}: “{quote}” {hit.cite}")
    if len(searches) > 1:
        lines.append(
            "Guidance language softened, so the current reports of the period were read as well."
        )
    risky = [
        h
        for h in unique
        if any(w in h.excerpt.lower() for w in RISK_WORDS)
        and "no material change" not in h.excerpt.lower()
    ]
    for hit in risky[:2]:
        lines.append(f"Risk: {_excerpt(hit, 160)} {hit.cite}")
    if not risky:
        lines.append(
            f"Risk: only {len(documents)} documents address this, so the picture may be partial."
        )
    lines.extend(_flagged_risks(flagged))
    return "\n".join(lines)


def _quote(hit: Hit, wanted: Sequence[str], size: int = 220) -> str:
    """The sentence of a hit worth quoting: what the company said, preferring one with a word
    the question looks for; '' when the passage is only boilerplate."""
    said = free_answers.statements(hit.text or hit.excerpt)
    if not said:
        return ""
    best = next((s for s in said if any(w in s.lower() for w in wanted)), said[0])
    return best if len(best) <= size else best[: size - 1].rsplit(" ", 1)[0] + "…"


def _flagged_risks(flagged: list[Hit]) -> list[str]:
    """One risk line per document whose text tries to instruct the model: its title and the
    flagged phrase, not its passage (quoting it would pass it on), and no citation mark."""
    lines = []
    for title in dict.fromkeys(h.title for h in flagged):
        phrase = next(h.instructions_flagged[0] for h in flagged if h.title == title)
        lines.append(
            f"Risk: the document “{title}” contains text addressed to an AI model "
            f"(“{phrase[:80]}”); it was treated as data and not used."
        )
    return lines


def _one_per_entity(
    name: str, brief: ResearcherBrief, done: list[ToolResult], **extra: JsonValue
) -> list[ToolCall] | None:
    if any(d.name == name for d in done):
        return None
    calls = [
        _call(name, entity_id=e.entity_id, as_of=brief.as_of.isoformat() if brief.as_of else None)
        for e in brief.entities
    ]
    return _numbered(
        [c.model_copy(update={"arguments": {**c.arguments, **extra}}) for c in calls], 1
    )


def _errors(done: list[ToolResult]) -> list[str]:
    return [d.error for d in done if d.error]


def _calendar(brief: ResearcherBrief, done: list[ToolResult]) -> list[ToolCall] | str:
    calls = _one_per_entity("earnings_calendar", brief, done, quarters=4)
    if calls:
        return calls
    lines: list[str] = []
    rows: list[dict[str, str]] = []
    for value in parsed_all(done, "earnings_calendar", Calendar):
        name = value.name if value.name is not None else value.entity_id
        upcoming = value.next_report
        if upcoming and upcoming.report_at:
            lines.append(
                f"{name} reports {upcoming.period} on {day(upcoming.report_at)} "
                f"({upcoming.status}) {upcoming.cite}"
            )
        elif upcoming:
            lines.append(
                f"{name}'s next report covers {upcoming.period} (quarter ending "
                f"{day(upcoming.quarter_end)}); its date was not yet announced {upcoming.cite}"
            )
        quarters = value.quarters
        beats = [q for q in quarters if (q.eps_surprise or 0) > 0]
        if quarters:
            lines.append(
                f"{name} beat the EPS estimate in {len(beats)} of its last {len(quarters)} "
                f"reported quarters {quarters[0].cite}"
            )
        for q in quarters:
            rows.append(
                {
                    "company": name,
                    "quarter": str(q.period),
                    "reported": day(q.report_at),
                    "epsactual": num(q.eps_actual),
                    "epsestimate": num(q.eps_estimate),
                    "surprise": num(q.eps_surprise),
                    "surprisepct": pct(q.eps_surprise_pct),
                    "cite": q.cite,
                }
            )
        misses = [q for q in quarters if (q.eps_surprise or 0) < 0]
        if misses:
            lines.append(f"Risk: {name} missed the estimate in {misses[0].period} {misses[0].cite}")
    if rows:
        default = ("Quarter", "Reported", "EPS actual", "EPS estimate", "Surprise")
        lines += table(_columns(brief, default), rows, "cite")
    if not any(line.startswith("Risk:") for line in lines):
        lines.append("Risk: past surprises do not predict the next report.")
    return "\n".join(lines + [f"Unavailable: {e}" for e in _errors(done)])


def _fundamentals(brief: ResearcherBrief, done: list[ToolResult]) -> list[ToolCall] | str:
    calls = _one_per_entity("fundamentals", brief, done, quarters=4)
    if calls:
        return calls
    lines: list[str] = []
    rows: list[dict[str, str]] = []
    for value in parsed_all(done, "fundamentals", Fundamentals):
        name = value.name if value.name is not None else value.entity_id
        quarters = value.quarters
        if not quarters:
            lines.append(f"No reported quarter of {name} is public by the as-of date.")
            continue
        latest, oldest = quarters[0], quarters[-1]
        lines.append(
            f"{name}: in {latest.period} revenue was {num(latest.revenue, 0)} million "
            f"{value.currency}, total debt {num(latest.debt, 0)} million and cash "
            f"{num(latest.cash, 0)} million {latest.cite}"
        )
        de_new, de_old = latest.debt_to_equity, oldest.debt_to_equity
        if de_new is not None and de_old is not None and len(quarters) > 1:
            shown_new, shown_old = round(de_new, 2), round(de_old, 2)
            direction = (
                "rose" if shown_new > shown_old else "fell" if shown_new < shown_old else "held"
            )
            if direction == "held":
                lines.append(
                    f"Debt to equity held at {num(de_new)} from {oldest.period} "
                    f"{oldest.cite} to {latest.period} {latest.cite}"
                )
            else:
                lines.append(
                    f"Debt to equity {direction} from {num(de_old)} in {oldest.period} "
                    f"{oldest.cite} to {num(de_new)} in {latest.period} {latest.cite}"
                )
            if shown_new > shown_old:
                lines.append(f"Risk: leverage of {name} is rising {latest.cite}")
        for q in quarters:
            rows.append(
                {
                    "company": name,
                    "quarter": q.period,
                    "revenue": num(q.revenue, 0),
                    "netincome": num(q.net_income, 0),
                    "cash": num(q.cash, 0),
                    "totaldebt": num(q.debt, 0),
                    "debt": num(q.debt, 0),
                    "equity": num(q.equity, 0),
                    "debtequity": num(q.debt_to_equity),
                    "debttoequity": num(q.debt_to_equity),
                    "netdebt": num(q.net_debt, 0),
                    "cite": q.cite,
                }
            )
    if rows:
        default = ("Quarter", "Revenue", "Net income", "Cash", "Total debt", "Debt/Equity")
        lines += table(_columns(brief, default), rows, "cite")
    if not any(line.startswith("Risk:") for line in lines):
        lines.append("Risk: reported figures lag the balance sheet by up to a quarter.")
    return "\n".join(lines + [f"Unavailable: {e}" for e in _errors(done)])


_NUMBERS: Final = {**{w: n for n, w in enumerate(NUMBER_WORDS) if n}, "a": 1}
_HORIZON: Final = re.compile(r"\b(\d+|" + "|".join(_NUMBERS) + r")[ -](day|week|month|year)s?\b")
_DAYS: Final = {"day": 1, "week": 7, "month": 30.44, "year": 365.25}


def horizon_days(question: str) -> int | None:
    """The look-back a question states ("over the three months up to…"), in days."""
    match = _HORIZON.search(question.lower())
    if match is None:
        return None
    count, unit = match.groups()
    number = int(count) if count.isdigit() else _NUMBERS[count]
    return round(number * _DAYS[unit])


def _window_args(brief: ResearcherBrief) -> dict[str, JsonValue]:
    end = brief.window_end or brief.as_of
    start = brief.window_start
    if start is None and end is not None:
        # The question's own horizon, else one year: never a window the user did not ask for.
        start = end - timedelta(days=horizon_days(brief.question) or 365)
    return {
        "entity_ids": [e.entity_id for e in brief.entities],
        "start": start.isoformat() if start else None,
        "end": end.isoformat() if end else None,
        "as_of": brief.as_of.isoformat() if brief.as_of else None,
    }


def _prices(
    brief: ResearcherBrief, done: list[ToolResult], flaws: Collection[str] = ()
) -> list[ToolCall] | str:
    if not any(d.name == "price_history" for d in done):
        return _numbered([_call("price_history", **_window_args(brief))], 1)
    lines: list[str] = []
    rows: list[dict[str, str]] = []
    for value in parsed_all(done, "price_history", PriceStats):
        for stat in value.stats:
            name = stat.name if stat.name is not None else stat.entity_id
            total = stat.total_return or 0.0
            rose = total >= 0
            if "direction_misstatement" in flaws:
                rose = not rose
            span = _span(str(stat.base_day or stat.first_day), stat.last_day)
            if "horizon_misstatement" in flaws:
                span = _misstated_span(span)
            lines.append(
                f"{name} {'rose' if rose else 'fell'} {pct(abs(total))} over {span} "
                f"({day(stat.first_day)} to {day(stat.last_day)}), with annualised "
                f"volatility {pct(stat.annual_volatility)} and a maximum drawdown of "
                f"{pct(stat.max_drawdown)} {stat.cite}"
            )
            rows.append(
                {
                    "company": name,
                    "totalreturn": pct(stat.total_return),
                    "return": pct(stat.total_return),
                    "volatility": pct(stat.annual_volatility),
                    "maxdrawdown": pct(stat.max_drawdown),
                    "cite": stat.cite,
                }
            )
        worst = sorted(value.stats, key=lambda s: s.max_drawdown or 0)
        if worst:
            lines.append(
                f"Risk: {worst[0].name} fell {pct(worst[0].max_drawdown)} from peak "
                f"in the window {worst[0].cite}"
            )
    if rows:
        default = ("Company", "Total return", "Volatility", "Max drawdown")
        lines += table(_columns(brief, default), rows, "cite")
    return "\n".join(lines + [f"Unavailable: {e}" for e in _errors(done)]) or "No price data."


def _portfolio(brief: ResearcherBrief, done: list[ToolResult]) -> list[ToolCall] | str:
    if not any(d.name == "optimise_portfolio" for d in done):
        mandate = dict(brief.mandate)
        drawdown = "max_drawdown" in mandate or bool(mandate.get("long_only"))
        objective = "drawdown_aware" if drawdown else "market_neutral"
        return _numbered(
            [
                _call(
                    "optimise_portfolio",
                    objective=objective,
                    constraints=mandate,
                    **_window_args(brief),
                )
            ],
            1,
        )
    lines: list[str] = []
    for result in done:
        if result.error:
            lines.append(f"The optimiser could not run: {result.error}")
            lines.append("Risk: no portfolio could be built under the mandate as stated.")
            continue
        value = result.parsed(Portfolio) or Portfolio()
        if value.status != "optimal":
            cite = value.outcome_cite or value.cite
            lines.append(
                f"The optimiser found no solution ({value.status}): {value.message} {cite}".rstrip()
            )
            lines.append("Risk: the mandate's limits cannot all be met at once.")
            continue
        lines.append(f"{value.objective or 'Optimised portfolio'} {value.cite}")
        lines.append(
            f"Expected annual return {pct(value.expected_return)}, volatility "
            f"{pct(value.volatility)}, maximum drawdown over the window "
            f"{pct(value.max_drawdown)}, gross exposure {num(value.gross)}, "
            f"net exposure {num(value.net)} {value.cite}"
        )
        rows = [
            {
                "company": w.name if w.name is not None else w.entity_id,
                "weight": pct(w.weight, 2),
                "side": "long" if (w.weight or 0) > 0 else "short",
                "maxdrawdown": pct(w.max_drawdown),
                "cite": w.cite,
            }
            for w in value.weights
            if abs(w.weight or 0) > 0
        ]
        lines += table(_columns(brief, ("Company", "Weight", "Side")), rows, "cite")
        if value.binding:
            lines.append(
                f"Risk: binding limits ({', '.join(value.binding)}) shape the result {value.cite}"
            )
        lines.append(
            "Risk: weights rest on historical returns in the window; they are not a forecast."
        )
    return "\n".join(lines)


def _python(brief: ResearcherBrief, done: list[ToolResult]) -> list[ToolCall] | str:
    """Custom code for what the library has no function for; the answer cites the rows."""
    if not any(d.name == "python" for d in done):
        window = _window_args(brief)
        code = DOWNSIDE_CODE.format(
            entity_ids=window["entity_ids"], start=window["start"], end=window["end"]
        )
        return _numbered([_call("python", code=code, reason=CODE_REASON)], 1)
    names = _names(brief)
    lines: list[str] = []
    rows: list[dict[str, str]] = []
    for run in parsed_all(done, "python", CodeRun):
        for table_ in run.tables:
            for row in table_.rows:
                name = names.get(row.get("entity_id", ""), row.get("entity_id", "?"))
                sortino = _float(row.get("sortino"))
                downside = _float(row.get("downside_deviation"))
                worst = _float(row.get("worst_21d_return"))
                cite = row.get("cite", run.cite)
                lines.append(
                    f"{name} had a Sortino ratio of {num(sortino)} with an annualised downside "
                    f"deviation of {pct(downside)}; its worst 21-trading-day return was "
                    f"{pct(worst)} {cite}"
                )
                rows.append(
                    {
                        "company": name,
                        "sortinoratio": num(sortino),
                        "downsidedeviation": pct(downside),
                        "worst21dayreturn": pct(worst),
                        "cite": cite,
                    }
                )
        if rows:
            worst_row = min(rows, key=lambda r: _float(r["worst21dayreturn"].rstrip("%")) or 0)
            loss = worst_row["worst21dayreturn"].lstrip("-")
            lines.append(
                f"Risk: {worst_row['company']} lost {loss} in its worst 21 trading days of the "
                f"window {worst_row['cite']}"
            )
    if rows:
        default = ("Company", "Sortino ratio", "Downside deviation", "Worst 21-day return")
        lines += table(_columns(brief, default), rows, "cite")
    return "\n".join(lines + [f"Unavailable: {e}" for e in _errors(done)]) or "No result."


def _float(value: str | None) -> float | None:
    try:
        return float(value) if value not in (None, "") else None
    except ValueError:
        return None


_STEPS: Final[dict[str, Callable[[ResearcherBrief, list[ToolResult]], list[ToolCall] | str]]] = {
    # a free question, by what it asks (the orchestrator read its intent)
    "price_stats": free_answers.prices,
    "change": free_answers.change,
    "topic": free_answers.topic,
    "lookup": free_answers.lookup,
    "search": _search,
    "earnings_calendar": _calendar,
    "fundamentals": _fundamentals,
    "portfolio": _portfolio,
    "python": _python,
}
