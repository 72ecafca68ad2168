"""Words typed in a hurry are written as the readers know them, once, offsets kept
(`typed_text`, one of `surface.CLEANERS`). The sentences are of the family, in wordings of
their own: other domain words misspelt, real words that must stay, txt-speak elsewhere."""

from __future__ import annotations

import pytest

from quantward_contracts.values import (
    Constraint,
    EvidencePromise,
    Method,
    ResearchContractBody,
    TextSpan,
    UserMessage,
)
from quantward_validation.quantities import quantities
from quantward_validation.surface import apply, clean, cleaned
from quantward_validation.surface_bundle import cleaned_contract
from quantward_validation.testing import provenance_problems
from quantward_validation.typed_text import domain_word, edit_distance, typed_words


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        # a letter dropped, doubled, swapped or struck wrong, in domain words of every kind
        ("keep turnvoer low", "keep turnover low"),
        ("sector concentraion below a third", "sector concentration below a third"),
        ("hug the benchamrk", "hug the benchmark"),
        ("net exposrue near zero", "net exposure near zero"),
        ("liquidty first", "liquidity first"),
        ("Treshold for the stop", "Threshold for the stop"),
        ("minimsie the cost", "minimise the cost"),
        ("annualsied figures only", "annualised figures only"),
        ("recievables kept rising", "receivables kept rising"),
        ("it narowed in each quartr", "it narrowed in each quarter"),
        ("DSO lenghtened", "DSO lengthened"),
        ("10 precent of NAV", "10 percent of NAV"),
        # two edits in a long word
        ("the corrleaton to gilts", "the correlation to gilts"),
    ],
)
def test_a_misspelt_domain_word_is_written_as_the_domain_word(typed: str, meant: str) -> None:
    assert clean(typed) == meant


@pytest.mark.parametrize(
    "kept",
    [
        "the issue is settled",  # "issuer" is one edit away, but "issue" is a word
        "a ration of rice each",  # "ratio"
        "trekking in the Alps",  # "tracking", without "error" after it
        "a sharp fall in March",  # "sharpe", without "ratio" after it
        "a trading error cost us",  # two edits from "tracking", but it does not sound alike
        "the share ratio of the merger",  # one edit from "sharpe", but it does not sound alike
        "a weighty decision",  # "weight"
        "we realise it now",  # British, one edit from "realised"
        "turn over the page",  # joined it is "turnover", but both parts are words
        "the bench mark is old",
        "its weight is small",  # possessive "its" is no "it's"
        "ill and id and lets",  # words, not contractions
        "drawdownStop volCapAnnualised max_leverage",  # identifiers
        "fundamentals.quarters and ent_x.receivable_days",
        "mail risk@voaltility.example or see /data/trackign",
        "Limt lmt vlo",  # too short to guess
        "DSO and TE and IMA",
        "look-throughs of the funds",
        "string concetation",  # two letters from "concentration": a typo of another word
        "asked Basit Markins about it",  # names near "basis" and "margins"
        "the dont-land-on-v2 label",  # a domain word with an ending: another word
        "the objectsize field",  # two words run together, near "objective"
        "run git add -u . and set -u",  # an option, not txt-speak
        "t) the twentieth item, u) the next",  # a list item's letter
        "const u = new URL(x)",
        "a PLS regression",  # partial least squares, not "please"
    ],
)
def test_what_is_no_misspelling_is_left_as_typed(kept: str) -> None:
    assert clean(kept) == kept


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("the fund's trekking errors", "the fund's tracking errors"),
        ("a sharp ratio above one", "a sharpe ratio above one"),
        ("a calmer ratio", "a calmar ratio"),
        ("the Sharpe radio", "the Sharpe ratio"),
    ],
)
def test_a_slip_in_a_fixed_pair_is_corrected(typed: str, meant: str) -> None:
    assert clean(typed) == meant


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("sharperatio above 1", "sharpe ratio above 1"),
        ("maxdrawdown 15%", "max drawdown 15%"),
        ("min imise turnover", "minimise turnover"),
        ("vol atility capped", "volatility capped"),
    ],
)
def test_a_domain_word_merged_or_split_is_typed_whole(typed: str, meant: str) -> None:
    assert clean(typed) == meant


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("can u check ur numbers thru friday", "can you check your numbers through friday"),
        ("3 yrs of data w/ costs, w/o hedging", "3 years of data with costs, without hedging"),
        ("thx, send it b4 the qtr ends", "thanks, send it before the quarter ends"),
        ("Pls rerun tmrw", "Please rerun tomorrow"),
        ("the spread didnt tighten", "the spread didn't tighten"),
        ("Doesnt matter, it wasnt above", "Doesn't matter, it wasn't above"),
        ("it ISNT fine and ive checked", "it ISN'T fine and I've checked"),
    ],
)
def test_txt_speak_and_bare_negations_are_written_out(typed: str, meant: str) -> None:
    assert clean(typed) == meant


def test_u_and_ur_are_words_only_in_lower_case_and_alone() -> None:
    assert clean("U.S. names, UR plc") == "U.S. names, UR plc"


@pytest.mark.parametrize(
    "line",
    [
        # Croatian, Serbian and Bosnian "u" is "in"; Czech and Slovak "u" is "at"
        "Prihodi su porasli za 12 % u 2025. u odnosu na 2024.",
        "Neto rezultat poboljšao se u posljednjih pet godina.",
        "Fond je tokom godine ulagao u državne obveznice.",
        "V návrhu změny statutu je u tohoto limitu stále jen akciový podíl.",
    ],
)
def test_u_is_a_preposition_on_a_slavic_line(line: str) -> None:
    assert clean(line) == line


def test_u_is_txt_speak_on_an_english_line_beside_a_slavic_one() -> None:
    # the language is the line's: a Croatian line above leaves an English "u" to be "you"
    typed = "Neto dug je smanjen u 2025. godini.\ncan u check the numbers"
    assert clean(typed) == "Neto dug je smanjen u 2025. godini.\ncan you check the numbers"


@pytest.mark.parametrize(
    ("typed", "value"), [("cash at 4perc", 4.0), ("cash at 4 perc", 4.0), ("12 pcnt max", 12.0)]
)
def test_a_percentage_typed_loosely_is_read_as_one(typed: str, value: float) -> None:
    (found,) = quantities(clean(typed))
    assert (found.value, found.form) == (value, "percent")


def test_clean_text_yields_no_edits() -> None:
    typed = "pls keep voaltility & trekking error low b4 tmrw, max imise retuns w/ 4perc cash"
    once = clean(typed)
    assert once == (
        "please keep volatility & tracking error low before tomorrow, maximise returns with 4% cash"
    )
    assert typed_words(once) == []


def test_edits_change_only_the_words_they_correct() -> None:
    text = "isuer cap 7perc; trekking error 2 %"
    edits = typed_words(text)
    assert sorted((text[e.start : e.end], e.replacement) for e in edits) == [
        ("isuer", "issuer"),
        ("perc", "%"),
        ("trekking", "tracking"),
    ]
    assert apply(text, edits) == "issuer cap 7%; tracking error 2 %"


def test_a_cited_span_covers_the_corrected_words() -> None:
    text = "single isuer wieght cap 7perc, thx"
    start = text.index("7perc")
    found = cleaned(text)
    a, b = found.span(start, start + len("7perc"))
    assert found.text[a:b] == "7%"
    a, b = found.span(text.index("isuer"), text.index("wieght") + len("wieght"))
    assert found.text[a:b] == "issuer weight"


def test_a_constraint_citing_a_loose_percentage_holds_its_value() -> None:
    text = "pls rebalance. single isuer wieght cap 7perc, thx"
    start = text.index("7perc")
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        constraints=(
            Constraint(
                name="max_issuer_weight",
                value=0.07,
                unit="fraction",
                provenance="user_message",
                provenance_ref="msg_01hzzzzzzzzzzzzzzzzzzzzzt0",
                span=TextSpan(start=start, end=start + 5),
            ),
        ),
    )
    message = UserMessage(message_id="msg_01hzzzzzzzzzzzzzzzzzzzzzt0", text=text)
    moved = cleaned_contract(contract, [message], None).constraints[0].span
    assert moved is not None
    assert clean(text)[moved.start : moved.end] == "7%"
    assert provenance_problems(text, name="max_issuer_weight", value=0.07, words="7perc") == []


def test_a_token_near_two_domain_words_is_left() -> None:
    # "ratis" is one edit from "ratio" and from "ratios": which one was meant is not known
    assert domain_word("ratis") is None
    assert domain_word("ratoi") == "ratio"
    assert domain_word("issue") is None


def test_edit_distance_counts_a_swap_as_one() -> None:
    assert edit_distance("voaltility", "volatility", 2) == 1
    assert edit_distance("trekking", "tracking", 2) == 2
    assert edit_distance("abc", "xyzuvw", 2) == 3


def test_a_promise_and_the_answer_heading_it_names_are_cleaned_alike() -> None:
    contract = ResearchContractBody(
        interpretation="x",
        objective="x",
        methods=(Method(custom_code_reason="no solver for min varience", purpose="weights"),),
        evidence=(
            EvidencePromise(
                evidence_id="vol",
                description="voaltility w/ costs",
                kind="section",
                section_title="Voaltility",
            ),
        ),
    )
    clean_contract = cleaned_contract(contract, (), None)
    (promise,) = clean_contract.evidence
    assert (promise.description, promise.section_title) == ("volatility with costs", "Volatility")
    assert clean("## Voaltility\n") == f"## {promise.section_title}\n"
    assert clean_contract.methods[0].custom_code_reason == "no solver for min variance"


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("look back 36 months for the betas", "lookback 36 months for the betas"),
        ("peak draw down stays inside the limit", "peak drawdown stays inside the limit"),
        ("head room 2% on the issuer line", "headroom 2% on the issuer line"),
        ("turn over cap is 40pct a year", "turnover cap is 40pct a year"),
    ],
)
def test_a_domain_noun_split_into_two_words_is_joined_where_a_noun_stands(
    typed: str, read: str
) -> None:
    assert clean(typed) == read


@pytest.mark.parametrize(
    "kept",
    [
        "we draw down the credit line on friday",
        "please turn over the page",
        "look back at what we sent",
    ],
)
def test_the_same_words_as_a_verb_are_left(kept: str) -> None:
    assert clean(kept) == kept


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("id rather keep cash at 3pct", "I'd rather keep cash at 3pct"),
        ("ill confirm the number tmrw", "I'll confirm the number tomorrow"),
        ("im travelling so keep it short", "I'm travelling so keep it short"),
    ],
)
def test_a_contraction_that_is_also_a_word_is_written_out_before_its_verb(
    typed: str, read: str
) -> None:
    assert clean(typed) == read


@pytest.mark.parametrize("kept", ["the ill effects of leverage", "my id is on the form", "id 4411"])
def test_the_word_itself_is_left(kept: str) -> None:
    assert clean(kept) == kept


@pytest.mark.parametrize(
    "word",
    ["periodos", "periodo", "periodi", "periodes", "benchmarks", "riesgos"],
)
def test_a_romance_noun_on_an_english_stem_is_no_misspelling(word: str) -> None:
    # "todos los periodos de prueba" is Spanish, not a misspelt "periods"
    assert domain_word(word) is None


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("voaltility", "volatility"), ("drawdwon", "drawdown"), ("perods", "periods")],
)
def test_a_misspelling_near_a_romance_form_is_still_corrected(typed: str, meant: str) -> None:
    assert domain_word(typed) == meant
