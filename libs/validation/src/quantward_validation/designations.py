"""The number an act, a rule, a resolution or a paragraph is known by: "Resolution No. 3,792",
"Resolução CMN nº 3.792/2009", "Decreto n.º 12", "Nr. 7", "§ 11".

Minutes, mandates and analysts' notes name the rules a fund answers to, and the meetings and
paragraphs they cite, by number. A number after a numbering sign is part of a name, not a
figure: the horizon reader takes it as a word of the event it names (`dated_events`), and the
number check does not look for it among the cited figures (`numbers`). Pure.
"""

from __future__ import annotations

from typing import Final

#: the signs that number a thing in the languages of the suite: "No.", "Nos.", "Nr.", "Num.",
#: "nº", "n.º", "n°", "§" (a bare "no" without its point is the word)
NUMBERING_SIGN: Final = r"(?:\b(?:no|nos|nr|num)\.|\bn\.?\s?[º°]|§)"
#: a designation's number after its sign, with a year glued to it where there is one ("nº
#: 3.792/2009", "No. 3,792", "§ 11")
NUMBERED: Final = (
    rf"{NUMBERING_SIGN}\s*\d{{1,6}}(?:[.,]\d{{3}})*(?:/(?:19|20)?\d{{2}})?(?![\d,.]\d)"
)

__all__ = ["NUMBERED", "NUMBERING_SIGN"]
