"""Company mentions in free text: "What did VW and Porsche say about guidance?".

Every company a text names comes back, resolved, ambiguous (with candidates) or not found (with
the closest names), and never silently dropped: researching the others only would answer
another question. Four kinds of span are mentions:

* identifiers and exchange-qualified tickers (`DE0007664039`, `VOW3.DE`, `NYSE:BRK.B`);
* names, aliases and short names of the graph, found by the gazetteer at word boundaries,
  possessives included ("Exxon's"), the longest first, with a legal form or share class
  written after them ("Porsche SE", "Volkswagen Vz");
* bare tickers written as tickers: an upper-case word of a text that is not itself shouted,
  never a finance term (CEO, EPS) or a very frequent word (NOW, ALL: emphasis) unless written
  as a cashtag (`$NOW`);
* spans that look like company names the graph does not know: capitalised words ending in a
  company designator ("Foobar Corp"), or a capitalised unknown word listed with another
  company ("Compare Foobar and Chevron"). They are reported as not found with the closest
  names, so the user can say which company they meant.

Case rules keep everyday words from becoming companies: a name that is an ordinary English
word ("Target", "Shell", "Apple") counts only written as a name (capitalised, in a text that is
not shouted, not a very frequent word in capitals for emphasis); a short name that is an
everyday word ("Ford" of Ford Motor) counts only when it names one company ("American" and
"General" begin many names and are no mention).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Final

from quantward_resolver.domain.gazetteer import (
    CONNECTORS,
    VERY_FREQUENT,
    Match,
    Token,
    everyday_words,
    tokenize,
)
from quantward_resolver.domain.normalize import LEGAL_SUFFIXES, fold, split_share_class
from quantward_resolver.domain.query import parse
from quantward_resolver.domain.resolver import Resolver
from quantward_resolver.domain.result import Hints, Resolution

#: query kinds that name a company even when the graph does not know it
_SURELY_A_COMPANY: Final = frozenset({"isin", "lei", "figi", "listed_ticker"})
_SPECIAL: Final = re.compile(
    r"\b[A-Z]{2}[A-Z0-9]{9}[0-9]\b"  # ISIN
    r"|\b[A-Z]{2,8}:[A-Z0-9][A-Z0-9.\-]{0,9}\b"  # FRA:VOW3
    r"|\b[A-Z0-9]{1,6}\.[A-Z]{1,2}\b"  # VOW3.DE, BRK.B
)
_CASHTAG: Final = re.compile(r"\$([A-Za-z][A-Za-z0-9]{0,5}(?:\.[A-Za-z])?)\b")
#: upper-case words of finance prose that are no company (checked before the word list)
NOT_TICKERS: Final = frozenset(
    {
        *("AG", "SE", "SA", "NV", "PLC", "INC", "LLC", "LTD", "CORP"),
        *("CEO", "CFO", "COO", "CTO", "CIO", "EPS", "EBIT", "EBITDA", "ROE", "ROI", "ROA"),
        *("ESG", "IPO", "ETF", "GDP", "CPI", "PPI", "FX", "US", "USA", "UK", "EU", "AI", "IT"),
        *("Q1", "Q2", "Q3", "Q4", "H1", "H2", "FY", "YTD", "YOY", "QOQ", "TTM", "LTM"),
        *("M&A", "R&D", "SEC", "FED", "ECB", "IMF", "OTC", "NYSE", "DAX", "FTSE", "MSCI"),
        *("USD", "EUR", "GBP", "JPY", "CHF", "CNY", "TV", "PR", "HR", "IR", "PE", "VC"),
        *("CAPEX", "OPEX", "FCF", "NAV", "AUM", "NII", "NIM", "KPI", "API", "SAAS", "B2B"),
    }
)
#: words that end a company's name when the graph does not know the company ("Foobar Corp")
DESIGNATORS: Final = LEGAL_SUFFIXES | frozenset(
    {
        *("bank", "bancorp", "bancshares", "group", "holdings", "industries", "technologies"),
        *("systems", "pharmaceuticals", "therapeutics", "motors", "airlines", "energy"),
        *("capital", "partners", "financial", "insurance", "resources", "labs", "laboratories"),
        *("networks", "software", "semiconductor", "semiconductors", "biosciences", "foods"),
        *("brands", "enterprises", "trust", "reit", "mining", "minerals", "petroleum", "oil"),
    }
)
#: words that list companies side by side ("Foobar and Chevron", "Foobar vs. Chevron")
_LISTING_WORDS: Final = frozenset({"and", "or", "vs", "versus", "nor", "with", "against"})
#: a legal form or share class written after a name joins the mention ("Porsche SE")
_TAIL_FORMS: Final = frozenset(w for w in LEGAL_SUFFIXES if w not in {"the", "as", "na"})
MAX_TAIL: Final = 4
#: what joins or ends a name in lower case ("Foobar plc", "Foo & Bar")
_LOWER_CASE_FORMS: Final = frozenset(
    {"&", "plc", "inc", "corp", "ltd", "llc", "gmbh", "ag", "spa", "nv"}
)
#: share of upper-case letters above which a text is shouted and case proves nothing
_SHOUTED: Final = 0.6


def _is_class(words: list[str]) -> bool:
    """True if the words are a share class written after a name ("Class C", "Vz")."""
    rest, share_class = split_share_class(["x", *words])
    return share_class is not None and rest == ["x"]


@dataclass(frozen=True, slots=True)
class Mention:
    """A span of the text (character offsets, end exclusive) and how it resolved."""

    text: str
    start: int
    end: int
    resolution: Resolution


def resolve_mentions(
    resolver: Resolver, text: str, *, as_of: date | None = None, hints: Hints | None = None
) -> list[Mention]:
    """Every company mention in `text`, in order, each with its resolution."""
    return _Reader(resolver, text, as_of, hints).read()


class _Reader:
    """One pass over one text; see the module docstring for what counts."""

    def __init__(
        self, resolver: Resolver, text: str, as_of: date | None, hints: Hints | None
    ) -> None:
        self.resolver = resolver
        self.text = text
        self.as_of = as_of
        self.hints = hints
        self.everyday = everyday_words()
        letters = [ch for ch in text if ch.isalpha()]
        self.shouted = bool(letters) and (
            sum(ch.isupper() for ch in letters) / len(letters) > _SHOUTED and len(letters) > 12
        )
        self.mentions: list[Mention] = []
        self.taken: list[tuple[int, int]] = []

    # --- the passes -------------------------------------------------------------------------

    def read(self) -> list[Mention]:
        self._identifiers()
        self._cashtags()
        tokens = tokenize(self.text)
        self._names(tokens)
        self._unknown(tokens)
        return sorted(self.mentions, key=lambda m: m.start)

    def _identifiers(self) -> None:
        for match in _SPECIAL.finditer(self.text):
            result = self._resolve(match.group())
            # An identifier with a valid check digit, or a ticker on a known exchange, names a
            # company even when the graph does not know it: reported, never dropped.
            if result.status != "not_found" or parse(match.group()).kind in _SURELY_A_COMPANY:
                self._add(match.group(), match.start(), match.end(), result)

    def _cashtags(self) -> None:
        for match in _CASHTAG.finditer(self.text):
            ticker = match.group(1).upper()
            if not self._free(match.start(), match.end()):
                continue
            self._add(match.group(), match.start(), match.end(), self._resolve(ticker))

    def _names(self, tokens: list[Token]) -> None:
        gazetteer = self.resolver.gazetteer
        i = 0
        while i < len(tokens):
            token = tokens[i]
            if not self._free(token.start, token.end) or token.norm in CONNECTORS:
                i += 1
                continue
            mention, used = self._best_name(tokens, gazetteer.matches_at(tokens, i))
            if mention is None and self._is_ticker(token, gazetteer.tickers):
                result = self._resolve(token.raw)
                mention, used = Mention(token.raw, token.start, token.end, result), 1
            if mention is None:
                i += 1
                continue
            self._keep(mention)
            i += used

    def _best_name(self, tokens: list[Token], matches: list[Match]) -> tuple[Mention | None, int]:
        """The longest acceptable match that resolves, else the longest acceptable whole name
        (a known name not valid on the date is reported, not dropped)."""
        missed: tuple[Mention, int] | None = None
        for match in matches:
            if not self._written_as_a_name(tokens, match):
                continue
            last = self._with_tail(tokens, match.last)
            first_token, last_token = tokens[match.first], tokens[last]
            start, end = first_token.start, last_token.end
            if not self._free(start, end):
                continue
            span = self.text[start:end]
            result = self._resolve(span)
            used = last - match.first + 1
            if result.status == "resolved" or (
                result.status == "ambiguous" and not self._everyday_short(tokens, match)
            ):
                return Mention(span, start, end, result), used
            if missed is None and not match.short:
                missed = (Mention(span, start, end, result), used)
        return missed if missed is not None else (None, 0)

    def _unknown(self, tokens: list[Token]) -> None:
        """Capitalised spans that look like companies the graph does not know; again while
        new ones appear, since a list ("Foobar, Quux and Chevron") is found from its end."""
        for _ in range(3):
            before = len(self.mentions)
            self._unknown_once(tokens)
            if len(self.mentions) == before:
                return

    def _unknown_once(self, tokens: list[Token]) -> None:
        i = 0
        while i < len(tokens):
            run = self._capitalised_run(tokens, i)
            if not run:
                i += 1
                continue
            first, last = run[0], run[-1]
            if tokens[first].sentence_start and first < last and self._is_everyday(tokens[first]):
                first += 1  # "Compare Foobar Corp": the verb only starts the sentence
            if self._looks_like_a_company(tokens, first, last):
                start, end = tokens[first].start, tokens[last].end
                if self._free(start, end):
                    span = self.text[start:end]
                    self._keep(Mention(span, start, end, self._resolve(span)))
            i = last + 1

    # --- rules ------------------------------------------------------------------------------

    def _written_as_a_name(self, tokens: list[Token], match: Match) -> bool:
        words = [t for t in tokens[match.first : match.last + 1] if t.norm not in CONNECTORS]
        if not words or all(t.norm in DESIGNATORS for t in words):
            return False  # "Industries", "Group": what names end with, never a name alone
        if not all(self._is_everyday(t) for t in words):
            return True  # "exxon", "Microsoft": no everyday word to confuse it with
        if self.shouted or not all(t.raw[:1].isupper() for t in words):
            return False  # "shell out", "the target price"
        # "NOW is the time", "ALL of it": emphasis. A capital at a sentence start is taken as a
        # name too: questions begin with their company ("Apple revenue?"), and a plain word
        # there ("Target prices rose") cannot be told from it by its spelling.
        return not any(self._emphasis(t) for t in words)

    def _everyday_short(self, tokens: list[Token], match: Match) -> bool:
        """A short name that is an everyday word ("American", "General") is no mention
        unless it names one company."""
        return match.short and self._is_everyday(tokens[match.first])

    def _is_everyday(self, token: Token) -> bool:
        return token.norm in self.everyday or token.raw.lower() in self.everyday

    def _emphasis(self, token: Token) -> bool:
        """A very frequent word written in capitals ("NOW", "ALL") stresses the word."""
        raw = token.raw
        return len(raw) > 1 and raw.isupper() and self.everyday.get(raw.lower(), 0) >= VERY_FREQUENT

    def _stands_alone(self, tokens: list[Token], last: int) -> bool:
        if tokens[last].possessive:
            return True
        after = self.text[tokens[last].end :].lstrip()
        if not after or after[0] in ",;:?!)/":
            return True
        return last + 1 < len(tokens) and tokens[last + 1].norm in _LISTING_WORDS

    def _is_ticker(self, token: Token, tickers: frozenset[str]) -> bool:
        raw = token.raw
        return (
            (not self.shouted or raw.lower() not in self.everyday)
            and 1 < len(raw) <= 6
            and raw.isupper()
            and raw not in NOT_TICKERS
            and not self._emphasis(token)
            and raw in tickers
        )

    def _with_tail(self, tokens: list[Token], last: int) -> int:
        """Extend a name over a legal form or share class written after it ("Merck & Co.
        KGaA", "Volkswagen Vz"), written as such (not "as" or "the" in a sentence)."""
        end = last
        j = last + 1
        while j < len(tokens) and j - last <= MAX_TAIL and not tokens[end].possessive:
            for size in (3, 2, 1):
                words = tokens[j : j + size]
                if len(words) < size or not all(self._formal(t) for t in words):
                    continue
                if any(t.after_punctuation and t.raw != "&" for t in words[1:]):
                    continue  # "Apple, Inc." may be written with a comma; not inside a form
                if words[0].after_punctuation and self.text[
                    tokens[j - 1].end : words[0].start
                ].strip() not in (",", ""):
                    continue
                norms = [t.norm for t in words]
                folded = [fold(t.raw).replace(".", "") for t in words]
                if " ".join(norms) in _TAIL_FORMS or _is_class(folded):
                    end = j + size - 1
                    j = end + 1
                    break
            else:
                break
        return end

    @staticmethod
    def _formal(token: Token) -> bool:
        """Written like a legal form: capitalised ("AG", "Inc"), an ampersand, or "plc"."""
        return token.raw[:1].isupper() or token.raw in ("&", "plc")

    def _capitalised_run(self, tokens: list[Token], i: int) -> list[int]:
        run: list[int] = []
        j = i
        while j < len(tokens):
            token = tokens[j]
            if not self._free(token.start, token.end) or (run and token.after_punctuation):
                break
            finance_term = token.raw in NOT_TICKERS and token.norm not in DESIGNATORS
            if (token.raw[:1].isupper() and not finance_term) or (
                run and token.raw in _LOWER_CASE_FORMS
            ):
                run.append(j)
            else:
                break
            if token.possessive:
                break
            j += 1
        while run and tokens[run[-1]].raw == "&":
            run.pop()
        return run

    def _looks_like_a_company(self, tokens: list[Token], first: int, last: int) -> bool:
        if self.shouted:
            return False
        words = tokens[first : last + 1]
        names = [t for t in words if t.norm not in DESIGNATORS and t.norm not in CONNECTORS]
        if not names or all(self._is_everyday(t) for t in names):
            return False  # "the Federal Reserve Bank", "Group"
        if len(words) > 1 and words[-1].norm in DESIGNATORS:
            return True  # "Foobar Corp", "Quantix Technologies"
        # One unknown capitalised word listed beside a company: "Compare Foobar and Chevron"
        # (several words without a designator are more often a person: "Tim Cook and Apple").
        return (
            len(words) == 1 and len(names) == 1 and self._listed_with_a_mention(tokens, first, last)
        )

    def _listed_with_a_mention(self, tokens: list[Token], first: int, last: int) -> bool:
        if tokens[first].sentence_start and not self._stands_alone(tokens, last):
            return False
        neighbours = []
        if last + 2 < len(tokens) and tokens[last + 1].norm in _LISTING_WORDS:
            neighbours.append(tokens[last + 2])
        if last + 1 < len(tokens) and self._comma_between(tokens[last], tokens[last + 1]):
            neighbours.append(tokens[last + 1])
        if first >= 2 and tokens[first - 1].norm in _LISTING_WORDS:
            neighbours.append(tokens[first - 2])
        if first >= 1 and self._comma_between(tokens[first - 1], tokens[first]):
            neighbours.append(tokens[first - 1])
        return any(any(m.start <= t.start < m.end for m in self.mentions) for t in neighbours)

    def _comma_between(self, left: Token, right: Token) -> bool:
        return self.text[left.end : right.start].strip() == ","

    # --- bookkeeping ------------------------------------------------------------------------

    def _resolve(self, span: str) -> Resolution:
        return self.resolver.resolve(span, as_of=self.as_of, hints=self.hints)

    def _free(self, start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in self.taken)

    def _add(self, text: str, start: int, end: int, result: Resolution) -> None:
        self._keep(Mention(text, start, end, result))

    def _keep(self, mention: Mention) -> None:
        self.mentions.append(mention)
        self.taken.append((mention.start, mention.end))
