"""A mandate read as clauses with spans and numeric bounds.

A mandate is free-form JSON (`ReviewBundle.mandate`, a template's `mandate` input) or a message
of kind `mandate`. Each field is a clause, named by its key path (`max_position_weight`,
`limits.gross`, `notes`, `rules[2]`), whose text is the field's string (or its value as JSON); a
mandate message is one clause named by its message id. A numeric field is a bound on its key's
subject (`max_…` a ceiling, `min_…` a floor, `target_…` a target; a cost is a floor: a plan may
assume dearer trading, never cheaper). Prose is read sentence by sentence: every quantity with
an operator before or after it ("up to 15 %", "no more than", "capped at", "at least", "2x or
less"), or a pair of them ("between 5 % and 10 %", "1.2–1.5x"), becomes a bound on the subject
mentioned nearest to it. A sentence that grants discretion ("at the PM's discretion up to 20 %",
"leverage is left to the manager", "sizing is yours", "the desk decides") marks its bounds, or
its subjects, as discretionary; a negated grant ("not at the manager's discretion", "not yours
to set") or one that needs someone else's approval grants nothing. A principal's verb of handing
over ("the trustees delegate to the manager the choice of …") grants, and so does a tactical band
beside a strategic level or a range "for positioning"; the operators of guidelines in German,
French, Spanish, Italian and Dutch ("höchstens", "au plus", "como mínimo", "non oltre", "ten
minste"; one table per language in `operators`) bound as their English ones do, before or after
the number, across an aside or a footnote mark ("capped (see note 4) at 7 %"). A soft target or
early-warning level beside a hard limit on the same subject is a level to watch, no bound.

Structure is read as clause structure: a table's column header names the kind of its cells
("| Asset | Min | Max |"), a sentence that only speaks of the one before it ("…; that limit
does not apply here", "…; that is a point, not a band") says so of that one's bounds. A width
around a point is a range ("within ±2 pts of 8 %"), a point said not to be a band holds no
other value, a limit said not to apply here bounds nothing, and a value a newer one replaces
("(previously 20 %)", "replacing the 9 % limit") bounds nothing beside it. A range stated only
for rebalancing ("a rebalancing range only, not for positioning: hold 250 ‰") gives way to the
point the manager holds, said beside it or as a target elsewhere in the clause. A later sentence,
line or bullet that changes a limit ("The limit was 5 %. The board has since raised it to 7 %."),
or an amendment's reading ("Modifié par avenant : lire désormais 15 %", `readings`), and a change
or reading in the sentence of the value it changes ("the cap of 5 % was raised to 7 %"), leave
only the new value, and a value that takes effect after the decision date ("from 1 July
2027 the cap falls to 8 %", "with effect from the next rebalance") bounds nothing yet.
A mandate pasted
from chat or a spreadsheet is read as one (`utterances`): a line's leading ">" quotes, it compares
nothing; a reply bounds the subject of the line it quotes; a bare figure in a sheet's cell is
followed by the next cell, not by a noun it counts; struck-through words are deleted; an edit
line speaks of the line it edits ("edit: removed the band, 4 % flat" makes 4 % a point); a
bound an edit or a newer mail of the chain restates, or a poll turns down, bounds nothing.

Nothing here judges; `within` says whether a plan value lies inside a bound and `covering`
which bounds speak to a plan value at all.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache
from itertools import pairwise
from typing import Final, Literal

from pydantic import JsonValue

from quantward_contracts.values import UserMessage
from quantward_validation.abbreviations import NOT_AFTER_ABBREVIATION
from quantward_validation.alert_bands import ALERT_NAMED_BAND, ALERT_ONLY, BAND_WITH_ENDS
from quantward_validation.aversion import AVERSION_AFTER, averse
from quantward_validation.band_withdrawn import band_withdrawn
from quantward_validation.bracketed_levels import unbracketed_levels
from quantward_validation.called_wrong import called_wrong_after
from quantward_validation.capping_verbs import capping_verb_side
from quantward_validation.cell_refs import blank_place_asides, slashed_ranges, spans_two_cells
from quantward_validation.config_rigidity import VALIDATION_ONLY
from quantward_validation.config_text import (
    in_key_path_unit,
    key_before,
    key_path,
    unit_named,
)
from quantward_validation.continental_periods import (
    CONTINENTAL_MONTHS,
    CONTINENTAL_YEARS,
)
from quantward_validation.crossing_questions import crossing_answer
from quantward_validation.defined_terms import number_definitions, uses, written_out
from quantward_validation.denied_bands import (
    asked_and_declined,
    band_denied,
    band_proposed,
    band_turned_down,
    chosen_before,
    kept_before,
    status_refused,
)
from quantward_validation.discretion_europe import GRANTS as EUROPEAN_GRANTS
from quantward_validation.discretion_europe import REFUSALS as EUROPEAN_REFUSALS
from quantward_validation.discretion_plain import GRANTS as PLAIN_GRANTS
from quantward_validation.discretion_plain import NOT_FOR_VIEWS
from quantward_validation.discretion_plain import REFUSALS as PLAIN_REFUSALS
from quantward_validation.field_values import field_value, leaf_quantity
from quantward_validation.fillers import blank_fillers
from quantward_validation.fixed_levels import (
    BAND_TAKEN_BACK,
    OTHERS_CONTROL_ONLY,
    held_exactly,
    leaves_no_room,
)
from quantward_validation.floor_subjects import (
    floor_by_name,
    floor_subject_named,
    hedge_ratio_named,
    kept_as_floor,
)
from quantward_validation.fronted_bands import fronted_objects
from quantward_validation.fronted_triggers import fronted_trigger
from quantward_validation.held_minimums import held_minimum
from quantward_validation.keyed_values import key_prefix
from quantward_validation.label_numbers import names_a_thing
from quantward_validation.latitude_words import AGENTS as LATITUDE_AGENTS
from quantward_validation.latitude_words import GRANTS as LATITUDE_GRANTS
from quantward_validation.lexical_subjects import (
    MARK,
    content_end,
    in_lexical_unit,
    is_lexical,
    lexical_subject,
    lexical_unit,
    names,
    object_names,
    phrase_stems,
    unexplained,
)
from quantward_validation.limit_lexicon_clearing import POSITION_LOTS_NAME, lots_after
from quantward_validation.limit_lexicon_desk_risk import MONEY_SUBJECTS
from quantward_validation.limit_lexicon_factor_risk import SIGMA_UNIT, in_sigma
from quantward_validation.limit_lexicon_hedging import HEDGE_RATIO_NAME, hedged_after
from quantward_validation.limit_lexicon_ils import SCOPED, other_scope
from quantward_validation.limit_lexicon_maturity import PERIOD_DAYS, period_of
from quantward_validation.limit_lexicon_merger_arb import (
    ACQUIRER_NAME,
    buyer_is_debtor,
    counted_after,
    without_counted,
)
from quantward_validation.limit_lexicon_merger_arb import COUNT_NAME as HOLDINGS_COUNT
from quantward_validation.limit_nouns import (
    HEADING_LINE,
    LIMITS_HEADING,
    limit_noun_after,
    noun_object_at,
    object_before,
)
from quantward_validation.limit_nouns_pl_fi import CEILING_NOUNS as PL_FI_CEILING_NOUNS
from quantward_validation.limit_nouns_pl_fi import COPULAS as PL_FI_COPULAS
from quantward_validation.limit_nouns_pl_fi import FLOOR_NOUNS as PL_FI_FLOOR_NOUNS
from quantward_validation.limit_nouns_pl_fi import PREPOSITIONS as PL_FI_PREPOSITIONS
from quantward_validation.limit_nouns_pl_fi import long_noun_side
from quantward_validation.limit_roles import (
    RulesRead,
    column_role,
    not_the_limit,
    read_rules,
    rule_line,
)
from quantward_validation.limit_sides_asia import FLOOR_WORD as ASIAN_FLOOR_WORD
from quantward_validation.limit_sides_europe import CAP_WORD as EUROPEAN_CAP_WORD
from quantward_validation.limit_sides_europe import FLOOR_WORD as EUROPEAN_FLOOR_WORD
from quantward_validation.limit_sides_finnish import FLOOR_WORD as FINNISH_FLOOR_WORD
from quantward_validation.limits import (
    UNITS,
    holding_cost,
    holding_cost_cap,
    is_active,
    issuer_group_of_position,
    says_one_holding,
    subject_mentions,
    subject_of,
    words,
)
from quantward_validation.liquidation_horizon import DAYS_WORD
from quantward_validation.liquidation_horizon import UNIT as DAYS
from quantward_validation.measure_parameters import measure_parameter
from quantward_validation.money_scales import (
    AMOUNT_TAIL,
    CURRENCY_BEFORE,
    factor,
    named_money_unit,
)
from quantward_validation.operators import (
    RANGE_JOIN,
    RANGE_OPEN,
    is_reference,
    normalise,
    point_before,
    side_after,
    side_before,
    without_asides,
)
from quantward_validation.operators_hr import (
    LEVEL_COLUMN_HR,
    LIMIT_COLUMN_HR,
    LOWER_LIMIT_HR,
    TARGET_HR,
    UPPER_LIMIT_HR,
)
from quantward_validation.operators_hu import LOWER_LIMIT, UPPER_LIMIT
from quantward_validation.operators_lt import (
    LEVEL_COLUMN_LT,
    LIMIT_COLUMN_LT,
    LOWER_LIMIT_LT,
    TARGET_LT,
    UPPER_LIMIT_LT,
)
from quantward_validation.other_bases import base_after, of_another_base
from quantward_validation.past_asides import new_value, past_aside
from quantward_validation.plan_occasions import plan_is_rebalance
from quantward_validation.polarity import (
    changed_from,
    changed_then_to,
    changed_to,
    held_until,
    hypothetical,
    hypothetical_at,
    past_part,
    refused_proposal,
    said_as_past,
    takes_effect_later,
)
from quantward_validation.qa_pairs import answer_as_statement, question_of, refuses_latitude
from quantward_validation.quantities import Quantity, in_unit, number, quantities, same
from quantward_validation.range_end_notes import without_end_note
from quantward_validation.rate_nouns import rate_nouns_blanked
from quantward_validation.readings import replaced_by_reading
from quantward_validation.record_marks import out_of_force
from quantward_validation.record_options import options_as_chosen
from quantward_validation.repeated_complements import complement_figures, repeated_complement
from quantward_validation.reserved_decisions import reserved
from quantward_validation.reset_levels import reset_level
from quantward_validation.risk_measures import CONFIDENCE_LEVEL
from quantward_validation.scenario_sizes import scenario_sizes
from quantward_validation.scope import foreign_spans
from quantward_validation.set_against import set_against
from quantward_validation.shared_buckets import fixed, shared_ceilings
from quantward_validation.sheet_checks import ALARM_AFTER
from quantward_validation.sheet_separators import tabbed
from quantward_validation.spelled_numbers import unrestated
from quantward_validation.spoken_numbers import abandoned
from quantward_validation.structured_text import flag_off, json_as_yaml, limit_object_text
from quantward_validation.transcripts import (
    answers_question,
    asked_and_refused,
    label_end,
    overruling_turns,
    proposal_refused,
    spoken_punctuation,
    taken_back,
    takes_back,
)
from quantward_validation.triggers import (
    DEVIATION_WIDTH,
    LOWER_EDGE,
    UPPER_EDGE,
    crossing_trigger,
    not_a_point,
    side_after_value,
)
from quantward_validation.utterances import (
    edits_before,
    newer_places,
    star_corrects,
    struck,
    supposed,
    turned_down,
    unquoted,
    unstruck,
)
from quantward_validation.value_sets import any_value_in
from quantward_validation.value_tails import NOT_AFTER_MEASURE_ASIDE, VALUE_TAIL
from quantward_validation.vehicle_parts import opens_with_vehicle, other_vehicle_parts
from quantward_validation.volume_days import yardstick_end
from quantward_validation.vote_tables import vote_columns_blanked
from quantward_validation.votes import tally_spans
from quantward_validation.written_periods import NUMERIC_DATE

BoundKind = Literal["ceiling", "floor", "range", "target"]

#: a full stop before a lower-case word ends no sentence ("15 per cent. of net assets", "c. 20 %")
#: nor before a parenthesis ("10 % p.a. (range 8–12 %)"), nor after an abbreviation ("Max. 8 %"),
#: nor inside a dotted leader ("Max. drawdown ........ 10 %"); a semicolon inside brackets
#: ("[10 %; 40 %]") ends none
_SENTENCE: Final = re.compile(
    # ... nor after an abbreviation of a label ("Portfolio vol (ann.)", "TE vs. MSCI World")
    r"(?<!\d)" + NOT_AFTER_ABBREVIATION +
    # ... nor inside or after a dotted initialism ("U.S. Treasuries", "U.K. gilts", "S.A.")
    r"(?<!\b[A-Z]\.[A-Z])"
    # ... nor an abbreviation's before the dash of a range ("75 bp p.a. – 150 bp p.a."), nor
    # one before a table's cell border: the row is one record ("| Akcijos | 60 proc. | 75
    # proc. |", "| Equities | 40 pct. | 60 pct. |")
    r"(?<!\.)\.(?!\d|\.|[A-Z]\.|\s*[a-z(]|[ \t]*[–—-][ \t]*\d|[ \t]*\|)|"
    # a semicolon ends a sentence after a number too ("… until 2023; it is now 8 %")
    r";(?!\d)(?![^\[\]\n]{0,40}\])|\n|(?<=\))"
    # ... but not after an aside that says how the value before it is measured ("(ex ante)")
     + NOT_AFTER_MEASURE_ASIDE + r"\s*,"
)
#: a negated comparative flips its side: "no greater than" is a ceiling, "not below" a floor
_NEGATED_CEILING: Final = re.compile(
    r"\b(no|not|never|nor)\s+(?:be\s+|go\s+|rise\s+)?"
    r"(more|greater|higher|above|over|bigger|larger|exceed(?:ing)?|beyond)"
    r"(?:\s+than)?\s*(?:an?\s+|the\s+)?$"
)
_NEGATED_FLOOR: Final = re.compile(
    r"\b(no|not|never|nor)\s+(?:be\s+|go\s+|fall\s+|drop\s+)?(less|lower|fewer|below|under|smaller)"
    r"(?:\s+than)?\s*(?:an?\s+|the\s+)?$"
)
_FLOOR_BEFORE: Final = re.compile(
    # an operator is a word of its own: "turnover 50 %" has no "over" in it
    r"(?<![a-z])(at (?:the )?least|no less than|not less than|no fewer than|minimum(?: of)?|min\.?|"
    r"floor(?: of| at)?|lower[\s-](?:limit|bound)(?: of| at)?|"
    r"not (?:fall |go |drop )?below|never (?:fall |go |drop )?below|above|over|more than|"
    r"greater than|exceeding|as (?:low|little|small) as|≥|>=|>|"
    # German guidelines (Anlagerichtlinien): "mindestens 5 %", "nicht weniger als 5 %"
    r"mindestens|wenigstens|nicht weniger als|nicht unter|minimal)\s*(?:an?\s+|the\s+)?$"
)
_CEILING_BEFORE: Final = re.compile(
    r"(?<![a-z])(up[\s-]?to|tops? out at|beyond|at or (?:under|below)|at (?:the )?most|"
    r"no more than|"
    r"(?:may|can|could)\s+(?:reach|rise\s+to|go\s+(?:up\s+)?to|run\s+(?:up\s+)?to|be\s+as\s+much\s+as)|"
    r"not more than|no greater than|not exceed(?:ing)?|"
    r"never exceed(?:ing)?|must not exceed|may not exceed|cannot exceed|exceed|"
    r"as (?:high|much|large|big|far) as|"
    r"maximum(?: of)?|max\.?|cap(?:ped)?(?: of| at)?|ceiling(?: of| at)?|"
    # (a lower limit is a floor: "lower limit of 5 %", read by `_FLOOR_BEFORE` first)
    r"(?<!lower )(?<!lower-)limit(?:ed)?(?: of| to| at)?|"
    r"below|under|less than|lower than|within|not (?:be )?(?:above|over)|never (?:above|over)|"
    r"≤|<=|<|"
    # German guidelines: "höchstens 20 %", "maximal", "bis zu", "nicht mehr als", "nicht über"
    r"h(?:ö|oe)chstens|maximal|bis zu|nicht mehr als|nicht (?:ü|ue)ber)"
    r"\s*(?:an?\s+|the\s+)?$"
)
#: a comparative, read by its polarity: an upper one ("more than", "above", "in excess of") is a
#: ceiling when its clause negates it ("no holding may account for more than", "without
#: exceeding") and a floor otherwise; a lower one ("less than", "below") the other way round; a
#: limit counted in time says them of its length ("no forward may run longer than 9 months",
#: "duration not shorter than 3 years"; "no longer" alone is a change, no comparative)
_COMPARATIVE: Final = re.compile(
    r"(?<![a-z])(?:(?P<upper>(?:more|greater|higher|larger|bigger|deeper|wider|steeper|worse|"
    r"heavier)(?:\s+than)?|longer\s+than|above|over|exceeding|in\s+excess\s+of|beyond)|"
    r"(?P<lower>(?:less|lower|fewer|smaller|shallower|narrower|tighter|lighter)(?:\s+than)?|"
    r"shorter\s+than|below|under|beneath|short\s+of))\s*(?:an?\s+|the\s+)?$"
)
#: a verb of going past a value, a ceiling when negated ("shall not surpass 8 %", "will not go
#: past 8 %", "may never breach 8 %", "at no time … exceeds 8 %")
_PAST_VERB: Final = re.compile(
    r"(?<![a-z])(?:surpass|breach|overshoot|top|pass|exceeds|"
    r"(?:go|rise|climb|move|get)\s+"
    r"(?:past|beyond|over|above))\s*(?:an?\s+|the\s+)?$"
)
#: a band after a value is around it: "targeted at 3 %, +/- 1 %" is 2–4 %
_BAND_AFTER_VALUE: Final = re.compile(
    # ("target 7.5 %, tolerance ± 2.5 %": the noun may stand right before the sign)
    r"^\s*[,(]?\s*(?:(?:with\s+)?(?:an?\s+)?(?:tolerance|band|margin|leeway)(?:\s+of|\s*:)?\s*)?"
    r"(?:±|\+\s*/\s*[-−]|plus or minus|give or take)?\s*$"
)
#: a negation of the clause a comparative is in ("no", "not", "never", "without", "cannot", "n't")
_NEGATOR: Final = re.compile(
    r"(?<![a-z])(?:no|not|never|nor|none|nothing|neither|without|cannot)(?![a-z])|n't\b|n’t\b"
)
#: a verb of preventing after a negation makes a permission, no bound ("nothing prevents …")
_PREVENTS: Final = re.compile(r"\b(?:prevent|stop|preclud|bar|restrict|forbid|prohibit)\w*")
#: where a comparative's clause starts (for its negation)
_CLAUSE_START: Final = re.compile(r"[,;:(]|\bbut\b|\bwhile\b|\bwhereas\b|\bunless\b")
#: words of approximation or inclusion between an operator and its number: "at most c. 10 %",
#: "limited to about 20 %", "up to and including 150 %"
_APPROX: Final = re.compile(
    r"(?:\s*(?:(?<![a-z])c\.|ca\.|circa|about|around|approximately|approx\.?|roughly|some|"
    r"nearly|close\s+to|~|≈|and\s+including|inclusive(?:\s+of)?))+\s*$"
)
_TARGET_BEFORE: Final = re.compile(
    r"(target(?:s|ed|ing)?(?: of| at)?|aim(?:s|ed)? (?:for|at)|set (?:at|to)|equal to|exactly|"
    r"pinned (?:at|to)|"
    # a level the manager must keep: "shall be maintained at 1.25x", "kept at 20 %"
    r"(?:maintained|kept|held|run) (?:at|to)|"
    # ... or told to keep it there: "hold it at 60 %", "keep them to 2x"
    r"(?:hold|keep|leave|pin) (?:it|them|this|that) (?:at|to|on))\s*(?:an?\s+|the\s+)?$"
)
_CEILING_AFTER: Final = re.compile(
    r"^\s*(?:of\s+(?:the\s+)?(?:nav|capital|assets|fund|book|portfolio)\s+)?"
    r"(or (?:less|lower|below|under)|at (?:the )?most|max(?:imum)?\b|cap\b|ceiling\b|limit\b|"
    # said after it in speech: "10 trading days, tops", "2x at the outside"
    r",?\s*tops\b|at\s+the\s+(?:very\s+)?outside\b|"
    r"at\s+(?:a\s+|the\s+)?max(?:imum)?\b|"
    r",?\s*(?:and|but)?\s*(?:no|not|never)\s+(?:more|higher|greater|above|beyond)\b|"
    r"(?:is|are) the (?:most|maximum|highest|largest|limit|ceiling|cap)\b|"
    # "with 1.5x as the outer limit", "with 20 % as its hard cap"
    r"as\s+(?:the|an?|its|their)\s+(?:(?!lower\b|minimum\b|min\b)[\w-]+\s+)?"
    r"(?:limit|maximum|max|cap|ceiling|bound)\b)"
)
#: a noun operator may be followed by its subject: "a maximum position size of 15 %"
#: ... also across an aside and a verb of standing: "the position cap, as amended, is now 10 %"
_NOUN_TAIL: Final = (
    # (a subject written as a ratio is one phrase: "the limit on the net / GMV ratio at")
    r"(?:(?:[\s-]+|\s*/\s*)[\w'-]+){0,5}?(?:\s*,[^,;]{1,40},)?"
    r"(?:\s*(?:now\s+|currently\s+|still\s+)?(?:is|are|was|stands?|stays?|remains?|has\s+been|"
    r"(?:shall|will|must|should|is\s+to|are\s+to)\s+be)\s+"
    r"(?:now\s+|currently\s+|still\s+)?"
    r"(?:set\s+)?)?"
    # ... in Polish, Portuguese and Finnish too ("limit maksymalny dla X wynosi", "na
    # poziomie", "o limite máximo para X é de", "em"; `limit_nouns_pl_fi`)
    rf"(?:\s*(?:{PL_FI_COPULAS})(?![\w'’]))?(?:\s*(?:{PL_FI_PREPOSITIONS})(?![\w'’]))?"
    # a term sheet's dotted leader joins a label to its value: "Max. drawdown ........ 10 %"
    # ... or the label in brackets after its subject: "Tracking error (hard limit): 3 %"
    # ... or a dash or a table's cell wall between a label and its value: "Max gross leverage
    # — 2x", "| Gross leverage cap | 2x |"
    r"\s*\)?\s*(?:of|at|is|are|=|:|to|\.{2,}|…+|[–—]|\|)?\s*(?:an?\s+|the\s+)?$"
)
_CEILING_NOUN: Final = re.compile(
    r"\b(maximum|max|caps?|capped|capping|ceiling|limits?|limited|limiting|restrict\w*|"
    rf"{PL_FI_CEILING_NOUNS}|"
    # ... or a band's upper edge: "upper edge", "an upper trigger of", "top of the corridor"
    rf"constrain\w*|upper (?:bound|limit)|{UPPER_EDGE})\b\.?" + _NOUN_TAIL
)
_FLOOR_NOUN: Final = re.compile(
    rf"\b(minimum|min|floors?|floored|lower (?:bound|limit)|{LOWER_EDGE}|{PL_FI_FLOOR_NOUNS})\b\.?"
    + _NOUN_TAIL
)
#: the side a clause's noun of limiting names anywhere before a number ("the cap was raised from
#: 8 % to 10 %": 10 % is a ceiling)
_NOUN_SIDE: Final = re.compile(
    r"\b(?:(?P<floor>minimum|min|floors?|lower (?:bound|limit))|maximum|max|caps?|ceiling|"
    r"limits?|upper (?:bound|limit))\b"
)
#: a verb that keeps the level before it in force: "21 % stands", "2x remains", "8 % still
#: applies", "the 5 % continues to apply"
_PERSISTS_AFTER: Final = re.compile(
    r"\s*(?:still\s+)?(?:stands|remains|stays|holds|applies|continues\s+to\s+(?:apply|hold|"
    r"stand)|is\s+(?:kept|retained|maintained|unchanged))\b"
)
#: a plain statement right after its subject: "costs of 10bp", "leverage is 1.3x"
_STATEMENT: Final = re.compile(
    # (a measure said against its benchmark first: "tracking error against the benchmark is",
    # or against an index named by its family, a few words up to the copula: "tracking error
    # against the EMBI GD is", "TE versus the MSCI EM Small Cap is")
    # (a key's code marks or quotes first: "`max_gross` is 1.3x", "`cash_floor` is 2 %")
    r"^[\s`*\"'”’-]*(?:(?:against|versus|vs\.?|relative\s+to|to)\s+(?:the\s+|its\s+|our\s+)?"
    r"(?:(?:benchmark|index)\s+|(?:(?!(?:is|are|was|were|be|may|must|shall|should|will|not|of|at|"
    r"to)\b)[\w&.'’+-]+\s+){1,4}?(?=(?:is|are)\s)))?"
    # (a subject qualified by where or over what it is measured first: "country concentration
    # in the index at", "tracking error to the parent index at", "turnover over any twelve
    # months at"; "loss to break across the book is", "exposure to one buyer across its deals
    # is")
    r"(?:(?:in|to|over|across|within|against|versus|relative\s+to)\s+(?:the\s+|an?\s+|any\s+|"
    r"each\s+|its\s+|our\s+)(?:[a-z][\w'-]*\s+){1,3}?(?=at\s)|"
    r"(?:across|over|within)\s+(?:the\s+|its\s+|our\s+|their\s+|all\s+|any\s+|each\s+)"
    r"(?:[a-z][\w'-]*\s+){1,3}?(?=(?:is|are)\s)|"
    r"(?:for|in)\s+(?:the\s+|its\s+|our\s+|their\s+|all\s+)(?:(?:whole|entire|full)\s+)?"
    r"(?:book|portfolio|fund|deals|positions|holdings|situations)\s+(?=(?:is|are)\s))?"
    r"(?:[\w'-]+[`*\"”’]*\s+){0,2}?"
    # (... and the base it is counted against: "premium outstanding against NAV is 5 %",
    # "cash as a share of NAV is 4 %")
    r"(?:(?:as\s+an?\s+(?:share|percentage|proportion|fraction)\s+of|against|relative\s+to|"
    r"versus|vs\.?)\s+(?:the\s+)?(?:nav|net\s+assets?|net\s+asset\s+value|capital|aum)\s+)?"
    r"(?:of|at|is|are|=|:|to be|assumed at|estimated at|set at|"
    # a copula of persistence: "tracking error remains 3 %", "cash stays 2 %"
    r"(?<![\w'-])(?:remains|stays|continues\s+to\s+be)|"
    # the copula as speech contracts it: "it's 25 %, fixed", "that's 3 %"
    r"(?:it|that|this|which)['’]s)"
    r"\s*(?:now\s+|currently\s+|still\s+)?(?:an?\s+|the\s+|about\s+|around\s+)?$"
)
_FLOOR_AFTER: Final = re.compile(
    r"^\s*(?:of\s+(?:the\s+)?(?:nav|capital|assets|fund|book|portfolio)\s+)?"
    r"(or (?:more|higher|above|greater)|at (?:the )?least|minimum\b|floor\b|"
    r"at\s+(?:a\s+|the\s+)?min(?:imum)?\b|"
    r",?\s*(?:and|but)?\s*(?:no|not|never)\s+(?:less|lower|fewer|below)\b|"
    r"(?:is|are) the (?:least|minimum|lowest|smallest|floor)\b|"
    r"as\s+(?:the|an?|its|their)\s+(?:[\w-]+\s+)?(?:floor|minimum|min)\b|"
    r"as\s+(?:the|an?|its|their)\s+lower\s+(?:limit|bound)\b)"
)
_RANGE_OPEN: Final = re.compile(
    # (room granted anywhere in a span opens it too, whatever the span is counted in: "anywhere
    # in 2 to 4 days", "somewhere in the 3 to 6 years corridor", "anywhere 5 to 10 days"; bare
    # "in 2 to 4 days" is a time from now)
    r"(?:any|some)where(?:\s+(?:in|within|inside|between))?\s*(?:an?\s+|the\s+)?"
    r"(?:range\s+|interval\s+|corridor\s+|band\s+)?(?:of\s+)?\[?\s*$|"
    rf"(between|from|range(?:s)? of|in the range|within|interval|corridor|band|{RANGE_OPEN})\s*"
    r"(?:an?\s+|the\s+)?(?:range\s+|interval\s+)?(?:of\s+)?\[?\s*$"
)
#: what may follow a value before its operator or the other end of a range: its base and the
#: time it is counted over ("5 per cent. of NAV per annum", "8 % per calendar month", "p.a.")
_TAIL: Final = re.compile(
    r"(?:\s*(?:\.(?=\s*[a-z])|(?:of\s+)?(?:the\s+)?(?:nav|net\s+asset\s+value)\b|"
    r"of\s+(?:the\s+)?(?:net\s+assets|(?:total\s+)?assets|capital|fund|portfolio|book)\b|"
    # the benchmark a relative value is measured from: "3 pts above the index weight"
    r"(?:over|above|below|under|relative\s+to|versus|vs\.?|against|from)\s+(?:its\s+|the\s+|"
    r"their\s+)?(?:benchmark|index|reference)(?:'s|’s)?(?:\s+weights?)?\b|"
    r"per\s+(?:calendar\s+)?"
    r"(?:annum|year|month|quarter|week|day)\b|p\.\s?a\.?|pa\b|a\s+(?:year|month)\b|"
    r"annuali[sz]ed\b|inclusive\b|"
    # an amount's scale and a sensitivity's denominator: "USD 200k per 1bp", "$24mm"
    rf"(?<=\d){AMOUNT_TAIL}|"
    # the account a share is of, the measure of a figure: "of the account", "ex ante"
    rf"{VALUE_TAIL}|"
    # the standard deviations a factor exposure is counted in: "0.3 sd", "0.1 std"
    rf"{SIGMA_UNIT.pattern}|"
    # the days a limit is counted in: "10 trading days, tops", the desk's "60d"
    # (... or in the other languages of a pension fund's paperwork: "dias úteis", "d.u.",
    # "giorni lavorativi", "kalenderdagar": `liquidation_horizon.DAYS_WORD`)
    rf"{DAYS_WORD}|(?<=\d)d\b|"
    # ... or the years and months (`limit_lexicon_maturity`): "3.0 yrs", "24 mths", "6M"
    r"(?:years?|yrs?|months?|mths?|mos)\b\.?|(?<=\d)[my]\b|"
    # ... or months and years said in a continental language: "6 anni", "24 månader"
    # (`continental_periods`)
    rf"(?:{CONTINENTAL_MONTHS}|{CONTINENTAL_YEARS})(?!\w)|"
    # ... or the lots a futures position limit counts: "1,500 lots", "500 net contracts"
    # (`limit_lexicon_clearing`)
    r"(?:(?:net|open)\s+)?(?:lots|contracts)\b|"
    # the measure a percentage of NAV is counted in, not followed by its noun: "180 % gross"
    r"(?:gross|net)\b(?!\s+(?:exposures?|leverage|assets?|of|notional|long|short|"
    r"positions?|value|basis)\b)))*"
)
#: a condition of being above a value ("positions exceeding 5 %"), which a prohibition after it
#: turns into a ceiling; "at least" states a floor whatever follows
_ABOVE: Final = re.compile(
    r"(?:exceeding|above|over|more than|greater than|larger than|in excess of|>=?|≥)\s*(?:an?\s+)?$"
)
#: ... and below it: "cash < 2 % → fill amber" forbids what lies under 2 %
_BELOW: Final = re.compile(r"(?:below|under|less than|lower than|beneath|<|≤)\s*(?:an?\s+)?$")
#: what a non-specialist says of a level they refuse: "is not something we can live with", "would
#: be too much", "is unacceptable", "we couldn't stomach", "is out of the question"
_LAY_REFUSAL: Final = (
    r"(?:is|are|was|were|would\s+be|'d\s+be|’d\s+be)\s+(?:(?:just|far|much|way|simply)\s+)?"
    r"(?:too\s+(?:much|many|high|big|large|risky|deep)|unacceptable|not\s+acceptable|"
    r"out\s+of\s+the\s+question|a\s+no[\s-]go|off[\s-]limits)|"
    r"(?:is|are)\s*(?:not|n['’]t)\s+something\s+(?:we|i|she|he|they|the\s+\w+)\s+"
    r"(?:can|could|would|will)\s+(?:live\s+with|accept|stomach|tolerate|bear|afford)|"
    r"(?:we|i|she|he|they)\s+(?:can|could|would|will)\s*(?:not|n['’]t)\s+"
    r"(?:live\s+with|accept|stomach|tolerate|bear|afford)"
)
#: the sentence forbids (or needs approval for) what its condition describes
_FORBIDS: Final = re.compile(
    r"\b(?:(?:is|are|be) (?:not (?:allowed|permitted)|prohibited|forbidden|banned|excluded)|"
    r"(?:may|must|shall|can)(?: not|not)? (?:not )?be (?:held|bought|added|taken)|"
    r"(?:is|are) not to be held|not allowed|not permitted|prohibited|forbidden|"
    r"requir\w* (?:\w+ )?(?:approval|sign-off)|need\w* (?:\w+ )?(?:approval|sign-off)|"
    # a value that sets off an action is the limit: "drawdowns beyond 15 % trigger a review",
    # "positions exceeding 10 % must be cut within 5 days"
    r"trigger\w*|(?:must|shall|will|are\s+to|is\s+to)\s+be\s+(?:cut|reduced|sold|trimmed|"
    r"corrected|remedied|rectified|brought\s+(?:back|down|within))|"
    r"(?:must|shall|will)\s+(?:cut|reduce|sell|trim|correct|remedy|rectify)|"
    # ... or refused in everyday words: "a drop of more than a fifth is not something we can
    # live with", "would be too much", "is unacceptable", "we couldn't stomach"
    rf"{_LAY_REFUSAL}|"
    # ... or said to be unwanted: "cash below 4 % makes me nervous", "… would worry us"
    rf"{AVERSION_AFTER}|"
    # ... or a sheet's alarm: "> 25 % → fill red", "above 7 % is flagged" (`sheet_checks`)
    rf"{ALARM_AFTER})\b"
)
#: a label and its value: "Sector concentration: 0.12 to 0.24"; or a table's label cell and the
#: value's cell after it (a bar, or a sheet's tab): "| Cap on portfolio beta | 0.66 to 1.1 |"
_LABEL: Final = re.compile(r"(?::|\t|(?<!\|)\|)[^\S\t\n]*$")
#: a symmetric band around zero: "within ±10 %", "+/- 5 %", "plus or minus 5 %"
_BAND: Final = re.compile(r"(?:±|\+\s*/\s*[-−]|plus or minus)\s*$")
#: a width before the value it is around: "within ±2 pts of 8 %", "2 points either side of
#: 8 %", "+/- 0.25x around 1.5x" is the range 6–10 % (1.25–1.75x)
_WIDTH_BEFORE: Final = re.compile(
    r"(?:±|\+\s*/\s*[-−]|plus\s+or\s+minus|give\s+or\s+take|\bwithin|"
    r"\b(?:band|tolerance|margin|leeway|corridor|range)\s+of)\s*(?:an?\s+)?$"
)
#: a width named as such after its value, beside the point before it: "16 %, with 4 pts of
#: tolerance either way", "16 % and 4 pts of leeway"
_WIDTH_AFTER: Final = re.compile(
    r"^\s*(?:of\s+)?(?:tolerance|leeway|latitude|margin|slack|either\s+(?:way|side)|each\s+way|"
    r"on\s+either\s+side)\b"
)
_AROUND: Final = re.compile(
    r"^\s*(?:of|around|about|from|(?:on\s+)?(?:either|each|both)\s+sides?\s+of|"
    r"either\s+way\s+(?:of|from))\s*(?:an?\s+|the\s+)?$"
)
_EITHER_SIDE: Final = re.compile(r"\b(?:either|each|both)\s+sides?\b|\beither\s+way\b")
#: a value said to be a point the plan may not move from: "that is a point, not a band",
#: "fixed at 8 %", "exactly 8 %", "not to be moved", "no tolerance either way"; a target so
#: said is no cap a lower value sits inside
_RIGID: Final = re.compile(
    r"\b(?:a|one)\s+(?:single\s+|fixed\s+)?(?:point|number|figure|level|value),?\s+not\s+"
    r"(?:a\s+)?(?:band|range|corridor|ceiling|cap|maximum|limit|floor)\b|"
    r"\bnot\s+(?:a\s+)?(?:band|range|corridor)\b|"
    r"\b(?:exactly|precisely|fixed\s+at|pinned\s+(?:at|to)|locked\s+(?:at|in))\b|"
    r"\bnot\s+(?:to\s+be|be)\s+(?:moved|changed|varied|adjusted|altered|shifted|departed\s+from|"
    r"deviated\s+from|tilted)\b|"
    r"\b(?:may|must|can|shall)\s*(?:not|n['’]t)\s+(?:be\s+)?(?:move|moved|change|changed|vary|"
    r"varied|deviate|depart|adjust|adjusted|shift|shifted)\b|"
    r"\bno\s+(?:tolerance|deviation|leeway|latitude|flexibility|room\s+to\s+move)\b|"
    # a band said to be absent, or a value said fixed after it: "= 0.20, fixed, no band",
    # "1.5x (fixed)", "no range around it" ("fixed income" is an asset class)
    r"\bno\s+(?:band|range|corridor|bandwidth|wiggle\s+room)\b|"
    r"[,(]\s*(?:held\s+|kept\s+)?fixed\b(?![\s-]+(?:income|rate|coupon|interest|costs?|fees?))|"
    # a level said flat, or a band taken away: "4 % flat now", "removed the 2–4 % band"
    r"\d\s*(?:%|pct|x|bps?|turns?)?\s+flat\b|"
    # ... or in a remark of its own, as said out loud: "Flat.", "Not a range." (`_RIGID_ALONE`)
    r"^\W*(?:(?:it(?:'s|’s|\s+is)|that(?:'s|’s|\s+is))\s+)?(?:flat|fixed)\W*$|"
    r"\b(?:removed|dropped|scrapped|deleted|took\s+out|taken\s+out|killed|withdrew|withdrawn)"
    r"\s+(?:the\s+)?(?:[^\s,;]+\s+){0,2}?(?:band|range|corridor)\b",
    re.IGNORECASE,
)
#: a range said to be only where rebalancing starts, not room to position in: "a rebalancing
#: range only", "a drift band", "for rebalancing purposes", "used only to trigger a rebalance",
#: "not a positioning range", "not for positioning", or one only watched ("a monitoring range
#: only")
_REBALANCING_ONLY: Final = re.compile(
    r"\b(?:rebalanc\w*|drift)[\s-]+(?:ranges?|bands?|corridors?|zones?|triggers?)\b|"
    r"\bfor\s+rebalanc\w*\s+(?:only|purposes)\b|"
    r"\b(?:only|solely|purely|just)\s+(?:for|as)\s+(?:an?\s+)?rebalanc\w*|"
    r"\b(?:only|solely|merely|just)\s+(?:used\s+)?(?:to\s+)?trigger\w*\s+(?:an?\s+)?rebalanc\w*|"
    r"\bnot\s+(?:an?\s+)?(?:for\s+)?(?:tactical\s+)?positioning\b|"
    # ... or only to watch or report against: "a monitoring range only", "an indicative corridor
    # for reporting purposes", "for information only"
    r"\b(?:monitoring|surveillance|reporting|indicative|information(?:al)?)[\s-]+"
    r"(?:ranges?|bands?|corridors?|zones?)\b|"
    r"\bfor\s+(?:monitoring|surveillance|reporting|information(?:al)?)\s+(?:only|purposes)\b|"
    # ... or only to raise an alert: "the band is the drift alert only", "the early-warning
    # band" (`alert_bands`)
    + ALERT_ONLY
    + "|"
    + ALERT_NAMED_BAND
    + "|"
    # ... or kept from views (`discretion_plain`): "a trigger only, not for taking views"
    + NOT_FOR_VIEWS,
    re.IGNORECASE,
)
#: a range a config declares only to validate input (`config_rigidity`)
_VALIDATION_ONLY: Final = re.compile(VALIDATION_ONLY, re.IGNORECASE)
#: a clause that says its limit does not bind this account ("that limit does not apply here",
#: "is not applicable to this mandate", "is disapplied"); a limit that does not apply to some
#: holdings ("does not apply to government bonds") still binds the rest
_THIS: Final = (
    r"(?:here|(?:to|for|in)\s+(?:this|our|the\s+present|the\s+current|your)\s+"
    r"(?:account|fund|portfolio|mandate|book|strategy|sub-fund|client|case|sleeve)|"
    r"(?:to|for)\s+(?:us|you))"
)
_DISAPPLIED: Final = re.compile(
    rf"\b(?:(?:does|do|shall|will|should|would)\s*(?:not|n['’]t)\s+apply|"
    rf"(?:is|are)\s+not\s+(?:applicable|relevant|binding)|(?:is|are)\s+disapplied|"
    rf"(?:does|do)\s*(?:not|n['’]t)\s+bind)\b(?=\s*(?:{_THIS}\b|[.;,)]|$))|"
    rf"\bnot\s+(?:applicable|relevant|binding)\s+{_THIS}|"
    rf"\b(?:is|are)\s+waived\s+{_THIS}",
    re.IGNORECASE,
)
#: a sentence that only speaks of the one before it: "…; that is a point, not a band",
#: "…; that limit does not apply here"
#: a remark of its own that the value before it is a point, not a band, as said out loud:
#: "Flat.", "Fixed.", "Not a range.", "No band.", "It's fixed.", "Exactly that, no wiggle room."
_RIGID_ALONE: Final = re.compile(
    r"^\W*(?:(?:it(?:'s|’s|\s+is)|that(?:'s|’s|\s+is))\s+)?(?:flat|fixed|exactly\s+that|"
    r"not\s+(?:a\s+)?(?:range|band|corridor)|no\s+(?:band|range|corridor|wiggle\s+room|leeway))"
    r"(?:\W+(?:full\s+stop|period|no\s+(?:band|range|leeway|wiggle\s+room)))?\W*$"
)
#: a band talked about and turned down in the same sentence: "we talked about a band of 1x to
#: 2x, but — um — no, the board said no band", "a range of 5-10 % was floated but rejected"
_BAND_TURNED_DOWN: Final = re.compile(
    r"\b(?:talked\s+about|discussed|considered|proposed|suggested|floated|mooted|asked\s+for|"
    r"thought\s+about)\b(?:[^.;]|\.\d)*?\b(?:band|range|corridor)\b(?:[^.;]|\.\d)*?\bbut\b"
    r"(?:[^.;]|\.\d)*?"
    r"(?:\bno\s+(?:band|range|corridor)\b|\bnot\s+a\s+(?:band|range)\b|\b(?:rejected|refused|"
    r"turned\s+(?:it\s+)?down|said\s+no|vetoed|declined|dropped|scrapped)\b)"
)
#: a band said withdrawn by whoever set it ("band 10 % to 20 % withdrawn by the Risk
#: Committee", "the corridor was revoked", "rescinded range"): it gives the manager no room, and
#: the point said beside it holds
_BAND_WITHDRAWN: Final = re.compile(
    r"\b(?:band|range|corridor|bandwidth)\b(?:[^.;]|\.\d)*?\b(?:withdrawn|revoked|rescinded|"
    r"scrapped|cancell?ed|abolished|discontinued|removed|retired|taken\s+back|"
    r"no\s+longer\s+(?:applies|valid|in\s+force))\b|"
    # (... or the verb first, as a change log writes it: "dropped the 4–6% corridor")
    r"\b(?:withdrawn|revoked|rescinded|scrapped|cancell?ed|abolished|discontinued|retired|"
    r"dropped|removed|deleted|ditched|killed)\s+"
    r"(?:[\w%.–-]+\s+){0,4}?(?:band|range|corridor|bandwidth)\b"
)
_ANAPHOR: Final = re.compile(r"^\s*(?:that|these|those|this|it|which|the\s+same)\b", re.I)
#: a table's header cell naming the kind of bound its column gives: "| Restriction | Limit |",
#: "| Asset class | Min | Target | Max |"
#: (... and in the continental languages, `limit_sides_europe`: "| Clase de activo | Mínimo |
#: Máximo |", "| Limite inferiore | Limite superiore |", "| Untergrenze | Obergrenze |", with
#: the abbreviations "Mín." and "Máx.")
_COLUMN_KIND: Final = re.compile(
    # (and in Hungarian: "Felső korlát", "Alsó korlát", "Stratégiai arány", "Célarány")
    r"^\s*(?:(?P<ceiling>maxima|maximums?|max\.?|caps?|ceilings?|limits?|upper\s+(?:limits?|"
    r"bounds?)|(?:l(?:í|i)mite\s+)?(?:m(?:á|a)x\.|"
    + EUROPEAN_CAP_WORD
    + r")|"
    + UPPER_LIMIT
    + r"(?:\w{0,2})?|"
    # (and in Croatian and its kin: "Gornja granica", "Donja granica", "Strateška alokacija",
    # `operators_hr`)
    + UPPER_LIMIT_HR
    # ... and a column of the limit itself ("Meja", "Granica": `operators_hr`)
    + r"|"
    + LIMIT_COLUMN_HR
    # ... and the Lithuanian "Viršutinė riba", "Maks.", "Limitas", "Riba" (`operators_lt`)
    + r"|"
    + UPPER_LIMIT_LT
    + r"|"
    + LIMIT_COLUMN_LT
    + r")|"
    r"(?P<floor>minima|minimums?|min\.?|floors?|lower\s+(?:limits?|bounds?)|"
    r"(?:l(?:í|i)mite\s+)?(?:m(?:í|i)n\.|"
    + EUROPEAN_FLOOR_WORD
    + r")|"
    + LOWER_LIMIT
    + r"(?:\w{0,2})?|"
    + LOWER_LIMIT_HR
    + r"|"
    + LOWER_LIMIT_LT
    + r")|"
    r"(?P<target>targets?|neutral|strategic(?:\s+weight)?|saa|policy\s+weight|"
    r"strat(?:é|e)giai\s+(?:ar(?:á|a)ny|s(?:ú|u)ly)|c(?:é|e)l(?:ar(?:á|a)ny|s(?:ú|u)ly)?|"
    + TARGET_HR
    + r"|"
    + TARGET_LT
    + r")|"
    # ... or the level the book stands at, measured against the limit beside it, which bounds
    # nothing: "Actual", "Current", "Utilisation", hu "Tény", "Kihasználtság", de "Ist",
    # "Auslastung", cs "Skutečnost", "Čerpání"
    r"(?P<level>actual|current|utili[sz]ation|usage|headroom|t(?:é|e)ny(?:leges)?|"
    r"aktu(?:á|a)lis|kihaszn(?:á|a)lts(?:á|a)g|ist|auslastung|skute(?:č|c)nost|(?:č|c)erp(?:á|a)n(?:í|i)|"
    # ... and the South Slavic "Stanje", "Izkoriščenost" (`operators_hr`)
    + LEVEL_COLUMN_HR
    + r"|"
    # ... and the Lithuanian "Faktinė reikšmė", "Panaudojimas" (`operators_lt`)
    + LEVEL_COLUMN_LT
    + r"))"
    # ... with its unit: "(%)", "(x)", "(bp)", "(fraction)", "(% of NAV)"
    r"(?:\s*\((?:%|percent|pct|x|bps?|fraction|decimal)(?:\s+of\s+\w+)?\))?\s*$",
    re.IGNORECASE,
)
#: what joins a range's ends, after the first end's complement ("1.5x NAV to 3x NAV", "5 % of
#: assets and 10 %")
_RANGE_JOIN: Final = re.compile(
    r"^\s*(?:(?:of\s+)?(?:the\s+)?(?:total\s+|net\s+)?"
    r"(?:nav|capital|assets|equity|fund|book|portfolio)\s*)?"
    r"(?:and|to|up to|through|-|–|—|nor\s+(?:higher|more|greater|above)\s+than|"
    # ... in the other languages of guidelines: "zwischen 1 % und 3 %", "del 1 % al 3 %"
    rf"{RANGE_JOIN})\s*\+?\s*$"
)
#: an end joined by a word of time, in the English of writers whose own language joins a range
#: so ("bis", "jusqu'à", "fino a"): "from 5 % until 10 %", "5 % till 10 %"
_UNTIL_JOIN: Final = re.compile(r"^\s*(?:up\s+)?(?:until|till|til)\s*$")
#: an interval written with brackets: "in the interval [3 %, 6 %]", "[0.75x; 1.5x]"
#: (a bracket after a band's noun opens one too: "rebalancing band (3 %, 7 %)")
_INTERVAL_OPEN: Final = re.compile(
    r"\[\s*$|\b(?:bands?|ranges?|corridors?|intervals?|zones?|bounds|edges|window)\s*:?\s*\(\s*$"
)
_INTERVAL_JOIN: Final = re.compile(r"^\s*[,;]\s*$")
#: who may decide, and the ways a mandate says they decide: a grant is an agent with a verb or
#: noun of deciding ("the PM decides", "as the manager sees fit", "subject to the PM's
#: judgement", "is for the manager to determine", "may be chosen by the investment team",
#: "delegated to the PM", "the PM has latitude"), a decision named as the manager's
#: ("a portfolio-management decision"), or nothing preventing the agent ("nothing in this
#: agreement prevents the manager from …") — not the one word "discretion"
_AGENT: Final = (
    r"(?:the\s+)?(?:portfolio[\s-]+manager|investment[\s-]+manager|manager|pm|"
    r"(?:investment\s+|portfolio\s+)?team|adviser|advisor|"
    # the role addressed or named by its seat: "you decide", "left to you", "the desk decides"
    r"(?:trading\s+|investment\s+|portfolio\s+)?desk|you|" + LATITUDE_AGENTS + ")"
    # ... a trustee's delegate or a retail thread's tool (`latitude_words`)
)
_DECIDE: Final = r"(?:decide|determine|set|choose|select|fix|elect|pick)"
#: verbs of varying a figure, which grant a choice as much as deciding it does
_VARY: Final = (
    r"(?:vary|adjust|alter|change|calibrate|manage|size|run|tune|modify|tilt|shift|move|flex|"
    r"scale|steer|position|land|place)"
)
#: what an agent may hold over a matter, and what a matter may be within
_POWER: Final = (
    r"(?:authority|control|power|powers|say|freedom|flexibility|discretion|latitude|leeway)"
)
_REMIT_WORDS: Final = r"remit|gift|purview|province|prerogative|competence|domain|bailiwick"
_REMIT: Final = rf"(?:{_REMIT_WORDS})"
#: "discretionary" naming a kind of service, client or sales channel rather than room left to the
#: agent: "advised and discretionary channels only", "discretionary clients", "sold through
#: discretionary accounts", "discretionary or advisory portfolio management" (a target market's
#: or a distribution policy's words; no figure is left to anyone's choice)
_SERVICE_KIND: Final = (
    r"(?!\s+(?:(?:and|or|&|/)\s*[\w-]+\s+)?(?:channels?|clients?|customers?|investors?|"
    r"accounts?|distribution|sales|services?|(?:portfolio\s+|wealth\s+)?management|"
    r"dpm|wealth|private\s+banking|model\s+portfolios?)\b)"
)
_DISCRETION: Final = re.compile(
    rf"\b(discretion(?!ary)|discretionary{_SERVICE_KIND}|"
    r"left to the (?:manager|pm|portfolio manager|strategy|team)|"
    r"free to (?:choose|set)|may (?:choose|set|elect|pick)|latitude|leeway|free\s+hand|"
    r"carte\s+blanche|"
    r"at\s+(?:its|their|his|her)\s+(?:sole\s+|own\s+)?option|"
    r"portfolio[\s-]+management\s+(?:decision|matter|call)|"
    rf"{_AGENT}'?s?\s+(?:sole\s+|own\s+)?(?:choice|judg[e]?ment|call|decision|option)|"
    rf"as\s+{_AGENT}\s+(?:sees?|deems?|thinks?)\s+(?:fit|appropriate|best|right)|"
    rf"{_AGENT}\s+(?:decides|sets|chooses|determines|selects|elects|picks|may\s+{_DECIDE})|"
    rf"(?:delegated|left|reserved|entrusted)\s+to\s+{_AGENT}|rests?\s+with\s+{_AGENT}|"
    # a principal's verb of handing over, with the matter before or after the agent: "the
    # trustees delegate to the manager the choice of …", "the board delegates leverage to the
    # manager", "entrusts … to the PM"
    rf"\b(?:delegates?|entrusts?|assigns?|devolves?|hands?\s+over|confers?)\s+"
    rf"(?:[\w'’-]+\s+){{0,5}}?to\s+{_AGENT}\b|"
    # a band granted for holding anywhere in it: a tactical band or range beside a strategic
    # level, a range "for positioning", "the manager may hold any level in it"
    r"\btactical\s+(?:band|range|corridor|ranges|bands|corridors)\b|"
    r"\bfor\s+(?:tactical\s+)?positioning\b|"
    rf"{_AGENT}\s+(?:may|can)\s+(?:freely\s+)?(?:hold|keep|pick|choose|run\s+at)\s+"
    r"(?:any|whatever|whichever)\b|"
    # "we leave net exposure to you", "leave it with the desk"
    rf"\bleave\s+(?:[\w'-]+\s+){{0,4}}?(?:to|with|up\s+to)\s+{_AGENT}\b|"
    rf"for\s+{_AGENT}\s+to\s+(?:{_DECIDE}|{_VARY})|"
    # the matter named as a decision for the agent: "an investment decision for the Manager"
    rf"(?:decision|matter|call|question|choice)\s+(?:for|of)\s+{_AGENT}\b|"
    rf"(?:chosen|set|determined|decided|selected|fixed)\s+by\s+{_AGENT}|"
    rf"nothing\b[^.;]{{0,40}}\b(?:prevents|restricts|stops|limits|precludes)\s+{_AGENT}|"
    # an agent's power to decide or vary: "the manager is authorised to determine …", "the PM
    # may vary …", "the manager has full authority over …", "… retains control of …"
    rf"{_AGENT}\s+(?:is|are|'re|’re)\s+(?:\w+\s+)?(?:authori[sz]ed|empowered|entitled|permitted|"
    rf"allowed|free|welcome)\s+to\s+(?:{_DECIDE}|{_VARY})|"
    rf"{_AGENT}\s+(?:may|can)\s+(?:freely\s+)?{_VARY}|"
    rf"{_AGENT}\s+(?:has|have|holds?|retains?|keeps?|enjoys?)\s+(?:\w+\s+)?{_POWER}\s+"
    r"(?:over|on|of|to|regarding|as\s+to)|"
    # the matter as the agent's: "up to the manager", "a matter for the PM", "within the
    # manager's remit", "in the gift of the manager", "the manager's prerogative"
    rf"(?:(?:up|down)\s+to|a\s+matter\s+for|a\s+question\s+for|at\s+the\s+option\s+of)\s+"
    rf"{_AGENT}|"
    rf"{_AGENT}'?s?\s+(?:own\s+|sole\s+)?{_REMIT}|(?:in|within)\s+the\s+{_REMIT}\s+of\s+{_AGENT}|"
    rf"{_AGENT}'?s?\s+responsibility\s+to\s+(?:{_DECIDE}|{_VARY})|"
    rf"{_AGENT}\s+call\b|"
    rf"(?:varied|adjusted|altered|changed|calibrated|managed|tuned|modified)\s+by\s+{_AGENT}|"
    rf"{_AGENT}\b[^.;]{{0,60}}\b(?:at\s+will|as\s+(?:it|he|she|they)\s+"
    r"(?:sees|deems|thinks|considers|judges)\s+(?:fit|appropriate|necessary|best))|"
    # the matter said to be the addressee's: "is yours (to set)", "your call", "use your own
    # judgement", "it's up to you" (not a letter's "Yours sincerely")
    r"(?:is|are|'s|’s|remains?|stays?)\s+(?:entirely\s+|wholly\s+|all\s+)?yours\b|"
    r"\byour\s+(?:own\s+|sole\s+)?(?:call|choice|decision|judg(?:e)?ment|option|remit|"
    r"prerogative|responsibility|discretion)\b|"
    # a choice left open to whoever acts: "pick whatever number you think right", "wherever
    # you like", "as you see fit", "we're happy for you to …"
    r"\b(?:whatever|wherever|whichever|however|any\s+(?:level|number|figure|value|weight|"
    r"amount|size))\b[^.;]{0,40}?\byou\s+(?:like|want|wish|prefer|choose|think|consider|"
    r"deem|judge|feel|see\s+fit)|"
    r"\b(?:happy|content|fine|comfortable|glad|willing)\s+for\s+you\s+to\b|"
    # no one else's approval is needed: "no sign-off needed", "without seeking approval"
    r"\bno\s+(?:\w+\s+){0,2}?(?:sign-?off|approval|consent|permission|clearance)\s+"
    r"(?:is\s+)?(?:needed|required|necessary)\b|"
    r"\b(?:needs?|requires?)\s+no\s+(?:\w+\s+){0,2}?(?:sign-?off|approval|consent|permission|"
    r"clearance)\b|"
    r"\b(?:need\s+not|needn['’]t|does\s+not|doesn['’]t)\s+(?:need|require|be)\s+"
    r"(?:\w+\s+){0,2}?(?:sign-?off|approval|consent|permission|cleared|approved)\b|"
    r"\bwithout\s+(?:needing|requiring|seeking|asking\s+for)\s+(?:\w+\s+){0,2}?"
    r"(?:sign-?off|approval|consent|permission)\b)"
    # ... and a grant in German, French, Italian, Spanish or Dutch (`discretion_europe`), or in
    # plain words ("fund manager can decide", "any level within the same is fine")
    rf"|{EUROPEAN_GRANTS}|{PLAIN_GRANTS}"
    # ... or without the word, as governance and retail chat grant it (`latitude_words`)
    rf"|{LATITUDE_GRANTS}",
    re.IGNORECASE,
)
_NO_DISCRETION: Final = re.compile(
    # a comparative ("no more than 10 %") bounds a number and negates no grant
    r"(?:\b(?:no|not|without|never|nor|cannot|outside|beyond)\b|n['’]t\b)"
    r"(?!\s+(?:more|less|greater|lower|higher|fewer)\b)"
    r"(?!\s+(?:to\s+)?exceed)[^.;]{0,40}\b(discretion(?:ary)?|left to|free to|may choose|choice|"
    r"decide|decides|determine|set by|judg[e]?ment|delegated|reserved|latitude|leeway|decision|"
    # ... and a matter said outside the agent's remit ("not in the competence of the manager")
    rf"call|option|say|up to|{_REMIT_WORDS}|authority|control|power|authori[sz]ed|freedom|"
    r"flexibility|changed|altered|varied|adjusted|modify|modified|moved|"
    r"empowered|entitled|permitted|matter|vary|adjust|alter|change|tactical|positioning|"
    r"delegate|delegates|entrust|entrusts|"
    # "not yours to set", "don't pick a number … yourselves"
    r"yours|yourself|yourselves|pick|choose|select|set|leave)\b|"
    # someone else's approval is needed: "your call, but any change needs the IC's sign-off"
    r"\b(?:needs?|needing|requires?|requiring|subject\s+to|only\s+with|save\s+with)\s+"
    r"(?!no\b)(?:[\w'’-]+\s+){0,4}?(?:sign-?off|approval|consent|permission)\b"
    # ... and a refusal in German, French, Italian, Spanish or Dutch (`discretion_europe`), or
    # in plain words ("not for taking views", "PM not to change the same")
    rf"|{EUROPEAN_REFUSALS}|{PLAIN_REFUSALS}",
    re.IGNORECASE,
)
#: a name of a floor: `min_cash`, `cash_floor`, `cash_lower` (a key of a lower limit)
#: (a grade range's "or lower" names the grades, no side: "paper rated CCC+ or lower", "BB and
#: lower", `credit_ratings`)
_FLOOR_NAME: Final = re.compile(
    r"\b(min|minimum|floor|least|(?<!\bor\s)(?<!\band\s)(?<!\bor-)(?<!\band-)lower|"
    # ... and the same words in the other languages of guidelines, as prose or a field's name
    # writes them: the German prefix of a minimum ("Mindestliquidität", "mindestLiquiditaet")
    # and its "Untergrenze", "mínimo", "minima", "minimaal", "ondergrens", "plancher"
    r"mindest\w*|untergrenze|m[ií]nim[oa]s?|minimaal|ondergrens|plancher|"
    # ... and romanised from Japanese, Korean or Chinese ("kagen", 下限: `limit_sides_asia`),
    # or the other continental words of a floor ("limiteInferior", "lägsta", `limit_sides_europe`;
    # "vähintään", "alaraja", `limit_sides_finnish`)
    rf"{ASIAN_FLOOR_WORD}|{EUROPEAN_FLOOR_WORD}|{FINNISH_FLOOR_WORD})\b"
)
#: a word of limiting that names no side of its own ("limit", "hard limit", "threshold")
_NEUTRAL_LIMIT: Final = re.compile(
    r"(?<![a-z])(?:(?:hard|absolute|regulatory|internal|binding)\s+)?"
    r"(?:limit|limits|threshold|lmt|lim)\s*(?:(?:of|at|is|=|:)\s*)?(?:an?\s+|the\s+)?$"
)
#: what ends the label a subject is named in: a field separator, a comma, a colon
_LABEL_EDGE: Final = re.compile(r"[|;,:\n]")


def _floor_named(lowered: str, mentions: Sequence[tuple[int, int, str]], at: int) -> bool:
    """Whether the label of the subject nearest before `at` names it a minimum ("min cash",
    "cash (min)", "minimum cash holding"): its words from the field separator before the
    mention to the one after it."""
    near = [m for m in mentions if m[1] <= at]
    if not near:
        return False
    start, end = near[-1][0], near[-1][1]
    first = max((m.end() for m in _LABEL_EDGE.finditer(lowered, 0, start)), default=0)
    edge = _LABEL_EDGE.search(lowered, end, at)
    return _FLOOR_NAME.search(lowered, first, edge.start() if edge else at) is not None


#: a level named as soft or a warning ("soft target", "soft limit", "early-warning level",
#: "amber threshold"), said just before its value; an internal limit binds (it is often the
#: stricter one), so it is no soft level
_SOFT: Final = re.compile(
    r"\b(?:soft|early[\s-]?warning|warning|alert|amber|watch|monitoring|"
    r"escalation)\b(?:[\s-]+(?:target|limit|level|threshold|trigger|cap|ceiling|floor|"
    r"point|line|bound))?(?:\s+(?:of|at|is|=|:))?\s*(?:an?\s+|the\s+)?$"
)
#: a heading that says what kind of bound every item of the list after it is: "Risk limits
#: (maxima): turnover 50 %; net exposure 10 %", "Minimums — …"
_HEADING: Final = re.compile(
    r"\b(?P<kind>maxima|maximums?|max|caps|ceilings|upper limits|minima|minimums?|min|floors|"
    r"lower limits)\b\)?\s*[:—–-]",
    re.IGNORECASE,
)
#: an item of such a list: the number right after its subject ("single issuer 10 %")
_ITEM: Final = re.compile(r"^[\s:=|-]*$")
#: a number between two comparison signs around its subject: "5 % ≤ net exposure ≤ 10 %"
_SANDWICH: Final = re.compile(
    r"^\s*(?:of\s+(?:the\s+|total\s+)?(?:nav|capital|assets|equity|fund|book|portfolio)\s*)?"
    r"(?:≤|<=|<|≥|>=|>)\s*(?P<middle>[^≤<≥>]{1,80}?)\s*(?:≤|<=|<|≥|>=|>)\s*$"
)
#: a clause's own number at the start of a line ("7.2 The manager …", "3. Leverage …") is no
#: quantity of the clause
_ENUMERATOR: Final = re.compile(r"^\s*\d+(?:\.\d+)*\.?\s+(?=[A-Z])|^\s*\d+(?:\.\d+)+\s+(?=[a-z])")
#: a sentence that goes on about the subject of the one before it: "…; it may not exceed 2:1"
#: a decider's verdict before what it keeps or grants: "The CIO declined: …", "Risk agreed — …"
_VERDICT_LEAD: Final = (
    r"(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:declined|refused|rejected|agreed|approved|"
    r"ruled|decided|replied|answered)\s*[:;,—–-]\s*"
)
_CONTINUES: Final = re.compile(
    # (after a word of when it holds: "Now it's 7.5 %", "From this quarter it's 3 %")
    r"^\s*(?:(?:now|today|these\s+days|going\s+forward|since\s+then|from\s+(?:now|today|"
    r"(?:this|next|the\s+next)\s+(?:quarter|month|year|meeting|rebalance)))[\s,]+)?"
    # (after a decider's verdict: "The CIO declined: it stays at 15 %", "Risk agreed — it …")
    rf"(?:{_VERDICT_LEAD})?"
    r"(?:it|this|which|the same|that figure|that limit|"
    # ... or an instruction on it: "Hold it at 60 %", "keep it to 2x"
    r"(?:hold|keep|leave|run|fix|pin)\s+(?:it|them)\s+(?:at|to|on)\b|"
    r"(?:the|that|this)\s+(?:[a-z-]+\s+)?(?:cap|limit|ceiling|floor|maximum|minimum|bound|band|"
    r"range)|"
    # a list of one subject's levels: "…: soft limit 2 %; hard limit 3 %"
    r"(?:hard|soft|absolute|outer|inner|internal|early[\s-]?warning|amber|red)\s+"
    r"(?:limit|cap|ceiling|floor|target|level|threshold|trigger)|"
    # the level a setting gives the same limit, said without its subject: "…; fixed at 20 %",
    # "…; now pinned at 3 %", "…; reset to 2x"
    r"(?:instead\s+)?(?:fixed|set|pinned|held|kept|frozen|locked|capped|floored|reset|"
    r"lowered|raised|cut|narrowed|replaced|changed|moved)\s+(?:at|to|by)\b(?=[^.;\n]*\d)|"
    # ... or told to keep it there: "keep it at 3x", "hold it at 30 %", "leave them at 5 %"
    r"(?:keep|hold|leave|pin|fix)\s+(?:it|them)\s+(?:at|to)\b|"
    # ... or its level said to stay in force: "…; 21 % stands until the review", "2x remains"
    r"\d[\d.,]*(?:\s*(?:pct|x|times|bps?))?(?=\s*(?:%|per\s*cent)?\s*(?:still\s+)?(?:stands|"
    r"remains|stays|holds|applies|continues\s+to\s+(?:apply|hold|stand))\b))\b",
    re.I,
)
#: ... or names the limit of the one before anywhere in it: "…; from 1 March the cap is 6 %"
_BACK_REFERENCE: Final = re.compile(
    r"\b(?:the|that|this|its|their|said)\s+(?:(?:new|revised|amended|current|same|old|"
    r"previous|former)\s+)?(?:cap|limit|ceiling|floor|maximum|minimum|bound|band|range)\b|"
    # ... or a band named by its ends: "The 0.9x–1.8x band is …" (`alert_bands`)
    + BAND_WITH_ENDS,
    re.I,
)
#: the agent acting on the subject said before, by a pronoun: "…; the Manager may set it
#: anywhere from 1x to 2x", "…; the PM can run it between 5 % and 9 %"
_AGENT_ON_IT: Final = re.compile(
    rf"^\W*(?:and\s+|but\s+|where\s+)?{_AGENT}\s+(?:may|can|shall|will|is\s+free\s+to|"
    rf"is\s+entitled\s+to)\s+(?:\w+\s+)?(?:{_DECIDE}|{_VARY}|hold|keep)\s+(?:it|them)\b",
    re.I,
)
#: an exception to a rule the sentence has stated: "…, except government bonds, which may reach
#: 35 %" bounds the excepted things, not the rule's subject
_EXCEPT: Final = re.compile(
    r"\b(?:except(?:ing)?|save|other\s+than|excluding|exclusive\s+of|apart\s+from|"
    r"with\s+the\s+exception\s+of|but\s+not|other\s+than)\b"
)
#: a weight bounded relative to a benchmark's ("5 points over its benchmark weight", "either side
#: of the index weight", "benchmark weight ± 5 pts") is an active weight, not the weight itself
_RELATIVE_AFTER: Final = re.compile(
    r"^[^.;]{0,30}?\b(?:over|above|below|under|of|around|relative\s+to|versus|vs\.?|against|"
    r"either\s+side\s+of|either\s+way\s+(?:of|from)|from|off|away\s+from)\s+(?:its|the|their|"
    r"each\s+\w+'s)?\s*(?:benchmark|index|reference)\b"
)
_RELATIVE_BEFORE: Final = re.compile(
    r"(?:(?:benchmark|index|reference)(?:'s)?\s+weights?|active\s+weights?|"
    r"(?:relative|compared)\s+to\s+(?:the\s+|its\s+)?(?:benchmark|index))[^.;]{0,20}$"
)
#: ... or one named as active or as a deviation from the benchmark's: "overweight", "active
#: weight", "the net sector deviation from the index", "country weight deviations"
_ACTIVE_SAID: Final = re.compile(
    r"\b(?:over|under)weight|\bactive\s+weight|"
    r"\b(?:sector|industry|country|region|weight)\s+(?:net\s+)?deviations?\b"
)
_WEIGHTS: Final = frozenset({"max_position_weight", "max_sector_weight", "max_country_weight"})
#: a bound on a group's sum, not on each member: "small caps may not exceed 15 % in total"
_AGGREGATE: Final = re.compile(
    r"^\s*(?:of\s+\w+\s+)?(?:in\s+total|in\s+aggregate|combined|altogether|together)\b"
)
#: ... said before the operator: "issuers above 5 % may not together exceed 40 %"
_AGGREGATE_BEFORE: Final = re.compile(
    r"\b(?:together|combined|collectively|jointly|in\s+(?:total|aggregate)|altogether)\b"
    r"(?:\s+[a-z]+){0,3}\s*$"
)
_TARGET_NAME: Final = re.compile(r"\b(target|targets|targeted)\b")


#: a day written in digits, whatever its order and separator (`written_periods.NUMERIC_DATE`)
_NUMERIC_DAY: Final = re.compile(NUMERIC_DATE)


@dataclass(frozen=True)
class Bound:
    """One numeric bound a clause states on one subject, with its span in the clause text."""

    subject: str
    kind: BoundKind
    low: float | None
    high: float | None
    clause_id: str
    start: int
    end: int
    text: str
    discretion: bool = False
    #: a weight measured from a benchmark's ("5 pts over the benchmark weight"): it bounds an
    #: active weight, not the weight itself
    relative: bool = False
    #: an amount of money ("VaR ≤ USD 24mn"), its figures in units of the currency (24e6): it
    #: bounds only a limit counted in money (`money_scales`), whatever its subject's unit
    money: bool = False

    def shown(self) -> str:
        return f"“{self.text}” ({self.clause_id})"


@dataclass(frozen=True)
class Clause:
    """One mandate clause: its id, text and what it bounds or leaves to discretion."""

    clause_id: str
    text: str
    bounds: tuple[Bound, ...] = ()
    #: subjects the clause leaves to discretion; "*" for a general grant
    discretion: frozenset[str] = field(default_factory=frozenset)
    #: what the clause is read with, to read it again for bounds of what no vocabulary knows
    #: (`lexical_bounds`): its number when it is a field's, the plan's date, the whole mandate
    value: float | None = None
    as_of: date | None = None
    context: str = ""
    #: whether the plan is itself the next rebalance (`plan_occasions`)
    rebalancing: bool = False


def _field_clauses(value: JsonValue, path: str) -> Iterator[tuple[str, str, float | None]]:
    """(clause id, clause text, the number when the field is one) for every leaf."""
    if isinstance(value, dict):
        # an engine's rule as an object is read as its export line (`limit_roles.rule_line`)
        if (line := rule_line(dict(value))) is not None:
            yield path, line, None
            return
        for key, item in value.items():
            here = f"{path}.{key}" if path else str(key)
            # a limit object (a subject over `min`/`max` leaves and a flag) is also read whole,
            # as its YAML lines (`structured_text`); its leaves stay citable one by one
            if (whole := limit_object_text(str(key), item)) is not None:
                yield here, whole, None
            yield from _field_clauses(item, here)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _field_clauses(item, f"{path}[{i}]")
    elif isinstance(value, str):
        # an environment's value is a string: "0.075" under a limit's key is its number
        # (`field_values`)
        key = path.rsplit(".", 1)[-1].split("[")[0]
        held = leaf_quantity(value) if subject_of(key) is not None else None
        yield path, value, None if held is None else held.value
    elif value is not None:
        yield path, json.dumps(value), number(value)


def _structured(clause_id: str, text: str, value: float, lexical: bool = False) -> Bound | None:
    key = clause_id.rsplit(".", 1)[-1].split("[")[0]
    subject = subject_of(key)
    if lexical and subject is not None:
        return None
    if subject is None:
        if not lexical:
            return None
        # a key no vocabulary knows that names a limit (`deal_stop_cap: 0.04`) bounds what its
        # words name, in the unit they name (`lexical_subjects`)
        unit = _key_unit(key)
        subject = (
            lexical_subject(key, "fraction" if unit == "percent" else unit)
            if _LIMIT_KEY.search(words(key))
            else None
        )
        if subject is None:
            return None
        value = value / 100 if unit == "percent" else value
    # in the unit its key names (150 under `te_budget_bps` is 150 bp), when it is one quantity
    read = None if is_lexical(subject) else field_value(key, text, UNITS.get(subject))
    value = value if read is None else read
    named = words(key)
    kind: BoundKind
    if (subject == "cost_bps" and not holding_cost_cap(key)) or _FLOOR_NAME.search(named):
        kind = "floor"
    elif _TARGET_NAME.search(named):
        kind = "target"
    else:
        kind = "ceiling"
    # an amount whose key names its currency and scale (`var_limit_usd_m: 24`) is 24 million
    scale = factor(named_money_unit(named)) if subject in MONEY_SUBJECTS else None
    value = value if scale is None else value * scale
    low = value if kind in ("floor", "target") else None
    high = value if kind in ("ceiling", "target") else None
    return Bound(subject, kind, low, high, clause_id, 0, len(text), text, money=scale is not None)


#: a structured key that names a limit, whatever it limits
_LIMIT_KEY: Final = re.compile(
    r"\b(?:max|maximum|min|minimum|cap|ceiling|floor|limit|budget|threshold)\b"
)


def _key_unit(key: str) -> str | None:
    """The unit a key names for its number (`…_bps`, `…_pct`), else None (the plan's own)."""
    named = words(key).split()
    if "bps" in named or "bp" in named:
        return "bps"
    if "pct" in named or "percent" in named:
        return "percent"
    return None


#: the unit a figure of a lexical subject is read in, by how it is written
_LEXICAL_UNITS: Final = {"percent": "fraction", "bps": "bps", "multiple": "multiple"}


def _lexical_unit_of(
    quantity: Quantity, timed: frozenset[int], counts: frozenset[int] = frozenset()
) -> str | None:
    """The unit a figure of a lexical subject is in: its form's, or days for a figure counted
    in time (`_in_days`: "3 yrs", "6M" of a tenor), a count for a number of what its words name
    (`_counts_of_subject`), else None (a bare figure). A figure said in a period is counted in
    it even where a plural follows ("minst 60 dagars utbetalningar": sixty days of payments, no
    count of sixty)."""
    if quantity.start in timed:
        return DAYS
    if quantity.start in counts:
        return "count"
    return _LEXICAL_UNITS.get(quantity.form)


#: the words that say a figure is how many there are: "the number of …", "the … count"
_COUNT_SAID: Final = re.compile(r"\b(?:number|count|counts|tally|no\.|how\s+many)(?=\W)")
#: a plural noun after a figure in a sentence that says it counts: the things counted, in the
#: register's word for them ("the number of distinct sponsors … between 30 and 60 GPs"), unless
#: a unit of time or of measure
_COUNTED_PLURAL: Final = re.compile(
    r"(?!(?:days|weeks|months|years|quarters|hours|minutes|seconds|times|points|pts|bps|"
    r"basis|percent|cents|yrs|mos)$)[a-z][a-z-]*[a-z]s$"
)
#: up to two words right after a figure, the thing it counts among them ("30 funded loans")
_NOUNS_AFTER: Final = re.compile(r"[^\S\n]+([a-z][a-z-]*)(?:[^\S\n]+([a-z][a-z-]*))?")


def _counted_noun_end(lowered: str, end: int) -> int:
    """Where the noun a count counts, right after its figure, ends ("15 estates or more"), so
    the operator after it is read; `end` when no such noun follows."""
    counted = _NOUNS_AFTER.match(lowered, end)
    if counted is None or counted.group(1) in _AFTER_BOUND:
        return end
    return counted.end(1)


def _counts_of_subject(sentence: str, found: Sequence[Quantity]) -> frozenset[int]:
    """Where the whole numbers that say how many of what their words name are held start: a
    figure followed by the noun its phrase names ("keeps financed vessels at or above 12
    vessels"), or one said to be the number or count of them ("the number of farms: at least
    8", "the diversification count: ≥ 20"). A count bounds a limit on how many ("at least N
    loans, positions, claims") as a share bounds a weight; any other bare figure may be a
    section, a year or a word's part and bounds nothing."""
    lowered = sentence.lower()
    starts = set()
    for q in found:
        if q.form != "plain" or q.value < 2 or q.value != int(q.value) or not q.text.isdigit():
            continue
        before = lowered[: q.start]
        after = _NOUNS_AFTER.match(lowered, q.end)
        said = (
            {w for w in phrase_stems(" ".join(g for g in after.groups() if g)) if w[0] != "^"}
            if after is not None and after.group(1) not in _AFTER_BOUND
            else set()
        )
        if said & phrase_stems(before) or (
            _COUNT_SAID.search(before)
            and (
                after is None
                or after.group(1) in _AFTER_BOUND
                # ... or the things counted in the register's own word (`_COUNTED_PLURAL`)
                or _COUNTED_PLURAL.match(after.group(1)) is not None
            )
        ):
            starts.add(q.start)
    # a bare first end of a range takes its second end's count ("240-320 lives", "30 to 50
    # stocks": the noun said once, after the range), as it takes its period (`_in_days`)
    for first, second in reversed(list(pairwise(found))):
        if (
            second.start in starts
            and first.form == "plain"
            and first.text.isdigit()
            and _RANGE_FIRST.fullmatch(lowered, first.end, second.start)
        ):
            starts.add(first.start)
    return frozenset(starts)


#: what joins a bare number to the next as a range's first end ("5.5–6.5 yrs", "3 to 5 years")
_RANGE_FIRST: Final = re.compile(r"\s*(?:[-–—]|to|and)\s*")


def _in_days(found: Sequence[Quantity], lowered: str) -> tuple[list[Quantity], frozenset[int]]:
    """The figures counted in time read in days, the unit of every limit counted in time ("WAL
    not above 7 years", "forward tenors at most 6M", `limit_lexicon_maturity.period_of`), and
    where they start; a bare first end of a range takes its second end's period ("5.5–6.5
    yrs")."""
    periods = [
        period_of(lowered, q.start, q.end) if q.form in ("plain", "money") else None for q in found
    ]
    for i in range(len(found) - 2, -1, -1):
        if (
            periods[i] is None
            and periods[i + 1] is not None
            and found[i].form == "plain"
            and _RANGE_FIRST.fullmatch(lowered, found[i].end, found[i + 1].start)
        ):
            periods[i] = periods[i + 1]
    read = [
        q if p is None else Quantity(q.value * PERIOD_DAYS[p], "plain", q.start, q.end, q.text)
        for q, p in zip(found, periods, strict=True)
    ]
    return read, frozenset(q.start for q, p in zip(found, periods, strict=True) if p is not None)


def _lexical_mention(
    sentence: str,
    found: Sequence[Quantity],
    timed: frozenset[int] = frozenset(),
    counts: frozenset[int] = frozenset(),
) -> list[tuple[int, int, str]]:
    """The mentions of what no vocabulary knows in a sentence that states figures: for each
    figure in a unit, what the words since the figure before it name (a lexical subject in the
    figure's unit, `lexical_subjects`), ending at their last content word so the words between
    it and the figure ("is", "is capped at") read as after a known subject's; words that name
    nothing ("of NAV to", "and") add none, the figure is of the subject before it."""
    # (a bare figure may be a count or a percentage: nothing to compare it with)
    mentions: list[tuple[int, int, str]] = []
    since = 0
    in_time: int | None = None  # where the phrase of a figure in time just before began
    time_at = 0  # ... and where that figure stood
    lowered = sentence.lower()
    # a band written before the limit it bounds ("a range of 30 % to 40 % for the floor on X")
    # bounds what the limit's noun is on, not what the words before it name (`fronted_bands`)
    fronted = fronted_objects(lowered, found)
    for k, q in enumerate(found):
        unit = _lexical_unit_of(q, timed, counts)
        if k in fronted and unit is not None:
            at, to = fronted[k]
            subject = lexical_subject(sentence[at:to], unit)
            end = content_end(sentence[at:to])
            if subject is not None and end is not None and (at, at + end, subject) not in mentions:
                mentions.append((at, at + end, subject))
            in_time = None
            # (the words of what the noun is on are the band's: a figure after them names its
            # subject from the words after them, "… shock (every life two years longer)")
            since = max(to, _figure_tail_end(lowered, q.end, in_days=unit == DAYS))
            continue
        if unit is None or measure_parameter(lowered, q.start, q.end) or _calibrates(sentence, q):
            # (a participation rate or a distance to spot is part of what the figure after it
            # bounds: "notional with KI barriers within 10% of spot: at most 25%"; a measure's
            # bracketed calibration ends no subject, `_calibrates`)
            continue
        start = since
        if (
            unit != DAYS
            and in_time is not None
            and (
                _content_free(sentence[since : q.start])
                or _gloss_closed(sentence, time_at, since, q.start)
            )
        ):
            # a figure in time whose next figure's words name nothing qualifies what that one
            # bounds ("receivables with a remaining life beyond 180 days: no more than 20 %",
            # "forwards over 12 months, 25 % at most"): the whole is its subject, and the time
            # bounds nothing of its own
            start = in_time
            if mentions and mentions[-1][0] == start:
                mentions.pop()
        phrase = sentence[start : q.start]
        subject = lexical_subject(phrase, unit)
        end = content_end(phrase)
        if subject is not None and end is not None:
            mentions.append((start, start + end, subject))
        in_time = since if unit == DAYS else None
        time_at = q.start
        since = _figure_tail_end(lowered, q.end, in_days=unit == DAYS)
    return sorted(mentions)


def _gloss_closed(sentence: str, time_at: int, since: int, at: int) -> bool:
    """Whether a figure in time at `time_at` sits in a parenthetical gloss that closes before
    the next figure, at `at`, with no words naming anything after it: "the evergreen share
    (songs more than ten years old) ≥ 60 %", "receivables (aged over 90 days) at most 5 %". The
    gloss defines the subject the next figure bounds; its time bounds nothing."""
    before = sentence[:time_at]
    if before.rfind("(") <= before.rfind(")"):
        return False
    closed = sentence.find(")", time_at, at)
    return closed >= since and _content_free(sentence[closed + 1 : at])


def _figure_tail_end(lowered: str, end: int, *, in_days: bool) -> int:
    """Where the words after a figure that say what it measures end: they are the figure's own
    and name nothing the next figure bounds. A count of days says its yardstick of traded volume
    ("3 days of ADV", "3x ADV", `volume_days`; "it stays at 3 days' ADV" names nothing but the
    unit); any other figure its base and period ("5 % of the short book a year", `_tail_end`)
    or, for a share, the company base it is of ("50bp of market cap", "5 % of revenue",
    `other_bases`), whichever reaches further."""
    if in_days:
        measured = yardstick_end(lowered, end)
        return measured if measured is not None else _tail_end(lowered, end)
    based = base_after(lowered, end)
    return max(_tail_end(lowered, end), based[1] if based is not None else end)


def _calibrates(sentence: str, quantity: Quantity) -> bool:
    """Whether a figure is in the bracket after a measure that gives its confidence level, the
    level or the horizon ("CFaR (97.5 %, one year) over planned EBITDA: 10 % to 18 %", "EaR (99 %,
    one year)"): it calibrates the measure, bounds nothing, and the words before it still name
    the next figure's subject."""
    opened, closed = sentence.rfind("(", 0, quantity.start), sentence.rfind(")", 0, quantity.start)
    ends = sentence.find(")", quantity.end)
    return (
        opened > closed
        and ends >= 0
        and CONFIDENCE_LEVEL.search(sentence, opened, ends) is not None
    )


def _content_free(phrase: str) -> bool:
    return lexical_subject(phrase, None) is None


def _points_back(sentence: str, grants: bool) -> bool:
    """Whether a sentence whose words name nothing speaks of what the sentence before named: it
    offers every value of a set ("anything from 2 % to 4 % is fine", `value_sets`), grants room
    with a figure, or names "the cap" of the one before."""
    return bool(
        any_value_in(sentence)
        or (grants and _has_number(sentence))
        or _BACK_REFERENCE.search(sentence)
    )


def _lexical_carried(
    before: str, said: str | None, found: Sequence[Quantity], timed: frozenset[int] = frozenset()
) -> list[tuple[int, int, str]]:
    """One mention of what the sentence before names, in the unit of this sentence's first
    figure (`lexical_subjects`): the subject its last figure was said of (so a band said of "it"
    is of the same subject as the level before it: "The X is 250 bp. The 125–250 bp band is
    only a trigger"), else what its words past a label's colon name ("E-mail from the Head of
    Risk: choose the X yourselves"), else none."""
    first = next((q for q in found if _lexical_unit_of(q, timed) is not None), None)
    if first is None or not before.strip():
        return []
    unit = _lexical_unit_of(first, timed)
    if said is not None:
        return [(0, 0, in_lexical_unit(said, unit))]
    subject = lexical_subject(before.rsplit(":", 1)[-1], unit)
    return [] if subject is None else [(0, 0, subject)]


def _money(quantity: Quantity, subject: str) -> bool:
    """Whether a figure bounds `subject` as an amount of money: "USD 24mn" of a VaR, "$300k per
    bp" of a DV01 (`limit_lexicon_desk_risk`). An amount bounds no share or multiple ("gross
    notional USD 4bn" is no leverage)."""
    return quantity.form == "money" and subject in MONEY_SUBJECTS


def _value(quantity: Quantity, subject: str) -> float | None:
    if _money(quantity, subject):
        return quantity.value * quantity.scale  # in units of the currency
    unit = lexical_unit(subject) or UNITS.get(subject)
    values = in_unit(quantity, unit)
    if (
        unit == "fraction"
        and quantity.form == "multiple"
        and subject not in ("max_turnover", "max_net_exposure")
    ):
        return None  # a multiple bounds a turnover or an exposure ("1.5 times the fund"), no weight
    if not values:
        return None
    value = values[0]
    if unit == "fraction" and quantity.form == "plain" and abs(value) >= 10:
        return None  # "20 names" is a count, not a weight (a turnover of 1.68 is a fraction)
    return value


def _own_base_end(subject: str | None, lowered: str, end: int) -> int | None:
    """Where the company base after a figure ends ("of market cap", `other_bases`) when the
    words its lexical subject was said with name that base ("notional per stock relative to
    its market capitalisation … 50bp of market cap"): the limit is measured against it, the
    figure is its value. Else None."""
    if subject is None or not is_lexical(subject):
        return None
    based = base_after(lowered, end)
    if based is None:
        return None
    stems = {s for s in subject[len(MARK) :].split(MARK, 1)[1].split() if not s.startswith("^")}
    said = {s for s in phrase_stems(based[0]) if not s.startswith("^")}
    return based[1] if stems & said else None


def _in_time(subject: str | None) -> bool:
    """Whether a subject is counted in time (days): a known one (`limit_lexicon_maturity`,
    `liquidation_horizon`), or one no vocabulary knows said with a figure in time."""
    return subject is not None and (UNITS.get(subject) or lexical_unit(subject)) == DAYS


def _subject_near(
    mentions: list[tuple[int, int, str]], start: int, end: int, days: bool = False
) -> str | None:
    """The subject a quantity bounds: the one mentioned nearest before it, else after it. A
    number of days, months or years bounds the subject counted in time the sentence names,
    wherever another subject stands nearer ("the WAM of the cash-collateral pool: 30d to 60d",
    "the pool's WAL, a third of it in CMBS, no more than 6 years"): no share is counted in
    time."""
    if days:
        counted = [m for m in mentions if _in_time(m[2])]
        counted_before = [m for m in counted if m[1] <= start]
        if counted_before:
            return counted_before[-1][2]
        counted_after = [m for m in counted if m[0] >= end]
        if counted_after:
            return counted_after[0][2]
    before = [m for m in mentions if m[1] <= start]
    if before:
        return before[-1][2]
    after = [m for m in mentions if m[0] >= end]
    return after[0][2] if after else None


def _past_glosses(
    mentions: list[tuple[int, int, str]], lowered: str, start: int
) -> list[tuple[int, int, str]]:
    """The mentions a figure at `start` may take its subject from, past the glosses: a mention
    inside brackets closed before the figure, after a mention they gloss, only qualifies that
    head ("below-investment-grade bonds (rated below BBB-, or unrated of comparable quality):
    5–10 %" caps the sub-investment-grade bucket, with the unrated counted in it, not the unrated
    alone), so the nearest mention before the figure is the head's; nor is what a measure or a
    share is taken over a subject (`_past_scopes`)."""
    glosses = [
        (m.start(), m.end())
        for m in _PARENTHETICAL.finditer(lowered, 0, start)
        if any(h[1] <= m.start() for h in mentions) and not _alias(mentions, m.start(), m.end())
    ]
    kept = [h for h in mentions if not any(a < h[0] and h[1] < b for a, b in glosses)]
    return _past_scopes(kept, lowered)


def _alias(mentions: list[tuple[int, int, str]], start: int, end: int) -> bool:
    """Whether the bracket at start–end holds nothing but one mention: another name for what is
    bounded ("borrowings against the Fund's equity (debt-to-equity) <= 1 times"), not a gloss
    that qualifies its head."""
    return any(
        start < h[0] and h[1] < end and (end - start - 2) - (h[1] - h[0]) <= 2 for h in mentions
    )


#: the words between a measure and the one holding it is taken of: "the attachment probability
#: of any single position", "the expected loss on each deal", "the duration of a single bond"
_SCOPE_OF_ONE: Final = re.compile(
    # (not "in": "the share of surplus cash in a single MMF" is the fund's weight, what the
    # holding is in)
    r"^[\s-]+(?:of|on|for|per)\s+(?:(?:any|each|every|a|an|one|the)\s+){0,2}$"
)
#: ... and between a group and the whole its share is taken of: "any one sector's share of
#: total risk", "each region's proportion of the book"
_SHARE_OF_WHOLE: Final = re.compile(
    r"^(?:'s|’s)?\s+(?:share|proportion|fraction|percentage|part)\s+of\s+"
    r"(?:(?:the|its|their|our|total|overall|all)\s+){0,2}$"
)


def _past_scopes(mentions: list[tuple[int, int, str]], lowered: str) -> list[tuple[int, int, str]]:
    """The mentions without those that only say what another is measured over: one holding a
    measure is taken of ("the attachment probability of any single position: 4–8 %" bounds the
    attachment probability, per position, not the position's weight), and the whole a group's
    share is taken of ("any one sector's share of total risk: 12.5–25 %" bounds the sector)."""
    kept: list[tuple[int, int, str]] = []
    for i, mention in enumerate(mentions):
        before = mentions[i - 1] if i else None
        between = lowered[before[1] : mention[0]] if before is not None else ""
        if before is not None and (
            (
                mention[2] == "max_position_weight"
                and before[2] not in _WEIGHTS
                and _SCOPE_OF_ONE.match(between) is not None
            )
            or _SHARE_OF_WHOLE.match(between) is not None
        ):
            continue
        kept.append(mention)
    return kept


#: words that may follow a bare number that is still a bound ("0.15 of NAV", "2 or less")
_AFTER_BOUND: Final = frozenset(
    {"of", "or", "and", "to", "per", "for", "in", "at", "on", "each", "a", "an", "the", "with",
     "than", "max", "maximum", "min", "minimum", "up", "nor", "through"}
)  # fmt: skip


#: a word that joins a range's two ends in any language of guidelines (`operators.RANGE_JOIN`)
_JOIN_WORD: Final = re.compile(rf"(?:and|to|through|{RANGE_JOIN})")
#: the measure a bare figure is a value of, named after it: "1.1 beta", "0.78-1.3 beta", "1.2
#: Sharpe", "0.4 delta": a measure of the book, no count of things the word names
_MEASURE_AFTER: Final = re.compile(r"[^\S\t\n]*(?:betas?|β|deltas?|sharpe|sortino)(?![a-z])")


def _counts(quantity: Quantity, lowered: str) -> bool:
    """A bare number followed by a noun counts things ("any one sector", "20 names"); a word
    in the next cell of a pasted sheet ("0.25\tY"), of a fixed-width table (two spaces or more
    between: "<=  0.35  HARD") or on the next line is no noun of its. A fraction below one
    counts nothing and numbers no section: "from 0.025 to 0.05 without asking" is a measure;
    nor does any figure with a fraction, since a count is whole: "not more than 1.1 beta" names
    the measure's value in the measure's own word."""
    if quantity.form != "plain" or not quantity.value.is_integer():
        return False
    following = re.match(r"[^\S\t\n]([a-z]+)", lowered[quantity.end :])
    # (a figure in standard deviations is a measure: "0.3 sd", `limit_lexicon_factor_risk`)
    return (
        following is not None
        and following.group(1) not in _AFTER_BOUND
        # ... nor the word joining a range's ends in the other languages of guidelines ("60
        # och 100 innehav", "tra 30 e 50 emittenti"): the noun after the range counts both ends
        and _JOIN_WORD.fullmatch(following.group(1)) is None
        and not in_sigma(lowered, quantity.end)
        and _MEASURE_AFTER.match(lowered, quantity.end) is None
    )


#: a number word glued by a hyphen to the word it qualifies: "one-way turnover", "two-sided"
_COMPOUND_AFTER: Final = re.compile(r"-[a-z]")


def _compound_word(quantity: Quantity, lowered: str) -> bool:
    """Whether a number written as a word is only part of a compound modifier ("one-way
    turnover", "two-sided band", "one-off fee"): it is no number a comparative's clause starts
    after, so "never let one-way turnover go above 30 %" is still negated."""
    return (
        quantity.form == "plain"
        and quantity.text.isalpha()
        and _COMPOUND_AFTER.match(lowered, quantity.end) is not None
    )


def _taken_back(text: str, bound: Bound) -> list[tuple[int, int]]:
    """Where the speaker of a bound takes it back in the next sentence (`transcripts`)."""
    back = taken_back(text, bound.start, bound.end)
    return [back] if back is not None else []


def _point(bound: Bound) -> Bound:
    """A bound said to be a point ("Flat. Not a range."): a range from its value to itself."""
    if bound.kind == "range":
        return bound
    value = bound.high if bound.high is not None else bound.low
    return replace(bound, kind="range", low=value, high=value)


def _horizon_days(quantity: Quantity, lowered: str, subject: str | None) -> bool:
    """Whether a bare number counts the time of a limit counted in time: a liquidation horizon
    ("10 trading days, tops"), a book's average maturity or life ("60 calendar days", "7
    years", `limit_lexicon_maturity`): the limit's value, not a count of things."""
    return _in_time(subject) and period_of(lowered, quantity.start, quantity.end) is not None


def _holdings_counted(quantity: Quantity, lowered: str, subject: str | None) -> bool:
    """Whether a bare number counts the deals or holdings of a limit on their number ("does
    not fall below 30 deals", "at least 20 live situations"): the limit's value, not a count of
    things beside it (`limit_lexicon_merger_arb`)."""
    if subject is not None and lexical_unit(subject) == "count":
        return True  # a number of what no vocabulary knows, said by its words (`lexical_subjects`)
    return subject == HOLDINGS_COUNT and counted_after(lowered, quantity.end)


def _lots_counted(quantity: Quantity, lowered: str, subject: str | None) -> bool:
    """Whether a bare number counts the lots or contracts of a futures position limit ("no more
    than 1,500 lots", "250 contracts – 500 contracts"): the limit's value, not a count of things
    beside it (`limit_lexicon_clearing`)."""
    return subject == POSITION_LOTS_NAME and lots_after(lowered, quantity.end)


def _count_nouns_unread(
    mentions: list[tuple[int, int, str]], lowered: str
) -> list[tuple[int, int, str]]:
    """`mentions` without the nouns a number of holdings counts, in a sentence that names
    such a number ("a band of 30 issuers – 50 issuers for the minimum number of issuers",
    "la banda 30 emittenti – 50 emittenti per il numero minimo di emittenti"): after a count,
    "issuers" is the unit of the figure before it (`limit_lexicon_merger_arb.without_counted`),
    no mention of one issuer's weight.

    Why: read as the nearest subject, the count noun made each end a count beside a position
    limit, and the band on the number of holdings said after it was lost."""
    if not any(m[2] == HOLDINGS_COUNT for m in mentions):
        return mentions
    blanked = without_counted(lowered)
    return [m for m in mentions if m[2] == HOLDINGS_COUNT or blanked[m[0] : m[1]].strip() != ""]


def _counted(quantity: Quantity, lowered: str, subject: str | None) -> bool:
    """Whether a bare number counts things beside the limit of `subject` (`_counts`), not the
    days, holdings or lots that limit is itself counted in ("between 30 days and 60 days" of an
    average maturity are both its ends)."""
    return (
        _counts(quantity, lowered)
        and not _horizon_days(quantity, lowered, subject)
        and not _holdings_counted(quantity, lowered, subject)
        and not _lots_counted(quantity, lowered, subject)
    )


def _fraction_pair(low: Quantity, high: Quantity, subject: str | None) -> bool:
    """Whether two bare numbers are both fractions strictly between nought and one, written as
    decimals, of a subject counted as a share ("0.3–0.6" of a utilisation): the ends of a range
    of that share, whatever word stands before them."""
    return (
        subject is not None
        and (lexical_unit(subject) or UNITS.get(subject)) == "fraction"
        and all(q.form == "plain" and 0 < q.value < 1 and "." in q.text for q in (low, high))
        and low.value < high.value
    )


#: a dash between two bare numbers: "0.10–0.20"
_DASH_JOIN: Final = re.compile(r"^\s*[-–—]\s*$")


def _bare_range(
    mentions: list[tuple[int, int, str]], lowered: str, start: int, joined: str
) -> bool:
    """Whether two bare numbers joined by a dash right after their subject are a range
    ("single-name wt 0.10–0.20", "w_i: 0.05-0.08"): nothing but a label's mark stands between
    the subject and the first number, so the dash can only join the range's ends."""
    near = [m for m in mentions if m[1] <= start]
    return (
        bool(near)
        and _DASH_JOIN.match(joined) is not None
        and _ITEM.match(lowered[near[-1][1] : start]) is not None
    )


def _level_beside(bound: Bound, bands: Sequence[Bound]) -> bool:
    """Whether `bound`, said before a sentence that denies its bands as room, is the level
    they stand beside: a point of a band's subject, or a cap or floor at the band's end on its
    side ("The limit on gross notional is 3×. The 1.5×–3× band is an escalation trigger, not a
    range the PM may choose from": the limit is the band's top, held exactly)."""
    for band in bands:
        # a band of what no vocabulary knows is read by its own sentence's words ("I won't hand
        # you a band of 50 to 75 %"), which need not repeat the level's ("keeping the ceiling
        # on … at 75 %"): the level at one of its ends is the one it stands beside
        ended = _at_an_end(bound, band)
        if band.subject != bound.subject and not (is_lexical(band.subject) and ended):
            continue
        if bound.low == bound.high and bound.kind in ("target", "range"):
            return True
        if (
            bound.kind == "ceiling"
            and bound.high is not None
            and band.high is not None
            and same(bound.high, band.high)
        ):
            return True
        if (
            bound.kind == "floor"
            and bound.low is not None
            and band.low is not None
            and same(bound.low, band.low)
        ):
            return True
    return False


def _at_an_end(bound: Bound, band: Bound) -> bool:
    """Whether a level said before a band is at one of the band's ends."""
    level = bound.high if bound.high is not None else bound.low
    return level is not None and any(
        end is not None and same(level, end) for end in (band.low, band.high)
    )


def _point_before(bounds: Sequence[Bound], own: tuple[int, int]) -> bool:
    """Whether a band of the sentence's own bounds has its subject fixed at a point by a bound
    said before the sentence (its clause's point, or its limit at the band's end, which the
    band denied as room stands beside)."""
    bands = [b for b in bounds[own[0] : own[1]] if b.kind == "range" and b.low != b.high]
    return any(_level_beside(b, bands) for b in bounds[: own[0]])


def _hold_points_before(bounds: list[Bound], own: tuple[int, int]) -> None:
    """Make the points said before the sentence, of its bands' subjects, levels held exactly
    (a range of one value), as a point said with a band denied as room is."""
    bands = [b for b in bounds[own[0] : own[1]] if b.kind == "range" and b.low != b.high]
    bounds[: own[0]] = [_point(b) if _level_beside(b, bands) else b for b in bounds[: own[0]]]


#: a title's noun for what a document or its part lists or delimits, before the discretion it
#: is about: "Scope of discretion", "Schedule of discretions", "Limits of discretion",
#: "Register of delegations and discretions", "Matrix of authority and discretion"
_TITLE_OF_DISCRETION: Final = re.compile(
    r"\b(?:scope|schedule|register|matrix|table|list|summary|extent|limits|levels?|exhibit|"
    r"appendix|annex|statement|framework|overview)\s+of\s+(?:[\w-]+\s+(?:and|&)\s+)?"
    r"(?:the\s+)?discretions?\b",
    re.IGNORECASE,
)


def _register_title(sentence: str) -> bool:
    """Whether a line with no figure grants only by the plural "discretions", the name of a
    register's entries ("TCMERS Account - register of delegations and discretions"), or names
    a document's part by what it delimits ("Exhibit C (Scope of discretion)"), with no verb of
    a sentence after it: a title says what the entries below it are about, and grants nothing
    itself; its entries grant, one by one, or refuse."""
    if re.search(r"\d", sentence):
        return False
    said = [m.group().lower() for m in _DISCRETION.finditer(sentence)]
    if not said or not all(w.startswith("discretion") for w in said):
        return False
    titled = list(_TITLE_OF_DISCRETION.finditer(sentence))
    if (
        titled
        and not sentence.rstrip().endswith(".")
        and all(
            re.fullmatch(r"[\s)\]]*", sentence[m.end() :])
            or sentence[m.end() :].lstrip()[:1] in "-–—:"
            for m in titled
        )
    ):
        return True
    return (
        all(w == "discretion" for w in said)
        and bool(re.search(r"\bdiscretions\b", sentence, re.IGNORECASE))
        and not re.search(r"\bdiscretion\b", sentence, re.IGNORECASE)
    )


def _grant_declined(text: str, offset: int, sentence: str) -> bool:
    """Whether the sentence at `offset` of `text` reports a band asked for that the next sentence
    refuses (`denied_bands.asked_and_declined`, read at its last figure): the authority it asks
    for is then no grant."""
    figures = list(re.finditer(r"\d[\d.,]*", sentence))
    if not figures:
        return False
    last = figures[-1]
    start, end = offset + last.start(), offset + last.end()
    if text[start:end] != last.group():
        return False  # a sentence rewritten before it was read: its offsets are not the text's
    return asked_and_declined(text, start, end)


def _no_room(spans: Sequence[tuple[int, str]], k: int) -> bool:
    """Whether the `k`-th sentence, with the sentences beside it that hold no number of their
    own ("It is 7,5 % per issuer; not up to the manager"), leaves the manager no room over a
    value it states without an operator (nor a subject of their own)."""
    window = " ".join(
        written
        for j, (_, written) in enumerate(spans[max(0, k - 1) : k + 2], start=max(0, k - 1))
        # a sentence beside it that names a subject speaks of that one
        if j == k or not (_has_number(written) or subject_mentions(written))
    )
    refused = bool(_DISCRETION.search(window)) and bool(_NO_DISCRETION.search(window))
    return leaves_no_room(window, refused)


def _named_at(mentions: list[tuple[int, int, str]], lowered: str, at: int | None) -> str | None:
    """The subject of the first mention in the noun phrase that starts at `at` (a limit noun's
    object: "exposure to any single issuer"), else None."""
    if at is None:
        return None
    return next(
        (
            m[2]
            for m in mentions
            if at <= m[0] <= at + 40 and not re.search(r"[,;:.()]", lowered[at : m[0]])
        ),
        None,
    )


def _named_between(
    mentions: list[tuple[int, int, str]], noun: tuple[str, int, int] | None
) -> str | None:
    """The subject named among a limit noun's modifiers (`limit_nouns`), else None."""
    if noun is None:
        return None
    named = [m for m in mentions if noun[1] <= m[0] and m[1] <= noun[2]]
    return named[-1][2] if named else None


#: the reply words an answer opens with before what it states: "No, sorry, it stays at 8 %",
#: "Yes — it is 5 %", "Afraid not; it remains at 2x"
_REPLY_OPENER: Final = re.compile(
    r"^\s*(?:(?:no|nope|yes|yeah|yep|sorry|afraid\s+not|i'?m\s+afraid\s+not|unfortunately|"
    r"sadly|regrettably|alas|ok(?:ay)?|right|understood|thanks)\b[\s,.;:!—–-]*|"
    # ... or a decider's verdict: "the cio declined: it stays at 15 %"
    rf"{_VERDICT_LEAD})+"
)


#: a speaker's label read in lower case: "adviser: ", "client (chat): "
_SPEAKER_LOWERED: Final = re.compile(
    r"^\s*[a-z][\w'’.-]*(?:[ \t]+[a-z][\w'’.-]*)?(?:[ \t]*\([^()\n]{0,60}\))?[ \t]*:[ \t]*"
)


def _stated(mentions: list[tuple[int, int, str]], lowered: str, start: int) -> bool:
    before = [m for m in mentions if m[1] <= start]
    if not before or before[-1][0] == before[-1][1]:
        # a pronoun for the subject said before it: "It's 200 % gross, fixed." (a turn that
        # answers a question about it, past its reply words: "No, sorry, it stays at 8 %")
        said = lowered[label_end(lowered) : start]
        if before:  # the turn's speaker, in the lower case the sentence is read in
            said = _SPEAKER_LOWERED.sub("", said, count=1)
        said = said[_m.end() :] if (_m := _REPLY_OPENER.match(said)) is not None else said
        if _CONTINUES.match(said) and _STATEMENT.match(said):
            return True
        if not before:
            return False
    return bool(_STATEMENT.match(lowered[before[-1][1] : start]))


#: a parenthetical closed on the same line: "(tracking error)", "(what we hold in one firm)"
_PARENTHETICAL: Final = re.compile(r"\([^()\n]*\)")
#: a short phrase between commas that ends where the comparative starts
_COMMA_ASIDE_BEFORE: Final = re.compile(r",[^,;:()\n\d]{1,40},\s*(?:an?\s+|the\s+)?\S*\s*$")


def _closed_asides(lowered: str, since: int, at: int) -> list[tuple[int, int]]:
    """The spans of the parentheticals closed between `since` and `at`: a gloss in brackets
    ("the gap to the index (tracking error) to be more than") starts no clause of its own, so
    the negation before it still reaches the comparative after it."""
    spans = [(m.start(), m.end()) for m in _PARENTHETICAL.finditer(lowered, since, at)]
    # ... and a short aside between commas right before it: "doesn't want, under any
    # circumstances, more than a tenth"
    comma = _COMMA_ASIDE_BEFORE.search(lowered, since, at)
    return [*spans, (comma.start(), comma.end())] if comma is not None else spans


#: a value named as the most or the least anyone would hold, said before it: "the most we'd
#: ever want in a single company is", "the least she'll accept in cash would be" (a superlative
#: after a preposition names what another noun is of: in "the policy figure for the largest
#: single shareholding is 10 %" the figure is, not the most)
_EXTREME_BEFORE: Final = re.compile(
    r"(?<!\bfor\s)(?<!\bof\s)(?<!\bon\s)(?<!\bto\s)"
    r"\bthe\s+(?:(?P<most>most|highest|largest|biggest)|least|lowest|smallest)\b"
    r"[^.;:\d]{0,60}?\b(?:is|are|was|would\s+be|will\s+be|'d\s+be|’d\s+be)\s*"
    r"(?:an?\s+|the\s+|about\s+|around\s+)?$"
)
#: ... or after it, across the words of its subject: "a tenth in one company is the most we'd
#: accept", "5 percent in cash is our minimum"
_EXTREME_AFTER: Final = re.compile(
    r"^[^.;:,\d]{0,50}?\b(?:is|are|would\s+be|'d\s+be|’d\s+be|'s|’s)\s+"
    r"(?:the|our|my|her|his|their|your)\s+(?:absolute\s+|very\s+)?"
    r"(?:(?P<most>most|max(?:imum)?|highest|limit|ceiling|cap|upper\s+limit)|least|min(?:imum)?|"
    r"lowest|floor|lower\s+limit)\b"
)


def _extreme_side(lowered: str, start: int, end: int) -> Literal["ceiling", "floor"] | None:
    """The side of a value named as the most or the least anyone would hold (`_EXTREME_BEFORE`,
    `_EXTREME_AFTER`), whose words are not an operator next to the number; else None."""
    found = _EXTREME_BEFORE.search(lowered[max(0, start - 90) : start]) or _EXTREME_AFTER.match(
        lowered[end : end + 90]
    )
    if found is None:
        return None
    return "ceiling" if found.group("most") is not None else "floor"


def _negated(lowered: str, at: int, since: int) -> bool:
    """Whether the clause of a comparative at `at` negates it (since the number before)."""
    asides = _closed_asides(lowered, since, at)
    starts = [
        m.end()
        for m in _CLAUSE_START.finditer(lowered, since, at)
        if not any(a <= m.start() < b for a, b in asides)
    ]
    region = lowered[max([since, *starts]) : at]
    # a "No." that answers before the clause ("No. Cash must stay at or above 20 %") is a
    # sentence of its own, whatever the abbreviation rules leave of its full stop
    negations = [
        m
        for m in _NEGATOR.finditer(region)
        if not region.startswith(".", m.end()) and not _qualifies_subject(region, m)
    ]
    negated = bool(negations) and not _PREVENTS.search(region, negations[-1].end())
    # a dislike or a fear of the level says its side is unwanted, as a negation does: "I'd
    # hate for cash to fall under 5 %" is a floor ("wouldn't hate …" undoes it)
    return negated != averse(region)


#: a relative pronoun that opens a clause describing the subject ("loans that have not …")
_RELATIVE: Final = re.compile(r"\b(?:that|which|who|whose|whom)\b")
#: a main clause's verb after a relative clause: a modal, a copula or a verb of staying
_MAIN_VERB: Final = re.compile(
    r"\b(?:shall|must|will|may|should|can|is|are|be|stays?|remains?|keeps?|kept|held|"
    r"represents?|accounts?|amounts?|makes?\s+up|comprises?)\b"
)


def _qualifies_subject(region: str, negation: re.Match[str]) -> bool:
    """Whether a negation is inside a relative clause that describes the subject, with the main
    clause's verb between it and the comparative: "claims that have not reached judgment stay at
    or below 40 %", "vessels which are not yet delivered shall be under 20 %". It says which
    things are bounded, not the side of the bound ("loans that do not exceed 5 %" keeps it, and
    so does a main clause's own "may not be more than" after a relative clause)."""
    if _RELATIVE.search(region, 0, negation.start()) is None:
        return False
    negated_word = re.match(r"\W*(\w+(?:\s+up)?)", region[negation.end() :])
    if negated_word is None or _MAIN_VERB.fullmatch(negated_word.group(1)):
        return False  # the main clause's verb itself is negated
    return _MAIN_VERB.search(region, negation.end() + negated_word.end()) is not None


#: where a period ends in a clause's text (a full stop before a capital, a line)
_PERIOD: Final = re.compile(r"(?<!\d)\.(?!\d|\s*[a-z])|\n")


def _replaced(text: str, at: int, subject: str) -> bool:
    """Whether the period around `at` states another value of the subject's unit."""
    first = max((m.end() for m in _PERIOD.finditer(text, 0, at)), default=0)
    last = next((m.start() for m in _PERIOD.finditer(text, at)), len(text))
    return any(
        _value(q, subject) is not None
        for q in quantities(text[first:last])
        if not (q.start <= at - first < q.end)
    )


#: a drift said right before its size: "when an asset class drifts more than 3 pp", "drifts by
#: over 5 %": how far a weight may wander before a rebalance, no bound on the weight
_DRIFT_BEFORE: Final = re.compile(
    r"\bdrift(?:s|ed|ing)?\s+(?:by\s+)?(?:more\s+than|over|above|beyond|in\s+excess\s+of)\s*$"
)


def _tail_end(lowered: str, end: int) -> int:
    """Where a value's base and period end ("5 % of NAV a year"), so what follows is read."""
    tail = _TAIL.match(lowered, end)
    return tail.end() if tail is not None else end


def _has_number(text: str) -> bool:
    """Whether a text holds any number (a table's header row holds none)."""
    return next(quantities(text), None) is not None


def _sentences(text: str) -> Iterator[tuple[int, str]]:
    start = 0
    for m in _SENTENCE.finditer(text):
        if _aside_before_figure(text, start, m):
            continue
        yield start, text[start : m.start()]
        start = m.end()
    yield start, text[start:]


def _decision_after(spans: Sequence[tuple[int, str]], k: int) -> str:
    """The sentence after the `k`th of `spans`, joined as the clause it continues ("; …"), when
    it says no figure of its own and stands in the same paragraph: "The risk function had
    proposed a 3–5 % band; the Board approved it" records the decision on the band in the
    splitter's next sentence, and the proposal is read with it (`polarity.hypothetical_at`
    joins a figure-free clause to the one before). Else nothing.

    Why: read alone, the proposal's band is only proposed and bounds nothing, though the board
    adopted it; a plan's level inside it was then asked about as if no band had passed."""
    if k + 1 >= len(spans):
        return ""
    offset, written = spans[k + 1]
    # (a line break, or more than a stop and a space, between them starts another item)
    if re.search(r"\d|\n", written) or offset - (spans[k][0] + len(spans[k][1])) > 3:
        return ""
    return "; " + written.strip()


def _aside_before_figure(text: str, start: int, end: re.Match[str]) -> bool:
    """Whether a sentence end `_SENTENCE` found after a bracket and a comma closes a subject's
    aside before any figure was said ("gross leverage (commitment approach), max. 1.75x"): the
    aside glosses the subject, and the figure after the comma is its value. Split there, the
    subject would stand without its figure and the figure without its subject. After a figure
    ("cash (max 5 %), bonds 10 %") the comma does part two items of a list; a label's figures
    before its colon ("CR 11/03/2025 : the levier (…), max. 1,75x") are the label's."""
    if text[end.start() - 1 : end.start()] != ")" or end.group().lstrip() != ",":
        return False
    said = text[start : end.start()]
    return not re.search(r"\d", said[said.rfind(":") + 1 :])


def _rebalancing_ranges(
    own: Sequence[Bound], found: Sequence[Quantity], lowered: str, offset: int
) -> list[tuple[Bound, list[tuple[int, int, float]]]]:
    """The ranges a sentence says are for rebalancing only, each with the values of its
    sentence that no bound took (the point to hold: "hold 250 ‰ and trade back to it"), as
    (start, end, value) in the clause's text."""
    ranges = [b for b in own if b.kind == "range" and not b.discretion and b.low != b.high]
    taken = [(b.start, b.end) for b in own]
    found_ranges: list[tuple[Bound, list[tuple[int, int, float]]]] = []
    for bound in ranges:
        points = [
            (offset + q.start, offset + q.end, value)
            for q in found
            if not any(a <= offset + q.start < b for a, b in taken)
            and not _counts(q, lowered)
            and not not_a_point(lowered, q.start, q.end)  # "whenever they breach 6 %"
            and (value := _value(q, bound.subject)) is not None
        ]
        found_ranges.append((bound, points))
    return found_ranges


def _held_points(
    bounds: list[Bound],
    rebalancing: Sequence[tuple[Bound, list[tuple[int, int, float]]]],
    text: str,
) -> list[Bound]:
    """A range stated only for rebalancing grants no room to position in: the value is the point
    the manager holds, said beside the range or as a target elsewhere in the clause ("strategic
    weight 20 % … a 15–25 % band, a rebalancing band only"). The range gives way to that point,
    held exactly; a range with no point said anywhere is left as it is."""
    for bound, loose in rebalancing:
        targets = [
            b
            for b in bounds
            if b.subject == bound.subject
            and b.relative == bound.relative
            # a target, or a level held exactly ("for the manager the limit is exactly 20 %")
            and (b.kind == "target" or (b.kind == "range" and b.low == b.high and b is not bound))
        ]
        if not loose and not targets:
            # the level the book is brought back to when the band is breached (`reset_levels`)
            reset = reset_level(text, bound.end)
            if reset is None or (value := _value(reset, bound.subject)) is None:
                continue
            loose = [(reset.start, reset.end, value)]
            bounds = [b for b in bounds if not (b.start <= reset.start < b.end)]
        bounds = [replace(b, kind="range") if b in targets else b for b in bounds if b is not bound]
        bounds += [
            replace(bound, low=value, high=value, start=start, end=end, text=text[start:end])
            for start, end, value in loose[:1]
        ]
    return bounds


#: "one" as a pronoun for a noun said before, not a number: "a lower trigger of 3 % and an
#: upper one of 7 %", "the tighter one"
_PRONOUN_ONE: Final = re.compile(r"\b(?:an?|the|this|that)\s+(?:[a-z-]+\s+)?one$")
#: what stands between two values of one limit given for different parts: a coordinator or a
#: contrast, with the first value's scope before it ("in respect of X and", ", whereas for Y")
_COORDINATION: Final = re.compile(
    r"^[^\d;:]{0,100}?\b(?:and|but|while|whilst|whereas|as\s+against|compared\s+with)\b"
    r"[^\d;:]{0,60}$"
)


def _coordinated(
    sentence_bounds: Sequence[Bound], subject: str, lowered: str, offset: int, at: int
) -> Bound | None:
    """The bound of the sentence whose operator a value without one shares: the last one on
    the same subject, joined to it by a coordinator ("… is 15 per cent. in respect of X and 7.5
    per cent. in respect of the Sub-Fund"), of a kind a second value can share."""
    prior = [
        b
        for b in sentence_bounds
        if b.subject == subject and b.kind in ("ceiling", "floor", "target")
    ]
    if not prior or prior[-1].end - offset > at:
        return None
    between = lowered[prior[-1].end - offset : at]
    return prior[-1] if _COORDINATION.match(between) else None


def _others_give_way(bounds: list[Bound], others: Sequence[Bound]) -> list[Bound]:
    """A range kept only for someone else's control (`fixed_levels.OTHERS_CONTROL_ONLY`) is no
    room for the manager: it gives way to any other bound the clause states on the same subject
    ("… only for the monitoring of the depositary bank; for the manager the limit is 20 %"),
    and is left as the clause's only word on it otherwise."""
    return [
        b
        for b in bounds
        if not any(b is o for o in others)
        or not any(
            c is not b
            and c.subject == b.subject
            and c.relative == b.relative
            and not any(c is o for o in others)
            for c in bounds
        )
    ]


def _keys_prefix(text: str, at: int) -> str:
    """The keys of the YAML block above the line at `at` as words ("limits: issuer: "), or ""
    (a key with a number in it is left out: its number would be read as a value)."""
    keys = key_path(text, at)
    prefix = "".join(f"{words(key)}: " for key in keys)
    return "" if re.search(r"\d", prefix) else prefix


def _key_kind(key: str) -> BoundKind:
    """The side a config key names, as `_structured` reads a mandate's field name."""
    named = words(key)
    if (subject_of(key) == "cost_bps" and not holding_cost_cap(key)) or _FLOOR_NAME.search(named):
        return "floor"
    return "target" if _TARGET_NAME.search(named) else "ceiling"


def _changes(lowered: str) -> bool:
    """Whether a sentence gives a limit a new value ("the board has since raised it to 7 %")."""
    return any(changed_to(lowered[: q.start]) for q in quantities(lowered))


def _superseded(
    bounds: Sequence[Bound],
    new: Bound,
    before: int,
    said: Sequence[tuple[Bound, str, int, int]],
    changes: bool,
    now: str,
) -> list[Bound]:
    """The bounds of earlier sentences (`bounds[:before]`) that a new one on the same limit
    replaces: all of them when its sentence changes the limit ("… has since raised it to 7 %"),
    else those said as what held before ("originally 6 %"; "the limit was 5 %" when the new
    sentence, `now`, says its value holds now). `said` holds each bound's own sentence."""
    return [
        b
        for b in bounds[:before]
        if b.subject == new.subject
        and b.relative == new.relative
        and (b.kind == new.kind or "range" in (b.kind, new.kind) or "target" in (b.kind, new.kind))
        and (
            changes
            or any(
                b is p and said_as_past(sentence, start, end, later=now)
                for p, sentence, start, end in said
            )
        )
    ]


#: the unit a sheet's header cell or row label gives its bare cells: "Max (%)", "Sector (max,
#: %)", "TE in bps", "Gross (x)"
_CELL_UNIT: Final = re.compile(
    r"\(\s*(?:[^()]*[,;]\s*)?(?P<u>%|percent|pct|bps?|basis\s+points|x)\s*\)|"
    r"\bin\s+(?P<v>%|percent|pct|bps?|basis\s+points)(?!\w)",
    re.IGNORECASE,
)
_UNIT_FORM: Final[dict[str, str]] = {"%": "percent", "percent": "percent", "pct": "percent",
                                     "bp": "bps", "bps": "bps", "basis points": "bps",
                                     "x": "multiple"}  # fmt: skip


def _cell_unit(cell: str) -> str | None:
    """The number form a header cell or a row label says its bare cells are written in."""
    m = _CELL_UNIT.search(cell)
    if m is None:
        return None
    return _UNIT_FORM.get(re.sub(r"\s+", " ", (m.group("u") or m.group("v")).lower()))


@dataclass
class _Sheet:
    """A pasted sheet's header: the kind of bound (ceiling, floor, target) and the number form
    each column's cells are written in; column 0 labels the rows."""

    kinds: dict[int, str] = field(default_factory=dict)
    forms: dict[int, str] = field(default_factory=dict)


def _column_kinds(cells: Sequence[str], first: int = 0) -> dict[int, str]:
    """The kind each header cell names, by its column: a bound ("Max", "Min", "Target") or the
    level the book stands at ("Actual", "Current", "Tény", "Ist"). A level is one measured
    against a bound column beside it ("| Limit | Tény | Kihasználtság |"); where no column
    bounds anything, the "Current" one is a parameter's setting in force, against a "Proposed"
    one ("| Parameter | Current | Proposed |"), the limit itself, and its column is left to
    the row's own words."""
    kinds = {
        i: next(k for k, v in m.groupdict().items() if v)
        for i, cell in enumerate(cells)
        if i >= first and (m := _COLUMN_KIND.match(cell)) is not None
    }
    if "level" in kinds.values() and not any(k != "level" for k in kinds.values()):
        return {i: k for i, k in kinds.items() if k != "level"}
    return kinds


def _sheet_header(row: str) -> _Sheet | None:
    """The header of a tab-separated paste (a row without numbers naming kinds or units)."""
    if _has_number(row):
        return None
    cells = row.split("\t")
    sheet = _Sheet()
    every = _cell_unit(cells[0])  # "Limit (%)": the form of every column that names none
    sheet.kinds = _column_kinds(cells, first=1)
    for i, cell in enumerate(cells[1:], start=1):
        form = _cell_unit(cell) or every
        if form is not None:
            sheet.forms[i] = form
    return sheet


def _in_level_column(
    sentence: str, quantity: Quantity, columns: Mapping[int, str], sheet: _Sheet | None
) -> bool:
    """Whether a figure is a cell under a column whose header names the level the book stands
    at ("| Limit | Max | Actual |", "| Korlát | Tény | Kihasználtság |"): a report of where the
    book is against the limit in the row, not a bound of its own."""
    if sentence.lstrip().startswith("|"):
        return columns.get(sentence.count("|", 0, quantity.start) - 1) == "level"
    if sheet is not None and "\t" in sentence:
        return sheet.kinds.get(sentence.count("\t", 0, quantity.start)) == "level"
    return False


def _label_unit_blanked(row: str) -> str:
    """A sheet row with the unit in its label blanked, offsets kept: "Sector (max, %)" reads
    "Sector (max   )", so the label's operator bounds the cell."""
    label = row.split("\t")[0]
    m = _CELL_UNIT.search(label)
    if m is None:
        return row
    group = "u" if m.group("u") else "v"
    start = len(label[: m.start(group)].rstrip(" ,;"))
    return row[:start] + " " * (m.end(group) - start) + row[m.end(group) :]


def _as_written(found: list[Quantity], row: str, sheet: _Sheet | None) -> list[Quantity]:
    """A sheet row's bare cells in the form its header or its label gives ("25" under
    "Max (%)" is 25 %); a figure written with its unit keeps it."""
    label = _cell_unit(row.split("\t")[0])
    out = []
    for q in found:
        form = (sheet.forms.get(row.count("\t", 0, q.start)) if sheet else None) or label
        bare = q.form == "plain" and "\t" in row[: q.start]
        out.append(Quantity(q.value, form, q.start, q.end, q.text) if bare and form else q)  # type: ignore[arg-type]
    return out


def sheet_quantities(text: str) -> list[Quantity]:
    """The bare cells of the sheets pasted in `text`, in the form their header or label gives
    ("25" under "Max (%)" is 25 %), with offsets in `text`: a cited cell states its value in
    that form."""
    out: list[Quantity] = []
    sheet: _Sheet | None = None
    offset = 0
    for line in tabbed(text).splitlines(keepends=True):
        if "\t" in line:
            sheet = _sheet_header(line) or sheet
            found = list(quantities(line))
            out += [
                Quantity(w.value, w.form, offset + w.start, offset + w.end, w.text)
                for q, w in zip(found, _as_written(found, line, sheet), strict=True)
                if w.form != q.form
            ]
        else:
            sheet = None
        offset += len(line)
    return out


def quantities_as_written(text: str) -> list[Quantity]:
    """Every number of `text` (`quantities`), a sheet's bare cell in the form its header or label
    gives it ("20" under "Limit (%)" is 20 %): what the text says each figure is."""
    cells = {(q.start, q.end): q for q in sheet_quantities(text)}
    return [cells.get((q.start, q.end), q) for q in quantities(text)]


def _prose(
    clause_id: str,
    text: str,
    as_of: date | None = None,
    lexical: bool = False,
    plan_rebalances: bool = False,
) -> tuple[list[Bound], set[str]]:
    text = unstruck(text)  # struck-through words are deleted words
    text = tabbed(text)  # a CSV or bar-separated sheet reads as its tab-separated paste
    # a sheet's place ("(col D)") is no part of the phrase; two cells' figures are a range
    text = slashed_ranges(blank_place_asides(text))
    text = spoken_punctuation(text)  # a voice note's "comma", "full stop" are its marks
    text = unbracketed_levels(text)  # "shall not exceed (30.0%)": the level, no aside
    # a ticked option is the record's choice, read with its heading (`record_options`)
    text = options_as_chosen(text)
    # a figure restated in words ("25% (vinte e cinco por cento)") is that figure once
    text = unrestated(text)
    bounds: list[Bound] = []
    discretion: set[str] = set()
    heading: BoundKind | None = None
    columns: dict[int, str] = {}  # a table's columns that name the kind of their cells
    sheet: _Sheet | None = None  # the header of a tab-separated paste
    last_subject: str | None = None
    # the subject counted in days that sentence named, when another stood after it ("your call
    # on WAM on the reinvested cash; anything from 60 days to 120 days": days bound the WAM)
    last_days_subject: str | None = None
    lexical_before = ""  # the sentence before (`lexical`)
    lexical_said: str | None = None  # ... and the lexical subject of its last figure
    previous: tuple[int, int] = (0, 0)  # the bounds of the sentence before
    active_here = False  # whether the sentence names an active weight (`_ACTIVE_SAID`)
    after_quote = line_quoted = False  # whether the line before, and this one, are quoted
    soft: list[Bound] = []  # bounds named as a soft or early-warning level
    # ranges said to be for rebalancing only, each with the points its sentence holds
    rebalancing: list[tuple[Bound, list[tuple[int, int, float]]]] = []
    # ranges said to serve only someone else's control ("only for the monitoring of the depositary")
    others: list[Bound] = []
    # every bound with the sentence it was said in, to read later whether it was said as past
    past: list[tuple[Bound, str, int, int]] = []
    band_refused = False  # whether the sentence before turned a band down, with no bound left
    band_put_forward = False  # whether the sentence before proposed a band, with no bound
    spans = list(_sentences(text))
    for k, (offset, written) in enumerate(spans):
        first_bound = len(bounds)
        # a line of a YAML block reads with the keys above it ("limits: issuer: max: 0.05");
        # the keys go before the sentence, so every offset past them is still the text's
        prefix = _keys_prefix(text, offset + len(written) - len(written.lstrip()))
        written, offset = prefix + written, offset - len(prefix)
        # ... and a questionnaire's answer with the question it answers ("Q 7.3: What is the
        # maximum gross leverage?" "A: 1.3x." reads "the maximum gross leverage is 1.3x")
        stated = answer_as_statement(text, offset + len(prefix), written[len(prefix) :])
        asked_words = 0
        if stated is not None and not subject_mentions(written):
            lead, answer = stated
            written, offset = lead + prefix + answer, offset - len(lead)
            asked_words = len(lead)
        # field names written into prose ("max_position_weight=10%") read as words, and a
        # clause's own number is blanked; both replacements keep every offset
        # ... and the variants of a comparison sign ("⩽", "＜", "=<") read as their plain forms
        sentence = normalise(written.replace("_", " "))
        # a quoted line's ">" is a quote marker, not "greater than" ("> 2.2 Long-only")
        at_line_start = offset == 0 or text[offset - 1] == "\n"
        if at_line_start:
            line_quoted = unquoted(sentence, text) != sentence
            sentence = unquoted(sentence, text)
        number_of_clause = _ENUMERATOR.match(sentence)
        if number_of_clause is not None:
            sentence = " " * number_of_clause.end() + sentence[number_of_clause.end() :]
        lowered = blank_fillers(sentence.lower())  # "under, like, uh, 5 %" reads "under 5 %"
        # whether the sentence before spoke of an active weight, for one that borrows its subject
        active_before, active_here = active_here, _ACTIVE_SAID.search(lowered) is not None
        grants = (
            bool(_DISCRETION.search(sentence))
            and not _NO_DISCRETION.search(sentence)
            and not flag_off(sentence)  # "agent_may_choose: false" (`structured_text`)
            # ... nor the authority a sentence reports asked for and the next one refuses ("the
            # Manager asked for authority to set the cap within 40 to 60 %. DENIED")
            and not _grant_declined(text, offset, sentence)
            # ... nor a register's title naming its entries ("Register of delegations and
            # discretions", "Schedule of discretions"): the entries grant, one by one
            and not _register_title(sentence)
        )
        mentions = _count_nouns_unread(subject_mentions(sentence), lowered)
        borrowed = False  # whether the sentence speaks of the subject of the one before
        if (
            not mentions
            and last_subject is not None
            and (
                _CONTINUES.match(sentence[label_end(sentence) :])  # past a speaker's "Ann:"
                # a turn answering another speaker's question speaks of what it asked
                or answers_question(text, offset)
                # ... or a questionnaire's labelled answer (`qa_pairs`)
                or question_of(text, offset + len(written) - len(written.lstrip())) is not None
                or takes_back(lowered)  # "Sorry, I misspoke, 1.5x max."
                # "*5 pct, sorry": the line above, corrected (not a footnote under "10 %*")
                or star_corrects(sentence, text[: max(0, offset)])
                or _BACK_REFERENCE.search(sentence)
                or _AGENT_ON_IT.match(sentence)  # "…; the Manager may set it anywhere …"
                # "X is a tuning parameter; the sponsor allows any value in [a, b]"
                or any_value_in(sentence)
                # ... or a grant of room without its subject: "Anywhere in 1–2 % is acceptable."
                or (grants and _has_number(sentence))
                or _changes(lowered)  # "the board has since raised it to 7 %"
                # another vehicle's figure for the same limit: "…; Class B Shares up to 3x"
                or (opens_with_vehicle(sentence) and _has_number(sentence))
                # a reply speaks of what the line it quotes asked ("> can we pick where
                # gross sits?" "yep, within 0.9x to 1.8x")
                or (after_quote and at_line_start and not line_quoted)
            )
        ):
            mentions = [
                (0, 0, s) for s in dict.fromkeys((last_days_subject, last_subject)) if s is not None
            ]
            borrowed = True
        if sentence.strip():
            # a blank line after a quote is how forums set a reply off from it ("> q?\n\nyes")
            after_quote = line_quoted
        if mentions:
            last_subject = mentions[-1][2]
            last_days_subject = next(
                (m[2] for m in reversed(mentions) if UNITS.get(m[2]) == DAYS), None
            )
        # a number that names a part of a document ("see note 4") is no quantity of the clause,
        # nor does a vote's tally ("lost 3–6", `votes`)
        tallies = tally_spans(sentence)
        # ... nor a day written in digits ("from 01-04-2025", "2024/03/31"): its parts are no
        # range and no figure (`written_periods`)
        tallies += [m.span() for m in _NUMERIC_DAY.finditer(sentence)]
        # ... nor the size of the stress scenario a limit is measured in ("the +300 bp shock")
        figures = list(quantities(sentence))
        sizes = scenario_sizes(sentence, figures)
        found = [
            # a bare value in the unit its key names, or a key above it (`…_bps:` over `max:`)
            in_key_path_unit(text, unit_named(written, q), offset)
            for q in figures
            if not any(a <= q.start and q.end <= b for a, b in tallies)
            # ... nor one that takes its unit from the figure after it ("clause 4 – 6 per cent")
            if not (
                (q.form == "plain" or re.fullmatch(r"\d+(?:\.\d+)*", q.text))
                and is_reference(sentence, q.start)
            )
            and not _PRONOUN_ONE.search(lowered[: q.start] + q.text.lower())
            # ... nor a number that is part of a name ("Tier 1", "T+0", "AIP-12", `label_numbers`)
            and not names_a_thing(sentence, q)
            and q.start not in sizes
            # ... nor a word of the question put before an answer ("one-way turnover")
            and q.start >= asked_words
        ]
        # a figure inside a complement both ends of a range repeat ("56 % redeemable within 30
        # days to 70 % redeemable within 30 days") is a word of its base, no figure of its own
        in_complement = complement_figures(lowered, found)
        found = [q for n, q in enumerate(found) if n not in in_complement]
        # a figure abandoned in the same breath ("under 15 % — sorry, I mean 7.5 %") bounds
        # nothing; its operator is the corrected figure's
        for said_first in reversed(abandoned(lowered, [(q.start, q.end) for q in found])):
            lowered = (
                lowered[: found[said_first].start]
                + " " * (found[said_first + 1].start - found[said_first].start)
                + lowered[found[said_first + 1].start :]
            )
            del found[said_first]
        if "\t" in sentence:
            sheet = _sheet_header(sentence) or sheet
            found = _as_written(found, sentence, sheet)
            sentence = _label_unit_blanked(sentence)
            lowered = blank_fillers(sentence.lower())
        else:
            sheet = None
        if hypothetical(sentence):
            # "if we were to …", "a proposal to … was rejected", read clause by clause: "the
            # draft's range was not adopted; the Board kept the cap at 25 %" keeps the 25 %
            # ... with the decision the next sentence records on it, when that one says no
            # figure of its own ("… had proposed a 3–5 % band; the Board approved it")
            decided = sentence + _decision_after(spans, k)
            found = [q for q in found if not hypothetical_at(decided, q.start, q.end)]
            grant = _DISCRETION.search(sentence)
            grants = (
                grants
                and grant is not None
                and not hypothetical_at(sentence, grant.start(), grant.end())
            )
        # a figure in months or years of a limit counted in time is read in days
        found, timed = _in_days(found, lowered)
        if lexical:
            # a figure said of what no vocabulary knows bounds what the words before it name
            # (`lexical_subjects`), in a sentence that also names a known subject too ("gross
            # in deals under a second request is a band, 15 % to 30 %" bounds the second-request
            # deals as well as gross); it never becomes the subject a next sentence continues
            # ... but a clause that offers the values of what the one before named, with no
            # subject of its own ("choose the X yourselves; anything from 2 % to 4 % is fine"),
            # bounds what that clause's words name
            counts = _counts_of_subject(sentence, found)
            own_mentions = _lexical_mention(sentence, found, timed, counts)
            if not own_mentions and (borrowed or not mentions) and _points_back(sentence, grants):
                own_mentions = _lexical_carried(lexical_before, lexical_said, found, timed)
            mentions = own_mentions
            if mentions:
                # ... and only a figure in a unit does: a bare one ("no zero-coupon bonds", "in
                # 3 states") may be a count of something else or a word's part, nothing to
                # compare a limit with
                found = [q for q in found if _lexical_unit_of(q, timed, counts) is not None]
        if lexical and sentence.strip():
            # the words of this sentence, for a next one that points back at them
            lexical_before = sentence
            lexical_said = mentions[-1][2] if mentions else None
        used: set[int] = set()
        changed: set[int] = set()
        if sentence.lstrip().startswith("|"):
            cells = sentence.strip().strip("|").split("|")
            kinds = _column_kinds(cells)
            if kinds and not _has_number(sentence):
                # a header row: each column's cells are bounds of the kind it names
                columns = kinds
        else:
            columns = {}
        head = _HEADING.search(sentence)
        if LIMITS_HEADING.match(sentence):
            heading = "ceiling"  # "Investment restrictions:", its rows limits (`limit_nouns`)
        elif head is None and HEADING_LINE.match(sentence):
            heading = None  # "Current positioning:": another list begins
        if head is not None:
            heading = (
                "floor"
                if head.group("kind").lower().startswith(("min", "floor", "lower"))
                else "ceiling"
            )
        for i, q in enumerate(found):
            if i in used:
                continue
            if _in_level_column(sentence, q, columns, sheet):
                continue  # where the book stands, beside its limit, is no bound
            # a limit noun the value names, with its subject between ("6 % is the issuer cap")
            noun = limit_noun_after(lowered, _tail_end(lowered, q.end))
            subject = (
                _named_between(mentions, noun)
                # ... or after the noun: "a 5–10 % band on turnover" (`limit_nouns`)
                or _named_at(mentions, lowered, noun_object_at(lowered, _tail_end(lowered, q.end)))
                or _subject_near(
                    _past_glosses(mentions, lowered, q.start),
                    q.start,
                    q.end,
                    period_of(lowered, q.start, q.end) is not None,
                )
            )
            if hedged_after(lowered, q.end):
                # "60 % of local-currency exposure is to be hedged": the hedge ratio, not the
                # exposure (`limit_lexicon_hedging`)
                subject = HEDGE_RATIO_NAME
            if _counted(q, lowered, subject):
                continue
            if subject is None or measure_parameter(lowered, q.start, q.end):
                continue  # (a participation rate sets how the limit is measured: "at 20% ADV")
            if _DRIFT_BEFORE.search(lowered, max(0, q.start - 40), q.start):
                continue  # "when an asset class drifts more than 3 pp": a rebalancing trigger
            own_base = _own_base_end(subject, lowered, q.end)
            if of_another_base(lowered, q.end) and own_base is None:
                continue  # "5 % of revenue": a screen's threshold, no weight (`other_bases`)
            # a system's exposure, utilisation or warning level beside the limit, a rule out of
            # force, an ended override's level (`limit_roles`)
            # (a warning level said in words is left to the soft-and-hard pairing below; one in a
            # column headed "SOFT" or "TRIGGER" is no bound)
            at, to = offset + q.start, offset + q.end
            if (
                not_the_limit(text, at, to, warning=False) is not None
                or column_role(text, at, to) == "warning"
            ):
                continue
            # an operator set off by commas still applies: "net exposure, at a minimum, 20 %"
            # ... and so does one across an aside ("capped (see note 4) at 7 %", "limited to [1]")
            before = re.sub(
                r",\s*$",
                " ",
                _APPROX.sub("", without_asides(lowered[max(0, q.start - 60) : q.start])),
            )
            if q.form == "money":
                # the amount's currency stands between its operator and it: "not to exceed USD"
                before = CURRENCY_BEFORE.sub("", before)
            tail = q.end + _TAIL.match(lowered, q.end).end() - q.end  # type: ignore[union-attr]
            # ... and a count of days of a stock's volume says its yardstick ("1.5 days of ADV
            # to 3 days of ADV", `volume_days`)
            if _in_time(subject) and (measured := yardstick_end(lowered, q.end)) is not None:
                tail = max(tail, measured)
            # ... and a share of the base its subject is measured against ("50bp of market cap
            # to 100bp of market cap" of notional as a share of market cap)
            if own_base is not None:
                tail = max(tail, own_base)
            # ... and a count the things it counts ("15 estates or more", `_counts_of_subject`)
            if lexical_unit(subject) == "count":
                tail = _counted_noun_end(lowered, tail)
            after = lowered[tail : tail + 30]
            low: float | None
            high: float | None
            nxt = found[i + 1] if i + 1 < len(found) else None
            span_start, span_end = q.start, q.end
            # the number before, unless it counts things ("not one issuer may …")
            prev = next(
                (
                    p
                    for p in reversed(found[:i])
                    if not _counted(p, lowered, subject) and not _compound_word(p, lowered)
                ),
                None,
            )
            marker = _EXCEPT.search(lowered, prev.end, q.start) if prev is not None else None
            if marker is not None and not any(marker.end() <= m[0] < q.start for m in mentions):
                subject = "other_limit"  # the excepted things' own bound
            # a weight bounded relative to a benchmark's bounds an active weight, not the weight
            relative = subject in _WEIGHTS and bool(
                _RELATIVE_AFTER.match(lowered[q.end : q.end + 60])
                or _RELATIVE_BEFORE.search(lowered[max(0, q.start - 60) : q.start])
                or _ACTIVE_SAID.search(lowered[: q.start])
                # ... also named so in the sentence before whose subject this one continues
                # ("your call on the sector active weight; anything from 2 % to 4 % is fine")
                or (borrowed and active_before)
            )
            if (
                changed_from(before)
                or changed_then_to(lowered, q.start, q.end)
                or replaced_by_reading(lowered, q.start, q.end)
            ):
                # "raised from 8 % to 10 %": the old value bounds nothing, the new one does
                # ... its base and period read first: "from 4.00 per cent. per annum to 2.00 …"
                if nxt is not None and re.fullmatch(
                    r"\s*(?:up\s+|down\s+)?to\s*", lowered[tail : nxt.start]
                ):
                    changed.add(i + 1)
                continue
            if (
                i not in changed
                # ... or said so in the aside after it (`past_asides`), unless it is the new one
                and (past_part(sentence, q.start, q.end) or past_aside(lowered, tail))
                and not new_value(lowered[: q.start])
                and _replaced(text, offset + q.start, subject)
            ):
                continue  # "formerly 8 %", "we used to cap it at 8 %": another value holds now
            if takes_effect_later(sentence, q.start, q.end, as_of, rebalancing=plan_rebalances):
                continue  # "from 1 July 2027 the cap falls to 8 %": not the limit in force yet
            if held_until(sentence, q.start, q.end, as_of) is not None:
                continue  # "override: 1 % until 31-Mar-2026", decided after it: over
            sandwich = _SANDWICH.match(lowered[q.end : nxt.start]) if nxt is not None else None
            inner = (
                [m for m in mentions if q.end <= m[0] and m[1] <= nxt.start]
                if sandwich is not None and nxt is not None
                else []
            )
            if inner and nxt is not None:
                subject = inner[0][2]
                a, b = _value(q, subject), _value(nxt, subject)
                if a is None or b is None:
                    continue
                bounds.append(
                    Bound(
                        subject,
                        "range",
                        min(a, b),
                        max(a, b),
                        clause_id,
                        offset + q.start,
                        offset + nxt.end,
                        text[offset + q.start : offset + nxt.end],
                        discretion=grants,
                        money=_money(q, subject),
                    )
                )
                used.add(i + 1)
                continue
            joined = lowered[tail : nxt.start] if nxt is not None else ""
            joined = without_end_note(joined)  # "30 % (mínimo) a 40 % (máximo)"
            if nxt is not None and nxt.form == "money":
                joined = CURRENCY_BEFORE.sub("", joined)  # "USD 12mn–USD 24mn"
            # a range of bands on the magnitude, its sign said at both ends ("between ±1 % and
            # ±4 %", "+/- 2 % to +/- 3 %"): the magnitude's bound may be set in it
            banded = _BAND.search(before) is not None and _BAND.search(joined) is not None
            if banded:
                joined = _BAND.sub("", joined)
            bracketed = bool(_INTERVAL_OPEN.search(before))
            if (
                nxt is not None
                and (
                    (bracketed and _INTERVAL_JOIN.match(joined))
                    or _RANGE_JOIN.match(joined)
                    # ... or both ends with the same complement ("60 % of plantation acres to
                    # 90 % of plantation acres", "0.9 times net growth to 1.35 times net growth")
                    or repeated_complement(lowered, lowered[q.end : nxt.start], nxt.end)
                    # "from 5 % until 10 %", both ends in their unit ("5 % until 2025" is a date)
                    or (_UNTIL_JOIN.match(joined) and "plain" not in (q.form, nxt.form))
                )
                and (
                    bracketed
                    or _RANGE_OPEN.search(before)
                    or nxt.form != "plain"
                    or q.form != "plain"
                    # ... or both counted in the days the limit is counted in ("50 days–100
                    # days"): a unit as much as "%" is
                    or (_horizon_days(q, lowered, subject) and _horizon_days(nxt, lowered, subject))
                    # ... or in the lots a futures position limit counts ("750 lots – 1,500
                    # lots", "from 750 to 1,500 contracts": the unit said once, after the range)
                    or (q.form == "plain" and _lots_counted(nxt, lowered, subject))
                    # ... or in the holdings, names or lives a limit on their number counts
                    # ("30 to 50 stocks", "at any level in 24-40 names", "240-320 lives": the
                    # noun said once, after the range)
                    or (q.form == "plain" and _holdings_counted(nxt, lowered, subject))
                    # ... or two bare fractions of a share joined by a dash ("anything 0.3–0.6
                    # is fine"): no date, count or section number is written so
                    or (_DASH_JOIN.match(joined) is not None and _fraction_pair(q, nxt, subject))
                    or _LABEL.search(before)
                    or _bare_range(mentions, lowered, q.start, joined)
                    # two bare figures given to two cells side by side ("C12:D12 = 0.025 – 0.05")
                    or spans_two_cells(sentence[max(0, q.start - 60) : q.start])
                    # ... or both ends said in days, of a limit in days ("60 days – 120 days")
                    or (_horizon_days(q, lowered, subject) and _horizon_days(nxt, lowered, subject))
                )
                # an end the subject cannot take is no end of its range: "cash at least 2 %
                # and 40 names at most" keeps the floor on cash
                and not _counted(nxt, lowered, subject)
                and _value(nxt, subject) is not None
            ):
                first = (
                    q
                    if q.form != "plain" or nxt.form == "plain"
                    else Quantity(q.value, nxt.form, q.start, q.end, q.text)
                )
                a, b = _value(first, subject), _value(nxt, subject)
                if a is None or b is None:
                    continue
                if banded:
                    a, b = abs(a), abs(b)
                kind: BoundKind = "range"
                low, high = min(a, b), max(a, b)
                used.add(i + 1)
                span_end = nxt.end
            else:
                v = _value(q, subject)
                if v is None:
                    continue
                conditional = False
                comparative = _COMPARATIVE.search(before)
                if i in changed:
                    sides = list(_NOUN_SIDE.finditer(lowered, 0, q.start))
                    floor = bool(sides) and sides[-1].group("floor") is not None
                    kind, low, high = ("floor", v, None) if floor else ("ceiling", None, v)
                elif held_exactly(before, after, text.lower()) or held_exactly(
                    # (a verb fixing a long defined term reaches past the operator's window;
                    # twelve words at most, an aside listing what the subject covers among them)
                    lowered[max(0, q.start - 180) : q.start],
                    after,
                    text.lower(),
                ):
                    # a level fixed for the manager (`fixed_levels`)
                    kind, low, high = "range", v, v
                elif (
                    prev is not None
                    and (centre := _value(prev, subject)) is not None
                    and re.search(
                        r"±|\+\s*/\s*[-−]|plus or minus|give or take|"
                        r"tolerance|band|margin|leeway",
                        # after the value's own period: "300 bp a year ± 100 bp"
                        between := lowered[_tail_end(lowered, prev.end) : q.start],
                    )
                    and _BAND_AFTER_VALUE.match(between)
                ) or (
                    prev is not None
                    and (centre := _value(prev, subject)) is not None
                    and _WIDTH_AFTER.match(lowered[q.end : q.end + 30])
                    and re.fullmatch(
                        r"[\s,;(]*(?:with|and|plus)?\s*(?:an?\s+)?", lowered[prev.end : q.start]
                    )
                ):
                    # around the value before it: "40 % ± 10 %", "aimed at 3 %, +/- 1 %"
                    if bounds and bounds[-1].start == offset + prev.start:
                        bounds.pop()
                    kind, low, high = "range", centre - abs(v), centre + abs(v)
                elif (
                    prev is not None
                    and (width := _value(prev, subject)) is not None
                    and _AROUND.match(between := lowered[prev.end : q.start])
                    and (
                        _WIDTH_BEFORE.search(
                            _APPROX.sub("", lowered[max(0, prev.start - 30) : prev.start])
                        )
                        or _EITHER_SIDE.search(between)
                        # a drift away from a centre: "drifts more than 5 points from 50 %"
                        or (
                            between.strip().startswith("from")
                            and DEVIATION_WIDTH.search(
                                lowered[max(0, prev.start - 40) : prev.start]
                            )
                        )
                    )
                ):
                    # a width before its centre: "within ±2 pts of 8 %" is 6–10 %
                    if bounds and bounds[-1].start == offset + prev.start:
                        bounds.pop()
                    kind, low, high = "range", v - abs(width), v + abs(width)
                    span_start = prev.start
                elif _BAND.search(before):
                    kind, low, high = "ceiling", None, abs(v)  # ±x: a bound on the magnitude
                elif comparative is not None:
                    negated = _negated(
                        lowered,
                        q.start - len(before) + comparative.start(),
                        prev.end if prev is not None else 0,
                    )
                    upper = comparative.group("upper") is not None
                    conditional = not negated
                    at = q.start - len(before) + comparative.start()
                    if conditional and (
                        crossing_trigger(lowered, at)
                        # ... or fronted: "below 1x it is rebalanced back" (`fronted_triggers`)
                        or fronted_trigger(lowered, at, tail)
                    ):
                        # the edge of a band a correction keeps to: "topped up when it falls
                        # below 3 %" is a floor, "trimmed when it rises above 7 %" a ceiling
                        negated, conditional = True, False
                    if upper != negated:
                        kind, low, high = "floor", v, None
                    else:
                        kind, low, high = "ceiling", None, v
                elif (
                    (verb := _PAST_VERB.search(before)) is not None
                    and _negated(
                        lowered,
                        q.start - len(before) + verb.start(),
                        prev.end if prev is not None else 0,
                    )
                ) or _NEGATED_CEILING.search(before):
                    kind, low, high = "ceiling", None, v
                elif _NEGATED_FLOOR.search(before) or _FLOOR_BEFORE.search(before):
                    kind, low, high = "floor", v, None
                    forbids = _FORBIDS.search(lowered, q.end)
                    if (
                        forbids is not None
                        and _ABOVE.search(before)
                        and not re.search(r"[,;:]", lowered[q.end : forbids.start()])
                    ):
                        # what lies above the value is forbidden: "positions above 5 % are
                        # not allowed" is a ceiling
                        kind, low, high = "ceiling", None, v
                elif _NEUTRAL_LIMIT.search(before) and _floor_named(lowered, mentions, q.start):
                    # "limit" names no side; a subject named a minimum takes it from below:
                    # "MIN_CASH: hard limit 3 %", "Cash (min) | limit 3 %"
                    kind, low, high = "floor", v, None
                elif _CEILING_BEFORE.search(before):
                    kind, low, high = "ceiling", None, v
                    forbids = _FORBIDS.search(lowered, q.end)
                    if (
                        forbids is not None
                        and _BELOW.search(before)
                        and not re.search(r"[,;:]", lowered[q.end : forbids.start()])
                    ):
                        # what lies below the value is forbidden: "cash < 2 % → fill amber",
                        # "weights under 1 % are not allowed" is a floor
                        kind, low, high = "floor", v, None
                elif (side := side_before(before)) is not None:
                    # the operator tables of every language ("au plus", "como mínimo")
                    low, high = (None, v) if side == "ceiling" else (v, None)
                    kind = side
                elif _CEILING_AFTER.match(after):
                    kind, low, high, conditional = "ceiling", None, v, True
                elif _FLOOR_AFTER.match(after):
                    kind, low, high, conditional = "floor", v, None, True
                elif (side := side_after(after)) is not None:
                    # "3 % au maximum", "3 % nicht überschreiten", "2.5 % min."
                    low, high = (None, v) if side == "ceiling" else (v, None)
                    kind, conditional = side, True
                elif (side := side_after_value(after)) is not None:
                    # a band's edge said by its side: "3 % on the downside, 7 % on the upside"
                    low, high = (None, v) if side == "ceiling" else (v, None)
                    kind = side
                elif noun is not None:
                    side = noun[0]  # "a 7,5 % issuer limit", "3 % is the cash minimum"
                    low, high = (None, v) if side == "ceiling" else (v, None)
                    kind = side
                elif (side := _extreme_side(lowered, q.start, tail)) is not None:
                    # "the most we'd ever put in one company is a tenth", "a tenth in one
                    # company is the most we'd accept"
                    low, high = (None, v) if side == "ceiling" else (v, None)
                    kind = side
                elif "\t" in before and _TARGET_BEFORE.search(before[before.rfind("\t") + 1 :]):
                    # a sheet cell that names its own kind ("Country limit<TAB>target 0.3") is
                    # read by it, not by its row's label
                    kind, low, high = "target", v, v
                    if not grants and _no_room(spans, k):
                        kind = "range"  # "…<TAB>band: n/a — fixed by the IC": held exactly
                elif (
                    columns
                    and {"floor", "ceiling"} <= set(columns.values())
                    and (column := columns.get(sentence.count("|", 0, q.start) - 1))
                    in ("floor", "ceiling", "target")
                ):
                    # a cell of a band table, under a header naming both its edges ("| Donja
                    # granica | Strateška alokacija | Gornja granica |", "| Min | Target | Max
                    # |"), is the edge its column names, whatever limit the row's label names
                    # ("Equities (upper limit)": the band is of that limit)
                    kind, low, high = (
                        ("floor", v, None)
                        if column == "floor"
                        else ("target", v, v)
                        if column == "target"
                        else ("ceiling", None, v)
                    )
                elif _FLOOR_NOUN.search(before):
                    kind, low, high = "floor", v, None
                elif _CEILING_NOUN.search(before):
                    kind, low, high = "ceiling", None, v
                elif (
                    long_side := long_noun_side(lowered[max(0, q.start - 240) : q.start])
                ) is not None:
                    # a side word after its noun, a long subject and its copula before the
                    # figure: "limit maksymalny dla … części akcyjnej na poziomie 240 pb"
                    kind = long_side
                    low, high = (v, None) if long_side == "floor" else (None, v)
                elif (
                    sheet is not None
                    and "\t" in sentence
                    and (column := sheet.kinds.get(sentence.count("\t", 0, q.start)))
                ) or (columns and (column := columns.get(sentence.count("|", 0, q.start) - 1))):
                    # a cell under a column whose header names its kind: "| Cash | 2% | 10% |"
                    # under "| Asset | Min | Max |"
                    kind, low, high = (
                        ("floor", v, None)
                        if column == "floor"
                        else ("target", v, v)
                        if column == "target"
                        else ("ceiling", None, v)
                    )
                elif column_role(text, offset + q.start, offset + q.end) == "limit":
                    # a fixed-width row under a header naming its column the limit ("HARD"): a
                    # floor when its label names one ("Cash floor", "Min cash"), else a cap
                    row = lowered[lowered.rfind("\n", 0, q.start) + 1 : q.start]
                    if _FLOOR_NOUN.search(row) or re.search(r"\b(?:min|minimum|floor)\b", row):
                        kind, low, high = "floor", v, None
                    else:
                        kind, low, high = "ceiling", None, v
                elif (
                    heading is not None
                    and (near := [m for m in mentions if m[1] <= q.start])
                    and _ITEM.match(lowered[near[-1][1] : q.start])
                    and not _TARGET_NAME.search(lowered[: q.start])  # "target vol: 10 %"
                ):
                    # an item under a heading that names its kind: "maxima: turnover 50 %"
                    kind = heading
                    low, high = (v, None) if heading == "floor" else (None, v)
                elif (key := key_before(written, q.start)) is not None and (
                    subject_of(key) == subject
                ):
                    # a config key and its value: "maxIssuerWeight = 6 %" is a cap
                    kind = _key_kind(key)
                    low, high = (v if kind != "ceiling" else None), (v if kind != "floor" else None)
                elif (verb_side := capping_verb_side(lowered[: q.start])) is not None:
                    # "the risk appetite caps X at 20 %" (`capping_verbs`)
                    kind = verb_side
                    low, high = (v, None) if verb_side == "floor" else (None, v)
                elif (
                    _TARGET_BEFORE.search(before)
                    or _stated(mentions, lowered, q.start)
                    or point_before(before)
                    # the level a sentence denying its band names: "not a range: the level
                    # is 30 %", "options, not a band: the vote picked 2x" (`denied_bands`)
                    or (band_denied(lowered) and chosen_before(before))
                ):
                    kind, low, high = "target", v, v
                    if not grants and (
                        _no_room(spans, k)
                        # "May the manager vary it?" "No. It is set at 5 %." (`qa_pairs`)
                        or refuses_latitude(text, offset + q.start)
                    ):
                        kind = "range"  # "Issuer: 7,5 %; no leeway": a level held exactly
                elif (
                    changed_to(lowered[: q.start])
                    or takes_back(lowered)
                    or star_corrects(lowered, text[: max(0, offset)])
                ) and (prior := [b for b in bounds if b.subject == subject and b.kind != "range"]):
                    # the new value of a limit said before takes its side: "the cash floor
                    # was 2 %. The board has since raised it to 3 %."
                    kind = prior[-1].kind
                    low, high = (v, None) if kind == "floor" else (None, v)
                elif (
                    shared := _coordinated(bounds[first_bound:], subject, lowered, offset, q.start)
                ) is not None:
                    # a value coordinated with one before it shares its operator: "15 per cent.
                    # in respect of X and 7.5 per cent. in respect of the Sub-Fund"
                    kind = shared.kind
                    low, high = (v if kind != "ceiling" else None), (v if kind != "floor" else None)
                elif new_value(lowered[: q.start]) and (
                    sides := list(_NOUN_SIDE.finditer(lowered, 0, q.start))
                ):
                    # the value that replaces a limit named before it, the old one said as past:
                    # "the former cap of 10 %, valid until June, is replaced by 20 %"
                    floor = sides[-1].group("floor") is not None
                    kind, low, high = ("floor", v, None) if floor else ("ceiling", None, v)
                elif not grants and _no_room(spans, k):
                    # a level the manager has no say over (`fixed_levels.leaves_no_room`)
                    kind, low, high = "range", v, v
                elif _PERSISTS_AFTER.match(after):
                    # a level said to stay in force, the verb after it, of the limit named
                    # before it (in its sentence or the one it continues): "the request for a
                    # 21-35 % range on the maximum was not supported; 21 % stands", "…; 2x
                    # remains until the review"; no side named, the level itself
                    sides = list(_NOUN_SIDE.finditer(text.lower(), 0, offset + q.start))
                    if not sides:
                        kind, low, high = "target", v, v
                    elif sides[-1].group("floor") is not None:
                        kind, low, high = "floor", v, None
                    else:
                        kind, low, high = "ceiling", None, v
                else:
                    continue  # a number without an operator bounds nothing
                forbids = _FORBIDS.search(lowered, q.end) if conditional else None
                if forbids is not None and not re.search(
                    r"[,;:]", lowered[q.end : forbids.start()]
                ):
                    # what the condition describes is forbidden: "positions of 10 % or more are
                    # not permitted" is a ceiling, "positions below 1 % are not allowed" a floor
                    kind, low, high = (
                        ("ceiling", None, v) if kind == "floor" else ("floor", v, None)
                    )
                if subject == "max_position_weight" and (
                    _AGGREGATE.match(lowered[q.end :]) or _AGGREGATE_BEFORE.search(before)
                ):
                    subject = "other_limit"  # a group's total is no cap on each position
            if (
                subject == "cost_bps"
                and kind in ("ceiling", "target")
                # (a cap said on the cost of borrowing the book keeps its side: "the average
                # borrow fee may not exceed 60 bp", `limits.holding_cost`)
                and not (kind == "ceiling" and holding_cost(lowered))
            ):
                kind, low, high = "floor", high, None  # a stated cost: assume at least that
            if (
                kind == "ceiling"
                and subject == "cash_weight"
                and kept_as_floor(text.lower(), offset + q.start, offset + q.end)
            ):
                # a bare "limit" of a buffer or a reserve is its floor (`floor_subjects`)
                kind, low, high = "floor", high, None
            if (
                kind == "ceiling"
                and subject.startswith("min_")
                and floor_by_name(subject, text.lower(), offset + q.start, offset + q.end)
            ):
                # ... and of a subject that is a minimum by its name (`floor_subjects`)
                kind, low, high = "floor", high, None
            if kind == "range" and held_until(sentence, span_start, span_end, as_of) is not None:
                continue  # a band said to hold until a date that is past: "1 %-3 % until …"
            bounds.append(
                Bound(
                    subject,
                    kind,
                    low,
                    high,
                    clause_id,
                    offset + span_start,
                    offset + span_end,
                    text[offset + span_start : offset + span_end],
                    discretion=grants,
                    relative=relative,
                    money=_money(q, subject),
                )
            )
            if _SOFT.search(lowered[max(0, span_start - 50) : span_start]):
                soft.append(bounds[-1])
            # a later sentence that changes a limit, or restates one said as past, leaves only
            # the new value in force: "The limit was 5 %. The board has since raised it to 7 %."
            changes = changed_to(lowered[: q.start])
            gone = _superseded(bounds, bounds[-1], first_bound, past, changes, lowered)
            # ... and so does a change or a reading in the sentence of the value it changes:
            # "the cap of 5 % was raised to 7 %", "… 30 %, lire désormais 15 %"
            here = _superseded(bounds[first_bound:], bounds[-1], -1, [], True, lowered)
            gone += here if changes else []
            bounds[:] = [b for b in bounds if not any(b is g for g in gone)]
            first_bound -= len(gone) - (len(here) if changes else 0)
            past.append((bounds[-1], lowered, q.start, q.end))
        # a sentence without bounds of its own that speaks of the one before ("…; that limit
        # does not apply here", "…; that is a point, not a band") says it of that one's bounds
        own = (first_bound, len(bounds))
        if own[0] == own[1] and (
            _ANAPHOR.match(sentence)
            or edits_before(sentence)
            or _RIGID_ALONE.match(lowered[label_end(lowered) :])  # "Flat.", "Not a range."
            or band_withdrawn(sentence)  # "…; the range above is withdrawn"
            or reserved(sentence)  # "Only the CRO may move it" (`reserved_decisions`)
        ):
            own = previous
        # a band denied as room beside the point a sentence before fixed (`denied_bands`)
        denied_beside = band_denied(lowered) and _point_before(bounds, own)
        if band_denied(lowered) and not denied_beside:
            # ... or beside the limit at its end said in the same sentence ("The limit is
            # 10 pct. The 5 pct–10 pct band is a trigger, not a range", read as one)
            bands = [b for b in bounds[own[0] : own[1]] if b.kind == "range" and b.low != b.high]
            bounds[own[0] : own[1]] = [
                _point(b) if b.kind != "range" and _level_beside(b, bands) else b
                for b in bounds[own[0] : own[1]]
            ]
        if (
            _BAND_TURNED_DOWN.search(lowered)
            or BAND_TAKEN_BACK.search(lowered)
            or _BAND_WITHDRAWN.search(lowered)
            # ... or turned down, or said never to have bound ("the 1–2 % range in the draft
            # was indicative only", `denied_bands`)
            or band_turned_down(lowered)
            # ... or the latitude it gave withdrawn or suspended (`band_withdrawn`)
            or band_withdrawn(lowered)
            # a band denied as room beside the point it names: "a trigger, not a range: the
            # level is 30 %" (`denied_bands`)
            or (band_denied(lowered) and any(b.low == b.high for b in bounds[own[0] : own[1]]))
            # ... or beside the point a sentence before fixed for its subject: "The methodology
            # fixes it at 15 %. The 7.5–15 % range is only the band that triggers a review"
            or denied_beside
        ):
            if denied_beside:
                # the point the band was denied beside is held exactly, as one said with it
                _hold_points_before(bounds, own)
            # "we talked about a band of 1x to 2x, but no, the board said no band": the band
            # was only proposed; the point said after it holds (a level held exactly is a
            # range of one value: "… but nah, keep it at 20 %")
            kept = [b for b in bounds[own[0] : own[1]] if b.kind != "range" or b.low == b.high]
            emptied = own[0] < own[1] and not kept and own[0] == first_bound
            bounds[own[0] : own[1]] = kept
            if emptied and borrowed:
                # a band named by its ends ("… at 25 %; the 15 %–25 % corridor agreed in 2021
                # was revoked") that leaves the sentence no bound speaks of the level the one
                # before fixed, as a sentence without bounds of its own does
                own = previous
        if _DISAPPLIED.search(lowered):
            del bounds[own[0] : own[1]]  # another account's limit, or one waived here
            own = (own[0], own[0])
        elif _RIGID_ALONE.match(lowered[label_end(lowered) :]):
            # "X is 12.5 %. Flat. Not a range.": whatever side it was read as, it is a point
            bounds[own[0] : own[1]] = [_point(b) for b in bounds[own[0] : own[1]]]
        elif (
            _RIGID.search(lowered)
            or band_withdrawn(lowered)
            or band_denied(lowered)
            or reserved(lowered)
        ):
            bounds[own[0] : own[1]] = [
                replace(b, kind="range") if b.kind == "target" else b
                for b in bounds[own[0] : own[1]]
            ]
            if _REBALANCING_ONLY.search(lowered) and not grants:
                # ... and a band denied as room that is only to watch ("a monitoring range only
                # and confers no discretion; … maintained at 1.25x") gives way to the point held
                rebalancing += _rebalancing_ranges(bounds[own[0] : own[1]], found, lowered, offset)
        elif _REBALANCING_ONLY.search(lowered) and not grants:
            rebalancing += _rebalancing_ranges(bounds[own[0] : own[1]], found, lowered, offset)
        elif (
            # ... or only to check what is typed: "the schema's range only rejects typos"
            OTHERS_CONTROL_ONLY.search(lowered) or _VALIDATION_ONLY.search(lowered)
        ) and not grants:
            others += [b for b in bounds[own[0] : own[1]] if b.kind == "range" and b.low != b.high]
        if band_refused or (band_put_forward and refused_proposal(lowered)):
            # "the 10–20 % range was not adopted; the Board kept the cap at 20 %": the level
            # kept after a band turned down is the only one (`denied_bands`); so is the one a
            # sentence keeps while it turns down the band proposed before it ("The Board did
            # not approve the proposal: the limit stays at 2 %", `polarity.refused_proposal`)
            bounds[first_bound:] = [
                _point(b) if kept_before(lowered[: max(0, b.start - offset)]) else b
                for b in bounds[first_bound:]
            ]
        # ... or a decision line right after the sentence that proposed it ("Status: Rejected")
        band_refused = len(bounds) == first_bound and (
            band_turned_down(lowered) or (band_put_forward and status_refused(lowered))
        )
        band_put_forward = len(bounds) == first_bound and band_proposed(lowered)
        previous = (first_bound, len(bounds)) if len(bounds) > first_bound else own
        # a grant without a bound of its own: numbers that count things ("any one issuer")
        # bound nothing
        if grants and all(_counts(q, lowered) for q in found):
            named = {m[2] for m in mentions}
            if lexical and not named:
                # ... of what no vocabulary knows, what the sentence's words name ("the
                # frost-loss reserve is the manager's call", `lexical_subjects`)
                said = lexical_subject(sentence, None)
                named = set() if said is None else {said}
            discretion |= named or {"*"}
    bounds = _held_points(bounds, rebalancing, text)
    bounds = _others_give_way(bounds, others)
    # a soft target or early-warning level inside a hard limit on the same subject is a level to
    # watch, no bound: the hard limit is the one a plan may not pass
    hard = {(b.subject, b.relative) for b in bounds if b not in soft}
    bounds = [b for b in bounds if b not in soft or (b.subject, b.relative) not in hard]
    if lexical:
        return (
            [b for b in _current(text, bounds) if is_lexical(b.subject)],
            {s for s in discretion if is_lexical(s)},
        )
    return _current(text, bounds), discretion


def _answered(text: str, bounds: list[Bound]) -> list[Bound]:
    """The bounds read out of a yes/no question to cross them (`crossing_questions`): a refusal
    makes the figure the limit on the other side ("Could we go above 10 %? No." is a ceiling of
    10 %); a grant or no answer leaves no bound."""
    kept: list[Bound] = []
    for b in bounds:
        asked = crossing_answer(text, b.start, b.end)
        value = b.high if b.low is None else b.low
        if asked is None:
            kept.append(b)
        elif asked.answer == "refused" and value is not None:
            kind: BoundKind = "ceiling" if asked.upward else "floor"
            low, high = (None, value) if asked.upward else (value, None)
            kept.append(replace(b, kind=kind, low=low, high=high))
    return kept


def _current(text: str, bounds: list[Bound]) -> list[Bound]:
    """The bounds a pasted thread still holds (`utterances`): none struck through, none a poll
    or proposal turned down, none only supposed ("if the IC signs off it'd go to …"), none
    replaced by a bound on the same subject that an edit after it or a newer mail of the chain
    (a line quoted less deeply) states."""
    answered = _answered(text, bounds)
    kept = [
        b
        for b in answered
        if not struck(text, b.start, b.end)
        and not turned_down(text, b.start, b.end)
        and not supposed(text, b.start, b.end, firm_future=False)
        and not asked_and_refused(text, b.start, b.end)  # a call's question answered "No."
        and not proposal_refused(text, b.start, b.end)  # "I'd say 3 %" "No, far too tight"
        and set_against(text, b.start, b.end) is None  # someone else's, wished, refused
        # a band reported as asked for and refused in the next sentence (`denied_bands`)
        and not (b.kind == "range" and b.low != b.high and asked_and_declined(text, b.start, b.end))
    ]
    # a band asked for and refused ("request to let it float within 150–300 bp. Decision: not
    # approved."): the level a later sentence keeps on the same subject ("It stays at 300 bp")
    # is the only one, a point as after a band turned down (`denied_bands`)
    refused = [
        b
        for b in answered
        if b.kind == "range" and b.low != b.high and not any(b is k for k in kept)
    ]
    kept = [
        _point(b)
        # (kept as "the limit stays at 15 %", a level read as a cap or a floor is held too)
        if b.kind in ("target", "ceiling", "floor")
        and any(r.subject == b.subject and r.end <= b.start for r in refused)
        and kept_before(text[max(0, b.start - 80) : b.start].lower())
        else b
        for b in kept
    ]
    # a transcript: a figure another speaker's later turn corrects, or one its speaker defers
    # from to a colleague, is replaced by the bound that turn states on the same subject
    kept = [
        b
        for b in kept
        if not any(
            first <= other.start < last
            for first, last in [*overruling_turns(text, b.start, b.end), *_taken_back(text, b)]
            for other in kept
            if other is not b and other.subject == b.subject and other.relative == b.relative
        )
    ]
    return [
        b
        for b in kept
        if not any(
            first <= other.start < last
            # a newer place of the thread, or where the text calls the figure wrong and
            # replaces it ("The bot got it wrong: … at least 2 %", `called_wrong`)
            for first, last in [
                *newer_places(text, b.start, b.end),
                *called_wrong_after(text, b.start, b.end),
            ]
            for other in kept
            if other is not b and other.subject == b.subject and other.relative == b.relative
        )
    ]


def clauses(
    mandate: Mapping[str, JsonValue] | None,
    messages: Sequence[UserMessage] = (),
    *,
    as_of: date | None = None,
    rebalancing: bool | None = None,
) -> list[Clause]:
    """Every clause of a mandate (its fields, and the messages of kind `mandate`); a value that
    takes effect after `as_of` (the plan's decision date, when it has one) bounds nothing, nor
    one in effect from the next rebalance unless the plan is that rebalance (`rebalancing`;
    read from the request among `messages` when not given, `plan_occasions`)."""
    if rebalancing is None:
        rebalancing = plan_is_rebalance(messages)
    parsed: list[Clause] = []
    leaves = list(_field_clauses(dict(mandate or {}), ""))
    leaves += [(m.message_id, m.text, None) for m in messages if m.kind == "mandate"]
    # the whole mandate, read for which vehicle is its subject ("fund: X Sub-Fund")
    context = "\n".join(f"{clause_id}: {text}" for clause_id, text, _ in leaves)
    for clause_id, text, value in leaves:
        if value is not None:
            bound = _structured(clause_id, text, value)
            parsed.append(
                Clause(clause_id, text, (bound,) if bound else (), value=value, as_of=as_of)
            )
            continue
        # a compliance engine's rule export is read as prose, JSON as its YAML lines; the
        # clause keeps its own words, and each bound points at them (the value as the export
        # writes it)
        text = json_as_yaml(text)
        bounds, discretion = _leaf_prose(clause_id, text, as_of, context, rebalancing=rebalancing)
        # a cap on buckets named together caps each of them (`shared_buckets`)
        bounds = shared_ceilings(text, bounds, subject_mentions(text), _shared_cap)
        parsed.append(
            Clause(
                clause_id,
                text,
                tuple(bounds),
                frozenset(discretion),
                as_of=as_of,
                context=context,
                rebalancing=rebalancing,
            )
        )
    return _with_defined_terms(parsed, as_of, rebalancing)


def _shared_cap(bound: Bound, subject: str) -> Bound:
    """A cap on buckets named together, as the cap of one of them: a range gives its upper end,
    a level fixed for both is each one's fixed level (`shared_buckets`)."""
    if fixed(bound):
        return replace(bound, subject=subject, kind="range", low=bound.high)
    if bound.kind == "range":
        return replace(bound, subject=subject, kind="ceiling", low=None)
    return replace(bound, subject=subject)


def _leaf_prose(
    clause_id: str,
    text: str,
    as_of: date | None,
    context: str,
    lexical: bool = False,
    rebalancing: bool = False,
) -> tuple[list[Bound], set[str]]:
    """The bounds and grants of one clause of prose (of what no vocabulary knows, `lexical`)."""
    # a parameter table's column its vote leaves out of force is not read (`vote_tables`)
    # ... nor the noun of a yearly rate written before its figure ("not below 年率3.0％",
    # `rate_nouns`)
    read = read_rules(vote_columns_blanked(rate_nouns_blanked(text)))
    # a field whose key names the subject and whose value only bounds it ("var_limit_bps:
    # ≤ 0.90% of NAV") is read with its key's words before it (`keyed_values`)
    prefix = key_prefix(clause_id, read.text)
    bounds, discretion = _prose(clause_id, prefix + read.text, as_of, lexical, rebalancing)
    if prefix:
        bounds = [
            replace(b, start=b.start - len(prefix), end=b.end - len(prefix))
            for b in bounds
            if b.start >= len(prefix)
        ]
    bounds = _own_terms(read.text, bounds, context)
    if read.rewritten:
        bounds = [_in_original(b, read) for b in bounds]
    return bounds, discretion


def _lexical_read(clause: Clause) -> tuple[tuple[Bound, ...], frozenset[str]]:
    # cached on what the reading reads, not the whole clause: hashing its bounds on every
    # lookup would cost more than the cache saves
    return _lexical_read_of(
        clause.clause_id,
        clause.text,
        clause.value,
        clause.as_of,
        clause.context,
        clause.rebalancing,
    )


@lru_cache(maxsize=4096)
def _lexical_read_of(
    clause_id: str,
    text: str,
    value: float | None,
    as_of: date | None,
    context: str,
    rebalancing: bool,
) -> tuple[tuple[Bound, ...], frozenset[str]]:
    if value is not None:
        bound = _structured(clause_id, text, value, lexical=True)
        return () if bound is None else (bound,), frozenset()
    bounds, discretion = _leaf_prose(
        clause_id, text, as_of, context, lexical=True, rebalancing=rebalancing
    )
    return tuple(bounds), frozenset(discretion)


def lexical_bounds(clause: Clause) -> tuple[Bound, ...]:
    """The bounds a clause states on what no vocabulary knows, each of a lexical subject (the
    words that name what it bounds, `lexical_subjects`). They are read only when a plan limit's
    own subject is unknown, apart from `Clause.bounds`, so no reading of a known subject
    changes."""
    return _lexical_read(clause)[0]


def lexical_discretion(clause: Clause) -> frozenset[str]:
    """The lexical subjects a clause leaves to discretion with no figure ("the frost-loss
    reserve is the manager's call"), read like `lexical_bounds`, apart from
    `Clause.discretion`."""
    return _lexical_read(clause)[1]


def _read_for(found: Sequence[Clause], name: str) -> Iterator[tuple[Clause, Bound]]:
    """Every clause's bounds, with those of what no vocabulary knows when `name`'s own subject
    is unknown."""
    # (a name known only by a generic word, `max_greenfield_weight`, is read by its other words)
    unknown = bool(unexplained(name))
    for clause in found:
        for bound in clause.bounds:
            if _buyer_as_obligor(bound.subject, name, clause.text) or (
                bound.subject == "other_limit"
                and issuer_group_of_position(name, clause.text, bound.start)
            ):
                bound = replace(bound, subject=subject_of(name) or bound.subject)
            yield clause, bound
        if unknown:
            # (a figure the vocabulary already reads of the name's own subject, "no single
            # property may exceed 20 %" for `maxPropertyWeight`, is not read again by its words)
            own = {(b.start, b.end) for b in clause.bounds if _same_subject(b, name)}
            for bound in lexical_bounds(clause):
                if (bound.start, bound.end) not in own:
                    yield clause, bound


def _buyer_as_obligor(subject: str | None, name: str, text: str) -> bool:
    """Whether a bound or grant read of an acquirer ("the largest single-buyer exposure") is of
    the one-obligor position a lender's plan limit `name` caps (`singleObligorCap`): in trade
    and receivables finance the buyer owes the invoice, unless the clause speaks of deals
    (`limit_lexicon_merger_arb.buyer_is_debtor`, which `provenance` reads the same way)."""
    return (
        subject == ACQUIRER_NAME
        and subject_of(name) == "max_position_weight"
        and buyer_is_debtor(words(name), text)
    )


def _in_original(bound: Bound, read: RulesRead) -> Bound:
    """`bound` found in the prose reading of a rule export, placed at the words of the original
    it stands for (`limit_roles.RulesRead.original_span`)."""
    start, end = read.original_span(bound.start, bound.end)
    return replace(bound, start=start, end=end, text=read.original[start:end])


def _own_terms(text: str, bounds: list[Bound], context: str = "") -> list[Bound]:
    """The bounds of the subject's own terms in force (`scope`): a schedule's part for another
    sub-fund ("Part A (X Sub-Fund): … not less than 5 per centum"), another sub-fund's part of
    one sentence ("…, whereas Sub-Fund B may hold up to 30 %", `vehicle_parts`), a draft beside
    the adopted text or a passage said not to apply bounds nothing of this plan; nor does what
    the record's own marks leave out of force (`record_marks`: "Request: a 20–40 % band.
    Rejected by: Risk.", a diff's old side, a reverted entry, a deprecated key)."""
    foreign = foreign_spans(text, definitions=False) + other_vehicle_parts(text, context)
    foreign += [(aside.start, aside.end) for aside in out_of_force(text)]
    return [b for b in bounds if not any(a <= b.start and b.end <= e for a, e in foreign)]


def _with_defined_terms(
    parsed: list[Clause], as_of: date | None, rebalancing: bool = False
) -> list[Clause]:
    """The clauses with the bounds their defined terms state: a restriction that uses a term
    ("shall not exceed the Leverage Limit") is read with the term's meaning written out
    ('"Leverage Limit" means 2.00x.'); the bound it gives is the using clause's (at the use)
    and the defining clause's (at the meaning), since a plan may cite either."""
    known = number_definitions((c.clause_id, c.text) for c in parsed)
    if not known:
        return parsed
    extra: dict[str, list[Bound]] = {}
    for clause in parsed:
        found = list(uses(clause.text, known))
        if not found:
            continue
        text, placed = written_out(clause.text, found)
        for bound in _prose(clause.clause_id, text, as_of, plan_rebalances=rebalancing)[0]:
            use = next((u for a, b, u in placed if a <= bound.start and bound.end <= b), None)
            if use is None:
                continue  # a bound the clause states in its own words is read already
            defined = use.definition
            extra.setdefault(clause.clause_id, []).append(
                replace(bound, start=use.start, end=use.end, text=clause.text[use.start : use.end])
            )
            if defined.clause_id != clause.clause_id:
                extra.setdefault(defined.clause_id, []).append(
                    replace(
                        bound,
                        clause_id=defined.clause_id,
                        start=defined.start,
                        end=defined.end,
                        text=defined.meaning,
                    )
                )
    return [
        replace(c, bounds=c.bounds + tuple(extra[c.clause_id])) if c.clause_id in extra else c
        for c in parsed
    ]


def find_clause(found: Sequence[Clause], ref: str) -> Clause | None:
    """The clause a provenance names: its key path, or a path ending in it
    (`template:x.mandate.max_position_weight`, `mandate.notes`)."""
    ref = ref.strip()
    for clause in found:
        if ref == clause.clause_id:
            return clause
    for clause in found:
        if re.search(rf"(^|[.:/#]){re.escape(clause.clause_id)}$", ref):
            return clause
    return None


def plan_kind(name: str) -> Literal["ceiling", "floor"]:
    """Whether a plan's constraint is a ceiling (`max_…`, most limits) or a floor."""
    # a floor by its name: `min_…`, a cost, or what is held in reserve (`liquidityReserve`,
    # `marginBuffer`: `held_minimums`), or a limit on a subject that is a minimum by its own
    # name, not capped by the plan's name (`fxHedgeRatio`: `floor_subjects`)
    subject, named = subject_of(name), words(name)
    if (
        (subject == "cost_bps" and not holding_cost_cap(name))
        or _FLOOR_NAME.search(named)
        or held_minimum(named)
        or floor_subject_named(subject, named)
        or hedge_ratio_named(named)
    ):
        return "floor"
    return "ceiling"


def _same_subject(bound: Bound, name: str) -> bool:
    """Whether a bound is of a plan constraint's subject: the one its name has, or, for a name
    no vocabulary knows, the words the bound's phrase shares with it (`lexical_subjects`)."""
    if is_lexical(bound.subject):
        return names(bound.subject, name)
    return bound.subject == subject_of(name)


def covering(bound: Bound, name: str) -> bool:
    """Whether a bound speaks to a plan constraint of this name (same subject, same side)."""
    if not _same_subject(bound, name):
        return False
    if bound.subject in _WEIGHTS and bound.relative != is_active(name):
        return False  # an active weight's bound and a weight's bound speak to different limits
    side = plan_kind(name)
    return bound.kind in ("range", "target") or bound.kind == side


def within(value: float, bound: Bound, name: str) -> bool:
    """Whether a plan value lies inside a covering bound."""
    low_ok = bound.low is None or value > bound.low or same(value, bound.low)
    high_ok = bound.high is None or value < bound.high or same(value, bound.high)
    if (
        bound.kind == "target"
        and plan_kind(name) == "ceiling"
        and not _TARGET_NAME.search(words(name))
    ):
        return high_ok  # a cap at or below the target is inside it
    if (
        bound.kind == "target"
        and (subject_of(name) or "").startswith("min_")
        and plan_kind(name) == "floor"
        and not _TARGET_NAME.search(words(name))
    ):
        # ... and of a subject that is a minimum by its name ("the ICR covenant is 1.75x",
        # `floor_subjects`), a floor at or above the level stated is inside it
        return low_ok
    return low_ok and high_ok


def _other_scope(clause: Clause, bound: Bound, name: str) -> bool:
    """Whether a bound of a subject a peril, region or return period narrows is stated of
    another one than the plan limit's name ("Japan quake cap: 20 %" against `usWindLimit`,
    `limit_lexicon_ils`): it bounds a different limit."""
    key = clause.clause_id.rsplit(".", 1)[-1].split("[")[0]
    return bound.subject in SCOPED and other_scope(
        words(name), words(key), clause.text, bound.start, bound.end
    )


def bounds_for(found: Sequence[Clause], name: str) -> list[Bound]:
    """The mandate's bounds on the plan limit `name`. A plan cap read against a subject the
    mandate both targets and caps ("Strategic hedge ratio: 50 %" beside "the hedge ratio shall
    be no more than 80 %") is held to the cap: the target is where the book is run inside it,
    not a tighter cap."""
    read = [
        b
        for c, b in _read_for(found, name)
        if covering(b, name) and not _other_scope(c, b, name) and not _granted_to_other(c, b, name)
    ]
    if not read:
        read = _granted_ranges(found, name)
    if (
        plan_kind(name) == "ceiling"
        and not _TARGET_NAME.search(words(name))
        and any(b.kind == "ceiling" for b in read)
    ):
        return [b for b in read if b.kind != "target"]
    # a strategic allocation's target inside its own band ("el rango es 24 % a 40 %, con
    # asignación objetivo de 32 %", "target 32 %, range 24-40 %") is the neutral point the book
    # is run around, not a bound of its own: the band holds the limit on both sides
    ranges = [b for b in read if b.kind == "range" and b.low is not None and b.high is not None]
    return [
        b
        for b in read
        if b.kind != "target"
        or b.low is None
        or not any(
            r.clause_id == b.clause_id
            and r.low is not None
            and r.high is not None
            and r.low < b.low < r.high
            for r in ranges
        )
    ]


def _granted_to_other(clause: Clause, bound: Bound, name: str) -> bool:
    """Whether a range the vocabulary gives the limit `name` is granted by its limit noun to
    another: the noun bounds the other side ("the floor on … between 4 % and 7 %" bounds no
    cap), or its object names one holding by a noun the limit's name does not say ("the cap on
    any one shipyard's share … from 8 % to 12 %" is no charterer's cap, though both read as a
    position)."""
    if bound.kind != "range":
        return False
    said = object_before(clause.text.lower(), bound.start)
    if said is None:
        return False
    if said[0] not in (None, plan_kind(name)):
        return True
    named = clause.text[said[1] : said[2]]
    return says_one_holding(named) and not object_names(named, name)


def _granted_ranges(found: Sequence[Clause], name: str) -> list[Bound]:
    """The ranges a clause gives the limit its limit noun names as its object ("the GP may set
    the cap on any one law firm's exposure anywhere from 12 % to 20 %", `limit_nouns.
    object_before`), when that object says the plan limit's name (`lexical_subjects.
    object_names`) and its noun the limit's side (a cap's range bounds no floor). Read only
    where no clause bounds the limit otherwise: the vocabulary reads the whole sentence, and a
    qualifier ("single", "concentration") or a register's own word ("set aside", "a forum")
    may leave the limit's subject unread or read as another; the grant's object says what it
    delegates. Each range is the clause's reading by its words (`lexical_bounds`), in the unit
    its figures were written in; an active weight's limit is left to the vocabulary."""
    if is_active(name):
        return []
    side = plan_kind(name)
    granted: list[Bound] = []
    for clause in found:
        lowered = clause.text.lower()
        for bound in lexical_bounds(clause):
            if bound.kind != "range" or bound.low == bound.high:
                continue
            said = object_before(lowered, bound.start)
            if said is None or said[0] not in (None, side):
                continue
            if object_names(clause.text[said[1] : said[2]], name) and not _other_scope(
                clause, bound, name
            ):
                granted.append(bound)
    return granted


def contradicted(found: Sequence[Clause], name: str, value: float) -> list[Bound]:
    """Bounds on the other side of a plan constraint that its value leaves no room for: a cap
    below the mandate's floor ("volatility of at least 6 %" against a plan cap of 3 %), or a
    floor above its ceiling. They settle nothing about the constraint's own side, but a value
    that contradicts one is outside the mandate."""
    side = plan_kind(name)
    found_bounds = (
        b
        for c, b in _read_for(found, name)
        if _same_subject(b, name)
        and not _other_scope(c, b, name)
        and not (b.subject in _WEIGHTS and b.relative != is_active(name))
        and b.kind == ("floor" if side == "ceiling" else "ceiling")
    )
    return [
        b
        for b in found_bounds
        if (b.low is not None and value < b.low and not same(value, b.low))
        or (b.high is not None and value > b.high and not same(value, b.high))
    ]


def discretion_over(found: Sequence[Clause], name: str) -> bool:
    """Whether the mandate leaves a plan constraint to discretion: a general grant, one of its
    subject, or, for a name no vocabulary knows, one of what its words name
    (`lexical_discretion`)."""
    subject = subject_of(name)
    if any(
        "*" in c.discretion
        or subject in c.discretion
        or (ACQUIRER_NAME in c.discretion and _buyer_as_obligor(ACQUIRER_NAME, name, c.text))
        for c in found
    ):
        return True
    return bool(unexplained(name)) and any(
        names(said, name) for c in found for said in lexical_discretion(c)
    )


__all__ = [
    "Bound",
    "Clause",
    "bounds_for",
    "clauses",
    "contradicted",
    "covering",
    "discretion_over",
    "find_clause",
    "lexical_bounds",
    "lexical_discretion",
    "plan_kind",
    "quantities_as_written",
    "sheet_quantities",
    "within",
]
