"""Checks of a research contract before research starts: what can be decided exactly.

Complete (every commitment stated, every constraint with provenance), the data and methods it
names exist in the platform registry, it uses no data after its decision date (walk-forward
tests included), and its optimiser solves its objective. Each problem is its own `CheckResult`
naming the contract field (`constraints[2].provenance_ref`), so a repair can go straight to it.

What this never decides: whether a constraint's value is the one the user meant (an assumed
12.5 % cap passes every check here when its rationale is stated), whether the methods are good
enough, whether the evidence will convince. That is the Guardian's review.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from datetime import date

from quantward_contracts.values import CheckResult, ResearchContractBody
from quantward_platform import UnknownDatasetError, UnknownFunctionError, dataset, get_function
from quantward_validation.checks import check
from quantward_validation.leakage import leaks
from quantward_validation.objectives import OPTIMISER_TEXT, OPTIMISERS, SOLVERS
from quantward_validation.surface_bundle import cleaned_contract

Problem = tuple[str, str]  # (field, message)
#: the document index: research that only reads documents searches and cites, it computes
#: nothing, so it needs no library method
DOCUMENTS = "documents.chunks"


def validate_contract(
    contract: ResearchContractBody, *, decision_date: date | None = None
) -> list[CheckResult]:
    """Every exact check of a contract, in a stable order; `decision_date` is the run's, which
    wins over the contract's own (an agent cannot move its point in time by writing a later
    one). Its text is read with its surface cleaned (`surface_bundle`)."""
    contract = cleaned_contract(contract, (), None)
    return [
        *complete(contract, decision_date=decision_date),
        *datasets_exist(contract),
        *fields_exist(contract),
        *functions_exist(contract),
        *point_in_time(contract, decision_date=decision_date),
        *stated_leakage(contract),
        *objective_method(contract),
    ]


def _days(n: int) -> str:
    return f"{n} day{'s' if n != 1 else ''}"


def _results(check_id: str, problems: list[Problem], passed: str) -> list[CheckResult]:
    if not problems:
        return [check(check_id, True, passed)]
    return [check(check_id, False, message, field) for field, message in problems]


# --- contract.complete ------------------------------------------------------------------------


def complete(
    contract: ResearchContractBody, *, decision_date: date | None = None
) -> list[CheckResult]:
    """`contract.complete`: one failing result per missing piece, each naming its field."""
    problems: list[Problem] = []
    if not contract.interpretation.strip():
        problems.append(
            ("interpretation", "The interpretation is empty: say what you believe the user wants.")
        )
    if not contract.objective.strip():
        problems.append(
            ("objective", "The objective is empty: say what the research must achieve.")
        )
    problems.extend(_constraint_problems(contract))
    documents_only = bool(contract.data_bindings) and all(
        b.dataset == DOCUMENTS for b in contract.data_bindings
    )
    if not contract.methods and not documents_only:
        problems.append(
            (
                "methods",
                "No method: name a library function (or custom code with a reason) for the "
                "work the contract commits to (only research that reads documents alone needs "
                "none).",
            )
        )
    if not contract.evidence and not contract.promised_evidence:
        problems.append(
            (
                "evidence",
                "No evidence is promised: say what the answer will show "
                "(a section, a table, a computation, citations).",
            )
        )
    for i, promise in enumerate(contract.evidence):
        where = f"evidence[{i}]"
        if promise.kind in ("section", "table") and not (promise.section_title or "").strip():
            problems.append(
                (
                    f"{where}.section_title",
                    f"{where} ({promise.evidence_id!r}) "
                    f"promises a {promise.kind} but names no section title to find "
                    "it under.",
                )
            )
        if promise.kind == "computation" and not (promise.function_id or "").strip():
            problems.append(
                (
                    f"{where}.function_id",
                    f"{where} ({promise.evidence_id!r}) "
                    "promises a computation but names no function that produces it.",
                )
            )
    dated = decision_date or contract.decision_date
    if dated is None:
        for i, binding in enumerate(contract.data_bindings):
            if binding.as_of is None:
                problems.append(
                    (
                        f"data_bindings[{i}].as_of",
                        f"data_bindings[{i}] "
                        f"({binding.dataset}) has no as-of date and the contract no "
                        "decision date: nothing says which data may be used.",
                    )
                )
    by_kind = dict.fromkeys(("user_message", "mandate_clause", "assumption"), 0)
    for constraint in contract.constraints:
        by_kind[constraint.provenance] += 1
    assumed = (
        f"; {by_kind['assumption']} assumption(s) with a rationale (whether an assumed value is "
        "acceptable is for the Guardian to judge)"
        if by_kind["assumption"]
        else ""
    )
    return _results(
        "contract.complete",
        problems,
        f"The contract is complete: interpretation and objective stated, "
        f"{len(contract.constraints)} constraint(s) with provenance ({by_kind['user_message']} "
        f"from user messages, {by_kind['mandate_clause']} from mandate clauses{assumed}), "
        f"{len(contract.methods)} method(s), "
        f"{len(contract.evidence) + len(contract.promised_evidence)} evidence promise(s), every "
        "data binding dated.",
    )


def _constraint_problems(contract: ResearchContractBody) -> Iterator[Problem]:
    first: dict[str, int] = {}
    for i, c in enumerate(contract.constraints):
        where = f"constraints[{i}]"
        ref = (c.provenance_ref or "").strip()
        if c.value is None:
            yield f"{where}.value", f"{where} ({c.name}) has no value."
        if c.provenance == "user_message":
            if not ref:
                yield (
                    f"{where}.provenance_ref",
                    f"{where} ({c.name}) comes from a user message "
                    "but names none: give the message id (msg_…).",
                )
            elif not ref.startswith("msg_"):
                yield (
                    f"{where}.provenance_ref",
                    f"{where} ({c.name}) comes from a user message "
                    f"but names {ref!r}, which is not a message id (msg_…).",
                )
        elif c.provenance == "mandate_clause" and not ref:
            yield (
                f"{where}.provenance_ref",
                f"{where} ({c.name}) comes from the mandate but names no clause.",
            )
        elif c.provenance == "assumption" and not c.rationale.strip():
            yield (
                f"{where}.rationale",
                f"{where} ({c.name} = {c.value!r}) is an assumption "
                "without a rationale: say why this value, or ask for it.",
            )
        seen = first.get(c.name)
        if seen is None:
            first[c.name] = i
        elif contract.constraints[seen].value != c.value:
            yield (
                f"{where}.value",
                f"{where} states {c.name} = {c.value!r} but "
                f"constraints[{seen}] states {contract.constraints[seen].value!r}: one "
                "constraint, two values.",
            )


# --- contract.datasets_exist / contract.fields_exist ------------------------------------------


def datasets_exist(contract: ResearchContractBody) -> list[CheckResult]:
    """`contract.datasets_exist`: each binding's dataset is registered (closest ids if not)."""
    problems: list[Problem] = []
    for i, binding in enumerate(contract.data_bindings):
        try:
            dataset(binding.dataset)
        except UnknownDatasetError as exc:
            problems.append((f"data_bindings[{i}].dataset", f"data_bindings[{i}]: {exc}"))
    names = sorted({b.dataset for b in contract.data_bindings})
    return _results(
        "contract.datasets_exist",
        problems,
        f"Every bound dataset is registered: {', '.join(names)}."
        if names
        else "The contract binds no dataset.",
    )


def fields_exist(contract: ResearchContractBody) -> list[CheckResult]:
    """`contract.fields_exist`: each field of a binding exists in its (registered) dataset."""
    problems: list[Problem] = []
    checked = 0
    for i, binding in enumerate(contract.data_bindings):
        try:
            spec = dataset(binding.dataset)
        except UnknownDatasetError:
            continue  # reported by contract.datasets_exist
        for j, name in enumerate(binding.fields):
            checked += 1
            if name in spec.fields:
                continue
            close = difflib.get_close_matches(name, list(spec.fields), n=3, cutoff=0.5)
            hint = f" Did you mean {', '.join(repr(c) for c in close)}?" if close else ""
            problems.append(
                (
                    f"data_bindings[{i}].fields[{j}]",
                    f"data_bindings[{i}]: dataset {spec.id!r} has no field {name!r}.{hint} "
                    f"Its fields: {', '.join(spec.fields)}.",
                )
            )
    return _results(
        "contract.fields_exist", problems, f"All {checked} bound field(s) exist in their datasets."
    )


# --- contract.functions_exist -----------------------------------------------------------------


def functions_exist(contract: ResearchContractBody) -> list[CheckResult]:
    """`contract.functions_exist`: library functions are registered; custom code has a reason."""
    problems: list[Problem] = []
    library: list[str] = []
    custom = 0
    for i, method in enumerate(contract.methods):
        where = f"methods[{i}]"
        if method.function_id:
            try:
                get_function(method.function_id)
            except UnknownFunctionError as exc:
                problems.append((f"{where}.function_id", f"{where}: {exc}"))
            else:
                library.append(method.function_id)
        elif (method.custom_code_reason or "").strip():
            custom += 1
        else:
            problems.append(
                (
                    f"{where}.custom_code_reason",
                    f"{where} ({method.purpose or 'no purpose given'}) names no library function "
                    "and gives no reason for custom code: name a registered function, or say why "
                    "none fits.",
                )
            )
    for i, promise in enumerate(contract.evidence):
        if promise.function_id:
            try:
                get_function(promise.function_id)
            except UnknownFunctionError as exc:
                problems.append((f"evidence[{i}].function_id", f"evidence[{i}]: {exc}"))
    used = ", ".join(dict.fromkeys(library)) or "none"
    return _results(
        "contract.functions_exist",
        problems,
        f"Every method exists: library functions {used}; {custom} custom-code method(s), each "
        "with a reason.",
    )


# --- contract.point_in_time -------------------------------------------------------------------


def point_in_time(
    contract: ResearchContractBody, *, decision_date: date | None = None
) -> list[CheckResult]:
    """`contract.point_in_time`: no data after the decision date, no test data in training."""
    problems: list[Problem] = []
    decided = decision_date or contract.decision_date
    if (
        decision_date is not None
        and contract.decision_date is not None
        and contract.decision_date > decision_date
    ):
        late = (contract.decision_date - decision_date).days
        problems.append(
            (
                "decision_date",
                f"The contract's decision date {contract.decision_date} is {_days(late)} after "
                f"the run's ({decision_date}): the run's date is the point in time.",
            )
        )
    for i, binding in enumerate(contract.data_bindings):
        where = f"data_bindings[{i}]"
        if decided is not None and binding.as_of is not None and binding.as_of > decided:
            problems.append(
                (
                    f"{where}.as_of",
                    f"{where} ({binding.dataset}) reads data as of {binding.as_of}, "
                    f"{_days((binding.as_of - decided).days)} after the decision date {decided}.",
                )
            )
        if decided is not None and binding.window_end is not None and binding.window_end > decided:
            problems.append(
                (
                    f"{where}.window_end",
                    f"{where} ({binding.dataset}) uses data up to {binding.window_end}, "
                    f"{_days((binding.window_end - decided).days)} after the decision date "
                    f"{decided}.",
                )
            )
        if (
            binding.as_of is not None
            and binding.window_end is not None
            and binding.window_end > binding.as_of
        ):
            problems.append(
                (
                    f"{where}.window_end",
                    f"{where} ({binding.dataset}) uses data up to {binding.window_end}, "
                    f"{_days((binding.window_end - binding.as_of).days)} after its own as-of "
                    f"date {binding.as_of}.",
                )
            )
        if (
            binding.window_start is not None
            and binding.window_end is not None
            and binding.window_start > binding.window_end
        ):
            problems.append(
                (
                    f"{where}.window_start",
                    f"{where} ({binding.dataset}) starts on {binding.window_start}, after it "
                    f"ends ({binding.window_end}).",
                )
            )
    problems.extend(_walk_forward_problems(contract, decided))
    windows = len(contract.historical_test.windows) if contract.historical_test else 0
    when = f"decision date {decided}" if decided else "no decision date, so only the order"
    return _results(
        "contract.point_in_time",
        problems,
        f"Point in time ({when}): {len(contract.data_bindings)} binding(s) and {windows} "
        "walk-forward window(s) use no later data; selection and fitting stay inside each "
        "window's training period.",
    )


def _walk_forward_problems(contract: ResearchContractBody, decided: date | None) -> list[Problem]:
    test = contract.historical_test
    if test is None:
        return []
    problems: list[Problem] = []
    for step in ("selection", "fitting"):
        if getattr(test, step) == "full_sample":
            problems.append(
                (
                    f"historical_test.{step}",
                    f"The historical test does its {step} once on the full sample, which "
                    f"includes every test period: the test is not out of sample (look-ahead "
                    f"leakage). Repeat the {step} inside each window, on its training data only.",
                )
            )
    for k, w in enumerate(test.windows):
        where = f"historical_test.windows[{k}]"
        if w.train_start > w.train_end:
            problems.append(
                (
                    f"{where}.train_start",
                    f"Window {k} trains from {w.train_start}, after its "
                    f"training ends ({w.train_end}).",
                )
            )
        if w.test_start > w.test_end:
            problems.append(
                (
                    f"{where}.test_start",
                    f"Window {k} tests from {w.test_start}, after its test ends ({w.test_end}).",
                )
            )
        if w.train_end >= w.test_start:
            overlap = (w.train_end - w.test_start).days + 1
            problems.append(
                (
                    f"{where}.test_start",
                    f"Window {k} trains until {w.train_end} but tests from {w.test_start}: "
                    f"{_days(overlap)} of test data are in training. Training must end before "
                    "testing starts.",
                )
            )
        for step, end in (("selection", w.selection_end), ("fitting", w.fitting_end)):
            if end is None or end <= w.train_end:
                continue
            late = (end - w.train_end).days
            into = (
                f", {_days((end - w.test_start).days + 1)} into the test period that starts "
                f"{w.test_start}: the {step} saw test data (look-ahead leakage)"
                if end >= w.test_start
                else ""
            )
            problems.append(
                (
                    f"{where}.{step}_end",
                    f"Window {k} ends its {step} on {end}, {_days(late)} after its training "
                    f"period ends ({w.train_end}){into}. Do the {step} with data up to "
                    f"{w.train_end} only.",
                )
            )
        if decided is not None and w.test_end > decided:
            problems.append(
                (
                    f"{where}.test_end",
                    f"Window {k} tests until {w.test_end}, "
                    f"{_days((w.test_end - decided).days)} after the decision date {decided}.",
                )
            )
    return problems


# --- contract.stated_leakage ------------------------------------------------------------------


def contract_texts(contract: ResearchContractBody) -> list[tuple[str, str]]:
    """Every text the contract states, named by its field: where a look-ahead can hide."""
    texts = [("interpretation", contract.interpretation), ("objective", contract.objective)]
    texts += [(f"methods[{i}].purpose", m.purpose) for i, m in enumerate(contract.methods)]
    texts += [
        (f"methods[{i}].custom_code_reason", m.custom_code_reason or "")
        for i, m in enumerate(contract.methods)
    ]
    # what the answer promises to show says how it was made ("the factor, fitted on …")
    texts += [
        (f"evidence[{i}].description", e.description) for i, e in enumerate(contract.evidence)
    ]
    return [(where, text) for where, text in texts if text.strip()]


def stated_leakage(contract: ResearchContractBody) -> list[CheckResult]:
    """`contract.stated_leakage`: no selection or fitting the contract's text states reaches
    into a test period (a walk-forward window's, or one the text states), whatever its
    structured window fields say (`quantward_validation.leakage`)."""
    test = contract.historical_test
    windows = [(w.test_start, w.test_end) for w in (test.windows if test is not None else ())]
    problems: list[Problem] = [
        (
            leak.use.where,
            f"{leak.describe()} Repeat the {leak.use.activity} inside each window with data up "
            "to its training end only, and say so where the contract states it.",
        )
        for leak in leaks(contract_texts(contract), windows)
    ]
    return _results(
        "contract.stated_leakage",
        problems,
        "No selection or fitting the contract's text states (interpretation, objective, "
        "method purposes) reaches into a test period.",
    )


# --- contract.objective_method ----------------------------------------------------------------


def objective_method(contract: ResearchContractBody) -> list[CheckResult]:
    """`contract.objective_method`: the portfolio objective has a method that solves it, and no
    method's optimiser solves a different one."""
    kind = contract.objective_kind
    used = [m.function_id for m in contract.methods if m.function_id in OPTIMISERS]
    if kind is None or kind not in SOLVERS:
        note = (
            f"; the optimiser(s) {', '.join(dict.fromkeys(f for f in used if f))} it uses "
            "serve no stated portfolio objective"
            if used
            else ""
        )
        return [
            check(
                "contract.objective_method",
                True,
                f"The objective ({kind or 'not typed'}) is not a portfolio objective, so no "
                f"optimiser has to solve it{note}.",
            )
        ]
    solver = SOLVERS[kind]
    wanted = solver or "no library solver: custom code with a reason"
    problems: list[Problem] = []
    for i, method in enumerate(contract.methods):
        fid = method.function_id
        if fid is not None and fid in OPTIMISERS and OPTIMISERS[fid] != kind:
            problems.append(
                (
                    f"methods[{i}].function_id",
                    f"methods[{i}] uses {fid}, which {OPTIMISER_TEXT[fid]} (it solves "
                    f"{OPTIMISERS[fid]}); the contract's objective is {kind} ({wanted}).",
                )
            )
    if solver is not None:
        solved = any(m.function_id == solver for m in contract.methods)
        how = f"{solver}, which {OPTIMISER_TEXT[solver]}"
        missing = f"No method solves the objective {kind}: it is solved by {how}."
    else:
        solved = any(
            m.function_id is None and (m.custom_code_reason or "").strip() for m in contract.methods
        )
        how = "custom code with a reason (no library function solves it)"
        missing = (
            f"No method solves the objective {kind}: no library function solves it, so add a "
            "custom-code method that says why and how."
        )
    if not solved:
        problems.append(("methods", missing))
    return _results(
        "contract.objective_method", problems, f"The objective {kind} is solved by {how}."
    )
