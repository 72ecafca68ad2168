"""Plain negation in Czech and Romanian: the words that deny what follows them, as regex fragments.

A reader that decides whether a clause asks for something must know when the clause denies it.
Both languages deny with words the other European lexicons do not hold:

* Czech says "ne" before a noun ("výnos, ne Sharpe"), "nikoli" or "nikoliv" (rather than), and
  negates its verbs by the prefix "ne-" ("nechceme", "nevstupuje", "nemá", "není", "nejde"); its
  negative pronouns decline ("nikdo", "nic", "ničeho", "žádný", "žádná", "žádné", "žádnou"),
  and "bez" is "without". A superlative also begins with "nej-" ("nejvyšší"), so a negated verb
  is read by its verbal ending, never by "ne" alone, and "nej-" is a superlative unless the verb
  is "být" or "jít" ("nejsou", "nejde", "nejedná se").
* Slovak negates as Czech does, with its own spellings: the particle is "nie" (Polish's too,
  read there), the pronouns are "nikto", "nič", "žiadny", "žiadna", "žiadnu", and its verbs end
  in "-ú", "-ujú", "-ajú" (third person plural) and "-ť" (infinitive: "nezvyšovať",
  "nesledovať"), none of which another language read here ends a "ne-" word with.
* Romanian says "nu" before its verb ("nu urmărim", "nu este"), elides it before a vowel
  ("n-are", "n-o"), and uses "nici" (nor), "niciun", "nicio", "nimeni", "nimic", "fără" (without)
  and "indiferent de" (regardless of).

The bare particle "ne" is Czech only in a Czech sentence: the French "ne" is the first half of
"ne … pas" (the second half denies, and is read itself), Romanian "ne" is "us" ("ne propunem").
So it is `PARTICLE_CS`, apart from `NEGATION_CS`, and a reader takes it only where
`sentence_language.CZECH_SLOVAK` reads the sentence.

Pure data.
"""

from __future__ import annotations

from typing import Final

#: Czech verbal endings that close a negated verb: present ("nechce", "nevstupují", "nemá",
#: "nemáme", "nechceme", "nepotřebujete"), past ("nechtěl", "nevstupovala", "nebyli"),
#: infinitive ("nesledovat") and imperative ("nesledujte", "neřeš"); a bare "-e" ("nechce") is
#: left out, since too many words of the other languages end so ("neue", "neste"); and Slovak's
#: third person plural ("nevstupujú", "nemajú") and infinitive ("nezvyšovať")
_CS_VERB_END: Final = (
    r"(?:í|á|ě|ou|uje|ují|ejí|íme|áme|eme|íte|áte|ete|l|la|lo|li|ly|t|ti|j|jte|ú|ť)"
)
#: what begins with "ne" and is no negated Czech verb: "nej-" superlatives, "nebo" (or), "než"
#: (than), a noun of danger or property ("nebezpečí", "nemovitost"), "neutrální", "nezbytný",
#: "nedávno" (lately), and the words of the other languages read in the same text ("nearest",
#: "newest", "negative", "neemt", "nennt", "nett", "nested", Italian "nella", "negli")
_CS_NOT_VERB: Final = (
    r"(?!j|bo\b|ž\b|bezpeč|movit|utr|gativ|zbytn|dávn|ar|at|w|x|ed|eem|go|st|nn|tt|ll|gl)"
)

#: the words that deny the word right after them, in both languages: Czech "ne", "nikoli",
#: "bez"; Romanian "nu", "fără" ("ne náš limit", "nu se aplică", "fără restricții"): what a
#: reader of the role of a figure (`rival_figures` through `in_force_cs_ro`: "nikoli platný")
#: takes back right before it; a reader of a whole clause reads these and the rest of each
#: language's negation (its pronouns, its prefixed verbs) through `PARTICLE_CS` (in a Czech or
#: Slovak sentence), `NEGATION_CS` and `NEGATION_RO`
PARTICLES: Final = r"ne|nikoli|bez|nu|f(?:ă|â|a)r(?:ă|â|a)"

#: the Czech particle "ne" ("výnos, ne Sharpe"), never a prefix joined by a hyphen; a reader
#: takes it only in a Czech or Slovak sentence (`sentence_language.CZECH_SLOVAK`)
PARTICLE_CS: Final = r"ne(?![-‐])"
#: Czech and Slovak: the adverbs of "rather than", the negative pronouns in every case, the
#: prefixed negation of a verb, "nejde"/"nejsou"/"nejedná", and ranking low ("vedlejší",
#: "vedľajší", "druhořadý", "druhoradý", "nepodstatný", "irelevantní")
NEGATION_CS: Final = (
    r"nikoli|nikoliv|nikdo|nikto|nikoho|nikomu|nic|nič|ničeho|ničoho|ničemu|ničomu|ničím|nikdy|"
    r"ani|žádn(?:ý|á|é|ou|ého|ému|ém|ým|í|ých|ými)|žiadn(?:y|a|e|u|eho|emu|om|ym|i|ych|ymi)|bez|"
    rf"ne{_CS_NOT_VERB}[^\W\d_]+{_CS_VERB_END}|nejsou|nejde|nejedná|nejdou|"
    r"vedlejší|vedľajší|druho[řr]ad\w*|podružn\w*|nepodstatn\w*|irelevantní"
)
#: Romanian: "nu" and its elision before a vowel, "nici", the negative pronouns and determiners
#: ("niciun", "nicio", "niciunul", "nimeni", "nimic"), "fără" (with and without diacritics), and
#: ranking low ("secundar", "secundară", "irelevant", "neimportant")
NEGATION_RO: Final = (
    r"nu|n-|nici|niciun\w*|nicio|niciuna|nimeni|nimic|niciodată|f[ăa]r[ăa]|"
    r"secundar\w*|irelevant\w*|neimportant\w*"
)
#: "without", which both negates and turns the clause
WITHOUT: Final = ("bez", "fără", "fara")
#: "regardless of", which sets aside only the noun after it: "bez ohledu na" (Slovak "bez
#: ohľadu na"), "nezávisle na", "indiferent de", "independent de"
REGARDLESS_BEFORE: Final = r"bez\s+oh[lľ]edu|nezávisle|indiferent|independent"

__all__ = ["NEGATION_CS", "NEGATION_RO", "PARTICLE_CS", "REGARDLESS_BEFORE", "WITHOUT"]
