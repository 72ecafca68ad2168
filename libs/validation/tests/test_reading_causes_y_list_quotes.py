"""The quoting cause of held-out batch Y, tested as a family on constructions in no batch:
Markdown and forums let an item of a numbered or bulleted list quote ("2. > can the bot …?",
"1) >", "(b) >>", "- >", "• >"), and a reply under it speaks of what the quoted line asked, as
under a quote that opens its line (`utterances`). The list's marker is no part of the quoted
words, and the depth of the quote is its ">" count. A ">" after a list marker before a figure
("a. > 5 % cash") is still an operator, however many items open that way. The texts are written
here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import UserMessage
from quantward_validation.mandate import Bound, clauses
from quantward_validation.utterances import quote_depth, unquoted

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzq1"


def _bounds(text: str) -> list[Bound]:
    message = UserMessage(message_id=_ID, text=text, kind="mandate")
    return [b for c in clauses(None, [message]) for b in c.bounds]


@pytest.mark.parametrize(
    ("text", "subject", "low", "high"),
    [
        (
            "Group rules\n1. Index funds only.\n"
            "2) > may the bot set the cash buffer on its own?\n\n"
            "Sure, anything from 3% to 6% of the account works.",
            "cash_weight",
            0.03,
            0.06,
        ),
        (
            "House rules\n- > can the assistant pick margin itself?\n\n"
            "yep, between 1.1x and 1.4x is fine by me.",
            "max_gross_leverage",
            1.1,
            1.4,
        ),
        (
            "(b) >> can the model decide how big the moonshot pot is?\n\n"
            "It can: 2% to 4% of the account, its call.",
            "max_speculative_weight",
            0.02,
            0.04,
        ),
        (
            "• > can the optimiser choose the biggest single position?\n\n"
            "Yes — somewhere between 5% and 8%.",
            "max_position_weight",
            0.05,
            0.08,
        ),
    ],
)
def test_a_reply_under_a_quote_in_a_list_item_bounds_what_it_asked(
    text: str, subject: str, low: float, high: float
) -> None:
    assert [(b.subject, b.low, b.high) for b in _bounds(text)] == [(subject, low, high)], text


@pytest.mark.parametrize(
    ("line", "depth"),
    [("3. > can we lever up?", 1), ("iv) >> who sets the cap?", 2), ("* > > what about cash?", 2)],
)
def test_a_quote_after_a_list_marker_has_its_depth(line: str, depth: int) -> None:
    text = f"{line}\n\nno"
    assert quote_depth(text, 0) == depth
    assert unquoted(line, text).strip() == line.split("?")[0].split(">")[-1].strip() + "?"


def test_a_greater_than_after_a_list_marker_is_still_an_operator() -> None:
    text = "Alerts\na. > 5% cash\nb. > 2x leverage needs sign-off\nc. > 12% in one ticker"
    found = {(b.subject, b.kind, b.low) for b in _bounds(text)}
    assert ("cash_weight", "floor", 0.05) in found
    # read as a figure of the clause, whichever side its sign-off makes it (not lost as a quote)
    assert any(b.subject == "max_gross_leverage" and 2.0 in (b.low, b.high) for b in _bounds(text))
