"""A model's portfolio built without the limits, in Croatian, Serbian, Bosnian and Slovenian.

An analiza strateške alokacije quotes what an optimiser would hold with no limit at all
("optimalni portfelj bez ograničenja imao bi 225 b.b. aktivnog rizika", "neograničeni
portfelj", sl "optimalni portfelj brez omejitev"): its figures are the model's answer, which
the statut's limits then cut, never a limit in force. `decision_lexicon_es.MODEL_PORTFOLIO`
joins these words to the other languages', which `polarity` reads as a value only supposed.

The noun is read in every case ("portfelj", "portfelja", "portfelju"; the Serbian "portfolio"
is the other languages' word) and the adjective in every gender and case ("neograničen",
"neograničenog", "neograničenim"), with and without the diacritics. Pure data.
"""

from __future__ import annotations

from typing import Final

_C: Final = r"(?:č|c)"

#: a portfolio or an optimum a model finds: "portfelj" in every case, "optimalni" in every
#: gender and case
MODEL_NOUN: Final = r"portfelj\w*|optimaln\w*"
#: built without the limits: hr, sr, bs "bez ograničenja", "bez limita", "neograničen(i)";
#: sl "brez omejitev", "neomejen"
UNCONSTRAINED: Final = (
    r"bez\s+(?:ograni" + _C + r"enja|limita|restrikcija)|neograni" + _C + r"en\w*|"
    r"brez\s+(?:omejitev|limitov)|neomejen\w*"
)

__all__ = ["MODEL_NOUN", "UNCONSTRAINED"]
