"""Words that say a level is unwanted: a dislike, a fear or an avoidance of crossing it.

People state limits by what they would not want to see as often as by what is allowed: "I'd
hate for cash to fall under a twentieth" is a floor on cash, "I'd be uncomfortable with more
than a third in tech" a cap on the sector, "what scares me is leverage creeping over 2x" a cap
on leverage, "cash below 4 % makes me nervous" a floor. The comparative or the crossing verb
describes the unwanted side; the level is the bound on the other side, as under a negation
("don't want to see cash drop below 5 %"). `AVERSION_BEFORE` finds the words said before the
level, in the level's clause (a verb or an adjective of dislike, fear, unease or avoidance);
`AVERSION_AFTER` the predicate said of a level after it ("… makes me nervous", "… would worry
us", "… is a worry"). A mandate reader counts the first as a negation of the comparative's
clause and the second as a refusal of what the condition describes. Pure.
"""

from __future__ import annotations

import re
from typing import Final

#: a dislike, a fear or an avoidance said before the level (lower-cased text)
AVERSION_BEFORE: Final = re.compile(
    r"(?<![a-z])(?:"
    # verbs of dislike and fear: "I'd hate for", "we dread", "she fears", "I can't bear to see"
    r"hat(?:e|es|ed|ing)|loath(?:e|es|ed|ing)|detest\w*|dislik\w*|dread\w*|fear(?:s|ed|ing)?|"
    r"abhor\w*|resent\w*|"
    # what frightens or bothers: "what scares me is", "it would bother us if"
    r"(?:scare|frighten|terrif(?:y|ie)|worr(?:y|ie)|bother|alarm|spook|unsettl|upset)"
    r"\w*\s+(?:me|us|him|her|them|the\s+\w+)|"
    # adjectives of unease before what they are about: "uncomfortable with", "worried about",
    # "nervous about", "afraid of", "wary of", "averse to", "not keen on"
    r"(?:uncomfortable|worried|nervous|anxious|uneasy|unhappy|afraid|scared|frightened|"
    r"terrified|wary|averse|concerned|fearful|apprehensive|twitchy|jittery|queasy)\s+"
    r"(?:about|with|of|by|to|that|if|should|when|at|seeing|having)|"
    # avoidance: "avoid", "steer clear of", "guard against", "the last thing I want"
    r"avoid\w*|steer\w*\s+clear\s+of|guard\w*\s+against|"
    r"(?:the\s+)?last\s+thing\s+(?:i|we|she|he|they)\s+(?:want|need)|"
    # a worry named as such: "my worry is", "the main concern would be", "worst case is"
    r"(?:worry|worries|concerns?|nightmare|dread|anxiety|bugbear|fear|worst(?:\s+case|"
    r"\s+thing|\s+outcome|\s+scenario)?)\s+(?:is|are|was|would\s+be|'s|’s|:)|"
    # an outcome judged bad before its condition: "it would be bad if", "a disaster to see"
    r"(?<!not\s)(?:bad|terrible|awful|horrible|dreadful|disastrous|a\s+disaster|a\s+problem|"
    r"a\s+worry|a\s+concern|a\s+nightmare)\s+(?:if|to\s+see|to\s+have|when|should|were)"
    r")(?![a-z])"
)
#: a predicate of unease said of a level after it: "cash below 4 % makes me nervous", "… would
#: worry us", "… is a worry", "… keeps me up at night", "… scares the board"
AVERSION_AFTER: Final = (
    r"(?:makes?|made|would\s+make|'d\s+make|’d\s+make)\s+(?:me|us|him|her|them|the\s+\w+)\s+"
    r"(?:\w+\s+)?(?:nervous|uneasy|uncomfortable|anxious|worried|twitchy|jittery|queasy|"
    r"unhappy|sick)|"
    r"(?:would\s+|will\s+|'d\s+|’d\s+)?(?:worr(?:y|ies)|scares?|frighten\w*|terrif(?:y|ies)|"
    r"alarms?|bothers?|spooks?|unsettles?)\s+(?:me|us|him|her|them|the\s+\w+)|"
    r"(?:is|are|would\s+be|'d\s+be|’d\s+be)\s+(?:a\s+)?(?:real\s+|big\s+|major\s+)?"
    r"(?:worry|worrying|concern|concerning|alarming|scary|frightening|nightmare)|"
    r"keeps?\s+(?:me|us|him|her|them)\s+(?:up|awake)|"
    # "… is my nightmare", "… would be a disaster", "… gives me the jitters"
    r"(?:is|are|would\s+be|'d\s+be|’d\s+be)\s+(?:my|our|his|her|their|the\s+\w+['’]s)\s+"
    r"(?:\w+\s+)?(?:nightmare|worry|fear|concern|dread)|"
    r"(?:is|are|would\s+be|'d\s+be|’d\s+be)\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:disaster|"
    r"catastrophe|nightmare|problem|red\s+flag|deal[\s-]?breaker)|"
    r"(?:gives?|would\s+give|'d\s+give|’d\s+give)\s+(?:me|us|him|her|them|the\s+\w+)\s+"
    r"(?:the\s+)?(?:jitters|creeps|willies|shivers|sleepless\s+nights|a\s+heart\s+attack)"
)


def averse(region: str) -> bool:
    """Whether a clause's words before a level say the level is unwanted (`AVERSION_BEFORE`)."""
    return AVERSION_BEFORE.search(region) is not None


__all__ = ["AVERSION_AFTER", "AVERSION_BEFORE", "averse"]
