"""An exchange rate's direction, said of either of its currencies.

A rate such as USD/KVL (`usd_kvl`: kestrals per dollar) rises when the dollar strengthens and
the kestral weakens. A desk says the move of either currency: "the KVL weakened against the
dollar", "the local currency depreciated", "the dollar firmed against the kestral". A claim
whose subject is the quoted currency ("the KVL", "the local currency") is a claim about the
rate turned upside down: it is read against the inverse of the series (dollars per kestral),
so "the KVL fell 10 %" is checked as the rate's rise. Why a reader of its own: the field reader
finds the rate by the quoted currency's code alone, and without the orientation a true claim of
the local currency's fall reads as the rate's fall. A pair written in the field's order
("USD/KVL") or the base currency as subject reads the series as it is; the pair written the
other way round ("KVL/USD") reads its inverse.
"""

from __future__ import annotations

import re
from typing import Final

#: the currencies a pair is quoted against, by their codes and the names desks give them
_NAMES: Final = {
    "usd": r"(?:us\s+)?dollars?|greenback|buck",
    "eur": r"euros?|single\s+currency",
    "gbp": r"sterling|pounds?|cable",
    "jpy": r"yen",
    "chf": r"swiss\s+francs?|swissie|franc",
    "cny": r"yuan|renminbi|rmb",
    "aud": r"aussie(?:\s+dollar)?|australian\s+dollar",
    "cad": r"loonie|canadian\s+dollar",
}
#: an exchange rate's field: `usd_kvl`, `eurusd`, `usd_try_spot`, `fx_usd_ngn`
_PAIR_FIELD: Final = re.compile(
    r"^(?:fx_|spot_)?(?P<base>[a-z]{3})_?(?P<quote>[a-z]{3})(?:_(?:spot|rate|fx|close|eop|avg|"
    r"level))?$"
)
#: the local currency of an emerging market quoted against a major one
_LOCAL: Final = r"(?:the\s+)?(?:local\s+currency|domestic\s+currency|home\s+currency)"


def pair_of(metric: str) -> tuple[str, str] | None:
    """The base and quoted currency of an exchange rate's field (`usd_kvl` → ("usd", "kvl")),
    else None. The base is a major currency (the way emerging-market rates are quoted) or both
    are: `ebt_usd` or `net_eps` names no rate."""
    m = _PAIR_FIELD.fullmatch(metric.lower())
    if m is None:
        return None
    base, quote = m.group("base"), m.group("quote")
    if base == quote or base not in _NAMES:
        return None
    return base, quote


def _said(code: str, *, local: bool) -> str:
    names = [rf"\b{code}\b"]
    if code in _NAMES:
        names.append(rf"\b(?:{_NAMES[code]})\b")
    if local:
        names.append(rf"\b{_LOCAL}\b")
    return "|".join(names)


def inverted(sentence: str, metric: str) -> bool:
    """Whether `sentence` speaks of the rate of `metric` upside down: its first currency named
    is the quoted one ("the KVL weakened against the dollar", "the local currency
    depreciated"), or it writes the pair the other way round ("KVL/USD"). A pair in the field's
    order, or the base currency as subject, is the rate as it is."""
    pair = pair_of(metric)
    if pair is None:
        return False
    base, quote = pair
    if re.search(rf"\b{base}\s*[/-]?\s*{quote}\b", sentence, re.IGNORECASE):
        return False
    if re.search(rf"\b{quote}\s*[/-]?\s*{base}\b", sentence, re.IGNORECASE):
        return True
    local = quote not in _NAMES
    first_base = _subject(sentence, _said(base, local=False))
    first_quote = _subject(sentence, _said(quote, local=local))
    if first_quote is None:
        return False
    return first_base is None or first_quote < first_base


#: what a currency is set against: the object of the move, not its subject
_AGAINST: Final = re.compile(
    r"\b(?:against|versus|vs\.?|relative\s+to|on|to|into|per)\s+(?:the\s+)?$", re.IGNORECASE
)


def _subject(sentence: str, pattern: str) -> int | None:
    """Where the sentence first names a currency as what moves: not as what another currency
    moves against ("Against the KVL, the dollar rose" has the dollar as its subject)."""
    for m in re.finditer(pattern, sentence, re.IGNORECASE):
        if _AGAINST.search(sentence, 0, m.start()) is None:
            return m.start()
    return None


def currency_mention(sentence: str, metric: str) -> tuple[int, int] | None:
    """Where `sentence` names a currency of the rate of `metric` as the subject of its move by
    a name the field's words do not give, else None: "the local currency" (of a rate quoted
    against a major one), or a major currency's name set against another currency ("the
    dollar firmed against the KVL", "the euro slipped versus the dollar"); "revenue in
    dollars" names no rate."""
    pair = pair_of(metric)
    if pair is None:
        return None
    base, quote = pair
    if quote not in _NAMES and (m := re.search(rf"\b{_LOCAL}\b", sentence, re.IGNORECASE)):
        return m.span()
    names = "|".join(_NAMES[c] for c in (base, quote) if c in _NAMES)
    other = f"{_said(quote, local=False)}|{_said(base, local=False)}"
    m = re.search(
        rf"\bthe\s+(?P<name>{names})\b(?=(?:\s+[\w-]+){{1,4}}?\s+(?:against|versus|vs\.?|"
        rf"relative\s+to|on)\s+(?:the\s+)?(?:{other}))",
        sentence,
        re.IGNORECASE,
    )
    return m.span("name") if m is not None else None
