"""Fitting, selecting, testing and the universe as it stands today, in Croatian, Serbian and
Bosnian (Latin script) and Slovenian, for the leakage reader.

`leakage` tells a period a model was fitted or a choice was made on from one it was tested on
by the verb that owns the period in its sentence. The Czech table (`leakage_lexicon_cs_ro`)
misses these languages' verbs, which take the Latin stems with "-ir-" (Croatian, Slovenian) or
"-is-" / "-ov-" (Serbian) and their own Slavic ones. Each class is a stem with every person,
tense, participle (gender and number: "procijenjen", "procijenjena", "procijenjeni") and verbal
noun ("procjena", "kalibracija", "odabir"):

- fitting: procijeniti / procjenjivati (Serbian "proceniti", Slovenian "oceniti"), kalibrirati
  (Serbian "kalibrisati"), optimizirati (Serbian "optimizovati"), estimirati, trenirati /
  istrenirati, podesiti / podešavati (to tune);
- selecting: odabrati / odabir, izabrati / izbor (Slovenian "izbrati", "izbran"), birati,
  selektirati / selekcija;
- testing: testirati (and "testno razdoblje", the test period in any case), Slovenian
  "testno obdobje";
- the universe as it stands today (`HINDSIGHT`): a relative clause placing its members there
  now ("društva koja su danas u sastavu indeksa", "koje trenutno čine indeks", Slovenian "ki
  so danes v indeksu"), or "today's" / "current" before a membership noun ("današnji sastav",
  "trenutni članovi");
- what brings a universe or an input in (`BROUGHT_IN`): "čine" (make up), "sastoji se od",
  "koristi (se)", "obuhvaća", "sadrži", "uključuje", "temelji se na"; Slovenian "sestavljajo",
  "uporablja", "vsebuje", "vključuje";
- a label naming the data the work was done on (`DATA_LABEL`): "uzorak" ("na uzorku:"),
  "podaci" ("na podacima:"), Slovenian "vzorec", "podatki".

Not "prilagođen" (adjusted): "prinos prilagođen riziku" is the risk-adjusted return, no fit. The
grammar (owners, clauses, negation) stays `leakage`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: fitting (regex alternatives, read inside `leakage`'s word bounds)
FIT: Final = (
    r"procij?enj?\w*|procjen\w*|procen\w*|ocen(?:jen|jeva|il|i|a|e|o)\w*|"
    r"(?:re)?kalibr(?:ir|is|ac)\w*|(?:re)?optimiz(?:ir|ov|ac)\w*|(?:re)?estim(?:ir|ac)\w*|"
    r"(?:is|u)?trenir\w*|pode(?:š|s)(?:en|ava|i)\w*"
)
#: selecting
SELECT: Final = (
    r"odabr\w*|odabir\w*|izabr\w*|izbor\w*|izbran\w*|izbral\w*|biran\w*|"
    r"selektir\w*|selekcij\w*"
)
#: testing and the test period
TEST_PERIOD: Final = (
    r"(?:is)?testir\w*|testn(?:o|og|om|a|e|ih|im)\s+(?:razdobl\w*|period\w*|obdob\w*|godin\w*)"
)
#: the universe as it stands today
HINDSIGHT: Final = (
    r"(?:koj\w+|ki)\s+(?:(?:su|je|so|se)\s+)?(?:[\w&.-]+\s+){0,4}?"
    r"(?:danas|danes|sada|sad|trenutno|trenutačno|trenutacno|zdaj|sedaj)|"
    r"(?:današnj\w+|danasnj\w+|sadašnj\w+|sadasnj\w+|trenutn\w+|trenutačn\w+|sedanj\w+|"
    r"aktualn\w+)\s+(?:[\w&.-]+\s+){0,2}?(?:sastav\w*|sestav\w*|član\w*|clan\w*|društv\w*|"
    r"drustv\w*|dionic\w*|izdavatelj\w*|delnic\w*)"
)
#: what brings a universe or an input in
BROUGHT_IN: Final = (
    r"(?:č|c)ine|(?:č|c)ini|sastoj\w*|sestavlja\w*|korist(?:i|e|imo|ili|io|ila)|"
    r"upor(?:ablja|abi)\w*|obuhvać\w*|obuhvac\w*|sadrž\w*|sadrz\w*|vsebuj\w*|uključ\w*|"
    r"ukljuc\w*|vključ\w*|temelj(?:i|e)|zasniva\w*"
)
#: a label naming the data the work before it was done on
DATA_LABEL: Final = r"uzor(?:ak|ku|ka)|podac(?:i|ima)|podataka|vzor(?:ec|cu|ca)|podatk(?:i|ih)"


__all__ = ["BROUGHT_IN", "DATA_LABEL", "FIT", "HINDSIGHT", "SELECT", "TEST_PERIOD"]
