"""A note in brackets after a range's first end that names which end it is.

Guidelines in every language gloss each end of a band with its side: "de 30 % (mínimo) a 40 %
(máximo)", "from 2 % (floor) to 5 % (cap)", "od 20 % (dolní mez) do 25 % (horní mez)". The
words between the two ends are then the note and the joining word; the note says nothing that
parts the ends, so a range is read through it. Only a note of an end's side is dropped: any
other bracket ("20 % (equities) and 30 % (bonds)") names another subject and still parts them.
Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a bracket that holds a side of a band: the min/max stems every language shares ("min.",
#: "mínimo", "minim", "maximum", "máx."), the English, Czech, Romance and German side words
_END_NOTE: Final = re.compile(
    r"^\s*\(\s*(?:m(?:í|i|á|a)n|m(?:á|a)x|floor|cap|ceiling|lower|upper|low|high|bottom|top|"
    r"doln|horn|spodn|inferio|superio|unter|ober|plancher|plafond|piso|tecto|teto|"
    r"limite\s+(?:inferior|superior|m(?:í|i|á|a)))[\w.\s-]{0,24}\)"
)


def without_end_note(joined: str) -> str:
    """`joined`, the words between a range's two ends, without a leading note of the first
    end's side ("(mínimo) a " -> " a ")."""
    return _END_NOTE.sub("", joined, count=1)


__all__ = ["without_end_note"]
