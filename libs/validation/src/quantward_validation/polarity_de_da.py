"""Values only proposed, or proposed and put off or turned down, in German and in Danish and
Norwegian.

A German Versorgungswerk's and a Danish or Norwegian pension company's minutes tell a limit's
history as the other continental ones do (`polarity_europe`), in words that module does not
read: a request to a body ("die Geschäftsführung hatte 38 % beantragt", "der Antrag, … auf 9 %
zu ändern", "Direktionen indstillede 40 navne", "Risikostyringsfunktionen foreslog 14 pct.")
names its figure as proposed, and a body that puts the request off ("zurückgestellt",
"vertagt", "zurückgezogen", "udsat", "trukket tilbage") has adopted it no more than one that
turns it down ("abgelehnt", "forkastet", "afvist", "ikke godkendt", "nedstemt"). What the
sentence says after a request closed so ("der Verwaltungsausschuss hat den Antrag abgelehnt;
es bleibt bei 32 %", "forslaget blev trukket tilbage før mødet, så retningslinjernes 12 pct.
gælder stadig") is what holds.

The fragments are regular expressions over lower-cased text that `polarity` joins to its own,
as it joins `polarity_europe`'s.
"""

from __future__ import annotations

from typing import Final

#: the nouns of a request to a body: de "Antrag", "Vorschlag", "Beschlussvorlage", "Vorlage";
#: da "forslag", "indstilling", "beslutningsoplæg"; no "forslag", "innstilling"
_REQUEST_NOUN: Final = (
    r"(?:antr(?:a|ä)g(?:e|s|en)?|vorschl(?:a|ä)g(?:e|s|en)?|(?:beschluss)?vorlage|"
    r"forslag(?:et|ene|ne)?|indstilling(?:en|erne)?|innstilling(?:en|ene)?|"
    # no a case put to a board: "saksframlegget", "saksfremlegget", "vedtaksforslaget"
    r"saks(?:fram|frem)legg(?:et|ene)?|vedtaksforslag(?:et)?|"
    r"beslutningsopl(?:æ|a)g(?:get)?)"
)
#: a request put off or turned down, as a participle or a preterite: de "abgelehnt",
#: "zurückgestellt", "vertagt", "zurückgezogen", "zurückverwiesen", "nicht angenommen"; da
#: "forkastet", "afvist", "udsat", "trukket tilbage", "nedstemt", "ikke godkendt", "ikke
#: vedtaget"; no "avvist", "utsatt", "trukket tilbake", "nedstemt", "ikke godkjent"
_PUT_OFF: Final = (
    r"(?:zur(?:ü|ue)ckgestellt|vertagt|zur(?:ü|ue)ckgezogen|zur(?:ü|ue)ckverwiesen|"
    r"abgewiesen|abgesetzt|"
    r"forkast(?:et|ede|es)|afvis(?:t|te|es)|avvis(?:t|te|es)|"
    # ("udsat for", "utsatt for": exposed to, no putting off)
    r"(?:udsat(?:te)?|udsatt|utsatt)(?!\s+for\b)|udskudt|"
    r"trukket\s+tilbake?|trak\s+(?:[\w-]+\s+){0,2}?tilbake?|nedstemt|stemt\s+ned|"
    # ... or withdrawn with no adverb, as a Norwegian minute says it: "saksframlegget ble
    # trukket" ("trukket fra", deducted, withdraws nothing); no put off ("utsettes", "utskutt"),
    # voted down ("ble nedstemt", "forslaget falt")
    r"(?:ble|blev|er|var|har\s+blitt|har\s+været)\s+trukket(?!\s+(?:fra|tilbake?)\b)|"
    r"utsettes|utskutt|(?<=ble\s)(?:nedstemt|falt)|(?:(?<=forslaget\s)|(?<=innstillingen\s))falt|"
    r"(?:nicht|ikke)\s+(?:angenommen|genehmigt|beschlossen|verabschiedet|godkendt|godkjent|"
    r"vedtaget|vedtatt|tiltr(?:å|a)dt|vedtok|godkjente|sluttet\s+seg\s+til))"
)
#: a request put off or turned down, in Danish and Norwegian as in German, for the modules that
#: read refusals of every language together (`polarity_europe.HYPOTHETICAL`): Danish and
#: Norwegian refusals live here only
REFUSAL: Final = rf"\b{_PUT_OFF}\b"
#: words of a value proposed and put off or turned down
HYPOTHETICAL: Final = (
    rf"\b{_PUT_OFF}\b|"
    # ... or a body's preterite before the request: "forkastede forslaget", "afviste
    # indstillingen", "udsatte punktet", "lehnte den Antrag ab"
    rf"\b(?:forkastede|afviste|avviste|udsatte|utsatte)\s+(?:\w+\s+)?{_REQUEST_NOUN}\b|"
    rf"\blehnte\s+(?:den|die|das)\s+{_REQUEST_NOUN}\b"
)
#: the German request noun in a rule of competence, where it names who proposes and no value:
#: "auf Antrag der Geschäftsführung", a Kompetenzordnung's "AK (Antrag GF)" (the body that
#: decides, and in brackets the one whose request it decides on); a figure beside it is in force
_PROCEDURAL: Final = r"(?<!\bauf\s)(?!(?<=\()antr(?:a|ä)g\s+[\w.-]{1,12}\))"
#: words that name a value as proposed: the request's noun, its verb ("beantragt",
#: "vorgeschlagen", "foreslog", "indstillede", "foreslo") and a draft ("udkast", "utkast")
PROPOSED: Final = (
    rf"\b(?:{_PROCEDURAL}{_REQUEST_NOUN}|beantrag\w*|vorgeschlagen|schlug\s+\w+\s+vor|"
    r"foreslog|foresl(?:å|a)(?:r|et|ede)|foreslo|indstillede|indstiller|innstilte|"
    # ... a recommendation ("anbefalte", "anbefalede", "anbefalingen"), a case put to the board
    # ("saksframlegget"), a request ("ba om handlingsrom") and the proposed ("foreslått")
    r"anbefal(?:te|ede|er|et|t|ing(?:en|er|ene|erne)?)|saksframlegg(?:et)?|ba\s+om|bad\s+om|"
    r"foreslått|"
    r"udkast(?:et)?|utkast(?:et)?)\b"
)
#: a request closed where it is named, put off or turned down: what the rest of its sentence
#: says holds ("hat den Antrag abgelehnt (4 Ja- und 7 Nein-Stimmen); es bleibt bei …",
#: "forslaget blev trukket tilbage før mødet, så …", "Indstillingen blev ikke godkendt (4 for, 6
#: imod); gulvet er fortsat …")
REFUSED_PROPOSAL: Final = (
    rf"\b(?:(?:den|der|die|das|diesen|diese)\s+{_REQUEST_NOUN}\s+(?:(?:wurde|ist|war)\s+)?"
    rf"(?:abgelehnt|{_PUT_OFF})|"
    rf"{_REQUEST_NOUN}\s+(?:(?:blev|ble|er|var|har\s+været)\s+)?(?:{_PUT_OFF})|"
    rf"(?:forkastede|afviste|avviste|udsatte|utsatte)\s+{_REQUEST_NOUN})"
    # ... closed there: a place or time of the putting off and a vote count may follow, then a
    # clause's end or a turn to what follows from it (a sentence that ends there says only that
    # the request was refused: "Der Vorschlag wurde nicht angenommen." stays a refusal)
    r"(?=(?:\s+(?:f(?:ø|o)r|vor|på|auf|bis|til|in|im|zur)\s+(?:[\w-]+\s+){0,2}?[\w.-]+)?"
    r"\s*(?:\([^()]{0,40}\))?\s*(?:[,;:]|\s(?:und|aber|sodass|og|men|så)\b))"
)

#: a proposal said to be adopted in Norwegian (Danish in `polarity_europe`'s adoption words):
#: "ble vedtatt", "styret vedtok forslaget", "godkjent", "godkjente" (a negation before it is
#: turned down: `HYPOTHETICAL`, which `polarity` reads first)
ADOPTED: Final = (
    r"\b(?:vedtatt|vedtok|vedtar|godkjent|godkjente|godkjenner|"
    # ... or a body that agrees to the request: no "sluttet seg til", "tilsluttet seg", da
    # "sluttede sig til", "tilsluttede sig"
    r"(?:sluttet|slutter|sluttede)\s+(?:seg|sig)\s+til|tilslutt(?:et|ede|er)\s+(?:seg|sig))\b"
)

__all__ = ["ADOPTED", "HYPOTHETICAL", "PROPOSED", "REFUSAL", "REFUSED_PROPOSAL"]
