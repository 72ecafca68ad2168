"""A decision that adopts a colleague's proposal by naming them, as people say it on a call.

In a transcript the one who decides often points back at a speaker instead of restating the
ask: "I'm with what Priya said. Let's do that.", "Let's go with Priya's version", "I'd back
Priya on this", "Priya nailed it — do that", "count me with Priya". The thread reader
(`utterances`) follows a decisive turn to the colleague it agrees with when the agreement is
said as "agree with Priya", "+1 to Priya", "as Priya", "Priya is right"; `agreements_named`
writes each spoken back-reference in that form, in place and padded to its length (every offset
into the text stays the same, so the words a reading cites are the message's own).

A name is rewritten only when it heads a turn of the text ("Priya (00:12:19): …",
"Priya: …"): a back-reference points at a speaker of the same conversation, and a capitalised
word that speaks nowhere is no one to agree with.
"""

from __future__ import annotations

import re
from typing import Final


def _name(group: str) -> str:
    """A capitalised name, captured as `group` (each alternative names its own group)."""
    return rf"(?P<{group}>[A-Z][\w'’-]*)"


#: what a speaker proposed: "what Priya said", "what Priya suggested earlier"
def _what_said(group: str) -> str:
    return (
        r"(?i:what)\s+" + _name(group) + r"\s+(?:just\s+|already\s+)?(?:said|says|suggested|"
        r"suggests|proposed|proposes|wants|wanted|put\s+forward|pitched|described|laid\s+out|"
        r"floated|mentioned|is\s+(?:saying|suggesting|proposing))"
    )


#: a speaker's proposal by its owner: "Priya's version", "Priya's idea"
_OWNED: Final = (
    _name("owner")
    + r"['’]s\s+(?:idea|suggestion|proposal|version|option|approach|plan|call|way|pitch|"
    r"take|view|book|one|line|answer|choice|pick)"
)
#: one who adopts: "I'm with", "let's go with", "I'd back", "count me with"
_ADOPT: Final = (
    r"(?i:(?:I['’]m|I\s+am|we['’]re|we\s+are|count\s+me|I['’]d\s+go|I\s+would\s+go|I['’]m\s+going)"
    r"\s+with|(?:let['’]?s\s+|we['’]ll\s+|I['’]ll\s+|we\s+should\s+|I['’]d\s+)?(?:go|run|roll|"
    r"stick)\s+with|(?:let['’]?s\s+|we['’]ll\s+|I['’]ll\s+|I['’]d\s+)?(?:back(?:ing)?|"
    r"support(?:ing)?|take|do|use|adopt|prefer|endorse)|on\s+board\s+with|behind)"
    # (any case: "Count me with …" opens a sentence; the names stay capitalised)
)
_BACK_REFERENCE: Final = re.compile(
    rf"\b{_ADOPT}\s+(?:{_what_said('said_by')}|{_OWNED}|{_name('backed')}(?=\s+(?:on\s+(?:this|that|it)|here|there)\b))|"
    rf"\b{_name('right')}\s+(?:nailed\s+it|(?:has|had|got)\s+it(?:\s+right)?|(?:has|had|makes|made)\s+"
    r"(?:a|the)\s+(?:good\s+|fair\s+|right\s+)?(?:point|call))\b|"
    # said alone as the decision: "What Priya said, then.", "What Tom suggested — go."
    rf"(?:(?<=[:.!?]\s)|(?<=^)){_what_said('alone')}"
    r"(?=\s*(?:[,.!—–]|$|(?i:then|it\s+is|please|wins|goes)\b))",
    re.MULTILINE,
)


def _speakers(text: str) -> set[str]:
    """The names that head a turn: "Priya (00:12:19): …", "[09:14] Priya: …"."""
    return {
        m.group(1)
        for m in re.finditer(
            r"(?m)^[ \t]*(?:\[?\d{1,2}:\d{2}\]?[ \t]+)?([A-Z][\w'’-]*)(?:[ \t]+[A-Z][\w'’-]*)?"
            r"[ \t]*(?:\([^)\n]{1,30}\))?[ \t]*:",
            text,
        )
    }


def agreements_named(text: str) -> str:
    """`text` with every spoken back-reference to a speaker's proposal ("I'm with what Priya
    said", "let's go with Priya's version", "Priya nailed it") written "as Priya", padded with
    spaces to its own length; a text with none is returned unchanged."""
    speakers = _speakers(text)

    def named(m: re.Match[str]) -> str:
        name = next((g for g in m.groups() if g is not None and g in speakers), None)
        if name is None:
            return m.group(0)
        return f"as {name}".ljust(len(m.group(0)))

    return _BACK_REFERENCE.sub(named, text)


__all__ = ["agreements_named"]
