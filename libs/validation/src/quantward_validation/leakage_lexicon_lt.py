"""Fitting, selecting, testing and the universe as it stands today, in Lithuanian, for the
leakage reader.

`leakage` tells a period a model was fitted or a choice was made on from one it was tested on
by the verb that owns the period in its sentence. Lithuanian writes those verbs on the Latin
stems with "-uo-" / "-av-" ("kalibruoti", "kalibruota", "kalibravimas"; "optimizuotas",
"optimizuojama") and on its own ("įvertinti": to estimate, "įvertintos", "vertinamas";
"parinkti", "atrinkti": to select), each read in every person, tense, participle (gender,
number and case: "įvertintas", "įvertinta", "įvertintos", "įvertintų") and verbal noun
("įvertinimas", "parinkimas", "atranka"):

- fitting: įvertinti (never the bare "vertinti", which also means to judge a fund against its
  index: "fondas vertinamas pagal lyginamąjį indeksą"), kalibruoti, optimizuoti, estimuoti,
  apmokyti (to train), derinti / suderinti (to tune);
- selecting: parinkti, atrinkti, pasirinkti, išrinkti ("parinktas", "atrinkome", "atranka");
- testing: testuoti / testavimas ("testavimo laikotarpis", "testavimo metais"), "istorinis
  testas" in every case;
- the whole sample (`WHOLE`): "visa imtis", "visas laikotarpis", "visa istorija" in every case
  ("visoje imtyje", "viso laikotarpio"), and all the data ("visi duomenys", "visais
  duomenimis", "visų turimų duomenų");
- the universe as it stands today (`HINDSIGHT`): a relative clause placing its members there
  now ("bendrovės, kurios šiandien įtrauktos į indeksą", "kurios dabar sudaro indeksą"), or
  "today's" / "current" before a membership noun ("dabartinė indekso sudėtis", "šiandieniniai
  nariai");
- what brings a universe or an input in (`BROUGHT_IN`): "sudaro" (make up), "naudojami",
  "apima", "įtraukti";
- a label naming the data the work was done on (`DATA_LABEL`): "duomenys:", "imtis:".

The grammar (owners, clauses, negation by the prefix "ne-": "nekalibruota", "neįvertinta" are
no fitting, since no stem here starts with "ne") stays `leakage`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: fitting (regex alternatives, read inside `leakage`'s word bounds)
FIT: Final = (
    r"įvertin\w*|(?:per)?kalibr(?:uo|av)\w*|(?:per)?optimiz(?:uo|av)\w*|estim(?:uo|av)\w*|"
    r"apmoky\w*|apmok(?:ė|o)\w*|(?:su)?derint(?:as|a|i|os|ų)\b|suderin\w*"
)
#: selecting
SELECT: Final = r"parink\w*|parinko\w*|atrink\w*|atrinko\w*|atrank\w*|pasirink\w*|išrink\w*"
#: testing and the test period
TEST_PERIOD: Final = (
    r"testuo\w*|testav\w*|istorin\w*\s+test\w*|"
    r"test(?:o|inio|iniu|iniame|iniais)\s+(?:laikotarp|period|met|lang)\w*"
)
#: the whole sample: "visa" in every case and gender on a sample, period, history, series or
#: the data, and all the data there are ("visi turimi duomenys")
_ALL: Final = r"vis(?:a|as|i|os|o|ą|ų|ai|oje|ame|uose|iems|ais|omis|am|ose|u)"
WHOLE: Final = (
    rf"{_ALL}\s+(?:(?:turim|prieinam|sukaupt|istorin)\w+\s+)?"
    r"(?:imt\w*|laikotarp\w*|istorij\w*|eilut\w*|duomen\w*)"
)
#: the universe as it stands today
HINDSIGHT: Final = (
    r"kuri(?:e|s|os|ų|a)\s+(?:yra\s+)?(?:[\w&.-]+\s+){0,3}?(?:šiandien|dabar|šiuo\s+metu)|"
    r"(?:dabartin|šiandienin|šiandieninė|esam)\w*\s+(?:[\w&.-]+\s+){0,2}?"
    r"(?:sudėt\w*|nari\w*|bendrov\w*|emitent\w*|akcij\w*)"
)
#: what brings a universe or an input in
BROUGHT_IN: Final = r"sudaro|sudarė|naudoj\w*|apima|apėmė|įtrauk\w*|remiasi|grindžiam\w*"
#: a label naming the data the work before it was done on
DATA_LABEL: Final = r"duomenys|imtis"

__all__ = [
    "BROUGHT_IN",
    "DATA_LABEL",
    "FIT",
    "HINDSIGHT",
    "SELECT",
    "TEST_PERIOD",
    "WHOLE",
]
