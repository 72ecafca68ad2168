"""The Guardian's review of custom code: what it flags is a concern, never a block.

Code an agent wrote for a computation the library has no function for runs in the sandbox
behind the gateway, so it cannot leak, cannot reach the network and reads only what the user
may read; what a reviewer still has to judge is whether its figures deserve trust. These rules
read the code (its syntax tree, never by running it) for the mistakes that make a computed
figure wrong or unsupported: figures not read from the platform, data typed into the code,
errors swallowed, dates beyond the run's as-of day, modules an analysis does not need. Each
finding is raised as a non-material concern: the answer is released with it on the record, as
the seed describes ("approval on every action gives you a product nobody uses").
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from datetime import date
from typing import Final

#: modules an analysis over platform data needs (anything else is flagged, not blocked)
ANALYSIS_MODULES: Final = frozenset(
    {
        "quantward_platform",
        "pandas",
        "numpy",
        "math",
        "statistics",
        "matplotlib",
        "datetime",
        "cvxpy",
        "scipy",
        "json",
        "csv",
        "itertools",
        "functools",
        "collections",
        "decimal",
        "fractions",
        "typing",
        "dataclasses",
        "operator",
        "re",
    }
)
#: a literal sequence of this many numbers is data typed in, not read
TYPED_SERIES: Final = 5
_DAY: Final = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")


@dataclass(frozen=True)
class CodeFinding:
    rule: str
    summary: str
    requested_change: str


def review(code: str, *, as_of: date | None = None) -> list[CodeFinding]:
    """What a reviewer should know about `code`; empty when nothing stands out."""
    try:
        tree = ast.parse(code)
    except SyntaxError as exc:
        return [CodeFinding("syntax", f"the code does not parse ({exc.msg})", "Fix the code.")]
    imported = _imports(tree)
    findings: list[CodeFinding] = []
    if not any(m.split(".")[0] == "quantward_platform" for m in imported):
        findings.append(
            CodeFinding(
                "no_platform_data",
                "its figures are not read from the platform: the code imports nothing from "
                "quantward_platform, so nothing it prints is backed by a registered source",
                "Read the data through quantward_platform.sandbox so the figures can be cited.",
            )
        )
    unusual = sorted({m for m in imported if m.split(".")[0] not in ANALYSIS_MODULES})
    if unusual:
        findings.append(
            CodeFinding(
                "unusual_imports",
                f"it imports {', '.join(unusual)}, which an analysis does not need (the "
                "sandbox cuts the network and the host off anyway)",
                "Remove the imports the computation does not use.",
            )
        )
    typed = max((_numbers(node) for node in ast.walk(tree)), default=0)
    if typed >= TYPED_SERIES:
        findings.append(
            CodeFinding(
                "typed_in_data",
                f"it types in a series of {typed} numbers instead of reading them from the "
                "platform",
                "Read the series through quantward_platform.sandbox.",
            )
        )
    if any(_swallows(node) for node in ast.walk(tree)):
        findings.append(
            CodeFinding(
                "swallowed_errors",
                "it catches errors and carries on silently, so a failed read can pass as a result",
                "Let errors surface (or print what failed) instead of `pass`.",
            )
        )
    if as_of is not None:
        later = sorted({d for d in _days(tree) if d > as_of})
        if later:
            findings.append(
                CodeFinding(
                    "after_as_of",
                    f"it asks for data up to {later[-1].isoformat()}, after the run's as-of day "
                    f"{as_of.isoformat()} (the gateway served nothing later)",
                    f"End every window on or before {as_of.isoformat()}.",
                )
            )
    return findings


def _imports(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            found.add(str(node.args[0].value))
    return found


def _numbers(node: ast.AST) -> int:
    if not isinstance(node, ast.List | ast.Tuple | ast.Set):
        return 0
    numeric = [e for e in node.elts if _number(e)]
    return len(numeric) if len(numeric) == len(node.elts) else 0


def _number(node: ast.expr) -> bool:
    """A number literal, signed or not (`-0.02` is a unary minus on a constant)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        node = node.operand
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and not isinstance(node.value, bool)
    )


def _swallows(node: ast.AST) -> bool:
    if not isinstance(node, ast.ExceptHandler):
        return False
    broad = node.type is None or (
        isinstance(node.type, ast.Name) and node.type.id in ("Exception", "BaseException")
    )
    return broad and all(isinstance(s, ast.Pass | ast.Continue) for s in node.body)


def _days(tree: ast.AST) -> list[date]:
    days: list[date] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            match = _DAY.match(node.value)
            if match:
                try:
                    days.append(date(*(int(g) for g in match.groups())))
                except ValueError:
                    continue
    return days
