"""A footnote that gives its own figure to another vehicle, under a figure of this one.

A prospectus or a schedule puts the exception for a related vehicle in a footnote on the
account's own figure:

    Issuer limit: 10 %¹
    ¹ A higher limit of 15 % applies to the Feeder Fund only, not to this account.

The marked figure (10 %) is this account's limit: the note does not narrow it to a part of its
subject (as "¹ applies to government issuers only" narrows a figure), it adds a figure of its
own for someone else. The note's figure (15 %) is that other vehicle's, not this account's.
`provenance` reads both: the marked figure stands, the note's figure is of another fund.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import in_unit, quantities
from quantward_validation.scope import names_other_vehicle

#: a footnote's mark: superscript digits, asterisks, daggers, a bracketed or parenthesised digit
_MARK: Final = r"(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\*{1,3}|†|‡|\[\d{1,2}\]|\(\d{1,2}\))"
#: a footnote line: its mark, then its words
_NOTE_LINE: Final = re.compile(rf"(?m)^[ \t]*(?P<mark>{_MARK})[ \t]*(?P<body>\S[^\n]*)$")
#: a note that says the account at hand is not what it applies to: "not to this account",
#: "does not apply to the Portfolio", "not for this mandate"
_NOT_OURS: Final = re.compile(
    r"\bnot\s+(?:(?:to|for|of)\s+)?(?:this|our|the\s+present|your)\s+(?:account|fund|mandate|"
    r"portfolio|sleeve|sub-?fund|vehicle|compartment|share\s+class)\b|"
    r"\b(?:does|do|shall|will)\s+not\s+apply\s+to\s+(?:this|our|the)\s+(?:account|fund|mandate|"
    r"portfolio|sleeve|sub-?fund|vehicle|compartment)\b",
    re.IGNORECASE,
)


#: a vehicle related to the account by its role, named without a proper name: "the feeder",
#: "the USD feeder", "the master fund", "the Luxembourg parallel fund", "a sister fund", "the
#: other sub-funds", "Sleeve B"
_RELATED_VEHICLE: Final = re.compile(
    r"\b(?:feeders?|master\s+(?:fund|portfolio|vehicle)|parallel\s+(?:fund|vehicle|sleeve|"
    r"account|portfolio)|sister\s+(?:fund|portfolio)|co-?investment\s+vehicle|"
    r"other\s+(?:sub-?funds?|funds?|accounts?|portfolios?|sleeves?|share\s+class(?:es)?)|"
    r"(?:fund|account|portfolio|sleeve|sub-?fund|vehicle)\s+(?-i:[A-Z])\b)",
    re.IGNORECASE,
)


def gives_other_vehicle_a_figure(note: str, text: str, unit: str | None) -> bool:
    """Whether the footnote `note` (its words, a line of `text`) gives a figure in `unit` of its
    own to another vehicle than the account at hand ("A higher limit of 15 % applies to the
    Feeder Fund only, not to this account"): it adds that vehicle's figure, it narrows no
    figure of this one."""
    if not any(in_unit(q, unit) for q in quantities(note)):
        return False
    return bool(_NOT_OURS.search(note) or _RELATED_VEHICLE.search(note)) or names_other_vehicle(
        note, text
    )


def in_other_vehicles_note(text: str, start: int, end: int, unit: str | None) -> str | None:
    """The footnote holding the figure at `start`–`end`, when that note gives its figure to
    another vehicle than the account and its mark sits on a figure in the same unit above it
    (the account's own); else None."""
    for note in _NOTE_LINE.finditer(text):
        if not (note.start("body") <= start and end <= note.end("body")):
            continue
        if not gives_other_vehicle_a_figure(note.group("body"), text, unit):
            return None
        mark = re.escape(note.group("mark"))
        anchored = re.finditer(rf"\S[ \t]?(?P<figure_mark>{mark})", text[: note.start()])
        for anchor in anchored:
            line_start = text.rfind("\n", 0, anchor.start()) + 1
            before = text[line_start : anchor.start("figure_mark")]
            if any(in_unit(q, unit) for q in quantities(before)):
                return note.group(0).strip()
        return None
    return None


__all__ = ["gives_other_vehicle_a_figure", "in_other_vehicles_note"]
