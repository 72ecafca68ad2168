"""A present-day or later-dated record carried back over a historical test, said in Norwegian
or Polish, and the French superlative of the latest edition.

`present_day_inputs` reads the construction (a list, table, rate or rule as it stands today,
or as a record of one date fixed it, used for every fold or year of the test, or applied back
to an earlier year) in English and, with `present_day_lexicon_eu`, in the continental
languages. A Norwegian or Polish plan says the same in its own words ("hvert testår bruker
dagens dødelighetsgrunnlag bakover til …", "eksklusjonslisten fra 2025 brukes på alle
testårene", "w każdym roku testowym stosujemy dzisiejsze tablice …", "listę wyłączeń z 2025 r.
stosujemy do wszystkich lat testowych"), and a French one may mark the present by the latest
edition ("l'échelle … la plus récente"). These are the same classes of words, as regex
fragments `present_day_inputs` adds beside the continental ones, each in all its forms
(Norwegian definite and plural endings, Polish cases and aspects). The grammar stays
`present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "back in time": "bakover (i tid)", "med tilbakevirkende kraft", "wstecz", "wstecznie", "z mocą
#: wsteczną", "retroaktywnie"
RETROACTIVELY: Final = (
    r"bakover(?:\s+i\s+tid)?|tilbake\s+i\s+tid|med\s+tilbakevirkende\s+kraft|"
    r"wstecz(?:nie)?|z\s+mocą\s+wsteczną|retroaktywnie"
)
#: applying and using, every form: Norwegian bruke / anvende / benytte, Polish stosować /
#: zastosować / używać / użyć / wykorzystać
APPLIED: Final = (
    r"bruk(?:e|es|er|t|te|ast)|anvend(?:e|es|er|t|te)|benytt(?:e|es|er|et|a)|"
    r"(?:za)?stos(?:uj|ow)\w*|używ\w*|użyt\w*|wykorzyst\w*"
)
#: every year, window or period of the test: "alle testårene", "hvert testår", "alle fem
#: vinduene", "w każdym roku testowym", "do wszystkich lat testowych", "we wszystkich oknach"
TEST_YEARS: Final = (
    r"(?:alle|hvert|hver|samtlige)\s+(?:de\s+)?(?:\w+\s+)?(?:test(?:år|vindu|periode)\w*|"
    r"vindu(?:ene|er|et)?|år(?:ene)?\s+i\s+(?:testen|tilbaketestingen|backtesten))|"
    r"(?:wszystki(?:ch|e|mi?)|każd(?:y|ym|ego|ej|ą|e))\s+(?:\w+\s+)?(?:lat(?:ach|a)?|rok(?:u|iem)?|"
    r"okn(?:ach|a|ie|o)|okien|okres(?:ach|ów|y|ie)?|kwarta(?:ł|l)(?:ach|ów|y|u|e)?)"
    r"\s+(?:test\w*|backtest\w*)|"
    r"(?:wszystki(?:ch|e|mi?)|każd(?:y|ym|ego|ej|ą|e))\s+(?:\w+\s+)?(?:okn(?:ach|a|ie|o)|okien)"
)
#: the present said before its noun: "dagens", "nåværende", "gjeldende", "dzisiejsze",
#: "obecne", "aktualne", "bieżące", "najnowsze" (every case and gender)
PRESENT_BEFORE: Final = (
    r"dagens|nåværende|navaerende|"
    r"dzisiejsz(?:y|a|e|ego|ej|ych|ym|ymi|ą)|obecn(?:y|a|e|ego|ej|ych|ym|ymi|ą)|"
    r"aktualn(?:y|a|e|ego|ej|ych|ym|ymi|ą)|bieżąc(?:y|a|e|ego|ej|ych|ym|ymi|ą)|"
    r"najnowsz(?:y|a|e|ego|ej|ych|ym|ymi|ą)"
)
#: the present said after its noun: the latest edition, "la plus récente" (which may close a
#: longer noun phrase: "l'échelle d'amélioration de la mortalité la plus récente")
PRESENT_AFTER: Final = (
    r"(?:[\w'’&.-]+\s+){0,3}?(?:la|le|les)\s+plus\s+r[ée]cente?s?|"
    r"obowiązując\w*\s+(?:dziś|dzisiaj|obecnie)"
)
#: the preposition that dates a record after its noun: "fra 2025", "z 2025 r."
DATED_BY: Final = r"fra|z|ze"
#: the word that closes a range after a year ("z 2010 do 2018", "fra 2010 til 2018")
RANGE_TO: Final = r"do|til"
#: the nouns of a dated record, alone or heading a compound: Norwegian lists, tables, bases,
#: curves, rates and rules ("eksklusjonslisten", "dødelighetsgrunnlaget", "rentekurven",
#: "forskriften"); Polish lists, tables, curves, scales, resolutions and ordinances in every
#: case ("listę", "tablice", "krzywej", "uchwały", "rozporządzenia"); French scales
RECORD: Final = (
    r"[\w-]*?(?:liste(?:n|r|ne)?|tabell(?:en|er|ene)?|grunnlag(?:et|ene)?|kurve(?:n|r|ne)?|"
    r"sats(?:en|er|ene)?|forskrift(?:en|er|ene)?|rundskriv(?:et)?)|"
    r"list(?:a|y|ę|ą|cie|om|ach)|tablic(?:a|e|y|ę|ą|ach|ami)|tabel(?:a|e|i|ę|ą|ach)|"
    r"krzyw(?:a|ej|ą|e|ych)|skal(?:a|i|ę|ą)|uchwa(?:ł|l)(?:a|y|ę|ą|ach)|"
    r"rozporządzeni(?:e|a|u|em)|"
    r"[ée]chelles?|bar[èe]mes?"
)


__all__ = [
    "APPLIED",
    "DATED_BY",
    "PRESENT_AFTER",
    "PRESENT_BEFORE",
    "RANGE_TO",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
]
