"""A range written the way code and config files write one: its ends joined by dots.

Software people write an interval as a language's range literal, not as prose: "0.9x..1.8x" in a
CLI's help, "`--te-budget` accepts 100bp..200bp", "min..max" in a TOML comment, Rust's inclusive
"1..=5", Swift's closed "1...5" and half-open "1..<5". The dots join the two ends just as "to" or
a dash does ("0.9x to 1.8x", "10–20 %"), so the readers of ranges (`quantities`, `operators`,
`mandate`, `provenance`) take them as one more joiner. A full stop and a decimal point are one
dot; two or more dots between two numbers are never a decimal.
"""

from __future__ import annotations

from typing import Final

#: the dots between a range's two ends: "..", "...", "..=" (inclusive), "..<" (half-open)
DOTS_JOIN: Final = r"\.\.(?:\.|=|<)?"

__all__ = ["DOTS_JOIN"]
