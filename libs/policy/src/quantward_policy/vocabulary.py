"""Words the offline roles read and write in prose, shared so that what one role writes
("over the last two years") the others — and the validator — read back the same way."""

from __future__ import annotations

from typing import Final

from quantward_validation.quantities import SMALL_NUMBER_WORDS

#: number words by value, the ones the roles write out ("zero" to "twelve"; larger as digits)
NUMBER_WORDS: Final = SMALL_NUMBER_WORDS[:13]
