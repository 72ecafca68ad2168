"""The invented financials and event timeline of one company, one fiscal quarter at a time.

Every figure of a quarter is a pure function of (seed, entity, quarter): revenue follows a
trend, a seasonal pattern and a business cycle with a phase of its own; the cycle's slope drives
guidance tone (confident in an upswing, "at the lower end" and "visibility remains limited" in a
downswing) and inventory builds; balance sheets are derived from the same figures, so the
inventory on the call, in the 10-Q and in next year's comparative column is one number. Events
(leadership changes, acquisitions, guidance updates, debt issuances) are drawn per quarter and
dated inside it, after the previous results call, so the call that follows can cite the 8-K by
its filing date. Report dates follow the company's habit (lag, before the open or after the
close) and, for priced companies, fall on real trading days.

Nothing here is real except the calendars (curated), the names (from the graph) and, in the
writers, price moves (from the shipped prices).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from functools import cached_property
from typing import Final, Literal
from zoneinfo import ZoneInfo

from quantward_democorpus.people import (
    Person,
    acquisition_target,
    distinct_name,
    person_name,
)
from quantward_democorpus.rng import gauss, pick, unit
from quantward_democorpus.sectors import Sector, sector
from quantward_democorpus.universe import CorpusEntity, graph_names
from quantward_documents.calendar import quarter_index
from quantward_documents.model import FiscalPeriod
from quantward_documents.prices import PriceHistory

Tone = Literal["raise", "reaffirm", "lower_end", "limited", "cut"]
TONES: Final[tuple[Tone, ...]] = ("raise", "reaffirm", "lower_end", "limited", "cut")
EventKind = Literal[
    "leadership", "acquisition_signed", "acquisition_closed", "guidance_update", "debt_issuance"
]
#: Events are scheduled from this quarter index on, whatever window is generated, so the
#: number of leadership changes before a quarter (and so who the CFO is) never depends on it.
ORIGIN_INDEX: Final = 1984 * 4
_REFERENCE_INDEX: Final = 2022 * 4
_LAST_INDEX: Final = 2030 * 4

#: Rough 2022 quarterly revenue of the priced companies (USD billions), so scale is plausible.
REVENUE_2022_BN: Final[Mapping[str, float]] = {
    "ent_apple_inc": 96.0,
    "ent_amd": 5.9,
    "ent_bank_of_america": 23.5,
    "ent_best_buy": 11.5,
    "ent_chevron_corporation": 59.0,
    "ent_general_electric": 19.0,
    "ent_home_depot": 39.0,
    "ent_johnson_johnson": 23.8,
    "ent_jpmorgan_chase": 32.0,
    "ent_coca_cola": 10.7,
    "ent_eli_lilly_and_company": 7.1,
    "ent_merck_co": 14.5,
    "ent_microsoft": 50.0,
    "ent_pepsico": 21.5,
    "ent_pfizer": 25.0,
    "ent_procter_gamble": 20.0,
    "ent_unitedhealth_group": 81.0,
    "ent_walmart": 152.0,
    "ent_exxonmobil": 100.0,
}
_CURRENCY_PER_USD: Final[Mapping[str, float]] = {
    "USD": 1.0,
    "EUR": 0.95,
    "GBP": 0.8,
    "CHF": 0.95,
    "JPY": 130.0,
}


@dataclass(frozen=True, slots=True)
class Event:
    """A material event, disclosed on `at` (an 8-K for SEC filers, an announcement otherwise)."""

    kind: EventKind
    index: int
    at: datetime
    ordinal: int
    detail: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Quarter:
    """One fiscal quarter's figures (in millions of the reporting currency) and dates."""

    index: int
    period: FiscalPeriod
    start: date
    end: date
    report_at: datetime
    call_at: datetime
    periodic_at: datetime
    revenue: float
    gross_margin: float | None
    operating_income: float
    net_income: float
    shares: float
    eps: float
    estimate: float
    cash: float
    receivables: float
    inventory: float
    debt: float
    equity: float
    loans: float
    deposits: float
    buyback: float
    momentum: float
    tone: Tone
    ceo: Person
    cfo: Person
    events: tuple[Event, ...]

    @property
    def surprise(self) -> float:
        return round(self.eps - self.estimate, 2)


def _at(day: date, clock: time, zone: str) -> datetime:
    return datetime.combine(day, clock, tzinfo=ZoneInfo(zone))


class Timeline:
    """The quarters and events of one entity for one seed (computed on demand, cached)."""

    def __init__(self, seed: int, ce: CorpusEntity, prices: PriceHistory | None) -> None:
        self.seed = seed
        self.ce = ce
        self.prices = prices if ce.priced else None
        self.sector: Sector = sector(ce.sector)
        self._quarters: dict[int, Quarter] = {}
        key = (seed, ce.entity_id)
        fx = _CURRENCY_PER_USD.get(ce.profile.currency, 1.0)
        lo, hi = self.sector.revenue_bn
        base_bn = REVENUE_2022_BN.get(ce.entity_id) or lo + (hi - lo) * unit(*key, "size") ** 2
        self.revenue_ref = base_bn * 1000.0 * fx
        self.growth = 0.02 + 0.08 * unit(*key, "growth")
        self.cycle_period = 10.0 + 10.0 * unit(*key, "period")
        self.cycle_phase = 2.0 * math.pi * unit(*key, "phase")
        self.cycle_amplitude = 0.03 + 0.05 * unit(*key, "amplitude")
        gm = self.sector.gross_margin
        self.gross_margin_ref = gm[0] + (gm[1] - gm[0]) * unit(*key, "gm") if gm else None
        nm = self.sector.net_margin
        self.net_margin_ref = nm[0] + (nm[1] - nm[0]) * unit(*key, "nm")
        annual_eps = (1.5 + 8.5 * unit(*key, "eps")) * (100.0 if fx > 50 else 1.0)
        self.shares_ref = 4 * self.revenue_ref * self.net_margin_ref / annual_eps
        self.buyback_rate = 0.01 + 0.025 * unit(*key, "buyback")
        self.leverage = 0.05 + 0.3 * unit(*key, "leverage")
        self.fx = fx
        self.cash_ratio = 0.02 + 0.13 * unit(*key, "cash")

    # --- the cycle -----------------------------------------------------------------------------

    def _angle(self, index: int) -> float:
        return 2.0 * math.pi * index / self.cycle_period + self.cycle_phase

    def momentum(self, index: int) -> float:
        """The slope of the business cycle plus noise: what management's tone follows."""
        return math.cos(self._angle(index)) + 0.45 * gauss(self.seed, self.ce.entity_id, index, "m")

    def tone(self, index: int) -> Tone:
        m = self.momentum(index)
        if m > 0.75:
            return "raise"
        if m > -0.25:
            return "reaffirm"
        if m > -0.8:
            return "lower_end"
        if m > -1.25:
            return "limited"
        return "cut"

    def revenue(self, index: int, period: FiscalPeriod) -> float:
        trend = math.pow(1.0 + self.growth, (index - _REFERENCE_INDEX) / 4.0)
        season = self.sector.seasonality[(period.fiscal_quarter or 1) - 1]
        cycle = 1.0 + self.cycle_amplitude * math.sin(self._angle(index))
        noise = 1.0 + 0.015 * gauss(self.seed, self.ce.entity_id, index, "rev")
        return self.revenue_ref * trend * season * cycle * noise

    # --- dates ---------------------------------------------------------------------------------

    @cached_property
    def _zone(self) -> str:
        return self.ce.profile.timezone

    def _business_day(self, day: date, *, latest: date | None = None) -> date:
        """`day` or the next weekday (a trading day where prices exist); not after `latest`."""
        candidate = day
        for _ in range(10):
            ok = candidate.weekday() < 5
            if ok and self.prices and self.prices.first_day <= candidate <= self.prices.last_day:
                ok = self.prices.is_trading_day(candidate)
            if ok:
                break
            candidate += timedelta(days=1)
        if latest is not None and candidate > latest:
            candidate = latest
            while candidate.weekday() >= 5:
                candidate -= timedelta(days=1)
        return candidate

    def report_day(self, index: int) -> date:
        period = _period(index)
        end = self.ce.calendar.quarter_end(period)
        lag = self.ce.profile.report_lag_days + (5 if period.fiscal_quarter == 4 else 0)
        lag += int(7 * unit(self.seed, self.ce.entity_id, index, "lag")) - 3
        # Results come out before the 10-Q/10-K is due (40/60 days for large filers), and the
        # move to a Tuesday-Thursday below can add up to five days.
        lag = min(lag, 54 if period.fiscal_quarter == 4 else 34)
        day = end + timedelta(days=max(lag, 7))
        for _ in range(10):  # results come out Tuesday to Thursday
            if day.weekday() in (1, 2, 3):
                break
            day += timedelta(days=1)
        return self._business_day(day)

    def report_at(self, index: int) -> datetime:
        clock = time(7, 0) if self.ce.profile.timing == "before_open" else time(16, 5)
        return _at(self.report_day(index), clock, self._zone)

    def call_at(self, index: int) -> datetime:
        if self.ce.profile.timing == "before_open":
            clock = time(8, 30) if self.ce.profile.filer == "sec" else time(9, 0)
        else:
            clock = time(17, 0)
        return _at(self.report_day(index), clock, self._zone)

    def periodic_at(self, index: int) -> datetime:
        """10-Q / 10-K filing (within the SEC deadlines), or the interim report (with results)."""
        if self.ce.profile.filer != "sec":
            return self.report_at(index)
        period = _period(index)
        end = self.ce.calendar.quarter_end(period)
        deadline = end + timedelta(days=60 if period.fiscal_quarter == 4 else 40)
        delay = int(4 * unit(self.seed, self.ce.entity_id, index, "filing"))
        day = self._business_day(self.report_day(index) + timedelta(days=delay), latest=deadline)
        return _at(max(day, self.report_day(index)), time(16, 15), self._zone)

    # --- people --------------------------------------------------------------------------------

    @cached_property
    def _changes(self) -> Mapping[str, list[int]]:
        """Quarter indexes of leadership changes per role, from ORIGIN_INDEX to the horizon."""
        changes: dict[str, list[int]] = {"CEO": [], "CFO": []}
        for i in range(ORIGIN_INDEX, _LAST_INDEX + 1):
            role = self._leadership_role(i)
            if role:
                changes[role].append(i)
        return changes

    def _tenure(self, index: int, role: str) -> int:
        """How many times `role` changed hands from ORIGIN_INDEX up to quarter `index`."""
        return bisect.bisect_right(self._changes[role], index)

    def _leadership_role(self, index: int) -> str | None:
        if not self.ce.profile.earnings_calls and not self.ce.profile.files_reports:
            return None
        if unit(self.seed, self.ce.entity_id, index, "leadership") >= 0.05:
            return None
        return "CEO" if unit(self.seed, self.ce.entity_id, index, "role") < 0.3 else "CFO"

    def executive(self, index: int, role: str) -> Person:
        tenure = self._tenure(index, role)
        # Nobody on a company's call shares a first or a last name with a colleague on it: a
        # CEO who opens with "Thank you, Heather" must not be called Heather herself.
        colleagues = [self.investor_relations()]
        if role == "CFO":
            colleagues.append(self.executive(index, "CEO"))
        name = distinct_name(
            (self.seed, self.ce.entity_id, role, tenure), colleagues, country=self.ce.country
        )
        if role == "CEO":
            title = pick(
                ("Chief Executive Officer", "Chairman and Chief Executive Officer"),
                self.seed,
                self.ce.entity_id,
                tenure,
                "ceo-title",
            )
        else:
            title = pick(
                ("Chief Financial Officer", "Executive Vice President and Chief Financial Officer"),
                self.seed,
                self.ce.entity_id,
                tenure,
                "cfo-title",
            )
        return Person(name, title)

    def investor_relations(self) -> Person:
        name = person_name(self.seed, self.ce.entity_id, "ir", country=self.ce.country)
        return Person(name, "Head of Investor Relations")

    # --- events --------------------------------------------------------------------------------

    def event_day(self, index: int, ordinal: int) -> date:
        period = _period(index)
        start = self.ce.calendar.quarter_start(period)
        end = self.ce.calendar.quarter_end(period)
        lo = max(start + timedelta(days=5), self.report_day(index - 1) + timedelta(days=6))
        hi = end - timedelta(days=4)
        if lo > hi:
            lo = hi
        span = (hi - lo).days
        day = lo + timedelta(
            days=int((span + 1) * unit(self.seed, self.ce.entity_id, index, "ev", ordinal))
        )
        return self._business_day(day, latest=hi)

    def _signing(self, index: int) -> int | None:
        """If an acquisition is signed in quarter `index`: quarters until it closes (1 or 2)."""
        if not self.ce.profile.files_reports:
            return None
        if unit(self.seed, self.ce.entity_id, index, "acq") >= 0.05:
            return None
        return 1 + int(2 * unit(self.seed, self.ce.entity_id, index, "acq-close"))

    def target(self, index: int) -> str:
        return acquisition_target(
            f"{self.seed}:{self.ce.entity_id}", index, self.ce.sector, graph_names()
        )

    def deal_value(self, index: int) -> float:
        """Price of the acquisition signed in quarter `index` (millions)."""
        raw = self.revenue_ref * (0.1 + 0.6 * unit(self.seed, self.ce.entity_id, index, "deal"))
        return round(raw / 50.0) * 50.0 or 50.0

    def debt_amount(self, index: int) -> float:
        """Notes issued in quarter `index` (millions), 0 if none."""
        p = 0.3 if self.ce.sector == "financing" else 0.07
        if unit(self.seed, self.ce.entity_id, index, "debt") >= p:
            return 0.0
        raw = self.revenue_ref * (
            0.2 + 0.8 * unit(self.seed, self.ce.entity_id, index, "debt-size")
        )
        return max(250.0, round(raw / 250.0) * 250.0)

    def events(self, index: int) -> tuple[Event, ...]:
        """The quarter's material events, in date order."""
        if not self.ce.profile.earnings_calls and not self.ce.profile.files_reports:
            return self._issuer_events(index)
        found: list[tuple[EventKind, dict[str, str]]] = []
        role = self._leadership_role(index)
        if role:
            outgoing = self.executive(index - 1, role)
            incoming = self.executive(index, role)
            found.append(
                (
                    "leadership",
                    {
                        "role": role,
                        "outgoing": outgoing.name,
                        "incoming": incoming.name,
                        "title": incoming.title,
                    },
                )
            )
        if self._signing(index):
            found.append(
                (
                    "acquisition_signed",
                    {
                        "target": self.target(index),
                        "value": f"{self.deal_value(index):.0f}",
                        "closes_in": str(self._signing(index)),
                    },
                )
            )
        for back in (1, 2):
            if self._signing(index - back) == back:
                found.append(
                    (
                        "acquisition_closed",
                        {
                            "target": self.target(index - back),
                            "value": f"{self.deal_value(index - back):.0f}",
                            "signed_index": str(index - back),
                        },
                    )
                )
        softer = TONES.index(self.tone(index)) > TONES.index(self.tone(index - 1))
        if (
            softer
            and self.tone(index) in ("lower_end", "limited", "cut")
            and unit(self.seed, self.ce.entity_id, index, "gu") < 0.75
        ):
            found.append(("guidance_update", {"tone": self.tone(index)}))
        amount = self.debt_amount(index)
        if amount:
            found.append(("debt_issuance", {"amount": f"{amount:.0f}"}))
        return self._dated(index, found)

    def _issuer_events(self, index: int) -> tuple[Event, ...]:
        found: list[tuple[EventKind, dict[str, str]]] = []
        amount = self.debt_amount(index)
        if amount:
            found.append(("debt_issuance", {"amount": f"{amount:.0f}"}))
        return self._dated(index, found)

    def _dated(
        self, index: int, found: list[tuple[EventKind, dict[str, str]]]
    ) -> tuple[Event, ...]:
        events = []
        for ordinal, (kind, detail) in enumerate(found):
            day = self.event_day(index, ordinal)
            clock = (
                time(16, 30)
                if unit(self.seed, self.ce.entity_id, index, ordinal, "t") < 0.6
                else time(7, 30)
            )
            events.append(Event(kind, index, _at(day, clock, self._zone), ordinal, detail))
        events.sort(key=lambda e: (e.at, e.ordinal))
        return tuple(events)

    # --- the quarter ---------------------------------------------------------------------------

    def quarter(self, index: int) -> Quarter:
        cached = self._quarters.get(index)
        if cached is not None:
            return cached
        quarter = self._build(index)
        self._quarters[index] = quarter
        return quarter

    def _build(self, index: int) -> Quarter:
        key = (self.seed, self.ce.entity_id, index)
        period = _period(index)
        calendar = self.ce.calendar
        revenue = self.revenue(index, period)
        momentum = self.momentum(index)
        gm_ref = self.gross_margin_ref
        gross_margin = (
            gm_ref + 0.02 * math.sin(self._angle(index)) + 0.006 * gauss(*key, "gm")
            if gm_ref is not None
            else None
        )
        net_margin = self.net_margin_ref * (
            1.0 + 0.2 * math.sin(self._angle(index)) + 0.06 * gauss(*key, "nm")
        )
        net_income = revenue * net_margin
        operating_income = net_income / 0.78
        fiscal_year_offset = period.fiscal_year - _REFERENCE_INDEX // 4
        shares = self.shares_ref * (1.0 - self.buyback_rate) ** fiscal_year_offset
        eps = round(net_income / shares, 2)
        surprise = 0.025 + 0.05 * gauss(*key, "surprise")
        estimate = round(eps / (1.0 + surprise), 2) if eps > 0 else round(eps - 0.03, 2)
        annual = 4.0 * revenue
        build = 1.0 + 0.12 * max(0.0, -momentum)
        days = self.sector.inventory_days
        inventory = (
            (1.0 - (gross_margin or 0.3))
            * annual
            / 365.0
            * (days[0] + (days[1] - days[0]) * unit(self.seed, self.ce.entity_id, "dio"))
            * build
            * (1.0 + 0.03 * gauss(*key, "inv"))
            if days
            else 0.0
        )
        rdays = self.sector.receivable_days
        receivables = (
            annual
            / 365.0
            * (rdays[0] + (rdays[1] - rdays[0]) * unit(self.seed, self.ce.entity_id, "dso"))
            * (1.0 + 0.04 * gauss(*key, "ar"))
            if rdays
            else 0.0
        )
        issued = sum(self.debt_amount(i) for i in range(index - 11, index + 1))
        debt = annual * self.leverage * (1.0 + 0.02 * gauss(*key, "debt")) + issued
        cash = annual * self.cash_ratio * (1.0 + 0.08 * gauss(*key, "cash"))
        equity = annual * (0.15 + 0.45 * unit(self.seed, self.ce.entity_id, "equity"))
        loans = annual * 2.6 if self.sector.financial else 0.0
        deposits = (
            annual * 3.4 * (1.0 + 0.02 * gauss(*key, "dep")) if self.sector.financial else 0.0
        )
        return Quarter(
            index=index,
            period=period,
            start=calendar.quarter_start(period),
            end=calendar.quarter_end(period),
            report_at=self.report_at(index),
            call_at=self.call_at(index),
            periodic_at=self.periodic_at(index),
            revenue=revenue,
            gross_margin=gross_margin,
            operating_income=operating_income,
            net_income=net_income,
            shares=shares,
            eps=eps,
            estimate=estimate,
            cash=cash,
            receivables=receivables,
            inventory=inventory,
            debt=debt,
            equity=equity,
            loans=loans,
            deposits=deposits,
            buyback=max(0.0, net_income * 0.3 * (1.0 + 0.2 * gauss(*key, "bb"))),
            momentum=momentum,
            tone=self.tone(index),
            ceo=self.executive(index, "CEO"),
            cfo=self.executive(index, "CFO"),
            events=self.events(index),
        )

    # --- the window ----------------------------------------------------------------------------

    def window(self, quarters: int, end: date, horizon: date) -> list[int]:
        """The quarters to generate: the last `quarters` reported by `end` within the entity's
        life. An unpriced entity with a shorter life before `end` (a recent spin-off, or one
        that appears later) continues forward, reporting by `horizon`; priced companies stop at
        `end`, where their prices stop."""
        ce = self.ce
        last = quarter_index(ce.calendar.period_of(min(end, ce.life_end or end)))
        alive: list[int] = []
        for index in range(last, ORIGIN_INDEX, -1):
            if len(alive) >= quarters:
                break
            if self.in_life(index) and self.report_day(index) <= end:
                alive.append(index)
            elif alive and not self.in_life(index):
                break
        alive.sort()
        if len(alive) >= quarters or ce.priced:
            return alive
        if alive:
            start = alive[-1] + 1
        elif ce.life_start is not None and ce.life_start > end:
            start = quarter_index(ce.calendar.period_of(ce.life_start))
        else:
            return alive
        for index in range(start, start + 2 * quarters + 4):
            if len(alive) >= quarters:
                break
            report = self.report_day(index)
            if report > horizon:
                break
            if self.in_life(index) and report > end:
                alive.append(index)
        return alive

    def in_life(self, index: int) -> bool:
        ce = self.ce
        period = _period(index)
        report = self.report_day(index)
        if ce.life_start and (
            ce.calendar.quarter_end(period) < ce.life_start
            or report < ce.life_start + timedelta(days=14)
        ):
            return False
        return not (ce.life_end and report > ce.life_end - timedelta(days=14))


def _period(index: int) -> FiscalPeriod:
    return FiscalPeriod(fiscal_year=index // 4, fiscal_quarter=index % 4 + 1)
