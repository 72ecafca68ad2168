"""A level a continental report gives beside the limit it is measured against, in one sentence.

A Brazilian EFPC's relatório de enquadramento, an Italian fondo pensione's monitoring note and a
Swedish AP-fond's risk report print the book's level at a date and the limit it is measured
against in one sentence: "a renda variável fechou o mês em 23,4%, frente ao limite superior de
30%", "la componente azionaria si attestava al 31%, rispetto al limite del 35%", "onoterade
tillgångar uppgick till 4 % per 2025-03-31, mot limiten 5 %". Only the second figure bounds the
book; the first is where it stood. `monitored_levels` reads this in English ("closed at 5.5 %
against a limit of 7 %"); its verbs and its "against the limit" are English words, so the same
report written in another language gave its level for the limit.

`reported_against_limit` says whether a figure is such a level: a verb that reports a level
(closed, stood, amounted to, reached, was) opens its clause, no word of a bound stands between
(the limit "fechou em" nothing), and after the figure's own words (its base, the day it was read)
the sentence sets a limit with its own figure against it. Both sides are needed: a figure a verb
reports with no limit beside it, or a limit named beside a figure no verb reports, is left to
the other readers. Pure: text in, a yes or no out.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.decision_lexicon_es import REPORTING as MORE_REPORTING

#: a verb (with its period, when said) that reports the level something stood at, then the
#: preposition before the figure: pt "fechou (o mês) em", "encerrou", "ficou em", "atingiu",
#: "situou-se em", "alcançou", "totalizou", "somava", "correspondia a", "estava em", "era de",
#: "foi de"; es "cerró (el mes) en", "se situó en", "alcanzó", "ascendió a", "quedó en", "era
#: de", "fue de"; it "ha chiuso (il mese) al", "si attestava al", "si è attestata al", "era pari
#: al", "ammontava al", "è risultata pari al", "raggiungeva"; fr "a clôturé (le mois) à",
#: "s'établissait à", "s'élevait à", "atteignait", "était de"; de "schloss (den Monat) bei",
#: "lag bei", "betrug", "belief sich auf", "erreichte", "stand bei"; nl "sloot op", "stond op",
#: "bedroeg", "kwam uit op"; sv "uppgick till", "låg på", "stod på/i", "slutade på", "stängde
#: på", "var", "uppgår till", "ligger på"
_REPORTING: Final = (
    # Portuguese
    r"(?:fech(?:ou|ava|a)|encerr(?:ou|ava)|termin(?:ou|ava))(?:\s+(?:o|a)\s+\w+(?:\s+de\s+\S+)?)?"
    r"\s+(?:em|a|no|na)|"
    r"fic(?:ou|ava)\s+em|ating(?:iu|ia)|alcan(?:ç|c)(?:ou|ava)|totaliz(?:ou|ava)|som(?:ou|ava)|"
    r"(?:situ(?:ou|ava)-se|se\s+situ(?:ou|ava))\s+em|correspond(?:ia|eu)\s+a|"
    r"estava\s+em|(?:era|foi)\s+de|"
    # Spanish
    r"(?:cerr(?:ó|o|aba))(?:\s+(?:el|la)\s+\w+)?\s+en|se\s+situ(?:ó|o|aba)\s+en|"
    r"alcanz(?:ó|o|aba)|ascend(?:ió|io|ía|ia)\s+a|qued(?:ó|o|aba)\s+en|(?:era|fue)\s+de|"
    # Italian
    r"(?:ha\s+)?chius[oa](?:\s+(?:il|la)\s+\w+)?\s+(?:a|al|all['’]|in)|chiudeva\s+(?:a|al)|"
    r"(?:si\s+(?:è|e)\s+attestat[oa]|si\s+attestava|attestandosi)\s+(?:a|al|all['’]|sul)|"
    r"(?:era|(?:è|e)\s+risultat[oa])\s+pari\s+(?:a|al|all['’])|ammontava\s+(?:a|al|all['’])|"
    r"raggiungeva|ha\s+raggiunto|"
    # French
    r"(?:a\s+)?cl(?:ô|o)tur(?:é|e|ait)(?:\s+(?:le|la)\s+\w+)?\s+(?:à|a)|"
    r"s['’](?:é|e)tabliss?ait\s+(?:à|a)|s['’](?:é|e)levait\s+(?:à|a)|atteignait|(?:é|e)tait\s+de|"
    # German and Dutch; German verbs of position in every tense and number ("lag", "liegt",
    # "lagen", "stand", "steht") take their figure with "bei" (after the day it was read, when
    # said: `_READ_ON`)
    r"schloss(?:\s+(?:den|die|das)\s+\w+)?\s+(?:bei|mit)|"
    r"(?:lag|lagen|liegt|liegen|stand|standen|steht|stehen)(?:\s+bei|(?=\s+(?:per|am|zum)\s+\d))|"
    r"betrug|"
    r"belief\s+sich\s+auf|erreichte|sloot(?:\s+de\s+\w+)?\s+op|stond\s+op|bedroeg|"
    r"kwam\s+uit\s+op|"
    # Swedish
    r"uppg(?:ick|år|ar)\s+till|l(?:å|a)g\s+p(?:å|a)|ligger\s+p(?:å|a)|stod\s+(?:p(?:å|a)|i)|"
    r"slutade\s+p(?:å|a)|st(?:ä|a)ngde\s+p(?:å|a)|(?-i:var)|"
    # ... and the other verbs of a risk unit's report (`decision_lexicon_es`)
    rf"{MORE_REPORTING}|"
    # Danish and Norwegian: "udgjorde", "utgjorde", "lå på", "androg", "beløb sig til", "endte
    # på", "lukkede på"
    r"udgjorde|udg(?:ø|o)r|utgjorde|utgj(?:ø|o)r|l(?:å|a)\s+p(?:å|a)|androg|"
    r"bel(?:ø|o)b\s+sig\s+til|endte\s+p(?:å|a)|lukkede\s+p(?:å|a)|"
    # Polish, in every gender and aspect: "wyniosła", "wyniósł", "wynosiła", "kształtowała się
    # (na poziomie)", "osiągnęła", "stanowiła", "zamknęła się na"
    r"wyni(?:ó|o)s(?:ł|l)\w*|wynosi(?:ł|l)\w*|"
    r"(?:u)?kszta(?:ł|l)towa(?:ł|l)\w*\s+si(?:ę|e)(?:\s+na\s+poziomie)?|"
    r"osi(?:ą|a|ę|e)gn(?:ą|a|ę|e)(?:ł|l)\w*|stanowi(?:ł|l)\w*|"
    r"zamkn(?:ą|a|ę|e)(?:ł|l)\w*\s+si(?:ę|e)\s+na|"
    # Croatian, Serbian and Bosnian, in the present and the past of every gender ("iznosi",
    # "iznosio", "iznosila", "dosegnuo", "dosegla"), and the Slovenian "znaša", "znašal(a)"
    r"iznos(?:i|io|ila|ilo|ili|ile)|dosegn?(?:uo|ula|ulo|uli|la|lo|li)|"
    r"zna(?:š|s)a(?:l|la|lo|li)?|"
    # Lithuanian: "buvo" (was; never before a participle, the passive of a limit set),
    # "sudarė" (amounted to), "siekė", "pasiekė" (reached)
    r"buvo(?!\s+[^\W\d_]+(?:tas|ta|ti|tos|mas|ma))|sudar(?:ė|e|o)|(?:pa)?siek(?:ė|e)"
)
#: a day a level was read on ("31/12/2025", "2025-03-31", "31.12.2024", the Central European
#: "31. 3. 2025" with its spaces)
_DAY: Final = r"(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\s?\d{1,2}[/.]\s?\d{2,4})"
#: the day said between the verb and its figure, with the preposition that brings the figure
#: after it: nl "stond op 31/12/2025 op 4,3%", "bedroeg per 31/12/2025", de "lag am 31.12.2024
#: bei", "lag per 31.03.2025 bei", "betrug zum 31.12.2025", fr "s'établissait au 31/12/2024 à"
_READ_ON: Final = (
    rf"(?:\s+(?:op|per|am|zum|au|al|em|en|on|at|k|ke|ku|na|pe|till|p(?:å|a))?\s*{_DAY}"
    r"(?:\s+(?:op|bei|auf|à|a|em|en|al|at|on|till|p(?:å|a)|na))?)?"
)
#: a noun that labels the figure after it as the level read, not set: sk "skutočnosť", cs
#: "skutečnost", "skutečný stav", sk "skutočný stav", "aktuálny stav"; nl "werkelijke stand",
#: "realisatie"; the day it was read may follow ("skutočnosť k 31. 3. 2025")
_ACTUAL_LABEL: Final = (
    r"skuto(?:č|c)nos(?:ť|t)|skute(?:č|c)nost|skute(?:č|c)n(?:ý|y)\s+stav|"
    r"skuto(?:č|c)n(?:ý|y)\s+stav|aktu(?:á|a)ln(?:y|í|i|ý)\s+stav|"
    r"werkelijke\s+stand|realisatie|"
    # hr / sr / bs / sl "stanje" (the level), "dejansko / trenutno / stvarno stanje", with the
    # time it was read said in words between: "stanje ob koncu septembra", "stanje krajem
    # rujna 2025.", "stanje na dan 30. 9. 2025" (its date read by `_READ_ON`)
    r"(?:(?:dejansk|trenutn|stvarn|aktualn)\w*\s+)?stanj[eu]"
    r"(?:\s+(?:ob|na)\s+(?:koncu|kraju)\s+[^\W\d_]+(?:\s+\d{4}\.?)?|"
    r"\s+(?:krajem|konec)\s+[^\W\d_]+(?:\s+\d{4}\.?)?|\s+(?:na\s+dan|dne)(?=\s+\d))?|"
    # de "Ist-Wert", "Istwert", "Ist-Stand", "Ist-Quote" (a hyphen or a compound: the bare "ist"
    # is the verb "is")
    r"ist-?(?:wert|stand|quote)"
)
#: the day a level was read on, said as Hungarian says "on" a day: the temporal suffix "-án/-én"
#: (or "-jén" after a vowel) on a year-first date ("2025.03.31-én", "2025. március 31-én"); a
#: report's level stands right after it ("aránya 2025.03.31-én 24%, a limit 30%")
_READ_ON_HU: Final = (
    r"\d{4}\.\s?(?:\d{1,2}\.\s?\d{1,2}\.?|[^\W\d_]+\s+\d{1,2}\.?)\s?-(?:j)?(?:á|a|é|e)n"
)
_REPORTED_BEFORE: Final = re.compile(
    rf"(?<!\w)(?:(?:{_REPORTING}){_READ_ON}|(?P<label>{_ACTUAL_LABEL}){_READ_ON}\s*:?|"
    rf"(?P<day>{_READ_ON_HU}))\s*(?:cerca\s+de\s+|circa\s+|ca\.?\s+|environ\s+|etwa\s+|ungef(?:ä|a)r\s+)?$",
    re.IGNORECASE,
)

#: a limit's noun or an operator in the clause before the figure: the figure is then the limit
#: itself ("o limite fechou em …", "limiten var 5 %", "il tetto era pari al 10 %", "högst");
#: a side said of the subject ("a duration mínima", "the minimum duration") names what is
#: measured, no bound of the figure
_BOUND_WORD: Final = re.compile(
    r"\b(?:l(?:í|i)mit\w*|limiet\w*|gr(?:ä|a)ns\w*|grenze\w*|\w+grenze|tak(?:et)?|golv(?:et)?|"
    r"teto|piso|tetto|soglia|plafond|plancher|seuil|tope|h(?:ö|o)gst|minst|l(?:ä|a)gst|"
    r"no\s+m(?:á|a)ximo|no\s+m(?:í|i)nimo|al\s+massimo|al\s+minimo|au\s+plus|au\s+moins|"
    r"h(?:ö|o)chstens|mindestens|hoogstens|ten\s+minste|"
    # Danish and Norwegian
    r"\w*gr(?:æ|e)nse\w*|loft(?:et)?|gulv(?:et)?|h(?:ø|o)jst|h(?:ø|o)yst|mindst|minst|maks|"
    # Polish: "limit", "limicie", "pułap", "próg", "co najmniej", "nie więcej niż"
    r"limic\w*|pu(?:ł|l)ap\w*|pr(?:ó|o)g(?:u|iem)?|co\s+najmniej|co\s+najwy(?:ż|z)ej|"
    r"nie\s+(?:wi(?:ę|e)cej|mniej)\s+ni(?:ż|z)|"
    # Croatian, Serbian and Slovenian: "ograničenje", "granica", "najviše", "najmanje", "ne smije"
    r"ograni(?:č|c)enj\w*|granic\w*|najvi(?:š|s)e|najmanje|ne\s+smije|omejit\w*|najve(?:č|c)|"
    # Lithuanian: "riba" in every case, "ne daugiau/mažiau", "daugiausia", "mažiausiai", "bent"
    r"rib(?:a|os|ai|ą|oje|ų|oms|as)|ne\s+(?:daugiau|ma(?:ž|z)iau)|daugiausia|ma(?:ž|z)iausiai|"
    r"bent)\b",
    re.IGNORECASE,
)

#: the limit set against the level, with its own figure: pt "frente ao limite (superior) de",
#: "contra o limite de", "ante o limite de", "em relação ao limite de", "para um limite de"; es
#: "frente al límite de", "contra el límite de", "respecto al límite del"; it "rispetto al limite
#: del", "a fronte del limite del", "contro il limite del", "con un limite del"; fr "face à la
#: limite de", "contre une limite de", "par rapport à la limite de", "pour une limite de"; de
#: "gegenüber dem Limit von", "gegen die Obergrenze von", "bei einer Grenze von"; nl "tegenover
#: de limiet van", "ten opzichte van de grens van"; sv "mot limiten", "mot gränsen",
#: "jämfört med taket", "i förhållande till limiten"; pl "przy limicie", "wobec limitu"
_AGAINST: Final = (
    r"(?:frente\s+(?:a|ao|à|al)|contra\s+(?:o|a|el|la|um|uma|un|una)|ante\s+(?:o|a|el|la)|"
    r"perante\s+(?:o|a)|em\s+rela(?:ç|c)(?:ã|a)o\s+(?:ao|à)|comparad[oa]\s+(?:com|con)\s+(?:o|a|el|la)|"
    r"para\s+(?:um|uma)|face\s+(?:a|ao|à)|respecto\s+(?:al|a\s+la)|"
    r"rispetto\s+(?:al|alla|a\s+un[ao]?)|a\s+fronte\s+(?:del|della|di\s+un[ao]?)|"
    r"contro\s+(?:il|la|un[ao]?)|con\s+(?:un|una)|"
    r"face\s+(?:à|a)\s+(?:la|le|une?)|contre\s+(?:la|le|une?)|par\s+rapport\s+(?:à|a|au)\s*(?:la|une?)?|"
    r"pour\s+(?:une?|la|le)|gegen(?:über)?\s+(?:de[mnr]|die|das|eine[rm]?)|"
    r"bei\s+(?:einem|einer)|im\s+vergleich\s+zu[mr]?|tegen(?:over)?\s+(?:de|het|een)|"
    r"ten\s+opzichte\s+van\s+(?:de|het|een)|mot|j(?:ä|a)mf(?:ö|o)rt\s+med|"
    r"i\s+f(?:ö|o)rh(?:å|a)llande\s+till|"
    # Danish and Norwegian: "mod en grænse på", "sammenlignet med", "i forhold til"
    r"mod|sammenlignet\s+med|i\s+forhold\s+til|"
    # Polish: "przy limicie", "wobec limitu", "w porównaniu z limitem", "względem progu"
    r"przy|wobec|wzgl(?:ę|e)dem|w\s+por(?:ó|o)wnaniu\s+z(?:e)?|w\s+stosunku\s+do|"
    # Croatian, Serbian and Slovenian: "uz limit od", "u odnosu na limit od", "naspram", "ob
    # "glede na"
    r"uz|u\s+odnosu\s+na|naspram|glede\s+na|"
    # Lithuanian: "o riba – 3 proc." (while the limit is), "palyginti su riba", "esant ribai"
    r"o(?=\s+(?:[\w-]+\s+){0,2}?rib)|palyginti\s+su|lyginant\s+su|esant)"
)
#: the name of the limit, its side and its owner ("limite superior da PI", "limite legal",
#: "maxgränsen", "Obergrenze"), then its figure
_LIMIT_WITH_FIGURE: Final = re.compile(
    rf"[\s,;]*(?:[—–]\s*|-\s+)?(?:{_AGAINST})\s+(?:[\w'’-]+\s+){{0,2}}?"
    r"(?:l(?:í|i)mit\w*|limiet\w*|\w*gr(?:ä|a)ns(?:en)?|\w*grenze|tak(?:et)?|golv(?:et)?|teto|piso|"
    r"tetto|soglia|plafond|plancher|seuil|tope|m(?:á|a)xim\w*|m(?:í|i)nim\w*|massim\w*|"
    r"maxgr(?:ä|a)ns\w*|mingr(?:ä|a)ns\w*|schwelle\w*|drempel\w*|"
    r"\w*gr(?:æ|e)ns(?:e|en|er|ene)?|loft(?:et)?|gulv(?:et)?|ramme[nr]?|"
    # Polish, in every case: "limicie", "limitu", "limitem", "progu", "pułapie"
    r"limic\w*|pr(?:ó|o)g(?:u|iem)?|pu(?:ł|l)ap\w*|"
    # Croatian, Serbian and Slovenian: "ograničenja", "granice", "omejitve"
    r"ograni(?:č|c)enj\w*|granic\w*|omejit\w*|"
    # Lithuanian: "riba", "ribai", "ribą"
    r"rib(?:a|ai|ą|os|oje))"
    r"(?:\s+[^\d\s,;.]+){0,3}?\s*(?:de|do|da|del|della|dello|di|von|van|på|of|à|od|:)?\s*"
    r"(?:[≤≥<>]\s*)?\d",
    re.IGNORECASE,
)

#: the limit named bare with its figure in the clause after a labelled level: ", limit 1,2",
#: "; limiet: 5 %", ", horný limit 600"
_BARE_LIMIT: Final = re.compile(
    # (... and the Hungarian "korlát", its cases too: "a korlát 30%")
    r"^[^\d,;]*[,;]\s*(?:[^\W\d_]+\s+)?(?:limit\w*|limiet\w*|korl(?:á|a)t\w*|"
    # (... and the South Slavic "omejitev", "ograničenje", "granica": ", omejitev 2 odstotka")
    r"omejit\w*|ograni(?:č|c)enj\w*|granic\w*)\s*:?\s*"
    r"(?:[≤≥<>]\s*)?\d",
    re.IGNORECASE,
)

#: where the clause holding a reported figure begins
_CLAUSE_START: Final = re.compile(r"[,;:\n]|(?<!\d)\.(?!\d)\s")
#: a date the level was read on, between the figure and the limit ("per 2025-03-31", "em
#: 31/12/2024", "al 31.12.2024"): its digits are no figure of the subject
_DATE: Final = re.compile(_DAY)
#: where the sentence of a figure ends
_SENTENCE_END: Final = re.compile(r"\n|[.!?;](?=\s+[A-ZÀ-Ý]|\s*$)")


def reported_against_limit(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is a level a verb of reporting gives (in Portuguese,
    Spanish, Italian, French, German, Dutch or Swedish) and the same sentence then sets a limit
    with its own figure against it ("fechou o mês em 5,5%, frente ao limite de 7%", "uppgick
    till 4 %, mot limiten 5 %"). Why: cited as the limit, the level holds the book to where it
    happened to stand, not to what the policy allows."""
    clause_start = max((m.end() for m in _CLAUSE_START.finditer(text, 0, start)), default=0)
    before = text[clause_start:start]
    reported = _REPORTED_BEFORE.search(before)
    if reported is None or _BOUND_WORD.search(before[: reported.start()]) is not None:
        return False
    stop = _SENTENCE_END.search(text, end)
    after = text[end : stop.start() if stop is not None else len(text)]
    # the figure's own words (its base, an aside, the day it was read) run up to the first
    # figure after it; the limit must be named right before that figure
    undated = _DATE.sub(lambda m: "#" * len(m.group(0)), after)
    digit = re.search(r"\d", undated)
    if digit is None:
        return False
    own = undated[: digit.start() + 1]
    # a level a label reads ("skutočnosť … 0,84-násobok, limit 1,2-násobok") needs no word of
    # setting against: the limit named with its figure in the next clause is the other side
    # ... nor does a level a Hungarian report gives right after the day it was read on
    # ("aránya 2025.03.31-én 24%, a limit 30%")
    labelled = reported.group("label") is not None or reported.group("day") is not None
    if labelled and _BARE_LIMIT.match(own) is not None:
        return True
    return any(
        _LIMIT_WITH_FIGURE.match(own, i) is not None
        for i in range(len(own))
        if i == 0 or not own[i - 1].isalnum()
    )


__all__ = ["reported_against_limit"]
