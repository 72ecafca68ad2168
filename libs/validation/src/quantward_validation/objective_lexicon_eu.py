"""The objective's words in German, French, Italian, Spanish, Dutch, Portuguese, Swedish and
Danish (with Norwegian's shared forms), for `intent`.

A mandate of a continental-European client states its objective in its own language: "Ziel ist
die Minimierung der Volatilität", "maximiser le ratio de Sharpe", "minimizzare il tracking error",
"la cartera de mínima varianza", "een zo laag mogelijke volatiliteit". `intent` reads a target
paired with a direction; these are the same classes of words, per language, as regex fragments
that `intent` adds to its English tables (direction stems, target nouns, negations and the
"without" that turns a clause). Stems cover the inflections: "Minimierung", "minimieren",
"minimiert"; "minimiser", "minimisant"; "minimizzare", "minimizzando"; "maximizar", "maximize";
"minimera", "minimerar". A comparative or superlative may follow its noun ("il rendimento atteso
più alto", "a volatilidade mais baixa possível") or stand before it ("o maior retorno", "lägsta
möjliga aktiva risk"); both are direction words, as "highest" and "lowest" are in English.
"""

from __future__ import annotations

from typing import Final

from quantward_validation import objective_lexicon_cs_ro as cs_ro
from quantward_validation import objective_lexicon_hr as hr
from quantward_validation import objective_lexicon_hu as hu
from quantward_validation import objective_lexicon_lt as lt
from quantward_validation import objective_lexicon_pl_fi as pl_fi

#: more of the target: the verb and noun stems of maximising, and "as high as possible"
UP: Final = (
    # (Dutch conjugates on a stem with a long vowel, doubled where the syllable is closed: the
    # imperative "maximaliseer", "maximaliseert", "maximaliseren", "gemaximaliseerd")
    r"maximier\w*|massimizz\w*|(?:ge)?maximalise{1,2}r\w*|maximaal|maximale[nmrs]?|"
    r"höchstmöglich\w*|möglichst\s+hoh\w*|höchst\w*|"
    # German's superlatives and comparatives of size ("die größtmögliche Rendite", "größere
    # Erträge") and "so hoch wie möglich"
    r"größt\w*|größer\w*|möglichst\s+groß\w*|so\s+(?:hoch|groß)\s+wie\s+möglich|"
    # the Spanish subjunctive and polite imperative, spelt with a "c" ("maximice", "maximicen",
    # "que maximicemos"), and the comparative "el mayor rendimiento"
    r"maximic(?:e|en|es|emos)|optimic(?:e|en|es|emos)|mayor(?:es)?|"
    r"le\s+plus\s+(?:élevé|haut)\w*|la\s+plus\s+(?:élevée|haute)|"
    r"(?:il|la)\s+più\s+alt\w*|più\s+alt[oaie]\s+possibil\w*|"
    r"(?:lo|la)\s+más\s+alt[oa]\s+posible|más\s+alt[oa]|"
    r"zo\s+(?:hoog|groot)\s+mogelijk\w*|hoogst\w*|"
    # the superlative and its adjective after the noun, in Italian and Spanish: "il massimo
    # rendimento", "il rendimento atteso più alto", "la rentabilidad máxima", "il miglior Sharpe"
    r"massim[oaie]|m[aá]xim[oa]s?|più\s+(?:alt|elevat)[oaie]|miglior[ei]?|"
    r"más\s+elevad[oa]s?|mejor(?:es)?|"
    # Portuguese: "maximizar" is the English stem's; "o maior retorno", "o retorno mais alto
    # possível", "o melhor índice de Sharpe", "o mais elevado"
    r"maior(?:es)?|mais\s+(?:alt|elevad)[oa]s?|melhor(?:es)?|"
    # Swedish: "maximera", "maximerar", "maximering"; "högsta", "högst", "högre"; "största",
    # "bästa", "maximala"; "så hög som möjligt"
    r"maximer\w*|maximala?|högst[ae]?|högre|störst[ae]?|bäst[ae]?|"
    r"så\s+hög[at]?\s+som\s+möjligt|"
    # Danish and Norwegian: "maksimér", "maksimere", "maksimerer", "maksimering", "maksimal",
    # "maksimalt"; "højeste", "højest", "højere" (Norwegian "høyeste"); "største", "bedste";
    # "så højt som muligt"
    r"maksim\w*|højest\w*|højere|høyest\w*|høyere|størst\w*|større|bedst\w*|"
    r"så\s+(?:høj|høy)[et]?\s+som\s+mulig[t]?"
    + "|"
    + pl_fi.UP
    + "|"
    + cs_ro.UP
    + "|"
    + hu.UP
    + "|"
    + hr.UP
    + "|"
    + lt.UP
)
#: less of the target: the stems of minimising and reducing, and "as low as possible"
DOWN: Final = (
    r"minimier\w*|(?:ge)?minimalise{1,2}r\w*|minimaal|minimale[n]?|minimum|m[ií]nim[oa]s?|"
    r"möglichst\s+(?:niedrig|gering|klein)\w*|niedrigst\w*|geringst\w*|reduzier\w*|senk\w*|"
    # German's superlatives of size ("die kleinstmögliche Varianz", "kleinste Abweichung"),
    # "minimaler" in every case, and "so gering wie möglich"
    r"kleinst\w*|minimale[mrs]|so\s+(?:niedrig|gering|klein)\s+wie\s+möglich|"
    # the Spanish subjunctive and polite imperative ("minimice", "minimicen")
    r"minimic(?:e|en|es|emos)|"
    r"le\s+plus\s+(?:faible|bas)|la\s+plus\s+(?:faible|basse)|"
    # the French superlatives of size and the comparative of least: "le plus petit écart de
    # suivi", "la plus petite volatilité", "le moindre risque", "aussi faible que possible"
    r"(?:le|la|les)\s+plus\s+petit(?:e|s|es)?|(?:le|la|les)\s+moindres?|"
    r"aussi\s+(?:faible|bas(?:se)?|petit(?:e)?|réduit(?:e)?)s?\s+que\s+possible|"
    # reducing "to the most" is still reducing: "réduire au maximum", "ridurre al massimo"
    r"(?:rédui\w*|ridur\w*|reduc\w*|reduzier\w*)\s+(?:au|al|auf\s+das|zum)\s+(?:maximum|massimo|máximo|minimum|minimo|mínimo)|"
    r"réduire|rédui\w*|"
    r"(?:il|la)\s+più\s+bass\w*|più\s+bass[oaie]\s+possibil\w*|ridurre|riduc\w*|"
    r"(?:lo|la)\s+más\s+baj[oa]\s+posible|más\s+baj[oa]|reducir|reduc[ie]\w*|"
    r"zo\s+(?:laag|klein|gering)\s+mogelijk\w*|laagst\w*|verlag\w*|"
    # the Italian superlative and comparative of less, before or after the noun: "la minore
    # volatilità", "i minimi scostamenti", "la tracking error più bassa"
    r"minor[ei]|minim[ie]|più\s+bass[oaie]|"
    # Portuguese: "minimizar" is the English stem's; "a menor volatilidade", "o mais baixo
    # possível", "reduzir", "reduza", "redução", "diminuir"
    r"menor(?:es)?|mais\s+baix[oa]s?|reduz\w*|redu[çc][ãa]o|diminu\w*|"
    # Swedish: "minimera", "minimerar", "minimering"; "minsta", "minst", "lägsta", "lägre",
    # "minimala"; "minska", "minskar"; "sänka"; "så låg som möjligt"
    r"minimer\w*|minimala?|minst[ae]?|lägst[ae]?|lägre|minsk\w*|sänk\w*|"
    r"så\s+låg[at]?\s+som\s+möjligt|"
    # Danish and Norwegian: "minimér", "minimere", "minimering" (the Swedish stem reads most);
    # "mindst", "mindste", "mindst mulig"; "laveste", "lavest", "lavere"; "reducere",
    # "reducér"; "så lavt som muligt"; the verb of limiting, "begrænse", "begrænser"
    r"minimér|mindst\w*|lavest\w*|lavere|reducer\w*|reducér|"
    r"så\s+lav[t]?\s+som\s+mulig[t]?|begræns(?:e|er|es|et)|begrens(?:e|er|es|et)|"
    # the verb of limiting, in the forms that are no noun ("limitez", "limitare", "begrenzen";
    # the noun "la limite", "il limite" names a constraint): English "limit" is a stem of `intent`
    r"limit(?:ez|ons|ant|are|ate|iamo|ando|ar|ad|emos)|begrenz(?:en|e|t)|beperk(?:en|t)?"
    + "|"
    + pl_fi.DOWN
    + "|"
    + cs_ro.DOWN
    + "|"
    + hu.DOWN
    + "|"
    + hr.DOWN
    + "|"
    + lt.DOWN
)
#: the risk of the book: variance, volatility, standard deviation, fluctuation, risk
RISK: Final = (
    r"varian[zc]\w*|variantie|volatilit\w*|standardabweichung|écart[- ]type|"
    r"deviazione\s+standard|desviación\s+(?:típica|estándar)|standaardafwijking|"
    r"schwankung\w*|fluctuation\w*|fluttuazion\w*|fluctuacion\w*|schommeling\w*|"
    r"risiko\w*|risque\w*|rischi[oa]?\w*|riesgos?|risico\w*|"
    # Portuguese: "a variância", "o desvio-padrão", "a oscilação", "o risco"
    r"vari[âa]ncias?|desvios?[- ]padr[ãa]o|oscila[çc](?:[ãa]o|[õo]es)|flutua[çc](?:[ãa]o|[õo]es)|"
    r"riscos?|"
    # Swedish, with its suffixed article: "variansen", "risken", "standardavvikelsen",
    # "svängningarna" (compounds such as "riskpolicy" or "riskstraff" name no risk of the book)
    r"varians(?:en)?|risk(?:en|er|erna|ens)|standardavvikelse\w*|svängning\w*|"
    r"fluktuation\w*|"
    # Danish and Norwegian: "risikoen" is German's stem; "udsving", "udsvingene", "svingninger"
    r"udsving\w*|svingning\w*|utsving\w*"
    + "|"
    + pl_fi.RISK
    + "|"
    + cs_ro.RISK
    + "|"
    + hu.RISK
    + "|"
    + hr.RISK
    + "|"
    + lt.RISK
)
#: the return of the book, expected or not
RETURN: Final = (
    r"rendite\w*|ertr[aä]g\w*|rendement\w*|rendiment\w*|rentabili\w*|rendimiento\w*|"
    r"wertzuwachs\w*|plus-values?|guadagn\w*|ganancias?|"
    # Portuguese ("o retorno", "os retornos", "a rentabilidade", "o rendimento") and Swedish
    # ("avkastning", "avkastningen", "avkastningar")
    r"retornos?|ganhos?|avkastning\w*|"
    # European Portuguese says "a rendibilidade", "as rendibilidades esperadas"
    r"rendibilidades?|"
    # Danish: "afkast", "afkastet", "afkastene"
    r"afkast\w*"
    + "|"
    + pl_fi.RETURN
    + "|"
    + cs_ro.RETURN
    + "|"
    + hu.RETURN
    + "|"
    + hr.RETURN
    + "|"
    + lt.RETURN
)
#: the distance from the benchmark
TRACKING: Final = (
    r"error\s+de\s+seguimiento|écart\s+de\s+suivi|erreur\s+de\s+suivi|"
    r"errore\s+di\s+(?:tracking|replica)|nachbildungsfehler\w*|aktiv(?:e[sn]?)?\s+risiko\w*|"
    r"risque\s+actif|rischio\s+attivo|riesgo\s+activo|actief\s+risico|"
    # the gap between the book's return and its reference's, said as a deviation of return:
    # "la desviación de rentabilidad", "l'écart de performance", "lo scostamento di rendimento",
    # "die Renditeabweichung", "de rendementsafwijking"
    r"desviaci[oó]n\s+de\s+(?:la\s+)?rentabilidad|écart\s+de\s+(?:performance|rendement)|"
    r"scostamento\s+di\s+rendimento|renditeabweichung\w*|rendementsafwijking\w*|"
    # the deviation itself, as "deviation" is in English (a standard deviation is risk:
    # "Standardabweichung", "standaardafwijking", "écart-type", "desviación típica" are one
    # word or say so after it)
    r"\bafwijking(?:en)?\b|\babweichung(?:en)?\b|\bscostament[oi]\b|"
    r"\bdesviaci(?:ó|o)n(?:es)?\b(?!\s+(?:t[ií]pica|est[aá]ndar))|\bécarts?\b(?![- ]type)|"
    # Italian: the tracking error volatility by its acronym, "la TEV ex ante"
    r"(?-i:\bTEV\b)|"
    # Portuguese: "o erro de rastreamento", "o risco ativo", "o descolamento" (of the
    # benchmark), a deviation that is no standard deviation ("o menor desvio possível")
    r"erro\s+de\s+(?:rastreamento|acompanhamento|replica[çc][ãa]o)|riscos?\s+ativos?|"
    r"\bdescolamentos?\b|\bdesvios?\b(?![- ]padr[ãa]o)|"
    # Swedish: "aktiv risk", "den aktiva risken", "spårningsfel", "relativ risk", a deviation
    # ("avvikelse", "avvikelsen"; "standardavvikelse" is one word, and risk)
    r"aktiva?\s+risk(?:en)?|relativa?\s+risk(?:en)?|spårningsfel\w*|\bavvikelse(?:n|r|rna)?\b|"
    # Danish and Norwegian: "afvigelse", "afvigelsen", "afvigelser" ("avvik", "avviket");
    # "standardafvigelse" is one word, and risk
    r"\bafvigelse(?:n|r|rne)?\b|\bavvik(?:et|ene)?\b|relativ\s+risiko\w*"
    + "|"
    + pl_fi.TRACKING
    + "|"
    + cs_ro.TRACKING
    + "|"
    + hu.TRACKING
    + "|"
    + hr.TRACKING
    + "|"
    + lt.TRACKING
)
#: nearness to a reference, as an adjective or adverb before it: "so nah wie möglich an der
#: Benchmark", "aussi proche que possible de l'indice", "il più vicino possibile al benchmark",
#: "lo más pegada posible al índice", "zo dicht mogelijk bij de benchmark", "så nära
#: jämförelseindex som möjligt", "så tæt på benchmark som muligt", "o mais perto possível do
#: índice"; `intent` reads them as its English verbs of closeness, the index after them
CLOSE: Final = (
    r"\b(?:nah(?:e|en|er)?|näher|nächst\w*|proches?|près|vicin[oaie]|cerca|cercan[oa]s?|"
    r"pegad[oa]s?|apegad[oa]s?|dicht|nära|närmare|tæt|tætt|nær|nærmere|perto|próxim[oa]s?|"
    r"colad[oa]s?|aderent[ei])"
    + "|"
    + pl_fi.CLOSE
    + "|"
    + cs_ro.CLOSE
    + "|"
    + hu.CLOSE
    + "|"
    + hr.CLOSE
    + "|"
    + lt.CLOSE
)
#: stability, which is risk kept down: "so stabil wie möglich", "la plus stable", "la stabilité",
#: "la estabilidad", "a maior estabilidade", "stabilitet", "stabiel" — the adjective and the
#: noun, never the Romance verb of establishing that shares their stem (it "stabilisce",
#: "stabilito", "stabilita", ro "se stabilește", "stabilit", es "establece", "establecido"): a
#: board that sets a limit asks for no stability (the Czech "stabilita" is read in its other
#: cases, "stabilitu", "stabilitě", and by its adjective "stabilní")
STABLE: Final = (
    r"stabil(?:e[nmrs]?|er(?:e|es|en|em)?|ere|est\w*|ste[nmrs]?|t|ă|i|ität|itaet|itet\w*|"
    r"ità|itate\w*|ităț\w*|itati\w*|ní\w*|it(?:u|y|ě|ou))?|"
    r"stable|stables|stabilité|estab(?:le|les|ilidad|ilidade)|"
    r"estáve(?:l|is)|stabiel\w*|"
    + pl_fi.STABLE
    + "|"
    + hu.STABLE
    + "|"
    + hr.STABLE
    + "|"
    + lt.STABLE
)
#: a reference index by its bare noun, in the languages that do not spell it "index": "l'indice",
#: "el índice", "indeksen", "indeksu", "indeksiä" (not an index of something else: "o índice de
#: Sharpe", "l'indice des prix"; "l'indice de référence" is one)
INDEX: Final = (
    r"(?:l['’])?(?:indices?|[íi]ndices?)\b(?!\s+(?:de|di|del|des|du|da|do|della)\s+"
    r"(?!r[ée]f[ée]rence|riferimento|referencia|refer[êe]ncia)\w)|"
    r"indeks(?:en|ene|et)?\b|"
    + pl_fi.INDEX
    + "|"
    + cs_ro.INDEX
    + "|"
    + hu.INDEX
    + "|"
    + hr.INDEX
    + "|"
    + lt.INDEX
)
#: the adpositions of "regardless of": each sets aside its own noun only, the one after it or,
#: for the postpositions, the one before it ("minimise variance regardless of returns")
REGARDLESS_BEFORE: Final = (
    r"regardless|irrespective|independently|unabhängig|indépendamment|indipendentemente|"
    r"independientemente|independentemente|oavsett|uanset|uansett|"
    + pl_fi.REGARDLESS_BEFORE
    + "|"
    + cs_ro.REGARDLESS_BEFORE
    + "|"
    + hr.REGARDLESS_BEFORE
    + "|"
    + lt.REGARDLESS_BEFORE
)
REGARDLESS_AFTER: Final = pl_fi.REGARDLESS_AFTER + "|" + hu.REGARDLESS_AFTER
#: a return adjusted for its risk
RISK_ADJUSTED: Final = (
    r"risikoadjustiert\w*|risikobereinigt\w*|ajusté\w*\s+(?:du|au|pour\s+le)\s+risque|"
    r"corrett\w*\s+per\s+il\s+rischio|aggiustat\w*\s+per\s+il\s+rischio|"
    r"ajustad\w*\s+(?:al|por)\s+(?:el\s+)?riesgo|risicogecorrigeerd\w*|"
    r"(?:rapport|verhouding|relación|rapporto)\s+(?:rendement|rendimiento|rendimento)[- /]"
    r"(?:risque|risico|riesgo|rischio)|"
    # Portuguese and Swedish: "o retorno ajustado ao risco", "riskjusterad avkastning"; return
    # per unit of risk ("por unidade de risco", "per unità di rischio", "per enhet risk")
    r"ajustad\w*\s+(?:a|ao|pelo)\s+risco|riskjuster\w*|risikojuster\w*|"
    r"(?:por\s+unidade|por\s+unidad|per\s+unità|per\s+(?:en\s+)?enhet|pr\.?\s+enhed|"
    r"je\s+einheit|par\s+unité|per\s+eenheid)\s+(?:de\s+|di\s+|af\s+|d['’]\s*)?"
    r"(?:risco|rischio|riesgo|risque|risico|risiko|risk|volatilidade|volatilidad|volatilità|"
    r"volatilité|volatiliteit|volatilität|volatilitet)\w*|je\s+risikoeinheit"
    + "|"
    + pl_fi.RISK_ADJUSTED
    + "|"
    + cs_ro.RISK_ADJUSTED
    + "|"
    + hu.RISK_ADJUSTED
    + "|"
    + hr.RISK_ADJUSTED
    + "|"
    + lt.RISK_ADJUSTED
)
#: words that determine a noun, so the word after them (or after one modifier) is a noun: "la
#: limite", "il limite", "al limite", "kein Limit", "el limite", "de limiet" name a constraint,
#: not the verb "limit"
DETERMINERS: Final = (
    r"le|la|les|l['’]|un|une|des|du|de|d['’]|au|aux|aucune?|chaque|cette|ce|cet|ces|notre|"
    r"votre|leur|sa|son|ses|quelle?|il|lo|gli|uno|una|al|allo|alla|del|dello|della|dal|nel|"
    r"sul|nessun[oa]?|ogni|questo|questa|quel|quello|quella|nostro|nostra|suo|sua|"
    r"el|los|las|unos|unas|ningún|ninguna|cada|este|esta|ese|esa|nuestro|nuestra|"
    r"der|die|das|den|dem|des|ein|eine|einen|einem|einer|kein|keine|keinen|keinem|jede[nmr]?|"
    r"diese[nmr]?|unsere?[nmr]?|ihre?[nmr]?|zum|zur|beim|vom|"
    r"het|een|geen|elke|deze|onze|hun|"
    # Danish: "det", "et", "ingen", "hver", "denne", "vores" ("den", "de", "en" are above)
    r"det|et|ingen|hver|denne|dette|vores"
)
#: nouns of a limit on a figure: "la limite de", "il tetto per", "die Obergrenze für"
LIMIT_NOUNS: Final = (
    r"limites?|limiti|plafonds?|seuils?|tett[oi]|sogli[ae]|l[ií]mites?|topes?|umbral\w*|"
    r"limits?|grenze\w*|obergrenze\w*|limiet\w*|grens|grenzen|budget\w*|"
    # Danish: "grænse", "grænserne", "rammer", "rammerne", "loft"
    r"grænse\w*|rammer(?:ne)?|lofter?"
)
#: what joins a limit noun to the figure it is on: "pour", "de", "per", "für", "para", "voor"
LIMIT_PREPOSITIONS: Final = (
    r"pour|de|du|des|d['’]|sur|per|di|del|della|dello|sul|sulla|su|para|sobre|"
    r"für|auf|beim?|voor|van|op"
)
#: "without": it both negates and turns the clause ("ohne Risikovorgabe")
WITHOUT: Final = (
    "ohne",
    "sans",
    "senza",
    "sin",
    "zonder",
    "sem",
    "utan",
    "uden",
    *pl_fi.WITHOUT,
    *cs_ro.WITHOUT,
    *hu.WITHOUT,
    *hr.WITHOUT,
)
#: words that negate or rank a target low ("die Rendite ist zweitrangig")
NEGATION: Final = (
    r"ohne|sans|senza|sin|zonder|nicht|kein\w*|niet|geen|"
    # "ne … pas", "non", "jamais", "aucun", "nessuno", "nunca", "nooit", "nie" (the English
    # prefix "non-" is none: "non-negative weights"; the Italian "mai" is the French month)
    r"pas|non(?![-‐])|jamais|aucune?|nessun[oa]?|nunca|jam(?:á|a)s|ning(?:ú|u)n[oa]?|"
    r"nooit|nie|niemals|nullement|affatto|"
    r"zweitrangig\w*|nachrangig\w*|nebensächlich\w*|secondaire\w*|secondari[oa]|"
    r"secundari[oa]|bijzaak|ondergeschikt\w*|egal|peu\s+importe|irrilevante|irrelevante|"
    # Portuguese: "não", "nem", "nenhum", "ninguém", "sem", "secundário" ("não" right before a
    # participle negates that adjective, as "non-" does: "a parcela não imunizada", "o retorno
    # não ajustado")
    r"n[ãa]o(?!\s+[^\W\d_]+[ai]d[oa]s?\b)|nem|nenhum[a]?|ningu[ée]m|sem|secund[áa]ri[oa]s?|"
    # Swedish: "inte", "ej", "icke", "ingen", "inget", "inga", "aldrig", "utan", "ingen",
    # "sekundär", "oväsentlig"
    r"inte|ej|icke|ingen|inget|inga|aldrig|utan|sekundär\w*|oväsentlig\w*|"
    # Danish and Norwegian: "ikke", "ikkje", "intet", "uden", "hverken", "ingen" (above)
    r"ikke|ikkje|intet|uden|hverken|underordnet"
    + "|"
    + pl_fi.NEGATION
    + "|"
    + cs_ro.NEGATION
    + "|"
    + hu.NEGATION
    + "|"
    + hr.NEGATION
    + "|"
    + lt.NEGATION
)


__all__ = [
    "CLOSE",
    "DETERMINERS",
    "DOWN",
    "INDEX",
    "LIMIT_NOUNS",
    "LIMIT_PREPOSITIONS",
    "NEGATION",
    "REGARDLESS_AFTER",
    "REGARDLESS_BEFORE",
    "RETURN",
    "RISK",
    "RISK_ADJUSTED",
    "STABLE",
    "TRACKING",
    "UP",
    "WITHOUT",
]
