"""The words that turn a sentence from what happened to what follows from it: "so", "hence".

"Treasury proposed 300 bps; the Committee did not approve the proposal, so tracking error
remains 200 bps": the sentence speaks of a proposal (only proposed, never in force), then
states what holds as its consequence. The value after the consequence is not the proposal's,
any more than a value after "but" is what a sentence only supposed before it.
"""

from __future__ import annotations

from typing import Final

#: a consequence connective ("so that", "so far", "so long as" and "so much" are none)
CONSEQUENCE: Final = (
    r"so(?!\s+(?:that|far|long|much|many|as|to|too|be)\b)|therefore|hence|thus|accordingly|"
    r"consequently|as\s+a\s+(?:result|consequence)|which\s+means|meaning|"
    r"(?:and\s+)?(?:so\s+)?nothing\s+changed|"
    # ... in German, Danish and Norwegian ("daher", "deshalb", "somit", "derfor", "dermed", "så";
    # not "så længe", "så vidt", "så snart", "så meget", "så at")
    r"daher|deshalb|deswegen|folglich|somit|derfor|dermed|"
    r"så(?!\s+(?:længe|lenge|vidt|snart|meget|mye|mange|at|som)\b)|"
    # ... in French ("donc", "par conséquent", "de sorte que") and Polish ("więc", "zatem",
    # "dlatego", "w związku z tym")
    r"donc|par\s+cons(?:é|e)quent|de\s+sorte\s+que|si\s+bien\s+que|"
    r"wi(?:ę|e)c|zatem|dlatego|tote(?:ż|z)|w\s+zwi(?:ą|a)zku\s+z\s+tym|w\s+efekcie|"
    # ... in Czech ("tedy", "proto", "takže") and Romanian ("deci", "așadar", "prin urmare")
    r"tedy|proto|tak(?:ž|z)e|deci|a(?:ș|ş|s)adar|prin\s+urmare"
)

__all__ = ["CONSEQUENCE"]
