"""An amendment that says how a limit is now to be read, in English and five continental languages.

Amendments, errata and side letters change a figure without restating the clause: they say how
it is to be read. "Amended by the side letter of 1 July 2018: read 15 %", "for 30 % read 15 %",
"… which shall henceforth be read as 2x", "the clause now reads 6 %"; "Modifié par avenant :
lire désormais 15 %", "au lieu de 30 %, lire 15 %"; "Geändert durch Nachtrag: nunmehr 2 %",
"statt 30 % lies 15 %"; "Modificato con delibera: leggasi il 15 %", "in luogo del 30 % si legga
15 %"; "Modificado por adenda: léase el 15 %", "donde dice 30 %, debe decir 15 %"; "Gewijzigd
bij addendum: lees 15 %", "voortaan te lezen als 15 %".

Two things are read: the value a reading gives (`gives_reading`, said before it: the value in
force, which replaces the earlier value of its limit, in its own sentence or an earlier one) and
the value a reading replaces (`REPLACED`, a fragment of the words of replacing that `polarity`
joins to its English "instead of"; and `replaced_by_reading` for the English "for X read Y",
whose old value is known only by the reading after it). A reading is an imperative or an
impersonal verb at the start of its clause ("…: read 15 %", "…, léase el 15 %"), or after the
value it replaces; a passive or modal of reading anywhere ("shall be read as", "now reads",
"doit se lire", "va letto", "debe decir", "te lezen als"); or an adverb of "from now on" right
before its value ("nunmehr 2 %", "est désormais de 9 %", "voortaan 9 %"). "I read 4 % in the
report" gives nothing: its "read" opens no clause. Pure: text in, a verdict out.
"""

from __future__ import annotations

import re
from typing import Final

#: the words of replacing a value said after them, in German, French, Italian, Spanish and
#: Dutch ("statt 30 %", "au lieu de 30 %", "anziché 30 %", "en lugar del 30 %", "in plaats van
#: 30 %"), and the Spanish erratum's "donde dice 30 %": that value bounds nothing now
REPLACED: Final = (
    r"(?:statt|anstatt|anstelle\s+von|an\s+stelle\s+von|au\s+lieu\s+d(?:e|u|es)|"
    r"à\s+la\s+place\s+d(?:e|u|es)|anzich(?:é|e)|invece\s+d(?:i|el|ella|ello|ell['’])|"
    r"in\s+luogo\s+d(?:i|el|ella|ello|ell['’])|en\s+(?:lugar|vez)\s+del?|"
    r"in\s+plaats\s+van|i\.\s?p\.\s?v\.|donde\s+dice|wo\s+es\s+hei(?:ß|ss)t|"
    r"là\s+où\s+(?:il\s+est\s+écrit|on\s+lit)|dove\s+(?:è\s+scritto|si\s+legge)|"
    r"waar\s+staat)\s+(?:(?:le|la|les|l['’]|il|lo|el|los|las|het|de|die|der|den|the)\s*)?$"
)

#: an imperative or impersonal verb of reading: "read", "lies", "lire", "leggasi", "léase",
#: "lees" (the value it gives follows it, after an adverb or an article)
_IMPERATIVE: Final = (
    r"(?:please\s+|bitte\s+|veuillez\s+|il\s+faut\s+|on\s+lira\s+|si\s+prega\s+di\s+)?"
    r"(?:read|lies|lese|lire|leggasi|si\s+legga|leggi|l(?:é|e)ase|se\s+lea|lees|lees\s+nu)"
)
#: where a clause opens: the text's start, a colon, a semicolon, a comma, a bracket, a dash, a
#: line; or the value a reading replaces ("for 30 % read", "statt 30 % lies", "in luogo del 30 %
#: si legga"), which the reading follows
_CLAUSE_OPEN: Final = (
    r"(?:^|[:;,(\[]|\s[—–-]|\n)\s*|"
    r"(?:\bfor|\bstatt|\banstatt|au\s+lieu\s+d(?:e|u|es)|in\s+luogo\s+d\w*|invece\s+d\w*|"
    r"en\s+(?:lugar|vez)\s+del?|in\s+plaats\s+van|anzich(?:é|e))\s+[^,;:\n]{1,40}?\s+"
)
#: a passive, modal or present of reading, wherever it stands: "shall be read as", "is to be
#: read as", "now reads", "amended to read", "doit se lire", "se lit désormais", "ist zu lesen
#: als", "es muss heißen", "va letto", "è da leggersi", "debe leerse", "debe decir", "dient
#: gelezen te worden als", "te lezen als", "luidt thans"
_PHRASAL: Final = (
    r"\b(?:(?:shall|should|must|will|is\s+to|are\s+to|to)\s+(?:now\s+|henceforth\s+|hereafter\s+|"
    r"hereinafter\s+|accordingly\s+)?be\s+read\s+as|be\s+read\s+as|now\s+reads?(?:\s+as)?|"
    r"(?:amended|changed|corrected|revised|altered)\s+(?:so\s+as\s+)?to\s+read(?:\s+as)?|"
    r"shall\s+(?:now\s+|henceforth\s+)?read(?:\s+as)?|"
    r"(?:ist|sind)\s+(?:nunmehr\s+|jetzt\s+|fortan\s+)?(?:als\s+)?zu\s+lesen(?:\s+als)?|"
    r"es\s+muss\s+hei(?:ß|ss)en|hei(?:ß|ss)t\s+es\s+(?:nunmehr|jetzt|neu)|"
    r"(?:doit|doivent|devra)\s+(?:désormais\s+|dorénavant\s+)?se\s+lire|"
    r"se\s+lit\s+(?:désormais|dorénavant|maintenant)|(?:est|sont)\s+à\s+lire|"
    r"va\s+lett[oa]|vanno\s+lett[ie]|(?:deve|devono)\s+leggersi|(?:è|sono)\s+da\s+leggersi|"
    r"(?:debe|deben)\s+(?:leerse|decir)|se\s+leer(?:á|a)|"
    r"(?:dient|moet|dienen|moeten)\s+(?:te\s+worden\s+gelezen|gelezen\s+te\s+worden)(?:\s+als)?|"
    r"te\s+lezen\s+als|luidt\s+(?:thans|voortaan|nu))"
)
#: an adverb of "from now on" right before the value, after its copula: "nunmehr 2 %", "est
#: désormais de 9 %", "voortaan 9 %", "ormai il 9 %"
_FROM_NOW_ON: Final = (
    r"\b(?:nunmehr|fortan|désormais|dorénavant|d['’]ora\s+in\s+poi|da\s+ora\s+in\s+poi|"
    r"en\s+adelante|de\s+ahora\s+en\s+adelante|voortaan|thans|henceforth|hereafter)"
)
#: what may stand between a reading and its value: an adverb, "as", an article, a colon
_TO_VALUE: Final = (
    r"(?:\s+(?:désormais|dorénavant|nunmehr|fortan|voortaan|thans|now|henceforth|instead|"
    r"hereafter|accordingly|ora|ahora|nu))?"
    r"(?:\s+(?:as|als|comme|come|como))?"
    r"(?:\s*(?:de|à|du|bei|auf|op|del|al|all['’]|di|in|en))?"
    r"(?:\s*(?:the|le|la|les|l['’]|il|lo|el|los|las|het|de|die|der|den|een|un|une|una))?"
    r"\s*[:=]?\s*[\"“'‘«„]?\s*$"
)
_GIVES: Final = re.compile(
    rf"(?:(?:{_CLAUSE_OPEN}){_IMPERATIVE}|{_PHRASAL}|{_FROM_NOW_ON}){_TO_VALUE}", re.IGNORECASE
)

#: the English "for X read Y": the old value after "for", the reading right after it
_FOR_BEFORE: Final = re.compile(
    r"\bfor\s+(?:the\s+)?(?:figure\s+|words?\s+|number\s+)?[\"“'‘]?\s*$", re.IGNORECASE
)
_READ_AFTER: Final = re.compile(r"^\s*[\"”'’]?\s*[,;]?\s*(?:read|substitute|insert)\b", re.I)
#: ... and its other order, "read Y for X" (an erratum's "Correction: read 8 % for 16 %"): the old
#: value after "for", "instead of" or "in place of", the reading and its value before it
_READ_FOR_BEFORE: Final = re.compile(
    r"(?:^|[:;,(\n]|\.\s)\s*(?:please\s+)?read\s+[^,;:\n]{1,30}?\s+"
    r"(?:for|instead\s+of|in\s+place\s+of)\s+(?:the\s+)?[\"“'‘]?\s*$",
    re.IGNORECASE,
)


def gives_reading(before: str) -> bool:
    """Whether the value after `before` (its sentence up to it) is the one an amendment says a
    limit is now to be read as: it is in force, and the earlier value of its limit is not."""
    return _GIVES.search(before) is not None


def replaced_by_reading(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of `text` is the old value of an English "for X read
    Y" ("for 30 % read 15 %") or "read Y for X": it bounds nothing now."""
    return (
        _FOR_BEFORE.search(text, 0, start) is not None and _READ_AFTER.match(text[end:]) is not None
    ) or _READ_FOR_BEFORE.search(text[max(0, start - 80) : start]) is not None


__all__ = ["REPLACED", "gives_reading", "replaced_by_reading"]
