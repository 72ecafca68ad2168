"""`contract.provenance`: every constraint's provenance is verified against its source.

`contract.complete` checks that a provenance is *named*; this checks that it is *true*. It needs
what the contract cites, so it runs where those are at hand (the Guardian's bundle, `quantward
review`): the user's messages and the mandate.

* `user_message`: the message exists; the constraint's `span` lies inside its text and states
  the value (or, without a span, the message states it somewhere, and that place is reported).
* `mandate_clause`: the mandate has the clause (`find_clause`: its key path, or a reference
  ending in it); the span, or the clause, states the value.
* `assumption`: it has a rationale (what it assumes is the Guardian's to judge).
* the objective, when the contract cites it (`objective_provenance`, `objective_ref`,
  `objective_span`): the message, or the mandate clause (an objective the template's or the
  client's mandate sets, which no message states), exists, the span lies inside it and the
  cited words ask for an objective `objective_kind` solves (`intent.asked`). A
  contract that does not cite its objective passes (older contracts have no such field); the
  Guardian reads the request's objective itself either way.

"States the value" reads the units and forms people write (`quantities`): a fraction 0.10 is
stated by "10 %", "ten percent", "0.10"; 10 bps by "10bp" or "0.1%"; 1.5x by "1.5 times".
A value that is not a number (a flag, a text) is verified only as far as its source exists and
its span lies inside it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from typing import Final

from pydantic import JsonValue

from quantward_contracts.values import CheckResult, Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import check
from quantward_validation.intent import asked, stated_in
from quantward_validation.limits import subject_mentions, subject_of, unit_of, words
from quantward_validation.mandate import clauses, find_clause
from quantward_validation.polarity import hypothetical, past_part
from quantward_validation.quantities import in_unit, number, quantities, same

CHECK_ID = "contract.provenance"


def _states(text: str, constraint: Constraint, source: str) -> str | None:
    """None when `text` (the cited span or source) states the value, else the problem."""
    value = number(constraint.value)
    span = constraint.span
    whole, offset = text, 0
    if span is not None:
        if not (span.start < span.end <= len(text)):
            return (
                f"its span {span.start}–{span.end} lies outside {source} "
                f"({len(text)} characters): cite offsets inside the text"
            )
        text, offset = text[span.start : span.end], span.start
    if value is None:
        return None
    unit = unit_of(constraint)
    found = [q for q in quantities(text) if any(same(v, value) for v in in_unit(q, unit))]
    if not found:
        where = f"the span “{text}”" if span is not None else source
        return f"{where} does not state {constraint.value!r} ({unit or 'number'})"
    # the same number may be stated of several subjects ("net exposure 10 %; single issuer
    # 10 %"): the value is stated when any place states it of the constraint's subject
    problems = [stated_of(whole, offset + q.start, offset + q.end, constraint) for q in found]
    return None if None in problems else problems[0]


#: where a sentence ends (a full stop that is no decimal point, a semicolon, a line)
#: (a full stop before a lower-case word ends none: "15 per cent. of net assets", "c. 20 %")
_SENTENCE_END: Final = re.compile(
    r"(?<!\d)(?<!\b[Mm]ax)(?<!\b[Mm]in)(?<!\b[Cc]a)(?<!\b[Cc])(?<!\b[Aa]pprox)(?<!\b[Nn]o)"
    r"(?:(?<!\.)\.(?!\d|\.|\s*[a-z(])|;(?!\d))|\n"
)
_PERIOD_END: Final = re.compile(r"(?<!\d)\.(?!\d|\s*[a-z])|\n")
#: the parts of a sentence a value belongs to: clauses joined by a dash, a comma or "and"
#: where a clause of a sentence, or a field of a structured text, ends (punctuation only: "and"
#: also joins the words of one subject, "the sum of long and short positions")
_CLAUSE_END: Final = re.compile(r"\s[—–-]\s|[,;{}]")
#: (a parenthesis is a part of its own: "10 % (previously 20 %)" says 10 % holds now)
_PART_END: Final = re.compile(r"\s[—–-]\s|[,;()]|\band\b|\bbut\b|\bnow\b")
#: a part that says what used to hold: "we used to cap it at …", "was 8 % last year", "not 1.5x
#: any more", "previously"
_PAST: Final = re.compile(
    r"\b(used to|previously|formerly|last (?:year|quarter|month|time)|no longer|any ?more|"
    r"until now|old|before)\b"
)


#: a part of a text that gives the value for the fund at hand, beside values for others ("for
#: Fund A the limit is 20 %; for this fund (Fund B) it is 40 %")
_THIS_SCOPE: Final = re.compile(
    r"\b(?:for|in|at|under|of)\s+(?:this|our|the\s+present|the\s+current|the\s+same)\s+"
    r"(?:fund|portfolio|account|mandate|sleeve|client|strategy|vehicle|book|sub-fund|scheme)\b|"
    r"\b(?:this|our)\s+(?:fund|portfolio|account|mandate|sleeve|strategy|sub-fund)(?:'s|’s)\s",
    re.IGNORECASE,
)
#: where the parts of one period that speak of different funds end
_SCOPE_END: Final = re.compile(r";|(?<!\d)\.(?!\d|\s*[a-z(])|\n")
#: the period a rate is counted over, said after its value ("8 % per calendar month") or in its
#: field name (`yearlyTurnoverCap`, `monthly_turnover_cap`)
_PER_MONTH: Final = re.compile(
    r"\b(?:per\s+(?:calendar\s+)?month|a\s+month|each\s+(?:calendar\s+)?month|every\s+month|"
    r"monthly|month(?![\s-]end)|mth)\b"
)
_PER_YEAR: Final = re.compile(
    r"\b(?:per\s+(?:calendar\s+)?(?:annum|year)|a\s+year|each\s+year|every\s+year|p\.?\s?a|"
    r"annual|annually|annuali[sz]ed|yearly|year|yr|annum)\b"
)


_STOP: Final = re.compile(r"\.\s+(?=[A-Z])")


def _rate_period(text: str) -> str | None:
    month, year = _PER_MONTH.search(text), _PER_YEAR.search(text)
    if month is not None and year is None:
        return "month"
    if year is not None and month is None:
        return "year"
    return None


def _other_scope(text: str, start: int, end: int, constraint: Constraint) -> bool:
    """Whether the value at `start`–`end` is given for another fund than the one a neighbouring
    part of its period names as this one, which states another value in the same unit."""
    first = max((m.end() for m in _PERIOD_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _PERIOD_END.finditer(text, end)), len(text))
    bounds = [first, *(m.end() for m in _SCOPE_END.finditer(text, first, last)), last]
    parts = list(itertools.pairwise(bounds))
    own = next(((a, b) for a, b in parts if a <= start < b), None)
    if own is None or _THIS_SCOPE.search(text[own[0] : own[1]]):
        return False
    unit = unit_of(constraint)
    return any(
        _THIS_SCOPE.search(text[a:b]) and any(in_unit(q, unit) for q in quantities(text[a:b]))
        for a, b in parts
        if (a, b) != own
    )


def stated_of(
    text: str, start: int, end: int, constraint: Constraint, *, replaced: bool = True
) -> str | None:
    """None when the value found at `start`–`end` is stated of the constraint's subject and is
    still in force; else the problem. The value's sentence must mention the constraint's
    subject when it mentions any ("Cash may not exceed 5 %" states no position cap), and a
    value the same sentence replaces with another ("we used to cap it at 4 %; it is now 5 %")
    is superseded (checked unless `replaced` is False)."""
    subject = subject_of(constraint.name)
    if subject is None:
        return None
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    # a field name written in the text ("max_gross_leverage": 2) names its subject in words
    sentence = text[first:last].replace("_", " ")
    # the clause holding the value says whose value it is when it names anyone ("the position
    # cap is 5 %, and gross leverage at most 2x"; one field of a JSON object); else the sentence
    here, there = start - first, end - first
    part_start = max((m.end() for m in _CLAUSE_END.finditer(sentence, 0, here)), default=0)
    part_end = next((m.start() for m in _CLAUSE_END.finditer(sentence, there)), len(sentence))
    named = {name for _, _, name in subject_mentions(sentence[part_start:part_end])} or {
        name for _, _, name in subject_mentions(sentence)
    }
    if named and subject not in named:
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} of {', '.join(sorted(named))}, "
            f"not of {subject}"
        )
    if hypothetical(sentence):
        return (
            f"“{sentence.strip()}” only supposes or proposes {text[start:end]!r}; it is not a "
            "value in force"
        )
    if _other_scope(text, start, end, constraint):
        return (
            f"“{sentence.strip()}” gives {text[start:end]!r} for another fund than this one, "
            "whose own value it states beside it"
        )
    # a rate counted over another period than the field's ("8 % per calendar month" recorded
    # as a yearly turnover cap) is not the field's value
    # (a full stop after a number ends a sentence before a capital: "turnover: 0.72. Reporting
    # is monthly" says nothing of the turnover's period)
    breaks = [part_start, *(m.end() for m in _STOP.finditer(sentence, part_start, part_end))]
    begin = max(b for b in breaks if b <= here)
    stop = next((m.start() for m in _STOP.finditer(sentence, there, part_end)), part_end)
    part = sentence[begin:stop]
    stated_period, field_period = _rate_period(part.lower()), _rate_period(words(constraint.name))
    if stated_period and field_period and stated_period != field_period:
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} per {stated_period}, but "
            f"{constraint.name} is counted per {field_period}"
        )
    if not replaced:
        return None
    # a replacement may follow a semicolon: the whole period is read for it
    first = max((m.end() for m in _PERIOD_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _PERIOD_END.finditer(text, end)), len(text))
    sentence = text[first:last]
    here = start - first
    others = [q for q in quantities(sentence) if not (q.start <= here < q.end)]
    if any(in_unit(q, unit_of(constraint)) for q in others):
        part_start = max((m.end() for m in _PART_END.finditer(sentence, 0, here)), default=0)
        part_end = next(
            (m.start() for m in _PART_END.finditer(sentence, end - first)), len(sentence)
        )
        if _PAST.search(sentence[part_start:part_end].lower()) or past_part(
            sentence, here, end - first
        ):
            return (
                f"“{sentence.strip()}” gives {text[start:end]!r} as what used to hold and "
                "states another value in its place"
            )
    return None


def _one(
    constraint: Constraint,
    messages: Mapping[str, UserMessage],
    mandate: Mapping[str, JsonValue] | None,
    mandate_messages: Sequence[UserMessage],
) -> str | None:
    ref = (constraint.provenance_ref or "").strip()
    if constraint.provenance == "assumption":
        return None if constraint.rationale.strip() else "is an assumption without a rationale"
    if constraint.provenance == "user_message":
        message = messages.get(ref)
        if message is None:
            known = ", ".join(messages) or "none"
            return f"cites user message {ref!r}, which is not among the messages ({known})"
        return _states(message.text, constraint, f"message {ref}")
    found = clauses(mandate, mandate_messages)
    if not found:
        return f"cites mandate clause {ref!r}, but the run has no mandate"
    clause = find_clause(found, ref) if ref else None
    if clause is None:
        known = ", ".join(c.clause_id for c in found)
        return f"cites mandate clause {ref!r}, which the mandate does not have ({known})"
    return _states(clause.text, constraint, f"mandate clause {clause.clause_id}")


def _objective_source(
    contract: ResearchContractBody,
    messages: Mapping[str, UserMessage],
    mandate: Mapping[str, JsonValue] | None,
    mandate_messages: Sequence[UserMessage],
) -> tuple[str, str] | str:
    """(the cited text, how to name it), or the problem: a user message or a mandate clause."""
    ref = (contract.objective_ref or "").strip()
    if contract.objective_provenance == "user_message":
        message = messages.get(ref)
        if message is None:
            return f"cites user message {ref!r}, which is not among the messages"
        return message.text, f"message {ref}"
    found = clauses(mandate, mandate_messages)
    if not found:
        return f"cites mandate clause {ref!r}, but the run has no mandate"
    clause = find_clause(found, ref)
    if clause is None:
        known = ", ".join(c.clause_id for c in found)
        return f"cites mandate clause {ref!r}, which the mandate does not have ({known})"
    return clause.text, f"mandate clause {clause.clause_id}"


def _objective(
    contract: ResearchContractBody,
    messages: Mapping[str, UserMessage],
    mandate: Mapping[str, JsonValue] | None,
    mandate_messages: Sequence[UserMessage],
) -> str | None:
    """None when the cited objective is stated where the contract says, else the problem."""
    span, kind = contract.objective_span, contract.objective_kind
    if contract.objective_ref is None:
        return None
    source = _objective_source(contract, messages, mandate, mandate_messages)
    if isinstance(source, str):
        return source
    text, named = source
    if span is not None:
        if not (span.start < span.end <= len(text)):
            return f"its span {span.start}–{span.end} lies outside {named}"
        # the cited words, read in their message (a pronoun's antecedent lies before them)
        wanted = stated_in(text, span.start, span.end)
        text = text[span.start : span.end]
    else:
        wanted = asked(text)
    if kind in (None, "research_answer"):
        return None
    if wanted is None:
        return f"“{text}” ({named}) states no portfolio objective"
    if kind not in wanted.kinds:
        return f"“{text}” ({named}) asks to {wanted.label}, not {kind}"
    return None


def validate_provenance(
    contract: ResearchContractBody,
    messages: Sequence[UserMessage],
    mandate: Mapping[str, JsonValue] | None,
) -> list[CheckResult]:
    """`contract.provenance`: one failing result per constraint whose source does not state it."""
    by_id = {m.message_id: m for m in messages}
    mandate_messages = [m for m in messages if m.kind == "mandate"]
    failed: list[CheckResult] = []
    for i, constraint in enumerate(contract.constraints):
        problem = _one(constraint, by_id, mandate, mandate_messages)
        if problem is not None:
            failed.append(
                check(
                    CHECK_ID,
                    False,
                    f"constraints[{i}] ({constraint.name} = {constraint.value!r}, provenance "
                    f"{constraint.provenance}) {problem}.",
                    f"constraints[{i}].provenance_ref"
                    if constraint.provenance != "assumption"
                    else f"constraints[{i}].rationale",
                )
            )
    problem = _objective(contract, by_id, mandate, mandate_messages)
    if problem is not None:
        failed.append(
            check(
                CHECK_ID,
                False,
                f"The objective ({contract.objective_kind}) {problem}.",
                "objective_ref",
            )
        )
    if failed:
        return failed
    cited = (
        f" The objective is cited from {contract.objective_provenance.replace('_', ' ')} "
        f"{contract.objective_ref} and states "
        f"{contract.objective_kind}."
        if contract.objective_ref
        else ""
    )
    return [
        check(
            CHECK_ID,
            True,
            f"All {len(contract.constraints)} constraint(s) verified against their sources: each "
            "cited message or mandate clause exists and states the value; each assumption "
            f"gives a rationale.{cited}",
        )
    ]


__all__ = ["CHECK_ID", "stated_of", "validate_provenance"]
