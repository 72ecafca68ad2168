"""A yield's or a spread's move in the words of valuers and bond desks.

A valuer says a property yield "softened" or "moved out" when it rose (values fell) and
"hardened" or "sharpened" when it fell; a bond desk says a yield or a spread "moved out",
"pushed out", "gapped out" or "blew out" when it rose and "moved in" or "came in" when it fell,
and puts its level as "wider" or "tighter" ("traded wider", "ended 90bp tighter than a year
earlier"). The general lexicon of `trends` reads "soften" as a fall, as it is of a price or a
margin, and has no reading of "move out" at all, so these words turned a claim about a yield
upside down or left it unread. They are written as the plain verbs ("rose", "fell") and
comparatives ("higher", "lower") only after a yield's, a capitalisation rate's or a spread's
name, so "margins softened" stays a fall.

A credit desk says the same of a borrower's leverage: it "came in" (by half a turn) when it fell,
so "came in" is read as a fall of a leverage ratio too (net debt to EBITDA, gearing); its other
words stay a yield's.
"""

from __future__ import annotations

import re
from typing import Final

#: fields quoted as a yield or a spread: `net_initial_yield_pct`, `cap_rate`, `embi_spread_bp`
_YIELD_FIELD: Final = re.compile(
    r"yield|cap(?:itali[sz]ation)?_rate|spread|(?:^|_)(?:oas|cds|ytm)(?:_|$)", re.IGNORECASE
)
#: each form of a verb → the same form of "rise" or "fall"
_RISE: Final = {"": "rise", "s": "rises", "ed": "rose", "ing": "rising", "en": "risen"}
_FALL: Final = {"": "fall", "s": "falls", "ed": "fell", "ing": "falling", "en": "fallen"}
_MOVE: Final = re.compile(
    r"\b(?P<verb>mov(?=e|ing)|push|gap(?=p))(?P<form>e|es|ed|ing|ped|ping)?\s+(?P<way>out|in)\b"
    # "moved in line with", "moved in tandem", "pushed in the other direction": no move in
    r"(?!\s+(?:line|tandem|step|lockstep|sync|parallel|a\b|an\b|the\b|its\b|their\b))",
    re.IGNORECASE,
)
#: a spread, a yield or a multiple of spread that "came in" fell, as a desk says of a price
#: that tightened: "did not come in in Q4", "came in by 40bp"; "came in at 450bp", "came in
#: higher", "came in line" report a level or a comparison and stay as written
_COME_IN: Final = re.compile(
    r"\b(?P<form>come|comes|came|coming)\s+in\b(?=\s*(?:$|[.,;:)\[—–]|(?:in|by|over|during|"
    r"across|since|from|between|through|against|versus|vs\.?|again|further|sharply|"
    r"materially|markedly|notably|meaningfully|significantly|slightly|somewhat|"
    r"this|last|year|quarter|month|q[1-4]|[1-4]q|(?:19|20)\d{2})\b|"
    r"a\s+(?:bit|little|touch|lot|fair\s+bit)\b))",
    re.IGNORECASE,
)
#: fields of a leverage ratio, which a credit desk says "came in" when it fell:
#: `net_leverage`, `debt_to_ebitda`, `gearing_pct`
_LEVERAGE_FIELD: Final = re.compile(r"leverage|gearing|debt_to_", re.IGNORECASE)
_CAME: Final = {"come": "", "comes": "s", "came": "ed", "coming": "ing"}
#: a spread that "blew out" rose
_BLOW_OUT: Final = re.compile(r"\b(?P<form>blow|blows|blew|blown|blowing)\s+out\b", re.IGNORECASE)
_BLOWN: Final = {"blow": "", "blows": "s", "blew": "ed", "blown": "en", "blowing": "ing"}
#: a level said by a desk's comparative: "traded wider", "ended 90bp tighter than a year
#: earlier" is higher, lower
_COMPARATIVE: Final = re.compile(r"\b(?P<way>wider|tighter)\b", re.IGNORECASE)
_VALUER: Final = re.compile(
    r"\b(?P<verb>soften|harden|sharpen)(?P<form>s|ed|ing)?\b", re.IGNORECASE
)


def _form(written: str) -> str:
    forms = {"e": "", "es": "s", "ed": "ed", "ing": "ing", "s": "s", "": ""}
    return forms.get(written.lower(), {"ped": "ed", "ping": "ing"}.get(written.lower(), ""))


def yield_words_written(text: str, metric: str) -> str:
    """`text` (the words after a figure's name) with a valuer's or a desk's verbs of a yield's
    move written as "rose"/"fell" in the same form, when `metric` is a yield or a spread (only
    "came in", when it is a leverage ratio); any other figure's text is unchanged."""
    if not _YIELD_FIELD.search(metric):
        if _LEVERAGE_FIELD.search(metric):
            return _COME_IN.sub(lambda m: _FALL[_CAME[m.group("form").lower()]], text)
        return text

    def moved(m: re.Match[str]) -> str:
        forms = _RISE if m.group("way").lower() == "out" else _FALL
        return forms[_form(m.group("form") or "")]

    def valued(m: re.Match[str]) -> str:
        forms = _RISE if m.group("verb").lower() == "soften" else _FALL
        return forms[_form(m.group("form") or "")]

    text = _BLOW_OUT.sub(lambda m: _RISE[_BLOWN[m.group("form").lower()]], text)
    text = _COME_IN.sub(lambda m: _FALL[_CAME[m.group("form").lower()]], text)
    text = _COMPARATIVE.sub(
        lambda m: "higher" if m.group("way").lower() == "wider" else "lower", text
    )
    return _VALUER.sub(valued, _MOVE.sub(moved, text))
