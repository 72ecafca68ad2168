"""The subjects of a limit in Polish, Finnish and European Portuguese, by stem.

A Polish polityka inwestycyjna and a Finnish sijoitussuunnitelma name what they bound in
inflected nouns: a subject stands in the genitive after "limit dla", in the instrumental after
"zaangażowanie w", in the Finnish genitive before the figure ("valuuttariskin 20 prosentin
yläraja") or the partitive after it. Each pattern below is a stem with any ending, so every case
of the noun is read, not the one a sentence happens to use; an adjective that makes the noun a
subject agrees with it in every case too ("ryzyka aktywnego", "ryzyko aktywne"). European
Portuguese says "emitente" where Brazil says "emissor". `limit_lexicon_europe` joins these into
its table, one pattern per canonical subject (as in `limits.SUBJECTS`); a text is lower-cased
before it is read, with its accents kept or dropped as code types them.
"""

from __future__ import annotations

import re
from typing import Final

#: one issuer: pl "jednego / pojedynczego / tego samego emitenta", "na emitenta"; fi "yksi /
#: yksittäinen liikkeeseenlaskija", "samaan liikkeeseenlaskijaan"; pt "um mesmo emitente", "por
#: emitente", "cada emitente"
_POSITION: Final = re.compile(
    r"\b(?:jedn\w*|pojedyncz\w*|tego\s+samego|temu\s+samemu|tym\s+samym|na|ka(?:ż|z)d\w*)\s+"
    r"emiten(?:t|ta|tem|towi|cie)\b|"
    r"\b(?:yhte(?:en|enk(?:ää|aa)n)|yksi|yhden|yksitt(?:ä|a)i\w*|samaa?n?|saman)\s+"
    r"(?:liikkeeseenlaskij\w*|yhti(?:ö|o)\w*|vastapuol\w*)|"
    r"\b(?:um\s+(?:mesmo|(?:ú|u)nico|s(?:ó|o))|mesmo|cada|por|(?:ú|u)nico)\s+emitente\b"
)
#: cash: pl "gotówka" in every case, "środki pieniężne", "poduszka gotówkowa"; fi "käteinen",
#: "kassavarat", "maksuvalmius"
_CASH: Final = re.compile(
    r"\bgot(?:ó|o)wk\w*|\bgot(?:ó|o)wkow\w*|\b(?:ś|s)rodk\w*\s+pieni(?:ę|e)(?:ż|z)n\w*|"
    r"\bk(?:ä|a)tei(?:nen|s)\w*|\bkassavar\w*|\bmaksuvalmiu\w*"
)
#: leverage: pl "dźwignia (finansowa)"; fi "velkavipu", "vipu(vaikutus)"
_GROSS: Final = re.compile(r"\bd(?:ź|z)wigni\w*|\bvelkavivu\w*|\bvelkavipu\w*|\bvipuvaikutu\w*")
#: the tracking error: pl "ryzyko aktywne", "aktywne ryzyko", "błąd odwzorowania"; fi
#: "aktiiviriski", "aktiivinen riski", "seurantaero"
_TRACKING: Final = re.compile(
    r"\bryzyk\w*\s+aktywn\w*|\baktywn\w*\s+ryzyk\w*|\bb(?:ł|l)(?:ę|e)d\w*\s+odwzorowani\w*|"
    r"\baktiiviris\w*|\baktiivi\w*\s+risk\w*|\bseurantaero\w*"
)
#: currencies: pl "ryzyko / ekspozycja / pozycja walutowa", "waluty obce"; fi "valuuttariski",
#: "valuuttapositio", "valuuttamääräinen", "suojaamaton valuutta"
_CURRENCY: Final = re.compile(
    r"\b(?:ryzyk|ekspozycj|pozycj)\w*\s+(?:otwart\w*\s+)?walutow\w*|\bwalut\w*\s+obc\w*|"
    r"\bvaluuttaris\w*|\bvaluuttapositi\w*|\bvaluuttam(?:ä|a)(?:ä|a)r(?:ä|a)i\w*|"
    r"\bsuojaamat\w*\s+valuut\w*|\bvaluuttaa?vastuu\w*"
)
#: unlisted and illiquid holdings: pl "nienotowane", "niepubliczne", "niepłynne"; fi
#: "noteeraamattomat", "listaamattomat", "epälikvidit"; pt "não cotados", "ilíquidos"
_ILLIQUID: Final = re.compile(
    r"\bnienotowan\w*|\bniepubliczn\w*|\bniep(?:ł|l)ynn\w*|"
    r"\bnoteeraamat\w*|\blistaamat\w*|\bep(?:ä|a)likvid\w*|"
    r"\bn(?:ã|a)o\s+cotad[oa]s?\b|\bil(?:í|i)quid[oa]s?\b"
)
#: equities: pl "akcje" in every case, "część akcyjna", "lokaty akcyjne"; fi "osakkeet",
#: "osakepaino" (never "portfel akcyjny", "osakesalkku": the equity portfolio names a sleeve,
#: not its share, as "the equity portfolio" does)
_EQUITY: Final = re.compile(
    r"\bakcj(?:e|i|om|ami|ach)\b|\b(?:cz(?:ęść|esc)|cz(?:ęś|es)ci|lokat\w*)\s+"
    r"akcyjn\w*|\bosak(?:e(?!salk)|kee|kei)\w*"
)
#: how many holdings: pl "liczba emitentów / spółek / pozycji"; fi "yhtiöiden lukumäärä",
#: "osakkeiden määrä"; pt "número (mínimo) de emitentes"
_HOLDINGS_COUNT: Final = re.compile(
    r"\bliczb\w*\s+(?:emitent(?:ów|ow)|sp(?:ó|o)(?:ł|l)ek|pozycji|walor(?:ów|ow)|"
    r"papier(?:ów|ow))\b|"
    r"\b(?:yhti(?:ö|o)iden|osakkeiden|arvopapereiden|liikkeeseenlaskijoiden)\s+"
    r"(?:luku)?m(?:ä|a)(?:ä|a)r\w*|"
    r"\bn(?:ú|u)mero\s+(?:m(?:í|i)nimo\s+)?de\s+emitentes\b"
)

#: canonical subject -> its words in Polish, Finnish and European Portuguese
PL_FI_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "cash_weight": _CASH,
    "max_gross_leverage": _GROSS,
    "max_tracking_error": _TRACKING,
    "max_currency_exposure": _CURRENCY,
    "max_illiquid_weight": _ILLIQUID,
    "max_equity_weight": _EQUITY,
    "min_holdings_count": _HOLDINGS_COUNT,
}

__all__ = ["PL_FI_SUBJECTS"]
