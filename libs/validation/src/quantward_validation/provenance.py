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

A number is stated only where the text states it *as the limit* (`stated_of`): of the
constraint's subject, in force (not superseded, supposed, or asked for in a question the answer
refuses), as a limit rather than a level something is reported at ("has been running at about
25 % lately"), on the constraint's side (a cap is not stated by "at least 5 %") and, in a
range, at the end that binds that side (a cap by the upper end of "10 % to 20 %"). A value a
later message takes back ("sorry, I meant 6 %, not 8 %") or a footnote narrows to a part of its
subject ("35 %¹ … ¹ government issuers only") is not in force for the whole. A request reported
as asked for and refused ("the PM asked to take it to 48 %. CRO: no.") is not in force either,
and a pointer back in the sentence after ("that document is superseded") disowns the figure
nearest it, not a limit stated in a sentence before that figure.

Chat threads and mail chains (`utterances`) decide which of several values is the current one: a
value an edit replaces ("edit: make that 8 pct", in the message or sent after it) or strikes
through ("~~2.25 %~~"), one quoted deeper in a chain than a newer mail or reply that states
another value as the limit, one only supposed ("if the IC signs off it'd go to 6 %"), and one
a poll or proposal turned down ("Result: rejected — stays at 3 %") is not in force. A sheet's
bare cell is read in the unit its header or label gives ("25" under "Max (%)" is 25 %).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Final

from pydantic import JsonValue

from quantward_contracts.values import (
    CheckResult,
    Constraint,
    ResearchContractBody,
    TextSpan,
    UserMessage,
)
from quantward_validation.abbreviations import NOT_AFTER_ABBREVIATION
from quantward_validation.asserted_values import asserted_over_negated
from quantward_validation.back_references import refers_back
from quantward_validation.called_wrong import called_wrong_after
from quantward_validation.checks import check
from quantward_validation.clause_headings import body_start
from quantward_validation.config_text import key_before, key_path, unit_named
from quantward_validation.consequences import CONSEQUENCE
from quantward_validation.corrections_europe import OPENINGS as EUROPEAN_CORRECTION_OPENINGS
from quantward_validation.corrections_europe import WORDS as EUROPEAN_CORRECTION_WORDS
from quantward_validation.counted_lines import count_of_another_line
from quantward_validation.counterfactuals import (
    conditional_step,
    next_sentence,
    supposed_before,
)
from quantward_validation.decimal_commas import with_grouped_day_counts
from quantward_validation.decision_lexicon_es import UNCONSTRAINED as UNCONSTRAINED_ELSEWHERE
from quantward_validation.declared_units import in_declared_unit
from quantward_validation.disowned import (
    disowning_next,
    disowns_elsewhere,
    not_taken_up,
    ours_set_against,
)
from quantward_validation.draft_gaps import gap_filled_from
from quantward_validation.erratum_values import erroneous
from quantward_validation.exception_levels import about_an_exception, exception_level
from quantward_validation.field_labels import cites_clauses, line_label, sibling_labels
from quantward_validation.fillers import blank_fillers
from quantward_validation.fund_vintages import another_vintage
from quantward_validation.geo_grain import other_grain
from quantward_validation.illustrations import illustrative
from quantward_validation.intent import asked, stated_in
from quantward_validation.lapsed import lapsed, of_another_time, source_lapsed
from quantward_validation.legal_limits import law_beside_own
from quantward_validation.lexical_subjects import said_in_words
from quantward_validation.lexical_synonyms import classes_in, singular, tokens
from quantward_validation.limit_lexicon_ils import SCOPED, other_scope, peril_families
from quantward_validation.limit_lexicon_maturity import period_of
from quantward_validation.limit_lexicon_merger_arb import (
    ACQUIRER_NAME,
    buyer_is_debtor,
    counted_after,
    without_counted,
)
from quantward_validation.limit_lexicon_merger_arb import COUNT_NAME as HOLDINGS_COUNT
from quantward_validation.limit_roles import not_the_limit, read_rules
from quantward_validation.limits import (
    UNITS,
    is_limit,
    issuer_group_of_position,
    names_a_bound,
    subject_mentions,
    subject_of,
    unit_of,
    words,
)
from quantward_validation.liquidation_horizon import UNIT as DAYS
from quantward_validation.mail_chains import corrects_earlier_mail, newer_mails
from quantward_validation.mandate import clauses, find_clause, plan_kind, sheet_quantities
from quantward_validation.math_relations import relation_subjects
from quantward_validation.monitored_levels import measured_at, not_a_limit_column
from quantward_validation.month_names import MONTH_NAME
from quantward_validation.narrower_lines import narrower_label
from quantward_validation.operators import (
    RANGE_JOIN,
    Side,
    normalise,
    side_after,
    side_before,
    without_asides,
)
from quantward_validation.other_bases import (
    base_after,
    base_defined_before,
    measured_elsewhere,
    names_base,
)
from quantward_validation.outside_voices import within_outside_voice
from quantward_validation.peer_statistics import of_peer_group
from quantward_validation.plan_occasions import plan_is_rebalance
from quantward_validation.polarity import (
    changed_from,
    changed_to,
    held_until,
    hypothetical,
    hypothetical_at,
    past_part,
    said_as_past,
    takes_effect_later,
)
from quantward_validation.polarity_hr import PAST as SOUTH_SLAVIC_PAST
from quantward_validation.qa_pairs import question_of
from quantward_validation.quantities import Quantity, in_unit, number, quantities, same
from quantward_validation.readings import replaced_by_reading
from quantward_validation.record_marks import in_force, restored_by_undo, set_aside_by_record
from quantward_validation.refusal_answers import BARE_REFUSAL
from quantward_validation.reported_levels_europe import reported_against_limit
from quantward_validation.reversals import reversed_change
from quantward_validation.rival_figures import rival_in_force
from quantward_validation.scope import THIS_VEHICLE_EUROPE, names_other_vehicle, others_named
from quantward_validation.set_against import SetAgainst, set_against
from quantward_validation.share_bases import figure_bases
from quantward_validation.source_history import held_by_source, holds_now, of_the_limit_spoken_of
from quantward_validation.spelled_numbers import unrestated
from quantward_validation.spoken_agreement import agreements_named
from quantward_validation.standing_values import adopted_clause_start, standing_clause_start
from quantward_validation.supersession import declares_in_force, of_replaced_version
from quantward_validation.surface_bundle import cleaned_contract, cleaned_mandate, cleaned_messages
from quantward_validation.this_vehicle import (
    THIS_VEHICLE_PLAIN,
    addresses_own,
    given_for_comparison,
    marked_as_others,
    marks_this,
    names_other_plainly,
    of_former_vehicle,
    set_beside,
)
from quantward_validation.threshold_names import side_unnamed
from quantward_validation.transcripts import (
    after_label,
    overruling_turns,
    proposal_refused,
    question_answered,
    spoken_punctuation,
    taken_back,
    withdraws_earlier,
)
from quantward_validation.unit_columns import unit_column_quantities
from quantward_validation.utterances import (
    NotCurrent,
    edits_after,
    edits_before,
    misdirected,
    not_current,
    replies_to,
)
from quantward_validation.vehicle_at_hand import other_vehicle_than_marked
from quantward_validation.vehicle_notes import gives_other_vehicle_a_figure, in_other_vehicles_note
from quantward_validation.vehicle_rows import in_another_funds_row

CHECK_ID = "contract.provenance"


#: a value said of a sum over several holdings: "40 % in aggregate", "the combined weight of",
#: "taken together", "collectively", "the sum of"
_AGGREGATE: Final = re.compile(
    r"\b(?:in\s+(?:the\s+)?aggregate|aggregated?\s+(?:value|weight|exposure|holdings?|amount|"
    r"investments?)|(?:total|combined|cumulative|summed|collective)\s+(?:value|weight|exposure|"
    r"holdings?|amount|investments?|allocation)s?\s+(?:of|in|to)|taken\s+together|"
    r"together\s+(?:amount|account|represent|make\s+up|total|exceed)|collectively|"
    r"(?:the\s+)?sum\s+of|"
    # a sheet's row for a group: "Top-10 issuers combined", "largest 5 names", "issuers together"
    r"(?:top|largest|biggest)[\s-]*(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
    r"twenty)\s+(?:issuers|names|holdings|positions|stocks|lines|exposures)|"
    # (a count before the noun is no group: "to 10 names in total")
    r"(?<!\d\s)(?:issuers|names|holdings|positions|stocks|lines)\s+(?:combined|together))\b"
)
#: a sum over one holding's parts is still one holding's weight: "the aggregate exposure to any
#: one issuer (securities, deposits and derivatives)"
_ONE_HOLDING: Final = re.compile(
    r"\b(?:any|each|every|a|one|per|an?\s+individual|a\s+single|the\s+same)\s+"
    r"(?:(?:single|one|individual)\s+)?(?:issuer|name|company|body|obligor|entity|position|"
    r"holding|security|stock|counterparty|borrower|group)\b"
)


#: a limit's name that says it bounds a sum itself: `max_sum_of_large_lines`, `cumulLignesMax`,
#: `aggregateTop10Cap`, `sumaGrandesPosiciones` (in the languages of the suite's paperwork)
_SUM_NAME: Final = re.compile(
    r"\b(?:sum|sums|summed|total|totals|aggregated?|combined|cumulative|cumul(?:é|e)?e?s?|"
    r"somme|suma|sumatoria|summe|gesamt|insgesamt|totaal|som|aggregato|complessivo|"
    r"agregado|agregada|acumulado|acumulada)\b"
)


def _names_a_sum(name: str) -> bool:
    """Whether a limit's name says what it bounds is a sum over several holdings (the 40 of the
    UCITS 5/10/40 rule recorded as `max_sum_of_large_lines`): its value is stated where a text
    gives the sum's, not a single position's."""
    return _SUM_NAME.search(words(name)) is not None


def _aggregate_of_many(part: str) -> bool:
    """Whether a clause states its value of a sum over several holdings (the 40 % of the UCITS
    5/10/40 rule, "the combined weight of all issuers above 4 %"): no single position's cap."""
    lowered = part.lower()
    return _AGGREGATE.search(lowered) is not None and _ONE_HOLDING.search(lowered) is None


def _states(
    text: str,
    constraint: Constraint,
    source: str,
    as_of: date | None = None,
    *,
    rebalancing: bool = False,
) -> str | None:
    """None when `text` (the cited span or source) states the value, else the problem (read
    as of the plan's decision date and occasion, `stated_of`)."""
    value = number(constraint.value)
    span = constraint.span
    # a figure restated in words ("1.008 (mil e oito) dias úteis") is one figure, its words no
    # second one (`spelled_numbers`), and a count of days groups its thousands with its point
    # ("1.512 d.u.", `decimal_commas`); both keep every offset
    text = with_grouped_day_counts(unrestated(text))
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
    # a sheet's bare cell is in the form its header or label gives ("25" under "Max (%)" is
    # 25 %, never 25)
    cells = [
        Quantity(q.value, q.form, q.start - offset, q.end - offset, q.text)
        # ... or its row's cell in a unit column ("30,00" where "Unidad" is "%", `unit_columns`)
        for q in [*sheet_quantities(whole), *unit_column_quantities(whole)]
        if offset <= q.start and q.end <= offset + len(text)
    ]
    written = {(c.start, c.end) for c in cells}
    # a bare number after a key that names its unit ("max_single_name_pct: 4.5") is in that unit
    # ... and a bare number in a text that declares its figures' unit ("all figures are in per
    # cent throughout") in that unit (`declared_units`)
    read = (in_declared_unit(whole, unit_named(whole, q, offset)) for q in quantities(text))
    found = [
        q
        for q in [*(q for q in read if (q.start, q.end) not in written), *cells]
        if any(same(v, value) for v in in_unit(q, unit))
    ]
    if not found and (band := _band_end(text, value, unit)) is not None:
        # an end of a band written as a centre and a width ("20 % ± 10 %" states 10 % and 30 %)
        return stated_of(
            whole,
            offset + band[0],
            offset + band[1],
            constraint,
            as_of=as_of,
            rebalancing=rebalancing,
        )
    if not found:
        where = f"the span “{text}”" if span is not None else source
        return f"{where} does not state {constraint.value!r} ({unit or 'number'})"
    # the same number may be stated of several subjects ("net exposure 10 %; single issuer
    # 10 %"): the value is stated when any place states it of the constraint's subject
    problems = [
        stated_of(
            whole,
            offset + q.start,
            offset + q.end,
            constraint,
            as_of=as_of,
            rebalancing=rebalancing,
        )
        for q in found
    ]
    return None if None in problems else problems[0]


#: where a sentence ends (a full stop that is no decimal point, a semicolon, a line)
#: (a full stop before a lower-case word ends none: "15 per cent. of net assets", "c. 20 %")
#: (nor one inside a dotted initialism or before a comma: "U.S., non-U.S. and global")
_SENTENCE_END: Final = re.compile(
    r"(?<!\d)" + NOT_AFTER_ABBREVIATION + r"(?:(?<!\.)\.(?!\d|\.|\s*[a-z(,]|[A-Z]\.)|;(?!\d))|\n"
)
_PERIOD_END: Final = re.compile(r"(?<!\d)\.(?!\d|\s*[a-z])|\n")
#: the parts of a sentence a value belongs to: clauses joined by a dash, a comma or "and"
#: where a clause of a sentence, or a field of a structured text, ends (punctuation only: "and"
#: also joins the words of one subject, "the sum of long and short positions")
#: (a pipe between spaces separates the fields of a one-line list: "w_i <= 0.20 | DD <= 0.2")
_CLAUSE_END: Final = re.compile(r"\s[—–-]\s|[,;{}]|\s\|\s")
#: a bracketed aside with no bracket inside it
_ASIDE: Final = re.compile(r"\([^()]*\)")
#: (a parenthesis is a part of its own: "10 % (previously 20 %)" says 10 % holds now)
_PART_END: Final = re.compile(r"\s[—–-]\s|[,;()]|\band\b|\bbut\b|\bnow\b")
#: a part that says what used to hold: "we used to cap it at …", "was 8 % last year", "not 1.5x
#: any more", "previously"
_PAST: Final = re.compile(
    r"\b(used to|previously|formerly|last (?:year|quarter|month|time)|no longer|any ?more|"
    # ("remains 7.5 % as before", "unchanged as before" keep the value: no past)
    r"until now|old|(?<!\bas\s)before|prior\s+to)\b"
)


#: a part of a text that gives the value for the fund at hand, beside values for others ("for
#: Fund A the limit is 20 %; for this fund (Fund B) it is 40 %")
_THIS_SCOPE: Final = re.compile(
    # ("for your book": the desk's risk manager speaks to the desk the plan is for)
    r"\b(?:for|in|at|under|of)\s+(?:this|our|your|the\s+present|the\s+current|the\s+same)\s+"
    r"(?:fund|portfolio|account|mandate|sleeve|client|strategy|vehicle|book|sub-fund|scheme)\b|"
    r"\b(?:this|our)\s+(?:fund|portfolio|account|mandate|sleeve|strategy|sub-fund)(?:'s|’s)\s|"
    # ... and in German, French, Italian, Spanish or Dutch ("pour ce mandat", `scope`)
    + THIS_VEHICLE_EUROPE
    # ... and the plain marks of desks: "(this one)", "for this Mumbai PMS a/c" (`this_vehicle`)
    + "|"
    + THIS_VEHICLE_PLAIN,
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


#: a length compared with a period, which sets a bucket apart rather than counting a rate over
#: it: "runway below a year", "under 12 months", "sub-twelve-month", "maturing within a year",
#: "older than six months"
_COMPARED_LENGTH: Final = re.compile(
    r"\b(?:below|under|less\s+than|shorter\s+than|fewer\s+than|sub|within|over|above|more\s+"
    r"than|longer\s+than|older\s+than|beyond|at\s+least|at\s+most|up\s+to)[\s-]+"
    r"(?:(?:a|an|one|two|three|six|nine|twelve|eighteen|twenty[\s-]four|\d{1,3})[\s-]+)?"
    r"(?:calendar[\s-]+)?(?:months?|mths?|years?|yrs?)\b"
)


def _rate_period(text: str) -> str | None:
    """The period a rate is counted over, said in `text` ("per calendar month", "annual"), else
    None; a length compared with a period ("runway below a year") counts nothing over it."""
    text = _COMPARED_LENGTH.sub(" ", text)
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


#: this vehicle named in any form, with or without a preposition ("this mandate caps …",
#: "ce mandat", "unser Fonds"): a sentence that names it speaks of this vehicle, whatever other
#: vehicle it names beside it ("Like the sister fund, this mandate caps …")
_THIS_NAMED: Final = re.compile(
    r"\b(?:this|our|the\s+present)\s+(?:fund|portfolio|account|mandate|sleeve|strategy|"
    r"sub-fund|scheme|book|vehicle)\b|"
    r"\b(?:diese[nms]?|unser(?:e[nms]?)?|ce|cet|cette|notre|questo|questa|nostr[oa]|este|esta|"
    r"nuestr[oa]|dit|deze|ons|onze)\s+(?:mandat|mandato|mandaat|fonds|fondo|teilfonds|"
    r"portfolio|portefeuille|portafoglio|cartera|comparto|compartiment|compartimento|subfonds|"
    r"sondervermögen)\b",
    re.IGNORECASE,
)


def _sentences_of(text: str) -> list[tuple[int, int]]:
    """The sentences of `text` as spans: a full stop that is no decimal point nor an
    abbreviation's, or a line, ends one."""
    bounds = [0, *(m.end() for m in _PERIOD_END.finditer(text)), len(text)]
    return [(a, b) for a, b in itertools.pairwise(bounds) if text[a:b].strip()]


def _other_vehicle_sentence(text: str, start: int, end: int, constraint: Constraint) -> bool:
    """Whether the value at `start`–`end` is given in a sentence that names another vehicle as
    another and not this one ("Beim Schwesterfonds liegt die Grenze bei 4x.", "The sister fund
    allows 8 %."), while another sentence of the message gives this vehicle's own value in the
    same unit ("Für dieses Mandat gilt: … höchstens 2x"): the parts of one sentence are set
    against each other by `_other_scope`; a message that gives each vehicle its sentence is read
    the same way."""
    sentences = _sentences_of(text)
    own = next(((a, b) for a, b in sentences if a <= start < b), None)
    if own is None:
        return False
    sentence = text[own[0] : own[1]]
    if _THIS_NAMED.search(sentence) or _THIS_SCOPE.search(sentence):
        return False
    # a vehicle named as another ("the sister fund", "l'altro comparto"): a proper name in a
    # sentence of its own may be this vehicle's, named before "this fund" is said
    # ... or by its code, marked as someone else's ("the METALS-EQ book next door", `this_vehicle`)
    # ... or a sentence that gives its figures for comparison ("For comparison: the Growth
    # model, …"), beside the reader's own ("Your model: …", `this_vehicle`)
    compared = set_beside(sentence)
    if not (others_named(sentence) or marked_as_others(sentence) or compared):
        return False
    unit = unit_of(constraint)
    # (the sentence beside a comparison may name this vehicle bare, as its label: "This mandate
    # (segregated): …"; and beside a vehicle named as another, a sentence that names this one
    # as its subject gives its own: "Our mandate sets it at 4 %. (The other scheme allows 6 %.)")
    return any(
        (
            _THIS_SCOPE.search(text[a:b])
            or ((compared or others_named(sentence)) and _own_beside(text[a:b]))
        )
        and any(in_unit(q, unit) for q in quantities(text[a:b]))
        for a, b in sentences
        if (a, b) != own
    )


def _own_beside(part: str) -> bool:
    """Whether a sentence set beside a comparison gives the vehicle at hand its figures: it
    addresses the reader's own ("Your model: …") or names this one ("This mandate: …")."""
    return addresses_own(part) or _THIS_NAMED.search(part) is not None


#: this vehicle named by its defined term, as formal documents name it: "in respect of the
#: Sub-Fund", "applicable to the Fund", "for the Portfolio" (a capitalised noun right after
#: "the", no proper name before it)
_OUR_DEFINED_TERM: Final = re.compile(
    r"\b(?:in\s+respect\s+of|with\s+respect\s+to|in\s+relation\s+to|relating\s+to|"
    r"applicable\s+to|for|of|under|to|in)\s+the\s+(?-i:Sub-Fund|Fund|Portfolio|Account|"
    r"Compartment|Scheme|Trust|Mandate|Sleeve)(?![\w-])(?!\s+(?:[A-Z]{1,2}|\d{1,3})\b)",
    re.IGNORECASE,
)
#: where the parts of one sentence that give one limit for different vehicles end: "… is 15 %
#: in respect of X and 7.5 % in respect of the Sub-Fund", "…, whereas for Y it is 9 %"
_VEHICLE_PART_END: Final = re.compile(r";|\band\b|\bwhereas\b|\bwhile\b|\bwhilst\b|\bbut\b")
#: where such a sentence ends (an abbreviation's full stop before a parenthesis or a comma, "15
#: per cent. (15%)", "4 per cent., whereas", ends none)
_VEHICLE_PERIOD_END: Final = re.compile(r"(?<!\d)\.(?!\d|\s*[a-z(,;])|\n")


def _other_vehicle_beside(text: str, start: int, end: int, constraint: Constraint) -> bool:
    """Whether the value at `start`–`end` is given in its sentence for another vehicle, named in
    its own part, beside a value in the same unit the sentence gives for this one ("The Issuer
    Limit is 15 % in respect of the Asia Credit Sub-Fund and 7.5 % in respect of the
    Sub-Fund")."""
    first = max((m.end() for m in _VEHICLE_PERIOD_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _VEHICLE_PERIOD_END.finditer(text, end)), len(text))
    found = [(first + q.start, first + q.end, q) for q in quantities(text[first:last])]
    # a part ends only outside a figure ("seven and one-half per cent." is one figure)
    cuts = [
        m.start()
        for m in _VEHICLE_PART_END.finditer(text, first, last)
        if not any(a <= m.start() < b for a, b, _ in found)
    ]
    parts = list(itertools.pairwise([first, *cuts, last]))
    own = next(((a, b) for a, b in parts if a <= start < b), None)
    if own is None or _OUR_DEFINED_TERM.search(text[own[0] : own[1]]):
        return False
    part = text[own[0] : own[1]]
    # ... or a vehicle named the plain way ("HK master fund"), its own part not marked as this
    # one ("our Korea feeder (this one)", `this_vehicle`)
    if marks_this(part) or not (names_other_vehicle(part, text) or names_other_plainly(part)):
        return False
    unit = unit_of(constraint)
    # (this vehicle named as the subject of its own part counts: "the Ashcombe Fund permits
    # 60 %; our fund is tighter at 40 %")
    return any(
        (a, b) != own
        and (
            _OUR_DEFINED_TERM.search(text[a:b])
            or _THIS_SCOPE.search(text[a:b])
            or _THIS_NAMED.search(text[a:b])
        )
        and any(a <= qa and qb <= b and in_unit(q, unit) for qa, qb, q in found)
        for a, b in parts
    )


#: where a question ends, or a sentence that is none: "?", "!", a line, a full stop that is no
#: decimal point nor an abbreviation's ("max. 8 %")
_QUESTION_END: Final = re.compile(
    r"\?|!|\n|(?<!\d)(?<!\bmax)(?<!\bmin)(?<!\bca)(?<!\bc)(?<!\bapprox)\.(?!\d|\s*(?-i:[a-z(]))",
    re.IGNORECASE,
)
#: an answer that refuses what a question asked: "No.", "no,", "Nope", "not a chance", "no way",
#: "absolutely not", "I'm afraid not", "out of the question" (a "No" that starts a noun phrase,
#: "No leverage though", refuses nothing)
_REFUSAL: Final = re.compile(
    r"^[\s\"'”’»)>*_:—–-]*(?:(?:and|but|so|well)\s+)?"
    # ... a bare "Cannot.", "Can't lah.", "Not possible." (`refusal_answers`)
    rf"(?:{BARE_REFUSAL}|"
    r"(?:no|nope|nah|never|negative)(?=\s*(?:[.,!;:—–-]|$))|no\s+way\b|"
    r"not\s+(?:a\s+chance|at\s+all|possible|allowed|permitted|happening|on\s+your\s+life)\b|"
    r"(?:absolutely|certainly|definitely|of\s+course|(?:i'?m\s+|i\s+am\s+)?afraid|sadly|"
    r"unfortunately|alas|regrettably)\s+not\b|out\s+of\s+the\s+question\b|"
    r"(?:by\s+no\s+means|under\s+no\s+circumstances|no\s+chance|no\s+can\s+do|"
    r"that'?s\s+a\s+no|the\s+answer\s+(?:is|was)\s+(?:a\s+)?no)\b)",
    re.IGNORECASE,
)
#: a refusal told in the third person, as minutes and letters report it: "The Manager
#: declined", "The Board refused; …", "This request was rejected by the Directors", "the
#: Trustee did not agree", "it was turned down"; or as the asker dissuaded: "she talked me out
#: of it", "Risk argued us out of it", "compliance advised against it", "the CIO shot it down",
#: "the board knocked it back", "legal nixed it"
_REFUSED_BY: Final = re.compile(
    r"^[\s\"'”’»)>*_:—–-]*(?:(?:and|but|so|however,?)\s+)?(?:[\w'’-]+\s+){0,4}?"
    r"(?:(?:talked|talks|argued|argues|persuaded|persuades|reasoned|reasons)\s+(?:\w+\s+)?out\s+of|"
    r"advised\s+against|(?:shot|knocked)\s+(?:it|this|that|the\s+idea)\s+(?:down|back)|"
    r"nixed|overruled|"
    r"declined|refused|rejected|vetoed|denied|turned\s+(?:\w+\s+)?down|"
    # ... or the consent asked for kept back: "Consent was withheld (2 for, 5 against)", "the
    # motion was defeated", "voted down", "approval was not given"
    r"withheld|defeated|voted\s+down|blocked|"
    # ... or the vote lost: "The motion failed, 2–3", "the resolution did not pass", "it was
    # not carried"
    r"failed|(?:did|does)\s*(?:not|n['’]t)\s+(?:pass|carry)|"
    r"(?:was|were)\s+not\s+(?:carried|passed|adopted)|"
    r"(?:did|does|would|could)\s*(?:not|n['’]t)\s+(?:agree|accept|approve|consent|allow)|"
    r"(?:was|were|has\s+been|had\s+been|is)\s+not\s+(?:agreed|accepted|approved|granted|"
    r"allowed|permitted|given|obtained|forthcoming))\b",
    re.IGNORECASE,
)
#: what makes the value asked about a boundary the question asks to cross ("can we go above
#: 10 %?" refused says 10 % is the cap): a comparative before it, or a limit noun after it ("the
#: 10 % cap")
#: a question that asks whether a value goes too far: "would 3x be too much?", "is 4 % too
#: little for the cash?", "too risky?", "excessive?"
_EXCESS: Final = re.compile(
    r"\b(?:too\s+(?:much|many|high|low|little|few|large|big|small|risky|aggressive|"
    r"tight|loose|steep|far)|excessive|overkill)\b"
)
#: an answer that agrees with such a question: "Yes, far too much", "Definitely.", "It would"
_AFFIRMED: Final = re.compile(
    r"^[\s\"'”’»)>*_:—–-]*(?:(?:yes|yep|yeah|yup|definitely|absolutely|certainly|indeed|"
    r"sadly|i'?m\s+afraid\s+so)\b|(?:far|way|much|much\s+too)\s+too\b|it\s+(?:would|is)\b)",
    re.IGNORECASE,
)
_CROSSES: Final = re.compile(
    r"\b(?:above|over|beyond|past|exceed\w*|breach\w*|cross\w*|break\w*|more\s+than|"
    r"higher\s+than|greater\s+than|larger\s+than|below|under|beneath|less\s+than|"
    r"lower\s+than|smaller\s+than|outside)\s+(?:the\s+|a\s+|an\s+|our\s+|its\s+|their\s+)?$"
)
_LIMIT_NOUN_AFTER: Final = re.compile(
    r"^[\s-]*(?:cap|ceiling|limit|floor|minimum|maximum|max|min|threshold|hurdle|bound|rule)\b"
)


#: a question reported rather than quoted: "you asked whether cash could go to 2 %", "the IC
#: wondered if 3x was possible"
_INDIRECT: Final = re.compile(
    r"\b(?:ask(?:ed|s|ing)?|wonder(?:ed|ing|s)?|quer(?:y|ied|ies)|enquir\w*|inquir\w*|"
    r"want(?:ed|s)?\s+to\s+know|question\s+(?:was|is))\b[^.?!\n]{0,60}?\b(?:whether|if)\b"
    # (a full stop before a lower-case word or a parenthesis is an abbreviation's: "per cent.")
    r"(?:[^.?!\n]|\.(?=\s*[a-z(]))*$|"
    # ... or a request reported as asked for: "the PM asked (in #risk) to take cash to 2 %",
    # "Ops requested that we lift the cap to 12 %", "sought approval to raise it to 3x"
    # ... or put to a vote or a meeting: "the consultant moved to take it to 56bp", "Risk
    # proposed raising …", "the CIO recommended that we lift it to 3x"
    r"\b(?:ask(?:ed|s|ing)?|request(?:ed|s|ing)?|sought|seek(?:s|ing)?|appl(?:ied|ies|ying)|"
    r"pushed|lobbied|moved|proposed|suggested|recommended|urged|tabled)\b[^.?!\n]{0,60}?"
    r"\b(?:to|that)\s+(?:(?:we|they|the\s+\w+)\s+)?"
    r"(?:take|raise|lift|move|push|go|increase|cut|lower|reduce|bring|set|run|widen|loosen|"
    r"relax|tighten|change|extend|up|drop)\b(?:[^.?!\n]|\.(?=\s*[a-z(]))*$|"
    # ... or a level asked for by name: "Treasury asked for the stock fund at 16 %", "the desk
    # pressed for 3x", "sales lobbied for a 12 % cap"
    # ... or with whom it was asked of: "we asked the lenders for a waiver taking it to 3.2x"
    r"\b(?:ask(?:ed|s|ing)?|request(?:ed|s|ing)?|push(?:ed|es|ing)?|press(?:ed|es|ing)?|"
    r"lobb(?:ied|ies|ying)|call(?:ed|s|ing)|argu(?:ed|es|ing)|bid)"
    r"(?:\s+(?:the|our|its|their|a|an)?\s*[\w'’-]+){0,3}?\s+for\b"
    r"(?:[^.?!\n]|\.(?=\s*[a-z(]))*$"
)
_OPENED: Final = re.compile(r"(?:[?!\n]|\.(?!\s*[a-z(]))\s")
#: where the clause of a reported question ends, before its answer
_INDIRECT_END: Final = re.compile(r"[,;:—–]|\s-\s|\.(?!\s*[a-z(])\s|\n")


def refused(text: str, start: int, end: int) -> bool:
    """Whether the value at `start`–`end` is one a question asks for and the answer refuses.

    "> can we take leverage to 3x?\n\nNo, …", 'You asked: "could cash go to 2 %?" No.': what a
    question asks for is only proposed, and a refusal leaves it out of force. A question that
    asks to cross the value ("can we go above 10 %?", "could we breach the 10 % cap?") refused
    says the value is the limit, and a question nobody answers "no" to (a request worded as one,
    "could you cap names at 5 %?") is left as it is.
    """
    lowered = text.lower()
    stop = next(iter(_QUESTION_END.finditer(text, end)), None)
    if stop is None or stop.group(0) != "?":
        # a reported question: "you asked whether … could go to 30 % — the answer is no"
        opened = max((m.end() for m in _OPENED.finditer(lowered, 0, start)), default=0)
        if not _INDIRECT.search(lowered, opened, start):
            return False
        stop = next(iter(_INDIRECT_END.finditer(text, end)), None)
        if stop is None:
            return False
    if _CROSSES.search(lowered[max(0, start - 40) : start]) or _LIMIT_NOUN_AFTER.match(
        lowered[end : end + 20]
    ):
        return False
    # the answer's own words, past its speaker's label in a transcript ("CFO (00:36:52): No.")
    answer_at = after_label(text, stop.end())
    answer = text[answer_at : answer_at + 60]
    if _REFUSAL.match(answer) is not None or _REFUSED_BY.match(answer) is not None:
        return True
    # "would 30 % be too much? Yes, far too much": a question of excess answered yes
    return bool(_EXCESS.search(lowered, start, stop.start()) and _AFFIRMED.match(answer))


#: a level something is at, said as measured, not set: the verbs of a measured level ("is
#: running at", "stands at", "has averaged", "came in at", "hovers around"), a level named as
#: one ("the current weight", "realised volatility") and the recent past of TIMEX3 ("lately",
#: "year to date")
_OBSERVED: Final = re.compile(
    r"\b(?:(?:is|are|was|were|been|'s|’s)\s+(?:running|sitting|trading|hovering|tracking|"
    r"standing|coming\s+in|averaging|printing|clocking\s+in)|"
    r"(?:runs?|stands?|sits?|came\s+in|comes?\s+in|clocked\s+in|printed|prints)\s+at|"
    # ... and a report's telegraphic participle, its auxiliary left out ("VaR running at 40bp")
    r"(?:running|sitting|standing|tracking|hovering|printing)\s+at|"
    r"hover(?:s|ed|ing)?\s+(?:around|at|near)|averag(?:es|ed|ing)|on\s+average|"
    r"(?:came|comes|come|amounted|amounts)\s+to|realis\w*|realiz\w*|"
    r"(?:current|actual|existing)\s+(?:[\w-]+\s+){0,2}?(?:weight|level|exposure|allocation|"
    r"holding|positioning|reading|run[\s-]rate)s?|"
    r"lately|of\s+late|so\s+far\s+this\s+(?:year|quarter|month)|year[\s-]to[\s-]date|ytd)\b"
)
#: the present of TIMEX3 ("today", "currently", "as of month-end", "these days"): with a hedge
#: ("roughly 10 % today") it reports a level; alone ("currently 5 %") it may date a limit in force
_PRESENT: Final = re.compile(
    r"\b(?:today|tonight|currently|at\s+present|presently|right\s+now|at\s+the\s+moment|"
    r"as\s+(?:of|at)\s+(?:the\s+)?(?:latest\s+\w+|last\s+(?:close|print|count|report)|"
    r"(?:month|quarter|year)[\s-]end|close)|as\s+things\s+stand|these\s+days|nowadays)\b"
)
#: a hedge on a figure: what is measured is about so much, a limit is so much
_HEDGE: Final = re.compile(
    r"(?:\b(?:about|roughly|around|approximately|approx|circa|c\.|some|nearly|almost|give\s+or\s+"
    r"take|or\s+so|ish)\b|~|≈)"
)
#: a present said as when a limit takes effect ("from today", "as of now", "starting today")
#: dates the limit, it reports no level
_EFFECTIVE: Final = re.compile(
    r"\b(?:from|starting|beginning|effective|as\s+(?:of|from)|with\s+effect\s+from)\s+"
    r"(?:today|now|tonight|the\s+moment)\b"
)
#: a limit said of the value's own clause: an operator, a limit noun, a modal, a band — any one
#: of them makes the clause more than a report of a level
_LIMIT_SAID: Final = re.compile(
    r"\b(?:caps?|capped|ceilings?|limit\w*|max\w*|min|minimum|minima|floors?|floored|"
    r"at\s+(?:most|least)|no\s+(?:more|less|higher|lower|greater)|not\s+(?:more|less|above|"
    r"below|over|under|exceed\w*)|up\s*to|exceed\w*|above|below|under|over|beyond|budget\w*|"
    r"allow\w*|permit\w*|must|may|shall|should|cannot|can|can'?t|has\s+to|have\s+to|needs?\s+"
    r"to|keep|stay|remain|within|band|range|between|target\w*|aim\w*|toleran\w*|threshold|"
    r"restrict\w*|bound\w*|rule|binding|hard|höchstens|mindestens|maximal|minimal|"
    r"\w*grenze\w*)\b|[≤≥<>]"
)
#: a sentence that says no limit holds on what it speaks of: "no rule on that one", "that is
#: not a limit", "there is no cap on it", "unconstrained", "for information only"
_NO_LIMIT: Final = re.compile(
    r"\b(?:no|not\s+an?|isn'?t\s+an?|is\s+not\s+an?|without\s+an?|never\s+an?)\s+"
    r"(?:(?:formal|hard|binding|actual|real)\s+)?(?:rule|limit|cap|ceiling|floor|constraint|"
    r"restriction|bound|maximum|minimum)s?\b(?!\s+(?:more|less|higher|lower)\b)|"
    r"\bunconstrained\b|\bunrestricted\b|\bfor\s+(?:information|reference|info)(?:\s+only)?\b"
    # ... and a portfolio built without the limits, in the other languages (`decision_lexicon_es`)
    rf"|\b(?:{UNCONSTRAINED_ELSEWHERE})\b"
)


#: the clauses a report of a level is read in: those of a sentence, and a full stop before a
#: lower-case word ("≤ 20 %. fyi cash is 10 % today")
_OBSERVED_PART_END: Final = re.compile(_CLAUSE_END.pattern + r"|(?<![\d.])\.\s")
#: a clause that says no limit holds on what the clause before it spoke of: "…, no rule on that
#: one", "…, there is no cap on it"
_NO_LIMIT_ON_IT: Final = re.compile(
    r"^\W*(?:(?:but|and|though|with|yet)\s+)?(?:(?:there\s+is|there'?s|we\s+have|it\s+has)\s+)?"
    r"(?:no|not\s+an?|without\s+an?)\s+(?:(?:formal|hard|binding|actual|real)\s+)?"
    r"(?:rule|limit|cap|ceiling|floor|constraint|restriction|bound|maximum|minimum)s?\s+"
    r"(?:on|for|to|of)\s+(?:that|it|this|them|those|these)(?:\s+one)?\W*$"
)


#: where a level stands against a limit: "inside", "well within", "comfortably above", "just
#: below", "short of"
_POSITIONED: Final = (
    r"(?:(?:comfortably|well|safely|just|slightly|still|a\s+little|only|fully)\s+)?"
    r"(?:inside|within|below|under|beneath|above|over|beyond|short\s+of|clear\s+of|outside|"
    # ... or whether it keeps to it: "compliant with", "in breach of", "in line with"
    r"(?:compliant|in\s+compliance|consistent|in\s+line|non-?compliant)\s+with|"
    r"in\s+breach\s+of|breaching|meeting|respecting|satisfying)"
)
#: the day a reported level was read on, said right after it: "at 30 September", "as at 31 Dec
#: 2025", "on 2025-06-30", "at quarter-end", "as of end-June"
_READ_ON: Final = (
    r"(?:\s+(?:at|as\s+(?:at|of)|on)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?[\s-]+"
    + MONTH_NAME
    + r"\.?"
    + r"(?:[\s-]+\d{4})?|"
    + MONTH_NAME
    + r"\.?"
    + r"\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|"
    r"\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|"
    r"(?:quarter|year|month|half)[\s-]?end|end[\s-]" + MONTH_NAME + r"\.?))?"
)
#: a level reported with a plain copula right before its figure ("leverage was 210 %"): with a
#: limit of its own figure set beside it, a report of where the book stood
#: (a report's telegraphic "at" counts: "per-name exposure at 7 %, inside the maximum of 10 %")
_COPULA_BEFORE: Final = re.compile(r"\b(?:was|were|is|are|stood|stands|came\s+to|at)\s*:?\s*$")
#: a limit named right after a reported level, with its own figure: "(limit ≤ 150 bp)", ",
#: against a cap of 10 %", "vs. the 5 % floor", "[max 20 %]"
_LIMIT_BESIDE: Final = re.compile(
    # (past the unit of a count of time, which a figure's reading leaves after it: "a WAM of
    # 38d", "a life of 2.4 years", "27 business days")
    r"(?:\s*(?:d|days?|calendar\s+days?|business\s+days?|bd|wks?|weeks?|months?|mths?|yrs?|"
    r"years?)\b)?"
    # (past the day it was read on: "was 1.9x at 30 June, compliant with the minimum of 1.2x")
    + _READ_ON
    # (past the base the figure is a share of: "40 bp of pod capital vs limit ≤ 50 bp", "210 %
    # of NAV, inside …")
    + r"(?:\s+(?:of|on)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:capital|nav|net\s+assets|assets|gmv|"
    r"aum|equity|book|portfolio|fund)|"
    # ... or past what a count counts, up to the separator: "at 51 live situations, inside the
    # minimum of 30"
    r"(?:\s+[a-z][\w-]*){1,2}(?=\s*[(\[,;—–]))?"
    r"\s*(?:[(\[,;]|[—–]|\s-\s)?\s*(?:(?:vs\.?|versus|against|compared\s+(?:with|to)|"
    # ... or where the level stands against it: ", inside the maximum of 300 %", ", comfortably
    # above the minimum of 60 per cent", "well within its 10 % cap"
    rf"{_POSITIONED})\s*"
    # (the limit so placed may be named with its owner: "within the mandate's minimum of 30 per
    # cent", "below the Board's hard cap (12 %)"; one merely beside the level, "(the
    # regulator's cap is 10 %)", is someone else's)
    r"(?:an?\s+|the\s+|its\s+|our\s+|your\s+|their\s+)?(?:[\w-]+(?:['’]s)?\s+){0,2}?|"
    r"(?:an?\s+|the\s+|its\s+|our\s+|your\s+|their\s+)?(?:[\w-]+\s+)?)"
    # (a rule named by its document's word: "well inside the guideline (maximum 10 %)", "above
    # the covenant of 1.5x", "inside the restriction (max 20 %)")
    r"(?:limits?|caps?|ceilings?|floors?|maximum|minimum|max|min|thresholds?|budgets?|"
    r"guidelines?|restrictions?|covenants?)\b"
)


#: a preposition that names a state a company or a name is in, not a bound: "companies under
#: escalation", "names under review", "assets under management", "issuers on watch over time"
#: (an operator is followed by its figure, a determiner or a limit noun: "under 5 %", "under the
#: cap")
_STATE_PREPOSITION: Final = re.compile(
    # (... or hyphened into a bucket's name: "the below-B- bucket", "above-median names")
    r"\b(?:under|over|above|below|beyond)(?:\s+|-)(?=(?!(?:the|a|an|its|our|their|this|that|"
    r"cap|caps|limit|limits|ceiling|floor|max\w*|min\w*|threshold|target\w*|budget\w*|"
    r"band|range)\b)[a-z])"
)
#: a report's lead-in label, up to its colon: "Quarterly PAI and limits check:", "Risk pack,
#: Friday close:" (it names the report, not the figure's role)
_LEAD_IN: Final = re.compile(r"^.*:\s")


def _says_a_limit(before: str, limit_beside: bool) -> bool:
    """Whether the words of a clause before its figure say the figure is a limit (an operator,
    a limit noun, a modal). A figure with a limit of its own printed right after it ("currently
    1.4 % (limit ≤ 2 %)", "running at 40 bp vs limit ≤ 50 bp") is read from the report's
    lead-in label on ("Quarterly limits check: …" names the report), and a preposition naming a
    state ("companies under escalation") is no operator."""
    if limit_beside:
        before = _LEAD_IN.sub(" ", before)
    return bool(_LIMIT_SAID.search(_STATE_PREPOSITION.sub(" ", _NO_LIMIT.sub(" ", before))))


def _observed(sentence: str, here: int, there: int) -> bool:
    """Whether the value at `here`–`there` of `sentence` is a level reported (what something is
    at, "has been running at about 25 % lately", "is roughly 10 % today, no rule on that one")
    and its clause says no limit of it."""
    lowered = sentence.lower()
    # (the commas and stops inside a bracketed aside are the aside's own, no clause end: "the
    # maximum on equities (U.S., non-U.S. and global) stands at 55 %" keeps "maximum" in the
    # figure's clause)
    ends = list(
        _OBSERVED_PART_END.finditer(
            _ASIDE.sub(lambda m: re.sub(r"[,;.]", " ", m.group(0)), lowered)
        )
    )
    part_start = max((m.end() for m in ends if m.end() <= here), default=0)
    part_end = next((m.start() for m in ends if m.start() >= there), len(lowered))
    after_end = next((m.start() for m in ends if m.start() > part_end), len(lowered))
    part = lowered[part_start:part_end]
    # what the clause says up to the value and the number after it is said of the value
    # ("realised volatility came to 11 % against a 10 % cap": the cap is the 10 %'s)
    until = min(
        (q.start for q in quantities(part) if q.start >= there - part_start), default=len(part)
    )
    # ... unless the words after it name a limit of their own figure ("is currently 120 bp
    # (limit ≤ 150 bp)", "… against a cap of 10 %"): those are the other figure's
    beside = _LIMIT_BESIDE.match(lowered, there)
    if beside is not None and next(quantities(lowered[beside.end() : beside.end() + 40]), None):
        until = there - part_start
    else:
        beside = None
    if _says_a_limit(part[:until], beside is not None):
        return False
    # "leverage was 210 %, inside the maximum of 300 %": a copula, then a limit of its own
    # figure the level is placed against
    if beside is not None and _COPULA_BEFORE.search(lowered[part_start:here]):
        return True
    following = lowered[part_end:after_end].lstrip(",;:.—–- ")
    dated = _EFFECTIVE.sub(" ", part)
    return bool(
        _OBSERVED.search(dated)
        or (_PRESENT.search(dated) and (_HEDGE.search(part) or beside is not None))
        or _NO_LIMIT.search(part)
        or _NO_LIMIT_ON_IT.match(following)
    )


#: what joins the two ends of a range: "5 % to 10 %", "5–10 %", "5 % through 10 %", "between 5 %
#: and 10 %" (an "and" only after "between")
#: ... and in the other languages of guidelines ("von 1 % bis 3 %", "entre 1 % et 3 %", "del 1 %
#: al 3 %"), their "and" only after their "between"
_RANGE_JOIN: Final = re.compile(
    r"\s*(?:[-–—]|(?:up\s+)?to|through|thru|till|until|(?P<and>and|und|et|y|e|en)|"
    rf"{RANGE_JOIN})\s*(?:(?<=y\s)el\s+|(?<=e\s)(?:il\s+|l['’]\s*))?"
)
_BETWEEN: Final = re.compile(
    r"\b(?:between|zwischen|entre|tra|fra|tussen)\s+(?:[a-z~≈]+\s+|l['’]\s*)?$"
)
_TARGET_NAME: Final = re.compile(r"\b(?:target|targets|targeted|centre|center|mid|midpoint)\b")


def _other_end(text: str, start: int, end: int, unit: str | None) -> tuple[Quantity, float] | None:
    """The other end of a range whose one end is the quantity at `start`–`end` ("between 10 %
    and 20 %", "a 100bp to 200bp band", "5–10 %"), with its value in `unit`; None when the
    quantity ends no range. A change told with both ends ("raised from 8 % to 10 %") is none."""
    found = list(quantities(text))
    at = next((i for i, q in enumerate(found) if q.start == start and q.end == end), None)
    if at is None:
        return None
    lowered = text.lower()
    pairs = [(found[at - 1], found[at])] if at > 0 else []
    pairs += [(found[at], found[at + 1])] if at + 1 < len(found) else []
    for first, second in pairs:
        join = _RANGE_JOIN.fullmatch(lowered, first.end, second.start)
        before = lowered[max(0, first.start - 60) : first.start]
        if join is None or changed_from(before):
            continue
        if join.group("and") is not None and not _BETWEEN.search(before):
            continue
        other = second if first.start == start else first
        if first.form == "plain" and second.form != "plain":  # the unit said once: "5–10 %"
            first = Quantity(first.value, second.form, first.start, first.end, first.text)
            other = first if other is not second else second
        if first.form != second.form:
            continue
        values = in_unit(other, unit)
        if values:
            return other, values[0]
    return None


#: the side an operator gives the value right after it, in its unambiguous forms (a negated
#: comparative counts: "can't go below" is a floor, "must not go over" a ceiling); a label's
#: side in brackets before its colon counts too ("Interest cover (minimum): 2.5x")
_FLOOR_OPERATOR: Final = re.compile(
    r"(?<![a-z])(?:at\s+(?:the\s+)?least|no\s+(?:less|lower|fewer)\s+than|not\s+(?:less|lower|"
    r"fewer)\s+than|min(?:imum)?\.?(?:\s+of)?|floor(?:ed)?(?:\s+(?:of|at))?|≥|>=|"
    # the German of a mandate or an Anlagerichtlinie: "mindestens", "nicht weniger als"
    r"mindestens|wenigstens|minimal|nicht\s+(?:weniger\s+als|unter)|"
    r"(?:not|n[o']t|never|nor)\s+(?:[a-z]+\s+){0,2}?(?:below|under|beneath|less\s+than|"
    r"lower\s+than))\)?\s*(?:an?\s+|the\s+)?[:=]?\s*$"
)
_CEILING_OPERATOR: Final = re.compile(
    r"(?<![a-z])(?:at\s+(?:the\s+)?most|no\s+(?:more|higher|greater)\s+than|not\s+(?:more|"
    r"higher|greater)\s+than|max(?:imum)?\.?(?:\s+of)?|cap(?:ped)?(?:\s+(?:of|at))?|"
    r"ceiling(?:\s+(?:of|at))?|up\s*to|≤|<=|(?:not|n[o']t|never|nor)\s+(?:to\s+)?exceed\w*|"
    r"höchstens|maximal|bis\s+zu|nicht\s+(?:mehr\s+als|über)|"
    r"(?:not|n[o']t|never|nor)\s+(?:[a-z]+\s+){0,2}?(?:above|over|beyond|more\s+than|"
    r"higher\s+than))\)?\s*(?:an?\s+|the\s+)?[:=]?\s*$"
)
_FLOOR_AFTER: Final = re.compile(
    r"^\s*(?:or\s+(?:more|higher|above|greater)|at\s+(?:the\s+)?least)\b"
)
_CEILING_AFTER: Final = re.compile(
    r"^\s*(?:or\s+(?:less|lower|below|fewer)|at\s+(?:the\s+)?most)\b"
)


def _band_end(text: str, value: float, unit: str | None) -> tuple[int, int] | None:
    """The span of a range the mandate grammar reads in `text` with `value` (in `unit`) as an end
    no number of the text writes: a centre and a width ("20 % ± 10 %", "8 %, +/- 2 pts")."""
    for clause in clauses({"text": text}):
        for bound in clause.bounds:
            if bound.kind == "range" and UNITS.get(bound.subject) == unit:
                ends = [e for e in (bound.low, bound.high) if e is not None]
                if any(same(e, value) for e in ends):
                    return bound.start, bound.end
    return None


#: the neutral noun of limiting alone before its value, no operator or sided noun with it:
#: "the limit remains 6 business days", "our threshold is 40", "limit: 3 %"
_NEUTRAL_NOUN_BEFORE: Final = re.compile(
    r"^(?:(?!\b(?:max|maximum|min|minimum|cap|caps|capped|ceiling|floor|floors|upper|lower|"
    r"most|least|above|below|over|under|exceed\w*|beyond|up\s+to)\b)[^<>≤≥])*"
    r"\b(?:limit|limits|threshold)\s*(?:(?:now|still|currently)\s+)?(?:is|remains|stays|"
    r"stands(?:\s+at)?|was|of|at|=|:)?\s*$"
)


def _read_side(text: str, start: int, end: int) -> Side | None:
    """The side the mandate grammar gives the value at `start`–`end` of `text` (the one reading
    of a limit's operator, its polarity and its position: "no single position shall exceed",
    "5 % at most", "au plus 5 %", "positions above 5 % are not allowed"), else None."""
    for clause in clauses({"text": text}):
        for bound in clause.bounds:
            if bound.start == start and bound.end == end and bound.kind in ("ceiling", "floor"):
                if bound.subject == "cost_bps":
                    # the grammar takes any figure of a cost as a floor ("assume at least
                    # that"): an assumption of its subject, not a side the text states
                    return None
                return "ceiling" if bound.kind == "ceiling" else "floor"
    return None


def _other_side(text: str, start: int, end: int, constraint: Constraint) -> str | None:
    """None unless the value at `start`–`end` is stated as a limit of the other side: a floor
    ("at least 5 %", "min 1 %, max 6 %") recorded as a cap, or a cap recorded as a floor."""
    value = number(constraint.value)
    name = constraint.name
    if (
        value is None
        or not is_limit(constraint)
        or _TARGET_NAME.search(words(name))
        or subject_of(name) == "cost_bps"  # a cost said "at most" is assumed at least that
        or side_unnamed(name)  # a threshold's side is the one its source states
    ):
        return None
    lowered = blank_fillers(text.lower())  # "at least, uh, you know, 4 %" reads "at least 4 %"
    lowered = normalise(lowered)  # ... and a typed arrow ("300bp -> 250bp") compares nothing
    since = max((q.end for q in quantities(text) if q.end <= start), default=0)
    clause = max((m.end() for m in _CLAUSE_END.finditer(lowered, since, start)), default=since)
    # the words after a value are read up to its line's end: a list's next line is another
    # setting ("… (minimum): 2.5x\n  Maximum net debt to EBITDA: 9.5x")
    before, after = lowered[clause:start], lowered[end : end + 20].split("\n", 1)[0]
    # the mandate grammar reads the side first (its operators, polarity and what a sentence
    # forbids: "positions of 5 % or more are not allowed" is a cap); what it leaves open the
    # unambiguous forms read, and then the operator tables of every language across an aside
    read = _read_side(text, start, end)
    if read == "ceiling" and _NEUTRAL_NOUN_BEFORE.search(before):
        # the grammar takes a bare "limit" for a cap; it names no side ("the limit remains 6
        # business days" of a floor on a liquidation period), the plan's name says which
        read = None
    floor = read == "floor" or (
        read is None and bool(_FLOOR_OPERATOR.search(before) or _FLOOR_AFTER.match(after))
    )
    ceiling = read == "ceiling" or (
        read is None and bool(_CEILING_OPERATOR.search(before) or _CEILING_AFTER.match(after))
    )
    if floor == ceiling:
        read = side_before(
            without_asides(normalise(lowered[max(0, start - 60) : start]))
        ) or side_after(normalise(after))
        floor, ceiling = read == "floor", read == "ceiling"
    if floor == ceiling:
        return None
    side = plan_kind(name)
    if side == "ceiling" and floor:
        return f"{text[start:end]!r} is stated as a floor, but {name} is a cap"
    if side == "floor" and ceiling:
        return f"{text[start:end]!r} is stated as a cap, but {name} is a floor"
    return None


def _range_end(text: str, start: int, end: int, constraint: Constraint) -> str | None:
    """None unless the value at `start`–`end` is the end of a range a limit of its side does not
    bind at: a cap recorded at a band's lower end, a floor at its upper end."""
    value = number(constraint.value)
    if value is None or not is_limit(constraint) or _TARGET_NAME.search(words(constraint.name)):
        return None
    found = _other_end(text, start, end, unit_of(constraint))
    if found is None:
        return None
    other, other_value = found
    side = plan_kind(constraint.name)
    if side == "ceiling" and other_value > value and not same(other_value, value):
        return (
            f"{text[start:end]!r} is the lower end of the range it gives with {other.text!r}; "
            f"a cap ({constraint.name}) is bound by the upper end"
        )
    if side == "floor" and other_value < value and not same(other_value, value):
        return (
            f"{text[start:end]!r} is the upper end of the range it gives with {other.text!r}; "
            f"a floor ({constraint.name}) is bound by the lower end"
        )
    return None


#: a footnote mark right after a value: "35 %¹", "8 %*", "8 % [2]", "8 %†"
_MARK_AFTER: Final = re.compile(r"^\s?(?P<mark>[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\*{1,3}|†|‡|\[\d{1,2}\]|\(\d{1,2}\))")
#: a footnote that narrows what its value applies to: "applies to government issuers only",
#: "solely for …", "excluding …", "except …", "gilt nur für …"
_NARROWS: Final = re.compile(
    r"\b(?:only|solely|exclusively|limited\s+to|restricted\s+to|except\w*|exclud\w*|"
    r"other\s+than|nur|ausschließlich|lediglich|ausgenommen)\b",
    re.IGNORECASE,
)


_LINE: Final = re.compile(r"(?m)^[ \t]*(.+)$")


def _footnote_scope(text: str, start: int, end: int, unit: str | None) -> str | None:
    """The footnote that narrows the value at `start`–`end` to a part of its subject ("35 %¹ …
    ¹ applies to government issuers only"), or None: such a value is the limit of that part,
    not of the whole the constraint speaks of. A note that gives a figure of its own to another
    vehicle ("¹ 15 % applies to the Feeder Fund only") narrows nothing (`vehicle_notes`)."""
    mark = _MARK_AFTER.match(text[end : end + 6])
    if mark is None:
        return None
    written = mark.group("mark")
    # the footnote: a line after the value that starts with the same mark ("¹ …", "* …", "[1] …")
    for line in _LINE.finditer(text, end + mark.end()):
        body = line.group(1)
        if not body.startswith(written):
            continue
        note = body[len(written) :]
        if gives_other_vehicle_a_figure(note, text, unit):
            continue
        # an "only" of a time ("only in the launch phase … was 3x; expired") narrows no part
        if any(not of_another_time(note, m.start(), m.end()) for m in _NARROWS.finditer(note)):
            return body.strip()
    return None


#: a value said as the one another replaces, right before it: "4 %, not 2 %", "4 % instead of
#: 2 %", "4 % rather than 2 %", "statt 2 %"
#: the imperfective past of a South Slavic verb of setting or holding ("propisivao je",
#: "predviđala je", `polarity_hr.PAST`) governs its whole clause, a bracketed aside before the
#: figure included ("propisivao je za ulaganja u dionice (izravno i putem UCITS fondova) 45,5
#: posto"): the verb stands far before its figure, so it is read back to the clause's start
_CLAUSE_PAST: Final = re.compile(rf"(?:{SOUTH_SLAVIC_PAST})(?=[^;:]*$)")
_REPLACED_BEFORE: Final = re.compile(
    r"(?:\b(?:not|instead\s+of|rather\s+than|in\s+place\s+of|replac\w*|nicht|statt|anstatt|"
    r"anstelle\s+von))\s+(?:the\s+|a\s+)?$"
    # ... or the old value in brackets after the new one: "10 % (was 16 %)", "(previously 16 %)",
    # "(down from 16 %)", "(formerly: 16 %)"
    r"|\(\s*(?:was|were|previously|formerly|before|old|prior|down\s+from|up\s+from|"
    r"from)\s*:?\s*$",
    re.IGNORECASE,
)
#: a value said as the old one before its replacement: "2 % should read 4 %", "2 % → 4 %"
_REPLACED_AFTER: Final = re.compile(
    r"^\s*(?:→|->|=>|should\s+(?:read|be|have\s+been)|becomes|is\s+now|was\s+a\s+typo|"
    # an amendment's own words, past the quote that closes the old figure: '"48 %", is deleted
    # and replaced with "30 %"', "12 % is hereby replaced by 9 %", "2x shall be substituted by"
    r"[\"'”’]?\s*,?\s*(?:is|are|was|were|shall\s+be|has\s+been|be)\s+(?:hereby\s+)?"
    r"(?:(?:deleted|struck(?:\s+out)?|removed|omitted)\s+and\s+)?(?:replaced|superseded|"
    r"substituted|amended|changed)\b|"
    r"was\s+wrong|is\s+wrong|"
    # a slip taken back in the same breath: "45 %, no wait, sorry, 30 %", "3x — I mean 2x",
    # "5 %, or rather 4 %", "8 %, scratch that, 6 %"
    r"(?:\s+(?:of|times)(?:\s+[\w'’]+){1,3}?)?\s*[,;:—–-]*\s*(?:no\s*,?\s*wait|wait\s*,?\s*no|hang\s+on|sorry|i\s+mean|or\s+rather|"
    r"scratch\s+that|correction|make\s+(?:that|it))\b)",
    re.IGNORECASE,
)
#: a message that corrects an earlier one: "sorry, typo", "correction:", "I meant", "scratch that"
_CORRECTION: Final = re.compile(
    r"\b(?:sorry|typo|correction|correct(?:ed|ing)?|i\s+meant|meant\s+to\s+(?:say|write)|"
    r"mistake|my\s+bad|scratch\s+that|erratum|amend\w*|should\s+(?:read|have\s+said)|"
    r"wrong\s+(?:figure|number|value)|misspoke|misstated|verschrieben|korrektur|"
    # ... and in German, French, Italian, Spanish or Dutch (`corrections_europe`)
    rf"{EUROPEAN_CORRECTION_WORDS})\b",
    re.IGNORECASE,
)


#: a message that opens as a correction of the one before, or a short one that says it is one:
#: "typo, should be 5 %", "sorry meant 5 %", "oops 5 %", "make that 5 %", "5 % - fat fingers"
_CORRECTS_THE_LAST: Final = re.compile(
    r"^\W*(?:sorry|oops|whoops|typo|correction|i\s+mean[t]?|meant|make\s+(?:that|it)|"
    r"should\s+(?:be|read|have\s+(?:been|said))|my\s+bad|my\s+mistake|fat\s+fingers?|"
    rf"{EUROPEAN_CORRECTION_OPENINGS})\b",
    re.IGNORECASE,
)
_SAYS_IT_CORRECTS: Final = re.compile(
    r"\b(?:typo|fat\s+(?:fingers?|thumbs?)|my\s+bad|my\s+mistake|i\s+meant|misread|"
    r"should\s+(?:be|read|have\s+(?:been|said)))\b",
    re.IGNORECASE,
)


def _corrects_the_last(text: str) -> bool:
    """Whether a message is a correction of the one before it: it opens as one ("sorry meant
    5 %", "typo, should be 5 %"), or is a short text (a dozen words) that says it is one ("5 %
    - fat fingers")."""
    short = len(text.split()) <= 12
    return bool(_CORRECTS_THE_LAST.match(text)) or (short and bool(_SAYS_IT_CORRECTS.search(text)))


def _replaced_in(text: str, value: float, unit: str | None) -> Quantity | None:
    """The place where `text` gives `value` as one another value of its unit replaces ("4 %,
    not 2 %", "2 % should read 4 %"), or None."""
    found = list(quantities(text))
    for q in found:
        if not any(same(v, value) for v in in_unit(q, unit)):
            continue
        others = [
            o
            for o in found
            if o is not q and in_unit(o, unit) and not any(same(v, value) for v in in_unit(o, unit))
        ]
        if others and (
            _REPLACED_BEFORE.search(text[max(0, q.start - 30) : q.start])
            or _REPLACED_AFTER.match(text[q.end : q.end + 30])
            # "the earlier 9 % was sent by mistake" (`erratum_values`)
            or erroneous(text, q.start, q.end)
            # an erratum's "read 6 % for 12 %", "for 12 % read 6 %" (`readings`)
            or replaced_by_reading(text, q.start, q.end)
        ):
            return q
    return None


def corrected_later(
    constraint: Constraint, cited: str, messages: Sequence[UserMessage]
) -> str | None:
    """The later message that corrects the value a constraint cites from message `cited`
    ("sorry, typo in my last message: 250 bp, not 400 bp"), or None.

    A value a user takes back in a later message is not in force, though the message it was
    first written in still states it: the messages are read in the order they were sent. A
    later mail that says an earlier one was wrong (`mail_chains`: "in my last mail there was an
    error. Correct for … is: 5 %") takes it back without repeating it."""
    value = number(constraint.value)
    at = next((i for i, m in enumerate(messages) if m.message_id == cited), None)
    if value is None or at is None:
        return None
    unit = unit_of(constraint)
    subject = subject_of(constraint.name)
    if at + 1 < len(messages) and misdirected(messages[at + 1].text):
        # "sorry, that last one was meant for my brother": the cited message was not for us
        return messages[at + 1].message_id
    for message in messages[at + 1 :]:
        text = message.text
        if (edits_before(text) or withdraws_earlier(text)) and _restated(
            text, 0, len(text), "", constraint
        ):
            # "edit: make that 8 pct" sent after the value; a later voice note's "ignore the
            # number I gave you earlier … it's 250 bips"
            return message.message_id
        if corrects_earlier_mail(text) and _restated(text, 0, len(text), "", constraint):
            return message.message_id  # "in my last mail there was an error: 5 %"
        if message is messages[at + 1] and _corrects_the_last(text):
            named = {name for _, _, name in subject_mentions(text.replace("_", " "))}
            if (not named or subject in named) and _restated(text, 0, len(text), "", constraint):
                return message.message_id  # the next text: "typo, should be 5 %"
        replaced = _replaced_in(text, value, unit)
        if replaced is None:
            continue
        named = {name for _, _, name in subject_mentions(text.replace("_", " "))}
        if named and subject is not None and subject not in named:
            continue  # a correction of another limit
        if (
            _CORRECTION.search(text)
            or _REPLACED_BEFORE.search(text[max(0, replaced.start - 30) : replaced.start])
            or erroneous(text, replaced.start, replaced.end)
            or replaced_by_reading(text, replaced.start, replaced.end)
        ):
            return message.message_id
    return None


def _read_anew_after(
    sentence: str,
    after: int,
    others: list[Quantity],
    constraint: Constraint,
    as_of: date | None = None,
    rebalancing: bool = False,
) -> bool:
    """Whether a later value of the sentence, in the constraint's unit, is the new one a change
    or an amendment's reading gives its limit ("the cap of 5 % was raised to 7 %", "… 30 %,
    which shall be read as 15 %", "12 % — lire désormais 9 %"): the value before it is replaced.
    A later value whose part names another subject changes another limit, and one that takes
    effect after `as_of` ("from 1 July 2027 it falls to 8 %") changes nothing yet."""
    unit, subject = unit_of(constraint), subject_of(constraint.name)
    for q in others:
        if q.start < after or not in_unit(q, unit) or not changed_to(sentence[: q.start]):
            continue
        if takes_effect_later(sentence, q.start, q.end, as_of, rebalancing=rebalancing):
            continue
        part = sentence[
            max((m.end() for m in _PART_END.finditer(sentence, 0, q.start)), default=0) : q.end
        ]
        named = {name for _, _, name in subject_mentions(part.replace("_", " "))}
        if not named or subject in named:
            return True
    return False


def _another_setting(text: str, start: int, subject: str, constraint: Constraint) -> str | None:
    """The label of the value at `start` when it stands on a labelled line of a list and another
    line of the same block labels the constraint's subject with a value in its unit, else None.
    A label that names the subject itself is the subject's line, read against its siblings as
    any named line is (`_qualified_sibling`): a sentence end inside the label ("…, max.: 120
    bp") leaves the figure's own sentence naming nothing, not its line."""
    label = line_label(text, start)
    if label is None:
        return None
    if subject in {name for _, _, name in subject_mentions(label.replace("_", " "))}:
        return _qualified_sibling(text, start, subject, constraint)
    unit = unit_of(constraint)
    for other, value in sibling_labels(text, start):
        named = {name for _, _, name in subject_mentions(other.replace("_", " "))}
        if subject in named and any(in_unit(q, unit) for q in quantities(value)):
            return label
    return None


#: the words of a limit's name that say nothing of what it bounds: its side, its unit, its base
_NAME_FILLER: Final = frozenset(
    {
        "max",
        "maximum",
        "min",
        "minimum",
        "cap",
        "caps",
        "capped",
        "floor",
        "ceiling",
        "limit",
        "limits",
        "bound",
        "at",
        "of",
        "the",
        "a",
        "an",
        "in",
        "on",
        "per",
        "pct",
        "percent",
        "bp",
        "bps",
        "nav",
        "x",
        "share",
        "weight",
        "ratio",
        "level",
        "value",
        "total",
        "single",
        "any",
        "one",
        "each",
        "hard",
        "soft",
        # ... and the side of a Finnish name, as code spells it with or without its umlauts
        # (`valuuttariskiEnintaan`, `yhtioitaVahintaan`): "at most", "at least"
        "enintaan",
        "enintään",
        "korkeintaan",
        "vahintaan",
        "vähintään",
        # ... and of a Croatian or Slovenian name (`nepremicnine_najvec`, `kritjeNajmanj`): "at
        # most", "at least", so their letters make no initials of the subject's words
        "najvise",
        "najviše",
        "najmanje",
        "najvec",
        "največ",
        "najmanj",
    }
)
_LABEL_WORD: Final = re.compile(r"[a-z]+")


def _stem(word: str) -> str:
    """A word's first five letters, read in the singular ("gilts" and "gilt" are one stem)."""
    return singular(word)[:5]


#: a word that negates the words after it in a label ("Exposure not covered by insurance",
#: "Receivables without cover"), and the words it passes over
_NEGATOR: Final = frozenset({"not", "no", "non", "without"})
_PASSED: Final = frozenset({"by", "the", "a", "an", "any", "under", "with", "of", "to", "in"})
#: a prefix that negates its word ("uninsured", "unhedged", "nonrated")
_NEGATING_PREFIX: Final = re.compile(r"(?:un|non)(?P<root>[a-z]{4,})")
#: what marks a negated stem
_NOT: Final = "¬"


def _negated_stems(found: Sequence[str]) -> set[str]:
    """The stems a label's or a name's words negate, each marked: "uninsured" and "not covered
    by credit insurance" both negate "insur", so `uninsuredCap` meets the line "Exposure not
    covered by credit insurance", and the line "Insured percentage" (no negation) is another
    setting than it, whatever stem they share."""
    stems: set[str] = set()
    for i, word in enumerate(found):
        prefixed = _NEGATING_PREFIX.fullmatch(word)
        if prefixed is not None:
            stems.add(_NOT + _stem(prefixed.group("root")))
        if word in _NEGATOR:
            for after in found[i + 1 : i + 6]:
                if after not in _PASSED:
                    stems.add(_NOT + _stem(after))
    return stems


#: what marks a class of finance synonyms among a label's or a name's stems
_SYNONYM: Final = "="


def _synonym_classes(found: Sequence[str]) -> set[str]:
    """The classes of the finance synonyms some words say (`lexical_synonyms`), each marked, so a
    name and a label that say one thing in two words (`syntheticShareCap` and "The swap and TRS
    share of the hedge") share it, though no stem of theirs meets."""
    return {_SYNONYM + c for c in classes_in(tokens(" ".join(found)))}


def _label_stems(label: str) -> set[str]:
    """The stems of a label's words, with the initials of each run of its words ("Loan-to-value"
    gives "ltv", "interest cover ratio" gives "icr"), so a limit's name that abbreviates its
    subject (`ltvCap`, `icrFloor`) still shares a word with the label that spells it out; a
    label naming a peril carries the peril's one name ("hurricane" is "wind":
    `limit_lexicon_ils.peril_families`)."""
    found = _LABEL_WORD.findall(label.lower())
    stems = {_stem(w) for w in found} | peril_families(" ".join(found)) | _negated_stems(found)
    stems |= _synonym_classes(found)
    # (a label's own figures are words of its subject as a name's are: "1-in-250" meets
    # `pml_250`)
    stems |= set(re.findall(r"(?<![\d.])\d+(?![\d.])", label))
    for i in range(len(found)):
        for n in (2, 3, 4):
            if i + n <= len(found):
                stems.add("".join(w[0] for w in found[i : i + n]))
    return stems


def _name_stems(name: str) -> set[str]:
    """The stems of a limit's name's own words (not its side, unit or base: `_NAME_FILLER`),
    with the initials of its words when it spells out what a label abbreviates
    (`expectedLossBps` gives "el", to meet "The weighted average EL"), and a peril's one name."""
    found = [w for w in words(name).split() if w not in _NAME_FILLER]
    if len(found) > 1 and found[-1] in _UNIT_WORDS:
        # a unit word that closes the name gives its figure's unit, no word of its subject
        # (`max_expected_duration_years`, `lockupDays`): a label of another setting counted in
        # the same unit ("Term of the Partnership, with extensions: 9 yrs") shares no word with it
        found = found[:-1]
    stems = {_stem(w) for w in found} | peril_families(" ".join(found)) | _negated_stems(found)
    stems |= _synonym_classes(found)
    if len(found) in (2, 3):
        stems.add("".join(w[0] for w in found))
    return stems


#: the words of a name that give its figure's currency, scale or count, no subject: a clause
#: that says them ("EUR 30m") says nothing of what the limit bounds
_UNIT_WORDS: Final = frozenset(
    {
        "usd",
        "eur",
        "gbp",
        "jpy",
        "chf",
        "cad",
        "aud",
        "hkd",
        "sgd",
        "cny",
        "k",
        "m",
        "mn",
        "mm",
        "bn",
        "b",
        "thousand",
        "million",
        "billion",
        "d",
        "y",
        "yr",
        "yrs",
        "day",
        "days",
        "year",
        "years",
        "month",
        "months",
        "mo",
        "mos",
        "times",
        "usd000",
    }
)


def _says_every_word(clause: str, name: str) -> bool:
    """Whether `clause` says every word of a name of two words or more (its side, unit and base
    left out: `_NAME_FILLER`), in the word or a synonym: the clause is of the name's subject
    though the vocabulary reads another class in it ("The Fund's highly liquid investment
    minimum" cited for `min_highly_liquid_weight`, "Single-charterer concentration" for
    `lesseeConcentrationCap`)."""
    found = [w for w in words(name).split() if w not in _NAME_FILLER and w not in _UNIT_WORDS]
    if len(found) < 2:
        return False
    return all(_met(clause, found))


def _words_met(line: str, name: str) -> int:
    """How many of a name's own words (its side, unit and base left out) `line` says, in the
    word, a synonym or an acronym."""
    found = [w for w in words(name).split() if w not in _NAME_FILLER and w not in _UNIT_WORDS]
    return sum(_met(line, found))


#: an acronym as a label writes it: two to four capitals standing alone ("TE", "LTV", "WAM"),
#: not a lower-case word that happens to spell the same letters (the Dutch "te")
_ACRONYM: Final = re.compile(r"(?<![A-Za-z])[A-Z]{2,4}(?![A-Za-z])")


def _abbreviated(line: str, found: Sequence[str]) -> set[int]:
    """The places of a name's words `found` that `line` abbreviates: a run of two to four of
    them whose initials the line writes as an acronym (`max_tracking_error_bps` in "The TE of
    the equity mandate", which spells neither word out). The other way round, a name that
    abbreviates what the line spells out, is `_label_stems`' initials."""
    written = {m.group(0).lower() for m in _ACRONYM.finditer(line)}
    places: set[int] = set()
    for i in range(len(found)):
        for n in (2, 3, 4):
            if i + n <= len(found) and "".join(w[0] for w in found[i : i + n]) in written:
                places |= set(range(i, i + n))
    return places


def _spelled_stems(label: str, name: str) -> set[str]:
    """A label's stems (`_label_stems`) with the stems of the name's words it abbreviates."""
    found = [w for w in words(name).split() if w not in _NAME_FILLER]
    return _label_stems(label) | {_stem(found[i]) for i in _abbreviated(label, found)}


def _met(line: str, found: Sequence[str]) -> list[bool]:
    """For each of a name's words `found`, whether `line` says it: in the word, a synonym, or an
    acronym (`_abbreviated`)."""
    said = _label_stems(line.replace("_", " "))
    short = _abbreviated(line, found)
    return [
        i in short or _stem(w) in said or any(_SYNONYM + c in said for c in classes_in(tokens(w)))
        for i, w in enumerate(found)
    ]


def _names_as_much_as_any_sibling(text: str, start: int, constraint: Constraint) -> bool:
    """Whether, in an extract that numbers some lines by their source's clauses
    (`field_labels.cites_clauses`), the label of the line holding `start` says at least one of
    the constraint's own words, and its line as many as any other line of its block with a
    value in the constraint's unit, and bounds no other side than the constraint's:
    a list gives each figure to the line that names its limit best, so a sibling that names
    fewer of the name's words (or only as many) cannot take the cited line's figure from it,
    whatever subject a vocabulary reads in either ("Borrowers' women outreach (minimum)"
    beside "Loans to rural borrowers, minimum" for `min_women_borrower_share`)."""
    label = line_label(text, start)
    if label is None or not cites_clauses(text, start):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    side = plan_kind(constraint.name)
    if _line_side(line) not in (None, side):
        return False  # a floor's line cited for a cap is another setting whatever it names
    own = _words_met(line, constraint.name)
    unit = unit_of(constraint)
    # (of two lines naming as much, the one that says the bound on the limit's side states it
    # when the cited one says none: "CP-9 Vessel LTV at which the RM must call: 75 %" beside
    # "CP-3 Loan-to-value on any one vessel (ceiling): 65 %")
    unbound = is_limit(constraint) and not _BOUND_ON_LINE.search(line)
    return _words_met(label, constraint.name) > 0 and all(
        met < own or (met == own and not (unbound and _bounds_side(other, value, side)))
        for other, value in sibling_labels(text, start)
        if any(in_unit(q, unit) for q in quantities(value))
        for met in (_words_met(f"{other}: {value}", constraint.name),)
    )


def _bounds_side(label: str, value: str, side: str | None) -> bool:
    """Whether the labelled line `label`: `value` says a bound (`_BOUND_ON_LINE`) and its label
    bounds no other side than `side` ("Any one manager (max)" for a cap)."""
    return bool(_BOUND_ON_LINE.search(f"{label}: {value}")) and _label_side(label) in (None, side)


#: a member of a lettered or numbered series a name ends in: `fondo_a`, `FundB`, `sleeve_2`,
#: `classC` (the series' noun, then one letter or a number)
_MEMBER: Final = re.compile(r"\b([a-z]{3,})\s+([a-z]|\d{1,2})$")


def _another_member(name: str, label: str) -> bool:
    """Whether `label` names another member of the series the limit's name ends in ("Fondo C"
    beside `max_alternatives_share_fondo_a`): a line of a sister fund, sleeve or class, whatever
    else its words share with the name."""
    member = _MEMBER.search(words(name))
    if member is None or member.group(1) in _NAME_FILLER:
        return False  # (`maxC`'s letter follows its side, no series noun)
    noun, own = member.group(1), member.group(2)
    said = re.findall(rf"\b{re.escape(noun)}\s+([a-z]|\d{{1,2}})\b", label.lower())
    return bool(said) and own not in said


def _worded_sibling(
    text: str, start: int, constraint: Constraint, subject: str | None = None
) -> str | None:
    """The label of the value at `start` when the constraint is cited from a labelled line whose
    label names none of the constraint's own words, while another line of the block, with a
    value in its unit, names them: a constraint whose subject no vocabulary knows
    (`premiumAtRiskCap`, `fundLtvCap`) cited from "Drawdown that triggers a limit review: 8 pct"
    or "Development exposure cap: 12 %" beside "Premium … at risk (maximum): 3 pct" or
    "Loan-to-value across the fund (maximum): 40 %"; or one whose `subject` the vocabulary
    knows but cannot tell the two lines apart by (a "Single-tenant limit" and "Any single asset
    (maximum)" both read as a position's cap), when both lines name it. A label that names
    only some of an unknown subject's words is of another line when a line beside it names
    those and more ("Maximum cash share of the collateral pool" cited for
    `min_gilt_share_of_collateral` beside "Share of collateral held in gilts (minimum)"). Else
    None."""
    label = line_label(text, start)
    if label is None:
        return None
    if subject is not None:
        named = {name for _, _, name in subject_mentions(label.replace("_", " "))}
        if not named:
            # a label the vocabulary reads no subject in ("Largest single vintage") is read by
            # its words, as an unknown subject's is
            subject = None
        elif subject not in named:
            return None
    own = _name_stems(constraint.name)
    stems = _spelled_stems(label, constraint.name)
    # a name that negates what the label names without negation ("uninsured" against "Insured
    # percentage") is of another line, whatever other words they share: the negated one's
    negated = {w for w in own if w.startswith(_NOT)}
    contrary = {n for n in negated if n[1:] in stems and n not in stems}
    if not own:
        return None
    # (a label naming some of the name's words is its line unless a sibling names more)
    shared = own & stems
    fewer = bool(shared) and not contrary
    # ... and, of a subject the vocabulary knows on both lines, only a sibling that names every
    # word of the name the label leaves out ("Any one issuer in the bond portfolio" beside "Any
    # one wrap issuer's share" cited for `max_single_wrap_issuer_share`)
    whole = fewer and subject is not None
    if whole and shared == own:
        return None
    if contrary:
        own = contrary
    unit = unit_of(constraint)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    bound = _BOUND_ON_LINE.search(text[line_start : len(text) if line_end < 0 else line_end])
    side = plan_kind(constraint.name)
    for other, value in sibling_labels(text, start):
        if _another_member(constraint.name, other):
            continue  # "Alternatives, Fund C" is no line of `max_alternatives_fund_a`
        mentioned = {name for _, _, name in subject_mentions(other.replace("_", " "))}
        # (a line the vocabulary reads nothing in, that bounds the limit's side in its label,
        # is read by its words when the cited label says none of the name's own: "Reserve
        # realisable within 5 days (floor)" beside "Cash held for payroll, minimum" for
        # `liquidReserveFloor`)
        by_words = not mentioned and not shared and _label_side(other) == side
        if subject is not None and subject not in mentioned and not by_words:
            continue
        if bound is not None and not _BOUND_ON_LINE.search(f"{other}: {value}"):
            continue  # a line that says no bound ("Cash held at the FCM") states no limit
        if _line_side(f"{other}: {value}") not in (None, plan_kind(constraint.name)):
            continue  # a cap beside a floor's line is not the floor's ("Total cash ≤ 10 %")
        met = own & _spelled_stems(other, constraint.name)
        if whole and met != own:
            continue
        if (met > shared if fewer else bool(met)) and any(
            in_unit(q, unit) for q in quantities(value)
        ):
            return label
    return None


#: the side of a bound a labelled line's label says: "Maximum …", "… (max)", "… cap", "Minimum
#: …", "… (floor)", "at least"
_LABEL_CEILING: Final = re.compile(
    r"\b(?:max|maximum|maxima|caps?|ceilings?|upper\s+(?:limit|bound)|at\s+most|up\s+to|"
    r"no\s+more\s+than|not\s+to\s+exceed)\b|"
    # (... as Japanese writes an upper limit: 上限, 最大)
    r"上限|最大",
    re.IGNORECASE,
)
_LABEL_FLOOR: Final = re.compile(
    r"\b(?:min|mins|minimum|minima|floors?|lower\s+(?:limit|bound)|at\s+least|"
    r"no\s+less\s+than|not\s+(?:to\s+fall\s+)?below)\b|"
    # (... and a lower one: 下限, 最低)
    r"下限|最低",
    re.IGNORECASE,
)


def _label_side(label: str) -> str | None:
    """The side ("ceiling" or "floor") a label's words give its figure, or None when they give
    none or both."""
    ceiling, floor = _LABEL_CEILING.search(label), _LABEL_FLOOR.search(label)
    if bool(ceiling) == bool(floor):
        return None
    return "ceiling" if ceiling else "floor"


#: a bound's side by its sign, as a table's limit cell writes it ("≤ 10 %", ">= 2 %")
_CEILING_SIGN: Final = re.compile(r"≤|<=|<")
_FLOOR_SIGN: Final = re.compile(r"≥|>=|>")


def _line_side(line: str) -> str | None:
    """The side a labelled line bounds, by its label's words (`_label_side`) or its value's
    sign ("Total cash | ≤ 10 %"), None when it says neither or both."""
    ceiling = _LABEL_CEILING.search(line) or _CEILING_SIGN.search(line)
    floor = _LABEL_FLOOR.search(line) or _FLOOR_SIGN.search(line)
    if bool(ceiling) == bool(floor):
        return None
    return "ceiling" if ceiling else "floor"


def _sided_sibling(text: str, start: int, constraint: Constraint) -> str | None:
    """The label of the value at `start` when its labelled line bounds the other side than the
    constraint's name ("Maximum weighted life: 9 years" cited for a floor on the weighted life)
    while another line of its block bounds the name's side, shares a word of the name and has a
    value in its unit ("Weighted life (minimum): 4 years"): a list gives a measure's floor and
    its cap, or two limits, each on its own line, and the other side's line is another setting.
    A sibling that shares no word with the name takes the figure only from a cited line that
    shares none either. Else None."""
    label = line_label(text, start)
    side = plan_kind(constraint.name)
    if label is None or side not in ("ceiling", "floor") or not is_limit(constraint):
        return None
    if _label_side(label) not in (None, side) and (own := _name_stems(constraint.name)):
        unit = unit_of(constraint)
        # (a line of the name's side that shares no word of it still takes the figure from a
        # cited line that shares none either: a name in one script, labels in another, as a
        # kikin's romaji `kitaiShuekiritsuKagen` beside "期待収益率 下限" and "リスク 上限")
        cited = bool(own & _label_stems(label))
        for other, value in sibling_labels(text, start):
            if (
                _label_side(other) == side
                and (own & _label_stems(other) or not cited)
                and any(in_unit(q, unit) for q in quantities(value))
            ):
                return label
    return None


#: a label or a name that bounds one holding of the book: "Single-deal stop-loss", "Per-acquirer
#: cap", "any one issuer", "each position"
_ONE_HOLDING_WORDS: Final = re.compile(
    # (a bucket is no holding: "single-peril", "single-country", "per annum")
    r"\b(?:single|per|each|individual|any\s+one)[\s-]+(?!period|annum|cent|year|month|day|"
    r"quarter|unit|peril|country|countries|sector|region|industr|currenc)[a-z]|\b(?:position|name|issuer|holding|deal|bond|stock|line)[\s-]+(?:level|"
    r"limit|cap)\b",
    re.IGNORECASE,
)
#: a label that bounds the book as a whole: "Aggregate downside if every deal broke", "Total
#: exposure across the book", "Combined …"
_WHOLE_BOOK_WORDS: Final = re.compile(
    r"\b(?:aggregate|total|combined|overall|across\s+the\s+(?:book|portfolio|fund)|every|"
    r"all\s+(?:deals|positions|holdings|names|bonds))\b",
    re.IGNORECASE,
)


def _narrower_line(text: str, start: int, constraint: Constraint) -> str | None:
    """The label of the value at `start` when its labelled line names a narrower part of what
    another line of its block names, with a value in the constraint's unit on the same side
    (`narrower_lines`: "Agricultural commodities, max." beside "Commodities, max."): the part's
    figure is not the whole class's limit."""
    label = line_label(text, start)
    if label is None:
        return None
    unit, side = unit_of(constraint), plan_kind(constraint.name)
    others = [
        other
        for other, value in sibling_labels(text, start)
        if any(in_unit(q, unit) for q in quantities(value)) and _label_side(other) in (None, side)
    ]
    return label if narrower_label(label, others, words(constraint.name).split()) else None


def _one_holdings_line(text: str, start: int, constraint: Constraint) -> str | None:
    """The label of the value at `start` when it stands on a labelled line that bounds one
    holding ("Single-deal stop-loss: 75bp") and the constraint's name, which no vocabulary
    knows, speaks of no one holding (`max_loss_to_break_bps`), while another line of the block
    bounds the book as a whole with a value in its unit ("Aggregate downside if every deal
    broke (maximum): 250bp"): a per-holding limit is another setting than the book's."""
    label = line_label(text, start)
    if label is None or _ONE_HOLDING_WORDS.search(label) is None:
        return None
    if _ONE_HOLDING_WORDS.search(words(constraint.name)) is not None:
        return None
    unit = unit_of(constraint)
    for other, value in sibling_labels(text, start):
        if _ONE_HOLDING_WORDS.search(other) is not None or not _WHOLE_BOOK_WORDS.search(other):
            continue
        if _BOUND_ON_LINE.search(f"{other}: {value}") and any(
            in_unit(q, unit) for q in quantities(value)
        ):
            return label
    return None


#: a horizon a label or a limit's name gives its measure: "one-day", "5-day", "10d", "daily",
#: "overnight", "weekly"
_HORIZON: Final = re.compile(
    r"\b(?:(?P<n>one|two|three|five|ten|twenty|\d{1,3})[\s_-]*(?:days?|d)|"
    r"(?P<daily>daily|overnight|intraday)|(?P<weekly>weekly))\b"
)
_HORIZON_WORDS: Final = {"one": 1, "two": 2, "three": 3, "five": 5, "ten": 10, "twenty": 20}
#: a party other than the book that sets a limit of its own on it: the prime broker ("PB house
#: leverage cap"), a clearing broker, a lender, an exchange
_OTHER_SETTER: Final = re.compile(
    r"\b(?:pb|prime[\s-]*brok\w*|clearing[\s-]+brok\w*|clearer|fcm|lender|brokers?['’]?s?|"
    r"exchange['’]s|custodian)\b",
    re.IGNORECASE,
)


def _horizons(words_: str) -> set[int]:
    """The horizons, in days, a label or a limit's name (as words) gives its measure."""
    found: set[int] = set()
    for m in _HORIZON.finditer(words_.lower()):
        if m.group("n") is not None:
            n = m.group("n")
            found.add(int(n) if n.isdigit() else _HORIZON_WORDS[n])
        else:
            found.add(1 if m.group("daily") else 5)
    return found


#: the side of a long/short book a label or a limit's name speaks of ("single-name long
#: weight", `max_single_name_short_weight`); "long-term", "short-dated", "long-only" name none
_BOOK_SIDE: Final = re.compile(
    r"\b(long|short)s?\b(?![\s-]*(?:term|dated|end|run|only|list|lived|haul|duration|rate))"
)


def _book_sides(words_: str) -> set[str]:
    """The sides of a long/short book ("long", "short") a label or a name (as words) names."""
    return {m.group(1) for m in _BOOK_SIDE.finditer(words_.lower())}


#: a stress scenario a label holds its figure under: "under stress", "stressed", "adverse
#: scenario"; es "en escenario de estrés", "estresado"; pt "em cenário de estresse"; it "in
#: condizioni di stress"; fr "sous stress"; de "im Stressszenario"
_STRESSED: Final = re.compile(
    r"\b(?:stress(?:ed)?|adverse\s+scenarios?|estr(?:é|e)s|estresad[oa]s?|estresse|stressat[oaie]|"
    r"stress\w*szenari\w*)\b",
    re.IGNORECASE,
)


def _qualified_sibling(text: str, start: int, subject: str, constraint: Constraint) -> str | None:
    """The label of the value at `start` when it stands on a labelled line of a list that names
    the constraint's subject with a qualifier that sets it apart from the limit the constraint
    records — a horizon its name does not give ("Five-day liquidity" for a one-day liquidity
    floor), another party that sets it ("PB house leverage cap"), the other side of a
    long/short book ("Largest long position" for `maxShortPositionWeight`), or a stress scenario
    its name does not say ("Liquidez en escenario de estrés" beside "Liquidez para el pago de
    mesadas": the floor held only under stress is no plain floor) — while another line of the
    block labels the same subject without it, with a value in its unit; else None."""
    label = line_label(text, start)
    if label is None:
        return None
    unit = unit_of(constraint)
    wanted = _horizons(words(constraint.name))
    own_horizons = _horizons(label)
    other_horizon = bool(wanted and own_horizons and not (wanted & own_horizons))
    setter = _OTHER_SETTER.search(label) is not None
    side, own_side = _book_sides(words(constraint.name)), _book_sides(label)
    other_side = bool(side and own_side and not (side & own_side))
    stressed = bool(_STRESSED.search(label)) and not _STRESSED.search(words(constraint.name))
    if not (other_horizon or setter or other_side or stressed):
        return None
    for other, value in sibling_labels(text, start):
        named = {name for _, _, name in subject_mentions(other.replace("_", " "))}
        if subject not in named or not any(in_unit(q, unit) for q in quantities(value)):
            continue
        if other_horizon and wanted & _horizons(other):
            return label
        if setter and _OTHER_SETTER.search(other) is None:
            return label
        if other_side and side & _book_sides(other):
            return label
        if stressed and not _STRESSED.search(other):
            return label
    return None


#: a word of a labelled line that makes its figure a bound: "(maximum)", "limit", "cap", "not to
#: exceed", "≤" ("Target volatility", "Average margin-to-equity", "Cash held at the FCM" name none)
_BOUND_ON_LINE: Final = re.compile(
    r"\b(?:max\w*|min|mins|minimum|minima|limit\w*|caps?|capped|ceilings?|floors?|floored|hard|"
    r"at\s+(?:most|least)|up\s+to|no\s+(?:more|less)|not\s+(?:to\s+)?(?:exceed|fall|go|be)\w*|"
    r"never\s+(?:exceed|fall|above|below)\w*|restrict\w*|permitted|allowed)\b|[≤≥<>]|"
    # (... as Japanese writes a bound: 上限, 下限, 最大, 最低)
    r"上限|下限|最大|最低|"
    # (... and as Finnish does, in full or abbreviated: "enintään", "enint.", "korkeintaan",
    # "vähintään", "väh.", "yläraja", "alaraja")
    r"(?<!\w)(?:enint|v(?:ä|a)h)\.|\b(?:enint(?:ä|a)(?:ä|a)n|korkeintaan|v(?:ä|a)hint(?:ä|a)(?:ä|a)n|"
    r"yl(?:ä|a)raj\w*|alaraj\w*)\b",
    re.IGNORECASE,
)
#: a labelled line that names its figure an aim or a typical level: "Target …", "Planned …"
_AIM_LABEL: Final = re.compile(
    r"^\W*(?:the\s+)?(?:target(?:ed)?|aim(?:ed)?|planned|expected|typical|average|avg|budgeted|"
    r"normal|indicative)\b",
    re.IGNORECASE,
)
#: a constraint whose name says it is an aim or a typical level, not a bound
_AIM_NAMED: Final = re.compile(r"\b(?:target\w*|aim\w*|typical|average|avg|mean|expected)\b")


def _unbound_beside_bound(
    text: str, start: int, subject: str | None, constraint: Constraint
) -> str | None:
    """The label of the value at `start` when its labelled line says no bound ("Target
    volatility: 12 %", "Average gross leverage in 2024: 2.2x", "Cash held at the FCM: 15 %")
    and another line of its block gives the constraint's subject as a bound with a value in its
    unit ("Ex-ante volatility (maximum): 10 %"), else None: a programme's key terms print the
    limit beside an aim, an average or a holding of the same subject, and only the line that
    says a bound states the limit. A subject no vocabulary knows (`subject` None) is named by
    the words of the constraint's name both lines share ("Planned hedge overlay: 40 %" beside
    "Hedge overlay (hard cap): 60 %" for `maxHedgeOverlay`)."""
    label = line_label(text, start)
    if label is None or _AIM_NAMED.search(words(constraint.name)):
        return None
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", start)
    if _BOUND_ON_LINE.search(text[line_start : len(text) if line_end < 0 else line_end]):
        return None
    unit = unit_of(constraint)
    own = _name_stems(constraint.name)
    # a line that names itself an aim ("Target margin-to-equity: 12 %") cited for a name that
    # says its side of a bound (`min_equity_away_from_fcm`) is the aim's, when a line of the
    # block bounds that side in the unit, whatever words the two share
    side = _label_side(words(constraint.name)) if _AIM_LABEL.match(label) else None
    if subject is None and side is None and not (own and own & _label_stems(label)):
        return None
    for other, value in sibling_labels(text, start):
        if not _BOUND_ON_LINE.search(f"{other}: {value}"):
            continue
        if side is not None and _label_side(other) == side:
            of_it = True
        elif subject is None:
            of_it = bool(own & _label_stems(other))
        else:
            # (a known subject's line may be named by the limit's own words where the
            # vocabulary reads none: "Any one hedge fund manager (max)" for a manager cap)
            of_it = subject in {
                name for _, _, name in subject_mentions(other.replace("_", " "))
            } or bool(
                own & _label_stems(other)
                and not subject_mentions(other.replace("_", " "))
                and _label_side(other) in (None, _label_side(words(constraint.name)))
            )
        if of_it and any(in_unit(q, unit) for q in quantities(value)):
            return label
    return None


def _was_then_now(
    sentence: str, here: int, there: int, others: list[Quantity], constraint: Constraint
) -> bool:
    """Whether the value at `here`–`there` is said with "was" and a later value of the sentence,
    in the constraint's unit and of another amount, is said to hold now ("Limit on issuer
    weight: was 12 %, now 8 %", "the floor was 3 % and currently stands at 5 %"): the words
    between them are read as the later sentence `said_as_past` reads (`polarity`)."""
    unit = unit_of(constraint)
    own = [v for q in quantities(sentence[here:there]) for v in in_unit(q, unit)]
    return any(
        q.start >= there
        and (values := in_unit(q, unit))
        and not any(same(v, w) for v in values for w in own)
        and said_as_past(sentence, here, there, later=sentence[there : q.start])
        for q in others
    )


def _superseded_later(
    text: str,
    start: int,
    end: int,
    constraint: Constraint,
    as_of: date | None,
    rebalancing: bool = False,
) -> str | None:
    """The later sentence of `text` (past a full stop, a semicolon, a line or a bullet) that
    replaces the value at `start`–`end`, or None: one that changes the limit ("The limit was
    5 %. The board has since raised it to 7 %.", "… cut it to 4 % this morning"), or restates
    it with another value when this one is said as past ("originally 6 %"). A later sentence
    about another subject, or one that only supposes a value or gives one taking effect later,
    replaces nothing."""
    unit, subject = unit_of(constraint), subject_of(constraint.name)
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    own = [v for q in quantities(text[start:end]) for v in in_unit(q, unit)]
    bounds = [last, *(m.end() for m in _SENTENCE_END.finditer(text, last)), len(text)]
    for a, b in itertools.pairwise(bounds):
        sentence = text[a:b].replace("_", " ")
        named = {name for _, _, name in subject_mentions(sentence)}
        if (named and subject not in named) or hypothetical(sentence):
            continue
        for q in quantities(sentence):
            values = in_unit(q, unit)
            if not values or any(same(v, w) for v in values for w in own):
                continue
            if takes_effect_later(sentence, q.start, q.end, as_of, rebalancing=rebalancing):
                continue
            past = said_as_past(text[first:last], start - first, end - first, later=sentence)
            # ... or what a source had, before a sentence holding now ("The 2021 policy had
            # 31 %. Since 1 April 2024 the upper limit is 23 %.", `source_history`)
            past = past or (
                held_by_source(text[max(first, start - 80) : start]) and holds_now(sentence)
            )
            # ... naming the subject, or referring back to it ("wants it at 25 %", "the upper
            # limit is 23 %", "…, and that is the version in force")
            restated = subject in named or (
                not named and (refers_back(sentence) or of_the_limit_spoken_of(sentence))
            )
            # ... or declaring its own value the one in force now ("The Board approved 10 %,
            # effective immediately", "AIP-19, which supersedes AIP-12, sets it to 40 %")
            declared = declares_in_force(sentence, q.start) and (restated or not named)
            if changed_to(sentence[: q.start]) or (past and restated) or declared:
                return sentence.strip()
    return None


#: words that give a value as the new one: "make it 4 %", "go with 4 %", "new limit", "now 4 %"
_NEW_VALUE: Final = re.compile(
    r"\b(?:make\s+(?:it|that)|go(?:ing)?\s+with|let['’]?s\s+(?:do|use|say|go)|use|new|now|"
    r"instead|change[ds]?\s+to|moved?\s+to|set\s+(?:it\s+)?(?:at|to)|agreed|confirmed)\b"
)


def _restated(
    text: str, first: int, last: int, value: str, constraint: Constraint, *, said: bool = False
) -> bool:
    """Whether `text[first:last]` states another value of the constraint's limit, in force:
    written in a unit (a date's or an account's bare numbers state no limit), of its subject or
    of none named; with `said`, in a clause that says it is a limit ("+1, we hold 4 % in most
    names" answers a quoted cap without replacing it)."""
    unit = unit_of(constraint)
    for q in quantities(text[first:last]):
        held = in_unit(q, unit)
        # a bare number states a limit only as a config key's value ("te_bps": 250)
        keyed = key_before(text, first + q.start) is not None
        if not held or (
            q.form == "plain" and unit in ("fraction", "bps", "multiple") and not keyed
        ):
            continue
        amount = number(constraint.value)
        if amount is not None and any(same(v, amount) for v in held):
            continue
        at, to = first + q.start, first + q.end
        if _REPLACED_BEFORE.search(text[max(0, at - 30) : at]):
            continue  # "(not 9 %)": the value the writer sets aside restates nothing
        if said and not _limit_said(text, at, to):
            continue
        if text[at:to] != value and stated_of(text, at, to, constraint, replaced=False) is None:
            return True
    return False


def _limit_said(text: str, start: int, end: int) -> bool:
    """Whether the clause holding `start`–`end` says its value is a limit (an operator, a
    limit noun, a modal) or a new value ("make it", "go with", "new", "now")."""
    first = max((m.end() for m in _OBSERVED_PART_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _OBSERVED_PART_END.finditer(text, end)), len(text))
    line_start = text.rfind("\n", 0, start) + 1
    clause = text[max(first, line_start) : last].lower()
    return bool(_LIMIT_SAID.search(clause) or _NEW_VALUE.search(clause))


#: what each way a thread leaves a value out of force (`utterances.not_current`) is said as
_NOT_CURRENT: Final[dict[NotCurrent, str]] = {
    "struck": (
        "is struck through, deleted by an edit (or on a document's deleted side: a redline's "
        "deletion, a figure struck by hand, a draft the signed version replaces); it is not a "
        "value in force"
    ),
    "turned down": "was put up for a decision the thread turns down; it is not in force",
    "supposed": "is only supposed (a condition nobody has agreed); it is not in force",
}


#: what each way a message sets a figure against the one that holds (`set_against`) is said as
_SET_AGAINST: Final[dict[SetAgainst, str]] = {
    "another's": "is someone else's figure, set against the client's own; it is not in force",
    "wished": "is only what the writer would like, and a rule they name overrides it",
    "refused": "is a level someone asked for and was refused; it is not in force",
}


def _not_current(text: str, start: int, end: int, constraint: Constraint) -> str | None:
    """The problem when a thread's structure (`utterances`) leaves the value at `start`–`end` out
    of force: struck through, turned down by a poll or a reply, only supposed, or replaced by
    what an edit or a newer mail in the chain says of the same limit; else None."""
    said = text[start:end]
    why = not_current(text, start, end)
    if why is not None:
        return f"{said!r} {_NOT_CURRENT[why]}"
    if proposal_refused(text, start, end):
        return f"{said!r} was only put forward on the call and the next speaker turned it down"
    edited = ((first, last, False) for first, last in edits_after(text, start, end))
    answered = ((first, last, True) for first, last in replies_to(text, start, end))
    # the mails above an older one of a chain pasted without ">" (`mail_chains`)
    above = ((first, last, True) for first, last in newer_mails(text, start, end))
    # a transcript: another speaker's turn that contradicts it, or the colleague deferred to
    overruled = ((first, last, True) for first, last in overruling_turns(text, start, end))
    # ... or its speaker takes it back in the next sentence ("Actually no — ignore that, …")
    retracted = [(*back, False)] if (back := taken_back(text, start, end)) is not None else []
    # ... or the text calls it wrong, after it or in its block's lead-in (`called_wrong`)
    wrong = ((first, last, False) for first, last in called_wrong_after(text, start, end))
    for first, last, reply in itertools.chain(edited, answered, above, overruled, retracted, wrong):
        if _restated(text, first, last, said, constraint, said=reply):
            return (
                f"{said!r} is replaced by what is written after it (“{text[first:last].strip()}”:"
                " an edit, a newer mail in the chain, or a later speaker's correction); it is "
                "not the value in force"
            )
    return None


def _without_share_bases(sentence: str, name: str) -> str:
    """`sentence` with the bases written after its share figures blanked out, offsets kept
    ("5 % of the sector" reads "5 %" and spaces): what a share is of names no subject of it.
    A base the limit's name names beside a subject of its own is kept: the limit is measured
    against it (a single stock's cap `singleStockSectorCap` written "4 % of the sector",
    `other_bases.names_base`); a name that is only the base's (`max_sector_weight`) is not."""
    chars = list(sentence)
    own = [w for w in words(name).split() if w not in _NAME_FILLER]
    for start, end in figure_bases(sentence):
        base = sentence[start:end]
        if names_base(words(name), base) and any(not names_base(w, base) for w in own):
            continue
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _part_subjects(sentence: str, part_start: int, part_end: int) -> set[str]:
    """The subjects a clause of `sentence` names. A phrase of the sentence that runs across the
    clause's comma names its own subject, not what its words in the clause name alone: "Net
    DV01, any single tenor bucket: ≤ $300k" names the bucket's DV01, no single position."""
    whole = subject_mentions(sentence)
    named: set[str] = set()
    for start, end, name in subject_mentions(sentence[part_start:part_end]):
        start, end = start + part_start, end + part_start
        across = next(
            (n for s, e, n in whole if s <= start and end <= e and (s, e) != (start, end)), None
        )
        named.add(across if across is not None and across != name else name)
    return named


def _same_limit_or_none(sentence: str, constraint: Constraint) -> bool:
    """Whether `sentence` names the constraint's subject or no subject at all (its figure then
    speaks of the limit the sentence before named)."""
    first = next(_SENTENCE_END.finditer(sentence), None)
    said = sentence[: first.start() if first else len(sentence)].replace("_", " ")
    named = {name for _, _, name in subject_mentions(said)}
    return not named or subject_of(constraint.name) in named


def _names_no_other(clause: str, cited: str) -> bool:
    """Whether `clause` names no subject the cited figure's clause `cited` does not name: two
    figures said of the same words are figures of one limit, whatever subject a vocabulary
    reads in those words."""
    named = {name for _, _, name in subject_mentions(clause.replace("_", " "))}
    return named <= {name for _, _, name in subject_mentions(cited.replace("_", " "))}


def _period_of(
    subject: str | None, sentence: str, here: int, there: int, unit: str | None = None
) -> bool:
    """Whether the figure at `here`–`there` of `sentence` counts the period of a limit counted
    in days, in any period `limit_lexicon_maturity.period_of` reads ("60 days", "45d", "3.5
    years", "18 months", "tenors up to 6M"): the limit's value is that period in days. A limit
    is counted in days by its subject, or by its own unit when its subject is a share the days
    cover (`min_liquidity_days`: the days of outflows a cash buffer meets, whatever the outflows
    are called beside the figure)."""
    number = re.match(r"[^\d]*\d[\d.,]*", sentence[here:there])
    return (
        DAYS in (UNITS.get(subject or ""), unit)
        and number is not None
        and period_of(sentence.lower(), here, here + number.end()) is not None
    )


def stated_of(
    text: str,
    start: int,
    end: int,
    constraint: Constraint,
    *,
    replaced: bool = True,
    as_of: date | None = None,
    rebalancing: bool = False,
) -> str | None:
    """None when the value found at `start`–`end` is stated of the constraint's subject and is
    still in force; else the problem. The value's sentence must mention the constraint's
    subject when it mentions any ("Cash may not exceed 5 %" states no position cap), and a
    value the same sentence replaces with another ("we used to cap it at 4 %; it is now 5 %")
    is superseded (checked unless `replaced` is False), as is one a later sentence replaces
    ("The limit was 5 %. The board has since raised it to 7 %."). A value that takes effect
    after `as_of`, the plan's decision date ("from 1 July 2027 it falls to 8 %", "from the next
    rebalance"), is not in force yet — unless the plan is itself that rebalance (`rebalancing`,
    `plan_occasions`)."""
    text = spoken_punctuation(text)  # a voice note's "comma", "full stop" are its marks
    subject = subject_of(constraint.name)
    first = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    last = next((m.start() for m in _SENTENCE_END.finditer(text, end)), len(text))
    # what holds of a limit whatever its subject: a value a question asked for and the answer
    # refused, a level reported rather than set, the end of a band its side is not bound by
    if refused(text, start, end):
        return (
            f"{text[start:end]!r} is what a question asked for, and the answer refuses it; it "
            "is not a value in force"
        )
    if within_outside_voice(text, start, end):  # `outside_voices`
        return (
            f"{text[start:end]!r} is reported of an outside voice (research, the press, another "
            "house); it is not the requester's value"
        )
    if given_for_comparison(text, start, end) or of_former_vehicle(text, start, end):
        return (
            f"{text[start:end]!r} is given only for comparison (a peer's or another vehicle's "
            "figure); it is not this account's limit"
        )
    aside = set_against(text, start, end)  # `set_against`
    if aside is not None:
        return f"{text[start:end]!r} {_SET_AGAINST[aside]}"
    # a change a later decision reverses: its new value is out of force, its old one holds
    # again (`reversals`)
    reversal = reversed_change(text, start, end)
    if reversal == "new":
        return (
            f"{text[start:end]!r} is the value a change gave, and a later sentence reverses "
            "that change; the earlier value holds again"
        )
    if reversal == "old":
        replaced = False  # the value the reversed change replaced is in force again
    current = _not_current(text, start, end, constraint) if reversal is None else None
    if current is not None:
        return current
    # a record's own marks: a diff's old side, an unticked option, a refused change request
    record = set_aside_by_record(text, start, end)
    if record is not None:
        return f"{text[start:end]!r} {record}"
    # a system's output: the exposure, utilisation or warning level beside the limit, a rule
    # out of force, an ended override's level (`limit_roles`)
    role = not_the_limit(text, start, end) if is_limit(constraint) else None
    if role is not None:
        return f"{text[start:end]!r} {role}"
    # a monitoring table's observed column, a change table's prior column, a level a report
    # says the book was measured at (`monitored_levels`)
    column = not_a_limit_column(text, start, end) if is_limit(constraint) else None
    if column is not None:
        return f"{text[start:end]!r} {column}"
    if of_peer_group(text, start, end):  # `peer_statistics`
        return (
            f"{text[start:end]!r} is a peer group's figure (a median, an average, what peers "
            "run), not this account's own value"
        )
    if is_limit(constraint) and law_beside_own(text, start, end, constraint.rationale):
        return (  # `legal_limits`
            f"{text[start:end]!r} is the law's outer limit, quoted beside the fund's own "
            "stricter line; the fund's own rule is the one that binds"
        )
    if (is_limit(constraint) and measured_at(text, start, end)) or (
        # ... or said so in another language of a fund's reports, a limit set against it in the
        # same sentence (`reported_levels_europe`): of a bound counted in days too
        (is_limit(constraint) or names_a_bound(constraint.name))
        and reported_against_limit(text, start, end)
    ):
        return (
            f"{text[start:end]!r} is a level a report says the book was measured at, not the limit"
        )
    if (
        is_limit(constraint)
        and exception_level(text, start, end)
        and not about_an_exception(constraint.name)
    ):
        return (  # `exception_levels`
            f"{text[start:end]!r} is the level of an exception (a carve-out for a part, or an "
            "excess someone may grant), not the standing limit"
        )
    if source_lapsed(text, start, end):
        return (
            f"{text[start:end]!r} is what a source said that the text marks as out of force "
            "(superseded, withdrawn, repealed); it is not the value in force"
        )
    if lapsed(text, start, end):
        return (
            f"{text[start:end]!r} is said of a time that is over (an expired exception, an "
            "ended phase); it is not the value in force"
        )
    version = of_replaced_version(text, start, end)  # `supersession`
    if version is not None:
        return (
            f"{text[start:end]!r} is given to {version}, a version the text says another "
            "replaces; it is not the value in force"
        )
    following = next_sentence(text, end)  # a sentence ending on its figure (`counterfactuals`)
    after = text[last : last + 200].lstrip(";.!? \n")
    own = text[first:last]  # a turning-down of another source's figure leaves this one
    if (
        disowning_next(text[last : last + 200])
        and not _nearer_figure(text, end, last, constraint)
        and not disowns_elsewhere(after, own)
    ) or (following and disowning_next(following) and not disowns_elsewhere(following, own)):
        return (
            f"the sentence after “{text[first:last].strip()}” disowns {text[start:end]!r} "
            "(replaced, someone else's figure, turned down or unlike the client's own)"
        )
    if (
        ours_set_against(after)
        and not _nearer_figure(text, end, last, constraint)
        and _same_limit_or_none(after, constraint)
    ):
        return (
            f"the sentence after “{text[first:last].strip()}” sets the writer's own figure "
            f"against {text[start:end]!r}; it is someone else's"
        )
    if not_taken_up(text[end : end + 160]):  # `disowned`: "…, which we did not carry over"
        return (
            f"{text[start:end]!r} is followed by a clause saying the writer did not take it up; "
            "it is not the value in force"
        )
    if is_limit(constraint) and _observed(text[first:last], start - first, end - first):
        return (
            f"“{text[first:last].strip()}” reports {text[start:end]!r} as a level something is "
            "at, not as a limit"
        )
    if restored_by_undo(text, start, end):
        # the old value of an undone change holds again: the change's own words ("raise …
        # from 2 % to 3.2 %") no longer frame it as a range's end or a replaced value
        text = in_force(text)
    problem = _range_end(text, start, end, constraint) or _other_side(text, start, end, constraint)
    if problem is not None:
        return problem
    # a constraint whose subject no vocabulary knows ("level1Floor") is still read for whose
    # value it is and whether it is in force; only the checks of its subject are left out
    # a field name written in the text ("max_gross_leverage": 2) names its subject in words
    sentence = text[first:last].replace("_", " ")
    if subject == HOLDINGS_COUNT:
        # "we stay at 10 names": of a limit on their number, the names are what it counts
        sentence = without_counted(sentence)
    # the clause holding the value says whose value it is when it names anyone ("the position
    # cap is 5 %, and gross leverage at most 2x"; one field of a JSON object); else the sentence
    here, there = start - first, end - first
    # (a comma inside a bracketed aside is the aside's own, no clause end: "desk VaR (99%,
    # 1-day) cut to $16mm" keeps the VaR in the figure's clause)
    parted = _ASIDE.sub(lambda m: re.sub(r"[,;]", " ", m.group(0)), sentence)
    part_start = max((m.end() for m in _CLAUSE_END.finditer(parted, 0, here)), default=0)
    part_end = next((m.start() for m in _CLAUSE_END.finditer(parted, there)), len(parted))
    # (a bracketed aside after the figure that gives a figure of its own reports another
    # measure, not the figure's subject: "inside the policy ceiling of 15 % (tracking error
    # 2.1 %, no breaches)")
    reported = next(
        (
            m.start()
            for m in _ASIDE.finditer(sentence, there)
            if re.match(r"\s*\(", sentence[there : m.start() + 1]) and re.search(r"\d", m.group(0))
        ),
        None,
    )
    if reported is not None:
        part_end = min(part_end, reported)
    # a relation's figure bounds its own left side, whatever else its clause names ("w_i ≤
    # 0.08 … and the weight of industry s ≤ 0.3", `math_relations`)
    related = relation_subjects(sentence, here)
    # (a share's base names its denominator, not what the share bounds: "any one vessel at 15
    # per cent of net loan exposure" is no net-exposure figure, `share_bases.figure_bases`)
    unbased = _without_share_bases(sentence, constraint.name)
    # (a heading's topic is no subject when the body under it names its own,
    # `clause_headings`)
    body = body_start(unbased, here)
    named = (
        set(related)
        or _part_subjects(unbased, max(part_start, body), part_end)
        or {name for at, _, name in subject_mentions(unbased) if at >= body}
        # a line of a YAML block is about what the keys above it name ("cash:" / "max: 0.05")
        or {name for _, _, name in subject_mentions(" ".join(key_path(text, start)))}
        # an answer on a call is about what the question asked ("And on cash?" "At least 5 %.")
        or {name for _, _, name in subject_mentions(_asked(text, start))}
    )
    if _period_of(subject, sentence, here, there, constraint.unit) and subject in {
        name for _, _, name in subject_mentions(sentence[part_start:part_end])
    }:
        # a period (days, months, years) is of the limit counted in days its clause names,
        # whatever share qualifies it nearer the figure ("WAM on reinvested cash collateral ≤
        # 60 days", "the average maturity of the cash pool: 45d"): no share is counted in days
        named = {subject}
    elif (
        constraint.unit == DAYS
        and _period_of(subject, sentence, here, there, constraint.unit)
        and not any(UNITS.get(n) == DAYS for n in named)
        and subject in {name for _, _, name in subject_mentions(sentence)}
    ):
        # ... and of a limit counted in days by its own unit (`min_liquidity_days`), named
        # anywhere in the sentence when the figure's own clause names only shares, which no
        # period is ("the cash buffer for margin calls, at least 20 banking days of collateral
        # calls": the calls are what the days cover)
        named = {subject}
    if (
        subject == HOLDINGS_COUNT
        and "max_position_weight" in named
        and counted_after(text, end)
        # (a count on a line of a list whose label names no count, beside a line that does, is
        # that line's setting's: `counted_lines`)
        and not count_of_another_line(text, start, subject)
    ):
        # a figure that counts holdings by their noun ("no less than 32 issuers", "40 nombres")
        # is a count: the holdings its clause names ("the diversification floor (issuers)") are
        # what it counts, no single position's weight
        named = (named - {"max_position_weight"}) | {subject}
    if (
        subject == "max_position_weight"
        and ACQUIRER_NAME in named
        and buyer_is_debtor(words(constraint.name), sentence)
    ):
        # "the largest single-buyer exposure" cited for `singleObligorCap`: a trade buyer owes
        # the receivable, one obligor (`limit_lexicon_merger_arb.buyer_is_debtor`)
        named = (named - {ACQUIRER_NAME}) | {subject}
    if "other_limit" in named and issuer_group_of_position(constraint.name, sentence, here):
        # "the Fund's investment in any one obligor group" cited for `issuerConcentrationCap`:
        # one issuer counted with its affiliates (`limits.issuer_group_of_position`)
        named = (named - {"other_limit"}) | {subject or "other_limit"}
    # (the name's words are looked for in the figure's own clause when that clause names a
    # subject of its own: "cash buffer 5 pct, volatility 8 pct" gives 8 pct to volatility,
    # though the sentence says every word of `cashBufferFloor`)
    worded = (
        sentence[part_start:part_end]
        if not related and _part_subjects(sentence, part_start, part_end)
        else sentence
    )
    if (
        named
        and subject is not None
        and subject not in named
        and not _says_every_word(worded, constraint.name)
        # (a clause that says every word of the name states its value, whatever subject a
        # vocabulary reads in either: "the position in any one contract as a share of its open
        # interest" for `max_open_interest_share`, `lexical_subjects.said_in_words`)
        and not said_in_words(constraint.name, sentence[part_start:part_end])
    ):
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} of {', '.join(sorted(named))}, "
            f"not of {subject}"
        )
    # a peril's share or a PML stated of another peril, region or return period than the
    # constraint's name ("Japan quake cap: 20 %" cited for `usWindLimit`, `limit_lexicon_ils`)
    if subject in SCOPED and other_scope(words(constraint.name), "", text, start, end):
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} of another peril, peril region or "
            f"return period than {constraint.name}"
        )
    # a list of labelled settings gives each value to its own label: one whose label names no
    # subject ("• Bond allocation: 40 %") is another setting's when another line of its block
    # labels the constraint's subject ("• Cash allocation (minimum): 5 %", `field_labels`)
    own_line = line_label(text, start)
    if own_line is not None and _another_member(constraint.name, own_line):
        return (
            f"{text[start:end]!r} is the value of “{own_line}”, the line of another member of "
            f"the series (fund, sleeve, class) than the one {constraint.name} names"
        )
    setting = (
        None
        if subject is None
        else _qualified_sibling(text, start, subject, constraint)
        if named
        else _another_setting(text, start, subject, constraint)
    )
    if setting is None and is_limit(constraint):
        setting = _unbound_beside_bound(text, start, subject, constraint)
    if setting is None:
        setting = _worded_sibling(text, start, constraint, subject)
    if setting is None:
        setting = _sided_sibling(text, start, constraint)
    if setting is None and subject is None:
        setting = _one_holdings_line(text, start, constraint)
    if setting is None:
        setting = _narrower_line(text, start, constraint)
    if setting is not None and not _names_as_much_as_any_sibling(text, start, constraint):
        return (
            f"{text[start:end]!r} is the value of “{setting}”, another setting of its list than "
            f"the one of {subject or constraint.name}"
        )
    # a share of a company's accounts or a levy's rate ("below 5 % of revenue", "zakat at
    # 2.5 %") measures no part of the book (`other_bases`)
    clause = sentence[part_start:part_end]
    elsewhere = measured_elsewhere(clause, here - part_start, there - part_start)
    based = base_after(clause, there - part_start)
    if based is not None and (
        names_base(words(constraint.name), based[0])
        or base_defined_before(clause[: here - part_start], based[0])
    ):
        # "50bp of market cap" cited for `mcapShareCap`, "one lessee's share of rent … 20 % of
        # annual rent" for a lessee cap: the limit's own base
        elsewhere = None
    if (
        is_limit(constraint)
        and elsewhere is not None
        and (elsewhere.startswith("a share") or (subject is not None and subject not in named))
    ):
        return (
            f"“{sentence.strip()}” gives {text[start:end]!r} as {elsewhere}, not as a limit on "
            "the portfolio"
        )
    # a geographic figure of the other grain: a region's row cited for a country cap
    grain = other_grain(words(constraint.name), sentence[part_start:part_end])
    if subject == "max_country_weight" and grain is not None:
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} of a {grain}, not of the "
            f"{'region' if grain == 'country' else 'country'} {constraint.name} names"
        )
    if (
        subject == "max_position_weight"
        and _aggregate_of_many(sentence[part_start:part_end])
        and not _names_a_sum(constraint.name)
    ):
        return (
            f"“{sentence.strip()}” states {text[start:end]!r} of a sum over several holdings, "
            "not as the limit of one position"
        )
    if illustrative(text, start, end):  # `illustrations`: "e.g. a book at 30 % would breach it"
        return (
            f"“{sentence.strip()}” gives {text[start:end]!r} only as an illustration of a level "
            "a book might be at; it is not the limit"
        )
    if (
        (hypothetical(_turned_to(sentence, here)) and hypothetical_at(sentence, here, there))
        or supposed_before(sentence[part_start:here])
        or conditional_step(sentence[:here])
    ):
        return (
            f"“{sentence.strip()}” only supposes or proposes {text[start:end]!r}; it is not a "
            "value in force"
        )
    if takes_effect_later(sentence, here, there, as_of, rebalancing=rebalancing):
        return (
            f"“{sentence.strip()}” gives {text[start:end]!r} as a value that takes effect later; "
            "it is not the limit in force"
        )
    until = held_until(sentence, here, there, as_of)
    if until is not None:
        return (
            f"“{sentence.strip()}” gives {text[start:end]!r} as holding until {until:%d %b %Y}, "
            "before the decision date; it is not the limit in force"
        )
    footnote = _footnote_scope(text, start, end, unit_of(constraint))
    if footnote is not None:
        return (
            f"{text[start:end]!r} carries a footnote that narrows it to a part of its subject "
            f"(“{footnote}”); it is not the limit of the whole"
        )
    note = in_other_vehicles_note(text, start, end, unit_of(constraint))
    if note is not None:
        return (
            f"{text[start:end]!r} is in a footnote that gives it to another vehicle (“{note}”); "
            "the figure the footnote is marked on is this account's"
        )
    if (
        _other_scope(text, start, end, constraint)
        or _other_vehicle_beside(text, start, end, constraint)
        or _other_vehicle_sentence(text, start, end, constraint)
        # a pasted table's row of another fund, beside this fund's row (`vehicle_rows`)
        or in_another_funds_row(text, start, end, unit_of(constraint))
        # another numbered vintage of the fund family than this one (`fund_vintages`)
        or another_vintage(text, start, end)
        # another plan of the sponsor, beside the one the sentence marks as at hand ("…; in
        # the DB plan, which is the case here, it is 9 %", `vehicle_at_hand`)
        or other_vehicle_than_marked(
            text, start, end, lambda q: bool(in_unit(q, unit_of(constraint)))
        )
    ):
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
        if (
            not asserted_over_negated(sentence, end - first)
            and (
                _PAST.search(sentence[part_start:part_end].lower())
                or past_part(sentence, here, end - first)
                or _CLAUSE_PAST.search(sentence[:here].lower())
                or _REPLACED_BEFORE.search(sentence[max(0, here - 30) : here])
                # (an amendment's words may run long: '"48 %", shall be deleted and replaced by')
                or _REPLACED_AFTER.match(sentence[end - first : end - first + 50])
                or _read_anew_after(sentence, end - first, others, constraint, as_of, rebalancing)
                # "was 12 %, now 8 %": a value said with "was" before one said to hold now
                or _was_then_now(sentence, here, end - first, others, constraint)
            )
        ):
            return (
                f"“{sentence.strip()}” gives {text[start:end]!r} as what used to hold and "
                "states another value in its place"
            )
    later = _superseded_later(text, start, end, constraint, as_of, rebalancing)
    if later is not None:
        return f"a later sentence, “{later}”, replaces {text[start:end]!r} with another value"
    # of two figures of the limit, the one the passage puts in force (`rival_figures`)
    rival = (
        rival_in_force(
            text,
            start,
            end,
            unit_of(constraint),
            lambda clause, cited: (
                _same_limit_or_none(clause, constraint)
                or _names_no_other(clause, cited)
                or _says_every_word(clause, constraint.name)
            ),
        )
        if is_limit(constraint)
        else None
    )
    if rival is not None:
        return (
            f"{text[start:end]!r} is set against {rival!r}, which the text puts in force (it "
            "persists, replaces it, is the document in force's or the writer's own); "
            f"{text[start:end]!r} is not the value in force"
        )
    return None


#: a contrast that turns from what is only supposed or wished to what holds: "if it were up to
#: me I'd do 2 %, but the IMA says 5 %"
_TURN: Final = re.compile(
    r"\b(?:but|however|whereas|though|although|yet|"
    # ... and the German, Danish and Norwegian "but"
    r"aber|jedoch|doch|men|dog|"
    # ... and the French and Polish "but" (the French "mais" after its comma: the Portuguese
    # "mais" is "more")
    r"(?<=,\s)mais|toutefois|cependant|ale|lecz|jednak|"
    # ... or from a proposal to the other side's reply: "we proposed 30 %, their counsel replied
    # that 20 % stays", "the desk suggested 3x; Risk came back with 2x"
    r"(?:replied|responded|answered|rejoined|countered|came\s+back)(?:\s+(?:that|with))?|"
    # ... or from a proposal turned down to what follows from it: "the Committee did not
    # approve the proposal, so the limit remains 200 bps" (`consequences`)
    rf"{CONSEQUENCE})\b",
    re.IGNORECASE,
)


#: a new sentence between two figures: a full stop, or a bracketed sentence opening after one
#: ("… at 15 %. (The 2022 OM allowed 22.5 %; that document is superseded.)")
_NEW_SENTENCE: Final = re.compile(r"[.!?]\s*[(\[]|[.!?]\s+[A-Z]|\n")


def _nearer_figure(text: str, end: int, last: int, constraint: Constraint) -> bool:
    """Whether another figure of the constraint's unit, in a sentence of its own, stands
    between the value ending at `end` and the sentence after it (which ends at `last`): a
    pointer back in that sentence ("that document is superseded") points at the nearer figure,
    not at this one."""
    unit = unit_of(constraint)
    return any(
        in_unit(q, unit) and _NEW_SENTENCE.search(text, end, end + q.start) is not None
        for q in quantities(text[end:last])
    )


def _turned_to(sentence: str, here: int) -> str:
    """The part of `sentence` a value at `here` is said in, past the last contrast before it:
    what the sentence only supposes before "but" is not said of the value after it."""
    turn = max((m.end() for m in _TURN.finditer(sentence, 0, here)), default=0)
    # ... or to a clause that keeps its value in force: "…, and the limit remains 120 %"
    turn = max(turn, standing_clause_start(sentence, here))  # `standing_values`
    # ... or to the clause after one saying a proposal was adopted: "respondents supported the
    # proposal, and the cap will be 25 %" (`standing_values`)
    turn = max(turn, adopted_clause_start(sentence, here))
    # ... or past a clause naming a draft only as what lacked the figure (`draft_gaps`)
    return sentence[max(turn, gap_filled_from(sentence, here)) :]


def _asked(text: str, at: int) -> str:
    """The question a transcript's turn holding `at` answers (`transcripts`), or the labelled
    question of a questionnaire's answer ("Q 7.3: …?" "A: 40 %", `qa_pairs`), else nothing."""
    asked = question_answered(text, at) or question_of(text, at)
    return text[asked[0] : asked[1]].replace("_", " ") if asked is not None else ""


def _one(
    constraint: Constraint,
    messages: Mapping[str, UserMessage],
    mandate: Mapping[str, JsonValue] | None,
    mandate_messages: Sequence[UserMessage],
    as_of: date | None = None,
    rebalancing: bool = False,
) -> str | None:
    ref = (constraint.provenance_ref or "").strip()
    if constraint.provenance == "assumption":
        return None if constraint.rationale.strip() else "is an assumption without a rationale"
    if constraint.provenance == "user_message":
        message = messages.get(ref)
        if message is None:
            known = ", ".join(messages) or "none"
            return f"cites user message {ref!r}, which is not among the messages ({known})"
        problem = _states(
            message.text, constraint, f"message {ref}", as_of, rebalancing=rebalancing
        )
        if problem is not None:
            return problem
        later = corrected_later(constraint, ref, list(messages.values()))
        if later is not None:
            return (
                f"message {ref} states {constraint.value!r}, but the later message {later} "
                "corrects it to another value"
            )
        return None
    found = clauses(mandate, mandate_messages, as_of=as_of, rebalancing=rebalancing)
    if not found:
        return f"cites mandate clause {ref!r}, but the run has no mandate"
    clause = find_clause(found, ref) if ref else None
    if clause is None:
        known = ", ".join(c.clause_id for c in found)
        return f"cites mandate clause {ref!r}, which the mandate does not have ({known})"
    named = f"mandate clause {clause.clause_id}"
    problem = _states(clause.text, constraint, named, as_of, rebalancing=rebalancing)
    if problem is not None and _export_states(clause.text, constraint, named, as_of, rebalancing):
        return None
    return problem


def _export_states(
    text: str, constraint: Constraint, named: str, as_of: date | None, rebalancing: bool = False
) -> bool:
    """Whether a clause that keeps a compliance engine's rule export states the value as the
    export's prose reading writes it (`limit_roles.read_rules`): "THRESHOLD=5" on an issuer
    rule is 5 %, which the export's own characters do not say. A span into the export is
    carried over to the reading; one over no value of a rule proves nothing."""
    read = read_rules(text)
    if not read.rewritten:
        return False
    span = constraint.span
    moved = read.reading_span(span.start, span.end) if span is not None else None
    if span is not None and moved is None:
        return False
    again = constraint.model_copy(
        update={"span": TextSpan(start=moved[0], end=moved[1]) if moved else None}
    )
    return _states(read.text, again, named, as_of, rebalancing=rebalancing) is None


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
        wanted = asked(agreements_named(text))  # "I'm with what Priya said": Priya's ask
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
    """`contract.provenance`: one failing result per constraint whose source does not state it.

    The messages, the mandate and the contract are read with their surface cleaned
    (`surface_bundle`), the contract's spans carried over."""
    contract = cleaned_contract(contract, messages, mandate)
    messages, mandate = cleaned_messages(messages), cleaned_mandate(mandate)
    by_id = {m.message_id: m for m in messages}
    mandate_messages = [m for m in messages if m.kind == "mandate"]
    # a plan that is the next rebalance is bound by values in effect from it (`plan_occasions`)
    rebalances = plan_is_rebalance(messages)
    failed: list[CheckResult] = []
    for i, constraint in enumerate(contract.constraints):
        problem = _one(
            constraint, by_id, mandate, mandate_messages, contract.decision_date, rebalances
        )
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


__all__ = ["CHECK_ID", "corrected_later", "refused", "stated_of", "validate_provenance"]
