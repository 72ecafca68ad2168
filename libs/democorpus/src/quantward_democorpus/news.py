"""Wire stories: results previews and results, share-price reactions, event stories, analyst
rating changes, and (for entities that do not report) funding and business news.

A story names the company as it was called on the day it ran (Facebook before 2021-10-28, Meta
after) and mentions related entities only once the relation exists (a spin-off's parent after
the spin-off). Price moves are real closes of priced companies, quoted in percent; nothing else
in a story moves a share price.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Final

from quantward_democorpus.context import QuarterContext
from quantward_democorpus.model import Event
from quantward_democorpus.people import BROKERS, WIRES, reporter
from quantward_democorpus.rng import pick, unit
from quantward_democorpus.text import (
    banner,
    change,
    footer,
    join,
    pct,
    per_share,
    short_date,
)
from quantward_democorpus.universe import CorpusEntity

_CITY: Final[Mapping[str, str]] = {
    "US": "NEW YORK",
    "PR": "SAN JUAN",
    "DE": "FRANKFURT",
    "FR": "PARIS",
    "GB": "LONDON",
    "CH": "ZURICH",
    "NL": "AMSTERDAM",
    "BE": "BRUSSELS",
    "ES": "MADRID",
    "JP": "TOKYO",
    "IE": "DUBLIN",
}


def _dateline(ce: CorpusEntity, moment: datetime, *key: object) -> str:
    city = _CITY.get(ce.country, "LONDON")
    return f"{city}, {short_date(moment.date())} ({pick(WIRES, *key, 'wire')}) -"


def _byline(*key: object) -> str:
    return f"Reporting by {reporter(*key, 'r')}; Editing by {reporter(*key, 'e')}"


def background(
    ce: CorpusEntity, on: date, lookup: Mapping[str, CorpusEntity]
) -> tuple[str, list[str]]:
    """A sentence on the entity's relations in force on `on`, and the entity ids it mentions."""
    sentences: list[str] = []
    ids: list[str] = []
    name = ce.short_name(on)
    for relation, other, outgoing in ce.related(on):
        other_ce = lookup.get(other.entity_id)
        other_name = other_ce.short_name(on) if other_ce else other.name
        when = relation.valid_from.strftime("%B %Y") if relation.valid_from else None
        if relation.type == "spun_off_from":
            text = (
                f"{name} was spun off from {other_name}" + (f" in {when}." if when else ".")
                if outgoing
                else f"{other_name} was spun off from {name}" + (f" in {when}." if when else ".")
            )
        elif relation.type == "subsidiary_of":
            text = (
                f"{name} is a subsidiary of {other_name}."
                if outgoing
                else f"{name} owns {other_name}."
            )
        elif relation.type == "issuer_of":
            text = (
                f"{name} is a financing vehicle of {other_name}, which guarantees its notes."
                if outgoing
                else f"{other_name} issues debt on behalf of {name}."
            )
        elif relation.type == "major_shareholder_of":
            text = (
                f"{name} holds a significant stake in {other_name}."
                if outgoing
                else f"{other_name} is a major shareholder of {name}."
            )
        else:
            continue
        sentences.append(text)
        ids.append(other.entity_id)
    return " ".join(sentences[:2]), ids[:2]


def _story(ctx_seed: int, kind: str, headline: str, body: list[str], *, prices: bool) -> str:
    return join(
        [
            banner(f"news article ({kind})", ctx_seed, real_prices=prices),
            headline,
            *body,
            footer("news article", ctx_seed),
        ]
    )


def preview_story(ctx: QuarterContext, at: datetime) -> tuple[str, str, dict[str, str]]:
    q = ctx.q
    name = ctx.short(at.date())
    headline = (
        f"{name} to report {ctx.phrase().removeprefix('the ')} results; analysts expect "
        f"EPS of {per_share(q.estimate, ctx.currency)}"
    )
    when = (
        "before the market opens"
        if ctx.ce.profile.timing == "before_open"
        else "after the market closes"
    )
    focus = pick(("the outlook", "margins", "demand trends", "cost control"), *ctx.key("focus"))
    day = at.date()
    body = [
        f"{_dateline(ctx.ce, at, *ctx.key('pv'))} {ctx.legal(day)}{ctx.ticker_tag(day)} is "
        f"scheduled to report results for {ctx.phrase()} on {q.report_at.strftime('%A')}, "
        f"{when}.",
        f"Analysts on average expect earnings of {per_share(q.estimate, ctx.currency)} per share, "
        f"compared with {per_share(ctx.year_ago.eps, ctx.currency)} a year earlier. Investors will "
        f"focus on {focus}"
        + (
            " after the company said last quarter that "
            + {
                "raise": "it was raising its outlook.",
                "reaffirm": "it continued to expect results in line with its plan.",
                "lower_end": "it expected results at the lower end of its range.",
                "limited": "visibility remained limited.",
                "cut": "it was lowering its outlook.",
            }[ctx.prev.tone]
            if ctx.follows_a_call
            else " in the company's first report as a listed company."
        ),
        _byline(*ctx.key("pv")),
    ]
    return headline, _story(ctx.seed, "preview", headline, body, prices=False), {"story": "preview"}


def results_story(ctx: QuarterContext, at: datetime) -> tuple[str, str, dict[str, str]]:
    q = ctx.q
    day = at.date()
    name = ctx.short(day)
    if q.eps > q.estimate:
        verdict, verb = "beats", "topped"
    elif q.eps < q.estimate:
        verdict, verb = "misses", "fell short of"
    else:
        verdict, verb = "matches", "matched"
    outlook = {
        "raise": "raises outlook",
        "reaffirm": "reaffirms outlook",
        "lower_end": "sees results at lower end of range",
        "limited": "says visibility remains limited",
        "cut": "cuts outlook",
    }[q.tone]
    headline = f"{name} {verdict} profit estimates, {outlook}"
    g = ctx.guidance
    related, _ = background(ctx.ce, day, ctx.lookup)
    body = [
        f"{_dateline(ctx.ce, at, *ctx.key('rs'))} {ctx.legal(day)}{ctx.ticker_tag(day)} reported "
        f"earnings of {per_share(q.eps, ctx.currency)} per share for {ctx.phrase()}, which "
        f"{verb} the average analyst estimate of {per_share(q.estimate, ctx.currency)}. Revenue "
        f"was {ctx.m(q.revenue)}, {change(ctx.revenue_yoy)} from a year earlier.",
        f"The company said it expects revenue of {ctx.m(g.low)} to {ctx.m(g.high)} for "
        f"{ctx.phrase(g.period)}. "
        + {
            "raise": f"{name} said it was confident in its plan and raised its full-year outlook.",
            "reaffirm": f"{name} said it continued to expect results in line with its outlook.",
            "lower_end": f"{name} said it now expects full-year results at the lower end of its "
            "range.",
            "limited": f"{name} said visibility remains limited and widened its range.",
            "cut": f"{name} said it was lowering its outlook for the year.",
        }[q.tone],
        f"Chief Executive {q.ceo.name} said the company would keep its focus on execution. "
        f"Chief Financial Officer {q.cfo.name} will discuss the results on a call with analysts.",
        related,
        _byline(*ctx.key("rs")),
    ]
    return (
        headline,
        _story(ctx.seed, "results", headline, body, prices=False),
        {"story": "results"},
    )


def reaction_story(ctx: QuarterContext, at: datetime) -> tuple[str, str, dict[str, str]] | None:
    """How the shares closed on the first session after the results (real closes)."""
    reaction = ctx.reaction
    if reaction is None:
        return None
    day = reaction.day
    name = ctx.short(day)
    moved = reaction.move.change
    weekday = day.strftime("%A")
    if round(abs(moved) * 100, 1) == 0:
        move_text = f"Shares of {name} were unchanged on {weekday}"
        headline = f"{name} shares flat after results"
    else:
        verb = "rose" if moved > 0 else "fell"
        move_text = f"Shares of {name} {verb} {pct(moved)} on {weekday}"
        big = abs(moved) >= 0.05
        word = {(True, True): "jump", (True, False): "rise", (False, True): "slide"}.get(
            (moved > 0, big), "dip"
        )
        headline = f"{name} shares {word} {pct(moved)} after results"
    beat = ctx.q.eps > ctx.q.estimate
    consistent = (moved > 0) == beat
    reason = (
        f"after the company reported quarterly earnings that {'beat' if beat else 'missed'} "
        "expectations"
        if consistent
        else f"even though quarterly earnings {'beat' if beat else 'missed'} expectations, as "
        f"investors focused on {'the outlook' if moved < 0 else 'signs of improvement'}"
    )
    body = [
        f"{_dateline(ctx.ce, at, *ctx.key('rx'))} {move_text} {reason}.",
        "The company's outlook was in focus: "
        + {
            "raise": "it raised its full-year targets.",
            "reaffirm": "it reaffirmed its full-year targets.",
            "lower_end": "it said it now expects results at the lower end of its range.",
            "limited": "it said visibility remains limited.",
            "cut": "it lowered its outlook.",
        }[ctx.q.tone],
        _byline(*ctx.key("rx")),
    ]
    metadata = {
        "story": "price_reaction",
        "price_move_day": f"{day.isoformat()}:{moved:+.6f}",
    }
    return headline, _story(ctx.seed, "market report", headline, body, prices=True), metadata


def event_story(ctx: QuarterContext, event: Event, at: datetime) -> tuple[str, str, dict[str, str]]:
    d = event.detail
    day = at.date()
    name = ctx.short(day)
    dateline = _dateline(ctx.ce, at, *ctx.key("ev", event.ordinal))
    source = "according to a regulatory filing" if ctx.us else "the company said in a statement"
    if event.kind == "leadership":
        role = "chief executive" if d["role"] == "CEO" else "finance chief"
        headline = f"{name} names {d['incoming']} {role}"
        lede = (
            f"{dateline} {name} appointed {d['incoming']} as {d['title']}, effective "
            f"immediately, succeeding {d['outgoing']}, {source}."
        )
    elif event.kind == "acquisition_signed":
        headline = f"{name} to buy {d['target']} for {ctx.m(float(d['value']))}"
        lede = (
            f"{dateline} {name} agreed to acquire privately held {d['target']} for about "
            f"{ctx.m(float(d['value']))} in cash, {source}, in a deal expected to close within "
            f"{'one quarter' if d['closes_in'] == '1' else 'two quarters'}."
        )
    elif event.kind == "acquisition_closed":
        headline = f"{name} completes acquisition of {d['target']}"
        lede = f"{dateline} {name} completed its purchase of {d['target']}, {source}."
    elif event.kind == "guidance_update":
        headline = {
            "lower_end": f"{name} sees full-year results at low end of range",
            "limited": f"{name} widens outlook, says visibility limited",
            "cut": f"{name} cuts full-year outlook",
        }.get(d["tone"], f"{name} updates outlook")
        lede = (
            f"{dateline} {name} updated its outlook for the year, {source}, citing "
            f"{pick(ctx.sector.drivers_down, *ctx.key('gu'))}."
        )
    else:
        headline = f"{name} sells {ctx.m(float(d['amount']))} of bonds"
        lede = (
            f"{dateline} {name} sold {ctx.m(float(d['amount']))} of senior unsecured notes, "
            f"{source}, adding to the debt markets' busy calendar."
        )
    body = [lede, _byline(*ctx.key("ev", event.ordinal))]
    return (
        headline,
        _story(ctx.seed, "company news", headline, body, prices=False),
        {"story": f"event:{event.kind}"},
    )


def rating_story(ctx: QuarterContext, at: datetime) -> tuple[str, str, dict[str, str]]:
    broker = pick(BROKERS, *ctx.key("rating-broker"))
    name = ctx.short(at.date())
    upgrade = ctx.q.momentum > 0
    rating = (
        pick(("buy", "outperform", "overweight"), *ctx.key("r1"))
        if upgrade
        else pick(("neutral", "hold", "underperform"), *ctx.key("r2"))
    )
    verb = "upgrades" if upgrade else "downgrades"
    headline = f"{broker} {verb} {name} to {rating}"
    reason = (
        f"improving trends in {ctx.sector.segments[0]}"
        if upgrade
        else f"risks from {pick(ctx.sector.drivers_down, *ctx.key('r3'))}"
    )
    body = [
        f"{_dateline(ctx.ce, at, *ctx.key('rt'))} {broker} {verb[:-1]}ed {name} to "
        f'"{rating}", citing {reason}, according to a research note.',
        _byline(*ctx.key("rt")),
    ]
    return (
        headline,
        _story(ctx.seed, "analyst action", headline, body, prices=False),
        {"story": "rating"},
    )


def issuer_story(
    seed: int,
    ce: CorpusEntity,
    index: int,
    at: datetime,
    amount: float | None,
    lookup: Mapping[str, CorpusEntity],
    currency: str,
    money_text: str,
) -> tuple[str, str, dict[str, str]]:
    """News about an entity that does not report: funding, or a business update."""
    day = at.date()
    name = ce.short_name(day)
    related, _ = background(ce, day, lookup)
    key = (seed, ce.entity_id, index)
    dateline = _dateline(ce, at, *key, "is")
    if amount:
        headline = f"{name} prices {money_text} of notes"
        body = [
            f"{dateline} {ce.legal_name(day)} priced {money_text} of senior notes in "
            f"{pick(('two', 'three'), *key, 't')} tranches, according to a person familiar with "
            "the deal. Books were more than "
            f"{2 + int(3 * unit(*key, 'cover'))} times covered.",
            related,
            _byline(*key, "is"),
        ]
        story = "funding"
    else:
        present, past = pick(
            (
                ("expands its product range", "has expanded its product range"),
                ("opens a new regional headquarters", "has opened a new regional headquarters"),
                (
                    "sets up a sustainability-linked financing framework",
                    "has set up a sustainability-linked financing framework",
                ),
                (
                    "names a new head of its largest division",
                    "has named a new head of its largest division",
                ),
            ),
            *key,
            "topic",
        )
        headline = f"{name} {present}"
        body = [
            f"{dateline} {ce.legal_name(day)} {past}, the company said on "
            f"{day.strftime('%A')}. It did not disclose financial details.",
            related,
            _byline(*key, "is"),
        ]
        story = "business"
    return (
        headline,
        _story(seed, "company news", headline, body, prices=False),
        {"story": story, "currency": currency},
    )
