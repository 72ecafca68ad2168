"""A peer group's statistic in Croatian, Serbian, Bosnian and Slovenian.

A mirovinsko društvo's papers set its own limit beside what the other pension companies run:
"prosjek mirovinskih društava je 30 %, naš limit je 25 %", sl "povprečje pokojninskih družb je
1,5 %, naša meja je 2 %". The statistic (an average or a median) over a group of others (the
companies, the funds, the sector, the market, a comparable group) is no limit of this account;
the writer's own figure after it ("naš", "naša", "našega") is. `peer_statistics` reads these
beside the other languages' words (`peer_lexicon_eu`, `in_force_fi`, `in_force_hu`,
`in_force_cs_ro`). Each word is read in every case and gender, with and without the
diacritics. Pure data.
"""

from __future__ import annotations

from typing import Final

_S: Final = r"(?:š|s)"

#: a group of others a statistic is taken over: hr "(mirovinskih) društava", "fondova",
#: "sektora", "tržišta", "industrije", "usporedive skupine"; sl "(pokojninskih) družb",
#: "skladov", "sektorja", "trga", "panoge", "primerljive skupine"
PEER_GROUPS: Final = (
    r"dru" + _S + r"tava|fondova|sektora|tr(?:ž|z)i" + _S + r"ta|industrij[ea]|"
    r"usporediv\w*\s+skupin\w*|dru(?:ž|z)b|skladov|sektorja|trga|panog[ei]|"
    r"primerljiv\w*\s+(?:skupin\w*|skladov|dru(?:ž|z)b)"
)
#: a statistic over a group: hr "prosjek" and "prosječan" in every case, "medijan"; sl
#: "povprečje", "povprečni" in every case, "mediana"
PEER_STATISTICS: Final = (
    r"prosje(?:k|ka|ku|kom)|prosje(?:č|c)n\w*|medijan\w*|povpre(?:č|c)j\w*|povpre(?:č|c)n\w*"
)
#: the writer's own figure after the statistic: "naš", "naša", "našeg", "našoj", sl "našega",
#: "naši" (every gender and case)
PEER_OWN: Final = r"na" + _S + r"(?:a|e|i|o|u|eg|ega|em|emu|oj|im|ih|ima)"


__all__ = ["PEER_GROUPS", "PEER_OWN", "PEER_STATISTICS"]
