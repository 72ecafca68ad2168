"""Items of minutes each closed by its own verdict: the ones turned down or put off beside one
that was adopted.

A committee's minutes list what was put to it, one item a line, and end each line with what
became of it: "Item 2 – Proposal A (…): WITHDRAWN FROM THE AGENDA." beside "Item 3 – Proposal
B (…): APPROVED.", or in the languages of the suite's other registers ("RETIRADA DE PAUTA",
"RINVIATA", "BORDLAGD", "VON DER TAGESORDNUNG ABGESETZT" beside "APROVADA", "APPROVATA",
"ANTOGS", "ANGENOMMEN"). An item rejected, withdrawn, tabled, deferred or taken off the agenda
was not adopted: what it proposed does not hold, while an adopted item's words do. The verdict
is the line's tail after its last colon or dash, outside the item's quoted or bracketed text
(a proposal may quote words like "not" or "rejected" of its own). With no item adopted, the
lines are left as written: minutes that only defer say nothing of what holds. Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation import polarity_europe

#: a verdict in English that turns an item down or puts it off
_DOWN_EN: Final = (
    r"\b(?:rejected|declined|refused|defeated|vetoed|lost|failed|not\s+(?:approved|adopted|"
    r"carried|passed|accepted)|withdrawn|pulled|dropped|tabled|deferred|postponed|adjourned|"
    r"held\s+over|carried\s+over|struck|(?:taken|removed|struck)\s+(?:off|from)\s+(?:the\s+)?"
    r"agenda|referred\s+back|sent\s+back)\b"
)
#: ... and in the other languages, besides `polarity_europe`'s refusals: withdrawn or taken
#: off the agenda ("retirada de pauta", "ritirato dall'ordine del giorno", "retiré de l'ordre
#: du jour", "von der Tagesordnung abgesetzt", "van de agenda gehaald", "struken från
#: dagordningen"), put off ("adiada", "aplazada", "ajournée", "vertagt", "uitgesteld")
_DOWN_EU: Final = (
    r"\b(?:retirad[oa]s?|retir[ée]e?s?|ritirat[oaie]|zur[üu]ckgezogen|abgesetzt|vertagt|"
    r"ingetrokken|afgevoerd|uitgesteld|aangehouden|aplazad[oa]s?|pospuest[oa]s?|"
    r"ajourn[ée]e?s?|report[ée]e?s?|struken|[åa]terdr(?:og|ogs|agen|aget)|[åa]tertagen|"
    r"[åa]tertaget|uppskjuten|uppskjutet|adiad[oa]s?|rinviat[oaie]|sospes[oaie])\b"
)
#: a verdict that adopts the item
_ADOPTED_EN: Final = (
    r"\b(?:approved|adopted|carried|passed|agreed|accepted|ratified|endorsed|resolved|granted)\b"
)
#: the item's tail after its last separator: a colon or a spaced dash, with no quote or
#: bracket after it
_TAIL: Final = re.compile(r"(?:[:]|\s[–—-])\s*(?P<tail>[^:–—()\[\]\"“”«»\n]{1,80})$")


def _verdict(line: str) -> str | None:
    """ "down" or "adopted" for an item line closed by a verdict, else None."""
    m = _TAIL.search(line.rstrip())
    if m is None:
        return None
    tail = m.group("tail").strip().rstrip(".!;").lower()
    if not tail or len(tail.split()) > 8:
        return None
    if any(_opens(p, tail) for p in (_DOWN_EN, _DOWN_EU, polarity_europe.HYPOTHETICAL)):
        return "down"
    if any(_opens(p, tail) for p in (_ADOPTED_EN, polarity_europe.ADOPTED)):
        return "adopted"
    return None


#: what may stand before a verdict: an auxiliary or an adverb of how it was decided ("was
#: unanimously approved", "foi aprovada", "è stata respinta", "wurde einstimmig angenommen",
#: "a été rejetée", "fue aprobada", "werd aangenomen", "blev antagen"), or a vote's count
_LEAD: Final = (
    r"(?:was|were|is|are|has\s+been|have\s+been|been|unanimously|duly|formally|hereby|"
    r"foi|foram|[ée]|è|stat[oaie]|wurde|wurden|ist|einstimmig|a|ont|[ée]t[ée]|fue|fueron|ha|"
    r"sido|werd|werden|blev|har|blivit|unanimemente|all['’]unanimit[àa]|por\s+unanimidade|"
    r"[àa]\s+l['’]unanimit[ée]|enh[äa]lligt|unaniem|\(?\d+\s*[-–:]\s*\d+\)?)"
)


def _opens(pattern: str, tail: str) -> bool:
    """Whether the verdict `pattern` opens `tail` (after at most two words: "was", "unanimously
    approved", "foi aprovada"): a tail that only mentions it further on ("we rejected the old
    benchmark") is a sentence, not a verdict."""
    return re.match(rf"\W*(?:{_LEAD}\s+){{0,3}}?(?:{pattern})", tail) is not None


def turned_down_items(text: str) -> list[tuple[int, int]]:
    """The spans of the item lines `text` closes with a verdict turning them down or putting
    them off, when another item line is adopted; else none."""
    down: list[tuple[int, int]] = []
    adopted = False
    at = 0
    for line in text.split("\n"):
        verdict = _verdict(line)
        if verdict == "down":
            down.append((at, at + len(line)))
        elif verdict == "adopted":
            adopted = True
        at += len(line) + 1
    return down if adopted else []


__all__ = ["turned_down_items"]
