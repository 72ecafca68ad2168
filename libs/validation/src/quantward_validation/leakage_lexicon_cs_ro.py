"""Fitting, selecting and the universe as it stands today, in Czech, Slovak and Romanian, for
the leakage reader.

`leakage` tells a period a model was fitted or a choice was made on from one it was tested on
by the verb that owns the period in its sentence. The English, continental and Nordic/Polish
tables (`leakage_lexicon_eu`, `leakage_lexicon_nopl`) miss every Czech verb ("byl odhadnut",
"kalibrována", "optimalizován", "natrénovali") and the Romanian nominalisations the English
stems do not reach ("estimarea", "calibrarea", "antrenat"). These are whole classes, not the
words of one report:

- Czech: odhadnout / odhadovat, kalibrovat / nakalibrovat, optimalizovat, trénovat /
  natrénovat, (na)fitovat in every person, tense, gender of the participle and nominalisation
  ("odhadnuty", "odhadujeme", "kalibrace", "optimalizaci", "trénink");
- Romanian: a estima, a calibra, a optimiza, a antrena, a ajusta, a potrivi in the forms the
  English stems miss (infinitive noun "estimare(a)", present "estimăm", "calibrează",
  participle "antrenat(ă)", "ajustat"), with their articles and cases;
- selecting: Czech vybrat / vybírat / výběr, zvolit / volba; Romanian a selecta / selecție,
  a alege ("ales", "aleasă", "aleși", "alese"; not "mai ales", especially);
- the universe as it stands today (`HINDSIGHT`): Czech "společnosti, které jsou dnes v
  indexu", "dnešní (současné, aktuální) složení"; Romanian "emitenții care fac parte astăzi
  din indice", "componența actuală (de azi)";
- what brings a universe or an input in (`BROUGHT_IN`): Czech "tvoří", "používá", "obsahuje",
  "vychází z"; Romanian "este format din", "cuprinde", "folosește", "utilizează", "se bazează".

Slovak shares the Czech verbs of fitting ("odhadnutý", "kalibrované", "optimalizovaný") and
differs where its spelling does: the relative "ktoré" (Czech "které"), "dnes" at the clause's
end ("ktoré sú v indexe … dnes"), "skladá sa" / "sa skladá z(o)", "zahŕňa", "vychádza z",
"výber", "zvolený".

The grammar (owners, clauses, negation) stays `leakage`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: fitting, Czech then Romanian (regex alternatives, read inside `leakage`'s word bounds)
FIT: Final = (
    r"(?:pře)?odhad(?:n|ov|uj|l)\w*|"
    r"(?:na|pře|z)?kalibr(?:ov|uj|ac)\w*|"
    r"(?:z|vy)?optimaliz(?:ov|uj|ac)\w*|"
    r"(?:na|vy|pře)?trén(?:ov|uj|ink)\w*|(?:na)?fit(?:ov|uj)\w*|"
    # Romanian: the noun of the infinitive and the present, which the English stems miss
    r"(?:re)?estim(?:are|area|ării|ări|ările|ăm|ează|eaz[ăa]|ez)|"
    r"(?:re)?calibr(?:are|area|ării|ări|ăm|ează|ez)|"
    r"optimiz(?:are|area|ării|ări|ăm|ează|ez)|"
    # ... and the participle's plural "-ați", which the English "calibrat…" stems miss
    r"(?:re)?(?:estim|calibr|optimiz)a(?:ți|ti)|"
    r"antren(?:at|ată|ate|ați|are|area|ării|ăm|ează|ez)|"
    r"ajust(?:at|ată|ate|ați|are|area|ării|ăm|ează)|"
    r"potrivi(?:t|tă|te|ți|re|rea)"
)
#: selecting, Czech then Romanian
SELECT: Final = (
    r"vybr(?:án|an|al|at|ali|ala|aly|ané|ana|aný|aná|ány|ání)\w*|vyb(?:í|i)r(?:á|a|aj|án)\w*|"
    r"výb(?:ě|e)r\w*|zvol(?:en|il|ila|ili|ily|it|íme|ime|ený|ené|ená|ili)\w*|"
    r"selecta(?:t|tă|te|ți|re|rea|rii)?|select(?:ăm|ează|ez)|selecți(?:e|a|ei|ile)|"
    r"(?<!mai\s)ales|aleas(?:ă|a)|aleși|alese|alegere(?:a)?|alegem|alege"
)
#: the universe as it stands today: Czech "které jsou dnes (nyní, aktuálně) v indexu",
#: "dnešní / současné / aktuální složení (členové, společnosti)"; Romanian "care fac parte
#: astăzi (acum, în prezent) din", "care sunt azi în indice", "componența actuală"
HINDSIGHT: Final = (
    r"(?:kter(?:é|e|á|a|ý|y|í|i)|kteř(?:í|i)|kterí|jež|jez|již|jiz|co)\s+(?:jsou|je|byly|patří|patri|tvoří|tvori)?\s*"
    r"(?:dnes|dnešního\s+dne|nyní|nyni|aktuálně|aktualne|v\s+současnosti|současně)\b"
    r"(?:\s+(?:jsou|je|patří|patri|tvoří|tvori|součástí|soucasti))?|"
    # Slovak: "ktoré sú dnes v indexe", "ktoré sú v indexe MSCI ACWI dnes" (the adverb may
    # close the clause), "ktorí sú v súčasnosti"
    r"(?:ktor(?:é|e|á|a|ý|y|í|i|ých|ými)|čo)\s+(?:sú|su|je|boli|patria|tvoria)\s+"
    r"(?:(?:v|vo|na|z|zo)\s+)?(?:[\w&.-]+\s+){0,4}?(?:dnes|teraz|aktuálne|aktualne|"
    r"v\s+súčasnosti|v\s+sucasnosti)\b|"
    r"(?:dnešní|dnesni|současn\w+|soucasn\w+|aktuální|aktualni|stávající|stavajici)\s+"
    r"(?:[\w&.-]+\s+){0,2}?(?:složení|slozeni|člen\w*|clen\w*|společnost\w*|spolecnost\w*|"
    r"emitent\w*|akci(?:e|í)?|titul\w*)|"
    r"care\s+(?:fac\s+parte|sunt|se\s+află|se\s+afla|compun|alcătuiesc|formează)\s+"
    r"(?:\w+\s+)?(?:astăzi|azi|acum|în\s+prezent|actualmente)|"
    r"care\s+(?:astăzi|azi|acum|în\s+prezent|actualmente)\s+(?:fac\s+parte|sunt|se\s+află|"
    r"compun|alcătuiesc|formează)|"
    r"(?:componen[țt]\w*|membri\w*|emiten[țt]\w*|constituen[țt]\w*)\s+(?:actual\w*|curent\w*|"
    r"de\s+(?:azi|astăzi))"
)
#: what brings a universe or an input in: Czech "tvoří", "skládá se z", "používá",
#: "obsahuje", "zahrnuje", "vychází z"; Romanian "este format din", "cuprinde", "folosește",
#: "utilizează", "se bazează pe", "include" (every person and the passive)
BROUGHT_IN: Final = (
    r"tvoř(?:í|i|ena|eno|en|eny)|skládá\s+se|sklada\s+se|použ(?:í|i)v\w*|použit\w*|"
    # Slovak: "tvorí", "skladá sa" / "sa skladá z", "zahŕňa", "vychádza z"
    r"tvor(?:í|ia|ená|ené)|(?:sa\s+)?sklad(?:á|a)(?:\s+sa)?|zahŕň\w*|vychádz\w*|"
    r"obsahuj\w*|zahrnuj\w*|vycház(?:í|i)|vychazi|"
    r"(?:este|sunt|e)\s+format(?:ă|a|e|ți)?\s+din|format(?:ă|e|ți)\s+din|formeaz(?:ă|a)|"
    r"alcătui(?:esc|ește|t|tă)|compun(?:e)?|cuprinde|folose[șs]t\w*|folosi(?:t|tă|te|ți|m)|utiliz\w*|"
    r"bazeaz[ăa]|bazat\w*|inclu(?:de|d|s|să|se)"
)

#: a label naming the data the work before it was done on: Czech "vzorek", "data", "údaje",
#: "datový soubor", "období vzorku"; Romanian "eșantion(ul)", "date(le)", "setul de date"
DATA_LABEL: Final = (
    r"vzor(?:ek|ku)|(?:datov(?:ý|y)\s+soubor|údaje|udaje)|(?:obdob(?:í|i)\s+vzorku)|"
    r"e[șş]antion(?:ul)?|esantion(?:ul)?|datele|(?:setul\s+de\s+)?date"
)


__all__ = ["BROUGHT_IN", "DATA_LABEL", "FIT", "HINDSIGHT", "SELECT"]
