"""The objective's words in Polish and Finnish, for `objective_lexicon_eu` and so for `intent`.

Both languages inflect the words an objective is made of, so a class is a stem with its endings,
never a form: Polish declines its nouns and adjectives in seven cases ("wariancja", "wariancję",
"wariancji"; "najniższa", "najniższej", "najniższym") and conjugates "minimalizować" into
participles ("minimalizujące"); Finnish adds case suffixes ("tuotto", "tuottoa", "tuoton",
"tuotoista"; "pienin", "pienintä", "pienimmällä"), grades its consonants ("tuotto" → "tuoton"),
and compounds its nouns ("aktiiviriski", "minimivarianssisalkku", "lisätuotto": the head is the
last part). Finnish also puts its adpositions after their noun ("tuotoista riippumatta",
regardless of returns) and negates with a verb of its own ("ei", "eivät", "eikä"). Each class
below is the same class `objective_lexicon_eu` has for the western languages, as regex
fragments.
"""

from __future__ import annotations

from typing import Final

#: more of the target: maximising, the superlatives and comparatives of size, height and good
UP: Final = (
    # Polish: "maksymalizować", "maksymalizacja", "maksymalny", "najwyższa", "największy",
    # "najlepszy", "wyższy", "większy", "lepszy", "więcej", "zwiększać"
    r"maksymaliz\w*|maksymaln\w*|najwyższ\w*|największ\w*|najlepsz\w*|wyższ\w*|większ\w*|"
    r"lepsz\w*|więcej|zwiększ\w*|podwyższ\w*|"
    # Finnish ("maksimoida" is read by the Nordic stem "maksim"): "suurin", "suurinta",
    # "suurimman", "suurimmalla"; "korkein", "korkeimman"; "paras", "parhaan", "parasta";
    # "suurempi", "korkeampi", "parempi"; "kasvattaa"
    r"suurin\w*|suurimm\w*|suurimp\w*|korkein\w*|korkeimm\w*|korkeimp\w*|paras|parasta|"
    r"parhai?\w*|suuremp\w*|suuremm\w*|korkeamp\w*|korkeamm\w*|paremp\w*|paremm\w*|kasvat\w*"
)
#: less of the target: minimising, reducing, the superlatives and comparatives of small and low
DOWN: Final = (
    # Polish: "minimalizować", "minimalizujące", "minimalna", "najniższa", "najmniejszy",
    # "najmniej", "niższy", "mniejszy", "mniej", "zmniejszać", "obniżać", "redukować"
    r"minimaliz\w*|minimaln\w*|najniższ\w*|najmniejsz\w*|najmniej|niższ\w*|mniejsz\w*|mniej|"
    r"zmniejsz\w*|obniż\w*|redukow\w*|redukcj\w*|zreduk\w*|"
    # Finnish: "minimoida", "minimoidaan", "minimoivat", "minimointi"; "pienin", "pienintä",
    # "pienimmällä"; "alhaisin", "matalin"; "pienempi", "alhaisempi"; "pienentää",
    # "vähentää", "alentaa"; "mahdollisimman pieni", "mahdollisimman pienellä"
    r"minimo\w*|pienin\w*|pienimm\w*|pienimp\w*|alhaisin\w*|alhaisimm\w*|matalin\w*|"
    r"matalimm\w*|pienemp\w*|pienemm\w*|alhaisemp\w*|alhaisemm\w*|matalamp\w*|matalamm\w*|"
    r"pienen(?:t|n)\w*|vähen(?:t|n)\w*|alen(?:t|n)\w*|"
    r"mahdollisimman\s+(?:pien|alhai|matal|vähä)\w*"
)
#: the risk of the book: variance, volatility, standard deviation, fluctuation, risk
RISK: Final = (
    # Polish: "wariancja", "wariancję"; "zmienność", "zmienności"; "odchylenie standardowe";
    # "wahania"; "ryzyko", "ryzyka", "ryzykiem"
    r"wariancj\w*|zmiennoś\w*|odchyleni\w*\s+standardow\w*|wahani\w*|ryzyk\w*|"
    # Finnish, the head of its compound too ("minimivarianssi", "salkkuriski" are variance and
    # risk; "riskisakko", "riskikorjattu" are a penalty and an adjustment): "varianssi",
    # "varianssin"; "volatiliteetti"; "keskihajonta"; "heilunta", "heiluntaa"; "vaihtelu";
    # "riski", "riskin", "riskiä", "riskit", "riskillä"
    r"\w*varianssi\w*|volatiliteet\w*|keskihajon\w*|heilun\w*|vaihtelu\w*|"
    r"riski(?:n|ä|t|en|ssä|llä|stä|ksi|in)?|riskej\w*"
)
#: stability, which is risk kept down: "jak najstabilniejsze", "stabilność", "vakaus"
STABLE: Final = (
    r"stabiln\w*|stabilnoś\w*|najstabilniejsz\w*|stabilniejsz\w*|"
    r"vaka(?:a|an|ata|ana|us|uden|utta|ampi|amman|ampaa|immin|in)"
)
#: the return of the book, expected or not
RETURN: Final = (
    # Polish: "stopa zwrotu", "stopę zwrotu", "stóp zwrotu" (read by their "zwrot"); "zysk";
    # "rentowność"; "alfa", "alfę"
    r"zwrot(?:u|y|ów|em|owi)?|zysk\w*|rentownoś\w*|alf[aęy]|"
    # Finnish, consonant gradation and compounds with it ("tuotto", "tuoton", "tuottoa",
    # "tuotoista", "lisätuotto", "odotettu tuotto"); "tuote", "tuotteet" (products) are none
    r"\w*tuot(?:to|o)\w*|alfa\w*"
)
#: the distance from the benchmark
TRACKING: Final = (
    # Polish: "ryzyko aktywne", "przy możliwie najniższym ryzyku aktywnym"; "błąd odwzorowania";
    # a deviation that is no standard deviation ("odchylenie", "odchyleniem")
    r"ryzyk\w*\s+aktywn\w*|aktywn\w*\s+ryzyk\w*|b[łl][ąę]d\w*\s+odwzorowani\w*|"
    r"odchyleni(?:e|a|u|em|ach|ami|om)?\b(?!\s+standardow)|"
    # Finnish: "aktiiviriski", "aktiiviriskillä", "aktiivinen riski"; "seurantavirhe";
    # "poikkeama", "poikkeamalla" (a deviation)
    r"aktiiviris\w*|aktiivi\w*\s+ris\w*|seurantavirhe\w*|\w*poikkeam\w*"
)
#: nearness to a reference: "jak najbliżej benchmarku", "blisko", "mahdollisimman lähellä"
CLOSE: Final = (
    r"\b(?:blisk\w*|bliż\w*|najbliż\w*|odwzorow\w*|naśladow\w*|"
    r"lähellä|lähelle|läheltä|lähempänä|lähemmäs|lähimpänä|lähimmäs|jäljit\w*|"
    r"seura(?:a|avat|ta|taan|ten|isi|amaan|si))"
)
#: a reference the book is kept near, by its noun: "benchmark" is read in every language
INDEX: Final = (
    r"indeks(?:u|ie|em|y|ów|ach)?\b|portfel\w*\s+(?:referencyjn|wzorcow)\w*|"
    r"\w*indeksi\w*|perusallokaatio\w*|vertailusalk\w*"
)
#: a return adjusted for its risk: "stopa zwrotu skorygowana o ryzyko", "riskikorjattu tuotto",
#: return per unit of risk ("na jednostkę ryzyka", "riskiyksikköä kohden")
RISK_ADJUSTED: Final = (
    r"skorygowan\w*\s+o\s+ryzyk\w*|na\s+jednostk\w*\s+(?:ryzyk|zmiennoś|wariancj)\w*|"
    r"riskikorjat\w*|riskiyksikkö\w*|riskiyksikö\w*|volatiliteettiyksikkö\w*"
)
#: "without": it both negates and turns the clause ("bez kary za ryzyko", "ilman riskisakkoa")
WITHOUT: Final = ("bez", "ilman")
#: words that negate a target or set it aside: Polish "nie", "nikt", "żaden", "ani"; Finnish's
#: verb of negation in every person ("ei", "eivät", "eikä", "älä")
NEGATION: Final = (
    r"nie|bez|nikt|nic|niczego|żadn\w*|nigdy|ani|drugorzędn\w*|"
    r"ei|eivät|eikä|eivätkä|älä|älkää|ilman|toissijai\w*"
)
#: adpositions of "regardless of", which set aside only their own noun: before it ("niezależnie
#: od stóp zwrotu") or, in Finnish, after it ("tuotoista riippumatta")
REGARDLESS_BEFORE: Final = r"niezależnie"
REGARDLESS_AFTER: Final = r"riippumatta|huolimatta"

__all__ = [
    "CLOSE",
    "DOWN",
    "INDEX",
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
