"""A mandate's term said of another pool of the book than the one a plan is for.

A scheme, an endowment or a retail investor splits one book into pools named by what each is
for — the growth (return-seeking) portfolio and the matching (LDI, liability-hedging) one, a
liquidity or collateral pool, a core account and a satellite or speculative sleeve — and the
paperwork gives each pool its own terms side by side: "Matching portfolio: pooled LDI funds run
at 2x to 4x leverage", "The YOLO bucket may use margin up to 2x", "In the hedging sleeve,
leverage sits between 2 and 5 times". A term whose subject is one pool bounds that pool, not a
plan for another: a plan that rebalances the growth portfolio is not bound by the matching
portfolio's leverage.

The pools are told apart by a lexicon of their kinds (`POOL_KINDS`), not by their words: "the
growth portfolio" and "the return-seeking assets" are one pool, "the LDI funds" and "the
liability-matching sleeve" another. A term is another pool's when its subject — a label
heading its line ("Matching portfolio: …"), the noun phrase its sentence opens with ("Pooled LDI
funds run at …"), or a pool after a word of scope ("in the hedging sleeve", "for the LDI
portfolio") nearest the figure in its part of the sentence — is a pool of a kind the plan does
not name, while the plan names the kind of its own pool. A pool named as the whole ("the total
portfolio", "the overall book") is every plan's, and so is a pool's share of the whole ("the
moonshot bucket tops out at 3 % of the account": the split of the book); a term whose subject
is no pool, or a plan that names no pool, is read as it stands. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Final

from quantward_contracts.values import ResearchContractBody
from quantward_validation.limit_lexicon_retail import SPECULATIVE_SLEEVE
from quantward_validation.mandate import Clause
from quantward_validation.sleeve_names import SLEEVE_NAME

#: the kinds of pool a book is split into, each by the words that name what the pool is for
POOL_KINDS: Final[dict[str, str]] = {
    # the whole book: every plan's pool
    "whole": r"total|whole|overall|entire|aggregate|combined|consolidated|scheme[\s-]*wide",
    "growth": (
        r"growth|return[\s-]*(?:seeking|generating|enhancing)|risk[\s-]*(?:seeking|bearing)|"
        r"risk(?=[\s-]+(?:assets|portfolios?|sleeves?|books?)\b)|performance[\s-]*seeking"
    ),
    "matching": (
        r"(?:liability|liabilities|cash[\s-]*flow|duration)[\s-]*(?:matching|hedging|driven)|"
        r"matching|hedging|ldi|defensive|protection"
    ),
    "liquidity": r"liquidity|collateral|cash|treasury|money[\s-]*market|operational",
    "income": r"income|distribution|payout",
    "core": r"core|main|long[\s-]*term|retirement|passive",
    "satellite": r"satellite|tactical|opportunistic|opportunities|alpha|active",
}
#: a speculative sleeve is named by its bets ("the YOLO bucket", `sleeve_names`)
_SPECULATIVE: Final = "speculative"

#: the head nouns of a pool of money
_POOL_NOUN: Final = (
    r"(?:portfolios?|funds?|sub-?funds?|books?|sleeves?|buckets?|pots?|pools?|assets|"
    r"portions?|segments?|components?|carve-outs?|accounts?|overlays?|programmes?|programs?|"
    r"strateg(?:y|ies)|mandates?|holdings)"
)
#: the words that may stand between a pool's kind and its noun ("the growth asset portfolio",
#: "LDI pooled funds"): modifiers, never a function word ("risk of the fund" names no pool)
_MODIFIER: Final = (
    r"(?:pooled|segregated|asset|assets|investment|multi-asset|model|equity|credit|bond|gilt|"
    r"swap|derivatives?|overlay|managers?['’]?|leveraged|unleveraged|diversified|liquid)"
)
_KIND_WORDS: Final = "|".join(f"(?P<{kind}>{words})" for kind, words in POOL_KINDS.items())
#: a pool named by its kind: the kind's words, up to two other words ("pooled", "asset"), the
#: head noun ("the matching portfolio", "pooled LDI funds", "the growth asset portfolio")
_POOL: Final = re.compile(
    rf"(?<![\w-])(?:{_KIND_WORDS})[\s-]+(?:{_MODIFIER}[\s-]+){{0,2}}{_POOL_NOUN}\b",
    re.IGNORECASE,
)
#: the opening words of a pool named as the pool's own label ("Matching portfolio:", "2. LDI
#: sleeve –"): the term after it, to the end of its line, is that pool's
_LABEL_END: Final = re.compile(r"\s*(?:[:–—]|-\s)")
#: what may stand before a label or the pool a part opens with: list marks, an article or a
#: possessive, one more word ("Pooled LDI funds run at …", "All growth assets …")
_OPENING: Final = re.compile(
    r"[\s>*•·-]*(?:\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s*)?"
    r"(?:(?:the|our|its|their|this|that|my|your|[\w-]+['’]s)\s+)?(?:[\w-]+\s+)?",
    re.IGNORECASE,
)
#: a word of scope before a pool: what the term is counted over ("in the hedging sleeve",
#: "for the LDI portfolio", "the leverage of the matching assets", "across the growth book")
_SCOPE_BEFORE: Final = re.compile(
    r"\b(?:in|within|inside|for|of|across|under|applies\s+to|apply\s+to|applicable\s+to|"
    r"in\s+respect\s+of|with\s+respect\s+to|as\s+regards|as\s+for)\s+"
    r"(?:the\s+|its\s+|our\s+|their\s+|each\s+|any\s+|my\s+)?$",
    re.IGNORECASE,
)
#: a pool named as what is held, not whose term it is: "invested in the LDI funds", "units of
#: the matching fund"
_HELD_BEFORE: Final = re.compile(
    r"\b(?:invest\w*|held|hold\w*|buy\w*|bought|allocat\w*|units?|shares?|"
    r"holdings?|positions?|exposures?|stakes?)\s+(?:in|of|to)\s+(?:the\s+|its\s+|our\s+)?$",
    re.IGNORECASE,
)
#: where the parts of a sentence that may speak of different pools meet (a colon too: "Club
#: rule: the moonshot bucket …")
_PART_END: Final = re.compile(
    r";|\n|:(?!\d)|(?<!\d)\.(?!\d)\s|\b(?:whereas|while|whilst|but|by\s+contrast|unlike)\b",
    re.IGNORECASE,
)


def _kinds(match: re.Match[str]) -> frozenset[str]:
    return frozenset(kind for kind in POOL_KINDS if match.group(kind))


#: a kind said before another with one head noun for both ("the matching and growth assets",
#: "liquidity, income or growth sleeves", "core/satellite portfolios"): it names a pool too
_COORDINATED: Final = re.compile(
    rf"(?<![\w-])(?:{_KIND_WORDS})"
    r"(?:\s*,\s*(?:and\s+|or\s+|&\s+)?|\s+(?:and|or|&|plus)\s+|\s*/\s*)$",
    re.IGNORECASE,
)


def _coordinated(text: str, match: re.Match[str]) -> frozenset[str]:
    """The kinds of `match`'s pool and of every kind coordinated before it, sharing its noun."""
    kinds, at = set(_kinds(match)), match.start()
    while (before := _COORDINATED.search(text, 0, at)) is not None:
        kinds |= _kinds(before)
        at = before.start()
    return frozenset(kinds)


def _pools(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """Every pool `text` names by its kind, as (start, end, kinds)."""
    found = [(m.start(), m.end(), _coordinated(text, m)) for m in _POOL.finditer(text)]
    found += [(m.start(), m.end(), frozenset({_SPECULATIVE})) for m in SLEEVE_NAME.finditer(text)]
    return sorted(found)


def plan_pools(texts: Iterable[str], names: Iterable[str] = ()) -> frozenset[str]:
    """The kinds of pool a plan names as what it is for, so a term said of a pool of another
    kind is known not to bound it: the pools its words name ("the growth portfolio"), and, when
    they name one, the kinds its constraints' names add without a pool's noun
    ("returnSeekingGrossCap", split from `camelCase` and `snake_case`). A name alone names no
    pool ("max_cash_weight" is no plan for a liquidity pool)."""
    kinds = {k for text in texts for _, _, found in _pools(text) for k in found} - {"whole"}
    if not kinds:
        return frozenset()
    for name in names:
        spelled = re.sub(r"(?<=[a-z])(?=[A-Z])|_", " ", name)
        kinds.update(
            kind
            for kind, words in POOL_KINDS.items()
            if kind != "whole" and re.search(rf"\b(?:{words})\b", spelled, re.IGNORECASE)
        )
    return frozenset(kinds)


def _part(text: str, start: int, end: int) -> tuple[int, int]:
    """The part of the sentence around `text[start:end]`: from the last cut before it to the
    first after it."""
    first = 0
    for m in _PART_END.finditer(text, 0, start):
        first = m.end()
    after = _PART_END.search(text, end)
    return first, after.start() if after is not None else len(text)


def _label(text: str, at: int) -> frozenset[str] | None:
    """The kinds of the pool that labels the line holding offset `at` ("Matching portfolio:
    …"), if it has one."""
    line = text.rfind("\n", 0, at) + 1
    for start, end, kinds in _pools(text):
        if (
            line <= start
            and end <= at
            and _OPENING.fullmatch(text, line, start) is not None
            and _LABEL_END.match(text, end)
        ):
            return kinds
    return None


def pool_of_term(text: str, start: int, end: int) -> frozenset[str] | None:
    """The kinds of the pool whose term `text[start:end]` is: the pool named nearest before it
    in its part of the sentence as what the part opens with or after a word of scope, else one
    after a word of scope later in the part, else the label of its line; None when no pool is
    its subject."""
    first, last = _part(text, start, end)
    before: frozenset[str] | None = None
    after: frozenset[str] | None = None
    for a, b, kinds in _pools(text):
        if a < first or b > last or _HELD_BEFORE.search(text, first, a):
            continue
        opens = _OPENING.fullmatch(text, first, a) is not None
        scoped = _SCOPE_BEFORE.search(text, first, a) is not None
        if b <= start and (opens or scoped):
            before = kinds  # the nearest wins
        elif a >= end and scoped and after is None:
            after = kinds
    return before or after or _label(text, start)


#: a figure said as a share of the whole ("3 % of the account", "at least 30 % of the scheme's
#: assets", "10 % of NAV"): the split of the book between its pools, every plan's term
_SHARE_OF_WHOLE: Final = re.compile(
    r"\s*(?:of|in)\s+(?:(?:the|my|our|its|their|your|total|whole|overall|entire|[\w-]+['’]s)"
    r"\s+){0,3}(?:[\w-]+\s+)?(?:account|portfolio|book|nav|net\s+assets|assets|scheme|fund|plan|"
    r"aum|capital|total|money|pot|investments|wealth)\b",
    re.IGNORECASE,
)
#: the subjects that measure a pool's size in the whole (the speculative sleeve's share, the
#: cash kept): a term on them splits the book, it bounds no pool's inside
_SIZE_SUBJECTS: Final = frozenset({SPECULATIVE_SLEEVE, "cash_weight"})


def other_pools_term(
    text: str, start: int, end: int, ours: frozenset[str], subject: str | None = None
) -> bool:
    """Whether the term at `text[start:end]` is said of a pool of another kind than every pool
    the plan names (`ours`, from `plan_pools`): it bounds that pool, not the plan. A plan that
    names no pool, a term of no pool, a term of the whole book, and a pool's share of the whole
    ("the moonshot bucket maxes out at 3 % of the account", a `subject` that is a pool's size)
    bound as they stand."""
    if not ours or subject in _SIZE_SUBJECTS or _SHARE_OF_WHOLE.match(text, end):
        return False
    kinds = pool_of_term(text, start, end)
    if not kinds or "whole" in kinds:
        return False
    return not kinds & ours


def contract_pools(contract: ResearchContractBody) -> frozenset[str]:
    """The kinds of pool a research contract says it is for (`plan_pools`): its interpretation,
    its methods' purposes, its evidence and its constraints' names — not their rationales, which
    may cite another pool's practice ("as the LDI manager does")."""
    return plan_pools(
        [
            contract.interpretation,
            *(m.purpose for m in contract.methods),
            *(e.description for e in contract.evidence),
        ],
        [c.name for c in contract.constraints],
    )


def own_pools_bounds(found: Sequence[Clause], ours: frozenset[str]) -> list[Clause]:
    """The clauses with every bound said of another pool than the plan's left out
    (`other_pools_term`): what the mandate sets for the plan's own pool, or for the whole."""
    if not ours:
        return list(found)
    return [
        replace(
            c,
            bounds=tuple(
                b for b in c.bounds if not other_pools_term(c.text, b.start, b.end, ours, b.subject)
            ),
        )
        for c in found
    ]


__all__ = [
    "POOL_KINDS",
    "contract_pools",
    "other_pools_term",
    "own_pools_bounds",
    "plan_pools",
    "pool_of_term",
]
