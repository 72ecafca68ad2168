"""The portfolio objective a request asks for, read with morphology, negation and comparatives.

A request is split into clauses (sentences, comma-separated parts, and the turns of "but",
"rather than", "instead of", "while", "whereas"); a clause that negates ("tracking error is not
a concern", "I don't care about volatility", "rather than hugging the index") asks for nothing.
In each remaining clause a *target* (risk-adjusted return, tracking error, risk, return) is
paired with the nearest *direction* word in any of its forms ("maximises", "maximising",
"maximum", "highest", "more", "lower", "less volatile", "as little as possible"), or with a
direction an earlier clause of the sentence left pending ("Maximise, after costs, the return").
Targets combine: the most return for the least risk is a risk-adjusted objective; return with
a drawdown limit is the drawdown-capped objective. `asked` returns the objective kinds that
solve the request, with the span of the clause that states it, or None when the request states
no objective.

Before a clause is read, what states no objective of the requester's is set aside: a
hypothetical ("if we wanted to hug the index we would buy an ETF"), a past objective ("we used
to …", "Last year, we chose to …" until a "but" or "now") and another party's ("our previous
manager …", "the consultant suggested …", "some managers would …"); and every conjunct that
states a numeric limit is blanked, so the rest of the clause is still read ("the highest return
with a drawdown cap of 10 %"). Directions include aversion ("hate", "avoid", "can't stand"),
valuing and goal copulas ("return is all that matters", "the objective is total return"),
change-of-state verbs when wanted ("don't let the variance rise") and the correlative
comparative ("the lower the better"). `stated_in` reads a contract's objective citation in its
message.

Desk slang is read by family, not by phrase: each objective has its idioms (return "adjusted"
for any risk measure and "bang for the buck" on risk are risk-adjusted; "swing for the fences"
and "go for broke" are all-out pursuit of return; a "sleep-at-night" book and prices that
"wiggle" or "bounce around" are risk; "a dead ringer for", "pegged to" and "joined at the hip
with" an index are tracking, and a degree said of a closeness is more closeness); a dismissal
may be an idiom ("vol be damned", "who cares about …"); a figure "for the quarterly pack" is
shown, not pursued; an asset class named by an attribute ("the high-yield bucket") is no
direction; the items of a list headed by a negated label ("Not looking for: …") ask for
nothing. Words quoted from an earlier brief (a "> " line, a quotation after "I wrote") and an
earlier request reported without quotes ("I asked for …", "last week's brief was …") are
reported speech: read only when the message's own words ask for nothing and do not withdraw
them, and a citation of a withdrawn quote states no objective.

Optimisation notation is read by the signs of its terms (`_formulas`): an operator (max_w,
argmin_{w}) or a named function (Reward or Utility maximised, Loss or Cost minimised) applied to
quadratic forms (wᵀΣw: variance), a mean over a deviation (a Sharpe ratio), a tracking
difference under Σ ((w − w_b)ᵀΣ(w − w_b): active risk), a mean (μᵀw) or a mean-variance
utility (μ − λσ²). What a message withdraws itself — struck through, a line labelled
superseded, the earlier of numbered versions — is not read (`_readable`).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from typing import Final

from quantward_validation import objective_lexicon_eu as eu
from quantward_validation import operators, ratio_acronyms, utterances
from quantward_validation.abbreviations import NOT_AFTER_NEVER_FINAL
from quantward_validation.agenda_verdicts import turned_down_items
from quantward_validation.amended_labels import replaced_by_label
from quantward_validation.arithmetic_groups import divides_group, operand_groups
from quantward_validation.capital_preservation import CAPITAL_KEPT
from quantward_validation.earlier_versions import earlier_version_spans
from quantward_validation.limiting_agents import limits_do_it
from quantward_validation.market_benchmarks import MARKET_BENCHMARK, WITH_EXTRA_STEPS
from quantward_validation.money_scales import CURRENCY_NAMES
from quantward_validation.morphology import stems, tokens
from quantward_validation.negation_cs_ro import PARTICLE_CS
from quantward_validation.objective_notation import latex_plain, math_end, math_spans
from quantward_validation.operators import operator_before
from quantward_validation.outside_voices import advocacy_spans
from quantward_validation.profile_codes import objective_codes
from quantward_validation.proposal_quotes import proposal_quotes
from quantward_validation.quantities import quantities
from quantward_validation.rankings import ranked_facts_blanked
from quantward_validation.record_marks import out_of_force
from quantward_validation.redlines import amended_quotes, deleted_spans
from quantward_validation.scope import foreign_spans, withdraws_earlier, within_foreign
from quantward_validation.sentence_language import (
    CZECH_SLOVAK,
    HUNGARIAN,
    LITHUANIAN,
    SOUTH_SLAVIC,
)
from quantward_validation.sheet_formulas import formulas_as_words
from quantward_validation.sleeve_names import sleeve_names_blanked
from quantward_validation.solver_setups import setups_as_words
from quantward_validation.unadjusted_returns import risk_unadjusted_blanked
from quantward_validation.vote_tables import replaced_wording
from quantward_validation.withdrawn_quotes import withdrawn_quotes

#: the full stop of a bound's abbreviation before its figure ("max. 4 %", "min. 2.5 %"): put
#: before a full stop, it fails there (a "max." with no figure after it may end a sentence)
_NOT_BOUND_STOP: Final = r"(?!(?<=\bmax)\.\s*[-+]?\d)(?!(?<=\bmin)\.\s*[-+]?\d)"
#: the discourse particles a sentence sets between commas without ending its clause ("pues",
#: "then", "therefore", "entonces", "donc", "dunque", "also", "portanto")
_ASIDES: Final = (
    r"pues|then|therefore|thus|however|entonces|por\s+tanto|por\s+lo\s+tanto|donc|dunque|"
    r"quindi|pertanto|also|daher|dus|alltså|portanto|logo"
)
#: the comma that closes such an aside (a fixed width each, as a look-behind must be)
_ASIDE_COMMA: Final = "".join(
    rf"(?<!,\s{word})"
    for word in ("pues", "then", "therefore", "thus", "however", "entonces", "tanto", "donc",
                 "dunque", "quindi", "pertanto", "also", "daher", "dus", "alltså", "portanto",
                 "logo")
)  # fmt: skip
_CLAUSES: Final = re.compile(
    # a colon ends a lead-in ("For the sleeve, with no more than 5 % in a name: find …")
    # a parenthesis is an aside of its own: "Sharpe maximisation (volatility isn't a worry)"
    # a pipe between spaces separates the fields of a channel topic or a table row ("… the
    # first cut of the book | risk will confirm"); "|w|" is a formula's
    # (a decimal point is no full stop: "keep it to 1.5 times our money at most")
    # (a slash between spaces separates the items of a ticket: "obj: X / not Y")
    # an emoji typed between two clauses of a text ends the first, as a full stop would: "the
    # highest return you can find 🚀 risk irrelevant"
    # (nor is the stop of an abbreviation that wants a word after it: "return vs. risk")
    # (nor is the stop of a bound's "max." or "min." before its figure: "cash max. 4 %")
    r"(?:[;!?\n]|" + NOT_AFTER_NEVER_FINAL + _NOT_BOUND_STOP + r"\.(?!\d))+|"
    r"\s*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?)+\s*|"
    # (nor are the commas around a discourse particle: "No se trata, pues, del Sharpe", "it is
    # not, then, the Sharpe ratio": the clause, and its negation, runs through them)
    # (unless a negation follows it, which opens a conjunct: "minimise vol, then, not return")
    rf"{_ASIDE_COMMA},\s+(?!(?:{_ASIDES}),)|,\s+(?=(?:not|no|non|nicht|niet|nie|never|nunca)\b)|"
    r":\s+|"
    r"\s+/\s+|\s*[()]\s*|\s+[-–—]+\s+|\s+\|\s+|\s+\bbut\b\s+|"
    # ("with no", "with zero" are "without": "maximise return with no penalty for risk")
    r"\s+(?=\brather than\b|\binstead of\b|\bwithout\b|\bwith\s+(?:no|zero)\b|"
    # "without" in the client's own language turns the clause too: "ohne Risikovorgabe"
    rf"\b(?:{'|'.join(eu.WITHOUT)})\b|"
    r"\bnot\b\s+(?:to\s+)?(?:maximi|minimi|chase|track|hug)|"
    # a conjunct with a negated verb of its own: its negation scopes over its own verb only
    # ("maximise return and don't penalise risk" asks nothing of risk)
    r"\band\s+(?:do\s+not|don['’]t|never|not)\b|"
    # ... or a conjunct whose object is denied, with its light verb or none: "minimise
    # volatility and set no return target", "… and no benchmark", "… and put zero weight on
    # return" (not a bound's "and no more than 5 %", "to 200 bp and no further")
    r"\band\s+(?:(?:set|sets|setting|have|has|having|put|puts|putting|give|gives|giving|"
    r"apply|applies|applying|take|takes|taking|use|uses|using|carry|carries|with)\s+)?"
    r"(?:no|zero|nil)\b(?!\s+(?:more|less|fewer|higher|lower|greater|later|earlier|"
    r"sooner|longer|shorter|bigger|smaller|further|farther|beyond|below|above|under|over"
    r")\b)|"
    # ... and in the client's own language: "minimera volatiliteten och sätt inget
    # avkastningsmål", "minimizzare la varianza e nessun obiettivo di rendimento", "minimizar a
    # volatilidade e nenhuma meta de retorno", "und kein Renditeziel", "et aucun objectif"
    r"\b(?:och|og|e|et|und|y|en)\s+(?:[^\W\d_]+\s+)?(?:inget|ingen|inga|nessun[oa]?|nenhum[a]?|"
    r"kein(?:e|en|em)?|aucun[e]?|ning[uú]n[oa]?|geen|intet)\b|"
    # ... or a conjunct whose own verb is negated there: "minimizar la volatilidad y no fijar
    # meta de rendimiento", "e non inseguire il rendimento", "og ikke jagte afkast", "und nicht
    # die Rendite" (not a bound's "y no más de 5 %", "und nicht mehr als 5 %")
    r"\b(?:och|og|e|et|und|y|en|i|ja)\s+(?:no|non|ne|nicht|niet|inte|ikke|não|nao|nie|ei)\b"
    r"(?!\s+(?:más|mas|mais|plus|più|mehr|meer|mer|mere|menos|moins|meno|weniger|minder|mindre|"
    r"über|oltre|sobre|au-delà|boven|över|over|więcej|mniej|ponad|enempää|yli)\b)|"
    # ... and Finnish's "and not" in one word, Polish "a nie" and "zamiast" (rather than,
    # instead of): "rajoilla eikä tavoitefunktiossa", "o Sharpe'a, a nie tracking error"
    r"\beikä\b|\ba\s+nie\b|\bzamiast\b|"
    # ... and where the Germanic languages put the negation, after the conjunct's verb:
    # "og læg ikke et afkastmål ind", "och sätt inte", "und setze nicht", "en zet niet"
    r"\b(?:och|og|und|en)\s+[^\W\d_]+\s+(?:nicht|niet|inte|ikke|ikkje)\b"
    r"(?!\s+(?:mehr|meer|mer|mere|weniger|minder|mindre|über|boven|över|over)\b))|"
    r"\s+\b(?:while|whereas)\b\s+",
    re.IGNORECASE,
)
_NEGATION: Final = re.compile(
    # every "n't" contraction ("can't", "mustn't", "won't", "shouldn't") and "cannot"
    # "couldn't care less" dismisses (its "less" is no direction)
    r"\b(could(?:n['’]t| not) care less|\w+n['’]t|cannot|nobody|no[- ]one|"
    r"not|no|never|don'?t|do not|doesn'?t|does not|isn'?t|is not|aren'?t|without|"
    r"irrelevant|regardless|ignore|ignoring|rather than|instead of|nor|neither|unconcerned|"
    r"no need|needn'?t|not bothered|"
    # dismissing something is negating it: "forget about the Sharpe ratio"
    r"forget\w*|disregard\w*|never\s+mind|(?:set|leave|put)\s+aside|beside the point|"
    # ranking something low is setting it aside: "the Sharpe ratio is secondary"
    r"secondary|unimportant|immaterial|of no (?:concern|importance|interest)|"
    r"matters? (?:less|least|little|very little)|indifferent|"
    # a dismissal said as an idiom: "vol be damned", "to hell with TE", "who cares about …"
    r"be damned|to hell with|who (?:really\s+)?(?:cares|gives a \w+)|"
    # leaving something out is dismissing it: "skip the Sharpe stuff", "ditch the TE target"
    r"skip(?:s|ped|ping)?|ditch\w*|nix(?:es|ed|ing)?|"
    # the same in German, French, Italian, Spanish and Dutch: "ohne", "zweitrangig"
    rf"{eu.NEGATION}|{eu.REGARDLESS_BEFORE}|{eu.REGARDLESS_AFTER})\b",
    re.IGNORECASE,
)
#: the particle "ne" ("výnos, ne Sharpe"; Hungarian "ne a hozamot"): a negation only in a
#: Czech, Slovak or Hungarian sentence, since French "ne" is the first half of "ne … pas"
#: (whose "pas" `_NEGATION` reads) and Romanian "ne" is "us" ("ne propunem")
_CS_PARTICLE: Final = re.compile(rf"\b(?:{PARTICLE_CS})\b", re.IGNORECASE)


#: the most words a sentence may have and still be too short to tell its language by
_SHORT_SENTENCE: Final = 4


def _negations(clause: str, text: str, start: int) -> list[re.Match[str]]:
    """The negations in `clause`, which stands at `start` of `text`, in their order: every
    language's (`_NEGATION`), and the particle "ne" when the sentence around the clause is
    Czech, Slovak or Hungarian (`sentence_language`): a word that denies in one language and
    not in the next is read by the sentence's language, not by a list of its neighbours."""
    found = list(_NEGATION.finditer(clause))
    particles = list(_CS_PARTICLE.finditer(clause))
    if particles:
        around = _sentence_around(text, start, len(clause))
        # (Hungarian's prohibitive "ne" is the same particle: "ne a hozamot hajszoljuk")
        # (and the Croatian, Serbian and Slovenian one: "prinos, ne Sharpe")
        if any(lang.reads(around) for lang in (CZECH_SLOVAK, HUNGARIAN, SOUTH_SLAVIC, LITHUANIAN)):
            found = sorted([*found, *particles], key=lambda m: m.start())
    # Lithuanian "be" (without) negates the noun after it, but is an English word: read only in
    # a Lithuanian sentence ("be rizikos baudos", "be grąžos tikslo")
    without = list(_LT_WITHOUT.finditer(clause))
    if without and LITHUANIAN.reads(_sentence_around(text, start, len(clause))):
        found = sorted([*found, *without], key=lambda m: m.start())
    return found


#: the Lithuanian preposition "without", a negation only in a Lithuanian sentence
_LT_WITHOUT: Final = re.compile(r"\bbe\b", re.IGNORECASE)
#: the space before a clause that qualifies how the aim is pursued, and so opens a clause of its
#: own: "be" (without), and a gerund negated by its prefix ("neviršijant ribų", not exceeding
#: the limits; "nepažeidžiant apribojimų"), whose "ne-" denies the manner, not the target (the
#: Czech reader of prefixed verbs would take it for a denial of the whole clause)
_LT_WITHOUT_TURN: Final = re.compile(
    r"\s+(?=\b(?:be|ne[^\W\d_]+(?:ant|iant|int|ydam\w*|dam\w*))\b)", re.IGNORECASE
)


def _sentence_around(text: str, start: int, length: int) -> str:
    """The sentence of `text` holding the clause at `start`, or the whole text when that
    sentence is too short to say its language (a sentence of a few words, "Torej ne Sharpe.",
    does not: the message around it says it)."""
    lo = 0
    for stop in _SENTENCE_STOP.finditer(text, 0, start):
        lo = stop.end()
    hi_stop = _SENTENCE_STOP.search(text, start + length)
    hi = hi_stop.start() if hi_stop is not None else len(text)
    return text[lo:hi] if len(text[lo:hi].split()) > _SHORT_SENTENCE else text


#: a benchmark, by that word or by the name of an index family
_INDEX: Final = (
    # (an acronym may qualify it by a hyphen: "the SAA-Benchmark", "the MSCI-Index")
    r"(?:the |a |its |our )?(?-i:[A-Z]{2,6}-)?"
    r"(?:benchmark|index|msci|s&p|ftse|stoxx|russell|nikkei|topix|dax|cac|hang seng|"
    r"bloomberg|barclays|aggregate|nasdaq|dow jones|wilshire|"
    # desk shorthand for the common indices: "the Agg", "ACWI", "EAFE", "SPX", "the Footsie"
    r"agg\b|acwi|eafe|spx\b|ndx\b|footsie|r2k\b|"
    # and the benchmark itself in chat shorthand: "hug the bmk", "close to the bench"
    r"bmks?\b|bchmk\b|bench\b|"
    # an index is also named as a proper name with its size or code: "ASX 200", "Nifty 50",
    # "CSI-300", "IBEX 35", "the OMXS30"
    # (a number with a leading zero is a record's serial, no index's size: "finding MRF-0117",
    # "ticket OPS-042")
    r"(?-i:[A-Z][A-Za-z&]+(?:[- ][A-Z][A-Za-z&]+)?[- ]?(?!(?:19|20)\d\d\b)(?!0)\d{2,4}\b)|"
    # ... or as a family's code after its provider's, in capitals after "the": "the JPM EMBI
    # GD", "the ICE BofA HY" (a run of two to four capitalised codes, the first of three
    # capitals or more, ending the noun phrase: "the KYC AML checklist" names a checklist;
    # desk shorthand such as "ASAP" or "EOD" is none)
    r"(?-i:the\s+(?!(?:ASAP|FYI|EOD|COB|TBC|TBD|ETA|CIO|CEO|CFO|PM|IC)\b)"
    r"(?=[A-Za-z&.-]*[A-Z]{3})[A-Z][A-Za-z&.]*[A-Z](?:[- ][A-Z][A-Za-z&.]*[A-Z]){1,3}(?![\w-])"
    r"(?=['’]s\b|\s*(?:[.,;:!?()\n]|$|(?:as|and|or|but|with|for|in|on|while|whereas|index|"
    r"benchmark|closely|tightly|exactly)\b)))|"
    # a portfolio set down as the reference to follow, by its role: "the Schedule 4 reference
    # portfolio", "the policy portfolio", "the reference basket" (the plan's own "target
    # portfolio" is what it solves for; a "model portfolio" is often a consultant's, mirrored
    # in one respect only: "for turnover, mirror what the consultant's model portfolio does")
    r"(?:reference|policy|benchmark|strategic|notional|composite|custom|bespoke|shadow|"
    r"replicating)\s+(?:portfolios?|baskets?|allocations?|mix(?:es)?)\b|"
    # ... and in the languages of a continental mandate, one compound word or a noun with
    # its complement: "de normportefeuille", "das Referenzportfolio", "le portefeuille de
    # référence", "il portafoglio di riferimento", "la cartera de referencia"
    r"(?:norm|referentie|benchmark|strategische)[- ]?portefeuille\w*|"
    r"(?:referenz|norm|benchmark|vergleichs)[- ]?(?:portfolio|index|indizes)\w*|"
    r"referentie[- ]?index\w*|"
    r"(?:portefeuille|indice)s?\s+de\s+référence|"
    r"(?:portafogli[oi]|indic[ei]|parametr[oi])\s+di\s+riferimento|"
    r"(?:carteras?|[ií]ndices?|índice|portafolios?|portfolios?)\s+de\s+referencia|"
    # a peer benchmark: what the fund's peers earn on average, the benchmark of a pension fund
    # or a fund ranked in its category ("the industry average", "the peer-group median", "the
    # promedio del sistema", "la moyenne de la catégorie", "der Branchendurchschnitt")
    r"(?:peer[- ]?group|peers?['’]?|industry|sector|category|system|universe)\s+"
    r"(?:average|median|mean)\b|median\s+(?:manager|fund|peer)\b|"
    r"promedio\s+(?:del\s+(?:sistema|mercado)|de\s+la\s+industria|de\s+(?:los\s+)?pares)\b|"
    r"moyenne\s+(?:du\s+marché|des\s+(?:pairs|concurrents)|de\s+(?:la\s+)?(?:catégorie|place))|"
    r"(?:branchen|peergroup|peer-group-)durchschnitt\w*|"
    r"durchschnitt\s+der\s+(?:branche|vergleichsgruppe|peer[- ]?group)\b|"
    r"media\s+(?:del\s+(?:settore|mercato|sistema)|dei\s+concorrenti|di\s+categoria)\b|"
    r"(?:sector|markt|peergroup)gemiddelde\b|gemiddelde\s+van\s+de\s+sector\b|"
    # the index by its bare noun in the client's own language: "l'indice", "indeksu"
    rf"{eu.INDEX}|"
    # the market itself and the index funds that hold it (`market_benchmarks`)
    rf"{MARKET_BENCHMARK})"
)
#: a currency written as its sign inside an index's name ("iBoxx £ Non-Gilts"): a word of it
_CURRENCY_SIGN: Final = r"[£$€¥₹₩₽₣₺]"
#: verbs of staying close to something: with an index as their object they ask for tracking
_CLOSE_VERBS: Final = (
    # (the verb "close" of finishing is no closeness: "until risk closes the finding", "the
    # book closed at 71 % of its limit", and with a particle of completion in any form: "until we
    # close out the audit", "once legal closes off the review"; only the adjective and adverb
    # are: "close to", "closely")
    r"(?:shadow|mirror|replicat|follow|stick|stay|hew|"
    r"clos(?!e[sd]\b|ing\b|ures?\b|e\s+(?:out|off|down)\b)|track|hug|"
    r"cling|match|tail|copy|"
    r"mimic|emulat|imitat|near|resembl|similar|akin|alike|identical|clon|"
    r"ape|echo|keep\w* (?:in line|in step|pace)|"
    # likeness and attachment said as nouns and idioms: "a dead ringer for", "a spitting image
    # of", "a replica of", "a lookalike of", "glued", "pegged" or "tethered to", "joined at the
    # hip with"
    r"ringer|spitting image|replica|look-?alike|doppelg|glue|peg|tether|joined at the hip|"
    # closeness said as an adjective of fit: "keep it tight to the index"
    r"tight(?:ly)?\s+(?:to|with|against|around|on)|"
    # ... and nearness in the client's own language: "so nah wie möglich an", "lo más pegada
    # posible al", "så tæt på"
    rf"{eu.CLOSE})"
)
#: the portfolio's return less its benchmark's, as a series: "active return vs the index",
#: "relative returns", "the tracking difference", "portfolio minus benchmark daily return",
#: "the fund's return less the index's"
_ACTIVE_SERIES: Final = (
    r"(?:(?:daily|weekly|monthly)\s+)?(?:active|relative)\s+(?:(?:daily|weekly|monthly)\s+)?"
    rf"returns?(?:\s+(?:vs\.?|versus|against|over|relative\s+to|to)\s+{_INDEX}[\w&' -]{{0,20}}?)?|"
    r"tracking\s+differences?|"
    r"(?:the\s+)?(?:portfolio|port|fund|book|account)(?:['’]s)?\s+(?:(?:daily|weekly|monthly)\s+)?"
    rf"(?:returns?\s+)?(?:minus|less|net\s+of|[-−–])\s+{_INDEX}(?:['’]s)?"
    r"(?:\s+(?:daily|weekly|monthly))?(?:\s+returns?)?"
)
#: held at nothing: "as close to zero as it gets", "near zero", "at nil"
_NEAR_ZERO: Final = (
    r"(?:as\s+)?(?:close|near|next)\s+to\s+(?:zero|nil|nothing|0(?![\d.,]))|"
    r"(?:near|around|about|at)\s+(?:zero|nil|0(?![\d.,]))"
)
_TARGETS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        # an active return kept at nothing is no distance from the index: tracking error down
        # ("col H, active return vs the index, as close to zero every day as it gets")
        "near_zero",
        re.compile(
            rf"(?:{_ACTIVE_SERIES})(?:\s+[\w'’-]+){{0,6}}?\s+(?:{_NEAR_ZERO})\b",
            re.IGNORECASE,
        ),
    ),
    (
        "risk_adjusted",
        re.compile(
            # a return adjusted for any measure of risk: "vol-adjusted", "downside-adjusted"
            r"(?:risk|vol|volatility|variance|downside|drawdown|beta|sigma)[- ]adjusted|sharpe|"
            # the same in chat shorthand: "risk-adj ret", "vol adj.", "max SR" (Sharpe ratio)
            r"\b(?:risk|vol|downside)[- ]adj\b\.?|(?-i:\bSR\b)|"
            # return per unit of risk in slang: "bang for the buck on risk", "risk/reward",
            # "paid for the risk we run", "vol has to earn its keep"
            r"bang for (?:the |your |our |my |each |every )?bucks?\s+(?:on|per|for|of|against|"
            r"relative to|in terms of)\s+(?:the\s+|each\s+|every\s+|a\s+)?(?:unit\s+of\s+)?"
            r"(?:risk|vol\w*|variance)\b|"
            r"bang for (?:the |your |our |my |each |every )?(?:risk|vol\w*|variance) bucks?|"
            r"\b(?:risk[- /]reward|reward[- /]risk|risk\s*/\s*return|return\s*/\s*risk)\b|"
            r"\b(?:paid|compensated|rewarded|remunerated)\s+(?:\w+\s+)?for\s+(?:the\s+|each\s+|"
            r"every\s+|any\s+|all\s+(?:the\s+)?)?(?:unit\s+of\s+)?(?:risk|vol\w*|variance)\b|"
            r"\b(?:risk|vol\w*|variance)\s+(?:[\w-]+\s+){0,2}?earns?\s+(?:its|their)\s+keep|"
            # return measured per unit of risk, whatever the quantifier: "per", "each", "every"
            # ("pain" is desk slang for the risk endured: "return per unit of pain")
            r"(?:per|each|every|a) unit of (?:risk|volatility|vol|pain)\b|"
            r"(?:trade-?off|balance) between [^.;]{0,60}(?:risk|volatility)|"
            r"reward[- ](?:to|for)[- ](?:risk|variability|volatility|vol)\b|mean[- ]variance|"
            r"information[- ]ratio|(?-i:\bIR\b)|sortino|calmar|treynor|"
            r"return[- ]on[- ]risk|tangency|"
            # a trade-off written as a compound: "the best risk-return trade-off"
            r"(?:risk|volatility|return|reward)[- /](?:return|reward|risk|volatility)\s+trade-?off|"
            rf"\b(?:{eu.RISK_ADJUSTED})\b",
            re.IGNORECASE,
        ),
    ),
    (
        # the frontier's minimum-risk point named by its place on the frontier (risk on the
        # horizontal axis): "the left-most point of the efficient frontier" is, by definition,
        # the minimum-variance portfolio, as the tangency portfolio is the maximum-Sharpe one
        "min_risk_point",
        re.compile(
            r"\b(?:left[- ]?most|far[- ]left|west(?:ern)?most)\s+"
            r"(?:point|end|edge|tip|portfolio)\s+(?:of|on)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?frontier|"
            r"\b(?:vertex|apex|nose)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?frontier|"
            # the same portfolio by its compact name: "GMV" (global minimum variance), "minvar";
            # a desk's GMV that is a base, an amount or a measured quantity is the book's gross
            # market value, no portfolio: "5% of GMV", "single name (% GMV)", "GMV $1.2bn",
            # "GMV liquidatable in a day", "GMV limit"
            r"(?<!%)(?<!%\s)(?<!\bof\s)(?<!\bpct\s)(?<!\bx\s)(?<![×/])(?<![×/]\s)"
            r"(?-i:\bGMV\b)(?!\s*[:=(]?\s*(?:[$€£¥\d]|liquidat|trad(?:e)?abl|sellabl|sold|unwound|"
            r"exitabl|limit|caps?\b|exposure|"
            r"usage|utili[sz]|notional|leverage|multiple|ceiling|floor|budget|terms\b|basis\b|"
            r"[-\s]?based\b|[-\s]?weighted\b|(?:max|min|maximum|minimum)\b))|"
            r"\bmin(?:imum)?(?:var|variance|vol)\b",
            re.IGNORECASE,
        ),
    ),
    (
        # all-out pursuit of return, whose direction is the idiom's own: "swing for the fences"
        # (no price swing), "go for broke", "shoot for the moon", "pedal to the metal"
        "pursuit",
        re.compile(
            r"\bswing\w*\s+for\s+the\s+fences|\bgo(?:es|ing|ne)?\s+for\s+broke|"
            r"\bshoot\w*\s+for\s+the\s+(?:moon|stars)|\blet\s+(?:it|her|them)\s+rip|"
            # (the name of a sleeve, "the YOLO bucket", is blanked before: `sleeve_names`)
            r"\bpedal\s+to\s+the\s+metal|\bgo(?:es|ing)?\s+big\b|\bmoon-?shots?\b|"
            r"\ball\s+gas,?\s+no\s+brakes?|\bfull\s+throttle|\byolo\b",
            re.IGNORECASE,
        ),
    ),
    (
        # a book whose calm is its name: "a sleep-at-night portfolio"
        "calm",
        re.compile(
            r"\bsleep(?:s|ing)?[- ](?:well[- ])?at[- ]night|"
            # ... or the capital kept whole: "capital preservation", "preserve the principal",
            # "protection of capital", "safety of principal" (`capital_preservation`)
            rf"{CAPITAL_KEPT}",
            re.IGNORECASE,
        ),
    ),
    (
        "tracking",
        re.compile(
            r"tracking[- ]error|(?-i:\bTE\b)|active risk|"
            rf"deviat\w* from\s+{_INDEX}|"
            # resembling an index is staying close to it: "look like the TOPIX", "index-like"
            rf"(?:resembl\w*|look\w*|behav\w*)(?:\s+[\w'-]+){{0,3}}?\s+like\s+{_INDEX}|"
            rf"{_INDEX}[- ]like\b|"
            # "VTI with extra steps": the index itself, in a roundabout form
            rf"{_INDEX}{WITH_EXTRA_STEPS}|"
            # earning what the index earns is its return, no more and no less: "return exactly
            # what the index returns", "deliver whatever the benchmark delivers"
            r"(?:return|earn|deliver|mak|do|produc|generat|get|giv)\w*\s+(?:exactly\s+|"
            r"precisely\s+|just\s+|only\s+|simply\s+)?(?:what|whatever)\s+"
            rf"{_INDEX}\s*(?:does|did|do|returns?|earns?|makes?|delivers?|produces?|generates?|"
            r"gets?|gives?)\b|"
            r"track\w* (?:the |a |its |our )?(?:benchmark|index)|"
            # a few words may stand between: "stay within a whisker of the benchmark"
            # (an index's proper name may run long before its noun: "track the Acme Re Global
            # Cat Bond Index", a run of capitalised words past those five; and carry its
            # currency as a symbol: "mirror the Markit ¥ Sovereigns index", "hug the iBoxx €
            # Covered index"; or an ampersand between its words: "the MSCI World Oil & Gas
            # index", "the ICE US Energy Oil & Gas Midstream index")
            rf"{_CLOSE_VERBS}\w*(?:\s+(?:[\w'-]+|&|{_CURRENCY_SIGN})){{0,5}}?"
            rf"(?-i:(?:\s+(?:[A-Z][\w&.'-]*|&|{_CURRENCY_SIGN})){{0,4}})\s+{_INDEX}|"
            # closeness said as a phrase: "move in lockstep with the S&P 500"
            rf"in (?:lock[- ]?step|step|line|tandem|sync) with\s+{_INDEX}|"
            rf"within (?:[\w'-]+\s+){{0,3}}of\s+{_INDEX}|"
            r"(?<!standard )deviations?\b|relative risk|active share|"
            # the spread of the active return is tracking error: "minimise the standard
            # deviation of portfolio minus benchmark daily return"
            r"(?:standard\s+deviation|std\.?(?:\s+dev\.?)?|stdev|volatility|vol|variance|"
            rf"dispersion|variability|spread)\s+of\s+(?:the\s+)?(?:{_ACTIVE_SERIES})|"
            rf"(?:gap|difference|distance|spread|drift|underperformance|shortfall)\w*\s+"
            rf"(?:versus|vs\.?|against|to|from|"
            rf"relative to|with)\s+{_INDEX}|"
            r"(?:benchmark|index)[- ]hugging|close to (?:the |its |our )?(?:benchmark|index)|"
            rf"(?:gap|difference|distance|spread)\s+between\s+[^.;]{{0,40}}?\band\s+{_INDEX}|"
            rf"\b(?:{eu.TRACKING})\b",
            re.IGNORECASE,
        ),
    ),
    (
        "risk",
        re.compile(
            # a risk of the firm's models or operations ("the model-risk finding", "operational
            # risk", "conduct risk") is no movement of the portfolio's value
            r"\b(variance|standard deviation|volatil\w*|vol|"
            r"(?<!model[- ])(?<!models[- ])(?<!operational[- ])(?<!ops[- ])(?<!legal[- ])"
            r"(?<!conduct[- ])(?<!compliance[- ])(?<!reputational[- ])(?<!cyber[- ])risk|"
            r"riskier|risky|fluctuat\w*|sigma|σ|"
            r"std\.?[- ]?dev\w*|st\.?[- ]?dev\.?|stdev|var|"
            r"(?:spread|range|dispersion) of (?:the |its |our |daily |weekly |monthly )*returns|"
            r"swings?|stabl\w*|stead(?:y|ier|iest|iness|ily)|"
            r"stability|calm\w*|ups and downs|choppiness|choppy|bump(?:y|iness)|turbulen\w*|"
            r"jump(?:y|iness)|erratic|gyrations?|variability|dispersion|noise|rollercoaster|"
            r"roller[- ]coaster|smooth\w*|jitter\w*|wobbl\w*|shaky|nerv(?:y|ous)|whipsaw\w*|"
            # what a jiggling price does, verb or noun: "the mix that wiggles least"
            r"wiggl\w*|jiggl\w*|bounc\w*\s+around|yo-?yo\w*|"
            rf"{eu.RISK}|{eu.STABLE})\b",
            re.IGNORECASE,
        ),
    ),
    (
        "return",
        re.compile(
            # an auditor's "re-performance" is work done again, never a return
            r"\b((?:expected|excess|active|total|absolute)\s+)?(?<!\bre[-‐‑])"
            # (a return period is a recurrence interval, "the 1-in-250 return period" of a
            # catastrophe model, no return: so are a return interval and a return level)
            r"(returns?(?![- ](?:periods?|intervals?|levels?)\b)|performance|gains?|"
            r"upside|growth|profits?|yield|compound\w*|wealth|money|capital|rewards?|"
            # the companies' earnings as an event or a signal ("the post-earnings drift",
            # "pre-earnings", "an earnings surprise", "earnings season") are no return of ours
            r"(?<!pre[-‐ ])(?<!post[-‐ ])earn\w*(?![-‐ ](?:drift|surprises?|announcements?|"
            r"seasons?|revisions?|calls?|releases?|reports?|reporting|dates?|estimates?|beats?|"
            r"misses|momentum|guidance|quality|events?|windows?|blackouts?|prints?)\b)|"
            r"pay-?offs?|appreciation|alpha|rets?|(?-i:ER)|p&l|pnl|"
            # revenue expected from the book is its P&L ("the highest expected revenue from
            # inventory"); a company's revenue, a revenue bond or a programme's revenue is none
            r"(?<=expected\s)revenues?|"
            # so is what a claim, a loan or a stake is expected to pay back: "the highest expected
            # recovery", "the most expected proceeds", "expected distributions" (a market's recovery
            # or a recovery from a drawdown is none: only the expected amount is)
            r"(?<=expected\s)(?:recover(?:y|ies)|proceeds|payouts?|distributions?|collections?)|"
            # ... and a private fund's return measures when expected, as an aim, with no figure
            # ("the highest expected net multiple and IRR"; a funder's "2.5x MOIC or a 27 % IRR"
            # is a term, no aim)
            r"(?<=expected\s)(?:(?:net|gross)\s+)?(?:multiples?(?!\s+of\b)|irrs?|moics?|tvpis?)|"
            r"beat\w*|outperform\w*|outpac\w*|outrun\w*|"
            rf"{eu.RETURN})\b|"
            # an expectation of returns written as a formula: "E[R − Rf]", "E(R_p)", "E[r]"
            r"\bE\s*[\[(]\s*[Rr]\w{0,3}(?:\s*[-−–+]\s*[Rr]\w{0,3})?\s*[\])]|"
            # the savings themselves growing: "I want it to grow as much as possible", "let the
            # pot grow", "my IRA should grow faster"
            r"\b(?:it|savings|pot|fund|portfolio|account|investments?|nest[- ]egg|iras?|pension)"
            r"\s+(?:to\s+|will\s+|should\s+|can\s+|would\s+|could\s+|must\s+)?"
            r"grow(?:s|n|ing)?\b",
            re.IGNORECASE,
        ),
    ),
)
_UP: Final = re.compile(
    r"\b(maximi[sz]\w*|maximum|maximal|max|highest|higher|most|more|best|better|greatest|"
    r"greater|largest|larger|biggest|boost\w*|increas\w*|enhanc\w*|improv\w*|optimi[sz]\w* for|"
    # a phrasal verb of pursuit, intensified or not: "go all out for", "aim squarely at"
    r"(?:go(?:es|ing)?|aim\w*|push\w*|strive\w*|shoot\w*|reach\w*)"
    r"(?:\s+(?:all[- ]out|flat[- ]out|hard|straight|squarely|full[- ]tilt|firmly))?\s+(?:for|at)|"
    r"chas\w*|seek\w*|push\w*|grow\w*|as (?:high|much|large) as possible|"
    r"as (?:fast|quickly|hard) as|fastest|quickest|top|"
    r"as (?:an? )?(?:wide|big|large|great|much|far|high)\w* (?:a |an )?\w* ?as possible|"
    r"by (?:the |a )?(?:widest|biggest|largest|wide|big|large) (?:margin|amount|distance)|"
    rf"{eu.UP})\b",
    re.IGNORECASE,
)
_AVERSION: Final = (
    r"(?:hat(?:e|es|ed|ing)|dislik\w*|avoid\w*|abhor\w*|detest\w*|loath\w*|shun\w*|"
    r"steer\w* clear of|averse to|allergic to|wary of|"
    r"(?:can['’]?t|cannot|won['’]t|couldn['’]t)\s+(?:stand|bear|abide|tolerate|stomach))"
)
_DOWN: Final = re.compile(
    r"\b(minimi[sz]\w*|minimum|minimal|min|lowest|lower|least|less|smallest|smaller|fewest|"
    # (taming and muting by their inflections only: a "mutual fund", "la mutuelle", a
    # "mutualised" pool and a "tamper-proof" record name no direction)
    r"reduc\w*|cut\w*|curb\w*|dampen\w*|damp\w*|contain\w*|tam(?:e[sdr]?|ing)|"
    r"mut(?:e[sd]?|ing)|soften\w*|"
    r"gentle|gentler|quiet\w*|subdu\w*|as (?:low|little|small|muted|mild) as possible|"
    r"keep\w* (?:down|low)|"
    # a low degree or frequency of a movement is less of it: "a NAV that hardly fluctuates",
    # "a book whose value barely moves", "a fund whose worth seldom lurches"
    r"(?:hardly|barely|scarcely|seldom|rarely|little|only\s+(?:slightly|modestly|a\s+little))"
    r"(?=\s+(?:ever\s+)?(?:mov|swing|swung|fluctuat|vari|vary|wobbl|lurch|budg|bounc|gyrat|"
    r"oscillat|jump|chang|shift|stir|twitch|waver|jolt|seesaw|zigzag|spike|dip|drop|lurch))|"
    # aversion is wanting less: "we hate volatility", "avoid tracking error", "can't stand swings"
    rf"{_AVERSION}|{eu.DOWN})\b",
    re.IGNORECASE,
)
#: nouns of price movement are risk: the noun senses of change in magnitude or direction that
#: WordNet gives for "fluctuation", "variation", "movement" and "swing" (a move, a swing, an
#: oscillation, a lurch, a seesaw …), read as stems so every form counts. As verbs these words
#: say nothing about risk ("the weights move"), so a noun reading needs what marks a noun: a
#: determiner or modifier before it ("the day-to-day moves", "daily swings", "price moves").
_MOVEMENT_NOUNS: Final = stems(
    "move", "movement", "swing", "fluctuation", "oscillation", "gyration", "lurch", "jolt",
    "variation", "undulation", "seesaw", "zigzag", "wobble", "vacillation", "instability",
    # sudden moves, WordNet's nouns of a sudden change in amount or level
    "jump", "spike", "drop", "plunge", "slump", "dip", "crash", "tumble",
    # a move nobody expected, in the value of the book: "the fewest nasty surprises in its value"
    "surprise", "shock", "bump", "upset", "budge", "vary",
)  # fmt: skip
#: an aversion said with a negated verb ("can't stand") is one word, not a negation
_AVERSION_IDIOM: Final = re.compile(
    r"\b(?:can['’]?t|cannot|won['’]t|couldn['’]t)\s+(?:stand|bear|abide|tolerate|stomach)\b",
    re.IGNORECASE,
)
#: a suggestion asked with a negation: "why not just hug the index?", "why don't we …"
_SUGGESTION: Final = re.compile(
    r"\bwhy\s+(?:not|don['’]?t\s+(?:we|you|i)|do\s+(?:we|you)\s+not|wouldn['’]?t\s+(?:we|you))\b",
    re.IGNORECASE,
)
#: an aversion verb governs its object with its modifiers: "can't tolerate much active risk",
#: "avoid big swings" want less of it, whatever the quantifier says
_AVERTED: Final = re.compile(rf"\b{_AVERSION}(?:\s+[\w'’-]+){{0,3}}?\s+$", re.IGNORECASE)
_NOUN_MARKERS: Final = frozenset(
    {"the", "its", "their", "our", "his", "her", "a", "any", "these", "those", "such", "daily",
     "weekly", "monthly", "intraday", "price", "market", "day", "sharp", "big", "large", "wild",
     "violent", "sudden", "short", "term", "of", "in", "fewer", "smaller", "milder", "gentler",
     # a value's own movement, noun or verb: "the NAV moves", "the value swings"
     "nav", "value", "values", "worth",
     # an unwelcome move named by its quality or its count: "the fewest nasty surprises"
     "nasty", "unpleasant", "unwelcome", "ugly", "painful", "abrupt", "jarring", "unexpected",
     "few", "fewest", "least", "minimal"}
)  # fmt: skip
_WORD_BEFORE: Final = re.compile(r"([a-z]+)[\s-]*$", re.IGNORECASE)
#: a low degree of a value's movement, said as an adverb of its verb: "whose value barely
#: moves", "a NAV that hardly fluctuates"; the value must be named right before it (the
#: weights barely moving say nothing of risk)
_LOW_DEGREE: Final = frozenset({"hardly", "barely", "scarcely", "seldom", "rarely", "little"})
_VALUE_WORDS: Final = frozenset({"nav", "value", "values", "worth", "price", "p&l", "pnl"})


def _movement_nouns(clause: str) -> list[re.Match[str]]:
    """The price-movement nouns of a clause (as matches, like the other targets)."""
    found: list[re.Match[str]] = []
    for token in tokens(clause):
        if token.stem not in _MOVEMENT_NOUNS:
            continue
        before = _WORD_BEFORE.search(clause, 0, token.start)
        if before is not None and before.group(1).lower() in _LOW_DEGREE:
            valued = _WORD_BEFORE.search(clause, 0, before.start())
            if valued is None or valued.group(1).lower() not in _VALUE_WORDS:
                continue
        elif before is None or before.group(1).lower() not in _NOUN_MARKERS:
            continue
        m = re.compile(re.escape(token.text)).match(clause, token.start)
        if m is not None:
            found.append(m)
    return found


#: stability asked for is risk kept down ("as stable as possible")
_STABLE: Final = re.compile(
    r"\b(stabl\w*|stability|calm\w*|smooth\w*|stead(?:y|ier|iest|iness|ily)|"
    rf"{eu.STABLE})\b",
    re.IGNORECASE,
)
_DRAWDOWN_LIMIT: Final = re.compile(
    r"draw[- ]?downs?|peak[- ]to[- ]trough|(?:never|not) (?:lose|fall) more than", re.IGNORECASE
)

OBJECTIVES: Final[dict[str, tuple[str, frozenset[str]]]] = {
    "risk_adjusted": (
        "maximise risk-adjusted return",
        frozenset({"maximise_risk_adjusted_return"}),
    ),
    "tracking": ("minimise tracking error", frozenset({"minimise_tracking_error"})),
    "min_risk": ("minimise variance", frozenset({"minimise_variance"})),
    "drawdown": (
        "maximise return under a drawdown limit",
        frozenset({"maximise_return_under_drawdown_limit", "maximise_expected_return"}),
    ),
    "max_return": (
        "maximise expected return",
        frozenset({"maximise_expected_return", "maximise_return_under_drawdown_limit"}),
    ),
}


#: (target, direction) → what it asks for; other pairs ask for nothing ("more risk")
_KEYS: Final[dict[tuple[str, str | None], str]] = {
    ("risk_adjusted", "up"): "risk_adjusted",
    ("risk_adjusted", None): "risk_adjusted",
    ("tracking", "down"): "tracking",
    ("tracking", None): "tracking",  # a verb or phrase of closeness: "hug the index"
    ("risk", "down"): "min_risk",
    ("return", "up"): "max_return",
    ("min_risk_point", None): "min_risk",
    ("pursuit", None): "max_return",
    ("pursuit", "up"): "max_return",
    ("calm", None): "min_risk",
    ("near_zero", None): "tracking",
    ("near_zero", "down"): "tracking",
    ("calm", "up"): "min_risk",
}


@dataclass(frozen=True)
class Asked:
    """The objective a request asks for, and the words that ask for it."""

    objective: str  # a key of OBJECTIVES
    label: str
    kinds: frozenset[str]
    start: int
    end: int
    text: str


#: a clause that ends in a negation ("there's no reason", "we cannot afford") is continued by a
#: negated infinitive, not turned by it
_NEGATED_END: Final = re.compile(
    r"\b(?:no|not|never|cannot|\w+n['’]t)\b(?:\s+[\w'’]+){0,2}\s*$", re.IGNORECASE
)


#: what follows a label's colon when the label is a figure and this its value
_LABEL_VALUE: Final = re.compile(
    r"(?:max\w*|min\w*|up to|at most|at least|no more than|no less than|[≤<>≥=]+)?\s*[-+±]?\d",
    re.IGNORECASE,
)


#: a function's argument in a formula ("E(R)", "E[r - r_f]"): its bracket opens right after
#: the function's letter, so neither the bracket nor a dash inside it starts an aside
_FORMULA_ARGUMENT: Final = re.compile(r"\b[A-Za-z]\w{0,2}[(\[][^()\[\]\n]{1,24}[)\]]")


#: a pictograph or symbol emoji (with its variation selector), which a text typed on a phone
#: puts where a full stop would go
_EMOJI: Final = re.compile("[\U0001f300-\U0001faff\u2600-\u27bf]\ufe0f?")


def _clauses(text: str) -> list[tuple[int, str, bool]]:
    """(offset, clause, whether it starts a new sentence)."""
    out: list[tuple[int, str, bool]] = []
    start, new = 0, True
    formulas = [(f.start(), f.end()) for f in _FORMULA_ARGUMENT.finditer(text)]
    # a bracketed operand of arithmetic in words: "(expected return − cash rate) divided by
    # volatility" (`arithmetic_groups`)
    operands = operand_groups(text)
    splits = list(_CLAUSES.finditer(text))
    if _LT_WITHOUT_TURN.search(text) and LITHUANIAN.reads(text):
        # Lithuanian "be" (without) turns the clause as "without" does, in a Lithuanian text
        # only ("minimizuojamas kintamumas be grąžos tikslo": the return is the one denied), and
        # so does a negated gerund ("maksimizuojama grąža neviršijant ribų")
        splits = sorted([*splits, *_LT_WITHOUT_TURN.finditer(text)], key=lambda m: m.start())
    for m in splits:
        if any(a < m.start() < b for a, b in formulas):
            continue  # the parenthesis of "E(R)" is the formula's, not an aside
        if any(a <= m.start() and m.end() <= b for a, b in operands):
            continue  # the bracket groups an operand; the clause runs through it
        if (
            m.group(0).strip() == ""
            and "\n" not in m.group(0)  # a line break ends a bullet, it continues nothing
            and _NEGATED_END.search(text, start, m.start())
        ):
            continue  # "no reason not to chase …": the second negation cancels the first
        if m.group(0).startswith(":") and _LABEL_VALUE.match(text, m.end()):
            continue  # a label and its value ("ex-ante TE: max 4.2pc") are one clause
        out.append((start, text[start : m.start()], new))
        turn = (
            m.group(0)
            .strip()
            .lower()
            .startswith(("rather", "instead", "not", "without", *eu.WITHOUT))
        )
        start = m.start() if turn else m.end()
        # a field of a channel topic is a sentence of its own; so is a line after a break,
        # whatever closes the line before it: a heading's bracket ("… template (investment
        # risk)" over "limit_code: …") ends its line as a full stop would
        new = (
            bool(re.match(r"[.;!?\n]", m.group(0)))
            or "\n" in m.group(0)
            or m.group(0).strip() == "|"
            or _EMOJI.search(m.group(0)) is not None
        )
    out.append((start, text[start:], new))
    return [(s, c, n) for s, c, n in out if c.strip()]


#: direction words by polarity, as stems: every form of each counts ("low", "lower", "lowest",
#: "as low as it will go"; "small", "smaller", "keep it small"); the patterns above add the
#: phrases a stem cannot carry
_UP_STEMS: Final = stems(
    "high",
    "large",
    "big",
    "great",
    "much",
    "max",
    "maximum",
    "maximal",
    "maximise",
    "maximize",
    "boost",
    "increase",
    "enhance",
    "improve",
    "raise",
    "lift",
    "grow",
    "wide",
    "fast",
    "strong",
    "good",
    "top",
    "peak",
    "amplify",
    "extend",
    "add",
)
_DOWN_STEMS: Final = stems(
    # a particle of direction completes its verb: "push it down", "bring them down"
    "down",
    "low",
    "small",
    "little",
    "few",
    "min",
    "minimum",
    "minimal",
    "minimise",
    "minimize",
    "reduce",
    "cut",
    "curb",
    "dampen",
    "damp",
    "contain",
    "tame",
    "tight",
    "modest",
    "lessen",
    "shrink",
    "trim",
    "mute",
    "soften",
    "quiet",
    "slight",
    "tiny",
    "negligible",
    "limit",
    "narrow",
    "zero",
)
#: a target whose verb itself moves it: drifting from the index is more tracking error
_DRIFT: Final = re.compile(
    rf"\b(?:drift|stray|wander|diverg|mov\w* away|depart|deviat(?:e|es|ed|ing)\b)\w*"
    rf"(?:\s+\w+){{0,4}}?\s+(?:away\s+)?from\s+(?:{_INDEX}|(?P<pronoun>it|them)\b)",
    re.IGNORECASE,
)
#: a verb of closeness whose object is a pronoun for an index named before: "we're not out to
#: beat the TOPIX, only to stay glued to it"
_CLOSE_TO_PRONOUN: Final = re.compile(
    rf"\b{_CLOSE_VERBS}\w*(?:\s+[\w'-]+){{0,3}}?\s+(?:to\s+|with\s+)?(?:it|them)\b", re.IGNORECASE
)
#: valuing a thing is wanting more of it, for return and risk-adjusted return ("we care about
#: return and nothing but return"); a negation of it dismisses ("we don't care about return")
_VALUING: Final = re.compile(
    r"\b(?:car(?:e|es|ing) (?:about|for)|focus\w* (?:on|purely on|solely on)|all about|"
    r"prioriti[sz]\w*|"
    # pursuit as a state: "we're after return"
    r"(?:are|'re|’re|is|'s|am|'m)\s+(?:only\s+|purely\s+|just\s+|simply\s+)?after|"
    # a goal noun as subject or the cleft "what matters is": "the objective is total return"
    r"(?:goal|aim|objective|target|priority|focus|purpose|mission|brief|kpi)s?\s+"
    r"(?:(?:here|today|now|overall)\s+)?(?:is|are|remains?|=|:|other\s+than|but)|"
    r"what\s+(?:really\s+)?(?:matters|counts)(?:\s+most)?\s+(?:is|are))\b",
    re.IGNORECASE,
)
_FIGURE_AFTER: Final = re.compile(
    r"\s+(?:[\w-]+\s+)?(?:(?:of|at|around|near|about)\s+)?(?:an?\s+)?[-+]?\d"
)
#: a return with a level or a manner ("a steady 5 % return", "stable returns") is a kind of
#: return, not more of it
_LEVEL_BEFORE: Final = re.compile(
    r"(?:\d|%|\b(?:pc|bps?|percent|stabl\w*|stead\w*|smooth\w*|consistent|reliable|predictable|"
    r"regular))\W*(?:[\w-]+\s+){0,1}$",
    re.IGNORECASE,
)
#: valuing said after the target, as its predicate: "return is the goal", "only returns
#: matter", "return is all that counts", "returns first and foremost"
_VALUED: Final = re.compile(
    r"[\s,]*(?:(?:is|are|remains?|'s|’s|will be)\s+(?:\w+\s+){0,3}?"
    r"(?:goal|aim|objective|target|priority|focus|purpose|mission|brief|kpi|point|"
    r"all that (?:matters|counts)|what (?:matters|counts)|"
    r"what\s+(?:[\w'’-]+\s+){0,2}(?:wants?|needs?|cares? about|asks? for|values?|seeks?))\b|"
    r"(?:\w+\s+)?(?:matters?|counts?)(?:\s+(?:most|above all|here|to us))*\s*$|"
    r"(?:first|above all|first and foremost|before anything else|over everything)\b)",
    re.IGNORECASE,
)
#: an index named anywhere before a pronoun of closeness, across clauses ("the Euro Stoxx 50 is
#: our yardstick; keep hugging it")
_INDEX_BEFORE: Final = re.compile(rf"\b{_INDEX}", re.IGNORECASE)
#: other things a portfolio can be kept close to: a model, target or past portfolio, a plan
_OTHER_REFERENCE: Final = re.compile(
    r"\b(?:model|target|reference|strategic|current|existing|old|previous|last year['’]s|"
    r"original)\s+(?:asset\s+)?(?:portfolio|allocation|weights|mix|holdings|positions)\b|"
    r"\bthe\s+(?:plan|forecast|glide\s*path)\b",
    re.IGNORECASE,
)
_CONJUNCT_START: Final = re.compile(
    r"[.;!?\n,:()]|\b(?:and|but|or|while|whilst|whereas|so|then|because|since)\b", re.IGNORECASE
)


def _index_near(text: str, at: int) -> bool:
    """Whether the nearest antecedent a pronoun of closeness at `at` can have is an index: the
    last index or other reference path (a model portfolio, the plan) named before the pronoun's
    own conjunct, whose subject and object it cannot stand for ("keep the portfolio close to
    it": "it" is not the portfolio). "Our benchmark is the Stoxx 600. Costs must be low. Stay
    close to it" resolves to the index; "… we also have a model portfolio; stay close to it"
    to the model portfolio."""
    own = max((m.end() for m in _CONJUNCT_START.finditer(text, 0, at)), default=0)
    index = max((m.start() for m in _INDEX_BEFORE.finditer(text, 0, own)), default=-1)
    other = max((m.start() for m in _OTHER_REFERENCE.finditer(text, 0, own)), default=-1)
    return index >= 0 and index > other


#: return measured against risk is a ratio: "return per unit of risk", "return for the risk"
_RATIO: Final = re.compile(
    r"\b(?:per|for|out of|relative to|against|adjusted for|divided by|versus|vs\.?)\b",
    re.IGNORECASE,
)


def _nearest(clause: str, start: int, end: int) -> tuple[int, int, str] | None:
    """The direction word nearest to the target in the clause: (start, end, 'up' or 'down')."""
    best: tuple[int, tuple[int, int, str]] | None = None
    # a word of the target itself ("growth") is no direction, nor the complement of a verb
    # before it ("go for growth")
    for hit in _hits(clause, (start, end)):
        at, until, _ = hit
        distance = start - until if until <= start else at - end
        if best is None or distance < best[0]:
            best = (distance, hit)
    return best[1] if best is not None else None


def _direction(clause: str, start: int, end: int) -> str | None:
    """'up' or 'down' from the direction word nearest to the target in the clause."""
    hit = _nearest(clause, start, end)
    return hit[2] if hit is not None else None


#: a degree word says how much of its target, not which way: "mirror the index as much as
#: possible" is more closeness, so less tracking error
_INTENSIFIER: Final = re.compile(
    r"(?:as\s+|so\s+|too\s+|very\s+)?(?:much|more|most|far|fully|completely|entirely|totally)\b",
    re.IGNORECASE,
)
#: tracking named as a distance from the index (its degree is the distance's), as opposed to a
#: verb or phrase of closeness to it (its degree is the closeness's)
_DISTANCE: Final = re.compile(
    r"(?:tracking|TE\b|active|relative|deviat|gap|difference|distance|spread|drift|"
    r"underperformance|shortfall)",
    re.IGNORECASE,
)


#: words of distance inside a phrase of staying ("stay as far from the index as you like")
_APART: Final = re.compile(r"\b(?:far|away|apart|distant|clear|off)\b", re.IGNORECASE)


def _closeness_degree(clause: str, target: re.Match[str]) -> bool:
    """Whether the direction said of a tracking target is the degree of a closeness ("hug the
    TOPIX as much as you can", "mirror it more"): more closeness is less tracking error."""
    if _DISTANCE.match(target.group(0)) or _APART.search(target.group(0)):
        return False
    hit = _nearest(clause, target.start(), target.end())
    return hit is not None and _INTENSIFIER.match(clause, hit[0]) is not None


#: a verb of pursuing: what it pursues is wanted, whatever it is ("seeks returns as close as
#: possible to the index" pursues the closeness)
_PURSUIT: Final = re.compile(r"(?:seek|chas|pursu|striv|aim)\w*", re.IGNORECASE)


def _closeness_pursued(clause: str, target: re.Match[str]) -> bool:
    """Whether the direction said of a closeness to an index (not a distance from it) is a
    verb of pursuing it: pursuing closeness is more closeness, so less tracking error."""
    if _DISTANCE.match(target.group(0)) or _APART.search(target.group(0)):
        return False
    hit = _nearest(clause, target.start(), target.end())
    return hit is not None and _PURSUIT.fullmatch(clause, hit[0], hit[1]) is not None


#: an intransitive verb of change of state (Levin's calibratable change-of-state verbs: rise,
#: fall, climb, drop, …) directs its subject when it is wanted, not reported: after "let",
#: "make", "see", a modal, "to" or a negation ("don't let volatility rise", "we want tracking
#: error to fall"); a reported change ("volatility rose") asks for nothing
_CHANGE: Final = re.compile(
    r"\b(?:let|make|see|to|should|must|may|might|can|will|shall|would|n['’]t|not|never)\s+"
    r"(?:[\w&'’-]+\s+){0,6}?"
    r"(?P<verb>(?P<up>rise|climb|soar|go up|move up|edge up|creep up|head higher|go higher)|"
    r"(?:fall|drop|decline|sink|dip|ease|subside|go down|come down|move down|edge down|"
    r"head lower|go lower))\b",
    re.IGNORECASE,
)


_TOP_UP: Final = re.compile(r"top[-‐‑ ]?ups?\b", re.IGNORECASE)
#: a bound's kind in brackets after a row's name, before the row's value, is no wish: "Sector
#: gross (maximum): 250% of equity", "Cash (min) 2%", its kind classified ("Leverage (hard
#: maximum): 3x", "Cash (regulatory min.) 2%")
_BRACKETED_BOUND: Final = re.compile(
    r"\(\s*(?:(?:hard|soft|absolute|regulatory|statutory|legal|internal|strict|overall|firm)"
    r"\s+)?(?:max|min|maximum|minimum|upper|lower)\.?\s*\)(?=\s*(?:[:=]|[<≤>≥]?\s*\d))",
    re.IGNORECASE,
)

#: a weighted composition in brackets, two or more parts with their shares ("the reference
#: index (60 % MSCI EMU Net Return, 40 % Bloomberg Euro Aggregate)", "(50/50 equities and
#: bonds)"): what a benchmark or a mix is made of, an apposition of the noun before it; no
#: clause of its own, and the "Return" of an index's name in it is no aim
_SHARE: Final = (
    r"\d{1,3}(?:[.,]\d+)?\s*(?:%|pc\b|per\s*cent|pour\s*cent|por\s*ciento|procent|prozent)"
)
_COMPOSITION: Final = re.compile(
    rf"\(\s*(?:{_SHARE}[^()%\n]*?(?:[,;/+&]|\b(?:and|et|und|y|e|en)\b)\s*{_SHARE}[^()\n]*|"
    r"\d{1,3}\s*/\s*\d{1,3}\s+[^()\n]*)\)",
    re.IGNORECASE,
)


#: what may join a noun to the closeness that qualifies it: a relative pronoun (and its
#: auxiliary), the "as" of a degree, or nothing
_QUALIFIER_LINK: Final = re.compile(
    r"\s+(?:(?:that|which)\s+(?:(?:will|would|should|can|must|is|are|do|does)\s+)?|"
    r"(?:as|kept|held|staying|running|moving)\s+)?",
    re.IGNORECASE,
)


def _qualified_by_closeness(
    clause: str, target: re.Match[str], targets: list[tuple[str, re.Match[str]]]
) -> bool:
    """Whether a return noun is qualified by a closeness to an index right after it ("returns
    as close as possible to the index", "returns that follow the index"): the phrase is the
    head's qualifier, and what it asks for is the closeness, not more return."""
    return any(
        n == "tracking"
        and m.start() >= target.end()
        and _QUALIFIER_LINK.fullmatch(clause, target.end(), m.start()) is not None
        for n, m in targets
    )


#: what may stand between a stability adjective and the return it qualifies: "the steadiest
#: possible returns", "the smoothest achievable return stream"
_STABILITY_LINK: Final = re.compile(
    r"\s+(?:(?:possible|achievable|attainable|available|feasible)\s+)?", re.IGNORECASE
)


def _qualified_by_stability(
    clause: str, target: re.Match[str], targets: list[tuple[str, re.Match[str]]]
) -> bool:
    """Whether a return noun is qualified by a stability adjective right before it ("the
    steadiest possible returns", "smooth returns"): the adjective says how little the returns
    vary, and the noun is its subject, no target of more return."""
    return any(
        n == "risk"
        and _STABLE.fullmatch(m.group(0)) is not None
        and m.end() <= target.start()
        and _STABILITY_LINK.fullmatch(clause, m.end(), target.start()) is not None
        for n, m in targets
    )


def _inside_word(clause: str, start: int, end: int) -> bool:
    """Whether the ASCII word at [start, end) is only part of a longer word, cut at a letter the
    tokenizer does not read: the English stem "limit" in Polish "limitów" or "min" in "minä"
    is no English word."""
    return (start > 0 and clause[start - 1].isalpha()) or (
        end < len(clause) and clause[end].isalpha()
    )


def _hits(clause: str, target: tuple[int, int] | None = None) -> list[tuple[int, int, str]]:
    """Every direction word of the clause outside `target`: (start, end, 'up' or 'down')."""
    found = [
        (m.start(), m.end(), side)
        for pattern, side in ((_UP, "up"), (_DOWN, "down"))
        for m in pattern.finditer(clause)
    ]
    found += [
        (t.start, t.end, "up" if t.stem in _UP_STEMS else "down")
        for t in tokens(clause)
        if (t.stem in _UP_STEMS or t.stem in _DOWN_STEMS)
        and not _inside_word(clause, t.start, t.end)
        and not (
            t.stem in _CONSTRAINT_NOUNS
            and (
                _DETERMINED.search(clause, 0, t.start)
                or _KEY_AFTER.match(clause, t.end)
                or _limit_noun(clause, t.start, t.end)
                or (
                    _LABEL_WORD.fullmatch(clause, t.start, t.end)
                    and _LABEL_AFTER.match(clause, t.end)
                )
                or _CLASSIFIED.search(clause, 0, t.start)
                or _RECORD_AFTER.match(clause, t.end)
            )
        )
    ]
    found += [
        (m.start("verb"), m.end("verb"), "up" if m.group("up") else "down")
        for m in _CHANGE.finditer(clause)
    ]
    if target is not None:
        found = [hit for hit in found if not target[0] <= hit[0] < target[1]]
    # a "top-up" is a refill, no degree: "after the capital top-up", "top up the account"
    found = [hit for hit in found if not _TOP_UP.match(clause, hit[0])]
    # the limits limiting the risk say how it is held, not that less is asked: "the limits
    # contain the risk", "das Risiko begrenzen die Limite" (`limiting_agents`)
    found = [hit for hit in found if not limits_do_it(clause, hit[0], hit[1])]
    # an evaluation is no direction: "the lower the better", "the least risk is best"
    found = [hit for hit in found if not _inside(hit, _EVALUATION, clause)]
    # a question of amount is no direction: "how much we invest", "how far we drift from it"
    found = [hit for hit in found if not _inside(hit, _AMOUNT_QUESTION, clause)]
    # nor is a figure judged excessive: "would 3x be too much for our borrowing?"
    found = [hit for hit in found if not _inside(hit, _FIGURE_TOO, clause)]
    # a degree ("as much as", "as far as") intensifies another direction word, when there is one:
    # "volatility should be reduced as far as possible"
    degree = [hit for hit in found if _inside(hit, _DEGREE, clause)]
    if len(degree) < len(found):
        found = [hit for hit in found if hit not in degree]
    found.sort()
    # a verb whose complement says the direction takes the complement's: "push them as low
    # as they will go", "drive it down"
    found = [
        hit
        for i, hit in enumerate(found)
        if not any(
            later[0] >= hit[1] and _LINK.fullmatch(clause[hit[1] : later[0]])
            for later in found[i + 1 :]
        )
    ]
    return found


#: a direction verb that is also the noun of a constraint ("limit volatility" directs it; "the
#: limit of the bank" is a limit, which asks for no objective) is a noun after a determiner
_CONSTRAINT_NOUNS: Final = stems("limit")
#: ... or a system's label in capitals before another word in capitals ("LIMIT WARNING",
#: "LIMIT CHECK | …"): a heading's noun, not the verb
_LABEL_WORD: Final = re.compile(r"[A-Z]+")
_LABEL_AFTER: Final = re.compile(r"[ \t]+[A-Z]{2,}\b")
#: a bound's adjective with a noun of its own after it ("Minimum cash", "max leverage"): not a
#: verb ("max out"), nor before an article or a pronoun ("maximise the …")
_BOUND_NAMING: Final = re.compile(
    r"(?:min|minimum|max|maximum|minimal|maximal)\.?\s+"
    r"(?!(?:out|it|them|this|that|the|a|an|its|their|our|your|possible|please|for|on|of|up|"
    r"as|and|or|is|are|be)\b)[a-z]",
    re.IGNORECASE,
)
#: ... or the last part of a system's name in capitals ("CASH_MIN", "ISSUER MAX")
_CAPS_PART_BEFORE: Final = re.compile(r"\b[A-Z]{2,}[\s_]+$")


def _names_limit(clause: str, at: int, to: int) -> bool:
    """Whether the direction word at `at`–`to` is a bound's adjective naming a limit with its
    own noun ("Minimum cash", "CASH_MIN"), which directs no target of a later clause."""
    word = clause[at:to]
    return bool(_BOUND_NAMING.match(clause, at)) or (
        word.isupper() and _CAPS_PART_BEFORE.search(clause, 0, at) is not None
    )


#: ... or a noun after a word that classifies limits ("hard limit 2 %", "the vol limit", "TE
#: limit"): a verb has no such word before it but its subject ("we limit", "please limit")
_CLASSIFIED: Final = re.compile(
    r"\b(?:hard|soft|upper|lower|outer|inner|internal|regulatory|absolute|overall|aggregate|"
    r"standing|binding|effective|temporary|te|vol|volatility|leverage|drawdown|cash|var|"
    r"concentration|issuer|position|sector|risk|exposure|tracking[\s-]+error)\s+$",
    re.IGNORECASE,
)
#: ... or a noun a system's record names: a compound or a reduced passive after it ("limit
#: breach", "limit utilisation", "limit review pending", "limit breached", "INFO limit set …"),
#: or its value right after it ("Limit 3.00%", "limit of 5 %", "limit at 2x"); the verb takes
#: an object ("limit turnover") or "to" ("limit it to 5 %")
_RECORD_AFTER: Final = re.compile(
    r"[\s_-]+(?:breach(?:es|ed)?|utili[sz]ation|utili[sz]ed|check(?:s|ed)?|monitor(?:ing)?|"
    r"report(?:ed)?|review(?:ed)?|status|warning|alert|exception|override|overridden|waiver|"
    r"waived|change|changed|update[ds]?|set|reset|event|framework|schedule|table|"
    r"setting|level|owner|type|id|approval|approved|request(?:ed)?|amendment|amended|"
    r"raised|lowered|loaded|expired|lapsed|hit|reached|exceeded|pending|extension|extended|"
    r"granted|suspended|removed|revoked|confirmed|tbc|tbd|"
    # a document of limits: "the limit sheet", "limit grid, risk block", "limit pack"
    r"sheets?|grids?|packs?|matri(?:x|ces)|registers?|memos?|letters?|files?|docs?|tiers?|"
    r"ladders?|"
    # ... or a system's output of its limits: "Limits export (risk system, …)", "limit
    # extract", "limit dump", "limits snapshot", "limit printout"
    r"exports?|extracts?|dumps?|snapshots?|downloads?|print[\s-]?outs?|listings?|feeds?|"
    r"logs?)\b|"
    # ... its value may be money, its currency first ("limit EUR 6.0m", "limit of $5mm")
    rf"\s*(?:(?:of|at|is|was)\s+)?[<≤]?\s*(?:(?:{CURRENCY_NAMES})\s*|[$€£¥]\s*)?\d",
    re.IGNORECASE,
)
#: ... or a record's key, its name closed and a value after it: '"limit": null', "limit ="
_KEY_AFTER: Final = re.compile(r"""["'’]\s*(?:[:=]|$)|\s*[:=]""")
_DETERMINED: Final = re.compile(
    r"\b(?:the|a|an|its|our|their|your|his|her|this|that|these|those|any|each|every|no|"
    # "subject to such limit as the Board may determine": "such" determines its noun too
    r"such|some|whatever|which|what|another|\w+['’]s)\s+(?:[\w-]+\s+)?$",
    re.IGNORECASE,
)
#: the noun forms of "limit" in English, French and Italian ("limiter", "limited" are verbs)
_LIMIT_NOUN_FORM: Final = re.compile(r"limits?|limites?|limiti", re.IGNORECASE)
#: a determiner of the client's language before the noun, one modifier allowed: "la limite",
#: "al limite", "kein Limit", "el limite"
_DETERMINED_EU: Final = re.compile(
    rf"(?:^|[\s(«„\"'’])(?:{eu.DETERMINERS})\s*(?:[\w-]+\s+)?$", re.IGNORECASE
)
#: what follows a noun and never a verb's object: a preposition ("limit on", "limite per",
#: "Limit für"), a copula, auxiliary or modal ("the limit is", "la limite sera"), what is still
#: to happen to it ("limite da concordare", "limite à préciser", "limit to be agreed", "limit
#: pending"), or a verb whose subject a limit is, of its force ("all fund limits apply", "the
#: limit holds", "limits continue to bind"), or a page that lists limits ("limits section")
_NOUN_FOLLOWS: Final = re.compile(
    r"\s+(?:to\s+be|pending|tb[cd]|on|for|of|in|from|is|are|was|were|will|would|shall|should|"
    r"must|may|has|have|had|still|remains?|stays?|"
    r"appl(?:y|ies)|hold|holds|binds?|governs?|stands?|continues?|persists?|prevails?|"
    # ... or the part of a document or system that lists them: "limits section", "limit sheet",
    # "limits schedule", "limit utilisation table" (a verb's object is what it limits, never
    # the page that lists limits)
    r"(?:utili[sz]ation\s+)?(?:sections?|sheets?|schedules?|tables?|registers?|tabs?|pages?|"
    r"annex(?:es)?|appendix|appendices|chapters?|frameworks?|files?|lists?|columns?|"
    r"dashboards?|monitors?|reports?|summary|overview)|"
    rf"(?:{eu.LIMIT_PREPOSITIONS})|à|da|est|sera|serait|reste|n['’]|è|sarà|resta|ist|wird|"
    r"bleibt|folgt|es|será|está|queda|wordt|blijft|volgt)\b",
    re.IGNORECASE,
)


#: a preposition governs a noun, never the verb (whose infinitive takes "to"): "VaR at 71 % of
#: limit", "share of limit used", "back within limit", "running over limit"
_PREPOSITION_BEFORE: Final = re.compile(
    r"\b(?:of|within|over|above|below|under|at|against|versus|vs\.?|near|beyond|inside|outside|"
    r"past|towards?|into|through)\s+$",
    re.IGNORECASE,
)


_HYPHENED: Final = re.compile(r"[-‐‑][^\W\d_]")
#: the plural nouns of a limit in French and Italian ("limites", "limiti")
_FOREIGN_PLURAL: Final = re.compile(r"limites|limiti", re.IGNORECASE)


def _limit_noun(clause: str, start: int, end: int) -> bool:
    """Whether the word "limit" at [start, end) of the clause is the noun that names a constraint
    rather than the verb that directs its object: a noun form after a determiner of the client's
    language, or followed by what follows only a noun ("la limite reste à définir", "limite da
    concordare", "limit to be agreed"). A constraint asks for no objective."""
    if not _LIMIT_NOUN_FORM.fullmatch(clause, start, end):
        return False
    return bool(
        # the foreign plurals are nouns whatever surrounds them ("Limites internes validées",
        # "limiti di rischio"): their verbs are "limitez", "limitano", never a bare plural
        _FOREIGN_PLURAL.fullmatch(clause, start, end)
        or _DETERMINED_EU.search(clause, 0, start)
        or _NOUN_FOLLOWS.match(clause, end)
        or _PREPOSITION_BEFORE.search(clause, 0, start)
        # a hyphen joins the noun to a compound ("limit-excess notice", "limit-usage report"); a
        # verb is never hyphenated to its object
        or _HYPHENED.match(clause, end)
    )


_EVALUATION: Final = re.compile(
    r"\bthe\s+(?:better|best)(?=\s*(?:[,.;!?)]|$))|\b(?:is|are|'s|’s)\s+(?:best|better)\b",
    re.IGNORECASE,
)
_DEGREE: Final = re.compile(r"\bas\s+(?:much|far)\s+as\b", re.IGNORECASE)
#: an indirect question of amount names a quantity ("agree on how much we borrow", "how far we
#: stray from the index"): its degree word asks for neither more nor less of it
_AMOUNT_QUESTION: Final = re.compile(r"\bhow\s+(?:much|far|many)\b", re.IGNORECASE)
#: a figure said to be too much or too little judges the figure, not which way to go
_FIGURE_TOO: Final = re.compile(
    r"\d[^,;:?!.\n]{0,40}?\b(?:be|is|are|was|were|'s|’s|sounds?|seems?|looks?)\s+"
    r"(?:a\s+bit\s+|far\s+|way\s+|much\s+)?too\s+(?:much|many|high|far|little|low|few)\b",
    re.IGNORECASE,
)


def _inside(hit: tuple[int, int, str], pattern: re.Pattern[str], clause: str) -> bool:
    return any(m.start() <= hit[0] < m.end() for m in pattern.finditer(clause))


_PRONOUN: Final = re.compile(r"\b(?:it|them|they|this|that)\b", re.IGNORECASE)
#: what may stand between a verb and its complement: pronouns, articles, "as"
_LINK: Final = re.compile(r"(?:\s+(?:it|them|this|that|these|those|the|its|their|as|all))*\s+")


def _negated(clause: str, negations: list[re.Match[str]], target: re.Match[str]) -> bool:
    """Whether a negation of the clause scopes over the target: one in the same conjunct
    ("disregard the benchmark and keep volatility small" negates the benchmark only). Two
    negations before the target cancel ("we cannot afford not to follow the DAX", "no reason
    not to chase …"), and an exception after a negation is one ("we don't want anything other
    than the lowest-variance book", "can't settle for anything less than the best …")."""
    scoping = [
        n
        for n in negations
        if not _AND.search(clause, *sorted((n.start(), target.start())))
        and _adposition_scopes(n, target)
    ]
    if not scoping:
        return False
    before = [n for n in scoping if n.start() < target.start()]
    exceptions = [
        e
        for e in _EXCEPTION.finditer(clause, 0, target.start())
        if before and e.start() >= before[0].start()
    ]
    cancelled = len(before) == len(scoping) and (len(before) + len(exceptions)) % 2 == 0
    return not (before and cancelled)


_REGARDLESS_BEFORE: Final = re.compile(eu.REGARDLESS_BEFORE, re.IGNORECASE)
_REGARDLESS_AFTER: Final = re.compile(eu.REGARDLESS_AFTER, re.IGNORECASE)


def _adposition_scopes(negation: re.Match[str], target: re.Match[str]) -> bool:
    """Whether a negation reaches the target, given that "regardless of" sets aside only its
    own noun: the one after a preposition ("minimise variance regardless of returns" keeps the
    variance), the one before a postposition (Finnish "tuotoista riippumatta"). Any other
    negation scopes over its whole conjunct."""
    if _REGARDLESS_BEFORE.fullmatch(negation.group(0)):
        gap = target.string[negation.end() : target.start()]
        return target.start() >= negation.end() and _NOUN_PHRASE_GAP.fullmatch(gap) is not None
    if _REGARDLESS_AFTER.fullmatch(negation.group(0)):
        gap = target.string[target.end() : negation.start()]
        return target.end() <= negation.start() and not gap.strip()  # the noun is its head
    return True


#: what may stand between an adposition of "regardless" and its noun: its own preposition and
#: the noun's determiners and modifiers, a few words with no clause's punctuation ("regardless
#: of the expected returns", "niezależnie od oczekiwanych stóp zwrotu")
_NOUN_PHRASE_GAP: Final = re.compile(r"\s*(?:[^\W\d_][\w'’-]*\s+){0,4}|\s*")


#: an exception to what a negation denies: "anything other than", "anything less than"
_EXCEPTION: Final = re.compile(
    r"\b(?:anything|nothing|any|none)\s+(?:other|else|less|lower|short)\s+(?:than|of)\b|"
    r"\b(?:anything|nothing)\s+but\b|"
    r"\bno\s+(?:[\w-]+\s+){1,2}?(?:other|else)\s+(?:than|but)\b|\bno\s+other\s+[\w-]+\s+(?:than|but)\b",
    re.IGNORECASE,
)


#: negations that set a target aside whatever direction is said of it: "forget about the
#: highest Sharpe" asks for no Sharpe at all, not for the lowest
_DISMISSAL: Final = re.compile(
    r"irrelevant|regardless|ignor\w*|unconcerned|not bothered|forget\w*|disregard\w*|"
    r"never\s+mind|(?:set|leave|put)\s+aside|beside the point|secondary|unimportant|immaterial|"
    r"of no (?:concern|importance|interest)|matters? (?:less|least|little|very little)|"
    r"indifferent|could(?:n['’]t| not) care less|be damned|to hell with|"
    r"who (?:really\s+)?(?:cares|gives a \w+)|skip(?:s|ped|ping)?|ditch\w*|nix(?:es|ed|ing)?|"
    rf"{eu.REGARDLESS_BEFORE}|{eu.REGARDLESS_AFTER}",
    re.IGNORECASE,
)
_AND: Final = re.compile(r"\s(?:and|&)\s", re.IGNORECASE)


def _flip(side: str | None) -> str | None:
    return {"up": "down", "down": "up"}.get(side or "")


#: "to" and "over" join a ratio's terms inside a compound ("return-to-volatility"), or in "the
#: ratio of return to risk"; elsewhere "to" is not a ratio ("return to the client")
_COMPOUND_JOIN: Final = re.compile(
    r"\s*-\s*(?:to|over|per|for)\s*-\s*|\s+(?:to|over)\s+|\s*[/÷]\s*", re.I
)
_RATIO_NOUN: Final = re.compile(r"\b(?:ratio|quotient)\b", re.IGNORECASE)


def _ratio(clause: str, targets: list[tuple[str, re.Match[str]]]) -> bool:
    """Whether the clause measures return against risk ("the most return out of every unit
    of risk", "a better return for the risk", "the top return-to-volatility ratio")."""
    returns = [m for n, m in targets if n == "return"]
    risks = [m for n, m in targets if n == "risk"]
    for r in returns:
        for k in risks:
            if r.end() > k.start():
                continue
            if _RATIO.search(clause, r.end(), k.start()) is not None:
                return True
            # the return's bracketed group divided by the risk: "(return − cash rate) / vol",
            # "(expected return minus the murabaha rate) over volatility" (`arithmetic_groups`)
            if divides_group(clause[r.end() : k.start()]):
                return True
            joined = _COMPOUND_JOIN.fullmatch(clause, r.end(), k.start())
            outside = clause[: r.start()] + clause[k.end() :]
            # a division sign is a ratio whatever surrounds it: "excess return ÷ vol"
            hyphen_or_slash = joined is not None and any(c in joined.group(0) for c in "-/÷")
            if joined is not None and (hyphen_or_slash or _RATIO_NOUN.search(outside)):
                return True
    return False


#: a limit stated on a figure: an operator right before a number ("tracking error up to 3 %",
#: "vol: max 10 per cent", "≤ 8pc"); such a clause bounds the figure, it asks for no objective
_BOUND: Final = re.compile(
    r"(?:up to|at most|no more than|not more than|no higher than|not above|no greater than|"
    r"below|under|less than|capped at|cap(?:ped)? of|limited to|limit of|ceiling of|max(?:imum)?|"
    r"min(?:imum)?|at least|no less than|within|between|≤|<=|<|≥|>=|>|"
    # any negated comparative ("no worse than", "not deeper than") and exceeding
    r"(?:no|not)\s+(?:[a-z]+er|more|less|worse|better|further)\s+than|above|exceed\w*|"
    r"in excess of|"
    # a limit noun as the subject of a copula: "the limit is 250 bp", "the cap stands at 4 %"
    r"(?:limit|cap|ceiling|budget|maximum|minimum|floor|tolerance|threshold)s?\s+"
    r"(?:is|are|will be|shall be|should be|must be|stands? at|remains?|sits? at)\s+"
    r"(?:set\s+(?:at|to)\s+)?|"
    # the verb's agent may stand between it and its number: "limited by the IC to 15 %"
    r"(?:limited|capped|restricted|held|kept|set)\s+by\s+(?:the\s+|our\s+)?[\w'-]+"
    r"(?:\s+[\w'-]+)?\s+(?:to|at))\s*(?:of\s+|at\s+|:\s*)?$",
    re.IGNORECASE,
)
#: a risk noun's complement names what varies, not a second target: "the standard deviation
#: of returns" is risk, not return
_RISK_OF: Final = re.compile(
    r"\b(?:variance|standard deviation|volatility|vol|dispersion|variability|spread|range)\s+"
    r"of\s+"
    r"(?:the\s+|its\s+|our\s+|daily\s+|monthly\s+)*$",
    re.IGNORECASE,
)


#: a labelled line whose label marks its figure a bound, the target word in the label: "High-yield
#: (sub-BBB-) exposure (maximum): 10 %", "Volatility of the sleeve (cap): 8 %"
_BOUND_LABEL_AFTER: Final = re.compile(
    r"[^:\n]{0,60}?\(\s*(?:max|maximum|min|minimum|cap|ceiling|floor|limit|hard\s+limit)\s*\)"
    r"\s*:\s*[<>≤≥]?\s*[\d.]",
    re.IGNORECASE,
)
#: a figure named as what a limit is on is a constraint's subject, not an objective
_LIMITED_BEFORE: Final = re.compile(
    r"\b(?:limits?|caps?|ceilings?|thresholds?|budgets?|bands?|constraints?)\s+(?:on|for|of)\s+"
    r"(?:the\s+|our\s+|its\s+)?(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
_LIMITED_AFTER: Final = re.compile(
    # (a desk's set of limits by its other names: "the risk parameters are tighter: 2 %",
    # "risk guidelines", "risk tolerances")
    r"[\s-]+(?:limits?|caps?|ceilings?|thresholds?|budgets?|bands?|constraints?|parameters|"
    r"guidelines|restrictions|tolerances|"
    # the Germanic languages put the limit after its figure too: "Tracking-Error-Limit"
    r"grenze|obergrenze|limiet|grens)\b",
    re.IGNORECASE,
)
#: the same in the client's language, a modifier of the noun allowed: "la limite de", "il tetto
#: per il", "un plafond réduit pour la", "die Obergrenze für den", "de limiet voor de"
_LIMITED_BEFORE_EU: Final = re.compile(
    rf"\b(?:{eu.LIMIT_NOUNS})\s+(?:[\w-]+\s+)?(?:{eu.LIMIT_PREPOSITIONS})"
    rf"(?:\s+|(?<=['’]))(?:(?:{eu.DETERMINERS})(?:\s+|(?<=['’])))?(?:[\w-]+\s+){{0,2}}$",
    re.IGNORECASE,
)
#: a lead-in that heads a list of limits ("Limits:", "Re limits:", "Risk constraints -"): the
#: figures after it in its sentence are what the limits are on, not objectives
_LIMITS_LEAD: Final = re.compile(
    r"^\W*(?:re:?\s+|on\s+|regarding\s+|concerning\s+|as (?:for|to|regards)\s+)?"
    r"(?:the\s+|our\s+|your\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:limits?|constraints?|restrictions?|caps?|ceilings?|guidelines?|budgets?|"
    r"risk parameters|parameters)\s*[:\-\u2013\u2014]?\s*$",
    re.IGNORECASE,
)
#: a measure with its value right after it is a result read off, not pursued: "OOS Sharpe 1.3",
#: "information ratio of 0.4", "IR = 0.55", "Sortino was 2.1"
_MEASURED_AFTER: Final = re.compile(
    r"\w*\s*(?:ratios?\s*)?(?:(?:of|at|was|is|came\s+in\s+at|=|≈|~)\s*)?[-+−]?\d",
    re.IGNORECASE,
)


def _measured(clause: str, target: re.Match[str]) -> bool:
    """Whether the target is a measure read off with its value ("OOS Sharpe 1.3, IC 0.03"): its
    value follows it and no direction word stands before it or between them (a direction after
    the value belongs to what follows: "IR came in at 0.5, so go for the highest return")."""
    value = _MEASURED_AFTER.match(clause, target.end())
    if value is None:
        return False
    return not any(at < value.end() for at, _, _ in _hits(clause, (target.start(), target.end())))


#: a figure whose predicate is a verb of reporting is shown, not pursued: "the Sharpe ratio is
#: reported, not targeted", "the information ratio will be monitored quarterly"
_REPORTED: Final = re.compile(
    # the target's own plural or inflection ends before its predicate: "information ratios are"
    r"\w*(?:\s+[\w-]+){0,2}?\s+(?:is|are|will be|shall be|gets?|was|were|to be|being|"
    r"(?:should|must|would|could|can|may|might|will|shall|needs?\s+to|has\s+to|have\s+to)\s+"
    r"(?:also\s+|still\s+|only\s+|just\s+)?be)\s+"
    r"(?:only\s+|merely\s+|just\s+|simply\s+|also\s+|still\s+)?"
    r"(?:reported|monitored|disclosed|shown|published|displayed|presented|calculated|computed|"
    r"measured|recorded|logged|observed|noted|tabulated|quoted|provided|included)\b|"
    # a figure said to be for a report is shown in it: "risk-adjusted stats are for the
    # quarterly pack only", "the Calmar is there for the factsheet", "purely for reference"
    r"\w*(?:\s+[\w-]+){0,2}?\s+(?:is|are|will be|shall be|stays?|remains?)\s+"
    r"(?:only\s+|merely\s+|just\s+|simply\s+|purely\s+|strictly\s+)?(?:there\s+)?"
    r"(?:only\s+|merely\s+|just\s+|simply\s+|purely\s+|strictly\s+)?for\s+"
    r"(?:the\s+|our\s+|your\s+|their\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:packs?|reports?|reporting|factsheets?|fact\s+sheets?|decks?|records?|info|information|"
    r"reference|display|disclosures?|monitoring|appendix|appendices|newsletters?|slides?|"
    r"presentations?|scorecards?|dashboards?|optics)\b",
    re.IGNORECASE,
)
#: a figure asked to be shown is output, not the objective: the object of a verb of reporting
#: ("report the Sortino ratio", "chart the rolling Sharpe", "include the max drawdown", "keep an
#: eye on active risk"), with at most a few modifiers between ("show the 12-month rolling");
#: a participle after a determiner is an adjective of the noun, no verb ("optimise the listed
#: sleeve for Sharpe", "the reported book")
_SHOWN_BEFORE: Final = re.compile(
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bour\s)(?<!\bits\s)(?<!\btheir\s)(?<!\bthis\s)"
    r"(?<!\bthat\s)(?<!\bthese\s)(?<!\bthose\s)(?<!\byour\s)"
    r"\b(?:report|show|display|include|plot|chart|graph|print|list|tabulate|log|record|monitor|"
    r"present|disclose|publish|compute|calculate|add|attach|provide|quote|flag|surface|"
    r"break\s+out|keep\s+(?:an\s+eye|tabs)\s+on|watch|note|footnote|annotate|overlay|"
    r"(?:like|want|need|wish|love|hope)\s+to\s+see|see|view|give|send)"
    r"(?:s|es|ed|d|ing)?\s+(?:(?:me|us|them|too|also)\s+)?(?:(?:the|a|an|its|our|their|each|"
    r"every|both)\s+)?(?:[\w'’-]+\s+){0,3}$",
    re.IGNORECASE,
)
#: ... or a figure placed beside the work: "the information ratio alongside", "volatility as a
#: diagnostic", "tracking error for information only", "the Calmar in the tearsheet"
_SHOWN_AFTER: Final = re.compile(
    r"\W*(?:[\w'’-]+\s+){0,3}?(?:alongside|"
    # a post-nominal participle of reporting: "the Sharpe ratio reported each month" (in
    # lower case: a capitalised "Listed" continues a proper name, "the LPX50 Listed Private
    # Equity Index")
    r"(?=(?-i:[a-z]))(?:reported|shown|displayed|plotted|printed|included|listed|tabulated|charted|"
    r"monitored|logged|disclosed|presented|provided|published|tracked\s+(?:for|in|on))\b|beside\s+(?:it|them)|next\s+to\s+(?:it|them)|"
    r"as\s+an?\s+(?:diagnostic|check|sanity\s+check|reference|aside|footnote|memo(?:\s+item)?|"
    r"extra|indicator|KPI)|"
    r"for\s+(?:your\s+|our\s+)?(?:information|info|context|reference|the\s+record|comparison|"
    r"completeness|transparency|display|monitoring)|fyi|"
    r"(?:in|on|into|onto)\s+(?:the\s+|our\s+|your\s+|a\s+|each\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:tear-?sheets?|reports?|appendix|appendices|packs?|factsheets?|fact\s+sheets?|"
    r"dashboards?|notes|slides?|decks?|tables?|charts?|summary|summaries|output|logs?|"
    r"commentary|write-?ups?|memo))\b",
    re.IGNORECASE,
)


def _shown(clause: str, target: re.Match[str]) -> bool:
    """Whether a figure is asked to be shown (reported, plotted, included, monitored, placed
    alongside or in a report) rather than pursued: the caller keeps it when a direction of its
    own governs it ("show me the portfolio with the highest Sharpe ratio")."""
    return (
        _SHOWN_BEFORE.search(clause, 0, target.start()) is not None
        or _SHOWN_AFTER.match(clause, target.end()) is not None
    )


#: the bare noun of tracking (its verbs and phrases of closeness carry their own direction)
_BARE_TRACKING: Final = re.compile(
    # the same names in the client's language ("error de seguimiento") are as bare
    rf"tracking[- ]error|TE|active risk|relative risk|active share|deviations?|{eu.TRACKING}",
    re.IGNORECASE,
)


#: an operator after its number: "puts gross exposure at 3.0 times capital max", "5 % or less"
_BOUND_AFTER: Final = re.compile(
    # its unit may take a few words: "1.5 times our own money at most"
    r"^(?:\s+[\w'’-]+){0,4}?\s*(?:max(?:imum)?|min(?:imum)?|at (?:the )?most|at (?:the )?least|"
    r"or (?:less|more|lower|higher|below|above|fewer)|"
    # "250 bp and no more", "3 % but not above"
    r"(?:and |but |or )?no (?:more|higher|greater|further|less|lower|fewer|worse)|"
    r"(?:and |but )?not (?:more|above|over|beyond|higher|below|under|lower))\b",
    re.IGNORECASE,
)


#: what joins the conjuncts of a clause: a bound belongs to its own conjunct ("the highest
#: return with a drawdown cap of 10 %": the cap bounds the drawdown, not the return)
_CONJUNCT: Final = re.compile(
    r"\b(?:with|and|while|whilst|but|subject to|keeping|provided|so long as|as long as|given|"
    r"plus|whereas|as well as)\b",
    re.IGNORECASE,
)


#: an asset class named by an attribute in its positive degree ("the high-yield bucket",
#: "high-growth names", "low-volatility stocks"): a class of holdings, not a direction on yield,
#: growth or volatility (the superlative, "the lowest-vol mix", still directs). The attribute
#: may share its noun with another class's ("high-yield / unrated bonds", "high-yield and
#: distressed debt", "low-beta or defensive names"): one or two such conjuncts, each of at most
#: two words, may stand between the attribute and the class noun
_CLASS_ATTRIBUTE: Final = re.compile(
    r"\b(?:high|low)[- ](?:yield\w*|growth|dividend\w*|return\w*|vol\w*|variance|beta|risk)"
    r"(?=(?:[ \t]*(?:/|&|,|\band\b|\bor\b)[ \t]*"
    r"(?!(?:and|or|the|an?|to|in|of|on|at|by|for|from|with|as)\b)[\w-]+(?:[ \t][\w-]+)?){0,2}"
    # (... an aside that defines the class may stand before its noun: "High-yield (sub-BBB-)
    # exposure", and a class's exposure is the class)
    r"(?:[ \t]*\([^()\n]{1,30}\))?"
    r"[- ](?:buckets?|sleeves?|bonds?|paper|debt|credits?|issuers?|names|stocks?|shares|"
    r"equit(?:y|ies)|securities|etfs?|funds?|ind(?:ex|ices|exes)|markets?|segments?|universe|"
    r"space|spreads?|loans?|notes|sectors?|factors?|tilts?|issues|holdings|allocations? to|"
    r"exposures?|"
    # ... a mandate carved out for the class, and the class nouns of a Dutch or German book
    # with the English attribute kept ("het high-yield deelmandaat", "das High-Yield-
    # Teilmandat", "high-yield obligaties", "High-Yield-Anleihen")
    r"(?:sub-?|deel|teil)?manda(?:te|tes|at|aten|t|ts)|obligaties|anleihen|leningen|"
    r"aandelen|aktien|beleggingen|emittenten|fondsen)\b)|"
    # high yield as the rating class, glossed or measured: "high-yield (sub-BBB-) exposure",
    # "the high-yield share", "high yield weight" (a wish for yield says no such noun)
    r"\bhigh[- ]yield(?=[ \t]*\((?=[^()\n]{0,30}\b(?:BBB|BB|Baa|Ba|IG|investment|rated|grade))"
    r"[^()\n]{1,30}\)|[- ](?:exposures?|weights?|shares?|limits?|caps?|positions?|"
    r"investments?|assets?|ratings?|category|class)\b)|"
    # ... or after the class noun, the order of the Romance languages, where the English
    # attribute is kept: "la poche high yield", "obligations high yield", "bonos high yield",
    # "il comparto high yield", "titoli low volatility"
    r"\b(?:poches?|segments?|obligations?|titres?|émetteurs?|fonds|actions|compartiments?|"
    r"bonos?|emisores?|títulos?|fondos?|tramos?|obbligazioni|titoli|emittenti|comparti?|azioni|"
    r"fondi)\s+(?:high|low)[- ](?:yield\w*|vol\w*|beta|risk|dividend\w*)\b",
    re.IGNORECASE,
)


#: a part of a book the speaker already has, named by what it is for ("the scheme's
#: return-seeking portfolio", "our income-generating assets", "the liability-matching sleeve"):
#: a definite or possessive name of a holding, not a wish for more return, income or growth
#: ("build a return-seeking portfolio" still asks)
_NAMED_PART: Final = re.compile(
    r"\b(?:the|our|their|its|this|that|these|those|[\w-]+['’]s)\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<name>(?:return|growth|income|yield|risk|liability|cash[- ]?flow)[- ]"
    r"(?:seeking|chasing|maximi[sz]ing|enhancing|boosting|generating|producing|oriented|"
    r"focused|bearing|hedging|matching))"
    r"(?=\s+(?:portfolios?|assets?|sleeves?|books?|pools?|buckets?|allocations?|holdings|"
    r"overlays?|"
    r"mandates?|funds?|strateg(?:y|ies)|components?|portions?|segments?)\b)",
    re.IGNORECASE,
)


#: a model portfolio, risk profile or fund the speaker already has, named in title case by its
#: label ("the Growth model's (SRI 5) equity sleeve", "the client's Aggressive Growth portfolio",
#: "our Equity Income fund", "the Total Return strategy"): robo-advisers and fund ranges name
#: their products after the return they stand for, and re-running or rebalancing one asks for
#: no objective; a label with a direction or a risk word of its own ("the Minimum Variance
#: portfolio", "the Max Sharpe model", "the Low Volatility fund") still names its objective
_PRODUCT_NAME: Final = re.compile(
    r"\b(?:the|our|their|its|this|that|your|my|his|her|[\w-]+['’]s)\s+"
    r"(?P<name>(?-i:[A-Z][\w-]*)(?:\s+(?:&|and|\+|"
    r"(?!(?:of|for|to|the|your|our|my|a|an|in|on|with|by|from|at)\b)(?-i:[A-Z][\w-]*))){0,3})"
    r"(?=(?:['’]s)?\s+(?:\([^()]{1,20}\)\s+)?(?:models?|portfolios?|profiles?|funds?|"
    r"strateg(?:y|ies)|plans?|ranges?|solutions?|mandates?|sleeves?|pathways?|series|"
    r"glide\s*paths?)\b)",
    re.IGNORECASE,
)
_RETURN_TARGET: Final = dict(_TARGETS)["return"]


def _label_only(name: str) -> bool:
    """Whether a product's name is a label only: besides its return nouns ("Growth", "Income",
    "Total Return") no word of it directs or names a risk, ratio or tracking target."""
    rest = _RETURN_TARGET.sub(lambda m: " " * len(m.group(0)), name)
    return not _hits(rest) and not any(p.search(rest) for _, p in _TARGETS)


def _product_names_blanked(clause: str) -> str:
    """The clause with each product named by a label only blanked (offsets hold)."""

    def blank(m: re.Match[str]) -> str:
        if not _label_only(m.group("name")):
            return m.group(0)
        return m.group(0)[: m.start("name") - m.start()] + " " * len(m.group("name"))

    return _PRODUCT_NAME.sub(blank, clause)


#: an asset named after the stability it is built to keep: a stablecoin ("the stablecoin
#: buffer", "stable coins", "dry powder held in stables"), a stable-value fund or wrap. Its
#: "stable" is the asset's name, not a wish for a steady book; "stables" is a noun only in
#: English ("rendements stables" is French for steady returns), so it counts after an English
#: preposition or determiner
_STABLE_ASSET: Final = re.compile(
    r"\bstable[- ]?coins?\b|\bstable[- ]value\s+(?:funds?|wraps?|contracts?|options?|"
    r"sleeves?|accounts?|assets?|products?)\b|"
    r"\b(?:in|into|to|of|from|on|our|the|their|its|hold|held|holding|and|or|vs|versus)\s+"
    r"(?P<noun>stables)\b",
    re.IGNORECASE,
)


#: a product or share class named by the leverage it runs at: "the 3x class", "our 2x fund",
#: "the 1.5× programme", "three-times units". The multiple is the product's name, not a bound
#: the clause sets, so the objective said of that product is read ("for the 3x class it's max
#: expected return")
_LEVERED_LABEL: Final = re.compile(
    r"\b(?P<noun>\d+(?:\.\d+)?\s?[x×]|(?:one|two|three|four|five)[- ]times)\s+(?=(?:share\s+)?"
    r"(?:class(?:es)?|funds?|program(?:me)?s?|sleeves?|series|versions?|units?|etfs?|etps?|"
    r"notes?|strateg(?:y|ies)|products?|vehicles?|tranches?)\b)",
    re.IGNORECASE,
)


def _blanked_whole(m: re.Match[str]) -> str:
    """The match blanked whole (offsets hold)."""
    return " " * len(m.group(0))


def _class_blanked(m: re.Match[str]) -> str:
    """The match blanked; of a noun read by the word before it, the noun alone."""
    if m.groupdict().get("noun"):
        return m.group(0)[: m.start("noun") - m.start()] + " " * len(m.group("noun"))
    return " " * len(m.group(0))


def _mask_classes(clause: str) -> str:
    """The clause with each asset class named by an attribute or by the stability it keeps,
    each part of the book named by its purpose and each product named by its label, blanked
    (offsets hold)."""
    clause = _STABLE_ASSET.sub(_class_blanked, _CLASS_ATTRIBUTE.sub(_class_blanked, clause))
    clause = _product_names_blanked(clause)
    clause = sleeve_names_blanked(clause)  # "the YOLO bucket" (`sleeve_names`)
    return _NAMED_PART.sub(
        lambda m: m.group(0)[: m.start("name") - m.start()] + " " * len(m.group("name")), clause
    )


#: the marks of a quoted line before its first word ("> ", ">> "): no operator
_QUOTE_MARK: Final = re.compile(r"(?:^|\n)[ \t>]*>$")


def _bounded_in_language(clause: str, start: int, end: int) -> bool:
    """Whether an operator of the client's language bounds the quantity at [start, end) of the
    clause (`operators`, the tables the mandate reader uses): "limitée à 9 %", "auf 9 %
    begrenzt", "beperkt tot 9 %", "non oltre il 9 %", "como máximo el 9 %"."""
    head = operators.without_asides(operators.normalise(clause[:start]).lower())
    tail = operators.normalise(clause[end:]).lower()
    return operators.side_before(head) is not None or operators.side_after(tail) is not None


def _mask_bounds(clause: str) -> str:
    """The clause with every conjunct that states a numeric limit blanked out (same length, so
    offsets hold): a limit is a constraint, which asks for no objective, while the rest of the
    clause may still ask for one."""
    spans: list[tuple[int, int]] = []
    for q in quantities(clause):
        # ... or an operator of the shared tables ("tops out at", "maxes out at", `operators`)
        before = _BOUND.search(clause[: q.start]) or operator_before(clause[: q.start].lower())
        if (
            before is not None
            and before.group(0).lstrip().startswith(">")
            and _QUOTE_MARK.search(clause, 0, before.start() + 1)
        ):
            before = None  # "> 2.1 …" quotes a numbered line: its ">" compares nothing
        after = _BOUND_AFTER.match(clause[q.end :]) if q.form != "plain" else None
        # an operator of the client's language bounds it too; a year or a bare count is no
        # bound's quantity ("tot 2025", "bis 2030")
        if (
            before is None
            and after is None
            and (q.form == "plain" or not _bounded_in_language(clause, q.start, q.end))
        ):
            continue
        first = before.start() if before is not None else q.start
        last = q.end + after.end() if after is not None else q.end
        joins = [(m.start(), m.end()) for m in _CONJUNCT.finditer(clause)]
        start = max((e for s, e in joins if e <= first), default=0)
        end = min((s for s, e in joins if s >= last), default=len(clause))
        spans.append((start, end))
    if not spans:
        return clause
    chars = list(clause)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


#: a clause that states no objective of the requester's: a hypothetical ("if we wanted to hug
#: the index we would buy an ETF"), a past one ("we used to target the lowest volatility") or
#: another party's ("our previous manager minimised tracking error", "the consultant suggested
#: minimising TE")
_HYPOTHETICAL: Final = re.compile(
    r"\b(?:if|suppose|supposing|imagine)\s+(?:we|i|you|they|the client|one|anyone|someone|"
    r"somebody)\s+(?:\w+ly\s+)?(?:wanted|cared|needed|preferred|liked|sought|aimed|tried|were|"
    r"was|had)\b|^\W*(?:were|had)\s+(?:we|i|you|they|the client)\b",
    re.IGNORECASE,
)
_COUNTERFACTUAL: Final = re.compile(r"\b(?:would|might)\b|\w['’]d\b", re.IGNORECASE)
_NOT_OURS: Final = re.compile(
    r"\b(?:used to|formerly|previously|in the past|historically|originally|at one (?:point|time)|"
    r"(?:we|they|he|she|it|i) once|until (?:now|recently)|years ago|"
    r"last year,?\s+(?:we|they|the fund|our|the board|the client))\b|"
    r"^\W*(?:(?:unlike|like|as|and|while|whereas|where|our|the|their|its|an?|some|many|most|"
    r"his|her)\s+)*(?:previous|former|old|prior|past|last|other|earlier)\s+(?:[\w-]+\s+)?"
    r"(?:managers?|clients?|mandates?|strateg(?:y|ies)|funds?|advis[eo]rs?|consultants?|teams?|"
    r"pms?|investors?|cios?|boards?|briefs?|polic(?:y|ies)|approach(?:es)?|committees?|firms?|"
    r"houses?)\b|"
    # a generic other party: "some managers would …", "many pension funds prefer …"
    r"^\W*(?:some|many|most|other|few|certain|plenty of)\s+(?:[\w-]+\s+)?(?:managers?|funds?|"
    r"people|clients?|investors?|houses?|firms?|institutions?|allocators?)\b|"
    r"^\W*(?:(?:the|our|a|some|many|most|other)\s+)*(?:consultants?|competitors?|peers|rivals|"
    r"others|investors|advis[eo]rs?|brokers?|analysts?)\s+(?:\w+\s+)?(?:suggest\w*|propos\w*|"
    r"recommend\w*|advis\w*|ask\w*|want\w*|prefer\w*|chase\w*|target\w*|aim\w*|go for|"
    r"focus\w*|tend\w*|like\w*|say|said|think|thought|believe\w*|insist\w*|urg\w*|push\w*)\b",
    re.IGNORECASE,
)
#: the requester's own adviser making a request of the reader, relayed with a "please": "our
#: consultant would like the allocation run for the best Sharpe ratio, please" asks, where
#: "the consultant suggested minimising TE" only reports what another party advocates
_OWN_ADVISER_ASKS: Final = re.compile(
    r"^\W*(?:our|my)\s+(?:[\w-]+\s+)?(?:consultants?|advis[eo]rs?)\s+(?:would\s+like|wants?|"
    r"asks?|needs?|requests?)\b",
    re.IGNORECASE,
)
_PLEASE: Final = re.compile(r"\b(?:please|pls|plz|kindly)\b", re.IGNORECASE)


def _own_adviser_asks(text: str, offset: int, clause: str) -> bool:
    """Whether `clause` (at `offset` of `text`) is the requester's own adviser asking the reader
    for something, with a "please" in the clause or closing its sentence."""
    if not _OWN_ADVISER_ASKS.match(clause):
        return False
    if _PLEASE.search(clause):
        return True
    stop = _SENTENCE_STOP.search(text, offset + len(clause))
    rest = text[offset + len(clause) : len(text) if stop is None else stop.start()]
    return re.fullmatch(r"\W*(?:please|pls|plz|kindly)\W*", rest, re.IGNORECASE) is not None


#: a past time said as a lead-in of its own ("Last year, we chose to …") makes the rest of
#: its sentence past
_PAST_LEAD: Final = re.compile(
    r"^\W*(?:last year|in the past|previously|historically|formerly|originally|years ago|"
    r"back then|until (?:now|recently)|at one (?:point|time)|in (?:19|20)\d\d)\W*$",
    re.IGNORECASE,
)
_SENTENCE_STOP: Final = re.compile(r"[.!?\n]")


def _asks_about(text: str, offset: int) -> bool:
    """Whether the sentence at `offset` is a question: a hypothetical is then its premise, asked
    about ("If we were to maximise the Sharpe ratio, which names would get the most weight?")."""
    stop = _SENTENCE_STOP.search(text, offset)
    return stop is not None and stop.group(0) == "?"


_TOPIC: Final = re.compile(
    r"(?:^|[.;!?\n])\s*(?:the\s+|our\s+|its\s+)?[\w&'’ -]{1,30}\?\s*$", re.IGNORECASE
)
#: a label that withdraws what came before ("Not anymore: …", "No longer: …") heads the new ask
_WITHDRAWING_LABEL: Final = re.compile(
    r"^\W*(?:(?:but|and|well)\s+)?(?:not\s+any\s?more|no\s+longer|not\s+now|not\s+so)\W*$",
    re.IGNORECASE,
)
#: a sentence ended before an offset (a semicolon separates the items of one list)
_SENTENCE_END: Final = re.compile(r"[.!?\n]\s*$")


#: earlier text named as such: "my first paste", "the previous message", "the old set-up",
#: "the above", "what I sent before"
_EARLIER_TEXT: Final = re.compile(
    r"\b(?:first|earlier|previous|prior|last|old|older|original|above|preceding)\s+"
    r"(?:[\w-]+\s+)?(?:paste|message|msg|mail|e-?mail|note|version|draft|set-?up|post|comment|"
    r"sheet|tab|spec|one|text|screenshot|request|ask|objective|instruction|brief|goal)s?\b|"
    r"\bthe\s+(?:above|one\s+before)\b|"
    r"\bwhat\s+I\s+(?:sent|wrote|pasted|said|put)\s+(?:before|earlier|first|above)\b|"
    # a thing named by the participle of its sending: "the objective sent earlier", "the
    # target given before", "the figures circulated yesterday", "the wording given previously"
    r"\b(?:sent|given|stated|written|pasted|posted|shared|passed\s+on|circulated|distributed|"
    r"forwarded|provided|communicated)\s+(?:(?:to\s+)?(?:you|all|everyone)\s+)?(?:earlier|"
    r"before|previously|above|first|yesterday|this\s+morning|last\s+(?:week|night|month|time))\b|"
    # a thing named by its sending: "the objective I sent before", "the brief we gave you on
    # Monday", "the instructions sent earlier"
    r"\b(?:the|my|our|that|those)\s+(?:[\w-]+\s+){1,2}?(?:(?:I|we|you|they|he|she)\s+"
    r"(?:had\s+|have\s+|['’]d\s+|['’]ve\s+)?)?(?:sent|wrote|gave|pasted|said|put|shared|"
    r"submitted|forwarded|quoted|mentioned|specified|posted|typed|passed\s+on|emailed)"
    r"(?:\s+(?:you|it|them|over|through|on))?\s+(?:before|earlier|previously|first|above|"
    r"yesterday|last\s+\w+|on\s+\w+day|this\s+morning)\b",
    re.IGNORECASE,
)


def _unwanted_lead(text: str, offset: int, clause: str) -> bool:
    """Whether a clause is a negated label heading a list ("Not looking for: max return,
    leverage", "Things we don't want: …", "What we're NOT after: …"): its items, to the end
    of its sentence, are what is not wanted. A label negated twice ("Don't forget: …") is not
    negated, a bound's operator ("no more than 5 % in a name: …") negates no list, and a label
    naming a target of its own is read as a clause."""
    if not text.startswith(":", offset + len(clause)) or _WITHDRAWING_LABEL.match(clause):
        return False
    if _EARLIER_TEXT.search(clause):
        return False  # "ignore my first paste: …" sets the earlier text aside, not what follows
    if any(p.search(sleeve_names_blanked(clause)) for _, p in _TARGETS):
        return False  # (a sleeve's name, "the YOLO bucket", names no target)
    # a bound's operator is no negation of a list: "with no more than 5 % in a name: …"
    label = _mask_bounds(clause)
    negations = [
        n
        for n in _negations(label, text, offset)
        if not any(a.start() <= n.start() < a.end() for a in _SUGGESTION.finditer(label))
    ]
    return len(negations) % 2 == 1


#: a topic asked as a question of its own ("Risk-adjusted return?") and the first clause after it
_TOPIC_QUESTION: Final = re.compile(r"\s*\?\s*(?P<answer>[^.;!?\n,:]*)")


def _dismissed_topic(text: str, offset: int, clause: str) -> bool:
    """Whether a clause is a topic raised as a question of a few words and answered by a
    negation ("Sharpe? Not bothered.", "Benchmark hugging? No thanks."): the answer sets it
    aside, whatever the topic would ask for by being named."""
    if len(clause.split()) > 4:
        return False
    m = _TOPIC_QUESTION.match(text, offset + len(clause))
    return m is not None and bool(_negations(m.group("answer"), text, m.start("answer")))


_PRESENT_LEAD: Final = re.compile(
    r"\W*(?:now|today|this time|from now on|going forward|henceforth|instead|these days)\b",
    re.IGNORECASE,
)
_BUT_BEFORE: Final = re.compile(r"\bbut\s*$", re.IGNORECASE)
_BUT_LEAD: Final = re.compile(r"\W*but\b", re.IGNORECASE)


def _after_but(text: str, offset: int, clause: str) -> bool:
    """Whether a clause is the second term of a contrast ("…, but we want …")."""
    return bool(_BUT_BEFORE.search(text, 0, offset) or _BUT_LEAD.match(clause))


#: reported speech: a markdown quote line ("> …"), or a quotation after a verb of saying or
#: writing (Levin's verbs of communication: "I wrote", "our CIO emailed", "you said") or after
#: the noun of an earlier instruction ("the brief read: …")
_QUOTE_LINE: Final = re.compile(r"(?m)^[ \t]*>[^\n]*")
_QUOTATION: Final = re.compile(
    r"\b(?:said|says|say|saying|wrote|writes|write|written|writing|e-?mailed|texted|messaged|"
    r"told\s+(?:you|us|them|me|him|her)|stated|asked|mentioned|noted|put\s+it|instructed|"
    r"briefed|read|(?:brief|mandate|instruction|note|message|e-?mail|memo|request)s?)"
    r"\s*[:,]?\s*(?P<quote>[\"“][^\"”\n]{3,}[\"”])",
    re.IGNORECASE,
)
#: words that withdraw what was said before: "that no longer stands", "forget that", "scrap it"
_WITHDRAWAL: Final = re.compile(
    r"\b(?:no longer (?:stands?|applies|holds|valid|current|relevant)|withdrawn?|withdraws|"
    r"cancel\w*|scrap\w*|(?:forget|ignore|disregard|drop)\s+(?:that|it|this|those|the above)|"
    r"supersed\w*|replaced|overrul\w*|overridden|retract\w*|rescind\w*|revok\w*|"
    r"obsolete|out of date|change of plan|void)\b",
    re.IGNORECASE,
)


#: an earlier request reported without quotes: the requester's own past verb of asking or
#: saying ("I asked for …", "we had asked you to …", "earlier I said …") or an earlier message
#: as the subject ("my last note asked for …", "yesterday's brief was …")
_PAST_REQUEST: Final = re.compile(
    r"\b(?:i|we)\s+(?:had\s+|originally\s+|previously\s+|initially\s+|first\s+|once\s+)?"
    r"(?:said|asked|wrote|requested|specified|mentioned|e-?mailed|told\s+you|suggested|"
    r"proposed|instructed|briefed)\b|"
    r"\b(?:my|our|the|yesterday['’]s|last\s+(?:week|month|year|quarter)['’]s)\s+"
    r"(?:(?:last|earlier|previous|prior|first|original|old|initial|former)\s+)?"
    r"(?:note|e-?mail|message|brief|request|instruction|memo|mail|mandate letter)s?\s+"
    r"(?:was|were|said|asked|read|requested|wanted|stated|specified|called)\b",
    re.IGNORECASE,
)
_SENTENCE: Final = re.compile(r"[^.;!?\n]*(?:[.;!?\n]|$)")


def _reported(text: str) -> list[tuple[int, int]]:
    """The spans of reported speech in a message (quoted earlier words, not its own ask): a
    quote, or the sentence that reports an earlier request."""
    spans = [(m.start(), m.end()) for m in _QUOTE_LINE.finditer(text)]
    spans += [(m.start("quote"), m.end("quote")) for m in _QUOTATION.finditer(text)]
    spans += proposal_quotes(text)  # 'the objective proposed in the paper — "…"'
    spans += withdrawn_quotes(text)  # 'the motion ("…") is withdrawn; instead: …'
    for sentence in _SENTENCE.finditer(text):
        if sentence.group(0).strip() and _PAST_REQUEST.search(sentence.group(0)):
            spans.append((sentence.start(), sentence.end()))
    return spans + advocacy_spans(text)  # "the bank's note suggests …": an outside voice's


def _outside(text: str, spans: list[tuple[int, int]]) -> str:
    """The text with its reported speech blanked (offsets hold): each quote becomes a break
    between clauses, so the words around it are not read as one."""
    chars = list(text)
    for start, end in spans:
        chars[start:end] = "\n" + " " * (end - start - 1)
    return "".join(chars)


# --- objectives written as optimisation notation -------------------------------------------

#: a line marked as withdrawn by its label or a bracketed mark ("Draft v1 (superseded): …",
#: "Old objective [withdrawn]: …", "Obsolete: …"); a withdrawal word followed by "by" or "with"
#: introduces the replacement ("Replaced by: …"), which stands
_WITHDRAWN_WORD: Final = (
    r"(?:supersed\w*|withdrawn|obsolete|void|scrapped|cancell?ed|retracted|rescinded|revoked|"
    r"outdated|out\s+of\s+date|struck|dropped|discarded|abandoned|no\s+longer\s+(?:valid|current|"
    r"applies|stands)|"
    # a warning not to use it, ending its mark ("(old, do not use)"; "do not use leverage" is a
    # term of the text)
    r"(?:do\s+not|don['’]t|no|non|ne\s+(?:plus|pas)|nicht(?:\s+mehr)?|niet(?:\s+meer)?)\s+"
    r"(?:use|usar|usare|utiliser|verwenden|gebruiken)(?=\s*[)\]:,;])|"
    # ... and in the other languages of a mandate: "(remplacée)", "(ersetzt)", "(reemplazada,
    # no usar)", "(sostituita)", "(vervangen)"
    r"remplacée?s?|annulée?s?|abrogée?s?|caduque?s?|retirée?s?|périmée?s?|obsolètes?|"
    r"ersetzt|aufgehoben|überholt|zurückgezogen|gestrichen|ungültig|veraltet|"
    r"reemplazad[oa]s?|sustituid[oa]s?|derogad[oa]s?|anulad[oa]s?|retirad[oa]s?|obsolet[oa]s?|"
    r"sin\s+efecto|sostituit[oaie]|abrogat[oaie]|annullat[oaie]|ritirat[oaie]|superat[oaie]|"
    r"vervangen|ingetrokken|vervallen|achterhaald|verouderd)"
)
_WITHDRAWN_LINE: Final = re.compile(
    # the mark opens its bracket and may say more after it: "(superseded)", "[withdrawn on
    # 2 May]", "(reemplazada, no usar)"
    rf"(?im)^[^\n:]*?[(\[]\s*{_WITHDRAWN_WORD}\b[^()\[\]\n]{{0,40}}[)\]][^\n]*$|"
    # the label is a short phrase before its colon, not a sentence ending before one
    rf"^[^\n:.!?]{{0,60}}?\b{_WITHDRAWN_WORD}\b"
    r"(?!\s+(?:by|with|in\s+favou?r\s+of|par|durch|por|da|door)\b)"
    r"[^\n:.!?]{0,60}:[^\n]*$"
)
#: a bracketed deletion of a redline in the other languages of a mandate ("[supprimé : …]",
#: "[gelöscht: …]", "[eliminado: …]", "[cancellato: …]", "[verwijderd: …]", "[excluído: …]",
#: "[STRUKEN: …]", "[usunięto: …]", "[poistettu: …]"); the English marks are `redlines`' (whose
#: readers of limits this leaves as they are)
_DELETED_BRACKET_EU: Final = re.compile(
    r"(?i)\[[ \t]*(?:supprimée?s?|barrée?s?|rayée?s?|gelöscht|gestrichen|entfernt|"
    r"eliminad[oa]s?|suprimid[oa]s?|borrad[oa]s?|tachad[oa]s?|cancellat[oaie]|eliminat[oaie]|"
    r"soppress[oaie]|verwijderd|geschrapt|doorgehaald|"
    r"exclu[íi]d[oa]s?|removid[oa]s?|riscad[oa]s?|"
    r"struken|strukna|struket|borttage[nt]|borttagna|raderad[et]?|raderade|"
    # Danish and Norwegian ("[slettet: …]", "[strøget: …]", "[strøket: …]"), Polish, in the
    # impersonal past and the participle ("[usunięto: …]", "[skreślono: …]", "[usunięte: …]"),
    # and Finnish ("[poistettu: …]", "[poistettiin: …]", "[yliviivattu: …]")
    r"slette[dt]|strøget|strøket|fjernet|"
    r"usunięto|usunięt[yaeo]|skreślono|skreślon[yaeo]|wykreślono|wykreślon[yaeo]|"
    r"poistettu|poistettiin|poistetaan|yliviivattu)[ \t]*:[^\]\n]*\]"
)
#: a version's label at the start of a line ("Draft v1: …", "v2, final:", "Version 3 —"), after
#: at most a short label of what it is a version of ("Objective – version 1", "Objetivo –
#: versión 2"), in the languages of a mandate ("Fassung 2", "versione 1", "versie 2")
_VERSION: Final = re.compile(
    r"(?im)^[ \t>*_#-]*(?:[^\W\d_]+[ \t]*(?:[–—-][ \t]*)?){0,3}?"
    r"\b(?:(?:draft|version|versión|versione|versie|fassung|rev(?:ision)?)\s*v?\s*|v)"
    r"(?P<n>\d{1,2})\b"
)
#: snake_case names of an objective ("min_tracking_error", "max_expected_return"): their
#: underscores separate words (a subscript such as "w_b" or "max_w" is one letter and stays)
_SNAKE: Final = re.compile(r"(?<=[A-Za-z]{2})_(?=[A-Za-z]{2})")


def _blank(chars: list[str], start: int, end: int) -> None:
    for i in range(start, end):
        if chars[i] != "\n":
            chars[i] = " "


def _readable(text: str) -> str:
    """The message as its own final words (offsets kept): what it strikes through or marks as
    superseded is blanked, of several versions only the last numbered one is kept, and the
    underscores of a snake_case name separate its words."""
    # what the text sets aside itself (struck-through words in every form, chat marks, options
    # turned down) is no word of it
    chars = list(utterances.set_aside(text))
    # a document's deleted side: a blackline's, a draft's, an amendment's struck wording
    for start, end in [*deleted_spans(text), *amended_quotes(text)]:
        _blank(chars, start, end)
    for m in _DELETED_BRACKET_EU.finditer(text):
        _blank(chars, m.start(), m.end())
    for m in _WITHDRAWN_LINE.finditer(text):
        if not withdraws_earlier(m.group(0).split(":", 1)[0]):  # not "X, hereby withdrawn: <new>"
            _blank(chars, m.start(), m.end())
    for start, end in foreign_spans(text):  # another vehicle's text, a version not in force
        _blank(chars, start, end)
    for start, end in earlier_version_spans(text):  # "In an earlier version … the objective was"
        _blank(chars, start, end)
    # a record's unmarked options, a diff's removed side, a rejected submission
    for aside in out_of_force(text):
        _blank(chars, aside.start, aside.end)
    # minutes' items turned down or taken off the agenda beside one adopted (`agenda_verdicts`)
    for start, end in turned_down_items(text):
        _blank(chars, start, end)
    for start, end in replaced_wording(text):  # a synopsis's old column ("| bisher | neu |")
        _blank(chars, start, end)
    for start, end in replaced_by_label(text):  # "Existing clause: …" beside "Amended clause: …"
        _blank(chars, start, end)
    versions = [(int(m.group("n")), m.start()) for m in _VERSION.finditer(text)]
    if len({n for n, _ in versions}) > 1:
        last = max(n for n, _ in versions)
        bounds = [start for _, start in versions] + [len(text)]
        for (n, start), end in zip(versions, bounds[1:], strict=True):
            if n != last:
                _blank(chars, start, end)
    return _words_of_names("".join(chars))


def _words_of_names(text: str) -> str:
    """`text` with the underscores of each snake_case name made spaces, so its words are read
    as prose, except in a profile code (`MAX_SHARPE`, `min_tev`), read whole (`profile_codes`)."""
    codes = [(start, end) for _, start, end in objective_codes(text)]
    bounds = [0, *(b for span in codes for b in span), len(text)]
    pieces = [text[a:b] for a, b in itertools.pairwise(bounds)]
    # the pieces alternate: prose, code, prose, code, …, prose
    return "".join(p if i % 2 else _SNAKE.sub(" ", p) for i, p in enumerate(pieces))


#: an optimisation operator with its variable ("argmin_w", "max_{w}", "min over w") or a
#: function named by what it is for ("Utility =", "Loss =", "Reward(w) :=", "Cost function:")
_OPTIMUM: Final = re.compile(
    r"(?<![\w])(?P<op>arg\s?max|arg\s?min|max(?:imi[sz]e)?|min(?:imi[sz]e)?|sup|inf)(?![A-Za-z])"
    r"(?:_\{?[\w,]+\}?|\s+over\s+(?:the\s+)?(?:weights?\s+)?[A-Za-z]\b)?\s*|"
    r"(?<![\w])(?P<name>reward|utility|payoff|score|fitness|gain|objective|target|"
    r"loss|cost|penalty|regret|disutility)(?:\s+function)?\s*(?:\(\s*\w\s*\))?\s*"
    r"(?P<def>:=|=|≡|:)\s*",
    re.IGNORECASE,
)
_UP_NAMES: Final = frozenset({"reward", "utility", "payoff", "score", "fitness", "gain"})
_DOWN_NAMES: Final = frozenset({"loss", "cost", "penalty", "regret", "disutility"})
#: the signs of mathematical notation: a transpose, a covariance or mean letter, a root, a power
_MATH: Final = re.compile(
    r"[ᵀ⊤Σσμ√²∑ΩλγΔ]|\^|\bE\s*[\[(]|\bVar\s*[\[(]|\\[a-z]+|(?<![A-Za-z])[wxμ]'", re.IGNORECASE
)
#: where the expression an operator applies to ends: a constraint, a gloss, the sentence
_EXPR_END: Final = re.compile(
    r"\s+(?:subject\s+to|s\.t\.|such\s+that|where|with|given|under|against|for|over|across|"
    r"versus|vs\.?|relative\s+to|and|but|so|to)\b|[,;\n\t]|\.(?:\s|$)|\s*//|\s+#",
    re.IGNORECASE,
)
#: a difference between the portfolio and the benchmark: active weights or active return
#: ("w − w_b", "r_p − r_b", "R_P - R_{bm}")
_ACTIVE: Final = re.compile(
    r"\b[wrx]\s*(?:_\s*\{?\s*(?:p|port\w*)\s*\}?)?\s*[-−–]\s*[wrx]\s*_\s*\{?\s*"
    r"(?:b|bm|bmk|bench\w*|i|idx|index|m|mkt)\s*\}?(?!\w)",
    re.IGNORECASE,
)
#: a quadratic form in the weights (wᵀΣw, w'Σw, w^T V w), a variance or a standard deviation
_RISK_FORM: Final = re.compile(
    r"\bw\s*(?:ᵀ|⊤|'|\^\s*\{?\s*T\s*\}?|\.T)\s*(?:[ΣΩVC]|\\Sigma|\\Omega)\s*w\b|σ|\\sigma|sigma|"
    r"√|\\sqrt|sqrt|\bVar\s*[\[(]|\bvol\b|\bsd\b|\bstd\b"
)
#: a mean: μᵀw, w'μ, E[r], r̄, mu
_RETURN_FORM: Final = re.compile(
    r"μ|\\mu|\bmu\b|\bE\s*[\[(]|r̄|\bw\s*(?:ᵀ|⊤|'|\^\s*\{?\s*T\s*\}?)\s*(?:r|m)\b", re.IGNORECASE
)


def _expression_end(text: str, start: int) -> int:
    """Where the expression starting at `start` ends: the first stop outside brackets."""
    depth = 0
    i = start
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0:
            m = _EXPR_END.match(text, i)
            if m is not None and i > start:
                return i
        i += 1
    return len(text)


def _terms(expression: str) -> list[tuple[int, str]]:
    """The expression's terms with their signs: split at "+" and "−" outside brackets."""
    terms: list[tuple[int, str]] = []
    depth, sign, current = 0, 1, ""
    for ch in expression:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        if depth == 0 and ch in "+-−–":
            if current.strip():
                terms.append((sign, current))
                sign = 1
            elif ch != "+":
                sign = -sign
                continue
            if ch != "+":
                sign = -1
            current = ""
            continue
        current += ch
    if current.strip():
        terms.append((sign, current))
    return terms


def _top_level_ratio(term: str) -> tuple[str, str] | None:
    depth = 0
    for i, ch in enumerate(term):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0 and ch in "/÷":
            return term[:i], term[i + 1 :]
    frac = re.search(r"\\frac\s*\{(?P<a>[^{}]*)\}\s*\{(?P<b>[^{}]*)\}", term)
    return (frac.group("a"), frac.group("b")) if frac else None


def _term_target(term: str) -> str | None:
    """What one term of an objective measures: "tracking" (a quadratic or square of active
    weights or returns), "risk_adjusted" (a mean over a spread, or a named ratio), "risk" (a
    quadratic form in the weights, a variance or a deviation) or "return" (a mean)."""
    if _ACTIVE.search(term):
        return "tracking"
    ratio = _top_level_ratio(term)
    if ratio is not None and _RETURN_FORM.search(ratio[0]) and _RISK_FORM.search(ratio[1]):
        return "risk_adjusted"
    named = [n for n, p in _TARGETS for _ in p.finditer(term)]
    if "risk_adjusted" in named or "tracking" in named:
        return "risk_adjusted" if "risk_adjusted" in named else "tracking"
    if _RISK_FORM.search(term) or "risk" in named:
        return "risk"
    if _RETURN_FORM.search(term) or "return" in named:
        return "return"
    return None


#: (what a term measures, the sign it is optimised with) → the objective it asks for
_FORMULA_KEYS: Final[dict[tuple[str, int], str]] = {
    ("risk_adjusted", 1): "risk_adjusted",
    ("return", 1): "max_return",
    ("risk", -1): "min_risk",
    ("tracking", -1): "tracking",
}


def _formulas(text: str) -> list[tuple[str, int, int]]:
    """The objectives stated in optimisation notation, as (key, start, end): an operator or a
    named function (maximised for a reward or utility, minimised for a loss or cost) applied to
    an expression whose terms are read by their sign: max_w μᵀw − λwᵀΣw wants the mean up and
    the variance down (mean-variance, risk-adjusted), max_w (μᵀw − r_f)/√(wᵀΣw) a mean over a
    deviation (a Sharpe ratio), min_w (w − w_b)ᵀΣ(w − w_b) or E[(r_p − r_b)²] active risk,
    argmin_w wᵀΣw the variance, Utility = −σ² the variance down. An empty key is notation
    that asks for no objective of ours (max_w wᵀΣw); its span is still returned, so its
    symbols are not read as words."""
    found: list[tuple[str, int, int]] = []
    at = 0
    # LaTeX is read as the plain notation it typesets, each formula up to the end of its math
    # (`objective_notation`)
    maths = math_spans(text)
    text = latex_plain(text)
    while (m := _OPTIMUM.search(text, at)) is not None:
        at = m.end()
        if m.group("op"):
            sign = 1 if "max" in m.group("op").lower() or m.group("op").lower() == "sup" else -1
        else:
            name = m.group("name").lower()
            if name in _UP_NAMES:
                sign = 1
            elif name in _DOWN_NAMES:
                sign = -1
            else:
                continue  # "Objective:" and "target:" lead to an operator or to prose
            if m.group("def") == ":" and not _MATH.search(text, m.end(), m.end() + 40):
                continue  # "Loss function: −Sharpe" or prose after a label is read as prose
        end = _expression_end(text, m.end())
        math = math_end(maths, m.start()) or math_end(maths, _math_start(text, m.end()))
        end = min(end, math) if math is not None else end
        expression = text[m.end() : end]
        if not expression.strip():
            continue
        if m.group("op") and not (
            _MATH.search(expression) or re.match(r"_", text[m.start() + len(m.group("op")) :])
        ):
            continue  # "max drawdown", "minimise tracking error": prose, read as prose
        if m.group("name") and _DIRECTION_WORD.search(expression):
            continue  # "Utility = as little volatility as possible": prose with a direction
        keys = {
            _FORMULA_KEYS.get((target, sign * term_sign), "")
            for term_sign, term in _terms(expression)
            if (target := _term_target(term)) is not None
        }
        for key in sorted(keys - {""}) or [""]:
            found.append((key, m.start(), end))
        at = max(at, end)
    return found


#: an opener of math right where a named function's definition starts ("Utility: $U(w) = …$")
_MATH_OPENER: Final = re.compile(r"\s*(?:\$\$|\$|\\\(|\\\[)")


def _math_start(text: str, at: int) -> int:
    """The first offset inside math opened right at `at`, else `at`."""
    opener = _MATH_OPENER.match(text, at)
    return opener.end() if opener is not None else at


_DIRECTION_WORD: Final = re.compile(
    r"\b(?:maximi[sz]\w*|minimi[sz]\w*|highest|lowest|most|least|as (?:high|low|little|much) as)\b",
    re.IGNORECASE,
)


def asked(text: str) -> Asked | None:
    """The objective the request asks for (with the clause stating it), or None.

    Reported speech (a quoted earlier brief, "> …" or "I wrote \"…\"") is the words of
    another time: the message's own words are read first, and the quote only when they ask
    for nothing and do not withdraw it ("> min var\n\nThat still stands").

    What the message itself withdraws (struck through, marked superseded, an earlier numbered
    version) is not read (`_readable`), and objectives in optimisation notation are
    (`_formulas`)."""
    # a spreadsheet's formulas and solver set-ups as the words they state (same length)
    sheet = setups_as_words(formulas_as_words(text))
    found = _asked_final(_without_asides(_readable(sheet)))
    return None if found is None else _quoting(found, text)


#: an adjunct set off by commas between a verb and its object, which says on what basis or how
#: far, not what: "replicate, before fees, the return of the index", "track, where practicable,
#: the FTSE 100", "maximise, net of costs and taxes, the return"
_ASIDE: Final = re.compile(
    r",\s+(?:before|after|net\s+of|gross\s+of|excluding|including|exclusive\s+of|"
    r"inclusive\s+of|in|at|on|where|wherever|so\s+far\s+as|as\s+far\s+as|in\s+so\s+far\s+as|"
    r"insofar\s+as|to\s+the\s+extent)\b(?:\s+[\w'’&-]+){1,4}?\s*,(?=\s+(?:the|its|their|our|a|an)\b)",
    re.IGNORECASE,
)


def _without_asides(text: str) -> str:
    """The text with each comma-bound adjunct before a noun phrase blanked (offsets kept), so a
    verb is read with its object: "replicate, before fees, the return of the S&P 500"."""
    return _ASIDE.sub(lambda m: " " * len(m.group(0)), text)


def _quoting(found: Asked, text: str) -> Asked:
    """`found` with its words taken from `text` (the original, where a reading was made on a
    masked copy of the same length)."""
    return Asked(
        found.objective,
        found.label,
        found.kinds,
        found.start,
        found.end,
        text[found.start : found.end].strip(),
    )


def _asked_final(text: str) -> Asked | None:
    """`asked` on a text already made readable. A conversation (a thread, an edited message, a
    mail chain) is read utterance by utterance, the current one first
    (`quantward_validation.utterances`); a text without one is one utterance."""
    for utterance in utterances.newest_first(text):
        found = _asked_own_first(utterance.view)
        if found is not None:
            return _trimmed(found, utterance.view)
        if utterance.withdraws:
            return None  # "scratch that": nothing older stands
    return None


def _trimmed(found: Asked, view: str) -> Asked:
    """`found` with its span cut to the words of `view` it covers: the blanked words of other
    utterances at its ends are not the ask's."""
    words = view[found.start : found.end]
    start = found.start + len(words) - len(words.lstrip())
    return replace(found, start=start, end=max(start, found.start + len(words.rstrip())))


def _asked_own_first(text: str) -> Asked | None:
    """The ask of one utterance: its own words first, reported speech after them."""
    reported = _reported(text)
    if reported:
        outside = _outside(text, reported)
        found = _asked(outside)
        if found is not None:
            return _quoting(found, text)
        if _WITHDRAWAL.search(outside) or utterances.refuses(outside):
            return None  # "that no longer stands", or a reply that turns the quote down
    return _asked(text)


#: a risk penalty switched off: its weight set to nothing leaves the return alone in the
#: objective ("risk aversion set to zero", "lambda = 0", "risk-aversion coefficient of 0",
#: "RISK_AVERSION=0.0", "γ: 0", "vol penalty at nil")
_ZERO_PENALTY: Final = re.compile(
    r"(?:\b(?:risk|vol(?:atility)?|variance)[\s_-]*(?:aversion|penalty|penalisation|"
    r"penalization)(?:[\s_-]*(?:coefficient|parameter|weight|term|factor))?|"
    r"\b(?:lambda|gamma)\b|[λγ])"
    r"\s*(?:(?:is|was|be|been|being|now|gets?|got)\s+)*"
    r"(?:(?:set|fixed|pinned|put|dialled|dialed|turned)(?:\s+(?:down|back))?\s+(?:to|at)\b|"
    r"=|:|\bof\b|\bat\b)?\s*"
    r"(?:0+(?:[.,]0+)?(?![\d.,]*\d)|zero|nil|none|nought|off)\b",
    re.IGNORECASE,
)


def _zero_penalties_blanked(text: str) -> str:
    """`text` with each risk penalty set to zero blanked (offsets hold): a mean-variance
    objective whose risk weight is nil asks for the return alone, so its "risk" is no target."""
    return _ZERO_PENALTY.sub(lambda m: " " * len(m.group(0)), text)


#: a refusal to forecast returns: the objective needs no return, so "returns" is no target
#: ("don't try to forecast returns", "do not predict expected returns", "without estimating
#: returns", "never guess at returns", "no need to project returns")
_NO_RETURN_FORECAST: Final = re.compile(
    r"\b(?:do\s+not|don['’]t|does\s+not|doesn['’]t|never|without|no\s+need\s+to|not\s+to|"
    r"shouldn['’]t|should\s+not|must\s+not|mustn['’]t|won['’]t|will\s+not)\s+"
    r"(?:(?:try|attempt|want|need|have)\s+to\s+|bother\s+(?:to\s+)?|be\s+)?"
    r"(?:forecast|predict|estimat|project|guess|model|anticipat)\w*\s+(?:at\s+|on\s+)?"
    r"(?:the\s+|any\s+|their\s+|its\s+)?(?:expected\s+|future\s+)?(?:asset\s+|stock\s+)?returns?\b|"
    # ... or a view on them disclaimed: "take no view on expected returns", "with no return
    # view", "no alpha forecasts", "hold no opinion about future returns"
    r"\b(?:(?:take|takes|taking|took|have|has|having|had|hold|holds|holding|held|form|forms|"
    r"express|expresses|with|and)\s+)?(?:no|zero)\s+(?:views?|opinions?|stance|forecasts?|"
    r"predictions?|estimates?|assumptions?)\s+(?:on|of|about|for|regarding)\s+(?:the\s+|any\s+)?"
    r"(?:expected\s+|future\s+)?(?:asset\s+|stock\s+)?returns?\b|"
    r"\b(?:no|zero)\s+(?:expected[- ]|future[- ])?(?:returns?|alpha)[- ](?:views?|forecasts?|"
    r"predictions?|estimates?|assumptions?|inputs?|signals?)\b",
    re.IGNORECASE,
)


def _return_forecasts_refused_blanked(text: str) -> str:
    """`text` with each refusal to forecast returns blanked (offsets hold): "minimise variance
    and don't try to forecast returns" asks for the variance alone."""
    return _NO_RETURN_FORECAST.sub(lambda m: " " * len(m.group(0)), text)


def _unaimed_acronym(text: str, offset: int, clause: str, name: str, m: re.Match[str]) -> bool:
    """Whether target `m` of `clause` (at `offset` in `text`) is a ratio's bare acronym that
    nothing makes an aim (`ratio_acronyms`): "the SR decided" names a board, not a ratio."""
    if name != "risk_adjusted" or not ratio_acronyms.ACRONYM.fullmatch(m.group(0)):
        return False
    view = text[:offset] + clause + text[offset + len(clause) :]
    directions = [(offset + at, offset + to, side) for at, to, side in _hits(clause)]
    return not ratio_acronyms.governed(view, offset + m.start(), offset + m.end(), directions)


def _asked(text: str) -> Asked | None:
    """The objective the words of `text` ask for, reported speech included.

    A negated clause is read, not dropped: the negation turns a target's direction ("we can't
    afford to drift from the benchmark" asks for little tracking error; "no more volatility"
    for less), and a target it names without a direction ("tracking error is irrelevant",
    "forget about the Sharpe ratio") asks for nothing."""
    original = text
    # a superlative that ranks a reported fact directs nothing: "one of the largest holders"
    # a return "unadjusted for risk" is the return alone: its risk words are no target
    text = _zero_penalties_blanked(risk_unadjusted_blanked(ranked_facts_blanked(text)))
    text = _return_forecasts_refused_blanked(text)
    text = _BRACKETED_BOUND.sub(lambda m: " " * len(m.group(0)), text)
    text = _COMPOSITION.sub(lambda m: " " * len(m.group(0)), text)
    # a class named by an attribute, over the whole text too: a shared noun ("the high-yield /
    # unrated sleeve") lies past the slash that splits the clauses
    text = _CLASS_ATTRIBUTE.sub(_class_blanked, text)
    formulas = _formulas(text) + objective_codes(text)
    found: dict[str, tuple[int, int]] = {}
    if formulas:
        chars = list(text)
        for written, start, end in formulas:
            _blank(chars, start, end)  # its symbols are no words ("Σ" is not "σ" of volatility)
            if written and written not in found:
                found[written] = (start, end)
        text = "".join(chars)
    shown: list[tuple[int, int]] = []  # figures asked to be shown, not pursued
    pending: str | None = None  # a direction whose target comes in a later clause
    waiting: list[tuple[str, int, bool]] = []  # targets whose direction may come after them
    last_noun: tuple[str, int, bool] | None = None  # what a later pronoun stands for
    counterfactual = False  # the sentence so far is a hypothetical
    past = False  # the sentence so far is set in the past by a lead-in
    under_limits = False  # the sentence so far lists limits ("Limits: …")
    contrast: str | None = None  # "not X minimised but Y": the direction the "but" carries over
    unwanted = False  # the sentence so far lists what is not wanted ("Not looking for: …")
    for offset, clause, new in _clauses(text):
        if new:
            pending, counterfactual, past, under_limits = None, False, False, False
        if new and _SENTENCE_END.search(text, 0, offset):
            unwanted = False
        if _unwanted_lead(text, offset, clause):
            unwanted, pending = True, None
            continue
        if unwanted:
            continue  # an item of a list of what is not wanted asks for nothing
        if _LIMITS_LEAD.match(clause):
            under_limits, pending = True, None  # "Limits: tracking error …" heads constraints
            continue
        if _PAST_LEAD.match(clause):
            past = True
            continue
        if past and not (_after_but(text, offset, clause) or _PRESENT_LEAD.match(clause)):
            continue
        past = False
        if _dismissed_topic(text, offset, clause):
            continue  # "Sharpe? Don't care.": a topic raised to be set aside
        turned, contrast = contrast, None
        if _HYPOTHETICAL.search(clause) and not _asks_about(text, offset):
            counterfactual = True
            continue
        if (counterfactual and _COUNTERFACTUAL.search(clause)) or (
            _NOT_OURS.search(clause) and not _own_adviser_asks(text, offset, clause)
        ):
            continue
        # (a product named by its leverage is no bound: "the 3x class", `_LEVERED_LABEL`)
        clause = _mask_classes(_mask_bounds(_LEVERED_LABEL.sub(_blanked_whole, clause)))
        if not clause.strip():
            continue
        shown.extend(
            (offset + d.start(), offset + d.end())
            for d in _DRAWDOWN_LIMIT.finditer(clause)
            if _shown(clause, d)
        )
        # an aversion said with a negated verb ("can't stand volatility") negates nothing, nor
        # does a suggestion ("why not hug the Agg?")
        idioms = [*_AVERSION_IDIOM.finditer(clause), *_SUGGESTION.finditer(clause)]
        negations = [
            n
            for n in _negations(clause, text, offset)
            if not any(a.start() <= n.start() < a.end() for a in idioms)
        ]
        negated = bool(negations)
        if negated:
            sides = {side for _, _, side in _hits(clause)}
            contrast = next(iter(sides)) if len(sides) == 1 else None
        elif turned is not None and _after_but(text, offset, clause):
            pending = turned  # "it is not volatility we want minimised but tracking error"
        targets = [(n, m) for n, p in _TARGETS for m in p.finditer(clause)]
        targets = [(n, m) for n, m in targets if not _unaimed_acronym(text, offset, clause, n, m)]
        targets += [("risk", m) for m in _movement_nouns(clause)]
        # a target inside a longer one is part of it: "risk" in "risk-adjusted return"
        targets = [
            (n, m)
            for n, m in targets
            if not any(
                o.start() <= m.start()
                and m.end() <= o.end()
                and (o.end() - o.start()) > (m.end() - m.start())
                for _, o in targets
            )
        ]
        # a verb of staying with a word of distance before its index is a distance, not a
        # closeness: "stay as far from the index as you like" is drift from it
        targets = [
            ("drift", m)
            if n == "tracking" and _APART.search(m.group(0)) and not _DISTANCE.match(m.group(0))
            else (n, m)
            for n, m in targets
        ]
        # a return qualified by its closeness to an index is the closeness's subject, not a
        # target of its own: "returns as close as possible to the index", "returns that track
        # the index as closely as they can", "a return in line with the benchmark's"
        targets = [
            (n, m)
            for n, m in targets
            if not (
                n == "return"
                and (
                    _qualified_by_closeness(clause, m, targets)
                    or _qualified_by_stability(clause, m, targets)
                )
            )
        ]
        # "stay glued to it": closeness to an index named before
        targets += [
            ("tracking", m)
            for m in _CLOSE_TO_PRONOUN.finditer(clause)
            if _index_near(text, offset + m.start())
            and not any(o.start() <= m.start() < o.end() for _, o in targets)
        ]
        # "from it" is drifting from the index when the sentence names one before it
        targets += [
            ("drift", m)
            for m in _DRIFT.finditer(clause)
            if not m.group("pronoun") or _index_near(text, offset + m.start())
        ]
        # a target asked as a topic of its own ("Volatility? As low as possible.") waits for its
        # direction in the next sentence
        if new and not _TOPIC.search(text, 0, offset):
            waiting = []
        if negated:
            pending = None
        elif not targets:
            # a bound's adjective before a noun of its own ("Min liquidity", "Maximum
            # leverage") names a limit; it directs no target of a later clause
            sides = {side for at, to, side in _hits(clause) if not _names_limit(clause, at, to)}
            one = next(iter(sides)) if len(sides) == 1 else None
            pending = one or pending
            # a direction said after its target, in a clause of its own: "our target is
            # outright performance, as high as it will go"
            # a pronoun stands for the last risk or return noun, across clauses and sentences:
            # "our members hate volatility; cut it as far as you can"
            if one and not waiting and last_noun is not None and _PRONOUN.search(clause):
                waiting = [last_noun]
            for name, start, stable in waiting if one else []:
                side = ("down" if one == "up" else "up") if stable else one
                key = _KEYS.get((name, side))
                if key is not None and key not in found:
                    found[key] = (start, offset + len(clause.rstrip()))
            waiting = []
            continue
        waiting = []
        span = (offset, offset + len(clause.rstrip()))
        if not negated and _ratio(clause, targets) and "risk_adjusted" not in found:
            found["risk_adjusted"] = span
        for name, m in targets:
            if name == "return" and clause[m.start() :].lower().startswith("risk"):
                continue
            if name == "return" and _RISK_OF.search(clause, 0, m.start()):
                continue
            if (
                _LIMITED_BEFORE.search(clause, 0, m.start())
                or _LIMITED_BEFORE_EU.search(clause, 0, m.start())
                or _LIMITED_AFTER.match(clause, m.end())
                or _BOUND_LABEL_AFTER.match(clause, m.end())
            ):
                continue  # "the limit on ex-ante TE", "the vol budget": a constraint's subject
            if under_limits and _direction(clause, m.start(), m.end()) is None:
                continue  # a figure listed under "Limits:" is what a limit is on
            if (_REPORTED.match(clause, m.end()) or _shown(clause, m)) and _direction(
                clause, m.start(), m.end()
            ) is None:
                continue  # "the Sharpe ratio is reported", "report the Sortino": output
            if name == "risk_adjusted" and _measured(clause, m):
                continue  # "OOS Sharpe 1.3": a measured result, no aim
            scoped = negated and _negated(clause, negations, m)
            if name in ("risk", "return", "tracking") and not scoped:
                last_noun = (name, offset, bool(_STABLE.fullmatch(m.group(0))))
            side = _direction(clause, m.start(), m.end()) or (None if scoped else pending)
            if _AVERTED.search(clause, 0, m.start()):
                side = "down"
            if (
                name == "tracking"
                and side == "up"
                and (_closeness_degree(clause, m) or _closeness_pursued(clause, m))
            ):
                side = "down"
            if (
                side is None
                and not scoped
                and name in ("return", "risk_adjusted")
                and (_VALUING.search(clause, 0, m.start()) or _VALUED.match(clause, m.end()))
                and not _LEVEL_BEFORE.search(clause, 0, m.start())
            ):
                side = "up"  # "we care about return": valuing it is wanting more of it
            if name == "drift":
                # drifting away is tracking error up, by as much as its own degree says:
                # "deviate as little as possible from the benchmark" is down
                inner = {h[2] for h in _hits(clause) if m.start() < h[0] < m.end()}
                within = next(iter(inner)) if len(inner) == 1 else None
                name, side = "tracking", side or within or "up"
            if name == "risk" and _STABLE.fullmatch(m.group(0)):
                if _FIGURE_AFTER.match(clause, m.end()):
                    continue  # "a steady 5 % return": the manner of a level, not of risk
                side = "down" if side != "down" else "up"  # "more stable" is less risk
            if scoped:
                if side is None or any(_DISMISSAL.fullmatch(n.group(0)) for n in negations):
                    continue  # named only to be set aside ("indifferent to how much it swings")
                side = _flip(side)
            elif side is None:
                waiting.append((name, offset, bool(_STABLE.fullmatch(m.group(0)))))
            if (
                name == "tracking"
                and side is None
                and (_BARE_TRACKING.fullmatch(m.group(0)) or _DISTANCE.match(m.group(0)))
            ):
                # naming tracking error, or a distance from the index, asks for nothing
                # ("tracking error at 3 %", "as for the gap to the index, …")
                continue
            key = _KEYS.get((name, side))
            if key is not None and key not in found:
                found[key] = span
    chosen: str | None = None
    if "risk_adjusted" in found or ("max_return" in found and "min_risk" in found):
        chosen = "risk_adjusted"
    elif "tracking" in found:
        chosen = "tracking"
    elif "max_return" in found:
        unshown = list(text)
        for start, end in shown:
            _blank(unshown, start, end)
        chosen = "drawdown" if _DRAWDOWN_LIMIT.search("".join(unshown)) else "max_return"
    elif "min_risk" in found:
        chosen = "min_risk"
    if chosen is None:
        return None
    anchor = {"drawdown": "max_return"}.get(chosen, chosen)
    start, end = found.get(anchor) or next(iter(found.values()))
    label, kinds = OBJECTIVES[chosen]
    return Asked(chosen, label, kinds, start, end, original[start:end].strip())


def stated_in(text: str, start: int, end: int) -> Asked | None:
    """The objective that the words `text[start:end]` state, read in their text: a citation.

    The cited words are read alone first. Words that state an objective only with what comes
    before them ("our members hate volatility; cut it as far as you can" cited as "cut it as
    far as you can") are read in the whole text: they state its objective when they cover a
    whole clause the objective is read from (the clause of its target or of its direction),
    never an aside between them.

    Cited words inside reported speech (a quoted earlier brief) state an objective only when the
    message keeps the quote: a quote it withdraws ("> …\n\nThat no longer stands") or whose
    objective its own words replace was the requester's once, not now."""
    if within_foreign(text, start, end):
        return None  # another vehicle's words, or a version not in force, state nothing of ours
    alone = asked(text[start:end])
    if alone is not None and _replaced(text, start, end, alone):
        return None  # words of the conversation that are no longer its ask
    quoted = any(a <= start and end <= b for a, b in _reported(text))
    if quoted:
        # a citation of reported speech stands only for a quote the message keeps: not one it
        # withdraws ("> …\n\nThat no longer stands"), nor one its own words overrule
        whole = asked(text)
        withdrawn = _WITHDRAWAL.search(_outside(text, _reported(text)))
        if withdrawn or alone is None or whole is None or whole.objective != alone.objective:
            return None
    if alone is not None:
        return Asked(
            alone.objective,
            alone.label,
            alone.kinds,
            start + alone.start,
            start + alone.end,
            alone.text,
        )
    whole = asked(text)
    if whole is None:
        return None
    for offset, clause, _ in _clauses(text):
        c_start = offset + len(clause) - len(clause.lstrip())
        c_end = offset + len(clause.rstrip())
        covered = start <= c_start and c_end <= end
        if covered and (c_start == whole.start or c_end == whole.end):
            return whole
    return None


def _replaced(text: str, start: int, end: int, cited: Asked) -> bool:
    """Whether cited words state an ask the conversation no longer holds: words it sets aside
    itself (struck through, a poll's losing option, a proposal a decision overruled), or the
    ask of an utterance a later one replaced (an earlier turn, the text before an edit, an
    older mail of a chain) when the current ask is another."""
    if not utterances.set_aside(text)[start:end].strip():
        return True
    if len(utterances.newest_first(text)) < 2:
        return False
    current = asked(text)
    return current is None or current.objective != cited.objective


__all__ = ["OBJECTIVES", "Asked", "asked", "stated_in"]
