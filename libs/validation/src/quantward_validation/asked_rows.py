"""Which line of an answer answers what the request left open.

A request that leaves a limit open ("the cap on any one lender is still pending", "the hedge
floor waits on the board") is answered by a message that often lists several limits, one a
line, each with a figure in the same unit ("- Any one bank, max. 2 %" / "- The largest lender,
max. 5 %"). The line that names the item the request left open is the answer; a figure of
another line is another limit's, whatever words the constraint's own name shares with it. The
request's open item is read from its sentences that say something is undecided (open, pending,
on hold, not yet decided, TBD, waiting on someone); a line is scored by the words it shares with
them (a word read in the singular, a longer form of it counted: "shocked" meets "shock"), words
a negation takes back ("no shock") left out. Only a strict lead counts: a tie says nothing. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final, Literal

from quantward_validation.lexical_synonyms import singular
from quantward_validation.quantities import in_unit, quantities

#: a sentence that says its item is undecided: "is open", "pending", "on hold", "TBD", "waits on
#: the board", "has not ruled on", "doesn't set that until", "left blank", "still reviewing"
_UNDECIDED: Final = re.compile(
    r"\b(?:open|pending|tbd|tbc|undecided|outstanding|unresolved|on\s+hold|blank|"
    r"waits?|waiting|still\s+(?:reviewing|under\s+review|to\s+be\s+(?:set|decided|agreed))|"
    r"(?:not|n['’]t|never)\s+(?:yet\s+)?(?:ruled|decided|set|voted|approved|agreed|fixed|"
    r"settled)|only\s+decides|(?:yet|still)\s+to\s+(?:rule|decide|set|vote|approve|agree)|"
    # ... and in the languages of continental paperwork: "offen", "ausstehend", "en suspens",
    # "in sospeso", "pendiente", "openstaand"
    r"offen|ausstehend|suspens|sospeso|pendiente|openstaand)\b",
    re.IGNORECASE,
)
#: where a sentence ends
_SENTENCE: Final = re.compile(r"[^.!?\n]+(?:[.!?]+|\n|$)")
#: the words that name nothing: articles, pronouns, prepositions, auxiliaries, and the words of
#: a limit's side and unit every line of a list shares
_FUNCTION: Final = frozenset(
    {
        "the", "and", "for", "our", "its", "their", "this", "that", "these", "those", "with",
        "from", "into", "onto", "over", "under", "any", "all", "each", "per", "via", "yet",
        "has", "have", "had", "not", "was", "were", "are", "is", "been", "being", "will",
        "shall", "would", "should", "can", "could", "may", "might", "until", "till", "still",
        "only", "just", "also", "then", "than", "who", "whom", "which", "what", "when", "where",
        "why", "how", "but", "nor", "out", "off", "about", "after", "before", "max", "min",
        "maximum", "minimum", "limit", "limits", "cap", "floor", "ceiling", "percent", "cent",
        "pct", "bps", "basis", "points", "times",
    }
)  # fmt: skip
#: a word that takes back the words after it ("no shock", "not hedged", "without cover")
_NEGATORS: Final = frozenset({"no", "not", "non", "without", "excluding", "ohne", "sans"})


def _words(text: str, negation: bool = True) -> list[str]:
    """The naming words of `text`, lower-cased and in the singular, those a negation takes
    back left out (unless `negation` is False: a request's "has not ruled on the cap" still
    names the cap)."""
    found: list[str] = []
    negated = 0
    for raw in re.findall(r"[^\W\d_]+", text.lower()):
        if negation and raw in _NEGATORS:
            negated = 2
            continue
        if negated:
            negated -= 1
            continue
        if len(raw) >= 3 and raw not in _FUNCTION:
            found.append(singular(raw))
    return found


def _meets(word: str, other: str) -> bool:
    """Whether two words are one (the shorter begins the longer, which it spells mostly:
    "shock" and "shocked", not "employer" and "employers-association")."""
    short, long_ = sorted((word, other), key=len)
    return long_.startswith(short[: max(3, len(short) - 1)]) and len(short) >= 0.7 * len(long_)


def _score(line: str, asked: Sequence[str]) -> int:
    """How many of `line`'s naming words the request's open items say."""
    return sum(any(_meets(w, a) for a in asked) for w in set(_words(line)))


def open_items(requests: Sequence[str]) -> list[str]:
    """The naming words of the requests' sentences that say something is undecided."""
    asked: list[str] = []
    for text in requests:
        for sentence in _SENTENCE.finditer(text):
            if _UNDECIDED.search(sentence.group()):
                asked += _words(sentence.group(), negation=False)
    return asked


def _lines(text: str, unit: str | None) -> list[tuple[int, int]]:
    """The (start, end) of each line of `text` that gives a figure in `unit`."""
    found: list[tuple[int, int]] = []
    start = 0
    for line in text.split("\n"):
        if any(in_unit(q, unit) for q in quantities(line)):
            found.append((start, start + len(line)))
        start += len(line) + 1
    return found


def answering_line(
    answer: str, at: int, unit: str | None, requests: Sequence[str]
) -> tuple[Literal["cited", "other"], str] | None:
    """("other", that line) when another line of `answer` with a figure in `unit` names the
    item the requests left open strictly better than the line holding offset `at`; ("cited",
    the cited line) when the cited line names it strictly better than every other such line;
    None when the answer gives one such line, the requests leave nothing open, or the lines
    tie."""
    lines = _lines(answer, unit)
    cited = next((i for i, (s, e) in enumerate(lines) if s <= at <= e), None)
    asked = open_items(requests)
    if cited is None or len(lines) < 2 or not asked:
        return None
    # (a figure's own words — its numbers, its unit — name nothing; the label is the rest)
    scores = [_score(answer[s:e], asked) for s, e in lines]
    own = scores[cited]
    best_other = max(score for i, score in enumerate(scores) if i != cited)
    if best_other > own:
        i = next(i for i, score in enumerate(scores) if i != cited and score == best_other)
        return "other", answer[lines[i][0] : lines[i][1]].strip()
    if own > best_other and own > 0:
        return "cited", answer[lines[cited][0] : lines[cited][1]].strip()
    return None


__all__ = ["answering_line", "open_items"]
