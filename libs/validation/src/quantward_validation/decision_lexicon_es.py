"""How a Spanish-speaking fund's papers say a limit was proposed, put off, kept or measured.

An Afore's actas, a Spanish gestora's comité minutes and a Latin American pension fund's risk
report write what the English readers look for in other words: a figure "propuesto", "planteado"
or "sugerido" by the risk unit is only proposed; a point "diferido", "aplazado", "pospuesto",
"retirado del orden del día" or "devuelto" to its author, or a proposal "no se aprueba", was
not decided; a limit that "sigue aplicando", "se queda en", "se mantiene en", "permanece" or
"continúa en" is the one in force; a level that "se ubicó en", "registró", "se colocó en" or
"marcó" a figure at a date is where the book stood. Without these the readers of `polarity`,
`standing_values` and `reported_levels_europe` took the proposal, the deferred point or the
measured level for the limit.

Each constant is a regex alternation (no groups that capture, no anchors), spelled in the
preterite, the imperfect and the present, and written with and without accents (a chat drops
them), to be joined into the reader's own pattern. Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.in_force_cs_ro import MODEL_NOUN as CS_RO_MODEL_NOUN
from quantward_validation.in_force_cs_ro import UNCONSTRAINED as CS_RO_UNCONSTRAINED
from quantward_validation.in_force_hr import MODEL_NOUN as HR_MODEL_NOUN
from quantward_validation.in_force_hr import UNCONSTRAINED as HR_UNCONSTRAINED
from quantward_validation.in_force_hu import MODEL_NOUN as HU_MODEL_NOUN
from quantward_validation.in_force_hu import UNCONSTRAINED as HU_UNCONSTRAINED
from quantward_validation.polarity_lt import UNCONSTRAINED as LT_UNCONSTRAINED

#: a verb or participle that names its figure as only proposed: "propuso", "proponía",
#: "propone", "planteó", "plantea", "sugirió", "sugiere", "recomendó" (the noun "propuesta" is
#: read by `polarity_europe.PROPOSED` already)
PROPOSED: Final = (
    r"propus(?:o|ieron|imos)|propon(?:e|en|emos|(?:í|i)a|(?:í|i)an)|propuest[ao]s|"
    r"plante(?:(?:ó|o)|aron|aba|aban|a|an|ad[ao]s?)|"
    r"sugiri(?:ó|o)|sugirieron|sugier(?:e|en)|suger(?:(?:í|i)a|(?:í|i)an|id[ao]s?)|"
    r"recomend(?:(?:ó|o)|aron|aba|ad[ao]s?)|recomiend(?:a|an)"
)

#: a proposal or a point turned down or put off, not decided: "no se aprueba", "no se aprobó",
#: "no aprobó", "se difiere", "difirió", "diferido", "aplazado", "pospuesto", "se retira del orden
#: del día", "retirado", "devuelto a la UAIR", "devolvió a", "desechado", "denegado", "votado en
#: contra"
HYPOTHETICAL: Final = (
    r"no\s+se\s+(?:aprueba|aprueban|aprob(?:ó|o)|aprobaron|acepta|acept(?:ó|o)|adopta|"
    r"adopt(?:ó|o))|no\s+(?:aprob(?:ó|o)|aprobaron|acept(?:ó|o)|aceptaron|adopt(?:ó|o))|"
    r"rechaz(?:a|an|ad[ao]s?)|desechad[ao]s?|desech(?:ó|o)|denegad[ao]s?|deneg(?:ó|o)|"
    r"votad[ao]s?\s+en\s+contra|"
    r"(?:se\s+)?difier(?:e|en)|difiri(?:ó|o)|difirieron|diferid[ao]s?|"
    r"(?:se\s+)?aplaz(?:a|an|(?:ó|o)|aron)|aplazad[ao]s?|"
    r"(?:se\s+)?pospon(?:e|en)|pospus(?:o|ieron)|pospuest[ao]s?|"
    r"se\s+retir(?:a|an|(?:ó|o)|aron)|retirad[ao]s?\s+del\s+orden\s+del\s+d(?:í|i)a|"
    r"devuelt[ao]s?\s+(?:a|al)\s|"
    # ... and the act of sending it back, in the preterite and the present ("la comisión de
    # control devolvió a la comisión de inversiones la propuesta", "devuelven al comité")
    r"devolvi(?:ó|o)\s+(?:a|al)\s|devolvieron\s+(?:a|al)\s|devuelven?\s+(?:a|al)\s"
)

#: a verb of persisting: the figure it governs is the one in force ("sigue aplicando 20 %", "el
#: mínimo se queda en 24 %", "se mantiene en", "permanece", "continúa en", "sigue vigente",
#: "queda sin cambios en", "el Comité mantuvo 30 %")
PERSISTS: Final = (
    r"sigue(?:n)?\s+(?:aplicando|vigente|en|siendo|rigiendo)|"
    r"se\s+(?:queda|quedan|qued(?:ó|o)|mantiene|mantienen|mantuvo)|"
    r"(?:queda|quedan)\s+(?:en|igual|sin\s+cambios)|permanece(?:n)?|"
    r"contin(?:ú|u)a(?:n)?\s+(?:en|vigente|aplicando|siendo)|"
    r"mantuv(?:o|ieron)|mantiene(?:n)?|se\s+conserva|sin\s+cambios\s+en"
)

#: the writer's own document or limit, which puts the figures after it in force up to their
#: sentence's end: "nuestra política fija 30 %", "nuestro reglamento", "nuestros límites" (a
#: possessive of the writer's, in every gender and number; "la política de la Junta" alone is no
#: owner's mark, and "la política aprobada el 14 de diciembre de 2023" dates a version that a
#: later one may replace)
SOURCE: Final = (
    r"nuestr[ao]s?\s+(?:propi[ao]s?\s+)?(?:pol(?:í|i)ticas?|reglamentos?|l(?:í|i)mites?|"
    r"reglas?|mandatos?|lineamientos|directrices|topes?|r(?:é|e)gimen|estatutos?|"
    r"atribuciones)"
)

#: a pointer back that puts the figure before it in force, as "that's our limit" does: "…, y
#: ese es nuestro límite", "y eso es lo que cumplimos", "esa es la cifra que rige", "que es lo
#: que aplicamos" (a demonstrative or a relative, then the limit or what the writer keeps to)
BINDS_BACK: Final = (
    r"(?:ese|esa|eso|este|esta|esto|(?:lo|el|la)\s+cual|que)\s+es\s+"
    r"(?:nuestr[ao]\s+(?:l(?:í|i)mite|tope|cifra|valor|regla|m(?:á|a)ximo|m(?:í|i)nimo)|"
    r"(?:el|la)\s+(?:l(?:í|i)mite|tope|cifra|valor|regla)\s+que\s+(?:rige|aplica|aplicamos|"
    r"cumplimos|seguimos|vale)|"
    r"lo\s+que\s+(?:cumplimos|aplicamos|seguimos|respetamos|rige|vale|manda))"
)

#: where a Spanish clause begins for a verb of persisting: a conjunction or a consequence ("y",
#: "pero", "así que", "por lo que", "de modo que", "mientras")
CLAUSE_BREAK: Final = (
    r"y|pero|sino|as(?:í|i)\s+que|por\s+lo\s+(?:que|tanto)|por\s+tanto|de\s+modo\s+que|"
    r"mientras"
)

#: a verb (and its preposition) that reports the level something stood at, as a risk unit's
#: report writes it: es "se ubicó en", "se ubicaba en", "se colocó en", "registró", "marcó",
#: "llegó a", "sumó", "totalizó", "representó", "se mantuvo en", "estuvo en", "terminó en";
#: pt "registrou", "marcou", "chegou a", "representava"; it "si collocava al", "registrava";
#: fr "se situait à", "s'est établi à"
REPORTING: Final = (
    r"se\s+ubic(?:(?:ó|o)|aba|a)\s+en|se\s+coloc(?:(?:ó|o)|aba|a)\s+en|"
    r"registr(?:(?:ó|o)|aba)|marc(?:(?:ó|o)|aba)|lleg(?:(?:ó|o)|aba)\s+a|"
    r"sum(?:(?:ó|o)|aba)|totaliz(?:(?:ó|o)|aba)|represent(?:(?:ó|o)|aba)|"
    r"se\s+mantuvo\s+en|estuvo\s+en|estaba\s+en|termin(?:(?:ó|o)|aba)\s+en|"
    r"registr(?:ou|ava)|marc(?:ou|ava)|cheg(?:ou|ava)\s+a|represent(?:ou|ava)|"
    r"si\s+collocava\s+(?:a|al|all['’])|registrava|"
    r"se\s+situait\s+(?:à|a)|s['’]est\s+(?:é|e)tabli[e]?\s+(?:à|a)"
)

#: a clause that names its figure the result of a portfolio built without the limits, in the
#: languages of the suite's papers: es "sin restricciones", "sin límites"; pt "sem restrições";
#: it "senza vincoli"; fr "sans contraintes"; de "ohne Restriktionen", "unbeschränkt"; da "uden
#: begrænsninger"; nb "uten begrensninger"; pl "bez ograniczeń"; sv "utan restriktioner" — a
#: model's answer, no limit
UNCONSTRAINED: Final = (
    r"sin\s+(?:restricci(?:ó|o)n(?:es)?|l(?:í|i)mites?|topes?)|irrestrict[ao]|"
    r"sem\s+(?:restri(?:ç|c)(?:õ|o)es|limites?)|irrestrit[ao]|"
    r"senza\s+(?:vincoli|limiti)|non\s+vincolat[ao]|"
    r"sans\s+(?:contraintes?|limites?)|non\s+contraint[e]?|"
    r"ohne\s+(?:restriktionen|beschr(?:ä|a)nkungen|nebenbedingungen|limits?)|unbeschr(?:ä|a)nkt\w*|"
    r"uden\s+(?:begr(?:æ|ae)nsninger|restriktioner)|ubegr(?:æ|ae)ns\w*|"
    # nb "uten begrensninger", "ubegrenset", "den ubegrensede porteføljen"; pl "bez ograniczeń",
    # "bez limitów", "nieograniczony" (every case and gender), "nieskrępowany"
    r"uten\s+(?:begrensning(?:er|ene)?|restriksjon(?:er|ene)?|rammer)|ubegrens\w*|"
    r"bez\s+(?:ogranicze(?:ń|n)|limit(?:ó|o)w|restrykcji)|nieograniczon\w*|nieskr(?:ę|e)powan\w*|"
    r"utan\s+(?:restriktioner|begr(?:ä|a)nsningar)|obegr(?:ä|a)nsad\w*|"
    # ... and fi "rajoittamaton", "rajoitteeton", "ilman rajoitteita" in every case
    r"rajoittamatto?\w*|rajoitteetto?\w*|ilman\s+rajoit\w*|"
    # ... and nl "zonder beperkingen", "zonder restricties", "onbeperkt"; sk "bez obmedzení",
    # "neobmedzený" in every case and gender
    r"zonder\s+(?:beperkingen|restricties|limieten|randvoorwaarden)|onbeperkt\w*|"
    r"bez\s+obmedzen(?:í|i)|neobmedzen\w*|"
    + CS_RO_UNCONSTRAINED
    # ... and cs "bez omezení", "neomezený"; ro "fără restricții", "nerestricționat"
    # (`in_force_cs_ro`); hu "korlátozás nélküli", "korlátlan" (`in_force_hu`)
    + "|"
    + HU_UNCONSTRAINED
    # ... and hr, sr, bs "bez ograničenja", "neograničen"; sl "brez omejitev" (`in_force_hr`)
    + "|"
    + HR_UNCONSTRAINED
    # ... and lt "be apribojimų", "neribotas" (`polarity_lt`)
    + "|"
    + LT_UNCONSTRAINED
)
#: a portfolio a model builds, named beside a word of its being built without the limits
#: ("a carteira ótima sem restrições", "el portafolio óptimo sin restricciones", "rajoittamaton
#: optimisalkku"): its figures are the model's answer, which the board's limits then cut
MODEL_PORTFOLIO: Final = (
    r"(?:carteira|cartera|portafolio|portefeuille|portafoglio|portf(?:ö|o)lj\w*|\w*salk\w*|"
    r"(?:ó|o)tim[ao]|(?:ó|o)ptim[ao]|ottimal[ei]|optimal\w*|optimi\w*|"
    + CS_RO_MODEL_NOUN
    + "|"
    + HU_MODEL_NOUN
    + "|"
    + HR_MODEL_NOUN
    + r")"
    r"\s+(?:[\w-]+\s+){0,2}?(?:" + UNCONSTRAINED + r")|"
    r"(?:" + UNCONSTRAINED + r")\s+(?:[\w-]+\s+){0,1}?"
    r"(?:carteira|cartera|portafolio|portefeuille|portafoglio|portf(?:ö|o)lj\w*|\w*salk\w*|"
    r"optimi\w*|" + CS_RO_MODEL_NOUN + "|" + HU_MODEL_NOUN + "|" + HR_MODEL_NOUN + r")"
)

__all__ = [
    "BINDS_BACK",
    "CLAUSE_BREAK",
    "HYPOTHETICAL",
    "MODEL_PORTFOLIO",
    "PERSISTS",
    "PROPOSED",
    "REPORTING",
    "SOURCE",
    "UNCONSTRAINED",
]
