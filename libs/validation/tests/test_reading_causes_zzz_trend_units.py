"""A field's unit of physical quantity is how it is measured, not what it is (ZZZ trend_claim:
`gold_production_oz`, `aisc_usd_per_oz`). Fields and wordings of our own: a copper miner, an
oil producer, a timber fund."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Computation
from quantward_validation.metric_lexicon_sustainability import is_unit_part, unit_parts
from quantward_validation.testing import quarterly_history
from quantward_validation.trends import misstatements

_DAYS = (
    "2021-03-31", "2021-06-30", "2021-09-30", "2021-12-31",
    "2022-03-31", "2022-06-30", "2022-09-30", "2022-12-31",
)  # fmt: skip
#: up every quarter
_RISING = (60.0, 61.0, 63.0, 64.0, 66.0, 67.0, 69.0, 71.0)


def _computation(field: str, values: tuple[float, ...]) -> Computation:
    return quarterly_history(
        field,
        values,
        _DAYS,
        entity_id="ent_corrie_copper",
        function_id="fundamentals.quarters",
        source_id="src_reading_zzz_units",
    )


def _wrong(sentence: str, field: str) -> list[str]:
    return [m.kind for m in misstatements([sentence], [_computation(field, _RISING)])]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        (
            "copper_production_mlb",
            "Copper production fell over 2022 [1].",
            "Copper production rose over 2022 [1].",
        ),
        (
            "c1_cash_cost_usd_per_lb",
            "The C1 cash cost came down over 2022 [1].",
            "The C1 cash cost went up over 2022 [1].",
        ),
        (
            "oil_output_bbl",
            "Oil output declined through 2022 [1].",
            "Oil output climbed through 2022 [1].",
        ),
        (
            "harvest_volume_m3",
            "Harvest volume shrank over 2022 [1].",
            "Harvest volume grew over 2022 [1].",
        ),
    ],
)
def test_a_field_is_named_without_its_physical_unit(field: str, false: str, true: str) -> None:
    assert _wrong(false, field) == ["direction"]
    assert _wrong(true, field) == []


def test_physical_units_and_unit_ratios_are_unit_parts() -> None:
    for unit in ("oz", "koz", "moz", "lb", "mlb", "bbl", "mmbbl", "boe", "mcf", "kt", "m3"):
        assert is_unit_part(unit), unit
    assert unit_parts(["aisc", "usd", "per", "oz"]) == [False, True, True, True]
    assert not is_unit_part("production")


_FALLING = (71.0, 70.0, 68.0, 67.0, 65.0, 64.0, 62.0, 60.0)


@pytest.mark.parametrize(
    "sentence",
    [
        "Stumpage revenue held its ground over 2022 [1].",
        "Charter income stood its ground through 2022 [1].",
        "Stumpage revenue held firm over 2022 [1].",
    ],
)
def test_holding_ones_ground_denies_a_fall_and_allows_a_rise(sentence: str) -> None:
    """Holding one's ground is resisting a fall (as "held up"), not standing still: true of a
    rise of any size, false of a fall."""
    field = "stumpage_revenue" if "Stumpage" in sentence else "charter_income"
    assert _wrong(sentence, field) == []
    falling = [m.kind for m in misstatements([sentence], [_computation(field, _FALLING)])]
    assert falling == ["direction"]


def test_an_abbreviations_stop_ends_no_sentence() -> None:
    """ "v." of a case name, "approx." and "incl." want a word after them (`abbreviations`)."""
    from quantward_validation.trends import sentences

    text = (
        "Charter income rose over 2022 [1]; the arbitration in Hallam v. Northfell Shipping is "
        "still pending. Stumpage revenue incl. Thinnings fell."
    )
    assert sentences(text) == [
        "Charter income rose over 2022 [1]; the arbitration in Hallam v. Northfell Shipping is "
        "still pending.",
        "Stumpage revenue incl. Thinnings fell.",
    ]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        (
            "net_increase_in_net_assets_resulting_from_operations_per_share",
            "The interval fund's GAAP EPS slipped over 2022 [1].",
            "The interval fund's GAAP EPS improved over 2022 [1].",
        ),
        (
            "net_increase_in_net_assets_from_operations",
            "The closed-end fund's earnings fell over 2022 [1].",
            "The closed-end fund's earnings rose over 2022 [1].",
        ),
        (
            "nav_per_share",
            "Book value per share came down over 2022 [1].",
            "Book value per share went up over 2022 [1].",
        ),
    ],
)
def test_an_investment_companys_lines_by_an_analysts_names(
    field: str, false: str, true: str
) -> None:
    """Under investment-company accounting net income is the net increase in net assets from
    operations and book value is net asset value: "EPS", "earnings", "book value" name them."""
    assert _wrong(false, field) == ["direction"]
    assert _wrong(true, field) == []


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        # the bracket glosses what the figure comprises: its change words are no claim
        ("Distributable income (rent plus gains and losses on disposals) fell over 2022 [1].",
         ["direction"]),
        ("Distributable income (rent plus gains and losses on disposals) rose over 2022 [1].", []),
        # a bracket that holds the only change word is still the claim
        ("Distributable income (up over 2022) is in the appendix [1].", []),
        ("Distributable income (down over 2022) is in the appendix [1].", ["direction"]),
    ],
)  # fmt: skip
def test_a_bracket_that_glosses_a_figures_name_claims_nothing(
    sentence: str, kinds: list[str]
) -> None:
    assert _wrong(sentence, "distributable_income") == kinds


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        # a document's title before the colon ("… harvest outlook:") is no forward claim
        ("Stand review, harvest outlook: stumpage revenue fell over 2022 [1].", ["direction"]),
        ("Credit memo — charter outlook: stumpage revenue rose over 2022 [1].", []),
        # the claim's own forward words still look ahead
        ("Stand review, harvest outlook: stumpage revenue will fall over 2023 [1].", []),
        # a label that is no document's title keeps its forward word
        ("Outlook: stumpage revenue fell over 2022 [1].", []),
    ],
)
def test_a_forward_word_in_a_documents_title_before_the_claim(
    sentence: str, kinds: list[str]
) -> None:
    assert _wrong(sentence, "stumpage_revenue") == kinds


def test_quarter_after_quarter_is_every_quarter_whatever_follows() -> None:
    sentence = "Stumpage revenue rose quarter after quarter over 2021 and 2022 [1]."
    assert _wrong(sentence, "stumpage_revenue") == []
    dipped = (60.0, 61.0, 59.0, 64.0, 66.0, 67.0, 69.0, 71.0)
    kinds = [m.kind for m in misstatements([sentence], [_computation("stumpage_revenue", dipped)])]
    assert kinds == ["direction"]


@pytest.mark.parametrize(
    ("field", "false", "true"),
    [
        # a long name's head, its leading qualifiers taken as read
        (
            "timberland_assets_appraised_value_m",
            "The fund's stand appraised value slipped over 2022 [1].",
            "The appraised value of the stands went up over 2022 [1].",
        ),
        (
            "net_harvest_proceeds",
            "Harvest proceeds fell over 2022 [1].",
            "Harvest proceeds rose over 2022 [1].",
        ),
        # the owner's name may hold a word of the name ("Capital" of `capital_...`)
        (
            "capital_stands_appraised_value_m",
            "Northfell Capital's forest appraised value slipped over 2022 [1].",
            "Northfell Capital's forest appraised value went up over 2022 [1].",
        ),
        # a name's head before its connector, what follows said in other words
        (
            "net_cash_from_charter_operations",
            "Net cash from the fleet fell over 2022 [1].",
            "Net cash from the fleet rose over 2022 [1].",
        ),
        # the money a book brings in by the trade's names, and capital put to work
        (
            "cash_receipts_m",
            "Collections fell over 2022 [1].",
            "Realisations collected rose over 2022 [1].",
        ),
        (
            "deployments_m",
            "New capital deployed fell over 2022 [1].",
            "Capital deployment rose over 2022 [1].",
        ),
    ],
)
def test_a_figure_named_by_its_head(field: str, false: str, true: str) -> None:
    assert _wrong(false, field) == ["direction"]
    assert _wrong(true, field) == []


def test_a_contrasting_qualifier_before_the_head_names_another_figure() -> None:
    assert _wrong("Unrealised gains fell over 2022 [1].", "net_realised_gains") == []
    assert _wrong("Realised gains fell over 2022 [1].", "net_realised_gains") == ["direction"]
    # the object after the connector said with another qualifier is another figure
    assert _wrong("Net cash from spot hire fell over 2022 [1].", "net_cash_from_time_hire") == []
    assert _wrong("Net cash from the fleet fell over 2022 [1].", "net_cash_from_time_hire") == [
        "direction"
    ]


@pytest.mark.parametrize(
    ("sentence", "rising", "falling"),
    [
        # flat joined to a direction bounds the move: it did not go the other way
        ("Stumpage revenue went sideways or lower over 2022 [1].", ["direction"], []),
        ("Stumpage revenue was flat to down over 2022 [1].", ["direction"], []),
        ("Stumpage revenue stayed flat or higher over 2022 [1].", [], ["direction"]),
        ("Stumpage revenue came in flat-to-up over 2022 [1].", [], ["direction"]),
    ],
)
def test_flat_or_a_direction_denies_the_other_direction(
    sentence: str, rising: list[str], falling: list[str]
) -> None:
    assert _wrong(sentence, "stumpage_revenue") == rising
    kinds = [
        m.kind for m in misstatements([sentence], [_computation("stumpage_revenue", _FALLING)])
    ]
    assert kinds == falling
