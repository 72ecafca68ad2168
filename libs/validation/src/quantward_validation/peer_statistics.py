"""Figures of a peer group: a median, an average or a quartile of other managers' limits.

A manager-research note or a consultant's report sets a manager's own limit beside what its
peers run: "the peer median for liquidity buffer in our universe is 1.5 %; this manager runs a
hard limit of 3 %", "Peer group (38 managers): median issuer limit 11.25 %. This manager:
7.5 %", "the median of the same kind of funds is 1 %, but our fund applies 2 %". A statistic
over a group of others (its median, mean, average, a quartile or percentile, the typical level),
or the market's norm ("market practice is 22.5 %", "the industry standard is 2x"), is no limit
of this account, though it is said of the same subject. `of_peer_group` says so for
a figure whose own clause, or whose line's label, names such a statistic; the manager's own
figure beside it is left alone. The statistic may be named right after the figure, as what it
is ("the association's survey shows 30 days as the median"). A figure the peers are said to run
themselves is theirs too when the account's own is asked for or given after it, as in an
allocator's questionnaire ("Peer managers we see allow up to 40 %; what is yours?" "Our answer:
25 %"), or given just before it ("Our policy caps it at 25 %. Comparable funds go to 15 %.").
Read by `provenance`.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.in_force_cs_ro import PEER_GROUPS as CS_RO_GROUPS
from quantward_validation.in_force_cs_ro import PEER_OWN as CS_RO_OWN
from quantward_validation.in_force_cs_ro import PEER_STATISTICS as CS_RO_STATISTICS
from quantward_validation.in_force_fi import PEER_GROUPS as FINNISH_GROUPS
from quantward_validation.in_force_fi import PEER_OWN as FINNISH_OWN
from quantward_validation.in_force_fi import PEER_STATISTICS as FINNISH_STATISTICS
from quantward_validation.in_force_hu import PEER_GROUPS as HU_GROUPS
from quantward_validation.in_force_hu import PEER_OWN as HU_OWN
from quantward_validation.in_force_hu import PEER_STATISTICS as HU_STATISTICS
from quantward_validation.peer_lexicon_eu import GROUP_STATISTICS as EU_GROUP_STATISTICS
from quantward_validation.peer_lexicon_eu import GROUPS as EU_GROUPS
from quantward_validation.peer_lexicon_eu import OWN as EU_OWN
from quantward_validation.peer_lexicon_eu import OWN_AFTER as EU_OWN_AFTER
from quantward_validation.peer_lexicon_eu import STATISTICS as EU_STATISTICS
from quantward_validation.peer_lexicon_eu import WRITER as EU_WRITER
from quantward_validation.peer_lexicon_hr import PEER_GROUPS as HR_GROUPS
from quantward_validation.peer_lexicon_hr import PEER_OWN as HR_OWN
from quantward_validation.peer_lexicon_hr import PEER_STATISTICS as HR_STATISTICS
from quantward_validation.peer_lexicon_lt import PEER_GROUPS as LT_GROUPS
from quantward_validation.peer_lexicon_lt import PEER_OWN as LT_OWN
from quantward_validation.peer_lexicon_lt import PEER_STATISTICS as LT_STATISTICS

#: a group of others a statistic is taken over
_PEERS: Final = re.compile(
    r"\b(?:peers?|peer[\s-]+group|universe|industry|competitors?|other\s+managers|"
    r"comparable\s+(?:funds|managers|mandates)|the\s+market|category|cohort|survey|"
    # a translated survey's group: "the same kind of funds", "similar products"
    r"(?:same|similar)\s+(?:kind|type|sort|category)\s+of\s+(?:funds|managers|products|mandates)|"
    r"similar\s+(?:funds|managers|products|mandates)|"
    # ... in Portuguese, Italian and Swedish: "EFPCs com planos BD", "fundos similares", "fondi
    # negoziali", "fondi comparabili", "andra AP-fonder", "jämförbara fonder", "branschen"
    r"(?:efpcs|entidades|fundos|planos)\s+(?:similares|compar(?:á|a)veis|pares|com\s+planos)|"
    # ... (and the European Portuguese "fundos de pensões fechados", "os fundos do setor")
    r"(?:fundos|planos|entidades)\s+(?:de\s+pens(?:õ|o)es|do\s+se(?:c)?tor|do\s+mercado)|"
    r"(?:fondi|casse|enti)\s+(?:negoziali|pensione|comparabili|analoghi|simili)|settore|"
    r"andra\s+(?:ap-fonder|fonder|pensionsfonder|förvaltare)|jämförbara\s+(?:fonder|förvaltare)|"
    r"branschen|jämförelse(?:grupp(?:en)?)?|"
    # ... in Spanish, French, German and Danish (`peer_lexicon_eu`)
    rf"{EU_GROUPS}|"
    # ... and in Finnish (`in_force_fi`)
    rf"{FINNISH_GROUPS}|"
    # ... and in Hungarian (`in_force_hu`)
    rf"{HU_GROUPS}|"
    # ... and in Czech and Romanian (`in_force_cs_ro`)
    rf"{CS_RO_GROUPS}|"
    # ... and in Croatian and Slovenian (`peer_lexicon_hr`)
    rf"{HR_GROUPS}|"
    # ... and in Lithuanian (`peer_lexicon_lt`)
    rf"{LT_GROUPS})\b",
    re.IGNORECASE,
)
#: a statistic over a group
_STATISTIC: Final = re.compile(
    r"\b(?:median|mean|average|avg|typical|norm|consensus|quartile|percentile|"
    r"(?:top|bottom|upper|lower)[\s-]+(?:quartile|decile|quintile)|"
    # ... in Portuguese, Italian and Swedish
    r"mediana|m(?:é|e)dia|medianen|medelv(?:ä|a)rde(?:t)?|genomsnitt(?:et)?|snitt(?:et)?|"
    # ... in Spanish, French, German and Danish (`peer_lexicon_eu`)
    rf"{EU_STATISTICS}|"
    rf"{FINNISH_STATISTICS}|{CS_RO_STATISTICS}|{HU_STATISTICS}|{HR_STATISTICS}|{LT_STATISTICS})\b",
    re.IGNORECASE,
)
#: a norm of the market as a whole, one phrase naming both the group and its statistic: "market
#: practice is 22.5 %", "the industry standard is 2x", "market convention is 5 %", "what is
#: customary in the market" (a market's own figures, "market value", "market risk", are none)
_MARKET_NORM: Final = re.compile(
    r"\b(?:market|industry|street|sector)[\s-]+(?:practice|standards?|norms?|conventions?|"
    r"consensus|custom)\b|"
    r"\b(?:standard|common|usual|customary|prevailing|typical)\s+(?:market\s+|industry\s+)?"
    r"(?:practice|terms?)\s+(?:in|across|among|for)\s+(?:the\s+)?(?:market|industry|peers)\b|"
    r"\b(?:customary|usual|standard|typical|common)\s+(?:in|across|among)\s+(?:the\s+)?"
    r"(?:market|industry|peers)\b",
    re.IGNORECASE,
)
#: this account named after the statistic turns the clause to its own figure ("peer median 4 %,
#: this manager's limit 5 %")
_OWN: Final = re.compile(
    r"\b(?:this|the\s+(?:subject|selected))\s+(?:manager|fund|account|mandate|portfolio|"
    r"strategy|vehicle)|\bours\b|\bour\s+own\b|\bwhereas\b|\bwhile\b|"
    # "…, but our fund applies the lower limit 2 %"
    r"\bour\s+(?:fund|portfolio|account|mandate|strategy|book|sub-fund|scheme|product)\b|"
    # ... or the account's own document or body that sets it: "our risk parameters set it at
    # 18 %", "Our IPS sets 25 bps", "our board's policy caps it at 5 %"
    r"\b(?:our|my)\s+(?:(?:own|board|fund|risk|investment|trading)(?:['’]s)?\s+)?"
    r"(?:procedures|polic(?:y|ies)|rules|guidelines|limits?|parameters|ips|prospectus|"
    r"documents|committee|board|manual|charter|restrictions)\b|"
    # ... in Portuguese, Italian and Swedish: "o nosso é 64 %", "nella nostra convenzione",
    # "vår egen placeringspolicy"
    r"\b(?:(?:o|a|os|as)\s+noss[ao]s?|noss[ao]\s+(?:pol(?:í|i)tica|pi|plano|limite)|"
    r"(?:nel(?:la)?|il|la|del(?:la)?)\s+nostr[ao]|vår(?:t)?\s+eg(?:en|et)|vår\s+placeringspolicy|"
    r"för\s+oss|"
    # ... in Spanish, French, German and Danish (`peer_lexicon_eu`)
    rf"{EU_OWN}|"
    rf"{FINNISH_OWN}|{CS_RO_OWN}|{HU_OWN}|{HR_OWN}|{LT_OWN})\b",
    re.IGNORECASE,
)
#: where a figure's own clause begins: a semicolon, a sentence's end, a line
_EDGE: Final = re.compile(r"[;!?]|\.\s|\n")
#: a group of others said to run a figure themselves, not a statistic over them: "peer managers
#: we see allow up to 40 %", "sister funds run 3x", "other houses cap it at 8 %"; the group by
#: its collective noun ("the peer set", "our comp set", "the peer universe") or its members
#: ("peer lenders", "peer REITs")
_PEERS_RUN: Final = re.compile(
    r"\b(?:peers|peer[\s-]+(?:set|group|universe|cohort|panel|[a-z]+s)|comp(?:arable)?s?[\s-]+"
    r"(?:set|group|universe)|other\s+(?:managers|houses|"
    r"funds|firms|"
    # ... or by the kind of firm they are, a bank's or an issuer's peers: "other issuers run
    # 37.5 bps", "other banks allow 2x", "other dealers cap it at 8 %"
    r"issuers|banks|dealers|desks|lenders|brokers|insurers|institutions|sponsors|shops)|"
    r"competitors|rivals|sister\s+funds|comparable\s+(?:funds|managers))\b"
    r"[^.;?!\n]{0,40}?\b(?:allow|permit|run|set|cap|use|apply|have|go|sit|take|hold|keep)\w*\b"
    r"[^.;?!\n]*$",
    re.IGNORECASE,
)
#: ... beside the account's own figure, asked for or given after it: "what is yours?", "and
#: you?", "Our answer: 25 %", "Ours: 3x", "we run 2x"
_OWN_AFTER: Final = re.compile(
    r"\bwhat(?:['’]s|\s+is|\s+are)\s+(?:yours|your\s+\w+)|\b(?:and|what\s+about|how\s+about)\s+"
    r"(?:yours|you)\s*\?|\bours\b|\bour\s+(?:answer|reply|response|own|limit|cap|figure|"
    r"number)\b|\bwe\s+(?:run|allow|cap|set|apply|use|have)\b|"
    # ... or the account's own document setting it, whatever it is called: "Our IGF sets 1.25
    # %", "our spending policy sets 25 %", "our credit manual caps it at 60 %"
    r"\bour\s+(?:[\w-]+\s+){0,2}?(?:sets?|says|caps?|allows?|permits?|requires?|puts|gives|"
    r"specifies|states|limits?)\b|"
    # ... in Portuguese, Italian and Swedish
    r"\b(?:(?:o|a)\s+noss[ao]|nel(?:la)?\s+nostr[ao]|vår(?:t)?\s+eg(?:en|et))\b|"
    # ... in French, Norwegian and Polish (`peer_lexicon_eu`)
    rf"\b(?:{EU_OWN_AFTER})\b",
    re.IGNORECASE,
)

#: ... or given before it, in a clause that holds a figure: "Our procedures set it at 25 %.
#: (Peer funds run 15 %, but …)", "We cap it at 3x; other houses go to 5x"
_OWN_BEFORE: Final = re.compile(
    r"\b(?:our|my)\s+(?:(?:own|board|fund)(?:['’]s)?\s+)?(?:procedures|polic(?:y|ies)|rules|"
    r"guidelines|limits?|caps?|ceiling|floor|mandate|fund|portfolio|account|book|board|ips|"
    r"prospectus|documents|committee)\b|\bwe\s+(?:run|allow|cap|set|apply|use|have|keep|hold)\b",
    re.IGNORECASE,
)


def _own_figure_before(text: str, clause: int) -> bool:
    """Whether the sentence right before the clause at `clause` gives the account's own figure:
    its owner's words (`_OWN_BEFORE`) with a number after them."""
    sentence = max((m.end() for m in _EDGE.finditer(text, 0, max(0, clause - 1))), default=0)
    own = _OWN_BEFORE.search(text, sentence, clause)
    return own is not None and re.search(r"\d", text[own.end() : clause]) is not None


#: a statistic named right after its figure, as what the figure is: "shows 30 days as the
#: median", "puts it at 3x, the peer average", "9 % (median)"
_STATISTIC_AFTER: Final = re.compile(
    # (after the figure's unit, when the figure was read without it: "30 days", "6M")
    r"(?:\s*(?:%|[A-Za-z]{1,7}\b))?"
    r"\s*(?:,|\(|as|is|was|being|for)?\s*(?:the|their|its|a)?\s*(?:(?:peer|group|sample|"
    r"survey|cross-sectional)\s+)?(?:median|mean|average|avg|(?:upper|lower|top|bottom)\s+"
    r"quartile|consensus)\b",
    re.IGNORECASE,
)


#: a statistic that is only ever taken over a group: a median, a quartile, a percentile
_GROUP_STATISTIC: Final = re.compile(
    r"\b(?:medians?|mediana|medianen|(?:upper|lower|top|bottom|first|third)?[\s-]*(?:quartile|decile|quintile)s?|"
    r"\d{1,2}(?:st|nd|rd|th)\s+percentile|percentiles?|"
    # ... in French, Norwegian and Polish (`peer_lexicon_eu`)
    rf"{EU_GROUP_STATISTICS})\b",
    re.IGNORECASE,
)
#: the writer's own words: "our", "ours", "we", "my" (and `peer_lexicon_eu`'s)
_WRITER: Final = re.compile(rf"\b(?:our|ours|we|us|my|mine|{EU_WRITER})\b", re.IGNORECASE)


#: a statistic over others named as what a measure is taken against: "the tracking error
#: versus the industry average", "returns relative to the peer median", "the deviation from the
#: category mean" (the measure's reference, not the figure's owner)
_REFERENCE: Final = re.compile(
    r"\b(?:versus|vs\.?|against|relative\s+to|compared\s+(?:with|to)|measured\s+against|"
    r"from|over)\s+(?:the\s+|a\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:median|mean|average|avg)\b",
    re.IGNORECASE,
)
#: ... unless the figure is the statistic's own, written right after it ("against the peer
#: median of 5 %", "versus the average: 3 %")
_OWN_FIGURE: Final = re.compile(r"\s*(?:of|at|is|was|=|:|,)?\s*(?:about|around|c\.)?\s*$")


def _without_references(part: str) -> str:
    """`part` (a text up to a figure) with the statistics it names only as a measure's
    reference blanked: a tracking error "versus the industry average" is the account's own
    limit, the average is what its deviation is measured from."""
    return _REFERENCE.sub(
        lambda m: m.group(0) if _OWN_FIGURE.fullmatch(part[m.end() :]) else " " * len(m.group(0)),
        part,
    )


def of_peer_group(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is a statistic of a peer group: its clause up to it,
    or the label of its line ("Peer group (38 managers): median …"), names both a group of others
    and a statistic over them (not as the reference a measure is taken against,
    `_without_references`)."""
    clause = max((m.end() for m in _EDGE.finditer(text, 0, start)), default=0)
    line = text.rfind("\n", 0, start) + 1
    for part in (_without_references(text[clause:start]), _without_references(text[line:start])):
        statistics = list(_STATISTIC.finditer(part))
        if _PEERS.search(part) and statistics and not _OWN.search(part, statistics[-1].end()):
            return True
        norms = list(_MARKET_NORM.finditer(part))
        if norms and not _OWN.search(part, norms[-1].end()):
            return True
    # a group of others before the figure and the statistic named right after it ("the peer
    # survey shows 30 days as the median")
    if (
        _PEERS.search(text, clause, start)
        and _STATISTIC_AFTER.match(text, end)
        and not _OWN.search(text, clause, start)
    ):
        return True
    # a statistic over others, whatever names its group (a survey's or a regulator's median:
    # "the APRA heatmap median for … is 1.50 %", "the upper quartile of the sample"), before
    # the account's own figure ("Our IGF sets 1.25 %"): a median is always of a group (an
    # average or a mean may be the measure's own: "borrowers' average CAR", "weighted average
    # life"), and a clause the writer owns ("Our IG: …") gives the writer's figure
    if (
        _GROUP_STATISTIC.search(text, clause, start)
        and not _WRITER.search(text, clause, start)
        and _OWN_AFTER.search(text, end, end + 240) is not None
    ):
        return True
    # a figure others are said to run, set beside the account's own ("Peer managers allow up
    # to 40 %; what is yours?" "Ours: 25 %")
    return _PEERS_RUN.search(text, clause, start) is not None and (
        _OWN_AFTER.search(text, end, end + 240) is not None or _own_figure_before(text, clause)
    )


__all__ = ["of_peer_group"]
