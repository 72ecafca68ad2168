"""A later sentence that declares its own value the one in force now, replacing an earlier one.

Policies and governance posts give a limit's history before its present: "The 2023 policy set
the single-counterparty limit at 15 %. The Board approved 10 % at its June meeting, effective
immediately, and that is the limit now."; "AIP-12 set the equity sleeve at most 60 %. AIP-19,
which supersedes AIP-12 in full, sets it to 40 %." The earlier sentence has no word of the past
in it ("set" is as much present as past), and the later one no verb of changing ("approved",
"sets it to"): what marks the change is that the later sentence declares itself in force now
(effective immediately, the limit now, superseding the earlier text, an aside saying it is
in force: "Version 2.0, in force from the close of 16 December, sets it at 8 %") or gives its
value as the one a body approved or an instrument sets.

A text may also say outright that one version replaces another and then give each version's
figure: "Tranche guidelines v4 replace v3 in full. On issuer exposure, v3 allowed 30 %; v4
sets 20 %." The figure given to the replaced version (`of_replaced_version`) is its history,
not a limit in force, whatever its verb.
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import Final

#: the documents a client's limits are written in, by the names and acronyms of the trade: an
#: investment management agreement (IMA), a statement of investment principles (SIP), a lending
#: authorisation (SLAA, GMSLA), a repo or swap master and its annex (GMRA, ISDA, CSA), an
#: offering memorandum (OM, PPM), a partnership agreement (LPA), an investment policy (IPS)
DOCUMENT_NOUN: Final = (
    r"(?:procedures?|polic(?:y|ies)|rules?|rulebook|guidelines?|prospectus(?:es)?|mandates?|"
    r"regimes?|frameworks?|terms|documents?|agreements?|schedules?|editions?|versions?|"
    r"restrictions?|statements?|deeds?|side\s+letters?|term\s+sheets?|"
    r"(?:imas?|sips?|slaas?|gmslas?|gmras?|isdas?|csas?|ips|oms?|ppms?|lpas?|sai))"
)
#: the version of the documents in force now, named as such: "the current IMA", "today's
#: guidelines", "the SIP as it stands", "the prevailing policy", "the amended OM", "the
#: restated LPA" (a draft of it only proposes: `polarity.hypothetical` sets it aside); once
#: the earlier version is named, the current one may be its pronoun: "the revised one", "the
#: current one"
_CURRENT_ADJECTIVE: Final = (
    r"(?:current|present|prevailing|existing|today['’]s|new|revised|amended|updated|restated|"
    r"signed|executed)"
)
_CURRENT_DOCUMENT: Final = (
    rf"{_CURRENT_ADJECTIVE}\s+(?:[\w-]+\s+){{0,2}}?{DOCUMENT_NOUN}\b|"
    rf"\bthe\s+{_CURRENT_ADJECTIVE}\s+one\b|{DOCUMENT_NOUN}\s+as\s+it\s+(?:now\s+)?stands\b"
)
#: a sentence that says its value holds now, over what came before it
_IN_FORCE_NOW: Final = re.compile(
    r"\b(?:effective\s+(?:immediately|now|today)|"
    r"with\s+immediate\s+effect|"
    r"(?:that|this|which|it)\s+(?:is|['’]s)\s+(?:the\s+)?(?:(?:binding|operative|current|"
    r"applicable|live|only)\s+)?(?:limit|cap|ceiling|floor|level|rule|figure|number|value)\s+"
    r"(?:now|today|in\s+force)|"
    r"(?:is|are)\s+(?:now\s+)?(?:live|in\s+force)|now\s+(?:applies|apply|holds|governs)|"
    # ... or in an aside on the instrument: "Version 2.0, in force from the close of 16
    # December, sets it at 8 %", "the rulebook now in force", "in force with effect from …"
    r",\s*(?:now\s+|currently\s+)?in\s+force\b|(?:now|currently)\s+in\s+force|"
    r"in\s+force\s+(?:from|since|as\s+(?:of|from)|with\s+effect\s+from)|"
    # ... and in the continental languages of a policy: pt "em vigor desde", "vigora a partir
    # de", "com efeitos a partir de"; es "en vigor desde", "vigente desde"; it "in vigore dal",
    # "con decorrenza dal"; fr "en vigueur depuis", "à compter du"; de "in Kraft seit", "gültig
    # ab", "gilt ab", "mit Wirkung ab"; nl "van kracht vanaf", "met ingang van"; sv "gäller
    # från", "i kraft sedan", "med verkan från"
    r"(?:em|en)\s+vigor\s+(?:desde|a\s+partir\s+d[eao]l?|a\s+contar\s+d[eao])|"
    r"(?:vigora|vigente|v(?:á|a)lid[oa])\s+(?:desde|a\s+partir\s+d[eao]l?)|"
    r"com\s+efeitos?\s+a\s+partir\s+d[eao]|con\s+efectos?\s+(?:desde|a\s+partir\s+del?)|"
    r"in\s+vigore\s+(?:dal|dall['’]|da|a\s+partire\s+dal)|(?:vigente|efficace|valid[oa])\s+dal|"
    r"con\s+decorrenza\s+dal|"
    r"en\s+vigueur\s+(?:depuis|(?:à|a)\s+(?:compter|partir)\s+du|au)|avec\s+effet\s+(?:au|(?:à|a)\s+compter\s+du)|"
    r"in\s+kraft\s+(?:seit|ab)|g(?:ü|u)ltig\s+(?:ab|seit)|gilt\s+(?:ab|seit)|mit\s+wirkung\s+(?:ab|zum|vom)|"
    r"van\s+kracht\s+(?:vanaf|sinds|per)|geld(?:t|end)\s+(?:vanaf|per|sinds)|met\s+ingang\s+van|"
    r"van\s+toepassing\s+(?:vanaf|sinds|per)|in\s+werking\s+(?:vanaf|sinds)|"
    # ... cs and sk "platí od", "platný/platné od", "účinný od", "s účinnosťou od", "v platnosti
    # od" (every gender)
    r"plat(?:í|i)\s+od|platn\w*\s+od|(?:ú|u)(?:č|c)inn\w*\s+od|s\s+(?:ú|u)(?:č|c)innos\w*\s+od|"
    r"v\s+platnosti\s+od|"
    r"g(?:ä|a)ller\s+(?:fr(?:å|a)n|fr\.o\.m\.?|sedan|per)|i\s+kraft\s+(?:fr(?:å|a)n|sedan)|"
    r"med\s+verkan\s+fr(?:å|a)n|"
    # ... da and nb "med virkning fra", "gældende/gjeldende fra", "i kraft fra", "gjelder fra";
    # pl "obowiązujący od" (every gender and case), "obowiązuje od", "w mocy od", "ze skutkiem
    # od", "z mocą od"
    r"med\s+virkning\s+(?:fra|f\.o\.m\.?)|g(?:æ|je)ld(?:ende|er)\s+fra|i\s+kraft\s+fra|"
    r"obowi(?:ą|a)zuj(?:ą|a)c\w*\s+od|obowi(?:ą|a)zuje\s+od|w\s+mocy\s+od|"
    r"ze\s+skutkiem\s+od|z\s+moc(?:ą|a)\s+od|"
    r"supersed(?:es|ing)|overrid(?:es|ing)|replac(?:es|ing)\s+(?:it|that|the\s+\w+)|"
    # ("the IPS as restated effective 1 January", "the rules as revised in March")
    r"in\s+(?:full|its\s+place)|as\s+(?:now\s+)?(?:amended|restated|revised|updated)|"
    # ... or gives it as the current version's, set against an earlier one: "The current IMA
    # is tighter: 300 bps"
    rf"{_CURRENT_DOCUMENT})\b",
    re.IGNORECASE,
)
#: the value a body approved or an instrument sets, said right before it: "the Board approved
#: 10 %", "the council ratified 12 %", "AIP-19 … sets it to 40 %", "now stands at"
_GIVEN_NOW: Final = re.compile(
    # (a colon may follow a bracket: "The amended IMA (2024): 2x")
    r"(?:\b|(?=:))(?:approved|adopted|ratified|passed|enacted|agreed|voted\s+(?:for|through)|"
    r"sets?\s+(?:it|them|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:to|at)|"
    # ... cs and sk: what binds from a day, the day said between ("platí od 1. 4. 2025 10 %")
    r"plat(?:í|i)(?:\s+od\s+\d{1,2}\.\s?\d{1,2}\.\s?\d{4})?|"
    r"(?:now\s+)?stands?\s+at|(?:is|are)(?:\s+now)?|:|"
    # ... or what a document gives, or how it compares with the earlier one: "the current
    # policy allows 8 %", "today's guidelines are stricter, at 30 %"
    r"(?:allows?|permits?|requires?|specif(?:y|ies)|says?|provides?\s+for)|"
    # ... or what it holds, in the plain verbs of a reader of it: "the executed LPA (6.2) has
    # 5 %", "the signed deed reads 9 %", "the amended policy states 2x"
    r"(?:has|have|holds?|reads?|states?|gives?|contains?|puts?\s+it\s+at)(?:\s+it\s+at)?|"
    r"(?:is|are)\s+(?:now\s+)?(?:\w+\s+)?(?:tighter|stricter|looser|lower|higher|more\s+\w+|"
    r"less\s+\w+)\s*(?:[,:—–-]\s*)?(?:at|with)?)\s*(?:an?\s+|the\s+)?(?:new\s+)?(?:level\s+of\s+|"
    r"limit\s+of\s+|cap\s+of\s+|value\s+of\s+)?$",
    re.IGNORECASE,
)


def declares_in_force(sentence: str, at: int) -> bool:
    """Whether `sentence`, holding a value at `at`, gives that value as the one in force now:
    it says so ("effective immediately", "that is the limit now", "supersedes …") or gives it
    as what a body approved or an instrument sets ("the Board approved 10 %", "sets it to
    40 %")."""
    before = sentence[max(0, at - 60) : at]
    return _IN_FORCE_NOW.search(sentence) is not None and _GIVEN_NOW.search(before) is not None


#: a version of a document, named: "v3", "version 4", "rev. 2", "edition 5", "AIP-12", "IPS 2019",
#: "the 2019 policy"
_VERSION: Final = (
    r"(?:\bv(?:er(?:sion)?)?\.?\s?\d+(?:\.\d+)*\b|\brev(?:ision)?\.?\s?\d+\b|\bedition\s+\d+\b|"
    r"(?-i:\b[A-Z]{2,}[-\s]?\d+(?:\.\d+)?\b)|"
    r"\b(?:19|20)\d{2}\s+(?:policy|ips|guidelines?|statement|framework|rules|mandate|edition|version)\b)"
)
_VERSION_NAME: Final = re.compile(_VERSION, re.IGNORECASE)
#: a version the text says another replaces: "v4 replaces v3 in full", "supersedes AIP-12",
#: "in place of the 2019 policy", "v3 was superseded by v4", "version 2 (now withdrawn)"
_REPLACED_VERSION: Final = re.compile(
    r"\b(?:replac(?:es?|ed|ing)|supersed(?:es?|ed|ing)|overrid(?:es?|ing)|repeal(?:s|ed|ing)?|"
    r"revok(?:es?|ed|ing)|in\s+place\s+of|instead\s+of)\b(?!\s+by\b)\s+(?:the\s+|its\s+)?"
    rf"(?:[\w-]+\s+){{0,3}}?(?P<old>{_VERSION})|"
    rf"(?P<passive>{_VERSION})\s*(?:\([^)]*\)\s*)?,?\s*(?:is|was|are|were|has\s+been|have\s+been|"
    r"now|hereby)?\s*(?:now\s+|hereby\s+)?(?:replaced|superseded|repealed|revoked|withdrawn|"
    r"retired)\b",
    re.IGNORECASE,
)
#: where the clause naming a value's version begins, and where its sentence does
_HOLDER_CLAUSE: Final = re.compile(r"[,:(\n]|(?<!\d)\.(?!\d)|;")
_HOLDER_SENTENCE: Final = re.compile(r"\n|(?<!\d)\.(?!\d)\s|;")


def _key(name: str) -> str:
    """A version's name as compared: "Version 3", "v.3" and "V3" are one version."""
    lowered = re.sub(r"[\s.-]", "", name.lower())
    return re.sub(r"^(?:version|ver|v|revision|rev)(?=\d)", "v", lowered)


def of_replaced_version(text: str, start: int, end: int) -> str | None:
    """The version of a document the figure at `start`–`end` is given to, when the text says
    another version replaces it ("Guidelines v4 replace v3 in full. On issuer exposure, v3
    allowed 30 %; v4 sets 20 %": the 30 % is v3's), else None. The version a figure is given
    to is the nearest one its clause names before it (else after it), else the nearest one
    its sentence names before it; the name a replacing verb takes as its object ("v4, which
    replaces v3, sets 20 %") gives no figure."""
    replaced, found = _versions(text)
    if not replaced:
        return None
    names = [(a, b, name) for a, b, name in found if not (start <= a < end)]
    clause = max((m.end() for m in _HOLDER_CLAUSE.finditer(text, 0, start)), default=0)
    clause_end = next((m.start() for m in _HOLDER_CLAUSE.finditer(text, end)), len(text))
    sentence = max((m.end() for m in _HOLDER_SENTENCE.finditer(text, 0, start)), default=0)
    holder = (
        next((n for n in reversed(names) if clause <= n[0] < start), None)
        or next((n for n in names if end <= n[0] < clause_end), None)
        or next((n for n in reversed(names) if sentence <= n[0] < start), None)
    )
    return None if holder is None else replaced.get(_key(holder[2]))


#: a verb of changing a document, said between two of its numbered versions: "v3 said 48 %, but
#: we amended it in April and v4 says 30 %", "rev. 2 …; revised since, rev. 3 …"
_CHANGED: Final = re.compile(
    r"\b(?:amend\w*|revis\w*|chang\w*|replac\w*|supersed\w*|updat\w*|rewr[io]t\w*|"
    r"restat\w*|rescind\w*|repeal\w*|overhaul\w*|redrafted|reissued)\b",
    re.IGNORECASE,
)
#: a numbered version's series and number: "v3", "rev. 3" and "version 3" are ("v", 3),
#: "edition 2" is ("edition", 2) (a code's number, "AIP-12", "ASX 300", "FY26", names no
#: version of one document)
_SERIES: Final = re.compile(r"^(?P<series>v|edition)(?P<number>\d+)$")


def _changed_since(text: str) -> dict[str, str]:
    """The numbered versions `text` names before a later number of the same series, with a verb
    of changing between them ("bylaws v3 said 48 %, but we amended it … and v4 says 30 %"): the
    earlier one is replaced, by its compared name."""
    numbered = []
    for m in _VERSION_NAME.finditer(text):
        found = _SERIES.match(_key(m.group()))
        if found is not None:
            numbered.append((m, found.group("series"), int(found.group("number"))))
    replaced: dict[str, str] = {}
    for (m, series, number), (later, later_series, later_number) in itertools.combinations(
        numbered, 2
    ):
        if (
            series == later_series
            and number < later_number
            and _CHANGED.search(text, m.end(), later.start()) is not None
        ):
            replaced[_key(m.group())] = m.group()
    return replaced


@functools.lru_cache(maxsize=256)
def _versions(text: str) -> tuple[dict[str, str], tuple[tuple[int, int, str], ...]]:
    """The versions `text` says another replaces (by their compared name), and every other
    version it names, with its place: read once per text, not once per figure."""
    replaced: dict[str, str] = {}
    objects: list[tuple[int, int]] = []
    for m in _REPLACED_VERSION.finditer(text):
        group = "old" if m.group("old") is not None else "passive"
        replaced[_key(m.group(group))] = m.group(group)
        objects.append(m.span(group))
    replaced |= {k: v for k, v in _changed_since(text).items() if k not in replaced}
    if not replaced:
        return replaced, ()
    names = tuple(
        (m.start(), m.end(), m.group())
        for m in _VERSION_NAME.finditer(text)
        if not any(a <= m.start() < b for a, b in objects)
    )
    return replaced, names


__all__ = ["DOCUMENT_NOUN", "declares_in_force", "of_replaced_version"]
