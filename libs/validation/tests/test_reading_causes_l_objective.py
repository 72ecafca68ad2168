"""The objective-reading causes found in held-out batch L's first run (formal financial documents
and legal drafting), each tested on constructions in no batch.

* **Another vehicle's text is not the request's.** A document sets another sub-fund's, share
  class's or portfolio's objective beside this one's — in sections headed by each vehicle, one
  marked as the subject ("to which this letter relates") or defined as the request's own
  ('(the "Fund")'), or in a sentence that says the text does not apply here or applies to
  another vehicle only. The objective was the first one the reader's priority picked, often the
  other vehicle's. `quantward_validation.scope` finds these passages; the reader sets them aside.
* **A version not in force is withdrawn.** A labelled draft, proposal or earlier wording beside
  the adopted or final one, a label that withdraws its text ("rejected"), a text deleted or
  replaced ("… shall be deleted", 'by deleting "…"', 'for "…" substitute "…"'), a motion or a
  proposal rejected or voted down. A lone draft stays: it is what the requester works from.
* **A withdrawal of an earlier text introduces the new words.** "…, which is hereby revoked:
  <new words>" withdraws the earlier text; the line was blanked whole as if its label withdrew
  what it heads.
* **An adjunct between commas does not cut a verb from its object** ("mirror, after expenses,
  the Hang Seng Index").
* **A definition states what it defines.** '"Sharpe Ratio" means …' says what the ratio is,
  not that it is pursued; only a definition of the objective ('"Investment Objective" means
  …') states one.
* **A limit noun after "such" or "whatever" is a noun** ("subject to such limit as the
  committee may agree"), not the verb "limit": it directs nothing.

The texts are written here, not taken from a batch.
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
        # sections headed by each vehicle, the subject marked in its heading
        (
            "Annex I — Borealis Short Duration Fund\nThe fund's objective is to achieve the "
            "highest Sharpe ratio.\n\nAnnex II — Borealis Income Fund (to which this letter "
            "relates)\nThe fund aims for the least volatile mix of holdings.",
            "min_risk",
        ),
        # the subject defined by its own term, the other vehicle's section first
        (
            'Please rebalance the Halcyon Balanced Fund (the "Fund").\n\nSchedule 1 – Halcyon '
            "Growth Fund\nThe objective is to keep tracking error against the FTSE World Index "
            "as low as possible.\n\nSchedule 2 – Halcyon Balanced Fund\nThe objective is the "
            "lowest achievable variance of returns.",
            "min_risk",
        ),
        # a share class's section marked as given for information only
        (
            "Class D Shares (for information only)\nThese shares aim to replicate the MSCI World "
            "Index.\n\nClass A Shares\nThe class seeks maximum capital growth.",
            "max_return",
        ),
        # a sentence that says another vehicle's objective does not bind this mandate
        (
            "The objective of the Aurora Emerging Debt Portfolio, which is not relevant to this "
            "mandate, is to minimise tracking error. For our account, the aim is the largest "
            "possible total return.",
            "max_return",
        ),
        # another sub-fund named without its proper name
        (
            "Another sub-fund of the umbrella, to which this request does not relate, maximises "
            "its Sharpe ratio. Here we want the minimum-variance portfolio.",
            "min_risk",
        ),
        # an objective restricted to another share class
        (
            "The following objective applies to the Class I Shares only: maximise the "
            "information ratio.\nFor the Portfolio, minimise the ex-ante variance.",
            "min_risk",
        ),
        # vehicles named by a code, each heading its own line
        (
            "Sub-Fund A: maximise the Sharpe ratio.\nSub-Fund B (the subject of this request): "
            "minimise volatility.",
            "min_risk",
        ),
        (
            "Class A Shares: the class tracks the MSCI World Index.\nClass B Shares (to which "
            "this instruction relates): maximise total return.",
            "max_return",
        ),
        # the subject named in a sentence of its own, after the sections
        (
            "Annex A — Nordic Fund\nObjective: lowest possible volatility.\nAnnex B — Global "
            "Fund\nObjective: highest total return.\nThis memo concerns the Global Fund only.",
            "max_return",
        ),
        # a motion rejected in a resolution, a proposal voted down
        (
            "RESOLVED, that the motion to manage the Portfolio for minimum tracking error be "
            "rejected; and FURTHER RESOLVED, that the Portfolio be managed to maximise its "
            "expected return.",
            "max_return",
        ),
        (
            "The proposal to maximise the Sharpe ratio was voted down. The Fund will seek the "
            "lowest volatility.",
            "min_risk",
        ),
        # a rejected proposal beside the wording in force
        (
            "Proposed wording (rejected at the March meeting): the Trust seeks to minimise its "
            "tracking error versus the benchmark.\nWording in force: the Trust seeks the highest "
            "total return.",
            "max_return",
        ),
        # a first draft beside the final text
        (
            "First draft — the Scheme will maximise its expected return per unit of volatility."
            "\nFinal text — the Scheme will minimise the volatility of its funding level.",
            "min_risk",
        ),
        # an amendment by deletion and insertion of quoted words
        (
            'Clause 4 is amended by deleting "to minimise the tracking error of the Fund" and '
            'inserting "to maximise the total return of the Fund".',
            "max_return",
        ),
        # a substitution in the legislative style: for "old" substitute "new"
        (
            'In paragraph 3, for "the highest Sharpe ratio" substitute "the lowest possible '
            'volatility".',
            "min_risk",
        ),
        # a block deleted by a sentence that continues it, then the new aim
        (
            "The following sentence of the Prospectus:\n\nThe Fund seeks to minimise its tracking "
            "error against the Nikkei 225.\n\nshall be deleted in its entirety "
            "with effect from 1 July, and the Fund shall instead aim to maximise expected return.",
            "max_return",
        ),
        # a withdrawal of an earlier text whose colon introduces the new words
        (
            "With reference to my e-mail of 3 May, which is hereby revoked: please run the "
            "portfolio for minimum variance.",
            "min_risk",
        ),
        # an adjunct between commas does not cut a verb of closeness from its index
        ("The Trust aims to mirror, after expenses, the Hang Seng Index.", "tracking"),
        ("Please track, where practicable, the Euro Stoxx 50.", "tracking"),
        # a definition states what it defines: a measure's definition asks for nothing
        (
            '"Sharpe Ratio" means the ratio of the Portfolio\'s excess return to its volatility. '
            "The Fund seeks the lowest volatility.",
            "min_risk",
        ),
        (
            '2.3 "Benchmark Deviation" means the difference between the Portfolio return and the '
            'Index return.\n2.4 "Investment Objective" means the achievement of the lowest '
            "possible volatility.",
            "min_risk",
        ),
        # a limit deferred to a body's decision names no objective
        ("Active risk is subject to such limit as the Investment Committee may agree.", None),
        ("Volatility shall be subject to whatever limit the trustees set.", None),
    ],
)
def test_reads_the_request_s_own_objective_in_force(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


@pytest.mark.parametrize(
    ("text", "objective"),
    [
        # a lone draft is what the requester works from
        ("Draft supplement: the Sub-Fund aims for the lowest attainable volatility.", "min_risk"),
        # a limit disowned for this account leaves the sentence's objective standing
        (
            "Maximise the Sharpe ratio; the turnover cap in the prospectus does not apply here.",
            "risk_adjusted",
        ),
        # what does not apply is the limit named after the subordinator, not the named fund
        (
            "Maximise the Halcyon Fund's Sharpe ratio, as the tracking limit does not apply.",
            "risk_adjusted",
        ),
        # "apply" with an object is no statement that a text does not apply
        (
            "This fund, unlike the Apex Growth Fund which does not apply any hedging, should "
            "minimise volatility.",
            "min_risk",
        ),
        # after a disowning clause, a turn says what the request asks
        (
            "The Asia Fund's objective does not apply here, so aim for the lowest volatility.",
            "min_risk",
        ),
        # a label that withdraws what it heads still withdraws it
        (
            "Old objective (withdrawn): minimise tracking error.\nMaximise expected return.",
            "max_return",
        ),
        # "This means" defines nothing
        ("This means we want the lowest volatility.", "min_risk"),
        # a withdrawal said in a sentence of its own is no label of the words after it
        ("Tracking error target withdrawn. Now: maximise expected return.", "max_return"),
        # an objective whose subject is this vehicle's own is read, a heading alone changes nothing
        (
            "Part 1 — Halcyon Balanced Fund\nThe fund seeks the best return per unit of risk.",
            "risk_adjusted",
        ),
    ],
)
def test_keeps_what_is_the_request_s_own(text: str, objective: str | None) -> None:
    assert _objective(text) == objective


def test_a_citation_of_another_vehicle_s_objective_states_nothing() -> None:
    text = (
        "Part A — Lindqvist Nordic Fund\nThe fund seeks to maximise its Sharpe ratio.\n\n"
        "Part B — Lindqvist Global Fund (the subject of this memo)\nThe fund seeks the "
        "lowest variance."
    )
    theirs = text.index("The fund seeks to maximise")
    ours = text.index("The fund seeks the lowest")
    assert stated_in(text, theirs, text.index(".", theirs)) is None
    cited = stated_in(text, ours, len(text) - 1)
    assert cited is not None
    assert cited.objective == "min_risk"


def test_a_citation_of_a_draft_not_adopted_states_nothing() -> None:
    text = (
        "Draft (not carried): the Portfolio shall track the S&P 500.\n\n"
        "As passed by the committee: the Portfolio shall seek the highest return."
    )
    start = text.index("the Portfolio shall track")
    assert stated_in(text, start, text.index(".", start)) is None
