"""The objective a request asks for, read construction by construction (issue 18, session 8).

The sentences follow an inventory written before the code (targets x direction forms x
polarity x structure) and are in no held-out batch: each test names the construction it reads,
and each reading has a clean twin that must ask for nothing or for the other objective.
"""

from __future__ import annotations

import pytest

from quantward_contracts.values import ResearchContractBody, TextSpan, UserMessage
from quantward_validation.intent import asked, stated_in
from quantward_validation.provenance import validate_provenance

R, T, V, X, D = "max_return", "tracking", "min_risk", "risk_adjusted", "drawdown"


def _objective(text: str) -> str | None:
    found = asked(text)
    return None if found is None else found.objective


# --- targets: every objective the contract model supports, by name and abbreviation ------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Our goal: information-ratio maximisation.", X),
        ("Obj.: max IR", X),
        ("Target: highest Sortino ratio.", X),
        ("We want the highest Calmar ratio.", X),  # "Calmar" is no "calm" (risk) word
        ("Go for the biggest payoff.", R),
        ("Seek the greatest possible appreciation of capital.", R),
        ("Maximise alpha.", R),
        ("The steadiest portfolio possible, please.", V),
        ("Keep the portfolio steady.", V),
        ("Objective: min std dev", V),
        ("Obj.: min var", V),
        ("Goal - highest ER", R),
        ("Mimic the S&P 500.", T),
        ("Emulate the MSCI World as closely as possible.", T),
        ("Keep the portfolio near the benchmark.", T),
    ],
)
def test_targets_by_name_abbreviation_and_everyday_word(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


# --- direction: aversion, valuing, goal copulas, degree and evaluation -----------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # aversion is wanting less, whatever quantifier modifies the object
        ("We dislike swings in the NAV.", V),
        ("Avoid volatility wherever you can.", V),
        ("The client can't stand volatility.", V),  # a negated verb that is one aversion
        ("We cannot tolerate big swings.", V),
        # pursuit as a state, valuing as a predicate, a goal noun as subject or complement
        ("We're after return, pure and simple.", R),
        ("Return is all that matters.", R),
        ("Only returns matter to us.", R),
        ("Total return is the whole point.", R),
        ("The objective is total return.", R),
        ("What matters is return.", R),
        ("Return is what the client wants.", R),
        ("Returns first and foremost.", R),
        # a degree phrase intensifies the verb it follows, it is no direction of its own
        ("Volatility should be reduced as far as possible.", V),
        ("Volatility should be as close to zero as possible.", V),
        # the correlative comparative: "the better" evaluates, the first comparative directs
        ("Volatility: the lower the better.", V),
        ("Tracking error: the smaller, the better.", T),
        # an exception to a negation: "no objective other than …"
        ("We have no objective other than return.", R),
        ("There is no other objective than minimising volatility.", V),
    ],
)
def test_directions_of_aversion_valuing_degree_and_evaluation(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    "text",
    [
        "We avoid tobacco stocks.",  # aversion to no objective's target
        "A steady 5% return is the goal.",  # the manner of a level, not low risk nor more return
        "Stable returns of 4% are what the trustees expect.",
        "Don't avoid volatility.",  # a negated aversion wants no less of it
        "Tracking error matters most.",  # valuing tracking error gives it no direction
    ],
)
def test_directions_that_ask_for_nothing(text: str) -> None:
    assert asked(text) is None, text


# --- polarity: negative quantifiers, hypotheticals, past and other parties' objectives --------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Nobody cares about the Sharpe ratio; keep volatility minimal.", V),
        ("No one should chase return; minimise tracking error.", T),
        ("If we wanted to hug the index we would buy an ETF; maximise return.", R),
        ("If we wanted low volatility we would hold cash. Maximise expected return.", R),
        ("Were we benchmarked, we'd minimise TE; we aren't, so minimise volatility.", V),
        ("If you can, keep volatility low.", V),  # a condition on the ask is no hypothetical
        # a hypothetical asked about is the premise of a question, not set aside
        ("If we were to maximise the Sharpe ratio, which names would get the most weight?", X),
        ("Our previous manager minimised tracking error; we want the highest return.", R),
        ("We once aimed to minimise tracking error; today we maximise return.", R),
        ("Historically we minimised volatility; this time maximise return.", R),
        ("The consultant suggested minimising tracking error, but we want maximum return.", R),
        ("Our peers chase return; we minimise volatility.", V),
        ("Outperform our peers by as much as possible.", R),  # peers as an object stay read
        ("Last but not least, minimise volatility.", V),
        # "not X but Y": the direction said of X carries over to Y
        ("It is not volatility we want minimised but tracking error.", T),
        ("Not the Sharpe ratio but absolute return is the target.", R),
        # an aside after a spaced dash is a clause of its own
        ("Maximise return - volatility is secondary.", R),
    ],
)
def test_polarity_of_quantifiers_hypotheticals_and_other_objectives(
    text: str, objective: str
) -> None:
    assert _objective(text) == objective, text


def test_a_past_or_hypothetical_objective_alone_asks_for_nothing() -> None:
    assert asked("We used to target the lowest volatility.") is None
    assert asked("If we cared about tracking error, we would minimise it.") is None
    assert asked("Other funds go for maximum return.") is None


# --- structure: bounds per conjunct, pronoun antecedents --------------------------------------


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        ("Highest return with a drawdown cap of 10%.", D),
        ("Maximise return with TE under 2% against the MSCI World.", R),
        ("Minimise tracking error with no more than 30 names.", T),
        ("Max 10% volatility and as much return as possible.", R),
        # a target asked as a topic of its own waits for the next sentence's direction
        ("Tracking error? As small as we can get it.", T),
        ("Volatility? Not a concern. Maximise return.", R),
        # a pronoun's antecedent is the nearest index outside its own conjunct
        ("The benchmark is the Topix. Costs must be low. Stay close to it.", T),
        ("Our benchmark is the MSCI World; keep the portfolio close to it.", T),
    ],
)
def test_bounds_are_read_per_conjunct_and_pronouns_by_antecedent(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


def test_a_pronoun_nearer_to_another_reference_is_no_index() -> None:
    text = "Our benchmark is the MSCI World, and we also run a model portfolio; stay close to it."
    assert asked(text) is None
    assert asked("Tracking error and volatility under 5%.") is None


# --- the contract's objective citation --------------------------------------------------------


def test_a_citation_is_read_in_its_message_but_never_over_an_aside() -> None:
    text = "Volatility worries the board (never mind TE). Make it as low as you can."
    ask = text.index("Make it")
    found = stated_in(text, ask, len(text) - 1)
    assert found is not None
    assert found.objective == V
    aside = text.index("never mind TE")
    assert stated_in(text, aside, aside + len("never mind TE")) is None
    past = "We used to minimise tracking error. Now maximise return."
    assert stated_in(past, 0, past.index(".")) is None


def test_the_contract_check_fails_a_citation_of_a_past_objective() -> None:
    message = UserMessage(
        message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzr1",
        text="We used to minimise tracking error; now cut the volatility, it worries us.",
    )
    past = message.text.index("We used")

    def body(start: int, end: int, kind: str) -> ResearchContractBody:
        return ResearchContractBody(
            interpretation="x",
            objective="x",
            objective_kind=kind,  # type: ignore[arg-type]
            objective_ref=message.message_id,
            objective_span=TextSpan(start=start, end=end),
        )

    wrong = body(past, message.text.index(";"), "minimise_tracking_error")
    failed = [c for c in validate_provenance(wrong, [message], None) if not c.passed]
    assert failed, "a past objective was accepted as the request's"
    ask = message.text.index("now cut")
    right = body(ask, message.text.index(","), "minimise_variance")
    assert all(c.passed for c in validate_provenance(right, [message], None))


# --- more forms: change-of-state verbs, idioms of dismissal, past lead-ins, other parties ----


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # an intransitive change verb directs its subject when wanted, not when reported
        ("Don't let the variance rise.", V),
        ("We want tracking error against the FTSE 100 to come down.", T),
        ("The information ratio must never fall.", X),
        ("Volatility has fallen; maximise return.", R),
        # idioms that dismiss, with a direction word inside them
        ("Minimise volatility; we couldn't care less about return.", V),
        ("Minimise volatility; tracking error matters little.", V),
        # a past time as a lead-in of its own; a contrast or "now" returns to the present
        ("Last year, we chose to maximise return; now minimise volatility.", V),
        ("Last year, we chose to hug the index, but we want you to maximise return.", R),
        # a generic other party's objective
        ("Some managers would maximise return; we minimise volatility.", V),
        # a negated comparative is an operator: its conjunct is a bound, not an aside
        ("Minimise volatility with a drawdown no worse than 15%.", V),
    ],
)
def test_change_verbs_idioms_past_lead_ins_and_other_parties(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # resemblance without "like", a drift with its own degree, one-sided gaps to an index
        ("Be as similar to the FTSE All-Share as possible.", T),
        ("Resemble our index closely.", T),
        ("Deviate as little as possible from the Euro Stoxx 50.", T),
        ("Minimise underperformance versus the benchmark.", T),
        ("The weights may drift far from the index; maximise return.", R),
        # a trade-off written as a compound, the portfolio that is the maximum Sharpe
        ("Best risk-return trade-off.", X),
        ("Find the tangency portfolio.", X),
    ],
)
def test_closeness_and_risk_adjusted_compounds(text: str, objective: str) -> None:
    assert _objective(text) == objective, text


def test_a_risk_return_profile_reported_is_no_objective() -> None:
    assert asked("Report the risk-return profile of each name.") is None
