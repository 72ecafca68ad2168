"""The objective-reading causes found in held-out batch I's first run, each tested on
constructions in no batch.

Batch I asked for objectives in desk slang and analyst shorthand. The rules read the kind of
language, not the batch's phrases, so the idioms are taken from a reference list of finance
slang written down here first, one family per objective class (what each says, in the words
investors use for it):

- **risk-adjusted return**: "bang for the buck" on or per unit of risk (or for the "risk
  buck"); a payoff "per unit of pain"; any "X-adjusted" return where X is a risk measure
  ("vol-adjusted", "volatility-adjusted", "downside-adjusted", "drawdown-adjusted",
  "variance-adjusted"); "risk/reward" and "reward/risk" (with or without "trade-off"); being
  "paid", "compensated" or "rewarded" for the risk taken; risk that must "earn its keep";
- **minimum variance**: "min var", "min vol", "low-vol" (its superlative "lowest-vol"); a
  "sleep-at-night" book; the verbs of jiggling a price does ("wiggle", "jiggle", "bounce
  around", "yo-yo") with a degree ("wiggles least");
- **tracking the index**: verbs and nouns of likeness and attachment ("hug", "clone", "a
  carbon copy", "a replica", "a dead ringer for", "a spitting image of", "a lookalike",
  "glued", "tethered", "pegged", "joined at the hip with", "tight to") and the desk's names of the
  indices ("the Agg", "ACWI", "EAFE", "SPX", "the Footsie"); closeness intensified by a degree
  ("mirror the index as much as possible") is more closeness, not more tracking error, and a
  verb of staying with a word of distance ("stay as far from the index as you like") is drift;
- **maximum return**: "swing for the fences", "go for broke", "shoot for the moon", "let it
  rip", "pedal to the metal", "go big", "moonshot", "YOLO" (none of them says anything about
  risk, although "swing" elsewhere is a price swing).

And the frames around them: a dismissal said as an idiom ("X be damned", "to hell with X",
"who cares about X", "who gives a hoot about X") sets X aside, as does a negation answering X
raised as a question of its own ("Sharpe? Not bothered."); a figure said to be "for the
quarterly pack only" or "for reference" is shown, not pursued; words quoted from an earlier
brief (a markdown "> " quote, or a quotation after a verb of saying) are reported speech, not
the requester's ask, and a citation of a quote the message withdraws states no objective; a
direction verb used as a noun ("the limit of the bank") directs nothing; an asset class named
by an attribute ("high-yield bucket", "high-growth sleeve") is a class, not a direction on
yield or growth. The items of a list headed by a negated label ("Not looking for: …", "What we
are NOT after: …") ask for nothing; a bullet ending in a negation is a line of its own; a
suggestion asked with a negation ("why not hug the index?") asks for what it suggests; and
leaving a target out ("skip", "ditch", "nix") dismisses it. An earlier request reported
without quotes ("I asked for …", "we had asked you to …", "last week's brief was …") is
reported speech as a quote is, and "Not anymore:" heads the new ask, not a list.

The sentences are written here, not taken from a batch.
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked, stated_in


def _objective(text: str) -> str | None:
    found = asked(text)
    return found.objective if found is not None else None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Aim for the most bang for the buck on volatility.", "risk_adjusted"),
        ("Downside-adjusted performance is what we are judged on; push it up.", "risk_adjusted"),
        ("Best risk/reward you can find among these bonds, please.", "risk_adjusted"),
        ("Optimal reward-risk among the gilts.", "risk_adjusted"),
        ("We want to be compensated for the volatility we sit through.", "risk_adjusted"),
        ("Volatility has to earn its keep in this book.", "risk_adjusted"),
        ("Variance-adjusted returns: as high as the sleeve allows.", "risk_adjusted"),
        ("Squeeze the most bang for our risk buck out of the list.", "risk_adjusted"),
        ("Top payoff per unit of pain, that is the brief.", "risk_adjusted"),
        # twins: the idiom without risk, or an adjustment for something else, is no ratio
        ("The bang for the buck on these trading costs is poor; list the bonds.", None),
        ("Inflation-adjusted returns as high as possible.", "max_return"),
    ],
)
def test_slang_for_return_per_unit_of_risk_is_risk_adjusted(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Time to swing for the fences with the satellite book.", "max_return"),
        ("We are going for broke on this sleeve.", "max_return"),
        ("Shoot for the moon, the trustees said yes.", "max_return"),
        ("Pedal to the metal on expected gains.", "max_return"),
        ("YOLO it with the play money.", "max_return"),
        # twins: the idiom negated, and a price swing that is still risk
        ("We are not going for broke here; keep the swings small.", "min_risk"),
        ("Daily swings as small as they can be.", "min_risk"),
    ],
)
def test_idioms_of_all_out_pursuit_ask_for_return(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Pick the weights that jiggle the least.", "min_risk"),
        ("We want a book that bounces around as little as it can.", "min_risk"),
        ("Build the trust a sleep-at-night portfolio out of these ten names.", "min_risk"),
        # twins: the jiggling dismissed, and a price that bounced back, ask for no variance
        ("The jiggles don't bother me; max the return.", "max_return"),
        ("Shares bounced back in May; the brief is the highest total return.", "max_return"),
    ],
)
def test_verbs_of_jiggling_and_a_sleep_at_night_book_are_risk(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Mirror the Nikkei 225 as much as possible.", "tracking"),
        ("The fund should be a dead ringer for the Hang Seng.", "tracking"),
        ("Keep the sleeve joined at the hip with the FTSE 250.", "tracking"),
        ("We'd like a spitting image of the Euro Stoxx 50, nothing more.", "tracking"),
        ("Keep the book pegged to the DAX, that's all.", "tracking"),
        ("Just clone the Agg for the pension pot.", "tracking"),
        ("Shadow EAFE closely.", "tracking"),
        ("Sit tight to the Russell 1000; no heroics on return.", "tracking"),
        # twins: closeness negated, or a likeness to something that is no index
        ("Don't mirror the Nikkei 225 so much; maximise return.", "max_return"),
        ("Stay as far from the Nikkei 225 as you please; maximise return.", "max_return"),
        ("A spitting image of last year's book is not needed; cut volatility.", "min_risk"),
    ],
)
def test_likeness_idioms_and_intensified_closeness_ask_for_tracking(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Who cares about the lowest volatility? Chase the return.", "max_return"),
        ("The smallest tracking error be damned: we want the most return.", "max_return"),
        ("To hell with minimising variance; give me the most upside.", "max_return"),
        ("Who gives a hoot about the smallest TE? Max the upside.", "max_return"),
        # a topic raised as a question and answered by a dismissal
        ("Information ratio? Not bothered. Push total return up.", "max_return"),
        ("Hugging the TOPIX? No thanks; just the lowest variance.", "min_risk"),
        # twins: the same idiom with nothing after it dismisses nothing else, and a topic
        # question answered by a direction asks for it
        ("Who cares? We want the lowest volatility.", "min_risk"),
        ("Information ratio? The higher the better.", "risk_adjusted"),
    ],
)
def test_dismissal_idioms_set_their_object_aside(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("The Sortino is for the board deck only; maximise total return.", "max_return"),
        ("Information ratios are purely for reference.", None),
        ("Calmar numbers are there for the factsheet; lowest volatility please.", "min_risk"),
        # twins: a direction said of the figure, or a figure for a person, still asks for it
        ("Maximise the Sortino; the raw figures are for the quarterly deck.", "risk_adjusted"),
        ("The highest Sortino is for the client the only thing that counts.", "risk_adjusted"),
    ],
)
def test_a_figure_said_to_be_for_a_report_is_shown_not_pursued(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


_WITHDRAWN = (
    "> Keep us as close to the Stoxx 600 as you can, please\n\n"
    "That brief is withdrawn. We now want the lowest volatility."
)
_SAID = (
    'Last month our CIO emailed "maximise the Sortino ratio" and the committee has since '
    "cancelled it; minimise tracking error to the FTSE 100 instead."
)


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        (_WITHDRAWN, "min_risk"),
        (_SAID, "tracking"),
        # twins: a quote the message keeps is its objective; a quoted word is no quotation
        ("> Minimise variance, no leverage.\n\nThat still stands, please go ahead.", "min_risk"),
        ('Keep the "core" sleeve\'s volatility as low as possible.', "min_risk"),
    ],
)
def test_a_quoted_earlier_brief_is_reported_speech(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


def test_a_citation_of_a_withdrawn_quote_states_no_objective() -> None:
    quote = _WITHDRAWN.index("Keep us")
    end = _WITHDRAWN.index("\n")
    assert stated_in(_WITHDRAWN, quote, end) is None
    ask = _WITHDRAWN.index("We now")
    cited = stated_in(_WITHDRAWN, ask, len(_WITHDRAWN))
    assert cited is not None
    assert cited.objective == "min_risk"
    # a quote that still stands is cited for what it says
    kept = "> Minimise variance, no leverage.\n\nThat still stands, please go ahead."
    cited = stated_in(kept, 2, kept.index("\n"))
    assert cited is not None
    assert cited.objective == "min_risk"


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("On volatility, please apply the limit from the trust deed.", None),
        ("As to TE against the Agg, the bank's limit applies, nothing else.", None),
        # twins: "limit" as a verb still directs its object
        ("Limit volatility as far as you can.", "min_risk"),
    ],
)
def test_a_limit_named_as_a_noun_directs_nothing(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("The high-growth sleeve is sized by the committee.", None),
        ("Low-volatility stocks get a fifth of the money; the rest is the trustees' call.", None),
        # the attribute sharing its class noun with another class's, past a slash or a
        # conjunction ("high-yield / unrated bonds", "low-beta or defensive names")
        ("Trustee letter: the high-yield / unrated bonds sit at 4% of the scheme.", None),
        ("High-yield and distressed loans get a tenth of the money.", None),
        ("High-yield, unrated paper gets a tenth of the money.", None),
        # twins: the same words as a direction on the target, or in the superlative
        ("We want high yield, and bonds only.", "max_return"),
        ("The highest-yield / unrated bonds, please.", "max_return"),
        # twins: the same words as a direction on the target, or in the superlative
        ("We want high growth from the whole book.", "max_return"),
        ("The lowest-volatility mix of these bonds, please.", "min_risk"),
    ],
)
def test_an_asset_class_named_by_an_attribute_is_no_direction(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Not looking for: max return, gearing, shorts. Looking for: lowest vol.", "min_risk"),
        ("Stuff we'd rather not have: the top Sharpe; gearing. We want min var.", "min_risk"),
        (
            "What the trustees are NOT after: the top Sharpe. They want max return.",
            "max_return",
        ),
        # twins: a label negated twice, and a label that is no list of what is unwanted
        ("Don't forget: maximise the Sortino ratio.", "risk_adjusted"),
        ("In the gilt sleeve, with not more than 4% per issuer: min var.", "min_risk"),
        ("What the trustees are after: the biggest return.", "max_return"),
    ],
)
def test_the_items_of_a_list_of_what_is_not_wanted_ask_for_nothing(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a bullet that ends in a negation is a line of its own, not continued by the next
        ("* no hugging of the Agg\n* no gearing\n* max expected return", "max_return"),
        # a suggestion asked with a negation asks for what it suggests
        ("Why not simply shadow the Footsie?", "tracking"),
        ("Why don't we just go with the lowest variance?", "min_risk"),
        # leaving a target out dismisses it
        ("Skip the Sortino stuff. Just min vol.", "min_risk"),
        ("Ditch the tightest TE; chase total return.", "max_return"),
        # twins: a real negation still negates, and a falling figure wanted still directs
        ("We don't want to shadow the Footsie; max return.", "max_return"),
        ("We want volatility to drop this year.", "min_risk"),
    ],
)
def test_bullets_suggestions_and_leaving_out(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


_REPORTED_ASK = (
    "In my note of Tuesday I asked for the top Sortino. Kindly disregard it and keep TE to "
    "the FTSE 250 minimal."
)


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # an earlier request reported without quotes is set aside for the message's own ask
        (_REPORTED_ASK, "tracking"),
        ("Last week's brief was max Sharpe. This week: min var.", "min_risk"),
        (
            "We had asked you to shadow the MSCI World. Not anymore: max return please.",
            "max_return",
        ),
        # twins: a reported request the message keeps is its objective
        ("I asked for the lowest variance last time, please do that again.", "min_risk"),
        ("On Friday I wrote: shadow the Footsie. That still holds.", "tracking"),
    ],
)
def test_an_earlier_request_reported_without_quotes_is_reported_speech(
    text: str, objective: str | None
) -> None:
    assert _objective(text) == objective


def test_a_citation_of_a_withdrawn_reported_request_states_no_objective() -> None:
    start = _REPORTED_ASK.index("I asked")
    assert stated_in(_REPORTED_ASK, start, _REPORTED_ASK.index(".") + 1) is None
    ask = _REPORTED_ASK.index("keep TE")
    cited = stated_in(_REPORTED_ASK, ask, len(_REPORTED_ASK))
    assert cited is not None
    assert cited.objective == "tracking"
