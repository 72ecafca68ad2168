"""Whether a sentence is written in a given language, told by its small words.

Some words mean one thing in one language and another in the next: Portuguese "no" is "in the"
(English and Spanish "no" deny), German "gilt" is "applies" (English "gilt" is a UK government
bond). A reader that takes such a word must know the sentence's language, and a sentence says it
by its function words: articles, prepositions, auxiliaries, the negator. Two distinct ones that
no other language read here shares make a sentence that language's; one alone may be a loan
word, a name or a quotation. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Language:
    """A language by the words that only it has among those read here."""

    #: the language's own words (whole words, case-insensitive)
    words: re.Pattern[str]
    #: how many distinct ones make a sentence the language's
    at_least: int = 2

    def reads(self, sentence: str) -> bool:
        """Whether the sentence has at least `at_least` distinct words of the language."""
        found = {m.group(0).lower() for m in self.words.finditer(sentence)}
        return len(found) >= self.at_least


#: Portuguese: the contractions and articles English and Spanish lack ("pelo", "pela", "ao",
#: "à", "uma"), its verbs ("é", "são", "foi", "foram", "está"), "em", "com", "não", "também",
#: and the nasal endings ("-ção", "-ções", "-ão", "-ões")
PORTUGUESE: Final = Language(
    re.compile(
        r"(?<![\w-])(?:em|com|pel[oa]s?|aos?|à|às|uma|é|são|foi|foram|não|também|está|estão)"
        r"(?![\w-])|\w+(?:ção|ções|ão|ões)(?![\w-])",
        re.IGNORECASE,
    )
)
#: German: its articles in every case, its prepositions and their contractions, its auxiliaries
#: and negator, the verbs of binding and staying, and "seit", "laut", "gemäß" (never "die",
#: "also", "war" or "so", which English has too, nor Danish "der", "den")
GERMAN: Final = Language(
    re.compile(
        r"(?<![\w-])(?:das|dem|des|einer?|einen|einem|eines|und|ist|sind|nicht|kein\w*|mit|"
        r"f(?:ü|u)r|bei|beim|seit|wird|werden|wurde|wurden|auf|zum|zur|vom|im|ins|auch|noch|"
        r"nach|(?:ü|u)ber|unter|aus|sich|weiterhin|gilt|gelten|bleibt|laut|gem(?:ä|a)(?:ß|ss)|"
        r"durch|ohne|gegen|zwischen|sowie|oder|dass|wie|wir|unsere?\w*)(?![\w-])",
        re.IGNORECASE,
    )
)

__all__ = ["GERMAN", "PORTUGUESE", "Language"]
