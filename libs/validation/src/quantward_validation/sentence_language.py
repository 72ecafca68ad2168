"""Whether a sentence is written in a given language, told by its small words.

Some words mean one thing in one language and another in the next: Portuguese "no" is "in the"
(English and Spanish "no" deny), German "gilt" is "applies" (English "gilt" is a UK government
bond), Czech "ne" is "not" (French "ne" is the first half of "ne … pas", whose second half
denies; Romanian "ne" is "us"; Hungarian "ne" is the prohibitive "not"). A reader that takes
such a word must know the sentence's language, and a sentence says it by its function words:
articles, prepositions, auxiliaries, the negator. Two distinct ones that no other language read
here shares make a sentence that language's; one alone may be a loan word, a name or a
quotation. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Language:
    """A language by the words that only it has among those read here."""

    #: the language's own words (whole words, case-insensitive)
    words: re.Pattern[str]
    #: how many distinct ones make a sentence the language's
    at_least: int = 2

    def reads(self, sentence: str) -> bool:
        """Whether the sentence has at least `at_least` distinct words of the language."""
        found = {m.group(0).lower() for m in self.words.finditer(sentence)}
        return len(found) >= self.at_least


#: Portuguese: the contractions and articles English and Spanish lack ("pelo", "pela", "ao",
#: "à", "uma"), its verbs ("é", "são", "foi", "foram", "está"), "em", "com", "não", "também",
#: and the nasal endings ("-ção", "-ções", "-ão", "-ões")
PORTUGUESE: Final = Language(
    re.compile(
        r"(?<![\w-])(?:em|com|pel[oa]s?|aos?|à|às|uma|é|são|foi|foram|não|também|está|estão)"
        r"(?![\w-])|\w+(?:ção|ções|ão|ões)(?![\w-])",
        re.IGNORECASE,
    )
)
#: German: its articles in every case, its prepositions and their contractions, its auxiliaries
#: and negator, the verbs of binding and staying, and "seit", "laut", "gemäß" (never "die",
#: "also", "war" or "so", which English has too, nor Danish "der", "den")
GERMAN: Final = Language(
    re.compile(
        r"(?<![\w-])(?:das|dem|des|einer?|einen|einem|eines|und|ist|sind|nicht|kein\w*|mit|"
        r"f(?:ü|u)r|bei|beim|seit|wird|werden|wurde|wurden|auf|zum|zur|vom|im|ins|auch|noch|"
        r"nach|(?:ü|u)ber|unter|aus|sich|weiterhin|gilt|gelten|bleibt|laut|gem(?:ä|a)(?:ß|ss)|"
        r"durch|ohne|gegen|zwischen|sowie|oder|dass|wie|wir|unsere?\w*)(?![\w-])",
        re.IGNORECASE,
    )
)
#: Czech and Slovak, read as one: their letters no other language read here writes ("ě", "ů",
#: "ř", "ď", "ť", "ň", "ľ", "ĺ", "ŕ", "č", "š", "ž", "ý"; Romanian's "ș" and Polish "ż" are other
#: letters, and Slovak "ô" is French's too: "plutôt", "contrôle"), so that any inflected word
#: carrying one counts, and the function words spelt without them: the copula ("je", "jsou",
#: "sú", "není"), "že", "který"/"ktorý" in every case, "pro"/"pre", "při"/"pri",
#: "podle"/"podľa", "jako"/"ako", "nebo"/"alebo", "také"/"tiež", "už", "aby", "bude",
#: "mají"/"majú" and the one-letter prepositions "v", "k" (never "a", "se", "sa", "na", "do",
#: "od", "z" or "nie", which Italian, Romanian, Spanish or Polish share); the pronouns "nám",
#: "nás", "vám", "vás" and the verbs "jde"/"ide", "jsem" (Slovak "som" is Swedish too); the
#: verb by its endings: the Czech infinitive "-ovat" ("minimalizovat"), the first person
#: plural "-ujeme", "-íme", "-áme" ("sledujeme", "chceme" by its stem "chc-", which no other
#: language has), the third person "-uje" ("sleduje"; Polish's too, which has no particle
#: "ne" to mistake), "co" (what); the Czech superlative "nej-" ("nejnižší"); and the Czech ending
#: "-ní" of verbal nouns and soft adjectives ("sledování", "maximální"), which no other
#: language read here ends a word with
CZECH_SLOVAK: Final = Language(
    re.compile(
        r"(?<![\w'’-])(?:je|jsou|sú|není|jsme|sme|že|kter\w+|ktor\w+|pro|pre|při|pri|podle|"
        r"podľa|jako|ako|nebo|alebo|také|tiež|už|aby|bude|budú|mají|majú|v|k|"
        r"nám|nás|vám|vás|jde|ide|jsem|"
        r"co|\w+ovat|\w+uje|\w+ujeme|\w+[íá]me|chc\w*|nej\w+|\w+ní)(?![\w'’-])|"
        r"\w*[ěůřďťňľĺŕčšžýĚŮŘĎŤŇĽĹŔČŠŽÝ]\w*",
        re.IGNORECASE,
    )
)

#: Hungarian: the letters with the double acute ("ő", "ű"), which no other language read here
#: writes, so that any inflected word carrying one counts; its article "az", the conjunctions
#: "és", "hogy", "hanem", "vagy", "pedig", "illetve", "valamint", the copula and its negation
#: ("van", "vannak", "nincs", "volt"), "kell", "egy", the relative "amely…" and "ami…", the
#: postpositions "szerint", "között", "alapján", "helyett", "után", "nélkül", and the definite
#: first person plural of a verb ("minimalizáljuk", "követjük"; never "nem", Portuguese's too,
#: nor "is", which is English)
HUNGARIAN: Final = Language(
    re.compile(
        r"(?<![\w'’-])(?:az|és|hogy|hanem|vagy|pedig|illetve|valamint|van|vannak|nincs\w*|volt|"
        r"kell|egy|amely\w*|ami\w*|szerint|között|alapján|helyett|után|nélkül|"
        r"\w+(?:juk|jük))(?![\w'’-])|\w*[őűŐŰ]\w*",
        re.IGNORECASE,
    )
)

#: Croatian, Serbian and Bosnian (Latin script) and Slovenian, read as one: their letters "ć" and
#: "đ", which no other language read here writes inside a word (Polish ends a word with "ć"), so
#: any inflected word carrying one counts; the copula and its negation ("je", "su", "nije",
#: "nisu", "jest"; Slovenian "niso"; never "je" alone, French's too), the l-participles of
#: "biti" ("bio", "bila", "bilo", "bili", "bile"), the relatives "koji" in every case and
#: Slovenian "ki", "što"/"šta", "kao", "ili", "nego", "između", "prema", "tijekom"/"tokom",
#: "također"/"takođe", "još", the future's "će", "ćemo", "ćete" and its negation "neće", the
#: modal "smije", Slovenian "ter", "oziroma", "tudi", the year and the quarter in their cases
#: ("godina", "godini", "tromjesečju", "polugodištu"), "odnosu" of "u odnosu na", "posto", a
#: limit's words ("iznosi", "najviše", "najmanje", "imovina"; Czech says "činí", "nejvýše",
#: "majetek", Slovenian "znaša", "največ"), and two endings: the masculine l-participle's "-ao"
#: ("porastao", "poboljšao", "pao") and the genitive plural's "-ih" of an adjective
#: ("posljednjih", "postotnih"); never "na", "od", "do", "i", "u", "da" or "ne", which Czech,
#: Polish, Italian or Romanian share. Slovenian by its own function words: the copula's other
#: persons ("so", "smo", "ste", "bodo", "nismo"; "ni", is not), the l-participle "bil", the
#: relative "kateri" in every case, "tega", "temu", "kot", "ker", "še", "naj", "lahko", "zato",
#: "vendar", "torej", "glede", "skladno", "največ"; never "sta" (Italian), "bo" (Polish
#: "because") or "že" (Czech "that"), nor a verb's ending (Italian "minimo" ends as "-imo"
#: does)
SOUTH_SLAVIC_WORDS: Final = (
    r"je|su|nije|nisu|niso|jest|biti|bio|bila|bilo|bili|bile|koj\w+|ki|što|"
    r"šta|kao|ili|nego|između|izmedu|prema|tijekom|tokom|također|takoder|takođe|još|će|ćemo|"
    r"ćete|neće|nece|nećemo|smije|smiju|ter|oziroma|tudi|godin\w*|tromj?esečj\w*|"
    r"polugodišt\w*|odnosu|posto|iznos\w*|najviš\w*|najvis\w*|najmanj\w*|imovin\w*|\w+ao|"
    r"\w+ih|so|smo|ste|bodo|nismo|ni|bil|kater\w*|tega|temu|kot|ker|še|naj|lahko|"
    r"zato|vendar|torej|glede|skladno|največ"
)
#: the letters of `SOUTH_SLAVIC`: a word with "ć" before its last letter, or with "đ"
SOUTH_SLAVIC_LETTERS: Final = r"\w*[ćđĆĐ]\w+|\w*[đĐ]\w*"
SOUTH_SLAVIC: Final = Language(
    re.compile(
        rf"(?<![\w'’-])(?:{SOUTH_SLAVIC_WORDS})(?![\w'’-])|{SOUTH_SLAVIC_LETTERS}",
        re.IGNORECASE,
    )
)

#: Lithuanian: its letters "ė", "ų", "į" and "ū", which no other language read here writes (Polish
#: has "ą" and "ę", Latvian is not read), so any word carrying one counts ("viršutinė", "aktyvų",
#: "į", "tebėra"); the stems of its "-uoti" verbs ("maksimizuojama", "optimizuoja"; never a bare
#: "-uoj-", Finnish "suoja" has it) and of its superlatives ("didžiausia", "geriausią"), which no
#: other language spells; the copula ("yra", "buvo", "bus"), "kaip", "nuo", "pagal", "tačiau",
#: "arba", "jei", "prie", "taip", "kuo", "taigi", the relative "kuris", the "galioti" of a rule in
#: force ("galioja", "galiojanti"), the comparatives of a bound ("daugiau", "mažiau"); never
#: "ir" (Spanish "to go"), "kad" (Croatian "when"), "bei" (German), "jos" (Romanian), "ne",
#: "be", "o", "su", "ar", "pat" or "iki", which another language writes
LITHUANIAN_WORDS: Final = (
    r"yra|buvo|bus|kaip|nuo|pagal|tačiau|taciau|arba|jei|prie|taip|galio\w*|daugiau|"
    r"ma(?:ž|z)iau|kuo|taigi|kuris|kurie|kurio|kurių"
)
LITHUANIAN_LETTERS: Final = r"\w*[ėųįūĖŲĮŪ]\w*"
LITHUANIAN: Final = Language(
    re.compile(
        rf"(?<![\w'’-])(?:{LITHUANIAN_WORDS})(?![\w'’-])|{LITHUANIAN_LETTERS}|"
        r"\w+izuoj\w*|\w+uojam(?:a|as|os|i)\b|\w+iaus\w*",
        re.IGNORECASE,
    )
)

__all__ = [
    "CZECH_SLOVAK",
    "GERMAN",
    "HUNGARIAN",
    "LITHUANIAN",
    "LITHUANIAN_LETTERS",
    "LITHUANIAN_WORDS",
    "PORTUGUESE",
    "SOUTH_SLAVIC",
    "SOUTH_SLAVIC_LETTERS",
    "SOUTH_SLAVIC_WORDS",
    "Language",
]
