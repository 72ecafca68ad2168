"""The cause batches ZZU and ZZW's range grants on a credit bucket showed, read in general:
constructions written here (a farmland fund's leases and loans, in no batch), guarded both ways.

Cause: a band granted on the below-investment-grade bucket was read against another subject on
both sides. The clause's figure took its subject from a gloss in brackets ("sub-investment-grade
loans (rated below BBB-, or unrated of comparable quality): 5 % to 10 %" read as the unrated
bucket alone), and a plan limit naming counterparties graded as a class (`nonIgTenantCap`,
"lessees rated below investment grade") was read as the one-tenant concentration, so the band
never met the plan's limit: a clean plan inside it was questioned, one outside it asked instead
of revised. The family: a bracketed gloss qualifies the head before it (`mandate._past_glosses`);
tenants graded as a class are the credit bucket, as issuers or borrowers so graded already were,
and one tenant stays a concentration (`limits._graded_class_or`).
"""

from __future__ import annotations

import pytest

from quantward_validation.limits import subject_of

from .clause_bounds import bounds_of


@pytest.mark.parametrize(
    "text",
    [
        "Cap on sub-investment-grade farm loans (rated below BBB-, or unrated of comparable "
        "quality): 5 % to 10 %, set by the asset manager.",
        "The asset manager sets the cap on rent from tenant growers rated below investment grade "
        "(or unrated, on the manager's internal score) anywhere from 5 % to 10 %.",
    ],
)
def test_a_gloss_in_brackets_leaves_the_head_its_figure(text: str) -> None:
    assert bounds_of(text, rounded=True) == [("max_high_yield_weight", "range", 0.05, 0.1)], text


def test_a_subject_named_before_any_bracket_keeps_its_figure() -> None:
    # nothing before the brackets to gloss: the bracketed words are the subject
    text = "Unrated loans (those scored in house) are capped at 5 %."
    assert bounds_of(text, rounded=True) == [("max_unrated_weight", "ceiling", None, 0.05)]


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("nonIgTenantCap", "max_high_yield_weight"),
        ("max_sub_investment_grade_grower_lessee_share", "max_high_yield_weight"),
        ("rent from tenants rated below investment grade", "max_high_yield_weight"),
        # one tenant, however graded, is still a concentration
        ("rent from any one sub-IG tenant", "max_tenant_weight"),
        ("max_single_lessee_share", "max_tenant_weight"),
        ("tenantConcentrationCap", "max_tenant_weight"),
    ],
)
def test_counterparties_graded_as_a_class_are_the_credit_bucket(name: str, subject: str) -> None:
    assert subject_of(name) == subject


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        # a measure taken of one holding bounds the measure ...
        (
            "The expected loss of any single holding is capped at 2 %.",
            ("max_expected_loss", "ceiling"),
        ),
        # ... a group's share of a whole bounds the group
        (
            "Any one industry's share of total risk may be set anywhere from 10 % to 20 %.",
            ("max_sector_weight", "range"),
        ),
        # a weight of one holding stays the holding's weight
        (
            "The weight of any single holding is capped at 2 %.",
            ("max_position_weight", "ceiling"),
        ),
    ],
)
def test_what_a_measure_is_taken_over_is_no_subject(text: str, bound: tuple[str, str]) -> None:
    assert [b[:2] for b in bounds_of(text)] == [bound], text


def test_a_graded_tenant_bucket_in_prose_is_the_credit_bucket() -> None:
    assert bounds_of("The non-IG tenant bucket: not more than 30 %.", rounded=True) == [
        ("max_high_yield_weight", "ceiling", None, 0.3)
    ]
    assert bounds_of("No single tenant above 10 %.", rounded=True) == [
        ("max_tenant_weight", "ceiling", None, 0.1)
    ]
