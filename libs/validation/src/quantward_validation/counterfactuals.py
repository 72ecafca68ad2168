"""A figure only supposed in a counterfactual, and the sentence after a figure that ends one.

Papers report what would have happened under another bound: "Table A4 asks what would happen
were the bound 600 bp", "had the cap been 10 %, the Sharpe ratio would fall", "in a
counterfactual with gross leverage of 2.6". The figure after such a cue is supposed, not
imposed; the baseline's figure before it stands. `supposed_before` reads the words of the
figure's clause up to it (never after: "at most 1.3. Table A4 asks what would happen …" leaves
1.3 in force).

A limit's step-up (or step-down) said on a condition not yet met ("Only if the book clears its
hurdle does gross step up to 600 %", "once the desk has a full year above target, VaR may rise
to 75 bp") is supposed too: `conditional_step` reads the sentence up to the figure for a
condition and a verb of stepping right before it; the level that holds until then stands.

A sentence may end on a figure ("… to 2.6. We respectfully disagree"), where the readers of
sentences keep reading (a full stop after a digit may be a list number's). `next_sentence`
gives the sentence after a figure that ends its own, so the one that disowns it is read.
"""

from __future__ import annotations

import re
from typing import Final

#: a cue of a counterfactual right before the figure, in its clause
_SUPPOSED: Final = re.compile(
    r"(?:"
    # an inverted conditional: "were the bound", "were gross leverage set at", "had the cap been"
    r"\bwere\s+(?:the|its|our|their|this|that)?\s*(?:[\w’'-]+\s+){1,4}?(?:(?:set|fixed)\s+(?:at|to)\s+)?|"
    r"\bhad\s+(?:the|its|our|their|this|that)\s+(?:[\w’'-]+\s+){1,4}?been\s+(?:(?:set|fixed)\s+(?:at|to)\s+)?|"
    # "what would happen if the bound were", "in a counterfactual with … of"
    r"\bwhat\s+(?:would|might)\s+(?:happen|change|result)\s+(?:if|were|had|under|with)\b[^.;:]{0,60}?|"
    r"\b(?:in|under)\s+(?:a|the)\s+counterfactual\b[^.;:]{0,60}?"
    r")(?:of\s+|at\s+|to\s+|be\s+|is\s+|=\s*)?$",
    re.IGNORECASE,
)
#: the end of a sentence after its last figure: a full stop, spaces and a capital
_ENDED: Final = re.compile(r"[^.;!?\n]{0,40}?[.!?]\s+(?=[A-Z])")  # (matched at the figure's end)


def supposed_before(before: str) -> bool:
    """Whether the figure after `before` (its clause up to it) is one a counterfactual supposes."""
    return _SUPPOSED.search(before[-120:]) is not None


#: a condition a sentence puts on what follows: "only if", "if", "once", "when", "provided
#: (that)", "subject to", "conditional on", "as soon as", "upon"
_CONDITION: Final = re.compile(
    r"\b(?:(?:only\s+)?(?:if|once|when|whenever)|"
    r"provided(?:\s+that)?|providing|subject\s+to|conditional\s+(?:on|upon)|contingent\s+on|"
    r"as\s+soon\s+as|assuming|in\s+the\s+event\s+(?:that|of))\b",
    re.IGNORECASE,
)
#: a verb that moves a limit to the figure right after it: "steps up to", "can rise to", "is
#: raised to", "goes down to", "will widen to" (a step told in the past has happened: "when the
#: review closed, the cap rose to 8 %")
_STEP: Final = re.compile(
    r"\b(?:steps?|stepping|rises?|rising|goes|go|going|moves?|moving|increases?|"
    r"decreases?|widens?|tightens?|expands?|falls?|drops?|be\s+(?:raised|lifted|increased|"
    r"cut|reduced|lowered|widened|tightened))\s+(?:up\s+|down\s+)?(?:to|at)\s+"
    r"(?:about\s+|roughly\s+)?$",
    re.IGNORECASE,
)


def conditional_step(before: str) -> bool:
    """Whether the figure after `before` (its sentence up to it) is the level a limit steps to
    on a condition the sentence puts first ("Only if the pod clears its hurdle does gross step
    up to 600 %", "If the fund keeps a Sharpe above 1, the cap steps up to 8 %"): the step has
    not happened, so the figure is not the limit in force."""
    step = _STEP.search(before[-60:])
    return step is not None and _CONDITION.search(before[-200:]) is not None


def next_sentence(text: str, end: int) -> str | None:
    """The sentence after the figure ending at `end` when its own sentence ends soon after it
    ("… to 2.6. We disagree"), else None."""
    ended = _ENDED.match(text, end)
    return None if ended is None else text[ended.end() : ended.end() + 200]


__all__ = ["conditional_step", "next_sentence", "supposed_before"]
