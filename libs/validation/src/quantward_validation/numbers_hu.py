"""The units of a Hungarian limit's figure: a per cent and a basis point in every case.

Hungarian glues a case ending to the unit word ("10 százalék", "százalékot", "százalékban",
"százaléknál", "százalékos", "százaléka") and, after a sign or an abbreviation, to a hyphen
("10 %-ot", "150 bp-os", which the unit's own pattern leaves outside it). The percentage point
("százalékpont") is read as a per cent, as the other languages' are. Every accented letter is
also read without its accent, as plain-text mail and code spell it.
"""

from __future__ import annotations

from typing import Final

#: a per cent: "százalék" and every ending on it ("százalékot", "százalékos", "százalékpont")
PERCENT_WORDS: Final = r"sz(?:á|a)zal(?:é|e)k\w*"
#: a basis point: "bázispont" in every case ("150 bázispontot", "bázisponttal")
BPS_WORDS: Final = r"b(?:á|a)zispont\w*"

__all__ = ["BPS_WORDS", "PERCENT_WORDS"]
