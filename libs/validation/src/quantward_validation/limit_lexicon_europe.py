"""The subjects of limits in the continental-European languages of a fund's paperwork.

A Spezialfonds' Anlagerichtlinien, a fonds dédié's règlement, an Italian fund's regolamento, a
Spanish folleto or a Dutch beleggingsrichtlijn bound the same things an English mandate does, in
their own words: the weight of one issuer ("Emittentengrenze", "un même émetteur", "un singolo
emittente", "un mismo emisor", "één uitgevende instelling"), cash ("Liquidität", "liquidités",
"liquidità", "liquidez", "liquide middelen"), leverage ("Hebel", "effet de levier", "leva",
"apalancamiento", "hefboom"), volatility, sectors, countries, currencies, the tracking error by
its local names, turnover and illiquid holdings. `EUROPEAN_SUBJECTS` holds, for each canonical
subject of `limits`, a pattern of those words over lower-cased text (config names already split,
so a German compound field such as `emittentengrenze` or `volatilitaetsobergrenze` is one word,
read here by its stem); `limits.SUBJECTS` joins it to the subject's other patterns, so every reader
(mandate bounds, provenance, the Guardian's assumption checks) maps them to one subject.

Stems are matched inside German and Dutch compounds ("Einzelemittentenlimit", "Mindestliquidität",
"Bruttohebel"), but only where no everyday word carries the same letters ("aushebeln" is no
leverage, "illiquide" is no cash).
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.limit_lexicon_cs_ro import CS_RO_SUBJECTS
from quantward_validation.limit_lexicon_hr import HR_SUBJECTS
from quantward_validation.limit_lexicon_hu import HU_SUBJECTS
from quantward_validation.limit_lexicon_lt import LT_SUBJECTS
from quantward_validation.limit_lexicon_pl_fi import PL_FI_SUBJECTS

#: one issuer's weight: the stem of the word for issuer in each language, and "a single"/"one"
#: before a line or security ("Einzeltitel", "un seul titre", "un singolo titolo", "één positie")
_POSITION: Final = re.compile(
    # de/nl "Emittent", also in compounds: "Emittentengrenze", "Einzelemittent", "emittentlimiet"
    r"emittent(?!e\b)\w*|"
    # it "emittente/i", fr "émetteur", es "emisor(es)", nl "uitgevende instelling"
    r"\bemittent[ei]\b|\b(?:é|e)metteurs?\b|\bemisor(?:es|as?)?\b|"
    r"\buitgevende\s+instelling(?:en)?\b|"
    r"\beinzel(?:titel|wert|werte|position|positionen|anlage|anlagen)\w*|"
    r"\b(?:un\s+(?:m(?:ê|e)me|seul)|chaque)\s+(?:titre|(?:é|e)metteur|valeur|ligne)\b|"
    r"\b(?:un\s+)?singol[oa]\s+(?:titolo|emittente|strumento|posizione)\b|"
    r"\b(?:un\s+(?:mismo|(?:ú|u)nico)|cada)\s+(?:valor|t(?:í|i)tulo|emisor|emisora)\b|"
    r"\b(?:(?:é|e)(?:é|e)n|elke|iedere)\s+(?:positie|effect|belegging|titel)\b"
)

#: cash and its buffer: "Liquidität(squote)", "Barmittel", "Bankguthaben", "liquidités",
#: "trésorerie", "liquidità", "disponibilità liquide", "liquidez", "tesorería", "efectivo",
#: "liquide middelen", "kasgeld", "contanten" (never the illiquid: "illiquide", "illiquidità")
_CASH: Final = re.compile(
    r"(?<!il)(?<!nicht\s)liquidit(?:ä|ae)t(?!s?risiko)\w*|\bbarmittel\w*|\bbankguthaben\b|"
    r"\bkasse(?:nbestand|nhaltung)?\b|"
    r"\bliquidit(?:é|e)s\b|\btr(?:é|e)sorerie\b|"
    r"\bliquidit(?:à|a)\b|\bdisponibilit(?:à|a)\s+liquide\b|"
    r"\bliquidez\b|\btesorer(?:í|i)a\b|\b(?:el|en)\s+efectivo\b|"
    r"\bliquide\s+middelen\b|\bcontanten\b|\bkas(?:geld|positie|gewicht|middelen)\b"
)

#: leverage: "Hebel", "Hebelwirkung", "Bruttohebel", "effet de levier", "levier brut", "leva
#: (finanziaria, lorda)", "apalancamiento", "hefboom(werking)", and gross exposure said so
_GROSS: Final = re.compile(
    r"\bhebel(?:wirkung|grenze|limit|quote|faktor)?\b|\b(?:brutto|netto|gesamt)hebel\w*|"
    r"\blevier\b|\bleva(?:\s+(?:finanziaria|lorda))?\b|\bapalancamiento\b|"
    r"\bhefboom\w*|"
    r"\bbruttoengagement\b|\bgesamtengagement\b|\b(?:brutto|gesamt)[\s-]?exposure\b|"
    r"\bexposition\s+brute\b|"
    r"\besposizione\s+lorda\b|\bexposici(?:ó|o)n\s+bruta\b|\bbruto[\s-]*blootstelling\b"
)

#: net exposure: "Nettoengagement", "exposition nette", "esposizione netta", "exposición neta"
_NET: Final = re.compile(
    r"\bnettoengagement\b|\bexposition\s+nette\b|\besposizione\s+netta\b|"
    r"\bexposici(?:ó|o)n\s+neta\b|\bnetto[\s-]*blootstelling\b"
)

#: volatility and its measure in each language (the English "volatility" is the trade's)
_VOLATILITY: Final = re.compile(
    # German compounds too: "Portfoliovolatilität", "Zielvolatilität"
    r"\w*volatilit(?:ä|ae)t\w*|\bvolatilit(?:é|à|a|e)\w*|\bvolatilidad(?:es)?\b|"
    r"\bstandardabweichung\b|\b(?:é|e)cart[\s-]+type\b|"
    r"\bdeviazione\s+standard\b|\bdesviaci(?:ó|o)n\s+(?:t(?:í|i)pica|est(?:á|a)ndar)\b|"
    r"\bstandaarddeviatie\b"
)

#: the tracking error by its local names (the English term is used in every language too)
_TRACKING: Final = re.compile(
    r"\bnachbildungsfehler\b|\baktives\s+risiko\b|\b(?:é|e)cart\s+de\s+suivi\b|"
    r"\berreur\s+de\s+suivi\b|\brisque\s+actif\b|\brischio\s+attivo\b|"
    r"\berror\s+de\s+seguimiento\b|\briesgo\s+activo\b|\bactief\s+risico\b"
)

#: sectors and industries: "Sektor(en)", "Branche(n)", "secteur", "settore", "sectores",
#: "sectoren" (the bare "sector", English's word too, is the trade pattern's, `limits`)
_SECTOR: Final = re.compile(
    r"\bsektor\w*|\bbranchen?(?:grenze|limit|quote)?\b|\bsecteurs?\b|\bsettor[ei]\b|\bsector(?:es|en)\b|"
    r"\bsectorial(?:es)?\b|\bsectoriel(?:le)?s?\b|\bsettoriale?\b|\bbedrijfstak(?:ken)?\b"
)

#: countries: "Länder(limit)", "pays", "paese/paesi", "país/países", "landen(limiet)"
_COUNTRY: Final = re.compile(
    r"\bl(?:ä|ae)nder\w*|\bl(?:ä|ae)nderrisiko\b|\bpays\b|\bpaes[ei]\b|\bpa(?:í|i)s(?:es)?\b|"
    r"\blandenlimiet\b|\bper\s+land\b"
)

#: currencies: "Währung(en)", "Fremdwährung", "devises", "valuta/valute", "divisas", "moneda",
#: "exposición cambiaria"
_CURRENCY: Final = re.compile(
    r"\w*w(?:ä|ae)hrung\w*|\bdevises?\b|\bvalut[ae]\s+(?:estere?|diverse)\b|"
    r"\besposizione\s+valutaria\b|\bdivisas?\b|\bmonedas?\s+extranjeras?\b|"
    r"\bvreemde\s+valuta\b|\bvalutarisico\b|"
    # fr beside "devises": "le risque de change (résiduel)", "l'exposition de change", "les
    # monnaies étrangères (non couvertes)"
    r"\brisques?\s+de\s+change\b|\bexpositions?\s+(?:au\s+risque\s+)?de\s+change\b|"
    r"\bmonnaies?\s+(?:é|e)trang(?:è|e)res?\b|"
    # es "la exposición cambiaria (sin cobertura)", "el riesgo cambiario", "el riesgo de tipo
    # (tasa) de cambio"; pt "a exposição cambial" (the adjective of the exchange rate, never the
    # rate alone: "la tasa de cambio cerró en 4.100" bounds nothing)
    r"\b(?:exposici(?:ó|o)n|riesgo|posici(?:ó|o)n)(?:es)?\s+cambiari[ao]s?\b|"
    r"\briesgos?\s+(?:de\s+)?(?:tipo|tasa)\s+de\s+cambio\b|\bexposi(?:ç|c)(?:ã|a)o\s+cambial\b"
)

#: turnover: "Umschlag(shäufigkeit)", "taux de rotation", "rotazione del portafoglio", "rotación"
_TURNOVER: Final = re.compile(
    r"\bportfolioumschlag\b|\bumschlagsh(?:ä|ae)ufigkeit\b|\btaux\s+de\s+rotation\b|"
    r"\brotation\s+du\s+portefeuille\b|\brotazione\s+del\s+portafoglio\b|"
    r"\brotaci(?:ó|o)n\s+de\s+(?:la\s+)?cartera\b|\bomloopsnelheid\b"
)

#: illiquid holdings: "illiquide", "illiquidité", "illiquidità", "ilíquidos", "nicht börsennotiert"
_ILLIQUID: Final = re.compile(
    r"\billiquid(?:e|en|es|ité|ite|ità|ita|i|o|a)\b|\bil(?:í|i)quid[oa]s?\b|"
    r"\bnicht\s+b(?:ö|oe)rsennotiert\w*|\bnon\s+cot(?:é|e)e?s\b|\bnon\s+quotat[ie]\b|"
    r"\bno\s+cotizad[oa]s\b|\bniet[\s-]+beursgenoteerd\w*"
)

#: drawdown: "maximaler Verlust vom Höchststand", "perte maximale", "perdita massima", "pérdida
#: máxima", "maximaal verlies" (the English "drawdown" is used in every language too)
_DRAWDOWN: Final = re.compile(
    r"\bverlust\s+vom\s+h(?:ö|oe)chst\w*|\bperte\s+maximale\b|\bperdita\s+massima\b|"
    r"\bp(?:é|e)rdida\s+m(?:á|a)xima\b|\bmaximaal\s+verlies\b"
)

# --- the same subjects in Portuguese and Swedish, and the Italian words missing above; each
# pattern also reads the word unaccented, as a limit's name in code types it
#: one issuer: pt "emissor", "um mesmo emissor"; sv "emittent" is read by the stem above
_POSITION_PT_SV: Final = re.compile(
    r"\bemissor(?:es|as?)?\b|\benskil(?:d|t|da)\s+(?:emittent|bolag)\w*"
)
#: cash: pt "caixa", "disponibilidades"; sv "likviditet", "likvida medel", "kassa"
_CASH_PT_SV: Final = re.compile(
    r"\bcaixa\b|\bdisponibilidades\b|\blikviditet(?!srisk)\w*|\blikvida\s+medel\b|\bkassan?\b"
)
#: leverage: pt "alavancagem"; sv "hävstång", "bruttoexponering"
_GROSS_PT_SV: Final = re.compile(r"\balavancagem\b|\bh(?:ä|a)vst(?:å|a)ng\w*|\bbruttoexponering\w*")
#: the tracking error: it "TEV" (its volatility); pt "erro de acompanhamento"; sv "aktiv risk"
_TRACKING_PT_IT_SV: Final = re.compile(
    r"\btev\b|\berro\s+de\s+acompanhamento\b|\baktiv(?:a)?\s+risk(?:en)?\b"
)
#: currencies: pt "exposição cambial", "moeda estrangeira"; sv "valutaexponering", "valutarisk"
_CURRENCY_PT_SV: Final = re.compile(
    r"\bexposi(?:ç|c)(?:ã|a)o\s+cambial\b|\bmoedas?\s+estrangeiras?\b|\bvalutaexponering\w*|"
    r"\bvalutarisk\w*|\bexponering\s+(?:mot|i)\s+(?:utl(?:ä|a)ndsk|annan)\s+valuta\b"
)
#: unlisted holdings: sv "onoterade (tillgångar)"; pt "ativos não listados"
_ILLIQUID_PT_SV: Final = re.compile(r"\bonoterad\w*|\bn(?:ã|a)o\s+(?:listad|cotad)[oa]s\b")
#: equities: pt "renda variável", "ações"; es "renta variable", "acciones" (never the acts a
#: body takes: "acciones correctoras", "acciones de mejora"); it "azioni", "componente
#: azionaria"; sv "aktier"; de "Aktien"; nl "aandelen" and its compounds ("aandelencomponent",
#: "aandelenportefeuille"), never the singular "aandeel" (a share of anything)
_EQUITY: Final = re.compile(
    r"\brenda\s+vari(?:á|a)vel\b|\ba(?:ç|c)(?:õ|o)es\b|\bazion(?:i|aria|ario)\b|\baandelen\w*|"
    r"\brenta\s+variable\b|"
    r"\bacciones\b(?!\s+(?:correct|corrector|de\s+mejora|emprendid|formativ|legal|judicial)\w*)|"
    r"\baktie(?:r|rna|andel|exponering)?\b|"
    # fr "les actions (suisses et étrangères)", "la part en actions", "actions étrangères": the
    # plural only, never the acts a body takes ("actions correctives", "plan d'actions",
    # "actions menées / entreprises"), nor an English minute's "Actions:", "corrective actions"
    r"(?<!plan\sd')(?<!plan\sd’)(?<!plans\sd')(?<!corrective\s)(?<!remedial\s)(?<!next\s)"
    r"(?<!follow-up\s)(?<!agreed\s)(?<!open\s)\bactions\b(?!:)(?!\s+(?:correct|rem(?:é|e)d|"
    r"men(?:é|e)es|entrepris|de\s+(?:formation|sensibilisation|communication|suivi|"
    r"am(?:é|e)lioration)|en\s+justice|items?\b|points?\b|taken|required|agreed|to\b|for\b|"
    r"by\b|were\b|are\b|will\b)\w*)|"
    # de "Aktien" and the compounds that measure them ("Aktienquote", "Aktienanteil",
    # "Aktienexposure", "Aktiengewichtung": `compound_heads`), never a compound naming something
    # else of them ("Aktienmandat", "Aktienindex", "Aktienkurs")
    r"\baktien(?:quoten?|anteile?|exposures?|gewicht(?:ung)?|allokation|engagements?)?\b"
)
#: how many holdings: it "numero (minimo) di emittenti/titoli"; pt "número de emissores"; sv
#: "antal innehav"
_HOLDINGS_COUNT: Final = re.compile(
    r"\bn(?:ú|u)mero\s+(?:m(?:í|i)nimo\s+)?d[ie]\s+(?:emittenti|titoli|emissores|ativos)\b|"
    r"\bantal(?:et)?\s+(?:innehav|v(?:ä|a)rdepapper|bolag|emittenter)\w*"
)
#: the votes of one company held: sv "andel av rösterna", "röstandel"
_VOTES: Final = re.compile(r"\bandel(?:en)?\s+av\s+r(?:ö|o)sterna\b|\br(?:ö|o)standel\w*")


# --- the same subjects in Danish and Norwegian (a pension company's investeringsretningslinjer,
# a pensjonskasse's investeringsstrategi), also as code types them without "æ", "ø", "å"
#: one issuer: "en enkelt udsteder", "enkeltudsteder", "pr. udsteder", "en enkelt utsteder",
#: "enkeltselskab", "single name" said in English inside the Danish
_POSITION_DA_NO: Final = re.compile(
    r"\b(?:en\s+)?enkel(?:t|te)\s*(?:udsteder|utsteder|selskab|selskap|navn|aktie|"
    r"v(?:æ|ae)rdipapir|verdipapir|modpart|motpart|position|posisjon)\w*|"
    r"\b(?:pr\.?|per)\s+(?:udsteder|utsteder)\b|\bsamme\s+(?:udsteder|utsteder)\b"
)
#: cash: "likviditet(sbeholdning)" (read above with Swedish), "likvide midler", "kontanter",
#: "kontantbeholdning", "kassebeholdning"
_CASH_DA_NO: Final = re.compile(
    r"\blikvide\s+midler\b|\bkontant(?:er|beholdning(?:en)?)\b|\bkassebeholdning(?:en)?\b"
)
#: leverage: "gearing", "belåning", "bruttoeksponering"
_GROSS_DA_NO: Final = re.compile(
    r"\bgearing(?:en)?\b|\bbel(?:å|aa|a)ning(?:en)?\b|\bbruttoeksponering\w*"
)
#: the tracking error: "aktiv risiko", "den aktive risiko", and the volatility of the return
#: relative to the index, as Nordic mandates name it ("forventet relativ volatilitet", sv
#: "relativ volatilitet", da "relativ volatilitet")
_TRACKING_DA_NO: Final = re.compile(
    r"\baktiv(?:e)?\s+risiko(?:en)?\b|\brelativ(?:e)?[\s_-]*volatilitet(?:en)?\b"
)
#: currencies: "valutaeksponering", "valutarisiko", "udenlandsk valuta", "fremmed valuta"
_CURRENCY_DA_NO: Final = re.compile(
    r"\bvalutaeksponering\w*|\bvalutarisiko\w*|\b(?:udenlandsk|utenlandsk|fremmed)\s+valuta\b"
)
#: unlisted and illiquid holdings: "unoterede", "unoterte", "ikke-børsnoterede", "illikvide"
_ILLIQUID_DA_NO: Final = re.compile(
    r"\bunoter(?:et|ede|t|te)\b|\bikke[\s-]+b(?:ø|o)rsnoter\w*|\billikvid(?:e|t)?\b"
)
#: equities: "aktier(ne)", "aktieandel(en)", "aktieeksponering(en)", "aksjer", "aksjeandel"
_EQUITY_DA_NO: Final = re.compile(
    r"\baktie(?:rne|andelen|eksponering(?:en)?)\b|\baksje(?:r|ne|andel(?:en)?|eksponering\w*)\b"
)


def _either(*patterns: re.Pattern[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.pattern})" for p in patterns))


#: canonical subject (as in `limits.SUBJECTS`) -> its words in German, French, Italian, Spanish,
#: Dutch, Portuguese, Swedish, Danish and Norwegian
EUROPEAN_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _either(_POSITION, _POSITION_PT_SV, _POSITION_DA_NO),
    "cash_weight": _either(_CASH, _CASH_PT_SV, _CASH_DA_NO),
    "max_gross_leverage": _either(_GROSS, _GROSS_PT_SV, _GROSS_DA_NO),
    "max_net_exposure": _NET,
    "target_volatility": _VOLATILITY,
    "max_tracking_error": _either(_TRACKING, _TRACKING_PT_IT_SV, _TRACKING_DA_NO),
    "max_sector_weight": _SECTOR,
    "max_country_weight": _COUNTRY,
    "max_currency_exposure": _either(_CURRENCY, _CURRENCY_PT_SV, _CURRENCY_DA_NO),
    "max_turnover": _TURNOVER,
    "max_illiquid_weight": _either(_ILLIQUID, _ILLIQUID_PT_SV, _ILLIQUID_DA_NO),
    "max_drawdown": _DRAWDOWN,
    "max_equity_weight": _either(_EQUITY, _EQUITY_DA_NO),
    "min_holdings_count": _HOLDINGS_COUNT,
    "max_issue_ownership": _VOTES,
}
#: ... and in Polish, Finnish and European Portuguese (`limit_lexicon_pl_fi`), each subject's
#: words joined to the ones above
EUROPEAN_SUBJECTS.update(
    {
        subject: _either(EUROPEAN_SUBJECTS[subject], pattern)
        for subject, pattern in PL_FI_SUBJECTS.items()
    }
)
#: ... and in Czech and Romanian (`limit_lexicon_cs_ro`)
EUROPEAN_SUBJECTS.update(
    {
        subject: _either(EUROPEAN_SUBJECTS[subject], pattern)
        for subject, pattern in CS_RO_SUBJECTS.items()
    }
)
#: ... and in Hungarian (`limit_lexicon_hu`)
EUROPEAN_SUBJECTS.update(
    {
        subject: _either(EUROPEAN_SUBJECTS[subject], pattern)
        for subject, pattern in HU_SUBJECTS.items()
    }
)
#: ... and in Croatian and its South Slavic kin (`limit_lexicon_hr`)
EUROPEAN_SUBJECTS.update(
    {
        subject: _either(EUROPEAN_SUBJECTS[subject], pattern)
        for subject, pattern in HR_SUBJECTS.items()
    }
)
#: ... and in Lithuanian (`limit_lexicon_lt`)
EUROPEAN_SUBJECTS.update(
    {
        subject: _either(EUROPEAN_SUBJECTS[subject], pattern)
        for subject, pattern in LT_SUBJECTS.items()
    }
)


__all__ = ["EUROPEAN_SUBJECTS"]
