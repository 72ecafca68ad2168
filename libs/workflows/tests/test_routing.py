"""A free question that is a template in words goes to the template, with what it states."""

from __future__ import annotations

from quantward_workflows import bundled_templates
from quantward_workflows.routing import route_question

KNOWN = frozenset(bundled_templates())


def test_a_long_short_book_with_limits_is_the_market_neutral_template() -> None:
    route = route_question(
        "Set up a dollar-neutral book over Initech, Globex Corp. and Umbrella, with gross "
        "exposure capped at 1.8 and no single position above 12 percent.",
        KNOWN,
    )
    assert route is not None
    assert route.template_id == "market-neutral-portfolio"
    assert route.inputs["companies"] == "Initech,Globex Corp,Umbrella"
    assert route.inputs["mandate"] == {
        "max_gross_leverage": 1.8,
        "max_position_weight": 0.12,
        "market_neutral": True,
    }


def test_what_the_words_leave_out_stays_missing_so_a_chat_asks_for_it() -> None:
    route = route_question("Optimise a long-only allocation with drawdown of at most 15%", KNOWN)
    assert route is not None
    assert route.template_id == "drawdown-aware-allocation"
    assert "companies" not in route.inputs
    assert route.inputs["mandate"] == {"max_drawdown": 0.15, "long_only": True}


def test_a_named_report_is_its_template() -> None:
    route = route_question("Could you write a credit assessment for Globex Corp?", KNOWN)
    assert route is not None
    assert route.template_id == "credit-review"
    assert route.inputs == {"company": "Globex Corp"}


def test_a_question_about_a_portfolio_is_not_a_request_to_build_one() -> None:
    assert route_question("What is in Initech's pension portfolio disclosure?", KNOWN) is None
    assert route_question("How did Initech's shares do over a year?", KNOWN) is None
