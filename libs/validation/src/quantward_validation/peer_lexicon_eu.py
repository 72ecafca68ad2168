"""A peer group, a statistic over it and the writer's own figure, in Spanish, French, German,
Danish, Norwegian, Polish and Dutch.

`peer_statistics` reads a figure as a statistic of others when its clause names a group of others
and a statistic over them ("the peer median is 1.5 %; this manager runs 3 %"). Its words were
English, Portuguese, Italian and Swedish, so an Afore's "promedio del sistema" (the average of
every Afore's funds), a French "moyenne des fonds comparables", a German "Durchschnitt der
Branche" or a Danish "gennemsnittet for sektoren" was taken for the account's own limit. The
group is named as practitioners do: the system or industry, the sector, the market's peers, the
other managers or funds of the same kind; the statistic by its noun; the writer's own figure
by its possessive ("nuestra política", "notre politique", "unsere Richtlinie", "vores politik").
A Norwegian pension fund compares itself with "snittet for de kommunale pensjonskassene" or
"bransjen", a Polish OFE with "mediana OFE" or "średnia branży", a Québec caisse with "la
médiane de l'univers des caisses" or a "sondage"; Polish is read in all its cases ("nasza",
"naszej", "naszym" …). A Flemish OFP sets its VIBB beside "het gemiddelde van de Belgische
IBP's" or "de mediaan van de sector".

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
    # ... and Spain's occupational funds and plans as a class: "la media de los fondos de
    # empleo", "los planes de pensiones de empleo" (the writer's own fund is "nuestro fondo")
    r"(?:los\s+)?(?:fondos|planes)\s+de\s+(?:pensiones\s+de\s+)?empleo|"
    # ... and Latin America's administrators as a class, by their plural article (an acronym
    # keeps its form in the plural: "el promedio de las AFP", "las demás administradoras", "los
    # fondos de pensiones obligatorias"; the writer's own is "la AFP", "nuestro fondo")
    r"(?:las|otras|dem(?:á|a)s|todas\s+las)\s+(?:afps?|administradoras)|"
    r"(?:los|otros|dem(?:á|a)s)\s+fondos\s+de\s+pensiones(?:\s+obligatorias)?|"
    r"(?:les\s+|ses\s+)?pairs|concurrents|(?:fonds|g(?:é|e)rants|caisses)\s+(?:comparables|"
    r"similaires)|autres\s+(?:fonds|g(?:é|e)rants|caisses)|"
    r"branche|peergroup|peer-group|vergleichsgruppe|wettbewerber|"
    r"(?:andere[nr]?|vergleichbare[nr]?)\s+(?:pensionskassen|fonds|versorgungswerke|manager)|"
    # ... or the writer's kind of institution by its plural, the class a statistic is taken
    # over ("der Durchschnitt der (österreichischen) Pensionskassen", "aller Versorgungswerke",
    # the compound "Pensionskassen-Durchschnitt"), and a statistic compounded with its group
    # ("Branchendurchschnitt", "Marktdurchschnitt", "Sektormedian")
    r"pensionskassen|versorgungswerke|vorsorgeeinrichtungen|vorsorgekassen|lebensversicherer|"
    r"(?:branchen|markt|sektor|peergroup|vergleichsgruppen)(?:durchschnitt|median|mittel)\w*|"
    r"branchen|sektoren|sammenlignelige\s+(?:fonde|pensionskasser|selskaber)|"
    r"andre\s+(?:pensionskasser|fonde|selskaber|forvaltere)|"
    # fr "l'univers (des caisses)", "le sondage", "l'enquête", "l'échantillon"
    r"univers|sondage|enqu(?:ê|e)tes?|(?:é|e)chantillon|"
    # ... or, as the German plural above, the writer's kind of institution as a class: "la
    # moyenne des caisses (publiques)", "des institutions de prévoyance", "des fonds de pension"
    # (a Swiss or a Québec caisse against the others; "notre caisse" is the singular)
    r"(?:des|les|aux|autres)\s+(?:caisses|institutions\s+de\s+pr(?:é|e)voyance|"
    r"fonds\s+de\s+pension)|caisses\s+(?:publiques|priv(?:é|e)es|de\s+pensions?|"
    r"de\s+pr(?:é|e)voyance|de\s+retraite|autonomes|cantonales)|"
    # nb "bransjen", "sektoren", "andre/sammenlignbare pensjonskasser", or the others by their
    # plural definite: "de kommunale pensjonskassene", "livselskapene", "forvalterne"
    r"bransjen|(?:andre|sammenlignbare|tilsvarende|(?:ø|o)vrige)\s+(?:pensjonskasser|fond|"
    r"forvaltere|selskaper|livselskaper|pensjonsleverand(?:ø|o)rer)|pensjonskassene|"
    r"livselskapene|forvalterne|pensjonsleverand(?:ø|o)rene|"
    # pl "branży", "sektora", "rynku", "grupy porównawczej", "pozostałych/innych/porównywalnych
    # OFE, PPK, TFI, funduszy, towarzystw" (every case)
    r"bran(?:ż|z)(?:a|y|ę|e|ą)|sektor(?:a|ze|em|y|(?:ó|o)w)|"
    r"grup(?:a|y|ie|ę|e|ą|a)\s+por(?:ó|o)wnawcz\w*|"
    r"(?:pozosta(?:ł|l)|inn|por(?:ó|o)wnywaln|podobn)\w*\s+(?:ofe|ppk|tfi|pte|fundusz\w*|"
    r"towarzyst\w*|zarz(?:ą|a)dzaj(?:ą|a)c\w*)|"
    # nl: the other funds by their plural ("de Belgische IBP's", "andere OFP's", "vergelijkbare
    # pensioenfondsen"), "de sector", "de markt", "de branche"
    r"(?:ibp|ofp|ibpv|ifpd)['’]?s|(?:andere|vergelijkbare|soortgelijke|alle)\s+"
    r"(?:pensioen)?fondsen|pensioenfondsen|(?:de|het)\s+(?:sector|markt)|sectorgemiddelde"
)

#: a statistic over a group: es "promedio", "media", "mediana"; fr "moyenne", "médiane"; de
#: "Durchschnitt", "Mittelwert", "Median"; da "gennemsnit", "median"
STATISTICS: Final = (
    r"promedios?|medias?|medianas?|"
    r"moyennes?|m(?:é|e)dianes?|"
    r"durchschnitt\w*|mittelwert\w*|median(?:wert)?|"
    # ... compounded with its group: "Branchendurchschnitt", "Marktmedian"
    r"(?:branchen|markt|sektor|peergroup|vergleichsgruppen)(?:durchschnitt|median|mittel)\w*|"
    r"gennemsnit(?:tet|lige)?|medianen|"
    # nb "gjennomsnitt(et)", "snittet"; pl "średnia", "mediana" in every case
    r"gjennomsnitt(?:et|lig|lige)?|(?:ś|s)redni(?:a|ej|ą)|median(?:a|y|ie|ą|ę|e)|"
    # nl "het gemiddelde", "gemiddeld", "de mediaan"
    r"gemiddelde?|mediaan"
)

#: a statistic that is only ever taken over a group (a median or a quartile, never a measure's
#: own as an average may be): fr "médiane", "quartile"; nb "medianen", "kvartil"; pl "mediana"
GROUP_STATISTICS: Final = (
    r"m(?:é|e)dianes?|kvartil(?:en|er)?|median(?:a|y|ie|ą|ę|e)|kwartyl\w*|mediaan|kwartiel\w*"
)

#: the writer's own figure or document: es "nuestra política", "nuestro límite", "el nuestro";
#: fr "notre politique", "la nôtre"; de "unsere Richtlinie", "unser Limit"; da "vores politik"
OWN: Final = (
    r"nuestr[ao]s?|(?:el|la)\s+nuestr[ao]|"
    r"notre|(?:le|la)\s+n(?:ô|o)tre|"
    r"unser(?:e|er|es|em|en)?|"
    r"vores|vor\s+egen|vort\s+eget|"
    # nb "vårt/vår eget/egen", "vårt reglement"; pl "nasza", "naszej", "naszym" (every case)
    r"v(?:å|aa)r(?:t|e)?\s+(?:eg(?:en|et|ne)|reglement|strategi|ramme)|"
    r"nasz(?:a|e|ego|ej|emu|ym|ymi|ych|ą|i)?|"
    # nl "onze VIBB", "ons beleid", "de onze"
    r"onze|ons\s+(?:beleid|reglement|limiet)|(?:de|het)\s+onze"
)

#: the writer itself, whose clause a statistic of others is not in: fr "nous", "notre"; nb "vi",
#: "vår" (never "var", was); pl "nasz…"
WRITER: Final = r"nous|notre|vi|v(?:å|aa)r(?:t|e)?|nasz(?:a|e|ego|ej|emu|ym|ymi|ych|ą|i)?|wij|onze"

#: the writer's own figure asked for or given after a statistic of others: fr "notre énoncé
#: prévoit", "la nôtre"; nb "vårt eget reglement sier", "vi følger"; pl "nasza polityka mówi",
#: "u nas"
OWN_AFTER: Final = (
    r"notre|(?:le|la)\s+n(?:ô|o)tre|nous\s+(?:appliquons|suivons|retenons|avons)|"
    r"v(?:å|aa)r(?:t|e)?\s+(?:eg(?:en|et|ne)|reglement|strategi|ramme|policy)|"
    r"vi\s+(?:f(?:ø|o)lger|har|bruker|holder)|"
    r"nasz(?:a|e|ego|ej|emu|ym|ymi|ych|ą|i)?|u\s+nas|"
    # nl "onze VIBB zegt", "wij volgen", "bij ons"
    r"onze|(?:wij|we)\s+(?:volgen|hanteren|passen|houden)|bij\s+ons"
)

__all__ = ["GROUPS", "GROUP_STATISTICS", "OWN", "OWN_AFTER", "STATISTICS", "WRITER"]
