"""A user's template travels as text with its hash; a hash that does not match is refused."""

from __future__ import annotations

import hashlib

import pytest
from pydantic import ValidationError

from quantward_contracts.events import RunRequestedData
from quantward_contracts.values import TEMPLATE_MAX_CHARS, TemplateDocument

TEXT = "id: mine\ntitle: Mine\n"


def test_of_hashes_the_utf8_text() -> None:
    document = TemplateDocument.of("id: café\n", name="cafe.yaml")
    assert document.sha256 == hashlib.sha256("id: café\n".encode()).hexdigest()
    assert TemplateDocument.model_validate_json(document.model_dump_json()) == document


def test_a_hash_of_other_text_is_refused_naming_the_fix() -> None:
    with pytest.raises(ValidationError, match="sha256 does not match content"):
        TemplateDocument(content=TEXT, sha256=hashlib.sha256(b"other").hexdigest())


def test_a_template_longer_than_the_limit_is_refused() -> None:
    with pytest.raises(ValidationError, match="content"):
        TemplateDocument.of("#" * (TEMPLATE_MAX_CHARS + 1))


def test_a_request_with_a_template_names_its_id() -> None:
    with pytest.raises(ValidationError, match="template_id is required with template"):
        RunRequestedData(mode="chat", template=TemplateDocument.of(TEXT), requested_by="u")
    named = RunRequestedData(
        mode="chat", template_id="mine", template=TemplateDocument.of(TEXT), requested_by="u"
    )
    assert named.template is not None
