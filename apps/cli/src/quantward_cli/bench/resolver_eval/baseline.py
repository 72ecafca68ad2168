"""The "afternoon's script" the issue measures us against, so the benchmark can show the gap.

Exact ISIN and ticker maps (with Yahoo / Google notation stripped), then rapidfuzz over cleaned
names with a cut-off: no dates, no graph, no ambiguity. It answers in the same `Resolution`
shape so the same scoring applies.
"""

from __future__ import annotations

import re
from typing import Final

from rapidfuzz import fuzz, process

from quantward_graph.model import Entity
from quantward_resolver.domain.result import Resolution

_SUFFIXES: Final = re.compile(
    r"\b(inc|corp|corporation|co|company|ltd|limited|plc|ag|se|sa|nv|group|holdings?)\b\.?", re.I
)
_NOTATION: Final = re.compile(r"^(?:[A-Z]+:)?([A-Z0-9.\-]+?)(?:\.[A-Z]{1,2})?$")


def _clean(name: str) -> str:
    return " ".join(_SUFFIXES.sub(" ", re.sub(r"[^\w\s]", " ", name.lower())).split())


class BaselineResolver:
    def __init__(self, entities: list[Entity], cutoff: float = 90.0) -> None:
        self.by_isin = {i: e.entity_id for e in entities for i in e.isins()}
        self.by_ticker: dict[str, str] = {}
        for e in entities:
            for ins in e.instruments:
                for lst in ins.listings:
                    self.by_ticker.setdefault(lst.ticker, e.entity_id)
        self.names = {e.entity_id: _clean(e.name) for e in entities}
        self.cutoff = cutoff

    def resolve(self, query: str) -> Resolution:
        text = query.strip()
        hit = self.by_isin.get(text.upper())
        if hit is None and (m := _NOTATION.match(text)):
            hit = self.by_ticker.get(m.group(1))
        if hit is None:
            best = process.extractOne(
                _clean(text), self.names, scorer=fuzz.WRatio, score_cutoff=self.cutoff
            )
            hit = best[2] if best else None
        if hit is None:
            return Resolution(query=text, status="not_found", confidence=0.0)
        from quantward_resolver.domain.result import EntityView

        return Resolution(
            query=text,
            status="resolved",
            confidence=1.0,
            entity=EntityView(entity_id=hit, canonical_name="", kind="company"),
        )
