"""What a text says an earlier version of itself said: a narrative of revision, not its terms.

Authors revising a paper or a note tell the reader what an earlier version said before what
this one says: "In an earlier version of this note the objective was: … We have changed it.
The objective is now: …", "The first draft of this paper maximised the Sharpe ratio; the
revised version minimises variance", "In the working-paper version we targeted …". The words
after such a lead, to the end of its sentence (or of the block its line introduces with a
colon), are the earlier version's, reported; they stop sooner where a clause turns to the
present ("now", "we have changed it", "this version", "the revised objective", "instead",
"the corrected statement").

The earlier version may be named by a label instead, the way a term sheet or a memo sets the
old wording beside the new: "Earlier version (v1 of the term sheet): \"…\" Superseded before
launch; what applies now: …", "Original wording: …", "Previous draft (2 May):". The label opens
its line or sentence and ends with a colon; what it labels is reported the same way.

`earlier_version_spans` gives the spans of those reported words (the lead included), so the
objective reader sets them aside as it sets aside a struck or superseded line. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: the document a version is a version of
_DOCUMENT: Final = (
    r"(?:note|paper|manuscript|draft|study|article|memo|report|text|document|proposal|section|"
    r"chapter|appendix|submission|analysis|brief|request|plan|"
    # an engineer's documents: a PR's or ticket's description, a commit message, a README
    r"description|PR|pull\s+request|merge\s+request|MR|ticket|issue|story|commit(?:\s+message)?|"
    r"comment|readme|spec(?:ification)?|config(?:uration)?|changelog|runbook|wiki(?:\s+page)?|"
    r"page|post|message|thread|doc|"
    # a fund's or a lender's governing documents: "the LPA", "the IMA", "the side letter", "the
    # term sheet", "the offering memorandum", "the facility agreement"
    r"(?:[\w&-]+\s+)?(?:agreement|contract|deed|letter|term\s+sheet|memorandum|prospectus|"
    r"supplement|mandate|policy|guidelines|charter|constitution|by-?laws)|"
    r"(?-i:[A-Z][A-Z&]{1,5}(?:\s+[A-Z][A-Z&]{1,5})?))"
)
#: an earlier version: "an earlier version (of this note)", "the first draft of the paper",
#: "the working-paper version", "v1 of this note"
_EARLIER: Final = (
    r"(?:an?|the|our|my|its|this\s+paper['’]s|this\s+note['’]s)\s+"
    r"(?:earlier|previous|prior|first|original|initial|older|preceding|working[- ]paper|"
    r"pre-?print|submitted|conference|discussion[- ]paper|"
    # a stage before the final one, as a compound: "the first-close draft", "the pre-signing
    # draft", "the seed-round version", "the marketing-stage draft"
    r"(?:first|initial|early|original|pre-?[a-z]+|[a-z]+-(?:round|stage|close|closing))"
    r"(?:-[a-z]+)?)\s+"
    r"(?:version|draft|iteration|revision|edition|submission|manuscript)"
    rf"(?:\s+of\s+(?:this|the|our|my)\s+{_DOCUMENT})?|"
    rf"v(?:ersion\s+)?1\s+of\s+(?:this|the|our|my)\s+{_DOCUMENT}"
)
#: the lead: the earlier version as a setting ("In an earlier version …") or as the subject of a
#: past verb ("The first draft maximised …", "An earlier version of this note used …")
_LEAD: Final = re.compile(
    rf"\b(?:(?:in|under|for)\s+(?:{_EARLIER})|(?:{_EARLIER})\s+(?:\w+\s+){{0,2}}?"
    r"(?:was|were|had|used|stated|said|read|targeted|maximi[sz]ed|minimi[sz]ed|asked|aimed|"
    r"sought|proposed|set|defined|specified|gave|put|worded|phrased|framed|described|expressed|"
    r"called\s+for|required))\b"
    # ... or a correction of an earlier document that quotes it: "Correction to the 07:00 note,
    # which said: …", "Erratum to yesterday's memo, which read …", "Update to my last message
    # (which stated …)"
    # ... or a text that says it replaces an earlier one and quotes it: "This supersedes the
    # note circulated on 3 March, which read …", "This mail replaces yesterday's, which said
    # …", "It overrides the memo of 2.4., which stated …" (the earlier one may be placed by
    # when, how or by whom it went out, in a short participle phrase)
    rf"|\b(?:(?:correction|correcting|erratum|errata|amendment|amending|update|revision|fix)\s+"
    rf"(?:to|of|on)|(?:supersed|replac|overrid|cancel|withdraw|revok|rescind|amend|correct)"
    rf"(?:es|s|ing)|in\s+place\s+of|instead\s+of)\s+"
    rf"(?:[\w:'’-]+\s+){{0,4}}?{_DOCUMENT}\b"
    r"(?:\s+(?:circulated|sent|issued|dated|shared|distributed|published|emailed|mailed|"
    r"of|from|on)\b[^,;()\n]{0,40}?)?"
    r"[\s,(]*(?:(?:which|that)\s+"
    r"(?:said|read|stated|gave|had|asked\s+for|set|specified|proposed)|saying|reading|stating)"
    r"\b\s*:?",
    re.IGNORECASE,
)
#: an earlier version named by a label at a line's or sentence's start, with what it is of in
#: brackets and a colon: "Earlier version (v1 of the term sheet):", "Original wording:"
_LABEL_LEAD: Final = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?]\s))[ \t]*(?:the\s+|an?\s+)?"
    r"(?:earlier|previous|prior|first|original|initial|older|old|former|superseded|withdrawn|"
    r"outdated)\s+(?:version|draft|wording|text|iteration|revision|edition|language)"
    r"(?:\s*\([^()\n]{1,60}\))?\s*:",
    re.IGNORECASE,
)
#: ... and in the other languages of a mandate, where the adjective may follow its noun, a
#: colon may have a space before it, and an erratum labels the wrong wording by where it stands:
#: "Ancienne rédaction :", "Rédaction initiale :", "Bisherige Fassung:", "Redacción anterior:",
#: "Testo previgente:", "Oude tekst:", "Donde dice:", "Au lieu de :", "Anziché:", "Staat:"
_OLD: Final = (
    r"ancien(?:ne)?|précédent(?:e)?|premi(?:er|ère)|initial(?:e)?|antérieur(?:e)?|"
    r"alte[rs]?|bisherige[rs]?|frühere[rs]?|ursprüngliche[rs]?|vorherige[rs]?|"
    r"antigu[oa]|anterior|previ[oa]|primer[oa]?|original(?:e)?|"
    r"vecchi[oa]|precedente|previgente|originari[oa]|"
    r"oude|vorige|eerdere|oorspronkelijke|"
    r"antig[oa]|primitiv[oa]|"
    r"tidigare|ursprungliga?|gamla|föregående|"
    # Danish and Norwegian: "hidtidig formulering", "oprindelig tekst", "tidligere ordlyd"
    r"hidtidige?|tidligere|oprindelige?|opprinnelige?|gamle|forrige"
)
_WORDING: Final = (
    r"rédaction|version|texte|formulation|libellé|"
    r"fassung|formulierung|wortlaut|text|"
    r"redacción|versión|texto|formulación|"
    r"testo|versione|formulazione|dicitura|redazione|"
    r"tekst|versie|formulering|redactie|bewoording|"
    r"reda[çc][ãa]o|vers[ãa]o|lydelsen?|texten?|formulering(?:en)?|versionen?|teksten|ordlyd(?:en)?"
)
_LABEL_LEAD_EU: Final = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?]\s))[ \t]*(?:[\w’']+\s+)?"
    rf"(?:(?:{_OLD})\s+(?:{_WORDING})|(?:{_WORDING})\s+(?:{_OLD}|d['’]origine)|"
    r"donde\s+dice|où\s+(?:il\s+est\s+écrit|on\s+lit)|au\s+lieu\s+de|an(?:zi)?ché|"
    r"(?:dove|ove)\s+(?:è\s+scritto|si\s+legge)|(?:an)?statt|bisher|staat|waar\s+staat|"
    # Portuguese ("Onde se lê:", "Em vez de:") and Swedish ("I stället för:", "Där det står:")
    r"onde\s+(?:se\s+l[êe]|est[áa]\s+escrito)|em\s+(?:vez|lugar)\s+de|"
    r"i\s+stället\s+för|(?:där|var)\s+det\s+står|"
    # the erratum's bare labels, "Dice:" before "Debe decir:" (Spanish), "Står:" before
    # "Skal stå:" (Danish), and Danish "i stedet for:", "hvor der står:"
    r"dice|står|i\s+stedet\s+for|hvor\s+der\s+står|"
    r"where\s+it\s+(?:says|reads))"
    r"(?:\s*\([^()\n]{1,60}\))?[ \t]*:",
    re.IGNORECASE,
)
#: ... and in the languages written without spaces, where an erratum (正誤表, 勘误表) labels the
#: wrong wording "誤" (or "誤り", "误", "错误") beside the right one "正", and an amendment its
#: old wording "旧", "改正前", "変更前", "修订前"; the colon may be a full-width one
_LABEL_LEAD_CJK: Final = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?:誤り?|误|错误|錯誤|旧|舊|原文|"
    r"(?:改正|変更|改定|改訂|修正|訂正|修订|修改|变更|更改)前(?:の(?:規定|条文|文言))?)"
    r"(?:\s*[(（][^()（）\n]{1,40}[)）])?[ \t]*[:：]"
)
#: an erratum said inside a sentence: the wrong wording quoted after "instead of" and the right
#: one after an imperative of reading ("A pag. 3, anziché «…» leggasi «…»", "au lieu de « … »
#: lire « … »", "em vez de \"…\" leia-se \"…\"", "i stället för \"…\" läs \"…\"", "instead of '…'
#: read '…'"): the first quotation is the wrong one
_ERRATUM_INLINE: Final = re.compile(
    r"(?i)\b(?:anziché|invece\s+di|au\s+lieu\s+de|en\s+lugar\s+de|en\s+vez\s+de|"
    r"em\s+(?:vez|lugar)\s+de|(?:an)?statt|i\s+stället\s+för|instead\s+of|in\s+place\s+of)"
    r"[ \t]*:?[ \t]*(?P<quote>«[^»]*»|“[^”]*”|„[^“”]*[“”]|\"[^\"\n]*\"|‘[^’]*’)"
    r"[ \t,]*(?=(?:si\s+)?legg(?:asi|a|ere|i)\b|lire\b|lisez\b|l[ée]ase\b|leia-se\b|"
    r"lê-se\b|lies\b|lese\b|läs\b|read\b|should\s+read\b)"
)
#: the quotation a label opens on holds the labelled wording whole, its own stops and turns
#: included: 'Ancienne rédaction : « … . … »'
_QUOTED: Final = re.compile(
    r"[ \t]*(?:«[^»]*»|“[^”]*”|„[^“”]*[“”]|\"[^\"\n]*\"|‘[^’]*’|「[^」]*」|『[^』]*』)"
)
#: where the text turns back to the present: a word of now, of the change made, of this version
_PRESENT: Final = re.compile(
    r"\b(?:now|currently|at\s+present|henceforth|instead|unchanged|still|as\s+before|"
    r"(?:we|I)\s+(?:have\s+|['’]ve\s+)?(?:since\s+)?(?:changed|replaced|revised|updated|"
    r"corrected|amended|dropped|switched|moved)|"
    r"(?:has|have)\s+(?:since\s+)?been\s+(?:changed|replaced|revised|updated|corrected|amended)|"
    # ... by whoever made it: "LP counsel's mark-up changed it", "the trustees' comments
    # replaced it", "the redline struck that"
    r"(?:changed|replaced|revised|amended|superseded|struck|overrode|rewrote|redrafted|"
    r"reworded)\s+(?:it|this|that|them|the\s+(?:objective|aim|goal|wording|text|clause))|"
    # ... or the final version named: "the executed A&R LPA reads", "the signed IMA says"
    r"the\s+(?:executed|signed|final|adopted|agreed|approved|ratified|operative|binding|"
    r"amended(?:\s+and\s+restated)?|restated|A&R)\s+(?:[\w&'’-]+\s+){0,2}?"
    r"(?:reads|says|states|provides|gives)|"
    r"(?:this|the\s+(?:current|present|revised|new|corrected|amended|final))\s+"
    r"(?:version|draft|revision|objective|statement|text|specification|formulation)|"
    r"the\s+correct(?:ed)?\s+(?:one|objective|statement|version)|corrected)\b",
    re.IGNORECASE,
)
#: where a sentence ends (an abbreviation's dots do not: "i.e.", "e.g.", "cf.")
_SENTENCE_END: Final = re.compile(
    # (a stop inside a closing quotation mark ends the sentence: '… as "the best Sharpe ratio."
    # Counsel changed it')
    r"(?<!\bi\.e)(?<!\be\.g)(?<!\bcf)(?<!\bvs)(?<!\bal)[.!?][\"”’']?(?=\s|$)|\n"
)
#: a line that ends on a colon introduces the block below it ("… the objective was:\n\n…")
_INTRODUCES_BLOCK: Final = re.compile(r":[ \t]*\n")
_PARAGRAPH: Final = re.compile(r"\S.*?(?=\n[ \t]*\n|\Z)", re.DOTALL)
#: a break inside a sentence before which a turn to the present may stand
_CLAUSE_BREAK: Final = re.compile(r"[;:,]\s|\s[—–-]\s")


def _report_end(text: str, at: int) -> int:
    """Where the words reported after a lead ending at `at` end: the end of the lead's
    sentence, or of the block its line introduces; earlier where a clause of it turns to the
    present ("…; the corrected statement is …")."""
    stop = _SENTENCE_END.search(text, at)
    end = stop.end() if stop else len(text)
    block = _INTRODUCES_BLOCK.search(text, at, end + 1)
    if block is not None:
        paragraph = _PARAGRAPH.search(text, block.end())
        end = paragraph.end() if paragraph else len(text)
    turn = _PRESENT.search(text, at, end)
    if turn is None:
        return end
    breaks = [b.end() for b in _CLAUSE_BREAK.finditer(text, at, turn.start())]
    return breaks[-1] if breaks else at


def earlier_version_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the words `text` reports from an earlier version of itself: the lead and
    the rest of its sentence (or the block its line introduces with a colon), up to a clause
    that turns to the present ("an earlier version erred; the corrected one is …")."""
    spans: list[tuple[int, int]] = []
    labels = [
        *_LABEL_LEAD.finditer(text),
        *_LABEL_LEAD_EU.finditer(text),
        *_LABEL_LEAD_CJK.finditer(text),
    ]
    leads = sorted([*_LEAD.finditer(text), *labels], key=lambda m: m.start())
    spans += [m.span("quote") for m in _ERRATUM_INLINE.finditer(text)]
    for lead in leads:
        if spans and lead.start() < spans[-1][1]:
            continue
        quoted = _QUOTED.match(text, lead.end()) if lead in labels else None
        if quoted is not None:
            spans.append((lead.start(), quoted.end()))
            continue
        spans.append((lead.start(), max(lead.end(), _report_end(text, lead.end()))))
    return spans


__all__ = ["earlier_version_spans"]
