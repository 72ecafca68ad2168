"""A later message that corrects a limit in German, French, Italian, Spanish or Dutch takes the
earlier value back.

Batch T: the next message opens as a correction ("Berichtigung:", "Rectificatif :", "Rettifica:",
"Corrijo:", "Correctie:") or says the value is to be read otherwise ("es muss heißen", "il faut
lire", "leggasi", "léase", "lees"). Wordings written for the tests, none from a batch.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.provenance import corrected_later

FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzc1"
LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzc2"


@pytest.mark.parametrize(
    ("clause", "correction"),
    [
        ("Die Kassenquote beträgt mindestens 6 %.", "Berichtigung: es muss heißen 2 %."),
        ("La trésorerie représente au moins 6 % de l'actif.", "Rectificatif : il faut lire 2 %."),
        ("La liquidità deve essere almeno il 6 %.", "Rettifica: leggasi 2 %."),
        ("La liquidez será como mínimo del 6 %.", "Corrijo lo anterior: léase 2 %."),
        ("De liquide middelen bedragen minimaal 6 %.", "Correctie: lees 2 %."),
    ],
)
def test_a_continental_correction_takes_the_earlier_value_back(
    clause: str, correction: str
) -> None:
    messages = [
        UserMessage(message_id=FIRST, text=clause),
        UserMessage(message_id=LATER, text=correction),
    ]
    cited = Constraint(
        name="min_cash_weight",
        value=0.06,
        unit="fraction",
        provenance="user_message",
        provenance_ref=FIRST,
    )
    assert corrected_later(cited, FIRST, messages) == LATER
