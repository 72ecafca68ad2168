"""Whether a sentence is Portuguese, so that its "no" is "em" + "o" ("in the"), not a negator.

The leakage reader takes English "no" as a negator ("no parameter was tuned on 2019"). In
Portuguese "no", like "na", "nos" and "nas", is the contraction of the preposition "em" and the
article ("adotado no estudo atuarial de 2024", "usado no ano seguinte"); Portuguese denies
with "não". Read as English, every Portuguese sentence that says where a record was made or
used is denied. Spanish "no" is a negator, so the language is told by words that are
Portuguese and neither English nor Spanish: the contractions and articles ("pelo", "pela",
"ao", "à", "uma"), the verbs ("é", "são", "foi", "foram"), "em", "com", "não", and the nasal
endings ("-ção", "-ções", "-ão"). Two distinct ones make a sentence Portuguese. Pure.
"""

from __future__ import annotations

import re
from typing import Final

_MARKER: Final = re.compile(
    r"(?<![\w-])(?:em|com|pel[oa]s?|aos?|à|às|uma|é|são|foi|foram|não|também|está|estão)(?![\w-])|"
    r"\w+(?:ção|ções|ão|ões)(?![\w-])",
    re.IGNORECASE,
)
#: the contractions of "em" with the article that English reads as "no"
_CONTRACTION: Final = re.compile(r"n[oa]s?", re.IGNORECASE)


def reads_portuguese(sentence: str) -> bool:
    """Whether two distinct Portuguese-only words are in the sentence."""
    found = {m.group(0).lower() for m in _MARKER.finditer(sentence)}
    return len(found) >= 2


def is_contraction(word: str, sentence: str) -> bool:
    """Whether `word` ("no", "na", "nos", "nas") is the preposition "em" with an article,
    because the sentence it is in is Portuguese."""
    return _CONTRACTION.fullmatch(word) is not None and reads_portuguese(sentence)


__all__ = ["is_contraction", "reads_portuguese"]
