"""A figure only requested, put off, turned down, quoted beside the figure in force or reported
as a level is no limit in German, Danish or Norwegian either (`polarity_de_da`,
`in_force_de_da`, the Danish words of `reported_levels_europe` and `monitored_levels`), while
the figure the passage keeps in force stays the limit. Registers of their own: a family
foundation's Anlageausschuss, a Norwegian municipal pension fund, a Danish endowment's
risk report."""

from __future__ import annotations

import pytest

from quantward_contracts.values import Constraint, ConstraintUnit
from quantward_validation.limits import is_limit
from quantward_validation.provenance import stated_of


def _constraint(name: str, value: float, unit: ConstraintUnit) -> Constraint:
    return Constraint(
        name=name, value=value, provenance="user_message", provenance_ref="msg_1", unit=unit
    )


def _read(text: str, figure: str, name: str, value: float, unit: ConstraintUnit) -> str | None:
    start = text.index(figure)
    return stated_of(text, start, start + len(figure), _constraint(name, value, unit))


#: (text, the figure out of force, the figure in force, name, values, unit)
_PASSAGES = [
    # a request put off: what applies until the decision holds
    (
        "Der Vorstand der Stiftung hatte eine Aktienquote von 55 % beantragt. Das Kuratorium "
        "hat die Entscheidung vertagt; bis dahin gilt weiterhin 45 %.",
        "55 %",
        "45 %",
        "max_equity_share",
        (0.55, 0.45),
        "fraction",
    ),
    # a request turned down, the limit kept by the body, German verb last
    (
        "Für Hochzinsanleihen wurden 12 Prozent vorgeschlagen; der Anlageausschuss hat "
        "8 Prozent beibehalten.",
        "12 Prozent",
        "8 Prozent",
        "max_high_yield_share",
        (0.12, 0.08),
        "fraction",
    ),
    # a peer's figure set against the writer's own rules
    (
        "Andere Stiftungen halten im Schnitt 9 % in Immobilien. Unsere Anlagerichtlinie "
        "erlaubt 6 %, und daran halten wir uns.",
        "9 %",
        "6 %",
        "max_real_estate_share",
        (0.09, 0.06),
        "fraction",
    ),
    # Norwegian: a proposal withdrawn, so the old figure still applies after it
    (
        "Administrasjonen foreslo 30 prosent i eiendom, men forslaget ble trukket tilbake i "
        "styremøtet, så 20 prosent gjelder fortsatt.",
        "30 prosent",
        "20 prosent",
        "max_property_share",
        (0.30, 0.20),
        "fraction",
    ),
    # Danish: an old version against the one adopted
    (
        "Den gamle politik tillod 4 pct. i én enkelt obligation; den vedtagne politik har 2,5 pct.",
        "4 pct.",
        "2,5 pct.",
        "max_single_bond_share",
        (0.04, 0.025),
        "fraction",
    ),
]


@pytest.mark.parametrize(("text", "out", "kept", "name", "values", "unit"), _PASSAGES)
def test_the_figure_the_passage_keeps_in_force_wins(
    text: str, out: str, kept: str, name: str, values: tuple[float, float], unit: ConstraintUnit
) -> None:
    assert _read(text, out, name, values[0], unit) is not None
    assert _read(text, kept, name, values[1], unit) is None


def test_a_danish_report_gives_a_level_beside_its_limit() -> None:
    text = (
        "Kvartalsrapport: obligationer med lav rating udgjorde 3,1 pct. ultimo juni mod en "
        "grænse på 5 pct."
    )
    assert _read(text, "3,1 pct.", "max_low_rated_bond_share", 0.031, "fraction") is not None
    assert _read(text, "5 pct.", "max_low_rated_bond_share", 0.05, "fraction") is None


def test_a_danish_table_column_of_actuals_is_no_limit() -> None:
    text = (
        "| Område | Faktisk 30.06 | Grænse |\n|---|---|---|\n"
        "| Kreditobligationer i alt | 11,4 pct. | maks. 15 pct. |"
    )
    assert _read(text, "11,4 pct.", "kreditMaks", 0.114, "fraction") is not None


@pytest.mark.parametrize("name", ["kreditMaks", "aktierHoejst", "kontanterMindst", "loftEjendomme"])
def test_a_danish_or_norwegian_limit_word_makes_a_name_a_limits(name: str) -> None:
    assert is_limit(_constraint(name, 0.1, "fraction"))


def test_exposed_to_is_no_putting_off() -> None:
    # "udsat for" is "exposed to": the figure after it is stated, not put off
    text = "Porteføljen må højst være udsat for valutarisiko svarende til 10 pct."
    assert _read(text, "10 pct.", "max_currency_share", 0.10, "fraction") is None


def test_a_date_written_with_a_day_ordinal_ends_no_sentence() -> None:
    # "1. juli 2024" is a date inside the sentence whose adoption puts 6 pct. in force
    text = (
        "Efter den tidligere politik var loftet over high yield 9 pct. Repræsentantskabet "
        "vedtog den 1. juli 2024 en strammere politik: 6 pct., gældende fra 1. august."
    )
    assert _read(text, "9 pct.", "max_high_yield_share", 0.09, "fraction") is not None
    assert _read(text, "6 pct.", "max_high_yield_share", 0.06, "fraction") is None


def test_a_count_on_another_line_of_the_list_is_not_the_limits() -> None:
    # both lines count issuers, but only the second names the number of issuers held
    text = (
        "Auszug aus den Leitlinien\n"
        "- Emittenten mit BBB-Rating, min.: 20 Titel\n"
        "- Zahl der Emittenten im Rentenportfolio, min.: 45 Titel"
    )
    name = "anzahlEmittentenMin"
    assert _read(text, "20", name, 20.0, "count") is not None
    assert _read(text, "45", name, 45.0, "count") is None
