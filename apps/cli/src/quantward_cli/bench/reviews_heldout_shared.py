"""What the held-out batches E-ZJ share: the generate loop, the plan, constraint and leakage
contract helpers, the case-twin makers of each kind, the objective and leakage loops and the
trend-claim machinery with its special claims, each taking a batch's own ids, phrase tables,
frames and constants as parameters. How a batch writes a limit's value is in
`reviews_heldout_forms`, and how a trend claim over a window of quarters is read in
`reviews_heldout_truths`.

The batches were written blind, each copying the shape of earlier ones, so the same machinery
stood in many files. A batch's data — its seed, ids, phrase tables, number forms, subjects,
series and the truth of its claims — stays in its own module (`reviews_heldout_e` to `_zj`),
but for the two sets of walk-forward folds many batches wrote out letter for letter; only
logic identical across batches lives here, so that a batch generates exactly what it did when it
kept its own copy. Every rng draw a helper makes is in the order the batches made it: the draws
are part of what a batch generates.

Options a new batch may choose. Each is an opt-in keyword whose default is what every registered
batch generated before it existed, and none draws from the rng, so leaving them out changes
nothing (`tools/dump_review_hashes.py` dumps a digest of every generated case to prove it):

* the trend request — `trend_request=TrendRequest(question=…, heading=…, as_of=…)` on
  `_horizon_trends`, `_series_trends`, `_twins_of` and `_framed_twins` (`request=` on
  `reviews_heldout.trend_claim_twins`): the user's question (a template taking `{company}`;
  "How is {company} doing?"), the answer's heading ("## Figures"; None for none) and the
  computation's as-of date ("2023-01-31"), so a batch's quarters (`_calendar_quarters`) may end
  in any year before it;
* the growth specials — `end` on `_growth_specials`, `_growth_pairs`, `_compound_pairs` and
  `_yoy_pairs`: the index of the latest quarter compared (11, Q4 of the third year), so a longer
  series compares any year with the one before; `shrinking` on the first three: a double-digit
  compound fall is claimed (`shrank`) as well as a rise;
* signed series — not an option: `reviews_heldout_truths.held_up`/`held_down` and `_yoy_pairs`
  measure a move against the size of the quarter they start from, so a series below zero (net
  flows, net income) is read right; a positive one is read bit for bit as before, and no
  registered batch's reading changed. `_compound_pairs` reads no rate of a series that changes
  sign;
* mandate breaches — `cap_breach` (1.5), `floor_breach` (0.5), `cap_inside` (0.8) and
  `floor_inside` (1.5) on `_breach_cases` and `_over_and_within_of`: where the flawed value lies
  past the limit and where the uncited twin lies inside it, as multiples of the limit;
* range bands — on `_range_cases`: `low_ratio` (0.5), the band's low end as a share of its top;
  `floors` (False), a subject whose `floor` is true drawn as the band's low end (top at the low
  end over `low_ratio`) with its flawed value at `floor_breach` (0.5) times the floor, where a
  cap's is at `cap_breach` (1.5) times the top; `assumed_value` (the middle), the point a granted
  case assumes, of the bounds (low, high, middle);
* the invented limit's answer — `answer_kind` on `_invented_twins_of`: a chat message
  ("clarification_answer"), a document the client filled in ("template_inputs") or a mandate's
  text ("mandate", cited as a clause with `_clause_cite_as`); `answer_first`, the answer placed
  before the request;
* the misquote pairing — `pair` on `_misquote_cases`: case `i`'s subject (`i + i // 5`, which
  meets every structure with every subject only for subject counts sharing no factor with 6);
  `_each_structure_each_subject` pairs each structure with every subject, however many.

Still fixed: every plan solves for portfolio weights (`_solving_contract`; `**update` replaces
its fields), `_once` forbids a value said twice in a text, and a limit's unit is one of the
contract's units (no months, years or money).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import TYPE_CHECKING, ClassVar, Final, Literal, Protocol, TypeVar

from pydantic import JsonValue

from quantward_cli.bench.reviews_heldout import (
    DEFAULT_TREND_REQUEST,
    HeldOutCase,
    TrendRequest,
    trend_claim_twins,
)
from quantward_cli.bench.reviews_heldout_forms import WrittenForms
from quantward_cli.bench.reviews_heldout_truths import Truth
from quantward_contracts.values import (
    Constraint,
    EvidencePromise,
    HistoricalTest,
    Method,
    Mode,
    ResearchContractBody,
    ReviewBundle,
    TextSpan,
    UserMessage,
    WalkForwardWindow,
)

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData


#: three walk-forward folds, each trained on the five years before its two test years, the first
#: tested from 2 January 2015; shared because batches H, J, K, X, Z-ZC and ZE-ZH each wrote them out
FOLDS_TESTED_FROM_2015: Final = (
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2014, 12, 31),
        test_start=date(2015, 1, 2),
        test_end=date(2016, 12, 30),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2016, 12, 30),
        test_start=date(2017, 1, 3),
        test_end=date(2018, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2018, 12, 31),
        test_start=date(2019, 1, 2),
        test_end=date(2020, 12, 31),
    ),
)
#: three folds each trained on the six years before its two test years, the first tested from
#: 4 January 2016, as batches O, P, W and Y each wrote them out
FOLDS_TESTED_FROM_2016: Final = (
    WalkForwardWindow(
        train_start=date(2010, 1, 4),
        train_end=date(2015, 12, 31),
        test_start=date(2016, 1, 4),
        test_end=date(2017, 12, 29),
    ),
    WalkForwardWindow(
        train_start=date(2012, 1, 3),
        train_end=date(2017, 12, 29),
        test_start=date(2018, 1, 2),
        test_end=date(2019, 12, 31),
    ),
    WalkForwardWindow(
        train_start=date(2014, 1, 2),
        train_end=date(2019, 12, 31),
        test_start=date(2020, 1, 2),
        test_end=date(2021, 12, 31),
    ),
)

#: every kind of flaw, in the order the batches written with every kind make them
ALL_KINDS: Final = (
    "invented_limit",
    "false_provenance",
    "mandate_breach",
    "range_assumption",
    "objective",
    "stated_leakage",
    "trend_claim",
)

#: a batch's maker of one kind's cases: (rng, count) → flawed bundles each with its twin
Maker = Callable[[random.Random, int], Iterator[HeldOutCase]]
#: a batch's maker of trend-claim cases, which also needs the prices for its portfolio
TrendMaker = Callable[[random.Random, int, "MarketData"], Iterator[HeldOutCase]]


def generate_batch(
    seed: int,
    makers: Sequence[Maker],
    trends: TrendMaker,
    *,
    per_kind: int,
    market: MarketData | None,
) -> list[HeldOutCase]:
    """Batches E, F and G: one rng seeded with the batch's `seed` drawn by each of `makers` in
    order and then by `trends`, so the order of the makers is part of what a batch generates;
    the portfolio is solved on `market` (the shipped prices by default)."""
    if market is None:
        from quantward_democorpus.market_data import EmbeddedMarketData

        market = EmbeddedMarketData.default()
    rng = random.Random(seed)
    cases: list[HeldOutCase] = []
    for make in makers:
        cases.extend(make(rng, per_kind))
    cases.extend(trends(rng, per_kind, market))
    return cases


def _g(x: float) -> str:
    return f"{round(x, 6):g}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lower_first(text: str) -> str:
    """A sentence continued mid-sentence: its first letter lower-cased, unless it opens with an
    acronym ("IMA", "TE")."""
    first = text.split()[0]
    return text if len(first) > 1 and first[:2].isupper() else text[0].lower() + text[1:]


def _said_of(company: str, template: str, subject: str, first: bool, magnitude: str) -> str:
    """A trend claim's sentence from its template: the subject lower-cased mid-sentence unless
    it is the company or an acronym, capitalised when the claim opens the answer."""
    keep = subject.startswith(company) or subject.split()[0][:2].isupper()
    if not keep:
        subject = subject[0].lower() + subject[1:]
    text = template.format(s=subject, m=magnitude)
    return _cap(text) if first else text


def _fill(frame: str, **parts: str) -> str:
    capitalised = {_cap(k): _cap(v) for k, v in parts.items()}
    return frame.format(**parts, **capitalised)


class _Limit(Protocol):
    """What the shared request and constraint helpers read of a batch's own subject type."""

    @property
    def nouns(self) -> tuple[str, ...]: ...

    @property
    def unit(self) -> str | None: ...


def _request_from(
    tasks: tuple[str, ...],
    deferrals: tuple[str, ...],
    frames: tuple[str, ...],
    rng: random.Random,
    subject: _Limit,
) -> str:
    """A request deferring `subject`'s limit to someone, from a batch's own phrase tables."""
    deferral = rng.choice(deferrals).format(noun=rng.choice(subject.nouns))
    return _fill(rng.choice(frames), task=rng.choice(tasks), deferral=deferral)


def _solving_contract(
    interpretation: str,
    objective: str,
    purpose: str,
    description: str,
    *constraints: Constraint,
    **update: object,
) -> ResearchContractBody:
    """A plan's contract that solves for risk-adjusted weights under `constraints`, worded in a
    batch's own voice (`interpretation`, `objective`, the method's `purpose`, the weights'
    `description`); `update` replaces any other field."""
    body = ResearchContractBody(
        interpretation=interpretation,
        objective=objective,
        objective_kind="maximise_risk_adjusted_return",
        constraints=constraints,
        methods=(Method(function_id="portfolio.market_neutral", purpose=purpose),),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description=description,
                kind="computation",
                function_id="portfolio.market_neutral",
            ),
        ),
    )
    return body.model_copy(update=update) if update else body


def _objective_contract(
    kind: str,
    *,
    solvers: Mapping[str, str],
    interpretation: str,
    purpose: str,
    custom_reason: str,
    custom_purpose: str,
    section_title: str,
    description: str = "the weights",
    **update: object,
) -> ResearchContractBody:
    """An objective case's contract: `kind` solved by its platform solver (`solvers`) or by
    custom code (`custom_reason`), worded in a batch's own voice; `update` replaces any other
    field."""
    solver = solvers.get(kind)
    method = (
        Method(function_id=solver, purpose=purpose)
        if solver
        else Method(custom_code_reason=custom_reason, purpose=custom_purpose)
    )
    body = ResearchContractBody(
        interpretation=interpretation,
        objective=kind.replace("_", " "),
        objective_kind=kind,  # type: ignore[arg-type]
        methods=(method,),
        evidence=(
            EvidencePromise(
                evidence_id="weights",
                description=description,
                kind="table",
                section_title=section_title,
            ),
        ),
    )
    return body.model_copy(update=update) if update else body


def _plan_of(
    contract_id: str,
    contract: Callable[[Constraint], ResearchContractBody],
    policy: Mode,
    messages: tuple[UserMessage, ...],
    constraint: Constraint,
    mandate: dict[str, JsonValue] | None = None,
) -> ReviewBundle:
    """A plan bundle under a batch's contract id and contract, with one constraint."""
    return ReviewBundle(
        stage="plan",
        policy=policy,
        user_messages=messages,
        mandate=mandate,
        contract_id=contract_id,
        contract_version=1,
        contract=contract(constraint),
    )


def _span_of(text: str, written: str) -> TextSpan:
    start = text.lower().index(written.lower())  # a value may open the sentence, capitalised
    return TextSpan(start=start, end=start + len(written))


def _cite_as(
    rationale: str, name: str, subject: _Limit, value: float, ref: str, text: str, written: str
) -> Constraint:
    """A constraint citing `written` in the message `ref`, with a batch's own `rationale`."""
    return Constraint(
        name=name,
        value=value,
        unit=subject.unit,  # type: ignore[arg-type]
        provenance="user_message",
        provenance_ref=ref,
        span=_span_of(text, written),
        rationale=rationale,
    )


def _clause_cite_as(
    rationale: str, name: str, subject: _Limit, value: float, ref: str, text: str, written: str
) -> Constraint:
    """A constraint citing `written` in the mandate message `ref` as a mandate clause, with a
    batch's own `rationale`: `_cite_as` for an answer given as a mandate's text (the
    invented-limit twins' `answer_kind="mandate"`)."""
    return Constraint(
        name=name,
        value=value,
        unit=subject.unit,  # type: ignore[arg-type]
        provenance="mandate_clause",
        provenance_ref=ref,
        span=_span_of(text, written),
        rationale=rationale,
    )


def _assume(name: str, subject: _Limit, value: float, rationale: str) -> Constraint:
    return Constraint(
        name=name,
        value=value,
        unit=subject.unit,  # type: ignore[arg-type]
        provenance="assumption",
        rationale=rationale,
    )


def _clause_cited(name: str, subject: _Limit, value: float, ref: str, rationale: str) -> Constraint:
    """A constraint citing the mandate clause at `ref` (a mandate message's id or a key path
    into the mandate's fields), with a batch's own `rationale`."""
    return Constraint(
        name=name,
        value=value,
        unit=subject.unit,  # type: ignore[arg-type]
        provenance="mandate_clause",
        provenance_ref=ref,
        rationale=rationale,
    )


class _Bounded(_Limit, Protocol):
    """A batch's subject that may be a floor rather than a cap."""

    @property
    def floor(self) -> bool: ...


def _over_and_within_of(
    rng: random.Random,
    name: str,
    subject: _Bounded,
    value: float,
    ref: str,
    *,
    cited: bool,
    rationale: str,
    rationales: Sequence[str],
    cap_breach: float = 1.5,
    floor_breach: float = 0.5,
    cap_inside: float = 0.8,
    floor_inside: float = 1.5,
) -> tuple[Constraint, Constraint]:
    """A mandate breach's constraint past the limit `value` by half (above a cap, below a floor)
    and its twin's within it: both citing the clause at `ref` with a batch's own `rationale`, the
    twin at the limit itself, when `cited`; else both assumed with one of `rationales` drawn,
    the twin inside the limit (0.8 of a cap, 1.5 of a floor). Shared because batches J, K, R,
    W, X and Z-ZH wrote this block alike; each binds its rationales and says when a case cites its
    clause. Opt-in: the breach at `cap_breach` times a cap (above 1) or `floor_breach` times a
    floor (below 1), and the uncited twin at `cap_inside` times a cap (at most 1) or
    `floor_inside` times a floor (at least 1)."""
    assert floor_breach < 1 < cap_breach, (floor_breach, cap_breach)
    assert cap_inside <= 1 <= floor_inside, (cap_inside, floor_inside)
    if subject.floor:
        outside, middle = round(value * floor_breach, 6), round(value * floor_inside, 6)
    else:
        outside, middle = round(value * cap_breach, 6), round(value * cap_inside, 6)
    if cited:
        over = _clause_cited(name, subject, outside, ref, rationale)
        return over, over.model_copy(update={"value": value})
    over = _assume(name, subject, outside, rng.choice(rationales))
    return over, over.model_copy(update={"value": middle})


def _once(text: str, written: str) -> str:
    """`text`, checked to say `written` exactly once, so that its span is unambiguous. Shared
    because batches J-T each kept a copy."""
    assert text.lower().count(written.lower()) == 1, (text, written)
    return text


_S = TypeVar("_S", bound=_Limit)

#: the form an invented-limit twin's answer takes: a chat message, a document the client filled
#: in, or a mandate's text
AnswerKind = Literal["clarification_answer", "template_inputs", "mandate"]


def _invented_twins_of(
    seed: int,
    tag: str,
    answer_id: str,
    rationales: Sequence[str],
    plan: Callable[
        [Mode, tuple[UserMessage, ...], Constraint, dict[str, JsonValue] | None], ReviewBundle
    ],
    stating: Callable[[random.Random, _S, float], tuple[str, str]],
    cite: Callable[..., Constraint],
    *,
    answer_kind: AnswerKind = "clarification_answer",
    answer_first: bool = False,
) -> Callable[
    [random.Random, int, _S, str, float, Mode, UserMessage, dict[str, JsonValue] | None],
    Iterator[HeldOutCase],
]:
    """A batch's maker of one invented-limit case and its twin: the plan assuming the limit
    (flawed, a question expected in chat) and the plan citing the client's answer stating it.
    Shared because batches J, K, L, Q and R wrote this block alike; each binds its seed, tag,
    answer id, rationales and its own plan, stating and citing helpers. The rng draws are in
    the order those batches made them: a rationale, then the answer.

    Opt-in: `answer_kind`, the form the twin's answer takes — a chat message
    (`"clarification_answer"`, the default), a document the client filled in
    (`"template_inputs"`), or a mandate's text (`"mandate"`, which a batch cites as a clause:
    `cite=_clause_cite_as` bound to its rationale); `answer_first`, the answer placed before the
    request (a mandate or document given ahead of it) rather than after."""

    def twins(
        rng: random.Random,
        i: int,
        s: _S,
        name: str,
        value: float,
        policy: Mode,
        ask: UserMessage,
        mandate: dict[str, JsonValue] | None,
    ) -> Iterator[HeldOutCase]:
        assumed = _assume(name, s, value, rng.choice(rationales))
        yield HeldOutCase(
            f"heldout{seed}/invented_limit/{i}{tag}",
            "invented_limit",
            True,
            plan(policy, (ask,), assumed, mandate),
            policy == "chat",
        )
        said, written = stating(rng, s, value)
        reply = UserMessage(message_id=answer_id, text=said, kind=answer_kind)
        thread = (reply, ask) if answer_first else (ask, reply)
        yield HeldOutCase(
            f"heldout{seed}/invented_limit/{i}{tag}/twin",
            "invented_limit",
            False,
            plan(policy, thread, cite(name, s, value, answer_id, said, written), mandate),
        )

    return twins


def _provenance_twins_of(
    seed: int,
    tag: str,
    plan: Callable[[Mode, tuple[UserMessage, ...], Constraint], ReviewBundle],
) -> Callable[
    [int, Mode, tuple[UserMessage, ...], Constraint, Constraint, bool], Iterator[HeldOutCase]
]:
    """A batch's maker of one false-provenance case and its twin on the same thread: the plan
    citing `wrong` (flawed; `asked`: whether a question is expected of it, as of a flawed chat
    plan) and the plan citing `right`. Shared because batches J-ZH wrote this block alike;
    each binds its seed, case-id tag and its own plan."""

    def twins(
        i: int,
        policy: Mode,
        messages: tuple[UserMessage, ...],
        wrong: Constraint,
        right: Constraint,
        asked: bool,
    ) -> Iterator[HeldOutCase]:
        case_id = f"heldout{seed}/false_provenance/{i}{tag}"
        yield HeldOutCase(case_id, "false_provenance", True, plan(policy, messages, wrong), asked)
        yield HeldOutCase(
            f"{case_id}/twin", "false_provenance", False, plan(policy, messages, right)
        )

    return twins


def _with_mandate_of(
    ids: tuple[str, str],
    plan: Callable[
        [Mode, tuple[UserMessage, ...], Constraint, dict[str, JsonValue] | None], ReviewBundle
    ],
    policy: Mode,
    request: str,
    constraint: Constraint,
    mandate: dict[str, JsonValue] | None,
    message: str | None,
) -> ReviewBundle:
    """A plan bundle under a mandate given as fields or as a mandate message (`message`);
    `ids`: the batch's request's and mandate message's."""
    request_id, mandate_id = ids
    messages = [UserMessage(message_id=request_id, text=request)]
    if message is not None:
        messages.append(UserMessage(message_id=mandate_id, text=message, kind="mandate"))
    return plan(policy, tuple(messages), constraint, mandate)


#: a batch's plan under a mandate: (policy, request, constraint, mandate fields, mandate message)
_UnderMandate = Callable[
    [Mode, str, Constraint, dict[str, JsonValue] | None, str | None], ReviewBundle
]


def _mandate_twins_of(
    seed: int, kind: str, tag: str, with_mandate: _UnderMandate
) -> Callable[
    [int, Mode, str, Constraint, Constraint, dict[str, JsonValue] | None, str | None],
    Iterator[HeldOutCase],
]:
    """A batch's maker of one case of `kind` and its twin under the same mandate: the plan
    with the constraint `wrong` (flawed: over the mandate's limit, or outside the latitude it
    grants) and with the one `right`. Shared because batches J-ZH wrote this block alike
    for their mandate breaches and granted ranges; each binds its seed, case-id tag and its own
    plan under a mandate."""

    def twins(
        i: int,
        policy: Mode,
        request: str,
        wrong: Constraint,
        right: Constraint,
        fields: dict[str, JsonValue] | None,
        message: str | None,
    ) -> Iterator[HeldOutCase]:
        for flawed, constraint in ((True, wrong), (False, right)):
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{seed}/{kind}/{i}{tag}{suffix}",
                kind,
                flawed,
                with_mandate(policy, request, constraint, fields, message),
            )

    return twins


#: where a batch places a mandate's text: (mandate fields, mandate message)
_Placement = tuple[dict[str, JsonValue] | None, str | None]


def _refused_twins_of(
    seed: int, tag: str, with_mandate: _UnderMandate
) -> Callable[[int, str, Constraint, _Placement, _Placement], Iterator[HeldOutCase]]:
    """A batch's maker of one refused-latitude case and its twin, both strategy plans assuming
    the same value inside a band: under a mandate that refuses the band (`refused`, flawed) and
    under the same mandate text granting it (`granted`). Shared because batches J-ZH
    wrote this block alike; each binds its seed, case-id tag and its own plan under a mandate,
    and places each text itself."""

    def twins(
        i: int, request: str, assumed: Constraint, refused: _Placement, granted: _Placement
    ) -> Iterator[HeldOutCase]:
        for flawed, (fields, message) in ((True, refused), (False, granted)):
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{seed}/range_assumption/{i}{tag}{suffix}",
                "range_assumption",
                flawed,
                with_mandate("strategy", request, assumed, fields, message),
            )

    return twins


class _Drawn(_Limit, Protocol):
    """What the shared case loops draw of a batch's subject: a field name and a value."""

    @property
    def fields(self) -> tuple[str, ...]: ...

    @property
    def values(self) -> tuple[float, ...]: ...


class _DrawnBounded(_Drawn, _Bounded, Protocol):
    """A subject the shared case loops draw that may be a floor rather than a cap."""


_D = TypeVar("_D", bound=_Drawn)
_DB = TypeVar("_DB", bound=_DrawnBounded)


def _invented_cases(
    rng: random.Random,
    count: int,
    *,
    subjects: Sequence[_D],
    turn: Callable[[int], int],
    request: Callable[[random.Random, _D], str],
    request_id: str,
    other_terms: dict[str, JsonValue],
    twins: Callable[[int], Callable[..., Iterator[HeldOutCase]]],
    other_at: int = 0,
) -> Iterator[HeldOutCase]:
    """Invented-limit twins as batches J, K, Q, R and V-ZJ make them, which copied the
    same loop: case `i` on the subject `turn(i)` (modulo the subjects), a field and a value
    drawn, chat and strategy by turns, the request worded by `request`; every other strategy
    case (those with `(i // 2) % 2 == other_at`) under a mandate bounding other things only
    (`other_terms`). `twins(i)`: the batch's maker of case `i` and its twin
    (`_invented_twins_of`). The rng draws are in the order those batches made them."""
    for i in range(count):
        s = subjects[turn(i) % len(subjects)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        ask = UserMessage(message_id=request_id, text=request(rng, s))
        bounded = policy == "strategy" and (i // 2) % 2 == other_at
        mandate = other_terms if bounded else None
        yield from twins(i)(rng, i, s, name, value, policy, ask, mandate)


def _shifted_by_fives(i: int) -> int:
    """The misquote loop's subject for case `i` as batches ZH-ZJ pair them: `i + i // 5`."""
    return i + i // 5


def _each_structure_each_subject(i: int) -> int:
    """A misquote pairing in which each of the five structures (`i % 5`) meets every subject:
    `i % 5 + i // 5`, the subject moving on by one each round of five cases, so that in
    `5 * n` cases every (structure, subject) pair of `n` subjects comes exactly once, whatever
    `n` is (`i + i // 5` = `i % 5 + 6 * (i // 5)` covers them only when `n` shares no factor
    with 6, as five does)."""
    return i % 5 + i // 5


def _misquote_cases(
    rng: random.Random,
    count: int,
    *,
    subjects: Sequence[_D],
    request: Callable[[random.Random, _D], str],
    misquoted: Callable[[random.Random, int, int, _D, float], tuple[str, str, str, float]],
    cite: Callable[[str, _D, float, str, str, str], Constraint],
    ids: tuple[str, str],
    twins: Callable[
        [int, Mode, tuple[UserMessage, ...], Constraint, Constraint, bool], Iterator[HeldOutCase]
    ],
    pair: Callable[[int], int] = _shifted_by_fives,
) -> Iterator[HeldOutCase]:
    """False-provenance twins as batches ZH, ZI and ZJ make them, which copied the same loop:
    case `i` in the structure `i % 5`, chat for five cases then strategy for five, on the subject
    `pair(i)` (modulo the subjects; by default `i + i // 5`, each structure with each of five
    subjects); the request worded by `request`, the answer by `misquoted`, which says both the
    limit and a wrong value once each. The flawed plan cites the wrong value, its twin the right
    one (`cite`, `twins`: the batch's own). `ids`: the batch's request and answer ids. The rng
    draws are in the order those batches made them. `pair` (opt-in) pairs subjects with
    structures otherwise: `_each_structure_each_subject` puts each structure with every subject
    however many there are."""
    request_id, answer_id = ids
    for i in range(count):
        structure = i % 5
        policy: Mode = "chat" if (i // 5) % 2 == 0 else "strategy"
        s = subjects[pair(i) % len(subjects)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        ask = UserMessage(message_id=request_id, text=request(rng, s))
        said, right, wrong, wrong_value = misquoted(rng, i, structure, s, value)
        true = cite(name, s, value, answer_id, _once(said, right), right)
        false = cite(name, s, wrong_value, answer_id, _once(said, wrong), wrong)
        reply = UserMessage(message_id=answer_id, text=said, kind="clarification_answer")
        yield from twins(i, policy, (ask, reply), false, true, policy == "chat")


def _by_fives(i: int) -> int:
    return i % 5


#: where a batch places a mandate clause: (mandate fields, mandate message, its reference)
_Placed = tuple[dict[str, JsonValue] | None, str | None, str]


def _breach_cases(
    rng: random.Random,
    count: int,
    *,
    subjects: Sequence[_DB],
    turn: Callable[[int], int],
    placed: Callable[[random.Random, _DB, float, int], _Placed],
    asks: Sequence[str],
    cited: Callable[[int], bool],
    rationale: str,
    rationales: Sequence[str],
    twins: Callable[
        [int, Mode, str, Constraint, Constraint, dict[str, JsonValue] | None, str | None],
        Iterator[HeldOutCase],
    ],
    shape: Callable[[int], int] = _by_fives,
    cap_breach: float = 1.5,
    floor_breach: float = 0.5,
    cap_inside: float = 0.8,
    floor_inside: float = 1.5,
) -> Iterator[HeldOutCase]:
    """Mandate-breach twins as batches J, K, R, W, X and Z-ZJ make them, which copied the same
    loop: case `i` on the subject `turn(i)` (modulo the subjects), a field and a value drawn, the
    limit placed by `placed` in the shape `shape(i)` (by default each of five in turn), chat for
    two cases then strategy for two, a request drawn from `asks`; the constraints past and within
    the limit as `_over_and_within_of` makes them with the batch's `rationale` and
    `rationales` (and, opt-in, its ratios `cap_breach`, `floor_breach`, `cap_inside` and
    `floor_inside`), citing the clause when `cited(i)`; `twins`: the batch's own
    (`_mandate_twins_of`). The rng draws are in the order those batches made them."""
    for i in range(count):
        s = subjects[turn(i) % len(subjects)]
        name = rng.choice(s.fields)
        value = rng.choice(s.values)
        fields, message, ref = placed(rng, s, value, shape(i))
        policy: Mode = "chat" if (i // 2) % 2 == 0 else "strategy"
        request = rng.choice(asks)
        over, inside = _over_and_within_of(
            rng,
            name,
            s,
            value,
            ref,
            cited=cited(i),
            rationale=rationale,
            rationales=rationales,
            cap_breach=cap_breach,
            floor_breach=floor_breach,
            cap_inside=cap_inside,
            floor_inside=floor_inside,
        )
        yield from twins(i, policy, request, over, inside, fields, message)


def _a_noun(rng: random.Random, subject: _Limit) -> dict[str, str]:
    return {"noun": rng.choice(subject.nouns)}


#: a range's bounds: (low, high, middle)
_Bounds = tuple[float, float, float]


def _written_alike(rng: random.Random, subject: WrittenForms, bounds: _Bounds) -> dict[str, str]:
    """A range's bounds as parts {lo, hi, mid}, all in one of `subject`'s forms, drawn."""
    lo, hi, mid = subject.alike(bounds, rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid}


def _written_with_spread(
    rng: random.Random, subject: WrittenForms, bounds: _Bounds
) -> dict[str, str]:
    """A range's bounds and its half-width as parts {lo, hi, mid, d}, all in one of
    `subject`'s forms, drawn."""
    low, high, middle = bounds
    lo, hi, mid, d = subject.alike((low, high, middle, round(high - middle, 6)), rng.randrange(12))
    return {"lo": lo, "hi": hi, "mid": mid, "d": d}


def _range_cases(
    rng: random.Random,
    count: int,
    *,
    subjects: Sequence[_D],
    turn: Callable[[int], int],
    written: Callable[[random.Random, _D, _Bounds], dict[str, str]],
    rationales: Sequence[str],
    asks: Sequence[str],
    shape: Callable[[int], int],
    refused: Sequence[tuple[str, str]],
    granted: Sequence[str],
    placed: Callable[[str, int], _Placement],
    refused_twins: Callable[[int, str, Constraint, _Placement, _Placement], Iterator[HeldOutCase]],
    range_twins: Callable[
        [int, Mode, str, Constraint, Constraint, dict[str, JsonValue] | None, str | None],
        Iterator[HeldOutCase],
    ],
    refused_at: tuple[int, ...] = (3, 5),
    named: Callable[[random.Random, _D], dict[str, str]] = _a_noun,
    point: str = "hi",
    refused_value: Callable[[_Bounds], float] | None = None,
    granting: Callable[[str, dict[str, str], _Bounds], dict[str, str]] | None = None,
    refusing: Callable[[str, dict[str, str]], dict[str, str]] | None = None,
    low_ratio: float = 0.5,
    floors: bool = False,
    assumed_value: Callable[[_Bounds], float] | None = None,
    cap_breach: float = 1.5,
    floor_breach: float = 0.5,
) -> Iterator[HeldOutCase]:
    """Range-assumption twins as batches J, K and Z-ZJ make them, which copied the same loop:
    case `i` on the cap `turn(i)` (modulo `subjects`, caps only unless `floors`: discretion over
    a floor is another question), a field drawn, its nouns (`named`, a noun by default), a high
    value and the band from half of it, written by `written` as parts {lo, hi, mid, …} for the
    texts; a rationale and a request drawn, the text placed by `placed` in the shape `shape(i)`. The
    cases with `i % 6` in `refused_at` are strategy plans assuming the middle of the band (or
    `refused_value` of the bounds) under a text refusing it, whose fixed point is the part
    `point` (the parts adjusted for the texts by `refusing`), twinned with the same text
    granting it (`refused`, in turn); the others draw a
    text from `granted` (its parts adjusted for it by `granting`) and assume the middle, or,
    flawed, half as much again as the top. `refused_twins` and `range_twins`: the batch's own.
    The rng draws are in the order those batches made them.

    Opt-in, none of which draws from the rng: the band's low end at `low_ratio` of its top (a
    half by default); with `floors`, a subject whose `floor` is true is drawn as the band's low
    end, its top at the low end over `low_ratio`, its flawed value below the floor
    (`floor_breach` times it) rather than above a cap (`cap_breach` times the top); and
    `assumed_value` of the bounds, the point the granted cases assume (the middle by
    default)."""
    assert 0 < low_ratio < 1, low_ratio
    assert floor_breach < 1 < cap_breach, (floor_breach, cap_breach)
    for i in range(count):
        s = subjects[turn(i) % len(subjects)]
        name = rng.choice(s.fields)
        parts = named(rng, s)
        drawn = rng.choice(s.values)
        floor = floors and bool(getattr(s, "floor", False))
        if floor:
            low, high = drawn, round(drawn / low_ratio, 6)
        else:
            high, low = drawn, round(drawn * low_ratio, 6)
        middle = round((low + high) / 2, 6)
        bounds = (low, high, middle)
        parts.update(written(rng, s, bounds))
        rationale = rng.choice(rationales)
        request = rng.choice(asks)
        at = shape(i)
        if i % 6 in refused_at:  # strategy: a point fixed by someone else, against latitude
            refused_t, granted_t = refused[(i // 6) % len(refused)]
            said = parts if refusing is None else refusing(refused_t, parts)
            said = {**said, "point": said[point]}
            value = middle if refused_value is None else refused_value(bounds)
            assumed = _assume(name, s, value, rationale)
            yield from refused_twins(
                i,
                request,
                assumed,
                placed(_fill(refused_t, **said), at),
                placed(_fill(granted_t, **said), at),
            )
            continue
        template = rng.choice(granted)
        text = _fill(template, **(parts if granting is None else granting(template, parts, bounds)))
        fields, message = placed(text, at)
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        chosen = middle if assumed_value is None else assumed_value(bounds)
        inside = _assume(name, s, chosen, rationale)
        beyond = round(low * floor_breach, 6) if floor else round(high * cap_breach, 6)
        outside = inside.model_copy(update={"value": beyond})
        yield from range_twins(i, policy, request, outside, inside, fields, message)


def _with_sentence(body: ResearchContractBody, where: str, sentence: str) -> ResearchContractBody:
    """`body` with `sentence` written `where`: as the interpretation, the method's purpose or
    the evidence's description (any other place, such as the reasoning, leaves it as it is).
    Shared because every batch placed its stated-leakage sentence this way."""
    if where == "interpretation":
        return body.model_copy(update={"interpretation": sentence})
    if where == "purpose":
        method = body.methods[0].model_copy(update={"purpose": sentence})
        return body.model_copy(update={"methods": (method,)})
    if where == "evidence":
        promise = body.evidence[0].model_copy(update={"description": sentence})
        return body.model_copy(update={"evidence": (promise,)})
    return body


def _leak_contract_of(
    contract: Callable[..., ResearchContractBody],
    windows: tuple[WalkForwardWindow, ...],
    where: str,
    sentence: str,
) -> ResearchContractBody:
    """A batch's walk-forward contract (its `contract` over its `windows`) with a stated-leakage
    sentence placed `where` (`_with_sentence`); each batch binds its own contract and windows."""
    return _with_sentence(
        contract(historical_test=HistoricalTest(windows=windows)), where, sentence
    )


def _leak_twins_of(
    seed: int,
    tag: str,
    request_id: str,
    contract_id: str,
    contract: Callable[[str, str], ResearchContractBody],
) -> Callable[[int, str, Mode, str, str, str], Iterator[HeldOutCase]]:
    """A batch's maker of one stated-leakage case and its twin: the plan for the request `ask`
    with the leaky sentence (flawed) or the clean one (twin) placed `where` — in the reasoning
    or, by `contract`, in the contract. Shared because batches J and O-U wrote this block alike;
    each binds its seed, case-id tag, message and contract ids."""

    def twins(
        i: int, where: str, policy: Mode, ask: str, leaky: str, clean: str
    ) -> Iterator[HeldOutCase]:
        for flawed, sentence in ((True, leaky), (False, clean)):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=(UserMessage(message_id=request_id, text=ask),),
                reasoning=(sentence,) if where == "reasoning" else (),
                contract_id=contract_id,
                contract_version=1,
                contract=contract(where, sentence),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{seed}/stated_leakage/{i}{tag}{suffix}", "stated_leakage", flawed, bundle
            )

    return twins


#: the objective kind each batch's wanted objective names ("sharpe" → the Sharpe ratio's kind)
_OBJECTIVE_KINDS: dict[str, str] = {
    "sharpe": "maximise_risk_adjusted_return",
    "variance": "minimise_variance",
    "tracking": "minimise_tracking_error",
    "return": "maximise_expected_return",
}

#: a batch's wording of a request that replaces an earlier objective inside the same message:
#: (rng, case, the earlier objective's key, its statement, the wanted statement) → the request
_Withdrawn = Callable[[random.Random, int, str, str, str], str]


def _in_turn(i: int) -> int:
    return i


def _by_fours(i: int) -> int:
    return i % 4


def _objective_cases(
    rng: random.Random,
    count: int,
    *,
    asks: Mapping[str, Sequence[str]],
    withdrawn: Mapping[int, _Withdrawn],
    later: Callable[[random.Random, int, str], str],
    framed: Callable[[random.Random, int, str, str], str],
    solving: Callable[[str], ResearchContractBody],
    seed: int,
    tag: str,
    ids: tuple[str, str, str],
    turn: Callable[[int], int] = _in_turn,
    structure: Callable[[int], int] = _by_fours,
) -> Iterator[HeldOutCase]:
    """Objective twins as batches J and V-ZH make them, which copied the same loop: case `i`
    wants the objective `asks` keys in order (`turn(i)`), each statement taken in turn, and
    draws an earlier objective; by `structure(i)`, the earlier one is withdrawn in the same
    message (a structure in `withdrawn`, worded by it), replaced by a later message (3, worded
    by `later`), or absent, the request worded by `framed` (any other). The flawed plan solves
    the earlier objective (or, absent one, another kind drawn after the wording); its twin the
    wanted one. `ids`: the batch's request, follow-up and contract ids. The rng draws are in the
    order those batches made them."""
    request_id, follow_up_id, contract_id = ids
    wanted_kinds = list(asks)
    seen = dict.fromkeys(wanted_kinds, 0)
    for i in range(count):
        wanted = wanted_kinds[turn(i) % len(wanted_kinds)]
        ask = asks[wanted][seen[wanted] % len(asks[wanted])]  # each at least once
        seen[wanted] += 1
        old_kind = rng.choice([k for k in asks if k != wanted])
        old = rng.choice(asks[old_kind])
        policy: Mode = "chat" if i % 2 == 0 else "strategy"
        shape = structure(i)
        wrong = _OBJECTIVE_KINDS[old_kind]
        messages: tuple[UserMessage, ...]
        if shape in withdrawn:
            request = withdrawn[shape](rng, i, old_kind, old, ask)
            messages = (UserMessage(message_id=request_id, text=request),)
        elif shape == 3:
            messages = (
                UserMessage(message_id=request_id, text=old),
                UserMessage(message_id=follow_up_id, text=later(rng, i, ask)),
            )
        else:
            request = framed(rng, i, wanted, ask)
            messages = (UserMessage(message_id=request_id, text=request),)
            right = _OBJECTIVE_KINDS[wanted]
            wrong = rng.choice([k for k in _OBJECTIVE_KINDS.values() if k != right])
        for flawed, kind in ((True, wrong), (False, _OBJECTIVE_KINDS[wanted])):
            bundle = ReviewBundle(
                stage="plan",
                policy=policy,
                user_messages=messages,
                contract_id=contract_id,
                contract_version=1,
                contract=solving(kind),
            )
            suffix = "" if flawed else "/twin"
            yield HeldOutCase(
                f"heldout{seed}/objective/{i}{tag}{suffix}", "objective", flawed, bundle
            )


def _calendar_quarters(years: Sequence[int]) -> tuple[tuple[str, str], ...]:
    """Calendar-year quarters of `years`, oldest first: (quarter end, fiscal period label such as
    "FY2020 Q1"). Shared because batches J-U each built their quarters this way."""
    return tuple(
        (f"{year}-{end}", f"FY{year} Q{q}")
        for year in years
        for q, end in enumerate(("03-31", "06-30", "09-30", "12-31"), start=1)
    )


def _newest_first(
    quarters: Sequence[tuple[str, str]], field: str, values: Sequence[float]
) -> list[JsonValue]:
    """A fundamentals result's rows as the platform returns them: newest first, each quarter's
    end and fiscal period label with `field`. Shared because batches I-U each copied it; each
    passes its own quarters (oldest first), field and values."""
    return [
        {"period": period, "quarter_end": day, field: value}
        for (day, period), value in reversed(list(zip(quarters, values, strict=True)))
    ]


def _period_leakage(
    rng: random.Random,
    count: int,
    *,
    wheres: Sequence[str],
    asks: Sequence[str],
    sentences: Sequence[tuple[str, str]],
    periods: Sequence[tuple[str, str]],
    actions: Sequence[str],
    frames: Sequence[str] | Callable[[str], Sequence[str]],
    twins: Callable[[int, str, Mode, str, str, str], Iterator[HeldOutCase]],
    sentence_at: int = 2,
) -> Iterator[HeldOutCase]:
    """Stated-leakage twins as batches J and S-ZE make them, which copied the same loop: each
    case's sentence placed in turn in each of `wheres`, chat then strategy every four; every
    third (from `sentence_at`) a fixed pair of `sentences`, else an action and frame drawn and
    filled with the next leaky and clean pair of `periods`. `frames` may depend on the leaky
    period (J and Z write a query or configuration in frames of its own); ZB and ZC indexed the
    periods by the count of cases that take one, which is the same turn. The rng draws are in
    the order those batches made them."""
    cycle = itertools.cycle(periods)
    for i in range(count):
        where = wheres[i % 4]
        policy: Mode = "chat" if (i // 4) % 2 == 0 else "strategy"
        ask = asks[i % len(asks)]
        if i % 3 == sentence_at:
            leaky, clean = sentences[(i // 3) % len(sentences)]
        else:
            leaky_period, clean_period = next(cycle)
            choices = frames(leaky_period) if callable(frames) else frames
            action, frame = rng.choice(actions), rng.choice(choices)
            leaky = _fill(frame, action=action, period=leaky_period)
            clean = _fill(frame, action=action, period=clean_period)
        yield from twins(i, where, policy, ask, leaky, clean)


@dataclass(frozen=True)
class _Bound:
    """What a clause means, kept by the generator: the text says it, this knows it."""

    text: str
    low: float | None
    high: float


#: claim templates and what they say: up or down in value, or better or worse
_Sense = str


@dataclass(frozen=True)
class _Figure:
    """A series and what can be said of it; whether a claim is true is computed."""

    function_id: str
    result: JsonValue
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, _Sense], ...]
    horizons: tuple[tuple[str, tuple[int, int] | None], ...]
    higher_is_better: bool = True


@dataclass(frozen=True)
class QuarterlyTrend:
    """A batch's series over its quarters (oldest first), how it is named, what may be claimed
    of it over a window and how its change is written; `result` is the fundamentals result the
    platform returns for it, newest first. A batch's trend type sets its `quarters`, `entity`
    and `currency` and may add fields of its own. Shared because batches I, J, O-S, U
    and W-ZH each wrote this type and its result alike."""

    function_id: str
    field: str
    values: tuple[float, ...]
    subjects: tuple[str, ...]
    claims: tuple[tuple[str, Truth], ...]
    magnitude: Callable[[float, float], str]
    #: the batch's quarters, oldest first: (quarter end, fiscal period label)
    quarters: ClassVar[Sequence[tuple[str, str]]]
    entity: ClassVar[str]
    currency: ClassVar[str]

    def result(self) -> JsonValue:
        rows = _newest_first(self.quarters, self.field, self.values)
        return {"entity_id": self.entity, "currency": self.currency, "quarters": rows}


def _quarterly_of(
    quarters: tuple[str, ...], entity: str, field: str, values: tuple[float, ...]
) -> JsonValue:
    """A fundamentals result: `field` of a batch's `entity` at each of its `quarters`."""
    rows: list[JsonValue] = [
        {"quarter_end": day, field: value} for day, value in zip(quarters, values, strict=True)
    ]
    return {"entity_id": entity, "quarters": rows}


def _holds(figure: _Figure, sense: _Sense, span: tuple[int, int] | None) -> bool:
    """Whether a claim of `sense` over the horizon `span` is true of the figure's values."""
    if span is None:
        return False
    start, end = span
    window = figure.values[start : end + 1]
    steps = [b - a for a, b in itertools.pairwise(window)]
    change = figure.values[end] - figure.values[start]
    better = change > 0 if figure.higher_is_better else change < 0
    return {
        "up": change > 0,
        "down": change < 0,
        "better": better,
        "worse": not better and change != 0,
        "never_down": all(s >= 0 for s in steps),
        "never_up": all(s <= 0 for s in steps),
    }[sense]


@dataclass(frozen=True)
class _Series:
    """A figure and how its change is written in a claim ("{m}"); F's claims write none
    (`_unsized`), G's write bps, turns or percent."""

    figure: _Figure
    magnitude: Callable[[float, float], str]


def _unsized(a: float, b: float) -> str:
    return ""


#: how a batch writes a claim: (claim template, subject, opens the sentence, magnitude) → text
_Saying = Callable[[str, str, bool, str], str]


def _series_trends(
    rng: random.Random,
    count: int,
    series: tuple[_Series, ...],
    *,
    frames: tuple[str, ...],
    said: _Saying,
    seed: int,
    company: str,
    entity: str,
    ids: tuple[str, str, str],
    trend_request: TrendRequest = DEFAULT_TREND_REQUEST,
) -> Iterator[HeldOutCase]:
    """Trend-claim twins over `series` in turn, written with a batch's `frames` and `said`:
    the twin states a true claim over a horizon the figures cover; the flawed bundle a false
    claim over it, or (one in three) the true claim over a horizon they do not cover. Batches
    F and G share it, so the rng draws are in the same order for both. `trend_request`: the
    question, heading and as-of date the claims answer (opt-in)."""
    for i in range(count):
        figure, magnitude = series[i % len(series)].figure, series[i % len(series)].magnitude
        subject = rng.choice(figure.subjects)
        frame = rng.choice(frames)
        first = frame.startswith("{Claim}")
        horizon, span = rng.choice([h for h in figure.horizons if h[1] is not None])
        assert span is not None
        m = magnitude(figure.values[span[0]], figure.values[span[1]])
        claims = [c for c in figure.claims if m or "{m}" not in c[0]]
        true_claims = [c for c, sense in claims if _holds(figure, sense, span)]
        false_claims = [c for c, sense in claims if not _holds(figure, sense, span)]
        true = rng.choice(true_claims)
        if rng.randrange(3) == 0:  # the true direction over a horizon the figures do not cover
            far = rng.choice([h for h, s in figure.horizons if s is None])
            false_sentence = _fill(frame, claim=said(true, subject, first, m), horizon=far)
        else:
            wrong = rng.choice(false_claims)
            false_sentence = _fill(frame, claim=said(wrong, subject, first, m), horizon=horizon)
        true_sentence = _fill(frame, claim=said(true, subject, first, m), horizon=horizon)
        yield from trend_claim_twins(
            f"heldout{seed}/trend_claim/{i}",
            function_id=figure.function_id,
            result=figure.result,
            company=company,
            entity_id=entity,
            false_sentence=false_sentence,
            true_sentence=true_sentence,
            policy="chat" if i % 2 == 0 else "strategy",
            ids=ids,
            request=trend_request,
        )


def _rounded_change(a: float, b: float, *, past: str, short: str, about: str) -> str:
    """The size of a move from `a` to `b` in percent, as a person rounds it: `past` a multiple
    of five it is clearly beyond (0.3 to 2 points), `short` of the next it nearly reaches
    (0.3 to 1 point), else `about` the whole percent; each a template taking the number ("more
    than {}%"). "" when it moved less than 2 %. Shared because batches J, Z and ZE-ZH rounded
    their changes alike, each in its own words."""
    change = abs(b - a) / abs(a) * 100
    if change < 2:
        return ""
    below = int(change // 5) * 5
    if below >= 5 and 0.3 <= change - below <= 2:  # clearly past it, not on it
        return past.format(below)
    if 0.3 <= below + 5 - change <= 1:
        return short.format(below + 5)
    return about.format(round(change))


def _clear_pair(
    a: float, b: float, above: str, below: str, *, over: float = 1.02, under: float = 0.98
) -> list[tuple[str, str]]:
    """The (true claim, false claim) pair of `a` against `b`: (`above`, `below`) when `a` is
    clearly above (more than `b` times `over`), (`below`, `above`) when clearly below (less
    than `b` times `under`), and none when too close to call. Shared because batches X, Z and
    ZC compared sums and levels this way."""
    if a > b * over:
        return [(above, below)]
    if a < b * under:
        return [(below, above)]
    return []


def _half_percent_above(base: float) -> float:
    """0.5 % of its size above `base` (`base * 1.005` when positive, as the batches read it)."""
    return base * 1.005 if base >= 0 else base * 0.995


def _half_percent_below(base: float) -> float:
    """0.5 % of its size below `base` (`base * 0.995` when positive, as the batches read it)."""
    return base * 0.995 if base >= 0 else base * 1.005


def _yoy_pairs(
    values: Sequence[float], up: str, down: str, *, end: int = 11
) -> list[tuple[str, str]]:
    """(`up`, `down`) when each of the four quarters to `end` (by default the last of twelve) is
    above its year-ago quarter by more than 0.5 % of that quarter's size, (`down`, `up`) when
    each is below by as much, else none; read the same way for a signed series whose year-ago
    quarter is below zero. Shared because batches J, M-S, U-Z, ZB, ZC and ZE-ZH made this
    special claim alike, each in its own words. `end` (opt-in): the index of the latest quarter
    compared, so a longer series may compare another year with the one before it."""
    v = values
    quarters = range(end - 3, end + 1)
    if all(v[k] > _half_percent_above(v[k - 4]) for k in quarters):
        return [(up, down)]
    if all(v[k] < _half_percent_below(v[k - 4]) for k in quarters):
        return [(down, up)]
    return []


def _compound_pairs(
    values: Sequence[float], grew: str, shrank: str, *, end: int = 11, shrinking: bool = False
) -> list[tuple[str, str]]:
    """(`grew`, `shrank`) when an item grew at a double-digit compound rate over the two years
    to `end` (by default the last of twelve quarters), read two ways (the quarter `end` on the
    one two years before it, and the four quarters' sum to `end` on the four two years before)
    and both past 11 %; else none. Shared because batches Q, S, U and V made this claim alike,
    and J, ZB and ZE-ZH through `_growth_pairs`, each in its own words. A shrinking item is
    never claimed unless `shrinking` (opt-in): then (`shrank`, `grew`) when both readings fall
    past -11 %. No rate is read of a series that changes sign over the two years."""
    v = values
    ratios = (v[end] / v[end - 8], sum(v[end - 3 : end + 1]) / sum(v[end - 11 : end - 7]))
    if min(ratios) <= 0:
        return []
    rates = tuple(r**0.5 - 1 for r in ratios)
    if min(rates) > 0.11:
        return [(grew, shrank)]
    if shrinking and max(rates) < -0.11:
        return [(shrank, grew)]
    return []


def _growth_pairs(
    values: Sequence[float],
    faster: str,
    slower: str,
    grew: str,
    shrank: str,
    *,
    end: int = 11,
    shrinking: bool = False,
) -> list[tuple[str, str]]:
    """A growing item's special claims over the three calendar years to the quarter `end` (by
    default twelve quarters, 2020-2022): whether it grew `faster` or `slower` in the last of
    them than in the one before, read two ways (Q4 on Q4, and the year's sum on the last
    year's) and claimed only when both agree clearly; and that it `grew` at a double-digit
    compound rate over the two years (`shrank` only when `shrinking`), when both readings of
    the rate pass 11 % (`_compound_pairs`). Shared because batches J, ZB and ZE-ZH made these
    alike, each in its own words. `end` and `shrinking` are opt-in."""
    v = values
    pairs: list[tuple[str, str]] = []
    years = [sum(v[k : k + 4]) for k in (end - 11, end - 7, end - 3)]
    q21, q22 = v[end - 4] / v[end - 8] - 1, v[end] / v[end - 4] - 1
    s21, s22 = years[1] / years[0] - 1, years[2] / years[1] - 1
    if min(q21, q22, s21, s22) > 0.02:
        if q22 > q21 + 0.02 and s22 > s21 + 0.02:
            pairs.append((faster, slower))
        elif q22 < q21 - 0.02 and s22 < s21 - 0.02:
            pairs.append((slower, faster))
    return pairs + _compound_pairs(v, grew, shrank, end=end, shrinking=shrinking)


def _change_by(form: str, least: float, a: float, b: float) -> str:
    """How much a series moved from `a` to `b`, in a batch's `form` ("by {:.1f} turns"), or ""
    when it moved less than `least`. Shared because batches J, X, ZB and ZD-ZJ each wrote it."""
    change = abs(b - a)
    return form.format(change) if change >= least else ""


class _Growing(Protocol):
    """A batch's trend that says whether its line item is a growing one."""

    @property
    def values(self) -> tuple[float, ...]: ...

    @property
    def growth(self) -> bool: ...


def _growth_specials(
    trend: _Growing,
    *,
    up_all: str,
    down_all: str,
    faster: str,
    slower: str,
    grew: str,
    shrank: str,
    end: int = 11,
    shrinking: bool = False,
) -> list[tuple[str, str]]:
    """(true claim, false claim) pairs over the whole series, each computed from it, as batches
    J, ZB and ZE-ZJ made them, each in its own words: for a growing item the two years' pace
    (`faster`, `slower`) and the double-digit compound rate (`grew`, `shrank`) of
    `_growth_pairs`, then year on year in each quarter of the last year (`up_all`, `down_all`)
    of `_yoy_pairs`. Pairs too close to call are left out. Opt-in: `end`, the index of the
    latest quarter compared (by default the twelfth, Q4 2022 in a 2020-2022 series), so a
    series of other years or more quarters compares its own years; `shrinking`, whether a
    double-digit compound fall is claimed (`shrank`) as well as a rise."""
    pairs: list[tuple[str, str]] = []
    if trend.growth:
        pairs += _growth_pairs(
            trend.values, faster, slower, grew, shrank, end=end, shrinking=shrinking
        )
    pairs += _yoy_pairs(trend.values, up_all, down_all, end=end)
    return pairs


def _said_named(company: str, template: str, subject: str, first: bool, m: str) -> str:
    """A trend claim's sentence as batches J and M-U write it: like `_said_of`, and with the
    double space an empty magnitude leaves folded. Shared because those batches copied it
    letter for letter; each passes its own company."""
    keep = subject.startswith(company) or subject.split()[0][:2].isupper()
    named = subject if keep else subject[0].lower() + subject[1:]
    text = template.format(s=named, m=m).replace("  ", " ").strip()
    return _cap(text) if first else text


class _Resulting(Protocol):
    """What `_framed_twins` reads of a batch's own trend type: the function and its result."""

    @property
    def function_id(self) -> str: ...

    def result(self) -> JsonValue: ...


class _Trending(_Resulting, Protocol):
    """What the shared horizon-claim loop reads of a batch's own trend type."""

    @property
    def values(self) -> tuple[float, ...]: ...

    @property
    def subjects(self) -> tuple[str, ...]: ...

    @property
    def claims(self) -> tuple[tuple[str, Callable[[Sequence[float]], bool | None]], ...]: ...

    @property
    def magnitude(self) -> Callable[[float, float], str]: ...


def _framed_twins(
    i: int,
    trend: _Resulting,
    frame: str,
    false: str,
    true: str,
    *,
    seed: int,
    tag: str,
    company: str,
    entity: str,
    ids: tuple[str, str, str],
    trend_request: TrendRequest = DEFAULT_TREND_REQUEST,
    **parts: str,
) -> Iterator[HeldOutCase]:
    """The twins of trend claim `i` (case id `heldout{seed}/trend_claim/{i}{tag}`), the claims
    set in `frame` with a batch's extra `parts`: chat for even cases, strategy for odd. Shared
    because batches J and M-U wrote this call alike; each binds its own seed, tag, company,
    entity and message ids, and may bind the question, heading and as-of date the claims
    answer (`trend_request`, opt-in)."""
    yield from trend_claim_twins(
        f"heldout{seed}/trend_claim/{i}{tag}",
        function_id=trend.function_id,
        result=trend.result(),
        company=company,
        entity_id=entity,
        false_sentence=_fill(frame, claim=false, **parts),
        true_sentence=_fill(frame, claim=true, **parts),
        policy="chat" if i % 2 == 0 else "strategy",
        ids=ids,
        request=trend_request,
    )


def _twins_of(
    seed: int,
    tag: str,
    company: str,
    entity: str,
    ids: tuple[str, str, str],
    *,
    trend_request: TrendRequest = DEFAULT_TREND_REQUEST,
) -> Callable[[int, _Resulting, str, str, str], Iterator[HeldOutCase]]:
    """`_framed_twins` bound to a batch's seed, tag, company, entity and message ids (and, opt-in,
    the request its claims answer), so that a batch names them once."""
    return partial(
        _framed_twins,
        seed=seed,
        tag=tag,
        company=company,
        entity=entity,
        ids=ids,
        trend_request=trend_request,
    )


def _true_or_far(
    rng: random.Random,
    said: Callable[[str, str, bool, str], str],
    subject: str,
    first: bool,
    m: str,
    horizon: str,
    true_t: str,
    failing: Sequence[str],
    far_horizons: Sequence[str],
) -> tuple[str, str]:
    """The true claim over `horizon`, and its flawed twin: one draw in three the true claim over
    one of `far_horizons` the series does not cover, else a `failing` claim over `horizon`.
    Shared because batches J, M, O and Q-U drew these the same way, in the same order."""
    true = f"{said(true_t, subject, first, m)} {horizon}"
    if rng.randrange(3) == 0:
        far = rng.choice(far_horizons)
        return true, f"{said(true_t, subject, first, m)} {far}"
    return true, f"{said(rng.choice(failing), subject, first, m)} {horizon}"


_T = TypeVar("_T", bound=_Trending)


def _horizon_trends(
    rng: random.Random,
    count: int,
    trends: Sequence[_T],
    *,
    horizons: Sequence[tuple[str, tuple[int, int] | None]],
    frames: tuple[str, ...],
    said: Callable[[str, str, bool, str], str],
    specials: Callable[[_T], list[tuple[str, str]]],
    special_step: int,
    left_out: Callable[[str, Sequence[float], str], bool],
    seed: int,
    tag: str,
    company: str,
    entity: str,
    ids: tuple[str, str, str],
    frame_parts: Callable[[random.Random], dict[str, str]] | None = None,
    trend_request: TrendRequest = DEFAULT_TREND_REQUEST,
) -> Iterator[HeldOutCase]:
    """Trend-claim twins as batches J, Q, S and U make them, which copied the same loop: every
    third case (where the trend has any) a special pair from `specials`, taken in turn every
    `special_step` cases; else a horizon of `horizons` over which some claim holds and some
    fails (`left_out(horizon, window, claim)` drops a claim that cannot be said there), the
    flawed bundle a failing claim or (one in three) the true claim over a horizon the series
    does not cover. `frame_parts` draws a batch's own extra frame fields just after the frame;
    `trend_request` sets the question, heading and as-of date the claims answer (opt-in). The
    rng draws are in the order each batch made them."""
    for i in range(count):
        trend = trends[i % len(trends)]
        subject = rng.choice(trend.subjects)
        frame = rng.choice(frames)
        parts = frame_parts(rng) if frame_parts is not None else {}
        first = "{Claim}" in frame
        pairs = specials(trend)
        if i % 3 == 2 and pairs:
            true_t, false_t = pairs[(i // special_step) % len(pairs)]
            true = said(true_t, subject, first, "")
            false = said(false_t, subject, first, "")
        else:
            usable: list[tuple[str, str, list[str], list[str]]] = []
            for horizon, span in horizons:
                if span is None:
                    continue
                window = trend.values[span[0] : span[1] + 1]
                m = trend.magnitude(window[0], window[-1])
                claims = [
                    (c, t(window))
                    for c, t in trend.claims
                    if (m or "{m}" not in c) and not left_out(horizon, window, c)
                ]
                holding = [c for c, held in claims if held is True]
                failing = [c for c, held in claims if held is False]
                if holding and failing:
                    usable.append((horizon, m, holding, failing))
            horizon, m, holding, failing = rng.choice(usable)
            true_t = rng.choice(holding)
            far = [h for h, s in horizons if s is None]
            true, false = _true_or_far(rng, said, subject, first, m, horizon, true_t, failing, far)
        yield from _framed_twins(
            i,
            trend,
            frame,
            false,
            true,
            seed=seed,
            tag=tag,
            company=company,
            entity=entity,
            ids=ids,
            trend_request=trend_request,
            **parts,
        )


__all__ = [
    "ALL_KINDS",
    "FOLDS_TESTED_FROM_2015",
    "FOLDS_TESTED_FROM_2016",
    "Maker",
    "QuarterlyTrend",
    "TrendMaker",
    "generate_batch",
]
