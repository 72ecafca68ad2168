"""Records of one date and the participles that date them, in the suite's languages other than
English, for `present_day_inputs`.

English dates a record or settlement made at one date by the year before its noun ("the 2024
actuarial study", `timespans.RECORD_NOUN`) or by the act that made it ("the list approved in
2025"). The other languages date the same records after the noun ("o estudo atuarial de 2024",
"l'étude de 2023", "raport z 2022") and the same acts by a participle and the year ("aprovada
em 2025", "approuvée en 2024", "vedtatt i 2023", "przyjęta w 2025", "vuonna 2022
hyväksytty"). These are the two classes, as regex fragments:

- `RECORD`: studies, valuations, reviews, reports, surveys, audits and agreements (the class
  `RECORD_NOUN` holds in English), in every language of the suite and their common
  inflections. Kept apart from `present_day_lexicon.RECORD` (lists, tables, rates) because it
  is read only where a date fixes the record: "the current study" is the plan itself, not a
  present-day input;
- `SETTLED_IN`: a participle or finite past of approving, adopting, publishing, fixing,
  signing or revising, with the preposition that introduces its year ("aprovada em",
  "aprobado en", "approvata nel", "approuvée en", "beschlossen im Jahr", "vastgesteld in",
  "fastställd i", "vedtatt i", "zatwierdzona w", "hyväksyttiin vuonna", "schválený v roce",
  "aprobată în");
- `SETTLED_DE_NL`: the German and Dutch participles alone, for the relative clause that puts
  the year before them ("de lijst die in 2025 werd goedgekeurd").

Pure.
"""

from __future__ import annotations

from typing import Final

RECORD: Final = (
    # Portuguese and Spanish
    r"estudos?|estudios?|avalia[çc](?:ão|ao|ões|oes)|valoraci(?:ón|on|ones)|relat[óo]rios?|"
    r"informes?|revis(?:ão|ao|ões|oes|i[óo]n|iones)|inqu[ée]ritos?|encuestas?|acordos?|"
    r"acuerdos?|pareceres?|auditor[íi]as?|"
    # Italian
    r"studi[oi]?|valutazion[ei]|relazion[ei]|revision[ei]|indagin[ei]|accord[oi]|perizi[ae]|"
    # French
    r"[ée]tudes?|[ée]valuations?|rapports?|revues?|enqu[êe]tes?|accords?|audits?|expertises?|"
    # German and Dutch, alone or heading a compound
    r"[\w-]*?(?:[Ss]tudie|[Gg]utachten|[Bb]ewertung|[Bb]ericht|[Üü]berpr[üu]fung|[Ee]rhebung|"
    r"[Vv]ereinbarung|waardering|rapport|herziening|onderzoek|akkoord)\w*|"
    # Swedish, Norwegian and Danish
    r"[\w-]*?(?:studie|v[äa]rdering|verdsettelse|rapport|[öo]versyn|utredning|avtal|"
    r"gjennomgang|beregning|beräkning|vurdering|utvärdering|evaluering)\w*|"
    # Polish, in every case
    r"studi(?:um|a|ów|ach)|wycen(?:a|y|ę|ą|ie|ach)|raport(?:u|em|y|ów|ach)?|"
    r"przegląd(?:u|zie|em)?|badani(?:e|a|u|em)|umow(?:a|y|ę|ie|ą)|ekspertyz(?:a|y|ę|ie)|"
    # Finnish, in every case
    r"[\w-]*?(?:selvity|selvitys|tutkimu|tutkimus|arvio|arvostu|arvostus|raportt|raportti|"
    r"katsau|katsaus|sopimu|sopimus|laskelm)\w*|"
    # Czech, in every case: studies, valuations and revaluations, reports, opinions, audits
    r"studi(?:e|í|i|ích)|(?:pře)?ocen(?:ění|ěním|ěních|ěními)|zpráv(?:a|y|ě|u|ou)|"
    r"posud(?:ek|ku|kem)|audit(?:u|em)?|reviz(?:e|i|í)|šetření|dohod(?:a|y|ě|u|ou)|"
    # Romanian, with the article and case: "studiul", "reevaluarea", "raportul", "analiza"
    r"studi(?:ul|ului|ile)|(?:re)?evalu(?:are|area|ării|ările)|raport(?:ul|ului|ele)?|"
    r"analiz(?:a|ă|ei|ele)|audit(?:ul|ului)|acord(?:ul|ului)?|expertiz(?:a|ă|ei)"
)
#: the German and Dutch participles of settling, which their relative clauses put last, after
#: the year ("die in 2025 werd goedgekeurd", "die 2024 beschlossen wurde")
SETTLED_DE_NL: Final = (
    r"beschlossen|verabschiedet|ver[öo]ffentlicht|festgelegt|festgesetzt|genehmigt|vereinbart|"
    r"unterzeichnet|[üu]berarbeitet|aktualisiert|erlassen|vastgesteld|goedgekeurd|"
    r"gepubliceerd|aangenomen|overeengekomen|herzien|bijgewerkt"
)
SETTLED_IN: Final = (
    # Portuguese and Spanish: "aprovada em", "adotado no ano de", "aprobada en"
    r"(?:(?:aprovad|adotad|adoptad|publicad|fixad|definid|estabelecid|acordad|assinad|revist|"
    r"atualizad|actualizad|emitid|aprobad|establecid|firmad|revisad)[oa]s?|"
    # ... and in force in a year, as a rulebook or a table is: "vigentes en 2025", "vigente em"
    r"vigentes?|"
    # Italian: "approvata nel", "adottato nel"
    r"(?:approvat|adottat|pubblicat|fissat|definit|stabilit|concordat|firmat|rivist|"
    r"aggiornat|emess)[oaie]|"
    # French: "approuvée en", "adoptée en", "publiée en"
    r"(?:approuv[ée]|adopt[ée]|publi[ée]|fix[ée]|d[ée]fini|[ée]tabli|convenu|sign[ée]|"
    r"r[ée]vis[ée]|arr[êe]t[ée]|[ée]mis|"
    # ... and deciding, as a board decides a rate: "le taux technique décidé en 2025", "la
    # liste retenue en 2024", "mise à jour en 2025"
    r"d[ée]cid[ée]|retenu)e?s?|mise?s?\s+à\s+jour|"
    # German and Dutch: "beschlossen im Jahr", "vastgesteld in"
    rf"{SETTLED_DE_NL}|"
    # Swedish, Norwegian, Danish: "fastställd i", "vedtatt i", "godkendt i"
    r"antagen|antagna|antogs|beslutad[e]?|beslutades|fastst[äa]lld[ae]?|fastst[äa]lldes|"
    r"publicerad[e]?|publicerades|godk[äa]nd[ae]?|godk[äa]ndes|reviderad[e]?|uppdaterad[e]?|"
    r"vedtatt[e]?|vedtaget|vedtog|godkjent[e]?|godkendt[e]?|fastsatt[e]?|fastsat|"
    r"publisert[e]?|offentliggjort[e]?|oppdatert[e]?|opdateret|revidert[e]?|revideret|"
    r"besluttet|"
    # Polish: "przyjęta w", "zatwierdzona w roku", "opublikowany w"
    r"(?:przyję|zatwierdzo|uchwalo|opublikowa|ustalo|zaktualizowa|podpisa)\w*|"
    # Finnish: "hyväksyttiin vuonna", "vahvistettu vuonna", "julkaistu vuonna"
    r"(?:hyväksy|vahvist|julkais|päätet|sovit|päivitet|laadit|annet|allekirjoitet)\w*|"
    # Czech: "schválený v roce", "přijatá v", "zveřejněno v roce", "vydaný v"
    r"(?:schvál|schval|přijat|prijat|zveřejn|zverejn|vydan|vydán|stanoven|aktualizov|"
    r"podepsan|revidov|upraven)\w*|"
    # Romanian: "aprobată în", "adoptat în anul", "publicată în", "emisă în"
    r"(?:aprobat|adoptat|publicat|emis|stabilit|actualizat|revizuit|semnat|convenit)"
    r"(?:ă|a|e|i)?)"
    # (the Romance languages may name who settled it first: "aprobada por la Junta en 2025",
    # "aprovada pelo conselho em", "approvata dal CdA nel", "approuvée par le conseil en")
    r"(?:\s+(?:por|pel[oa]s?|dal|dalla|dai|dalle|dall['’]|par)\s+(?:[\w'’.-]+\s+){0,3}?"
    r"[\w'’.-]+(?=\s+(?:em|no|na|en|el|nel|nell['’]|in)\s+(?:(?:ano|año|anno)\s+)?"
    r"(?:19|20)\d\d))?"
    r"\s+(?:em|no|na|en|el|nel|nell['’]|in|im(?:\s+Jahre?)?|i|år|w|we|vuonna|v|ve|în)"
    r"(?:\s+(?:ano|año|anno|roku|roce|anul|Jahre?)(?:\s+(?:de|di))?)?"
)

__all__ = ["RECORD", "SETTLED_DE_NL", "SETTLED_IN"]
