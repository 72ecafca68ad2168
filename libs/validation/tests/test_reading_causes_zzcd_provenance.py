"""The blind batches ZZC and ZZD's false provenance: a cited figure that belongs to another
status or another subject than the limit's, each family read in general, with constructions
written here (in no batch), guarded both ways.

- an earlier version's figure set against the current version's ("the 2018 OM permitted 3x.
  Today's OM is stricter: 2x"), the documents named by their acronyms too
  (`supersession.declares_in_force`, `supersession.DOCUMENT_NOUN`);
- a figure a decision-maker named in the singular or by its remit did not adopt ("…, which the
  Trustee has not adopted", "…, which the risk committee chose not to follow")
  (`disowned.not_taken_up`);
- a level in days, weeks or years reported on a day beside its rule ("was 51 days at
  quarter-end, within the limit of 75 days"): the unit after the count hid the rule beside it
  (`provenance._observed`);
- a labelled list whose cited line names another thing, while a sibling line names the limit's
  thing in a synonym ("Synthetic exposure via derivatives" for `trsShareCap`)
  (`provenance._worded_sibling`, `lexical_synonyms`);
- a level fixed for a long defined term, with no room given (`fixed_levels.held_exactly`);
- a bracketed sentence after a full stop is a clause of its own for what it supposes: the
  figure before it stands though the bracket says another was "not adopted"
  (`polarity.hypothetical_at`).
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint
from quantward_validation.fixed_levels import held_exactly
from quantward_validation.provenance import stated_of


def _problem(text: str, value: str, name: str, number: float, unit: str) -> str | None:
    start = text.rindex(value)
    constraint = Constraint(
        name=name,
        value=number,
        provenance="user_message",
        provenance_ref="msg_1",
        unit=unit,
    )
    return stated_of(text, start, start + len(value), constraint)


@pytest.mark.parametrize(
    ("text", "old", "new", "values"),
    [
        (
            "Background: the 2018 OM permitted gross leverage of 3x. Today's OM is stricter: 2x.",
            "3x",
            "2x",
            (3.0, 2.0),
        ),
        (
            "As a reminder, our earlier investment management agreement let gross leverage run "
            "to 2.5x. The current agreement allows 1.8x.",
            "2.5x",
            "1.8x",
            (2.5, 1.8),
        ),
        (
            "The 2021 PPM had gross leverage at up to 4x; the PPM as it now stands says 3x.",
            "4x",
            "3x",
            (4.0, 3.0),
        ),
        (
            "The 2019 LPA let gross leverage reach 1.6x. The restated LPA (2024): 1.3x.",
            "1.6x",
            "1.3x",
            (1.6, 1.3),
        ),
        (
            "Footnote 3: the prior SIP permitted 1.2x gross. The present SIP is more cautious, "
            "at 1.1x.",
            "1.2x",
            "1.1x",
            (1.2, 1.1),
        ),
    ],
)
def test_an_earlier_versions_figure_set_against_the_current_version_is_replaced(
    text: str, old: str, new: str, values: tuple[float, float]
) -> None:
    assert _problem(text, old, "max_gross_leverage", values[0], "multiple") is not None
    assert _problem(text, new, "max_gross_leverage", values[1], "multiple") is None


@pytest.mark.parametrize(
    "text",
    [
        # the current version named with the limit's own value: nothing replaced
        "The 2018 OM permitted gross leverage of 3x. Today's OM is the same: 3x.",
        # a current level, not the current documents: the limit stands
        "The OM caps gross leverage at 3x. The current gross exposure is: 2.4x.",
        # a draft of the next version only proposes its figure
        "The OM caps gross leverage at 3x. The revised draft OM proposes 2x.",
        # the current documents on another subject
        "The OM caps gross leverage at 3x. The current OM also allows net exposure of 1.5x.",
    ],
)
def test_a_current_figure_of_no_replacing_version_leaves_the_limit(text: str) -> None:
    assert _problem(text, "3x", "max_gross_leverage", 3.0, "multiple") is None


@pytest.mark.parametrize(
    "text",
    [
        "Our policy caps any single issuer at 5 %. (The platform's template uses 8 %, which the "
        "Trustee has not adopted.)",
        "Our policy caps any single issuer at 5 %; the vendor model defaults to 8 %, which the "
        "risk committee chose not to follow.",
        "Single-issuer cap: 5 %. The sponsor's house view is 8 %, which the board of directors "
        "did not adopt.",
    ],
)
def test_a_figure_a_named_decision_maker_did_not_adopt_is_not_in_force(text: str) -> None:
    assert _problem(text, "8 %", "max_issuer_weight", 0.08, "fraction") is not None
    assert _problem(text, "5 %", "max_issuer_weight", 0.05, "fraction") is None


def test_a_figure_the_decision_maker_adopted_stands() -> None:
    text = "The platform's template uses 8 % for any single issuer, which the Trustee has adopted."
    assert _problem(text, "8 %", "max_issuer_weight", 0.08, "fraction") is None


@pytest.mark.parametrize(
    ("text", "cited", "own", "values", "name"),
    [
        (
            "Custody pack: the sweep fund's WAM was 51 days at quarter-end, well within the "
            "limit of 75 days.",
            "51",
            "75",
            (51.0, 75.0),
            "max_wam_days",
        ),
        (
            "Pool report: the reinvestment book's WAM was 33d on 30 June, compliant with the "
            "maximum of 45d.",
            "33",
            "45",
            (33.0, 45.0),
            "max_wam_days",
        ),
    ],
)
def test_a_level_counted_in_days_beside_its_rule_is_no_limit(
    text: str, cited: str, own: str, values: tuple[float, float], name: str
) -> None:
    assert _problem(text, cited, name, values[0], "days") is not None
    assert _problem(text, own, name, values[1], "days") is None


_SLEEVE = (
    "Sleeve guidelines (excerpt)\n"
    "  Synthetic exposure via derivatives (maximum): 25%\n"
    "  Exposure to any one fund (maximum): 10%"
)


def test_a_sibling_line_naming_the_limits_thing_in_a_synonym_owns_it() -> None:
    assert _problem(_SLEEVE, "10%", "trsShareCap", 0.10, "fraction") is not None
    assert _problem(_SLEEVE, "25%", "trsShareCap", 0.25, "fraction") is None


def test_a_line_of_no_synonym_leaves_an_unknown_name_alone() -> None:
    text = (
        "Sleeve guidelines (excerpt)\n"
        "  Exposure to any one fund (maximum): 25%\n"
        "  Cash held at the custodian (maximum): 5%"
    )
    assert _problem(text, "5%", "trsShareCap", 0.05, "fraction") is None


def test_a_level_fixed_for_a_long_defined_term_is_held_exactly() -> None:
    clause = (
        "the deed fixes the combined weight of all listed property and infrastructure funds at "
        "12 %; the manager has no discretion over it."
    )
    before, after = clause.split("12 %")
    assert held_exactly(before, after, clause)
    # ... a cap whose room is not taken away stays a cap
    loose = clause.replace("; the manager has no discretion over it", "")
    before, after = loose.split("12 %")
    assert not held_exactly(before, after, loose)
