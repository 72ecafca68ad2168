"""What a citation of a computation puts behind a sentence: the cited item's numbers and window.

A computation is registered as a source whose named items are citable passages, each quoted as
`key: <canonical JSON>` (see `quantward_grounding.registry.register_computation`). A citation
is a computation citation when its source is one of the draft's computations, or when its title
starts with a registered library function id (the research tools title their results so).

Quotes are cut to a few hundred characters. A cut item is recovered whole from the
computation's result when the draft carries it (the item is a sub-object whose canonical JSON
starts with the quote); otherwise the evidence is marked incomplete and checks that would need
the missing part stay silent rather than guess. A number is looked for in the cited item first,
then anywhere in its source (a sentence may quote the source's message while citing its
summary item); only when the whole source is known is a number found in neither a mismatch.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from pydantic import JsonValue

from quantward_contracts.values import Citation, Computation
from quantward_platform import LIBRARY

_ITEM: Final = re.compile(r"^(?P<key>[^\n]{1,300}?): (?P<json>[\[{\"\-0-9tfn].*)$", re.DOTALL)
_DATE: Final = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:$|T)")
_TITLE_SPAN: Final = re.compile(r"(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})")
_MASK: Final = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?|\b[a-z]{2,5}_[0-9a-z_.\-]+"
)
_STRING_NUMBER: Final = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE]-?\d+)?")
START_KEYS: Final = ("base_day", "first_day", "start", "quarter_start", "window_start")
END_KEYS: Final = ("last_day", "end", "quarter_end", "window_end")
#: keys whose dates say how late the data a result used is (answer.point_in_time)
LATEST_KEYS: Final = ("end", "last_day", "window_end", "as_of")


@dataclass(frozen=True, slots=True)
class Value:
    """A number found in cited evidence, with where it was (`metrics.expected_return`)."""

    path: str
    value: float

    @property
    def field(self) -> str:
        """The innermost key: `metrics.expected_return` → `expected_return`."""
        name = self.path.removesuffix(" (text)")
        name = re.sub(r"\[\d+\]", "", name)
        return name.rsplit(".", 1)[-1]


@dataclass(frozen=True, slots=True)
class Evidence:
    """One computation citation, resolved to the numbers and windows it stands for."""

    number: int
    citation: Citation
    function_id: str | None
    computation: int | None  # index into the draft's computations
    item: str | None  # the cited item's key (`ent_apple_inc`, `summary`)
    values: tuple[Value, ...]  # of the cited item (of the whole source if no item is named)
    source_values: tuple[Value, ...] | None  # of the whole source, when the draft carries it
    windows: tuple[tuple[date, date], ...]
    item_complete: bool  # False: the quote was cut and the whole item is not known

    @property
    def source_known(self) -> bool:
        """Everything the source holds is known: a number in neither is in no part of it."""
        return self.source_values is not None

    @property
    def label(self) -> str:
        what = self.function_id or self.citation.title or self.citation.source_id
        return f"[{self.number}] {what}" + (f" ({self.item})" if self.item else "")


def canonical(value: JsonValue) -> str:
    """The grounding library's canonical JSON (sorted keys, compact, unicode kept)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def as_date(value: object) -> date | None:
    """A date from an ISO date or datetime string (its calendar day), else None."""
    if isinstance(value, str) and (match := _DATE.match(value)):
        try:
            return date.fromisoformat(match.group(1))
        except ValueError:
            return None
    return None


def flatten(value: JsonValue, path: str = "") -> Iterator[Value]:
    """Every number in a JSON value, including numbers written inside its strings."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, int | float):
        if math.isfinite(value):
            yield Value(path or "value", float(value))
    elif isinstance(value, str):
        for match in _STRING_NUMBER.finditer(_MASK.sub(" ", value)):
            yield Value(f"{path or 'value'} (text)", float(match.group(0)))
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from flatten(inner, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from flatten(inner, f"{path}[{i}]")


def prefix_values(text: str) -> Iterator[Value]:
    """Numbers of a cut JSON text: `"key":number` pairs by name, other numbers unnamed."""
    named = re.compile(r"\"([^\"]+)\":(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)")
    spans: list[tuple[int, int]] = []
    for match in named.finditer(text):
        spans.append(match.span(2))
        if match.end() < len(text):  # the last number may itself be cut
            yield Value(match.group(1), float(match.group(2)))
    masked = _MASK.sub(lambda m: " " * len(m.group(0)), text)
    for match in _STRING_NUMBER.finditer(masked):
        if not any(a <= match.start() < b for a, b in spans):
            yield Value("value (text)", float(match.group(0)))


def dates_by_key(
    value: JsonValue, found: dict[str, list[date]] | None = None
) -> dict[str, list[date]]:
    """Every date in a JSON value, grouped by the key it sits under."""
    found = {} if found is None else found
    if isinstance(value, dict):
        for key, inner in value.items():
            day = as_date(inner)
            if day is not None:
                found.setdefault(key, []).append(day)
            else:
                dates_by_key(inner, found)
    elif isinstance(value, list):
        for inner in value:
            dates_by_key(inner, found)
    return found


def windows_of(value: JsonValue) -> list[tuple[date, date]]:
    """The spans a result covers: from each kind of start (base close, first day, quarter
    start…) to its latest end."""
    by_key = dates_by_key(value)
    ends = [d for key in END_KEYS for d in by_key.get(key, [])]
    if not ends:
        return []
    last = max(ends)
    spans = [(min(by_key[key]), last) for key in START_KEYS if by_key.get(key)]
    return [span for span in dict.fromkeys(spans) if span[0] <= span[1]]


def _smallest_with_prefix(value: JsonValue, prefix: str) -> JsonValue | None:
    best: JsonValue | None = None
    best_size = math.inf
    stack: list[JsonValue] = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict | list):
            text = canonical(node)
            if text.startswith(prefix) and len(text) < best_size:
                best, best_size = node, len(text)
            stack.extend(node.values() if isinstance(node, dict) else node)
    return best


#: research tools that wrap one library function: a computation named by its tool (as the
#: orchestrator names those whose result does not say its function) stands for that function.
#: The earnings calendar tool serves the `earnings.calendar` dataset as `earnings.history` does.
TOOL_FUNCTIONS: Final[Mapping[str, str]] = {
    "price_history": "prices.window_stats",
    "fundamentals": "fundamentals.quarters",
    "credit_metrics": "fundamentals.credit_metrics",
    "earnings_calendar": "earnings.history",
}


def library_id(name: str | None) -> str | None:
    """A registered function id for a function or tool name, else None."""
    if name is None:
        return None
    if name in LIBRARY:
        return name
    return TOOL_FUNCTIONS.get(name)


def function_of(
    citation: Citation, computations: Mapping[str, tuple[int, Computation]]
) -> str | None:
    """The library function behind a citation, if it cites a computation.

    The computation's own function id when it is a registered one (or a tool that wraps one),
    else the citation title's first word when that is a registered id (`prices.window_stats
    2020-01-01 to …`), else whatever the computation calls itself.
    """
    known = computations.get(citation.source_id)
    named = known[1].function_id if known is not None else None
    head = citation.title.split(" ", 1)[0] if citation.title else ""
    return library_id(named) or library_id(head) or named


def resolve(
    citations: Sequence[Citation], computations: Sequence[Computation]
) -> dict[int, Evidence]:
    """Computation citations by number, each with its item's numbers and windows."""
    by_source = {c.source_id: (i, c) for i, c in enumerate(computations)}
    found: dict[int, Evidence] = {}
    for citation in citations:
        function_id = function_of(citation, by_source)
        if function_id is None and citation.source_id not in by_source:
            continue
        index, computation = by_source.get(citation.source_id, (None, None))
        found[citation.number] = _evidence(citation, function_id, index, computation)
    return found


def _evidence(
    citation: Citation, function_id: str | None, index: int | None, computation: Computation | None
) -> Evidence:
    quote = citation.quote
    item: str | None = None
    whole: JsonValue | None = None
    cut_text: str | None = None
    source: JsonValue | None = computation.result if computation is not None else None
    match = _ITEM.match(quote) if citation.chunk_id else None
    if match is not None:
        item = match.group("key")
        body = match.group("json")
        try:
            whole = json.loads(body)
        except ValueError:
            cut_text = body
            if computation is not None:
                whole = _smallest_with_prefix(computation.result, body)
    elif quote:
        try:
            whole = json.loads(quote)
            source = whole if source is None else source
        except ValueError:
            cut_text = quote
    if whole is None and computation is not None:
        whole = computation.result  # a whole-source citation, or an item built from parts
    values: list[Value] = []
    spans: list[tuple[date, date]] = []
    if whole is not None:
        values.extend(flatten(whole, item or ""))
        spans.extend(windows_of(whole))
    elif cut_text is not None:
        values.extend(prefix_values(cut_text))
        dates: dict[str, list[date]] = {}
        for key, day in re.findall(r"\"([a-z_]+)\":\"(\d{4}-\d{2}-\d{2})", cut_text):
            dates.setdefault(key, []).append(date.fromisoformat(day))
        ends = [d for k in END_KEYS for d in dates.get(k, [])]
        if ends:
            spans.extend((min(dates[k]), max(ends)) for k in START_KEYS if dates.get(k))
    if not spans and computation is not None:
        spans.extend(windows_of(computation.result) or windows_of(dict(computation.arguments)))
    if not spans and (title := _TITLE_SPAN.search(citation.title)):
        spans.append((date.fromisoformat(title.group(1)), date.fromisoformat(title.group(2))))
    source_values: tuple[Value, ...] | None = None
    if source is not None:
        arguments = dict(computation.arguments) if computation is not None else {}
        source_values = (*flatten(source), *flatten(arguments, "arguments"))
    return Evidence(
        number=citation.number,
        citation=citation,
        function_id=function_id,
        computation=index,
        item=item,
        values=tuple(values),
        source_values=source_values,
        windows=tuple(dict.fromkeys(spans)),
        item_complete=whole is not None,
    )
