"""Two figures of one limit in one passage: the one the text puts in force wins.

People who report how a limit came to be name two figures for it, and the structure of the
passage, not the figure's own words, says which one binds: a request and its outcome ("we asked
the committee for 12 %; declined — 8 % stays"), an amendment and what it inserts ('delete "40 %"
and substitute "30 %"'), a draft and the document signed ("the term sheet had 2.5x; the
executed facility agreement, 2.0x"), another house's figure and the writer's own ("the peer
survey quotes 20 %; ours is 10 %"). Across registers the figure in force is the one the passage
marks as such, in one of four roles:

* it *persists* — a verb of persisting governs it ("remains", "stays", "is kept at",
  `standing_values`) or follows it ("8 % stands", "30 % stays, as the deed provides");
* it *replaces* — it is what an amendment or change puts in ("substitute", "inserted",
  "replaced by", "changed that to", "what binds us now is");
* it is in the *document in force* — final, adopted, executed, signed, ratified, as amended;
* it is the writer's *own* — "ours is", "our guidelines", "this account's", "the scheme's own".

A figure so marked beside another figure of the same unit and subject, in the same paragraph
line, leaves the unmarked one out of force: it is what was asked, drafted, struck or quoted
for comparison. A marker said with a negation ("not our terms", "won't remain") marks nothing,
and a marker before several figures ("our policy: cash at least 5 %, bonds at most 60 %")
marks them all, so a list under one heading is never split. This module only finds the rival
figure the passage puts in force; what the figures are of is the caller's (`provenance`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from quantward_validation.abbreviations import NOT_AFTER_ABBREVIATION
from quantward_validation.decision_lexicon_es import BINDS_BACK as SPANISH_BINDS_BACK
from quantward_validation.decision_lexicon_es import SOURCE as SPANISH_SOURCE
from quantward_validation.in_force_cs_ro import AFTER as CS_RO_AFTER
from quantward_validation.in_force_cs_ro import BINDS as CS_RO_BINDS
from quantward_validation.in_force_cs_ro import NEGATION as CS_RO_NEGATION
from quantward_validation.in_force_cs_ro import SOURCE as CS_RO_SOURCE
from quantward_validation.in_force_de_da import AFTER as DE_DA_AFTER
from quantward_validation.in_force_de_da import BINDS as DE_DA_BINDS
from quantward_validation.in_force_de_da import NEGATION as DE_DA_NEGATION
from quantward_validation.in_force_de_da import SOURCE as DE_DA_SOURCE
from quantward_validation.in_force_fi import AFTER as FINNISH_AFTER
from quantward_validation.in_force_fi import BINDS as FINNISH_BINDS
from quantward_validation.in_force_fi import NEGATION as FINNISH_NEGATION
from quantward_validation.in_force_fi import SOURCE as FINNISH_SOURCE
from quantward_validation.in_force_hu import AFTER as HU_AFTER
from quantward_validation.in_force_hu import BINDS as HU_BINDS
from quantward_validation.in_force_hu import NEGATION as HU_NEGATION
from quantward_validation.in_force_hu import SOURCE as HU_SOURCE
from quantward_validation.monitored_levels import measured_at
from quantward_validation.quantities import Quantity, in_unit, quantities, same
from quantward_validation.sentence_language import GERMAN
from quantward_validation.standing_values import persisting_verbs

#: a verb that puts the figures of its own clause in force: what an amendment or a change puts
#: in ('substitute "30 %"', "replaced by 2x", "changed that to 8 %"), what binds ("what binds us
#: now is 35 %", "in force")
#: ("instead of 2.2x" and "in its place" point back at the figure before them: no marker; a
#: bare "now" dates as often as it decides: "capped at 20 % for now")
_IN_FORCE_VERB: Final = re.compile(
    r"\b(?:substitut\w*|insert(?:ed|ing|s)?|replaced\s+(?:by|with)|"
    r"(?:changed|amended|moved|revised|reset|cut|lowered|raised|reduced|increased|"
    r"tightened|loosened|brought\s+down|brought\s+up)\s+(?:\w+\s+){0,2}?to|"
    r"in\s+force|binds?|binding|governs?|"
    # ... and in German, Danish and Norwegian: "gilt", "maßgeblich", "gældende" (`in_force_de_da`)
    rf"{DE_DA_BINDS}|"
    # ... and in Finnish: "voimassa", "sovelletaan", "noudatetaan" (`in_force_fi`)
    rf"{FINNISH_BINDS}|"
    # ... and in Hungarian: "hatályos", "hatályban", "érvényes", "irányadó" (`in_force_hu`)
    rf"{HU_BINDS}|"
    # ... and in Czech and Romanian: "platí", "v platnosti", "în vigoare", "se aplică"
    # (`in_force_cs_ro`)
    rf"{CS_RO_BINDS})(?![\w-])",
    re.IGNORECASE,
)
#: a document or an owner that puts the figures after it in force, up to their sentence's end:
#: the document in force ("the final approval", "the executed LPA", "as amended") or the
#: writer's own ("ours is", "our guidelines", "this account's", "its own policy")
_IN_FORCE_SOURCE: Final = re.compile(
    # ("final de 2024", "a finales de": the end of a year in Portuguese and Spanish, no version)
    r"\b(?:final(?!\s+d[eo]s?\b)|adopted|enacted|executed|signed|ratified|as\s+amended|operative|prevailing|"
    r"ours|(?:our|[\w-]+['’]s)\s+own|"
    # (the writer's own limit may be named by who sets it: "our Board floor", "our house cap",
    # or its document by its code: "our AR", "our IMA")
    r"our\s+(?:current\s+)?(?:[\w'’-]+\s+)?(?:guidelines?|ips|ig|lpa|limits?|polic(?:y|ies)|"
    r"terms|rules|mandate|deed|prospectus|covenants?|charter|constitution|side[\s-]letter|"
    r"agreement|restrictions?|floors?|caps?|ceilings?|minimums?|maximums?|bounds?)|"
    r"(?-i:[Oo]ur\s+[A-Z]{2,5}\b)|"
    r"(?:this|the\s+present)\s+(?:account|fund|client|portfolio|mandate|sub-fund|vehicle|"
    r"scheme|plan|trust|book|programme|program|foundation|endowment)['’]s|"
    # ... and in German, Danish and Norwegian: "beschlossen", "den vedtagne version", "unsere
    # Kapitalanlagerichtlinien", "vores egne retningslinjer" (`in_force_de_da`)
    rf"{DE_DA_SOURCE}|"
    # ... and in Portuguese: "a nossa política prevê", "o nosso regulamento", "a versão aprovada"
    r"(?:[ao]s?\s+)?noss[ao]s?\s+(?:pr(?:ó|o)pri[ao]s?\s+)?(?:pol(?:í|i)tica|regulamento|"
    r"limites?|regras?|mandato|diretrizes|orienta(?:ç|c)(?:õ|o)es|plano|pi)|"
    r"vers(?:ã|a)o\s+(?:aprovada|final|em\s+vigor)|"
    # ... and in Spanish: "nuestra política fija", "nuestro reglamento", "la versión aprobada"
    # (`decision_lexicon_es`)
    rf"{SPANISH_SOURCE}|"
    # ... and in Finnish: "hyväksytyssä", "meidän", "sijoitussuunnitelmassamme" (`in_force_fi`)
    rf"{FINNISH_SOURCE}|"
    # ... and in Hungarian: "az elfogadott befektetési politikában", "a mi", "politikánkban"
    # (`in_force_hu`)
    rf"{HU_SOURCE}|"
    # ... and in Czech and Romanian: "schválené znění", "náš statut", "prospectul aprobat",
    # "prospectul nostru" (`in_force_cs_ro`)
    rf"{CS_RO_SOURCE})(?![\w-])",
    re.IGNORECASE,
)
#: a modal or an infinitive before a verb: the change is only to come or supposed ("will be
#: lowered to 2 %", "we'd move to 35 %", "to be raised to")
_MODAL: Final = re.compile(
    r"\b(?:will|would|could|may|might|shall|should|can|to|['’]d|['’]ll)\s+(?:[\w'’-]+\s+){0,2}$",
    re.IGNORECASE,
)
#: a role said right after a figure: "8 % stands", "30 % stays", '"60 percent" inserted'
_IN_FORCE_AFTER: Final = re.compile(
    r"^(?:\s+[a-z][\w-]*){0,3}?[\"'”’»]?\s+(?:stands|stays|remains|holds|applies|binds|governs|"
    r"(?:is|are)\s+(?:retained|kept|maintained|unchanged|in\s+force)|inserted|substituted|"
    # ... and a German verb at its clause's end, a Danish one after its subject ("36 %
    # beibehalten", "12 pct. efter afdækning gælder stadig", `in_force_de_da`)
    rf"{DE_DA_AFTER}|{FINNISH_AFTER}|{CS_RO_AFTER}|{HU_AFTER})\b",
    re.IGNORECASE,
)
#: a negation that takes a role back: "not our terms", "won't remain", "no longer binds"
_NEGATED: Final = re.compile(
    r"\b(?:not|no|never|nor|neither|without|n['’]t|no\s+longer|"
    rf"{DE_DA_NEGATION}|{FINNISH_NEGATION}|{CS_RO_NEGATION}|{HU_NEGATION})"
    r"\s+(?:[\w'’-]+\s+){0,2}$",
    re.IGNORECASE,
)
#: where a sentence ends (a full stop before a space or a line's end; the stop of an
#: abbreviation a label writes before its figure ends nothing: "min. 1.5 %", "max. 200 bp")
_SENTENCE_END: Final = re.compile(NOT_AFTER_ABBREVIATION + r"[.!?](?=\s|$)|\n")


#: the stop of a day's ordinal in a continental date, which ends no sentence: "am 13. März
#: 2025", "den 1. april 2025", "per 31. december 2024"
_DAY_ORDINAL: Final = re.compile(r"(?<![\d.,])\d{1,2}\.\s+[^\W\d_]{3,}\.?\s+\d{4}\b")


def _ends(text: str, found: re.Match[str]) -> bool:
    """Whether a stop `found` ends its sentence: not the stop after a date's day ordinal."""
    day = _DAY_ORDINAL.match(text, max(0, found.start() - 2))
    shorter = _DAY_ORDINAL.match(text, max(0, found.start() - 1))
    return not any(m is not None and m.start() < found.start() < m.end() for m in (day, shorter))


def _sentence_end(text: str, at: int) -> int:
    """Where the sentence going on at `at` ends: a stop inside a bracket opened before it is
    the bracket's own ("(Ord. 2025-04)", "(Art. 57 Abs. 2)"), and the stop of a date's day
    ordinal ("13. marts 2025") ends nothing."""
    for found in _SENTENCE_END.finditer(text, at):
        if not _ends(text, found):
            continue
        if text.count("(", at, found.start()) <= text.count(")", at, found.start()):
            return found.start()
    return len(text)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence going on at `at` begins: right after the last stop before it."""
    return max(
        (found.end() for found in _SENTENCE_END.finditer(text, 0, at) if _ends(text, found)),
        default=0,
    )


#: where a clause ends: a comma not between digits, a semicolon, a colon, a full stop
_CLAUSE_BREAK: Final = re.compile(r"(?<!\d),|,(?!\d)|[;:]|[.!?](?=\s)")


def _clause_end(text: str, at: int) -> int:
    """Where the clause going on at `at` ends (a bracketed aside's commas are the aside's)."""
    flat = re.sub(r"\([^()]*\)", lambda m: re.sub(r"[,;:.]", " ", m.group(0)), text)
    found = _CLAUSE_BREAK.search(flat, at)
    return found.start() if found is not None else len(text)


def _sentence(line: str, figure: Quantity) -> str:
    """The sentence of `figure`, its bracketed asides left out."""
    begin = _sentence_start(line, figure.start)
    whole = line[begin : _sentence_end(line, figure.end)]
    return re.sub(r"\([^()]*\)", " ", whole)


def _clause(line: str, figure: Quantity) -> str:
    """The clause of `figure` (a bracketed aside's commas are the aside's own)."""
    flat = re.sub(r"\([^()]*\)", lambda m: re.sub(r"[,;:.]", " ", m.group(0)), line)
    begin = max((m.end() for m in _CLAUSE_BREAK.finditer(flat, 0, figure.start)), default=0)
    stop = next((m.start() for m in _CLAUSE_BREAK.finditer(flat, figure.end)), len(flat))
    return line[begin:stop]


#: a pointer back that puts the figure before it in force: "…, and that's what we follow",
#: "that's the number, use it", "this is the one that binds", "which is what we apply"
_IN_FORCE_BACK: Final = re.compile(
    r"\b(?:that|this|which|it)(?:['’]s|\s+is)\s+(?:what|the\s+(?:one|figure|number|limit|"
    r"value|rule))\b(?:\s*,?\s*(?:that|which|we|you)\b(?:\s+(?:all|now|still))?\s+"
    r"(?:follow|apply|use|go\s+by|work\s+to|run\s+with|stick\s+to|are\s+bound\s+by|"
    r"binds?|applies|governs?|holds?)\b|\s*,\s*use\s+it\b)|"
    # ... and in Spanish: "y ese es nuestro límite", "y eso es lo que cumplimos"
    # (`decision_lexicon_es`)
    rf"\b(?:{SPANISH_BINDS_BACK})\b",
    re.IGNORECASE,
)
#: a year a sentence dates its figure by: "AR 2019", "Revision 2024:", "the 2021 policy"
#: (not a day's date: "30.09.2024", "2024-06-30")
_YEAR: Final = re.compile(r"(?<![\d./-])(?:19|20)\d\d(?![\d./-])")


def _year_of(line: str, figure: Quantity) -> int | None:
    """The one year the sentence of `figure` dates it by, up to the figure (a version's label
    or its document's year), else None (none, or several)."""
    begin = _sentence_start(line, figure.start)
    years = {int(y) for y in _YEAR.findall(line[begin : figure.start])}
    return years.pop() if len(years) == 1 else None


#: the one word a German verb of binding shares with English: "gilt" (a UK government bond)
_GILT_WORD: Final = re.compile(r"gilt(?![\w-])", re.IGNORECASE)


def _english_gilt(text: str, at: int) -> bool:
    """Whether the word at `at` is "gilt" in a sentence that is not German: the bond ("gilt
    yields 4.7%", "the gilt curve"), which binds nothing."""
    if _GILT_WORD.match(text, at) is None:
        return False
    sentence = text[_sentence_start(text, at) : _sentence_end(text, at)]
    return not GERMAN.reads(sentence)


def _marked(text: str, figures: list[Quantity]) -> set[int]:
    """The indices of `figures` a role puts in force: every figure after a role up to the end
    of its sentence, the figure a role directly follows, and the figure a pointer back in its
    own sentence points at ("…, and that's what we follow")."""
    marked: set[int] = set()
    for m in _IN_FORCE_BACK.finditer(text):
        if _NEGATED.search(text[max(0, m.start() - 40) : m.start()]):
            continue
        begin = _sentence_start(text, m.start())
        pointed = [i for i, q in enumerate(figures) if begin <= q.start and q.end <= m.start()]
        if pointed:
            marked.add(pointed[-1])
    for m in (*_IN_FORCE_VERB.finditer(text), *persisting_verbs(text)):
        before = text[max(0, m.start() - 40) : m.start()]
        if _NEGATED.search(before) or _MODAL.search(before) or _english_gilt(text, m.start()):
            continue
        # a verb governs the figures of its own clause ("is still disabled for prod, …
        # could reach 9 %" keeps nothing)
        stop = _clause_end(text, m.end())
        marked |= {i for i, q in enumerate(figures) if m.end() <= q.start < stop}
    for m in _IN_FORCE_SOURCE.finditer(text):
        if _NEGATED.search(text[max(0, m.start() - 40) : m.start()]):
            continue
        stop = _sentence_end(text, m.end())
        marked |= {i for i, q in enumerate(figures) if m.end() <= q.start < stop}
    for i, q in enumerate(figures):
        after = _IN_FORCE_AFTER.match(text[q.end : q.end + 60])
        if after is None or _english_gilt(text, q.end + after.end() - 4):
            continue
        if not _NEGATED.search(text[q.end : q.end + after.end() - 8]):
            marked.add(i)
    return marked


#: a date a figure was observed at, right after it: "as of month-end", "as at 30 June", "at
#: the close", "at quarter-end"
_OBSERVED: Final = re.compile(
    r"\s*,?\s*(?:as\s+(?:of|at)\b|at\s+(?:the\s+)?(?:close|(?:month|quarter|year)[- ]end)\b)",
    re.IGNORECASE,
)


_BARE: Final = re.compile(r"[\d.,]+")
#: the base a figure is measured against, right after it: "of revenue", "of market
#: capitalisation", "of NAV"
_BASE_AFTER: Final = re.compile(
    r"\.?\s+of\s+(?:the\s+|its\s+|our\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)", re.I
)


def _base(line: str, end: int) -> str | None:
    """The base the figure ending at `end` is said of, by its first word ("revenue", "market"
    of "market capitalisation"; "NAV" of "NAV for the largest line"). Any base, the fund's own
    too: two figures of one limit share theirs (`other_bases.base_after` reads only a company's
    accounts, the base no weight of the book is measured against)."""
    m = _BASE_AFTER.match(line, end)
    return m.group(1).split()[0].lower() if m else None


#: "one" as a pronoun: after a determiner ("the one", "that one", "the later one", "which
#: one") and before no unit - it points back at a document or a figure, it counts nothing
_PRONOUN_BEFORE: Final = re.compile(
    r"\b(?:the|that|this|which|each|every|no|any|the\s+\w+|an?\s+\w+)\s+$", re.IGNORECASE
)
_PRONOUN_AFTER: Final = re.compile(
    r"^(?:\s+(?:that|which|who|we|they|you|i|in|of|from|on|is|was|binds|applies|holds|stands)\b|"
    r"\s*[,.;:!?)\-–—]|\s*$)",
    re.IGNORECASE,
)


def _pronoun(line: str, figure: Quantity) -> bool:
    """Whether `figure` is the word "one" standing as a pronoun ("that's the one that binds",
    "the current one", "the one in force"), not a count."""
    if figure.text.strip().lower() != "one":
        return False
    return (
        _PRONOUN_BEFORE.search(line[max(0, figure.start - 30) : figure.start]) is not None
        and _PRONOUN_AFTER.match(line[figure.end : figure.end + 12]) is not None
    )


_DENIED_BEFORE: Final = re.compile(r"\bnot\s+$", re.IGNORECASE)
_NOT_IN_FORCE: Final = re.compile(
    r"\b(?:would|could|might|if|had\s+(?:the\s+)?\w+\s+(?:adopted|agreed|approved|accepted)|"
    r"scenario|hypothetical(?:ly)?|suppos\w*|rejected|declined|refused|denied|vetoed|"
    r"turned\s+down|voted\s+down|not\s+(?:approved|adopted|agreed|accepted))\b",
    re.IGNORECASE,
)


def rival_in_force(
    text: str,
    start: int,
    end: int,
    unit: str | None,
    same_subject: Callable[[str, str], bool],
) -> str | None:
    """The figure of `text` the passage puts in force against the one at `start`–`end`, when
    that one is not itself put in force; else None. Only figures of the same `unit`, another
    value, on the same line, whose clause (in the cited figure's sentence) or sentence (in
    another) `same_subject` accepts beside the cited figure's (it names the cited limit, none,
    or only what the cited one names) count as rivals."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    here = start - line_start
    figures = [q for q in quantities(line) if in_unit(q, unit)]
    cited = next((i for i, q in enumerate(figures) if q.start <= here < q.end), None)
    if cited is None:
        return None
    marked = _marked(line, figures)
    if cited in marked:
        return None
    # of two versions dated by year ("AR 2019: 18 %. Revision 2024: 12 %."), the later one
    # holds unless the passage puts the earlier in force
    # (a passage that names the earlier year again after the later figure turns back to the
    # earlier version: "…, but the 2017 rulebook still governs")
    dated = _year_of(line, figures[cited])
    if dated is not None:
        marked |= {
            i
            for i, q in enumerate(figures)
            if (year := _year_of(line, q))
            and year > dated
            and not re.search(rf"(?<!\d){dated}(?!\d)", line[q.end :])
        }
    values = set(in_unit(figures[cited], unit))
    for i in sorted(marked):
        rival = figures[i]
        if any(same(a, b) for a in in_unit(rival, unit) for b in values):
            continue
        # a level the book was at ("cash stands at 7 % as of month-end") is no figure of the
        # limit, whatever verb keeps it
        if measured_at(line, rival.start, rival.end) or _OBSERVED.match(line, rival.end):
            continue
        # a bare number ("clause 12", "tier 2") is no rival of a figure written in its unit,
        # nor is a number word standing as a pronoun ("that's the one that binds")
        if _BARE.fullmatch(rival.text.strip()) and not _BARE.fullmatch(figures[cited].text.strip()):
            continue
        if _pronoun(line, rival):
            continue
        # a figure denied where it stands ("2 times, not 4 times"), or one whose clause is a
        # supposition or records its refusal ("had the client adopted …, the limit would be
        # 30 %", "moved to 20 %, board rejected it"), is in force nowhere
        # (its own clause and what follows it up to a stop: the refusal of another figure
        # in the clause before is that figure's)
        said = _clause(line, rival) + re.split(r"[;.!?]", line[rival.end :], maxsplit=1)[0]
        if _DENIED_BEFORE.search(line, max(0, rival.start - 12), rival.start) or (
            _NOT_IN_FORCE.search(said)
        ):
            continue
        # (in the cited figure's sentence the rival's clause is read, else its sentence)
        own = _sentence(line, figures[cited])
        # figures of two bases are figures of two limits ("5 % of revenue" beside a 6 %
        # single-obligor limit): a rival of its own base in another sentence, or of another
        # base than the cited figure's, is none
        theirs, ours = _base(line, rival.end), _base(line, figures[cited].end)
        if theirs and (theirs != ours if ours else _sentence(line, rival) != own):
            continue
        if _sentence(line, rival) == own:
            context, cited_context = _clause(line, rival), _clause(line, figures[cited])
        else:
            context, cited_context = _sentence(line, rival), own
        if not same_subject(context, cited_context):
            continue
        return rival.text
    return None


__all__ = ["rival_in_force"]
