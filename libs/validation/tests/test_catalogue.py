"""Every check id is published: described in `CHECK_IDS` and documented in docs/validation.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from quantward_validation import CHECK_IDS
from quantward_validation.checks import check

DOCS = Path(__file__).resolve().parents[3] / "docs" / "validation.md"


def test_every_check_id_is_documented() -> None:
    text = DOCS.read_text(encoding="utf-8")
    missing = [check_id for check_id in CHECK_IDS if f"| `{check_id}` |" not in text]
    assert missing == []


def test_ids_are_namespaced_and_described() -> None:
    for check_id, description in CHECK_IDS.items():
        assert check_id.split(".")[0] in {"contract", "answer", "portfolio"}
        assert description.endswith(".")


def test_an_unknown_id_is_refused() -> None:
    with pytest.raises(ValueError, match=r"unknown check id 'contract\.nice'"):
        check("contract.nice", True, "looks fine")
