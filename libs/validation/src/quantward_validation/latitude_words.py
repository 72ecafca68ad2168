"""Latitude as pension governance and retail chat grant it, beside `mandate`'s grammar of
discretion.

Who may be granted the choice (`AGENTS`): besides the manager, the desk and "you", in a retail
thread the tool itself ("the bot", "the assistant", "the AI", "the optimizer"); a trustee's
delegation to its own body ("has delegated to the Investment Sub-Committee") is a grant too.
How the choice is granted without the word "discretion" (`GRANTS`): a level said to float in a
range ("can float between 1 % and 2 %"), a choice left to a tool's liking ("pick whatever the
optimizer likes"), a decision on where in the range ("the assistant decides where", "where in
there is up to you", "anywhere in there is fine"), positioning within a band delegated ("is
delegated to the manager", "positioning within the band is delegated"). Regular-expression
fragments, joined into `mandate`'s `_AGENT` and `_DISCRETION`.
"""

from __future__ import annotations

from typing import Final

#: the agents a choice may be granted to, beyond the manager and "you": a retail thread's tool
#: (a body a level is "set by", such as a committee, is who fixes it, not who is granted it)
AGENTS: Final = (
    r"(?:the\s+)?(?:bot|assistant|ai|a\.i\.|optimi[sz]er|algo(?:rithm)?|robo-?advis[eo]r)"
)
#: a grant said without the word "discretion"
GRANTS: Final = (
    # a level that may float or move freely in its range: "can float between", "free to roam"
    r"\b(?:can|may|is\s+free\s+to|are\s+free\s+to)\s+(?:float|roam|wander|sit\s+anywhere|"
    r"move\s+freely)\b|"
    # a choice left to a tool's or person's liking: "pick whatever the optimizer likes"
    r"\b(?:pick|choose|take|use|set)\s+(?:whatever|wherever|whichever)\b[^.;]{0,40}?"
    r"\b(?:likes?|wants?|prefers?|thinks?|picks?|chooses?|suggests?)\b|"
    # where in the range is someone's to decide: "decides where", "where in there is up to you"
    r"\bdecides?\s+where\b|\bwhere\s+in\s+(?:there|that|this|the\s+(?:range|band|corridor))\s+"
    r"is\s+(?:up\s+to|for)\b|"
    r"\banywhere\s+in\s+(?:there|that\s+range|this\s+range|the\s+(?:range|band|corridor))\s+"
    r"(?:is|'s|’s)\s+(?:fine|ok|okay|good|allowed|acceptable)\b|"
    # ... the band given by its ends: "anywhere in 1 %–2 % is acceptable", "anywhere between
    # 3x and 4x would be fine"
    r"\banywhere\s+(?:in|within|between|inside)\s+(?:[^.;\n]|\.\d){0,40}?\d(?:[^.;\n]|\.\d){0,20}?\s+"
    r"(?:is|are|'s|’s|would\s+be|will\s+be)\s+(?:fine|ok|okay|good|allowed|acceptable|"
    r"permitted)\b|"
    # positioning within a band handed over: "positioning within the band is delegated"
    r"\b(?:positioning|the\s+level|the\s+weight|the\s+setting)\s+(?:with)?in\s+(?:the|this|that)\s+"
    r"(?:band|range|corridor)\s+is\s+(?:delegated|left|at\s+the\s+\w+['’]s\s+discretion)\b|"
    r"\bis\s+delegated\s+(?:by\s+the\s+\w+(?:\s+\w+)?\s+)?to\s+(?:the\s+)?\w+|"
    # a trustee's delegation to its own body: "has delegated to the Investment Sub-Committee"
    r"\b(?:has\s+|have\s+)?delegated\s+(?:[\w'’-]+\s+){0,3}?to\s+(?:the\s+|its\s+)?"
    r"(?:investment\s+)?(?:sub-?\s?committee|committee|cio|chief\s+investment\s+officer|"
    r"investment\s+office)\b"
)

__all__ = ["AGENTS", "GRANTS"]
