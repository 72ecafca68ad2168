"""Wording withdrawn, struck, replaced or turned down, in Croatian, Serbian and Bosnian (Latin
script) and Slovenian, as regex fragments for `withdrawn_quotes`.

Minutes and e-mails in these languages quote the wording they take back before the one that
stands, as the other languages of `withdrawn_quotes` do: a minute's amendment "u prijedlogu
riječi «…» zamjenjuju se riječima «…»" (Serbian "reči «…» zamenjuju se rečima «…»"), an
erratum's "umjesto «…» treba stajati" (Serbian "umesto", Slovenian "namesto"), an agenda's
"prijedlog (povučen s dnevnog reda): «…»". The classes:

* the verbs of withdrawing, replacing, cancelling and turning down, as participles (every
  gender and number: "povučen", "povučena", "povučeno"), the past ("povukao", "povukla") and
  the reflexive present ("povlači se", "zamjenjuje se", "briše se"): povući, zamijeniti
  (Serbian "zameniti", Slovenian "nadomestiti"), brisati, poništiti, ukinuti, odbiti
  ("odbijen"), odgoditi ("odgođen"), Slovenian "umakniti" ("umaknjen"), "zavrniti"
  ("zavrnjen"), "preklicati" ("prekličem", Croatian "opozvati"); amending, whose old wording
  the sentence quotes before the colon that brings the new one in ("Sklep, ki se je glasil
  „…“, se spremeni tako, da se glasi: „…“", Croatian "mijenja se", "izmijenjen"); and a
  wording said to be wrong ("pogrešno navedeno", "greškom");
* the act of replacing right before the old wording: "umjesto", "namjesto", "umesto",
  "namesto";
* the agent that brings the new wording in: a verb of replacing with the noun in the
  instrumental ("zamjenjuju se riječima «…»", "zamijeniti tekstom «…»"), since these languages
  have no preposition for it.

Pure data.
"""

from __future__ import annotations

from typing import Final

#: withdrawn, replaced, cancelled, turned down, put off, or said to be wrong
WITHDRAWN: Final = (
    r"povu(?:č|c)en\w*|povuk\w*|povla(?:č|c)\w*|"
    r"zamjenjuj\w*|zamijenjen\w*|zamenjuj\w*|zamenjen\w*|nadomeš(?:č|c)\w*|nadomesti\w*|"
    r"(?:iz)?bris(?:an|ana|ano|ani|ane|at)\w*|bri(?:š|s)e\s+se|poni(?:š|s)ten\w*|ukinut\w*|"
    r"odbijen\w*|odbi(?:o|la|lo|li|le)|odbačen\w*|odgo(?:đ|d)en\w*|umaknjen\w*|umakni\w*|zavrnjen\w*|"
    r"stavlja\s+se\s+izvan\s+snage|(?:pogre(?:š|s)no|krivo|gre(?:š|s)kom)\s+[^\W\d_]+|"
    # revoked: Slovenian preklicati ("prekličem", "preklican", "preklicujemo"), Croatian
    # opozvati ("opozivam", "opozvan"); amended, the wording as it read before the change:
    # Slovenian "se spremeni (tako, da se glasi)", "spremenjen", Croatian "mijenja se",
    # "izmijenjen", "izmjenjuje se"
    r"prekli(?:č|c)\w*|opoziv\w*|opozva\w*|(?:se\s+)?spremeni(?:jo)?|spremenjen\w*|"
    r"spreminja\w*|mijenja(?:ju)?\s+se|izmijenjen\w*|izmjenjuj\w*(?:\s+se)?|izmijeni\w*"
)
#: the act of replacing right before the old wording: "umjesto «…»"
REPLACING_BEFORE: Final = r"umjesto|namjesto|umesto|namesto"
#: the words that bring the replacement in, ending the withdrawn part: "umjesto toga"
PART_END: Final = r"(?:u|na)mj?esto\s+(?:toga|tega)"
#: the agent of a replacement right before the new wording: a verb of replacing and a noun in
#: the instrumental ("zamjenjuju se riječima", "zamijeniti tekstom", "nadomestijo z besedilom")
AGENT_BEFORE: Final = (
    r"(?:zamj?en\w*|zamijen\w*|nadomest\w*|nadomešč\w*)(?:\s+se)?(?:\s+z)?"
    r"(?:\s+[^\W\d_]+(?:ima|om|em|im|ama|jo))?"
)

__all__ = ["AGENT_BEFORE", "PART_END", "REPLACING_BEFORE", "WITHDRAWN"]
