"""Words of German, French, Italian, Spanish and Dutch fund paperwork that look like misspelt
English domain words.

`typed_text` writes a hurried typist's misspelt English domain words as the readers know them
("voaltility": "volatility"). A continental mandate's own words sit within a letter or two of
those ("volatiliteit", "limiet", "limite", "settore", "rischio", "rendement", "portefeuille"),
and must never be "corrected" into English: the language readers (`limit_lexicon_europe`,
`operators`, `discretion_europe` …) read them as they are. `continental_word` says a word is one
of them: a word with a letter English does not write (ä, é, à, ñ, ß …), one ending the way
those languages form the nouns of the trade (Dutch "-iteit", German "-ität"/"-itaet" and
"-ung", Italian "-zione"/"-ità", Spanish "-idad"/"-ción"), or one of the trade's words listed
here.
"""

from __future__ import annotations

import re
from typing import Final

#: letters the continental languages write and English does not
_FOREIGN_LETTER: Final = re.compile(r"[äöüßàâçéèêëîïôùûÿœæñáíóúìòășțşţěřůčšžýďťň]")
#: endings of the continental nouns of the trade
_ENDINGS: Final = re.compile(
    r"(?:iteit|iteiten|itaet|itaeten|ungen|zione|zioni|idad|idades|cion|ciones|mente|heid)$"
)
#: the trade's words in those languages that sit near an English domain word
_WORDS: Final = frozenset(
    {
        # limits and their sides
        "limiet", "limieten", "limite", "limites", "limiti", "grenze", "grenzen", "obergrenze",
        "untergrenze", "soglia", "tetto", "plafond", "tope", "maximaal", "minimaal", "massimo",
        "minimo", "maximo", "maximal", "minimal", "mindestens", "almeno", "hoogstens",
        "minstens", "tenminste",
        # subjects
        "emittent", "emittente", "emittenti", "emisor", "emisores", "liquidez", "liquiditeit",
        "hefboom", "leva", "levier", "apalancamiento", "sektor", "settore", "settori",
        "secteur", "sectores", "risico", "rischio", "riesgo", "risque", "risiko", "volatilita",
        "volatilitaet", "volatilite", "volatiliteit", "volatilidad", "rendement", "rendimento",
        "rendimiento", "rendite", "rentabilidad", "portefeuille", "portafoglio", "cartera",
        "fonds", "fondo", "fondi", "mandat", "mandato", "mandaat", "obiettivo", "objetivo",
        "objectif", "doel", "ziel", "gewicht", "gewichtung", "peso", "poids", "indice",
        "valuta", "divisa", "devise", "waehrung", "beheerder", "gestore", "gestor", "gerant",
        "regolamento", "reglamento", "reglement", "prospetto", "folleto", "prospekt",
        "verlust", "perdita", "perdida", "perte", "verlies", "benchmarkgewicht",
        # a constraint and its participle ("le portefeuille non contraint", "sans contrainte",
        # "vincolato", "restringido"): a model built without the limits, no "constraint" misspelt
        "contraint", "contrainte", "contraints", "contraintes", "contrainti",
        # Romanian participles of the verbs of change, written without a diacritic and a
        # letter short of the English verb ("s-a deteriorat" is "deteriorated", never a
        # misspelt "deteriorate"), in the masculine singular and plural
        "deteriorat", "deteriorati", "ameliorat", "ameliorati", "accelerat", "accelerati",
        "apreciat", "apreciati", "depreciat", "depreciati", "contractat", "contractati",
        "diminuat", "diminuati", "declinat", "consolidat", "consolidati", "erodat", "majorat",
        "majorati", "avansat", "agravat", "redus", "crescut", "scazut",
    }
)  # fmt: skip


def continental_word(lowered: str) -> bool:
    """Whether a lower-cased word is one of the continental languages' own (see the module's
    docstring), never an English domain word misspelt."""
    return (
        lowered in _WORDS
        or _FOREIGN_LETTER.search(lowered) is not None
        or _ENDINGS.search(lowered) is not None
    )


__all__ = ["continental_word"]
