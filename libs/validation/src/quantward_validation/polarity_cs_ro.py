"""Requests turned down, put off or withdrawn, in Czech and Romanian.

A Czech penzijní společnost's papers (a představenstvo's usnesení, an investiční výbor's zápis)
and a Romanian Pilon II administrator's (a Consiliul de Supraveghere's hotărâre, a comitet's
proces-verbal) close a request as the other continental ones do (`polarity_pl`,
`polarity_europe`): a band "byl zamítnut", "byl odložen", "byl stažen z programu", "nebyl
schválen"; "a fost respinsă", "a fost amânată", "a fost retrasă", "nu a fost aprobată". A body
that puts a request off has adopted it no more than one that turns it down, so the figure it
named is no room; what the text says holds instead is.

Both languages inflect: Czech participles in every gender and number ("zamítnut", "zamítnuta",
"zamítnuto", "zamítnuté"), the body's preterite ("zamítl", "zamítla", "odložili", "stáhl");
Romanian participles in every gender and number ("respins", "respinsă", "respinse", "respinși")
and the body's perfect ("a respins", "au amânat"). Each letter with a diacritic is matched
with and without it (a chat drops them). Regular-expression fragments over lower-cased text that
`polarity_europe` joins to the other languages'. Pure data.
"""

from __future__ import annotations

from typing import Final

#: Czech: turned down, put off, withdrawn, taken off the agenda, not approved, in every gender
#: and number, as a participle or the body's preterite
_CZECH: Final = (
    r"(?:zam(?:í|i)tnut\w*|zam(?:í|i)t(?:l|nul)\w*|odlo(?:ž|z)en\w*|odlo(?:ž|z)il\w*|"
    r"odro(?:č|c)en\w*|odro(?:č|c)il\w*|sta(?:ž|z)en\w*|st(?:á|a)hl\w*|"
    r"vzat\w*\s+zp(?:ě|e)t|nebyl\w*\s+(?:\w+\s+)?(?:schv(?:á|a)len\w*|p(?:ř|r)ijat\w*)|"
    r"neschv(?:á|a)len\w*|neschv(?:á|a)lil\w*|nep(?:ř|r)ijal\w*|nep(?:ř|r)ijat\w*)"
)
#: Romanian: turned down, put off, withdrawn, not approved ("respinsă", "amânată", "retrasă",
#: "nu a fost aprobată", "neaprobată"), as a participle or the body's perfect ("a respins")
_ROMANIAN: Final = (
    r"(?:respins\w*|resping\w*|am(?:â|a)nat\w*|am(?:â|a)n(?:ă|a)\b|retras\w*|"
    r"nu\s+(?:a|au)\s+fost\s+(?:aprobat\w*|adoptat\w*|acceptat\w*)|"
    r"nu\s+(?:a|au)\s+(?:aprobat|adoptat|acceptat)\b|neaprobat\w*|neadoptat\w*)"
)
#: a request turned down, put off or withdrawn in either language
REFUSAL: Final = rf"\b(?:{_CZECH}|{_ROMANIAN})(?!\w)"

__all__ = ["REFUSAL"]
