"""Range assumptions: the causes of held-out batch Q's range misses, each tested on
constructions no review batch writes. Causes, by family:

- a limit chosen by a ticked option under a heading (`record_options.options_as_chosen`):
  the unticked options bound nothing, the ticked one is read with the heading's subject;
- a requested band a record turns down (`record_marks.out_of_force`) bounds
  nothing, and the level the refusal keeps ("stays at", "remains at") is held exactly
  (`fixed_levels`).
"""

from __future__ import annotations

from quantward_validation.mandate import bounds_for, clauses, discretion_over


def _bounds(text: str, name: str) -> list[tuple[float | None, float | None, bool]]:
    found = clauses({"mandate_change": {"after": text}})
    return [(b.low, b.high, b.discretion) for b in bounds_for(found, name)]


def test_a_ticked_discretion_band_under_a_heading_is_the_band() -> None:
    text = (
        "Issuer concentration limit:\n"
        "☐ Set by the board at 6%\n"
        "☒ At the portfolio manager's discretion between 3% and 6%"
    )
    assert _bounds(text, "max_issuer_weight") == [(0.03, 0.06, True)]


def test_a_ticked_fixed_level_below_unticked_options_is_the_level() -> None:
    text = (
        "Net exposure limit:\n"
        "( ) the PM may choose anywhere from 10% to 40%\n"
        "(x) pinned at 25% by the CRO"
    )
    found = _bounds(text, "max_net_exposure")
    assert found
    assert all(low == high == 0.25 for low, high, _ in found)


def test_a_refused_band_bounds_nothing_and_the_kept_level_is_exact() -> None:
    text = (
        "Proposal: let the desk run the issuer limit anywhere in a 4%–8% corridor. "
        "Status: declined by the board. The issuer limit remains at 8%."
    )
    found = clauses({"mandate_change": {"after": text}})
    assert [(b.low, b.high) for b in bounds_for(found, "max_issuer_weight")] == [(0.08, 0.08)]
    assert not discretion_over(found, "max_issuer_weight")
