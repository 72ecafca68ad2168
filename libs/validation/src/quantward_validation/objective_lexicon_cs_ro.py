"""The objective's words in Czech and Romanian, for `objective_lexicon_eu` and so for `intent`.

A Czech pension company's or a Romanian pension fund's papers state the objective in their own
language, and `intent` pairs a target with a direction as in the others. Each class below is the
same class `objective_lexicon_eu` has for the western languages, as regex fragments, read as
stems because both languages inflect what an objective is made of:

* Czech declines nouns and adjectives in seven cases ("výnos", "výnosu", "výnosem", "výnosy";
  "rozptyl", "rozptylu"; "odchylka", "odchylkou", "odchylce"), grades its adjectives with "nej-"
  for the superlative and "co nej-" for "as … as possible" ("nejvyšší", "co nejnižším", "co
  nejmenší", "nejblíže"), and forms verbs and participles from one stem ("minimalizovat",
  "minimalizující", "maximalizace").
* Slovak declines and grades as Czech does, with its own spellings: the superlative begins with
  "naj-" ("najvyšší", "čo najnižším", "čo najmenej", "najbližšie"), the comparative of size is
  "väčší", "more" and "less" are "viac" and "menej", the infinitive ends in "-ť"
  ("minimalizovať", "kolísať", "znížiť"), long vowels differ ("odchýlka", "odchýlkou";
  "referenčný"; "alokácia") and "ľ" stands where Czech has "l" ("bez ohľadu"); each Czech
  class below reads the Slovak forms too, one reader for both.
* Romanian joins its definite article to the noun ("randamentul", "randamentului",
  "varianța", "varianței", "riscul"), grades adjectives with a word before them ("mai mare", "cel
  mai mare", "cât mai mic") and writes its comma-below letters also with a cedilla or without
  a mark ("ș"/"ş"/"s", "ț"/"ţ"/"t"), all read here.

The negations and "without" are `negation_cs_ro`'s, shared with the other readers.
"""

from __future__ import annotations

from typing import Final

from quantward_validation import negation_cs_ro as neg

#: Romanian "ș" and "ț" in their three spellings
_SH: Final = r"[șşs]"
_TS: Final = r"[țţt]"

#: more of the target
UP: Final = (
    # Czech: "maximalizovat", "maximalizace", "maximalizující" (Polish spells it "maks-");
    # "maximální", "maximálního"; the
    # superlatives and comparatives of height, size and good ("nejvyšší", "největší",
    # "nejlepší", "vyšší", "větší", "lepší"); "nejvíce", "více"; "zvýšit", "zvyšovat", "navýšit"
    r"maximaliz\w*|maximáln\w*|nejvyšš\w*|největš\w*|nejlepš\w*|nejvíc\w*|vyšš\w*|větš\w*|lepš\w*|"
    r"víc|více|zvýš\w*|zvyš\w*|navýš\w*|navyš\w*|"
    # Slovak: "najvyšší", "najväčší", "najlepší", "najviac"; "väčší"; "viac"
    r"najvyšš\w*|najväčš\w*|najlepš\w*|najviac|väčš\w*|viac|"
    # Romanian ("maximizare", "maximizăm" are the English stem's): "maxim", "maximă", "maximul";
    # the comparative and superlative made with "mai" ("mai mare", "cel mai mare", "cea mai
    # bună", "cât mai ridicat"); "a crește", "creșterea"; "a spori", "sporirea"
    r"maxim(?:ă|a|e|ul|ului|um|i|ii|ale|elor)?|"
    r"(?:(?:cel|cea|cei|cele|c[âa]t)\s+)?mai\s+(?:mar[ei]|mult\w*|bun[ăaei]?|buni|ridicat\w*|"
    r"înalt\w*|inalt\w*)|"
    rf"cre{_SH}t\w*|spori\w*|spore{_SH}t\w*"
)
#: less of the target
DOWN: Final = (
    # Czech ("minimalizovat", "minimalizující" are read by the Polish stem): "minimální",
    # "nejnižší", "nejmenší", "nejméně", "nižší", "menší", "méně", "nízký", "malý"; "snížit",
    # "snižovat"; "redukovat", "redukce"
    r"minimáln\w*|nejnižš\w*|nejmenš\w*|nejméně|nejmíň|nižš\w*|menš\w*|méně|míň|"
    r"nízk\w*|mal(?:ý|á|é|ou|ého|ém|ému|ým|ých)|sníž\w*|sniž\w*|redukc\w*|redukov\w*|"
    r"zredukov\w*|"
    # Slovak: "najnižší", "najmenší", "najmenej", "menej", "malú"; "znížiť", "znižovať"
    r"najnižš\w*|najmenš\w*|najmenej|menej|malú|zníž\w*|zniž\w*|"
    # Romanian ("minimizare", "minimizăm" are the English stem's): "minim", "minimă", "minimul";
    # "mai mic", "cel mai mic", "cât mai redus", "cât mai scăzut"; "a reduce", "reducerea",
    # "redus"; "a scădea", "scăderea"
    r"minim(?:ă|a|e|ul|ului|um|i|ii|ale|elor)?|"
    r"(?:(?:cel|cea|cei|cele|c[âa]t)\s+)?mai\s+(?:mic\w*|redus\w*|sc[ăa]zut\w*|jos|joas[ăa])|"
    r"reduc\w*|redus\w*|sc[ăa]de\w*|sc[ăa]der\w*|sc[ăa]zut\w*"
)
#: the risk of the book: variance, volatility, standard deviation, fluctuation, risk
RISK: Final = (
    # Czech: "rozptyl", "rozptylu"; "kolísání", "kolísavost"; "výkyvy"; "směrodatná odchylka";
    # "riziko", "rizika", "rizikem"
    # (Slovak: "kolísať", "kolísanie", "smerodajná odchýlka")
    r"rozptyl\w*|kolís[aá]\w*|kolísav\w*|výkyv\w*|"
    r"(?:směrodatn|smerodajn|smerodatn)\w*\s+odch[yý]l\w*|rizik\w*|"
    # Romanian: "varianța", "varianței" (never "varianta", an option); "abaterea standard";
    # "fluctuațiile"; "oscilațiile"; "riscul", "riscului", "riscuri"
    rf"varian{_TS}\w*|abater\w*\s+standard\w*|devia{_TS}i\w*\s+standard\w*|"
    rf"fluctua{_TS}\w*|oscila{_TS}\w*|risc(?:ul|ului|uri|urile|urilor)?"
)
#: the return of the book, expected or not
RETURN: Final = (
    # Czech: "výnos", "výnosu", "výnosem", "výnosy", "výnosnost"; "zhodnocení"; "zisk";
    # "výkonnost"; "alfa", "alfu"
    # (Slovak: "zhodnotenie", "výkonnosť")
    r"výnos\w*|zhodnocen\w*|zhodnoten\w*|zisk\w*|výkonnost\w*|alf(?:a|y|u|ou|ě)|"
    # Romanian: "randamentul", "randamente"; "rentabilitatea" (the western stem reads it);
    # "câștigul"; "profitul"; "performanța"
    rf"randament\w*|c[âa]{_SH}tig\w*|profit(?:ul|ului|uri|urile)|performan{_TS}\w*"
)
#: the distance from the benchmark
TRACKING: Final = (
    # Czech: "aktivní riziko", "aktivním rizikem"; "chyba sledování"; a deviation that is no
    # standard deviation ("odchylka", "odchylkou", "odchylek"); "odklon"
    # (Slovak: "aktívne riziko", "chyba sledovania", "odchýlka", "odchýlkou", "odchýlok")
    r"akt[ií]vn\w*\s+rizik\w*|rizik\w*\s+akt[ií]vn\w*|chyb\w*\s+sledovani[ae]|"
    r"(?<!směrodatná\s)(?<!směrodatné\s)(?<!směrodatnou\s)(?<!směrodatných\s)"
    r"(?<!smerodajná\s)(?<!smerodajnej\s)(?<!smerodajnou\s)(?<!smerodajných\s)"
    r"\bodch[yý]l(?:k[aouyáeěú]\w*|ek|ok|ce)\b|\bodklon\w*|"
    # Romanian: "riscul activ"; "eroarea de urmărire"; a deviation that is no standard one
    # ("abaterea", "abateri"); "devierea"
    r"risc\w*\s+activ\w*|eroare\w*\s+de\s+urm[ăa]rire|"
    r"\babater(?:e|ea|i|ii|ile|ilor)\b(?![\s-]+standard)|\bdevier\w*"
)
#: nearness to a reference, before it: Czech "co nejblíže", "nejbližší", "sledovat",
#: "kopírovat", "replikovat"; Romanian "cât mai aproape de", "apropiat", "a urmări" (to follow),
#: "a replica", "a reproduce"
CLOSE: Final = (
    r"\b(?:bl[ií][zž]\w*|n[ea]jbl[ií][zž]\w*|sled(?:ov|uj)\w*|kopír\w*|replik\w*|"
    rf"aproape|apropiat\w*|urm[ăa]ri\w*|urm[ăa]re{_SH}t\w*|urm[ăa]resc|replic\w*|reproduc\w*)"
)
#: a reference the book is kept near, by its noun: the strategic allocation and a reference
#: portfolio, "indicele" ("benchmark" and "index" are read in every language)
INDEX: Final = (
    # (Slovak: "strategická alokácia", "referenčný index")
    r"strategick\w*\s+alok[aá]c\w*|referenčn\w*\s+(?:portf[oó]li|index|alok[aá]c)\w*|"
    r"aloc[aă]r\w*\s+strategic\w*|portofoli\w*\s+de\s+referin\w*|"
    r"indic(?:ele|elui|ii|ilor)\b"
)
#: a return adjusted for its risk, or per unit of it
RISK_ADJUSTED: Final = (
    # (Slovak: "očistený o riziko", "rizikovo vážený")
    r"(?:očištěn|očisten|upraven|úprav)\w*\s+o\s+rizik\w*|"
    r"rizikov[ěo]\s+(?:vážen|upraven|očištěn|očisten)\w*|"
    r"(?:na|za)\s+jednotk\w*\s+(?:rizik|volatilit|kolísání|rozptyl)\w*|"
    r"ajust\w*\s+(?:la|cu|pentru|în\s+funcție\s+de|in\s+functie\s+de)\s+risc\w*|"
    r"pe\s+unitat\w*\s+de\s+(?:risc|volatilitate)\w*"
)
#: "without", which both negates and turns the clause
WITHOUT: Final = neg.WITHOUT
#: the words that negate a target or rank it low
NEGATION: Final = neg.NEGATION_CS + "|" + neg.NEGATION_RO
#: "regardless of", setting aside only the noun after it
REGARDLESS_BEFORE: Final = neg.REGARDLESS_BEFORE

__all__ = [
    "CLOSE",
    "DOWN",
    "INDEX",
    "NEGATION",
    "REGARDLESS_BEFORE",
    "RETURN",
    "RISK",
    "RISK_ADJUSTED",
    "TRACKING",
    "UP",
    "WITHOUT",
]
