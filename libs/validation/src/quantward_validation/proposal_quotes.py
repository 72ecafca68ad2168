"""Quotations a text reports as someone's proposal: the words a paper, a motion or a colleague
put forward, quoted for the meeting to decide on.

Minutes and board correspondence quote what was put to the meeting before they say what was
decided: 'The Committee considered the objective proposed in the paper — "…" — and did not
approve it. Instead: …', 'Management's recommendation, "…", was noted', 'the motion as tabled
("…") failed'. The quotation is another party's proposal, not the writer's own ask. It is
reported speech in the sense of `intent._reported`: read only when the text's own words ask for
nothing and do not refuse it.

The construction: a verb or noun of proposing (propose, suggest, recommend, put forward, table,
submit, float, moot, circulate; a proposal, motion, recommendation, suggestion), up to six
words that say by whom or where ("in the paper", "by the CFO", "at the last meeting"), an
optional colon, comma or dash, then the quotation. A resolution's own quotation ('RESOLVED: "…"')
is the decision, not a proposal, and is not matched.

Pure: text in, spans of the quotations out.
"""

from __future__ import annotations

import re
from typing import Final

#: a word of putting something forward for decision, as verb or noun
_PROPOSING: Final = (
    r"(?:propos(?:e|es|ed|ing|al|als)|counter-?propos(?:al|als|ed)|suggest(?:s|ed|ing|ion|ions)?|"
    r"recommend(?:s|ed|ing|ation|ations)?|put\s+forward|tabled|submitted|floated|mooted|"
    r"circulated|motion|draft(?:ed)?|pitched)"
)
#: the proposing word, a few words of who or where (no clause boundary), then the quotation
_PROPOSED_QUOTE: Final = re.compile(
    rf"\b{_PROPOSING}\b(?:[ \t]+(?!(?:and|but|which|that|who|was|were|is|are)\b)"
    r"[\w'’&-]+){0,6}?[ \t]*[:,(—–-]*[ \t]*(?P<quote>[\"“][^\"”\n]{3,}[\"”])",
    re.IGNORECASE,
)


def proposal_quotes(text: str) -> list[tuple[int, int]]:
    """The spans of the quotations `text` reports as a proposal put to a decision."""
    return [(m.start("quote"), m.end("quote")) for m in _PROPOSED_QUOTE.finditer(text)]


__all__ = ["proposal_quotes"]
