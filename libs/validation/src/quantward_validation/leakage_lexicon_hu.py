"""Fitting, selecting, testing, the whole sample and the universe as it stands today, in
Hungarian, for the leakage reader.

`leakage` tells a period a model was fitted or a choice was made on from one it was tested on by
the verb that owns the period in its sentence. Hungarian builds every form of a verb on its stem
with suffixes (person, tense, mood, the definite conjugation, the participles, the noun in
"-ás" / "-és"), so each class is a stem, never a form; and a verb's prefix ("meg-", "ki-", "be-",
"fel-") splits off after the verb when a word before it takes the focus ("a sávokat csak egyszer
becsültük meg", "az IT választotta ki"), so a stem is read with its prefix or without. The
classes:

- fitting: becsül / megbecsül (to estimate; "becsültük", "becslés", "becslését"), kalibrál,
  optimalizál, illeszt ("illesztettük", "illesztés"), hangol / finomhangol (to tune), tanít /
  betanít (to train a model), paraméterez; the Latin stems the English reader has ("kalibr",
  "optim") are missing only in their Hungarian spellings ("kalibrál", "optimalizál");
- selecting: kiválaszt / választ ("kiválasztottuk", "választottuk", "kiválasztás"; not the noun
  "választ", the answer in the accusative), kijelöl, szűr ("szűrtük", "szűrés"), rangsorol;
- testing: tesztel, visszatesztel, validál, a tesztév or tesztidőszak, out of the sample
  ("mintán kívüli");
- the whole sample: "a teljes adatsor", "a teljes minta", "az egész időszak", "az összes adat",
  "a rendelkezésre álló teljes idősor", each in any case ("a teljes adatsoron");
- the universe as it stands today (`HINDSIGHT`): a relative clause placing its members in the
  index today ("azokból a társaságokból, amelyek ma a BUX kosarában vannak", "amelyek jelenleg
  a indexben szerepelnek"), or "today's" or "current" before a membership noun ("a mai
  összetétel", "a jelenlegi indextagok");
- what brings a universe or an input in (`BROUGHT_IN`): "áll" (consists of), "használ",
  "felhasznál", "alapul", "tartalmaz", "épül", "származik".

The grammar (owners, clauses, negation) stays `leakage`'s. Pure.
"""

from __future__ import annotations

from typing import Final

#: fitting (regex alternatives, read inside `leakage`'s word bounds), with the split prefix
FIT: Final = (
    r"(?:meg)?becsül\w*|becsl(?:és|és\w+|ő\w*)|"
    r"(?:be|újra)?kalibrál\w*|(?:újra)?optimalizál\w*|"
    r"(?:rá)?illeszt(?:ett|ve|jük|ük|és|ési|ését|ésé)\w*|"
    r"(?:finom)?hangol(?:t|va|juk|ás)\w*|(?:be)?tanít(?:ott|va|juk|ás)\w*|paraméterez\w*"
)
#: selecting (not "választ", the answer, nor "választás" alone, an election)
SELECT: Final = (
    r"(?:ki)?választ(?:ott|va|juk|ják|hat|andó|otta|ották|ottuk)\w*|kiválasztás\w*|"
    r"kijelöl\w*|(?:ki|meg)?szűr(?:t|ve|jük|és|ték)\w*|rangsorol\w*"
)
#: testing and the test period
TEST_PERIOD: Final = (
    r"(?:vissza)?tesztel\w*|tesztév\w*|tesztidőszak\w*|tesztablak\w*|validál\w*|"
    r"mintán\s+kívül\w*"
)
#: the whole sample, in any case
WHOLE: Final = (
    r"(?:a\s+)?(?:teljes|egész|összes|rendelkezésre\s+álló\s+teljes)\s+"
    r"(?:adatsor|minta|mintá|időszak|idősor|történet|adat|adatállomány|periódus)\w*"
)
#: the universe as it stands today
HINDSIGHT: Final = (
    r"(?:amely|ami|aki)(?:k|ek)?\s+(?:[\w&.-]+\s+){0,4}?(?:ma|jelenleg|napjainkban|most)\s+"
    r"(?:[\w&.-]+\s+){0,4}?(?:vannak|van|szerepel\w*|tartoz\w*|alkot\w*)|"
    r"(?:amely|ami|aki)(?:k|ek)?\s+(?:ma|jelenleg|napjainkban|most)\b|"
    r"(?:mai|jelenlegi|aktuális)\s+(?:[\w&.-]+\s+){0,2}?(?:\w*összetétel\w*|\w*tag(?:ok|jai|"
    r"jait|ja)?\w*|\w*kosar\w*|társaság\w*|kibocsátó\w*|elem\w*)"
)
#: what brings a universe or an input in: consisting of, using, resting on, containing,
#: holding ("tartjuk", "tartották"), taking in ("vesszük", "vettük"), getting in ("kerül")
BROUGHT_IN: Final = (
    r"áll(?:nak)?|(?:fel)?használ\w*|alapul\w*|alapján|tartalmaz\w*|épül\w*|származ\w*|"
    r"(?:benn)?tart(?:juk|ja|ják|unk|anak|ott\w*)|vesz(?:ünk|i|ik|szük)|vett(?:ük|ék|e)|"
    r"kerül\w*"
)

__all__ = ["BROUGHT_IN", "FIT", "HINDSIGHT", "SELECT", "TEST_PERIOD", "WHOLE"]
