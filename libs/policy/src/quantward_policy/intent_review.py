"""The Guardian's rule that an answer addresses what the question asked.

Every other rule checks that what an answer says is right; this one checks that it answers the
question at all. A free question is read for its intent (`quantward_policy.intent`) and the
final answer is held to the evidence that intent needs:

- a computation (return, volatility, drawdown over a horizon) must cite a computation — a list
  of passages is not a return — over the horizon the question states (a look-back of six
  months is not a year);
- a change between periods must cite two documents of the kind asked (two calls, two 10-Qs);
- a topic must quote at least one passage that speaks of the topic.

Template runs are held to their template's output by other checks; this rule reads the user's
own words only (`kind == "request"`). Pure.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Final

from quantward_contracts.values import Citation, ReviewBundle
from quantward_policy.intent import Horizon, Reading, read_question
from quantward_validation.trends import series_of

#: days a computed window may differ from the stated horizon (weekends, holidays at its ends)
SLACK_DAYS: Final = 6
CONCERN_ID: Final = "intent:answer"


def _request(bundle: ReviewBundle) -> str | None:
    return next((m.text for m in bundle.user_messages if m.kind == "request"), None)


def _windows(bundle: ReviewBundle) -> list[tuple[date, date]]:
    found = []
    for computation in bundle.computations:
        result = computation.result if isinstance(computation.result, dict) else {}
        start, end = result.get("start"), result.get("end")
        if isinstance(start, str) and isinstance(end, str):
            found.append((date.fromisoformat(start[:10]), date.fromisoformat(end[:10])))
    return found


def _expected_days(horizon: Horizon) -> int | None:
    if horizon.start is not None and horizon.end is not None:
        return None
    if horizon.months:
        return round(horizon.months * 30.44)
    return horizon.days


def _documents(citations: tuple[Citation, ...], kind: str) -> set[str]:
    pattern = re.compile(r"earnings call|transcript" if kind == "transcript" else r"10-Q")
    return {c.title for c in citations if pattern.search(c.title)}


#: how a company "performed" or "has done" asks of its business as much as of its shares;
#: these words ask of the shares or the holding's money: "return", "TSR", "the stock", "share
#: price", "gains", "beat the index"
_MARKET_WORDS: Final = re.compile(
    r"\b(?:returns?|tsr|total[- ]shareholder|stocks?|shares?|share[- ]price|price|gains?|"
    r"beat\w*|outperform\w*|underperform\w*|invest\w*|holding|position|portfolio|fund|"
    r"index|benchmark|p&l|pnl)\b",
    re.IGNORECASE,
)
_PERFORMED: Final = re.compile(r"\bperform\w*", re.IGNORECASE)
#: a run of two or more capitalised words: a body's or a firm's name ("the Investment
#: Subcommittee's", "Harbor Equity Fund"), whose words say what it is called
_NAME_RUN: Final = re.compile(r"\b[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)+")


def _without_proper_names(question: str) -> str:
    """The question with every name of two or more capitalised words set aside, unless it opens
    the text or a sentence (where a capital is grammar, not a name): "for the Investment
    Subcommittee's credit watch" asks nothing of an investment, "Stock Performance: ..." does."""
    kept: list[str] = []
    last = 0
    for run in _NAME_RUN.finditer(question):
        before = question[: run.start()].rstrip()
        if not before or before[-1] in ".?!:":
            continue
        kept += [question[last : run.start()], " "]
        last = run.end()
    return "".join([*kept, question[last:]])


def _reported_figures_answer(question: str, bundle: ReviewBundle) -> bool:
    """Whether a question that asks only how a company performed is answered by the company's
    reported figures: "how has Initech performed?" reads its business as well as its shares,
    so an answer that cites a computation of its figures over time (a fundamentals series)
    addresses it. A question naming a return, the shares or a portfolio still needs a window."""
    if not _PERFORMED.search(question) or _MARKET_WORDS.search(_without_proper_names(question)):
        return False
    cited = {c.source_id for c in bundle.citations}
    return any(
        len(series.points) > 1
        for computation in bundle.computations
        if computation.source_id in cited
        for series in series_of(computation)
    )


def problems(bundle: ReviewBundle) -> list[str]:
    """Why the final answer does not address the question's intent ([] when it does)."""
    question = _request(bundle)
    if bundle.stage != "final" or question is None or bundle.answer is None:
        return []
    reading: Reading = read_question(question)
    citations = bundle.citations
    if reading.intent in ("returns", "volatility", "drawdown"):
        windows = _windows(bundle)
        if (
            not windows
            and reading.intent == "returns"
            and _reported_figures_answer(question, bundle)
        ):
            return []
        if not windows:
            passages = sum(1 for c in citations if c.chunk_id)
            return [
                f"the question asks for a computation ({', '.join(reading.metrics)}) but the "
                f"answer cites no computation ({passages} passage(s) instead)"
            ]
        wanted = _expected_days(reading.horizon) if reading.horizon is not None else None
        if wanted is not None and reading.horizon is not None:
            spans = [(end - start).days for start, end in windows]
            if all(abs(span - wanted) > SLACK_DAYS for span in spans):
                return [
                    f"the question states a horizon of {reading.horizon.describe()} but the "
                    f"computation covers {spans[0]} days"
                ]
        return []
    if reading.intent == "change":
        cited = _documents(citations, reading.periods)
        if len(cited) < 2:
            what = "earnings calls" if reading.periods == "transcript" else "10-Q filings"
            return [
                f"the question asks what changed between two {what} but the answer cites "
                f"{len(cited)} of them"
            ]
        return []
    if reading.intent == "topic" and reading.topic:
        terms = [t.lower().strip() for t in reading.topic if t.strip()]
        quoted = [c for c in citations if c.chunk_id]
        if quoted and not any(any(t in c.quote.lower() for t in terms) for c in quoted):
            return [
                f"the question asks about {reading.topic_label} but no cited passage speaks of it"
            ]
    return []
