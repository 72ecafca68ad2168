"""The validator's decisions as pure functions: an event in, the verdict's data out.

No bus, no clock: the app wraps these in events. A proposal is checked at its own decision date;
a draft against the contract it carries (a draft without one gets the checks that need none and
a failing `answer.contract_known`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quantward_contracts.events import (
    AnswerDrafted,
    AnswerValidatedData,
    ContractProposed,
    ContractValidatedData,
)
from quantward_validation import all_passed, validate_answer, validate_contract

if TYPE_CHECKING:
    from quantward_documents.prices import PriceHistory


def contract_verdict(event: ContractProposed) -> ContractValidatedData:
    """Every exact check of the proposed contract version."""
    checks = validate_contract(event.data.contract)
    return ContractValidatedData(
        contract_id=event.data.contract_id,
        version=event.data.version,
        passed=all_passed(checks),
        checks=tuple(checks),
    )


def answer_verdict(
    event: AnswerDrafted, *, prices: PriceHistory | None = None
) -> AnswerValidatedData:
    """Every exact check of the drafted answer version against its contract."""
    data = event.data
    checks = validate_answer(
        data.text, data.citations, data.contract, data.computations, prices=prices
    )
    return AnswerValidatedData(
        answer_id=data.answer_id,
        version=data.version,
        passed=all_passed(checks),
        checks=tuple(checks),
    )
