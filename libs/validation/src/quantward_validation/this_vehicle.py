"""Which of two vehicles named in one sentence is this one, in plain business English.

"HK master fund max 37.5 per cent, but our Korea feeder (this one) max 25 per cent", "For our
Singapore VCC sub-fund … 15 %; for this Mumbai PMS a/c it is 10 % only": desks name the other
vehicle by a place or a brand and its kind in lower case ("master fund", "feeder", "VCC
sub-fund", "UCITS sleeve"), and mark their own by a parenthesis ("(this one)", "(i.e. this
one)", "(the present one)") or by "this" before a named vehicle ("this Mumbai PMS a/c").
`THIS_VEHICLE_PLAIN` is a fragment `provenance` joins to its own marks of this vehicle;
`names_other_plainly` finds a vehicle named the plain way in a part that does not mark itself as
this one. `marked_as_others` finds a sentence that names a vehicle (by its code or its kind)
and marks it as someone else's: "The METALS-EQ book next door runs 5 %, but that is their
sheet, not yours", "the neighbouring desk's fund allows 8 %".
A robo-adviser's letter or app speaks to the client of "your model" and sets another
profile's figures beside it in a sentence of their own ("For comparison: Growth model, cash
2.5 %. Your model: cash 5 %."): `set_beside` finds such a sentence, `addresses_own` the
reader's own vehicle. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a vehicle's kind, as desks write it
_KIND: Final = (
    r"(?:sub-?funds?|funds?|feeders?|masters?|accounts?|a/c|acct|portfolios?|mandates?|sleeves?|"
    r"books?|schemes?|plans?|folios?|trusts?|vehicles?|compartments?|smas?|pms|vccs?|sicavs?|"
    r"oeics?|strateg(?:y|ies)|"
    # a closed-end vehicle by its legal form: "the predecessor private BDC", "the old REIT"
    r"bdcs?|reits?|spvs?|"
    # a CTA's or a macro manager's vehicle: "the Classic programme", "the Diversified program"
    r"programmes?|programs?)"
)
#: words that qualify the kind ("master fund", "VCC sub-fund", "UCITS sleeve", "PMS a/c")
_QUALIFIER: Final = (
    r"(?:master|feeder|offshore|onshore|parallel|umbrella|mirror|ucits|aif|vcc|sicav|oeic|pms|"
    r"sma|discretionary|advisory|mutual|unit|investment|managed)"
)

THIS_VEHICLE_PLAIN: Final = (
    # "(this one)", "(i.e. this one)", "(the present one)", ", i.e. this one,"
    r"\(\s*(?:i\.?\s?e\.?,?\s+|viz\.?\s+|namely\s+)?(?:this|the\s+present|the\s+current)\s+"
    r"(?:one|fund|account|a/c|portfolio|feeder|mandate|sleeve)\s*\)|"
    r"\bi\.?\s?e\.?,?\s+this\s+one\b|"
    # "this Mumbai PMS a/c", "this Dubai SMA account": a named vehicle said to be this one
    rf"\bthis\s+(?-i:(?:[A-Z][\w&'’-]*\s+){{1,4}})(?:{_QUALIFIER}\s+){{0,2}}{_KIND}(?![\w-])|"
    # a vehicle the reader puts money in, said as such: "the Diversified programme you are
    # allocating to", "the fund you invested in", "the sleeve that you hold"
    rf"\b(?:the|this)\s+(?:[\w&'’-]+\s+){{0,3}}?{_KIND}\s+(?:(?:that|which)\s+)?"
    r"(?:you|the\s+client|the\s+allocator)(?:['’]re|['’]ve|\s+are|\s+were|\s+have|\s+had)?\s+"
    r"(?:been\s+|now\s+|currently\s+)?(?:allocat\w*|invest\w*|subscrib\w*|hold(?:s|ing)?|"
    r"held|own(?:s|ed)?|bought)(?:\s+(?:to|in|into))?\b"
)
_THIS: Final = re.compile(THIS_VEHICLE_PLAIN, re.IGNORECASE)

#: words that open a sentence or a clause, capitalised but no name
_NOT_A_NAME: Final = (
    r"(?:The|This|That|These|Those|Our|Your|Their|Its|His|Her|My|Each|Every|Any|All|Please|Pls|"
    r"Kindly|For|But|While|And|Whereas|Note|Dear|In|On|At|Of|To|As|If|So|No|Max|Min|A|An)"
)
#: (the kind in lower case: a name with its kind capitalised, "Halcyon Growth Portfolio", is
#: `scope`'s to read, with the vehicles a text defines as its own)
_OTHER_NAMED: Final = re.compile(
    rf"\b(?!{_NOT_A_NAME}\b)(?:[A-Z][\w&'’-]*\s+){{1,4}}(?:(?i:{_QUALIFIER})\s+){{0,2}}"
    rf"(?i:{_KIND})(?![\w-])"
)


#: the vehicle a letter, an app or a risk manager addresses to its reader: "your model", "your
#: portfolio", "your own account", "your pod", "Yours: …" (a client's statement speaks to the
#: client of the client's own book, a risk team to a pod of the pod's)
_ADDRESSED: Final = re.compile(
    r"\byour\s+(?:own\s+|current\s+|chosen\s+|recommended\s+)?(?:model(?:\s+portfolio)?|"
    r"portfolio|account|a/c|plan|mandate|sleeve|strategy|pot|fund|pod|book|desk)\b|"
    # the possessive pronoun standing for it: "Yours (Pod 7, equity L/S): …", "yours is 4 %"
    # (a letter's "Yours sincerely" is no vehicle)
    r"\byours\b(?!\s+(?:sincerely|faithfully|truly|ever)\b)",
    re.IGNORECASE,
)
#: a sentence that gives its figures only to set them beside another's: "For comparison: …",
#: "By way of comparison, …", "For reference, …", "In contrast, …", "Compared with that, …"
_COMPARISON_LEAD: Final = re.compile(
    r"^\W*(?:for|by|in)\s+(?:way\s+of\s+)?(?:comparison|contrast|reference|context)\b|"
    r"^\W*compared\s+(?:with|to)\b",
    re.IGNORECASE,
)


def addresses_own(part: str) -> bool:
    """Whether a part of a text names the reader's own vehicle ("your model", "your portfolio")."""
    return _ADDRESSED.search(part) is not None


def set_beside(sentence: str) -> bool:
    """Whether a sentence opens as a comparison ("For comparison: the Growth model …") and does
    not name the vehicle at hand: its figures are another's, given to set this one's beside."""
    return (
        _COMPARISON_LEAD.match(sentence) is not None
        and not marks_this(sentence)
        and not addresses_own(sentence)
    )


def marks_this(part: str) -> bool:
    """Whether a part of a sentence marks the vehicle it speaks of as this one."""
    return _THIS.search(part) is not None


def names_other_plainly(part: str) -> bool:
    """Whether a part of a sentence names a vehicle by a place or a brand and its kind ("HK
    master fund", "Jersey master fund") and does not mark it as this one."""
    return not marks_this(part) and any(
        re.search(r"\b[a-z]", m.group(0)) is not None for m in _OTHER_NAMED.finditer(part)
    )


#: a vehicle marked as someone else's: "next door", "neighbouring", "their sheet", "not yours",
#: "belongs to the rates desk" (a mark of place or of ownership, not a part of the subject)
_OTHERS_MARK: Final = re.compile(
    r"\bnext[\s-]+door\b|\bneighbou?ring\b|\bacross\s+the\s+(?:floor|hall|aisle|corridor)\b|"
    r"\b(?:is|are|that['’]s|that\s+is|it['’]s|it\s+is)\s+(?:their|theirs|someone\s+else['’]s)\b|"
    r"\bnot\s+(?:yours|ours|your\s+(?:book|fund|sheet|limit)|our\s+(?:book|fund|sheet|limit))\b|"
    r"\bbelongs?\s+to\s+(?:the\s+)?(?:other|another|\w+\s+(?:desk|team))\b",
    re.IGNORECASE,
)
_VEHICLE: Final = re.compile(rf"\b{_KIND}(?![\w-])", re.IGNORECASE)


def marked_as_others(sentence: str) -> bool:
    """Whether `sentence` names a vehicle and marks it as someone else's ("the METALS-EQ book
    next door", "their sheet, not yours"), without marking any as this one.

    Why: a desk names the other book by its code, which no list of sister-fund words holds;
    the value such a sentence gives is that book's, not the one the plan is for.
    """
    return (
        not marks_this(sentence)
        and _VEHICLE.search(sentence) is not None
        and _OTHERS_MARK.search(sentence) is not None
    )


#: a mark that gives a figure only to compare with, never as the rule: "for comparison only",
#: "(for comparison)", "for reference only", "for illustration purposes only", "for the purpose
#: of comparison", "comparison only" ("for reference, the limit is 5 %" gives the rule: a lead of
#: reference without "only" is no such mark)
_COMPARISON_ONLY: Final = re.compile(
    r"\bfor\s+(?:comparison|benchmarking)(?:\s+purposes)?\b|"
    r"\bfor\s+(?:information|info|reference|illustration|context)(?:\s+purposes)?\s+only\b|"
    r"\bfor\s+the\s+purposes?\s+of\s+comparison\b|\b(?:comparison|reference)\s+only\b",
    re.IGNORECASE,
)
#: a warning that what follows is another thing than the one at hand: "not to be confused
#: with", "as distinct from", "not the same as", "different from"
_SET_APART_BEFORE: Final = re.compile(
    r"\bnot\s+to\s+be\s+(?:confused|mixed\s+up|mistaken)\s+(?:with|for)\b|"
    r"\b(?:as\s+)?distinct\s+from\b|\bnot\s+the\s+same\s+(?:thing\s+)?as\b",
    re.IGNORECASE,
)
#: a clause that opens on the writer's own side: "our risk parameters …", "we cap it …", "ours
#: is …", "but our IPS sets …"
_OWN_CLAUSE: Final = re.compile(
    r"\s*(?:(?:but|while|whereas|however,?)\s+)?(?:our|ours|we|my|i)\b", re.IGNORECASE
)
#: where the sentence that holds a figure ends: a full stop that is no decimal point, a line
#: (a number's own full stop is none, "5." of a list, but one after a name ending in digits is:
#: "… for bucketed DV01. Ours has …", "PV01.", "CS01.")
_UNIT_END: Final = re.compile(r"(?:(?<!\d)|(?<=[A-Za-z]\d)|(?<=[A-Za-z]\d\d))[.!?](?=\s|$)|\n")
#: a bracketed aside: its own words are said of its own figures
_ASIDE: Final = re.compile(r"\([^()\n]*\)")


def given_for_comparison(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is given only to compare with: the bracketed aside
    that holds it, or else its sentence outside any aside, carries a mark of comparison ("(Manager
    B in our peer deck allows 15 %, for comparison only.)", "Peer median 20 %, for reference
    only.") and does not name the vehicle at hand as this one.

    Why: an allocator's note sets a peer's or another programme's figure beside the manager's own
    and says so after the figure, not before it (`set_beside` reads the lead "For comparison:
    …"); the figure so marked bounds nothing of this account."""
    aside = next((m for m in _ASIDE.finditer(text) if m.start() < start and end <= m.end()), None)
    if aside is not None:
        unit = aside.group(0)
    else:
        first = max((m.end() for m in _UNIT_END.finditer(text, 0, start)), default=0)
        last = next((m.start() for m in _UNIT_END.finditer(text, end)), len(text))
        # a clause after a semicolon that turns to the writer's own ("For comparison, the peer
        # median is 27 %; our parameters set it at 18 %") is out of the comparison's reach
        own = text.rfind(";", first, start) + 1
        if (
            own > 0
            and _OWN_CLAUSE.match(text, own)
            and not _COMPARISON_ONLY.search(text, own, last)
        ):
            return False
        unit = _ASIDE.sub(lambda m: " " * len(m.group(0)), text[first:last])
        # a figure after a warning not to take it for the one at hand ("Not to be confused with
        # the assumed rate in the rules, 2 %.", "… as distinct from the regulator's 10 %") is
        # the other thing's; one before the warning is the writer's own
        if _SET_APART_BEFORE.search(text, first, start) and not marks_this(text[first:start]):
            return True
    return (
        _COMPARISON_ONLY.search(unit) is not None
        and not marks_this(unit)
        and not addresses_own(unit)
    )


#: a vehicle named as one that no longer runs or came before this one: "the legacy stat-arb
#: book", "our old fund", "the predecessor programme", "the former sleeve", "the book (closed in
#: 2021)", "the fund, wound down in 2019,", or said to have closed in a clause of its own ("but
#: that vehicle has been wound down", "the sleeve has since closed")
_FORMER: Final = re.compile(
    r"\b(?:legacy|former|old|previous|predecessor|defunct|retired|wound[\s-]+down|"
    r"liquidated|discontinued|sunset|dissolved|shuttered)\s+(?:[\w&'’/-]+\s+){0,3}?"
    rf"{_KIND}(?![\w-])|"
    rf"\b{_KIND}\s*(?:\(|,|\s(?:has|had|have|was|were)\s+(?:(?:since|now|long|already|"
    r"subsequently|then)\s+)?(?:been\s+)?)\s*(?:which\s+was\s+|since\s+)?(?:closed|"
    r"wound\s+(?:down|up)|liquidated|shut(?:\s+down)?|merged|retired|dissolved|discontinued)\b"
    r"(?!\s+(?:to|in)\s+new\b)|"
    # ... or a vehicle by its proper name, its closing in the aside after it: "Halyard
    # Opportunities I (wound down in 2019)", "Fund III (liquidated 2022)"
    r"(?-i:\b[A-Z][\w&'’-]*(?:\s+(?:[A-Z][\w&'’-]*|[IVX]{1,4}|\d{1,2}))*)\s*\(\s*"
    r"(?:which\s+was\s+|since\s+|now\s+)?(?:closed|wound\s+(?:down|up)|liquidated|"
    r"shut(?:\s+down)?|merged|retired|dissolved|discontinued)\b",
    re.IGNORECASE,
)
#: ... and one named as the vehicle at hand: "the current book", "this fund", "the new sleeve",
#: "today's book"
_PRESENT: Final = re.compile(
    rf"\b(?:current|present|this|new|today['’]s|live|active)\s+(?:[\w&'’/-]+\s+){{0,2}}?"
    rf"{_KIND}(?![\w-])",
    re.IGNORECASE,
)


#: a vehicle named by an earlier vintage, a year or "last year's": "the 2021 programme's NPA",
#: "the 2019 fund", "last year's programme" (the one of another year than this one's only when
#: the text names this one too: `of_former_vehicle`)
_VINTAGE: Final = re.compile(
    rf"\b(?:(?:19|20)\d\d|last\s+year['’]s|the\s+previous\s+year['’]s)\s+"
    rf"(?:[\w&'’/-]+\s+){{0,1}}?{_KIND}(?![\w-])",
    re.IGNORECASE,
)


def of_former_vehicle(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is given in a sentence about a vehicle that closed or
    came before this one ("For context, the legacy book (closed in 2021) ran it at 125 bp."; a
    vehicle of an earlier year, "the 2021 programme", when the text names this one elsewhere),
    which names no vehicle as the present one.

    Why: a desk recalls what a predecessor ran before it states its own book's limit; the
    predecessor's figure is history, not a limit of the book the plan is for."""
    first = max((m.end() for m in _UNIT_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _UNIT_END.finditer(text, end)), len(text))
    sentence = text[first:last]
    # ... or a vehicle of an earlier vintage, set against this one named elsewhere in the text
    # ("For reference, the 2021 programme's NPA allowed 37.5 bps. This programme's is 25 bps.")
    vintage = (
        _VINTAGE.search(sentence) is not None
        and _PRESENT.search(text[:first] + " " + text[last:]) is not None
    )
    return (
        (_FORMER.search(sentence) is not None or vintage)
        and _PRESENT.search(sentence) is None
        and not marks_this(sentence)
        and not addresses_own(sentence)
    )


__all__ = [
    "THIS_VEHICLE_PLAIN",
    "addresses_own",
    "given_for_comparison",
    "marked_as_others",
    "marks_this",
    "names_other_plainly",
    "of_former_vehicle",
    "set_beside",
]
