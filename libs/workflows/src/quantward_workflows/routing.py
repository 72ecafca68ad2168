"""A free question that is a template in words: which template, and the inputs it states.

"Build me a market-neutral portfolio of Apple, Microsoft and Walmart, gross leverage at most 2"
is the market-neutral template with its companies and a mandate, not a search: routed to the
template, the run gets the template's pinned plan, checks and output, and — in a chat — is
asked for whatever input the words leave out (the companies, most often), as any template run
is. Only what the words state becomes an input; nothing is guessed.

Read from features, not sample sentences: a thing to build (portfolio, book, allocation,
weights) with a building verb or a constraint; its kind from the constraints that define a
template (market neutral / long-short / hedged → market-neutral; long-only / a drawdown limit /
an allocation → drawdown-aware); the named reports (earnings preview, credit review). Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final

from pydantic import JsonValue

_BUILD: Final = re.compile(
    r"\b(build|construct|create|make|put together|design|assemble|set up|give me|want|need|"
    r"optimi[sz]e|allocate|prepare|propose|suggest)\b"
)
_THING: Final = re.compile(
    r"\b(portfolio|book|allocation|allocate|weights|weighting|basket|long[-/ ]short)\b"
)
_NEUTRAL: Final = re.compile(
    r"\b(market[- ]neutral|dollar[- ]neutral|beta[- ]neutral|long[-/ ]short|hedged|"
    r"net exposure (of )?(zero|0|nil))\b"
)
_DRAWDOWN: Final = re.compile(
    r"\b(long[- ]only|drawdown[- ]aware|(limit\w*|cap\w*|keep\w*|max(imum)?) (the )?drawdown|"
    r"drawdown (of |limit |below |under |at most )|allocat\w+)\b"
)
_REPORTS: Final = (
    (re.compile(r"\bearnings preview\b|\bpreview (of |for )?\w+('s)? (earnings|results)\b"),
     "earnings-preview"),
    (re.compile(r"\bcredit (review|analysis|assessment)\b|\bcreditworthiness\b"), "credit-review"),
    (re.compile(r"\bdisclosure change\b|\bchange monitor\b"), "disclosure-change-monitor"),
)  # fmt: skip
_NUMBER: Final = r"(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>%|percent|x\b|times)?"
#: each limit a mandate can state in words; `n` is the number, `unit` how it is written
_LIMITS: Final = (
    (
        "max_gross_leverage",
        re.compile(
            r"gross (leverage|exposure)[^.;\d]{0,30}?(at most|no more than|up to|max(imum)?|"
            r"capped at|below|under|of|<=|≤)\s*" + _NUMBER
        ),
    ),
    (
        "max_position_weight",
        re.compile(
            r"no (single |one )?(position|name|stock|holding|weight) (above|over|larger than|"
            r"bigger than|more than|exceeding)\s*" + _NUMBER
        ),
    ),
    (
        "max_position_weight",
        re.compile(
            r"(max(imum)?|at most|up to|cap(ped)? at|limit(ed)? to)\s*"
            + _NUMBER
            + r"\s*(per|in any|for any|a|each|of any|on any)\s*(one |single )?"
            r"(position|name|stock|holding)"
        ),
    ),
    (
        "max_drawdown",
        re.compile(
            r"drawdown[^.;\d]{0,20}?(to|at most|below|under|of|no more than|max(imum)?|<=|≤)\s*"
            + _NUMBER
        ),
    ),
)
_NET_ZERO: Final = re.compile(r"net exposure (of )?(zero|0|nil)\b|\bzero net exposure\b")
#: where a list of companies starts: "of A, B and C", "from A, B", "using A…", "across A…"
_LIST: Final = re.compile(
    r"\b(?:of|from|using|across|over|with|between|among|for|on)\s+(?P<list>[A-Z][^.;:!?]*)"
)
_LIST_END: Final = re.compile(
    r"\s*(,\s*|\s+)(with|where|under|long|market|gross|net|no |max|limit|capped|keeping|"
    r"hedged|and (no|a|gross|net|max|limit)|please)\b.*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Route:
    """The template a question is, and the inputs its words state (others left missing)."""

    template_id: str
    inputs: dict[str, JsonValue] = field(default_factory=dict)
    why: str = ""


def _companies(text: str) -> list[str]:
    """The companies a request lists ("of Apple, Microsoft and Walmart"), as written."""
    text = re.sub(r"\b(Co|Inc|Corp|Ltd|Plc|Cos|Bros|Intl)\.", r"\1", text)
    for match in _LIST.finditer(text):
        listed = _LIST_END.sub("", match.group("list")).strip()
        parts = [p.strip(" .") for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed)]
        names = [p for p in parts if p and p[0].isupper() and len(p) <= 60]
        if len(names) >= 2:
            return names
    return []


def _mandate(low: str, template_id: str) -> dict[str, JsonValue]:
    mandate: dict[str, JsonValue] = {}
    for name, pattern in _LIMITS:
        m = pattern.search(low)
        if m is None or name in mandate:
            continue
        number, unit = float(m.group("n")), m.group("unit")
        if name == "max_gross_leverage":
            mandate[name] = number / 100 if unit in ("%", "percent") else number
        else:
            mandate[name] = number / 100 if unit in ("%", "percent") or number > 1 else number
    if template_id == "market-neutral-portfolio":
        mandate["market_neutral"] = True
        if _NET_ZERO.search(low):
            mandate["max_net_exposure"] = 0.0
    if re.search(r"\blong[- ]only\b", low):
        mandate["long_only"] = True
    return mandate


def route_question(question: str, known: frozenset[str] | set[str]) -> Route | None:
    """The template among `known` ids that `question` asks for in words, or None."""
    low = " ".join(question.lower().split())
    for pattern, template_id in _REPORTS:
        if pattern.search(low) and template_id in known:
            return Route(template_id, _company_inputs(question, single=True), "names the report")
    if not _THING.search(low) or not (_BUILD.search(low) or _NEUTRAL.search(low)):
        return None
    if _NEUTRAL.search(low):
        template_id, why = "market-neutral-portfolio", "a market-neutral or long/short portfolio"
    elif _DRAWDOWN.search(low):
        template_id, why = "drawdown-aware-allocation", "an allocation with a drawdown or long-only"
    else:
        return None
    if template_id not in known:
        return None
    inputs: dict[str, JsonValue] = {}
    companies = _companies(question)
    if companies:
        inputs["companies"] = ",".join(companies)
    mandate = _mandate(low, template_id)
    if mandate:
        inputs["mandate"] = mandate
    return Route(template_id, inputs, why)


def _company_inputs(question: str, *, single: bool) -> dict[str, JsonValue]:
    """A one-company report ("a credit review of Bank of America"): the name after of/for/on."""
    m = re.search(r"\b(?:of|for|on)\s+(?P<name>[A-Z][\w&.'\- ]*[\w.])", question)
    if m is None:
        return {}
    name = re.sub(r"('s)?\s*(earnings|results|credit).*$", "", m.group("name")).strip(" .")
    return {"company": name} if single and name else {}
