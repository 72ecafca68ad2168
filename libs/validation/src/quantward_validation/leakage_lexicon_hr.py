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
  istrenirati, podesiti / podešavati (to tune); Slovenian umeriti / umerjati (to calibrate:
  "umerjen", "umerili smo", "umerjanje"; never "umeren", moderate) and naučiti (to train:
  "model smo naučili"); not "nastaviti", which is "to continue" in Croatian;
- selecting: odabrati / odabir, izabrati / izbor (Slovenian "izbrati" in every aspect and
  person: "izbran", "izbrali smo", "izberemo", "izbere se", and its noun "izbira"), birati
  ("biramo", "birali smo", "biran"), selektirati / selekcija;
- testing: testirati (and "testno razdoblje", the test period in any case), Slovenian
  "testno obdobje" ("v testnem obdobju"), and the period named by its verbal noun in the
  genitive ("razdoblje testiranja", Slovenian "obdobje testiranja");
- how a choice was made (`CRITERION`, then `CRITERION_WHERE` before the test word): by a
  measure ("po Sharpeovom omjeru", Slovenian "po Sharpovem razmerju"), on its basis ("na
  temelju", "na osnovu", "na podlagi", "prema", "glede na") or its superlative ("najbolji",
  "najboljši", "najviši", "najvišji"), then where it was measured ("u", "v", "na", "tijekom",
  "med"): "izberemo po Sharpovem razmerju v obdobju testiranja" (Czech "po", after, is a
  choice made once the test was seen, a criterion too);
- the whole sample (`WHOLE`): "cijeli" / Slovenian "celoten", "cel" on a sample, a period, a
  history or the data, in every case ("na cijelom uzorku", "na celotnem vzorcu", "celotno
  obdobje"), and all the data there are ("svi dostupni podaci", "vsi razpoložljivi podatki");
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
    r"(?:is|u)?trenir\w*|pode(?:š|s)(?:en|ava|i)\w*|"
    # Slovenian umeriti (the "-j-" of its participle and imperfective: "umerjen", "umerjamo";
    # the perfective's "umeril", "umeriti") and naučiti ("naučen")
    r"umerj\w*|umeri(?:ti|l|la|lo|li|le|mo|jo)\b|"
    r"nauč(?:en|il|iti|imo)\w*"
)
#: selecting
SELECT: Final = (
    r"odabr\w*|odabir\w*|izabr\w*|izbor\w*|izbran\w*|izbral\w*|biran\w*|"
    # birati's present and past ("biramo", "bira se", "birali smo")
    r"bir(?:a|am|amo|ate|aju|ati|ao|ala|ali|alo)\b|"
    # Slovenian izbrati's present ("izberemo", "izbere se") and imperfective noun ("izbira")
    r"izber(?:e|em|emo|ete|ejo|i|imo)\b|izbir\w*|"
    r"selektir\w*|selekcij\w*"
)
#: testing and the test period
TEST_PERIOD: Final = (
    r"(?:is)?testir\w*|"
    r"testn(?:o|og|oga|om|omu|a|e|em|ega|emu|i|ih|im|ima)\s+(?:razdobl\w*|period\w*|obdob\w*|"
    r"godin\w*|let\w*|okn\w*|prozor\w*)|"
    # the period named by its verbal noun: "razdoblje testiranja", "v obdobju testiranja"
    r"(?:razdobl|period|obdob)\w*\s+testiranja"
)
#: how a choice was made: by a measure, on its basis, or its superlative
CRITERION: Final = (
    r"po|prema|glede\s+na|na\s+(?:temelju|osnovu|osnovi|podlagi)|"
    r"najbolj(?:i|a|e|eg|ega|em|emu|ih|im|ši|ša|še|šega|šem|ših|šim)|"
    r"najvi(?:š|s)(?:i|a|e|eg|ega|em|ih|im|ji|ja|je|jega|jem|jih)"
)
#: where the criterion was measured, right before the test word
CRITERION_WHERE: Final = r"(?:u|v|na|tijekom|tokom|med|tekom|za)"
#: the whole sample: "cijeli" / "celoten" / "cel" on a sample, period, history, series or the
#: data, in every case and gender, and all the data there are
_WHOLE_ADJ: Final = (
    r"(?:cijel|cjel|cel)(?:i|a|o|e|u|og|oga|om|omu|oj|ih|im|ima|em|ega|emu)|"
    r"celotn(?:i|a|o|e|ega|em|emu|ih|im|imi)"
)
WHOLE: Final = (
    rf"(?:{_WHOLE_ADJ})\s+(?:uzor\w*|vzor\w*|razdobl\w*|obdob\w*|period\w*|povijest\w*|"
    r"zgodovin\w*|serij\w*|niz\w*|podat\w*|podac\w*|skup\w*\s+podat\w*)|"
    r"(?:sv(?:i|ih|im|ima)|vs(?:i|eh|em|emi))\s+(?:dostupn\w+\s+|raspolo(?:ž|z)iv\w+\s+|"
    r"razpolo(?:ž|z)ljiv\w+\s+)?(?:podac\w*|podat\w*)"
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


__all__ = [
    "BROUGHT_IN",
    "CRITERION",
    "CRITERION_WHERE",
    "DATA_LABEL",
    "FIT",
    "HINDSIGHT",
    "SELECT",
    "TEST_PERIOD",
    "WHOLE",
]
