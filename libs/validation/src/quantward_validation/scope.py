"""Which passages of a message are the request's own terms: its vehicle, the version in force.

Formal documents set texts side by side that are not all the requester's terms:

* **another vehicle's text**: a prospectus, a KIID or an instruction quotes another sub-fund's,
  share class's or portfolio's terms beside this one's — in sections headed by each vehicle
  ("Part A — X Sub-Fund … Part B — Y Sub-Fund (the subject of this Instruction) …"), or in a
  sentence that says the text does not apply here ("X's objective, which does not apply to the
  Portfolio, reads: …", "… is set out for information only", "… applies to the Class B Shares
  only");
* **a version not in force**: a labelled draft, proposal or earlier version beside the adopted
  one ("Draft (not adopted): … As adopted by the Board: …"), a label that withdraws its text
  ("Rejected proposal: …"), a text deleted or replaced ("The Investment Objective …, namely:
  … is deleted and replaced by the following: …"; 'by deleting "…"'; 'for "…" substitute
  "…"'; an editor's instruction quoting what it takes out: 'strike "…" and insert "…"',
  'replace "…" with "…"', 'for "…" read "…"');
* **a definition of a measure**: '"Tracking Error" means the standard deviation of …' states
  what the term is, not that it is pursued; a definition of the objective itself ('"Investment
  Objective" means …') states the objective and stays.

`foreign_spans` returns the spans of such passages, so a reader of the request's terms (the
objective reader, `quantward_validation.intent`) sets them aside and reads what is left: the
vehicle at hand, the version in force. Nothing is dropped when the message does not say which
vehicle is its subject, or has no version in force beside a merely tentative one (a lone
"Draft supplement" is what the requester works from).

`withdraws_earlier` tells a withdrawal said of an earlier text ("our instruction of last week,
which is hereby withdrawn …: <new words>") from a label that withdraws the words it heads
("Old objective (withdrawn): …"): the first introduces the words that replace the earlier text.
Pure.
"""

from __future__ import annotations

import re
from typing import Final

Span = tuple[int, int]

# --- vehicles -----------------------------------------------------------------------------------

#: the nouns of an investment vehicle or a part of one
_VEHICLE_NOUN: Final = (
    r"(?i:sub-?funds?|funds?|portfolios?|compartments?|share\s+class(?:es)?|"
    r"(?:class|series|tranche)\s+[A-Z0-9]{1,3}(?:\s+(?:shares?|units?|notes?))?|"
    r"accounts?|sleeves?|trusts?|mandates?|strateg(?:y|ies)|schemes?|vehicles?)"
)
#: a vehicle named by its proper name: capitalised words before its noun ("Meridian Asia Credit
#: Sub-Fund", "the EUR Hedged Share Class"), or a class named by its letter ("Class B Shares")
_NAMED_VEHICLE: Final = re.compile(
    rf"\b(?:[A-Z][\w&'’-]*\s+(?:(?:of|and|&)\s+)?){{1,6}}{_VEHICLE_NOUN}(?![\w-])|"
    r"\b(?i:class|series|tranche)\s+[A-Z0-9]{1,3}(?:\s+(?i:shares?|units?|notes?))?\b|"
    # a vehicle named by its capitalised noun and a code: "Sub-Fund B", "Portfolio 2"
    r"\b(?:Sub-?Fund|Fund|Portfolio|Compartment|Sleeve|Account)\s+(?:[A-Z]{1,2}|\d{1,3})\b(?!\.\d)"
)
#: a name that ends in a code is a proper name whatever stands before it: "Class B", "Fund 2"
_CODED: Final = re.compile(r"\s(?:[A-Z]{1,3}|\d{1,3})(?:\s+(?i:shares?|units?|notes?))?$")
#: a vehicle's own defined term, which makes it the message's subject: '(the "Sub-Fund")'
_DEFINED_AS_OURS: Final = re.compile(
    r"^\s*\(\s*(?:the\s+)?[\"“'‘](?:Sub-?Fund|Fund|Portfolio|Account|Compartment|Scheme|Trust|"
    r"Mandate|Class|Share\s+Class)[\"”'’]\s*\)",
    re.IGNORECASE,
)
#: words that make a passage the message's subject ("(the subject of this Instruction)",
#: "to which this letter relates", "this Sub-Fund")
_OURS: Final = re.compile(
    r"\b(?:the\s+)?subject(?:\s+matter)?\s+of\s+(?:this|the\s+present)\s+\w+|"
    r"\bto\s+which\s+(?:this|the\s+present)\s+\w+\s+(?:relates|refers|applies)|"
    r"\b(?:this|the\s+present)\s+(?:instruction|request|letter|memo\w*|note|resolution|"
    r"e-?mail|message)\s+(?:relates|refers|applies)\s+to\b|"
    r"\b(?:applies|apply|applicable)\s+to\s+(?:the\s+)?(?:portfolio|this\s+\w+|us)\b|"
    r"\b(?:our|this)\s+(?:own\s+)?(?:sub-?fund|fund|portfolio|account|mandate)\b",
    re.IGNORECASE,
)
#: words that say a passage is not the message's subject, or not binding on it
_NOT_OURS: Final = re.compile(
    r"\bnot\s+(?:the\s+)?subject\s+of\b|"
    # intransitive "apply" ("does not apply to …", "… here"), not "does not apply any hedging"
    r"\b(?:does|do|shall|will|should|would)\s*(?:not|n['’]t)\s+(?:apply|relate|extend|refer)"
    r"(?=\s+(?:to|here|in|for|at)\b|\s*(?:[.,;:)\n]|$))|"
    r"\b(?:does|do|shall|will|should|would)\s*(?:not|n['’]t)\s+(?:concern|govern|bind)\s+"
    r"(?:the|this|our|us|you)\b|"
    r"\b(?:is|are)\s+not\s+(?:applicable|relevant|binding)\b|\bnot\s+applicable\b|"
    r"\bhas\s+no\s+(?:application|bearing|relevance)\b|\bdisapplied\b|"
    r"\bfor\s+(?:information|reference|comparison|illustration)(?:\s+purposes)?\s+only\b|"
    r"\bfor\s+the\s+purposes?\s+of\s+comparison\b",
    re.IGNORECASE,
)
#: an application restricted to a vehicle: "applies to the X Sub-Fund only", "relevant only to
#: Class B", "in respect of the X Fund only"
_ONLY_TO: Final = re.compile(
    r"\b(?:appl(?:y|ies)|relat(?:es?|ing)|relevant|applicable|in\s+respect\s+of)\s+"
    r"(?:only\s+|solely\s+|exclusively\s+)?(?:to\s+)?(?P<vehicle>(?:the\s+)?[^.;:\n]{1,80}?)"
    r"(?:\s+only\b|(?=[.;,:\n]|$))",
    re.IGNORECASE,
)
_ONLY_WORD: Final = re.compile(r"\b(?:only|solely|exclusively)\b", re.IGNORECASE)

# --- sentences and paragraphs ---------------------------------------------------------------------

#: a quotation, read as one unit (its full stops end no sentence of the message)
_QUOTE: Final = re.compile(r"“[^”]*”|\"[^\"\n]*\"")
_SENTENCE_END: Final = re.compile(r"[.!?;](?=\s|$)|\n")
_PARAGRAPH_BREAK: Final = re.compile(r"\n[ \t]*\n")


def _quotes(text: str) -> list[Span]:
    return [(m.start(), m.end()) for m in _QUOTE.finditer(text)]


def _inside(at: int, spans: list[Span]) -> bool:
    return any(start < at < end for start, end in spans)


def _sentences(text: str) -> list[Span]:
    """The sentences and lines of `text`, a quotation kept whole inside its sentence."""
    quotes = _quotes(text)
    found: list[Span] = []
    start = 0
    for m in _SENTENCE_END.finditer(text):
        if _inside(m.start(), quotes):
            continue
        if text[start : m.end()].strip():
            found.append((start, m.end()))
        start = m.end()
    if text[start:].strip():
        found.append((start, len(text)))
    return found


def _paragraph_after(text: str, at: int) -> Span | None:
    """The next paragraph that begins after `at` (a blank line or a line break before it)."""
    rest = re.compile(r"\s*\n\s*(?=\S)").match(text, at)
    if rest is None:
        return None
    start = rest.end()
    stop = _PARAGRAPH_BREAK.search(text, start)
    return start, stop.start() if stop else len(text)


# --- another vehicle's text ---------------------------------------------------------------------

#: a heading's part label: "Part A —", "Section 2:", "Annex II", "Schedule 1 –", "Part A ("
_PART: Final = re.compile(
    r"^[ \t>*#_-]*(?i:part|section|annex|appendix|schedule|supplement|chapter|exhibit|division)"
    # ... or its vehicle in parentheses after the label: "Part A (X Sub-Fund):"
    r"\s+(?:[A-Z0-9]{1,4}|[ivx]{1,5})(?:\.\d+)*(?=\s*(?:[—–:.()-]|$))"
)
_LINE: Final = re.compile(r"(?m)^[^\n]*$")


#: words that open a noun phrase without naming anything: "The Portfolio" is no proper name
_DETERMINERS: Final = frozenset(
    {"the", "this", "that", "our", "your", "its", "their", "each", "any", "a", "an", "every",
     "such", "another", "other", "same", "relevant", "said"}
)  # fmt: skip


def _named_vehicles(text: str) -> list[re.Match[str]]:
    """The vehicles `text` names by a proper name ("Meridian Asia Credit Sub-Fund", "Class B
    Shares"), not by a determiner and a noun ("The Portfolio", "This Fund")."""
    found = []
    for m in _NAMED_VEHICLE.finditer(text):
        words = m.group(0).split()
        noun_at = next((i for i, w in enumerate(words) if re.match(_VEHICLE_NOUN, w)), len(words))
        modifiers = [w for w in words[:noun_at] if w.lower() not in _DETERMINERS]
        if modifiers or _CODED.search(m.group(0)):
            found.append(m)
    return found


def _ours(text: str) -> set[str]:
    """The names of the vehicles the message makes its subject (by a defined term or a mark)."""
    names: set[str] = set()
    for m in _named_vehicles(text):
        rest = text[m.end() : m.end() + 80]
        if _DEFINED_AS_OURS.match(rest):
            names.add(_name(m.group(0)))
    for m in _CONCERNS.finditer(text):
        named = _named_vehicles(text[m.end() : m.end() + 80])
        if named and named[0].start() < 12:  # the object of "this memo concerns …"
            names.add(_name(named[0].group(0)))
    return names


#: the message naming its subject in a sentence: "This memo concerns the Global Fund only",
#: "the present instruction relates to …", "the subject of this letter is …"
_CONCERNS: Final = re.compile(
    r"\b(?:this|the\s+present)\s+(?:instruction|request|letter|memo\w*|note|resolution|"
    r"e-?mail|message)\s+(?:concerns|relates\s+to|applies\s+to|is\s+about|covers|refers\s+to|"
    r"is\s+given\s+in\s+respect\s+of)\s+(?:only\s+)?|"
    r"\bthe\s+subject\s+of\s+(?:this|the\s+present)\s+\w+\s+is\s+",
    re.IGNORECASE,
)


def _name(words: str) -> str:
    """A vehicle's name as compared: lower case, without its article."""
    return re.sub(r"^(?:the|a|an)\s+", "", " ".join(words.lower().split()))


#: a part label's vehicle said by a determiner, not a name: the subject's own part ("Part B
#: (the Sub-Fund):", "Section 3 — this Portfolio") or one for every vehicle ("Part C (all
#: sub-funds):")
_OWN_PART: Final = re.compile(
    rf"\s*[(—–:-]\s*(?P<own>(?i:the|this|our|each|every|all(?:\s+the)?)\s+{_VEHICLE_NOUN})"
    r"\s*(?:[)—–:-]|$)"
)


def _heading(line: str) -> str | None:
    """The vehicle a heading line names, or None when the line is no heading: a short line that
    starts with a part label or is a vehicle's name (with an aside or a colon after it)."""
    if len(line) > 160 or not line.strip():
        return None
    part = _PART.match(line)
    own = _OWN_PART.match(line, part.end()) if part is not None else None
    if own is not None:
        return own.group("own")  # "Part B (the Sub-Fund): …" heads the subject's own terms
    vehicles = _named_vehicles(line)
    if not vehicles:
        return None
    vehicle = vehicles[0]
    if part is not None:
        return vehicle.group(0)
    label = line.split(":", 1)[0]  # "Sub-Fund B (this request): …" heads what follows it
    bare = re.sub(r"\([^)]*\)", "", label).strip(" \t>*#_:—–-")
    return vehicle.group(0) if _name(bare) == _name(vehicle.group(0)) else None


def _determined(vehicle: str) -> bool:
    """Whether a heading's vehicle is said by a determiner ("the Sub-Fund", "all sub-funds"):
    the subject's own part, or one that applies to it among others."""
    return vehicle.split()[0].lower() in _DETERMINERS | {"all", "our"}


def _vehicle_sections(text: str) -> list[Span]:
    """Sections headed by another vehicle than the message's subject.

    Headings split the message into sections; a section is another vehicle's when its heading
    says so ("… (for information only)"), or when the message names its subject (a heading
    marked "the subject of this Instruction", a defined term '(the "Sub-Fund")') and this
    heading names another vehicle."""
    headings = [
        (m.start(), m.group(0), vehicle)
        for m in _LINE.finditer(text)
        if (vehicle := _heading(m.group(0))) is not None
    ]
    if len(headings) < 2 and not any(_NOT_OURS.search(line) for _, line, _ in headings):
        return []
    marked = {
        _name(v)
        for _, line, v in headings
        if (_OURS.search(line) or _determined(v)) and not _NOT_OURS.search(line)
    }
    ours = marked | _ours(text)
    found: list[Span] = []
    bounds = [start for start, _, _ in headings] + [len(text)]
    for (start, line, vehicle), end in zip(headings, bounds[1:], strict=True):
        theirs = _NOT_OURS.search(line) is not None or (bool(ours) and _name(vehicle) not in ours)
        if theirs:
            found.append((start, end))
    return found


def _disowned_sentences(text: str) -> list[Span]:
    """Sentences that say their text does not apply to the message's subject ("X's objective,
    which does not apply to the Portfolio, reads: “…”", "… is given for information only"),
    or applies to another vehicle only ("… applies to the Class B Shares only"); a sentence
    that ends in a colon takes the paragraph it introduces with it."""
    ours = _ours(text)
    found: list[Span] = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        quotes = [(a - start, b - start) for a, b in _quotes(text) if start <= a < end]
        outside = _blank_spans(sentence, quotes)  # a quoted text's own words say nothing here
        predicate = _disowning(outside, ours)
        if predicate is None:
            continue
        turn = _TURN.search(outside, predicate)  # "…, so maximise …": the rest is the request's
        if turn is not None:
            found.append((start, start + turn.start()))
            continue
        found.append((start, end))
        if sentence.rstrip().endswith(":"):
            after = _paragraph_after(text, end)
            if after is not None:
                found.append(after)
    return found


#: another vehicle named without its proper name: "another sub-fund's", "the other share class"
_ANOTHER: Final = re.compile(
    r"\b(?:another|other|a\s+different|a\s+sister|the\s+sister)\s+(?:[\w-]+\s+)?"
    r"(?:sub-?funds?|funds?|portfolios?|compartments?|share\s+class(?:es)?|class(?:es)?|"
    # (a pension scheme, a trust or a vehicle in the plain: "the other scheme on the panel")
    r"accounts?|mandates?|series|sleeves?|schemes?|trusts?|vehicles?)\b|"
    # ... and a sister fund in German, French, Italian, Spanish or Dutch: "beim Schwesterfonds",
    # "le fonds voisin", "il fondo gemello", "el fondo hermano", "het zusterfonds"
    r"\b(?:schwester(?:fonds|portfolio|mandat)|anderen?\s+(?:fonds|mandat|teilfonds)|"
    r"fonds\s+(?:voisin|fr(?:è|e)re|jumeau)|autre\s+(?:fonds|compartiment|mandat)|"
    r"fondo\s+(?:gemello|fratello|hermano|gemelo)|altro\s+(?:fondo|comparto|mandato)|"
    r"otro\s+(?:fondo|compartimento|mandato)|zuster(?:fonds|portefeuille)|"
    r"ander(?:e)?\s+(?:fonds|subfonds|mandaat))\b",
    re.IGNORECASE,
)


#: this vehicle in German, French, Italian, Spanish or Dutch, as a part of a sentence names it
#: against a sister fund: "für dieses Mandat", "pour ce mandat", "per questo mandato", "para
#: este mandato", "voor dit mandaat"
THIS_VEHICLE_EUROPE: Final = (
    r"\b(?:f(?:ü|ue)r|bei|in|im)\s+(?:diese[nms]?|unser(?:e[nms]?)?|unsre[nms]?)\s+(?:mandat|fonds|portfolio|"
    r"teilfonds|sondervermögen)\b|"
    r"\b(?:pour|dans)\s+(?:ce|cet|cette|notre)\s+(?:mandat|fonds|portefeuille|compartiment)\b|"
    r"\b(?:per|in|nel|nella)\s+(?:questo|questa|il\s+nostro)\s+(?:mandato|fondo|portafoglio|"
    r"comparto)\b|"
    r"\b(?:para|en)\s+(?:este|esta|nuestro)\s+(?:mandato|fondo|cartera|compartimento)\b|"
    r"\b(?:voor|in|bij)\s+(?:dit|deze|ons)\s+(?:mandaat|fonds|portefeuille|subfonds)\b"
)


#: what separates a subject from a predicate that is not its own: "maximise the X Fund's Sharpe
#: ratio, as the tracking limit does not apply" (the limit is what does not apply)
_OTHER_CLAUSE: Final = re.compile(
    r"\b(?:as|because|since|so|and|but|while|whilst|whereas|once|when|if|unless|although|"
    r"though|then)\b|;",
    re.IGNORECASE,
)
#: a turn after a disowning clause to what the request asks: "…, so …", "…, but …", "— instead"
_TURN: Final = re.compile(
    r",?\s+(?:so|but|and\s+instead|instead|hence|therefore|thus|accordingly)\b|\s[—–]\s",
    re.IGNORECASE,
)


def _disowning(sentence: str, ours: set[str]) -> int | None:
    """Where the predicate ends that disowns another vehicle's text in the sentence, or None.

    The predicate says the text does not apply here ("does not apply to the Portfolio", "is
    set out for information only") of a subject that is another vehicle or its text, named just
    before it ("X Sub-Fund's objective, which does not apply …", "another sub-fund, to which
    this request does not relate, …"); or the sentence restricts what it says to another named
    vehicle ("… applies to the Class I Shares only"). A sentence that disowns a limit or a
    measure only ("the turnover cap does not apply here") is read as it stands."""
    for m in _NOT_OURS.finditer(sentence):
        window = sentence[max(0, m.start() - 120) : m.start()]
        vehicles = [*_ANOTHER.finditer(window), *_named_vehicles(window)]
        theirs = [
            v for v in vehicles if _ANOTHER.fullmatch(v.group(0)) or _name(v.group(0)) not in ours
        ]
        if any(not _OTHER_CLAUSE.search(window, v.end()) for v in theirs):
            return m.end()
    return _applies_elsewhere(sentence, ours)


def _applies_elsewhere(sentence: str, ours: set[str]) -> int | None:
    """Where the phrase ends that restricts what the sentence says to another named vehicle
    ("applies to the Class I Shares only"), or None."""
    for m in _ONLY_TO.finditer(sentence):
        if not _ONLY_WORD.search(m.group(0)):
            continue
        named = _named_vehicles(m.group("vehicle"))
        if named and _name(named[0].group(0)) not in ours and not _OURS.search(m.group("vehicle")):
            return m.end()
    return None


def _blank_spans(text: str, spans: list[Span]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


# --- versions not in force ----------------------------------------------------------------------

#: a label at the start of a line, before a colon or a dash: "Draft (not adopted):", "As
#: adopted by the Board on 12 September 2025:", "[REJECTED PROPOSAL] —"
#: (a label is a phrase: a full stop inside it ends a sentence, "… withdrawn. now: …")
_LABEL: Final = re.compile(
    r"(?m)^[ \t>*#_-]*(?P<label>(?:[^\n:.!?]|[.!?](?=\S)){1,90}?)\s*(?::|\s[—–]\s)"
)
#: a label that is only an earlier time's word, as a redline's "Was: … / Now reads: …" or a
#: table's "Before: … / After: …" sets the old text beside the new
_EARLIER_LABEL: Final = re.compile(
    r"(?:^|[\s\[(])(?:was|before|old|previously|formerly|originally)\W*$", re.IGNORECASE
)
#: a status that withdraws the text it labels, whatever else the message says
_WITHDRAWN_STATUS: Final = re.compile(
    r"\bnot\s+(?:yet\s+)?(?:adopted|approved|agreed|passed|carried|executed|signed|ratified|"
    r"in\s+force|effective|accepted)\b|\b(?:rejected|superseded|withdrawn|deleted|revoked|"
    r"rescinded|lapsed|abandoned|discarded|struck\s+out|repealed|defeated|voted\s+down|"
    r"no\s+longer\s+(?:in\s+force|applies|applicable|current))\b",
    re.IGNORECASE,
)
#: a label is a noun phrase: one with a finite verb or a replacement's agent is a sentence
#: ("… is deleted and replaced by the following:", "Superseded by:"), read by `_deleted`
_CLAUSAL: Final = re.compile(
    r"\b(?:is|are|was|were|be|been|shall|will|has|have|hereby)\b|"
    r"\b(?:replaced|superseded|substituted)\s+(?:by|with)\b",
    re.IGNORECASE,
)
#: a status that puts the text in force
_IN_FORCE_STATUS: Final = re.compile(
    r"\b(?:adopted|approved|final|executed|amended|current|in\s+force|effective|passed|agreed|"
    r"signed|ratified|revised|restated|replacement|substituted|new|now\s+reads?|as\s+resolved|"
    # a redline's added side ("Inserted: …", "Added: …") beside its deleted side
    r"inserted|insertion|added)\b",
    re.IGNORECASE,
)
#: a status that is only tentative or earlier: withdrawn only beside a version in force
_TENTATIVE_STATUS: Final = re.compile(
    r"\b(?:draft\w*|proposed|proposals?|for\s+(?:discussion|consultation|comment)|"
    r"under\s+(?:consideration|discussion)|initial|original(?:ly)?|previous|former|earlier|"
    r"old|prior|first\s+version)\b",
    re.IGNORECASE,
)


#: what a version is a version of: a text, a document or a provision
_DOCUMENT: Final = re.compile(
    r"\b(?:wording|text|version|objective|policy|polic(?:y|ies)|draft|proposal|resolution|"
    r"supplement|prospectus|kiid|kid|clause|paragraph|section|provision|instruction|brief|"
    r"term\s+sheet|agreement|letter|mandate|addendum|amendment|schedule|motion|language)s?\b",
    re.IGNORECASE,
)
#: a status said first, as the label's head: "Draft:", "As adopted by the Board …:", "Final —"
_STATUS_HEAD: Final = re.compile(
    rf"^\W*(?:as\s+|the\s+)?(?:{_IN_FORCE_STATUS.pattern}|{_TENTATIVE_STATUS.pattern})",
    re.IGNORECASE,
)
#: a field's name is no version ("Effective date:", "Initial portfolio:")
_FIELD: Final = re.compile(r"\b(?:date|time|day|portfolio|weights?|amount|size|capital)\b", re.I)


def _version_label(label: str) -> bool:
    """Whether a line's label names a version: a status ("adopted", "final", "draft",
    "previous") heading the label or said of a text ("Revised wording", "Original objective"),
    not a field's name ("Effective date")."""
    status = _IN_FORCE_STATUS.search(label) or _TENTATIVE_STATUS.search(label)
    if status is None or _FIELD.search(label):
        return False
    return _STATUS_HEAD.match(label) is not None or _DOCUMENT.search(label) is not None


def _versions(text: str) -> list[Span]:
    """Labelled versions not in force: a label that withdraws its text ("Rejected: …"), and a
    tentative or earlier one ("Draft: …", "Previous wording: …") when a version in force
    ("As adopted: …", "Final: …") stands beside it. A version runs to the next label or the end
    of its text (`_version_end`)."""
    labels: list[tuple[int, int, str]] = []  # (start, end of label, status)
    for m in _LABEL.finditer(text):
        label = m.group("label")
        if _EARLIER_LABEL.search(label):
            labels.append((m.start(), m.end(), "tentative"))  # "Was: …" beside "Now reads: …"
            continue
        if _CLAUSAL.search(label):
            continue  # a clause, not a label: "… is deleted and replaced by the following:"
        if _WITHDRAWN_STATUS.search(label) and withdraws_earlier(label):
            continue  # "Corrigendum to the note above (its objective no longer applies):"
        if _WITHDRAWN_STATUS.search(label):
            status = "withdrawn"
        elif not _version_label(label):
            continue
        elif _IN_FORCE_STATUS.search(label):
            status = "in_force"
        else:
            status = "tentative"
        labels.append((m.start(), m.end(), status))
    in_force = any(status == "in_force" for _, _, status in labels)
    found: list[Span] = []
    for i, (start, label_end, status) in enumerate(labels):
        if status == "in_force" or (status == "tentative" and not in_force):
            continue
        end = _version_end(text, label_end)
        if i + 1 < len(labels):
            end = min(end, labels[i + 1][0])
        # a redline's mark in brackets ("[Deleted: …] [Inserted: …]") ends at its bracket
        opened = text.rfind("[", start, label_end)
        if opened >= 0 and "]" not in text[opened:label_end]:
            close = text.find("]", label_end)
            if close >= 0:
                end = min(end, close + 1)
        found.append((start, end))
    return found


def _version_end(text: str, label_end: int) -> int:
    """Where a labelled version's text ends: at the end of its line when the line ends a
    sentence, else (a wrapped line) at the end of its paragraph; a label alone on its line heads
    the paragraph after it."""
    line_end = text.find("\n", label_end)
    line_end = len(text) if line_end < 0 else line_end
    if not text[label_end:line_end].strip():
        after = _paragraph_after(text, label_end)
        return after[1] if after else line_end
    if _ENDS_SENTENCE.search(text, label_end, line_end):
        return line_end
    stop = _PARAGRAPH_BREAK.search(text, label_end)
    return stop.start() if stop else len(text)


_ENDS_SENTENCE: Final = re.compile(r"[.!?][\"”’)]*\s*$")


#: a verb that deletes or replaces what is its subject: "is deleted", "shall be replaced",
#: "is hereby revoked", "has been superseded"
_DELETED: Final = re.compile(
    # "be" alone is a resolution's subjunctive: "RESOLVED, that the motion … be rejected"
    r"\b(?:is|are|was|were|be|(?:shall|will|must|is\s+to|are\s+to)\s+be|ha(?:s|ve)\s+been)\s+"
    r"(?:hereby\s+|accordingly\s+|now\s+)?(?:deleted|removed|struck\s+out|revoked|rescinded|"
    r"repealed|replaced|superseded|withdrawn|cancell?ed|disapplied|"
    # a proposal or a motion not adopted: "… was rejected", "… was voted down"
    r"rejected|defeated|voted\s+down|turned\s+down|not\s+(?:adopted|approved|carried|passed))\b",
    re.IGNORECASE,
)
#: a quotation deleted by a gerund ('by deleting "…"', 'striking out "…"') or by a substitution
#: ('for "…" substitute "…"')
_DELETED_QUOTE: Final = re.compile(
    r"\b(?:delet|remov|strik\w*\s+out|omitt?|excis)\w*\s+(?:the\s+words?\s+)?(?P<a>“[^”]*”|\"[^\"\n]*\")|"
    # ... or by an instruction to the editor that quotes what it takes out, in a comment, a
    # mail or an erratum: 'strike "…" and insert "…"', 'cross out "…"', 'replace "…" with
    # "…"', 'change "…" to "…"' (a negator before the verb refuses it: "do not strike")
    r"(?<!\bnot\s)(?<!\bnever\s)(?<!n['’]t\s)\b(?:strike(?:\s+(?:out|through))?|cross\s+out|"
    r"take\s+out|cut|drop|replace|change|amend|reword|rewrite|redraft)\s+(?:the\s+(?:words?|"
    r"text|wording|sentence|phrase|clause|passage|line)\s+)?(?P<e>“[^”]*”|\"[^\"\n]*\")|"
    # ... or an erratum's "for … read …": 'for "…" read "…"'
    r"\bfor\s+(?P<f>“[^”]*”|\"[^\"\n]*\")\s*,?\s+read\b|"
    r"\bfor\s+(?P<b>“[^”]*”|\"[^\"\n]*\")\s*,?\s+(?:there\s+(?:shall\s+be|is)\s+)?substitut|"
    # the text a document replaces, quoted as its object ('replacing the objective in the
    # First Supplement ("…")', 'superseding clause 3 of the 2019 letter, "…"'); the quotation
    # after "with" or "by" is the new text
    r"\b(?:replacing|replaces|replaced|superseding|supersedes|superseded|in\s+place\s+of|"
    r"amending|amends|revoking|revokes|withdrawing|withdraws)\b"
    r"(?:(?!\b(?:with|by|to\s+read|so\s+as\s+to)\b)[^“\"\n]){0,120}?(?P<c>“[^”]*”|\"[^\"\n]*\")|"
    # ... or quoted, then said to lapse: 'the 2019 wording, "…", no longer applies'
    r"(?P<d>“[^”]*”|\"[^\"\n]*\")\s*[,)]?\s*(?:which\s+)?(?:no\s+longer\s+(?:applies|apply|"
    r"stands|holds|current|operative|in\s+force)|(?:is|was|has\s+been)\s+(?:now\s+)?"
    r"(?:withdrawn|superseded|revoked|deleted|replaced|struck(?:\s+out)?|void))\b",
    re.IGNORECASE,
)


#: where a subject ends on its left inside its own sentence: a conjunction or a subordinator
#: ("Maximise the Sharpe ratio once the old cap is removed": the cap is what is removed)
_CLAUSE_BOUNDARY: Final = re.compile(
    r"\b(?:once|when|whenever|after|before|because|since|if|unless|until|while|whilst|"
    r"whereas|now\s+that|so\s+that|and|but|so|then)\b|[,;]",
    re.IGNORECASE,
)


def _deleted(text: str) -> list[Span]:
    """Texts deleted or replaced: the subject of a verb of deletion ("The Investment Objective
    …, namely: <old> is deleted and replaced by the following: <new>"), and a quotation deleted
    or substituted ('by deleting "…"', 'for "…" substitute "…"')."""
    quotes = _quotes(text)
    sentences = _sentences(text)
    found: list[Span] = []
    for m in _DELETED.finditer(text):
        if _inside(m.start(), quotes):
            continue
        start = _subject_start(text, m.start(), sentences, quotes)
        if text[start : m.start()].strip():
            found.append((start, m.start()))
    for m in _DELETED_QUOTE.finditer(text):
        group = next(g for g in ("a", "b", "c", "d", "e", "f") if m.group(g))
        found.append((m.start(group), m.end(group)))
    return found


def _subject_start(text: str, verb: int, sentences: list[Span], quotes: list[Span]) -> int:
    """Where the subject of the verb at `verb` begins: after the last clause boundary of its
    sentence, or, when the verb opens its sentence, back over what that sentence continues (a
    line that starts in lower case continues the paragraph before: a quoted block) and what
    introduced it (a sentence ending in a colon: "…, namely:")."""
    start = next((a for a, b in sentences if a <= verb < b), verb)
    cuts = [
        c.end()
        for c in _CLAUSE_BOUNDARY.finditer(text, start, verb)
        if not _inside(c.start(), quotes)
    ]
    if cuts:
        return cuts[-1]
    while True:
        before = len(text[:start].rstrip())
        if before == 0:
            return start
        head = text[start:].lstrip()[:1]
        if "\n" in text[before:start] and head.islower():
            block = text.rfind("\n\n", 0, before)  # the whole paragraph it continues
            new_start = block + 2 if block >= 0 else 0
        elif text[before - 1] == ":":
            new_start = next((a for a, b in sentences if a < before <= b), start)
        else:
            return start
        if new_start >= start:
            return start
        start = new_start


# --- withdrawals of an earlier text ---------------------------------------------------------------

#: an earlier text as the subject of a withdrawal: "our instruction of last week, which is
#: hereby withdrawn", "the previous objective is revoked", or the performative "hereby"
_EARLIER_TEXT: Final = re.compile(
    r"\b(?:instruction|brief|request|letter|e-?mail|message|note|memo\w*|mandate|objective|"
    r"wording|text|version|draft|resolution|direction|guidance|supplement|provision|paragraph|"
    r"clause|section|policy)s?\b[^:\n]{0,80}?\b(?:which|that|it|they)?\s*"
    r"(?:is|are|was|were|has\s+been|have\s+been|shall\s+be|be)\s+(?:hereby\s+|now\s+|"
    r"accordingly\s+)?(?:withdrawn|revoked|rescinded|cancell?ed|superseded|replaced|retracted|"
    r"void|obsolete)\b|"
    r"\bhereby\s+(?:withdrawn?|revoked?|rescind\w*|cancel\w*|supersed\w*|retract\w*)\b|"
    # a correction that names the earlier text by its place and says it lapsed: "Corrigendum
    # to the note above (its objective no longer applies)", "Update on my earlier e-mail
    # (superseded)"
    r"\b(?:to|of|on|for)\s+(?:the|our|my|your|this)\s+(?:(?:earlier|previous|prior|preceding)\s+)?"
    r"(?:instruction|brief|request|letter|e-?mail|message|note|memo\w*|mandate|wording|text|"
    r"version|draft|resolution|paper|minutes|section|paragraph|clause|policy)s?"
    r"(?:\s+(?:above|earlier|before))?\b[^:\n]{0,80}?\b(?:no\s+longer\s+(?:applies|applicable|"
    r"stands|valid|current|in\s+force)|withdrawn|superseded|revoked|rescinded|void|lapsed)\b",
    re.IGNORECASE,
)
#: a withdrawal that points forward at what follows withdraws that ("the objective below is
#: withdrawn: …")
_CATAPHOR: Final = re.compile(
    r"\b(?:below|following|as\s+follows|hereunder|set\s+out\s+(?:below|hereafter))\b", re.I
)


def withdraws_earlier(label: str) -> bool:
    """Whether a line's label withdraws an earlier text rather than the words it heads:
    "Further to our instruction of last week, which is hereby withdrawn in so far as it
    concerns the objective: <new words>" withdraws last week's instruction, and the words after
    its colon replace it, while "Old objective (withdrawn): …" withdraws what it heads."""
    return _EARLIER_TEXT.search(label) is not None and _CATAPHOR.search(label) is None


# --- definitions ------------------------------------------------------------------------------

#: a definition: a quoted or capitalised term and a verb of defining ('"Tracking Error" means
#: …', 'Active Risk shall mean …', '"Volatility" is defined as …')
_DEFINITION: Final = re.compile(
    # an unquoted term is a capitalised phrase of two words or more heading its line (after a
    # clause number): "2.3 Active Risk means …", not "This means …"
    r"(?P<term>[\"“'‘][^\"”'’\n]{1,60}[\"”'’]|(?m:^)[ \t]*(?:\d+(?:\.\d+)*\s+)?"
    r"(?!(?:This|That|These|Those|It|Which|What|Our|The|Your|Their)\b)"
    r"(?:[A-Z][\w-]*\s+){1,4}[A-Z][\w-]*)\s+"
    r"(?:means|shall\s+mean|will\s+mean|is\s+defined\s+as|shall\s+be\s+defined\s+as|"
    r"refers\s+to|denotes|shall\s+have\s+the\s+meaning|has\s+the\s+meaning)\b"
)
#: a term that names what the requester pursues: its definition states the objective
_AIM_TERM: Final = re.compile(
    r"\b(?:objectives?|aims?|goals?|targets?|purposes?|polic(?:y|ies)|strateg(?:y|ies)|"
    r"mandates?|missions?)\b",
    re.IGNORECASE,
)
#: where a definition ends: its sentence, or a clause coordinated after a comma ("…, and the
#: Manager shall seek …")
_DEFINITION_END: Final = re.compile(
    r"[.!?](?=\s|$)|;|\n|,\s+(?:and|but|while|whilst|whereas|provided)\b", re.IGNORECASE
)


def _measure_definitions(text: str) -> list[Span]:
    """Definitions of a term that is not an aim: a definition states what it defines ('"Tracking
    Error" means the standard deviation of …' says what tracking error is, not that it is to be
    minimised), while one of the objective itself ('"Investment Objective" means the
    minimisation of …') states the objective and stays."""
    quotes = _quotes(text)
    found: list[Span] = []
    for m in _DEFINITION.finditer(text):
        if _AIM_TERM.search(m.group("term")):
            continue
        stop = next(
            (e for e in _DEFINITION_END.finditer(text, m.end()) if not _inside(e.start(), quotes)),
            None,
        )
        found.append((m.start(), stop.start() if stop else len(text)))
    return found


# --- all of it ----------------------------------------------------------------------------------


def foreign_spans(text: str, *, definitions: bool = True) -> list[Span]:
    """The spans of `text` that are not the request's own terms in force: another vehicle's
    text, a version not in force, a deleted or replaced text, a measure's definition (sorted,
    possibly overlapping). A limit reader keeps the definitions (`definitions=False`): a
    defined term's meaning ('"Permitted Range" means 2.5 to 5 per cent') is the number a
    restriction using it states."""
    return sorted(
        [
            *_vehicle_sections(text),
            *_disowned_sentences(text),
            *_versions(text),
            *_deleted(text),
            *(_measure_definitions(text) if definitions else []),
        ]
    )


def names_other_vehicle(passage: str, text: str) -> bool:
    """Whether `passage` (a part of `text`) names another vehicle than the one `text` makes its
    subject: one by its proper name ("the Meridian Asia Credit Sub-Fund") that `text` does not
    define as its own, or one named as another ("another sub-fund", "the other share class").
    A limit figure said of it is that vehicle's, not the request's."""
    if _ANOTHER.search(passage):
        return True
    ours = _ours(text)
    return any(_name(m.group(0)) not in ours for m in _named_vehicles(passage))


#: a field or a row that names the message's vehicle: "Fund: Meridian Global Equity Sub-Fund",
#: "| Fund | Meridian … |", "fund_name: …", "Portfolio = …"
_SUBJECT_LABEL: Final = re.compile(
    r"(?im)^[ \t>*#_|-]*(?:the\s+)?(?:sub[-_ ]?fund|fund|portfolio|account|vehicle|compartment|"
    r"scheme|mandate|client\s+account)(?:[-_ ](?:name|in\s+scope))?\s*(?:[:=|\t])\s*"
    r"(?P<name>[^\n|]+)"
)


def subject_names(text: str) -> set[str]:
    """The names (as compared) of the vehicles `text` makes its subject: one defined as its own
    ('the X Sub-Fund (the "Sub-Fund")'), the object of "this memo concerns …", or the value of a
    field or row that names the vehicle ("Fund: X Sub-Fund")."""
    names = _ours(text)
    for m in _SUBJECT_LABEL.finditer(text):
        named = _named_vehicles(m.group("name"))
        if named and named[0].start() < 6:
            names.add(_name(named[0].group(0)))
    return names


def vehicles_named(passage: str) -> list[tuple[int, int, str]]:
    """The vehicles `passage` names by a proper name, with their spans and their names as
    compared ("meridian asia credit sub-fund", "class b shares"); "the Sub-Fund" or "this
    Portfolio" names none."""
    return [(m.start(), m.end(), _name(m.group(0))) for m in _named_vehicles(passage)]


def others_named(passage: str) -> list[tuple[int, int]]:
    """The spans where `passage` names a vehicle as another ("another sub-fund", "the other
    class")."""
    return [(m.start(), m.end()) for m in _ANOTHER.finditer(passage)]


def within_foreign(text: str, start: int, end: int) -> bool:
    """Whether the words `text[start:end]` lie inside a passage that is not the request's own."""
    return any(a <= start and end <= b for a, b in foreign_spans(text))


__all__ = [
    "foreign_spans",
    "names_other_vehicle",
    "others_named",
    "subject_names",
    "vehicles_named",
    "withdraws_earlier",
    "within_foreign",
]
