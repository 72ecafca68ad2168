"""Sentences that report what an outside voice advocates: research, the press, another house.

A buy-side client forwards sell-side research and press pieces and answers them: "Nordbank's
strategist argues for a maximum-Sharpe portfolio; we want the lowest volatility", "The
broker's note recommends min variance instead; not for us", "The FT piece quoted our CIO as
favouring a tracking-error target; that was a misquote". The advocated objective is the outside
voice's (an analyst, a strategist, a note, a newswire, another bank), reported to be weighed;
the client's own ask is in the words around it.

`advocacy_spans` returns the spans of such sentences. The objective reader treats them like
other reported speech (`quantward_validation.intent._reported`): the message's own words are
read first, and the reported advocacy only when they ask for nothing ("The consultant
recommends minimum variance. Please go ahead on that basis." still asks for it).

A sentence whose subject is the requester's side ("we", "our committee") is its own voice and
stays. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: who speaks from outside the requester: research and its authors, the press, a counterparty
_VOICE: Final = (
    r"(?:strategists?|analysts?|economists?|brokers?|banks?|dealers?|desks?|houses?|"
    r"sell[- ]side|street|consensus|research|notes?|reports?|pieces?|articles?|stor(?:y|ies)|"
    r"columns?|columnists?|commentators?|pundits?|press|wires?|newswires?|newsletters?|"
    r"op-?eds?|editorials?|blogs?|podcasts?|interviews?|reuters|bloomberg|ft|wsj|journal|"
    r"times|cnbc|barron['’]?s|peers?|competitors?|rivals?|counterpart(?:y|ies)|"
    # a firm named with its corporate word: "Halvard Securities", "Ostrander Capital"
    r"securities|capital|partners|advis[eo]rs|asset\s+management|plc|ag|llc|inc|&\s*co)"
)
#: a verb of advocating, recommending or being quoted as wanting
_ADVOCATES: Final = (
    r"(?:argu(?:es|ed|ing)\s+for|makes?\s+(?:the|a)\s+case\s+for|made\s+(?:the|a)\s+case\s+for|"
    r"recommend(?:s|ed|ing)?|suggest(?:s|ed|ing)?|propos(?:es|ed|ing)|advocat(?:es|ed|ing)|"
    r"favou?r(?:s|ed|ing)|prefer(?:s|red|ring)|push(?:es|ed|ing)\s+for|call(?:s|ed|ing)\s+for|"
    r"urg(?:es|ed|ing)|back(?:s|ed|ing)|champion(?:s|ed|ing)|pitch(?:es|ed|ing)|"
    r"tout(?:s|ed|ing)|says?\s+(?:investors|clients|funds)\s+should|"
    r"quot(?:es|ed|ing)\s+[^.;!?\n]{1,80}?\s+as\s+(?:wanting|saying|favou?ring|preferring|"
    r"backing|calling\s+for|pushing\s+for|seeking|targeting|asking\s+for))"
)
#: the sentence's subject: words before the verb naming an outside voice, not the requester's
#: side (a subject opened by "we", "I", "our" or "my" is the requester's own voice)
_ADVOCACY: Final = re.compile(
    rf"^(?P<subject>[^.;!?\n]{{0,80}}?\b{_VOICE}\b[^.;!?\n]{{0,40}}?)\s+{_ADVOCATES}\b",
    re.IGNORECASE,
)
_OWN_SUBJECT: Final = re.compile(r"^\W*(?:we|i|our|my|us)\b", re.IGNORECASE)
#: the verb's own subject after a label or an adjunct set off before it: "RMC note: we
#: recommend …", "Memo of the risk committee: given the outlook, we propose …" — the note is
#: named by its heading, and the voice in it is the first person of the requester's side
_OWN_AFTER_BREAK: Final = re.compile(r"[:,;–—]\s*(?:we|i|our|my)\b[^:,;–—]*$", re.IGNORECASE)
_OWN: Final = re.compile(r"\b(?:we|our|my|us)\b", re.IGNORECASE)
#: a lead-in that reports someone else's piece to the reader: "You may have seen the …"
_LEAD_IN: Final = re.compile(
    r"^\W*(?:you\s+(?:may|might)\s+(?:have\s+)?(?:seen|read|noticed)|as\s+you\s+(?:may\s+)?"
    r"(?:know|have\s+seen|have\s+read)|(?:in\s+)?case\s+you\s+missed\s+it)\s*,?\s*",
    re.IGNORECASE,
)
#: a sentence attributed to an outside voice as a whole: "According to the FT, our CIO wants
#: …", "As reported by Bloomberg, …", "The wire reports that …"
_ATTRIBUTED: Final = re.compile(
    rf"^\W*(?:according\s+to|as\s+(?:reported|quoted|stated)\s+(?:by|in))\s+"
    rf"[^,.;!?\n]{{0,60}}?\b{_VOICE}\b|"
    rf"^[^.;!?\n]{{0,60}}?\b{_VOICE}\s+(?:reports?|reported|writes|wrote|claims?|claimed)\s+that\b",
    re.IGNORECASE,
)
_SENTENCE: Final = re.compile(r"[^.;!?\n]*(?:[.;!?\n]|$)")


def _attributed(body: str) -> bool:
    """Whether a sentence is attributed as a whole to a voice outside the requester ("according
    to the FT, …"), not to its own ("according to our risk report")."""
    found = _ATTRIBUTED.match(body)
    return found is not None and _OWN.search(found.group(0)) is None


def advocacy_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of `text` that report an outside voice advocating something
    ("the bank's note suggests …", "the Reuters piece quoting our CIO as wanting …"): what the
    requester weighs, not what it asks."""
    spans: list[tuple[int, int]] = []
    for sentence in _SENTENCE.finditer(text):
        words = sentence.group(0)
        if not words.strip():
            continue
        lead = _LEAD_IN.match(words)
        body = words[lead.end() :] if lead else words.lstrip()
        found = _ADVOCACY.match(body)
        own = (
            found is None
            or _OWN_SUBJECT.match(found.group("subject")) is not None
            or _OWN_AFTER_BREAK.search(found.group("subject")) is not None
        )
        if own and not _attributed(body):
            continue
        spans.append((sentence.start(), sentence.end()))
    return spans


def within_outside_voice(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` lies in a sentence reporting an outside voice (another fund's
    position in a press story, a broker's recommended cap): a value there is not the
    requester's."""
    return any(a <= start and end <= b for a, b in advocacy_spans(text))
