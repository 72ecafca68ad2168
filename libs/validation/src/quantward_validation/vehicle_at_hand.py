"""Of two vehicles a sentence gives one limit for, the one it marks as the vehicle at hand.

A sponsor runs several plans, funds or sub-funds under one policy, and an answer often gives a
limit for each in one sentence, marking the one the question is about by a relative clause
rather than by "this": "in the DC plan the limit is 218 bp; in the DB plan, which is the case
here, it is 150 bp", "no Plano CD o limite é 13,1%; no Plano BD, que é o caso aqui, é 9%", "nel
comparto Garantito il limite è 5%, nel comparto Bilanciato, che è quello in esame, 8%", "i
premiepensionsfonden är taket 30 %; i AP-fonden, som är aktuell här, 25 %". The figure of the
part that names another vehicle and carries no such mark is that vehicle's, not this one's.

`other_vehicle_than_marked` says whether the figure at a span is such a figure: its part of the
sentence opens on a vehicle (a plan, a fund, a sub-fund, a portfolio, a mandate, in English,
Portuguese, Spanish, Italian, French, German, Dutch or Swedish), another part of the same
sentence opens on a vehicle and marks it as the one at hand, and that part gives a figure of the
same unit. Both are needed: one vehicle named, or none marked, is left to the other readers.
Pure: text in, a yes or no out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from quantward_validation.quantities import Quantity, quantities

#: a vehicle's kind, in the languages of a sponsor's paperwork (the word itself, or its
#: definite form: sv "planen", "fonden", "portföljen")
_KIND: Final = (
    r"(?:plans?|funds?|sub-?funds?|schemes?|portfolios?|mandates?|sleeves?|compartments?|"
    r"plano|planos|fundo|fundos|carteira|mandato|fondo|fondi|comparto|comparti|portafoglio|"
    r"piano|linea|fonds|teilfonds|compartiment|portefeuille|mandat|plan(?:en)?|fond(?:en)?|"
    r"\w*fonden|portf(?:ö|o)ljen|mandatet|delfonden|cartera|mandaat|subfonds|portefeuille)"
)
#: a part of a sentence that opens on a vehicle: "in the DC plan", "no Plano CD", "nel comparto
#: Garantito", "dans le compartiment", "im Teilfonds", "i AP-fonden", "for the Growth fund",
#: "para o Plano BD", "per il comparto"
_OPENS_ON_VEHICLE: Final = re.compile(
    r"^[\s,;:—–-]*(?:(?:and|but|whereas|while|e|mas|enquanto|já|y|pero|mientras|ma|mentre|"
    r"invece|et|mais|alors\s+que|und|aber|während|en|maar|terwijl|och|men|medan)\s+)?"
    r"(?:in|for|under|at|on|no|na|nos|nas|para\s+o|para\s+a|pelo|pela|en\s+el|en\s+la|para\s+el|"
    r"nel|nella|nello|per\s+il|per\s+la|dans\s+le|dans\s+la|pour\s+le|pour\s+la|au|im|in\s+de[mnr]|"
    r"f(?:ü|u)r\s+de[nr]|bij\s+het|in\s+het|voor\s+het|i|f(?:ö|o)r|inom)\s+"
    rf"(?:the\s+|o\s+|a\s+|el\s+|la\s+|il\s+|le\s+|de[mnr]?\s+|het\s+)?"
    rf"(?:[\w&'’-]+\s+){{0,3}}?{_KIND}\b",
    re.IGNORECASE,
)
#: a relative clause or an aside that marks the vehicle just named as the one at hand: "which is
#: the case here", "the one at hand", "que é o caso aqui", "que es nuestro caso", "che è quello in
#: esame", "qui nous concerne", "um den es hier geht", "waar het hier om gaat", "som är aktuell
#: här", "som det gäller här"
_AT_HAND: Final = re.compile(
    r"\b(?:(?:which|that)\s+is\s+(?:the\s+(?:case|one)\s+(?:here|at\s+hand|in\s+question)|ours|"
    r"our\s+case)|the\s+one\s+(?:at\s+hand|in\s+question|we\s+(?:are|re)\s+(?:discussing|"
    r"looking\s+at))|which\s+concerns\s+us|"
    r"que\s+(?:é|e|es)\s+(?:o|el)\s+(?:caso|nosso|nuestro)(?:\s+(?:aqui|aquí|aqu[ií]|em\s+quest(?:ã|a)o|"
    r"en\s+cuesti(?:ó|o)n|caso))?|que\s+(?:nos\s+)?(?:interessa|importa|ocupa|concerne)|"
    r"objeto\s+d[ea]st[ea]\s+\w+|em\s+quest(?:ã|a)o|en\s+cuesti(?:ó|o)n|"
    r"che\s+(?:è|e)\s+(?:il\s+(?:nostro\s+)?caso|quell[oa]\s+(?:in\s+esame|in\s+questione|che\s+ci\s+"
    r"riguarda))|che\s+ci\s+riguarda|in\s+esame|oggetto\s+d(?:i|ella)\s+quest[oa]\s+\w+|"
    r"qui\s+(?:nous\s+)?(?:concerne|occupe|int(?:é|e)resse)|qui\s+est\s+le\s+(?:n(?:ô|o)tre|cas\s+ici)|"
    r"um\s+(?:den|die|das)\s+es\s+hier\s+geht|(?:der|die|das)\s+hier\s+gemeint\s+ist|"
    r"waar\s+het\s+hier\s+om\s+gaat|die\s+hier\s+aan\s+de\s+orde\s+is|"
    r"som\s+(?:(?:ä|a)r\s+(?:aktuell[ta]?|v(?:å|a)rt\s+fall|det\s+(?:aktuella|h(?:ä|a)r\s+g(?:ä|a)ller)))|"
    r"som\s+det\s+(?:g(?:ä|a)ller|handlar\s+om)\s+h(?:ä|a)r|som\s+avses\s+h(?:ä|a)r)\b",
    re.IGNORECASE,
)
#: where the parts of one sentence that give one limit for different vehicles end
_PART_END: Final = re.compile(
    r";|[—–]\s|\s-\s|\b(?:whereas|while|enquanto|mientras|mentre|alors\s+que|"
    r"während|terwijl|medan)\b",
    re.IGNORECASE,
)
#: where a sentence ends: a full stop that is no decimal point, a line
_SENTENCE_END: Final = re.compile(r"(?<!\d)\.(?!\d)\s|\n")


def other_vehicle_than_marked(
    text: str, start: int, end: int, held: Callable[[Quantity], bool]
) -> bool:
    """Whether the figure at `start`–`end` is given in its sentence to a vehicle another part of
    that sentence sets beside the one it marks as at hand, which gets a figure of its own (one
    `held` accepts: the constraint's unit). Why: a sponsor's other plan's limit, cited for this
    plan, binds the book to a rule that is not its own."""
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    stop = _SENTENCE_END.search(text, end)
    last = stop.start() if stop is not None else len(text)
    cuts = [m.start() for m in _PART_END.finditer(text, first, last)]
    parts = list(zip([first, *cuts], [*cuts, last], strict=True))
    own = next(((a, b) for a, b in parts if a <= start < b), None)
    if own is None:
        return False
    part = text[own[0] : own[1]]
    if _AT_HAND.search(part) is not None or _OPENS_ON_VEHICLE.match(part) is None:
        return False
    return any(
        (a, b) != own
        and _OPENS_ON_VEHICLE.match(text[a:b]) is not None
        and _AT_HAND.search(text[a:b]) is not None
        and any(held(q) for q in quantities(text[a:b]))
        for a, b in parts
    )


__all__ = ["other_vehicle_than_marked"]
