"""The words of a limit and of its side in Portuguese, Italian and Swedish field names.

A Brazilian EFPC's, an Italian fondo pensione's or a Swedish AP-fond's systems name a limit as
its policy does, in a field name without accents: the limit itself is `limite`/`limiti`,
`teto` or `tetto`, `soglia`, `grans` (gräns) or `tak`/`taket`; its upper side `superior`,
`superiore`, `maximo`, `massimo`, `hogsta` (högsta); its lower side `inferior`, `inferiore`,
`piso`, `golv`/`golvet`, `lagsta` (lägsta), beside `minimo`/`minima` that `mandate` already
reads. A reader that knows only "max", "min", "cap" and "floor" takes `limiteInferiorRendaFixa`
for a research setting (no limit, so an assumed value passes unquestioned) and reads it as a cap
(so the floor's band is held on the wrong side). `LIMIT_WORD` says a name is a limit's;
`FLOOR_WORD` that it is a floor's. Both read lower-cased words (`limits.words`), whole words
only, with or without their accents.
"""

from __future__ import annotations

from typing import Final

#: the lower side: pt "inferior", "piso"; it "inferiore"; sv "golv(et)", "lägsta"
_FLOOR: Final = r"inferior(?:es)?|inferiore|inferiori|piso|golv(?:et)?|l(?:ä|a)gsta"
#: the limit as such and its upper side: pt "limite", "teto", "superior", "máximo"; it "limite",
#: "tetto", "soglia", "superiore", "massimo"; sv "gräns", "tak(et)", "högsta"
_OTHER: Final = (
    r"limite|limites|limiti|teto|tetto|soglia|gr(?:ä|a)ns(?:en|er)?|tak(?:et)?|"
    r"superior(?:es)?|superiore|superiori|m(?:á|a)xim[oa]|massim[oa]|h(?:ö|o)gsta"
)

#: a limit's word of either side, as a regular expression's alternatives (whole words)
FLOOR_WORD: Final = _FLOOR
LIMIT_WORD: Final = f"{_FLOOR}|{_OTHER}"

__all__ = ["FLOOR_WORD", "LIMIT_WORD"]
