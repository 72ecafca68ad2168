"""The words that put a figure in force, or name it a peer group's, in Finnish.

A Finnish työeläkeyhtiö's letters set the figure that holds against one only proposed, drafted
or quoted for comparison with the same roles the English ones have (`rival_figures`,
`standing_values`, `peer_statistics`), in words read by stem and suffix:

* it *persists*: "yläraja on edelleen 300", "raja pysyy", "säilyy ennallaan", "hallitus piti
  rajan", "säilytettiin";
* it *binds*: "voimassa on 15,0 %", "voimassa oleva raja", "sovelletaan", "sitova";
* it is in the *document in force* or the writer's *own*: "hyväksytyssä suunnitelmassa",
  "meidän sijoitussuunnitelmassamme", "rajamme" (the possessive suffix "-mme" of "our", on a
  noun, or the first person plural of a verb: "noudatamme");
* it is followed by a verb that keeps it: "…, ja sitä noudatetaan";
* a peer group's statistic: an average ("keskiarvo", "keskimäärin"), a median ("mediaani") or a
  quartile of the pension companies ("työeläkeyhtiöiden"), the sector ("toimialan"), the
  comparison group ("vertailuryhmän").

A negation ("ei", "eivät", "eikä", the negative verb in every person) takes a role back. The
fragments are regular expressions read case-insensitively. Pure data.
"""

from __future__ import annotations

from typing import Final

#: a verb of persisting before its figure: the value it governs held before and holds now
PERSISTS: Final = (
    r"(?:on|ovat)\s+(?:edelleen|yh(?:ä|a)|ennallaan)|edelleen|pysyy|pysyv(?:ä|a)t|pysyi|"
    r"s(?:ä|a)ilyy|s(?:ä|a)ilyv(?:ä|a)t|s(?:ä|a)ilyi|s(?:ä|a)ilytettiin|s(?:ä|a)ilytti|"
    r"ennallaan|piti|pitiv(?:ä|a)t|pidettiin"
)
#: a word that puts the figures of its clause in force now: "voimassa" (not the past "oli
#: voimassa", which `polarity_fi.PAST` reads), "sovelletaan", "noudatetaan", "sitova"
BINDS: Final = (
    r"(?<!oli\s)(?<!olivat\s)voimassa(?:\s+olev\w*)?|sovelletaan|sovellettav\w*|noudatetaan|"
    r"noudatettav\w*|sitov\w*"
)
#: a document in force or the writer's own, before the figures it puts in force up to the
#: sentence's end: an approved one ("hyväksytyssä", "hyväksytty"), or one named "ours" by
#: "meidän" or by the possessive suffix on a noun of the rules ("sijoitussuunnitelmassamme",
#: "rajamme", "ohjeistuksemme", "politiikkamme")
SOURCE: Final = (
    r"hyv(?:ä|a)ksyt(?:ty|yss(?:ä|a)|yn|ty(?:ä|a)|yt|yiss(?:ä|a))|meid(?:ä|a)n|"
    r"\w*(?:suunnitelm|raj|ohj|periaat|politiik|s(?:ä|a)(?:ä|a)nn|valtuu|sopimu|limiit)\w*mme"
)
#: a verb of keeping right after its figure and up to three words of its own
AFTER: Final = r"noudatetaan|noudatamme|sovelletaan|pysyy|s(?:ä|a)ilyy|on\s+voimassa"
#: a negation that takes a role back (the negative verb in its third persons and the plural
#: ones; not "en", "et", the articles and conjunctions of other languages)
NEGATION: Final = r"ei|eiv(?:ä|a)t|eik(?:ä|a)|emme|ette|ilman"
#: a group of others a statistic is taken over: the pension companies or funds ("työeläke-
#: yhtiöiden", "eläkekassojen"), the sector, the comparison or peer group, other companies
PEER_GROUPS: Final = (
    r"\w*el(?:ä|a)keyhti\w*|\w*el(?:ä|a)kekass\w*|\w*el(?:ä|a)kes(?:ä|a)(?:ä|a)ti\w*|"
    r"\w*el(?:ä|a)kelaito\w*|toimial\w*|vertailuryhm\w*|verrokki\w*|"
    r"muide[nr]\s+\w+|muut\s+\w+"
)
#: a statistic over a group: an average, a median, a quartile
PEER_STATISTICS: Final = r"keskiarvo\w*|keskim(?:ä|a)(?:ä|a)r\w*|mediaani\w*|kvartiili\w*"
#: the writer's own figure after the statistic: "meidän", a word with "our" ("-mme")
PEER_OWN: Final = r"meid(?:ä|a)n|(?!programme\b)[^\W\d_]{3,}[aeiouyäö]mme|oma(?:mme|t|n|ssa|lla)?"

__all__ = [
    "AFTER",
    "BINDS",
    "NEGATION",
    "PEER_GROUPS",
    "PEER_OWN",
    "PEER_STATISTICS",
    "PERSISTS",
    "SOURCE",
]
