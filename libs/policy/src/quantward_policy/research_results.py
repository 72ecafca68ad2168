"""The research tools' results as the offline researcher reads them.

Views, not the tools' own models: the tools live in the researcher service (which the policy
may not import) and answer with JSON; a view names the fields the role uses and ignores the rest,
so a tool adding a field changes nothing here, and a result of another shape reads as None.
Every citable item carries the `cite` mark the tool registered, so a view without one fails.
"""

from __future__ import annotations

from pydantic import field_validator

from quantward_documents.injection import from_data
from quantward_policy.conversation import View


class Hit(View):
    """A `search_documents` hit. Its excerpt arrives delimited as document data; the view
    reads the text inside. `instructions_flagged` names what in it tries to instruct a model."""

    cite: str
    excerpt: str = ""
    title: str = "document"
    published: str | None = None
    document_id: str | None = None
    type: str | None = None
    #: the company the document is about first, then the others it mentions
    entity_ids: tuple[str, ...] = ()
    #: the whole chunk the excerpt comes from
    text: str = ""
    instructions_flagged: tuple[str, ...] = ()

    @field_validator("excerpt", "text")
    @classmethod
    def _inside_the_delimiter(cls, value: str) -> str:
        return from_data(value)


class Searched(View):
    hits: tuple[Hit, ...] = ()


class ReportedQuarter(View):
    """An `earnings_calendar` quarter (reported, or the next report)."""

    cite: str
    period: str | None = None
    quarter_end: str | None = None
    status: str | None = None
    report_at: str | None = None
    eps_actual: float | None = None
    eps_estimate: float | None = None
    eps_surprise: float | None = None
    eps_surprise_pct: float | None = None
    call_at: str | None = None
    transcript_id: str | None = None
    periodic_report_id: str | None = None
    periodic_report_form: str | None = None


class Calendar(View):
    entity_id: str = ""
    name: str | None = None
    next_report: ReportedQuarter | None = None
    quarters: tuple[ReportedQuarter, ...] = ()


class QuarterFigures(View):
    """A `fundamentals` quarter, in millions of the company's currency."""

    cite: str
    period: str
    revenue: float | None = None
    net_income: float | None = None
    cash: float | None = None
    debt: float | None = None
    equity: float | None = None
    debt_to_equity: float | None = None
    net_debt: float | None = None


class Fundamentals(View):
    entity_id: str = ""
    name: str | None = None
    currency: str = ""
    quarters: tuple[QuarterFigures, ...] = ()


class WindowStat(View):
    """One company of a `price_history` result."""

    cite: str
    entity_id: str
    name: str | None = None
    total_return: float | None = None
    annual_volatility: float | None = None
    max_drawdown: float | None = None
    base_day: str | None = None
    first_day: str | None = None
    last_day: str


class Window(View):
    start: str
    end: str


class PriceStats(View):
    stats: tuple[WindowStat, ...] = ()
    window: Window | None = None
    lookback: str | None = None


class ReadChunk(View):
    """A chunk of a `read_document` result, its text inside the data delimiter."""

    cite: str
    section: str = ""
    text: str = ""
    instructions_flagged: tuple[str, ...] = ()

    @field_validator("text")
    @classmethod
    def _inside_the_delimiter(cls, value: str) -> str:
        return from_data(value)


class DocumentRead(View):
    """What `read_document` returns: the document and its chunks in order."""

    document_id: str
    title: str = "document"
    type: str | None = None
    published: str | None = None
    entity_ids: tuple[str, ...] = ()
    chunks: tuple[ReadChunk, ...] = ()


class Weight(View):
    cite: str
    entity_id: str
    name: str | None = None
    weight: float | None = None
    max_drawdown: float | None = None


class Portfolio(View):
    """What `optimise_portfolio` returns: the outcome, its metrics and the weights."""

    status: str | None = None
    message: str = ""
    objective: str | None = None
    expected_return: float | None = None
    volatility: float | None = None
    max_drawdown: float | None = None
    gross: float | None = None
    net: float | None = None
    binding: tuple[str, ...] = ()
    weights: tuple[Weight, ...] = ()
    cite: str = ""
    outcome_cite: str | None = None


class CodeLine(View):
    """A line the sandboxed code printed, with its mark."""

    text: str
    cite: str


class CodeTable(View):
    """A table the code wrote (CSV): rows as column → text, each with its mark."""

    name: str
    columns: tuple[str, ...] = ()
    rows: tuple[dict[str, str], ...] = ()


class CodeRun(View):
    """A `python` result: what the code printed and wrote, and the computation's own mark."""

    status: str
    cite: str
    stdout: tuple[CodeLine, ...] = ()
    tables: tuple[CodeTable, ...] = ()
