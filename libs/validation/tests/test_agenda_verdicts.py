"""Minutes whose items each end with a verdict: an item withdrawn, rejected or taken off the
agenda beside one adopted states no objective; before, the first item's words were read as
the request whatever became of it."""

from __future__ import annotations

from quantward_validation.agenda_verdicts import turned_down_items
from quantward_validation.intent import asked

_MINUTES = (
    "Minutes of the trustees' meeting of 4 March\n"
    "Item 5 – Motion 1 (“aim for the highest Sharpe ratio the fund can reach”): {first}.\n"
    "Item 6 – Motion 2 (“hold the minimum variance portfolio”): {second}."
)


def test_an_item_taken_off_the_agenda_beside_an_adopted_one_asks_nothing() -> None:
    text = _MINUTES.format(first="TAKEN OFF THE AGENDA", second="CARRIED")
    found = asked(text)
    assert found is not None
    assert found.kinds == {"minimise_variance"}


def test_the_adopted_item_is_read_whichever_line_it_is() -> None:
    text = _MINUTES.format(first="adopted unanimously", second="deferred to the next meeting")
    found = asked(text)
    assert found is not None
    assert found.kinds == {"maximise_risk_adjusted_return"}


def test_items_in_the_other_languages() -> None:
    text = (
        "Verbale del Comitato\n"
        "Punto 1 – Proposta (“massimizzare lo Sharpe ratio”): RITIRATA DALL'ORDINE DEL GIORNO.\n"
        "Punto 2 – Proposta (“minimizzare la volatilità”): APPROVATA."
    )
    lines = text.split("\n")
    assert turned_down_items(text) == [(len(lines[0]) + 1, len(lines[0]) + 1 + len(lines[1]))]


def test_minutes_that_only_defer_are_left_as_written() -> None:
    text = _MINUTES.format(first="DEFERRED", second="DEFERRED")
    assert turned_down_items(text) == []


def test_a_line_that_only_mentions_a_rejection_is_no_verdict() -> None:
    text = "Note: we rejected the old benchmark last year\nDecision on the new benchmark: approved"
    assert turned_down_items(text) == []
