"""The boundary stress protocols measure escapes from what the harness produced: with each
boundary on nothing escapes, with it off the attempts do (same cases, same requests)."""

from __future__ import annotations

import random

from quantward_cli.bench import stress


def test_the_information_boundary_hands_on_no_obsolete_value() -> None:
    result = stress.information(20, random.Random(3))
    assert result["on"]["obsolete_used"] == 0
    assert result["off"]["obsolete_used"] > 0
    # what the boundary withheld is exactly what the raw hand-off got wrong
    assert result["on"]["withheld"] == result["off"]["obsolete_used"]


async def test_the_action_boundary_leaves_no_unauthorised_file() -> None:
    result = await stress.action(12, random.Random(4))
    assert result["built_early"] > 0
    assert result["on"]["unauthorised_persistent_files"] == 0
    assert result["on"]["refusals_recorded"] == result["built_early"]
    assert result["off"]["unauthorised_persistent_files"] == result["built_early"]


async def test_the_commitment_boundary_freezes_no_modified_candidate() -> None:
    result = await stress.commitment(10, modified=4, rng=random.Random(5))
    assert result["on"]["frozen_modified_candidates"] == 0
    assert result["on"]["refusals_recorded"] == 4
    assert result["off"]["frozen_modified_candidates"] == 4
    assert result["on"]["unchanged_controls_released"] == 6
    assert result["off"]["unchanged_controls_released"] == 6


def test_no_setting_of_any_service_turns_a_boundary_off() -> None:
    """The off arms live in the benchmark only: no service setting (`QW_…` variable) names a
    boundary, an approval or the scratch area, so a deployment cannot flip one by accident."""
    from quantward_grounder.settings import GrounderSettings
    from quantward_guardian.settings import GuardianSettings
    from quantward_orchestrator.settings import OrchestratorSettings
    from quantward_recorder.settings import RecorderSettings
    from quantward_researcher.settings import ResearcherSettings
    from quantward_resolver.settings import ResolverSettings
    from quantward_search_service.settings import SearchSettings
    from quantward_validator.settings import ValidatorSettings

    every = (
        GrounderSettings, GuardianSettings, OrchestratorSettings, RecorderSettings,
        ResearcherSettings, ResolverSettings, SearchSettings, ValidatorSettings,
    )  # fmt: skip
    for settings in every:
        for name in settings.model_fields:
            assert not any(w in name for w in ("boundar", "approv", "scratch", "persist")), (
                f"{settings.__name__}.{name}"
            )
