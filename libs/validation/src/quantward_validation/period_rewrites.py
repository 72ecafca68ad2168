"""One rewriter for every language's periods: a table of steps applied in order.

Each period lexicon (`period_lexicon_eu`, `period_lexicon_nopl`, `period_lexicon_fi`,
`period_lexicon_cs_ro`) writes a language's months, quarters, halves and weeks in the forms the
period grammar reads (`timespans`) by a few substitutions whose order matters (a week before the
month that would take its year, a quarter before the bare year). Written as a table, the order
is the one thing a lexicon states, and every lexicon applies its table the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeAlias

#: a substitution (a pattern and its replacement: a template or a function of the match), or a
#: whole rewriter run as one step
Step: TypeAlias = (
    tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]] | Callable[[str], str]
)


def rewriter(*steps: Step, doc: str) -> Callable[[str], str]:
    """The function that applies `steps` to a sentence in order; `doc` says what it reads."""

    def rewrite(sentence: str) -> str:
        for step in steps:
            if isinstance(step, tuple):
                pattern, replacement = step
                sentence = pattern.sub(replacement, sentence)
            else:
                sentence = step(sentence)
        return sentence

    rewrite.__doc__ = doc
    return rewrite


__all__ = ["Step", "rewriter"]
