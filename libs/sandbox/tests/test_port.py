"""The port's types refuse bad input with a line naming the field and the fix."""

from pathlib import Path

import pytest

from quantward_sandbox import ExecutionRequest, Limits, SandboxInputError


def test_limits_have_positive_defaults() -> None:
    limits = Limits()
    assert limits.cpu_seconds > 0
    assert limits.wall_seconds >= limits.cpu_seconds
    assert limits.output_bytes > 0


@pytest.mark.parametrize("field", ["cpu_seconds", "wall_seconds", "memory_bytes", "processes",
                                   "file_size_bytes", "output_bytes"])  # fmt: skip
def test_a_non_positive_limit_is_refused_naming_the_field(field: str) -> None:
    with pytest.raises(SandboxInputError, match=f"Limits.{field} must be a positive number"):
        Limits(**{field: 0})


@pytest.mark.parametrize("name", ["/etc/passwd", "../x", "a/../../x", "", "a//b", "./a"])
def test_input_files_outside_scratch_are_refused(name: str) -> None:
    with pytest.raises(SandboxInputError, match="relative path inside scratch"):
        ExecutionRequest(code="pass", files={name: b"x"})


def test_a_request_is_frozen_and_copies_its_files() -> None:
    files = {"data/a.csv": b"1"}
    req = ExecutionRequest(code="print(1)", gateway_socket=Path("/tmp/gw.sock"), files=files)
    files["data/b.csv"] = b"2"
    assert list(req.files) == ["data/a.csv"]
    with pytest.raises(TypeError):
        req.files["x"] = b"y"  # type: ignore[index]
