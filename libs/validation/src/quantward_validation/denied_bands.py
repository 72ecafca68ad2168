"""A band named only to be denied as room: the point beside it is the level.

"The 15–30 % corridor is an escalation trigger, not a discretionary range: the level is 30 %",
"the vote listed 1x and 2x as options, not a band; the members picked 2x", "a warning
bracket rather than a range the desk may run anywhere in", "keep it at 6 %, not anywhere in
3–6 %", "10 % and 20 % were the two
alternatives on the ballot": the two figures are a trigger or a choice between points, never
an interval the manager may sit anywhere inside. What the sentence names as the level chosen
("the level is", "the only figure allowed is", "the Snapshot picked", "the board settled on")
is then a point, and the band beside it bounds nothing (`mandate`). So is the level a sentence
keeps right after one that turns a band down ("the 10–20 % range in the draft was not adopted;
the Board kept the cap at 20 %"): the band never passed, and the kept level is the only one.
A sign-off line that turns down the band proposed in the sentence before it ("proposal to let
sector weights float within 15 %–30 %. Status: Rejected (CRO). Sector weights remain 30 %")
turns it down as well.

A plain "not" before a band that is no denial of its kind is left alone: "must not exceed the
band" limits, "not outside the range" bounds.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.polarity_europe import HYPOTHETICAL as EUROPEAN_REFUSAL

#: the nouns of an interval that would give room
_BAND: Final = r"(?:band|range|corridor|bracket|interval|bandwidth|spread)s?"
#: what a band would have to be to give the manager room, named so it can be denied: the
#: discretion, the delegation, the latitude ("… is historical disclosure, not discretion",
#: "… the consultant's survey range, not a delegation", "not a grant of authority")
NO_ROOM_NOUNS: Final = (
    r"(?:discretion(?:ary\s+(?:room|authority|power))?|delegation|delegated\s+authority|"
    r"latitude|leeway|licen[cs]e|grant(?:\s+of\s+(?:discretion|authority|latitude))?|"
    r"authori[sz]ation|permission|mandate\s+to\s+\w+)"
)
#: a band whose grant is refused by whoever would give it, a negated verb of agreeing, handing
#: over or granting before the band: "we can't agree to a 8-10 % range", "I won't hand you a band
#: of 50 to 75 %", "the trustees will not give the treasurer a 12-18 % corridor", "never
#: granted any range"
WITHHELD: Final = (
    r"(?:\b(?:not|never|cannot)\b|n['’]t\b)\s+(?:\w+\s+){0,2}?"
    r"(?:(?:agree|consent|assent|hand|give|grant|offer|extend|delegate|approve|accept)"
    r"(?:s|d|ed|ing|n)?|"
    # ... or of taking the band up at all: "we are NOT doing a 180-300bp band", "we won't
    # run a corridor", "not introducing a range", "not going with a band"
    r"do|does|did|doing|done|run|runs|running|ran|have|having|introduc(?:e|es|ed|ing)|"
    r"adopt(?:s|ed|ing)?|us(?:e|es|ed|ing)|allow(?:s|ed|ing)?|go(?:es|ing)?\s+(?:with|for)|"
    r"went\s+(?:with|for)|set(?:ting)?\s+up|mov(?:e|es|ed|ing)\s+to|switch(?:es|ed|ing)?\s+to)"
    r"\s+(?:(?:you|him|her|them|us|it|the\s+[\w-]+|to|on|out|over|up)\s+){0,2}"
    r"(?:an?|any|the|this|that)\s+(?:[\w.,%‰-]+\s*){0,4}?"
    rf"{_BAND}\b|"
    # ... or the band with its figures refused by "no": "stays 8 % of NAV. no 8-10 % of NAV
    # band, not now"
    # (its figures in their unit: "no 180-300bp band", "no 1.2-1.6x corridor")
    r"\bno\s+(?:[\d.,%‰–-]+\s*(?:(?:bps?|pct|pts?|x|times|per\s*cent)\b\s*)?"
    r"(?:of\s+[\w-]+\s+)?){1,2}"
    rf"{_BAND}\b"
)
#: a band said not to be one: "not a (discretionary) range", ", not a band", "rather than a
#: corridor", "instead of a range"; or its ends named as points to choose from: "as options",
#: "as the two alternatives", "as discrete choices", "as candidate levels"
#: (the band's denial alone, a fragment `fixed_levels` joins to its no-room words: a level
#: fixed beside a band that is no room is held exactly)
NOT_A_BAND: Final = (
    # ... or the consent a band needs withheld: "the holders have not consented to a band",
    # "the trustees never agreed to a range"; and "not anywhere in" the band beside the point
    # ("hold it at 60 %, not anywhere in 30–60 %")
    rf"\b(?:not|never)\s+(?:(?:yet|formally)\s+)?(?:consented|agreed|assented|signed\s+off)\s+"
    rf"(?:to|on)\s+(?:an?|any|the)\s+(?:[\w-]+\s+){{0,2}}?{_BAND}\b|"
    # (or "not even within" it: "the Board will not delegate this, not even within 60-75 %")
    r"[,:;(—–-]\s*(?:and\s+|but\s+)?not\s+(?:anywhere|even(?:\s+anywhere)?)\s+"
    r"(?:in|within|between|inside)\b|"
    # ... or the consent, the handing over or the grant of a band refused by whoever would give
    # it: "we can't agree to a 8-10 % range", "I won't hand you a band of 50 to 75 %", "the
    # trustees will not give the treasurer a 12-18 % corridor" (`WITHHELD`)
    rf"{WITHHELD}|"
    # ... or a band said to delegate nothing: "the 4-5 % range is illustrative only and
    # delegates nothing to the Manager", "grants no latitude"
    r"\b(?:delegates?|grants?|gives?|confers?)\s+(?:nothing|no\s+(?:room|latitude|leeway|"
    r"discretion|authority))\b|"
    rf"\bnot\s+(?:an?|one)\s+(?:[\w-]+\s+){{0,2}}?{_BAND}\b|"
    # ... or denied as a setting anyone chooses: "it is not a parameter anyone may choose",
    # "not a setting the licensee gets to pick", "not a dial for the desk to turn"
    r"\bnot\s+(?:an?|one)\s+(?:[\w-]+\s+)?(?:parameter|setting|variable|lever|dial|knob|"
    r"choice|input)\s+(?:that\s+|which\s+)?(?:(?:any|no)(?:one|body)|we|you|they|the\s+[\w-]+|"
    r"[\w-]+)?\s*(?:may|can|could|might|gets?\s+to|is\s+free\s+to|are\s+free\s+to|"
    r"for\s+(?:[\w-]+\s+){0,2}to)\s+(?:choose|pick|set|select|vary|tune|adjust|move|turn|"
    r"change)\b|"
    # ... or named only as what triggers a review or an alert: "is only the band that triggers
    # an ad-hoc review", "merely a range which prompts escalation"
    rf"\b(?:only|merely|just|solely|simply)\s+(?:the|a|an)\s+(?:[\w-]+\s+)?{_BAND}\s+"
    r"(?:that|which)\s+(?:triggers?|prompts?|flags?|sets?\s+off|initiates?|starts?|opens?)\b|"
    rf"[,:;(—–-]\s*(?:and\s+|but\s+)?not\s+(?:[\w-]+\s+)?{_BAND}\b|"
    rf"\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s+(?:an?\s+)?(?:[\w-]+\s+){{0,2}}?"
    rf"{_BAND}\b|"
    # ... or any value of it refused: "It is 3x, not any number you like between 1.5x and 3x",
    # "not whatever level the desk wants within"
    # (or "not anything between 2 % and 4 %", "never just anything you like within")
    r"\b(?:not|never|rather\s+than|instead\s+of)\s+(?:just\s+)?(?:(?:any|whatever|whichever)\s+"
    r"(?:value|level|number|figure|point|setting)s?|anything)\b(?:\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:like|likes|want|wants|choose|chooses|pick|picks|please|pleases|fancy|fancies))?\s+"
    r"(?:in|within|inside|between|from)\b|"
    # ... or any place in it refused: "keep it at 6 %, not anywhere in 3 %–6 %", "rather than
    # anywhere between 1x and 2x"
    # (or quoted back at whoever asked: "it's 4 %, not 'somewhere in 2–4 %'")
    r"\b(?:not|never|rather\s+than|instead\s+of|as\s+opposed\s+to)\s+(?:just\s+)?['‘\"“]?"
    r"(?:anywhere|wherever|somewhere)\s+(?:in|within|inside|between|from)\b|"
    # ... or the band named and then denied as the room itself: "the 5–10 % range in the
    # prospectus is historical disclosure, not discretion for the desk", "the survey's range,
    # not a delegation", ", and not latitude to run anywhere in it" (`NO_ROOM_NOUNS`)
    rf"[,:;(—–-]\s*(?:and\s+|but\s+)?(?:not|never)\s+(?:an?\s+|any\s+)?(?:[\w-]+\s+)?"
    rf"{NO_ROOM_NOUNS}\b"
)
_DENIED: Final = re.compile(
    rf"{NOT_A_BAND}|"
    r"\bas\s+(?:(?:the|two|its|their|separate|distinct|discrete)\s+){0,2}"
    r"(?:options|alternatives|choices|candidates|candidate\s+levels|(?:discrete\s+)?points)\b"
)
#: words right before a figure that name it as the level chosen or in force: "the level is",
#: "the only level allowed is", "the actual figure will be", "the Snapshot picked", "the board
#: settled on", "went with", "opted for", "level:"
_CHOSEN_BEFORE: Final = re.compile(
    r"(?:\b(?:picked|chose|chosen|selected|settled\s+on|went\s+with|opted\s+for|voted\s+for|"
    r"decided\s+on|landed\s+on|ratified|adopted|kept|fixed|set)"
    r"(?:\s+(?:the\s+|a\s+)?(?:level|figure|value|point)\s+(?:of|at))?|"
    r"\b(?:the|its|that|this|one|a)\s+(?:only\s+|single\s+|actual\s+|binding\s+|chosen\s+)?"
    r"(?:level|figure|number|value|setting|point)"
    r"(?:\s+(?:allowed|permitted|in\s+force|that\s+applies|chosen|adopted))?"
    r"\s+(?:is|was|being|stays|remains|will\s+be)(?:\s+at)?|"
    r"\b(?:level|point|figure)\s*[:=])\s*$"
)

#: a band turned down as a whole: "the 10–20 % range in the draft was not adopted", "the
#: corridor the committee floated was rejected", "the proposed band was voted down"; or one
#: that never bound: "the range in the offering circular was indicative only", "… was not
#: carried into the final documents", "… never made it into the signed agreement"
#: (a fragment `fixed_levels` joins to its no-room words: a level fixed beside a band that
#: never bound is held exactly)
TURNED_DOWN: Final = (
    rf"\b{_BAND}\b[^.;\n]{{0,120}}?\b(?:(?:was|were|is|are|has\s+been|have\s+been|had\s+been)\s+"
    # (... after it was talked over: "a 7.5 %–15 % band was discussed and rejected")
    r"(?:(?:discussed|considered|debated|tabled|reviewed|floated|examined)\s+(?:and|but)\s+"
    r"(?:then\s+)?(?=rejected|turned|voted|declined|refused|vetoed|dropped|not\b))?"
    r"(?:(?:not|never)\s+(?:been\s+)?(?:adopted|approved|ratified|accepted|agreed|enacted|"
    r"passed|carried|retained|kept|incorporated|included|brought|written|"
    # (... or not backed by whoever would grant it: "was not supported", "not endorsed",
    # "not seconded", "not signed off", "not taken up")
    r"supported|endorsed|backed|seconded|upheld|sanctioned|granted|allowed|permitted|"
    r"authori[sz]ed|signed\s+off|taken\s+up|pursued|progressed|entertained)|rejected|"
    r"turned\s+down|voted\s+down|declined|refused|vetoed|dropped|"
    r"(?:only\s+|merely\s+|purely\s+)?(?:indicative|illustrative|non[\s-]?binding)\b)|"
    r"never\s+(?:made\s+it|took\s+effect|came\s+into\s+force|got\s+into)\b)"
)
_TURNED_DOWN: Final = re.compile(TURNED_DOWN)
_WITHHELD: Final = re.compile(WITHHELD)
#: a figure asked for in reported speech, not stated: "the PM asked whether the weight could
#: float between 5 % and 9 %", "the desk enquired if …", "requested that …"
_ASKED: Final = re.compile(
    r"\b(?:asked|enquired|inquired|queried|wanted\s+to\s+know|requested|sought|"
    r"put\s+(?:it\s+)?to\s+the\s+\w+)\s+(?:[\w'’-]+\s+){0,3}?(?:whether|if|that|for)\b",
    re.IGNORECASE,
)
#: a Japanese minute's or circular's word for a motion or request turned down, in kanji or
#: romanised: voted down (否決, hiketsu), rejected or dismissed (却下, kyakka), not approved
#: (不承認, fushōnin), not adopted (不採用, fusaiyō), shelved (見送り, miokuri), denied (否認,
#: hinin)
_JAPANESE_REFUSED: Final = (
    r"否決(?:された|となった|とする)?|却下|不承認|不採用|見送り|見送られた|否認|"
    r"hiketsu|kyakka|fush[oō](?:u|h)?nin|fusaiy[oō](?:u|h)?|miokuri"
)
#: the next sentence refusing it, its decider first: "The CIO declined", "The committee said
#: no", "Risk turned it down", "Declined.", "No."; a call note's or a form's answer label may
#: open it ("Answer: no, …", "Reply — declined.", "Response: No."); or the consent, approval
#: or vote the request needed, named and kept back ("Consent withheld", "Approval was not
#: given", "The resolution was defeated", "Vote: denied", "Request denied")
_DECLINED_NEXT: Final = re.compile(
    r"\s*(?:(?:answer|answered|reply|replied|response|outcome|a)\s*[:.—–-]\s*)?"
    r"(?:(?:(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2}?\s+)?(?:declined|refused|rejected|"
    r"vetoed|said\s+no|turned\s+(?:it|this|that|the\s+request)\s+down|did\s+not\s+agree|"
    r"disagreed|would\s+not\s+agree|withheld|denied|defeated|voted\s+down|did\s+not\s+consent|"
    r"would\s+not\s+consent|(?:was\s+|is\s+|were\s+)?not\s+(?:given|granted|approved|"
    r"forthcoming|obtained))\b|"
    r"\s*(?:no|declined|rejected|refused)\b[.:;,!]|"
    # ... or a Japanese minute's verdict word (`_JAPANESE_REFUSED`)
    rf"\s*(?:{_JAPANESE_REFUSED})\s*(?:\([^()\n]{{0,40}}\))?\s*[.:;,!。、；：]|"
    # ... or in the decider's own language, after its name or label: "VD: avslaget – 2,4
    # procent ligger fast", "CdA: respinta", "Diretoria: rejeitado" (`polarity_europe`)
    rf"(?:(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?\s*[:—–-]?\s*)?(?:{EUROPEAN_REFUSAL}))",
    re.IGNORECASE,
)
#: a band put forward, not yet in force: "proposal to let sector weights float within 15 %–30
#: %", "the PM requested a 1x to 2x corridor", "a motion to widen the range to 2–4 %"
_BAND_PROPOSED: Final = re.compile(
    r"\b(?:propos\w*|request\w*|suggest\w*|motion|recommend\w*|applied\s+for|"
    r"application)\b[^.;\n]{0,120}?\d[\d.,]*\s*(?:%|per\s*cent|pct|bps?|x)?\s*"
    r"(?:[–—-]|\bto\b|\band\b)\s*\d"
)
#: a decision line that turns down what was put forward before it: "Status: Rejected (CRO)",
#: "Decision: declined", "Outcome — not approved", "Rejected by the risk committee."
_STATUS_REFUSED: Final = re.compile(
    r"^\W*(?:(?:status|decision|outcome|result|resolution|ruling|verdict|disposition|"
    r"committee\s+decision|sign-?off|approval)\s*[:=—–-]\s*)?(?:rejected|declined|refused|vetoed|"
    r"denied|turned\s+down|voted\s+down|not\s+(?:approved|adopted|accepted|ratified|agreed|"
    rf"granted)|{_JAPANESE_REFUSED})\b"
)
#: a verb that keeps or fixes a level, right before it: "the Board kept the cap at", "held it
#: at", "left the limit at", "retained … at", "it remains at"; a verb of persistence may take
#: the level with no preposition ("tracking error remains 3 %", "stays 20 %")
_KEPT_BEFORE: Final = re.compile(
    r"\b(?:kept|keeps?|held|holds?|left|leaves|retained|retains?|maintained|maintains?|fixed|"
    r"set|stays?|stayed|remains?|remained)\s+(?:[\w'’-]+\s+){0,6}?(?:at|to|on)\s*"
    r"(?:an?\s+|the\s+)?$|"
    r"\b(?:stays?|stayed|remains?|remained)(?:\s+(?:unchanged|fixed|put))?\s+$"
)


def band_turned_down(lowered: str) -> bool:
    """Whether a lower-cased sentence says a band was turned down ("… was not adopted").

    Why: the level the next sentence keeps is then the only one; read as a cap, a plan could
    assume any level under it, as if the band had passed.
    """
    # (... or its grant withheld: "we can't agree to a 8-10 % range", `WITHHELD`)
    return _TURNED_DOWN.search(lowered) is not None or _WITHHELD.search(lowered) is not None


def asked_and_declined(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is what a sentence reports someone asking for ("the
    PM asked whether the weight could float between 5 % and 9 %") and the next sentence
    refuses ("The CIO declined: …").

    Why: a band asked for and refused gives no latitude; read as a range, it would let a plan
    assume any level inside it, and hide the level the refusal keeps (`mandate._current`).
    """
    opened = max(text.rfind(". ", 0, start), text.rfind("\n", 0, start)) + 1
    if _ASKED.search(text, opened, start) is None:
        return False
    # (a unit's abbreviation may carry the sentence's full stop: "between 5 pct and 9 pct.")
    since = end - 1 if text[end - 1 : end] == "." else end
    closing = re.compile(r"[.!?](?=\s|$)").search(text, since)
    if closing is None:
        return False
    return _DECLINED_NEXT.match(text, closing.end()) is not None


def band_proposed(lowered: str) -> bool:
    """Whether a lower-cased sentence puts a band forward ("proposal to let X float within
    15 %–30 %"): read as not in force, it leaves the decision to the line after it."""
    return _BAND_PROPOSED.search(lowered) is not None


def status_refused(lowered: str) -> bool:
    """Whether a lower-cased sentence is a decision line turning down what was put forward
    before it ("Status: Rejected (CRO)", "Decision: declined").

    Why: a sign-off matrix records the band in one line and its fate in the next; a band so
    turned down gives no latitude, and the level the text keeps is the only one.
    """
    return _STATUS_REFUSED.search(lowered) is not None


def kept_before(before: str) -> bool:
    """Whether the lower-cased words right before a figure keep or fix it ("kept … at")."""
    return _KEPT_BEFORE.search(before) is not None


def band_denied(lowered: str) -> bool:
    """Whether a lower-cased sentence says the band it names is no room ("a trigger, not a
    range", "listed as options, not a band").

    Why: the two ends of a trigger or of a ballot read as an interval would let a plan assume
    any level between them, a latitude the text takes away.
    """
    return _DENIED.search(lowered) is not None


def chosen_before(before: str) -> bool:
    """Whether the lower-cased words right before a figure name it as the level chosen or in
    force ("the level is", "the Snapshot picked"): in a sentence that denies a band, a point."""
    return _CHOSEN_BEFORE.search(before) is not None


__all__ = [
    "NOT_A_BAND",
    "TURNED_DOWN",
    "WITHHELD",
    "asked_and_declined",
    "band_denied",
    "band_proposed",
    "band_turned_down",
    "chosen_before",
    "kept_before",
    "status_refused",
]
