"""A limit's operators in Polish and Finnish, as `operators` reads them (its tables, by side).

Both languages inflect what other languages say with a particle: Polish negates a verb of
exceeding or falling in any of its aspects, tenses and moods ("nie przekracza", "nie może
przekroczyć", "nie przekraczała", "nie spadała poniżej"), and writes "not more than" with one
comparative in every gender ("nie wyższy / wyższa / wyższe niż"); Finnish puts the negation in
a verb of its own ("ei saa ylittää", "eivät saa alittaa") and a bound's side in an adverb
("enintään", "korkeintaan", "vähintään") or in a case after the figure ("20 prosentin
ylärajan", "10 %:n alaraja"). The tables are kept apart from `operators` so each language
reads as one block; `operators` merges them into its own.
"""

from __future__ import annotations

from typing import Final, Literal

Side = Literal["ceiling", "floor"]

#: a Polish verb of exceeding, in its aspects, tenses and persons ("przekracza", "przekroczyć",
#: "przekraczała", "przekroczą"), and its synonyms "wykraczać ponad", "przewyższać"
_PL_EXCEED: Final = r"(?:przekr(?:acz|ocz)\w*|przewy(?:ż|z)sz\w*|wykracza\w*\s+ponad)"
#: a Polish verb of falling below ("spadać", "spaść", "spadła", "obniżyć się"), and "być"
#: ("nie była / nie może być niższa niż" is read by the comparative)
_PL_FALL: Final = r"(?:spad\w*|spa(?:ść|sc)|obni(?:ż|z)\w*(?:\s+si(?:ę|e))?|zej(?:ść|sc)\w*)"
#: a Polish modal between "nie" and its verb ("nie może", "nie powinna", "nie mogą")
_PL_MODAL: Final = r"(?:(?:mo(?:ż|z)e|mog(?:ą|a)|powin(?:ien|na|no|ny|ni)|wolno)\s+)?"
#: "than" after a Polish comparative: "niż", "od"
_PL_THAN: Final = r"(?:ni(?:ż|z)|od)"
#: a Polish copula after an operator ("wynosi maksymalnie", "maksymalnie wynosić")
_PL_COPULA: Final = r"(?:\s+(?:wynosi(?:ć|c)?|wynie(?:ść|sc)|stanowi(?:ć|c)?|by(?:ć|c)))?"

#: a Finnish verb of exceeding ("ylittää", "ylitä", "ylittävät") and of falling below
#: ("alittaa", "alita")
_FI_EXCEED: Final = r"(?:ylitt(?:ää|aa|ä|a)\w*|ylit(?:ä|a))"
_FI_FALL: Final = r"(?:alitt(?:aa|a)\w*|alit(?:a))"
#: a Finnish negation verb with its modal ("ei saa", "eivät saa", "ei tule", "ei voi")
_FI_NOT: Final = r"(?:ei|eiv(?:ä|a)t|eik(?:ä|a))\s+(?:\w+\s+){0,2}?"

BEFORE_PL_FI: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "pl": {
        "ceiling": (
            rf"maksymalnie{_PL_COPULA}", r"maks\.", rf"co\s+najwy(?:ż|z)ej{_PL_COPULA}",
            rf"najwy(?:ż|z)ej{_PL_COPULA}",
            rf"nie\s+(?:wi(?:ę|e)cej|wy(?:ż|z)sz[aey]?|wi(?:ę|e)ksz[aey]?)\s+{_PL_THAN}",
            rf"nie\s+{_PL_MODAL}{_PL_EXCEED}", r"do\s+wysoko(?:ś|s)ci",
            r"(?:ograniczon[aey]|limitowan[aey])\s+do", r"mniej\s+ni(?:ż|z)",
            rf"nie\s+{_PL_MODAL}(?:by(?:ć|c|(?:ł|l)[aoy]?)|wzrosn\w*|rosn\w*)\s+powy(?:ż|z)ej",
            r"poni(?:ż|z)ej",
            r"(?:limit|pu(?:ł|l)ap)(?:u|em)?\s+(?:maksymaln\w+\s+)?"
            r"(?:w\s+wysoko(?:ś|s)ci|na\s+poziomie)",
        ),
        "floor": (
            rf"minimalnie{_PL_COPULA}", r"min\.", rf"co\s+najmniej{_PL_COPULA}",
            rf"najmniej{_PL_COPULA}",
            rf"nie\s+(?:mniej|ni(?:ż|z)sz[aey]?|mniejsz[aey]?)\s+{_PL_THAN}",
            rf"nie\s+{_PL_MODAL}{_PL_FALL}\s+poni(?:ż|z)ej",
            rf"nie\s+{_PL_MODAL}by(?:ć|c|(?:ł|l)[aoy]?)\s+(?:ni(?:ż|z)sz[aey]?|mniejsz[aey]?)\s+{_PL_THAN}",
            r"wi(?:ę|e)cej\s+ni(?:ż|z)", r"powy(?:ż|z)ej",
        ),
    },
    "fi": {
        "ceiling": (
            r"enint(?:ää|aa)n", r"korkeintaan", r"maksimissaan", r"maksimi(?:ssään)?",
            rf"{_FI_NOT}{_FI_EXCEED}", rf"{_FI_NOT}(?:olla|nousta)\s+yli", r"alle",
            r"yl(?:ä|a)raja(?:na)?\s+(?:on\s+)?",
        ),
        "floor": (
            r"v(?:ä|a)hint(?:ää|aa|äi|ai)n", r"minimiss(?:ää|aa)n",
            rf"{_FI_NOT}{_FI_FALL}", rf"{_FI_NOT}(?:laskea|pudota|olla)\s+alle",
            r"yli", r"alaraja(?:na)?\s+(?:on\s+)?",
        ),
    },
}  # fmt: skip

#: said after the figure: pl "4 % lub mniej", "4 % maksymalnie"; fi "20 prosentin yläraja(n)",
#: "10 %:n alaraja", "15 % tai vähemmän", "ei saa ylittää" after its figure in a subordinate
#: word order ("10 prosenttia ei saa ylittää")
AFTER_PL_FI: Final[dict[str, dict[Side, tuple[str, ...]]]] = {
    "pl": {
        "ceiling": (r"lub\s+mniej", r"maksymalnie", r"co\s+najwy(?:ż|z)ej"),
        "floor": (r"lub\s+wi(?:ę|e)cej", r"minimalnie", r"co\s+najmniej"),
    },
    "fi": {
        "ceiling": (
            r"(?::n\s+)?yl(?:ä|a)raj\w*", r"(?::n\s+)?enimm(?:ä|a)is\w*",
            r"tai\s+(?:v(?:ä|a)hemm(?:ä|a)n|alle)", r"enint(?:ää|aa)n",
        ),
        "floor": (
            r"(?::n\s+)?alaraj\w*", r"(?::n\s+)?v(?:ä|a)himm(?:ä|a)is\w*",
            r"tai\s+(?:enemm(?:ä|a)n|yli)", r"v(?:ä|a)hint(?:ää|aa)n",
        ),
    },
}  # fmt: skip

__all__ = ["AFTER_PL_FI", "BEFORE_PL_FI"]
