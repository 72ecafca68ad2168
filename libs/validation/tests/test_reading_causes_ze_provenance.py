"""False provenance: the causes of batch ZE's misses (software engineers' records), each tested
on constructions no review batch writes (issue 18). Causes, by family:

- a git revert's title may hold a figure that reads like a version ('Revert "lift cap to
  0.07"'): the title is what the revert undoes, whatever its figures; a revert may name the
  commit it undoes by its hash ("This reverts commit 9ab12cd");
- an undone change written from its old value to its new one ("raise … from 4 % to 6 %") leaves
  the old value in force again: that value is neither a range's end nor a replaced value;
- a change named by its title that the record says never landed (closed unmerged, declined,
  abandoned) states a value that never held;
- a value given only behind a feature flag the text says is off holds nowhere live.

Each is tested both ways: the value the same record keeps in force stays clean.
"""

from __future__ import annotations

from quantward_contracts.values import ConstraintUnit
from quantward_validation.record_marks import out_of_force
from quantward_validation.testing import provenance_problems


def _problems(texts: list[str], name: str, value: float, words: str) -> list[str]:
    unit: ConstraintUnit | None = "bps" if name.endswith("_bps") else None
    return provenance_problems(texts, name=name, value=value, words=words, unit=unit)


def test_a_revert_title_holding_a_decimal_is_still_undone() -> None:
    text = (
        'Revert "lift per_name_cap to 0.07"\n\n'
        "Reverting 1f2e3d4 after the risk review; per_name_cap stays 0.045."
    )
    assert _problems([text], "max_position_weight", 0.07, "0.07")
    assert not _problems([text], "max_position_weight", 0.045, "0.045")


def test_a_revert_may_name_the_commit_it_undoes_by_its_hash() -> None:
    log = (
        "d00d123 limits: allow gross up to 2.4x\n"
        "77aa0b1 ci: pin ruff\n"
        "e5e5e5f This reverts commit d00d123 (gross back to 1.9x)"
    )
    assert [log[a.start : a.end] for a in out_of_force(log)] == [
        "d00d123 limits: allow gross up to 2.4x"
    ]


def test_an_undone_change_leaves_its_old_value_in_force() -> None:
    log = (
        'a1b2c3d Revert "limits: widen sector_cap"\n'
        "0f0f0f1 limits: widen sector_cap from 22% to 35%\n"
        "99c8d7e limits: add sector_cap"
    )
    assert not _problems([log], "max_sector_weight", 0.22, "22%")
    assert _problems([log], "max_sector_weight", 0.35, "35%")


def test_the_title_of_a_change_that_never_landed_states_no_value_in_force() -> None:
    closed = (
        "The pull request 'raise cash_floor to 6 %' got closed as won't fix; "
        "cash_floor is 3 % on main."
    )
    assert _problems([closed], "min_cash_weight", 0.06, "6 %")
    assert not _problems([closed], "min_cash_weight", 0.03, "3 %")
    abandoned = "MR !412 (te_cap_bps: 260) was abandoned. te_cap_bps remains 180."
    assert _problems([abandoned], "tracking_error_bps", 260.0, "260")
    merged = "The pull request 'raise cash_floor to 6 %' was merged this morning."
    assert not _problems([merged], "min_cash_weight", 0.06, "6 %")


def test_a_value_behind_a_flag_that_is_off_holds_nowhere_live() -> None:
    gated = (
        "Under the `looser_limits_v3` flag, which is still disabled for prod, per-issuer weight "
        "could reach 9 %. Live config: 5 %."
    )
    assert _problems([gated], "max_issuer_weight", 0.09, "9 %")
    assert not _problems([gated], "max_issuer_weight", 0.05, "5 %")
    counterfactual = "If NEW_GROSS_RULES were switched on (they aren't) gross could run at 2.2x."
    assert _problems([counterfactual], "gross_exposure_cap", 2.2, "2.2x")
    live = "Behind `looser_limits_v3` (ON in prod since March) per-issuer weight is 9 %."
    assert not _problems([live], "max_issuer_weight", 0.09, "9 %")
