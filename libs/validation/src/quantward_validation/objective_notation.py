"""Optimisation notation as papers typeset it in LaTeX, read as the plain notation `intent` reads.

An academic writes an objective in LaTeX math: "$\\max_w \\mu^\\top w$", "$U(w) =
\\mathbb{E}[r_p]$", "$w^* = \\arg\\max_w \\mathrm{SR}(w)$". Two things of that surface hide the
formula from a reader of plain notation:

- a font or text command wraps a symbol ("\\mathbb{E}", "\\mathrm{SR}", "\\operatorname{Var}",
  "\\text{TE}", "\\mathbf{1}"): the symbol is what it wraps, so "\\mathbb{E}[r_p]" is the mean
  "E[r_p]" and "\\mathrm{SR}(w)" the Sharpe ratio "SR(w)"; sizing commands ("\\left(",
  "\\bigl[") are their bracket;
- a math span is delimited ("$…$", "$$…$$", "\\(…\\)", "\\[…\\]"): the formula an operator
  applies to ends where its math ends, so the prose after it ("$\\max_w \\mu^\\top w$: a
  risk-neutral investor") is no term of the formula.

`latex_plain` rewrites the first kind in place (offsets hold: each command's letters become
spaces before the symbol it wraps); `math_end` gives where the math span around an offset
closes. This is a minimal surface reading for objectives only (the limit readers may keep their
own); `intent._formulas` reads through both. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a command that only sets the font or the text mode of what it wraps
_WRAPPER: Final = re.compile(
    r"\\(?:mathbb|mathrm|mathbf|mathit|mathsf|mathcal|mathscr|mathfrak|boldsymbol|bm|"
    r"operatorname\*?|text|textrm|textit|textbf|mbox|hbox)\s*\{(?P<inner>[^{}]*)\}"
)
#: a sizing command before a bracket: "\left(", "\right]", "\bigl[", "\Bigr)"
_SIZING: Final = re.compile(r"\\(?:left|right|[bB]igg?[lr]?)\s*(?=[()\[\]|.]|\\[{}])")
#: the openers and closers of a math span, longest first
_MATH_OPEN: Final = re.compile(r"\$\$|\$|\\\(|\\\[")
_CLOSER: Final = {"$$": "$$", "$": "$", "\\(": "\\)", "\\[": "\\]"}


def _padded(m: re.Match[str]) -> str:
    """The wrapped symbol, right-aligned in the command's width (offsets hold, and the symbol
    stays next to what follows it: "\\mathbb{E}[" reads "E[")."""
    inner = m.group("inner")
    return " " * (len(m.group(0)) - len(inner)) + inner


def latex_plain(text: str) -> str:
    """`text` with LaTeX font, text and sizing commands reduced to what they wrap (same length)."""
    previous = None
    while previous != text:  # a wrapper inside a wrapper: "\mathbf{\mathrm{x}}"
        previous = text
        text = _WRAPPER.sub(_padded, text)
    return _SIZING.sub(lambda m: " " * len(m.group(0)), text)


def math_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the contents of `text`'s delimited math, delimiters excluded: "$…$",
    "$$…$$", "\\(…\\)", "\\[…\\]" (a "$" with no closer in its paragraph opens none: "$5m" is
    money)."""
    spans: list[tuple[int, int]] = []
    at = 0
    while (m := _MATH_OPEN.search(text, at)) is not None:
        close = text.find(_CLOSER[m.group(0)], m.end())
        if close < 0 or "\n\n" in text[m.end() : close]:
            at = m.end()
            continue
        spans.append((m.end(), close))
        at = close + len(_CLOSER[m.group(0)])
    return spans


def math_end(spans: list[tuple[int, int]], at: int) -> int | None:
    """Where the math whose contents hold offset `at` ends, or None when `at` is in no math."""
    return next((end for start, end in spans if start <= at < end), None)


__all__ = ["latex_plain", "math_end", "math_spans"]
