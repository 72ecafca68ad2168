"""The words of a limit and of its side in a Finnish limit's field name.

A työeläkeyhtiö's or a Finnish fund's systems name a limit the way its sijoitussuunnitelma writes
it: a bound as an adverb after the subject ("osakkeet enintään 45 %" becomes `osakkeetEnintaan`,
"vähintään 50 yhtiötä" `yhtioitaVahintaan`), or a noun of a limit, alone or ending a compound
("raja", "yläraja", "alaraja", "sijoitusraja", "rajoitus", "rajoite", "katto"), in any of its case
forms ("rajan", "rajat", "rajoitukset"). A reader that knows only the English and the other
continental words takes such a name for a research setting, so an invented limit passes
unquestioned. `LIMIT_WORD` says a name is a limit's; `FLOOR_WORD` that it is a floor's. Both read
lower-cased words (`limits.words`), with the ä and ö kept or typed as a and o, whole words only.
"""

from __future__ import annotations

from typing import Final

#: the lower side: "vähintään" (at least) and its abbreviation "väh.", "vähimmäis-" (minimum-, a
#: compound's first part: "vähimmäisosuus", "vähimmäismäärä"), "minimi" and its case forms and
#: the compounds that name a minimum amount ("minimiosuus", "minimimäärä", "minimitaso",
#: "minimivaatimus", "minimisijoitus", "minimipääoma"), never the other languages' verbs of making
#: least that share the stem ("minimize", "minimiser", "minimieren", "minimicen", "minimizar") nor
#: a minimum-variance portfolio (an objective, "minimivarianssisalkku"), "alaraja" (lower limit)
#: and its case forms, "lattia" (floor)
_FLOOR: Final = (
    r"v[äa]hint[äa][äa]n|v[äa]h|v[äa]himm[äa]is\w*|"
    r"minimi(?:n|[äa]|t|en|in|ss[äa]|st[äa]|ll[äa]|lt[äa]|lle|ksi|n[äa])?|"
    r"minimi(?:osuu|osuud|m[äa][äa]r|taso|raj|vaatimu|sijoitu|p[äa][äa]om)\w*|"
    r"alar(?:aj[ao]\w*)|lattia\w*"
)
#: the upper side: "enintään" (at most) and its abbreviation "enint.", "korkeintaan" (at most),
#: "maksimi" and its case forms and compounds, "enimmäis-" (maximum-, "enimmäisosuus"), "katto"
#: and "kattoraja"
_CAP: Final = r"enint[äa][äa]n|enint|korkeintaan|maksimi\w*|enimm[äa]is\w*|katto\w*"
#: the limit as such: "limiitti" in every case; a limit named by "raja" or
#: "rajoitus"/"rajoite", alone or ending a compound ("yläraja", "sijoitusraja", "riskiraja"),
#: in any case form
_BOUND: Final = (
    r"limiit\w*|"
    # a compound's "raja" or "rajoitus" (a preceding "t" is no Finnish compound's: Spanish
    # "trajo" is none of these)
    r"(?:\w*[^\Wt])?raj(?:a|an|aa|ana|aksi|assa|asta|aan|alla|alta|alle|at|ojen|oja|oissa|"
    r"oihin|oilla|oitus|oituksen|oitukset|oituksia|oitusten|oite|oitteen|oitteet|oitteita)"
)

#: a limit's word of either side, as a regular expression's alternatives (whole words)
FLOOR_WORD: Final = _FLOOR
#: an upper side's word (a cap's), as a regular expression's alternatives (whole words)
CAP_WORD: Final = _CAP
LIMIT_WORD: Final = f"{_FLOOR}|{_CAP}|{_BOUND}"

__all__ = ["CAP_WORD", "FLOOR_WORD", "LIMIT_WORD"]
