"""The words of a limit and of its side in a continental-European limit's field name.

A Brazilian EFPC's, an Italian fondo pensione's or a Swedish AP-fond's systems name a limit the
way its rule book does: the política de investimentos' "limite superior" and "limite inferior"
(`limiteSuperiorExterior`, `limiteInferiorRendaFixa`), its "duration mínima" and "teto"; the DPI's
"limite massimo", "numero minimo", "soglia" and "tetto" (`numeroMinimoEmittenti`,
`tevExAnteMax`); the placeringspolicy's "limit", "gräns", "tak", "golv", "högsta" and "lägsta"
(`antalInnehavMin`, `aktieandelTak`); a Spezialfonds' "Obergrenze" and "Untergrenze", a fonds
dédié's "plafond" and "plancher", a Dutch "bovengrens" and "ondergrens". A reader that knows only
"max", "min", "cap" and "floor" takes such a name for a research setting (no limit, so an
invented one passes unquestioned) and reads every one as a cap. `LIMIT_WORD` says a name is a
limit's; `FLOOR_WORD` that it is a floor's, `CAP_WORD` a cap's (`threshold_names` reads a
side from the two). All read lower-cased words (`limits.words`, accents kept or dropped, as
code types them), whole words only.
"""

from __future__ import annotations

from typing import Final

#: the South Slavic sides, kept as one block: hr, sr, bs "najmanje", "minimalno", "donja/donji"
#: (granica, limit), sl "najmanj", "spodnja/spodnji" (meja); hr, sr, bs "najviše",
#: "maksimalno", "gornja/gornji", sl "največ", "zgornja/zgornji" — as code types them
#: ("kritje_zajamcene_najmanj", "delez_delnic_najvec")
_FLOOR_SOUTH_SLAVIC: Final = r"najmanj(?:e)?|minimaln[oaie]|donj\w*|spodnj\w*"
_CAP_SOUTH_SLAVIC: Final = r"najvi[šs]e|najve[čc]|maksimaln[oaie]|z?gornj\w*"
#: either South Slavic side: a word of a name that says its side, not what it bounds
#: (`lexical_subjects` reads no subject in it)
SOUTH_SLAVIC_SIDE: Final = f"{_FLOOR_SOUTH_SLAVIC}|{_CAP_SOUTH_SLAVIC}"

#: the lower side: pt "inferior", "mínimo/a", "piso"; it "inferiore", "minimo/a"; es "mínimo",
#: "suelo"; sv "lägsta", "minst", "golv", "undre"; de "Untergrenze", "Mindest-"; fr "plancher";
#: nl "ondergrens", "minimaal"; da/no "mindst", "minst", "nedre", "gulv" (never "bund": the
#: German "Bund" is a government bond)
_FLOOR: Final = (
    r"inferior(?:e|es)?|inferiori|m[ií]nim[oa]s?|minim[oaie]|piso|suelo|"
    r"l[äa]gsta|minst|golv(?:et)?|undre|"
    r"untergrenze|mindest\w*|plancher|ondergrens|minimaal|"
    # da/no "mindst", "laveste", "gulv(et)", "nedre"
    r"mindst|laveste|gulv(?:et)?|nedre|"
    # pl "minimalny/a/e" in every case, "najmniej", "dolny"
    r"minimaln\w*|najmniej|doln\w*|"
    # ro "minim(ă)", "minimul", "minimum", "inferioară", "cel puțin" ("celPutin");
    # cs "minimální" in every case, "dolní", "spodní", "nejméně", as code types them
    r"minim(?:[ăa]|ul|um|e)?|inferioar[ăa]|cel\s+pu[țţt]in|"
    r"minim[áa]ln\w*|doln[íi]|spodn[íi]|nejm[ée]n[ěe]|" + _FLOOR_SOUTH_SLAVIC
)
#: the upper side: pt/es "superior", "máximo/a", "teto", "tope"; it "superiore", "massimo/a",
#: "tetto"; sv "tak(et)", "högsta", "högst", "övre"; de "Obergrenze"; fr "plafond"; nl
#: "bovengrens", "maximaal"; da/no "maks", "højst", "høyst", "loft", "øvre"; pl "maksymalny",
#: "pułap", "górny", "najwyżej"; ro "plafon", "maxim(ă)", "superioară", "cel mult"; cs
#: "maximální", "horní", "strop", "nejvýše"; the South Slavic "najviše", "največ" (Finnish has
#: its own module, `limit_sides_finnish`, whose case forms and compounds need more than a line)
_CAP: Final = (
    r"superior(?:e|es)?|superiori|m[áa]xim[oa]s?|massim[oa]|"
    r"teto|tope|tetto|tak(?:et)?|h[öo]gsta|h[öo]gst|[öo]vre|"
    r"obergrenze|plafond|bovengrens|maximaal|"
    # da/no "maks", "maksimum", "højst", "høyst", "loft(et)", "øvre"
    r"maks(?:imum|imal|imalt)?|h[øo][jy]st|h[øo]jeste|h[øo]yeste|loft(?:et)?|[øo]vre|"
    # pl "maksymalny/a/e" in every case, "pułap", "górny", "najwyżej"
    r"maksymaln\w*|pu[łl]ap\w*|g[óo]rn\w*|najwy[żz]ej|"
    # ro "plafon(ul)" (a ceiling), "maxim(ă)", "superioară", "cel mult" ("celMult")
    r"plafon(?:ul|ului|ul|e|ele)?|maxim(?:[ăa]|ul|e)?|superioar[ăa]|cel\s+mult|"
    # cs "maximální" in every case, "horní" (upper), "strop" (a ceiling), "nejvýše" (at most)
    r"maxim[áa]ln\w*|horn[íi]|strop(?:u|em|y)?|nejv[ýy][šs]e|" + _CAP_SOUTH_SLAVIC
)
#: the limit as such, of no side: pt/es "limite(s)", "límite"; it "limite/i", "soglia"; sv
#: "limit(er)", "gräns(en)", "gränsvärde"; de "Grenze"; fr "seuil"; nl "limiet"; da/no
#: "grænse(n)", "grense(n)"; pl "limit(y)"; ro "limită", "prag"; cs "limit", "mez" and "hranice"
#: (a bound)
_BOUND: Final = (
    r"l[ií]mites?|limiti|limiter|limiet(?:en)?|soglia|gr[äa]ns(?:en|er|v[äa]rde)?|grenze|seuil|"
    r"gr(?:æ|ae|e)nse(?:n|r)?|"
    r"limit(?:y|u|em|ów|ow)?|"
    # ro "limită" in every case ("limita", "limitei", "limitele"), "prag(ul)" (a threshold)
    r"limit(?:a|ă|ei|ele|elor)|prag(?:ul|uri|urile|ului)?|"
    r"mez(?:e|í|i)?|hranic[ei]?"
)

#: a limit's word of either side, as a regular expression's alternatives (whole words)
FLOOR_WORD: Final = _FLOOR
#: an upper side's word (a cap's), as a regular expression's alternatives (whole words)
CAP_WORD: Final = _CAP
LIMIT_WORD: Final = f"{_FLOOR}|{_CAP}|{_BOUND}"

__all__ = ["CAP_WORD", "FLOOR_WORD", "LIMIT_WORD", "SOUTH_SLAVIC_SIDE"]
