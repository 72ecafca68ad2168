"""Batch T cause, mandate: an amendment that says how a limit is now to be read ("Modifié par
avenant … : lire désormais 15 %", "lees 8 %", "leggasi 2,0x", "nunmehr 2 %") left the old
figure in force, because a verb of reading was no verb of change; and a change said in the
same sentence as the figure it changes ("the cap of 5 % was raised to 7 %", "read 15 % instead
of 25 %") kept both. The value a reading gives is the limit in force, the value it replaces
bounds nothing, in the five languages and in English ("shall be read as", "for X read Y", "now
reads"). Own wordings of the family, none from a batch."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.mandate import clauses
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities


def _bounds(text: str) -> list[tuple[str, str, float | None, float | None]]:
    return [
        (b.subject, b.kind, b.low, b.high)
        for clause in clauses({"art": text})
        for b in clause.bounds
        if b.subject != "other_limit"
    ]


@pytest.mark.parametrize(
    ("text", "subject", "kind", "value"),
    [
        # the reading in the clause itself
        ("Gross leverage may not exceed 3x, which shall henceforth be read as 2x.",
         "max_gross_leverage", "ceiling", 2.0),
        ("Cash of at least 2 % (now reads 4 %).", "cash_weight", "floor", 0.04),
        ("Issuer limit: at most 10 %; for 10 % read 6 % (amendment no. 2).",
         "max_position_weight", "ceiling", 0.06),
        ("La volatilité ne peut excéder 12 % — lire désormais 9 %.",
         "target_volatility", "ceiling", 0.09),
        ("La leva lorda non può superare 3x (leggasi 2x a seguito della delibera di maggio).",
         "max_gross_leverage", "ceiling", 2.0),
        ("El peso de un mismo emisor no superará el 10 %, léase el 7 %.",
         "max_position_weight", "ceiling", 0.07),
        ("Der Tracking Error darf 300 bp nicht überschreiten, lies 200 bp.",
         "max_tracking_error", "ceiling", 0.02),
        ("De tracking error bedraagt maximaal 300 bp; lees 200 bp.",
         "max_tracking_error", "ceiling", 0.02),
        ("Maximum drawdown: 25 % (amended to read 15 %).", "max_drawdown", "ceiling", 0.15),
        # "read Y instead of X": the replaced value after the word of replacing
        ("Maximum drawdown 25 %; read 15 % instead of 25 % per the 2019 side letter.",
         "max_drawdown", "ceiling", 0.15),
        ("Le drawdown ne peut dépasser 25 % ; lire 15 % au lieu de 25 %.",
         "max_drawdown", "ceiling", 0.15),
        ("Il drawdown non può superare il 25 %: leggasi 15 % anziché 25 %.",
         "max_drawdown", "ceiling", 0.15),
        # the reading in a line of its own, after the clause
        ("Die Liquiditätsquote beträgt mindestens 1 %.\nNachtrag Nr. 2: statt 1 % lies 3 %.",
         "cash_weight", "floor", 0.03),
        ("El peso de un mismo emisor no superará el 10 %.\n"
         "Fe de erratas: donde dice 10 %, debe decir 7 %.",
         "max_position_weight", "ceiling", 0.07),
        ("Gross leverage is capped at 3x.\nAmendment No. 3: the cap above is to be read as 2x.",
         "max_gross_leverage", "ceiling", 2.0),
        ("De volatiliteit bedraagt ten hoogste 12 %.\n"
         "Gewijzigd per 1 maart 2019: voortaan te lezen als 9 %.",
         "target_volatility", "ceiling", 0.09),
        ("Il peso di un singolo emittente non deve superare il 10 %.\n"
         "Errata: in luogo del 10 % si legga 6 %.",
         "max_position_weight", "ceiling", 0.06),
        # a change said in the sentence of the figure it changes
        ("The issuer cap of 5 % was raised to 7 % by the board.",
         "max_position_weight", "ceiling", 0.07),
    ],
)  # fmt: skip
def test_the_value_a_reading_gives_is_the_only_one_in_force(
    text: str, subject: str, kind: str, value: float
) -> None:
    found = [b for b in _bounds(text) if b[0] == subject]
    expected = (subject, kind, value, None) if kind == "floor" else (subject, kind, None, value)
    assert found == [pytest.approx(expected)]


@pytest.mark.parametrize(
    ("text", "subject", "values"),
    [
        # reading a report is no amendment, nor a range's second end
        ("Cash at least 2 %. I read 4 % in the depositary's report.", "cash_weight", [0.02]),
        ("Issuer weight at most 10 %; sector weight at most 25 %.", "max_position_weight", [0.1]),
    ],
)
def test_no_reading_no_change(text: str, subject: str, values: list[float]) -> None:
    found = [b for b in _bounds(text) if b[0] == subject]
    assert [b[2] if b[2] is not None else b[3] for b in found] == pytest.approx(values)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Maximum drawdown must not exceed 30 %, which shall be read as 15 %.", "30 %", "15 %"),
        ("La volatilité ne peut excéder 12 % — lire désormais 9 %.", "12 %", "9 %"),
        ("The issuer cap of 5 % was raised to 7 % by the board.", "5 %", "7 %"),
    ],
)
def test_a_value_read_anew_in_its_sentence_is_no_stated_value(
    text: str, old: str, new: str
) -> None:
    def cap(words: str) -> Constraint:
        value = next(iter(quantities(words))).value / 100
        return Constraint(
            name="max_drawdown_limit"
            if "drawdown" in text
            else "max_portfolio_volatility"
            if "volatilit" in text
            else "max_position_weight",
            value=value,
            unit="fraction",
            provenance="user_message",
            provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzs1",
        )

    start = text.index(old)
    assert stated_of(text, start, start + len(old), cap(old)) is not None
    start = text.index(new)
    assert stated_of(text, start, start + len(new), cap(new)) is None
