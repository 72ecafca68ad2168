"""A trend claim in Finnish, read as the English `trends` reads.

A Finnish pension insurer, foundation or sijoitusvaliokunta says which way a figure went in
Finnish ("liikevaihto kasvoi noin 12 % vuoden 2020 ensimmäisestä neljänneksestä lähtien",
"nettovelka ei ole laskenut kertaakaan neljänneksestä toiseen", "käyttökate jäi jokaisella
vuoden 2023 neljänneksellä vuodentakaista heikommaksi"). Finnish says with case endings what
other languages say with prepositions, and inflects a figure's name and its verb in person,
number and tense, so each table here gives the whole paradigm a report uses: a verb's past
(singular and plural), present, its participle after "on/ovat/oli/olivat" (the perfect) and
after the negative verb "ei/eivät" (whose connegative is the participle in the past and the
bare stem in the present), and a noun's nominative, genitive, partitive and the local cases.
Periods said by their case ("vuoden 2021 lopusta", "Q2/2020:sta lähtien") are read by
`period_lexicon_fi.finnish_periods_in_english` and the rows below; the word order the English
grammar needs (the comparative before its horizon, the pace before its year) by `_finish`.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.period_lexicon_fi import finnish_periods_in_english
from quantward_validation.trend_lexicon_parts import (
    Table,
    grouped_thousands,
    lexicon_of,
    quarter_finish,
    sized_by,
    tense_of,
)

#: a verb's forms: (past singular|plural, present singular|plural, participle singular|plural,
#: present connegative). Verbs of becoming ("parantua", "heiketä") have two pasts in use
#: ("heikkeni" and "heikentyi"), both given.
_Forms = tuple[str, str, str, str]
_UP_VERBS: Final[tuple[_Forms, ...]] = (
    ("nousi|nousivat", "nousee|nousevat", "noussut|nousseet", "nouse"),
    ("kasvoi|kasvoivat", "kasvaa|kasvavat", "kasvanut|kasvaneet", "kasva"),
    ("parani|paranivat|parantui|parantuivat", "paranee|paranevat|parantuu|parantuvat",
     "parantunut|parantuneet|parannut|paranneet", "parane|parannu"),
    ("kohosi|kohosivat", "kohoaa|kohoavat", "kohonnut|kohonneet", "kohoa"),
    ("vahvistui|vahvistuivat", "vahvistuu|vahvistuvat", "vahvistunut|vahvistuneet",
     "vahvistu"),
    ("lisääntyi|lisääntyivät", "lisääntyy|lisääntyvät", "lisääntynyt|lisääntyneet",
     "lisäänny"),
    ("suureni|suurenivat|suurentui|suurentuivat", "suurenee|suurenevat|suurentuu",
     "suurentunut|suurentuneet|suurennut", "suurene|suurennu"),
    ("laajeni|laajenivat|laajentui|laajentuivat", "laajenee|laajenevat|laajentuu",
     "laajentunut|laajentuneet|laajennut", "laajene|laajennu"),
    ("koheni|kohenivat|kohentui|kohentuivat", "kohenee|kohenevat|kohentuu",
     "kohentunut|kohentuneet", "kohene|kohennu"),
    ("kiipesi|kiipesivät", "kiipeää|kiipeävät", "kiivennyt|kiivenneet", "kiipeä"),
    ("piristyi|piristyivät", "piristyy|piristyvät", "piristynyt|piristyneet", "piristy"),
)  # fmt: skip
_DOWN_VERBS: Final[tuple[_Forms, ...]] = (
    ("laski|laskivat", "laskee|laskevat", "laskenut|laskeneet", "laske"),
    ("heikkeni|heikkenivät|heikentyi|heikentyivät", "heikkenee|heikkenevät|heikentyy|"
     "heikentyvät", "heikentynyt|heikentyneet|heikennyt|heikenneet", "heikkene|heikenny"),
    ("supistui|supistuivat", "supistuu|supistuvat", "supistunut|supistuneet", "supistu"),
    ("pieneni|pienenivät|pienentyi|pienentyivät", "pienenee|pienenevät|pienentyy",
     "pienentynyt|pienentyneet|pienennyt|pienenneet", "pienene|pienenny"),
    ("väheni|vähenivät|vähentyi|vähentyivät", "vähenee|vähenevät|vähentyy",
     "vähentynyt|vähentyneet|vähennyt|vähenneet", "vähene|vähenny"),
    ("aleni|alenivat|alentui|alentuivat", "alenee|alenevat|alentuu", "alentunut|alentuneet|"
     "alennut|alenneet", "alene|alennu"),
    ("putosi|putosivat", "putoaa|putoavat", "pudonnut|pudonneet", "putoa"),
    ("huononi|huononivat|huonontui|huonontuivat", "huononee|huononevat|huonontuu",
     "huonontunut|huonontuneet|huononnut", "huonone|huononnu"),
    ("kutistui|kutistuivat", "kutistuu|kutistuvat", "kutistunut|kutistuneet", "kutistu"),
    ("madaltui|madaltuivat", "madaltuu|madaltuvat", "madaltunut|madaltuneet", "madallu"),
    ("kapeni|kapenivat|kaventui|kaventuivat", "kapenee|kapenevat|kaventuu",
     "kaventunut|kaventuneet|kavennut", "kapene|kavennu"),
    ("romahti|romahtivat", "romahtaa|romahtavat", "romahtanut|romahtaneet", "romahda"),
    ("notkahti|notkahtivat", "notkahtaa|notkahtavat", "notkahtanut|notkahtaneet", "notkahda"),
    ("sukelsi|sukelsivat", "sukeltaa|sukeltavat", "sukeltanut|sukeltaneet", "sukella"),
)  # fmt: skip


_UP_FINITE: Final = tense_of(_UP_VERBS, 0, 1)
_DOWN_FINITE: Final = tense_of(_DOWN_VERBS, 0, 1)
_UP_PARTICIPLE: Final = tense_of(_UP_VERBS, 2)
_DOWN_PARTICIPLE: Final = tense_of(_DOWN_VERBS, 2)
#: what follows the negative verb: a past's participle or a present's connegative
_UP_NEGATED: Final = tense_of(_UP_VERBS, 2, 3)
_DOWN_NEGATED: Final = tense_of(_DOWN_VERBS, 2, 3)
#: the negative verb in every person, with the perfect's "ole" and a past perfect's "ollut"
_NOT: Final = r"(?:ei|eivät|eikä|eivätkä|en|emme)\s+(?:(?:ole|ollut|olleet)\s+)?"
#: "not once", "never": before or after the negated verb
_EVER: Final = r"(?:kertaakaan|koskaan|milloinkaan|kertaakaan\s+aiemmin)"
#: the perfect's auxiliary
_HAVE: Final = r"(?:on|ovat|oli|olivat|olisi|ovatkin|onkin)\s+"
#: a level against another: "oli suurempi", "jäi pienemmäksi", "pysyi korkeampana"
_WAS: Final = (
    r"(?:oli|olivat|on|ovat|jäi|jäivät|pysyi|pysyivät|pysytteli|pysyttelivät|säilyi|"
    r"säilyivät|asettui|asettuivat)"
)
#: comparatives in every case a level is said in (stem, then "-mpi", "-mma-", "-mpa-":
#: "suurempi", "pienemmäksi", "korkeampana", "heikomman")
_COMPARATIVE: Final = r"(?:mp|mm)\w*"
_HIGHER: Final = rf"(?:suure|korkea|pare|vahve|yle|iso|kove|pitke)(?:{_COMPARATIVE})"
_LOWER: Final = rf"(?:piene|matala|ale|heiko|huono|alhaise|kapea|lyhye)(?:{_COMPARATIVE})"
#: the year-ago level in the partitive a comparative takes ("vuodentakaista pienemmäksi")
_YEAR_AGO_PARTITIVE: Final = (
    r"(?:vuodentakaista|edellisvuotista|vuotta\s+aiempaa|edellisvuoden\s+tasoa)"
)

FIGURES: Final[Table] = (
    (r"(?:vertailukelpoi\w+\s+|oikais\w+\s+)?(?:käyttökate(?:marginaali|prosentti)\w*|"
     r"EBITDA-(?:marginaali|prosentti)\w*)", "EBITDA margin"),
    (r"(?:vertailukelpoi\w+\s+|oikais\w+\s+)?(?:liikevoitto(?:marginaali|prosentti)\w*|"
     r"EBIT-(?:marginaali|prosentti)\w*|liiketulos(?:marginaali|prosentti)\w*)", "EBIT margin"),
    (r"(?:bruttokate(?:marginaali|prosentti)\w*)", "gross margin"),
    (r"(?:nettovela(?:n|lla)|nettovelka)(?:\s+suhde\s+käyttökatteeseen|\s*/\s*käyttökate\w*)|"
     r"(?:korollise(?:n|t)\s+)?nettovel(?:ka|an|kaa|ka-?käyttökate)\s*-?\s*suhde\w*",
     "net debt/EBITDA"),
    (r"nettovel(?:ka|an|kaa|alla|asta|aksi|kojen|at)|korollinen\s+nettovelka",
     "net debt"),
    (r"(?:vertailukelpoi\w+\s+|oikais\w+\s+)?käyttökat(?:e|teen|etta|teella|teesta|teeseen)",
     "EBITDA"),
    (r"(?:vertailukelpoi\w+\s+|oikais\w+\s+)?liike(?:voitto|voiton|voittoa|voitolla|"
     r"voitosta|tulos|tuloksen|tulosta)", "operating profit"),
    (r"(?:konsernin\s+)?liikevai(?:hto|hdon|htoa|hdolla|hdosta|htoon)|"
     r"(?:netto)?myyn(?:ti|nin|tiä|nillä)", "revenue"),
    (r"tilauskan(?:ta|nan|taa|nalla|nasta|taan)", "order backlog"),
    (r"(?:saadut\s+tilaukset|saatujen\s+tilausten|tilauskertymä\w*|uusien\s+tilausten)",
     "order intake"),
    (r"(?:tilikauden|katsauskauden|kauden)\s+tulo(?:s|ksen|sta|ksella)|"
     r"netto(?:tulos|tuloksen|tulosta)|emoyhtiön\s+omistajille\s+kuuluva\w*\s+tulo(?:s|ksen|sta)"
     r"|voitto\s+verojen\s+jälkeen", "net income"),
    (r"osakekohtai\w+\s+tulo(?:s|ksen|sta)", "EPS"),
    (r"oma(?:n|a)?\s+pääom(?:a|an|aa)", "equity"),
    (r"(?:liiketoiminnan\s+)?(?:raha|kassa)vir(?:ta|ran|taa)", "cash flow"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    # the negative verb with "once" or "ever" on either side: never
    (rf"{_NOT}{_EVER}\s+{_UP_NEGATED}|{_NOT}{_UP_NEGATED}\s+{_EVER}", "never rose"),
    (rf"{_NOT}{_EVER}\s+{_DOWN_NEGATED}|{_NOT}{_DOWN_NEGATED}\s+{_EVER}", "never fell"),
    (rf"{_NOT}{_UP_NEGATED}", "did not rise"),
    (rf"{_NOT}{_DOWN_NEGATED}", "did not fall"),
    # a level against a year earlier in the partitive ("jäi vuodentakaista pienemmäksi")
    (rf"{_WAS}(?=\s[^.;\[]*?{_YEAR_AGO_PARTITIVE}\s+{_HIGHER})", "was"),
    (rf"{_WAS}(?=\s[^.;\[]*?{_YEAR_AGO_PARTITIVE}\s+{_LOWER})", "was"),
    (rf"{_YEAR_AGO_PARTITIVE}\s+{_HIGHER}", "higher than a year earlier"),
    (rf"{_YEAR_AGO_PARTITIVE}\s+{_LOWER}", "lower than a year earlier"),
    # a level against another: "oli jokaisella neljänneksellä suurempi kuin vuotta aiemmin"
    (rf"{_WAS}(?=\s(?:[^.;\[]*?\s)?(?:{_HIGHER}|{_LOWER})\s+kuin)", "was"),
    (rf"{_HIGHER}(?=\s+kuin)", "higher"),
    (rf"{_LOWER}(?=\s+kuin)", "lower"),
    (rf"{_HAVE}{_UP_PARTICIPLE}", "has risen"),
    (rf"{_HAVE}{_DOWN_PARTICIPLE}", "has fallen"),
    (tense_of(_UP_VERBS, 0), "rose"),
    (tense_of(_DOWN_VERBS, 0), "fell"),
    (tense_of(_UP_VERBS, 1), "rises"),
    (tense_of(_DOWN_VERBS, 1), "falls"),
)  # fmt: skip

_YEAR: Final = r"((?:19|20)\d{2})"
#: a period as the shared reader leaves it ("Q2 2020", "H1 2024", "2021", "30.6.2021")
_POINT: Final = (
    r"(?:(?:Q[1-4]|H[12])\s*/?\s*(?:19|20)\d{2}|\d{1,2}\.\d{1,2}\.(?:19|20)\d{2}|"
    r"(?:19|20)\d{2})"
)
#: the elative and ablative endings that say "from" (a period's, an event's)
_FROM: Final = r"(?:sta|stä|lta|ltä)"
PERIODS: Final[Table] = (
    # a quarter or a half written "Q2/2020", with its case after a colon: "Q2/2020:sta"
    (rf"(Q[1-4]|H[12])\s*/\s*{_YEAR}:{_FROM}(?=\s+(?:lähtien|alkaen))", r"from \1 \2"),
    (rf"(Q[1-4]|H[12])\s*/\s*{_YEAR}(?::\w+)?", r"\1 \2"),
    # the halves named by their place ("vuoden 2024 jälkipuoliskolla")
    (rf"vuoden\s+{_YEAR}\s+(?:alku|ensimmäisellä\s+vuosi)puolisko\w*", r"H1 \1"),
    (rf"vuoden\s+{_YEAR}\s+(?:jälki|loppu|toisella\s+vuosi)puolisko\w*", r"H2 \1"),
    # a year's end as a range's start ("vuoden 2021 lopusta"): its end, not the year's start
    (rf"vuoden\s+{_YEAR}\s+lopu(?:sta|lta)", r"from the end of \1"),
    (rf"vuoden\s+{_YEAR}\s+(?:lopussa|lopulla)", r"at the end of \1"),
    # an event dated in brackets or by its year, in the elative: since that year
    # ("pörssilistautumisesta (1998) lähtien", "yhtiöittämisestä vuonna 2004 alkaen")
    (rf"[^\W\d]+{_FROM}\s+(?:\(\s*|vuonna\s+){_YEAR}\)?\s+(?:lähtien|alkaen)", r"since \1"),
    (rf"vuoden\s+{_YEAR}\s+aikana", r"over \1"),
    (rf"(?:vuonna|vuosina)\s+{_YEAR}", r"in \1"),
    (r"prosenttiyksik(?:köä|kö|ön|öllä|öt|östä)|%-yksik(?:köä|kö|ön|öllä)|%-yks\.?|"
     r"pros\.\s*-?\s*yks\.?", "percentage points"),
    (r"prosent(?:tia|illa|in|ista|tiin)", "%"),
    (r"milj\.\s*(?:euroa|eurolla|€)|miljoonaa\s+euroa|miljoonalla\s+eurolla|M€|MEUR",
     "million"),
    (r"mrd\.\s*(?:euroa|eurolla|€)|miljardia\s+euroa|miljardilla\s+eurolla", "billion"),
    (r"t€|tuhatta\s+euroa", "thousand"),
)  # fmt: skip
_COUNTS: Final = (
    ("kaksi|kahden|kahdessa", "two"), ("kolme|kolmen", "three"), ("neljä|neljän", "four"),
    ("viisi|viiden", "five"), ("kuusi|kuuden", "six"), ("seitsemän", "seven"),
    ("kahdeksan", "eight"), ("yhdeksän", "nine"), ("kymmenen", "ten"),
    ("kaksitoista|kahdentoista", "twelve"),
)  # fmt: skip
_COUNT: Final = "(?:" + "|".join(p for p, _ in _COUNTS) + r"|\d{1,2})"
_LAST: Final = r"(?:viime|viimeisen|viimeisten|kuluneen|kuluneiden|edellisen|edellisten)"
_UNIT: Final = (
    r"(?:vuoden|vuosien|(?:vuosi)?neljänneksen|(?:vuosi)?neljännesten|kvartaalin|kuukauden)"
)
_QUARTER_IN: Final = r"(?:vuosi)?neljänneks(?:ellä|enä|illä|inä)|kvartaali(?:lla|na)"
HORIZONS: Final[Table] = (
    # an event named and then its date ("koronakuopan jälkeen eli Q2/2020:sta lähtien"): the
    # date says the horizon, the name only points at it
    (r"[^\W\d]+n\s+jälkeen,?\s+(?:eli|siis|ts\.|toisin\s+sanoen)(?=\s)", ""),
    # events the English reader dates, in the cases Finnish names them in
    (r"(?:maailmanlaajuise\w*\s+)?finanssikrii?s\w*(?:\s+(?:jälkeen|lähtien))?",
     "since the financial crisis"),
    (r"(?:korona|covid|pandemia)\w*(?:\s+(?:jälkeen|lähtien))", "since the pandemic"),
    (r"(?:euro|velka)kriisi\w*(?:\s+(?:jälkeen|lähtien))", "since the euro crisis"),
    # no quarter: "yhdelläkään neljänneksellä", "millään neljänneksellä"
    (rf"(?:yhdelläkään|millään|minkään)\s+(?:vuoden\s+(?=(?:19|20)\d\d))?(?:(?:19|20)\d\d\s+)?"
     rf"(?:{_QUARTER_IN}|neljänneksen\s+aikana)(?:\s+edellisestä(?:\s+neljänneksestä)?)?",
     "in any quarter"),
    # every quarter's end, every quarter, of a year when it is named
    (rf"(?:jokaisen|joka|kunkin|kaikkien)\s+(?:vuoden\s+{_YEAR}\s+)?(?:vuosi)?neljännek(?:sen|sien)"
     r"\s+(?:lopussa|lopulla|päättyessä)", r"at the end of every quarter of \1"),
    (rf"(?:jokaisella|joka|jokaisena|kaikilla|kullakin|jokaisessa)\s+(?:vuoden\s+{_YEAR}\s+)?"
     rf"(?:{_QUARTER_IN}|neljänneksessä)", r"in every quarter of \1"),
    (r"neljännes\s+neljännekseltä|neljännes\s+toisensa\s+jälkeen", "in every quarter"),
    # quarter on quarter
    (r"(?:edellisestä|edeltävästä)\s+(?:vuosi)?neljänneksestä|(?:vuosi)?neljänneksestä\s+"
     r"toiseen|(?:vuosi)?neljänneksittäin|(?:edelliseen|edeltävään)\s+(?:vuosi)?neljännekseen"
     r"\s+verrattuna", "from one quarter to the next"),
    # the same quarter a year earlier, of a year, and year on year
    (rf"(?:vastaava\w*|samalla|samaan)\s+(?:vuosi)?neljännek\w*\s+(?:vuonna\s+|in\s+)?{_YEAR}",
     r"the same quarter of \1"),
    (r"(?:edellisvuoden|vuodentakaise\w*)\s+vastaava\w*\s+(?:vuosi)?neljännek\w*|"
     r"vastaava\w*\s+(?:vuosi)?neljännek\w*\s+(?:vuotta\s+(?:aiemmin|aikaisemmin)|"
     r"edellisvuonna)", "the same quarter a year earlier"),
    (r"(?:edellisvuoteen|vuodentakaiseen|vertailukauteen|vertailujaksoon)\s+verrattuna|"
     r"vuositasolla|vuodentakaisesta", "year on year"),
    (r"vuotta\s+(?:aiemmin|aikaisemmin|ennen)|vuosi\s+sitten|edellisvuonna", "a year earlier"),
    (r"kuluvana\s+vuonna|vuoden\s+alusta(?!\s+(?:19|20)\d\d)|tammikuusta\s+lähtien",
     "year to date"),
    # the last N years or quarters: "kymmenen viime vuoden aikana", "viimeisten 12 kuukauden"
    (rf"(?:{_LAST}\s+vuosikymmenen|{_LAST}\s+kymmenen\s+vuoden|kymmenen\s+{_LAST}\s+vuoden)"
     r"(?:\s+aikana)?", "over the last decade"),
    (rf"(?:{_LAST}\s+(?:12|kahdentoista)|(?:12|kahdentoista)\s+{_LAST})\s+kuukauden"
     r"(?:\s+aikana)?", "over the last twelve months"),
    (rf"{_LAST}\s+({_COUNT})\s+({_UNIT})(?:\s+aikana)?", r"over the last \1 \2"),
    (rf"({_COUNT})\s+{_LAST}\s+({_UNIT})(?:\s+aikana)?", r"over the last \1 \2"),
    # a span between two points: "30.6.2021 ja 30.9.2023 välisenä aikana"
    (rf"({_POINT})\s+ja\s+({_POINT})\s+(?:välisenä\s+aikana|välillä|välisellä\s+jaksolla)",
     r"between \1 and \2"),
    (r"aikavälillä|ajanjaksolla|jaksolla|aikana(?=\s+(?:Q[1-4]|H[12]|(?:19|20)\d\d))", "over"),
    # since: the case's "from" before "lähtien" ("from Q1 2020 lähtien")
    (r"from(?=\s+[^.;\[]{1,30}?\s+(?:lähtien|alkaen)(?![\w-]))", "since"),
    (r"lähtien|alkaen|asti|saakka", ""),
    (r"aikana", "over"),
    # the pace and the rate
    (r"nopeammin|ripeämmin|vauhdikkaammin", "faster"),
    (r"hitaammin|verkkaisemmin", "more slowly"),
    (r"kaksinumeroista\s+vuosivauhtia|kaksinumeroisella\s+vuosivauhdilla",
     "at a double-digit annual rate"),
    (r"keskimäärin", "on average"),
    (r"kaksinumeroi\w+", "double-digit"),
    # sizes
    (r"yli|runsaat|reilut", "more than"),
    (r"lähes|melkein|liki|vajaat", "almost"),
    (r"noin|n\.|arviolta|suunnilleen", "about"),
    (r"alle", "less than"),
    (r"yksikköä|yksiköllä|kertaa|kertaiseksi", "x"),
    (r"verrattuna|verrattuna\s+vuoteen", "versus"),
    (r"kuin", "than"),
    (r"(?:vuosi)?neljänne(?:s|ksen|ksellä|ksessä)", "quarter"),
    (r"(?:vuosi)?neljännek(?:set|sellä|sillä|sien)|(?:vuosi)?neljännesten", "quarters"),
    *((rf"{p}", e) for p, e in _COUNTS),
    (r"vuoden|vuosien", "years"),
    (r"kuukauden", "months"),
    (r"ja", "and"),
    (r"eli", "i.e."),
)  # fmt: skip

_PERCENT: Final = re.compile(r"(?<=\d) ?%")
#: a comparative said after its horizon ("was in every quarter of 2024 higher than a year
#: earlier", the Finnish order) put before it, as the English grammar reads a level
_LEVEL_AFTER: Final = re.compile(
    r"\bwas\s+((?:in|at)\s+[^.;\[]*?)\s+(higher|lower)\s+than\s+"
    r"(a year earlier|the same quarter (?:of (?:19|20)\d\d|a year earlier))"
)
#: a pace said after its year ("rose in 2024 faster than in 2023")
_PACE_AFTER: Final = re.compile(r"\b(rose|fell)\s+(in\s+\S+)\s+(faster|more slowly)\s+than\b")
#: a bare period after a verb's size ("fell 1,5 percentage points Q4 2024"): "in" it
_BARE_PERIOD: Final = re.compile(
    r"(?:(?<=points)|(?<=million)|(?<=billion)|(?<=\dx)|(?<=%))\s+"
    r"(?=(?:Q[1-4]|H[12])\s)"
)


def _finnish_order(sentence: str) -> str:
    """English word order: the comparative before its horizon, the pace before its year, a
    size after "by", a share with its sign, and thousands grouped with a space as one number."""
    read = _LEVEL_AFTER.sub(r"was \2 than \3 \1", sentence)
    read = _PACE_AFTER.sub(r"\1 \3 \2 than", read)
    read = re.sub(r"(?<=\d) x\b", "x", sized_by(read))
    read = _BARE_PERIOD.sub(" in ", _PERCENT.sub(" %", grouped_thousands(read)))
    return re.sub(r"\bof (?=[\s.,;\[|]|$)", "", read)


#: the shared tail after Finnish order: "in every quarter in 2024" as "of 2024", "in no
#: quarter" as the negation, single spaces
_finish: Final = quarter_finish(_finnish_order)


#: words only Finnish has among the languages read here (its verbs of a change in every form,
#: its small words), so a Finnish sentence is read by this lexicon even when its verb is its
#: only Finnish, and no other's small words are taken for its
MARKERS: Final = re.compile(
    rf"(?<![\w-])(?:{tense_of(_UP_VERBS, 0, 1, 2)}|{tense_of(_DOWN_VERBS, 0, 1, 2)}|"
    r"ei|eivät|kuin|vuonna|vuoden|vuotta|aiemmin|lähtien|alkaen|jälkeen|aikana|"
    r"yli|noin|lähes|kertaakaan|joka|jokaisella|jokaisen|yhdelläkään|prosenttiyksikköä|"
    r"prosenttia|milj|euroa|\w*neljännek\w*|\w*neljännes)(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=_finish,
    read_periods=finnish_periods_in_english,
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
