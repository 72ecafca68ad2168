"""The words an emerging-market debt desk names its currency limits with.

EM debt guidelines, IMAs and CRC packs bound the fund's currency risk in the desk's shorthand:
"open EMFX exposure", "EM FX", "LCY exposure", "DM FX", "G10 FX" — the FX of a market bucket
glued to "FX", and "LCY" for local currency. These are the trade's currency exposure
(`limits`' `max_currency_exposure`), not a word of their own: read only as the trade's
"currency" and "FX", "EMFX" would be no subject at all, and a cap on it would bound nothing.

The register's other subjects already have owners: one country's weight (`limits`), paper rated
below B- (`credit_ratings.BELOW_SINGLE_B`), the hedge ratio (`limit_lexicon_hedging`), tracking
error to an index named by its family ("against the EMBI GD", `mandate`), and the
emerging-markets bucket as a whole (`limit_lexicon_buckets`). The patterns read lower-cased
words (field names already split, `limits.words`).
"""

from __future__ import annotations

import re
from typing import Final

#: a market bucket's FX as one word or two ("emfx", "em-fx", "g10fx", "dm fx", "lc fx"), and
#: "LCY" (local currency) as a word of its own ("LCY exposure", "unhedged LCY")
_MARKET_FX: Final = re.compile(r"\b(?:em|dm|g10|lc|lcy|frontier)[\s-]?fx\b|\blcy\b")

#: each canonical subject's EM-debt words
EM_DEBT_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_currency_exposure": _MARKET_FX,
}

__all__ = ["EM_DEBT_SUBJECTS"]
