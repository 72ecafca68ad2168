"""A delegated band, a level with its band refused and a grant without a figure, each of a limit
no vocabulary knows, are read by the words both use (`lexical_subjects`, ADR 0038), as they are
for a known subject: a plan value inside a granted band is accepted without a question, one
outside it or inside a band refused beside its level is revised, a grant leaves the choice to a
strategy and a refused one does not. A known subject's reading is unchanged. The wording (a
shipping fund's single-charterer share, a vineyard fund's frost-loss reserve) is in no batch.
"""

from __future__ import annotations

from typing import Any, Literal

from . import one_limit

_ASK = "msg_01hzzzzzzzzzzzzzzzzzzzzzd0"

#: a band delegated in a sentence that also names a known subject (gross)
_BAND = (
    "Charter committee: gross exposure to hulls fixed with the same charterer is a band, "
    "10% of NAV to 20% of NAV; the manager picks the level and reports it monthly."
)
#: a level, and its band said only to be a trigger, not a range to choose from
_REFUSED = (
    "The frost-loss reserve held by the estate is 4% of NAV. The 2%–4% corridor in the "
    "vintage annex is only an alarm for the cellar master; it is not a range to pick from."
)
#: a grant with no figure beside a known subject, and its refusal
_GRANT = "Gross leverage and the frost-loss reserve are both left to the manager."
_NO_GRANT = "Gross leverage is left to the manager; the frost-loss reserve is not hers."


def _decided(
    clause: str, name: str, value: float, policy: Literal["chat", "strategy"] = "chat"
) -> dict[str, Any]:
    return one_limit.decided(
        name=name,
        value=value,
        unit="fraction",
        rationale="what such funds usually run",
        interpretation="Weights across the fund's holdings under its guidelines",
        ask="Rebalance the book within its guidelines.",
        message_id=_ASK,
        mandate={"guidelines": {"item_4": clause}},
        policy=policy,
    )


def _material(decided: dict[str, Any]) -> list[str]:
    """The material concerns about the plan's limit (the bundle's other parts are no test's)."""
    return one_limit.material(decided, ("assumption:", "mandate:"))


def test_a_value_inside_a_band_granted_beside_a_known_subject_is_accepted_unasked() -> None:
    decided = _decided(_BAND, "singleChartererShare", 0.15)
    assert _material(decided) == []
    assert decided["clarification_question"] is None


def test_a_value_outside_that_band_is_revised_as_a_breach() -> None:
    decided = _decided(_BAND, "singleChartererShare", 0.25)
    assert "assumption:singleChartererShare" in _material(decided)
    assert decided["clarification_question"] is None


def test_a_value_inside_a_band_refused_beside_its_level_is_revised() -> None:
    decided = _decided(_REFUSED, "frost_loss_reserve_floor", 0.03)
    assert "assumption:frost_loss_reserve_floor" in _material(decided)


def test_the_level_itself_is_accepted() -> None:
    decided = _decided(_REFUSED, "frost_loss_reserve_floor", 0.04)
    assert _material(decided) == []


def test_a_grant_without_a_figure_leaves_the_choice_to_a_strategy() -> None:
    decided = _decided(_GRANT, "frost_loss_reserve_floor", 0.03, policy="strategy")
    assert _material(decided) == []


def test_a_grant_of_another_subject_leaves_it_to_nobody() -> None:
    decided = _decided(_NO_GRANT, "frost_loss_reserve_floor", 0.03, policy="strategy")
    assert "assumption:frost_loss_reserve_floor" in _material(decided)


def test_a_known_subject_is_read_as_before() -> None:
    # gross is read by its vocabulary: the band bounds it, the lexical reading adds nothing
    assert _material(_decided(_BAND, "max_gross_leverage", 0.15)) == []
    assert "assumption:max_gross_leverage" in _material(_decided(_BAND, "max_gross_leverage", 0.3))
