"""The cause batch ZK's objective kind showed, read in general: constructions written here, in
no batch (each phrase grepped against bench/reviews*.py), guarded both ways.

Cause: a label that sets an earlier text aside by the participle of its sending ("please
disregard the objective sent earlier: …") was read as a negated label over the list after it,
so the corrected objective that follows it asked for nothing and the older one stood.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


@pytest.mark.parametrize(
    "text",
    [
        "Kindly ignore the goal shared this morning:\n\nthe book is to earn the highest expected "
        "return.",
        "Do disregard the wording circulated yesterday: the book is to earn the highest "
        "expected return.",
        "Update, please ignore the target given previously:\nthe book is to earn the highest "
        "expected return.",
    ],
)
def test_an_earlier_text_set_aside_leaves_the_new_objective_standing(text: str) -> None:
    found = asked(text)
    assert found is not None
    assert found.objective == "max_return", found


def test_a_negated_label_still_negates_its_list() -> None:
    # nothing earlier is named: the label's items are what is not wanted
    assert asked("Things we do not want: the highest expected return.") is None
