"""The words a limit's operator is written with, one table per language.

A limit is a number with an operator: a ceiling ("at most 5 %", "höchstens 5 %", "au plus 5 %",
"como máximo el 5 %", "al massimo il 5 %", "ten hoogste 5 %"), a floor ("at least", "mindestens",
"au moins", "al menos", "almeno", "ten minste"), said before the number or after it ("5 % at
most", "5 % au maximum", "5 % nicht überschreiten"), and a range's words ("zwischen … und …",
"entre … et …", "del … al …", "tra … e …", "van … tot …"); Portuguese and Swedish too ("no
máximo", "não poderá ultrapassar", "högst", "får inte understiga", "entre … e …", "mellan …
och …"), Danish and Norwegian ("højst", "høyst", "må ikke overstige", "mindst", "kommer ikke
under", "mellem … og …"). The mandate reader (`quantward_validation.mandate`) and the
provenance check (`quantward_validation.provenance`) read operators through these tables, so a
language or a phrasing added here is added to both.

Comparatives whose side depends on the clause's polarity ("more than", "below") are the mandate
grammar's, not this table's: an entry here gives its side whatever surrounds it. Where two
entries end at the same place the longer one wins ("no más de" is a ceiling, though "más de"
is a floor).
"""

from __future__ import annotations

import re
from typing import Final, Literal

from quantward_validation.change_logs import typed_arrows
from quantward_validation.code_ranges import DOTS_JOIN
from quantward_validation.operators_cs_ro import (
    AFTER_CS_RO,
    BEFORE_CS_RO,
    RANGE_JOIN_CS_RO,
    RANGE_OPEN_CS_RO,
)
from quantward_validation.operators_hr import AFTER_HR, BEFORE_HR, RANGE_JOIN_HR, RANGE_OPEN_HR
from quantward_validation.operators_hu import AFTER_HU, BEFORE_HU, RANGE_JOIN_HU
from quantward_validation.operators_lt import AFTER_LT, BEFORE_LT, RANGE_JOIN_LT, RANGE_OPEN_LT
from quantward_validation.operators_pl_fi import AFTER_PL_FI, BEFORE_PL_FI

Side = Literal["ceiling", "floor"]

#: the Italian "di" with its article ("del 3 %", "dell'1 %")
_DI: Final = r"d(?:i|el|ella|ello|ell['’]|egli|ei)"
#: the Spanish "de" with its article ("del 3 %"), the French one ("du", "des")
_DE: Final = r"d(?:e|el)"
_DU: Final = r"d(?:e|u|es)"
#: a Danish or Norwegian copula between an operator and its number ("højst udgøre", "mindst
#: være", "maks. andrage", "højst ligge på")
_DA_COPULA: Final = (
    r"(?:udg(?:ø|o)re?|utgj(?:ø|o)re|v(?:æ|ae)re|andrage|ligge\s+p(?:å|a)|bel(?:ø|o)be\s+sig\s+til)"
)
#: before-operators, by language and side (regular-expression fragments, lower case)
BEFORE: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "en": {
        "ceiling": (
            r"not\s+to\s+exceed", r"(?:shall|must|may|will|can|should|does|do)\s+not\s+exceed",
            r"(?:may|must|shall|can)\s*not\s+be\s+(?:more|greater|higher)\s+than",
            r"no\s+(?:greater|more|higher|larger)\s+than",
            r"not\s+(?:greater|more|higher|larger)\s+than", r"at\s+(?:the\s+)?most",
            r"up\s+to(?:\s+and\s+including)?", r"capped\s+at", r"limited\s+to",
            r"(?:an?|the)\s+(?:ceiling|cap|maximum|max|limit|upper\s+limit)\s+of",
            r"not\s+in\s+excess\s+of",
            r"(?:less|lower|smaller|fewer)\s+than\s+or\s+equal\s+to",
            r"equal\s+to\s+or\s+(?:less|lower|smaller)\s+than",
            # a phrasal verb of reaching the ceiling: "tops out at", "maxes out at", "caps out at"
            r"(?:tops?|topp(?:ed|ing)|max(?:es|ed|ing)?|caps?|capp(?:ed|ing))\s+out\s+at",
            r"max(?:imum)?\.?", r"bounded\s+(?:above\s+)?by", r"≤", r"<=", r"<",
        ),
        "floor": (
            r"at\s+(?:the\s+)?least", r"no\s+(?:less|lower|fewer|smaller)\s+than",
            r"not\s+(?:less|lower|fewer|smaller)\s+than",
            r"not\s+(?:fall\s+|go\s+|drop\s+)?below",
            r"(?:an?|the)\s+(?:floor|minimum|min|lower\s+limit)\s+of",
            r"(?:greater|more|higher|larger)\s+than\s+or\s+equal\s+to",
            r"equal\s+to\s+or\s+(?:greater|more|higher)\s+than", r"min(?:imum)?\.?",
            r"bounded\s+below\s+by", r"≥",
            r">=", r">",
        ),
    },
    "de": {
        "ceiling": (
            r"h(?:ö|oe)chstens", r"maximal", r"max\.", r"bis\s+(?:zu|maximal|h(?:ö|oe)chstens)",
            r"nicht\s+(?:mehr|h(?:ö|oe)her|gr(?:ö|oe)(?:ß|ss)er)\s+als", r"nicht\s+(?:ü|ue)ber",
            r"weniger\s+als", r"kleiner\s+(?:als|gleich)", r"unter(?:halb)?",
            r"(?:eine\s+)?obergrenze\s+von",
        ),
        "floor": (
            r"mindestens", r"wenigstens", r"minimal", r"min\.",
            r"nicht\s+(?:weniger|niedriger|kleiner)\s+als", r"nicht\s+unter", r"mehr\s+als",
            r"gr(?:ö|oe)(?:ß|ss)er\s+(?:als|gleich)", r"(?:eine\s+)?untergrenze\s+von",
        ),
    },
    # Finnish, in full and as a limits annex abbreviates it ("enintään 5 %", "enint. 5 %",
    # "korkeintaan", "maks."; "vähintään 1,5 x", "väh. 1,5 x"), and the bound's noun in the
    # essive or with a copula ("ylärajana 5 %", "yläraja on 5 %")
    "fi": {
        "ceiling": (
            r"enint(?:(?:ä|a)(?:ä|a)n|\.)", r"korkeintaan", r"maks(?:imissaan|\.)",
            r"yl(?:ä|a)raja(?:na|ksi|\s+on)?",
        ),
        "floor": (
            r"v(?:ä|a)hint(?:(?:ä|a)(?:ä|a)n|\.)", r"v(?:ä|a)h\.",
            r"v(?:ä|a)himmill(?:ä|a)(?:ä|a)n",
            r"alaraja(?:na|ksi|\s+on)?",
        ),
    },
    "fr": {
        "ceiling": (
            r"au\s+plus", r"au\s+maximum", rf"(?:pas|jamais)\s+plus\s+{_DU}",
            r"ne\s+(?:\w+\s+){0,2}?pas\s+(?:d(?:é|e)passer|exc(?:é|e)der)",
            r"ne\s+(?:d(?:é|e)passe|exc(?:è|e)de)(?:ra|nt|ront)?\s+pas",
            r"ne\s+(?:peut|peuvent|pourra|pourront|saurait|sauraient|doit|doivent)\s+"
            r"(?:en\s+aucun\s+cas\s+)?(?:d(?:é|e)passer|exc(?:é|e)der)",
            r"ne\s+(?:\w+\s+){0,3}?(?:pas\s+)?(?:(?:ê|e)tre\s+)?sup(?:é|e)rieure?s?\s+à",
            r"jusqu['’]\s*(?:à|a|au)", rf"dans\s+la\s+limite\s+{_DU}", r"plafonn(?:é|e)e?s?\s+à",
            r"limit(?:é|e)e?s?\s+à", r"inf(?:é|e)rieure?s?\s+(?:ou\s+(?:é|e)gale?s?\s+)?à",
            rf"moins\s+{_DU}", rf"(?:un\s+)?maximum\s+{_DU}",
        ),
        "floor": (
            r"au\s+moins", r"au\s+minimum", rf"(?:pas|jamais)\s+moins\s+{_DU}",
            r"ne\s+(?:\w+\s+){0,3}?(?:pas\s+)?(?:(?:ê|e)tre\s+)?inf(?:é|e)rieure?s?\s+à",
            r"sup(?:é|e)rieure?s?\s+(?:ou\s+(?:é|e)gale?s?\s+)?à", rf"plus\s+{_DU}",
            rf"(?:un\s+)?minimum\s+{_DU}",
        ),
    },
    "es": {
        "ceiling": (
            r"como\s+m(?:á|a)ximo", r"a\s+lo\s+sumo", rf"no\s+m(?:á|a)s\s+{_DE}",
            rf"no\s+(?:\w+\s+){{0,2}}?(?:de\s+)?m(?:á|a)s\s+{_DE}", r"hasta",
            r"no\s+(?:\w+\s+){0,4}?(?:superar|exceder|sobrepasar)",
            r"no\s+(?:supera|excede|sobrepasa)(?:r(?:á|a)n?)?(?:\s+en\s+ning(?:ú|u)n\s+caso)?",
            rf"(?:un\s+)?m(?:á|a)ximo\s+{_DE}", rf"menos\s+{_DE}",
            # ("inferior al 5 %": the article is the comparative's own, as in "superior al")
            r"inferior\s+(?:o\s+igual\s+)?al?(?![\w'’])",
            # a negated comparative takes the other side ("no podrá ser superior al 30 %", as
            # the French "ne … pas être supérieur à"): longer than "superior a", so it wins
            r"no\s+(?:\w+\s+){0,3}?(?:ser\s+)?superior(?:es)?\s+al?(?![\w'’])",
            # ... abbreviated with its accent, as a limits table writes it ("máx. 3 %"; without
            # it, the English "max." reads it)
            r"máx\.?",
            # "limitada a", or "limitada al 9 %" (the article is the filler's)
            r"limitad[oa]s?(?:\s+a(?![\w'’]))?",
        ),
        "floor": (
            r"al\s+menos", r"como\s+m(?:í|i)nimo", r"por\s+lo\s+menos", rf"no\s+menos\s+{_DE}",
            rf"(?:un\s+)?m(?:í|i)nimo\s+{_DE}", r"superior\s+(?:o\s+igual\s+)?al?(?![\w'’])",
            # ("no podrá ser inferior a 30 días", "no será inferior al 5 %")
            r"no\s+(?:\w+\s+){0,3}?(?:ser\s+)?inferior(?:es)?\s+al?(?![\w'’])",
            r"mín\.?",
            rf"m(?:á|a)s\s+{_DE}",
        ),
    },
    "it": {
        "ceiling": (
            r"al\s+massimo", r"non\s+oltre", r"fino\s+a", r"fino", rf"non\s+pi(?:ù|u)\s+{_DI}",
            r"non\s+(?:\w+\s+){0,4}?(?:superare|eccedere|oltrepassare)",
            r"non\s+(?:supera|eccede|oltrepassa)(?:r(?:à|a)|no)?(?:\s+in\s+(?:alcun|nessun)\s+caso)?",
            rf"(?:un\s+)?massimo\s+{_DI}", r"inferiore\s+(?:o\s+uguale\s+)?a",
            # "limitata a", or "limitata al 9 %", "limitata all'8 %" (the article is the filler's)
            r"limitat[oaie](?:\s+a(?![\w'’]))?", r"entro", rf"meno\s+{_DI}",
            # "non superiore al 5 %", "non deve essere superiore a", "non può risultare superiore"
            r"non\s+(?:\w+\s+){0,3}?superior[ei]",
            # a limits table's bare "massimo 30 per cento", "minimo 36 %"
            r"massim[oa]",
        ),
        "floor": (
            r"almeno", r"come\s+minimo", r"quanto\s+meno", rf"non\s+meno\s+{_DI}",
            rf"(?:un\s+)?minimo\s+{_DI}", r"superiore\s+(?:o\s+uguale\s+)?a", rf"pi(?:ù|u)\s+{_DI}",
            # "non inferiore al 30 %", "non deve essere inferiore a"
            r"non\s+(?:\w+\s+){0,3}?inferior[ei]", r"minim[oa]",
        ),
    },
    "pt": {
        "ceiling": (
            r"no\s+m(?:á|a)ximo", r"at(?:é|e)", r"(?:um\s+|o\s+)?m(?:á|a)ximo\s+d[eoa]s?",
            r"(?:um\s+|o\s+)?(?:teto|limite\s+(?:superior|m(?:á|a)ximo))\s+d[eoa]s?",
            r"n(?:ã|a)o\s+(?:\w+\s+){0,3}?(?:exceder|ultrapassar|superar)",
            r"n(?:ã|a)o\s+(?:excede|ultrapassa|supera)(?:r(?:á|a)o?|m)?",
            r"n(?:ã|a)o\s+(?:\w+\s+){0,3}?superior(?:es)?",
            r"inferior(?:es)?\s+(?:ou\s+igual\s+)?a", r"menos\s+d[eoa]s?",
            r"limitad[oa]s?(?:\s+a(?![\w'’]))?", r"máx\.?", r"m(?:á|a)xim[oa]",
        ),
        "floor": (
            r"no\s+m(?:í|i)nimo", r"pelo\s+menos", r"ao\s+menos",
            r"(?:um\s+|o\s+)?m(?:í|i)nimo\s+d[eoa]s?",
            r"(?:um\s+|o\s+)?(?:piso|limite\s+(?:inferior|m(?:í|i)nimo))\s+d[eoa]s?",
            r"n(?:ã|a)o\s+(?:\w+\s+){0,3}?inferior(?:es)?",
            r"superior(?:es)?\s+(?:ou\s+igual\s+)?a", r"mais\s+d[eoa]s?", r"mín\.?",
            r"m(?:í|i)nim[oa]",
        ),
    },
    "sv": {
        "ceiling": (
            r"h(?:ö|o)gst", r"maximalt", r"maximum", r"som\s+(?:mest|h(?:ö|o)gst)", r"upp\s+till",
            r"(?:f(?:å|a)r|ska|skall|b(?:ö|o)r|kan)\s+(?:\w+\s+){0,2}?inte\s+(?:(?:ö|o)verstiga|"
            r"(?:ö|o)verskrida|vara\s+(?:h(?:ö|o)gre|st(?:ö|o)rre|mer)\s+(?:ä|a)n)",
            r"inte\s+(?:(?:ö|o)verstiga|(?:ö|o)verskrida)",
            r"inte\s+(?:mer|h(?:ö|o)gre|st(?:ö|o)rre)\s+(?:ä|a)n",
            r"(?:ett\s+)?tak\s+(?:p(?:å|a)|om)", r"begr(?:ä|a)nsa(?:d|t|de|s)?\s+till",
            r"mindre\s+(?:ä|a)n", r"under",
        ),
        "floor": (
            r"minst", r"l(?:ä|a)gst", r"minimalt", r"minimum", r"som\s+(?:minst|l(?:ä|a)gst)",
            r"(?:f(?:å|a)r|ska|skall|b(?:ö|o)r|kan)\s+(?:\w+\s+){0,2}?inte\s+(?:understiga|"
            r"vara\s+(?:l(?:ä|a)gre|mindre)\s+(?:ä|a)n)",
            r"inte\s+understiga", r"inte\s+(?:mindre|l(?:ä|a)gre)\s+(?:ä|a)n",
            r"(?:ett\s+)?golv\s+(?:p(?:å|a)|om)", r"mer\s+(?:ä|a)n", r"(?:ö|o)ver",
        ),
    },
    # Danish and Norwegian: "højst", "høyst", "maksimalt", "må ikke overstige", "ikke mere end",
    # "et loft på"; "mindst", "minst", "ikke under", "ikke mindre end", "en bund på"; a copula
    # may stand between the operator and its number ("må højst udgøre 20 pct.")
    "da": {
        "ceiling": (
            rf"h(?:ø|o)(?:j|y)st(?:\s+{_DA_COPULA})?",
            rf"maks(?:imalt|imum|\.)?(?:\s+{_DA_COPULA})?",
            r"som\s+(?:maksimum|h(?:ø|o)(?:j|y)st)", r"op\s+til", r"opp\s+til",
            rf"(?:m(?:å|a)|skal|kan|b(?:ø|o)r)\s+(?:\w+\s+){{0,2}}?ikke\s+(?:overstige|overskride|"
            rf"{_DA_COPULA}\s+(?:h(?:ø|o)jere|h(?:ø|o)yere|st(?:ø|o)rre|mere|mer|over)(?:\s+end|\s+enn)?)",
            r"ikke\s+(?:overstige|overskride)r?", r"ikke\s+(?:mere|mer|h(?:ø|o)jere|h(?:ø|o)yere|"
            r"st(?:ø|o)rre)\s+en[dn]", r"(?:et\s+|eit\s+)?(?:loft|tak)\s+p(?:å|a)",
            r"loftet\s+(?:er\s+)?p(?:å|a)", r"begr(?:æ|ae)nse(?:t|s)?\s+til", r"begrenset\s+til",
            r"mindre\s+en[dn]", r"under",
            # a verb of rising, negated: "kommer ikke over", "ikke stiger over"
            r"(?:ikke\s+(?:komme|stige|g(?:å|a))r?|(?:kommer|stiger|g(?:å|a)r)\s+ikke)\s+over",
        ),
        "floor": (
            rf"mindst(?:\s+{_DA_COPULA})?", rf"minst(?:\s+{_DA_COPULA})?",
            rf"minim(?:alt|um)(?:\s+{_DA_COPULA})?",
            r"som\s+(?:minimum|mindst|minst)",
            rf"(?:m(?:å|a)|skal|kan|b(?:ø|o)r)\s+(?:\w+\s+){{0,2}}?ikke\s+(?:underskride|"
            rf"{_DA_COPULA}\s+(?:lavere|mindre|under)(?:\s+end|\s+enn)?)",
            r"ikke\s+(?:under(?:skride)?r?|(?:mindre|lavere)\s+en[dn])",
            r"(?:en\s+|ei\s+)?(?:bund|gulv|golv)\s+p(?:å|a)", r"mere\s+end", r"mer\s+enn",
            # a verb of falling, negated, in a main or a subordinate clause: "kommer ikke under",
            # "ikke falder under", "må ikke gå under"
            r"(?:ikke\s+(?:komme|falde|falle|g(?:å|a)|synke)r?|"
            r"(?:kommer|falder|faller|g(?:å|a)r|synker)\s+ikke)\s+under",
        ),
    },
    "nl": {
        "ceiling": (
            r"maximaal", r"ten\s+hoogste", r"hoogstens", r"niet\s+meer\s+dan",
            r"niet\s+hoger\s+dan",
            r"niet\s+(?:hoger|meer|groter)\s+(?:zijn|worden|bedragen|liggen)\s+dan",
            r"tot\s+(?:maximaal|ten\s+hoogste)",
            r"(?:oplopen|stijgen|gaan)\s+tot", r"tot", r"minder\s+dan", r"kleiner\s+dan",
            r"(?:een\s+)?maximum\s+van",
        ),
        "floor": (
            r"minimaal", r"ten\s+minste", r"tenminste", r"minstens",
            r"niet\s+(?:minder|lager)\s+dan", r"(?:een\s+)?minimum\s+van", r"meer\s+dan",
            r"niet\s+(?:lager|minder|kleiner)\s+(?:zijn|worden|bedragen|liggen)\s+dan",
        ),
    },
    # Japanese and Chinese write no spaces: their operators are read without word boundaries
    # (`_UNSPACED`); a gloss in brackets may follow ("上限 (upper limit)"), and a rate its
    # noun ("上限 年率5.0%": the upper limit, 5.0 % a year)
    "ja": {
        "ceiling": (r"上限", r"最大", r"最高限度"),
        "floor": (r"下限", r"最低", r"最小"),
    },
    "zh": {
        "ceiling": (r"不(?:得)?(?:超过|高于|多于)", r"至多", r"最多", r"不超過"),
        "floor": (r"不(?:得)?(?:低于|少于)", r"至少", r"不低於", r"不少於"),
    },
    # Polish and Finnish (`operators_pl_fi`)
    **BEFORE_PL_FI,
    # Czech and Romanian (`operators_cs_ro`)
    **BEFORE_CS_RO,
    # Hungarian (`operators_hu`)
    **BEFORE_HU,
    # Croatian and its South Slavic kin (`operators_hr`)
    **BEFORE_HR,
    # Lithuanian (`operators_lt`)
    **BEFORE_LT,
}  # fmt: skip
#: the languages written without spaces between words
_UNSPACED: Final = frozenset({"ja", "zh"})
#: what may stand between an unspaced operator and its number: a gloss in brackets, a colon,
#: and the noun of a rate a year ("年率", "年利", "年")
_UNSPACED_FILLER: Final = (
    r"(?:\s*\([^()]{0,40}\))?\s*[:：は]?\s*(?:年率|年利|年)?\s*(?:は|が|を)?\s*"
)

#: a point: the level a limit is set at, neither side ("set at 20 %", "beträgt 20 %", "est fixée
#: à 20 %", "fijado en el 20 %", "fissato al 20 %", "vastgesteld op 20 %")
POINT: Final[dict[str, tuple[str, ...]]] = {
    "en": (r"target(?:ed)?\s+(?:of|at)", r"aim(?:ed|s)?\s+(?:for|at)", r"set\s+(?:at|to)",
           r"fixed\s+at", r"pinned\s+(?:at|to)", r"exactly", r"equal\s+to", r"="),
    "de": (r"betr(?:ä|ae)gt", r"liegt\s+bei", r"zielwert\s+von", r"ziel\s+von",
           r"festgelegt\s+auf", r"genau"),
    "fr": (r"(?:est|sera)\s+(?:fix(?:é|e)e?\s+)?(?:de|à)", r"fix(?:é|e)e?\s+à",
           r"(?:une\s+)?cible\s+de", r"(?:un\s+)?objectif\s+de", r"exactement"),
    "es": (r"(?:es|ser(?:á|a))\s+del?", r"fijad[oa]\s+en", r"(?:un\s+)?objetivo\s+del?",
           r"exactamente"),
    "it": (rf"(?:è|e|sar(?:à|a))\s+{_DI}", r"fissat[oa]\s+al?", rf"(?:un\s+)?obiettivo\s+{_DI}",
           r"esattamente"),
    "nl": (r"bedraagt", r"(?:is\s+)?vastgesteld\s+op", r"(?:een\s+)?doel\s+van",
           r"streefwaarde\s+van", r"precies"),
}  # fmt: skip

#: after-operators: said right after the number ("5 % at most", "5 % au maximum")
AFTER: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "en": {
        "ceiling": (
            r"or\s+(?:less|lower|below|under|fewer)",
            r"at\s+(?:the\s+)?most",
            r"max(?:imum)?\b\.?",
            r"cap\b",
            r"ceiling\b",
            r"upper\s+(?:limit|bound)\b",
            r"(?:is|are)\s+the\s+(?:most|maximum|limit|ceiling|cap)\b",
        ),
        "floor": (
            r"or\s+(?:more|higher|above|greater)",
            r"at\s+(?:the\s+)?least",
            r"min(?:imum)?\b\.?",
            r"floor\b",
            r"lower\s+(?:limit|bound)\b",
            r"(?:is|are)\s+the\s+(?:least|minimum|floor)\b",
        ),
    },
    "de": {
        "ceiling": (
            r"nicht\s+(?:(?:ü|ue)berschreiten|(?:ü|ue)bersteigen)",
            # "ist auf 1,5 % begrenzt", "auf 10 % beschränkt", "auf 5 % gedeckelt"
            r"(?:begrenzt|beschr(?:ä|ae)nkt|gedeckelt|limitiert)\b",
            r"h(?:ö|oe)chstens",
            r"maximal",
            r"oder\s+weniger",
        ),
        "floor": (r"nicht\s+unterschreiten", r"mindestens", r"oder\s+mehr"),
    },
    # Finnish: "5 % enintään", "ei saa ylittää", "1,5 x vähintään", "ei saa alittaa"
    "fi": {
        "ceiling": (r"enint(?:ä|a)(?:ä|a)n", r"ei\s+(?:saa\s+)?ylit(?:t(?:ä|a)(?:ä|a)|(?:ä|a))"),
        "floor": (
            r"v(?:ä|a)hint(?:ä|a)(?:ä|a)n",
            r"ei\s+(?:saa\s+)?alit(?:t(?:ä|a)(?:ä|a)|(?:ä|a))",
        ),
    },
    "fr": {
        "ceiling": (r"au\s+(?:plus|maximum)", r"maximum\b", r"ou\s+moins"),
        "floor": (r"au\s+(?:moins|minimum)", r"minimum\b", r"ou\s+plus"),
    },
    "es": {
        "ceiling": (r"como\s+m(?:á|a)ximo", r"m(?:á|a)ximo\b", r"o\s+menos"),
        "floor": (r"como\s+m(?:í|i)nimo", r"al\s+menos", r"m(?:í|i)nimo\b", r"o\s+m(?:á|a)s"),
    },
    "it": {
        "ceiling": (r"al\s+massimo", r"massimo\b", r"o\s+meno"),
        "floor": (r"almeno", r"come\s+minimo", r"minimo\b", r"o\s+pi(?:ù|u)"),
    },
    "pt": {
        "ceiling": (r"no\s+m(?:á|a)ximo", r"m(?:á|a)ximo\b", r"ou\s+menos"),
        "floor": (r"no\s+m(?:í|i)nimo", r"pelo\s+menos", r"m(?:í|i)nimo\b", r"ou\s+mais"),
    },
    "sv": {
        "ceiling": (r"som\s+(?:mest|h(?:ö|o)gst)", r"eller\s+mindre", r"eller\s+l(?:ä|a)gre"),
        "floor": (r"som\s+(?:minst|l(?:ä|a)gst)", r"eller\s+mer", r"eller\s+h(?:ö|o)gre"),
    },
    "da": {
        "ceiling": (
            r"som\s+maksimum",
            r"eller\s+(?:mindre|derunder|lavere|lægre)",
            r"ikke\s+(?:overstige|overskride)s?",
        ),
        "floor": (
            r"som\s+minimum",
            r"eller\s+(?:mere|mer|derover|h(?:ø|o)jere|h(?:ø|o)yere)",
            r"ikke\s+underskride(?:s)?",
        ),
    },
    "nl": {
        "ceiling": (
            r"niet\s+(?:overschrijden|te\s+boven\s+gaan)",
            r"maximaal",
            r"hoogstens",
            r"of\s+minder",
        ),
        "floor": (r"niet\s+onderschrijden", r"minimaal", r"ten\s+minste", r"of\s+meer"),
    },
    # "12.5％以下", "3%以上", "5%を超えない", "不超过10%" said after: "10%以内"
    "ja": {
        "ceiling": (r"以下", r"以内", r"未満", r"を(?:超|こ)えない", r"を上限"),
        "floor": (r"以上", r"を下限"),
    },
    "zh": {"ceiling": (r"以内", r"或以下"), "floor": (r"或以上",)},
    # Polish and Finnish (`operators_pl_fi`)
    **AFTER_PL_FI,
    # Czech and Romanian (`operators_cs_ro`)
    **AFTER_CS_RO,
    # Hungarian (`operators_hu`)
    **AFTER_HU,
    # Croatian and its South Slavic kin (`operators_hr`)
    **AFTER_HR,
    # Lithuanian (`operators_lt`)
    **AFTER_LT,
}

#: what joins a range's two ends, beside English "and", "to", a dash: the other languages of
#: guidelines, and the dots of a range literal in code ("0.9x..1.8x", `code_ranges`)
RANGE_JOIN: Final = (
    r"und|bis(?:\s+zu)?|et|à|au|y(?:\s+el)?|al|all['’]|e(?:\s+il|\s+l['’])?|en|tot|"
    # pt "de 20% a 25%", "entre 7,2% e 9,0%"; sv "mellan 5 och 7 procent", "från 5 till 7"
    # da, no "mellem 14 og 20 pct.", "fra 5 til 7"
    r"a|e\s+[oa]s?|och|till|og|til|"
    # pl "od 20 do 32 proc.", "między 20 a 32 proc." ("a" above); fi "10 %:sta 15 %:iin" is
    # glued to its ends and read by them
    r"do|"
    + RANGE_JOIN_CS_RO
    + "|"
    + RANGE_JOIN_HU
    + "|"
    + RANGE_JOIN_HR
    + "|"
    + RANGE_JOIN_LT
    + "|"
    + DOTS_JOIN
)
#: what opens a range, beside English "between" and "from"
RANGE_OPEN: Final = (
    r"zwischen|von|entre|de|du|del|desde|tra|fra|da|dal|dall['’]|tussen|van|"
    r"entre\s+[oa]s?|d[oa]s?|mellan|mellem|mellom|fr(?:å|a)n|compres[oa]\s+tra|"
    # pl "między 20 a 32", "pomiędzy", "od 20 do 32", "w przedziale (od) 20–32", "w granicach"
    r"mi(?:ę|e)dzy|pomi(?:ę|e)dzy|od|w\s+przedziale(?:\s+od)?|w\s+granicach(?:\s+od)?|"
    + RANGE_OPEN_CS_RO
    + "|"
    + RANGE_OPEN_HR
    # lt "nuo 30 % iki 50 %", "tarp 30 % ir 50 %" (`operators_lt`)
    + "|"
    + RANGE_OPEN_LT
)

#: the articles and prepositions a number may follow right after its operator ("como máximo
#: del 3 %", "almeno dell'1 %", "au plus de 3 %", "hasta el 3 %")
_FILLER: Final = (
    r"(?:\s*(?:(?<![\w'’])(?:an?|the|de|des|du|del|della|dello|di|al|el|la|le|il|lo|los|las|"
    r"het|een|zu|von|van|à|un|una|une|o|os|ao|aos|do|da|dos|das|um|av)(?![\w'’])|(?<![\w'’])(?:dell|l|d|dall|all|de\s+l)['’]))*\s*"
)


def _alternation(
    table: dict[str, dict[Side, tuple[str, ...]]], side: Side, *, unspaced: bool = False
) -> str:
    phrases = [
        p
        for language, words in table.items()
        if (language in _UNSPACED) == unspaced
        for p in words[side]
    ]
    return "|".join(phrases)


def _before(side: Side) -> re.Pattern[str]:
    # an operator is a word of its own: "turnover 50 %" has no "over", "bitcoin" no "tot"
    # (in a language written without spaces every character may start one: "運用の上限")
    return re.compile(
        rf"(?:(?<![\w'’])(?:{_alternation(BEFORE, side)}){_FILLER}"
        rf"|(?:{_alternation(BEFORE, side, unspaced=True)}){_UNSPACED_FILLER})$"
    )


def _after(side: Side) -> re.Pattern[str]:
    # ... also set off in brackets ("7.5 % (max)") or by a comma that ends the clause with it
    # ("7.5 %, at most.")
    words = _alternation(AFTER, side)
    unspaced = _alternation(AFTER, side, unspaced=True)
    return re.compile(
        rf"^\s*(?:(?:{words})(?![\w'’])|\(\s*(?:{words})\s*\)|,\s*(?:{words})\s*(?:[.;]|$)"
        rf"|(?:{unspaced}))"
    )


_BEFORE: Final = {side: _before(side) for side in ("ceiling", "floor")}
_POINT: Final = re.compile(
    rf"(?<![\w'’])(?:{'|'.join(p for words in POINT.values() for p in words)}){_FILLER}$"
)


def point_before(before: str) -> bool:
    """Whether the words right before a number set it as a point ("set at", "beträgt",
    "est fixée à"): a level, bounding neither side alone."""
    return _POINT.search(before) is not None


_AFTER: Final = {side: _after(side) for side in ("ceiling", "floor")}


def side_before(before: str) -> Side | None:
    """The side an operator right before a number gives it (`before` is the lower-cased text up
    to the number), the longer phrase winning when a ceiling and a floor both end there."""
    found = {side: pattern.search(before) for side, pattern in _BEFORE.items()}
    ceiling, floor = found["ceiling"], found["floor"]
    if ceiling is None or floor is None:
        return "ceiling" if ceiling is not None else "floor" if floor is not None else None
    return "ceiling" if ceiling.start() <= floor.start() else "floor"


def operator_before(before: str) -> re.Match[str] | None:
    """The operator of either side that ends right before a number (`before` is the lower-cased
    text up to it), for a reader that needs where the operator starts rather than its side."""
    found = [m for m in (p.search(before) for p in _BEFORE.values()) if m is not None]
    return min(found, key=lambda m: m.start()) if found else None


def side_after(after: str) -> Side | None:
    """The side an operator right after a number (and its base) gives it: "5 % at most",
    "3 % au maximum", "3 % nicht überschreiten"."""
    ceiling, floor = _AFTER["ceiling"].match(after), _AFTER["floor"].match(after)
    if ceiling is None or floor is None:
        return "ceiling" if ceiling is not None else "floor" if floor is not None else None
    return "ceiling" if ceiling.end() >= floor.end() else "floor"


#: the same sign in its typographic variants, each one character for one (offsets are kept):
#: "⩽", "≦" are "≤"; full-width "＜", "％" are "<", "%"
_VARIANTS: Final = str.maketrans(
    {"⩽": "≤", "≦": "≤", "⩾": "≥", "≧": "≥", "＜": "<", "﹤": "<", "＞": ">", "﹥": ">", "％": "%"}
)


def normalise(text: str) -> str:
    """`text` with the variants of comparison signs written as their plain forms, "=<" as
    "<=", and an arrow typed before a figure ("-> 160%") as "→" (`change_logs`): the same
    length, so every offset into it is an offset into `text`."""
    return typed_arrows(text.translate(_VARIANTS).replace("=<", "<="))


#: an aside between an operator and its number: a parenthesis ("capped (see note 4) at"), a
#: reference in brackets ("limited to [1]"), a footnote mark ("at¹", "than*")
_ASIDE: Final = re.compile(r"\s*(?:\([^()]{0,60}\)|\[[^\[\]]{0,12}\]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|[*†‡]+)")
#: an aside that names the limit is no aside but its label: "Tracking error (hard limit): 3 %"
_LIMIT_WORD: Final = re.compile(
    r"\b(?:limits?|caps?|ceilings?|floors?|max\w*|min\w*|bounds?|targets?|hard|soft)\b"
)
#: ... or a phrase set off by commas right before the number ("shall not exceed, at any time,")
_COMMA_ASIDE: Final = re.compile(r",[^,;:\d]{1,40},\s*$")


def _unwrapped(aside: re.Match[str]) -> str:
    """An aside as the operator reads it: dropped, unless it names the limit ("(hard limit)",
    kept as the label it is) or holds the operator ("(at least)", read without its brackets)."""
    inner = aside.group(0).strip().strip("()[]").lower()
    if _LIMIT_WORD.search(inner):
        return aside.group(0)
    return f" {inner} " if side_before(inner + " ") is not None else ""


def without_asides(before: str, operator: re.Pattern[str] | None = None) -> str:
    """`before` (the text up to a number) without the asides that may stand between an operator
    and its number, so the operator is read as if next to it. A phrase set off by commas is an
    aside only when an operator (of this table, or `operator`) ends the text before it."""
    stripped = _ASIDE.sub(_unwrapped, before)
    comma = _COMMA_ASIDE.search(stripped)
    if comma is not None:
        head = stripped[: comma.start()]
        if side_before(head) is not None or (
            operator is not None and operator.search(head) is not None
        ):
            stripped = head + " "
    return stripped


#: a number that refers to a part of a document ("see note 4", "clause 7", "§ 3"), no quantity
_REFERENCE: Final = re.compile(
    r"(?:\b(?:notes?|footnotes?|clauses?|sections?|paragraphs?|paras?|para\.|art\.|articles?|"
    r"schedules?|appendix|annex|items?|rules?|pages?|p\.)|§)\s*$",
    re.IGNORECASE,
)


def is_reference(text: str, start: int) -> bool:
    """Whether the number at `start` of `text` names a part of a document ("see note 4")."""
    return _REFERENCE.search(text, max(0, start - 20), start) is not None


__all__ = [
    "AFTER",
    "BEFORE",
    "POINT",
    "RANGE_JOIN",
    "RANGE_OPEN",
    "Side",
    "is_reference",
    "normalise",
    "point_before",
    "side_after",
    "side_before",
    "without_asides",
]
