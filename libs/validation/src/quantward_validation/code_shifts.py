"""A later row pulled into the current one, as dataframe and SQL code writes it.

Code reads a later period's value into the current row by shifting a series backwards or by a
window function: pandas and polars `returns.shift(-1)`, `px.shift(periods=-5)`, SQL
`LEAD(ret, 1) OVER (…)`, dplyr `lead(ret)`, numpy `np.roll(r, -1)`. Such a value is known only
after the row's time: among a model's inputs it is a feature from the future, as "next-day
return" or "t+1 return" is in prose. A label is built that way on purpose (its horizon is the
labelling's, checked by purging), so `leakage` reads `FORWARD_SHIFT` only where its feature
grammar puts it: among the inputs.

`FORWARD_SHIFT` is the pattern of such a pull. Pure.
"""

from __future__ import annotations

from typing import Final

FORWARD_SHIFT: Final = (
    r"(?:\.shift\(\s*(?:periods\s*=\s*)?-\s*\d+\s*(?:,[^()]*)?\)|"
    r"\blead\(\s*[\w.\"'\[\]]+(?:\s*,\s*\d+)?[^()]*\)|"
    r"\bnp\.roll\(\s*[\w.\"'\[\]]+\s*,\s*(?:shift\s*=\s*)?-\s*\d+\s*\))"
)

__all__ = ["FORWARD_SHIFT"]
