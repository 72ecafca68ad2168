"""Numbers as colloquial and South and East Asian business English writes them, and what only
looks like one.

* **The particle "one"** of Singapore and Malaysian English ends a clause to insist on what it
  says: "cannot go below one", "must keep 10 % one", "strict one lah", "Cannot one." It counts
  nothing; read as the number 1 it would bound a weight at 100 % or leverage at 1x. It is a
  particle when it ends its clause (or stands before a discourse particle: "lah", "leh", "lor",
  "hor", "meh", "sia") and either follows a modal or negation without a verb ("cannot one"), a
  figure with its unit ("10 % one"), an evaluative word ("strict one", "confirm one"), or an
  operator whose figure an earlier clause of the same sentence already gave ("max 1.5x, cannot
  exceed one"). "Leverage must stay below one." keeps its number: nothing before it gave one.
* **"One" inside a fixed compound** counts nothing either: "one-way turnover", "a one-off
  payment", "one-sided test", "a one-time fee", "one-for-one replacement". Read as the number 1
  it would give "maximum monthly one-way turnover of 20 %" a turnover cap of one. Compounds of a
  unit ("one-year tracking error", "one-month lag") keep their number: they count years. So
  does "zero" naming an instrument or a kind of thing: "no zero-coupon bonds", "a zero-cost
  collar", "zero-based budgeting", "zero-day options" bound nothing at 0.
* **A multiple of one in the singular**: "1 time", "one time" before what a multiple is of or
  the other end of its range ("1 time to 1.2 times", "1 time NAV"), not a frequency ("1 time a
  month").

Pure; `quantities` calls `particle_ones`, `compound_ones` and `singular_multiples` on every
text it reads.
"""

from __future__ import annotations

import re
from typing import Final

#: a discourse particle of Singapore and Malaysian English
_DISCOURSE: Final = r"(?:lah|la|leh|lor|hor|meh|sia|mah|ah)"
#: the word "one", ending its clause or before a discourse particle that does
_ONE: Final = re.compile(
    rf"(?<![\w-])one(?![\w-])(?=\s*(?:[.,;!?)\n]|$|\s+{_DISCOURSE}\b\s*(?:[.,;!?)\n]|$)))",
    re.IGNORECASE,
)
_BEFORE_PARTICLE: Final = re.compile(rf"^\s+{_DISCOURSE}\b", re.IGNORECASE)
#: a modal or a negation with no verb after it: "cannot one", "must one", "don't one"
_BARE_MODAL: Final = re.compile(
    r"\b(?:cannot|can['’]?t|can|must|mustn['’]?t|won['’]?t|don['’]?t|never|not)\s*$",
    re.IGNORECASE,
)
#: a figure with its unit right before: "10 % one", "1.5x one", "200 bps one"
_FIGURE_BEFORE: Final = re.compile(
    r"\d(?:[\d.,]*)\s*(?:%|x|×|times|bps?|per\s*cent|percent|pct)\s*$", re.IGNORECASE
)
#: an evaluative word the particle insists on: "strict one", "confirm one", "fixed one"
_EVALUATIVE_BEFORE: Final = re.compile(
    r"(?<![\w-])(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bthis\s)(?<!\bthat\s)"
    r"(?:strict|fixed|firm|final|confirm|confirmed|sure|compulsory|mandatory|tight|same|"
    r"cannot\s+change|no\s+change)\s*$",
    re.IGNORECASE,
)
#: an operator whose figure the particle stands in place of: "cannot exceed one", "below one"
_OPERATOR_BEFORE: Final = re.compile(
    r"\b(?:exceed|cross|pass|above|below|under|over|beyond|past|lower|higher|more|less|go)\s*$",
    re.IGNORECASE,
)
#: a figure with its unit, in an earlier clause of the sentence
_FIGURE: Final = re.compile(
    r"\d(?:[\d.,]*)\s*(?:%|x(?!\w)|×|times\b|bps?\b|per\s*cent\b|percent\b|pct\b)", re.IGNORECASE
)
_SENTENCE_START: Final = re.compile(r"[.!?\n]\s|\n")


def particle_ones(text: str) -> list[tuple[int, int]]:
    """The spans of `text` where "one" is the colloquial sentence-final particle, no number."""
    spans = []
    for m in _ONE.finditer(text):
        before = text[max(0, m.start() - 40) : m.start()]
        opened = max((s.end() for s in _SENTENCE_START.finditer(text, 0, m.start())), default=0)
        earlier_figure = _FIGURE.search(text, opened, m.start()) is not None
        if (
            _BEFORE_PARTICLE.match(text, m.end())
            or _BARE_MODAL.search(before)
            or _FIGURE_BEFORE.search(before)
            or _EVALUATIVE_BEFORE.search(before)
            or (earlier_figure and _OPERATOR_BEFORE.search(before))
        ):
            spans.append((m.start(), m.end()))
    return spans


#: "one" as the first part of a hyphenated compound whose sense is not a count: "one-way",
#: "one-off", "one-sided", "one-time", "one-shot", "one-stop", "one-for-one", "one-to-one",
#: "one-on-one", "one-tailed", "one-directional"; a document's kind, "a one-pager", "the
#: one-page summary", "one-sheet"
_COMPOUND_ONE: Final = re.compile(
    r"(?<![\w-])one(?=[-‐–](?:way|off|sided|time|shot|stop|liner|tailed|directional|"
    r"pagers?|page|sheets?|sheeters?|size|click|"
    r"(?:for|to|on)[-‐–]one)(?!\w))",
    re.IGNORECASE,
)


#: "zero" as the first part of a compound naming an instrument or a kind ("zero-coupon bonds",
#: "a zero-cost collar", "zero-sum", "zero-based", "zero-day options"), no level of anything
_COMPOUND_ZERO: Final = re.compile(
    r"(?<![\w-])zero(?=[-‐–](?:coupons?|cost|sum|based|day|dte)(?!\w))", re.IGNORECASE
)


_SECOND_ONE: Final = re.compile(r"[-‐–](?:for|to|on)[-‐–](?P<one>one)", re.IGNORECASE)


def compound_ones(text: str) -> list[tuple[int, int]]:
    """The spans of `text` where "one" begins a fixed compound ("one-way", "one-off"), or
    "zero" one naming an instrument ("zero-coupon"), no number."""
    spans = [(m.start(), m.end()) for m in _COMPOUND_ZERO.finditer(text)]
    for m in _COMPOUND_ONE.finditer(text):
        spans.append((m.start(), m.end()))
        second = _SECOND_ONE.match(text, m.end())
        if second is not None:  # "one-for-one": neither "one" counts
            spans.append((second.start("one"), second.end("one")))
    return spans


#: one in the singular before what a multiple is of or the other end of its range
_SINGULAR_MULTIPLE: Final = re.compile(
    r"(?<![\w.,])(?:1(?:\.0+)?|one)\s+time(?![\w-])"
    r"(?=\s*(?:[-–—]|to\b|up\s+to\b|and\b|or\b|nav\b|net\b|the\b|of\b|its\b|band\b|max|min|[.,;:)]|$))",
    re.IGNORECASE,
)


def singular_multiples(text: str) -> list[tuple[int, int]]:
    """The spans of `text` where a multiple of one is written in the singular ("1 time")."""
    return [(m.start(), m.end()) for m in _SINGULAR_MULTIPLE.finditer(text)]


__all__ = ["compound_ones", "particle_ones", "singular_multiples"]
