"""The one band a mandate states, read as the band of the plan's one limit nobody else names.

A delegation note, a sign-off matrix or a principal's chat often names the limit it delegates in
its register's words, not the plan's: "the minimum for catalogue income from songs past their
tenth anniversary anywhere from 64 % to 80 %" for `min_evergreen_share`, "| Minimum - loans
reaching female clients | 50-62,5 % |" for `womenOutreachFloor`, "the ceiling on the cargo
book's reefer slots, anywhere in 10-15 %" for `maxColdChainShare`. No vocabulary links the two,
and the words they share may be too few to say one is the other (`lexical_subjects.
object_names`). A reviewer pairs them by elimination: the documents state one band, on the side
the plan's limit is (a floor's band bounds no cap), in a unit the plan's value can be read in;
the plan assumes one limit of that side that no clause bounds otherwise. The band is that
limit's: a value inside it is a choice the band allows, one outside it goes beyond it.

What keeps it from pairing what does not belong together:
- a band refused, denied as room, kept from the manager or only illustrative (`_refused`), in
  English or in the clause's own language (`polarity.continental_refusal`), is no band;
- two bands, or a second plan limit of the same side that no clause bounds, leave the pairing
  open: nothing is read;
- a band another plan limit is already bound by is that limit's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from quantward_validation.denied_bands import (
    WITHHELD,
    band_denied,
    band_proposed,
    band_turned_down,
    status_refused,
)
from quantward_validation.limit_nouns import object_before
from quantward_validation.mandate import Bound, Clause, bounds_for, lexical_bounds, plan_kind
from quantward_validation.polarity import continental_refusal
from quantward_validation.refusal_answers import BARE_REFUSAL
from quantward_validation.reserved_decisions import reserved

#: a refusal of the band or of the room it would give, in any register: a negated verb of
#: agreeing, delegating or handing over ("we can't agree to a 8-10 % range", "the Board will not
#: delegate this", "I won't hand you a band", "never approved a corridor"); a grant said to give
#: nothing ("delegates nothing", "grants no latitude"); a decision recorded against it
#: ("DENIED", "Rejected", "vetoed", "not approved"); the band offered only as an example or for
#: information ("illustrative only", "indicative", "for information"); the band denied even as
#: room ("not even within 60-75 %")
_REFUSED: Final = re.compile(
    r"(?:\b(?:not|never|no|cannot|won['’]?t|wouldn['’]?t|shan['’]?t|didn['’]?t|don['’]?t|"
    r"doesn['’]?t|can['’]?t)\b|n['’]t\b)\s+(?:\w+\s+){0,3}?"
    r"(?:agree|agreed|delegate|delegated|hand|handed|grant|granted|give|given|allow|allowed|"
    r"permit|permitted|approve|approved|accept|accepted|consent|consented|sanction|sanctioned|"
    r"authori[sz]e|authori[sz]ed|extend|extended|offer|offered|budge|move|handing|giving|"
    r"granting|delegating|agreeing|approving|offering)\b|"
    r"\b(?:delegates?|grants?|gives?|confers?|leaves?)\s+(?:nothing|no\s+(?:room|latitude|"
    r"discretion|authority|leeway))\b|"
    r"\b(?:denied|rejected|declined|refused|vetoed|turned\s+down|voted\s+down|withheld|"
    r"not\s+(?:approved|adopted|granted|agreed|accepted|ratified))\b|"
    r"\b(?:illustrat\w*|indicative|for\s+information(?:\s+only)?|hypothetical|"
    r"non[\s-]?binding)\b|"
    r"\bnot\s+even\s+(?:with)?in\b|"
    r"\b(?:keep|keeping|keeps|kept|stays?|stayed|remains?|remained|fixed|fixes|held|holds)\s+"
    r"(?:\w+\s+){0,10}?at\s+\d|"
    # (a verb of persistence takes its level without "at": "stays 8 % of NAV")
    r"\b(?:stays?|stayed|remains?|remained)\s+\d|"
    # ... or a band withheld by whoever would give it (`denied_bands.WITHHELD`)
    rf"{WITHHELD}"
    rf"|(?:^|[\s:,;.(])(?:{BARE_REFUSAL})",
    re.IGNORECASE,
)
#: the words of a row label or sentence that name a floor, or a ceiling, when no limit noun
#: gives the range an object ("| Minimum - loans reaching female clients | 50-62,5 % |")
_FLOOR_WORDS: Final = re.compile(r"\b(?:min(?:imum)?|floor|at\s+least|lower\s+limit)\b")
_CEILING_WORDS: Final = re.compile(r"\b(?:max(?:imum)?|ceiling|cap|upper\s+limit|at\s+most)\b")


def _row_or_sentence(text: str, start: int) -> tuple[int, int]:
    """The span of the table row or sentence a figure at `start` is in."""
    opened = max(text.rfind("\n", 0, start), text.rfind(". ", 0, start), -1) + 1
    ends = [i for i in (text.find("\n", start), text.find(". ", start)) if i >= 0]
    return opened, min(ends, default=len(text))


def _refused(clause: Clause) -> bool:
    """Whether the clause refuses a band or the room it would give (`_REFUSED`, `denied_bands`,
    `reserved_decisions`); the whole clause is read: the refusal may follow the band ("… 8-10 %
    range. The side letter keeps the maximum at 10 %")."""
    lowered = clause.text.lower()
    return bool(
        _REFUSED.search(clause.text)
        or band_denied(lowered)
        or band_turned_down(lowered)
        or band_proposed(lowered)
        or status_refused(lowered)
        or reserved(clause.text)
        # ... or in the clause's own language: "został odrzucony", "hylättiin", "foi retirado
        # da ordem de trabalhos" (`polarity.continental_refusal`)
        or continental_refusal(lowered)
    )


def _side(clause: Clause, bound: Bound) -> str | None:
    """The side of the limit a range is said of: its limit noun's (`limit_nouns.object_before`),
    else the floor or ceiling words of its row or sentence, else None (either)."""
    lowered = clause.text.lower()
    said = object_before(lowered, bound.start)
    if said is not None and said[0] is not None:
        return said[0]
    opened, _ = _row_or_sentence(lowered, bound.start)
    before = lowered[opened : bound.start]
    floor, ceiling = _FLOOR_WORDS.search(before), _CEILING_WORDS.search(before)
    if bool(floor) == bool(ceiling):
        return None
    return "floor" if floor else "ceiling"


def _stated_ranges(found: Sequence[Clause]) -> list[tuple[Clause, Bound]]:
    """Every band of two ends a clause states, read by its words (`mandate.lexical_bounds`),
    each once, with its clause; none of a clause that refuses it."""
    seen: set[tuple[str, int]] = set()
    ranges: list[tuple[Clause, Bound]] = []
    for clause in found:
        if _refused(clause):
            continue
        for bound in lexical_bounds(clause):
            if bound.kind != "range" or bound.low is None or bound.high is None:
                continue
            if bound.low >= bound.high or (clause.clause_id, bound.start) in seen:
                continue
            seen.add((clause.clause_id, bound.start))
            ranges.append((clause, bound))
    return ranges


def sole_band(found: Sequence[Clause], name: str, others: Sequence[str]) -> list[Bound]:
    """The band the mandate states for the plan limit `name` by elimination (see the module):
    the one range of its side no other plan limit (`others`) is bound by, when no other plan
    limit of that side is left unbound; else nothing."""
    if bounds_for(found, name):
        return []
    side = plan_kind(name)
    rivals = [o for o in others if o != name and plan_kind(o) == side]
    if any(not bounds_for(found, o) for o in rivals):
        return []
    taken = {(b.clause_id, b.start) for o in others if o != name for b in bounds_for(found, o)}
    candidates = [
        bound
        for clause, bound in _stated_ranges(found)
        if (clause.clause_id, bound.start) not in taken and _side(clause, bound) in (None, side)
    ]
    return candidates if len(candidates) == 1 else []


__all__ = ["sole_band"]
