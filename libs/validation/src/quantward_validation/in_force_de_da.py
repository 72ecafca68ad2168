"""The words that put a figure in force, in German and in Danish and Norwegian.

A German Versorgungswerk's minutes and a Danish or Norwegian pension company's letters set the
figure that holds against one only asked for, drafted or quoted for comparison with the same
roles the English ones have (`rival_figures`, `standing_values`), in words those modules do not
read:

* it *persists*: "es bleibt bei 32 %", "gilt weiter 36 %", "maßgeblich bleibt 8 %", "hat 36 %
  beibehalten", "fastholdt 200 basispoint", "gulvet er fortsat 50 navne", "12 pct. gælder
  stadig", "forblir", "opprettholdt";
* it *binds*: "seit dem Beschluss gilt 32 %", "verbindlich ist 2,0", "gældende ramme: 200";
* it is in the *document in force* or the writer's *own*: "beschlossen und genehmigt wurde 120",
  "die geltende Fassung", "den vedtagne version har 25 pct.", "unsere Kapitalanlagerichtlinien
  sehen 320 Basispunkte vor", "vores egne retningslinjer siger 20 pct.".

German puts the verb last in a clause with an auxiliary ("hat 36 % beibehalten") and Danish
after the figure in a clause led by its subject ("retningslinjernes 12 pct. gælder stadig"), so
a verb of persisting or binding right after its figure marks it too (`AFTER`). A negation
("nicht", "kein", "ikke", "ingen") takes a role back (`NEGATION`). The fragments are regular
expressions read case-insensitively.
"""

from __future__ import annotations

from typing import Final

#: a verb of persisting before its figure: the value it governs held before and holds now
PERSISTS: Final = (
    r"bleib(?:t|en)(?:\s+es)?(?:\s+(?:weiterhin|unver(?:ä|a)ndert))?(?:\s+bei)?|"
    r"verbleib(?:t|en)(?:\s+bei)?|"
    r"gilt\s+(?:weiter(?:hin)?|fort|unver(?:ä|a)ndert|nach\s+wie\s+vor)|gelten\s+weiter(?:hin)?|"
    r"unver(?:ä|a)ndert(?:\s+bei)?|beibehalten|belassen|"
    r"g(?:æ|e)lder\s+(?:stadig|fortsat|fortsatt|uændret|uendret)|gjelder\s+(?:fortsatt|stadig)|"
    r"(?:er|var)\s+(?:stadig|fortsat|fortsatt|uændret|uendret)|forbliver|forblir|"
    r"fasthold(?:t|er|es)|bibehold(?:t|er|es)|opretholdt|opprettholdt|beholdt|behold(?:er|es)|"
    r"u(?:æ|e)ndret"
)
#: the German verb "gilt" ("seit dem Beschluss gilt 32 %"); the English "gilt" (a UK government
#: bond) is the same word, so a reader takes it only in a German sentence (`sentence_language`,
#: `rival_figures`)
_GILT: Final = r"gilt"
#: a verb or an adjective that puts the figures of its clause in force now ("gilt", "maßgeblich",
#: "verbindlich", "gældende", "gjeldende"; not the past "galt", "gjaldt")
BINDS: Final = (
    _GILT + r"|gelten|ma(?:ß|ss)geblich|verbindlich|geltende[nmrs]?|g(?:ü|u)ltige[nmrs]?|"
    r"g(?:æ|e)lder|g(?:æ|e)ldende|gjelder|gjeldende|bindende"
)
#: a document in force or the writer's own, before the figures it puts in force up to the
#: sentence's end: an adoption ("beschlossen", "genehmigt", "verabschiedet", "vedtog",
#: "vedtagne", "godkendte", "vedtatt") or the writer's own rules, named with a German compound
#: or a Danish or Norwegian noun
_OWN_RULES: Final = (
    r"(?:[\w-]*(?:richtlinie|leitlinie|grenze|limit|vorgabe|satzung|regel|mandat|vertrag|"
    r"handbuch|politik|retningslinj|gr(?:æ|e)nse|ramme|regler|vedt(?:æ|e)gt|aftale|avtale|"
    r"instruks)\w*)"
)
SOURCE: Final = (
    r"beschlossen\w*|genehmigt\w*|verabschiedet\w*|"
    r"vedt(?:og|oges|aget|agne|att|atte)|godkend(?:te|t)|godkjen(?:te|t)|"
    r"unser(?:e|er|en|em|es)?\s+(?:eigen\w*\s+)?(?:[\w-]+\s+)?" + _OWN_RULES + r"|"
    # (the Norwegian "vår", "våre", "vårt" with its ring or as "aa": a bare "var" is "was", "var
    # rammen" the limit that was)
    r"(?:vores|v(?:å|aa)re?|v(?:å|aa)rt)\s+(?:egne?\s+)?(?:[\w-]+\s+)?" + _OWN_RULES
)
#: a verb of persisting or binding right after its figure and up to three words of its own
#: ("36 Prozent beibehalten", "12 pct. efter afdækning gælder stadig")
AFTER: Final = (
    r"beibehalten|belassen|best(?:ä|a)tigt|" + _GILT + r"|gelten|g(?:æ|e)lder|gjelder|fastholdt|"
    r"bibeholdt|opretholdt|opprettholdt|beholdt"
)
#: a negation that takes a role back ("nicht genehmigt", "kein Beschluss", "ikke vedtaget")
NEGATION: Final = r"nicht|kein\w*|nie(?:mals)?|ikke|ingen|aldrig|aldri"

__all__ = ["AFTER", "BINDS", "NEGATION", "PERSISTS", "SOURCE"]
