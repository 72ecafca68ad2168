"""A message that corrects an earlier one, in German, French, Italian, Spanish or Dutch.

"Korrektur zu meiner letzten Nachricht: richtig ist …", "Berichtigung: es muss heißen …";
"Petite correction : il faut lire …", "Rectificatif : lire désormais …"; "Errata corrige: …",
"Rettifica: leggasi …"; "Corrección: …", "corrijo: léase …"; "Correctie op mijn vorige bericht:
dat moet … zijn", "lees …". `WORDS` says a message is a correction anywhere in it; `OPENINGS`
says so at its start. `provenance` joins both to its English ones, so a value a later message
corrects is no longer the stated one, whatever the language.
"""

from __future__ import annotations

from typing import Final

#: an opening that makes the message a correction of the one before
OPENINGS: Final = (
    r"(?:(?:kleine\s+)?korrektur|berichtigung|(?:petite\s+)?correction|rectificati(?:f|on)|"
    r"errata\s+corrige|rettifica|correzione|correcci(?:ó|o)n|corrijo|correctie|rectificatie)"
)

#: words anywhere in a message that say it corrects a value
WORDS: Final = (
    OPENINGS + r"|richtig\s+ist|es\s+muss\s+hei(?:ß|ss)en|ich\s+meinte|tippfehler|"
    r"il\s+faut\s+lire|lire\s+d(?:é|e)sormais|je\s+voulais\s+dire|faute\s+de\s+frappe|"
    r"leggasi|intendevo|refuso|l(?:é|e)ase|quise\s+decir|"
    r"\blees\b|bedoelde|typfout|moet\s+(?:dat|het)\s+(?:\S+\s+){1,3}zijn"
)

__all__ = ["OPENINGS", "WORDS"]
