"""A band said to be withdrawn in favour of the point beside it.

"Update: the PM has fixed the sector weight at 30 %; the range above is withdrawn", "The issuer
weight is set at 6 %. The band we discussed before no longer applies", "… the corridor given
earlier is revoked". The band gave the manager room; withdrawn, it leaves only the point, which
is then no target a lower cap sits inside but the level itself (`mandate` reads the point said
in the same or the previous sentence as a range of one value). The active form ("removed the
2–4 % band") is read by `mandate._RIGID`; this is the passive and the lapse. So is the
authority that gave the room, suspended ("Delegated authority to flex the limit between 5 % and
10 % was suspended after the breach; it stays at 10 %"): until it is restored, the point holds.
"""

from __future__ import annotations

import re
from typing import Final

#: a band, a range or the latitude it gave, named as what is withdrawn
_BAND: Final = (
    r"(?:range|band|bandwidth|corridor|bracket|latitude|leeway|flexibility|"
    r"(?:freedom\s+of\s+)?choice|discretion|"
    # the authority that gave it: "delegated authority to flex the limit … was suspended"
    r"authority|delegation|power\s+to\s+\w+)"
)
#: the band's two ends written before its noun, in any unit's words: "the 20 per cent to 40 per
#: cent range", "the 2–4 % band", "the 1x to 2x gross corridor"
_UNIT: Final = r"(?:\s*(?:%|per\s*cent|percent|pc|bps?|x|times))?"
_FIGURES: Final = rf"(?:[\d.,]+{_UNIT}\s*(?:to|[–-])\s*[\d.,]+{_UNIT}\s+)"
#: (a fragment `fixed_levels` joins to its no-room words: a level kept beside a withdrawn band
#: is held exactly)
WITHDRAWN: Final = (
    # (a sentence may open on the band without a determiner: "Delegated authority to …")
    rf"(?:\b(?:the|that|this|any|our|your|its)\s+|(?:^|(?<=[.;:\n]))\W*)"
    rf"(?:[\w'’-]+\s+){{0,3}}?{_FIGURES}?(?:[\w'’-]+\s+){{0,2}}?{_BAND}\b(?:[^.;\n]|\.\d){{0,80}}?"
    r"(?:\b(?:is|are|was|were|has\s+been|have\s+been|stands?)\s+(?:now\s+|hereby\s+|therefore\s+|"
    r"thus\s+|also\s+)?(?:withdrawn|revoked|rescinded|cancell?ed|removed|scrapped|dropped|void|"
    r"lifted|gone|retracted|superseded|replaced|struck|"
    # ... or suspended until someone restores it: "was suspended after the breach"
    r"suspended|frozen|paused|withheld|on\s+hold)\b|"
    r"\bno\s+longer\s+(?:applies|apply|stands|holds|exists|valid|in\s+force|available|"
    r"on\s+offer|an\s+option)\b)"
)
_WITHDRAWN: Final = re.compile(WITHDRAWN, re.IGNORECASE)


def band_withdrawn(sentence: str) -> bool:
    """Whether `sentence` says a band (or the latitude it gave) is withdrawn or lapsed."""
    return _WITHDRAWN.search(sentence) is not None


__all__ = ["WITHDRAWN", "band_withdrawn"]
