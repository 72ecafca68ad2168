"""Objectives named by an optimiser's profile code or a config key's value.

Risk systems and optimisers name their objective by a code, not a sentence: `OBJECTIVE=MAX_SHARPE`,
`OPT_PROFILE=MINVAR`, `profile: TE_MIN`, `objective = maxReturn`, `--obj msr`, `"target":
"min_tev"`, `--objective min-te`. A code is one identifier whose parts are a direction (max,
min, maximise, lowest …) and a target (Sharpe, SR, IR, TE, TEV, variance, vol, return, ER …), in
either order, joined by underscores or hyphens (a command line's kebab case), by a case change
(camelCase) or glued (`MAXSR`, `TEMIN`, `minte`); a few codes are a portfolio's own name
(`GMV`, `MSR`, `MDP`… only those that name one of our objectives). The parts are read by a
lexicon, so every engine's spelling of the same pair is one reading.

`objective_codes` gives (key, start, end) for each code, the key one of `intent`'s objective
keys ("risk_adjusted", "tracking", "min_risk", "max_return"); a code after a negation on its
line ("not MAX_SHARPE") names what is not wanted and is left out. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a direction's spellings inside an identifier
_UP: Final = frozenset({"max", "maximum", "maximise", "maximize", "maximal", "hi", "highest"})
_DOWN: Final = frozenset({"min", "minimum", "minimise", "minimize", "minimal", "lo", "lowest"})
#: a target's spellings inside an identifier, with the target they name
_TARGETS: Final[dict[str, str]] = {
    **dict.fromkeys(("sharpe", "sr", "ir", "sortino", "inforatio", "riskadj"), "adj"),
    **dict.fromkeys(("te", "tev", "tracking", "trackingerror", "activerisk"), "tracking"),
    **dict.fromkeys(("var", "variance", "vol", "volatility", "risk", "std", "sd", "sigma"), "risk"),
    **dict.fromkeys(("ret", "rets", "return", "returns", "er", "expret", "mu", "mean"), "return"),
}
#: a portfolio named by its code alone
_NAMED: Final[dict[str, str]] = {
    "gmv": "min_risk",  # global minimum variance
    "gmvp": "min_risk",  # global minimum-variance portfolio, as papers abbreviate it
    "msrp": "risk_adjusted",  # maximum-Sharpe-ratio portfolio
    "msr": "risk_adjusted",  # maximum Sharpe ratio
    "mvp": "min_risk",  # minimum-variance portfolio
}
#: the objective key of a direction and a target
_KEY: Final[dict[tuple[str, str], str]] = {
    ("up", "adj"): "risk_adjusted",
    ("down", "tracking"): "tracking",
    ("down", "risk"): "min_risk",
    ("up", "return"): "max_return",
}
#: the words of expected/ex-ante that may stand between ("MAX_EXP_RETURN", "minExAnteTE")
_FILLERS: Final = frozenset({"exp", "expected", "exante", "ex", "ante", "port", "portfolio", "obj"})
#: an identifier: letters and digits with underscores or hyphens (a CLI value in kebab case:
#: `--objective min-te`, `--profile max-sharpe`), or one glued word
_IDENTIFIER: Final = re.compile(r"(?<![\w.-])[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*(?![\w-])")
#: what joins an identifier's pieces
_JOINER: Final = re.compile(r"[_-]")
#: a case change inside a camelCase identifier
_CAMEL: Final = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
#: a negation before a code on its line: "not MAX_SHARPE", "instead of TE_MIN"
_NOT_BEFORE: Final = re.compile(
    r"\b(?:not|no|never|nor|instead\s+of|rather\s+than|except|drop|dropped|replac\w+)\b"
    r"[^\n;.,]{0,20}$",
    re.IGNORECASE,
)

#: a desk's "GMV" that is a base, an amount or a measured quantity is the book's gross market
#: value, not the global minimum-variance portfolio: "5% of GMV", "single name (% GMV)", "GMV
#: $1.2bn", "GMV liquidatable in a day", "the GMV limit", a measure's base ("in GMV terms", "on
#: a GMV basis", "GMV-weighted"), or a setting's key bounding a share of it ("net_gmv_max: 0.06")
#: (`intent` reads its "GMV" alike)
_GROSS_BEFORE: Final = re.compile(r"(?:%|\bof|\bpct|\bx|×|/)\s*$", re.IGNORECASE)
_GROSS_AFTER: Final = re.compile(
    r"\s*[:=(]?\s*(?:[$€£¥\d]|liquidat|trad(?:e)?abl|sellabl|sold|unwound|exitabl|limit|caps?\b|"
    r"exposure|usage|utili[sz]|notional|"
    r"leverage|multiple|ceiling|floor|budget|terms\b|basis\b|[-\s]?based\b|[-\s]?weighted\b|"
    r"(?:max|min|maximum|minimum)\b)",
    re.IGNORECASE,
)


def _gross_value(text: str, start: int, end: int) -> bool:
    """Whether the "GMV" at start–end is the book's gross market value (see `_GROSS_BEFORE`)."""
    return bool(
        _GROSS_BEFORE.search(text, max(0, start - 8), start) or _GROSS_AFTER.match(text, end)
    )


def _glued(word: str) -> list[str] | None:
    """A glued word cut into lexicon parts (`maxsr` → max, sr; `temin` → te, min), or None."""
    lexicon = _UP | _DOWN | _TARGETS.keys() | _FILLERS
    if not word:
        return []
    for size in range(len(word), 1, -1):  # the longest part first: "maximum" before "max"
        head = word[:size]
        if head in lexicon:
            rest = _glued(word[size:])
            if rest is not None:
                return [head, *rest]
    return None


def _parts(identifier: str) -> list[str] | None:
    """The lexicon parts of an identifier, or None when one of its pieces is no such part."""
    parts: list[str] = []
    for piece in _JOINER.split(identifier):
        for word in _CAMEL.split(piece):
            cut = _glued(word.lower())
            if cut is None:
                return None
            parts += cut
    return parts


def _key(identifier: str) -> str | None:
    """The objective key an identifier names, or None: exactly one direction and one target."""
    named = _NAMED.get(identifier.lower())
    if named is not None:
        return named
    parts = _parts(identifier)
    if parts is None:
        return None
    sides = {"up" for p in parts if p in _UP} | {"down" for p in parts if p in _DOWN}
    targets = {_TARGETS[p] for p in parts if p in _TARGETS}
    if len(sides) != 1 or len(targets) != 1:
        return None
    return _KEY.get((next(iter(sides)), next(iter(targets))))


def objective_codes(text: str) -> list[tuple[str, int, int]]:
    """The objectives `text` names by a profile code, as (key, start, end): an identifier made
    of a direction and a target in any engine's spelling, so a pasted config asks what its
    optimiser is set to; a code after a negation on its line asks nothing."""
    found: list[tuple[str, int, int]] = []
    for m in _IDENTIFIER.finditer(text):
        word = m.group(0)
        # plain words ("maximum", "return") are prose, read as prose
        if not _JOINER.search(word) and not _CAMEL.search(word) and word.lower() not in _NAMED:
            if not (word.isupper() or word.islower()) or _parts(word) in (None, [word.lower()]):
                continue
            if word.lower() in _UP | _DOWN | _TARGETS.keys():
                continue
            # a lowercase word glued only of two-letter parts is as likely a word of prose in
            # one of the client's languages ("hier", hi + er, is German, Dutch and French for
            # "here"): a code of such short parts is written in capitals ("HIER", "LOTE")
            if word.islower() and all(len(part) <= 2 for part in _parts(word) or ()):
                continue
        key = _key(word)
        if key is None or _NOT_BEFORE.search(text, max(0, m.start() - 60), m.start()):
            continue
        if word.lower() == "gmv" and _gross_value(text, m.start(), m.end()):
            continue
        found.append((key, m.start(), m.end()))
    return found


__all__ = ["objective_codes"]
