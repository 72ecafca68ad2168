"""A figure that measures something else than the book: a ratio of a company's accounts, a levy.

Islamic funds' papers carry Shariah screens beside their limits ("interest-bearing debt below
33 % of market capitalisation", "non-compliant income must stay below 5 % of revenue, subject
to purification") and levies ("zakat is provisioned at 2.5775 % of the zakat base"); a credit
or equity policy may screen names the same way ("leverage below 40 % of EBITDA", "payout above
30 % of earnings"). Such a figure is a share of another base than the fund's own assets (a
company's revenue, earnings, market value or equity; the base a levy is charged on) or the rate
of a levy (zakat, purification, a withholding or other tax): it bounds which names may be held,
or what is paid, never a weight, an exposure or a buffer of the portfolio.

Only the base right after the figure ("5 % of revenue") or a levy named in the figure's own
clause counts: "not more than 10 % of NAV" and "10 % of the Fund's assets" are the fund's own
base, and a clause that names the limit's subject beside a levy is read by its subject. A limit
whose own words name that base (an issuance desk's notional "as a share of the stock's market
cap", `mcapShareCap`) is measured against it: "50bp of market cap" is its value (`names_base`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.lexical_synonyms import classes_in, tokens
from quantward_validation.sentence_language import LITHUANIAN, Language

#: an account of an investee company, or what a levy is charged on, as the base of a share
_COMPANY_BASE: Final = (
    r"(?:revenues?|sales|turnover\s+of\s+the\s+(?:company|issuer|investee)|"
    r"(?:gross\s+|net\s+|total\s+|operating\s+)?(?:income|earnings|profits?)|ebitda|ebit|"
    r"market\s+(?:capitali[sz]ation|cap|value)|mkt\s+cap|enterprise\s+value|"
    r"book\s+value|(?:shareholders['’]?|stockholders['’]?|common|book)\s+equity|"
    r"dividends?\s+(?:received|paid|income)|dividends?|"
    r"(?:the\s+)?(?:company|issuer|investee|firm)['’]s\s+(?:total\s+)?assets|"
    r"zakat(?:able)?\s+(?:base|assets|wealth|amount)|zakat\s+base|tax(?:able)?\s+(?:base|income)"
    r")"
)
#: the fund's own base: a word of it ends the share there ("3 % of NAV", then a table's next
#: column "market value", is a share of NAV)
_OWN_BASE: Final = r"(?:nav|net\s+assets?|aum|fund|portfolio|sleeve|book|account|commitments?)"
#: a vehicle that holds the book, named by its kind ("the Trust", "the Endowment", "the Plan"),
#: as the holder of its own market value
_VEHICLE: Final = (
    r"(?:sub-?fund|endowment|trust|foundation|plan|scheme|vehicle|pool|reserves?|estate|"
    r"pension\s+fund|mandate|partnership|programme|program)"
)
#: "of revenue", "of the investee's market capitalisation", "of trailing 24-month average
#: market cap", "of its EBITDA": a few modifiers may stand between the article and the base, in
#: one phrase (single spaces, not a table's column gap) and none of them the fund's own base
#: (the market value of a side of the book is the fund's own: "4 % of short market value")
_OF_BASE: Final = re.compile(
    rf"\s*(?:of|on|against|relative\s+to)\s+(?:the\s+|its\s+|their\s+|an?\s+)?"
    r"(?!(?:short|long|gross)[\s-]+(?:side\s+)?market\s+values?\b)"
    rf"(?:(?!{_OWN_BASE}\b)[\w'’-]+ ){{0,4}}?{_COMPANY_BASE}\b"
    # ... unless the base is said of the fund itself: "of the market value of the Fund", "of
    # the net asset value of the portfolio", of the vehicle by its kind ("of the Endowment")
    rf"(?!\s+of\s+(?:the\s+|this\s+|its\s+|our\s+)?(?:total\s+)?(?:{_OWN_BASE}|{_VEHICLE})\b)",
    re.IGNORECASE,
)
#: a levy or a screen's ratio named as what the figure is the rate of
_LEVY: Final = re.compile(
    r"\b(?:zakat|purification|purif(?:y|ied)|withholding|(?:income|corporate|capital[\s-]+gains)"
    r"\s+tax|tax\s+rate|vat|stamp\s+duty|"
    r"non[\s-]*(?:compliant|permissible|halal|shariah[\s-]*compliant)\s+(?:income|revenue)|"
    r"impermissible\s+(?:income|revenue)|haram\s+(?:income|revenue)|riba|"
    r"interest[\s-]+(?:bearing\s+)?(?:debt|income)|(?:debt|liquidity|income)\s+screen)\b",
    re.IGNORECASE,
)


#: a clause with any Lithuanian word: the English sentences that name the levy "riba" carry none,
#: so one is enough to read the word as the Lithuanian limit
_LITHUANIAN_AT_ALL: Final = Language(LITHUANIAN.words, at_least=1)


def measured_elsewhere(clause: str, here: int, there: int) -> str | None:
    """What a figure at `here`–`there` of `clause` measures when it is no quantity of the book
    (a share of a company's revenue or market value, a levy's rate), else None."""
    m = _OF_BASE.match(clause, there)
    if m is not None:
        return f"a share {m.group(0).strip()}"
    levy = _LEVY.search(clause)
    if levy is not None and levy.group(0).lower() == "riba" and _LITHUANIAN_AT_ALL.reads(clause):
        # the Arabic "riba" of Islamic finance is the Lithuanian limit ("viršutinė riba",
        # "galioja nauja riba: 10 %"): in a Lithuanian clause it names the bound, no levy
        levy = None
    if levy is not None:
        return f"the rate of {levy.group(0)}"
    return None


def of_another_base(clause: str, end: int) -> bool:
    """Whether the figure ending at `end` of `clause` is a share of a company's accounts, said
    right after it ("companies deriving more than 5 % of revenue from thermal coal"): an
    exclusion's threshold, no bound on a weight of the book.

    Why: read as a weight, an exclusion policy's revenue threshold becomes a position cap that
    an invented limit below it seems to respect."""
    return _OF_BASE.match(clause, end) is not None


def base_after(clause: str, end: int) -> tuple[str, int] | None:
    """The company base written right after the figure ending at `end` ("of market cap", "of
    its revenue") and where it ends, else None."""
    m = _OF_BASE.match(clause, end)
    return None if m is None else (m.group(0), m.end())


_MARKET_CAP: Final = re.compile(r"\b(?:market|mkt\.?)\s+cap\b", re.IGNORECASE)
#: words of a base phrase that name nothing of it
_BASE_FILLER: Final = frozenset({"of", "on", "against", "relative", "to", "the", "its", "their"})


def names_base(named: str, base: str) -> bool:
    """Whether a limit's own words (its name, or the words a mandate says it with) name the base
    a figure is written against: an issuance desk's cap on notional "as a share of market cap"
    (`mcapShareCap`) is itself measured against the company's market value, so "50bp of market
    cap" is its value, not a screen's threshold. Words meet by their first five letters or by a
    class of synonyms (`lexical_synonyms`: "mcap" is "market capitalisation")."""
    # ("market cap" is the market capitalisation: its "cap" is no limit's word here)
    base = _MARKET_CAP.sub("market capitalisation", base)
    base_words = [w for w in tokens(base) if w not in _BASE_FILLER]
    own = tokens(named)
    if classes_in(base_words) & classes_in(own):
        return True
    stems = {w[:5] for w in own if len(w) > 3}
    return any(len(w) > 3 and w[:5] in stems for w in base_words)


#: a share of a base said in the words a limit is said with: "one platform's share of income",
#: "the proportion of revenue", "as a percentage of receipts"
_SHARE_OF: Final = re.compile(
    r"\b(?:share|proportion|percentage|fraction|part|per\s*cent(?:age)?)\s+of\s+"
    r"((?:the\s+|its\s+|our\s+|their\s+)?(?:[\w'’-]+\s+){0,3}[\w'’-]+)",
    re.IGNORECASE,
)


def base_defined_before(said: str, base: str) -> bool:
    """Whether the words a limit is said with before its figure define it as a share of the
    base written after the figure ("one DSP's share of income … ≤ 35 % of trailing-12m
    income"): the speaker defines the measure, so the base is the limit's own, not a company's
    account the figure would screen."""
    return any(names_base(m.group(1), base) for m in _SHARE_OF.finditer(said))


__all__ = [
    "base_after",
    "base_defined_before",
    "measured_elsewhere",
    "names_base",
    "of_another_base",
]
