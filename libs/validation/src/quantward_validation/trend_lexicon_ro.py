"""A trend claim in Romanian read as the English `trends` reads.

A Romanian pension fund (fond de pensii administrat privat), a SIF or a comitet de investiții
says which way a figure went in Romanian ("cifra de afaceri a crescut cu circa 12% din T1 2019
încoace", "marja EBITDA nu s-a deteriorat", "datoria netă nu a crescut în niciun trimestru",
"rezultatul net a fost în fiecare trimestru din 2024 mai mic decât cu un an înainte"). As
`trend_lexicon_pl` does for Polish, each table maps the language's words to English longhand
and the one trend grammar reads the result. A Romanian verb of change is said in the compound
perfect, an auxiliary ("a", "au", reflexive "s-a", "s-au") before an invariable participle
("crescut", "redus", "îmbunătățit"), in the imperfect ("creștea", "scădeau") or in the present
("crește", "scad"); the negation "nu" stands before the auxiliary ("nu a scăzut", "nu s-a
redus", "n-a crescut") and agrees with "niciun" ("în niciun trimestru": in no quarter, read as
English "in any quarter"). Words are matched with or without diacritics, and with either comma
or cedilla under s and t ("ș"/"ş", "ț"/"ţ"), as Romanian text is typed both ways.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.numbers_cs_ro import COUNTS_RO
from quantward_validation.trend_lexicon_parts import (
    ENGLISH_COUNT,
    Table,
    horizon_first_finish,
    lexicon_of,
)

_LETTERS: Final = {"ș": "[șşs]", "ş": "[șşs]", "ț": "[țţt]", "ţ": "[țţt]", "ă": "[ăa]", "â": "[âa]",
                   "î": "[îi]"}  # fmt: skip


def _ro(words: str) -> str:
    """A pattern with its Romanian letters matched with or without their diacritics (a letter
    already inside a class is left as it is, so a pattern built of others is read once)."""
    out: list[str] = []
    inside = False
    for c in words:
        out.append(c if inside else _LETTERS.get(c, c))
        inside = (inside or c == "[") and c != "]"
    return "".join(out)


#: the auxiliary of the compound perfect, with the reflexive ("s-a", "s-au") and "se" of the
#: present passive; and the same negated ("nu a", "nu s-a", "n-a", "n-au")
_AUX: Final = r"(?:s-(?:a|au)|(?:a|au|ar|ar\s+fi|au\s+fost)(?=\s))\s*"
_NOT: Final = r"(?:nu\s+(?:s-(?:a|au)|a|au|se)|n-(?:a|au))\s*"
_UP: Final = (
    "(?:"
    + _ro(
        "crescut|urcat|majorat|mărit|avansat|sporit|extins|lărgit|întărit|apreciat|accelerat|"
        "consolidat|ridicat|adâncit"
    )
    + ")"
)
_DOWN: Final = (
    "(?:"
    + _ro(
        "scăzut|redus|diminuat|micșorat|coborât|declinat|contractat|comprimat|restrâns|îngustat|"
        "slăbit|depreciat|erodat|retras|prăbușit|tăiat"
    )
    + ")"
)
_BETTER: Final = "(?:" + _ro("îmbunătățit|ameliorat") + ")"
_WORSE: Final = "(?:" + _ro("deteriorat|înrăutățit|agravat") + ")"
_UP_NOW: Final = _ro(
    "crește|cresc|creștea|creșteau|urcă|urca|urcau|se majorează|se mărește|avansează|avansa"
)
_DOWN_NOW: Final = _ro(
    "scade|scad|scădea|scădeau|se reduce|se reduc|se reducea|se reduceau|se diminuează|coboară"
)
#: "mai mare", "mai mică", "mai bun", "superioară": a level against another, before "decât"
_MORE: Final = _ro(
    r"mai\s+(?:mar(?:e|i)|ridicat(?:ă|e|i)?|bun(?:ă|e|i)?|puternic(?:ă|e|i)?|înalt(?:ă|e|i)?)|"
    r"superio(?:r|ară|are|ri)"
)
_LESS: Final = _ro(
    r"mai\s+(?:mic(?:ă|i|e)?|redus(?:ă|e|i)?|scăzut(?:ă|e|i)?|slab(?:ă|e|i)?|slabi|prost|"
    r"proastă|proaste)|inferio(?:r|ară|are|ri)"
)
#: "a fost", "au fost", "era", "erau", "s-a situat", "a rămas": a level against another
_WAS: Final = _ro(r"(?:a|au)\s+fost|era|erau|(?:s-a|s-au)\s+situat|(?:a|au)\s+rămas")
_NOT_WAS: Final = _ro(r"nu\s+(?:a|au)\s+fost|nu\s+era|nu\s+erau|n-a\s+fost|n-au\s+fost")
_HELD: Final = r"((?:[^\s.;]+\s+){0,8}?)"

FIGURES: Final[Table] = (
    (_ro(r"(?:indicatorul(?:ui)?\s+)?datori(?:a|e|ei)\s+net(?:ă|e)\s*/\s*EBITDA"),
     "net debt/EBITDA"),
    (_ro(r"levierul(?:ui)?|gradul(?:ui)?\s+de\s+îndatorare|efectul\s+de\s+levier"), "leverage"),
    (_ro(r"datori(?:a|e|ei|ile|iilor)\s+net(?:ă|e)"), "net debt"),
    (_ro(r"marj(?:a|ei)\s+EBITDA|marj(?:a|ei)\s+operațional(?:ă|e)\s+\(EBITDA\)"),
     "EBITDA margin"),
    (_ro(r"marj(?:a|ei)\s+operațional(?:ă|e)|marj(?:a|ei)\s+EBIT"), "operating margin"),
    (_ro(r"marj(?:a|ei)\s+brut(?:ă|e)"), "gross margin"),
    (_ro(r"(?:rezultatul(?:ui)?|profitul(?:ui)?)\s+net(?:\s+consolidat)?"), "net income"),
    (_ro(r"(?:rezultatul(?:ui)?|profitul(?:ui)?)\s+operațional"), "operating profit"),
    (_ro(r"cifr(?:a|ei)\s+de\s+afaceri(?:\s+consolidat(?:ă|e))?|"
         r"venituril(?:e|or)\s+(?:din\s+vânzări|din\s+exploatare)"), "revenue"),
    (_ro(r"capitalul(?:ui)?\s+propri(?:u|ilor)"), "equity"),
    (_ro(r"emisiil(?:e|or)\s+de\s+(CO2|CO₂)"), r"\1 emissions"),
)  # fmt: skip
_YEAR: Final = r"((?:19|20)\d{2})"
_ROMAN: Final = ((1, "I"), (2, "II"), (3, "III"), (4, "IV"))
_Q: Final = _ro(r"trimestrul(?:ui)?|trim\.")
_H: Final = _ro(r"semestrul(?:ui)?|sem\.")
_OF: Final = r"(?:\s+(?:din|al\s+anului|al|pe|a\s+anului))?\s+"
PERIODS: Final[Table] = (
    *((rf"T{n}\s*/?\s*{_YEAR}", rf"Q{n} \1") for n, _ in _ROMAN),
    *((rf"(?:{_Q})\s+(?:{r}|{n}){_OF}{_YEAR}", rf"Q{n} \1") for n, r in _ROMAN),
    *((rf"S{n}\s*/?\s*{_YEAR}", rf"H{n} \1") for n, _ in _ROMAN[:2]),
    *((rf"(?:{_H})\s+(?:{r}|{n}){_OF}{_YEAR}", rf"H{n} \1") for n, r in _ROMAN[:2]),
    (_ro(r"puncte(?:lor)?\s+procentuale|p\.\s*p\.|pp(?=\s|$)"), "percentage points"),
    (_ro(r"mld\.\s*(?:lei|RON)|miliarde\s+(?:de\s+)?(?:lei|RON)"), "billion"),
    (_ro(r"mil\.\s*(?:lei|RON)|milioane\s+(?:de\s+)?(?:lei|RON)"), "million"),
    (_ro(r"mii\s+(?:de\s+)?(?:lei|RON)"), "thousand"),
)  # fmt: skip
DIRECTIONS: Final[Table] = (
    (rf"{_NOT}{_UP}", "did not rise"),
    (rf"{_NOT}{_DOWN}", "did not fall"),
    (rf"{_NOT}{_BETTER}", "did not improve"),
    (rf"{_NOT}{_WORSE}", "did not deteriorate"),
    (_ro(r"nu\s+") + rf"(?:{_UP_NOW})", "does not rise"),
    (_ro(r"nu\s+") + rf"(?:{_DOWN_NOW})", "does not fall"),
    # a level against another, the comparative after the horizon it holds in ("a fost în
    # fiecare trimestru din 2024 mai mare decât"): the comparative first
    (rf"(?:{_NOT_WAS})\s+{_HELD}(?:{_MORE})(?=\s+(?:decât|decat))", r"was not higher \1"),
    (rf"(?:{_NOT_WAS})\s+{_HELD}(?:{_LESS})(?=\s+(?:decât|decat))", r"was not lower \1"),
    (rf"(?:{_WAS})\s+{_HELD}(?:{_MORE})(?=\s+(?:decât|decat))", r"was higher \1"),
    (rf"(?:{_WAS})\s+{_HELD}(?:{_LESS})(?=\s+(?:decât|decat))", r"was lower \1"),
    # "a înregistrat o creștere de 4%", "a fost în scădere"
    (_ro(r"(?:a|au)\s+(?:înregistrat|consemnat|raportat)\s+o\s+creștere(?:\s+(?:de|cu))?"),
     "rose by"),
    (_ro(r"(?:a|au)\s+(?:înregistrat|consemnat|raportat)\s+o\s+scădere(?:\s+(?:de|cu))?"),
     "fell by"),
    (_ro(r"(?:a|au)\s+fost\s+în\s+creștere"), "rose"),
    (_ro(r"(?:a|au)\s+fost\s+în\s+scădere"), "fell"),
    (rf"{_AUX}{_UP}", "rose"),
    (rf"{_AUX}{_DOWN}", "fell"),
    (rf"{_AUX}{_BETTER}", "improved"),
    (rf"{_AUX}{_WORSE}", "deteriorated"),
    (rf"(?:{_UP_NOW})", "rises"),
    (rf"(?:{_DOWN_NOW})", "falls"),
)  # fmt: skip
_EVERY: Final = _ro(r"(?:fiecare|fiecărui|fiecărei|toate|toți|tuturor)")
HORIZONS: Final[Table] = (
    (_ro(r"în\s+niciun\s+trimestru|în\s+nici\s+un\s+trimestru"), "in no quarter"),
    (_ro(rf"la\s+(?:finalul|sfârșitul)\s+{_EVERY}\s+trimestru"), "at the end of every quarter"),
    (_ro(rf"în\s+{_EVERY}\s+trimestru|trimestru\s+de\s+trimestru"), "in every quarter"),
    (_ro(r"față\s+de\s+(?:trimestrul|cel)\s+(?:anterior|precedent|dinainte)|"
         r"de\s+la\s+un\s+trimestru\s+la\s+altul|t/t|trimestrial(?=\s)"),
     "versus the previous quarter"),
    (_ro(r"față\s+de\s+anul\s+(?:anterior|precedent|trecut)|an/an|a/a|de\s+la\s+an\s+la\s+an"),
     "year on year"),
    (_ro(r"în\s+același\s+trimestru"), "in the same quarter"),
    (_ro(r"cu\s+un\s+an\s+(?:înainte|în\s+urmă|mai\s+devreme)|anul\s+(?:anterior|precedent|"
         r"trecut)"), "a year earlier"),
    (_ro(r"(?:de\s+la|după)\s+începutul\s+anului(?!\s+(?:19|20)\d\d)|YTD"), "year to date"),
    # "din T1 2019 încoace", "începând cu T1 2019": since
    (_ro(r"din\s+([^.;]{1,25}?)\s+(?:încoace|până\s+în\s+prezent|până\s+acum)"), r"since \1"),
    (_ro(r"începând\s+(?:cu|din)"), "since"),
    (_ro(r"(?:sfârșitul|finalul)\s+(?:anului|lui)(?=\s+(?:19|20)\d\d)"), "the end of"),
    (_ro(r"(?:începutul)\s+(?:anului|lui)(?=\s+(?:19|20)\d\d)"), "the start of"),
    # "de la … până la …", "în perioada … – …", "între … și …": a span
    (_ro(r"de\s+la(?=\s+[^.;]{1,40}?\s+până\s+(?:la|în))"), "from"),
    (_ro(r"până\s+(?:la|în)"), "to"),
    (r"în\s+perioada\s+(\S+(?:\s+\S+)?)\s*[–—-]\s*(\S+(?:\s+\S+)?)", r"between \1 and \2"),
    (_ro(r"între"), "between"),
    (_ro(r"(?<=\d\s)și(?=\s)"), "and"),
    # an event dated by its year ("după criza financiară din 2008", "de la listarea pe BVB
    # din 1997"): the horizon opens at the date the event is given
    (_ro(r"(?:după|de\s+la)\s+(?:[^\W\d]+\s+){1,5}?(?:din|în|de\s+la)\s+(?:anul\s+)?"
         r"((?:19|20)\d\d)"), r"since \1"),
    (_ro(r"de\s+la"), "since"),
    (_ro(r"(?:în|pe|pentru)\s+(?:ultimii|ultimele|ultimul|ultima)"), "over the last"),
    (_ro(r"(?:în|pe)\s+(?:ultimul|ultimii)\s+deceniu|(?:în|pe)\s+ultimii\s+zece\s+ani"),
     "over the last decade"),
    (_ro(r"cu\s+un\s+ritm\s+(?:mediu\s+)?(?:anual\s+)?(?:mediu\s+)?(?:compus\s+)?de"),
     "at a compound annual rate of"),
    (_ro(r"(?:un\s+)?ritm(?:ul)?\s+(?:mediu\s+)?anual(?:\s+compus)?(?:\s+de)?|CAGR"),
     "compound annual rate of"),
    (_ro(r"de\s+două\s+cifre"), "double-digit"),
    (_ro(r"mai\s+lent"), "more slowly"),
    (_ro(r"mai\s+rapid|mai\s+repede"), "faster"),
    (_ro(r"cu\s+(?:peste|mai\s+mult\s+de)"), "by more than"),
    (_ro(r"cu\s+(?:circa|aproximativ|aprox\.|cca\.?|în\s+jur\s+de)"), "by about"),
    (_ro(r"cu\s+(?:aproape|practic)"), "by almost"),
    (_ro(r"cu\s+(?:puțin\s+sub|mai\s+puțin\s+de|sub)"), "by less than"),
    (r"cu(?=\s+[-−+]?\d)", "by"),
    (_ro(r"peste|mai\s+mult\s+de"), "more than"),
    (_ro(r"circa|aproximativ|aprox\.|cca\.?"), "about"),
    (_ro(r"aproape"), "almost"),
    (rf"(?:{_MORE})", "higher"),
    (rf"(?:{_LESS})", "lower"),
    (_ro(r"față\s+de|comparativ\s+cu|în\s+comparație\s+cu|versus|vs\."), "versus"),
    (_ro(r"decât"), "than"),
    *((_ro(forms), english) for forms, english in COUNTS_RO),
    (rf"{ENGLISH_COUNT}\s+ani", r"\1 years"),
    (rf"{ENGLISH_COUNT}\s+trimestre", r"\1 quarters"),
    (rf"{ENGLISH_COUNT}\s+luni", r"\1 months"),
    (r"(?<=\bthe\s)(?:anului|lui)", ""),
    (r"(?:al\s+)?anului(?=\s+(?:19|20)\d\d)", "of"),
    (r"din(?=\s+(?:19|20)\d\d)", "of"),
    (_ro(r"în(?:\s+anul)?"), "in"),
    (r"trimestrul(?:ui)?|trimestru", "quarter"),
)  # fmt: skip


#: words only Romanian has among the languages read here: its small words, and any word written
#: with a letter no other of them has (ă, ș, ț, and their cedilla forms: "scăzut", "față")
MARKERS: Final = re.compile(
    r"(?<![\w-])(?:s-a|s-au|nu|cu|decât|față|fiecare|trimestrul|în|\w*[ășțşţ]\w*|"
    # ... and, in a text typed without diacritics, the participles of change themselves
    rf"{_UP}|{_DOWN}|{_BETTER}|{_WORSE})(?![\w-])",
    re.IGNORECASE,
)

LEXICON: Final = lexicon_of(
    markers=MARKERS,
    figures=FIGURES,
    periods=PERIODS,
    directions=DIRECTIONS,
    rest=HORIZONS,
    finish=horizon_first_finish(),
)

__all__ = ["DIRECTIONS", "FIGURES", "HORIZONS", "LEXICON", "PERIODS"]
