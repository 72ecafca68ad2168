"""False provenance, invented limits and objectives: the causes of batch M's remaining misses
after its first fixes (issue 18, wave 2), each tested on constructions no review batch writes.
Causes, by family:

- a value taken back in the same breath ("a third of it, no wait, a quarter"; "2x of our
  capital — I mean 1.5x") is replaced there, while the value that replaces it stands;
- a question whether a value goes too far, answered yes ("is 40 % too high? Definitely."),
  refuses that value, as a "no" refuses what a plain question asks for;
- a quant's weight of asset i ("w_j ≤ 4 %") names the position weight, and a pipe between
  spaces separates the fields of a one-line list;
- a fraction in words that ends its phrase ("never more than a fifth.", "would a third be too
  much?") is a share of the whole, unless a word of time or order stands before it ("once a
  quarter.", "the first half.");
- an amount asked about ("how much we may borrow", "how far it strays from the index"), a
  figure judged too much, and a distance from the index named without a direction ask for no
  objective; a decimal point ends no clause ("2.5 times our capital at most" is one bound);
- "reward" is a return noun ("the most reward for each ounce of risk" measures return against
  risk), the savings themselves growing is return ("I'd like my pension to grow as fast as it
  can"), and a slash between spaces separates a ticket's items ("goal: X / not Y").

Each is tested both ways where it has two: the same shape stating the value in force stays clean.
"""

from __future__ import annotations

from typing import Literal

from quantward_validation.intent import asked
from quantward_validation.limits import subject_mentions
from quantward_validation.quantities import quantities
from quantward_validation.testing import provenance_problems

_ID = "msg_01hzzzzzzzzzzzzzzzzzzzzzy1"


def _problems(
    text: str,
    name: str,
    value: float,
    words: str,
    unit: Literal["fraction", "multiple"] | None = None,
) -> list[str]:
    return provenance_problems(text, name=name, value=value, words=words, unit=unit)


def test_a_value_taken_back_in_the_same_breath_is_replaced() -> None:
    slip = "Per holding we allow up to 12 %, wait, no, 8 % is what the trustees set."
    assert _problems(slip, "max_position_weight", 0.12, "12 %")
    assert not _problems(slip, "max_position_weight", 0.08, "8 %")
    unit_words = "Borrowing aside, gross can be 2x of our capital, I mean 1.5x, nothing more."
    assert _problems(unit_words, "max_gross_leverage", 2.0, "2x", unit="multiple")
    assert not _problems(unit_words, "max_gross_leverage", 1.5, "1.5x", unit="multiple")


def test_a_question_of_excess_answered_yes_refuses_its_value() -> None:
    text = "Is 40 % in a single sector too high? Definitely. Let's say 25 % at the most."
    assert _problems(text, "max_sector_weight", 0.40, "40 %")
    assert not _problems(text, "max_sector_weight", 0.25, "25 %")
    # a question of excess answered no leaves the value in force
    kept = "Is 40 % in a single sector too high? I doubt it, that's our ceiling."
    assert not _problems(kept, "max_sector_weight", 0.40, "40 %")


def test_a_quants_weight_of_asset_i_names_the_position_weight() -> None:
    assert {name for *_, name in subject_mentions("w_j ≤ 4%")} == {"max_position_weight"}
    assert {name for *_, name in subject_mentions("s.t. w_{k} >= 0")} == {"max_position_weight"}
    assert not subject_mentions("w i think so")
    line = "w_j ≤ 0.04 | sector_wt ≤ 0.25"
    assert not _problems(line, "max_position_weight", 0.04, "0.04")
    assert _problems(line, "max_position_weight", 0.25, "0.25")


def test_a_fraction_in_words_ending_its_phrase_is_a_share() -> None:
    def values(text: str) -> list[float]:
        return [round(q.value, 2) for q in quantities(text)]

    assert values("Equities: never more than a fifth.") == [20.0]
    assert values("Would a third be too much in bonds?") == [33.33]
    assert values("Keep it to one-eighth or less") == [12.5]
    assert values("We rebalance once a quarter.") == []
    assert values("Results for the first half.") == []
    assert values("Bring in a third party") == []
    text = "What we hold in cash should never sit below a twentieth."
    assert not _problems(text, "cash_floor", 0.05, "a twentieth", unit="fraction")


def test_an_amount_asked_about_or_judged_is_no_objective() -> None:
    assert asked("The trustees will decide how much we may borrow against the fund.") is None
    assert asked("Its gap versus the benchmark (how far it strays from it): below 2 %.") is None
    assert asked("Regarding the distance from the index, I'll confirm the figure later.") is None
    assert asked("Could 4 times our capital be too much for the gross? Probably.") is None
    assert asked("Keep gross to 2.5 times our capital at most, please.") is None
    # a direction said of the same words still asks for an objective
    wanted = asked("Please shrink the gap to the index as far as you can.")
    assert wanted is not None
    assert wanted.objective == "tracking"


def test_reward_growth_and_ticket_items_are_read() -> None:
    ratio = asked("Give me the most reward for each ounce of risk.")
    assert ratio is not None
    assert ratio.objective == "risk_adjusted"
    growth = asked("Honestly I'd like my pension to grow as fast as it can.")
    assert growth is not None
    assert growth.objective == "max_return"
    ticket = asked("goal: top return per unit of risk / not raw return maxing")
    assert ticket is not None
    assert ticket.objective == "risk_adjusted"


def test_a_quoted_numbered_line_keeps_its_objective() -> None:
    # once a decimal point ends no clause, the ">" that quotes a numbered line ("> 4.2 …") is
    # read as a quote mark, not as "more than 4.2"
    quoted = asked('Per the PPM:\n\n> 4.2 "Aim" denotes the lowest achievable volatility.\n\nOK?')
    assert quoted is not None
    assert quoted.objective == "min_risk"
