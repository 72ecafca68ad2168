"""`answer.custom_code`: a cited custom-code result records its code and reason, and the
contract declares custom code; nothing is checked when no custom code is cited."""

from __future__ import annotations

from datetime import date
from typing import Any

from quantward_contracts.values import Computation, Method, ResearchContractBody
from quantward_validation import CHECK_IDS
from quantward_validation.answer import custom_code


def contract(*methods: Method) -> ResearchContractBody:
    return ResearchContractBody(
        interpretation="Apple's downside over 2022",
        objective="Report Apple's Sortino ratio",
        objective_kind="research_answer",
        decision_date=date(2022, 12, 28),
        methods=methods,
    )


def computed(**result: Any) -> Computation:
    return Computation(source_id="src_custom0001", function_id="python", result=result)


CUSTOM = Method(custom_code_reason="the library has no Sortino ratio", purpose="downside")
LIBRARY = Method(function_id="prices.window_stats")


def test_no_custom_code_cited_means_no_check() -> None:
    plain = Computation(
        source_id="src_plainresult01", function_id="prices.window_stats", result={"a": 1}
    )
    assert custom_code(contract(LIBRARY), [plain]) == []


def test_declared_code_with_its_reason_passes() -> None:
    [result] = custom_code(contract(LIBRARY, CUSTOM), [computed(code="print(1)", reason="why")])
    assert result.passed
    assert result.check_id in CHECK_IDS


def test_undeclared_code_fails_naming_the_contract_methods() -> None:
    [result] = custom_code(contract(LIBRARY), [computed(code="print(1)", reason="why")])
    assert not result.passed
    assert result.field == "contract.methods"
    assert "custom_code_reason" in result.message


def test_code_without_a_reason_fails() -> None:
    results = custom_code(contract(CUSTOM), [computed(code="print(1)", reason="")])
    assert [(r.passed, r.field) for r in results] == [(False, "computations[0].result.reason")]
