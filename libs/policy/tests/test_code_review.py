"""The Guardian's review of custom code: each rule flags its mistake, clean analysis code passes,
and in a final review every finding is a concern that does not block the answer."""

from __future__ import annotations

from datetime import date
from typing import Any

from quantward_policy.code_review import review
from quantward_policy.custom_code import DOWNSIDE_CODE

CLEAN = DOWNSIDE_CODE.format(entity_ids=["ent_apple_inc"], start="2021-01-01", end="2022-12-28")


def rules(code: str, as_of: date | None = date(2022, 12, 28)) -> list[str]:
    return [f.rule for f in review(code, as_of=as_of)]


def test_the_bundled_custom_code_is_clean() -> None:
    assert rules(CLEAN) == []


def test_figures_not_read_from_the_platform() -> None:
    assert rules("print('Sortino 1.8')") == ["no_platform_data"]


def test_data_typed_into_the_code() -> None:
    code = "from quantward_platform.sandbox import prices\nr = [0.01, -0.02, 0.03, 0.0, 0.01]\n"
    assert rules(code) == ["typed_in_data"]
    assert rules("from quantward_platform.sandbox import prices\nw = (0.5, 0.5)\n") == []


def test_unusual_imports_swallowed_errors_and_dates_after_as_of() -> None:
    code = """
import socket, subprocess
from quantward_platform.sandbox import prices
try:
    frame = prices("ent_apple_inc", "2022-01-01", "2023-06-30")
except Exception:
    pass
"""
    found = {f.rule: f for f in review(code, as_of=date(2022, 12, 28))}
    assert set(found) == {"unusual_imports", "swallowed_errors", "after_as_of"}
    assert "socket, subprocess" in found["unusual_imports"].summary
    assert "2023-06-30" in found["after_as_of"].summary
    assert rules(code, as_of=None) == ["unusual_imports", "swallowed_errors"]


def test_dynamic_imports_count_and_bad_syntax_is_named() -> None:
    code = "from quantward_platform.sandbox import prices\n__import__('ctypes')\n"
    assert rules(code) == ["unusual_imports"]
    assert rules("def (") == ["syntax"]


def _final_bundle(code: str) -> dict[str, Any]:
    from libs.policy.tests.test_offline_guardian import bundle

    computation = {
        "source_id": "src_custom0001",
        "function_id": "python",
        "arguments": {},
        "result": {"table": "downside.csv", "columns": [], "rows": [], "code": code, "reason": "r"},
    }
    checks = [{"check_id": "contract.complete", "passed": True, "message": "ok", "field": None}]
    return bundle("final", checks=checks, answer="ok", computations=[computation])


def test_the_guardian_raises_code_findings_as_concerns_not_blocks() -> None:
    from libs.policy.tests.test_offline_guardian import material
    from libs.policy.tests.test_offline_guardian import review as guardian_review

    decision, _ = guardian_review(_final_bundle("print('Sortino 1.8')\nimport requests\n"))
    assert decision["decision"] == "accept"
    assert material(decision) == []
    raised = {c["concern_id"].split(":")[1] for c in decision["concerns"]}
    assert raised == {"no_platform_data", "unusual_imports"}
    assert all(not c["material"] for c in decision["concerns"])


def test_the_guardian_verifies_clean_code_without_a_concern() -> None:
    from libs.policy.tests.test_offline_guardian import review as guardian_review

    # the test contract decides on 2021-12-31: the code's window ends on it
    code = DOWNSIDE_CODE.format(entity_ids=["ent_apple_inc"], start="2021-01-01", end="2021-12-31")
    decision, _ = guardian_review(_final_bundle(code))
    assert decision["decision"] == "accept"
    assert decision["concerns"] == []
    assert "1 custom code run(s) reviewed (1 without a concern)" in decision["summary"]
