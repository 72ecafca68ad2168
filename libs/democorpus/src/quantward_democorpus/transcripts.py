"""Earnings-call transcripts: operator, prepared remarks by the IR head, CEO and CFO, and a Q&A
with named analysts, one of whom sometimes keeps pressing on the same topic.

What a reader should be able to find, as in a real call: the quarter's figures (the ones in the
10-Q), the outlook in a tone that can soften from one call to the next, pointers to the 8-Ks of
the quarter by filing date, and, for priced companies, the share-price move since the last call
computed from real closes.
"""

from __future__ import annotations

from quantward_democorpus.context import QuarterContext
from quantward_democorpus.people import Person, coverage, shares_a_name
from quantward_democorpus.rng import pick, rng, unit
from quantward_democorpus.sectors import TOPICS
from quantward_democorpus.text import (
    banner,
    change,
    clock,
    footer,
    join,
    long_date,
    pct,
    per_share,
    possessive,
    quarter_title,
)
from quantward_documents.calendar import shift_quarter


def _first(person: Person) -> str:
    return person.name.split(" ", 1)[0]


def _pressed_topic(ctx: QuarterContext) -> str | None:
    """The topic an analyst will not let go of this quarter, if any (the numbers invite it)."""
    topics = ctx.topic_keys()
    if "inventory" in topics and ctx.inventory_yoy > ctx.revenue_yoy + 0.05:
        return "inventory"
    gm, gm_then = ctx.q.gross_margin, ctx.year_ago.gross_margin
    if "margins" in topics and gm is not None and gm_then is not None and gm - gm_then < -0.01:
        return "margins"
    if ctx.q.tone in ("limited", "cut") and "demand" in topics:
        return "demand"
    if unit(*ctx.key("press")) < 0.15:
        return pick(topics, *ctx.key("press-topic"))
    return None


def write_transcript(ctx: QuarterContext) -> tuple[str, dict[str, str]]:
    q, ce = ctx.q, ctx.ce
    day = q.call_at.date()
    name = ctx.legal(day)
    short = ctx.short(day)
    ir = ctx.tl.investor_relations()
    ceo, cfo = q.ceo, q.cfo
    morning = q.call_at.hour < 12
    greeting = "good morning" if morning else "good afternoon"
    title = quarter_title(q.period, ce.calendar)
    filings_word = "Form 8-K" if ctx.us else "announcement"
    annual_report = "our most recent Form 10-K" if ctx.us else "our latest annual report"
    metadata: dict[str, str] = {"guidance_tone": q.tone}
    references: list[str] = []

    # an analyst who shares a name with the company's executives would read as one of them
    analysts = [
        a for a in coverage(ce.entity_id, ce.sector) if not shares_a_name(a.name, (ir, ceo, cfo))
    ]
    r = rng(*ctx.key("qa"))
    r.shuffle(analysts)
    turns = 3 + int(4 * unit(*ctx.key("turns")))
    askers = analysts[: min(turns, len(analysts))]
    pressed = _pressed_topic(ctx)

    header = [
        banner("earnings-call transcript", ctx.seed, real_prices=ctx.since_last_call is not None),
        f"{name}{ctx.ticker_tag(day)}\n{title} Earnings Conference Call\n"
        f"{long_date(day, us=ctx.us)}, {clock(q.call_at)}",
        "Company Participants\n" + "\n".join(f"{p.name} -- {p.title}" for p in (ir, ceo, cfo)),
        "Conference Call Participants\n"
        + "\n".join(f"{a.name} -- {a.affiliation}" for a in askers),
        "Operator",
        f"{greeting.capitalize()}, and welcome to {possessive(short)} {title} earnings "
        "conference call. At this time, all participants are in a listen-only mode. After the "
        "speakers' presentation, there will be a question-and-answer session. Please be "
        "advised that today's conference is being recorded. I would now like to hand the "
        f"conference over to {ir.name}, {ir.title}. Please go ahead.",
        "Prepared Remarks",
        f"{ir.name}, {ir.title}: Thank you, operator, and {greeting}, everyone. With me today "
        f"are {ceo.name}, our {ceo.title}, and {cfo.name}, our {cfo.title}. Before we begin, "
        "let me remind you that today's discussion contains forward-looking statements that are "
        "subject to risks and uncertainties, and actual results may differ materially. Please "
        f"refer to {annual_report} and today's earnings release for a discussion of those "
        "risks. We will also refer to non-GAAP measures; reconciliations are in the release. "
        f"With that, I'll turn the call over to {_first(ceo)}.",
    ]

    # --- CEO ------------------------------------------------------------------------------------
    opening = {
        "raise": (
            "We delivered an excellent quarter, ahead of our expectations on both revenue "
            "and earnings.",
            "This was a strong quarter, and momentum built as it went on.",
        ),
        "reaffirm": (
            "We delivered a solid quarter and executed well against our plan.",
            "Our results were in line with our plan, and the team executed well.",
        ),
        "lower_end": (
            "Our results this quarter were mixed.",
            "It was a more challenging quarter than we anticipated.",
        ),
        "limited": (
            "This was a difficult quarter, and I want to be direct about what we saw.",
            "The operating environment became more uncertain during the quarter.",
        ),
        "cut": (
            "Our results fell short of our expectations this quarter.",
            "This was a disappointing quarter, and I take responsibility for it.",
        ),
    }[q.tone]
    sector = ctx.sector
    up = pick(sector.drivers_up, *ctx.key("up"))
    down = pick(sector.drivers_down, *ctx.key("down"))
    ceo_paragraphs = [
        f"{ceo.name}, {ceo.title}: Thank you, {_first(ir)}, and {greeting}, everyone. "
        f"{pick(opening, *ctx.key('open'))} Revenue was {ctx.m(q.revenue)}, "
        f"{change(ctx.revenue_yoy)} year over year, and diluted earnings per share were "
        f"{per_share(q.eps, ctx.currency)}, compared with "
        f"{per_share(ctx.year_ago.eps, ctx.currency)} a year ago.",
        pick(
            (
                f"Growth was led by {sector.segments[0]}, where we saw {up}. "
                f"{sector.segments[2]} was softer, reflecting {down}.",
                f"In {sector.segments[0]} we benefited from {up}, while {sector.segments[2]} "
                f"was held back by {down}. {sector.segments[1]} performed in line with our "
                "expectations.",
                f"The quarter reflected {up} in {sector.segments[0]}, partly offset by {down}.",
            ),
            *ctx.key("segments"),
        ),
    ]
    for event in ctx.events():
        filed = long_date(event.at.date(), us=ctx.us)
        ref = (
            f"as described in our {filings_word} filed on {filed}"
            if ctx.us
            else (f"as we announced on {filed}")
        )
        if event.kind == "leadership":
            role = event.detail["role"]
            ceo_paragraphs.append(
                f"Before I go further, a word on leadership: {ref}, {event.detail['incoming']} "
                f"became our {event.detail['title']}, succeeding {event.detail['outgoing']}. "
                + (
                    f"This is {possessive(event.detail['incoming'].split()[0])} first call with "
                    "us as CFO."
                    if role == "CFO"
                    else "I am honored to be speaking to you in this role for the first time."
                )
            )
        elif event.kind == "acquisition_signed":
            closes = ctx.phrase(shift_quarter(ctx.q.period, int(event.detail["closes_in"])))
            ceo_paragraphs.append(
                f"During the quarter we agreed to acquire {event.detail['target']}, a privately "
                f"held company, for approximately {ctx.m(float(event.detail['value']))}, {ref}. "
                f"We expect the transaction to close in {closes}, subject to regulatory "
                "approvals and customary conditions."
            )
        elif event.kind == "acquisition_closed":
            ceo_paragraphs.append(
                f"On {filed} we completed the acquisition of {event.detail['target']}; the "
                f"details are in the {filings_word} we filed that day. Integration is "
                "progressing to plan."
            )
        elif event.kind == "guidance_update":
            ceo_paragraphs.append(
                f"As you know, we updated our outlook during the quarter, {ref}. Conditions "
                f"since then have developed broadly as we described, with {down}."
            )
        elif event.kind == "debt_issuance":
            ceo_paragraphs.append(
                f"We also strengthened our balance sheet, issuing "
                f"{ctx.m(float(event.detail['amount']))} of senior notes, {ref}."
            )
        references.append(ctx.event_id(event))
    ceo_paragraphs.append(" ".join(ctx.guidance_sentences("ceo")[:1]))
    ceo_paragraphs.append(f"With that, I'll hand it over to {_first(cfo)}.")

    # --- CFO ------------------------------------------------------------------------------------
    v = ctx.values
    cfo_paragraphs = [
        f"{cfo.name}, {cfo.title}: Thanks, {_first(ceo)}. Revenue for "
        f"{ctx.phrase()} was {ctx.m(q.revenue)}, {change(ctx.revenue_yoy)} from "
        f"{ctx.m(ctx.year_ago.revenue)} a year ago."
        + (
            f" Gross margin was {v['gross_margin']}, {v['gm_change']} year over year, reflecting "
            f"{v['margin_driver']}."
            if q.gross_margin is not None
            else ""
        )
        + f" Operating income was {ctx.m(q.operating_income)}, and net income was "
        f"{ctx.m(q.net_income)}, or {per_share(q.eps, ctx.currency)} per diluted share.",
    ]
    if sector.financial:
        cfo_paragraphs.append(
            f"Net interest margin was {v['nim']}, {v['nim_change']} from the prior quarter. "
            f"Deposits ended the quarter at {v['deposits']}, {v['deposit_qoq']} sequentially, and "
            f"the net charge-off ratio was {v['nco']}. The provision for credit losses was "
            f"{v['provision']}, and we believe our credit reserves are appropriate for the "
            f"outlook. We ended the quarter with {ctx.m(q.cash)} of cash and {ctx.m(q.debt)} of "
            "long-term debt."
        )
    else:
        inventory = (
            f" Inventory was {v['inventory']}, {change(ctx.inventory_yoy)} from a year ago,"
            if q.inventory
            else ""
        )
        cfo_paragraphs.append(
            f"Turning to the balance sheet, we ended the quarter with {ctx.m(q.cash)} in cash "
            f"and equivalents and {ctx.m(q.debt)} of total debt.{inventory} and receivables "
            f"were {ctx.m(q.receivables)}. We returned {ctx.m(q.buyback)} to shareholders "
            "through share repurchases."
            if q.inventory
            else f"Turning to the balance sheet, we ended the quarter with {ctx.m(q.cash)} in "
            f"cash and equivalents and {ctx.m(q.debt)} of total debt, and receivables were "
            f"{ctx.m(q.receivables)}. We returned {ctx.m(q.buyback)} to shareholders through "
            "share repurchases."
        )
    if not sector.financial:
        cfo_paragraphs.append(
            f"Capital expenditures were {v['capex']} in the quarter, and we continue to plan "
            f"capital spending of about {v['capex_year']} for the year."
        )
    outlook = ctx.guidance_sentences("cfo")
    updates = ctx.events("guidance_update")
    if updates:
        filed = long_date(updates[0].at.date(), us=ctx.us)
        where = f"our {filings_word} filed on {filed}" if ctx.us else f"our announcement of {filed}"
        outlook.insert(0, f"Let me now turn to the outlook, which is consistent with {where}.")
    else:
        outlook.insert(0, "Let me now turn to the outlook.")
    cfo_paragraphs.append(" ".join(outlook))
    cfo_paragraphs.append("With that, operator, let's open the line for questions.")

    # --- Q&A ------------------------------------------------------------------------------------
    qa = [
        "Question-and-Answer Session",
    ]
    topics = list(ctx.topic_keys())
    r.shuffle(topics)
    if pressed and pressed in topics:
        topics.remove(pressed)
        topics.insert(min(1, len(topics)), pressed)
    move = ctx.since_last_call
    for number, asker in enumerate(askers):
        topic = TOPICS[topics[number % len(topics)]]
        lead = (
            "Our first question"
            if number == 0
            else pick(
                ("Our next question", "The next question", "Next, we have a question"),
                *ctx.key("op", number),
            )
        )
        qa.append(f"Operator: {lead} comes from {asker.name} with {asker.affiliation.rstrip('.')}.")
        question = pick(topic.questions, *ctx.key("q", number)).format(**v)
        preface = pick(
            (
                "Thanks for taking my question.",
                "Hi, thanks.",
                f"{greeting.capitalize()}.",
                "Thank you.",
            ),
            *ctx.key("hi", number),
        )
        if number == 0 and move is not None and abs(move.change) >= 0.0005:
            direction = "up" if move.change > 0 else "down"
            preface += (
                f" With the shares {direction} {pct(move.change)} since your last call, "
                "investors are clearly focused on the outlook."
            )
            metadata["price_move_since_last_call"] = (
                f"{move.start.day.isoformat()}..{move.end.day.isoformat()}:{move.change:+.6f}"
            )
        qa.append(f"{asker.name}, {asker.affiliation}: {preface} {question}")
        answerer = (
            cfo
            if topic.key
            in (
                "margins",
                "inventory",
                "capital_return",
                "deposits",
                "net_interest_margin",
                "leverage",
            )
            else ceo
        )
        qa.append(
            f"{answerer.name}, {answerer.title}: "
            f"{pick(topic.answers, *ctx.key('a', number)).format(**v)}"
        )
        if pressed == topic.key:
            metadata["pressed_topic"] = topic.key
            metadata["pressed_by"] = asker.name
            pushes = 2 if unit(*ctx.key("pushes")) < 0.6 else 1
            for push in range(pushes):
                qa.append(
                    f"{asker.name}, {asker.affiliation}: "
                    f"{topic.pushes[(push + number) % len(topic.pushes)].format(**v)}"
                )
                qa.append(
                    f"{answerer.name}, {answerer.title}: "
                    f"{topic.second_answers[push % len(topic.second_answers)].format(**v)}"
                )
        elif unit(*ctx.key("follow", number)) < 0.35:
            qa.append(
                f"{asker.name}, {asker.affiliation}: "
                f"{pick(topic.pushes, *ctx.key('fq', number)).format(**v)}"
            )
            qa.append(
                f"{answerer.name}, {answerer.title}: "
                f"{pick(topic.second_answers, *ctx.key('fa', number)).format(**v)}"
            )
    qa.append(
        "Operator: That concludes the question-and-answer session. I would like to turn the "
        f"conference back to {ceo.name} for closing remarks."
    )
    qa.append(
        f"{ceo.name}, {ceo.title}: Thank you all for joining us. "
        + pick(
            (
                "We remain focused on execution and on creating long-term value for shareholders.",
                "We look forward to updating you on our progress next quarter.",
                "I want to thank our employees for their hard work this quarter.",
            ),
            *ctx.key("close"),
        )
    )
    qa.append(
        "Operator: This concludes today's conference call. Thank you for participating. You "
        "may now disconnect."
    )
    if references:
        metadata["references"] = ",".join(references)
    text = join([*header, *ceo_paragraphs, *cfo_paragraphs, *qa, footer("transcript", ctx.seed)])
    return text, metadata
