"""Whether a sentence is Portuguese, so that its "no" is "em" + "o" ("in the"), not a negator.

The leakage reader takes English "no" as a negator ("no parameter was tuned on 2019"). In
Portuguese "no", like "na", "nos" and "nas", is the contraction of the preposition "em" and the
article ("adotado no estudo atuarial de 2024", "usado no ano seguinte"); Portuguese denies
with "não". Read as English, every Portuguese sentence that says where a record was made or
used is denied. Spanish "no" is a negator, so the language is told by words that are
Portuguese and neither English nor Spanish: the contractions and articles ("pelo", "pela",
"ao", "à", "uma"), the verbs ("é", "são", "foi", "foram"), "em", "com", "não", and the nasal
endings ("-ção", "-ções", "-ão"). Two distinct ones make a sentence Portuguese
(`sentence_language`). Pure.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.sentence_language import PORTUGUESE

#: the contractions of "em" with the article that English reads as "no"
_CONTRACTION: Final = re.compile(r"n[oa]s?", re.IGNORECASE)


def is_contraction(word: str, sentence: str) -> bool:
    """Whether `word` ("no", "na", "nos", "nas") is the preposition "em" with an article,
    because the sentence it is in is Portuguese."""
    return _CONTRACTION.fullmatch(word) is not None and PORTUGUESE.reads(sentence)


__all__ = ["is_contraction"]
