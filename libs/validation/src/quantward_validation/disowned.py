"""A value the next sentence disowns: replaced, someone else's, turned down, or unlike ours.

Research and the press a client forwards carry figures that are not the client's limit, and the
client often says so only in the sentence after the figure, pointing back at it: "The 2024
guidelines put it at 50 %. Those were replaced on 1 January; …", "Kestrel's bear case has
clients at 40 %. That is their scenario, not our mandate …", "The strategist recommends 500 %
gross. We are not adopting that.", "A rival runs it at 400 bp. Ours is different: …". The
figure before such a sentence is not a value in force, whatever its words; the provenance
check (`quantward_validation.provenance`) reads each cited value's next sentence through
`disowning_next`. A relative clause right after the figure may say it too ("The parent index
applies 15 %, which we did not carry over"): `not_taken_up` reads it.
"""

from __future__ import annotations

import re
from typing import Final

#: a pointer back at the sentence before: "those", "that", "the old guidelines"
_BACK: Final = (
    r"(?:that|this|those|these|it|they|the\s+former|the\s+(?:old|earlier|previous|prior)\s+\w+)"
)
#: words of a figure that is an opinion or a projection, not a rule
_OPINION: Final = (
    r"(?:scenarios?|views?|cases?|calls?|forecasts?|estimates?|recommendations?|targets?|"
    r"assumptions?|projections?|opinions?|numbers?|figures?|positioning|models?|guess(?:es)?|"
    r"ideas?|take|bets?)"
)
#: who may own such a figure: "their", "Kestrel's", "the broker's", "the strategist's"
_OWNER: Final = (
    r"(?:their|his|her|[a-z][\w&.-]*(?:['’]s|s['’])|the\s+(?:broker|strategist|bank|house|street|"
    r"sell[\s-]side|analysts?|press|newspaper|wire)['’]s?)"
)
#: who decides for the client: "we", "the committee", "the board", "the IC", "the trustees"
#: (one corporate trustee decides in the singular, and a body may be named with its remit:
#: "the Trustee", "the risk committee", "the board of directors", "the governing council")
_WE: Final = (
    r"(?:we|the\s+(?:(?:[\w-]+\s+){0,2}?(?:committee|board|trustees?|council|directors|"
    r"governors|fiduciar(?:y|ies))|ic|isc|irc|alco|client|board\s+of\s+\w+)|"
    # ... and the owner a public fund answers to, which sets its mandate: "the Ministry",
    # "the finance ministry", "the government", "the owner", "Parliament"
    r"(?:the\s+)?(?:(?:[\w-]+\s+){0,2}?(?:ministry|government|owners?|parliament|cabinet))|"
    # ... and those the client answers to, as its own: "our investors", "our LPs", "our board"
    r"our\s+(?:(?:anchor|lead|main)\s+)?(?:investors?|lps?|clients?|board|committee|trustees|"
    r"ic|members|shareholders|unitholders))"
)
#: the documents a provider's or a fund's own rules are written in
_OWN_RULES: Final = (
    r"(?:methodolog(?:y|ies)|rule\s*books?|index\s+rules|ground\s+rules|rules|prospectus|"
    r"supplement|specification|spec|term\s+sheet|investment\s+guidelines|guidelines|ips)"
)
_DISOWNING: Final = re.compile(
    r"^\W*(?:"
    # ... replaced: "Those were replaced on 1 January", "That has since been superseded"
    rf"{_BACK}\s+(?:\w+\s+){{0,2}}?(?:was|were|has|have|had|is|are)\s+"
    r"(?:(?:since|now|already|long|just|recently|formally)\s+)?(?:been\s+)?"
    r"(?:replaced|superseded|withdrawn|rescinded|revoked|repealed|retired|scrapped|dropped|"
    r"abandoned|overridden|overtaken)\b|"
    rf"{_BACK}\s+(?:no\s+longer|(?:does|do)\s*(?:not|n['’]t))\s+(?:appl|hold|stand|bind)\w*|"
    # ... someone else's: "That is their scenario", "That's Kestrel's view, not ours"
    r"(?:that|this|it|those|these)(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+"
    rf"(?:only\s+|just\s+|merely\s+|purely\s+)?{_OWNER}\s+(?:[\w-]+\s+){{0,2}}?{_OPINION}\b|"
    r"(?:that|this|it|those|these)(?:['’]s|\s+is|\s+was|\s+are|\s+were)\b[^.;]{0,60}?"
    r"\bnot\s+(?:ours|our\s+\w+|for\s+us)\b|"
    # ... turned down: "We are not adopting that", "The committee has declined it"
    rf"{_WE}\s+(?:(?:are|is|were|will|shall|do|did|have|has|wo|would|ca)\s*)?(?:not|n['’]t|never)\s+"
    r"(?:be\s+)?(?:adopt|follow|tak|accept|act(?:ing)?\s+on|go(?:ing)?\s+with|us|match|copy"
    r"|copying)\w*|"
    rf"{_WE}\s+(?:(?:have|has|had)\s+)?(?:rejected|declined|turned\s+down|dismissed|ignored|"
    r"passed\s+on)\s+(?:that|this|it|them|the\s+\w+)|"
    # ... disagreed with, as authors answer a referee: "We respectfully disagree", "We do not
    # agree", "The committee must decline"
    rf"{_WE}\s+(?:(?:respectfully|strongly|must|have\s+to|would|politely)\s+){{0,2}}"
    r"(?:disagree|decline|demur|object)\b|"
    rf"{_WE}\s+(?:do|does|did|can|could)\s*(?:not|n['’]t)\s+agree\b|"
    # ... unlike ours: "Ours is different", "Our own limit differs", "Ours is tighter"
    r"(?:ours|our\s+own(?:\s+\w+)?|our\s+(?:limit|figure|number|cap|mandate|guidelines?|"
    r"policy|rule)|"
    # ... or the writer's own rules named by their document: "Our methodology is tighter",
    # "Our rulebook differs", "Our index rules are stricter"
    rf"our\s+(?:[\w-]+\s+)?{_OWN_RULES})\s+(?:(?:is|are)\s+(?:quite\s+|very\s+|rather\s+|much\s+)?(?:different|"
    r"lower|higher|tighter|stricter|looser|another)|differs?)\b"
    r")",
    re.IGNORECASE,
)


def disowning_next(following: str) -> bool:
    """Whether `following`, the sentence after a value's, disowns the sentence before it."""
    return _DISOWNING.match(following) is not None


#: a sentence that opens by setting ours against what came before, with a figure of its own:
#: "Our own policy, which the Board set, is 6x", "Ours: 2x", "in our mandate the cap is 2x"
#: ("our own" is said only against
#: someone else's; "the same", "as well" agree with it)
_OURS_AGAINST: Final = re.compile(
    # (... or in what is ours, named: "in our bespoke mandate the cap is 2.4x", "under our own
    # IMA it is 5 %", "but in our fund …")
    r"^\W*(?:(?:(?:but|while|whereas)\s+)?(?:in|under|for)\s+our\s+|ours\b|our\s+own\b)"
    r"(?![^.;\n]*\b(?:same|as\s+well|too|also|likewise|agrees?)\b)"
    r"[^.;\n]{0,80}?\d",
    re.IGNORECASE,
)


def ours_set_against(following: str) -> bool:
    """Whether `following`, the sentence after a value's, sets the writer's own figure against
    it ("Sell-side notes put the streamers at 3x. Our own policy … is 6x."): the value before
    is someone else's. The caller checks the two sentences speak of one limit."""
    return _OURS_AGAINST.match(following) is not None


#: the object a turning-down names in full rather than pointing back: "the Committee never
#: adopted the survey figure", "we did not follow the broker's template"
_TURNED_DOWN_OBJECT: Final = re.compile(
    rf"^\W*{_WE}\s+(?:(?:are|is|were|will|shall|do|did|have|has|had|wo|would)\s*)?"
    r"(?:not|n['’]t|never)\s+(?:be\s+)?(?:adopt|follow|tak|accept|us|match|cop)\w*\s+"
    r"(?:the|their|its|any)\s+(?P<object>[\w'’-]+(?:\s+[\w'’-]+){0,2})",
    re.IGNORECASE,
)
#: the nouns that say only that the object is a figure, naming no source
_FIGURE_NOUN: Final = frozenset(
    {
        "figure",
        "figures",
        "number",
        "numbers",
        "level",
        "levels",
        "limit",
        "limits",
        "value",
        "values",
        "one",
        "proposal",
        "suggestion",
        "change",
        "idea",
        "cap",
        "floor",
        "rate",
    }
)


def disowns_elsewhere(following: str, own: str) -> bool:
    """Whether the turning-down in `following` names its object by a source that `own`, the
    value's own sentence, does not name: "Our IPS sets 25 bps; the Committee never adopted the
    survey figure" turns down the survey's figure said before, not the IPS's own. A pronoun
    ("we did not adopt that") or a bare figure noun points back at the value."""
    found = _TURNED_DOWN_OBJECT.match(following)
    if found is None:
        return False
    said = set(re.findall(r"[a-z]+", own.lower()))
    source = [
        w
        for w in re.findall(r"[a-z]+", found.group("object").lower())
        if w not in _FIGURE_NOUN and len(w) > 3
    ]
    return bool(source) and not any(w in said for w in source)


#: a relative clause right after a figure that says the writer did not take it up: ", which we
#: did not carry over", ", which the committee has not adopted", "that we chose not to follow"
_NOT_TAKEN_UP: Final = re.compile(
    r"^[^.;:()\d]{0,25}?,?\s*(?:which|that)\s+"
    rf"{_WE}\s+(?:(?:have|has|had|did|do|does|will|would|chose|decided|opted|elected)\s*)?"
    r"(?:not|n['’]t|never)\s+(?:to\s+)?(?:(?:been\s+)?(?:carr(?:y|ied)\s+(?:\w+\s+)?(?:over|"
    r"across|forward)|adopt|follow|tak(?:e|en)\s+(?:over|up|on)|import|inherit|replicat|mirror|"
    r"copy|copied|match|accept|retain|keep|kept|use|used|apply|applied)\w*)\b",
    re.IGNORECASE,
)


#: ... or a clause of contrast after the figure's own that says the client's side turned it
#: down: "…, but our investors would not sign up to it", "…, yet the board never accepted
#: it", "…, though we declined it"
_TURNED_DOWN_AFTER: Final = re.compile(
    r"^[^.;:()\d]{0,80}?,?\s+(?:but|yet|though|although|however,?)\s+"
    rf"{_WE}\s+(?:(?:have|has|had|did|do|does|will|would|wo|could|can|ca|were|was|are|is)\s*)?"
    # (a choice not to: "chose not to follow it", "decided not to adopt it")
    r"(?:(?:chose|decided|opted|elected)\s+)?"
    r"(?:(?:(?:not|n['’]t|never)\s+(?:to\s+)?(?:be\s+)?(?:sign(?:ed|ing)?\s+(?:up\s+)?(?:to|for|off\s+on)|"
    r"agree(?:d|ing)?\s+(?:to|with)|go(?:ne|ing)?\s+along\s+with|accept\w*|adopt\w*|"
    # (... or not put to use: "but we did not use that template", "never applied it")
    r"follow\w*|wear|approve[ds]?|countenance[ds]?|use[ds]?|using|appl(?:y|ied|ies)|"
    r"implement\w*|take\s+up|took\s+up)|"
    r"refused|declined|rejected|vetoed|turned\s+down|said\s+no\s+to|pushed\s+back\s+on)"
    # ... the figure pointed back at: "it", "that", "the proposal"
    r"\s+(?:it|that|this|them|those|these|the\s+[\w-]+)\b|"
    r"turned\s+(?:it|that|this|them)\s+down\b)",
    re.IGNORECASE,
)


#: ... or a clause after the figure's own that says the figure binds nobody: "…, but it binds
#: no one", "…, though that is not binding", "…, which is merely advisory", "…, yet it has no
#: legal force" (a wish, a letter or a draft someone wrote down, not a limit)
_NO_FORCE_AFTER: Final = re.compile(
    r"^[^.;:()\d]{0,80}?,?\s+(?:but|yet|though|although|which|and)\s+"
    r"(?:(?:it|that|this|they|those|these|the\s+[\w-]+)\s+)?(?:"
    r"(?:is|are|was|were)\s*(?:not|n['’]t|never)\s+(?:legally\s+|formally\s+)?binding|"
    r"(?:is|are|was|were)\s+(?:only\s+|merely\s+|purely\s+|just\s+)?(?:non[\s-]?binding|"
    r"advisory|aspirational|precatory)|"
    r"binds?\s+(?:no[\s-]?one|nobody|none\s+of\s+us|no\s+(?:trustee|one\s+at\s+all))|"
    r"(?:does|do|did)\s*(?:not|n['’]t)\s+bind\b|"
    r"(?:has|have|had|carries|carry|carried)\s+no\s+(?:legal\s+|binding\s+|formal\s+)?"
    r"(?:force|standing|effect|authority))",
    re.IGNORECASE,
)


#: ... or a clause of contrast after the figure's own that says it is not the writer's: "…, but
#: that's not our document", "…, though that is not our number", "…, yet those aren't ours"
_NOT_OURS_AFTER: Final = re.compile(
    r"^[^.;:()\d]{0,80}?,?\s+(?:but|yet|though|although)\s+(?:that|this|it|those|these|they)"
    r"(?:['’]s|['’]re|\s+is|\s+are|\s+was|\s+were)\s*(?:not|n['’]t)\s+"
    r"(?:ours|our\s+[\w-]+|for\s+us|binding\s+on\s+us)\b",
    re.IGNORECASE,
)


#: ... or a clause after the figure's own that says the source it stood in has since been
#: replaced: "…, but that draft was replaced", "…, though that version has since been
#: superseded", "…, which was withdrawn in March" (a passive: "…, which replaced the old one"
#: says the figure's source replaced another, not that it was)
_SOURCE_REPLACED_AFTER: Final = re.compile(
    r"^[^.;:()\d]{0,80}?,?\s+(?:but|yet|though|although|which|and)\s+"
    r"(?:(?:it|that|this|they|those|these|the\s+[\w-]+)(?:\s+[\w-]+)?\s+)?"
    r"(?:is|are|was|were|(?:has|have|had)(?:\s+(?:since|now|long|already))?\s+been)\s+"
    r"(?:(?:since|now|later|subsequently|already|long|formally|officially)\s+)?"
    r"(?:replaced|superseded|withdrawn|rescinded|revoked|repealed|retired|scrapped|dropped|"
    r"abandoned|discarded|overtaken|overruled|set\s+aside)\b",
    re.IGNORECASE,
)


def not_taken_up(after: str) -> bool:
    """Whether `after`, the text right after a figure, opens a relative clause saying the
    writer did not take the figure up ("…, which we did not carry over to our index"), or a
    clause of contrast saying the client's side turned it down ("… is standard at the bank,
    but our investors would not sign up to it"), or one saying it binds nobody ("… hoped for 9 %,
    but it binds no one", `_NO_FORCE_AFTER`), or that its source has since been replaced ("…
    said 9 %, but that draft was replaced", `_SOURCE_REPLACED_AFTER`)."""
    return (
        _NOT_TAKEN_UP.match(after) is not None
        or _TURNED_DOWN_AFTER.match(after) is not None
        or _NO_FORCE_AFTER.match(after) is not None
        or _NOT_OURS_AFTER.match(after) is not None
        or _SOURCE_REPLACED_AFTER.match(after) is not None
    )
