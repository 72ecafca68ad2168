"""The units of a figure in Croatian and its South Slavic kin (Serbian and Bosnian in Latin
script, Slovenian), as `quantities` reads them.

These languages name a per cent, a basis point and a percentage point by a noun that declines
after its figure, and a figure above four takes the genitive plural ("35 posto", "5 postotaka",
"160 baznih bodova", "2 postotna boda", "0,5 postotnih bodova"; Serbian "5 procenata", "5
odsto"; Slovenian "5 odstotkov", "150 bazičnih točk", "2 odstotni točki"). Each pattern is the
stem with the endings of its cases, so a figure is read in whichever case its sentence puts it,
and never a word that only begins with the stem ("postotni" alone, "bodovanje").
"""

from __future__ import annotations

from typing import Final

#: a per cent: hr "posto" (indeclinable), "postotak" in its cases ("postotka", "postotaka",
#: "postotku", "postotcima"); sr, bs "procenat", "procenata", "odsto"; sl "odstotek" in its
#: cases ("odstotka", "odstotkov", "odstotkih")
PERCENT_WORDS: Final = (
    r"posto\b|postot(?:ak|ka|aka|ku|kom|ci|cima|ke)\b|"
    r"procen(?:at|ta|ata|tu|tom|ti|tima)\b|odsto\b|"
    r"odstot(?:ek|ka|kov|ku|kom|kih|ki|kom|koma)\b"
)
#: a basis point: hr, sr, bs "bazni bod" in its cases ("160 baznih bodova", "bazna boda",
#: "baznim bodovima"); sl "bazična točka" ("150 bazičnih točk", "bazični točki")
BPS_WORDS: Final = (
    r"bazn(?:i|a|ih|im|ima|og|om)\s+bod(?:a|ova|ovi|ove|ovima|u|om)?\b|"
    r"bazi(?:č|c)n(?:a|e|i|ih|o|ima)\s+to(?:č|c)(?:k|ka|ke|ki|kah|kami|ko)\b"
)
#: a percentage point, read as a per cent as the other languages' are: hr, sr, bs "postotni
#: bod", "procentni poen" in their cases ("2 postotna boda", "0,5 postotnih bodova"); sl
#: "odstotna točka" ("2 odstotni točki", "odstotnih točk")
POINT_WORDS: Final = (
    r"postotn(?:i|a|ih|im|ima|og|om)\s+bod(?:a|ova|ovi|ove|ovima|u|om)?\b|"
    r"procentn(?:i|a|ih|im|ima|og|om)\s+(?:bod|poen)(?:a|ova|ovi|ove|ovima|u|om)?\b|"
    r"odstotn(?:a|e|i|ih|o|ima)\s+to(?:č|c)(?:k|ka|ke|ki|kah|kami|ko)\b"
)

#: a multiple: hr, sr, bs "puta" ("2 puta očekivanih isplata", "1,5 puta"); the Slovenian
#: "krat" is Czech's too (`numbers_cs_ro.MULTIPLE_WORDS`)
MULTIPLE_WORDS: Final = r"puta\b"

__all__ = ["BPS_WORDS", "MULTIPLE_WORDS", "PERCENT_WORDS", "POINT_WORDS"]
