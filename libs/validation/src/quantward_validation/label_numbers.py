"""A bare number that is part of a name ("Tier 1 liquidity", "cash on T+0", "AIP-12"), no quantity.

Treasury and governance texts name things with numbers: a liquidity tier ("Tier 1 (same-day)
liquidity"), a settlement day ("cash available on T+0", "T+2 funds"), a capital pillar or a
phase ("Pillar 2", "Phase 3"), a governance proposal ("AIP-12", "BIP 7", "EIP-1559"), an epoch
or a round ("epoch 14", "round 3"). Such a number is no level of any limit, and read as one it
cuts the clause it stands in: "the Company shall not permit cash available on T+0 to fall below
10 %" is a floor, the negation before "T+0" still governs "fall below", and the 0 of T+0 is no
number the comparative's clause starts after.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.quantities import Quantity

#: the word a numbered name is written with right before its number: a tier, a settlement day
#: ("T+0", "T + 1", "T-1"), a pillar, a phase, a tranche, a stage, a round, an epoch, a
#: governance proposal's id ("AIP-12", "SIP 4", "BIP#7", "EIP-1559", "proposal #42")
_NAMED_BY: Final = re.compile(
    r"(?:\b(?:tier|tiers|pillar|phase|tranche|stage|round|epoch|wave|cohort|proposal)"
    r"\s*[-#]?\s*|\bt\s*[+-]\s*|\bday\s*[+-]\s*)$",
    re.IGNORECASE,
)
#: a governance proposal's id is written in capitals: "AIP-12", "SIP 4", "BIP#7", "EIP-1559"
_PROPOSAL_ID: Final = re.compile(r"\b[A-Z]{1,4}IP\s*[-#]?\s*$")
#: ... an operator word may stand between a name and a number that is a level ("tier one
#: capital of at least 8 %" has its number after the operator), so only a number glued to the
#: naming word is read: nothing else than the joiners above
_UNIT_AFTER: Final = re.compile(r"^\s*(?:%|per\s*cent|percent|pct|bps?|bp|x\b|times\b)", re.I)


def names_a_thing(text: str, quantity: Quantity) -> bool:
    """Whether `quantity` of `text` is a bare number that is part of a name (a tier, a
    settlement day, a phase, a governance proposal's id), not a level: it counts in no unit and
    is written right after the word it numbers."""
    if quantity.form != "plain" or _UNIT_AFTER.match(text[quantity.end : quantity.end + 12]):
        return False
    before = text[max(0, quantity.start - 16) : quantity.start]
    return (
        _NAMED_BY.search(before) is not None
        or _PROPOSAL_ID.search(before) is not None
        or _section_of_document(text, quantity)
        or _year_of_document(text, quantity)
    )


#: a document's title word right before its year, capitalised ("Beleggingsplan 2025",
#: "Placeringspolicy 2025", "PI 2025", "DPI 2025")
_TITLE_BEFORE: Final = re.compile(r"\b[A-Z][\w-]*\s+$")
#: what follows a title's year: a comma, a colon, a section mark or a span of years ("2025,
#: §4.3:", "2025: …", "2025–2029")
_AFTER_TITLE_YEAR: Final = re.compile(r"^\s*(?:[,:;§]|[–—-]\s*(?:19|20)\d{2}\b)")


def _year_of_document(text: str, quantity: Quantity) -> bool:
    """Whether a bare number is the year that dates a document named right before it by a
    capitalised title ("Beleggingsplan 2025, §4.3: …", "Placeringspolicy 2025, avsnitt 6.2:
    …", "PI 2025–2029"): a name's part, no level. Why: a clause that cites its plan before a
    leverage band would otherwise read the year as a level of 2025x beside the band, and an
    assumption inside the band as a breach of it."""
    if re.fullmatch(r"(?:19|20)\d{2}", quantity.text) is None:
        return False
    before = text[max(0, quantity.start - 30) : quantity.start]
    return (
        _TITLE_BEFORE.search(before) is not None
        and _AFTER_TITLE_YEAR.match(text[quantity.end : quantity.end + 8]) is not None
    )


#: a document named by its capitals right before a section number: "LPA 5.4", "IPS 7.8", "IG
#: 7.3", "OM 4.2(b)", "ISDA 5(a)", "IMA s.12"
_DOCUMENT_BEFORE: Final = re.compile(r"\b[A-Z]{2,6}\s*(?:s\.|§|para\.?|cl\.?)?\s*$")
#: a section number's shape: dotted ("5.4", "7.3.1"), or followed by a sub-letter in brackets or
#: by the colon that opens the section's text ("5(a)", "12:")
_SECTION_AFTER: Final = re.compile(r"^(?:\([a-z0-9]{1,3}\)|\s*:)")


def _section_of_document(text: str, quantity: Quantity) -> bool:
    """Whether a bare number is the section of a document named right before it by its capitals
    ("LPA 5.4: the General Partner may …", "IPS 7.8 allows …"): a reference, no level. Why: a
    clause that cites its own section before a limit ("LPA 5.4: … between 6.25 and 12.5 %")
    would otherwise read the section as a bound of 540 %."""
    before = text[max(0, quantity.start - 12) : quantity.start]
    if _DOCUMENT_BEFORE.search(before) is None:
        return False
    dotted = re.fullmatch(r"\d+(?:\.\d+)+", quantity.text) is not None
    return dotted or _SECTION_AFTER.match(text[quantity.end : quantity.end + 5]) is not None


__all__ = ["names_a_thing"]
