"""The objective-reading cause of held-out batch Y, tested as a family on constructions in no
batch: retail investors name the benchmark they want to stay close to as "the market" (the
total, whole, broad or overall stock market) or by an index fund that stands for it (a ticker
such as VOO or SPY, a mutual fund such as VTSAX, "an index fund", "a total-market fund"), and
a request to stay close to it — or for it "with extra steps" — asks for little tracking error
like one naming "the index".
"The market" as part of another noun ("market timing", "the market's mood") names no benchmark.
A pursuit idiom naming a part of the account ("the YOLO bucket", "my moonshot sleeve") is a
name, and a limit on it asks for no objective. The texts are written here, not taken from a
batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked


def _objective(text: str) -> str | None:
    found = asked(text)
    return found.objective if found is not None else None


@pytest.mark.parametrize(
    "text",
    [
        "Honestly I just want to hug the whole stock market as tightly as you can manage.",
        "Mirror the broad market, nothing fancy, minimal drift.",
        "Goal: stay as close to the overall market as possible.",
        "I'd like something that follows the US stock market as closely as it can.",
        "Basically replicate SPY as closely as possible with my 12 names.",
        "Keep it within a hair of VTSAX, that's all I ask.",
        "It should behave like an index fund, just with my tilts.",
        "Copy a total-market fund as closely as possible.",
        # the benchmark "with extra steps" is the benchmark in a roundabout form
        "Honestly I just want VOO with extra steps.",
        "Make it basically the total market with a few extra steps.",
    ],
)
def test_the_market_and_its_index_funds_are_a_benchmark(text: str) -> None:
    assert _objective(text) == "tracking", text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the market as part of another noun: no benchmark to stay close to
        ("Don't try market timing; get the lowest volatility you can.", "min_risk"),
        ("I follow the market news daily, but just maximise expected return.", "max_return"),
    ],
)
def test_the_market_inside_another_noun_is_no_benchmark(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a pursuit idiom naming a sleeve: the limit on it asks for no objective
        ("Per the club vote, the yolo sleeve maxes out at 3% of the account.", None),
        ("I keep a moonshot bucket for fun; the rest should minimise volatility.", "min_risk"),
        ("The yolo money is separate, ignore it.", None),
        # the idiom alone still pursues return
        ("Full YOLO, I want the most expected return there is.", "max_return"),
    ],
)
def test_a_pursuit_idiom_naming_a_sleeve_is_no_objective(text: str, objective: str | None) -> None:
    assert _objective(text) == objective, text
