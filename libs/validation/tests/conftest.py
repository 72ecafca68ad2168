"""Builders for the validator's tests: real platform results, registered and cited the way the
research tools and the grounder do it, and contracts like the contract writer's.

`Workspace` is one run's source registry: `prices(...)`, `portfolio(...)` and `fundamentals(...)`
call the platform library, register the result as a computation with the same citable items as
the researcher's tools, and return the marks a sentence cites; `draft(text)` grounds the text
(`[[src_…#chk_…]]` → `[n]`, quotes cut as the grounder cuts them) and attaches the computations
the way the orchestrator does. Expensive results (the optimiser, the corpus) are built once.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import JsonValue

from quantward_contracts.values import (
    Citation,
    Computation,
    Constraint,
    DataBinding,
    EvidencePromise,
    Method,
    ResearchContractBody,
)
from quantward_democorpus.market_data import EmbeddedMarketData
from quantward_grounding import Passage, SourceRegistry, ground
from quantward_grounding.sources import Source, item_chunk_id
from quantward_platform import PortfolioConstraints, PortfolioResult
from quantward_platform import fundamentals as fundamentals_lib
from quantward_platform import portfolio as portfolio_lib
from quantward_platform import prices as prices_lib

#: the data the research and the checks both read (the shipped, embedded adapter)
MARKET = EmbeddedMarketData.default()
RUN = "run_validation_tests"
REQUEST = "msg_01hvalidationrequest0001"
DECISION = date(2022, 12, 28)
START = date(2020, 1, 1)
UNIVERSE = ("ent_apple_inc", "ent_microsoft", "ent_jpmorgan_chase", "ent_walmart")
MANDATE = {
    "max_position_weight": 0.1,
    "max_gross_leverage": 2.0,
    "market_neutral": True,
    "max_net_exposure": 0.0,
}


def pct(value: float, digits: int = 1) -> str:
    """The offline researcher's percent formatting (`quantward_policy.researcher.pct`)."""
    return f"{value * 100:.{digits}f}%"


def mark(source: Source, key: str) -> str:
    return f"[[{source.source_id}#{item_chunk_id(source.source_id, key)}]]"


@dataclass
class Draft:
    text: str
    citations: tuple[Citation, ...]
    computations: tuple[Computation, ...]


@dataclass
class Workspace:
    """One run's sources, registered like the research tools register them."""

    registry: SourceRegistry = field(default_factory=lambda: SourceRegistry(RUN))
    sources: list[tuple[Source, str]] = field(default_factory=list)  # (source, tool name)

    def _register(
        self,
        tool: str,
        title: str,
        result: dict[str, JsonValue],
        items: dict[str, JsonValue],
        as_of: date = DECISION,
    ) -> Source:
        source = self.registry.register_computation(
            synthetic=False,
            title=title,
            tool_name=tool,
            result=result,
            items=items,
            tool_call_id=f"tcl_{tool}_{len(self.sources)}",
            as_of=as_of,
        )
        self.sources.append((source, tool))
        return source

    def prices(
        self, entity_ids: Sequence[str], start: date = START, end: date = DECISION
    ) -> tuple[prices_lib.WindowStats, Source]:
        stats = prices_lib.window_stats(
            list(entity_ids), start, end, DECISION, history=MARKET.price_history()
        )
        source = self._register(
            "price_history",
            f"prices.window_stats {start.isoformat()} to {end.isoformat()}",
            stats.model_dump(mode="json"),
            {s.entity_id: s.model_dump(mode="json") for s in stats.stats},
            as_of=end,
        )
        return stats, source

    def portfolio(self, result: PortfolioResult) -> Source:
        dumped = result.model_dump(mode="json")
        items: dict[str, JsonValue] = {f"weight {e}": w for e, w in sorted(result.weights.items())}
        items["summary"] = {
            "status": result.status,
            "objective": result.objective,
            "metrics": dumped.get("metrics"),
            "binding": list(result.binding),
        }
        window = result.window
        return self._register(
            "optimise_portfolio",
            f"{result.function} {window.start.isoformat()} to {window.end.isoformat()}",
            dumped,
            items,
            as_of=window.end,
        )

    def fundamentals(self, figures: fundamentals_lib.FundamentalsQuarters) -> Source:
        return self._register(
            "fundamentals",
            f"fundamentals.quarters of {figures.entity_id} as of {DECISION}",
            figures.model_dump(mode="json"),
            {q.period: q.model_dump(mode="json") for q in figures.quarters},
        )

    def document(self, title: str, text: str, published: date) -> Source:
        source = self.registry.register(
            kind="document",
            title=title,
            tool_name="search",
            content=text,
            tool_call_id=f"tcl_doc_{len(self.sources)}",
            passages=(Passage(chunk_id=f"chk_doc{len(self.sources):04d}x", text=text),),
            published=published,
            synthetic=True,
        )
        self.sources.append((source, "search"))
        return source

    def computations(self) -> tuple[Computation, ...]:
        """As the orchestrator attaches them: function from the result, else the tool name."""
        found = []
        for source, tool in self.sources:
            if source.kind != "computation":
                continue
            result = json.loads(source.content)
            window = result.get("window") if isinstance(result.get("window"), dict) else result
            arguments = {k: window[k] for k in ("start", "end", "as_of") if k in window}
            found.append(
                Computation(
                    source_id=source.source_id,
                    function_id=str(result.get("function", tool)),
                    arguments=arguments,
                    result=result,
                )
            )
        return tuple(found)

    def draft(self, text: str, *, attach: bool = True) -> Draft:
        grounded = ground(self.registry, text)
        assert not grounded.rejected, grounded.rejected
        return Draft(
            grounded.text,
            tuple(grounded.citations),
            self.computations() if attach else (),
        )


def make_contract(**changes: Any) -> ResearchContractBody:
    """A clean market-neutral contract, as the offline contract writer writes one."""
    fields: dict[str, Any] = {
        "interpretation": "A market-neutral portfolio of four large caps over 2020 to 2022",
        "objective": "The best risk-adjusted long/short weights under the mandate",
        "objective_kind": "maximise_risk_adjusted_return",
        "decision_date": DECISION,
        "constraints": tuple(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref=REQUEST,
                unit="bool" if isinstance(value, bool) else "fraction",
            )
            for name, value in MANDATE.items()
        ),
        "data_bindings": (
            DataBinding(
                dataset="prices.daily",
                fields=("close", "return"),
                as_of=DECISION,
                entity_ids=UNIVERSE,
                window_start=START,
                window_end=DECISION,
            ),
        ),
        "methods": (
            Method(function_id="prices.window_stats", purpose="return and risk by company"),
            Method(function_id="portfolio.market_neutral", purpose="the optimised weights"),
        ),
        "evidence": (
            EvidencePromise(
                evidence_id="return_risk.computation",
                description="the prices.window_stats result",
                kind="computation",
                function_id="prices.window_stats",
            ),
            EvidencePromise(
                evidence_id="optimised_portfolio.computation",
                description="the optimiser's result",
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
            EvidencePromise(
                evidence_id="section.portfolio",
                description="the portfolio section",
                kind="section",
                section_title="The optimised portfolio",
            ),
            EvidencePromise(
                evidence_id="table.weights",
                description="the weights table",
                kind="table",
                section_title="Portfolio weights",
            ),
        ),
    }
    fields.update(changes)
    return ResearchContractBody(**fields)


@pytest.fixture(scope="session")
def kit() -> SimpleNamespace:
    """The builders and constants above, for test modules (conftest is not importable)."""
    return SimpleNamespace(
        contract=make_contract,
        Workspace=Workspace,
        pct=pct,
        mark=mark,
        RUN=RUN,
        REQUEST=REQUEST,
        DECISION=DECISION,
        START=START,
        UNIVERSE=UNIVERSE,
        MANDATE=MANDATE,
    )


@pytest.fixture
def workspace() -> Workspace:
    return Workspace()


@pytest.fixture(scope="session")
def market_neutral() -> PortfolioResult:
    """The optimiser's real result for the template's default mandate (solved once)."""
    return portfolio_lib.market_neutral(
        list(UNIVERSE),
        START,
        DECISION,
        DECISION,
        PortfolioConstraints.model_validate(MANDATE),
        history=MARKET.price_history(),
    )


@pytest.fixture(scope="session")
def apple_quarters() -> fundamentals_lib.FundamentalsQuarters:
    filed = MARKET.reported_quarters("ent_apple_inc")
    return fundamentals_lib.quarters("ent_apple_inc", DECISION, 4, filed=filed)
