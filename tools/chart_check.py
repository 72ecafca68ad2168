"""Lint the Helm chart, render it with every value set in `charts/quantward/ci/`, and validate
every rendered object offline (`make chart-check`, part of CI).

Core kinds are checked by `kubernetes-validate --strict` against the schemas it bundles for the
Kubernetes version the chart targets; the KEDA objects (ScaledObject, TriggerAuthentication) are
checked against KEDA's models from `cloudcoil-models-keda`, strictly: a field the models do not
know fails, as `--strict` does for the core kinds. Nothing here needs a cluster or a network.

A value set may name the API versions the render pretends the cluster serves on a first line
`# api-versions: keda.sh/v1alpha1/ScaledObject` (for the chart's Capabilities check).

`tests/chart/` imports this module (by path: `tools/` is scripts, not a package) and asserts what
the rendered objects say about the values.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
CHART = ROOT / "charts" / "quantward"
VALUE_SETS = CHART / "ci"
HELM_VERSION = "v3.22.0"
#: the Kubernetes version the chart is rendered and validated for
KUBE_VERSION = "1.31.0"
RELEASE = "qw"
NAMESPACE = "quantward"
_API_VERSIONS_PREFIX = "# api-versions:"


def helm_binary() -> Path:
    """Helm built from the Go module proxy by `make helm`, cached once per machine."""
    if explicit := os.environ.get("QW_HELM"):
        return Path(explicit)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return cache / "quantward" / "tools" / f"helm-{HELM_VERSION}" / "helm"


def _helm(*args: str) -> str:
    helm = helm_binary()
    if not helm.is_file():
        raise SystemExit(f"helm not found at {helm}: run `make helm` (builds it once per machine)")
    done = subprocess.run([str(helm), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"helm {' '.join(args)} failed:\n{done.stderr or done.stdout}")
    return done.stdout


def api_versions(values_file: Path) -> list[str]:
    """The API versions a value set's first line says the cluster serves."""
    first = values_file.read_text().splitlines()[:1]
    if first and first[0].startswith(_API_VERSIONS_PREFIX):
        return first[0].removeprefix(_API_VERSIONS_PREFIX).split()
    return []


def helm_flags(values_file: Path) -> list[str]:
    return ["--kube-version", KUBE_VERSION, "--namespace", NAMESPACE, "-f", str(values_file)]


def template_flags(values_file: Path) -> list[str]:
    flags = helm_flags(values_file)
    for version in api_versions(values_file):
        flags += ["--api-versions", version]
    return flags


def lint(values_file: Path) -> None:
    """`helm lint --strict` (lint has no --api-versions: it sees a cluster without KEDA)."""
    _helm("lint", "--strict", str(CHART), *helm_flags(values_file))


def render(values_file: Path, *extra: str) -> list[dict[str, Any]]:
    """Every object the chart renders with these values (and extra `helm template` flags)."""
    out = _helm("template", RELEASE, str(CHART), *template_flags(values_file), *extra)
    return [doc for doc in yaml.safe_load_all(out) if doc]


def notes(values_file: Path) -> str:
    """NOTES.txt as rendered for these values.

    `helm template` leaves NOTES.txt out and `helm install --dry-run` wants a cluster, so a copy
    of the chart renders it through `tpl` inside an ordinary template."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / CHART.name
        shutil.copytree(CHART, copy)
        (copy / "templates" / "NOTES.txt").rename(copy / "notes.txt")
        (copy / "templates" / "notes.yaml").write_text(
            '{{ printf "notes: %s" (tpl (.Files.Get "notes.txt") . | toJson) }}\n'
        )
        flags = [*template_flags(values_file), "--show-only", "templates/notes.yaml"]
        out = _helm("template", RELEASE, str(copy), *flags)
    return str(yaml.safe_load(out)["notes"]).strip()


# --- validation -----------------------------------------------------------------------------------


def _unknown_fields(given: Any, kept: Any, path: str) -> Iterable[str]:
    """Paths in `given` that the model dropped (it ignores fields it does not know)."""
    if isinstance(given, Mapping):
        kept_map = kept if isinstance(kept, Mapping) else {}
        for key, value in given.items():
            if key not in kept_map:
                yield f"{path}.{key}"
            else:
                yield from _unknown_fields(value, kept_map[key], f"{path}.{key}")
    elif isinstance(given, list):
        kept_list = kept if isinstance(kept, list) else []
        for i, value in enumerate(given):
            yield from _unknown_fields(
                value, kept_list[i] if i < len(kept_list) else None, f"{path}[{i}]"
            )


def validate_keda(obj: Mapping[str, Any]) -> list[str]:
    from cloudcoil.models.keda import v1alpha1
    from pydantic import ValidationError

    model = getattr(v1alpha1, obj["kind"], None)
    if model is None:
        return [f"{obj['kind']} is not a KEDA keda.sh/v1alpha1 kind"]
    try:
        parsed = model.model_validate(obj)
    except ValidationError as exc:
        return [str(exc)]
    kept = parsed.model_dump(mode="json", by_alias=True, exclude_unset=True)
    return [f"unknown field {p}" for p in _unknown_fields(obj, kept, obj["kind"])]


def validate_core(obj: Mapping[str, Any]) -> list[str]:
    import kubernetes_validate

    try:
        kubernetes_validate.validate(dict(obj), KUBE_VERSION, strict=True)
    except kubernetes_validate.ValidationError as exc:
        where = ".".join(str(p) for p in exc.path)
        return [f"{where}: {exc.message}"]
    except kubernetes_validate.SchemaNotFoundError:
        return [f"no Kubernetes {KUBE_VERSION} schema for {obj.get('apiVersion')}/{obj['kind']}"]
    return []


def validate(obj: Mapping[str, Any]) -> list[str]:
    """What is wrong with one rendered object (empty: valid)."""
    if str(obj.get("apiVersion", "")).startswith("keda.sh/"):
        return validate_keda(obj)
    return validate_core(obj)


# --- the command ----------------------------------------------------------------------------------


@dataclass
class Checked:
    value_set: str
    kinds: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0


def check(values_file: Path) -> Checked:
    started = time.perf_counter()
    result = Checked(values_file.stem)
    try:
        lint(values_file)
        objects = render(values_file)
    except RuntimeError as exc:
        result.errors.append(str(exc))
        return result
    for obj in objects:
        kind = obj.get("kind", "?")
        result.kinds[kind] = result.kinds.get(kind, 0) + 1
        name = f"{kind}/{obj.get('metadata', {}).get('name', '?')}"
        result.errors += [f"{name}: {e}" for e in validate(obj)]
    result.seconds = time.perf_counter() - started
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("value_sets", nargs="*", type=Path, help="default: charts/quantward/ci/*")
    args = parser.parse_args(argv)
    files = args.value_sets or sorted(VALUE_SETS.glob("*.yaml"))
    failed = 0
    for values_file in files:
        result = check(values_file)
        kinds = ", ".join(f"{n} {k}" for k, n in sorted(result.kinds.items()))
        status = "ok" if not result.errors else f"{len(result.errors)} error(s)"
        print(f"{result.value_set:<22} {status:<12} {result.seconds:5.1f} s  {kinds}")
        for error in result.errors:
            print(f"    {error}")
        failed += bool(result.errors)
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
