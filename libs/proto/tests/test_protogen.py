"""The committed generated code is what `proto/` generates, and the checker notices when not.

`make proto-check` runs in `make check`; this test puts the same check into `make test`, so a
proto edited without `make proto` fails wherever tests run.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]


def _load_protogen() -> ModuleType:
    """tools/protogen.py is a script, not a package: load it by path."""
    name = "quantward_protogen"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "tools" / "protogen.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


protogen = _load_protogen()


@pytest.fixture(scope="module")
def generated() -> dict[str, bytes]:
    tree: dict[str, bytes] = protogen.generate(protogen.PROTO_ROOT)
    return tree


def test_committed_generated_code_is_current(generated: dict[str, bytes]) -> None:
    drift = protogen.drift(generated, protogen.OUT_ROOT)
    assert not drift, drift.report(protogen.OUT_ROOT)


def test_generation_is_byte_stable(generated: dict[str, bytes]) -> None:
    assert protogen.generate(protogen.PROTO_ROOT) == generated


def test_every_proto_yields_messages_stubs_and_typed_packages(generated: dict[str, bytes]) -> None:
    for proto in protogen.proto_files(protogen.PROTO_ROOT):
        stem = proto.removesuffix(".proto")
        for suffix in ("_pb2.py", "_pb2.pyi", "_pb2_grpc.py", "_pb2_grpc.pyi"):
            assert f"{stem}{suffix}" in generated
        area = proto.split("/")[1]
        assert f"quantward/{area}/py.typed" in generated
        assert f"quantward/{area}/__init__.py" in generated
    assert "quantward/__init__.py" not in generated  # the namespace stays shared


def test_check_lists_every_stale_missing_and_extra_file(
    generated: dict[str, bytes], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "src"
    shutil.copytree(protogen.OUT_ROOT / "quantward", out / "quantward")
    health = out / "quantward/health/v1/health_pb2.py"
    health.write_text(health.read_text() + "# hand edit\n")
    (out / "quantward/resolver/v1/resolver_pb2.pyi").unlink()
    (out / "quantward/resolver/v1/old_pb2.py").write_text("")

    code = protogen.main(["--check", "--out-root", str(out)])

    report = capsys.readouterr().err
    assert code == 1
    assert "stale (differs from what proto/ generates): quantward/health/v1/health_pb2.py" in report
    assert "missing (a proto generates it, it is not committed): " in report
    assert "quantward/resolver/v1/resolver_pb2.pyi" in report
    assert "extra (no proto generates it): quantward/resolver/v1/old_pb2.py" in report
    assert "run `make proto`" in report


def test_write_repairs_the_tree_and_prunes_deleted_areas(tmp_path: Path) -> None:
    out = tmp_path / "src"
    shutil.copytree(protogen.OUT_ROOT / "quantward", out / "quantward")
    gone = out / "quantward/retired/v1"
    gone.mkdir(parents=True)
    (gone / "retired_pb2.py").write_text("")
    (gone / "__pycache__").mkdir()
    (gone / "__pycache__" / "retired_pb2.cpython-311.pyc").write_bytes(b"")

    assert protogen.main(["--out-root", str(out)]) == 0

    assert not (out / "quantward/retired").exists()
    assert protogen.main(["--check", "--out-root", str(out)]) == 0


def test_a_broken_proto_is_reported_with_protocs_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "proto/quantward/broken/v1"
    broken.mkdir(parents=True)
    (broken / "broken.proto").write_text('syntax = "proto3";\nmessage X { strin name = 1; }\n')

    code = protogen.main(["--proto-root", str(tmp_path / "proto"), "--out-root", str(tmp_path)])

    assert code == 2
    assert "broken.proto" in capsys.readouterr().err


def test_generated_modules_import_and_carry_the_wire_names() -> None:
    from quantward.health.v1 import health_pb2, health_pb2_grpc
    from quantward.resolver.v1 import resolver_pb2, resolver_pb2_grpc

    assert health_pb2.DESCRIPTOR.package == "quantward.health.v1"
    service = resolver_pb2.DESCRIPTOR.services_by_name["ResolverService"]
    assert [m.name for m in service.methods] == [
        "Resolve",
        "ResolveBatch",
        "GetEntity",
        "Neighbors",
    ]
    assert hasattr(health_pb2_grpc, "add_HealthServiceServicer_to_server")
    assert hasattr(resolver_pb2_grpc, "ResolverServiceStub")
    response = resolver_pb2.ResolveResponse(
        status=resolver_pb2.ResolveResponse.RESOLVED,
        entity=resolver_pb2.Entity(entity_id="ent_01jfx0volkswagen0000000000"),
        as_of=resolver_pb2.Date(year=2024, month=3, day=1),
    )
    assert resolver_pb2.ResolveResponse.FromString(response.SerializeToString()) == response
