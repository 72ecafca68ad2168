"""Values given as past, or only proposed and turned down, in German, French, Italian, Spanish,
Dutch, Portuguese and Swedish.

A continental fund's correspondence tells a limit's history in its own words: "bis zum
31.12.2016 galt 20 %", "l'ancienne limite était de 3 %", "fino al 30/06/2018 il limite era il
2 %", "hasta el 31/12/2017 el límite era 3 x", "tot 31-12-2016 gold een limiet van 20 %"; and a
proposal turned down: "der Vorschlag, die Grenze auf 8 % anzuheben, wurde abgelehnt", "le comité
a refusé de porter la limite à 40 %", "ha respinto la proposta di portare il limite all'8 %",
"rechazó fijar el límite en el 1 %", "het voorstel … werd afgewezen", "o Comitê rejeitou a
proposta", "styrelsen avslog förslaget". A board that puts a proposal off (tables it, postpones
it, sends it back for more work, takes it off the agenda: "retirado de pauta", "rinviato alla
prossima seduta", "bordlades", "återremitterades") has not adopted it either: its figure is
proposed, not in force. A draft ("minuta", "utkast", "remissversion") proposes its figures as
the English "draft" does. `PAST`, `UNTIL_DATE` and
`HYPOTHETICAL` are regular-expression fragments over lower-cased text that `polarity` joins to
its English ones, so mandate bounds and provenance alike drop those values.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.decision_lexicon_es import HYPOTHETICAL as SPANISH_HYPOTHETICAL
from quantward_validation.decision_lexicon_es import PROPOSED as SPANISH_PROPOSED
from quantward_validation.polarity_cs import ADOPTED as CZECH_ADOPTED
from quantward_validation.polarity_cs import PROPOSED as CZECH_PROPOSED
from quantward_validation.polarity_cs import REFUSAL as CZECH_REFUSAL
from quantward_validation.polarity_de_da import ADOPTED as NORWEGIAN_ADOPTED
from quantward_validation.polarity_de_da import REFUSAL as NORDIC_REFUSAL
from quantward_validation.polarity_fi import ADOPTED as FINNISH_ADOPTED
from quantward_validation.polarity_fi import PROPOSED as FINNISH_PROPOSED
from quantward_validation.polarity_fi import REFUSAL as FINNISH_REFUSAL
from quantward_validation.polarity_hr import ADOPTED as HR_ADOPTED
from quantward_validation.polarity_hr import PROPOSED as HR_PROPOSED
from quantward_validation.polarity_hr import REFUSAL as HR_REFUSAL
from quantward_validation.polarity_hu import ADOPTED as HU_ADOPTED
from quantward_validation.polarity_hu import PROPOSED as HU_PROPOSED
from quantward_validation.polarity_hu import REFUSAL as HU_REFUSAL
from quantward_validation.polarity_lt import ADOPTED as LT_ADOPTED
from quantward_validation.polarity_lt import PROPOSED as LT_PROPOSED
from quantward_validation.polarity_lt import REFUSAL as LT_REFUSAL
from quantward_validation.polarity_pl import ADOPTED as POLISH_ADOPTED
from quantward_validation.polarity_pl import PROPOSED as POLISH_PROPOSED
from quantward_validation.polarity_pl import REFUSAL as POLISH_REFUSAL
from quantward_validation.polarity_ro import ADOPTED as ROMANIAN_ADOPTED
from quantward_validation.polarity_ro import PROPOSED as ROMANIAN_PROPOSED
from quantward_validation.polarity_ro import REFUSAL as ROMANIAN_REFUSAL

#: a date as continental paperwork writes it: "31.12.2016", "30/06/2019", "15-03-2018", "1.
#: Januar 2017", "1er juillet 2018", "1° gennaio 2017", "1 de enero de 2017", "1 januari 2017"
_DATE: Final = (
    r"(?:\d{1,2}[./-]\s?\d{1,2}[./-]\d{2,4}|"
    r"\d{1,2}(?:\.|°|º|er)?\s+(?:de\s+)?[a-zäéèûìíóúñ]+\s+(?:de\s+)?\d{4}|\d{4})\b"
)

#: what held until a date: "bis zum 31.12.2016", "jusqu'au 30/06/2018", "fino al 31/12/2016",
#: "hasta el 31/12/2016", "tot 31-12-2016" (a date, never a value: "fino al 5 %" is a ceiling)
UNTIL_DATE: Final = (
    r"\b(?:bis\s+(?:zum|zur|ende|einschlie(?:ß|ss)lich)|jusqu['’]\s*(?:au|à\s+fin)|"
    r"fino\s+al(?:la)?|hasta\s+(?:el|finales\s+de)|tot(?:\s+en\s+met)?)\s+" + _DATE
)

#: words of a value that held before
PAST: Final = (
    # de
    r"\b(?:fr(?:ü|ue)her|ehemals|vormals|urspr(?:ü|ue)nglich|galt|betrug|"
    r"lag\s+(?:die|der|das|bei)|nicht\s+mehr\s+(?:g(?:ü|ue)ltig|in\s+kraft)|"
    r"alte[nr]?\s+(?:grenze|limit|obergrenze))\b|"
    # fr
    r"\b(?:auparavant|anciennement|pr(?:é|e)c(?:é|e)demment|autrefois|(?:é|e)tait|valait|"
    r"n['’]est\s+plus\s+(?:valable|en\s+vigueur|applicable)|ancienne\s+limite)\b|"
    # it
    # ("era" only after a limit's noun or before its value's article, never the English noun)
    r"\b(?:l(?:i|í)mite|soglia|tetto|valore|livello|nivel|valor)\s+era\b|"
    r"\bera\s+(?:il|la|l['’]|el|de|del|di|pari)\b|"
    r"\b(?:in\s+precedenza|precedentemente|valeva|"
    r"non\s+(?:è|e)\s+pi(?:ù|u)\s+(?:valido|in\s+vigore)|vecchio\s+limite)\b|"
    # es
    r"\b(?:anteriormente|antiguo\s+l(?:í|i)mite|estaba|"
    r"ya\s+no\s+(?:es\s+v(?:á|a)lido|est(?:á|a)\s+en\s+vigor|rige))\b|"
    # nl
    r"\b(?:voorheen|vroeger|gold|bedroeg|niet\s+meer\s+geldig|oude\s+limiet)\b|"
    # pt (the imperfect of a text's verbs of holding is what an earlier text said: "a PI
    # anterior trazia 35 %", "a política fixava 20 %")
    r"\b(?:anteriormente|antigamente|originalmente|vigorava|valia|vigia|"
    r"trazia|estabelecia|fixava|dizia|continha|"
    r"(?:antig[ao]|velh[ao])\s+(?:limite|teto|piso|pol(?:í|i)tica|reda(?:ç|c)(?:ã|a)o|vers(?:ã|a)o)|"
    r"n(?:ã|a)o\s+(?:(?:est(?:á|a)|vale|vigora)\s+mais|mais\s+(?:vale|vigora|se\s+aplica))|"
    r"deixou\s+de\s+(?:valer|vigorar|se\s+aplicar))\b|"
    # sv
    r"\b(?:tidigare|förut|ursprungligen|gällde|gamla\s+(?:limiten|gränsen|lydelsen|policyn)|"
    r"inte\s+längre\s+(?:gäller|gällande|i\s+kraft))\b"
)

#: the participle that says a proposal was adopted: "angenommen", "genehmigt", "beschlossen";
#: "retenue", "adoptée", "approuvée"; "approvata", "adottata", "accolta"; "aprobada",
#: "adoptada", "aceptada"; "aangenomen", "goedgekeurd", "vastgesteld"
_ADOPTION: Final = (
    r"(?:angenommen|genehmigt|beschlossen|verabschiedet|"
    r"(?:retenu|adopt(?:é|e)|approuv(?:é|e)|entérin(?:é|e)|valid(?:é|e))e?s?|"
    r"(?:approvat|adottat|accolt|ratificat)[aoie]|"
    # ... and the board's own verb in the present, as a delibera records its decision: "il CdA
    # approva la banda proposta", "adotta", "accoglie" (a negation before it is turned down:
    # `HYPOTHETICAL`; a condition before it, "se il CdA approva", is read by `polarity`)
    r"approva(?:no)?|adotta(?:no)?|ratifica(?:no)?|accoglie|accolgono|"
    r"(?:aprobad|adoptad|aceptad|ratificad)[ao]s?|"
    r"aangenomen|goedgekeurd|vastgesteld|bekrachtigd|"
    # pt "aprovada", "acolhida", "homologada"; the board's own verb: "o Conselho aprova"
    r"(?:aprovad|adotad|homologad|ratificad|acolhid)[ao]s?|aprova(?:m|ram|u)?|"
    # ... in the present and the preterite: "adota", "aprovou", "homologaram", "acolheu"
    r"(?:aprov|adot|homolog)(?:a|am|ou|aram)|acolhe(?:m|u|ram)?|"
    # sv "antogs", "godkändes", "fastställdes", "biföll", "beslutade att fastställa"
    r"antagen|antaget|antagna|antogs|godk(?:ä|a)nd(?:es|e|a|t)?|"
    r"fastst(?:ä|a)ll(?:d(?:es|e|a)?|t)|bif(?:ö|o)lls?|beslutade\s+att\s+fastst(?:ä|a)lla|"
    # ... and in the present, as a protocol records its own decision: "styrelsen godkänner
    # intervallet", "fastställer", "bifaller förslaget" ("antar" is left out: it is also "assumes")
    r"godk(?:ä|a)nner|fastst(?:ä|a)ller|bifaller|"
    r"beslutade\s+i\s+enlighet\s+med\s+f(?:ö|o)rslaget|"
    # es: the board's own verb in the present and the preterite, as an acta records it ("la
    # propuesta … se aprueba", "el Comité aprobó la banda", "adoptaron", "ratifica")
    r"aprueba(?:n)?|aprob(?:ó|o|aron)|(?:adopt|acept|ratific)(?:an|ó|aron)|ratifica|"
    # ... or makes the proposal its own ("la comisión de control la hizo suya", "las hace
    # suyas", "hicieron suya la recomendación")
    r"(?:(?:la|lo|las|los)\s+)?(?:hizo|hicieron|hace|hacen)\s+suy[ao]s?|"
    # da: adopted, approved, agreed ("forslaget blev vedtaget", "bestyrelsen godkendte
    # forslaget", "godkender", "tiltrådte indstillingen")
    r"vedtag(?:et|ne|es)|vedtog|godkend(?:t|te|er|es|tes)|tiltr(?:å|aa)d(?:t|te|er))"
)
#: a value proposed and turned down, or whose adoption is denied ("n'est pas retenue", "nicht
#: angenommen", "non è stata approvata", "no fue aprobada", "niet aangenomen")
HYPOTHETICAL: Final = (
    r"\b(?:abgelehnt|verworfen|"
    r"refus(?:é|e)e?s?|rejet(?:é|e)e?s?|"
    # fr: put off, withdrawn or voted down ("a été reporté", "retirée avant la séance",
    # "ajourné", "la résolution a été battue", "défaite"), of a proposal, a point or a resolution
    r"(?:a|ont|avait|avaient|est|sont|fut|furent)\s+(?:(?:é|e)t(?:é|e)\s+)?(?:retir|report|ajourn|"
    r"diff(?:é|e)r)(?:é|e)e?s?|(?:report|ajourn)(?:é|e)e?s?\s+(?:à|a|au|aux)\s|"
    r"(?:a|ont)\s+(?:(?:é|e)t(?:é|e)\s+)?(?:battue?s?|d(?:é|e)faite?s?|mise?s?\s+en\s+minorit(?:é|e))|"
    r"respint[ao]|rifiutat[ao]|bocciat[ao]|"
    r"rechaz(?:ó|o|ad[ao]|aron)|"
    r"afgewezen|verworpen|"
    # nl: withdrawn, put off, voted down ("het voorstel werd ingetrokken", "is verdaagd naar
    # het volgende comité", "uitgesteld", "weggestemd", "van de agenda gehaald")
    r"(?:ingetrokken|teruggetrokken|verdaagd|uitgesteld|weggestemd)|"
    r"van\s+de\s+agenda\s+(?:gehaald|afgevoerd|geschrapt)|"
    # pt: turned down, or put off (taken off the agenda, withdrawn, sent back)
    r"rejeit(?:ad[ao]s?|ou|aram)|recus(?:ad[ao]s?|ou|aram)|indeferid[ao]s?|vetad[ao]s?|"
    r"retirad[ao]s?\s+de\s+pauta|(?:foi|foram)\s+retirad[ao]s?|adiad[ao]s?|"
    r"devolvid[ao]s?\s+(?:à|a|ao)\s+|"
    # it: turned down, or put off, withdrawn
    r"respins[eo]|rinviat[aoie]|ritirat[aoie]|stralciat[aoie]|"
    # sv: turned down, tabled, sent back, withdrawn
    r"avsl(?:og|ogs|agen|aget|agna)|bordl(?:ade|ades|agd|agt|agda)|"
    r"(?:å|a)terremitter(?:ade|ades|at|ad)|drogs\s+tillbaka|r(?:ö|o)stades\s+ned|"
    r"avslag(?:en|et|na)?|"
    r"(?:antogs|godkändes|fastställdes|beslutades)\s+(?:inte|ej)|"
    # fr: withdrawn, adjourned, defeated in a vote ("la recommandation a été retirée avant la
    # séance", "la résolution a été battue", "le point est ajourné")
    # (accented, or after "été": the English "retire", "retirees" withdraw nothing)
    r"retir(?:é|ée|és|ées)|été\s+retir(?:e|ee|es|ees)|ajourn(?:é|ée|és|ées)|"
    r"(?:été|fut|furent)\s+battue?s?|"
    # pt: taken off the agenda in a European Portuguese acta ("o ponto foi retirado da ordem de
    # trabalhos", "retirada da ordem do dia")
    r"retirad[ao]s?\s+da\s+ordem\s+(?:de\s+trabalhos|do\s+dia)|"
    # ... or its adoption denied: "blev ikke vedtaget", "no se aprueba" (a reflexive passive)
    r"(?:pas|nicht|non|no|niet|n(?:ã|a)o|inte|ej|ikke)\s+(?:se\s+)?(?:(?:été|worden|wurde|stat[ao]|"
    r"(?:è|e)\s+stat[ao]|"
    rf"sido|fue|ha\s+sido|foi|foram|blev|har\s+blivit|er\s+blevet)\s+)?{_ADOPTION}|"
    # es: turned down or put off, in the wording of an acta (`decision_lexicon_es`)
    rf"{SPANISH_HYPOTHETICAL})\b"
    # da and no: turned down, withdrawn, put off ("Investeringsudvalget forkastede det",
    # "indstillingen blev trukket tilbage", "sagen er udsat", "Finansutvalget avviste det"),
    # kept in one place (`polarity_de_da.REFUSAL`)
    rf"|{NORDIC_REFUSAL}"
    # pl and fi: turned down, put off, withdrawn, sent back (`polarity_pl`, `polarity_fi`)
    rf"|{POLISH_REFUSAL}|{FINNISH_REFUSAL}"
    # hu: withdrawn, rejected, adjourned, taken off the agenda (`polarity_hu`)
    rf"|{HU_REFUSAL}"
    # cs and ro: taken off the agenda, put off, turned down (`polarity_cs`, `polarity_ro`)
    rf"|{CZECH_REFUSAL}|{ROMANIAN_REFUSAL}"
    # hr, sr, bs and sl: withdrawn, put off, turned down, short of its vote (`polarity_hr`)
    rf"|{HR_REFUSAL}"
    # lt: turned down, taken off the agenda, put off, not adopted (`polarity_lt`)
    rf"|{LT_REFUSAL}"
)
#: a value named as only proposed ("der Vorschlag", "la fourchette proposée", "la propuesta",
#: "het voorstel"): an adoption said of it (`ADOPTED`) makes it the value in force, as the
#: English "proposed … was adopted" does
PROPOSED: Final = (
    r"\b(?:vorschlag\w*|vorgeschlagen|"
    r"proposition|propos(?:é|e)e?s?|"
    # fr: the verbs of proposing, suggesting or recommending in the imperfect, the present and
    # the participle ("proposait", "proposant", "suggérait", "recommandait")
    r"propos(?:ait|aient|ant|a|èrent|erent)|sugg(?:é|e)r(?:ait|aient|ant|a|(?:é|e)e?s?)|"
    r"recommand(?:ait|aient|ant|a)|"
    r"propost[ao]|"
    r"propuest[ao]|"
    r"voorstel|voorgesteld|"
    # nl: the separable verb of proposing, its particle at the main clause's end ("de
    # sleutelfunctie stelde 12 % voor, maar …"; "stelt … vast", sets, is none)
    r"stel(?:de|den|t|len)\b[^.;:,]{0,120}?\bvoor(?=\s*(?:[,.;:]|$|\s(?:maar|en|dus)\b))|"
    # it: a verb of proposing besides the noun ("la SGR propone 16,5 %", "proponeva")
    r"propo(?:ne|ngono|neva|nevano|se|sero)|"
    # pt: the noun, the verb and a draft ("a minuta da PI trazia 35 %")
    r"propost[ao]s?|propos(?:to|ta)s?|prop(?:ô|o)s|prop(?:õ|o)e(?:m)?|propuse(?:ram|mos)|"
    r"sugeri(?:u|ram)|sugerid[ao]s?|minutas?|"
    # it: suggested
    r"suggerit[aoie]|"
    # sv: the noun, the verb and a draft or consultation version
    r"f(?:ö|o)rslag(?:et|en)?|f(?:ö|o)reslog|föreslår|föreslagen|föreslaget|föreslagna|tillstyrkte|"
    r"utkast(?:et)?|remissversion(?:en)?|remissutkast(?:et)?|"
    # es: the verbs of proposing (`decision_lexicon_es`)
    rf"{SPANISH_PROPOSED}|"
    # fr and pt: a recommendation ("le gestionnaire de risques recommandait", "la
    # recommandation", "a função de gestão de riscos recomendava")
    r"recommand(?:ait|aient|a|é|e|ée|és|ées)|recommandations?|"
    r"recomend(?:ava|avam|ou|aram|ad[ao]s?)|recomenda(?:ç|c)(?:ã|a)o|recomenda(?:ç|c)(?:õ|o)es)\b"
    # pl and fi (`polarity_pl`, `polarity_fi`)
    rf"|{POLISH_PROPOSED}|{FINNISH_PROPOSED}"
    # hu (`polarity_hu`)
    rf"|{HU_PROPOSED}"
    # cs and ro (`polarity_cs`, `polarity_ro`)
    rf"|{CZECH_PROPOSED}|{ROMANIAN_PROPOSED}"
    # hr, sr, bs and sl (`polarity_hr`)
    rf"|{HR_PROPOSED}"
    # lt (`polarity_lt`)
    rf"|{LT_PROPOSED}"
)
#: a proposal the sentence says was turned down or put off, named on its own and closed there
#: ("o Comitê rejeitou a proposta (3 votos a 2) e o limite continua em 12 %", "il CdA ha
#: respinto la proposta; resta il 30 %", "styrelsen avslog förslaget; taket ligger kvar"): what
#: the rest of the sentence says is what holds (`polarity` strips it as it does the English)
REFUSED_PROPOSAL: Final = (
    r"\b(?:"
    # pt
    r"(?:rejeitou|recusou|indeferiu|vetou|(?:n(?:ã|a)o|nem)\s+(?:aprovou|acolheu|acatou)|"
    r"retirou\s+de\s+pauta|adiou)\s+(?:a|o|as|os|essa|esta)\s+(?:proposta|sugest(?:ã|a)o|minuta|"
    r"recomenda(?:ç|c)(?:ã|a)o|pleito)|"
    r"(?:a|o|essa|esta)\s+(?:proposta|sugest(?:ã|a)o|minuta|recomenda(?:ç|c)(?:ã|a)o)\s+"
    r"(?:foi|é|e)\s+(?:rejeitad[ao]|recusad[ao]|indeferid[ao]|retirad[ao](?:\s+de\s+pauta)?|"
    r"adiad[ao]|n(?:ã|a)o\s+aprovad[ao])|"
    # it
    r"(?:(?:ha|hanno)\s+(?:respinto|rinviato|ritirato|bocciato)|respinse|rinvi(?:ò|o)|"
    r"non\s+ha\s+(?:approvato|accolto))\s+(?:la|il|tale|questa)\s+(?:proposta|richiesta|bozza)|"
    r"(?:la|tale|questa)\s+(?:proposta|richiesta|bozza)\s+(?:(?:è|e)\s+stata|fu|viene)\s+"
    r"(?:respinta|rinviata|ritirata|bocciata|non\s+approvata)|"
    # sv
    r"(?:avslog|bordlade|återremitterade|underkände|godkände\s+inte|antog\s+inte)\s+"
    r"(?:förslaget|yrkandet|framställan|utkastet)|"
    r"(?:förslaget|yrkandet|framställan|utkastet)\s+(?:avslogs|bordlades|återremitterades|"
    r"drogs\s+tillbaka|godkändes\s+inte|antogs\s+inte))"
    # ... closed there: a vote count in brackets may follow, then a stop or a conjunction
    r"(?=\s*(?:\([^()]{0,40}\))?\s*(?:[,;.:]|$|\s(?:e|ed|mas|por(?:é|e)m|ma|per(?:ò|o)|"
    r"quindi|och|men|så)\b))|"
    # nl: "het voorstel werd ingetrokken door de indiener: …", "dit voorstel is verworpen (2
    # stemmen voor, 5 tegen); …"
    r"\b(?:het|dit|dat)\s+(?:voorstel|ontwerp|amendement|agendapunt|punt)\s+"
    r"(?:[^\d\s.;:,]+\s+){0,2}?(?:werd|is|was|wordt)\s+(?:(?:ook|dan|echter|uiteindelijk)\s+)?"
    r"(?:ingetrokken|teruggetrokken|verdaagd|uitgesteld|afgewezen|verworpen|weggestemd|"
    r"niet\s+(?:aangenomen|goedgekeurd))"
    r"(?=(?:\s+(?:door|op|tot|naar|in|van|bij)\s+(?:[\w'’-]+\s+){0,2}?[\w.'’-]+)?"
    r"\s*(?:\([^()]{0,60}\))?\s*(?:[,;.:]|$|\s(?:en|maar|dus|zodat)\b))|"
    # fr: "la proposition a été retirée avant la séance : …", "la résolution a été rejetée (3
    # voix pour, 5 contre); …" (the proposal named alone, no figure of its own in between)
    r"\b(?:la|le|cette|ce)\s+(?:proposition|r(?:é|e)solution|recommandation|demande|point|"
    r"projet)\s+(?:[^\d\s.;:,]+\s+){0,2}?(?:a|avait)\s+(?:(?:é|e)t(?:é|e)\s+)?(?:retir|report|"
    r"ajourn|rejet|refus|battu|d(?:é|e)fait)\w*"
    r"(?=(?:\s+(?:avant|lors|(?:à|a)|au|en|par)\s+(?:[\w'’-]+\s+){0,2}?[\w.'’-]+)?"
    r"\s*(?:\([^()]{0,60}\))?\s*(?:[,;.:]|$|\s(?:et|mais|donc|ainsi)\b))"
)
#: a proposal said to be adopted (a negation before it is turned down: `HYPOTHETICAL`, which
#: `polarity` reads first)
ADOPTED: Final = (
    rf"\b{_ADOPTION}\b|{NORWEGIAN_ADOPTED}|{POLISH_ADOPTED}|{FINNISH_ADOPTED}|"
    rf"{CZECH_ADOPTED}|{ROMANIAN_ADOPTED}|{HU_ADOPTED}|{HR_ADOPTED}|"
    rf"{LT_ADOPTED}"
)

__all__ = ["ADOPTED", "HYPOTHETICAL", "PAST", "PROPOSED", "REFUSED_PROPOSAL", "UNTIL_DATE"]
