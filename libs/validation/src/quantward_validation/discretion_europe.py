"""Discretion granted to the manager, or refused, in German, French, Italian, Spanish and Dutch
(and a level left to someone inside a granted range, in Portuguese, Italian, Spanish and
Swedish; and Lithuanian's, kept in `discretion_lt`).

A continental mandate leaves a level to its manager in its own words: "im Ermessen des
Portfoliomanagers", "nach freiem Ermessen", "entscheidet der Manager frei"; "à la discrétion du
gérant", "au choix du gérant", "laissé à l'appréciation du gérant"; "a discrezione del gestore",
"il gestore può muoversi liberamente"; "a criterio del gestor", "queda a juicio de la gestora";
"naar keuze van de beheerder", "naar eigen inzicht". It takes the room away as plainly: "eine
Bandbreite ist nicht vorgesehen", "ohne Ermessensspielraum"; "sans marge de manœuvre"; "senza
alcuna discrezionalità"; "no se concede margen alguno"; "geen speelruimte". `GRANTS` and
`REFUSALS` are regular-expression fragments (lower or mixed case, read with IGNORECASE) that the
mandate's grammar of discretion (`mandate._DISCRETION`, `mandate._NO_DISCRETION`) and the
no-room reading of fixed levels (`fixed_levels._NO_ROOM`) join to their English ones.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.discretion_lt import GRANTS as LT_GRANTS
from quantward_validation.discretion_lt import REFUSALS as LT_REFUSALS

#: who manages, in each language: the (portfolio) manager, the management company
_AGENT: Final = (
    r"(?:(?:des|der|dem|den|die)\s+)?(?:portfolio|fonds|anlage)?(?:manager(?:s|in)?|verwalter(?:s)?)|"
    r"(?:der\s+|die\s+)?(?:kapitalverwaltungs)?gesellschaft|"
    r"(?:du\s+|le\s+|la\s+|de\s+la\s+)?(?:g(?:é|e)rant(?:e)?|gestionnaire|soci(?:é|e)t(?:é|e)\s+de\s+gestion)|"
    r"(?:del\s+|il\s+|della\s+|la\s+)?(?:gestore|sgr)|"
    r"(?:del\s+|el\s+|de\s+la\s+|la\s+)?(?:gestor(?:a)?|sociedad\s+gestora)|"
    r"(?:van\s+de\s+|de\s+)?(?:(?:vermogens|fonds)?beheerder)"
)

#: a grant of discretion: a noun of judgement or choice with the manager, or the manager with a
#: verb of free choice
GRANTS: Final = (
    # de
    rf"\bim\s+(?:freien\s+|eigenen\s+|alleinigen\s+)?ermessen\s+(?:{_AGENT})|"
    r"\bnach\s+(?:freiem|eigenem|pflichtgem(?:ä|ae)(?:ß|ss)em)\s+ermessen\b|"
    r"\bliegt\s+im\s+ermessen\b|"
    rf"\b(?:entscheidet|w(?:ä|ae)hlt|bestimmt)\s+(?:{_AGENT})\s+frei\b|"
    rf"\b(?:{_AGENT})\s+(?:entscheidet|w(?:ä|ae)hlt|bestimmt)\s+(?:\w+\s+){{0,3}}?frei\b|"
    rf"\bsteht\s+(?:es\s+)?(?:{_AGENT})\s+frei\b|"
    # fr
    rf"\b(?:à|a)\s+la\s+discr(?:é|e)tion\s+(?:{_AGENT})|\b(?:à|a)\s+sa\s+(?:seule\s+)?discr(?:é|e)tion\b|"
    rf"\bau\s+choix\s+(?:{_AGENT})|"
    rf"\b(?:laiss(?:é|e)e?s?|s'en\s+remet)\s+(?:(?:à|a)\s+)?(?:l['’]\s*)?(?:appr(?:é|e)ciation|"
    rf"jugement)\s+(?:{_AGENT})|"
    rf"\b(?:{_AGENT})\s+(?:peut|pourra|est\s+libre\s+de)\s+(?:\w+\s+){{0,2}}?(?:librement|choisir|fixer)\b|"
    # it
    rf"\ba\s+(?:discrezione|scelta)\s+(?:{_AGENT})|\ba\s+(?:sua|propria)\s+discrezione\b|"
    rf"\b(?:discrezionalit(?:à|a)|valutazione|giudizio)\s+(?:{_AGENT})|"
    rf"\b(?:{_AGENT})\s+(?:pu(?:ò|o)|potr(?:à|a))\s+(?:\w+\s+){{0,2}}?liberamente\b|"
    # es
    rf"\ba\s+(?:criterio|discreci(?:ó|o)n|elecci(?:ó|o)n|juicio)\s+(?:{_AGENT})|"
    rf"\b(?:{_AGENT})\s+(?:puede|podr(?:á|a))\s+(?:\w+\s+){{0,2}}?libremente\b|"
    # nl
    rf"\bnaar\s+(?:keuze|oordeel|inzicht)\s+(?:{_AGENT})|"
    r"\bnaar\s+(?:eigen|vrij)\s+(?:inzicht|oordeel|goeddunken)\b|"
    rf"\bter\s+(?:beoordeling|discretie|keuze)\s+(?:{_AGENT})|"
    rf"\b(?:{_AGENT})\s+(?:mag|kan)\s+(?:\w+\s+){{0,2}}?(?:vrij|zelf)\s+(?:kiezen|bepalen)\b|"
    # within the range granted, whoever it names sets the level: pt "dentro dela a DIRIN fixa o
    # nível", "o nível é decisão da Diretoria", "pode definir … em qualquer ponto entre"; it
    # "all'interno dell'intervallo il direttore fissa il livello"; sv "inom intervallet
    # bestämmer VD nivån", "CIO väljer nivån inom intervallet"
    r"\bdentro\s+(?:dela|dele|desta|deste|da\s+faixa(?:\s+[\w-]+)?|do\s+intervalo)\s*,?\s+"
    r"(?:[\w-]+\s+){0,3}?(?:fixa|define|escolhe|decide|determina|estabelece)\b|"
    r"\bo\s+n(?:í|i)vel\s+(?:é|fica\s+a(?:o)?)\s+(?:decis(?:ã|a)o|crit(?:é|e)rio)\b|"
    r"\bpode\s+(?:definir|fixar|escolher|estabelecer)\s+(?:[\w-]+\s+){0,8}?em\s+qualquer\s+ponto\b|"
    r"\ball['’]interno\s+(?:dell['’]intervallo|della\s+forchetta|di\s+ess[ao])\s*,?\s+"
    r"(?:\w+\s+){0,3}?(?:fissa|sceglie|determina|decide|stabilisce)\b|"
    # ... and es "dentro del rango decide la Vicepresidencia", "dentro de ese rango el comité
    # fija el nivel", "la vicepresidenta fija el nivel dentro del rango", "el nivel queda a
    # decisión del CIO" (the verb in the present, the preterite or the future)
    r"\bdentro\s+(?:del|de\s+(?:ese|este|dicho|cada|su)|de\s+(?:é|e)l)\s*(?:rango|intervalo|"
    r"banda|margen)?\s*,?\s+(?:[\w-]+\s+){0,3}?(?:decid|fij|defin|elig|determin|establec|"
    r"escog|ubic)(?:e|en|a|an|i(?:ó|o)|(?:ó|o)|ir(?:á|a)|ar(?:á|a)|er(?:á|a))\b|"
    r"\b(?:decid|fij|defin|elig|determin|establec|escog|ubic)(?:e|en|a|an|i(?:ó|o)|(?:ó|o)|"
    r"ir(?:á|a)|ar(?:á|a)|er(?:á|a))\s+(?:[\w-]+\s+){0,3}?dentro\s+del\s+(?:rango|intervalo|"
    r"banda)\b|"
    r"\bel\s+nivel\s+(?:es|queda\s+a|quedar(?:á|a)\s+a)\s+(?:decisi(?:ó|o)n|criterio|juicio)\b|"
    r"\binom\s+(?:intervallet|detta|det|ramen)\s+(?:\w+\s+){0,3}?"
    r"(?:best(?:ä|a)mmer|v(?:ä|a)ljer|fastst(?:ä|a)ller)\b|"
    r"\b(?:best(?:ä|a)mmer|v(?:ä|a)ljer|fastst(?:ä|a)ller)\s+(?:\w+\s+){0,2}?niv(?:å|a)n\s+inom\b|"
    # ... and in Lithuanian (`discretion_lt`): "sprendžia portfelio valdytojas", "šiose ribose
    # lygį nustato", "gali nustatyti … bet kur", "be atskiro valdybos nutarimo"
    + LT_GRANTS
)

#: a refusal of any room: no band, no margin, no discretion
REFUSALS: Final = (
    # de
    r"\b(?:eine\s+)?bandbreite\s+ist\s+nicht\s+vorgesehen\b|"
    r"\bkein(?:e|en)?\s+(?:ermessen(?:sspielraum)?|spielraum|bandbreite|toleranz)\b|"
    r"\bohne\s+(?:jeden\s+|jegliche[nm]?\s+)?(?:ermessens)?(?:spielraum|ermessen|bandbreite|toleranz)\b|"
    r"\bnicht\s+im\s+ermessen\b|"
    # fr
    r"\bsans\s+(?:aucune\s+)?(?:marge|latitude|tol(?:é|e)rance|pouvoir\s+d['’]appr(?:é|e)ciation)\b|"
    r"\baucune\s+(?:marge|latitude|tol(?:é|e)rance)\b|\bpas\s+(?:à|a)\s+la\s+discr(?:é|e)tion\b|"
    # it
    r"\bsenza\s+(?:alcun[ao]?\s+)?(?:discrezionalit(?:à|a)|margine|tolleranza)\b|"
    r"\bnessun[ao]?\s+(?:discrezionalit(?:à|a)|margine|tolleranza)\b|"
    r"\bnon\s+(?:è\s+|e\s+)?a\s+discrezione\b|"
    # es
    r"\bno\s+se\s+concede\s+(?:ning(?:ú|u)n\s+)?margen\b|\bmargen\s+alguno\b|"
    r"\bsin\s+(?:ning(?:ú|u)n\s+)?(?:margen|discrecionalidad|tolerancia)\b|"
    r"\bning(?:ú|u)n\s+margen\b|\bno\s+queda\s+a\s+criterio\b|"
    # nl
    r"\bgeen\s+(?:speelruimte|bandbreedte|beleidsvrijheid|marge|tolerantie)\b|"
    r"\bzonder\s+(?:enige\s+)?(?:speelruimte|bandbreedte|beleidsvrijheid|marge|tolerantie)\b|"
    r"\bniet\s+naar\s+keuze\b|" + LT_REFUSALS
    # ... and in Lithuanian (`discretion_lt`): "laisvės čia nėra", "be jokios nuožiūros"
)

__all__ = ["GRANTS", "REFUSALS"]
