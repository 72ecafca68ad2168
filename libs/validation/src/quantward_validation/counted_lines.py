"""Which line of a list a count belongs to, when the count's own noun would claim it.

A figure followed by what it counts ("35 Titel", "40 navne", "32 issuers") is read as the value
of a limit on the number of holdings, whatever single position its clause also names
(`provenance.stated_of`). In a list of limits that reading must still respect the lines: a
rule book's extract may give two counts side by side ("Emittenten im High-Yield-Segment, min.:
35 Titel" beside "Streuung des Rentenspezialfonds (Zahl der Emittenten), min.: 60 Titel"), and
only the line whose label names the number of holdings is the limit's. The count's noun after
the figure is then no reason to give the other line's figure to the limit.
"""

from __future__ import annotations

from quantward_validation.field_labels import line_label, sibling_labels
from quantward_validation.limits import subject_mentions


def _names(label: str, subject: str) -> bool:
    return subject in {name for _, _, name in subject_mentions(label.replace("_", " "))}


def count_of_another_line(text: str, at: int, subject: str) -> bool:
    """Whether the figure at `at` stands on a labelled line whose label does not name `subject`
    while another line of its list does: the count is that line's setting's, not the limit's."""
    label = line_label(text, at)
    if label is None or _names(label, subject):
        return False
    return any(_names(other, subject) for other, _ in sibling_labels(text, at))


__all__ = ["count_of_another_line"]
