"""Citation marks: how a model says which registered source supports a sentence.

A mark is written inline right after the claim: `[[src_…]]` cites a source, `[[src_…#chk_…]]`
one passage of it, and several refs may share a mark separated by `;` or `,`. A bare
`[[chk_…]]` is accepted when exactly one registered source holds that passage. The syntax is
short enough for any model to produce and unlikely to occur in prose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

OPEN: Final = "[["
CLOSE: Final = "]]"
#: a mark longer than this without its closing brackets is treated as broken
MAX_MARK_LENGTH: Final = 400
_REF: Final = re.compile(
    r"^(?P<src>src_[0-9a-z][0-9a-z_\-.]{2,127})(?:#(?P<chk>chk_[0-9a-z][0-9a-z_\-.]{2,127}))?$"
    r"|^(?P<bare>chk_[0-9a-z][0-9a-z_\-.]{2,127})$"
)


@dataclass(frozen=True, slots=True)
class Ref:
    """One reference inside a mark."""

    raw: str
    source_id: str | None
    chunk_id: str | None


def parse_mark(body: str) -> list[Ref] | str:
    """The refs of a mark's body (between the brackets), or why it is not a valid mark."""
    parts = [p.strip() for p in re.split(r"[;,]", body)]
    if not parts or any(not p for p in parts):
        return f"empty reference in mark [[{body}]]"
    refs = []
    for part in parts:
        match = _REF.match(part)
        if match is None:
            return f"{part!r} is not a source reference (expected src_… or src_…#chk_…)"
        if match.group("bare"):
            refs.append(Ref(part, None, match.group("bare")))
        else:
            refs.append(Ref(part, match.group("src"), match.group("chk")))
    return refs
