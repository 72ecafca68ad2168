"""A peer group, a statistic over it and the writer's own figure, in Spanish, French, German and
Danish.

`peer_statistics` reads a figure as a statistic of others when its clause names a group of others
and a statistic over them ("the peer median is 1.5 %; this manager runs 3 %"). Its words were
English, Portuguese, Italian and Swedish, so an Afore's "promedio del sistema" (the average of
every Afore's funds), a French "moyenne des fonds comparables", a German "Durchschnitt der
Branche" or a Danish "gennemsnittet for sektoren" was taken for the account's own limit. The
group is named as practitioners do: the system or industry, the sector, the market's peers, the
other managers or funds of the same kind; the statistic by its noun; the writer's own figure
by its possessive ("nuestra política", "notre politique", "unsere Richtlinie", "vores politik").

Each constant is a regex alternation (no capturing groups, no anchors), to be joined into the
English pattern's alternation under its word boundaries. Pure data.
"""

from __future__ import annotations

from typing import Final

#: a group of others a statistic is taken over: es "del sistema", "la industria", "el sector",
#: "el mercado", "pares", "otras Afores", "fondos comparables"; fr "pairs", "concurrents", "fonds
#: comparables", "la place"; de "Branche", "Peergroup", "Vergleichsgruppe", "andere
#: Pensionskassen"; da "branchen", "sektoren", "sammenlignelige fonde", "andre pensionskasser"
GROUPS: Final = (
    r"(?:del|el)\s+sistema|(?:la\s+)?industria|(?:del|el)\s+sector|(?:del|el)\s+mercado|"
    r"(?:sus\s+|los\s+)?pares|competidores|"
    r"otr[ao]s\s+(?:afores|administradoras|gestoras|fondos|siefores|aseguradoras|planes)|"
    r"(?:fondos|gestoras|administradoras|planes)\s+(?:comparables|similares|del\s+mismo\s+tipo)|"
    r"(?:les\s+|ses\s+)?pairs|concurrents|(?:fonds|g(?:é|e)rants|caisses)\s+(?:comparables|"
    r"similaires)|autres\s+(?:fonds|g(?:é|e)rants|caisses)|"
    r"branche|peergroup|peer-group|vergleichsgruppe|wettbewerber|"
    r"(?:andere[nr]?|vergleichbare[nr]?)\s+(?:pensionskassen|fonds|versorgungswerke|manager)|"
    r"branchen|sektoren|sammenlignelige\s+(?:fonde|pensionskasser|selskaber)|"
    r"andre\s+(?:pensionskasser|fonde|selskaber|forvaltere)"
)

#: a statistic over a group: es "promedio", "media", "mediana"; fr "moyenne", "médiane"; de
#: "Durchschnitt", "Mittelwert", "Median"; da "gennemsnit", "median"
STATISTICS: Final = (
    r"promedios?|medias?|medianas?|"
    r"moyennes?|m(?:é|e)dianes?|"
    r"durchschnitt\w*|mittelwert\w*|median(?:wert)?|"
    r"gennemsnit(?:tet|lige)?|medianen"
)

#: the writer's own figure or document: es "nuestra política", "nuestro límite", "el nuestro";
#: fr "notre politique", "la nôtre"; de "unsere Richtlinie", "unser Limit"; da "vores politik"
OWN: Final = (
    r"nuestr[ao]s?|(?:el|la)\s+nuestr[ao]|"
    r"notre|(?:le|la)\s+n(?:ô|o)tre|"
    r"unser(?:e|er|es|em|en)?|"
    r"vores|vor\s+egen|vort\s+eget"
)

__all__ = ["GROUPS", "OWN", "STATISTICS"]
