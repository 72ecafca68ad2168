"""A German compound whose head only says how a class is measured, read as the class it bounds.

German writes a limit's subject as one word: the class first, then a head that says only how it
is measured or held — "Immobilienquote" (the real-estate share), "Aktienanteil", "Aktienexposure",
"Fremdwährungsposition", "Emittentengrenze". Read whole, such a word names nothing a vocabulary
knows ("immobilienquote" is no word for real estate), so a list's line "Die Immobilienquote,
max.: 15 %" seemed to name another subject than `max_real_estate_share`, and no line "Direkt
gehaltene Immobilien, max.: 4 %" could be read as a narrower part of it. The head is the
generic noun; the modifier before it, with its linking "s" dropped after the suffixes that take
one ("Fremdwährungs-" is "Fremdwährung"), is the class.

`compound_parts` splits such a word into its modifier and its head: `lexical_synonyms` reads the
modifier's class, `narrower_lines` compares list labels by it. Only heads that measure or hold are
split (never a class noun: "Fremdwährungsanleihen" stays whole, its head "Anleihen" is a class
of its own), and only when at least four letters stand before the head, so an English word
ending in one ("exposure", "position") is left alone. Pure: words in, words out.
"""

from __future__ import annotations

import re
from typing import Final

#: the heads that say how a class is measured, held or bounded, not what it is: a share
#: ("Quote", "Anteil", "Gewicht(ung)", "Allokation"), a holding ("Exposure", "Position",
#: "Engagement", "Anlage(n)", "Bestand", "Volumen") or a bound ("Grenze", "Obergrenze",
#: "Limit"), in the singular and the plural, read without accents
_HEAD: Final = re.compile(
    r"(?P<modifier>[a-zäöüß]{4,}?)"
    r"(?P<head>quoten?|anteile?|gewicht(?:ung)?|allokation|exposures?|positionen|position|"
    r"engagements?|anlagen?|bestande?|bestände|volumen|(?:ober|unter|hochst|höchst)?grenzen?|"
    r"limite?s?)",
)
#: a bound's side that opens a compound of a bounding head ("Obergrenze", "Mindestquote"): the
#: word is the bound itself, no class before it
_SIDES: Final = frozenset({"ober", "unter", "hochst", "höchst", "mindest", "maximal", "minimal"})
#: the suffixes after which German links a compound with an "s" ("Fremdwährungsposition",
#: "Sicherheitsquote", "Gesellschaftsanteil", "Liquiditätsquote")
_LINKING_S: Final = re.compile(r"(?:ung|heit|keit|schaft|tät|tat|ion|tum|ling)s$")


def compound_parts(word: str) -> tuple[str, str] | None:
    """The modifier and the head of a lower-case German compound whose head only measures or
    bounds (`_HEAD`): "immobilienquote" gives ("immobilien", "quote"), "fremdwährungsposition"
    ("fremdwährung", "position"); None for any other word. Why: the modifier names the class
    a limit's name calls by its own word ("real estate", "equity")."""
    m = _HEAD.fullmatch(word)
    if m is None or m.group("modifier") in _SIDES:
        return None
    modifier = m.group("modifier")
    if _LINKING_S.search(modifier):
        modifier = modifier[:-1]
    return modifier, m.group("head")


__all__ = ["compound_parts"]
