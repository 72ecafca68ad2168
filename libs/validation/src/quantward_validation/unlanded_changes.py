"""A code change named by its title that the record says never landed: its values never held.

Engineers name a change by its title and say what became of it: 'PR #903 "set min_cash to
0.025" was closed without merging', 'MR !88 (raise the TE budget to 250bp) — abandoned',
'the pull request "cap gross at 1.8x" was declined by risk', 'CL 4471 "lift max_weight to 6 %"
never landed'. The title states the value the change asked for; the sentence says it did not
take effect, so the value in the title is not in force, while what the same text says holds
("On main, the cash buffer is still 0.050") is.

`unlanded_titles` gives the spans of such titles with the reason, for `record_marks`. A change
that landed ("was merged", "closed via merge", "landed") marks nothing. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

#: a code change by its kind and id: "PR #903", "pull request 12", "MR !88", "CL 4471",
#: "merge request", "patch", "diff D123", "changelist 5521", "commit 4b7a0d2" (not a "change"
#: of prose, whose verdict may be another's)
_CHANGE: Final = (
    r"\b(?:PRs?|MRs?|CLs?|pull[\s-]requests?|merge[\s-]requests?|patch(?:es|set)?|diffs?|"
    r"change(?:set|list)s?|commits?)\b(?:\s+(?:#|!|D)?[\w./-]+)?"
)
#: the change's title after it: quoted ('"set min_cash to 0.025"') or in brackets
_TITLED: Final = re.compile(
    rf"{_CHANGE}\s*[:,]?\s*(?:[\"“‘'`](?P<quoted>[^\"”’'`\n]{{3,120}})[\"”’'`]|"
    r"\((?P<bracketed>[^()\n]{3,120})\))",
    re.IGNORECASE,
)
#: the record's word that the change did not land: closed unmerged, declined, abandoned, never
#: landed, dropped, a draft left open ("closed" of a change request is closed unmerged unless
#: merging is said)
_NOT_LANDED: Final = re.compile(
    r"\b(?:closed(?!\s+(?:and|after|by|via|with|on)\s+(?:a\s+)?merg)(?:\s+without\s+merg\w*|"
    r"\s+unmerged|\s+as\s+(?:won['’]?t\s+(?:do|fix)|stale|rejected|declined))?|"
    r"not\s+(?:yet\s+)?(?:merged|landed|applied|deployed)|unmerged|never\s+(?:merged|landed|"
    r"shipped|went\s+in|got\s+merged)|did(?:n['’]t|\s+not)\s+(?:land|merge|go\s+in|ship)|"
    r"won['’]?t\s+(?:merge|land)|rejected|declined|abandoned|withdrawn|dropped|vetoed|"
    r"turned\s+down|shot\s+down|refused|reverted|rolled\s+back|backed\s+out)\b",
    re.IGNORECASE,
)
#: what says the change landed after all: "was merged", "landed", "is on main"
_LANDED: Final = re.compile(
    r"\b(?:(?:was|got|been|is|were)\s+merged|merged\s+(?:to|into|in)\b|landed\b|shipped\b)",
    re.IGNORECASE,
)
_VERDICT_REACH: Final = 60  # characters from the title to the record's word on it
#: where the record's sentence about the change ends
_SENTENCE_END: Final = re.compile(r"(?<=[.!?])\s|\n")


def unlanded_titles(text: str) -> Iterator[tuple[int, int, str]]:
    """The titles of changes the same sentence says never landed: (start, end, reason)."""
    for m in _TITLED.finditer(text):
        group = "quoted" if m.group("quoted") is not None else "bracketed"
        stop = _SENTENCE_END.search(text, m.end())
        rest = text[m.end() : stop.start() if stop else len(text)]
        verdict = _NOT_LANDED.search(rest, 0, _VERDICT_REACH)
        if verdict is None or _LANDED.search(rest, 0, verdict.start()):
            continue
        why = f"is in the title of a change the record says never landed ({verdict.group(0)})"
        yield m.start(group), m.end(group), why


__all__ = ["unlanded_titles"]
