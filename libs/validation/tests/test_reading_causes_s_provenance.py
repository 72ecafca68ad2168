"""The cause batch S showed in figures a message sets against the one that holds, read in
general: constructions written here, in no batch, guarded both ways.

A client texting a limit gives a second figure of it beside and says in the same breath why it
is not theirs (`set_against`): someone else's figure set against their own ("Priya's fund keeps
… at 9 %, ours is 5 %"), a wish a rule they name overrides ("I'd prefer 3x, but our guidelines
say 2x"), or a level asked for and refused ("we requested 25 % … the committee declined"). The
figure set aside is not stated as the limit; the one it is set against is, even after a
condition ("if it were up to me …, but the policy says …"). A figure alone with the same words
("Jon's fund runs 9 %", "I would like cash at 5 %", "we asked for 5 % and they agreed") is left
as it is.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import UserMessage
from quantward_validation.mandate import clauses
from quantward_validation.set_against import set_against
from quantward_validation.testing import message_id, provenance_problems

_SET_AGAINST = [
    # someone else's
    ("Priya's fund keeps single issuer exposure at 9 %, ours is 5 % at most.", "9 %", "5 %"),
    ("A rival desk lets any one issuer run to 9 %. Ours is 5 %, full stop.", "9 %", "5 %"),
    ("My sister's account holds 9 % in one issuer; for us it stays under 5 %.", "9 %", "5 %"),
    (
        "Another family office we advise goes to 9 % per issuer. We don't. Ours is 5 %.",
        "9 %",
        "5 %",
    ),
    # wished
    (
        "In an ideal world I would take single issuer weight to 9 %, however the policy caps "
        "it at 5 %.",
        "9 %",
        "5 %",
    ),
    ("I'd prefer 9 % in one issuer, but our guidelines say 5 %.", "9 %", "5 %"),
    (
        "If I had my way I'd allow 9 % per issuer, but the IPS limits it to 5 %, so use that.",
        "9 %",
        "5 %",
    ),
    # refused
    (
        "We requested 9 % for the issuer cap and the committee declined. It remains 5 %.",
        "9 %",
        "5 %",
    ),
    ("Asked the trustees to lift the issuer cap to 9 % - turned down, still 5 %.", "9 %", "5 %"),
    ("Tried to have the per-issuer limit raised to 9 %, no luck: stays at 5 %.", "9 %", "5 %"),
    ("Risk wouldn't let us go to 9 % in one issuer, so 5 % it is.", "9 %", "5 %"),
    ("The trustees refused to go to 9 % per issuer; the cap stays at 5 %.", "9 %", "5 %"),
    ("Compliance said no to 9 % per issuer, so the cap stays at 5 %.", "9 %", "5 %"),
    ("The board rejected the request for 9 % per issuer; it stays at 5 %.", "9 %", "5 %"),
    ("Maya runs single issuer risk at 9 %, ours is 5 % at most.", "9 %", "5 %"),
    # someone else's, named before and then by a pronoun; a wish in a perfect world
    ("Spoke to Tom - they run single issuer risk at 9 %. Ours is 5 %.", "9 %", "5 %"),
    (
        "In a perfect world any one issuer could reach 9 %, but the IMA says 5 %.",
        "9 %",
        "5 %",
    ),
]


def _issuer(text: str, value: float, words: str) -> list[str]:
    return provenance_problems(
        text, name="perIssuerCeiling", value=value, words=words, unit="fraction"
    )


@pytest.mark.parametrize(("text", "aside", "holds"), _SET_AGAINST)
def test_a_figure_set_against_the_one_that_holds_is_not_stated(
    text: str, aside: str, holds: str
) -> None:
    assert _issuer(text, 0.09, aside) != []
    assert _issuer(text, 0.05, holds) == []


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Jon's fund runs single issuer exposure at 9 %.", "9 %"),
        ("I would like single issuer weight at 9 %.", "9 %"),
        ("We asked for 9 % per issuer and they agreed.", "9 %"),
        ("Any one issuer at most 9 %, but cash may not go below 2 %.", "9 %"),
        ("The fund keeps 9 % in one issuer at most, ours is the same.", "9 %"),
    ],
)
def test_a_figure_nobody_sets_aside_is_left_as_it_is(text: str, words: str) -> None:
    start = text.index(words)
    assert set_against(text, start, start + len(words)) is None
    assert _issuer(text, 0.09, words) == []


def test_a_rule_after_a_supposed_wish_is_in_force() -> None:
    text = "If it were up to me I'd keep 1 % in cash, but the mandate says 4 % minimum."
    problems = provenance_problems(text, name="cashFloor", value=0.04, words="4 %", unit="fraction")
    assert problems == []


def test_a_mandate_keeps_the_figure_a_wish_or_refusal_sets_aside_out() -> None:
    text = (
        "I'd love leverage at 4x but the IMA caps gross leverage at 2x.\n"
        "Asked the board for 20 % cash, they said no; cash stays at 10 % at most."
    )
    message = UserMessage(message_id=message_id(3), text=text, kind="mandate")
    found = sorted((b.subject, b.high) for c in clauses(None, [message]) for b in c.bounds)
    assert (("max_gross_leverage", 4.0)) not in found
    assert ("max_gross_leverage", 2.0) in found
    assert all(high != 0.2 for _, high in found)


@pytest.mark.parametrize(
    "following",
    [
        "Sorry, that last one was meant for my brother.",
        "wrong chat, ignore",
        "Sent that to the wrong person!",
    ],
)
def test_a_figure_in_a_message_sent_to_the_wrong_reader_is_not_stated(following: str) -> None:
    texts = ["Any one issuer at most 9 %.", following]
    assert _issuer_in(texts, 0.09, "9 %") != []
    assert _issuer_in(["Any one issuer at most 9 %.", "Thanks!"], 0.09, "9 %") == []


def _issuer_in(texts: list[str], value: float, words: str) -> list[str]:
    return provenance_problems(
        texts, name="perIssuerCeiling", value=value, words=words, unit="fraction"
    )


@pytest.mark.parametrize(
    "text",
    [
        "We will not go to 9 % in one issuer.",
        "They won't approve anything above 9 % per issuer.",
        "Issuer positions above 9 % are rejected.",
        "The manager declined to exceed 9 % in any issuer.",
    ],
)
def test_a_limit_said_with_a_negation_is_no_refusal(text: str) -> None:
    start = text.index("9 %")
    assert set_against(text, start, start + 3) is None
