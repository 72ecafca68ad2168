"""Quotations a text says were withdrawn, struck or replaced: words no longer in force.

Minutes and change papers quote the wording they take back before they say what replaces it:
'The management's motion ("…") is withdrawn. Instead the committee resolves: …', 'Der Antrag
(„…") wird zurückgezogen. Stattdessen beschließt der Ausschuss: …', 'Se retira la redacción
"…" y en su lugar se aprueba: …', 'Den hidtidige målsætning ("…") blev trukket tilbage.
Udvalget indstiller i stedet: …'. The quotation is the withdrawn wording, reported speech in
the sense of `intent._reported`: read only when the text's own words ask for nothing.

The construction: a quotation (in any of the quotation marks the suite's languages use: “…”,
"…", „…", „…“, «…», ‚…‘) and a verb of withdrawing in the same part of the sentence: up to its
end, or up to a word that brings in the replacement ("instead", "stattdessen", "en su lugar",
"i stedet", a colon, a semicolon). A quotation brought in by the agent of a replacement
("replaced by "…"", "ersetzt durch „…"") is the new wording, and stands. The act of replacing
said as a gerund or infinitive right before a quotation takes it as its object, the old wording
("en remplaçant « … » par « … »", "replacing "…" with "…"").

Pure: text in, spans of the quotations out.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation import correction_lexicon_eu as correction
from quantward_validation import withdrawal_cs_ro as cs_ro
from quantward_validation import withdrawal_hr as hr
from quantward_validation import withdrawal_hu as hu
from quantward_validation import withdrawal_lt as lt

#: a quotation in the marks of the languages the suite reads, on one line
_QUOTE: Final = re.compile(
    # (Finnish and Swedish open a quotation with the closing mark: ”…”)
    r"(?:[\"“„‚«‹]|(?<![\w.,;:!?)])”)\s*(?P<body>[^\"“”„«»‹›\n]{3,}?)\s*[\"”“‘’»›]",
)
#: verbs of withdrawing, striking or replacing, as their participles or passives, in English,
#: German, French, Italian, Spanish, Dutch, Portuguese, Swedish, Danish, Norwegian, Polish and
#: Finnish
_WITHDRAWN: Final = re.compile(
    r"\b(?:withdrawn|withdr[ae]w|withdraws|retracted|rescinded|revoked|struck|repealed|"
    r"superseded|replaced|dropped|rejected|scrapped|lapsed|not\s+seconded|"
    r"zurückgezogen|zurückgenommen|zieht\b[^.;:]{0,40}\bzurück|gestrichen|ersetzt|aufgehoben|"
    r"abgelehnt|verworfen|"
    # a wording the writer asks to disregard, or says the body never adopted: "(«…») bitte
    # ignorieren – sie wurde nicht verabschiedet", "n'en tenez pas compte", "« … » n'a pas été
    # adoptée"
    r"ignorier(?:en|t|e)?|nicht\s+(?:verabschiedet|beschlossen|genehmigt|angenommen)|"
    r"ignore[rz]|n['’]en\s+(?:tenez|tenir)\s+pas\s+compte|ne\s+pas\s+(?:en\s+)?tenir\s+compte|"
    r"n['’](?:a|ont)\s+pas\s+été\s+(?:adopté|approuvé|retenu)e?s?|"
    r"retiré\w*|remplacé\w*|abrogé\w*|annulé\w*|rejeté\w*|se\s+retire|"
    r"ritirat\w*|sostituit\w*|abrogat\w*|respint\w*|si\s+ritira|"
    # (Spanish says the passive with "se" and the present, of any of its verbs: "se retira", "la
    # enmienda se rechaza", "se desestiman")
    r"se\s+(?:retira|rechaza|desestima|deroga|anula|sustituye|reemplaza|desecha)(?:n)?|"
    r"retirad[oa]s?|sustituid[oa]s?|reemplazad[oa]s?|derogad[oa]s?|"
    r"anulad[oa]s?|rechazad[oa]s?|desechad[oa]s?|se\s+deja\s+sin\s+efecto|"
    # ... and a proposal voted down or put off, as Latin-American minutes say it: "fue negada
    # con dos votos a favor y cinco en contra", "no fue aprobada", "no prosperó", "aplazada"
    r"(?:de)?negad[oa]s?|se\s+(?:niega|niegan|neg[óo]|negaron)|"
    r"no\s+(?:fue|fueron|ha\s+sido|han\s+sido)\s+(?:aprobad|aceptad|acogid)[oa]s?|"
    r"no\s+prosper(?:ó|o|aron)|votad[oa]s?\s+(?:en\s+contra|negativamente)|"
    r"aplazad[oa]s?|pospuest[oa]s?|"
    r"ingetrokken|vervangen|verworpen|afgewezen|"
    r"substitu[íi]d[oa]s?|revogad[oa]s?|rejeitad[oa]s?|"
    r"återkallad\w*|(?:drogs|dras|dragits)\s+tillbaka|ersatt\w*|struken|strukits?|avslogs|"
    r"(?:trukket|trækkes|trak|trekkes)\b[^.;:]{0,30}\btilbag[ek]|erstattet|ophævet|forkastet|"
    r"afvist|bortfalder|udgår|"
    # Norwegian: "trakk (den tidligere formuleringen)", "er trukket", "opphevet", "strøket"
    r"trakk|trukket|trekkes|tilbaketrukket|opphevet|avvist|bortfaller|strøket|"
    # Polish: "został wycofany", "wycofano", "usunięto", "zastąpiony", "odrzucony", "uchylony",
    # "skreślony"
    r"wycofan\w*|wycofał\w*|wycofuje\w*|usunięt\w*|usunięto|zastąpion\w*|zastąpiono|"
    r"odrzucon\w*|odrzucono|uchylon\w*|uchylono|skreślon\w*|skreślono|"
    # Finnish, passive and participle: "vedetään pois", "vedettiin pois", "peruttiin",
    # "hylättiin", "korvattiin", "kumottiin", "poistettiin"; a motion sent back for more work
    # or lapsed is no longer before the body ("palautettiin valmisteluun", "raukesi")
    r"vede(?:tään|ttiin|tty)\s+pois|peru(?:ttiin|ttu|taan)|hylä(?:ttiin|tty|tään)|"
    r"korva(?:ttiin|ttu|taan)|kumo(?:ttiin|ttu|taan)|poiste(?:ttiin|ttu)|"
    r"palautettiin\s+valmisteluun|raukesi|raukeaa|ei\s+kannatettu|"
    # a wording said to be wrong or void is taken back as well: "in my last mail "…" was
    # wrong", "In meiner letzten Mail war „…" falsch", "« … » était erroné" (the words of
    # disowning `self_corrections` reads, `correction_lexicon_eu`)
    r"(?:was|is)\s+(?:wrong|incorrect|erroneous|in\s+error|a\s+mistake)|"
    rf"{correction.DISOWN}|"
    # Czech and Romanian (`withdrawal_cs_ro`), Hungarian (`withdrawal_hu`), Croatian, Serbian
    # and Slovenian (`withdrawal_hr`), Lithuanian (`withdrawal_lt`)
    rf"{cs_ro.WITHDRAWN}|{hu.WITHDRAWN}|{hr.WITHDRAWN}|{lt.WITHDRAWN})\b",
    re.IGNORECASE,
)
#: the act of replacing, its object the quotation right after it (the new wording brought in
#: by its agent after): "en remplaçant « … » par « … »", "replacing the words "…" with "…"",
#: "sustituyendo "…" por "…"", "ersätta "…" med "…""; a quotation before the verb is the
#: replacement ("« … », remplaçant l'ancien texte") and stands
_REPLACING_BEFORE: Final = re.compile(
    r"\b(?:replacing|replace|remplaçant|remplacer|sustituyendo|reemplazando|sustituir|"
    r"reemplazar|sostituendo|sostituire|substituindo|substituir|ersätta|erstatte|erstatning\s+af|"
    # the erratum's "where it reads "…", read "…"": "onde se lê", "donde dice", "ove si
    # legge", "où on lit", "where it reads", "gdzie jest"
    r"onde\s+se\s+lê|onde\s+se\s+le|donde\s+dice|ove\s+si\s+legge|dove\s+si\s+legge|"
    r"où\s+(?:on\s+lit|il\s+est\s+écrit)|where\s+it\s+(?:reads|says)|wo\s+es\s+heißt|"
    # the erratum's "read "…" instead of "…"": the wording after "instead of" is the old one
    # ("lees «…» in plaats van «…»", "lire « … » au lieu de « … »", "lies „…" statt „…"")
    r"instead\s+of|in\s+plaats\s+van|au\s+lieu\s+de|(?:an)?statt|anstelle\s+von|"
    r"invece\s+di|in\s+luogo\s+di|en\s+(?:lugar|vez)\s+de|em\s+(?:lugar|vez)\s+de|"
    r"i\s+stället\s+för|i\s+stedet\s+for|zamiast|"
    rf"gdzie\s+jest|{cs_ro.REPLACING_BEFORE}|{hr.REPLACING_BEFORE})"
    r"\b[^\"“„‚«‹.;:\n]{0,40}$",
    re.IGNORECASE,
)
#: what ends the part of the sentence a verb governs: the sentence's end, a colon or
#: semicolon, or a word bringing in the replacement
_PART_END: Final = re.compile(
    r"[.!?;:\n](?:\s|$)|\b(?:instead|stattdessen|statt\s+dessen|en\s+su\s+lugar|en\s+lugar|"
    r"à\s+la\s+place|au\s+lieu|invece|al\s+suo\s+posto|in\s+plaats|i\s+stället|i\s+stedet|"
    r"i\s+staden|em\s+vez|em\s+seu\s+lugar|em\s+lugar|w\s+zamian|zamiast\s+tego|"
    rf"sen\s+sijaan|tilalle|{cs_ro.PART_END}|{hu.PART_END}|{hr.PART_END})\b",
    re.IGNORECASE,
)
#: the agent of a replacement right before the quotation: it brings the new wording in
_AGENT_BEFORE: Final = re.compile(
    r"\b(?:by|with|durch|mit|par|da|con|por|door|met|pelo|pela|av|med|af|"
    rf"{cs_ro.AGENT_BEFORE}|{hr.AGENT_BEFORE})\s*[:(,]?\s*$",
    re.IGNORECASE,
)


#: a sentence that opens on the proposal itself, its subject: "The motion was not seconded and
#: lapsed.", "Der Antrag wurde abgelehnt.", "Ehdotusta ei kannatettu, joten se raukesi.",
#: "Wniosek odrzucono.", "A proposta foi retirada."; what it says of the proposal is said of the
#: quotation that put it, in the sentence before
_PROPOSAL_SUBJECT: Final = re.compile(
    # (French and Italian elide the article before a vowel: "L'amendement", "l'emendamento")
    r"\s*(?:the|this|that|der|die|dieser|le|la|l['’]|ce|cette|il|lo|questa|questo|el|esta|este|o|"
    r"a|esta|het|dit|deze)?\s*"
    r"(?:proposals?|motions?|amendments?|suggestions?|recommendations?|"
    r"antrag|vorschlag|änderungsantrag|proposition|amendement|proposta|mozione|emendamento|"
    r"propuesta|moción|enmienda|voorstel|amendement|förslag(?:et)?|yrkande(?:t)?|"
    r"forslag(?:et)?|ændringsforslag(?:et)?|endringsforslag(?:et)?|wniosek|wniosku|"
    r"propozycj[aię]|poprawk[aię]|ehdotu\w*|esity\w*|muutosehdotu\w*|"
    rf"{lt.PROPOSAL})\b",
    re.IGNORECASE,
)


def _said_of_next(text: str, end: int) -> bool:
    """Whether the sentence right after the one ending at `end` opens on the proposal and
    withdraws or turns it down."""
    stop = _SENTENCE_END.match(text, end)
    if stop is None:
        return False
    subject = _PROPOSAL_SUBJECT.match(text, stop.end())
    if subject is None:
        return False
    after = _SENTENCE_END.search(text, subject.end())
    return (
        _WITHDRAWN.search(text, subject.start(), after.start() if after else len(text)) is not None
    )


#: a sentence's end: a full stop, a question or exclamation mark, then space
_SENTENCE_END: Final = re.compile(r"\s*[.!?](?:\s+|$)")


def _part_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The part of the sentence holding the quotation at [start, end): from the last part end
    before it to the first after it (the quotation's own stops are its own)."""
    before = 0
    for m in _PART_END.finditer(text, 0, start):
        before = m.end()
    after = _PART_END.search(text, end)
    return before, after.start() if after is not None else len(text)


#: a label that heads the quotation on its line and ends in a colon: "Motion 3 (withdrawn by its
#: mover): "…"", "Návrh č. 3 (stažen z programu): «…»"
_LABEL_BEFORE: Final = re.compile(r"(?:^|\n)(?P<label>[^\n\"“„‚«‹]{1,120}):\s*$")


def _label_withdraws(text: str, start: int) -> bool:
    """Whether the quotation at `start` is the item of a label that says it was withdrawn: the
    status a label carries is said of what it heads, though the colon ends the sentence part."""
    label = _LABEL_BEFORE.search(text, max(0, start - 140), start)
    return label is not None and _WITHDRAWN.search(label.group("label")) is not None


def withdrawn_quotes(text: str) -> list[tuple[int, int]]:
    """The spans of the quotations `text` says were withdrawn, struck or replaced."""
    spans: list[tuple[int, int]] = []
    for quote in _QUOTE.finditer(text):
        if _AGENT_BEFORE.search(text, 0, quote.start()):
            continue
        if _REPLACING_BEFORE.search(text, max(0, quote.start() - 80), quote.start()):
            spans.append((quote.start(), quote.end()))
            continue
        lo, hi = _part_around(text, quote.start(), quote.end())
        rest = text[lo : quote.start()] + " " + text[quote.end() : hi]
        if (
            _WITHDRAWN.search(rest)
            or _said_of_next(text, hi)
            or _label_withdraws(text, quote.start())
        ):
            spans.append((quote.start(), quote.end()))
    return spans


__all__ = ["withdrawn_quotes"]
