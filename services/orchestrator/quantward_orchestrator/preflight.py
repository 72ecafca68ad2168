"""Checks before research: what the data cannot answer is the user's to change, not the model's
to repair.

A template pins questions that need data (daily prices, reported quarters, the earnings
calendar). When the request asks for a day after the prices end, a portfolio of a company that
has no prices, or the calendar of a company it does not hold, no number of research rounds can
produce the evidence the contract promises: the run would end in "draft 4 still does not pass".
These checks run once the companies are resolved, before the contract writer or any researcher
spends a model call, and say in a sentence what to change (and which input changes it).

`obstacles` is pure: facts about coverage in (`Coverage`, read through the MarketData port by
`read_coverage`), obstacles out. A free question pins no data, so nothing is checked for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Final

from quantward_orchestrator.domain import ResolvedEntity, RunSpec
from quantward_platform.errors import UnknownEntityError
from quantward_platform.market_data import MarketData
from quantward_workflows.values import DateRange

#: approaches that read daily prices up to the run's point in time
PRICE_APPROACHES: Final = frozenset({"prices", "portfolio"})
#: how many covered companies a message names as examples
EXAMPLES: Final = 5


@dataclass(frozen=True)
class EntityCoverage:
    """What the datasets hold for one company."""

    priced: bool
    #: the first day a periodic report of it was published (None: it has none)
    first_report: date | None
    #: the end of its first quarter in the earnings calendar (None: not in the calendar)
    first_quarter_end: date | None


@dataclass(frozen=True)
class Coverage:
    """What the data covers, for the datasets a run's plan needs and the run's companies."""

    prices_first: date | None = None
    prices_last: date | None = None
    priced_examples: tuple[str, ...] = ()
    priced_count: int = 0
    entities: Mapping[str, EntityCoverage] | None = None


@dataclass(frozen=True)
class Obstacle:
    """Why the run cannot answer as asked; `input_name` is the input a user changes to fix it
    (None when no input can)."""

    text: str
    input_name: str | None


def needed_approaches(spec: RunSpec) -> frozenset[str]:
    """The data approaches the run's pinned questions use (none for a free question)."""
    if spec.template is None or spec.inputs is None:
        return frozenset()
    return frozenset(item.approach for item in spec.template.plan)


def read_coverage(market: MarketData, entity_ids: Sequence[str], needs: Iterable[str]) -> Coverage:
    """Coverage of `entity_ids` in the datasets `needs` reads (blocking: call in a thread)."""
    needs = frozenset(needs)
    prices = market.price_history() if needs & PRICE_APPROACHES else None
    calendar = market.earnings_calendar() if "earnings_calendar" in needs else None
    entities: dict[str, EntityCoverage] = {}
    for entity_id in entity_ids:
        first_report: date | None = None
        if "fundamentals" in needs:
            try:
                quarters = market.reported_quarters(entity_id)
            except UnknownEntityError:
                quarters = ()
            first_report = min((q.published_at.date() for q in quarters), default=None)
        first_quarter_end: date | None = None
        if calendar is not None and calendar.covers(entity_id):
            ends = [q.quarter_end for q in calendar.quarters(entity_id)]
            first_quarter_end = min(ends, default=None)
        entities[entity_id] = EntityCoverage(
            priced=prices is not None and prices.covers(entity_id),
            first_report=first_report,
            first_quarter_end=first_quarter_end,
        )
    return Coverage(
        prices_first=prices.first_day if prices is not None else None,
        prices_last=prices.last_day if prices is not None else None,
        priced_examples=prices.entity_ids[:EXAMPLES] if prices is not None else (),
        priced_count=len(prices.entity_ids) if prices is not None else 0,
        entities=entities,
    )


def obstacles(
    spec: RunSpec, entities: Sequence[ResolvedEntity], coverage: Coverage
) -> list[Obstacle]:
    """Every reason the run cannot answer as asked, in the order a user would fix them."""
    if spec.template is None or spec.inputs is None:
        return []
    found: list[Obstacle] = []
    found += _price_window(spec, coverage)
    found += _companies(spec, entities, coverage)
    return found


def _items(spec: RunSpec, approaches: Iterable[str]) -> str:
    assert spec.template is not None
    wanted = set(approaches)
    ids = [item.id for item in spec.template.plan if item.approach in wanted]
    return ", ".join(ids)


def _date_input(spec: RunSpec) -> str | None:
    assert spec.inputs is not None
    return next((n for n, s in spec.inputs.template.inputs.items() if s.type == "date"), None)


def _window_input(spec: RunSpec) -> str | None:
    assert spec.inputs is not None
    return next((n for n, v in spec.inputs.values.items() if isinstance(v, DateRange)), None)


def _price_window(spec: RunSpec, coverage: Coverage) -> list[Obstacle]:
    if not needed_approaches(spec) & PRICE_APPROACHES or coverage.prices_last is None:
        return []
    first, last = coverage.prices_first, coverage.prices_last
    items = _items(spec, PRICE_APPROACHES)
    found: list[Obstacle] = []
    window, window_name = spec.window, _window_input(spec)
    outside = window is not None and (
        window.end > last or (first is not None and window.start < first)
    )
    if outside and window is not None and window_name is not None:
        found.append(
            Obstacle(
                f"{window_name} {window.start} to {window.end} runs outside the daily "
                f"prices ({first} to {last}) that {items} need; choose a window inside them",
                window_name,
            )
        )
    as_of, date_name = spec.as_of, _date_input(spec)
    if as_of is not None and date_name is not None and as_of > last:
        found.append(
            Obstacle(
                f"{date_name} {as_of} is after the daily prices end ({last}), and {items} "
                f"need(s) prices up to {date_name}; choose {last} or an earlier day",
                date_name,
            )
        )
    return found


def _input_naming(spec: RunSpec, entity: ResolvedEntity) -> str | None:
    """The company input whose value named this entity."""
    assert spec.inputs is not None
    query = entity.query.casefold()
    for name in spec.inputs.template.company_inputs():
        value = spec.inputs.values.get(name)
        names = (value,) if isinstance(value, str) else (value or ())
        if any(isinstance(n, str) and n.casefold() == query for n in names):
            return name
    return None


def _companies(
    spec: RunSpec, entities: Sequence[ResolvedEntity], coverage: Coverage
) -> list[Obstacle]:
    needs = needed_approaches(spec)
    held = coverage.entities or {}
    as_of = spec.as_of
    found: list[Obstacle] = []
    date_name = _date_input(spec)
    for entity in entities:
        facts = held.get(entity.entity_id)
        if facts is None:
            continue
        who = f"{entity.name} ({entity.entity_id})"
        fix_company = _input_naming(spec, entity)
        if "portfolio" in needs and not facts.priced:
            examples = ", ".join(coverage.priced_examples)
            found.append(
                Obstacle(
                    f"{who} has no daily prices, so {_items(spec, ['portfolio'])} cannot weight "
                    f"it; {coverage.priced_count} companies are priced (e.g. {examples}): "
                    "choose companies among them",
                    fix_company,
                )
            )
        if "earnings_calendar" in needs:
            found += _dated(
                who,
                facts.first_quarter_end,
                as_of,
                "is not in the earnings calendar",
                "the earnings calendar's first quarter of it ends",
                _items(spec, ["earnings_calendar"]),
                fix_company,
                date_name,
            )
        if "fundamentals" in needs:
            found += _dated(
                who,
                facts.first_report,
                as_of,
                "has no reported quarters",
                "its first reported quarter was published",
                _items(spec, ["fundamentals"]),
                fix_company,
                date_name,
            )
    return found


def _dated(
    who: str,
    first: date | None,
    as_of: date | None,
    absent: str,
    starts: str,
    items: str,
    fix_company: str | None,
    date_name: str | None,
) -> list[Obstacle]:
    if first is None:
        text = f"{who} {absent}, which {items} need(s); choose another company"
        return [Obstacle(text, fix_company)]
    if as_of is not None and first > as_of:
        return [
            Obstacle(
                f"for {who}, {starts} on {first}, after {as_of}, so {items} would find nothing; "
                f"choose a later day",
                date_name,
            )
        ]
    return []


def obstacles_text(found: Sequence[Obstacle]) -> str:
    """One paragraph for a user: what cannot be answered as asked, and what to change."""
    return "the run cannot answer as asked, and research would not change that: " + "; ".join(
        o.text for o in found
    )
