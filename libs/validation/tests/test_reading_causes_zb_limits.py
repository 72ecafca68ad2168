"""The causes batches Z (corporate treasury) and ZB (DAO governance) showed on the provenance of
limits, each read in general: constructions written here, in no batch, guarded both ways.

Causes: a parameter-change table beside its vote (the old column out of force once the vote
carried, the new one while it has not); a later message that gives the old value in brackets
("8 % (previously 11 %)"); a later sentence that declares its value the one in force now ("the
trustees approved 9 %, with immediate effect", "BIP-9, superseding BIP-4, sets it to 2x"); a
value stated as the consequence of a proposal turned down ("…, therefore the cap remains 6 %");
the level of an exception (a carve-out for a part, an excess someone may grant) recorded as the
standing limit.
"""

from __future__ import annotations

from typing import Literal

import pytest

from quantward_contracts.values import Constraint, ResearchContractBody, UserMessage
from quantward_validation.checks import failures
from quantward_validation.mandate import bounds_for, clauses
from quantward_validation.provenance import validate_provenance

Unit = Literal["fraction", "multiple", "bps"]


def _holds(texts: list[str], name: str, value: float, unit: Unit, cited: int = 0) -> bool:
    messages = [UserMessage(message_id=f"msg_note{i:04d}x", text=t) for i, t in enumerate(texts)]
    contract = ResearchContractBody(
        interpretation="a treasury allocation",
        objective="the best return per unit of risk",
        constraints=(
            Constraint(
                name=name,
                value=value,
                provenance="user_message",
                provenance_ref=f"msg_note{cited:04d}x",
                unit=unit,
                rationale="as stated",
            ),
        ),
    )
    return not failures(validate_provenance(contract, messages, None))


_CARRIED = (
    "Board paper 14 — limit change\n\n| Limit | Existing | New |\n|---|---|---|\n"
    "| Single-issuer ceiling | 9% | 6% |\n\nOutcome: approved by the trustees on 2 May."
)
_FAILED = (
    "| Item | Before | After |\n|---|---|---|\n| Gross leverage cap | 1.8x | 2.4x |\n\n"
    "The motion did not pass, so the table's right-hand column never took effect."
)


@pytest.mark.parametrize(
    ("text", "name", "value", "unit", "holds"),
    [
        (_CARRIED, "issuer_ceiling", 0.09, "fraction", False),
        (_CARRIED, "issuer_ceiling", 0.06, "fraction", True),
        (_FAILED, "gross_leverage_cap", 2.4, "multiple", False),
        (_FAILED, "gross_leverage_cap", 1.8, "multiple", True),
    ],
)
def test_a_vote_leaves_one_column_of_a_change_table_in_force(
    text: str, name: str, value: float, unit: Unit, holds: bool
) -> None:
    assert _holds([text], name, value, unit) is holds


def test_a_carried_change_table_bounds_with_its_new_column() -> None:
    found = clauses({"paper": _CARRIED})
    assert [b.high for b in bounds_for(found, "issuer_ceiling")] == [0.06]


def test_a_later_message_with_the_old_value_in_brackets_takes_it_back() -> None:
    texts = [
        "For the record: the liquidity floor is 11%.",
        "Update from this morning's committee — it moved: 8% (previously 11%).",
    ]
    assert not _holds(texts, "liquidity_floor", 0.11, "fraction", cited=0)
    assert _holds(texts, "liquidity_floor", 0.08, "fraction", cited=1)


@pytest.mark.parametrize(
    ("text", "value", "holds"),
    [
        (
            "The 2021 charter put leverage at 3x. BIP-9, superseding BIP-4, sets it to 2x.",
            3.0,
            False,
        ),
        (
            "The 2021 charter put leverage at 3x. BIP-9, superseding BIP-4, sets it to 2x.",
            2.0,
            True,
        ),
        (
            "The old rulebook put gross leverage at 3x. The trustees approved 2x on Monday, with "
            "immediate effect.",
            3.0,
            False,
        ),
    ],
)
def test_a_later_sentence_declaring_its_value_in_force_replaces_the_earlier(
    text: str, value: float, holds: bool
) -> None:
    assert _holds([text], "gross_leverage_cap", value, "multiple") is holds


@pytest.mark.parametrize(
    ("text", "value", "holds"),
    [
        (
            "A member proposed lifting the issuer cap to 9%. The board rejected the proposal, "
            "therefore the issuer cap remains 6%.",
            0.06,
            True,
        ),
        (
            "A member proposed lifting the issuer cap to 9%. The board rejected the proposal, "
            "therefore the issuer cap remains 6%.",
            0.09,
            False,
        ),
    ],
)
def test_a_value_stated_as_the_consequence_of_a_refusal_holds(
    text: str, value: float, holds: bool
) -> None:
    assert _holds([text], "issuer_cap", value, "fraction") is holds


@pytest.mark.parametrize(
    ("text", "value", "holds"),
    [
        (
            "Issuer ceiling: 6%. Exemption: sovereign paper up to 30%.",
            0.30,
            False,
        ),
        (
            "Issuer ceiling: 6%. The risk committee can grant a short-term uplift to 8% for a "
            "week at most.",
            0.08,
            False,
        ),
        ("Issuer ceiling: 6%. The risk committee can grant a short-term uplift to 8%.", 0.06, True),
        ("Issuer ceiling: 6% with no exceptions.", 0.06, True),
        # an exception granted is the limit in force until it lapses
        ("Waiver signed by the CIO: issuer ceiling 8% until further notice.", 0.08, True),
    ],
)
def test_an_exceptions_level_is_not_the_standing_limit(
    text: str, value: float, holds: bool
) -> None:
    assert _holds([text], "issuer_ceiling", value, "fraction") is holds
