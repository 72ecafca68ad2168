"""The emphasis marks of Markdown, undone at the review boundary (`surface.CLEANERS`).

Assistants write limits under bold labels ("1. **The weight of any one GICS sector:** 25 %
(hard cap)", "**Max gross** — 2x", "__Cash floor__: 2 %"). The marks are layout, not words:
a reader of labels and values should see "The weight of any one GICS sector: 25 %". Only
paired strong marks (`**…**`, `__…__`) on one line, hugging their words, are dropped; a single
asterisk is left alone (a chat's "*5 pct" corrects the line above, `utterances`), and so are
an identifier's underscores (`__init__`, `max__cap`) and struck text (`~~…~~`).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.surface_edits import Edit

#: a strong span: the marks, hugging non-space words, on one line, not inside an identifier
_STRONG: Final = re.compile(
    r"(?<![\w*])(?P<mark>\*\*|__)(?=[^\s*_])(?P<body>[^\n]*?[^\s*_\\])(?P=mark)(?![\w*])"
)


def emphasis_marks(text: str) -> list[Edit]:
    """The edits that drop Markdown's strong-emphasis marks around their words."""
    edits: list[Edit] = []
    for found in _STRONG.finditer(text):
        if found.group("mark") == "__" and " " not in found.group("body"):
            continue  # an identifier's dunder (`__init__`), not a phrase set in bold
        edits.append(Edit(found.start(), found.start("body"), ""))
        edits.append(Edit(found.end("body"), found.end(), ""))
    return edits


__all__ = ["emphasis_marks"]
