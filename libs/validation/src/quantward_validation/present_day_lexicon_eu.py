"""A present-day or later-dated record carried back over a historical test, said in German,
French, Italian, Spanish, Dutch, Portuguese or Swedish.

`present_day_inputs` reads the construction in English: a list, table, rate or rulebook as it
stands today, or as a record of one date fixed it, used for every fold or year of the test, or
applied back to an earlier year. A continental-European or Latin American plan says the same
in its own language ("todas as janelas … pela taxa da portaria de 2025, aplicada
retroativamente desde 2013", "la tavola attuale, applicata a ritroso fino al 2015", "i alla
fönster med dagens lista"), and an English plan may name its record with the local noun
("the fund's uteslutningslista of 2025"). These are the same classes of words as regex
fragments `present_day_inputs` adds to its own: what carries a record back, which scope is every
year or window of the test, the present marker said after its noun, the preposition that
dates a record after its noun, the nouns of dated records and the verbs and prepositions that
put one into effect from a year. The grammar stays `present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "retroactively", as an adverb of applying or using: a record put into effect for a time
#: before it existed
RETROACTIVELY: Final = (
    r"retroactively|retrospectively|retroativamente|retroactivamente|retroattivamente|"
    r"r[ée]troactivement|r[üu]ckwirkend|retroaktivt|met\s+terugwerkende\s+kracht|"
    # "back in time": "a ritroso", "para trás", "hacia atrás", "bakåt", "zurück", "en arrière"
    r"a\s+ritroso|para\s+tr[áa]s|hacia\s+atr[áa]s|bak[åa]t|zur[üu]ck|en\s+arri[èe]re|"
    r"terug(?:waarts)?"
)
#: the participles and finite forms of applying, using and carrying in the seven languages
APPLIED: Final = (
    r"aplicad[oa]s?|aplica(?:m|n|r)?|usad[oa]s?|usa(?:m|n|r)?|utilizad[oa]s?|"
    r"applicat[oiae]|applica(?:no|re)?|usat[oiae]|utilizzat[oiae]|"
    r"tillämpa(?:d|de|s|t|r)?|använd(?:a|e|s|es)?|"
    r"angewandt|angewendet|angewendet|verwendet|[ée]tendue?s?|appliqu[ée]e?s?|appliqu(?:e|ent)|"
    r"utilis[ée]e?s?|toegepast|gebruikt"
)
#: every year, window or period of the test, in the seven languages: "todos os anos do teste",
#: "todas as janelas", "tutti gli anni del test", "tutte e cinque le finestre", "varje år i
#: testet", "alla fönster", "alle Jahre des Tests", "toutes les fenêtres", "elk jaar van de test"
TEST_YEARS: Final = (
    r"(?:tod[oa]s\s+(?:[oa]s\s+)?|cada\s+)(?:(?:\w+\s+){0,1}?)(?:anos?|janelas?|meses|m[êe]s|"
    r"per[íi]odos?|datas?|trimestres?|años?|ventanas?)(?:\s+(?:do|da|de\s+la|del|de)\s+"
    r"(?:teste|backtest|test|prueba|hist[óo]ric[oa]))?|"
    r"(?:tutt[ie]\s+(?:(?:e\s+)?\w+\s+)?(?:gli|le)\s+|ogni\s+)(?:\w+\s+)?(?:anni|anno|finestre|"
    r"finestra|periodi|periodo|date|data|trimestri|trimestre)(?:\s+(?:del|di)\s+(?:test|"
    r"backtest))?|"
    r"(?:varje|alla|samtliga)\s+(?:\w+\s+)?(?:år(?:en)?|fönster|fönstren|perioder(?:na)?|"
    r"period|kvartal(?:en)?|datum)(?:\s+(?:i|av)\s+(?:testet|backtestet))?|"
    # (German heads a compound with the test: "alle Testperioden", "jedes Testjahr")
    r"(?:alle[mn]?|jede[nsmr]?)\s+(?:\w+\s+)?(?:Test)?(?:Jahre?s?n?|Fenster[n]?|Perioden?|"
    r"Quartale?n?|Zeitr[äa]ume?n?)(?:\s+des\s+(?:Tests|Backtests))?|"
    r"(?:tou(?:te)?s\s+les\s+|chaque\s+)(?:\w+\s+)?(?:ann[ée]es?|fen[êe]tres?|p[ée]riodes?|"
    r"trimestres?)(?:\s+du\s+(?:test|backtest))?|"
    # Dutch: "alle testperiodes", "alle vijf de vensters", "elk testjaar"
    r"(?:alle|elk(?:e)?)\s+(?:\w+\s+){0,2}?(?:test)?(?:jaren|jaar|vensters?|periode[ns]?|"
    r"kwartalen)"
    r"(?:\s+van\s+de\s+(?:test|backtest))?"
)
#: the present said after its noun, as the Romance languages do: "a tábua atual", "la tavola
#: attuale", "les taux actuels", "la lista de hoy"
PRESENT_AFTER: Final = (
    r"atua(?:l|is)|de\s+hoje|vigentes?\s+hoje|attual[ei]|odiern[oaie]|di\s+oggi|"
    r"actuel(?:le)?s?|d['’]aujourd['’]hui|actual(?:es)?|de\s+hoy|van\s+vandaag|von\s+heute"
)
#: the present said before its noun: "dagens", "nuvarande", "heutige", "huidige"
PRESENT_BEFORE: Final = (
    r"dagens|nuvarande|aktuella|heutigen?|heutiger|derzeitigen?|huidige|actuele|"
    r"d['’]aujourd['’]hui|"
    # German says it with an adverb before a participle too: "die heute verwendete Tafel", "die
    # derzeit geltenden Regeln", "die aktuell gültige Liste"
    r"(?:heute|derzeit|aktuell|gegenwärtig|zurzeit)\s+(?:verwendet|angewandt|angewendet|"
    r"geltend|gültig|eingesetzt|genutzt|üblich|vorgeschrieben)(?:e[nmrs]?)?"
)
#: the preposition that dates a record after its noun: "of 2025", "de 2025", "del 2021",
#: "från 2025", "von 2025", "du 2025", "van 2025" (not the start of a range: "de 2006 a 2012")
DATED_BY: Final = (
    r"of|from|de|do|da|dos|das|del|della|dello|dell['’]|di|från|av|von|vom|du|de\s+l['’]|"
    r"des|van|dated|datad[oa]|datat[oa]|daterad"
)
#: the nouns of a dated record, in the seven languages (alone or heading a compound, as
#: Swedish, German and Dutch write them: "uteslutningslista", "Zinssatz", "rentevoet"):
#: rates, tables, lists, scales and schedules, ordinances, circulars and resolutions
RECORD: Final = (
    r"[\w-]*?(?:lists?|lista[ns]?|listor|listan|liste[ns]?|lijsten|lijst|elenc[oh]i?|"
    r"rates?|taxas?|tass[oi]|tasas?|taux|[Ss]atz|s[äa]tze|r[äa]ntan?|r[äa]ntor|rentevoet|"
    r"tables?|t[áa]buas?|tabelas?|tabell(?:en|er)?|tavol[ae]|tablas?|tafels?|Tafeln?|"
    r"scales?|schedules?|tariffs?|tarifas?|tariff[ae]|tarifs?|tarieven|"
    r"portarias?|resolu[çc](?:ão|ões)|circulares?|circolari?|delibera|delibere|decretos?|"
    r"regolamento|reglamento|Verordnung(?:en)?|Rundschreiben|f[öo]reskrift(?:er(?:na)?)?|"
    r"arr[êe]t[ée]s?|d[ée]crets?|besluit(?:en)?|regeling(?:en)?)"
)
#: "since" and "from", of the year a record is put into effect from
SINCE: Final = (
    r"desde|a\s+partir\s+de|dal(?:l['’])?|da|dall['’]anno|sin|seit|ab|depuis|[àa]\s+partir\s+de|"
    r"vanaf|sedan|fr[åa]n|fr\.o\.m\."
)

__all__ = [
    "APPLIED",
    "DATED_BY",
    "PRESENT_AFTER",
    "PRESENT_BEFORE",
    "RECORD",
    "RETROACTIVELY",
    "SINCE",
    "TEST_YEARS",
]
