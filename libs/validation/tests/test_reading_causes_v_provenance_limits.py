"""The limit-side provenance causes held-out batch V showed (South and East Asian business
English), each tested on constructions written here, in no batch, guarded both ways.

* another vehicle's figure in the same sentence, this one marked by a parenthesis ("our Cayman
  feeder (the present one)") or by "this" before a named vehicle with its own words between
  ("for this Dubai SMA a/c"), and the other named by a proper name with the vehicle's kind in
  lower case ("Jersey master fund", "London UCITS sleeve");
* a level asked for and refused with a bare "Cannot." or its kin ("Not possible.", "Can't lah.",
  "Cannot one.") after an "or not?" question;
* a later message that gives the earlier figure as an error ("the 9 % quoted before was an
  error", "earlier 30 % was sent by mistake"): the earlier value is not in force.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, UserMessage
from quantward_validation.provenance import corrected_later, stated_of

FIRST = "msg_01hzzzzzzzzzzzzzzzzzzzzzx1"
LATER = "msg_01hzzzzzzzzzzzzzzzzzzzzzx2"


def _cited(name: str, value: float, unit: str, ref: str = FIRST) -> Constraint:
    return Constraint(
        name=name, value=value, unit=unit, provenance="user_message", provenance_ref=ref
    )


def _problem(text: str, figure: str, constraint: Constraint) -> str | None:
    start = text.index(figure)
    return stated_of(text, start, start + len(figure), constraint)


# --- another vehicle's figure beside this one's --------------------------------------------------


@pytest.mark.parametrize(
    ("text", "theirs", "ours", "name", "values", "unit"),
    [
        (
            "Two separate caps, please: Jersey master fund max 12%, while our Cayman feeder "
            "(the present one) max 8%.",
            "12%",
            "8%",
            "max_issuer_weight",
            (0.12, 0.08),
            "fraction",
        ),
        (
            "For the London UCITS sleeve the issuer cap is 9%; for this Dubai SMA a/c it is 6%.",
            "9%",
            "6%",
            "max_issuer_weight",
            (0.09, 0.06),
            "fraction",
        ),
        (
            "Luxembourg master fund TE max 250 bps, but our Taiwan feeder (i.e. this one) TE max "
            "150 bps.",
            "250 bps",
            "150 bps",
            "te_limit_bps",
            (250.0, 150.0),
            "bps",
        ),
    ],
)
def test_another_vehicles_figure_beside_this_ones(
    text: str,
    theirs: str,
    ours: str,
    name: str,
    values: tuple[float, float],
    unit: str,
) -> None:
    assert _problem(text, theirs, _cited(name, values[0], unit)) is not None
    assert _problem(text, ours, _cited(name, values[1], unit)) is None


# --- a level asked for and refused with a bare "cannot" ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Whether issuer exposure can reach 12% or not? Not possible. Keep 8% max.",
        "Issuer exposure go up to 12% can or not? Can't lah. Max 8% only.",
        "> issuer exposure up to 12% possible?\n\nCannot one. Stay at max 8%.",
        "Asked if issuer weight may touch 12% or not? Cannot, sorry. 8% is the cap.",
    ],
)
def test_a_level_asked_for_and_refused_is_not_in_force(text: str) -> None:
    assert _problem(text, "12%", _cited("max_issuer_weight", 0.12, "fraction")) is not None
    assert _problem(text, "8%", _cited("max_issuer_weight", 0.08, "fraction")) is None


def test_a_level_asked_for_and_granted_stays() -> None:
    text = "Issuer exposure up to 12% can or not? Can, go ahead."
    assert _problem(text, "12%", _cited("max_issuer_weight", 0.12, "fraction")) is None


# --- a later message that gives the earlier figure as an error -----------------------------------


@pytest.mark.parametrize(
    "later",
    [
        "Kindly treat the issuer limit as 7% — the 9% quoted before was an error.",
        "Pls note the corrected figure: 7% (9% earlier mentioned was wrong).",
        "Revised number is 7%; 9% was sent wrongly in my trailing message.",
        "Please take 7% only, the earlier 9% was given inadvertently.",
    ],
)
def test_a_later_message_gives_the_earlier_figure_as_an_error(later: str) -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Issuer limit – max 9% only."),
        UserMessage(message_id=LATER, text=later),
    ]
    assert corrected_later(_cited("max_issuer_weight", 0.09, "fraction"), FIRST, messages) == LATER
    corrected = _cited("max_issuer_weight", 0.07, "fraction", LATER)
    assert corrected_later(corrected, LATER, messages) is None


def test_a_later_message_about_another_figure_corrects_nothing() -> None:
    messages = [
        UserMessage(message_id=FIRST, text="Issuer limit – max 9% only."),
        UserMessage(message_id=LATER, text="The 4% cash figure sent earlier was an error; 5%."),
    ]
    assert corrected_later(_cited("max_issuer_weight", 0.09, "fraction"), FIRST, messages) is None
