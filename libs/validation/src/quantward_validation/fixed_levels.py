"""A limit whose level is fixed for the manager: a point, not a cap a lower level sits inside.

"For the manager the limit is exactly 1,25x", "the issuer limit is precisely 5 %" and "the
limit is fixed at 7,5 % by the board; please do not change it: there is no bandwidth" say the
level of the limit itself is decided elsewhere: a plan that assumes another level, lower or
higher, sets a limit nobody gave it. A limit only said to be "fixed at" or "set at" a value is
still a cap (a board "fixes" the level of a ceiling as often as it freezes it), unless the clause
also takes all room from the level ("no bandwidth", "no discretion as to its level", "not to be
changed", "do not change it by yourself").

A range said to serve someone else's control only ("the corridor … is only for the monitoring of
the depositary bank", "used solely for the risk report", "for the custodian's surveillance")
gives the manager no room either: like a rebalancing-only band, it gives way to the point the
clause holds.
"""

from __future__ import annotations

import re
from typing import Final

from quantward_validation.band_withdrawn import WITHDRAWN
from quantward_validation.config_rigidity import CONFIG_NO_ROOM, HARDCODED
from quantward_validation.denied_bands import NOT_A_BAND, TURNED_DOWN
from quantward_validation.discretion_europe import REFUSALS
from quantward_validation.discretion_plain import REFUSALS as PLAIN_REFUSALS
from quantward_validation.discretion_research import REFUSALS as RESEARCH_REFUSALS
from quantward_validation.fixed_points import FIXED_POINT_NOUN
from quantward_validation.level_choice import decided_around, no_choice
from quantward_validation.reserved_decisions import REFUSALS as RESERVED_REFUSALS
from quantward_validation.votes import DEFEATED

#: a value held exactly, said right before it ("is exactly 20 %", "precisely 1,25x") or right
#: after it ("7,5 % exactly", "1,25x sharp", "4 % flat")
_EXACT_BEFORE: Final = re.compile(r"\b(?:exactly|precisely|strictly\s+equal\s+to)\s*$")
#: (… or said not to be configurable: "30 %, hardcoded", "1.8x (read-only)", `config_rigidity`)
_EXACT_AFTER: Final = re.compile(
    rf"^[\s,]*(?:exactly|precisely|sharp|flat)\b|^[\s,(—–-]*(?:{HARDCODED})"
)
#: a value fixed, set or kept, said right before it: "fixed at", "set at", "pinned at", "stays
#: at", "remains at", with the object or the one who fixed it between ("set the issuer ceiling
#: at", "fixed by the board at")
_FIXED_BEFORE: Final = re.compile(
    # (the verb in the present too: "the Indenture fixes X at 3 %", "the policy sets …")
    r"\b(?:fixed|fix|fixes|set|sets|pinned|pins|locked|locks|frozen|freezes|held|holds|hold|kept|"
    r"stays?|remains?|stay|remain|keep|keeps|"
    r"leave|leaves)\s+"
    # ("is set as 5 %", "remains as 25 %": a translator's "as")
    # (the object may be a long defined term: "fixes the Aggregate Principal Balance of any one
    # Obligor at"), a subject named by its role with its qualifiers ("fixes exposure to any
    # single gilt repo or TRS counterparty at"), or a subject with its parts ("fixes the
    # combined weight of all listed property and infrastructure funds at")
    # (... and an aside that lists what the subject covers is one word of it: "fixes the limit
    # on each factor exposure (size, value, momentum and the rest) at")
    # (... and a subject written as a ratio is words of it too: "fixes the limit on the
    # abs(net) / GMV ratio at")
    # (... and a distance that says which positions the subject counts is words of it too:
    # "fixes the notional with KI barriers within 10% of spot at", `measure_parameters`)
    # (... and a subject with the part of the book it is a share of: "fixes the limit on the
    # share of the fixed-income portfolio in any single corporate issuer at", sixteen words)
    r"(?:(?:[\w'’-]+(?:\([\w'’/ -]{1,30}\))?|/|\([^()\d%]{0,100}\)|"
    r"(?:within|inside)\s+\d+(?:[.,]\d+)?\s*%)\s+){0,16}?(?:at|to|on|as)"
    # ... and the level named as a fixed point: "held at a fixed target of", "kept at a set
    # level of" (`fixed_points`)
    rf"(?:\s+{FIXED_POINT_NOUN})?\s*$|"
    # ... or a verb of fixing that takes the level as its object, with no preposition: "Not
    # delegated: Trustee fixes 2.4 per cent", "the IC sets 3x", "the Board pinned 12 %"
    r"\b(?:fixe[sd]|fix|sets|pin(?:s|ned)|lock(?:s|ed))\s*$"
)
#: a band said before and taken back in the same breath, in favour of a point: "I know we said
#: 10 % to 20 % but nah, keep it at 20 %", "we had agreed 1x-2x, but forget that: 1.5x", "the
#: range was 5-8 %, but not any more". The band gave room; taking it back leaves none. ("but no
#: more than 15 %" takes nothing back: its "no" opens a limit.)
BAND_TAKEN_BACK: Final = re.compile(
    r"\b(?:said|agreed|had|discussed|talked\s+about|went\s+with|settled\s+on|was|were|"
    r"used\s+to\s+be)\b[^.;\n]{0,80}?\d[^.;\n]{0,80}?\bbut\s*,?\s+(?:nah|nope|"
    r"no(?!\s+(?:more|less|higher|lower|greater|fewer|bigger|smaller|further|later)\b)|"
    r"not\s+any\s*more|no\s+longer|forget\s+(?:that|it)|scratch\s+that|scrap\s+that|"
    r"changed\s+my\s+mind|i['’]?ve\s+changed\s+my\s+mind)\b",
    re.IGNORECASE,
)
#: a change of the level, as a verb or a noun
_CHANGE: Final = (
    r"(?:change|changed|changing|move|moved|moving|alter|altered|vary|varied|varying|adjust|"
    r"adjusted|adjusting|modify|modified|modification|modifying|deviate|deviation|depart|touch|"
    r"touched)"
)
#: who may be given or refused room over a level, as a noun modifier or a possessive ("PM",
#: "portfolio-manager", "desk", "the manager's", "trader's")
_AGENT: Final = (
    r"(?:the\s+)?(?:pm|pms|portfolio[\s-]+managers?|investment[\s-]+managers?|managers?|"
    r"desk|team|traders?|advis[eo]rs?|fund[\s-]+managers?|strategy)(?:['’]s|s['’])?"
)
#: the clause takes every room from the level: "there is no bandwidth", "no corridor", "no
#: discretion as to its level", "please do not change it (by yourself)", "not to be modified",
#: "cannot be moved", "without any tolerance", "without any possibility of change", "not
#: negotiable"
_NO_ROOM: Final = re.compile(
    r"\b(?:no|without\s+any|without)\s+"
    # ... the agent refused the room may stand between: "no PM discretion", "no desk latitude",
    # "no portfolio-manager discretion", "no trader's leeway"
    rf"(?:{_AGENT}\s+)?"
    r"(?:band|bandwidth|range|corridor|tolerance|leeway|"
    r"latitude|flexibility|room|discretion|margin|wiggle\s+room|freedom)\b|"
    rf"\b(?:do|does|must|may|shall|should|can|could|will)\s*(?:not|n['’]t)\s+(?:be\s+)?{_CHANGE}\b|"
    rf"\bnot\s+to\s+be\s+{_CHANGE}\b|\bcannot\s+(?:be\s+)?{_CHANGE}\b|"
    r"\b(?:no|without\s+any|without)\s+(?:possibilit(?:y|ies)|right|option)\s+(?:of|to|for)\s+"
    rf"(?:an?\s+)?{_CHANGE}|"
    r"\b(?:not|non)[\s-]+negotiable\b|"
    # ... or every change of it sent back to the body that decided it: "any change needs a new
    # vote", "changes require a board resolution", "can only be amended by governance"
    r"\b(?:any|every|each|all)\s+(?:other\s+)?(?:changes?|amendments?|deviations?|adjustments?)\b"
    r"[^.;\n]{0,30}?\b(?:needs?|requires?|must\s+go\s+(?:to|through)|is\s+subject\s+to)\b"
    r"[^.;\n]{0,25}?\b(?:vote|ballot|resolution|proposal|referendum|snapshot|governance|board|"
    r"committee|council|trustees)\b|"
    r"\b(?:only|solely)\s+(?:be\s+)?(?:changed|amended|moved|altered|varied)\s+by\s+(?:an?\s+)?"
    r"(?:new\s+|further\s+)?(?:vote|ballot|resolution|proposal|referendum|governance|"
    r"the\s+(?:board|committee|council|trustees|dao))\b|"
    # a request for room turned down: "Request: a 20–40 % band … Rejected by: Risk",
    # "Resolution: Won't Do" (`record_marks` drops the requested band itself)
    r"\b(?:request|proposal|application)\b[^\n]{0,160}?\b(?:rejected|declined|refused|denied)\b|"
    r"\bresolution\s*:\s*(?:won['’]t\s+(?:do|fix)|rejected|declined|refused)\b|"
    # ... and no room said in German, French, Italian, Spanish or Dutch ("sans marge de
    # manœuvre", "geen speelruimte")
    + REFUSALS
    + "|"
    # ... or in plain words: "PM not to change the same" (`discretion_plain`)
    + PLAIN_REFUSALS
    + "|"
    # ... or in a research protocol's: "not a tuning parameter", "we do not calibrate it"
    # (`discretion_research`)
    + RESEARCH_REFUSALS
    + "|"
    # ... or the decision kept from the manager: "not delegated to the Fund Manager", "reserved
    # to the Board" (`reserved_decisions`)
    + RESERVED_REFUSALS
    + "|"
    # ... or in configuration's words: "hardcoded", "not configurable", a latitude flag off
    # ("feature flag `flexible_max_gross` is OFF", `config_rigidity`)
    + CONFIG_NO_ROOM
    + "|"
    # a band offered and taken back in favour of the point ("we said 10-20 % but nah")
    + BAND_TAKEN_BACK.pattern
    # ... or put to a vote and defeated ("'let the bot pick between 1x and 2x' lost 3–6")
    + "|"
    + DEFEATED.pattern
    # ... or the band beside the level denied as room: "10–20 % is only the warning band, not
    # a range to position in" (`denied_bands`)
    + "|"
    + NOT_A_BAND
    # ... or withdrawn, lapsed or suspended: "delegated authority to flex it … was suspended;
    # it stays at 35 %" (`band_withdrawn`)
    + "|"
    + WITHDRAWN
    # ... or turned down, or said never to have bound: "the 1–2 % range in the draft was
    # indicative only and was not carried into the final terms" (`denied_bands`)
    + "|"
    + TURNED_DOWN,
    re.IGNORECASE,
)
#: a range kept only for someone else's control or reporting, said after the range: "is only
#: for the monitoring of the depositary bank", "serves solely for the risk report", "only for
#: the custodian's surveillance", "is only indicative for the risk controlling", "binding only
#: for the depositary", "for the compliance check only"
_CONTROL: Final = (
    r"(?:monitoring|surveillance|supervision|oversight|control|controls|controlling|controller|"
    r"check|checks|reporting|report|information|statistics|warning|alerts?|compliance|"
    r"depositary|depository|custodian|auditors?|regulators?|"
    r"risk\s+(?:management|office|department|team))"
)
OTHERS_CONTROL_ONLY: Final = re.compile(
    r"\b(?:only|solely|purely|merely|just|exclusively)\s+(?:(?:used|meant|intended|relevant|"
    r"serves?|indicative|informative|valid|applicable|binding)\s+)?"
    # ... with what it is to them between: "is only the standard for monitoring", "only a
    # reference for the risk report"
    r"(?:(?:an?\s+|the\s+)?(?:standard|reference|yardstick|guide|criterion|indicator|"
    r"benchmark|basis)\s+)?(?:for|as|to)\s+"
    rf"(?:an?\s+|the\s+)?(?:[\w'’-]+\s+){{0,2}}?{_CONTROL}\b|"
    rf"\bfor\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,2}}?{_CONTROL}\s+(?:purposes?\s+)?only\b",
    re.IGNORECASE,
)


def held_exactly(before: str, after: str, clause: str) -> bool:
    """Whether the value between `before` and `after` is a level held exactly rather than a cap
    or floor.

    `before` and `after` are the texts around the value (lower-cased), `clause` the whole
    clause: an exact level says so by itself, a fixed one only when the clause also takes
    every room from it (the refusal often stands in the next sentence: "… fixed at 7,5 % by
    the board. Please do not change it by yourself: there is no bandwidth."), or keeps the
    range beside it for someone else's control only."""
    if _EXACT_BEFORE.search(before) or _EXACT_AFTER.match(after):
        return True
    # the level decided by someone, with the manager given no room (`level_choice`)
    fixed = bool(_FIXED_BEFORE.search(before)) or decided_around(before, after)
    # ... or the only range beside it kept for someone else's control ("fixed to 2 % by the
    # committee; the range 1 %–2 % in the report is only the standard for monitoring")
    return fixed and bool(
        _NO_ROOM.search(clause) or no_choice(clause) or OTHERS_CONTROL_ONLY.search(clause)
    )


def leaves_no_room(window: str, refused_grant: bool) -> bool:
    """Whether a value said without any operator ("there is no margin of manoeuvre: 7,5 % per
    issuer", "It is 7,5 % per issuer; not up to the manager") is a level fixed for the manager:
    its sentence, or a sentence beside it with no number of its own (`window`), takes every
    room from it, or denies the manager the say over it (`refused_grant`, read by the caller's
    grammar of discretion). Without an operator the value can be no cap, so a clause that says
    it is not the manager's to move states the level itself."""
    return refused_grant or any(
        p.search(window) is not None for p in (_NO_ROOM, _NO_MANOEUVRE, _NOT_THE_MANAGERS)
    )


#: ... and the room to manoeuvre said in full: "no margin of manoeuvre", "no room for manoeuvre"
_NO_MANOEUVRE: Final = re.compile(
    r"\b(?:no|without\s+any|without)\s+(?:\w+\s+){0,2}?(?:of|for|to)\s+(?:manoeuvr|maneuver)\w*",
    re.IGNORECASE,
)


#: ... or the manager said to have no say over it: "the manager has no say in this", "set by
#: the board, not by the manager", "not the PM's to move", "with no input from the manager"
_MANAGER: Final = r"(?:the\s+)?(?:portfolio\s+|investment\s+)?(?:manager|pm|desk|team)"
_NOT_THE_MANAGERS: Final = re.compile(
    r"\b(?:has|have|gets?|with)\s+no\s+(?:say|control|discretion|latitude|influence|"
    r"authority|voice|input|vote)\b|"
    rf"\bnot\s+(?:by|for|up\s+to|with|from)\s+{_MANAGER}\b|\bnot\s+{_MANAGER}(?:'s|’s)\b",
    re.IGNORECASE,
)


__all__ = ["BAND_TAKEN_BACK", "OTHERS_CONTROL_ONLY", "held_exactly", "leaves_no_room"]
