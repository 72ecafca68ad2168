"""Of an answer's lines, the one naming what the request left open answers it (`asked_rows`):
a figure of another line is another limit's, and the answering line is no other setting of its
list, whatever words its siblings share with the constraint's name."""

from __future__ import annotations

from quantward_contracts.values import Constraint, ResearchContractBody, TextSpan, UserMessage
from quantward_validation.asked_rows import answering_line, open_items
from quantward_validation.provenance import validate_provenance

_REQUEST = (
    "Please rebuild the hospital foundation's bond ladder for the new year. The cap on the "
    "biggest single hospital-system issuer is still pending with the finance committee."
)
_ANSWER = (
    "Treasury policy, schedule C (extract)\n"
    "- Any one commercial bank deposit, max. 3 per cent of assets\n"
    "- Biggest single hospital-system issuer, max. 7 per cent of assets"
)


def _problems(request: str, answer: str, figure: str, name: str, value: float) -> list[str]:
    start = answer.index(figure)
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name=name,
                value=value,
                unit="fraction",
                provenance="user_message",
                provenance_ref="msg_ans",
                span=TextSpan(start=start, end=start + len(figure)),
            ),
        ),
    )
    messages = [
        UserMessage(message_id="msg_req", text=request, kind="request"),
        UserMessage(message_id="msg_ans", text=answer, kind="clarification_answer"),
    ]
    return [r.message for r in validate_provenance(contract, messages, None) if not r.passed]


def test_the_open_item_is_read_from_the_undecided_sentence() -> None:
    words = open_items([_REQUEST])
    assert "issuer" in words
    assert "ladder" not in words  # the ask itself leaves nothing open


def test_another_lines_figure_is_another_limits() -> None:
    problems = _problems(_REQUEST, _ANSWER, "3 per cent", "max_single_issuer_weight", 0.03)
    assert problems
    assert "Biggest single hospital-system issuer" in problems[0]


def test_the_answering_lines_figure_is_stated() -> None:
    assert _problems(_REQUEST, _ANSWER, "7 per cent", "max_single_issuer_weight", 0.07) == []


def test_a_line_whose_words_a_negation_takes_back_names_nothing() -> None:
    request = "Redo the mix. The floor on stressed coverage is on hold until the audit."
    answer = "Coverage floors\n- Coverage, no stress (min): 140 %\n- Stressed coverage (min): 110 %"
    at = answer.index("110 %")
    assert answering_line(answer, at, "fraction", [request]) == (
        "cited",
        "- Stressed coverage (min): 110 %",
    )
    at = answer.index("140 %")
    found = answering_line(answer, at, "fraction", [request])
    assert found is not None
    assert found[0] == "other"


def test_a_tie_or_nothing_left_open_decides_nothing() -> None:
    answer = "- Equity sleeve, max. 60 %\n- Credit sleeve, max. 30 %"
    at = answer.index("60 %")
    assert answering_line(answer, at, "fraction", ["Rebalance the sleeves."]) is None
    assert answering_line(answer, at, "fraction", ["The sleeve caps are still open."]) is None
