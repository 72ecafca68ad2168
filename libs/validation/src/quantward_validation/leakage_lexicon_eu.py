"""The leaky practices a plan states, in German, French, Italian, Spanish, Dutch, Portuguese,
Swedish and Danish.

`leakage` reads a use of data (fitting, selection) over a period, the whole sample, a
universe known only later and a fill at the signal's own price from English verbs and nouns.
A continental-European plan says the same in its own language ("auf dem gesamten Zeitraum
geschätzt", "choisis … sur la période de test", "i titoli che oggi compongono l'indice", "al
mismo precio de cierre con el que se calcula la señal", "gekalibreerd op …", "blev estimeret på
…", "dagens OMXC25-selskaber"). These are the
same classes of words as regex fragments `leakage` adds to its tables; the grammar (owners,
clauses, periods) stays `leakage`'s.
"""

from __future__ import annotations

from typing import Final

#: fitting: estimating, calibrating, optimising, training, fitting (participles, infinitives
#: and the finite past a report narrates in: "se calibraron", "on a ajusté", "si stimò")
FIT: Final = (
    r"geschätzt|schätz\w*|kalibrier\w*|optimier\w*|trainier\w*|"
    # German fitting as "angepasst" ("an die Daten angepasst", "wurde … angepasst", "anzupassen",
    # "gefittet")
    r"angepa(?:ss|ß)t\w*|anzupassen|anpassen|gefittet\w*|"
    r"estimée?s?|estim(?:er|ons|ent|ant|a|èrent)|calibrée?s?|calibr(?:er|ons|ent|ant|a|èrent)|"
    r"optimisée?s?|optimis(?:er|a|èrent)|ajustée?s?|ajust(?:er|a|èrent)|entraînée?s?|"
    r"stimat[oiae]|stima(?:re|no|to)?|stimò|stimarono|calibrat[oiae]|calibra(?:re|no)|"
    r"calibrò|calibrarono|ottimizzat[oiae]|ottimizzò|ottimizzarono|addestrat[oiae]|"
    r"estimad[oa]s?|estima(?:r|n|mos)|estimó|estimaron|calibrad[oa]s?|calibra(?:r|n|mos)|"
    r"calibró|calibraron|optimizad[oa]s?|optimiz(?:ar|ó|aron)|ajustad[oa]s?|ajust(?:ar|ó|aron)|"
    r"entrenad[oa]s?|entren(?:ar|ó|aron)|"
    r"geschat|schatten|gekalibreerd|kalibreren|geoptimaliseerd|getraind|gefit|gefitted|"
    # Portuguese (where it differs from Spanish): "otimizado", "treinada", "estimou", "calibraram"
    r"otimizad[oa]s?|otimiz(?:ar|ou|aram)|treinad[oa]s?|trein(?:ar|ou|aram)|"
    r"estim(?:ou|aram)|calibr(?:ou|aram)|ajust(?:ou|aram)|"
    # Italian "tarato" (calibrated)
    r"tarat[oiae]|tarò|tararono|"
    # Swedish: the passive past ("skattades", "kalibrerades"), participles ("kalibrerad(e)"),
    # infinitives
    r"skatta(?:des|d|de|t|r)?|estimera(?:des|d|de|t|r)?|kalibrera(?:des|d|de|t|r)?|"
    r"optimera(?:des|d|de|t|r)?|anpassa(?:des|d|de|t)|tränad(?:es|e)?|tränades|tränats|"
    # Danish: infinitives, present, passive and participles ("blev estimeret", "kalibreres",
    # "optimerede", "tilpasset", "trænet", "fittet")
    r"estimer(?:e|es|er|et|ede)|kalibrer(?:e|es|er|et|ede)|optimer(?:e|es|er|et|ede)|"
    r"tilpas(?:se|ses|ser|set|sede)|træn(?:e|es|er|et|ede)|fitte(?:s|r|t|de)?"
)
#: selecting: chosen, selected, picked
SELECT: Final = (
    r"gewählt|ausgewählt|wählt|auswählen|"
    r"choisie?s?|sélectionnée?s?|retenue?s?|"
    r"scelt[oiae]|selezionat[oiae]|"
    r"elegid[oa]s?|seleccionad[oa]s?|escogid[oa]s?|eligi(?:ó|eron)|seleccion(?:ó|aron)|"
    r"escogi(?:ó|eron)|"
    r"gekozen|geselecteerd|kiezen|"
    # Portuguese "selecionado", "escolhido"; Swedish "valdes", "valda", "utvald"
    r"selecionad[oa]s?|selecion(?:ar|ou|aram)|escolhid[oa]s?|escolh(?:er|eu|eram)|"
    r"valdes|vald[ae]?|valts|utvald[ae]?|utvaldes|selekterad(?:es|e)?|"
    # Danish "valgt(e)", "udvalgt(e)", "udvælges", "selekteret"
    r"valgt(?:e|es)?|valgte|udvalgt(?:e|es)?|udvælge(?:s|r)?|selekter(?:e|es|et|ede)"
)
#: all of the data: "der gesamte Zeitraum", "tout l'échantillon", "l'intero campione"
WHOLE: Final = (
    r"(?:gesamt\w*|ganz\w*|vollständig\w*|komplett\w*)\s+(?:Zeitraum\w*|Stichprobe|Historie|"
    r"Datenhistorie|Datensatz\w*|Periode|Datenreihe\w*|Daten)|"
    r"(?:tout(?:e)?\s+(?:l['’]|la\s+)|l['’]ensemble\s+de\s+(?:l['’]|la\s+))"
    r"(?:échantillon|historique|période|historique)|"
    r"(?:échantillon|période|historique)\s+(?:complet|complète|entier|entière|total|totale)|"
    r"(?:l['’])?inter[oa]\s+(?:campione|periodo|storico|serie)|"
    r"tutt[oa]\s+(?:il\s+|la\s+|lo\s+)?(?:campione|periodo|storico|serie)|"
    r"tod[oa]\s+(?:la\s+|el\s+)(?:muestra|periodo|período|histórico|historia|serie)|"
    r"(?:muestra|periodo|período)\s+complet[oa]|"
    r"(?:de\s+)?(?:volledige|hele|gehele)\s+(?:periode|steekproef|historie|dataset|reeks)|"
    # Portuguese "toda a amostra", "todo o histórico", "o período completo"
    r"tod[oa]\s+(?:a\s+|o\s+)(?:amostra|período|periodo|histórico|historico|série|serie)|"
    r"(?:amostra|período|periodo|histórico|série)\s+(?:complet[oa]|inteir[oa]|total)|"
    # Swedish "hela perioden", "hela urvalet", "hela historiken"
    r"hela\s+(?:perioden|urvalet|historiken|tidsserien|dataserien|datamängden|datasetet|"
    r"stickprovet)|"
    # Danish "hele perioden", "hele stikprøven", "den fulde historik"
    r"(?:hele|den\s+fulde|den\s+samlede)\s+(?:perioden?|stikprøven?|historikken|historik|"
    r"tidsserien|dataserien|datasættet|datamængden|datahistorikken)"
)
#: the test period: "die Testperiode", "la période de test", "el período de prueba"
TEST_PERIOD: Final = (
    r"test(?:zeitraum|periode|zeitraums|fenster|vindue)\w*|"
    r"période\s+(?:de\s+)?test|périodes\s+de\s+test|"
    r"period[oi]\s+di\s+(?:test|verifica)|"
    r"per[ií]odos?\s+de\s+(?:prueba|test)|"
    r"testperiode\w*|testvenster\w*"
)
#: how a choice was made: "selon le meilleur …", "in base al migliore …", "gemäß der besten …"
CRITERION: Final = (
    r"meilleur\w*|beste[nmrs]?|höchste[nmrs]?|migliore?|mejor(?:es)?|"
    r"selon|d['’]après|secondo|in\s+base\s+al?|según|gemäß|anhand|op\s+basis\s+van|volgens"
)
#: where the criterion was measured, with its article: "sur la", "im", "nel", "en el", "op de"
CRITERION_WHERE: Final = (
    r"(?:sur|dans|über|auf|in|im|während|nel|nella|sul|sulla|durante|en|op|tijdens|gedurende)"
    r"(?:\s+(?:la|le|l['’]|les|der|die|dem|den|das|il|lo|el|los|las|de|het))?"
)
#: the universe a selection makes: "l'universo", "das Universum"
UNIVERSE: Final = r"universo|universum|univers"
#: the universe as it stands today: "today's members" in the five languages
HINDSIGHT: Final = (
    # German: today's members, whatever compound names them (its head is last: "den heutigen
    # ATX-Werten", "die aktuellen Indextitel", "die derzeitigen Indexunternehmen"); "Werte"
    # are securities only as an index's ("ATX-Werte", "Indexwerte"), else values ("die
    # aktuellen Werte der Parameter")
    r"(?:heutig|aktuell|derzeitig|gegenwärtig|jetzig)\w*\s+(?:[\w&.-]+\s+){0,2}?(?:[\w-]*?"
    r"(?:mitglied\w*|Zusammensetzung|bestandteil\w*|titel[n]?|aktien|unternehmen|emittenten|"
    r"konstituenten)|[\w&.]+-werte[n]?|(?:Index|Börsen)werte[n]?)|"
    r"(?:composition|constituants|membres)\s+(?:actuel\w*|d['’]aujourd['’]hui)|"
    r"(?:titres|valeurs)\s+qui\s+composent\s+aujourd['’]hui|"
    # French: the names that are in the index today, the adverb of today in the relative
    # clause before or after its verb ("les sociétés qui font aujourd'hui partie du SMI", "les
    # émetteurs qui figurent actuellement dans l'indice", "les actions qui, à ce jour,
    # composent le SPI"); the members at each date ("qui faisaient partie … à chaque date")
    # say no today
    r"(?:sociétés|entreprises|titres|valeurs|actions|émetteurs|membres|composantes|"
    r"constituants|noms|lignes)\s+qui\s*,?\s+(?:(?:font|composent|constituent|forment|sont|"
    r"figurent|appartiennent)\s+)?(?:aujourd['’]hui|actuellement|à\s+ce\s+jour|"
    r"à\s+l['’]heure\s+actuelle|présentement)\b|"
    # German: the same relative clause ("die Titel, die heute im SMI sind", "Unternehmen, die
    # derzeit zum SPI gehören")
    r"(?:Titel|Aktien|Unternehmen|Gesellschaften|Firmen|Emittenten|Werte|Mitglieder),?\s+"
    r"die\s+(?:heute|derzeit|aktuell|gegenwärtig|zurzeit|momentan)\b|"
    r"(?:titoli|società|azioni|membri)\s+che\s+oggi\s+(?:compongono|fanno\s+parte)|"
    r"composizione\s+(?:attuale|odierna)|"
    r"(?:composición|componentes|miembros)\s+actual(?:es)?|"
    # Spanish: the issuers that make up the index today ("las emisoras que hoy integran el
    # IPC", "los títulos que actualmente conforman el índice", "los integrantes actuales")
    r"(?:valores|empresas|acciones|emisoras|emisores|títulos|compañías|componentes|"
    r"integrantes|miembros|constituyentes)\s+que\s+(?:hoy(?:\s+en\s+día)?|actualmente)\s+"
    r"(?:componen|forman|integran|conforman|constituyen|pertenecen)|"
    r"(?:integrantes|constituyentes|emisoras|calificaciones|ratings?)\s+(?:actuales|de\s+hoy|"
    r"vigentes\s+hoy)|"
    r"huidige\s+(?:\w+\s+)?(?:samenstelling|leden|indexleden|componenten|bestanddelen)|"
    # Dutch: the names that are in the index today, the adverb opening the relative clause
    # ("de bedrijven die vandaag in de BEL 20 zitten", "de aandelen die nu deel uitmaken van
    # de index", "de emittenten die momenteel in de AEX zijn opgenomen")
    r"(?:bedrijven|ondernemingen|aandelen|effecten|titels|namen|emittenten|leden|componenten|"
    r"vennootschappen)\s+die\s+(?:vandaag(?:\s+de\s+dag)?|nu|momenteel|thans|"
    r"op\s+dit\s+moment|actueel)\b|"
    # Portuguese: "a composição atual do Ibovespa", "as ações que hoje compõem o índice", "os
    # ratings atuais dos emissores"
    r"(?:composição|carteira\s+teórica|membros|componentes|constituintes|ratings?|notas\s+de\s+"
    r"crédito|classificações\s+de\s+risco)\s+(?:atua(?:l|is)|de\s+hoje|vigentes?\s+hoje)|"
    r"(?:ações|empresas|ativos|papéis|emissores)\s+que\s+hoje\s+(?:compõem|integram|"
    r"fazem\s+parte)|"
    # Italian: today's constituents with the index between ("i costituenti MSCI World di oggi"),
    # the issuers' ratings as they are now ("i rating attuali degli emittenti")
    r"(?:costituenti|componenti)\s+(?:[\w&.-]+\s+){0,3}?(?:di\s+oggi|attuali|odierni)|"
    r"(?:rating|giudizi\s+di\s+rating|merito\s+di\s+credito)\s+(?:attuali|odierni|di\s+oggi)|"
    # Swedish: "dagens sammansättning", "nuvarande indexmedlemmar", "dagens kreditbetyg"
    # (a compound's head is the noun: "dagens OMXS30-sammansättning", "indexmedlemmar")
    r"(?:dagens|nuvarande|aktuella?)\s+(?:[\w&.-]+\s+){0,2}?[\w-]*?(?:sammansättning(?:en)?|"
    r"indexmedlemmar(?:na)?|medlemmar(?:na)?|beståndsdelar(?:na)?|ingående\s+bolag(?:en)?|"
    r"kreditbetyg(?:en)?|ratingar(?:na)?)|"
    # Danish: "dagens OMXC25-selskaber", "den nuværende sammensætning", "de aktuelle
    # indeksmedlemmer", "dagens kreditvurderinger"
    r"(?:dagens|nuværende|aktuelle?)\s+(?:[\w&.-]+\s+){0,2}?[\w-]*?(?:sammensætning(?:en)?|"
    r"selskaber(?:ne)?|medlemmer(?:ne)?|bestanddele(?:ne)?|aktier(?:ne)?|"
    r"kreditvurderinger(?:ne)?|ratings?)"
)
#: what brings a universe or an input in, beside English "uses", "takes", "holds": "usa",
#: "utilizza", "è applicato", "används", "tillämpas"
BROUGHT_IN: Final = (
    r"us(?:a|am|ano|ad[oa]s?|at[oiae])|utiliz(?:a|am|ad[oa]s?)|utilizz(?:a|ano|at[oiae])|"
    r"aplica(?:m|d[oa]s?)?|applica(?:no|t[oiae])?|basead[oa]s?|basat[oiae]|"
    r"använd(?:er|s|es|a|e)?|tillämpa(?:s|d|de|r)?|innehåller|hämta(?:s|r|d|de)|bygger|baseras|"
    # Danish "består af", "bruger", "anvendes", "indeholder", "baseret på"; Spanish "se compone
    # de", "compuesto por"; German "besteht aus"
    r"består|bruge[rs]?|brugt|anvende[rs]?|anvendt|indeholder|baseret|"
    r"compone|componen|compuest[oa]s?|besteht|bestehen|"
    # Dutch "bestaat uit", "omvat", "bevat", "gebruikt", "is gebaseerd op"
    r"bestaa?t|bestaan|omvat(?:ten)?|bevat(?:ten)?|gebruik(?:t|en)|gebaseerd"
)
#: a label for the data a fit was done on, after a semicolon ("…; Datenbasis: …"): German
#: names it by a compound whose head is the data, its basis or the period observed
#: ("Datenbasis", "Datengrundlage", "Datenreihen", "Zeitreihe", "Schätzzeitraum",
#: "Beobachtungszeitraum")
DATA_LABEL: Final = (
    r"Daten(?:basis|grundlage|satz|reihen?|historie)|Zeitreihen?|"
    r"(?:Beobachtungs|Schätz|Stütz|Kalibrierungs|Stichproben)zeitraum"
)
#: a fill at the very close the signal is computed from
SAME_CLOSE: Final = (
    r"(?:mism[oa]|même|stess[oa]|gleichen|selben|dezelfde|zelfde)\s+"
    r"(?:precio\s+de\s+cierre|cierre|cours\s+de\s+clôture|clôture|prezzo\s+di\s+chiusura|"
    r"chiusura|Schlusskurs|Schlusspreis|slotkoers)"
)


__all__ = [
    "BROUGHT_IN",
    "CRITERION",
    "CRITERION_WHERE",
    "DATA_LABEL",
    "FIT",
    "HINDSIGHT",
    "SAME_CLOSE",
    "SELECT",
    "TEST_PERIOD",
    "UNIVERSE",
    "WHOLE",
]
