"""The validator's decisions as pure functions: an event in, the verdict's data out.

No bus, no clock: the app wraps these in events. A proposal is checked at its own decision date;
a draft against the contract it carries (a draft without one gets the checks that need none and
a failing `answer.contract_known`). Texts are read as of the day of the event that carries them,
so a replay of the record reads them as they were read then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from quantward_contracts.events import (
    AnswerDrafted,
    AnswerValidatedData,
    ContractProposed,
    ContractValidatedData,
)
from quantward_validation import (
    all_passed,
    validate_answer,
    validate_contract,
    validate_provenance,
)
from quantward_validation.reading_day import read_as_of

if TYPE_CHECKING:
    from quantward_platform.market_data import MarketData


def contract_verdict(event: ContractProposed) -> ContractValidatedData:
    """Every exact check of the proposed contract version; its provenance proved against the
    messages and mandate the proposal carries (a proposal without messages comes from an older
    producer and cannot be proved here, so that check is not run)."""
    data = event.data
    with read_as_of(event.time.date()):
        checks = validate_contract(data.contract)
        if data.user_messages:
            checks += validate_provenance(data.contract, data.user_messages, data.mandate)
    return ContractValidatedData(
        contract_id=data.contract_id,
        version=data.version,
        passed=all_passed(checks),
        checks=tuple(checks),
    )


def answer_verdict(event: AnswerDrafted, *, market_data: MarketData) -> AnswerValidatedData:
    """Every exact check of the drafted answer version against its contract, recomputing its
    portfolios on `market_data` (the data the research read)."""
    data = event.data
    with read_as_of(event.time.date()):
        checks = validate_answer(
            data.text,
            data.citations,
            data.contract,
            data.computations,
            prices=market_data.price_history(),
        )
    return AnswerValidatedData(
        answer_id=data.answer_id,
        version=data.version,
        passed=all_passed(checks),
        checks=tuple(checks),
    )
