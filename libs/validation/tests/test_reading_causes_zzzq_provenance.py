"""The provenance misses of ZZZQ–ZZZS, each read in general and written here in registers none of
those batches used (a Taiwanese life insurer's, a German Versorgungswerk's and a Flemish
endowment's papers), guarded both ways where a figure beside it is another's:

- a figure with its unit glued to an ideograph ("年率5.0%") is a figure (`wide_forms`), and a
  percentage point in the continental languages is a percentage (`quantities`);
- an acronym on a line ("TE") says the words of the name it abbreviates, and a line that
  names the limit's subject is its own line, not another setting's (`provenance`);
- a clause after the figure saying its source was since replaced disowns it (`disowned`);
- what an earlier source had, before a sentence that holds since a date or is the version in
  force, is history (`source_history`);
- a floor on a plural of holdings, and a count asked after ("how many …"), is a count
  (`limit_lexicon_merger_arb`);
- a bare cell beside a cell bounded in German, Dutch or Japanese words is the level
  (`monitored_levels`); a name's side in romaji ("Jogen", "Kagen") is a side (`limits`,
  `mandate`), and a line of the name's side takes the figure from one of the other side when
  neither shares a word with the name (`provenance`);
- a figure after "not to be confused with" is the other thing's (`this_vehicle`), one after
  "in our mandate …" is set against the one before (`disowned`).
"""

from __future__ import annotations

from quantward_contracts.values import Constraint
from quantward_validation.disowned import not_taken_up, ours_set_against
from quantward_validation.limits import is_limit, subject_mentions, subject_of
from quantward_validation.mandate import plan_kind
from quantward_validation.monitored_levels import not_a_limit_column
from quantward_validation.provenance import stated_of
from quantward_validation.quantities import quantities
from quantward_validation.source_history import (
    held_by_source,
    holds_now,
    of_the_limit_spoken_of,
)
from quantward_validation.surface import clean

_LISTING = "msg_01htestlisting0000000000"


def _constraint(name: str, number: float, unit: str | None) -> Constraint:
    return Constraint.model_validate(
        {
            "name": name,
            "value": number,
            "provenance": "user_message",
            "provenance_ref": "msg_1",
            "unit": unit,
        }
    )


def _problem(text: str, value: str, name: str, number: float, unit: str | None) -> str | None:
    start = text.rindex(value)
    return stated_of(text, start, start + len(value), _constraint(name, number, unit))


def _subjects(text: str) -> set[str]:
    return {name for _, _, name in subject_mentions(text)}


def test_a_figure_glued_to_an_ideograph_is_read() -> None:
    assert clean("海外債券比率上限20%") == "海外債券比率上限 20%"
    assert [q.value for q in quantities(clean("保單準備金 年利率2.5％"))] == [2.5]
    # a counter or a date's number glued to its character carries no unit: left as written
    assert clean("第12回 會議") == "第12回 會議"


def test_a_percentage_point_in_the_continental_languages_is_a_percentage() -> None:
    for text in ("0,8 Prozentpunkte", "1,2 procentpunten", "3 points de pourcentage"):
        (found,) = list(quantities(text))
        assert found.form == "percent"


def test_an_acronym_on_a_line_says_the_words_of_the_name() -> None:
    text = (
        "Anlagerichtlinie, Anhang 3\n"
        "- The TE of the global bond sleeve versus its index, max.: 140 bp\n"
        "- Tracking error of the euro credit sleeve, max.: 70 bp"
    )
    assert _problem(text, "140 bp", "max_tracking_error_bps", 140, "bps") is None


def test_a_source_since_replaced_disowns_its_figure() -> None:
    assert not_taken_up(" in the autumn draft, but that draft has since been superseded.")
    assert not_taken_up(", which was withdrawn by the board in May.")
    # a figure whose source replaced another is that source's own
    assert not not_taken_up(", which replaced the old ceiling.")


def test_what_an_earlier_source_had_is_history_when_a_later_sentence_holds_now() -> None:
    assert held_by_source("The 2021 rulebook had ")
    assert holds_now("Since 1 March 2024 the upper limit is 8 %.")
    assert not holds_now("The upper limit was in force for a year.")
    assert of_the_limit_spoken_of("Since 1 March 2024 the upper limit is 8 %.")
    assert of_the_limit_spoken_of("The board fixed 8 % in May, and that is the text in force.")
    text = (
        "The 2021 rulebook had 12 % for commodity futures. Since 1 March 2024 the upper "
        "limit is 8 %."
    )
    assert _problem(text, "12 %", "grondstoffenMax", 0.12, "fraction") is not None
    assert _problem(text, "8 %", "grondstoffenMax", 0.08, "fraction") is None


def test_a_floor_on_holdings_and_a_count_asked_after_are_counts() -> None:
    assert subject_of("minNames") == "min_holdings_count"
    assert subject_of("bondFundMinHoldings") == "min_holdings_count"
    assert subject_of("minHoldingsWeight") != "min_holdings_count"
    assert "min_holdings_count" in _subjects("how many counters the Taipei book carries")


def test_a_bare_cell_beside_a_bound_written_in_other_languages_is_the_level() -> None:
    for bound in ("höchstens 6 %", "上限 6%", "ten hoogste 6 %"):
        text = (
            "| Anlage | Stand | Grenze |\n|---|---|---|\n"
            f"| Schwellenländeranleihen | 4.1% | {bound} |"
        )
        start = text.index("4.1%")
        assert not_a_limit_column(text, start, start + 4) is not None


def test_a_side_named_in_romaji_is_a_side() -> None:
    assert is_limit(_constraint("gaikokuKabushikiJogen", 0.3, "fraction"))
    assert plan_kind("hedgeHiritsuKagen") == "floor"
    text = "別表\n・ボラティリティ 上限: 9.0%\n・目標利回り 下限: 1.5%"
    assert _problem(text, "9.0%", "mokuhyoRimawariKagen", 0.09, "fraction") is not None
    assert _problem(text, "1.5%", "mokuhyoRimawariKagen", 0.015, "fraction") is None


def test_a_figure_after_a_warning_not_to_confuse_it_is_the_other_things() -> None:
    text = (
        "The endowment's spending floor: 3.5 % a year. Not to be confused with the payout "
        "the deed requires, 2.5 %."
    )
    assert _problem(text, "2.5 %", "min_spending_rate", 0.025, "fraction") is not None
    assert _problem(text, "3.5 %", "min_spending_rate", 0.035, "fraction") is None


def test_a_figure_in_our_own_mandate_is_set_against_the_one_before() -> None:
    assert ours_set_against("in our segregated mandate the ceiling is 1.8x.")
    assert ours_set_against("but under our own IMA it is 4 %.")
    assert not ours_set_against("in the pooled fund the ceiling is 1.8x.")
