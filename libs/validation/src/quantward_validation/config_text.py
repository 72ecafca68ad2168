"""Limits written as configuration inside a message or a mandate's text.

People paste settings: a config key and its value in prose ("keep maxIssuerWeight at 6 %",
`trackingErrorLimitBps: 250`, "max_single_name_pct = 4.5") or a YAML block whose keys nest over
several lines::

    limits:
      issuer:
        max: 0.05

or put a key on one line and its value on the next. The readings (`mandate`, `provenance`)
read such a value as the prose it stands for: the key names the subject and the side
(`limits.subject_mentions` reads camelCase and snake_case as words), a unit the key names
(`…Pct`, `…_bps`) is the unit of a bare number after it, and the keys above a YAML line name
what its value is about. Every offset stays one of the original text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final, Literal

from quantward_validation.coin_shares import cents_of_a_recovery
from quantward_validation.field_labels import in_label_unit
from quantward_validation.quantities import Quantity
from quantward_validation.record_units import in_record_unit
from quantward_validation.toml_tables import table_keys

#: a config key right before its value: camelCase (`maxIssuerWeight`) or snake_case
#: (`max_single_name_pct`), quoted or not, then `:`, `=`, "to", "at" or "of", or a comparison
#: as an assert or an SQL CHECK writes it (`te_bps <= 300`, `CHECK (cash_pct >= 5)`)
_KEY_BEFORE: Final = re.compile(
    r"(?P<key>\b[a-z]+(?:[A-Z][a-z0-9]*)+|\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+)"
    r"[\"'`]?\s*(?:[:=]|[<>]=?|[≤≥⩽⩾]|==|\bto\b|\bat\b|\bof\b)?\s*[\"'`]?\s*$"
)
#: the unit a key's last word names: `…Pct`, `…_percent`, `…Bps`, `…_bp`
_UNIT_WORD: Final = re.compile(
    r"(?:(?<=[a-z0-9])(?=[A-Z])|_)(?P<unit>pct|percent|perc|bps|bp|bips)"
    # ... with the base it is measured on after it: `max_single_name_pct_nav`, `varBpOfNav`
    r"(?:_?(?:of_?)?(?:nav|aum|na|mv|notional|capital|equity))?$",
    re.IGNORECASE,
)


def key_unit(key: str) -> Literal["percent", "bps"] | None:
    """The form of a bare value the key's last word names (`…Pct`, `…_bps`), else None."""
    named = _UNIT_WORD.search(key)
    if named is None:
        return None
    return "bps" if named.group("unit").lower().startswith("b") else "percent"


def key_before(text: str, at: int) -> str | None:
    """The config key written right before offset `at` ("maxIssuerWeight = " before "6 %")."""
    found = _KEY_BEFORE.search(text, max(0, at - 80), at)
    return found.group("key") if found is not None else None


def unit_named(text: str, quantity: Quantity, offset: int = 0) -> Quantity:
    """`quantity` (found at `offset` + its span in `text`) read in the unit its key names: a bare
    4.5 after `max_single_name_pct` is 4.5 %, a bare 250 after `trackingErrorLimitBps` 250 bps."""
    if quantity.form != "plain":
        return quantity
    key = key_before(text, offset + quantity.start)
    named = _UNIT_WORD.search(key) if key is not None else None
    if named is None:  # a form field's label may name it instead: "Max sector weight (%): 30"
        if cents_of_a_recovery(text, offset + quantity.start, offset + quantity.end):
            # ... or its cents of a claim's face: a recovery "of at least 35c" (`coin_shares`)
            return replace(quantity, form="percent")
        # ... or the unit field of its record: "UNIT=PCT_NAV VALUE=5" (`record_units`)
        return in_record_unit(text, in_label_unit(text, quantity, offset), offset)
    unit = named.group("unit").lower()
    return replace(quantity, form="bps" if unit.startswith("b") else "percent")


#: a YAML-like line: an optional list dash, a key, a colon, and what follows on the line
_KEY_LINE: Final = re.compile(
    r"^(?P<indent>[ \t]*)(?:-\s+)?(?P<key>[A-Za-z_][\w.-]*(?:\s[\w.-]+){0,3})\s*:"
    r"\s*(?P<rest>.*?)\s*$"
)
#: a line that holds a value and nothing else, under a key whose value it is
_BARE_VALUE: Final = re.compile(r"^\s*(?:-\s+)?[-+−]?[\d.,]+\s*(?:%|‰|x|bps?|pct|percent)?\s*$")


def key_path(text: str, at: int) -> list[str]:
    """The keys of the YAML-like block above the line holding offset `at`, outermost first: the
    lines above with less indentation that end in a colon (`limits:`, `issuer:`), and the key
    line right above a line that holds only a value (`maxSectorWeight:` then `0.22`). A line of
    prose ends the block; text that is no block has no keys. A TOML `key = value` line reads
    with its table's header and its key's dotted parents (`toml_tables`: `min = 150` under
    `[risk.te_budget_bps]`)."""
    if (toml := table_keys(text, at)) is not None:
        return toml
    starts = [0, *(m.end() for m in re.finditer(r"\n", text))]
    lines = [(s, text[s : text.find("\n", s) if "\n" in text[s:] else len(text)]) for s in starts]
    index = max(i for i, (s, _) in enumerate(lines) if s <= at)
    line = lines[index][1]
    indent = len(line) - len(line.lstrip(" \t"))
    keys: list[str] = []
    above = [(s, ln) for s, ln in lines[:index] if ln.strip()]
    if above and _BARE_VALUE.match(line):
        parent = _KEY_LINE.match(above[-1][1])
        if parent is not None and not parent.group("rest"):
            keys.append(parent.group("key"))
            indent = len(parent.group("indent"))
            above = above[:-1]
    elif _KEY_LINE.match(line) is None:
        return []
    for _, ln in reversed(above):
        if indent == 0:
            break
        parent = _KEY_LINE.match(ln)
        if parent is None:
            break  # prose ends the block
        depth = len(parent.group("indent"))
        if depth < indent and not parent.group("rest"):
            keys.append(parent.group("key"))
            indent = depth
    return keys[::-1]


def in_key_path_unit(text: str, quantity: Quantity, offset: int = 0) -> Quantity:
    """`quantity` (found at `offset` + its span in `text`) read in the unit a key above its line
    names: a bare 150 on `min = 150` under `[risk.te_budget_bps]`, or on `max: 300` under
    `te_budget_bps:`, is 150 bps. The nearest key that names a unit gives it; a number written
    with its own unit, or under keys that name none, is left as written."""
    if quantity.form != "plain":
        return quantity
    for key in reversed(key_path(text, offset + quantity.start)):
        if (form := key_unit(key)) is not None:
            return replace(quantity, form=form)
    return quantity


__all__ = ["in_key_path_unit", "key_before", "key_path", "key_unit", "unit_named"]
