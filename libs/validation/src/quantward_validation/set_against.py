"""A figure a message sets against the one that holds: someone else's, only wished, or refused.

A client texting a limit often gives a second figure of the same limit beside it, and says in
the same breath why that one is not theirs:

- someone else's figure, set against the client's own: "Jon's fund runs tracking error at 4 %,
  ours is 2 % max", "the other family office we know does 12 % on issuer. We don't. Ours is
  6 %", "my brother's account keeps cash at 1 %; for us it's 5 %";
- a wish a rule overrides: "if it were up to me I'd do 16 % but the IMA says 8 %", "I'd love
  leverage at 5x, but the mandate caps it at 2.5x", "ideally 20 %, however the rules say 10 %";
- a level asked for and refused: "asked compliance for 3x, they said no, stays at 1.5x", "we
  tried to get drawdown moved to 20 %, the board rejected it. Still 10 %".

The figure the sentence sets aside is not a value in force, whatever its words; the figure it
sets it against is. `set_against` says which of the three a value at a span is, if any; the
provenance check (`stated_of`) and a mandate's clauses (`_current`) read it. Each reading needs
both sides in the text — a wish, another's figure, a request, each with the word that sets it
aside (a contrast, a figure called ours, a refusal) — so a plain "I'd like cash at 5 %" or
"Jon's fund runs 4 %" alone is left as it is. Pure: text in, a reason out.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from quantward_validation.abbreviations import NOT_AFTER_NAME_TITLE
from quantward_validation.advice_refused import ADVICE_GIVEN, ADVICE_NOT_TAKEN
from quantward_validation.quantities import Quantity, quantities

#: why a figure is set aside
SetAgainst = Literal["another's", "wished", "refused"]

#: where a sentence ends: a line, a full stop that is no decimal point nor an abbreviation's
#: (after a single letter or a short abbreviation: "3 % p.a. ex ante", "approx. 5 %"; a text
#: typed in lower case still ends its sentences: "we dont. ours is 6 pc"), "?", "!", ";"
_SENTENCE_END: Final = re.compile(
    # (nor a title's before a name: "Prof. Lindqvist vetoed it", `abbreviations`)
    r"\n|(?<!\d)(?<!\b[a-zA-Z])(?<!\bincl)(?<!\bexcl)(?<!\bapprox)(?<!\bvs)(?<!\bca)"
    r"(?<!\betc)(?<!\besp)\.(?!\d)" + NOT_AFTER_NAME_TITLE + r"|[?!;]|"
    # ... and a full stop right after a figure, before the next sentence's capital: "… at
    # 0.15. (Others run 0.2 …)", "… is 3x. Ours …" (a list's "3. The …" opens its line)
    r"(?<=\d)(?<!^\d)(?<!\n\d)\.(?=\s+\(?[A-Z])"
)
#: where a clause of a sentence ends: a comma, a dash between spaces, a contrast word
_CLAUSE_END: Final = re.compile(
    r",|\s[—–-]\s|\b(?:but|however|though|although|whereas|while|yet)\b", re.IGNORECASE
)

# --- someone else's figure ---------------------------------------------------------------------

#: a vehicle or a firm someone holds: "fund", "book", "family office", "account"
_VEHICLE: Final = (
    r"(?:fund|book|portfolio|account|(?:family\s+)?office|desk|mandate|shop|firm|house|"
    r"pension(?:\s+fund)?|strategy|sleeve|team|ptf|endowment|trust|client|manager|pm)s?"
)
#: words ending in "s" that own nothing: "has its fund", "this book", "the client's account"
_NOT_OWNERS: Final = (
    r"(?:ours|yours|its|this|his|hers|theirs|has|was|is|does|as|us|plus|less|across|various|"
    r"always|sometimes|perhaps|thus|yes|bps|pts|clients?['’]?s?|whose|means|towards|besides|"
    r"unless|whereas|sectors|names|issuers|positions|weights|limits|rules|terms|others)"
)
#: who holds a figure other than the client: "Jon's fund", "my brother's account", "the other
#: family office", "another house", "a friend", "most managers", "peers", "everyone else"
_OTHER_PARTY: Final = re.compile(
    rf"\b(?!{_NOT_OWNERS}\b)[a-z][\w.&-]*(?:['’]s|s['’]|s)\s+"
    rf"(?:[\w-]+\s+)?{_VEHICLE}\b|"
    rf"\b(?:my|our)\s+(?:brother|sister|dad|father|mum|mom|mother|wife|husband|friend|cousin|"
    rf"uncle|aunt|neighbou?r|colleague|mate|partner|son|daughter)(?:['’]s|s['’]|s)?\b|"
    rf"\b(?:the\s+other|another|a\s+friend['’]?s?|a\s+rival|a\s+competitor)\s+(?:[\w-]+\s+)?"
    rf"{_VEHICLE}\b|"
    r"\b(?:a\s+friend|(?:most|some|many|other)\s+(?:funds|managers|people|offices|houses|"
    r"clients|desks|firms|family\s+offices)|peers|competitors|rivals|everyone\s+else|"
    # ... or institutions of the writer's own kind, counted as others: "other clearing members",
    # "most prime brokers", "some lenders", "many other insurers"
    r"(?:most|some|many|several|other|(?:most|some|many)\s+other)\s+(?:[\w-]+\s+)?(?:members|"
    r"brokers|banks|dealers|fcms|ccps|insurers|lenders|institutions|participants|schemes|"
    r"trusts|bdcs|shops|players|investors|allocators)|"
    r"everybody\s+else|the\s+rest\s+of\s+the\s+(?:market|street|industry))\b|"
    # a body named by where it stands beside the writer's: "the college next door", "the
    # trust down the road", "a neighbouring parish"
    r"\b(?:the|a|an)\s+(?:[\w-]+\s+){1,2}?(?:next\s+door|down\s+the\s+(?:road|street|lane|hill)|"
    r"across\s+the\s+(?:road|street|way|square|river|valley))\b|\bneighbou?ring\s+[a-z][\w-]*\b|"
    # a party named before, as the subject of a level it runs: "spoke to Jon - they run it at 3x"
    r"\b(?:they|he|she)\s+(?:run|keep|hold|let|allow|do|go|cap|set|use)s?\b|"
    # ... or by a name alone: "Jon runs his at 4 %", "the Smiths keep cash at 10 %"
    r"(?-i:\b(?:the\s+)?[A-Z][a-z]+)\s+(?:runs?|keeps?|holds?|lets?|allows?|does|caps?|sets?)\b",
    re.IGNORECASE,
)
#: the client's own figure, said as theirs: "ours is", "our own", "for us it's", "mine is", "we
#: run it at", "we're at"
_OURS: Final = re.compile(
    r"\b(?:ours|our\s+own|for\s+us|mine|my\s+own|in\s+our\s+(?:case|book|fund|portfolio)|"
    # ... or as what the client's own rules set: "our policy sets it at 5 %", "our IPS says"
    r"our\s+(?:investment\s+)?(?:policy|ips|rules|guidelines|statement)\b|"
    # ... or its schedule, rulebook or agreement: "our schedule sets", "our limits framework"
    r"our\s+(?:[\w-]+\s+){0,2}?(?:schedule|rulebook|agreement|framework|mandate)\b|"
    r"we(?:['’]re|\s+are)\s+(?:at|on|capped)|we\s+(?:run|keep|cap|hold|stay|do)\b"
    r"(?!\s*(?:n['’]t|not)))",
    re.IGNORECASE,
)

# --- a wish a rule overrides -------------------------------------------------------------------

#: the words of a wish or a preference the speaker holds back: "if it were up to me", "I'd
#: love", "ideally", "in an ideal world", "I wish", "left to myself", "my preference would be"
_WISH: Final = re.compile(
    r"\b(?:if\s+it\s+(?:were|was)\s+(?:up\s+)?to\s+me|if\s+i\s+had\s+my\s+way|"
    r"left\s+to\s+(?:me|myself)|(?:i['’]d|i\s+would)\s+(?:\w+\s+)?(?:love|like|prefer|rather|"
    r"want|go\s+for|do|run|pick|choose|take|set|keep|put)|ideally|in\s+an?\s+(?:ideal|perfect)\s+world|"
    r"i\s+wish|(?:my\s+)?(?:personal\s+)?(?:preference|instinct|gut|dream)\s+(?:would\s+be|is|"
    r"says)|(?:i['’]m|i\s+am)\s+tempted|given\s+the\s+choice|in\s+my\s+dreams)\b",
    re.IGNORECASE,
)
#: the contrast that turns from the wish to what holds: "but", "however", "sadly", "though"
_CONTRAST: Final = re.compile(
    r"\b(?:but|however|though|although|sadly|unfortunately|alas|yet|except|instead)\b",
    re.IGNORECASE,
)

# --- a level asked for and refused -------------------------------------------------------------

#: a request reported before the figure it asked for: "asked compliance for", "asked them to cut
#: cash to", "tried to get drawdown moved to", "requested", "pushed for", "put in for"
_REQUEST: Final = re.compile(
    r"\b(?:ask(?:ed)?|request(?:ed)?|push(?:ed)?|lobb(?:y|ied)|appl(?:y|ied)|pitch(?:ed)?|"
    r"propos(?:e|ed)|put\s+in|petition(?:ed)?|begg?(?:ed)?)\b[^.;!?\n]{0,60}?\b(?:for|to)\b|"
    r"\b(?:tr(?:y|ied)|wanted|want)\s+(?:\w+\s+){0,3}?to\s+(?:get|have|take|move|raise|lift|"
    r"cut|lower|bump|increase|reduce|change|push)\b|"
    # a verb that takes the figure as its object: "we requested 25 %", "I proposed 3x"
    r"\b(?:requested|proposed|pitched|suggested|sought|floated)\b|" + ADVICE_GIVEN,
    # ... or advice given: "the consultant recommended 60 %" (`advice_refused`)
    re.IGNORECASE,
)
#: a refusal told after the figure: "they said no", "the board rejected it", "declined", "was
#: turned down", "no luck", "didn't fly", "👎", "not approved", "we can't do that"
_REFUSAL: Final = re.compile(
    r"\bsaid\s+no\b|\b(?:a\s+)?(?:flat|hard)\s+no\b|\bgot\s+a\s+no\b|\brejected\b|\bdeclined\b|"
    r"\brefused\b|\bvetoed\b|\bdenied\b|\bturned\s+(?:\w+\s+)?down\b|\bshot\s+(?:\w+\s+)?down\b|"
    r"\bknocked\s+(?:\w+\s+)?back\b|\bno\s+(?:luck|dice|joy|go)\b|"
    r"\b(?:did|does|would)\s*(?:n['’]?t|not)\s+(?:fly|happen|get\s+through|go\s+through|wear\s+it|"
    r"agree|approve|budge)\b|\b(?:was|wasn['’]?t|is|isn['’]?t)\s*(?:not\s+)?approved\b|"
    r"[👎❌🚫]|"
    # ... or a vote lost: "I lost the vote 2–6", "we were outvoted", "it was voted down", "the
    # motion was defeated", "the resolution fell"
    r"\blost\s+(?:the|a|that|this|our|my)\s+(?:vote|ballot|motion|show\s+of\s+hands)\b|"
    # ... or the request itself lost: "but lost that one 2-4", "lost it at committee", "lost the
    # argument"
    r"\blost\s+(?:that|this|it)(?:\s+one)?\b|"
    r"\blost\s+(?:the|that|this|our|my)\s+(?:argument|battle|fight|debate|case)\b|"
    r"\bout-?voted\b|\bvoted\s+(?:\w+\s+)?down\b|\bdefeated\b|"
    r"\b(?:motion|vote|resolution|amendment)\s+(?:fell|failed|lost)\b|"
    # ... a decision recorded bare: "Decision: not approved", "Status: not granted"
    r"\bnot\s+(?:approved|granted|accepted|agreed|permitted|allowed|possible)\b|"
    # ... or the request said to be beyond what can be done: "we can't do that for your
    # profile", "we are unable to agree to this", "not able to action it"
    r"\b(?:cannot|can\s+not|can['’]?t|could\s+not|couldn['’]?t|unable\s+to|not\s+able\s+to)\s+"
    r"(?:do|agree\s+to|accept|approve|allow|grant|offer|support|go\s+ahead\s+with|implement|"
    r"action|make)\s+(?:that|this|it|so|the\s+(?:change|request|increase|decrease|move))\b|"
    + ADVICE_NOT_TAKEN,
    # ... or advice not taken: "the Trustee did not accept that recommendation"
    re.IGNORECASE,
)


#: a refusal told before the figure it refused, up to the figure: "compliance wouldn't let us go
#: to 3x", "the board refused to go to 20 %", "they won't sign off on 10 %"
_REFUSED_BEFORE: Final = re.compile(
    # (a permission withheld, or a move refused; "we will not go to 3x" is a limit, not this)
    r"\b(?:(?:(?:would|will|did|does|do|could)\s*(?:n['’]?t|not)|wo\s*n['’]?t)\s+(?:let|allow|"
    r"approve|accept|sign\s+off|agree|wear|entertain)|(?:refused|declined)\s+to\s+(?:go|move|"
    r"budge|let|allow|approve|accept|sign\s+off|agree))"
    r"\b(?:\s+(?:us|me|it|them|him|her|on|to|for|up|at|with|go|move|take|run|raise|"
    r"the\s+\w+|\w+ing)){0,5}\s*$|"
    # a refusal of the figure itself: "compliance said no to 3x", "the board rejected 20 %"
    r"\b(?:said\s+no\s+to|rejected|vetoed|turned\s+down|shot\s+down|knocked\s+back|nixed)\s+"
    r"(?:(?:the|my|our|a|an|their|his|her|request|proposal|idea|ask|bid|move|increase|cut|"
    r"for|of|to)\s+){0,4}$",
    re.IGNORECASE,
)


def _bounds(pattern: re.Pattern[str], text: str, start: int, end: int) -> tuple[int, int]:
    first = max((m.end() for m in pattern.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in pattern.finditer(text, end)), len(text))
    return first, last


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding `start`–`end`, inside its sentence."""
    first, last = _bounds(_CLAUSE_END, text, start, end)
    sentence_first, sentence_last = _bounds(_SENTENCE_END, text, start, end)
    return max(first, sentence_first), min(last, sentence_last)


def _figures(text: str) -> list[Quantity]:
    """The figures of `text` written with a unit (a time's or a count's bare number is none),
    and bare decimal fractions below one ("0.15"), a share without its sign."""
    return [q for q in quantities(text) if q.form != "plain" or (0 < q.value < 1 and "." in q.text)]


def _another_figure(text: str, start: int, end: int, a: int, b: int) -> list[Quantity]:
    """The figures of `text[a:b]` other than the one at `start`–`end`."""
    return [
        q
        for q in _figures(text[a:b])
        if not (a + q.start <= start < a + q.end) and not (start <= a + q.start < end)
    ]


def _someone_elses(text: str, start: int, end: int) -> bool:
    """Whether the clause of the figure at `start`–`end` holds it for another party ("Jon's
    fund runs it at 4 %") and another clause of the text gives a figure as the client's own
    ("ours is 2 %")."""
    first, last = _clause(text, start, end)
    clause = text[first:start]
    if _OTHER_PARTY.search(clause) is None or _OURS.search(clause) is not None:
        return False
    for own in _OURS.finditer(text):
        if first <= own.start() < last:
            continue  # the figure's own clause
        if _another_figure(text, start, end, own.start(), _clause(text, own.end(), own.end())[1]):
            return True
    return False


def _next_sentence_end(text: str, last: int) -> int:
    """Where the sentence after the one ending at `last` ends."""
    return _bounds(_SENTENCE_END, text, last + 1, last + 1)[1] if last < len(text) else last


def _wished(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is what the speaker would like ("I'd love 16 %",
    "if it were up to me, 2 %") and a contrast after it, in its sentence or the next, gives the
    figure that holds ("… but the IMA caps it at 8 %", "… The IMA says 8 % though.")."""
    first, last = _bounds(_SENTENCE_END, text, start, end)
    wish = next(iter(_WISH.finditer(text, first, start)), None)
    if wish is None or _CONTRAST.search(text, wish.end(), start) is not None:
        return False  # no wish, or one turned from before the figure
    last = _next_sentence_end(text, last)
    contrast = _CONTRAST.search(text, end, last)
    return contrast is not None and bool(_another_figure(text, start, end, end, last))


#: a figure that is part of a measure's name, not a level of it: the confidence of "95% VaR",
#: "99 % CVaR", "97.5% expected shortfall", "a 95% confidence level"
_MEASURE_NAME_AFTER: Final = re.compile(
    r"\s*(?:[\w-]+\s+)?(?:c?var|es|etl|expected\s+shortfall|expected\s+tail\s+loss|"
    r"value[\s-]+at[\s-]+risk|confidence)\b",
    re.IGNORECASE,
)


def _levels_after(text: str, start: int, end: int, stop: int) -> list[Quantity]:
    """The figures after `end` up to `stop` that give a level, not a measure's name (the "95%"
    of "the request for 60bp on 1-day 95% VaR was declined" names the VaR asked about)."""
    return [
        q
        for q in _another_figure(text, start, end, end, stop)
        if _MEASURE_NAME_AFTER.match(text, end + q.end) is None
    ]


def _refused(text: str, start: int, end: int) -> bool:
    """Whether the figure at `start`–`end` is one a reported request asked for ("asked
    compliance for 3x", "tried to get it moved to 20 %") that the words after it refuse, in its
    sentence or the next ("they said no", "the board rejected it"), before any other figure."""
    first, last = _bounds(_SENTENCE_END, text, start, end)
    if _REFUSED_BEFORE.search(text[first:start]) is not None:
        return True  # "compliance wouldn't let us go to 3x"
    requests = list(_REQUEST.finditer(text, first, start))
    if not requests or _another_figure(text, start, end, requests[-1].end(), start):
        return False
    # the refusal runs to the end of the next sentence, and stops at another figure
    stop = _next_sentence_end(text, last)
    later = _levels_after(text, start, end, stop)
    if later:
        stop = end + later[0].start
    return _REFUSAL.search(text, end, stop) is not None


def set_against(text: str, start: int, end: int) -> SetAgainst | None:
    """Why the figure at `start`–`end` is one the text sets against the figure that holds —
    someone else's, only wished, asked for and refused — or None."""
    if _refused(text, start, end):
        return "refused"
    if _wished(text, start, end):
        return "wished"
    if _someone_elses(text, start, end):
        return "another's"
    return None


__all__ = ["SetAgainst", "set_against"]
