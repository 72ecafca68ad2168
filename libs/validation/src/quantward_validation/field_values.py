"""The number a structured mandate's field holds, in its subject's unit.

A mandate handed over as configuration keeps its limits in fields: a nested config
(`config.risk.te_budget_bps: 150`), an environment (`env.QW_MAX_WEIGHT: "0.075"`), a settings
object. Two things decide what such a value means besides the key's subject:

* an environment's values, and many a settings file's, are strings: `"0.075"`, `"5%"`,
  `"150bp"` state a level as surely as the JSON number 0.075 does, so a string that is one
  quantity and nothing else is the field's number;
* a key that names its unit (`te_budget_bps`, `MAX_WEIGHT_PCT`, `trackingErrorBps`) says how a
  bare number is written: 150 under `te_budget_bps` is 150 bp (a tracking error of 1.5 %), not
  a fraction of 150.

Pure: key and text in, a number in the subject's unit out.
"""

from __future__ import annotations

from dataclasses import replace

from quantward_validation.config_text import key_unit
from quantward_validation.quantities import Quantity, in_unit, quantities


def leaf_quantity(text: str) -> Quantity | None:
    """The one quantity a field's text is, quotes and spaces aside ("0.075", " 5 % ",
    "150bp"); None for any text that says more (a sentence, a list, a date)."""
    stripped = text.strip().strip("\"'").strip()
    found = list(quantities(stripped))
    if len(found) != 1 or found[0].start != 0 or found[0].end != len(stripped):
        return None
    return found[0]


def field_value(key: str, text: str, unit: str | None) -> float | None:
    """The value of a field whose key is `key` and whose text is `text`, in `unit` (the
    subject's): a bare number in the unit its key names, else as written; None when the text
    is no single quantity or cannot be read in that unit."""
    quantity = leaf_quantity(text)
    if quantity is None:
        return None
    if quantity.form == "plain" and (form := key_unit(key)) is not None:
        quantity = replace(quantity, form=form)
    values = in_unit(quantity, unit)
    return values[0] if values else None


__all__ = ["field_value", "leaf_quantity"]
