"""Whether a number in a limit clause is in force: not superseded, hypothetical or only proposed.

A mandate or a message states a limit's value in force, but the same text may also give a value
that used to hold ("formerly 8 %", "we used to cap it at 8 %", "was raised from 8 % to 10 %"),
one that is only supposed ("if we were to allow positions above 10 %"), or one that was proposed
and not adopted ("a proposal to lift the cap to 20 % was rejected"). Mandate bounds
(`quantward_validation.mandate`) and provenance (`quantward_validation.provenance`) both read
through these tests, so a value one of them drops is never the other's stated value.
"""

from __future__ import annotations

import itertools
import re
from datetime import date
from typing import Final

from quantward_validation.change_logs import new_side
from quantward_validation.consequences import CONSEQUENCE
from quantward_validation.decision_lexicon_es import MODEL_PORTFOLIO
from quantward_validation.plan_occasions import NEXT_REBALANCE
from quantward_validation.polarity_cs import CLAUSE_TURN as CZECH_CLAUSE_TURN
from quantward_validation.polarity_cs import HYPOTHETICAL as CZECH_HYPOTHETICAL
from quantward_validation.polarity_cs import REFUSED_PROPOSAL as CZECH_REFUSED_PROPOSAL
from quantward_validation.polarity_de_da import HYPOTHETICAL as DE_DA_HYPOTHETICAL
from quantward_validation.polarity_de_da import PROPOSED as DE_DA_PROPOSED
from quantward_validation.polarity_de_da import REFUSED_PROPOSAL as DE_DA_REFUSED_PROPOSAL
from quantward_validation.polarity_europe import ADOPTED as EUROPEAN_ADOPTED
from quantward_validation.polarity_europe import HYPOTHETICAL as EUROPEAN_HYPOTHETICAL
from quantward_validation.polarity_europe import PAST as EUROPEAN_PAST
from quantward_validation.polarity_europe import PROPOSED as EUROPEAN_PROPOSED
from quantward_validation.polarity_europe import REFUSED_PROPOSAL as EUROPEAN_REFUSED_PROPOSAL
from quantward_validation.polarity_europe import UNTIL_DATE as EUROPEAN_UNTIL_DATE
from quantward_validation.polarity_fi import CLAUSE_TURN as FINNISH_CLAUSE_TURN
from quantward_validation.polarity_fi import HYPOTHETICAL as FINNISH_HYPOTHETICAL
from quantward_validation.polarity_fi import PAST as FINNISH_PAST
from quantward_validation.polarity_hr import CLAUSE_TURN as HR_CLAUSE_TURN
from quantward_validation.polarity_hr import PAST as HR_PAST
from quantward_validation.polarity_hr import REFUSED_PROPOSAL as HR_REFUSED_PROPOSAL
from quantward_validation.polarity_hu import CLAUSE_TURN as HU_CLAUSE_TURN
from quantward_validation.polarity_hu import HYPOTHETICAL as HU_HYPOTHETICAL
from quantward_validation.polarity_hu import PAST as HU_PAST
from quantward_validation.polarity_lt import PAST as LT_PAST
from quantward_validation.polarity_pl import HYPOTHETICAL as POLISH_HYPOTHETICAL
from quantward_validation.polarity_pl import REFUSED_PROPOSAL as POLISH_REFUSED_PROPOSAL
from quantward_validation.polarity_ro import CLAUSE_TURN as ROMANIAN_CLAUSE_TURN
from quantward_validation.polarity_ro import HYPOTHETICAL as ROMANIAN_HYPOTHETICAL
from quantward_validation.polarity_ro import REFUSED_PROPOSAL as ROMANIAN_REFUSED_PROPOSAL
from quantward_validation.readings import REPLACED as READING_REPLACED
from quantward_validation.readings import gives_reading, replaced_by_reading
from quantward_validation.supersession import DOCUMENT_NOUN

#: a message a value was said in ("my earlier e-mail", "your earlier note"): where, not when
MESSAGE_NOUN: Final = (
    r"(?:e-?mails?|mails?|messages?|notes?|repl(?:y|ies)|letters?|memos?|calls?|posts?|texts?|"
    r"responses?|answers?|comms?|communications?|correspondence)\b"
)
#: a paper a figure was shown in, that shows figures and sets none ("the range shown in last
#: year's consultant survey", "last quarter's board pack", "last month's strategy-day deck"):
#: dated by where it was shown, the figure is not said to have held then (a rules document -
#: "last year's policy" - is an earlier version of the rules, and stays past)
SHOWN_IN_NOUN: Final = (
    rf"(?:{MESSAGE_NOUN}|(?:decks?|slides?|slide\s+packs?|packs?|presentations?|surveys?|"
    r"reports?|studies|study|papers?|analys[ie]s|research|benchmarking|league\s+tables?|"
    r"brochures?|fact\s?sheets?|newsletters?|webinars?|conferences?|workshops?|seminars?|"
    r"strategy\s+days?|off-?sites?|pitch(?:es|\s+books?)?|handbooks?|examples?|case\s+stud(?:y|ies)|"
    r"competitions?|challenges?|exercises?)\b)"
)
#: a sentence that only supposes what it says, or says it was turned down: "if we were to …",
#: "were the manager to …", "suppose …", "… was rejected", "… has not been adopted", "under
#: consideration"
_SUPPOSED: Final = re.compile(
    r"\b(?:if\s+(?:[\w'-]+\s+){0,3}were|were\s+(?:we|it|they|the\s+\w+)\s+to|suppos(?:e|ing)|"
    r"hypothetic\w*|"
    r"under\s+(?:consideration|discussion)|"
    # ("was floated and turned down": the verb of proposing may come first)
    r"(?:was|were|been)\s+(?:[\w-]+\s+and\s+)?(?:rejected|turned\s+down|voted\s+down|"
    r"withdrawn)|"
    r"(?:not|never)\s+(?:been\s+|yet\s+(?:been\s+)?)?(?:adopted|approved|accepted|agreed|ratified)|"
    # ... or a change a body declined in the active voice, its change named by a gerund or a
    # noun of proposing: "the council did not sign off lifting it to 9 %", "the IC declined to
    # approve a move to 40 %", "the board voted against extending it to 7 years"
    r"(?:(?:(?:did|does|do|would|will|could)\s*(?:not|n['’]t)|never|refused\s+to|declined\s+to)"
    r"\s+(?:approve|accept|adopt|ratify|endorse|sanction|authori[sz]e|back|support|"
    r"sign\s+off(?:\s+on)?|agree\s+to|go\s+along\s+with)|voted\s+(?:against|down))\s+"
    r"(?:(?:the|a|an|any|its|their|our)\s+(?:[\w-]+\s+){0,2}?(?:proposals?|requests?|motions?|"
    r"moves?|plans?|changes?|increases?|cuts?|reductions?|extensions?|rises?|waivers?)|"
    # (a crossing declined says its figure is the boundary: "did not approve exceeding 10 %",
    # "… going above 10 %")
    r"(?!(?:exceed|breach|cross|surpass|overshoot|overstepp)ing\b|[\w-]+ing\s+(?:above|over|"
    r"beyond|past|below|under|outside)\b)[\w-]+ing))\b"
    # ... and in German, French, Italian, Spanish or Dutch (`polarity_europe`)
    rf"|{EUROPEAN_HYPOTHETICAL}"
    # ... and German and Danish requests put off or turned down (`polarity_de_da`)
    rf"|{DE_DA_HYPOTHETICAL}"
    # ... and Polish ones (`polarity_pl`)
    rf"|{POLISH_HYPOTHETICAL}"
    # ... and Finnish: the conditional, a proposal withdrawn, tabled or turned down (`polarity_fi`)
    rf"|{FINNISH_HYPOTHETICAL}"
    # ... and Hungarian: the conditional, a proposal withdrawn, adjourned, taken off the agenda
    # or turned down (`polarity_hu`)
    rf"|{HU_HYPOTHETICAL}"
    # ... and Czech and Romanian: a proposal taken off the agenda, put off or turned down
    # (`polarity_cs`, `polarity_ro`)
    rf"|{CZECH_HYPOTHETICAL}|{ROMANIAN_HYPOTHETICAL}"
    # ... and a model's portfolio built without the limits, in the continental languages: "a
    # carteira ótima sem restrições implicava 45 dias" (`decision_lexicon_es`)
    rf"|{MODEL_PORTFOLIO}"
)
#: a sentence that names its values as proposed: "a proposal to …", "the proposed cap", "the
#: draft policy" (an adoption said of it makes them the values in force: `_ADOPTED`)
_PROPOSED: Final = re.compile(
    # (a draft said to be settled is the wording in force: "the final draft reads", "the
    # agreed draft", "the signed-off draft")
    r"\b(?:proposal|proposed|"
    # ... a draft in the other languages of a fund's paperwork: es "borrador", "anteproyecto",
    # it "bozza", de "Entwurf", fr "avant-projet", nl "ontwerptekst"
    r"borradores|borrador|anteproyecto|bozza|bozze|entw(?:u|ü)rf\w*|avant[\s-]projet|"
    # ... fr "projet" of a document, or named by its version ("le projet d'énoncé", "le projet
    # de politique", "le projet (version 3)"; a "projet" alone is any project)
    r"projets?\s+(?:d['’]\s*|de\s+(?:la\s+|l['’]\s*)?)(?:(?:é|e)nonc|politique|r(?:é|e)solution|"
    r"r(?:è|e)glement|modification|directive|texte|limite|mandat)\w*|projets?\s*\(\s*version|"
    # ... nl the draft of a document by its prefix: "ontwerpversie", "ontwerpbesluit",
    # "ontwerp-VIBB", "ontwerp-reglement" ("ontwerp" alone is any design)
    r"ontwerp(?:versie|tekst|beleid|besluit|reglement|statuten|-[^\W\d_][\w-]*)|"
    # a preliminary offering document, which the final one replaces: "the red herring showed
    # 9 %", "the preliminary offering circular", "the pathfinder prospectus"
    r"red\s+herring|pathfinder\s+(?:prospectus|document|om)|"
    r"preliminary\s+(?:[\w-]+\s+){0,2}?(?:prospectus|circular|memorandum|om|ppm|term\s+sheet|"
    r"offering\s+document)|"
    r"(?<!final\s)(?<!finali[sz]ed\s)(?<!agreed\s)(?<!approved\s)(?<!adopted\s)"
    r"(?<!signed-off\s)(?<!signed\soff\s)(?<!ratified\s)"
    # (a typo "carried over from an earlier draft" is no draft's proposal)
    r"(?<!from\san\searlier\s)(?<!from\sthe\searlier\s)(?<!from\sa\sprevious\s)"
    r"(?<!from\sthe\sprevious\s)draft"
    # (a draft said to be superseded proposes nothing: "as amended in March (the December
    # draft is superseded): '…'" quotes the wording that replaced it)
    r"(?!\s+(?:is|was|has\s+been|had\s+been|being|now)\s+(?:now\s+|since\s+|been\s+)?"
    r"(?:superseded|replaced|withdrawn|obsolete|void|dead|out\s+of\s+date)))\b"
    # ... and in German, French, Italian, Spanish, Dutch, Polish or Finnish (`polarity_europe`)
    rf"|{EUROPEAN_PROPOSED}"
    rf"|{DE_DA_PROPOSED}"
)
#: a Japanese fund's deciding bodies and chair, romanised (long vowels in any spelling) or in
#: kanji, and its board of representatives in English
JAPANESE_DECIDERS: Final = (
    r"representatives|(?:riji|daigiin|iin|s[oō](?:u|h)?|torishimariyaku)[\s-]?kai|"
    r"rijich[oō](?:u|h)?|理事会|代議員会|委員会|総会|取締役会|理事長"
)
#: a proposal or draft said to have been adopted, in the passive or by who adopted it: "the
#: range in the draft policy was adopted", "the proposed cap has since been approved", "the
#: Board ratified the draft", "the proposal passed", "the draft came into force" (a negated,
#: conditional or pending adoption is none: "was not adopted", "if approved", "to be ratified")
_ADOPTED: Final = re.compile(
    r"\b(?:(?:was|were|(?:has|have|had)\s+(?:since\s+|now\s+|already\s+|duly\s+)?been|got|"
    r"is\s+now|are\s+now)\s+"
    r"(?:(?:since|now|then|later|subsequently|eventually|finally|duly|formally|unanimously|"
    r"fully|indeed)\s+)?"
    r"(?:adopted|approved|ratified|accepted|passed|carried|enacted|endorsed|"
    r"signed[\s-]+off|voted\s+through|taken\s+over)|"
    r"(?:board|committee|council|trustees|directors|members|holders|shareholders|ic|dao|"
    r"snapshot|vote|assembly|meeting|cfo|treasurer|governors|we|they|"
    # ... and a Japanese fund's deciding bodies and chair, romanised or in kanji: its board of
    # representatives (daigiin-kai, 代議員会), board (riji-kai, 理事会), committees (iinkai,
    # 委員会), general meeting (sōkai, 総会), its chair (rijichō, 理事長)
    rf"{JAPANESE_DECIDERS})\s+"
    r"(?:(?:then|later|since|subsequently|eventually|finally|duly|formally|unanimously|has|"
    r"have|had)\s+)?(?:adopted|approved|ratified|accepted|passed|endorsed)(?!\s+(?:only\s+)?if\b)|"
    r"(?:came|entered|went)\s+into\s+(?:force|effect)|took\s+effect|"
    r"(?:became|becomes|is\s+now|are\s+now)\s+(?:the\s+|part\s+of\s+the\s+)?"
    r"(?:policy|rules?|mandate|charter|final\s+\w+))\b"
)
#: ... in the present, as a resolution or a minute records its own decision: "the proposed
#: range is adopted", "is hereby approved", "is retained"; or by whoever decides, in its third
#: person: "the Board adopts the range the CIO proposed" (a "may adopt", "to be adopted" or "does
#: not adopt" is no decision: a modal or "to" stands before the bare verb, a negation is read as
#: turned down first, `_SUPPOSED`); and in German, French, Italian, Spanish or Dutch
#: (`polarity_europe`)
_ADOPTED_NOW: Final = re.compile(
    r"\b(?:(?:is|are)\s+(?:(?:hereby|now|formally|duly|unanimously|accordingly)\s+)?"
    r"(?:adopted|approved|ratified|accepted|endorsed|confirmed|retained|upheld|carried|"
    r"signed[\s-]+off)|"
    r"(?<!\bnot\s)(?:adopts|approves|ratifies|accepts|endorses|confirms|retains|upholds)"
    r")\b"
    rf"|{EUROPEAN_ADOPTED}"
)
#: a condition the adoption after it waits on, in its clause: "if the draft is approved", "once
#: the board adopts it", "si la proposition est adoptée", "wenn … angenommen" (the Italian and
#: Portuguese "se", if, is the Spanish reflexive of the adoption itself: "la propuesta se aprobó",
#: "se aprueba", "se adoptó", no condition)
_CONDITION_BEFORE: Final = re.compile(
    r"\b(?:if|unless|once|when|whenever|until|provided|providing|whether|should|assuming|"
    r"si|wenn|falls|sofern|se(?!\s+(?:aprueb|aprob|adopt|acept|ratific)\w*)|qualora|cuando|als|"
    r"indien|zodra)\b[^.;:]*$"
)


def _adopted_now(lowered: str) -> bool:
    """Whether a lower-cased sentence says in the present that what it proposes is adopted
    (`_ADOPTED_NOW`), not on a condition ("if the draft is approved")."""
    # (read up to the verb's end, so a Spanish reflexive "se" sees the verb it goes with)
    return any(
        _CONDITION_BEFORE.search(lowered[max(0, m.start() - 80) : m.end()]) is None
        for m in _ADOPTED_NOW.finditer(lowered)
    )


#: where a clause of a sentence ends for what it supposes: a semicolon, or a turn to what holds
#: ("but", "however", "whereas", "so", "therefore": `consequences`), or a bracketed sentence
#: opening after a full stop ("… at 5 %. (The template's 8 % was never adopted.)") or a sentence
#: after a date's full stop, which the sentence splitters leave joined to the one before
_CLAUSE_END: Final = re.compile(
    # (a dash with a figure right after it joins a band's two ends, "3 per cento – 5 per
    # cento": no turn of the sentence, so a band's upper end is read in its lower end's clause)
    r";|\s[—–]\s(?![-+−]?\d)|\b(?:but|however|whereas|though|although|yet|"
    # ... and the German, Danish and Norwegian "but"
    r"aber|jedoch|doch|men|dog|"
    # ... and the Dutch "maar", "echter", "evenwel"
    r"maar|echter|evenwel|"
    # ... and the French and Polish "but" (the French "mais" after its comma: the Portuguese
    # "mais" is "more")
    r"(?<=,\s)mais|toutefois|cependant|ale|lecz|jednak|"
    + CONSEQUENCE
    + r"|"
    # ... and the Finnish "mutta", "vaan", "joten" (`polarity_fi`)
    + FINNISH_CLAUSE_TURN
    # ... and the Hungarian "azonban", "viszont", "ezért" (`polarity_hu`)
    + "|"
    + HU_CLAUSE_TURN
    # ... and the Czech "ale", "však", "tedy" and the Romanian "dar", "însă", "deci"
    + "|"
    + CZECH_CLAUSE_TURN
    + "|"
    + ROMANIAN_CLAUSE_TURN
    # ... and the Croatian, Serbian and Slovenian "ali", "međutim", "stoga", "vendar"
    # (`polarity_hr`)
    + "|"
    + HR_CLAUSE_TURN
    + r")\b|"
    r"(?<![\d.])\.\s+[(\[](?=[A-Z])|"
    # ... or a full stop after a whole date, before a capital ("… was tabled on 2025-03-20.
    # Until the board decides, the limit is 2 %"), which the splitters keep joined since a
    # digit stands before it
    r"(?<=\d{4}-\d{2}-\d{2})\.\s+(?=[A-Z])|(?<=\d\d[/.]\d\d[/.]\d{4})\.\s+(?=[A-Z])"
)


#: the documents a limit is set in, as an earlier version of them is named
_RULES_NOUN: Final = (
    r"(?:procedures?|polic(?:y|ies)|rules?|rulebook|guidelines?|prospectus(?:es)?|mandates?|"
    r"limits?|regimes?|frameworks?|terms|ips|sai|documents?|agreements?|schedules?|"
    rf"editions?|versions?|restrictions?|parameters?|settings?|charter|{DOCUMENT_NOUN})"
)
#: an earlier version of the rules, or the rules before an event that changed them
_EARLIER_RULES: Final = (
    r"(?:previous|prior|superseded|outgoing|legacy|pre[\s-]*(?:reform|amendment|revision|"
    r"restatement|merger|conversion|transition|redraft|review|change|\d{4}))"
    rf"(?:\s+[\w-]+){{0,2}}?\s+{_RULES_NOUN}"
)
#: a part of a sentence that says what used to hold
_PAST: Final = re.compile(
    # ("my earlier e-mail" is where a value was said, not when it held)
    r"\b(?:used to|previously|formerly|originally|initially|earlier(?!\s+" + MESSAGE_NOUN + r")|"
    r"hitherto|"
    r"until\s+(?:now|recently)|had\s+been|was\s+once|the\s+old|"
    # ("the range shown in last year's survey" dates the paper it was shown in: no past)
    rf"last\s+(?:year|quarter|month|time)(?!['’]s\s+(?:[\w-]+\s+){{0,3}}?{SHOWN_IN_NOUN})|"
    # ("remains 7.5 % as before", "unchanged as before" keep the value in force: no past)
    r"(?<!\bas\s)before|prior\s+to|no\s+longer\s+(?:is|are|applies|apply|holds|hold|in\s+force)|"
    r"(?:not|no)\b[^,;]{0,30}\bany\s?more|"
    # ... in the English of other languages: "the former limit", "is not more valid", "no more
    # in force", "which was valid until June"
    r"former|(?:not|no)\s+more\s+(?:valid|in\s+force|applicable|binding|current)|"
    r"(?:was|were)\s+valid\s+(?:until|till|up\s+to)|"
    # ... or as a figure of the rules before a change: an earlier version of the documents ("the
    # previous procedures", "the prior policy", "the superseded guidelines") or the rules before
    # an event ("the pre-reform procedures", "pre-amendment", "pre-2016"; "pre-trade" is none)
    rf"{_EARLIER_RULES})\b"
    # ... and in German, French, Italian, Spanish or Dutch (`polarity_europe`)
    rf"|{EUROPEAN_PAST}"
    # ... and in Finnish: "oli", "aiemmin", "entinen raja", "31.12.2024 asti" (`polarity_fi`)
    rf"|{FINNISH_PAST}"
    # ... and in Hungarian: "volt", "korábban", "a korábbi limit" (`polarity_hu`)
    rf"|{HU_PAST}"
    # ... and in Croatian, Serbian and Slovenian: "propisivao je", "ranije", "dosadašnji limit"
    # (`polarity_hr`)
    rf"|{HR_PAST}"
    # ... and in Lithuanian: "riba buvo", "galiojo", "ankstesnė riba" (`polarity_lt`)
    rf"|{LT_PAST}"
)
#: a change of a value said with both ends: "was raised from 8 % to …", "cut from 2x to …" (the
#: value after "from" is the old one)
_CHANGED_FROM: Final = re.compile(
    # a change is told in the past ("was raised from", "went from"); "goes from 0.8 up to 1.6"
    # in the present is a range
    r"\b(?:(?:rais|increas|lift|lower|reduc|chang|mov|amend|revis|tighten|loosen|relax|extend|"
    r"widen|narrow|trimm|bump|push|pull|adjust|cut\s+back|scal)ed|cut|reset|went|taken|took|"
    r"brought)(?:\s+(?:up|down|back))?"
    # ... with what changed between the verb and its old value: "lowered the ex-ante tracking
    # error ceiling from 3.5 %"
    r"(?:\s+(?!from\b|to\b)[a-z][a-z'’-]*){0,6}?\s+from\s+(?:an?\s+|the\s+)?"
    # ... an amount's currency before it: "cut from $24mm", "raised from EUR 5m"
    r"(?:(?:usd|eur|gbp|jpy|chf|cad|aud|hkd|sgd)\s*|[$€£¥]\s*)?$"
)
#: the old end of a change the German and Dutch way, the new value after "auf" or "naar" and the
#: verb at the clause's end ("wurde von 30 Prozent auf 35 Prozent angehoben", "is van 30 % naar
#: 35 % verhoogd"): "von … bis" and "van … tot" are ranges, and a bare "von" is every "of"
_FROM_BEFORE: Final = re.compile(r"(?<![\w'’])(?:von|van)\s+$")
_TO_AFTER: Final = re.compile(
    r"\s*(?:%|prozent|procent|percent|bp|bps|basispunkte?n?|basispunten|x|mal)?\s*"
    r"(?:auf|naar)\s+(?:\d|[a-zäöü]+\s+\d)"
)
#: the value a new one replaces, named after a word of replacing: "6 %, replacing the 9 %
#: limit", "6 % instead of 9 %", "in place of the earlier 9 %", "superseding the old 9 %"
_REPLACED: Final = re.compile(
    r"\b(?:replac(?:es|ing)|supersed(?:es|ing)|in\s+(?:place|lieu)\s+of|instead\s+of|"
    r"rather\s+than)\s+(?:the\s+|an?\s+|its\s+|their\s+)?"
    r"(?:(?:old|earlier|previous|prior|former|existing|original)\s+)?(?:[\w-]+\s+){0,2}?$"
    # ... and in German, French, Italian, Spanish or Dutch: "statt", "au lieu de", "anziché",
    # "en lugar de", "in plaats van", the erratum's "donde dice" (`readings`)
    rf"|{READING_REPLACED}"
)
#: a part that held until a date now past the plan's change: "until 31 March 2024 the cap was
#: 9 %", "through end-2023", "up to and including FY2023" (not "until further notice")
_UNTIL_DATE: Final = re.compile(
    r"\b(?:until|till|through|up\s+to\s+and\s+including|prior\s+to)\s+(?:the\s+end\s+of\s+)?"
    r"(?:\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+\s+\d{4}|[a-z]+\s+\d{1,2},?\s+\d{4}|[a-z]+\s+\d{4}|"
    r"\d{4}(?:-\d{2}){0,2}|end[\s-]\d{4}|(?:fy|q[1-4]\s*)\d{2,4})\b"
    rf"|{EUROPEAN_UNTIL_DATE}"
)
#: where a part of a sentence ends: a comma, a dash, a parenthesis, "and", "but", "now"
#: (and "actually" or "currently" opening what holds now: "… is not more valid: actually the limit
#: is 20 %")
_PART_END: Final = re.compile(
    r"\s[—–-]\s|[,;()]|\band\b|\bbut\b|\bnow\b|\bwhereas\b|\bwhile\b|\bactually\b|\bcurrently\b"
)


#: the old value named between a verb of replacing and its new value: a pronoun ("that",
#: "it"), or a noun of a figure or of a term ("the figure", "that limit", "the 2016 level")
_OLD_ONE: Final = (
    r"(?:it|that|this|them|those|these|(?:the|that|this|its|their)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:figure|number|value|limit|level|cap|ceiling|floor|threshold|term|terms|clause|"
    r"provision|percentage|multiple|budget|reserve|restriction|requirement))"
)
#: a verb that gives a limit its new value, said before that value: "has since raised it to",
#: "the IC lifted the cap to", "cut it to", "moved it to", "was changed to", "was replaced by"
_CHANGED_TO: Final = re.compile(
    r"\b(?:(?:rais|increas|lift|lower|reduc|chang|mov|amend|revis|tighten|loosen|relax|extend|"
    r"widen|narrow|trimm|bump|push|pull|adjust|scal|decreas|halv|doubl)(?:e|es|ed|ing)?|"
    r"cuts?|cutting|resets?|brought|took|taken|"
    # ... or a verb the limit itself changes by: "from 1 July it falls to 8 %", "rose to 7 %"
    r"falls?|fell|drops?|dropped|rises?|rose|goes|went|steps?|stepped|reverts?|reverted)\b"
    r"(?:\s+(?!to\b)[\w'’-]+){0,4}?\s+(?:up\s+|down\s+|back\s+)?to\s+(?:an?\s+|the\s+)?$|"
    # ... or a verb of putting another value in its place, the old one named by a pronoun or a
    # noun between ("replaced that with", "substituted the figure with", "swapped it for")
    r"\b(?:replac|supersed|substitut|supplant|swapp|exchang)(?:e|es|ed|ing)\s+"
    rf"(?:{_OLD_ONE}\s+)?(?:by|with|for)\s+(?:an?\s+|the\s+)?(?:new\s+)?$"
)
#: a limit named as the new one: "the IC approved a new limit of 7 %", "revised cap: 6 %"
_NEW_LIMIT: Final = re.compile(
    r"\b(?:new|revised|amended|updated|replacement)\s+(?:[\w-]+\s+){0,2}?(?:limit|cap|ceiling|"
    r"floor|maximum|minimum|budget|threshold|band|range)\s*(?:of|at|is|:|=)?\s*(?:now\s+)?$"
)
#: what makes a verb of changing no change made: a modal ("may be increased to 2x with
#: approval", "could lift it to"), or a noun's determiner ("any increase to 2x", "a cut to")
_NO_CHANGE_BEFORE: Final = re.compile(
    r"\b(?:may|might|can|could|would|should|must|need|needs|to|an?|any|no|the)\s+"
    r"(?:not\s+|only\s+|never\s+)?(?:be\s+)?(?:\w+ly\s+)?$"
)
#: a value said with "was": a later sentence that says another value holds now replaces it
_WAS: Final = re.compile(r"\b(?:was|were)\b")
#: a sentence that says its value holds now: "it is 7 % now", "currently", "has since"
_NOW: Final = re.compile(
    r"\b(?:now|currently|at\s+present|presently|these\s+days|nowadays|as\s+things\s+stand|"
    r"has\s+since|have\s+since|since\s+then|today)\b"
)


def changed_to(before: str) -> bool:
    """Whether the value after `before` (its sentence up to it) is the new value a change gives
    a limit ("the board has since raised it to …"): earlier values of that limit are replaced.
    A change that is only possible ("may be increased to 2x with approval") or named as a noun
    ("any increase to 2x") gives no new value."""
    lowered = before.lower()
    if _NEW_LIMIT.search(lowered) or gives_reading(lowered):
        return True  # ... or an amendment's reading: "lire désormais", "shall be read as"
    if new_side(lowered):
        return True  # ... or a change log's arrow: "8% → 6%" (`change_logs`)
    found = _CHANGED_TO.search(lowered)
    return found is not None and _NO_CHANGE_BEFORE.search(lowered, 0, found.start()) is None


def said_as_past(sentence: str, start: int, end: int, *, later: str = "") -> bool:
    """Whether the part of `sentence` holding `start`–`end` gives its value as one that held
    before: "used to be capped at 2x", "originally 6 %"; or "the limit was 5 %" when a `later`
    sentence says another value holds now ("It is 7 % now")."""
    lowered = sentence.lower()
    first = max((m.end() for m in _PART_END.finditer(lowered, 0, start)), default=0)
    last = next((m.start() for m in _PART_END.finditer(lowered, end)), len(lowered))
    part = lowered[first:last]
    return _PAST.search(part) is not None or (
        _WAS.search(part) is not None and _NOW.search(later.lower()) is not None
    )


_MONTHS: Final = {
    m: i + 1
    for i, names in enumerate(
        (
            ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"),
            ("may",), ("june", "jun"), ("july", "jul"), ("august", "aug"),
            ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
            ("december", "dec"),
        )
    )
    for m in names
}  # fmt: skip
_MONTH: Final = "(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
#: a calendar date a limit takes effect on: "1 July 2027", "July 1, 2027", "July 2027",
#: "2027-07-01", "Q3 2027", "2027"
_WHEN: Final = (
    # (a system writes the day, month and year joined by hyphens: "31-Mar-2026")
    rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th)?[\s-]+(?P<month>{_MONTH})[\s-]+(?P<year>\d{{4}})|"
    rf"(?P<month2>{_MONTH})\s+(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<year2>\d{{4}})|"
    rf"(?P<month3>{_MONTH})\s+(?P<year3>\d{{4}})|"
    r"(?P<iso>\d{4})-(?P<iso_month>\d{2})(?:-(?P<iso_day>\d{2}))?|"
    r"q(?P<quarter>[1-4])\s*(?P<year4>\d{4})|(?P<year5>(?:19|20)\d{2})"
)
#: the words that say from when a value holds: "from", "with effect from", "effective (from)",
#: "as of", "starting", "beginning", "commencing", "w.e.f."
_EFFECTIVE_FROM: Final = re.compile(
    r"\b(?:with\s+effect\s+from|effective(?:\s+from|\s+as\s+(?:of|from)|\s+on)?|"
    r"as\s+(?:of|from)|from|starting(?:\s+(?:on|in|from))?|beginning(?:\s+(?:on|in))?|"
    r"commencing(?:\s+on)?|w\.?e\.?f\.?)\s+(?:the\s+)?"
    rf"(?:{_WHEN})\b"
)
#: a time still to come that no date resolves, said as when a value takes effect: "with effect
#: from the next rebalance", "as of the coming quarter", "from next year" ("reduced by the next
#: dealing day" is a remedy's deadline, not when a limit starts); and a condition still to be met
#: ("once the IC approves"), or a time said as future ("in due course", "later this year"). The
#: next dealing, trading or business day is none: a plan's own trades are dealt then at the
#: earliest, so a limit in effect from it binds every one of them.
_FUTURE_TIME: Final = re.compile(
    r"\b(?:with\s+effect\s+from|effective(?:\s+from|\s+as\s+(?:of|from))?|as\s+(?:of|from)|"
    r"from|starting(?:\s+(?:with|from|at))?|beginning(?:\s+(?:with|at))?|commencing(?:\s+with)?|"
    r"w\.?e\.?f\.?)\s+(?:the\s+)?(?:next|coming|upcoming|forthcoming)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:rebalanc\w*|quarter|month|year|review|meeting|period|reset|reporting\s+date|"
    r"valuation\s+point|reconstitution|roll)\b|"
    r"\bin\s+due\s+course\b|\blater\s+this\s+(?:year|quarter|month)\b|"
    r"\b(?:once|when|after)\s+(?:the\s+)?[\w-]+\s+(?:approves?|signs?\s+off|ratif\w+|"
    r"has\s+(?:approved|signed\s+off))\b|\bupon\s+(?:approval|ratification)\b"
)
#: a verb that says a change to the value right after it is still to come: "will be lowered
#: to", "is to be cut to", "is due to fall to", "falls to" (a scheduled change); "will not
#: exceed" is a legal "will" of a limit in force, and "shall be reduced by Friday" a remedy
_FUTURE_CHANGE: Final = re.compile(
    r"(?:\b(?:will|shall|is\s+to|are\s+to|(?:is|are)\s+(?:scheduled|due|set|expected|going|"
    r"planned)\s+to)\s+(?:be\s+)?(?:fall|drop|rise|go|change|move|step|lower|rais|reduc|"
    r"increas|cut|tighten|relax|loosen|lift|decreas|revis|amend|reset|halv|doubl)\w*|"
    r"\b(?:falls|drops|rises|goes|moves|steps|changes|increases|decreases|tightens|loosens|"
    r"reverts|shrinks|widens|narrows))(?:\s+(?:back|down|up|further))?\s+to\s+"
    r"(?:an?\s+|the\s+)?(?:new\s+)?$"
)
#: a change dated now: "starting today", "from now on", "with immediate effect"
_NOW_EFFECTIVE: Final = re.compile(
    r"\b(?:(?:from|starting|beginning|effective|as\s+(?:of|from)|with\s+effect\s+from)\s+"
    r"(?:today|now|tonight|immediately)|with\s+immediate\s+effect)\b"
)
#: the value itself said in the future, which beside a date it takes effect from is still to
#: come: "from July 2027 the cap will be 8 %" (alone, "the maximum weight will be 6 %" is a
#: legal "will" of a limit in force)
_WILL_BE: Final = re.compile(
    r"\b(?:will|shall)\s+(?:then\s+)?be\s+(?:set\s+(?:at|to)\s+)?(?:an?\s+|the\s+)?$"
)


def _effective_date(match: re.Match[str]) -> date | None:
    """The date an `_EFFECTIVE_FROM` match names (a month or quarter: its first day)."""
    g = match.groupdict()
    try:
        if g["year"]:
            return date(int(g["year"]), _MONTHS[g["month"].rstrip(".")], int(g["day"]))
        if g["year2"]:
            return date(int(g["year2"]), _MONTHS[g["month2"].rstrip(".")], int(g["day2"]))
        if g["year3"]:
            return date(int(g["year3"]), _MONTHS[g["month3"].rstrip(".")], 1)
        if g["iso"]:
            return date(int(g["iso"]), int(g["iso_month"]), int(g["iso_day"] or 1))
        if g["quarter"]:
            return date(int(g["year4"]), 3 * int(g["quarter"]) - 2, 1)
        if g["year5"]:
            return date(int(g["year5"]), 1, 1)
    except ValueError:
        return None
    return None


#: where the parts of a sentence that may take effect at different times end: ", and", ", but",
#: a semicolon, "whereas", "while"
#: a full stop ends a time's reach too, whatever follows it ("20 % for now. once the board signs
#: off …"), unless it closes a one-letter abbreviation ("w.e.f. the next rebalance")
_TIME_PART_END: Final = re.compile(
    r",\s*(?:and|but)\b|;|\bwhereas\b|\bwhile\b|\bbut\b|(?<!\b[a-z])\.(?=\s)"
)


#: the words that say until when a value holds: "until 31-Mar-2026", "valid till 15 Jan 2026",
#: "through Q1 2026", "expires on 30 June 2026", "ending March 2026"
_HOLDS_UNTIL: Final = re.compile(
    r"\b(?:(?:valid|good|effective|in\s+force|applies|applicable|granted)\s+(?:to|until|till|"
    r"through)|until|till|til|through|thru|up\s+to\s+and\s+including|expir(?:es|ing|y|ed)"
    r"(?:\s+on)?|ending(?:\s+on)?|ends\s+on|lapses\s+on)\s+(?:the\s+)?(?:end\s+of\s+)?"
    rf"(?:{_WHEN})\b"
)


def _until_date(match: re.Match[str]) -> date | None:
    """The last day of the period a `_HOLDS_UNTIL` match names (a month, quarter or year: its
    last day; "until March 2026" holds through 31 March)."""
    g = match.groupdict()
    first = _effective_date(match)
    if first is None or g["year"] or g["year2"] or (g["iso"] and g["iso_day"]):
        return first
    months = 12 if g["year5"] else 3 if g["quarter"] else 1
    month = first.month - 1 + months
    following = date(first.year + month // 12, month % 12 + 1, 1)
    return date.fromordinal(following.toordinal() - 1)


def held_until(sentence: str, start: int, end: int, as_of: date | None) -> date | None:
    """The date the value at `start`–`end` of `sentence` is said to hold until, when the decision
    date (`as_of`) is past it: "override approved: 1 % until 31-Mar-2026" decided in December
    2026 is over, and bounds nothing; None when it still holds, or no date is said.

    The date stands right after the value's own words ("8 % valid till 15 Jan 2026") or opens
    its clause ("until March the cap is 8 %"); a value said after another one ("…, then back to
    5 %") is not the one it dates."""
    if as_of is None:
        return None
    lowered = sentence.lower()
    first = max((m.end() for m in _TIME_PART_END.finditer(lowered, 0, start)), default=0)
    last = next((m.start() for m in _TIME_PART_END.finditer(lowered, end)), len(lowered))
    ends: list[date] = []
    for m in _HOLDS_UNTIL.finditer(lowered, first, last):
        if m.start() >= end:
            between = lowered[end : m.start()]
        else:  # a date before the value dates it only when it opens the clause
            between = lowered[first : m.start()] + lowered[m.end() : start]
        if re.search(r"\d", between):
            continue  # another value stands between: the date is that one's
        if (until := _until_date(m)) is not None:
            ends.append(until)
    return max(ends) if ends and max(ends) < as_of else None


def takes_effect_later(
    sentence: str,
    start: int,
    end: int,
    as_of: date | None = None,
    *,
    rebalancing: bool = False,
) -> bool:
    """Whether the value at `start`–`end` of `sentence` takes effect after the decision date
    (`as_of`), so it is not the limit in force: "from 1 July 2027 the cap falls to 8 %", "with
    effect from the next rebalance …", "… and will be lowered to 2 % at the next review".

    A time still to come ("the next rebalance") is future whatever the date. A calendar date is
    compared with `as_of` when there is one; without it, the date alone says nothing, and the
    value is future only when its verb says the change is still to come ("falls to", "will be
    cut to") — "with effect from 1 March 2024 the cap is 6 %" states the limit in force.

    A plan that is itself the next rebalance (`rebalancing`: its request asks for the book's
    new weights or trades, `plan_occasions`) is where a value "effective from the next
    rebalance" first applies: for it, that value is in force."""
    lowered = sentence.lower()
    first = max((m.end() for m in _TIME_PART_END.finditer(lowered, 0, start)), default=0)
    last = next((m.start() for m in _TIME_PART_END.finditer(lowered, end)), len(lowered))
    part = lowered[first:last]
    if any(
        not (rebalancing and NEXT_REBALANCE.search(m.group())) for m in _FUTURE_TIME.finditer(part)
    ):
        return True
    dated = [d for m in _EFFECTIVE_FROM.finditer(part) if (d := _effective_date(m)) is not None]
    if dated and as_of is not None:
        return max(dated) > as_of
    before = lowered[first:start]
    # a scheduled change dated now ("starting today the sleeve goes to 5 %") is in force now
    scheduled = _FUTURE_CHANGE.search(before) is not None and not _NOW_EFFECTIVE.search(part)
    return scheduled or (bool(dated) and _WILL_BE.search(before) is not None)


#: a draft named as the base a marked-up text is compared with: "redline against the signing
#: draft", "blackline vs. the execution draft", "marked up against the draft", "changes
#: compared with the first draft"; the draft may be named by whose it is ("blackline against
#: the Agent's draft", "marked up against lenders' counsel's draft"); the text in hand is the
#: later version, not the draft
_MARKED_AGAINST_DRAFT: Final = re.compile(
    r"\b(?:red[\s-]?lin(?:e|ed|ing)|black[\s-]?lin(?:e|ed|ing)|mark(?:ed|ing)?[\s-]?up|"
    # (a reader's instruction too: "compare against the first-close draft", "marked against")
    r"compar(?:e|es|ed|ison|ing)|tracked\s+changes|diff(?:ed)?)\s+"
    r"(?:(?:as\s+)?(?:against|vs\.?|versus|to|with|from|relative\s+to|over)\s+)"
    r"(?:the\s+|an?\s+|our\s+|their\s+|its\s+)?(?:[\w-]+(?:['’]s?)?\s+){0,2}?draft\b|"
    # ... or the text in hand named as the settled version set against the draft: "execution
    # version against the June draft", "signed copy vs. the lenders' draft", "final text
    # compared with the first draft"
    r"\b(?:final|execution|executed|signed|signing|agreed|conformed|adopted|approved|current)"
    r"\s+(?:version|copy|text|form)\s+(?:as\s+)?(?:against|vs\.?|versus|compared\s+(?:with|to)|"
    r"relative\s+to)\s+(?:the\s+|an?\s+|our\s+|their\s+|its\s+)?"
    r"(?:[\w-]+(?:['’]s?)?\s+){0,2}?draft\b"
)

#: a proposal the sentence says was turned down, named on its own and closed there ("the
#: Ministry did not follow the proposal, and the cap of 5 % stands", "the board rejected the
#: suggestion; the limit stays at 10 %", "the draft was not taken up, so …"): what the rest of
#: the sentence states is what holds, not what was proposed; a figure given with the proposal
#: ("did not follow the proposal of 8 %") stays the proposal's
_REFUSED_PROPOSAL: Final = re.compile(
    r"(?:\b(?:(?:did|does|do)\s*(?:not|n['’]t)\s+(?:follow|adopt|accept|take\s+up|endorse|approve|"
    r"support|act\s+on|go\s+along\s+with)|(?:declined|refused)\s+to\s+(?:follow|adopt|accept|"
    r"take\s+up|endorse|approve)|rejected|turned\s+down|declined|dismissed|overruled|vetoed)\s+"
    r"(?:the|that|this|its|their|his|her)\s+(?:[\w-]+\s+)?(?:proposal|suggestion|draft|"
    r"recommendation)|"
    r"\b(?:the|that|this|its|their)\s+(?:[\w-]+\s+)?(?:proposal|suggestion|draft|recommendation)"
    r"\s+(?:was|were|has\s+been|had\s+been)\s+(?:not\s+(?:followed|adopted|accepted|taken\s+up|"
    r"endorsed|approved)|rejected|turned\s+down|declined|dismissed|overruled|vetoed))"
    r"(?=\s*(?:[,;.:]|$|\s+(?:and|so|but|therefore|thus)\b))"
    # ... and in Portuguese, Italian or Swedish (`polarity_europe`)
    rf"|{EUROPEAN_REFUSED_PROPOSAL}"
    rf"|{DE_DA_REFUSED_PROPOSAL}"
    rf"|{POLISH_REFUSED_PROPOSAL}"
    rf"|{CZECH_REFUSED_PROPOSAL}|{ROMANIAN_REFUSED_PROPOSAL}"
    rf"|{HR_REFUSED_PROPOSAL}"
)


#: a proposal turned down, put off or withdrawn in a continental language (`polarity_europe`,
#: `polarity_de_da`, `polarity_pl`, `polarity_fi`)
_CONTINENTAL_REFUSAL: Final = re.compile(rf"{EUROPEAN_HYPOTHETICAL}|{DE_DA_HYPOTHETICAL}")


def continental_refusal(lowered: str) -> bool:
    """Whether a lower-cased text says, in a continental language, that what it proposes was
    turned down, put off or withdrawn ("został odrzucony", "hylättiin", "avviste det", "foi
    retirado da ordem de trabalhos").

    Why: readers that keep their own English refusal words (`sole_bands`) would otherwise take
    a band a Polish or Finnish board refused for the band in force."""
    return _CONTINENTAL_REFUSAL.search(lowered) is not None


def refused_proposal(lowered: str) -> bool:
    """Whether a lower-cased sentence says a proposal was turned down (`_REFUSED_PROPOSAL`):
    what it keeps is the level in force, the proposal's band none (`mandate`)."""
    return _REFUSED_PROPOSAL.search(lowered) is not None


def hypothetical(sentence: str) -> bool:
    """Whether a sentence only supposes or proposes its values ("if we were to …").

    A proposal or a draft said to have been adopted ("the range in the draft policy was
    adopted") states the values in force; one turned down ("was not adopted") does not. A
    draft a redline is marked against ("redline against the signing draft") is the base it is
    compared with, not the text the sentence quotes.
    """
    lowered = _MARKED_AGAINST_DRAFT.sub(" ", sentence.lower())
    lowered = _REFUSED_PROPOSAL.sub(" ", lowered)
    if _SUPPOSED.search(lowered):
        return True
    return (
        _PROPOSED.search(lowered) is not None
        and _ADOPTED.search(lowered) is None
        and not _adopted_now(lowered)
    )


def _numbered(part: str) -> bool:
    return re.search(r"\d", part) is not None


def hypothetical_at(sentence: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` of `sentence` is only supposed or proposed, read in
    its own clause (up to a semicolon or a turn such as "but", "so").

    Why: "The range in the draft was not adopted; the Board kept the cap at 25 %" supposes
    the range, not the 25 % the Board kept. A clause with no figure of its own that only
    says the one before was turned down or adopted ("…; it was not adopted", "…; the Board
    adopted it") is read with that one.
    """
    ends = [0, *(m.start() for m in _CLAUSE_END.finditer(sentence)), len(sentence)]
    cuts = sorted(set(ends))
    parts = list(itertools.pairwise(cuts))
    here = next((i for i, (a, b) in enumerate(parts) if a <= start < b), len(parts) - 1)
    first, last = parts[here]
    # ... and the clauses after it that carry no figure of their own
    for a, b in parts[here + 1 :]:
        if _numbered(sentence[a:b]):
            break
        last = b
    return hypothetical(sentence[first:last])


def changed_from(before: str) -> bool:
    """Whether the number after `before` is the old end of a change ("raised from …") or the
    value a new one replaces ("replacing the …", "instead of …"): it bounds nothing now."""
    lowered = before.lower()
    return _CHANGED_FROM.search(lowered) is not None or _REPLACED.search(lowered) is not None


def changed_then_to(lowered: str, start: int, end: int) -> bool:
    """Whether the number at `start`–`end` of `lowered` is the old end of a change said the
    German or Dutch way, "von 30 % auf 35 %", "van 30 % naar 35 %": it bounds nothing now."""
    return (
        _FROM_BEFORE.search(lowered, 0, start) is not None
        and _TO_AFTER.match(lowered, end) is not None
    )


def past_part(sentence: str, start: int, end: int) -> bool:
    """Whether the part of `sentence` holding `start`–`end` says what used to hold."""
    lowered = sentence.lower()
    first = max((m.end() for m in _PART_END.finditer(lowered, 0, start)), default=0)
    last = next((m.start() for m in _PART_END.finditer(lowered, end)), len(lowered))
    return (
        _PAST.search(lowered[first:last]) is not None
        or _UNTIL_DATE.search(lowered[first:last]) is not None
        or changed_from(lowered[first:start])
        or changed_then_to(lowered, start, end)
        or replaced_by_reading(lowered, start, end)  # "for 30 % read 15 %"
    )


__all__ = [
    "changed_from",
    "changed_then_to",
    "changed_to",
    "continental_refusal",
    "held_until",
    "hypothetical",
    "hypothetical_at",
    "past_part",
    "refused_proposal",
    "said_as_past",
    "takes_effect_later",
]
