"""A limit's operators in Czech, Slovak and Romanian, as `operators` reads them (its tables,
by side).

Czech writes a bound's side in a superlative adverb ("nejvýše", "nanejvýš", "maximálně";
"nejméně", "alespoň", "minimálně") and negates a verb of exceeding or of falling by a prefix
glued to it or to its modal ("nepřekročí", "nesmí přesáhnout", "nemůže klesnout pod", "nebude
vyšší než"), in every aspect, tense and person. Romanian writes the side in a phrase ("cel
mult", "cel puțin", "maximum", "minimum") and negates with a particle before a modal or the verb
itself ("nu poate depăși", "să nu depășească", "nu trebuie să scadă sub", "nu mai mult de");
its letters with a comma below are also typed with a cedilla or without the mark ("ț", "ţ",
"t"), and every such spelling is read. Slovak is Czech's next of kin with its own vowels
and words: "najviac", "nanajvýš", "maximálne"; "najmenej", "aspoň", "minimálne"; a verb negated
by the same glued prefix ("neprekročí", "nesmie presiahnuť", "nemôže klesnúť pod"), and "ako"
for "than" ("nie vyšší ako"); it is its own table, since its words are not the Czech ones
misspelt ("viac ako" is a floor, "menej ako" a ceiling, as in Czech "více než", "méně než").
The tables are kept apart from `operators` so each language reads as one block; `operators`
merges them into its own.
"""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: Czech verbs of exceeding in their aspects, tenses and persons: "překročit", "překračuje",
#: "přesáhne", "přesahovat", "převýšit", "převyšuje" (with or without the diacritics)
_CS_EXCEED: Final = r"(?:p(?:ř|r)ek(?:ro|ra)\w*|p(?:ř|r)es(?:á|a)h\w*|p(?:ř|r)ev(?:ý|y)(?:š|s)\w*)"
#: Czech verbs of falling or of sinking: "klesnout", "klesá", "poklesne", "snížit se", "spadnout"
_CS_FALL: Final = r"(?:(?:po)?kles\w*|sn(?:í|i)(?:ž|z)\w*(?:\s+se)?|spad\w*)"
#: a Czech negated modal or copula before its verb: "nesmí", "nesmějí", "nemůže", "nemá",
#: "nebude", "nemělo by", "není možné"
_CS_NOT_MODAL: Final = (
    r"(?:nesm\w*|nem(?:ů|u)(?:ž|z)\w*|nem(?:á|a|ě|e)\w*(?:\s+by)?|nebud\w*|"
    r"nen(?:í|i)(?:\s+mo(?:ž|z)n\w*)?)"
)
#: a Czech comparative of being higher or lower, in every gender ("vyšší", "větší", "nižší",
#: "menší"), with its "than" ("než", "nežli")
_CS_HIGHER: Final = r"(?:vy(?:šš|ss)(?:í|i)|v(?:ě|e)t(?:šš|ss|š|s)(?:í|i)|v(?:í|i)ce)"
_CS_LOWER: Final = r"(?:ni(?:žš|zs)(?:í|i)|men(?:šš|ss|š|s)(?:í|i)|m(?:é|e)n(?:ě|e))"
_CS_THAN: Final = r"ne(?:ž|z)(?:li)?"
#: a Czech copula an adverb of side may stand before or after ("činí nejvýše", "nejvýše činí",
#: "je nejvýše", "může být nejvýše", "smí dosáhnout nejvýše")
_CS_COPULA: Final = (
    r"(?:\s+(?:(?:č|c)in(?:í|i)|(?:č|c)init|je|jsou|bude|b(?:ý|y)t|dos(?:á|a)h\w*|"
    r"(?:ú|u)(?:č|c)in(?:í|i)|m(?:ů|u)(?:ž|z)e(?:\s+b(?:ý|y)t)?|sm(?:í|i)(?:\s+b(?:ý|y)t)?))?"
)

#: Slovak verbs of exceeding: "prekročiť", "prekračovať", "presiahnuť", "presahovať",
#: "prevýšiť", in every aspect, tense and person (typed with or without the diacritics)
_SK_EXCEED: Final = r"(?:prek(?:ro|ra)\w*|pres(?:ia|a)h\w*|prev(?:ý|y)(?:š|s)\w*)"
#: Slovak verbs of falling: "klesnúť", "klesá", "poklesnúť", "znížiť sa", "spadnúť"
_SK_FALL: Final = r"(?:(?:po)?kles\w*|zn(?:í|i)(?:ž|z)\w*(?:\s+sa)?|spad\w*)"
#: a Slovak negated modal or copula before its verb: "nesmie", "nesmú", "nemôže", "nemôžu",
#: "nemá", "nemal by", "nebude", "nie je"
_SK_NOT_MODAL: Final = (
    r"(?:nesm\w*|nem(?:ô|o)(?:ž|z)\w*|nem(?:á|a)\w*(?:\s+by)?|nebud\w*|nie\s+(?:je|s(?:ú|u)))"
)
#: a Slovak comparative of being higher or lower, in every gender ("vyšší", "väčší", "viac";
#: "nižší", "menší", "menej"), with its "than" ("ako", "než")
_SK_HIGHER: Final = r"(?:vy(?:šš|ss)\w*|v(?:ä|a)(?:čš|cs)\w*|viac)"
_SK_LOWER: Final = r"(?:ni(?:žš|zs)\w*|men(?:šš|ss|š|s)\w*|menej)"
_SK_THAN: Final = r"(?:ako|ne(?:ž|z))"
#: a Slovak copula an adverb of side may stand before or after ("je najviac", "predstavuje
#: najviac", "môže byť najviac", "smie dosiahnuť najviac")
_SK_COPULA: Final = (
    r"(?:\s+(?:je|s(?:ú|u)|bude|by(?:ť|t)|(?:č|c)in(?:í|i)|predstavuj\w*|dosiah\w*|"
    r"m(?:ô|o)(?:ž|z)e(?:\s+by(?:ť|t))?|smie(?:\s+by(?:ť|t))?))?"
)

#: the Romanian letters with a comma below, as typed with a cedilla or without the mark
_T: Final = r"(?:ț|ţ|t)"
_S: Final = r"(?:ș|ş|s)"
_A: Final = r"(?:ă|a)"
_I: Final = r"(?:î|i)"
#: Romanian verbs of exceeding: "depăși", "depășește", "depășesc", "depășească", "depăşi",
#: "a depăși", "excede", "excedeze"
_RO_EXCEED: Final = rf"(?:dep{_A}{_S}\w*|exced\w*)"
#: Romanian verbs of falling: "scădea", "scade", "scadă", "coborî", "coboare", "se situa" below
_RO_FALL: Final = rf"(?:sc{_A}d\w*|scad\w*|cobo(?:r{_I}|a)\w*|(?:se\s+)?situ\w*)"
#: a Romanian negation with its modal before the verb: "nu", "nu poate", "nu pot", "nu va",
#: "nu vor", "nu trebuie să", "să nu", "nu are voie să"
_RO_NOT: Final = (
    rf"(?:(?:s{_A}\s+)?nu\s+(?:(?:poate|pot|va|vor|trebuie|are\s+voie|au\s+voie)\s+)?"
    rf"(?:s{_A}\s+)?(?:mai\s+)?)"
)
#: a Romanian "of", "than" after a comparative: "de", "decât"
_RO_THAN: Final = r"(?:dec(?:â|a)t|de)"
#: a Romanian copula an operator may follow ("să fie cel mult", "este de cel mult", "va fi")
_RO_COPULA: Final = rf"(?:(?:s{_A}\s+fie|este|sunt|va\s+fi|vor\s+fi|fi)\s+(?:de\s+)?)?"

BEFORE_CS_RO: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "cs": {
        "ceiling": (
            rf"nejv(?:ý|y)(?:š|s)e{_CS_COPULA}", rf"nanejv(?:ý|y)(?:š|s)(?:e)?{_CS_COPULA}",
            rf"maxim(?:á|a)ln(?:ě|e){_CS_COPULA}", r"max\.",
            rf"(?:ne|{_CS_NOT_MODAL}\s+){_CS_EXCEED}",
            rf"ne\s*{_CS_HIGHER}\s+{_CS_THAN}",
            rf"{_CS_NOT_MODAL}\s+(?:b(?:ý|y)t\s+)?{_CS_HIGHER}\s+{_CS_THAN}",
            rf"{_CS_NOT_MODAL}\s+(?:vzr(?:ů|u)st|stoupnout|r(?:ů|u)st)\s+nad",
            r"a(?:ž|z)\s+do(?:\s+v(?:ý|y)(?:š|s)e)?", r"do\s+v(?:ý|y)(?:š|s)e",
            r"(?:omezen\w*|limitov(?:á|a)n\w*)\s+na", rf"m(?:é|e)n(?:ě|e)\s+{_CS_THAN}",
            r"(?:horn(?:í|i)\s+)?(?:limit|strop|hranic\w*)\s+(?:ve\s+v(?:ý|y)(?:š|s)i|na\s+(?:ú|u)rovni)",
        ),
        "floor": (
            rf"nejm(?:é|e)n(?:ě|e){_CS_COPULA}", rf"alespo(?:ň|n){_CS_COPULA}",
            rf"aspo(?:ň|n){_CS_COPULA}", rf"p(?:ř|r)inejmen(?:š|s)(?:í|i)m{_CS_COPULA}",
            rf"minim(?:á|a)ln(?:ě|e){_CS_COPULA}", r"min\.",
            rf"(?:ne|{_CS_NOT_MODAL}\s+){_CS_FALL}\s+pod",
            rf"ne\s*{_CS_LOWER}\s+{_CS_THAN}",
            rf"{_CS_NOT_MODAL}\s+(?:b(?:ý|y)t\s+)?{_CS_LOWER}\s+{_CS_THAN}",
            rf"v(?:í|i)ce\s+{_CS_THAN}",
            r"doln(?:í|i)\s+(?:limit|hranic\w*)\s+(?:ve\s+v(?:ý|y)(?:š|s)i|na\s+(?:ú|u)rovni)",
        ),
    },
    "sk": {
        "ceiling": (
            rf"najviac{_SK_COPULA}", rf"nanajv(?:ý|y)(?:š|s){_SK_COPULA}",
            rf"maxim(?:á|a)lne{_SK_COPULA}",
            rf"(?:ne|{_SK_NOT_MODAL}\s+){_SK_EXCEED}",
            rf"nie\s+{_SK_HIGHER}\s+{_SK_THAN}",
            rf"{_SK_NOT_MODAL}\s+(?:by(?:ť|t)\s+)?{_SK_HIGHER}\s+{_SK_THAN}",
            r"a(?:ž|z)\s+do(?:\s+v(?:ý|y)(?:š|s)ky)?", r"do\s+v(?:ý|y)(?:š|s)ky",
            r"(?:obmedzen\w*|limitovan\w*)\s+na", rf"menej\s+{_SK_THAN}",
            r"(?:horn(?:ý|y)\s+)?(?:limit|strop|hranic\w*)\s+(?:vo\s+v(?:ý|y)(?:š|s)ke|na\s+(?:ú|u)rovni)",
        ),
        "floor": (
            rf"najmenej{_SK_COPULA}", rf"aspo(?:ň|n){_SK_COPULA}",
            rf"prinajmen(?:š|s)om{_SK_COPULA}", rf"minim(?:á|a)lne{_SK_COPULA}",
            rf"(?:ne|{_SK_NOT_MODAL}\s+){_SK_FALL}\s+pod",
            rf"nie\s+{_SK_LOWER}\s+{_SK_THAN}",
            rf"{_SK_NOT_MODAL}\s+(?:by(?:ť|t)\s+)?{_SK_LOWER}\s+{_SK_THAN}",
            rf"viac\s+{_SK_THAN}",
            r"doln(?:ý|y)\s+(?:limit|hranic\w*)\s+(?:vo\s+v(?:ý|y)(?:š|s)ke|na\s+(?:ú|u)rovni)",
        ),
    },
    "ro": {
        "ceiling": (
            rf"{_RO_COPULA}cel\s+mult", rf"{_RO_COPULA}maxim(?:um)?", r"max\.",
            rf"{_RO_NOT}{_RO_EXCEED}", rf"{_RO_NOT}(?:fi\s+)?(?:mai\s+)?mult\s+{_RO_THAN}",
            rf"{_RO_NOT}(?:fi\s+)?mai\s+mar[ei]\s+{_RO_THAN}",
            rf"p{_A}n{_A}\s+la(?:\s+cel\s+mult)?", rf"mai\s+pu{_T}in\s+{_RO_THAN}",
            r"(?:plafonat|limitat)\w*\s+la", rf"{_I}n\s+limita\s+(?:a|de)",
            rf"(?:un\s+|o\s+)?(?:plafon(?:ul)?|limit{_A}\s+maxim{_A})\s+de",
        ),
        "floor": (
            rf"{_RO_COPULA}cel\s+pu{_T}in", rf"{_RO_COPULA}minim(?:um)?", r"min\.",
            rf"{_RO_NOT}{_RO_FALL}\s+sub", rf"nu\s+mai\s+pu{_T}in\s+{_RO_THAN}",
            rf"{_RO_NOT}(?:fi\s+)?(?:mai\s+)?mic[iă]?\s+{_RO_THAN}",
            rf"(?:un\s+|o\s+)?(?:prag(?:ul)?\s+minim|limit{_A}\s+minim{_A})\s+de",
        ),
    },
}  # fmt: skip

#: said after the figure: cs "5 % a méně", "5 % nebo méně", "5 % maximálně"; sk "5 % a menej",
#: "5 % alebo viac", "5 % najviac"; ro "5 % sau mai puțin", "5 % cel mult", "5 % maximum"
AFTER_CS_RO: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "cs": {
        "ceiling": (
            r"(?:a|nebo|(?:č|c)i)\s+m(?:é|e)n(?:ě|e)", r"maxim(?:á|a)ln(?:ě|e)",
            r"nejv(?:ý|y)(?:š|s)e", r"nanejv(?:ý|y)(?:š|s)",
        ),
        "floor": (
            r"(?:a|nebo|(?:č|c)i)\s+v(?:í|i)ce", r"minim(?:á|a)ln(?:ě|e)", r"nejm(?:é|e)n(?:ě|e)",
            r"alespo(?:ň|n)",
        ),
    },
    "sk": {
        "ceiling": (
            r"(?:a|alebo|(?:č|c)i)\s+menej", r"maxim(?:á|a)lne", r"najviac",
            r"nanajv(?:ý|y)(?:š|s)",
        ),
        "floor": (
            r"(?:a|alebo|(?:č|c)i)\s+viac", r"minim(?:á|a)lne", r"najmenej", r"aspo(?:ň|n)",
        ),
    },
    "ro": {
        "ceiling": (rf"(?:sau|ori)\s+mai\s+pu{_T}in", r"cel\s+mult"),
        "floor": (r"(?:sau|ori)\s+mai\s+mult", rf"cel\s+pu{_T}in"),
    },
}  # fmt: skip

#: what opens a range: cs "mezi 4 a 7", "v rozmezí 4 až 7", "v rozpětí od 4 do 7", "v pásmu 4
#: až 7" (a band, in every case: "pásmo", "pásma"); sk "medzi 4 a 7", "v rozmedzí", "v rozpätí
#: (od) 4 až 7", "v pásme"; ro "între 4 și 7", "de la 4 la 7", "(în) intervalul 4–7",
#: "intervalul dintre"
RANGE_OPEN_CS_RO: Final = (
    r"mezi|medzi|(?:v\s+)?rozme(?:z|dz)(?:í|i)(?:\s+od)?|"
    r"(?:v\s+)?rozp(?:ě|e|ä|a)t(?:í|i)(?:\s+od)?|"
    r"(?:v\s+)?p(?:á|a)sm(?:u|o|a|em|e)(?:\s+od)?|"
    rf"(?:â|a|{_I})ntre|de\s+la|(?:{_I}n\s+)?interval(?:ul)?(?:\s+(?:de\s+la|de|dintre))?"
)
#: what joins a range's two ends: cs "až (do)" ("a", "do" are already joins); ro "și", "la",
#: "până la"
RANGE_JOIN_CS_RO: Final = rf"a(?:ž|z)(?:\s+do)?|{_S}i|la|p(?:â|a)n(?:ă|a)\s+la"

__all__ = ["AFTER_CS_RO", "BEFORE_CS_RO", "RANGE_JOIN_CS_RO", "RANGE_OPEN_CS_RO"]
