"""A request or a wording withdrawn, put off or turned down, in Czech, Slovak and Romanian: one
class per language, as regex fragments.

Two readers need the same verbs: `polarity_cs` and `polarity_ro` read a figure a body did not
adopt ("návrh byl zamítnut", "propunerea a fost respinsă"), and `withdrawal_cs_ro` reads a
wording a minute takes back before the one that stands ("návrh (stažen z programu): «…»").
The verbs live here once, so that a word added for one reader is read by both.

The classes, over lower-cased text, with and without their diacritics (a chat drops them):

* withdrawing: cs "stažen(a/o/y)", "stáhl", "stahuje se", "vzat zpět", "bere zpět"; sk
  "stiahnutý", "stiahol", "vzatý späť"; ro "retras(ă)", "se retrage", "a retras";
* putting off and sending back: cs "odložen", "odložilo", "odročen", "vrácen k přepracování";
  sk "odložený", "odročený", "vrátený na prepracovanie"; ro "amânat(ă)", "amână", "returnat",
  "retrimis", "scos de pe ordinea de zi";
* turning down: cs "zamítnut", "zamítlo", "zamítá", "odmítnut", "odmítl"; sk "zamietnutý",
  "zamietol", "zamieta", "odmietnutý", "odmietol"; ro "respins(ă)", "resping", "a respins",
  "a refuzat", "a anulat";
* adoption denied, by the prefix "ne-" on the verb or on the passive's auxiliary (cs
  "neschválilo", "nebyl schválen", "nepřijal", "neprošel"; sk "neschválilo", "nebol schválený",
  "neprijal", "neprešiel", "nezískal väčšinu") or by "nu" (ro "nu a fost aprobată",
  "neaprobat").

Slovak is read apart from Czech where its stems differ ("zamiet-" against "zamít-", "stiahn-"
against "stažen", "bol" against "byl", "späť" against "zpět"). Pure data.
"""

from __future__ import annotations

from typing import Final

# --- Czech ------------------------------------------------------------------------------------

#: the negative auxiliary of a Czech passive: "nebyl", "nebyla", "nebylo", "nebyly", "není",
#: "nebude"
_CS_NOT_BEEN: Final = r"(?:nebyl[aoyi]?|nen(?:í|i)|nebud(?:e|ou))"
#: the Czech stems of adopting: approving, accepting, passing ("schválit", "přijmout",
#: "odsouhlasit")
CS_ADOPTING: Final = r"(?:schv(?:á|a)l\w*|p(?:ř|r)ijat\w*|p(?:ř|r)ijal\w*|odsouhlas\w*)"
#: a Czech request or wording withdrawn, put off or turned down, as a participle (every gender
#: and case), a body's preterite (every gender and number) or a reflexive present
CZECH: Final = (
    r"(?:zam(?:í|i)tnut\w*|zam(?:í|i)t(?:l|nul)\w*|zam(?:í|i)t(?:á|a)\w*|odm(?:í|i)tnut\w*|"
    r"odm(?:í|i)tl\w*|sta(?:ž|z)en\w*|st(?:á|a)hl\w*|stahuje\s+se|odlo(?:ž|z)en\w*|"
    r"odlo(?:ž|z)il\w*|odro(?:č|c)en\w*|odro(?:č|c)il\w*|"
    r"vr(?:á|a)cen\w*\s+(?:\w+\s+)?k\s+(?:p(?:ř|r)epracov\w*|dopracov\w*)|"
    r"(?:vzat\w*|vzal\w*|bere|berou)\s+zp(?:ě|e)t|"
    rf"ne{CS_ADOPTING}|{_CS_NOT_BEEN}\s+(?:\w+\s+)?{CS_ADOPTING}|nepro(?:š|s)e?l\w*)"
)

# --- Slovak -----------------------------------------------------------------------------------

#: the negative auxiliary of a Slovak passive: "nebol", "nebola", "nebolo", "neboli", "nie je",
#: "nebude"
_SK_NOT_BEEN: Final = r"(?:nebol[aoi]?|nie\s+je|nebud(?:e|ú|u))"
#: the Slovak stems of adopting: "schváliť", "prijať", "odsúhlasiť"
SK_ADOPTING: Final = r"(?:schv(?:á|a)l\w*|prijat\w*|prijal\w*|ods(?:ú|u)hlas\w*)"
#: a Slovak request or wording withdrawn, put off or turned down: "zamietnutý", "zamietol",
#: "zamietla", "zamieta", "odmietnutý", "odmietol", "stiahnutý", "stiahol", "sťahuje sa",
#: "odložený", "odložilo", "odročený", "vrátený na prepracovanie", "vzatý späť",
#: "neschválilo", "nebol schválený", "neprijal", "neprešiel", "nezískal (potrebnú) väčšinu"
SLOVAK: Final = (
    r"(?:zamietnut\w*|zamiet(?:ol|l|nul)\w*|zamiet(?:a|ol)\w*|odmietnut\w*|odmiet(?:ol|l)\w*|"
    r"stiahnut\w*|stiah(?:ol|l)\w*|s(?:ť|t)ahuje\s+sa|odlo(?:ž|z)en\w*|odlo(?:ž|z)il\w*|"
    r"odro(?:č|c)en\w*|odro(?:č|c)il\w*|"
    r"vr(?:á|a)ten\w*\s+(?:\w+\s+)?na\s+(?:prepracovan\w*|dopracovan\w*)|"
    r"(?:vzat\w*|vzal\w*|berie|berú)\s+sp(?:ä|a)(?:ť|t)|"
    rf"ne{SK_ADOPTING}|{_SK_NOT_BEEN}\s+(?:\w+\s+)?{SK_ADOPTING}|nepre(?:š|s)(?:iel|l)\w*|"
    r"nez(?:í|i)skal\w*\s+(?:\w+\s+){0,3}?v(?:ä|a)(?:č|c)(?:š|s)in\w*)"
)

# --- Romanian ---------------------------------------------------------------------------------

_S: Final = r"(?:ș|ş|s)"
_T: Final = r"(?:ț|ţ|t)"
_A: Final = r"(?:ă|â|a)"
#: a Romanian request or wording withdrawn, put off or turned down: the participle in every
#: gender and number ("retras", "retrasă", "retrase", "retrași"; "respins(ă)"; "amânat(ă)"),
#: the body's present ("respinge", "amână"), a reflexive ("se retrage"), taken off the agenda
#: ("scos de pe ordinea de zi"), sent back ("returnat spre reanalizare", "retrimis"), or its
#: adoption denied ("nu a fost aprobată", "neaprobat", "nu a aprobat", "nu a adoptat")
ROMANIAN_PARTICIPLE: Final = (
    r"(?:retra" + _S + r"\w*|respin" + _S + r"\w*|am" + _A + r"na" + _T + r"\w*|"
    r"resping\w*|am" + _A + r"n" + _A + r"\b|"
    r"scoa?" + _S + r"\w*\s+de\s+pe\s+ordinea|returna" + _T + r"\w*|retrimi" + _S + r"\w*|"
    r"neaproba" + _T + r"\w*|neadopta" + _T + r"\w*|"
    r"nu\s+(?:a|au)\s+(?:fost\s+)?(?:aproba" + _T + r"\w*|adopta" + _T + r"\w*|"
    r"accepta" + _T + r"\w*|avizat\w*))"
)
#: the Romanian body's own verb in the perfect: "a respins", "a amânat", "a retras"
ROMANIAN_BODY: Final = (
    r"(?:a|au)\s+(?:respins|am" + _A + r"nat|retras|returnat|retrimis|scos|refuzat|anulat)"
)
#: a Romanian request or wording withdrawn, put off or turned down
ROMANIAN: Final = rf"(?:{ROMANIAN_PARTICIPLE}|{ROMANIAN_BODY})"

__all__ = [
    "CS_ADOPTING",
    "CZECH",
    "ROMANIAN",
    "ROMANIAN_BODY",
    "ROMANIAN_PARTICIPLE",
    "SK_ADOPTING",
    "SLOVAK",
]
