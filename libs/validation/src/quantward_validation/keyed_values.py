"""A mandate field whose key names the limit and whose value is only its bound.

A hedge policy or a limit sheet kept as structured data writes the subject in the key and the
bound, with its operator and unit, in the value::

    limits:
      var_limit_bps: "≤ 0.90% of NAV"
      max_subsector: "at most 30 %"

The value read alone names no subject, so the prose reader finds no bound in it. Read with its
key's words before it ("var limit bps: ≤ 0.90% of NAV") it states the bound it means. The key
is lent only to a value that names no subject of its own and whose key names one.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.limits import subject_mentions, subject_of, words

#: what joins the key's words to the value in the reading
_JOIN: Final = ": "


def key_prefix(clause_id: str, text: str) -> str:
    """The words to read before a field's `text` ("var limit bps: ") when its key (the last
    part of `clause_id`) names a subject and the text names none; else nothing."""
    key = clause_id.rsplit(".", 1)[-1].split("[", 1)[0]
    if not key or subject_mentions(text) or subject_of(key) is None:
        return ""
    return words(key) + _JOIN


__all__ = ["key_prefix"]
