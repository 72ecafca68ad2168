"""The subjects of a limit in Lithuanian, by stem.

A Lithuanian pensijų fondas's investavimo strategija, taisyklės or a valdyba's nutarimas names
what it bounds in nouns inflected in seven cases, the thing often qualified by a genitive before
it ("akcijų dalis", "vieno emitento rizika", "neapdraustos valiutų rizikos lygis", "numatomo
nuokrypio nuo lyginamojo indekso"). Each pattern is a stem with the endings of its cases
(nominative, genitive, dative, accusative, instrumental, locative, in both numbers), so every
case of the noun is read, not the one a sentence happens to use; a text is lower-cased before
it is read, with its letters' marks kept or dropped as code types them ("akcijuDalisMax",
"vienoEmitentoMax"), so every marked letter is matched with and without its mark.
`limit_lexicon_europe` joins these to the other languages' words, one pattern per canonical
subject (`limits.SUBJECTS`).

The company form "akcinė bendrovė" (a joint-stock company, "AB") is no equity: only the shares
("akcijos") and the ownership securities ("nuosavybės vertybiniai popieriai") are; the bare
word for an issuer is no position limit either (the fund's own units have one): one issuer,
each issuer or the same issuer is.
"""

from __future__ import annotations

import re
from typing import Final

#: one issuer: "vieno / kiekvieno / to paties / atskiro emitento", "vienam emitentui", "vieną
#: emitentą", "investicijos į vieną emitentą"
_POSITION: Final = re.compile(
    r"\b(?:vien|kiekvien|atskir)\w*\s+emitent\w*|\bto\s+pa(?:č|c)io\s+emitent\w*|"
    r"\b(?:vien|kiekvien)\w*\s+(?:bendrov|(?:į|i)mon)\w*"
)
#: cash and the liquid reserve: "pinigai" in every case ("pinigų", "pinigams"), "grynieji
#: pinigai", "likvidumo rezervas", "likvidžios priemonės / lėšos / investicijos" (never the
#: illiquid: "nelikvidžios")
_CASH: Final = re.compile(
    r"\bpinig(?:ai|ų|u|ams|us|ais|uose)\b|\blikvidumo\s+rezerv\w*|"
    r"(?<!ne)\blikvid(?:ž|z)\w*\s+(?:priemon|l(?:ė|e)[šs]|turt|investicij|aktyv)\w*"
)
#: leverage: "finansinis svertas" in every case ("sverto", "svertą")
_GROSS: Final = re.compile(r"\bsvert(?:as|o|ui|ą|a|u|e)\b")
#: the tracking error: "sekimo paklaida" in every case ("sekimo paklaidos", "sekimo paklaidą"),
#: "santykinė rizika" (relative risk), "nuokrypis nuo lyginamojo indekso" ("numatomo nuokrypio
#: nuo lyginamojo indekso") - never the bare "nuokrypis" of an allocation's allowed deviation
_TRACKING: Final = re.compile(
    r"\bsekimo\s+paklaid\w*|\bsantykin\w*\s+rizik\w*|"
    r"\bnuokryp\w*\s+(?:\w+\s+){0,2}?nuo\s+lyginam\w*"
)
#: currencies: "valiutų rizika", "valiutos rizika", "valiutinė pozicija", "atvira valiutų
#: pozicija", "užsienio valiuta" in every case, and what is held "ne eurais" (not in euros)
_CURRENCY: Final = re.compile(
    r"\bvaliut\w*\s+(?:rizik|pozicij|poveik)\w*|\b(?:u(?:ž|z)sienio|kit\w*)\s+valiut\w*|"
    r"\bne\s+eurais\b|\bneapdraust\w*\s+valiut\w*"
)
#: unlisted and illiquid holdings: "nelikvidžios investicijos / priemonės", "nelikvidus turtas",
#: "neįtraukti į prekybą"
_ILLIQUID: Final = re.compile(r"\bnelikvid\w*|\bne(?:į|i)traukt\w*\s+(?:(?:į|i)\s+)?prekyb\w*")
#: equities: "akcijos" in every case ("akcijų", "akcijoms", "akcijas", "akcijomis",
#: "akcijose"), "nuosavybės vertybiniai popieriai" in every case ("nuosavybės vertybinių
#: popierių"); never "akcinė bendrovė"
_EQUITY: Final = re.compile(
    r"\bakcij(?:os|ų|u|oms|as|omis|ose|a|ą|oje)\b|"
    r"\bnuosavyb(?:ės|es)\s+vertybin\w*\s+popier\w*"
)
#: how many holdings: "emitentų skaičius", "skirtingų emitentų" counted
_HOLDINGS_COUNT: Final = re.compile(
    r"\b(?:emitent(?:ų|u)|pozicij(?:ų|u)|vertybini(?:ų|u)\s+popieri(?:ų|u))\s+skai(?:č|c)i\w*|"
    r"\bskai(?:č|c)i\w*\s+(?:skirting(?:ų|u)\s+)?(?:emitent|pozicij)\w*"
)

#: canonical subject -> its words in Lithuanian
LT_SUBJECTS: Final[dict[str, re.Pattern[str]]] = {
    "max_position_weight": _POSITION,
    "cash_weight": _CASH,
    "max_gross_leverage": _GROSS,
    "max_tracking_error": _TRACKING,
    "max_currency_exposure": _CURRENCY,
    "max_illiquid_weight": _ILLIQUID,
    "max_equity_weight": _EQUITY,
    "min_holdings_count": _HOLDINGS_COUNT,
}

__all__ = ["LT_SUBJECTS"]
