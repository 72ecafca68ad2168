"""Periodic and current reports: 10-Q, 10-K and 8-K for SEC filers; interim and annual reports,
results press releases and ad hoc announcements for the others.

The statements reuse the quarter model, so a figure appears once and everywhere: the inventory in
a 10-Q equals the CFO's on the call, the prior-year-end column of a 10-Q equals the 10-K's, and
the quarterly table of a 10-K sums to its annual revenue and repeats the calendar's EPS. The
headings are the real ones ("Item 2. Management's Discussion and Analysis …"), which is also
what lets the chunker cut along sections.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from quantward_democorpus.context import QuarterContext
from quantward_democorpus.model import Event, Quarter
from quantward_democorpus.rng import pick, unit
from quantward_democorpus.sectors import risks
from quantward_democorpus.text import (
    banner,
    change,
    footer,
    join,
    long_date,
    per_share,
    possessive,
    quarter_phrase,
    table_number,
    year_phrase,
)
from quantward_documents.calendar import shift_quarter

_ITEM_OF_EVENT = {
    "leadership": (
        "Item 5.02",
        "Departure of Directors or Certain Officers; Election of "
        "Directors; Appointment of Certain Officers",
    ),
    "acquisition_signed": ("Item 1.01", "Entry into a Material Definitive Agreement"),
    "acquisition_closed": ("Item 2.01", "Completion of Acquisition or Disposition of Assets"),
    "guidance_update": ("Item 7.01", "Regulation FD Disclosure"),
    "debt_issuance": ("Item 2.03", "Creation of a Direct Financial Obligation"),
}


def form_of_event(event: Event, *, sec: bool) -> str:
    if not sec:
        return "Ad hoc announcement"
    item, _ = _ITEM_OF_EVENT[event.kind]
    return f"8-K {item}"


def event_subject(ctx: QuarterContext, event: Event) -> str:
    detail = event.detail
    if event.kind == "leadership":
        return f"appointment of {detail['incoming']} as {detail['role']}"
    if event.kind == "acquisition_signed":
        return f"agreement to acquire {detail['target']}"
    if event.kind == "acquisition_closed":
        return f"completion of the acquisition of {detail['target']}"
    if event.kind == "guidance_update":
        return "updated outlook"
    return f"issuance of {ctx.m(float(detail['amount']))} of senior notes"


def _cover(ctx: QuarterContext, form: str, line: str, day: date) -> list[str]:
    ticker = ctx.ticker(day)
    listing = (
        f"Securities registered pursuant to Section 12(b) of the Act: common stock, trading "
        f"symbol {ticker.symbol}, {ticker.exchange}"
        if ticker
        else "No class of the registrant's equity securities is listed on a national exchange."
    )
    return [
        "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549",
        f"FORM {form}",
        line,
        f"{ctx.legal(day).upper()}\n(Exact name of registrant as specified in its charter)",
        listing,
    ]


def _signature(ctx: QuarterContext, day: date) -> str:
    cfo = ctx.q.cfo
    return (
        "SIGNATURES\n"
        "Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant "
        "has duly caused this report to be signed on its behalf by the undersigned thereunto "
        f"duly authorized.\n{ctx.legal(day)}\nBy: /s/ {cfo.name}\n{cfo.title}\n"
        f"Date: {long_date(day)}"
    )


def _income_table(
    ctx: QuarterContext,
    a: Sequence[Quarter],
    b: Sequence[Quarter],
    label_a: str,
    label_b: str,
) -> str:
    """Statement of operations for one quarter or a whole year (the sum of its quarters)."""

    def column(quarters: Sequence[Quarter]) -> dict[str, str]:
        revenue = sum(x.revenue for x in quarters)
        net_income = sum(x.net_income for x in quarters)
        eps = quarters[0].eps if len(quarters) == 1 else net_income / quarters[-1].shares
        values = {
            "Revenue": table_number(revenue),
            "Operating income": table_number(sum(x.operating_income for x in quarters)),
            "Net income": table_number(net_income),
            "Diluted earnings per share": f"{eps:.2f}",
            "Diluted shares outstanding": table_number(quarters[-1].shares),
        }
        if all(x.gross_margin is not None for x in quarters):
            gross = sum(x.revenue * (x.gross_margin or 0.0) for x in quarters)
            values["Cost of sales"] = table_number(revenue - gross)
            values["Gross margin"] = table_number(gross)
        return values

    first, second = column(a), column(b)
    order = ("Revenue", "Cost of sales", "Gross margin", "Operating income", "Net income",
             "Diluted earnings per share", "Diluted shares outstanding")  # fmt: skip
    rows = [f"(in millions of {ctx.currency}, except per-share amounts)    {label_a}    {label_b}"]
    rows += [
        f"{name}    {first[name]}    {second[name]}"
        for name in order
        if name in first and name in second
    ]
    return "\n".join(rows)


def _balance_table(ctx: QuarterContext, a: Quarter, b: Quarter, label_a: str, label_b: str) -> str:
    rows = [f"(in millions of {ctx.currency})    {label_a}    {label_b}"]
    if ctx.sector.financial:
        lines = (
            ("Cash and due from banks", a.cash, b.cash),
            ("Loans, net", a.loans, b.loans),
            ("Deposits", a.deposits, b.deposits),
            ("Long-term debt", a.debt, b.debt),
            ("Total shareholders' equity", a.equity, b.equity),
        )
    else:
        lines = (
            ("Cash and cash equivalents", a.cash, b.cash),
            ("Accounts receivable, net", a.receivables, b.receivables),
            *((("Inventories", a.inventory, b.inventory),) if a.inventory else ()),
            ("Total debt", a.debt, b.debt),
            ("Total shareholders' equity", a.equity, b.equity),
        )
    rows += [f"{name}    {table_number(x)}    {table_number(y)}" for name, x, y in lines]
    return "\n".join(rows)


def _liquidity(
    ctx: QuarterContext,
    q: Quarter,
    previous_year_end: Quarter,
    events: list[Event],
    *,
    repurchased: float | None = None,
) -> str:
    """Cash, debt and inventory against the prior year end, the quarter's financing events,
    and buybacks (of the quarter, or `repurchased` over the year in an annual report)."""
    parts = [
        f"As of {long_date(q.end, us=ctx.us)}, we had {ctx.m(q.cash)} of cash and cash "
        f"equivalents and {ctx.m(q.debt)} of total debt, compared with "
        f"{ctx.m(previous_year_end.cash)} and {ctx.m(previous_year_end.debt)} at the end of the "
        "prior fiscal year."
    ]
    if q.inventory and not ctx.sector.financial:
        parts.append(
            f"Inventories were {ctx.m(q.inventory)}, compared with "
            f"{ctx.m(previous_year_end.inventory)} at the prior fiscal year end and "
            f"{change(ctx.inventory_yoy)} from a year earlier"
            + (
                ", reflecting slower sell-through in certain categories."
                if q.momentum < -0.5
                else ", in line with the level of activity."
            )
        )
    for event in events:
        filed = long_date(event.at.date(), us=ctx.us)
        see = (
            f"see our Current Report on Form 8-K filed on {filed}"
            if ctx.us
            else f"see our announcement of {filed}"
        )
        if event.kind == "debt_issuance":
            parts.append(
                f"On {filed}, we issued {ctx.m(float(event.detail['amount']))} aggregate "
                "principal amount of senior unsecured notes; the net proceeds are for general "
                f"corporate purposes (see our Current Report on Form 8-K filed on {filed})."
            )
        elif event.kind == "acquisition_signed":
            parts.append(
                f"On {filed}, we entered into an agreement to acquire {event.detail['target']} "
                f"for approximately {ctx.m(float(event.detail['value']))} in cash, which we "
                f"expect to fund from cash on hand and borrowings ({see})."
            )
        elif event.kind == "acquisition_closed":
            parts.append(
                f"On {filed}, we completed the acquisition of {event.detail['target']} for "
                f"approximately {ctx.m(float(event.detail['value']))} ({see})."
            )
    parts.append(
        f"During the {'year' if repurchased is not None else 'quarter'} we repurchased shares "
        f"for {ctx.m(q.buyback if repurchased is None else repurchased)}. We believe that cash "
        "on hand, cash from operations and access to the capital markets are sufficient to "
        "meet our needs for at least the next twelve months."
    )
    return " ".join(parts)


def _trend(ctx: QuarterContext) -> str:
    tone = ctx.q.tone
    if tone in ("raise", "reaffirm"):
        return (
            "Known trends and uncertainties: we expect demand for our "
            f"{ctx.sector.product} to remain healthy, while we continue to monitor inflation "
            "and interest rates."
        )
    if tone == "lower_end":
        return (
            "Known trends and uncertainties: demand softened during the quarter, and we now "
            "expect results for the year at the lower end of the range we communicated earlier."
        )
    return (
        "Known trends and uncertainties: visibility remains limited. Demand weakened during "
        f"the quarter, reflecting {pick(ctx.sector.drivers_down, *ctx.key('trend'))}, and we "
        "have taken actions to reduce costs."
    )


def write_10q(ctx: QuarterContext) -> tuple[str, dict[str, str]]:
    q = ctx.q
    day = q.periodic_at.date()
    fy_end = ctx.tl.quarter(q.period.fiscal_year * 4 - 1)
    end_label = long_date(q.end)
    ago_label = long_date(ctx.year_ago.end)
    sector_risks = risks(ctx.ce.sector)
    added_risk = sector_risks[0]
    events = ctx.events()
    text = join(
        [
            banner("quarterly report on Form 10-Q", ctx.seed, real_prices=False),
            *_cover(
                ctx,
                "10-Q",
                "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE "
                f"ACT OF 1934\nFor the quarterly period ended {end_label}",
                day,
            ),
            "PART I — FINANCIAL INFORMATION",
            "Item 1. Financial Statements",
            "Condensed Consolidated Statements of Operations (unaudited)\n"
            + _income_table(
                ctx,
                [q],
                [ctx.year_ago],
                f"Three months ended {end_label}",
                f"Three months ended {ago_label}",
            ),
            "Condensed Consolidated Balance Sheets (unaudited)\n"
            + _balance_table(ctx, q, fy_end, end_label, long_date(fy_end.end)),
            "Item 2. Management's Discussion and Analysis of Financial Condition and Results of "
            "Operations",
            f"Overview. {ctx.legal(day)} is a {ctx.sector.noun} that reports in three segments: "
            f"{ctx.sector.segments[0]}, {ctx.sector.segments[1]} and {ctx.sector.segments[2]}. "
            f"This discussion covers {ctx.phrase()}, which ended on {end_label}.",
            f"Results of operations. Revenue was {ctx.m(q.revenue)}, {change(ctx.revenue_yoy)} "
            f"compared with {ctx.phrase(ctx.year_ago.period)}."
            + (
                f" Gross margin was {ctx.values['gross_margin']}, {ctx.values['gm_change']} year "
                f"over year, reflecting {ctx.values['margin_driver']}."
                if q.gross_margin is not None
                else ""
            )
            + (
                f" Net interest margin was {ctx.values['nim']} and the net charge-off ratio was "
                f"{ctx.values['nco']}."
                if ctx.sector.financial
                else ""
            )
            + f" Net income was {ctx.m(q.net_income)}, or "
            f"{per_share(q.eps, ctx.currency)} per diluted share.",
            "Liquidity and capital resources. " + _liquidity(ctx, q, fy_end, events),
            _trend(ctx),
            "Item 3. Quantitative and Qualitative Disclosures About Market Risk",
            "There have been no material changes to our exposure to market risk since our "
            "Annual Report on Form 10-K for "
            f"{year_phrase(q.period.fiscal_year - 1, ctx.ce.calendar)}.",
            "Item 4. Controls and Procedures",
            "Our management, with the participation of our Chief Executive Officer and Chief "
            "Financial Officer, evaluated the effectiveness of our disclosure controls and "
            "procedures as of the end of the period and concluded that they were effective. "
            "There were no changes in internal control over financial reporting during the "
            "quarter that materially affected, or are reasonably likely to materially affect, it.",
            "PART II — OTHER INFORMATION",
            "Item 1. Legal Proceedings",
            "We are involved in various legal proceedings arising in the ordinary course of "
            "business. We do not believe that any pending matter will have a material adverse "
            "effect on our financial position.",
            "Item 1A. Risk Factors",
            (
                "Except as set out below, there have been no material changes to the risk factors "
                "in our most recent Annual Report on Form 10-K. "
                f"{added_risk[0]}. {added_risk[1].format(product=ctx.sector.product)}"
                if q.tone in ("limited", "cut")
                else "There have been no material changes to the risk factors in our most recent "
                "Annual Report on Form 10-K."
            ),
            "Item 2. Unregistered Sales of Equity Securities and Use of Proceeds",
            f"During the quarter we repurchased shares of our common stock for an aggregate of "
            f"{ctx.m(q.buyback)} under our repurchase program.",
            "Item 6. Exhibits",
            "31.1 and 31.2 Certifications of the Chief Executive Officer and Chief Financial "
            "Officer (Rule 13a-14(a)); 32.1 Section 1350 Certifications; 101 Inline XBRL.",
            _signature(ctx, day),
            footer("Form 10-Q", ctx.seed),
        ]
    )
    return text, {"form": "10-Q"}


def _year(ctx: QuarterContext, fiscal_year: int) -> list[Quarter]:
    return [ctx.tl.quarter(fiscal_year * 4 + k) for k in range(4)]


def write_10k(ctx: QuarterContext) -> tuple[str, dict[str, str]]:
    q = ctx.q
    day = q.periodic_at.date()
    fy = q.period.fiscal_year
    this_year, last_year = _year(ctx, fy), _year(ctx, fy - 1)
    revenue = sum(x.revenue for x in this_year)
    revenue_before = sum(x.revenue for x in last_year)
    net_income = sum(x.net_income for x in this_year)
    net_income_before = sum(x.net_income for x in last_year)
    prior_end = last_year[-1]
    fy_label = year_phrase(fy, ctx.ce.calendar)
    year_events = [
        e for x in this_year for e in x.events if e.kind != "guidance_update"
    ]  # guidance is discussed in the outlook
    ticker = ctx.ticker(day)
    quarterly = "\n".join(
        [f"(unaudited, in millions of {ctx.currency})    Revenue    Diluted EPS"]
        + [
            f"{quarter_phrase(x.period, ctx.ce.calendar).removeprefix('the ').capitalize()}    "
            f"{table_number(x.revenue)}    {x.eps:.2f}"
            for x in this_year
        ]
    )
    risk_paragraphs = [
        f"{title}. {body.format(product=ctx.sector.product)}"
        for title, body in risks(ctx.ce.sector)
    ]
    event_lines = [
        f"On {long_date(e.at.date())}, we filed a Current Report on Form 8-K regarding the "
        f"{event_subject(ctx, e)}."
        for e in year_events
    ]
    employees = int(
        ctx.tl.revenue_ref / ctx.tl.fx * (0.6 + 0.8 * unit(ctx.seed, ctx.ce.entity_id, "staff"))
    )
    text = join(
        [
            banner("annual report on Form 10-K", ctx.seed, real_prices=False),
            *_cover(
                ctx,
                "10-K",
                "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT "
                f"OF 1934\nFor the fiscal year ended {long_date(q.end)}",
                day,
            ),
            "PART I",
            "Item 1. Business",
            f"{ctx.legal(day)} is a {ctx.sector.noun}. We manage our business in three "
            f"segments: {ctx.sector.segments[0]}, {ctx.sector.segments[1]} and "
            f"{ctx.sector.segments[2]}. Our fiscal year ends on {ctx.ce.calendar.rule()}. "
            f"As of the end of {fy_label}, we had approximately {employees:,} employees.",
            "Item 1A. Risk Factors",
            "Our business is subject to many risks. The following are the ones we consider "
            "material; others we do not currently anticipate could also affect us.",
            *risk_paragraphs,
            "Item 2. Properties",
            "We own or lease offices, manufacturing, distribution and research facilities in the "
            "countries where we operate; we believe they are adequate for our needs.",
            "Item 3. Legal Proceedings",
            "We are party to legal proceedings arising in the ordinary course of business, none "
            "of which we expect to be material.",
            "PART II",
            "Item 5. Market for Registrant's Common Equity, Related Stockholder Matters and "
            "Issuer Purchases of Equity Securities",
            (
                f"Our common stock trades on the {ticker.exchange} under the symbol "
                f"{ticker.symbol}. "
                if ticker
                else ""
            )
            + f"During {fy_label} we repurchased shares for "
            f"{ctx.m(sum(x.buyback for x in this_year))}.",
            "Item 7. Management's Discussion and Analysis of Financial Condition and Results of "
            "Operations",
            f"Revenue for {fy_label} was {ctx.m(revenue)}, "
            f"{change(revenue / revenue_before - 1.0)} from {ctx.m(revenue_before)} in "
            f"{year_phrase(fy - 1, ctx.ce.calendar)}. Net income was {ctx.m(net_income)}, "
            f"compared with {ctx.m(net_income_before)}.",
            "Liquidity and capital resources. "
            + _liquidity(ctx, q, prior_end, [], repurchased=sum(x.buyback for x in this_year)),
            *event_lines,
            _trend(ctx),
            "Item 7A. Quantitative and Qualitative Disclosures About Market Risk",
            "We are exposed to changes in interest rates, foreign exchange rates and commodity "
            "prices, and we use derivative instruments to manage some of these exposures.",
            "Item 8. Financial Statements and Supplementary Data",
            "Consolidated Statements of Operations\n"
            + _income_table(
                ctx, this_year, last_year, fy_label, year_phrase(fy - 1, ctx.ce.calendar)
            ),
            "Consolidated Balance Sheets\n"
            + _balance_table(ctx, q, prior_end, long_date(q.end), long_date(prior_end.end)),
            "Quarterly financial data\n" + quarterly,
            "Item 9A. Controls and Procedures",
            "Management concluded that our internal control over financial reporting was "
            f"effective as of {long_date(q.end)}.",
            "PART III",
            "Item 10. Directors, Executive Officers and Corporate Governance",
            f"Our executive officers include {q.ceo.name}, {q.ceo.title}, and {q.cfo.name}, "
            f"{q.cfo.title}.",
            "PART IV",
            "Item 15. Exhibits and Financial Statement Schedules",
            "The exhibits listed in the exhibit index are filed as part of this report.",
            _signature(ctx, day),
            footer("Form 10-K", ctx.seed),
        ]
    )
    return text, {"form": "10-K"}


def write_earnings_release(ctx: QuarterContext) -> tuple[str, dict[str, str]]:
    """The results press release: furnished under Item 2.02 of an 8-K, or published as is."""
    q = ctx.q
    day = q.report_at.date()
    name = ctx.legal(day)
    title = f"{name} Reports Results for {headline_case(ctx.phrase().removeprefix('the '))}"
    quote = pick(
        (
            f'"{pick(ctx.guidance_sentences("release"), *ctx.key("quote"))}"',
            f'"Our teams executed well in {ctx.phrase()}," said {q.ceo.name}, {q.ceo.title}.',
        ),
        *ctx.key("quote-form"),
    )
    release = [
        title,
        f"{long_date(day, us=ctx.us)} -- {name}{ctx.ticker_tag(day)} today reported results "
        f"for {ctx.phrase()}, which ended on {long_date(q.end, us=ctx.us)}. Revenue was "
        f"{ctx.m(q.revenue)}, {change(ctx.revenue_yoy)} year over year. Diluted earnings per "
        f"share were {per_share(q.eps, ctx.currency)}, compared with "
        f"{per_share(ctx.year_ago.eps, ctx.currency)} in the prior-year quarter.",
        quote if quote.startswith('"Our') else f"{q.ceo.name}, {q.ceo.title}, said: {quote}",
        "Outlook. " + " ".join(ctx.guidance_sentences("release")),
        "Financial summary\n"
        + _income_table(
            ctx,
            [q],
            [ctx.year_ago],
            long_date(q.end, us=ctx.us),
            long_date(ctx.year_ago.end, us=ctx.us),
        ),
        "Forward-looking statements. This release contains forward-looking statements that "
        "involve risks and uncertainties; actual results may differ materially.",
    ]
    if not ctx.us:
        return (
            join(
                [
                    banner("results press release", ctx.seed, real_prices=False),
                    *release,
                    footer("press release", ctx.seed),
                ]
            ),
            {"form": "Press release"},
        )
    text = join(
        [
            banner("current report on Form 8-K", ctx.seed, real_prices=False),
            *_cover(
                ctx,
                "8-K",
                "CURRENT REPORT\nPursuant to Section 13 or 15(d) of the "
                f"Securities Exchange Act of 1934\nDate of Report: {long_date(day)}",
                day,
            ),
            "Item 2.02 Results of Operations and Financial Condition.",
            f"On {long_date(day)}, {name} issued a press release announcing its financial "
            f"results for {ctx.phrase()}. A copy of the press release is furnished as "
            "Exhibit 99.1 and is incorporated herein by reference.",
            "Item 9.01 Financial Statements and Exhibits.",
            "Exhibit 99.1 Press release dated " + long_date(day) + ".",
            "Exhibit 99.1",
            *release,
            _signature(ctx, day),
            footer("Form 8-K", ctx.seed),
        ]
    )
    return text, {"form": "8-K Item 2.02"}


def _event_body(ctx: QuarterContext, event: Event) -> str:
    d = event.detail
    day = event.at.date()
    name = ctx.legal(day)
    filed = long_date(day, us=ctx.us)
    if event.kind == "leadership":
        return (
            f"On {filed}, the Board of Directors of {name} appointed {d['incoming']} as "
            f"{d['title']}, effective immediately. {d['incoming']} succeeds {d['outgoing']}, who "
            "has left the company to pursue other opportunities. "
            f"{possessive(d['outgoing'])} departure was not the result of any disagreement "
            "with the company on any matter relating to "
            "its operations, policies or practices."
        )
    if event.kind == "acquisition_signed":
        closes = quarter_phrase(shift_quarter(ctx.q.period, int(d["closes_in"])), ctx.ce.calendar)
        return (
            f"On {filed}, {name} entered into a definitive agreement to acquire "
            f"{d['target']}, a privately held company, for approximately "
            f"{ctx.m(float(d['value']))} in cash, subject to customary adjustments. The "
            f"transaction is expected to close in {closes}, subject to regulatory approvals and "
            "other customary closing conditions."
        )
    if event.kind == "acquisition_closed":
        return (
            f"On {filed}, {name} completed its previously announced acquisition of "
            f"{d['target']} for approximately {ctx.m(float(d['value']))} in cash, funded from "
            "cash on hand and borrowings."
        )
    if event.kind == "guidance_update":
        tone = d["tone"]
        line = {
            "lower_end": "now expects results for the fiscal year at the lower end of its "
            "previously communicated range",
            "limited": "is widening its outlook range because visibility remains limited",
            "cut": "is lowering its outlook for the fiscal year",
        }.get(tone, "has updated its outlook")
        return (
            f"On {filed}, {name} announced that it {line}, citing "
            f"{pick(ctx.sector.drivers_down, *ctx.key('gu'))}. Management will discuss the "
            "outlook on its next quarterly results call."
        )
    return (
        f"On {filed}, {name} completed the issuance of "
        f"{ctx.m(float(d['amount']))} aggregate principal amount of senior unsecured notes "
        f"in {pick(('two', 'three'), *ctx.key('tranches', event.ordinal))} tranches maturing "
        "between five and thirty years. The net proceeds will be used for general corporate "
        "purposes, including the refinancing of existing debt."
    )


def write_event(ctx: QuarterContext, event: Event) -> tuple[str, dict[str, str]]:
    day = event.at.date()
    body = _event_body(ctx, event)
    if not ctx.us:
        text = join(
            [
                banner("ad hoc announcement", ctx.seed, real_prices=False),
                f"{ctx.legal(day)}: {event_subject(ctx, event).capitalize()}",
                "Disclosure of inside information according to Article 17 of the Market Abuse "
                "Regulation (MAR)"
                if ctx.ce.country != "JP"
                else "Timely disclosure",
                body,
                f"Contact: Investor Relations, {ctx.tl.investor_relations().name}",
                footer("announcement", ctx.seed),
            ]
        )
        return text, {"form": "Ad hoc announcement", "event": event.kind}
    item, item_title = _ITEM_OF_EVENT[event.kind]
    extra = (
        [
            "Item 7.01 Regulation FD Disclosure.",
            "A copy of the press release announcing the transaction is furnished as Exhibit 99.1.",
        ]
        if event.kind == "acquisition_signed"
        else []
    )
    text = join(
        [
            banner("current report on Form 8-K", ctx.seed, real_prices=False),
            *_cover(
                ctx,
                "8-K",
                "CURRENT REPORT\nPursuant to Section 13 or 15(d) of the "
                f"Securities Exchange Act of 1934\nDate of Report: {long_date(day)}",
                day,
            ),
            f"{item} {item_title}.",
            body,
            *extra,
            "Item 9.01 Financial Statements and Exhibits.",
            "Exhibit 104 Cover Page Interactive Data File (embedded within the Inline XBRL "
            "document).",
            _signature(ctx, day),
            footer("Form 8-K", ctx.seed),
        ]
    )
    return text, {"form": f"8-K {item}", "event": event.kind}


def write_interim_report(ctx: QuarterContext) -> tuple[str, dict[str, str]]:
    """A non-SEC filer's quarterly statement, half-year report or annual report."""
    q = ctx.q
    day = q.periodic_at.date()
    quarter = q.period.fiscal_quarter or 4
    form = {
        1: "Quarterly statement",
        2: "Half-year financial report",
        3: "Quarterly statement",
        4: "Annual report",
    }[quarter]
    fy_end = ctx.tl.quarter(q.period.fiscal_year * 4 - 1)
    title = f"{ctx.legal(day)} {report_name(ctx)}"
    sector_risks = risks(ctx.ce.sector)
    text = join(
        [
            banner(form.lower(), ctx.seed, real_prices=False),
            title,
            "Part I — Interim Group Management Report"
            if quarter < 4
            else "Part I — Group Management Report",
            f"Business performance. Revenue in {ctx.phrase()} was {ctx.m(q.revenue)}, "
            f"{change(ctx.revenue_yoy)} year over year. Net income was {ctx.m(q.net_income)} and "
            f"earnings per share were {per_share(q.eps, ctx.currency)}.",
            *([_full_year(ctx)] if quarter == 4 else []),
            "Financial position. " + _liquidity(ctx, q, fy_end, ctx.events()),
            "Outlook. " + " ".join(ctx.guidance_sentences("report")),
            "Risk Factors",
            " ".join(f"{t}. {b.format(product=ctx.sector.product)}" for t, b in sector_risks[:3]),
            "Part II — Condensed Consolidated Financial Statements",
            "Income statement\n"
            + _income_table(
                ctx,
                [q],
                [ctx.year_ago],
                long_date(q.end, us=False),
                long_date(ctx.year_ago.end, us=False),
            ),
            "Balance sheet\n"
            + _balance_table(
                ctx, q, fy_end, long_date(q.end, us=False), long_date(fy_end.end, us=False)
            ),
            "Responsibility statement. To the best of our knowledge, the financial statements "
            "give a true and fair view of the assets, liabilities, financial position and "
            f"results of the group. {q.ceo.name}, {q.ceo.title}; {q.cfo.name}, {q.cfo.title}.",
            footer(form.lower(), ctx.seed),
        ]
    )
    return text, {"form": form}


def headline_case(text: str) -> str:
    """'third quarter of fiscal 2022' → 'Third Quarter of Fiscal 2022'."""
    small = {"of", "and", "the", "for", "in", "on", "at", "to"}
    words = text.split()
    return " ".join(w if i and w in small else w[:1].upper() + w[1:] for i, w in enumerate(words))


def report_name(ctx: QuarterContext) -> str:
    """'Quarterly statement Q1 fiscal 2022', 'Half-year financial report fiscal 2022',
    'Annual report 2022'."""
    period = ctx.q.period
    year = year_phrase(period.fiscal_year, ctx.ce.calendar)
    quarter = period.fiscal_quarter or 4
    if quarter == 4:
        return f"Annual report {year}"
    if quarter == 2:
        return f"Half-year financial report {year}"
    return f"Quarterly statement Q{quarter} {year}"


def _full_year(ctx: QuarterContext) -> str:
    fy = ctx.q.period.fiscal_year
    this_year, last_year = _year(ctx, fy), _year(ctx, fy - 1)
    revenue = sum(x.revenue for x in this_year)
    before = sum(x.revenue for x in last_year)
    return (
        f"Full year. Revenue for {year_phrase(fy, ctx.ce.calendar)} was {ctx.m(revenue)}, "
        f"{change(revenue / before - 1.0)} from {ctx.m(before)}, and net income was "
        f"{ctx.m(sum(x.net_income for x in this_year))}."
    )
