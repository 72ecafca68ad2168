"""Mandates pasted from chat and spreadsheets: the causes of batch K's mandate and range misses,
each tested on constructions no review batch writes (issue 18). Causes, by family:

- a bare figure in a sheet's cell is followed by the next cell ("0.3\tyes"), not by a noun it
  counts: it bounds its row's subject as a figure with a unit does;
- a line's leading ">" is a quote marker, not "greater than": a quoted clause number ("> 4.1")
  is no floor;
- a reply speaks of what the line it quotes asks about ("> may we set where X sits?" "sure,
  anywhere 1–3 %"): its range bounds that subject;
- an edit line speaks of the words it edits, and a level said flat or a band taken away
  ("6 % flat", "dropped the 4–6 % corridor") is a point, not a band;
- a sheet's header cell or row label gives its bare cells their kind and unit ("22" under
  "Ceiling (%)" is a 22 % ceiling, and a citation of it states 0.22, never 22);
- a pipe between spaces separates the fields of a channel topic: a field's words do not lend
  a direction to the next field's nouns.
"""

from __future__ import annotations

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.intent import asked
from quantward_validation.mandate import Bound, clauses
from quantward_validation.provenance import validate_provenance

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq3"


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    found = clauses(None, [UserMessage(message_id=_ID, text=text, kind="mandate")])
    return [_shape(b) for c in found for b in c.bounds]


def _shape(b: Bound) -> tuple[str, str, float | None, float | None]:
    return b.subject, b.kind, b.low, b.high


def test_a_bare_cell_of_a_limits_sheet_bounds_its_row() -> None:
    sheet = "Rule\tFigure\tBinding\nCountry ceiling\t0.3\tyes\nLiquidity floor\t0.04\tno"
    found = clauses({"sheet": sheet})
    shapes = [_shape(b) for c in found for b in c.bounds]
    assert ("max_country_weight", "ceiling", None, 0.3) in shapes
    assert ("cash_weight", "floor", 0.04, None) in shapes


def test_a_bare_number_before_a_noun_still_counts_things() -> None:
    assert not _bounds("No more than 3 issuers from any one country.")


def test_a_quoted_clause_number_is_no_operator() -> None:
    text = (
        "Forwarding the relevant bit of the IPS:\n"
        "> 4.1 (b) net exposure stays within 10% and 30%.\n"
        "> 4.2 No derivatives."
    )
    assert _bounds(text) == [("max_net_exposure", "range", 0.1, 0.3)]


def test_a_reply_bounds_the_subject_its_quote_asks_about() -> None:
    text = "> may we set where the drawdown stop sits?\nsure — anywhere between 8% and 12%"
    assert _bounds(text) == [("max_drawdown", "range", 0.08, 0.12)]


def test_an_edit_that_makes_a_level_flat_makes_it_a_point() -> None:
    text = "Country weight: 6% (edited)\nEDIT - dropped the 4–6% corridor, 6% flat from today"
    assert _bounds(text) == [("max_country_weight", "range", 0.06, 0.06)]


def test_a_channel_topic_field_lends_no_direction_to_the_next() -> None:
    topic = "#desk-ops | draft a rough cut of the rebalance | risk signs it off on Thursday"
    assert asked(topic) is None


def test_a_struck_mandate_value_bounds_nothing_and_the_one_beside_it_binds() -> None:
    assert _bounds("net exposure no more than ~~40%~~ 30% (edited)") == [
        ("max_net_exposure", "ceiling", None, 0.3)
    ]


def test_an_older_mail_quoted_deeper_is_replaced_by_the_newer_one() -> None:
    text = (
        "this supersedes what you had\n"
        "> Drawdown: never more than 12% from peak.\n"
        ">\n"
        ">> Drawdown: never more than 20% from peak."
    )
    assert _bounds(text) == [("max_drawdown", "ceiling", None, 0.12)]


def test_a_mandate_proposal_turned_down_bounds_nothing() -> None:
    text = (
        "vote: should the country cap go to 40%?\n"
        "yes 1 / no 4 — declined; the country cap stays at no more than 30%"
    )
    assert _bounds(text) == [("max_country_weight", "ceiling", None, 0.3)]


# --- a sheet's header or label gives its bare cells their unit ----------------------------------


def test_a_sheet_header_names_the_kind_and_the_unit_of_its_columns() -> None:
    sheet = "Bucket\tFloor (%)\tCeiling (%)\nLiquidity\t1.5\t6\nCountry\t\t22"
    found = [_shape(b) for c in clauses({"sheet": sheet}) for b in c.bounds]
    assert ("cash_weight", "floor", 0.015, None) in found
    assert ("cash_weight", "ceiling", None, 0.06) in found
    assert ("max_country_weight", "ceiling", None, 0.22) in found


def test_a_row_label_names_the_unit_of_its_bare_cell() -> None:
    sheet = "Rule\tFigure\nTracking error (max, bps)\t175\nNet exposure (max, %)\t35"
    found = [_shape(b) for c in clauses({"sheet": sheet}) for b in c.bounds]
    assert ("max_tracking_error", "ceiling", None, 0.0175) in found
    assert ("max_net_exposure", "ceiling", None, 0.35) in found


def test_a_cited_bare_cell_states_its_value_in_the_header_s_unit() -> None:
    text = "from the risk sheet:\nBucket\tCeiling (%)\nCountry\t22\nNet\t35"

    def problems(value: float) -> list[str]:
        start = text.index("22")
        contract = ResearchContractBody(
            interpretation="x",
            objective="x",
            constraints=(
                Constraint(
                    name="max_country_weight",
                    value=value,
                    provenance="user_message",
                    provenance_ref=_ID,
                    span=TextSpan(start=start, end=start + 2),
                ),
            ),
        )
        message = UserMessage(message_id=_ID, text=text)
        return [r.message for r in validate_provenance(contract, [message], None) if not r.passed]

    assert not problems(0.22)
    assert problems(22.0)  # "22" under "Ceiling (%)" is 22 %, not 22


def test_a_mandate_level_only_supposed_bounds_nothing_but_a_rule_s_future_binds() -> None:
    supposed = "Country cap 20% for now. once the board signs off it could go to 30%"
    assert _bounds(supposed) == [("max_country_weight", "ceiling", None, 0.2)]
    rule = "If the NAV falls below EUR 50m, gross leverage will be limited to 1.5x."
    assert _bounds(rule) == [("max_gross_leverage", "ceiling", None, 1.5)]
