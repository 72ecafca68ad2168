"""Validator settings (environment `QW_…`)."""

from __future__ import annotations

from pydantic import Field

from quantward_kit.settings import Settings


class ValidatorSettings(Settings):
    service_name: str = "validator"
    validator_group: str = Field(
        default="validator", description="Consumer group; instances of it share the work."
    )
