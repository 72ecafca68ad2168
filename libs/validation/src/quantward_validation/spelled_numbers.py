"""Whole numbers spelled out in Portuguese, Italian, Swedish, Danish, Norwegian, Czech,
Romanian and French, as their contracts write limits (the Czech and Romanian words in
`numbers_cs_ro`; the French with Switzerland's "septante", "huitante", "nonante").

A Brazilian regulation or contract states a limit in digits and again in words ("25% (vinte e
cinco por cento)", "1.512 (mil quinhentos e doze) dias"), or in words alone ("quinze por
cento", "nove inteiros e seis décimos por cento"); an Italian regolamento and a Swedish
placeringspolicy write "trenta per cento", "quattrocento punti base", "trettio procent",
"tvåhundrafemtio baspunkter". The words are a number of their own, beyond the two-word
numbers below a hundred `quantities` reads in the other continental languages: hundreds and
thousands, and the words fused as Italian and Swedish fuse them ("duecentocinquanta",
"tjugofem", "etthundra").

`spelled_value` reads such a run of words as its value; `spelled_runs` finds the runs in a text.
A run is read by its morphemes, each a unit, a ten, a hundred or a thousand, the way every one
of these languages composes them: a hundred or a thousand multiplies what precedes it, anything
else adds. Portuguese and Italian say a decimal as "inteiros e seis décimos" or "virgola
cinque", Swedish as "komma fem".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from quantward_validation import numbers_cs_ro, numbers_hr, numbers_hu, numbers_lt

#: the German words for one to nineteen, in order ("eins" is 1, "neunzehn" 19): the ones
#: `spelled_numbers` splits a fused number into and `quantities` reads before "Prozent"
GERMAN_ONES: Final = ("eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
                      "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn",
                      "siebzehn", "achtzehn", "neunzehn")  # fmt: skip
#: the Italian words for one to nineteen, in order ("uno" is 1, "diciannove" 19)
ITALIAN_ONES: Final = ("uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove",
                       "dieci", "undici", "dodici", "tredici", "quattordici", "quindici", "sedici",
                       "diciassette", "diciotto", "diciannove")  # fmt: skip
#: the accented units a fused compound ends in: the Italian "ventitré", the Spanish "veintidós",
#: "veintitrés", "veintiséis"
ACCENTED_UNITS: Final[dict[str, int]] = {"tré": 3, "dós": 2, "trés": 3, "séis": 6}

#: the morphemes of each language's number words, with their values (a hundred and a thousand
#: multiply; every other one adds)
_MORPHEMES: Final[dict[str, int]] = {
    # pt
    "zero": 0, "um": 1, "uma": 1, "dois": 2, "duas": 2, "três": 3, "tres": 3, "quatro": 4,
    "cinco": 5, "seis": 6, "sete": 7, "oito": 8, "nove": 9, "dez": 10, "onze": 11, "doze": 12,
    "treze": 13, "catorze": 14, "quatorze": 14, "quinze": 15, "dezesseis": 16, "dezasseis": 16,
    "dezessete": 17, "dezassete": 17, "dezoito": 18, "dezenove": 19, "dezanove": 19,
    "vinte": 20, "trinta": 30, "quarenta": 40, "cinquenta": 50, "sessenta": 60, "setenta": 70,
    "oitenta": 80, "noventa": 90, "cem": 100, "cento": 100, "duzentos": 200, "duzentas": 200,
    "trezentos": 300, "trezentas": 300, "quatrocentos": 400, "quatrocentas": 400,
    "quinhentos": 500, "quinhentas": 500, "seiscentos": 600, "seiscentas": 600,
    "setecentos": 700, "setecentas": 700, "oitocentos": 800, "oitocentas": 800,
    "novecentos": 900, "novecentas": 900, "mil": 1000,
    # it (fused: "duecentocinquanta", "ventotto", "milleduecento", "tremila")
    # (its words for one to nineteen, `ITALIAN_ONES`, are added below)
    "un": 1, "venti": 20, "vent": 20, "trenta": 30, "trent": 30,
    "quaranta": 40, "quarant": 40, "cinquanta": 50, "cinquant": 50, "sessanta": 60,
    "sessant": 60, "settanta": 70, "settant": 70, "ottanta": 80, "ottant": 80, "novanta": 90,
    "novant": 90, "mille": 1000, "mila": 1000,
    # sv (fused: "tjugofem", "tvåhundrafemtio", "ettusen")
    "noll": 0, "en": 1, "ett": 1, "två": 2, "fyra": 4, "fem": 5, "sex": 6, "sju": 7,
    "åtta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12, "tretton": 13, "fjorton": 14,
    "femton": 15, "sexton": 16, "sjutton": 17, "arton": 18, "aderton": 18, "nitton": 19,
    "tjugo": 20, "trettio": 30, "fyrtio": 40, "femtio": 50, "sextio": 60, "sjuttio": 70,
    "åttio": 80, "nittio": 90, "hundra": 100, "tusen": 1000,
    # da (the tens counted in scores: "halvtreds" is fifty, "halvfems" ninety; a unit said
    # before its ten: "fem og tyve"; "tres" is left to Portuguese and Spanish three) and no
    # ("tjue", "femti", "hundre")
    "nul": 0, "et": 1, "to": 2, "fire": 4, "seks": 6, "syv": 7, "otte": 8, "ni": 9,
    "ti": 10, "elleve": 11, "tretten": 13, "seksten": 16, "sytten": 17, "atten": 18,
    "nitten": 19, "tyve": 20, "tredive": 30, "fyrre": 40, "fyrretyve": 40, "halvtreds": 50,
    "halvtredsindstyve": 50, "tresindstyve": 60, "halvfjerds": 70, "halvfjerdsindstyve": 70,
    "firs": 80, "firsindstyve": 80, "halvfems": 90, "halvfemsindstyve": 90, "hundrede": 100,
    "tusind": 1000,
    "null": 0, "åtte": 8, "tjue": 20, "tretti": 30, "førti": 40, "femti": 50,
    "seksti": 60, "sytti": 70, "åtti": 80, "nitti": 90, "hundre": 100,
    # de (fused, a unit before its ten: "hundertzwanzig", "fünfundzwanzig", "zweihundert")
    # (its words for one to nineteen, `GERMAN_ONES`, are added below)
    "ein": 1, "zwanzig": 20, "dreißig": 30, "dreissig": 30, "vierzig": 40, "fünfzig": 50,
    "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90, "hundert": 100, "tausend": 1000,
    # es (fused below thirty: "veinticinco", "dieciséis"; "treinta y seis" joined by "y")
    "cuatro": 4, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
    "trece": 13, "catorce": 14, "veinte": 20, "veinti": 20, "treinta": 30,
    "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "ochenta": 80,
    "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300,
    "trescientas": 300, "cuatrocientos": 400, "quinientos": 500, "quinientas": 500,
    "seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
    # (the accented units of fused compounds, `ACCENTED_UNITS`, are added below)
    # fi (fused: "neljäkymmentäviisi", "viisitoista", "kaksisataa"; a ten is its unit times
    # "kymmentä" and a teen its unit and "toista", `_TIMES_TEN` and `_PLUS_TEN`; the hundred and
    # the thousand in the nominative or the partitive after a unit)
    "yksi": 1, "kaksi": 2, "kolme": 3, "neljä": 4, "viisi": 5, "kuusi": 6, "seitsemän": 7,
    "kahdeksan": 8, "yhdeksän": 9, "kymmenen": 10, "sata": 100, "sataa": 100,
    "tuhat": 1000, "tuhatta": 1000,
}  # fmt: skip
#: fr, as France, Belgium and Switzerland count: the units and teens, the tens with the Swiss
#: and Belgian "septante", "huitante" (or "octante") and "nonante" beside France's "soixante-dix"
#: (sixty and ten) and "quatre-vingts" (four twenties, joined to one morpheme by
#: `_FRENCH_SCORE`); a word another language already has keeps its value there ("onze",
#: "quatorze", "mille")
_FRENCH: Final[dict[str, int]] = {
    "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "douze": 12, "treize": 13, "quinze": 15, "seize": 16, "vingt": 20,
    "vingts": 20,
    "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "septante": 70,
    "huitante": 80, "octante": 80, "quatrevingt": 80, "nonante": 90, "cent": 100, "cents": 100,
}  # fmt: skip
#: the French "quatre-vingt(s)", eighty, and the "et" a French ten takes before "un" or "onze"
#: ("vingt et un", "soixante et onze", "septante et un"): the score is one morpheme, the "et" no
#: other number (the Danish "et" is one)
_FRENCH_SCORE: Final = re.compile(r"\bquatre[\s-]vingts?\b")
_FRENCH_ET: Final = re.compile(
    r"\b(vingt|trente|quarante|cinquante|soixante|septante|huitante|octante|nonante)"
    r"[\s-]et[\s-](une?|onze)\b"
)
# de and it, one to nineteen ("nove" is the Portuguese and the Italian nine), and the accented
# units of fused compounds
_MORPHEMES.update(
    {word: i for ones in (GERMAN_ONES, ITALIAN_ONES) for i, word in enumerate(ones, 1)}
)
_MORPHEMES.update(ACCENTED_UNITS)
#: the Finnish morphemes that build on the unit before them rather than add: "kymmentä" makes
#: it its ten ("neljäkymmentä" is forty), "toista" its teen ("viisitoista" is fifteen)
_TIMES_TEN: Final = -10
_PLUS_TEN: Final = -1
# cs and ro, in their cases and spellings (`numbers_cs_ro`: "čtyřiceti", "patruzeci", "sase")
_MORPHEMES.update(numbers_cs_ro.MORPHEMES)
# hu, fused without an infix ("huszonöt", "kétszázötven", `numbers_hu`); a word another
# language already has keeps its value there
_MORPHEMES.update({w: v for w, v in numbers_hu.MORPHEMES.items() if w not in _MORPHEMES})
# hr, sr, bs and sl, said by their parts ("trideset pet", "dvjesto", `numbers_hr`); a word
# another language already has keeps its value there
_MORPHEMES.update({w: v for w, v in numbers_hr.MORPHEMES.items() if w not in _MORPHEMES})
# lt, declined in every case and said by their parts ("septyniasdešimt penki", "dviejų šimtų",
# `numbers_lt`); a word another language already has keeps its value there
_MORPHEMES.update({w: v for w, v in numbers_lt.MORPHEMES.items() if w not in _MORPHEMES})
# fr (`_FRENCH`)
_MORPHEMES.update({w: v for w, v in _FRENCH.items() if w not in _MORPHEMES})
_MORPHEMES["kymmentä"] = _TIMES_TEN
_MORPHEMES["toista"] = _PLUS_TEN
#: what joins a unit to its ten inside a fused word ("fünfundzwanzig"), never a number alone
_INFIXES: Final = ("und", *numbers_cs_ro.INFIXES, *numbers_hr.INFIXES)
#: words that join the parts of a number ("vinte e cinco", "mil e oito", "treinta y seis",
#: "fem og tyve", "hundrede og halvtreds")
_JOINERS: Final = frozenset({"e", "og", "y"} | numbers_cs_ro.CONJUNCTIONS)
#: joiners that also join two numbers ("entre cinco y diez", "mellem fem og ti"): they join the
#: parts of one only between a unit and a ten, or after a hundred or a thousand (`_joins`)
_CONJUNCTIONS: Final = frozenset({"og", "y"} | numbers_cs_ro.CONJUNCTIONS)
#: the longest morphemes first, so a fused word is split greedily ("quattrocento", not "quattro
#: cento" read as "quattr ocento")
_BY_LENGTH: Final = sorted(_MORPHEMES, key=len, reverse=True)
#: a word of a spelled number, or a joiner (the run is checked by `spelled_value`)
_WORD: Final = r"[a-zß-öø-ÿőű]+"
#: the decimal said after the whole: "nove inteiros e seis décimos", "due virgola cinque",
#: "två komma fem"
_DECIMAL: Final = re.compile(
    r"^(?P<whole>.+?)\s+(?:inteiros?\s+e|v(?:í|i)rgula|virgola|komma)\s+(?P<part>.+?)"
    r"(?:\s+(?P<place>d(?:é|e)cimos?|cent(?:é|e)simos?|mil(?:é|e)simos?))?$"
)
_PLACES: Final = {"d": 10, "c": 100, "m": 1000}


def _split(word: str) -> list[int] | None:
    """The values of the morphemes a (possibly fused) number word is made of, else None."""
    if word in _MORPHEMES:
        return [_MORPHEMES[word]]
    for infix in _INFIXES:
        if word.startswith(infix) and len(word) > len(infix):
            rest = _split(word[len(infix) :])
            if rest is not None:
                return rest
    for morpheme in _BY_LENGTH:
        if len(morpheme) >= 3 and word.startswith(morpheme):
            rest = _split(word[len(morpheme) :])
            if rest is not None:
                return [_MORPHEMES[morpheme], *rest]
    return None


def _joins(before: int, after: int) -> bool:
    """Whether a conjunction between two number words joins parts of one number: a unit and a
    ten in either order ("treinta y seis", "seks og tyve"), or what follows a hundred or a
    thousand ("ciento y dos", "hundrede og halvtreds"); "cinco y diez" is two numbers."""

    def ten(v: int) -> bool:
        return 20 <= v <= 90 and v % 10 == 0

    return (
        (ten(before) and 0 < after < 10)
        or (0 < before < 10 and ten(after))
        or (before >= 100 and before % 100 == 0 and after < 100)
    )


def _whole(words: str) -> int | None:
    parts: list[int] = []
    listed = words.split()
    for i, word in enumerate(listed):
        if word in _JOINERS and parts:
            if word in _CONJUNCTIONS:
                following = _split(listed[i + 1]) if i + 1 < len(listed) else None
                if not following or not _joins(parts[-1], following[0]):
                    return None
            continue
        split = _split(word)
        if split is None:
            return None
        if parts and listed[i - 1] not in _JOINERS and 0 < parts[-1] < 10 and 0 < split[0] < 100:
            # a unit written apart before a ten or another unit is no part of it ("en treinta y
            # seis" is the Spanish "in" before thirty-six, not one and thirty-six; the Hungarian
            # article "egy" before "öt százalék", the German "hat fünf Prozent")
            return None
        parts += split
    if not parts:
        return None
    total = current = last = 0
    for value in parts:
        if value in (_TIMES_TEN, _PLUS_TEN):
            # (Finnish) only after a unit: "kymmentä" alone is no number
            if not 0 < last < 10:
                return None
            current += last * 9 if value == _TIMES_TEN else 10
            last = 0
            continue
        last = value
        if value == 100:
            current = (current or 1) * 100
        elif value == 1000:
            total += (current or 1) * 1000
            current = 0
        else:
            current += value
    return total + current


def spelled_value(words: str) -> float | None:
    """The value of a number spelled out in Portuguese, Italian or Swedish ("vinte e cinco",
    "mil quinhentos e doze", "duecentocinquanta", "tjugofem", "nove inteiros e seis décimos"),
    else None."""
    lowered = _FRENCH_ET.sub(r"\1 \2", _FRENCH_SCORE.sub("quatrevingt", words.lower()))
    lowered = re.sub(r"[\s-]+", " ", lowered).strip()
    decimal = _DECIMAL.match(lowered)
    if decimal is not None:
        whole, part = _whole(decimal.group("whole")), _whole(decimal.group("part"))
        if whole is None or part is None:
            return None
        place = decimal.group("place")
        digits = len(str(part))
        scale = _PLACES[place[0].replace("é", "d")] if place else 10**digits
        return whole + part / scale if part < scale else None
    return _whole(lowered)


_WORD_BEFORE: Final = re.compile(r"([^\W\d_]+)[\s-]*$")


#: the words of a decimal said in words ("inteiros e seis décimos", "virgola", "komma")
_DECIMAL_WORDS: Final = frozenset(
    {"inteiros", "inteiro", "vírgula", "virgula", "virgola", "komma", "décimos", "decimos"}
    | {"centésimos", "centesimos"}
)


def _number_word(word: str) -> bool:
    return word in _JOINERS or word in _DECIMAL_WORDS or _split(word) is not None


def spelled_runs(text: str, unit: re.Pattern[str]) -> Iterator[tuple[int, int, float]]:
    """Each number spelled out in `text` right before a match of `unit` (its unit word, or the
    close of its parenthesis): start, end and value. The number is the longest run of number
    words before the unit that spells one, so the words before it ("no máximo", "högst") are
    left to be read as what they are."""
    lowered = text.lower()
    for u in unit.finditer(lowered):
        end = u.start()
        while end > 0 and lowered[end - 1] in " \t-":
            end -= 1
        starts: list[int] = []
        at = end
        while (w := _WORD_BEFORE.search(lowered, 0, at)) is not None and _number_word(w.group(1)):
            starts.append(w.start(1))
            at = w.start(1)
        for start in reversed(starts):  # the longest run first
            value = spelled_value(lowered[start:end])
            if value is not None:
                yield start, end, value
                break


#: a figure in digits (thousands grouped by full stops, decimals after a comma or a point),
#: its unit, and a parenthesis right after it that holds only words
_RESTATED: Final = re.compile(
    r"(?<![\w.,])(?P<digits>\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)"
    r"(?P<unit>\s*(?:%|[^\W\d_]+(?:[\s-][^\W\d_]+)?)?)\s*"
    r"\((?P<words>[^\W\d_][^()\d]{2,80})\)"
)
#: the unit words a restatement repeats after its number ("por cento", "pontos-base", "dias
#: úteis", "per cento", "punti base", "giorni", "procent", "baspunkter", "dagar")
_RESTATED_UNIT: Final = re.compile(
    r"\s+(?:por\s*cento|per\s*cento|procent|pontos?[\s-]+base|punti\s+base|baspunkter|"
    r"dias?(?:\s+[úu]teis)?|giorni(?:\s+lavorativi)?|dagar|(?:bank)?dagar)$"
)


def _digits(digits: str) -> tuple[float, ...]:
    """The values a figure's digits may have: "1.512" is 1512 or 1.512; "9,6" is 9.6."""
    if "," in digits:
        return (float(digits.replace(".", "").replace(",", ".")),)
    if "." in digits:
        return (float(digits.replace(".", "")), float(digits))
    return (float(digits),)


def unrestated(text: str) -> str:
    """`text` with each figure's restatement in words blanked ("25% (vinte e cinco por cento)"
    reads "25%" and spaces), and the full stops of a figure its words show to group thousands
    ("1.512 (mil quinhentos e doze) dias") written as the narrow no-break spaces `quantities`
    reads as such; the same length, so every offset into it is one into `text`. Why: the words
    are the figure said again, no second number; read as one, a range's ends ("20% (vinte por
    cento) a 25%") stand apart and the figure's own grouping stays ambiguous."""
    if "(" not in text:
        return text
    out = list(text)
    for m in _RESTATED.finditer(text):
        words = _RESTATED_UNIT.sub("", m.group("words").strip().lower())
        value = spelled_value(words)
        if value is None:
            continue
        options = _digits(m.group("digits"))
        if not any(abs(v - value) < 1e-9 for v in options):
            continue
        for i in range(m.start("words") - 1, m.end("words") + 1):
            out[i] = " "
        if "." in m.group("digits") and "," not in m.group("digits") and value == options[0]:
            for i in range(m.start("digits"), m.end("digits")):
                if text[i] == ".":
                    out[i] = "\u202f"
    return "".join(out)


__all__ = [
    "ACCENTED_UNITS",
    "GERMAN_ONES",
    "ITALIAN_ONES",
    "spelled_runs",
    "spelled_value",
    "unrestated",
]
