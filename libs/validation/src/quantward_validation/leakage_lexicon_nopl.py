"""Fitting and selecting, in Norwegian, Polish and Finnish, for the leakage reader.

`leakage` tells a period a model was fitted or a choice was made on from one it was tested
on by the verb that owns the period in its sentence ("kalibrert på …", "oszacowano na danych
…"). The continental table (`leakage_lexicon_eu`) has Danish and Swedish forms, which miss
the Norwegian participles and preterites in -ert / -erte ("estimert", "kalibrerte",
"optimalisert") and every Polish form. These are whole classes, not the words of one report:

- Norwegian (bokmål and nynorsk): estimere, kalibrere, optimere / optimalisere, tilpasse,
  trene in every form (infinitive, present, s-passive, participles, preterite, nynorsk -ast;
  but "trente", which is also French "thirty") and their nominalisations ("estimeringen",
  "kalibrering");
- Polish: szacować / oszacować, estymować, kalibrować / skalibrować, optymalizować /
  zoptymalizować, dopasować, trenować / wytrenować in every aspect, person, gender and case of
  the participle, the impersonal "-no / -to" ("oszacowano", "skalibrowano") and the
  nominalisations ("estymacja", "kalibracji", "dopasowanie");
- Finnish: estimoida, kalibroida, optimoida, parametroida, sovittaa, kouluttaa / opettaa (a
  model) in every person, tense, passive ("estimoitiin", "kalibroidaan"), participle
  ("optimoitu", "sovitettu") and nominalisation ("estimointi", "kalibroinnissa", "sovitus"), but
  not "koulutus" (schooling) or "opettaja" (a teacher);
- selecting: Finnish valita / poimia ("valittiin", "valitsimme", "valinta", "poimittu"), not
  "valitettavasti" (unfortunately) or "valitus" (a complaint); Norwegian velge / utvelge /
  plukke ut; Polish wybrać / wybierać / wybór, dobrać /
  dobór, wyselekcjonować;
- the universe as it stands today (`HINDSIGHT`), in Norwegian, Polish and the French verbs of
  making up an index the continental table lacks, and the Norwegian and Polish verbs that
  bring one in (`BROUGHT_IN`).

The grammar (owners, clauses, negation) stays `leakage`'s.
"""

from __future__ import annotations

from typing import Final

#: fitting, Norwegian then Polish (regex alternatives, read inside `leakage`'s word bounds)
FIT: Final = (
    r"(?:estim|kalibr|optim(?:alis)?)er(?:e|es|er|ast|t|te|ande|ing(?:en|er|ene|a)?)|"
    r"tilpass(?:e|es|er|ast|et|a|te|ing(?:en|er|ene|a)?)|"
    # (not the preterite "trente", which is French "thirty")
    r"tren(?:e|es|er|ast|t|ing(?:en|a)?)|"
    r"(?:o|prze)?szacow\w*|(?:o|prze)?szacuj\w*|"
    r"(?:wy)?estymow\w*|(?:wy)?estymuj\w*|estymacj\w*|"
    r"(?:s|prze)?kalibrow\w*|(?:s|prze)?kalibruj\w*|kalibracj\w*|"
    r"(?:z)?optymalizow\w*|(?:z)?optymalizuj\w*|optymalizacj\w*|"
    r"dopasow\w*|dopasuj\w*|"
    r"(?:wy)?trenow\w*|(?:wy)?trenuj\w*|"
    # Finnish: a stem, then the vowel or consonant every form of it goes on with
    r"(?:estimo|kalibro|optimo|parametro)(?:i|d|t|n)\w*|sovit(?:e|t|u|i)\w*|"
    r"koulutet\w*|koulutt(?:aa|i|ivat|imme|amme|ava)\w*|opetet\w*"
)
#: selecting, Norwegian then Polish
SELECT: Final = (
    r"velge(?:s|r)?|utvelg\w*|plukke(?:t|s|r)?\s+ut|"
    r"wybra(?:no|ny|na|ne|nych|nym|nej|ną|ł|ła|ło|li|ły|ć)|wybier\w*|wyb(?:ó|o)r(?:u|em|ze)?|"
    r"dobra(?:no|ny|na|ne|nych|nym|nej|ną|ł|ła|ło|li|ły|ć)|dobier\w*|dob(?:ó|o)r(?:u|em|ze)?|"
    r"(?:wy)?selekcjonow\w*|"
    r"valit(?:t|a|s)\w*|valin(?:ta|nan|nassa|nat|noissa|taan)\w*|poimit\w*|poimi(?:mme|vat|a)"
)

#: the universe as it stands today (Finnish "yhtiöt, jotka kuuluvat tänään indeksiin", "nykyiset
#: indeksin yhtiöt", "tämänhetkinen koostumus"; Portuguese "as empresas que hoje compõem o
#: índice", "a composição atual"): Norwegian "dagens OBX-selskaper", "nåværende
#: sammensetning", "dagens kredittvurderinger"; Polish "dzisiejsze spółki WIG20", "obecny skład
#: indeksu", "aktualni członkowie", "spółki, które dziś wchodzą w skład indeksu" (every case);
#: French "les titres qui forment (constituent, font partie de) aujourd'hui l'indice", the
#: verbs the continental table lacks beside "composent"
HINDSIGHT: Final = (
    r"(?:dagens|nåværende|navaerende|gjeldende)\s+(?:[\w&.-]+\s+){0,2}?[\w-]*?"
    r"(?:sammensetning(?:en)?|selskaper(?:ne)?|medlemmer(?:ne)?|bestanddeler(?:ne)?|"
    r"aksjer(?:ne)?|utstedere(?:ne)?|kredittvurderinger(?:ne)?|ratinger(?:ne)?)|"
    r"(?:dzisiejsz|obecn|aktualn|bieżąc)\w*\s+(?:[\w&.-]+\s+){0,2}?"
    r"(?:skład\w*|spół(?:ek|ka|ki|kami|kach|kom|kę|ce)|członk\w*|uczestni\w*|emitent\w*|"
    r"akcj(?:e|i|ami|ach)|rating(?:i|ów|ami)|ocen(?:y|a|ami|ach))|"
    r"(?:spółki|spółek|akcje|akcji|emitenci|emitentów|walory|walorów)\s*,?\s+(?:które|co)\s+"
    r"(?:dziś|dzisiaj|obecnie|aktualnie|teraz)\s+(?:wchodzą|należą|tworzą|są)|"
    r"(?:titres|valeurs|sociétés|actions|émetteurs|entreprises|composantes)\s+qui\s+"
    r"(?:forment|constituent|font\s+partie\s+de)\s+(?:aujourd['’]hui|actuellement)|"
    r"(?:titres|valeurs|sociétés|actions|émetteurs|entreprises|composantes)\s+qui\s+"
    r"(?:aujourd['’]hui|actuellement)\s+(?:forment|composent|constituent|font\s+partie)|"
    # Finnish: a relative clause of belonging today, or a present-day adjective before the noun
    r"(?:jotka|mitkä|joka)\s+(?:\w+\s+)?(?:tänään|nykyään|nyt|tällä\s+hetkellä)\s+"
    r"(?:kuulu\w*|muodosta\w*|(?:o(?:vat|n)\s+)?mukana)|"
    r"(?:jotka|mitkä|joka)\s+(?:kuulu\w*|muodosta\w*)\s+(?:tänään|nykyään|nyt|tällä\s+hetkellä)|"
    r"(?:nykyi|tämänhetki|tämänpäiväi|tämän\s+päivän)\w*\s+(?:[\w&.-]+\s+){0,2}?[\w-]*?"
    r"(?:yhtiö\w*|jäsen\w*|osakke\w*|liikkeeseenlaskij\w*|koostumu\w*|kokoonpano\w*|"
    r"luokitu\w*)|"
    # European Portuguese: "as empresas que hoje (atualmente) compõem o índice"
    r"(?:empresas|títulos|ações|emitentes|sociedades|constituintes)\s+que\s+(?:hoje|atualmente|"
    r"agora)\s+(?:compõem|constituem|integram|fazem\s+parte)|"
    r"(?:empresas|títulos|ações|emitentes|sociedades|constituintes)\s+que\s+(?:compõem|"
    r"constituem|integram|fazem\s+parte\s+d[oa])\s+(?:\S+\s+){0,3}?(?:hoje|atualmente)"
)

#: what brings a universe or an input in: Norwegian "består av", "bruker", "brukes", "anvendes",
#: "inneholder", "omfatter", "hentes", "basert på"; Polish "składa się z", "obejmuje", "zawiera",
#: "pochodzi z", "oparty na", "stosujemy", "używa", "wykorzystuje" (every person and aspect)
BROUGHT_IN: Final = (
    r"bruk(?:e|es|er|t|te)|anvend(?:e|es|er|t|te)|inneholde(?:r|s)?|omfatte(?:r|s)?|"
    r"hent(?:e|es|er|et|a)|basert|bygger|"
    r"skład(?:a|ają)\s+się|obejm(?:uje|ują|ował\w*)|zawier(?:a|ają|ał\w*)|pochodz(?:i|ą)|"
    r"opart\w*|bazuj\w*|(?:za)?stos(?:uj|ow)\w*|używ\w*|wykorzyst\w*|"
    # Finnish "koostuu", "sisältää", "käytetään", "perustuu", "kattaa"
    r"koostu\w*|sisältä\w*|käyte\w*|käyttä\w*|perustu\w*|katta(?:a|vat)"
)


__all__ = ["BROUGHT_IN", "FIT", "HINDSIGHT", "SELECT"]
