"""Wording withdrawn, turned down, replaced or put off, in Hungarian, as regex fragments for
`withdrawn_quotes`.

Hungarian minutes and e-mails quote the wording they take back before the one that stands, as
the other languages do: "a módosító indítvány („…") nem kapott támogatást", "a reggel küldött
megfogalmazást („…") visszavonom", "a BB 5/2025. sz. határozatát („…") visszavonja, és helyette
…". The classes:

* the verbs of withdrawing, rejecting, revoking, deleting and putting off, on their stems with
  any suffix of person, tense, mood or the adverbial participle ("visszavon-ja", "-om", "-ták",
  "-va"; "elutasít-otta", "-va"; "hatályon kívül helyez-i"; "töröl-ték", "törölve"; "elnapol-ta"),
  and with the verbal prefix split off after its verb, as it is whenever a word before the verb
  takes the focus ("a bizottság vonta vissza", "az IT utasította el", "napolták el");
* turned down by a vote or lack of support: "nem kapott támogatást", "nem támogatta", "nem
  fogadta el", "nem szavazta meg", "levette a napirendről";
* a wording said to be wrong, which a correction takes back ("tévesen", "hibásan");
* the words that bring the replacement in and end the withdrawn part ("helyette", "ehelyett",
  "helyébe").

The verbs of withdrawing, turning down and putting off, and the adoption denied, are the one
Hungarian class that `polarity_hu` reads too (`refusals_hu`); the revoking, deleting and erring
words and the replacement's are this reader's own.

Pure data.
"""

from __future__ import annotations

from typing import Final

from quantward_validation.refusals_hu import HUNGARIAN

#: the verbs of taking back, turning down, revoking, deleting and putting off (prefix on or split
#: off), and a wording said to be wrong
WITHDRAWN: Final = (
    # withdrawn, turned down, put off, taken off the agenda, not adopted: the class `polarity_hu`
    # reads too (`refusals_hu`)
    rf"{HUNGARIAN}|"
    # ... revoked, deleted, or said to be wrong
    r"hatályon\s+kívül\s+helyez\w*|hatályát\s+veszt\w*|"
    r"töröl(?:t|ve|jük|ték|te|ni|i)\w*|törlés\w*|"
    r"(?:tévesen|hibásan)\s+[^\W\d_]+"
)
#: the words that bring the replacement in: "helyette", "ehelyett", "helyébe"
PART_END: Final = r"helyette|ehelyett|helyébe"

__all__ = ["PART_END", "WITHDRAWN"]
