"""Everything the writers of one company-quarter need, computed once: the quarter and its
neighbours, names as of the dates, document ids, formatted figures, guidance and price moves.

The writers only format what is here, which is what keeps the transcript, the 10-Q, the 8-K and
the news of a quarter telling the same story with the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cached_property

from quantward_democorpus.model import Event, Quarter, Timeline, Tone
from quantward_democorpus.rng import gauss, pick, unit
from quantward_democorpus.sectors import CAPEX_INTENSITY, GUIDED, TOPICS, Sector
from quantward_democorpus.text import (
    basis_points,
    change,
    money,
    pct,
    quarter_phrase,
    year_phrase,
)
from quantward_democorpus.universe import CorpusEntity, Ticker
from quantward_documents.calendar import shift_quarter
from quantward_documents.model import FiscalPeriod
from quantward_documents.prices import MARKET_TZ, PriceError, PriceHistory, PriceMove


@dataclass(frozen=True, slots=True)
class Guidance:
    tone: Tone
    low: float
    high: float
    period: FiscalPeriod
    full_year: int


@dataclass(frozen=True, slots=True)
class Reaction:
    """The market's verdict on a results release: the first session that could trade on it."""

    day: date
    move: PriceMove


class QuarterContext:
    def __init__(
        self,
        timeline: Timeline,
        index: int,
        ids: Mapping[str, str],
        lookup: Mapping[str, CorpusEntity],
    ) -> None:
        self.tl = timeline
        self.seed = timeline.seed
        self.ce = timeline.ce
        self.index = index
        self.q: Quarter = timeline.quarter(index)
        self.prev: Quarter = timeline.quarter(index - 1)
        self.year_ago: Quarter = timeline.quarter(index - 4)
        self.ids = ids
        self.lookup = lookup
        self.prices: PriceHistory | None = timeline.prices
        self.sector: Sector = timeline.sector
        self.currency = self.ce.profile.currency
        self.us = self.ce.profile.filer == "sec"

    @cached_property
    def follows_a_call(self) -> bool:
        """Whether the previous quarter was reported too (not the first after a spin-off)."""
        return self.tl.in_life(self.index - 1)

    # --- identity ------------------------------------------------------------------------------

    def key(self, *parts: object) -> tuple[object, ...]:
        return (self.seed, self.ce.entity_id, self.index, *parts)

    def legal(self, on: date) -> str:
        return self.ce.legal_name(on)

    def short(self, on: date) -> str:
        return self.ce.short_name(on)

    def ticker(self, on: date) -> Ticker | None:
        return self.ce.ticker(on)

    def ticker_tag(self, on: date) -> str:
        """'(Nasdaq: AAPL)' or '' when the company has no listing that day."""
        ticker = self.ticker(on)
        return f" ({ticker.exchange}: {ticker.symbol})" if ticker else ""

    def other_name(self, entity_id: str, on: date) -> str:
        other = self.lookup.get(entity_id)
        if other is not None:
            return other.short_name(on)
        entity = self.ce.names_of_others.get(entity_id)
        return entity.name if entity else entity_id

    def m(self, millions: float) -> str:
        return money(millions, self.currency)

    @property
    def period(self) -> FiscalPeriod:
        return self.q.period

    def phrase(self, period: FiscalPeriod | None = None) -> str:
        return quarter_phrase(period or self.q.period, self.ce.calendar)

    # --- figures -------------------------------------------------------------------------------

    @cached_property
    def revenue_yoy(self) -> float:
        return self.q.revenue / self.year_ago.revenue - 1.0

    @cached_property
    def inventory_yoy(self) -> float:
        if not self.year_ago.inventory:
            return 0.0
        return self.q.inventory / self.year_ago.inventory - 1.0

    def _nim(self, index: int) -> float:
        angle = 2 * math.pi * index / self.tl.cycle_period + self.tl.cycle_phase
        return (
            0.024
            + 0.004 * math.sin(angle)
            + 0.0008 * gauss(self.seed, self.ce.entity_id, index, "nim")
        )

    @cached_property
    def values(self) -> dict[str, str]:
        """Formatted figures for the topic templates; each is the quarter's one value."""
        q, key = self.q, self.key
        sector = self.sector
        gm_change = (
            (q.gross_margin - self.year_ago.gross_margin)
            if q.gross_margin is not None and self.year_ago.gross_margin is not None
            else 0.0
        )
        annual_cogs = (1.0 - (q.gross_margin or 0.3)) * 4.0 * q.revenue
        inventory_days = 365.0 * q.inventory / annual_cogs if annual_cogs else 0.0
        nim = self._nim(self.index)
        production = self.tl.revenue_ref / 60.0 * (1.0 + 0.02 * gauss(*key("prod")))
        production_then = (
            self.tl.revenue_ref
            / 60.0
            * (1.0 + 0.02 * gauss(self.seed, self.ce.entity_id, self.index - 4, "prod"))
        )
        next_period = shift_quarter(q.period, 1)
        return {
            "inventory": self.m(q.inventory),
            "inventory_yoy": pct(self.inventory_yoy),
            "inventory_days": f"{inventory_days:.0f} days",
            "revenue_yoy": pct(self.revenue_yoy),
            "gross_margin": pct(q.gross_margin or 0.0),
            "gm_change": basis_points(gm_change),
            "gm_move": f"{abs(round(gm_change * 10_000))}-basis-point "
            + ("decline" if gm_change < 0 else "improvement"),
            "margin_driver": pick(
                sector.drivers_down if gm_change < 0 else sector.drivers_up, *key("mdrv")
            ),
            "price_pts": f"{2 + 7 * unit(*key('price')):.0f} points",
            "volume_pts": change(0.04 * gauss(*key("volume")) + 0.02 * q.momentum, 0),
            "orders": pct(max(0.01, 0.05 + 0.06 * q.momentum + 0.02 * gauss(*key("orders"))), 0),
            "supply_cost": self.m(q.revenue * (0.005 + 0.015 * unit(*key("supply")))),
            "buyback": self.m(q.buyback),
            "debt": self.m(q.debt),
            "nim": f"{nim * 100:.2f}%",
            "nim_change": basis_points(nim - self._nim(self.index - 1)),
            "nco": f"{0.25 + 0.5 * unit(*key('nco')) + 0.15 * max(0.0, -q.momentum):.2f}%",
            "provision": self.m(q.revenue * (0.03 + 0.05 * unit(*key("prov")))),
            "deposits": self.m(q.deposits),
            "deposit_qoq": change(
                q.deposits / self.prev.deposits - 1.0 if self.prev.deposits else 0.0
            ),
            "pipeline": str(
                8 + int(14 * unit(self.seed, self.ce.entity_id, "pipeline")) + self.index % 3
            ),
            "readouts": str(2 + int(4 * unit(*key("readouts")))),
            "backlog": self.m(q.revenue * (2.5 + 0.3 * q.momentum)),
            "book_to_bill": f"{1.0 + 0.08 * q.momentum + 0.03 * gauss(*key('btb')):.2f}",
            "production": f"{production:,.0f} thousand barrels of oil equivalent per day",
            "production_yoy": change(production / production_then - 1.0),
            "subs_adds": f"{0.2 + 2.0 * unit(*key('subs')):.1f} million",
            "ad_growth": pct(0.02 + 0.08 * unit(*key("ads")) + 0.03 * q.momentum, 0),
            "combined_ratio": f"{91 + 7 * unit(*key('cr')):.1f}%",
            "organic_volume": change(0.01 + 0.03 * q.momentum + 0.02 * gauss(*key("ov")), 0),
            "ev_share": f"{5 + 15 * unit(*key('ev')):.0f}%",
            "input_inflation": f"{3 + 10 * unit(*key('infl')):.0f}%",
            "mcr": f"{80 + 6 * unit(*key('mcr')):.1f}%",
            "leverage": f"{1.5 + 2.5 * unit(self.seed, self.ce.entity_id, 'lev'):.1f} times",
            "capex": self.m(self.capex),
            "capex_year": self.m(self.capex_year),
            "next_quarter": self.phrase(next_period),
            "segment_a": sector.segments[0],
            "segment_b": sector.segments[1],
            "segment_c": sector.segments[2],
            "product": sector.product,
        }

    @cached_property
    def capex(self) -> float:
        """The quarter's capital expenditures: the sector's intensity, with a little noise."""
        intensity = CAPEX_INTENSITY.get(self.sector.key, 0.05)
        return self.q.revenue * intensity * (0.85 + 0.3 * unit(*self.key("capex")))

    @cached_property
    def capex_year(self) -> float:
        """The full-year capital spending plan the CFO states (about four quarters of it)."""
        return self.capex * 4.0 * (0.95 + 0.1 * unit(*self.key("capex-year")))

    # --- guidance ------------------------------------------------------------------------------

    @cached_property
    def guidance(self) -> Guidance:
        """Next quarter's revenue range, set around what the model will deliver, biased by tone."""
        nxt = self.tl.quarter(self.index + 1)
        bias = {"raise": 0.01, "reaffirm": 0.0, "lower_end": -0.01, "limited": -0.02, "cut": -0.035}
        width = {"raise": 0.02, "reaffirm": 0.02, "lower_end": 0.02, "limited": 0.04, "cut": 0.03}
        center = nxt.revenue * (1.0 + bias[self.q.tone])
        step = 10.0 ** max(0, int(math.log10(max(center, 1.0))) - 2)
        low = math.floor(center * (1 - width[self.q.tone]) / step) * step
        high = math.ceil(center * (1 + width[self.q.tone]) / step) * step
        year = self.q.period.fiscal_year + (1 if self.q.period.fiscal_quarter == 4 else 0)
        return Guidance(self.q.tone, low, high, nxt.period, year)

    def guidance_sentences(self, speaker_key: str) -> list[str]:
        """Outlook language for the tone; each tone carries one phrase a reader can spot."""
        g = self.guidance
        metric, share = GUIDED.get(self.sector.key, ("revenue", 1.0))
        span = f"{self.m(g.low * share)} to {self.m(g.high * share)}"
        nxt = self.phrase(g.period)
        fy = year_phrase(g.full_year, self.ce.calendar)
        k = self.key("guidance", speaker_key)
        if g.tone == "raise":
            return [
                pick(
                    (
                        f"We are confident in the trajectory of the business, and we are raising "
                        f"our outlook for {fy}.",
                        f"Given the strength we are seeing, we are raising our {fy} outlook, and "
                        "we are confident in our ability to deliver it.",
                    ),
                    *k,
                    "a",
                ),
                f"For {nxt}, we expect {metric} of {span}.",
            ]
        if g.tone == "reaffirm":
            return [
                pick(
                    (
                        f"We continue to expect {fy} results in line with the outlook we gave "
                        "you, and we are confident in our plan.",
                        f"We are reaffirming our {fy} outlook; we expect steady progress through "
                        "the year.",
                    ),
                    *k,
                    "a",
                ),
                f"For {nxt}, we expect {metric} in the range of {span}.",
            ]
        if g.tone == "lower_end":
            return [
                pick(
                    (
                        f"Given what we are seeing, we now expect {fy} results at the lower end "
                        "of the range we gave you earlier in the year.",
                        f"We now expect full-year revenue and earnings per share at the lower end "
                        f"of our {fy} range.",
                    ),
                    *k,
                    "a",
                ),
                f"For {nxt}, we now expect {metric} of {span}.",
            ]
        if g.tone == "limited":
            return [
                pick(
                    (
                        "Visibility remains limited, and we are widening our range to reflect "
                        "the uncertainty we see in our end markets.",
                        "Near-term visibility remains limited, so we are being prudent in how we "
                        "plan the business.",
                    ),
                    *k,
                    "a",
                ),
                f"For {nxt}, we expect {metric} of {span}, a wider range than usual.",
            ]
        return [
            pick(
                (
                    f"We are lowering our outlook for {fy}, reflecting "
                    f"{pick(self.sector.drivers_down, *k, 'd')}.",
                    f"We are lowering our outlook: conditions deteriorated late in the quarter "
                    f"and we expect {pick(self.sector.drivers_down, *k, 'd')} to persist.",
                ),
                *k,
                "a",
            ),
            f"For {nxt}, we now expect {metric} of {span}.",
        ]

    # --- events --------------------------------------------------------------------------------

    def events(self, *kinds: str) -> list[Event]:
        return [e for e in self.q.events if not kinds or e.kind in kinds]

    def event_id(self, event: Event) -> str:
        return self.ids[f"event-{event.ordinal}"]

    # --- prices --------------------------------------------------------------------------------

    @cached_property
    def since_last_call(self) -> PriceMove | None:
        """The share-price move from the last close known at the previous call to the last
        close known at this one (real prices; priced companies only)."""
        if self.prices is None or not self.follows_a_call:
            return None
        try:
            return self.prices.move_between(self.ce.entity_id, self.prev.call_at, self.q.call_at)
        except PriceError:
            return None

    @cached_property
    def reaction(self) -> Reaction | None:
        """The first session after the release: the report day if released before the open,
        else the next trading day."""
        if self.prices is None:
            return None
        local = self.q.report_at.astimezone(MARKET_TZ)
        day: date | None = local.date()
        if local.time() >= time(9, 30) or not self.prices.is_trading_day(local.date()):
            day = self.prices.next_trading_day(local.date())
        if day is None:
            return None
        try:
            return Reaction(day, self.prices.day_move(self.ce.entity_id, day))
        except PriceError:
            return None

    def reaction_published_at(self) -> datetime | None:
        reaction = self.reaction
        if reaction is None:
            return None
        return datetime.combine(reaction.day, time(16, 35), tzinfo=MARKET_TZ)

    # --- news timing ---------------------------------------------------------------------------

    def preview_at(self) -> datetime:
        day = self.q.report_at.date() - timedelta(days=2 + int(3 * unit(*self.key("preview"))))
        while day.weekday() >= 5:
            day -= timedelta(days=1)
        return self.q.report_at.replace(
            year=day.year, month=day.month, day=day.day, hour=10, minute=12
        )

    def topic_keys(self) -> tuple[str, ...]:
        return tuple(t for t in self.sector.topics if t in TOPICS)
