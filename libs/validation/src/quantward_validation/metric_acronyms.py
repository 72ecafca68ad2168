"""Conventional acronyms of reported figures whose letters are not the field's own words.

An acronym that spells a field's name ("FCF" for `free_cash_flow`, "ROE") is found by the
field reader itself; the acronyms here abbreviate the name an analyst uses, which differs from
the field's: "DIO" (days inventory outstanding) for `inventory_days`, "DPO" for
`payable_days`, "DSO" for `receivable_days`, "CCC" for the cash conversion cycle, "OCF" for
operating cash flow, "NWC" for net working capital. They are written out before a trend claim
is read, in capitals only. "CFO" is left out: it is as often the officer as the cash flow.
"""

from __future__ import annotations

import re
from typing import Final

#: acronym → the words the field reader finds a series by
_ACRONYMS: Final = {
    "DIO": "days inventory outstanding",
    "DIH": "days inventory on hand",
    "DOH": "days of inventory on hand",
    "DPO": "days payable outstanding",
    "DSO": "days sales outstanding",
    "CCC": "cash conversion cycle",
    "OCF": "operating cash flow",
    "NWC": "net working capital",
}
_ACRONYM: Final = re.compile(r"(?<![\w\-])(" + "|".join(_ACRONYMS) + r")s?(?![\w\-])")


def acronyms_written(text: str) -> str:
    """`text` with each conventional acronym of a reported figure written as the figure's
    name, so "DIO rose" names `inventory_days` as "days inventory outstanding rose" does."""
    return _ACRONYM.sub(lambda m: _ACRONYMS[m.group(1)], text)
