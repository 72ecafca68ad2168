"""Words the offline roles read and write in prose, shared so that what one role writes
("over the last two years") the others read back the same way."""

from __future__ import annotations

from typing import Final

#: number words by value: index 2 is "two"
NUMBER_WORDS: Final = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                       "nine", "ten", "eleven", "twelve")  # fmt: skip
