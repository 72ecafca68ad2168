"""A proposal or a wording withdrawn, put off or turned down, in Hungarian: one class, as a regex
fragment.

Two readers need the same verbs: `polarity_hu` reads a figure a body did not adopt ("a
javaslatot az igazgatótanács elutasította", "a napirendről levették"), and `withdrawal_hu` reads
a wording a minute takes back before the one that stands ("a módosító indítvány („…") nem kapott
támogatást"). The verbs live here once, so that a word added for one reader is read by both
(as `refusals_cs_sk_ro` does for Czech, Slovak and Romanian).

Hungarian builds its words from a stem and suffixes and splits a verb's prefix off after it
whenever a word before the verb takes the focus ("visszavonták" and "vonták vissza"), so the
verbs are read on their stems, with the prefix on either side, with and without their accents
(a chat drops them):

* withdrawing: "visszavonja", "visszavonták", "visszavonva", "vonták vissza", "vonjuk vissza";
* turning down: "elutasította", "utasította el", "elvetette", "elvetve", "vetették el";
* putting off: "elnapolta", "napolták el", "elhalasztotta", "halasztotta el";
* taken off the agenda: "levette a napirendről", "levéve a napirendről", "lekerült a
  napirendről", "törölték a napirendről";
* its adoption denied: "nem fogadta el", "nem hagyta jóvá", "nem támogatta", "nem kapott
  támogatást", "nem kapta meg a támogatást", "nem szavazta meg".

The fragment is an alternation without its word boundaries, over lower-cased text (or read with
`re.IGNORECASE`): each reader sets its own. Pure data.
"""

from __future__ import annotations

from typing import Final

_A: Final = r"(?:á|a)"
_E: Final = r"(?:é|e)"
_O: Final = r"(?:ó|o)"
_OE: Final = r"(?:ő|ö|o)"
_U: Final = r"(?:ü|u)"
_I: Final = r"(?:í|i)"

#: a proposal or a wording withdrawn, turned down, put off, taken off the agenda or not adopted;
#: a split prefix stands after its verb ("vonták vissza", "utasította el", "napolták el")
HUNGARIAN: Final = (
    # withdrawn
    r"visszavon\w*|von(?!ul|at)\w*\s+vissza|"
    # turned down
    r"elutas" + _I + r"t\w*|utas" + _I + r"t\w*\s+el|"
    r"elvet(?:ett|i|ve|j" + _U + r"k)\w*|vetett\w*\s+el|"
    # put off
    r"elnapol\w*|napol\w*\s+el|elhalaszt\w*|halasztott(?:a|" + _A + r"k)?\s+el|"
    # taken off the agenda
    r"(?:levett\w*|lev" + _E + r"tel\w*|lev" + _E + r"ve|leker" + _U + r"l\w*|"
    r"t" + _OE + r"r" + _OE + r"lt\w*)\s+(?:\w+\s+){0,2}?napirendr" + _OE + r"l|"
    r"(?:levett(?:e|" + _E + r"k)|lev" + _E + r"ve|leker" + _U + r"lt)\s+a\s+napirend\w*|"
    # its adoption denied: not adopted, not approved, not supported, not voted for
    r"nem\s+(?:\w+\s+){0,2}?(?:fogad\w*\s+el|elfogad\w*|hagyt\w*\s+j" + _O + r"v" + _A + r"|"
    r"j" + _O + r"v" + _A + r"hagy\w*|t" + _A + r"mogat\w*|szavazt(?:a|" + _A + r"k)\s+meg)|"
    r"nem\s+kapta\s+meg\s+a\s+t" + _A + r"mogat" + _A + r"s\w*"
)

__all__ = ["HUNGARIAN"]
