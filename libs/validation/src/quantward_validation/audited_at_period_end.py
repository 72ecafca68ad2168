"""Audited or appraised figures used from the end of the period they cover, said in the suite's
languages other than English.

An auditor signs a year's accounts months after the year closes; an appraiser values a
building after the quarter it is valued at; a fund's audited NAV comes with its annual
report. A test that uses those figures from the end of the period they describe uses them
before anyone had them (`publication_lag` reads this in English: reported figures "used from
the end of the quarter they cover" with no release or lag said). A Norwegian, Polish, French,
Finnish, Portuguese, Spanish, Czech, Romanian, Hungarian, Croatian (Serbian, Bosnian),
Slovenian, German or Italian plan says the same with its own words for the three parts: the
figures an audit or an appraisal produces (an expert's valuations, a fund manager's report, a
company's accounts), or a regulator or a statistics office compiles ("de reviderte verdiene",
"zbadane wyceny", "les valeurs auditées", "les valeurs DCF de l'expert", "die Verkehrswerte
des Schätzers", "i bilanci", "el último reporte del gestor", "los avalúos del perito",
"arvioitsijoiden vuosiarviot", "as avaliações anuais auditadas", "znalecké posudky",
"valorile auditate", "cenitve neodvisnih cenilcev", "podaci HANFA-e"), a verb of using or
dating them ("brukt", "przyjmując", "utilisées", "käytetään", "usados", "se usa", "použité",
"folosite"), and the end of the period or its valuation date ("kvartalsslutten", "od końca
kwartału", "dès la fin du trimestre", "neljänneksen lopusta", "a partir do fim do semestre",
"la fecha de corte", "od konce období", "de la sfârșitul anului", "der Bewertungsstichtag"),
with a few words at most between the last two.

A sentence that says the figures wait for their release (a lag, a publication, "after",
"the following quarter") or denies the use in its own language states none: only the
English negators are read by `leakage`. Each class is open at its endings, since Polish and
Finnish inflect every noun and verb. Pure: a regex `leakage` reads under
`publication_lag.NAME`.
"""

from __future__ import annotations

from typing import Final

#: figures an audit or an appraisal produces: an "audited" participle on any noun, annual
#: accounts and reports, appraisals and appraisers' values, in each language
_AUDITED: Final = (
    # Norwegian, Danish, Swedish
    r"(?:(?:revider|revisionsp|granskad)\w*|[\w-]*?(?:årsregnskap|årsrapport|årsredovisning|"
    r"kvartalsrapport|regnskap|takst|verdivurdering|värdering|vurderingsrapport)\w*|"
    # Polish
    r"(?:zbadan|zaudytowan|audytowan|zweryfikowan|poświadczon)\w*|sprawozda\w*\s+finansow\w*|"
    r"raport\w*\s+roczn\w*|operat\w*\s+szacunkow\w*|rzeczoznaw\w*|biegł\w*\s+rewident\w*|"
    # French
    r"audit[ée]e?s?|certifi[ée]e?s?|r[ée]vis[ée]e?s?|[ée]tats\s+financiers|rapports?\s+annuels?|"
    r"[ée]valuat(?:eur|rice)s?|[ée]valuations?\s+(?:ind[ée]pendantes?|externes?|annuelles?)|"
    r"expertises?|comptes\s+annuels|"
    # ... an expert's valuations of a property ("les valeurs DCF de l'expert immobilier")
    r"(?:valeurs|évaluations|estimations|valorisations)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:de\s+l['’]|des\s+|du\s+)(?:expert|estimateur|évaluateur)\w*|"
    # Finnish
    r"tilintarkast\w*|arvioitsij\w*|tilinpäätö\w*|vuosikerto\w*|osavuosikatsau\w*|"
    r"[\w-]*?(?:vuosi|neljännes|kvartaali)arvi\w*|[\w-]*?arvonmääritys\w*|"
    # Portuguese, Spanish, Italian
    r"auditad[oa]s?|certificad[oa]s?|certificat[oiae]|revisionat[oiae]|tasaci(?:ón|ones)|"
    r"perizi[ae]|peritos?|avaliador(?:es|as?)?|laudos?|demonstra[çc](?:ão|ões)\s+financeiras|"
    r"relat[óo]rios?\s+e\s+contas|contas\s+anuais|cuentas\s+anuales|bilanci?o?\s+certificat\w*|"
    # ... a fund manager's or general partner's report, an appraiser's values ("el último
    # reporte del gestor", "o relatório do gestor", "los avalúos del perito")
    r"(?:reportes?|informes?|relat[óo]rios?|valoraci[óo]n(?:es)?|valuaci[óo]n(?:es)?|"
    r"avalia[çc](?:ão|ões))\s+(?:[\w-]+\s+){0,2}?(?:del|de\s+los|do|dos)\s+"
    r"(?:gestor(?:es|a|as)?|administrador(?:es|a)?|general\s+partners?|GPs?|perito|tasador|"
    r"valuador|avaliador|experto)\b|"
    r"aval[úu]os|estados\s+financieros|demonstra[çc]oes\s+financeiras|balan[çc]os|"
    r"avalia[çc](?:ão|ões)\s+(?:anua(?:l|is)|independentes?|externas?|imobili[áa]rias?)|"
    # German and Dutch
    r"gepr[üu]ft\w*|testiert\w*|[\w-]*?gutachten\w*|jahresabschl\w*|gecontroleerd\w*|"
    r"[\w-]*?taxatie\w*|jaarrekening\w*|"
    # ... a valuer's market values and estimates ("die Verkehrswerte des Schätzers",
    # "Schätzungen"); the Italian accounts ("i bilanci")
    r"[\w-]*?(?:verkehrswert|schätzwert|schätzung|schätzer)\w*|bilanci|"
    # ... the appraiser and his periodic or independent valuations: "Sachverständigen",
    # "Gutachter", "(vastgoed)deskundige", "schatter", "de jaarlijkse schattingen",
    # "onafhankelijke waarderingen"
    r"[\w-]*?sachverst[äa]ndig\w*|[\w-]*?gutachter\w*|[\w-]*?deskundige\w*|[\w-]*?schatters?|"
    r"(?:jaarlijks|kwartaal|halfjaarlijks|onafhankelijk|extern)\w*\s+(?:schatting|waardering)\w*|"
    # Czech: "auditovanými", "ověřené", "účetní závěrky", "výroční zprávy", "znalecké posudky",
    # "ocenění" by an appraiser ("odhadce")
    r"auditovan\w*|ověřen\w*|overen\w*|účetní\w*\s+závěrk\w*|výroční\w*\s+zpráv\w*|"
    r"znaleck\w*\s+posud\w*|odhadc\w*|(?:roční\w*|nezávisl\w*|extern\w*)\s+ocenění\w*|"
    # Romanian: "auditate", "situațiile financiare", "rapoartele anuale", "evaluatorului",
    # "reevaluările anuale"
    r"auditat\w*|situați\w*\s+financiar\w*|rapo(?:r|a)t\w*\s+anual\w*|evaluator\w*|"
    r"(?:re)?evalu(?:ări|ările|ării|area)\s+(?:anual\w*|independent\w*|extern\w*)|"
    # Hungarian: "auditált", "könyvvizsgáló", the appraisers ("értékbecslők") and their
    # valuations ("éves értékelésével"), "éves beszámoló", "pénzügyi kimutatások"
    r"auditált\w*|könyvvizsgál\w*|[\w-]*?értékbecsl\w*|"
    r"(?:éves|negyedéves|független|külső)\s+(?:[\w-]+\s+)?értékelés\w*|"
    r"éves\s+beszámoló\w*|pénzügyi\s+kimutatás\w*|"
    # German: the auditor's opinion on any figure ("testierte", "geprüfte"), annual accounts
    # and an appraiser's report by the compound's head ("Jahresgutachten",
    # "Verkehrswertgutachten", "Jahresabschlüsse"), the appraisers ("Sachverständigen")
    r"testiert\w*|geprüft\w*|[\w-]*?(?:gutachten|abschl[uü]ss\w*|jahresbericht\w*)|"
    r"sachverständig\w*|wirtschaftsprüf\w*|"
    # Croatian, Serbian and Slovenian: "revidirani", "revizor", the appraisers ("procjenitelji",
    # Slovenian "cenilci") and their appraisals ("cenitve"), annual reports and financial
    # statements ("godišnja izvješća", "financijski izvještaji", "letna poročila", "računovodski
    # izkazi"), and the figures a regulator or a statistics office compiles, named by its
    # acronym declined with a hyphen or after the noun ("podaci HANFA-e", "podatki SURS")
    r"revidiran\w*|reviz(?:or|ij)\w*|procjenitelj\w*|procenitelj\w*|cenilc\w*|cenit(?:ev|v)\w*|"
    r"(?:godi(?:š|s)nj|financijsk|finansijsk|finan(?:č|c)n|ra(?:č|c)unovodsk|letn)\w*\s+"
    r"(?:izvje(?:š|s)t\w*|izve(?:š|s)t\w*|izkaz\w*|poro(?:č|c)il\w*)|"
    r"(?:podac\w*|podat\w*)\s+(?:[\w-]+\s+)?(?-i:[A-ZČŠŽĆĐ]{2,})(?:-[a-zčšž]{1,3})?|"
    # Lithuanian: "audituotos", the annual and financial reports ("metinės ataskaitos",
    # "finansinė atskaitomybė"), the appraisers ("vertintojai") and their independent
    # valuations ("nepriklausomas turto vertinimas")
    r"audituot\w*|(?:metin|finansin|ketvirtin)\w*\s+(?:ataskait|atskaitomyb)\w*|vertintoj\w*|"
    r"(?:nepriklausom|metin|išor)\w*\s+(?:turto\s+)?vertinim\w*)"
)
#: using or dating the figures, every form
_USE: Final = (
    r"(?:bruk(?:t|es|er|te)|benytt\w*|anvend\w*|lagt\s+inn|tatt\s+inn|bokf[øö]r\w*|datert\w*|"
    r"registrert|innregnet|används|använd[ae]?|tillämpa\w*|daterad\w*|brugt|bruges|"
    r"przyjmu\w*|przyjmow\w*|przyjęt\w*|stosu\w*|stosow\w*|używa\w*|używan\w*|ujmu\w*|ujmow\w*|"
    r"ujęt\w*|datowan\w*|wykorzyst\w*|"
    r"utilis\w*|appliqu\w*|pris(?:es?)?\s+en\s+compte|pris(?:es?)?|retenu\w*|comptabilis\w*|"
    r"dat[ée]e?s?|int[ée]gr\w*|inscri\w*|"
    r"käyt\w*|sovel\w*|kirjat\w*|otet\w*|huomioi\w*|"
    r"(?:usad|utilizad|aplicad|considerad|registad|registrad|contabilizad|datad|incorporad|"
    r"reconhecid|lan[çc]ad|tomad|usat|utilizzat|applicat|registrat|contabilizzat|datat|"
    r"considerat|recepit)"
    r"[oiae]s?|"
    # (and the Spanish finite verb, with or without "se": "que se usa desde el", "se
    # incorporan a partir del")
    r"(?:usa|usan|utiliza|utilizan|aplica|aplican|incorpora|incorporan|toma|toman|registra|"
    r"registran)|"
    r"verwendet|genutzt|angesetzt|eingesetzt|eingebucht|datiert|ber[üu]cksichtigt|[üu]bernommen|"
    r"gebruikt|toegepast|geboekt|gedateerd|meegenomen|"
    # Czech and Romanian: "použitými", "aplikované", "zaúčtované", "folosite", "aplicate",
    # "înregistrate"
    r"použit\w*|použív\w*|aplikov\w*|uplatň\w*|zaúčtov\w*|datov\w*|zahrnut\w*|"
    r"folosit\w*|aplicat\w*|înregistrat\w*|contabilizat\w*|datat\w*|incluse?|"
    # Hungarian, every person and participle: "áraztuk", "használjuk", "alkalmazva",
    # "könyveltük", "figyelembe vettük"
    # (the split prefix after its verb too: "vettük figyelembe")
    r"áraz\w*|(?:fel)?használ\w*|alkalmaz\w*|könyvel\w*|figyelembe\s+v\w*|"
    r"v(?:ett|esz)\w*\s+figyelembe|beépít\w*|"
    # Croatian, Serbian and Slovenian: "koriste se", "primjenjuju", "upotrebljavamo",
    # "uporabimo", "upoštevamo", "knjižimo", "uključeni", "vključimo"
    r"korist(?:i|e|imo|ite|ili|io|ila|eni|ene|en)\b|primj?enj\w*|primijen\w*|upotreb\w*|"
    r"upotrijeb\w*|uporab\w*|upo(?:š|s)tev\w*|knji(?:ž|z)\w*|uklju(?:č|c)\w*|vklju(?:č|c)\w*|"
    # Lithuanian: "naudojamos", "taikomos", "imamos", "įtraukiamos", "apskaitomos"
    # (never "imam-" bare: Croatian "imamo" is "we have")
    r"naudoj\w*|taikom\w*|imam(?:a|as|os|i|ų)\b|įtraukiam\w*|apskaitom\w*)"
)
#: the end of a period, every form: "kvartalsslutten", "slutten av året", "końca kwartału",
#: "la fin du trimestre", "neljänneksen lopusta", "o fim do semestre", "Quartalsende"
_END: Final = (
    r"(?:[\w-]*?(?:kvartals|måneds|månads|halvårs|års|tertial|periode)(?:slutt|slut|skifte)\w*|"
    r"(?:slutten|utgangen|slutet|udgangen)\s+(?:av|på)\s+(?:\w+\s+)?(?:kvartal|måned|månad|"
    r"halvår|år|periode)\w*|"
    r"(?:koniec|końca|końcem|końcu)\s+(?:\w+\s+)?(?:kwarta\w*|roku|miesiąc\w*|półrocz\w*|"
    r"okresu)|"
    # (Finnish compounds the period: "tilikauden lopusta", "vuosineljänneksen lopussa")
    r"[\w-]*?(?:neljännek|kvartaali|vuode|vuosipuolisko|puolivuoti|kuukaude|kaude|jakso)\w*\s+"
    r"(?:lopu\w*|loppu\w*|päättymi\w*)|"
    r"(?:fim|final|fecho|encerramento|fechamento|cierre|corte|fine|chiusura|fin|cl[ôo]ture)\s+"
    r"(?:d[oa]|del?|dell['’]|della|du|de\s+l['’]|de\s+la)\s*(?:[\w-]+\s+)?(?:trimestre|"
    r"semestre|m[êe]s|mese|mois|mes|ano|año|anno|ann[ée]e|exerc[íi]cio|ejercicio|esercizio|"
    r"exercice|per[íi]odo|periodo|p[ée]riode)|"
    r"(?:Quartals|Monats|Halbjahres|Jahres|Gesch[äa]ftsjahres|Perioden)(?:ende|schluss|ultimo)|"
    r"Ende\s+(?:des|jedes)\s+(?:\w+\s+)?(?:Quartals|Monats|Halbjahres|Jahres|"
    r"Gesch[äa]ftsjahres)|"
    # ... or the date the figures are valued at: "la date d'évaluation", "der
    # Bewertungsstichtag", "la data di chiusura"
    r"date\s+(?:d['’]évaluation|de\s+clôture|de\s+bouclement|de\s+référence)|"
    r"(?:fecha|data)\s+de\s+(?:valoraci[óo]n|valuaci[óo]n|corte|cierre|referencia|"
    r"refer[êe]ncia|avalia[çc][ãa]o|fechamento)|"
    r"(?:Bewertungs|Bilanz)?[Ss]tichtag\w*|data\s+di\s+(?:valutazione|chiusura)|"
    r"(?:kwartaal|maand|jaar|halfjaar|periode)(?:einde|ultimo|afsluiting)|"
    r"einde\s+van\s+(?:het|elk|ieder)\s+(?:kwartaal|jaar|halfjaar|maand)|"
    # Czech "od konce období (čtvrtletí, roku)", Romanian "de la sfârșitul perioadei
    # (trimestrului, anului)"
    r"(?:konec|konce|koncem|konci)\s+(?:\w+\s+)?(?:období|obdobi|čtvrtletí|ctvrtleti|roku|"
    r"měsíce|mesice|pololetí|pololeti)|"
    r"(?:sfârșit|sfîrșit|sfarsit|final|încheier|închider)\w*\s+(?:\w+\s+)?(?:perioad\w*|"
    r"trimestr\w*|anului|lunii|semestr\w*|exerci[țt]iului)|"
    # Hungarian, the period and its end in any case: "a negyedév végétől", "az üzleti év
    # zárásától", "a fordulónaptól"
    r"[\w-]*?(?:negyedév|félév|év|hónap|időszak)\w*\s+(?:vég|zár)\w*|fordulónap\w*|"
    # Croatian, Serbian and Slovenian: its end ("od kraja godine", "krajem tromjesečja",
    # Slovenian "od konca ocenjenega leta") or its last day ("na zadnji dan mjeseca", "zadnji
    # dan četrtletja"), the period (a week, a month, a quarter, a year) in any case
    r"(?:(?:kraj|kraja|kraju|krajem|konec|konca|koncu|koncem)\s+|zadnj\w+\s+d(?:an|ne)\w*\s+)"
    r"(?:\w+\s+)?(?:godin\w*|tromj?ese(?:č|c)j\w*|mj?esec\w*|razdobl\w*|polugodi(?:š|s)t\w*|"
    r"perio\w*|tjed(?:an|na|nu)|leta|letu|leto|(?:č|c)etrtletj\w*|meseca|mesecu|ted(?:en|na|nu)|"
    r"obdobj\w*|polletj\w*)|"
    # Lithuanian: the period in the genitive before its end ("nuo vertinamo ketvirčio
    # pabaigos", "metų pabaigoje")
    r"(?:\w+\s+)?(?:ketvir(?:čio|čių)|metų|mėnesio|pusmečio|laikotarpio)\s+pabaig\w*)"
)
#: a release, a lag, a later period or a denial said anywhere in the sentence
_WAITS: Final = (
    r"\b(?:lag\w*|delay\w*|forsink\w*|etterslep\w*|eftersläpning\w*|opóźni\w*|przesunię\w*|"
    r"viive\w*|d[ée]cal\w*|retard\w*|atraso\w*|desfas\w*|defasa\w*|rezago\w*|retraso\w*|"
    r"ritardo|"
    r"sfasament\w*|Verz[öo]ger\w*|vertraging\w*|publi[sc]\w*|julkai\w*|publikac\w*|"
    r"opublikow\w*|ver[öo]ffentlich\w*|gepubliceerd|pubblica\w*|divulga\w*|diffus\w*|"
    r"offentliggj\w*|etter\s+at|efter\s+att|apr[èe]s|ap[óo]s|depois|despu[ée]s|dopo|nach|"
    r"jälkeen|seuraava\w*|följande|nästa|påfølgende|følgende|neste|następn\w*|kolejn\w*|"
    r"suivant\w*|seguinte|siguiente|successiv\w*|seguente|nächst\w*|folgend\w*|volgend\w*|"
    r"subsequente|posterior\w*|"
    # ... or an earlier period, whose figures were out by then
    r"prior|previous|preceding|poprzedni\w*|forrige|föregående|foregående|pr[ée]c[ée]dent\w*|"
    r"anterior\w*|edellis\w*|vorherig\w*|vorig\w*|precedente|scors[oa]|tidligere|"
    # ... or a denial in the sentence's own language
    r"ikke|ikkje|inte|nie|ei|eivät|emme|non|não|nunca|jamais|pas|"
    r"nicht|kein\w*|niet|geen|"
    # ... and in Czech and Romanian: a lag or delay, a publication, after, the next or the
    # previous period, a denial ("zpoždění", "zveřejnění", "po", "následující", "předchozí",
    # "ne…"; "decalaj", "întârziere", "după", "următor", "nu")
    r"zpožd\w*|zpozd\w*|zveřejn\w*|zverejn\w*|publikov\w*|následuj\w*|příští\w*|"
    r"předchoz\w*|predchoz\w*|po|ne(?:použ|aplik|uplat|zaúčt)\w*|nikdy|"
    r"decalaj\w*|întârzier\w*|intarzier\w*|public\w*|după|dupa|următo\w*|urmato\w*|"
    r"ulterior\w*|precedent\w*|nu|niciodată|"
    # ... and in Hungarian ("késleltetéssel", "közzététel", "megjelenése után", "követő",
    # "következő", "előző", "nem")
    r"késleltet\w*|késés\w*|csúsz\w*|közzé\w*|publikál\w*|megjelen\w*|után|követő\w*|"
    r"következő\w*|előző\w*|korábbi\w*|nem|sem|soha|"
    # ... and in Croatian, Serbian and Slovenian ("zamikom", "kašnjenjem", "objave", "nakon",
    # "sljedećeg", "naslednjega", "prethodnog", "prejšnjega", "tek", "šele", a denial)
    r"zamik\w*|zakasn\w*|ka(?:š|s)njenj\w*|objav\w*|nakon|naknadn\w*|sl(?:ij)?ede(?:ć|c)\w*|"
    r"naslednj\w*|prethodn\w*|prej(?:š|s)nj\w*|tek|(?:š|s)ele|nije|nisu|niso|nikad\w*|nikoli|"
    r"ne\s+(?:korist|primj|upotreb|uporab|upo(?:š|s)t|uklju|vklju)\w*|"
    # ... and in Lithuanian ("vėlavimu", "paskelbimo", "kito ketvirčio", "ankstesnio", a verb
    # of use denied by its prefix: "nenaudojamos")
    r"vėl(?:av|uo)\w*|paskelb\w*|kit(?:o|ą|am|ais|ame)|ankstesn\w*|praėjus\w*|"
    r"ne(?:naudoj|taiko|imam|įtrauk)\w*)\b"
)
#: up to four words between the verb and the end ("logo a partir do", "jo arvioidun", "je od")
#: (a comma may set the adverbial of time off after the verb: "áraztuk, már az … végétől")
_BETWEEN: Final = r"(?:[\w'’-]+\s+){0,4}?"
AUDITED_AT_PERIOD_END: Final = (
    rf"^(?![^.;]*?{_WAITS})[^.;]*?(?:\b{_AUDITED}\b[^.;]{{0,80}}?\b{_USE},?\s+{_BETWEEN}{_END}|"
    rf"\b{_USE}\s+{_BETWEEN}{_END}[^.;]{{0,80}}?\b{_AUDITED}|"
    # ... or with the verb last, as a German clause puts it: "die testierten Gutachten, die ab
    # dem jeweiligen Jahresende verwendet werden"
    rf"\b{_AUDITED}\b[^.;]{{0,80}}?\b{_END}\s+(?:[\w'’-]+\s+){{0,2}}?{_USE}\b)"
)

__all__ = ["AUDITED_AT_PERIOD_END"]
