"""The words that put a figure in force, or name it a peer group's, in Hungarian.

A Hungarian önkéntes nyugdíjpénztár's board extracts, memos and risk reports set the figure that
holds against one only proposed, drafted, superseded or quoted for comparison with the same
roles the English ones have (`rival_figures`, `standing_values`, `peer_statistics`). Hungarian
is agglutinative, so each word is read by its stem with any suffix after it:

* it *persists*: "továbbra is 30 %", "a limit marad", "változatlanul", "fenntartotta";
* it *binds*: "hatályos a … 8,0 %", "hatályban lévő", "érvényes", "irányadó", "alkalmazandó"
  (never "hatályos volt", which was in force and no longer is);
* it is in the *document in force* or the writer's *own*: "az elfogadott befektetési
  politikában", "a mi politikánk", the first person plural possessive "-nk" on a document or a
  limit ("politikánkban", "limitünk", "szabályzatunk");
* it is followed by a verb that keeps it: "…, és ezt tartjuk be", "ezt kell betartani",
  "betartjuk", "alkalmazzuk";
* a peer group's statistic: an average ("átlag", "átlaga", "átlagosan"), a median ("medián")
  or a quartile ("kvartilis") of the other funds ("pénztárak", "pénztárstatisztika"), the
  sector ("ágazati", "szektor") or the market ("piaci").

"Jóváhagyott" (approved) is no mark of the document in force: a board approves every version,
and the one "a 2023-ban jóváhagyott politika" named is the one replaced. A model's portfolio
built without the limits ("a korlátozás nélküli optimális portfólió") only supposes its
figures (`decision_lexicon_es.MODEL_PORTFOLIO`). A negation ("nem", "ne", "sem", "nincs",
"nélkül") takes a role back. Typed with or without accents. The fragments are regular
expressions read case-insensitively. Pure data.
"""

from __future__ import annotations

from typing import Final

_A: Final = r"(?:á|a)"
_E: Final = r"(?:é|e)"
_O: Final = r"(?:ó|o)"
_U: Final = r"(?:ü|u)"

#: a word of persisting before its figure: the value it governs held before and holds now
PERSISTS: Final = (
    r"tov" + _A + r"bbra\s+is|marad(?:t|nak|tak)?|v" + _A + r"ltozatlan\w*|fenntart\w*|"
    r"megtart(?:otta|ja|juk)\w*"
)
#: a word that puts the figures of its clause in force now ("hatályos volt" was, and is not)
BINDS: Final = (
    r"(?<!volt\s)hat(?:á|a)lyos(?!\s+volt)\w*|hat(?:á|a)lyban(?:\s+l(?:é|e)v(?:ő|o)\w*)?|"
    r"(?<!volt\s)(?:é|e)rv(?:é|e)nyes(?!\s+volt)\w*|ir(?:á|a)nyad(?:ó|o)\w*|"
    r"alkalmazand(?:ó|o)\w*|k(?:ö|o)telez(?:ő|o)\w*"
)
#: a document in force or the writer's own, before the figures it puts in force up to the
#: sentence's end: "elfogadott", "a mi", a document or limit with "-nk" ("politikánkban")
SOURCE: Final = (
    r"elfogadott|a\s+mi|"
    r"\w*(?:politik|szab"
    + _A
    + r"lyzat|limit|ir"
    + _A
    + r"nyelv|korl"
    + _A
    + r"t|mand"
    + _A
    + r"tum|strat"
    + _E
    + r"gi)(?:"
    + _A
    + r"|"
    + _E
    + r"|"
    + _U
    + r"|o|"
    + _O
    + r")?nk\w*"
)
#: a verb of keeping after its figure: "és ezt tartjuk be", "ezt kell betartani", "betartjuk"
AFTER: Final = (
    r"(?:" + _E + r"s\s+)?(?:ezt|azt)\s+(?:tartjuk\s+be|kell\s+betartani|alkalmazzuk)|"
    r"betartjuk|alkalmazzuk|hat" + _A + r"lyos"
)
#: a negation that takes a role back
NEGATION: Final = r"nem|ne|sem|nincs|nincsenek|n" + _E + r"lk" + _U + r"l"
#: a group of others a statistic is taken over: the funds ("pénztárak", "pénztárstatisztika",
#: "nyugdíjpénztárak"), the sector, the market, the other ones ("a többi pénztár"; never "más",
#: the Spanish "more" as often as the Hungarian "other")
PEER_GROUPS: Final = (
    r"\w*p(?:é|e)nzt(?:á|a)r(?:ak|ok|stat)\w*|(?:á|a)gazat\w*|szektor\w*|piaci|"
    r"t(?:ö|o)bbi\s+\w+"
)
#: a statistic over a group: an average, a median, a quartile
PEER_STATISTICS: Final = r"" + _A + r"tlag\w*|medi" + _A + r"n\w*|kvartilis\w*"
#: the writer's own figure after the statistic: "a mi", "saját", a noun with the possessive
#: "-nk" after a long or front vowel or "-unk"/"-ünk" ("politikánk", "limitünk",
#: "szabályzatunk"; never the "-ank" of "Zentralbank", "blank")
PEER_OWN: Final = (
    r"mi|saj(?:á|a)t\w*|[^\W\d_]{3,}(?:á|é|ó|ő|u|ü)nk(?:ban|ben|ra|re|at|et|ot|b(?:á|a)n)?"
)

#: a portfolio or an optimum a model finds, named beside a word of its being built without the
#: limits ("a korlátozás nélküli optimális portfólióban")
MODEL_NOUN: Final = r"portf" + _O + r"li\w*|optim" + _A + r"lis\w*"
#: built without the limits: "korlátozás nélküli", "korlátok nélkül", "korlátlan", "limitek
#: nélküli" (the postposition "nélkül(i)" after the noun it negates)
UNCONSTRAINED: Final = (
    r"(?:korl"
    + _A
    + r"toz"
    + _A
    + r"s(?:ok)?|korl"
    + _A
    + r"tok|limitek)\s+n"
    + _E
    + r"lk"
    + _U
    + r"l(?:i|\w*)|korl"
    + _A
    + r"tlan\w*"
)

__all__ = [
    "AFTER",
    "BINDS",
    "MODEL_NOUN",
    "NEGATION",
    "PEER_GROUPS",
    "PEER_OWN",
    "PEER_STATISTICS",
    "PERSISTS",
    "SOURCE",
    "UNCONSTRAINED",
]
