"""A present-day or later-dated record carried back over a historical test, said in Czech,
Slovak or Romanian.

`present_day_inputs` reads the construction (a list, table, rate or rule as it stands today,
or as a record of one date fixed it, used for every fold or year of the test, or applied back
to an earlier year) in English and, with the continental, Nordic, Polish and Finnish tables, in
their languages. A Czech or Romanian plan says the same in its own words ("ve všech testovacích
obdobích se používají tabulky za rok 2024, zpětně aplikované", "seznam schválený v roce 2025 se
uplatňuje na všechna testovací období", "lista din 2025 se aplică tuturor perioadelor de test",
"valorile din reevaluarea din 2024, aplicate retroactiv", "în toate ferestrele după formula
din 2025"). These are the same classes of words, as regex fragments joined in
`present_day_lexicon`, each in all its forms (Czech cases, genders and aspects; Romanian
articles and cases). Slovak says it with the
Czech classes in its own spelling ("zoznam schválený v roku 2025 sa uplatňuje na všetky
testovacie obdobia", "podľa metodiky z roku 2024, uplatnenej spätne", "dnešné ratingy"), so its
forms sit beside the Czech ones. The grammar stays `present_day_inputs`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: "back in time": Czech "zpětně", "retroaktivně", "se zpětnou platností (účinností)";
#: Romanian "retroactiv", "cu efect retroactiv", "în mod retroactiv"
RETROACTIVELY: Final = (
    r"zpětně|zpetne|retroaktivně|retroaktivne|se\s+zpětnou\s+(?:platností|účinností)|"
    # Slovak: "spätne", "retroaktívne", "so spätnou platnosťou (účinnosťou)"
    r"spätne|spatne|retroaktívne|so\s+spätnou\s+(?:platnosťou|účinnosťou)|"
    r"(?:cu\s+efect\s+|în\s+mod\s+)?retroactiv(?:ă|e|i)?"
)
#: applying and using, every form: Czech používat / použít, aplikovat, uplatňovat / uplatnit,
#: uživat; Romanian a aplica, a folosi, a utiliza (the passive "se aplică" among them)
APPLIED: Final = (
    r"použ(?:í|i)v\w*|použ(?:it|ij)\w*|(?:a|na)?aplikov\w*|aplikuj\w*|uplat(?:ň|n)\w*|"
    r"aplic(?:ă|a|ăm|at|ată|ate|ați|are|area|ând)|aplică|aplicat\w*|folos\w*|utiliz\w*"
)
#: every year, window or period of the test: Czech "ve všech (osmi) oknech", "na všechna
#: testovací období", "v každém testovacím roce"; Romanian "toate (cele patru) ferestrele",
#: "tuturor perioadelor de test", "în fiecare fereastră", "fiecare an de test"
TEST_YEARS: Final = (
    r"(?:vš(?:ech|echna|echny|em|emi|ichni)|vsech\w*|každ(?:é|ý|á|ém|ou|ého)|kazd\w*|"
    # Slovak: "všetky", "vo všetkých", "každom", "celé"
    r"vš(?:etk|etc)\w*|vsetk\w*|každ(?:om|ej|ú)|cel(?:é|om|ého))\s+"
    r"(?:\w+\s+)?(?:testovac\w*\s+)?(?:obdob(?:í|ích|ím|ia|iach|iam)|oknech|oknách|ok(?:én|en|ien)|"
    r"okn(?:o|a|ě|u|e)|"
    r"let(?:ech)?|rok(?:u|em|y|och|ov)?|roce|čtvrtlet(?:í|ích))|"
    r"(?:vš(?:ech|echna|echny|em|emi)|každ(?:é|ý|á|ém|ou|ého))\s+(?:\w+\s+)?testovac\w*\s+\w+|"
    r"(?:toate|tuturor|fiecare|fiecărei|fiecărui)\s+(?:(?:cele|celor)\s+\w+\s+)?"
    r"(?:ferestre(?:le|lor)?|fereastr(?:ă|a)|perioade(?:le|lor)?|perioad(?:ă|a|ei)|"
    r"ani(?:i|lor)?|an(?:ul|ului)?)(?:\s+de\s+(?:test|backtest|testare))?"
)
#: the present before its noun: Czech "dnešní", "současný", "aktuální", "nejnovější",
#: "platný" (every case and gender)
PRESENT_BEFORE: Final = (
    r"dnešn(?:í|ího|ích|ím|ími)|současn(?:ý|á|é|ého|ých|ém|ými|ou)|"
    r"aktuáln(?:í|ího|ích|ím|ími)|nejnověj(?:ší|šího|ších|ším|šími)|"
    # Slovak: "dnešný", "súčasné", "aktuálnych", "najnovší" in every case and gender
    r"dnešn(?:ý|á|é|ú|ej|ého|om|ých|ým|ými)|súčasn(?:ý|á|é|ú|ej|ého|om|ých|ým|ými)|"
    r"aktuáln(?:y|a|e|u|ej|eho|om|ych|ym|ymi)|najnovš(?:í|ia|ie|iu|ej|ieho|om|ích|ím|ími)"
)
#: the present after its noun, as Romanian puts it: "lista actuală", "formula de azi",
#: "tabelele în vigoare astăzi", "cea mai recentă"
PRESENT_AFTER: Final = (
    r"actual(?:ă|a|e|i|ul|ului)?|curent(?:ă|a|e|i)?|de\s+(?:azi|astăzi)|"
    r"în\s+vigoare\s+(?:azi|astăzi|acum|în\s+prezent)|cea\s+mai\s+recent(?:ă|a)|"
    r"cel\s+mai\s+recent|platn(?:ý|á|é|ých)\s+(?:dnes|nyní|v\s+současnosti)"
)
#: the preposition that dates a record after its noun: Czech "z (roku) 2025", "za rok 2024";
#: Romanian "din (anul) 2025", "pe anul 2024", "pentru anul 2024"
DATED_BY: Final = (
    r"z(?:e)?\s+roku|za\s+rok|roku|din(?:\s+anul)?|pe\s+anul|pentru\s+anul|aferent(?:ă|e)?\s+"
    r"anului"
)
#: the word that closes a range after a year ("od 2010 do 2018", "2010 až 2018", "din 2010 până
#: în 2018")
RANGE_TO: Final = r"až(?:\s+do)?|până\s+(?:în|la)|pana\s+(?:in|la)"
#: the nouns of a dated record, alone or heading a compound: Czech lists, tables, curves,
#: rates, formulas, rules and decrees in every case ("seznam", "tabulky", "křivku", "sazbou",
#: "vzorce", "vyhlášky"); Romanian lists, tables, curves, rates, formulas, norms and
#: regulations with their articles ("lista", "tabelele", "curba", "rata", "formula", "norma")
RECORD: Final = (
    r"seznam(?:u|em|y|ech)?|tabul(?:ka|ky|ku|kou|ek|kách|kami)|křivk(?:a|y|u|ou)|"
    r"krivk(?:a|y|u|ou)|sazb(?:a|y|u|ou)|vzor(?:ec|ce|cem|ci)|pravid(?:lo|la|el|lech)|"
    r"vyhlášk(?:a|y|u|ou)|metodik(?:a|y|u|ou)|"
    # Slovak: "zoznam", "tabuľka", "sadzba", "pravidlá" in every case
    r"zoznam(?:u|om|y|och)?|tabuľ(?:ka|ky|ku|kou|iek|kách|kami)|sadzb(?:a|y|u|ou)|"
    r"pravidl(?:o|á|a|ách)|"
    r"list(?:ă|a|ei|ele|elor)|tabel(?:ul|ului|ele|elor|e)?|curb(?:a|ă|ei|ele)|"
    r"rat(?:a|ă|ei|ele)|formul(?:a|ă|ei|ele)|norm(?:a|ă|ei|ele)|regulament(?:ul|ului)?"
)

#: the inputs a test takes as they stand today, in Czech and Slovak (every case): ratings,
#: composition, members, forecasts, weights, limits ("dnešní ratingy", "podľa dnešných
#: ratingov", "súčasné zloženie", "aktuálne limity")
INPUT: Final = (
    r"rating(?:y|ů|ov|u|om|och|ami|y)?|hodnocen(?:í|ím)|hodnoten(?:ie|ia|í|iach)|"
    r"slož(?:ení|ením)|zlož(?:enie|enia|ení|ením)|člen(?:ové|ov|ů|y|mi)|"
    r"prognóz(?:a|y|u|ou|ách)|progn(?:o|ó)z|odhad(?:y|ov|ů)|váh(?:y|ami|ách)|váh|"
    r"limit(?:y|ov|ů|mi|och)?|pravid(?:la|iel|el|lá|lách)"
)

__all__ = [
    "APPLIED",
    "DATED_BY",
    "INPUT",
    "PRESENT_AFTER",
    "PRESENT_BEFORE",
    "RANGE_TO",
    "RECORD",
    "RETROACTIVELY",
    "TEST_YEARS",
]
