"""Causes behind batch K's objective misses, read as families (wordings of our own, in no batch).

A request pasted from team chat or a mail client is a conversation: several utterances state
asks, and only one is current. What is later replaces what is earlier (a later turn, the text
after an edit marker, the newer mail of a chain); a decision outranks a later remark and points
at the colleague it agrees with; what the text sets aside itself (struck through with Slack's
single tilde, a poll's losing option, a colleague's proposal a decision overruled) asks
nothing; a newer utterance that only withdraws leaves nothing older standing. Chat decorations
(emoji shortcodes) are no words, and objectives have chat shorthand ("max SR", "risk-adj",
"GMV", "minvar", "the bmk").
"""

from __future__ import annotations

import pytest

from quantward_validation.intent import asked, stated_in
from quantward_validation.utterances import chat_plain, newest_first

SHARPE, TRACKING, MIN_RISK, MAX_RETURN = "risk_adjusted", "tracking", "min_risk", "max_return"


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a later turn of a thread replaces an earlier one
        (
            "Marco: can we run it for the best Sharpe?\nJulia: I'd keep it simple — lowest "
            "volatility",
            MIN_RISK,
        ),
        (
            "[08:55] Priya Nair: shadow the Stoxx 600 as closely as we can\n"
            "[09:10] Tom Berg: client rang, they want the largest expected return",
            MAX_RETURN,
        ),
        # a Teams or Slack copy: the speaker and the time on a line of their own
        (
            "Ana Souza  10:02 AM\nlet's do max Sharpe\nRaj Patel  10:05 AM\nclient says the "
            "lowest volatility",
            MIN_RISK,
        ),
        # a decision-maker's turn outranks a later remark
        (
            "Dev (CIO): we go for the smallest variance, done.\nKim: shame, the highest "
            "information ratio would have been my pick",
            MIN_RISK,
        ),
        # a decisive turn that only agrees points at the colleague it agrees with
        ("@ana: min var\n@raj: max Sharpe please\n@lena (PM): +1 @ana", MIN_RISK),
        (
            "Sam: minimise volatility\nLee: hug the FTSE 100 instead?\nInes (head of risk): "
            "agree with Sam, closing",
            MIN_RISK,
        ),
    ],
)
def test_the_current_turn_of_a_thread_is_the_ask(text: str, objective: str) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a colleague's proposal in a summary that reports a decision is no ask
        (
            "RecapBot: 23 messages. Omar proposed tracking the Euro Stoxx 50 as tightly as "
            "possible; Vera (PM) settled on the largest expected return.",
            MAX_RETURN,
        ),
        (
            "Recap — @kofi pushed for the top information ratio, but the client's call was the "
            "least volatile book. Decision: least volatile book.",
            MIN_RISK,
        ),
        ("Summary: the thread converged on min var after Dan floated max Sharpe.", MIN_RISK),
        # a poll's losing options are no ask, in whatever order they come
        ("Quick poll results → lowest volatility: 9 votes | maximum Sharpe: 4 votes", MIN_RISK),
        (
            "Poll (which objective?) maximum Sharpe — 4 votes, lowest volatility — 9 votes",
            MIN_RISK,
        ),
        # struck through with one tilde (Slack, Teams): withdrawn by its writer
        ("we want ~the top Sharpe ratio~ the least volatile mix", MIN_RISK),
    ],
)
def test_what_the_text_sets_aside_asks_nothing(text: str, objective: str) -> None:
    assert _objective(text) == objective


def test_a_tied_poll_sets_nothing_aside() -> None:
    # nothing won: both options stay and are read as before (the risk-adjusted reading)
    assert _objective("Poll: max Sharpe (5 votes), min var (5 votes)") == SHARPE


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # the part after an edit marker replaces the part before it
        (
            "go for the best risk-adjusted return\nEDIT: on second thought, shadow the Nikkei "
            "225 as closely as we can",
            TRACKING,
        ),
        ("max Sharpe — on second thought, the lowest-variance book", MIN_RISK),
        ("max Sharpe, sorry I mean min var", MIN_RISK),
        ("the top information ratio. Make that the least volatile book.", MIN_RISK),
        # an edit that says nothing of the objective leaves it standing
        ("the least volatile portfolio\nupdate: long-only as well", MIN_RISK),
        # the newer mail of a chain replaces the older one: quoted one level less deep ...
        (
            "Forwarding.\n> Jo: we want the highest return, full stop\n> > Jo: aim for the "
            "top Sharpe ratio",
            MAX_RETURN,
        ),
        # ... or above it in a forwarded chain
        (
            "From: Mia\nDate: 3 Dec\nPlease just minimise variance.\n\nFrom: Mia\nDate: 1 Dec\n"
            "Maximise the Sharpe ratio, please.",
            MIN_RISK,
        ),
        (
            "Go with lowest vol.\n\nOn Mon, 30 Nov 2026 at 10:00, Mia <mia@example.com> wrote:\n"
            "Hug the MSCI ACWI.",
            MIN_RISK,
        ),
    ],
)
def test_a_later_utterance_replaces_an_earlier_one(text: str, objective: str) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    "text",
    [
        "track the TOPIX closely\nedit: never mind, still waiting on the client",
        "> > minimise tracking error\n> scrap that, the client will tell us on Monday",
    ],
)
def test_a_newer_utterance_that_only_withdraws_leaves_nothing(text: str) -> None:
    assert asked(text) is None


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # an emoji shortcode is a picture: ":top:" is no direction of anything
        (":top: shadow the Hang Seng as closely as possible", TRACKING),
        ("heads up :pushpin: stay close to the Stoxx 600", TRACKING),
        # chat shorthand for objectives and the benchmark
        ("hug the bmk pls", TRACKING),
        ("stick close to the bench", TRACKING),
        ("max SR on the sleeve", SHARPE),
        ("best risk-adj ret we can get", SHARPE),
        ("GMV book please", MIN_RISK),
        ("run the minvar version", MIN_RISK),
    ],
)
def test_chat_decorations_and_shorthand(text: str, objective: str) -> None:
    assert _objective(text) == objective


def test_labelled_lines_are_not_turns() -> None:
    # "Objective:" and "Universe:" head fields, not speakers: the request reads as one text
    assert _objective("Objective: min var\nUniverse: EU large caps\nHorizon: 3y") == MIN_RISK
    assert len(newest_first("Objective: min var\nUniverse: EU large caps")) == 1


def test_chat_plain_keeps_offsets_and_approximations() -> None:
    text = "~5 % TE~ is fine :thumbsup: approx ~3 % (edited)"
    plain = chat_plain(text)
    assert len(plain) == len(text)
    for gone in ("TE", "thumbsup", "edited"):
        assert gone not in plain
    assert "~3 %" in plain  # a tilde of approximation is no strikethrough


def _cite(text: str, words: str) -> str | None:
    start = text.index(words)
    found = stated_in(text, start, start + len(words))
    return None if found is None else found.objective


@pytest.mark.parametrize(
    ("text", "cited", "objective"),
    [
        # an earlier turn a later one replaced states no objective now; the current one does
        (
            "Ana: min var please\nRaj: the top Sharpe\nLena (PM): agree with Ana, done",
            "the top Sharpe",
            None,
        ),
        (
            "Ana: min var please\nRaj: the top Sharpe\nLena (PM): agree with Ana, done",
            "min var please",
            MIN_RISK,
        ),
        # struck-through words, a losing option and an overruled proposal state nothing
        ("objective: ~max Sharpe~ min var", "max Sharpe", None),
        ("Poll: the top Sharpe (2 votes) / min var (8 votes)", "the top Sharpe", None),
        (
            "Summary: Omar suggested hugging the FTSE 100; the PM decided on min var.",
            "hugging the FTSE 100",
            None,
        ),
        # in a request that is no conversation a citation reads as before
        ("maximise the Sharpe ratio, and keep volatility low", "keep volatility low", MIN_RISK),
    ],
)
def test_a_citation_of_replaced_words_states_no_objective(
    text: str, cited: str, objective: str | None
) -> None:
    assert _cite(text, cited) == objective


def test_the_words_of_the_ask_are_the_current_utterances_only() -> None:
    found = asked("max Sharpe, sorry I mean min var")
    assert found is not None
    assert found.text == "sorry I mean min var"
    found = asked("Poll: max Sharpe (3 votes) / min var (11 votes) / min TE (1 vote)")
    assert found is not None
    assert "max Sharpe" not in found.text
    assert "min TE" not in found.text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a proposal ends where the decision's clause starts, even inside one sentence
        (
            "[RecapBot] 9 replies: @mo pitched the top Sharpe ratio, @kim (PM) chose the "
            "lowest-variance book.",
            MIN_RISK,
        ),
        # proposals listed under a label of their own
        (
            "Wrap-up — options discussed: max Sharpe, hugging the Stoxx 600. Decision (Kim, "
            "CIO): the largest expected return.",
            MAX_RETURN,
        ),
        # a poll's bare counts, when the text reports a poll
        ("Poll (objective): max Sharpe — 2, lowest vol — 5", MIN_RISK),
        ("Straw vote\n• shadow the Nikkei 225 (4)\n• the least volatile mix (9)", MIN_RISK),
        # an edit label set in emphasis or in brackets
        ("maximise the information ratio\n\n_Update:_ the lowest-variance mix", MIN_RISK),
        ("hug the Stoxx 600 (edit: actually the biggest expected return)", MAX_RETURN),
        # one comment under a ticket's description, its author named in brackets
        (
            "Summary: best risk-adjusted return\nComment (Ola, PM): switch this to the "
            "smallest variance",
            MIN_RISK,
        ),
        # an option turned down by a mark closing its line, or beaten by another
        (
            "Option A — max Sharpe :x:\nOption B — the least volatile mix :white_check_mark:",
            MIN_RISK,
        ),
        ("The lowest-variance book won the vote 6–1 over max Sharpe.", MIN_RISK),
        # a change told with both ends: the old one is what the ask was
        ("We're switching the sleeve from max Sharpe to the least volatile mix.", MIN_RISK),
        ("Change of target from the tightest hug of the index to max expected return", MAX_RETURN),
        ("Status: objective was max Sharpe, now min TE vs the Stoxx 600", TRACKING),
        ("min var (was: max Sharpe)", MIN_RISK),
    ],
)
def test_proposals_polls_edits_and_changes_in_other_forms(text: str, objective: str) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    "text",
    ["> Kim: go for max Sharpe?\nnope", "> can we hug the FTSE 100?\n@kim nah, not this time"],
)
def test_a_reply_that_turns_the_quote_down_states_no_objective(text: str) -> None:
    assert asked(text) is None


def test_a_reply_that_agrees_keeps_the_quote() -> None:
    assert _objective("> Kim: go for max Sharpe?\nyep, do it") == SHARPE
